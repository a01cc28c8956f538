package explain

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/enginetest"
)

// TestEntry: every string leaf of the entry gets a line with its class
// or its decision, line:N names an entry by line, and an unknown entry or
// leaf is an error naming the session.
func TestEntry(t *testing.T) {
	b := enginetest.Build(t, "share")
	sess := filepath.Join(t.TempDir(), "s.jsonl")
	lines := `{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}` + "\n" +
		`{"type":"message","id":"m1","parentId":null,"timestamp":"2026-01-01T00:00:01.000Z","message":{"role":"user","content":[{"type":"text","text":"hello"}],"timestamp":1}}` + "\n"
	if err := os.WriteFile(sess, []byte(lines), 0o600); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := Entry(&out, b.Engine, b.Policy, sess, "m1", ""); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "message.content.0.text: entry=message role=user block=text") || !strings.Contains(text, "  -> ") {
		t.Errorf("explain m1:\n%s", text)
	}
	var byLine strings.Builder
	if err := Entry(&byLine, b.Engine, b.Policy, sess, "line:2", "message.content.0.text"); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(byLine.String(), "message.content.0.text: ") {
		t.Errorf("explain line:2 --path:\n%s", byLine.String())
	}
	if err := Entry(&out, b.Engine, b.Policy, sess, "nope", ""); err == nil || !strings.Contains(err.Error(), sess+`: no entry "nope"`) {
		t.Errorf("unknown entry: %v", err)
	}
	if err := Entry(&out, b.Engine, b.Policy, sess, "m1", "no.such.leaf"); err == nil || !strings.Contains(err.Error(), "has no leaf") {
		t.Errorf("unknown leaf: %v", err)
	}
}
