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
	Result int // index in Pairing.Results, or -1 when unanswered
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
)

func (p PairStatus) String() string {
	return [...]string{"paired", "no-call", "other-branch"}[p]
}

// ToolResult is a message with role toolResult.
type ToolResult struct {
	Entry    int
	CallID   string
	ToolName string
	Call     int // index in Pairing.Calls, or -1
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
// enough, and ids can repeat across turns (OpenAI Responses).
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
		t.Ancestors(r.Entry, func(a int) bool {
			for _, c := range p.ByEntry[a] {
				if p.Calls[c].ID == r.CallID && p.Calls[c].Result < 0 {
					r.Call, r.Status = c, Paired
					p.Calls[c].Result = ri
					return false
				}
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
