package session

// Values of [Tree.Parent] that are not entry indexes.
const (
	NoParent      = -1 // a root: parentId null or absent
	MissingParent = -2 // parentId names no entry
)

// Tree is the entry tree of a session, indexed by position in
// Session.Entries. Legacy v1 files have no ids: their entries form a linear
// chain in file order, as omp's migration builds it.
//
// Parent links are 32-bit, and children are not listed (nothing walks
// down the tree): a session of 1.5 M short entries then holds 5 bytes per
// entry for its tree instead of 41 (issue 12's memory bound).
type Tree struct {
	parent []int32 // parent index, or NoParent / MissingParent
	Roots  []int
	// Leaf is the default leaf: the last entry in file order, or -1.
	Leaf int

	DuplicateIDs   [][]int // groups of entries that share an id (file order)
	MissingParents []int   // entries whose parentId resolves to nothing
	SelfLinks      []int   // entries whose parentId is their own id
	Cycles         [][]int // each cycle once, starting at its first entry in file order
	inCycle        []bool
}

// Tree returns the session's tree, building it on first use.
func (s *Session) Tree() *Tree {
	if s.tree == nil {
		s.tree = buildTree(s)
	}
	return s.tree
}

func buildTree(s *Session) *Tree {
	n := len(s.Entries)
	t := &Tree{parent: make([]int32, n), Leaf: n - 1, inCycle: make([]bool, n)}
	legacy := s.Version == 1
	// byID holds the last entry of each id: an entry that is not its id's
	// last is a duplicate. Only duplicated ids go into the maps below, so
	// the tree of a session of a million entries needs no second map of
	// every id.
	var dups map[string]bool
	for i, e := range s.Entries {
		if !e.HasID {
			continue
		}
		if j, _ := s.byID.lookup(s.Entries, e.ID); j != i {
			if dups == nil {
				dups = map[string]bool{}
			}
			dups[e.ID] = true
		}
	}
	seen := map[string]int{}
	dupGroup := map[string]int{}
	for i, e := range s.Entries {
		if !e.HasID || !dups[e.ID] {
			continue
		}
		if j, ok := seen[e.ID]; ok {
			g, ok := dupGroup[e.ID]
			if !ok {
				g = len(t.DuplicateIDs)
				dupGroup[e.ID] = g
				t.DuplicateIDs = append(t.DuplicateIDs, []int{j})
			}
			t.DuplicateIDs[g] = append(t.DuplicateIDs[g], i)
		}
		seen[e.ID] = i
	}
	for i, e := range s.Entries {
		switch {
		case legacy && !e.HasParent:
			t.parent[i] = int32(i - 1) // -1 == NoParent for the first
		case e.ParentID == "":
			t.parent[i] = NoParent // parentId null or absent
		case e.HasID && e.ParentID == e.ID:
			t.parent[i] = int32(i)
			t.SelfLinks = append(t.SelfLinks, i)
		default:
			p, ok := s.byID.lookup(s.Entries, e.ParentID)
			if !ok {
				t.parent[i] = MissingParent
				t.MissingParents = append(t.MissingParents, i)
				continue
			}
			t.parent[i] = int32(p)
		}
	}
	for i, p := range t.parent {
		if p < 0 {
			t.Roots = append(t.Roots, i)
		}
	}
	t.findCycles()
	return t
}

// findCycles marks every entry on a parent cycle (self-links excluded) in
// O(n): each entry has one parent, so the parent links form a functional
// graph and a three-colour walk finds each cycle once.
func (t *Tree) findCycles() {
	const (
		white = iota
		grey
		black
	)
	color := make([]uint8, len(t.parent))
	var path []int
	for start := range t.parent {
		if color[start] != white {
			continue
		}
		path = path[:0]
		i := start
		for i >= 0 && color[i] == white {
			color[i] = grey
			path = append(path, i)
			p := t.Parent(i)
			if p == i {
				break
			}
			i = p
		}
		if i >= 0 && color[i] == grey && t.Parent(i) != i {
			// i is on the current path: the cycle is path[k:] where path[k]==i.
			var cyc []int
			for k := len(path) - 1; k >= 0; k-- {
				cyc = append(cyc, path[k])
				if path[k] == i {
					break
				}
			}
			// cyc runs against the parent links: reverse it into parent
			// order, then rotate it to start at the smallest index.
			for k, j := 0, len(cyc)-1; k < j; k, j = k+1, j-1 {
				cyc[k], cyc[j] = cyc[j], cyc[k]
			}
			m := 0
			for k := range cyc {
				if cyc[k] < cyc[m] {
					m = k
				}
			}
			rot := append(append([]int{}, cyc[m:]...), cyc[:m]...)
			for _, c := range rot {
				t.inCycle[c] = true
			}
			t.Cycles = append(t.Cycles, rot)
		}
		for _, j := range path {
			color[j] = black
		}
	}
}

// Parent returns the index of entry i's parent, or NoParent or
// MissingParent.
func (t *Tree) Parent(i int) int { return int(t.parent[i]) }

// Len is the number of entries.
func (t *Tree) Len() int { return len(t.parent) }

// InCycle reports whether entry i lies on a parent cycle.
func (t *Tree) InCycle(i int) bool { return t.inCycle[i] }

// Branch returns the path from entry leaf up to its root, leaf first. It
// stops at a missing parent, a self-link or a repeated entry (a cycle).
func (t *Tree) Branch(leaf int) []int {
	var out []int
	seen := map[int]bool{}
	for i := leaf; i >= 0 && !seen[i]; i = t.Parent(i) {
		seen[i] = true
		out = append(out, i)
		if t.Parent(i) == i {
			break
		}
	}
	return out
}

// Ancestors calls fn for each proper ancestor of entry i, nearest first,
// until fn returns false. Each ancestor is visited once: the walk stops at
// a missing parent, a self-link, or when it comes round a cycle.
func (t *Tree) Ancestors(i int, fn func(int) bool) {
	start, entered := i, -1 // entered: first cycle member met
	for p := t.Parent(i); p >= 0 && p != i && p != start; p = t.Parent(p) {
		if t.inCycle[p] {
			if p == entered {
				return
			}
			if entered < 0 {
				entered = p
			}
		}
		if !fn(p) {
			return
		}
		i = p
	}
}
