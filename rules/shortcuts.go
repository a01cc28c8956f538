package rules

import (
	"regexp/syntax"
	"strings"
)

// The shortcuts of gitleaksRule (windows around keyword hits, the
// key-name gate, open-ended windows) each rest on a property of the
// rule's regex. gitleaks runs a rule over the whole string as soon as one
// of its keywords occurs anywhere in it, so a shortcut whose property does
// not hold loses matches gitleaks reports (the parity test found jwt,
// yandex, airtable, lob, new-relic and atlassian rules doing so). These
// functions check the properties on the regex itself, so a rule only gets
// the shortcuts it is safe for.

// maxLiteralSet bounds the strings enumerated by requiredLiterals.
const maxLiteralSet = 256

// holdsKeyword reports whether every match of pattern contains one of
// keywords (lower case; matching ignores ASCII case, as the keyword index
// does). Windows around keyword hits need it: airtable's keyword
// "airtable" names the key, while its regex matches only the token.
func holdsKeyword(pattern string, keywords []string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil || len(keywords) == 0 {
		return false
	}
	return keywordEverywhere(re.Simplify(), keywords)
}

// keywordEverywhere reports whether every match of re holds a keyword:
// some part of re (a branch of every alternative) starts with strings
// that all hold one.
func keywordEverywhere(re *syntax.Regexp, keywords []string) bool {
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return keywordEverywhere(re.Sub[0], keywords)
	case syntax.OpRepeat:
		return re.Min >= 1 && keywordEverywhere(re.Sub[0], keywords)
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !keywordEverywhere(s, keywords) {
				return false
			}
		}
		return true
	case syntax.OpConcat:
		for i, s := range re.Sub {
			if allHoldKeyword(prefixes(&syntax.Regexp{Op: syntax.OpConcat, Sub: re.Sub[i:]}), keywords) ||
				keywordEverywhere(s, keywords) {
				return true
			}
		}
		return false
	}
	return allHoldKeyword(prefixes(re), keywords)
}

func allHoldKeyword(strs []string, keywords []string) bool {
	for _, l := range strs {
		l = strings.ToLower(l)
		found := false
		for _, k := range keywords {
			if strings.Contains(l, k) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return len(strs) > 0
}

// prefixes returns strings one of which starts every match of re (the
// empty string when it cannot tell more).
func prefixes(re *syntax.Regexp) []string {
	if l, ok := finiteStrings(re); ok {
		return l
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return prefixes(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return prefixes(re.Sub[0])
		}
	case syntax.OpAlternate:
		var out []string
		for _, s := range re.Sub {
			out = append(out, prefixes(s)...)
		}
		if len(out) <= maxLiteralSet {
			return out
		}
	case syntax.OpConcat:
		out := []string{""}
		for _, s := range re.Sub {
			l, finite := finiteStrings(s)
			if !finite {
				l = prefixes(s)
			}
			if len(out)*len(l) > maxLiteralSet {
				return out
			}
			var next []string
			for _, a := range out {
				for _, b := range l {
					next = append(next, a+b)
				}
			}
			out = next
			if !finite {
				return out
			}
		}
		return out
	}
	return []string{""}
}

// finiteStrings enumerates the strings re matches when there are few of
// them (literals, small classes, their concatenations and alternations),
// ASCII only.
func finiteStrings(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		var b strings.Builder
		for _, r := range re.Rune {
			if r >= 0x80 {
				return nil, false
			}
			b.WriteRune(r)
		}
		return []string{b.String()}, true
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1] >= 0x80 || len(out)+int(re.Rune[i+1]-re.Rune[i]) >= 16 {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, string(r))
			}
		}
		return out, len(out) > 0
	case syntax.OpCapture:
		return finiteStrings(re.Sub[0])
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return []string{""}, true
	case syntax.OpQuest:
		l, ok := finiteStrings(re.Sub[0])
		return append([]string{""}, l...), ok
	case syntax.OpConcat:
		out := []string{""}
		for _, s := range re.Sub {
			l, ok := finiteStrings(s)
			if !ok || len(out)*len(l) > maxLiteralSet {
				return nil, false
			}
			var next []string
			for _, a := range out {
				for _, b := range l {
					next = append(next, a+b)
				}
			}
			out = next
		}
		return out, true
	case syntax.OpAlternate:
		var out []string
		for _, s := range re.Sub {
			l, ok := finiteStrings(s)
			if !ok {
				return nil, false
			}
			out = append(out, l...)
		}
		return out, len(out) <= maxLiteralSet
	}
	return nil, false
}

// openEnded reports whether a match of pattern cut by the end of a window
// still matches up to that end, so that findAll sees the cut and falls
// back to the whole text: the only unbounded part is a run of one
// character class near the end, followed by nothing that must match
// (the `(?:[\x60'"\s;]|\\[nr]|$)` terminator matches at the end of the
// window). jwt (`ey…{17,}\.ey…{17,}\.…`) is not: cut in its second part
// it does not match at all, and was lost.
func openEnded(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	return cutSafe(re.Simplify())
}

func cutSafe(re *syntax.Regexp) bool {
	if width(re) >= 0 {
		return true // bounded: the window reach covers it
	}
	switch re.Op {
	case syntax.OpCapture:
		return cutSafe(re.Sub[0])
	case syntax.OpPlus, syntax.OpStar:
		return width(re.Sub[0]) == 1
	case syntax.OpRepeat:
		return re.Max < 0 && width(re.Sub[0]) == 1
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !cutSafe(s) {
				return false
			}
		}
		return true
	case syntax.OpConcat:
		last := -1
		for i, s := range re.Sub {
			if width(s) < 0 {
				if last >= 0 {
					return false // two unbounded parts
				}
				last = i
			}
		}
		for _, s := range re.Sub[last+1:] {
			if !nullable(s) {
				return false
			}
		}
		return cutSafe(re.Sub[last])
	}
	return false
}

// nullable reports whether re can match the empty string at the end of
// the text.
func nullable(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpEndText, syntax.OpEndLine, syntax.OpWordBoundary,
		syntax.OpQuest, syntax.OpStar:
		return true
	case syntax.OpRepeat:
		return re.Min == 0
	case syntax.OpCapture:
		return nullable(re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if !nullable(s) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if nullable(s) {
				return true
			}
		}
	}
	return false
}

// keyNameGated reports whether assignGate may be used for a rule shaped
// like gitleaks' generic ones: the regex must be one key=value shape (not
// an alternation with a bare token, as atlassian's ATATT3… branch), and
// every key name it accepts must hold a keyword, so that a match always
// has a keyword hit in its key (lob's keywords "test_", "live_" and
// new-relic's "nrak" are in the value, where the gate never passes).
func keyNameGated(pattern string, keywords []string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil || re.Op == syntax.OpAlternate {
		return false
	}
	i := strings.Index(pattern, genericShape)
	j := strings.LastIndex(pattern[:max(i, 0)], `{0,50}?(?`)
	if i < 0 || j < 0 {
		return false
	}
	ident := pattern[j+len(`{0,50}?(?`) : i]
	ident = strings.TrimPrefix(strings.TrimPrefix(ident, "i:"), ":")
	ident = strings.TrimSuffix(ident, ")")
	id, err := syntax.Parse(ident, syntax.Perl|syntax.FoldCase)
	if err != nil {
		return false
	}
	names, ok := finiteStrings(id.Simplify())
	if !ok {
		return false
	}
	for _, n := range names {
		n = strings.ToLower(n)
		// assignGate walks from the keyword over key characters to the
		// operator: the rest of the name must be made of them
		if len(n) > 50 || strings.Trim(n, "abcdefghijklmnopqrstuvwxyz0123456789_.-") != "" {
			return false
		}
		found := false
		for _, k := range keywords {
			if strings.Contains(n, k) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
