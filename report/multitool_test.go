package report

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestSARIFMultitool runs Microsoft's SARIF Multitool (npm
// @microsoft/sarif-multitool) on the golden SARIF log when the
// sarif-multitool command is on PATH, and fails on any error or warning of
// its SARIF rules and of its GitHub ingestion rules (GH*). It is optional:
// CI does not install the tool, so the test skips there.
//
//	npm install -g @microsoft/sarif-multitool && go test ./report -run Multitool
func TestSARIFMultitool(t *testing.T) {
	tool, err := exec.LookPath("sarif-multitool")
	if err != nil {
		t.Skip("sarif-multitool not on PATH")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "report.sarif")
	var buf bytes.Buffer
	if err := Write(&buf, fixture(), "sarif", Options{}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// The npm wrapper passes its arguments through a shell, so a
	// "Gh;Sarif" list would be split: run one rule kind at a time.
	for _, kind := range []string{"Sarif", "Gh"} {
		out := filepath.Join(dir, kind+".sarif")
		cmd := exec.Command(tool, "validate", "--rule-kind", kind, "-o", out, in)
		msg, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("sarif-multitool validate --rule-kind %s: %v\n%s", kind, err, msg)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatalf("no validation log: %v\n%s", err, msg)
		}
		var log struct {
			Runs []struct {
				Results []struct {
					RuleID  string `json:"ruleId"`
					Level   string `json:"level"`
					Message struct {
						Text string `json:"text"`
					} `json:"message"`
				} `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal(data, &log); err != nil {
			t.Fatal(err)
		}
		for _, run := range log.Runs {
			for _, res := range run.Results {
				if res.Level == "error" || res.Level == "warning" || res.Level == "" {
					t.Errorf("%s %s: %s", res.Level, res.RuleID, res.Message.Text)
				}
			}
		}
	}
}
