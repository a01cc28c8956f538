package rules

import "strings"

// cfnNoEchoDefault finds the Default of a CloudFormation parameter
// declared NoEcho: the template's author marked the parameter secret,
// and a default value is then the secret itself, written into the
// template (YAML's "NoEcho: true" beside "Default: v" in the parameter's
// block, or JSON's "NoEcho": "true" beside "Default": "v" in its object).
type cfnNoEchoDefault struct{ rule Rule }

func newCFNNoEchoDefault() *cfnNoEchoDefault {
	return &cfnNoEchoDefault{rule: Rule{ID: "cloudformation-noecho-default", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"noecho"},
		Description: "Default value of a CloudFormation parameter declared NoEcho (YAML or JSON template)."}}
}

func (d *cfnNoEchoDefault) info() *Rule { return &d.rule }

// maxNoEchoBlock bounds the parameter's block or object read around
// NoEcho.
const maxNoEchoBlock = 2048

func (d *cfnNoEchoDefault) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(strings.ToLower(text), "noecho")
	}
	last := -1
	for _, h := range hits {
		s, e, ok := noEchoDefault(text, h)
		if !ok || s <= last {
			continue
		}
		if v := text[s:e]; len(v) >= 4 && !isPlaceholder(v) {
			last = s
			out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: v})
		}
	}
	return out, nil
}

// noEchoDefault returns the span of the Default beside the NoEcho at h.
func noEchoDefault(text string, h int) (int, int, bool) {
	if !strings.HasPrefix(text[h:], "NoEcho") {
		return 0, 0, false // the property's name is written so
	}
	if h > 0 && text[h-1] == '"' {
		// JSON: "NoEcho": "true" (or true) in the parameter's object
		i := skipBlanks(text, h+len(`NoEcho"`))
		if i >= len(text) || text[i] != ':' {
			return 0, 0, false
		}
		i = skipBlanks(text, i+1)
		if !strings.HasPrefix(text[i:], "true") && !strings.HasPrefix(text[i:], `"true"`) {
			return 0, 0, false
		}
		open, close := jsonObjectAround(text, h-1, maxNoEchoBlock)
		if open < 0 {
			return 0, 0, false
		}
		obj := text[open:close]
		s, e, ok := jsonStringWhere(obj, "Default", func(string) bool { return true })
		return open + s, open + e, ok
	}
	// YAML: the lines of the parameter's block share NoEcho's indentation;
	// NoEcho starts its line, within the block's bound (a long line of
	// the word must not be read back at every hit)
	lo := max(0, h-maxNoEchoBlock)
	nl := strings.LastIndexByte(text[lo:h], '\n')
	if nl < 0 && lo > 0 {
		return 0, 0, false
	}
	ls := lo + nl + 1
	ind := text[ls:h]
	if strings.Trim(ind, " ") != "" {
		return 0, 0, false
	}
	v := strings.TrimSpace(lineAt(text, h+len("NoEcho")))
	if v != ": true" && v != `: "true"` && v != ": 'true'" && v != ":true" {
		return 0, 0, false
	}
	// the block's lines before and after NoEcho's, up to maxNoEchoBlock
dirs:
	for _, dir := range []int{-1, 1} {
		at := ls
		for n := 0; n < 32; n++ {
			var l int
			if dir < 0 {
				if at == 0 {
					break
				}
				l = strings.LastIndexByte(text[:at-1], '\n') + 1
			} else {
				e := strings.IndexByte(text[at:], '\n')
				if e < 0 {
					break
				}
				l = at + e + 1
			}
			if l >= len(text) || abs(l-h) > maxNoEchoBlock {
				break
			}
			line := lineAt(text, l)
			at = l
			n := len(line) - len(strings.TrimLeft(line, " "))
			switch {
			case strings.TrimSpace(line) == "" || n > len(ind):
				continue // a blank line, or a nested one (AllowedValues' items)
			case n < len(ind):
				continue dirs // the block's end: another parameter, or Resources
			}
			if rest := line[len(ind):]; strings.HasPrefix(rest, "Default:") {
				s := l + len(ind) + len("Default:")
				s = skipBlanks(text, s)
				e := l + len(line)
				for e > s && isBlank(text[e-1]) {
					e--
				}
				if e-s >= 2 && (text[s] == '"' || text[s] == '\'') && text[e-1] == text[s] {
					s, e = s+1, e-1
				}
				return s, e, e > s
			}
		}
	}
	return 0, 0, false
}

// lineAt returns the rest of the line from text[i], without '\r' and '\n'.
func lineAt(text string, i int) string {
	return strings.TrimSuffix(text[i:lineEnd(text, i)], "\r")
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
