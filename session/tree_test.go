package session

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// entries builds a v3 session from "id:parent" pairs ("-" for null).
func entries(t *testing.T, pairs ...string) *Session {
	t.Helper()
	var b strings.Builder
	b.WriteString(hdrV3 + "\n")
	for _, p := range pairs {
		id, parent, _ := strings.Cut(p, ":")
		ps := `"` + parent + `"`
		if parent == "-" {
			ps = "null"
		}
		fmt.Fprintf(&b, `{"type":"message","id":%q,"parentId":%s,"timestamp":"t","message":{"role":"user","content":"x"}}`+"\n", id, ps)
	}
	return parse(t, b.String())
}

func TestTree(t *testing.T) {
	tests := []struct {
		name  string
		pairs []string
		want  treeView
	}{
		{"branch", []string{"a:-", "b:a", "c:b", "d:a"}, treeView{
			Parent: []int{-1, 0, 1, 0}, Roots: []int{0}, Leaf: 3}},
		{"duplicate ids", []string{"a:-", "b:a", "b:a", "a:-"}, treeView{
			// the later record wins lookups: both b entries hang under the second a
			Parent: []int{-1, 3, 3, -1}, Roots: []int{0, 3}, Leaf: 3,
			DuplicateIDs: [][]int{{1, 2}, {0, 3}}}},
		{"missing parent", []string{"a:-", "b:zz"}, treeView{
			Parent: []int{-1, MissingParent}, Roots: []int{0, 1}, Leaf: 1, MissingParents: []int{1}}},
		{"self-link", []string{"a:-", "b:b"}, treeView{
			Parent: []int{-1, 1}, Roots: []int{0}, Leaf: 1, SelfLinks: []int{1}}},
		{"cycle of 2", []string{"a:-", "b:c", "c:b"}, treeView{
			Parent: []int{-1, 2, 1}, Roots: []int{0}, Leaf: 2, Cycles: [][]int{{1, 2}}}},
		{"cycle of 3 with a tail", []string{"x:c", "a:-", "b:a2", "c:b", "a2:c"}, treeView{
			Parent: []int{3, -1, 4, 2, 3}, Roots: []int{1}, Leaf: 4,
			Cycles: [][]int{{2, 4, 3}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := view(entries(t, tt.pairs...).Tree())
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestBranchAndAncestorsTerminate(t *testing.T) {
	s := entries(t, "a:-", "b:a", "c:b", "x:z", "y:x", "z:y", "q:q")
	tr := s.Tree()
	done := make(chan struct{})
	go func() {
		defer close(done)
		if got := tr.Branch(2); !cmp.Equal(got, []int{2, 1, 0}) {
			t.Errorf("Branch(c) = %v", got)
		}
		if got := tr.Branch(5); len(got) != 3 {
			t.Errorf("Branch on a 3-cycle = %v", got)
		}
		if got := tr.Branch(6); !cmp.Equal(got, []int{6}) {
			t.Errorf("Branch on a self-link = %v", got)
		}
		var anc []int
		tr.Ancestors(4, func(i int) bool { anc = append(anc, i); return true })
		if !cmp.Equal(anc, []int{3, 5}) {
			t.Errorf("Ancestors on a cycle = %v, want each other member once", anc)
		}
		if !tr.InCycle(3) || tr.InCycle(0) || tr.InCycle(6) {
			t.Error("InCycle")
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("tree walk does not terminate on a cycle")
	}
}

func TestTreeLegacyChain(t *testing.T) {
	s := parse(t, `{"type":"session","id":"x"}`+"\n"+`{"type":"message","timestamp":"t"}`+"\n"+`{"type":"message","timestamp":"t"}`+"\n"+`{"type":"model_change","timestamp":"t"}`+"\n")
	tr := s.Tree()
	if v := view(tr); !cmp.Equal(v.Parent, []int{-1, 0, 1}) || !cmp.Equal(tr.Roots, []int{0}) || tr.Leaf != 2 {
		t.Errorf("legacy chain: parent %v roots %v leaf %d", v.Parent, tr.Roots, tr.Leaf)
	}
	for _, e := range s.Entries {
		if e.HasID || e.ID != "" {
			t.Error("an id was invented for a legacy entry")
		}
	}
}

func TestTreeLargeCycleIsLinear(t *testing.T) {
	// A 100k-entry cycle must be found quickly (no quadratic walk).
	n := 100000
	pairs := make([]string, n)
	for i := range pairs {
		pairs[i] = fmt.Sprintf("e%d:e%d", i, (i+1)%n)
	}
	s := entries(t, pairs...)
	start := time.Now()
	tr := s.Tree()
	if len(tr.Cycles) != 1 || len(tr.Cycles[0]) != n || tr.Cycles[0][0] != 0 || tr.Cycles[0][1] != 1 {
		t.Fatalf("cycles %d", len(tr.Cycles))
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("took %v", d)
	}
}

// treeView is what a Tree tells, with its parent links as a slice.
type treeView struct {
	Parent         []int
	Roots          []int
	Leaf           int
	DuplicateIDs   [][]int
	MissingParents []int
	SelfLinks      []int
	Cycles         [][]int
}

func view(t *Tree) treeView {
	v := treeView{Roots: t.Roots, Leaf: t.Leaf, DuplicateIDs: t.DuplicateIDs, MissingParents: t.MissingParents, SelfLinks: t.SelfLinks, Cycles: t.Cycles}
	for i := range t.Len() {
		v.Parent = append(v.Parent, t.Parent(i))
	}
	return v
}
