package session

import "hash/maphash"

// idTable maps a string id to an index in a slice the caller owns,
// comparing through that slice's own strings (key) instead of storing
// them: an open-addressing table of int32 indexes. A session of 1.5 M
// short entries then spends about 8 bytes per entry on its id index, and
// the pairing 6 to 12 bytes per tool call, instead of the 30–55 a Go map
// of strings needs (issue 12's memory bound).
type idTable struct {
	seed  maphash.Seed
	slots []int32 // index + 1; 0 is empty
	mask  uint64
	n     int
}

// reserve sizes the table for n ids (load ≤ 2/3: short probe runs).
func (x *idTable) reserve(n int, key func(int) string) {
	size := max(len(x.slots), 8)
	for 2*size < 3*n {
		size <<= 1
	}
	if size == len(x.slots) {
		return
	}
	if x.slots == nil {
		x.seed = maphash.MakeSeed()
	}
	old := x.slots
	x.slots, x.mask = make([]int32, size), uint64(size-1)
	for _, k := range old {
		if k == 0 {
			continue
		}
		h := x.hash(key(int(k - 1)))
		for x.slots[h] != 0 {
			h = (h + 1) & x.mask
		}
		x.slots[h] = k
	}
}

// put indexes i under key(i). When another index has the same id, the
// later one takes the slot if later is set, else the first one stays.
func (x *idTable) put(i int, key func(int) string, later bool) {
	if 3*(x.n+1) > 2*len(x.slots) {
		x.reserve(max(x.n+1, 2*x.n), key)
	}
	id := key(i)
	for h := x.hash(id); ; h = (h + 1) & x.mask {
		k := x.slots[h]
		if k == 0 {
			x.slots[h] = int32(i + 1)
			x.n++
			return
		}
		if key(int(k-1)) == id {
			if later {
				x.slots[h] = int32(i + 1)
			}
			return
		}
	}
}

// find returns the index held for id.
func (x *idTable) find(id string, key func(int) string) (int, bool) {
	if x.n == 0 {
		return 0, false
	}
	for h := x.hash(id); ; h = (h + 1) & x.mask {
		k := x.slots[h]
		if k == 0 {
			return 0, false
		}
		if key(int(k-1)) == id {
			return int(k - 1), true
		}
	}
}

func (x *idTable) hash(id string) uint64 { return maphash.String(x.seed, id) & x.mask }

// idIndex maps an entry id to its index in Session.Entries; with
// duplicate ids the later record wins, as in omp.
type idIndex struct{ t idTable }

// newIDIndex indexes the entries of es that have an id.
func newIDIndex(es []*Line) idIndex {
	key := func(i int) string { return es[i].ID }
	n := 0
	for _, e := range es {
		if e.HasID {
			n++
		}
	}
	var x idIndex
	x.t.reserve(n, key)
	for i, e := range es {
		if e.HasID {
			x.t.put(i, key, true)
		}
	}
	return x
}

// lookup returns the index in es of the last entry with the given id.
func (x *idIndex) lookup(es []*Line, id string) (int, bool) {
	return x.t.find(id, func(i int) string { return es[i].ID })
}
