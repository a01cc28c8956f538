package report

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
)

// BaselineVersion is the version of the baseline file format.
const BaselineVersion = 1

// Baseline is a set of accepted findings (check --write-baseline), matched
// by what does not move when a session grows: the keyed fingerprint, the
// session id, the entry id and the JSON path of the string, and the rule.
// It holds no line numbers and nothing of the secret; the fingerprint is an
// HMAC, so the baseline only matches when check runs with the same key.
type Baseline struct {
	Version int    `json:"version"`
	Tool    string `json:"tool,omitempty"`
	// KeyID names the fingerprint key the baseline was written with (see
	// [KeyID]); a run with another key is refused instead of matching
	// nothing in silence. Empty in baselines written before it existed.
	KeyID   string          `json:"keyId,omitempty"`
	Entries []BaselineEntry `json:"entries"`

	path string
}

// BaselineEntry is one accepted finding. File is set only for files
// without a session id (plain text), where nothing else names the file.
type BaselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	RuleID      string `json:"ruleId"`
	SessionID   string `json:"sessionId,omitempty"`
	File        string `json:"file,omitempty"`
	EntryID     string `json:"entryId,omitempty"`
	Path        string `json:"path,omitempty"`
	InnerPath   string `json:"innerPath,omitempty"`
}

func baselineKey(f File, fd Finding) BaselineEntry {
	e := BaselineEntry{
		Fingerprint: fd.Fingerprint, RuleID: fd.RuleID, SessionID: f.SessionID,
		EntryID: fd.EntryID, Path: fd.Path, InnerPath: fd.InnerPath,
	}
	if f.SessionID == "" {
		e.File = f.Path
	}
	return e
}

func (e BaselineEntry) less(o BaselineEntry) bool {
	a := [...]string{e.SessionID, e.File, e.EntryID, e.Path, e.InnerPath, e.RuleID, e.Fingerprint}
	b := [...]string{o.SessionID, o.File, o.EntryID, o.Path, o.InnerPath, o.RuleID, o.Fingerprint}
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// NewBaseline returns the baseline of every finding in r, including those
// already suppressed, sorted and without duplicates.
func NewBaseline(r *Report) *Baseline {
	b := &Baseline{Version: BaselineVersion, Tool: orDefault(r.Tool.Name, "omp-redact"), Entries: []BaselineEntry{}}
	seen := map[BaselineEntry]bool{}
	for _, f := range r.Files {
		for _, fd := range f.Findings {
			k := baselineKey(f, fd)
			if !seen[k] {
				seen[k] = true
				b.Entries = append(b.Entries, k)
			}
		}
	}
	sort.Slice(b.Entries, func(i, j int) bool { return b.Entries[i].less(b.Entries[j]) })
	return b
}

// WriteBaseline writes the baseline of r (see [NewBaseline]) as indented
// JSON, without a key id.
func WriteBaseline(w io.Writer, r *Report) error {
	return WriteBaselineKey(w, r, "")
}

// WriteBaselineKey is [WriteBaseline] recording keyID, the [KeyID] of the
// key the fingerprints of r were made with.
func WriteBaselineKey(w io.Writer, r *Report, keyID string) error {
	b := NewBaseline(r)
	b.KeyID = keyID
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(b)
}

// KeyID names a fingerprint key without revealing it: the first 16 hex
// digits of HMAC-SHA256(key, "omp-redact key id"). Two keys with the same
// id are, for all purposes, the same key.
func KeyID(key []byte) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("omp-redact key id"))
	return hex.EncodeToString(m.Sum(nil))[:16]
}

// ErrKeyMismatch is wrapped by [Baseline.CheckKey]'s error.
var ErrKeyMismatch = errors.New("baseline was written with another fingerprint key")

// CheckKey refuses a baseline written with another key than keyID: its
// fingerprints could never match, so every accepted finding would come
// back as new. A baseline without a key id is accepted (older versions
// did not record it).
func (b *Baseline) CheckKey(keyID string) error {
	if b.KeyID == "" || b.KeyID == keyID {
		return nil
	}
	name := b.path
	if name == "" {
		name = "baseline"
	}
	return fmt.Errorf("%s: %w (key id %s; this run's key has id %s): run with the key it was written with (--key-file or $OMP_REDACT_KEY), or write it again", name, ErrKeyMismatch, b.KeyID, keyID)
}

// LoadBaselineKeyed loads the baseline at path and refuses one written
// with a fingerprint key other than keyID (see [Baseline.CheckKey]).
func LoadBaselineKeyed(path, keyID string) (*Baseline, error) {
	b, err := LoadBaseline(path)
	if err != nil {
		return nil, err
	}
	if err := b.CheckKey(keyID); err != nil {
		return nil, err
	}
	return b, nil
}

// LoadBaseline reads a baseline file. Unknown fields, another version or an
// entry without fingerprint or rule id are errors: a baseline that is
// misread would hide findings.
func LoadBaseline(path string) (*Baseline, error) {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("baseline %s: not a regular file", path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("baseline: %w", err)
	}
	b, err := ParseBaseline(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	b.path = path
	return b, nil
}

// ParseBaseline decodes a baseline; see [LoadBaseline].
func ParseBaseline(data []byte) (*Baseline, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var b Baseline
	if err := dec.Decode(&b); err != nil {
		return nil, positioned(data, dec, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("baseline: trailing data after the JSON object")
	}
	if b.KeyID != "" && !isKeyID(b.KeyID) {
		return nil, fmt.Errorf("baseline: keyId %q is not 16 hex digits", b.KeyID)
	}
	if b.Version != BaselineVersion {
		return nil, fmt.Errorf("baseline: version %d is not supported (want %d)", b.Version, BaselineVersion)
	}
	for i, e := range b.Entries {
		if e.Fingerprint == "" || e.RuleID == "" {
			return nil, fmt.Errorf("baseline: entries[%d]: fingerprint and ruleId are required", i)
		}
	}
	return &b, nil
}

// positioned prefixes a JSON decoding error with line:col when the decoder
// knows the offset.
func positioned(data []byte, dec *json.Decoder, err error) error {
	off := int(dec.InputOffset())
	if se, ok := err.(*json.SyntaxError); ok {
		off = int(se.Offset)
	} else if te, ok := err.(*json.UnmarshalTypeError); ok {
		off = int(te.Offset)
	}
	// The decoder's offset is just past the byte it stopped at; point at
	// that byte.
	if off > 0 {
		off--
	}
	if off > len(data) {
		off = len(data)
	}
	line, col := 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Errorf("%d:%d: baseline: %w", line, col, err)
}

// Apply marks the findings of r that the baseline lists as Suppressed, and
// the violations of kind finding that point at them (same line, entry,
// path and rule). It sets r.Baseline, r.Summary.Suppressed (all suppressed
// findings) and r.Summary.Violations (violations not suppressed), and
// returns the statistics: how many findings it suppressed and how many of
// its entries matched nothing (stale: the finding was redacted or the
// session deleted).
func (b *Baseline) Apply(r *Report) BaselineStats {
	want := make(map[BaselineEntry]bool, len(b.Entries))
	for _, e := range b.Entries {
		want[e] = false
	}
	stats := BaselineStats{Path: b.path}
	r.Summary.Suppressed, r.Summary.Violations = 0, 0
	// A violation of kind finding names the finding's rule (detector or
	// policy rule) at a line, entry and path. It is suppressed only when
	// every finding there under that name is: when in doubt it stays.
	type vkey struct {
		line              int
		entry, path, name string
	}
	for i := range r.Files {
		f := &r.Files[i]
		open := map[vkey]bool{}
		hidden := map[vkey]bool{}
		for j := range f.Findings {
			fd := &f.Findings[j]
			k := baselineKey(*f, *fd)
			if _, ok := want[k]; ok {
				want[k] = true
				if !fd.Suppressed {
					stats.Suppressed++
				}
				fd.Suppressed = true
			}
			for _, name := range []string{fd.RuleID, fd.PolicyRule} {
				if name == "" {
					continue
				}
				vk := vkey{fd.Line, fd.EntryID, fd.Path, name}
				if fd.Suppressed {
					hidden[vk] = true
				} else {
					open[vk] = true
				}
			}
			if fd.Suppressed {
				r.Summary.Suppressed++
			}
		}
		for j := range f.Violations {
			v := &f.Violations[j]
			vk := vkey{v.Line, v.EntryID, v.Path, v.RuleID}
			if v.Kind == ViolationFinding && hidden[vk] && !open[vk] {
				v.Suppressed = true
			}
			if !v.Suppressed {
				r.Summary.Violations++
			}
		}
	}
	for _, matched := range want {
		if !matched {
			stats.Stale++
		}
	}
	r.Baseline = &stats
	return stats
}

func isKeyID(s string) bool {
	if len(s) != 16 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}
