package rules

import "strings"

// containsWindow is the size from which Contains decodes a text in
// windows rather than whole: its views are built in two pooled buffers
// the size of the text, 220 MB for a 110 MB tool output.
const containsWindow = 4 << 20

// maxEncoding bounds how many bytes of text one byte of a secret can take
// in the forms the views decode: a \uXXXX surrogate pair is 12 bytes for
// a 4-byte rune.
const maxEncoding = 12

// viewQuiet is how many bytes before a window's start hold no byte that
// starts an escape or a fold ('\\', '%', line breaks), the last of them
// not a blank: no escape (at most 12 bytes) crosses the start and no fold
// is open there, so the window decodes from its start exactly as the
// whole text does there, at every depth.
const viewQuiet = 16

// containsWindows searches the views of a long text window by window (the
// caller searches the text itself whole: no copy is needed for that). Windows start at
// quiet points (see viewQuiet) and overlap by the longest encoding of a
// known secret, so every copy lies whole in a window that decodes it as
// the whole text would. ok is false when the text has no quiet point to
// cut at; the caller then decodes it whole.
func (k *KnownSecrets) containsWindows(text string) (found, ok bool) {
	over := maxEncoding*k.longest() + 4096
	if over >= containsWindow {
		return false, false
	}
	var starts []int
	for s := 0; s < len(text); {
		starts = append(starts, s)
		next := quietPoint(text, s+containsWindow, s+2*containsWindow)
		if next < 0 {
			if s+2*containsWindow < len(text) {
				return false, false
			}
			break
		}
		s = next
	}
	for i, s := range starts {
		end := len(text)
		if i+1 < len(starts) {
			end = min(len(text), starts[i+1]+over+viewQuiet)
		}
		if k.inViewsOf(text[s:end]) {
			return true, true
		}
	}
	return false, true
}

// quietPoint returns the first position p in [from, limit) with viewQuiet
// quiet bytes before it, -1 when there is none (or text ends first).
func quietPoint(text string, from, limit int) int {
	run := 0
	for p := from - viewQuiet; p < min(limit, len(text)); p++ {
		if p < 0 {
			continue
		}
		if strings.IndexByte("\\%\n\r", text[p]) >= 0 {
			run = 0
			continue
		}
		if run++; run >= viewQuiet && p+1 >= from && text[p] != ' ' && text[p] != '\t' {
			return p + 1
		}
	}
	return -1
}

// longest is the length of the longest known secret, here or in a parent.
func (k *KnownSecrets) longest() int {
	n := 0
	for ; k != nil; k = k.parent {
		n = max(n, k.maxLen)
	}
	return n
}
