package redact

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// splice replaces line[start:end] with with.
type splice struct {
	start, end int
	with       []byte
}

// lineEdit collects every edit of one line. Splices are in the coordinates
// of the original line; deletes are sjson paths in the original indexing.
type lineEdit struct {
	splices  []splice
	deletes  []string
	blocks   map[int]string // content blocks to remove → reason
	sets     map[string][]byte
	replace  []byte       // whole-line replacement (tombstone)
	remove   bool         // delete the line (removal: splice)
	editedIn map[int]bool // content blocks whose strings changed
}

// Plan is the list of edits for one session, decided before anything is
// mutated, and the report of what they do.
type Plan struct {
	s     *session.Session
	edits map[int]*lineEdit // by index in s.Lines
	File  report.File
	// Fatal is set when the session cannot be redacted safely; nothing may
	// be written for it.
	Fatal error
	// rules that produced findings, for report metadata
	ruleIDs map[string]bool
	// dropped entry indexes → reason, for tombstones and splicing
	drops map[int]drop
	// removedCalls are the tool calls removed (indexes in Pairing.Calls),
	// whose copies elsewhere go too (removeCopies).
	removedCalls map[int]drop
	// because adds reasons to the resumability verdict (a removed
	// compaction brings its summarized history back).
	because []string
	// changedOut lists the output line indexes that WriteTo edited.
	changedOut []int
	written    bool // WriteTo completed, changedOut is valid
	// lines is the number of lines of the input; recycled is set once
	// verification has reused the input's session model for the output
	// (see VerifyOutput): the plan then cannot write the output again.
	lines    int
	recycled bool
	// known holds the secrets found in the session and its run: report
	// strings taken from the input are masked with them (see detach).
	known *rules.KnownSecrets
}

// drop says why an entry is removed: reason names the action (and goes
// into the tombstone), rule the policy rule, why the change's reason when
// the default one would not say it.
type drop struct{ reason, rule, why string }

func sortedDrops(m map[int]drop) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

// Plan analyzes s and decides every edit. It never modifies s.
func (e *Engine) Plan(s *session.Session) *Plan { return e.plan(s, nil) }

// plan is Plan restricted, when only is not nil, to the given line indexes
// (used to verify an output: only its changed lines need scanning again).
func (e *Engine) plan(s *session.Session, only []int) *Plan {
	p := &Plan{s: s, lines: len(s.Lines), edits: map[int]*lineEdit{}, ruleIDs: map[string]bool{}, drops: map[int]drop{}, removedCalls: map[int]drop{}}
	p.File.Kind = report.FileSession
	p.File.SessionID = s.ID()
	p.File.Version = s.Version
	p.File.Entries = len(s.Entries)
	p.File.Findings = []report.Finding{}
	var a *analysis
	if only == nil {
		a = e.run.takeSession(s)
	} else {
		only = sortedUnique(only)
	}
	if a == nil {
		a = e.analyze(s, only)
	}
	p.known = e.propagate(s, a, only)
	p.File.Opaque = a.opaque
	pairs := map[int]drop{} // call index → why
	resultOnly := map[int]drop{}
	rel := s.NewReleaser()
	for _, la := range a.lines {
		i, r := la.i, la.r
		if r == nil {
			continue
		}
		l := s.Lines[i]
		rel.Pass(l)
		for _, msg := range r.errs {
			p.File.Errors = append(p.File.Errors, fmt.Sprintf("line %d: could not be scanned completely: %s", l.Num, msg))
		}
		if len(r.text) > 0 {
			p.planText(e, i, r.text)
		}
		p.planOpaque(e, i, r.opaque)
		if e.opts.Policy.Images == policy.ImagesDrop {
			p.planImages(i, r)
		}
		for _, h := range r.hits {
			p.planHit(e, i, h, pairs, resultOnly)
		}
	}
	p.planSignedDrops(e, pairs)
	p.planServerToolPairs()
	p.planPairs(pairs, resultOnly)
	p.planEmptied()
	p.planDrops(e)
	p.planArtifacts()
	p.planSignatures(e)
	p.planRemovedSigned()
	p.dropMootViolations()
	p.planTitleSlot()
	p.checkDuplicateKeys()
	p.finish()
	return p
}

// checkDuplicateKeys fails the plan when a line with duplicate keys would
// get any edit beyond raw string splices: sjson edits the first occurrence
// of a key while JavaScript reads the last, so a structural edit there is
// not what omp would see.
func (p *Plan) checkDuplicateKeys() {
	for i, le := range p.edits {
		l := p.s.Lines[i]
		if l.DupKeys() == nil {
			continue
		}
		if len(le.deletes) > 0 || len(le.blocks) > 0 || len(le.sets) > 0 || le.replace != nil || le.remove {
			p.fail(l, "make a structural edit")
		}
	}
}

func (p *Plan) edit(i int) *lineEdit {
	le := p.edits[i]
	if le == nil {
		le = &lineEdit{}
		p.edits[i] = le
	}
	return le
}

func (p *Plan) change(i int, path, what, rule, reason string) {
	l := p.s.Lines[i]
	p.File.Changes = append(p.File.Changes, report.Change{Line: int(l.Num), EntryID: entryID(l), Path: path, What: report.ChangeKind(what), Rule: rule, Reason: reason})
}

func entryID(l *session.Line) string {
	if l.HasID {
		return l.ID
	}
	return ""
}

// planText masks matches found on the raw bytes of a malformed line.
func (p *Plan) planText(e *Engine, i int, ms []rules.Match) {
	l := p.s.Lines[i]
	le := p.edit(i)
	for _, m := range ms {
		p.ruleIDs[m.RuleID] = true
		le.splices = append(le.splices, splice{m.Start, m.End, []byte(maskToken(m.RuleID))})
		p.File.Findings = append(p.File.Findings, report.Finding{
			Line: int(l.Num), Column: m.Start + 1, EndColumn: m.End + 1, RuleID: m.RuleID,
			Severity: m.Severity.String(), Start: m.Start, End: m.End, Encoding: m.Encoding,
			Fingerprint: e.fingerprint(m), Action: string(policy.Mask), PolicyRule: "malformed-line",
		})
	}
	p.change(i, "", "mask", "", "secret in a line that is not valid JSON, masked on its raw bytes")
}

func (p *Plan) planOpaque(e *Engine, i int, hits []opaqueHit) {
	l := p.s.Lines[i]
	for _, o := range hits { // counted in File.Opaque by analyze
		if o.kind == session.OpaqueImage || o.kind == session.OpaqueBlob {
			continue // governed by images:
		}
		switch e.opts.Policy.Opaque {
		case policy.OpaqueDeny:
			p.File.Violations = append(p.File.Violations, report.Violation{Line: int(l.Num), EntryID: entryID(l), Path: o.path, Kind: report.ViolationOpaque,
				Message: fmt.Sprintf("opaque %s content cannot be scanned (opaque: deny)", o.kind)})
		case policy.OpaqueDrop:
			if l.DupKeys() != nil {
				p.fail(l, "drop opaque content")
				continue
			}
			switch {
			case o.kind == session.OpaqueRedactedThinking && o.block >= 0,
				o.kind == session.OpaqueEncrypted && o.block >= 0 && isBlockType(l, o.block, "encrypted"),
				o.block >= 0 && isBlockType(l, o.block, "anthropicServerTool"):
				// A server-tool block is validated byte for byte on replay:
				// it goes whole, with its partner (planServerToolPairs).
				p.removeBlock(i, o.block, "drop-opaque", "opaque: drop")
			default:
				target := o.path
				if k := strings.Index(target, ".items."); k >= 0 && o.kind == session.OpaqueEncrypted {
					// a reasoning item cannot live without its encrypted content
					rest := target[k+len(".items."):]
					if j := strings.IndexByte(rest, '.'); j >= 0 {
						target = target[:k+len(".items.")+j]
					}
				}
				le := p.edit(i)
				le.deletes = append(le.deletes, target)
				p.change(i, target, "drop-opaque", "", "opaque: drop")
			}
			kind := invalidationKind(o.kind)
			if k, ok := signatureKinds[o.path[strings.LastIndexByte(o.path, '.')+1:]]; ok && o.kind == session.OpaqueSignature {
				kind = k // a textSignature or thoughtSignature is not a thinking signature
			}
			p.invalidate(i, o.path, kind, o.path, "dropped")
		}
	}
}

// isBlockType reports whether content block b of line l has type typ.
func isBlockType(l *session.Line, b int, typ string) bool {
	return gjson.GetBytes(l.Raw, contentPath(l)+"."+strconv.Itoa(b)+".type").Str == typ
}

func invalidationKind(opaqueKind string) string {
	switch opaqueKind {
	case session.OpaqueSignature:
		return "thinking-signature"
	case session.OpaqueEncrypted:
		return "encrypted-reasoning"
	case session.OpaqueRedactedThinking:
		return "redacted-thinking"
	}
	return opaqueKind
}

func (p *Plan) fail(l *session.Line, what string) {
	if p.Fatal == nil {
		p.Fatal = fmt.Errorf("%s:%d: cannot %s on a line with duplicate keys (%s): gjson and JavaScript disagree on which value counts", p.s.Name, l.Num, what, strings.Join(l.DupKeys(), ", "))
	}
}

// planHit decides the edits for one leaf.
func (p *Plan) planHit(e *Engine, i int, h hit, pairs, resultOnly map[int]drop) {
	l := p.s.Lines[i]
	action := policy.Keep
	ruleName := ""
	if h.rule != nil {
		action = h.rule.Action
		ruleName = h.rule.Name
	}
	if h.key && (action == policy.Mask || action == policy.Blank) {
		// Keys get keyed hash tokens: two secret keys of one object must not
		// become the same key (JavaScript would keep only the last).
		action = policy.Hash
	}
	if h.structural && action != policy.Keep && action != policy.Deny {
		// An id, parentId or type that holds a secret: every copy gets the
		// same keyed token, so links between entries survive; removing
		// the entry or blanking the id would break the tree.
		action = policy.Hash
	}
	literal := l.Raw[h.start:h.end]
	for k, m := range h.matches {
		p.ruleIDs[m.RuleID] = true
		rs, re := session.RawSpan(literal, m.Start, m.End)
		f := report.Finding{
			Line: int(l.Num), Column: h.start + rs + 1, EndColumn: h.start + re + 1,
			EntryID: entryID(l), Path: h.path, InnerPath: m.InnerPath, Encoding: m.Encoding,
			RuleID: m.RuleID, Severity: m.Severity.String(), Start: m.Start, End: m.End,
			Fingerprint: e.fingerprint(m), Action: string(action), PolicyRule: ruleName,
		}
		if k < len(h.preview) {
			f.Preview = h.preview[k]
		}
		p.File.Findings = append(p.File.Findings, f)
	}
	structural := func(what string) bool {
		if l.DupKeys() != nil {
			p.fail(l, what)
			return false
		}
		return true
	}
	switch action {
	case policy.Mask, policy.Hash:
		p.maskLeaf(e, i, h, action == policy.Hash, ruleName)
		return
	case policy.Blank:
		p.blankLeaf(i, h, ruleName)
		return
	case policy.Deny:
		p.File.Violations = append(p.File.Violations, report.Violation{Line: int(l.Num), EntryID: entryID(l), Path: h.path, Kind: report.ViolationDeny,
			RuleID: firstRule(h.matches), Message: fmt.Sprintf("policy rule %q denies this content", ruleName)})
	case policy.RemoveBlock:
		if !structural("remove a block") {
			break
		}
		if h.block >= 0 && l.Role() == "assistant" && p.isToolCall(i, h.block) {
			p.pairFor(i, h, ruleName, pairs, resultOnly)
			break
		}
		if h.block >= 0 {
			p.removeBlock(i, h.block, "remove-block", ruleName)
			break
		}
		p.blankLeaf(i, h, ruleName)
		return
	case policy.RemovePair:
		if !structural("remove a tool call pair") {
			break
		}
		if !p.pairFor(i, h, ruleName, pairs, resultOnly) {
			if h.block >= 0 {
				p.removeBlock(i, h.block, "remove-block", ruleName)
			} else {
				p.blankLeaf(i, h, ruleName)
				return
			}
		}
	case policy.DropEntry:
		if !structural("drop an entry") {
			break
		}
		if l.Kind != session.KindEntry {
			p.blankLeaf(i, h, ruleName)
			return
		}
		p.drops[int(l.Index)] = drop{reason: "drop-entry", rule: ruleName}
	}
	// Keep, Deny and structural actions leave the string itself; home paths
	// are still anonymized.
	if len(h.anon) > 0 {
		p.maskLeaf(e, i, hit{path: h.path, start: h.start, end: h.end, block: h.block, anon: h.anon}, false, "")
	}
}

func firstRule(ms []rules.Match) string {
	if len(ms) == 0 {
		return ""
	}
	return ms[0].RuleID
}

func (p *Plan) isToolCall(i, block int) bool {
	l := p.s.Lines[i]
	pr := p.s.Pairing()
	lo, hi := pr.CallsAt(int(l.Index))
	for c := lo; c < hi; c++ {
		if p.s.Pairing().Calls[c].Block == block {
			return true
		}
	}
	return false
}

// pairFor records the removal of the toolCall/toolResult pair the leaf
// belongs to; it reports false when the leaf is in neither.
func (p *Plan) pairFor(i int, h hit, ruleName string, pairs, resultOnly map[int]drop) bool {
	l := p.s.Lines[i]
	pr := p.s.Pairing()
	d := drop{reason: "remove-pair", rule: ruleName}
	if l.Role() == "assistant" && h.block >= 0 {
		lo, hi := pr.CallsAt(int(l.Index))
		for c := lo; c < hi; c++ {
			if pr.Calls[c].Block == h.block {
				pairs[c] = d
				return true
			}
		}
		return false
	}
	if l.Role() == "toolResult" {
		ri, ok := pr.ResultAt(int(l.Index))
		if !ok {
			return false
		}
		if c := pr.Results[ri].Call; c >= 0 {
			pairs[c] = d
		} else {
			resultOnly[int(l.Index)] = d
		}
		return true
	}
	return false
}

func (p *Plan) removeBlock(i, block int, what, rule string) {
	le := p.edit(i)
	if le.blocks == nil {
		le.blocks = map[int]string{}
	}
	if _, done := le.blocks[block]; done {
		return
	}
	le.blocks[block] = what
	p.change(i, contentPath(p.s.Lines[i])+"."+strconv.Itoa(block), what, rule, "")
	if what == "drop-image" {
		data := gjson.GetBytes(p.s.Lines[i].Raw, contentPath(p.s.Lines[i])+"."+strconv.Itoa(block)+".data").Str
		if strings.HasPrefix(data, session.BlobPrefix) {
			p.invalidate(i, contentPath(p.s.Lines[i])+"."+strconv.Itoa(block)+".data", "blob-hash", contentPath(p.s.Lines[i])+"."+strconv.Itoa(block), "dropped")
		}
	}
}

func contentPath(l *session.Line) string {
	if l.Type() == "message" {
		return "message.content"
	}
	return "content"
}

// maskLeaf replaces each finding span (and home-directory user name) of the
// leaf by its token, in raw bytes.
func (p *Plan) maskLeaf(e *Engine, i int, h hit, hash bool, ruleName string) {
	l := p.s.Lines[i]
	literal := l.Raw[h.start:h.end]
	type rep struct {
		span
		text string
	}
	var reps []rep
	for _, m := range h.matches {
		tok := maskToken(m.RuleID)
		if hash {
			tok = e.hashToken(m.RuleID, m.Secret)
		}
		reps = append(reps, rep{span{m.Start, m.End}, tok})
	}
	for _, a := range h.anon {
		overlap := false
		for _, r := range reps {
			if a.start < r.end && r.start < a.end {
				overlap = true
				break
			}
		}
		if !overlap {
			reps = append(reps, rep{a, "user"})
		}
	}
	if len(reps) == 0 {
		return
	}
	sort.Slice(reps, func(a, b int) bool { return reps[a].start < reps[b].start })
	le := p.edit(i)
	last := -1
	for _, r := range reps {
		if r.start < last {
			continue // overlapping spans were merged by the detectors; never split a token
		}
		rs, re := session.RawSpan(literal, r.start, r.end)
		enc := session.AppendString(nil, r.text)
		le.splices = append(le.splices, splice{h.start + rs, h.start + re, enc[1 : len(enc)-1]})
		last = r.end
	}
	p.markEdited(i, h.block)
	what := "mask"
	if hash {
		what = "hash"
	}
	if len(h.matches) == 0 {
		what = "anonymize-path"
	}
	p.change(i, h.path, what, ruleName, "")
}

func (p *Plan) blankLeaf(i int, h hit, ruleName string) {
	placeholder := "[REDACTED]"
	if h.rule != nil && h.rule.With.Placeholder != "" {
		placeholder = h.rule.With.Placeholder
	}
	le := p.edit(i)
	le.splices = append(le.splices, splice{h.start, h.end, session.AppendString(nil, placeholder)})
	p.markEdited(i, h.block)
	p.change(i, h.path, "blank", ruleName, "")
}

func (p *Plan) markEdited(i, block int) {
	if block < 0 {
		return
	}
	le := p.edit(i)
	if le.editedIn == nil {
		le.editedIn = map[int]bool{}
	}
	le.editedIn[block] = true
}

func (p *Plan) invalidate(i int, path, kind, cause, outcome string) {
	l := p.s.Lines[i]
	r := gjson.GetManyBytes(l.Raw, "message.provider", "message.api")
	p.File.Invalidations = append(p.File.Invalidations, report.Invalidation{
		Line: int(l.Num), EntryID: entryID(l), Path: path, Kind: kind, Provider: r[0].Str, API: r[1].Str, Cause: cause, Outcome: outcome,
	})
}
