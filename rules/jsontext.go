package rules

// This file reads JSON as text: the object around an offset of a string
// that may be cut or hold more than one document, where a parser needs
// the object's bounds first (cloudformation-noecho-default,
// terraform-state-sensitive).

// jsonObjectAround returns the bounds [open, close) of the JSON object
// holding offset i (a member's opening quote), strings skipped both ways,
// reading at most limit bytes each side; open is -1 when there is none.
// A brace inside a string ("AllowedPattern": "^[a-z]{8,64}$") is text.
func jsonObjectAround(text string, i, limit int) (int, int) {
	return jsonObjectAroundFrom(text, i, limit, 0)
}

// jsonObjectAroundFrom is jsonObjectAround reading back no further than
// floor: a caller whose earlier search from floor found no object knows
// that an object holding i opens after it.
func jsonObjectAroundFrom(text string, i, limit, floor int) (int, int) {
	open, depth := -1, 0
	for j := i - 1; j >= floor && i-j <= limit; j-- {
		switch text[j] {
		case '"':
			// the string's opening quote: the previous quote not escaped
			k := j - 1
			for k >= floor && i-k <= limit && (text[k] != '"' || k > 0 && text[k-1] == '\\') {
				k--
			}
			if k < floor || i-k > limit {
				return -1, -1
			}
			j = k
		case '}':
			depth++
		case '{':
			if depth == 0 {
				open = j
			}
			depth--
		}
		if open >= 0 {
			break
		}
	}
	if open < 0 {
		return -1, -1
	}
	depth = 0
	for j := i; j < len(text) && j-i <= limit; j++ {
		switch text[j] {
		case '"':
			q := quoteClose(text, j, limit)
			if q < 0 {
				return -1, -1
			}
			j = q
		case '{':
			depth++
		case '}':
			if depth == 0 {
				return open, j + 1
			}
			depth--
		}
	}
	return -1, -1
}
