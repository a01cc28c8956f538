package redact

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// splitCallID splits a toolCall id into the call id the provider knows
// (OpenAI Responses call_id) and, for composite "call|item" ids, the
// Responses item id.
func splitCallID(id string) (wire, item string) {
	wire, item, _ = strings.Cut(id, "|")
	return wire, item
}

// ownerCall returns the index in Pairing.Calls of the call that a copy held
// by entry ei belongs to: the nearest toolCall accepted by match in ei itself
// or above it on its branch; off the branch, the only call match accepts;
// -1 when there is none. Call ids repeat across
// turns (Responses), so a copy is matched to its own turn's call the way
// omp pairs results: by position on the branch, not by id alone.
func (p *Plan) ownerCall(ei int, match func(session.ToolCall) bool) int {
	pr := p.s.Pairing()
	find := func(a int) int {
		lo, hi := pr.CallsAt(a)
		for c := lo; c < hi; c++ {
			if match(pr.Calls[c]) {
				return c
			}
		}
		return -1
	}
	if c := find(ei); c >= 0 {
		return c
	}
	owner := -1
	p.s.Tree().Ancestors(ei, func(a int) bool {
		owner = find(a)
		return owner < 0
	})
	if owner >= 0 {
		return owner
	}
	// Off the branch (a session_exit written on another branch): only an
	// id no other call shares is unambiguous.
	for c := range pr.Calls {
		if match(pr.Calls[c]) {
			if owner >= 0 {
				return -1
			}
			owner = c
		}
	}
	return owner
}

// itemMatches reports whether a Responses item (function_call,
// computer_call, custom_tool_call, their *_output items…) is a copy of
// call: same call_id, and for a call item with an id, the item id of a
// composite toolCall id.
func itemMatches(v gjson.Result, call session.ToolCall) bool {
	wire, item := splitCallID(call.ID)
	if v.Get("call_id").Str != wire {
		return false
	}
	if strings.HasSuffix(v.Get("type").Str, "_output") {
		return true
	}
	id := v.Get("id").Str
	return item == "" || id == "" || id == item
}

// removeCopies removes the copies omp keeps of removed tool calls (keys:
// indexes in Pairing.Calls): every Responses item with the call's call_id
// (function_call, computer_call, custom_tool_call and their outputs) in
// providerPayload items (a dt-less payload is a full snapshot replayed
// instead of the history) and remote-compaction replacement histories, the
// assistant's toolCallAbortMessages key, tool_execution_start args and
// intent, session_exit pendingToolCalls, and the v4
// tool_execution_started/settled records. A copy goes only when the call
// it belongs to (see ownerCall) is removed: another turn reusing the id
// keeps its own.
func (p *Plan) removeCopies(removed map[int]drop) {
	if len(removed) == 0 {
		return
	}
	pr := p.s.Pairing()
	var needles [][]byte
	wires, ids := map[string]bool{}, map[string]bool{} // of the removed calls
	for c := range removed {
		wire, _ := splitCallID(pr.Calls[c].ID)
		needles = append(needles, []byte(wire))
		wires[wire], ids[pr.Calls[c].ID] = true, true
	}
	mentions := mentionsAny(needles, wires)
	// removedOwner returns why the copy's call was removed, if it was;
	// key (a call id, or a Responses call_id with wire set) must be one
	// of a removed call, or the branch is not walked at all.
	removedOwner := func(ei int, key string, wire bool, match func(session.ToolCall) bool) (drop, bool) {
		if wire && !wires[key] || !wire && !ids[key] {
			return drop{}, false
		}
		c := p.ownerCall(ei, match)
		if c < 0 {
			return drop{}, false
		}
		d, ok := removed[c]
		return d, ok
	}
	byID := func(ei int, id string) (drop, bool) {
		return removedOwner(ei, id, false, func(c session.ToolCall) bool { return c.ID == id })
	}
	del := func(li int, path string, d drop, why string) {
		p.edit(li).deletes = append(p.edit(li).deletes, path)
		p.change(li, path, "remove-pair", d.rule, why)
	}
	execIDs := map[string]drop{}
	rel := p.s.NewReleaser()
	for ei, l := range p.s.Entries {
		rel.Pass(l)
		if !mentions(l.Raw) {
			continue
		}
		li := int(l.Num) - 1
		for _, arr := range []string{"message.providerPayload.items", "preserveData.openaiRemoteCompaction.replacementHistory"} {
			// An output item belongs to the call item before it with the
			// same call_id in the same list (a snapshot replays several
			// turns that can share a call_id).
			type decision struct {
				d       drop
				removed bool
			}
			prev := map[string]decision{}
			gjson.GetBytes(l.Raw, arr).ForEach(func(k, v gjson.Result) bool {
				cid := v.Get("call_id")
				if cid.Type != gjson.String {
					return true
				}
				var d drop
				var ok bool
				if dec, seen := prev[cid.Str]; seen && strings.HasSuffix(v.Get("type").Str, "_output") {
					d, ok = dec.d, dec.removed
				} else {
					d, ok = removedOwner(ei, cid.Str, true, func(c session.ToolCall) bool { return itemMatches(v, c) })
					prev[cid.Str] = decision{d, ok}
				}
				if ok {
					path := arr + "." + strconv.Itoa(int(k.Num))
					del(li, path, d, "replay copy of the removed tool call")
					p.invalidate(li, arr, "provider-payload", path, "stripped")
				}
				return true
			})
		}
		lo, hi := pr.CallsAt(ei)
		for c := lo; c < hi; c++ {
			d, ok := removed[c]
			if !ok {
				continue
			}
			path := "message.toolCallAbortMessages." + gjson.Escape(pr.Calls[c].ID)
			if gjson.GetBytes(l.Raw, path).Exists() {
				del(li, path, d, "abort message of the removed tool call")
			}
		}
		switch {
		case l.Type() == "custom" && gjson.GetBytes(l.Raw, "customType").Str == "tool_execution_start":
			if d, ok := byID(ei, gjson.GetBytes(l.Raw, "data.toolCallId").Str); ok {
				for _, f := range []string{"data.args", "data.intent"} {
					if gjson.GetBytes(l.Raw, f).Exists() {
						del(li, f, d, "copy of the removed tool call")
					}
				}
			}
		case l.Type() == "custom" && gjson.GetBytes(l.Raw, "customType").Str == "session_exit":
			gjson.GetBytes(l.Raw, "data.pendingToolCalls").ForEach(func(k, v gjson.Result) bool {
				if d, ok := byID(ei, v.Get("toolCallId").Str); ok {
					del(li, "data.pendingToolCalls."+strconv.Itoa(int(k.Num)), d, "copy of the removed tool call")
				}
				return true
			})
		case l.Type() == "tool_execution_started":
			if d, ok := byID(ei, gjson.GetBytes(l.Raw, "call.toolCallId").Str); ok {
				p.drops[int(l.Index)] = d
				execIDs[gjson.GetBytes(l.Raw, "executionId").Str] = d
			}
		}
	}
	if len(execIDs) == 0 {
		return
	}
	for _, l := range p.s.Entries {
		if l.Type() != "tool_execution_settled" {
			continue
		}
		if d, ok := execIDs[gjson.GetBytes(l.Raw, "executionId").Str]; ok {
			p.drops[int(l.Index)] = d
		}
	}
}

// mentionsAny returns a test of whether a line may mention one of the
// needles (the wire ids of the removed calls; wires holds the same ids).
// With a few needles it searches for each. With many (a strict policy
// removes every pair: 129,329 on a 300 MB session) that is quadratic —
// minutes per run — so it looks up each maximal run of the bytes the ids
// are made of instead: an id the later checks can match is a whole JSON
// string value, delimited by quotes, so it is one such run.
func mentionsAny(needles [][]byte, wires map[string]bool) func([]byte) bool {
	if len(needles) <= 16 {
		return func(raw []byte) bool {
			for _, n := range needles {
				if bytes.Contains(raw, n) {
					return true
				}
			}
			return false
		}
	}
	var idByte [256]bool
	for _, n := range needles {
		for _, c := range n {
			idByte[c] = true
		}
	}
	return func(raw []byte) bool {
		for i := 0; i < len(raw); {
			if !idByte[raw[i]] {
				i++
				continue
			}
			j := i + 1
			for j < len(raw) && idByte[raw[j]] {
				j++
			}
			if wires[string(raw[i:j])] {
				return true
			}
			i = j
		}
		return false
	}
}
