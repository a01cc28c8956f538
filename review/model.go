package review

import (
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// Default sizes of the text a review shows.
const (
	// DefaultWindow is how many bytes of output text a diff shows either
	// side of a redaction token.
	DefaultWindow = 40
	// entryText caps the text of one entry on the HTML page.
	entryText = 1500
)

// removedType is the entry type of the tombstone redact writes in place
// of a removed entry (it keeps the id, so children stay linked).
const removedType = "omp-redact/removed"

// File is the review of one redacted file.
type File struct {
	Path          string
	Kind          string // "session" or "text"
	Entries       int
	Findings      int
	Changes       int
	Invalidations int
	Resumable     *report.Verdict
	// Lines is every physical line of the input, in file order.
	Lines []Line
	// Branch holds the indexes in Lines of the entries on the active
	// branch (the path from a root to the default leaf, the last entry in
	// file order), root first.
	Branch []int
	// FileInvalidations are the invalidations not tied to a line.
	FileInvalidations []report.Invalidation
	// NoOutput is set when the redacted bytes were not available (a
	// streamed large file): changes are listed without text.
	NoOutput bool
}

// Line is one physical line of the input and what became of it.
type Line struct {
	In             int // 1-based input line number
	Out            int // 1-based output line number; 0 when the line is gone
	ID, Type, Role string
	Entry          bool // a tree entry (not a title, header or bad line)
	// Removed names why the entry was removed ("remove-pair",
	// "drop-entry", …); empty for a kept entry.
	Removed       string
	Changed       bool // the output line differs from the input line
	Changes       []Change
	Invalidations []report.Invalidation
	// Text is the redacted text of the entry (output side), cut to a
	// readable size, tokens marked; set for the entries on the branch.
	Text []Segment
}

// Change is one edit of a line.
type Change struct {
	Path, What, Rule, Reason string
	// Context is the output text around the edit (the string at Path in
	// the output, cut around its redaction tokens); empty for a removal.
	Context []Segment
}

// Summary names an entry in one line: "id type role".
func (l *Line) Summary() string {
	id := l.ID
	if id == "" {
		id = "-"
	}
	s := id + " " + l.Type
	if l.Role != "" {
		s += " " + l.Role
	}
	return s
}

// Options configure [Build].
type Options struct {
	// Window is how many bytes of output text are shown either side of an
	// edit (default [DefaultWindow]).
	Window int
	// Mask masks secrets in the strings a review takes from the input's
	// structure (entry ids, types, roles): a secret used as an id is not
	// printed. redact passes its engine's Mask; nil leaves them as they are.
	Mask func(string) string
}

// Build reviews one redacted file: in is the input, out the output (nil
// when it was streamed and not kept in memory), f the file's report (its
// strings are masked by redact already). The result holds no bytes of in
// beyond line structure, masked with o.Mask.
func Build(in, out []byte, f *report.File, o Options) (*File, error) {
	window := o.Window
	if window <= 0 {
		window = DefaultWindow
	}
	mask := o.Mask
	if mask == nil {
		mask = strings.Clone
	}
	rf := &File{Path: f.Path, Kind: string(f.Kind), Entries: f.Entries, Findings: len(f.Findings),
		Changes: len(f.Changes), Invalidations: len(f.Invalidations), Resumable: f.Resumable, NoOutput: out == nil}
	if f.Kind == report.FileText {
		return rf, buildText(rf, in, out, f, window)
	}
	src, err := session.ParseBytes(in, f.Path, session.Options{AllowUnknownVersion: true})
	if err != nil {
		return nil, err
	}
	var dst *session.Session
	if out != nil {
		if dst, err = session.ParseBytes(out, f.Path, session.Options{AllowUnknownVersion: true}); err != nil {
			return nil, fmt.Errorf("review: the output does not parse: %w", err)
		}
	}
	match := align(src, dst)
	rf.Lines = make([]Line, len(src.Lines))
	for i, l := range src.Lines {
		rl := &rf.Lines[i]
		rl.In = int(l.Num)
		rl.ID, rl.Type, rl.Role = mask(l.ID), mask(l.Type()), mask(l.Role())
		rl.Entry = l.Kind == session.KindEntry
		if l.Kind == session.KindHeader || l.Kind == session.KindTitle {
			rl.Role = ""
		}
		j := match[i]
		if dst == nil {
			continue // no output: the report's changes say what changed
		}
		if j < 0 {
			rl.Changed = true
			rl.Removed = "removed"
			continue
		}
		o := dst.Lines[j]
		rl.Out = int(o.Num)
		rl.Changed = string(o.Raw) != string(l.Raw)
		if o.Type() == "custom" && gjson.GetBytes(o.Raw, "customType").Str == removedType {
			rl.Removed = gjson.GetBytes(o.Raw, "data.reason").Str
			if rl.Removed == "" {
				rl.Removed = "removed"
			}
		}
	}
	byLine := map[int]int{}
	for i := range rf.Lines {
		byLine[rf.Lines[i].In] = i
	}
	for _, c := range f.Changes {
		i, ok := byLine[c.Line]
		if !ok {
			continue
		}
		rl := &rf.Lines[i]
		rl.Changed = true
		if c.Path == "" && removal(string(c.What)) && rl.Removed == "" {
			rl.Removed = string(c.What) // the whole entry went (no output to show a tombstone)
		}
		ch := Change{Path: c.Path, What: string(c.What), Rule: c.Rule, Reason: c.Reason}
		if rl.Removed == "" && !removal(string(c.What)) && dst != nil {
			ch.Context = around(src.Lines[i].Raw, dst.Lines[match[i]].Raw, c.Path, window)
		}
		rl.Changes = append(rl.Changes, ch)
	}
	for _, inv := range f.Invalidations {
		i, ok := byLine[inv.Line]
		if !ok || inv.Line == 0 {
			rf.FileInvalidations = append(rf.FileInvalidations, inv)
			continue
		}
		rf.Lines[i].Invalidations = append(rf.Lines[i].Invalidations, inv)
	}
	// The active branch of the input: what omp shows when it resumes.
	t := src.Tree()
	if t.Leaf >= 0 {
		br := t.Branch(t.Leaf)
		for k := len(br) - 1; k >= 0; k-- {
			li := src.Entries[br[k]].Num - 1
			rf.Branch = append(rf.Branch, int(li))
		}
	}
	for _, li := range rf.Branch {
		rl := &rf.Lines[li]
		if rl.Removed != "" || dst == nil || match[li] < 0 {
			continue
		}
		rl.Text = excerpt(entryDisplay(dst.Lines[match[li]].Raw), entryText, 3*window, true)
	}
	return rf, nil
}

// removal reports whether a change removes what its path names, so that
// the path has nothing (or something else) in the output.
func removal(what string) bool {
	return strings.HasPrefix(what, "remove-") || strings.HasPrefix(what, "drop-") || strings.HasPrefix(what, "strip-") || what == "reparent" || what == "retarget"
}

// around is the output text at path in out, cut around its tokens and
// around where it differs from the same string in in (which is compared,
// never shown).
func around(in, out []byte, path string, window int) []Segment {
	if path == "" {
		return nil
	}
	v := gjson.GetBytes(out, path)
	switch {
	case !v.Exists():
		return nil
	case v.Type == gjson.String:
		var focus []span
		if iv := gjson.GetBytes(in, path); iv.Type == gjson.String && len(tokenSpans(v.Str)) == 0 {
			focus = edited(iv.Str, v.Str, window)
		}
		return excerpt(v.Str, 2*window+len(tokenPrefix)+32, window, false, focus...)
	default:
		return excerpt(v.Raw, 2*window, window, false)
	}
}

// align maps each input line to its output line (-1: gone). redact keeps
// every line in place (a removed entry becomes a tombstone with its id),
// so equal line counts align one to one; otherwise entries are matched
// by id and other lines by kind and type, in order.
func align(in, out *session.Session) []int {
	m := make([]int, len(in.Lines))
	if out == nil {
		for i := range m {
			m[i] = -1
		}
		return m
	}
	if len(in.Lines) == len(out.Lines) {
		for i := range m {
			m[i] = i
		}
		return m
	}
	j := 0
	for i, l := range in.Lines {
		m[i] = -1
		if j < len(out.Lines) && sameLine(l, out.Lines[j]) {
			m[i] = j
			j++
		}
	}
	return m
}

func sameLine(a, b *session.Line) bool {
	if a.Kind != b.Kind {
		return false
	}
	if a.HasID && b.HasID {
		return a.ID == b.ID
	}
	return a.Type() == b.Type() && a.Role() == b.Role()
}

// buildText reviews a text artifact: lines align one to one (redact
// masks spans in place), the changed ones are listed with their output.
func buildText(rf *File, in, out []byte, f *report.File, window int) error {
	inLines := strings.Split(string(in), "\n")
	var outLines []string
	if out != nil {
		outLines = strings.Split(string(out), "\n")
	}
	byLine := map[int][]report.Change{}
	for _, c := range f.Changes {
		byLine[c.Line] = append(byLine[c.Line], c)
	}
	for i := range inLines {
		n := i + 1
		l := Line{In: n, Type: "text"}
		var ctx []Segment
		if i < len(outLines) {
			l.Out = n
			l.Changed = outLines[i] != inLines[i]
			ctx = excerpt(outLines[i], 2*window+len(tokenPrefix)+32, window, false)
		}
		for _, c := range byLine[n] {
			l.Changes = append(l.Changes, Change{Path: c.Path, What: string(c.What), Rule: c.Rule, Reason: c.Reason, Context: ctx})
		}
		if l.Changed && len(l.Changes) == 0 {
			l.Changes = []Change{{What: "edit", Context: ctx}}
		}
		l.Changed = l.Changed || len(l.Changes) > 0
		rf.Lines = append(rf.Lines, l)
	}
	return nil
}
