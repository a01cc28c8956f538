package redactrun

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
)

// artifactDrop names the tool output logs (<n>.<tool>.log) that belong to
// entries a session's redaction removed (see redact.Result.RemovedArtifacts).
type artifactDrop struct {
	in, dest string
	nums     []string
}

// noteArtifacts records the removed entries' logs of a written session,
// and the text files this run wrote (the only ones it may delete).
func (w *writer) noteArtifacts(in inputs.Input, res *redact.Result, dest string) {
	if res.File.Kind == report.FileText {
		if w.wroteText == nil {
			w.wroteText = map[string]bool{}
		}
		w.wroteText[dest] = true
		return
	}
	if res.File.Kind != report.FileSession || !strings.HasSuffix(dest, ".jsonl") {
		return
	}
	if nums := res.RemovedArtifacts(); len(nums) > 0 {
		w.artifacts = append(w.artifacts, artifactDrop{in.Path, dest, nums})
	}
}

// dropArtifacts runs once every output is written: in an output tree it
// deletes the logs of removed entries from the session's artifacts
// directory (the session path without .jsonl) when this run wrote them
// there (the directory walk copies them, redacted); the removed tool
// output must not survive. Any other such log (in place, or one this run
// did not write) is only named: deleting a user's file is left to the
// user.
func (w *writer) dropArtifacts() {
	for _, a := range w.artifacts {
		dir := strings.TrimSuffix(a.dest, ".jsonl")
		ents, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, n := range a.nums {
			for _, e := range ents {
				name := e.Name()
				if !e.Type().IsRegular() || !strings.HasPrefix(name, n+".") || !strings.HasSuffix(name, ".log") {
					continue
				}
				p := filepath.Join(dir, name)
				if w.opts.InPlace || same(a.in, a.dest) || !w.wroteText[p] {
					fmt.Fprintf(w.log, "omp-redact: %s holds the full output of a removed tool call; delete it\n", p)
					continue
				}
				if err := os.Remove(p); err != nil {
					fmt.Fprintf(w.log, "omp-redact: %v\n", err)
				}
			}
		}
	}
}
