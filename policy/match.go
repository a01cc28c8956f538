package policy

import (
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/rules"
)

// Match returns the first rule whose When matches t. It is called for every
// scannable leaf of a session, so it allocates nothing: globs are compiled
// at load and the selector is checked field by field, cheapest first.
func (p *Policy) Match(t *Target) (r *Rule, ok bool) {
	for i := range p.Rules {
		if p.Rules[i].When.mismatch(t) == "" {
			return &p.Rules[i], true
		}
	}
	return nil, false
}

// Decision is the verdict of one rule on one target, as Explain reports it.
type Decision struct {
	Rule    string // rule name
	Index   int    // index in Policy.Rules
	Pos     Pos
	Action  Action
	Matched bool
	Field   string // first selector field that did not match ("" when matched)
	Reason  string // why it did not match; never contains a leaf value or argument value
}

// Explain evaluates every rule in order on t and says, for each one,
// whether it matched or which selector field failed first and why. The
// first Decision with Matched set is the one Match returns; later rules are
// evaluated too so a user sees what a reordering would change.
func (p *Policy) Explain(t *Target) []Decision {
	out := make([]Decision, len(p.Rules))
	for i := range p.Rules {
		r := &p.Rules[i]
		d := Decision{Rule: r.Name, Index: i, Pos: r.Pos, Action: r.Action}
		if f := r.When.mismatch(t); f == "" {
			d.Matched = true
		} else {
			d.Field = f
			d.Reason = r.When.why(f, t)
		}
		out[i] = d
	}
	return out
}

// mismatch returns the name of the first selector field that does not
// match t, or "" when all do. Cheap comparisons come first, globs last.
func (s *Selector) mismatch(t *Target) string {
	switch {
	case len(s.Entry) > 0 && !anyEqual(s.Entry, t.EntryType):
		return "entry"
	case len(s.Role) > 0 && !anyEqual(s.Role, t.Role):
		return "role"
	case len(s.Block) > 0 && !anyEqual(s.Block, t.BlockType):
		return "block"
	case len(s.Provider) > 0 && !anyEqual(s.Provider, t.Provider):
		return "provider"
	case len(s.API) > 0 && !anyEqual(s.API, t.API):
		return "api"
	case s.Finding.Kind != FindingUnset && !s.Finding.match(t.Findings):
		return "finding"
	case len(s.tool) > 0 && (t.ToolName == "" || !anyGlob(s.tool, t.ToolName)):
		return "tool"
	case len(s.customType) > 0 && (t.CustomType == "" || !anyGlob(s.customType, t.CustomType)):
		return "customType"
	case len(s.path) > 0 && !anyGlob(s.path, t.Path):
		return "path"
	case len(s.args) > 0 && s.argsMismatch(t) != "":
		return "args"
	}
	return ""
}

// argsMismatch returns the first argument whose condition fails.
func (s *Selector) argsMismatch(t *Target) string {
	for i := range s.args {
		a := &s.args[i]
		v, ok := t.Args[a.name]
		if !ok || !anyGlob(a.globs, v) {
			return a.name
		}
	}
	return ""
}

func anyEqual(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func anyGlob(globs []*glob, v string) bool {
	for _, g := range globs {
		if g.match(v) {
			return true
		}
	}
	return false
}

func (c *FindingCond) match(ms []rules.Match) bool {
	switch c.Kind {
	case FindingAny:
		return len(ms) > 0
	case FindingNone:
		return len(ms) == 0
	case FindingIDs:
		for i := range ms {
			if anyEqual(c.IDs, ms[i].RuleID) {
				return true
			}
		}
	case FindingSeverity:
		for i := range ms {
			if compareSeverity(ms[i].Severity, c.Op, c.Severity) {
				return true
			}
		}
	}
	return false
}

func compareSeverity(a rules.Severity, op string, b rules.Severity) bool {
	switch op {
	case ">=":
		return a >= b
	case ">":
		return a > b
	case "=":
		return a == b
	case "<=":
		return a <= b
	case "<":
		return a < b
	}
	return false
}

// why explains a failed field. Names, types, paths and rule ids are
// structural and may be shown; argument values may hold secrets and are
// never shown.
func (s *Selector) why(field string, t *Target) string {
	q := func(v string) string {
		if v == "" {
			return "none"
		}
		return fmt.Sprintf("%q", v)
	}
	switch field {
	case "entry":
		return fmt.Sprintf("entry type %s is not one of %v", q(t.EntryType), s.Entry)
	case "role":
		return fmt.Sprintf("role %s is not one of %v", q(t.Role), s.Role)
	case "block":
		return fmt.Sprintf("block type %s is not one of %v", q(t.BlockType), s.Block)
	case "provider":
		return fmt.Sprintf("provider %s is not one of %v", q(t.Provider), s.Provider)
	case "api":
		return fmt.Sprintf("api %s is not one of %v", q(t.API), s.API)
	case "tool":
		return fmt.Sprintf("tool name %s matches none of %v", q(t.ToolName), s.Tool)
	case "customType":
		return fmt.Sprintf("customType %s matches none of %v", q(t.CustomType), s.CustomType)
	case "path":
		return fmt.Sprintf("path %s matches none of %v", q(t.Path), s.Path)
	case "args":
		name := s.argsMismatch(t)
		if _, ok := t.Args[name]; !ok {
			return fmt.Sprintf("the call has no string argument %q", name)
		}
		return fmt.Sprintf("argument %q (value not shown) matches none of %v", name, s.Args[name])
	case "finding":
		ids := make([]string, len(t.Findings))
		for i, m := range t.Findings {
			ids[i] = m.RuleID + "(" + m.Severity.String() + ")"
		}
		var want string
		switch s.Finding.Kind {
		case FindingIDs:
			want = "a finding of " + strings.Join(s.Finding.IDs, ", ")
		case FindingSeverity:
			want = "a finding with severity " + s.Finding.Op + " " + s.Finding.Severity.String()
		default:
			want = "finding: " + string(s.Finding.Kind)
		}
		return fmt.Sprintf("wants %s; the leaf has findings [%s]", want, strings.Join(ids, " "))
	}
	return ""
}

// String renders the decision on one line, e.g.
// `policy.yaml:12:5: rules[2] env (remove-pair): no: args: …`.
func (d Decision) String() string {
	verdict := "matched"
	if !d.Matched {
		verdict = "no: " + d.Field + ": " + d.Reason
	}
	return fmt.Sprintf("%s: rules[%d] %s (%s): %s", d.Pos, d.Index, d.Rule, d.Action, verdict)
}
