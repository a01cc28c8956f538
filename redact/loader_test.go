package redact

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/session"
	"github.com/rogpeppe/go-internal/txtar"
)

// TestOmpLoader loads inputs and redacted outputs with omp's own session
// loader (shared/tools/omp-loader, bun + @oh-my-pi/pi-coding-agent) and
// checks that omp reads each output as it read the input: same header,
// entry count (minus spliced entries), default leaf, no new malformed
// records or orphaned tool calls or results, and (testdata/omp/context.ts)
// the model context of the input minus exactly the removed entries and
// blocks: no summarized entry comes back, no result outlives its call. It runs
// when the loader is installed ($OMP_REAL_DIR, default /tmp/omp-real;
// .ci/run installs it) and skips otherwise.
func TestOmpLoader(t *testing.T) {
	root := os.Getenv("OMP_REAL_DIR")
	if root == "" {
		root = "/tmp/omp-real"
	}
	bun := filepath.Join(root, "bin", "bun")
	check, _ := filepath.Abs("../../shared/tools/omp-loader/check.ts")
	if _, err := os.Stat(bun); err != nil {
		t.Skip("omp loader not installed:", err)
	}
	if _, err := os.Stat(check); err != nil {
		t.Skip("omp loader script not found:", err)
	}
	dir := t.TempDir()
	type pair struct {
		name, in, out string
		res           *Result
		secret        string // a secret no part of which omp may show in the output's title
	}
	var pairs []pair
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	files, _ := filepath.Glob("testdata/engine/*.txtar")
	for _, f := range files {
		ar, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var in, pol []byte
		for _, s := range ar.Files {
			switch s.Name {
			case "input.jsonl":
				in = s.Data
			case "policy.yaml":
				pol = s.Data
			}
		}
		e := newTestEngine(t, "policy.yaml", pol)
		res, err := e.Session("in", in, session.Options{})
		if err != nil || res.Fatal != nil {
			continue
		}
		base := strings.TrimSuffix(filepath.Base(f), ".txtar")
		pairs = append(pairs, pair{base, write(base+".in.jsonl", in), write(base+".out.jsonl", res.Output), res, ""})
	}
	for _, prof := range []string{"default", "share", "strict"} {
		e := newTestEngine(t, prof, nil)
		for seed := int64(1); seed <= 3; seed++ {
			data, _ := genSession(t, rand.New(rand.NewSource(seed)))
			res, err := e.Session("in", data, session.Options{})
			if err != nil || res.Fatal != nil {
				t.Fatalf("%s seed %d: %v %v", prof, seed, err, res.Fatal)
			}
			name := prof + "-" + string(rune('0'+seed))
			pairs = append(pairs, pair{name, write(name+".in.jsonl", data), write(name+".out.jsonl", res.Output), res, ""})
		}
	}
	// Sessions built to exercise every removal (see genRemovalSession),
	// with tombstones and with splicing.
	for _, removal := range []string{"tombstone", "splice"} {
		for _, action := range removalActions {
			e := newTestEngine(t, "policy.yaml", removalPolicy(action, removal, "strip", "drop"))
			for seed := int64(1); seed <= 4; seed++ {
				data := genRemovalSession(t, rand.New(rand.NewSource(seed)))
				res, err := e.Session("in", data, session.Options{})
				if err != nil || res.Fatal != nil {
					t.Fatalf("%s/%s seed %d: %v %v", action, removal, seed, err, res.Fatal)
				}
				name := fmt.Sprintf("gen-%s-%s-%d", action, removal, seed)
				pairs = append(pairs, pair{name, write(name+".in.jsonl", data), write(name+".out.jsonl", res.Output), res, ""})
			}
		}
	}
	// Issue 11 item 1: a slot cut inside a token by an omp rename, with
	// and without the title_change entry that holds the full title.
	for _, withSource := range []bool{true, false} {
		data, pat := renamedSession(t, 11, withSource)
		res, err := newTestEngine(t, "default", nil).Session("in", data, session.Options{})
		if err != nil || res.Fatal != nil {
			t.Fatalf("renamed title: %v %v", err, res.Fatal)
		}
		name := "renamed-title"
		if !withSource {
			name += "-no-source"
		}
		pairs = append(pairs, pair{name, write(name+".in.jsonl", data), write(name+".out.jsonl", res.Output), res, pat})
	}
	args := []string{check}
	for _, p := range pairs {
		args = append(args, p.in, p.out)
	}
	cmd := exec.Command(bun, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		t.Fatalf("omp loader: %v", err)
	}
	results := map[string]map[string]any{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]any
		if json.Unmarshal(sc.Bytes(), &m) == nil {
			results[m["file"].(string)] = m
		}
	}
	contexts := ompContexts(t, root, pairs[0].in, func(yield func(string) bool) {
		for _, p := range pairs {
			if !yield(p.in) || !yield(p.out) {
				return
			}
		}
	})
	for _, p := range pairs {
		a, b := results[p.in], results[p.out]
		if a == nil || b == nil {
			t.Errorf("%s: no loader result", p.name)
			continue
		}
		rm := removalsOf(p.res)
		fields := []string{"ok", "headerId", "version", "malformed", "error", "nonObjectRecords", "invalidHeader"}
		legacy := a["version"] == nil || a["version"].(float64) <= 1
		if !legacy {
			fields = append(fields, "leafId")
		}
		if !hasStructural(p.res) {
			fields = append(fields, "entries", "contextMessages", "orphanToolCalls", "orphanToolResults", "strippedToolCalls")
		}
		for _, k := range fields {
			if ja, jb := jsonOf(a[k]), jsonOf(b[k]); ja != jb {
				t.Errorf("%s: omp reads %s=%s from the output, %s from the input", p.name, k, jb, ja)
			}
		}
		if p.secret != "" {
			title, _ := b["title"].(string)
			if title == "" || strings.Contains(title, p.secret[:8]) {
				t.Errorf("%s: omp shows the title %q, want a title without the token", p.name, title)
			}
			if a["title"] == title {
				t.Errorf("%s: omp shows the input's title", p.name)
			}
			if ok, _ := b["ok"].(bool); !ok {
				t.Errorf("%s: omp does not load the output: %v", p.name, b["error"])
			}
			if w, _ := b["writes"].([]any); len(w) > 0 {
				t.Errorf("%s: omp wants to rewrite the output: %v", p.name, w)
			}
			out, err := os.ReadFile(p.out)
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := session.ParseBytes(out, p.out, session.Options{})
			if err != nil || parsed.Title == nil || parsed.Title.Len() != TitleWidth || parsed.TitleText() != title {
				t.Errorf("%s: the output's first line is not a valid %d-byte slot holding the title omp shows", p.name, TitleWidth)
			}
		}
		if n, _ := a["entries"].(float64); b["entries"] != n-float64(len(rm.spliced)) {
			got, want := b["entries"], n-float64(len(rm.spliced))
			t.Errorf("%s: omp reads %v entries from the output, want %v (%d spliced out)", p.name, got, want, len(rm.spliced))
		}
		for _, k := range []string{"orphanToolCalls", "orphanToolResults"} {
			if rm.compaction {
				break // an earlier compaction takes over, with its own cut
			}
			na, _ := a[k].(float64)
			if nb, _ := b[k].(float64); nb > na {
				t.Errorf("%s: the output has more %s (%v) than the input (%v)", p.name, k, b[k], a[k])
			}
		}
		if legacy || rm.compaction {
			continue // random ids on every load; a removed compaction brings history back (reported)
		}
		ca, cb := contexts[p.in], contexts[p.out]
		if ca == nil || cb == nil {
			t.Errorf("%s: no context from omp", p.name)
			continue
		}
		want := expectedContext(ca, rm)
		for _, m := range cb.Messages {
			if err := serverToolPairs(m.Blocks); err != "" {
				t.Errorf("%s: omp's context of the output has %s", p.name, err)
			}
		}
		if d := cmp.Diff(want, cb.Messages); d != "" {
			t.Errorf("%s: omp's context of the output is not the input's minus the removals (-want +got):\n%s", p.name, d)
		}
	}
}

// ompContext is one line of testdata/omp/context.ts: the messages omp
// puts in the model context of a file's default leaf.
type ompContext struct {
	File     string       `json:"file"`
	LeafID   *string      `json:"leafId"`
	Messages []ompMessage `json:"messages"`
	Error    *string      `json:"error"`
}

type ompMessage struct {
	Entry      *string  `json:"entry"`
	Role       string   `json:"role"`
	Blocks     any      `json:"blocks"`
	ToolCallID *string  `json:"toolCallId"`
	Payload    []string `json:"payload"`
	Aborts     []string `json:"aborts"`
}

// ompContexts runs testdata/omp/context.ts over the files, with a
// throwaway HOME (omp reads its blob store under it).
func ompContexts(t *testing.T, root, _ string, files func(func(string) bool)) map[string]*ompContext {
	t.Helper()
	script, _ := filepath.Abs("testdata/omp/context.ts")
	args := []string{script, root}
	for f := range files {
		args = append(args, f)
	}
	cmd := exec.Command(filepath.Join(root, "bin", "bun"), args...)
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("omp context: %v", err)
	}
	res := map[string]*ompContext{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var c ompContext
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("omp context: %v", err)
		}
		if c.Error != nil {
			t.Errorf("omp context of %s: %s", c.File, *c.Error)
		}
		res[c.File] = &c
	}
	return res
}

// removals is what a plan removed: whole entries (spliced out or
// tombstoned) and content blocks of the entries that stay.
type removals struct {
	spliced, tombstoned map[string]bool
	blocks              map[string]map[int]bool
	compaction          bool            // a compaction entry was removed
	calls               map[string]bool // ids of the removed toolCall blocks
}

func removalsOf(r *Result) removals {
	rm := removals{spliced: map[string]bool{}, tombstoned: map[string]bool{}, blocks: map[string]map[int]bool{}, calls: map[string]bool{}}
	pr := r.plan.s.Pairing()
	for i, le := range r.plan.edits {
		l := r.plan.s.Lines[i]
		if !l.HasID {
			continue
		}
		lo, hi := pr.CallsAt(int(l.Index))
		for c := lo; c < hi; c++ {
			if le.remove || le.replace != nil || le.blocks[pr.Calls[c].Block] != "" {
				rm.calls[pr.Calls[c].ID] = true
			}
		}
		switch {
		case le.remove:
			rm.spliced[l.ID] = true
		case le.replace != nil:
			rm.tombstoned[l.ID] = true
		default:
			for b := range le.blocks {
				if rm.blocks[l.ID] == nil {
					rm.blocks[l.ID] = map[int]bool{}
				}
				rm.blocks[l.ID][b] = true
			}
			continue
		}
		if l.Type() == "compaction" {
			rm.compaction = true
		}
	}
	return rm
}

// expectedContext is the input's context minus the removed entries and
// blocks: what omp must build from the output.
func expectedContext(in *ompContext, rm removals) []ompMessage {
	want := []ompMessage{}
	for _, m := range in.Messages {
		if m.Entry != nil && (rm.spliced[*m.Entry] || rm.tombstoned[*m.Entry]) {
			continue
		}
		if blocks, ok := m.Blocks.([]any); ok && m.Entry != nil && rm.blocks[*m.Entry] != nil {
			kept := []any{}
			for i, b := range blocks {
				if !rm.blocks[*m.Entry][i] {
					kept = append(kept, b)
				}
			}
			if len(kept) == 0 && len(blocks) > 0 && m.Role == "assistant" {
				// Emptied: tombstoned, or left with calls whose results
				// are off the path, which omp strips (then drops the turn).
				continue
			}
			m.Blocks = kept
		}
		// The copies of a removed call go with it: its payload items
		// (matched by "call_id|item id", unique in these sessions) and its
		// abort message.
		// An output item ("…_output:call_id") goes with the call item
		// before it that has its call_id.
		gone := map[string]bool{}
		m.Payload = slices.DeleteFunc(slices.Clone(m.Payload), func(it string) bool {
			typ, id, _ := strings.Cut(it, ":")
			wire, _, _ := strings.Cut(id, "|")
			if strings.HasSuffix(typ, "_output") {
				return gone[wire]
			}
			gone[wire] = rm.calls[id]
			return rm.calls[id]
		})
		m.Aborts = slices.DeleteFunc(slices.Clone(m.Aborts), func(id string) bool { return rm.calls[id] })
		want = append(want, m)
	}
	// omp strips a tool call without a result in the context (a result
	// removed alone, by drop-entry) and the turn's redactedThinking, and
	// drops a turn left empty (session-context.ts, "dangling tool_use").
	results := map[string]bool{}
	for _, m := range want {
		if m.Role == "toolResult" && m.ToolCallID != nil {
			results[*m.ToolCallID] = true
		}
	}
	out := want[:0]
	for _, m := range want {
		blocks, ok := m.Blocks.([]any)
		if m.Role == "assistant" && ok {
			stripped := 0
			for _, b := range blocks {
				if id, ok := strings.CutPrefix(b.(string), "toolCall:"); ok && !results[id] {
					stripped++
				}
			}
			if stripped > 0 {
				blocks = slices.DeleteFunc(slices.Clone(blocks), func(b any) bool {
					id, call := strings.CutPrefix(b.(string), "toolCall:")
					return call && !results[id] || b == "redactedThinking"
				})
				if len(blocks) == 0 {
					continue
				}
				m.Blocks = blocks
			}
		}
		out = append(out, m)
	}
	return out
}

// serverToolPairs says what is wrong with the server-tool blocks of a
// context message ("server:<type>:<id>"): each use needs its result.
func serverToolPairs(blocks any) string {
	bs, _ := blocks.([]any)
	uses, results := map[string]int{}, map[string]int{}
	for _, b := range bs {
		s, _ := b.(string)
		rest, ok := strings.CutPrefix(s, "server:")
		if !ok {
			continue
		}
		typ, id, _ := strings.Cut(rest, ":")
		if typ == "server_tool_use" {
			uses[id]++
		} else {
			results[id]++
		}
	}
	if !maps.Equal(uses, results) {
		return fmt.Sprintf("a split server-tool pair: uses %v, results %v", uses, results)
	}
	return ""
}

func hasStructural(r *Result) bool {
	if len(removalsOf(r).spliced) > 0 {
		return true
	}
	for _, c := range r.File.Changes {
		switch c.What {
		case "mask", "hash", "blank", "anonymize-path", "strip-signature":
		default:
			return true
		}
	}
	return false
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
