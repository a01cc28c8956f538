package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// shapes tallies coarse features of the secrets a redact run left in the
// plain-encoded plants, per corpus: length, alphabet, a vendor prefix, a
// credential word in the text just before, the number of secrets in the
// example. Only counts are written, never a value nor a family, so the
// held-out corpora can say which kind of secret survives without saying
// which one (see blind): detectors are written from that kind, not from
// the examples.
func (r *report) shapes(w io.Writer, root string, run int) error {
	lines := lineCache{}
	var diag *os.File
	if f := os.Getenv("SHAPES_DIAG"); f != "" {
		var err error
		if diag, err = os.OpenFile(f, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600); err != nil {
			return err
		}
		defer diag.Close()
	}
	per := tallies{}
	total := map[string]int{}
	for i, p := range r.m.Plants {
		o := r.res[i]
		if p.Decoy || p.Encoding != encPlain || run >= len(o.removed) || o.removed[run] != 0 {
			continue
		}
		line, err := lines.line(root, p)
		if err != nil {
			return err
		}
		total[p.Corpus]++
		add := func(f, v string) { per.add(p.Corpus, f, v) }
		add("secrets in example", bucket(len(p.Needles), []int{1, 2, 3}))
		for _, ns := range p.Needles {
			if len(ns) == 0 {
				continue
			}
			s := ns[0]
			at := strings.Index(line, s)
			if at < 0 {
				continue
			}
			if diag != nil {
				fmt.Fprintf(diag, "%s\t%s\t%q\t%q\n", p.Corpus, s, line[max(0, at-48):at], line[at+len(s):min(len(line), at+len(s)+16)]) // values for an aggregate diagnosis only (SHAPES_DIAG)
			}
			add("length", bucket(len(s), []int{8, 12, 16, 20, 24, 32, 40, 48, 64, 100}))
			add("alphabet", alphabet(s))
			add("vendor prefix", yes(hasVendorPrefix(s)))
			before := line[:at]
			if len(before) > 48 {
				before = before[len(before)-48:]
			}
			add("credential word in 48 bytes before", credWordClass(before))
			add("byte before", byteBefore(before))
			add("context", contextClass(before))
			add("context × alphabet × length", contextClass(before)+" / "+alphabet(s)+" / "+bucket(len(s), []int{12, 16, 24, 32, 40, 64}))
			add("cred word × length", credWordClass(before)+"/"+bucket(len(s), []int{12, 16, 24, 40, 64}))
			add("entropy bits/char", bucketF(entropyBits(s), []float64{2.5, 3, 3.5, 4, 4.5, 5}))
			if seg := segments(s); seg != "" {
				add("segments", seg)
			}
			add("after the secret", afterClass(line[at+len(s):]))
			add("word before", wordBeforeShape(before))
			if contextClass(before) == "line start" {
				add("line start: previous line", prevLineShape(line[:at]))
			}
			if g, ok := credGap(before); ok {
				add("gap after the credential word", g)
				add("gap × cred word × alphabet × length", g+" / "+credWordClass(before)+" / "+alphabet(s)+" / "+bucket(len(s), []int{12, 16, 24, 32, 40, 64}))
			}
		}
	}
	writeTallies(w, per, func(c string) string {
		return fmt.Sprintf("%s: %d plain plants survived %s", corpusTitle[c], total[c], r.names[run])
	})
	return nil
}

// tallies counts, per corpus, the values of each feature.
type tallies map[string]map[string]map[string]int // corpus -> feature -> value -> count

// add counts one value of feature f in corpus c.
func (t tallies) add(c, f, v string) {
	if t[c] == nil {
		t[c] = map[string]map[string]int{}
	}
	if t[c][f] == nil {
		t[c][f] = map[string]int{}
	}
	t[c][f][v]++
}

// writeTallies writes one section per corpus, titled by title, with a
// line per feature: its values, most frequent first.
func writeTallies(w io.Writer, per tallies, title func(corpus string) string) {
	keys := make([]string, 0, len(per))
	for c := range per {
		keys = append(keys, c)
	}
	sort.Strings(keys)
	for _, c := range keys {
		fmt.Fprintf(w, "## %s\n\n", title(c))
		t := per[c]
		fs := make([]string, 0, len(t))
		for f := range t {
			fs = append(fs, f)
		}
		sort.Strings(fs)
		for _, f := range fs {
			vs := make([]string, 0, len(t[f]))
			for v := range t[f] {
				vs = append(vs, v)
			}
			sort.Slice(vs, func(i, j int) bool { return t[f][vs[i]] > t[f][vs[j]] || t[f][vs[i]] == t[f][vs[j]] && vs[i] < vs[j] })
			var parts []string
			for _, v := range vs {
				parts = append(parts, fmt.Sprintf("%s %d", v, t[f][v]))
			}
			fmt.Fprintf(w, "* %s: %s\n", f, strings.Join(parts, ", "))
		}
		fmt.Fprintln(w)
	}
}

func bucket(n int, edges []int) string {
	for i, e := range edges {
		if n <= e {
			if i == 0 {
				return fmt.Sprintf("≤%d", e)
			}
			return fmt.Sprintf("%d–%d", edges[i-1]+1, e)
		}
	}
	return fmt.Sprintf(">%d", edges[len(edges)-1])
}

func bucketF(x float64, edges []float64) string {
	for i, e := range edges {
		if x < e {
			if i == 0 {
				return fmt.Sprintf("<%.1f", e)
			}
			return fmt.Sprintf("%.1f–%.1f", edges[i-1], e)
		}
	}
	return fmt.Sprintf("≥%.1f", edges[len(edges)-1])
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// alphabet names the character classes of s.
func alphabet(s string) string {
	var lo, up, dig, hexOnly, other bool
	hexOnly = true
	var punct []string
	seen := map[byte]bool{}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z':
			lo = true
			if c > 'f' {
				hexOnly = false
			}
		case c >= 'A' && c <= 'Z':
			up = true
			if c > 'F' {
				hexOnly = false
			}
		case c >= '0' && c <= '9':
			dig = true
		default:
			hexOnly = false
			other = true
			if !seen[c] && len(punct) < 4 {
				seen[c] = true
				if c < 0x20 || c >= 0x7f {
					punct = append(punct, "non-ascii")
				} else {
					punct = append(punct, string(c))
				}
			}
		}
	}
	switch {
	case !lo && !up && dig:
		return "digits"
	case hexOnly && lo && !up:
		return "hex lower"
	case hexOnly && up && !lo:
		return "hex upper"
	}
	var b strings.Builder
	if lo {
		b.WriteString("a")
	}
	if up {
		b.WriteString("A")
	}
	if dig {
		b.WriteString("9")
	}
	if other {
		sort.Strings(punct)
		b.WriteString(" + " + strings.Join(punct, ""))
	}
	return b.String()
}

func hasVendorPrefix(s string) bool {
	for i := 0; i < len(s) && i < 13; i++ {
		c := s[i]
		if c == '_' || c == '-' {
			return i >= 2 && len(s)-i > 12
		}
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return false
}

func credWordClass(before string) string {
	l := strings.ToLower(before)
	for _, w := range []string{"secret", "token", "passw", "pwd", "pass", "apikey", "api_key", "api-key", "key", "auth", "cred", "bearer", "private", "session", "signature", "sig"} {
		if strings.Contains(l, w) {
			return w
		}
	}
	return "none"
}

// credGap abstracts the text between the last credential word of
// before and the secret: runs of letters become 'a', of digits '9',
// of blanks ' '; punctuation stays. It tells how a key's name reaches
// its value ("a\": \"", " a a ") without a word of either.
func credGap(before string) (string, bool) {
	l := strings.ToLower(before)
	at := -1
	for _, w := range []string{"secret", "token", "passw", "pwd", "pass", "key", "auth", "cred", "bearer", "private"} {
		if i := strings.LastIndex(l, w); i >= 0 && i+len(w) > at {
			at = i + len(w)
		}
	}
	if at < 0 {
		return "", false
	}
	var b strings.Builder
	last := byte(0)
	for i := at; i < len(before); i++ {
		c := before[i]
		k := c
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			k = 'a'
		case c >= '0' && c <= '9':
			k = '9'
		case c == ' ' || c == '\t':
			k = ' '
		}
		if k == last && (k == 'a' || k == '9' || k == ' ') {
			continue
		}
		b.WriteByte(k)
		last = k
	}
	return strconv.Quote(b.String()), true
}

func byteBefore(before string) string {
	if before == "" {
		return "start"
	}
	c := before[len(before)-1]
	if c == '\\' || c == '"' {
		// JSON-escaped quote: look one further
		t := strings.TrimSuffix(strings.TrimSuffix(before, "\""), "\\")
		if t == "" {
			return "quote"
		}
		return "quote after " + string(t[len(t)-1])
	}
	if c < 0x20 || c >= 0x7f {
		return "non-ascii"
	}
	return string(c)
}

// entropyBits is the Shannon entropy of s's bytes, in bits per byte.
func entropyBits(s string) float64 {
	var n [256]int
	for i := 0; i < len(s); i++ {
		n[s[i]]++
	}
	h := 0.0
	for _, c := range n {
		if c > 0 {
			p := float64(c) / float64(len(s))
			h -= p * math.Log2(p)
		}
	}
	return h
}

// contextClass names how the text before a secret introduces it: an
// assignment to a key (by the key's kind), a header or flag, a URL, or
// nothing.
func contextClass(before string) string {
	b := strings.ReplaceAll(before, `\"`, `"`)
	b = strings.ReplaceAll(b, `\n`, "\n")
	t := strings.TrimRight(b, " \t'\"")
	if t == "" {
		return "nothing"
	}
	last := t[len(t)-1]
	switch {
	case last == '\n':
		return "line start"
	case last == '=' || last == ':' || strings.HasSuffix(t, "=>") || strings.HasSuffix(t, ":="):
		k := strings.TrimRight(t, "=:> \t'\"")
		i := len(k)
		for i > 0 && (isAlnumB(k[i-1]) || k[i-1] == '_' || k[i-1] == '-' || k[i-1] == '.') {
			i--
		}
		key := strings.ToLower(k[i:])
		switch {
		case key == "":
			return "assignment, no key"
		case credWordClass(key) != "none":
			return "assignment, cred key"
		case strings.HasSuffix(key, "id") || strings.HasSuffix(key, "sid"):
			return "assignment, *id key"
		case strings.Contains(key, "url") || strings.Contains(key, "uri") || strings.Contains(key, "dsn") || strings.Contains(key, "conn"):
			return "assignment, url key"
		}
		return "assignment, other key"
	case last == '/' || last == '@' || last == '?' || last == '&':
		return "url part"
	case isAlnumB(last):
		return "after a word"
	}
	return "after " + string(last)
}

func isAlnumB(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// segments abstracts a separated token's pieces: each piece becomes its
// length and class (h hex, d digits, a other alphanumerics), with the
// separator kept: "8h-4h-4h-4h-12h" is a UUID. Tokens with no
// separator give "".
func segments(s string) string {
	if !strings.ContainsAny(s, "-_.") {
		return ""
	}
	var b strings.Builder
	n, hex, dig := 0, true, true
	flush := func() {
		k := "a"
		switch {
		case n == 0:
			k = ""
		case dig:
			k = "d"
		case hex:
			k = "h"
		}
		fmt.Fprintf(&b, "%d%s", n, k)
		n, hex, dig = 0, true, true
	}
	pieces := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '-' || c == '_' || c == '.' {
			flush()
			pieces++
			if pieces >= 6 {
				b.WriteString("…")
				return b.String()
			}
			b.WriteByte(c)
			continue
		}
		n++
		if !(c >= '0' && c <= '9') {
			dig = false
		}
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			hex = false
		}
	}
	flush()
	return b.String()
}

// afterClass names what ends a secret: the end of the line, a blank, a
// quote, an escaped newline or another punctuation byte.
func afterClass(after string) string {
	switch {
	case after == "":
		return "line end"
	case strings.HasPrefix(after, `\n`):
		return "newline"
	case strings.HasPrefix(after, `\"`):
		return "quote"
	case after[0] == ' ' || after[0] == '\t':
		return "blank"
	case isAlnumB(after[0]):
		return "alnum"
	}
	return string(after[0])
}

// wordBeforeShape gives the shape of the word just before a secret (past
// blanks and quotes): its case pattern and length, never its letters.
func wordBeforeShape(before string) string {
	b := strings.ReplaceAll(before, `\"`, " ")
	b = strings.TrimRight(b, " \t'\"=:")
	i := len(b)
	for i > 0 && (isAlnumB(b[i-1]) || b[i-1] == '_' || b[i-1] == '-') {
		i--
	}
	w := b[i:]
	if w == "" {
		return "none"
	}
	return alphabet(w) + " / " + bucket(len(w), []int{3, 5, 8, 12})
}

// prevLineShape describes the line before a secret that starts a line:
// whether it holds a credential word, and how it ends.
func prevLineShape(before string) string {
	b := strings.ReplaceAll(before, `\n`, "\n")
	b = strings.TrimRight(b, " \t'\"")
	b = strings.TrimSuffix(b, "\n")
	if i := strings.LastIndexByte(b, '\n'); i >= 0 {
		b = b[i+1:]
	}
	t := strings.TrimRight(b, " \t")
	end := "empty"
	if t != "" {
		end = afterClass(t[len(t)-1:])
	}
	return credWordClass(b) + " / ends " + end + " / " + bucket(len(t), []int{0, 16, 40, 80})
}

// lineCache holds the lines of the corpus files read so far, by file.
type lineCache map[string][]string

// line returns the line of root's file that carries plant p, or "" when
// the file has no such line.
func (c lineCache) line(root string, p plant) (string, error) {
	ls, ok := c[p.File]
	if !ok {
		var err error
		if ls, err = readLines(filepath.Join(root, filepath.FromSlash(p.File))); err != nil {
			return "", err
		}
		c[p.File] = ls
	}
	if p.Line < 1 || p.Line > len(ls) {
		return "", nil
	}
	return ls[p.Line-1], nil
}
