package redact

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// TitleWidth is the size of omp's title record, end-of-line included.
const TitleWidth = 256

// titleRecord serializes a title record as omp writes it: fields in omp's
// order (type, v, title, source if present, updatedAt, pad).
type titleRecord struct {
	source    gjson.Result
	updatedAt string
}

func newTitleRecord(raw []byte) titleRecord {
	r := gjson.GetManyBytes(raw, "source", "updatedAt")
	return titleRecord{source: r[0], updatedAt: r[1].Str}
}

func (t titleRecord) build(title string, pad int) []byte {
	b := []byte(`{"type":"title","v":1,"title":`)
	b = session.AppendString(b, title)
	if t.source.Exists() {
		b = append(b, `,"source":`...)
		b = session.AppendString(b, t.source.Str)
	}
	b = append(b, `,"updatedAt":`...)
	b = session.AppendString(b, t.updatedAt)
	b = append(b, `,"pad":"`...)
	b = append(b, strings.Repeat(" ", pad)...)
	return append(b, `"}`...)
}

// repadTitle rewrites an edited title record to exactly TitleWidth bytes
// with its end-of-line (eol bytes), as omp writes it: pad of ASCII spaces,
// and the title cut to the longest prefix in code points that fits.
func repadTitle(raw []byte, eol int) ([]byte, error) {
	rec := newTitleRecord(raw)
	title := gjson.GetBytes(raw, "title").Str
	budget := TitleWidth - eol
	if len(rec.build(title, 0)) > budget {
		runes := []rune(title)
		lo, hi := 0, len(runes)
		for lo < hi { // longest prefix that fits
			mid := (lo + hi + 1) / 2
			if len(rec.build(string(runes[:mid]), 0)) <= budget {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		title = string(runes[:lo])
		if !utf8.ValidString(title) {
			return nil, fmt.Errorf("title record: invalid UTF-8 after cut")
		}
	}
	n := len(rec.build(title, 0))
	if n > budget {
		return nil, fmt.Errorf("title record cannot fit in %d bytes", TitleWidth)
	}
	return rec.build(title, budget-n), nil
}

// slotIsFull reports whether the slot's title may have been cut to fit:
// the next code point (at most 6 escaped bytes: omp cleans control
// characters out of titles, so 4 in practice) might not have fitted.
func slotIsFull(l *session.Line, title string) bool {
	n := len(newTitleRecord(l.Raw).build(title, 0))
	return TitleWidth-len(l.EOL())-n < 6
}

// titleSource is a record that holds the full text of a title: a
// title_change entry or the header.
type titleSource struct {
	line  int // index in s.Lines
	title gjson.Result
}

// titleSourceOf returns the latest record whose title is longer than the
// slot's title and begins with it: omp cuts only the slot (a rename
// writes the full title to its title_change entry, and a full rewrite to
// the header), so that record holds what the slot was cut from.
// title_change entries are tried from the last one, then the header
// (which a rename in place leaves holding an older title). complete is
// set instead when that record holds exactly the slot's title: the slot
// was not cut.
func titleSourceOf(s *session.Session, slot string) (src titleSource, found, complete bool) {
	try := func(l *session.Line) bool {
		t := gjson.GetBytes(l.Raw, "title")
		switch {
		case t.Type != gjson.String || !strings.HasPrefix(t.Str, slot):
			return false
		case t.Str == slot:
			complete = true
		default:
			src, found = titleSource{int(l.Num - 1), t}, true
		}
		return true
	}
	for k := len(s.Entries) - 1; k >= 0; k-- {
		if l := s.Entries[k]; l.Type() == "title_change" && try(l) {
			return
		}
	}
	if s.Header != nil {
		try(s.Header)
	}
	return
}

// TruncatedTokenRule is the rule id of a title slot that ends inside a
// token-like run with no record holding the rest of it: what is left of a
// secret the slot's cut at 256 bytes split, which no detector can
// recognize any more.
const TruncatedTokenRule = "truncated-token"

// minCutRun is the shortest token-like run at the end of a cut slot that
// is taken for the prefix of a secret.
const minCutRun = 8

// cutTitleMatches returns the findings of a slot title that was cut from
// a longer title (see titleSourceOf) inside a secret: the secrets of the
// full title that the cut crosses, clipped to the slot (same rule and
// fingerprint as in the full title). With no record holding the full
// title, a slot that ends inside a token-like run gets a truncated-token
// match (see suspectCutTitle).
func (e *Engine) cutTitleMatches(s *session.Session, l *session.Line, title string) []rules.Match {
	if title == "" {
		return nil
	}
	src, found, complete := titleSourceOf(s, title)
	switch {
	case complete:
		return nil
	case !found:
		if m, ok := suspectCutTitle(s, l, title); ok {
			return []rules.Match{m}
		}
		return nil
	}
	ms, _ := e.detect(src.title.Str) // errors are reported on the record itself
	var out []rules.Match
	for _, m := range ms {
		if m.Start < len(title) && m.End > len(title) {
			out = append(out, rules.Match{RuleID: m.RuleID, Start: m.Start, End: len(title), Severity: m.Severity, Secret: m.Secret})
		}
	}
	return out
}

// suspectCutTitle returns a match over the token-like run that ends the
// slot's title when the slot was cut to fit and no title_change entry or
// header holds the full title (that full text is scanned instead, and the
// slot is rebuilt from it: see planTitleSlot).
func suspectCutTitle(s *session.Session, l *session.Line, title string) (rules.Match, bool) {
	if title == "" || !slotIsFull(l, title) {
		return rules.Match{}, false
	}
	if _, found, complete := titleSourceOf(s, title); found || complete {
		return rules.Match{}, false // the full title is scanned instead
	}
	start := cutRunStart(title)
	run := title[start:]
	if !tokenLike(run) || overlapsAny(start, len(title), tokenSpans(title)) {
		return rules.Match{}, false
	}
	return rules.Match{RuleID: TruncatedTokenRule, Start: start, End: len(title), Severity: rules.SeverityHigh, Secret: run}, true
}

// DisplayTitle is a title fit to print: when it is a slot's title that
// may have been cut (cut set) and ends inside a token-like run, the run —
// perhaps the start of a secret no detector recognizes any more — becomes
// a truncated-token token. Detectors still run on the result (scrub).
func DisplayTitle(title string, cut bool) string {
	if !cut {
		return title
	}
	start := cutRunStart(title)
	if !tokenLike(title[start:]) || overlapsAny(start, len(title), tokenSpans(title)) {
		return title
	}
	return title[:start] + maskToken(TruncatedTokenRule)
}

// cutRunStart is where the run of token characters that ends title starts.
func cutRunStart(title string) int {
	start := len(title)
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(title[:start])
		if !tokenRune(r) {
			break
		}
		start -= size
	}
	return start
}

func tokenRune(r rune) bool {
	return r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("_-+/=", r))
}

// tokenLike: long enough, and mixing letters with digits (or both cases
// in a long run), as keys and tokens do and words rarely do.
func tokenLike(run string) bool {
	if len(run) < minCutRun {
		return false
	}
	var letter, digit, upper, lower bool
	for _, r := range run {
		switch {
		case unicode.IsDigit(r):
			digit = true
		case unicode.IsUpper(r):
			letter, upper = true, true
		case unicode.IsLower(r):
			letter, lower = true, true
		}
	}
	return (letter && digit) || (upper && lower && len(run) >= 2*minCutRun)
}

// planTitleSlot rebuilds a cut title slot from the redacted full title.
// The slot may hold a prefix of the latest title cut at 256 bytes, and a
// secret cut in half there matches no rule: when the record holding the
// full title (see titleSourceOf) has a finding that starts inside the
// slot's part of it, the slot's title becomes that title redacted (and cut
// again to fit).
func (p *Plan) planTitleSlot() {
	t := p.s.Title
	if t == nil {
		return
	}
	st := gjson.GetBytes(t.Raw, "title")
	if st.Type != gjson.String || st.Str == "" {
		return
	}
	src, found, _ := titleSourceOf(p.s, st.Str)
	if !found || !p.findingBefore(src, len(st.Str)) {
		return // the slot holds no part of a secret of the full title
	}
	newTitle, changed := p.redactedTitle(src)
	if !changed {
		return
	}
	ti := int(t.Num) - 1
	te := p.edit(ti)
	sStart, sEnd := st.Index, st.Index+len(st.Raw)
	kept := te.splices[:0]
	for _, sp := range te.splices {
		if sp.end <= sStart || sp.start >= sEnd {
			kept = append(kept, sp)
		}
	}
	te.splices = append(kept, splice{sStart, sEnd, session.AppendString(nil, newTitle)})
	what := "the header"
	if p.s.Lines[src.line].Type() == "title_change" {
		what = "the latest title_change entry"
	}
	p.change(ti, "title", "title", "", "rebuilt from the redacted title of "+what+" (the slot holds a prefix of it)")
}

// findingBefore says whether a finding in the title of src starts before
// offset n: a slot holding the first n bytes holds part of it.
func (p *Plan) findingBefore(src titleSource, n int) bool {
	num := int(p.s.Lines[src.line].Num)
	for _, f := range p.File.Findings {
		if f.Line == num && f.Path == "title" && f.Start < n {
			return true
		}
	}
	return false
}

// redactedTitle is the title of src as the plan leaves it: its own edits
// (mask, hash, blank) when it keeps its text, else every finding in it
// masked (its entry is dropped or blanked some other way).
func (p *Plan) redactedTitle(src titleSource) (string, bool) {
	start, end := src.title.Index, src.title.Index+len(src.title.Raw)
	l := p.s.Lines[src.line]
	if le := p.edits[src.line]; le != nil && le.replace == nil && !le.remove {
		var inside []splice
		for _, sp := range le.splices {
			if sp.start >= start && sp.end <= end {
				inside = append(inside, splice{sp.start - start, sp.end - start, sp.with})
			}
		}
		if len(inside) > 0 {
			return session.DecodeString(applySplices(l.Raw[start:end], inside)), true
		}
	}
	var b strings.Builder
	pos := 0
	for _, f := range p.File.Findings {
		if f.Line != int(l.Num) || f.Path != "title" || f.Start < pos || f.End > len(src.title.Str) {
			continue
		}
		b.WriteString(src.title.Str[pos:f.Start])
		b.WriteString(maskToken(f.RuleID))
		pos = f.End
	}
	if pos == 0 {
		return "", false
	}
	b.WriteString(src.title.Str[pos:])
	return b.String(), true
}
