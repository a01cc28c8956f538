package session

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func mkfile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mkdir(t *testing.T, path string) {
	t.Helper()
	if err := os.MkdirAll(path, 0o755); err != nil {
		t.Fatal(err)
	}
}

func TestSessionRoots(t *testing.T) {
	tmp := t.TempDir()
	home := filepath.Join(tmp, "home")
	xdg := filepath.Join(tmp, "xdg")
	for _, d := range []string{
		"home/.omp/agent/sessions", "home/.pi/agent/sessions", "home/.omp/profiles/work/agent/sessions",
		"custom-agent/sessions", "flat", "xdg/omp/sessions", "xdg/omp/profiles/work/sessions",
	} {
		mkdir(t, filepath.Join(tmp, d))
	}
	emptyXDG := filepath.Join(tmp, "empty-xdg")
	mkdir(t, emptyXDG)
	r := func(rel, src string, exists bool) Root { return Root{filepath.Join(tmp, rel), src, exists} }
	tests := []struct {
		name string
		env  map[string]string
		want []Root
	}{
		{"default", map[string]string{"HOME": home}, []Root{r("home/.omp/agent/sessions", "default", true)}},
		{"no home", map[string]string{}, nil},
		{"PI_CONFIG_DIR", map[string]string{"HOME": home, "PI_CONFIG_DIR": ".pi"}, []Root{r("home/.pi/agent/sessions", "PI_CONFIG_DIR", true)}},
		{"OMP_PROFILE", map[string]string{"HOME": home, "OMP_PROFILE": "work"}, []Root{r("home/.omp/profiles/work/agent/sessions", "OMP_PROFILE", true)}},
		{"PI_PROFILE", map[string]string{"HOME": home, "PI_PROFILE": "work"}, []Root{r("home/.omp/profiles/work/agent/sessions", "PI_PROFILE", true)}},
		{"OMP_PROFILE wins", map[string]string{"HOME": home, "OMP_PROFILE": "work", "PI_PROFILE": "other"}, []Root{r("home/.omp/profiles/work/agent/sessions", "OMP_PROFILE", true)}},
		{"profile name with a slash is ignored", map[string]string{"HOME": home, "OMP_PROFILE": "../x"}, []Root{r("home/.omp/agent/sessions", "default", true)}},
		{"PI_CODING_AGENT_DIR", map[string]string{"HOME": home, "PI_CODING_AGENT_DIR": filepath.Join(tmp, "custom-agent")}, []Root{r("custom-agent/sessions", "PI_CODING_AGENT_DIR", true)}},
		{"PI_CODING_AGENT_DIR ignored for a profile", map[string]string{"HOME": home, "PI_CODING_AGENT_DIR": filepath.Join(tmp, "custom-agent"), "OMP_PROFILE": "work"}, []Root{r("home/.omp/profiles/work/agent/sessions", "OMP_PROFILE", true)}},
		{"PI_CODING_AGENT_SESSION_DIR", map[string]string{"HOME": home, "PI_CODING_AGENT_SESSION_DIR": filepath.Join(tmp, "flat")}, []Root{r("flat", "PI_CODING_AGENT_SESSION_DIR", true), r("home/.omp/agent/sessions", "default", true)}},
		{"XDG_DATA_HOME with omp", map[string]string{"HOME": home, "XDG_DATA_HOME": xdg}, []Root{r("xdg/omp/sessions", "XDG_DATA_HOME", true), r("home/.omp/agent/sessions", "default", true)}},
		{"XDG_DATA_HOME with a profile", map[string]string{"HOME": home, "XDG_DATA_HOME": xdg, "OMP_PROFILE": "work"}, []Root{r("xdg/omp/profiles/work/sessions", "XDG_DATA_HOME", true), r("home/.omp/profiles/work/agent/sessions", "OMP_PROFILE", true)}},
		{"XDG_DATA_HOME without omp", map[string]string{"HOME": home, "XDG_DATA_HOME": emptyXDG}, []Root{r("home/.omp/agent/sessions", "default", true)}},
		{"missing root reported", map[string]string{"HOME": filepath.Join(tmp, "nohome")}, []Root{r("nohome/.omp/agent/sessions", "default", false)}},
		{"duplicate roots dropped", map[string]string{"HOME": home, "PI_CODING_AGENT_SESSION_DIR": filepath.Join(home, ".omp/agent/sessions")}, []Root{r("home/.omp/agent/sessions", "PI_CODING_AGENT_SESSION_DIR", true)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SessionRoots(func(k string) string { return tt.env[k] })
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestDiscover(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "sessions")
	session := hdrV3 + "\n" + userA1 + "\n"
	titled := mustRead(t, "../testdata/valid/v3-full.jsonl")
	bucket := filepath.Join(root, "-proj")
	main := filepath.Join(bucket, "2026-05-14T10-12-03-000Z_s1.jsonl")
	art := strings.TrimSuffix(main, ".jsonl")
	mkfile(t, main, titled)
	mkfile(t, filepath.Join(art, "AgentA.jsonl"), session)
	mkfile(t, filepath.Join(art, "AgentA", "Child.jsonl"), session)
	mkfile(t, filepath.Join(art, "__advisor.jsonl"), session)
	mkfile(t, filepath.Join(art, "__advisor.review.jsonl"), session)
	mkfile(t, filepath.Join(art, "1.bash.log"), "output")
	mkfile(t, filepath.Join(art, "AgentA.md"), "# out")
	mkfile(t, filepath.Join(bucket, ".2026-05-14T10-12-03-000Z_s1.jsonl.1234.tmp"), session)
	mkfile(t, filepath.Join(bucket, "2026-05-14T10-12-03-000Z_s1.jsonl.5678.bak"), session)
	mkfile(t, filepath.Join(root, "blobs", strings.Repeat("a", 64)), "\x00binary")
	mkfile(t, filepath.Join(root, "broken.jsonl"), "\x00\x01binary")

	found, errs := Discover([]Root{{Dir: root, Source: "--root", Exists: true}, {Dir: filepath.Join(tmp, "absent")}})
	if len(errs) != 0 {
		t.Errorf("errors: %v", errs)
	}
	type row struct {
		Path, Kind, CopyOf, ID, Title string
		Version, Entries              int
		Err                           bool
	}
	var got []row
	for _, f := range found {
		rel, _ := filepath.Rel(root, f.Path)
		cp := ""
		if f.CopyOf != "" {
			cp, _ = filepath.Rel(root, f.CopyOf)
		}
		if f.Err == nil && (f.Size == 0 || f.ModTime.IsZero()) {
			t.Errorf("%s: no size or time", rel)
		}
		got = append(got, row{rel, f.Kind, cp, f.ID, f.Title, f.Version, f.Entries, f.Err != nil})
	}
	m := "-proj/2026-05-14T10-12-03-000Z_s1"
	want := []row{
		{"-proj/.2026-05-14T10-12-03-000Z_s1.jsonl.1234.tmp", "tmp", m + ".jsonl", "s1", "", 3, 1, false},
		{m + ".jsonl", "session", "", "01970f00-0000-7000-8000-000000000001", "Fixture", 3, 10, false},
		{m + ".jsonl.5678.bak", "bak", m + ".jsonl", "s1", "", 3, 1, false},
		{m + "/AgentA.jsonl", "subagent", "", "s1", "", 3, 1, false},
		{m + "/AgentA/Child.jsonl", "subagent", "", "s1", "", 3, 1, false},
		{m + "/__advisor.jsonl", "advisor", "", "s1", "", 3, 1, false},
		{m + "/__advisor.review.jsonl", "advisor", "", "s1", "", 3, 1, false},
		{"broken.jsonl", "session", "", "", "", 0, 0, true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestFindFiles(t *testing.T) {
	tmp := t.TempDir()
	mkfile(t, filepath.Join(tmp, "b", "2.jsonl"), "{}\n")
	mkfile(t, filepath.Join(tmp, "a", "1.jsonl"), "{}\n")
	mkfile(t, filepath.Join(tmp, "a", "notes.txt"), "x")
	mkfile(t, filepath.Join(tmp, "blobs", "x.jsonl"), "{}\n")
	mkfile(t, filepath.Join(tmp, ".git", "x.jsonl"), "{}\n")
	mkfile(t, filepath.Join(tmp, "a", ".1.jsonl.99.tmp"), "{}\n")
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Symlink(filepath.Join(tmp, "b"), filepath.Join(tmp, "a", "link-to-b"))) // seen twice: listed once
	must(os.Symlink(tmp, filepath.Join(tmp, "b", "loop")))                          // loop to an ancestor
	must(os.Symlink(filepath.Join(tmp, "self"), filepath.Join(tmp, "self")))        // self loop
	must(os.Symlink(filepath.Join(tmp, "nowhere"), filepath.Join(tmp, "dangling"))) // broken
	files, errs := FindFiles(tmp)
	var rel []string
	for _, f := range files {
		r, _ := filepath.Rel(tmp, f)
		rel = append(rel, r)
	}
	if diff := cmp.Diff([]string{"a/.1.jsonl.99.tmp", "a/1.jsonl", "a/link-to-b/2.jsonl"}, rel); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	var msgs []string
	for _, e := range errs {
		msgs = append(msgs, strings.ReplaceAll(e.Error(), tmp, "$TMP"))
	}
	wantErrs := []string{
		"$TMP/a/link-to-b/loop: symlink loop: it points to its own ancestor $TMP",
		"$TMP/dangling: no such file or directory (or a broken symlink)",
		"$TMP/self: symlink loop",
	}
	if diff := cmp.Diff(wantErrs, msgs); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}

	// A file root is returned whatever its name; a missing root is an error.
	if f, errs := FindFiles(filepath.Join(tmp, "a", "notes.txt")); len(f) != 1 || errs != nil {
		t.Errorf("file root: %v %v", f, errs)
	}
	if _, errs := FindFiles(filepath.Join(tmp, "missing")); len(errs) != 1 || !strings.Contains(errs[0].Error(), "missing: no such file") {
		t.Errorf("missing root: %v", errs)
	}
	empty := filepath.Join(tmp, "empty")
	mkdir(t, empty)
	if _, errs := FindFiles(empty); len(errs) != 1 || !errors.Is(errs[0], ErrNoSessions) || !strings.Contains(errs[0].Error(), empty) {
		t.Errorf("empty dir: %v", errs)
	}
}

func TestFindFilesUnreadable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads everything")
	}
	tmp := t.TempDir()
	mkfile(t, filepath.Join(tmp, "ok", "1.jsonl"), "{}\n")
	mkdir(t, filepath.Join(tmp, "closed"))
	if err := os.Chmod(filepath.Join(tmp, "closed"), 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(filepath.Join(tmp, "closed"), 0o755) })
	files, errs := FindFiles(tmp)
	if len(files) != 1 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "closed: permission denied") {
		t.Errorf("files %v errs %v", files, errs)
	}
}

func TestKindOfName(t *testing.T) {
	for name, want := range map[string]FileKind{
		"x.jsonl": SessionFile, ".x.jsonl.123.tmp": TempCopy, "x.jsonl.9.bak": BackupCopy,
		"x.json": NotSession, "x.tmp": NotSession, "1.bash.log": NotSession, "x.jsonl.lock": NotSession,
	} {
		if got := KindOfName(name); got != want {
			t.Errorf("KindOfName(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestDiscoverOverlappingRoots: a root inside another lists its files once.
func TestDiscoverOverlappingRoots(t *testing.T) {
	tmp := t.TempDir()
	mkfile(t, filepath.Join(tmp, "sessions", "-p", "a.jsonl"), hdrV3+"\n")
	found, errs := Discover([]Root{
		{Dir: filepath.Join(tmp, "sessions", "-p"), Source: "PI_CODING_AGENT_SESSION_DIR", Exists: true},
		{Dir: filepath.Join(tmp, "sessions"), Source: "default", Exists: true},
	})
	if len(errs) != 0 || len(found) != 1 || found[0].Root != filepath.Join(tmp, "sessions", "-p") {
		t.Errorf("found %+v errs %v", found, errs)
	}
}

func TestFindInputs(t *testing.T) {
	tmp := t.TempDir()
	mkfile(t, filepath.Join(tmp, "s.jsonl"), hdrV3+"\n")
	mkfile(t, filepath.Join(tmp, "s", "1.bash.log"), "out")
	mkfile(t, filepath.Join(tmp, "s", "Agent.md"), "out")
	mkfile(t, filepath.Join(tmp, "s", "image.png"), "\x00")
	mkfile(t, filepath.Join(tmp, "blobs", "x.txt"), "skipped")
	sessions, texts, errs := FindInputs(tmp)
	rel := func(ps []string) []string {
		var out []string
		for _, p := range ps {
			r, _ := filepath.Rel(tmp, p)
			out = append(out, r)
		}
		return out
	}
	if diff := cmp.Diff([]string{"s.jsonl"}, rel(sessions)); diff != "" || errs != nil {
		t.Errorf("sessions (-want +got):\n%s %v", diff, errs)
	}
	if diff := cmp.Diff([]string{"s/1.bash.log", "s/Agent.md"}, rel(texts)); diff != "" {
		t.Errorf("texts (-want +got):\n%s", diff)
	}
	empty := filepath.Join(tmp, "empty")
	mkdir(t, empty)
	if _, _, errs := FindInputs(empty); len(errs) != 1 || !errors.Is(errs[0], ErrNoSessions) {
		t.Errorf("empty: %v", errs)
	}
}
