package review

import (
	"github.com/omp-redact/omp-redact/redact"
	"sort"
	"strings"
	"unicode/utf8"
)

const tokenPrefix = redact.TokenPrefix

// Segment is a piece of output text; Mark is set on a redaction token.
type Segment struct {
	Text string
	Mark bool
}

type span struct{ start, end int }

// tokenSpans returns the byte spans of the redaction tokens in s.
func tokenSpans(s string) []span {
	var out []span
	for _, sp := range redact.TokenSpans(s) {
		out = append(out, span{sp[0], sp[1]})
	}
	return out
}

// ellipsis joins the windows of an excerpt.
const ellipsis = " … "

// excerpt cuts s to about limit bytes for display: the whole string when it
// fits, else its start (with head: half the limit, or all of it when s has
// no token; without: window bytes when s has no token) and a window of `window` bytes either side of each redaction token, as
// many as fit (at least one), so that the edits stay visible in a long
// string. Tokens are marked. Cuts fall on rune boundaries.
//
// focus adds spans to show that are not tokens (an edited region found by
// comparing with the input, such as an anonymized path).
func excerpt(s string, limit, window int, head bool, focus ...span) []Segment {
	if len(s) <= limit {
		return mark(s, 0, len(s))
	}
	spans := append(tokenSpans(s), focus...)
	sort.Slice(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	// Ranges to show: the head, then one around each token.
	var rs []span
	switch {
	case head && len(spans) == 0:
		rs = append(rs, span{0, limit}) // nothing to point at: read the start
	case head:
		rs = append(rs, span{0, max(window, limit/2)})
	case len(spans) == 0:
		rs = append(rs, span{0, min(window, len(s))})
	}
	for _, sp := range spans {
		rs = append(rs, span{max0(sp.start - window), min(sp.end+window, len(s))})
	}
	// Merge overlapping ranges, in order (the head comes first).
	var merged []span
	for _, r := range rs {
		if n := len(merged); n > 0 && r.start <= merged[n-1].end {
			merged[n-1].end = max(merged[n-1].end, r.end)
			continue
		}
		merged = append(merged, r)
	}
	var out []Segment
	budget, shown := limit, 0
	marked := false // a range with a token or focus span was shown
	for _, r := range merged {
		r.start, r.end = runeStart(s, r.start), runeStart(s, r.end)
		// Past the budget, stop, but never before one edit is shown.
		if r.end-r.start > budget && len(out) > 0 && (marked || len(spans) == 0) {
			break
		}
		for _, sp := range spans {
			if sp.start < r.end && sp.end >= r.start {
				marked = true
			}
		}
		switch {
		case len(out) > 0:
			out = append(out, Segment{Text: ellipsis})
		case r.start > 0:
			out = append(out, Segment{Text: "…"})
		}
		out = append(out, mark(s, r.start, r.end)...)
		budget -= r.end - r.start
		shown = r.end
	}
	if shown < len(s) {
		out = append(out, Segment{Text: "…"})
	}
	return out
}

// mark splits s[start:end] into plain text and marked tokens; a token cut
// by the range is marked as far as it is shown.
func mark(s string, start, end int) []Segment {
	var out []Segment
	pos := start
	for _, sp := range tokenSpans(s) {
		if sp.end <= start || sp.start >= end {
			continue
		}
		a, b := max(sp.start, start), min(sp.end, end)
		if a > pos {
			out = append(out, Segment{Text: s[pos:a]})
		}
		out = append(out, Segment{Text: s[a:b], Mark: true})
		pos = b
	}
	if pos < end {
		out = append(out, Segment{Text: s[pos:end]})
	}
	return out
}

// runeStart moves i back to the start of the rune it falls in.
func runeStart(s string, i int) int {
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

func max0(i int) int { return max(i, 0) }

// plain joins segments into one string.
func plain(segs []Segment) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(s.Text)
	}
	return b.String()
}

// edited is the region of out that differs from in (their common prefix
// and suffix removed), as at most two spans: the region when it is short,
// else its two ends, so that a window around them stays small. Nothing of
// in is kept; in only says where out changed.
func edited(in, out string, window int) []span {
	p := 0
	for p < len(in) && p < len(out) && in[p] == out[p] {
		p++
	}
	q := 0
	for q < len(in)-p && q < len(out)-p && in[len(in)-1-q] == out[len(out)-1-q] {
		q++
	}
	end := len(out) - q
	if p >= end {
		if p == len(out) && len(in) == len(out) {
			return nil // identical
		}
		return []span{{p, p}} // a pure deletion at p
	}
	if end-p <= 2*window {
		return []span{{p, end}}
	}
	return []span{{p, p}, {end, end}}
}
