package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBlindCorporaNamesNoFamily checks that the reports of a run name no
// family of a held-out corpus (C, D): not in the missed lists, not in the
// families behind gitleaks, not in the per-family tables, not in the list
// of missed plants. A corpus the detectors are written against (B) is
// still listed by name.
func TestBlindCorporaNamesNoFamily(t *testing.T) {
	m := &manifest{}
	var res []outcome
	add := func(corpus, family, enc string, gl, scan bool, removed int8) {
		m.Plants = append(m.Plants, plant{example: example{Corpus: corpus, Family: family, Secrets: []string{"x"}}, Encoding: enc, File: "f.jsonl", Line: len(m.Plants) + 1})
		res = append(res, outcome{gitleaks: gl, scan: scan, removed: []int8{removed}})
	}
	for _, enc := range []string{"plain", encFolded} {
		add(corpusRules, "heldc.family", enc, true, false, 0)
		add(corpusScanners, "heldd.family", enc, false, false, 0)
		add("trufflehog", "open.family", enc, true, false, 0)
	}
	r := &report{m: m, res: res, names: []string{"default"}, gitleaksOK: true, scanOK: true}
	var out bytes.Buffer
	r.summary(&out)
	r.families(&out)
	r.misses(&out)
	got := out.String()
	for _, name := range []string{"heldc", "heldd"} {
		if strings.Contains(got, name) {
			t.Errorf("the report names the held-out family %s:\n%s", name, got)
		}
	}
	if !strings.Contains(got, "open.family") {
		t.Errorf("the report does not name the missed family of corpus B:\n%s", got)
	}
}

// TestShapesCountsOnly: the shapes of the survivors are counted per
// corpus, from the plain plants a run left, and neither a value nor a
// family is written.
func TestShapesCountsOnly(t *testing.T) {
	dir := t.TempDir()
	// a mixed-case run of 32 built here, so that no literal looks like a token
	needle := strings.Repeat("Zq7", 10) + "Wm"
	line := `{"type":"message","message":{"content":"here it is:\n` + needle + `\nthanks"}}`
	if err := os.WriteFile(filepath.Join(dir, "f.jsonl"), []byte("{}\n"+line+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	m := &manifest{}
	var res []outcome
	for i, enc := range []string{"plain", "plain", encFolded} {
		m.Plants = append(m.Plants, plant{example: example{Corpus: corpusRules, Family: "heldc.family", Secrets: []string{needle}},
			Encoding: enc, File: "f.jsonl", Line: 2, Needles: [][]string{{needle}}})
		res = append(res, outcome{removed: []int8{int8(i % 2)}}) // the second plant was removed
	}
	r := &report{m: m, res: res, names: []string{"default"}}
	var out bytes.Buffer
	if err := r.shapes(&out, dir, 0); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{": 1 plain plants survived default", "context: line start 1", "alphabet: aA9 1", "length: 25–32 1"} {
		if !strings.Contains(got, want) {
			t.Errorf("shapes lack %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, needle) || strings.Contains(got, "heldc") {
		t.Errorf("shapes name a value or a family:\n%s", got)
	}
}
