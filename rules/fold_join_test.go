package rules

// coveredPieces reports whether the matches cover every byte of
// text[start:end] but the line breaks of its folds (with a continuation
// backslash before and the indentation after them), and none of those:
// a folded secret is masked piece by piece, the line structure stays.
func coveredPieces(ms []Match, text string, start, end int) bool {
	for i := start; i < end; i++ {
		in := false
		for _, m := range ms {
			if m.Start <= i && i < m.End {
				in = true
				break
			}
		}
		if in == foldGapByte(text, i) {
			return false
		}
	}
	return true
}

// foldGapByte reports whether text[i] belongs to a line break: '\r',
// '\n', a backslash right before them, or a blank after one.
func foldGapByte(text string, i int) bool {
	switch c := text[i]; c {
	case '\n', '\r':
		return true
	case '\\':
		return i+1 < len(text) && (text[i+1] == '\n' || text[i+1] == '\r')
	case ' ', '\t':
		for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
			i--
		}
		return i > 0 && text[i-1] == '\n'
	}
	return false
}
