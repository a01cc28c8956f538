package redact

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// collateralContexts surround a planted snippet in a message: line lists,
// key=value lists, YAML, shell, URLs, prose and Unicode punctuation.
var collateralContexts = [][2]string{
	{"", ""},
	{"", "\nLOG_LEVEL=info\n"},
	{"APP_ENV=production\nPORT=8080\n", "\nLOG_LEVEL=info\nDEBUG=false\n"},
	{"", "\nREADY"},
	{"HOST=db\r\n", "\r\nLOG_LEVEL=info\r\n"},
	{"region=eu-west-1, ", "; port=5432"},
	{"app:\n  name: billing\n  ", "\n  debug: false\n"},
	{"cd /srv/app && ", " && ./deploy.sh --env prod"},
	{"see https://docs.example.com/setup?step=2#keys\n", "\nthen open https://status.example.com/"},
	{"The tool printed ", " and then exited with status 0."},
	{"配置如下：", "。请检查。"},
	{"“", "”"},
	{"「", "」"},
	{"\u00a0", "\u00a0next"},
	{"\u200b", "\u200bnext"},
	{"", "，然后重启"},
	{"", "、完了"},
	{"<config><value>", "</value></config>"},
	{"echo '", "' > .env"},
	{"GET https://api.example.com/v1/items?page=2&", "&limit=50 HTTP/1.1"},
}

// TestNoCollateral redacts sessions whose messages hold a planted secret
// of every generator in many surroundings and checks that every byte
// outside the secret survives: the text before and after it is unchanged,
// and only the secret's place holds a mask. The default profile masks
// spans (no whole-string action), so this holds for every message.
func TestNoCollateral(t *testing.T) {
	e := newTestEngine(t, "default", nil)
	set, err := rules.New(rules.Config{})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(404))
	type plant struct {
		before, after, value string
		// mayMiss: gitleaks rules that need a terminator ([`'"\s;]) after
		// the secret miss it before '<', '&', ',', ')' (gitleaks' recall)
		mayMiss bool
	}
	var plants []plant
	lines := newTestLines(t)
	add := lines.add
	parent := any(nil)
	for _, g := range fakesecret.Generators() {
		for _, c := range collateralContexts {
			sec := g.Gen(r)
			i := strings.Index(sec.Text, sec.Value)
			before, after := c[0]+sec.Text[:i], sec.Text[i+len(sec.Value):]+c[1]
			// a snippet may hold a second secret (the key id next to an
			// AWS secret): then only the surroundings must survive whole
			if ms, _ := set.Detect(sec.Text); !onlyWithin(ms, i, i+len(sec.Value)) {
				before, after = c[0], c[1]
			}
			plants = append(plants, plant{before, after, sec.Value, g.Gitleaks && strings.ContainsAny(c[1][:min(1, len(c[1]))], ",)]&<|")})
			id := fmt.Sprintf("%08x", len(plants))
			role := []string{"user", "toolResult"}[len(plants)%2]
			msg := map[string]any{"role": role, "content": []any{map[string]any{"type": "text", "text": c[0] + sec.Text + c[1]}}, "timestamp": 1}
			if role == "toolResult" {
				msg["toolCallId"], msg["toolName"], msg["isError"] = "t", "bash", false
			}
			add(map[string]any{"type": "message", "id": id, "parentId": parent, "timestamp": "2026-11-02T10:00:01.000Z", "message": msg})
			parent = id
		}
	}
	out := redactLines(t, e, "collateral.jsonl", lines.lines)
	bad, missed := 0, 0
	for k, p := range plants {
		got := gjson.GetBytes(out[k+1], "message.content.0.text").String()
		if p.mayMiss && got == p.before+p.value+p.after {
			missed++
			continue
		}
		ok := strings.HasPrefix(got, p.before) && strings.HasSuffix(got, p.after) &&
			len(got) >= len(p.before)+len(p.after)
		if ok {
			mid := got[len(p.before) : len(got)-len(p.after)]
			ok = mid != "" && !strings.Contains(mid, p.value) && strings.Contains(mid, "REDACTED")
		}
		if !ok {
			if bad++; bad <= 20 {
				t.Errorf("message %d: text outside the secret changed or the secret not masked: %q", k+1, maskValue(got, p.value))
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d messages lost text outside their secret", bad, len(plants))
	}
	if missed > 20 {
		t.Errorf("%d secrets before '<' or '&' missed", missed)
	}
}

// redactLines redacts the JSONL lines as one session and returns its
// output lines, which must be as many as the input's.
func redactLines(t *testing.T, e *Engine, name string, lines [][]byte) [][]byte {
	t.Helper()
	data := append(bytes.Join(lines, []byte("\n")), '\n')
	res, err := e.Session(name, data, session.Options{})
	if err != nil || res.Fatal != nil {
		t.Fatalf("redact: %v %v", err, res.Fatal)
	}
	out := bytes.Split(bytes.TrimRight(res.Output, "\n"), []byte("\n"))
	if len(out) != len(lines) {
		t.Fatalf("%d lines out, want %d", len(out), len(lines))
	}
	return out
}

// onlyWithin reports whether every match lies inside [s, e).
func onlyWithin(ms []rules.Match, s, e int) bool {
	for _, m := range ms {
		if m.Start < s || m.End > e {
			return false
		}
	}
	return true
}

// maskValue hides a fake secret in a failure message.
func maskValue(s, v string) string { return strings.ReplaceAll(s, v, "<SECRET>") }

// testLines collects the JSON lines of a test session, its header first.
type testLines struct {
	t     *testing.T
	lines [][]byte
}

func newTestLines(t *testing.T) *testLines {
	l := &testLines{t: t}
	l.add(map[string]any{"type": "session", "version": 3, "id": "sess", "timestamp": "2026-11-02T10:00:00.000Z", "cwd": "/home/alice/p"})
	return l
}

func (l *testLines) add(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		l.t.Fatal(err)
	}
	l.lines = append(l.lines, b)
}
