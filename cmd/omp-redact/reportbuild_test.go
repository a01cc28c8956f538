package main

import "testing"

func TestWithoutPath(t *testing.T) {
	for _, c := range []struct{ path, in, want string }{
		{"a.jsonl", "a.jsonl: not a session file: binary data", "not a session file: binary data"},
		{"a.jsonl", "a.jsonl:1: session version 99 is newer", "line 1: session version 99 is newer"},
		{"a.jsonl", "a.jsonl:3:7: bad", "line 3 column 7: bad"},
		{"a.jsonl", "b.jsonl: other file", "b.jsonl: other file"},
		{"a.jsonl", "a.jsonlx: other", "a.jsonlx: other"},
		{"a.jsonl", "a.jsonl:x: odd", "a.jsonl:x: odd"},
	} {
		if got := withoutPath(c.path, c.in); got != c.want {
			t.Errorf("withoutPath(%q, %q) = %q, want %q", c.path, c.in, got, c.want)
		}
	}
}
