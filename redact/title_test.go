package redact

import (
	"encoding/json"
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/session"
)

// ompSlot builds the title record omp writes for title (session-title-slot.ts):
// the title cut to the longest prefix in code points whose pad-less line
// fits, then padded with spaces to 256 bytes with the newline.
func ompSlot(t testing.TB, title, source, updatedAt string) string {
	t.Helper()
	rec := newTitleRecord([]byte(`{"source":` + jsonString(source) + `,"updatedAt":` + jsonString(updatedAt) + `}`))
	runes := []rune(title)
	for len(rec.build(string(runes), 0)) > TitleWidth-1 {
		runes = runes[:len(runes)-1]
	}
	n := len(rec.build(string(runes), 0))
	return string(rec.build(string(runes), TitleWidth-1-n))
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// renamedSession is the reproduction of issue 11 item 1: an omp rename
// wrote the new title to a title_change entry and, cut to fit, to the
// slot — cut inside a GitHub token — while the header kept an older
// title. With withSource false the title_change entry is absent (only the
// cut slot holds the title). It returns the file and the token.
func renamedSession(t testing.TB, seed int64, withSource bool) ([]byte, string) {
	t.Helper()
	r := rand.New(rand.NewSource(seed))
	var pat string
	for _, g := range fakesecret.Generators() {
		if g.Kind == "github-pat" {
			pat = g.Gen(r).Value
		}
	}
	if pat == "" {
		t.Fatal("no github-pat generator")
	}
	// 158 bytes of title fit beside a source: cut 13 characters into the
	// token's body, as in the issue ("…yyy ghp_Q7vK2mX9pL4rT").
	prefix := "Rotate the deploy token " + strings.Repeat("y", 158-24-1-17) + " "
	full := prefix + pat + " and update CI"
	var b strings.Builder
	b.WriteString(ompSlot(t, full, "user", "2026-05-14T10:05:00.000Z") + "\n")
	b.WriteString(`{"type":"session","version":3,"id":"s","timestamp":"2026-05-14T10:00:00.000Z","cwd":"/w","title":"Fix the login page","titleSource":"auto"}` + "\n")
	b.WriteString(`{"type":"message","id":"e1","parentId":null,"timestamp":"2026-05-14T10:01:00.000Z","message":{"role":"user","content":"hi","timestamp":1}}` + "\n")
	if withSource {
		b.WriteString(`{"type":"title_change","id":"t1","parentId":"e1","timestamp":"2026-05-14T10:05:00.000Z","title":` + jsonString(full) + `,"previousTitle":"Fix the login page","source":"user"}` + "\n")
	}
	return []byte(b.String()), pat
}

// TestRenamedTitleSlot: whether or not a record holds the full title, the
// cut token does not survive in the slot, which stays a valid 256-byte
// slot; and scan (the plan of the input) reports it.
func TestRenamedTitleSlot(t *testing.T) {
	e := newTestEngine(t, "default", nil)
	for _, withSource := range []bool{true, false} {
		in, pat := renamedSession(t, 11, withSource)
		s, err := session.ParseBytes(in, "in", session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		slot := s.TitleText()
		cut := slot[strings.LastIndexByte(slot, ' ')+1:]
		if !strings.HasPrefix(pat, cut) || len(cut) != 17 {
			t.Fatalf("reproduction: slot ends in %d characters of the token, want 17", len(cut))
		}
		res, err := e.Session("in", in, session.Options{})
		if err != nil || res.Fatal != nil {
			t.Fatal(err, res.Fatal)
		}
		if err := e.Verify(res); err != nil {
			t.Fatal(err)
		}
		// scan reports the cut token on the slot itself: as the rule of
		// the full token when a record holds it, else as truncated-token.
		wantRule := "github-pat"
		if !withSource {
			wantRule = TruncatedTokenRule
		}
		onSlot := 0
		for _, f := range res.File.Findings {
			if f.Line == 1 && f.Path == "title" && f.RuleID == wantRule {
				onSlot++
			}
		}
		if onSlot != 1 {
			t.Errorf("withSource=%v: %d %s finding(s) on the cut slot, want 1", withSource, onSlot, wantRule)
		}
		out, err := session.ParseBytes(res.Output, "out", session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if out.Title == nil || out.Title.Len() != TitleWidth {
			t.Fatalf("withSource=%v: output slot missing or not %d bytes", withSource, TitleWidth)
		}
		if got := out.TitleText(); strings.Contains(got, pat[:8]) || strings.Contains(string(res.Output), pat[:8]) {
			t.Errorf("withSource=%v: the output still holds the start of the token", withSource)
		}
	}
}
