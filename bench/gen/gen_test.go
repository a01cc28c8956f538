package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// genCorpus writes a small corpus and returns its directory and manifest.
func genCorpus(t *testing.T, seed uint64, size int64) (string, *manifest) {
	return genDense(t, seed, size, 16<<10)
}

// genDense is genCorpus with one plant per bytesPerPlant bytes.
func genDense(t *testing.T, seed uint64, size, bytesPerPlant int64) (string, *manifest) {
	t.Helper()
	dir := t.TempDir()
	c := newCorpus(dir, seed, size, false, bytesPerPlant)
	if err := c.generate(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return dir, &m
}

// treeHashes maps every file of dir to the SHA-256 of its bytes.
func treeHashes(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		h := sha256.Sum256(b)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = hex.EncodeToString(h[:])
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDeterministic(t *testing.T) {
	a, _ := genCorpus(t, 7, 2<<20)
	b, _ := genCorpus(t, 7, 2<<20)
	ha, hb := treeHashes(t, a), treeHashes(t, b)
	if len(ha) < 5 {
		t.Fatalf("only %d files generated", len(ha))
	}
	if d := cmp.Diff(ha, hb); d != "" {
		t.Errorf("same seed, different corpus (-first +second):\n%s", d)
	}
	c, _ := genCorpus(t, 8, 2<<20)
	if cmp.Equal(ha, treeHashes(t, c)) {
		t.Error("different seeds gave the same corpus")
	}
}

func TestSessionsAreValid(t *testing.T) {
	dir, _ := genCorpus(t, 3, 2<<20)
	n := 0
	err := filepath.WalkDir(filepath.Join(dir, "sessions"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") {
			return err
		}
		n++
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		s, err := session.ParseBytes(data, p, session.Options{})
		if err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		if s.Title == nil || s.Title.Len() != 256 {
			t.Errorf("%s: title record missing or not 256 bytes", p)
		}
		if s.Header == nil || s.Version != 3 {
			t.Errorf("%s: no v3 header", p)
		}
		for _, pr := range session.Validate(s, session.ValidateOptions{BlobDir: filepath.Join(dir, "blobs")}) {
			t.Errorf("%s:%s", p, pr)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 3 {
		t.Fatalf("only %d session files", n)
	}
}

// TestManyShapeIsValid checks that the many shape writes a valid session
// of short entries (rss1g.sh measures memory per entry with it).
func TestManyShapeIsValid(t *testing.T) {
	dir := t.TempDir()
	c := newCorpus(dir, 1, 3<<20, true, 48<<10)
	c.shape = shapeMany
	if err := c.generate(); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "sessions", "*", "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("%d session files, want 1", len(files))
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.ParseBytes(data, files[0], session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range session.Validate(s, session.ValidateOptions{BlobDir: filepath.Join(dir, "blobs")}) {
		t.Errorf("%s", pr)
	}
	if per := len(data) / len(s.Entries); per > 1000 {
		t.Errorf("%d bytes per entry, want short entries (at most 1000)", per)
	}
}

// TestManifestPositions checks that every occurrence names a string field
// that exists on its line, and that for values planted verbatim the span
// holds exactly the value whose hash the manifest records.
func TestManifestPositions(t *testing.T) {
	dir, m := genDense(t, 5, 6<<20, 4<<10)
	if len(m.Plants) < 30 {
		t.Fatalf("only %d plants", len(m.Plants))
	}
	lines := map[string][]string{}
	exact := 0
	for _, p := range m.Plants {
		for _, o := range p.Occurrences {
			if lines[o.File] == nil {
				b, err := os.ReadFile(filepath.Join(dir, o.File))
				if err != nil {
					t.Fatal(err)
				}
				lines[o.File] = strings.Split(string(b), "\n")
			}
			var v string
			if strings.HasSuffix(o.File, ".jsonl") {
				r := gjson.Get(lines[o.File][o.Line-1], o.Path)
				if r.Type != gjson.String {
					t.Errorf("plant %d: %s:%d: path %q is not a string", p.ID, o.File, o.Line, o.Path)
					continue
				}
				if id := gjson.Get(lines[o.File][o.Line-1], "id").Str; o.Location != locTitle && id != o.EntryID {
					t.Errorf("plant %d: entry id %q, line has %q", p.ID, o.EntryID, id)
				}
				v = r.Str
			} else {
				v = strings.Join(lines[o.File], "\n")
			}
			if o.Start < 0 || o.End > len(v) || o.Start >= o.End {
				t.Errorf("plant %d: span %d-%d outside string of %d bytes", p.ID, o.Start, o.End, len(v))
				continue
			}
			h := sha256.Sum256([]byte(v[o.Start:o.End]))
			if hex.EncodeToString(h[:]) == p.SHA256 {
				exact++
				if !p.Decoy && (glued(v, o.Start-1) || glued(v, o.End)) {
					t.Errorf("plant %d: %s:%d: planted %s value (%s, %s) runs into its neighbours", p.ID, o.File, o.Line, p.Kind, p.Encoding, o.Location)
				}
			} else if p.Encoding == encPlain && o.Location != locTitle && !p.Decoy {
				t.Errorf("plant %d: plain span does not hold the planted value", p.ID)
			}
		}
	}
	if exact < len(m.Plants)/3 {
		t.Errorf("only %d of %d spans hold their value verbatim", exact, len(m.Plants))
	}
	seen := map[string]bool{}
	for _, p := range m.Plants {
		seen[p.Location+"/"+p.Encoding] = true
	}
	if len(seen) < 40 {
		t.Errorf("only %d location×encoding cells used", len(seen))
	}
}

// TestScoring feeds the checker perfect and empty tool outputs, and the
// unredacted corpus as "redacted output": every secret must survive there
// and every decoy stay unchanged.
func TestScoring(t *testing.T) {
	dir, m := genCorpus(t, 9, 2<<20)
	var perfect []finding
	for _, p := range m.Plants {
		if p.Decoy {
			continue
		}
		for _, o := range p.Occurrences {
			perfect = append(perfect, finding{File: o.File, Line: o.Line, EndLine: max(o.Line, o.EndLine), Path: o.Path,
				Start: o.Start, End: o.End, hasSpan: true})
		}
	}
	s := scoreTool("perfect", m, perfect, timing{}, true)
	if s.all.found != s.all.total || s.located.found != s.all.total || s.decoysHit.found != 0 || s.other != 0 {
		t.Errorf("perfect findings scored %v located %v decoys %v other %d", s.all, s.located, s.decoysHit, s.other)
	}
	s = scoreTool("none", m, nil, timing{}, true)
	if s.all.found != 0 || s.all.total == 0 {
		t.Errorf("no findings scored %v", s.all)
	}
	rs, err := scoreRedact(m, dir, timing{})
	if err != nil {
		t.Fatal(err)
	}
	if rs.survivors.found != rs.survivors.total || rs.decoysKept.found != rs.decoysKept.total {
		t.Errorf("identity redaction: survivors %v, decoys kept %v; want all", rs.survivors, rs.decoysKept)
	}
}

// glued reports whether v[i] is a letter or digit: a planted value must not
// run into the filler around it.
func glued(v string, i int) bool {
	if i < 0 || i >= len(v) {
		return false
	}
	c := v[i]
	if i > 0 && v[i-1] == '\\' && (c == 'n' || c == 't') {
		return false // an escaped newline or tab inside a JSON document
	}
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func TestNeedleSet(t *testing.T) {
	ns := newNeedleSet()
	ns.add("abcdefgh", 0)
	ns.add("xyz-0123456789", 1)
	var got []int
	ns.scan([]byte("..abcdefgh..xyz-0123456789..abcdefg"), func(n needle) { got = append(got, n.plant) })
	if d := cmp.Diff([]int{0, 1}, got); d != "" {
		t.Error(d)
	}
}

func TestBase64Inner(t *testing.T) {
	v := "secret-value-123"
	for a := 0; a < 3; a++ {
		for _, pre := range []string{"", "x", "xy", "xyz", "wxyz"} {
			if len(pre)%3 != a {
				continue
			}
			enc := base64Std(pre + v + "tail")
			if in := base64Inner(v, a); !strings.Contains(enc, in) || len(in) < 16 {
				t.Errorf("alignment %d: inner part %q not in %q", a, in, enc)
			}
		}
	}
}

func base64Std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// TestToolArgsDelimited plants many secrets in tool arguments (bash
// heredoc, write content, edit newText) and checks that each value planted
// verbatim is delimited from the filler around it.
func TestToolArgsDelimited(t *testing.T) {
	c := newCorpus("", 1, 1<<20, false, 1)
	var buf bytes.Buffer
	g := &sessionGen{c: c, r: rand.New(rand.NewPCG(1, 2)), file: "x.jsonl", out: bufio.NewWriter(&buf), ms: c.clock}
	checked := map[string]int{}
	for range 400 {
		p := c.sched.take()
		if p.Decoy {
			continue
		}
		p.Location = locToolArgs
		buf.Reset()
		g.assistant(p, true)
		if err := g.out.Flush(); err != nil {
			t.Fatal(err)
		}
		line, _, _ := strings.Cut(buf.String(), "\n")
		if len(p.occ) != 1 {
			t.Fatalf("plant %d placed %d times", p.ID, len(p.occ))
		}
		o := p.occ[0]
		v := gjson.Get(line, o.Path).Str
		if h := sha256.Sum256([]byte(v[o.Start:o.End])); hex.EncodeToString(h[:]) != p.sha256() {
			continue // encoded run, not the value itself
		}
		checked[o.Path[strings.LastIndexByte(o.Path, '.')+1:]]++
		if glued(v, o.Start-1) || glued(v, o.End) {
			t.Errorf("plant %d (%s, %s) at %s runs into its neighbours", p.ID, p.Kind, p.Encoding, o.Path)
		}
	}
	if checked["command"] == 0 || checked["content"] == 0 || checked["newText"] == 0 {
		t.Errorf("not every tool argument was exercised: %v", checked)
	}
}

func TestReadTiming(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		text string
		want timing
	}{
		{"\tUser time (seconds): 249.76\n\tSystem time (seconds): 3.50\n\tElapsed (wall clock) time (h:mm:ss or m:ss): 14:48.98\n" +
			"\tMaximum resident set size (kbytes): 132236\n\tExit status: 1\n",
			timing{ok: true, wall: 888.98, cpu: 253.26, rssKB: 132236, exit: 1, hasExit: true}},
		{"Command terminated by signal 9\n\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02:03.5\n",
			timing{ok: true, wall: 3723.5, exit: 137, hasExit: true}},
		{"garbage", timing{}},
	}
	for i, c := range cases {
		name := filepath.Join(dir, strconv.Itoa(i))
		if err := os.WriteFile(name, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		got := readTiming(name)
		if d := cmp.Diff(c.want, got, cmp.AllowUnexported(timing{}), cmpopts.EquateApprox(0, 1e-9)); d != "" {
			t.Errorf("case %d (-want +got):\n%s", i, d)
		}
	}
}

// TestCheckReportsFailedTools runs the checker with a missing and a broken
// report: both tools must be listed as not scored, not crash the check.
func TestCheckReportsFailedTools(t *testing.T) {
	dir, _ := genCorpus(t, 2, 1<<20)
	bad := filepath.Join(t.TempDir(), "gitleaks.json")
	if err := os.WriteFile(bad, []byte("[{"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := runCheck(&out, checkOptions{corpus: dir, gitleaksReport: bad, scanReport: filepath.Join(dir, "missing.json")}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| gitleaks dir | no usable report", "| omp-redact scan | no usable report"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
