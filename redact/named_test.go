package redact

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

// TestNamedLeaves checks that the engine hands the detectors the name the
// session's own JSON gives a leaf: a tool argument under a secret key, the
// value of a name/value pair in custom data and an argv flag are masked;
// the same values under plain names are kept.
func TestNamedLeaves(t *testing.T) {
	r := rand.New(rand.NewSource(21))
	tok := func() string {
		const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
		b := []byte("Zz9")
		for len(b) < 28 {
			b = append(b, a[r.Intn(len(a))])
		}
		return string(b)
	}
	inArgs, inPair, inArgv, plain := tok(), tok(), tok(), tok()
	input := `{"type":"session","version":3,"id":"s-1","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/p"}
{"type":"message","id":"e1","parentId":null,"timestamp":"2026-11-02T10:00:01.000Z","message":{"role":"assistant","content":[{"type":"toolCall","id":"c1","name":"deploy","arguments":{"env":{"STRIPE_SECRET":"` + inArgs + `","REGION":"` + plain + `"},"argv":["login","--password","` + inArgv + `"]}}],"api":"anthropic-messages","provider":"anthropic","model":"m","stopReason":"toolUse","timestamp":1}}
{"type":"custom","id":"e2","parentId":"e1","timestamp":"2026-11-02T10:00:02.000Z","customType":"ext","data":{"headers":[{"name":"X-Api-Key","value":"` + inPair + `"}]}}
`
	e := newTestEngine(t, "default", nil)
	res, err := e.Session("input.jsonl", []byte(input), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Fatal != nil {
		t.Fatal(res.Fatal)
	}
	checkRedacted(t, res, map[string]string{"tool argument": inArgs, "name/value pair": inPair, "argv flag": inArgv},
		map[string]string{"a value under a plain name": plain}, "structured-secret", 3)
}

// checkRedacted checks that res's output holds none of the values of
// gone and all of those of kept, and that rule made want findings.
func checkRedacted(t *testing.T, res *Result, gone, kept map[string]string, rule string, want int) {
	t.Helper()
	out := string(res.Output)
	for name, v := range gone {
		if strings.Contains(out, v) {
			t.Errorf("%s: the value survived", name)
		}
	}
	for name, v := range kept {
		if !strings.Contains(out, v) {
			t.Errorf("%s: the value was masked", name)
		}
	}
	n := 0
	for _, f := range res.File.Findings {
		if f.RuleID == rule {
			n++
		}
	}
	if n != want {
		t.Errorf("%d %s findings, want %d: %+v", n, rule, want, res.File.Findings)
	}
}
