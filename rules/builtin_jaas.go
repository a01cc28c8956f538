package rules

import "strings"

// jaasUsersID is the rule of the users a JAAS login module lists.
const jaasUsersID = "jaas-user-password"

// jaasUsers finds the passwords of the users a JAAS configuration lists
// in a login module's options: Kafka's PlainLoginModule and ZooKeeper's
// DigestLoginModule take user_<name>="<password>" for each user the
// broker accepts (KafkaServer { … PlainLoginModule required
// username="admin" password="…" user_admin="…" user_alice="…"; }).
// password= is secret-assignment's; a user_ option's name says nothing
// of a secret, the module does.
type jaasUsers struct{ rule Rule }

func newJAASUsers() *jaasUsers {
	return &jaasUsers{rule: Rule{ID: jaasUsersID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"loginmodule"},
		Description: "Passwords of the users a JAAS login module lists (Kafka's PlainLoginModule, ZooKeeper's DigestLoginModule: user_<name>=\"<password>\")."}}
}

func (j *jaasUsers) info() *Rule { return &j.rule }

// maxJAASModule bounds the options read after a login module's name.
const maxJAASModule = 4096

func (j *jaasUsers) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, j.rule.Keywords)
	for _, h := range hits {
		end := min(len(text), h+maxJAASModule)
		if k := strings.IndexByte(text[h:end], ';'); k >= 0 {
			end = h + k
		}
		opts := text[h:end]
		for at := 0; ; {
			k := strings.Index(opts[at:], "user_")
			if k < 0 {
				break
			}
			u := at + k
			at = u + len("user_")
			if u > 0 && !isBlank(opts[u-1]) {
				continue // a name ending in user_ (username=)
			}
			i := at
			for i < len(opts) && (isWordByte(opts[i]) || opts[i] == '-' || opts[i] == '.') {
				i++
			}
			if i == at || i+1 >= len(opts) || opts[i] != '=' || opts[i+1] != '"' {
				continue
			}
			vs := i + 2
			ve := strings.IndexByte(opts[vs:], '"')
			if ve < 0 {
				break
			}
			ve += vs
			if v := opts[vs:ve]; len(v) >= 4 && !isPlaceholder(v) && !strings.ContainsAny(v[:1], "$%{<") {
				out = append(out, Match{RuleID: jaasUsersID, Start: h + vs, End: h + ve, Secret: v})
			}
			at = ve
		}
	}
	return out, nil
}
