package rules

import "strings"

// saslPasswdID is the rule of Postfix's relay credentials.
const saslPasswdID = "postfix-sasl-password"

// saslPasswd finds the passwords of Postfix's sasl_passwd map, the relay
// credentials of every server that sends mail through a provider
// ([smtp.gmail.com]:587 user@example.com:password): after the file's
// name (cat /etc/postfix/sasl_passwd, a heredoc into it), each of the
// following lines written "<host or [host]:port> <user>:<password>" up
// to the first line that is not one.
type saslPasswd struct{ rule Rule }

func newSASLPasswd() *saslPasswd {
	return &saslPasswd{rule: Rule{ID: saslPasswdID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"sasl_passwd"},
		Description: "Password of a relay in Postfix's sasl_passwd map ([smtp.example.com]:587 user:password), after the file's name."}}
}

func (r *saslPasswd) info() *Rule { return &r.rule }

func (r *saslPasswd) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		i := lineEnd(text, h)
		for n := 0; i < len(text) && n < 32; n++ {
			ls := i + 1
			le := lineEnd(text, ls)
			f := strings.Fields(text[ls:le])
			if len(f) != 2 || !relayHost(f[0]) {
				if n == 0 && len(f) == 0 {
					i = le
					continue
				}
				break
			}
			c := strings.IndexByte(f[1], ':')
			if c <= 0 || c == len(f[1])-1 {
				break
			}
			v := f[1][c+1:]
			vs := ls + strings.Index(text[ls:le], f[1]) + c + 1
			if len(v) >= 6 && !isPlaceholder(v) {
				out = append(out, Match{RuleID: saslPasswdID, Start: vs, End: vs + len(v), Secret: v})
			}
			i = le
		}
		done = i
	}
	return out, nil
}

// relayHost reports a relay's host as sasl_passwd keys it: a host name,
// [host], [host]:port or host:port.
func relayHost(s string) bool {
	if strings.HasPrefix(s, "[") {
		k := strings.IndexByte(s, ']')
		if k < 2 {
			return false
		}
		rest := s[k+1:]
		s = s[1:k]
		if rest != "" && (rest[0] != ':' || !isDigits(rest[1:]) || len(rest) < 2) {
			return false
		}
	} else if k := strings.IndexByte(s, ':'); k > 0 {
		if !isDigits(s[k+1:]) || k == len(s)-1 {
			return false
		}
		s = s[:k]
	}
	return strings.Contains(s, ".") && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-") == ""
}
