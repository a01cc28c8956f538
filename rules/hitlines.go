package rules

import (
	"regexp"
	"strings"
)

// hitLines calls read with each line that holds a keyword hit, once per
// line, for the rules that read a statement on its line. A line longer
// than maxLine is skipped, and no more than maxLine bytes are read back
// from a hit, so a long line costs no scan per hit.
func hitLines(text string, hits []int, maxLine int, read func(ls, le int)) {
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		lo := max(0, h-maxLine)
		ls := strings.LastIndexByte(text[lo:h], '\n') + 1 + lo
		le := lineEnd(text, h)
		done = le
		if le-ls <= maxLine {
			read(ls, le)
		}
	}
}

// appendGroups appends a match of rule id for each group of each match
// of re in the line text[ls:le] whose value passes ok.
func appendGroups(out []Match, id, text string, ls, le int, re *regexp.Regexp, ok func(string) bool) []Match {
	for _, m := range re.FindAllStringSubmatchIndex(text[ls:le], -1) {
		for g := 1; 2*g+1 < len(m); g++ {
			if m[2*g] < 0 {
				continue
			}
			s, e := ls+m[2*g], ls+m[2*g+1]
			if v := text[s:e]; ok(v) {
				out = append(out, Match{RuleID: id, Start: s, End: e, Secret: v})
			}
		}
	}
	return out
}

// eachLine calls fn with the start and end (its '\n' or the text's end)
// of every line of text, in order. The '\r' of a CRLF line end is left
// out: a record's last field, a dump's last column, is read without it.
func eachLine(text string, fn func(ls, le int)) {
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		e := le
		if e > ls && text[e-1] == '\r' {
			e--
		}
		fn(ls, e)
		ls = le + 1
	}
}
