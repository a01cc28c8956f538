package policy

import (
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/omp-redact/omp-redact/rules"
)

// defaultGitleaksIDs caches the rule ids of the embedded gitleaks set:
// building it compiles some two hundred regexes, far too slow to repeat for
// every policy load (profiles load several times in a run).
var defaultGitleaksIDs = sync.OnceValues(func() ([]string, error) {
	set, err := defaultSet()
	if err != nil {
		return nil, err
	}
	return sourceIDs(set, rules.SourceGitleaks), nil
})

// defaultSet caches the default rule set, whose built-in rules the
// loader reads (it skips the gitleaks ones, which defaultGitleaksIDs
// gives). It is the Set the engine builds for a policy that changes no
// detector, so package rules' shared detectors and keyword automaton are
// built once for both.
var defaultSet = sync.OnceValues(func() (*rules.Set, error) {
	return rules.New(rules.Config{})
})

func gitleaksIDs(config string) ([]string, error) {
	s, err := rules.New(rules.Config{GitleaksConfig: config})
	if err != nil {
		return nil, err
	}
	return sourceIDs(s, rules.SourceGitleaks), nil
}

// sourceIDs returns the ids of the rules of set that come from source.
func sourceIDs(set *rules.Set, source string) []string {
	var ids []string
	for _, r := range set.Rules() {
		if r.Source == source {
			ids = append(ids, r.ID)
		}
	}
	return ids
}

// ruleIDs returns every rule id the policy's detector configuration knows,
// mapped to whether it is active (not disabled), and the ids of the
// built-in detectors, which `disable: [builtin]` stands for. It also
// validates what only package rules can check (literal files, a gitleaks
// config, custom ids that collide with built-in ones), recording problems
// at the best position it has. ids is nil when the set cannot be built;
// the callers then skip the id checks instead of calling every id unknown.
func (l *loader) ruleIDs(p *Policy) (ids map[string]bool, builtin []string) {
	raw, cfg := p.raw, p.Detectors
	l.cur = raw
	// Built-in detectors (cached), and literal files checked: they must be
	// readable, and the literal detector adds its rule ids.
	set, err := defaultSet()
	if err != nil {
		l.errs.add(raw.pos, "", "building the built-in rule set: "+err.Error())
		return nil, nil
	}
	if len(cfg.Literals)+len(raw.literalFiles)+len(raw.dotenvFiles) > 0 {
		lit, err := rules.New(rules.Config{
			DisableGitleaks: true,
			Literals:        cfg.Literals,
			LiteralFiles:    l.regularFiles(raw.literalFiles, "literals.files"),
			DotenvFiles:     l.regularFiles(raw.dotenvFiles, "literals.dotenv"),
		})
		if err != nil {
			l.errs.add(l.configPos(raw, err), "literals", l.relPaths(raw, err.Error()))
		} else {
			set = lit
		}
	}
	var gl []string
	if cfg.GitleaksConfig != "" {
		if len(l.regularFiles(slist{raw.gitleaksConfig}, "gitleaks.config")) == 0 {
			return nil, nil
		}
		if cfg.DisableGitleaks {
			l.errs.add(raw.gitleaksConfig.Pos, "gitleaks.config", "a gitleaks config is given but gitleaks.enabled is false")
			return nil, nil
		}
		if gl, err = gitleaksIDs(cfg.GitleaksConfig); err != nil {
			l.errs.add(raw.gitleaksConfig.Pos, "gitleaks.config", l.relPaths(raw, err.Error()))
			return nil, nil
		}
	} else if gl, err = defaultGitleaksIDs(); err != nil {
		l.errs.add(raw.pos, "", "building the gitleaks rule set: "+err.Error())
		return nil, nil
	}
	ids = map[string]bool{}
	for _, id := range gl {
		ids[id] = !cfg.DisableGitleaks
	}
	for _, r := range set.Rules() {
		if r.Source == rules.SourceGitleaks {
			continue // in gl, active unless gitleaks is disabled
		}
		ids[r.ID] = true
		if r.Source == rules.SourceBuiltin {
			builtin = append(builtin, r.ID)
		}
	}
	user := map[string]bool{}
	for _, d := range raw.detectors {
		if !d.id.set() || user[d.id.V] {
			continue // missing or duplicate ids are reported by compileDetectors
		}
		user[d.id.V] = true
		if _, dup := ids[d.id.V]; dup {
			l.errs.add(d.id.Pos, d.field+".id", fmt.Sprintf("%q is already the id of a built-in or gitleaks rule; choose another id", d.id.V))
			continue
		}
		ids[d.id.V] = true
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

// maxFileSize bounds the files a policy names (bases, literal files,
// gitleaks configs): a policy pointing at a device or a huge file must fail
// fast, not hang.
const maxFileSize = 16 << 20

// regularFiles returns the files of list that exist and are regular files
// of a sane size, and records an error for each of the others.
func (l *loader) regularFiles(list slist, field string) []string {
	var out []string
	for i, s := range list {
		f := field
		if field != "gitleaks.config" {
			f = fmt.Sprintf("%s[%d]", field, i)
		}
		if err := checkFile(s.V); err != nil {
			l.errs.add(s.Pos, f, l.relPaths(l.cur, err.Error()))
			continue
		}
		out = append(out, s.V)
	}
	return out
}

// checkFile reports why path cannot be read as a policy input file.
func checkFile(path string) error {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return fmt.Errorf("cannot read: %w", unwrapPathError(err))
	case !fi.Mode().IsRegular():
		return fmt.Errorf("%s is not a regular file", path)
	case fi.Size() > maxFileSize:
		return fmt.Errorf("%s is larger than %d MiB", path, maxFileSize>>20)
	}
	return nil
}

// disableBuiltin in a disable list stands for every built-in detector.
const disableBuiltin = "builtin"

// configPos finds the literal file an error from rules.New is about, else
// the start of the document.
func (l *loader) configPos(raw *rawPolicy, err error) Pos {
	msg := err.Error()
	for _, list := range []slist{raw.literalFiles, raw.dotenvFiles} {
		for _, s := range list {
			if strings.Contains(msg, s.V) {
				return s.Pos
			}
		}
	}
	return raw.pos
}

// relPaths puts the paths back the way the policy wrote them in a message
// from package rules, which only sees resolved (absolute) paths.
func (l *loader) relPaths(raw *rawPolicy, msg string) string {
	for _, list := range []slist{raw.literalFiles, raw.dotenvFiles, {raw.gitleaksConfig}} {
		for _, s := range list {
			if s.src != "" {
				msg = strings.ReplaceAll(msg, s.V, s.src)
			}
		}
	}
	return msg
}

// inactiveMsg explains a finding condition on a disabled rule.
func inactiveMsg(id string) string {
	return fmt.Sprintf("rule %q is disabled in this policy, so this condition never matches", id)
}
