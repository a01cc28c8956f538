package main

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

	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/session"
	"github.com/spf13/cobra"
)

func init() { register(newCmdSessions) }

// SessionsOptions are the flags of sessions.
type SessionsOptions struct {
	Root string
	JSON bool
}

func newCmdSessions(io *IO) *cobra.Command {
	opts := &SessionsOptions{}
	cmd := &cobra.Command{
		Use: "sessions [--root <dir>] [--json]",
		Example: `  omp-redact sessions
  omp-redact sessions --root ~/.omp/agent/sessions --json
  OMP_PROFILE=work omp-redact sessions`,
		Short: "List the omp session files on this machine",
		Long: `Sessions finds omp session files where omp keeps them: ~/.omp/agent/sessions,
or the directories chosen by PI_CODING_AGENT_SESSION_DIR, PI_CODING_AGENT_DIR,
PI_CONFIG_DIR, OMP_PROFILE / PI_PROFILE and $XDG_DATA_HOME/omp (when it
exists). Subagent and advisor sessions inside artifact directories are
listed too, and .tmp/.bak copies (full copies of a session, left by
interrupted rewrites) are flagged.

For each file it prints the path, kind, session id, version, entry count,
size, modification time and title. --root lists one directory instead.
Nothing is modified. Exit status 2 when a file or directory could not be
read (the others are still listed).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSessions(io, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Root, "root", "", "list the sessions under this directory only")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type sessionsReport struct {
	Roots    []sessionsRoot  `json:"roots"`
	Sessions []sessionsEntry `json:"sessions"`
}

type sessionsRoot struct {
	Dir    string `json:"dir"`
	Source string `json:"source"`
	Exists bool   `json:"exists"`
}

type sessionsEntry struct {
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

func runSessions(io *IO, opts *SessionsOptions) error {
	var roots []session.Root
	if opts.Root != "" {
		fi, err := os.Stat(opts.Root)
		if err != nil || !fi.IsDir() {
			return codedError{exitError, fmt.Errorf("--root %s: not a readable directory", opts.Root)}
		}
		roots = []session.Root{{Dir: opts.Root, Source: "--root", Exists: true}}
	} else {
		getenv := io.Getenv
		if getenv == nil {
			getenv = func(string) string { return "" }
		}
		roots = session.SessionRoots(getenv)
	}
	found, errs := session.Discover(roots)
	rep := sessionsReport{Roots: []sessionsRoot{}, Sessions: []sessionsEntry{}}
	anyRoot := false
	for _, r := range roots {
		rep.Roots = append(rep.Roots, sessionsRoot{r.Dir, r.Source, r.Exists})
		anyRoot = anyRoot || r.Exists
	}
	copies := 0
	for _, f := range found {
		e := sessionsEntry{
			Path: f.Path, Kind: f.Kind, CopyOf: f.CopyOf, ID: scrub(f.ID), Title: scrub(redact.DisplayTitle(f.Title, f.TitleCut)),
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
	var err error
	if opts.JSON {
		enc := json.NewEncoder(io.Out)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		err = enc.Encode(rep)
	} else {
		err = writeSessionsTable(io.Out, rep.Sessions, outColumns(io))
	}
	if err != nil {
		return err
	}
	if anyRoot && len(found) == 0 {
		var dirs []string
		for _, r := range roots {
			if r.Exists {
				dirs = append(dirs, r.Dir)
			}
		}
		fmt.Fprintf(io.ErrOut, "sessions: no session files in %s\n", strings.Join(dirs, ", "))
	}
	if !anyRoot {
		dirs := make([]string, 0, len(roots))
		for _, r := range roots {
			dirs = append(dirs, r.Dir)
		}
		fmt.Fprintf(io.ErrOut, "sessions: no omp session directory found (looked in: %s)\n", strings.Join(dirs, ", "))
	}
	if copies > 0 {
		fmt.Fprintf(io.ErrOut, "sessions: %d .tmp/.bak %s of sessions found: they hold the same data as the session and must be redacted or deleted too\n",
			copies, countNoun(copies, "copy", "copies"))
	}
	if len(errs) > 0 {
		for _, e := range errs {
			fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", e)
		}
		return silentError{code: exitError}
	}
	return nil
}

// writeSessionsTable prints one row per session that fits in width
// columns (modified, kind, entries, size, title cut to fit), and the
// session's path alone on the next line, indented: paths are long
// (stamp_uuid.jsonl under an encoded cwd) and must stay whole to be
// copied. --json has every field.
func writeSessionsTable(w io.Writer, es []sessionsEntry, width int) error {
	if len(es) == 0 {
		return nil
	}
	const head = "%-17s  %-8s  %7s  %9s  "
	var b strings.Builder
	fmt.Fprintf(&b, head+"TITLE\n", "MODIFIED", "KIND", "ENTRIES", "SIZE")
	for _, e := range es {
		mod := "-"
		if t, err := time.Parse(time.RFC3339, e.Modified); err == nil {
			mod = t.UTC().Format("2006-01-02 15:04Z")
		}
		row := fmt.Sprintf(head, mod, e.Kind, strconv.Itoa(e.Entries), humanBytes(e.Size))
		title := printable(e.Title)
		if e.Error != "" {
			title = "(unreadable) " + printable(withoutPath(e.Path, e.Error))
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

func orDash(s string) string {
	if s == "" || s == "0" {
		return "-"
	}
	return s
}
