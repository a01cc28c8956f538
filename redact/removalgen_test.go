package redact

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// removalActions are the policy actions that edit a session's structure;
// allActions adds those that edit strings only or nothing.
var (
	removalActions = []string{"mask", "remove-block", "remove-pair", "drop-entry"}
	allActions     = append([]string{"hash", "blank", "keep", "deny"}, removalActions...)
)

// removalPolicy is a policy whose one rule applies action to every leaf
// holding a SECRET-XXXXXXXX test secret.
func removalPolicy(action, removal, signatures, opaque string) []byte {
	return []byte(fmt.Sprintf(`version: 1
extends: none
detectors:
  - id: test-secret
    description: test secret
    pattern: 'SECRET-[A-Z0-9]{8}'
    keywords: [SECRET-]
    severity: high
rules:
  - name: act
    when: {finding: any}
    action: %s
signatures: %s
images: keep
opaque: %s
paths: keep
removal: %s
`, action, signatures, opaque, removal))
}

// genRemovalSession builds a random v3 session shaped to exercise every
// removal: branches (some retried tool results on sibling branches),
// Anthropic turns with signed thinking and web-search server-tool pairs,
// Gemini turns with signed tool calls, OpenAI Responses turns with
// composite call ids that repeat across turns, function_call and
// computer_call payload items (some dt-less snapshots), abort messages,
// tool_execution_start records, compactions (some dropped with their
// secret) and a final session_exit listing pending calls. Test secrets
// (SECRET-XXXXXXXX) are planted in user text, thinking, tool arguments,
// tool output and compaction summaries.
func genRemovalSession(t testing.TB, r *rand.Rand) []byte {
	var lines [][]byte
	add := func(v map[string]any) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, bytes.TrimRight(buf.Bytes(), "\n"))
	}
	secret := func() string {
		const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
		b := []byte("SECRET-")
		for i := 0; i < 8; i++ {
			b = append(b, abc[r.Intn(len(abc))])
		}
		return string(b)
	}
	text := func(words string) string {
		if r.Intn(3) == 0 {
			return words + " " + secret()
		}
		return words
	}
	sig := func() string {
		b := make([]byte, 24)
		r.Read(b)
		return base64.StdEncoding.EncodeToString(b)
	}
	add(map[string]any{"type": "session", "version": 3, "id": "gen", "timestamp": "2026-05-14T10:00:00.000Z", "cwd": "/w"})
	n := 0
	var ids []string              // every entry id, file order
	parent := map[string]string{} // entry id → parent id
	leaf := ""                    // current position
	entry := func(parent_ string, fields map[string]any) string {
		n++
		id := fmt.Sprintf("%08x", n)
		fields["id"], fields["timestamp"] = id, "2026-05-14T10:00:01.000Z"
		if parent_ == "" {
			fields["parentId"] = nil
		} else {
			fields["parentId"] = parent_
		}
		add(fields)
		ids = append(ids, id)
		parent[id] = parent_
		return id
	}
	msg := func(parent string, m map[string]any) string {
		return entry(parent, map[string]any{"type": "message", "message": m})
	}
	type pending struct{ id, name string }
	var open []pending // calls of the last assistant turn, for session_exit
	wireIDs := []string{"call_a", "call_b", "call_c"}
	for turn := 0; turn < 6+r.Intn(8); turn++ {
		if leaf != "" && r.Intn(6) == 0 {
			leaf = ids[r.Intn(len(ids))] // branch from an earlier entry
		}
		leaf = msg(leaf, map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": text("please do it")}}, "timestamp": 1})
		open = nil
		var content []any
		var calls []pending
		m := map[string]any{"role": "assistant", "stopReason": "toolUse", "timestamp": 2}
		switch r.Intn(3) {
		case 0: // Anthropic: signed thinking, server tools, tool calls
			m["api"], m["provider"], m["model"] = "anthropic-messages", "anthropic", "claude"
			content = append(content, map[string]any{"type": "thinking", "thinking": text("thinking"), "thinkingSignature": sig()})
			if r.Intn(2) == 0 {
				su := fmt.Sprintf("srvtoolu_%d", turn)
				content = append(content,
					map[string]any{"type": "anthropicServerTool", "block": map[string]any{"type": "server_tool_use", "id": su, "name": "web_search", "input": map[string]any{"query": text("q")}}},
					map[string]any{"type": "anthropicServerTool", "block": map[string]any{"type": "web_search_tool_result", "tool_use_id": su, "content": []any{map[string]any{"type": "web_search_result", "url": "https://example.com/", "title": "t", "encrypted_content": sig()}}}})
			}
			for k := 0; k < r.Intn(3); k++ {
				c := pending{fmt.Sprintf("toolu_%d_%d", turn, k), "bash"}
				calls = append(calls, c)
				content = append(content, map[string]any{"type": "toolCall", "id": c.id, "name": c.name, "arguments": map[string]any{"command": text("ls")}})
			}
		case 1: // Gemini: signed tool calls and text
			m["api"], m["provider"], m["model"] = "google-generative-ai", "google", "gemini-3-pro"
			content = append(content, map[string]any{"type": "text", "text": text("ok"), "textSignature": sig()})
			for k := 0; k < 1+r.Intn(2); k++ {
				c := pending{fmt.Sprintf("g_%d_%d", turn, k), "read"}
				calls = append(calls, c)
				content = append(content, map[string]any{"type": "toolCall", "id": c.id, "name": c.name, "arguments": map[string]any{"path": text("/tmp/x")}, "thoughtSignature": sig()})
			}
		default: // OpenAI Responses: composite ids that repeat across turns
			m["api"], m["provider"], m["model"] = "openai-responses", "openai", "gpt-5"
			var items []any
			if r.Intn(3) == 0 {
				delete(m, "dt") // a dt-less snapshot repeating earlier turns' items
				for _, l := range lines {
					var v map[string]any
					if json.Unmarshal(l, &v) == nil {
						if mm, ok := v["message"].(map[string]any); ok {
							if pp, ok := mm["providerPayload"].(map[string]any); ok {
								if its, ok := pp["items"].([]any); ok {
									items = append(items, its...)
								}
							}
						}
					}
				}
			}
			if r.Intn(2) == 0 {
				content = append(content, map[string]any{"type": "text", "text": text("answer")})
			}
			aborts := map[string]any{}
			for k := 0; k < 1+r.Intn(2); k++ {
				wire := wireIDs[r.Intn(len(wireIDs))]
				item := fmt.Sprintf("fc_%d_%d", turn, k)
				name := "bash"
				if r.Intn(3) == 0 {
					name, item = "computer", fmt.Sprintf("cu_%d_%d", turn, k)
				}
				c := pending{wire + "|" + item, name}
				dup := false
				for _, o := range calls {
					dup = dup || strings.HasPrefix(o.id, wire+"|")
				}
				if dup {
					continue // one call per call_id within a turn
				}
				calls = append(calls, c)
				args := map[string]any{"command": text("echo hi")}
				content = append(content, map[string]any{"type": "toolCall", "id": c.id, "name": name, "arguments": args})
				if name == "computer" {
					items = append(items, map[string]any{"type": "computer_call", "id": item, "call_id": wire, "action": map[string]any{"type": "type", "text": args["command"]}, "pending_safety_checks": []any{}, "status": "completed"})
				} else {
					a, _ := json.Marshal(args)
					items = append(items, map[string]any{"type": "function_call", "id": item, "call_id": wire, "name": name, "arguments": string(a)})
				}
				if r.Intn(4) == 0 {
					aborts[c.id] = "interrupted"
				}
			}
			if len(aborts) > 0 {
				m["toolCallAbortMessages"] = aborts
			}
			pp := map[string]any{"type": "openaiResponsesHistory", "provider": "openai", "items": items}
			if r.Intn(3) != 0 {
				pp["dt"] = true
			}
			m["providerPayload"] = pp
		}
		if len(calls) == 0 {
			m["stopReason"] = "stop"
			content = append(content, map[string]any{"type": "text", "text": "done"})
		}
		m["content"] = content
		call := msg(leaf, m)
		leaf = call
		for _, c := range calls {
			if r.Intn(2) == 0 {
				leaf = entry(leaf, map[string]any{"type": "custom", "customType": "tool_execution_start", "data": map[string]any{"toolCallId": c.id, "toolName": c.name, "startedAt": 1, "args": map[string]any{"command": text("ls")}}})
			}
		}
		var resultParent = leaf
		for _, c := range calls {
			if r.Intn(8) == 0 {
				open = append(open, c) // unanswered: pending at exit
				continue
			}
			res := map[string]any{"role": "toolResult", "toolCallId": c.id, "toolName": c.name, "content": []any{map[string]any{"type": "text", "text": text("output")}}, "isError": false, "timestamp": 3}
			if r.Intn(6) == 0 {
				// a retried result on a sibling branch
				msg(resultParent, map[string]any{"role": "toolResult", "toolCallId": c.id, "toolName": c.name, "content": []any{map[string]any{"type": "text", "text": "retry"}}, "isError": true, "timestamp": 3})
			}
			leaf = msg(leaf, res)
		}
		if r.Intn(4) == 0 {
			// a compaction that keeps one of the last entries of its branch
			first := leaf
			for k := r.Intn(4); k > 0 && parent[first] != ""; k-- {
				first = parent[first]
			}
			leaf = entry(leaf, map[string]any{"type": "compaction", "summary": text("summary of the turns"), "firstKeptEntryId": first, "tokensBefore": 100})
		}
	}
	pend := []any{}
	for _, c := range open {
		pend = append(pend, map[string]any{"toolCallId": c.id, "toolName": c.name, "args": map[string]any{"command": "x"}})
	}
	entry(leaf, map[string]any{"type": "custom", "customType": "session_exit", "data": map[string]any{"reason": "exit", "kind": "normal", "recordedAt": 1, "pendingToolCalls": pend}})
	return append(bytes.Join(lines, []byte("\n")), '\n')
}
