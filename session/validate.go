package session

import (
	"fmt"
	"sort"
	"strings"
)

// Severity ranks a [Problem]. Errors make a session invalid; warnings point
// at something omp tolerates but that is likely to surprise (an unanswered
// tool call, a default leaf that falls back).
type Severity uint8

const (
	SeverityError Severity = iota
	SeverityWarning
)

func (s Severity) String() string {
	if s == SeverityWarning {
		return "warning"
	}
	return "error"
}

// MarshalText writes the severity as "error" or "warning".
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Check names reported in [Problem.Check]. They are stable: scripts and the
// README table depend on them.
const (
	CheckJSON          = "json"
	CheckTitleRecord   = "title-record"
	CheckHeader        = "header"
	CheckVersion       = "version"
	CheckEnvelope      = "envelope"
	CheckDuplicateID   = "duplicate-id"
	CheckMissingParent = "missing-parent"
	CheckSelfLink      = "self-link"
	CheckCycle         = "cycle"
	CheckReference     = "reference"
	CheckToolPairing   = "tool-pairing"
	CheckDuplicateKey  = "duplicate-key"
	CheckTitleWidth    = "title-width"
	CheckPartialLine   = "partial-line"
	CheckBlobRef       = "blob-ref"
	CheckBlobMissing   = "blob-missing"
	CheckLeaf          = "leaf"
)

// Problem is one finding of [Validate]. Line is the 1-based physical line,
// or 0 for a problem of the whole file (an empty file has no header).
// Messages name ids, paths and hashes but never quote string content, so
// they cannot leak a secret.
type Problem struct {
	Line     int
	EntryID  string // the line's id, "" for legacy v1 entries and non-entries
	Check    string
	Severity Severity
	Message  string
}

// String renders the problem as "line: check: message", with " (warning)"
// appended for warnings; callers prefix the file name.
func (p Problem) String() string {
	s := fmt.Sprintf("%d: %s: %s", p.Line, p.Check, p.Message)
	if p.Line == 0 {
		s = fmt.Sprintf("%s: %s", p.Check, p.Message)
	}
	if p.Severity == SeverityWarning {
		s += " (warning)"
	}
	return s
}

// ValidateOptions control [Validate].
type ValidateOptions struct {
	// BlobDir, when set, is the blob store to check references against:
	// each blob:sha256:<hash> must exist as BlobDir/<hash> with that
	// SHA-256. Without it only the syntax of references is checked.
	BlobDir string
}

// Validate checks s against the session format and returns every problem
// found, sorted by line, then check name. It never modifies s and never
// stops at the first problem. The checks are those of the published format
// ("Validation and troubleshooting") plus duplicate keys, tool pairing,
// title width, entry references and blob references; see the README for
// the table of check names and severities.
//
// A session parsed with AllowUnknownVersion is validated too; its version
// is reported as an error.
func Validate(s *Session, opts ValidateOptions) []Problem {
	v := &validator{s: s, opts: opts}
	v.lines()
	v.header()
	v.envelopes()
	v.tree()
	v.references()
	v.toolPairing()
	v.blobs()
	v.leaf()
	sort.SliceStable(v.out, func(i, j int) bool {
		a, b := v.out[i], v.out[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Check < b.Check
	})
	return v.out
}

// HasErrors reports whether any problem is an error.
func HasErrors(ps []Problem) bool {
	for _, p := range ps {
		if p.Severity == SeverityError {
			return true
		}
	}
	return false
}

type validator struct {
	s    *Session
	opts ValidateOptions
	out  []Problem
}

func (v *validator) add(l *Line, check string, sev Severity, format string, args ...any) {
	p := Problem{Check: check, Severity: sev, Message: escapeControls(fmt.Sprintf(format, args...))}
	if l != nil {
		p.Line = int(l.Num)
		if l.HasID && l.Kind == KindEntry {
			p.EntryID = l.ID
		}
	}
	v.out = append(v.out, p)
}

func (v *validator) errorf(l *Line, check, format string, args ...any) {
	v.add(l, check, SeverityError, format, args...)
}

func (v *validator) warnf(l *Line, check, format string, args ...any) {
	v.add(l, check, SeverityWarning, format, args...)
}

// escapeControls writes control characters (and U+2028/U+2029) as \uXXXX,
// so an id taken from the file cannot break the one-problem-per-line text
// output.
func escapeControls(msg string) string {
	if !strings.ContainsFunc(msg, isControl) {
		return msg
	}
	var b strings.Builder
	for _, r := range msg {
		if isControl(r) {
			fmt.Fprintf(&b, "\\u%04x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func isControl(r rune) bool {
	return r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x2028 || r == 0x2029
}
