package sessionlist

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/omp-redact/omp-redact/internal/progress"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/session"
)

// Report is the JSON output of sessions.
type Report struct {
	Roots    []Root  `json:"roots"`
	Sessions []Entry `json:"sessions"`
}

// Root is a directory where omp keeps sessions, and why it was looked at.
type Root struct {
	Dir    string `json:"dir"`
	Source string `json:"source"`
	Exists bool   `json:"exists"`
}

// Entry is one session file found.
type Entry struct {
	Path     string `json:"path"`
	Kind     string `json:"kind"`
	CopyOf   string `json:"copyOf,omitempty"`
	ID       string `json:"id"`
	Title    string `json:"title"`
	Version  int    `json:"version"`
	Entries  int    `json:"entries"`
	Size     int64  `json:"size"`
	Modified string `json:"modified"`
	Error    string `json:"error,omitempty"`
}

// Roots are the directories to list: root alone when given (--root),
// which must be a readable directory, else where omp keeps sessions (see
// session.SessionRoots; getenv may be nil).
func Roots(root string, getenv func(string) string) ([]session.Root, error) {
	if root != "" {
		fi, err := os.Stat(root)
		if err != nil || !fi.IsDir() {
			return nil, fmt.Errorf("--root %s: not a readable directory", root)
		}
		return []session.Root{{Dir: root, Source: "--root", Exists: true}}, nil
	}
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	return session.SessionRoots(getenv), nil
}

// List finds the sessions under roots. errs holds the directories and
// files that could not be read (those files are listed too); copies
// counts the .tmp/.bak copies of sessions found.
func List(roots []session.Root) (rep *Report, errs []error, copies int) {
	found, errs := session.Discover(roots)
	rep = &Report{Roots: []Root{}, Sessions: []Entry{}}
	for _, r := range roots {
		rep.Roots = append(rep.Roots, Root{r.Dir, r.Source, r.Exists})
	}
	for _, f := range found {
		e := Entry{
			Path: f.Path, Kind: f.Kind, CopyOf: f.CopyOf, ID: redact.Scrub(f.ID), Title: redact.Scrub(redact.DisplayTitle(f.Title, f.TitleCut)),
			Version: f.Version, Entries: f.Entries, Size: f.Size,
		}
		if !f.ModTime.IsZero() {
			e.Modified = f.ModTime.UTC().Format(time.RFC3339)
		}
		if f.Err != nil {
			e.Error = f.Err.Error()
			errs = append(errs, f.Err)
		}
		if f.CopyOf != "" {
			copies++
		}
		rep.Sessions = append(rep.Sessions, e)
	}
	return rep, errs, copies
}

// Dirs lists the roots' directories; existing only, or all.
func (rep *Report) Dirs(existing bool) []string {
	dirs := []string{}
	for _, r := range rep.Roots {
		if r.Exists || !existing {
			dirs = append(dirs, r.Dir)
		}
	}
	return dirs
}

// WriteJSON writes the report as indented JSON.
func (rep *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}

// WriteTable prints one row per session that fits in width columns
// (modified, kind, entries, size, title cut to fit), and the session's
// path alone on the next line, indented: paths are long (stamp_uuid.jsonl
// under an encoded cwd) and must stay whole to be copied. JSON has every
// field.
func (rep *Report) WriteTable(w io.Writer, width int) error {
	if len(rep.Sessions) == 0 {
		return nil
	}
	const head = "%-17s  %-8s  %7s  %9s  "
	var b strings.Builder
	fmt.Fprintf(&b, head+"TITLE\n", "MODIFIED", "KIND", "ENTRIES", "SIZE")
	for _, e := range rep.Sessions {
		mod := "-"
		if t, err := time.Parse(time.RFC3339, e.Modified); err == nil {
			mod = t.UTC().Format("2006-01-02 15:04Z")
		}
		row := fmt.Sprintf(head, mod, e.Kind, strconv.Itoa(e.Entries), progress.Bytes(e.Size))
		title := printable(e.Title)
		if e.Error != "" {
			title = "(unreadable) " + printable(report.WithoutPath(e.Path, e.Error))
		}
		if room := width - 1 - utf8.RuneCountInString(row); utf8.RuneCountInString(title) > room {
			title = truncateRunes(title, room)
		}
		b.WriteString(strings.TrimRight(row+title, " "))
		b.WriteString("\n    ")
		b.WriteString(printable(e.Path))
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// truncateRunes cuts s to at most n runes, the last one an ellipsis.
func truncateRunes(s string, n int) string {
	if n <= 0 {
		return ""
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// printable replaces control characters (tabs and newlines included) so a
// title cannot break the table or the terminal.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}
