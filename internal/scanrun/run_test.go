package scanrun

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/omp-redact/omp-redact/internal/enginetest"
	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/pipeline"
	"github.com/omp-redact/omp-redact/report"
)

// TestRun: every input is in the report in input order, a missing one as
// an error, and adjust sees each file read.
func TestRun(t *testing.T) {
	b := enginetest.Build(t, "default")
	dir := t.TempDir()
	sess := filepath.Join(dir, "s.jsonl")
	if err := os.WriteFile(sess, []byte(`{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	text := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(text, []byte("nothing secret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ins := []inputs.Input{{Path: sess}, {Path: filepath.Join(dir, "missing.jsonl")}, {Path: text, Text: true}}
	rb := report.NewBuilder(report.Tool{Name: "t"}, "scan", "default", dir, nil)
	var adjusted []string
	err := Run(b.Engine, ins, pipeline.Options{Limits: inputs.LimitsFromEnv(nil)}, nil, rb, func(f *report.File) {
		adjusted = append(adjusted, f.Path)
	})
	if err != nil {
		t.Fatal(err)
	}
	r := rb.Finish()
	if len(r.Files) != 3 || r.Summary.Errors != 1 {
		t.Fatalf("%d files, %d errors; want 3 files, 1 error", len(r.Files), r.Summary.Errors)
	}
	if len(adjusted) != 2 || adjusted[0] != sess || adjusted[1] != text {
		t.Errorf("adjusted %v", adjusted)
	}
}
