package rules

// Whatever a rule finds, masking its span must remove the whole
// credential. Two ways a found credential is left partly in clear are
// closed here, after the scan, on the matches of the scanned string:
//
//   - a span that stops inside a token (a rule bounded to 48 characters
//     on a longer token, a '-' the rule's class lacks): the span is
//     carried to the token's end (tokenTail);
//   - a credential made of several values (key id + secret, client id +
//     secret, user + password, several tokens under the same label), of
//     which a rule found one: the credential-named values next to it are
//     masked too, as credential-pair (pairs.go).

// complete applies both completions to ms, the matches of text.
func (s *Set) complete(text string, ms []Match) []Match {
	if len(ms) == 0 {
		return ms
	}
	for i := range ms {
		m := &ms[i]
		if m.Encoding != "" || m.InnerPath != "" || m.Start < 0 || m.End > len(text) || m.Start >= m.End {
			continue // an encoded or nested match already covers its whole run
		}
		if m.RuleID == printedID {
			continue // a command's output ends where its line or the next prompt does
		}
		direct := m.Secret == text[m.Start:m.End]
		m.End = tokenTail(text, m.Start, m.End)
		if direct {
			m.Secret = text[m.Start:m.End]
		}
	}
	return s.rowColumns(text, s.pairs(text, ms))
}

// tokenTail returns the end of the token that the span [start, end) of
// text stops inside: when the bytes on both sides of end belong to one
// token (letters, digits, '_' or '-' followed by a letter or digit), the
// span runs on to the token's end and its base64 '=' padding. A token
// never ends in the middle of a word: what is left is part of it.
func tokenTail(text string, start, end int) int {
	if end >= len(text) || end <= start || !isTokenByte(text[end-1]) {
		return end
	}
	c := text[end]
	if !isAlnum(c) && !((c == '-' || c == '_') && end+1 < len(text) && isAlnum(text[end+1])) {
		return end
	}
	e := end
	for e < len(text) && isTokenByte(text[e]) {
		e++
	}
	// a trailing '-' or '_' ends the token, it is not part of it
	for e > end && (text[e-1] == '-' || text[e-1] == '_') {
		e--
	}
	for e < len(text) && text[e] == '=' && e-end < 64 {
		e++
	}
	return e
}
