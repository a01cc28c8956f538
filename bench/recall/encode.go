package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Encodings a value is planted in. Each is a way secrets reach session
// journals: pasted or printed as is; inside a JSON document that is itself
// a string (tool output, write arguments); base64 (Kubernetes secrets,
// `echo … | base64 -d`); with characters written as \u escapes in the
// JSONL line; folded by a line wrap inside the secret.
const (
	encPlain   = "plain"
	encJSON    = "nested-json"
	encBase64  = "base64"
	encUnicode = "u-escaped"
	encFolded  = "folded"
)

var encodings = []string{encPlain, encJSON, encBase64, encUnicode, encFolded}

// Locations a value is planted in.
const (
	locUser       = "user-text"
	locToolResult = "tool-result"
	locToolArgs   = "tool-args"
	locThinking   = "thinking"
)

var locations = []string{locUser, locToolResult, locToolArgs, locThinking}

// carrier is a planted string field: its JSON literal as written in the
// line, and for each secret the byte strings whose presence anywhere in
// the entry's output line means the secret survived.
type carrier struct {
	literal string
	needles [][]string
}

// jsonLit is the JSON literal of s as omp writes it (JSON.stringify: no
// HTML escaping).
func jsonLit(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// jsonEsc is s as it appears inside a JSON string literal.
func jsonEsc(s string) string { l := jsonLit(s); return l[1 : len(l)-1] }

// encode plants ex's text in encoding enc between pre and post (benign
// text of the location). Decoys get no needles.
func encode(ex example, enc, loc, pre, post string) carrier {
	text := ex.Text
	var c carrier
	base := func(s string) []string { return uniq(s, jsonEsc(s), jsonEsc(jsonEsc(s))) }
	switch enc {
	case encPlain:
		c.literal = jsonLit(pre + text + post)
		for _, s := range ex.Secrets {
			c.needles = append(c.needles, base(s))
		}
	case encJSON:
		doc := jsonDoc(ex)
		if loc == locUser || loc == locThinking {
			doc = pre + "```json\n" + doc + "\n```" + post
		}
		c.literal = jsonLit(doc)
		for _, s := range ex.Secrets {
			c.needles = append(c.needles, base(s))
		}
	case encBase64:
		b := base64.StdEncoding.EncodeToString([]byte(text))
		// neutral carriers: a Kubernetes Secret or a .env target would
		// mark the blob as secret whatever it holds
		body := "echo " + b + " | base64 -d"
		if loc == locToolResult {
			body = "$ base64 -w0 notes.txt\n" + b
		}
		c.literal = jsonLit(pre + body + post)
		for _, s := range ex.Secrets {
			n := base(s)
			if off := strings.Index(text, s); off >= 0 {
				n = append(n, b64Run(b, off, len(s)))
			}
			c.needles = append(c.needles, n)
		}
	case encUnicode:
		p, q := jsonLit(pre), jsonLit(post)
		c.literal = p[:len(p)-1] + uEscape(text, 0) + q[1:]
		for _, s := range ex.Secrets {
			n := base(s)
			if off := strings.Index(text, s); off >= 0 {
				n = append(n, uEscape(s, off))
			}
			c.needles = append(c.needles, uniq(n...))
		}
	case encFolded:
		folded, pieces := fold(text, ex.Secrets)
		c.literal = jsonLit(pre + folded + post)
		for i, s := range ex.Secrets {
			n := base(s)
			for _, p := range pieces[i] {
				n = append(n, jsonEsc(p))
			}
			c.needles = append(c.needles, uniq(n...))
		}
	default:
		panic("unknown encoding " + enc)
	}
	return c
}

// jsonDoc is a small configuration document with the example as one value,
// serialised as JSON (the value is escaped once inside it, twice in the
// line).
func jsonDoc(ex example) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	enc.Encode(struct {
		Service string            `json:"service"`
		Region  string            `json:"region"`
		Env     map[string]string `json:"env"`
	}{"billing-worker", "eu-west-1", map[string]string{"CONFIG": ex.Text, "LOG_LEVEL": "info"}})
	return strings.TrimSuffix(b.String(), "\n")
}

// b64Run is the part of b (base64 of a text) that encodes only bytes
// off..off+n of the text: whole 3-byte groups inside the span. When fewer
// than two groups fit, the whole of b is the needle.
func b64Run(b string, off, n int) string {
	g0 := (off + 2) / 3
	g1 := (off + n) / 3
	if g1-g0 < 2 {
		return b
	}
	return b[g0*4 : g1*4]
}

// uEscape writes s as the inside of a JSON string literal with every other
// character (by its offset off+i in the planted text) and every character
// that is not an ASCII letter or digit written as a \u escape.
func uEscape(s string, off int) string {
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

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// fold inserts a line break inside each secret (after its first half,
// and at least 8 bytes in when the secret is longer than 8), as a terminal
// or a wrapped paste does. It returns the folded text and, per secret, the
// pieces to look for: the folded secret itself and each piece of 8 bytes
// or more.
func fold(text string, secrets []string) (string, [][]string) {
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

func uniq(l ...string) []string {
	out := l[:0:0]
	seen := map[string]bool{}
	for _, s := range l {
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
