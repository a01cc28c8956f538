package rules

import "strings"

// googleAuthFileID is the rule of PAM google-authenticator's state file.
const googleAuthFileID = "google-authenticator-file"

// googleAuthFile finds the secrets of the file PAM's google-authenticator
// keeps (~/.google_authenticator, Synology's preference copy): its first
// line is the TOTP seed in base32, then come option lines that start
// with `" ` (" RATE_LIMIT 3 30, " WINDOW_SIZE 3, " TOTP_AUTH), then the
// emergency scratch codes, eight digits a line. The option lines are the
// file's own mark; the seed and every code are masked.
type googleAuthFile struct{ rule Rule }

func newGoogleAuthFile() *googleAuthFile {
	return &googleAuthFile{rule: Rule{ID: googleAuthFileID, Source: SourceBuiltin, Severity: SeverityCritical,
		Keywords:    []string{`" totp_auth`, `" hotp_counter`, `" rate_limit`, `" window_size`, `" disallow_reuse`},
		Description: "TOTP seed and emergency scratch codes of PAM google-authenticator's file (~/.google_authenticator: the seed, \" OPTION lines, eight-digit codes)."}}
}

func (r *googleAuthFile) info() *Rule { return &r.rule }

func (r *googleAuthFile) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done || !lineStartBlanks(text, h) {
			continue
		}
		// back over the option lines to the seed's line
		ls := lineStartAt(text, h)
		for ls > 0 {
			p := lineStartAt(text, ls-1)
			if !strings.HasPrefix(text[p:], `" `) {
				break
			}
			ls = p
		}
		if ls > 0 {
			p := lineStartAt(text, ls-1)
			if v := strings.TrimRight(text[p:ls-1], " \t\r"); len(v) >= 16 && len(v) <= 128 && strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == "" {
				out = append(out, Match{RuleID: googleAuthFileID, Start: p, End: p + len(v), Secret: v})
			}
		}
		// forward over the option lines to the scratch codes
		i := lineEnd(text, h)
		for i < len(text) && strings.HasPrefix(text[i+1:], `" `) {
			i = lineEnd(text, i+1)
		}
		for n := 0; i < len(text) && n < 20; n++ {
			s := i + 1
			e := lineEnd(text, s)
			v := strings.TrimRight(text[s:e], " \t\r")
			if len(v) != 8 || !isDigits(v) {
				break
			}
			out = append(out, Match{RuleID: googleAuthFileID, Start: s, End: s + 8, Secret: v})
			i = e
		}
		done = i
	}
	return out, nil
}
