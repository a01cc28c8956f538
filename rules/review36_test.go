package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestQuotedPrintableLowerHexEscape: a '=' left as it is before two
// lower-case hex digits ("=ab") is no escape to qpDecode, but qpWidth
// took it for one three bytes wide: the next byte's span started before
// the last one's end, and lineSpans sliced backwards and panicked out of
// Detect (the views run outside findSafe), or a match ending at such a
// '=' was masked two bytes too far.
func TestQuotedPrintableLowerHexEscape(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3601))
	for range 3 {
		// the password holds an escaped '=' and a bare one
		pw := randToken(r, tAlnum, 8) + "=3D" + randToken(r, tAlnum, 4) + "=ab" + randToken(r, tAlnum, 6)
		text := "DB_PASSWORD=3D" + pw + " and the rest\n"
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Fatalf("Detect panicked: %v", e)
				}
			}()
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			checkSpans(t, text, ms)
			if i := strings.Index(text, pw); !covered(ms, i, i+len(pw)) {
				t.Errorf("%q not masked: %v", pw, ms)
			}
		}()
	}
	if got := qpWidth("x=ab", 1); got != 1 {
		t.Errorf("qpWidth of a '=' before lower-case hex = %d, want 1", got)
	}
}
