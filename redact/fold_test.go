package redact

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/tidwall/gjson"
)

// TestFoldedSecretMaskedPieceByPiece redacts sessions whose messages hold
// a secret cut by a line break (a terminal wrap, a continuation, an
// indented paste) in a user message, a tool result and a thinking block,
// and checks that both pieces are masked and only them: the text before,
// the line break with its indentation or backslash, and the text after
// survive byte for byte. A second, plain copy of another secret's pieces
// elsewhere in the session is masked too (copies are propagated).
func TestFoldedSecretMaskedPieceByPiece(t *testing.T) {
	e := newTestEngine(t, "default", nil)
	r := rand.New(rand.NewSource(1010))
	gens := map[string]fakesecret.Generator{}
	for _, g := range fakesecret.Generators() {
		gens[g.Kind] = g
	}
	type plant struct {
		before, head, gap, tail, after string
	}
	var plants []plant
	lines := newTestLines(t)
	add := lines.add
	parent := any(nil)
	gaps := []string{"\n", "\r\n", "\n    ", "\\\n  "}
	for _, kind := range []string{"github-pat", "stripe-secret-key", "postgres-url", "password-assignment", "jwt", "slack-bot-token"} {
		g, ok := gens[kind]
		if !ok {
			t.Fatalf("no generator %s", kind)
		}
		for k, gap := range gaps {
			sec := g.Gen(r)
			i := strings.Index(sec.Text, sec.Value)
			cut := len(sec.Value)/2 + k
			p := plant{"the output was:\n" + sec.Text[:i], sec.Value[:cut], gap, sec.Value[cut:], sec.Text[i+len(sec.Value):] + "\nLOG_LEVEL=info\nexit 0"}
			plants = append(plants, p)
			text := p.before + p.head + p.gap + p.tail + p.after
			id := fmt.Sprintf("%08x", len(plants))
			var msg map[string]any
			switch len(plants) % 3 {
			case 0:
				msg = map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": text}}, "timestamp": 1}
			case 1:
				msg = map[string]any{"role": "toolResult", "toolCallId": "t", "toolName": "bash", "isError": false,
					"content": []any{map[string]any{"type": "text", "text": text}}, "timestamp": 1}
			default:
				msg = map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "thinking", "thinking": text}},
					"api": "anthropic-messages", "provider": "anthropic", "model": "m", "stopReason": "stop", "timestamp": 1,
					"usage": map[string]any{"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2}}
			}
			add(map[string]any{"type": "message", "id": id, "parentId": parent, "timestamp": "2026-11-02T10:00:01.000Z", "message": msg})
			parent = id
		}
	}
	out := redactLines(t, e, "folded.jsonl", lines.lines)
	mask := regexp.MustCompile(`^\[REDACTED[^\]]*\]$`)
	for k, p := range plants {
		v := gjson.GetBytes(out[k+1], "message.content.0")
		got := v.Get("text").String()
		if v.Get("type").String() == "thinking" {
			got = v.Get("thinking").String()
		}
		masked := func(s string) string {
			return strings.NewReplacer(p.head, "<HEAD>", p.tail, "<TAIL>").Replace(s)
		}
		if !strings.HasPrefix(got, p.before) || !strings.HasSuffix(got, p.after) {
			t.Errorf("message %d: text around the secret changed: %q", k+1, masked(got))
			continue
		}
		mid := got[len(p.before) : len(got)-len(p.after)]
		a, b, ok := strings.Cut(mid, p.gap)
		if !ok || !mask.MatchString(a) || !mask.MatchString(b) {
			t.Errorf("message %d: want a mask, the line break %q, a mask; got %q", k+1, p.gap, masked(mid))
		}
	}
}
