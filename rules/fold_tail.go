package rules

import "strings"

// foldTails appends to out a folded-token match for the tail of every
// token whose head a plain match of direct ends at a fold (see
// foldBreak): the secret goes on, after the line break, on the next line,
// and masking only its head would leave the rest in the clear. The join
// view finds most such tokens whole, but a rule's own limits may refuse
// the joined token (a 64-digit hex value after a brand name reads as a
// hash) while it took the head alone: the fold still says where the token
// goes on, so its tail is masked with it. A tail that fills the next line
// up to another fold goes on past it. A head of the one length its rule's
// format fixes (fixedLen: ghp_ and 36 characters) is a whole token: the
// next line is not its rest.
func foldTails(text string, brks []foldJoin, direct, out []Match, fixedLen map[string]int) []Match {
	whole := wholeTokens(direct, fixedLen)
	for k, b := range brks {
		for _, d := range direct {
			if d.End != b.gs || d.Start >= d.End || d.Encoding != "" || d.InnerPath != "" || d.RuleID == "folded-token" ||
				whole[span{d.Start, d.End}] {
				continue
			}
			head := text[d.Start:d.End]
			var pieces []span
			joined := head
			for n := k; n < len(brks) && len(joined) < maxFoldTail; n++ {
				e, ok := foldTail(text, head, brks[n])
				if !ok {
					break
				}
				pieces = append(pieces, span{brks[n].ge, e})
				joined += text[brks[n].ge:e]
				if n+1 == len(brks) || brks[n+1].gs != e {
					break
				}
			}
			secret := d.Secret
			if secret == head {
				secret = joined
			}
			for _, p := range pieces {
				out = appendTail(out, d, p.s, p.e, secret)
			}
		}
	}
	return out
}

// maxFoldTail caps how many bytes of following lines a head's tail is
// followed over: a token, not a wrapped blob.
const maxFoldTail = 512

// minFoldTail is the shortest tail masked on its head's word: a fragment
// of a random token, not a word or a number starting the next line (Z9,
// EOF); a shorter tail gives little of the secret away.
const minFoldTail = 8

// foldTail returns the end of the tail of token head after fold b, if the
// line there goes on with one: a run of minFoldTail letters, digits and
// the punctuation head holds, with no letter case or digit that head
// lacks, ending at a blank, a quote, sentence punctuation or the line
// end, on a line that does not start a line of its own (see
// plausibleLine: foldBreak lets a provider rule's head meet a word or an
// assignment, LOG_LEVEL=info, which the join view then judges), and not
// after a line of a wrapped base64 block (a certificate's line a rule
// took alone goes on with the block, not with its own tail). The tail's
// line may look like one: the rest of a long key does.
func foldTail(text, head string, b foldJoin) (int, bool) {
	s, e := b.ge, b.ge
	hb := classBits(head)
	for e < len(text) && (isAlnum(text[e]) || isFoldChar(text[e]) && strings.IndexByte(head, text[e]) >= 0) {
		e++
	}
	for e > s && text[e-1] == '.' {
		e-- // a sentence's end
	}
	if e-s < minFoldTail || classBits(text[s:e])&7&^hb != 0 ||
		e < len(text) && !isBlank(text[e]) && text[e] != '\n' && text[e] != '\r' && strings.IndexByte("\"'`.,;)]}", text[e]) < 0 ||
		!plausibleLine(text, s, lineEnd(text, s)) && !quotedRun(text, s) || blockHead(text, b) {
		return 0, false
	}
	return e, true
}

// appendTail appends the folded-token match text[s:e] continuing head
// match d, unless a match of out already covers it.
func appendTail(out []Match, d Match, s, e int, secret string) []Match {
	for _, o := range out {
		if o.Start <= s && o.End >= e {
			return out
		}
	}
	return append(out, Match{RuleID: "folded-token", Start: s, End: e, Severity: d.Severity, Secret: secret})
}

// blockHead reports whether the line before fold b is a line of a
// wrapped base64 block (see blockRun).
func blockHead(text string, b foldJoin) bool {
	ls := strings.LastIndexByte(text[:b.gs], '\n') + 1
	return blockRun(text, ls, b.gs)
}
