package rules

import "strings"

// appriseURLID is the rule of tokens in notification service URLs.
const appriseURLID = "notification-url-token"

// appriseURL finds the tokens in the notification URLs of Apprise (which
// Home Assistant, Uptime Kuma, changedetection.io, Moonraker and many
// self-hosted apps take): discord://<webhook id>/<token>,
// tgram://<bot token>/<chat>, slack://<A>/<B>/<C>, msteams://<A>/<B>/<C>,
// pover://<user key>@<token>, pbul://<access token>,
// gotify://<host>/<token>. Each path or user segment that reads as a
// token (fifteen bytes or more, two classes of characters, not a number
// nor a host name) is one; the ids and hosts stay.
type appriseURL struct{ rule Rule }

func newAppriseURL() *appriseURL {
	return &appriseURL{rule: Rule{ID: appriseURLID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"discord://", "tgram://", "slack://", "msteams://", "pover://", "pbul://", "gotify://", "gotifys://"},
		Description: "Tokens in a notification URL of Apprise's schemes (discord://id/token, tgram://bot-token/chat, slack://A/B/C, pover://user@token, gotify://host/token)."}}
}

func (r *appriseURL) info() *Rule { return &r.rule }

func (r *appriseURL) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		if h > 0 && isWordByte(text[h-1]) {
			continue // not a scheme of its own (xdiscord://)
		}
		s := h + strings.Index(text[h:], "://") + 3
		e := s
		for e < len(text) && e-s < 1024 && isQueryValueChar(text[e]) && text[e] != '?' {
			e++
		}
		gotify := hitIs("gotify://", "gotifys://")(text, h)
		i := s
		for i < e {
			j := i
			for j < e && text[j] != '/' && text[j] != '@' && text[j] != ':' {
				j++
			}
			if seg := text[i:j]; (appriseToken(seg) || gotify && i > s && gotifyToken(seg)) && !(gotify && i == s) {
				out = append(out, Match{RuleID: appriseURLID, Start: i, End: j, Secret: seg})
			}
			i = j + 1
		}
	}
	return out, nil
}

// appriseToken reports a URL segment that reads as a token: fifteen
// bytes or more, two classes of characters, no dot (a host), not a
// number (a webhook's or a chat's id), no placeholder.
func appriseToken(seg string) bool {
	return len(seg) >= 15 && !strings.ContainsAny(seg, ".{}<>$%") && !isDigits(strings.TrimPrefix(seg, "-")) &&
		classes(seg) >= 2 && !isPlaceholder(seg)
}

// gotifyToken reports a Gotify application token after the host: 'A'
// and fourteen characters, dots among them.
func gotifyToken(seg string) bool {
	return len(seg) == 15 && seg[0] == 'A' && strings.Trim(seg, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-") == "" && classes(seg) >= 3
}
