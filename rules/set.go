package rules

import (
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// Config selects and configures the detectors of a [Set].
type Config struct {
	// GitleaksConfig is an optional gitleaks TOML file: a full config, or
	// one with [extend] useDefault = true (or path = …) adding rules.
	GitleaksConfig string
	// DisableRules lists gitleaks or built-in rule ids to disable; an
	// unknown id is an error.
	DisableRules []string
	// DisableGitleaks drops every gitleaks rule (profile "none").
	DisableGitleaks bool
	Regexes         []RegexSpec
	Literals        []string // exact secrets
	LiteralFiles    []string // one secret per line
	DotenvFiles     []string // every value of at least 8 characters
	Allow           Allowlist
}

// Allowlist suppresses matches whose secret contains a stopword, matches
// one of the regular expressions or equals one of the values.
type Allowlist struct {
	Stopwords []string
	Regexes   []string
	Values    []string
}

// maxDepth bounds nested decoding (JSON in JSON, base64 in JSON, …).
const maxDepth = 4

// Set is a compiled set of detectors. It is immutable and safe for
// concurrent use.
type Set struct {
	dets    []detector
	byID    map[string]int
	kw      *keywordPrefilter
	kwDets  [][]int    // keyword index → detectors
	kwGate  []viewGate // keyword index → the views it opens (see viewGate)
	always  []int      // detectors without keywords
	scripts []int      // scriptDetectors: also run on text that is not all ASCII
	// markupDets are the detectors of markupRules that the set has, run
	// again on a view of markup without its tags (see markup)
	markupDets []int

	// fixedLen holds, by rule id, the one length of the secrets of a
	// fixed format (see fixedSecretLen)
	fixedLen map[string]int

	stop   []string
	allowR []*regexp.Regexp
	allowV map[string]bool

	pool sync.Pool // *scratch

	memo *cleanMemo // short strings found clean before

	// trace, set only by tests, sees every string scan is given: the
	// string itself and each decoded layer (nested JSON leaves, base64,
	// hex, percent, unescaped), which the gitleaks parity test also
	// gives to gitleaks.
	trace func(text string)
}

// scratch holds per-call buffers, reused through the Set's pool.
type scratch struct {
	hits [][]int
	hit  []int // detectors hit, in hit order
}

// New compiles every detector once. Errors name the offending rule.
func New(cfg Config) (*Set, error) {
	// The built-in detectors compile on another core while gitleaks'
	// config is translated: both are needed before the first byte is read.
	var builtins []detector
	var wg sync.WaitGroup
	wg.Go(func() { builtins = sharedBuiltins() })
	var dets []detector
	if !cfg.DisableGitleaks {
		g, err := loadGitleaks(cfg.GitleaksConfig)
		if err != nil {
			wg.Wait()
			return nil, err
		}
		dets = append(dets, g...)
	} else if cfg.GitleaksConfig != "" {
		wg.Wait()
		return nil, errors.New("a gitleaks config was given but gitleaks rules are disabled")
	}
	wg.Wait()
	dets = append(dets, builtins...)
	for _, spec := range cfg.Regexes {
		re, err := NewRegex(spec)
		if err != nil {
			return nil, err
		}
		dets = append(dets, re)
	}
	lit, err := newLiteralDetector(cfg.Literals, cfg.LiteralFiles, cfg.DotenvFiles)
	if err != nil {
		return nil, err
	}
	if lit != nil {
		dets = append(dets, lit)
	}

	s := &Set{byID: map[string]int{}, memo: newCleanMemo()}
	disabled := map[string]bool{}
	for _, id := range cfg.DisableRules {
		disabled[id] = true
	}
	for _, d := range dets {
		id := d.info().ID
		if _, dup := s.byID[id]; dup {
			return nil, fmt.Errorf("rule %q: defined twice", id)
		}
		s.byID[id] = -1
		if disabled[id] {
			delete(disabled, id)
			continue
		}
		s.byID[id] = len(s.dets)
		s.dets = append(s.dets, d)
	}
	for id := range s.byID {
		if s.byID[id] < 0 {
			delete(s.byID, id)
		}
	}
	if len(disabled) > 0 {
		ids := make([]string, 0, len(disabled))
		for id := range disabled {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		return nil, fmt.Errorf("disable: unknown rule %s", strings.Join(ids, ", "))
	}

	for _, id := range markupRules {
		if i, ok := s.byID[id]; ok {
			s.markupDets = append(s.markupDets, i)
		}
	}
	s.fixedLen = map[string]int{}
	for _, d := range s.dets {
		if n := fixedSecretLen(d); n > 0 {
			s.fixedLen[d.info().ID] = n
		}
	}
	kwIndex := map[string]int{}
	var patterns []string
	addKeyword := func(k string, det int) {
		p, ok := kwIndex[k]
		if !ok {
			p = len(patterns)
			kwIndex[k] = p
			patterns = append(patterns, k)
			s.kwDets = append(s.kwDets, nil)
		}
		if n := len(s.kwDets[p]); n == 0 || s.kwDets[p][n-1] != det {
			s.kwDets[p] = append(s.kwDets[p], det)
		}
	}
	for i, d := range s.dets {
		if _, ok := d.(scriptDetector); ok {
			s.scripts = append(s.scripts, i)
		}
		kws := d.info().Keywords
		if len(kws) == 0 {
			s.always = append(s.always, i)
			continue
		}
		for _, kw := range kws {
			addKeyword(kw, i)
		}
	}
	for _, g := range viewGateLiterals {
		if _, ok := kwIndex[g.lit]; !ok {
			kwIndex[g.lit] = len(patterns)
			patterns = append(patterns, g.lit)
			s.kwDets = append(s.kwDets, nil)
		}
	}
	s.kwGate = make([]viewGate, len(patterns))
	for _, g := range viewGateLiterals {
		s.kwGate[kwIndex[g.lit]] |= g.gate
	}
	s.kw = sharedKeywordPrefilter(patterns)

	s.stop = make([]string, len(cfg.Allow.Stopwords))
	for i, w := range cfg.Allow.Stopwords {
		s.stop[i] = strings.ToLower(w)
	}
	for _, p := range cfg.Allow.Regexes {
		re, err := regexp.Compile(p)
		if err != nil {
			return nil, fmt.Errorf("allowlist regex %q: %w", p, err)
		}
		s.allowR = append(s.allowR, re)
	}
	s.allowV = map[string]bool{}
	for _, v := range cfg.Allow.Values {
		s.allowV[v] = true
	}
	n := len(s.dets)
	s.pool.New = func() any { return &scratch{hits: make([][]int, n)} }
	return s, nil
}

// Rules returns every active rule, sorted by id.
func (s *Set) Rules() []Rule {
	out := make([]Rule, 0, len(s.dets))
	for _, d := range s.dets {
		out = append(out, *d.info())
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Rule returns the active rule with the given id.
func (s *Set) Rule(id string) (Rule, bool) {
	i, ok := s.byID[id]
	if !ok {
		return Rule{}, false
	}
	return *s.dets[i].info(), true
}

// Detect returns the secrets in text, a decoded JSON string value, sorted
// by (Start, RuleID) with overlaps resolved (see [Match] and the package
// documentation). A non-nil error (such as a *TimeoutError) means text
// could not be fully scanned and must be treated as unsafe; the matches
// found so far are still returned. Detect is safe for concurrent use.
func (s *Set) Detect(text string) ([]Match, error) {
	return s.DetectNamed(text, "")
}

// remembered reports whether text, named name, was found clean before
// (see cleanMemo); remember records a result for the next time.
func (s *Set) remembered(name, text string) bool {
	return s.memo != nil && s.trace == nil && s.memo.clean(name, text)
}

func (s *Set) remember(name, text string, ms []Match, err error) {
	if len(ms) == 0 && err == nil && s.memo != nil {
		s.memo.add(name, text)
	}
}

// scan appends the matches in text, including those found by decoding
// nested JSON, base64, hex, percent-encoding and folded lines.
func (s *Set) scan(text string, depth int, out []Match) ([]Match, error) {
	if len(text) == 0 {
		return out, nil
	}
	if s.trace != nil {
		s.trace(text)
	}
	out, gates, err := s.direct(text, out)
	var merr error
	out, merr = s.markup(text, out)
	err = errors.Join(err, merr)
	if depth >= maxDepth {
		return out, err
	}
	var derr error
	out, derr = s.nested(text, depth, gates, out)
	err = errors.Join(err, derr)
	out, derr = s.unescaped(text, depth, out)
	err = errors.Join(err, derr)
	out, derr = s.ansi(text, depth, out)
	err = errors.Join(err, derr)
	out, derr = s.entities(text, depth, out)
	err = errors.Join(err, derr)
	for _, v := range gatedViews() {
		if gates&v.gate != 0 {
			out, derr = v.view(s, text, out)
			err = errors.Join(err, derr)
		}
	}
	out, derr = s.pastedMarks(text, out)
	err = errors.Join(err, derr)
	out, derr = s.encoded(text, depth, out)
	err = errors.Join(err, derr)
	out, derr = s.folded(text, depth, out)
	return out, errors.Join(err, derr)
}

// findSafe runs d.find and turns a panic of it into an error: a bug in
// one rule must not end the run, and the string it failed on must not
// pass as scanned (Detect's error makes the caller treat it as unsafe).
// The error names the rule and the runtime error, never the text.
func findSafe(d detector, text string, hits []int, out []Match) (res []Match, err error) {
	n := len(out)
	defer func() {
		if r := recover(); r != nil {
			why := "unexpected panic"
			if re, ok := r.(runtime.Error); ok {
				why = re.Error()
			}
			res, err = out[:n], fmt.Errorf("rule %s failed: %s", d.info().ID, why)
		}
	}()
	return d.find(text, hits, out)
}

// noHits is the hits of a detector run without a keyword hit (see
// scriptDetector); find must not append to it.
var noHits = []int{}

// direct runs the detectors whose keywords occur in text, and those
// without keywords, on text itself. It returns the views whose literals
// the keyword automaton saw in text (see viewGate).
func (s *Set) direct(text string, out []Match) ([]Match, viewGate, error) {
	sc := s.pool.Get().(*scratch)
	defer s.pool.Put(sc)
	sc.hit = sc.hit[:0]
	ascii := asciiPrefix(text) // the prefilter, the view and the scriptDetectors need it
	var gates viewGate
	s.kw.findFrom(text, ascii, func(pos int, keyword int32) {
		gates |= s.kwGate[keyword]
		for _, d := range s.kwDets[keyword] {
			if len(sc.hits[d]) == 0 {
				sc.hit = append(sc.hit, d)
			}
			sc.hits[d] = append(sc.hits[d], pos)
		}
	})
	var errs []error
	view := diffView(text, breakViewFrom(text, ascii)) // offsets as in text; see breakView and diffView
	run := func(d int, hits []int) {
		before := len(out)
		var err error
		info := s.dets[d].info()
		if src := info.Source; view != text && (src == SourceGitleaks || src == SourceBuiltin) {
			out, err = findSafe(s.dets[d], view, hits, out)
			viewed(text, view, out[before:])
		} else {
			out, err = findSafe(s.dets[d], text, hits, out)
		}
		if err != nil {
			errs = append(errs, err)
		}
		if len(out) == before {
			return // most runs find nothing: no pass over the matches
		}
		for i := before; i < len(out); i++ {
			out[i].Severity = info.Severity
			if info.Source == SourceGitleaks {
				out[i].End = trimEscapeTail(text, out[i].Start, out[i].End)
				out[i].Secret = text[out[i].Start:out[i].End]
			}
		}
		out = append(out[:before], dropBenign(text, out[before:])...)
	}
	if len(s.scripts) > 0 && ascii < len(text) {
		for _, d := range s.scripts {
			if len(sc.hits[d]) == 0 {
				sc.hit = append(sc.hit, d) // run with no hits: it finds its other scripts' words
			}
		}
	}
	sort.Ints(sc.hit) // deterministic order of detectors
	for _, d := range sc.hit {
		hits := sc.hits[d]
		if hits == nil {
			hits = noHits // a scriptDetector without ASCII hits: not "no prefilter"
		}
		sort.Ints(hits)
		run(d, hits)
		sc.hits[d] = hits[:0]
	}
	for _, d := range s.always {
		run(d, nil)
	}
	return out, gates, errors.Join(errs...)
}

func (s *Set) filterAllowed(ms []Match) []Match {
	if len(s.stop) == 0 && len(s.allowR) == 0 && len(s.allowV) == 0 {
		return ms
	}
	out := ms[:0]
outer:
	for _, m := range ms {
		if s.allowV[m.Secret] {
			continue
		}
		low := strings.ToLower(m.Secret)
		for _, w := range s.stop {
			if strings.Contains(low, w) {
				continue outer
			}
		}
		for _, re := range s.allowR {
			if re.MatchString(m.Secret) {
				continue outer
			}
		}
		out = append(out, m)
	}
	return out
}
