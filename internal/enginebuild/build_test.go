package enginebuild

import (
	"errors"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/userkey"
)

// TestBuild: a named file that is not a regular file is refused before
// anything is read; a policy file with an explicit profile is refused; a
// profile builds an engine with the key the environment gives.
func TestBuild(t *testing.T) {
	env := func(k string) string {
		if k == "OMP_REDACT_KEY" {
			return "0123456789abcdef0123"
		}
		return ""
	}
	dir := t.TempDir()
	if _, err := Build(Config{Profile: "default", SecretsFiles: []string{dir}, Getenv: env}); err == nil || !strings.Contains(err.Error(), "not a regular file (a directory)") {
		t.Errorf("a directory as --secrets-file: %v", err)
	}
	if _, err := Build(Config{PolicyFile: "p.yaml", Profile: "share", ProfileGiven: true, Getenv: env}); !errors.Is(err, ErrPolicyAndProfile) {
		t.Errorf("policy and profile: %v", err)
	}
	b, err := Build(Config{Profile: "strict", Getenv: env})
	if err != nil {
		t.Fatal(err)
	}
	if b.Engine == nil || b.Policy == nil || b.Rules == nil || b.KeySource != userkey.FromEnv || string(b.Key) != env("OMP_REDACT_KEY") {
		t.Errorf("built %+v", b)
	}
	if _, err := Build(Config{Profile: "nope", Getenv: env}); err == nil {
		t.Error("an unknown profile was accepted")
	}
}
