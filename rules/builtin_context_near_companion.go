package rules

import (
	"sort"
	"strings"
)

// maxCompanionDist bounds how far from a value found by its credential
// word, on the same line, a companion value is taken.
const maxCompanionDist = 160

// nearCompanions appends to out the companions of the matches
// out[first:] (found by generic-credential-value): the other strongly
// random values (nearValue) on the same line, within maxCompanionDist
// bytes, written as a word of their own or in quotes. Credentials come in
// sets (a key and its secret, an id, a second token) and a note or log
// line that names one often lists the others bare: "acme 'v1' pass 'v2'
// v3". A value another name assigns (request_id=…, "trace": "…") is that
// name's, not a companion; so is one inside a longer word.
func nearCompanions(text string, out []Match, first int) []Match {
	n := len(out)
	if first == n {
		return out
	}
	found := newSpanIndex(out)
	var added map[int]bool // companions are whole words: one start, one span
	for k := first; k < n; k++ {
		m := out[k]
		lo := max(0, m.Start-maxCompanionDist)
		if nl := strings.LastIndexByte(text[lo:m.Start], '\n'); nl >= 0 {
			lo += nl + 1
		}
		hi := min(len(text), m.End+maxCompanionDist)
		if nl := strings.IndexByte(text[m.End:hi], '\n'); nl >= 0 {
			hi = m.End + nl
		}
		for i := lo; i < hi; {
			if companionStop(text[i]) {
				i++
				continue
			}
			j := i
			for j < hi && !companionStop(text[j]) {
				j++
			}
			if j == hi && hi < len(text) && !companionStop(text[hi]) {
				break // cut by the window: not a whole word
			}
			if i != lo || lo == 0 || companionStop(text[lo-1]) {
				if !found.overlaps(i, j) && !added[i] && !companionNamed(text, i) && companionValue(text[i:j]) && !twilioAccountSID(text[i:j]) {
					out = append(out, Match{RuleID: nearID, Start: i, End: j, Secret: text[i:j]})
					if added == nil {
						added = map[int]bool{}
					}
					added[i] = true
				}
			}
			i = j
		}
	}
	return out
}

// companionValue is the gate of a companion: a value nothing names must
// have a random part of its own (10 letters and digits or more between
// separators), not only short parts as a generated name has
// (pod/courier-api-7c9d-x2k4l, a Kubernetes pod's), besides passing
// nearValue; and no UUID, which beside a secret in a row or a log line is
// an id (a client's, a row's), not the secret's companion.
func companionValue(v string) bool {
	long := 0
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune("-_./:", r) }) {
		long = max(long, len(p))
	}
	return long >= 10 && nearValue(v) && !uuidValue.MatchString(v)
}

// companionStop ends a companion word: blanks, quotes, brackets and the
// separators of lists and cells.
func companionStop(c byte) bool {
	return c <= ' ' || strings.IndexByte("'\"`,;()[]{}<>|", c) >= 0
}

// companionNamed reports whether the word at text[i] is assigned by a
// name: '=' or ':' before it (quotes and blanks skipped), or a name= or
// name: inside it.
func companionNamed(text string, i int) bool {
	k := i
	for k > 0 && i-k < 8 && (text[k-1] == ' ' || text[k-1] == '\t' || text[k-1] == '"' || text[k-1] == '\'' || text[k-1] == '`') {
		k--
	}
	if k > 0 && (text[k-1] == '=' || text[k-1] == ':' || text[k-1] == '>') {
		return true
	}
	if flagBefore(text, k) {
		return true // a command's flag names it (--site <id>)
	}
	j := i
	for j < len(text) && j-i < maxNearName && (isKeyByte(text[j])) {
		j++
	}
	if j < len(text) && j > i && (text[j] == '=' && (j+1 >= len(text) || text[j+1] != '=') || text[j] == ':') {
		return true
	}
	// the rest of a query string (Admin&algorithm=SHA1&digits=6): its
	// parameters are named
	for k := i; k < len(text) && k-i < maxNearName+64 && !companionStop(text[k]); k++ {
		if text[k] == '&' && queryParamAt(text, k+1) {
			return true
		}
	}
	return false
}

// spanIndex answers whether any of a set of spans overlaps a range, in
// logarithmic time: a line of thousands of values each named by a
// credential word asked a linear scan per word, quadratic in all.
type spanIndex struct {
	starts []int // sorted
	maxEnd []int // maxEnd[i]: the largest end of the spans up to i
}

func newSpanIndex(ms []Match) spanIndex {
	sp := make([][2]int, len(ms))
	for i, m := range ms {
		sp[i] = [2]int{m.Start, m.End}
	}
	sort.Slice(sp, func(a, b int) bool { return sp[a][0] < sp[b][0] })
	x := spanIndex{starts: make([]int, len(sp)), maxEnd: make([]int, len(sp))}
	for i, p := range sp {
		x.starts[i] = p[0]
		x.maxEnd[i] = p[1]
		if i > 0 {
			x.maxEnd[i] = max(x.maxEnd[i], x.maxEnd[i-1])
		}
	}
	return x
}

// overlaps reports whether a span starting before e ends after s.
func (x spanIndex) overlaps(s, e int) bool {
	k := sort.SearchInts(x.starts, e) // spans [0, k) start before e
	return k > 0 && x.maxEnd[k-1] > s
}

// flagBefore reports a command-line flag (--site, -n) ending at text[k]
// (the blanks after it skipped): the value after it is the flag's. A
// credential's flag (--token v) is its own rule's.
func flagBefore(text string, k int) bool {
	i := k
	for i > 0 && k-i < maxNearName && (isAlnum(text[i-1]) || text[i-1] == '-') {
		i--
	}
	if i == k || text[i] != '-' || i > 0 && !isBlank(text[i-1]) {
		return false
	}
	name := strings.TrimLeft(text[i:k], "-")
	return name != "" && isAlnum(name[0]) && k-i-len(name) <= 2
}
