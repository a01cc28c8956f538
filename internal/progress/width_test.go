package progress

import (
	"bytes"
	"testing"
)

// TestWidth: $COLUMNS wins; a writer that is no terminal is 80 wide.
func TestWidth(t *testing.T) {
	env := map[string]string{"COLUMNS": "42"}
	if w := Width(func(k string) string { return env[k] }, &bytes.Buffer{}); w != 42 {
		t.Errorf("COLUMNS=42: %d", w)
	}
	env["COLUMNS"] = "nope"
	if w := Width(func(k string) string { return env[k] }, &bytes.Buffer{}); w != 80 {
		t.Errorf("no terminal: %d", w)
	}
	if w := Width(nil, &bytes.Buffer{}); w != 80 {
		t.Errorf("no environment: %d", w)
	}
}
