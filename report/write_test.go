package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWriteGolden(t *testing.T) {
	tests := []struct {
		golden, format string
		opts           Options
	}{
		{"report.json.golden", "json", Options{}},
		{"report-summary.json.golden", "json", Options{Level: LevelSummary}},
		{"report.sarif.golden", "sarif", Options{}},
		{"report.md.golden", "markdown", Options{}},
		{"report-summary.md.golden", "markdown", Options{Level: LevelSummary}},
		{"report.txt.golden", "text", Options{}},
		{"report-summary.txt.golden", "text", Options{Level: LevelSummary}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Write(&buf, fixture(), tt.format, tt.opts); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.golden, buf.Bytes())
		})
	}
}

// TestWriteIsDeterministicAndPure writes every format twice and checks that
// the bytes agree and that the report was not changed.
func TestWriteIsDeterministicAndPure(t *testing.T) {
	for _, format := range Formats {
		r := fixture()
		var a, b bytes.Buffer
		if err := Write(&a, r, format, Options{}); err != nil {
			t.Fatal(err)
		}
		if err := Write(&b, r, format, Options{}); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%s: two writes differ", format)
		}
		if diff := cmp.Diff(fixture(), r); diff != "" {
			t.Errorf("%s: Write changed the report (-before +after):\n%s", format, diff)
		}
	}
}

func TestWriteErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, fixture(), "xml", Options{}); err == nil || !strings.Contains(err.Error(), `unknown format "xml"`) {
		t.Errorf("unknown format: err = %v", err)
	}
	if err := Write(&buf, fixture(), "json", Options{Level: "full"}); err == nil || !strings.Contains(err.Error(), `unknown level "full"`) {
		t.Errorf("unknown level: err = %v", err)
	}
	if err := Write(&buf, nil, "json", Options{}); err == nil {
		t.Error("nil report: no error")
	}
	if buf.Len() != 0 {
		t.Errorf("failed writes wrote %q", buf.String())
	}
}

func TestMarkdownEscapesCells(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a|b", `a\|b`},
		{"`rm -rf`", "\\`rm -rf\\`"},
		{"<script>", "&lt;script&gt;"},
		{"two\nlines", "two lines"},
		{"a_b*c[d](e)", `a\_b\*c\[d\](e)`},
		{"esc\x1b[31m", `esc\[31m`},
		{`back\slash`, `back\\slash`},
	}
	for _, tt := range tests {
		if got := cell(tt.in); got != tt.want {
			t.Errorf("cell(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestTextKeepsRecordsOnOneLine(t *testing.T) {
	r := &Report{Command: "scan", Files: []File{{
		Path:     "odd\nname\x1b[2J.jsonl",
		Findings: []Finding{{Line: 1, EntryID: "e 1", Path: "a.b", RuleID: "r", Fingerprint: "fp"}},
		Errors:   []string{"line 2:\nbad"},
	}}, Summary: Summary{Files: 1, Findings: 1, Errors: 1}}
	var buf bytes.Buffer
	if err := Write(&buf, r, "text", Options{}); err != nil {
		t.Fatal(err)
	}
	want := "odd\\x0aname\\x1b[2J.jsonl:1: e\\x201 a.b r fp\n" +
		"odd\\x0aname\\x1b[2J.jsonl: error: line 2:\\x0abad\n" +
		"1 finding in 1 of 1 file; 1 error\n"
	if diff := cmp.Diff(want, buf.String()); diff != "" {
		t.Errorf("text (-want +got):\n%s", diff)
	}
}

func TestPascal(t *testing.T) {
	for in, want := range map[string]string{
		"aws-access-token": "AwsAccessToken", "generic-api-key": "GenericApiKey",
		"jwt_base64": "JwtBase64", "policy-deny": "PolicyDeny", "": "Rule", "--": "Rule", "1password": "1password",
	} {
		if got := pascal(in); got != want {
			t.Errorf("pascal(%q) = %q, want %q", in, got, want)
		}
	}
}
