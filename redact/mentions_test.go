package redact

import (
	"bytes"
	"fmt"
	"testing"
)

// TestMentionsAny checks the many-ids path of mentionsAny against a plain
// search on lines where the ids stand as JSON string values (whole, or as
// the wire part of a composite call|item id), and that lines without
// them, or with an id only as part of a longer word, are not taken.
func TestMentionsAny(t *testing.T) {
	var needles [][]byte
	wires := map[string]bool{}
	for i := range 40 {
		id := fmt.Sprintf("toolu_%02dAbC-%d", i, i*7)
		needles = append(needles, []byte(id))
		wires[id] = true
	}
	many, few := mentionsAny(needles, wires), mentionsAny(needles[:3], wires)
	for _, tt := range []struct {
		line string
		want bool
	}{
		{`{"type":"toolCall","id":"toolu_05AbC-35","name":"bash"}`, true},
		{`{"call_id":"toolu_39AbC-273|fc_9","output":"ok"}`, true},
		{`{"text":"see toolu_12AbC-84, then"}`, true},
		{`{"text":"nothing here","id":"toolu_99AbC-1"}`, false},
		{`{"text":"otoolu_05AbC-35o"}`, false}, // inside a longer run of id bytes
		{``, false},
	} {
		if got := many([]byte(tt.line)); got != tt.want {
			t.Errorf("many ids: %s: %v, want %v", tt.line, got, tt.want)
		}
		plain := false
		for _, n := range needles {
			plain = plain || bytes.Contains([]byte(tt.line), n)
		}
		if tt.want && !plain {
			t.Errorf("%s: the plain search does not find it either", tt.line)
		}
	}
	if !few([]byte(`"toolu_01AbC-7"`)) || few([]byte(`"toolu_05AbC-35"`)) {
		t.Error("few ids: the plain search answers wrong")
	}
}
