package session

import "testing"

// TestClassifyOpaquePositions checks that signature, encrypted and data
// keys are opaque only where omp and the providers write them; the same
// names in tool arguments, tool details or custom data are scanned.
func TestClassifyOpaquePositions(t *testing.T) {
	const sig = "ErMCCkYICRgCKkAbCdEfGhIjKlMnOpQrStUvWxYz0123456789"
	lines := []struct {
		line string
		want map[string]Class // path → class
	}{
		{`{"type":"message","message":{"role":"assistant","content":[` +
			`{"type":"thinking","thinking":"x","thinkingSignature":"` + sig + `"},` +
			`{"type":"redactedThinking","data":"` + sig + `"},` +
			`{"type":"toolCall","id":"c1","name":"bash","arguments":{"thinkingSignature":"` + sig + `","encrypted_content":"` + sig + `","data":"` + sig + `"},"thoughtSignature":"` + sig + `"},` +
			`{"type":"anthropicServerTool","block":{"content":[{"encrypted_content":"` + sig + `"}]}}],` +
			`"providerPayload":{"type":"openaiResponsesHistory","items":[{"type":"reasoning","encrypted_content":"` + sig + `"}]}}}`,
			map[string]Class{
				"message.content.0.thinkingSignature":                 Opaque,
				"message.content.1.data":                              Opaque,
				"message.content.2.arguments.thinkingSignature":       Scannable,
				"message.content.2.arguments.encrypted_content":       Scannable,
				"message.content.2.arguments.data":                    Scannable,
				"message.content.2.thoughtSignature":                  Opaque,
				"message.content.3.block.content.0.encrypted_content": Opaque,
				"message.providerPayload.items.0.encrypted_content":   Opaque,
			}},
		{`{"type":"custom","customType":"ext","data":{"encrypted_content":"` + sig + `","textSignature":"` + sig + `","nested":{"type":"redactedThinking","data":"` + sig + `"}}}`,
			map[string]Class{
				"data.encrypted_content": Scannable,
				"data.textSignature":     Scannable,
				"data.nested.data":       Scannable,
			}},
		{`{"type":"message","message":{"role":"toolResult","content":[{"type":"encrypted","encryptedContent":"` + sig + `"}],"details":{"encryptedContent":"` + sig + `"}}}`,
			map[string]Class{
				"message.content.0.encryptedContent": Opaque,
				"message.details.encryptedContent":   Scannable,
			}},
		{`{"type":"compaction","summary":"s","preserveData":{"openaiRemoteCompaction":{"compactionItem":{"encrypted_content":"` + sig + `"}},"hook":{"encrypted_content":"` + sig + `"}}}`,
			map[string]Class{
				"preserveData.openaiRemoteCompaction.compactionItem.encrypted_content": Opaque,
				"preserveData.hook.encrypted_content":                                  Scannable,
			}},
	}
	for _, c := range lines {
		seen := 0
		Walk([]byte(c.line), func(l *Leaf) bool {
			want, ok := c.want[l.Path()]
			if !ok {
				return true
			}
			seen++
			if got, _ := Classify([]byte(c.line), l); got != want {
				t.Errorf("%s: class %d, want %d", l.Path(), got, want)
			}
			return true
		})
		if seen != len(c.want) {
			t.Errorf("%d of %d paths seen in %.60s…", seen, len(c.want), c.line)
		}
	}
}
