package rules

import "strings"

// vendorAccountDetectors find credentials that are numbers or hex runs
// with nothing of their own: they are read only near the product's name
// or command.
func vendorAccountDetectors() []detector {
	return []detector{newMullvadAccount(), newPerforceTicket(), githubOAuthClientSecret()}
}

// githubOAuthClientSecret finds a GitHub OAuth or GitHub App client
// secret, 40 hex digits, written after its client id (Iv1. and 16 hex
// digits, or Ov23li / Iv23li and 14 letters or digits) on the same line
// or within the two lines after it: OmniAuth's provider :github, "id",
// "secret", Arctic's new GitHub(id, secret, …), an .env's pair. Alone,
// 40 hex digits are a commit's name as often as a secret; the id says
// which.
func githubOAuthClientSecret() *reRule {
	return providerRule("github-oauth-client-secret", "GitHub OAuth or GitHub App client secret (40 hex digits) after its client id (Iv1.…, Ov23li…, Iv23li…) on its line or the next two.", SeverityCritical,
		[]string{"iv1.", "ov23li", "iv23li"}, func(v string) bool { return strings.Trim(v, v[:1]) != "" },
		`\b(?:Iv1\.[0-9a-f]{16}|[IO]v23li[A-Za-z0-9]{14})\b[^\n]{0,160}?(?:\n[^\n]{0,160}?){0,2}?(?:^|[^0-9A-Za-z])([0-9a-f]{40})(?:[^0-9A-Za-z]|$)`)
}

// mullvadAccountID is the rule of Mullvad VPN account numbers.
const mullvadAccountID = "mullvad-account-number"

// mullvadAccount finds a Mullvad VPN account number: sixteen digits, alone
// or in four groups of four, within 300 bytes of Mullvad's name (mullvad
// account login N, api.mullvad.net/wg -d account=N, "the Mullvad account
// number is N"). The number is the whole login: Mullvad has no user name
// nor password.
type mullvadAccount struct{ rule Rule }

func newMullvadAccount() *mullvadAccount {
	return &mullvadAccount{rule: Rule{ID: mullvadAccountID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"mullvad"},
		Description: "Mullvad VPN account number (sixteen digits, or four groups of four) near Mullvad's name: the account's only credential."}}
}

func (r *mullvadAccount) info() *Rule { return &r.rule }

func (r *mullvadAccount) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := 0
	for _, h := range hits {
		lo, hi := max(done, h-300), min(len(text), h+300)
		for i := lo; i < hi; i++ {
			if !isDigit(text[i]) || i > 0 && (isWordByte(text[i-1]) || text[i-1] == '.' || text[i-1] == '-') {
				continue
			}
			if e, ok := mullvadNumberAt(text, i); ok {
				out = append(out, Match{RuleID: mullvadAccountID, Start: i, End: e, Secret: text[i:e]})
				i = e
			}
		}
		done = hi
	}
	return out, nil
}

// mullvadNumberAt returns the end of sixteen digits at text[i:], written
// whole or as four groups of four set apart by single blanks, standing
// alone.
func mullvadNumberAt(text string, i int) (int, bool) {
	e := i
	for e < len(text) && isDigit(text[e]) {
		e++
	}
	if e-i == 4 { // 1234 5678 9012 3456
		for g := 1; g < 4; g++ {
			if e+5 > len(text) || text[e] != ' ' || !isDigits(text[e+1:e+5]) {
				return 0, false
			}
			e += 5
		}
	} else if e-i != 16 {
		return 0, false
	}
	if e < len(text) && (isWordByte(text[e]) || text[e] == '.' && e+1 < len(text) && isDigit(text[e+1])) {
		return 0, false
	}
	return e, true
}

// perforceTicketID is the rule of Perforce login tickets.
const perforceTicketID = "perforce-ticket"

// perforceTicket finds Perforce login tickets (32 upper-case hex digits)
// in what follows p4's commands and file: `p4 tickets` lists them as
// "host:port (user) TICKET", ~/.p4tickets holds "host:port=user:TICKET",
// and `p4 login -p` prints the ticket alone on a line. A ticket logs in
// as the user until it expires, like a password.
type perforceTicket struct{ rule Rule }

func newPerforceTicket() *perforceTicket {
	return &perforceTicket{rule: Rule{ID: perforceTicketID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"p4 tickets", "p4tickets", "p4 login"},
		Description: "Perforce login ticket (32 upper-case hex digits) after p4 tickets, in ~/.p4tickets or printed by p4 login -p."}}
}

func (r *perforceTicket) info() *Rule { return &r.rule }

func (r *perforceTicket) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		i := lineEnd(text, h)
		for n := 0; i < len(text) && n < 24; n++ {
			ls := i + 1
			le := lineEnd(text, ls)
			line := strings.TrimRight(text[ls:le], " \t\r")
			if len(line) >= 32 && upperHex(line[len(line)-32:]) && (len(line) == 32 || line[len(line)-33] == ' ' || line[len(line)-33] == ':') {
				s := ls + len(line) - 32
				out = append(out, Match{RuleID: perforceTicketID, Start: s, End: s + 32, Secret: text[s : s+32]})
			}
			i = le
		}
		done = i
	}
	return out, nil
}

func upperHex(s string) bool { return strings.Trim(s, "0123456789ABCDEF") == "" && classBits(s)&5 == 5 }
