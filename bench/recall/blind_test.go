package main

import (
	"bytes"
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
