package redact

import (
	"bytes"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// span is a byte range.
type span struct{ start, end int }

// hit is a leaf that has findings or that a policy rule acts on.
type hit struct {
	path       string
	start, end int // the encoded literal in the line, quotes included
	block      int // content block index, -1 outside content blocks
	matches    []rules.Match
	anon       []span // home-directory user names to anonymize (decoded offsets)
	rule       *policy.Rule
	preview    []string // per match, only with ShowPreview
	key        bool     // the literal is an object key, not a value
	// structural: an id, type or other envelope field (see
	// session.Classify) that holds a secret: masked with hash tokens
	// only, so that the same secret in an id and in the parentId that
	// links to it gets the same token and the tree stays linked.
	structural bool
}

// minKeySecret is the shortest object key scanned for secrets.
const minKeySecret = 8

// opaqueHit is a leaf holding opaque content that the plan acts on (see
// Engine.keepsOpaque); the others are only counted (analysis.opaque).
type opaqueHit struct {
	path  string
	kind  string
	block int
}

// lineResult is what the detection phase found on one physical line.
type lineResult struct {
	hits   []hit
	opaque []opaqueHit
	images []int // content blocks of type image
	// text holds matches over the raw bytes of a malformed or partial line.
	text []rules.Match
	errs []string
}

// analyze runs detection and policy matching over the lines of s in
// parallel and returns the lines that have a result, with the count of
// opaque leaves. With only set, just those line indexes are analyzed.
func (e *Engine) analyze(s *session.Session, only []int) *analysis {
	a := &analysis{}
	if only != nil {
		counts := map[string]int{}
		for _, i := range only {
			if i >= 0 && i < len(s.Lines) {
				a.add(i, e.analyzeLine(s, s.Lines[i], nil, nil, counts))
				release(s, i, i+1) // the lines are scattered: no pass to follow
			}
		}
		a.sortLines()
		a.addCounts(counts)
		return a
	}
	workers := e.opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	// Warm the lazily built indexes before the workers share them.
	s.Tree()
	s.Pairing()
	if workers == 1 || len(s.Lines) < 8 {
		counts := map[string]int{}
		for i := range s.Lines {
			a.add(i, e.analyzeLine(s, s.Lines[i], nil, nil, counts))
		}
		a.addCounts(counts)
		return a
	}
	var next int64
	var mu sync.Mutex
	grab := func() (int, int) {
		mu.Lock()
		defer mu.Unlock()
		lo := int(next)
		if lo >= len(s.Lines) {
			return 0, 0
		}
		hi := min(lo+16, len(s.Lines))
		next = int64(hi)
		return lo, hi
	}
	// Each worker keeps its own results (in increasing order, as it grabs
	// increasing chunks) and counts; they are merged once all are done.
	parts := make([]analysis, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(part *analysis) {
			defer wg.Done()
			counts := map[string]int{}
			for {
				lo, hi := grab()
				if lo == hi {
					break
				}
				for i := lo; i < hi; i++ {
					part.add(i, e.analyzeLine(s, s.Lines[i], nil, nil, counts))
				}
				release(s, lo, hi)
			}
			part.opaque = counts
		}(&parts[w])
	}
	wg.Wait()
	n := 0
	for _, part := range parts {
		n += len(part.lines)
	}
	a.lines = make([]lineAt, 0, n)
	for _, part := range parts {
		a.lines = append(a.lines, part.lines...)
		a.addCounts(part.opaque)
	}
	a.sortLines()
	return a
}

// bigLine is the size from which lines are analyzed one at a time (see
// Engine.big).
const bigLine = 4 << 20

// analyzeLine runs detection and policy matching on one line. With known
// set (propagation), the detectors are not run again: the matches of prev,
// the line's first analysis, are reused and the known secrets added.
// Opaque leaves the plan does not act on are counted in counts (when not
// nil), not kept.
func (e *Engine) analyzeLine(s *session.Session, l *session.Line, known *rules.KnownSecrets, prev *lineResult, counts map[string]int) *lineResult {
	if len(l.Raw) >= bigLine {
		e.big.Lock()
		defer e.big.Unlock()
	}
	r := e.analyzeLineValue(s, l, known, prev, counts)
	if len(r.hits) == 0 && len(r.opaque) == 0 && len(r.images) == 0 && len(r.text) == 0 && len(r.errs) == 0 {
		return nil // most lines: keep nothing per line
	}
	for k := range r.hits {
		r.hits[k].matches = keptMatches(r.hits[k].matches)
	}
	r.text = keptMatches(r.text)
	return &r
}

// keptMatches returns ms as kept until the plan: in a slice of its own
// length, with the secret and inner path copied out of the detectors'
// buffers. A match's Secret is a substring of the decoded value, or of a
// decoded base64 or joined folded view of it; kept as it is, it held that
// whole buffer (kilobytes of tool output for a 40-byte key) until the
// plan.
func keptMatches(ms []rules.Match) []rules.Match {
	if len(ms) == 0 {
		return ms
	}
	out := make([]rules.Match, len(ms))
	for i, m := range ms {
		m.Secret, m.InnerPath = strings.Clone(m.Secret), strings.Clone(m.InnerPath)
		out[i] = m
	}
	return out
}

// release gives back the input bytes of lines [lo, hi) (see
// session.Session.Release).
func release(s *session.Session, lo, hi int) {
	if s.Release == nil || lo >= hi {
		return
	}
	first, last := s.Lines[lo], s.Lines[hi-1]
	s.Release(first.Offset, last.Offset+int64(last.Len())-first.Offset)
}

func (e *Engine) analyzeLineValue(s *session.Session, l *session.Line, known *rules.KnownSecrets, prev *lineResult, counts map[string]int) lineResult {
	var r lineResult
	// detectLeaf returns the detector matches of a leaf whose literal
	// starts at start: computed, or taken from prev when propagating.
	detectLeaf := func(start int, value, name string) ([]rules.Match, error) {
		if known == nil {
			return e.detectNamed(value, name)
		}
		if prev != nil {
			for _, h := range prev.hits {
				if h.start == start {
					return append([]rules.Match(nil), h.matches...), nil
				}
			}
		}
		return nil, nil
	}
	switch l.Kind {
	case session.KindBlank:
		return r
	case session.KindMalformed, session.KindPartial:
		var ms []rules.Match
		var err error
		if known == nil {
			ms, err = e.detect(string(l.Raw))
		} else {
			if prev != nil {
				ms = append(ms, prev.text...)
			}
			ms, err = e.withKnown(string(l.Raw), "", ms, known)
		}
		r.text = ms
		if err != nil {
			r.errs = append(r.errs, err.Error())
		}
		return r
	}
	c := newEntryCtx(s, l)
	if e.opts.Policy.Images == policy.ImagesDrop && bytes.Contains(l.Raw, []byte(`"image"`)) {
		c.load()
		for i, b := range c.blocks {
			if b.typ == "image" {
				r.images = append(r.images, i)
			}
		}
	}
	var t policy.Target
	var secretKeys []string
	onKey := func(lf *session.Leaf) bool {
		if lf.End-lf.Start < minKeySecret+2 {
			return true // short keys ("type", "content") cannot hold a secret
		}
		value := lf.Value()
		ms, err := detectLeaf(lf.Start, value, "")
		if known != nil {
			var kerr error
			if ms, kerr = e.withKnown(value, "", ms, known); err == nil {
				err = kerr
			}
		}
		if err != nil {
			r.errs = append(r.errs, l.Ref()+" an object key: "+err.Error())
		}
		if len(ms) == 0 {
			return true
		}
		secretKeys = append(secretKeys, value)
		path := lf.Path()
		block := c.blockOf(lf)
		c.target(&t, lf, path, block)
		t.Findings = ms
		rule, ok := e.pol.p.Match(&t)
		if !ok {
			rule = nil
		}
		r.hits = append(r.hits, hit{path: path, start: lf.Start, end: lf.End, block: block, matches: ms, rule: rule, key: true})
		return true
	}
	session.WalkKeys(l.Raw, func(lf *session.Leaf) bool {
		class, kind := session.Classify(l.Raw, lf)
		structural := false
		switch class {
		case session.Structural:
			if !mayHoldSecret(lf) {
				return true
			}
			structural = true
		case session.Opaque:
			if kind == session.OpaqueSignature && lf.LastKey() == "textSignature" &&
				responsesItemID(gjson.GetBytes(l.Raw, "message.api").Str, lf.Value()) {
				return true // a Responses message item id: neither opaque nor a secret
			}
			if counts != nil {
				counts[kind]++
			}
			if e.keepsOpaque(kind) {
				r.opaque = append(r.opaque, opaqueHit{path: lf.Path(), kind: kind, block: c.blockOf(lf)})
			}
			return true
		}
		value := lf.Value()
		ms, err := detectLeaf(lf.Start, value, lf.Name())
		if known == nil && e.det != nil && c.outputLeaf(lf) {
			if rules.PrintedCandidate(value) {
				if cmd, ok := c.commandOf(lf); ok && c.printsSecret(e.det, cmd) {
					ms = e.withPrinted(value, e.det.Printed(value), ms)
				}
			} else if nl := strings.IndexByte(value, '\n'); nl > 0 && rules.PrintedCandidate(value[:nl]) {
				// a password manager's entry: the password, then its fields
				if cmd, ok := c.commandOf(lf); ok && e.det.PrintsFirstLine(cmd) {
					ms = e.withPrinted(value, e.det.Printed(value[:nl]), ms)
				}
			}
		}
		if l.Kind == session.KindTitle && known == nil && e.det != nil && lf.Path() == "title" {
			for _, m := range e.cutTitleMatches(s, l, value) {
				if !overlapsMatch(m, ms) {
					ms = append(ms, m)
				}
			}
		}
		if known != nil {
			var kerr error
			if ms, kerr = e.withKnown(value, lf.Name(), ms, known); err == nil {
				err = kerr
			}
		}
		var anon []span
		if e.anonymize {
			anon = homeUserSpans(value)
		}
		path := ""
		if err != nil {
			path = lf.Path()
			r.errs = append(r.errs, l.Ref()+" "+path+": "+err.Error())
		}
		if structural {
			anon = nil // a path in an id is not a home directory
			if len(ms) == 0 {
				return true
			}
		}
		if len(ms) == 0 && len(anon) == 0 && !e.pol.hasUnconditional {
			return true
		}
		if path == "" {
			path = lf.Path()
		}
		block := c.blockOf(lf)
		c.target(&t, lf, path, block)
		t.Findings = ms
		rule, ok := e.pol.p.Match(&t)
		if !ok {
			rule = nil
		}
		if len(ms) == 0 && len(anon) == 0 && (rule == nil || rule.Action == policy.Keep) {
			return true
		}
		h := hit{path: path, start: lf.Start, end: lf.End, block: block, matches: ms, anon: anon, rule: rule, structural: structural}
		if e.opts.ShowPreview {
			for _, m := range ms {
				h.preview = append(h.preview, preview(value[m.Start:m.End]))
			}
		}
		r.hits = append(r.hits, h)
		return true
	}, onKey)
	// A path that runs through a key holding a secret would print it.
	for _, k := range secretKeys {
		esc := gjson.Escape(k)
		for i := range r.hits {
			r.hits[i].path = strings.ReplaceAll(r.hits[i].path, esc, "[REDACTED]")
		}
	}
	return r
}

// mayHoldSecret reports whether a structural leaf (an id, a type, a
// timestamp, a model name) is worth scanning: the string shapes omp
// writes there (hex or UUID ids, timestamps, lowercase names) cannot hold
// a secret and are skipped, so the cost stays off every line.
func mayHoldSecret(lf *session.Leaf) bool {
	raw := lf.Raw()
	if len(raw) < minKeySecret+2 || raw[0] != '"' {
		return false
	}
	v := raw[1 : len(raw)-1]
	hexID, stamp, name := len(v) <= 36, true, true
	for _, c := range v {
		isHex := '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
		hexID = hexID && (isHex || c == '-')
		stamp = stamp && ('0' <= c && c <= '9' || c == '-' || c == ':' || c == '.' || c == 'T' || c == 'Z' || c == '+')
		name = name && ('a' <= c && c <= 'z' || c == '-' || c == '_')
	}
	return !hexID && !stamp && !name
}

// detect runs the detectors and drops matches on text that is already a
// redaction token (or overlaps one), so that redacting an output again
// changes nothing.
//
// Masking can expose new matches: a rule with a context window (gitleaks'
// kubernetes-secret-yaml looks up to 100 bytes past "data:" for the first
// key: value) finds the next value once the first one is a token. So when
// a string has findings, detect masks them and scans again, up to
// maxFixpoint times, until nothing new appears: the output of redact is
// then a fixed point by construction. Matches found this way carry no
// Secret: they are context artefacts, not secrets to propagate.
func (e *Engine) detect(s string) ([]rules.Match, error) { return e.detectNamed(s, "") }

// detectNamed is detect for a value the document names (see
// session.Leaf.Name and rules.Set.DetectNamed).
func (e *Engine) detectNamed(s, name string) ([]rules.Match, error) {
	if e.det == nil {
		return nil, nil
	}
	ms, err := e.detectOnce(s, name)
	if len(ms) == 0 || err != nil {
		return ms, err
	}
	return e.fixpoint(s, name, ms)
}

// fixpoint masks the matches all in s and scans again, up to maxFixpoint
// times, adding what the detectors find only once those are masked (see
// detect). It does nothing unless the engine's Fixpoint option is set.
func (e *Engine) fixpoint(s, name string, all []rules.Match) ([]rules.Match, error) {
	if !e.opts.Fixpoint {
		return all, nil
	}
	for round := 0; round < maxFixpoint; round++ {
		masked, back := maskForRescan(s, all)
		more, err := e.detectOnce(masked, name)
		if err != nil {
			return all, err
		}
		var added []rules.Match
		for _, m := range more {
			start, end, ok := back(m.Start, m.End)
			if !ok {
				continue
			}
			m.Start, m.End, m.Secret = start, end, ""
			added = append(added, m)
		}
		if len(added) == 0 {
			break
		}
		all = append(append([]rules.Match(nil), all...), added...)
		sort.SliceStable(all, func(a, b int) bool { return all[a].Start < all[b].Start })
	}
	return all, nil
}

// withKnown adds to ms, the detector matches of s, the copies of known
// secrets in s (see mergeKnown). Masking a copy can expose a match as
// masking a rule's match can (a context rule's window reaches the next
// value once a long copy is a short token): when copies were added, the
// detectors scan again with them masked (see fixpoint), or the output
// would not be a fixed point and verify would refuse it.
func (e *Engine) withKnown(s, name string, ms []rules.Match, known *rules.KnownSecrets) ([]rules.Match, error) {
	if known == nil {
		return ms, nil
	}
	n := len(ms)
	ms = mergeKnown(ms, known.Detect(s))
	if len(ms) == n || e.det == nil {
		return ms, nil
	}
	return e.fixpoint(s, name, ms)
}

// maxFixpoint bounds the rescans of detect.
const maxFixpoint = 3

func (e *Engine) detectOnce(s, name string) ([]rules.Match, error) {
	// redaction tokens already in s are not text: detection sees each as
	// a run of '*' of the same length (a masked value to every rule, and
	// no value character of any pattern), so that none anchors a finding:
	// a hash token "[REDACTED:folded-token:8b1e2f3a]" reads as the
	// assignment token: 8b1e2f3a, and credential-pair would then mask the
	// credential-named values beside it, a change a second pass would not
	// have made the first time (verify fails, the file is not written).
	// Not blanks: a flag's value must still end at the token (--token
	// <token>, not the word after it).
	tokens := tokenSpans(s)
	ms, err := e.det.DetectNamed(blankSpans(s, tokens), name)
	if len(ms) == 0 {
		return ms, err
	}
	out := ms[:0]
	for _, m := range ms {
		if overlapsAny(m.Start, m.End, tokens) || e.allowed(m) {
			continue
		}
		out = append(out, m)
	}
	return out, err
}

// maskForRescan replaces each match by its mask token and returns the
// masked text with a function mapping a span of it back to s (false when
// the span touches a token).
func maskForRescan(s string, ms []rules.Match) (string, func(start, end int) (int, int, bool)) {
	type rep struct{ start, end, mstart, mend int }
	var reps []rep
	var b strings.Builder
	pos := 0
	for _, m := range ms {
		if m.Start < pos {
			continue
		}
		b.WriteString(s[pos:m.Start])
		ms := b.Len()
		b.WriteString(maskToken(m.RuleID))
		reps = append(reps, rep{m.Start, m.End, ms, b.Len()})
		pos = m.End
	}
	b.WriteString(s[pos:])
	back := func(start, end int) (int, int, bool) {
		shift := 0 // bytes the replacements before start removed or added
		for _, r := range reps {
			if start < r.mend && r.mstart < end {
				return 0, 0, false
			}
			if r.mend <= start {
				shift += (r.end - r.start) - (r.mend - r.mstart)
			}
		}
		return start + shift, end + shift, true
	}
	return b.String(), back
}

// tokenSpans returns the spans of redaction tokens ("[REDACTED…]") in s.
// TokenSpans returns the byte spans [start, end) of the redaction tokens
// the engine writes ("[REDACTED…]") in s, for tools that show redacted
// text (see package review).
func TokenSpans(s string) [][2]int {
	var out [][2]int
	for _, sp := range tokenSpans(s) {
		out = append(out, [2]int{sp.start, sp.end})
	}
	return out
}

func tokenSpans(s string) []span {
	var out []span
	for off := 0; ; {
		i := strings.Index(s[off:], TokenPrefix)
		if i < 0 {
			return out
		}
		start := off + i
		end := strings.IndexByte(s[start:], ']')
		if end < 0 {
			end = len(s) - start - 1
		}
		out = append(out, span{start, start + end + 1})
		off = start + end + 1
	}
}

// blankSpans returns s with the bytes of spans replaced by '*' (s itself
// when there are none).
func blankSpans(s string, spans []span) string {
	if len(spans) == 0 {
		return s
	}
	b := []byte(s)
	for _, sp := range spans {
		for i := sp.start; i < sp.end && i < len(b); i++ {
			b[i] = '*'
		}
	}
	return string(b)
}

func overlapsAny(start, end int, spans []span) bool {
	for _, sp := range spans {
		if start < sp.end && sp.start < end {
			return true
		}
	}
	return false
}

// preview shows the first 4 characters of a secret and its length, nothing
// more (scan --show-preview).
func preview(secret string) string {
	n := 0
	cut := len(secret)
	for i := range secret {
		if n == 4 {
			cut = i
			break
		}
		n++
	}
	return secret[:cut] + "…(" + strconv.Itoa(len(secret)) + ")"
}

// propagate finds, in every line, the secrets that detection found
// anywhere in the session (and, in a multi-file run, in any file of the
// run), so a secret found once (in a .env file a tool printed) is also
// removed where no rule recognizes it (prose, thinking, a command line, a
// hex dump, a folded or escaped copy). Lines whose raw bytes contain no
// known secret in any form are skipped without being walked.
//
// It returns the known secrets it searched for (nil when none).
//
// With only set (verifying an output), only those lines are searched: the
// others are the input's own bytes, already searched by the plan.
func (e *Engine) propagate(s *session.Session, a *analysis, only []int) *rules.KnownSecrets {
	known := e.knownFrom(a)
	if known == nil {
		return nil
	}
	n := len(s.Lines)
	if only != nil {
		n = len(only)
	}
	var added []lineAt // results of lines that had none
	for k := 0; k < n; k++ {
		i := k
		if only != nil {
			i = only[k]
		}
		if i < 0 || i >= len(s.Lines) {
			continue
		}
		if only == nil && k > 0 && k%256 == 0 {
			// a mapped input's pages go back as they are searched, as in
			// analyze (which a run's second pass does not call)
			release(s, k-256, k)
		}
		l := s.Lines[i]
		if l.Kind == session.KindBlank || !known.Contains(unsafeString(l.Raw)) {
			continue
		}
		// The opaque leaves were counted by the first analysis.
		prev := a.get(i)
		r := e.analyzeLine(s, l, known, prev, nil)
		if prev != nil && len(prev.errs) > 0 { // errors of the first pass stand
			if r == nil {
				r = &lineResult{}
			}
			r.errs = append(r.errs, prev.errs...)
		}
		if !a.set(i, r) && r != nil {
			added = append(added, lineAt{i, r})
		}
	}
	if len(added) > 0 {
		a.lines = append(a.lines, added...)
		a.sortLines()
	}
	return known
}

// knownFrom returns the secrets the detectors found in a together with
// the engine's known secrets (those of the other files of the run), to
// look for everywhere (see propagate); nil when there are none.
func (e *Engine) knownFrom(a *analysis) *rules.KnownSecrets {
	var found []rules.Match
	for _, la := range a.lines {
		r := la.r
		if r == nil {
			continue
		}
		found = append(found, r.text...)
		for _, h := range r.hits {
			found = append(found, h.matches...)
		}
	}
	return e.known.With(found)
}

// mergeKnown adds the known-secret matches that do not overlap a match the
// detectors already made, and the parts of those that do which run past
// it. A known copy often reaches further than a rule's match: a rule stops
// at the line end where a folded copy goes on with its next piece, or at a
// value's end where the copy runs on; dropping the whole copy for the
// overlap left that rest in the output, where the next pass (verify, with
// the run's secrets) finds it again and redact was no fixed point.
func mergeKnown(ms, known []rules.Match) []rules.Match {
	if len(known) == 0 {
		return ms
	}
	det := len(ms)
	added := false
	for _, k := range known {
		for _, r := range uncovered(k, ms[:det]) {
			ms = append(ms, r)
			added = true
		}
	}
	if added {
		sort.Slice(ms, func(a, b int) bool { return ms[a].Start < ms[b].Start })
	}
	return ms
}

// uncovered returns the parts of k outside every match of ms (k itself
// when nothing overlaps it). A folded copy comes as one match per piece
// (see rules.KnownSecrets), so a piece past a rule's match is kept whole
// and the break between the pieces stays.
func uncovered(k rules.Match, ms []rules.Match) []rules.Match {
	var cover []span
	for _, m := range ms {
		if k.Start < m.End && m.Start < k.End {
			cover = append(cover, span{m.Start, m.End})
		}
	}
	if len(cover) == 0 {
		return []rules.Match{k}
	}
	sort.Slice(cover, func(a, b int) bool { return cover[a].start < cover[b].start })
	var out []rules.Match
	pos := k.Start
	emit := func(start, end int) {
		if start < end {
			r := k
			r.Start, r.End = start, end
			out = append(out, r)
		}
	}
	for _, c := range cover {
		if c.start > pos {
			emit(pos, c.start)
		}
		pos = max(pos, c.end)
	}
	emit(pos, k.End)
	return out
}

// withPrinted adds to ms, sorted by start, printed, the secret a command
// printed in value (rules.Set.Printed): not a redaction token of an earlier run
// nor an allowed finding. Detector matches that cover all of it say more
// (a provider's format) and stay; those that cover only part of it (a
// random run inside a password with symbols) give way to it, or the
// rest of the password would stay in clear.
func (e *Engine) withPrinted(value string, printed, ms []rules.Match) []rules.Match {
	tokens := tokenSpans(value)
	for _, p := range printed {
		if overlapsAny(p.Start, p.End, tokens) || e.allowed(p) {
			continue
		}
		covered, kept := p.Start, ms[:0:0]
		for _, m := range ms {
			if m.End <= p.Start || m.Start >= p.End {
				kept = append(kept, m)
				continue
			}
			if m.Start <= covered {
				covered = max(covered, m.End)
			}
		}
		if covered >= p.End {
			continue // detectors cover it whole
		}
		i := sort.Search(len(kept), func(i int) bool { return kept[i].Start >= p.Start })
		kept = append(kept, rules.Match{})
		copy(kept[i+1:], kept[i:])
		kept[i] = p
		ms = kept
	}
	return ms
}

// overlapsMatch reports whether m overlaps a match of ms.
func overlapsMatch(m rules.Match, ms []rules.Match) bool {
	for _, x := range ms {
		if m.Start < x.End && x.Start < m.End {
			return true
		}
	}
	return false
}

func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
