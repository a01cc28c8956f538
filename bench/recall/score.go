package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"
)

// scoreOptions name the outputs of one run. An empty or unreadable tool
// output marks that tool failed; the other columns are still scored.
type scoreOptions struct {
	Corpus, Manifest              string
	Scan, Gitleaks                string
	Redact                        []string // "name=DIR" per redact run (profile)
	Families, Misses, Shapes, Out string
}

// outcome is what each tool did with one plant.
type outcome struct {
	gitleaks, scan bool
	removed        []int8 // per redact run: 1 removed/masked, 0 kept, -1 file not written
}

type hits map[string][][2]int // file -> line ranges with a finding

func (h hits) on(file string, line int) bool {
	for _, r := range h[file] {
		if r[0] <= line && line <= r[1] {
			return true
		}
	}
	return false
}

func relTo(root, f string) string {
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

func readGitleaks(root, path string) (hits, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw []struct {
		File               string
		StartLine, EndLine int
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	h := hits{}
	for _, f := range raw {
		k := relTo(root, f.File)
		h[k] = append(h[k], [2]int{f.StartLine, max(f.StartLine, f.EndLine)})
	}
	return h, nil
}

func readScan(root, path string) (hits, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw struct {
		Findings []struct {
			File string `json:"file"`
			Line int    `json:"line"`
		} `json:"findings"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	h := hits{}
	for _, f := range raw.Findings {
		k := relTo(root, f.File)
		h[k] = append(h[k], [2]int{f.Line, f.Line})
	}
	return h, nil
}

// outputLines maps the entry ids of one output session file to their
// lines; nil when the file was not written.
func outputLines(path string) (map[string]string, error) {
	lines, err := readLines(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(lines))
	for _, l := range lines {
		if id := gjson.Get(l, "id"); id.Exists() {
			out[id.String()] = l
		}
	}
	return out, nil
}

// readLines returns the lines of the file at path (a session's lines
// may be hundreds of megabytes long).
func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 256<<20)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out, sc.Err()
}

// redacted reports per plant whether a redact run removed it (secrets: no
// needle of any of its secrets left on its entry's line, or the entry is
// gone; decoys: the line changed or is gone), or -1 when the run wrote no
// file for it.
func redacted(m *manifest, dir string) ([]int8, error) {
	out := make([]int8, len(m.Plants))
	cache := map[string]map[string]string{}
	for i, p := range m.Plants {
		lines, ok := cache[p.File]
		if !ok {
			var err error
			if lines, err = outputLines(filepath.Join(dir, filepath.FromSlash(p.File))); err != nil {
				return nil, err
			}
			cache[p.File] = lines
		}
		if lines == nil {
			out[i] = -1
			continue
		}
		line, present := lines[p.Entry]
		switch {
		case !present:
			out[i] = 1
		case p.Decoy:
			if line != p.Orig {
				out[i] = 1
			}
		default:
			out[i] = 1
			for _, ns := range p.Needles {
				for _, n := range ns {
					if strings.Contains(line, n) {
						out[i] = 0
					}
				}
			}
		}
	}
	return out, nil
}

func loadManifest(path string) (*manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &m, nil
}

func score(o scoreOptions) (string, error) {
	m, err := loadManifest(o.Manifest)
	if err != nil {
		return "", err
	}
	root, err := filepath.Abs(o.Corpus)
	if err != nil {
		return "", err
	}
	var notes []string
	gl, err := readGitleaks(root, o.Gitleaks)
	if err != nil {
		notes = append(notes, "gitleaks: no usable report ("+err.Error()+")")
		gl = nil
	}
	sc, err := readScan(root, o.Scan)
	if err != nil {
		notes = append(notes, "omp-redact scan: no usable report ("+err.Error()+")")
		sc = nil
	}
	var names, dirs []string
	var runs [][]int8
	for _, kv := range o.Redact {
		name, dir, ok := strings.Cut(kv, "=")
		if !ok {
			return "", fmt.Errorf("-redact %q: want NAME=DIR", kv)
		}
		r, err := redacted(m, dir)
		if err != nil {
			return "", err
		}
		names = append(names, name)
		dirs = append(dirs, dir)
		runs = append(runs, r)
	}
	res := make([]outcome, len(m.Plants))
	for i, p := range m.Plants {
		res[i].gitleaks = gl != nil && gl.on(p.File, p.Line)
		res[i].scan = sc != nil && sc.on(p.File, p.Line)
		for _, r := range runs {
			res[i].removed = append(res[i].removed, r[i])
		}
	}
	rep := &report{m: m, res: res, names: names, dirs: dirs, gitleaksOK: gl != nil, scanOK: sc != nil, notes: notes,
		strayGitleaks: stray(m, gl), strayScan: stray(m, sc)}
	var full bytes.Buffer
	rep.families(&full)
	if o.Families != "" {
		if err := os.WriteFile(o.Families, full.Bytes(), 0o600); err != nil {
			return "", err
		}
	}
	if o.Misses != "" {
		var b bytes.Buffer
		rep.misses(&b)
		if err := os.WriteFile(o.Misses, b.Bytes(), 0o600); err != nil {
			return "", err
		}
	}
	if o.Shapes != "" && len(names) > 0 {
		var b bytes.Buffer
		if err := rep.shapes(&b, root, 0); err != nil {
			return "", err
		}
		if err := rep.foldShapes(&b, root, 0); err != nil {
			return "", err
		}
		if err := os.WriteFile(o.Shapes, b.Bytes(), 0o600); err != nil {
			return "", err
		}
	}
	var b bytes.Buffer
	rep.summary(&b)
	return b.String(), nil
}

// stray counts findings on lines that carry no plant: false positives in
// the benign session text, or a tool reporting wrong line numbers.
func stray(m *manifest, h hits) int {
	planted := map[string]map[int]bool{}
	for _, p := range m.Plants {
		if planted[p.File] == nil {
			planted[p.File] = map[int]bool{}
		}
		planted[p.File][p.Line] = true
	}
	n := 0
	for f, rs := range h {
	next:
		for _, r := range rs {
			for l := r[0]; l <= r[1]; l++ {
				if planted[f][l] {
					continue next
				}
			}
			n++
		}
	}
	return n
}
