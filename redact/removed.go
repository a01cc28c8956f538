package redact

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// signedField is a piece of signed or opaque replay metadata in a content
// block: its path below the block and its invalidation kind.
type signedField struct{ path, kind string }

// signedFields lists the signed or opaque replay metadata a content block
// carries. Empty signatures are unsigned blocks (omp-format.md §9.9);
// openai-completions names a wire field in thinkingSignature (§9.12) and a
// Responses textSignature is a message item id (§4.3): neither is signed.
func signedFields(api string, blk gjson.Result) []signedField {
	var out []signedField
	switch blk.Get("type").Str {
	case "thinking":
		if blk.Get("thinkingSignature").Str != "" && signedThinking(api) {
			out = append(out, signedField{"thinkingSignature", "thinking-signature"})
		}
	case "text":
		if sig := blk.Get("textSignature").Str; sig != "" && !responsesItemID(api, sig) {
			out = append(out, signedField{"textSignature", "text-signature"})
		}
	case "toolCall":
		if blk.Get("thoughtSignature").Str != "" {
			out = append(out, signedField{"thoughtSignature", "thought-signature"})
		}
	case "redactedThinking":
		if blk.Get("data").Str != "" {
			out = append(out, signedField{"data", "redacted-thinking"})
		}
	case "encrypted":
		if blk.Get("encryptedContent").Str != "" {
			out = append(out, signedField{"encryptedContent", "encrypted-reasoning"})
		}
	case "anthropicServerTool":
		out = append(out, signedField{"", "server-tool"})
	}
	return out
}

// responsesItemID tells an OpenAI Responses textSignature — the message
// item's id, as {"v":1,"id":"msg_…","phase":…} JSON or a bare id — from a
// signature. Editing the text does not make an id stale.
func responsesItemID(api, sig string) bool {
	if strings.Contains(api, "responses") {
		return true
	}
	if strings.HasPrefix(sig, "msg_") {
		return true // base64 signatures have no "_"
	}
	return strings.HasPrefix(sig, "{") && strings.HasPrefix(gjson.Get(sig, "id").Str, "msg_")
}

// planRemovedSigned reports the signed and opaque replay metadata that
// structural removals took away: content blocks removed (remove-block,
// remove-pair, drop-image) and whole entries dropped (drop-entry, the
// results of a removed pair, tombstones or splice). Removals that
// reported their own invalidation (signatures: drop-block, opaque: drop)
// are not reported twice.
func (p *Plan) planRemovedSigned() {
	reported := map[int][]string{} // line number → invalidated paths
	for _, inv := range p.File.Invalidations {
		reported[inv.Line] = append(reported[inv.Line], inv.Path)
	}
	covered := func(num int, bp string) bool {
		for _, q := range reported[num] {
			if q == bp || strings.HasPrefix(q, bp+".") {
				return true
			}
		}
		return false
	}
	rel := p.s.NewReleaser()
	for _, i := range sortedEdits(p.edits) {
		le := p.edits[i]
		l := p.s.Lines[i]
		rel.Pass(l)
		if l.Type() != "message" {
			if (le.remove || le.replace != nil) && l.IsRecord() {
				p.removedEncrypted(i, p.dropCause(l), covered)
			}
			continue
		}
		api := gjson.GetBytes(l.Raw, "message.api").Str
		report := func(b int, blk gjson.Result, cause string) {
			bp := "message.content." + strconv.Itoa(b)
			if covered(int(l.Num), bp) {
				return
			}
			for _, f := range signedFields(api, blk) {
				path := bp
				if f.path != "" {
					path += "." + f.path
				}
				p.invalidate(i, path, f.kind, cause, "dropped")
			}
		}
		if le.remove || le.replace != nil {
			cause := p.dropCause(l)
			gjson.GetBytes(l.Raw, "message.content").ForEach(func(k, blk gjson.Result) bool {
				report(int(k.Num), blk, cause)
				return true
			})
			if !p.removedEncrypted(i, cause, covered) && gjson.GetBytes(l.Raw, "message.providerPayload").Exists() && !covered(int(l.Num), "message.providerPayload") {
				p.invalidate(i, "message.providerPayload", "provider-payload", cause, "dropped")
			}
			continue
		}
		for _, b := range sortedKeys(le.blocks) {
			bp := "message.content." + strconv.Itoa(b)
			report(b, gjson.GetBytes(l.Raw, bp), bp) // the cause is the edited path
		}
	}
}

// dropCause names the removal that took a whole entry out.
func (p *Plan) dropCause(l *session.Line) string {
	if d, ok := p.drops[int(l.Index)]; ok && d.reason != "" {
		return d.reason
	}
	return "drop-entry"
}

// removedEncrypted reports the encrypted content a dropped entry held
// outside its content blocks — Responses reasoning items of a
// providerPayload, the encrypted item of a remote compaction — which the
// server validates and a native replay needs. It says whether it found any.
func (p *Plan) removedEncrypted(i int, cause string, covered func(int, string) bool) bool {
	l := p.s.Lines[i]
	if !bytes.Contains(l.Raw, []byte("ncrypted")) {
		return false
	}
	found := false
	session.WalkKeys(l.Raw, func(lf *session.Leaf) bool {
		if class, kind := session.Classify(l.Raw, lf); class != session.Opaque || kind != session.OpaqueEncrypted {
			return true
		}
		path := lf.Path()
		if strings.HasPrefix(path, "message.content.") || covered(int(l.Num), path) {
			return true // content blocks are reported per block
		}
		p.invalidate(i, path, "encrypted-reasoning", cause, "dropped")
		found = true
		return true
	}, nil)
	return found
}

// openToolLoopTurn returns the entry index of the latest assistant turn
// of an open tool loop on the default branch (the last entry's path): an
// assistant message with tool calls after which only tool results (and
// non-message entries) follow. Its thinking is replayed to continue the
// loop, and omp drops unsigned thinking on replay (omp-format.md §9.8).
// It returns -1 when the branch does not end in a tool loop.
func (p *Plan) openToolLoopTurn() int {
	if len(p.s.Entries) == 0 {
		return -1
	}
	t := p.s.Tree()
	seen := 0
	for e := len(p.s.Entries) - 1; e >= 0 && seen <= len(p.s.Entries); e = t.Parent(e) {
		seen++
		l := p.s.Entries[e]
		if l.Type() != "message" {
			if l.Type() == "compaction" || l.Type() == "branch_summary" {
				return -1
			}
			continue
		}
		switch l.Role() {
		case "toolResult":
			continue
		case "assistant":
			if lo, hi := p.s.Pairing().CallsAt(e); hi > lo {
				return e
			}
		}
		return -1
	}
	return -1
}

// openLoopBroken says whether the redaction stripped or dropped the
// signed thinking (or encrypted reasoning) of the open tool loop's latest
// turn: the provider then rejects the continuation of the loop.
func (p *Plan) openLoopBroken() (line int, broken bool) {
	e := p.openToolLoopTurn()
	if e < 0 {
		return 0, false
	}
	num := int(p.s.Entries[e].Num)
	for _, inv := range p.File.Invalidations {
		if inv.Line != num || (inv.Outcome != "stripped" && inv.Outcome != "dropped") {
			continue
		}
		switch inv.Kind {
		case "thinking-signature", "redacted-thinking", "encrypted-reasoning":
			return num, true
		}
	}
	return 0, false
}
