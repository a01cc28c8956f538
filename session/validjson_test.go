package session

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/tidwall/gjson"
)

// validJSONSeeds are documents and near-documents around every branch of
// the grammar: each string's escapes, numbers' parts, words cut short,
// and strings whose special byte falls at every offset of a word.
func validJSONSeeds() [][]byte {
	seeds := []string{
		``, ` `, `{}`, `[]`, `{"a":1}`, ` {"a" : [1, 2.5e-3, -0, true, false, null]} `, `"x"`, `1`, `-`, `-a`, `01`, `1.`, `1.e`,
		`1e`, `1e+`, `1E-5`, `tru`, `true`, `fals`, `nul`, `nulll`, `{"a":}`, `{"a" 1}`, `{"a":1,}`, `[1,]`, `[1 2]`, `{"a":1}x`,
		`"\u00e9"`, `"\u00g9"`, `"\u12"`, `"\x"`, `"\/\b\f\n\r\t\"\\"`, "\"a\tb\"", "\"a\x7fb\"", "\"\xff\xfe\"", `"abc`, `"abc\`,
		`{"a":"b","c":{"d":["e",{"f":"g"}]}}`, "{\"a\":\"b\"}\n", "\r\n[\t]\r\n", `{"a":"b"`, `[`, `{`, `{"`, `{"a"`, `{"a":`,
	}
	var out [][]byte
	for _, s := range seeds {
		out = append(out, []byte(s))
	}
	for n := 0; n < 20; n++ {
		for _, c := range []string{`"`, `\`, "\x00", "\x1f", " ", "\x80", `\"`, `\u0041`, `\q`} {
			body := make([]byte, n)
			for i := range body {
				body[i] = 'a' + byte(i%26)
			}
			for at := 0; at <= n; at++ {
				doc := append([]byte(`{"k":"`), body[:at]...)
				doc = append(doc, c...)
				doc = append(doc, body[at:]...)
				out = append(out, append(doc, `"}`...), doc)
			}
		}
	}
	return out
}

func TestValidJSONAgreesWithGjson(t *testing.T) {
	docs := validJSONSeeds()
	files, _ := filepath.Glob("../testdata/*/*.jsonl")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			docs = append(docs, data)
			for _, l := range splitLines(data) {
				docs = append(docs, l)
			}
		}
	}
	// mutations of the documents: a byte changed, dropped or cut
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("{}[]\":,\\ \t\n\r-+.eE0123456789tfnulr\x00\x1f\x7f\xc3a/bu")
	n := len(docs)
	for k := 0; k < 20000; k++ {
		d := docs[r.IntN(n)]
		if len(d) == 0 || len(d) > 4096 {
			continue
		}
		m := append([]byte(nil), d...)
		i := r.IntN(len(m))
		switch r.IntN(3) {
		case 0:
			m[i] = alphabet[r.IntN(len(alphabet))]
		case 1:
			m = append(m[:i], m[i+1:]...)
		default:
			m = m[:i]
		}
		docs = append(docs, m)
	}
	for _, d := range docs {
		if got, want := ValidJSON(d), gjson.ValidBytes(d); got != want {
			t.Fatalf("ValidJSON(%q) = %v, gjson.ValidBytes says %v", d, got, want)
		}
	}
}

func splitLines(data []byte) [][]byte {
	var out [][]byte
	for len(data) > 0 {
		i := 0
		for i < len(data) && data[i] != '\n' {
			i++
		}
		out = append(out, data[:i])
		if i == len(data) {
			break
		}
		data = data[i+1:]
	}
	return out
}

// FuzzValidJSON: ValidJSON and gjson.ValidBytes agree on every input.
func FuzzValidJSON(f *testing.F) {
	for _, d := range validJSONSeeds() {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, d []byte) {
		if got, want := ValidJSON(d), gjson.ValidBytes(d); got != want {
			t.Fatalf("ValidJSON(%q) = %v, gjson.ValidBytes says %v", d, got, want)
		}
	})
}
