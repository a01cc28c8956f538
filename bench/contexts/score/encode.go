package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/bench/contexts/cases"
	"github.com/omp-redact/omp-redact/bench/encodings"
)

// Encodings a case's text can be planted in besides plain text, the
// ones bench/recall plants other scanners' examples in (see
// bench/encodings): the same realistic contexts then show whether a
// secret found in plain text is still removed when the text reaches
// the session another way.
var encodingNames = []string{"plain", "nested-json", "base64", "u-escaped", "folded"}

// planted is a case as planted in one encoding: its text, and for each
// secret and each benign string the forms whose presence in the
// redacted (decoded) text means the secret survived or the benign
// string was kept. Benign strings have no form in base64: a text
// encoded whole is kept or changed whole.
type planted struct {
	cases.Case
	secretForms [][]string
	benignForms [][]string
}

// plant writes c in encoding enc.
func plant(c cases.Case, enc string) planted {
	p := planted{Case: c}
	same := func(ss []string, esc bool) [][]string {
		out := make([][]string, len(ss))
		for i, s := range ss {
			out[i] = []string{s}
			if esc {
				out[i] = append(out[i], encodings.JSONEsc(s))
			}
		}
		return out
	}
	switch enc {
	case "plain", "u-escaped": // \u escapes are written into the line (escapeLines)
		p.secretForms, p.benignForms = same(c.Secrets, false), same(c.Benign, false)
	case "nested-json":
		p.Text = encodings.JSONDoc(c.Text)
		p.secretForms, p.benignForms = same(c.Secrets, true), same(c.Benign, true)
	case "base64":
		b := base64.StdEncoding.EncodeToString([]byte(c.Text))
		p.Text = "$ base64 -w0 notes.txt\n" + b
		p.secretForms = same(c.Secrets, false)
		for i, s := range c.Secrets {
			if off := strings.Index(c.Text, s); off >= 0 {
				p.secretForms[i] = append(p.secretForms[i], encodings.B64Run(b, off, len(s)))
			}
		}
	case "folded":
		folded, pieces := encodings.Fold(c.Text, c.Secrets)
		p.Text = folded
		p.secretForms = same(c.Secrets, false)
		for i := range c.Secrets {
			p.secretForms[i] = append(p.secretForms[i], pieces[i]...)
		}
		// a benign string that a fold cut is not looked for
		for _, b := range c.Benign {
			if strings.Contains(folded, b) {
				p.benignForms = append(p.benignForms, []string{b})
			}
		}
	default:
		panic("unknown encoding " + enc)
	}
	return p
}

// escapeLines rewrites, in a session written by cases.Session, the text
// of each case as \u escapes (every other letter or digit and every
// other character, as bench/recall writes them). Each case's entries are
// the lines whose id names it (cases.EntryID).
func escapeLines(session []byte, cs []planted) []byte {
	var out bytes.Buffer
	for line := range bytes.Lines(session) {
		var e struct{ ID string }
		if json.Unmarshal(line, &e) == nil && strings.HasPrefix(e.ID, "c") {
			var i int
			if _, err := fmt.Sscanf(e.ID[1:7], "%d", &i); err == nil && i < len(cs) {
				lit, _ := json.Marshal(cs[i].Text)
				line = bytes.Replace(line, append([]byte(`"text":`), lit...), []byte(`"text":"`+encodings.UEscape(cs[i].Text, 0)+`"`), 1)
			}
		}
		out.Write(line)
	}
	return out.Bytes()
}

// measure scores the redacted texts of cs (planted: their cases) as
// cases.Measure does, by the forms of each string.
func measure(cs []planted, planted []cases.Case, texts map[string]string, prefixes ...string) cases.Score {
	return cases.MeasureForms(planted, texts, func(i int) ([][]string, [][]string) {
		return cs[i].secretForms, cs[i].benignForms
	}, prefixes...)
}
