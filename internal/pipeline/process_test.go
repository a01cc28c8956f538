package pipeline

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/enginebuild"
	"github.com/omp-redact/omp-redact/internal/enginetest"
	"github.com/omp-redact/omp-redact/internal/inputs"
)

func engine(t *testing.T) *enginebuild.Built { return enginetest.Build(t, "default") }

// TestProcessOrder: outcomes come back in input order whatever the
// workers' timing, with the post step run on each; stdin is read within
// its bound, a bare "null" is not a session, a mapped input is read like
// a small one; an error from each stops the run.
func TestProcessOrder(t *testing.T) {
	b := engine(t)
	dir := t.TempDir()
	var ins []inputs.Input
	for i := range 20 {
		p := filepath.Join(dir, fmt.Sprintf("s%02d.jsonl", i))
		data := fmt.Sprintf(`{"type":"session","version":3,"id":"s%d","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`+"\n", i)
		if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		ins = append(ins, inputs.Input{Path: p})
	}
	null := filepath.Join(dir, "null.jsonl")
	if err := os.WriteFile(null, []byte("null\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ins = append(ins, inputs.Input{Path: null}, inputs.Input{Path: "-"})
	opts := Options{Stdin: strings.NewReader("too long for the bound"), Limits: inputs.Limits{MaxStdin: 4, MapFrom: 50}, NeedOutput: true}
	posted := 0
	opts.Post = func(o *Outcome) { o.Posted = true }
	var got []string
	err := Process(b.Engine, ins, opts, func(o Outcome) error {
		if o.Posted {
			posted++
		}
		if o.Err != nil {
			got = append(got, "error: "+o.Err.Error())
			return nil
		}
		got = append(got, filepath.Base(o.In.Path))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 22 || posted != 22 {
		t.Fatalf("%d outcomes, %d posted", len(got), posted)
	}
	for i := range 20 {
		if got[i] != fmt.Sprintf("s%02d.jsonl", i) {
			t.Fatalf("outcome %d is %s", i, got[i])
		}
	}
	if !strings.Contains(got[20], "not a session file") || !strings.Contains(got[21], "standard input is larger") {
		t.Errorf("errors %q, %q", got[20], got[21])
	}
	stop := errors.New("stop")
	n := 0
	if err := Process(b.Engine, ins[:20], Options{Limits: inputs.LimitsFromEnv(nil)}, func(Outcome) error { n++; return stop }); !errors.Is(err, stop) || n != 1 {
		t.Errorf("stopping run: %v after %d outcomes", err, n)
	}
}
