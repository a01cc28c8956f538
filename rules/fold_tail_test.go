package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestFoldTailMasked: a token whose head a rule takes on one line (a
// 32-digit hex key after a service's name) but whose joined form the rule
// refuses (64 hex digits read as a digest) loses its tail on the next line
// too, and the words after the tail stay.
func TestFoldTailMasked(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(41))
	for range 10 {
		tok := randToken(r, tHex, 64)
		for _, text := range []string{
			"mailgun " + tok[:32] + "\n" + tok[32:] + " is the key\n",
			"cat > .env <<'EOF'\nmailgun " + tok[:32] + "\n" + tok[32:] + "\nEOF\n",
			"mailgun " + tok[:32] + "\n" + tok[32:48] + "\n" + tok[48:] + ".\n",
			"facebook_secret = " + tok[:32] + "\n" + tok[32:] + "\n", // 32 hex digits after a keyword: no fixed format
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			start := strings.Index(text, tok[:32])
			end := start + len(tok) + strings.Count(text[start:], "\n") - 1
			if !coveredPieces(ms, text, start, end) {
				t.Errorf("%q: not masked piece by piece: %v", text, spans(ms, text))
			}
			for _, m := range ms {
				if m.Start < start || m.End > end {
					t.Errorf("%q: span [%d,%d) %q is not the token's", text, m.Start, m.End, text[m.Start:m.End])
				}
			}
		}
	}
}

// TestFoldTailRefused: what starts the next line is not taken as the tail
// of a token found whole before the break: a short word or number, a user
// before '@' (a prompt), an assignment, a list item, the next line of a
// base64 block.
func TestFoldTailRefused(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(43))
	for range 10 {
		head := randToken(r, tHex, 32)
		b64 := randToken(r, tB64, 64)
		for _, tc := range []struct{ text, keep string }{
			{"mailgun " + head + "\nZ9 done\n", "Z9"},
			{"mailgun " + head + "\ndeploy42@db01:~$ exit\n", "deploy42"},
			{"mailgun " + head + "\nLOG_LEVEL=info\n", "LOG_LEVEL"},
			{"mailgun " + head + "\n- 1234abcd5678ef is a list item\n", "1234abcd5678ef"},
			{"-----BEGIN PRIVATE KEY-----\n" + b64 + "\n" + b64[:40] + "\n-----END PRIVATE KEY-----\n", ""},
			// a token of a fixed format (ghp_ and 36) is whole on its line
			{"GITHUB_TOKEN=ghp_" + randToken(r, tAlnum, 36) + "\nabc123def\n", "abc123def"},
			{"export AWS_ACCESS_KEY_ID=AKIA" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + "\nK7WQ2PZ9XM\n", "K7WQ2PZ9XM"},
		} {
			ms, err := s.Detect(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if k := strings.LastIndex(tc.text, tc.keep); tc.keep != "" {
				for _, m := range ms {
					if m.Start < k+len(tc.keep) && k < m.End {
						t.Errorf("%q: the next line's %q taken as a tail: %v", tc.text, tc.keep, spans(ms, tc.text))
					}
				}
			}
			brks := foldBreaks(tc.text, nil)
			if tc.keep == "" && len(brks) > 0 {
				if _, ok := foldTail(tc.text, b64, brks[0]); ok {
					t.Errorf("%q: a base64 block's next line taken as a tail", tc.text)
				}
			}
		}
	}
}

// TestFoldTailAfterLongKey: the tail of a long base64 key on the next
// line is masked with the head a rule took, though the tail's line looks
// like a line of a wrapped block; a head that is itself such a line is
// not followed.
func TestFoldTailAfterLongKey(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(47))
	for range 5 {
		key := randToken(r, tB64, 180)
		text := "[DEBUG] Using Key = " + key[:90] + "\n" + key[90:] + "\n[INFO] Response received: 200\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		start := strings.Index(text, key[:90])
		if !coveredPieces(ms, text, start, start+len(key)+1) {
			t.Errorf("not masked piece by piece: %v", spans(ms, text))
		}
		// a certificate's body: three lines of 64, then a shorter one
		a, b, c := randToken(r, tB64, 64), randToken(r, tB64, 64), randToken(r, tB64, 64)
		blk := a + "\n" + b + "\n" + c + "\n" + randToken(r, tB64, 20) + "\n"
		if _, ok := foldTail(blk, b, foldJoin{gs: 129, ge: 130}); ok {
			t.Errorf("a block line's next line taken as a tail")
		}
	}
}
