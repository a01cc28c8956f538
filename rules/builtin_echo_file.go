package rules

import "strings"

// echoFileID is the rule of values a shell writes into a file named for
// a secret (see echoFile).
const echoFileID = "secret-file-write"

// echoFile finds the value of `echo V > FILE`, `printf '%s' V > FILE` and
// `echo V | [sudo] tee [-a] FILE` when FILE's name says it holds a
// secret (newpass, vault_pass.txt, db_password.txt, /run/secrets/token,
// api_key, master.key, rsyncd.secrets): how a password file is made by
// hand for a tool's --password-file, a Docker secret or a vault's
// password. Nothing names the value but the file. It must read as a
// password or a random token (qualifiedKeyValue); a variable ($TOKEN),
// a placeholder or a word stays.
type echoFile struct{ rule Rule }

func newEchoFile() *echoFile {
	return &echoFile{rule: Rule{ID: echoFileID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"echo", "printf"},
		Description: "Value written by echo or printf into a file whose name says secret (> newpass, | tee /run/secrets/db_password, > master.key)."}}
}

func (r *echoFile) info() *Rule { return &r.rule }

func (r *echoFile) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done || h > 0 && isWordByte(text[h-1]) {
			continue
		}
		ls, le := lineStartAt(text, h), lineEnd(text, h)
		done = le
		if le-ls > 4096 || strings.IndexByte(text[h:le], '>') < 0 && !strings.Contains(text[h:le], "tee") {
			continue // no redirection and no tee: the cheap test first
		}
		for _, c := range splitCommands(text, ls, le) {
			if s, e, ok := echoFileValue(text, c); ok {
				out = append(out, Match{RuleID: echoFileID, Start: s, End: e, Secret: text[s:e]})
			}
		}
	}
	return out, nil
}

// echoFileValue reads one command: echo or printf, its flags and format,
// one value, then `>`/`>>` and the file, or a pipe to tee.
func echoFileValue(text string, c *cliCmd) (int, int, bool) {
	ws := c.words
	at := 0
	for at < len(ws) && at < 3 && promptWord(ws[at].text(text)) {
		at++ // a prompt ($, #, user@host:~$) or sudo before the command
	}
	if at >= len(ws) {
		return 0, 0, false
	}
	name := ws[at].text(text)
	if name != "echo" && name != "printf" {
		return 0, 0, false
	}
	at++
	for at < len(ws) {
		switch ws[at].text(text) {
		case "-n", "-e", "-ne", "-en", "-E", "'%s'", `"%s"`, "%s", `'%s\n'`, `"%s\n"`, `%s\n`, "--":
			at++
			continue
		}
		break
	}
	if at >= len(ws) {
		return 0, 0, false
	}
	v := ws[at]
	rest := ws[at+1:]
	file := ""
	switch {
	case len(rest) == 2 && (rest[0].text(text) == ">" || rest[0].text(text) == ">>"):
		file = rest[1].text(text)
	case len(rest) == 1 && strings.HasPrefix(rest[0].text(text), ">"):
		file = strings.TrimLeft(rest[0].text(text), ">")
	case len(rest) == 0 && c.pipe && c.next != nil:
		file = teeFile(text, c.next.words)
	}
	if file == "" || !writtenSecretFile(strings.Trim(file, `"'`)) {
		return 0, 0, false
	}
	s, e := unquoted(text, v.s, v.e)
	if e-s < 8 || !qualifiedKeyValue(text[s:e]) || strings.IndexByte("$`", text[s]) >= 0 {
		return 0, 0, false
	}
	return s, e, true
}

// promptWord reports a shell prompt's word or sudo, which may stand
// before a command on a pasted line.
func promptWord(w string) bool {
	if w == "sudo" || w == "$" || w == "#" || w == "%" || w == ">" {
		return true
	}
	return len(w) > 1 && strings.IndexByte("$#%>", w[len(w)-1]) >= 0 && strings.ContainsAny(w, "@:~")
}

// teeFile returns the file of `[sudo] tee [-a] FILE`, or "".
func teeFile(text string, ws []cliWord) string {
	i := 0
	if i < len(ws) && ws[i].text(text) == "sudo" {
		i++
	}
	if i >= len(ws) || toolName(ws[i].text(text)) != "tee" {
		return ""
	}
	i++
	if i < len(ws) && (ws[i].text(text) == "-a" || ws[i].text(text) == "--append") {
		i++
	}
	if i >= len(ws) {
		return ""
	}
	for _, w := range ws[i+1:] {
		if t := w.text(text); t[0] != '>' && !strings.HasPrefix(t, "2>") && t != "/dev/null" {
			return "" // tee FILE OTHER: two files (>/dev/null after the file is not one)
		}
	}
	return ws[i].text(text)
}

// writtenSecretFile reports a file's base name that says it holds a
// secret: pass (newpass, vault_pass.txt, .pgpass), password, secret(s),
// token, cred(entials), api key, a PW file (pw.txt, nas.pw); or a key
// (master.key, luks.key, keyfile, authkey, wg0.psk). A public key's file
// (.pub, authorized_keys, known_hosts) is none. (secretFileName is the
// same idea as a pattern, for the commands that print such a file.)
func writtenSecretFile(path string) bool {
	b := strings.ToLower(path[strings.LastIndexByte(path, '/')+1:])
	if b == "" || strings.HasSuffix(b, ".pub") || strings.Contains(b, "authorized_keys") || strings.Contains(b, "known_hosts") {
		return false
	}
	for _, w := range []string{"pass", "secret", "token", "cred", "apikey", "api_key", "api-key"} {
		if strings.Contains(b, w) {
			return !strings.Contains(b, "bypass") && !strings.Contains(b, "compass")
		}
	}
	stem := strings.TrimSuffix(b, ".txt")
	return strings.HasSuffix(stem, "key") || strings.HasSuffix(stem, ".psk") || strings.HasPrefix(b, "keyfile") ||
		stem == "pw" || strings.HasSuffix(stem, ".pw") || strings.HasSuffix(stem, "_pw") || strings.HasSuffix(stem, "-pw")
}
