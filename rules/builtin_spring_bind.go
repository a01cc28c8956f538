package rules

import "strings"

// springBindID is the rule of values Spring Boot prints when it cannot
// bind a property.
const springBindID = "spring-bind-failure-value"

// springBind finds the value in Spring Boot's failure analysis of a
// property it could not bind ("APPLICATION FAILED TO START … Property:
// payments.adyen.api-key / Value: "v" / Origin: … / Reason: …"): the
// property's name is on the line above its value, so no rule that reads
// a name and the value after it sees them. The name must say secret
// (contextKey) and the value look like one (contextValue).
type springBind struct{ rule Rule }

func newSpringBind() *springBind {
	return &springBind{rule: Rule{ID: springBindID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"property: "},
		Description: "Value of a secret-named property in Spring Boot's bind failure report (Property: x.api-key, then Value: \"v\" on the next line)."}}
}

func (r *springBind) info() *Rule { return &r.rule }

func (r *springBind) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		if text[h] != 'P' || !lineStartBlanks(text, h) {
			continue
		}
		le := lineEnd(text, h)
		name := strings.TrimSpace(text[h+len("Property: ") : le])
		if le >= len(text) || name == "" || strings.ContainsAny(name, " \t") || !contextKey(name) {
			continue
		}
		ls := le + 1
		vl := lineEnd(text, ls)
		line := text[ls:vl]
		t := strings.TrimLeft(line, " \t")
		if !strings.HasPrefix(t, "Value: ") {
			continue
		}
		vs := ls + len(line) - len(t) + len("Value: ")
		ve := len(strings.TrimRight(text[:vl], " \t\r"))
		if ve-vs >= 2 && text[vs] == '"' && text[ve-1] == '"' {
			vs, ve = vs+1, ve-1
		}
		if ve <= vs {
			continue
		}
		if v := text[vs:ve]; contextValue(v) {
			out = append(out, Match{RuleID: springBindID, Start: vs, End: ve, Secret: v})
		}
	}
	return out, nil
}
