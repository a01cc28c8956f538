package redact

import (
	"sort"
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// planPairs removes each toolCall block (keys: indexes in Pairing.Calls)
// with every toolResult entry answering it (one per sibling branch), and
// records the call so that planDrops removes its copies (removeCopies).
func (p *Plan) planPairs(pairs, resultOnly map[int]drop) {
	if len(pairs) == 0 && len(resultOnly) == 0 {
		return
	}
	pr := p.s.Pairing()
	order := make([]int, 0, len(pairs))
	for c := range pairs {
		order = append(order, c)
	}
	sort.Ints(order)
	for _, c := range order {
		d := pairs[c]
		call := pr.Calls[c]
		ci := int(p.s.Entries[call.Entry].Num) - 1
		p.removeBlock(ci, call.Block, d.reason, d.rule)
		p.removedCalls[c] = d
		for _, r := range pr.ResultsOf(c) {
			if _, ok := p.drops[pr.Results[r].Entry]; !ok {
				p.drops[pr.Results[r].Entry] = d
			}
		}
	}
	for e, d := range resultOnly {
		if _, ok := p.drops[e]; !ok {
			p.drops[e] = d
		}
	}
}

// planDrops turns dropped entries into tombstones, or with removal: splice
// deletes them, re-parents their children and retargets references.
func (p *Plan) planDrops(e *Engine) {
	if len(p.drops) == 0 && len(p.removedCalls) == 0 {
		return
	}
	// Legacy v1 files have no ids: compactions point at records by index
	// (firstKeptEntryIndex), which deleting a line would shift. They get
	// tombstones whatever the policy says.
	splice := e.opts.Policy.Removal == policy.RemovalSplice && p.s.Version != 1
	// An assistant entry goes with the results of its tool calls (on every
	// branch), or omp would see results without calls, and with the copies
	// of its calls in other entries.
	pr := p.s.Pairing()
	for _, ei := range sortedDrops(p.drops) {
		d := p.drops[ei]
		lo, hi := pr.CallsAt(ei)
		for c := lo; c < hi; c++ {
			if _, ok := p.removedCalls[c]; !ok {
				p.removedCalls[c] = d
			}
			for _, r := range pr.ResultsOf(c) {
				if _, ok := p.drops[pr.Results[r].Entry]; !ok {
					p.drops[pr.Results[r].Entry] = drop{reason: d.reason, rule: d.rule}
				}
			}
		}
	}
	p.removeCopies(p.removedCalls)
	if len(p.drops) == 0 {
		return
	}
	t := p.s.Tree()
	last := len(p.s.Entries) - 1
	removed := map[int]bool{}
	for _, ei := range sortedDrops(p.drops) {
		d := p.drops[ei]
		l := p.s.Entries[ei]
		li := int(l.Num) - 1
		if l.Type() == "compaction" {
			p.compactionRemoved(ei, d)
		}
		why := d.why
		if splice && ei != last {
			removed[ei] = true
			p.edit(li).remove = true
			if why == "" {
				why = "entry deleted (removal: splice)"
			}
			p.change(li, "", d.reason, d.rule, why)
			continue
		}
		p.edit(li).replace = tombstone(l, d)
		if why == "" {
			why = "entry replaced by an omp-redact/removed tombstone"
		}
		p.change(li, "", d.reason, d.rule, why)
	}
	if len(removed) == 0 {
		return
	}
	survivor := func(ei int) int { // nearest surviving ancestor of ei (ei excluded), or -1
		steps := 0
		for a := t.Parent(ei); a >= 0 && steps <= t.Len(); a = t.Parent(a) {
			if !removed[a] {
				return a
			}
			steps++
		}
		return -1
	}
	// nextSurvivor is the entry after target on the branch of entry from:
	// the surviving entry nearest to target below it, or from itself when
	// none survives in between (omp then keeps no entry before from). A
	// target off from's branch gets its nearest surviving ancestor.
	nextSurvivor := func(from, target int) int {
		cand, found := from, false
		t.Ancestors(from, func(a int) bool {
			if a == target {
				found = true
				return false
			}
			if !removed[a] {
				cand = a
			}
			return true
		})
		if !found {
			return survivor(target)
		}
		return cand
	}
	for ei, l := range p.s.Entries {
		if removed[ei] || !l.HasID {
			continue
		}
		li := int(l.Num) - 1
		if par := t.Parent(ei); par >= 0 && removed[par] {
			np := survivor(ei)
			raw := []byte("null")
			if np >= 0 {
				raw = session.AppendString(nil, p.s.Entries[np].ID)
			}
			p.set(li, "parentId", raw)
			p.change(li, "parentId", "reparent", "", "parent was removed")
		}
		for _, f := range []string{"firstKeptEntryId", "providerReplayThroughEntryId", "fromId", "targetId"} {
			ref := gjson.GetBytes(l.Raw, f)
			if ref.Type != gjson.String {
				continue
			}
			target := p.s.Lookup(ref.Str)
			if target == nil || !removed[int(target.Index)] {
				continue
			}
			if f == "targetId" {
				// A label or archive marker means nothing on another entry
				// (an archive would hide its new target's subtree): it goes
				// too, as a tombstone.
				if p.edit(li).replace == nil {
					p.edit(li).replace = tombstone(l, drop{reason: "target-removed"})
					p.change(li, "", "drop-entry", "", "its targetId entry was removed")
				}
				continue
			}
			np := survivor(int(target.Index))
			if f == "firstKeptEntryId" {
				// The kept region starts after the removed entry: moving
				// the start up to an ancestor would bring a summarized
				// entry back into omp's context.
				np = nextSurvivor(ei, int(target.Index))
			}
			var raw []byte
			switch {
			case np >= 0:
				raw = session.AppendString(nil, p.s.Entries[np].ID)
			case f == "fromId":
				raw = []byte(`"root"`)
			default:
				continue // nothing survives above it; validate reports the dangling reference
			}
			p.set(li, f, raw)
			p.change(li, f, "retarget", "", "referenced entry was removed")
		}
	}
}

func (p *Plan) set(i int, path string, raw []byte) {
	le := p.edit(i)
	if le.sets == nil {
		le.sets = map[string][]byte{}
	}
	le.sets[path] = raw
}

// tombstone builds the custom entry that replaces a removed entry. Custom
// entries never enter the model context; id, parentId and timestamp are
// kept verbatim so every link survives.
func tombstone(l *session.Line, d drop) []byte {
	b := []byte(`{"type":"custom","customType":"omp-redact/removed","data":{"reason":`)
	b = session.AppendString(b, d.reason)
	if d.rule != "" {
		b = append(b, `,"rule":`...)
		b = session.AppendString(b, d.rule)
	}
	b = append(b, '}')
	r := gjson.GetManyBytes(l.Raw, "id", "parentId", "timestamp")
	for k, name := range []string{"id", "parentId", "timestamp"} {
		if r[k].Exists() {
			b = append(b, `,"`+name+`":`...)
			b = append(b, r[k].Raw...)
		}
	}
	return append(b, '}')
}

// signedAPI tells whether a message's thinking signature is cryptographic.
// openai-completions names the wire field in thinkingSignature; nothing is
// signed there.
func signedThinking(api string) bool { return api != "openai-completions" }

// signatureKinds names the invalidation of each signature field.
var signatureKinds = map[string]string{"thinkingSignature": "thinking-signature", "textSignature": "text-signature", "thoughtSignature": "thought-signature"}

// planSignatures finds signed or replay metadata made stale by the string
// edits and applies the policy's signatures choice.
func (p *Plan) planSignatures(e *Engine) {
	mode := e.opts.Policy.Signatures
	rel := p.s.NewReleaser()
	for _, i := range sortedEdits(p.edits) {
		le := p.edits[i]
		l := p.s.Lines[i]
		rel.Pass(l)
		if l.Type() != "message" || le.replace != nil || le.remove {
			continue
		}
		api := gjson.GetBytes(l.Raw, "message.api").Str
		blocks := sortedKeys(le.editedIn)
		for _, b := range blocks {
			if _, gone := le.blocks[b]; gone {
				continue
			}
			bp := "message.content." + strconv.Itoa(b)
			blk := gjson.GetBytes(l.Raw, bp)
			typ := blk.Get("type").Str
			var fields []string
			switch typ {
			case "thinking":
				if blk.Get("thinkingSignature").Str != "" && signedThinking(api) {
					fields = append(fields, "thinkingSignature")
				}
			case "text":
				if sig := blk.Get("textSignature").Str; sig != "" && !responsesItemID(api, sig) {
					fields = append(fields, "textSignature")
				}
			case "toolCall":
				if blk.Get("thoughtSignature").Str != "" {
					fields = append(fields, "thoughtSignature")
				}
			case "anthropicServerTool":
				p.invalidate(i, bp, "server-tool", bp, "kept")
			}
			for _, f := range fields {
				kind := signatureKinds[f]
				switch mode {
				case policy.SignaturesKeep:
					p.invalidate(i, bp+"."+f, kind, bp, "kept")
				case policy.SignaturesDropBlock:
					p.removeBlock(i, b, "drop-signed-block", "signatures: drop-block")
					p.invalidate(i, bp+"."+f, kind, bp, "dropped")
				default:
					le.deletes = append(le.deletes, bp+"."+f)
					p.change(i, bp+"."+f, "strip-signature", "", "the signed content changed")
					p.invalidate(i, bp+"."+f, kind, bp, "stripped")
				}
			}
		}
		// Replay copies: OpenAI Responses replays providerPayload items instead
		// of content; an edit to either makes the stored turn differ from what
		// the provider produced.
		if len(le.splices) > 0 || hasPayloadEdit(le) {
			if gjson.GetBytes(l.Raw, "message.providerPayload").Exists() {
				p.invalidate(i, "message.providerPayload", "provider-payload", "message.content", "kept")
			}
		}
	}
	if len(p.edits) > 0 {
		p.File.Invalidations = append(p.File.Invalidations, reportPromptCache())
	}
}

func hasPayloadEdit(le *lineEdit) bool {
	for _, d := range le.deletes {
		if strings.HasPrefix(d, "message.providerPayload") {
			return true
		}
	}
	return false
}

// sortedKeys returns the keys of m in increasing order.
func sortedKeys[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}
