package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// checkOptions name the outputs of one bench run. Every tool output is
// optional: a tool that did not run or failed is reported as such.
type checkOptions struct {
	corpus                       string
	gitleaksReport, gitleaksTime string
	scanReport, scanTime         string
	redactOut, redactTime        string
	misses                       string
	manifest                     string // default CORPUS/manifest.json
}

// finding is a tool finding reduced to what scoring needs: never a secret.
type finding struct {
	File          string
	Line, EndLine int
	Path, Inner   string
	Start, End    int
	RuleID        string
	hasSpan       bool
}

// timing is what /usr/bin/time -v reports about a run.
type timing struct {
	ok      bool
	wall    float64 // seconds
	cpu     float64 // user + system seconds
	rssKB   int64
	exit    int
	hasExit bool
}

var (
	reWall = regexp.MustCompile(`Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)`)
	reRSS  = regexp.MustCompile(`Maximum resident set size \(kbytes\): (\d+)`)
	reUser = regexp.MustCompile(`User time \(seconds\): ([\d.]+)`)
	reSys  = regexp.MustCompile(`System time \(seconds\): ([\d.]+)`)
	reExit = regexp.MustCompile(`Exit status: (\d+)`)
	reSig  = regexp.MustCompile(`Command terminated by signal (\d+)`)
)

func readTiming(name string) timing {
	var t timing
	b, err := os.ReadFile(name)
	if name == "" || err != nil {
		return t
	}
	s := string(b)
	if m := reWall.FindStringSubmatch(s); m != nil {
		h, _ := strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2])
		sec, _ := strconv.ParseFloat(m[3], 64)
		t.wall, t.ok = float64(h*3600+mi*60)+sec, true
	}
	for _, re := range []*regexp.Regexp{reUser, reSys} {
		if m := re.FindStringSubmatch(s); m != nil {
			v, _ := strconv.ParseFloat(m[1], 64)
			t.cpu += v
		}
	}
	if m := reRSS.FindStringSubmatch(s); m != nil {
		t.rssKB, _ = strconv.ParseInt(m[1], 10, 64)
	}
	if m := reExit.FindStringSubmatch(s); m != nil {
		t.exit, _ = strconv.Atoi(m[1])
		t.hasExit = true
	}
	if m := reSig.FindStringSubmatch(s); m != nil {
		t.exit, _ = strconv.Atoi(m[1])
		t.exit += 128
		t.hasExit = true
	}
	return t
}

// relFile makes a tool's file name relative to the corpus root.
func relFile(root, f string) string {
	if !filepath.IsAbs(f) {
		if a, err := filepath.Abs(f); err == nil {
			f = a
		}
	}
	if r, err := filepath.Rel(root, f); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(f)
}

func readGitleaks(root, name string) ([]finding, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var raw []struct {
		RuleID             string
		File               string
		StartLine, EndLine int
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	out := make([]finding, 0, len(raw))
	for _, f := range raw {
		out = append(out, finding{File: relFile(root, f.File), Line: f.StartLine, EndLine: f.EndLine, RuleID: f.RuleID})
	}
	return out, nil
}

func readScan(root, name string) ([]finding, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var raw struct {
		Findings []struct {
			File      string `json:"file"`
			Line      int    `json:"line"`
			Path      string `json:"path"`
			InnerPath string `json:"innerPath"`
			RuleID    string `json:"ruleId"`
			Start     *int   `json:"start"`
			End       *int   `json:"end"`
		} `json:"findings"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	out := make([]finding, 0, len(raw.Findings))
	for _, f := range raw.Findings {
		x := finding{File: relFile(root, f.File), Line: f.Line, EndLine: f.Line, Path: f.Path, Inner: f.InnerPath, RuleID: f.RuleID}
		if f.Start != nil && f.End != nil {
			x.Start, x.End, x.hasSpan = *f.Start, *f.End, true
		}
		out = append(out, x)
	}
	return out, nil
}

// index groups findings by file for line lookups.
type index map[string][]finding

func newIndex(fs []finding) index {
	ix := index{}
	for _, f := range fs {
		if f.EndLine < f.Line {
			f.EndLine = f.Line
		}
		ix[f.File] = append(ix[f.File], f)
	}
	return ix
}

// hits returns the findings whose lines overlap the occurrence's lines.
func (ix index) hits(o occurrence) []finding {
	end := max(o.EndLine, o.Line)
	var out []finding
	for _, f := range ix[o.File] {
		if f.Line <= end && f.EndLine >= o.Line {
			out = append(out, f)
		}
	}
	return out
}

// located reports whether a scan finding names the exact string field and
// a span overlapping the planted one (spans inside nested JSON are relative
// to the inner string and only the path is compared).
func located(o occurrence, fs []finding) bool {
	for _, f := range fs {
		if f.Path != o.Path && o.Path != "" {
			continue
		}
		if f.Inner != "" || !f.hasSpan || (f.Start < o.End && f.End > o.Start) {
			return true
		}
	}
	return false
}

// tally counts found/total.
type tally struct{ found, total int }

func (t *tally) add(ok bool) {
	t.total++
	if ok {
		t.found++
	}
}

func (t tally) pct() float64 {
	if t.total == 0 {
		return 0
	}
	return 100 * float64(t.found) / float64(t.total)
}

func (t tally) String() string {
	if t.total == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f %% (%d/%d)", t.pct(), t.found, t.total)
}

// toolScore is the scoring of one scanning tool.
type toolScore struct {
	name      string
	ran       bool
	err       string
	t         timing
	all       tally
	located   tally
	decoysHit tally
	other     int // findings on lines without any plant
	byEnc     map[string]*tally
	byLoc     map[string]*tally
	byKind    map[string]*tally
	missed    []string // positions of missed secrets and flagged decoys
}

func scoreTool(name string, m *manifest, fs []finding, t timing, isScan bool) *toolScore {
	s := &toolScore{name: name, ran: true, t: t, byEnc: map[string]*tally{}, byLoc: map[string]*tally{}, byKind: map[string]*tally{}}
	ix := newIndex(fs)
	planted := map[string]bool{}
	for _, p := range m.Plants {
		for _, o := range p.Occurrences {
			for l := o.Line; l <= max(o.EndLine, o.Line); l++ {
				planted[o.File+":"+strconv.Itoa(l)] = true
			}
			h := ix.hits(o)
			where := fmt.Sprintf("%s:%d: %s %s plant %d %s %s %s", o.File, o.Line, o.EntryID, o.Path, p.ID, o.Location, p.Encoding, p.Kind)
			if p.Decoy {
				s.decoysHit.add(len(h) > 0)
				if len(h) > 0 {
					var ids []string
					for _, f := range h {
						ids = append(ids, f.RuleID)
					}
					s.missed = append(s.missed, "decoy flagged: "+where+" by "+strings.Join(ids, ","))
				}
				continue
			}
			s.all.add(len(h) > 0)
			if len(h) == 0 {
				s.missed = append(s.missed, "missed: "+where+" (rule "+p.RuleID+")")
			}
			if isScan {
				s.located.add(located(o, h))
			}
			for _, x := range []struct {
				m map[string]*tally
				k string
			}{{s.byEnc, p.Encoding}, {s.byLoc, o.Location}, {s.byKind, p.Kind}} {
				if x.m[x.k] == nil {
					x.m[x.k] = &tally{}
				}
				x.m[x.k].add(len(h) > 0)
			}
		}
	}
	for _, f := range fs {
		hit := false
		for l := f.Line; l <= max(f.EndLine, f.Line); l++ {
			hit = hit || planted[f.File+":"+strconv.Itoa(l)]
		}
		if !hit {
			s.other++
		}
	}
	return s
}

// corpusBytes is the size of everything a tool reads: the tree without the
// manifest.
func corpusBytes(root string) (int64, error) {
	var n int64
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == filepath.Join(root, "manifest.json") {
			return err
		}
		info, err := d.Info()
		if err == nil {
			n += info.Size()
		}
		return err
	})
	return n, err
}

func runCheck(w io.Writer, o checkOptions) error {
	root, err := filepath.Abs(o.corpus)
	if err != nil {
		return err
	}
	o.corpus = root
	if o.manifest == "" {
		o.manifest = filepath.Join(root, "manifest.json")
	}
	mb, err := os.ReadFile(o.manifest)
	if err != nil {
		return err
	}
	var m manifest
	if err := json.Unmarshal(mb, &m); err != nil {
		return fmt.Errorf("manifest: %w", err)
	}
	total, err := corpusBytes(root)
	if err != nil {
		return err
	}
	var tools []*toolScore
	load := func(name, report, timeFile string, read func(string, string) ([]finding, error), isScan bool) *toolScore {
		t := readTiming(timeFile)
		if report == "" {
			return &toolScore{name: name, err: "not run"}
		}
		found, err := read(root, report)
		if err != nil {
			return &toolScore{name: name, t: t, err: "no usable report: " + err.Error()}
		}
		s := scoreTool(name, &m, found, t, isScan)
		if t.hasExit && t.exit > 1 {
			s.err = fmt.Sprintf("exit status %d", t.exit)
		}
		return s
	}
	gl := load("gitleaks dir", o.gitleaksReport, o.gitleaksTime, readGitleaks, false)
	sc := load("omp-redact scan", o.scanReport, o.scanTime, readScan, true)
	tools = append(tools, gl, sc)
	var rd *redactScore
	if o.redactOut != "" {
		rd, err = scoreRedact(&m, o.redactOut, readTiming(o.redactTime))
		if err != nil {
			rd = &redactScore{err: err.Error(), t: readTiming(o.redactTime)}
		}
	}
	writeMarkdown(w, &m, total, tools, rd)
	if o.misses != "" {
		var b strings.Builder
		for _, t := range tools {
			for _, l := range t.missed {
				b.WriteString(t.name + ": " + l + "\n")
			}
		}
		if rd != nil {
			for _, l := range rd.lost {
				b.WriteString("omp-redact redact: " + l + "\n")
			}
		}
		return os.WriteFile(o.misses, []byte(b.String()), 0o644)
	}
	return nil
}

func mbps(total int64, t timing) float64 {
	if !t.ok || t.wall <= 0 {
		return 0
	}
	return float64(total) / (1 << 20) / t.wall
}

// mbpcpu is MB per CPU second (user + system): less sensitive than wall
// time to other load on the machine.
func mbpcpu(total int64, t timing) float64 {
	if !t.ok || t.cpu <= 0 {
		return 0
	}
	return float64(total) / (1 << 20) / t.cpu
}

func fmtTiming(total int64, t timing) (wall, rate, rss string) {
	if !t.ok {
		return "–", "–", "–"
	}
	return fmt.Sprintf("%.1f (cpu %.1f)", t.wall, t.cpu), fmt.Sprintf("%.2f (%.2f/cpu-s)", mbps(total, t), mbpcpu(total, t)),
		fmt.Sprintf("%.0f", float64(t.rssKB)/1024)
}

func writeMarkdown(w io.Writer, m *manifest, total int64, tools []*toolScore, rd *redactScore) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	secrets, decoys, occ := 0, 0, 0
	for _, p := range m.Plants {
		if p.Decoy {
			decoys++
			continue
		}
		secrets++
		occ += len(p.Occurrences)
	}
	fmt.Fprintf(bw, "Corpus: %.1f MB in %d files, seed %d; %d planted secrets (%d occurrences), %d decoys.\n\n",
		float64(total)/(1<<20), m.Files, m.Seed, secrets, occ, decoys)
	fmt.Fprintln(bw, "| tool | status | wall s (cpu s) | MB/s (per cpu-s) | peak RSS MB | recall (secret occurrences) | exact field+span | decoys flagged | other findings |")
	fmt.Fprintln(bw, "|---|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, s := range tools {
		wall, rate, rss := fmtTiming(total, s.t)
		status := "ok"
		if s.err != "" {
			status = s.err
		}
		if !s.ran {
			fmt.Fprintf(bw, "| %s | %s | %s | %s | %s | – | – | – | – |\n", s.name, status, wall, rate, rss)
			continue
		}
		loc := "–"
		if s.located.total > 0 {
			loc = s.located.String()
		}
		fmt.Fprintf(bw, "| %s | %s | %s | %s | %s | %s | %s | %s | %d |\n", s.name, status, wall, rate, rss, s.all, loc, s.decoysHit, s.other)
	}
	if rd != nil {
		wall, rate, rss := fmtTiming(total, rd.t)
		status := "ok"
		if rd.t.hasExit && rd.t.exit != 0 {
			status = fmt.Sprintf("exit %d", rd.t.exit)
		}
		if rd.err != "" {
			status = rd.err
		}
		fmt.Fprintf(bw, "| omp-redact redact | %s | %s | %s | %s | survivors: %s | – | decoys unchanged: %s | – |\n", status, wall, rate, rss, rd.survivors, rd.decoysKept)
	}
	gl, sc := tools[0], tools[1]
	fmt.Fprintln(bw)
	if gl.t.ok && sc.t.ok {
		fmt.Fprintf(bw, "Throughput vs gitleaks (wall time; per CPU second): scan %.1f×; %.1f×", mbps(total, sc.t)/mbps(total, gl.t), mbpcpu(total, sc.t)/mbpcpu(total, gl.t))
		if rd != nil && rd.t.ok {
			fmt.Fprintf(bw, ", redact %.1f×; %.1f×", mbps(total, rd.t)/mbps(total, gl.t), mbpcpu(total, rd.t)/mbpcpu(total, gl.t))
		}
		fmt.Fprintln(bw, ".")
		fmt.Fprintln(bw)
	}
	writeBreakdown(bw, "encoding", allEncodings, gl, sc, rd, func(s *toolScore) map[string]*tally { return s.byEnc }, func(r *redactScore) map[string]*tally { return r.byEnc })
	writeBreakdown(bw, "location", allLocations, gl, sc, rd, func(s *toolScore) map[string]*tally { return s.byLoc }, func(r *redactScore) map[string]*tally { return r.byLoc })
	var kinds []string
	seen := map[string]bool{}
	for _, p := range m.Plants {
		if !p.Decoy && !seen[p.Kind] {
			seen[p.Kind] = true
			kinds = append(kinds, p.Kind)
		}
	}
	sort.Strings(kinds)
	writeBreakdown(bw, "family", kinds, gl, sc, rd, func(s *toolScore) map[string]*tally { return s.byKind }, func(r *redactScore) map[string]*tally { return r.byKind })
	writeTargets(bw, total, gl, sc, rd)
}

func writeBreakdown(w io.Writer, what string, keys []string, gl, sc *toolScore, rd *redactScore,
	get func(*toolScore) map[string]*tally, getR func(*redactScore) map[string]*tally) {
	fmt.Fprintf(w, "Recall per %s (secret occurrences found; redact: secrets removed):\n\n", what)
	fmt.Fprintf(w, "| %s | gitleaks dir | omp-redact scan | omp-redact redact |\n|---|---:|---:|---:|\n", what)
	cell := func(s *toolScore, k string) string {
		if s == nil || !s.ran || get(s)[k] == nil {
			return "–"
		}
		return get(s)[k].String()
	}
	for _, k := range keys {
		r := "–"
		if rd != nil && rd.err == "" && getR(rd)[k] != nil {
			r = getR(rd)[k].String()
		}
		if cell(gl, k) == "–" && cell(sc, k) == "–" && r == "–" {
			continue
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s |\n", k, cell(gl, k), cell(sc, k), r)
	}
	fmt.Fprintln(w)
}

func writeTargets(w io.Writer, total int64, gl, sc *toolScore, rd *redactScore) {
	fmt.Fprintln(w, "Targets (issues 3 and 5):")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| target | measured | met |")
	fmt.Fprintln(w, "|---|---:|:---:|")
	row := func(name, measured string, ok bool) {
		mark := "no"
		if ok {
			mark = "yes"
		}
		fmt.Fprintf(w, "| %s | %s | %s |\n", name, measured, mark)
	}
	if sc.ran {
		row("scan recall ≥ 98 %", fmt.Sprintf("%.1f %%", sc.all.pct()), sc.all.pct() >= 98)
		if gl.ran {
			worst, worstEnc := 1e9, ""
			for _, e := range allEncodings {
				g, s := gl.byEnc[e], sc.byEnc[e]
				if g == nil || s == nil {
					continue
				}
				if d := s.pct() - g.pct(); d < worst {
					worst, worstEnc = d, e
				}
			}
			row("scan recall ≥ gitleaks in every encoding", fmt.Sprintf("min margin %+.1f pts (%s)", worst, worstEnc), worst >= 0)
		}
	}
	if sc.t.ok && gl.t.ok {
		x := mbps(total, sc.t) / mbps(total, gl.t)
		row("scan throughput ≥ 30× gitleaks", fmt.Sprintf("%.1f×", x), x >= 30)
	}
	if sc.t.ok {
		row("scan peak RSS ≤ 200 MB", fmt.Sprintf("%.0f MB", float64(sc.t.rssKB)/1024), sc.t.rssKB <= 200*1024)
	}
	if rd != nil && rd.err == "" {
		row("redact: 0 planted secrets survive", fmt.Sprintf("%d", rd.survivors.found), rd.survivors.found == 0)
		row("redact: ≥ 99 % of decoys unchanged", fmt.Sprintf("%.1f %%", rd.decoysKept.pct()), rd.decoysKept.pct() >= 99)
	}
	if rd != nil && rd.t.ok && gl.t.ok {
		x := mbps(total, rd.t) / mbps(total, gl.t)
		row("redact throughput ≥ 25× gitleaks", fmt.Sprintf("%.1f×", x), x >= 25)
	}
	if rd != nil && rd.t.ok {
		row("redact peak RSS ≤ 200 MB", fmt.Sprintf("%.0f MB", float64(rd.t.rssKB)/1024), rd.t.rssKB <= 200*1024)
	}
	fmt.Fprintln(w)
}
