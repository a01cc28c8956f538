package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Where the rule files are inside a Nosey Parker and a Kingfisher tree.
const (
	noseyparkerRules = "crates/noseyparker/data/default/builtin/rules"
	kingfisherRules  = "data/rules"
)

// scannerRule is one rule of a Nosey Parker or Kingfisher rule file, the
// fields corpus C reads. Both tools share the format (Kingfisher started
// from Nosey Parker's); Kingfisher adds `visible` (false: a helper rule,
// such as an account id, whose matches only feed other rules and are never
// reported) and fields this corpus does not need (validation, entropy).
type scannerRule struct {
	ID       string   `yaml:"id"`
	Pattern  string   `yaml:"pattern"`
	Examples []string `yaml:"examples"`
	Negative []string `yaml:"negative_examples"`
	// one Nosey Parker rule spells its negatives `non_examples`, a key the
	// tool ignores; they are negatives all the same
	NonExamples []string `yaml:"non_examples"`
	Visible     *bool    `yaml:"visible"`
}

// parseRuleFile reads one rule file (`rules:` then a list of rules).
func parseRuleFile(data []byte) ([]scannerRule, error) {
	var f struct {
		Rules []scannerRule `yaml:"rules"`
	}
	if err := yaml.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	for i, r := range f.Rules {
		if r.ID == "" || r.Pattern == "" {
			return nil, fmt.Errorf("rule %d: no id or pattern", i+1)
		}
	}
	return f.Rules, nil
}

// ruleSource is one scanner's rule set.
type ruleSource struct {
	Name string // shown in the report
	Root string // a tree holding Dir ("" when absent)
	Dir  string
}

// secretsOf returns what re says is secret in text, per match: the group
// named TOKEN (Kingfisher's name for it) when there is one; else the one
// capture group; else, in a match with several groups (an id and its
// secret; a user, password and host), the last group that is not a host,
// URL or e-mail address, since rule authors put the secret after the
// identifiers that go with it; the whole match for a pattern with no
// group. Values that are not measurable are left out.
func secretsOf(re *regexp.Regexp, text string) []string {
	var out []string
	var spans [][2]int
	seen := map[string]bool{}
	add := func(m []int, g int) {
		if m[2*g] < 0 {
			return
		}
		sp := [2]int{m[2*g], m[2*g+1]}
		spans = append(spans, sp)
		if s := text[sp[0]:sp[1]]; measurable(s) && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	token := re.SubexpIndex("TOKEN")
	for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
		switch {
		case re.NumSubexp() == 0:
			add(m, 0)
		case token > 0:
			add(m, token)
		case re.NumSubexp() == 1:
			add(m, 1)
		default:
			for g := re.NumSubexp(); g >= 1; g-- {
				if m[2*g] >= 0 && !hostLike.MatchString(text[m[2*g]:m[2*g+1]]) {
					add(m, g)
					break
				}
			}
		}
	}
	// the scorer looks for a secret on its line: one that also occurs
	// outside what the rule captured (a placeholder password equal to its
	// key's name) or in the text planted around it cannot be told apart
	if len(out) > 0 && !capturedOnly(text, out, spans) {
		return nil
	}
	return out
}

// measurable reports whether s can be scored as a secret: 4 bytes or more,
// and 12 or more unless it mixes two character classes (upper and lower
// case letters, digits, others). A placeholder such as "password",
// "secret" or "12345" is not one a redactor can be asked to find, and the
// scorer could not tell it from the same word elsewhere on the line.
func measurable(s string) bool {
	if len(s) < 4 {
		return false
	}
	if len(s) >= 12 {
		return true
	}
	var cls [4]int
	for _, c := range []byte(s) {
		switch {
		case c >= 'a' && c <= 'z':
			cls[0] = 1
		case c >= 'A' && c <= 'Z':
			cls[1] = 1
		case c >= '0' && c <= '9':
			cls[2] = 1
		default:
			cls[3] = 1
		}
	}
	return cls[0]+cls[1]+cls[2]+cls[3] >= 2
}

// capturedOnly reports whether every occurrence of each secret in text is
// inside a captured span, and no secret occurs in the benign text of a
// location.
func capturedOnly(text string, secrets []string, spans [][2]int) bool {
	for _, s := range secrets {
		for off := 0; ; {
			i := strings.Index(text[off:], s)
			if i < 0 {
				break
			}
			at := off + i
			in := false
			for _, sp := range spans {
				if sp[0] <= at && at+len(s) <= sp[1] {
					in = true
				}
			}
			if !in {
				return false
			}
			off = at + 1
		}
		for _, loc := range locations {
			pre, post := context(loc)
			if strings.Contains(pre+post, s) {
				return false
			}
		}
	}
	return true
}

// hostLike matches what a rule captures next to a secret to say where it
// is used: a URL, an e-mail address, a host name or address (with a port).
var hostLike = regexp.MustCompile(`^(?:[a-zA-Z][a-zA-Z0-9+.-]*://\S*|[^@\s]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}|(?:localhost|[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?)$`)

// ruleSetExamples builds corpus C from the `examples` and
// `negative_examples` of scanners' rule files (Nosey Parker's, then
// Kingfisher's), read as YAML, never run. The secret in an example is
// what the rule's own pattern captures in it (compileRustPattern); a rule
// whose pattern Go cannot compile is skipped and counted, as is an example
// its pattern does not match. Each distinct example (after trimming white
// space) is counted once, under the first rule that yields it: Kingfisher
// copied many of Nosey Parker's, some with the text around the secret
// edited, so an example whose secret an earlier example already has is a
// duplicate too (redact masks every copy of a value it found, so two
// examples sharing a secret would not be measured apart). Negative examples become decoys unless
// the text is a positive example of some rule of the corpus.
func ruleSetExamples(srcs []ruleSource) ([]example, []extraction, error) {
	type neg struct {
		example
		src int // index in exs
	}
	var out []example
	var negs []neg
	var exs []extraction
	seen := map[string]bool{}       // positives kept
	secretSeen := map[string]bool{} // their secrets
	negSeen := map[string]bool{}    // negatives kept
	for _, src := range srcs {
		if src.Root == "" {
			continue
		}
		ex := extraction{Source: src.Name + " " + src.Dir + "/*.yml"}
		dir := filepath.Join(src.Root, filepath.FromSlash(src.Dir))
		ents, err := os.ReadDir(dir)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", src.Name, err)
		}
		var files []string
		for _, e := range ents {
			if n := e.Name(); !e.IsDir() && (strings.HasSuffix(n, ".yml") || strings.HasSuffix(n, ".yaml")) {
				files = append(files, n)
			}
		}
		sort.Strings(files)
		for _, n := range files {
			b, err := os.ReadFile(filepath.Join(dir, n))
			if err != nil {
				return nil, nil, err
			}
			rules, err := parseRuleFile(b)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %s: %w", src.Name, n, err)
			}
			ex.Files++
			for _, r := range rules {
				ex.Rules++
				if r.Visible != nil && !*r.Visible {
					ex.Hidden++
					continue
				}
				re, err := compileRustPattern(r.Pattern)
				if err != nil {
					ex.Uncompiled = append(ex.Uncompiled, r.ID)
					ex.Dropped += len(r.Examples)
					continue
				}
				for _, e := range r.Examples {
					text := strings.TrimSpace(e)
					if text == "" {
						continue
					}
					if seen[text] {
						ex.Duplicates++
						continue
					}
					s := secretsOf(re, text)
					if len(s) == 0 {
						ex.Dropped++
						continue
					}
					if slices.ContainsFunc(s, func(v string) bool { return secretSeen[v] }) {
						ex.Duplicates++
						continue
					}
					seen[text] = true
					for _, v := range s {
						secretSeen[v] = true
					}
					ex.Positive++
					out = append(out, example{Corpus: corpusRules, Family: r.ID, Text: text, Secrets: s})
				}
				for _, e := range append(append([]string(nil), r.Negative...), r.NonExamples...) {
					if text := strings.TrimSpace(e); text != "" && !negSeen[text] {
						negSeen[text] = true
						negs = append(negs, neg{example{Corpus: corpusRules, Family: r.ID, Text: text, Decoy: true}, len(exs)})
					}
				}
			}
		}
		exs = append(exs, ex)
	}
	// a negative of one rule that another rule's example holds, or that
	// holds one of their secrets, is a secret, not a decoy
	for _, n := range negs {
		if seen[n.Text] || slices.ContainsFunc(slices.Collect(maps.Keys(secretSeen)), func(v string) bool { return strings.Contains(n.Text, v) }) {
			exs[n.src].Dropped++
			continue
		}
		out = append(out, n.example)
		exs[n.src].Negative++
	}
	if len(out) == 0 {
		return nil, exs, fmt.Errorf("no rule examples extracted")
	}
	return out, exs, nil
}

// corpusRules names corpus C in the manifest and the corpus tree.
const corpusRules = "rulesets"
