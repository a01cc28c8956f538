package rules

import "strings"

// sectionSecretID is the rule of the values of an INI or TOML section
// whose name says it holds secrets.
const sectionSecretID = "section-secret"

// sectionSecret finds the values listed under an INI or TOML section
// whose name says every entry is a secret ([Passwords], [credentials],
// [secrets], [tokens], [api_keys], [auth.tokens]): MobaXterm's and other
// tools' saved passwords, a Streamlit secrets.toml, a service's token
// table. Their keys name hosts, users or services, not a secret, so no
// key-name rule reads them. An entry is "name = value" or "name: value"
// up to the next section; a value must look like a secret (strongly
// random, or a chosen password), never a variable, a path, a region or
// a number.
type sectionSecret struct{ rule Rule }

func newSectionSecret() *sectionSecret {
	return &sectionSecret{rule: Rule{ID: sectionSecretID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"[passwords]", "[password]", "[credentials]", "[secrets]", "[tokens]", "[api_keys]", "[apikeys]", "[api-keys]", ".secrets]", ".credentials]", ".tokens]", ".passwords]", "[admins]"},
		Description: "Values listed under an INI or TOML section whose name says they are secrets ([Passwords], [credentials], [secrets], [tokens], [api_keys], CouchDB's [admins])."}}
}

func (d *sectionSecret) info() *Rule { return &d.rule }

// maxSectionLines bounds the entries read under one header.
const maxSectionLines = 200

func (d *sectionSecret) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, d.rule.Keywords)
	for _, h := range hits {
		// the header alone on its line: [name] or [a.name]
		ls := strings.LastIndexByte(text[:h], '\n') + 1
		le := lineEnd(text, h)
		head := strings.TrimSpace(text[ls:le])
		if len(head) < 3 || head[0] != '[' || head[len(head)-1] != ']' || strings.ContainsAny(head[1:len(head)-1], "[] \t\"'=") {
			continue
		}
		at := le + 1
		for n := 0; at < len(text) && n < maxSectionLines; n++ {
			e := lineEnd(text, at)
			line := text[at:e]
			t := strings.TrimSpace(line)
			if strings.HasPrefix(t, "[") {
				break // the next section
			}
			if s, ve, ok := sectionValue(line); ok {
				out = append(out, Match{RuleID: d.rule.ID, Start: at + s, End: at + ve, Secret: line[s:ve]})
			}
			at = e + 1
		}
	}
	return out, nil
}

// sectionValue returns the span of an entry's value in line (name =
// value, name=value, name: value; quotes taken off; a value user:secret
// gives the secret) when it looks like a secret.
func sectionValue(line string) (int, int, bool) {
	t := strings.TrimLeft(line, " \t")
	if t == "" || t[0] == '#' || t[0] == ';' {
		return 0, 0, false
	}
	// '=' or ": " ends the name; a ':' glued to it is the name's own
	// (ssh21:user@host=v)
	k := strings.IndexByte(line, '=')
	if c := strings.Index(line, ": "); c > 0 && (k < 0 || c < k) {
		k = c
	}
	if k <= 0 || strings.TrimSpace(line[:k]) == "" || strings.ContainsAny(strings.TrimSpace(line[:k]), " \t") && !strings.Contains(line[:k], "\"") {
		return 0, 0, false
	}
	s := k + 1
	for s < len(line) && (line[s] == ' ' || line[s] == '\t') {
		s++
	}
	e := len(line)
	for e > s && (line[e-1] == ' ' || line[e-1] == '\t' || line[e-1] == '\r') {
		e--
	}
	if e-s >= 2 && (line[s] == '"' || line[s] == '\'') && line[e-1] == line[s] {
		s, e = s+1, e-1
	}
	v := line[s:e]
	if c := strings.LastIndexByte(v, ':'); c > 0 && c < 64 && !strings.Contains(v, "://") && loginName(v[:c]) {
		s += c + 1 // user:secret
		v = line[s:e]
	}
	if len(v) < 8 || strings.ContainsAny(v, " \t") || strings.IndexByte("$%{<", v[0]) >= 0 || isPlaceholder(v) {
		return 0, 0, false
	}
	return s, e, nearValue(v) || cliValue(v) && passwordValue(v)
}

// ciMaskedValue finds a value a CI job declares secret so that the
// runner masks it in the log: GitHub Actions' ::add-mask::<value> and
// Azure Pipelines' ##vso[task.setvariable …;issecret=true]<value>. The
// command itself is printed before the mask applies (a set -x trace, the
// step's script), and the job said the value is a secret. A variable
// ($TOKEN, ${{ … }}) is no value.
func ciMaskedValue() *reRule {
	return providerRule("ci-masked-value", "A value a CI job declares secret for its runner to mask: GitHub Actions' ::add-mask::<value>, Azure Pipelines' ##vso[task.setvariable …;issecret=true]<value>.", SeverityHigh,
		[]string{"::add-mask::", "issecret=true"}, func(v string) bool { return len(v) >= 6 && !isPlaceholder(v) },
		`::add-mask::([^\s'"$%{\\][^\s'"\\]{3,511})`,
		`##vso\[task\.setvariable[^\]\n]{0,200}issecret=true[^\]\n]{0,100}\]([^\s'"$%{\\][^\s'"\\]{3,511})`)
}

// preseedPassword finds the answers a Debian installer preseed file
// gives to password questions: "d-i passwd/root-password password v",
// "d-i partman-crypto/passphrase password v" — the question's type is
// the word password, its value the rest of the line. A crypted answer
// (…-crypted password $6$…) is a hash.
func preseedPassword() *reRule {
	return providerRule("preseed-password", "Answer to a password question of a Debian installer preseed (d-i passwd/root-password password <value>, partman-crypto passphrase).", SeverityHigh,
		[]string{"d-i "}, func(v string) bool { return len(v) >= 4 && !isPlaceholder(v) && v[0] != '$' },
		`(?m)^[ \t]{0,8}d-i[ \t]{1,8}[a-z0-9_-]{1,40}/[a-z0-9_/-]{0,60}(?:password|passphrase)[a-z0-9_/-]{0,40}[ \t]{1,8}password[ \t]{1,8}(\S{4,256})[ \t]{0,8}\r?$`)
}

// mysqlTemporaryPassword finds the root password MySQL writes to its
// error log when it initializes a data directory ("A temporary password
// is generated for root@localhost: v"): the first thing an agent greps
// for after installing MySQL.
func mysqlTemporaryPassword() *reRule {
	return providerRule("mysql-temporary-password", "The temporary root password MySQL logs at initialization (A temporary password is generated for root@localhost: <value>).", SeverityHigh,
		[]string{"temporary password is generated"}, func(v string) bool { return len(v) >= 8 },
		`temporary password is generated for [^\s:]{1,64}: (\S{8,64})`)
}
