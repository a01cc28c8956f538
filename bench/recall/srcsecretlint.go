package main

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// secretlintSnapshot is the part of a secretlint rule test's output.json
// this corpus reads: the messages (one per finding) and the input text.
type secretlintSnapshot struct {
	Messages []struct {
		MessageID string         `json:"messageId"`
		Range     []int          `json:"range"`
		Data      map[string]any `json:"data"`
	} `json:"messages"`
	SourceContent string `json:"sourceContent"`
}

// secretlintDataKeys are the message data fields that hold the finding, in
// the order they are tried.
var secretlintDataKeys = []string{"KEY", "TOKEN", "SECRET", "ID", "URI", "URL", "CREDENTIAL"}

// secretlintExamples reads the snapshot tests of secretlint's rule
// packages (dir = packages/@secretlint; secretlint-rule-*/test/snapshots/
// CASE/). Every message of a case's output.json is a positive: its secret
// is the first data field (KEY, TOKEN, SECRET, ID, URI, URL, CREDENTIAL)
// found verbatim in the input, else the input's text at the message's
// range; the example is the input's lines that hold it. Family =
// "secretlint." + package (without secretlint-rule-) + "." + message id.
// A case named ok.* that runs with the default options (no
// .secretlintrc.json) and reports nothing gives its input's lines as
// negatives (family "secretlint." + package).
func secretlintExamples(dir string) ([]candidate, extraction, error) {
	var ex extraction
	pkgs, err := os.ReadDir(dir)
	if err != nil {
		return nil, ex, err
	}
	var out []candidate
	for _, p := range pkgs {
		if !p.IsDir() || !strings.HasPrefix(p.Name(), "secretlint-rule-") {
			continue
		}
		pkg := strings.TrimPrefix(p.Name(), "secretlint-rule-")
		snaps := filepath.Join(dir, p.Name(), "test", "snapshots")
		cases, err := os.ReadDir(snaps)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		} else if err != nil {
			return nil, ex, err
		}
		sort.Slice(cases, func(i, j int) bool { return cases[i].Name() < cases[j].Name() })
		for _, c := range cases {
			b, err := os.ReadFile(filepath.Join(snaps, c.Name(), "output.json"))
			if errors.Is(err, fs.ErrNotExist) || !c.IsDir() {
				continue
			} else if err != nil {
				return nil, ex, err
			}
			ex.Files++
			var s secretlintSnapshot
			if err := json.Unmarshal(b, &s); err != nil {
				return nil, ex, err
			}
			for _, m := range s.Messages {
				v := secretlintFinding(s.SourceContent, m.Data, m.Range)
				if v == "" {
					ex.Dropped++
					continue
				}
				out = append(out, candidate{Family: "secretlint." + pkg + "." + m.MessageID, Text: linesHolding(s.SourceContent, v), Secret: v})
			}
			if len(s.Messages) > 0 || !strings.HasPrefix(c.Name(), "ok.") {
				continue
			}
			if _, err := os.Stat(filepath.Join(snaps, c.Name(), ".secretlintrc.json")); err == nil {
				continue // options make the case negative, not the text
			}
			for _, l := range strings.Split(s.SourceContent, "\n") {
				out = append(out, candidate{Family: "secretlint." + pkg, Text: l, Negative: true})
			}
		}
	}
	return out, ex, nil
}

// secretlintFinding is the finding of one message in src.
func secretlintFinding(src string, data map[string]any, rng []int) string {
	for _, k := range secretlintDataKeys {
		if v, ok := data[k].(string); ok && v != "" && strings.Contains(src, v) {
			return v
		}
	}
	if len(rng) == 2 && 0 <= rng[0] && rng[0] < rng[1] && rng[1] <= len(src) {
		return src[rng[0]:rng[1]]
	}
	return ""
}

// linesHolding returns the whole lines of src that hold the first
// occurrence of v.
func linesHolding(src, v string) string {
	i := strings.Index(src, v)
	if i < 0 {
		return ""
	}
	start := strings.LastIndexByte(src[:i], '\n') + 1
	end := len(src)
	if j := strings.IndexByte(src[i+len(v):], '\n'); j >= 0 {
		end = i + len(v) + j
	}
	return src[start:end]
}
