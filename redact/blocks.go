package redact

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

func sortedEdits(m map[int]*lineEdit) []int {
	out := make([]int, 0, len(m))
	for i := range m {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// planSignedDrops applies signatures: drop-block before the structural
// passes: a signed block whose content an edit changed is removed, and a
// signed toolCall (Gemini, OpenRouter thoughtSignature) goes as a pair
// with its results and copies, like remove-pair, or omp would replay
// results without their call.
func (p *Plan) planSignedDrops(e *Engine, pairs map[int]drop) {
	if e.opts.Policy.Signatures != policy.SignaturesDropBlock {
		return
	}
	pr := p.s.Pairing()
	rel := p.s.NewReleaser()
	for _, i := range sortedEdits(p.edits) {
		le := p.edits[i]
		l := p.s.Lines[i]
		rel.Pass(l)
		if l.Type() != "message" || len(le.editedIn) == 0 {
			continue
		}
		if _, dropped := p.drops[int(l.Index)]; dropped {
			continue
		}
		api := gjson.GetBytes(l.Raw, "message.api").Str
		for _, b := range sortedKeys(le.editedIn) {
			if _, gone := le.blocks[b]; gone {
				continue
			}
			bp := "message.content." + strconv.Itoa(b)
			blk := gjson.GetBytes(l.Raw, bp)
			for _, sf := range signedFields(api, blk) {
				f := sf.path
				if signatureKinds[f] == "" {
					continue // only signatures over editable content
				}
				p.invalidate(i, bp+"."+f, signatureKinds[f], bp, "dropped")
				if blk.Get("type").Str == "toolCall" {
					lo, hi := pr.CallsAt(int(l.Index))
					for c := lo; c < hi; c++ {
						if pr.Calls[c].Block == b {
							pairs[c] = drop{reason: "drop-signed-block", rule: "signatures: drop-block"}
						}
					}
					continue
				}
				p.removeBlock(i, b, "drop-signed-block", "signatures: drop-block")
			}
		}
	}
}

// planServerToolPairs keeps Anthropic server-tool blocks in pairs: when a
// server_tool_use or its web_search_tool_result / tool_search_tool_result
// (tool_use_id) is removed, its partner in the same message goes too.
// Anthropic validates these blocks on replay and rejects a use without
// its result.
func (p *Plan) planServerToolPairs() {
	for _, i := range sortedEdits(p.edits) {
		le := p.edits[i]
		l := p.s.Lines[i]
		if l.Type() != "message" || len(le.blocks) == 0 {
			continue
		}
		content := gjson.GetBytes(l.Raw, "message.content")
		uses, results := map[string][]int{}, map[string][]int{}
		content.ForEach(func(k, b gjson.Result) bool {
			if b.Get("type").Str != "anthropicServerTool" {
				return true
			}
			if id := b.Get("block.tool_use_id"); id.Type == gjson.String {
				results[id.Str] = append(results[id.Str], int(k.Num))
			} else if id := b.Get("block.id"); id.Type == gjson.String {
				uses[id.Str] = append(uses[id.Str], int(k.Num))
			}
			return true
		})
		if len(uses) == 0 && len(results) == 0 {
			continue
		}
		partners := map[int]bool{}
		for _, b := range sortedKeys(le.blocks) {
			bp := "message.content." + strconv.Itoa(b)
			blk := gjson.GetBytes(l.Raw, bp)
			if blk.Get("type").Str != "anthropicServerTool" {
				continue
			}
			p.invalidate(i, bp, "server-tool", bp, "dropped")
			if id := blk.Get("block.tool_use_id"); id.Type == gjson.String {
				for _, u := range uses[id.Str] {
					partners[u] = true
				}
			} else if id := blk.Get("block.id"); id.Type == gjson.String {
				for _, r := range results[id.Str] {
					partners[r] = true
				}
			}
		}
		for _, b := range sortedKeys(partners) {
			if _, gone := le.blocks[b]; gone {
				continue
			}
			bp := "message.content." + strconv.Itoa(b)
			le.blocks[b] = "remove-block"
			p.change(i, bp, "remove-block", "", "the other half of a removed server-tool pair")
			p.invalidate(i, bp, "server-tool", bp, "dropped")
		}
	}
}

// planEmptied tombstones (or splices) an assistant message whose every
// content block was removed. Left in place it would be a turn with
// content [] that still says stopReason "toolUse" and, for a removed call,
// still carries its usage and response ids; omp's provider serializers
// skip an empty assistant turn anyway, so removing the entry changes
// nothing the model sees and says plainly that the turn is gone.
func (p *Plan) planEmptied() {
	for _, i := range sortedEdits(p.edits) {
		le := p.edits[i]
		l := p.s.Lines[i]
		if l.Type() != "message" || l.Role() != "assistant" || l.Kind != session.KindEntry || len(le.blocks) == 0 {
			continue
		}
		if _, dropped := p.drops[int(l.Index)]; dropped {
			continue
		}
		content := gjson.GetBytes(l.Raw, "message.content")
		if !content.IsArray() {
			continue
		}
		n := 0
		content.ForEach(func(_, _ gjson.Result) bool { n++; return true })
		if n == 0 {
			continue // empty already: not ours to change
		}
		all := true
		for b := 0; b < n; b++ {
			if _, gone := le.blocks[b]; !gone {
				all = false
				break
			}
		}
		if all {
			// The tombstone names the removal that emptied the turn.
			d := drop{reason: le.blocks[0], why: "every content block was removed: the empty assistant turn goes too"}
			for _, c := range p.File.Changes {
				if c.Line == int(l.Num) && c.Path == "message.content.0" {
					d.rule = c.Rule
					break
				}
			}
			p.drops[int(l.Index)] = d
		}
	}
}

// compactionRemoved reports a removed compaction entry: without it omp
// rebuilds the context from the history the compaction summarized (or
// from an earlier compaction), so the session the model sees grows back.
func (p *Plan) compactionRemoved(ei int, d drop) {
	l := p.s.Entries[ei]
	li := int(l.Num) - 1
	t := p.s.Tree()
	first := p.s.Lookup(gjson.GetBytes(l.Raw, "firstKeptEntryId").Str)
	n, passed := 0, first == nil
	t.Ancestors(ei, func(a int) bool {
		if p.s.Entries[a].Type() == "compaction" {
			return false // an earlier compaction still summarizes what precedes it
		}
		if passed {
			n++
		}
		if first != nil && a == int(first.Index) {
			passed = true
		}
		return true
	})
	p.invalidate(li, "summary", "compaction", d.reason, "dropped")
	p.because = append(p.because, fmt.Sprintf("the compaction at line %d was removed (%s): omp rebuilds the context without its summary, from the %d entries it had summarized", l.Num, d.reason, n))
}
