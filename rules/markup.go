package rules

import (
	"errors"
	"strings"
)

// This file reads a credential written in HTML or XML with inline markup
// between its name and its value, as pages, HTML mail, Confluence's
// storage format, Teams messages and office documents' XML write them:
// "<b>Password:</b> v", "Password: <code>v</code>", "Root-Kennwort:
// <text:span …>v</text:span>". The rules that read a name and the value
// after it (markupRules) run again on a view of the text without its
// tags; a match there that is a run of the text's own bytes, no tag
// inside it, is reported at its place in the text. The other rules read
// markup as markup (xml-tag, field-pair, a table's cells) and do not run
// on the view.

// markupRules are the rules run on the view without tags.
var markupRules = []string{nearID, localizedID, "secret-assignment"}

// maxTag bounds the length of a tag removed in the view.
const maxTag = 256

// tagView returns text without its tags (a '<' then a letter, '/', '!'
// or '?', up to the next '>' on the line) and, for each byte of the
// view, its offset in text; ok is false when text has no tag.
func tagView(text string) (view string, from []int32, ok bool) {
	var b strings.Builder
	last := 0
	for i := 0; i < len(text); i++ {
		if text[i] != '<' || i+1 >= len(text) {
			continue
		}
		if c := text[i+1]; !isUpper(c) && !isLower(c) && c != '/' && c != '!' && c != '?' {
			continue
		}
		lim := min(len(text), i+maxTag)
		j := i + 1
		for j < lim && text[j] != '>' && text[j] != '<' && text[j] != '\n' {
			j++
		}
		if j >= lim || text[j] != '>' {
			continue
		}
		if !ok {
			b.Grow(len(text))
			from = make([]int32, 0, len(text))
			ok = true
		}
		b.WriteString(text[last:i])
		for k := last; k < i; k++ {
			from = append(from, int32(k))
		}
		if breakTag(text[i+1 : j]) {
			// a line or a block ends at <br>, </p>, </div>…: the view
			// breaks the line there, or the text on either side would
			// read as one word (v<br>login → "vlogin")
			b.WriteByte('\n')
			from = append(from, int32(i))
		}
		last = j + 1
		i = j
	}
	if !ok {
		return text, nil, false
	}
	b.WriteString(text[last:])
	for k := last; k < len(text); k++ {
		from = append(from, int32(k))
	}
	return b.String(), from, true
}

// markup appends the matches of markupRules in the view of text without
// its tags (see tagView) that are runs of text's own bytes.
func (s *Set) markup(text string, out []Match) ([]Match, error) {
	if len(s.markupDets) == 0 || !strings.Contains(text, "</") {
		return out, nil
	}
	view, from, ok := tagView(text)
	if !ok {
		return out, nil
	}
	hits := make([][]int, len(s.markupDets))
	s.kw.find(view, func(pos int, keyword int32) {
		for _, d := range s.kwDets[keyword] {
			for k, md := range s.markupDets {
				if md == d {
					hits[k] = append(hits[k], pos)
				}
			}
		}
	})
	var errs []error
	for k, d := range s.markupDets {
		_, script := s.dets[d].(scriptDetector)
		if len(hits[k]) == 0 && !script {
			continue
		}
		h := hits[k]
		if h == nil {
			h = noHits
		}
		info := s.dets[d].info()
		ms, err := findSafe(s.dets[d], view, h, nil)
		if err != nil {
			errs = append(errs, err)
		}
		for _, m := range ms {
			if m.Start >= m.End || m.End > len(from) {
				continue
			}
			st, en := int(from[m.Start]), int(from[m.End-1])+1
			if en-st != m.End-m.Start || text[st:en] != view[m.Start:m.End] {
				continue // a tag inside the match: not one run of the text
			}
			m.Start, m.End, m.Secret, m.Severity = st, en, text[st:en], info.Severity
			out = append(out, dropBenign(text, []Match{m})...)
		}
	}
	return out, errors.Join(errs...)
}

// breakTag reports a tag (its text between '<' and '>') that ends a line
// or a block: br, p, div, li, tr, td, th, h1–h6, and their closing tags.
func breakTag(tag string) bool {
	tag = strings.TrimPrefix(tag, "/")
	n := 0
	for n < len(tag) && (isLower(tag[n]) || isUpper(tag[n]) || isDigit(tag[n])) {
		n++
	}
	switch strings.ToLower(tag[:n]) {
	case "br", "p", "div", "li", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "pre":
		return true
	}
	return false
}
