package enginetest

import (
	"testing"

	"github.com/omp-redact/omp-redact/internal/enginebuild"
)

// Key is the user key (OMP_REDACT_KEY) of every engine Build makes.
const Key = "0123456789abcdef0123"

// Build returns the engine and policy of the built-in profile named
// profile, with Key as the user key; a failure fails t.
func Build(t testing.TB, profile string) *enginebuild.Built {
	t.Helper()
	b, err := enginebuild.Build(enginebuild.Config{Profile: profile, Getenv: func(k string) string {
		if k == "OMP_REDACT_KEY" {
			return Key
		}
		return ""
	}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}
