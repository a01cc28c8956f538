package redact

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

// TestRealSessionsUnchanged: the two real omp sessions of the shared corpus
// hold no secret (their placeholders such as "sk-ant-..." are not secrets),
// so the default profile must give them back byte for byte.
func TestRealSessionsUnchanged(t *testing.T) {
	files, _ := filepath.Glob("../../shared/corpus/omp-fixtures/*.jsonl")
	if len(files) == 0 {
		t.Skip("shared corpus not available")
	}
	e := newTestEngine(t, "default", nil)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := e.Session(f, data, session.Options{})
		if err != nil || res.Fatal != nil {
			t.Fatalf("%s: %v %v", f, err, res.Fatal)
		}
		if !bytes.Equal(res.Output, data) {
			t.Errorf("%s: changed (%d findings, %d changes)", filepath.Base(f), len(res.File.Findings), len(res.File.Changes))
			for _, fd := range res.File.Findings {
				t.Logf("  line %d %s %s", fd.Line, fd.Path, fd.RuleID)
			}
		}
	}
}
