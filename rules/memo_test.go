package rules

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMemoSameAnswers checks that a Set answers a repeated string as it
// did the first time: a clean string stays clean, a string with a
// finding is found every time, and a value found clean under one name is
// still found under a name that says secret.
func TestMemoSameAnswers(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(32))
	tok := randToken(r, tAlnum, 24)
	withSecret := "token=" + randToken(r, tAlnum, 32)
	for round := 0; round < 3; round++ {
		for _, clean := range []string{"timestamp", "parentId", "claude-sonnet-4-5", "git status --short"} {
			if ms, err := s.Detect(clean); err != nil || len(ms) != 0 {
				t.Fatalf("round %d: %q: %+v, %v", round, clean, ms, err)
			}
		}
		if ms, _ := s.Detect(withSecret); len(ms) != 1 || ms[0].Secret != withSecret[len("token="):] {
			t.Fatalf("round %d: the secret of %q not found: %+v", round, withSecret, ms)
		}
		if ms, _ := s.DetectNamed(tok, "comment"); len(onlyRule(ms, structuredID)) != 0 {
			t.Fatalf("round %d: %q named comment: %+v", round, tok, ms)
		}
		if ms, _ := s.DetectNamed(tok, "clientSecret"); len(onlyRule(ms, structuredID)) != 1 {
			t.Fatalf("round %d: %q named clientSecret not found: %+v", round, tok, ms)
		}
	}
}

// TestMemoKeys checks that no two (name, text) pairs share a key, even
// when either holds the bytes another's boundary would, and that strings
// over the bound are never remembered.
func TestMemoKeys(t *testing.T) {
	c := newCleanMemo()
	pairs := [][2]string{{"ab", "c"}, {"a", "bc"}, {"", "abc"}, {"abc", ""}, {"a\x00b", "c"}, {"a", "\x00bc"}, {"a", "b\x00c"}, {"\x02ab", ""}}
	seen := map[string][2]string{}
	for _, p := range pairs {
		var buf [2*memoMaxLen + 1]byte
		k, _, ok := c.key(&buf, p[1], p[0])
		if !ok {
			t.Fatalf("%q: not remembered", p)
		}
		if q, dup := seen[string(k)]; dup {
			t.Errorf("%q and %q share a key", p, q)
		}
		seen[string(k)] = p
	}
	long := strings.Repeat("x", memoMaxLen+1)
	c.add("", long)
	c.add(long, "x")
	if c.clean("", long) || c.clean(long, "x") {
		t.Error("a string over the bound was remembered")
	}
	c.add("name", "text")
	if !c.clean("name", "text") || c.clean("", "text") || c.clean("name", "tex") {
		t.Error("a remembered pair answered for another")
	}
}

// TestMemoBounded checks that a shard never holds more than its cap,
// whatever number of distinct strings goes through.
func TestMemoBounded(t *testing.T) {
	c := newCleanMemo()
	for i := 0; i < memoShards*memoShardCap*3; i++ {
		c.add("", strings.Repeat("k", i%7)+string(rune('a'+i%26))+strconv.Itoa(i))
	}
	for i := range c.shards {
		if n := len(c.shards[i].m); n > memoShardCap {
			t.Errorf("shard %d holds %d entries, cap %d", i, n, memoShardCap)
		}
	}
}

// TestMemoDeterministic checks that a run of mixed strings gives the same
// matches with the memo as a Set built without it.
func TestMemoDeterministic(t *testing.T) {
	with, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	without, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	without.memo = nil
	r := rand.New(rand.NewSource(7))
	var texts []string
	for i := 0; i < 40; i++ {
		texts = append(texts, "toolCallId", "password: "+randToken(r, tAlnum, 12), "ghp_"+randToken(r, tAlnum, 36), "ok", "npm run build")
	}
	for _, text := range texts {
		a, _ := with.DetectNamed(text, "value")
		b, _ := without.DetectNamed(text, "value")
		if diff := cmp.Diff(b, a); diff != "" {
			t.Fatalf("%q: memo changed the matches (-without +with):\n%s", text, diff)
		}
	}
}
