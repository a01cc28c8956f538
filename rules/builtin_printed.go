package rules

import (
	"regexp"
	"strings"
	"unicode"
)

// printedID is the rule of secrets a command printed (see Set.Printed).
const printedID = "command-output-secret"

// printedRule names the command-output detector of the Set. Set.Printed
// reads a command and its output together where the session's structure
// pairs them (a bash tool call and its result, a !cmd's command and
// output, a read tool's path and the file, as "cat <path>"); find reads
// them in one string, a terminal's transcript pasted or printed: a
// prompt's line ($, %, #, user@host:~$, Python's >>>, cmd's C:\dir>) with a
// command that prints a secret, then its output, one token alone on the
// next line.
type printedRule struct{ rule Rule }

func newPrintedRule() *printedRule {
	return &printedRule{rule: Rule{ID: printedID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: append([]string{"$ ", "% ", "# ", ">>> ", tfConsole, "debug> ", "in [", "irb(", "pry(", "jshell> ", "\n> ", "PS ", "> type ", ">type ", "iex("},
			append(replPrompts, erlPrompts...)...),
		Description: "The output of a command that prints a secret (openssl rand, secrets.token_hex, pwgen, gh auth token, gcloud auth print-access-token, " +
			"aws ecr get-login-password, vault print token, op read, pass show, echo $API_KEY, kubectl get secret … | base64 -d, cat ~/.vault-token…) when it is one token, " +
			"after its tool call or a prompt's line of a transcript."}}
}

func (p *printedRule) info() *Rule { return &p.rule }

func (p *printedRule) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, p.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		cs, repl, ok := replPromptAt(text, h)
		if !repl {
			cs, ok = promptAt(text, h)
			repl = text[h] == '>'
		}
		if !ok {
			continue
		}
		ce := lineEnd(text, cs)
		for k := 0; k < maxContinued && ce < len(text) && continued(text[cs:ce]); k++ {
			ce = lineEnd(text, ce+1) // a command continued by '\' at its lines' ends
		}
		if ce == len(text) {
			continue // no output after the command
		}
		done = ce
		// the output: the lines up to a blank line, the next prompt or
		// the end, which must be one line holding one token (tested
		// first: most commands print more, and the printers' expression
		// is not cheap)
		os := ce + 1
		for k := 0; k < 3 && os < len(text) && cliWarningLine(text[os:lineEnd(text, os)]); k++ {
			os = lineEnd(text, os) + 1 // a CLI's warnings before its output (heroku's " ›   Warning: …")
		}
		if os > len(text) {
			continue
		}
		oe := lineEnd(text, os)
		te := oe // the token's line ends here, or where a prompt runs into it
		if repl {
			os += replEcho(text[os:oe]) // => "v", Out[3]: 'v', $1 ==> "v"
		} else if head := promptHead(text, h); len(head) >= 4 {
			// an output without its newline (gcloud secrets versions
			// access) runs into the next prompt: it ends where the same
			// prompt starts again, which is the transcript's next line
			if k := strings.Index(text[os:oe], head+text[h:h+2]); k > 0 {
				te = os + k
				oe = te - 1
			}
		} else if head == "" && text[h] == '$' && lineStartBlanks(text, h) {
			// a bare "$ " prompt: terraform output -raw's value, then "$ "
			if k := strings.Index(text[os:oe], "$ "); k > 0 && k+2 < oe-os && isASCIILetter(text[os+k+2]) {
				te = os + k
				oe = te - 1
			}
		}
		if oe < len(text) {
			if rest := strings.TrimLeft(text[oe+1:], " \t\r"); rest != "" && rest[0] != '\n' && !promptLine(rest) && !fenceLine(rest) && !nextREPLPrompt(text, h, rest) &&
				!(hitIs(tfConsole)(text, h) && strings.HasPrefix(rest, "> ")) && !firstLinePrinter(text[cs:ce]) {
				continue // more output: not one token
			}
		}
		s, e := printedToken(text[os:te])
		if s < 0 || !printedShape(text[os+s:os+e]) || repl && hexWord(text[os+s:os+e]) {
			continue
		}
		cmd := strings.TrimSuffix(text[cs:ce], "\r")
		if strings.Contains(cmd, "\\\n") {
			cmd = joinContinued(cmd)
		}
		if repl && !secretPrinters.MatchString(cmd) && !printsSecret(cmd) && !replNamesSecret(cmd) || !repl && !printsSecret(cmd) {
			continue
		}
		if (text[h] == '#' || text[h] == '%') && lineStartBlanks(text, h) && !printerFirst(cmd) {
			continue // a comment (# generate with openssl rand …), not a root or zsh prompt
		}
		s, e = os+s, os+e
		if repl && e-s >= 2 && (text[s] == '\'' || text[s] == '"') && text[e-1] == text[s] {
			s, e = s+1, e-1 // a REPL shows a string's repr: 'a3f9…'
		}
		if repl && constName(text[s:e]) {
			continue // a lexer's token: p self.current_token, 'WHITESPACE'
		}
		out = append(out, Match{RuleID: printedID, Start: s, End: e, Secret: text[s:e]})
	}
	return out, nil
}

// maxContinued bounds the lines of a command continued with '\'.
const maxContinued = 20

// continued reports a command's line that goes on, after a '\' at its
// end, on the next line.
func continued(line string) bool {
	line = strings.TrimSuffix(line, "\r")
	return strings.HasSuffix(line, "\\") && !strings.HasSuffix(line, "\\\\")
}

// joinContinued writes a command continued over lines on one: each '\'
// at a line's end and the break after it become a blank.
func joinContinued(cmd string) string {
	cmd = strings.ReplaceAll(cmd, "\\\r\n", " ")
	return strings.ReplaceAll(cmd, "\\\n", " ")
}

// nextREPLPrompt reports that rest, the line after a REPL's output,
// starts with the prompt "> " of the "\n> " hit at h (R's console,
// Node's), or is that prompt alone: the session goes on, the output was
// one line.
func nextREPLPrompt(text string, h int, rest string) bool {
	if text[h] != '\n' {
		return false
	}
	return strings.HasPrefix(rest, "> ") || rest == ">" || strings.HasPrefix(rest, ">\n") || strings.HasPrefix(rest, ">\r")
}

// cliWarningLine reports a line a CLI writes to stderr before its output:
// oclif's " ›   Warning: …" (Heroku, Salesforce, Shopify CLIs) or a
// "Warning:" line.
func cliWarningLine(line string) bool {
	t := strings.TrimLeft(line, " \t")
	return strings.HasPrefix(t, "\u203a") || strings.HasPrefix(t, "Warning: ") || strings.HasPrefix(t, "WARNING: ")
}

// firstLinePrinter reports a password manager's command that prints the
// password on its first line and the entry's other fields after it:
// pass show NAME (pass's convention), gopass show NAME, rbw get NAME.
func firstLinePrinter(cmd string) bool {
	if !strings.Contains(cmd, "pass") && !strings.Contains(cmd, "rbw") {
		return false // the cheap test: most commands' output is more than a token
	}
	return firstLinePrinters.MatchString(strings.TrimSuffix(cmd, "\r"))
}

var firstLinePrinters = regexp.MustCompile(`(?:^|[;&|]\s*|\bsudo\s+)(?:pass\s+show|gopass\s+(?:show|cat)|rbw\s+get)(?:\s+-\S+)*\s+[\w./@ "'-]+$`)

// printerFirst reports a command that starts with the printer (after
// sudo): after a bare '#' or '%', what names a printer further on is a
// comment's prose ("# Generate with: openssl rand -base64 32").
func printerFirst(cmd string) bool {
	cmd = strings.TrimPrefix(strings.TrimSpace(cmd), "sudo ")
	loc := secretPrinters.FindStringIndex(cmd)
	if loc != nil && loc[0] == 0 {
		return true
	}
	return printedVar.MatchString(cmd) && strings.HasPrefix(cmd, "echo")
}

// printedShape refuses outputs of a transcript that are a line of code
// or a document rather than a value: an assignment left empty
// (SECRET_KEY_BASE=), a Markdown fence or TeX markup (a backtick or a
// backslash first), a name or a word (continue, set_password), a JOSE
// header or the head of a token cut to it (| cut -c1-20: eyJhbGci…).
func printedShape(v string) bool {
	return !emptyAssignment(v) && v[0] != '`' && v[0] != '\\' && !identWord(v) && !wordShaped(v) && !joseHeaderPiece(v)
}

// emptyAssignment reports a name and '=' with no value (SECRET_KEY_BASE=,
// api_token=), not base64's padding.
func emptyAssignment(v string) bool {
	n, ok := strings.CutSuffix(v, "=")
	if !ok || n == "" || !isUpper(n[0]) && !(n[0] >= 'a' && n[0] <= 'z') && n[0] != '_' {
		return false
	}
	upper, lower := true, true
	for i := 0; i < len(n); i++ {
		c := n[i]
		upper = upper && (isUpper(c) || isDigit(c) || c == '_')
		lower = lower && (c >= 'a' && c <= 'z' || isDigit(c) || c == '_')
	}
	return upper || lower && strings.IndexByte(n, '_') >= 0
}

// replPromptAt reports, at the keyword hit h, the prompt of a REPL or
// a debugger other than Python's, at its line's start, and returns where
// its expression starts: node inspect's "debug> exec …", IPython's "In
// [3]: ", irb's "irb(main):001> ", pry's "[1] pry(main)> ", jshell's
// "jshell> " and Node's "> ". Their echo of the value is read by
// replEcho.
func replPromptAt(text string, h int) (cs int, repl, ok bool) {
	switch {
	case hitIs("debug> ")(text, h):
		cs = h + len("debug> ")
		if strings.HasPrefix(text[cs:], "exec ") {
			cs += len("exec ")
		}
	case hitIs("in [")(text, h):
		i := h + len("in [")
		for i < len(text) && isDigit(text[i]) {
			i++
		}
		if i == h+len("in [") || !strings.HasPrefix(text[i:], "]: ") || text[h] != 'I' {
			return 0, false, false
		}
		cs = i + len("]: ")
	case hitIs("irb(", "pry(")(text, h):
		i := h + len("irb(")
		for i < len(text) && i-h < 40 && text[i] != '>' && text[i] != '\n' {
			i++
		}
		if i+1 >= len(text) || text[i] != '>' || text[i+1] != ' ' {
			return 0, false, false
		}
		cs = i + 2
		if text[h] == 'p' { // pry's "[1] pry(main)> ": "[", digits, "] " before the hit
			ls := h - 2
			for ls > 0 && h-ls < 12 && isDigit(text[ls-1]) {
				ls--
			}
			return cs, true, ls > 0 && ls < h-2 && text[ls-1] == '[' && text[h-2:h] == "] " && lineStartBlanks(text, ls-1)
		}
	case hitIs("jshell> ")(text, h):
		cs = h + len("jshell> ")
	case hitIs(replPrompts...)(text, h):
		// a debugger's or a language's prompt: (byebug) p v, ipdb> p v,
		// (gdb) print v, scala> v, julia> v
		cs = h + strings.IndexByte(text[h:], ' ') + 1
		if text[h] == '(' {
			cs = h + strings.IndexByte(text[h:], ')') + 2
		}
	case hitIs("iex(")(text, h):
		// Elixir's iex(1)> and iex(node@host)1>
		k := strings.IndexByte(text[h:min(len(text), h+64)], '>')
		if k < 0 || h+k+1 >= len(text) || text[h+k+1] != ' ' || text[h+k-1] != ')' && !isDigit(text[h+k-1]) {
			return 0, false, false
		}
		cs = h + k + 2
	case hitIs(erlPrompts...)(text, h):
		// Erlang's "1> " and "(node@host)1> ": digits from the line's
		// start or after the node's name in parentheses, looked for
		// within maxErlNode bytes (from the line's start at every hit,
		// a long line of ")1> " was quadratic)
		i := h
		for i > 0 && isDigit(text[i-1]) {
			i--
		}
		if i > 0 && text[i-1] == ')' {
			lo := max(0, i-maxErlNode)
			o := strings.LastIndexAny(text[lo:i], "(\n")
			if o < 0 || text[lo+o] != '(' || strings.IndexByte(text[lo+o:i], '@') < 0 {
				return 0, false, false
			}
			i = lo + o
		}
		return h + 3, true, lineStartBlanks(text, i)
	case text[h] == '\n':
		return h + 3, true, true // "\n> " is at a line's start
	default:
		return 0, false, false
	}
	return cs, true, lineStartBlanks(text, h)
}

// hexWord reports a machine word written in hex (0x55555555a2c0, 16
// digits at most): the address or the number a debugger echoes (gdb's
// $1 = 0x…, p/x), not a token; a private key in hex is longer.
func hexWord(v string) bool {
	h, ok := strings.CutPrefix(v, "0x")
	return ok && h != "" && len(h) <= 16 && isHexString(h)
}

// constName reports a constant's or an enum member's name in capitals,
// maybe qualified or a Ruby symbol (IDENTIFIER, END_OF_FILE,
// TokenType.IDENTIFIER, :SEMICOLON): the value of a lexer's or a
// parser's token that a debugger prints, not a secret. A base32 seed in
// capitals has no words' humps.
func constName(v string) bool {
	v = strings.TrimPrefix(v, ":")
	if k := strings.LastIndexByte(v, '.'); k > 0 {
		for _, q := range strings.Split(v[:k], ".") {
			if !identWord(q) {
				return false
			}
		}
		v = v[k+1:]
	}
	return v != "" && v == strings.ToUpper(v) && identWord(strings.ToLower(v))
}

// replPrompts are the prompts of debuggers and REPLs whose expression
// follows a blank (after a closing parenthesis for the debuggers'), at a
// line's start.
var replPrompts = []string{"(byebug) ", "(pdb) ", "ipdb> ", "(gdb) ", "(lldb) ", "(rdbg) ", "scala> ", "julia> ", "ghci> ", "user=> "}

// maxErlNode bounds an Erlang node's name in its prompt, (node@host)1>:
// an atom, 255 characters at most.
const maxErlNode = 256

// erlPrompts are the ends of Erlang's shell prompt (1> to 9> after the
// prompt's other digits).
var erlPrompts = []string{"0> ", "1> ", "2> ", "3> ", "4> ", "5> ", "6> ", "7> ", "8> ", "9> "}

// replEcho returns the length of the marker a REPL writes before the
// value it echoes (irb's and pry's "=> ", IPython's "Out[3]: ",
// jshell's "$1 ==> ", gdb's "$1 = ", Scala's "res0: String = ", R's "[1] "),
// 0 if there is none.
func replEcho(line string) int {
	switch {
	case strings.HasPrefix(line, "=> "):
		return len("=> ")
	case strings.HasPrefix(line, "[1] "):
		return len("[1] ")
	case strings.HasPrefix(line, "res") || strings.HasPrefix(line, "val res"):
		// Scala: res0: String = v (val res0: … in Scala 3)
		if i := strings.Index(line, " = "); i > 0 && i < 48 && strings.Contains(line[:i], ": ") {
			return i + len(" = ")
		}
	case strings.HasPrefix(line, "Out["):
		if i := strings.Index(line, "]: "); i > 4 && i < 12 && isDigits(line[4:i]) {
			return i + len("]: ")
		}
	case strings.HasPrefix(line, "$"):
		if i := strings.Index(line, " ==> "); i > 1 && i < 8 && isDigits(line[1:i]) {
			return i + len(" ==> ")
		}
		if i := strings.Index(line, " = "); i > 1 && i < 8 && isDigits(line[1:i]) {
			return i + len(" = ") // gdb's $1 = "v"
		}
	}
	return 0
}

// promptAt reports a shell prompt at the keyword hit h ("$ ", "% ", "#
// ", ">>> ") and returns where its command starts: the prompt starts its
// line, alone ("$ cmd", indented maybe) or after user@host:path
// ("bob@box:~$ cmd"), or is Python's ">>> ".
func promptAt(text string, h int) (int, bool) {
	if hitIs(tfConsole)(text, h) {
		// terraform console's prompt before nonsensitive(…), which
		// prints what the plan shows as (sensitive value)
		return h + 2, lineStartBlanks(text, h)
	}
	if hitIs("> type ", ">type ")(text, h) {
		return cmdPrompt(text, h) // "C:\app\conf> type master.key"
	}
	if text[h] == '>' {
		// the hit is ">>> ": Python's prompt at its line's start
		return h + 4, lineStartBlanks(text, h)
	}
	if text[h] == 'P' || text[h] == 'p' {
		return psPrompt(text, h) // "PS C:\Users\bob> "
	}

	if lineStartBlanks(text, h) {
		return h + 2, true // "$ cmd", indented maybe
	}
	// after a word, a '#', '$' or '%' and a blank are a comment's or
	// prose's (x = 1 # note) unless user@host stands before them
	ls := h
	for ls > 0 && h-ls < 128 && text[ls-1] != '\n' {
		ls--
	}
	if ls > 0 && text[ls-1] != '\n' {
		return 0, false
	}
	head := strings.TrimSpace(text[ls:h])
	if head != "" && strings.Trim(head, "─└╰╼┌┬") == "" {
		return h + 2, true // Kali's two-line zsh prompt: "└─$ cmd"
	}
	return h + 2, userHostPrompt(head)
}

// psPrompt reads PowerShell's prompt at the hit h of "PS ": at its line's
// start, a drive's path, then "> ". It returns where the command starts.
func psPrompt(text string, h int) (int, bool) {
	if !lineStartBlanks(text, h) || h+6 >= len(text) || !(isUpper(text[h+3]) || isLower(text[h+3])) || text[h+4] != ':' || text[h+5] != '\\' {
		return 0, false
	}
	le := lineEnd(text, h)
	k := strings.Index(text[h:min(le, h+256)], "> ")
	if k < 0 {
		return 0, false
	}
	return h + k + 2, true
}

// cmdPrompt reads cmd.exe's prompt before type at the hit h of its '>':
// a drive's letter at its line's start, ":\" and a path. It returns where
// the command starts.
func cmdPrompt(text string, h int) (int, bool) {
	ls := lineStartAt(text, h)
	for ls < h && (text[ls] == ' ' || text[ls] == '\t') {
		ls++
	}
	if h-ls < 3 || h-ls > 256 || !isASCIILetter(text[ls]) || text[ls+1] != ':' || text[ls+2] != '\\' ||
		strings.ContainsAny(text[ls:h], "<>|\"\t") {
		return 0, false
	}
	if text[h+1] == ' ' {
		return h + 2, true
	}
	return h + 1, true
}

// promptHead returns the head of the prompt whose '$' or '#' is at h,
// the text from its line's start: user@host:path, or "" for a bare
// prompt.
func promptHead(text string, h int) string {
	return strings.TrimLeft(text[lineStartAt(text, h):h], " \t")
}

// pathPrompt reports a prompt's head that is a directory alone, with
// the git branch a theme adds after it ("~/apps/shop (main)", "/srv/app
// git:(main)").
func pathPrompt(head string) bool {
	if head == "" || head[0] != '~' && head[0] != '/' {
		return false
	}
	path, branch, _ := strings.Cut(head, " ")
	if strings.ContainsAny(path, "\"'`$=:") {
		return false
	}
	branch = strings.TrimPrefix(branch, "git:")
	return branch == "" || len(branch) > 2 && branch[0] == '(' && branch[len(branch)-1] == ')' && !strings.ContainsAny(branch, " \t")
}

// userHostPrompt reports a prompt's head before its $ or #: user@host
// and an optional :path ("bob@box:~/src", "root@db-1:/etc", "[bob@box
// ~]"), or a directory alone (see pathPrompt).
func userHostPrompt(head string) bool {
	if pathPrompt(head) {
		return true
	}
	if strings.HasPrefix(head, "(") {
		// a virtual environment's name first: (venv) bob@box:~$
		if i := strings.Index(head, ") "); i > 0 && i < 48 {
			head = head[i+2:]
		}
	}
	head = strings.TrimSuffix(strings.TrimPrefix(head, "["), "]")
	at := strings.IndexByte(head, '@')
	if at <= 0 || strings.ContainsAny(head[:at], " \t") {
		return false
	}
	host := head[at+1:]
	path := ""
	if i := strings.IndexAny(host, ": "); i >= 0 {
		host, path = host[:i], host[i+1:]
	}
	// the path after ':' or a blank (zsh's "bob@mac ~ %") is one word
	return host != "" && !strings.ContainsAny(host, "\t\"'") && !strings.ContainsAny(strings.TrimSpace(path), " \t")
}

// promptLine reports a line that starts with a prompt ($ cmd,
// bob@box:~$ cmd).
func promptLine(line string) bool {
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimRight(line[:min(len(line), 128)], "\r")
	switch strings.TrimSpace(line) {
	case "$", "#", "%", ">>>":
		return true // a bare prompt, the transcript's last line
	}
	if replPromptLine(line) {
		return true
	}
	if strings.HasPrefix(line, "PS ") {
		if _, ok := psPrompt(line, 0); ok {
			return true
		}
	}
	for _, p := range []string{"$ ", "% ", "# ", ">>> "} {
		if strings.HasPrefix(line, p) {
			return true
		}
		if i := strings.Index(line, p); i > 0 && userHostPrompt(strings.TrimSpace(line[:i])) {
			return true
		}
	}
	// SUSE's prompt ends with '>' (sdbadm@livecache01:~>); a bare "> "
	// quotes a mail or a Markdown block
	if i := strings.Index(line, "> "); i > 0 && userHostPrompt(strings.TrimSpace(line[:i])) {
		return true
	}
	return false
}

// replPromptLine reports a line that starts with one of the prompts
// replPromptAt reads (a REPL's next prompt after the echoed value).
func replPromptLine(line string) bool {
	for _, p := range [...]string{"debug> ", "jshell> ", "> "} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	h := 0
	if strings.HasPrefix(line, "[") { // pry's "[1] pry(main)> "
		h = strings.Index(line, "] pry(")
		if h < 2 || !isDigits(line[1:h]) {
			return false
		}
		h += 2
	}
	if _, repl, ok := replPromptAt(line, h); repl && ok {
		return true
	}
	if k := strings.Index(line[:min(len(line), 80)], "> "); h == 0 && k > 0 && isDigit(line[k-1]) {
		_, repl, ok := replPromptAt(line, k-1) // Erlang's "(node@host)2> "
		return repl && ok
	}
	return false
}

// fenceLine reports a Markdown code fence's line (```, ```console),
// which closes a transcript's block.
func fenceLine(line string) bool {
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	return strings.HasPrefix(strings.TrimSpace(line), "```")
}

// secretPrinters match the commands whose standard output is a secret:
// generators of random keys and passwords, and the CLIs that print a
// credential they hold. Tokens with a known format are found in any
// output; these print random strings, UUIDs and hex that only the
// command says are secrets.
var secretPrinters = regexp.MustCompile(`\bopenssl\s+rand\b|` +
	`\bsecrets\.token_(?:hex|urlsafe|bytes)\b|\brandomBytes\(|\bSecureRandom\b|/dev/u?random\b|` +
	`\b(?:pwgen|apg|makepasswd|diceware|xkcdpass)\b|` +
	`\bgh\s+auth\s+token\b|\bheroku\s+auth:token\b|\bfly(?:ctl)?\s+auth\s+token\b|` +
	`\bgcloud\s+auth\s+(?:application-default\s+)?print-(?:access|identity)-token\b|` +
	`\baz\s+account\s+get-access-token\b|` +
	`\baws\s+(?:ecr(?:-public)?\s+get-login-password|codeartifact\s+get-authorization-token|configure\s+get\s+\S*(?:secret|token|key))\b|` +
	`\bvault\s+(?:print\s+token|(?:kv\s+)?(?:get|read)\b.*\s-field[= ])|` +
	`\bop\s+read\b|\bop\s+item\s+get\b.*--(?:fields|reveal)|\bbw\s+get\s+(?:password|totp)\b|` +
	`\bgopass\s+(?:show|cat)\b|\brbw\s+get\b|\bkeepassxc-cli\s+show\b.*\s(?:-a|--attributes)\s+["']?(?:Password\b|(?i:[^"'\s]*[ _-]?(?:secret|token|api[ _-]?key|pin)\b))|` +
	`(?:^|[;&|]\s*)pass(?:\s+show)?\s+[\w./-]+\s*$|` +
	`\bsecurity\s+find-(?:generic|internet)-password\b.*\s-[a-zA-Z]*w\b|\bsecret-tool\s+lookup\b|` +
	// Python's keyring read out (keyring get SERVICE USER, print(keyring.get_password(…)))
	`\bkeyring\s+get\s+\S+\s+\S+|\bkeyring\.get_password\(|` +
	// Gitea's and Forgejo's new access token, printed alone with --raw
	`\b(?:gitea|forgejo)\s+admin\s+user\s+generate-access-token\b.*\s--raw\b|` +
	// R's keyring (key_get("service", "user")) and gitcreds read out
	`\bkey_get\(|\bgitcreds_get\(|` +
	`\bkubectl\s+create\s+token\b|\bkubectl(?:\s+-\S+(?:\s+[^\s-]\S*)?)*\s+get\s+secrets?\b.*\bbase64\s+(?:-d|--decode|-D)\b|` +
	`\bdoppler\s+secrets\s+get\b.*--plain|\bterraform\s+output\s+(?:-raw\s+)?\S*(?:password|secret|token|key)\b|` +
	// Pulumi's config and stack outputs read back by a secret's name
	`\bpulumi\s+(?:config\s+get|stack\s+output)\s+\S*(?i:password|secret|token|key)\S*|` +
	// secret stores and key generators that print one value
	`\bgcloud\s+secrets\s+versions\s+access\b|\baz\s+keyvault\s+secret\s+show\b.*--query\s+\S*value|` +
	`\baws\s+(?:secretsmanager\s+get-secret-value|ssm\s+get-parameters?\b.*--with-decryption|sts\s+\S+)\b.*--query\s+\S*(?:Secret|Token|Value|Password)|` +
	`\bvault\s+(?:token\s+create|write|login)\b.*\s-field[= ]token\b|\bkubectl(?:\s+-\S+(?:\s+[^\s-]\S*)?)*\s+get\s+secrets?\b.*jsonpath=\S*\.data\.|` +
	`\bwg\s+genkey\b|\b(?:rails|rake)\s+secret\b|\bmix\s+phx\.gen\.secret\b|\bartisan\s+key:generate\b.*--show|` +
	`\bget_random_secret_key\b|\berlang:get_cookie\(|\bos\.urandom\b|\bgpg\s+--gen-random\b|^nonsensitive\(|\bFernet\.generate_key\(|` +
	// a setting read back by its name (airflow config get-value core
	// fernet_key), a VPN coordinator's new pre-auth or API key
	`\bairflow\s+config\s+get-value\s+\S+\s+\S*(?:secret|fernet|password|passwd|token)\S*|\bheadscale\s+(?:preauthkeys|apikeys)\s+create\b|` +
	// pydantic's and Prefect's SecretStr revealed: print(….get_secret_value())
	`\bget_secret_value\(\)|` +
	// a bootstrap password, a wallet's private key
	`\bargocd\s+admin\s+initial-password\b|\bdumpprivkey\b|\bkeys\s+export\b.*--unarmored-hex\b|` +
	// a router's NVRAM variable that holds a key (DD-WRT's wl0_wpa_psk)
	`\bnvram\s+get\s+\S*(?:psk|passwd|password|_key|secret)\S*\s*$|` +
	// rclone's reveal of an obscured password; TrueNAS' middleware
	// exporting a dataset's key or reading a password
	`\brclone\s+reveal\b|\bmidclt\s+call\s+\S*(?:export_key|password|secret)\S*|` +
	// a GPP cpassword decrypted; PowerShell's secret stores read as plain text
	`\bgpp-decrypt\b|\b(?:Get-AzKeyVaultSecret|Get-Secret)\b.*\s-AsPlainText\b|` +
	// KDE's wallet and the kernel's keyring read out
	`\bkwallet-query\b.*\s-r\b|\bkeyctl\s+(?:pipe|print)\b|` +
	// a file that holds one secret: a token file (vault_pass.txt, Rails'
	// master.key, pw.txt, Jenkins' initialAdminPassword), a pre-shared key (zabbix_agentd.psk), an
	// Erlang cookie, a Docker or Kubernetes secret mount; printed by cmd's
	// type and PowerShell's Get-Content too (type conf\dataLoader.key)
	`\b(?:cat|head|tail|less|more|type|Get-Content|gc)\s+(?:-\S+\s+)*(?:\S*[/\\])?` + secretFileName + `\s*$|` +
	// the same file read from a commit (git show REV:config/master.key)
	`\bgit\s+show\s+[^\s:]+:(?:\S*/)?` + secretFileName + `\s*$|` +
	// a key file written out in base64 or hex (base64 -w0 authkey, xxd -p
	// data.key | tr -d '\n')
	`\b(?:base64|basenc|xxd|od|hexdump)\s+(?:-\S+\s+)*(?:\S*/)?` + secretFileName + `\s*(?:\|\s*tr\s+-d\s+\S+\s*)?$|` +
	`\b(?:cat|head|tail)\s+(?:-\S+\s+)*/(?:var/)?run/secrets/\S+`)

// secretFileName is the base name of a file that holds one secret: a
// token or password file (vault_pass.txt, .vault-token, pw.txt, Proxmox's
// nas.pw, /etc/ldap.secret), a key (Rails' master.key, a LUKS key file
// data.key, corosync's authkey), a pre-shared key (zabbix_agentd.psk),
// an Erlang cookie, an Ethereum node's key and JWT secret.
const secretFileName = `(?:\.vault-token|master\.key|credentials/[A-Za-z0-9_-]+\.key|\.erlang\.cookie|[^\s/]+\.psk|[^\s/]+\.key|[^\s/]*authkey|` +
	// an Ethereum node's key (besu's key, geth's nodekey) and its engine
	// API's JWT secret (jwt.hex, jwtsecret)
	`key|nodekey|jwt\.hex|jwtsecret|[^\s/]*key\.pem|` +
	`[^\s/]*(?i:token|secret|passw|apikey|api_key|api-key|credential)[^\s/]*|(?:[^\s/]*[._-])?(?:pass|pw)(?:[._-][^\s/]*)?)`

// tfConsole is terraform console's prompt before the call that reveals
// a sensitive value.
const tfConsole = "> nonsensitive("

// printedVar matches a command that prints one named value: echo $NAME,
// printf '%s' "$NAME", printenv NAME, Python's os.environ["NAME"],
// Node's process.env.NAME, heroku config:get NAME, jq -r .a.name, a
// REPL's expression ending with the name (settings.SECRET_KEY). The
// name must say secret (secretKey): "echo $OPENAI_API_KEY" is how an
// agent checks a key is set, and prints it.
var printedVar = regexp.MustCompile(`(?:^|[;&|]\s*)(?:echo(?:\s+-[neE]+)?|printf\s+(?:'%s(?:\\n)?'|"%s(?:\\n)?"))\s+["']?\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?["']?\s*$|` +
	`(?:^|\s)printenv\s+([A-Za-z_][A-Za-z0-9_]*)\s*$|` +
	`\bos\.(?:environ\[|getenv\(|environ\.get\()\s*["']([A-Za-z_][A-Za-z0-9_]*)["']|` +
	`\bprocess\.env\.([A-Za-z_][A-Za-z0-9_]*)|\bheroku\s+config:get\s+([A-Za-z_][A-Za-z0-9_]*)|` +
	// Ruby's ENV["NAME"] and ENV.fetch("NAME"), Java's System.getenv,
	// Go's os.Getenv, PHP's getenv and $_ENV
	`\bENV(?:\[|\.fetch\()\s*["']([A-Za-z_][A-Za-z0-9_]*)["']|\b(?:System\.getenv|os\.Getenv|getenv)\(\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\)|\$_ENV\[["']([A-Za-z_][A-Za-z0-9_]*)["']\]|` +
	`\bjq\s+(?:-\S+\s+)*["']?\.(?:[A-Za-z0-9_]+\.)*([A-Za-z_][A-Za-z0-9_]*)["']?|` +
	// kubectl's JSONPath to one env var's value: env[?(@.name=="NAME")].value
	`\bjsonpath=.*\[\?\(@\.name==["']?([A-Za-z_][A-Za-z0-9_]*)["']?\)\]\.value\b|` +
	// a REPL's expression (>>> settings.SECRET_KEY, > config.db["password"]),
	// whose value the REPL echoes
	`^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[["'][^"'\]\n]{1,64}["']\])*(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[["']([A-Za-z_][A-Za-z0-9_\-]*)["']\])\s*$`)

// Bounds of a printed secret.
const (
	minPrinted = 8
	maxPrinted = 4096
)

// PrintsSecret reports whether command prints a secret to its standard
// output (see printsSecret), false when the rule is disabled.
func (s *Set) PrintsSecret(command string) bool {
	if _, ok := s.byID[printedID]; !ok || command == "" {
		return false
	}
	return printsSecret(command)
}

// Printed returns the secret in output, the standard output of a command
// that PrintsSecret, when the output is one token: one line, no blank
// inside, 8 bytes or more, not a placeholder, a number, a path or a URL.
// Run after other commands (cd x && …), the printer's output is all there
// is only when it is one token, which is the test.
func (s *Set) Printed(output string) []Match {
	start, end := printedToken(output)
	if start < 0 {
		return nil
	}
	return s.filterAllowed([]Match{{RuleID: printedID, Start: start, End: end, Secret: output[start:end],
		Severity: SeverityHigh}})
}

// PrintsFirstLine reports whether command's last command is a password
// manager's that prints the password on its first line and the entry's
// fields after it (pass show, gopass show, rbw get): Printed of that line
// is then the secret.
func (s *Set) PrintsFirstLine(command string) bool {
	if _, ok := s.byID[printedID]; !ok || command == "" || len(command) > maxPrinterCommand {
		return false
	}
	return firstLinePrinter(lastCommand(command))
}

// PrintedCandidate reports whether output could hold a printed secret
// (one token; see Set.Printed): a cheap test, before a caller looks up
// the command that printed it.
func PrintedCandidate(output string) bool {
	s, _ := printedToken(output)
	return s >= 0
}

// printedToken returns the span of output trimmed of blanks when it is
// one token, or -1.
func printedToken(output string) (int, int) {
	s, e := 0, len(output)
	for s < e && isBlank(output[s]) {
		s++
	}
	for e > s && isBlank(output[e-1]) {
		e--
	}
	v := output[s:e]
	if len(v) < minPrinted || len(v) > maxPrinted || strings.IndexFunc(v, func(r rune) bool {
		return r <= ' ' || r == 0x7f || unicode.IsSpace(r) || r == 0x200b || r == 0xfeff
	}) >= 0 || isPlaceholder(v) {
		return -1, -1
	}
	for _, w := range [...]string{"null", "none", "undefined", "(none)"} {
		if strings.EqualFold(v, w) {
			return -1, -1
		}
	}
	// a count, a path, a URL: what a command printed, not a secret
	if strings.Trim(v, "0123456789.,") == "" || strings.Contains(v, "://") || strings.HasPrefix(v, "/") ||
		strings.HasPrefix(v, "~/") || strings.HasPrefix(v, "./") {
		return -1, -1
	}
	return s, e
}

// maxPrinterCommand bounds the command read: a longer one is a script or
// a heredoc writing a file, not a command whose output is one secret.
const maxPrinterCommand = 16 << 10

// printsSecret reports whether the last command of a script prints a
// secret: its last line that is not blank nor a comment, its last
// command after ';', '&&' and '||' that is not a bare echo or true (cat
// token; echo), a pipeline read whole (kubectl … | base64 -d). What a
// command substitution prints is the variable's, not the output's
// (docker run -e PASSWORD=$(openssl rand -hex 16) …; GH_TOKEN=$(gh auth
// token) gh api user): substitutions are cut out first.
// publicFieldsRead is a password manager's read of fields that are no
// secret: op item get X --fields label=username (or user, email, url,
// website, title), bw get username.
var publicFieldsRead = regexp.MustCompile(`--fields[ =](?:label=)?(?:username|user|email|url|website|title|hostname|server)\s*$`)

func printsSecret(command string) bool {
	if len(command) > maxPrinterCommand {
		return false
	}
	last := lastCommand(command)
	if last == "" {
		return false
	}
	if secretPrinters.MatchString(last) {
		return !publicFieldsRead.MatchString(last)
	}
	if m := printedVar.FindStringSubmatch(last); m != nil {
		name := strings.Join(m[1:], "")
		return (secretKey(name) || strings.EqualFold(name, "SECRET_KEY_BASE")) && !publicName(name) // Rails' key base
	}
	return false
}

// lastCommand returns the last command of a script, its substitutions
// cut out (see printsSecret).
func lastCommand(script string) string {
	if strings.Contains(script, "\\\n") {
		script = joinContinued(script) // one command written over lines
	}
	script = cutSubstitutions(script)
	lines := strings.Split(script, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		line := strings.TrimSpace(lines[i])
		if line == "" || line[0] == '#' {
			continue
		}
		parts := commandSeps.Split(line, -1)
		for k := len(parts) - 1; k >= 0; k-- {
			p := strings.TrimSpace(parts[k])
			switch p {
			case "", "echo", "echo ''", `echo ""`, "true", ":":
				continue
			}
			return p
		}
	}
	return ""
}

// commandSeps split a line into commands (a pipeline stays whole).
var commandSeps = regexp.MustCompile(`&&|\|\||;`)

// cutSubstitutions removes $(…) and `…` from a script, nested
// parentheses included.
func cutSubstitutions(s string) string {
	if !strings.Contains(s, "$(") && !strings.Contains(s, "`") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '$' && i+1 < len(s) && s[i+1] == '(':
			depth := 0
			for i++; i < len(s); i++ {
				if s[i] == '(' {
					depth++
				} else if s[i] == ')' {
					if depth--; depth == 0 {
						break
					}
				}
			}
		case s[i] == '`':
			if j := strings.IndexByte(s[i+1:], '`'); j >= 0 {
				i += j + 1
			} else {
				i = len(s)
			}
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}
