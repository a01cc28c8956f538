package main

import (
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// jw builds one JSON line the way omp's JSON.stringify writes it (compact,
// keys in insertion order, non-ASCII raw) and knows the gjson path of the
// value being written, so a planted string can be recorded with its path.
type jw struct {
	b  []byte
	st []frame
}

type frame struct {
	arr bool
	n   int    // members or elements written so far
	key string // current key (objects)
	cur int    // index of the current element (arrays)
}

func (w *jw) reset() { w.b = w.b[:0]; w.st = w.st[:0] }

// value prepares the buffer for a value in the current container.
func (w *jw) value() {
	if len(w.st) == 0 {
		return
	}
	f := &w.st[len(w.st)-1]
	if f.arr {
		if f.n > 0 {
			w.b = append(w.b, ',')
		}
		f.cur = f.n
		f.n++
	}
}

func (w *jw) obj() *jw {
	w.value()
	w.b = append(w.b, '{')
	w.st = append(w.st, frame{})
	return w
}

func (w *jw) arr() *jw {
	w.value()
	w.b = append(w.b, '[')
	w.st = append(w.st, frame{arr: true})
	return w
}

func (w *jw) end() *jw {
	f := w.st[len(w.st)-1]
	w.st = w.st[:len(w.st)-1]
	if f.arr {
		w.b = append(w.b, ']')
	} else {
		w.b = append(w.b, '}')
	}
	return w
}

// k writes an object key.
func (w *jw) k(key string) *jw {
	f := &w.st[len(w.st)-1]
	if f.n > 0 {
		w.b = append(w.b, ',')
	}
	f.n++
	f.key = key
	w.b = session.AppendString(w.b, key)
	w.b = append(w.b, ':')
	return w
}

func (w *jw) s(v string) *jw {
	w.value()
	w.b = session.AppendString(w.b, v)
	return w
}

// rawStr writes an already encoded string literal (quotes included).
func (w *jw) rawStr(lit []byte) *jw {
	w.value()
	w.b = append(w.b, lit...)
	return w
}

func (w *jw) n(v int64) *jw {
	w.value()
	w.b = strconv.AppendInt(w.b, v, 10)
	return w
}

func (w *jw) f(v float64) *jw {
	w.value()
	w.b = strconv.AppendFloat(w.b, v, 'f', -1, 64)
	return w
}

func (w *jw) bool(v bool) *jw {
	w.value()
	w.b = strconv.AppendBool(w.b, v)
	return w
}

func (w *jw) null() *jw {
	w.value()
	w.b = append(w.b, "null"...)
	return w
}

// ks and friends write a key and a value.
func (w *jw) ks(key, v string) *jw       { return w.k(key).s(v) }
func (w *jw) kn(key string, v int64) *jw { return w.k(key).n(v) }

// path returns the gjson path of the value about to be written after the
// last key (objects) or as the next element (arrays).
func (w *jw) path() string {
	var b strings.Builder
	for i, f := range w.st {
		if i > 0 {
			b.WriteByte('.')
		}
		switch {
		case !f.arr:
			b.WriteString(gjson.Escape(f.key))
		case i == len(w.st)-1:
			b.WriteString(strconv.Itoa(f.n)) // next element
		default:
			b.WriteString(strconv.Itoa(f.cur))
		}
	}
	return b.String()
}

// escBody returns s JSON-encoded as omp writes it, without the quotes.
func escBody(s string) string {
	b := session.AppendString(make([]byte, 0, len(s)+8), s)
	return string(b[1 : len(b)-1])
}
