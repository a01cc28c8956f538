package policy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzLoad feeds arbitrary bytes to the loader: it must never panic, and
// every failure must be an ErrorList of positioned, single-line problems.
// Seeds: the committed corpus in testdata/fuzz/FuzzLoad, every fixture and
// every profile.
func FuzzLoad(f *testing.F) {
	for _, pat := range []string{"testdata/invalid/*.yaml", "testdata/valid/*.yaml", "profiles/*.yaml"} {
		files, _ := filepath.Glob(pat)
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	dir, err := filepath.Abs("testdata/valid")
	if err != nil {
		f.Fatal(err)
	}
	name := filepath.Join(dir, "fuzz.yaml")
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := LoadBytes(name, data)
		if err == nil {
			out, err := p.Resolved()
			if err != nil {
				t.Fatalf("Resolved: %v", err)
			}
			q, err := LoadBytes(name, out)
			if err != nil {
				t.Fatalf("Resolved output does not load: %v\n%s", err, out)
			}
			if d := cmp.Diff(p, q, policyOpts); d != "" {
				t.Fatalf("Resolved changed the policy:\n%s", d)
			}
			p.Match(&Target{EntryType: "message", Role: "user", Path: "message.content.0.text", Args: map[string]string{"path": "/a/.env"}})
			return
		}
		var list ErrorList
		if !errors.As(err, &list) || len(list) == 0 {
			t.Fatalf("error %T is not a non-empty ErrorList: %v", err, err)
		}
		for _, e := range list {
			if e.Pos.File == "" || e.Pos.Line < 1 || e.Pos.Col < 1 {
				t.Errorf("unpositioned problem: %q", e.Error())
			}
			if strings.Contains(e.Error(), "\n") {
				t.Errorf("problem spans lines: %q", e.Error())
			}
		}
	})
}
