package rules

import "strings"

// quotedPrintable scans again text written in quoted-printable (RFC 2045),
// as mail carries it: "=3D" for '=', "=XX" for a byte outside ASCII or a
// blank at a line's end, and a soft line break ("=" at the end of a line
// of 76) that cuts a token or a URL anywhere. The text and RFC 2047's
// encoded words (=?UTF-8?Q?…?=, '_' for a blank) are decoded, scanned,
// and each match that an escape or a break touches becomes one span per
// line of the text.
func (s *Set) quotedPrintable(text string, out []Match) ([]Match, error) {
	if !strings.Contains(text, "=3D") && !strings.Contains(text, "?Q?") && !strings.Contains(text, "?q?") &&
		!(qpSoftBreaks(text) && containsFold(text, "quoted-printable")) {
		// base64's padding ends lines with "=" too (a WireGuard key): soft
		// breaks alone count where a header names the encoding
		return out, nil
	}
	view, from, ok := qpDecode(text)
	if !ok {
		return out, nil
	}
	inner, err := s.scan(string(view), maxDepth, nil)
	piece := func(k int) (int, int) { return int(from[k]), int(from[k]) + qpWidth(text, int(from[k])) }
	return viewMatches(out, text, inner, "quoted-printable", piece, func(m Match) bool {
		return int(from[m.End])-int(from[m.Start]) == m.End-m.Start // nothing decoded inside: the text's own scan found it
	}), err
}

// viewMatches appends the matches inner found in a decoded view of text,
// each masked where its bytes are written, one span per line (see
// lineSpans; piece(k) is where the view's byte k is written), but those
// skip says the text's own scan found.
func viewMatches(out []Match, text string, inner []Match, encoding string, piece func(k int) (int, int), skip func(Match) bool) []Match {
	for _, m := range inner {
		if skip != nil && skip(m) {
			continue
		}
		lineSpans(text, m.Start, m.End, piece, func(s, e int) {
			out = append(out, Match{RuleID: m.RuleID, Start: s, End: e, Severity: m.Severity, Encoding: encoding, Secret: m.Secret})
		})
	}
	return out
}

// lineSpans emits the spans of text that the pieces lo to hi-1 cover
// (piece(k) is the k-th's start and end, in order), one per line: a
// decoded view's match (hex pairs, escapes) masked where its bytes are
// written, line by line, as a folded token's pieces are.
func lineSpans(text string, lo, hi int, piece func(k int) (int, int), emit func(s, e int)) {
	s, e := piece(lo)
	for k := lo + 1; k < hi; k++ {
		// a view's bytes may share their source (a pasted dash read as
		// "--"): a piece that starts before the last one ends is no gap
		ks, ke := piece(k)
		if ks > e && strings.IndexByte(text[e:ks], '\n') >= 0 {
			emit(s, e)
			s = ks
		}
		e = max(e, ke)
	}
	emit(s, e)
}

// qpSoftBreaks reports two soft line breaks or more ("=" ending a line).
func qpSoftBreaks(text string) bool {
	return qpBreaks(text, "=\n")+qpBreaks(text, "=\r\n") >= 2 // a mail's CRLF too
}

// qpBreaks counts the occurrences of brk in text, up to two.
func qpBreaks(text, brk string) int {
	n := 0
	for i := strings.Index(text, brk); i >= 0 && n < 2; {
		n++
		k := strings.Index(text[i+len(brk):], brk)
		if k < 0 {
			break
		}
		i += len(brk) + k
	}
	return n
}

// qpWidth is the width in text of the byte of the view at i: 3 for an
// escape (=3D), 1 otherwise. It must read escapes as qpDecode does: a '='
// before lower-case hex ("=ab") is kept as it is, and counting it three
// wide made the next byte's span start inside it (lineSpans then sliced
// backwards and panicked).
func qpWidth(text string, i int) int {
	if qpEscape(text, i) {
		return 3
	}
	return 1
}

// qpEscape reports an escape "=XX" at i: two hex digits in capitals, as
// RFC 2045 writes them (a '=' before "ab" is text's, x=ab).
func qpEscape(text string, i int) bool {
	return text[i] == '=' && i+2 < len(text) && qpHexDigit(text[i+1]) && qpHexDigit(text[i+2])
}

// qpHexDigit reports a digit or a capital A to F.
func qpHexDigit(c byte) bool { return isDigit(c) || 'A' <= c && c <= 'F' }

// qpDecode decodes the escapes and soft breaks of text, and '_' inside an
// encoded word. from[k] is the offset in text of the view's byte k, and
// from[len(view)] the text's length. ok is false when nothing was
// decoded.
func qpDecode(text string) (view []byte, from []int32, ok bool) {
	view = make([]byte, 0, len(text))
	from = make([]int32, 0, len(text)+1)
	word := false // inside =?charset?Q?…?=
	// bare: the line so far holds a '=' that is no escape. Quoted-printable
	// writes every '=' of the text as =3D, so such a line is not in it, and
	// the '=' ending it is a value's (base64's padding, PrivateKey = …=),
	// no soft break: "=3D" elsewhere in the text joined it to the next line
	bare := false
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '=' && i+1 < len(text) && text[i+1] == '?' && qpWordStart(text, i):
			word = true
			q := strings.Index(text[i+2:], "?") // the charset's end
			view = append(view, ' ')            // the word's head, "=?UTF-8?Q?", stands for a blank
			from = append(from, int32(i))
			i += 2 + q + 3
			continue
		case word && c == '?' && i+1 < len(text) && text[i+1] == '=':
			word = false // the word's end "?=", no soft break: a blank too
			view = append(view, ' ')
			from = append(from, int32(i))
			i += 2
			continue
		case qpEscape(text, i):
			view = append(view, unhex(text[i+1])<<4|unhex(text[i+2]))
			from = append(from, int32(i))
			i += 3
			ok = true
			continue
		case !bare && c == '=' && (i+1 < len(text) && text[i+1] == '\n' || i+2 < len(text) && text[i+1] == '\r' && text[i+2] == '\n'):
			i += 2 // a soft line break
			if text[i-1] == '\r' {
				i++
			}
			ok = true
			continue
		case word && c == '_':
			view = append(view, ' ')
			from = append(from, int32(i))
			i++
			ok = true
			continue
		}
		switch c {
		case '=':
			bare = true
		case '\n':
			bare = false
		}
		view = append(view, c)
		from = append(from, int32(i))
		i++
	}
	from = append(from, int32(len(text)))
	return view, from, ok
}

// qpWordStart reports RFC 2047's "=?charset?Q?" at i (Q or q).
func qpWordStart(text string, i int) bool {
	q := strings.IndexByte(text[i+2:min(len(text), i+2+40)], '?')
	if q <= 0 || i+2+q+2 >= len(text) {
		return false
	}
	k := i + 2 + q
	return (text[k+1] == 'Q' || text[k+1] == 'q') && text[k+2] == '?'
}
