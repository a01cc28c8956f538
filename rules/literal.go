package rules

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"os"
	"strings"

	"github.com/omp-redact/omp-redact/session"
)

// minDotenvValue is the shortest dotenv value taken as a known secret.
const minDotenvValue = 8

// literalForm is one searchable form of a known secret.
type literalForm struct {
	pattern string
	secret  string
	// b64 marks a base64 fragment: a hit is widened to its whole
	// base64 run.
	b64 bool
}

// literalDetector finds known secrets exactly, and in their JSON-escaped,
// percent-encoded and base64 forms. Every form is at least 4 bytes long:
// a bitmap over a hash of the first 4 bytes rejects almost every text
// position with one load, a map gives the forms starting with them. It is
// cheap to build (the redaction engine builds one per session from the
// secrets found in it) and scans at memory speed; an Aho-Corasick trie
// with dense 256-way state tables cost megabytes and milliseconds per
// build.
type literalDetector struct {
	rule     Rule
	forms    []literalForm
	bloom    [1 << 10]uint64 // 64K bits
	byPrefix map[uint32][]int32
}

func prefix4(s string) uint32 {
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

func bloomBit(v uint32) uint32 { return (v * 2654435761) >> 16 }

func newLiteralDetector(lits, files, dotenvs []string) (*literalDetector, error) {
	values := append([]string(nil), lits...)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("secrets file: %w", err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if line = strings.TrimRight(line, "\r"); strings.TrimSpace(line) != "" {
				values = append(values, line)
			}
		}
	}
	for _, f := range dotenvs {
		vs, err := dotenvValues(f)
		if err != nil {
			return nil, err
		}
		values = append(values, vs...)
	}
	if len(values) == 0 {
		return nil, nil
	}
	d := &literalDetector{rule: Rule{ID: "literal-secret", Source: SourceLiteral, Severity: SeverityCritical,
		Description: fmt.Sprintf("%d known secret(s) from the configuration, plain, JSON-escaped, percent-encoded or base64.", len(values))}}
	d.byPrefix = map[uint32][]int32{}
	seen := map[string]bool{}
	add := func(p string, f literalForm) {
		if len(p) < 4 || seen[p] {
			return
		}
		seen[p] = true
		f.pattern = p
		v := prefix4(p)
		b := bloomBit(v)
		d.bloom[b/64] |= 1 << (b % 64)
		d.byPrefix[v] = append(d.byPrefix[v], int32(len(d.forms)))
		d.forms = append(d.forms, f)
	}
	for _, v := range values {
		add(v, literalForm{secret: v})
		esc := session.AppendString(nil, v)
		add(string(esc[1:len(esc)-1]), literalForm{secret: v})
		add(url.QueryEscape(v), literalForm{secret: v})
		add(url.PathEscape(v), literalForm{secret: v})
		for _, p := range base64Fragments(v) {
			add(p, literalForm{secret: v, b64: true})
		}
	}
	return d, nil
}

// base64Fragments returns, for each of the three byte alignments and both
// alphabets, the base64 characters determined only by the bytes of v: a
// base64 text that contains v at any offset contains one of them.
func base64Fragments(v string) []string {
	var out []string
	for k := 0; k < 3; k++ {
		buf := append(make([]byte, k), v...)
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding} {
			e := enc.EncodeToString(buf)
			first := (8*k + 5) / 6         // first char starting at or after bit 8k
			last := (8 * (k + len(v))) / 6 // chars ending at or before the last bit
			if last-first >= 8 {
				out = append(out, e[first:last])
			}
		}
	}
	return out
}

func (d *literalDetector) info() *Rule { return &d.rule }

func (d *literalDetector) find(text string, _ []int, out []Match) ([]Match, error) {
	for i := 0; i+4 <= len(text); i++ {
		v := prefix4(text[i:])
		b := bloomBit(v)
		if d.bloom[b/64]&(1<<(b%64)) == 0 {
			continue
		}
		for _, fi := range d.byPrefix[v] {
			f := &d.forms[fi]
			if !strings.HasPrefix(text[i:], f.pattern) {
				continue
			}
			s, e := i, i+len(f.pattern)
			if f.b64 {
				for s > 0 && isB64(text[s-1]) {
					s--
				}
				for e < len(text) && (isB64(text[e]) || text[e] == '=') {
					e++
				}
			}
			out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: f.secret})
		}
	}
	return out, nil
}
