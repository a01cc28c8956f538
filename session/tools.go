package session

import (
	"bytes"

	"github.com/tidwall/gjson"
)

// ToolCall is a toolCall block inside an assistant message.
type ToolCall struct {
	Entry  int    // index in Session.Entries
	Block  int    // index in message.content
	ID     string // block id (Responses ids are composite "call|item")
	Name   string
	Result int // index in Pairing.Results of its first result, or -1 when unanswered
	// Results lists every result paired with the call, in file order: a
	// call answered on two sibling branches (a retried or edited turn) has
	// one result on each, and removing the call must remove them all.
	Results []int
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
type Pairing struct {
	Calls   []ToolCall
	Results []ToolResult
	// ByEntry maps an entry index to the indexes in Calls of its blocks.
	ByEntry map[int][]int
	// ResultOf maps an entry index of a toolResult to its index in Results.
	ResultOf map[int]int
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
	p := &Pairing{ByEntry: map[int][]int{}, ResultOf: map[int]int{}}
	byCallID := map[string][]int{}
	for i, e := range s.Entries {
		if e.Type != "message" {
			continue
		}
		switch e.Role {
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
				c := len(p.Calls)
				p.Calls = append(p.Calls, ToolCall{Entry: i, Block: int(k.Num), ID: id.Str, Name: b.Get("name").Str, Result: -1})
				p.ByEntry[i] = append(p.ByEntry[i], c)
				byCallID[id.Str] = append(byCallID[id.Str], c)
				return true
			})
		case "toolResult":
			raw := unsafeString(e.Raw) // results alias the line, as Line fields do
			id, name := gjson.Get(raw, "message.toolCallId"), gjson.Get(raw, "message.toolName")
			p.ResultOf[i] = len(p.Results)
			p.Results = append(p.Results, ToolResult{Entry: i, CallID: id.Str, ToolName: name.Str, Call: -1})
		}
	}
	for ri := range p.Results {
		r := &p.Results[ri]
		cands := byCallID[r.CallID]
		if len(cands) == 0 {
			r.Status = NoCall
			continue
		}
		r.Status = OtherBranch
		earlier := false // an earlier result for the same id on the branch
		t.Ancestors(r.Entry, func(a int) bool {
			if k, ok := p.ResultOf[a]; ok && p.Results[k].CallID == r.CallID {
				earlier = true
			}
			for _, c := range p.ByEntry[a] {
				if p.Calls[c].ID != r.CallID {
					continue
				}
				r.Call, r.Status = c, Paired
				if earlier {
					r.Status = Duplicate
				}
				if p.Calls[c].Result < 0 {
					p.Calls[c].Result = ri
				}
				p.Calls[c].Results = append(p.Calls[c].Results, ri)
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
