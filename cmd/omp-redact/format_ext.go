package main

import (
	"path/filepath"
	"strings"
)

// formatFromExt infers a report format from an output file's name, for
// when no format flag was given: x.md is Markdown, x.sarif SARIF, x.json
// JSON, x.txt text. ok is false for other names.
func formatFromExt(path string) (format string, ok bool) {
	name := strings.ToLower(filepath.Base(path))
	switch {
	case strings.HasSuffix(name, ".sarif"), strings.HasSuffix(name, ".sarif.json"):
		return "sarif", true
	case strings.HasSuffix(name, ".md"), strings.HasSuffix(name, ".markdown"):
		return "markdown", true
	case strings.HasSuffix(name, ".json"):
		return "json", true
	case strings.HasSuffix(name, ".txt"), strings.HasSuffix(name, ".text"):
		return "text", true
	}
	return "", false
}
