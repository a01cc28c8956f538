package redact

import (
	"sort"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/session"
)

// analysis is what detection found in a session, kept from analyze until
// the plan. It holds nothing for a line that has nothing to plan: a
// session of a million short entries is mostly such lines, and a record
// (or a pointer) per line is what filled memory between the two phases
// (issue 12).
type analysis struct {
	// lines are the lines with a result, by increasing index.
	lines []lineAt
	// opaque counts the opaque leaves of the analyzed lines by kind
	// (report.File.Opaque). A leaf is counted here, not kept as an
	// opaqueHit, unless the policy acts on it (see keepsOpaque): under
	// opaque: keep a signature on every assistant line is only counted.
	opaque map[string]int
}

// lineAt is the result of line i.
type lineAt struct {
	i int
	r *lineResult
}

// add records the result of line i; lines must come in increasing order
// (or be sorted afterwards, see sortLines).
func (a *analysis) add(i int, r *lineResult) {
	if r != nil {
		a.lines = append(a.lines, lineAt{i, r})
	}
}

// find returns the position of line i in a.lines, if it has a result.
func (a *analysis) find(i int) (int, bool) {
	k := sort.Search(len(a.lines), func(k int) bool { return a.lines[k].i >= i })
	return k, k < len(a.lines) && a.lines[k].i == i
}

// get returns the result of line i (nil when it has none).
func (a *analysis) get(i int) *lineResult {
	if k, ok := a.find(i); ok {
		return a.lines[k].r
	}
	return nil
}

// set replaces the result of line i when it has one; it returns false
// when it has none (the caller adds it, then sorts).
func (a *analysis) set(i int, r *lineResult) bool {
	k, ok := a.find(i)
	if ok {
		a.lines[k].r = r
	}
	return ok
}

// sortLines puts the lines back in increasing order after results were
// added out of it (by several workers, or by propagate).
func (a *analysis) sortLines() {
	sort.Slice(a.lines, func(x, y int) bool { return a.lines[x].i < a.lines[y].i })
}

// addCounts adds counts of opaque leaves by kind.
func (a *analysis) addCounts(counts map[string]int) {
	for kind, n := range counts {
		if n == 0 {
			continue
		}
		if a.opaque == nil {
			a.opaque = map[string]int{}
		}
		a.opaque[kind] += n
	}
}

// keepsOpaque says whether the plan acts on an opaque leaf of the kind,
// and so needs its path and block: images and blob references under
// images: drop, other opaque content under opaque: drop or deny. Every
// other opaque leaf is only counted.
func (e *Engine) keepsOpaque(kind string) bool {
	if kind == session.OpaqueImage || kind == session.OpaqueBlob {
		return e.opts.Policy.Images == policy.ImagesDrop
	}
	return e.opts.Policy.Opaque != policy.OpaqueKeep
}

// sortedUnique returns the line indexes of only in increasing order, each
// once, as analyze and propagate take them (a nil only stays nil: every
// line).
func sortedUnique(only []int) []int {
	if only == nil {
		return nil
	}
	out := append(make([]int, 0, len(only)), only...)
	sort.Ints(out)
	k := 0
	for j, i := range out {
		if j == 0 || i != out[k-1] {
			out[k] = i
			k++
		}
	}
	return out[:k]
}
