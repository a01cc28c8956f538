package rules

import (
	"math/rand"
	"testing"
)

// TestRandomRunLongLines: generic-random-token's benign checks read the
// whole line at each run (codeName, expandedKey, printsPublicKey,
// publicColumn): one long line of runs was quadratic (106 s for 1 MB of
// "public key: <token> "). They read a window of the line now.
func TestRandomRunLongLines(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	s := testSet(t)
	r := rand.New(rand.NewSource(3803))
	tok := randToken(r, tAlnum, 32)
	ap := randToken(r, "abcdefghijklmnop", 32)
	nix := randToken(r, "0123456789abcdfghijklmnpqrsvwxyz", 32)
	for _, unit := range []string{"public key: " + tok + " ", "extension " + ap + " ", "?code=" + tok, nix + "-py ", "| " + tok + " "} {
		linearTime(t, "random runs "+unit[:8], unit, 64<<10, func(text string) { _, _ = s.Detect(text) })
	}
}
