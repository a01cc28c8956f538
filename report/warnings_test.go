package report

import (
	"bytes"
	"strings"
	"testing"
)

// TestCompactionWarningInEveryFormat: a removed compaction (an
// invalidation of kind compaction) is stated by every format at every
// level, with its line.
func TestCompactionWarningInEveryFormat(t *testing.T) {
	r := &Report{Command: "redact", Files: []File{{
		Path: "s.jsonl", Kind: "session", Findings: []Finding{},
		Invalidations: []Invalidation{
			{Line: 5, EntryID: "e4", Path: "summary", Kind: "compaction", Cause: "drop-entry", Outcome: "dropped"},
			{Line: 3, EntryID: "e2", Path: "message.content.0.thinkingSignature", Kind: "thinking-signature", Cause: "x", Outcome: "stripped"},
		},
	}}}
	for _, format := range Formats {
		for _, level := range []string{LevelSummary, LevelDetailed} {
			var buf bytes.Buffer
			if err := Write(&buf, r, format, Options{Level: level}); err != nil {
				t.Fatal(err)
			}
			out := buf.String()
			if !strings.Contains(out, "compaction removed") && !strings.Contains(out, `"kind": "compaction"`) {
				t.Errorf("%s/%s: the removed compaction is not reported:\n%s", format, level, out)
			}
			if !strings.Contains(out, "5") {
				t.Errorf("%s/%s: no line number", format, level)
			}
		}
	}
}
