package session

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/tidwall/gjson"
)

// CurrentVersion is the newest session version written by omp releases.
// MaxKnownVersion is the newest version any omp code writes (v4 is a
// header-only stamp in one code version).
const (
	CurrentVersion  = 3
	MaxKnownVersion = 4
)

var bom = []byte{0xEF, 0xBB, 0xBF}

// Options control parsing.
type Options struct {
	// AllowUnknownVersion accepts headers newer than [MaxKnownVersion]; the
	// caller promises to preserve what it does not understand.
	AllowUnknownVersion bool
	// Release, when set, becomes Session.Release and is also called while
	// parsing, as the parser moves past each few megabytes of input (see
	// Session.Release).
	Release func(off, n int64)
	// Reuse, when set, is a session the data mostly repeats (a redacted
	// copy is parsed again to verify it): a line whose bytes and
	// end-of-line equal those of Reuse's line at the same place (lines
	// removed before it allowed) takes that line's parsed fields instead
	// of being parsed again. The result is the same as without Reuse.
	Reuse *Session
	// Recycle, with Reuse, writes the new session's lines over Reuse's
	// instead of allocating them: the caller no longer needs Reuse, which
	// is left empty. Verifying a redacted copy of a large session then
	// holds one session model, not two.
	Recycle bool
}

// Session is a parsed session file. Lines holds every physical line in file
// order; Title, Header and Entries point into it.
type Session struct {
	Name    string
	BOM     bool    // the file starts with a UTF-8 byte order mark
	Lines   []*Line // every physical line
	Title   *Line   // the title record, or nil
	Header  *Line   // the header, or nil when the first record is not one
	Entries []*Line // KindEntry lines in file order
	Version int     // header version; 1 when absent; 0 without header

	byID idIndex // id → index in Entries; the later record wins
	// Release, when set, is called by readers that walk the lines in order
	// with a byte range of the input they no longer need, so that a
	// session mapped from a large file can give its pages back. Lines in
	// the range stay readable (the pages come back from the file).
	Release func(off, n int64)

	tree    *Tree
	pairing *Pairing

	scan scanner  // reused for every line while parsing
	env  envelope // envelope fields of the line being classified
	strs *stringTable
}

// VersionError reports a header newer than this build understands.
type VersionError struct {
	Name    string
	Line    int
	Version int
}

func (e *VersionError) Error() string {
	return fmt.Sprintf("%s:%d: session version %d is newer than the newest known (%d); refusing to guess its format", e.Name, e.Line, e.Version, MaxKnownVersion)
}

// Parse reads a whole session from r. See [ParseBytes].
func Parse(r io.Reader, name string, opts Options) (*Session, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return ParseBytes(data, name, opts)
}

// ErrBinary is returned for input that is clearly not text (NUL bytes).
var ErrBinary = errors.New("not a session file: binary data")

// ErrTooManyLines is returned for input with more lines than the model
// numbers: line numbers and entry indexes are int32 (issue 12's memory
// bound: 8 bytes per line on a session of a million entries).
var ErrTooManyLines = errors.New("too many lines for one session")

// maxLines is the most lines a session may have; a variable so that the
// test can lower it.
var maxLines = math.MaxInt32 - 1

// ParseBytes parses data without copying it: the lines' Raw slices alias
// data, which must not be modified afterwards. Malformed lines never make it
// fail; only binary input and an unsupported version do.
func ParseBytes(data []byte, name string, opts Options) (*Session, error) {
	s := &Session{Name: name, strs: &stringTable{}}
	if bytes.HasPrefix(data, bom) {
		s.BOM = true
		data = data[len(bom):]
	}
	if bytes.IndexByte(data[:min(len(data), 8192)], 0) >= 0 {
		return nil, fmt.Errorf("%s: %w", name, ErrBinary)
	}
	s.Release = opts.Release
	var off int64
	if s.BOM {
		off = int64(len(bom))
	}
	rel := releaser{fn: opts.Release, done: off}
	nl := 0
	for i := 0; i < len(data); i += releaseStep {
		nl += bytes.Count(data[i:min(i+releaseStep, len(data))], []byte{'\n'})
		rel.upTo(off + int64(min(i+releaseStep, len(data))))
	}
	rel.done = off
	if nl >= maxLines {
		return nil, fmt.Errorf("%s: %w (%d; at most %d)", name, ErrTooManyLines, nl+1, maxLines)
	}
	var reuse, pool []*Line
	var backing []Line
	// relReuse gives back the pages of Reuse's input as the comparisons
	// move through it: bytes.Equal reads both inputs at memory speed, far
	// faster than a mapped file's pager drops pages.
	var relReuse releaser
	if r := opts.Reuse; r != nil {
		reuse = r.Lines
		relReuse.fn = r.Release
		if len(reuse) > 0 {
			relReuse.done = reuse[0].Offset
		}
		if opts.Recycle {
			// Reuse's lines become this session's: line k is written over
			// Reuse's line k once the lines it may still be compared with
			// (k and after) are read. Its indexes go first.
			pool = r.Lines
			s.Lines, s.Entries = r.Lines[:0], r.Entries[:0]
			*r = Session{Name: r.Name}
		}
	}
	if pool == nil {
		s.Lines = make([]*Line, 0, nl+1)
	}
	if nl+1 > len(pool) {
		backing = make([]Line, 0, nl+1-len(pool)) // one allocation for all new lines
	}
	num := 0
	next := 0 // in reuse
	for len(data) > 0 {
		line := Line{Num: int32(num + 1), Offset: off, Index: -1}
		if i := bytes.IndexByte(data, '\n'); i < 0 {
			line.Raw = data
			data = nil
		} else {
			line.Raw, line.eol = data[:i], eolLF
			if i > 0 && data[i-1] == '\r' {
				line.Raw, line.eol = data[:i-1], eolCRLF
			}
			data = data[i+1:]
		}
		var prev *Line
		if reuse != nil {
			prev, next = sameLine(reuse, next, &line)
			if next < len(reuse) {
				relReuse.upTo(reuse[next].Offset)
			}
		}
		var l *Line
		if num < len(pool) {
			l = pool[num]
			if prev == l {
				cp := *prev
				prev = &cp
			}
			*l = line
		} else {
			backing = append(backing, line)
			l = &backing[len(backing)-1]
		}
		num++
		off += int64(l.Len())
		s.Lines = append(s.Lines, l)
		s.classify(l, prev)
		rel.upTo(off)
	}
	if s.Header != nil {
		v := gjson.GetBytes(s.Header.Raw, "version")
		switch {
		case !v.Exists():
			s.Version = 1
		case v.Type == gjson.Number && v.Num == float64(int(v.Num)):
			s.Version = int(v.Num)
		default:
			s.Version = -1 // reported by the validator
		}
		if s.Version > MaxKnownVersion && !opts.AllowUnknownVersion {
			return s, &VersionError{Name: name, Line: int(s.Header.Num), Version: s.Version}
		}
	}
	s.scan, s.env, s.strs = scanner{}, envelope{}, nil // keep no reference to the last line
	s.byID = newIDIndex(s.Entries)
	return s, nil
}

func isBlank(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

// sameLine looks for l's bytes in reuse from index next on, allowing a few
// lines removed before it: a redaction changes lines in place or removes
// them (splice), never adds any. It returns the line found, or nil, and
// where to look for the following line.
func sameLine(reuse []*Line, next int, l *Line) (*Line, int) {
	const maxRemoved = 4
	for k := next; k < len(reuse) && k <= next+maxRemoved; k++ {
		if r := reuse[k]; r.eol == l.eol && bytes.Equal(r.Raw, l.Raw) {
			return r, k + 1
		}
	}
	return nil, next + 1 // changed in place
}

// classify sets the kind and envelope fields of l, from prev, a line with
// the same bytes, when not nil. Lines are classified in file order, so
// s.Title/s.Header tell whether a record came first.
func (s *Session) classify(l *Line, prev *Line) {
	var role []byte
	switch {
	case prev != nil && !prev.IsRecord():
		l.Kind, l.extra = prev.Kind, prev.extra
		return
	case prev != nil:
		l.extra, l.typ, l.Stamped = prev.extra, prev.typ, prev.Stamped
		l.ID, l.HasID, l.HasParent, l.ParentID = prev.ID, prev.HasID, prev.HasParent, prev.ParentID
		l.role = prev.role // set for every message entry that has one
	case s.parseLine(l):
		role = s.env.role
	default:
		return // blank, malformed or cut: classified by parseLine
	}
	switch {
	case l.Num == 1 && l.Type() == "title" && isTitleRecord(l.Raw):
		l.Kind = KindTitle
		s.Title = l
		return
	case l.Type() == "session" && s.Header == nil && len(s.Entries) == 0:
		l.Kind = KindHeader
		s.Header = l
		return
	}
	l.Kind = KindEntry
	if prev == nil && l.Type() == "message" && role != nil {
		l.setRole(DecodeString(role), s.strs)
	}
	l.Index = int32(len(s.Entries))
	s.Entries = append(s.Entries, l)
}

// parseLine sets the fields of l that depend on its bytes alone; false
// means l is no record (blank, malformed or cut) and is classified.
func (s *Session) parseLine(l *Line) bool {
	if isBlank(l.Raw) {
		l.Kind = KindBlank
		return false
	}
	last := l.eol == eolNone
	if !gjson.ValidBytes(l.Raw) {
		l.Kind = KindMalformed
		if last {
			l.Kind = KindPartial
		}
		l.setErr(syntaxError(l.Raw))
		return false
	}
	first := firstNonSpace(l.Raw)
	if first != '{' {
		l.Kind = KindMalformed
		l.setErr("not a JSON object")
		return false
	}
	// One pass finds duplicate keys and reads the envelope (first
	// occurrences, as gjson would), instead of one gjson scan per field.
	env := &s.env
	*env = envelope{}
	sc := &s.scan
	sc.dups, sc.env = true, env
	sc.run(l.Raw)
	l.setDupKeys(sc.dupPaths)
	if env.typ != nil {
		l.setType(DecodeString(env.typ), s.strs)
	}
	if env.id != nil {
		l.ID, l.HasID = s.strs.copyString(DecodeString(env.id)), true
	}
	if env.hasParent {
		l.HasParent = true
		if env.parent != nil {
			// Most entries hang under the entry before them: share its
			// copy of the id.
			p := DecodeString(env.parent)
			if n := len(s.Entries); n > 0 && s.Entries[n-1].ID == p {
				l.ParentID = s.Entries[n-1].ID
			} else {
				l.ParentID = s.strs.copyString(p)
			}
		}
	}
	if env.ts != nil {
		l.Stamped = DecodeString(env.ts) != ""
	}
	return true
}

// isTitleRecord applies omp's reader check for the title slot: type
// "title", v the number 1, string title, updatedAt and pad, and source
// absent or "auto"/"user". The width is not checked here (see [Validate]).
func isTitleRecord(raw []byte) bool {
	r := gjson.GetManyBytes(raw, "v", "title", "updatedAt", "pad", "source")
	if r[0].Type != gjson.Number || r[0].Num != 1 || r[0].Raw != "1" {
		return false
	}
	if r[1].Type != gjson.String || r[2].Type != gjson.String || r[3].Type != gjson.String {
		return false
	}
	return !r[4].Exists() || (r[4].Type == gjson.String && (r[4].Str == "auto" || r[4].Str == "user"))
}

func firstNonSpace(b []byte) byte {
	for _, c := range b {
		switch c {
		case ' ', '\t', '\r', '\n':
			continue
		}
		return c
	}
	return 0
}

// Bytes returns the file as it was read: every line's bytes and end-of-line,
// with the BOM. For an unmodified session it equals the input exactly.
func (s *Session) Bytes() []byte {
	n := 0
	for _, l := range s.Lines {
		n += l.Len()
	}
	var buf bytes.Buffer
	buf.Grow(n + len(bom))
	s.WriteTo(&buf)
	return buf.Bytes()
}

// WriteTo writes the session's lines to w, byte for byte.
func (s *Session) WriteTo(w io.Writer) (int64, error) {
	var n int64
	if s.BOM {
		k, err := w.Write(bom)
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	for _, l := range s.Lines {
		k, err := w.Write(l.Raw)
		n += int64(k)
		if err != nil {
			return n, err
		}
		k, err = io.WriteString(w, l.EOL())
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// Lookup returns the entry with the given id; with duplicate ids the later
// record wins, as in omp.
func (s *Session) Lookup(id string) *Line {
	if i, ok := s.byID.lookup(s.Entries, id); ok {
		return s.Entries[i]
	}
	return nil
}

// ID returns the session id from the header, or "".
func (s *Session) ID() string {
	if s.Header == nil {
		return ""
	}
	return s.Header.ID
}

// TitleText returns the title as omp shows it: the slot's title when the
// slot exists, else the header's title.
func (s *Session) TitleText() string {
	if s.Title != nil {
		return gjson.GetBytes(s.Title.Raw, "title").Str
	}
	if s.Header != nil {
		return gjson.GetBytes(s.Header.Raw, "title").Str
	}
	return ""
}

// TitleCut reports whether the slot's title may have been cut to fit its
// 256 bytes (omp cuts only the slot, not the header or title_change): the
// record, serialized without its pad, leaves no room for one more code
// point (at most 6 escaped bytes).
func (s *Session) TitleCut() bool {
	if s.Title == nil {
		return false
	}
	pad := gjson.GetBytes(s.Title.Raw, "pad")
	n := len(s.Title.Raw) - len(pad.Str)
	return 256-len(s.Title.EOL())-n < 6
}
