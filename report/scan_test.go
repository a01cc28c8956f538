package report

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// TestScanOutputs: scan's text names each finding by position, rule and
// fingerprint and says an incomplete scan is incomplete; its JSON counts
// findings by rule and lists every error, the unread inputs' too.
func TestScanOutputs(t *testing.T) {
	r := &Report{
		Files: []File{{Path: "a.jsonl", Findings: []Finding{
			{Line: 3, EntryID: "e1", Path: "message.content", RuleID: "r1", Fingerprint: "fp1"},
			{Line: 4, RuleID: "r1", Fingerprint: "fp2"},
		}, Errors: []string{"line 9: bad"}}},
		Summary: Summary{Files: 1, Findings: 2, Errors: 1},
	}
	var text strings.Builder
	if err := WriteScanText(&text, r, 1); err != nil {
		t.Fatal(err)
	}
	want := "a.jsonl:3: e1 message.content r1 fp1\na.jsonl:4: - - r1 fp2\n2 finding(s) in 1 file(s), 2 error(s): scan incomplete\n"
	if text.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", text.String(), want)
	}
	var js strings.Builder
	if err := WriteScanJSON(&js, r, []error{errors.New("b.jsonl: not found")}); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Findings []struct{ File, Fingerprint string }
		Summary  struct {
			ByRule map[string]int
			Errors int
		}
		Errors []string
	}
	if err := json.Unmarshal([]byte(js.String()), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Findings) != 2 || got.Summary.ByRule["r1"] != 2 || got.Summary.Errors != 2 ||
		strings.Join(got.Errors, "|") != "a.jsonl: line 9: bad|b.jsonl: not found" {
		t.Errorf("json: %s", js.String())
	}
}
