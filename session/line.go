package session

import "fmt"

// Kind classifies a physical line.
type Kind uint8

const (
	// KindEntry is a JSON object after the header: a tree entry (v2+) or a
	// legacy v1 record.
	KindEntry Kind = iota
	// KindTitle is the 256-byte title record on the first physical line.
	KindTitle
	// KindHeader is the first logical record when it has type "session".
	KindHeader
	// KindBlank is an empty or whitespace-only line; omp skips it.
	KindBlank
	// KindMalformed is a complete line that is not a JSON object.
	KindMalformed
	// KindPartial is a final line without newline that does not parse: a
	// record cut while being written.
	KindPartial
)

var kindNames = [...]string{"entry", "title", "header", "blank", "malformed", "partial"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Line is one physical line of a session file.
//
// The string fields are read once at parse time with gjson; for lines with
// duplicate keys they reflect the first occurrence, as gjson does. A large
// session has millions of lines, so the struct is kept small (96 bytes;
// TestLineSize): ids are copied off the input into shared chunks (see
// stringTable), the type and role are indexes in tables of omp's values,
// the flags share one word, what only malformed or duplicate-key lines need
// sits behind one pointer, and what only a check needs (the timestamp's
// value) is not kept.
type Line struct {
	Offset int64  // byte offset of Raw in the file (after a BOM on line 1)
	Raw    []byte // exact bytes, without the end-of-line

	ID       string // "id"; empty when absent (legacy v1)
	ParentID string // "parentId" when it is a string

	extra *lineExtra // nil for well-formed lines without duplicate keys

	Num int32 // 1-based line number
	// Index is the position of the line in Session.Entries for KindEntry,
	// else -1.
	Index int32

	Kind      Kind
	eol       eolKind
	typ, role uint8 // indexes in knownTypes and knownRoles (see Type, Role)
	HasID     bool  // "id" is present and a string
	HasParent bool  // "parentId" is present (string or null)
	Stamped   bool  // "timestamp" is a non-empty string
}

// lineExtra holds the fields few lines have.
type lineExtra struct {
	err       string
	dupKeys   []string
	typ, role string // values not in knownTypes and knownRoles
}

// eolKind is a line's end-of-line.
type eolKind uint8

const (
	eolNone eolKind = iota // final line without newline
	eolLF
	eolCRLF
)

var eolText = [...]string{"", "\n", "\r\n"}

// EOL is the line's end-of-line: "\n", "\r\n" or "" (a final line
// without newline).
func (l *Line) EOL() string { return eolText[l.eol] }

// Err says why a malformed or partial line does not parse, or "".
func (l *Line) Err() string {
	if l.extra == nil {
		return ""
	}
	return l.extra.err
}

// DupKeys lists every object key that occurs twice in one object of the
// line, as JSON paths; nil when there is none.
func (l *Line) DupKeys() []string {
	if l.extra == nil {
		return nil
	}
	return l.extra.dupKeys
}

func (l *Line) setErr(err string) { l.ensureExtra().err = err }

func (l *Line) setDupKeys(keys []string) {
	if keys != nil {
		l.ensureExtra().dupKeys = keys
	}
}

// Ref names the line for messages: "id" when it has one, else "line N".
func (l *Line) Ref() string {
	if l.HasID && l.ID != "" {
		return l.ID
	}
	return fmt.Sprintf("line %d", l.Num)
}

// IsRecord reports whether the line holds a parsed JSON object record.
func (l *Line) IsRecord() bool {
	return l.Kind == KindEntry || l.Kind == KindHeader || l.Kind == KindTitle
}

// Len is the size of the line in the file, end-of-line included.
func (l *Line) Len() int { return len(l.Raw) + len(eolText[l.eol]) }
