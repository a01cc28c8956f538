package validation

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

const header = `{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}` + "\n"

// TestRun: a valid session, an invalid one (a missing parent) and a file
// that is no session at all: two files in the report, one failure, and
// the invalid one counted with its error.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.jsonl", header)
	bad := write("bad.jsonl", header+`{"type":"label","id":"l1","parentId":"nope","timestamp":"2026-01-01T00:00:01.000Z","targetId":"x","label":"y"}`+"\n")
	null := write("null.jsonl", "null\n")
	rep, failed, err := Run([]string{good, bad, null}, nil, 0, session.ValidateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Files) != 2 || len(failed) != 1 || !strings.Contains(failed[0].Error(), "not a session file") {
		t.Fatalf("files %d, failed %v", len(rep.Files), failed)
	}
	if invalid, errs, _ := rep.Counts(); invalid != 1 || errs == 0 {
		t.Errorf("invalid %d, errors %d; want 1 invalid file with errors", invalid, errs)
	}
	var text strings.Builder
	if err := rep.Write(&text, "text"); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text.String(), bad+":2:") {
		t.Errorf("text report %q does not start with the bad file's line 2", text.String())
	}
	if _, _, err := Run([]string{"-", "-"}, strings.NewReader(header), 1<<20, session.ValidateOptions{}); !errors.Is(err, ErrStdinTwice) {
		t.Errorf("stdin twice: %v", err)
	}
	_, failed, _ = Run([]string{"-"}, strings.NewReader(header+header), 10, session.ValidateOptions{})
	if len(failed) != 1 || !strings.HasPrefix(failed[0].Error(), "-: standard input is larger") {
		t.Errorf("oversized stdin: %v", failed)
	}
	if _, _, err := Run([]string{good}, nil, 0, session.ValidateOptions{BlobDir: good}); err == nil || !strings.Contains(err.Error(), "not a readable directory") {
		t.Errorf("a file as --blobs: %v", err)
	}
}
