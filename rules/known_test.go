package rules

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/rand"
	"net/url"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/session"
)

// TestKnownSecretsForms checks every form a copy of a known secret takes:
// Detect finds it with a span that covers the whole encoding (masking the
// span leaves nothing of it), Contains agrees, and text around it is left
// alone.
func TestKnownSecretsForms(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	sec := "Zq" + fakesecret.Password(r) + "/x+y"
	k, err := NewKnownSecrets([]Match{{RuleID: "secret-assignment", Severity: SeverityHigh, Secret: sec}})
	if err != nil || k == nil {
		t.Fatal(err)
	}
	uAll := func(s string, every int) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if i%every == 0 {
				fmt.Fprintf(&b, `\u%04x`, s[i])
			} else {
				b.WriteByte(s[i])
			}
		}
		return b.String()
	}
	forms := map[string]string{
		"plain":          sec,
		"u-all":          uAll(sec, 1),
		"u-some":         uAll(sec, 3),
		"u-twice":        strings.ReplaceAll(uAll(sec, 1), `\u`, `\\u`),
		"x-escaped":      strings.ReplaceAll(uAll(sec, 1), `\u00`, `\x`),
		"json-slash":     strings.ReplaceAll(sec, "/", `\/`),
		"percent-all":    strings.ToUpper(hex.EncodeToString([]byte(sec))),
		"hex":            hex.EncodeToString([]byte(sec)),
		"base64-std":     base64.StdEncoding.EncodeToString([]byte("ab" + sec)),
		"base64-url-raw": base64.RawURLEncoding.EncodeToString([]byte("a" + sec + "tail")),
		"folded":         sec[:7] + "\n" + sec[7:],
		"folded-indent":  sec[:5] + "  \n\t    " + sec[5:],
		"folded-cont":    sec[:9] + ` \` + "\r\n  " + sec[9:],
		"folded-escaped": sec[:6] + `\n    ` + sec[6:],
	}
	var pct strings.Builder
	for i := 0; i < len(sec); i++ {
		fmt.Fprintf(&pct, "%%%02X", sec[i])
	}
	forms["percent-all"] = pct.String()
	for name, f := range forms {
		text := "before: " + f + " :after"
		ms := k.Detect(text)
		want := 1
		if strings.HasPrefix(name, "folded") {
			want = 2 // one piece on each side of the break, which stays
		}
		if len(ms) != want {
			t.Errorf("%s: %d matches, want %d", name, len(ms), want)
			continue
		}
		m := Match{RuleID: ms[0].RuleID, Secret: ms[0].Secret, Start: ms[0].Start, End: ms[len(ms)-1].End}
		if got := text[m.Start:m.End]; !strings.Contains(got, strings.TrimSpace(f[:2])) || m.Start < len("before: ") || m.End > len(text)-len(" :after") {
			t.Errorf("%s: span %q does not cover the form alone", name, got)
		}
		if m.Secret != sec || m.RuleID != "secret-assignment" {
			t.Errorf("%s: reported as %s", name, m.RuleID)
		}
		masked := text
		for i := len(ms) - 1; i >= 0; i-- {
			masked = masked[:ms[i].Start] + "[X]" + masked[ms[i].End:]
		}
		if want == 2 && (!strings.Contains(masked, "[X]"+text[ms[0].End:ms[1].Start]+"[X]") || strings.TrimLeft(text[ms[0].End:ms[1].Start], " \\\r\n\tnr") != "") {
			t.Errorf("%s: the break between the pieces is not kept: %q", name, masked)
		}
		if k.Contains(masked) {
			t.Errorf("%s: masking the span leaves a copy: %q", name, masked)
		}
		if !k.Contains(text) {
			t.Errorf("%s: Contains says no", name)
		}
	}
	for _, text := range []string{"", "abc", "nothing here\n  at all %41 \\u0041", sec[:len(sec)-1] + "\n" + "!"} {
		if k.Contains(text) || len(k.Detect(text)) > 0 {
			t.Errorf("%q: reported", text)
		}
	}
}

// TestKnownSecretsWith checks that a file's secrets added on top of a
// run's are both found, and that the run's matcher is not changed.
func TestKnownSecretsWith(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	a, b := fakesecret.Password(r), fakesecret.Password(r)
	run, _ := NewKnownSecrets([]Match{{RuleID: "x", Secret: a}})
	file := run.With([]Match{{RuleID: "y", Secret: b}, {RuleID: "x", Secret: a}})
	if run.With([]Match{{RuleID: "x", Secret: a}}) != run {
		t.Error("With of known secrets only must return the same matcher")
	}
	text := a + " and " + b
	if got := len(file.Detect(text)); got != 2 {
		t.Errorf("file matcher: %d matches, want 2", got)
	}
	if got := len(run.Detect(text)); got != 1 {
		t.Errorf("run matcher: %d matches, want 1 (changed by With)", got)
	}
	var nilK *KnownSecrets
	if nilK.With(nil) != nil || nilK.Contains(text) || nilK.Detect(text) != nil {
		t.Error("a nil matcher must find nothing")
	}
}

// TestKnownFormsAsWritten checks the forms read off a secret (hex, base64)
// and the stored escaped ones against the encoders themselves, in the
// order they are added, repeated texts dropped: the form list the matcher
// had when it stored every text.
func TestKnownFormsAsWritten(t *testing.T) {
	r := rand.New(rand.NewSource(10))
	found := knownSecretsFixture(300, 3)
	found = append(found, Match{RuleID: "x", Secret: "0123456789"}, Match{RuleID: "x", Secret: `a"b\c<d>e&f/g+h=i ü`})
	for range 50 {
		b := make([]byte, 8+r.Intn(40))
		r.Read(b)
		found = append(found, Match{RuleID: "x", Secret: string(b)})
	}
	k, _ := NewKnownSecrets(found)
	var want []string
	seen := map[string]bool{}
	for _, m := range found {
		v := m.Secret
		esc := session.AppendString(nil, v)
		h := hex.EncodeToString([]byte(v))
		texts := []string{v, string(esc[1 : len(esc)-1]), url.QueryEscape(v), url.PathEscape(v), h, strings.ToUpper(h)}
		for a := 0; a < 3; a++ {
			buf := append(make([]byte, a), v...)
			for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding} {
				e := enc.EncodeToString(buf)
				first, last := (8*a+5)/6, (8*(a+len(v)))/6
				if last-first >= 8 {
					texts = append(texts, e[first:last])
				}
			}
		}
		for _, s := range texts {
			if !seen[s] {
				seen[s] = true
				want = append(want, s)
			}
		}
	}
	if len(k.forms) != len(want) {
		t.Fatalf("%d forms, want %d", len(k.forms), len(want))
	}
	for i := range k.forms {
		got := string(k.appendText(nil, &k.forms[i]))
		if got != want[i] {
			t.Fatalf("form %d (kind %d) differs from its encoding", i, k.forms[i].kind)
		}
		text := "<<" + got + ">>"
		if !k.matchAt(text, 2, &k.forms[i]) || k.matchAt(text, 1, &k.forms[i]) {
			t.Fatalf("form %d (kind %d): matchAt disagrees with its text", i, k.forms[i].kind)
		}
	}
}

// TestKnownIndexFindsEveryOccurrence checks the sampled index against a
// plain search: every occurrence of every form, at every offset (the
// first and last bytes of the text too), of a run's secrets and a file's
// on top, for sets whose shortest form gives each step from 1 to the
// largest (literal values of 4 to 12 bytes).
func TestKnownIndexFindsEveryOccurrence(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for minLen := 4; minLen <= 12; minLen++ {
		run := newKnown()
		for _, m := range knownSecretsFixture(40, int64(minLen)) {
			run.add(m)
		}
		short := make([]byte, minLen)
		for i := range short {
			short[i] = "abcdefghijklmnopqrstuvwxyz0123456789"[r.Intn(36)]
		}
		run.add(Match{RuleID: "literal-secret", Secret: string(short)})
		run.finish()
		file := run.With(knownSecretsFixture(5, int64(100+minLen)))
		type hit struct {
			lv    *KnownSecrets
			form  int32
			start int
		}
		var forms []hit // every form of both levels, with its text in a map
		texts := map[hit]string{}
		for _, lv := range []*KnownSecrets{run, file} {
			for i := range lv.forms {
				h := hit{lv, int32(i), 0}
				forms = append(forms, h)
				texts[h] = string(lv.appendText(nil, &lv.forms[i]))
			}
		}
		for trial := 0; trial < 30; trial++ {
			var b strings.Builder
			for range 1 + r.Intn(4) {
				for range r.Intn(12) {
					b.WriteByte(" x.=/\n"[r.Intn(6)])
				}
				b.WriteString(texts[forms[r.Intn(len(forms))]])
			}
			text := b.String()
			want := map[hit]bool{}
			for _, f := range forms {
				s := texts[f]
				for p := 0; p+len(s) <= len(text); p++ {
					if text[p:p+len(s)] == s {
						want[hit{f.lv, f.form, p}] = true
					}
				}
			}
			got := map[hit]bool{}
			file.scan(text, func(lv *KnownSecrets, f int32, p int) bool {
				h := hit{lv, f, p}
				if got[h] {
					t.Errorf("min %d: form %d at %d reported twice", minLen, f, p)
				}
				got[h] = true
				return false
			})
			if len(got) != len(want) {
				t.Fatalf("min %d, step %d: %d occurrences found, want %d", minLen, run.index.step, len(got), len(want))
			}
			for h := range want {
				if !got[h] {
					t.Fatalf("min %d, step %d: occurrence at %d of %d missed", minLen, run.index.step, h.start, len(text))
				}
			}
		}
	}
}

// TestKnownEncodedCopyStopsAtFold: a copy of a known secret in base64 or
// hex covers its whole encoding, but a view that joins the lines of a
// text must not make it run on into the next line's first word (a
// Kubernetes Secret's "tls.key: <base64>" then "kind: Secret" lost its
// "kind"), padded or not, right under it or after a blank line.
func TestKnownEncodedCopyStopsAtFold(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(77))
	for pad := range 3 {
		pem := "-----BEGIN PRIVATE KEY-----\n"
		for range 8 {
			pem += randToken(r, tB64, 64) + "\n"
		}
		pem += "-----END PRIVATE KEY-----\n" + strings.Repeat("\n", pad)
		enc := base64.StdEncoding.EncodeToString([]byte(pem))
		for _, after := range []string{"\nkind: Secret\n", "\n\n  kind: Secret\n", "\nmetadata42\n", "\nEOF\n", "\n---\n"} {
			text := "  tls.key: " + enc + after
			ms, err := s.Detect(text)
			if err != nil || len(ms) == 0 {
				t.Fatalf("pad %d: the encoded key is not found: %v", pad, err)
			}
			k, err := NewKnownSecrets(ms)
			if err != nil {
				t.Fatal(err)
			}
			end := strings.Index(text, enc) + len(enc)
			for _, m := range k.Detect(text) {
				if m.End > end {
					t.Errorf("pad %d, then %q: a known copy runs past the encoding: %q", pad, after, text[max(m.Start, end):m.End])
				}
			}
		}
	}
}

// TestKnownEncodedCopyWrapped: in base64 wrapped at a width (base64 -w,
// PEM-like blocks) a known copy's span still covers its whole encoding
// across the folds the view joined, as it does on one line: the other
// values encoded around it are masked with it, and the next command is
// left alone.
func TestKnownEncodedCopyWrapped(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(78))
	for _, width := range []int{60, 64, 76} {
		pw := randToken(r, tAlnum, 40)
		plain := "APP_ENV=production\nLOG_LEVEL=info\nDB_PASSWORD=" + pw + "\nREGION=eu-west-1\n"
		ms, err := s.Detect("DB_PASSWORD=" + pw + "\n")
		if err != nil || len(ms) == 0 {
			t.Fatalf("the password is not found: %v", err)
		}
		k, err := NewKnownSecrets(ms)
		if err != nil {
			t.Fatal(err)
		}
		enc := base64.StdEncoding.EncodeToString([]byte(plain))
		var lines []string
		for len(enc) > width {
			lines, enc = append(lines, enc[:width]), enc[width:]
		}
		lines = append(lines, enc)
		block := strings.Join(lines, "\n")
		text := "$ base64 -w" + fmt.Sprint(width) + " .env\n" + block + "\n$ echo done\n"
		found := k.Detect(text)
		at := strings.Index(text, block)
		for i := at; i < at+len(block); i++ {
			covered := text[i] == '\n'
			for _, m := range found {
				covered = covered || m.Start <= i && i < m.End
			}
			if !covered {
				t.Errorf("width %d: byte %d of the encoding is left", width, i-at)
				break
			}
		}
		for _, m := range found {
			if m.End > at+len(block) {
				t.Errorf("width %d: the copy runs into the next command", width)
			}
		}
	}
}
