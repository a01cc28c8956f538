package policy

import (
	"cmp"
	"slices"
	"strings"
)

// Error is one problem in a policy file: where, which field, what.
type Error struct {
	Pos   Pos
	Field string // dotted field path, e.g. rules[1].when.tool
	Msg   string
}

// Error renders "file:line:col: field: message".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ErrorList is every problem found while loading a policy, sorted by
// position. Load returns all of them at once, so a user fixes a file in one
// pass instead of one error per run.
type ErrorList []*Error

// Error renders one problem per line.
func (l ErrorList) Error() string {
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

func (l *ErrorList) add(p Pos, field, msg string) {
	*l = append(*l, &Error{Pos: p, Field: field, Msg: msg})
}

// sort orders the list by file, line, column, field and message and drops
// exact duplicates (a base file reached twice reports its problems once).
func (l *ErrorList) sort() {
	slices.SortStableFunc(*l, func(a, b *Error) int {
		return cmp.Or(
			cmp.Compare(a.Pos.File, b.Pos.File),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col),
			cmp.Compare(a.Field, b.Field),
			cmp.Compare(a.Msg, b.Msg))
	})
	*l = slices.CompactFunc(*l, func(a, b *Error) bool { return *a == *b })
}

// err returns the list as an error, or nil when it is empty.
func (l ErrorList) err() error {
	if len(l) == 0 {
		return nil
	}
	l.sort()
	return l
}
