package session

import (
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
)

// frame is one open object or array during a scan.
type frame struct {
	obj       bool
	expectKey bool
	key       []byte // raw encoded key (with quotes) of the current member
	index     int    // current element index in an array
	keys      [][]byte
}

// Leaf is a string value met by [Walk]. It is only valid during the
// callback; call [Leaf.Path] or copy what you need to keep.
type Leaf struct {
	// Start and End delimit the encoded string, quotes included, in the
	// line: line[Start:End] is the JSON string literal.
	Start, End int
	// Escaped reports whether the literal contains escapes.
	Escaped bool

	line  []byte
	stack []frame
}

// Raw returns the encoded string literal, quotes included.
func (l *Leaf) Raw() []byte { return l.line[l.Start:l.End] }

// Value returns the decoded string. Without escapes it aliases the line
// and allocates nothing.
func (l *Leaf) Value() string { return DecodeString(l.Raw()) }

// Depth is the number of path segments.
func (l *Leaf) Depth() int { return len(l.stack) - 1 }

// Key returns the decoded name of segment i (0-based from the root) and
// whether that segment is an object key; for an array element it returns
// the index as text.
func (l *Leaf) Key(i int) (string, bool) {
	f := &l.stack[i]
	if f.obj {
		return DecodeString(f.key), true
	}
	return strconv.Itoa(f.index), false
}

// LastKey returns the name of the innermost object key on the path and the
// number of array levels below it ("" when there is none).
func (l *Leaf) LastKey() string {
	for i := len(l.stack) - 1; i >= 0; i-- {
		if l.stack[i].obj {
			return DecodeString(l.stack[i].key)
		}
	}
	return ""
}

// Path returns the gjson path of the leaf, with special characters in keys
// escaped (message.content.1.arguments.command).
func (l *Leaf) Path() string {
	var b strings.Builder
	for i := range l.stack {
		if i > 0 {
			b.WriteByte('.')
		}
		k, isKey := l.Key(i)
		if isKey {
			b.WriteString(gjson.Escape(k))
		} else {
			b.WriteString(k)
		}
	}
	return b.String()
}

// Walk calls fn for every string value (not object keys) of the JSON
// document raw, in document order, until fn returns false. raw must be
// valid JSON (as every record line is). Walk allocates only for its
// stack; decoding and paths are computed on demand.
func Walk(raw []byte, fn func(*Leaf) bool) {
	var sc scanner
	sc.leaf = fn
	sc.run(raw)
}

// DuplicateKeys returns the gjson paths of keys that occur more than once in
// the same object of raw (valid JSON), in document order. Keys are compared
// after decoding, so "a" and "\u0061" are the same key.
func DuplicateKeys(raw []byte) []string {
	var sc scanner
	sc.dups = true
	sc.run(raw)
	return sc.dupPaths
}

type scanner struct {
	leaf     func(*Leaf) bool
	dups     bool
	dupPaths []string
	stack    []frame
	l        Leaf
}

func (sc *scanner) run(raw []byte) {
	sc.stack = make([]frame, 0, 16)
	sc.l.line = raw
	n := len(raw)
	for i := 0; i < n; {
		c := raw[i]
		switch c {
		case '{':
			sc.stack = append(sc.stack, frame{obj: true, expectKey: true})
			i++
		case '[':
			sc.stack = append(sc.stack, frame{})
			i++
		case '}', ']':
			if len(sc.stack) > 0 {
				sc.stack = sc.stack[:len(sc.stack)-1]
			}
			i++
		case ',':
			if top := sc.top(); top != nil {
				if top.obj {
					top.expectKey = true
				} else {
					top.index++
				}
			}
			i++
		case ':':
			if top := sc.top(); top != nil {
				top.expectKey = false
			}
			i++
		case '"':
			end, esc := stringEnd(raw, i)
			top := sc.top()
			if top != nil && top.obj && top.expectKey {
				top.key = raw[i:end]
				if sc.dups {
					sc.checkDup(top, esc)
				}
			} else if sc.leaf != nil {
				sc.l.Start, sc.l.End, sc.l.Escaped = i, end, esc
				sc.l.stack = sc.stack
				if !sc.leaf(&sc.l) {
					return
				}
			}
			i = end
		default:
			i++
		}
	}
}

func (sc *scanner) top() *frame {
	if len(sc.stack) == 0 {
		return nil
	}
	return &sc.stack[len(sc.stack)-1]
}

func (sc *scanner) checkDup(top *frame, escaped bool) {
	k := top.key
	if escaped {
		k = []byte(`"` + DecodeString(k) + `"`)
	}
	for _, prev := range top.keys {
		if string(prev) == string(k) {
			sc.l.line = nil
			sc.l.stack = sc.stack
			sc.dupPaths = append(sc.dupPaths, (&sc.l).Path())
			top.keys = append(top.keys, k)
			return
		}
	}
	top.keys = append(top.keys, k)
}
