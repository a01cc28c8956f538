package session

import "hash/maphash"

// idIndex maps an entry id to its index in Session.Entries; with
// duplicate ids the later record wins, as in omp.
//
// It is an open-addressing table of int32 entry indexes, compared through
// the entries' own ID strings (which alias the input), not a
// map[string]int: a session of 1.5 M short entries then spends about
// 8 bytes per entry on its id index instead of the 30–55 a Go map of
// strings needs (issue 12's memory bound).
type idIndex struct {
	seed  maphash.Seed
	slots []int32 // entry index + 1; 0 is empty
	mask  uint64
}

// newIDIndex indexes the entries of es that have an id.
func newIDIndex(es []*Line) idIndex {
	n := 0
	for _, e := range es {
		if e.HasID {
			n++
		}
	}
	size := 8
	for size < n+n/2 { // load ≤ 2/3: short probe runs
		size <<= 1
	}
	x := idIndex{seed: maphash.MakeSeed(), slots: make([]int32, size), mask: uint64(size - 1)}
	for i, e := range es {
		if !e.HasID {
			continue
		}
		for h := x.hash(e.ID); ; h = (h + 1) & x.mask {
			k := x.slots[h]
			if k == 0 || es[k-1].ID == e.ID {
				x.slots[h] = int32(i + 1) // a later duplicate takes the slot
				break
			}
		}
	}
	return x
}

func (x *idIndex) hash(id string) uint64 { return maphash.String(x.seed, id) & x.mask }

// lookup returns the index in es of the last entry with the given id.
func (x *idIndex) lookup(es []*Line, id string) (int, bool) {
	if len(x.slots) == 0 {
		return 0, false
	}
	for h := x.hash(id); ; h = (h + 1) & x.mask {
		k := x.slots[h]
		if k == 0 {
			return 0, false
		}
		if es[k-1].ID == id {
			return int(k - 1), true
		}
	}
}
