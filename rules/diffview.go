package rules

import (
	"strconv"
	"strings"
	"unsafe"
)

// diffView returns view with the '+' or '-' that starts each changed line
// of a unified diff's hunks replaced by a blank, or view itself when text
// holds no hunk. Rules anchored at a line's start (requirepass v, a
// passwd line, KEY=v in an env file) then read an added or removed line
// as the file's own; the blank reads as one more space of indentation.
// Offsets are unchanged. A hunk is its header's counts of lines (@@
// -a,b +c,d @@); a header without counts runs to the first line that is
// no hunk's. Headers ("+++ b/f", "--- a/f") and the text after a hunk (a
// key pasted under the diff, "-----BEGIN …") are left alone.
func diffView(text, view string) string {
	h := strings.Index(text, "@@ -")
	if h < 0 || h > 0 && text[h-1] != '\n' {
		if h = strings.Index(text, "\n@@ -"); h < 0 {
			return view
		}
		h++
	}
	var b []byte
	blank := func(i int) {
		if b == nil {
			b = []byte(view)
		}
		b[i] = ' '
	}
	for ls := h; ls < len(text); {
		le := lineEnd(text, ls)
		if !strings.HasPrefix(text[ls:], "@@ -") {
			ls = le + 1
			continue
		}
		oldN, newN, counted := hunkCounts(text[ls:le])
		for ls = le + 1; ls < len(text) && (!counted || oldN > 0 || newN > 0); ls = le + 1 {
			le = lineEnd(text, ls)
			c := byte(' ') // an empty line: a context line whose blank a copy dropped
			if le > ls && text[ls] != '\r' {
				c = text[ls] // (a CRLF's '\r' alone is an empty line too)
			}
			header := strings.HasPrefix(text[ls:], "+++ ") || strings.HasPrefix(text[ls:], "--- ")
			switch {
			case c == ' ':
				oldN--
				newN--
				continue
			case c == '\\': // \ No newline at end of file
				continue
			case (c == '+' || c == '-') && (counted || !header):
				if c == '-' {
					oldN--
				} else {
					newN--
				}
				if le > ls+1 {
					blank(ls)
				}
				continue
			}
			break // no hunk's line: the hunk ends before it
		}
	}
	if b == nil {
		return view
	}
	return unsafe.String(&b[0], len(b)) // b is never written again
}

// hunkCounts reads the line counts of a hunk's header, @@ -a,b +c,d @@ (a
// count left out is 1), and reports whether it could.
func hunkCounts(header string) (oldN, newN int, ok bool) {
	f := strings.Fields(header)
	if len(f) < 4 || f[0] != "@@" || f[3] != "@@" || !strings.HasPrefix(f[1], "-") || !strings.HasPrefix(f[2], "+") {
		return 0, 0, false
	}
	count := func(r string) (int, bool) {
		_, n, found := strings.Cut(r[1:], ",")
		if !found {
			return 1, isDigits(r[1:]) && len(r) > 1
		}
		v, err := strconv.Atoi(n)
		return v, err == nil && v >= 0
	}
	oldN, ok1 := count(f[1])
	newN, ok2 := count(f[2])
	return oldN, newN, ok1 && ok2
}
