package inputs

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// TestCollect: "-" is stdin; a file named on the command line is a
// session when its name or first line says so, else text; a directory
// gives its sessions and text artifacts, and its other files apart; a
// FIFO is refused with its path, the other inputs still returned.
func TestCollect(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, data string) string {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	sess := write("tree/--w--/2026-01-01T00-00-00-000Z_s.jsonl", `{"type":"session","version":3,"id":"s","timestamp":"t","cwd":"/w"}`+"\n")
	write("tree/--w--/2026-01-01T00-00-00-000Z_s/3.bash.log", "log\n")
	other := write("tree/--w--/notes.bin", "\x00\x01")
	named := write("x.txt", "\ufeff {\"a\":1}\n")
	plain := write("y.txt", "plain text\n")
	args := []string{"-", filepath.Join(dir, "tree"), named, plain}
	if runtime.GOOS != "windows" {
		fifo := filepath.Join(dir, "fifo")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatal(err)
		}
		args = append(args, fifo)
	}
	ins, others, errs := Collect(args)
	if len(ins) != 5 || ins[0].Path != "-" || ins[0].Display() != "<stdin>" {
		t.Fatalf("inputs %+v", ins)
	}
	if ins[1].Path != sess || ins[1].Text || ins[1].Rel != filepath.Join("--w--", filepath.Base(sess)) {
		t.Errorf("session input %+v", ins[1])
	}
	if !ins[2].Text || !strings.HasSuffix(ins[2].Path, "3.bash.log") {
		t.Errorf("artifact input %+v", ins[2])
	}
	if ins[3].Text || !ins[4].Text {
		t.Errorf("x.txt (a JSON object after a BOM) text=%v, y.txt text=%v", ins[3].Text, ins[4].Text)
	}
	if len(others) != 1 || others[0].Path != other {
		t.Errorf("others %+v", others)
	}
	text, binary := SplitOthers(others)
	if len(text) != 0 || len(binary) != 1 {
		t.Errorf("binary file sorted as text %v / binary %v", text, binary)
	}
	if runtime.GOOS != "windows" && (len(errs) != 1 || !strings.Contains(errs[0].Error(), "fifo: not a regular file (a FIFO)")) {
		t.Errorf("errors %v", errs)
	}
}

// TestLimits: the environment lowers the stdin bound and the map
// threshold; ReadAll refuses more than its limit.
func TestLimits(t *testing.T) {
	env := map[string]string{"OMP_REDACT_MAX_STDIN": "4", "OMP_REDACT_MAP_THRESHOLD": "10"}
	l := LimitsFromEnv(func(k string) string { return env[k] })
	if l.MaxStdin != 4 || l.MapFrom != 10 {
		t.Errorf("limits %+v", l)
	}
	if d := LimitsFromEnv(nil); d.MaxStdin != DefaultMaxStdin {
		t.Errorf("default limits %+v", d)
	}
	if b, err := ReadAll(strings.NewReader("abcd"), 4); err != nil || string(b) != "abcd" {
		t.Errorf("4 bytes within 4: %q, %v", b, err)
	}
	if _, err := ReadAll(strings.NewReader("abcde"), 4); err == nil {
		t.Error("5 bytes read within a limit of 4")
	}
}
