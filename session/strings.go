package session

import "unsafe"

// stringTable keeps the strings of a session's model (ids, parent ids,
// tool-call ids and names, and types or roles outside the known tables)
// off the input.
//
// A large session is mapped, and its pages are given back as the parser,
// the analysis and the writer move through it. The tree, the pairing and
// the validator read every entry's id and parentId, in file order or by
// lookup; if those strings aliased the mapping, each such pass would fault
// in one page per line — the whole file, faster than it can be given back
// (a 300 MB session peaked at 290 MB of mapped pages). So ids and parent
// ids are copied into shared chunks (about 16 bytes per entry for omp's
// 8-character ids), and values that repeat (tool names, unknown types and
// roles) are interned.
type stringTable struct {
	chunk  []byte
	intern map[string]string
}

// chunkSize is the size of one block of copied strings: large enough that
// its header costs nothing per string, small enough that the last one
// wastes little.
const chunkSize = 64 << 10

// maxInterned bounds the interned values: a file with a million distinct
// entry types still costs one copy per line, not a map of them.
const maxInterned = 256

// copy returns b as a string that does not alias b.
func (t *stringTable) copy(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > chunkSize/16 {
		return string(b)
	}
	if cap(t.chunk)-len(t.chunk) < len(b) {
		t.chunk = make([]byte, 0, chunkSize)
	}
	start := len(t.chunk)
	t.chunk = append(t.chunk, b...)
	return unsafe.String(&t.chunk[start], len(b))
}

// internString returns a shared copy of s, which may alias the input.
func (t *stringTable) internString(s string) string {
	if v, ok := t.intern[s]; ok {
		return v
	}
	v := t.copyString(s)
	if len(t.intern) < maxInterned {
		if t.intern == nil {
			t.intern = map[string]string{}
		}
		t.intern[v] = v
	}
	return v
}

// copyString returns a copy of s, which may alias the input.
func (t *stringTable) copyString(s string) string {
	return t.copy(unsafe.Slice(unsafe.StringData(s), len(s)))
}
