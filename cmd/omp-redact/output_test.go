package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/redactrun"
)

func stageString(t *testing.T, path, content string, overwrite bool, check func(string) error) (*durable.File, error) {
	t.Helper()
	return durable.Stage(path, overwrite, func(w io.Writer) error {
		_, err := io.WriteString(w, content)
		return err
	}, check)
}

// dirState lists the files of dir with their mode and content.
func dirState(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, e.Name()+" "+fi.Mode().Perm().String()+" "+string(b))
	}
	sort.Strings(out)
	return out
}

// TestRedactBatches redacts a directory with batches of two outputs: the
// outputs are the same as with one batch, and no temporary file is left.
func TestRedactBatches(t *testing.T) {
	in := t.TempDir()
	for seed := range 5 {
		data, _ := plantedSession(t, int64(seed+1))
		if err := os.WriteFile(filepath.Join(in, fmt.Sprintf("s%d.jsonl", seed)), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	redactDir := func(batch int) []string {
		defer func(n int) { redactrun.BatchFiles = n }(redactrun.BatchFiles)
		redactrun.BatchFiles = batch
		out := filepath.Join(t.TempDir(), "out")
		io, _, _, stderr := testIO()
		if code := run(io, []string{"redact", "-q", "-o", out, in}); code != 0 {
			t.Fatalf("batch %d: exit %d: %s", batch, code, stderr)
		}
		return dirState(t, out)
	}
	one, two := redactDir(1000), redactDir(2)
	if len(one) != 5 {
		t.Fatalf("%d outputs, want 5", len(one))
	}
	if diff := cmp.Diff(one, two); diff != "" {
		t.Errorf("batches of 2 differ from one batch (-one +two):\n%s", diff)
	}
}
