package encodings

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// JSONLit is the JSON literal of s as omp writes it (JSON.stringify: no
// HTML escaping).
func JSONLit(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// JSONEsc is s as it appears inside a JSON string literal.
func JSONEsc(s string) string { l := JSONLit(s); return l[1 : len(l)-1] }

// B64Run is the part of b (base64 of a text) that encodes only bytes
// off..off+n of the text: whole 3-byte groups inside the span. When fewer
// than two groups fit, the whole of b is the needle.
func B64Run(b string, off, n int) string {
	g0 := (off + 2) / 3
	g1 := (off + n) / 3
	if g1-g0 < 2 {
		return b
	}
	return b[g0*4 : g1*4]
}

// UEscape writes s as the inside of a JSON string literal with every other
// character (by its offset off+i in the planted text) and every character
// that is not an ASCII letter or digit written as a \u escape.
func UEscape(s string, off int) string {
	var b strings.Builder
	for i, r := range s {
		if r < utf8.RuneSelf && isAlnum(byte(r)) && (off+i)%2 == 0 {
			b.WriteRune(r)
			continue
		}
		if r > 0xffff {
			r -= 0x10000
			fmt.Fprintf(&b, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			continue
		}
		fmt.Fprintf(&b, `\u%04x`, r)
	}
	return b.String()
}

// Fold inserts a line break inside each secret (after its first half,
// and at least 8 bytes in when the secret is longer than 8), as a terminal
// or a wrapped paste does. It returns the folded text and, per secret, the
// pieces to look for: the folded secret itself and each piece of 8 bytes
// or more.
func Fold(text string, secrets []string) (string, [][]string) {
	type cut struct{ at, sec int }
	var cuts []cut
	pieces := make([][]string, len(secrets))
	for i, s := range secrets {
		off := strings.Index(text, s)
		if off < 0 || len(s) < 2 {
			continue
		}
		p := max(len(s)/2, min(8, len(s)-1))
		for p < len(s) && !utf8.RuneStart(s[p]) {
			p++
		}
		if p >= len(s) {
			continue
		}
		cuts = append(cuts, cut{off + p, i})
		a, z := s[:p], s[p:]
		pieces[i] = append(pieces[i], a+"\n"+z)
		if len(a) >= 8 {
			pieces[i] = append(pieces[i], a)
		}
		if len(z) >= 8 {
			pieces[i] = append(pieces[i], z)
		}
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i].at > cuts[j].at })
	last := -1
	for _, c := range cuts {
		if c.at == last {
			continue
		}
		text = text[:c.at] + "\n" + text[c.at:]
		last = c.at
	}
	return text, pieces
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// JSONDoc is a small configuration document with text as one value,
// serialised as JSON (the text is escaped once inside it, twice in a
// JSONL line).
func JSONDoc(text string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	enc.Encode(struct {
		Service string            `json:"service"`
		Region  string            `json:"region"`
		Env     map[string]string `json:"env"`
	}{"billing-worker", "eu-west-1", map[string]string{"CONFIG": text, "LOG_LEVEL": "info"}})
	return strings.TrimSuffix(b.String(), "\n")
}
