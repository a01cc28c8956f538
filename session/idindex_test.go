package session

import (
	"fmt"
	"testing"
	"unsafe"
)

// TestIDIndex checks the index against a Go map on ids with duplicates,
// absent ids and enough entries to force long probe runs.
func TestIDIndex(t *testing.T) {
	var es []*Line
	want := map[string]int{}
	for i := 0; i < 5000; i++ {
		id := fmt.Sprintf("%x", i%3100) // ids repeat: the later wins
		l := &Line{ID: id, HasID: i%7 != 0}
		es = append(es, l)
		if l.HasID {
			want[id] = i
		}
	}
	x := newIDIndex(es)
	for id, i := range want {
		if got, ok := x.lookup(es, id); !ok || got != i {
			t.Errorf("lookup(%q) = %d, %v; want %d", id, got, ok, i)
		}
	}
	for _, id := range []string{"", "zz", "fffff"} {
		if got, ok := x.lookup(es, id); ok {
			t.Errorf("lookup(%q) = %d, want none", id, got)
		}
	}
	var empty idIndex
	if _, ok := empty.lookup(nil, "a"); ok {
		t.Error("an empty index found an id")
	}
}

// TestEnvelopeStringsDoNotAliasInput checks that the strings the tree, the
// pairing and the validator look up in no particular order are copies:
// reading them must not touch the (mapped) input, whose pages are given
// back as passes move through it.
func TestEnvelopeStringsDoNotAliasInput(t *testing.T) {
	data := manyEntries(40)
	s, err := ParseBytes(data, "many.jsonl", Options{})
	if err != nil {
		t.Fatal(err)
	}
	inside := func(v string) bool {
		if v == "" {
			return false
		}
		p := uintptr(unsafe.Pointer(unsafe.StringData(v)))
		lo := uintptr(unsafe.Pointer(&data[0]))
		return p >= lo && p < lo+uintptr(len(data))
	}
	for _, e := range s.Entries {
		for _, v := range []string{e.ID, e.ParentID, e.Type(), e.Role()} {
			if inside(v) {
				t.Fatalf("line %d: %q aliases the input", e.Num, v)
			}
		}
	}
	p := s.Pairing()
	if len(p.Calls) == 0 || len(p.Results) == 0 {
		t.Fatal("no tool calls paired")
	}
	for _, c := range p.Calls {
		if inside(c.ID) || inside(c.Name) {
			t.Fatalf("call %q aliases the input", c.ID)
		}
	}
	for _, r := range p.Results {
		if inside(r.CallID) || inside(r.ToolName) {
			t.Fatalf("result %q aliases the input", r.CallID)
		}
	}
}

// TestTypeAndRoleOutsideTables checks that a type or role omp does not
// write today (a newer release, a hand-edited file) is kept as read.
func TestTypeAndRoleOutsideTables(t *testing.T) {
	data := []byte(`{"type":"session","version":3,"id":"s","timestamp":"t","cwd":"/w"}` + "\n" +
		`{"type":"future_thing","id":"a","parentId":null,"timestamp":"t"}` + "\n" +
		`{"type":"message","id":"b","parentId":"a","timestamp":"t","message":{"role":"critic","content":"x"}}` + "\n" +
		`{"type":"message","id":"c","parentId":"b","timestamp":"t","message":{"role":"assistant","content":"x"}}` + "\n")
	s, err := ParseBytes(data, "x.jsonl", Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range s.Entries {
		got = append(got, e.Type()+"/"+e.Role())
	}
	want := []string{"future_thing/", "message/critic", "message/assistant"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("types/roles %v, want %v", got, want)
	}
	if s.Header.Type() != "session" {
		t.Errorf("header type %q", s.Header.Type())
	}
}
