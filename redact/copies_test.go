package redact

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/session"
)

// copyForm is one way a copy of a secret is written in a session line: enc
// returns the JSON string literal (quotes included) that holds it.
type copyForm struct {
	name string
	enc  func(secret string) string
}

// lit encodes s as JSON does.
func lit(s string) string { return string(session.AppendString(nil, s)) }

// uEscape writes every byte of s for which pick is true as \u00XX.
func uEscape(s string, pick func(i int) bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if pick(i) {
			fmt.Fprintf(&b, `\u%04x`, s[i])
			continue
		}
		e := lit(s[i : i+1])
		b.WriteString(e[1 : len(e)-1])
	}
	return b.String()
}

func percentAll(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&b, "%%%02X", s[i])
	}
	return b.String()
}

// copyForms are the encodings a second copy of a secret takes in prose,
// tool output or nested documents, where no rule recognizes it.
var copyForms = []copyForm{
	{"plain", func(s string) string { return lit("see " + s + " above") }},
	{"u-escaped-all", func(s string) string { return `"see ` + uEscape(s, func(int) bool { return true }) + ` above"` }},
	{"u-escaped-some", func(s string) string { return `"see ` + uEscape(s, func(i int) bool { return i%3 == 1 }) + ` above"` }},
	{"u-escaped-twice", func(s string) string {
		// the value holds the text \u0067… itself: a JSON document quoted
		// in a string
		return lit(`{"t":"` + uEscape(s, func(int) bool { return true }) + `"}`)
	}},
	{"nested-json-twice", func(s string) string {
		inner, _ := json.Marshal(map[string]string{"note": "copy " + s})
		outer, _ := json.Marshal(map[string]string{"doc": string(inner)})
		return lit(string(outer))
	}},
	{"base64-std", func(s string) string { return lit("blob " + base64.StdEncoding.EncodeToString([]byte(s))) }},
	{"base64-std-offset1", func(s string) string { return lit("blob " + base64.StdEncoding.EncodeToString([]byte("x"+s))) }},
	{"base64-url-offset2-raw", func(s string) string {
		return lit("blob " + base64.RawURLEncoding.EncodeToString([]byte("xy"+s+"z")))
	}},
	{"hex", func(s string) string { return lit("dump " + hex.EncodeToString([]byte(s))) }},
	{"hex-upper-offset", func(s string) string { return lit("dump " + strings.ToUpper(hex.EncodeToString([]byte("k="+s)))) }},
	{"percent-all", func(s string) string { return lit("https://h/x?q=" + percentAll(s)) }},
	{"folded", func(s string) string { return lit("token " + s[:len(s)/2] + "\n" + s[len(s)/2:] + "\nnext") }},
	{"folded-indented", func(s string) string { return lit("  token " + s[:11] + "\n      " + s[11:] + "\n") }},
	{"folded-backslash", func(s string) string { return lit("curl -H 'x: " + s[:9] + "\\\n    " + s[9:] + "'") }},
	{"folded-crlf-u-escaped", func(s string) string {
		return `"x ` + uEscape(s[:13], func(i int) bool { return i%2 == 0 }) + `\r\n\t` + s[13:] + `"`
	}},
}

// traces names the forms of secret still present in text, decoding
// escapes, percent-encoding and folds as a reader would.
func traces(text, secret string) []string {
	var out []string
	views := map[string]string{"raw": text}
	v := text
	for i := 0; i < 3; i++ {
		v = testUnescape(v)
		views["unescaped"+strconv.Itoa(i)] = v
	}
	views["percent"] = testPercent(views["unescaped2"])
	views["unfolded"] = foldRE.ReplaceAllString(views["unescaped2"], "")
	forms := map[string]string{"plain": secret, "hex": hex.EncodeToString([]byte(secret)), "HEX": strings.ToUpper(hex.EncodeToString([]byte(secret)))}
	for k := 0; k < 3; k++ {
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding} {
			e := enc.EncodeToString(append(make([]byte, k), secret...))
			first, last := (8*k+5)/6, (8*(k+len(secret)))/6
			forms[fmt.Sprintf("base64-%d", k)] = e[first:last]
		}
	}
	for vn, view := range views {
		for fn, f := range forms {
			if strings.Contains(view, f) {
				out = append(out, fn+" in "+vn)
			}
		}
	}
	sort.Strings(out)
	return out
}

var foldRE = regexp.MustCompile(`[ \t]*\\?\r?\n[ \t]*`)

// testUnescape decodes one level of JSON string escapes wherever they are.
func testUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		switch c := s[i+1]; c {
		case 'u':
			if i+6 <= len(s) {
				if n, err := strconv.ParseUint(s[i+2:i+6], 16, 16); err == nil {
					b.WriteRune(rune(n))
					i += 5
					continue
				}
			}
			b.WriteByte('\\')
		case 'n':
			b.WriteByte('\n')
			i++
		case 'r':
			b.WriteByte('\r')
			i++
		case 't':
			b.WriteByte('\t')
			i++
		case '"', '\\', '/':
			b.WriteByte(c)
			i++
		default:
			b.WriteByte('\\')
		}
	}
	return b.String()
}

func testPercent(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+3 <= len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(n))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// copiesSession returns a session where secret is found once by a rule (in
// context) and copied bare in every form of copyForms, each on its own
// line and each also on the line of the finding.
func copiesSession(t *testing.T, sec fakesecret.Secret) []byte {
	t.Helper()
	var lines []string
	lines = append(lines, `{"type":"session","version":3,"id":"s1","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/w"}`)
	n := 0
	parent := "null"
	entry := func(text string) {
		n++
		id := fmt.Sprintf(`"e%04d"`, n)
		lines = append(lines, `{"type":"message","id":`+id+`,"parentId":`+parent+`,"timestamp":"2026-11-02T10:00:01.000Z","message":{"role":"user","content":[{"type":"text","text":`+text+`}],"timestamp":1}}`)
		parent = id
	}
	for _, f := range copyForms {
		entry(f.enc(sec.Value))
	}
	for _, f := range copyForms {
		// the finding and the copy in one line, in two blocks
		entry(lit(sec.Text) + `},{"type":"text","text":` + f.enc(sec.Value))
	}
	entry(lit("found: " + sec.Text))
	return []byte(strings.Join(lines, "\n") + "\n")
}

// TestEveryCopyEveryEncoding plants generated secrets found once in
// context and copied bare in every encoding, and asserts that no trace of
// any of them is left in the redacted output.
func TestEveryCopyEveryEncoding(t *testing.T) {
	e := newTestEngine(t, "default", nil)
	r := rand.New(rand.NewSource(4))
	for _, g := range fakesecret.Generators() {
		sec := g.Gen(r)
		if len(sec.Value) < 24 || strings.ContainsAny(sec.Value, "\n") {
			continue // the folded forms need room; PEM bodies are folded already
		}
		t.Run(g.Kind, func(t *testing.T) {
			data := copiesSession(t, sec)
			res, err := e.Session("s.jsonl", data, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Fatal != nil {
				t.Fatal(res.Fatal)
			}
			for i, line := range strings.Split(string(res.Output), "\n") {
				if tr := traces(line, sec.Value); len(tr) > 0 {
					form := "the finding"
					if i >= 1 && i <= len(copyForms) {
						form = copyForms[i-1].name
					} else if i > len(copyForms) && i <= 2*len(copyForms) {
						form = copyForms[i-1-len(copyForms)].name + " beside the finding"
					}
					t.Errorf("line %d (%s): %v left", i+1, form, tr)
				}
			}
		})
	}
}

// TestRunReusesAnalysis checks that the second pass of a run plans each
// file from the analysis its first pass kept (the cache is consumed) and
// that this gives the same report and output as analyzing again, with the
// secret found in one file masked in the other.
func TestRunReusesAnalysis(t *testing.T) {
	e := newTestEngine(t, "default", nil)
	r := rand.New(rand.NewSource(5))
	var sec fakesecret.Secret
	for _, g := range fakesecret.Generators() {
		if g.Kind == "password-assignment" {
			sec = g.Gen(r)
		}
	}
	files := map[string][]byte{
		"a.jsonl": copiesSession(t, sec),
		"b.jsonl": []byte(`{"type":"session","version":3,"id":"s2","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/w"}` + "\n" +
			`{"type":"message","id":"x1","parentId":null,"timestamp":"2026-11-02T10:00:01.000Z","message":{"role":"user","content":"again ` + uEscape(sec.Value, func(i int) bool { return i%2 == 0 }) + `","timestamp":1}}` + "\n"),
	}
	text := []byte("log: " + hex.EncodeToString([]byte(sec.Value)) + "\n")
	build := func(keep bool) *Engine {
		run := e.NewRun()
		for name, data := range files {
			s, err := session.ParseBytes(data, name, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			run.AddSession(s)
		}
		run.AddText("c.log", text)
		if !keep {
			run.cache = map[string]*prepared{}
		}
		return run.Engine()
	}
	cached, fresh := build(true), build(false)
	for name, data := range files {
		rc, err := cached.Session(name, data, session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		rf, err := fresh.Session(name, data, session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if string(rc.Output) != string(rf.Output) || len(rc.File.Findings) != len(rf.File.Findings) {
			t.Errorf("%s: the kept analysis gives another result (%d vs %d findings)", name, len(rc.File.Findings), len(rf.File.Findings))
		}
		if tr := traces(string(rc.Output), sec.Value); len(tr) > 0 {
			t.Errorf("%s: %v left", name, tr)
		}
	}
	tc, tf := cached.Text("c.log", text), fresh.Text("c.log", text)
	if string(tc.Output) != string(tf.Output) || strings.Contains(string(tc.Output), hex.EncodeToString([]byte(sec.Value))) {
		t.Errorf("c.log: %q vs %q", tc.Output, tf.Output)
	}
	if n := len(cached.run.cache); n != 0 {
		t.Errorf("%d kept analyses not taken", n)
	}
}
