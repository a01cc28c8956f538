package session

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	hdrV3  = `{"type":"session","version":3,"id":"s1","timestamp":"t","cwd":"/"}`
	userA1 = `{"type":"message","id":"a1","parentId":null,"timestamp":"t","message":{"role":"user","content":"hi"}}`
	asstA2 = `{"type":"message","id":"a2","parentId":"a1","timestamp":"t","message":{"role":"assistant","content":[]}}`
)

// h1 is the offset of line 2 after an hdrV3 line.
const h1 = int64(len(hdrV3) + 1)

func parse(t *testing.T, data string) *Session {
	t.Helper()
	s, err := ParseBytes([]byte(data), "test", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Bytes(); !bytes.Equal(got, []byte(data)) {
		t.Fatalf("round trip differs:\n got %q\nwant %q", got, data)
	}
	return s
}

type lineSummary struct {
	Num  int
	Off  int64
	EOL  string
	Kind Kind
}

func lineSummaries(s *Session) []lineSummary {
	var out []lineSummary
	for _, l := range s.Lines {
		out = append(out, lineSummary{int(l.Num), l.Offset, l.EOL(), l.Kind})
	}
	return out
}

func TestParseLines(t *testing.T) {
	tests := []struct {
		name string
		data string
		want []lineSummary
	}{
		{"lf", hdrV3 + "\n" + userA1 + "\n", []lineSummary{{1, 0, "\n", KindHeader}, {2, h1, "\n", KindEntry}}},
		{"crlf kept per line", hdrV3 + "\r\n" + userA1 + "\n" + asstA2 + "\r\n",
			[]lineSummary{{1, 0, "\r\n", KindHeader}, {2, h1 + 1, "\n", KindEntry}, {3, h1 + 1 + int64(len(userA1)) + 1, "\r\n", KindEntry}}},
		{"blank lines", hdrV3 + "\n\n   \n\t\r\n" + userA1 + "\n",
			[]lineSummary{{1, 0, "\n", KindHeader}, {2, h1, "\n", KindBlank}, {3, h1 + 1, "\n", KindBlank}, {4, h1 + 5, "\r\n", KindBlank}, {5, h1 + 8, "\n", KindEntry}}},
		{"final line complete without newline", hdrV3 + "\n" + userA1, []lineSummary{{1, 0, "\n", KindHeader}, {2, h1, "", KindEntry}}},
		{"final line cut", hdrV3 + "\n" + userA1[:30], []lineSummary{{1, 0, "\n", KindHeader}, {2, h1, "", KindPartial}}},
		{"cut line with newline is malformed", hdrV3 + "\n" + userA1[:30] + "\n", []lineSummary{{1, 0, "\n", KindHeader}, {2, h1, "\n", KindMalformed}}},
		{"bare null", hdrV3 + "\nnull\n", []lineSummary{{1, 0, "\n", KindHeader}, {2, h1, "\n", KindMalformed}}},
		{"bare number and array", hdrV3 + "\n42\n[1]\n", []lineSummary{{1, 0, "\n", KindHeader}, {2, h1, "\n", KindMalformed}, {3, h1 + 3, "\n", KindMalformed}}},
		{"empty", "", nil},
		{"only newline", "\n", []lineSummary{{1, 0, "\n", KindBlank}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := parse(t, tt.data)
			if diff := cmp.Diff(tt.want, lineSummaries(s)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseBOM(t *testing.T) {
	s := parse(t, "\xEF\xBB\xBF"+hdrV3+"\n"+userA1+"\n")
	if !s.BOM {
		t.Error("BOM not detected")
	}
	if s.Header == nil || s.Header.Offset != 3 || s.Lines[1].Offset != 3+h1 {
		t.Errorf("offsets after BOM: %v", lineSummaries(s))
	}
}

func TestParseNullLineIsNotAnEntry(t *testing.T) {
	s := parse(t, hdrV3+"\nnull\n"+userA1+"\n")
	if len(s.Entries) != 1 || s.Lines[1].Err() != "not a JSON object" {
		t.Errorf("entries %d, err %q", len(s.Entries), s.Lines[1].Err())
	}
}

func TestParseHugeLine(t *testing.T) {
	big := strings.Repeat("x", 20<<20)
	line := `{"type":"message","id":"a1","parentId":null,"timestamp":"t","message":{"role":"user","content":"` + big + `"}}`
	s := parse(t, hdrV3+"\n"+line+"\n")
	if len(s.Entries) != 1 || s.Entries[0].Kind != KindEntry || s.Entries[0].Role() != "user" || len(s.Entries[0].Raw) != len(line) {
		t.Fatalf("huge line not parsed as an entry")
	}
}

func TestParseEnvelope(t *testing.T) {
	s := parse(t, hdrV3+"\n"+userA1+"\n"+asstA2+"\n"+`{"type":"label","id":7,"parentId":5,"timestamp":1}`+"\n")
	type env struct {
		Type, ID      string
		HasID         bool
		Parent        string
		HasParent     bool
		Stamped       bool
		Role          string
		Index         int
		Ref           string
		IsRecord      bool
		HeaderVersion int
	}
	var got []env
	for _, l := range s.Lines {
		got = append(got, env{l.Type(), l.ID, l.HasID, l.ParentID, l.HasParent, l.Stamped, l.Role(), int(l.Index), l.Ref(), l.IsRecord(), s.Version})
	}
	want := []env{
		{"session", "s1", true, "", false, true, "", -1, "s1", true, 3},
		{"message", "a1", true, "", true, true, "user", 0, "a1", true, 3},
		{"message", "a2", true, "a1", true, true, "assistant", 1, "a2", true, 3},
		{"label", "", false, "", true, false, "", 2, "line 4", true, 3},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if s.ID() != "s1" || s.Lookup("a2") != s.Lines[2] || s.Lookup("zz") != nil {
		t.Error("ID/Lookup")
	}
}

func TestParseVersions(t *testing.T) {
	for _, tt := range []struct {
		header  string
		version int
	}{
		{`{"type":"session","id":"x"}`, 1},
		{`{"type":"session","version":2,"id":"x"}`, 2},
		{`{"type":"session","version":3,"id":"x"}`, 3},
		{`{"type":"session","version":4,"id":"x"}`, 4},
		{`{"type":"session","version":"3","id":"x"}`, -1},
		{`{"type":"session","version":2.5,"id":"x"}`, -1},
		{`{"type":"message","id":"x"}`, 0},
	} {
		s := parse(t, tt.header+"\n")
		if s.Version != tt.version {
			t.Errorf("%s: version %d, want %d", tt.header, s.Version, tt.version)
		}
	}
	v5 := []byte(`{"type":"session","version":5,"id":"x"}` + "\n")
	_, err := ParseBytes(v5, "v5.jsonl", Options{})
	var ve *VersionError
	if !errors.As(err, &ve) || ve.Version != 5 || ve.Line != 1 {
		t.Fatalf("got %v, want a VersionError", err)
	}
	if !strings.Contains(err.Error(), "v5.jsonl:1: session version 5") {
		t.Errorf("message %q", err)
	}
	s, err := ParseBytes(v5, "v5.jsonl", Options{AllowUnknownVersion: true})
	if err != nil || s.Version != 5 || !bytes.Equal(s.Bytes(), v5) {
		t.Errorf("AllowUnknownVersion: %v", err)
	}
}

func TestParseTitle(t *testing.T) {
	title := mustRead(t, "../testdata/valid/v3-full.jsonl")[:256]
	s := parse(t, title+hdrV3+"\n")
	if s.Title != s.Lines[0] || s.Header != s.Lines[1] || s.TitleText() != "Fixture" {
		t.Errorf("title slot not recognized")
	}
	// A title record anywhere but line 1 is an ordinary entry.
	s = parse(t, hdrV3+"\n"+title)
	if s.Title != nil || len(s.Entries) != 1 {
		t.Errorf("title on line 2 recognized as the slot")
	}
	// Without the slot the header's title is the title.
	s = parse(t, `{"type":"session","version":3,"id":"x","title":"From header"}`+"\n")
	if s.TitleText() != "From header" {
		t.Errorf("TitleText %q", s.TitleText())
	}
}

func TestParseBinary(t *testing.T) {
	_, err := ParseBytes([]byte("\x00\x01\x02PNG"), "img.jsonl", Options{})
	if !errors.Is(err, ErrBinary) || !strings.Contains(err.Error(), "img.jsonl") {
		t.Errorf("got %v", err)
	}
}

// TestParseEnvelopeFirstOccurrence: with duplicate and escaped keys the
// envelope is what gjson reads: the first occurrence.
func TestParseEnvelopeFirstOccurrence(t *testing.T) {
	for _, raw := range []string{
		`{"type":"message","type":"label","id":"a","id":"b","parentId":7,"parentId":"p","timestamp":"t","message":{"role":"user","role":"x"}}`,
		`{"\u0074ype":"message","i\u0064":"a\u00e9","parentId":null,"message":{"content":{"role":"nested"},"r\u006fle":"assistant"}}`,
		`{"type":"message","message":"text","role":"top","id":"x"}`,
		`{"type":"message","message":{"role":1},"message":{"role":"user"}}`,
		`{"a":{"type":"inner","id":"inner"},"type":"outer"}`,
		`{"type":"message","x":{"message":{"role":"deep"}},"message":{"role":"tool\"Result"}}`,
	} {
		s := parse(t, hdrV3+"\n"+raw+"\n")
		checkEnvelope(t, s.Lines[1])
	}
}

// TestTooManyLines checks that input with more lines than the model's
// int32 line numbers can count is refused, not numbered wrongly.
func TestTooManyLines(t *testing.T) {
	defer func(n int) { maxLines = n }(maxLines)
	maxLines = 3
	ok := hdrV3 + "\n" + userA1 + "\n"
	if _, err := ParseBytes([]byte(ok), "ok.jsonl", Options{}); err != nil {
		t.Fatalf("two lines: %v", err)
	}
	_, err := ParseBytes([]byte(ok+userA1+"\n"+userA1+"\n"), "long.jsonl", Options{})
	if !errors.Is(err, ErrTooManyLines) || !strings.HasPrefix(err.Error(), "long.jsonl: ") {
		t.Fatalf("err = %v, want ErrTooManyLines naming the file", err)
	}
}
