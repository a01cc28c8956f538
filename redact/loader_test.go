package redact

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/session"
	"github.com/rogpeppe/go-internal/txtar"
)

// TestOmpLoader loads inputs and redacted outputs with omp's own session
// loader (shared/tools/omp-loader, bun + @oh-my-pi/pi-coding-agent) and
// checks that omp reads each output as it read the input: same header,
// entry count, default leaf, no new malformed records or orphaned tool
// calls, and (when only strings were masked) the same context. It runs
// when the loader is installed ($OMP_REAL_DIR, default /tmp/omp-real;
// .ci/run installs it) and skips otherwise.
func TestOmpLoader(t *testing.T) {
	root := os.Getenv("OMP_REAL_DIR")
	if root == "" {
		root = "/tmp/omp-real"
	}
	bun := filepath.Join(root, "bin", "bun")
	check, _ := filepath.Abs("../../shared/tools/omp-loader/check.ts")
	if _, err := os.Stat(bun); err != nil {
		t.Skip("omp loader not installed:", err)
	}
	if _, err := os.Stat(check); err != nil {
		t.Skip("omp loader script not found:", err)
	}
	dir := t.TempDir()
	type pair struct {
		name, in, out string
		structural    bool
		secret        string // a secret no part of which omp may show in the output's title
	}
	var pairs []pair
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	files, _ := filepath.Glob("testdata/engine/*.txtar")
	for _, f := range files {
		ar, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var in, pol []byte
		for _, s := range ar.Files {
			switch s.Name {
			case "input.jsonl":
				in = s.Data
			case "policy.yaml":
				pol = s.Data
			}
		}
		e := newTestEngine(t, "policy.yaml", pol)
		res, err := e.Session("in", in, session.Options{})
		if err != nil || res.Fatal != nil {
			continue
		}
		base := strings.TrimSuffix(filepath.Base(f), ".txtar")
		pairs = append(pairs, pair{base, write(base+".in.jsonl", in), write(base+".out.jsonl", res.Output), hasStructural(res), ""})
	}
	for _, prof := range []string{"default", "share", "strict"} {
		e := newTestEngine(t, prof, nil)
		for seed := int64(1); seed <= 3; seed++ {
			data, _ := genSession(t, rand.New(rand.NewSource(seed)))
			res, err := e.Session("in", data, session.Options{})
			if err != nil || res.Fatal != nil {
				t.Fatalf("%s seed %d: %v %v", prof, seed, err, res.Fatal)
			}
			name := prof + "-" + string(rune('0'+seed))
			pairs = append(pairs, pair{name, write(name+".in.jsonl", data), write(name+".out.jsonl", res.Output), hasStructural(res), ""})
		}
	}
	// Issue 11 item 1: a slot cut inside a token by an omp rename, with
	// and without the title_change entry that holds the full title.
	for _, withSource := range []bool{true, false} {
		data, pat := renamedSession(t, 11, withSource)
		res, err := newTestEngine(t, "default", nil).Session("in", data, session.Options{})
		if err != nil || res.Fatal != nil {
			t.Fatalf("renamed title: %v %v", err, res.Fatal)
		}
		name := "renamed-title"
		if !withSource {
			name += "-no-source"
		}
		pairs = append(pairs, pair{name, write(name+".in.jsonl", data), write(name+".out.jsonl", res.Output), hasStructural(res), pat})
	}
	args := []string{check}
	for _, p := range pairs {
		args = append(args, p.in, p.out)
	}
	cmd := exec.Command(bun, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		t.Fatalf("omp loader: %v", err)
	}
	results := map[string]map[string]any{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]any
		if json.Unmarshal(sc.Bytes(), &m) == nil {
			results[m["file"].(string)] = m
		}
	}
	for _, p := range pairs {
		a, b := results[p.in], results[p.out]
		if a == nil || b == nil {
			t.Errorf("%s: no loader result", p.name)
			continue
		}
		fields := []string{"ok", "headerId", "version", "malformed", "error", "nonObjectRecords", "invalidHeader"}
		if !strings.Contains(p.name, "splice") {
			fields = append(fields, "entries") // tombstones keep every entry
		}
		if a["version"] != nil && a["version"].(float64) > 1 {
			fields = append(fields, "leafId")
		}
		if !p.structural {
			fields = append(fields, "contextMessages", "orphanToolCalls", "orphanToolResults", "strippedToolCalls")
		}
		for _, k := range fields {
			if ja, jb := jsonOf(a[k]), jsonOf(b[k]); ja != jb {
				t.Errorf("%s: omp reads %s=%s from the output, %s from the input", p.name, k, jb, ja)
			}
		}
		if p.secret != "" {
			title, _ := b["title"].(string)
			if title == "" || strings.Contains(title, p.secret[:8]) {
				t.Errorf("%s: omp shows the title %q, want a title without the token", p.name, title)
			}
			if a["title"] == title {
				t.Errorf("%s: omp shows the input's title", p.name)
			}
			if ok, _ := b["ok"].(bool); !ok {
				t.Errorf("%s: omp does not load the output: %v", p.name, b["error"])
			}
			if w, _ := b["writes"].([]any); len(w) > 0 {
				t.Errorf("%s: omp wants to rewrite the output: %v", p.name, w)
			}
			out, err := os.ReadFile(p.out)
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := session.ParseBytes(out, p.out, session.Options{})
			if err != nil || parsed.Title == nil || parsed.Title.Len() != TitleWidth || parsed.TitleText() != title {
				t.Errorf("%s: the output's first line is not a valid %d-byte slot holding the title omp shows", p.name, TitleWidth)
			}
		}
		if b["orphanToolCalls"] != nil && b["orphanToolCalls"].(float64) > a["orphanToolCalls"].(float64) {
			t.Errorf("%s: output has more orphaned tool calls", p.name)
		}
	}
}

func hasStructural(r *Result) bool {
	for _, c := range r.File.Changes {
		switch c.What {
		case "mask", "hash", "blank", "anonymize-path", "strip-signature":
		default:
			return true
		}
	}
	return false
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
