package rules

import "strings"

// tfstateSensitive finds the values Terraform's state file marks
// sensitive. Each resource instance lists, under "sensitive_attributes",
// the paths of its sensitive attributes ([{"type": "get_attr", "value":
// "result"}]); their values in the same instance's "attributes" are
// secrets whatever the resource: random_password's result and
// bcrypt_hash, a database's password, tls_private_key's private_key_pem.
// An agent reads state with `cat terraform.tfstate` or `terraform state
// pull`, and most of those names say nothing (result, value, content).
type tfstateSensitive struct{ rule Rule }

func newTFStateSensitive() *tfstateSensitive {
	return &tfstateSensitive{rule: Rule{ID: "terraform-state-sensitive", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{`"sensitive_attributes"`},
		Description: "String value of a Terraform state attribute that its instance's sensitive_attributes lists (random_password's result, a password, a private key)."}}
}

func (d *tfstateSensitive) info() *Rule { return &d.rule }

// Bounds of a state instance read around its sensitive_attributes: the
// attributes before it, the list after it.
const (
	maxTFAttributes = 64 << 10
	maxTFSensitive  = 16 << 10
)

func (d *tfstateSensitive) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(text, `"sensitive_attributes"`)
	}
	for _, h := range hits {
		names := tfSensitiveNames(text, h+len(`"sensitive_attributes"`))
		if len(names) == 0 {
			continue
		}
		lo := max(0, h-maxTFAttributes)
		k := strings.LastIndex(text[lo:h], `"attributes"`)
		if k < 0 {
			continue
		}
		obj := text[lo+k : h]
		found := map[int]bool{}
		for _, n := range names {
			s, e, ok := jsonStringWhere(obj, n, func(v string) bool { return len(v) >= 4 && !isPlaceholder(v) })
			if !ok || found[s] {
				continue
			}
			found[s] = true
			s, e = lo+k+s, lo+k+e
			out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: text[s:e]})
		}
	}
	return out, nil
}

// tfSensitiveNames reads the list after "sensitive_attributes" at i: the
// string "value" members of its paths, the attribute names.
func tfSensitiveNames(text string, i int) []string {
	i = skipBlanks(text, i)
	if i >= len(text) || text[i] != ':' {
		return nil
	}
	i = skipBlanks(text, i+1)
	if i >= len(text) || text[i] != '[' {
		return nil
	}
	// the list's end: brackets counted outside strings
	end, depth := -1, 0
	for j := i; j < len(text) && j-i < maxTFSensitive; j++ {
		switch text[j] {
		case '"':
			if q := quoteClose(text, j, maxTFSensitive); q > 0 {
				j = q
			}
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				end = j
			}
		}
		if end >= 0 {
			break
		}
	}
	if end < 0 {
		return nil
	}
	list := text[i:end]
	var names []string
	for at := 0; ; {
		s, e, ok := jsonStringWhere(list[at:], "value", func(v string) bool { return v != "" })
		if !ok {
			return names
		}
		names = append(names, list[at+s:at+e])
		at += e
	}
}
