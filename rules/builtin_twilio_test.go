package rules

import (
	"math/rand"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTwilioSIDs compares the hand-written SID search with the regular
// expression it replaces, on random strings where SIDs, near misses and
// word boundaries are frequent.
func TestTwilioSIDs(t *testing.T) {
	re := regexp.MustCompile(`\bAC[0-9a-f]{32}\b`)
	r := rand.New(rand.NewSource(3))
	pieces := []string{"AC", "ACAC", "AC0123456789abcdef0123456789abcdef", "AC0123456789abcdef0123456789abcde", "0123456789abcdef", "F", "_", " ", "x", "é", "-"}
	found := 0
	for range 5000 {
		var b []byte
		for n := r.Intn(10); n > 0; n-- {
			b = append(b, pieces[r.Intn(len(pieces))]...)
		}
		text := string(b)
		var want [][2]int
		for _, m := range re.FindAllStringIndex(text, -1) {
			want = append(want, [2]int{m[0], m[1]})
		}
		got := twilioSIDs(text)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%q (-regexp +twilioSIDs):\n%s", text, diff)
		}
		found += len(got)
	}
	if found < 200 {
		t.Errorf("only %d SIDs in the random strings: the generator no longer tests much", found)
	}
}
