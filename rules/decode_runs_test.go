package rules

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// naiveB64Runs visits every maximal run of base64 characters with its
// padding, as the decoder did before b64Runs, keeping those of 16 bytes
// or more.
func naiveB64Runs(text string) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); {
		if !isB64(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isB64(text[j]) {
			j++
		}
		k := j
		for k < len(text) && k-j < 2 && text[k] == '=' {
			k++
		}
		if k-i >= 16 {
			out = append(out, [2]int{i, k})
		}
		i = k
		if i == j {
			i++
		}
	}
	return out
}

func TestB64Runs(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	pieces := []string{"a", "Z", "0", "+", "/", "-", "_", "=", "==", "===", " ", ".", "%", "\n", "é", "abcdefghij", "0123456789ABCDEF"}
	runs := 0
	for range 20000 {
		var b []byte
		for n := r.Intn(40); n > 0; n-- {
			b = append(b, pieces[r.Intn(len(pieces))]...)
		}
		text := string(b)
		want := naiveB64Runs(text)
		var got [][2]int
		b64Runs(text, func(s, e int) { got = append(got, [2]int{s, e}) })
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%q (-naive +b64Runs):\n%s", text, diff)
		}
		runs += len(got)
	}
	if runs < 5000 {
		t.Errorf("only %d runs: the generator no longer tests long runs", runs)
	}
}
