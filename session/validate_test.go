package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// want is the part of a Problem a fixture table pins down; messages are
// checked for a few fragments only, so they can be improved freely.
type want struct {
	Line  int
	Check string
	Sev   Severity
}

func summarize(ps []Problem) []want {
	out := []want{}
	for _, p := range ps {
		out = append(out, want{p.Line, p.Check, p.Severity})
	}
	return out
}

func validateFile(t *testing.T, path, blobs string) []Problem {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseBytes(data, path, Options{AllowUnknownVersion: true})
	if err != nil {
		t.Fatal(err)
	}
	return Validate(s, ValidateOptions{BlobDir: blobs})
}

// TestValidateValid: every fixture under testdata/valid passes every check,
// warnings included, with its blob directory.
func TestValidateValid(t *testing.T) {
	files, _ := filepath.Glob("../testdata/valid/*.jsonl")
	if len(files) < 3 {
		t.Fatalf("found %d valid fixtures", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if ps := validateFile(t, f, "../testdata/valid/blobs"); len(ps) != 0 {
				t.Errorf("problems in a valid fixture:\n%v", ps)
			}
		})
	}
}

const (
	E = SeverityError
	W = SeverityWarning
)

// TestValidateInvalid pins the exact problems of each failing fixture
// testdata/invalid/<check>[.variant].jsonl.
func TestValidateInvalid(t *testing.T) {
	tests := map[string]struct {
		want      []want
		fragments []string // substrings of the joined messages
	}{
		"json":                  {[]want{{3, "json", E}, {4, "json", E}}, []string{"not valid JSON", "JSON but not an object"}},
		"title-record":          {[]want{{1, "header", E}, {1, "title-record", E}, {2, "header", E}}, []string{"not a valid title record", "second type \"session\""}},
		"header":                {[]want{{1, "header", E}}, []string{`type "message"`}},
		"header.no-id":          {[]want{{1, "header", E}}, []string{"no string id"}},
		"version":               {[]want{{1, "version", E}}, []string{"version 5 is newer"}},
		"version.string":        {[]want{{1, "version", E}}, []string{"not an integer"}},
		"envelope":              {[]want{{3, "envelope", E}, {4, "envelope", E}, {5, "envelope", E}, {6, "envelope", E}}, []string{"lacks string timestamp", "neither a string nor null", "no string role", "untyped entry lacks string type"}},
		"duplicate-id":          {[]want{{4, "duplicate-id", E}}, []string{"id a2 is also used by line 3"}},
		"missing-parent":        {[]want{{3, "missing-parent", E}}, []string{"parentId ffffffff"}},
		"self-link":             {[]want{{3, "self-link", E}}, nil},
		"cycle":                 {[]want{{3, "cycle", E}, {5, "cycle", E}}, []string{"cycle of 2 entries: b1 → b2 → b1", "cycle of 3 entries: c1 → c3 → c2 → c1"}},
		"reference":             {[]want{{5, "reference", E}, {5, "reference", W}, {6, "reference", E}, {7, "reference", E}, {8, "reference", E}}, []string{"firstKeptEntryId 0000dead", "providerReplayThroughEntryId x1 (line 4) is not on the compaction's branch", "targetId 0000beef", "targetId 0000cafe", "fromId 0000f00d"}},
		"tool-pairing":          {[]want{{3, "tool-pairing", W}, {5, "tool-pairing", E}, {6, "tool-pairing", W}, {7, "tool-pairing", E}}, []string{"call_2", "call_9 has no toolCall", "only on another branch (line 6)"}},
		"duplicate-key":         {[]want{{3, "duplicate-key", E}}, []string{"message.content.0.text"}},
		"title-width":           {[]want{{1, "title-width", E}}, []string{"200 bytes"}},
		"partial-line":          {[]want{{4, "leaf", W}, {4, "partial-line", E}}, []string{"final line is cut", "resumes at line 3 (a2)"}},
		"partial-line.complete": {[]want{{3, "partial-line", W}}, []string{"no newline"}},
		"blob-ref":              {[]want{{3, "blob-ref", E}, {3, "blob-ref", E}, {3, "blob-ref", E}, {3, "tool-pairing", E}}, []string{"'A' at position 1", "40 characters", "81 characters"}},
		"blob-missing":          {[]want{{3, "blob-missing", E}, {3, "blob-missing", E}}, []string{"missing from the blob directory", "corrupt: blob content does not match its hash"}},
		"leaf":                  {[]want{{4, "json", E}, {4, "leaf", W}}, []string{"resumes at line 3 (a2)"}},
		"leaf.broken-branch":    {[]want{{3, "leaf", W}, {3, "missing-parent", E}}, []string{"does not reach a root"}},
	}
	files, _ := filepath.Glob("../testdata/invalid/*.jsonl")
	if len(files) != len(tests) {
		t.Errorf("%d invalid fixtures, %d table rows", len(files), len(tests))
	}
	covered := map[string]bool{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		t.Run(name, func(t *testing.T) {
			tt, ok := tests[name]
			if !ok {
				t.Fatalf("no table row for %s", f)
			}
			ps := validateFile(t, f, "../testdata/invalid/blobs")
			if diff := cmp.Diff(tt.want, summarize(ps)); diff != "" {
				t.Errorf("problems (-want +got):\n%s\n%v", diff, ps)
			}
			var msgs []string
			for _, p := range ps {
				msgs = append(msgs, p.String())
			}
			all := strings.Join(msgs, "\n")
			for _, frag := range tt.fragments {
				if !strings.Contains(all, frag) {
					t.Errorf("no message contains %q:\n%s", frag, all)
				}
			}
			check, _, _ := strings.Cut(name, ".")
			for _, p := range ps {
				if p.Check == check {
					covered[check] = true
				}
			}
		})
	}
	for _, c := range []string{CheckJSON, CheckTitleRecord, CheckHeader, CheckVersion, CheckEnvelope, CheckDuplicateID,
		CheckMissingParent, CheckSelfLink, CheckCycle, CheckReference, CheckToolPairing, CheckDuplicateKey,
		CheckTitleWidth, CheckPartialLine, CheckBlobRef, CheckBlobMissing, CheckLeaf} {
		if !covered[c] {
			t.Errorf("no failing fixture exercises check %s", c)
		}
	}
}

// TestValidateBlobsWithoutDir: without a blob directory, well-formed
// references are not checked for existence.
func TestValidateBlobsWithoutDir(t *testing.T) {
	if ps := validateFile(t, "../testdata/invalid/blob-missing.jsonl", ""); len(ps) != 0 {
		t.Errorf("got %v", ps)
	}
}

// TestValidateEntryIDs: problems carry the entry id, except for legacy
// entries and lines that are not entries.
func TestValidateEntryIDs(t *testing.T) {
	ps := validateFile(t, "../testdata/invalid/duplicate-key.jsonl", "")
	if len(ps) != 1 || ps[0].EntryID != "a2" {
		t.Errorf("got %+v", ps)
	}
	ps = validateFile(t, "../testdata/invalid/version.jsonl", "")
	if len(ps) != 1 || ps[0].EntryID != "" {
		t.Errorf("header problem has entry id: %+v", ps)
	}
}

// TestValidateCRLF: CRLF line ends are built here because git may
// normalize them in committed fixtures. CRLF is valid JSONL, but it widens
// the title record past 256 bytes.
func TestValidateCRLF(t *testing.T) {
	data, err := os.ReadFile("../testdata/valid/v3-full.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	crlf := strings.ReplaceAll(string(data), "\n", "\r\n")
	s, err := ParseBytes([]byte(crlf), "crlf", Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := summarize(Validate(s, ValidateOptions{BlobDir: "../testdata/valid/blobs"}))
	if diff := cmp.Diff([]want{{1, "title-width", E}}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Without the title slot, a CRLF file has no problem at all.
	lines := strings.SplitAfter(crlf, "\r\n")
	s, err = ParseBytes([]byte(strings.Join(lines[1:], "")), "crlf", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ps := Validate(s, ValidateOptions{BlobDir: "../testdata/valid/blobs"}); len(ps) != 0 {
		t.Errorf("got %v", ps)
	}
	// A mixed file: one CRLF line among LF lines is fine too.
	mixed := strings.Replace(string(data), "\n", "\r\n", 3)
	s, _ = ParseBytes([]byte(mixed), "mixed", Options{})
	if got := summarize(Validate(s, ValidateOptions{})); len(got) != 1 || got[0].Check != CheckTitleWidth {
		t.Errorf("got %v", got)
	}
}

// TestValidateEmptyAndBOM covers whole-file problems.
func TestValidateEmptyAndBOM(t *testing.T) {
	for _, tt := range []struct {
		name, data string
		want       []want
	}{
		{"empty", "", []want{{0, "header", E}}},
		{"only a BOM", "\xEF\xBB\xBF", []want{{0, "header", E}, {0, "json", W}}},
		{"blank lines", "\n  \n\n", []want{{0, "header", E}}},
		{"title only", mustRead(t, "../testdata/valid/v3-full.jsonl")[:256], []want{{0, "header", E}}},
		{"bom", "\xEF\xBB\xBF" + mustRead(t, "../testdata/valid/v2-no-title.jsonl"), []want{{1, "json", W}}},
		{"header only", `{"type":"session","version":3,"id":"x","timestamp":"t","cwd":"/"}` + "\n", []want{}},
		{"header lacks cwd", `{"type":"session","version":3,"id":"x","timestamp":"t"}` + "\n", []want{{1, "header", W}}},
		{"explicit version 1", `{"type":"session","version":1,"id":"x","timestamp":"t","cwd":"/"}` + "\n", []want{{1, "version", W}}},
		{"version 0", `{"type":"session","version":0,"id":"x","timestamp":"t","cwd":"/"}` + "\n", []want{{1, "version", E}}},
		{"title on line 2", `{"type":"session","version":3,"id":"x","timestamp":"t","cwd":"/"}` + "\n" +
			`{"type":"title","v":1,"title":"","updatedAt":"t","pad":""}` + "\n", []want{{2, "envelope", E}, {2, "title-record", E}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := ParseBytes([]byte(tt.data), tt.name, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, summarize(Validate(s, ValidateOptions{}))); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestProblemString: the rendering used by the text output.
func TestProblemString(t *testing.T) {
	for _, tt := range []struct {
		p    Problem
		want string
	}{
		{Problem{Line: 3, Check: "cycle", Message: "m"}, "3: cycle: m"},
		{Problem{Line: 0, Check: "header", Message: "m"}, "header: m"},
		{Problem{Line: 7, Check: "leaf", Severity: SeverityWarning, Message: "m"}, "7: leaf: m (warning)"},
	} {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

// TestValidateCorpus: the real sessions have no errors (they do have
// unanswered tool calls, which are warnings).
func TestValidateCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedCorpus, "*.jsonl"))
	if len(files) == 0 {
		t.Skip("shared corpus not present")
	}
	for _, f := range files {
		ps := validateFile(t, f, "")
		if HasErrors(ps) {
			t.Errorf("%s: %v", f, ps)
		}
	}
}

// sharedCorpus is the real-session corpus, found relative to the package.
const sharedCorpus = "../../shared/corpus/omp-fixtures"

// TestValidateMessagesStayOnOneLine: ids from the file are printed with
// control characters escaped.
func TestValidateMessagesStayOnOneLine(t *testing.T) {
	s := parse(t, hdrV3+"\n"+`{"type":"label","id":"a1","parentId":null,"timestamp":"t","targetId":"x\ny\u2028z"}`+"\n")
	ps := Validate(s, ValidateOptions{})
	if len(ps) != 1 || ps[0].Message != `targetId x\u000ay\u2028z names no entry` {
		t.Errorf("got %+v", ps)
	}
}

// TestValidateSiblingResults: a call answered once on each of two sibling
// branches (a retried turn) is valid; a second result on one branch is a
// warning (omp replays only the first); a result whose call is only on
// another branch stays an error.
func TestValidateSiblingResults(t *testing.T) {
	s := parse(t, strings.Join([]string{hdrV3, userA1,
		call("c1", "a1", "k1"), // line 3
		result("r1", "c1", "k1"),
		result("r2", "c1", "k1"), // sibling of r1: valid
		result("r3", "r2", "k1"), // after r2 on its branch: duplicate
		call("d1", "a1", "k2"),   // line 7
		result("r4", "c1", "k2"), // k2 is only on d1's branch
		result("r5", "d1", "k2"),
	}, "\n")+"\n")
	got := summarize(Validate(s, ValidateOptions{}))
	want := []want{{6, CheckToolPairing, W}, {8, CheckToolPairing, E}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("problems (-want +got):\n%s\n%v", d, Validate(s, ValidateOptions{}))
	}
	p := s.Pairing()
	if c := p.Calls[0]; c.Result != 0 || !cmp.Equal(p.ResultsOf(0), []int{0, 1, 2}) {
		t.Errorf("call k1: Result %d Results %v, want 0 [0 1 2]", c.Result, p.ResultsOf(0))
	}
	if st := p.Results[2].Status; st != Duplicate || st.String() != "duplicate" {
		t.Errorf("r3: status %v, want duplicate", st)
	}
}
