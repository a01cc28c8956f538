package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/omp-redact/omp-redact/bench/encodings"
)

// plant is one example planted once: where, how, and what to look for.
type plant struct {
	example
	Encoding string     `json:"encoding"`
	Location string     `json:"location"`
	File     string     `json:"file"` // relative to the corpus root
	Line     int        `json:"line"`
	Entry    string     `json:"entry"`          // id of the entry carrying it
	Needles  [][]string `json:"needles"`        // per secret; values, kept under bench/out only
	Orig     string     `json:"orig,omitempty"` // decoys: the line as written
}

// sessionWriter writes one valid omp v3 session (header, then user /
// assistant / toolResult turns, each tool call answered by its result),
// with each plant on a line of its own.
type sessionWriter struct {
	r      *rand.Rand
	root   string
	rel    string
	lines  []string
	lastID string
	ms     int64
}

func newSession(r *rand.Rand, root, rel string, ms int64) *sessionWriter {
	w := &sessionWriter{r: r, root: root, rel: rel, ms: ms}
	ts := time.UnixMilli(ms).UTC().Format("2006-01-02T15:04:05.000Z")
	w.lines = append(w.lines, fmt.Sprintf(`{"type":"session","version":3,"id":%s,"timestamp":%q,"cwd":"/home/dev/src/billing"}`,
		encodings.JSONLit(uuid4(r)), ts))
	return w
}

func (w *sessionWriter) envelope() (id, head string) {
	w.ms += int64(500 + w.r.IntN(30000))
	id = hexN(w.r, 8)
	parent := "null"
	if w.lastID != "" {
		parent = encodings.JSONLit(w.lastID)
	}
	ts := time.UnixMilli(w.ms).UTC().Format("2006-01-02T15:04:05.000Z")
	head = fmt.Sprintf(`{"type":"message","id":%q,"parentId":%s,"timestamp":%q,`, id, parent, ts)
	w.lastID = id
	return id, head
}

// turn writes a user message, an assistant message (thinking, text, one
// tool call) and the tool result; p, when not nil, goes to its location.
// lit is p's carrier literal.
func (w *sessionWriter) turn(p *plant, lit string) {
	pick := func(loc string, benign string) string {
		if p != nil && p.Location == loc {
			return lit
		}
		return encodings.JSONLit(benign)
	}
	mark := func(loc, id string) {
		if p != nil && p.Location == loc {
			p.File, p.Line, p.Entry = w.rel, len(w.lines), id
		}
	}
	id, head := w.envelope()
	w.lines = append(w.lines, head+fmt.Sprintf(`"message":{"role":"user","content":[{"type":"text","text":%s}],"timestamp":%d}}`,
		pick(locUser, sentence(w.r, 2)), w.ms))
	mark(locUser, id)

	call := "toolu_" + hexN(w.r, 24)
	tool, args := "bash", `{"command":`+pick(locToolArgs, "go test ./... 2>&1 | tail -n 20")+`,"timeout":120}`
	if p != nil && p.Location == locToolArgs && p.Encoding == encJSON {
		tool, args = "write", `{"path":"deploy/config.json","content":`+lit+`}`
	}
	id, head = w.envelope()
	w.lines = append(w.lines, head+fmt.Sprintf(`"message":{"role":"assistant","content":[{"type":"thinking","thinking":%s},{"type":"text","text":%s},{"type":"toolCall","id":%q,"name":%q,"arguments":%s}],`+
		`"api":"anthropic-messages","provider":"anthropic","model":"claude-sonnet-4-5","usage":{"input":%d,"output":%d,"cacheRead":0,"cacheWrite":0,"totalTokens":%d},"stopReason":"toolUse","timestamp":%d}}`,
		pick(locThinking, sentence(w.r, 2)), encodings.JSONLit(sentence(w.r, 1)), call, tool, args, 900+w.r.IntN(3000), 40+w.r.IntN(400), 5000+w.r.IntN(9000), w.ms))
	mark(locThinking, id)
	mark(locToolArgs, id)

	id, head = w.envelope()
	w.lines = append(w.lines, head+fmt.Sprintf(`"message":{"role":"toolResult","toolCallId":%q,"toolName":%q,"content":[{"type":"text","text":%s}],"isError":false,"timestamp":%d}}`,
		call, tool, pick(locToolResult, toolLog(w.r)), w.ms))
	mark(locToolResult, id)
	if p != nil && p.Decoy {
		p.Orig = w.lines[p.Line-1]
	}
}

// close writes the session file (0600) through a temporary file.
func (w *sessionWriter) close() error {
	path := filepath.Join(w.root, filepath.FromSlash(w.rel))
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	for _, l := range w.lines {
		bw.WriteString(l)
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

var words = strings.Fields(`the build fails on the staging runner after the dependency bump so we pin the
version and retry the migration with a smaller batch size then check the logs for the worker that handles
invoices and compare the latency before and after the change while keeping the cache warm`)

func sentence(r *rand.Rand, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		k := 6 + r.IntN(10)
		for j := 0; j < k; j++ {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(words[r.IntN(len(words))])
		}
		b.WriteString(". ")
	}
	return strings.TrimSpace(b.String())
}

func toolLog(r *rand.Rand) string {
	return fmt.Sprintf("ok  \tgithub.com/acme/billing/internal/invoice\t%d.%03ds\nok  \tgithub.com/acme/billing/internal/ledger\t%d.%03ds\nPASS",
		r.IntN(3), r.IntN(1000), r.IntN(3), r.IntN(1000))
}

const hexDigits = "0123456789abcdef"

func hexN(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = hexDigits[r.IntN(16)]
	}
	return string(b)
}

func uuid4(r *rand.Rand) string {
	return hexN(r, 8) + "-" + hexN(r, 4) + "-4" + hexN(r, 3) + "-" + string("89ab"[r.IntN(4)]) + hexN(r, 3) + "-" + hexN(r, 12)
}
