package main

import (
	"encoding/base64"
	"strings"

	"github.com/omp-redact/omp-redact/bench/encodings"
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

var encodingNames = []string{encPlain, encJSON, encBase64, encUnicode, encFolded}

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

// encode plants ex's text in encoding enc between pre and post (benign
// text of the location). Decoys get no needles.
func encode(ex example, enc, loc, pre, post string) carrier {
	text := ex.Text
	var c carrier
	base := func(s string) []string { return uniq(s, encodings.JSONEsc(s), encodings.JSONEsc(encodings.JSONEsc(s))) }
	switch enc {
	case encPlain:
		c.literal = encodings.JSONLit(pre + text + post)
		for _, s := range ex.Secrets {
			c.needles = append(c.needles, base(s))
		}
	case encJSON:
		doc := encodings.JSONDoc(ex.Text)
		if loc == locUser || loc == locThinking {
			doc = pre + "```json\n" + doc + "\n```" + post
		}
		c.literal = encodings.JSONLit(doc)
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
		c.literal = encodings.JSONLit(pre + body + post)
		for _, s := range ex.Secrets {
			n := base(s)
			if off := strings.Index(text, s); off >= 0 {
				n = append(n, encodings.B64Run(b, off, len(s)))
			}
			c.needles = append(c.needles, n)
		}
	case encUnicode:
		p, q := encodings.JSONLit(pre), encodings.JSONLit(post)
		c.literal = p[:len(p)-1] + encodings.UEscape(text, 0) + q[1:]
		for _, s := range ex.Secrets {
			n := base(s)
			if off := strings.Index(text, s); off >= 0 {
				n = append(n, encodings.UEscape(s, off))
			}
			c.needles = append(c.needles, uniq(n...))
		}
	case encFolded:
		folded, pieces := encodings.Fold(text, ex.Secrets)
		c.literal = encodings.JSONLit(pre + folded + post)
		for i, s := range ex.Secrets {
			n := base(s)
			for _, p := range pieces[i] {
				n = append(n, encodings.JSONEsc(p))
			}
			c.needles = append(c.needles, uniq(n...))
		}
	default:
		panic("unknown encoding " + enc)
	}
	return c
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
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
