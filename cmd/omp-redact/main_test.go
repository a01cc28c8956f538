package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites golden files (cmp targets inside the txtar scripts) from
// the actual output: go test ./cmd/omp-redact -update.
var update = flag.Bool("update", false, "update golden files")

// TestMain lets the test binary act as the omp-redact command inside
// testscript scripts ("exec omp-redact ...").
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"omp-redact": func() { os.Exit(Main()) },
	})
}

// ciVars are environment variables that change behaviour on CI machines or
// point omp at a real data directory; scripts must not depend on the host.
var ciVars = []string{
	"CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "TF_BUILD", "NO_COLOR", "FORCE_COLOR", "TERM",
	"XDG_DATA_HOME", "XDG_CONFIG_HOME", "PI_CODING_AGENT_DIR", "PI_CODING_AGENT_SESSION_DIR",
	"PI_CONFIG_DIR", "OMP_PROFILE", "PI_PROFILE",
}

func TestScript(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		UpdateScripts:       *update,
		Setup:               setupScript,
		Condition:           scriptCondition,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"trim-newline": cmdTrimNewline,
			"write-binary": cmdWriteBinary,
			"mkfifo":       cmdMkfifo,
			"mknull":       cmdMknull,
		},
	})
}

// setupScript gives every script its own empty home directory, $REPO, and
// an environment free of CI and omp variables.
func setupScript(env *testscript.Env) error {
	home := filepath.Join(env.WorkDir, "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		return err
	}
	env.Setenv("HOME", home)
	// $REPO is the repository root, for scripts that run what the
	// integration files (.pre-commit-hooks.yaml, action.yml) document.
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		return err
	}
	env.Setenv("REPO", repo)
	vars := env.Vars[:0]
	for _, kv := range env.Vars {
		name, _, _ := strings.Cut(kv, "=")
		if !isCIVar(name) {
			vars = append(vars, kv)
		}
	}
	env.Vars = vars
	return nil
}

func isCIVar(name string) bool {
	for _, v := range ciVars {
		if name == v {
			return true
		}
	}
	return false
}

// cmdTrimNewline strips one final newline from a file: txtar sections always
// end with a newline, but some inputs (a cut final line) must not.
func cmdTrimNewline(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! trim-newline")
	}
	if len(args) != 1 {
		ts.Fatalf("usage: trim-newline FILE")
	}
	path := ts.MkAbs(args[0])
	data, err := os.ReadFile(path)
	ts.Check(err)
	if n := len(data); n > 0 && data[n-1] == '\n' {
		data = data[:n-1]
		if n := len(data); n > 0 && data[n-1] == '\r' {
			data = data[:n-1]
		}
	}
	ts.Check(os.WriteFile(path, data, 0o644))
}

// cmdWriteBinary writes a small file with NUL bytes (like an image), which
// a txtar archive cannot hold comfortably.
func cmdWriteBinary(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: write-binary FILE")
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x01"), 0o644))
}
