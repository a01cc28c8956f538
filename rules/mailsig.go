package rules

import "strings"

// dropMailSignatures removes from ms the matches inside the b= and bh=
// tags of a mail's DKIM and ARC signature headers (DKIM-Signature,
// ARC-Seal, ARC-Message-Signature): base64 a server's key signed or
// hashed, published with every message and no credential. Raw mail
// (.eml, mbox, "Show original") carries several per message, folded
// over lines that look like a wrapped token.
func dropMailSignatures(text string, ms []Match) []Match {
	if len(ms) == 0 || !strings.Contains(text, "ignature:") && !strings.Contains(text, "ARC-Seal:") && !strings.Contains(text, "arc-seal:") {
		return ms
	}
	out := ms[:0]
	for _, m := range ms {
		if !mailSignatureAt(text, m.Start) {
			out = append(out, m)
		}
	}
	return out
}

// mailSignatureHeaders are the headers whose b= and bh= tags
// dropMailSignatures spares, in lower case with their colon.
var mailSignatureHeaders = []string{"dkim-signature:", "arc-seal:", "arc-message-signature:", "x-google-dkim-signature:", "domainkey-signature:"}

// maxSignatureLines bounds the folded lines read back to a header's name.
const maxSignatureLines = 40

// mailSignatureAt reports whether text[at] is in the b= or bh= tag of a
// signature header: the header's name starts the line that text[at]'s
// folded lines continue (blanks start each continuation), and the tag
// after the last ';' before at is b or bh.
func mailSignatureAt(text string, at int) bool {
	ls := strings.LastIndexByte(text[:at], '\n') + 1
	for n := 0; n < maxSignatureLines && ls > 0 && (text[ls] == ' ' || text[ls] == '\t'); n++ {
		ls = strings.LastIndexByte(text[:ls-1], '\n') + 1
	}
	if ls < len(text) && (text[ls] == ' ' || text[ls] == '\t') {
		return false
	}
	name := ""
	for _, h := range mailSignatureHeaders {
		if len(text)-ls >= len(h) && strings.EqualFold(text[ls:ls+len(h)], h) {
			name = h
			break
		}
	}
	if name == "" {
		return false
	}
	ts := max(ls+len(name), strings.LastIndexByte(text[ls:at], ';')+ls+1)
	for ts < at && isBlank(text[ts]) || ts < at && (text[ts] == '\r' || text[ts] == '\n') {
		ts++
	}
	tag := text[ts:at]
	eq := strings.IndexByte(tag, '=')
	if eq < 0 {
		return false
	}
	t := strings.TrimSpace(tag[:eq])
	return t == "b" || t == "bh"
}
