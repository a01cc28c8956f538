package rules

import (
	"math/rand"
	"regexp/syntax"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestWindowsAndGatesChangeNothing checks that keyword gates and windows
// are only an optimisation: every rule finds the same matches as when it
// runs ungated over the whole string (what gitleaks does).
func TestWindowsAndGatesChangeNothing(t *testing.T) {
	s := testSet(t)
	_, vals := fixtureStrings(t)
	var texts []string
	for _, vs := range vals {
		texts = append(texts, vs...)
	}
	r := rand.New(rand.NewSource(99))
	for i := 0; i < 3; i++ {
		for _, g := range fakesecret.Generators() {
			sec := g.Gen(r)
			texts = append(texts, sec.Text, `{"a": `+jsonStr(sec.Text)+`, "totalTokens": 12, "api": "x"}`)
		}
	}
	checked := 0
	for _, text := range texts {
		hits := map[int][]int{}
		s.kw.find(text, func(start int, p int32) {
			for _, d := range s.kwDets[p] {
				hits[d] = append(hits[d], start)
			}
		})
		for d, h := range hits {
			sort.Ints(h)
			var full detector
			switch x := s.dets[d].(type) {
			case *gitleaksRule:
				c := *x
				c.gate, c.bound, c.maxW = nil, nil, -1
				full = &c
			case *reRule:
				c := *x
				c.gates = make([]func(string, int) bool, len(x.gates))
				c.maxW = make([]int, len(x.maxW))
				for i := range c.maxW {
					c.maxW[i] = -1
				}
				full = &c
			default:
				continue
			}
			want, _ := full.find(text, nil, nil)
			got, _ := s.dets[d].find(text, append([]int(nil), h...), nil)
			checked++
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("rule %s: windowed result differs (-full +windowed):\n%s", s.dets[d].info().ID, diff)
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d rule runs checked", checked)
	}
}

// TestGenericValueGate checks generic-api-key's gate against its regex on
// hand-made edge cases and on random strings around its keywords: every
// match the ungated rule finds over the whole string must be found.
func TestGenericValueGate(t *testing.T) {
	s := testSet(t)
	g := s.dets[s.byID["generic-api-key"]].(*gitleaksRule)
	ungated := *g
	ungated.gate, ungated.bound, ungated.maxW = nil, nil, -1
	check := func(text string) bool {
		t.Helper()
		hits := ruleHits(s, text, "generic-api-key")
		want, _ := ungated.find(text, nil, nil)
		got, _ := g.find(text, hits, nil)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%q: gated result differs (-ungated +gated):\n%s", text, diff)
			return false
		}
		return len(want) > 0
	}
	matched := 0
	for _, text := range []string{
		`token := compute(in.Config, 82)`,
		`api_key = "Zx9Kq2Lm8Np4Rt6Vw1Yb"`,
		`api_key = ====Zx9Kq2Lm8N`,
		`secret: Zx9Kq2Lm8Np4Rt6Vw1Yb;`,
		`{"auth":"Zx9Kq2Lm8Np4Rt6Vw1Yb\nnext"}`,
		`PASSWORD=Zx9Kq2Lm8Np4Rt6Vw1Yb\N`,
		`password => 'Zx9Kq2Lm8Np4Rt6Vw1Yb'`,
		"credential ?= `Zx9Kq2Lm8Np4Rt6Vw1Yb`",
		`creds || Zx9Kq2Lm8Np4Rt6Vw1Yb`,
		`access:::=Zx9Kq2Lm8Np4Rt6Vw1Yb`,
		`token: zx9kq2lm8np4rt6vw1yb+/==`,
		`token: zx9kq2lm8np4rt6vw1yb+/==x`,
		`token: zx9ſq2lm8np4rt6vw1yb`,
		`key=Zx9Kq2Lm8Np4Rt6Vw1Yb(`,
		"key=Zx9Kq2Lm8Np4Rt6Vw1Yb\f",
		`key, Zx9Kq2Lm8Np4Rt6Vw1Yb`,
		`key: short`,
	} {
		if check(text) {
			matched++
		}
	}
	if matched < 8 {
		t.Errorf("only %d edge cases match at all: the cases no longer test the gate", matched)
	}
	r := rand.New(rand.NewSource(7))
	keys := []string{"token", "api_key", "PASSWORD", "auth", "secret", "creds"}
	pieces := []string{"=", ":", ":=", "=>", "?=", "||", ",", " ", `"`, "'", "`", ";", "(", ")", `\n`, `\N`, "\n", "\t", "=", "+", "/", ".", "-", "_", "ſ", "Zx9Kq2Lm", "ab12cd34", "QWERTY", "7"}
	matched = 0
	ops := []string{"=", ":", ":=", "=>", "?=", "||", ",", " = ", `": "`}
	values := []string{"Zx9Kq2Lm", "ab12cd34", "QWERTY", "7", "ſ", "+", "/", "=", ".", "-", "_"}
	pick := func(l []string) string { return l[r.Intn(len(l))] }
	pad := strings.Repeat(" the token refresh failed; retry the api call with a new key.", 6)
	windowed := 0
	for range 3000 {
		// key, noise, operator, noise, a value, noise: shaped like a
		// match, with random pieces that may or may not break it
		b := []byte(pick(keys))
		for n := r.Intn(2); n > 0; n-- {
			b = append(b, pick(pieces)...)
		}
		b = append(b, pick(ops)...)
		for n := r.Intn(3); n > 0; n-- {
			b = append(b, pick(pieces)...)
		}
		for n := 1 + r.Intn(5); n > 0; n-- {
			b = append(b, pick(values)...)
		}
		for n := r.Intn(3); n > 0; n-- {
			b = append(b, pick(pieces)...)
		}
		if check(string(b)) {
			matched++
		}
		// the same inside long text, so that windows (and their ends)
		// are used rather than the whole string
		if check(pad + string(b) + pick(pieces) + pad) {
			windowed++
		}
	}
	if matched < 100 || windowed < 100 {
		t.Errorf("only %d random strings match (%d in long text): the generator no longer tests the gate", matched, windowed)
	}
}

// TestUnboundedRuleGates checks the hand-written conditions of the two
// unbounded rules (private-key's bound, kubernetes-secret-yaml's gate)
// against their regexes, on random documents shaped like matches, whose
// parts are dropped, swapped or disturbed at random, inside longer text.
func TestUnboundedRuleGates(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(17))
	pick := func(l ...string) string { return l[r.Intn(len(l))] }
	bodyChars := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\n\n-- KEY"
	pem := func() string {
		var b strings.Builder
		b.WriteString(pick("-----BEGIN", "-----begin", "-----BEGIN", "----BEGIN"))
		b.WriteString(pick("", " ", " RSA ", " OPENSSH ", " EC ", " é ", strings.Repeat(" X", 60)))
		b.WriteString(pick("PRIVATE KEY", "private key", "PRIVATE KEY BLOCK", "CERTIFICATE", "PUBLIC KEY"))
		b.WriteString(pick("-----", "-----", "----", ""))
		b.WriteString(pick("\n", "\\n", ""))
		for n := r.Intn(320); n > 0; n-- {
			b.WriteByte(bodyChars[r.Intn(len(bodyChars))])
		}
		b.WriteString(pick("\n-----END RSA PRIVATE KEY-----", "\n-----END PRIVATE KEY-----", "KEY BLOCK-----", "key-----", "\n-----END CERTIFICATE-----", ""))
		return b.String()
	}
	yaml := func() string {
		kind := pick("kind: Secret\n", "Kind:\t'secret'\n", "KIND: \"Secret\"\n", "kind: SecretList\n", "kind: ConfigMap\n", "")
		data := pick("data:\n  password: cGFzc3dvcmQxMjM0NTY3OA==\n", "data:\n  token: \"{{ .Values.token }}\"\n", "data:\n  x: y\n", "")
		meta := pick("metadata:\n  name: app\n", "", "\n---\n", strings.Repeat("# filler line\n", 20))
		if r.Intn(2) == 0 {
			return kind + meta + data
		}
		return data + meta + kind
	}
	for id, doc := range map[string]func() string{"private-key": pem, "kubernetes-secret-yaml": yaml} {
		g := s.dets[s.byID[id]].(*gitleaksRule)
		plain := *g
		plain.gate, plain.bound, plain.maxW = nil, nil, -1
		found := 0
		for range 3000 {
			var b strings.Builder
			b.WriteString(strings.Repeat("log line without much in it\n", r.Intn(8)))
			for n := 1 + r.Intn(3); n > 0; n-- {
				b.WriteString(doc())
				b.WriteString(pick("\n", " ", "\nsecret: x\n", ""))
			}
			b.WriteString(strings.Repeat("\ntrailing output line", r.Intn(8)))
			text := b.String()
			hits := ruleHits(s, text, id)
			want, _ := plain.find(text, nil, nil)
			got, _ := g.find(text, hits, nil)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%s on %q (-plain +gated):\n%s", id, text, diff)
			}
			found += len(want)
		}
		if found < 300 {
			t.Errorf("%s: only %d matches in the random documents: they no longer test the gate", id, found)
		}
	}
}

// ruleHits returns the keyword hits of rule id in text, as direct passes
// them to the rule.
func ruleHits(s *Set, text, id string) []int {
	var hits []int
	s.kw.find(text, func(start int, p int32) {
		for _, d := range s.kwDets[p] {
			if d == s.byID[id] {
				hits = append(hits, start)
			}
		}
	})
	sort.Ints(hits)
	return hits
}

// TestHexAndPrefixGates checks the gates of lob-api-key and
// authress-service-client-access-key against their regexes: texts built
// from the pieces of a match, some broken, must give the same matches
// gated as ungated over the whole string.
func TestHexAndPrefixGates(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(11))
	pick := func(l []string) string { return l[r.Intn(len(l))] }
	hexs := func(n int) string { return randV1Token(r, "0123456789abcdefABCDEF", n) }
	alnum := func(n int) string { return randV1Token(r, "abcdefghijklmnopqrstuvwxyz0123456789", n) }
	texts := map[string][]string{}
	for range 1500 {
		texts["lob-api-key"] = append(texts["lob-api-key"],
			pick([]string{"LOB_KEY=", "lob: '", "lob_api_key = \"", "my_lob, ", "lob=\n"})+pick([]string{"test_", "live_", "TEST_", "xtest_"})+
				hexs(33+r.Intn(4))+pick([]string{"", "g", "\"", "'", ";", " ", "ſ"})+pick([]string{"", " test_" + hexs(35)}))
		texts["authress-service-client-access-key"] = append(texts["authress-service-client-access-key"],
			pick([]string{"", " ", "x", "_", "="})+pick([]string{"sc_", "ext_", "scauth_", "authress_", "SC_", "next_"})+
				alnum(3+r.Intn(30))+pick([]string{"", "ſ", "K"})+pick([]string{".", "", "-"})+alnum(4+r.Intn(3))+
				".acc"+pick([]string{"_", "-"})+alnum(10+r.Intn(20))+"."+randV1Token(r, "abcdefghijklmnopqrstuvwxyz0123456789+/_=-", 28+r.Intn(10))+pick([]string{"", " ", "'", "\n"}))
	}
	for id, ts := range texts {
		g := s.dets[s.byID[id]].(*gitleaksRule)
		if g.gate == nil {
			t.Fatalf("%s: no gate", id)
		}
		ungated := *g
		ungated.gate, ungated.bound, ungated.maxW = nil, nil, -1
		matched := 0
		for _, text := range ts {
			want, _ := ungated.find(text, nil, nil)
			got, _ := g.find(text, ruleHits(s, text, id), nil)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%s on %q: gated result differs (-ungated +gated):\n%s", id, text, diff)
			}
			if len(want) > 0 {
				matched++
			}
		}
		if matched < 100 || matched > len(ts)-100 {
			t.Errorf("%s: %d of %d texts match: the texts no longer test the gate", id, matched, len(ts))
		}
	}
}

func randV1Token(r *rand.Rand, alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.Intn(len(alphabet))]
	}
	return string(b)
}

// TestMaxWidthUnsimplified: maxWidth reads the parsed pattern without
// Simplify (which spells {4,300} out and was a sixth of startup); for
// every pattern of the default rules it must give the width of the
// simplified one, the form the matcher runs.
func TestMaxWidthUnsimplified(t *testing.T) {
	var pats []string
	for _, d := range builtinDetectors() {
		if r, ok := d.(*reRule); ok {
			for _, re := range r.res {
				pats = append(pats, re.String())
			}
		}
	}
	gl, err := defaultGitleaksDetectors()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range gl {
		if g, ok := d.(*gitleaksRule); ok && g.r.Regex != nil {
			pats = append(pats, g.r.Regex.String())
		}
	}
	if len(pats) < 500 {
		t.Fatalf("only %d patterns", len(pats))
	}
	for _, p := range pats {
		re, err := syntax.Parse(p, syntax.Perl)
		if err != nil {
			t.Fatalf("%q: %v", p, err)
		}
		want := width(re.Simplify())
		if want > 4096 {
			want = -1
		}
		if got := maxWidth(p); got != want {
			t.Errorf("maxWidth(%.60q) = %d, simplified %d", p, got, want)
		}
	}
}
