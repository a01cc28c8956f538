package policy

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestShow: a profile shows its source; an unknown one is
// ErrUnknownProfile; a file with problems is an ErrorList; --resolved
// gives a policy that loads.
func TestShow(t *testing.T) {
	src, err := Show("", "strict", false)
	if want, _ := ProfileSource("strict"); err != nil || string(src) != string(want) {
		t.Fatalf("profile strict: %v", err)
	}
	if _, err := Show("", "nope", false); !errors.As(err, new(ErrUnknownProfile)) {
		t.Errorf("unknown profile: %v", err)
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(bad, []byte("version: 1\nrules: [{name: x, action: nope}]\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var list ErrorList
	if _, err := Show(bad, "", false); !errors.As(err, &list) || len(list) == 0 {
		t.Errorf("bad file: %v", err)
	}
	res, err := Show("", "share", true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadBytes("resolved.yaml", res); err != nil {
		t.Errorf("the resolved form does not load: %v", err)
	}
}
