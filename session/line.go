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
// session has millions of lines, so the struct is kept small (176 bytes;
// TestLineSize): the strings alias the input, the flags share one word, and
// what only a check needs (the timestamp's value) is not kept.
type Line struct {
	Num    int    // 1-based line number
	Offset int64  // byte offset of Raw in the file (after a BOM on line 1)
	Raw    []byte // exact bytes, without the end-of-line
	EOL    string // "\n", "\r\n" or "" (final line without newline)
	Err    string // why a malformed or partial line does not parse

	Kind      Kind
	HasID     bool // "id" is present and a string
	HasParent bool // "parentId" is present (string or null)
	Stamped   bool // "timestamp" is a non-empty string

	Type     string // "type" of a title, header or entry
	ID       string // "id"; empty when absent (legacy v1)
	ParentID string // "parentId" when it is a string
	Role     string // "message.role" for type "message"
	DupKeys  []string

	// Index is the position of the line in Session.Entries for KindEntry,
	// else -1.
	Index int
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
func (l *Line) Len() int { return len(l.Raw) + len(l.EOL) }
