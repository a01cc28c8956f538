package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// spanContext plants a generated snippet in surrounding text. It returns
// the text and the span of it that holds the secret (which, for a JSON
// document, is the secret's escaped form).
type spanContext struct {
	name  string
	plant func(sec fakesecret.Secret) (text string, start, end int)
	// mayMiss: gitleaks rules that require a terminator ([`'"\s;]) after
	// the secret do not match when ',' ')' ']' '&' '<' or '|' follows; only precision
	// is checked there (their recall is gitleaks' own).
	mayMiss bool
}

// around builds a context that puts the snippet between before and after.
func around(name, before, after string) spanContext {
	return spanContext{name: name, plant: func(sec fakesecret.Secret) (string, int, int) {
		text := before + sec.Text + after
		i := len(before) + strings.Index(sec.Text, sec.Value)
		return text, i, i + len(sec.Value)
	}, mayMiss: strings.ContainsAny(after[:min(1, len(after))], ",)]&<|")}
}

// unicodeEnds are characters that end a token: CJK and fullwidth
// punctuation, typographic quotes, NBSP and the zero-width space.
var unicodeEnds = []string{"。", "，", "、", "\u00a0", "”", "」", "：", "；", "\u200b", "）", "！"}

// spanContexts are the surroundings of TestSpansArePrecise: line lists,
// key=value lists, JSON, YAML, shell, URLs and Unicode punctuation.
func spanContexts() []spanContext {
	cs := []spanContext{
		around("alone", "", ""),
		around("next-line", "", "\nLOG_LEVEL=info\n"),
		around("env-file", "APP_ENV=production\nPORT=8080\n", "\nLOG_LEVEL=info\nDEBUG=false\nWORKERS=4\n"),
		around("next-line-word", "", "\nREADY\n"),
		around("next-line-spaced-key", "", "\nsl_region = dal10\n"),
		around("next-line-colon-key", "", "\nSL_API_KEY: none\n"),
		around("next-line-url", "", "\nhttps://status.example.com:8443/health\n"),
		around("next-line-version", "", "\nv1.2.3\n"),
		around("next-line-address", "", "\n0.0.0.0:8080\n"),
		around("next-line-position", "", "\nsrc/main.go:12:3: error\n"),
		around("next-line-section", "", "\n[section]\n"),
		around("next-line-tag", "", "\n<tag>value</tag>\n"),
		around("next-line-shebang", "", "\n#!/bin/sh\n"),
		around("next-line-variable", "", "\n$HOME/bin\n"),
		around("next-line-home", "", "\n~/.ssh/id_rsa\n"),
		around("next-line-windows-variable", "", "\n%APPDATA%\n"),
		around("next-line-ci-command", "", "\n::error::failed\n"),
		around("numbered-list", "1. ", "\n2. second item\n"),
		around("line-before-command", "$ cat deploy/app.env\n", "\n"),
		around("line-before-version", "v1.2.3\n", "\n"),
		around("line-before-word", "token\n", "\n"),
		around("next-line-long", "", "\nthe service restarted and every worker reported healthy\n"),
		around("crlf", "HOST=db\r\n", "\r\nLOG_LEVEL=info\r\n"),
		around("tab-after", "", "\t# rotated yesterday"),
		around("comma-list", "region=eu-west-1, ", ", timeout=30s, retries=3"),
		around("semicolon-list", "host=db; ", "; port=5432"),
		around("yaml", "app:\n  name: billing\n  ", "\n  debug: false\n  replicas: 2\n"),
		around("shell-and", "cd /srv/app && ", " && ./deploy.sh --env prod"),
		around("shell-pipe", "echo start; ", " | tee /tmp/out.log"),
		around("url-before", "see https://docs.example.com/setup?step=2#keys\n", "\nthen open https://status.example.com/"),
		around("markdown", "Set this:\n\n```\n", "\n```\n\nand restart the service."),
		around("prose", "The tool printed ", " and then exited with status 0."),
		around("url-query", "GET https://api.example.com/v1/items?page=2&", "&limit=50 HTTP/1.1"),
		around("html-attr", `<a data-x="1" title="`, `">link</a>`),
		around("single-quoted", "echo '", "' > .env"),
		around("double-quoted", `run("`, `", check=True)`),
		around("backticks", "Use `", "` then restart."),
		around("markdown-table", "| name | value |\n|---|---|\n| a | ", " |\n| b | 2 |"),
		around("xml", "<config><value>", "</value></config>"),
		around("paren", "(", ")"),
		around("bracket", "[", "]"),
		{name: "json-doc", plant: func(sec fakesecret.Secret) (string, int, int) {
			doc := `{"command": "cat .env", "output": ` + jsonStr(sec.Text+"\nLOG_LEVEL=info") + `, "exitCode": 0}`
			enc := jsonStr(sec.Value)
			enc = enc[1 : len(enc)-1]
			i := strings.Index(doc, enc)
			return doc, i, i + len(enc)
		}},
	}
	for _, p := range unicodeEnds {
		cs = append(cs, around(fmt.Sprintf("unicode-%U", []rune(p)[0]), "", p+"下一步"))
	}
	cs = append(cs,
		around("cjk-sentence", "配置如下：", "。请检查。"),
		around("typographic-quotes", "“", "”"),
		around("corner-brackets", "「", "」"),
		around("nbsp-both", "\u00a0", "\u00a0next"),
		around("zwsp-both", "\u200b", "\u200bnext"),
	)
	return cs
}

// coSecrets returns the text of the matches that Detect finds in a
// snippet alone outside its planted value: some snippets hold a second
// secret (the access key id next to an AWS secret), which may be masked.
func coSecrets(s *Set, sec fakesecret.Secret) map[string]bool {
	ms, _ := s.Detect(sec.Text)
	vs := strings.Index(sec.Text, sec.Value)
	ve := vs + len(sec.Value)
	out := map[string]bool{}
	for _, m := range ms {
		if m.End <= vs || m.Start >= ve {
			out[sec.Text[m.Start:m.End]] = true
		}
	}
	return out
}

// spanViolation checks the matches of text against the planted secret at
// [start, end): the secret must be covered, and no match may reach
// outside it unless it is a whole other secret of the snippet. It returns
// a description of the first violation, or "".
func spanViolation(text string, start, end int, ms []Match, co map[string]bool, mayMiss bool) string {
	if !covered(ms, start, end) && !(mayMiss && len(ms) == 0) {
		return fmt.Sprintf("secret [%d,%d) not covered by %v", start, end, ids(ms))
	}
	for _, m := range ms {
		inside := m.Start >= start && m.End <= end
		if inside || (m.End <= start || m.Start >= end) && co[text[m.Start:m.End]] {
			continue
		}
		extra := ""
		if m.Start < start {
			extra += fmt.Sprintf("%d bytes before %q", start-m.Start, text[max(m.Start, start-24):start])
		}
		if m.End > end {
			extra += fmt.Sprintf("%d bytes after %q", m.End-end, text[end:min(m.End, end+24)])
		}
		if m.End <= start || m.Start >= end {
			extra = fmt.Sprintf("unrelated span %q", text[m.Start:m.End])
		}
		return fmt.Sprintf("%s span [%d,%d) over the secret [%d,%d): %s", m.RuleID, m.Start, m.End, start, end, extra)
	}
	return ""
}

// TestSpansArePrecise plants a secret of every generator in many
// surroundings and checks that the matches cover the secret and nothing
// else: masking them leaves every byte outside the secret as it was.
func TestSpansArePrecise(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(77))
	bad := 0
	for _, g := range fakesecret.Generators() {
		for _, c := range spanContexts() {
			sec := g.Gen(r)
			text, start, end := c.plant(sec)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatalf("%s/%s: %v", g.Kind, c.name, err)
			}
			if v := spanViolation(text, start, end, ms, coSecrets(s, sec), c.mayMiss && g.Gitleaks); v != "" {
				bad++
				if bad <= 40 {
					t.Errorf("%s/%s: %s", g.Kind, c.name, v)
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d imprecise cases", bad)
	}
}

// TestUnicodeBreaksAreSpaces: a secret between Unicode punctuation, spaces
// or zero-width spaces is found, with the same span, wherever it is found
// between ASCII spaces.
func TestUnicodeBreaksAreSpaces(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(78))
	found := 0
	for _, g := range fakesecret.Generators() {
		sec := g.Gen(r)
		if strings.Contains(sec.Value, "\n") {
			continue
		}
		ascii := "note " + sec.Value + " end"
		ms, _ := s.Detect(ascii)
		if !covered(ms, 5, 5+len(sec.Value)) {
			continue
		}
		found++
		for _, p := range []string{"：", "「", "“", "\u00a0", "\u200b", "，"} {
			q := map[string]string{"「": "」", "“": "”"}[p]
			if q == "" {
				q = "。"
			}
			text := "令牌" + p + sec.Value + q + "完成"
			start := len("令牌" + p)
			ms, _ := s.Detect(text)
			if v := spanViolation(text, start, start+len(sec.Value), ms, nil, false); v != "" {
				t.Errorf("%s between %q and %q: %s", g.Kind, p, q, v)
			}
		}
	}
	if found < 20 {
		t.Errorf("only %d secrets found between spaces: the test no longer tests much", found)
	}
}

// TestOwnLineShapes: the shapes that start a line of their own (see
// plausibleLine) and the token rests that look close to them.
func TestOwnLineShapes(t *testing.T) {
	for _, c := range []struct {
		f    func(string) bool
		name string
		yes  []string
		no   []string
	}{
		{dottedNumber, "dottedNumber", []string{"1.2.3", "v1.2.3-rc1", "127.0.0.1", "0.0.0.0:8080", "10.0.0.12"},
			[]string{"1.2", "v1", "a.b.c", "1..2.3", "123456.1.2", "x9.k2.q7"}},
		{filePosition, "filePosition", []string{"src/main.go:12:3:", "app.py:40:", "main.go:1:2"},
			[]string{"db.example.com:5432", "host:5432:", "main.go:", "a/b.c9:1:", "x.tooolong:1:"}},
		{lineMarker, "lineMarker", []string{"#!/bin/sh", "::error::x", "##[error]x", "~/.ssh", "$HOME/bin", "${DIR}/x", "$PATH", "%APPDATA%\\x"},
			[]string{"$BhwamknC", "$a", "#x", "%20abc", "$H"}},
		{markupLine, "markupLine", []string{"[section]", "[profile prod]", "<tag>value</tag>", "</add>", "<?xml version=\"1.0\"?>"},
			[]string{"[1]", "[x", "<3 you", "<<EOF", "=[abc]"}},
	} {
		for _, v := range c.yes {
			if !c.f(v) {
				t.Errorf("%s(%q) = false", c.name, v)
			}
		}
		for _, v := range c.no {
			if c.f(v) {
				t.Errorf("%s(%q) = true", c.name, v)
			}
		}
	}
}
