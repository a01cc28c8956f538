package rules

import "strings"

// xmlAttrID is the rule of xmlAttr.
const xmlAttrID = "xml-attribute-secret"

// xmlAttr finds the value="…" of an XML element whose key= or name=
// attribute says secret, the form of .NET's appSettings (<add
// key="ApiKey" value="v"/>), Ant's and Maven's properties (<property
// name="db.password" value="v"/>), NLog's and WiX's variables: the
// name and the value are attributes of one tag, so xml-tag-secret, which
// reads an element's text, sees neither.
type xmlAttr struct{ rule Rule }

func newXMLAttr() *xmlAttr {
	return &xmlAttr{rule: Rule{ID: xmlAttrID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords:    []string{`value="`, `value='`},
		Description: `The value="…" of an XML element whose key= or name= attribute says secret (<add key="ApiKey" value="…"/>, <property name="db.password" value="…"/>); the value must look like a secret.`}}
}

func (x *xmlAttr) info() *Rule { return &x.rule }

// maxXMLTag bounds how far before value= an element's '<' is looked for.
const maxXMLTag = 512

func (x *xmlAttr) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, x.rule.Keywords)
	for _, h := range hits {
		if s, e, ok := xmlAttrValueAt(text, h); ok {
			out = append(out, Match{RuleID: xmlAttrID, Start: s, End: e, Secret: text[s:e]})
		}
	}
	return out, nil
}

// xmlAttrValueAt reads the value="…" at h (the 'v') inside an opening or
// self-closing tag and returns the span of its text when a key= or name=
// attribute of the same tag says secret and the text passes contextValue.
func xmlAttrValueAt(text string, h int) (int, int, bool) {
	if h == 0 || !isBlank(text[h-1]) || h+len(`value="`) >= len(text) {
		return 0, 0, false // an attribute of its own, not dataValue="
	}
	q := text[h+len(`value=`)]
	s := h + len(`value="`)
	n := strings.IndexByte(text[s:min(len(text), s+maxContextValue+1)], q)
	if n < 0 {
		return 0, 0, false
	}
	e := s + n
	lo := max(0, h-maxXMLTag)
	lt := strings.LastIndexByte(text[lo:h], '<')
	if lt < 0 {
		return 0, 0, false
	}
	lt += lo
	if strings.IndexByte(text[lt:h], '>') >= 0 || lt+1 >= h || !isKeyByte(text[lt+1]) {
		return 0, 0, false // outside a tag, or in a closing tag, a comment, a declaration
	}
	gt := strings.IndexByte(text[e:min(len(text), e+maxXMLTag)], '>')
	if gt < 0 {
		return 0, 0, false
	}
	// letters of one case that no language spells (a generated key of
	// base32's letters) pass too: contextValue refuses them as a word's
	if v := text[s:e]; !nameAttrSecret(text[lt+1:e+gt]) || !contextValue(v) && !gibberish(v, 12) {
		return 0, 0, false
	}
	return s, e, true
}
