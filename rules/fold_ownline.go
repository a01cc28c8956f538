package rules

import "strings"

// The lines plausibleLine reads as lines of their own after a break, so
// that a secret ending the line before is not glued to them: comments and
// settings commented out, assignments, a command's flags, calls,
// versioned commands, paths and file names. Measured with bench/nextline
// on real files (see bench/RECALL.md, fortieth session).

// oneCaseName reports a variable's name in one case (TMPDIR, zsysctl,
// goos_arch): a letter, then letters, digits and '_'. (plausibleLine asks
// for three bytes or more: a generated password may start "t=.".)
func oneCaseName(n string) bool {
	if n == "" || !isASCIILetter(n[0]) {
		return false
	}
	lower, upper := false, false
	for i := 0; i < len(n); i++ {
		c := n[i]
		switch {
		case isLower(c):
			lower = true
		case isUpper(c):
			upper = true
		case !isDigit(c) && c != '_':
			return false
		}
	}
	return lower != upper
}

// flagLine reports a line that starts with a command's flag and goes on
// with more: '-' or '--', a letter and name characters, then ',', '='
// or a blank and more text (-Wl,--export=free \, -include custom.mk). A
// token's tail after a break may start with '-' but runs on without a
// blank or a ','.
func flagLine(l string) bool {
	i := 0
	for i < len(l) && i < 2 && l[i] == '-' {
		i++
	}
	if i == 0 || i >= len(l) || !isASCIILetter(l[i]) {
		return false
	}
	for i < len(l) && (isAlnum(l[i]) || l[i] == '-' || l[i] == '_' || l[i] == '.') {
		i++
	}
	if i+1 >= len(l) {
		return false
	}
	switch l[i] {
	case ',', '=':
		return true
	case ' ', '\t':
		return strings.TrimSpace(l[i:]) != ""
	}
	return false
}

// codeChain reports names joined by '.' as code calls them (print,
// cc.idleTimer.Reset, w.Write, t.Fatalf): every part a name (codePart)
// or a one-letter receiver.
func codeChain(n string) bool {
	for p := range strings.SplitSeq(n, ".") {
		if !codePart(p) && !(len(p) == 1 && isLower(p[0])) {
			return false
		}
	}
	return true
}

// versionedWord reports a lower-case word of three letters or more and
// a number of one to three digits (python3, pip3, node18): a command's
// name, which more text follows on its line.
func versionedWord(w string) bool {
	d := len(w)
	for d > 0 && isDigit(w[d-1]) {
		d--
	}
	return d >= 3 && len(w)-d >= 1 && len(w)-d <= 3 && strings.Trim(w[:d], "abcdefghijklmnopqrstuvwxyz") == ""
}

// filePathWord reports a file's name with a known extension, after a
// relative directory (mozilla/GTS_Root_R1.crt) or made of lower-case
// words (fonts-persian.conf). Base64 has no '.', base64url and JWTs no
// '/', and crypt's ./ alphabet seldom ends with a known extension.
func filePathWord(w string) bool {
	dot := strings.LastIndexByte(w, '.')
	if dot <= 0 || !knownFileExt[w[dot+1:]] || strings.Trim(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-/") != "" ||
		strings.Contains(w, "//") || w[dot-1] == '/' {
		return false
	}
	if strings.IndexByte(w, '/') > 0 {
		return true
	}
	base := w[:dot]
	return isLowerWord(base) && len(base) >= 3 || kebabWords(base) || oneCaseSnake(base) && strings.ToLower(base) == base && strings.IndexByte(base, '_') > 0
}

// commentLine reports what follows a '#' that starts a line of its own:
// nothing, a blank or another '#' (a comment), or a setting's name then
// '=' (#DumpCore=yes, #CPUAffinity=), or ':' or a blank and more
// (#PermitRootLogin no). A
// token folded right before a '#' of its own goes on with random
// characters to the line's end (#EgQqdunq), not a name and its operator.
func commentLine(rest string) bool {
	if rest == "" || isBlank(rest[0]) || rest[0] == '#' {
		return true
	}
	i := 0
	for i < len(rest) && (isWordByte(rest[i]) || rest[i] == '.' || rest[i] == '-') {
		i++
	}
	return i >= 3 && i < len(rest) && (rest[i] == '=' || i+1 < len(rest) && strings.IndexByte(": \t", rest[i]) >= 0) && commentedName(rest[:i])
}

// commentedName reports a setting's name as config files write them
// (DumpCore, KExecWatchdogSec, NUMAPolicy, max_connections, log.level):
// it starts with a letter, and each part between '.', '_' and '-' turns
// from letters to digits at most once (IPv6, TLS13); a token's random
// characters turn often (aB3xY9).
func commentedName(n string) bool {
	return isLower(n[0]|0x20) && fewDigitTurns(n)
}

// knownFileExt are the extensions filePathWord knows: those of data,
// archives and assets a listing prints (dataFileExts), configs, keys and
// certificates, sources and packages.
var knownFileExt = func() map[string]bool {
	m := map[string]bool{}
	for _, e := range dataFileExts {
		m[strings.TrimPrefix(e, ".")] = true
	}
	for _, e := range strings.Fields(`conf cfg ini toml yaml yml properties env crt pem cer der key pub csr p12 pfx
		md rst tsv htm ts tsx jsx go py rb rs java kt c h cc cpp hpp sh bash zsh ps1 sql lock
		tgz so dll exe jar war deb rpm gif service socket timer rules list`) {
		m[e] = true
	}
	return m
}()

// namedWords reports a name made of words joined by '.', '-' or '_'
// (Underscore.js, e2fsprogs, Software-properties, pinentry-gnome3,
// Jansson_): each part a name's word (identWord), a short lower-case one
// (js, io) or a version's number.
// A random token's pieces fail identWord's humps.
func namedWords(w string) bool {
	n := 0
	for _, p := range strings.FieldsFunc(w, func(r rune) bool { return r == '.' || r == '-' || r == '_' }) {
		if !identWord(p) && !isDigits(p) && !(len(p) <= 3 && strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") == "") {
			return false
		}
		n++
	}
	return n > 0
}

// proseAfter reports what follows a line's first word when it reads as
// a sentence's rest: a blank, then a lower-case word of two letters or
// more (is, or, provides, installed.), as prose and a listing's
// description go on.
func proseAfter(rest string) bool {
	rest = strings.TrimLeft(rest, " \t")
	i := 0
	for i < len(rest) && isLower(rest[i]) {
		i++
	}
	return i >= 2 && (i == len(rest) || !isAlnum(rest[i]))
}
