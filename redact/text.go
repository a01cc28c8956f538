package redact

import (
	"bytes"
	"fmt"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// textChunk bounds the text handed to the detectors at once; chunks end at
// a newline so that no line is split.
const textChunk = 1 << 20

// textPart is one chunk of a text artifact and what detection found in
// it.
type textPart struct {
	off, end int
	ms       []rules.Match
	err      string
}

// textChunks splits data into chunks that end at a newline (so no line,
// and no secret on one line, is split) and runs detection on each.
func (e *Engine) textChunks(data []byte) []textPart {
	var parts []textPart
	for off := 0; off < len(data); {
		end := min(off+textChunk, len(data))
		if end < len(data) {
			// End the chunk at a newline so no line (and no secret) is split:
			// the last one inside the window, else the next one after it.
			if nl := bytes.LastIndexByte(data[off:end], '\n'); nl > 0 {
				end = off + nl + 1
			} else if nl := bytes.IndexByte(data[end:], '\n'); nl >= 0 {
				end += nl + 1
			} else {
				end = len(data)
			}
		}
		ms, err := e.detect(string(data[off:end]))
		p := textPart{off: off, end: end, ms: ms}
		if err != nil {
			p.err = err.Error()
		}
		parts = append(parts, p)
		off = end
	}
	return parts
}

// Text redacts a plain-text artifact (tool logs, subagent outputs,
// draft.txt): the policy is asked with entry type "text" and the findings of
// each chunk; mask, hash and every removal action mask the span, deny
// records a violation, keep keeps it. Secrets found anywhere in the file
// (or in the run, see Run) are also masked wherever else they appear, in
// every form rules.KnownSecrets knows.
func (e *Engine) Text(name string, data []byte) *Result {
	r := &Result{}
	r.File = report.File{Path: name, Kind: report.FileText, Findings: []report.Finding{}}
	if !e.opts.SkipHashes {
		r.File.InputSHA256 = sum(data)
	}
	parts, ok := e.run.takeText(name, data)
	if !ok {
		parts = e.textChunks(data)
	}
	var found []rules.Match
	for _, p := range parts {
		found = append(found, p.ms...)
	}
	known := e.known.With(found)
	var out bytes.Buffer
	out.Grow(len(data))
	line := 1
	for _, part := range parts {
		off := part.off
		chunk := data[part.off:part.end]
		ms, err := e.withKnown(unsafeString(chunk), "", part.ms, known)
		if part.err == "" && err != nil {
			part.err = err.Error()
		}
		if part.err != "" {
			r.File.Errors = append(r.File.Errors, part.err)
		}
		t := policy.Target{EntryType: "text", Findings: ms}
		action := policy.Keep
		ruleName := ""
		if rule, ok := e.opts.Policy.Match(&t); ok {
			action, ruleName = rule.Action, rule.Name
		}
		pos := 0
		for _, m := range ms {
			ln := line + bytes.Count(chunk[:m.Start], []byte{'\n'})
			col := m.Start - (bytes.LastIndexByte(chunk[:m.Start], '\n') + 1) + 1
			f := report.Finding{Line: ln, Column: col, EndColumn: col + (m.End - m.Start), RuleID: m.RuleID, Severity: m.Severity.String(),
				Start: off + m.Start, End: off + m.End, Encoding: m.Encoding, Fingerprint: e.fingerprint(m), Action: string(action), PolicyRule: ruleName}
			if e.opts.ShowPreview {
				f.Preview = preview(m.Secret)
			}
			r.File.Findings = append(r.File.Findings, f)
			switch action {
			case policy.Keep:
				continue
			case policy.Deny:
				r.File.Violations = append(r.File.Violations, report.Violation{Line: ln, Kind: report.ViolationDeny, RuleID: m.RuleID, Message: "policy rule " + ruleName + " denies this content"})
				continue
			}
			if m.Start < pos {
				continue
			}
			out.Write(chunk[pos:m.Start])
			if action == policy.Hash {
				out.WriteString(e.hashToken(m.RuleID, m.Secret))
			} else {
				out.WriteString(maskToken(m.RuleID))
			}
			r.File.Changes = append(r.File.Changes, report.Change{Line: ln, What: report.ChangeKind(action), Rule: ruleName})
			pos = m.End
		}
		out.Write(chunk[pos:])
		line += bytes.Count(chunk, []byte{'\n'})
	}
	r.Output = out.Bytes()
	if !e.opts.SkipHashes {
		r.File.OutputSHA256 = sum(r.Output)
	}
	if len(r.File.Errors) > 0 {
		r.Fatal = fmt.Errorf("%s: %d chunk(s) %w (first: %s); nothing can be written safely", name, len(r.File.Errors), ErrIncomplete, r.File.Errors[0])
	}
	r.File.Counts = report.Counts{Findings: len(r.File.Findings)}
	for _, f := range r.File.Findings {
		if r.File.Counts.ByRule == nil {
			r.File.Counts.ByRule = map[string]int{}
		}
		r.File.Counts.ByRule[f.RuleID]++
	}
	return r
}
