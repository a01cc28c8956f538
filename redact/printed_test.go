package redact

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

// TestPrintedSecrets checks that the output of a command that prints a
// secret is masked, read through the session's structure: a bash tool
// call's command with its result's text, a !cmd's command with its
// output. The same output of a command that prints no secret (a commit
// id, a UUID) is kept.
func TestPrintedSecrets(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	hexN := func(n int) string { return randIn(r, "0123456789abcdef", n) }
	// the values have no vendor prefix: only the command or the file read
	// says they are secrets (an hvs. token is vault-token's)
	key, tok, pw, commit, vault, npm := hexN(64), hexN(40), "Zq"+hexN(14), hexN(40), "Vt"+hexN(24), "Qx"+hexN(30)
	input := `{"type":"session","version":3,"id":"s-1","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/p"}` + "\n" +
		bashCall("e1", "null", "c1", "openssl rand -hex 32") + bashResult("e2", "e1", "c1", key+"\n") +
		bashCall("e3", `"e2"`, "c2", "cd /srv && echo $WANDB_API_KEY") + bashResult("e4", "e3", "c2", tok+"\n") +
		bashCall("e5", `"e4"`, "c3", "git rev-parse HEAD") + bashResult("e6", "e5", "c3", commit+"\n") +
		`{"type":"message","id":"e8","parentId":"e6","timestamp":"2026-11-02T10:00:04.000Z","message":{"role":"assistant","content":[{"type":"toolCall","id":"c4","name":"read","arguments":{"path":"/home/dev/.vault-token"}}],"api":"anthropic-messages","provider":"anthropic","model":"m","stopReason":"toolUse","timestamp":4}}` + "\n" +
		`{"type":"message","id":"e9","parentId":"e8","timestamp":"2026-11-02T10:00:05.000Z","message":{"role":"toolResult","toolCallId":"c4","toolName":"read","content":[{"type":"text","text":"` + vault + `"}],"isError":false,"timestamp":5}}` + "\n" +
		`{"type":"message","id":"e10","parentId":"e9","timestamp":"2026-11-02T10:00:06.000Z","message":{"role":"assistant","content":[{"type":"toolCall","id":"c5","name":"write","arguments":{"path":"/home/dev/.npm-token","content":"` + npm + `"}}],"api":"anthropic-messages","provider":"anthropic","model":"m","stopReason":"toolUse","timestamp":6}}` + "\n" +
		`{"type":"message","id":"e7","parentId":"e10","timestamp":"2026-11-02T10:00:03.000Z","message":{"role":"bashExecution","command":"pass show db/prod","output":` + lit(pw+"\n") + `,"exitCode":0,"cancelled":false,"truncated":false,"timestamp":3}}` + "\n"
	e := newTestEngine(t, "default", nil)
	res, err := e.Session("input.jsonl", []byte(input), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Fatal != nil {
		t.Fatal(res.Fatal)
	}
	checkRedacted(t, res, map[string]string{"openssl rand": key, "echo $WANDB_API_KEY": tok, "pass show": pw, "read .vault-token": vault, "write .npm-token": npm},
		map[string]string{"git rev-parse HEAD's commit": commit}, "command-output-secret", 5)
}

// TestPrintedVerifies checks that a printed secret's redaction is a fixed
// point in every profile: the run writes (verify passes), a second run
// changes nothing and finds nothing, and no byte of a password with
// symbols, whose parts other rules find, is left. A first version
// matched its own redaction token on the second pass (one token of 8
// bytes or more) and refused to write.
func TestPrintedVerifies(t *testing.T) {
	r := rand.New(rand.NewSource(32))
	rnd := func(alpha string, n int) string { return randIn(r, alpha, n) }
	const an = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	// pair is the n-th bash call and its result, each call after the
	// result before it
	pair := func(n int, cmd, out string) string {
		c := string(rune('a' + n))
		parent := "null"
		if n > 0 {
			parent = `"r` + string(rune('a'+n-1)) + `"`
		}
		return bashCall("x"+c, parent, "cx"+c, cmd) + bashResult("r"+c, "x"+c, "cx"+c, out)
	}
	gho := "gho_" + rnd(an, 36)                        // a provider's format, masked whole by its rule
	urlsafe := rnd(an+"-_", 43)                        // secrets.token_urlsafe(32)
	symbols := "m]Gn" + rnd(an, 5) + "}" + rnd(an, 34) // pwgen -sy: other rules find a part
	hexKey := rnd("0123456789abcdef", 64)              // openssl rand -hex 32
	input := `{"type":"session","version":3,"id":"s-1","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/p"}` + "\n" +
		pair(0, "gh auth token", gho+"\n") + pair(1, `python3 -c "import secrets; print(secrets.token_urlsafe(32))"`, urlsafe+"\n") +
		pair(2, "pwgen -sy 44 1", symbols+"\n") + pair(3, "openssl rand -hex 32", hexKey+"\n")
	for _, profile := range []string{"default", "strict", "share"} {
		e := newTestEngine(t, profile, nil)
		res, err := e.Session("input.jsonl", []byte(input), session.Options{})
		if err == nil {
			err = res.Fatal
		}
		if err == nil {
			err = e.Verify(res)
		}
		if err != nil {
			t.Fatalf("%s: %v", profile, err)
		}
		out := string(res.Output)
		for _, v := range []string{gho, urlsafe, symbols[:10], symbols[10:], hexKey} {
			if strings.Contains(out, v) {
				t.Errorf("%s: %q left", profile, v)
			}
		}
		again, err := e.Session("output.jsonl", res.Output, session.Options{})
		if err != nil || again.Fatal != nil {
			t.Fatalf("%s: second run: %v %v", profile, err, again.Fatal)
		}
		if string(again.Output) != out {
			t.Errorf("%s: a second run changed the output", profile)
		}
		for _, f := range again.File.Findings {
			t.Errorf("%s: a second run found %s", profile, f.RuleID)
		}
	}
}

// randIn returns n bytes drawn from alpha.
func randIn(r *rand.Rand, alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// bashCall is an assistant entry with one bash tool call; parent is a
// JSON value (null or a quoted id).
func bashCall(id, parent, callID, cmd string) string {
	return `{"type":"message","id":"` + id + `","parentId":` + parent + `,"timestamp":"2026-11-02T10:00:01.000Z","message":{"role":"assistant","content":[{"type":"toolCall","id":"` + callID + `","name":"bash","arguments":{"command":` + lit(cmd) + `}}],"api":"anthropic-messages","provider":"anthropic","model":"m","stopReason":"toolUse","timestamp":1}}` + "\n"
}

// bashResult is the toolResult entry of a bash call, out its text.
func bashResult(id, parent, callID, out string) string {
	return `{"type":"message","id":"` + id + `","parentId":"` + parent + `","timestamp":"2026-11-02T10:00:02.000Z","message":{"role":"toolResult","toolCallId":"` + callID + `","toolName":"bash","content":[{"type":"text","text":` + lit(out) + `}],"isError":false,"timestamp":2}}` + "\n"
}

// TestPrintedFirstLine checks that a password manager's entry printed
// whole (pass show, gopass show, rbw get: the password first, the
// entry's fields after it) has its first line masked through the
// session's structure and its fields kept; a command that prints no
// secret keeps a first line of the same shape.
func TestPrintedFirstLine(t *testing.T) {
	r := rand.New(rand.NewSource(33))
	const an = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	pw, pw2, other := "Qz"+randIn(r, an, 16)+"!", "Wx"+randIn(r, an, 14)+"#", "Ab"+randIn(r, an, 16)+"!"
	input := `{"type":"session","version":3,"id":"s-1","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/p"}` + "\n" +
		bashCall("e1", "null", "c1", "pass show email/fastmail") + bashResult("e2", "e1", "c1", pw+"\nlogin: dana@example.com\nurl: https://app.example.com\n") +
		bashCall("e3", `"e2"`, "c2", `rbw get --full "Home Assistant"`) + bashResult("e4", "e3", "c2", pw2+"\nUsername: dana\n") +
		bashCall("e5", `"e4"`, "c3", "head -3 notes.txt") + bashResult("e6", "e5", "c3", other+"\nline two\n")
	e := newTestEngine(t, "default", nil)
	res, err := e.Session("input.jsonl", []byte(input), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Fatal != nil {
		t.Fatal(res.Fatal)
	}
	out := string(res.Output)
	for name, v := range map[string]string{"pass show": pw, "rbw get": pw2} {
		if strings.Contains(out, v) {
			t.Errorf("%s: the password is left", name)
		}
	}
	for _, keep := range []string{"login: dana@example.com", "Username: dana", other} {
		if !strings.Contains(out, keep) {
			t.Errorf("%q was masked", keep)
		}
	}
}
