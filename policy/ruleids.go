package policy

import (
	"fmt"
	"strings"
	"sync"

	"github.com/omp-redact/omp-redact/rules"
)

// defaultGitleaksIDs caches the rule ids of the embedded gitleaks set:
// building it compiles some two hundred regexes, far too slow to repeat for
// every policy load (profiles load several times in a run).
var defaultGitleaksIDs = sync.OnceValues(func() ([]string, error) {
	s, err := rules.New(rules.Config{})
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, r := range s.Rules() {
		if r.Source == rules.SourceGitleaks {
			ids = append(ids, r.ID)
		}
	}
	return ids, nil
})

// ruleIDs returns every rule id the policy's detector configuration knows,
// mapped to whether it is active (not disabled). It also validates the
// parts of the configuration only package rules can check (literal files,
// gitleaks config, allowlist), recording problems at the best position it
// has. It returns nil when the set cannot be built; the callers then skip
// the id checks instead of reporting every id as unknown.
//
// builtin lists the ids of the built-in detectors, which `disable: [builtin]`
// stands for.
func (l *loader) ruleIDs(p *Policy) (ids map[string]bool, builtin []string) {
	raw, cfg := p.raw, p.Detectors
	local := cfg
	local.DisableGitleaks = true
	local.DisableRules = nil
	local.GitleaksConfig = ""
	set, err := rules.New(local)
	if err != nil {
		l.errs.add(l.configPos(raw, err), "", "detectors: "+err.Error())
		return nil, nil
	}
	ids = map[string]bool{}
	for _, r := range set.Rules() {
		ids[r.ID] = true
		if r.Source == rules.SourceBuiltin {
			builtin = append(builtin, r.ID)
		}
	}
	var gl []string
	if cfg.GitleaksConfig != "" {
		s, err := rules.New(rules.Config{GitleaksConfig: cfg.GitleaksConfig})
		if err != nil {
			l.errs.add(raw.gitleaksConfig.Pos, "gitleaks.config", err.Error())
			return nil, nil
		}
		for _, r := range s.Rules() {
			if r.Source == rules.SourceGitleaks {
				gl = append(gl, r.ID)
			}
		}
	} else if gl, err = defaultGitleaksIDs(); err != nil {
		l.errs.add(raw.pos, "", "building the gitleaks rule set: "+err.Error())
		return nil, nil
	}
	for _, id := range gl {
		ids[id] = !cfg.DisableGitleaks
	}
	for _, s := range append(append(slist{}, raw.disable...), raw.gitleaksDisable...) {
		if s.V == disableBuiltin {
			for _, id := range builtin {
				ids[id] = false
			}
		} else if _, ok := ids[s.V]; ok {
			ids[s.V] = false
		}
	}
	return ids, builtin
}

// disableBuiltin in a disable list stands for every built-in detector.
const disableBuiltin = "builtin"


// configPos finds the value an error from rules.New is about: a literal
// file or allow regex it names, else the start of the document.
func (l *loader) configPos(raw *rawPolicy, err error) Pos {
	msg := err.Error()
	for _, list := range []slist{raw.literalFiles, raw.dotenvFiles, raw.allowRegexes} {
		for _, s := range list {
			if strings.Contains(msg, s.V) {
				return s.Pos
			}
		}
	}
	return raw.pos
}

// checkActive reports a finding condition on a rule that cannot fire.
func inactiveMsg(id string) string {
	return fmt.Sprintf("rule %q is disabled in this policy, so this condition never matches", id)
}
