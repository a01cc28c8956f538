package rules

import (
	"strings"
	"sync"
)

// A run builds more than one Set: the policy loader builds one to learn
// the rule ids a policy may name, and the engine builds the one it scans
// with. Compiling ~400 detectors and their keyword automaton took about a
// tenth of a second each time, all of it before the first file is read
// and on one core, so what every Set would compute alike is built once per
// process. Both are read-only once built (Detect runs them from many
// goroutines already), so sharing them between Sets is safe.

// sharedBuiltins returns the built-in detectors, built on first use.
var sharedBuiltins = sync.OnceValue(builtinDetectors)

// keywordIndexes caches keyword prefilters by their keyword list. A run
// asks for one or two lists; a long-lived library caller building Sets
// from many configurations must not grow it without bound, so it keeps
// the first maxSharedIndexes lists and builds the others every time.
var keywordIndexes struct {
	sync.Mutex
	m map[string]*keywordPrefilter
}

const maxSharedIndexes = 8

// sharedKeywordPrefilter returns the prefilter for keywords, building it
// only the first time this exact list (same keywords, same order) is
// asked for.
func sharedKeywordPrefilter(keywords []string) *keywordPrefilter {
	key := strings.Join(keywords, "\x00")
	c := &keywordIndexes
	c.Lock()
	defer c.Unlock()
	if k, ok := c.m[key]; ok {
		return k
	}
	k := newKeywordPrefilter(keywords)
	if c.m == nil {
		c.m = map[string]*keywordPrefilter{}
	}
	if len(c.m) < maxSharedIndexes {
		c.m[key] = k
	}
	return k
}
