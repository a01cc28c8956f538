package rules

import "strings"

const pemBegin = "-----BEGIN "

// pemKey finds PEM private key blocks. It only looks for the armour, so
// the body may use real line breaks, indentation (YAML block scalars) or
// literal "\n" escapes (a JSON document shown as text). A block without
// its END line (a truncated key) is covered to the end of its body: fail
// closed.
type pemKey struct{ rule Rule }

func (p *pemKey) info() *Rule { return &p.rule }

func (p *pemKey) find(text string, _ []int, out []Match) ([]Match, error) {
	for i := 0; i < len(text); {
		b := indexFold(text[i:], pemBegin)
		if b < 0 {
			break
		}
		b += i
		labelStart := b + len(pemBegin)
		le := strings.Index(text[labelStart:], "-----")
		if le < 0 || le > 100 {
			i = labelStart
			continue
		}
		label := text[labelStart : labelStart+le]
		if !strings.Contains(strings.ToUpper(label), "PRIVATE KEY") {
			i = labelStart
			continue
		}
		bodyStart := labelStart + le + 5
		end, bodyLen := -1, 0
		j := bodyStart
		for j < len(text) {
			c := text[j]
			if c == '-' && strings.HasPrefix(text[j:], "-----END ") {
				k := strings.Index(text[j+9:], "-----")
				if k >= 0 && k <= 100 {
					end = j + 9 + k + 5
				}
				break
			}
			if isB64(c) || c == '=' {
				bodyLen++
			} else if !(c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\\' || c == ':' || c == ',' || c == '.') {
				break
			}
			j++
		}
		if end < 0 {
			end = j
			for end > bodyStart && strings.ContainsRune(" \t\r\n\\", rune(text[end-1])) {
				end--
			}
		}
		if bodyLen >= 40 {
			out = append(out, Match{RuleID: p.rule.ID, Start: b, End: end, Secret: text[b:end]})
		}
		i = max(end, labelStart)
	}
	return out, nil
}

// indexFold is strings.Index for an upper-case ASCII needle, ignoring the
// case of s.
func indexFold(s, upperNeedle string) int {
	n := len(upperNeedle)
	for i := 0; i+n <= len(s); i++ {
		j := strings.IndexByte(s[i:], '-')
		if j < 0 {
			return -1
		}
		i += j
		if i+n <= len(s) && strings.EqualFold(s[i:i+n], upperNeedle) {
			return i
		}
	}
	return -1
}
