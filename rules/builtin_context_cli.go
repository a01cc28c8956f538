package rules

import (
	"regexp"
	"sort"
	"strings"
)

// cliPasswordID is the rule of passwords given to command-line tools in
// argument positions the flag-name rules cannot read (see cliPassword).
const cliPasswordID = "cli-password"

// cliPassword finds passwords written on command lines where the shape of
// the command, not one flag name, says which argument is the password:
//
//   - a short password flag (-p, -P, -pw, -pwd, --pass) next to a user flag
//     (-u, -U, -l, --user, --username, -Username) in the same command:
//     psexec, crackmapexec, evil-winrm, hydra, rdesktop, mongo, cf/oc/az login;
//     alone, -p is a port, a path or a profile;
//   - single-dash parameters named password (PowerShell -Password,
//     -AccountPassword; -pass; --db-pass), and `ConvertTo-SecureString "…"`;
//   - Windows slash options: /p:, /pass:, /password: next to /u: or /user:
//     (xfreerdp, cmdkey), schtasks /RP next to /RU;
//   - positional passwords: `net use \\host\share PASS`, `htpasswd -b file
//     user PASS`, `rabbitmqctl add_user user PASS`, Oracle's `sqlplus
//     user/PASS@db`, samba's `-U user%PASS`;
//   - archive and crypto tools: `7z -pPASS`, `zip -P PASS`, `openssl enc -k
//     PASS`, `openssl passwd -6 PASS`, `rclone obscure PASS`,
//     `wpa_passphrase SSID PASS`, `lftp -u user,PASS`; SNMPv3 -A/-X pass
//     phrases and v1/v2c -c communities;
//   - a credential-named setting given on the command line: `aws
//     configure set aws_secret_access_key V`, `npm config set _authToken
//     V`, `git config --global github.token V`, `dotnet user-secrets set
//     Stripe:SecretKey V`;
//   - a password piped into a login: `echo PASS | docker login
//     --password-stdin`, `| sudo -S`, `| passwd --stdin`, `| chpasswd`.
//
// The command line is split into words as a shell does (quotes kept
// together) and into commands at | ; && ||. The value must look like a
// password (cliValue): not a number or port mapping, not a name, a path,
// a file or host name, a variable or a flag. Flag rules already cover
// docker login -p, redis-cli -a, sqlcmd -P, ldapsearch -w, keytool and
// openssl -pass (cli-flag-secret), --password and mysql -p (secret-assignment),
// curl -u (gitleaks' curl-auth-user).
type cliPassword struct{ rule Rule }

func newCLIPassword() *cliPassword {
	kws := append([]string(nil), cliKeywords...)
	sort.Strings(kws)
	return &cliPassword{rule: Rule{ID: cliPasswordID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: kws,
		Description: "Password on a command line in a position the command gives it: -p/-pw next to a user flag (psexec, evil-winrm, hydra…), " +
			"PowerShell -Password and ConvertTo-SecureString, /p: with /u:, net use, net user, htpasswd -b, mysqladmin password, ssh-keygen -N/-P, sqlplus user/pass (exp, expdp, rman…, and CONNECT at SQL> or RMAN>), -U user%pass, 7z -p, zip -P, openssl passwd, wpa_passphrase, rclone obscure, lftp -u user,pass, snmp -A/-X/-c, a credential-named setting of aws configure set / npm config set / git config, echo … | login --password-stdin, echo … | gh secret set (or <<<), echo/printf user:pass | base64, curl -u user:pass, ctr --user user:pass, http/xh -a user:pass, hatch publish -a, Teradata BTEQ's .LOGON tdpid/user,pass, ab -A user:pass, mc alias set, mc admin user add, poetry/composer http-basic, expect's send after a password prompt, macOS keychain passwords (security create-keychain/unlock-keychain -p, import -P), signtool /p, xcrun altool/notarytool -p, steamcmd +login USER PASS, +sv_setsteamaccount, vsce/ovsx -p, ykman oath accounts add NAME SEED, pocketbase superuser upsert EMAIL PASS, SAP BR*Tools' -u user/pass, MaxDB's dbmcli -u user,pass, iRODS' iinit PASS, EPM Automate's login USER PASS and encrypt PASS KEY."}}
}

// cliKeywords select the lines worth splitting (case ignored): every
// handler of cliCommand needs one of them in its command.
var cliKeywords = []string{"brconnect", "brbackup", "brarchive", "brrestore", "brrecover", "brspace", "brtools", "dbmcli", "xuser", "iinit", "epmautomate", "-p", "--value", "| base64", "password", "passwd", "pwd", "securestring", "net use", "-u", "/p:", "/p ", "/rp", "sqlplus", "expdp", "impdp", "exp ", "imp ", "conn ", "connect ", "ab -",
	"sqlldr", "rman", "dgmgrl", "rabbitmqctl", "impacket", ".py ", "sudo -s", "7z", "rar", "zip", "openssl", "snmp", "net user",
	"ssh-keygen", "wpa_passphrase", "rclone", "lftp", "config set", "configure set", "git config", "user-secrets set", "secret set", "secret put", "secret create", "env add", "alias set", "host add", "user add", "http-basic.", "pypi-token.", "expect ", "{ send ", "keystore add", "mosquitto_", "kinit", "smbpasswd",
	"set-key-partition-list", "signtool", "steamcmd", "sv_setsteamaccount", "oath accounts add", "superuser upsert", "superuser create", "-a ", "--auth",
	"ldap", "db2 ", "isql", "bcp ", "sqsh", "add-user", "smreg", "hdbuserstore", "fndcpass", "dtexec", "vault.sh", "vault.bat", "esxcli", "sapcontrol", "mkstore", "fs_cli", "sipsak",
	"ipmitool", "winrs", "qpdf", "pdftk", "samba-tool", "mkpasswd", "passphrase-fd", "cryptsetup", "password_stdin", "stdin-password", "secret create",
	"kdb5_util", "-pw", "secret-set-value", "/passwordd:", "/passwordo:", "-gp", "autologon", "reg add", "itemproperty", "set-registrykey", "dscl", "-setairportnetwork", "-vncpw", "mount_smbfs", "mount_afp", "stdinpass", "ndsconfig", "usermod", "useradd", "do_wifi_ssid_passphrase", "wifi connect", "nmcli", "from-literal", "microk8s", "setenv", "sed ", "v-add-", "v-change-", "changepass.pl", "basic_ldap", "squid_ldap", "ext_ldap", "hash_password", "hash.sh", "rpk ", "etcdctl", "mcrcon", "-supw", "ampinstmgr", "synouser", "auth.password", "--plaintext", "newpass", "oldpass", "altpass", "hatch publish", ".logon "}

func (c *cliPassword) info() *Rule { return &c.rule }

// maxCLILine bounds the part of a line split around a keyword hit.
const maxCLILine = 1024

func (c *cliPassword) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, cliKeywords)
	first := len(out)
	next := 0
	for _, h := range hits {
		if text[h] == '{' || hasPrefixFold(text[h:], "expect ") { // '{' starts one keyword only: "{ send "
			read := expectSend
			if text[h] == '{' {
				read = expectBlockSend
			}
			if s, e, ok := read(text, h); ok && cliValue(text[s:e]) {
				out = append(out, Match{RuleID: cliPasswordID, Start: s, End: e, Secret: text[s:e]})
			}
			continue
		}
		if h < next || !cliHitWorth(text, h) {
			continue
		}
		lo, hi := cliLine(text, h)
		for _, cmd := range splitCommands(text, lo, hi) {
			out = cliCommand(text, cmd, out)
			out = innerCommands(text, cmd, out)
		}
		next = hi
	}
	// commands of a pipeline are read together; keep one match per span
	return dedupSpans(out, first), nil
}

// innerCommands reads the command lines a command takes as one quoted
// argument after -c (sh -c "…", su - u -c '…', lftp -c "open -u u,p …",
// bash -lc "…"): each is split and read as a line of its own. One level
// only: a quoted -c inside it is read no further.
func innerCommands(text string, cmd *cliCmd, out []Match) []Match {
	ws := cmd.words
	for i := 0; i+1 < len(ws); i++ {
		t := ws[i].text(text)
		if t != "-c" && t != "-lc" && t != "-ic" && t != "--command" {
			continue
		}
		s, e := ws[i+1].s, ws[i+1].e
		if e-s < 4 || (text[s] != '"' && text[s] != '\'') || text[e-1] != text[s] {
			continue
		}
		lftp := toolName(ws[0].text(text)) == "lftp" || i > 0 && toolName(ws[i-1].text(text)) == "lftp"
		for _, inner := range splitCommands(text, s+1, e-1) {
			if lftp && len(inner.words) > 1 && inner.words[0].text(text) == "open" {
				// lftp's own command: open -u USER,PASS HOST
				userPassArgs(text, inner.words[1:], ',', func(vs, ve int) {
					if us, ue := unquoted(text, vs, ve); ue > us && cliValue(text[us:ue]) {
						out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: text[us:ue]})
					}
				}, "-u", "--user")
				continue
			}
			out = cliCommand(text, inner, out)
		}
	}
	return out
}

// cliHitWorth is a cheap necessary condition for a keyword hit to take
// part in a password cliCommand reads, so that the frequent keywords (-p,
// -u, password, zip) split few lines: a flag starts a word (-p, /p:, and
// -u only with a samba % or curl's user:password after it), a name ending in password or pwd is a
// flag's (-Password, /pwd:, --password-stdin) or a tool's (htpasswd,
// chpasswd), and a tool's name starts a word.
func cliHitWorth(text string, h int) bool {
	prev := byte(' ')
	if h > 0 {
		prev = text[h-1]
	}
	c := text[h] | 0x20
	switch {
	case text[h] == '-':
		if !isBlank(prev) && prev != '-' && prev != '(' && prev != '"' && prev != '\'' {
			// inside a word: a flag's (--db-pass) if the word starts with '-'
			s := h
			for s > 0 && h-s < 48 && (isWordByte(text[s-1]) || text[s-1] == '-') {
				s--
			}
			return text[s] == '-' && (s == 0 || isBlank(text[s-1]))
		}
		if h+1 < len(text) && text[h+1]|0x20 == 'u' {
			// samba's -U user%password, curl's -u user:password
			lim := min(len(text), h+160)
			return strings.IndexByte(text[h:lim], '%') >= 0 || strings.IndexByte(text[h:lim], ':') >= 0
		}
		if h+2 < len(text) && text[h+1] == 'a' && text[h+2] == ' ' {
			// HTTPie's -a user:password: a ':' in the next word
			w := h + 3
			for w < len(text) && w-h < 96 && !isBlank(text[w]) && text[w] != ':' {
				w++
			}
			return w < len(text) && text[w] == ':'
		}
		return true
	case text[h] == '/' || text[h] == '.' || c == 's' && hitIs("sudo -s")(text, h):
		return true
	case c == 'p':
		// password, passwd, pwd inside a word: find the word's start
		s := h
		for s > 0 && h-s < 48 && (isWordByte(text[s-1]) || text[s-1] == '-') {
			s--
		}
		w := strings.ToLower(text[s:h])
		return strings.HasPrefix(w, "-") || strings.HasPrefix(w, "/") || s > 0 && text[s-1] == '/' ||
			w == "ht" || w == "ch" || w == "" || strings.HasSuffix(w, "-") || strings.HasPrefix(w, "-")
	}
	return !isAlnum(prev) && prev != '_'
}

// hitsOr returns a detector's keyword hits: those the prefilter passed
// in, or, when the detector runs without it (hits == nil, as tests and
// direct calls run it), kws' positions in text (keywordHitsFold).
func hitsOr(text string, hits []int, kws []string) []int {
	if hits == nil {
		return keywordHitsFold(text, kws)
	}
	return hits
}

// keywordHitsFold returns the sorted positions of kws (lower case) in
// text, ASCII case ignored.
func keywordHitsFold(text string, kws []string) []int {
	var hits []int
	for i := 0; i < len(text); i++ {
		for _, k := range kws {
			if len(text)-i >= len(k) && strings.EqualFold(text[i:i+len(k)], k) {
				hits = append(hits, i)
				break
			}
		}
	}
	return hits
}

// cliLine returns the line holding h, at most maxCLILine bytes each side
// of it, cut at a blank so that no word is split. A command continued on
// the next line (a line ending in \, cmd's ^ or PowerShell's backtick) is
// one line: docs and agents write long commands that way.
func cliLine(text string, h int) (int, int) {
	lo := max(0, h-maxCLILine)
	for end := h; ; {
		nl := strings.LastIndexByte(text[lo:end], '\n')
		if nl < 0 {
			if lo > 0 {
				for lo < end && !isBlank(text[lo-1]) {
					lo++
				}
			}
			break
		}
		if !continuedAt(text, lo+nl) {
			lo += nl + 1
			break
		}
		end = lo + nl // look for the start of the continued line
	}
	hi := min(len(text), h+maxCLILine)
	for from := h; ; {
		nl := strings.IndexByte(text[from:hi], '\n')
		if nl < 0 {
			if hi < len(text) {
				for hi > from && !isBlank(text[hi]) {
					hi--
				}
			}
			break
		}
		if !continuedAt(text, from+nl) {
			hi = from + nl
			break
		}
		from += nl + 1
	}
	return lo, hi
}

// continuedAt reports whether the newline at text[nl] continues a
// command: the line ends in a backslash (sh), " ^" (cmd) or " `"
// (PowerShell), a carriage return allowed before the newline.
func continuedAt(text string, nl int) bool {
	e := nl
	if e > 0 && text[e-1] == '\r' {
		e--
	}
	if e == 0 {
		return false
	}
	switch text[e-1] {
	case '\\':
		return e < 2 || text[e-2] != '\\' // "\\" ends a Windows path or a string
	case '^', '`':
		return e >= 2 && isBlank(text[e-2])
	}
	return false
}

// cliBlank reports whether text[i] separates words of a command line
// (cliLine's range): a blank, or a continuation's backslash, caret or
// backtick and newline.
func cliBlank(text string, i int) bool {
	switch c := text[i]; c {
	case ' ', '\t', '\r', '\n':
		return true
	case '\\', '^', '`':
		j := i + 1
		if j < len(text) && text[j] == '\r' {
			j++
		}
		return j < len(text) && text[j] == '\n' && continuedAt(text, j)
	}
	return false
}

// cliWord is a word of a command line: text[s:e], quotes included.
type cliWord struct{ s, e int }

// cliCmd is one command: its words, and whether a pipe feeds the next.
type cliCmd struct {
	words []cliWord
	pipe  bool
	next  *cliCmd
}

// splitCommands splits text[lo:hi] into words as a shell does (a quoted
// run, blanks included, stays in its word) and into commands at unquoted
// | ; & (&&, || too).
func splitCommands(text string, lo, hi int) []*cliCmd {
	var cmds []*cliCmd
	cur := &cliCmd{}
	end := func(pipe bool) {
		if len(cur.words) > 0 {
			cur.pipe = pipe
			cmds = append(cmds, cur)
			n := &cliCmd{}
			if pipe {
				cur.next = n
			}
			cur = n
		}
	}
	i := lo
	for i < hi {
		c := text[i]
		switch {
		case cliBlank(text, i):
			i++
			continue
		case c == '|' || c == ';' || c == '&':
			pipe := c == '|' && (i+1 >= hi || text[i+1] != '|') && (i == lo || text[i-1] != '|')
			end(pipe)
			i++
			continue
		}
		s := i
		for i < hi {
			c := text[i]
			if c == '|' || c == ';' || c == '&' || cliBlank(text, i) {
				break
			}
			if c == '"' || c == '\'' {
				if q := strings.IndexByte(text[i+1:hi], c); q >= 0 {
					i += q + 2
					continue
				}
			}
			i++
		}
		cur.words = append(cur.words, cliWord{s, i})
	}
	end(false)
	// a command substitution is a command of its own: useradd -p
	// "$(openssl passwd -6 'v')" runs openssl with the password
	for k := lo; k+1 < hi; k++ {
		if text[k] != '$' || text[k+1] != '(' {
			continue
		}
		if c := substEnd(text, k+2, hi); c > 0 {
			cmds = append(cmds, splitCommands(text, k+2, c)...)
			k = c
		}
	}
	return cmds
}

// substEnd returns the index of the ')' that closes a command
// substitution whose text starts at i, nested parentheses counted, or -1
// when none does before hi.
func substEnd(text string, i, hi int) int {
	depth := 1
	for ; i < hi; i++ {
		switch text[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// expImpArgs reports the arguments of Oracle's exp or imp: the logon
// (user/pass) first or none, then KEY=VALUE parameters only (file=,
// full=y, userid=…). Both names are words of prose too, and a sentence
// starting with one has other words around its '/'.
func expImpArgs(text string, ws []cliWord) bool {
	for k, w := range ws {
		t := w.text(text)
		if k == 0 && strings.IndexByte(t, '/') > 0 {
			continue
		}
		if e := strings.IndexByte(t, '='); e <= 0 || !isLetters(t[:e]) {
			return false
		}
	}
	return true
}

// rmanTargets are the databases RMAN's CONNECT names before the logon.
var rmanTargets = map[string]bool{"target": true, "auxiliary": true, "catalog": true}

// leadsCommand reports words that may stand before a command's name
// whose name is also a word of prose (exp, imp): none, or a prompt, a
// crontab's schedule (30 2 * * 0), an environment assignment
// (ORACLE_SID=ORCL) or sudo, nohup, time, nice, exec.
func leadsCommand(text string, before []cliWord) bool {
	for _, w := range before {
		t := w.text(text)
		switch t {
		case "sudo", "nohup", "time", "nice", "exec":
			continue
		}
		if strings.IndexByte(t, '=') > 0 || strings.HasSuffix(t, ">") || strings.HasSuffix(t, "$") || strings.HasSuffix(t, "#") {
			continue
		}
		for i := 0; i < len(t); i++ {
			if isASCIILetter(t[i]) {
				return false
			}
		}
	}
	return true
}

// word returns the text of w.
func (w cliWord) text(text string) string { return text[w.s:w.e] }

// unquoted returns the span of text[s:e] without the quotes around it.
func unquoted(text string, s, e int) (int, int) {
	if e-s >= 2 && (text[s] == '"' || text[s] == '\'') && text[e-1] == text[s] {
		return s + 1, e - 1
	}
	return s, e
}

// cliCommand appends the passwords that cmd's shape gives away.
func cliCommand(text string, cmd *cliCmd, out []Match) []Match {
	ws := cmd.words
	add := func(s, e int) {
		s0 := s
		s, e = unquoted(text, s, e)
		quoted := s != s0
		s, e = trimParens(text, s, e)
		// a command quoted in Markdown or a Go raw string ends at its
		// backtick: `curl -u user:pass`, (the ',' of a list after it)
		if e-s > 2 && strings.IndexByte(",.;", text[e-1]) >= 0 && text[e-2] == '`' {
			e--
		}
		if e > s && text[e-1] == '`' {
			e--
		}
		// after user: (curl -u user:=pw…) a leading '=' is the
		// password's own, as in quotes
		if e > s && (cliValue(text[s:e]) || (quoted || s > 0 && text[s-1] == ':') && quotedCLIValue(text[s:e])) {
			out = append(out, Match{RuleID: cliPasswordID, Start: s, End: e, Secret: text[s:e]})
		}
	}
	// addNamed is add for an argument the command's shape names a
	// password (net user NAME PASS, htpasswd -b FILE USER PASS): a
	// human-chosen password (Granite0tter08) passes there, as after a
	// label (contextValue), unless it reads as a file's name (cliValue
	// refuses those: a fold's join makes "Pwd4Steve" and a man page's
	// next line ".fi" one word)
	addNamed := func(s, e int) {
		if us, ue := unquoted(text, s, e); ue > us && contextValue(text[us:ue]) && !cliValue(text[us:ue]) && (strings.IndexByte(text[us:ue], '.') < 0 || dottedPassword(text[us:ue])) {
			out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: text[us:ue]})
			return
		}
		add(s, e)
	}
	// addFlagged is add for the argument of a flag that takes nothing but
	// a password (ldapsearch -w, esxcli -p): any word that is no
	// variable, placeholder or prompt, '=' and '#' included
	addFlagged := func(s, e int) {
		us, ue := unquoted(text, s, e)
		if v := text[us:ue]; plainLiteral(v) {
			out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: v})
			return
		}
		add(s, e)
	}
	// addLiteral is add for the argument of a flag or a word that takes
	// a password and nothing else, where a weak one is still the password
	// (zip -P fiddlegarden, nmcli … password 1898489128): literalPassword
	addLiteral := func(s, e int) {
		us, ue := unquoted(text, s, e)
		if v := text[us:ue]; literalPassword(v) {
			out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: v})
			return
		}
		add(s, e)
	}
	// the command's name: the first word that names a known tool (after
	// sudo, env assignments, prompts)
	name, at := "", -1
	for i, w := range ws {
		if n := toolName(w.text(text)); cliTools[n] || strings.HasPrefix(n, "impacket-") || strings.HasSuffix(n, ".py") {
			name, at = n, i
			break
		}
	}
	switch name {
	case "net":
		if at+1 < len(ws) && strings.EqualFold(ws[at+1].text(text), "use") {
			if s, e, ok := netUsePassword(text, ws[at+2:]); ok {
				add(s, e)
			}
		}
		if at+1 < len(ws) && strings.EqualFold(ws[at+1].text(text), "user") {
			if s, e, ok := netUserPassword(text, ws[at+2:]); ok {
				addNamed(s, e)
			}
		}
	case "mysqladmin":
		// mysqladmin [options] password NEW (and -p, read below)
		for i := at + 1; i+1 < len(ws); i++ {
			if ws[i].text(text) == "password" {
				add(ws[i+1].s, ws[i+1].e)
				break
			}
		}
	case "ssh-keygen":
		// -N and -P take the passphrase itself: quoted words are one
		flagValues(text, ws[at+1:], func(s, e int) {
			if us, ue := unquoted(text, s, e); ue-us < e-s && phraseArg(text[us:ue]) {
				out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: text[us:ue]})
				return
			}
			add(s, e)
		}, "-N", "-P")
	case "mosquitto_pub", "mosquitto_sub", "mosquitto_rr":
		// Mosquitto's clients: -P (--pw) is the broker password alone
		flagValues(text, ws[at+1:], addLiteral, "-P", "--pw")
	case "htpasswd", "mosquitto_passwd":
		// mosquitto_passwd -b FILE USER PASS, as htpasswd's
		if s, e, ok := htpasswdPassword(text, ws[at+1:]); ok {
			addNamed(s, e)
		}
	case "rabbitmqctl":
		if at+3 < len(ws) {
			if sub := ws[at+1].text(text); sub == "add_user" || sub == "change_password" {
				add(ws[at+3].s, ws[at+3].e)
			}
		}
		if at+2 < len(ws) && ws[at+1].text(text) == "hash_password" {
			addFlagged(ws[at+2].s, ws[at+2].e) // rabbitmqctl hash_password PASS
		}
	case "hash.sh":
		flagValues(text, ws[at+1:], addFlagged, "-p") // OpenSearch's security plugin: hash.sh -p PASS
	case "rpk":
		// rpk security user create NAME -p PASS (Redpanda), rpk acl user create
		if subcommand(text, ws[at+1:], "user", "create") >= 0 || subcommand(text, ws[at+1:], "user", "update") >= 0 {
			flagValues(text, ws[at+1:], addFlagged, "-p", "--password", "--new-password")
		}
	case "etcdctl":
		// etcdctl user add NAME:PASS, --user NAME:PASS
		if k := subcommand(text, ws[at+1:], "user", "add"); k >= 0 && at+1+k < len(ws) {
			w := ws[at+1+k]
			if us, ue := unquoted(text, w.s, w.e); strings.IndexByte(text[us:ue], ':') > 0 {
				addFlagged(us+strings.IndexByte(text[us:ue], ':')+1, ue)
			}
		}
	case "sqlplus", "expdp", "impdp", "sqlldr", "rman", "dgmgrl", "exp", "imp":
		if (name == "exp" || name == "imp") && !leadsCommand(text, ws[:at]) {
			break // prose: "the token's exp is … look at src/api/x.ts"
		}
		if (name == "exp" || name == "imp") && !expImpArgs(text, ws[at+1:]) {
			break // prose: "exp and imp read/write dump files"
		}
		for _, w := range ws[at+1:] {
			if s, e, ok := oracleLogon(text, w); ok {
				// every logon: rman's target and auxiliary; the slot after
				// user/ holds nothing but a password (letters alone too)
				addFlagged(s, e)
			}
		}
	case "brconnect", "brbackup", "brarchive", "brrestore", "brrecover", "brspace", "brtools":
		// SAP's BR*Tools take the Oracle logon after -u: -u system/PASS
		flagValues(text, ws[at+1:], func(s, e int) {
			if ps, pe, ok := oracleLogon(text, cliWord{s, e}); ok {
				addFlagged(ps, pe)
			}
		}, "-u")
	case "dbmcli", "xuser":
		// SAP MaxDB: -u USER,PASSWORD
		flagValues(text, ws[at+1:], func(s, e int) {
			if us, ue := unquoted(text, s, e); strings.IndexByte(text[us:ue], ',') > 0 {
				addFlagged(us+strings.IndexByte(text[us:ue], ',')+1, ue)
			}
		}, "-u")
	case "iinit":
		positional(text, ws[at+1:], 0, addLiteral) // iRODS: iinit PASSWORD
	case "epmautomate", "epmautomate.sh", "epmautomate.bat":
		// Oracle EPM Automate: login USER PASSWORD URL, encrypt PASSWORD
		// KEY FILE; login's password may be the .epw file encrypt wrote
		notFile := func(s, e int) {
			if !strings.ContainsAny(text[s:e], `/\`) && !strings.HasSuffix(strings.ToLower(text[s:e]), ".epw") {
				addLiteral(s, e)
			}
		}
		if k := subcommand(text, ws[at+1:], "login"); k >= 0 {
			positional(text, ws[at+1+k:], 1, notFile)
		} else if k := subcommand(text, ws[at+1:], "encrypt"); k >= 0 {
			positional(text, ws[at+1+k:], 0, notFile)
			positional(text, ws[at+1+k:], 1, notFile)
		}
	case "7z", "7za", "7zr", "rar", "unrar":
		for _, w := range ws[at+1:] {
			if t := w.text(text); len(t) > 2 && t[0] == '-' && t[1] == 'p' {
				addLiteral(w.s+2, w.e)
			} else if len(t) > 3 && strings.HasPrefix(t, "-hp") && name != "7z" {
				add(w.s+3, w.e) // rar's -hp: the password that also encrypts the headers
			}
		}
	case "ipmitool":
		flagValues(text, ws[at+1:], addFlagged, "-P") // -P is the BMC user's password (-f and -E read it elsewhere)
		// ipmitool user set password ID PASSWORD [16|20]
		if k := subcommand(text, ws[at+1:], "user", "set", "password"); k >= 0 && at+1+k+1 < len(ws) {
			addFlagged(ws[at+2+k].s, ws[at+2+k].e)
		}
	case "netdom":
		// netdom join … /userd:DOMAIN\USER /passwordd:PASS (and /passwordo: for the local one)
		for _, w := range ws[at+1:] {
			t := w.text(text)
			for _, f := range [...]string{"/passwordd:", "/passwordo:"} {
				if hasPrefixFold(t, f) && len(t) > len(f) && t[len(f)] != '*' {
					addFlagged(w.s+len(f), w.e)
				}
			}
		}
	case "vmrun":
		flagValues(text, ws[at+1:], addFlagged, "-gp", "-vp") // the guest's and the encrypted VM's password
	case "autologon", "autologon64", "autologon.exe", "autologon64.exe":
		positional(text, ws[at+1:], 2, addNamed) // Sysinternals Autologon USER DOMAIN PASSWORD
	case "reg":
		// reg add KEY /v DefaultPassword /t REG_SZ /d PASS: a value whose name says password
		if k := subcommand(text, ws[at+1:], "/v"); k >= 0 && at+1+k < len(ws) && secretKey(strings.Trim(ws[at+1+k].text(text), `"'`)) {
			flagValues(text, ws[at+1:], addFlagged, "/d", "/D")
		}
	case "set-itemproperty", "new-itemproperty", "set-registrykey":
		// PowerShell's registry writes (and PSADT's): -Name DefaultPassword -Value PASS
		var named bool
		for i := at + 1; i+1 < len(ws); i++ {
			if t := ws[i].text(text); strings.EqualFold(t, "-Name") {
				n := strings.Trim(ws[i+1].text(text), `"'`)
				named = secretKey(n)
			}
		}
		if named {
			flagValues(text, ws[at+1:], addFlagged, "-Value", "-value")
		}
	case "synouser":
		// Synology: synouser --add NAME PASS …, synouser --setpw NAME PASS
		if k := subcommand(text, nextWord(ws, at), "--add"); k >= 0 && at+3 < len(ws) {
			addFlagged(ws[at+3].s, ws[at+3].e)
		}
		if k := subcommand(text, nextWord(ws, at), "--setpw"); k >= 0 && at+3 < len(ws) {
			addFlagged(ws[at+3].s, ws[at+3].e)
		}
	case "iscsiadm":
		// iscsiadm … --op update -n node.session.auth.password -v PASS
		for i := at + 1; i+3 < len(ws); i++ {
			if t := ws[i].text(text); (t == "-n" || t == "--name") && strings.Contains(ws[i+1].text(text), "password") && ws[i+2].text(text) == "-v" {
				addFlagged(ws[i+3].s, ws[i+3].e)
			}
		}
	case "caddy":
		flagValues(text, ws[at+1:], addFlagged, "--plaintext") // caddy hash-password --plaintext PASS
	case "mcrcon":
		flagValues(text, ws[at+1:], addFlagged, "-p", "--password") // mcrcon -H HOST -P PORT -p PASS
	case "mumble-server", "murmurd", "murmur":
		flagValues(text, ws[at+1:], addFlagged, "-supw") // the SuperUser's password
	case "ampinstmgr":
		// CubeCoders AMP: ampinstmgr quickstart USER PASS
		if k := subcommand(text, nextWord(ws, at), "quickstart"); k >= 0 && at+3 < len(ws) {
			addFlagged(ws[at+3].s, ws[at+3].e)
		}
	case "usermod", "useradd":
		flagValues(text, ws[at+1:], addFlagged, "-P") // Yocto's extrausers: -P takes the password in clear (-p a hash)
	case "raspi-config":
		// raspi-config nonint do_wifi_ssid_passphrase SSID PASSPHRASE [HIDDEN] [PLAIN]
		if k := subcommand(text, ws[at+1:], "do_wifi_ssid_passphrase"); k >= 0 && at+1+k+1 < len(ws) {
			addFlagged(ws[at+2+k].s, ws[at+2+k].e)
		}
	case "wifi":
		// Zephyr's shell: wifi connect -s SSID -k 1 -p PASSPHRASE
		if subcommand(text, nextWord(ws, at), "connect") >= 0 {
			flagValues(text, ws[at+2:], addFlagged, "-p", "--passphrase")
		}
	case "ndsconfig":
		flagValues(text, ws[at+1:], addFlagged, "-w") // eDirectory's admin password
	case "kdb5_util":
		flagValues(text, ws[at+1:], addFlagged, "-P") // kdb5_util create -s -P MASTER: the database's master password
	case "kadmin", "kadmin.local":
		// kadmin.local -q "addprinc -pw PASS NAME": the query's words
		for _, w := range ws[at+1:] {
			if us, ue := unquoted(text, w.s, w.e); ue-us < w.e-w.s {
				out = kadminQuery(text, us, ue, out)
			}
		}
	case "addprinc", "add_principal", "ank", "cpw", "change_password":
		flagValues(text, ws[at+1:], addFlagged, "-pw") // at kadmin's prompt
	case "virsh":
		// virsh secret-set-value --secret UUID --base64 VALUE: libvirt's secret (a Ceph key)
		if subcommand(text, ws[at+1:], "secret-set-value") >= 0 {
			flagValues(text, ws[at+1:], addFlagged, "--base64", "--value")
		}
	case "winrs":
		// winrs -r:HOST -u:USER -p:PASS
		for _, w := range ws[at+1:] {
			t := strings.ToLower(w.text(text))
			for _, f := range [...]string{"-p:", "/p:", "-password:", "/password:"} {
				if strings.HasPrefix(t, f) && len(t) > len(f) {
					addFlagged(w.s+len(f), w.e)
				}
			}
		}
	case "qpdf":
		// qpdf --encrypt USER-PASSWORD OWNER-PASSWORD KEY-LENGTH --
		if k := subcommand(text, ws[at+1:], "--encrypt"); k >= 0 && at+1+k+1 < len(ws) {
			addFlagged(ws[at+1+k].s, ws[at+1+k].e)
			addFlagged(ws[at+2+k].s, ws[at+2+k].e)
		}
	case "pdftk":
		flagValues(text, ws[at+1:], addFlagged, "user_pw", "owner_pw", "input_pw")
	case "samba-tool":
		// samba-tool user create NAME PASSWORD, user add NAME PASSWORD
		if k := subcommand(text, ws[at+1:], "user"); k >= 0 && at+1+k < len(ws) {
			if sub := ws[at+1+k].text(text); sub == "create" || sub == "add" {
				positional(text, ws[at+2+k:], 1, addNamed)
			}
		}
	case "mkpasswd":
		// mkpasswd [-m METHOD] PASSWORD [SALT]: the password in clear
		for i := at + 1; i < len(ws); i++ {
			t := ws[i].text(text)
			if t == "-m" || t == "--method" || t == "-S" || t == "--salt" || t == "-R" || t == "--rounds" {
				i++
				continue
			}
			if !strings.HasPrefix(t, "-") {
				addNamed(ws[i].s, ws[i].e)
				break
			}
		}
	case "zip", "unzip":
		flagValues(text, ws[at+1:], addLiteral, "-P")
	case "kubectl", "oc":
		// kubectl create secret generic NAME --from-literal=KEY=VALUE:
		// every literal is the Secret's, whatever its key's name (hmac,
		// pin), but a user's or a host's name
		if subcommand(text, ws[at+1:], "create", "secret") >= 0 {
			for _, w := range ws[at+1:] {
				t := w.text(text)
				kv, ok := strings.CutPrefix(t, "--from-literal=")
				if !ok {
					continue
				}
				k, _, ok := strings.Cut(strings.Trim(kv, `"'`), "=")
				if !ok || publicLiteralKey(k) {
					continue
				}
				vs := w.s + len("--from-literal=") + len(k) + 1
				if text[w.s+len("--from-literal=")] == '"' || text[w.s+len("--from-literal=")] == '\'' {
					vs++ // --from-literal="KEY=VALUE"
				}
				if vs < w.e {
					addLiteral(vs, w.e)
				}
			}
		}
	case "setenv", "fw_setenv", "launchctl":
		// csh's and U-Boot's setenv NAME VALUE (fw_setenv from Linux,
		// launchctl setenv for macOS' GUI apps): the value of a name
		// that says secret
		ws := ws[at+1:]
		if name == "launchctl" {
			if k := subcommand(text, ws, "setenv"); k == 1 {
				ws = ws[1:]
			} else {
				break
			}
		}
		if len(ws) >= 2 && secretKey(ws[0].text(text)) {
			addNamed(ws[1].s, ws[1].e)
		}
	case "sed", "gsed":
		// sed -i 's/__SMTP_PASSWORD__/v/g' file: a template's password
		// placeholder replaced by the value (sedPlaceholderValue)
		for _, w := range ws[at+1:] {
			if vs, ve, ok := sedPlaceholderValue(text, w); ok {
				addLiteral(vs, ve)
			}
		}
	case "v-add-user", "v-change-user-password", "v-add-database", "v-change-database-password", "v-add-mail-account",
		"v-change-mail-account-password", "v-add-web-domain-ftp", "changepass.pl":
		// HestiaCP's and VestaCP's v-* commands and Webmin's
		// changepass.pl take the password at a fixed place
		positional(text, ws[at+1:], hestiaPasswordAt[name], addLiteral)
	case "microk8s":
		// microk8s join HOST:PORT/TOKEN[/HASH]: the token joins a node
		if k := subcommand(text, ws[at+1:], "join"); k >= 0 && at+1+k < len(ws) {
			w := ws[at+1+k]
			t := w.text(text)
			if i := strings.IndexByte(t, '/'); i > 0 {
				tok, _, _ := strings.Cut(t[i+1:], "/")
				if len(tok) >= 16 && isAlnumString(tok) {
					out = append(out, Match{RuleID: cliPasswordID, Start: w.s + i + 1, End: w.s + i + 1 + len(tok), Secret: tok})
				}
			}
		}
	case "nmcli":
		// nmcli dev wifi connect SSID password PW; nmcli con add|modify …
		// wifi-sec.psk PW (and the long names of the settings)
		flagValues(text, ws[at+1:], addLiteral, "password", "wifi-sec.psk", "802-11-wireless-security.psk", "802-1x.password",
			"wifi-sec.wep-key0", "pppoe.password", "gsm.password")
	case "openssl":
		flagValues(text, ws[at+1:], add, "-k")
		if k := subcommand(text, ws[at+1:], "passwd"); k >= 0 {
			opensslPasswd(text, ws[at+1+k:], add)
		}
	case "wpa_passphrase":
		positional(text, ws[at+1:], 1, add) // wpa_passphrase SSID PASSPHRASE
	case "ldapsearch", "ldapmodify", "ldapadd", "ldapdelete", "ldapwhoami", "ldapcompare", "ldapmodrdn", "ldapexop", "ldappasswd",
		"basic_ldap_auth", "squid_ldap_auth", "ext_ldap_group_acl", "squid_ldap_group":
		// (Squid's LDAP helpers take the bind password after -w too)
		// OpenLDAP's clients take the bind password after -w (-W and
		// -y prompt or read a file); ldappasswd the new one after -s
		if name == "ldappasswd" {
			flagValues(text, ws[at+1:], addFlagged, "-w", "-s", "-a")
		} else {
			flagValues(text, ws[at+1:], addFlagged, "-w") // -s is ldapsearch's scope
		}
	case ".logon":
		// Teradata BTEQ's .LOGON TDPID/USER,PASSWORD; (and its ACCTID
		// after a second ',')
		if at+1 < len(ws) {
			w := ws[at+1]
			t := text[w.s:w.e]
			if sl := strings.IndexByte(t, '/'); sl > 0 {
				if c := strings.IndexByte(t[sl:], ','); c > 1 && isKeyName(t[sl+1:sl+c]) {
					ps := w.s + sl + c + 1
					pe := ps + strings.IndexAny(text[ps:w.e]+";", ",;")
					if pe > ps {
						addFlagged(ps, pe)
					}
				}
			}
		}
	case "hatch":
		// hatch publish -u USER -a AUTH: the index's password or token
		if subcommand(text, ws[at+1:], "publish") >= 0 {
			flagValues(text, ws[at+1:], addFlagged, "-a", "--auth")
		}
	case "fs_cli":
		flagValues(text, ws[at+1:], addNamed, "-p", "--password") // FreeSWITCH's event socket password
	case "sipsak":
		flagValues(text, ws[at+1:], addNamed, "-a", "--password") // the SIP account's password
	case "sapcontrol":
		// sapcontrol -nr 00 -user USER PW -function F
		for i := at + 1; i+2 < len(ws); i++ {
			if ws[i].text(text) == "-user" {
				addNamed(ws[i+2].s, ws[i+2].e)
				break
			}
		}
	case "mkstore":
		// Oracle wallets: mkstore -wrl DIR -createCredential ALIAS USER PW
		// (-modifyCredential too), -createEntry NAME SECRET
		for i := at + 1; i < len(ws); i++ {
			switch t := strings.ToLower(ws[i].text(text)); {
			case (t == "-createcredential" || t == "-modifycredential") && i+3 < len(ws):
				addNamed(ws[i+3].s, ws[i+3].e)
			case (t == "-createentry" || t == "-modifyentry") && i+2 < len(ws):
				addNamed(ws[i+2].s, ws[i+2].e)
			}
		}
	case "esxcli":
		// esxcli system account add|set -i ID -p PW -c PW
		flagValues(text, ws[at+1:], addFlagged, "-p", "-c", "--password", "--password-confirmation")
	case "db2":
		// db2 connect to DB user U using PW
		for i := at + 1; i+1 < len(ws); i++ {
			if strings.EqualFold(ws[i].text(text), "using") && i >= at+3 && strings.EqualFold(ws[i-2].text(text), "user") {
				addNamed(ws[i+1].s, ws[i+1].e)
				break
			}
		}
	case "isql", "bcp", "sqsh", "dbisql":
		// Sybase's clients: -P PW or -PPW; unixODBC's isql DSN USER PW
		sybase := false
		for i, w := range ws[at+1:] {
			if t := w.text(text); t == "-P" && at+2+i < len(ws) {
				addNamed(ws[at+2+i].s, ws[at+2+i].e)
				sybase = true
			} else if len(t) > 2 && strings.HasPrefix(t, "-P") {
				addNamed(w.s+2, w.e)
				sybase = true
			}
		}
		if !sybase && name == "isql" {
			positional(text, ws[at+1:], 2, addNamed)
		}
	case "dtexec":
		flagValues(text, ws[at+1:], addNamed, "/De", "/DE", "/Decrypt", "/DECRYPT") // SSIS package password
	case "vault.sh", "vault.bat":
		flagValues(text, ws[at+1:], addNamed, "--sec-attr", "-x") // JBoss vault: the attribute's value in clear
	case "add-user.sh", "add-user.bat", "add-user.ps1":
		// WildFly's and JBoss' add-user -u USER -p PW
		flagValues(text, ws[at+1:], addNamed, "-p", "--password")
	case "smreg":
		flagValues(text, ws[at+1:], addNamed, "-su") // SiteMinder's super user password
	case "hdbuserstore":
		// hdbuserstore SET KEY ENV USER PASSWORD (SAP HANA)
		for i := at + 1; i < len(ws); i++ {
			if strings.EqualFold(ws[i].text(text), "set") && i+4 < len(ws) {
				addNamed(ws[i+4].s, ws[i+4].e)
				break
			}
		}
	case "fndcpass":
		// Oracle E-Business Suite: FNDCPASS apps/PW 0 Y system/PW MODE USER NEWPW
		for _, w := range ws[at+1:] {
			if s, e, ok := oracleLogon(text, w); ok {
				add(s, e)
			}
		}
		if n := len(ws); n-at >= 8 {
			addNamed(ws[n-1].s, ws[n-1].e)
		}
	case "rclone":
		if k := subcommand(text, ws[at+1:], "obscure"); k >= 0 {
			positional(text, ws[at+1+k:], 0, add) // rclone obscure PASSWORD
		}
	case "lftp":
		// lftp -u USER,PASS (USER alone makes it prompt)
		userPassArgs(text, ws[at+1:], ',', addLiteral, "-u", "--user")
	case "mc", "mcli":
		// MinIO's client: mc alias set NAME URL ACCESS_KEY SECRET_KEY
		// (and the older mc config host add); the access key too when it
		// is generated (an S3 key id), not a user's name (minioadmin)
		randomID := func(s, e int) {
			if nearValue(text[s:e]) {
				add(s, e)
			}
		}
		if k := subcommand(text, ws[at+1:], "alias", "set"); k >= 0 {
			positional(text, ws[at+1+k:], 3, add)
			positional(text, ws[at+1+k:], 2, randomID)
		} else if k := subcommand(text, ws[at+1:], "config", "host", "add"); k >= 0 {
			positional(text, ws[at+1+k:], 3, add)
			positional(text, ws[at+1+k:], 2, randomID)
		} else if k := subcommand(text, ws[at+1:], "admin", "user", "add"); k >= 0 {
			// mc admin user add TARGET ACCESSKEY SECRETKEY: a user's
			// name and the password it signs in with
			positional(text, ws[at+1+k:], 2, addNamed)
		}
	case "poetry", "composer":
		// poetry config http-basic.REPO USER PASS, poetry config
		// pypi-token.REPO TOKEN, composer config http-basic.HOST USER PASS
		for i, w := range ws[at+1:] {
			t := w.text(text)
			if strings.HasPrefix(t, "http-basic.") {
				positional(text, ws[at+2+i:], 1, add)
			} else if strings.HasPrefix(t, "pypi-token.") {
				positional(text, ws[at+2+i:], 0, add)
			}
		}
	case "security":
		// macOS keychains: create-keychain / unlock-keychain -p PASS,
		// set-key-partition-list -k PASS, import FILE -P PASS (the -p of
		// find-identity is a policy)
		switch {
		case subcommand(text, nextWord(ws, at), "create-keychain") >= 0 || subcommand(text, nextWord(ws, at), "unlock-keychain") >= 0:
			flagValues(text, ws[at+2:], addNamed, "-p")
		case subcommand(text, nextWord(ws, at), "set-key-partition-list") >= 0:
			flagValues(text, ws[at+2:], addNamed, "-k")
		case subcommand(text, nextWord(ws, at), "import") >= 0 || subcommand(text, nextWord(ws, at), "export") >= 0:
			flagValues(text, ws[at+2:], addFlagged, "-P") // the PKCS#12 file's passphrase
		case subcommand(text, nextWord(ws, at), "add-generic-password") >= 0 || subcommand(text, nextWord(ws, at), "add-internet-password") >= 0:
			flagValues(text, ws[at+2:], addFlagged, "-w") // the item's password (-w alone, last, prompts)
		}
	case "dscl":
		// dscl . -passwd /Users/NAME [OLD] NEW
		if k := subcommand(text, ws[at+1:], "-passwd"); k >= 0 && at+2+k < len(ws) {
			rest := ws[at+2+k:]
			addFlagged(rest[len(rest)-1].s, rest[len(rest)-1].e)
		}
	case "networksetup":
		// networksetup -setairportnetwork DEVICE NETWORK PASSWORD
		if k := subcommand(text, ws[at+1:], "-setairportnetwork"); k >= 0 && at+1+k+2 < len(ws) {
			addFlagged(ws[at+3+k].s, ws[at+3+k].e)
		}
	case "kickstart":
		flagValues(text, ws[at+1:], addFlagged, "-vncpw") // Apple Remote Desktop's VNC password
	case "mount_smbfs", "mount_afp":
		// mount_smbfs //USER:PASS@HOST/SHARE MOUNTPOINT
		for _, w := range ws[at+1:] {
			us, ue := unquoted(text, w.s, w.e)
			if t := text[us:ue]; strings.HasPrefix(t, "//") || strings.HasPrefix(t, "afp://") {
				i := strings.Index(t, "//") + 2
				at2, c := strings.IndexByte(t, '@'), strings.IndexByte(t[i:], ':')
				if at2 > i && c >= 0 && i+c < at2 {
					addFlagged(us+i+c+1, us+at2)
				}
			}
		}
	case "ykman":
		// ykman oath accounts add [options] NAME SECRET: a TOTP/HOTP
		// seed (base32); options with a value are skipped with it
		if k := subcommand(text, ws[at+1:], "oath", "accounts", "add"); k >= 0 {
			var args []cliWord
			rest := ws[at+1+k:]
			for i := 0; i < len(rest); i++ {
				t := rest[i].text(text)
				switch {
				case ykmanValueFlags[t]:
					i++
				case strings.HasPrefix(t, "-"):
				default:
					args = append(args, rest[i])
				}
			}
			if len(args) == 2 {
				if us, ue := unquoted(text, args[1].s, args[1].e); base32Seed(text[us:ue]) {
					out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: text[us:ue]})
				}
			}
		}
	case "pocketbase":
		// pocketbase superuser upsert|create EMAIL PASSWORD
		if k := subcommand(text, ws[at+1:], "superuser", "upsert"); k >= 0 {
			positional(text, ws[at+1+k:], 1, addNamed)
		} else if k := subcommand(text, ws[at+1:], "superuser", "create"); k >= 0 {
			positional(text, ws[at+1+k:], 1, addNamed)
		}
	case "vsce", "ovsx":
		// VS Code Marketplace and Open VSX: publish -p|--pat TOKEN
		flagValues(text, ws[at+1:], addNamed, "-p", "--pat")
	case "signtool":
		flagValues(text, ws[at+1:], addNamed, "/p") // signtool sign /f FILE.pfx /p PASS
	case "xcrun":
		// xcrun altool|notarytool -u USER -p PASS: an Apple ID's
		// app-specific password (xxxx-xxxx-xxxx-xxxx) or its own
		if k := subcommand(text, nextWord(ws, at), "altool"); k >= 0 || subcommand(text, nextWord(ws, at), "notarytool") >= 0 {
			flagValues(text, ws[at+2:], func(s, e int) {
				if us, ue := unquoted(text, s, e); appSpecificPassword.MatchString(text[us:ue]) {
					out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: text[us:ue]})
					return
				}
				addNamed(s, e)
			}, "-p", "--password")
		}
	case "steamcmd", "steamcmd.sh":
		// steamcmd +login USER PASS (+login USER alone prompts); Linux
		// runs it through its launcher script
		for i := at + 1; i+2 < len(ws); i++ {
			if ws[i].text(text) == "+login" && !strings.HasPrefix(ws[i+2].text(text), "+") {
				addNamed(ws[i+2].s, ws[i+2].e)
				break
			}
		}
	case "srcds_run", "srcds_linux", "srcds", "srcds.exe":
		// a game server login token: +sv_setsteamaccount TOKEN
		flagValues(text, ws[at+1:], addNamed, "+sv_setsteamaccount")
	case "curl", "curlie":
		// curl -u USER:PASS, --user=USER:PASS, -uUSER:PASS, --proxy-user
		// (USER alone makes it prompt)
		userPassArgs(text, ws[at+1:], ':', add, "-u", "--user", "-U", "--proxy-user")
	case "ctr":
		// containerd's ctr images pull|push|fetch --user USER:PASS
		userPassArgs(text, ws[at+1:], ':', add, "-u", "--user")
	case "http", "https", "xh", "xhs":
		// HTTPie and xh: -a USER:PASS, --auth=USER:PASS (basic or
		// digest; a bearer token is -A bearer -a TOKEN)
		userPassArgs(text, ws[at+1:], ':', add, "-a", "--auth")
	case "ab":
		// ApacheBench: -A USER:PASS (basic auth), -P USER:PASS (the proxy's)
		userPassArgs(text, ws[at+1:], ':', add, "-A", "-P")
	case "conn", "connect":
		// SQL*Plus's CONN[ECT] USER/PASS@DB, RMAN's and DGMGRL's CONNECT
		// TARGET|AUXILIARY|CATALOG USER/PASS@DB, typed at their prompt
		// (SQL>, RMAN>): the word starts the command, a prompt before it.
		// The logon is its first argument and only AS SYSDBA (or another
		// role) may follow: a sentence starting so, "connect to/from the
		// server", has other words after its '/'
		if at == 0 || at == 1 && strings.HasSuffix(ws[0].text(text), ">") {
			args := ws[at+1:]
			if len(args) > 1 && rmanTargets[strings.ToLower(args[0].text(text))] {
				args = args[1:]
			}
			if len(args) == 1 || len(args) == 3 && strings.EqualFold(args[1].text(text), "as") {
				if s, e, ok := oracleLogon(text, args[0]); ok {
					addFlagged(s, e)
				}
			}
		}
	}
	if strings.HasPrefix(name, "snmp") {
		flagValues(text, ws[at+1:], add, "-A", "-X", "-c")
	}
	if mysqlTools[name] {
		for _, w := range ws[at+1:] {
			// -p'secret' (secret-assignment reads the unquoted -psecret)
			if t := w.text(text); len(t) > 4 && t[0] == '-' && t[1] == 'p' && (t[2] == '\'' || t[2] == '"') {
				add(w.s+2, w.e)
			}
		}
	}
	if strings.HasPrefix(name, "impacket-") || strings.HasSuffix(name, ".py") {
		for _, w := range ws[at+1:] {
			if s, e, ok := impacketTarget(text, w); ok {
				add(s, e)
			}
		}
	}
	if name == "echo" || name == "printf" {
		if s, e, ok := pipedPassword(text, cmd, at); ok {
			add(s, e)
		}
	}
	if s, e, ok := hereStringSecret(text, ws); ok {
		add(s, e)
	}
	if s, e, ok := configSetSecret(text, ws); ok {
		add(s, e)
	}
	if s, e, ok := keyValueFlags(text, ws); ok {
		add(s, e)
	}
	for i := 1; i < len(ws); i++ {
		if ws[i-1].text(text) == "secret" && ws[i].text(text) == "set" {
			for j := i + 1; j < len(ws); j++ { // gh secret set NAME --body V (--body=V, -b V, -bV)
				if s, e, ok := flagArg(text, ws, j, "--body", "-b"); ok {
					add(s, e)
				}
			}
			break
		}
	}
	hasUser, hasSlashUser, hasRU, hasSlashU := false, false, false, false
	for _, w := range ws {
		t := w.text(text)
		hasUser = hasUser || isUserFlag(t)
		hasSlashUser = hasSlashUser || hasPrefixFold(t, "/u:") || hasPrefixFold(t, "/user:") || hasPrefixFold(t, "/username:")
		hasRU = hasRU || strings.EqualFold(t, "/ru")
		hasSlashU = hasSlashU || strings.EqualFold(t, "/u")
	}
	mysql := mysqlTools[name]
	for i, w := range ws {
		t := w.text(text)
		nextW := func() (int, int, bool) {
			if i+1 < len(ws) {
				return ws[i+1].s, ws[i+1].e, true
			}
			return 0, 0, false
		}
		switch {
		case hasUser && !mysql && (t == "-p" || t == "-P" || t == "-pw" || t == "-pwd" || t == "--pass" || t == "--pw"):
			if s, e, ok := nextW(); ok {
				add(s, e)
			}
		case len(t) > 2 && t[0] == '-' && passwordParam(t):
			if k := strings.IndexAny(t, ":="); k > 0 {
				add(w.s+k+1, w.e) // -Password:value, --db-pass=value
			} else if s, e, ok := nextW(); ok {
				if us, ue := unquoted(text, s, e); ue-us < e-s && text[us] == '-' && contextValue(text[us+1:ue]) {
					// quoted, a leading '-' is the password's own: -passwd "-^o6…"
					out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: text[us:ue]})
				} else {
					add(s, e)
				}
			}
		case strings.EqualFold(t[strings.LastIndexByte(t, '(')+1:], "ConvertTo-SecureString"): // ('user',(ConvertTo-SecureString …))
			plain := false // -AsPlainText: the literal is the password as typed
			for _, v := range ws[i+1:] {
				plain = plain || strings.EqualFold(strings.TrimRight(v.text(text), ")"), "-AsPlainText")
			}
			for _, v := range ws[i+1:] {
				vt := v.text(text)
				if strings.HasPrefix(vt, "-") {
					continue // -String, -AsPlainText, -Force
				}
				// a quoted literal made a SecureString as plain text is the
				// password as typed, '=' and '#' included
				if us, ue := unquoted(text, v.s, v.e); plain && ue-us < v.e-v.s && (contextValue(text[us:ue]) || plainLiteral(text[us:ue])) {
					out = append(out, Match{RuleID: cliPasswordID, Start: us, End: ue, Secret: text[us:ue]})
				} else {
					add(v.s, v.e)
				}
				break
			}
		case hasSlashUser && (hasPrefixFold(t, "/p:") || hasPrefixFold(t, "/pass:") || hasPrefixFold(t, "/password:") || hasPrefixFold(t, "/pwd:")):
			add(w.s+strings.IndexByte(t, ':')+1, w.e)
		case hasSlashU && strings.EqualFold(t, "/p"):
			// Windows' remote commands: schtasks, tasklist, taskkill,
			// systeminfo, gpresult /S HOST /U USER /P PW (xcopy's /U /P
			// take nothing: a flag or a path follows them)
			if s, e, ok := nextW(); ok && text[s] != '/' {
				addNamed(s, e)
			}
		case hasRU && strings.EqualFold(t, "/rp"):
			if s, e, ok := nextW(); ok {
				add(s, e)
			}
		case t == "-U" || t == "--user" || t == "--username" || strings.HasPrefix(t, "--user=") || strings.HasPrefix(t, "--username="):
			s, e := w.s, w.e
			if k := strings.IndexByte(t, '='); k > 0 {
				s += k + 1
			} else if i+1 < len(ws) {
				s, e = ws[i+1].s, ws[i+1].e
			}
			s, e = unquoted(text, s, e)
			if p := strings.IndexByte(text[s:e], '%'); p > 0 {
				add(s+p+1, e) // samba: -U user%password
			}
		}
	}
	return out
}

// plainLiteral is the gate of a literal a command says is a password in
// clear (a flag's argument that is nothing else, a -AsPlainText string):
// 4 bytes or more, one word, no variable, placeholder or flag.
func plainLiteral(v string) bool {
	return len(v) >= 4 && len(v) <= maxContextValue && strings.IndexByte("$%<{-", v[0]) < 0 && !strings.ContainsAny(v, " \t") && !isPlaceholder(v)
}

// kadminQuery appends the password of "-pw PASS" in kadmin's query
// text[s:e] (kadmin.local -q "addprinc -pw PASS NAME").
func kadminQuery(text string, s, e int, out []Match) []Match {
	q := text[s:e]
	k := strings.Index(q, "-pw ")
	if k < 0 {
		return out
	}
	vs := s + k + len("-pw ")
	for vs < e && text[vs] == ' ' {
		vs++
	}
	ve := vs
	for ve < e && !isBlank(text[ve]) {
		ve++
	}
	if v := text[vs:ve]; ve > vs && cliValue(v) {
		out = append(out, Match{RuleID: cliPasswordID, Start: vs, End: ve, Secret: v})
	}
	return out
}

// cliTools are the commands whose arguments cliCommand reads by position.
var cliTools = map[string]bool{
	"net": true, "hatch": true, ".logon": true, "htpasswd": true, "mosquitto_passwd": true, "mosquitto_pub": true, "mosquitto_sub": true, "mosquitto_rr": true, "rabbitmqctl": true, "sqlplus": true, "expdp": true, "impdp": true, "sqlldr": true,
	"rman": true, "dgmgrl": true, "exp": true, "imp": true, "7z": true, "7za": true, "7zr": true, "rar": true, "unrar": true,
	"zip": true, "unzip": true, "openssl": true, "wpa_passphrase": true, "rclone": true, "lftp": true, "echo": true, "curl": true, "curlie": true, "ctr": true, "http": true, "https": true, "xh": true, "xhs": true, "ab": true, "conn": true, "connect": true, "mc": true, "mcli": true, "poetry": true, "composer": true, "printf": true, "ssh-keygen": true,
	"mysql": true, "mysqldump": true, "mysqladmin": true, "mariadb": true, "mysqlimport": true, "mysqlsh": true,
	"ykman": true, "pocketbase": true, "security": true, "signtool": true, "vsce": true, "ovsx": true, "xcrun": true, "steamcmd": true, "steamcmd.sh": true, "srcds_run": true, "srcds_linux": true, "srcds": true,
	"snmpwalk": true, "snmpget": true, "snmpset": true, "snmpbulkwalk": true, "snmpgetnext": true, "snmptrap": true, "snmptable": true,
	"basic_ldap_auth": true, "squid_ldap_auth": true, "ext_ldap_group_acl": true, "squid_ldap_group": true,
	"ldapsearch": true, "ldapmodify": true, "ldapadd": true, "ldapdelete": true, "ldapwhoami": true, "ldapcompare": true, "ldapmodrdn": true, "ldapexop": true, "ldappasswd": true,
	"brconnect": true, "brbackup": true, "brarchive": true, "brrestore": true, "brrecover": true, "brspace": true, "brtools": true,
	"dbmcli": true, "xuser": true, "iinit": true, "epmautomate": true, "epmautomate.sh": true, "epmautomate.bat": true,
	"db2": true, "isql": true, "bcp": true, "sqsh": true, "dbisql": true, "add-user.sh": true, "add-user.bat": true, "add-user.ps1": true, "smreg": true, "hdbuserstore": true, "fndcpass": true,
	"dtexec": true, "vault.sh": true, "vault.bat": true, "esxcli": true, "sapcontrol": true, "mkstore": true, "fs_cli": true, "sipsak": true,
	"ipmitool": true, "winrs": true, "qpdf": true, "pdftk": true, "samba-tool": true, "mkpasswd": true,
	"set-itemproperty": true, "new-itemproperty": true, "set-registrykey": true,
	"synouser": true, "iscsiadm": true, "caddy": true,
	"mcrcon": true, "mumble-server": true, "murmurd": true, "murmur": true, "ampinstmgr": true,
	"usermod": true, "useradd": true, "raspi-config": true, "wifi": true, "nmcli": true, "kubectl": true, "oc": true, "microk8s": true, "setenv": true, "fw_setenv": true, "launchctl": true, "v-add-user": true, "v-change-user-password": true, "v-add-database": true,
	"v-change-database-password": true, "v-add-mail-account": true, "v-change-mail-account-password": true, "v-add-web-domain-ftp": true, "changepass.pl": true, "sed": true, "gsed": true, "hash.sh": true, "rpk": true, "etcdctl": true,
	"ndsconfig": true, "dscl": true, "networksetup": true, "kickstart": true, "mount_smbfs": true, "mount_afp": true,
	"netdom": true, "vmrun": true, "autologon": true, "autologon64": true, "autologon.exe": true, "autologon64.exe": true, "reg": true,
	"kdb5_util": true, "kadmin": true, "kadmin.local": true, "addprinc": true, "add_principal": true, "ank": true, "cpw": true, "change_password": true, "virsh": true,
}

// expectSend reads the answer an expect script sends to a password
// prompt: the expect command at h waits for a prompt naming a password
// (expect "*assword:", expect -exact "…password: "), and the next send,
// after a ';' on its line or on the next line, sends a quoted string
// ending with \r or \n: send "v\r" (send -- "v\r"). It returns v's span.
// (expect -c '…; expect "assword:"; send "v\r"; …' puts the script on
// one line.)
func expectSend(text string, h int) (int, int, bool) {
	if h > 0 && !isBlank(text[h-1]) && text[h-1] != '{' && text[h-1] != ';' && text[h-1] != '\'' {
		return 0, 0, false
	}
	i := skipSpaces(text, h+len("expect"))
	for i < len(text) && text[i] == '-' { // -re, -exact, -nocase
		for i < len(text) && !isBlank(text[i]) {
			i++
		}
		i = skipSpaces(text, i)
	}
	if i >= len(text) || text[i] != '"' {
		return 0, 0, false
	}
	j := quoteClose(text, i, 200)
	if j < 0 || !containsFold(text[i:j], "assword") && !containsFold(text[i:j], "assphrase") {
		return 0, 0, false
	}
	i = j + 1
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == ';') {
		i++
	}
	if i < len(text) && text[i] == '\r' {
		i++
	}
	if i < len(text) && text[i] == '\n' {
		i = skipSpaces(text, i+1)
	}
	return sentString(text, i)
}

// expectBlockSend reads the answer of an expect block's branch on one
// line: a prompt naming a password, then { send "v\r" } ("Password:" {
// send -- "v\r" }). h is the hit of "{ send ".
func expectBlockSend(text string, h int) (int, int, bool) {
	ls := max(0, h-64)
	if nl := strings.LastIndexByte(text[ls:h], '\n'); nl >= 0 {
		ls += nl + 1
	}
	head := strings.TrimRight(text[ls:h], " \t")
	if !strings.HasSuffix(head, `"`) || !containsFold(head, "assword") && !containsFold(head, "assphrase") {
		return 0, 0, false
	}
	return sentString(text, h+len("{ "))
}

// sentString reads expect's send "v\r" (send -- "v\r") at text[i] and
// returns v's span: a quoted string ending with \r or \n.
func sentString(text string, i int) (int, int, bool) {
	if !strings.HasPrefix(text[i:], "send ") {
		return 0, 0, false
	}
	i += len("send ")
	if strings.HasPrefix(text[i:], "-- ") {
		i += len("-- ")
	}
	if i >= len(text) || text[i] != '"' {
		return 0, 0, false
	}
	s := i + 1
	k := strings.IndexByte(text[s:min(len(text), s+maxQuoted)], '"')
	if k < 2 || !strings.HasSuffix(text[s:s+k], `\r`) && !strings.HasSuffix(text[s:s+k], `\n`) {
		return 0, 0, false
	}
	return s, s + k - 2, k > 2
}

// subcommand returns the index in ws just after the words sub, in order
// and adjacent, or -1 if they are not there.
func subcommand(text string, ws []cliWord, sub ...string) int {
	for i := 0; i+len(sub) <= len(ws); i++ {
		k := 0
		for k < len(sub) && ws[i+k].text(text) == sub[k] {
			k++
		}
		if k == len(sub) {
			return i + len(sub)
		}
	}
	return -1
}

// positional passes to add the argument at index n of ws, flags skipped.
func positional(text string, ws []cliWord, n int, add func(s, e int)) {
	for _, w := range ws {
		if strings.HasPrefix(w.text(text), "-") {
			continue
		}
		if n == 0 {
			add(w.s, w.e)
			return
		}
		n--
	}
}

// flagArg returns the span of the value that ws[j] gives one of flags:
// the next word (-u V, --user V), what follows '=' after a long flag
// (--user=V), or what is glued to a one-letter flag (-uV, -b"V"); ok is
// false when ws[j] is none of flags.
func flagArg(text string, ws []cliWord, j int, flags ...string) (int, int, bool) {
	t := ws[j].text(text)
	for _, f := range flags {
		switch {
		case t == f:
			if j+1 < len(ws) {
				return ws[j+1].s, ws[j+1].e, true
			}
			return 0, 0, false
		case strings.HasPrefix(f, "--") && strings.HasPrefix(t, f+"="):
			return ws[j].s + len(f) + 1, ws[j].e, true
		case len(f) == 2 && len(t) > 2 && strings.HasPrefix(t, f) && t[2] != '-':
			return ws[j].s + 2, ws[j].e, true
		}
	}
	return 0, 0, false
}

// flagValues passes to add the word after each of flags in ws.
func flagValues(text string, ws []cliWord, add func(s, e int), flags ...string) {
	for i := 0; i+1 < len(ws); i++ {
		t := ws[i].text(text)
		for _, f := range flags {
			if t == f {
				add(ws[i+1].s, ws[i+1].e)
				break
			}
		}
	}
}

// mysqlTools take the password glued to -p; a -p word alone asks for it.
var mysqlTools = map[string]bool{"mysql": true, "mysqldump": true, "mysqladmin": true, "mariadb": true, "mysqlimport": true, "mysqlsh": true}

// impacketTarget reads the target of Impacket's scripts (psexec.py,
// impacket-secretsdump, …): [domain/]user:password@host.
func impacketTarget(text string, w cliWord) (int, int, bool) {
	s, e := unquoted(text, w.s, w.e)
	t := text[s:e]
	at := strings.LastIndexByte(t, '@')
	if at <= 0 || strings.Contains(t, "://") {
		return 0, 0, false
	}
	u := t[:at]
	if k := strings.IndexByte(u, '/'); k >= 0 {
		u = u[k+1:]
		s += k + 1
	}
	c := strings.IndexByte(u, ':')
	if c <= 0 || strings.Trim(u[:c], ".-") == "" || !isKeyName(strings.Map(dotDash, u[:c])) {
		return 0, 0, false
	}
	return s + c + 1, s + len(u), len(u) > c+1
}

// loginName reports a user name or an e-mail address as logins write it
// (admin, ci-bot, jane.doe@example.com), not a variable or an expansion.
func loginName(u string) bool {
	for i := 0; i < len(u); i++ {
		if c := u[i]; !isWordByte(c) && strings.IndexByte(".-@+\\", c) < 0 {
			return false
		}
	}
	return u != "" && u[0] != '-'
}

// toolName is the lower-case base name of a command word: /usr/bin/htpasswd,
// C:\Tools\7z.exe and "net" are htpasswd, 7z and net.
func toolName(w string) string {
	if i := strings.LastIndex(w, "$("); i >= 0 {
		w = w[i+2:] // a command substitution: $(openssl …, x=$(openssl …
	}
	w = strings.Trim(w, "\"'($`")
	if i := strings.LastIndexByte(w, '>'); i >= 0 {
		w = w[i+1:] // a Windows prompt glued to it: C:\Users\x>net
	}
	if i := strings.LastIndexAny(w, `/\`); i >= 0 {
		w = w[i+1:]
	}
	w = strings.ToLower(w)
	return strings.TrimSuffix(w, ".exe")
}

// isUserFlag reports a flag that names the user of a login.
func isUserFlag(t string) bool {
	switch t {
	case "-u", "-U", "-l", "--user", "--username", "--login", "-user", "-username", "-User", "-Username", "-UserName", "--userName":
		return true
	}
	return strings.HasPrefix(t, "--user=") || strings.HasPrefix(t, "--username=")
}

// passwordParam reports a single-dash parameter named password (-Password,
// -AccountPassword, -pass, -DbPwd, -Password:value) or a double-dash one
// ending with pass or pwd as a word (--db-pass, --become-pass=…), which
// secret-assignment's --password does not read.
func passwordParam(t string) bool {
	name := t[1:]
	double := false
	if strings.HasPrefix(name, "-") {
		name, double = name[1:], true
	}
	if k := strings.IndexAny(name, ":="); k >= 0 {
		if double && name[k] == ':' {
			return false
		}
		name = name[:k]
	}
	if name == "" || !isLetters(name[len(name)-1:]) {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !isLower(c) && !isUpper(c) && c != '-' && c != '_' {
			return false
		}
	}
	if double {
		return wordEnd(name, "pass") || wordEnd(name, "pwd") || wordEnd(name, "pw") || passKey(name) // --dbpass, --adminpass
	}
	l := strings.ToLower(name)
	if strings.HasSuffix(l, "password") || strings.HasSuffix(l, "passwd") || strings.HasSuffix(l, "passphrase") {
		return true
	}
	return name == "pw" || wordEnd(name, "pass") || wordEnd(name, "pwd") || passKey(name) // impacket's -newpass, -altpass
}

// phraseArg reports a passphrase of words given, quoted, to a flag that
// takes one (ssh-keygen -N "correct horse battery"): two words or more,
// 12 bytes or more, no variable, substitution or template, no
// placeholder ("your passphrase here", "my secret passphrase", "change
// me later").
func phraseArg(v string) bool {
	if len(v) < 12 || len(v) > maxQuoted || len(strings.Fields(v)) < 2 || strings.ContainsAny(v, "$`{}<>\n") || isPlaceholder(v) {
		return false
	}
	l := strings.ToLower(v)
	for _, w := range phrasePlaceholders {
		if strings.Contains(l, w) {
			return false // "my secret passphrase", "no passphrase set", "change me later"
		}
	}
	return true
}

// phrasePlaceholders are words of a phrase that stands for a passphrase
// in docs and examples rather than being one.
var phrasePlaceholders = []string{"passphrase", "password", "secret", "change me", "changeme", "your ", "enter ",
	"example", "placeholder", "replace", "insert ", "fill in"}

// netUsePassword reads `net use [X:] \\host\share [password] [/user:…]`:
// the first word after the share that is not an option or '*'.
func netUsePassword(text string, ws []cliWord) (int, int, bool) {
	share := false
	for _, w := range ws {
		t := strings.Trim(w.text(text), `"'`)
		switch {
		case strings.HasPrefix(t, `\\`):
			share = true
		case strings.HasPrefix(t, "/"), t == "*", len(t) == 2 && t[1] == ':':
		case share:
			return w.s, w.e, true
		}
	}
	return 0, 0, false
}

// netUserPassword reads `net user NAME PASSWORD [/add] [/domain]`: the
// second word after "user" that is not an option; '*' asks for it.
func netUserPassword(text string, ws []cliWord) (int, int, bool) {
	var pos []cliWord
	for _, w := range ws {
		if t := w.text(text); !strings.HasPrefix(t, "/") {
			pos = append(pos, w)
		}
	}
	if len(pos) < 2 || pos[1].text(text) == "*" {
		return 0, 0, false
	}
	return pos[1].s, pos[1].e, true
}

// htpasswdPassword reads `htpasswd -b[c…] file user password` and
// `htpasswd -nb user password`.
func htpasswdPassword(text string, ws []cliWord) (int, int, bool) {
	flags := ""
	var pos []cliWord
	for _, w := range ws {
		if t := w.text(text); strings.HasPrefix(t, "-") && len(pos) == 0 {
			flags += t[1:]
		} else {
			pos = append(pos, w)
		}
	}
	if !strings.Contains(flags, "b") {
		return 0, 0, false
	}
	k := 2
	if strings.Contains(flags, "n") {
		k = 1
	}
	if len(pos) <= k {
		return 0, 0, false
	}
	return pos[k].s, pos[k].e, true
}

// oracleLogon reads an Oracle logon argument: user/password[@db],
// userid=user/password, target=user/password@db; "/ as sysdba" and
// /nolog have none.
func oracleLogon(text string, w cliWord) (int, int, bool) {
	s, e := unquoted(text, w.s, w.e)
	t := text[s:e]
	if k := strings.IndexByte(t, '='); k > 0 && isLetters(t[:k]) {
		if !strings.EqualFold(t[:k], "userid") {
			return 0, 0, false // control=dir/file.ctl, log=…: no logon
		}
		s += k + 1
		t = t[k+1:]
	}
	slash := strings.IndexByte(t, '/')
	if slash <= 0 || !isKeyName(t[:slash]) {
		return 0, 0, false
	}
	ps, pe := s+slash+1, e
	if at := strings.IndexByte(text[ps:pe], '@'); at >= 0 {
		pe = ps + at
	}
	return ps, pe, pe > ps
}

// dotDash maps '.' and '-' to '_' (user names may hold them).
func dotDash(r rune) rune {
	if r == '.' || r == '-' {
		return '_'
	}
	return r
}

func isKeyName(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isWordByte(c) && c != '$' && c != '#' {
			return false
		}
	}
	return s != ""
}

// pipedPassword reads `echo PASS | <login that reads stdin>`: docker (and
// podman, helm…) login --password-stdin, sudo -S, passwd --stdin,
// chpasswd (whose input is user:password), kinit, smbpasswd -s.
func pipedPassword(text string, cmd *cliCmd, at int) (int, int, bool) {
	if s, e, ok := basicEncoded(text, cmd, at); ok {
		return s, e, true
	}
	if n := len(cmd.words); n == at+3 {
		switch cmd.words[at+1].text(text) {
		case "-n", "-ne", "'%s'", `"%s"`, "%s", `'%s\n'`, `"%s\n"`:
			at++ // echo -n V, printf '%s' V: the password alone
		}
	}
	if !cmd.pipe || cmd.next == nil || len(cmd.words) != at+2 {
		return 0, 0, false
	}
	v := cmd.words[at+1]
	next := cmd.next.words
	reads, chpasswd := false, false
	for i, w := range next {
		t := w.text(text)
		switch {
		case t == "--password-stdin" || t == "--stdin" && i > 0 && toolName(next[i-1].text(text)) == "passwd":
			reads = true
		case t == "-S" && i > 0 && toolName(next[0].text(text)) == "sudo":
			reads = true
		case toolName(t) == "chpasswd":
			reads, chpasswd = true, true
		case i == 0 && toolName(t) == "kinit":
			reads = true // kinit reads the password from a pipe
		case t == "-s" && toolName(next[0].text(text)) == "smbpasswd":
			reads = true
		case t == "password_stdin" || strings.HasSuffix(t, ",password_stdin") || strings.HasPrefix(t, "password_stdin,"),
			t == "--stdin-password", t == "-" && i >= 3 && next[i-2].text(text) == "create" && next[i-3].text(text) == "secret":
			reads = true // sshfs -o password_stdin, adcli join --stdin-password, podman secret create NAME -
		case t == "-p" && toolName(next[0].text(text)) == "saslpasswd2",
			t == "-p" && i > 0 && toolName(next[0].text(text)) == "sudo" && toolName(next[1].text(text)) == "saslpasswd2":
			reads = true // echo V | saslpasswd2 -p -c USER: the password from stdin
		case t == "--stdinpass":
			reads = true // echo V | sudo softwareupdate … --stdinpass, startosinstall's
		case t == "--passphrase-fd" && i+1 < len(next) && next[i+1].text(text) == "0",
			t == "--passphrase-fd=0", t == "-pass" && i+1 < len(next) && next[i+1].text(text) == "stdin":
			reads = true // echo V | gpg --batch --passphrase-fd 0, openssl … -pass stdin
		case (t == "-d" || t == "--key-file") && i+1 < len(next) && next[i+1].text(text) == "-" && toolName(next[0].text(text)) == "cryptsetup",
			t == "--key-file=-" && toolName(next[0].text(text)) == "cryptsetup":
			reads = true // echo -n V | cryptsetup luksOpen DEV NAME -d -
		case i > 0 && secretSetter(text, next, i):
			reads = true // echo V | gh secret set NAME
		case (t == "--stdin" || t == "-x") && keystoreAdd(text, next[:i]):
			reads = true // echo V | elasticsearch-keystore add --stdin NAME
		}
	}
	if !reads {
		return 0, 0, false
	}
	s, e := unquoted(text, v.s, v.e)
	if chpasswd {
		k := strings.IndexByte(text[s:e], ':')
		if k <= 0 {
			return 0, 0, false
		}
		s += k + 1
	}
	return s, e, true
}

// keyValueFlags reads a setting given as --key NAME --value V, as
// configuration stores' command lines take it (OpenVPN Access Server's
// sacli, az appconfig kv set): V when NAME says secret.
func keyValueFlags(text string, ws []cliWord) (int, int, bool) {
	named := false
	for j := range ws {
		if s, e, ok := flagArg(text, ws, j, "--key"); ok {
			k := strings.Trim(text[s:e], `"'`)
			named = contextKey(k) || secretKey(k)
		}
	}
	if !named {
		return 0, 0, false
	}
	for j := range ws {
		if s, e, ok := flagArg(text, ws, j, "--value"); ok {
			if us, ue := unquoted(text, s, e); cliValue(text[us:ue]) {
				return us, ue, true
			}
		}
	}
	return 0, 0, false
}

// keystoreAdd reports an Elastic stack keystore's add command
// (elasticsearch-keystore, kibana-keystore, logstash-keystore add, and
// the Beats' filebeat keystore add) in ws.
func keystoreAdd(text string, ws []cliWord) bool {
	tool := false
	for _, w := range ws {
		t := w.text(text)
		tool = tool || strings.HasSuffix(toolName(t), "-keystore") || t == "keystore" // filebeat keystore add
		if tool && t == "add" {
			return true
		}
	}
	return false
}

// basicEncoded reads `echo -n 'user:PASS' | base64` and `printf '%s'
// 'user:PASS' | base64`, how an HTTP Basic header's value is made by
// hand: the password after the user's ':' in the last argument.
func basicEncoded(text string, cmd *cliCmd, at int) (int, int, bool) {
	if !cmd.pipe || cmd.next == nil || len(cmd.next.words) == 0 || len(cmd.words) < at+2 || len(cmd.words) > at+3 ||
		toolName(cmd.next.words[0].text(text)) != "base64" {
		return 0, 0, false
	}
	v := cmd.words[len(cmd.words)-1]
	s, e := unquoted(text, v.s, v.e)
	k := strings.IndexByte(text[s:e], ':')
	if k <= 0 || k == e-s-1 || strings.ContainsAny(text[s:s+k], " /$") {
		return 0, 0, false
	}
	return s + k + 1, e, true
}

// secretSetter reports whether ws[i-1] and ws[i] are the subcommand of a
// CLI that stores a secret read from its standard input: gh secret set,
// wrangler secret put, docker secret create, and vercel env add when the
// variable's name (ws[i+1]) says secret (vercel env add AWS_REGION
// stores a region).
func secretSetter(text string, ws []cliWord, i int) bool {
	a, b := ws[i-1].text(text), ws[i].text(text)
	switch {
	case a == "secret":
		return b == "set" || b == "put" || b == "create"
	case a == "env":
		return b == "add" && i+1 < len(ws) && secretKey(ws[i+1].text(text))
	}
	return false
}

// hereStringSecret reads the value given by a here-string (<<< V) to a
// command that stores a secret (secretSetter): "gh secret set TOKEN <<<
// V", "vercel env add API_KEY production <<< V".
func hereStringSecret(text string, ws []cliWord) (int, int, bool) {
	setter := false
	for i, w := range ws {
		t := w.text(text)
		if i > 0 && (secretSetter(text, ws, i) || (t == "--stdin" || t == "-x") && keystoreAdd(text, ws[:i])) {
			setter = true // gh secret set NAME <<< V, filebeat keystore add NAME --stdin <<< V
		}
		if !setter || !strings.HasPrefix(t, "<<<") {
			continue
		}
		if len(t) > 3 {
			return w.s + 3, w.e, true
		}
		if i+1 < len(ws) {
			return ws[i+1].s, ws[i+1].e, true
		}
	}
	return 0, 0, false
}

// trimParens drops a closing parenthesis glued to a value (a PowerShell
// sub-expression's end) when the value opens none.
func trimParens(text string, s, e int) (int, int) {
	for e > s && text[e-1] == ')' && !strings.Contains(text[s:e], "(") {
		e--
	}
	return unquoted(text, s, e)
}

// dedupSpans removes repeated spans among out[first:], keeping the first.
func dedupSpans(out []Match, first int) []Match {
	if len(out)-first < 2 {
		return out
	}
	seen := make(map[[2]int]bool, len(out)-first)
	k := first
	for i := first; i < len(out); i++ {
		sp := [2]int{out[i].Start, out[i].End}
		if !seen[sp] {
			seen[sp] = true
			out[k] = out[i]
			k++
		}
	}
	return out[:k]
}

// cliValue is the value gate of cli-password: a command-line argument in
// a password position still has to look like a password. Besides what
// contextValue rejects (placeholders, numbers, names, paths, URLs,
// variables), it rejects flags, port mappings (8080:80/tcp), file and
// host names (app.yaml, db.internal.example), code, compound names, and
// short lower-case names with a number (node2, db01, plugin1). Letters
// no language spells and words no code names, joined, are passwords
// people choose, whatever the other gates say.
func cliValue(v string) bool {
	if chosenPassword(v) {
		return true
	}
	if len(v) < minContextValue || strings.IndexByte("-@,;:=", v[0]) >= 0 || !contextValue(v) || benignValue(v) || wordShaped(v) {
		return false
	}
	if portValue.MatchString(v) || fileValue.MatchString(v) || hostValue.MatchString(v) || nameNumber.MatchString(v) || hostPortValue.MatchString(v) {
		return false
	}
	for _, p := range []string{"pass:", "env:", "file:", "fd:", "stdin"} {
		if strings.HasPrefix(v, p) {
			return false // openssl's pass phrase sources name where it is
		}
	}
	return true
}

// quotedCLIValue is cliValue for a quoted argument: quotes make a
// leading '=', '@', ',', ';' or ':' the password's own ('=ruEt…'), not an
// option's syntax; a leading '-' still reads as a flag.
func quotedCLIValue(v string) bool {
	return len(v) > 1 && strings.IndexByte("@,;:=", v[0]) >= 0 && cliValue("x"+v[1:])
}

// ykmanValueFlags are the options of ykman oath accounts add that take a
// value.
var ykmanValueFlags = map[string]bool{"-i": true, "--issuer": true, "-o": true, "--oath-type": true, "-d": true, "--digits": true,
	"-a": true, "--algorithm": true, "-c": true, "--counter": true, "-P": true, "--period": true, "-p": true, "--password": true}

var (
	// appSpecificPassword: an Apple ID's app-specific password.
	appSpecificPassword = regexp.MustCompile(`^[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}$`)
	// portValue: 8080, 127.0.0.1:8080:80, 53:53/udp.
	portValue = regexp.MustCompile(`^[0-9.:]+(?:/(?:tcp|udp|sctp))?$`)
	// fileValue: a file name with a lower-case extension (app.yaml, id_rsa.pub, out2.tar).
	fileValue = regexp.MustCompile(`^[A-Za-z0-9_.\-]*[a-z][A-Za-z0-9_\-]*\.[a-z][a-z0-9]{0,4}$`)
	// hostValue: a lower-case host name or IPv4 address.
	hostValue = regexp.MustCompile(`^[a-z0-9\-]+(?:\.[a-z0-9\-]+)+$`)
	// hostPortValue: a server's address, a transport maybe before it
	// (Perforce's p4 -p ssl:perforce.acme.local:1666).
	hostPortValue = regexp.MustCompile(`^(?:[a-z]{2,8}[0-9]?:)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*:[0-9]{2,5}$`)
	// nameNumber: a lower-case name and a small number (node2, db-01).
	nameNumber = regexp.MustCompile(`^[a-z]+[-_]?[0-9]{1,4}$`)
)

// userPassArgs passes to add the password of each USER<sep>PASS value
// that one of flags gives in ws (curl -u user:pass, lftp -u user,pass),
// the user a login's name.
func userPassArgs(text string, ws []cliWord, sep byte, add func(s, e int), flags ...string) {
	for j := range ws {
		if s, e, ok := flagArg(text, ws, j, flags...); ok {
			s, e = unquoted(text, s, e)
			if c := strings.IndexByte(text[s:e], sep); c > 0 && loginName(text[s:s+c]) {
				add(s+c+1, e)
			}
		}
	}
}

// opensslPasswd passes to add the password of `openssl passwd [options]
// PASSWORD`: the first argument that is no option nor an option's value
// (-salt S, -rand FILE, -provider NAME); none when it reads the passwords
// from a file or stdin.
func opensslPasswd(text string, ws []cliWord, add func(s, e int)) {
	for i := 0; i < len(ws); i++ {
		switch t := ws[i].text(text); {
		case t == "-in" || t == "-stdin":
			return
		case t == "-salt" || t == "-rand" || t == "-writerand" || t == "-provider" || t == "-provider-path" || t == "-propquery":
			i++ // an option's value
		case strings.HasPrefix(t, "-"):
		default:
			add(ws[i].s, ws[i].e)
			return
		}
	}
}

// configSetSecret finds the value of a credential-named setting that a
// tool's config command sets: `aws configure set KEY V`, `npm (yarn,
// pnpm) config set KEY V`, `git config [--global] KEY V`, `dotnet
// user-secrets set KEY V`. KEY must be one of the next three words and
// name a secret (secretKey: aws_secret_access_key, _authToken,
// github.token, Stripe:SecretKey); V is the next word that is no flag.
func configSetSecret(text string, ws []cliWord) (int, int, bool) {
	for i := 1; i < len(ws); i++ {
		sub, prev := ws[i].text(text), ws[i-1].text(text)
		if !(sub == "set" && (prev == "config" || prev == "configure" || prev == "user-secrets") ||
			sub == "config" && toolName(prev) == "git") {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			key := strings.Trim(ws[k].text(text), `"'`)
			if strings.HasPrefix(key, "-") || !secretKey(key) {
				continue
			}
			for j := k + 1; j < len(ws); j++ {
				if v := ws[j].text(text); !strings.HasPrefix(v, "-") {
					if acceptAssignment(key, strings.Trim(v, `"'`)) {
						return ws[j].s, ws[j].e, true
					}
					return 0, 0, false
				}
			}
		}
		return 0, 0, false
	}
	return 0, 0, false
}

// base32Seed reports an OTP seed in base32: 16 to 128 letters or digits
// 2 to 7, maybe padded with '='. Written out: as a regular expression its
// bound compiled into 128 copies of the class, 10 ms of every start.
func base32Seed(v string) bool {
	n := len(strings.TrimRight(v, "="))
	if n < 16 || n > 128 {
		return false
	}
	for i := 0; i < n; i++ {
		if c := v[i]; !isASCIILetter(c) && (c < '2' || c > '7') {
			return false
		}
	}
	return true
}

// nextWord is the word after ws[at] as a slice of at most one word, empty
// when the command is the last word of its line: a subcommand test must
// not slice past the words (a line ending in "Security" once did).
func nextWord(ws []cliWord, at int) []cliWord {
	if at+2 > len(ws) {
		return nil
	}
	return ws[at+1 : at+2]
}

// publicLiteralKey reports a Secret's key that names no secret: a user's,
// a host's, a port, a database's or a region's name.
func publicLiteralKey(k string) bool {
	l := strings.ToLower(strings.NewReplacer("-", "_", ".", "_").Replace(k))
	switch l {
	case "username", "user", "user_name", "login", "email", "host", "hostname", "port", "url", "endpoint", "database", "db", "dbname",
		"region", "bucket", "server", "account", "account_name", "tenant", "namespace", "name", "dn":
		return true
	}
	// an id (client_id, github_app_installation_id, TWILIO_ACCOUNT_SID),
	// a distinguished name (LDAP_BIND_DN), a user's or a host's name
	for _, sfx := range [...]string{"_id", "_sid", "_dn", "_user", "_username", "_host", "_url", "_port", "_email", "_region"} {
		if strings.HasSuffix(l, sfx) {
			return true
		}
	}
	return false
}

// sedPlaceholderValue reads a sed substitution word (s/PAT/REPL/flags,
// any delimiter, quoted or not) whose pattern is a template's
// placeholder for a credential (__SMTP_PASSWORD__, {{ db_password }},
// @API_TOKEN@, %SECRET%, <password>) and returns its replacement's span:
// the value a deploy script writes into the file.
func sedPlaceholderValue(text string, w cliWord) (int, int, bool) {
	s, e := unquoted(text, w.s, w.e)
	if e-s < 6 || text[s] != 's' || isAlnum(text[s+1]) || text[s+1] == ' ' || text[s+1] == '\\' {
		return 0, 0, false
	}
	d := text[s+1]
	p1 := strings.IndexByte(text[s+2:e], d)
	if p1 < 1 {
		return 0, 0, false
	}
	pat := text[s+2 : s+2+p1]
	rs := s + 2 + p1 + 1
	p2 := strings.IndexByte(text[rs:e], d)
	if p2 < 1 {
		return 0, 0, false
	}
	l := strings.ToLower(pat)
	if !credWordIn(l) && !strings.Contains(l, "pass") && !strings.Contains(l, "pwd") {
		return 0, 0, false
	}
	if !strings.Contains(pat, "__") && !strings.Contains(pat, "{{") && !strings.Contains(pat, "${") &&
		!(len(pat) > 2 && strings.IndexByte("@%<", pat[0]) >= 0 && strings.IndexByte("@%>", pat[len(pat)-1]) >= 0) {
		return 0, 0, false // a key's line (s/^password=.*/…/) is read as an assignment
	}
	if strings.ContainsAny(text[rs:rs+p2], "$&\\") {
		return 0, 0, false // a variable or a back reference
	}
	return rs, rs + p2, true
}

// hestiaPasswordAt is the index of the password among the positional
// arguments of HestiaCP's and VestaCP's commands (v-add-user USER PASS
// EMAIL, v-add-database USER DB DBUSER DBPASS, v-add-mail-account USER
// DOMAIN ACCOUNT PASS, v-add-web-domain-ftp USER DOMAIN FTPUSER FTPPASS)
// and of Webmin's changepass.pl CONFIG-DIR USER PASS.
var hestiaPasswordAt = map[string]int{"v-add-user": 1, "v-change-user-password": 1, "v-add-database": 3, "v-change-database-password": 2,
	"v-add-mail-account": 3, "v-change-mail-account-password": 3, "v-add-web-domain-ftp": 3, "changepass.pl": 2}
