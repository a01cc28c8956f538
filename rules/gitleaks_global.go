package rules

import (
	"strings"

	"github.com/zricethezav/gitleaks/v8/config"
)

// defaultGlobalRegexes are the regexes of gitleaks v8.30.1's default
// global allowlist, as config compiles them. Every candidate secret of
// every gitleaks rule is matched against them (7 % of a scan's CPU), and
// they can only match a secret that starts with '$', '%', '{', '@' or
// '/', repeats one letter, '*' or '.', or holds true, false or null:
// defaultGlobalMiss tells the others in a few byte comparisons. A custom
// config's allowlist (--gitleaks-config) is always matched in full.
var defaultGlobalRegexes = []string{
	`(?i)^true|false|null$`,
	`^(?i:a+|b+|c+|d+|e+|f+|g+|h+|i+|j+|k+|l+|m+|n+|o+|p+|q+|r+|s+|t+|u+|v+|w+|x+|y+|z+|\*+|\.+)$`,
	`^\$(?:\d+|{\d+})$`,
	`^\$(?:[A-Z_]+|[a-z_]+)$`,
	`^\${(?:[A-Z_]+|[a-z_]+)}$`,
	`^\{\{[ \t]*[\w ().|]+[ \t]*}}$`,
	`^\$\{\{[ \t]*(?:(?:env|github|secrets|vars)(?:\.[A-Za-z]\w+)+[\w "'&./=|]*)[ \t]*}}$`,
	`^%(?:[A-Z_]+|[a-z_]+)%$`,
	`^%[+\-# 0]?[bcdeEfFgGoOpqstTUvxX]$`,
	`^\{\d{0,2}}$`,
	`^@(?:[A-Z_]+|[a-z_]+)@$`,
	`^/Users/(?i)[a-z0-9]+/[\w .-/]+$`,
	`^/(?:bin|etc|home|opt|tmp|usr|var)/[\w ./-]+$`,
}

// isDefaultGlobal reports whether a's regexes are gitleaks' default
// global ones, in order. The rules of a Set share their global lists:
// the answer is computed once per list when the Set is built (see
// newGitleaksRules), not per candidate.
func isDefaultGlobal(a *config.Allowlist) bool {
	same := len(a.Regexes) == len(defaultGlobalRegexes)
	for i := 0; same && i < len(a.Regexes); i++ {
		same = a.Regexes[i].String() == defaultGlobalRegexes[i]
	}
	return same
}

// defaultGlobalMiss reports a target that no regex of
// defaultGlobalRegexes can match.
func defaultGlobalMiss(s string) bool {
	if s == "" {
		return true
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false // case folding beyond ASCII (ſ, K): let the regexes judge
		}
	}
	switch s[0] {
	case '$', '%', '{', '@', '/':
		return false
	}
	same := true
	for i := 1; i < len(s) && same; i++ {
		same = s[i]|0x20 == s[0]|0x20
	}
	if same {
		return false
	}
	l := strings.ToLower(s)
	return !strings.Contains(l, "true") && !strings.Contains(l, "false") && !strings.Contains(l, "null")
}
