package rules

import "strings"

// chatReplyID is the rule of chatReply.
const chatReplyID = "chat-reply-secret"

// chatReply finds a password or a token sent alone as a chat message
// right after a message that asks for it or names it, in a chat export
// or a copied conversation: "[21.08.2024 19:05] Dmytro: and the API
// key?" then "[21.08.2024 19:06] Oksana: <key>". The token fills its
// message, so no label stands before it on its line: the message before
// is its context. Both lines carry an export's head (a date or a time,
// then a sender), and the value must be a password's or a generated
// token's shape.
type chatReply struct{ rule Rule }

func newChatReply() *chatReply {
	kws := []string{}
	for _, w := range introWords {
		if len(w) >= 3 {
			kws = append(kws, w)
		}
	}
	for _, w := range localizedWords {
		if len(w.word) >= 3 {
			kws = append(kws, strings.ToLower(w.word))
		}
	}
	return &chatReply{rule: Rule{ID: chatReplyID, Source: SourceBuiltin, Severity: SeverityHigh, Keywords: kws,
		Description: "Password or token sent alone as a chat message (a WhatsApp, Telegram, LINE or IRC export, a copied conversation) right after a message that asks for it or names it."}}
}

func (c *chatReply) info() *Rule { return &c.rule }

// maxChatLine bounds the lines read as chat messages.
const maxChatLine = 400

func (c *chatReply) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, c.rule.Keywords)
	first, done := len(out), -1
	for _, h := range hits {
		if h < done {
			continue
		}
		ls := strings.LastIndexByte(text[max(0, h-maxChatLine):h], '\n') + 1 + max(0, h-maxChatLine)
		le := lineEnd(text, h)
		done = le
		line := text[ls:le]
		b := chatBody(line)
		if b < 0 || ls+b > h || le-ls > maxChatLine {
			continue
		}
		msg := strings.ToLower(line[b:])
		if !introNames(msg) || introRefused(msg) || hasWord(msg, []string{"auth"}) && !hasWord(msg, chatCredentialWords) {
			continue // SMTP's AUTH LOGIN is no question for a password
		}
		// the next messages, up to three: the first that is one word
		at := le
		for n := 0; n < 3 && at < len(text); n++ {
			ns := at + 1
			ne := lineEnd(text, ns)
			at = ne
			next := strings.TrimRight(text[ns:ne], " \t\r")
			nb := chatBody(next)
			if nb < 0 {
				break
			}
			v := strings.TrimSpace(next[nb:])
			if v == "" || strings.ContainsAny(v, " \t") {
				continue
			}
			if chatReplyValue(v) {
				s := ns + strings.LastIndex(next, v)
				out = append(out, Match{RuleID: chatReplyID, Start: s, End: s + len(v), Secret: v})
			}
			break
		}
	}
	return dedupSpans(out, first), nil
}

// chatCredentialWords are the introWords that name a credential by
// themselves ("auth" also names a protocol's step).
var chatCredentialWords = []string{"key", "token", "secret", "password", "passphrase", "credential", "credentials", "creds", "apikey", "api_key", "passwd", "pwd"}

// chatReplyValue is the gate of a message sent as a credential: a
// password's shape with a letter and a digit (notePassword), a generated
// token (introducedValue), or hex of 16 digits or more.
func chatReplyValue(v string) bool {
	v = strings.TrimRight(v, ".,;!")
	if len(v) < 8 || len(v) > 128 || strings.Contains(v, "://") || emailValue.MatchString(v) || pathLike(v) || strings.ContainsAny(v, "()[]<>") {
		return false
	}
	return notePassword(v) || introducedValue(v) || len(v) >= 16 && isHexString(strings.ToLower(v)) && classBits(v)&4 != 0
}

// chatBody returns the offset in line of a chat message's text after an
// export's head, or -1 when line has none:
//
//   - a date or a time, then a sender and ": " (WhatsApp's "12/03/2024,
//     19:04 - Marco: ", "[3/4/24, 18:05:40] Lucía: ", "[09:14] Ruth: ");
//   - a time, a tab, a sender and a tab (LINE's "14:02\tSato\t");
//   - a date or a time, then an IRC nick in angle brackets ("22:17
//     <ivo> ").
func chatBody(line string) int {
	if line == "" || !isDigit(line[0]) && line[0] != '[' {
		return -1
	}
	if t := strings.IndexByte(line, '\t'); t > 0 && t <= 12 && strings.IndexByte(line[:t], ':') > 0 {
		if u := strings.IndexByte(line[t+1:], '\t'); u > 0 && u < 64 {
			return t + 1 + u + 1 // LINE: time<TAB>sender<TAB>text
		}
	}
	if k := strings.Index(line, "> "); k > 0 && k < 80 {
		if lt := strings.IndexByte(line[:k], '<'); lt > 0 && strings.IndexByte(line[:lt], ':') > 0 && !strings.ContainsAny(line[lt+1:k], " <") {
			return k + 2 // IRC: time <nick> text
		}
	}
	if k := strings.Index(line, ": "); k > 0 && k < 80 && strings.IndexByte(line[:k], ':') > 0 && !strings.Contains(line[:k], "->") &&
		(strings.ContainsAny(line[:k], "/.-") || line[0] == '[' && strings.IndexByte(line[:k], ']') > 0) {
		return k + 2
	}
	return -1
}
