package session

import (
	"bytes"
	"cmp"
	"slices"

	"github.com/tidwall/gjson"
)

// ToolCall is a toolCall block inside an assistant message.
type ToolCall struct {
	Entry  int    // index in Session.Entries
	Block  int    // index in message.content
	ID     string // block id (Responses ids are composite "call|item")
	Name   string
	Result int // index in Pairing.Results of its first result, or -1 when unanswered
}

// PairStatus says how a toolResult relates to the calls of its session.
type PairStatus uint8

const (
	// Paired: the call sits on the result's own branch (an ancestor).
	Paired PairStatus = iota
	// NoCall: no toolCall block anywhere has the result's toolCallId.
	NoCall
	// OtherBranch: calls with that id exist, but only on sibling branches.
	OtherBranch
	// Duplicate: the call on the result's branch already has a result
	// between them; omp replays only the first and skips this one.
	Duplicate
)

func (p PairStatus) String() string {
	return [...]string{"paired", "no-call", "other-branch", "duplicate"}[p]
}

// ToolResult is a message with role toolResult.
type ToolResult struct {
	Entry    int
	CallID   string
	ToolName string
	Call     int // index in Pairing.Calls (Paired, Duplicate), or -1
	Status   PairStatus
}

// Pairing links toolResults to their toolCalls along the tree.
//
// Calls and Results are in file order, so the calls of an entry and the
// result of an entry are found by binary search, not through maps keyed
// by entry: a session of 1.5 M short entries then spends about half as
// much on its pairing (issue 12's memory bound).
type Pairing struct {
	Calls   []ToolCall
	Results []ToolResult
	// more holds, for a call answered more than once, its results after
	// the first (see ResultsOf).
	more map[int][]int
}

// CallsAt returns the range [lo, hi) of indexes in Calls of the toolCall
// blocks of entry e (empty when it has none).
func (p *Pairing) CallsAt(e int) (lo, hi int) {
	lo, _ = slices.BinarySearchFunc(p.Calls, e, func(c ToolCall, e int) int { return cmp.Compare(c.Entry, e) })
	hi = lo
	for hi < len(p.Calls) && p.Calls[hi].Entry == e {
		hi++
	}
	return lo, hi
}

// ResultAt returns the index in Results of entry e, a toolResult message.
func (p *Pairing) ResultAt(e int) (int, bool) {
	return slices.BinarySearchFunc(p.Results, e, func(r ToolResult, e int) int { return cmp.Compare(r.Entry, e) })
}

// ResultsOf lists every result paired with call c, in file order: a call
// answered on two sibling branches (a retried or edited turn) has one
// result on each, and removing the call must remove them all.
func (p *Pairing) ResultsOf(c int) []int {
	first := p.Calls[c].Result
	if first < 0 {
		return nil
	}
	return append([]int{first}, p.more[c]...)
}

// Pairing returns the tool pairing, computing it on first use.
//
// Each toolResult is paired with the nearest ancestor on its branch that
// holds a toolCall block with the same id: adjacency in the file is not
// enough, and ids can repeat across turns (OpenAI Responses). A call can
// have results on several sibling branches; a second result on the same
// branch is a Duplicate of the first.
func (s *Session) Pairing() *Pairing {
	if s.pairing != nil {
		return s.pairing
	}
	t := s.Tree()
	// Sized from the roles the parser read: a session of a million
	// entries would otherwise hold up to twice the slices it needs.
	var assistants, results int
	for _, e := range s.Entries {
		switch e.Role() {
		case "assistant":
			assistants++
		case "toolResult":
			results++
		}
	}
	p := &Pairing{Calls: make([]ToolCall, 0, assistants), Results: make([]ToolResult, 0, results)}
	// byID finds a call by id: a result shares its call's copy of the id.
	var byID callIndex
	// The ids and names are copied off the input (see stringTable): the
	// matching below looks them up in no particular order.
	strs := &stringTable{}
	rel := releaser{fn: s.Release}
	for i, e := range s.Entries {
		if e.Type() != "message" {
			continue
		}
		rel.upTo(e.Offset)
		switch e.Role() {
		case "assistant":
			if !mayHoldToolCall(e.Raw) {
				continue
			}
			// gjson.Get on an aliasing string: GetBytes would copy the
			// whole content array.
			gjson.Get(unsafeString(e.Raw), "message.content").ForEach(func(k, b gjson.Result) bool {
				if b.Get("type").Str != "toolCall" {
					return true
				}
				id := b.Get("id")
				if id.Type != gjson.String {
					return true
				}
				var cid string
				if c, ok := byID.find(p.Calls, id.Str); ok {
					cid = p.Calls[c].ID
				} else {
					cid = strs.copyString(id.Str)
				}
				p.Calls = append(p.Calls, ToolCall{Entry: i, Block: int(k.Num), ID: cid, Name: strs.internString(b.Get("name").Str), Result: -1})
				byID.add(p.Calls, len(p.Calls)-1)
				return true
			})
		case "toolResult":
			raw := unsafeString(e.Raw)
			id, name := gjson.Get(raw, "message.toolCallId"), gjson.Get(raw, "message.toolName")
			var cid string
			if c, ok := byID.find(p.Calls, id.Str); ok {
				cid = p.Calls[c].ID
			} else {
				cid = strs.copyString(id.Str)
			}
			p.Results = append(p.Results, ToolResult{Entry: i, CallID: cid, ToolName: strs.internString(name.Str), Call: -1})
		}
	}
	if cap(p.Calls) > len(p.Calls)+len(p.Calls)/8 {
		p.Calls = slices.Clone(p.Calls) // the exact size: drop the slack of the estimate
	}
	for ri := range p.Results {
		r := &p.Results[ri]
		if _, ok := byID.find(p.Calls, r.CallID); !ok {
			r.Status = NoCall
			continue
		}
		r.Status = OtherBranch
		earlier := false // an earlier result for the same id on the branch
		t.Ancestors(r.Entry, func(a int) bool {
			if k, ok := p.ResultAt(a); ok && p.Results[k].CallID == r.CallID {
				earlier = true
			}
			lo, hi := p.CallsAt(a)
			for c := lo; c < hi; c++ {
				if p.Calls[c].ID != r.CallID {
					continue
				}
				r.Call, r.Status = c, Paired
				if earlier {
					r.Status = Duplicate
				}
				if p.Calls[c].Result < 0 {
					p.Calls[c].Result = ri
				} else {
					if p.more == nil {
						p.more = map[int][]int{}
					}
					p.more[c] = append(p.more[c], ri)
				}
				return false
			}
			return true
		})
	}
	s.pairing = p
	return p
}

var toolCallLit = []byte(`"toolCall"`)

var uEscape = []byte(`\u`)

// mayHoldToolCall is a fast pre-check: a toolCall block needs the literal
// "toolCall", unless \u escapes spell it (the only escapes that can encode
// letters).
func mayHoldToolCall(raw []byte) bool {
	return bytes.Contains(raw, toolCallLit) || bytes.Contains(raw, uEscape)
}
