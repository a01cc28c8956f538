package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/session"
)

// plantedSession builds a v3 session with every generated fake secret
// planted once, rotating through the places secrets end up in: user text,
// tool arguments, tool output, signed thinking, custom messages and
// compaction summaries.
func plantedSession(t *testing.T, seed int64) ([]byte, []fakesecret.Secret) {
	t.Helper()
	r := rand.New(rand.NewSource(seed))
	var lines []string
	add := func(v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(b))
	}
	add(map[string]any{"type": "session", "version": 3, "id": "sess-1", "timestamp": "2026-11-02T10:00:00.000Z", "cwd": "/work/app"})
	parent := any(nil)
	n := 0
	entry := func(fields map[string]any) {
		n++
		id := fmt.Sprintf("e%04d", n)
		fields["id"], fields["parentId"], fields["timestamp"] = id, parent, "2026-11-02T10:00:01.000Z"
		add(fields)
		parent = id
	}
	var secrets []fakesecret.Secret
	for i, g := range fakesecret.Generators() {
		s := g.Gen(r)
		secrets = append(secrets, s)
		switch i % 6 {
		case 0:
			entry(map[string]any{"type": "message", "message": map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": "look: " + s.Text}}, "timestamp": 1}})
		case 1, 2:
			callID := fmt.Sprintf("call_%d", i)
			entry(map[string]any{"type": "message", "message": map[string]any{"role": "assistant", "api": "anthropic-messages", "provider": "anthropic", "model": "m", "stopReason": "toolUse", "timestamp": 1,
				"content": []any{map[string]any{"type": "toolCall", "id": callID, "name": "bash", "arguments": map[string]any{"command": "echo ok"}}}}})
			out := "output:\n" + s.Text + "\n"
			if i%6 == 2 {
				entry(map[string]any{"type": "message", "message": map[string]any{"role": "toolResult", "toolCallId": callID, "toolName": "bash", "isError": false, "timestamp": 1,
					"content": []any{map[string]any{"type": "text", "text": out}}}})
			} else {
				doc, _ := json.Marshal(map[string]any{"config": s.Text})
				entry(map[string]any{"type": "message", "message": map[string]any{"role": "toolResult", "toolCallId": callID, "toolName": "bash", "isError": false, "timestamp": 1,
					"content": []any{map[string]any{"type": "text", "text": string(doc)}}}})
			}
		case 3:
			entry(map[string]any{"type": "message", "message": map[string]any{"role": "assistant", "api": "anthropic-messages", "provider": "anthropic", "model": "m", "stopReason": "stop", "timestamp": 1,
				"content": []any{map[string]any{"type": "thinking", "thinking": "the user pasted " + s.Text, "thinkingSignature": fakesecret.Signature(r)}, map[string]any{"type": "text", "text": "ok"}}}})
		case 4:
			entry(map[string]any{"type": "custom_message", "customType": "note", "content": s.Text, "display": true})
		case 5:
			entry(map[string]any{"type": "compaction", "summary": "earlier: " + s.Text, "firstKeptEntryId": parent, "tokensBefore": 100})
		}
	}
	return []byte(strings.Join(lines, "\n") + "\n"), secrets
}

// leaks returns the secrets that appear in b in clear, JSON-escaped or
// base64 form.
func leaks(b []byte, secrets []fakesecret.Secret) []string {
	var out []string
	for _, s := range secrets {
		esc, _ := json.Marshal(s.Value)
		forms := []string{s.Value, string(esc[1 : len(esc)-1]), base64.StdEncoding.EncodeToString([]byte(s.Value))}
		for _, f := range forms {
			if len(f) >= 8 && bytes.Contains(b, []byte(f)) {
				out = append(out, s.Kind)
				break
			}
		}
	}
	return out
}

// TestNoSecretInAnyOutput runs scan, check and redact in every format and
// profile over a session with every kind of planted secret and asserts that
// no secret appears in stdout, stderr, reports or redacted outputs.
func TestNoSecretInAnyOutput(t *testing.T) {
	data, secrets := plantedSession(t, 1)
	if _, err := session.ParseBytes(data, "x", session.Options{}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "planted.jsonl")
	if err := os.WriteFile(in, data, 0o600); err != nil {
		t.Fatal(err)
	}
	type invocation struct {
		args  []string
		files []string // extra files to check
	}
	var runs []invocation
	for _, f := range []string{"text", "json", "sarif", "markdown"} {
		runs = append(runs, invocation{args: []string{"scan", "--format", f, "--show-preview", in}})
		runs = append(runs, invocation{args: []string{"check", "--format", f, in}})
	}
	for i, p := range []string{"default", "share", "strict"} {
		for j, rf := range []string{"json", "markdown", "sarif", "text"} {
			out := filepath.Join(dir, fmt.Sprintf("out-%d-%d.jsonl", i, j))
			rep := filepath.Join(dir, fmt.Sprintf("rep-%d-%d", i, j))
			runs = append(runs, invocation{args: []string{"redact", "--profile", p, "-o", out, "--report", rep, "--report-format", rf, in}, files: []string{out, rep}})
		}
	}
	for _, rn := range runs {
		io, _, stdout, stderr := testIO()
		code := run(io, rn.args)
		name := strings.Join(rn.args[:3], " ")
		if code == exitError {
			t.Errorf("%s: exit %d: %s", name, code, stderr)
		}
		if l := leaks(stdout.Bytes(), secrets); len(l) > 0 {
			t.Errorf("%s: stdout leaks %v", name, l)
		}
		if l := leaks(stderr.Bytes(), secrets); len(l) > 0 {
			t.Errorf("%s: stderr leaks %v", name, l)
		}
		for _, f := range rn.files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if l := leaks(b, secrets); len(l) > 0 {
				t.Errorf("%s: %s leaks %v", name, filepath.Base(f), l)
			}
		}
	}
}

// TestNoSecretInValidateOrSessions plants secrets where commands that do
// not redact print input text: the session title (sessions) and entry ids
// quoted by validation messages (validate). Each is planted with its
// context (a snippet), as a detector needs it: a bare value of a rule
// that needs a keyword cannot be told from an ordinary id.
func TestNoSecretInValidateOrSessions(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	var secrets []fakesecret.Secret
	for _, g := range fakesecret.Generators() {
		if s := g.Gen(r); !strings.ContainsAny(s.Text, "\n\"\\") {
			secrets = append(secrets, s)
		}
	}
	root := filepath.Join(t.TempDir(), "sessions")
	for i, s := range secrets {
		lines := []map[string]any{
			{"type": "session", "version": 3, "id": fmt.Sprintf("s%d", i), "timestamp": "2026-11-02T10:00:00.000Z", "cwd": "/w", "title": "deploy with " + s.Text},
			{"type": "message", "id": s.Text, "parentId": nil, "timestamp": "2026-11-02T10:00:01.000Z", "message": map[string]any{"role": "user", "content": "a", "timestamp": 1}},
			{"type": "message", "id": s.Text, "parentId": "missing " + s.Text, "timestamp": "2026-11-02T10:00:02.000Z", "message": map[string]any{"role": "user", "content": "b", "timestamp": 1}},
		}
		var b []byte
		for _, l := range lines {
			j, err := json.Marshal(l)
			if err != nil {
				t.Fatal(err)
			}
			b = append(append(b, j...), '\n')
		}
		dir := filepath.Join(root, "-w")
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("2026-11-02T10-00-00-000Z_s%d.jsonl", i)), b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"validate", root},
		{"validate", "--format", "json", root},
		{"sessions", "--root", root},
		{"sessions", "--json", "--root", root},
	} {
		io, _, stdout, stderr := testIO()
		code := run(io, args)
		name := strings.Join(args, " ")
		if code == exitError && args[0] == "sessions" {
			t.Errorf("%s: exit %d: %s", name, code, stderr)
		}
		if stdout.Len() == 0 {
			t.Errorf("%s: no output", name)
		}
		if l := leaks(stdout.Bytes(), secrets); len(l) > 0 {
			t.Errorf("%s: stdout leaks %v", name, l)
		}
		if l := leaks(stderr.Bytes(), secrets); len(l) > 0 {
			t.Errorf("%s: stderr leaks %v", name, l)
		}
	}
}

// positionTree writes a session directory with a generated secret in every
// place a command may print from its input: an entry id (and the parentId
// linking to it), an entry type, a customType, a tool name (toolCall and
// toolResult), a top-level object key, a key of a JSON document nested in
// a string (innerPath), the session title, and a file name (the tool log
// of that tool). Secrets that need a context to be recognized (a
// password) are found once in context and reused bare elsewhere. It
// returns the root, the session file and the planted secrets by position.
func positionTree(t *testing.T) (string, string, map[string]string) {
	t.Helper()
	r := rand.New(rand.NewSource(12))
	gen := map[string]fakesecret.Secret{}
	for _, g := range fakesecret.Generators() {
		gen[g.Kind] = g.Gen(r)
	}
	sec := map[string]string{
		"id":         gen["github-pat"].Value,
		"type":       gen["gitlab-pat"].Value,
		"customType": gen["slack-bot-token"].Value,
		"tool":       gen["github-oauth"].Value,
		"key":        gen["npm-token"].Value,
		"innerKey":   gen["stripe-secret-key"].Value,
		"title":      gen["gcp-api-key"].Value,
		"contextKey": gen["password-assignment"].Value,
		"contextId":  gen["bearer-token"].Value,
	}
	root := filepath.Join(t.TempDir(), "sessions")
	dir := filepath.Join(root, "--w--")
	art := filepath.Join(dir, "2026-11-02T10-00-00-000Z_s1")
	if err := os.MkdirAll(art, 0o700); err != nil {
		t.Fatal(err)
	}
	msg := func(role string, content any, extra map[string]any) map[string]any {
		m := map[string]any{"role": role, "content": content, "timestamp": 1}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	lines := []map[string]any{
		{"type": "session", "version": 3, "id": "s1", "timestamp": "2026-11-02T10:00:00.000Z", "cwd": "/w", "title": "deploy " + sec["title"]},
		{"type": "message", "id": sec["id"], "parentId": nil, "timestamp": "2026-11-02T10:00:01.000Z",
			"message": msg("user", "DB_PASSWORD="+sec["contextKey"]+"\nAuthorization: Bearer "+sec["contextId"], nil)},
		{"type": "message", "id": "e2", "parentId": sec["id"], "timestamp": "2026-11-02T10:00:02.000Z", sec["key"]: 1, sec["contextKey"]: 2,
			"message": msg("user", []any{map[string]any{"type": "text", "text": `{"cfg":{"` + sec["innerKey"] + `":{"token":"GITHUB_TOKEN=` + gen["github-app-token"].Value + `"}}}`}}, nil)},
		{"type": "custom_message", "id": "e3", "parentId": "e2", "timestamp": "2026-11-02T10:00:03.000Z", "customType": sec["customType"], "content": "x", "display": true},
		{"type": "message", "id": "e4", "parentId": "e3", "timestamp": "2026-11-02T10:00:04.000Z",
			"message": msg("assistant", []any{map[string]any{"type": "toolCall", "id": "call_1", "name": sec["tool"], "arguments": map[string]any{"q": "x"}}},
				map[string]any{"api": "anthropic-messages", "provider": "anthropic", "model": "m", "stopReason": "toolUse"})},
		{"type": "message", "id": "e5", "parentId": "e4", "timestamp": "2026-11-02T10:00:05.000Z",
			"message": msg("toolResult", []any{map[string]any{"type": "text", "text": "done"}}, map[string]any{"toolCallId": "call_1", "toolName": sec["tool"], "isError": false})},
		{"type": sec["type"], "id": sec["contextId"], "parentId": "e5", "timestamp": "2026-11-02T10:00:06.000Z"},
	}
	var b []byte
	for _, l := range lines {
		j, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		b = append(append(b, j...), '\n')
	}
	file := filepath.Join(dir, "2026-11-02T10-00-00-000Z_s1.jsonl")
	for p, data := range map[string][]byte{
		file: b,
		filepath.Join(art, "1."+sec["tool"]+".log"): []byte("tool output\n"),
	} {
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return root, file, sec
}

// TestNoSecretInAnyPosition runs scan, check, redact, validate and policy
// explain over positionTree and asserts that no planted secret appears,
// in any form, in stdout, stderr, a report of any format, a redacted
// output or the name of an output file.
func TestNoSecretInAnyPosition(t *testing.T) {
	root, file, sec := positionTree(t)
	tmp := t.TempDir()
	keyFile := filepath.Join(tmp, "key")
	if err := os.WriteFile(keyFile, []byte("a test fingerprint key of 32 byte"), 0o600); err != nil {
		t.Fatal(err)
	}
	type invocation struct {
		args []string
		out  string // an output tree or file to check, names included
	}
	var runs []invocation
	for _, f := range []string{"text", "json", "sarif", "markdown"} {
		runs = append(runs, invocation{args: []string{"scan", "--format", f, root}})
		runs = append(runs, invocation{args: []string{"check", "--format", f, root}})
		out, rep := filepath.Join(tmp, "out-"+f), filepath.Join(tmp, "rep-"+f)
		runs = append(runs, invocation{args: []string{"redact", "-o", out, "--report", rep, "--report-format", f, root}, out: out})
		runs = append(runs, invocation{args: []string{"redact", "-o", out + "-file.jsonl", "--report", rep + "-file", "--report-format", f, file}, out: out + "-file.jsonl"})
		runs = append(runs, invocation{args: []string{"redact", "-n", root}})
		runs = append(runs, invocation{out: rep})
		runs = append(runs, invocation{out: rep + "-file"})
	}
	runs = append(runs,
		invocation{args: []string{"validate", root}},
		invocation{args: []string{"validate", "--format", "json", root}},
		invocation{args: []string{"check", "--key-file", keyFile, "--write-baseline", filepath.Join(tmp, "baseline.json"), root}, out: filepath.Join(tmp, "baseline.json")},
	)
	for _, entry := range []string{"e2", "e4", "e5", "e3"} {
		runs = append(runs, invocation{args: []string{"policy", "explain", "-", file, "--entry", entry}})
	}
	check := func(what string, b []byte) {
		for pos, s := range sec {
			if tr := secretTraces(b, s); len(tr) > 0 {
				t.Errorf("%s: the secret planted as %s: %v", what, pos, tr)
			}
		}
	}
	for _, rn := range runs {
		name := strings.Join(rn.args, " ")
		if rn.args != nil {
			io, _, stdout, stderr := testIO()
			code := run(io, rn.args)
			if code == exitError && rn.args[0] != "validate" {
				t.Errorf("%s: exit %d: %s", name, code, stderr)
			}
			if stdout.Len() == 0 && stderr.Len() == 0 {
				t.Errorf("%s: no output at all", name)
			}
			check(name+": stdout", stdout.Bytes())
			check(name+": stderr", stderr.Bytes())
		}
		if rn.out == "" {
			continue
		}
		err := filepath.Walk(rn.out, func(p string, fi os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			check(name+": file name "+filepath.Base(p), []byte(p))
			if fi.IsDir() {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			check(name+": "+filepath.Base(p), data)
			return nil
		})
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
