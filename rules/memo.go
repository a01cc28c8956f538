package rules

import (
	"hash/maphash"
	"sync"
)

// A session repeats its short strings on every line: omp's own keys
// ("timestamp", "parentId", "toolCallId"), roles, model and tool names,
// stop reasons, short commands run again and again. In the bench corpus
// four in five of the strings scanned are under 64 bytes, and five in six
// of those were seen before, yet each one paid the keyword pass and every
// detector without a keyword (about a fifth of the detection time for
// 4 % of the bytes). cleanMemo remembers the short (name, text) pairs in
// which a Set found nothing, so that a repeat costs one hash and one map
// lookup. It only ever answers "nothing found": a string with a finding
// or an error is scanned again each time, and a Set never changes once
// built, so the answer is the one a scan would give.
type cleanMemo struct {
	seed   maphash.Seed
	shards [memoShards]memoShard
}

const (
	// memoMaxLen bounds the name and the text remembered: longer strings
	// rarely repeat, and their scan costs more per byte than per call.
	memoMaxLen = 64
	memoShards = 16
	// memoShardCap bounds a shard's entries (and so the memo's memory,
	// under 4 MB): a full shard starts again empty.
	memoShardCap = 2048
)

type memoShard struct {
	mu sync.RWMutex
	m  map[string]struct{}
	_  [40]byte // one shard per cache line: the workers look up at once
}

func newCleanMemo() *cleanMemo {
	return &cleanMemo{seed: maphash.MakeSeed()}
}

// key writes the memo key of (name, text) into buf and returns it with
// its shard, or ok false when either is too long to remember.
func (c *cleanMemo) key(buf *[2*memoMaxLen + 1]byte, name, text string) (k []byte, sh *memoShard, ok bool) {
	if len(text) > memoMaxLen || len(name) > memoMaxLen {
		return nil, nil, false
	}
	// the text's length first, so that no two pairs share a key (either
	// may hold any byte)
	buf[0] = byte(len(text))
	n := 1 + copy(buf[1:], text)
	n += copy(buf[n:], name)
	k = buf[:n]
	h := maphash.Bytes(c.seed, k)
	return k, &c.shards[h%memoShards], true
}

// clean reports whether (name, text) was found clean before.
func (c *cleanMemo) clean(name, text string) bool {
	var buf [2*memoMaxLen + 1]byte
	k, sh, ok := c.key(&buf, name, text)
	if !ok {
		return false
	}
	sh.mu.RLock()
	_, hit := sh.m[string(k)]
	sh.mu.RUnlock()
	return hit
}

// add remembers that (name, text) holds nothing.
func (c *cleanMemo) add(name, text string) {
	var buf [2*memoMaxLen + 1]byte
	k, sh, ok := c.key(&buf, name, text)
	if !ok {
		return
	}
	sh.mu.Lock()
	if sh.m == nil || len(sh.m) >= memoShardCap {
		sh.m = make(map[string]struct{}, memoShardCap/4)
	}
	sh.m[string(k)] = struct{}{}
	sh.mu.Unlock()
}
