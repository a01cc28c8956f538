package redact

import (
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/heaptest"
	"github.com/omp-redact/omp-redact/session"
)

// manyShapeSession returns a session of n short entries shaped like
// bench/gen's many shape: user messages, assistant turns that carry
// signed thinking, a Gemini thought signature or Responses encrypted
// reasoning, and tool results. One user message in secretEvery holds a
// fake GitHub token (generated here, not a real one). It returns the
// count of opaque leaves the engine must report, by kind.
func manyShapeSession(n, secretEvery int) ([]byte, map[string]int) {
	r := rand.New(rand.NewSource(12))
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	rnd := func(alphabet string, k int) string {
		b := make([]byte, k)
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		return string(b)
	}
	opaque := map[string]int{}
	var b strings.Builder
	b.WriteString(`{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}` + "\n")
	parent := "null"
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("%08x", i+1)
		fmt.Fprintf(&b, `{"type":"message","id":"%s","parentId":%s,"timestamp":"2026-01-01T00:00:%02d.000Z","message":`, id, parent, i%60)
		switch i % 4 {
		case 0:
			text := fmt.Sprintf("look at the failing test in pkg %d and fix it", i)
			if secretEvery > 0 && i%secretEvery == 0 {
				text = "the token is ghp_" + rnd(alnum, 36) + " use it"
			}
			fmt.Fprintf(&b, `{"role":"user","content":[{"type":"text","text":%q}],"timestamp":1}`, text)
		case 1:
			fmt.Fprintf(&b, `{"role":"assistant","content":[{"type":"thinking","thinking":"The test in pkg %d fails on the second case.","thinkingSignature":"%s"},{"type":"text","text":"Running the tests."},{"type":"toolCall","id":"toolu_%d","name":"bash","arguments":{"command":"go test ./pkg%d"},"thoughtSignature":"%s"}],"api":"google-generative-ai","provider":"google","model":"gemini-3-pro-preview","stopReason":"toolUse","timestamp":1}`,
				i, rnd(b64, 64), i, i, rnd(b64, 48))
			opaque[session.OpaqueSignature] += 2
		case 2:
			fmt.Fprintf(&b, `{"role":"toolResult","toolCallId":"toolu_%d","toolName":"bash","content":[{"type":"text","text":"ok  \tpkg%d\t0.01s"}],"isError":false,"timestamp":1}`, i-1, i)
		default:
			fmt.Fprintf(&b, `{"role":"assistant","content":[{"type":"thinking","thinking":"All green in pkg %d.","itemId":"rs_%x"},{"type":"text","text":"The tests pass."}],"api":"openai-responses","provider":"openai","model":"gpt-5.1-codex","providerPayload":{"type":"openaiResponsesHistory","provider":"openai","items":[{"type":"reasoning","id":"rs_%x","summary":[],"encrypted_content":"gAAAAA%s"}]},"stopReason":"stop","timestamp":1}`,
				i, i, i, rnd(b64, 96))
			opaque[session.OpaqueEncrypted]++
		}
		b.WriteString("}\n")
		parent = `"` + id + `"`
	}
	return []byte(b.String()), opaque
}

// TestAnalysisBytesPerLine guards the memory the analysis of a session
// holds from analyze until the plan (issue 12: a 1 GB session of 1.33 M
// short entries must be redacted in 400 MB). Most lines have nothing to
// plan and must cost nothing: under opaque: keep a signature or encrypted
// reasoning on every assistant line is only counted, and a line with no
// finding has no record and no pointer. When every line had a pointer
// and every opaque leaf a record, this session held 164 bytes per line
// (the bench/gen many shape 116); now about 5. The bound leaves room for
// the lines with findings (one in secretEvery here), not for a record per
// line.
func TestAnalysisBytesPerLine(t *testing.T) {
	if testing.Short() {
		t.Skip("analyzes a 40k-line session")
	}
	const n, secretEvery = 40000, 100
	data, wantOpaque := manyShapeSession(n, secretEvery)
	s, err := session.ParseBytes(data, "many.jsonl", session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEngine(t, "default", nil)
	// Detectors build some state on first use: warm them on a small
	// session so that only the analysis is measured.
	small, _ := manyShapeSession(200, 10)
	if ws, err := session.ParseBytes(small, "warm.jsonl", session.Options{}); err == nil {
		e.propagate(ws, e.analyze(ws, nil), nil)
	}
	s.Tree()
	s.Pairing()
	before := heaptest.Live()
	a := e.analyze(s, nil)
	e.propagate(s, a, nil)
	per := float64(int64(heaptest.Live())-int64(before)) / float64(len(s.Lines))
	runtime.KeepAlive(s)
	runtime.KeepAlive(data)
	runtime.KeepAlive(e) // its detectors were built before the first measure
	t.Logf("%.1f bytes per line (%d lines, %d with a result)", per, len(s.Lines), len(a.lines))

	// the analysis still finds what it must
	if want := n / secretEvery; len(a.lines) < want*9/10 {
		t.Errorf("%d lines with a result, want about %d (one per planted token)", len(a.lines), want)
	}
	for kind, want := range wantOpaque {
		if a.opaque[kind] != want {
			t.Errorf("%d opaque %s leaves counted, want %d", a.opaque[kind], kind, want)
		}
	}
	if per > 16 {
		t.Errorf("the analysis holds %.1f bytes per line until the plan, want at most 16", per)
	}
}
