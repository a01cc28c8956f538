package session

import (
	"strings"

	"github.com/tidwall/gjson"
)

// TitleWidth is the exact size of the title record, newline included.
const TitleWidth = 256

// lines runs the per-line checks: json, partial-line, duplicate-key,
// title-record and title-width.
func (v *validator) lines() {
	s := v.s
	if s.BOM {
		var first *Line // nil for a file that is only a BOM
		if len(s.Lines) > 0 {
			first = s.Lines[0]
		}
		v.warnf(first, CheckJSON, "file starts with a UTF-8 byte order mark; omp never writes one")
	}
	for _, l := range s.Lines {
		switch l.Kind {
		case KindMalformed:
			what := "line is not valid JSON (" + l.Err() + ")"
			if gjson.ValidBytes(l.Raw) {
				what = "line is JSON but not an object"
			}
			v.errorf(l, CheckJSON, "%s; omp skips it and drops it on its next rewrite", what)
		case KindPartial:
			v.errorf(l, CheckPartialLine, "final line is cut (%s): a record interrupted while being written", l.Err())
		}
		if l.IsRecord() && l.EOL() == "" {
			v.warnf(l, CheckPartialLine, "final line has no newline; the record is complete")
		}
		for _, p := range l.DupKeys() {
			v.errorf(l, CheckDuplicateKey, "key %s occurs more than once in its object; JSON readers disagree on which value counts", p)
		}
		if l.Type() == "title" && l.IsRecord() && l != s.Title {
			if l.Num == 1 {
				v.errorf(l, CheckTitleRecord, "line 1 has type \"title\" but is not a valid title record (want v the number 1, string title, updatedAt and pad, source absent or \"auto\"/\"user\")")
			} else {
				v.errorf(l, CheckTitleRecord, "title record on line %d; only the first physical line can hold the title slot", l.Num)
			}
		}
	}
	if t := s.Title; t != nil {
		if w := t.Len(); w != TitleWidth {
			v.errorf(t, CheckTitleWidth, "title record is %d bytes including its end of line, want exactly %d; omp's next rename overwrites the first %d bytes in place", w, TitleWidth, TitleWidth)
		}
		if pad := gjson.GetBytes(t.Raw, "pad").Str; strings.Trim(pad, " ") != "" {
			v.warnf(t, CheckTitleRecord, "title record pad holds characters other than spaces")
		}
	}
}

// header checks the first logical record and the version.
func (v *validator) header() {
	s := v.s
	h := s.Header
	if h == nil {
		first := v.firstLogical()
		switch {
		case first == nil:
			v.errorf(nil, CheckHeader, "file has no records: a session starts with a type \"session\" header")
		case first.Type() == "session":
			v.errorf(first, CheckHeader, "header is not the first logical record")
		default:
			v.errorf(first, CheckHeader, "first logical record has type %q, want a type \"session\" header; omp loads no entries from this file", first.Type())
		}
	} else {
		if !h.HasID {
			v.errorf(h, CheckHeader, "header has no string id; omp treats the file as having no session")
		}
		r := gjson.GetManyBytes(h.Raw, "timestamp", "cwd")
		if r[0].Type != gjson.String {
			v.warnf(h, CheckHeader, "header has no string timestamp")
		}
		if r[1].Type != gjson.String {
			v.warnf(h, CheckHeader, "header has no string cwd")
		}
		switch {
		case s.Version < 0:
			v.errorf(h, CheckVersion, "header version is not an integer")
		case s.Version > MaxKnownVersion:
			v.errorf(h, CheckVersion, "session version %d is newer than the newest known (%d)", s.Version, MaxKnownVersion)
		case s.Version == 1 && gjson.GetBytes(h.Raw, "version").Exists():
			v.warnf(h, CheckVersion, "header says version 1; legacy v1 headers have no version field")
		case s.Version < 1:
			v.errorf(h, CheckVersion, "header version %d is not a session version", s.Version)
		}
	}
	for _, e := range s.Entries {
		if e.Type() == "session" {
			v.errorf(e, CheckHeader, "second type \"session\" record; only the first logical record is the header")
		}
	}
}

// firstLogical returns the first line that is neither blank, malformed nor
// the title slot: the record omp takes as the header.
func (v *validator) firstLogical() *Line {
	for _, l := range v.s.Lines {
		if l.Kind == KindEntry || l.Kind == KindHeader {
			return l
		}
	}
	return nil
}

// envelopes checks type, id, parentId and timestamp of every entry. Legacy
// v1 entries carry neither id nor parentId.
func (v *validator) envelopes() {
	legacy := v.s.Version == 1
	for _, e := range v.s.Entries {
		if e.Type() == "session" || (e.Num == 1 && e.Type() == "title") {
			continue // reported by header / title-record
		}
		var missing []string
		if e.Type() == "" {
			missing = append(missing, "string type")
		}
		if !e.HasID && !legacy {
			missing = append(missing, "string id")
		}
		if !e.Stamped {
			missing = append(missing, "string timestamp")
		}
		if !legacy && !e.HasParent {
			missing = append(missing, "parentId")
		}
		if len(missing) > 0 {
			v.errorf(e, CheckEnvelope, "%s entry lacks %s", typeName(e), strings.Join(missing, ", "))
		}
		if e.HasParent && e.ParentID == "" {
			if p := gjson.GetBytes(e.Raw, "parentId"); p.Type != gjson.Null && p.Type != gjson.String {
				v.errorf(e, CheckEnvelope, "parentId is neither a string nor null")
			}
		}
		if e.Type() == "message" && e.Role() == "" { // a role implies a message object
			if m := gjson.GetBytes(e.Raw, "message"); !m.IsObject() {
				v.errorf(e, CheckEnvelope, "message entry has no message object")
			} else if e.Role() == "" {
				v.errorf(e, CheckEnvelope, "message has no string role")
			}
		}
	}
}

func typeName(l *Line) string {
	if l.Type() == "" {
		return "untyped"
	}
	return l.Type()
}
