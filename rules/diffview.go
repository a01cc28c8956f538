package rules

import (
	"strings"
	"unsafe"
)

// diffView returns view with the '+' or '-' that starts each changed line
// of a unified diff's hunks replaced by a blank, or view itself when text
// holds no hunk. Rules anchored at a line's start (requirepass v, a
// passwd line, KEY=v in an env file) then read an added or removed line
// as the file's own; the blank reads as one more space of indentation.
// Offsets are unchanged. Headers ("+++ b/f", "--- a/f") and lines
// outside a hunk are left alone.
func diffView(text, view string) string {
	h := strings.Index(text, "@@ -")
	if h < 0 || h > 0 && text[h-1] != '\n' {
		if h = strings.Index(text, "\n@@ -"); h < 0 {
			return view
		}
		h++
	}
	var b []byte
	for ls := h; ls < len(text); {
		le := lineEnd(text, ls)
		if c := text[ls]; (c == '+' || c == '-') && !strings.HasPrefix(text[ls:], "+++ ") && !strings.HasPrefix(text[ls:], "--- ") && le > ls+1 {
			if b == nil {
				b = []byte(view)
			}
			b[ls] = ' '
		}
		ls = le + 1
	}
	if b == nil {
		return view
	}
	return unsafe.String(&b[0], len(b)) // b is never written again
}
