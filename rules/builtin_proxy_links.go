package rules

import (
	"regexp"
	"strings"
)

// proxyUserIDID is the rule of the credentials of V2Ray-family proxies
// (see proxyUserID).
const proxyUserIDID = "proxy-user-id"

// proxyUserID finds the credential of a V2Ray, Xray, sing-box or Clash
// proxy's user: the UUID a VLESS, VMess or TUIC client presents as "id"
// or "uuid" (in JSON, YAML or Clash's flow mappings), read only within
// reach of the protocol's name, since UUIDs name objects everywhere; and
// the user part of a share link (vless://<uuid>@host, trojan://<pw>@host,
// tuic://<uuid>:<pw>@host, hysteria2://<pw>@host) or the whole base64
// payload of vmess://, which holds the id. Whoever has either uses the
// proxy as that user.
type proxyUserID struct{ rule Rule }

func newProxyUserID() *proxyUserID {
	return &proxyUserID{rule: Rule{ID: proxyUserIDID, Source: SourceBuiltin, Severity: SeverityHigh,
		Description: "Credential of a V2Ray/Xray/sing-box/Clash proxy user: the UUID given as id or uuid near vless, vmess or tuic, and the user part of a vless://, trojan://, tuic://, hysteria2:// share link or a vmess:// payload.",
		Keywords:    []string{"vless", "vmess", "tuic", "trojan://", "hysteria2://", "hy2://", "alterid", "xtls-"}}}
}

func (p *proxyUserID) info() *Rule { return &p.rule }

// proxyIDReach bounds how far from the protocol's name a user's id is
// read: a client's or an outbound's block.
const proxyIDReach = 800

var proxyIDValue = regexp.MustCompile(`(?i)["']?\b(?:id|uuid)["']?[ \t]*[:=][ \t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`)

func (p *proxyUserID) find(text string, hits []int, out []Match) ([]Match, error) {
	next := 0 // the end of the last window read
	for _, h := range hitsOr(text, hits, p.rule.Keywords) {
		if s, e, ok := shareLinkUser(text, h); ok {
			out = append(out, Match{RuleID: proxyUserIDID, Start: s, End: e, Secret: text[s:e]})
			continue
		}
		s, e := max(next, h-proxyIDReach), min(len(text), h+proxyIDReach)
		if s >= e {
			continue
		}
		for _, m := range proxyIDValue.FindAllStringSubmatchIndex(text[s:e], -1) {
			if (m[0] > 0 || s == 0) && m[1] < e-s {
				out = append(out, Match{RuleID: proxyUserIDID, Start: s + m[2], End: s + m[3], Secret: text[s+m[2] : s+m[3]]})
			}
		}
		next = e
	}
	return out, nil
}

// shareLinkUser returns the span of a share link's credential at h: the
// userinfo of vless://, trojan://, tuic:// and hysteria2:// (tuic's is
// uuid:password, both), or vmess://'s base64 payload.
func shareLinkUser(text string, h int) (int, int, bool) {
	rest := text[h:]
	scheme := ""
	for _, sc := range [...]string{"vless://", "trojan://", "tuic://", "hysteria2://", "hy2://", "vmess://"} {
		if len(rest) >= len(sc) && strings.EqualFold(rest[:len(sc)], sc) {
			scheme = sc
		}
	}
	if scheme == "" || h > 0 && isAlnum(text[h-1]) {
		return 0, 0, false
	}
	s := h + len(scheme)
	e := s
	if scheme == "vmess://" {
		for e < len(text) && e-s < 4096 && (isB64(text[e]) || text[e] == '=') {
			e++
		}
		return s, e, e-s >= 32
	}
	for e < len(text) && e-s <= 256 && !strings.ContainsRune("@/?# \t\r\n\"'`<>", rune(text[e])) {
		e++
	}
	if e >= len(text) || text[e] != '@' || e-s < 8 {
		return 0, 0, false
	}
	v := text[s:e]
	return s, e, !isPlaceholder(v) && v[0] != '$' && !strings.HasPrefix(v, "{{")
}
