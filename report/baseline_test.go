package report

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestBaselineRoundTrip(t *testing.T) {
	r := fixture()
	var buf bytes.Buffer
	if err := WriteBaseline(&buf, r); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, banned := range []string{`"line"`, `"column"`, `"start"`, "preview"} {
		if strings.Contains(out, banned) {
			t.Errorf("baseline holds %s:\n%s", banned, out)
		}
	}
	golden(t, "baseline.json.golden", buf.Bytes())

	path := filepath.Join(t.TempDir(), "baseline.json")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := LoadBaseline(path)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(NewBaseline(r).Entries, b.Entries); diff != "" {
		t.Errorf("entries after round trip (-want +got):\n%s", diff)
	}

	// The session grows: every line moves down by 5 (a header rewrite), and
	// one new finding is appended. Old findings are suppressed, the new one
	// is not.
	next := fixture()
	for i := range next.Files {
		for j := range next.Files[i].Findings {
			next.Files[i].Findings[j].Line += 5
			next.Files[i].Findings[j].Suppressed = false
		}
		for j := range next.Files[i].Violations {
			next.Files[i].Violations[j].Line += 5
			next.Files[i].Violations[j].Suppressed = false
		}
	}
	fresh := Finding{Line: 50, EntryID: "99ff99ff", Path: "message.content.0.text", RuleID: "aws-access-token",
		Severity: "critical", Fingerprint: "fp:new0000000000001", Action: "mask"}
	next.Files[0].Findings = append(next.Files[0].Findings, fresh)
	next.Files[0].Violations = append(next.Files[0].Violations, Violation{Line: 50, EntryID: "99ff99ff",
		Path: "message.content.0.text", Kind: "finding", RuleID: "aws-access-token", Message: "must be masked"})

	stats := b.Apply(next)
	if diff := cmp.Diff(BaselineStats{Path: path, Suppressed: 4, Stale: 0}, stats); diff != "" {
		t.Errorf("stats (-want +got):\n%s", diff)
	}
	var suppressed, open []string
	for _, f := range next.Files {
		for _, fd := range f.Findings {
			if fd.Suppressed {
				suppressed = append(suppressed, fd.Fingerprint)
			} else {
				open = append(open, fd.Fingerprint)
			}
		}
	}
	if diff := cmp.Diff([]string{"fp:new0000000000001"}, open); diff != "" {
		t.Errorf("unsuppressed findings (-want +got):\n%s", diff)
	}
	if len(suppressed) != 4 {
		t.Errorf("suppressed %v", suppressed)
	}
	// Finding violations follow their findings; deny, opaque and invalid
	// violations are not baselined.
	var openViolations []string
	for _, f := range next.Files {
		for _, v := range f.Violations {
			if !v.Suppressed {
				openViolations = append(openViolations, string(v.Kind)+"@"+v.EntryID)
			}
		}
	}
	want := []string{"deny@e5f6a7b8", "opaque@f6a7b8c9", "finding@99ff99ff", "invalid@11aa22bb"}
	if diff := cmp.Diff(want, openViolations); diff != "" {
		t.Errorf("open violations (-want +got):\n%s", diff)
	}
	if next.Summary.Suppressed != 4 || next.Summary.Violations != 4 {
		t.Errorf("summary suppressed=%d violations=%d, want 4 and 4", next.Summary.Suppressed, next.Summary.Violations)
	}
	if next.Baseline == nil || *next.Baseline != stats {
		t.Errorf("r.Baseline = %v", next.Baseline)
	}
}

func TestBaselineCountsStale(t *testing.T) {
	b := NewBaseline(fixture())
	r := fixture()
	// Two findings were redacted away since the baseline was written.
	r.Files[0].Findings = r.Files[0].Findings[:1]
	r.Files[0].Findings[0].Suppressed = false
	stats := b.Apply(r)
	// 4 entries; the first finding and the one in notes.txt still match.
	if stats.Suppressed != 2 || stats.Stale != 2 {
		t.Errorf("stats = %+v, want 2 suppressed, 2 stale", stats)
	}
}

// TestBaselineDoesNotHideOtherSecrets: same place, same rule, but another
// secret (another fingerprint) is a new finding.
func TestBaselineDoesNotHideOtherSecrets(t *testing.T) {
	b := NewBaseline(fixture())
	r := fixture()
	for i := range r.Files[0].Findings {
		r.Files[0].Findings[i].Fingerprint += "0"
		r.Files[0].Findings[i].Suppressed = false
	}
	for i := range r.Files[0].Violations {
		r.Files[0].Violations[i].Suppressed = false
	}
	b.Apply(r)
	for _, fd := range r.Files[0].Findings {
		if fd.Suppressed {
			t.Errorf("finding %s suppressed by a baseline entry for another secret", fd.Fingerprint)
		}
	}
	for _, v := range r.Files[0].Violations {
		if v.Suppressed {
			t.Errorf("violation at line %d suppressed", v.Line)
		}
	}
}

func TestParseBaselineErrors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"syntax", "{\n  \"version\": 1,\n  \"entries\": [}\n", "3:15: baseline: invalid character '}'"},
		{"unknown field", `{"version":1,"entries":[],"lines":[]}`, `unknown field "lines"`},
		{"version", `{"version":2,"entries":[]}`, "version 2 is not supported"},
		{"no fingerprint", `{"version":1,"entries":[{"ruleId":"r"}]}`, "entries[0]: fingerprint and ruleId are required"},
		{"trailing", `{"version":1,"entries":[]} {}`, "trailing data"},
	}
	for _, tt := range tests {
		_, err := ParseBaseline([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
	if _, err := LoadBaseline(filepath.Join(t.TempDir(), "missing.json")); err == nil {
		t.Error("missing file: no error")
	}
}

// TestBaselineKeyID: the key id is recorded, refused for another key,
// accepted for the same one and for a baseline that has none.
func TestBaselineKeyID(t *testing.T) {
	k1, k2 := []byte("0123456789abcdef0123"), []byte("fedcba9876543210fedc")
	if KeyID(k1) == KeyID(k2) || len(KeyID(k1)) != 16 || KeyID(k1) != KeyID(append([]byte(nil), k1...)) {
		t.Fatalf("key ids: %q %q", KeyID(k1), KeyID(k2))
	}
	var buf bytes.Buffer
	if err := WriteBaselineKey(&buf, fixture(), KeyID(k1)); err != nil {
		t.Fatal(err)
	}
	b, err := ParseBaseline(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if b.KeyID != KeyID(k1) {
		t.Fatalf("keyId %q not recorded", b.KeyID)
	}
	if err := b.CheckKey(KeyID(k1)); err != nil {
		t.Errorf("same key refused: %v", err)
	}
	if err := b.CheckKey(KeyID(k2)); !errors.Is(err, ErrKeyMismatch) {
		t.Errorf("another key: %v, want ErrKeyMismatch", err)
	}
	b.KeyID = ""
	if err := b.CheckKey(KeyID(k2)); err != nil {
		t.Errorf("a baseline without key id is refused: %v", err)
	}
}
