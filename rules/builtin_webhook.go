package rules

import "strings"

// webhookID is the rule of the secret path of webhook URLs.
const webhookID = "generic-webhook-url"

// webhookURL finds the secret part of a webhook URL whose service no
// provider rule knows: whoever holds a webhook URL can post to it, and its
// path carries the credential (https://acme.tines.com/webhook/<id>/<secret>,
// https://hook.eu1.make.com/<token>, …/hooks/<id>/<token>). The rule takes
// a URL path segment named webhook, webhooks, hook or hooks and the path
// after it, from its first random segment (16 characters or more: a
// strongly random value, or hex digits and letters, or a UUID) to the end
// of the path; documentation URLs (/webhooks/getting-started), numeric ids
// (/settings/hooks/12345) and bare collection paths have none.
type webhookURL struct{ rule Rule }

func newWebhookURL() *webhookURL {
	return &webhookURL{rule: Rule{ID: webhookID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"/webhook", "/hook", "hook."},
		Description: "Secret path of a webhook URL (…/webhook/<id>/<token>, …/hooks/<token>, hook.<region>.make.com/<token>) whose service no provider rule knows; a segment of the path must be random."}}
}

func (w *webhookURL) info() *Rule { return &w.rule }

func (w *webhookURL) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, []string{"/webhook", "/hook", "hook."})
	next := 0
	for _, h := range hits {
		if h < next {
			continue
		}
		s, e, ok := webhookSecretAt(text, h)
		if !ok {
			continue
		}
		out = append(out, Match{RuleID: webhookID, Start: s, End: e, Secret: text[s:e]})
		next = e
	}
	return out, nil
}

// webhookSecretAt reads the URL path after the hook segment at hit h and
// returns the span from its first random segment to the end of the path.
func webhookSecretAt(text string, h int) (int, int, bool) {
	// the hook segment: /webhook, /webhooks, /hook, /hooks, or a host
	// starting hook. (hook.eu1.make.com/<token>)
	i := h
	if text[i] == '/' {
		i++
	} else if i > 0 && text[i-1] != '/' {
		return 0, 0, false
	}
	j := i
	for j < len(text) && isLower(text[j]|0x20) && j-i < 8 {
		j++
	}
	switch strings.ToLower(text[i:j]) {
	case "webhook", "webhooks", "hook", "hooks":
	default:
		return 0, 0, false
	}
	host := text[h] != '/'
	if !host && h > 0 && text[h-1] == '/' && j < len(text) && text[j] == '.' && strings.EqualFold(text[i:j], "hooks") {
		// a host named hooks. after the scheme (hooks.nabu.casa/<token>);
		// webhook.site's bins are public request inspectors
		host = true
	}
	if host {
		// a host: the rest of the host name, then the path
		for j < len(text) && (isAlnum(text[j]) || text[j] == '.' || text[j] == '-') {
			j++
		}
		if j <= i+5 || !strings.Contains(text[i:j], ".") {
			return 0, 0, false
		}
	}
	if j >= len(text) || text[j] != '/' {
		return 0, 0, false
	}
	// the path after it, segment by segment
	s := -1
	e := j
	for k := j; k < len(text) && text[k] == '/'; {
		m := k + 1
		for m < len(text) && m-k <= 200 && (isAlnum(text[m]) || text[m] == '-' || text[m] == '_' || text[m] == '.' || text[m] == '~' || text[m] == '=' || text[m] == '@') {
			m++
		}
		seg := text[k+1 : m]
		if seg == "" {
			break
		}
		if s < 0 && randomSegment(seg) {
			s = k + 1
		}
		e = m
		k = m
	}
	if s < 0 {
		return 0, 0, false
	}
	return s, e, true
}

// randomSegment reports a path segment that only a generator writes.
func randomSegment(seg string) bool {
	if len(seg) < 16 {
		return false
	}
	if uuidValue.MatchString(seg) {
		return true
	}
	if isHexString(seg) {
		return len(seg) >= 24 && classBits(seg)&6 == 6 && shannon(seg) >= 3.2
	}
	if classBits(seg)&6 == 6 && len(seg) >= 24 && !strings.ContainsAny(seg, "-_.") && shannon(seg) >= 3.8 && !nameLike(seg) {
		return true // lower-case letters and digits (4j55coiuyiladq9ydaoo4oan89u56vkm)
	}
	// a generated token may start with '-' or '_' (Python's
	// token_urlsafe): in a path that is no option
	return nearValue(strings.TrimLeft(seg, "-_"))
}
