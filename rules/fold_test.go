package rules

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestFoldWindowsChangeNothing checks that scanning only windows around
// folded tokens finds what scanning the whole joined text finds: snippets
// of every generator, inside long paragraphs of filler, hard-wrapped at
// terminal widths (so the runs are long and the windows small).
func TestFoldWindowsChangeNothing(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(11))
	words := strings.Fields("the build failed because token refresh timed out while the worker read config from disk and retried with key rotation enabled AbC9xY2 next")
	filler := func(n int) string {
		var b []string
		for range n {
			b = append(b, words[r.Intn(len(words))])
		}
		return strings.Join(b, " ")
	}
	wrap := func(text string, w int) string {
		var b strings.Builder
		for _, line := range strings.Split(text, "\n") {
			for len(line) > w {
				b.WriteString(line[:w] + "\n")
				line = line[w:]
			}
			b.WriteString(line + "\n")
		}
		return b.String()
	}
	folds, windowed := 0, 0
	for round := range 3 {
		for _, g := range fakesecret.Generators() {
			sec := g.Gen(r)
			w := []int{64, 76, 80}[round]
			text := wrap(filler(30+r.Intn(60))+" "+sec.Text+" "+filler(30+r.Intn(60)), w)
			foldWindows = false
			want, werr := s.folded(text, 0, nil)
			foldWindows = true
			got, gerr := s.folded(text, 0, nil)
			if diff := cmp.Diff(want, got); diff != "" || (werr == nil) != (gerr == nil) {
				t.Errorf("%s at width %d: windows differ from the whole scan (-whole +windows):\n%s", g.Kind, w, diff)
			}
			folds += len(got)
			if len(text) > 4*(foldContext+foldSlack+64) && len(got) > 0 {
				windowed++
			}
		}
	}
	if folds < 50 || windowed < 10 {
		t.Errorf("only %d folded matches, %d in long texts: the cases no longer test windows", folds, windowed)
	}
}
