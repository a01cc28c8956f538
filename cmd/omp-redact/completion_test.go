package main

import (
	"strings"
	"testing"
)

func TestCompletion(t *testing.T) {
	tests := []struct {
		shell, want string
	}{
		{"bash", "__start_omp-redact"},
		{"zsh", "#compdef omp-redact"},
		{"fish", "complete -c omp-redact"},
	}
	for _, tt := range tests {
		io, _, out, errOut := testIO()
		if code := run(io, []string{"completion", tt.shell}); code != exitOK {
			t.Fatalf("%s: exit %d, stderr %q", tt.shell, code, errOut.String())
		}
		if !strings.Contains(out.String(), tt.want) {
			t.Errorf("%s: script lacks %q", tt.shell, tt.want)
		}
		if errOut.Len() != 0 {
			t.Errorf("%s: stderr %q", tt.shell, errOut.String())
		}
	}
	io, _, out, errOut := testIO()
	if code := run(io, []string{"completion", "powershell"}); code != exitError {
		t.Errorf("powershell: exit %d, want %d", code, exitError)
	}
	if out.Len() != 0 || !strings.Contains(errOut.String(), "unknown shell powershell") {
		t.Errorf("powershell: stdout %q, stderr %q", out.String(), errOut.String())
	}
}

// TestCompletionListedOnce: cobra adds its own completion command unless
// one exists; --help must show ours, once.
func TestCompletionListedOnce(t *testing.T) {
	io, _, out, _ := testIO()
	if code := run(io, []string{"--help"}); code != exitOK {
		t.Fatalf("exit %d", code)
	}
	n := 0
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "completion ") {
			n++
			if !strings.Contains(line, "Print a shell completion script") {
				t.Errorf("not our completion command: %q", line)
			}
		}
	}
	if n != 1 {
		t.Errorf("completion listed %d times in --help:\n%s", n, out.String())
	}
}
