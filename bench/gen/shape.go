package main

import "fmt"

// Shapes of the sessions the generator writes. The memory of a tool that
// reads one session grows with its number of entries and with its largest
// line, so "any 1 GB session" is covered by three shapes of the same size:
//
//	big   turns of real sessions: long tool outputs (2–120 kB), about
//	      4,000 bytes per entry (the default)
//	many  short entries (about 700 bytes): short messages, small tool
//	      call/result pairs, more labels and branches; 1 GB holds 1.5 M
//	      entries
//	huge  a few very large lines: one tool result in three holds 30–100 MB
//	      and some user messages an inline image of 20 MB
const (
	shapeBig  = "big"
	shapeMany = "many"
	shapeHuge = "huge"
)

func checkShape(s string) error {
	switch s {
	case shapeBig, shapeMany, shapeHuge:
		return nil
	}
	return fmt.Errorf("unknown shape %q (want big, many or huge)", s)
}

// sz scales a text size for the shape: many divides sizes of free text by
// 10; the other shapes keep them.
func (g *sessionGen) sz(n int) int {
	if g.c.shape == shapeMany {
		return max(1, n/10)
	}
	return n
}

// often is 1 in n, or 1 in n/8 for the many shape, whose turns are
// otherwise poor in labels, branches and custom entries per byte.
func (g *sessionGen) often(n int) bool {
	if g.c.shape == shapeMany {
		n = max(1, n/16)
	}
	return g.r.IntN(n) == 0
}

// resultSize is the size of the next tool result's text.
func (g *sessionGen) resultSize() int {
	switch g.c.shape {
	case shapeMany:
		return size(g.r, 30, 300)
	case shapeHuge:
		if g.r.IntN(3) == 0 {
			return size(g.r, 30<<20, 100<<20)
		}
	}
	return size(g.r, 2000, 120000)
}

// inlineImage is the size of a small inline image of a user message.
func (g *sessionGen) inlineImage() int {
	if g.c.shape == shapeHuge && g.r.IntN(2) == 0 {
		return 20 << 20
	}
	return 200 + g.r.IntN(500)
}
