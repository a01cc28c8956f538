package redact

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand"
	"net/url"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// genSession builds a random but well-formed v3 session: a title slot, a
// header, and a tree with branches of user, assistant (signed thinking,
// text, tool calls), toolResult, custom and compaction entries. Fake secrets
// are planted in clear, in JSON documents, base64 and percent-encoded.
func genSession(t testing.TB, r *rand.Rand) ([]byte, []string) {
	gens := fakesecret.Generators()
	var secrets []string
	plant := func() string {
		s := gens[r.Intn(len(gens))].Gen(r)
		secrets = append(secrets, s.Value)
		switch r.Intn(5) {
		case 0:
			doc, _ := json.Marshal(map[string]any{"env": map[string]string{"x": s.Text}})
			return string(doc)
		case 1:
			if !strings.ContainsAny(s.Value, "\n") {
				return "Authorization-ish value b64: " + base64.StdEncoding.EncodeToString([]byte(s.Text))
			}
		case 2:
			if !strings.ContainsAny(s.Value, "\n") {
				return "url?q=" + url.QueryEscape(s.Text)
			}
		}
		return "note: " + s.Text
	}
	benign := func() string {
		words := []string{"the", "build", "fails", "in", "main.go", "line", "42", "é", "<tag>", "a&b", "\"quoted\"", "tab\there"}
		var b strings.Builder
		for i := 0; i < 3+r.Intn(10); i++ {
			b.WriteString(words[r.Intn(len(words))])
			b.WriteByte(' ')
		}
		return b.String()
	}
	text := func() string {
		if r.Intn(3) == 0 {
			return benign() + plant()
		}
		return benign()
	}
	var lines [][]byte
	add := func(v any) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, bytes.TrimRight(buf.Bytes(), "\n"))
	}
	title := map[string]any{"type": "title", "v": 1, "title": "session " + benign(), "updatedAt": "2026-11-02T10:00:00.000Z", "pad": ""}
	add(title)
	add(map[string]any{"type": "session", "version": 3, "id": "sess", "timestamp": "2026-11-02T10:00:00.000Z", "cwd": "/home/alice/p"})
	var ids []string
	n := 0
	newEntry := func(fields map[string]any) string {
		n++
		id := fmt.Sprintf("%08x", n)
		parent := any(nil)
		if len(ids) > 0 {
			parent = ids[len(ids)-1]
			if r.Intn(12) == 0 {
				parent = ids[r.Intn(len(ids))] // a branch
			}
		}
		fields["type"], fields["id"], fields["parentId"], fields["timestamp"] = fields["type"], id, parent, "2026-11-02T10:00:01.000Z"
		add(fields)
		ids = append(ids, id)
		return id
	}
	for i := 0; i < 20+r.Intn(30); i++ {
		switch r.Intn(6) {
		case 0, 1:
			newEntry(map[string]any{"type": "message", "message": map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": text()}}, "timestamp": 1}})
		case 2, 3:
			call := fmt.Sprintf("toolu_%d", i)
			content := []any{
				map[string]any{"type": "thinking", "thinking": text(), "thinkingSignature": fakesecret.Signature(r)},
				map[string]any{"type": "text", "text": text()},
				map[string]any{"type": "toolCall", "id": call, "name": []string{"bash", "read"}[r.Intn(2)], "arguments": map[string]any{"command": text(), "path": ".env"}},
			}
			newEntry(map[string]any{"type": "message", "message": map[string]any{"role": "assistant", "content": content, "api": "anthropic-messages", "provider": "anthropic", "model": "m", "stopReason": "toolUse", "timestamp": 2}})
			newEntry(map[string]any{"type": "message", "message": map[string]any{"role": "toolResult", "toolCallId": call, "toolName": "bash", "content": []any{map[string]any{"type": "text", "text": text()}}, "isError": false, "timestamp": 3}})
		case 4:
			newEntry(map[string]any{"type": "custom_message", "customType": "note", "content": text(), "display": true})
		case 5:
			if len(ids) == 0 {
				continue
			}
			newEntry(map[string]any{"type": "compaction", "summary": text(), "firstKeptEntryId": ids[len(ids)-1], "tokensBefore": 10})
		}
	}
	// pad the title slot to 256 bytes
	for pad := 0; ; pad++ {
		title["pad"] = strings.Repeat(" ", pad)
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.Encode(title)
		if buf.Len() >= 256 {
			lines[0] = bytes.TrimRight(buf.Bytes(), "\n")
			break
		}
	}
	return append(bytes.Join(lines, []byte("\n")), '\n'), secrets
}

// TestRedactProperties checks, over generated sessions and every built-in
// profile: the output validates when the input did; every id survives
// (tombstones); no planted secret survives in clear, JSON-escaped, base64
// or percent-encoded form; untouched lines are byte-identical; and
// redacting the output again changes nothing.
func TestRedactProperties(t *testing.T) {
	engines := map[string]*Engine{}
	for _, p := range []string{"default", "share", "strict"} {
		engines[p] = newTestEngine(t, p, nil)
	}
	iterations := 12
	if testing.Short() {
		iterations = 3
	}
	for seed := int64(1); seed <= int64(iterations); seed++ {
		data, secrets := genSession(t, rand.New(rand.NewSource(seed)))
		for name, e := range engines {
			res, err := e.Session("gen.jsonl", data, session.Options{})
			if err != nil {
				t.Fatalf("seed %d %s: %v", seed, name, err)
			}
			if res.Fatal != nil {
				t.Fatalf("seed %d %s: %v", seed, name, res.Fatal)
			}
			if err := e.Verify(res); err != nil {
				t.Errorf("seed %d %s: verify: %v", seed, name, err)
			}
			checkInvariants(t, data, res)
			for _, s := range secrets {
				esc, _ := json.Marshal(s)
				for _, form := range []string{s, string(esc[1 : len(esc)-1]), base64.StdEncoding.EncodeToString([]byte(s)), url.QueryEscape(s)} {
					if len(form) >= 8 && bytes.Contains(res.Output, []byte(form)) {
						t.Errorf("seed %d %s: a planted secret survives (%d bytes)", seed, name, len(s))
						break
					}
				}
			}
			again, err := e.Session("gen.jsonl", res.Output, session.Options{})
			if err != nil || again.Fatal != nil || !bytes.Equal(again.Output, res.Output) {
				t.Errorf("seed %d %s: redacting the output again changes it", seed, name)
			}
		}
	}
}

// FuzzRedact checks that redaction never panics, that every edited line
// is valid JSON and that redaction is idempotent, on arbitrary input.
func FuzzRedact(f *testing.F) {
	for seed := int64(1); seed <= 3; seed++ {
		data, _ := genSession(f, rand.New(rand.NewSource(seed)))
		f.Add(data)
	}
	f.Add([]byte(`{"type":"session","version":3,"id":"s"}` + "\n" + `{"type":"message","id":"a","parentId":null,"message":{"role":"user","content":"SECRET-AB12CD34","content":"x"}}`))
	f.Add([]byte("{\"type\":\"message\" SECRET-AB12CD34\n\x00"))
	e := newTestEngine(f, "test", []byte(`version: 1
extends: none
detectors:
  - id: test-secret
    pattern: 'SECRET-[A-Z0-9]{8}'
    keywords: [SECRET-]
rules:
  - name: pair
    when: {block: toolCall, finding: any}
    action: remove-pair
  - name: mask
    when: {finding: any}
    action: mask
`))
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := e.Session("fuzz.jsonl", data, session.Options{AllowUnknownVersion: true})
		if err != nil || res.Fatal != nil {
			return
		}
		again, err := e.Session("fuzz.jsonl", res.Output, session.Options{AllowUnknownVersion: true})
		if err != nil {
			t.Fatalf("output does not parse: %v", err)
		}
		if again.Fatal == nil && !bytes.Equal(again.Output, res.Output) {
			t.Fatalf("not idempotent")
		}
		out, err := session.ParseBytes(res.Output, "out", session.Options{AllowUnknownVersion: true})
		if err != nil {
			t.Fatalf("output does not parse: %v", err)
		}
		for _, l := range out.Lines {
			if !l.IsRecord() {
				continue
			}
			session.Walk(l.Raw, func(lf *session.Leaf) bool {
				if c, _ := session.Classify(l.Raw, lf); c == session.Scannable && strings.Contains(lf.Value(), "SECRET-AB12CD34") {
					t.Fatalf("line %d: secret survives at %s", l.Num, lf.Path())
				}
				return true
			})
		}
	})
}

// TestRemovalProperties runs every removal action with tombstones and with
// splicing, under every signatures and opaque setting, over sessions from
// genRemovalSession, and checks what omp needs to load and replay the
// output: verify passes; no toolResult loses its call; no server-tool
// block loses its partner; no copy of a removed call is left (payload
// items, abort messages, tool_execution_start args, pending calls at
// exit); every signature that leaves the output is
// reported as stripped or dropped; no assistant turn is left with content
// [] (it is tombstoned); a compaction never keeps more of its history
// than it did (a summarized entry never comes back).
func TestRemovalProperties(t *testing.T) {
	seeds := 4
	if testing.Short() {
		seeds = 2
	}
	for _, removal := range []string{"tombstone", "splice"} {
		for _, action := range allActions {
			for _, sigs := range []string{"strip", "keep", "drop-block"} {
				for _, opaque := range []string{"keep", "drop"} {
					e := newTestEngine(t, "policy.yaml", removalPolicy(action, removal, sigs, opaque))
					for seed := int64(1); seed <= int64(seeds); seed++ {
						name := fmt.Sprintf("%s/%s/signatures=%s/opaque=%s/seed=%d", action, removal, sigs, opaque, seed)
						data := genRemovalSession(t, rand.New(rand.NewSource(seed)))
						res, err := e.Session("gen.jsonl", data, session.Options{})
						if err != nil || res.Fatal != nil {
							t.Fatalf("%s: %v %v", name, err, res.Fatal)
						}
						if err := e.Verify(res); err != nil {
							t.Errorf("%s: verify: %v", name, err)
						}
						checkInvariants(t, data, res)
						checkRemovals(t, name, data, res)
					}
				}
			}
		}
	}
}

// checkRemovals asserts the removal properties of TestRemovalProperties.
func checkRemovals(t *testing.T, name string, input []byte, r *Result) {
	t.Helper()
	in, _ := session.ParseBytes(input, "in", session.Options{})
	out, err := session.ParseBytes(r.Output, "out", session.Options{})
	if err != nil {
		t.Fatalf("%s: output does not parse: %v", name, err)
	}
	// No orphan result: a result paired in the input is paired in the output.
	inStatus := map[string]session.PairStatus{}
	for _, res := range in.Pairing().Results {
		inStatus[in.Entries[res.Entry].ID] = res.Status
	}
	for _, res := range out.Pairing().Results {
		id := out.Entries[res.Entry].ID
		if (res.Status == session.NoCall || res.Status == session.OtherBranch) && inStatus[id] != res.Status {
			t.Errorf("%s: toolResult %s for %s is an orphan (%s) in the output, was %s", name, id, res.CallID, res.Status, inStatus[id])
		}
	}
	reported := map[string]bool{}
	for _, inv := range r.File.Invalidations {
		if inv.Outcome == "stripped" || inv.Outcome == "dropped" {
			reported[fmt.Sprintf("%d %s", inv.Line, inv.Path)] = true
		}
	}
	for _, l := range out.Entries {
		if l.Type() != "message" || l.Role() != "assistant" {
			continue
		}
		content := gjson.GetBytes(l.Raw, "message.content")
		// No split server-tool pair.
		uses, results := map[string]int{}, map[string]int{}
		content.ForEach(func(_, b gjson.Result) bool {
			if b.Get("type").Str == "anthropicServerTool" {
				if id := b.Get("block.tool_use_id"); id.Exists() {
					results[id.Str]++
				} else {
					uses[b.Get("block.id").Str]++
				}
			}
			return true
		})
		if !maps.Equal(uses, results) {
			t.Errorf("%s: line %d (%s): server-tool uses %v and results %v do not pair", name, l.Num, l.ID, uses, results)
		}
		// No emptied turn.
		if len(content.Array()) == 0 {
			if il := in.Lookup(l.ID); il != nil && len(gjson.GetBytes(il.Raw, "message.content").Array()) > 0 {
				t.Errorf("%s: line %d (%s): assistant turn left with content []", name, l.Num, l.ID)
			}
		}
	}
	// Every removed signature is reported.
	for _, l := range in.Entries {
		if l.Type() != "message" {
			continue
		}
		api := gjson.GetBytes(l.Raw, "message.api").Str
		var kept map[string]bool
		if ol := out.Lookup(l.ID); ol != nil && ol.Type() == "message" {
			kept = map[string]bool{}
			gjson.GetBytes(ol.Raw, "message.content").ForEach(func(_, b gjson.Result) bool {
				for _, f := range []string{"thinkingSignature", "textSignature", "thoughtSignature", "data", "encryptedContent"} {
					if v := b.Get(f).Str; v != "" {
						kept[f+"\x00"+v] = true
					}
				}
				return true
			})
		}
		gjson.GetBytes(l.Raw, "message.content").ForEach(func(k, b gjson.Result) bool {
			var fields []string
			for _, sf := range signedFields(api, b) {
				if sf.path != "" {
					fields = append(fields, sf.path)
				}
			}
			for _, f := range fields {
				if v := b.Get(f).Str; v != "" && !kept[f+"\x00"+v] {
					path := fmt.Sprintf("message.content.%d.%s", k.Int(), f)
					if !reported[fmt.Sprintf("%d %s", l.Num, path)] {
						t.Errorf("%s: line %d (%s): %s left the output unreported", name, l.Num, l.ID, path)
					}
				}
			}
			return true
		})
	}
	// No copy of a removed call survives. Call ids ("call_id|item id")
	// are unique in these sessions, so a copy is found by id alone.
	removedCalls := map[string]bool{}
	for _, c := range in.Pairing().Calls {
		removedCalls[c.ID] = true
	}
	for _, c := range out.Pairing().Calls {
		delete(removedCalls, c.ID)
	}
	for _, l := range out.Entries {
		var copies []string
		gjson.GetBytes(l.Raw, "message.providerPayload.items").ForEach(func(_, it gjson.Result) bool {
			if id := it.Get("call_id").Str + "|" + it.Get("id").Str; removedCalls[id] {
				copies = append(copies, "payload item "+id)
			}
			return true
		})
		gjson.GetBytes(l.Raw, "message.toolCallAbortMessages").ForEach(func(k, _ gjson.Result) bool {
			if removedCalls[k.Str] {
				copies = append(copies, "abort message "+k.Str)
			}
			return true
		})
		if id := gjson.GetBytes(l.Raw, "data.toolCallId").Str; removedCalls[id] && gjson.GetBytes(l.Raw, "data.args").Exists() {
			copies = append(copies, "tool_execution_start args "+id)
		}
		gjson.GetBytes(l.Raw, "data.pendingToolCalls").ForEach(func(_, pc gjson.Result) bool {
			if removedCalls[pc.Get("toolCallId").Str] {
				copies = append(copies, "pending call "+pc.Get("toolCallId").Str)
			}
			return true
		})
		for _, c := range copies {
			t.Errorf("%s: line %d (%s) keeps the %s of a removed call", name, l.Num, l.ID, c)
		}
	}
	// A compaction keeps no entry it did not keep before.
	for _, l := range out.Entries {
		if l.Type() != "compaction" {
			continue
		}
		il := in.Lookup(l.ID)
		if il == nil || il.Type() != "compaction" {
			continue
		}
		before, after := keptByCompaction(in, il), keptByCompaction(out, l)
		for id := range after {
			if !before[id] {
				t.Errorf("%s: compaction %s keeps %s in the output, which it had summarized", name, l.ID, id)
			}
		}
	}
}

// keptByCompaction returns the ids of the entries a compaction keeps: those
// from its firstKeptEntryId down to it (excluded) on its branch, as omp's
// buildSessionContext takes them.
func keptByCompaction(s *session.Session, c *session.Line) map[string]bool {
	first := gjson.GetBytes(c.Raw, "firstKeptEntryId").Str
	var path []string
	found := false
	s.Tree().Ancestors(int(c.Index), func(a int) bool {
		path = append(path, s.Entries[a].ID)
		found = s.Entries[a].ID == first
		return !found
	})
	kept := map[string]bool{}
	if found {
		for _, id := range path {
			kept[id] = true
		}
	}
	return kept
}
