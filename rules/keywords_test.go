package rules

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type kwHit struct {
	Start   int
	Keyword int32
}

// naiveKeywordHits is the reference: every occurrence of every keyword,
// ASCII case ignored, sorted by end offset then keyword index.
func naiveKeywordHits(text string, keywords []string) []kwHit {
	low := make([]string, len(keywords))
	for i, kw := range keywords {
		b := []byte(kw) // ASCII letters only, as the index folds them
		for j, c := range b {
			b[j] = foldASCII(c)
		}
		low[i] = string(b)
	}
	out := literalKeywordHits(text, low)
	sortHits(out, keywords)
	return out
}

func sortHits(h []kwHit, keywords []string) {
	sort.Slice(h, func(a, b int) bool {
		ea, eb := h[a].Start+len(keywords[h[a].Keyword]), h[b].Start+len(keywords[h[b].Keyword])
		if ea != eb {
			return ea < eb
		}
		return h[a].Keyword < h[b].Keyword
	})
}

func keywordHits(text string, keywords []string) []kwHit {
	var out []kwHit
	newKeywordIndex(keywords).find(text, func(start int, kw int32) {
		out = append(out, kwHit{start, kw})
	})
	sortHits(out, keywords)
	return out
}

func TestKeywordIndex(t *testing.T) {
	cases := []struct {
		keywords []string
		text     string
	}{
		{[]string{"he", "she", "his", "hers"}, "ushers"},
		{[]string{"a", "aa", "aaa"}, "aaaa"},
		{[]string{"key", "apikey", "api_key"}, "ApiKey=1 API_KEY: key KEY"},
		{[]string{"s.", "hvs."}, "this.hvs.x"},
		{[]string{"Token", "tok"}, "TOKEN token ToK"},
		{[]string{"", "x"}, "xx"},
		{[]string{"é", "ü-key"}, "café ü-key Ü-KEY"},
		{[]string{"abc"}, ""},
		{nil, "anything"},
	}
	for _, c := range cases {
		want := naiveKeywordHits(c.text, c.keywords)
		if diff := cmp.Diff(want, keywordHits(c.text, c.keywords)); diff != "" {
			t.Errorf("keywords %q in %q (-want +got):\n%s", c.keywords, c.text, diff)
		}
	}
}

// TestKeywordIndexRandom compares against the naive search on random
// keyword sets and texts over a small alphabet, where overlaps, shared
// prefixes and suffix chains are frequent; and on the real rule set.
func TestKeywordIndexRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const alpha = "abAB_-c."
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[r.IntN(len(alpha))]
		}
		return string(b)
	}
	for range 500 {
		kws := make([]string, 1+r.IntN(12))
		for i := range kws {
			kws[i] = word(1 + r.IntN(5))
		}
		text := word(r.IntN(200)) // from 74 bytes (keywords ≤ 5), find walks two halves
		if diff := cmp.Diff(naiveKeywordHits(text, kws), keywordHits(text, kws)); diff != "" {
			t.Fatalf("keywords %q in %q (-want +got):\n%s", kws, text, diff)
		}
	}

	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	var kws []string
	seen := map[string]bool{}
	for _, d := range s.dets {
		for _, k := range d.info().Keywords {
			if !seen[k] {
				seen[k] = true
				kws = append(kws, k)
			}
		}
	}
	text := "export GITHUB_TOKEN=ghp_x; AKIA SLACK xoxb- Password=hunter2 hvs.abc sk-ant-api03 glpat- -----BEGIN PRIVATE KEY"
	for range 50 {
		text += " " + kws[r.IntN(len(kws))] + word(r.IntN(4))
	}
	if diff := cmp.Diff(naiveKeywordHits(text, kws), keywordHits(text, kws)); diff != "" {
		t.Fatalf("gitleaks keywords (-want +got):\n%s", diff)
	}
}

// TestKeywordIndexHalves: around the middle of a long text, where find's
// two walks meet, every keyword is reported once, whatever its length
// and wherever it ends.
func TestKeywordIndexHalves(t *testing.T) {
	kws := []string{"x", "ab", "token", "password", strings.Repeat("q", 20)}
	k := newKeywordIndex(kws)
	for n := 2*k.maxLen + interleaveMin; n < 2*k.maxLen+interleaveMin+4; n++ {
		for _, kw := range kws {
			for at := n/2 - len(kw) - 2; at <= n/2+2; at++ {
				b := []byte(strings.Repeat(".", n))
				copy(b[at:], kw)
				text := string(b)
				if diff := cmp.Diff(naiveKeywordHits(text, kws), keywordHits(text, kws)); diff != "" {
					t.Fatalf("%q at %d of %d bytes (-want +got):\n%s", kw, at, n, diff)
				}
			}
		}
	}
}

// BenchmarkKeywordFind runs the prefilter alone over the scannable
// strings of the real sessions.
func BenchmarkKeywordFind(b *testing.B) {
	s, err := New(Config{})
	if err != nil {
		b.Fatal(err)
	}
	all, n := fixtureAll(b)
	b.SetBytes(int64(n))
	b.ResetTimer()
	hits := 0
	for range b.N {
		for _, v := range all {
			s.kw.find(v, func(int, int32) { hits++ })
		}
	}
	b.ReportMetric(float64(hits)/float64(b.N), "hits/op")
}

// TestKeywordPrefilterVariants: the prefilter finds the keywords spelled
// with the variant letters (KELVIN SIGN for k, dotted capital I for i)
// wherever they occur, at their offsets in the text and as the keyword
// they spell, besides every spelling in ASCII letters, each once.
func TestKeywordPrefilterVariants(t *testing.T) {
	keywords := []string{"token", "kit", "secret", "api_key", "ik"}
	p := newKeywordPrefilter(keywords)
	rng := rand.New(rand.NewPCG(7, 7))
	pieces := []string{"token", "to\u212Aen", "TOKEN", "\u0130", "KİT", "\u212Ait", "\u0130\u212A", "api_\u212Aey", "secret", "é", "x", " ", "密码"}
	sawVariant := false
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := b.String()
		var got []kwHit
		p.find(text, func(start int, kw int32) { got = append(got, kwHit{start, kw}) })
		sortHits(got, keywords)
		want := variantKeywordHits(text, keywords)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%q (-want +got):\n%s", text, diff)
		}
		for _, h := range want {
			sawVariant = sawVariant || text[h.Start] >= 0x80
		}
	}
	if !sawVariant {
		t.Fatal("no text held a variant spelling: the test proves nothing")
	}
}

// variantKeywordHits is naiveKeywordHits for lower-case keywords, with
// KELVIN SIGN read as k and U+0130 as i: it tries every rune boundary of
// text.
func variantKeywordHits(text string, keywords []string) []kwHit {
	fold := func(r rune) rune {
		switch {
		case 'A' <= r && r <= 'Z':
			return r + 'a' - 'A'
		case r == '\u212A':
			return 'k'
		case r == '\u0130':
			return 'i'
		}
		return r
	}
	var out []kwHit
	for at := range text {
		for i, kw := range keywords {
			rest := []rune(text[at:])
			if len(rest) < len([]rune(kw)) {
				continue
			}
			ok := true
			for j, r := range []rune(kw) {
				if fold(rest[j]) != r {
					ok = false
					break
				}
			}
			if ok {
				out = append(out, kwHit{at, int32(i)})
			}
		}
	}
	sortHits(out, keywords)
	return out
}

// literalKeywordHits is naiveKeywordHits for keywords that are already
// lower case and may hold letters strings.ToLower would fold to ASCII.
func literalKeywordHits(text string, keywords []string) []kwHit {
	low := strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, text)
	var out []kwHit
	for i, kw := range keywords {
		if kw == "" {
			continue
		}
		for at := 0; ; {
			j := strings.Index(low[at:], kw)
			if j < 0 {
				break
			}
			out = append(out, kwHit{at + j, int32(i)})
			at += j + 1
		}
	}
	sortHits(out, keywords)
	return out
}

// TestTrieSize: the table is allocated at the trie's exact size, case
// folded and shared prefixes counted once.
func TestTrieSize(t *testing.T) {
	for _, kws := range [][]string{
		nil,
		{""},
		{"a", "A"},
		{"token", "TOKEN", "tok", "api_key", "api", "\u212Aey", "x\xffy"},
	} {
		k := newKeywordIndex(kws)
		if got, want := trieSize(kws), len(k.outStart)-1; got != want {
			t.Errorf("trieSize(%q) = %d, the index has %d states", kws, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(3, 3))
	for range 200 {
		kws := make([]string, rng.IntN(30))
		for i := range kws {
			b := make([]byte, rng.IntN(6))
			for j := range b {
				b[j] = "aAbB_\xc4"[rng.IntN(6)]
			}
			kws[i] = string(b)
		}
		if got, want := trieSize(kws), len(newKeywordIndex(kws).outStart)-1; got != want {
			t.Fatalf("trieSize(%q) = %d, the index has %d states", kws, got, want)
		}
	}
}

// TestShortKeywords: a built-in rule's keyword of one or two bytes hits
// nearly every text ("s:" ends every YAML key), and each hit runs the
// rule's matcher: database-password-hash's "s:" once doubled the scan's
// instructions. The short keywords below are known, each cheap to reject
// at its hit (a gate such as cliHitWorth, or a matcher anchored there);
// a new one must be added here with that reason checked.
func TestShortKeywords(t *testing.T) {
	known := map[string]bool{
		"asana-pat 1/": true, "asana-pat 2/": true, "cli-password -p": true, "cli-password -u": true, "cli-password 7z": true,
		"command-output-secret $ ": true, "command-output-secret % ": true,
		"command-output-secret # ": true, "credential-comparison !=": true, "credential-comparison ==": true,
		"generic-credential-value pw": true, "login-note @": true, "network-device-secret {$": true, "secret-assignment -p": true,
		"userinfo-password @": true, "word-diff-secret [-": true, "word-diff-secret {+": true, "xml-tag-secret </": true,
	}
	s := testSet(t)
	for _, r := range s.Rules() {
		if r.Source != SourceBuiltin {
			continue
		}
		for _, k := range r.Keywords {
			if len(k) <= 2 && !known[r.ID+" "+k] {
				t.Errorf("%s: keyword %q of %d bytes: every text hits it", r.ID, k, len(k))
			}
		}
	}
}
