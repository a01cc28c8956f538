package rules

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/tidwall/gjson"
	"github.com/zricethezav/gitleaks/v8/detect"
	"github.com/zricethezav/gitleaks/v8/report"
)

// The parity tests check that our gitleaks engine (keyword prefilter,
// windows, gates, bounds, entropy and allowlists run by gitleaksRule)
// finds at least what gitleaks' own detector finds on the same string:
// every secret gitleaks reports must be masked by the spans of our
// gitleaks-rule matches on that string. gitleaks runs without decoding
// (we decode ourselves), so the decoded layers our scan produces are
// compared as strings of their own.

var (
	parityOnce sync.Once
	parityDet  *detect.Detector
	paritySet  *Set
	parityErr  error
)

// parityEngines returns gitleaks' detector with its default config (as
// `gitleaks dir` runs it) and a Set of ours with every rule.
func parityEngines(tb testing.TB) (*detect.Detector, *Set) {
	tb.Helper()
	parityOnce.Do(func() {
		// the logger is silenced by this package's init (gitleaks.go)
		if parityDet, parityErr = detect.NewDetectorDefaultConfig(); parityErr != nil {
			return
		}
		paritySet, parityErr = New(Config{})
	})
	if parityErr != nil {
		tb.Fatal(parityErr)
	}
	return parityDet, paritySet
}

// parityMiss is a gitleaks finding our engine does not mask.
type parityMiss struct {
	rule string
	text string
}

// parityCheck compares one string; sameRule counts the gitleaks findings
// masked only by another rule of ours (not a failure, reported).
func parityCheck(d *detect.Detector, s *Set, text string) (misses []parityMiss, sameRuleMisses []string) {
	fs := d.DetectString(text)
	if len(fs) == 0 {
		return nil, nil
	}
	ours, _, _ := s.direct(text, nil)
	mask := make([]bool, len(text)+1)
	for _, m := range ours {
		if r, ok := s.Rule(m.RuleID); !ok || r.Source != SourceGitleaks {
			continue
		}
		for i := m.Start; i < m.End; i++ {
			mask[i] = true
		}
	}
	for _, f := range fs {
		if strings.Trim(f.Secret, `\`) == "" {
			continue // nothing to mask
		}
		covered, same := false, false
		for _, sp := range secretSpans(text, f) {
			if spanMasked(mask, sp) {
				covered = true
			}
			for _, m := range ours {
				if m.RuleID == f.RuleID && m.Start < sp[1] && sp[0] < m.End {
					same = true
				}
			}
		}
		if !covered {
			misses = append(misses, parityMiss{rule: f.RuleID, text: text})
		} else if !same {
			sameRuleMisses = append(sameRuleMisses, f.RuleID)
		}
	}
	return misses, sameRuleMisses
}

// spanMasked reports whether mask covers sp; backslashes that end the
// secret are exempt: gitleaksRule leaves them out of the span on purpose
// (the '\' of an escaped quote in JSON shown as text; see find).
func spanMasked(mask []bool, sp [2]int) bool {
	for i := sp[0]; i < sp[1]; i++ {
		if !mask[i] {
			return false
		}
	}
	return true
}

// secretSpans returns the candidate byte spans of f's secret in text:
// gitleaks reports the match by line and column; the secret is where it
// occurs inside the match. When the location does not hold the match
// (gitleaks shifts it when the regex swallowed a leading newline), every
// occurrence of the match is a candidate.
func secretSpans(text string, f report.Finding) [][2]int {
	var starts []int
	if p := matchOffset(text, f); p >= 0 {
		starts = append(starts, p)
	} else {
		for i := 0; ; {
			k := strings.Index(text[i:], f.Match)
			if k < 0 || f.Match == "" {
				break
			}
			starts = append(starts, i+k)
			i += k + 1
		}
	}
	var out [][2]int
	for _, p := range starts {
		for i := 0; ; {
			k := strings.Index(f.Match[i:], f.Secret)
			if k < 0 || f.Secret == "" {
				break
			}
			e := p + i + k + len(f.Secret)
			for e > p+i+k && text[e-1] == '\\' {
				e--
			}
			// a trailing escape (\n, \t, \r of a JSON or shell string)
			// is the text's line break, not the secret: our spans end
			// before it (see TestSpansArePrecise)
			for e-2 > p+i+k && text[e-2] == '\\' && strings.IndexByte("ntr", text[e-1]) >= 0 {
				e -= 2
			}
			out = append(out, [2]int{p + i + k, e})
			i += k + 1
		}
	}
	return out
}

// matchOffset turns gitleaks' location back into a byte offset: columns
// count from the previous '\n' (or from 1 on the first line), lines from
// 0. It returns -1 when f.Match is not there (or just after, when a
// leading newline was trimmed).
func matchOffset(text string, f report.Finding) int {
	prev := 0
	if f.StartLine > 0 {
		n := 0
		for i := 0; i < len(text); i++ {
			if text[i] == '\n' {
				n++
				if n == f.StartLine {
					prev = i
					break
				}
			}
		}
		if n != f.StartLine {
			return -1
		}
	}
	p := f.StartColumn - 1 + prev
	for k := 0; k < 3 && p >= 0 && p <= len(text); k, p = k+1, p+1 {
		if strings.HasPrefix(text[p:], f.Match) {
			return p
		}
	}
	return -1
}

// parityCorpus returns the strings compared: the string leaves of the
// sessions under testdata and, when present, of the shared real sessions;
// fakesecret snippets for every generator; gitleaks' own per-rule samples;
// random mutations of those; and every decoded layer our scan makes of
// all of them.
func parityCorpus(tb testing.TB, s *Set) (texts []string, from map[string]int) {
	tb.Helper()
	from = map[string]int{}
	seen := map[string]bool{}
	add := func(kind, t string) {
		if t == "" || seen[t] {
			return
		}
		seen[t] = true
		texts = append(texts, t)
		from[kind]++
	}
	files, _ := filepath.Glob("../testdata/*.jsonl")
	more, _ := filepath.Glob("../testdata/*/*.jsonl")
	shared, _ := filepath.Glob(filepath.Join(fixtureDir, "*.jsonl"))
	for _, f := range append(append(files, more...), shared...) {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		kind := "testdata"
		if strings.Contains(f, "omp-fixtures") {
			kind = "shared corpus"
		}
		for _, line := range strings.Split(string(data), "\n") {
			if gjson.Valid(line) {
				jsonLeaves(gjson.Parse(line), func(v string) { add(kind, v) })
			} else {
				add(kind, line)
			}
		}
	}
	seed, _ := strconv.ParseInt(os.Getenv("OMP_REDACT_PARITY_SEED"), 10, 64)
	r := rand.New(rand.NewSource(7 + seed))
	var bases []string
	for i := 0; i < 3; i++ {
		for _, g := range fakesecret.Generators() {
			t := g.Gen(r).Text
			add("fakesecret", t)
			bases = append(bases, t)
		}
	}
	samples, skipped := gitleaksSamples(tb, 1)
	if len(samples) < 5000 || skipped > 5 {
		tb.Fatalf("gitleaks samples: %d read, %d expressions skipped", len(samples), skipped)
	}
	for _, t := range samples {
		add("gitleaks samples", t)
	}
	bases = append(bases, samples...)
	// OMP_REDACT_PARITY_ROUNDS=N adds N-1 rounds of mutations of
	// mutations, and OMP_REDACT_PARITY_SEED other random choices, for a
	// deeper local search.
	rounds, _ := strconv.Atoi(os.Getenv("OMP_REDACT_PARITY_ROUNDS"))
	for k := 0; k < max(rounds, 1); k++ {
		for _, b := range bases {
			for m := 0; m <= k; m++ {
				b = mutate(r, b, bases)
			}
			add("mutations", b)
		}
	}
	// decoded layers, as Detect makes them
	var layers []string
	s.trace = func(t string) { layers = append(layers, t) }
	for _, t := range texts {
		_, _ = s.Detect(t)
	}
	s.trace = nil
	for _, t := range layers {
		add("decoded layers", t)
	}
	return texts, from
}

// jsonLeaves calls fn with every string (keys included) in v.
func jsonLeaves(v gjson.Result, fn func(string)) {
	switch {
	case v.IsObject():
		v.ForEach(func(k, e gjson.Result) bool {
			fn(k.String())
			jsonLeaves(e, fn)
			return true
		})
	case v.IsArray():
		v.ForEach(func(_, e gjson.Result) bool {
			jsonLeaves(e, fn)
			return true
		})
	case v.Type == gjson.String:
		fn(v.String())
	}
}

// mutate changes a sample the ways real text differs from it: other
// neighbours, cuts, duplicates, embedding in JSON or in long text,
// encodings, typos.
func mutate(r *rand.Rand, t string, all []string) string {
	pieces := []string{" ", "\n", "\r\n", "\t", `"`, "'", "`", "=", ":", ";", ",", "\\", `\n`, `\"`, "x", "_", "-", ".", "/",
		"é", "\xff", "ey", "eyJ", "key=", "token: ", "secret", "Bearer ", "-----END", "&", "?", "%20", "{", "}"}
	piece := func() string { return pieces[r.Intn(len(pieces))] }
	pos := func() int { return r.Intn(len(t) + 1) }
	switch r.Intn(12) {
	case 0:
		return piece() + t + piece()
	case 1:
		p := pos()
		return t[:p] + piece() + t[p:]
	case 2:
		p := pos()
		if p == len(t) {
			return t
		}
		return t[:p] + t[p+1:]
	case 3:
		return t[:pos()]
	case 4:
		return t + piece() + all[r.Intn(len(all))]
	case 5:
		return `{"a": ` + jsonStr(t) + `, "b": 1}`
	case 6:
		return strings.Repeat("lorem ipsum "+piece(), 30) + t + strings.Repeat(piece()+" dolor sit", 30)
	case 7:
		return base64.StdEncoding.EncodeToString([]byte(t))
	case 8:
		b := []byte(t)
		for k := 0; k < 3 && len(b) > 0; k++ {
			i := r.Intn(len(b))
			switch c := b[i]; {
			case 'a' <= c && c <= 'z':
				b[i] = c - 'a' + 'A'
			case 'A' <= c && c <= 'Z':
				b[i] = c - 'A' + 'a'
			}
		}
		return string(b)
	case 9:
		return strings.ReplaceAll(t, `"`, `\"`)
	case 10:
		return t + "\n" + t
	default:
		// the secret part of a key=value sample alone
		if i := strings.LastIndexAny(t, `"'= `); i >= 0 && i+1 < len(t) {
			return t[i+1:]
		}
		return t
	}
}

// TestGitleaksParity checks our gitleaks engine ⊇ gitleaks' detector on
// the whole corpus (see parityCorpus).
func TestGitleaksParity(t *testing.T) {
	d, s := parityEngines(t)
	texts, from := parityCorpus(t, s)
	kinds := make([]string, 0, len(from))
	for k, n := range from {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(kinds)
	t.Logf("%d strings compared (%s)", len(texts), strings.Join(kinds, ", "))
	missing := map[string]int{}
	otherRule := map[string]int{}
	examples := map[string]string{}
	type result struct {
		misses []parityMiss
		other  []string
	}
	results := make([]result, len(texts))
	parallel(len(texts), func(i int) {
		results[i].misses, results[i].other = parityCheck(d, s, texts[i])
	})
	for _, res := range results {
		misses, other := res.misses, res.other
		for _, m := range misses {
			missing[m.rule]++
			if _, ok := examples[m.rule]; !ok {
				examples[m.rule] = m.text
			}
		}
		for _, id := range other {
			otherRule[id]++
		}
	}
	if len(otherRule) > 0 {
		t.Logf("gitleaks findings masked by another rule of ours (per rule): %v", otherRule)
	}
	for _, id := range sortedKeys(missing) {
		// the example is gitleaks' sample or a fake secret; print only
		// its length, never secret-looking text
		t.Errorf("rule %s: %d gitleaks findings not masked (first in a string of %d bytes)", id, missing[id], len(examples[id]))
	}
	if len(texts) < 10000 {
		t.Errorf("only %d strings compared", len(texts))
	}
}

// parallel calls fn(0) … fn(n-1) on GOMAXPROCS goroutines (gitleaks'
// detector and a Set are safe for concurrent use).
func parallel(n int, fn func(i int)) {
	var wg sync.WaitGroup
	var next atomic.Int64
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(i)
			}
		}()
	}
	wg.Wait()
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// FuzzGitleaksParity checks the parity property on any string.
func FuzzGitleaksParity(f *testing.F) {
	r := rand.New(rand.NewSource(3))
	for _, g := range fakesecret.Generators() {
		f.Add(g.Gen(r).Text)
	}
	samples, _ := gitleaksSamples(f, 2)
	for i := 0; i < len(samples); i += 25 {
		f.Add(samples[i])
	}
	for _, e := range parityEdges(6) {
		f.Add(e)
	}
	d, s := parityEngines(f)
	f.Fuzz(func(t *testing.T, text string) {
		misses, _ := parityCheck(d, s, text)
		for _, m := range misses {
			t.Errorf("rule %s: a gitleaks finding is not masked", m.rule)
		}
	})
}

// parityEdges returns hand-made strings for the divergences found so far,
// each built so that gitleaks reports a secret: a JWT longer than a
// window; keywords in the value of key-name rules (lob, new-relic); a
// keyword away from the match (airtable); keywords spelt with the two
// non-ASCII letters that strings.ToLower turns into ASCII (Kelvin sign,
// 'İ'); a Kelvin sign in a vault token; a line allowlist that only
// matches beyond gitleaks' line.
func parityEdges(seed int64) []string {
	r := rand.New(rand.NewSource(seed))
	alnum := func(n int) string {
		const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
		b := make([]byte, n)
		for i := range b {
			b[i] = a[r.Intn(len(a))]
		}
		return string(b)
	}
	hexs := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "0123456789abcdef"[r.Intn(16)]
		}
		return string(b)
	}
	jwt := "ey" + alnum(40) + ".ey" + alnum(300) + "." + alnum(43)
	airtable := "pat" + alnum(14) + "." + hexs(64)
	value := alnum(24)
	return []string{
		jwt,
		`{"token": "` + jwt + `"}`,
		"lobToken=test_pub_" + hexs(31),
		"new-relicToen = \"NRAK-" + strings.ToLower(alnum(27)) + `"`,
		"AIRTABLE_TOKEN = \"" + airtable + `"`,
		"A\u0130RTABLE = " + airtable + " ",
		"to\u212Aen = \"" + value + `"`,
		"VAULT s." + strings.ToLower(alnum(22)) + "\u212A1 ",
		"x\nsecret = \"" + value + "\"\rimport { a } from 'b'",
	}
}

// TestGitleaksParityEdges checks parityEdges.
func TestGitleaksParityEdges(t *testing.T) {
	d, s := parityEngines(t)
	for _, text := range parityEdges(5) {
		if len(d.DetectString(text)) == 0 {
			t.Errorf("gitleaks finds nothing in case %d bytes long: the case tests nothing", len(text))
		}
		misses, _ := parityCheck(d, s, text)
		for _, m := range misses {
			t.Errorf("rule %s: a gitleaks finding is not masked (case of %d bytes)", m.rule, len(text))
		}
	}
}
