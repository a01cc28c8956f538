package rules

import (
	"errors"
	"strings"
)

// maxChunks bounds the chunks read of one body: a token response or a
// page's first screen, not a download.
const maxChunks = 256

// chunkedBodies scans again the bodies of HTTP/1.1 responses sent with
// "Transfer-Encoding: chunked" as a raw client prints them (curl --raw,
// nc, openssl s_client, a proxy's dump): each chunk follows a line
// holding its size in hex, so a size line can fall inside a token and
// cut it in two (`{"access_token":"eyJ…` then `16e` then the rest). The
// body's chunks are joined without their size lines, scanned, and each
// match that a size line cut becomes one span per piece of the text.
// The sizes are not checked against the chunks: a terminal's copy turns
// CRLF into LF, and examples are written by hand.
func (s *Set) chunkedBodies(text string, out []Match) ([]Match, error) {
	if !strings.Contains(text, "hunked") {
		return out, nil // chunked, Chunked: one pass over text (CHUNKED is seldom written)
	}
	var err error
	direct := out[:len(out):len(out)] // the text's own scan's matches
	for at := 0; at < len(text); {
		h := chunkedHeader(text, at)
		if h < 0 {
			break
		}
		view, from, end, ok := chunkedView(text, h)
		at = max(end, h+1)
		if !ok {
			continue
		}
		inner, ierr := s.scan(string(view), maxDepth, nil)
		err = errors.Join(err, ierr)
		piece := func(k int) (int, int) { return int(from[k]), int(from[k]) + 1 }
		out = viewMatches(out, text, inner, "http-chunked", piece, func(m Match) bool {
			// inside one chunk and found by the text's own scan; a value
			// whole in its chunk but named in the one before (api_se |
			// cret) is the view's to find
			s, e := int(from[m.Start]), int(from[m.End-1])+1
			return e-s == m.End-m.Start && coveredBy(direct, s, e)
		})
	}
	return out, err
}

// chunkedHeader returns the offset after the header line that names
// the chunked transfer coding, at or after at, or -1.
func chunkedHeader(text string, at int) int {
	const name = "transfer-encoding:"
	// the next "ncoding:" and "NCODING:", each found once: a search from
	// every hit to the text's end made a long line quadratic
	lo, up := nextIndex(text, at, "ncoding:"), nextIndex(text, at, "NCODING:")
	for {
		k := min(lo, up)
		if k >= len(text) {
			return -1
		}
		i := k + len("ncoding:")
		// the header's value is short: read at most 256 bytes of it
		le := lineEnd(text[:min(len(text), i+256)], i)
		if i >= len(name) && strings.EqualFold(text[i-len(name):i], name) && containsFold(text[i:le], "chunked") {
			return lineEnd(text, i)
		}
		if lo == k {
			lo = nextIndex(text, i, "ncoding:")
		}
		if up == k {
			up = nextIndex(text, i, "NCODING:")
		}
	}
}

// nextIndex is the index of the first sub at or after i, or len(text).
func nextIndex(text string, i int, sub string) int {
	if i >= len(text) {
		return len(text)
	}
	if k := strings.Index(text[i:], sub); k >= 0 {
		return i + k
	}
	return len(text)
}

// chunkedView joins the chunks of the body that follows the header line
// ending at h: the other headers, a blank line, then size lines and
// chunks up to the last chunk ("0") or a line that cannot go on. from[k]
// is the offset in text of the view's byte k. end is where reading
// stopped; ok is false when no body of two chunks or more was read.
func chunkedView(text string, h int) (view []byte, from []int32, end int, ok bool) {
	// the header block ends at a blank line
	i := h
	for {
		if i >= len(text) {
			return nil, nil, i, false
		}
		ls := i + 1
		le := lineEnd(text, ls)
		// the blank line, or curl -v's "< " that ends the headers it
		// prints after "< "
		if t := strings.TrimRight(text[ls:le], "\r "); t == "" || t == "<" {
			i = le
			break
		}
		if le-ls > 8<<10 {
			return nil, nil, le, false // no header line is that long
		}
		i = le
	}
	sizes := 0
	for i < len(text) && sizes < maxChunks {
		ls := i + 1
		le := lineEnd(text, ls)
		if !chunkSizeLine(text[ls:le]) {
			break
		}
		sizes++
		if strings.TrimLeft(strings.TrimRight(text[ls:le], "\r"), "0") == "" {
			i = le // the last chunk
			break
		}
		// the chunk: every line up to the next size line
		ds := le + 1
		if ds > len(text) {
			break
		}
		de := lineEnd(text, ds)
		for de < len(text) {
			ne := lineEnd(text, de+1)
			if chunkSizeLine(text[de+1 : ne]) {
				break
			}
			de = ne
		}
		d := strings.TrimSuffix(text[ds:de], "\r")
		for k := 0; k < len(d); k++ {
			view = append(view, d[k])
			from = append(from, int32(ds+k))
		}
		i = de
	}
	if sizes < 2 || len(view) == 0 {
		return nil, nil, i, false
	}
	from = append(from, int32(i))
	return view, from, i, true
}

// chunkSizeLine reports a chunk's size line: one to eight hex digits, a
// chunk extension maybe (";name=value"), a CR maybe.
func chunkSizeLine(l string) bool {
	l = strings.TrimSuffix(l, "\r")
	if k := strings.IndexByte(l, ';'); k > 0 {
		l = l[:k]
	}
	if len(l) == 0 || len(l) > 8 {
		return false
	}
	for i := 0; i < len(l); i++ {
		if !isHex(l[i]) {
			return false
		}
	}
	return true
}

// coveredBy reports whether one of ms covers text[s:e].
func coveredBy(ms []Match, s, e int) bool {
	for _, m := range ms {
		if m.Start <= s && e <= m.End {
			return true
		}
	}
	return false
}
