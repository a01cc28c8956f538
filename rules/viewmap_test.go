package rules

import (
	"strings"
	"testing"
)

// TestViewMapSpans checks every byte of views of escaped, percent-encoded
// and folded text against the text it maps back to: a plain byte is the
// text byte at its offset, a decoded one spans a whole escape, the spans
// never go backwards, and the map is a few segments, not one per byte.
func TestViewMapSpans(t *testing.T) {
	texts := []string{
		`plain text with nothing to decode\n`,
		`a\u0041b\x42c%43d\n  e \` + "\n" + `   f\"g\\h\u00e9\ud83d\ude00i`,
		"abc \\\n   def\n\tghi\r\nj",
		strings.Repeat(`line of tool output with a \"quote\" and a break\n`, 2000),
	}
	for _, text := range texts {
		view, vm := viewOf(text, true)
		if view == text {
			if strings.ContainsAny(text, `\%`+"\n") {
				t.Errorf("%.30q: not decoded", text)
			}
			continue
		}
		lastFrom := -1
		for i := range len(view) {
			from, to := vm.span(i)
			if from < lastFrom || to <= from || to > len(text) {
				t.Fatalf("%.30q: byte %d maps to [%d,%d) after %d", text, i, from, to, lastFrom)
			}
			lastFrom = from
			switch {
			case to-from == 1 && text[from] != view[i]:
				t.Fatalf("%.30q: plain byte %d is %q, text has %q", text, i, view[i], text[from])
			case to-from > 1:
				if n, _ := escapeAt(text, from); text[from] == '\\' && n != to-from {
					t.Fatalf("%.30q: byte %d maps to %q, not one escape", text, i, text[from:to])
				}
			}
		}
		if len(text) > 10000 && len(vm)*8 > len(text) {
			t.Errorf("%d segments for %d bytes of text", len(vm), len(text))
		}
	}
}
