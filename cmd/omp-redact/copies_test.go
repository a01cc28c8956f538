package main

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

var (
	uEscRE   = regexp.MustCompile(`\\+u00([0-9a-fA-F]{2})`)
	foldedRE = regexp.MustCompile(`[ \t]*(\\\\|\\)?(\r?\n|\\r\\n|\\n)[ \t]*`)
)

// secretTraces names the forms of secret left in b: plain, hex or base64
// (any offset), as written, with \u escapes decoded or with folds joined.
func secretTraces(b []byte, secret string) []string {
	raw := string(b)
	unesc := uEscRE.ReplaceAllStringFunc(raw, func(m string) string {
		n, _ := strconv.ParseUint(m[len(m)-2:], 16, 8)
		return string(rune(n))
	})
	views := map[string]string{"raw": raw, "unescaped": unesc, "unfolded": foldedRE.ReplaceAllString(unesc, "")}
	forms := map[string]string{"plain": secret, "hex": hex.EncodeToString([]byte(secret))}
	for k := 0; k < 3; k++ {
		e := base64.StdEncoding.EncodeToString(append(make([]byte, k), secret...))
		forms["base64-"+strconv.Itoa(k)] = e[(8*k+5)/6 : (8*(k+len(secret)))/6]
	}
	var out []string
	for vn, v := range views {
		for fn, f := range forms {
			if strings.Contains(v, f) {
				out = append(out, fn+" in "+vn)
			}
		}
	}
	return out
}

func jsonLine(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// runTree writes a session directory where each of two secrets is found
// by a rule in one file only and copied bare, in another form, in the
// other files of the run: the parent session, a subagent session in its
// artifact directory, a tool log and a .tmp copy of the parent.
func runTree(t *testing.T, a, b fakesecret.Secret) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "sessions")
	dir := filepath.Join(root, "--w--")
	art := filepath.Join(dir, "2026-11-02T10-00-00-000Z_s1")
	if err := os.MkdirAll(art, 0o700); err != nil {
		t.Fatal(err)
	}
	session := func(id string, texts ...string) string {
		lines := []string{jsonLine(t, map[string]any{"type": "session", "version": 3, "id": id, "timestamp": "2026-11-02T10:00:00.000Z", "cwd": "/w"})}
		parent := any(nil)
		for i, text := range texts {
			eid := fmt.Sprintf("%s-%d", id, i)
			lines = append(lines, jsonLine(t, map[string]any{"type": "message", "id": eid, "parentId": parent, "timestamp": "2026-11-02T10:00:01.000Z",
				"message": map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": text}}, "timestamp": 1}}))
			parent = eid
		}
		return strings.Join(lines, "\n") + "\n"
	}
	uAll := func(s string) string {
		var sb strings.Builder
		for i := 0; i < len(s); i++ {
			fmt.Fprintf(&sb, `\u%04x`, s[i])
		}
		return sb.String()
	}
	parent := session("s1", "found here: "+b.Text, "the subagent used "+a.Value+" again")
	// the same line, with the copy of a written \u-escaped by the encoder
	parent = strings.Replace(parent, "used "+a.Value, "used "+uAll(a.Value), 1)
	files := map[string]string{
		filepath.Join(dir, "2026-11-02T10-00-00-000Z_s1.jsonl"):           parent,
		filepath.Join(dir, ".2026-11-02T10-00-00-000Z_s1.jsonl.1234.tmp"): session("s1", "plain copy "+b.Value, "ok"),
		filepath.Join(art, "0-sub.jsonl"):                                 session("sub", "found: "+a.Text, "folded "+b.Value[:10]+"\n    "+b.Value[10:]),
		filepath.Join(art, "3.bash.log"):                                  "$ xxd -p\n" + hex.EncodeToString([]byte(a.Value)) + "\nbase64: " + base64.StdEncoding.EncodeToString([]byte("k="+b.Value)) + "\n",
	}
	for p, data := range files {
		if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// TestRedactRunCopies redacts a session directory where each secret is
// found by a rule in one file only: every copy in every other file of the
// run, in any form, must be gone, whether files are read or mapped.
func TestRedactRunCopies(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	var a, b fakesecret.Secret
	for _, g := range fakesecret.Generators() {
		switch g.Kind {
		case "password-assignment":
			a = g.Gen(r)
		case "datadog-access-token":
			b = g.Gen(r)
		}
	}
	for _, mode := range []string{"read", "mapped", "in-place"} {
		t.Run(mode, func(t *testing.T) {
			root := runTree(t, a, b)
			out := filepath.Join(t.TempDir(), "out")
			io, _, _, stderr := testIO()
			args := []string{"redact", "-q", "-o", out, root}
			switch mode {
			case "mapped":
				io.Getenv = func(k string) string {
					if k == "OMP_REDACT_MAP_THRESHOLD" {
						return "1"
					}
					return ""
				}
			case "in-place":
				args, out = []string{"redact", "-q", "--in-place", root}, root
			}
			if code := run(io, args); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			n := 0
			err := filepath.Walk(out, func(p string, fi os.FileInfo, err error) error {
				if err != nil || fi.IsDir() {
					return err
				}
				n++
				data, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				for name, s := range map[string]string{"a": a.Value, "b": b.Value} {
					if tr := secretTraces(data, s); len(tr) > 0 {
						t.Errorf("%s: secret %s left: %v", strings.TrimPrefix(p, out), name, tr)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if n != 4 {
				t.Errorf("%d files written, want 4", n)
			}
		})
	}
}

// TestSecretFileName checks what redact does with a tool log whose name
// holds a secret (omp names logs <n>.<tool>.log): under -o DIR it is
// written under the masked name and the rename is reported; in place it
// keeps its name and the run fails with a file-name violation. The name is
// never printed.
func TestSecretFileName(t *testing.T) {
	r := rand.New(rand.NewSource(21))
	var tool string
	for _, g := range fakesecret.Generators() {
		if g.Kind == "github-oauth" {
			tool = g.Gen(r).Value
		}
	}
	tree := func() string {
		root := filepath.Join(t.TempDir(), "s")
		if err := os.MkdirAll(root, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, "1."+tool+".log"), []byte("ok\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, "2.bash.log"), []byte("ok\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		return root
	}
	t.Run("output-dir", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "out")
		rep := filepath.Join(t.TempDir(), "rep.json")
		io, _, stdout, stderr := testIO()
		if code := run(io, []string{"redact", "-o", out, "--report", rep, tree()}); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		names, _ := filepath.Glob(filepath.Join(out, "*"))
		want := []string{filepath.Join(out, "1.REDACTED-github-oauth.log"), filepath.Join(out, "2.bash.log")}
		if strings.Join(names, " ") != strings.Join(want, " ") {
			t.Errorf("outputs %v, want %v", names, want)
		}
		data, _ := os.ReadFile(rep)
		if !strings.Contains(string(data), `"what": "rename"`) || !strings.Contains(stderr.String(), "the file name holds a secret") {
			t.Errorf("rename not reported:\n%s\n%s", data, stderr)
		}
		for _, b := range [][]byte{data, stdout.Bytes(), stderr.Bytes()} {
			if strings.Contains(string(b), tool) {
				t.Errorf("the secret of the file name is printed")
			}
		}
	})
	t.Run("in-place", func(t *testing.T) {
		root := tree()
		io, _, _, stderr := testIO()
		if code := run(io, []string{"redact", "--in-place", root}); code != exitNo {
			t.Errorf("exit %d, want %d (a file-name violation): %s", code, exitNo, stderr)
		}
		if _, err := os.Stat(filepath.Join(root, "1."+tool+".log")); err != nil {
			t.Errorf("the file was renamed or removed: %v", err)
		}
		if strings.Contains(stderr.String(), tool) || !strings.Contains(stderr.String(), "rename the file") {
			t.Errorf("stderr: %s", stderr)
		}
	})
}
