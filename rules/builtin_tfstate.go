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
	floor := 0 // no instance object opens before it holding a later hit
	for _, h := range hits {
		names := tfSensitiveNames(text, h+len(`"sensitive_attributes"`))
		if len(names) == 0 {
			continue
		}
		// the instance's object, and its "attributes" member in it
		open, close := jsonObjectAroundFrom(text, h, maxTFAttributes, floor)
		if open < 0 {
			floor = h // a line of such lists outside any object reads back once
			continue
		}
		attrs := jsonMemberObject(text, open, close, "attributes")
		if attrs < 0 {
			continue
		}
		found := map[int]bool{}
		for _, n := range names {
			s, e, ok := jsonTopString(text, attrs, n)
			if !ok || found[s] || e-s < 4 || isPlaceholder(text[s:e]) {
				continue
			}
			found[s] = true
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

// jsonMembers calls fn with each member of the JSON object opening at
// text[open] (a '{'): its name's span and the offset of its value; nested
// objects and arrays are passed over. It stops when fn returns false, at
// the object's end, or at anything it cannot read.
func jsonMembers(text string, open int, fn func(ns, ne, v int) bool) {
	i := open + 1
	for n := 0; n < 4096; n++ {
		i = skipJSONBlanks(text, i)
		if i >= len(text) || text[i] != '"' {
			return
		}
		ne := quoteClose(text, i, maxTFAttributes)
		if ne < 0 {
			return
		}
		v := skipJSONBlanks(text, ne+1)
		if v >= len(text) || text[v] != ':' {
			return
		}
		v = skipJSONBlanks(text, v+1)
		if !fn(i+1, ne, v) {
			return
		}
		// past the value: a string, a nested object or array, a literal
		end := jsonValueEnd(text, v)
		if end < 0 {
			return
		}
		i = skipJSONBlanks(text, end)
		if i >= len(text) || text[i] != ',' {
			return
		}
		i++
	}
}

// jsonValueEnd returns the offset just past the JSON value at text[v], or
// -1.
func jsonValueEnd(text string, v int) int {
	if v >= len(text) {
		return -1
	}
	switch text[v] {
	case '"':
		q := quoteClose(text, v, maxTFAttributes)
		if q < 0 {
			return -1
		}
		return q + 1
	case '{', '[':
		depth := 0
		for j := v; j < len(text) && j-v < maxTFAttributes; j++ {
			switch text[j] {
			case '"':
				q := quoteClose(text, j, maxTFAttributes)
				if q < 0 {
					return -1
				}
				j = q
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
		return -1
	}
	j := v
	for j < len(text) && strings.IndexByte(",}] \t\r\n", text[j]) < 0 {
		j++
	}
	return j
}

func skipJSONBlanks(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n') {
		i++
	}
	return i
}

// jsonMemberObject returns the offset of the '{' of the object value of
// member name in the object text[open:close], or -1.
func jsonMemberObject(text string, open, close int, name string) int {
	at := -1
	jsonMembers(text[:close], open, func(ns, ne, v int) bool {
		if text[ns:ne] == name && v < len(text) && text[v] == '{' {
			at = v
			return false
		}
		return true
	})
	return at
}

// jsonTopString returns the span of the string value of member name of
// the object opening at text[open], not of an object nested in it.
func jsonTopString(text string, open int, name string) (int, int, bool) {
	s, e, ok := 0, 0, false
	jsonMembers(text, open, func(ns, ne, v int) bool {
		if text[ns:ne] != name {
			return true
		}
		if v < len(text) && text[v] == '"' {
			if q := quoteClose(text, v, maxTFAttributes); q > 0 {
				s, e, ok = v+1, q, true
			}
		}
		return false
	})
	return s, e, ok
}
