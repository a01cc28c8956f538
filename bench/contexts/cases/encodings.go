package cases

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf16"
)

// encCases adds credentials as a coding agent sees them encoded or
// escaped the way real tools, files and logs write them, each one
// standard decoding away from readable (never compressed or encrypted):
// percent-encoding in URLs, query strings, form bodies and cookies; HTML
// entities and XML escapes in pages, XML configs, SOAP and RSS; JSON with
// \u escapes, \/ and JSON inside a JSON string in logs, API responses and
// log-platform exports; base64 (standard and URL-safe, wrapped at 76
// columns and not) of .env files, docker auths, Kubernetes Secret data,
// basic-auth headers, connection strings and JSON credential files; hex
// (a password as hex, xxd, hexdump and tcpdump views, SQL hex literals,
// C byte arrays, registry hex: values); quoted-printable mail with soft
// line breaks cutting a token; Go %q, logfmt, Python repr, Rust, C, Java,
// JS, Ruby and PHP string escapes, shell $'…' and printf %q, PowerShell
// backticks, cmd carets, Compose's $$; CSV doubled quotes, SQL doubled
// quotes and backslash escapes, mysql history \040; YAML literal, folded
// and double-quoted blocks that wrap a long token; terminal output
// wrapped at 80 columns; diffs, word diffs and ANSI colours; markdown
// tables with escaped pipes and markdown-escaped underscores;
// line-numbered file views where a token continues on the next line;
// Java properties with \uXXXX and continuation lines; .NET, Java, Python
// and Node stack traces quoting a connection string; JWTs in URLs; and
// punycode hosts around a password URL. A case's secret is listed as it
// appears in the text: the encoded form when the whole secret is encoded,
// each piece when a break cuts it. Benign: field names, hosts, ids,
// versions and encoded values that hold no secret. The case names start
// with "enc/".
func (g *G) encCases() {
	g.encPercent()
	g.encHTMLXML()
	g.encJSONEsc()
	g.encBase64()
	g.encHexDumps()
	g.encQuotedPrintable()
	g.encStringEscapes()
	g.encCSVSQL()
	g.encYAMLBlocks()
	g.encTerminalWrap()
	g.encDiffs()
	g.encMarkdown()
	g.encNumberedViews()
	g.encRegistryProps()
	g.encStackTraces()
	g.encJWTURLs()
	g.encIDN()
}

// ---- helpers used only here ----

// encBT turns each ˋ into a backquote, which a Go raw string cannot hold.
func encBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// encPctAll percent-encodes every byte but A-Z a-z 0-9 - _ . ~, as
// Python's quote(s, safe="") and most URL builders do for a userinfo or
// query value.
func encPctAll(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// encURIComp percent-encodes s as JavaScript's encodeURIComponent does.
func encURIComp(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// encQS percent-encodes s as a form or query value (space as +).
func encQS(s string) string { return url.QueryEscape(s) }

// encJSON is the body of s as a Go json.Marshal string (<, > and & as
// \u003c, \u003e, \u0026).
func encJSON(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return string(b[1 : len(b)-1])
}

// encJSONPlain is the body of s as a JSON string without HTML escaping.
func encJSONPlain(s string) string {
	var buf bytes.Buffer
	e := json.NewEncoder(&buf)
	e.SetEscapeHTML(false)
	if err := e.Encode(s); err != nil {
		panic(err)
	}
	r := strings.TrimSpace(buf.String())
	return r[1 : len(r)-1]
}

// encPHPJSON is the body of s as PHP's json_encode writes it: / as \/ and
// non-ASCII as \uXXXX.
func encPHPJSON(s string) string {
	return strings.ReplaceAll(encASCIIJSON(s), "/", `\/`)
}

// encASCIIJSON is the body of s as Python's json.dumps writes it
// (ensure_ascii): non-ASCII as lower-case \uXXXX.
func encASCIIJSON(s string) string {
	var b strings.Builder
	for _, r := range encJSONPlain(s) {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		for _, u := range utf16.Encode([]rune{r}) {
			fmt.Fprintf(&b, `\u%04x`, u)
		}
	}
	return b.String()
}

// encUpperU writes the hex digits of each \uXXXX escape in upper case,
// as Jackson does.
func encUpperU(s string) string {
	parts := strings.Split(s, `\u`)
	for i := 1; i < len(parts); i++ {
		if len(parts[i]) >= 4 {
			parts[i] = strings.ToUpper(parts[i][:4]) + parts[i][4:]
		}
	}
	return strings.Join(parts, `\u`)
}

// encDotnetJSON is the body of s as System.Text.Json's default encoder
// writes it: HTML-sensitive characters, + and non-ASCII as upper-case
// \uXXXX.
func encDotnetJSON(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '"' || r == '\'' || r == '+' || r == '<' || r == '>' || r == '&' || r == '`' || r >= 0x80 || r < 0x20:
			for _, u := range utf16.Encode([]rune{r}) {
				fmt.Fprintf(&b, `\u%04X`, u)
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// encUEscAll writes every character of s as \uXXXX, as string
// obfuscators in JavaScript bundles do.
func encUEscAll(s string) string {
	var b strings.Builder
	for _, r := range s {
		fmt.Fprintf(&b, `\u%04x`, r)
	}
	return b.String()
}

// encHTML escapes s as Go's html.EscapeString (&#39; and &#34;).
func encHTML(s string) string { return html.EscapeString(s) }

// encXML escapes s with the five predefined XML entities.
func encXML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;").Replace(s)
}

// encPyHTML escapes s as Python's html.escape and Django's escape do.
func encPyHTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#x27;").Replace(s)
}

// encEntHex escapes s as OWASP ESAPI's encodeForHTML: everything but
// letters, digits and , . - _ as &#xHH;.
func encEntHex(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte(",.-_", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "&#x%x;", c)
		}
	}
	return b.String()
}

// encMustache escapes s as mustache.js's escapeHtml does (/ as &#x2F;,
// = as &#x3D;).
func encMustache(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;", "/", "&#x2F;", "`", "&#x60;", "=", "&#x3D;").Replace(s)
}

// encPyRepr is Python's repr of a str.
func encPyRepr(s string) string {
	q := "'"
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		q = `"`
	}
	var b strings.Builder
	b.WriteString(q)
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case string(r) == q:
			b.WriteString(`\` + q)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteString(q)
	return b.String()
}

// encPyBytes is the body of Python's repr of bytes.
func encPyBytes(p []byte) string {
	var b strings.Builder
	for _, c := range p {
		switch {
		case c == '\\' || c == '\'':
			b.WriteString(`\` + string(c))
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c >= 0x20 && c < 0x7f:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, `\x%02x`, c)
		}
	}
	return b.String()
}

// encCEsc escapes \ and " as a C, Java, Rust or JSON string literal does.
func encCEsc(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`).Replace(s)
}

// encBashQ is bash's printf %q of s (no control characters).
func encBashQ(s string) string {
	var b strings.Builder
	for i, c := range []byte(s) {
		if strings.IndexByte(" '\"\\|&;()<>!{}*[]?^$`,", c) >= 0 || (i == 0 && (c == '#' || c == '~')) {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// encPwsh escapes s inside a PowerShell double-quoted string.
func encPwsh(s string) string {
	return strings.NewReplacer("`", "``", "$", "`$", `"`, "`\"").Replace(s)
}

// encCaret escapes s on an unquoted cmd.exe line inside a .bat file.
func encCaret(s string) string {
	return strings.NewReplacer("^", "^^", "&", "^&", "|", "^|", "<", "^<", ">", "^>", "%", "%%").Replace(s)
}

func encCSV(s string) string     { return strings.ReplaceAll(s, `"`, `""`) }
func encSQL(s string) string     { return strings.ReplaceAll(s, "'", "''") }
func encMDPipe(s string) string  { return strings.ReplaceAll(s, "|", `\|`) }
func encRegSZ(s string) string   { return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) }
func encDollar2(s string) string { return strings.ReplaceAll(s, "$", "$$") }
func encKotlin(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`).Replace(s)
}
func encPgpass(s string) string    { return strings.NewReplacer(`\`, `\\`, ":", `\:`).Replace(s) }
func encMySQLHist(s string) string { return strings.ReplaceAll(s, " ", `\040`) }

// encMySQL escapes s as mysqldump writes a string value.
func encMySQL(s string) string {
	return strings.NewReplacer(`\`, `\\`, "'", `\'`, `"`, `\"`, "\n", `\n`).Replace(s)
}

// encPgCopy escapes s as PostgreSQL's COPY text format does.
func encPgCopy(s string) string {
	return strings.NewReplacer(`\`, `\\`, "\t", `\t`, "\n", `\n`).Replace(s)
}

// encMDEsc escapes the markdown emphasis characters _ and * with a
// backslash, as rich-text editors' markdown export does.
func encMDEsc(s string) string {
	return strings.NewReplacer("_", `\_`, "*", `\*`).Replace(s)
}

// encProps escapes a value as java.util.Properties.store writes it.
func encProps(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '=' || r == ':' || r == '#' || r == '!':
			b.WriteString(`\` + string(r))
		case r == ' ' && i == 0:
			b.WriteString(`\ `)
		case r < 0x20 || r > 0x7e:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// encCuts cuts s after each of the given lengths in turn; the rest is
// the last piece.
func encCuts(s string, ns ...int) []string {
	var out []string
	for _, n := range ns {
		if n >= len(s) {
			break
		}
		out = append(out, s[:n])
		s = s[n:]
	}
	return append(out, s)
}

// encWidth cuts s into a first piece of first characters and the rest
// into pieces of width characters, as a terminal wraps a long line.
func encWidth(s string, first, width int) []string {
	if len(s) <= first {
		return []string{s}
	}
	out := []string{s[:first]}
	s = s[first:]
	for len(s) > width {
		out = append(out, s[:width])
		s = s[width:]
	}
	return append(out, s)
}

// encPut puts each piece in v under key0, key1, … and returns the
// placeholders. A piece shorter than 8 characters is filler: too short
// to mean anything alone.
func encPut(v V, key string, pieces []string) []string {
	out := make([]string, len(pieces))
	for i, p := range pieces {
		k := fmt.Sprintf("%s%d", key, i)
		if len(p) < 8 {
			k = "=" + k
		}
		v[k] = p
		out[i] = "«" + k + "»"
	}
	return out
}

// encB64Lines puts base64 of plain, wrapped at 76 columns, in v under
// key0, key1, … and returns the template lines: a line holding any byte
// of plain[from:to] is a secret, any other is filler.
func encB64Lines(v V, key, plain string, from, to int) string {
	var out []string
	for i, l := range strings.Split(wrap(b64s(plain), 76), "\n") {
		k := fmt.Sprintf("%s%d", key, i)
		if lo, hi := 57*i, 57*i+57; hi <= from || lo >= to || len(l) < 8 {
			k = "=" + k
		}
		v[k] = l
		out = append(out, "«"+k+"»")
	}
	return strings.Join(out, "\n")
}

// encLines is encPut's placeholders joined by sep.
func encLines(v V, key string, pieces []string, sep string) string {
	return strings.Join(encPut(v, key, pieces), sep)
}

// encRaw adds a case whose text was built whole (a dump, an export):
// each secret (pieces under 8 characters are skipped) becomes a
// placeholder at its first occurrence, and the filled text must come back
// unchanged.
func (g *G) encRaw(name, text string, secrets []string, benign ...string) {
	text = strings.TrimPrefix(text, "\n")
	v := V{}
	tmpl := text
	seen := map[string]bool{}
	for i, s := range secrets {
		if len(s) < 8 || seen[s] {
			continue
		}
		seen[s] = true
		j := strings.Index(tmpl, s)
		if j < 0 {
			panic(name + ": secret piece not in text")
		}
		k := fmt.Sprintf("s%d", i)
		v[k] = s
		tmpl = tmpl[:j] + "«" + k + "»" + tmpl[j+len(s):]
	}
	g.add(name, tmpl, v, benign...)
	if g.cases[len(g.cases)-1].Text != text {
		panic(name + ": text changed")
	}
}

// encDump is a hex dump of data, 16 bytes a line, in one of three
// layouts (xxd, hexdump -C, tcpdump -X), with the secret pieces of the
// bytes data[from:to]: the hex column of each line that holds 6 or more
// of them and the run of them in the text column.
func encDump(style string, data []byte, from, to int) (string, []string) {
	var lines, secrets []string
	for off := 0; off < len(data); off += 16 {
		end := min(off+16, len(data))
		row := data[off:end]
		var hx strings.Builder
		switch style {
		case "xxd", "tcpdump":
			for i := 0; i < 16; i += 2 {
				switch {
				case i+1 < len(row):
					fmt.Fprintf(&hx, "%02x%02x", row[i], row[i+1])
				case i < len(row):
					fmt.Fprintf(&hx, "%02x  ", row[i])
				default:
					hx.WriteString("    ")
				}
				if i < 14 {
					hx.WriteString(" ")
				}
			}
		case "hexdump":
			for i := 0; i < 16; i++ {
				if i < len(row) {
					fmt.Fprintf(&hx, "%02x ", row[i])
				} else {
					hx.WriteString("   ")
				}
				if i == 7 {
					hx.WriteString(" ")
				}
			}
		}
		var asc strings.Builder
		for _, c := range row {
			if c >= 0x20 && c < 0x7f {
				asc.WriteByte(c)
			} else {
				asc.WriteByte('.')
			}
		}
		switch style {
		case "xxd":
			lines = append(lines, fmt.Sprintf("%08x: %s  %s", off, hx.String(), asc.String()))
		case "hexdump":
			lines = append(lines, fmt.Sprintf("%08x  %s |%s|", off, hx.String(), asc.String()))
		case "tcpdump":
			lines = append(lines, fmt.Sprintf("\t0x%04x:  %s  %s", off, hx.String(), asc.String()))
		}
		lo, hi := max(from, off), min(to, end)
		if hi-lo >= 6 {
			secrets = append(secrets, strings.TrimRight(hx.String(), " "))
		}
		if hi-lo >= 8 {
			secrets = append(secrets, string(data[lo:hi]))
		}
	}
	if style == "hexdump" {
		lines = append(lines, fmt.Sprintf("%08x", len(data)))
	}
	return strings.Join(lines, "\n"), secrets
}

// encRegHex writes a value as regedit exports it (hex:, hex(2):,
// hex(7):): bytes as two-digit hex joined by commas, lines of at most 80
// characters continued by a backslash and two spaces; it returns the
// text and the hex run of each line.
func encRegHex(name, typ string, data []byte) (string, []string) {
	line := `"` + name + `"=` + typ + ":"
	var out, runs []string
	var run strings.Builder
	for i, c := range data {
		t := fmt.Sprintf("%02x", c)
		if i < len(data)-1 {
			t += ","
		}
		if len(line)+len(t) > 79 {
			out = append(out, line+`\`)
			runs = append(runs, run.String())
			run.Reset()
			line = "  "
		}
		line += t
		run.WriteString(t)
	}
	out = append(out, line)
	runs = append(runs, run.String())
	return strings.Join(out, "\n"), runs
}

// encUTF16LE is s as UTF-16LE bytes with a terminating NUL, as REG_SZ and
// REG_EXPAND_SZ hold it.
func encUTF16LE(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return append(b, 0, 0)
}

func encB64URL(s string) string { return base64.URLEncoding.EncodeToString([]byte(s)) }
func encHexS(s string) string   { return hex.EncodeToString([]byte(s)) }
func encHexUp(s string) string  { return strings.ToUpper(hex.EncodeToString([]byte(s))) }
func encGoQ(s string) string    { return strconv.Quote(s) }
func encIn(q string) string     { return q[1 : len(q)-1] }
func encGoQA(s string) string   { return strconv.QuoteToASCII(s) }
func encUTF16B64(s string) string {
	b := encUTF16LE(s)
	return base64.StdEncoding.EncodeToString(b[:len(b)-2])
}

// encCByteArray writes s as a C initializer of hex bytes, 12 a line.
func encCByteArray(s string) []string {
	var lines []string
	var cur []string
	for i, c := range []byte(s) {
		cur = append(cur, fmt.Sprintf("0x%02x", c))
		if len(cur) == 12 || i == len(s)-1 {
			lines = append(lines, strings.Join(cur, ", ")+",")
			cur = nil
		}
	}
	return lines
}

// ---- values used only here ----

var encUniWords = strings.Fields(`Grüße Straße Mañana Größe Frühling Señal Köln Zürich Ærø Łódź Café Smørrebrød`)

// encPw is a human password with one or two of syms in it.
func (g *G) encPw(syms string) string {
	sym := func() string { return string(syms[g.r.IntN(len(syms))]) }
	return g.pick(pwWords...) + sym() + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "*", "-", "_", ".", sym())
}

// encPwR is an n-character random password with two or three of syms.
func (g *G) encPwR(syms string, n int) string {
	b := []byte(g.an(n))
	b[1+g.r.IntN(n/2)] = syms[g.r.IntN(len(syms))]
	for i := 0; i < 1+g.r.IntN(2); i++ {
		b[n/2+g.r.IntN(n/2-1)] = syms[g.r.IntN(len(syms))]
	}
	return string(b)
}

// encPwUni is a human password with a non-ASCII word.
func (g *G) encPwUni() string {
	return g.pick(encUniWords...) + g.pick("-", "_", ".", "!", "#") + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3))
}

// encAWSSlash is an AWS secret access key with at least one / and +.
func (g *G) encAWSSlash() string {
	b := []byte(g.awsSecret())
	b[3+g.r.IntN(15)] = '/'
	b[20+g.r.IntN(17)] = '+'
	return string(b)
}

// encB64Key is standard base64 of n random bytes with a + and a / in it.
func (g *G) encB64Key(n int) string {
	for {
		k := g.b64(n)
		if strings.ContainsAny(k, "+") && strings.ContainsAny(k, "/") {
			return k
		}
	}
}

func (g *G) encArtifactory() string { return "AKCp" + g.an(69) }
func (g *G) encGCode() string       { return "4/0A" + g.b64u(71) }
func (g *G) encSlackHook() string {
	return "T" + g.s(alUpNum, 10) + "/B" + g.s(alUpNum, 10) + "/" + g.an(24)
}

// encSAJSON is a Google service account key file with a PKCS#8 key.
func (g *G) encSAJSON(project string) string {
	k := g.pkcs8RSAPEM()
	return fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "%s\n",
  "client_email": "deployer@%s.iam.gserviceaccount.com",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
`, project, g.hex(40), jsonEsc(k.block()), project, g.digits(21))
}

func (g *G) encTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

func (g *G) encIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", 23+g.r.IntN(180), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

func (g *G) encPercent() {
	// percent-encoding: a password with URL-reserved symbols in a
	// postgres URL's userinfo, encoded as Python's quote(safe="").
	g.add("enc/pct-postgres-userinfo-dotenv", `
$ cat .env.production
APP_ENV=production
# password has @ and / in it, so it is url-encoded here
DATABASE_URL=postgresql://orders_rw:«a»@db-primary.internal:5432/orders?sslmode=require&application_name=orders-api
REDIS_URL=redis://cache.internal:6379/2
`, V{"a": encPctAll(g.encPw("@/#"))}, "db-primary.internal:5432/orders", "sslmode=require&application_name=orders-api", "REDIS_URL=redis://cache.internal:6379/2")

	// percent-encoding: quote_plus of a password in a mongodb+srv URI in
	// Python source.
	pw := g.encPw("@:+&")
	g.add("enc/pct-mongodb-srv-quote-plus-python", `
from urllib.parse import quote_plus
from pymongo import MongoClient

# quote_plus(password) -> pasted the result so the worker does not need the raw one
MONGO_URI = "mongodb+srv://reporting:«a»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority&appName=reporting"
client = MongoClient(MONGO_URI, serverSelectionTimeoutMS=5000)
`, V{"a": encQS(pw), "_c": g.s(alLowNum, 5)}, "retryWrites=true&w=majority&appName=reporting", "serverSelectionTimeoutMS=5000")

	// percent-encoding: an AMQP URL with an encoded password and an
	// encoded vhost (%2F), on a celery flower command line.
	g.add("enc/pct-amqp-flower-vhost", `
$ ps -eo pid,args | grep [f]lower
 4121 /opt/venv/bin/python /opt/venv/bin/celery -A billing flower --port=5555 --broker=amqp://flower:«a»@rabbitmq.billing.svc:5672/%2Fbilling --basic_auth=admin:«b»
`, V{"a": encPctAll(g.encPw("!#/%")), "b": g.pwURL()}, "rabbitmq.billing.svc:5672/%2Fbilling", "--port=5555")

	// percent-encoding: a login form body from the browser's "Copy as
	// cURL", with the session cookie alongside.
	lpw := g.encPw("@!&%+")
	g.add("enc/pct-form-body-copy-as-curl", `
curl 'https://admin.shopfront.example/login' \
  -H 'content-type: application/x-www-form-urlencoded' \
  -H 'cookie: theme=dark; _shopfront_session=«c»' \
  -H 'origin: https://admin.shopfront.example' \
  --data-raw 'authenticity_token=«=t»&user%5Bemail%5D=ops%40shopfront.example&user%5Bpassword%5D=«a»&user%5Bremember_me%5D=1&commit=Log+in'
`, V{"c": encPctAll(g.b64(48)) + "--" + g.hex(40), "=t": encPctAll(g.b64(64)), "a": encQS(lpw)}, "user%5Bemail%5D=ops%40shopfront.example", "commit=Log+in", "theme=dark")

	// percent-encoding: a Rails session cookie (base64 with %3D padding)
	// in a Set-Cookie header of curl -i.
	g.add("enc/pct-set-cookie-rails-session", `
$ curl -si -X POST https://portal.acme-rent.example/users/sign_in -d @login.form | sed -n '1,12p'
HTTP/2 302
location: https://portal.acme-rent.example/dashboard
set-cookie: _portal_session=«a»; path=/; secure; HttpOnly; SameSite=Lax
x-request-id: «_r»
x-runtime: 0.184211
`, V{"a": encPctAll(g.b64(96)) + "--" + encPctAll(g.b64(24)), "_r": g.uuid()}, "location: https://portal.acme-rent.example/dashboard", "SameSite=Lax")

	// percent-encoding: a URL-encoded JSON cookie whose token field is
	// plain hex inside %22 quotes.
	g.add("enc/pct-cookie-json-remember-token", `
GET /api/v2/me HTTP/1.1
Host: app.trellis-crm.example
Cookie: locale=de-DE; remember=%7B%22uid%22%3A%22u_«_u»%22%2C%22token%22%3A%22«a»%22%2C%22exp%22%3A1767225600%7D
Accept: application/json
`, V{"_u": g.digits(7), "a": g.hex(64)}, "Host: app.trellis-crm.example", "locale=de-DE", "%22exp%22%3A1767225600%7D")

	// percent-encoding: surrounding text encoded (scope), the Entra ID
	// client secret plain in a form body captured by mitmproxy.
	g.add("enc/pct-client-credentials-mitmproxy", `
$ mitmdump -nr flows.mitm --flow-detail 3 "~u oauth2/v2.0/token"
POST https://login.microsoftonline.com/«_tenant»/oauth2/v2.0/token
    content-type: application/x-www-form-urlencoded
    content-length: 212
client_id=«_cid»&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default&client_secret=«a»&grant_type=client_credentials
 << 200 OK 1.4k
`, V{"_tenant": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "scope=https%3A%2F%2Fgraph.microsoft.com%2F.default", "grant_type=client_credentials")

	// percent-encoding: the user (an e-mail) encoded as %40, an
	// Artifactory API key plain, in pip's extra index URL.
	g.add("enc/pct-pip-extra-index-email-user", `
$ pip config list
global.extra-index-url='https://dana.koch%40acme.io:«a»@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple'
global.timeout='60'
`, V{"a": g.encArtifactory()}, "dana.koch%40acme.io", "acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple", "global.timeout='60'")

	// percent-encoding: git's credential store, which percent-encodes the
	// user and password of each line.
	g.add("enc/pct-git-credentials-store", `
$ cat ~/.git-credentials
https://dana.koch%40acme.io:«a»@dev.azure.com
https://x-token-auth:«b»@bitbucket.org
https://svc-build:«c»@git.acme.internal
`, V{"a": g.azDevops(), "b": g.an(32), "c": encPctAll(g.encPw("@:/?#"))}, "https://dana.koch%40acme.io:", "@git.acme.internal")

	// percent-encoding: a whole URL encoded as a query value (%3A%2F%2F)
	// around a plain password, in an nginx access log.
	g.add("enc/pct-nested-url-access-log", `
«_ip» - - [12/Jun/2025:08:14:52 +0000] "GET /sso/start?return_to=https%3A%2F%2Fdeploy%3A«a»%40jenkins.acme.internal%2Fjob%2Frelease%2Fbuild HTTP/1.1" 302 0 "-" "Mozilla/5.0 (X11; Linux x86_64)"
`, V{"_ip": g.encIP(), "a": g.pwURL()}, "GET /sso/start?return_to=https%3A%2F%2Fdeploy%3A", "jenkins.acme.internal%2Fjob%2Frelease%2Fbuild")

	// percent-encoding: a Slack incoming webhook URL encoded as a query
	// value of a relay, its secret path part plain after %2F.
	hook := g.encSlackHook()
	parts := strings.Split(hook, "/")
	g.add("enc/pct-slack-webhook-in-relay-query", `
# alertmanager.yml
receivers:
  - name: ops-relay
    webhook_configs:
      - url: https://relay.acme-ops.example/forward?target=https%3A%2F%2Fhooks.slack.com%2Fservices%2F«=t»%2F«=b»%2F«a»&fmt=slack
        send_resolved: true
`, V{"=t": parts[0], "=b": parts[1], "a": parts[2]}, "https%3A%2F%2Fhooks.slack.com%2Fservices%2F", "send_resolved: true", "name: ops-relay")

	// percent-encoding: an S3 presigned URL with the temporary key id
	// and the session token percent-encoded.
	g.add("enc/pct-s3-presigned-security-token", `
>>> s3.generate_presigned_url("get_object", Params={"Bucket": "acme-exports", "Key": "2025/06/orders.csv"}, ExpiresIn=900)
'https://acme-exports.s3.eu-west-1.amazonaws.com/2025/06/orders.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20250612%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250612T081452Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Security-Token=«b»&X-Amz-Signature=«=sig»'
`, V{"a": g.awsTempID(), "b": encPctAll(g.awsSession()), "=sig": g.hex(64)}, "X-Amz-Algorithm=AWS4-HMAC-SHA256", "%2F20250612%2Feu-west-1%2Fs3%2Faws4_request", "acme-exports.s3.eu-west-1.amazonaws.com")

	// percent-encoding: an Azure Storage SAS signature (base64 with %2B
	// %2F %3D) in a blob URL.
	g.add("enc/pct-azure-sas-sig", `
$ azcopy copy ./dist "https://acmestatic.blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx&se=2025-12-31T23:59:59Z&st=2025-06-01T00:00:00Z&spr=https&sig=«a»" --recursive
INFO: Scanning...
`, V{"a": encPctAll(g.encB64Key(32))}, "sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx", "acmestatic.blob.core.windows.net")

	// percent-encoding: a JDBC URL's password query parameter encoded by
	// hand in Spring's application.properties.
	g.add("enc/pct-jdbc-password-param", `
spring.application.name=ledger
spring.datasource.url=jdbc:postgresql://pg.ledger.internal:5432/ledger?user=ledger_app&password=«a»&ssl=true&sslmode=verify-full
spring.datasource.hikari.maximum-pool-size=12
`, V{"a": encPctAll(g.encPw("&=?#%"))}, "user=ledger_app", "ssl=true&sslmode=verify-full", "spring.datasource.hikari.maximum-pool-size=12")

	// percent-encoding: a corporate proxy URL with DOMAIN%5Cuser and an
	// encoded password.
	g.add("enc/pct-https-proxy-domain-user", `
# ~/.bashrc (work laptop)
export HTTPS_PROXY="http://ACME%5Cdkoch:«a»@proxy.corp.acme.local:8080"
export HTTP_PROXY="$HTTPS_PROXY"
export NO_PROXY="localhost,127.0.0.1,.corp.acme.local"
`, V{"a": encPctAll(g.encPw("@!$%"))}, "ACME%5Cdkoch", "proxy.corp.acme.local:8080", `NO_PROXY="localhost,127.0.0.1,.corp.acme.local"`)

	// percent-encoding: curl --trace-ascii showing a url-encoded form body
	// with the password.
	tpw := g.encPw("!@#&")
	tbody := "grant_type=password&username=svc-import&password=" + encQS(tpw) + "&client_id=importer"
	g.add("enc/pct-curl-trace-ascii-form", `
$ curl -s --trace-ascii - https://auth.fleetly.example/oauth/token --data-urlencode grant_type=password --data-urlencode username=svc-import --data-urlencode "password=$PW" -d client_id=importer
== Info: Connected to auth.fleetly.example («_ip») port 443
=> Send header, 183 bytes (0xb7)
0000: POST /oauth/token HTTP/1.1
001c: Host: auth.fleetly.example
0038: User-Agent: curl/8.5.0
0050: Accept: */*
005d: Content-Length: `+strconv.Itoa(len(tbody))+`
0071: Content-Type: application/x-www-form-urlencoded
00a2: 
=> Send data, `+strconv.Itoa(len(tbody))+` bytes
0000: grant_type=password&username=svc-import&password=«a»&client_id=importer
== Info: upload completely sent off
`, V{"_ip": g.encIP(), "a": encQS(tpw)}, "username=svc-import", "&client_id=importer", "User-Agent: curl/8.5.0")

	// percent-encoding: a HAR export holding the url-encoded form text
	// and the decoded params side by side.
	hpw := g.encPw("@&+%")
	g.add("enc/pct-har-postdata-text-and-params", `
        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "text": "login=ops%40tally-books.example&password=«a»&otp=",
          "params": [
            { "name": "login", "value": "ops@tally-books.example" },
            { "name": "password", "value": "«b»" },
            { "name": "otp", "value": "" }
          ]
        },
`, V{"a": encQS(hpw), "b": hpw}, "login=ops%40tally-books.example", `"mimeType": "application/x-www-form-urlencoded"`)

	// percent-encoding: lftp with an encoded password in an sftp URL.
	g.add("enc/pct-lftp-sftp-url", `
$ lftp "sftp://upload:«a»@files.printpartner.example:2222/incoming" -e "mirror -R ./export . ; bye"
Total: 3 directories, 41 files, 0 symlinks
New: 41 files, 0 symlinks
`, V{"a": encPctAll(g.encPw("@:/"))}, "files.printpartner.example:2222/incoming", `mirror -R ./export . ; bye`)

	// percent-encoding: git's error quoting the remote URL with the
	// encoded password.
	g.add("enc/pct-git-fatal-remote-url", `
$ git push origin main
remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled.
fatal: Authentication failed for 'https://ci-bot:«a»@git.acme.internal/platform/infra.git/'
`, V{"a": encPctAll(g.encPw("#%@"))}, "git.acme.internal/platform/infra.git/", "HTTP Basic: Access denied.")

	// percent-encoding: an SMTP URL with the user's @ as %40 and the
	// Mailgun SMTP password encoded.
	g.add("enc/pct-smtp-url-mailgun", `
# config/settings.py (django-environ)
EMAIL_URL=smtp+tls://postmaster%40mg.acme-events.example:«a»@smtp.eu.mailgun.org:587
DEFAULT_FROM_EMAIL=tickets@acme-events.example
`, V{"a": encPctAll(g.encPw("/+=?"))}, "postmaster%40mg.acme-events.example", "smtp.eu.mailgun.org:587", "DEFAULT_FROM_EMAIL=tickets@acme-events.example")

	// percent-encoding: an Azure Functions key (base64, == as %3D%3D) in
	// the code query parameter.
	g.add("enc/pct-azure-function-code", `
2025-06-12T09:01:44.118Z [Information] Executing HTTP request: {
  "requestId": "«_r»",
  "method": "POST",
  "uri": "/api/ingest?code=«a»&clientId=default"
}
`, V{"_r": g.uuid(), "a": encPctAll(g.encB64Key(40))}, `"method": "POST"`, "&clientId=default")

	// percent-encoding: a Google OAuth authorization code (4/0A…) as
	// 4%2F0A… on a local callback.
	g.add("enc/pct-oauth-callback-code", `
127.0.0.1 - - [12/Jun/2025 10:22:41] "GET /oauth2callback?state=«_s»&code=«a»&scope=email%20openid%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fdrive.readonly&authuser=0&prompt=consent HTTP/1.1" 200 -
`, V{"_s": g.an(30), "a": encPctAll(g.encGCode())}, "scope=email%20openid%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fdrive.readonly", "prompt=consent")

	// percent-encoding: a Laravel session cookie (base64 JSON,
	// percent-encoded) in a Netscape cookie jar.
	g.add("enc/pct-cookie-jar-laravel-session", `
$ cat cookies.txt
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
#HttpOnly_.tickets.acme-events.example	TRUE	/	TRUE	1767225600	laravel_session	«a»
.tickets.acme-events.example	TRUE	/	TRUE	1767225600	cookie_consent	necessary%2Canalytics
`, V{"a": encPctAll(b64s(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(120), g.hex(64))))}, "cookie_consent	necessary%2Canalytics", "# Netscape HTTP Cookie File")

	// percent-encoding: a UTF-8 password (ü as %C3%BC) in a SQLAlchemy
	// URL in an environment file.
	g.add("enc/pct-utf8-password-sqlalchemy", `
# etl/.env
WAREHOUSE_URL=mysql+pymysql://etl_loader:«a»@mysql.bi.internal:3306/warehouse?charset=utf8mb4
WAREHOUSE_SCHEMA=staging
`, V{"a": encPctAll(g.encPwUni())}, "mysql.bi.internal:3306/warehouse?charset=utf8mb4", "WAREHOUSE_SCHEMA=staging")

	// percent-encoding: encodeURIComponent of a password in a JS fetch
	// to an ElasticSearch URL, the result printed by console.log.
	g.add("enc/pct-encodeuricomponent-console-log", `
> const u = "https://elastic:" + encodeURIComponent(process.env.ES_PASS) + "@es01.search.internal:9200"
> console.log(u)
https://elastic:«a»@es01.search.internal:9200
`, V{"a": encURIComp(g.encPw("@#$&/"))}, "es01.search.internal:9200", "encodeURIComponent(process.env.ES_PASS)")
}

func (g *G) encHTMLXML() {
	// HTML entities: JSON config in a data attribute, quotes as &quot;,
	// the admin token plain between them.
	g.add("enc/html-data-attr-json-quot", `
$ curl -s https://status-admin.acme-ops.example/ | grep -o '<div id="app"[^>]*>'
<div id="app" data-config="{&quot;apiBase&quot;:&quot;https://api.acme-ops.example/v2&quot;,&quot;mapsKey&quot;:&quot;«_pk»&quot;,&quot;adminToken&quot;:&quot;«a»&quot;,&quot;release&quot;:&quot;2025.06.2&quot;}">
`, V{"_pk": g.mapboxPK(), "a": g.ghp()}, "{&quot;apiBase&quot;:&quot;https://api.acme-ops.example/v2&quot;", "&quot;release&quot;:&quot;2025.06.2&quot;")

	// HTML entities: &amp; between query parameters of an href carrying
	// an API key.
	g.add("enc/html-href-amp-appid", `
<!-- weather widget, footer.html -->
<a class="wx" href="https://api.openweathermap.org/data/2.5/weather?q=Porto,PT&amp;appid=«a»&amp;units=metric&amp;lang=pt">Tempo no Porto</a>
`, V{"a": g.hex(32)}, "q=Porto,PT&amp;", "&amp;units=metric&amp;lang=pt", "Tempo no Porto")

	// HTML entities: OWASP ESAPI encodeForHTML output (&#x2f; &#x2b;
	// &#x3d;) of an AWS secret key on a JSP diagnostics page.
	g.add("enc/html-esapi-hex-entities-aws-secret", `
<table class="diag">
  <tr><th>aws.region</th><td>eu-central-1</td></tr>
  <tr><th>aws.accessKeyId</th><td>«a»</td></tr>
  <tr><th>aws.secretKey</th><td>«b»</td></tr>
  <tr><th>aws.s3.bucket</th><td>acme-claims-archive</td></tr>
</table>
`, V{"a": g.awsID(), "b": encEntHex(g.encAWSSlash())}, "<td>eu-central-1</td>", "<td>acme-claims-archive</td>")

	// HTML entities: Django's technical 500 page, settings values escaped
	// (&#x27;, &amp;, &lt;) inside <pre>.
	g.add("enc/html-django-debug-settings", `
<tr>
  <td>DATABASE_URL</td>
  <td class="code"><pre>&#x27;postgres://claims:«a»@pg-claims.internal:5432/claims&#x27;</pre></td>
</tr>
<tr>
  <td>DEFAULT_FILE_STORAGE</td>
  <td class="code"><pre>&#x27;storages.backends.s3boto3.S3Boto3Storage&#x27;</pre></td>
</tr>
<tr>
  <td>SECRET_KEY</td>
  <td class="code"><pre>&#x27;********************&#x27;</pre></td>
</tr>
`, V{"a": encPyHTML(g.encPw("&<>"))}, "storages.backends.s3boto3.S3Boto3Storage", "&#x27;********************&#x27;")

	// HTML entities (mustache.js): an Azure Storage connection string on
	// an admin page, / and = as &#x2F; and &#x3D;.
	g.add("enc/html-mustache-escaped-slash-equals", `
<dl class="storage">
  <dt>Account</dt><dd>acmeassets</dd>
  <dt>Connection string</dt>
  <dd><code>DefaultEndpointsProtocol&#x3D;https;AccountName&#x3D;acmeassets;AccountKey&#x3D;«a»;EndpointSuffix&#x3D;core.windows.net</code></dd>
</dl>
`, V{"a": encMustache(g.encB64Key(64))}, "DefaultEndpointsProtocol&#x3D;https;AccountName&#x3D;acmeassets;", "EndpointSuffix&#x3D;core.windows.net")

	// XML escapes: a web.config connection string whose password has & and
	// " (&amp; &quot;).
	g.add("enc/xml-webconfig-connstring-amp-quot", `
<configuration>
  <connectionStrings>
    <add name="OrdersDb"
         connectionString="Server=tcp:acme-orders.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=«a»;Encrypt=True;TrustServerCertificate=False;"
         providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
`, V{"a": encXML(g.encPw(`&"<`))}, "acme-orders.database.windows.net,1433", "User ID=orders_app", `providerName="System.Data.SqlClient"`)

	// XML escapes: a Maven settings.xml server password with &lt; and
	// &amp;.
	g.add("enc/xml-maven-settings-lt-amp", `
<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deploy-bot</username>
      <password>«a»</password>
    </server>
  </servers>
  <mirrors>
    <mirror><id>nexus</id><url>https://nexus.acme.internal/repository/maven-public/</url><mirrorOf>*</mirrorOf></mirror>
  </mirrors>
</settings>
`, V{"a": encXML(g.encPwR("<&>", 22))}, "<id>nexus-releases</id>", "<username>deploy-bot</username>", "https://nexus.acme.internal/repository/maven-public/")

	// XML escapes: a WS-Security UsernameToken in a SOAP envelope from a
	// debug log, the password escaped.
	g.add("enc/xml-soap-wsse-password", `
2025-06-12 11:04:19,552 DEBUG [org.apache.cxf.services.TrackingService.REQ_OUT] Outbound Message
---------------------------
Payload: <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"><wsse:UsernameToken><wsse:Username>ACME_TRACK</wsse:Username><wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password></wsse:UsernameToken></wsse:Security></soap:Header><soap:Body><trk:GetShipmentStatus xmlns:trk="urn:acme:tracking:v3"><trk:Awb>«_awb»</trk:Awb></trk:GetShipmentStatus></soap:Body></soap:Envelope>
`, V{"a": encXML(g.encPw("&'<")), "_awb": g.digits(12)}, "<wsse:Username>ACME_TRACK</wsse:Username>", "urn:acme:tracking:v3")

	// XML escapes: a private podcast RSS feed, the member token in links
	// with &amp;.
	g.add("enc/xml-rss-private-feed-token", `
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>Backstage Pass (Members)</title>
    <link>https://feeds.backstagepass.fm/private/show.rss?token=«a»&amp;member=«_m»</link>
    <item>
      <title>Ep. 112 — Bonus: the outtakes</title>
      <enclosure url="https://media.backstagepass.fm/e/112.mp3?token=«a»&amp;dl=1" length="48211904" type="audio/mpeg"/>
    </item>
  </channel>
</rss>
`, V{"a": g.hex(40), "_m": g.digits(6)}, "Backstage Pass (Members)", `length="48211904" type="audio/mpeg"`)

	// XML escapes: a Jenkins job config.xml shell step with &quot; and
	// &amp; around a password and an API key.
	g.add("enc/xml-jenkins-config-command", `
$ cat /var/lib/jenkins/jobs/nightly-export/config.xml | sed -n '/<builders>/,/<\/builders>/p'
  <builders>
    <hudson.tasks.Shell>
      <command>curl -fsS -u exporter:«a» -H &quot;X-Api-Key: «b»&quot; &quot;https://reports.acme.internal/api/export?fmt=csv&amp;day=$(date +%F)&quot; -o export.csv &amp;&amp; gzip export.csv</command>
    </hudson.tasks.Shell>
  </builders>
`, V{"a": encXML(g.encPw("&")), "b": g.hex(40)}, "https://reports.acme.internal/api/export?fmt=csv&amp;day=", "gzip export.csv")

	// XML escapes: tomcat-users.xml with &apos; in a password attribute.
	g.add("enc/xml-tomcat-users-apos", `
<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
  <role rolename="manager-gui"/>
  <role rolename="manager-script"/>
  <user username="deployer" password="«a»" roles="manager-script"/>
  <user username="admin" password="«b»" roles="manager-gui"/>
</tomcat-users>
`, V{"a": encXML(g.encPw("'&")), "b": encXML(g.encPw(`"'`))}, `roles="manager-script"`, `<role rolename="manager-gui"/>`)

	// XML escapes: Android strings.xml, a password with Android's \' and
	// \" escapes and &amp;.
	apw := g.encPw(`'"&`)
	g.add("enc/xml-android-strings-escapes", `
<resources>
    <string name="app_name">Acme Field</string>
    <string name="google_maps_key">«=k»</string>
    <string name="sync_basic_user">field-sync</string>
    <string name="sync_basic_password">«a»</string>
</resources>
`, V{"=k": g.googleKey(), "a": strings.NewReplacer("'", `\'`, `"`, `\"`, "&", "&amp;").Replace(apw)}, `<string name="app_name">Acme Field</string>`, "field-sync")

	// XML escapes: a launchd plist with an &amp; in a password string.
	g.add("enc/xml-launchd-plist-env", `
$ plutil -convert xml1 -o - ~/Library/LaunchAgents/io.acme.backup.plist | sed -n '/EnvironmentVariables/,/<\/dict>/p'
	<key>EnvironmentVariables</key>
	<dict>
		<key>RESTIC_REPOSITORY</key>
		<string>s3:s3.eu-central-003.backblazeb2.com/acme-laptop-backup</string>
		<key>RESTIC_PASSWORD</key>
		<string>«a»</string>
		<key>AWS_SECRET_ACCESS_KEY</key>
		<string>«b»</string>
	</dict>
`, V{"a": encXML(g.encPw("&<")), "b": g.b64u(31)}, "s3:s3.eu-central-003.backblazeb2.com/acme-laptop-backup", "<key>RESTIC_REPOSITORY</key>")

	// base64 inside XML: FileZilla's sitemanager.xml stores passwords as
	// <Pass encoding="base64">.
	g.add("enc/xml-filezilla-pass-base64", `
<FileZilla3 version="3.67.0" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.kanzlei-weber.example</Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>webmaster</User>
      <Pass encoding="base64">«a»</Pass>
      <Logontype>1</Logontype>
      <Name>Kanzlei Weber (live)</Name>
    </Server>
  </Servers>
</FileZilla3>
`, V{"a": b64s(g.encPw("!#&"))}, "<Host>ftp.kanzlei-weber.example</Host>", "<Name>Kanzlei Weber (live)</Name>")

	// HTML entities: a Jupyter notebook's HTML export of a printed dict,
	// quotes as &#x27;, the secret plain between them.
	g.add("enc/html-nbconvert-dict-output", `
<div class="jp-OutputArea-output">
<pre>{&#x27;aws_access_key_id&#x27;: &#x27;«a»&#x27;,
 &#x27;aws_secret_access_key&#x27;: &#x27;«b»&#x27;,
 &#x27;region_name&#x27;: &#x27;us-east-2&#x27;}
</pre>
</div>
`, V{"a": g.awsID(), "b": g.awsSecret()}, "&#x27;region_name&#x27;: &#x27;us-east-2&#x27;", `class="jp-OutputArea-output"`)

	// HTML entities: better_errors' ENV table with an escaped REDIS_URL
	// password.
	g.add("enc/html-better-errors-env", `
<tr><td class="name">RAILS_ENV</td><td><pre>&quot;development&quot;</pre></td></tr>
<tr><td class="name">REDIS_URL</td><td><pre>&quot;redis://default:«a»@redis-«_p».c1.eu-west-1-2.ec2.redns.redis-cloud.com:«_p»&quot;</pre></td></tr>
<tr><td class="name">SIDEKIQ_CONCURRENCY</td><td><pre>&quot;5&quot;</pre></td></tr>
`, V{"a": encHTML(g.encPw("&<>")), "_p": g.digits(5)}, "&quot;development&quot;", `<td class="name">SIDEKIQ_CONCURRENCY</td>`)

	// XML escapes: a KeePass 2 XML export, the password escaped.
	g.add("enc/xml-keepass-export", `
<Entry>
  <UUID>«_u»</UUID>
  <String><Key>Title</Key><Value>Hetzner Robot</Value></String>
  <String><Key>UserName</Key><Value>«_n»</Value></String>
  <String><Key>Password</Key><Value ProtectInMemory="True">«a»</Value></String>
  <String><Key>URL</Key><Value>https://robot.hetzner.com/</Value></String>
</Entry>
`, V{"_u": b64s(string(g.bytes(16))), "_n": "#ws+" + g.an(8), "a": encXML(g.encPwR("<&>\"", 24))}, "<Value>Hetzner Robot</Value>", "https://robot.hetzner.com/")

	// HTML entities: a deploy key in a hidden input, its newlines as
	// &#10;.
	dk, _ := g.sshEd25519("deploy@acme-cms")
	v := V{}
	body := encLines(v, "k", strings.Split(dk.body, "\n"), "&#10;")
	g.add("enc/html-hidden-input-key-newline-entities", `
<form method="post" action="/admin/sites/42/deploy-key">
  <input type="hidden" name="site" value="acme-blog">
  <input type="hidden" name="private_key" value="-----BEGIN OPENSSH PRIVATE KEY-----&#10;`+body+`&#10;-----END OPENSSH PRIVATE KEY-----&#10;">
  <button type="submit">Save deploy key</button>
</form>
`, v, `name="site" value="acme-blog"`, "Save deploy key")

	// XML escapes: an Azure publish profile, the FTP/MSDeploy password
	// plain and an escaped SQL connection string.
	g.add("enc/xml-publishsettings-userpwd", `
<publishData>
  <publishProfile profileName="acme-web - Web Deploy" publishMethod="MSDeploy" publishUrl="acme-web.scm.azurewebsites.net:443" msdeploySite="acme-web" userName="$acme-web" userPWD="«a»" destinationAppUrl="https://acme-web.azurewebsites.net" SQLServerDBConnectionString="Server=acme-sql.database.windows.net;Database=web;User Id=web;Password=«b»;" mySQLDBConnectionString="" hostingProviderForumLink="" controlPanelLink="https://portal.azure.com" webSystem="WebSites">
  </publishProfile>
</publishData>
`, V{"a": g.an(60), "b": encXML(g.encPw("&\"<"))}, "acme-web.scm.azurewebsites.net:443", `destinationAppUrl="https://acme-web.azurewebsites.net"`)

	// HTML entities: a settings page pre-filling a password input, the
	// value escaped with &quot; and &amp;.
	g.add("enc/html-password-input-value", `
$ curl -s -b cookies.txt https://shop.acme-tee.example/wp-admin/options-general.php?page=wp-mail-smtp | grep -A1 smtp-pass
<label for="wp-mail-smtp-setting-smtp-pass">SMTP Password</label>
<input name="wp-mail-smtp[smtp][pass]" type="password" id="wp-mail-smtp-setting-smtp-pass" value="«a»" autocomplete="new-password">
`, V{"a": encHTML(g.encPw(`"&'`))}, `name="wp-mail-smtp[smtp][pass]"`, `autocomplete="new-password"`)

	// XML escapes: a pom.xml property JDBC URL with &amp; between
	// parameters and a SonarQube token.
	g.add("enc/xml-pom-jdbc-amp", `
  <properties>
    <java.version>21</java.version>
    <sonar.host.url>https://sonar.acme.internal</sonar.host.url>
    <sonar.token>«a»</sonar.token>
    <flyway.url>jdbc:mysql://mysql.acme.internal:3306/catalog?useSSL=true&amp;user=flyway&amp;password=«b»&amp;allowPublicKeyRetrieval=true</flyway.url>
  </properties>
`, V{"a": "squ_" + g.hex(40), "b": g.pwURL()}, "<java.version>21</java.version>", "&amp;allowPublicKeyRetrieval=true", "https://sonar.acme.internal")

	// HTML entities: decimal character references (&#64; &#33;) in an
	// e-mail template preview that prints generated credentials.
	dpw := g.encPw("@!#")
	var dec strings.Builder
	for _, c := range []byte(dpw) {
		if c == '@' || c == '!' || c == '#' || c == '*' || c == '-' || c == '_' || c == '.' {
			fmt.Fprintf(&dec, "&#%d;", c)
		} else {
			dec.WriteByte(c)
		}
	}
	g.add("enc/html-decimal-entities-welcome-preview", `
<p>Hallo Jana,</p>
<p>dein Zugang zum Lieferantenportal ist eingerichtet:</p>
<p>Benutzer: <b>j.berger&#64;lieferant-nord.example</b><br>
Passwort: <b>«a»</b></p>
<p>Bitte ändere es nach der ersten Anmeldung.</p>
`, V{"a": dec.String()}, "j.berger&#64;lieferant-nord.example", "Bitte ändere es nach der ersten Anmeldung.")
}

func (g *G) encJSONEsc() {
	// JSON \u escapes: Go's json.Marshal writes & < > as \u0026 \u003c
	// \u003e, here inside a password in a zap debug line.
	g.add("enc/json-go-html-escape-password", `
{"level":"debug","ts":"`+g.encTS()+`Z","caller":"mailer/config.go:41","msg":"smtp config loaded","config":{"host":"smtp.postmarkapp.com","port":587,"user":"«_u»","pass":"«a»","from":"billing@acme-rent.example"}}
`, V{"_u": g.uuid(), "a": encJSON(g.encPw("&<>"))}, `"caller":"mailer/config.go:41"`, `"from":"billing@acme-rent.example"`)

	// JSON \/ escapes: PHP's json_encode escapes / in an AWS secret key.
	g.add("enc/json-php-escaped-slash-aws-secret", `
$ php artisan tinker --execute 'echo json_encode(config("filesystems.disks.s3"));'
{"driver":"s3","key":"«a»","secret":"«b»","region":"eu-west-3","bucket":"acme-invoices","url":null,"endpoint":null,"use_path_style_endpoint":false,"throw":false}
`, V{"a": g.awsID(), "b": encPHPJSON(g.encAWSSlash())}, `"bucket":"acme-invoices"`, `"use_path_style_endpoint":false`)

	// JSON \/ escapes: a Monolog JSON line with a Slack webhook URL, the
	// secret part plain after \/.
	hook := g.encSlackHook()
	hp := strings.Split(hook, "/")
	g.add("enc/json-php-slashes-slack-webhook", `
{"message":"Slack notification failed","context":{"url":"https:\/\/hooks.slack.com\/services\/«=t»\/«=b»\/«a»","status":404,"body":"no_service"},"level":400,"level_name":"ERROR","channel":"production","datetime":"`+g.encTS()+`.118842+00:00","extra":{}}
`, V{"=t": hp[0], "=b": hp[1], "a": hp[2]}, `"url":"https:\/\/hooks.slack.com\/services\/`, `"level_name":"ERROR"`)

	// JSON inside a JSON string: Secrets Manager's SecretString, inner
	// quotes as \".
	g.add("enc/json-secretsmanager-secretstring", `
$ aws secretsmanager get-secret-value --secret-id prod/orders/postgres
{
    "ARN": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/orders/postgres-«_sfx»",
    "Name": "prod/orders/postgres",
    "VersionId": "«_v»",
    "SecretString": "{\"username\":\"orders_admin\",\"password\":\"«a»\",\"engine\":\"postgres\",\"host\":\"orders.cluster-«_c».eu-west-1.rds.amazonaws.com\",\"port\":5432,\"dbname\":\"orders\"}",
    "VersionStages": [
        "AWSCURRENT"
    ],
    "CreatedDate": "2025-05-30T08:12:44.512000+00:00"
}
`, V{"_acct": g.digits(12), "_sfx": g.an(6), "_v": g.uuid(), "a": encJSON(encJSON(g.encPw(`"\`))), "_c": g.s(alLowNum, 12)}, `\"username\":\"orders_admin\"`, `"Name": "prod/orders/postgres"`, "AWSCURRENT")

	// JSON inside a JSON string: a CloudWatch Logs event whose message is
	// an escaped JSON line with a bearer token.
	g.add("enc/json-cloudwatch-filter-events-message", `
$ aws logs filter-log-events --log-group-name /aws/lambda/enrich-leads --filter-pattern '"calling"' --max-items 1
{
    "events": [
        {
            "logStreamName": "2025/06/12/[$LATEST]«_ls»",
            "timestamp": 1749718931412,
            "message": "{\"level\":\"info\",\"msg\":\"calling upstream\",\"url\":\"https://api.openai.com/v1/chat/completions\",\"headers\":{\"Authorization\":\"Bearer «a»\",\"Content-Type\":\"application/json\"}}\n",
            "ingestionTime": 1749718931530,
            "eventId": "«_e»"
        }
    ]
}
`, V{"_ls": g.hex(32), "a": g.openai(), "_e": g.digits(56)}, "/aws/lambda/enrich-leads", `\"msg\":\"calling upstream\"`)

	// JSON inside a JSON string, twice: a Datadog export whose message
	// holds an escaped event holding an escaped payload (\\\").
	g.add("enc/json-datadog-double-escaped", `
{"id":"AZ«_id»","attributes":{"service":"checkout-worker","status":"error","timestamp":"`+g.encTS()+`.004Z","message":"{\"event\":\"retry\",\"payload\":\"{\\\"provider\\\":\\\"stripe\\\",\\\"api_key\\\":\\\"«a»\\\",\\\"idempotency_key\\\":\\\"«_k»\\\"}\",\"attempt\":4}"}}
`, V{"_id": g.b64u(22), "a": g.rkLive(), "_k": g.uuid()}, `"service":"checkout-worker"`, `\\\"provider\\\":\\\"stripe\\\"`)

	// JSON inside a JSON string: an Elasticsearch hit whose message is
	// an escaped JSON log line with a DB URL.
	g.add("enc/json-elk-source-message", `
{
  "_index": ".ds-logs-app-default-2025.06.12-000031",
  "_id": "«_id»",
  "_source": {
    "@timestamp": "`+g.encTS()+`.221Z",
    "service.name": "catalog-sync",
    "message": "{\"lvl\":\"WARN\",\"msg\":\"retrying connect\",\"dsn\":\"postgres://catalog:«a»@pg-catalog.internal:5432/catalog\",\"err\":\"dial tcp: i/o timeout\"}"
  }
}
`, V{"_id": g.b64u(20), "a": encJSON(encJSON(g.encPw(`"#`)))}, `"service.name": "catalog-sync"`, `\"err\":\"dial tcp: i/o timeout\"`)

	// JSON \u escapes: Python's json.dumps (ensure_ascii) of a password
	// with ü, ß or ñ (\u00fc \u00df \u00f1).
	g.add("enc/json-ensure-ascii-unicode-password", `
$ python -c 'import json,tomllib; print(json.dumps(tomllib.load(open("secrets.toml","rb"))["mqtt"]))'
{"host": "mqtt.werk-nord.example", "port": 8883, "username": "plc-gateway-07", "password": "«a»", "tls": true}
`, V{"a": encASCIIJSON(g.encPwUni())}, `"host": "mqtt.werk-nord.example"`, `"username": "plc-gateway-07"`)

	// JSON \u escapes: every character of a GitHub token as \uXXXX in a
	// minified JS bundle.
	g.add("enc/json-uescape-all-token-bundle", `
$ grep -o 'headers:{Authorization:"token [^"]*"' dist/assets/index-«_h».js
headers:{Authorization:"token «a»"
`, V{"_h": g.b64u(8), "a": encUEscAll(g.ghp())}, "headers:{Authorization:", "dist/assets/index-")

	// JSON \n escapes inside a JSON string: GOOGLE_CREDENTIALS in docker
	// inspect, the key body with \\n between lines.
	sa := g.pkcs8RSAPEM()
	v := V{"_p": "acme-data-" + g.digits(6)}
	keyBody := encLines(v, "k", strings.Split(sa.body, "\n"), `\\n`)
	g.add("enc/json-docker-inspect-sa-double-escaped", `
$ docker inspect etl-runner --format '{{json .Config.Env}}'
["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","GOOGLE_CLOUD_PROJECT=«_p»","GOOGLE_CREDENTIALS={\"type\":\"service_account\",\"project_id\":\"«_p»\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n`+keyBody+`\\n-----END PRIVATE KEY-----\\n\",\"client_email\":\"etl@«_p».iam.gserviceaccount.com\"}","TZ=UTC"]
`, v, "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", `\"type\":\"service_account\"`)

	// JSON \" escapes: docker inspect Env, a password with a quote.
	g.add("enc/json-docker-inspect-env-quote", `
$ docker inspect keycloak | jq '.[0].Config.Env'
[
  "KC_DB=postgres",
  "KC_DB_URL=jdbc:postgresql://pg-idp.internal:5432/keycloak",
  "KC_DB_USERNAME=keycloak",
  "KC_DB_PASSWORD=«a»",
  "KEYCLOAK_ADMIN=admin",
  "KEYCLOAK_ADMIN_PASSWORD=«b»",
  "KC_HOSTNAME=sso.acme-rent.example"
]
`, V{"a": encJSON(g.encPw(`"\`)), "b": g.pwURL()}, "KC_DB_URL=jdbc:postgresql://pg-idp.internal:5432/keycloak", "KC_HOSTNAME=sso.acme-rent.example")

	// JSON \u escapes and \n: a Terraform state file (Go encoder: & as
	// \u0026) with a user_data script and a URL carrying a token.
	g.add("enc/json-tfstate-u0026-user-data", `
        {
          "schema_version": 1,
          "attributes": {
            "ami": "ami-0«_ami»",
            "instance_type": "t3.small",
            "user_data": "#!/bin/bash\nexport NR_LICENSE_KEY=«a»\ncurl -fsSL \"https://download.acme.internal/agent.sh?token=«b»\u0026channel=stable\" | bash\n",
            "tags": {"Name": "edge-proxy-1"}
          },
          "sensitive_attributes": []
        }
`, V{"_ami": g.hex(16), "a": g.hex(36) + "NRAL", "b": g.an(32)}, `"instance_type": "t3.small"`, `\u0026channel=stable`, `"tags": {"Name": "edge-proxy-1"}`)

	// JSON inside a JSON string: kubectl's last-applied-configuration
	// annotation holding a Secret's stringData.
	g.add("enc/json-last-applied-annotation-secret", `
$ kubectl get secret payments-api -o json | jq .metadata.annotations
{
  "kubectl.kubernetes.io/last-applied-configuration": "{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"annotations\":{},\"name\":\"payments-api\",\"namespace\":\"payments\"},\"stringData\":{\"ADYEN_API_KEY\":\"«a»\",\"ADYEN_MERCHANT_ACCOUNT\":\"AcmeRentECOM\",\"ADYEN_HMAC_KEY\":\"«b»\"},\"type\":\"Opaque\"}\n"
}
`, V{"a": "AQE" + g.b64u(90), "b": strings.ToUpper(g.hex(64))}, `\"ADYEN_MERCHANT_ACCOUNT\":\"AcmeRentECOM\"`, `\"namespace\":\"payments\"`)

	// JSON \\ escapes: VS Code settings with a Windows path and a
	// password with a backslash.
	g.add("enc/json-vscode-sqltools-backslash", `
// .vscode/settings.json
{
  "sqltools.connections": [
    {
      "name": "ERP (MSSQL)",
      "driver": "MSSQL",
      "server": "erp-sql01.corp.acme.local",
      "database": "ERP_PROD",
      "username": "ACME\\svc_reporting",
      "password": "«a»",
      "askForPassword": false
    }
  ],
  "sqltools.results.location": "C:\\Users\\dkoch\\Documents\\sql-results"
}
`, V{"a": encJSON(g.encPw(`\`))}, `"username": "ACME\\svc_reporting"`, `"server": "erp-sql01.corp.acme.local"`)

	// JSON \n escapes: jq -Rs of a whole .env file, one string with \n
	// between lines.
	g.add("enc/json-jq-raw-slurp-dotenv", `
$ jq -Rs . .env
"NODE_ENV=production\nPORT=8080\nSENDGRID_API_KEY=«a»\nTWILIO_AUTH_TOKEN=«b»\nTWILIO_ACCOUNT_SID=«_sid»\nPUBLIC_URL=https://book.acme-salon.example\n"
`, V{"a": g.sendgrid(), "b": g.hex(32), "_sid": g.twilioSID()}, `"NODE_ENV=production\nPORT=8080\n`, `PUBLIC_URL=https://book.acme-salon.example\n"`)

	// JSON inside a JSON string: an API Gateway event body with the
	// login form as escaped JSON.
	g.add("enc/json-apigw-event-body-string", `
START RequestId: «_r» Version: $LATEST
«_r»	INFO	event: {"resource":"/login","path":"/login","httpMethod":"POST","headers":{"content-type":"application/json","Host":"«_h».execute-api.eu-central-1.amazonaws.com"},"body":"{\"username\":\"frontdesk\",\"password\":\"«a»\",\"remember\":true}","isBase64Encoded":false}
END RequestId: «_r»
`, V{"_r": g.uuid(), "_h": g.s(alLowNum, 10), "a": encJSON(encJSON(g.encPw(`"&`)))}, `"isBase64Encoded":false`, `\"username\":\"frontdesk\"`)

	// JSON \u002F escapes: serialize-javascript in an SSR page escapes /
	// and < as \u002F and \u003C, here in an AWS secret key.
	g.add("enc/json-serialize-javascript-u002f", `
<script>window.__NUXT__={config:{public:{apiBase:"https:\u002F\u002Fapi.acme-tours.example"},app:{baseURL:"\u002F"}},state:{s3:{bucket:"acme-tours-uploads",accessKeyId:"«a»",secretAccessKey:"«b»"}}}</script>
`, V{"a": g.awsID(), "b": strings.NewReplacer("/", `\u002F`, "+", "+").Replace(g.encAWSSlash())}, `apiBase:"https:\u002F\u002Fapi.acme-tours.example"`, `bucket:"acme-tours-uploads"`)

	// JSON \u escapes: System.Text.Json (upper-case \u002B \u0027 \u0026)
	// writing appsettings.Production.json.
	g.add("enc/json-system-text-json-escapes", `
PS C:\src\Acme.Booking> Get-Content .\appsettings.Production.json
{
  "ConnectionStrings": {
    "Booking": "Server=sql-booking.acme.local;Database=Booking;User Id=booking_app;Password=«a»;TrustServerCertificate=True"
  },
  "Smtp": { "Host": "smtp.office365.com", "User": "noreply@acme-booking.example", "Password": "«b»" }
}
`, V{"a": encDotnetJSON(g.encPw("+'&")), "b": encDotnetJSON(g.encPw("<'+"))}, `"Host": "smtp.office365.com"`, "User Id=booking_app")

	// JSON \n escapes: vault kv get -format=json, a TLS key with \n.
	ek := g.ecSEC1()
	v2 := V{}
	eb := encLines(v2, "k", strings.Split(ek.body, "\n"), `\n`)
	g.add("enc/json-vault-kv-tls-key", `
$ vault kv get -format=json secret/edge/tls | jq .data.data
{
  "tls_crt_path": "/etc/ssl/edge/fullchain.pem",
  "tls_key": "-----BEGIN EC PRIVATE KEY-----\n`+eb+`\n-----END EC PRIVATE KEY-----\n",
  "sni": "edge.acme-tours.example"
}
`, v2, `"tls_crt_path": "/etc/ssl/edge/fullchain.pem"`, `"sni": "edge.acme-tours.example"`)

	// JSON \" inside a GraphQL query string: a login mutation captured in
	// the browser's network tab, and the token in the response.
	g.add("enc/json-graphql-mutation-escaped-quotes", `
Request payload:
{"operationName":"Login","query":"mutation Login { login(email: \"m.silva@acme-tours.example\", password: \"«a»\") { token expiresAt } }","variables":{}}
Response:
{"data":{"login":{"token":"«b»","expiresAt":"2025-06-13T10:00:00Z"}}}
`, V{"a": encJSON(g.encPw(`"\`)), "b": g.userJWT()}, `\"m.silva@acme-tours.example\"`, `"operationName":"Login"`)

	// JSON \n and \t escapes: a Node error JSON with an axios config that
	// carries the Authorization header.
	g.add("enc/json-pino-axios-error-headers", `
{"level":50,"time":1749721003114,"pid":7,"hostname":"sync-7d9f","err":{"type":"AxiosError","message":"Request failed with status code 401","stack":"AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)\n    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11)","config":{"url":"https://api.hubapi.com/crm/v3/objects/contacts","method":"get","headers":{"Accept":"application/json, text/plain, */*","Authorization":"Bearer «a»","User-Agent":"axios/1.7.2"}}},"msg":"hubspot sync failed"}
`, V{"a": g.hubspot()}, "https://api.hubapi.com/crm/v3/objects/contacts", `"msg":"hubspot sync failed"`, `"User-Agent":"axios/1.7.2"`)

	// JSON \u003c escapes: a Go service dumping its config with
	// json.Marshal, the password with < and > (\u003c \u003e).
	g.add("enc/json-go-config-dump-u003c", `
2025/06/12 09:14:02 config: {"listen":":8443","upstream":"https://ledger.acme.internal","db":{"host":"pg-ledger.internal","user":"ledger","password":"«a»"},"smtp":{"host":"smtp.sendgrid.net","user":"apikey","password":"«b»"}}
`, V{"a": encJSON(g.encPwR("<>&", 20)), "b": g.sendgrid()}, `"upstream":"https://ledger.acme.internal"`, `"smtp":{"host":"smtp.sendgrid.net","user":"apikey"`)

	// JSON inside a JSON string: a GitHub Actions job's toJSON(steps)
	// with an output holding escaped JSON credentials.
	g.add("enc/json-gha-step-output-escaped", `
  {
    "login-ecr": {
      "outputs": {
        "registry": "«_acct».dkr.ecr.eu-west-1.amazonaws.com",
        "docker_password_«_acct»_dkr_ecr_eu_west_1_amazonaws_com": "«a»"
      },
      "outcome": "success",
      "conclusion": "success"
    },
    "vault": {
      "outputs": {
        "creds": "{\"username\":\"ci-deployer\",\"password\":\"«b»\",\"lease_duration\":3600}"
      },
      "outcome": "success"
    }
  }
`, V{"_acct": g.digits(12), "a": "eyJwYXlsb2FkIjoi" + g.b64(900), "b": g.vaultOld()}, `\"username\":\"ci-deployer\"`, `"outcome": "success"`)

	// JSON \u escapes: a non-ASCII password and an e-mail with \u0040 in a
	// Java Jackson output configured to escape non-ASCII.
	g.add("enc/json-jackson-escape-non-ascii", `
2025-06-12 10:31:05.881 DEBUG 1 --- [main] c.a.i.ImapConfig : resolved mailbox {"host":"imap.gmx.net","port":993,"user":"rechnungen@acme-handwerk.example","password":"«a»","folder":"INBOX/Rechnungen"}
`, V{"a": encUpperU(encASCIIJSON(g.encPwUni()))}, `"host":"imap.gmx.net"`, `"folder":"INBOX/Rechnungen"`)
}

func (g *G) encBase64() {
	// base64, unwrapped (-w0): a whole .env file in a CI variable,
	// printed by a debug step.
	env1 := fmt.Sprintf("NODE_ENV=production\nDATABASE_URL=postgres://app:%s@db.internal:5432/app\nSTRIPE_SECRET_KEY=%s\nSENTRY_ENVIRONMENT=production\n", g.pwURL(), g.skLive())
	g.add("enc/b64-dotenv-unwrapped-ci-var", `
      - name: Write .env
        run: echo "$ENV_FILE_B64" | base64 -d > .env
        env:
          ENV_FILE_B64: «a»
      # generated locally with: base64 -w0 .env.production | pbcopy
`, V{"a": b64s(env1)}, "base64 -w0 .env.production | pbcopy", "run: echo \"$ENV_FILE_B64\" | base64 -d > .env")

	// base64 wrapped at 76 columns: GNU base64's default output of a .env
	// file.
	env2 := fmt.Sprintf("APP_KEY=%s\nDB_PASSWORD=%s\nMAIL_PASSWORD=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_BUCKET=acme-shop-media\n", g.laravelKey(), g.pw(), g.hex(32), g.awsID(), g.awsSecret())
	v := V{}
	lines := encLines(v, "k", strings.Split(wrap(b64s(env2), 76), "\n"), "\n")
	g.add("enc/b64-dotenv-wrapped-76", `
$ base64 .env.production
`+lines+`
$ wc -c .env.production
`+strconv.Itoa(len(env2))+` .env.production
`, v, "$ base64 .env.production", "$ wc -c .env.production")

	// base64 of user:password: docker config.json auths for three
	// registries.
	g.add("enc/b64-docker-config-auths", `
$ cat ~/.docker/config.json
{
	"auths": {
		"ghcr.io": {
			"auth": "«a»"
		},
		"registry.gitlab.com": {
			"auth": "«b»"
		},
		"harbor.acme.internal": {
			"auth": "«c»"
		}
	},
	"currentContext": "desktop-linux"
}
`, V{"a": b64s("dana-k:" + g.ghp()), "b": b64s("dana.k:" + g.glpat()), "c": b64s("robot$ci+push:" + g.an(32))}, `"currentContext": "desktop-linux"`, "harbor.acme.internal")

	// base64 of a JSON that holds user, password and auth: a
	// kubernetes.io/dockerconfigjson Secret.
	rpw := g.dockerPAT()
	dcj := fmt.Sprintf(`{"auths":{"https://index.docker.io/v1/":{"username":"acmebuild","password":"%s","auth":"%s"}}}`, rpw, b64s("acmebuild:"+rpw))
	g.add("enc/b64-dockerconfigjson-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: dockerhub-pull
  namespace: storefront
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: «a»
`, V{"a": b64s(dcj)}, "type: kubernetes.io/dockerconfigjson", "name: dockerhub-pull")

	// base64 Kubernetes Secret data: kubectl get -o yaml, secret and
	// benign keys both encoded.
	g.add("enc/b64-k8s-secret-get-yaml", `
$ kubectl -n shop get secret shop-env -o yaml
apiVersion: v1
data:
  DB_HOST: «_h»
  DB_PASSWORD: «a»
  LOG_LEVEL: «_l»
  STRIPE_SECRET_KEY: «b»
  SENDGRID_API_KEY: «c»
kind: Secret
metadata:
  creationTimestamp: "2025-05-02T09:12:44Z"
  name: shop-env
  namespace: shop
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"_h": b64s("postgres.shop.svc.cluster.local"), "a": b64s(g.pwStrong()), "_l": b64s("info"), "b": b64s(g.skLive()), "c": b64s(g.sendgrid()), "_rv": g.digits(8), "_uid": g.uuid()}, `creationTimestamp: "2025-05-02T09:12:44Z"`, "type: Opaque")

	// base64 Kubernetes Secret data: jsonpath then base64 -d, encoded and
	// decoded forms both on screen.
	apw := g.an(16)
	g.add("enc/b64-argocd-initial-admin-jsonpath", `
$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}"
«a»
$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d; echo
«b»
$ argocd login argocd.acme.internal --username admin --grpc-web
`, V{"a": b64s(apw), "b": apw}, "argocd-initial-admin-secret", "argocd login argocd.acme.internal --username admin --grpc-web")

	// base64 basic auth: curl -v shows the Authorization header it built
	// from -u.
	g.add("enc/b64-basic-curl-verbose", `
$ curl -v -u "svc-metrics:$PW" https://prometheus.acme.internal/api/v1/query --data-urlencode 'query=up'
*   Trying «_ip»:443...
* Connected to prometheus.acme.internal («_ip») port 443
> POST /api/v1/query HTTP/2
> Host: prometheus.acme.internal
> Authorization: Basic «a»
> User-Agent: curl/8.7.1
> Content-Type: application/x-www-form-urlencoded
>
< HTTP/2 200
`, V{"_ip": g.encIP(), "a": b64s("svc-metrics:" + g.encPw("!#$"))}, "> Host: prometheus.acme.internal", "> User-Agent: curl/8.7.1")

	// base64 basic auth: an Envoy access log line with the request's
	// authorization header logged.
	g.add("enc/b64-basic-envoy-access-log", `
[`+g.encTS()+`.512Z] "GET /v2/_catalog HTTP/1.1" 401 - 0 156 3 2 "«_ip»" "docker/27.0.3 go/go1.21.11 git-commit/662f78c kernel/6.8.0-35-generic os/linux arch/amd64" "«_r»" "registry.acme.internal" "10.2.4.18:5000" authorization="Basic «a»"
`, V{"_ip": g.encIP(), "_r": g.uuid(), "a": b64s("ci-pusher:" + g.pwStrong())}, `"GET /v2/_catalog HTTP/1.1" 401`, `"registry.acme.internal"`)

	// base64 basic auth: Python source with a precomputed header and a
	// comment saying what it encodes.
	g.add("enc/b64-basic-python-header-const", `
# Jira Cloud: basic auth = base64("email:api_token")
JIRA_HEADERS = {
    "Authorization": "Basic «a»",
    "Accept": "application/json",
}
r = requests.get("https://acme-rent.atlassian.net/rest/api/3/myself", headers=JIRA_HEADERS, timeout=10)
`, V{"a": b64s("ops@acme-rent.example:" + g.atlassian())}, "https://acme-rent.atlassian.net/rest/api/3/myself", `"Accept": "application/json"`)

	// base64 of a connection string in a Kubernetes Secret manifest.
	g.add("enc/b64-k8s-secret-connection-string", `
# k8s/overlays/prod/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: inventory-db
type: Opaque
data:
  DATABASE_URL: «a»
  MONGO_URL: «b»
  DB_POOL_SIZE: «_p»
`, V{"a": b64s("postgresql://inventory:" + g.pwURL() + "@inventory-pg.prod.svc:5432/inventory?sslmode=require"), "b": b64s("mongodb://inv_ro:" + g.pwURL() + "@mongo-0.mongo.prod.svc:27017/inventory?replicaSet=rs0"), "_p": b64s("20")}, "name: inventory-db", "# k8s/overlays/prod/secret.yaml")

	// base64 of a JSON credential file: a service account key in one
	// environment variable.
	g.add("enc/b64-gcp-sa-json-env", `
$ heroku config:get GOOGLE_CREDENTIALS_B64 -a acme-reports
«a»
$ heroku config:get GCS_BUCKET -a acme-reports
acme-reports-exports
`, V{"a": b64s(g.encSAJSON("acme-reports-" + g.digits(5)))}, "heroku config:get GOOGLE_CREDENTIALS_B64 -a acme-reports", "acme-reports-exports")

	// URL-safe base64 without padding: an Outline/Shadowsocks access key
	// (ss://method:password).
	g.add("enc/b64url-shadowsocks-access-key", `
Outline access key for the Lisbon office (import in the Outline client):
ss://«a»@«_ip»:«_port»/?outline=1#Acme%20Lisbon
`, V{"a": b64raw("chacha20-ietf-poly1305:" + g.b64u(22)), "_ip": g.encIP(), "_port": g.digits(5)}, "/?outline=1#Acme%20Lisbon", "Outline access key for the Lisbon office")

	// base64 of a PEM key: kubeconfig client-key-data from kubectl config
	// view --raw.
	ck := g.ecPKCS8()
	g.add("enc/b64-kubeconfig-client-key-data", `
$ kubectl config view --raw --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://10.20.0.10:6443
  name: lab
contexts:
- context:
    cluster: lab
    user: admin@lab
  name: admin@lab
current-context: admin@lab
kind: Config
users:
- name: admin@lab
  user:
    client-certificate-data: «_crt»
    client-key-data: «a»
`, V{"_ca": b64s(g.certPEM().block() + "\n"), "_crt": b64s(g.certPEM().block() + "\n"), "a": b64s(ck.block() + "\n")}, "server: https://10.20.0.10:6443", "current-context: admin@lab")

	// base64: SMTP AUTH LOGIN, user and password each base64 after 334
	// prompts (VXNlcm5hbWU6 is "Username:").
	g.add("enc/b64-smtp-auth-login-transcript", `
$ openssl s_client -quiet -starttls smtp -connect smtp.strato.de:587 -crlf
250 SMTPUTF8
EHLO laptop
250-AUTH LOGIN PLAIN
AUTH LOGIN
334 VXNlcm5hbWU6
«_u»
334 UGFzc3dvcmQ6
«a»
235 2.7.0 Authentication successful
`, V{"_u": b64s("kontakt@baeckerei-schmidt.example"), "a": b64s(g.encPw("!#"))}, "334 VXNlcm5hbWU6", "235 2.7.0 Authentication successful", "250-AUTH LOGIN PLAIN")

	// base64: IMAP AUTHENTICATE PLAIN with \0user\0password.
	g.add("enc/b64-imap-authenticate-plain", `
$ openssl s_client -quiet -connect imap.fastmail.com:993 -crlf
* OK IMAP4 ready
a1 AUTHENTICATE PLAIN
+
«a»
a1 OK [CAPABILITY IMAP4rev1 LITERAL+ ...] User logged in
`, V{"a": b64s("\x00support@acme-salon.example\x00" + g.s(alLowNum, 16))}, "a1 AUTHENTICATE PLAIN", "User logged in")

	// base64: Elasticsearch's ApiKey header, base64 of id:api_key.
	id := g.b64u(20)
	g.add("enc/b64-es-apikey-header", `
$ curl -s -H "Authorization: ApiKey «a»" "https://es.acme-logs.example:9243/_security/_authenticate?pretty" | jq '{username, authentication_type, api_key}'
{
  "username": "logstash_writer",
  "authentication_type": "api_key",
  "api_key": {
    "id": "«_id»",
    "name": "logstash-prod"
  }
}
`, V{"a": b64s(id + ":" + g.b64u(22)), "_id": id}, `"authentication_type": "api_key"`, `"name": "logstash-prod"`)

	// base64 of a cloud-init script in EC2 user data, read back with
	// describe-instance-attribute.
	ud := fmt.Sprintf("#!/bin/bash\nset -e\necho 'DD_API_KEY=%s' >> /etc/datadog-agent/environment\nexport GH_RUNNER_TOKEN=%s\n/opt/actions-runner/config.sh --url https://github.com/acme --token \"$GH_RUNNER_TOKEN\" --unattended\n", g.hex(32), "A"+g.s(alUpNum, 28))
	g.add("enc/b64-ec2-user-data-attribute", `
$ aws ec2 describe-instance-attribute --instance-id i-0«_i» --attribute userData
{
    "InstanceId": "i-0«_i»",
    "UserData": {
        "Value": "«a»"
    }
}
`, V{"_i": g.hex(16), "a": b64s(ud)}, `"InstanceId": "i-0`, "--attribute userData")

	// base64 in cloud-init write_files (encoding: b64).
	g.add("enc/b64-cloud-init-write-files", `
#cloud-config
write_files:
  - path: /etc/wireguard/wg0.conf
    permissions: "0600"
    encoding: b64
    content: «a»
  - path: /etc/motd
    encoding: b64
    content: «_m»
`, V{"a": b64s(fmt.Sprintf("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.3/24\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.8.0.0/24\n", g.b64(32), g.b64(32))), "_m": b64s("Managed by cloud-init. Changes will be overwritten.\n")}, "path: /etc/wireguard/wg0.conf", `permissions: "0600"`)

	// URL-safe base64 inside Python's bytes repr: docker SDK's debug log
	// of X-Registry-Auth (base64url of a JSON with the password).
	xra := encB64URL(fmt.Sprintf(`{"username": "acme-ci", "password": "%s", "serveraddress": "registry.acme.internal"}`, g.pwStrong()))
	g.add("enc/b64url-x-registry-auth-python-debug", `
DEBUG:urllib3.connectionpool:http://localhost:None "POST /v1.45/images/create?tag=2025.06.12&fromImage=registry.acme.internal%2Fbilling%2Fapi HTTP/1.1" 200 None
send: b'POST /v1.45/images/create?tag=2025.06.12&fromImage=registry.acme.internal%2Fbilling%2Fapi HTTP/1.1\r\nHost: localhost\r\nUser-Agent: docker-sdk-python/7.1.0\r\nX-Registry-Auth: «a»\r\nContent-Length: 0\r\n\r\n'
`, V{"a": xra}, "User-Agent: docker-sdk-python/7.1.0", "fromImage=registry.acme.internal%2Fbilling%2Fapi")

	// base64: ECR's authorizationToken (base64 of AWS:<password>).
	g.add("enc/b64-ecr-authorization-token", `
$ aws ecr get-authorization-token --region eu-west-1
{
    "authorizationData": [
        {
            "authorizationToken": "«a»",
            "expiresAt": "2025-06-12T21:14:52.118000+00:00",
            "proxyEndpoint": "https://«_acct».dkr.ecr.eu-west-1.amazonaws.com"
        }
    ]
}
`, V{"a": b64s("AWS:eyJwYXlsb2FkIjoi" + g.b64(600) + "In0="), "_acct": g.digits(12)}, `"expiresAt": "2025-06-12T21:14:52.118000+00:00"`, ".dkr.ecr.eu-west-1.amazonaws.com")

	// base64 of a UTF-16LE script: powershell -EncodedCommand carrying a
	// password, from a process listing.
	g.add("enc/b64-utf16-powershell-encodedcommand", `
PS> Get-CimInstance Win32_Process -Filter "name='powershell.exe'" | Select-Object ProcessId, CommandLine | Format-List
ProcessId   : 6120
CommandLine : "C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe" -NoProfile -NonInteractive -EncodedCommand «a»
`, V{"a": encUTF16B64(fmt.Sprintf(`$p = ConvertTo-SecureString '%s' -AsPlainText -Force; $c = New-Object PSCredential('ACME\svc_backup', $p); New-PSDrive -Name B -PSProvider FileSystem -Root \\nas01\backup -Credential $c`, g.encPw("!#")))}, "ProcessId   : 6120", "-NoProfile -NonInteractive -EncodedCommand")

	// base64 of a PEM private key in a GitLab CI variable, unwrapped.
	sk, _ := g.sshEd25519("gitlab-deploy")
	g.add("enc/b64-ssh-key-ci-variable", `
$ glab variable get SSH_PRIVATE_KEY_B64 -R acme/infra
«a»
$ glab variable list -R acme/infra
KEY                    PROTECTED  MASKED  EXPANDED  SCOPE
SSH_PRIVATE_KEY_B64    true       false   true      production
DEPLOY_HOST            false      false   true      *
`, V{"a": b64s(sk.block() + "\n")}, "glab variable list -R acme/infra", "DEPLOY_HOST            false      false   true      *")

	// base64 of a JSON credential: a Firebase config in a Vercel env
	// listing, with a benign base64 value beside it.
	g.add("enc/b64-vercel-env-firebase-admin", `
$ vercel env pull .env.local && grep FIREBASE .env.local
FIREBASE_PROJECT_ID="acme-mobile-«_n»"
FIREBASE_ADMIN_B64="«a»"
FIREBASE_FEATURES_B64="«_f»"
`, V{"_n": g.digits(4), "a": b64s(fmt.Sprintf(`{"projectId":"acme-mobile","clientEmail":"firebase-adminsdk-x1y2z@acme-mobile.iam.gserviceaccount.com","privateKey":"%s"}`, jsonEsc(g.pkcs8RSAPEM().block()))), "_f": b64s(`{"push":true,"inbox":false}`)}, "vercel env pull .env.local")

	// base64 of a .netrc file stored in a CI secret, decoded on the
	// runner.
	g.add("enc/b64-netrc-ci-secret-echo", `
2025-06-12T08:14:03.1182Z + echo "${NETRC_B64}"
2025-06-12T08:14:03.1190Z «a»
2025-06-12T08:14:03.1201Z + echo "${NETRC_B64}" | base64 -d > ~/.netrc
`, V{"a": b64s(fmt.Sprintf("machine api.heroku.com\n  login ops@acme.example\n  password %s\nmachine git.heroku.com\n  login ops@acme.example\n  password %s\n", g.heroku(), g.heroku()))}, `echo "${NETRC_B64}" | base64 -d > ~/.netrc`)

	// base64 in a data: URI: an inline script with a key, from a saved
	// HTML page.
	g.add("enc/b64-data-uri-inline-script", `
<script src="data:text/javascript;base64,«a»"></script>
<script src="/static/app.«_h».js" defer></script>
`, V{"a": b64s(fmt.Sprintf("window.ALGOLIA={appId:\"%s\",adminKey:\"%s\"};", g.s(alUpNum, 10), g.hex(32))), "_h": g.hex(8)}, `<script src="/static/app.`)

	// base64 wrapped at 76 columns: an Opaque Secret's data from kubectl
	// describe -o json piped through jq -r, wrapped by base64 itself.
	kc := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters:
- cluster:
    server: https://k8s.acme.internal:6443
  name: prod
users:
- name: ci
  user:
    token: %s
contexts:
- context: {cluster: prod, user: ci}
  name: prod
current-context: prod
`, g.k8sSAToken())
	v2 := V{}
	tf := strings.Index(kc, "token: ") + len("token: ")
	kl := encB64Lines(v2, "k", kc, tf, strings.Index(kc[tf:], "\n")+tf)
	g.add("enc/b64-kubeconfig-wrapped-76", `
$ base64 ~/.kube/ci-prod.yaml   # paste this into the KUBECONFIG_B64 secret
`+kl+`
`, v2, "# paste this into the KUBECONFIG_B64 secret")

	// URL-safe base64 with padding: a Fernet-style token carrying a JSON
	// credential in a redirect state parameter.
	g.add("enc/b64url-state-param-credentials", `
«_ip» - - [12/Jun/2025:09:02:11 +0000] "GET /connect/callback?state=«a»&code=«=c» HTTP/1.1" 302 0 "https://connect.acme-pos.example/" "Mozilla/5.0"
`, V{"_ip": g.encIP(), "a": encB64URL(fmt.Sprintf(`{"shop":"lisboa-03","api_key":"%s","return":"/settings/integrations"}`, g.an(40))), "=c": g.an(20)}, `"https://connect.acme-pos.example/"`, "GET /connect/callback?state=")

	// base64 of user:token in a git extraheader in a CI log.
	g.add("enc/b64-git-extraheader-ci-log", `
[command]/usr/bin/git config --local http.https://git.acme.internal/.extraheader "AUTHORIZATION: basic «a»"
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +refs/heads/main:refs/remotes/origin/main
`, V{"a": b64s("oauth2:" + g.glpat())}, "protocol.version=2 fetch --no-tags", "+refs/heads/main:refs/remotes/origin/main")

	// base64: a Helm chart's rendered Secret (b64enc), from helm template.
	g.add("enc/b64-helm-template-b64enc", `
$ helm template billing ./charts/billing -f values.prod.yaml -s templates/secret.yaml
---
# Source: billing/templates/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: billing-secrets
  labels:
    app.kubernetes.io/name: billing
    helm.sh/chart: billing-1.14.2
data:
  mailgunApiKey: «a»
  paddleApiKey: «b»
  region: «_r»
`, V{"a": b64s(g.mailgun()), "b": b64s("pdl_live_apikey_" + g.s(alLowNum, 26) + "_" + g.an(22) + "_" + g.an(3)), "_r": b64s("eu")}, "helm.sh/chart: billing-1.14.2", "# Source: billing/templates/secret.yaml")

	// base64: an API Gateway event with isBase64Encoded true, the form
	// body base64.
	g.add("enc/b64-apigw-event-base64-body", `
{"version":"2.0","routeKey":"POST /hooks/pos","rawPath":"/hooks/pos","headers":{"content-type":"application/x-www-form-urlencoded","user-agent":"AcmePOS/4.2"},"body":"«a»","isBase64Encoded":true}
`, V{"a": b64s("store=lisboa-03&terminal=T7&api_secret=" + g.hex(40) + "&event=sale")}, `"routeKey":"POST /hooks/pos"`, `"isBase64Encoded":true`)

	// base64 basic auth inside Proxy-Authorization, in a squid debug
	// log.
	g.add("enc/b64-proxy-authorization-squid", `
2025/06/12 10:11:42.118 kid1| 11,2| client_side.cc(1334) parseHttpRequest: HTTP Client REQUEST:
CONNECT api.github.com:443 HTTP/1.1
Host: api.github.com:443
Proxy-Authorization: Basic «a»
User-Agent: git/2.45.2
`, V{"a": b64s("ACME\\dkoch:" + g.encPw("#!"))}, "CONNECT api.github.com:443 HTTP/1.1", "User-Agent: git/2.45.2")

	// base64: a Kubernetes bootstrap token Secret's token-secret.
	g.add("enc/b64-bootstrap-token-secret", `
$ kubectl -n kube-system get secret bootstrap-token-«_id» -o jsonpath='{.data}' | jq .
{
  "auth-extra-groups": "«_g»",
  "expiration": "«_e»",
  "token-id": "«_idb»",
  "token-secret": "«a»",
  "usage-bootstrap-authentication": "dHJ1ZQ==",
  "usage-bootstrap-signing": "dHJ1ZQ=="
}
`, V{"_id": "k7f2qa", "_g": b64s("system:bootstrappers:kubeadm:default-node-token"), "_e": b64s("2025-06-13T10:00:00Z"), "_idb": b64s("k7f2qa"), "a": b64s(g.s(alLowNum, 16))}, `"usage-bootstrap-signing": "dHJ1ZQ=="`)
}

func (g *G) encHexDumps() {
	// hex: a password stored as hex in a TOML config, to dodge quoting.
	g.add("enc/hex-password-field-toml", `
# /etc/acme-scanner/config.toml
[upload]
endpoint = "sftp://scans.acme-clinic.example:22/inbox"
user = "scanner-3og"
# hex of the password (it has quotes and a backslash in it)
password_hex = "«a»"
`, V{"a": encHexS(g.encPw(`"\'`))}, `endpoint = "sftp://scans.acme-clinic.example:22/inbox"`, `user = "scanner-3og"`)

	// hex dump (xxd): a small .env file, the token cut over two or three
	// lines of the dump.
	tok := g.ghFine()
	data := "GH_OWNER=acme\nGH_TOKEN=" + tok + "\nGH_REPO=infra\n"
	from := strings.Index(data, tok)
	dump, sec := encDump("xxd", []byte(data), from, from+len(tok))
	g.encRaw("enc/hex-xxd-dotenv-token", `
$ xxd .env
`+dump+`
`, sec, "$ xxd .env")

	// hex dump (hexdump -C): a .netrc with a Heroku key.
	hk := g.heroku()
	nd := "machine api.heroku.com\n  login dana@acme.example\n  password " + hk + "\n"
	f2 := strings.Index(nd, hk)
	d2, s2 := encDump("hexdump", []byte(nd), f2, f2+len(hk))
	g.encRaw("enc/hex-hexdump-c-netrc", `
$ hexdump -C ~/.netrc
`+d2+`
`, s2, "$ hexdump -C ~/.netrc")

	// hex dump (tcpdump -X): an HTTP request on the wire with a bearer
	// token split over lines.
	bt := g.xoxb()
	req := "POST /api/chat.postMessage HTTP/1.1\r\nHost: slack-proxy.acme.internal\r\nAuthorization: Bearer " + bt + "\r\nContent-Type: application/json\r\n\r\n"
	hdr := append([]byte{0x45, 0x00, 0x01, 0x1c}, g.bytes(36)...)
	pkt := append(hdr, []byte(req)...)
	f3 := len(hdr) + strings.Index(req, bt)
	d3, s3 := encDump("tcpdump", pkt, f3, f3+len(bt))
	g.encRaw("enc/hex-tcpdump-x-bearer", `
$ sudo tcpdump -i eth0 -nn -X -c 1 'tcp dst port 80 and host 10.0.4.21'
listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes
10:14:02.118842 IP 10.0.4.9.51344 > 10.0.4.21.80: Flags [P.], seq 1:`+strconv.Itoa(len(req)+1)+`, ack 1, win 502, length `+strconv.Itoa(len(req))+`: HTTP: POST /api/chat.postMessage HTTP/1.1
`+d3+`
1 packet captured
`, s3, "link-type EN10MB (Ethernet)", "HTTP: POST /api/chat.postMessage HTTP/1.1")

	// hex, plain (xxd -p): a secret file as continuous hex, 60 columns a
	// line.
	v := V{}
	hx := encLines(v, "k", strings.Split(wrap(encHexS(g.openai()+"\n"), 60), "\n"), "\n")
	g.add("enc/hex-xxd-plain-key-file", `
$ xxd -p ~/.config/openai/key
`+hx+`
$ stat -c '%a %U' ~/.config/openai/key
600 dana
`, v, "$ xxd -p ~/.config/openai/key", "600 dana")

	// hex: mysqldump --hex-blob writes a VARBINARY token column as 0x….
	g.add("enc/hex-mysqldump-hex-blob", encBT(`
$ mysqldump --hex-blob --no-create-info shop integrations | grep INSERT
INSERT INTO ˋintegrationsˋ VALUES (1,'stripe',0x«a»,'2025-05-02 09:12:44'),(2,'postmark',0x«b»,'2025-05-02 09:13:02'),(3,'webhook_url',0x«_c»,'2025-05-02 09:13:40');
`), V{"a": encHexUp(g.skLive()), "b": encHexUp(g.uuid()), "_c": encHexUp("https://shop.acme-tee.example/hooks")}, "mysqldump --hex-blob --no-create-info shop integrations")

	// hex: psql shows a bytea column as \x…; the column holds an API
	// secret's bytes.
	g.add("enc/hex-psql-bytea", `
acme=# SELECT id, provider, secret FROM vendor_credentials WHERE provider = 'sendgrid';
 id | provider |                                                          secret
----+----------+----------------------------------------------------------------------------------------------------------------------------------------------
  7 | sendgrid | \x«a»
(1 row)
`, V{"a": encHexS(g.sendgrid())}, "FROM vendor_credentials WHERE provider = 'sendgrid'", "(1 row)")

	// hex: a wpa_supplicant network block with the ssid as hex (a
	// non-ASCII name), the derived PSK as 64 hex and wpa_passphrase's
	// commented passphrase left in.
	g.add("enc/hex-wpa-supplicant-psk", `
$ sudo cat /etc/wpa_supplicant/wpa_supplicant-wlan0.conf
ctrl_interface=DIR=/run/wpa_supplicant GROUP=netdev
update_config=1
country=DE
network={
	ssid=«_s»
	#psk="«a»"
	psk=«b»
}
`, V{"a": g.encPw("#!"), "_s": encHexS("Büro-5G"), "b": g.hex(64)}, "ctrl_interface=DIR=/run/wpa_supplicant GROUP=netdev", "country=DE")

	// hex: Go's %x of a token string in a debug line.
	g.add("enc/hex-go-percent-x-debug", `
2025/06/12 10:02:41 [debug] outgoing auth header bytes: «a»
2025/06/12 10:02:41 [debug] POST https://api.linear.app/graphql -> 200 (184ms)
`, V{"a": encHexS(g.linear())}, "POST https://api.linear.app/graphql -> 200 (184ms)", "outgoing auth header bytes:")

	// hex: a Wi-Fi password as a C byte array in Arduino firmware.
	wp := g.encPw("!#")
	v2 := V{}
	arr := encLines(v2, "k", encCByteArray(wp), "\n    ")
	g.add("enc/hex-c-byte-array-firmware", `
// firmware/src/secrets.h  (bytes so it does not show up in strings(1))
static const char WIFI_SSID[] = "AcmeWerkstatt";
static const uint8_t WIFI_PASS[] = {
    `+arr+`
    0x00
};
`, v2, `WIFI_SSID[] = "AcmeWerkstatt"`, "firmware/src/secrets.h")

	// hex: SQL Server varbinary output of CONVERT on a password column.
	g.add("enc/hex-sqlserver-varbinary", `
1> SELECT name, CONVERT(varbinary(128), password_plain) AS pw FROM dbo.ftp_accounts WHERE name = 'edi-partner';
2> GO
name                 pw
-------------------- ------------------------------------------------------------
edi-partner          0x«a»

(1 rows affected)
`, V{"a": encHexUp(g.encPw("@#$"))}, "dbo.ftp_accounts WHERE name = 'edi-partner'", "(1 rows affected)")

	// hex dump (xxd): a credentials file whose AWS secret spans lines.
	as := g.awsSecret()
	cd := "[default]\naws_access_key_id = AKIA" + g.s(alAWS, 16) + "\naws_secret_access_key = " + as + "\nregion = eu-west-1\n"
	f4 := strings.Index(cd, as)
	d4, s4 := encDump("xxd", []byte(cd), f4, f4+len(as))
	fid := strings.Index(cd, "AKIA")
	_, s5 := encDump("xxd", []byte(cd), fid, fid+20)
	g.encRaw("enc/hex-xxd-aws-credentials", `
$ xxd ~/.aws/credentials
`+d4+`
`, append(s4, s5...), "$ xxd ~/.aws/credentials")
}

// encQP quoted-printable-encodes the ASCII text s (= as =3D).
func encQP(s string) string { return strings.ReplaceAll(s, "=", "=3D") }

// encQPCut cuts the encoded token tok so that the line it starts on,
// after pre (already encoded), ends in a soft break at 76 columns, and
// each next piece fills 75 columns; a cut never splits an =XX escape.
func encQPCut(pre, tok string) []string {
	var out []string
	n := 75 - len(pre)
	for len(tok) > n {
		c := n
		for k := 1; k <= 2; k++ {
			if c-k >= 0 && tok[c-k] == '=' {
				c -= k
				break
			}
		}
		out = append(out, tok[:c])
		tok = tok[c:]
		n = 75
	}
	return append(out, tok)
}

func (g *G) encQuotedPrintable() {
	// quoted-printable: an onboarding mail, umlauts as =C3=BC and the
	// password's = as =3D.
	g.add("enc/qp-welcome-password-3d", `
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Hallo Herr Krüger,

Ihr Zugang f=C3=BCr das H=C3=A4ndlerportal wurde eingerichtet.

Benutzername: m.krueger@autohaus-nord.example
Passwort: «a»

Bitte =C3=A4ndern Sie das Passwort nach der ersten Anmeldung unter
https://portal.acme-leasing.example/konto.
`, V{"a": encQP(g.encPw("="))}, "Benutzername: m.krueger@autohaus-nord.example", "https://portal.acme-leasing.example/konto.")

	// quoted-printable with a soft line break (=\n) cutting a reset token.
	pre := "https://accounts.acme-rent.example/password/reset?token=3D"
	v := V{}
	p := encPut(v, "a", encQPCut(pre, g.hex(64)))
	g.add("enc/qp-reset-link-soft-break", `
Content-Transfer-Encoding: quoted-printable

Someone asked to reset the password for your Acme Rent account.
`+pre+p[0]+`=
`+strings.Join(p[1:], "=\n")+`&uid=3D48213

If this wasn't you, ignore this e-mail.
`, v, "If this wasn't you, ignore this e-mail.", "&uid=3D48213")

	// quoted-printable HTML part: a live secret key in a <code> element,
	// cut by soft line breaks.
	pre2 := `<p>Secret key: <code style=3D"font-family:Menlo">`
	v2 := V{}
	p2 := encPut(v2, "a", encQPCut(pre2, g.skLive()))
	g.add("enc/qp-html-code-secret-key", `
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<p>Your restricted payments integration is ready.</p>
`+pre2+strings.Join(p2, "=\n")+`</code></p>
<p>Publishable key and webhook settings are in the dashboard.</p>
`, v2, "<p>Your restricted payments integration is ready.</p>", "Publishable key and webhook settings are in the dashboard.")

	// quoted-printable: a magic sign-in link whose JWT runs over three
	// soft-broken lines.
	pre3 := `<a href=3D"https://app.acme-notes.example/auth/magic?t=3D`
	v3 := V{}
	p3 := encPut(v3, "a", encQPCut(pre3, g.userJWT()))
	g.add("enc/qp-magic-link-jwt", `
Subject: Your sign-in link
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<p>Click to sign in. The link expires in 15 minutes.</p>
`+pre3+strings.Join(p3, "=\n")+`">Sign in to Acme Notes</a>
`, v3, "Sign in to Acme Notes", "The link expires in 15 minutes.")

	// quoted-printable in a Maildir file: a server API token (UUID) cut
	// mid-way by a soft break.
	pre4 := "The Server API token for =E2=80=9Cacme-transactional=E2=80=9D: "
	v4 := V{}
	p4 := encPut(v4, "a", encQPCut(pre4, g.uuid()))
	g.add("enc/qp-maildir-server-token", `
$ cat ~/Maildir/cur/1749721001.M812P4411.laptop:2,S | sed -n '/^Content-Transfer/,$p'
Content-Transfer-Encoding: quoted-printable

Hi Dana,

`+pre4+strings.Join(p4, "=\n")+`.
Use it in the X-Postmark-Server-Token header.
`, v4, "Use it in the X-Postmark-Server-Token header.", "=E2=80=9Cacme-transactional=E2=80=9D")

	// quoted-printable: a forwarded Outlook mail (=20 trailing spaces,
	// =E2=80=99) with a base64-looking password ending == as =3D=3D.
	g.add("enc/qp-outlook-forward-base64-password", `
Content-Type: text/plain; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable

-----Original Message-----=20
From: IT Service Desk <servicedesk@acme-logistics.example>=20
Subject: VPN account

Here=E2=80=99s the VPN account for the Porto warehouse scanner:=20
user: wh-porto-scan01
pass: «a»
gateway: vpn.acme-logistics.example
`, V{"a": encQP(g.b64(16))}, "user: wh-porto-scan01", "gateway: vpn.acme-logistics.example")

	// quoted-printable HTML table: IAM console credentials, the secret
	// access key cut by a soft break.
	pre7 := `<tr><td>Secret access key</td><td style=3D"font-family:monospace">`
	v7 := V{"b": g.awsID()}
	p7 := encPut(v7, "a", encQPCut(pre7, g.encAWSSlash()))
	g.add("enc/qp-html-iam-credentials-table", `
Content-Transfer-Encoding: quoted-printable

<table>
<tr><td>Access key ID</td><td style=3D"font-family:monospace">«b»</td></tr>
`+pre7+strings.Join(p7, "=\n")+`</td></tr>
<tr><td>Console</td><td>https://acme-logistics.signin.aws.amazon.com/console</td></tr>
</table>
`, v7, "https://acme-logistics.signin.aws.amazon.com/console", "Access key ID")
}

func (g *G) encStringEscapes() {
	// logfmt quoting (Go %q rules): a DSN with a password that has a
	// quote, as \".
	g.add("enc/goq-logfmt-dsn-quote", `
time=`+g.encTS()+`Z level=INFO msg="opening database" component=store dsn="postgres://store:«a»@pg-store.internal:5432/store?sslmode=disable" pool_max=20
`, V{"a": encCEsc(g.encPw(`"\`))}, "component=store", "pool_max=20", `msg="opening database"`)

	// Go %q of os.Args: a backslash in a passphrase as \\.
	g.add("enc/goq-printf-q-args", `
2025/06/12 03:00:01 backup: args=["/usr/local/bin/acme-backup" "--repo" "s3:https://s3.eu-central-1.wasabisys.com/acme-backups" "--s3-secret" "«a»" "--passphrase" "«b»" "--keep-daily" "14"]
`, V{"a": encIn(encGoQ(g.b64u(40))), "b": encIn(encGoQ(g.encPw(`\"`)))}, `"s3:https://s3.eu-central-1.wasabisys.com/acme-backups"`, `"--keep-daily" "14"`)

	// Go %+q: non-ASCII in a password as \u00fc.
	g.add("enc/goq-plus-q-unicode", `
--- FAIL: TestLoadSMTPConfig (0.00s)
    config_test.go:48: got password %+q, want the one from SMTP_PASSWORD: "«a»"
    config_test.go:49: host = "mail.your-server.de", port = 587
FAIL
`, V{"a": encIn(encGoQA(g.encPwUni()))}, `host = "mail.your-server.de", port = 587`, "--- FAIL: TestLoadSMTPConfig (0.00s)")

	// Python repr: a password with a backslash as \\ inside a printed
	// dict.
	g.add("enc/pyrepr-dict-backslash", `
>>> from app.settings import DATABASES
>>> DATABASES["default"]
{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'crm', 'USER': 'crm_app', 'PASSWORD': '«a»', 'HOST': 'pg-crm.internal', 'PORT': '5432'}
`, V{"a": encIn(encPyRepr(g.encPw(`\`)))}, "'ENGINE': 'django.db.backends.postgresql'", "'HOST': 'pg-crm.internal'")

	// Python repr: a password with both quote kinds, \' inside '…'.
	g.add("enc/pyrepr-both-quotes", `
(Pdb) p creds
{'username': 'svc-ldap-sync', 'password': '«a»', 'base_dn': 'ou=people,dc=acme,dc=example'}
`, V{"a": encIn(encPyRepr(g.encPw(`'`) + `"`))}, "'base_dn': 'ou=people,dc=acme,dc=example'", "'username': 'svc-ldap-sync'")

	// Python bytes repr with \r\n: http.client's debug "send:" line with
	// a bearer token.
	g.add("enc/pyrepr-http-client-send", `
send: b'GET /v1/models HTTP/1.1\r\nHost: api.anthropic.com\r\nAccept-Encoding: identity\r\nx-api-key: «a»\r\nanthropic-version: 2023-06-01\r\n\r\n'
reply: 'HTTP/1.1 200 OK\r\n'
header: content-type: application/json
`, V{"a": g.anthropic()}, `reply: 'HTTP/1.1 200 OK\r\n'`, `anthropic-version: 2023-06-01\r\n`)

	// Python bytes repr with \x escapes: a random signing key printed
	// from the REPL.
	g.add("enc/pyrepr-bytes-secret-key", `
>>> import os; os.urandom(24)
b'«a»'
>>> # put that in SECRET_KEY for the flask app
`, V{"a": encPyBytes(g.bytes(24))}, ">>> import os; os.urandom(24)", "# put that in SECRET_KEY for the flask app")

	// Rust {:?}: a config struct with an escaped quote and backslash.
	g.add("enc/rust-debug-escapes", `
[src/main.rs:31:5] &settings = Settings {
    bind: "0.0.0.0:8080",
    smtp: Smtp {
        host: "smtp.mailbox.org",
        user: "noreply@acme-garden.example",
        password: "«a»",
    },
    admin_token: "«b»",
}
`, V{"a": encCEsc(g.encPw(`"\`)), "b": g.b64u(43)}, `host: "smtp.mailbox.org"`, `bind: "0.0.0.0:8080"`)

	// C string literal escapes: an MQTT password with \" and \\ in a
	// header file.
	g.add("enc/c-define-escapes", `
/* src/config.h - gateway firmware */
#define MQTT_HOST   "mqtt.werk-sued.example"
#define MQTT_PORT   8883
#define MQTT_USER   "gw-0417"
#define MQTT_PASS   "«a»"
`, V{"a": encCEsc(g.encPw(`"\`))}, `#define MQTT_HOST   "mqtt.werk-sued.example"`, `#define MQTT_USER   "gw-0417"`)

	// C escapes (\r\n, \") in strace output of a write with a form body.
	g.add("enc/c-strace-write-escapes", `
$ strace -f -s 512 -e trace=write -p 9123
[pid  9130] write(7, "POST /api/session HTTP/1.1\r\nHost: grafana.acme.internal\r\nContent-Type: application/json\r\nContent-Length: 58\r\n\r\n{\"user\":\"admin\",\"password\":\"«a»\"}", 172) = 172
`, V{"a": encCEsc(encCEsc(g.encPw(`"`)))}, "Host: grafana.acme.internal", `{\"user\":\"admin\"`)

	// bash xtrace: a single quote in a password written as '\'' by set -x.
	xpw := g.encPw("'")
	g.add("enc/bash-xtrace-quote-escape", `
+ export 'PGPASSWORD=«a»'
+ PGPASSWORD='«a»'
+ pg_dump -h pg-erp.internal -U erp_backup -Fc erp -f /backups/erp-2025-06-12.dump
`, V{"a": strings.ReplaceAll(xpw, "'", `'\''`)}, "pg_dump -h pg-erp.internal -U erp_backup -Fc erp", "/backups/erp-2025-06-12.dump")

	// shell $'…' ANSI-C quoting: bash xtrace of a header with a newline,
	// the token inside $'…'.
	g.add("enc/bash-xtrace-ansi-c-quoting", `
+ curl -sS -X POST https://api.pagerduty.com/incidents -H $'Authorization: Token token=«a»\n' -H 'From: oncall@acme.example' -d @incident.json
curl: (3) URL rejected: Malformed input to a URL function
`, V{"a": g.b64u(20)}, "From: oncall@acme.example", "https://api.pagerduty.com/incidents")

	// bash printf %q: special characters backslash-escaped.
	g.add("enc/bash-printf-q", `
$ printf '%q\n' "$SFTP_PASSWORD"
«a»
$ sshpass -e sftp -oBatchMode=no edi@sftp.partner-logistik.example
`, V{"a": encBashQ(g.encPw("!$&*("))}, "edi@sftp.partner-logistik.example", "-oBatchMode=no")

	// bash declare -p: a double-quoted value with \$ and \" escapes.
	dpw := g.encPw(`$"`)
	g.add("enc/bash-declare-p-escapes", `
$ declare -p DB_PASS REDIS_URL
declare -x DB_PASS="«a»"
declare -x REDIS_URL="redis://:«b»@127.0.0.1:6379/0"
`, V{"a": strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "`", "\\`").Replace(dpw), "b": g.hex(32)}, "declare -x REDIS_URL=", "@127.0.0.1:6379/0")

	// shell $'…' with \n: declare -p of a multi-line private key.
	k := g.ecSEC1()
	v := V{}
	kb := encLines(v, "k", strings.Split(k.body, "\n"), `\n`)
	g.add("enc/bash-declare-p-ansi-c-key", `
$ declare -p TLS_KEY
declare -x TLS_KEY=$'-----BEGIN EC PRIVATE KEY-----\n`+kb+`\n-----END EC PRIVATE KEY-----'
`, v, "$ declare -p TLS_KEY")

	// PowerShell backtick escapes: `$ and `" in a double-quoted password.
	g.add("enc/pwsh-backtick-dollar-quote", `
PS C:\deploy> $env:SQLCMDPASSWORD = "«a»"
PS C:\deploy> sqlcmd -S sql-erp01.corp.acme.local -U erp_deploy -d ERP -i .\migrations\0142_add_index.sql
Changed database context to 'ERP'.
`, V{"a": encPwsh(g.encPw(`$"`))}, "sqlcmd -S sql-erp01.corp.acme.local -U erp_deploy -d ERP", "Changed database context to 'ERP'.")

	// PowerShell backtick escapes and line continuation: a credential
	// built from an escaped password in a transcript.
	g.add("enc/pwsh-transcript-securestring", encBT(`
**********************
PowerShell transcript start
Start time: 20250612091422
Username: ACME\dkoch
**********************
PS> $sec = ConvertTo-SecureString "«a»" -AsPlainText -Force
PS> $cred = New-Object System.Management.Automation.PSCredential ("ACME\svc_sharepoint", $sec)
PS> Connect-PnPOnline -Url https://acme.sharepoint.com/sites/finance ˋ
>>   -Credentials $cred
`), V{"a": encPwsh(g.encPw("$`\""))}, "https://acme.sharepoint.com/sites/finance", "PowerShell transcript start")

	// cmd caret and %% escapes: a .bat file with & and % in a password.
	g.add("enc/cmd-caret-percent-bat", `
@echo off
rem nightly_sync.bat
set SYNC_USER=edi_sync
set SYNC_PASS=«a»
"C:\Program Files\WinSCP\WinSCP.com" /command "open ftps://%SYNC_USER%@ftp.zulieferer-sued.example/" "put C:\edi\out\*.xml /in/" "exit"
`, V{"a": encCaret(g.encPw("&%^|"))}, "set SYNC_USER=edi_sync", "ftp.zulieferer-sued.example")

	// Java string literal escapes: \\ and \" in a test fixture.
	g.add("enc/java-literal-escapes", `
class LdapIT {
    private static final String BIND_DN = "cn=svc-portal,ou=services,dc=acme,dc=example";
    private static final String BIND_PW = "«a»";
    private static final String URL = "ldaps://ldap.acme.example:636";
}
`, V{"a": encCEsc(g.encPw(`\"`))}, "cn=svc-portal,ou=services,dc=acme,dc=example", "ldaps://ldap.acme.example:636")

	// JavaScript single-quote escapes: \' in a password.
	g.add("enc/js-single-quote-escape", `
// scripts/seed-admin.js
const admin = {
  email: 'admin@acme-garden.example',
  password: '«a»',
  role: 'owner',
};
`, V{"a": strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(g.encPw(`'\`))}, "email: 'admin@acme-garden.example'", "role: 'owner'")

	// Ruby inspect: \" and \#{ escapes in a password.
	g.add("enc/ruby-inspect-escapes", `
irb(main):001> Rails.application.credentials.smtp
=> {:user_name=>"apikey", :password=>"«a»", :address=>"smtp.sendgrid.net", :port=>587}
irb(main):002> ENV["SIDEKIQ_WEB_PASSWORD"]
=> "«b»"
`, V{"a": g.sendgrid(), "b": strings.NewReplacer(`\`, `\\`, `"`, `\"`, "#{", `\#{`).Replace(g.pick(pwWords...) + "#{" + g.pick(pwWords...) + g.s(alDigit, 3) + `"`)}, `:address=>"smtp.sendgrid.net"`, `:user_name=>"apikey"`)

	// PHP var_export: \' in a single-quoted password.
	g.add("enc/php-var-export-quote", `
$ php -r 'var_export(require "config/database.php");'
array (
  'driver' => 'mysql',
  'host' => 'mysql.shop.internal',
  'username' => 'shop',
  'password' => '«a»',
  'database' => 'shop_prod',
)
`, V{"a": strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(g.encPw(`'`))}, "'host' => 'mysql.shop.internal'", "'database' => 'shop_prod'")

	// .pgpass escapes: : and \ in a password as \: and \\.
	g.add("enc/pgpass-backslash-colon", `
$ cat ~/.pgpass
# hostname:port:database:username:password
pg-analytics.internal:5432:*:analyst:«a»
localhost:5432:dev:dev:dev
`, V{"a": encPgpass(g.encPw(`:\`))}, "# hostname:port:database:username:password", "localhost:5432:dev:dev:dev")

	// YAML double-quoted escapes: \" \\ and \t in a Compose file.
	g.add("enc/yaml-double-quoted-escapes", `
services:
  nextcloud:
    image: nextcloud:29-apache
    environment:
      MYSQL_HOST: "mariadb"
      MYSQL_PASSWORD: "«a»"
      NEXTCLOUD_ADMIN_USER: "admin"
`, V{"a": encCEsc(g.encPw(`"\`))}, "image: nextcloud:29-apache", `MYSQL_HOST: "mariadb"`)

	// TOML basic-string escapes: \" and \u00e9.
	g.add("enc/toml-basic-string-escapes", `
[database]
url = "postgres://bi@pg-bi.internal/warehouse"
password = "«a»"

[slack]
bot_token = "«b»"
channel = "#bi-alerts"
`, V{"a": encIn(encGoQA(g.encPwUni() + `"`)), "b": g.xoxb()}, `channel = "#bi-alerts"`, `url = "postgres://bi@pg-bi.internal/warehouse"`)

	// Compose's $$ escape for a literal $ in a password.
	g.add("enc/compose-double-dollar", `
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: wiki
      POSTGRES_PASSWORD: "«a»"   # $$ = literal $ for compose
  wiki:
    image: requarks/wiki:2
    environment:
      DB_PASS: "«a»"
`, V{"a": encDollar2(g.encPw("$") + "$" + g.s(alDigit, 2))}, "# $$ = literal $ for compose", "image: requarks/wiki:2")

	// Kotlin string escapes: \$ in a password.
	g.add("enc/kotlin-dollar-escape", `
object StagingConfig {
    const val API_BASE = "https://staging-api.acme-fit.example"
    const val BASIC_USER = "qa-bot"
    const val BASIC_PASS = "«a»"
}
`, V{"a": encKotlin(g.encPw("$\""))}, `const val API_BASE = "https://staging-api.acme-fit.example"`, `const val BASIC_USER = "qa-bot"`)

	// Makefile $$ escape for a $ in a recipe.
	g.add("enc/makefile-double-dollar", `
deploy-db:
	PGPASSWORD='«a»' psql -h pg-staging.internal -U migrator -d app -f migrations/latest.sql
.PHONY: deploy-db
`, V{"a": encDollar2(g.encPw("$"))}, "psql -h pg-staging.internal -U migrator -d app", ".PHONY: deploy-db")

	// systemd unit escapes: Environment= with a quoted value and \" inside.
	g.add("enc/systemd-environment-quoted", `
$ systemctl cat acme-worker.service | grep Environment
Environment="QUEUE_URL=amqps://worker@mq.acme.internal:5671/jobs"
Environment="QUEUE_PASSWORD=«a»"
Environment="OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317"
`, V{"a": strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(g.encPw(`"\`))}, "amqps://worker@mq.acme.internal:5671/jobs", "OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317")
}

func (g *G) encCSVSQL() {
	// CSV doubled quotes: a Bitwarden export, a password with " and a
	// note holding a token.
	g.add("enc/csv-bitwarden-export-doubled-quotes", `
$ head -3 bitwarden_export_20250612.csv
folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Infra,1,login,Hetzner Cloud,"API token for project ""acme-prod"": «b»",,0,https://console.hetzner.cloud,ops@acme.example,"«a»",
Infra,,login,Grafana Cloud,,,0,https://acme.grafana.net,admin,"«c»",
`, V{"b": g.an(64), "a": encCSV(g.encPw(`",`)), "c": encCSV(g.encPw(`"`))}, "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp", "https://console.hetzner.cloud")

	// CSV: a browser's password export with a quoted password containing
	// a comma and a doubled quote.
	g.add("enc/csv-chrome-passwords-export", `
name,url,username,password,note
gitlab.acme.internal,https://gitlab.acme.internal/users/sign_in,dkoch,"«a»",
router.home.arpa,http://192.168.1.1/,admin,«b»,
`, V{"a": encCSV(g.encPw(`",`)), "b": g.pwURL()}, "name,url,username,password,note", "https://gitlab.acme.internal/users/sign_in")

	// CSV: the AWS console's credentials download, a console password
	// with a doubled quote.
	g.add("enc/csv-aws-console-credentials", `
$ cat ~/Downloads/ci-deployer_credentials.csv
User name,Password,Access key ID,Secret access key,Console login link
ci-deployer,"«a»",«b»,«c»,https://«_acct».signin.aws.amazon.com/console
`, V{"a": encCSV(g.encPw(`"`)), "b": g.awsID(), "c": g.awsSecret(), "_acct": g.digits(12)}, "User name,Password,Access key ID,Secret access key,Console login link", ".signin.aws.amazon.com/console")

	// CSV with ; separator (German Excel): a password with ; and " in a
	// quoted field.
	g.add("enc/csv-excel-semicolon-de", `
Standort;Gerät;Benutzer;Passwort;Bemerkung
Hamburg;Kassen-PC 2;kasse2;"«a»";neu seit 03/2025
Bremen;NAS;admin;"«b»";"nicht ändern, ""Backup-Job"" hängt dran"
`, V{"a": encCSV(g.encPw(`;"`)), "b": encCSV(g.encPw(`";`))}, "Standort;Gerät;Benutzer;Passwort;Bemerkung", `"nicht ändern, ""Backup-Job"" hängt dran"`)

	// CSV: a JSON config column with doubled quotes, from a DB export.
	g.add("enc/csv-json-column-doubled", `
id,provider,config,updated_at
14,mailchimp,"{""api_key"": ""«a»"", ""list_id"": ""«_l»""}",2025-05-30 08:12:44
15,twilio,"{""account_sid"": ""«_s»"", ""auth_token"": ""«b»""}",2025-05-30 08:13:02
`, V{"a": g.mailchimp(), "_l": g.hex(10), "_s": g.twilioSID(), "b": g.hex(32)}, "id,provider,config,updated_at", `""list_id"": ""`)

	// SQL doubled single quotes: ALTER USER with '' in the password.
	g.add("enc/sql-alter-user-doubled-quote", `
$ tail -3 ~/.psql_history
\du
ALTER USER reporting WITH PASSWORD '«a»';
GRANT pg_read_all_data TO reporting;
`, V{"a": encSQL(g.encPw(`'`))}, "GRANT pg_read_all_data TO reporting;", `\du`)

	// SQL doubled single quotes inside a JSON literal in an INSERT.
	g.add("enc/sql-insert-json-doubled-quote", `
-- seeds/integrations.sql
INSERT INTO integrations (tenant_id, kind, settings) VALUES
  (42, 'smtp', '{"host": "smtp.office365.com", "user": "it@o''brien-law.example", "password": "«a»"}'),
  (42, 'slack', '{"webhook": "https://hooks.slack.com/services/«=h»"}');
`, V{"a": encSQL(g.encPw(`'`)), "=h": g.encSlackHook()}, `"user": "it@o''brien-law.example"`, "-- seeds/integrations.sql")

	// mysqldump backslash escapes: \' and \\ in a settings table.
	g.add("enc/sql-mysqldump-backslash-escapes", encBT(`
--
-- Dumping data for table ˋwp_optionsˋ
--
INSERT INTO ˋwp_optionsˋ VALUES (1,'siteurl','https://blog.acme-garden.example','yes'),(2,'blogname','Acme Garden Blog','yes'),(84,'wp_mail_smtp','a:1:{s:4:\"smtp\";a:2:{s:4:\"user\";s:23:\"blog@acme-garden.example\";s:4:\"pass\";s:«=n»:\"«a»\";}}','yes'),(85,'stripe_secret','«b»','yes');
`), V{"=n": "22", "a": encMySQL(g.encPw(`'\`)), "b": g.skLive()}, "'blogname','Acme Garden Blog'", "Dumping data for table")

	// SQL Server N'…' with doubled quotes in CREATE LOGIN.
	g.add("enc/sql-mssql-create-login-n-quote", `
1> CREATE LOGIN [svc_powerbi] WITH PASSWORD = N'«a»', CHECK_POLICY = ON;
2> GO
1> ALTER ROLE db_datareader ADD MEMBER [svc_powerbi];
2> GO
`, V{"a": encSQL(g.encPw(`'`))}, "ALTER ROLE db_datareader ADD MEMBER [svc_powerbi];", "CHECK_POLICY = ON")

	// PostgreSQL COPY text format: \\ and \t escapes in a dumped row.
	g.add("enc/sql-pg-dump-copy-escapes", `
COPY public.api_clients (id, name, client_id, client_secret, redirect_uri) FROM stdin;
1	mobile-app	«_c1»	«a»	acme://oauth/callback
2	partner-portal	«_c2»	«b»	https://partners.acme-rent.example/oauth/callback
\.
`, V{"_c1": g.an(24), "a": encPgCopy(g.encPw(`\`) + "\t" + g.an(6)), "_c2": g.an(24), "b": g.b64u(48)}, "acme://oauth/callback", "COPY public.api_clients (id, name, client_id, client_secret, redirect_uri) FROM stdin;")

	// mysql client history: spaces as \040 in ~/.mysql_history.
	g.add("enc/sql-mysql-history-040", `
$ tail -2 ~/.mysql_history
CREATE\040USER\040'grafana'@'10.0.%'\040IDENTIFIED\040BY\040'«a»';
GRANT\040SELECT\040ON\040metrics.*\040TO\040'grafana'@'10.0.%';
`, V{"a": encMySQLHist(g.pick(pwWords...) + " " + g.pick(pwWords...) + " " + g.s(alDigit, 3))}, `GRANT\040SELECT\040ON\040metrics.*`, `CREATE\040USER\040'grafana'@'10.0.%'`)

	// SQLite .dump: doubled quotes in an INSERT and a token plain.
	g.add("enc/sql-sqlite-dump-doubled", `
$ sqlite3 ~/.local/share/acme-cli/state.db .dump | grep INSERT
INSERT INTO accounts VALUES(1,'github','dana-k','«a»','2025-06-01 10:12:44');
INSERT INTO accounts VALUES(2,'ftp-archive','archiv','«b»','2025-06-02 08:01:13');
`, V{"a": g.gho(), "b": encSQL(g.encPw(`'`))}, "sqlite3 ~/.local/share/acme-cli/state.db .dump", "'dana-k'")
}

func (g *G) encYAMLBlocks() {
	// YAML literal block (|): a PEM key in a Secret's stringData, one
	// piece a line.
	k := g.pkcs8RSAPEM()
	v := V{}
	kb := encLines(v, "k", strings.Split(k.body, "\n"), "\n    ")
	g.add("enc/yaml-literal-block-pem", `
apiVersion: v1
kind: Secret
metadata:
  name: saml-signing
  namespace: sso
type: Opaque
stringData:
  idp.crt.path: /etc/saml/idp.crt
  sp.key: |
    -----BEGIN PRIVATE KEY-----
    `+kb+`
    -----END PRIVATE KEY-----
`, v, "idp.crt.path: /etc/saml/idp.crt", "name: saml-signing")

	// YAML folded block (>-) wrapping a long service account token by
	// hand at 80 columns: folding joins the pieces with spaces.
	tok := g.k8sSAToken()
	v2 := V{}
	tl := encLines(v2, "t", encWidth(tok, 74, 74), "\n    ")
	g.add("enc/yaml-folded-block-sa-token", `
# values.prod.yaml - why does the agent get 401 from the API server?
clusterAgent:
  apiServer: https://k8s-prod.acme.internal:6443
  token: >-
    `+tl+`
  namespace: monitoring
`, v2, "apiServer: https://k8s-prod.acme.internal:6443", "namespace: monitoring")

	// YAML double-quoted scalar with escaped line breaks (\ at line end),
	// as PyYAML's dump wraps a long string.
	tok3 := g.openai()
	v3 := V{}
	tl3 := encPut(v3, "t", encWidth(tok3, 64, 72))
	g.add("enc/yaml-double-quoted-backslash-wrap", `
$ python -c 'import yaml,json; print(yaml.dump(json.load(open("agent.json"))))'
llm:
  api_base: https://api.openai.com/v1
  api_key: "`+strings.Join(tl3, "\\\n    ")+`"
  model: gpt-4o-mini
`, v3, "api_base: https://api.openai.com/v1", "model: gpt-4o-mini")

	// YAML literal block holding a whole .env file in a ConfigMap-style
	// Secret, tokens plain inside.
	g.add("enc/yaml-literal-block-dotenv", `
apiVersion: v1
kind: Secret
metadata:
  name: crm-sync-env
stringData:
  .env: |
    HUBSPOT_PRIVATE_APP_TOKEN=«a»
    SLACK_BOT_TOKEN=«b»
    SYNC_INTERVAL=300
    TZ=Europe/Lisbon
`, V{"a": g.hubspot(), "b": g.xoxb()}, "SYNC_INTERVAL=300", "TZ=Europe/Lisbon")

	// YAML literal block holding JSON with \n escapes: a service account
	// file in a GitHub Actions workflow input.
	sa := g.pkcs8RSAPEM()
	v5 := V{"_p": "acme-ml-" + g.digits(5)}
	sb := encLines(v5, "k", strings.Split(sa.body, "\n"), `\n`)
	g.add("enc/yaml-literal-json-sa-key", `
      - uses: google-github-actions/auth@v2
        with:
          credentials_json: |
            {
              "type": "service_account",
              "project_id": "«_p»",
              "private_key": "-----BEGIN PRIVATE KEY-----\n`+sb+`\n-----END PRIVATE KEY-----\n",
              "client_email": "trainer@«_p».iam.gserviceaccount.com"
            }
`, v5, "google-github-actions/auth@v2", `"type": "service_account"`)

	// YAML plain multi-line scalar: a long webhook URL continued on the
	// next indented line (folded into one with a space).
	hook := g.encSlackHook()
	hp := strings.Split(hook, "/")
	g.add("enc/yaml-plain-multiline-webhook", `
# alertmanager.yml (fails to load: "unsupported scheme" - the URL got a space in it)
receivers:
  - name: slack-ops
    slack_configs:
      - api_url: https://hooks.slack.com/services/«=t»/«=b»/«a0»
          «a1»
        channel: "#ops-alerts"
`, V{"=t": hp[0], "=b": hp[1], "a0": hp[2][:14], "a1": hp[2][14:]}, `channel: "#ops-alerts"`, "name: slack-ops")
}

func (g *G) encTerminalWrap() {
	// terminal wrap at 80 columns: a fine-grained GitHub token from
	// tmux capture-pane (no -J), cut at the right edge.
	tok := g.ghFine()
	pre := "export GITHUB_TOKEN="
	v := V{}
	tl := encLines(v, "t", encWidth(tok, 80-len("$ ")-len(pre), 80), "\n")
	g.add("enc/term-wrap-80-fine-grained-pat", `
$ tmux capture-pane -p -S -20 | tail -4
$ `+pre+tl+`
$ gh auth status
github.com
`, v, "$ tmux capture-pane -p -S -20 | tail -4", "$ gh auth status")

	// terminal wrap at 80 columns: kubectl describe secret with a long
	// token over several lines.
	tok2 := g.k8sSAToken()
	v2 := V{}
	tl2 := encLines(v2, "t", encWidth(tok2, 80-len("token:      "), 80), "\n")
	g.add("enc/term-wrap-kubectl-describe-token", `
$ kubectl -n ci describe secret deployer-token
Name:         deployer-token
Namespace:    ci
Labels:       <none>
Annotations:  kubernetes.io/service-account.name: deployer
Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     1107 bytes
namespace:  2 bytes
token:      `+tl2+`
`, v2, "kubernetes.io/service-account.name: deployer", "ca.crt:     1107 bytes")

	// terminal wrap at 80 columns: printenv | grep with an Anthropic key
	// cut over two lines.
	tok3 := g.anthropic()
	v3 := V{}
	tl3 := encLines(v3, "t", encWidth(tok3, 80-len("ANTHROPIC_API_KEY="), 80), "\n")
	g.add("enc/term-wrap-printenv-anthropic", `
$ printenv | grep -i anthropic
ANTHROPIC_API_KEY=`+tl3+`
ANTHROPIC_MODEL=claude-sonnet-4-5
`, v3, "ANTHROPIC_MODEL=claude-sonnet-4-5", "printenv | grep -i anthropic")

	// terminal wrap at 80 columns: an STS session token in aws CLI JSON,
	// continuation lines starting at column 0.
	st := g.awsSession()
	pre4 := `        "SessionToken": "`
	v4 := V{"a": g.awsTempID(), "b": g.awsSecret()}
	tl4 := encLines(v4, "t", encWidth(st, 80-len(pre4), 80), "\n")
	g.add("enc/term-wrap-sts-session-token", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/BreakGlass --role-session-name dkoch
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
`+pre4+tl4+`",
        "Expiration": "2025-06-12T11:14:52+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_r»:dkoch",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/BreakGlass/dkoch"
    }
}
`, func() V { v4["_acct"] = g.digits(12); v4["_r"] = g.s(alUpNum, 17); return v4 }(), "--role-session-name dkoch", `"Expiration": "2025-06-12T11:14:52+00:00"`)

	// terminal wrap at 80 columns: shell history with a long docker run
	// line whose token is cut at the edge.
	tok5 := g.hfTok()
	pre5 := "  512  docker run --rm -it --gpus all -e HUGGING_FACE_HUB_TOKEN="
	v5 := V{}
	tl5 := encLines(v5, "t", encWidth(tok5, 80-len(pre5), 80), "\n")
	g.add("enc/term-wrap-history-docker-run", `
$ history | grep docker | tail -2
`+pre5+tl5+` -p 8000:8000 vllm/vllm-openai:v0.5.3 --model mistralai/Mistral-7B-Instruct-v0.3
  513  docker ps
`, v5, "vllm/vllm-openai:v0.5.3", "--model mistralai/Mistral-7B-Instruct-v0.3")

	// terminal wrap at 100 columns: a vault token create table with a
	// long token value wrapped.
	tok6 := g.vaultTok()
	v6 := V{}
	tl6 := encLines(v6, "t", encWidth(tok6, 100-len("token                "), 100), "\n")
	g.add("enc/term-wrap-100-vault-token-create", `
$ vault token create -policy=ci-deploy -ttl=24h
Key                  Value
---                  -----
token                `+tl6+`
token_accessor       «_acc»
token_duration       24h
token_renewable      true
token_policies       ["ci-deploy" "default"]
`, func() V { v6["_acc"] = g.an(24); return v6 }(), `token_policies       ["ci-deploy" "default"]`, "token_duration       24h")
}

func (g *G) encDiffs() {
	// diff +/- lines: a key rotated in .env, old and new in a git diff.
	g.add("enc/diff-plus-minus-env-rotation", `
$ git diff HEAD~1 -- .env.staging
diff --git a/.env.staging b/.env.staging
index «_i1»..«_i2» 100644
--- a/.env.staging
+++ b/.env.staging
@@ -3,7 +3,7 @@ APP_URL=https://staging.acme-rent.example
 MAIL_MAILER=postmark
-POSTMARK_TOKEN=«a»
+POSTMARK_TOKEN=«b»
 QUEUE_CONNECTION=redis
-PUSHER_APP_SECRET=«c»
+PUSHER_APP_SECRET=«d»
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.uuid(), "b": g.uuid(), "c": g.hex(20), "d": g.hex(20)}, "APP_URL=https://staging.acme-rent.example", " QUEUE_CONNECTION=redis")

	// diff of base64 Secret data: -/+ lines with the old and new base64.
	g.add("enc/diff-k8s-secret-base64", `
$ kubectl diff -f k8s/secret-payments.yaml
diff -u -N /tmp/LIVE-«_n»/v1.Secret.payments.payments-keys /tmp/MERGED-«_m»/v1.Secret.payments.payments-keys
--- /tmp/LIVE-«_n»/v1.Secret.payments.payments-keys
+++ /tmp/MERGED-«_m»/v1.Secret.payments.payments-keys
@@ -1,6 +1,6 @@
 apiVersion: v1
 data:
-  MOLLIE_API_KEY: «a»
+  MOLLIE_API_KEY: «b»
   MOLLIE_PROFILE_ID: «_p»
 kind: Secret
`, V{"_n": g.digits(10), "_m": g.digits(10), "a": b64s("live_" + g.an(30)), "b": b64s("live_" + g.an(30)), "_p": b64s("pfl_" + g.an(10))}, " kind: Secret", "kubectl diff -f k8s/secret-payments.yaml")

	// git word diff: [-old-]{+new+} markers right against the tokens.
	g.add("enc/diff-word-diff-markers", `
$ git diff --word-diff config/production.yml
@@ -12,4 +12,4 @@ sentry:
  environment: production
shopify:
  shop: acme-tee.myshopify.com
  access_token: [-«a»-]{+«b»+}
  api_version: 2025-04
`, V{"a": g.shpat(), "b": g.shpat()}, "shop: acme-tee.myshopify.com", "api_version: 2025-04")

	// ANSI colour escapes: a coloured diff captured raw, ESC[32m right
	// before the token line.
	g.add("enc/diff-ansi-color-raw", "\n$ git -c color.ui=always diff | cat -v\n^[[1mdiff --git a/deploy/.npmrc b/deploy/.npmrc^[[m\n^[[36m@@ -1,2 +1,2 @@^[[m\n registry=https://registry.npmjs.org/\n^[[31m-//registry.npmjs.org/:_authToken=«a»^[[m\n^[[32m+//registry.npmjs.org/:_authToken=«b»^[[m\n",
		V{"a": g.npmTok(), "b": g.npmTok()}, "registry=https://registry.npmjs.org/", "deploy/.npmrc")

	// ANSI escapes as \u001b in a JSON tool result holding diff output.
	g.add("enc/diff-ansi-u001b-json", `
{"type":"tool_result","tool_use_id":"toolu_«_t»","content":"\u001b[1mdiff --git a/.github/workflows/release.yml b/.github/workflows/release.yml\u001b[m\n\u001b[36m@@ -21,3 +21,3 @@\u001b[m\n       env:\n\u001b[32m+        TWINE_PASSWORD: «a»\u001b[m\n         TWINE_USERNAME: __token__\n"}
`, V{"_t": g.an(24), "a": g.pypiTok()}, "TWINE_USERNAME: __token__", `"type":"tool_result"`)

	// context diff (diff -c): ! lines for changed values.
	g.add("enc/diff-context-bang-lines", `
$ diff -c /etc/nginx/htpasswd.old /etc/nginx/sites-available/metrics.conf | head -20
*** 14,17 ****
      location /metrics {
          proxy_pass http://127.0.0.1:9100;
!         proxy_set_header Authorization "Bearer «a»";
      }
--- 14,17 ----
      location /metrics {
          proxy_pass http://127.0.0.1:9100;
!         proxy_set_header Authorization "Bearer «b»";
      }
`, V{"a": g.grafanaSA(), "b": g.grafanaSA()}, "proxy_pass http://127.0.0.1:9100;", "location /metrics {")

	// patch in mail format: + lines adding a TOML secret, with the
	// format-patch headers.
	g.add("enc/diff-format-patch-toml", `
From «_sha» Mon Sep 17 00:00:00 2001
From: Dana Koch <dana@acme.example>
Date: Thu, 12 Jun 2025 10:14:02 +0200
Subject: [PATCH] wrangler: add kv namespace and api token for the deploy script

---
 wrangler.toml | 3 +++
 1 file changed, 3 insertions(+)

diff --git a/wrangler.toml b/wrangler.toml
--- a/wrangler.toml
+++ b/wrangler.toml
@@ -8,3 +8,6 @@ compatibility_date = "2025-05-01"
+[vars]
+CLOUDFLARE_API_TOKEN = "«a»"
+KV_NAMESPACE_ID = "«_kv»"
`, V{"_sha": g.gitSHA(), "a": g.cfToken(), "_kv": g.hex(32)}, `compatibility_date = "2025-05-01"`, "wrangler.toml | 3 +++")
}

func (g *G) encMarkdown() {
	// markdown table with escaped pipes: \| inside a password cell.
	g.add("enc/md-table-escaped-pipe", `
## Staging accounts

| System | User | Password | Notes |
|---|---|---|---|
| Keycloak admin | admin | «a» | realm: acme-staging |
| RabbitMQ | mq-admin | «b» | vhost /staging |
`, V{"a": encMDPipe(g.encPw("|")), "b": encMDPipe(g.encPw("|!"))}, "| System | User | Password | Notes |", "realm: acme-staging")

	// markdown escapes: \_ in a token as a rich-text editor exports it.
	g.add("enc/md-escaped-underscores-token", encBT(`
### Runbook: rotate the Stripe webhook

1. Restricted key for the reconciler (copied from the dashboard):
   «a»
2. Webhook signing secret: «b»
3. Restart ˋreconcilerˋ in the ˋpaymentsˋ namespace.
`), V{"a": encMDEsc(g.rkLive()), "b": encMDEsc(g.whsec())}, "### Runbook: rotate the Stripe webhook", "namespace.")

	// markdown escapes: \* and \_ in a password in a Confluence export.
	g.add("enc/md-escaped-asterisk-password", `
**Wi-Fi Lager Porto**
SSID: ACME\_WH\_PORTO
Passwort: «a»
(gültig bis Ende Q3)
`, V{"a": encMDEsc(g.pick(pwWords...) + "*" + g.pick(pwWords...) + "_" + g.s(alDigit, 3) + "*")}, `SSID: ACME\_WH\_PORTO`, "(gültig bis Ende Q3)")

	// markdown table with <br> inside a cell between an id and a secret.
	g.add("enc/md-table-br-in-cell", `
| Provider | Credentials | Owner |
|----------|-------------|-------|
| Twilio (prod) | SID «_sid»<br>token «a» | @dana |
| Algolia | app «_app»<br>admin key «b» | @marco |
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_app": g.s(alUpNum, 10), "b": g.hex(32)}, "| Provider | Credentials | Owner |", "| @marco |")

	// markdown inline code with backticks in a table cell (ˋ…ˋ).
	g.add("enc/md-table-inline-code", encBT(`
| Env | Var | Value |
|-----|-----|-------|
| prod | ˋDOPPLER_TOKENˋ | ˋ«a»ˋ |
| prod | ˋLINEAR_API_KEYˋ | ˋ«b»ˋ |
| dev | ˋLOG_LEVELˋ | ˋdebugˋ |
`), V{"a": g.doppler(), "b": g.linear()}, "| dev |", "LOG_LEVEL")
}

func (g *G) encNumberedViews() {
	// cat -n: a token split by a backslash-newline inside double quotes,
	// continued on the next numbered line.
	tok := g.glpat()
	g.add("enc/catn-backslash-continued-token", `
$ cat -n scripts/release.sh
     1	#!/usr/bin/env bash
     2	set -euo pipefail
     3	export GITLAB_TOKEN="«a0»\
     4	«a1»"
     5	glab release create "v$VERSION" --notes-file CHANGELOG.md
`, V{"a0": tok[:17], "a1": tok[17:]}, `glab release create "v$VERSION" --notes-file CHANGELOG.md`, "set -euo pipefail")

	// editor view (N→): a PEM key whose body runs over numbered lines.
	k := g.rsaPEM()
	lines := strings.Split(k.body, "\n")
	var b strings.Builder
	v := V{}
	for i, l := range lines {
		key := fmt.Sprintf("k%d", i)
		v[key] = l
		fmt.Fprintf(&b, "%6d→  «%s»\n", 14+i, key)
	}
	g.add("enc/editor-view-arrow-pem", `
     1→# config/jwt.yml
     2→issuer: https://auth.acme-rent.example
     3→audience: acme-api
     ...
    12→signing_key: |
    13→  -----BEGIN RSA PRIVATE KEY-----
`+b.String()+fmt.Sprintf("%6d→", 14+len(lines))+`  -----END RSA PRIVATE KEY-----
`, v, "issuer: https://auth.acme-rent.example", "audience: acme-api")

	// less -N: a long line wrapped, continuation lines without a number.
	tok3 := g.openai()
	pre := "      4 OPENAI_API_KEY="
	v3 := V{}
	tl := encLines(v3, "t", encWidth(tok3, 80-len(pre), 72), "\n        ")
	g.add("enc/less-n-wrapped-continuation", `
      1 # ~/.config/aider/.env
      2 AIDER_MODEL=gpt-4o
      3 AIDER_AUTO_COMMITS=false
`+pre+tl+`
      5 AIDER_DARK_MODE=true
`, v3, "AIDER_AUTO_COMMITS=false", "AIDER_DARK_MODE=true")

	// cat -n of Python: a long key written as implicit string
	// concatenation over two lines to please the line-length linter.
	tok4 := g.openrouter()
	g.add("enc/catn-python-implicit-concat", `
$ cat -n app/llm.py | sed -n '8,14p'
     8	OPENROUTER_BASE = "https://openrouter.ai/api/v1"
     9	OPENROUTER_KEY = (
    10	    "«a0»"
    11	    "«a1»"
    12	)
    13	client = OpenAI(base_url=OPENROUTER_BASE, api_key=OPENROUTER_KEY)
`, V{"a0": tok4[:41], "a1": tok4[41:]}, `OPENROUTER_BASE = "https://openrouter.ai/api/v1"`, "client = OpenAI(base_url=OPENROUTER_BASE, api_key=OPENROUTER_KEY)")

	// editor view (N→) of Go: a token split by + concatenation.
	tok5 := g.ghp()
	g.add("enc/editor-view-go-concat", `
    21→// TODO: move to env before merging
    22→const botToken = "«a0»" +
    23→	"«a1»"
    24→
    25→func newClient() *github.Client { return github.NewClient(nil).WithAuthToken(botToken) }
`, V{"a0": tok5[:20], "a1": tok5[20:]}, "// TODO: move to env before merging", "github.NewClient(nil).WithAuthToken(botToken)")

	// grep -n with context: : and - prefixes before a key's lines.
	k6 := g.ecSEC1()
	l6 := strings.Split(k6.body, "\n")
	v6 := V{}
	var b6 strings.Builder
	for i, l := range l6 {
		key := fmt.Sprintf("k%d", i)
		v6[key] = l
		fmt.Fprintf(&b6, "deploy/roles/edge/files/edge.key-%d-«%s»\n", 2+i, key)
	}
	g.add("enc/grep-n-context-key-lines", `
$ grep -rn -A4 "BEGIN EC PRIVATE KEY" deploy/
deploy/roles/edge/files/edge.key:1:-----BEGIN EC PRIVATE KEY-----
`+b6.String()+fmt.Sprintf("deploy/roles/edge/files/edge.key-%d-", 2+len(l6))+`-----END EC PRIVATE KEY-----
`, v6, `grep -rn -A4 "BEGIN EC PRIVATE KEY" deploy/`)
}

func (g *G) encRegistryProps() {
	// registry export hex: a token stored as REG_BINARY, wrapped with ,\
	// continuation lines.
	tok := g.ghu()
	txt, runs := encRegHex("OAuthToken", "hex", []byte(tok))
	g.encRaw("enc/reg-hex-binary-token", `
PS C:\> reg export "HKCU\Software\AcmeSync\Auth" auth.reg /y; Get-Content auth.reg
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\AcmeSync\Auth]
"Server"="https://sync.acme-docs.example"
"User"="dkoch"
`+txt+`
"LastLogin"=dword:6849a3f2
`, runs, `"Server"="https://sync.acme-docs.example"`, "[HKEY_CURRENT_USER\\Software\\AcmeSync\\Auth]")

	// registry export hex(2): a REG_EXPAND_SZ password as UTF-16LE bytes.
	pw := g.encPw("!#")
	txt2, runs2 := encRegHex("DbPassword", "hex(2)", encUTF16LE(pw))
	g.encRaw("enc/reg-hex2-utf16-password", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\WOW6432Node\Kassensystem\Datenbank]
"Server"="KASSE-SRV\\SQLEXPRESS"
"Datenbank"="KASSE"
"Benutzer"="kasse_app"
`+txt2+`
`, runs2, `"Server"="KASSE-SRV\\SQLEXPRESS"`, `"Benutzer"="kasse_app"`)

	// registry export REG_SZ escapes: \\ and \" inside a quoted string.
	g.add("enc/reg-sz-escaped-backslash-quote", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\prod%20bastion]
"HostName"="bastion.acme.example"
"UserName"="ops"
"ProxyMethod"=dword:00000003
"ProxyHost"="proxy.corp.acme.local"
"ProxyUsername"="ACME\\dkoch"
"ProxyPassword"="«a»"
`, V{"a": encRegSZ(g.encPw(`\"`))}, `Sessions\prod%20bastion]`, `"ProxyUsername"="ACME\\dkoch"`, `"HostName"="bastion.acme.example"`)

	// registry export hex(7): a REG_MULTI_SZ list of connection strings,
	// one with a password.
	ms := "Server=sql01;Database=Lager;Integrated Security=True\x00Server=sql02;Database=Archiv;User Id=archiv;Password=" + g.pwURL() + "\x00\x00"
	txt3, runs3 := encRegHex("Connections", "hex(7)", encUTF16LE(ms)[:len(encUTF16LE(ms))-2])
	pwStart := strings.Index(ms, "Password=") + len("Password=")
	// the hex runs of the lines that hold the password's bytes
	var sec3 []string
	pos := 0
	for _, r := range runs3 {
		n := strings.Count(r, ",")
		if !strings.HasSuffix(r, ",") {
			n++
		}
		lo, hi := pos, pos+n
		pos = hi
		pwLo, pwHi := 2*pwStart, 2*(strings.Index(ms, "\x00\x00"))
		if hi > pwLo && lo < pwHi {
			sec3 = append(sec3, r)
		}
	}
	g.encRaw("enc/reg-hex7-multi-sz-connections", `
[HKEY_LOCAL_MACHINE\SOFTWARE\Acme\Lagerverwaltung]
"Version"="4.12.0"
`+txt3+`
`, sec3, `"Version"="4.12.0"`, "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Lagerverwaltung]")

	// Java properties: \uXXXX for non-ASCII and \: \# \= escapes, as
	// Properties.store writes a password.
	g.add("enc/props-store-unicode-escapes", `
#Generated by ConfigExporter
#Thu Jun 12 10:14:02 CEST 2025
spring.datasource.url=jdbc\:postgresql\://pg-lager.internal\:5432/lager
spring.datasource.username=lager_app
spring.datasource.password=«a»
spring.mail.host=smtp.ionos.de
spring.mail.password=«b»
`, V{"a": encProps(g.encPwUni() + ":"), "b": encProps(g.encPw("=#!"))}, `spring.datasource.url=jdbc\:postgresql\://pg-lager.internal\:5432/lager`, "spring.datasource.username=lager_app")

	// Java properties line continuation: a long signing key continued
	// with a backslash and indentation.
	key := g.b64(64)
	g.add("enc/props-line-continuation-key", `
# src/main/resources/application-prod.properties
app.jwt.issuer=https://api.acme-fit.example
app.jwt.signing-key=«a0»\
    «a1»\
    «a2»
app.jwt.ttl=PT15M
`, V{"a0": key[:30], "a1": key[30:60], "a2": key[60:]}, "app.jwt.issuer=https://api.acme-fit.example", "app.jwt.ttl=PT15M")

	// Java properties: \= and \: escapes in a stored JDBC URL whose
	// password is a query parameter.
	g.add("enc/props-escaped-jdbc-query-password", `
$ cat ~/.dbeaver-export/connection.properties
#DBeaver connection export
url=jdbc\:sqlserver\://sql-bi.corp.acme.local\:1433;databaseName\=BI;user\=bi_reader;password\=«a»;encrypt\=true
driver=com.microsoft.sqlserver.jdbc.SQLServerDriver
`, V{"a": encProps(g.encPw("=!#"))}, "driver=com.microsoft.sqlserver.jdbc.SQLServerDriver", `databaseName\=BI;user\=bi_reader`)

	// Java properties: gradle.properties signing passwords, one with a
	// backslash (\\).
	g.add("enc/props-gradle-signing-backslash", `
# ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
RELEASE_STORE_FILE=/home/dana/keys/acme-fit-upload.jks
RELEASE_STORE_PASSWORD=«a»
RELEASE_KEY_ALIAS=upload
RELEASE_KEY_PASSWORD=«b»
`, V{"a": encProps(g.encPw(`\`)), "b": encProps(g.encPw(`:\`))}, "RELEASE_STORE_FILE=/home/dana/keys/acme-fit-upload.jks", "RELEASE_KEY_ALIAS=upload")
}

func (g *G) encStackTraces() {
	// .NET stack trace quoting a connection string in the exception
	// message.
	g.add("enc/trace-dotnet-connection-string", `
Unhandled exception. System.ArgumentException: Format of the initialization string does not conform to specification starting at index 98.
   at System.Data.Common.DbConnectionOptions.GetKeyValuePair(String connectionString, Int32 currentPosition, StringBuilder buffer, Boolean useOdbcRules, String& keyname, String& keyvalue)
   at Acme.Billing.Data.DbFactory.Create() in /src/Acme.Billing/Data/DbFactory.cs:line 27
fail: Acme.Billing.Program[0]
      Could not open "Server=tcp:acme-billing.database.windows.net,1433;Database=billing;User ID=billing_api;Password=«a»;Encrypt=True;"
`, V{"a": g.encPw(`";=`)}, "acme-billing.database.windows.net,1433", "/src/Acme.Billing/Data/DbFactory.cs:line 27")

	// Java stack trace with a percent-encoded password in a JDBC URL.
	g.add("enc/trace-java-jdbc-url-percent", `
2025-06-12 10:14:02.118 ERROR 1 --- [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Exception during pool initialization.
java.sql.SQLException: Access denied for user 'catalog'@'10.4.2.17' (using password: YES)
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)
	at com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:815)
Caused by: url=jdbc:mysql://catalog:«a»@mysql-catalog.internal:3306/catalog?useSSL=true
`, V{"a": encPctAll(g.encPw("@:/%"))}, "mysql-catalog.internal:3306/catalog?useSSL=true", "HikariPool-1 - Exception during pool initialization.")

	// Python traceback: urlparse choking on a # in an unencoded
	// password; the URL and a fragment of the password are quoted.
	ppw1 := g.pick(pwWords...) + g.s(alDigit, 2)
	ppw2 := g.pick(pwWords...) + g.s(alDigit, 3)
	g.add("enc/trace-python-port-cast-fragment", `
Traceback (most recent call last):
  File "/app/worker.py", line 12, in <module>
    r = redis.from_url(os.environ["REDIS_URL"])
  File "/usr/local/lib/python3.12/site-packages/redis/utils.py", line 36, in from_url
    return Redis.from_url(url, **kwargs)
  File "/usr/local/lib/python3.12/urllib/parse.py", line 183, in port
    raise ValueError(f"Port could not be cast to integer value as {port!r}")
ValueError: Port could not be cast to integer value as '«a»'
(REDIS_URL was 'redis://default:«a»#«b»@redis-queue.internal:6379/0')
`, V{"a": ppw1, "b": ppw2}, "redis-queue.internal:6379/0", "/usr/local/lib/python3.12/urllib/parse.py")

	// Java stack trace: Spring's bind error quoting a property value in
	// a nested cause.
	g.add("enc/trace-spring-bind-value", `
***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to bind properties under 'acme.payments.adyen' to com.acme.payments.AdyenProperties:

    Property: acme.payments.adyen.api-key
    Value: "«a»"
    Origin: System Environment Property "ACME_PAYMENTS_ADYEN_API_KEY"
    Reason: java.lang.IllegalArgumentException: key must start with "AQE"
`, V{"a": "AQF" + g.b64u(88)}, `Origin: System Environment Property "ACME_PAYMENTS_ADYEN_API_KEY"`, "Failed to bind properties under 'acme.payments.adyen'")

	// .NET stack trace in a JSON log: the message with \" and \\ escapes
	// around a connection string.
	g.add("enc/trace-dotnet-json-log-escaped", `
{"Timestamp":"`+g.encTS()+`.118+00:00","Level":"Error","MessageTemplate":"Database migration failed","Exception":"Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user \"hr_app\"\r\n   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async)\r\n   at Acme.Hr.Migrations.Runner.RunAsync() in C:\\src\\Acme.Hr\\Migrations\\Runner.cs:line 44","Properties":{"ConnectionString":"Host=pg-hr.internal;Database=hr;Username=hr_app;Password=«a»","SourceContext":"Acme.Hr.Migrations.Runner"}}
`, V{"a": encJSON(g.encPw(`\"`))}, `"SourceContext":"Acme.Hr.Migrations.Runner"`, `password authentication failed for user \"hr_app\"`)
}

func (g *G) encJWTURLs() {
	// URL-safe base64 JWT segments in a URL fragment: an OIDC implicit
	// callback with id_token and access_token.
	g.add("enc/jwt-url-fragment-id-token", `
«_ip» - - [12/Jun/2025:09:14:52 +0000] "GET /static/js/main.«_h».js HTTP/1.1" 200 48211 "https://intranet.acme.example/callback#id_token=«a»&access_token=«b»&token_type=Bearer&expires_in=3599&state=«_s»" "Mozilla/5.0"
`, V{"_ip": g.encIP(), "_h": g.hex(8), "a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://login.acme.example","aud":"intranet","sub":"%s","nonce":"%s","exp":1749723292}`, g.uuid(), g.an(16))), "b": g.userJWT(), "_s": g.an(22)}, "token_type=Bearer&expires_in=3599", "https://intranet.acme.example/callback#id_token=")

	// JWT in a query string: a signed download link in an access log.
	g.add("enc/jwt-url-query-signed-download", `
«_ip» - - [12/Jun/2025:10:01:13 +0000] "GET /exports/orders-2025-05.csv?token=«a» HTTP/2.0" 200 1284113 "-" "curl/8.7.1"
`, V{"_ip": g.encIP(), "a": g.jwt("HS256", `{"path":"/exports/orders-2025-05.csv","exp":1749727273,"scope":"download"}`)}, "GET /exports/orders-2025-05.csv?token=", `"curl/8.7.1"`)

	// JWT inside a percent-encoded redirect parameter (its characters
	// need no encoding, the URL around it is encoded).
	g.add("enc/jwt-url-inside-encoded-redirect", `
302 Found
Location: https://app.acme-notes.example/login?returnTo=https%3A%2F%2Fdocs.acme-notes.example%2Fshared%3Fjwt%3D«a»%26page%3Donboarding
`, V{"a": g.userJWT()}, "returnTo=https%3A%2F%2Fdocs.acme-notes.example%2Fshared%3Fjwt%3D", "%26page%3Donboarding")

	// JWT as a URL path segment: a magic link.
	g.add("enc/jwt-url-path-segment-magic-link", `
[mailer] sent magic link to l.almeida@acme-tours.example: https://app.acme-tours.example/auth/magic/«a»/verify?redirect=%2Fbookings
`, V{"a": g.userJWT()}, "?redirect=%2Fbookings", "[mailer] sent magic link to l.almeida@acme-tours.example")

	// URL-safe base64 JWT payload carrying an API key, and the decoded
	// payload from a jwt CLI.
	ak := g.an(40)
	g.add("enc/jwt-payload-embeds-api-key", `
$ echo "$PARTNER_JWT" | jwt decode -
Token header
------------
{
  "typ": "JWT",
  "alg": "HS256"
}

Token claims
------------
{
  "partner": "acme-travel",
  "api_key": "«b»",
  "exp": 1767225600
}
$ echo "$PARTNER_JWT"
«a»
`, V{"b": ak, "a": g.jwt("HS256", `{"partner":"acme-travel","api_key":"`+ak+`","exp":1767225600}`)}, `"partner": "acme-travel"`, "jwt decode -")
}

func (g *G) encIDN() {
	// punycode host around a password URL: an FTP URL to a bakery's
	// IDN domain, the password percent-encoded.
	g.add("enc/idn-punycode-ftp-url", `
$ lftp -e "mirror -R ./public_html /htdocs; bye" "ftp://webmaster:«a»@ftp.xn--bckerei-schmidt-0kb.de"
Total: 12 directories, 188 files, 0 symlinks
`, V{"a": encPctAll(g.encPw("@!#"))}, "ftp.xn--bckerei-schmidt-0kb.de", "mirror -R ./public_html /htdocs; bye")

	// punycode hosts: an .env with an IDN SMTP host and its password.
	g.add("enc/idn-punycode-smtp-env", `
MAIL_HOST=mail.xn--mller-kva.de
MAIL_PORT=465
MAIL_USERNAME=shop@xn--mller-kva.de
MAIL_PASSWORD=«a»
MAIL_FROM_NAME="Müller Werkzeuge"
`, V{"a": g.encPw("!#")}, "MAIL_HOST=mail.xn--mller-kva.de", `MAIL_FROM_NAME="Müller Werkzeuge"`)

	// punycode host: curl shows the Unicode name and the xn-- form, with
	// basic auth in the URL.
	g.add("enc/idn-curl-unicode-and-punycode", `
$ curl -sv "https://admin:«a»@intranet.münchen-stadtwerke.example/api/status" 2>&1 | head -4
* Host intranet.xn--mnchen-stadtwerke-22b.example:443 was resolved.
* IPv4: «_ip»
*   Trying «_ip»:443...
* Server auth using Basic with user 'admin'
`, V{"a": encPctAll(g.encPw("@%")), "_ip": g.encIP()}, "intranet.xn--mnchen-stadtwerke-22b.example:443", "Server auth using Basic with user 'admin'")
}
