package redact

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "update golden files")

// testKey is the fingerprint key of the engine tests.
var testKey = []byte("omp-redact test key, not secret")

func newTestEngine(t testing.TB, polName string, polYAML []byte) *Engine {
	t.Helper()
	var pol *policy.Policy
	var err error
	if polYAML != nil {
		pol, err = policy.LoadBytes(polName, polYAML)
	} else {
		pol, err = policy.Profile(polName)
	}
	if err != nil {
		t.Fatalf("policy: %v", err)
	}
	set, err := rules.New(pol.Detectors)
	if err != nil {
		t.Fatalf("rules: %v", err)
	}
	e, err := New(Options{Policy: pol, Detectors: set, Key: testKey, Workers: 2, Fixpoint: true})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestEngineGolden runs every redact/testdata/engine/*.txtar case: the
// input.jsonl section redacted with policy.yaml must give want.jsonl, and
// the report must match report.json (findings, changes, invalidations,
// violations). Run with -update to rewrite the want sections.
func TestEngineGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/engine/*.txtar")
	if len(files) == 0 {
		t.Fatal("no engine cases")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sec := map[string][]byte{}
			for _, f := range ar.Files {
				sec[f.Name] = f.Data
			}
			input := sec["input.jsonl"]
			if crlf := sec["crlf"]; crlf != nil {
				input = bytes.ReplaceAll(input, []byte("\n"), []byte("\r\n"))
			}
			e := newTestEngine(t, "policy.yaml", sec["policy.yaml"])
			res, err := e.Session("input.jsonl", input, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var got []byte
			if res.Fatal != nil {
				got = []byte("FATAL: " + res.Fatal.Error() + "\n")
			} else {
				if err := e.Verify(res); err != nil {
					t.Fatalf("verify: %v", err)
				}
				got = res.Output
				if sec["crlf"] != nil {
					got = bytes.ReplaceAll(got, []byte("\r\n"), []byte("\n"))
				}
			}
			rep := summarize(res)
			if *update {
				for i, f := range ar.Files {
					switch f.Name {
					case "want.jsonl":
						ar.Files[i].Data = got
					case "report.json":
						ar.Files[i].Data = rep
					}
				}
				if sec["want.jsonl"] == nil {
					ar.Files = append(ar.Files, txtar.File{Name: "want.jsonl", Data: got})
				}
				if sec["report.json"] == nil {
					ar.Files = append(ar.Files, txtar.File{Name: "report.json", Data: rep})
				}
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if d := cmp.Diff(string(sec["want.jsonl"]), string(got)); d != "" {
				t.Errorf("output differs (-want +got):\n%s", d)
			}
			if d := cmp.Diff(string(sec["report.json"]), string(rep)); d != "" {
				t.Errorf("report differs (-want +got):\n%s", d)
			}
			checkInvariants(t, input, res)
		})
	}
}

// summarize renders the parts of a result the golden files pin down.
func summarize(r *Result) []byte {
	type sum struct {
		Findings      any `json:"findings"`
		Changes       any `json:"changes,omitempty"`
		Invalidations any `json:"invalidations,omitempty"`
		Violations    any `json:"violations,omitempty"`
		Opaque        any `json:"opaque,omitempty"`
		Resumable     any `json:"resumable,omitempty"`
	}
	b, _ := json.MarshalIndent(sum{r.File.Findings, r.File.Changes, r.File.Invalidations, r.File.Violations, r.File.Opaque, r.File.Resumable}, "", "  ")
	return append(b, '\n')
}

// checkInvariants asserts what must hold for every redaction: untouched
// lines are byte-identical, every id survives (tombstone mode), the output
// validates when the input did, and redacting again changes nothing.
func checkInvariants(t *testing.T, input []byte, r *Result) {
	t.Helper()
	if r.Fatal != nil {
		return
	}
	in, _ := session.ParseBytes(input, "in", session.Options{})
	out, err := session.ParseBytes(r.Output, "out", session.Options{})
	if err != nil {
		t.Fatalf("output does not parse: %v", err)
	}
	if out.Title != nil && out.Title.Len() != TitleWidth {
		t.Errorf("title record is %d bytes, want %d", out.Title.Len(), TitleWidth)
	}
	changed := map[int]bool{}
	for _, c := range r.File.Changes {
		changed[c.Line] = true
	}
	if len(in.Lines) == len(out.Lines) {
		for i, l := range in.Lines {
			if !changed[int(l.Num)] && !bytes.Equal(l.Raw, out.Lines[i].Raw) {
				t.Errorf("line %d changed without a recorded change", l.Num)
			}
		}
		for _, l := range in.Entries {
			if l.HasID && out.Lookup(l.ID) == nil {
				t.Errorf("id %s lost", l.ID)
			}
		}
	}
	if !session.HasErrors(session.Validate(in, session.ValidateOptions{})) && session.HasErrors(session.Validate(out, session.ValidateOptions{})) {
		t.Errorf("output has validation errors: %v", session.Validate(out, session.ValidateOptions{}))
	}
}
