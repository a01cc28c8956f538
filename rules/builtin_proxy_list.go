package rules

import "strings"

// proxyList finds the password in a proxy written host:port:user:password,
// the form proxy vendors (Webshare, IPRoyal, Oxylabs, Smartproxy…) give
// their lists in and scrapers read line by line. Nothing names the
// password: the shape does, a dotted host, a port and then two fields. It
// has no keyword; it is read at each colon that a port follows, which
// most colons of text (JSON's `": "`, times, URLs' `://`) fail at once.
// A host must be an IPv4 address or a domain whose last label is no file
// extension, so grep's and compilers' file:line:col:text stays.
type proxyList struct{ rule Rule }

func newProxyList() *proxyList {
	return &proxyList{rule: Rule{ID: "proxy-list-password", Source: SourceBuiltin, Severity: SeverityHigh,
		Description: "Password of a proxy written host:port:user:password (a proxy vendor's list, a scraper's proxies.txt)."}}
}

func (p *proxyList) info() *Rule { return &p.rule }

func (p *proxyList) find(text string, _ []int, out []Match) ([]Match, error) {
	for i := 0; ; {
		k := indexFrom(text, i, ':')
		if k >= len(text) {
			break
		}
		i = k + 1
		pe := k + 1
		for pe < len(text) && pe-k <= 6 && isDigit(text[pe]) {
			pe++
		}
		if pe-k < 3 || pe-k > 6 || pe >= len(text) || text[pe] != ':' {
			continue // no port of 2 to 5 digits between two colons
		}
		hs := k
		for hs > 0 && hostByte(text[hs-1]) {
			hs--
		}
		if hs > 0 && !proxyBoundary(text[hs-1]) && text[hs-1] != '=' && !strings.HasSuffix(text[:hs], "://") ||
			!proxyHost(text[hs:k]) || !validPort(text[k+1:pe]) {
			continue
		}
		us := pe + 1
		ue := us
		for ue < len(text) && ue-us <= 64 && proxyUserByte(text[ue]) {
			ue++
		}
		if ue == us || ue-us > 64 || ue >= len(text) || text[ue] != ':' || isDigits(text[us:ue]) {
			continue
		}
		ps := ue + 1
		pend := ps
		for pend < len(text) && pend-ps <= 128 && !proxyBoundary(text[pend]) && text[pend] != ':' {
			pend++
		}
		if pend < len(text) && !proxyBoundary(text[pend]) {
			continue // a fifth field (pgpass' host:port:db:user:password) or a longer run
		}
		if v := text[ps:pend]; proxyPassword(v) {
			out = append(out, Match{RuleID: p.rule.ID, Start: ps, End: pend, Secret: v})
			i = pend
		}
	}
	return out, nil
}

// hostByte reports the bytes of a host name or an IPv4 address.
func hostByte(c byte) bool { return isWordByte(c) && c != '_' || c == '.' || c == '-' }

// proxyUserByte reports the bytes of a proxy account's user name, which
// vendors load with options: user-sp123-country-us-session-ab12.
func proxyUserByte(c byte) bool {
	return isWordByte(c) || c == '.' || c == '-' || c == '+' || c == '=' || c == '~'
}

// proxyBoundary reports the bytes a proxy line's fields end at: blanks,
// quotes and the punctuation of a list written in code.
func proxyBoundary(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`' ||
		c == ',' || c == '[' || c == ']' || c == '(' || c == ')' || c == ';' || c == '>' || c == '<'
}

func validPort(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return s[0] != '0' && n <= 65535
}

// proxyHost reports an IPv4 address or a domain name of two labels or
// more whose last label is letters and no file extension.
func proxyHost(h string) bool {
	if h == "" || h[0] == '.' || h[0] == '-' || h[len(h)-1] == '.' {
		return false
	}
	if ipv4(h) {
		return true
	}
	d := strings.LastIndexByte(h, '.')
	if d < 0 {
		return false
	}
	tld := h[d+1:]
	if len(tld) < 2 || len(tld) > 12 || strings.Trim(tld, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false
	}
	return !fileExtensions[tld]
}

// fileExtensions are last labels that name a file rather than a domain
// (some are top-level domains too: .sh, .rs, .py, .md): app.py:12:E501:msg.
var fileExtensions = map[string]bool{
	"c": true, "h": true, "cc": true, "cpp": true, "hpp": true, "cs": true, "go": true, "rs": true, "py": true,
	"rb": true, "js": true, "ts": true, "jsx": true, "tsx": true, "mjs": true, "cjs": true, "java": true, "kt": true,
	"scala": true, "swift": true, "php": true, "pl": true, "pm": true, "sh": true, "bash": true, "zsh": true, "ps": true,
	"md": true, "txt": true, "log": true, "json": true, "yml": true, "yaml": true, "toml": true, "ini": true,
	"conf": true, "cfg": true, "env": true, "xml": true, "html": true, "htm": true, "css": true, "scss": true,
	"sql": true, "csv": true, "tsv": true, "lock": true, "mod": true, "sum": true, "vue": true, "svelte": true,
	"dart": true, "lua": true, "ex": true, "exs": true, "erl": true, "hs": true, "ml": true, "tf": true, "hcl": true,
	"proto": true, "gradle": true, "properties": true, "rst": true, "ipynb": true, "dockerfile": true, "make": true,
	"mk": true, "cmake": true, "asm": true, "s": true, "m": true, "mm": true, "r": true, "jl": true, "nim": true,
	"zig": true, "v": true, "sv": true, "vhd": true, "tex": true, "bib": true, "csproj": true, "sln": true,
}

func ipv4(h string) bool {
	parts := 0
	for f := range strings.SplitSeq(h, ".") {
		parts++
		if f == "" || len(f) > 3 || !isDigits(f) || len(f) > 1 && f[0] == '0' || len(f) == 3 && f > "255" {
			return false
		}
	}
	return parts == 4
}

// proxyPassword reports a field that reads as a password: six bytes or
// more, no placeholder, not only digits (1.2.3.4:80:svc:8080 maps ports),
// not a path, and either two classes of characters or ten bytes.
func proxyPassword(v string) bool {
	if len(v) < 6 || len(v) > 128 || isDigits(v) || isPlaceholder(v) || strings.IndexByte("/~.$%{", v[0]) >= 0 {
		return false
	}
	return classes(v) >= 2 || len(v) >= 10
}
