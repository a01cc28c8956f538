package rules

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestEscapeGluedToken: a secret that follows an \n escape in JSON text
// pasted into prose ("…\n\nfo1_…", no word boundary before the token in
// the text as written) is found as it is when the line breaks are real.
func TestEscapeGluedToken(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1030))
	checked := 0
	for _, g := range fakesecret.Generators() {
		sec := g.Gen(r)
		if strings.ContainsAny(sec.Value, "\n\"\\") {
			continue
		}
		real := "=====\n\n" + sec.Value + "\nfly deploy"
		if ms, _ := s.Detect(real); !covered(ms, 7, 7+len(sec.Value)) {
			continue
		}
		pre := "The config:\n```json\n{\"service\": \"billing\", \"CONFIG\": \""
		text := pre + `=====\n\n` + sec.Value + `\nfly deploy"}` + "\n```"
		at := len(pre) + len(`=====\n\n`)
		ms, _ := s.Detect(text)
		if v := spanViolation(text, at, at+len(sec.Value), ms, nil, false); v != "" {
			t.Errorf("%s after an \\n escape: %s", g.Kind, v)
		}
		checked++
	}
	if checked < 30 {
		t.Errorf("only %d generators checked", checked)
	}
}
