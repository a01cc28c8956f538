package rules

import "strings"

// youtubeStreamKeyID and metaLiveKeyID are the rules of live-streaming
// keys that have a shape of their own.
const (
	youtubeStreamKeyID = "youtube-stream-key"
	metaLiveKeyID      = "meta-live-stream-key"
)

// youtubeStreamKey finds a YouTube Live stream key: five groups of four
// lower-case letters and digits set apart by '-' (abcd-1234-efgh-5678-ijkl),
// what YouTube Studio shows, the Data API returns as cdn.ingestionInfo's
// streamName and encoders keep after rtmp://a.rtmp.youtube.com/live2/.
// Whoever has it broadcasts on the channel. The shape alone is common
// enough (an order or a ticket number), so the text within 400 bytes must
// speak of YouTube, RTMP or a stream; a group of letters alone must not be
// the rule (a key mixes letters and digits), and a run in the alphabet's
// order is an example's (abcd-1234-efgh-5678-ijkl).
type youtubeStreamKey struct{ rule Rule }

func newYouTubeStreamKey() *youtubeStreamKey {
	return &youtubeStreamKey{rule: Rule{ID: youtubeStreamKeyID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"youtube", "rtmp", "stream key", "streamname", "stream_key", "streamkey"},
		Description: "YouTube Live stream key (five groups of four lower-case letters and digits, abcd-1234-efgh-5678-ijkl) near YouTube, RTMP or a stream's name."}}
}

func (r *youtubeStreamKey) info() *Rule { return &r.rule }

// youtubeKeyLen is the length of a stream key: 5 groups of 4 and 4 dashes.
const youtubeKeyLen = 5*4 + 4

func (r *youtubeStreamKey) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := 0
	for _, h := range hits {
		lo, hi := max(done, h-400), min(len(text), h+400)
		for i := lo; i+youtubeKeyLen <= hi; {
			k := strings.IndexByte(text[i:hi], '-')
			if k < 0 {
				break
			}
			s := i + k - 4
			if s >= lo && s+youtubeKeyLen <= len(text) && youtubeKeyAt(text, s) {
				out = append(out, Match{RuleID: youtubeStreamKeyID, Start: s, End: s + youtubeKeyLen, Secret: text[s : s+youtubeKeyLen]})
				i = s + youtubeKeyLen
				continue
			}
			i += k + 1
		}
		done = hi
	}
	return out, nil
}

// youtubeKeyAt reports a stream key at text[s:], standing alone (no
// word byte, '-' or '.' on either side).
func youtubeKeyAt(text string, s int) bool {
	e := s + youtubeKeyLen
	if s > 0 && (isWordByte(text[s-1]) || text[s-1] == '-' || text[s-1] == '.') ||
		e < len(text) && (isWordByte(text[e]) || text[e] == '-' || text[e] == '.') {
		return false
	}
	digits, letters := 0, 0
	for g := 0; g < 5; g++ {
		p := s + g*5
		gd, gl := 0, 0
		for j := p; j < p+4; j++ {
			switch c := text[j]; {
			case isDigit(c):
				gd++
			case 'a' <= c && c <= 'z':
				gl++
			default:
				return false
			}
		}
		digits, letters = digits+gd, letters+gl
		if g < 4 && text[p+4] != '-' {
			return false
		}
	}
	return digits >= 2 && letters >= 6 && !ascending(strings.ReplaceAll(text[s:e], "-", ""), 4)
}

// metaLiveKey finds the secret of a Facebook or Instagram Live stream
// key: the a= parameter of the key Meta's Live Producer and the Graph
// API's live_videos give (<id>?s_bl=1&s_psm=1&s_sc=…&s_sw=0&s_vt=api-s&a=<token>),
// pasted in an encoder or after rtmps://live-api-s.facebook.com:443/rtmp/.
// The id before the '?' is the broadcast's and stays.
type metaLiveKey struct{ rule Rule }

func newMetaLiveKey() *metaLiveKey {
	return &metaLiveKey{rule: Rule{ID: metaLiveKeyID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"s_vt="},
		Description: "Secret of a Facebook or Instagram Live stream key: the a= parameter after s_bl=…&s_vt=… (the broadcast's id before '?' stays)."}}
}

func (r *metaLiveKey) info() *Rule { return &r.rule }

func (r *metaLiveKey) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		if h == 0 || text[h-1] != '&' && text[h-1] != '?' {
			continue
		}
		e := h
		for e < len(text) && e-h < 512 && (isB64URL(text[e]) || text[e] == '&' || text[e] == '=' || text[e] == '.') {
			e++
		}
		q := text[h:e]
		a := strings.Index(q, "&a=")
		if a < 0 {
			continue
		}
		vs := h + a + 3
		ve := vs
		for ve < e && text[ve] != '&' {
			ve++
		}
		if v := text[vs:ve]; len(v) >= 16 && !isPlaceholder(v) {
			out = append(out, Match{RuleID: metaLiveKeyID, Start: vs, End: ve, Secret: v})
		}
	}
	return out, nil
}
