package policy

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/omp-redact/omp-redact/rules"
)

// compile validates the merged document and builds the Policy. Every
// problem is recorded in l.errs with the position of the value at fault.
func (l *loader) compile(raw *rawPolicy) *Policy {
	p := &Policy{
		raw:               raw,
		Signatures:        SignatureMode(orDefault(raw.signatures, "signatures")),
		Images:            ImageMode(orDefault(raw.images, "images")),
		Opaque:            OpaqueMode(orDefault(raw.opaque, "opaque")),
		Paths:             PathMode(orDefault(raw.paths, "paths")),
		Removal:           RemovalMode(orDefault(raw.remove, "removal")),
		ReportLevel:       orDefault(raw.reportLevel, "report.level"),
		AllowFingerprints: raw.fingerprints.values(),
	}
	cfg := &p.Detectors
	cfg.GitleaksConfig = raw.gitleaksConfig.V
	cfg.DisableGitleaks = raw.gitleaksEnabled.set() && raw.gitleaksEnabled.V == "false"
	cfg.LiteralFiles = raw.literalFiles.values()
	cfg.DotenvFiles = raw.dotenvFiles.values()
	cfg.Allow = rules.Allowlist{
		Stopwords: raw.stopwords.values(),
		Regexes:   raw.allowRegexes.values(),
		Values:    raw.allowValues.values(),
	}
	for i, s := range raw.allowRegexes {
		// Package rules compiles allow regexes with Go's regexp (RE2).
		if _, err := regexp.Compile(s.V); err != nil {
			l.errs.add(s.Pos, fmt.Sprintf("allow.regexes[%d]", i), "invalid regex: "+err.Error())
		}
	}
	l.compileDetectors(p)
	ids, builtin := l.ruleIDs(p)
	for _, s := range raw.disable {
		if s.V == disableBuiltin {
			cfg.DisableRules = append(cfg.DisableRules, builtin...)
		} else {
			cfg.DisableRules = append(cfg.DisableRules, s.V)
		}
	}
	cfg.DisableRules = append(cfg.DisableRules, raw.gitleaksDisable.values()...)
	slices.Sort(cfg.DisableRules)
	cfg.DisableRules = slices.Compact(cfg.DisableRules)
	if ids != nil {
		for _, list := range []struct {
			field string
			l     slist
		}{{"disable", raw.disable}, {"gitleaks.disable", raw.gitleaksDisable}} {
			for i, s := range list.l {
				if list.field == "disable" && s.V == disableBuiltin {
					continue
				}
				if _, known := ids[s.V]; !known {
					l.errs.add(s.Pos, fmt.Sprintf("%s[%d]", list.field, i), fmt.Sprintf("unknown rule id %q%s", s.V, suggest(s.V, ids)))
				}
			}
		}
	}
	seen := map[string]*rawRule{}
	for _, rr := range raw.rules {
		r, ok := l.compileRule(rr, ids)
		if rr.name.V != "" {
			if prev := seen[rr.name.V]; prev != nil {
				l.errs.add(rr.name.Pos, rr.field+".name", fmt.Sprintf("duplicate rule name %q (first at %s)", rr.name.V, prev.name.Pos))
			} else {
				seen[rr.name.V] = rr
			}
		}
		if ok {
			p.Rules = append(p.Rules, r)
		}
	}
	return p
}

func orDefault(s sval, field string) string {
	if s.set() {
		return s.V
	}
	return enums[field][0]
}

// maxTimeout bounds a custom detector's time per string: a session has
// hundreds of thousands of strings.
const maxTimeout = 10 * time.Second

// defaultSeverity is the severity of a custom detector that names none.
const defaultSeverity = "high"

func (l *loader) compileDetectors(p *Policy) {
	seen := map[string]*rawDetector{}
	for _, d := range p.raw.detectors {
		spec := rules.RegexSpec{ID: d.id.V, Description: d.description.V, Pattern: d.pattern.V, Keywords: d.keywords.values()}
		ok := true
		bad := func(s sval, field, msg string) {
			l.errs.add(s.Pos, d.field+"."+field, msg)
			ok = false
		}
		switch {
		case !d.id.set():
			l.errs.add(d.pos, d.field+".id", "missing")
			ok = false
		case !validID(d.id.V):
			bad(d.id, "id", fmt.Sprintf("%q is not a valid id (use letters, digits, '-', '_', '.')", d.id.V))
		case seen[d.id.V] != nil:
			bad(d.id, "id", fmt.Sprintf("duplicate detector id %q (first at %s)", d.id.V, seen[d.id.V].id.Pos))
		default:
			seen[d.id.V] = d
		}
		if !d.pattern.set() {
			l.errs.add(d.pos, d.field+".pattern", "missing")
			ok = false
		} else if d.pattern.V == "" {
			bad(d.pattern, "pattern", "empty pattern matches everywhere")
		}
		if d.secretGroup.set() {
			n, err := strconv.Atoi(d.secretGroup.V)
			if err != nil || n < 0 {
				bad(d.secretGroup, "secretGroup", "must be 0 (the whole match) or a group number")
			}
			spec.SecretGroup = n
		}
		if d.entropy.set() {
			e, err := strconv.ParseFloat(d.entropy.V, 64)
			if err != nil || e < 0 || e > 8 || math.IsNaN(e) {
				bad(d.entropy, "entropy", "must be a Shannon entropy between 0 and 8 bits per character")
			}
			spec.Entropy = e
		}
		if d.timeout.set() {
			t, err := time.ParseDuration(d.timeout.V)
			switch {
			case err != nil || t <= 0:
				bad(d.timeout, "timeout", fmt.Sprintf("%q is not a positive duration like 100ms", d.timeout.V))
			case t > maxTimeout:
				bad(d.timeout, "timeout", fmt.Sprintf("%v is longer than the limit of %v per string", t, maxTimeout))
			}
			spec.Timeout = t
		}
		sev := d.severity
		if !sev.set() {
			sev.V = defaultSeverity
		}
		s, err := rules.ParseSeverity(sev.V)
		if err != nil {
			bad(d.severity, "severity", fmt.Sprintf("unknown severity %q (want one of %s)", sev.V, severityNames))
		}
		spec.Severity = s
		if !ok {
			continue
		}
		re, err := rules.NewRegex(spec)
		if err != nil {
			bad(d.pattern, "pattern", err.Error())
			continue
		}
		p.Detectors.Regexes = append(p.Detectors.Regexes, spec)
		set := sampleSet{detector: d, re: re}
		p.samples = append(p.samples, set)
		if !l.opts.SkipSamples {
			for _, f := range set.run() {
				l.errs.add(f.Pos, f.Field, f.Msg)
			}
		}
	}
}

const severityNames = "info, low, medium, high, critical"

var idRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*$`)

func validID(s string) bool { return idRE.MatchString(s) }

// suggest names the closest known id when there is an obvious one.
func suggest(id string, ids map[string]bool) string {
	best, bestD := "", 4
	for k := range ids {
		if d := distance(id, k); d < bestD || (d == bestD && k < best) {
			best, bestD = k, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// distance is the Levenshtein distance, capped for speed on long ids.
func distance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 10
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

var severityRE = regexp.MustCompile(`^severity\s*(>=|<=|==|=|>|<)\s*([A-Za-z]+)$`)

func (l *loader) compileRule(rr *rawRule, ids map[string]bool) (Rule, bool) {
	ok := true
	bad := func(s sval, field, msg string) {
		l.errs.add(s.Pos, rr.field+"."+field, msg)
		ok = false
	}
	r := Rule{Name: rr.name.V, Pos: rr.pos, Action: Action(rr.action.V), With: With{Placeholder: rr.placeholder.V, Reason: rr.reason.V}}
	if !rr.name.set() {
		l.errs.add(rr.pos, rr.field+".name", "missing")
		ok = false
	} else if rr.name.V == "" {
		bad(rr.name, "name", "must not be empty")
	}
	switch {
	case !rr.action.set():
		l.errs.add(rr.pos, rr.field+".action", "missing")
		ok = false
	case !r.Action.Valid():
		names := make([]string, len(actions))
		for i, a := range actions {
			names[i] = string(a)
		}
		bad(rr.action, "action", fmt.Sprintf("unknown action %q (want one of %s)", rr.action.V, strings.Join(names, ", ")))
	}
	if rr.placeholder.set() && r.Action != Blank && r.Action.Valid() {
		bad(rr.placeholder, "with.placeholder", fmt.Sprintf("only action blank uses a placeholder, not %s", r.Action))
	}
	if r.Action == Blank && r.With.Placeholder == "" {
		r.With.Placeholder = DefaultPlaceholder
	}

	w := &rr.when
	s := &r.When
	f := rr.field + ".when."
	s.Entry, s.Role, s.Block = w.entry.values(), w.role.values(), w.block.values()
	s.Provider, s.API = w.provider.values(), w.api.values()
	s.Tool, s.CustomType, s.Path = w.tool.values(), w.customType.values(), w.path.values()
	globs := func(l2 slist, field string, kind globKind) []*glob {
		var out []*glob
		for i, v := range l2 {
			g, err := compileGlob(v.V, kind)
			if err != nil {
				l.errs.add(v.Pos, fmt.Sprintf("%s%s[%d]", f, field, i), fmt.Sprintf("glob %q: %v", v.V, err))
				ok = false
				continue
			}
			out = append(out, g)
		}
		return out
	}
	s.tool = globs(w.tool, "tool", nameGlob)
	s.customType = globs(w.customType, "customType", nameGlob)
	s.path = globs(w.path, "path", pathGlob)
	for _, a := range w.args {
		if s.Args == nil {
			s.Args = map[string][]string{}
		}
		s.Args[a.name.V] = a.globs.values()
		if len(a.globs) == 0 {
			bad(a.name, "when.args."+a.name.V, "no glob given; this argument condition can never match")
			continue
		}
		s.args = append(s.args, argCond{name: a.name.V, globs: globs(a.globs, "args."+a.name.V, fileGlob)})
	}
	sort.Slice(s.args, func(i, j int) bool { return s.args[i].name < s.args[j].name })
	for _, e := range []struct {
		l    slist
		name string
	}{{w.entry, "entry"}, {w.role, "role"}, {w.block, "block"}, {w.provider, "provider"}, {w.api, "api"}} {
		for i, v := range e.l {
			if v.V == "" {
				bad(v, fmt.Sprintf("when.%s[%d]", e.name, i), "empty value can never match")
			}
		}
	}
	// Selectors that contradict each other can never match: roles exist
	// only on message entries, customType only on custom entries.
	if len(w.entry) > 0 {
		if len(w.role) > 0 && !anyEqual(s.Entry, "message") {
			bad(w.role[0], "when.role", "can never match: roles exist only on message entries, and entry does not include message")
		}
		if len(w.customType) > 0 && !anyEqual(s.Entry, "custom") && !anyEqual(s.Entry, "custom_message") {
			bad(w.customType[0], "when.customType", "can never match: customType exists only on custom and custom_message entries, and entry includes neither")
		}
	}
	if w.finding.set() {
		l.compileFinding(rr, &s.Finding, ids, &ok)
	}
	return r, ok
}

func (l *loader) compileFinding(rr *rawRule, c *FindingCond, ids map[string]bool, ok *bool) {
	w := rr.when.finding
	field := rr.field + ".when.finding"
	var idList slist
	if w.isList {
		idList = w.ids
		if len(idList) == 0 {
			l.errs.add(w.pos, field, "empty list of rule ids can never match")
			*ok = false
			return
		}
	} else {
		v := w.scalar
		switch {
		case v.V == "any":
			c.Kind = FindingAny
			return
		case v.V == "none":
			c.Kind = FindingNone
			return
		case strings.HasPrefix(v.V, "severity"):
			m := severityRE.FindStringSubmatch(v.V)
			if m == nil {
				l.errs.add(v.Pos, field, fmt.Sprintf("%q is not a severity condition like `severity >= high`", v.V))
				*ok = false
				return
			}
			sev, err := rules.ParseSeverity(m[2])
			if err != nil {
				l.errs.add(v.Pos, field, fmt.Sprintf("unknown severity %q (want one of %s)", m[2], severityNames))
				*ok = false
				return
			}
			op := m[1]
			if op == "==" {
				op = "="
			}
			c.Kind, c.Op, c.Severity = FindingSeverity, op, sev
			return
		default:
			idList = slist{v}
		}
	}
	c.Kind = FindingIDs
	c.IDs = idList.values()
	if ids == nil {
		return
	}
	for i, v := range idList {
		f := field
		if w.isList {
			f = fmt.Sprintf("%s[%d]", field, i)
		}
		active, known := ids[v.V]
		switch {
		case !known:
			l.errs.add(v.Pos, f, fmt.Sprintf("unknown rule id %q%s", v.V, suggest(v.V, ids)))
			*ok = false
		case !active:
			l.errs.add(v.Pos, f, inactiveMsg(v.V))
			*ok = false
		}
	}
}
