package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestFoldSentenceEnd: a sentence's short last word is not joined to the
// token on the next line (the mask kept "it" of "so I don't lose it"),
// while a token wrapped after prose with a head of its own still is.
func TestFoldSentenceEnd(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(342))
	for range 4 {
		tok := "pepper_puffin_" + randToken(r, tAlnum, 21)
		for _, line := range []string{"pasting here so I don't lose it", "this is the one they sent me", "careful with the new one"} {
			text := line + "\n" + tok + "\n"
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				if m.Start < len(line) {
					t.Errorf("%q: %s takes %q of the sentence", line, m.RuleID, text[m.Start:min(m.End, len(line))])
				}
			}
		}
		// a token the terminal wrapped after "key: ": both halves
		head, tail := randToken(r, tAlnum, 20), randToken(r, tAlnum, 20)
		text := "and the key is " + head + "\n" + tail + "\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, m := range ms {
			got += text[m.Start:m.End]
		}
		if !strings.Contains(got, head) || !strings.Contains(got, tail) {
			t.Errorf("a wrapped token after prose: not both halves found")
		}
	}
}

// TestFoldProtocolAndDiffLines: RESP's and POP3's status line after a
// value (+OK) and a diff's two values of one setting (-key old, +key
// new) are no folded token's pieces.
func TestFoldProtocolAndDiffLines(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(38))
	v := randToken(r, tAlnum, 18)
	wantNoRule(t, s, "127.0.0.1:6379> AUTH "+v+"\n+OK\n", "folded-token")
	wantNoRule(t, s, "S: USER bob\nS: "+v+"\n+OK\n", "folded-token")
	wantNoRule(t, s, "@@ -1,2 +1,2 @@\n-requirepass old"+v[:4]+"\n+requirepass "+v+"\n", "folded-token")
}

// TestFoldCopulaLabel: "my password is" then the password on the next
// line is a label and its value, not a token folded after "is": the
// value alone is masked and the label's words all survive.
func TestFoldCopulaLabel(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(36))
	for range 8 {
		pw := randToken(r, tAlnum, 6) + "#" + randToken(r, "0123456789", 2) + "!"
		tok := randToken(r, tAlnum, 24)
		for _, label := range []string{"my password is", "password is", "The API keys are", "the token was"} {
			pw := pw
			if !strings.Contains(label, "password") {
				pw = tok // a key or a token must look generated
			}
			text := label + "\n" + pw + "\n"
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, m := range ms {
				if m.Start < len(label) {
					t.Errorf("%q: %s takes %q of the label", label, m.RuleID, text[m.Start:min(m.End, len(label))])
				}
				if m.Start <= len(label)+1 && m.End >= len(label)+1+len(pw) {
					found = true
				}
			}
			if !found {
				t.Errorf("%q: the value on the next line is not found", label)
			}
		}
	}
	// prose whose last word is a copula but names no credential
	wantNoRule(t, s, "the problem is\nQuietRiver42 fails\n", "label-line-secret")
}
