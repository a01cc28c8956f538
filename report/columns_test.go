package report

import (
	"errors"
	"testing"
)

func TestColumnMapperUTF16(t *testing.T) {
	// Line 2: "é" is 2 bytes / 1 unit, "😀" 4 bytes / 2 units. The secret
	// "KEY" starts at byte column 12 and ends before byte column 15.
	file := []byte("first line\n{\"é😀\":\"KEY\"}\n")
	src := func(string) ([]byte, error) { return file, nil }
	tests := []struct {
		name             string
		source           func(string) ([]byte, error)
		line, col, end   int
		wantCol, wantEnd int
	}{
		{"non-ASCII before the span", src, 2, 12, 15, 9, 12},
		{"ASCII line unchanged", src, 1, 3, 6, 3, 6},
		{"whole line", src, 2, 0, 0, 0, 0},
		{"no source", nil, 2, 13, 16, 13, 16},
		{"line past the end", src, 9, 13, 16, 13, 16},
		{"column past the line", src, 1, 30, 40, 30, 40},
		{"unreadable", func(string) ([]byte, error) { return nil, errors.New("gone") }, 2, 13, 16, 13, 16},
	}
	for _, tt := range tests {
		m := newColumnMapper(tt.source, "s.jsonl")
		col, end := m.utf16(tt.line, tt.col, tt.end)
		if col != tt.wantCol || end != tt.wantEnd {
			t.Errorf("%s: utf16(%d, %d, %d) = %d, %d; want %d, %d", tt.name, tt.line, tt.col, tt.end, col, end, tt.wantCol, tt.wantEnd)
		}
	}
}

func TestSARIFUsesSourceColumns(t *testing.T) {
	file := []byte("{\"é😀\":\"KEY\"}\n")
	r := &Report{Files: []File{{Path: "s.jsonl", Findings: []Finding{{Line: 1, Column: 12, EndColumn: 15, RuleID: "r", Fingerprint: "f"}}}}}
	_, log := writeSARIFLog(t, r, Options{Source: func(p string) ([]byte, error) {
		if p != "s.jsonl" {
			t.Errorf("Source(%q)", p)
		}
		return file, nil
	}})
	region := get(t, log, "runs", 0, "results", 0, "locations", 0, "physicalLocation", "region").(map[string]any)
	if region["startColumn"] != 9.0 || region["endColumn"] != 12.0 {
		t.Errorf("region = %v, want columns 9..12", region)
	}
}
