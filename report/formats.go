package report

import (
	"io"
	"path/filepath"
	"strings"
)

// Format is one output format of the reports: the name a flag gives, the
// other names it is accepted under, the file name endings that select it
// when no format flag was given (see [FormatFromPath]) and its writer.
type Format struct {
	Name    string
	Aliases []string
	Exts    []string
	write   func(io.Writer, *Report, Options) error
}

// registry is every report format, the one list scan, check and redact
// use (cmd checks that their flags' help names each one).
var registry = []Format{
	{Name: "json", Exts: []string{".json"}, write: writeJSON},
	{Name: "markdown", Aliases: []string{"md"}, Exts: []string{".md", ".markdown"}, write: writeMarkdown},
	{Name: "sarif", Exts: []string{".sarif", ".sarif.json"}, write: writeSARIF},
	{Name: "text", Exts: []string{".txt", ".text"}, write: writeText},
}

// Formats lists the report formats [Write] accepts, for flag help and
// completion.
var Formats = formatNames()

func formatNames() []string {
	names := make([]string, len(registry))
	for i, f := range registry {
		names[i] = f.Name
	}
	return names
}

// LookupFormat finds a format by name or alias.
func LookupFormat(name string) (Format, bool) {
	for _, f := range registry {
		if f.Name == name {
			return f, true
		}
		for _, a := range f.Aliases {
			if a == name {
				return f, true
			}
		}
	}
	return Format{}, false
}

// FormatFromPath infers a report format from an output file's name, for
// when no format flag was given: x.md is Markdown, x.sarif (or
// x.sarif.json) SARIF, x.json JSON, x.txt text. ok is false for other
// names. The longest matching ending wins.
func FormatFromPath(path string) (name string, ok bool) {
	base := strings.ToLower(filepath.Base(path))
	best := 0
	for _, f := range registry {
		for _, ext := range f.Exts {
			if strings.HasSuffix(base, ext) && len(ext) > best {
				name, best = f.Name, len(ext)
			}
		}
	}
	return name, best > 0
}
