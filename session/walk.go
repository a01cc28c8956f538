package session

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
)

// frame is one open object or array during a scan.
type frame struct {
	obj       bool
	expectKey bool
	msg       bool   // the top-level "message" object (envelope capture)
	key       []byte // raw encoded key (with quotes) of the current member
	index     int    // current element index in an array
	keyStart  int    // start of this object's keys in scanner.keys
	start     int    // offset of the opening '{' or '[' (see Leaf.Name)
	// prevS, prevE delimit the previous element of an array when it was a
	// string, and prevIdx is its index+1 (0: none); see Leaf.Name.
	prevS, prevE, prevIdx int
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

// WalkKeys is [Walk] that also calls keys for every object key, with the
// leaf's span on the key literal and its Path ending in that key. Secrets
// can sit in key names (a token used as a map key in tool output).
func WalkKeys(raw []byte, values, keys func(*Leaf) bool) {
	var sc scanner
	sc.leaf = values
	sc.key = keys
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

// Envelope fields of a record, read in the same pass as duplicate keys.
// Each field holds the encoded string literal (quotes included) of the
// first occurrence of its key, as gjson reads it, or nil when that first
// occurrence is absent or not a string.
type envelope struct {
	typ, id, parent, ts, role []byte
	hasParent                 bool // "parentId" is present, whatever its type
	state                     [fieldCount]uint8
}

// Envelope keys captured at the top level, and "role" inside a top-level
// "message" object.
const (
	fType = iota
	fID
	fParent
	fTS
	fRole
	fieldCount
)

// Capture states: the key was not met yet, its first value is next, or
// its first value has been read (later duplicates are ignored).
const (
	unseen uint8 = iota
	pending
	done
)

func (sc *scanner) reset(raw []byte) {
	if sc.stack == nil {
		sc.stack = make([]frame, 0, 16)
	}
	sc.stack = sc.stack[:0]
	sc.keys = sc.keys[:0]
	sc.dupPaths = nil
	sc.l.line = raw
}

type scanner struct {
	leaf     func(*Leaf) bool
	key      func(*Leaf) bool // object keys, when set
	dups     bool
	dupPaths []string
	stack    []frame
	keys     [][]byte  // keys of every open object, for dups
	env      *envelope // when set, envelope fields are captured
	l        Leaf
}

func (sc *scanner) run(raw []byte) {
	sc.reset(raw)
	n := len(raw)
	for i := 0; i < n; {
		c := raw[i]
		switch c {
		case '{':
			f := frame{obj: true, expectKey: true, keyStart: len(sc.keys), start: i}
			// gjson resolves "message.role" in the first top-level
			// "message" object that has a "role" key: search them all.
			if sc.env != nil && len(sc.stack) == 1 && keyIs(sc.stack[0].key, "message") {
				f.msg = true
			}
			sc.stack = append(sc.stack, f)
			i++
		case '[':
			sc.stack = append(sc.stack, frame{start: i})
			i++
		case '}', ']':
			if k := len(sc.stack); k > 0 {
				top := &sc.stack[k-1]
				if top.obj {
					sc.keys = sc.keys[:top.keyStart]
				}
				sc.stack = sc.stack[:k-1]
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
				if sc.env != nil {
					sc.keyMet(top)
				}
			}
			i++
		case '"':
			end, esc := stringEnd(raw, i)
			top := sc.top()
			if top != nil && top.obj && top.expectKey {
				top.key = raw[i:end]
				if sc.key != nil {
					sc.l.Start, sc.l.End, sc.l.Escaped = i, end, esc
					sc.l.stack = sc.stack
					if !sc.key(&sc.l) {
						return
					}
				}
				if sc.dups {
					sc.checkDup(top, esc)
				}
			} else {
				if sc.env != nil && top != nil && top.obj {
					sc.stringValue(top, raw[i:end])
				}
				if sc.leaf != nil {
					sc.l.Start, sc.l.End, sc.l.Escaped = i, end, esc
					sc.l.stack = sc.stack
					if !sc.leaf(&sc.l) {
						return
					}
				}
				if top != nil && !top.obj {
					top.prevS, top.prevE, top.prevIdx = i, end, top.index+1
				}
			}
			i = end
		default:
			i++
		}
	}
}

// envField returns the envelope field the current key of top names, or -1.
func (sc *scanner) envField(top *frame) int {
	switch {
	case len(sc.stack) == 1:
		switch {
		case keyIs(top.key, "type"):
			return fType
		case keyIs(top.key, "id"):
			return fID
		case keyIs(top.key, "parentId"):
			return fParent
		case keyIs(top.key, "timestamp"):
			return fTS
		}
	case len(sc.stack) == 2 && top.msg && keyIs(top.key, "role"):
		return fRole
	}
	return -1
}

// keyMet records that the value of an envelope key follows.
func (sc *scanner) keyMet(top *frame) {
	f := sc.envField(top)
	if f < 0 {
		return
	}
	e := sc.env
	if e.state[f] == unseen {
		e.state[f] = pending
		if f == fParent {
			e.hasParent = true
		}
	} else {
		e.state[f] = done
	}
}

// stringValue captures a string value of a pending envelope key.
func (sc *scanner) stringValue(top *frame, lit []byte) {
	f := sc.envField(top)
	if f < 0 || sc.env.state[f] != pending {
		return
	}
	e := sc.env
	e.state[f] = done
	switch f {
	case fType:
		e.typ = lit
	case fID:
		e.id = lit
	case fParent:
		e.parent = lit
	case fTS:
		e.ts = lit
	case fRole:
		e.role = lit
	}
}

// keyIs reports whether the encoded key literal (with quotes) decodes to
// name.
func keyIs(lit []byte, name string) bool {
	if len(lit) == len(name)+2 && string(lit[1:len(lit)-1]) == name {
		return true
	}
	if len(lit) < len(name)+2 || bytes.IndexByte(lit, '\\') < 0 {
		return false
	}
	return DecodeString(lit) == name
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
	for _, prev := range sc.keys[top.keyStart:] {
		if string(prev) == string(k) {
			line := sc.l.line
			sc.l.line = nil
			sc.l.stack = sc.stack
			sc.dupPaths = append(sc.dupPaths, (&sc.l).Path())
			sc.l.line = line
			break
		}
	}
	sc.keys = append(sc.keys, k)
}
