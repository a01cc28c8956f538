package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestPreCommitHookOnForeignJSONL runs the pre-commit hook's own entry on
// staged *.jsonl files: a JSONL file that is no omp session (a data set)
// passes when it holds no secret and fails when it does; an omp session
// is still validated and checked as one.
func TestPreCommitHookOnForeignJSONL(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", ".pre-commit-hooks.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var hooks []struct{ Entry, Description string }
	if err := yaml.Unmarshal(data, &hooks); err != nil || len(hooks) != 1 {
		t.Fatalf("hooks: %v %+v", err, hooks)
	}
	entry := strings.Fields(hooks[0].Entry)
	if entry[0] != "omp-redact" {
		t.Fatalf("entry %q", hooks[0].Entry)
	}
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	policy := write("policy.yaml", "version: 1\nextends: none\ndetectors:\n  - id: test-secret\n    pattern: 'SECRET-[A-Z0-9]{8}'\nrules:\n  - name: mask\n    when: {finding: any}\n    action: mask\n")
	secret := "SECRET-" + strings.Repeat("AB12", 2)
	dataset := write("dataset.jsonl", "{\"prompt\":\"hello\",\"completion\":\"world\"}\n{\"prompt\":\"x\",\"completion\":\"y\"}\n")
	leaky := write("leaky.jsonl", "{\"prompt\":\"use "+secret+"\"}\n")
	broken := write("broken.jsonl", "{\"type\":\"session\",\"version\":3,\"id\":\"s1\",\"timestamp\":\"2026-11-02T10:00:00.000Z\",\"cwd\":\"/w\"}\n{\"type\":\"message\",\"id\":\"e1\",\"parentId\":\"nope\",\"timestamp\":\"2026-11-02T10:00:01.000Z\",\"message\":{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"hi\"}],\"timestamp\":1}}\n")
	hook := func(files ...string) (int, string) {
		io, _, out, errOut := testIO()
		args := append(append(append([]string(nil), entry[1:]...), "--policy", policy), files...)
		return run(io, args), out.String() + errOut.String()
	}
	if code, out := hook(dataset); code != exitOK {
		t.Errorf("a clean data set: exit %d: %s", code, out)
	}
	if code, out := hook(dataset, leaky); code != exitNo || !strings.Contains(out, "leaky.jsonl") {
		t.Errorf("a data set with a secret: exit %d: %s", code, out)
	}
	if code, out := hook(broken); code != exitNo || !strings.Contains(out, "invalid") {
		t.Errorf("an omp session with a missing parent: exit %d, want 1: %s", code, out)
	}
	// Without the hook's flag, the data set is a broken session (the
	// behaviour the flag exists for).
	io, _, _, _ := testIO()
	if code := run(io, []string{"check", "-q", "--policy", policy, dataset}); code != exitNo {
		t.Errorf("check without --foreign-jsonl scan: exit %d, want 1", code)
	}
	// The hook's comments name only real flags of redact.
	root := newRootCmd(io)
	redact, _, _ := root.Find([]string{"redact"})
	for _, m := range regexp.MustCompile("`omp-redact redact ([^`]*)`").FindAllStringSubmatch(string(data), -1) {
		for _, f := range strings.Fields(m[1]) {
			if strings.HasPrefix(f, "--") && redact.Flags().Lookup(strings.TrimPrefix(f, "--")) == nil ||
				len(f) == 2 && f[0] == '-' && redact.Flags().ShorthandLookup(f[1:]) == nil {
				t.Errorf(".pre-commit-hooks.yaml documents %s, which redact does not have", f)
			}
		}
	}
}

// TestActionUploadSARIFVersion: the action uses upload-sarif v3 or later
// (v1 and v2 are deprecated and stop working).
func TestActionUploadSARIFVersion(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`github/codeql-action/upload-sarif@v(\d+)`).FindSubmatch(data)
	if m == nil {
		t.Fatal("action.yml does not pin upload-sarif to a major version")
	}
	if v, _ := strconv.Atoi(string(m[1])); v < 3 {
		t.Errorf("upload-sarif@v%s is deprecated; use v3", m[1])
	}
}
