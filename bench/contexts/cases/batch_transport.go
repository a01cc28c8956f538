package cases

import (
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"unicode/utf16"
)

// transportCases adds credentials as they look after a transport or a
// storage encoding, in the raw messages, requests and files a coding agent
// reads.
// Sources: mail (.eml files, mbox and Maildir with quoted-printable
// bodies whose soft breaks at 76 columns cut a token, =3D and =20, RFC
// 2047 Q and B encoded-words in headers, multipart/mixed, related,
// alternative and signed messages with base64 parts wrapped at 76 columns
// holding an attached .env, kubeconfig, SSH key, AWS credentials CSV,
// appsettings.json, PFX, Docker config.json, wp-config.php, .pgpass or
// terraform.tfvars); raw HTTP/1.1 requests and responses (Authorization
// Basic, Bearer, token, AWS SigV4, Proxy-Authorization on CONNECT,
// Cookie, Set-Cookie with Laravel, WordPress and Spring remember-me
// cookies) from nc, Burp, mitmdump, tcpflow, ModSecurity audit logs and
// REST Client files; application/x-www-form-urlencoded bodies (%2B, %2F,
// %3D, + for space, Go's sorted url.Values), multipart/form-data with
// curl and WebKit boundaries, chunked transfer encoding whose hex chunk
// sizes cut a token; HAR files from Chrome, Firefox and Charles
// (request.headers, cookies, postData.params and text, base64 response
// content, _webSocketMessages); curl --trace-ascii, --trace and -v
// (HTTP/1.1 and HTTP/2), nghttp -v header frames; WebSocket frames
// (websocat, wscat, STOMP, Socket.IO, graphql-ws, tshark) and gRPC
// metadata (grpcurl -v, Go and Python servers); message brokers (kcat -J
// headers, kafka-console-consumer print.headers, Kafka REST proxy,
// Connect DLQ headers, rabbitmqadmin and the management API with base64
// payloads, SQS attributes, MQTT CONNECT in tshark, NATS CONNECT);
// mail protocols (swaks AUTH LOGIN and PLAIN with their 334 prompts,
// openssl s_client, curl and msmtp, IMAP LOGIN and AUTHENTICATE XOAUTH2,
// POP3 USER/PASS, FTP USER/PASS in curl and Wireshark); database wire
// protocols (Redis RESP in test fixtures, ngrep, tcpdump and nc,
// MONITOR; PostgreSQL cleartext password and SCRAM in tshark and xxd;
// MySQL login requests); data: URLs and inline source maps, JSON inside a
// JSON string inside a URL parameter, double percent-encoding, URL-encoded
// JSON in query strings, AWS federation sign-in URLs and Supabase
// base64- cookies; YAML block scalars (| and >-) in Kubernetes Secrets,
// cloud-init, Ansible and Helm values; Java .properties with \
// continuations, \uXXXX and Properties.store escapes; Windows .reg exports
// (REG_SZ, hex: and hex(2): values of Winlogon, TightVNC, PuTTY, WinSCP
// and HKCU\Environment); plist XML <data> in configuration profiles and
// defaults exports; keytool -list -v, PKCS#12 as base64 in Key Vault and
// Kubernetes Secrets; HTTP client debug output (smtplib, http.client,
// OkHttp, Apache HttpClient wire logs, httputil, axios, tshark). A secret
// is listed as it appears in the text: its encoded form, and each piece
// of 8 characters or more when a soft break, a base64 line, a chunk, a
// dump row or a trace line cuts it. Benign look-alikes: Message-IDs,
// MIME boundaries, DKIM and ARC signatures and body hashes, DKIM public
// keys, Content-IDs, base64 of public text, images and certificates,
// ETags, X-Request-Id, traceparent, CloudFront and S3 ids, Digest and SRI
// hashes, Sec-WebSocket-Key and Accept, gRPC trace ids, Kafka offsets and
// trace headers, RabbitMQ message ids, Redis run ids, SCRAM nonces and
// salts, certificate fingerprints and serials, PKCE challenges, Stripe
// publishable keys, masked values ([REDACTED], (redacted), <hidden>, ██,
// PROVIDED_BUT_REMOVED, /* secret */, [FILTERED], ******) and
// placeholders. The case names start with "transport/".
func (g *G) transportCases() {
	g.trMailQP()
	g.trMIME()
	g.trHTTPRaw()
	g.trForms()
	g.trHAR()
	g.trTraces()
	g.trStreams()
	g.trBrokers()
	g.trMailProto()
	g.trDBWire()
	g.trNested()
	g.trFileEnc()
	g.trWinMac()
	g.trClientDebug()
	g.trLookalikes()
}

// ---- helpers used only here ----

// trBT turns each ˋ into a backtick, which a Go raw string cannot hold.
func trBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// trAdd is add with the "transport/" prefix and "ˋ" standing for a
// backtick.
func (g *G) trAdd(name, tmpl string, v V, benign ...string) {
	for i := range benign {
		benign[i] = trBT(benign[i])
	}
	g.add("transport/"+name, trBT(tmpl), v, benign...)
}

// trRaw adds a case whose text an encoder built whole: each secret (a
// piece under 8 characters is skipped as too short to mean anything
// alone) becomes a placeholder at its first occurrence, and the filled
// text must come back unchanged.
func (g *G) trRaw(name, text string, secrets []string, benign ...string) {
	text = trBT(strings.TrimPrefix(text, "\n"))
	for i := range benign {
		benign[i] = trBT(benign[i])
	}
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
			if strings.Contains(text, s) {
				continue // inside a longer piece already placed
			}
			panic(name + ": secret piece not in text: " + s)
		}
		k := fmt.Sprintf("s%d", i)
		v[k] = s
		tmpl = tmpl[:j] + "«" + k + "»" + tmpl[j+len(s):]
	}
	g.add("transport/"+name, tmpl, v, benign...)
	if g.cases[len(g.cases)-1].Text != text {
		panic(name + ": text changed")
	}
}

// trCut returns the pieces of sub as the chunks (which joined make the
// encoded text sub sits in) cut it.
func trCut(chunks []string, sub string) []string {
	full := strings.Join(chunks, "")
	i := strings.Index(full, sub)
	if i < 0 {
		panic("trCut: not found: " + sub)
	}
	var out []string
	pos := 0
	for _, c := range chunks {
		lo, hi := max(i, pos), min(i+len(sub), pos+len(c))
		if lo < hi {
			out = append(out, full[lo:hi])
		}
		pos += len(c)
	}
	return out
}

// trQPEnc encodes one line as quoted-printable (RFC 2045): =, control
// characters and bytes above 126 as =XX, a space or tab ending the line
// as =20 or =09.
func trQPEnc(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case (c == ' ' || c == '\t') && i == len(s)-1:
			fmt.Fprintf(&b, "=%02X", c)
		case c == '=' || c > 126 || (c < 32 && c != '\t'):
			fmt.Fprintf(&b, "=%02X", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// trQPSoft cuts an encoded line into chunks of at most 75 characters, so
// that with the soft break's "=" no line is longer than 76, never inside
// an =XX escape.
func trQPSoft(enc string) []string {
	var out []string
	for len(enc) > 76 {
		c := 75
		if enc[c-1] == '=' {
			c--
		} else if enc[c-2] == '=' {
			c -= 2
		}
		out = append(out, enc[:c])
		enc = enc[c:]
	}
	return append(out, enc)
}

// trQP encodes a plain body as quoted-printable with soft line breaks and
// returns it with the pieces of each secret's encoded form.
func trQP(plain string, secrets ...string) (string, []string) {
	var out, pieces []string
	found := map[string]bool{}
	for _, line := range strings.Split(plain, "\n") {
		enc := trQPEnc(line)
		chunks := trQPSoft(enc)
		out = append(out, strings.Join(chunks, "=\n"))
		for _, s := range secrets {
			if strings.Contains(enc, trQPEnc(s)) {
				pieces = append(pieces, trCut(chunks, trQPEnc(s))...)
				found[s] = true
			}
		}
	}
	for _, s := range secrets {
		if !found[s] {
			panic("trQP: secret not in body")
		}
	}
	return strings.Join(out, "\n"), pieces
}

// trQWord is an RFC 2047 Q encoded-word of s (UTF-8).
func trQWord(s string) string { return "=?UTF-8?Q?" + trQEnc(s) + "?=" }

// trQEnc is the Q encoding of s: space as _, anything but letters, digits
// and !*+-/ as =XX.
func trQEnc(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		switch {
		case c == ' ':
			b.WriteByte('_')
		case 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte("!*+-/", c) >= 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "=%02X", c)
		}
	}
	return b.String()
}

// trB64E is the base64 (enc) of plain in lines of width characters (0:
// one line) with, for each secret in plain, the pieces of the run of
// characters its bytes are encoded in, cut by the lines.
func trB64E(enc *base64.Encoding, plain string, width int, secrets ...string) (string, []string) {
	e := enc.EncodeToString([]byte(plain))
	var lines []string
	if width == 0 {
		lines = []string{e}
	} else {
		lines = strings.Split(wrap(e, width), "\n")
	}
	var pieces []string
	for _, s := range secrets {
		if !strings.Contains(plain, s) {
			panic("trB64: secret not in plain text")
		}
		for from := 0; ; {
			i := strings.Index(plain[from:], s)
			if i < 0 {
				break
			}
			a := from + i
			b := a + len(s)
			from = b
			lo, hi := a/3*4, min(len(e), (b+2)/3*4)
			pos := 0
			for _, l := range lines {
				x, y := max(lo, pos), min(hi, pos+len(l))
				if x < y {
					pieces = append(pieces, e[x:y])
				}
				pos += len(l)
			}
		}
	}
	return strings.Join(lines, "\n"), pieces
}

// trB64 is trB64E with standard padded base64.
func trB64(plain string, width int, secrets ...string) (string, []string) {
	return trB64E(base64.StdEncoding, plain, width, secrets...)
}

// trWrapB64 is the lines of standard base64 of plain wrapped at width.
func trWrapB64(plain string, width int) []string {
	return strings.Split(wrap(b64s(plain), width), "\n")
}

// trPct percent-encodes every byte but A-Z a-z 0-9 - _ . ~ (as
// encodeURIComponent and urllib's quote(s, safe="") mostly do).
func trPct(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte("-_.~", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// trForm encodes s as a form or query value (space as +).
func trForm(s string) string { return url.QueryEscape(s) }

// trJS is the body of s as a JSON string (no HTML escaping).
func trJS(s string) string {
	var b strings.Builder
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(s); err != nil {
		panic(err)
	}
	r := strings.TrimSpace(b.String())
	return r[1 : len(r)-1]
}

// trSplit cuts s at the given offsets.
func trSplit(s string, at ...int) []string {
	var out []string
	prev := 0
	for _, a := range at {
		out = append(out, s[prev:a])
		prev = a
	}
	return append(out, s[prev:])
}

// trChunked writes body with chunked transfer encoding, cut at the given
// offsets, the size lines in lower-case hex; it returns the chunks too.
func trChunked(body string, at ...int) (string, []string) {
	chunks := trSplit(body, at...)
	var b strings.Builder
	for _, c := range chunks {
		fmt.Fprintf(&b, "%x\n%s\n", len(c), c)
	}
	b.WriteString("0\n")
	return b.String(), chunks
}

// trPrint is c as a dump shows it: printable ASCII or a dot.
func trPrint(c byte) byte {
	if c >= 0x20 && c < 0x7f {
		return c
	}
	return '.'
}

// trTraceASCII writes data as curl's --trace-ascii does: a header line
// with the label and size, then lines of at most 64 bytes prefixed with
// their offset, a CRLF ending a line early. It returns the pieces of each
// secret as the lines cut it.
func trTraceASCII(label, data string, secrets ...string) (string, []string) {
	lines := []string{fmt.Sprintf("%s, %d bytes (0x%x)", label, len(data), len(data))}
	type rng struct{ lo, hi int }
	var rs []rng
	const width = 0x40
	for i := 0; i < len(data); i += width {
		var b strings.Builder
		fmt.Fprintf(&b, "%04x: ", i)
		start, end := i, i
		for c := 0; c < width && i+c < len(data); c++ {
			if i+c+1 < len(data) && data[i+c] == '\r' && data[i+c+1] == '\n' {
				i += c + 2 - width
				break
			}
			b.WriteByte(trPrint(data[i+c]))
			end = i + c + 1
			if i+c+2 < len(data) && data[i+c+1] == '\r' && data[i+c+2] == '\n' {
				i += c + 3 - width
				break
			}
		}
		lines = append(lines, b.String())
		rs = append(rs, rng{start, end})
	}
	var pieces []string
	for _, s := range secrets {
		a := strings.Index(data, s)
		if a < 0 {
			panic("trTraceASCII: secret not in data")
		}
		for _, r := range rs {
			if lo, hi := max(a, r.lo), min(a+len(s), r.hi); lo < hi {
				pieces = append(pieces, data[lo:hi])
			}
		}
	}
	return strings.Join(lines, "\n"), pieces
}

// trHexDump writes data 16 bytes a line in one of three layouts: "curl"
// (curl --trace: offset, each byte as hex and a space, the text column),
// "xxd" and "tcpdump" (tcpdump -X), with the pieces of each secret: the
// hex of its bytes on a line (5 or more) and their text (8 or more).
func trHexDump(style string, data []byte, secrets ...string) (string, []string) {
	col := func(k int) int {
		if style == "curl" {
			return 3 * k
		}
		return k/2*5 + k%2*2
	}
	var lines, pieces []string
	type span struct{ a, b int }
	var spans []span
	for _, s := range secrets {
		a := strings.Index(string(data), s)
		if a < 0 {
			panic("trHexDump: secret not in data")
		}
		spans = append(spans, span{a, a + len(s)})
	}
	for off := 0; off < len(data); off += 16 {
		end := min(off+16, len(data))
		row := data[off:end]
		var hx strings.Builder
		for k := 0; k < 16; k++ {
			switch {
			case style == "curl" && k < len(row):
				fmt.Fprintf(&hx, "%02x ", row[k])
			case style == "curl":
				hx.WriteString("   ")
			case k < len(row):
				fmt.Fprintf(&hx, "%02x", row[k])
			default:
				hx.WriteString("  ")
			}
			if style != "curl" && k%2 == 1 && k < 15 {
				hx.WriteString(" ")
			}
		}
		var asc strings.Builder
		for _, c := range row {
			asc.WriteByte(trPrint(c))
		}
		h := hx.String()
		switch style {
		case "curl":
			lines = append(lines, fmt.Sprintf("%04x: %s%s", off, h, asc.String()))
		case "xxd":
			lines = append(lines, fmt.Sprintf("%08x: %s  %s", off, h, asc.String()))
		case "tcpdump":
			lines = append(lines, fmt.Sprintf("\t0x%04x:  %s  %s", off, h, asc.String()))
		}
		for _, sp := range spans {
			lo, hi := max(sp.a, off), min(sp.b, end)
			if hi-lo >= 5 {
				pieces = append(pieces, h[col(lo-off):col(hi-1-off)+2])
			}
			if hi-lo >= 8 {
				pieces = append(pieces, string(data[lo:hi]))
			}
		}
	}
	return strings.Join(lines, "\n"), pieces
}

// trRegHex writes a registry value as regedit exports it (hex:, hex(2):):
// bytes as hex joined by commas, lines of at most 80 characters continued
// with a backslash and indented two spaces; it returns the text and the
// run of hex on each line.
func trRegHex(name, typ string, data []byte) (string, []string) {
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

// trUTF16Z is s as UTF-16LE with a terminating NUL, as REG_SZ and
// REG_EXPAND_SZ hold it.
func trUTF16Z(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return append(b, 0, 0)
}

// ---- values used only here ----

// trPw is a human password with one of syms in it.
func (g *G) trPw(syms string) string {
	sym := func() string { return string(syms[g.r.IntN(len(syms))]) }
	return g.pick(pwWords...) + sym() + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "*", "-", ".", sym())
}

// trPass is a passphrase of four lower-case words.
func (g *G) trPass() string {
	w := make([]string, 4)
	for i := range w {
		w[i] = strings.ToLower(g.pick(pwWords...))
	}
	return strings.Join(w, " ")
}

// trGmailMID is a Message-ID as Gmail writes it.
func (g *G) trGmailMID() string {
	return "CA" + g.s(alAlnum, 2) + g.s(alAlnum+"+=_-", 44) + "@mail.gmail.com"
}

// trOutlookMID is a Message-ID as Exchange Online writes it.
func (g *G) trOutlookMID() string {
	srv := g.pick("AM9PR07MB", "DB9PR08MB", "PAXPR04MB", "VI1PR03MB") + g.digits(4)
	return srv + strings.ToUpper(g.hex(32)) + "@" + srv + ".eurprd0" + g.pick("3", "4", "7", "8") + ".prod.outlook.com"
}

// trQID is a Postfix long queue id.
func (g *G) trQID() string { return g.digits(1) + g.s(alUpper+alLower+alDigit, 14) }

// trGmailBoundary is a MIME boundary as Gmail writes it.
func (g *G) trGmailBoundary() string { return "000000000000" + g.hex(16) }

// trPyBoundary is a MIME boundary as Python's email package writes it.
func (g *G) trPyBoundary() string { return "===============" + g.digits(19) + "==" }

// trP12 is the DER of a PKCS#12 file: a real PFX header over random bytes.
func (g *G) trP12(n int) []byte {
	size := n + 12
	der := []byte{0x30, 0x82, byte(size >> 8), byte(size), 0x02, 0x01, 0x03, 0x30, 0x82, byte((n - 8) >> 8), byte(n - 8),
		0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01}
	return append(der, g.bytes(n-10)...)
}

// trPNG is the bytes of a small PNG: its signature and IHDR, then random
// bytes for the rest.
func (g *G) trPNG(n int) []byte {
	b := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x00\x20\x00\x00\x00\x20\x08\x06\x00\x00\x00")
	return append(b, g.bytes(n)...)
}

// trLaravelCk is a Laravel encrypted cookie value as sent (URL-encoded
// base64 of its JSON envelope).
func (g *G) trLaravelCk() string {
	return trForm(b64s(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(48+3*g.r.IntN(8)), g.hex(64))))
}

// trHATok is a Home Assistant long-lived access token.
func (g *G) trHATok() string {
	iat := 1718000000 + g.r.IntN(9000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}

// trRememberName is the name of Laravel's remember-me cookie for the web
// guard: "remember_web_" and the SHA-1 of the guard's class name.
var trRememberName = func() string {
	h := sha1.Sum([]byte(`Illuminate\Auth\SessionGuard`))
	return "remember_web_" + hex.EncodeToString(h[:])
}()

// trHostPub is an ssh-ed25519 public key line (a host or user key).
func trHostPub(g *G) string {
	_, pub := g.sshEd25519("")
	return pub
}

// trRSAPubB64 is the base64 DER of an RSA-2048 SubjectPublicKeyInfo (as
// a DKIM record's p= holds it), with a random modulus.
func (g *G) trRSAPubB64() string {
	der := []byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
		0x03, 0x82, 0x01, 0x0f, 0x00, 0x30, 0x82, 0x01, 0x0a, 0x02, 0x82, 0x01, 0x01, 0x00}
	mod := g.bytes(256)
	mod[0] |= 0x80
	der = append(append(der, mod...), 0x02, 0x03, 0x01, 0x00, 0x01)
	return base64.StdEncoding.EncodeToString(der)
}

// trReqID is an S3 request id.
func (g *G) trReqID() string { return strings.ToUpper(g.hex(16)) }

// ---- mail: .eml, mbox, quoted-printable, RFC 2047 ----

func (g *G) trMailQP() {
	{
		pw := g.trPw("=")
		qid, mid := g.trQID(), g.uuid()
		body, p := trQP(`Hallo Herr Krüger,

für Sie wurde ein Zugang zum Händlerportal eingerichtet. Bitte melden Sie sich innerhalb von 7 Tagen an und ändern Sie dann das Startpasswort.

Benutzername: m.krueger
Startpasswort: `+pw+`

Mit freundlichen Grüßen
Ihr IT-Service`, pw)
		g.trRaw("eml-qp-welcome-start-password", `
$ cat ~/Downloads/"Ihr neuer Zugang.eml"
Return-Path: <noreply@it.autohaus-nord.example>
Received: from mx02.autohaus-nord.example (mx02.autohaus-nord.example [192.0.2.44])
	by mail.example.net (Postfix) with ESMTPS id `+qid+`
	for <m.krueger@example.net>; Thu, 12 Jun 2025 09:14:03 +0200 (CEST)
From: IT-Service <noreply@it.autohaus-nord.example>
To: m.krueger@example.net
Subject: `+trQWord("Ihr neuer Zugang zum Händlerportal")+`
Date: Thu, 12 Jun 2025 09:13:58 +0200
Message-ID: <`+mid+`@it.autohaus-nord.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

`+body+`
`, p, qid, mid, "Benutzername: m.krueger")
	}
	{
		key := g.mailgun()
		body, p := trQP(`<html><body style="font-family:Helvetica,Arial,sans-serif;color:#333">
<p>Hi Priya,</p>
<p>Your domain <b>mg.acme-invoices.example</b> is verified. Use this key for the HTTP API:</p>
<p style="margin:12px 0;padding:8px;background:#f4f4f4"><span style="font-family:Menlo,Consolas,monospace;font-size:13px">Private API key: `+key+`</span></p>
<p>Keep it safe: anyone with this key can send mail as your domain.</p>
</body></html>`, key)
		g.trRaw("eml-qp-html-api-key-soft-break", `
$ sed -n '/^Content-Type: text\/html/,$p' welcome.eml
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

`+body+`
`, p, "mg.acme-invoices.example", "Keep it safe: anyone with this key can send mail as your domain.")
	}
	{
		tok := g.b64u(43)
		body, p := trQP(`Hi Jonas,

Marta Lindqvist invited you to join the "Nordic Sales" workspace on Acme CRM.

Accept the invitation: https://app.acme-crm.example/invite/accept?token=`+tok+`&email=jonas.berg%40example.org

This link expires in 7 days.`, tok)
		g.trRaw("mbox-qp-invite-link-token", `
$ grep -n '^From invites@' ~/Mail/INBOX | tail -1
18422:From invites@acme-crm.example  Wed Jun 11 16:02:41 2025
$ sed -n '18422,18450p' ~/Mail/INBOX
From invites@acme-crm.example  Wed Jun 11 16:02:41 2025
Return-Path: <invites@acme-crm.example>
From: Acme CRM <invites@acme-crm.example>
To: jonas.berg@example.org
Subject: You're invited to Nordic Sales on Acme CRM
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable
Status: RO

`+body+`
`, p, "jonas.berg%40example.org", "This link expires in 7 days.")
	}
	{
		pw1, pw2 := g.trPw("=ß"), g.trPw("=")
		body, p := trQP(`Moin zusammen,

hier die Zugänge für die Übergabe an das neue Team (bitte danach rotieren):

Host                 User       Passwort            
db-prod-01.int       app_rw     `+pw1+`   
db-stage-01.int      app_rw     `+pw2+`   

Gruß, Sven`, pw1, pw2)
		g.trRaw("eml-qp-db-handover-table", `
$ cat Uebergabe.eml | sed -n '/^Content-Transfer-Encoding/,$p'
Content-Transfer-Encoding: quoted-printable

`+body+`
`, p, "db-prod-01.int", "db-stage-01.int")
	}
	{
		code := g.hex(48)
		mid := g.trOutlookMID()
		body, p := trQP(`<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<body lang="EN-US" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">
<div class="WordSection1">
<p class="MsoNormal">Dear colleague,<o:p></o:p></p>
<p class="MsoNormal">Use the link below to set a new password for your HR portal account:<o:p></o:p></p>
<p class="MsoNormal"><a href="https://login.acme-hr.example/account/reset?code=`+code+`&amp;lang=en">Reset password</a><o:p></o:p></p>
<p class="MsoNormal">The link is valid for 30 minutes.<o:p></o:p></p>
</div>
</body>
</html>`, code)
		g.trRaw("eml-qp-outlook-reset-link", `
Message-ID: <`+mid+`>
Content-Type: text/html; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable

`+body+`
`, p, mid, "The link is valid for 30 minutes.")
	}
	{
		pw := g.trPw("#?=")
		subj := trQWord("Gäste-WLAN ab Montag: Passwort " + pw)
		g.trRaw("eml-rfc2047-q-subject-wifi-password", `
$ grep -m1 -A1 '^Subject:' ~/Maildir/cur/1749805221.M44712P3318.nb-office,S=4112:2,S
Subject: `+subj+`
From: Empfang <empfang@praxis-am-see.example>
`, []string{trQEnc(pw)}, "empfang@praxis-am-see.example")
	}
	{
		pw := g.trPw("!#%")
		w1 := "Shared-Login für den Hetzner-Account"
		w2 := " (Team Ops): ops@kanzlei-berg.example"
		e3, p := trB64(" / Passwort: "+pw, 0, pw)
		mid := g.trGmailMID()
		g.trRaw("eml-rfc2047-b-subject-shared-login", `
$ head -12 "Shared Login.eml"
Date: Mon, 16 Jun 2025 08:02:17 +0200
From: Lena Berg <lena.berg@gmail.com>
To: ops-team@kanzlei-berg.example
Message-ID: <`+mid+`>
Subject: =?UTF-8?B?`+b64s(w1)+`?=
 =?UTF-8?B?`+b64s(w2)+`?=
 =?UTF-8?B?`+e3+`?=
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="`+g.trGmailBoundary()+`"
`, p, mid, "ops-team@kanzlei-berg.example")
	}
	{
		tok, sec := g.hex(40), g.awsSecret()
		body, p := trQP(`deploy-frontend - Build # 412 - Failure:

Check console output at https://ci.acme-shop.example/job/deploy-frontend/412/ to view the results.

[...truncated 312 lines...]
+ aws configure set aws_secret_access_key `+sec+` --profile deploy
+ curl -fsS -X POST 'https://hooks.acme-shop.example/cdn/purge?token=`+tok+`&zone=storefront'
curl: (22) The requested URL returned error: 503
Build step 'Execute shell' marked build as failure
Finished: FAILURE`, sec, tok)
		g.trRaw("mbox-qp-jenkins-failure-console", `
From jenkins@ci.acme-shop.example Thu Jun 12 03:41:09 2025
From: Jenkins <jenkins@ci.acme-shop.example>
To: frontend-team@acme-shop.example
Subject: deploy-frontend - Build # 412 - Failure!
X-Jenkins-Job: deploy-frontend
X-Jenkins-Result: FAILURE
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

`+body+`
`, p, "X-Jenkins-Job: deploy-frontend", "Finished: FAILURE")
	}
	{
		psk := g.b64(24)
		body, p := trQP(`FYI, für das neue Büro in Graz.

---------- Forwarded message ---------
Von: Netzwerk-Team <netz@acme-bau.example>
Date: Di., 10. Juni 2025 um 14:22 Uhr
Subject: IPsec Site-to-Site Graz
To: <office-graz@acme-bau.example>

> Gegenstelle:   vpn-wien.acme-bau.example (198.51.100.17)
> IKE:           IKEv2, AES-256-GCM, DH group 20
> Pre-Shared-Key: `+psk+`
> Lokales Netz:  10.42.8.0/24`, psk)
		g.trRaw("eml-qp-forwarded-ipsec-psk", `
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

`+body+`
`, p, "vpn-wien.acme-bau.example (198.51.100.17)", "10.42.8.0/24")
	}
	{
		id, sec := g.awsID(), g.awsSecret()
		body, p := trQP(`<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><td style="padding:4px 8px;color:#555">Access key ID</td><td style="padding:4px 8px;font-family:Consolas,monospace;color:#1a1a1a">`+id+`</td></tr>
<tr><td style="padding:4px 8px;color:#555">Secret access key</td><td style="padding:4px 8px;font-family:Consolas,monospace;color:#1a1a1a">`+sec+`</td></tr>
<tr><td style="padding:4px 8px;color:#555">Sign-in URL</td><td style="padding:4px 8px">https://204817356290.signin.aws.amazon.com/console</td></tr>
</table>`, id, sec)
		g.trRaw("eml-qp-html-iam-keys-table", `
$ python3 -c 'import email,sys; m=email.message_from_file(open("iam-user.eml")); print(m.get_payload()[1].as_string())'
Content-Type: text/html; charset="utf-8"
MIME-Version: 1.0
Content-Transfer-Encoding: quoted-printable

`+body+`
`, p, "https://204817356290.signin.aws.amazon.com/console")
	}

	// benign: a newsletter whose click-tracking ids the soft breaks cut.
	{
		upn := g.b64u(180)
		body, _ := trQP(`<p style="margin:0 0 16px">What's new in June: faster builds, a new CLI and regional storage.</p>
<p><a href="https://click.news.acme-cloud.example/ls/click?upn=` + upn + `&c=` + g.digits(7) + `" style="color:#0a66c2">Read the changelog</a></p>
<p style="font-size:11px;color:#888">You receive this because you subscribed at acme-cloud.example. <a href="https://news.acme-cloud.example/unsubscribe?u=` + g.hex(24) + `">Unsubscribe</a></p>`)
		var keep []string
		for _, c := range trQPSoft(trQPEnc(`<p><a href="https://click.news.acme-cloud.example/ls/click?upn=` + upn)) {
			if strings.Contains(upn, c) && len(c) > 20 {
				keep = append(keep, c)
			}
		}
		g.trRaw("eml-qp-newsletter-tracking-links", `
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

`+body+`
`, nil, append(keep, "What's new in June")...)
	}
	{
		bh, sig, arcB := g.b64(32), g.b64(256), g.b64(256)
		mid, xg := g.trGmailMID(), g.b64(60)
		sl := strings.Split(wrap(sig, 68), "\n")
		al := strings.Split(wrap(arcB, 68), "\n")
		g.trRaw("eml-headers-dkim-arc-authres", `
$ sed -n '1,/^$/p' "Re: Q3 planning.eml"
Delivered-To: nora.kim@example.org
Received: by 2002:a05:7010:5f14:b0:3c1:9a2e:51f7 with SMTP id h20csp412887mdb;
        Fri, 13 Jun 2025 02:17:44 -0700 (PDT)
X-Google-Smtp-Source: `+xg+`
ARC-Seal: i=1; a=rsa-sha256; t=1749806264; cv=none;
        d=google.com; s=arc-20240605;
        b=`+strings.Join(al, "\n         ")+`
ARC-Authentication-Results: i=1; mx.google.com;
       dkim=pass header.i=@acme-labs.example header.s=google header.b=`+sig[:8]+`;
       spf=pass (google.com: domain of tomas@acme-labs.example designates 209.85.220.41 as permitted sender) smtp.mailfrom=tomas@acme-labs.example;
       dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=acme-labs.example
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;
        d=acme-labs.example; s=google; t=1749806263; x=1750411063; darn=example.org;
        h=to:subject:message-id:date:from:in-reply-to:references:mime-version
         :from:to:cc:subject:date:message-id:reply-to;
        bh=`+bh+`;
        b=`+strings.Join(sl, "\n         ")+`
Message-ID: <`+mid+`>
Subject: Re: Q3 planning
From: Tomas Ruiz <tomas@acme-labs.example>
To: Nora Kim <nora.kim@example.org>
`, nil, bh, sl[0], sl[1], al[0], xg, mid)
	}
	{
		b1 := "----=_Part_" + g.digits(4) + "_" + g.digits(9) + "." + g.digits(13)
		cid := g.hex(16)
		g.trRaw("eml-rfc2047-names-and-rfc2231-filename", `
From: =?UTF-8?B?`+b64s("Jürgen Weiß")+`?= <j.weiss@stahlbau-weiss.example>
To: =?iso-8859-1?Q?Fran=E7oise_Lef=E8vre?= <f.lefevre@example.fr>
Subject: =?UTF-8?Q?Angebot_f=C3=BCr_die_Hallenerweiterung_=E2=80=93_Rev._3?=
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="`+b1+`"

--`+b1+`
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Anbei das überarbeitete Angebot.

--`+b1+`
Content-Type: application/pdf; name="=?UTF-8?Q?Angebot_Gr=C3=B6=C3=9Fe_Rev3.pdf?="
Content-Disposition: attachment; filename*=UTF-8''Angebot%20Gr%C3%B6%C3%9Fe%20Rev3.pdf
Content-ID: <`+cid+`@stahlbau-weiss.example>
Content-Transfer-Encoding: base64
`, nil, b1, cid, "filename*=UTF-8''Angebot%20Gr%C3%B6%C3%9Fe%20Rev3.pdf", b64s("Jürgen Weiß"))
	}
	{
		tid := g.digits(7)
		body, _ := trQP(`Hello Ana,

The password for your Acme Cloud account ana.silva@example.com was changed on 12 June 2025 at 14:03 UTC from Lisbon, Portugal (Firefox on Windows).  

If you made this change, you don't need to do anything. If you didn't, reset your password right away at https://id.acme-cloud.example/recover?src=email&ticket=` + tid + ` and contact support.

Acme Cloud Security`)
		g.trRaw("eml-qp-password-changed-notice", `
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`+body+`
`, nil, tid, "Acme Cloud Security")
	}
	{
		body, _ := trQP(`Guten Tag Frau Öztürk,

Ihr Online-Zugang ist eingerichtet.

Benutzername: a.oeztuerk
Passwort:     ********  (erhalten Sie aus Sicherheitsgründen separat per SMS)

Beim ersten Login werden Sie aufgefordert, ein eigenes Passwort zu vergeben.`)
		g.trRaw("mbox-qp-password-sent-separately", `
From noreply@stadtwerke-nord.example  Fri Jun 13 10:00:12 2025
Subject: =?UTF-8?Q?Ihr_Online-Zugang_zu_Meine_Stadtwerke?=
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

`+body+`
`, nil, "Benutzername: a.oeztuerk", "Passwort:     ********")
	}
	{
		tenant, oid := g.uuid(), g.uuid()
		thread := g.b64u(48)
		conf := g.digits(3) + " " + g.digits(3) + " " + g.digits(3) + "#"
		meet := g.digits(3) + " " + g.digits(3) + " " + g.digits(3) + " " + g.digits(3)
		body, _ := trQP(`<div style="max-width:520px">
<span style="font-size:24px;font-weight:700">Microsoft Teams <span style="font-size:12px">Need help?</span></span><br>
<a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_` + thread + `%40thread.v2/0?context=%7b%22Tid%22%3a%22` + tenant + `%22%2c%22Oid%22%3a%22` + oid + `%22%7d" target="_blank">Join the meeting now</a><br>
<span>Meeting ID: ` + meet + `</span><br>
<span>Dial in by phone: +49 69 365 0000 Germany, Frankfurt. Phone conference ID: ` + conf + `</span>
</div>`)
		g.trRaw("eml-qp-teams-invite-ids", `
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

`+body+`
`, nil, "Meeting ID: "+meet, conf)
	}
}

// ---- MIME multipart with base64 parts ----

func (g *G) trMIME() {
	{
		appKey, pw, sk, pm := g.laravelKey(), g.pwStrong(), g.skTest(), g.uuid()
		env := `APP_NAME=shop-api
APP_ENV=staging
APP_KEY=` + appKey + `
APP_URL=https://staging.shop-api.example
LOG_CHANNEL=stack
DB_CONNECTION=pgsql
DB_HOST=staging-db.internal
DB_PORT=5432
DB_DATABASE=shop
DB_USERNAME=shop
DB_PASSWORD=` + pw + `
STRIPE_SECRET=` + sk + `
MAIL_MAILER=smtp
MAIL_HOST=smtp.postmarkapp.com
MAIL_USERNAME=` + pm + `
MAIL_PASSWORD=` + pm + `
`
		att, p := trB64(env, 76, appKey, pw, sk, pm)
		bnd := g.trPyBoundary()
		g.trRaw("mime-attached-dotenv", `
$ cat ~/Downloads/staging-env.eml
Content-Type: multipart/mixed; boundary="`+bnd+`"
MIME-Version: 1.0
From: sam.okafor@shop-api.example
To: dev-onboarding@shop-api.example
Subject: staging .env

--`+bnd+`
Content-Type: text/plain; charset="us-ascii"
MIME-Version: 1.0
Content-Transfer-Encoding: 7bit

Hi, attaching the .env for staging as discussed. Don't commit it.

--`+bnd+`
Content-Type: application/octet-stream
MIME-Version: 1.0
Content-Transfer-Encoding: base64
Content-Disposition: attachment; filename=".env"

`+att+`
--`+bnd+`--
`, p, bnd, "Don't commit it.")
	}
	{
		tok := g.k8sSAToken()
		kc := `apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority: ca-prod.crt
    server: https://k8s-prod.acme-retail.example:6443
  name: prod
contexts:
- context:
    cluster: prod
    namespace: ci
    user: deployer
  name: prod-deployer
current-context: prod-deployer
users:
- name: deployer
  user:
    token: ` + tok + `
`
		att, p := trB64(kc, 76, tok)
		srv := g.pick("AM9PR07MB", "DB9PR08MB") + g.digits(4)
		bnd := "_004_" + srv + strings.ToUpper(g.hex(24)) + srv + "eurp_"
		g.trRaw("mime-outlook-attached-kubeconfig", `
--`+bnd+`
Content-Type: application/octet-stream; name="kubeconfig-prod.yaml"
Content-Description: kubeconfig-prod.yaml
Content-Disposition: attachment; filename="kubeconfig-prod.yaml"; size=`+fmt.Sprint(len(kc))+`;
	creation-date="Wed, 11 Jun 2025 07:12:44 GMT";
	modification-date="Wed, 11 Jun 2025 07:12:44 GMT"
Content-Transfer-Encoding: base64

`+att+`

--`+bnd+`--
`, p, bnd, `filename="kubeconfig-prod.yaml"`)
	}
	{
		k, _ := g.sshEd25519("deploy@build-03")
		bnd := "------------" + g.an(24)
		att, p := trB64(k.block()+"\n", 72, k.body)
		g.trRaw("mime-thunderbird-attached-ssh-key", `
$ grep -n -B2 -A14 'filename="id_ed25519"' ~/.thunderbird/x8k2q1vd.default-release/ImapMail/imap.example.net/Sent
4418-
4419---`+bnd+`
4420-Content-Type: application/octet-stream; name="id_ed25519"
4421:Content-Disposition: attachment; filename="id_ed25519"
4422-Content-Transfer-Encoding: base64
4423-
`+func() string {
			var b strings.Builder
			for i, l := range strings.Split(att, "\n") {
				fmt.Fprintf(&b, "%d-%s\n", 4424+i, l)
			}
			return b.String()
		}()+fmt.Sprintf("%d-\n%d---%s--", 4424+strings.Count(att, "\n")+1, 4425+strings.Count(att, "\n")+1, bnd), p, bnd)
	}
	{
		id, sec := g.awsID(), g.awsSecret()
		csv := "Access key ID,Secret access key\n" + id + "," + sec + "\n"
		att, p := trB64(csv, 76, id, sec)
		bnd := g.trGmailBoundary()
		g.trRaw("mime-gmail-aws-access-keys-csv", `
--`+bnd+`
Content-Type: text/csv; charset="US-ASCII"; name="ci-deployer_accessKeys.csv"
Content-Disposition: attachment; filename="ci-deployer_accessKeys.csv"
Content-Transfer-Encoding: base64
Content-ID: <f_mbv2k8q10>
X-Attachment-Id: f_mbv2k8q10

`+att+`
--`+bnd+`--
`, p, bnd, "ci-deployer_accessKeys.csv")
	}
	{
		pw, cs := g.pw(), g.azSecret()
		js := `{
  "ConnectionStrings": {
    "Default": "Server=tcp:acme-orders.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=` + pw + `;Encrypt=True;Connection Timeout=30;"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "` + g.uuid() + `",
    "ClientId": "` + g.uuid() + `",
    "ClientSecret": "` + cs + `"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
`
		att, p := trB64("\ufeff"+js, 76, pw, cs)
		mid := g.trOutlookMID()
		g.trRaw("mime-attached-appsettings-json", `
Message-ID: <`+mid+`>
Content-Type: application/json; name="appsettings.Production.json"
Content-Disposition: attachment; filename="appsettings.Production.json"
Content-Transfer-Encoding: base64

`+att+`
`, p, mid, "appsettings.Production.json")
	}
	{
		pw := g.trPw("!#")
		txt := "Привет, Дима!\n\nДоступ к серверу мониторинга:\nhttps://grafana.stroy-monitor.example\nЛогин: admin\nПароль: " + pw + "\n\nПоменяй пароль после входа, пожалуйста.\n"
		body, p := trB64(txt, 76, pw)
		bnd := g.trGmailBoundary()
		g.trRaw("mime-gmail-base64-utf8-body", `
--`+bnd+`
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

`+body+`
--`+bnd+`
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: base64
`, p, bnd)
	}
	{
		pw := g.trPw("=!")
		pfx := string(g.trP12(700))
		att, p := trB64(pfx, 76, pfx)
		txt, p2 := trQP("Hallo Frau Demir,\n\nanbei das Wildcard-Zertifikat für *.mueller-logistik.example als PFX (inkl. privatem Schlüssel).\nKennwort für den Import: "+pw+"\n\nViele Grüße\nTim", pw)
		bnd := g.trPyBoundary()
		g.trRaw("mime-attached-pfx-with-password", `
Content-Type: multipart/mixed; boundary="`+bnd+`"
MIME-Version: 1.0
Subject: =?utf-8?q?Wildcard-Zertifikat_2025?=

--`+bnd+`
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

`+txt+`
--`+bnd+`
Content-Type: application/x-pkcs12
Content-Transfer-Encoding: base64
Content-Disposition: attachment; filename="wildcard_mueller-logistik_2025.pfx"

`+att+`
--`+bnd+`--
`, append(p2, p...), bnd, "wildcard_mueller-logistik_2025.pfx")
	}
	{
		tok := g.glpat()
		auth := b64s("ci-runner:" + tok)
		cfg := `{
	"auths": {
		"registry.gitlab.com": {
			"auth": "` + auth + `"
		}
	},
	"credsStore": ""
}`
		att, p := trB64(cfg, 76, auth)
		bnd := "Apple-Mail=_" + strings.ToUpper(g.uuid())
		g.trRaw("mime-apple-mail-docker-config-json", `
--`+bnd+`
Content-Disposition: attachment;
	filename=config.json
Content-Type: application/json;
	x-unix-mode=0644;
	name="config.json"
Content-Transfer-Encoding: base64

`+att+`
--`+bnd+`--
`, p, bnd, "x-unix-mode=0644")
	}
	{
		pw, k1, k2 := g.pwStrong(), g.s(alSalt, 64), g.s(alSalt, 64)
		php := `<?php
define( 'DB_NAME', 'wp_praxis' );
define( 'DB_USER', 'wp_praxis' );
define( 'DB_PASSWORD', '` + pw + `' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'AUTH_KEY',         '` + k1 + `' );
define( 'SECURE_AUTH_KEY',  '` + k2 + `' );
$table_prefix = 'wp_';
`
		att, p := trB64(php, 76, pw, k1, k2)
		bnd := "------------" + g.an(24)
		g.trRaw("mbox-sent-wp-config-attachment", `
$ awk '/filename="wp-config.php"/{f=1} f' ~/Mail/Sent | sed -n '1,20p'
Content-Disposition: attachment; filename="wp-config.php"
Content-Transfer-Encoding: base64

`+att+`
--`+bnd+`--
`, p, bnd)
	}
	{
		pw := g.pw()
		pg := "db-reporting.internal:5432:*:report_ro:" + pw + "\n"
		att, p := trB64(pg, 76, pw)
		bnd := g.trGmailBoundary()
		g.trRaw("mime-attached-pgpass", `
--`+bnd+`
Content-Type: application/octet-stream; name=".pgpass"
Content-Disposition: attachment; filename=".pgpass"
Content-Transfer-Encoding: base64
X-Attachment-Id: f_mbx41c7d0

`+att+`
--`+bnd+`--
`, p, bnd)
	}
	{
		cf, hc := g.cfToken(), g.an(64)
		tf := `cloudflare_api_token = "` + cf + `"
cloudflare_zone_id   = "` + g.hex(32) + `"
hcloud_token         = "` + hc + `"
location             = "fsn1"
server_type          = "cpx31"
`
		att, p := trB64(tf, 76, cf, hc)
		bnd := "Apple-Mail=_" + strings.ToUpper(g.uuid())
		g.trRaw("mime-apple-mail-terraform-tfvars", `
--`+bnd+`
Content-Disposition: attachment;
	filename=terraform.tfvars
Content-Type: application/octet-stream;
	x-unix-mode=0644;
	name="terraform.tfvars"
Content-Transfer-Encoding: base64

`+att+`
--`+bnd+`--
`, p, bnd, "filename=terraform.tfvars")
	}

	// benign: base64 of an inline image, a public text, a PGP signature,
	// an example env file and a calendar invitation.
	{
		png := trWrapB64(string(g.trPNG(380)), 76)
		cid := "ii_" + g.s(alLowNum, 11)
		bnd := g.trGmailBoundary()
		g.trRaw("mime-related-inline-png-logo", `
--`+bnd+`
Content-Type: image/png; name="logo.png"
Content-Disposition: inline; filename="logo.png"
Content-Transfer-Encoding: base64
Content-ID: <`+cid+`>
X-Attachment-Id: `+cid+`

`+strings.Join(png, "\n")+`
--`+bnd+`--
`, nil, cid, png[0], png[1], png[3], bnd)
	}
	{
		readme := `Acme Weather Data - Open Data Release 2025.06

This archive contains hourly temperature, precipitation and wind
measurements from 412 public stations. The data is released under
CC BY 4.0. Please cite "Acme Weather Open Data (2025)".
`
		l := trWrapB64(readme, 76)
		bnd := g.trPyBoundary()
		g.trRaw("mime-attached-public-readme", `
--`+bnd+`
Content-Type: text/plain; charset="utf-8"
MIME-Version: 1.0
Content-Transfer-Encoding: base64
Content-Disposition: attachment; filename="README.txt"

`+strings.Join(l, "\n")+`
--`+bnd+`--
`, nil, l[0], l[1], l[2], l[3], bnd)
	}
	{
		// an OpenPGP signature packet: old-format tag 2, v4, EdDSA, SHA-256
		pkt := append([]byte{0x88, 0x75, 0x04, 0x00, 0x16, 0x0a, 0x00, 0x1d, 0x16, 0x21}, g.bytes(109)...)
		sig := wrap(base64.StdEncoding.EncodeToString(pkt), 64)
		bnd := "------------" + g.an(24)
		g.trRaw("mime-multipart-signed-pgp", `
Content-Type: multipart/signed; micalg=pgp-sha256;
 protocol="application/pgp-signature";
 boundary="`+bnd+`"

This is an OpenPGP/MIME signed message (RFC 4880 and 3156)
--`+bnd+`
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 7bit

Release v2.8.1 is tagged and signed; checksums are in SHA256SUMS.

--`+bnd+`
Content-Type: application/pgp-signature; name="OpenPGP_signature.asc"
Content-Description: OpenPGP digital signature
Content-Disposition: attachment; filename="OpenPGP_signature.asc"

-----BEGIN PGP SIGNATURE-----

`+sig+`
=`+g.b64(3)+`
-----END PGP SIGNATURE-----

--`+bnd+`--
`, nil, bnd, strings.Split(sig, "\n")[0], "-----BEGIN PGP SIGNATURE-----")
	}
	{
		ex := `APP_ENV=local
APP_KEY=
DB_HOST=127.0.0.1
DB_DATABASE=shop
DB_USERNAME=shop
DB_PASSWORD=changeme
STRIPE_SECRET=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
MAIL_PASSWORD=${POSTMARK_TOKEN}
`
		l := trWrapB64(ex, 76)
		bnd := g.trPyBoundary()
		g.trRaw("mime-attached-env-example", `
--`+bnd+`
Content-Type: application/octet-stream
MIME-Version: 1.0
Content-Transfer-Encoding: base64
Content-Disposition: attachment; filename=".env.example"

`+strings.Join(l, "\n")+`
--`+bnd+`--
`, nil, l[0], l[1], l[2], l[3], bnd)
	}
	{
		uid := strings.ToUpper(g.uuid())
		ics := "BEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nDTSTART:20250617T080000Z\r\nDTEND:20250617T083000Z\r\nUID:" + uid + "\r\nSUMMARY:Incident review: checkout latency\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
		l := trWrapB64(ics, 76)
		bnd := g.trGmailBoundary()
		g.trRaw("mime-calendar-invite-base64", `
--`+bnd+`
Content-Type: text/calendar; charset="UTF-8"; method=REQUEST
Content-Transfer-Encoding: base64

`+strings.Join(l, "\n")+`
--`+bnd+`
Content-Type: application/ics; name="invite.ics"
Content-Disposition: attachment; filename="invite.ics"
`, nil, l[0], l[1], l[2], l[4], bnd)
	}
}

// ---- raw HTTP/1.1 requests and responses ----

func (g *G) trHTTPRaw() {
	g.trAdd("http-raw-basic-auth-nc", `
$ cat req/health-full.http
GET /api/v1/health/full HTTP/1.1
Host: 10.40.2.17:8080
Authorization: Basic «a»
Accept: application/json
Connection: close

$ nc 10.40.2.17 8080 < req/health-full.http
HTTP/1.1 200 OK
Content-Type: application/json
Content-Length: 71
X-Request-Id: «_rid»

{"status":"UP","db":"UP","queue":"UP","disk":{"free":"41G","used":"63%"}}
`, V{"a": b64s("admin:" + g.pw()), "_rid": g.uuid()}, "Host: 10.40.2.17:8080")

	g.trAdd("http-burp-raw-graphql-bearer", `
POST /graphql HTTP/2
Host: api.acme-shop.example
Cookie: _ga=GA1.1.«_ga»; cf_clearance=«=cf»
Content-Length: 78
Sec-Ch-Ua-Platform: "macOS"
Authorization: Bearer «a»
Accept-Language: en-US,en;q=0.9
Content-Type: application/json
Apollographql-Client-Name: storefront-web
Apollographql-Client-Version: 4.18.2
Origin: https://www.acme-shop.example
Referer: https://www.acme-shop.example/account
Accept-Encoding: gzip, deflate, br
Priority: u=1, i

{"operationName":"Me","variables":{},"query":"query Me { me { id email } }"}
`, V{"_ga": g.digits(10) + "." + g.digits(10), "=cf": g.b64u(43) + "-" + g.digits(10) + "-1.2.1.1-" + g.b64u(120), "a": g.userJWT()}, "Apollographql-Client-Version: 4.18.2")

	g.trAdd("http-proxy-authorization-connect", `
$ sudo tcpdump -i ens3 -A -s0 'tcp dst port 3128 and tcp[tcpflags] & tcp-push != 0' -c 1
tcpdump: verbose output suppressed, use -v[v]... for full protocol decode
listening on ens3, link-type EN10MB (Ethernet), snapshot length 262144 bytes
09:41:22.318007 IP build-07.ci.internal.51826 > proxy.corp.internal.3128: Flags [P.], seq 1:248, ack 1, win 502, length 247
E..+.K@.@..S
.(.....
CONNECT registry.npmjs.org:443 HTTP/1.1
Host: registry.npmjs.org:443
Proxy-Authorization: Basic «a»
User-Agent: npm/10.8.1 node/v20.15.0 linux x64 workspaces/false
Proxy-Connection: Keep-Alive

1 packet captured
`, V{"a": b64s("svc-ci:" + g.pwStrong())}, "registry.npmjs.org:443", "build-07.ci.internal.51826")

	{
		pw := g.trPw("&%+")
		g.trAdd("http-curl-i-laravel-login-cookies", `
$ curl -si -X POST https://portal.acme-hosting.example/login -d '_token=«=csrf»&email=ops%40acme-hosting.example&password=«a»'
HTTP/1.1 302 Found
Server: nginx
Date: Thu, 12 Jun 2025 10:22:31 GMT
Content-Type: text/html; charset=utf-8
Location: https://portal.acme-hosting.example/dashboard
Cache-Control: no-cache, private
Set-Cookie: XSRF-TOKEN=«=x»; expires=Thu, 12 Jun 2025 12:22:31 GMT; Max-Age=7200; path=/; secure; samesite=lax
Set-Cookie: acme_hosting_session=«b»; expires=Thu, 12 Jun 2025 12:22:31 GMT; Max-Age=7200; path=/; secure; httponly; samesite=lax
Set-Cookie: «_rn»=«c»; expires=Mon, 11 Jun 2030 10:22:31 GMT; Max-Age=157680000; path=/; secure; httponly; samesite=lax
`, V{"=csrf": g.an(40), "a": trForm(pw), "=x": g.trLaravelCk(), "b": g.trLaravelCk(), "c": g.trLaravelCk(), "_rn": trRememberName}, "email=ops%40acme-hosting.example")
	}

	g.trAdd("http-copy-request-headers-django-session", `
GET /admin/orders/order/?status__exact=open HTTP/1.1
Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8
Accept-Encoding: gzip, deflate, br, zstd
Accept-Language: de-DE,de;q=0.9,en;q=0.8
Connection: keep-alive
Cookie: _ga=GA1.1.«_ga»; _ga_«_gaid»=GS1.1.«_gs»; csrftoken=«=csrf»; sessionid=«a»
Host: admin.acme-shop.example
Referer: https://admin.acme-shop.example/admin/orders/
Sec-Fetch-Dest: document
Sec-Fetch-Mode: navigate
Upgrade-Insecure-Requests: 1
User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36
`, V{"_ga": g.digits(10) + "." + g.digits(10), "_gaid": g.s(alUpNum, 10), "_gs": g.digits(10) + ".3.1." + g.digits(10) + ".0.0.0", "=csrf": g.an(32), "a": g.djangoSession()}, "status__exact=open")

	{
		pw := g.trPw(`"\`)
		g.trAdd("http-burp-login-json-and-tokens", `
POST /api/auth/login HTTP/1.1
Host: api.acme-fitness.example
Content-Type: application/json
Content-Length: 79
X-Client-Version: ios/7.12.0 (2411)

{"email":"m.tanaka@example.jp","password":"«a»","deviceId":"«_dev»"}

HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
X-Request-Id: «_rid»

{"accessToken":"«b»","refreshToken":"«c»","expiresIn":900,"userId":«_uid»}
`, V{"a": trJS(pw), "_dev": strings.ToUpper(g.uuid()), "_rid": g.uuid(), "b": g.userJWT(), "c": g.b64u(64), "_uid": g.digits(7)}, "X-Client-Version: ios/7.12.0 (2411)")
	}

	g.trAdd("http-raw-s3-sigv4-session-token", `
PUT /exports/2025-06-12/orders.parquet HTTP/1.1
Host: acme-analytics-exports.s3.eu-west-1.amazonaws.com
User-Agent: aws-sdk-go-v2/1.30.0 os/linux lang/go#1.22.4 md/GOOS#linux md/GOARCH#amd64 api/s3#1.56.1
Content-Length: 18233401
Content-Type: application/octet-stream
X-Amz-Content-Sha256: «_sha»
X-Amz-Date: 20250612T031502Z
X-Amz-Security-Token: «a»
Authorization: AWS4-HMAC-SHA256 Credential=«=kid»/20250612/eu-west-1/s3/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=«=sig»
Expect: 100-continue
`, V{"_sha": g.hex(64), "a": g.awsSession(), "=kid": g.awsTempID(), "=sig": g.hex(64)}, "acme-analytics-exports.s3.eu-west-1.amazonaws.com")

	g.trAdd("http-raw-token-endpoint-response", `
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
Cache-Control: no-cache, no-store, max-age=0, must-revalidate
Pragma: no-cache
Date: Thu, 12 Jun 2025 08:03:11 GMT
Server: scaffolding on HTTPServer2
Alt-Svc: h3=":443"; ma=2592000

{
  "access_token": "«a»",
  "expires_in": 3599,
  "refresh_token": "«b»",
  "scope": "https://www.googleapis.com/auth/drive.readonly openid",
  "token_type": "Bearer",
  "id_token": "«c»"
}
`, V{"a": g.ya29(), "b": g.gRefresh(), "c": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"%s.apps.googleusercontent.com","sub":"%s","email":"ops@example.com","iat":1749715391,"exp":1749718991}`, g.digits(12), g.digits(21)))}, "Server: scaffolding on HTTPServer2")

	g.trAdd("http-mitmdump-flow-detail", `
$ mitmdump -p 8081 --flow-detail 2 '~d api.github.com'
[09:12:44.118] Loading script addons
[09:12:44.120] HTTP(S) proxy listening at *:8081.
127.0.0.1:52144: POST https://api.github.com/graphql HTTP/2.0
    authorization: bearer «a»
    user-agent: gh/2.52.0 (linux)
    content-type: application/json; charset=utf-8
    accept: application/vnd.github.merge-info-preview+json
    content-length: 214
 << HTTP/2.0 200 OK 1.4k
    date: Thu, 12 Jun 2025 09:12:51 GMT
    content-type: application/json; charset=utf-8
    x-oauth-scopes: gist, read:org, repo, workflow
    x-github-media-type: github.v4; format=json
    x-ratelimit-remaining: 4981
    x-github-request-id: «_gh»
`, V{"a": g.gho(), "_gh": fmt.Sprintf("%s:%s:%s:%s:%s", strings.ToUpper(g.hex(4)), strings.ToUpper(g.hex(5)), strings.ToUpper(g.hex(7)), strings.ToUpper(g.hex(7)), strings.ToUpper(g.hex(8)))}, "x-oauth-scopes: gist, read:org, repo, workflow")

	g.trAdd("http-rest-client-file-api-key", `
$ cat billing.http
@baseUrl = https://api.acme-billing.example/v2
@token = «a»

### list open invoices
GET {{baseUrl}}/invoices?status=open&limit=20
Authorization: Bearer {{token}}
X-Api-Key: «b»
Accept: application/json

### get one invoice
GET {{baseUrl}}/invoices/inv_«_inv»
Authorization: Bearer {{token}}
`, V{"a": "sk_prod_" + g.an(40), "b": g.hex(32), "_inv": g.an(14)}, "Authorization: Bearer {{token}}", "@baseUrl = https://api.acme-billing.example/v2")

	g.trAdd("http-tcpflow-basic-auth-router", `
$ sudo tcpflow -c -i eth0 port 80
tcpflow: listening on eth0
192.168.001.023.51234-192.168.001.001.00080: GET /cgi-bin/luci/admin/status HTTP/1.1
Host: 192.168.1.1
Authorization: Basic «a»
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0
Accept: text/html

192.168.001.001.00080-192.168.001.023.51234: HTTP/1.1 200 OK
Server: uhttpd
Content-Type: text/html; charset=UTF-8
`, V{"a": b64s("root:" + g.pwURL())}, "192.168.001.023.51234-192.168.001.001.00080")

	g.trAdd("http-raw-spring-remember-me", `
GET /app/reports/monthly HTTP/1.1
Host: intranet.acme-insure.example
Cookie: JSESSIONID=«a»; remember-me=«b»
Accept: text/html
`, V{"a": strings.ToUpper(g.hex(32)), "b": b64raw("j.doe:" + g.digits(13) + ":SHA256:" + g.hex(64))}, "intranet.acme-insure.example")

	// benign: headers full of random-looking ids, a digest exchange,
	// masked values and placeholders.
	g.trAdd("http-head-cloudfront-s3-ids", `
$ curl -sI https://static.acme-cdn.example/app/main.4f3c2a1b.js
HTTP/2 200
content-type: application/javascript
content-length: 482113
last-modified: Wed, 11 Jun 2025 17:40:02 GMT
x-amz-id-2: «_id2»
x-amz-request-id: «_rid»
x-amz-version-id: «_vid»
etag: "«_etag»"
cache-control: public, max-age=31536000, immutable
x-cache: Hit from cloudfront
via: 1.1 «_via».cloudfront.net (CloudFront)
x-amz-cf-pop: FRA56-P3
x-amz-cf-id: «_cfid»
age: 8123
`, V{"_id2": g.b64(56), "_rid": g.trReqID(), "_vid": g.b64u(32), "_etag": g.hex(32), "_via": g.hex(32), "_cfid": g.b64u(54) + "=="})

	g.trAdd("http-curl-v-digest-auth-exchange", `
$ curl -v --digest -u admin https://nvr-01.lan/ISAPI/System/deviceInfo
Enter host password for user 'admin':
> GET /ISAPI/System/deviceInfo HTTP/1.1
> Host: nvr-01.lan
> User-Agent: curl/8.5.0
>
< HTTP/1.1 401 Unauthorized
< WWW-Authenticate: Digest qop="auth", realm="IP Camera(C2194)", nonce="«_nonce»", stale="FALSE", opaque="«_op»"
< Content-Length: 178
<
* Issue another request to this URL: 'https://nvr-01.lan/ISAPI/System/deviceInfo'
> GET /ISAPI/System/deviceInfo HTTP/1.1
> Host: nvr-01.lan
> Authorization: Digest username="admin", realm="IP Camera(C2194)", nonce="«_nonce»", uri="/ISAPI/System/deviceInfo", cnonce="«_cn»", nc=00000001, qop=auth, response="«=resp»", opaque="«_op»"
> User-Agent: curl/8.5.0
>
< HTTP/1.1 200 OK
< Content-Type: application/xml
`, V{"_nonce": g.b64(40), "_op": g.hex(32), "_cn": g.hex(32), "=resp": g.hex(32)}, "Enter host password for user 'admin':")

	g.trAdd("http-envoy-debug-masked-headers", `
[2025-06-12 10:04:19.118][31][debug][http] [source/common/http/conn_manager_impl.cc:1150] [Tags: "ConnectionId":"4127","StreamId":"«_sid»"] request headers complete (end_stream=true):
':authority', 'orders.internal:8080'
':path', '/v1/orders?limit=50'
':method', 'GET'
'authorization', 'Bearer [REDACTED]'
'cookie', 'session=<redacted>'
'x-request-id', '«_rid»'
'x-b3-traceid', '«_tid»'
'x-envoy-expected-rq-timeout-ms', '15000'
`, V{"_sid": g.digits(19), "_rid": g.uuid(), "_tid": g.hex(32)}, "'Bearer [REDACTED]'", "'session=<redacted>'")

	g.trAdd("http-set-cookie-consent-bot-management", `
$ curl -sI https://www.acme-travel.example/ | grep -i '^set-cookie'
set-cookie: __cf_bm=«_bm»-«_ts»-1.0.1.1-«_bm2»; path=/; expires=Thu, 12-Jun-25 10:52:41 GMT; domain=.acme-travel.example; HttpOnly; Secure; SameSite=None
set-cookie: _cfuvid=«_uv»-«_ts2»-0.0.1.1-604800000; path=/; domain=.acme-travel.example; HttpOnly; Secure; SameSite=None
set-cookie: OptanonAlertBoxClosed=2025-06-12T10:22:41.118Z; Path=/; Expires=Fri, 12 Jun 2026 10:22:41 GMT
set-cookie: ab_bucket=checkout_v3_b; Path=/; Max-Age=2592000
set-cookie: locale=de-DE; Path=/; Max-Age=31536000
`, V{"_bm": g.b64u(43), "_ts": "1749723761", "_bm2": g.b64u(86), "_uv": g.b64u(40), "_ts2": "1749723761118"}, "ab_bucket=checkout_v3_b")

	g.trAdd("http-401-unexpanded-placeholder", `
$ curl -si 'https://api.acme-maps.example/v3/geocode?q=Alexanderplatz' -H 'Authorization: Bearer ${ACME_MAPS_TOKEN}'
HTTP/1.1 401 Unauthorized
Content-Type: application/json
WWW-Authenticate: Bearer realm="acme-maps", error="invalid_token", error_description="The access token is malformed"
X-Request-Id: «_rid»

{"error":"invalid_token","message":"The access token is malformed","request_id":"«_rid»"}
`, V{"_rid": g.uuid()}, "Bearer ${ACME_MAPS_TOKEN}")
}

// ---- form bodies, multipart/form-data and chunked transfer ----

func (g *G) trForms() {
	{
		cs, pw := g.b64(30), g.trPw("!@&")
		g.trAdd("form-nc-oauth-password-grant-sorted", `
$ nc -l 8080
POST /oauth/token HTTP/1.1
Host: localhost:8080
User-Agent: Go-http-client/1.1
Content-Length: «=len»
Content-Type: application/x-www-form-urlencoded
Accept-Encoding: gzip

client_id=mobile-app&client_secret=«a»&grant_type=password&password=«b»&scope=openid+offline_access&username=j.doe%40acme.example
`, V{"=len": fmt.Sprint(140 + len(trForm(cs)) + len(trForm(pw))), "a": trForm(cs), "b": trForm(pw)}, "username=j.doe%40acme.example", "scope=openid+offline_access")
	}
	g.trAdd("form-flask-debug-raw-body-client-secret", `
[2025-06-12 11:02:44,118] DEBUG in auth: raw body b'grant_type=client_credentials&client_id=billing-worker&client_secret=«a»&audience=https%3A%2F%2Fapi.acme-pay.example%2F'
[2025-06-12 11:02:44,121] INFO in auth: token issued for client_id=billing-worker scope=payouts:write
`, V{"a": trForm(g.b64(32))}, "audience=https%3A%2F%2Fapi.acme-pay.example%2F", "client_id=billing-worker")

	g.trAdd("form-nginx-request-body-passphrase", `
$ sudo tail -n 3 /var/log/nginx/login_debug.log
10.0.3.7 - [12/Jun/2025:09:14:03 +0000] "POST /login HTTP/1.1" 302 "csrf_token=«=csrf»&email=ana%40acme-notes.example&password=«a»&remember=1"
10.0.3.7 - [12/Jun/2025:09:14:03 +0000] "GET /app HTTP/1.1" 200 "-"
10.0.3.9 - [12/Jun/2025:09:14:09 +0000] "GET /healthz HTTP/1.1" 200 "-"
`, V{"=csrf": g.hex(40), "a": trForm(g.trPass())}, "email=ana%40acme-notes.example", "GET /healthz HTTP/1.1")

	{
		uid := strings.ToUpper(g.an(27))
		md := g.hex(32)
		g.trAdd("form-modsecurity-audit-wp-login", `
--8c2d41f3-A--
[12/Jun/2025:09:14:03.118201 +0000] «_uid» 203.0.113.50 52144 10.0.0.5 443
--8c2d41f3-B--
POST /wp-login.php HTTP/1.1
Host: blog.acme-praxis.example
Content-Type: application/x-www-form-urlencoded
Content-Length: 124
Cookie: wordpress_test_cookie=WP%20Cookie%20check

--8c2d41f3-C--
log=admin&pwd=«a»&wp-submit=Log+In&redirect_to=https%3A%2F%2Fblog.acme-praxis.example%2Fwp-admin%2F&testcookie=1
--8c2d41f3-F--
HTTP/1.1 302 Found
Set-Cookie: wordpress_sec_«_md»=«b»; path=/wp-content/plugins; secure; HttpOnly
Set-Cookie: wordpress_logged_in_«_md»=«c»; path=/; secure; HttpOnly
Location: https://blog.acme-praxis.example/wp-admin/

--8c2d41f3-Z--
`, V{"_uid": uid, "a": trForm(g.trPw("#&")), "_md": md, "b": "admin%7C1749900843%7C" + g.an(43) + "%7C" + g.hex(64), "c": "admin%7C1749900843%7C" + g.an(43) + "%7C" + g.hex(64)}, "wordpress_test_cookie=WP%20Cookie%20check")
	}

	g.trAdd("form-burp-laravel-login", `
POST /login HTTP/1.1
Host: crm.acme-immo.example
Cookie: XSRF-TOKEN=«=x»; acme_immo_session=«a»
Content-Type: application/x-www-form-urlencoded
Origin: https://crm.acme-immo.example

_token=«=t»&email=makler%40acme-immo.example&password=«b»&remember=on
`, V{"=x": g.trLaravelCk(), "a": g.trLaravelCk(), "=t": g.an(40), "b": trForm(g.trPw("+/ "))}, "email=makler%40acme-immo.example")

	g.trAdd("form-requests-prepared-body-slack", `
>>> req = requests.Request("POST", "https://slack.com/api/chat.postMessage", data={"token": TOKEN, "channel": "C06ABQ2K1LM", "text": "Deploy finished ✅"}).prepare()
>>> req.body
'token=«a»&channel=C06ABQ2K1LM&text=Deploy+finished+%E2%9C%85'
>>> req.headers
{'Content-Length': '«=len»', 'Content-Type': 'application/x-www-form-urlencoded'}
`, V{"a": g.xoxb(), "=len": fmt.Sprint(110 + g.r.IntN(5))}, "channel=C06ABQ2K1LM", "text=Deploy+finished+%E2%9C%85")

	{
		bnd := "------------------------" + g.hex(16)
		g.trAdd("multipart-echo-server-api-key-field", `
$ docker logs http-echo --tail 30
-----------------
{"path":"/v1/import","method":"POST","headers":{"host":"localhost:8080","user-agent":"curl/8.5.0","content-length":"402","content-type":"multipart/form-data; boundary=«_b»"}}
--«_b»
Content-Disposition: form-data; name="api_key"

«a»
--«_b»
Content-Disposition: form-data; name="dataset"

web-traffic-2025-06
--«_b»
Content-Disposition: form-data; name="file"; filename="report.csv"
Content-Type: text/csv

date,visits,signups
2025-06-10,18233,412
2025-06-11,17410,388

--«_b»--
`, V{"_b": bnd, "a": "ak_live_" + g.an(32)}, "web-traffic-2025-06")
	}
	{
		k := g.pkcs8RSAPEM()
		g.trAdd("multipart-devtools-service-account-upload", `
------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="name"

bigquery-export
------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="credentials"; filename="acme-analytics-4f2a1c.json"
Content-Type: application/json

{
  "type": "service_account",
  "project_id": "acme-analytics",
  "private_key_id": "«_kid»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-export@acme-analytics.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "token_uri": "https://oauth2.googleapis.com/token"
}
------WebKitFormBoundary«_b»--
`, V{"_b": g.an(16), "_kid": g.hex(40), "a": jsonEsc(k.body), "_cid": g.digits(21)}, "bq-export@acme-analytics.iam.gserviceaccount.com")
	}
	g.trAdd("multipart-burp-login-form", `
POST /auth/login HTTP/1.1
Host: erp.acme-moebel.example
Content-Type: multipart/form-data; boundary=----WebKitFormBoundary«_b»
Content-Length: 487

------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="csrfmiddlewaretoken"

«=csrf»
------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="username"

lager.leitung
------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="password"

«a»
------WebKitFormBoundary«_b»--
`, V{"_b": g.an(16), "=csrf": g.an(64), "a": g.pw()}, "lager.leitung")

	{
		key := "lk_" + g.an(40)
		body := `{"source":"edge-fra1","apiKey":"` + key + `","events":[{"ts":1749723761,"level":"warn","msg":"upstream timeout"}]}`
		cut := strings.Index(body, key) + 11 + g.r.IntN(20)
		ch, chunks := trChunked(body, cut)
		g.trRaw("chunked-request-api-key-split", `
$ cat captured/ingest-request.txt
POST /v1/ingest HTTP/1.1
Host: ingest.acme-logs.example
User-Agent: vector/0.39.0
Content-Type: application/json
Transfer-Encoding: chunked

`+ch, trCut(chunks, key), "ingest.acme-logs.example", "User-Agent: vector/0.39.0")
	}
	{
		id, sec := "orders-sync", g.an(32)
		at, rt := g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","aud":"orders","exp":%d}`, id, 1749727361)), g.b64u(48)
		body := `{"access_token":"` + at + `","token_type":"Bearer","expires_in":3600,"refresh_token":"` + rt + `"}`
		c1 := strings.Index(body, at) + 150 + g.r.IntN(100)
		c2 := strings.Index(body, rt) + 10 + g.r.IntN(20)
		ch, chunks := trChunked(body, c1, c2)
		g.trRaw("chunked-curl-raw-token-response", `
$ curl --raw -si https://auth.acme-orders.example/oauth2/token -u `+id+`:`+sec+` -d grant_type=client_credentials
HTTP/1.1 200 OK
Date: Thu, 12 Jun 2025 10:22:41 GMT
Content-Type: application/json
Transfer-Encoding: chunked
Connection: keep-alive

`+ch, append(append([]string{sec}, trCut(chunks, at)...), trCut(chunks, rt)...), "grant_type=client_credentials")
	}
	sid := "AC" + g.hex(32)
	g.trAdd("form-nc-twilio-basic-and-body", `
$ nc -l 9000
POST /2010-04-01/Accounts/«_sid»/Messages.json HTTP/1.1
Host: localhost:9000
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded
Content-Length: 86

To=%2B4915112345678&From=%2B4930120765432&Body=Ihr+Code+lautet+482913.+G%C3%BCltig+5+Min.
`, V{"_sid": sid, "a": b64s(sid + ":" + g.hex(32))}, "To=%2B4915112345678")

	// benign
	g.trAdd("form-newsletter-signup-recaptcha", `
POST /newsletter/subscribe HTTP/1.1
Host: www.acme-garden.example
Content-Type: application/x-www-form-urlencoded

email=k.schmidt%40example.de&list_id=«_list»&utm_source=instagram&utm_campaign=spring_sale_2025&hp_field=&g-recaptcha-response=«_rc»
`, V{"_list": g.hex(10), "_rc": "03AFcWeA" + g.b64u(420)}, "utm_campaign=spring_sale_2025", "email=k.schmidt%40example.de")

	g.trAdd("form-stripe-js-publishable-key", `
POST /v1/payment_methods HTTP/2
Host: api.stripe.com
Content-Type: application/x-www-form-urlencoded
Origin: https://js.stripe.com

type=card&billing_details%5Baddress%5D%5Bcountry%5D=DE&guid=«_g»&muid=«_m»&sid=«_s»&payment_user_agent=stripe.js%2F«_v»%3B+stripe-js-v3%2F«_v»%3B+card-element&time_on_page=«_t»&key=«_pk»
`, V{"_g": g.uuid() + g.hex(6), "_m": g.uuid() + g.hex(6), "_s": g.uuid() + g.hex(6), "_v": g.hex(10), "_t": g.digits(5), "_pk": g.pkLive()})

	g.trAdd("multipart-avatar-upload-benign", `
------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="user_id"

«_uid»
------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="avatar"; filename="IMG_4821.png"
Content-Type: image/png

(binary)
------WebKitFormBoundary«_b»
Content-Disposition: form-data; name="upload_id"

«_up»
------WebKitFormBoundary«_b»--
`, V{"_b": g.an(16), "_uid": g.uuid(), "_up": g.hex(24)}, "IMG_4821.png")

	g.trAdd("form-rails-filtered-parameters", `
Started POST "/users/sign_in" for 10.0.4.21 at 2025-06-12 10:41:07 +0200
Processing by Users::SessionsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"ops@acme-rent.example", "password"=>"[FILTERED]", "remember_me"=>"1"}, "commit"=>"Log in"}
  User Load (0.6ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 ORDER BY "users"."id" ASC LIMIT $2  [["email", "ops@acme-rent.example"], ["LIMIT", 1]]
Redirected to https://app.acme-rent.example/dashboard
Completed 303 See Other in 231ms (ActiveRecord: 4.1ms | Allocations: 9121)
`, V{}, `"password"=>"[FILTERED]"`, `"authenticity_token"=>"[FILTERED]"`)
}

// ---- HAR files ----

func (g *G) trHAR() {
	g.trAdd("har-jq-request-headers-bearer", `
$ jq '.log.entries[] | select(.request.url | contains("/api/v1/projects")) | .request.headers' app.acme-pm.example.har
[
  {
    "name": ":authority",
    "value": "app.acme-pm.example"
  },
  {
    "name": ":method",
    "value": "GET"
  },
  {
    "name": ":path",
    "value": "/api/v1/projects?archived=false"
  },
  {
    "name": "accept",
    "value": "application/json, text/plain, */*"
  },
  {
    "name": "authorization",
    "value": "Bearer «a»"
  },
  {
    "name": "x-workspace-id",
    "value": "«_ws»"
  }
]
`, V{"a": g.userJWT(), "_ws": g.uuid()}, "/api/v1/projects?archived=false")

	g.trAdd("har-request-and-response-cookies", `
        "cookies": [
          {
            "name": "csrftoken",
            "value": "«=csrf»",
            "path": "/",
            "domain": "console.acme-hosting.example",
            "expires": "2026-06-11T09:14:03.118Z",
            "httpOnly": false,
            "secure": true,
            "sameSite": "Lax"
          },
          {
            "name": "sessionid",
            "value": "«a»",
            "path": "/",
            "domain": "console.acme-hosting.example",
            "expires": "2025-06-26T09:14:03.118Z",
            "httpOnly": true,
            "secure": true,
            "sameSite": "Lax"
          },
          {
            "name": "_pk_id.3.9f2c",
            "value": "«_pk»",
            "path": "/",
            "domain": ".acme-hosting.example",
            "expires": "2026-07-16T09:14:03.000Z",
            "httpOnly": false,
            "secure": false
          }
        ],
`, V{"=csrf": g.an(32), "a": g.djangoSession(), "_pk": g.hex(16) + "." + g.digits(10) + "."}, "console.acme-hosting.example")

	{
		pw := trForm(g.trPw("!&?"))
		g.trAdd("har-postdata-form-params", `
        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "text": "username=svc-backup&password=«a»&otp=&submit=Anmelden",
          "params": [
            {
              "name": "username",
              "value": "svc-backup"
            },
            {
              "name": "password",
              "value": "«a»"
            },
            {
              "name": "otp",
              "value": ""
            },
            {
              "name": "submit",
              "value": "Anmelden"
            }
          ]
        },
`, V{"a": pw}, `"value": "svc-backup"`)
	}
	{
		sec := g.trPw(`"\`)
		g.trAdd("har-postdata-json-text-escaped", `
        "postData": {
          "mimeType": "application/json",
          "text": "{\"integration\":\"zendesk\",\"subdomain\":\"acme-support\",\"email\":\"bot@acme-support.example/token\",\"apiToken\":\"«a»\",\"webhookSecret\":\"«b»\"}"
        },
`, V{"a": g.an(40), "b": trJS(trJS(sec))}, `\"subdomain\":\"acme-support\"`)
	}
	{
		at, rt := g.userJWT(), g.b64u(86)
		js := `{"access_token":"` + at + `","refresh_token":"` + rt + `","token_type":"bearer","expires_in":3600}`
		b, p := trB64(js, 0, at, rt)
		g.trRaw("har-charles-response-content-base64", `
      "response": {
        "status": 200,
        "statusText": "OK",
        "httpVersion": "HTTP/1.1",
        "headers": [
          { "name": "Content-Type", "value": "application/json; charset=utf-8" },
          { "name": "X-Request-Id", "value": "`+g.uuid()+`" }
        ],
        "content": {
          "size": `+fmt.Sprint(len(js))+`,
          "mimeType": "application/json; charset=utf-8",
          "text": "`+b+`",
          "encoding": "base64"
        },
        "redirectURL": "",
        "headersSize": 212,
        "bodySize": `+fmt.Sprint(len(js))+`
      },
`, p, `"encoding": "base64"`)
	}
	g.trAdd("har-response-set-cookie-headers", `
          {
            "name": "set-cookie",
            "value": "__Host-next-auth.csrf-token=«=csrf»%7C«=csrfh»; Path=/; HttpOnly; Secure; SameSite=Lax"
          },
          {
            "name": "set-cookie",
            "value": "__Secure-next-auth.session-token=«a»; Path=/; Expires=Sat, 12 Jul 2025 09:14:03 GMT; HttpOnly; Secure; SameSite=Lax"
          },
          {
            "name": "set-cookie",
            "value": "__Secure-next-auth.callback-url=https%3A%2F%2Fapp.acme-notes.example%2Fdashboard; Path=/; HttpOnly; Secure; SameSite=Lax"
          },
`, V{"=csrf": g.hex(64), "=csrfh": g.hex(64), "a": b64raw(`{"alg":"dir","enc":"A256GCM"}`) + ".." + g.b64u(22) + "." + g.b64u(320) + "." + g.b64u(22)}, "__Secure-next-auth.callback-url=https%3A%2F%2Fapp.acme-notes.example%2Fdashboard")

	g.trAdd("har-websocket-messages-auth", `
        "_resourceType": "websocket",
        "_webSocketMessages": [
          {
            "type": "send",
            "time": 1749719643.118401,
            "opcode": 1,
            "data": "{\"type\":\"auth\",\"token\":\"«a»\",\"client\":\"web/3.41.0\"}"
          },
          {
            "type": "receive",
            "time": 1749719643.201733,
            "opcode": 1,
            "data": "{\"type\":\"auth_ok\",\"session\":\"«_s»\",\"heartbeat\":30}"
          },
          {
            "type": "send",
            "time": 1749719644.002118,
            "opcode": 1,
            "data": "{\"type\":\"subscribe\",\"channel\":\"board:«_b»\"}"
          }
        ],
`, V{"a": "rt_" + g.b64u(48), "_s": g.uuid(), "_b": g.uuid()}, `\"client\":\"web/3.41.0\"`)

	{
		k := g.hex(32)
		g.trAdd("har-query-string-appid", `
        "request": {
          "method": "GET",
          "url": "https://api.openweathermap.org/data/3.0/onecall?lat=48.137&lon=11.575&units=metric&appid=«a»",
          "httpVersion": "http/2.0",
          "queryString": [
            { "name": "lat", "value": "48.137" },
            { "name": "lon", "value": "11.575" },
            { "name": "units", "value": "metric" },
            { "name": "appid", "value": "«a»" }
          ],
`, V{"a": k}, `{ "name": "units", "value": "metric" }`)
	}
	g.trAdd("har-firefox-x-api-key", `
$ jq -c '.log.creator, (.log.entries[3].request.headers[])' export-firefox.har
{"name":"Firefox","version":"127.0"}
{"name":"Host","value":"search.acme-docs.example"}
{"name":"User-Agent","value":"Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0"}
{"name":"Accept","value":"application/json"}
{"name":"X-Algolia-Application-Id","value":"«_app»"}
{"name":"X-Algolia-API-Key","value":"«a»"}
{"name":"Content-Type","value":"application/json"}
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, `{"name":"Firefox","version":"127.0"}`)

	g.trAdd("har-charles-basic-auth-jenkins", `
    {
      "startedDateTime": "2025-06-12T09:14:03.118+02:00",
      "time": 88,
      "request": {
        "method": "POST",
        "url": "https://jenkins.acme-build.example/job/release/buildWithParameters?VERSION=2.8.1",
        "httpVersion": "HTTP/1.1",
        "cookies": [],
        "headers": [
          { "name": "Host", "value": "jenkins.acme-build.example" },
          { "name": "Authorization", "value": "Basic «a»" },
          { "name": "Jenkins-Crumb", "value": "«=crumb»" },
          { "name": "Content-Length", "value": "0" }
        ],
        "queryString": [ { "name": "VERSION", "value": "2.8.1" } ],
        "headersSize": 388,
        "bodySize": 0
      },
`, V{"a": b64s("release-bot:11" + g.hex(32)), "=crumb": g.hex(64)}, "buildWithParameters?VERSION=2.8.1")

	// benign
	g.trAdd("har-sanitized-export", `
$ jq '.log.entries[0].request.headers' app.acme-pm.example-sanitized.har
[
  { "name": ":authority", "value": "app.acme-pm.example" },
  { "name": ":method", "value": "GET" },
  { "name": ":path", "value": "/api/v1/me" },
  { "name": "accept", "value": "application/json" },
  { "name": "authorization", "value": "[REDACTED]" },
  { "name": "cookie", "value": "[REDACTED]" },
  { "name": "x-request-id", "value": "«_rid»" }
]
`, V{"_rid": g.uuid()}, `"value": "[REDACTED]"`)

	g.trAdd("har-timings-and-ids", `
      "serverIPAddress": "104.18.32.47",
      "startedDateTime": "2025-06-12T07:14:03.118Z",
      "time": 143.21,
      "_connectionId": "«_cid»",
      "response": {
        "status": 200,
        "headers": [
          { "name": "cf-ray", "value": "«_ray»-FRA" },
          { "name": "etag", "value": "W/\"«_etag»\"" },
          { "name": "traceparent", "value": "00-«_trace»-«_span»-01" },
          { "name": "x-request-id", "value": "«_rid»" }
        ]
      },
      "timings": { "blocked": 1.2, "dns": -1, "ssl": -1, "connect": -1, "send": 0.3, "wait": 139.8, "receive": 1.9 }
`, V{"_cid": g.digits(6), "_ray": g.hex(16), "_etag": g.hex(8) + "-" + g.b64u(27), "_trace": g.hex(32), "_span": g.hex(16), "_rid": g.uuid()}, "104.18.32.47")

	{
		png := b64s(string(g.trPNG(240)))
		g.trAdd("har-image-content-base64", `
        "content": {
          "size": 273,
          "mimeType": "image/png",
          "text": "«_img»",
          "encoding": "base64"
        },
`, V{"_img": png})
	}
	g.trAdd("har-query-string-tracking-ids", `
          "url": "https://www.acme-travel.example/deals?utm_source=google&utm_medium=cpc&gclid=«_gclid»&_gl=1*«_gl»",
          "queryString": [
            { "name": "utm_source", "value": "google" },
            { "name": "utm_medium", "value": "cpc" },
            { "name": "gclid", "value": "«_gclid»" },
            { "name": "_gl", "value": "1*«_gl»" }
          ],
`, V{"_gclid": "Cj0KCQjw" + g.b64u(80) + "_BwE", "_gl": g.s(alLowNum, 6) + "*_gcl_au*" + g.b64u(28)})

	g.trAdd("har-graphql-postdata-ids", `
        "postData": {
          "mimeType": "application/json",
          "text": "{\"operationName\":\"UpdateTask\",\"variables\":{\"id\":\"«_id»\",\"input\":{\"status\":\"DONE\",\"assigneeId\":\"«_as»\"}},\"extensions\":{\"persistedQuery\":{\"version\":1,\"sha256Hash\":\"«_h»\"}}}"
        },
`, V{"_id": g.uuid(), "_as": g.uuid(), "_h": g.hex(64)}, `\"operationName\":\"UpdateTask\"`)
}

// ---- curl traces, curl -v and nghttp ----

// trRecvHeaders traces each received header line as curl does, one
// callback a line.
func trRecvHeaders(lines ...string) string {
	var out []string
	for _, l := range lines {
		t, _ := trTraceASCII("<= Recv header", l+"\r\n")
		out = append(out, t)
	}
	return strings.Join(out, "\n")
}

func (g *G) trTraces() {
	{
		sec := g.b64(30)
		data := "grant_type=client_credentials&client_id=reporting-etl&client_secret=" + trForm(sec) + "&scope=reports.read"
		hdr := "POST /oauth2/token HTTP/1.1\r\nHost: login.acme-id.example\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\nContent-Length: " + fmt.Sprint(len(data)) + "\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\n"
		th, _ := trTraceASCII("=> Send header", hdr)
		td, p := trTraceASCII("=> Send data", data, trForm(sec))
		g.trRaw("curl-trace-ascii-client-secret-form", `
$ curl -s --trace-ascii /tmp/token.trace https://login.acme-id.example/oauth2/token -d @token-request.txt >/dev/null; sed -n '8,40p' /tmp/token.trace
== Info: SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
== Info: ALPN: server accepted http/1.1
`+th+`
`+td+`
== Info: upload completely sent off: `+fmt.Sprint(len(data))+` bytes
`+trRecvHeaders("HTTP/1.1 200 OK", "Content-Type: application/json", "Cache-Control: no-store")+`
`, p, "== Info: ALPN: server accepted http/1.1")
	}
	{
		tok := g.glpat()
		hdr := "GET /api/v4/projects/412/pipelines?status=failed HTTP/1.1\r\nHost: gitlab.acme-dev.example\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\nPRIVATE-TOKEN: " + tok + "\r\n\r\n"
		th, p := trTraceASCII("=> Send header", hdr, tok)
		g.trRaw("curl-trace-ascii-private-token-header", `
$ curl --trace-ascii - -s -H "PRIVATE-TOKEN: $GITLAB_TOKEN" 'https://gitlab.acme-dev.example/api/v4/projects/412/pipelines?status=failed' | head -20
== Info: Host gitlab.acme-dev.example:443 was resolved.
== Info: IPv4: 198.51.100.40
== Info:   Trying 198.51.100.40:443...
== Info: Connected to gitlab.acme-dev.example (198.51.100.40) port 443
`+th+`
`+trRecvHeaders("HTTP/1.1 200 OK", "Server: nginx", "Content-Type: application/json", "X-Gitlab-Meta: {\"correlation_id\":\""+g.hex(26)+"\",\"version\":\"1\"}"), p, `"PRIVATE-TOKEN: $GITLAB_TOKEN"`)
	}
	{
		sid, tok := g.sessionHex(), g.b64u(120)
		body := `{"user":{"id":` + g.digits(6) + `,"role":"admin"},"api_token":"` + tok + `"}`
		rd, p := trTraceASCII("<= Recv data", body, tok)
		ck, p2 := trTraceASCII("<= Recv header", "Set-Cookie: sid="+sid+"; Path=/; HttpOnly; Secure; SameSite=Strict\r\n", sid)
		g.trRaw("curl-trace-ascii-recv-cookie-and-token", `
$ cat login.trace | sed -n '/Recv header/,$p'
`+trRecvHeaders("HTTP/1.1 200 OK", "Content-Type: application/json")+`
`+ck+`
`+trRecvHeaders("Content-Length: "+fmt.Sprint(len(body)), "")+`
`+rd+`
== Info: Connection #0 to host admin.acme-kiosk.example left intact
`, append(p2, p...), "Connection #0 to host admin.acme-kiosk.example left intact")
	}
	{
		auth := b64s("elastic:" + g.pwURL())
		req := "GET /_cluster/health?pretty HTTP/1.1\r\nHost: 10.0.0.12:9200\r\nAuthorization: Basic " + auth + "\r\nUser-Agent: curl/7.81.0\r\nAccept: */*\r\n\r\n"
		d, p := trHexDump("curl", []byte(req), auth)
		g.trRaw("curl-trace-hex-basic-auth", `
$ curl -s --trace /tmp/es.trace --netrc-file ~/.netrc-es 'http://10.0.0.12:9200/_cluster/health?pretty' >/dev/null; sed -n '4,20p' /tmp/es.trace
== Info: Connected to 10.0.0.12 (10.0.0.12) port 9200 (#0)
=> Send header, `+fmt.Sprintf("%d bytes (0x%x)", len(req), len(req))+`
`+d+`
== Info: Mark bundle as not supporting multiuse
`, p, "--netrc-file ~/.netrc-es")
	}
	g.trAdd("curl-v-gitea-token-header", `
$ curl -v -H "Authorization: token $GITEA_TOKEN" https://git.acme-werk.example/api/v1/user
*   Trying 192.168.20.5:443...
* Connected to git.acme-werk.example (192.168.20.5) port 443 (#0)
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256
> GET /api/v1/user HTTP/1.1
> Host: git.acme-werk.example
> User-Agent: curl/7.88.1
> Accept: */*
> Authorization: token «a»
>
< HTTP/1.1 200 OK
< Content-Type: application/json;charset=utf-8
< X-Gitea-Warning: token and access_token API authentication is deprecated
< Set-Cookie: i_like_gitea=«b»; Path=/; HttpOnly; SameSite=Lax
<
{"id":3,"login":"ci-bot","full_name":"CI Bot","email":"ci-bot@acme-werk.example"}
`, V{"a": g.hex(40), "b": g.hex(16)}, "Authorization: token $GITEA_TOKEN", "X-Gitea-Warning: token and access_token API authentication is deprecated")

	g.trAdd("curl-v-http2-bracket-headers", `
$ curl -sv https://api.openai.com/v1/models -H "Authorization: Bearer $(cat ~/.config/openai/key)" -o /dev/null
* ALPN: server accepted h2
* using HTTP/2
* [HTTP/2] [1] OPENED stream for https://api.openai.com/v1/models
* [HTTP/2] [1] [:method: GET]
* [HTTP/2] [1] [:scheme: https]
* [HTTP/2] [1] [:authority: api.openai.com]
* [HTTP/2] [1] [:path: /v1/models]
* [HTTP/2] [1] [user-agent: curl/8.5.0]
* [HTTP/2] [1] [accept: */*]
* [HTTP/2] [1] [authorization: Bearer «a»]
> GET /v1/models HTTP/2
> Host: api.openai.com
> User-Agent: curl/8.5.0
> Accept: */*
> Authorization: Bearer «a»
>
< HTTP/2 200
< content-type: application/json
< openai-processing-ms: 87
< x-request-id: req_«_rid»
< cf-ray: «_ray»-AMS
`, V{"a": g.openai(), "_rid": g.hex(32), "_ray": g.hex(16)}, "$(cat ~/.config/openai/key)")

	g.trAdd("nghttp-v-headers-frame-authorization", `
$ nghttp -v -H "authorization: Bearer $TOKEN" https://grpc-gw.acme-pay.example/v1/payouts?limit=5
[  0.021] Connected
The negotiated protocol: h2
[  0.044] send SETTINGS frame <length=12, flags=0x00, stream_id=0>
          (niv=2)
          [SETTINGS_MAX_CONCURRENT_STREAMS(0x03):100]
          [SETTINGS_INITIAL_WINDOW_SIZE(0x04):65535]
[  0.044] send HEADERS frame <length=612, flags=0x25, stream_id=13>
          ; END_STREAM | END_HEADERS | PRIORITY
          (padlen=0, dep_stream_id=11, weight=16, exclusive=0)
          ; Open new stream
          :method: GET
          :path: /v1/payouts?limit=5
          :scheme: https
          :authority: grpc-gw.acme-pay.example
          accept: */*
          accept-encoding: gzip, deflate
          user-agent: nghttp2/1.59.0
          authorization: Bearer «a»
[  0.071] recv (stream_id=13) :status: 200
[  0.071] recv (stream_id=13) content-type: application/json
[  0.071] recv (stream_id=13) x-request-id: «_rid»
[  0.071] recv HEADERS frame <length=58, flags=0x04, stream_id=13>
          ; END_HEADERS
          (padlen=0)
          ; First response header
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://id.acme-pay.example","sub":"svc-payouts","scope":"payouts:read","exp":%d}`, 1749727361+g.r.IntN(9999))), "_rid": g.uuid()}, "user-agent: nghttp2/1.59.0")

	g.trAdd("nghttp-v-post-data-api-key", `
$ nghttp -nv -d event.json -H 'x-api-key: «a»' https://events.acme-iot.example/v2/ingest
[  0.019] Connected
[  0.031] send HEADERS frame <length=98, flags=0x24, stream_id=13>
          ; END_HEADERS | PRIORITY
          (padlen=0, dep_stream_id=11, weight=16, exclusive=0)
          ; Open new stream
          :method: POST
          :path: /v2/ingest
          :scheme: https
          :authority: events.acme-iot.example
          accept: */*
          accept-encoding: gzip, deflate
          user-agent: nghttp2/1.59.0
          content-length: 211
          x-api-key: «a»
[  0.031] send DATA frame <length=211, flags=0x01, stream_id=13>
          ; END_STREAM
[  0.058] recv (stream_id=13) :status: 202
[  0.058] recv HEADERS frame <length=31, flags=0x05, stream_id=13>
          ; END_STREAM | END_HEADERS
          (padlen=0)
          ; First response header
`, V{"a": g.an(48)}, "send DATA frame <length=211, flags=0x01, stream_id=13>")

	{
		at := g.b64u(40) + "." + g.b64u(60)
		js := `{"token":"` + at + `","expires":"2025-06-12T11:14:03Z","scopes":["read","write"]}`
		data := fmt.Sprintf("%x\r\n%s\r\n0\r\n\r\n", len(js), js)
		rd, p := trTraceASCII("<= Recv data", data, at)
		g.trRaw("curl-trace-ascii-chunked-recv-data", `
`+trRecvHeaders("HTTP/1.1 201 Created", "Content-Type: application/json", "Transfer-Encoding: chunked", "")+`
`+rd+`
== Info: Connection #0 to host api.acme-print.example left intact
`, p, "Transfer-Encoding: chunked")
	}

	// benign
	{
		hdr := "GET /v2/catalog/products?page=2 HTTP/1.1\r\nHost: api.acme-shop.example\r\nUser-Agent: curl/8.5.0\r\nAccept: application/json\r\nIf-None-Match: \"" + g.hex(32) + "\"\r\n\r\n"
		th, _ := trTraceASCII("=> Send header", hdr)
		rid := g.uuid()
		g.trRaw("curl-trace-ascii-public-get", `
$ curl -s --trace-ascii - 'https://api.acme-shop.example/v2/catalog/products?page=2' -H 'If-None-Match: "..."' | head -14
`+th+`
`+trRecvHeaders("HTTP/1.1 304 Not Modified", "ETag: \""+g.hex(32)+"\"", "X-Request-Id: "+rid, "Cache-Control: public, max-age=60"), nil, rid, "GET /v2/catalog/products?page=2 HTTP/1.1")
	}
	g.trAdd("nghttp-v-settings-and-public-get", `
$ nghttp -nv https://nghttp2.org/httpbin/uuid
[  0.033] Connected
The negotiated protocol: h2
[  0.071] recv SETTINGS frame <length=24, flags=0x00, stream_id=0>
          (niv=4)
          [SETTINGS_MAX_CONCURRENT_STREAMS(0x03):100]
          [SETTINGS_INITIAL_WINDOW_SIZE(0x04):1048576]
          [SETTINGS_ENABLE_CONNECT_PROTOCOL(0x08):1]
          [SETTINGS_NO_RFC7540_PRIORITIES(0x09):1]
[  0.071] recv WINDOW_UPDATE frame <length=4, flags=0x00, stream_id=0>
          (window_size_increment=983041)
[  0.098] recv (stream_id=13) :status: 200
[  0.098] recv (stream_id=13) content-type: application/json
[  0.098] recv (stream_id=13) x-backend-header-rtt: 0.002104
[  0.098] recv DATA frame <length=53, flags=0x01, stream_id=13>
          ; END_STREAM
{
  "uuid": "«_u»"
}
[  0.099] send GOAWAY frame <length=8, flags=0x00, stream_id=0>
          (last_stream_id=0, error_code=NO_ERROR(0x00), opaque_data(0)=[])
`, V{"_u": g.uuid()}, "window_size_increment=983041")

	g.trAdd("curl-v-tls-handshake-cert-details", `
$ curl -sv https://registry.acme-dev.example/v2/ -o /dev/null
* Connected to registry.acme-dev.example (10.20.0.8) port 443
* ALPN: curl offers h2,http/1.1
* TLSv1.3 (OUT), TLS handshake, Client hello (1):
* TLSv1.3 (IN), TLS handshake, Server hello (2):
* TLSv1.3 (IN), TLS handshake, Certificate (11):
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
* Server certificate:
*  subject: CN=registry.acme-dev.example
*  start date: Jun  1 00:00:00 2025 GMT
*  expire date: Aug 30 23:59:59 2025 GMT
*  subjectAltName: host "registry.acme-dev.example" matched cert's "registry.acme-dev.example"
*  issuer: C=US; O=Let's Encrypt; CN=R11
*  SSL certificate verify ok.
*   Certificate level 0: Public key type RSA (2048/112 Bits/secBits), signed using sha256WithRSAEncryption
> GET /v2/ HTTP/2
> Host: registry.acme-dev.example
>
< HTTP/2 401
< docker-distribution-api-version: registry/2.0
< www-authenticate: Bearer realm="https://auth.acme-dev.example/token",service="registry.acme-dev.example"
< x-content-type-options: nosniff
`, V{}, `realm="https://auth.acme-dev.example/token"`, "SSL certificate verify ok.")

	g.trAdd("curl-trace-pasted-redacted-issue", `
### Steps to reproduce
Trace (secrets removed):

ˋˋˋ
=> Send header, 214 bytes (0xd6)
0000: POST /v1/messages HTTP/1.1
001c: Host: api.acme-mail.example
0039: User-Agent: curl/8.6.0
0051: Accept: */*
005e: Authorization: Bearer <REDACTED>
0080: Content-Type: application/json
00a0: Content-Length: 118
00b5:
<= Recv header, 26 bytes (0x1a)
0000: HTTP/1.1 413 Payload Too Large
ˋˋˋ

curl 8.6.0 on Ubuntu 24.04, request id «_rid».
`, V{"_rid": g.uuid()}, "Authorization: Bearer <REDACTED>")
}

// ---- WebSocket frames and gRPC metadata ----

func (g *G) trStreams() {
	g.trAdd("websocat-v-exchange-login", `
$ websocat -v wss://ws.okx.com:8443/ws/v5/private
[INFO  websocat::lints] Auto-inserting the line mode
[INFO  websocat::stdio_threaded_peer] get_stdio_peer (threaded)
[INFO  websocat::ws_client_peer] get_ws_client_peer
[INFO  websocat::ws_client_peer] Connected to ws
{"op":"login","args":[{"apiKey":"«a»","passphrase":"«b»","timestamp":"1749719643","sign":"«=sig»"}]}
{"event":"login","code":"0","msg":"","connId":"«_conn»"}
{"op":"subscribe","args":[{"channel":"orders","instType":"SPOT"}]}
{"event":"subscribe","arg":{"channel":"orders","instType":"SPOT"},"connId":"«_conn»"}
`, V{"a": g.uuid(), "b": g.trPw("!#$"), "=sig": g.b64(32), "_conn": g.hex(8)}, `"instType":"SPOT"`)

	g.trAdd("wscat-home-assistant-auth", `
$ npx wscat -c ws://homeassistant.local:8123/api/websocket
Connected (press CTRL+C to quit)
< {"type":"auth_required","ha_version":"2025.6.1"}
> {"type":"auth","access_token":"«a»"}
< {"type":"auth_ok","ha_version":"2025.6.1"}
> {"id":1,"type":"get_states"}
< {"id":1,"type":"result","success":true,"result":[{"entity_id":"sensor.living_room_temperature","state":"22.4","attributes":{"unit_of_measurement":"°C"}}]}
`, V{"a": g.trHATok()}, "sensor.living_room_temperature")

	g.trAdd("wscat-graphql-ws-hasura-admin-secret", `
$ wscat -c wss://hasura.acme-food.example/v1/graphql -s graphql-transport-ws
Connected (press CTRL+C to quit)
> {"type":"connection_init","payload":{"headers":{"x-hasura-admin-secret":"«a»"}}}
< {"type":"connection_ack"}
> {"id":"1","type":"subscribe","payload":{"query":"subscription { orders(limit: 5, order_by: {created_at: desc}) { id status } }"}}
< {"id":"1","type":"next","payload":{"data":{"orders":[{"id":"«_o1»","status":"PAID"},{"id":"«_o2»","status":"PREPARING"}]}}}
`, V{"a": g.pwStrong(), "_o1": g.uuid(), "_o2": g.uuid()}, "graphql-transport-ws")

	g.trAdd("stompjs-debug-connect-frame", `
Opening Web Socket...
Web Socket Opened...
>>> CONNECT
login:dispatch-ui
passcode:«a»
accept-version:1.2,1.1,1.0
heart-beat:10000,10000
host:/

<<< CONNECTED
server:RabbitMQ/3.13.3
session:session-«_s»
heart-beat:10000,10000
version:1.2

connected to server RabbitMQ/3.13.3
>>> SUBSCRIBE
id:sub-0
destination:/exchange/dispatch/trucks.*
`, V{"a": g.pw(), "_s": g.b64u(22)}, "destination:/exchange/dispatch/trucks.*")

	g.trAdd("socketio-frames-devtools-copy", `
Messages (wss://rt.acme-board.example/socket.io/?EIO=4&transport=websocket):
↓ 0{"sid":"«_sid»","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}
↑ 40{"token":"«a»"}
↓ 40{"sid":"«_sid2»"}
↑ 42["join",{"board":"«_b»"}]
↓ 42["presence",{"users":3}]
↓ 2
↑ 3
`, V{"_sid": g.b64u(20), "a": g.userJWT(), "_sid2": g.b64u(20), "_b": g.uuid()}, `42["presence",{"users":3}]`)

	g.trAdd("tshark-websocket-text-auth", `
$ tshark -r md-stream.pcapng -o tls.keylog_file:sslkeys.log -Y 'websocket.opcode == 1' -V -c 1 | sed -n '/^WebSocket/,$p'
WebSocket
    1... .... = Fin: True
    .000 .... = Reserved: 0x0
    .... 0001 = Opcode: Text (1)
    1... .... = Mask: True
    .111 1110 = Payload length: 126 Extended Payload length (16 bits)
    Extended Payload length (16 bits): 103
    Masking-Key: «_mk»
    Masked payload
    Payload
Line-based text data (1 lines)
    {"action":"auth","key":"«a»","secret":"«b»"}
`, V{"_mk": g.hex(8), "a": "PK" + g.s(alUpNum, 18), "b": g.an(40)}, "Opcode: Text (1)")

	g.trAdd("grpcurl-v-request-metadata", `
$ grpcurl -v -H "authorization: Bearer «a»" -d '{"id":"«_uid»"}' users.internal.acme-bank.example:443 acme.users.v1.UserService/GetUser

Resolved method descriptor:
// Returns one user by id.
rpc GetUser ( .acme.users.v1.GetUserRequest ) returns ( .acme.users.v1.User );

Request metadata to send:
authorization: Bearer «a»

Response headers received:
content-type: application/grpc
date: Thu, 12 Jun 2025 09:14:03 GMT
server: envoy
x-envoy-upstream-service-time: 12

Estimated response size: 97 bytes

Response contents:
{
  "id": "«_uid»",
  "email": "k.nowak@example.pl",
  "status": "ACTIVE"
}

Response trailers received:
(empty)
Sent 1 request and received 1 response
`, V{"a": g.jwt("ES256", fmt.Sprintf(`{"iss":"https://sts.acme-bank.example","sub":"svc-support","aud":"users","exp":%d}`, 1749723243+g.r.IntN(999))), "_uid": g.uuid()}, "x-envoy-upstream-service-time: 12")

	g.trAdd("grpc-go-incoming-metadata-log", `
2025/06/12 09:14:03 interceptor.go:41: incoming md: map[:authority:[orders.internal:9090] authorization:[Bearer «a»] content-type:[application/grpc] grpc-accept-encoding:[gzip] user-agent:[grpc-go/1.64.0] x-tenant-bin:[«_bin»] x-request-id:[«_rid»]]
2025/06/12 09:14:03 interceptor.go:58: /acme.orders.v1.Orders/List took 8.213ms code=OK
`, V{"a": g.b64u(43), "_bin": b64raw("tenant-0042"), "_rid": g.uuid()}, "/acme.orders.v1.Orders/List took 8.213ms code=OK")

	g.trAdd("grpc-python-invocation-metadata", `
DEBUG:server:metadata=(_Metadatum(key='user-agent', value='grpc-python/1.64.1 grpc-c/41.0.0 (linux; chttp2)'), _Metadatum(key='x-api-key', value='«a»'), _Metadatum(key='x-client', value='billing-cron'))
INFO:server:Invoices.Generate ok in 412ms
`, V{"a": "acme_" + g.hex(40)}, "_Metadatum(key='x-client', value='billing-cron')")

	// benign
	g.trAdd("websocket-handshake-key-accept", `
$ curl -si --http1.1 -H 'Connection: Upgrade' -H 'Upgrade: websocket' -H 'Sec-WebSocket-Version: 13' -H 'Sec-WebSocket-Key: «_k»' https://rt.acme-board.example/ws
HTTP/1.1 101 Switching Protocols
Upgrade: websocket
Connection: Upgrade
Sec-WebSocket-Accept: «_a»
Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits=15
X-Request-Id: «_rid»
`, V{"_k": b64s(string(g.bytes(16))), "_a": b64s(string(g.bytes(20))), "_rid": g.uuid()}, "permessage-deflate; client_max_window_bits=15")

	g.trAdd("grpcurl-error-trailers-trace-bin", `
$ grpcurl -v -plaintext -d '{"sku":"SKU-4821"}' localhost:9090 acme.stock.v1.Stock/Reserve

Response headers received:
content-type: application/grpc
x-request-id: «_rid»

Response trailers received:
grpc-trace-bin: «_tb»
x-envoy-upstream-service-time: 31
Sent 1 request and received 0 responses
ERROR:
  Code: FailedPrecondition
  Message: insufficient stock for SKU-4821 (available: 0)
`, V{"_rid": g.uuid(), "_tb": b64s("\x00\x00" + string(g.bytes(16)) + "\x01" + string(g.bytes(8)) + "\x02\x01")}, "Code: FailedPrecondition")

	g.trAdd("websocat-public-trade-stream", `
$ websocat -n1 'wss://stream.binance.com:9443/ws/btcusdt@aggTrade'
{"e":"aggTrade","E":1749719643118,"s":"BTCUSDT","a":«_a»,"p":"107412.35000000","q":"0.00412000","f":«_f»,"l":«_l»,"T":1749719643117,"m":false,"M":true}
`, V{"_a": g.digits(10), "_f": g.digits(10), "_l": g.digits(10)}, `"s":"BTCUSDT"`)

	g.trAdd("grpcurl-health-unexpanded-token", `
$ grpcurl -H "authorization: Bearer $(gcloud auth print-identity-token)" api-«_h»-ew.a.run.app:443 grpc.health.v1.Health/Check
{
  "status": "SERVING"
}
$ grpcurl api-«_h»-ew.a.run.app:443 list
acme.catalog.v1.Catalog
grpc.health.v1.Health
grpc.reflection.v1alpha.ServerReflection
`, V{"_h": g.s(alLowNum, 10)}, "$(gcloud auth print-identity-token)", "grpc.reflection.v1alpha.ServerReflection")
}

// ---- message brokers ----

func (g *G) trBrokers() {
	g.trAdd("kcat-json-headers-authorization", `
$ kcat -b kafka-1.internal:9092 -C -t payments.requests -o -2 -e -J
{"topic":"payments.requests","partition":2,"offset":«_o1»,"tstype":"create","ts":1749719643118,"broker":1,"headers":["authorization","Bearer «a»","traceparent","00-«_t1»-«_s1»-01","content-type","application/json"],"key":"«_k1»","payload":"{\"amount\":4200,\"currency\":\"EUR\"}"}
{"topic":"payments.requests","partition":2,"offset":«_o2»,"tstype":"create","ts":1749719644201,"broker":1,"headers":["authorization","Bearer «a»","traceparent","00-«_t2»-«_s2»-01","content-type","application/json"],"key":"«_k2»","payload":"{\"amount\":1899,\"currency\":\"EUR\"}"}
% Reached end of topic payments.requests [2] at offset «_o3»: exiting
`, V{"_o1": "48213", "_o2": "48214", "_o3": "48215", "a": g.userJWT(), "_t1": g.hex(32), "_s1": g.hex(16), "_t2": g.hex(32), "_s2": g.hex(16), "_k1": g.uuid(), "_k2": g.uuid()}, `"tstype":"create"`)

	g.trAdd("kafka-console-consumer-print-headers", `
$ kafka-console-consumer.sh --bootstrap-server localhost:9092 --topic crm.webhooks --from-beginning --max-messages 2 --property print.headers=true --property print.key=true
x-hubspot-signature-v3:«=sig»,x-api-key:«a»,source:hubspot	«_k1»	{"eventType":"contact.creation","objectId":«_id1»}
x-hubspot-signature-v3:«=sig2»,x-api-key:«a»,source:hubspot	«_k2»	{"eventType":"deal.propertyChange","objectId":«_id2»}
Processed a total of 2 messages
`, V{"=sig": g.b64(32), "=sig2": g.b64(32), "a": g.hex(40), "_k1": g.uuid(), "_k2": g.uuid(), "_id1": g.digits(11), "_id2": g.digits(11)}, "Processed a total of 2 messages")

	g.trAdd("rabbitmqadmin-get-payload-credentials", `
$ rabbitmqadmin -V /provisioning get queue=tenant.create count=1 ackmode=ack_requeue_true
+----------------+-----------+---------------+-------------------------------------------------------------------------------------------+---------------+------------------+-------------+
|  routing_key   | exchange  | message_count |                                          payload                                          | payload_bytes | payload_encoding | redelivered |
+----------------+-----------+---------------+-------------------------------------------------------------------------------------------+---------------+------------------+-------------+
| tenant.create  | provision | 3             | {"tenant":"kita-sonnenhof","db_user":"t_sonnenhof","db_password":"«a»","plan":"basic"} | 96            | string           | False       |
+----------------+-----------+---------------+-------------------------------------------------------------------------------------------+---------------+------------------+-------------+
`, V{"a": g.pwStrong()}, `"tenant":"kita-sonnenhof"`)

	{
		tok := g.xoxb()
		msg := `{"channel":"#deploys","token":"` + tok + `","text":"api v2.8.1 deployed to prod"}`
		b, p := trB64(msg, 0, tok)
		g.trRaw("rabbitmq-management-api-base64-payload", `
$ curl -s -u ops:$RABBIT_PASS -X POST http://rabbit-01:15672/api/queues/%2F/notify.slack/get -H 'content-type: application/json' -d '{"count":1,"ackmode":"ack_requeue_true","encoding":"base64"}' | jq .
[
  {
    "payload_bytes": `+fmt.Sprint(len(msg))+`,
    "redelivered": true,
    "exchange": "notify",
    "routing_key": "notify.slack",
    "message_count": 0,
    "properties": {
      "delivery_mode": 2,
      "content_type": "application/json",
      "headers": {}
    },
    "payload": "`+b+`",
    "payload_encoding": "base64"
  }
]
`, p, "-u ops:$RABBIT_PASS")
	}
	{
		pw := g.pw()
		g.trAdd("kafka-connect-dlq-headers-jdbc-url", `
$ kcat -b kafka:9092 -C -t dlq-jdbc-sink -c 1 -f 'Headers: %h\nValue: %s\n'
Headers: __connect.errors.topic=orders,__connect.errors.partition=0,__connect.errors.offset=«_off»,__connect.errors.connector.name=jdbc-sink-orders,__connect.errors.task.id=0,__connect.errors.stage=TASK_PUT,__connect.errors.class.name=org.apache.kafka.connect.errors.ConnectException,__connect.errors.exception.message=java.sql.SQLException: Cannot create PoolableConnectionFactory (FATAL: password authentication failed for user "kc_sink") url=jdbc:postgresql://pg-dwh.internal:5432/dwh?user=kc_sink&password=«a»
Value: {"order_id":«_oid»,"status":"SHIPPED"}
`, V{"_off": g.digits(6), "a": trForm(pw), "_oid": g.digits(7)}, "__connect.errors.connector.name=jdbc-sink-orders")
	}
	{
		key, sec := g.s(alUpNum, 16), g.s(alAlnum+"+/", 64)
		val := `{"bootstrap":"pkc-4r297.europe-west1.gcp.confluent.cloud:9092","sasl.username":"` + key + `","sasl.password":"` + sec + `"}`
		b, p := trB64(val, 0, key, sec)
		g.trRaw("kafka-rest-proxy-binary-records", `
$ curl -s -H 'Accept: application/vnd.kafka.binary.v2+json' http://rest-proxy:8082/consumers/ops/instances/ops-1/records | jq .
[
  {
    "topic": "tenant-config",
    "key": "`+b64s("tenant-17")+`",
    "value": "`+b+`",
    "partition": 0,
    "offset": 412
  }
]
`, p, b64s("tenant-17"))
	}
	g.trAdd("tshark-mqtt-connect-password", `
$ tshark -r gw.pcap -Y 'mqtt.msgtype == 1' -O mqtt
Frame 4: 124 bytes on wire (992 bits), 124 bytes captured (992 bits)
Internet Protocol Version 4, Src: 10.8.0.41, Dst: 10.8.0.2
Transmission Control Protocol, Src Port: 49822, Dst Port: 1883, Seq: 1, Ack: 1, Len: 58
MQ Telemetry Transport Protocol, Connect Command
    Header Flags: 0x10, Message Type: Connect Command
        0001 .... = Message Type: Connect Command (1)
        .... 0000 = Reserved: 0
    Msg Len: 56
    Protocol Name Length: 4
    Protocol Name: MQTT
    Version: MQTT v3.1.1 (4)
    Connect Flags: 0xc2, User Name Flag, Password Flag, QoS Level: At most once delivery (Fire and Forget), Clean Session Flag
    Keep Alive: 60
    Client ID Length: 14
    Client ID: sensor-gw-0042
    User Name Length: 9
    User Name: gw-sensor
    Password Length: 20
    Password: «a»
`, V{"a": g.an(20)}, "Client ID: sensor-gw-0042", "User Name: gw-sensor")

	g.trAdd("nats-telnet-connect-user-pass", `
$ telnet nats.internal 4222
Trying 10.30.1.12...
Connected to nats.internal.
Escape character is '^]'.
INFO {"server_id":"«_sid»","server_name":"nats-0","version":"2.10.16","proto":1,"go":"go1.22.3","host":"0.0.0.0","port":4222,"headers":true,"auth_required":true,"max_payload":1048576,"jetstream":true,"client_id":37}
CONNECT {"verbose":true,"pedantic":false,"user":"orders","pass":"«a»","name":"telnet","lang":"telnet","version":"0"}
+OK
SUB orders.created 1
+OK
`, V{"_sid": "N" + g.s(alUpNum, 55), "a": g.pwURL()}, `"server_name":"nats-0"`)

	{
		g.trAdd("sqs-receive-message-attributes", `
$ aws sqs receive-message --queue-url https://sqs.eu-central-1.amazonaws.com/«_acct»/export-jobs --message-attribute-names All --max-number-of-messages 1
{
    "Messages": [
        {
            "MessageId": "«_mid»",
            "ReceiptHandle": "«=rh»",
            "MD5OfBody": "«_md5»",
            "Body": "{\"job\":\"export\",\"bucket\":\"acme-exports\",\"notify\":{\"url\":\"https://hooks.acme-ops.example/jobs\",\"secret\":\"«b»\"}}",
            "MD5OfMessageAttributes": "«_md5a»",
            "MessageAttributes": {
                "X-Auth-Token": {
                    "StringValue": "«a»",
                    "DataType": "String"
                },
                "TenantId": {
                    "StringValue": "t-0417",
                    "DataType": "String"
                }
            }
        }
    ]
}
`, V{"_acct": g.digits(12), "_mid": g.uuid(), "=rh": "AQEB" + g.b64(180), "_md5": g.hex(32), "_md5a": g.hex(32), "a": g.hex(40), "b": g.whsec()}, `"StringValue": "t-0417"`, `\"bucket\":\"acme-exports\"`)
	}

	// benign
	g.trAdd("nats-server-trace-redacted-pass", `
[41] 2025/06/12 09:14:03.118201 [TRC] 10.30.4.7:51822 - cid:12 - "v1.35.0:go:orders-svc" - <<- [CONNECT {"echo":true,"headers":true,"lang":"go","name":"orders-svc","no_responders":true,"pass":"[REDACTED]","pedantic":false,"protocol":1,"tls_required":false,"user":"orders","verbose":false,"version":"1.35.0"}]
[41] 2025/06/12 09:14:03.118377 [TRC] 10.30.4.7:51822 - cid:12 - "v1.35.0:go:orders-svc" - ->> [PONG]
`, V{}, `"pass":"[REDACTED]"`, `"name":"orders-svc"`)

	g.trAdd("kcat-json-benign-trace-headers", `
$ kcat -b localhost:9092 -C -t inventory.events -o -1 -e -J | jq .
{
  "topic": "inventory.events",
  "partition": 0,
  "offset": «_off»,
  "tstype": "create",
  "ts": 1749719643118,
  "broker": 0,
  "headers": [
    "traceparent", "00-«_t»-«_s»-01",
    "ce_id", "«_ce»",
    "ce_source", "/warehouse/fra-1",
    "ce_type", "inventory.adjusted"
  ],
  "key": "SKU-«_sku»",
  "payload": "{\"delta\":-3,\"reason\":\"damaged\"}"
}
`, V{"_off": g.digits(7), "_t": g.hex(32), "_s": g.hex(16), "_ce": g.uuid(), "_sku": g.digits(6)}, "/warehouse/fra-1")

	g.trAdd("rabbitmq-message-properties-benign", `
  "properties": {
    "message_id": "«_mid»",
    "correlation_id": "«_cid»",
    "app_id": "billing-worker",
    "timestamp": 1749719643,
    "delivery_mode": 2,
    "headers": {
      "x-death": [
        { "count": 3, "exchange": "billing", "queue": "invoices.render", "reason": "rejected", "routing-keys": ["invoice.render"] }
      ],
      "x-first-death-queue": "invoices.render"
    }
  },
  "payload": "{\"invoice_id\":\"inv_«_inv»\"}",
`, V{"_mid": g.uuid(), "_cid": g.uuid(), "_inv": g.an(14)}, `"app_id": "billing-worker"`)

	g.trAdd("kafka-avro-console-consumer-schema-ids", `
$ kafka-avro-console-consumer --bootstrap-server localhost:9092 --topic customers --from-beginning --max-messages 1 --property schema.registry.url=http://schema-registry:8081 --property print.schema.ids=true
{"id":"«_id»","email_hash":"«_h»","country":"DE"}	1042
Processed a total of 1 messages
$ curl -s http://schema-registry:8081/schemas/ids/1042 | jq -c '.schema | fromjson | .name'
"Customer"
`, V{"_id": g.uuid(), "_h": g.hex(64)}, "print.schema.ids=true")

	g.trAdd("amqp-url-config-placeholders", `
$ grep -rn 'amqp' deploy/ config/
deploy/compose.yml:14:      AMQP_URL: amqp://${RABBITMQ_USER}:${RABBITMQ_PASS}@rabbitmq:5672/%2Fbilling
config/celery.py:3:broker_url = os.environ["AMQP_URL"]  # e.g. amqp://guest:guest@localhost:5672//
deploy/k8s/worker.yaml:31:            - name: AMQP_URL
deploy/k8s/worker.yaml:32:              valueFrom: { secretKeyRef: { name: rabbitmq-billing, key: url } }
`, V{}, "amqp://${RABBITMQ_USER}:${RABBITMQ_PASS}@rabbitmq:5672/%2Fbilling", "secretKeyRef: { name: rabbitmq-billing, key: url }")
}

// ---- SMTP, IMAP, POP3 and FTP exchanges ----

func (g *G) trMailProto() {
	{
		user := "alerts@acme-freight.example"
		g.trAdd("swaks-auth-login-334-prompts", `
$ swaks --to ops@acme-freight.example --from «_u» --server smtp.office365.com:587 --tls --auth LOGIN --auth-user «_u»
Password:
=== Trying smtp.office365.com:587...
=== Connected to smtp.office365.com.
<-  220 AM0PR04CA0118.outlook.office365.com Microsoft ESMTP MAIL Service ready at Thu, 12 Jun 2025 09:14:03 +0000
 -> EHLO build-07
<-  250-AM0PR04CA0118.outlook.office365.com Hello [203.0.113.50]
<-  250-SIZE 157286400
<-  250-STARTTLS
<-  250 SMTPUTF8
 -> STARTTLS
<-  220 2.0.0 SMTP server ready
=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256
 ~> EHLO build-07
<~  250-AM0PR04CA0118.outlook.office365.com Hello [203.0.113.50]
<~  250-AUTH LOGIN XOAUTH2
<~  250 SMTPUTF8
 ~> AUTH LOGIN
<~  334 «_pu»
 ~> «_ub»
<~  334 «_pp»
 ~> «a»
<~  235 2.7.0 Authentication successful
 ~> MAIL FROM:<«_u»>
<~  250 2.1.0 Sender OK
`, V{"_u": user, "_pu": b64s("Username:"), "_ub": b64s(user), "_pp": b64s("Password:"), "a": b64s(g.pw())}, "=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256")
	}
	{
		user := "noreply@acme-events.example"
		g.trAdd("swaks-auth-plain-initial-response", `
$ swaks -s mail.acme-events.example:587 -tls -a PLAIN -au «_u» -ap "$SMTP_PASS" -t test@example.org
[...]
 ~> EHLO laptop.fritz.box
<~  250-mail.acme-events.example
<~  250-PIPELINING
<~  250-SIZE 52428800
<~  250-AUTH PLAIN LOGIN
<~  250 CHUNKING
 ~> AUTH PLAIN «a»
<~  235 2.7.0 Authentication successful
 ~> MAIL FROM:<«_u»>
<~  250 2.1.0 Ok
`, V{"_u": user, "a": b64s("\x00" + user + "\x00" + g.pwStrong())}, `-ap "$SMTP_PASS"`)
	}
	{
		user, pw := "reports@acme-events.example", g.pwURL()
		g.trAdd("openssl-s-client-manual-auth-plain", `
$ printf '\0%s\0%s' '«_u»' '«a»' | base64
«b»
$ openssl s_client -starttls smtp -connect mail.acme-events.example:587 -crlf -quiet
depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1
verify return:1
depth=0 CN = mail.acme-events.example
verify return:1
250 CHUNKING
EHLO test
250-mail.acme-events.example
250-AUTH PLAIN LOGIN
250 8BITMIME
AUTH PLAIN «b»
235 2.7.0 Authentication successful
QUIT
221 2.0.0 Bye
`, V{"_u": user, "a": pw, "b": b64s("\x00" + user + "\x00" + pw)}, "depth=0 CN = mail.acme-events.example")
	}
	{
		user := "berichte@acme-kita.example"
		ap := g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
		g.trAdd("curl-v-smtps-gmail-app-password", `
$ curl -v --ssl-reqd --url 'smtps://smtp.gmail.com:465' --mail-from '«_u»' --mail-rcpt 'leitung@acme-kita.example' --upload-file bericht.eml --user '«_u»:«a»'
*   Trying 142.250.102.109:465...
* Connected to smtp.gmail.com (142.250.102.109) port 465
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / id-ecPublicKey
< 220 smtp.gmail.com ESMTP 0000000000000-00000000000sm000000000000a.41 - gsmtp
> EHLO bericht.eml
< 250-smtp.gmail.com at your service, [203.0.113.50]
< 250-SIZE 35882577
< 250-AUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH
< 250 SMTPUTF8
> AUTH PLAIN «b»
< 235 2.7.0 Accepted
> MAIL FROM:<«_u»> SIZE=1842
< 250 2.1.0 OK 0000000000000-00000000000sm000000000000a.41 - gsmtp
`, V{"_u": user, "a": ap, "b": b64s("\x00" + user + "\x00" + ap)}, "250-AUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH")
	}
	g.trAdd("imap-openssl-login-select", `
$ openssl s_client -connect imap.strato.de:993 -crlf -quiet
depth=0 CN = imap.strato.de
verify return:1
* OK IMAP4rev1 Server ready
a1 LOGIN buchhaltung@acme-kanzlei.example "«a»"
a1 OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE SORT LITERAL+ MOVE] Logged in
a2 SELECT INBOX
* FLAGS (\Answered \Flagged \Deleted \Seen \Draft)
* 1832 EXISTS
* OK [UIDVALIDITY «_uv»] UIDs valid
* OK [UIDNEXT 9214] Predicted next UID
a2 OK [READ-WRITE] Select completed (0.002 + 0.000 secs).
`, V{"a": g.pw(), "_uv": g.digits(10)}, "a2 SELECT INBOX", "* OK [UIDNEXT 9214] Predicted next UID")

	{
		user, tok := "ops@acme-labs.example", g.ya29()
		x := b64s("user=" + user + "\x01auth=Bearer " + tok + "\x01\x01")
		g.trAdd("imap-authenticate-xoauth2", `
$ python3 -c 'import base64,sys; t=open("/tmp/gtok").read().strip(); print(base64.b64encode(f"user=«_u»\x01auth=Bearer {t}\x01\x01".encode()).decode())'
«a»
$ openssl s_client -connect imap.gmail.com:993 -crlf -quiet
* OK Gimap ready for requests from 203.0.113.50 «_g»
a1 AUTHENTICATE XOAUTH2 «a»
* CAPABILITY IMAP4rev1 UNSELECT IDLE NAMESPACE QUOTA ID XLIST CHILDREN X-GM-EXT-1 UIDPLUS COMPRESS=DEFLATE ENABLE MOVE CONDSTORE ESEARCH UTF8=ACCEPT LIST-EXTENDED LIST-STATUS LITERAL- SPECIAL-USE APPENDLIMIT=35651584
a1 OK «_u» authenticated (Success)
`, V{"_u": user, "a": x, "_g": g.s(alLowNum, 16) + "mb" + g.digits(9)}, "X-GM-EXT-1")
	}
	g.trAdd("pop3-telnet-user-pass", `
$ telnet pop.acme-verein.example 110
Trying 192.0.2.25...
Connected to pop.acme-verein.example.
Escape character is '^]'.
+OK Dovecot ready.
USER kasse@acme-verein.example
+OK
PASS «a»
+OK Logged in.
STAT
+OK 14 482113
QUIT
+OK Logging out.
Connection closed by foreign host.
`, V{"a": g.pw()}, "USER kasse@acme-verein.example", "+OK 14 482113")

	g.trAdd("ftp-curl-v-netrc-user-pass", `
$ curl -v --netrc -T dist.tar.gz ftp://ftp.acme-hosting.example/htdocs/
*   Trying 203.0.113.80:21...
* Connected to ftp.acme-hosting.example (203.0.113.80) port 21
< 220 ProFTPD Server (acme-hosting) [203.0.113.80]
> USER web4821
< 331 Password required for web4821
> PASS «a»
< 230 User web4821 logged in
> PWD
< 257 "/" is the current directory
* Entry path is '/'
> CWD htdocs
< 250 CWD command successful
> EPSV
* Connect data stream passively
< 229 Entering Extended Passive Mode (|||50412|)
> TYPE I
< 200 Type set to I
> STOR dist.tar.gz
< 150 Opening BINARY mode data connection for dist.tar.gz
`, V{"a": g.trPw("#!")}, "> USER web4821", "229 Entering Extended Passive Mode (|||50412|)")

	g.trAdd("tshark-follow-tcp-ftp", `
$ tshark -r nas-backup.pcap -q -z follow,tcp,ascii,0

===================================================================
Follow: tcp,ascii
Filter: tcp.stream eq 0
Node 0: 10.1.2.50:51822
Node 1: 10.1.2.3:21
	47
220 ProFTPD Server (Debian) [::ffff:10.1.2.3]
13
USER backup
	34
331 Password required for backup
«=n»
PASS «a»
	27
230 User backup logged in
8
TYPE I
	20
200 Type set to I
36
STOR nightly-2025-06-12.sql.gz
===================================================================
`, func() V { pw := g.pwURL(); return V{"=n": fmt.Sprint(len(pw) + 7), "a": pw} }(), "Node 1: 10.1.2.3:21", "STOR nightly-2025-06-12.sql.gz")

	{
		user := "kita.reports@acme-mail.example"
		g.trAdd("msmtp-debug-auth-plain", `
$ printf 'Subject: test\n\nhello\n' | msmtp --debug -a acme leitung@acme-kita.example
loaded user configuration file /home/kita/.msmtprc
using account acme from /home/kita/.msmtprc
host = smtp.acme-mail.example
port = 587
from = «_u»
auth = choose
user = «_u»
password = *
passwordeval = (not set)
tls = on
<-- 220 smtp.acme-mail.example ESMTP Postfix
--> EHLO localhost
<-- 250-smtp.acme-mail.example
<-- 250-STARTTLS
<-- 250 8BITMIME
--> STARTTLS
<-- 220 2.0.0 Ready to start TLS
--> EHLO localhost
<-- 250-smtp.acme-mail.example
<-- 250-AUTH PLAIN LOGIN
<-- 250 8BITMIME
--> AUTH PLAIN «a»
<-- 235 2.7.0 Authentication successful
`, V{"_u": user, "a": b64s("\x00" + user + "\x00" + g.pw())}, "password = *", "passwordeval = (not set)")
	}

	// benign
	{
		user := "alerts@acme-freight.example"
		g.trAdd("swaks-auth-hide-password", `
$ swaks --auth PLAIN --auth-user «_u» --auth-password "$SMTP_PASS" --auth-hide-password -tls -s smtp.acme-freight.example:587 -t ops@acme-freight.example
 ~> EHLO build-07
<~  250-smtp.acme-freight.example
<~  250-AUTH PLAIN LOGIN
<~  250 8BITMIME
 ~> AUTH PLAIN «_h»
<~  235 2.7.0 Authentication successful
`, V{"_u": user, "_h": b64s("\x00" + user + "\x00PROVIDED_BUT_REMOVED")}, "--auth-hide-password")
	}
	g.trAdd("postfix-sasl-failed-prompts", `
$ sudo grep 'SASL' /var/log/mail.log | tail -4
Jun 12 03:14:22 mx1 postfix/smtpd[48213]: warning: unknown[185.220.101.14]: SASL LOGIN authentication failed: «_p»
Jun 12 03:14:25 mx1 postfix/smtpd[48213]: warning: unknown[185.220.101.14]: SASL LOGIN authentication failed: «_p»
Jun 12 03:14:31 mx1 postfix/smtpd[48219]: warning: unknown[45.148.10.62]: SASL PLAIN authentication failed: 
Jun 12 03:14:31 mx1 postfix/smtpd[48219]: warning: unknown[45.148.10.62]: SASL LOGIN authentication failed: «_u»
`, V{"_p": b64s("Password:"), "_u": b64s("Username:")}, "SASL PLAIN authentication failed:")

	g.trAdd("ftplib-debug-sanitized-pass", `
>>> import ftplib, os
>>> ftp = ftplib.FTP("ftp.acme-archive.example"); ftp.set_debuglevel(2)
*get* '220 FTP Server ready.\n'
*resp* '220 FTP Server ready.'
>>> ftp.login("archive", os.environ["FTP_PASS"])
*cmd* 'USER archive'
*put* 'USER archive\r\n'
*get* '331 Password required for archive\n'
*resp* '331 Password required for archive'
*cmd* 'PASS ****************'
*put* 'PASS ****************\r\n'
*get* '230 User archive logged in\n'
*resp* '230 User archive logged in'
'230 User archive logged in'
`, V{}, "*cmd* 'PASS ****************'", `os.environ["FTP_PASS"]`)

	g.trAdd("smtp-cram-md5-challenge", `
 ~> AUTH CRAM-MD5
<~  334 «_c»
 ~> «=r»
<~  235 2.7.0 Authentication successful
`, V{"_c": b64s("<" + g.digits(5) + "." + g.digits(10) + "@mail.acme-old.example>"), "=r": b64s("legacy-app " + g.hex(32))})

	g.trAdd("thunderbird-imap-log-suppressed", `
2025-06-12 09:14:03.118000 UTC - [Parent 48213: IMAP]: I/IMAP 0x7f3a2c0e1800:imap.acme-mail.example:NA:SendData: 1 capability
2025-06-12 09:14:03.201000 UTC - [Parent 48213: IMAP]: I/IMAP 0x7f3a2c0e1800:imap.acme-mail.example:NA:CreateNewLineFromSocket: * CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ AUTH=PLAIN AUTH=LOGIN
2025-06-12 09:14:03.202000 UTC - [Parent 48213: IMAP]: I/IMAP 0x7f3a2c0e1800:imap.acme-mail.example:NA:SendData: 2 authenticate PLAIN
2025-06-12 09:14:03.240000 UTC - [Parent 48213: IMAP]: I/IMAP 0x7f3a2c0e1800:imap.acme-mail.example:NA:SendData: Logging suppressed for this command (it probably contained authentication information)
2025-06-12 09:14:03.311000 UTC - [Parent 48213: IMAP]: I/IMAP 0x7f3a2c0e1800:imap.acme-mail.example:NA:CreateNewLineFromSocket: 2 OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE SORT LITERAL+ MOVE] Logged in
`, V{}, "Logging suppressed for this command (it probably contained authentication information)")

	g.trAdd("dovecot-auth-debug-hidden-resp", `
Jun 12 09:14:03 mail dovecot: auth: Debug: client in: AUTH	1	PLAIN	service=imap	secured=tls	session=«_s»	lip=10.0.0.5	rip=203.0.113.50	lport=993	rport=51822	resp=<hidden>
Jun 12 09:14:03 mail dovecot: auth: Debug: passwd-file(kasse@acme-verein.example,203.0.113.50,<«_s»>): lookup: user=kasse@acme-verein.example file=/etc/dovecot/users
Jun 12 09:14:03 mail dovecot: auth: Debug: client passdb out: OK	1	user=kasse@acme-verein.example
Jun 12 09:14:03 mail dovecot: imap-login: Login: user=<kasse@acme-verein.example>, method=PLAIN, rip=203.0.113.50, lip=10.0.0.5, mpid=48221, TLS, session=<«_s»>
`, V{"_s": g.b64u(16)}, "resp=<hidden>")
}

// ---- database wire protocols ----

// trResp writes a command as RESP with the \r\n escapes a test fixture
// or a Go string literal shows.
func trResp(args ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `*%d\r\n`, len(args))
	for _, a := range args {
		fmt.Fprintf(&b, `$%d\r\n%s\r\n`, len(a), a)
	}
	return b.String()
}

func (g *G) trDBWire() {
	{
		pw := g.an(24)
		g.trAdd("resp-go-test-fixture-auth", `
$ sed -n '18,34p' internal/cache/redis_test.go
func TestAuthHandshake(t *testing.T) {
	srv := newFakeRedis(t)
	c := NewClient(srv.Addr(), Options{Username: "cache-svc", Password: "«a»"})
	if err := c.Ping(ctx); err != nil {
		t.Fatal(err)
	}
	want := "«b»" +
		"*1\r\n$4\r\nPING\r\n"
	if got := srv.Received(); got != want {
		t.Fatalf("sent %q, want %q", got, want)
	}
}
`, V{"a": pw, "b": trResp("AUTH", "cache-svc", pw)}, "func TestAuthHandshake(t *testing.T) {")
	}
	{
		pw := g.an(32)
		g.trAdd("resp-ngrep-acl-auth", `
$ sudo ngrep -d lo -W byline -q '' 'tcp port 6379'
interface: lo (127.0.0.0/255.0.0.0)
filter: ( tcp port 6379 ) and ((ip || ip6) || (vlan && (ip || ip6)))

T 127.0.0.1:51514 -> 127.0.0.1:6379 [AP] #4
*3.
$4.
AUTH.
$7.
default.
$32.
«a».

T 127.0.0.1:6379 -> 127.0.0.1:51514 [AP] #6
+OK.
`, V{"a": pw}, "filter: ( tcp port 6379 ) and ((ip || ip6) || (vlan && (ip || ip6)))")
	}
	{
		user, pw := "sidekiq", g.pwURL()
		cmd := "*5\r\n$5\r\nHELLO\r\n$1\r\n3\r\n$4\r\nAUTH\r\n$" + fmt.Sprint(len(user)) + "\r\n" + user + "\r\n$" + fmt.Sprint(len(pw)) + "\r\n" + pw + "\r\n"
		ip := []byte{0x45, 0x00, 0x00, byte(52 + len(cmd)), 0x8c, 0x1f, 0x40, 0x00, 0x40, 0x06, 0x95, 0x2e, 10, 0, 4, 21, 10, 0, 4, 9}
		tcp := []byte{0xca, 0x6e, 0x18, 0xeb}
		tcp = append(tcp, g.bytes(8)...)
		tcp = append(tcp, 0x80, 0x18, 0x01, 0xf6, 0x14, 0x5a, 0x00, 0x00, 0x01, 0x01, 0x08, 0x0a)
		tcp = append(tcp, g.bytes(8)...)
		d, p := trHexDump("tcpdump", append(append(ip, tcp...), cmd...), pw)
		g.trRaw("resp-tcpdump-x-hello-auth", `
$ sudo tcpdump -i eth0 -nn -X -c 1 'dst port 6379 and tcp[tcpflags] & tcp-push != 0'
tcpdump: verbose output suppressed, use -v[v]... for full protocol decode
listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes
09:41:22.318007 IP 10.0.4.21.51822 > 10.0.4.9.6379: Flags [P.], seq 1:`+fmt.Sprint(len(cmd)+1)+`, ack 1, win 502, options [nop,nop,TS val 3518211 ecr 1182232], length `+fmt.Sprint(len(cmd))+`: RESP "HELLO" "3" "AUTH" "`+user+`" "`+pw+`"
`+d+`
1 packet captured
`, append([]string{pw}, p...), "10.0.4.21.51822 > 10.0.4.9.6379")
	}
	g.trAdd("redis-monitor-session-blob", `
$ redis-cli -h cache-01 --user ops --askpass MONITOR
Please input password: 
OK
1749719643.118201 [0 10.0.4.21:51822] "AUTH" "(redacted)" "(redacted)"
1749719643.118977 [0 10.0.4.21:51822] "SET" "sess:«_sid»" "{\"user_id\":4821,\"oauth\":{\"access_token\":\"«a»\",\"refresh_token\":\"«b»\"}}" "EX" "3600"
1749719643.201441 [0 10.0.4.21:51822] "GET" "ratelimit:4821"
`, V{"_sid": g.hex(32), "a": g.gho(), "b": "ghr_" + g.an(76)}, `"AUTH" "(redacted)" "(redacted)"`)

	g.trAdd("tshark-pgsql-cleartext-password", `
$ tshark -r pg.pcap -Y pgsql -O pgsql | sed -n '/Authentication request/,$p' | head -16
PostgreSQL
    Type: Authentication request
    Length: 8
    Authentication type: Clear text password (3)

PostgreSQL
    Type: Password message
    Length: «=len»
    Password: «a»

PostgreSQL
    Type: Authentication request
    Length: 8
    Authentication type: Success (0)
`, V{"=len": fmt.Sprint(g.r.IntN(20) + 20), "a": g.pwStrong()}, "Authentication type: Clear text password (3)")

	{
		pw := g.pw()
		msg := append([]byte{'p'}, binary.BigEndian.AppendUint32(nil, uint32(len(pw)+5))...)
		msg = append(append(msg, pw...), 0)
		d, p := trHexDump("xxd", msg, pw)
		g.trRaw("pgwire-xxd-password-message", `
$ xxd captured/frontend-msg-03.bin
`+d+`
`, p, "captured/frontend-msg-03.bin")
	}
	g.trAdd("tshark-mysql-clear-password-plugin", `
$ tshark -r mysql-ldap.pcap -Y mysql -O mysql | grep -A6 'Auth Switch'
    Auth Switch Request
        Auth Method Name: mysql_clear_password
--
    Auth Switch Response
        Data: «a»
$ tshark -r mysql-ldap.pcap -Y 'mysql' -T fields -e mysql.user | sort -u
j.berger
`, V{"a": g.pw()}, "Auth Method Name: mysql_clear_password")

	{
		pw := g.pwURL()
		g.trAdd("redis-nc-config-get-requirepass", `
$ printf 'AUTH %s\r\nCONFIG GET requirepass\r\n' "$(cat /run/secrets/redis_pass)" | nc -q1 redis-queue 6379
+OK
*2
$11
requirepass
$«=n»
«a»
`, V{"=n": fmt.Sprint(len(pw)), "a": pw}, "$(cat /run/secrets/redis_pass)")
	}
	g.trAdd("resp-python-bytes-repr-auth", `
>>> sock.sendall(b"*2\r\n$4\r\nAUTH\r\n$%d\r\n%s\r\n" % (len(pw), pw))
>>> sock.recv(64)
b'+OK\r\n'
>>> pw
b'«a»'
`, V{"a": g.an(28)}, `b'+OK\r\n'`)

	// benign
	g.trAdd("redis-monitor-auth-redacted-only", `
1749719643.118201 [0 10.0.4.21:51822] "AUTH" "(redacted)"
1749719643.118533 [0 10.0.4.21:51822] "HELLO" "3" "AUTH" "(redacted)" "(redacted)"
1749719643.118977 [0 10.0.4.21:51822] "GET" "feature:checkout_v3"
1749719643.119102 [0 10.0.4.21:51822] "INCR" "stats:orders:2025-06-12"
`, V{}, `"HELLO" "3" "AUTH" "(redacted)" "(redacted)"`)

	g.trAdd("tshark-pgsql-scram-exchange", `
PostgreSQL
    Type: SASLInitialResponse message
    Length: 55
    SASL authentication mechanism: SCRAM-SHA-256
    SASL data length: 32
    SASL data: n,,n=,r=«_cn»

PostgreSQL
    Type: Authentication request
    Length: 92
    Authentication type: SASL continue (11)
    SASL data: r=«_cn»«_sn»,s=«_salt»,i=4096

PostgreSQL
    Type: SASLResponse message
    Length: 108
    SASL data: c=biws,r=«_cn»«_sn»,p=«=proof»

PostgreSQL
    Type: Authentication request
    Length: 54
    Authentication type: SASL final (12)
    SASL data: v=«=sig»
`, V{"_cn": g.b64(18), "_sn": g.b64(18), "_salt": g.b64(16), "=proof": g.b64(32), "=sig": g.b64(32)}, "SASL authentication mechanism: SCRAM-SHA-256")

	g.trAdd("redis-info-server-run-id", `
$ redis-cli -h cache-01 INFO server | head -12
# Server
redis_version:7.2.5
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:«_bid»
redis_mode:standalone
os:Linux 6.8.0-1009-aws x86_64
arch_bits:64
process_id:1
run_id:«_rid»
tcp_port:6379
uptime_in_days:41
`, V{"_bid": g.hex(16), "_rid": g.hex(40)}, "redis_version:7.2.5")

	{
		var msg []byte
		params := "user\x00report_ro\x00database\x00dwh\x00application_name\x00metabase\x00client_encoding\x00UTF8\x00\x00"
		msg = binary.BigEndian.AppendUint32(msg, uint32(len(params)+8))
		msg = binary.BigEndian.AppendUint32(msg, 196608)
		msg = append(msg, params...)
		d, _ := trHexDump("xxd", msg)
		g.trRaw("pgwire-xxd-startup-message", `
$ xxd captured/frontend-msg-01.bin
`+d+`
`, nil, "captured/frontend-msg-01.bin")
	}
	g.trAdd("tshark-mysql-native-password-scramble", `
MySQL Protocol
    Packet Length: 74
    Packet Number: 0
    Server Greeting
        Protocol: 10
        Version: 8.0.37
        Thread ID: 4821
        Salt: «_s1»
        Server Capabilities: 0xffff
        Authentication Plugin: caching_sha2_password
MySQL Protocol
    Packet Length: 188
    Packet Number: 1
    Login Request
        Username: metabase
        Password: «=scr»
        Schema: analytics
        Client Auth Plugin: caching_sha2_password
`, V{"_s1": g.s("!#%&()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~", 20), "=scr": g.hex(64)}, "Client Auth Plugin: caching_sha2_password")
}

// ---- data: URLs, JSON in JSON in URLs, encoded cookies ----

func (g *G) trNested() {
	{
		adm, dsn := g.hex(32), g.hex(32)
		env := `{"API_URL":"https://api.acme-docs.example","ALGOLIA_APP_ID":"` + g.s(alUpNum, 10) + `","ALGOLIA_ADMIN_KEY":"` + adm + `","SENTRY_DSN":"https://` + dsn + `@o412883.ingest.sentry.io/4507281"}`
		b, p := trB64(env, 0, adm)
		g.trRaw("html-runtime-env-atob", `
$ docker run --rm acme/docs-web:2.3.0 cat /usr/share/nginx/html/index.html | grep -n '__ENV'
14:    <script>window.__ENV = JSON.parse(atob("`+b+`"));</script>
`, p, "acme/docs-web:2.3.0")
	}
	{
		sk := g.skLive()
		smap := `{"version":3,"file":"checkout.js","sources":["../src/lib/stripe.ts"],"sourcesContent":["import Stripe from \"stripe\";\nexport const stripe = new Stripe(\"` + sk + `\", { apiVersion: \"2024-06-20\" });\n"],"names":[],"mappings":"AAAA,OAAO,MAAM,MAAM,QAAQ;AAC3B,OAAO,MAAM"}`
		b, p := trB64(smap, 0, sk)
		g.trRaw("sourcemap-inline-sourcescontent-key", `
$ tail -c 700 .next/server/chunks/checkout.js
module.exports=n})();
//# sourceMappingURL=data:application/json;charset=utf-8;base64,`+b+`
`, p, "sourceMappingURL=data:application/json;charset=utf-8;base64,")
	}
	{
		pw, key := g.pwStrong(), g.sendgrid()
		env := "DB_HOST=db.internal\nDB_PASSWORD=" + pw + "\nSENDGRID_API_KEY=" + key + "\n"
		g.trRaw("data-url-download-env-link", `
<a class="btn btn-secondary" download=".env" href="data:text/plain;charset=utf-8,`+trPct(env)+`">Download .env</a>
`, []string{trPct(pw), trPct(key)}, "Download .env")
	}
	{
		tok := g.userJWT()
		js := `{"user":{"id":"u_4821","role":"admin"},"session":{"token":"` + tok + `","expires":"2025-06-12T11:14:03Z"}}`
		b, p := trB64(js, 0, tok)
		g.trRaw("data-url-json-fixture-session", `
// tests/fixtures/session.ts
export const sessionUrl =
  "data:application/json;base64,`+b+`";
export async function loadSession() {
  return (await fetch(sessionUrl)).json();
}
`, p, "export async function loadSession() {")
	}
	{
		sec, id := g.trAWSSlash(), g.awsID()
		conf := `{"s3_bucket":"acme-raw","aws_access_key_id":"` + id + `","aws_secret_access_key":"` + sec + `"}`
		g.trRaw("airflow-trigger-conf-in-url", `
$ kubectl -n airflow logs deploy/airflow-webserver --since=1h | grep 'trigger?'
10.2.0.17 - admin [12/Jun/2025:09:14:03 +0000] "POST /trigger?dag_id=s3_ingest&conf=`+trPct(conf)+` HTTP/1.1" 302 217 "https://airflow.acme-data.example/dags/s3_ingest/grid" "Mozilla/5.0 (X11; Linux x86_64)"
[2025-06-12T09:14:03.201+0000] {dagrun.py:412} INFO - DagRun created: {"dag_id": "s3_ingest", "conf": "`+trJS(conf)+`"}
`, []string{trPct(sec), id, sec}, "dag_id=s3_ingest")
	}
	{
		pw := g.trPw(`"\`)
		inner := `{"username":"kiosk-07","password":"` + trJS(pw) + `"}`
		mid := `{"level":"warn","msg":"login failed","status":401,"body":"` + trJS(inner) + `"}`
		outer := trJS(mid)
		esc := trJS(trJS(trJS(pw)))
		q := g.uuid()
		g.trRaw("cloudwatch-export-triple-escaped-body", `
$ aws logs get-query-results --query-id `+q+` | jq '.results[0]'
[
  {
    "field": "@timestamp",
    "value": "2025-06-12 09:14:03.118"
  },
  {
    "field": "@message",
    "value": "`+outer+`"
  }
]
`, []string{esc}, q, `"field": "@timestamp"`)
	}
	{
		tok := "dpat_" + g.an(40)
		vars := `{"workspace":"acme","token":"` + tok + `"}`
		g.trRaw("graphql-get-variables-urlencoded", `
$ grep 'GET /graphql' /var/log/nginx/access.log | tail -1
203.0.113.50 - - [12/Jun/2025:09:14:03 +0000] "GET /graphql?operationName=Deploys&query=query%20Deploys(%24workspace%3AString!%2C%24token%3AString!)%7Bdeploys(workspace%3A%24workspace%2Ctoken%3A%24token)%7Bid%20status%7D%7D&variables=`+trPct(vars)+` HTTP/2.0" 200 412 "-" "deploy-cli/1.4.2"
`, []string{tok}, `"deploy-cli/1.4.2"`)
	}
	{
		tkt := g.b64(30)
		for !strings.ContainsAny(tkt, "+/") {
			tkt = g.b64(30)
		}
		enc := trPct(trPct(tkt))
		g.trAdd("double-percent-encoded-sso-ticket", `
Jun 12 09:14:03 sso-gw nginx[4821]: 10.0.3.7 - - "GET /cas/login?service=https%3A%2F%2Fwiki.acme-uni.example%2Flogin%3Fnext%3Dhttps%253A%252F%252Fwiki.acme-uni.example%252Fcallback%253Fticket%253D«a»%2526lang%253Dde HTTP/1.1" 302
`, V{"a": enc}, "service=https%3A%2F%2Fwiki.acme-uni.example%2Flogin")
	}
	{
		kid, sec, st := g.awsTempID(), g.trAWSSlash(), g.awsSession()
		sess := `{"sessionId":"` + kid + `","sessionKey":"` + sec + `","sessionToken":"` + st + `"}`
		signin := g.b64u(380)
		g.trRaw("aws-federation-signin-url", `
$ python3 console_login.py --profile prod-readonly --print-url
GET https://signin.aws.amazon.com/federation?Action=getSigninToken&SessionDuration=43200&Session=`+trForm(sess)+`
{"SigninToken":"`+signin+`"}
https://signin.aws.amazon.com/federation?Action=login&Issuer=acme-cli&Destination=https%3A%2F%2Fconsole.aws.amazon.com%2F&SigninToken=`+signin+`
`, []string{trForm(sec), trForm(st), signin}, "Destination=https%3A%2F%2Fconsole.aws.amazon.com%2F", kid)
	}
	{
		at, rt := g.trSupaJWT(), g.s(alLowNum, 12)
		js := `{"access_token":"` + at + `","token_type":"bearer","expires_in":3600,"expires_at":1749723243,"refresh_token":"` + rt + `","user":{"id":"` + g.uuid() + `","aud":"authenticated","role":"authenticated","email":"lea@example.com"}}`
		b, p := trB64E(base64.RawURLEncoding, js, 0, at, rt)
		ref := g.s(alLower, 20)
		g.trRaw("supabase-ssr-cookie-base64-session", `
Cookie: sb-`+ref+`-auth-token=base64-`+b+`; NEXT_LOCALE=de
`, p, "sb-"+ref+"-auth-token=base64-", "NEXT_LOCALE=de")
	}
	{
		key := g.hex(32)
		js := `(function(){fetch('https://api.acme-links.example/v1/save',{method:'POST',headers:{'X-Api-Key':'` + key + `','Content-Type':'application/json'},body:JSON.stringify({url:location.href,title:document.title})}).then(r=>alert(r.ok?'saved':'error'))})()`
		g.trRaw("bookmarklet-url-encoded-api-key", `
$ jq -r '.roots.bookmark_bar.children[] | select(.name=="Save to Links") | .url' ~/.config/google-chrome/Default/Bookmarks
javascript:`+trPct(js)+`
`, []string{key}, "Save to Links")
	}
	{
		pw, key := g.trPw(`"!`), g.hex(40)
		g.trAdd("apigw-lambda-event-json-strings", `
2025-06-12T09:14:03.118Z	«_rid»	INFO	event: {"version":"2.0","routeKey":"POST /v1/connect","rawPath":"/v1/connect","rawQueryString":"filter=%7B%22apiKey%22%3A%22«a»%22%7D","headers":{"content-type":"application/json","x-forwarded-for":"203.0.113.50"},"queryStringParameters":{"filter":"{\"apiKey\":\"«a»\"}"},"body":"{\"host\":\"ftp.partner.example\",\"user\":\"acme\",\"password\":\"«b»\"}","isBase64Encoded":false}
`, V{"_rid": g.uuid(), "a": key, "b": trJS(trJS(pw))}, `"routeKey":"POST /v1/connect"`)
	}

	// benign
	g.trAdd("data-url-png-favicon", `
<link rel="icon" type="image/png" href="data:image/png;base64,«_png»">
<link rel="manifest" href="/site.webmanifest">
`, V{"_png": b64s(string(g.trPNG(120)))}, `<link rel="manifest" href="/site.webmanifest">`)

	{
		ev := `{"event":"Signed Up","properties":{"token":"` + g.hex(32) + `","distinct_id":"` + g.uuid() + `","$browser":"Chrome","plan":"team"}}`
		b := b64s(ev)
		g.trAdd("mixpanel-track-base64-data", `
203.0.113.50 - - [12/Jun/2025:09:14:03 +0000] "GET /track/?data=«_d»&ip=1&_=1749719643118 HTTP/1.1" 200 1 "https://www.acme-crm.example/signup" "Mozilla/5.0"
`, V{"_d": trForm(b)}, "&ip=1&_=1749719643118")
	}
	g.trAdd("grafana-explore-url-json-state", `
https://grafana.acme-ops.example/explore?schemaVersion=1&panes=%7B%22«_p»%22%3A%7B%22datasource%22%3A%22«_ds»%22%2C%22queries%22%3A%5B%7B%22refId%22%3A%22A%22%2C%22expr%22%3A%22rate(http_requests_total%7Bjob%3D%5C%22checkout%5C%22%7D%5B5m%5D)%22%7D%5D%2C%22range%22%3A%7B%22from%22%3A%22now-1h%22%2C%22to%22%3A%22now%22%7D%7D%7D&orgId=1
`, V{"_p": g.s(alLowNum, 3), "_ds": g.s(alAlnum, 14)}, "&orgId=1")

	g.trAdd("oauth-authorize-state-pkce", `
https://login.acme-id.example/oauth2/authorize?response_type=code&client_id=web-portal&redirect_uri=https%3A%2F%2Fportal.acme.example%2Fcallback&scope=openid%20profile&state=«_st»&nonce=«_n»&code_challenge=«_cc»&code_challenge_method=S256
`, V{"_st": b64raw(`{"returnTo":"/billing/invoices","csrf":"` + g.hex(16) + `"}`), "_n": g.b64u(22), "_cc": g.b64u(43)}, "code_challenge_method=S256", "client_id=web-portal")

	g.trAdd("sentry-envelope-public-key-url", `
POST https://o412883.ingest.sentry.io/api/4507281/envelope/?sentry_key=«_k»&sentry_version=7&sentry_client=sentry.javascript.react%2F8.9.2 200
{"event_id":"«_e»","sent_at":"2025-06-12T09:14:03.118Z","sdk":{"name":"sentry.javascript.react","version":"8.9.2"}}
`, V{"_k": g.hex(32), "_e": g.hex(32)}, "sentry_version=7")
}

// trAWSSlash is an AWS secret access key with a / and a + in it.
func (g *G) trAWSSlash() string {
	b := []byte(g.awsSecret())
	b[3+g.r.IntN(15)] = '/'
	b[20+g.r.IntN(17)] = '+'
	return string(b)
}

// trSupaJWT is a Supabase user access token.
func (g *G) trSupaJWT() string {
	iat := 1749719643
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":%d,"iat":%d,"role":"authenticated","session_id":"%s"}`,
		g.s(alLower, 20), g.uuid(), iat+3600, iat, g.uuid()))
}

// ---- YAML block scalars and Java .properties ----

// trProp escapes s as a .properties value the way Properties.store
// writes it: \, =, :, # and ! escaped, non-ASCII as \uXXXX.
func trProp(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case strings.ContainsRune(`\=:#!`, r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r > 0x7e:
			for _, u := range utf16.Encode([]rune{r}) {
				fmt.Fprintf(&b, `\u%04X`, u)
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (g *G) trFileEnc() {
	g.trAdd("yaml-k8s-secret-stringdata-literal", `
$ cat k8s/monitoring/grafana-datasources.secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: grafana-datasources
  namespace: monitoring
  labels:
    grafana_datasource: "1"
type: Opaque
stringData:
  datasources.yaml: |
    apiVersion: 1
    datasources:
      - name: Postgres-DWH
        type: postgres
        url: pg-dwh.internal:5432
        user: grafana_ro
        jsonData:
          database: dwh
          sslmode: require
        secureJsonData:
          password: "«a»"
      - name: Loki
        type: loki
        url: http://loki-gateway.monitoring
        basicAuth: true
        basicAuthUser: grafana
        secureJsonData:
          basicAuthPassword: «b»
`, V{"a": g.pw(), "b": g.an(32)}, "http://loki-gateway.monitoring", "grafana_datasource: \"1\"")

	{
		tok, key := g.hex(64), g.b64(32)
		env := "ACME_AGENT_TOKEN=" + tok + "\nACME_AGENT_SIGNING_KEY=" + key + "\nACME_AGENT_REGION=eu-central\n"
		b, p := trB64(env, 0, tok, key)
		g.trRaw("yaml-cloud-init-write-files-b64", `
$ hcloud server describe edge-fra-04 -o json | jq -r '.user_data' 2>/dev/null || cat cloud-init/edge.yaml
#cloud-config
package_update: true
packages: [curl, jq]
write_files:
  - path: /etc/acme/agent.env
    owner: root:root
    permissions: '0600'
    encoding: b64
    content: `+b+`
runcmd:
  - curl -fsSL https://get.acme-agent.example/install.sh | sh
  - systemctl enable --now acme-agent
`, p, "path: /etc/acme/agent.env", "systemctl enable --now acme-agent")
	}
	{
		tok := g.ghp()
		auth := b64s("acme-bot:" + tok)
		cfg := `{"auths":{"ghcr.io":{"username":"acme-bot","password":"` + tok + `","auth":"` + auth + `"}}}`
		b, p := trB64(cfg, 0, tok, auth)
		g.trRaw("yaml-dockerconfigjson-double-base64", `
$ kubectl -n ci get secret ghcr-pull -o yaml
apiVersion: v1
data:
  .dockerconfigjson: `+b+`
kind: Secret
metadata:
  creationTimestamp: "2025-06-02T08:41:17Z"
  name: ghcr-pull
  namespace: ci
  resourceVersion: "48213377"
  uid: `+g.uuid()+`
type: kubernetes.io/dockerconfigjson
`, p, "type: kubernetes.io/dockerconfigjson")
	}
	g.trAdd("yaml-helm-values-folded-token", `
$ helm get values uptime-probe -n monitoring
USER-SUPPLIED VALUES:
probe:
  interval: 30s
  targets:
    - https://status.acme-rent.example/healthz
    - https://api.acme-rent.example/v1/ping
  notify:
    slackWebhook: https://hooks.slack.com/services/«_t»/«_b»/«a»
    apiToken: >-
      «c»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "c": g.jwt("HS256", fmt.Sprintf(`{"sub":"uptime-probe","scope":"status:write","iat":%d}`, 1749719643))}, "interval: 30s")

	{
		k := g.rsaPEM()
		g.trAdd("yaml-ansible-literal-private-key", `
$ cat group_vars/bastion/vars.yml
bastion_user: deploy
bastion_port: 2222
deploy_known_hosts: |
  bastion.acme-logistik.example «_pub»
deploy_private_key: |
  -----BEGIN RSA PRIVATE KEY-----
  «a»
  -----END RSA PRIVATE KEY-----
`, V{"_pub": trHostPub(g), "a": strings.ReplaceAll(k.body, "\n", "\n  ")}, "bastion_port: 2222")
	}
	g.trAdd("yaml-helm-values-literal-toml", `
vector:
  customConfig: |
    [sources.app_logs]
    type = "kubernetes_logs"

    [sinks.es]
    type = "elasticsearch"
    inputs = ["app_logs"]
    endpoints = ["https://es.acme-obs.example:9200"]
    auth.strategy = "basic"
    auth.user = "vector_writer"
    auth.password = "«a»"

    [sinks.datadog]
    type = "datadog_logs"
    inputs = ["app_logs"]
    default_api_key = "«b»"
`, V{"a": g.pwStrong(), "b": g.hex(32)}, `endpoints = ["https://es.acme-obs.example:9200"]`)

	{
		sec := g.b64u(88)
		cut := 36 + g.r.IntN(20)
		g.trAdd("properties-continuation-split-secret", `
$ sed -n '12,20p' src/main/resources/application-prod.properties
# JWT
app.jwt.issuer=https://auth.acme-versicherung.example
app.jwt.secret=«a»\
               «b»
app.jwt.expiration-seconds=3600
# Mail
spring.mail.host=smtp.acme-versicherung.example
spring.mail.username=noreply
`, V{"a": sec[:cut], "b": sec[cut:]}, "app.jwt.expiration-seconds=3600")
	}
	{
		pw := g.pick("Grüße", "Straße", "Größe", "Frühling", "Köln") + "-" + g.pick(pwWords...) + g.s(alDigit, 3) + "!"
		g.trAdd("properties-native2ascii-unicode-password", `
$ native2ascii -encoding UTF-8 src/main/resources/mail.properties | grep -v '^#'
mail.smtp.host=mail.acme-bau.example
mail.smtp.port=587
mail.smtp.user=bauleitung@acme-bau.example
mail.smtp.password=«a»
mail.from.name=Acme Bau \u2013 Bauleitung
`, V{"a": trProp(pw)}, `mail.from.name=Acme Bau \u2013 Bauleitung`)
	}
	{
		pw := g.trPw("=:!#")
		g.trAdd("properties-store-escaped-jdbc", `
$ cat ~/.erp-client/connection.properties
#Exported by ERP Client 11.4
#Thu Jun 12 09:14:03 CEST 2025
datasource.url=jdbc\:sqlserver\://sql01.acme.local\:1433;databaseName\=erp;encrypt\=true
datasource.username=erp_app
datasource.password=«a»
datasource.pool.max=20
`, V{"a": trProp(pw)}, `datasource.url=jdbc\:sqlserver\://sql01.acme.local\:1433;databaseName\=erp;encrypt\=true`)
	}

	// benign
	g.trAdd("yaml-block-placeholders-and-refs", `
$ cat deploy/values-prod.yaml
app:
  env:
    DATABASE_URL: "postgres://app:${DB_PASSWORD}@db.internal:5432/app"
  extraConfig: |
    [auth]
    client_secret = "{{ .Values.oidc.clientSecret }}"
    signing_key_file = /var/run/secrets/acme/signing.key
  notes: >
    Secrets come from Vault at secret/data/prod/app and are
    injected by the agent; never put them in this file.
`, V{}, "${DB_PASSWORD}", `"{{ .Values.oidc.clientSecret }}"`, "secret/data/prod/app")

	{
		c := g.certPEM()
		g.trAdd("yaml-configmap-ca-bundle", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: corp-ca-bundle
  namespace: platform
data:
  ca.crt: |
    -----BEGIN CERTIFICATE-----
    «_c»
    -----END CERTIFICATE-----
`, V{"_c": strings.ReplaceAll(c.body, "\n", "\n    ")}, "name: corp-ca-bundle")
	}
	g.trAdd("properties-i18n-unicode-escapes", `
$ head -6 src/main/resources/messages_de.properties
login.title=Anmeldung
login.password.hint=Das Passwort muss mindestens 12 Zeichen lang sein und darf nicht mit den letzten f\u00FCnf \u00FCbereinstimmen.
login.password.reset=Passwort vergessen?
error.auth.failed=Benutzername oder Passwort ung\u00FCltig.
checkout.total=Gesamtsumme inkl. MwSt.\: {0} \u20AC
`, V{}, `login.password.hint=Das Passwort muss mindestens 12 Zeichen lang sein`, `error.auth.failed=Benutzername oder Passwort ung\u00FCltig.`)

	g.trAdd("properties-jasypt-enc-continuation", `
spring.datasource.url=jdbc:postgresql://db.internal:5432/claims
spring.datasource.username=claims
spring.datasource.password=ENC(«_e1»\
    «_e2»)
jasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}
jasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256
`, V{"_e1": g.b64(30), "_e2": g.b64(33)}, "${JASYPT_ENCRYPTOR_PASSWORD}")

	g.trAdd("yaml-cloud-init-authorized-keys", `
#cloud-config
users:
  - name: ops
    groups: [sudo]
    shell: /bin/bash
    ssh_authorized_keys:
      - «_k1» ops@laptop-anna
      - «_k2» ops@laptop-tom
write_files:
  - path: /etc/nginx/conf.d/status.conf
    content: |
      server {
        listen 8080;
        location /status { stub_status; allow 10.0.0.0/8; deny all; }
      }
`, V{"_k1": g.sshRSAPub(), "_k2": trHostPub(g)}, "location /status { stub_status; allow 10.0.0.0/8; deny all; }")
}

// ---- Windows .reg exports, plists, keystores and PKCS#12 ----

func (g *G) trWinMac() {
	{
		tok := g.ghp()
		val, runs := trRegHex("GITHUB_TOKEN", "hex(2)", trUTF16Z(tok))
		path, _ := trRegHex("Path", "hex(2)", trUTF16Z(`%USERPROFILE%\AppData\Local\Microsoft\WindowsApps;`))
		g.trRaw("reg-hkcu-environment-hex2-token", `
PS C:\Users\dev> reg export HKCU\Environment env.reg /y; Get-Content env.reg
Der Vorgang wurde erfolgreich beendet.
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Environment]
`+path+`
"TEMP"=hex(2):25,00,55,00,53,00,45,00,52,00,50,00,52,00,4f,00,46,00,49,00,4c,\
  00,45,00,25,00,5c,00,41,00,70,00,70,00,44,00,61,00,74,00,61,00,5c,00,4c,00,\
  6f,00,63,00,61,00,6c,00,5c,00,54,00,65,00,6d,00,70,00,00,00
`+val+`
`, runs, "[HKEY_CURRENT_USER\\Environment]")
	}
	g.trAdd("reg-winlogon-autologon-kiosk", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoAdminLogon"="1"
"DefaultDomainName"="KASSE-03"
"DefaultUserName"="kiosk"
"DefaultPassword"="«a»"
"ForceAutoLogon"=dword:00000001
"Shell"="C:\\Program Files\\Acme POS\\AcmePOS.exe"
`, V{"a": g.pw()}, `"DefaultUserName"="kiosk"`)

	{
		pw := make([]byte, 8)
		copy(pw, g.bytes(8))
		ctl := g.bytes(8)
		v1, r1 := trRegHex("Password", "hex", pw)
		v2, r2 := trRegHex("ControlPassword", "hex", ctl)
		g.trRaw("reg-tightvnc-password-hex", `
C:\> reg export "HKLM\SOFTWARE\TightVNC\Server" vnc.reg & type vnc.reg
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\TightVNC\Server]
"AcceptRfbConnections"=dword:00000001
"RfbPort"=dword:0000170c
"UseVncAuthentication"=dword:00000001
`+v1+`
`+v2+`
"AllowLoopback"=dword:00000000
`, append(r1, r2...), `"RfbPort"=dword:0000170c`)
	}
	g.trAdd("reg-putty-proxy-and-winscp-password", `
[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\prod-bastion]
"HostName"="bastion.acme-shop.example"
"PortNumber"=dword:00000016
"ProxyMethod"=dword:00000003
"ProxyHost"="proxy.corp.acme-shop.example"
"ProxyPort"=dword:00000c38
"ProxyUsername"="j.doe"
"ProxyPassword"="«a»"

[HKEY_CURRENT_USER\Software\Martin Prikryl\WinSCP 2\Sessions\deploy@web-01]
"HostName"="web-01.acme-shop.example"
"UserName"="deploy"
"Password"="«b»"
"FSProtocol"=dword:00000002
`, V{"a": g.pw(), "b": strings.ToUpper("A35C4" + g.hex(60+2*g.r.IntN(10)))}, `"ProxyHost"="proxy.corp.acme-shop.example"`)

	{
		pw := g.trPw("!#")
		p12 := g.trP12(900)
		lines := strings.Split(wrap(base64.StdEncoding.EncodeToString(p12), 52), "\n")
		pu := strings.ToUpper(g.uuid())
		g.trRaw("plist-mobileconfig-pkcs12-payload", `
$ sed -n '/com.apple.security.pkcs12/,+0p;/<key>Password<\/key>/,+1p;/<key>PayloadContent<\/key>/,/<\/data>/p' wifi-eap-tls.mobileconfig
			<key>Password</key>
			<string>`+pw+`</string>
			<key>PayloadContent</key>
			<data>
			`+strings.Join(lines, "\n\t\t\t")+`
			</data>
			<string>com.apple.security.pkcs12.`+pu+`</string>
`, append([]string{pw}, lines...), "com.apple.security.pkcs12."+pu)
	}
	{
		tok := g.b64u(64)
		js := `{"refresh_token":"` + tok + `","account":"m.roth@acme-studio.example"}`
		b, p := trB64(js, 0, tok)
		g.trRaw("plist-defaults-export-data-token", `
$ defaults export com.acme.SyncAgent - | sed -n '/<key>authBlob/,/<\/data>/p'
	<key>authBlob</key>
	<data>
	`+b+`
	</data>
`, p, "defaults export com.acme.SyncAgent -")
	}
	{
		p12 := base64.StdEncoding.EncodeToString(g.trP12(1400))
		g.trAdd("pkcs12-keyvault-secret-show", `
$ az keyvault secret show --vault-name kv-acme-prod --name wildcard-acme-shop -o json
{
  "attributes": {
    "created": "2025-03-02T10:14:22+00:00",
    "enabled": true,
    "expires": "2026-03-02T23:59:59+00:00",
    "recoverableDays": 90,
    "recoveryLevel": "Recoverable"
  },
  "contentType": "application/x-pkcs12",
  "id": "https://kv-acme-prod.vault.azure.net/secrets/wildcard-acme-shop/«_ver»",
  "kid": "https://kv-acme-prod.vault.azure.net/keys/wildcard-acme-shop/«_ver»",
  "managed": true,
  "name": "wildcard-acme-shop",
  "value": "«a»"
}
`, V{"_ver": g.hex(32), "a": p12}, `"contentType": "application/x-pkcs12"`)
	}
	g.trAdd("keytool-storepass-on-command-line", `
$ keytool -list -v -keystore /opt/kafka/ssl/kafka.client.keystore.jks -storepass «a» | head -20
Keystore type: JKS
Keystore provider: SUN

Your keystore contains 1 entry

Alias name: kafka-client
Creation date: Jun 2, 2025
Entry type: PrivateKeyEntry
Certificate chain length: 2
Certificate[1]:
Owner: CN=orders-svc, OU=platform, O=Acme, C=DE
Issuer: CN=Acme Kafka CA, O=Acme, C=DE
Serial number: «_sn»
Valid from: Mon Jun 02 08:00:00 CEST 2025 until: Tue Jun 02 08:00:00 CEST 2026
Certificate fingerprints:
	 SHA1: «_f1»
	 SHA256: «_f2»
Signature algorithm name: SHA256withRSA
Subject Public Key Algorithm: 2048-bit RSA key
`, V{"a": g.pwURL(), "_sn": g.hex(32), "_f1": trColon(g.hex(40)), "_f2": trColon(g.hex(64))}, "Owner: CN=orders-svc, OU=platform, O=Acme, C=DE")

	{
		ks, ts := base64.StdEncoding.EncodeToString(g.trP12(700)), base64.StdEncoding.EncodeToString(g.trP12(500))
		pw := g.pwURL()
		g.trAdd("pkcs12-k8s-secret-keystore", `
$ kubectl -n kafka get secret orders-svc-tls -o yaml | head -12
apiVersion: v1
data:
  keystore.p12: «a»
  keystore.password: «b»
  truststore.p12: «_t»
  truststore.password: «c»
kind: Secret
metadata:
  name: orders-svc-tls
  namespace: kafka
type: Opaque
`, V{"a": ks, "b": b64s(pw), "_t": ts, "c": b64s(pw)}, "name: orders-svc-tls")
	}

	// benign
	g.trAdd("keytool-list-v-truststore-benign", `
$ keytool -list -v -cacerts -alias acme-root-ca
Enter keystore password:
Alias name: acme-root-ca
Creation date: Jan 6, 2025
Entry type: trustedCertEntry

Owner: CN=Acme Root CA 2025, O=Acme Corp, C=DE
Issuer: CN=Acme Root CA 2025, O=Acme Corp, C=DE
Serial number: «_sn»
Valid from: Mon Jan 06 10:00:00 CET 2025 until: Thu Jan 06 10:00:00 CET 2045
Certificate fingerprints:
	 SHA1: «_f1»
	 SHA256: «_f2»
Signature algorithm name: SHA384withRSA
Subject Public Key Algorithm: 4096-bit RSA key
Version: 3

Extensions:

#1: ObjectId: 2.5.29.19 Criticality=true
BasicConstraints:[
  CA:true
  PathLen: no limit
]

#2: ObjectId: 2.5.29.14 Criticality=false
SubjectKeyIdentifier [
KeyIdentifier [
0000: «_ski»
]
]
`, V{"_sn": g.hex(40), "_f1": trColon(g.hex(40)), "_f2": trColon(g.hex(64)), "_ski": trColon(g.hex(20))}, "Enter keystore password:")

	{
		c := g.certPEM()
		der := strings.ReplaceAll(c.body, "\n", "")
		lines := strings.Split(wrap(der, 52), "\n")
		g.trAdd("plist-root-cert-payload", `
		<dict>
			<key>PayloadCertificateFileName</key>
			<string>AcmeRootCA2025.cer</string>
			<key>PayloadContent</key>
			<data>
			«_c»
			</data>
			<key>PayloadDisplayName</key>
			<string>Acme Root CA 2025</string>
			<key>PayloadIdentifier</key>
			<string>com.apple.security.root.«_u»</string>
			<key>PayloadType</key>
			<string>com.apple.security.root</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`, V{"_c": strings.Join(lines, "\n\t\t\t"), "_u": strings.ToUpper(g.uuid())}, "com.apple.security.root")
	}
	{
		v, _ := trRegHex("ExpandedPath", "hex(2)", trUTF16Z(`%ProgramFiles%\Acme\Agent\bin`))
		wp, _ := trRegHex("WindowPlacement", "hex", g.bytes(44))
		g.trRaw("reg-export-benign-hex2-path", `
[HKEY_CURRENT_USER\Software\Acme\Agent]
"InstallDir"="C:\\Program Files\\Acme\\Agent"
`+v+`
`+wp+`
"Version"="4.12.0.2211"
"UpdateChannel"="stable"
`, nil, `"Version"="4.12.0.2211"`)
	}
	g.trAdd("plist-bookmark-data-and-ids", `
$ plutil -p ~/Library/Preferences/com.acme.Notes.plist
{
  "LastOpenedDocumentBookmark" => {length = 612, bytes = 0x626f6f6b «_bk» ... 00000000 00000000 }
  "NSWindow Frame MainWindow" => "142 211 1280 800 0 0 1728 1079 "
  "SUEnableAutomaticChecks" => 1
  "SULastCheckTime" => 2025-06-12 07:14:03 +0000
  "deviceID" => "«_dev»"
  "installID" => "«_inst»"
}
`, V{"_bk": g.hex(8) + " " + g.hex(8) + " " + g.hex(8), "_dev": strings.ToUpper(g.uuid()), "_inst": g.hex(32)}, "SUEnableAutomaticChecks")

	g.trAdd("keytool-printcert-apk-signer", `
$ keytool -printcert -jarfile app-release.apk
Signer #1:

Certificate #1:
Owner: CN=Acme Mobile, OU=Apps, O=Acme GmbH, L=Berlin, ST=Berlin, C=DE
Issuer: CN=Acme Mobile, OU=Apps, O=Acme GmbH, L=Berlin, ST=Berlin, C=DE
Serial number: «_sn»
Valid from: Tue Mar 05 11:20:44 CET 2019 until: Sat Jul 21 12:20:44 CEST 2046
Certificate fingerprints:
	 SHA1: «_f1»
	 SHA256: «_f2»
Signature algorithm name: SHA256withRSA
Subject Public Key Algorithm: 2048-bit RSA key
Version: 3
`, V{"_sn": g.hex(8), "_f1": trColon(g.hex(40)), "_f2": trColon(g.hex(64))}, "Owner: CN=Acme Mobile, OU=Apps, O=Acme GmbH, L=Berlin, ST=Berlin, C=DE")
}

// trColon writes a hex string as colon-separated upper-case pairs, as
// keytool prints fingerprints.
func trColon(h string) string {
	var p []string
	for i := 0; i+1 < len(h); i += 2 {
		p = append(p, strings.ToUpper(h[i:i+2]))
	}
	return strings.Join(p, ":")
}

// ---- HTTP and mail client debug output ----

func (g *G) trClientDebug() {
	{
		user := "noreply@acme-kita.example"
		g.trAdd("python-smtplib-debuglevel", `
$ python3 send_report.py --debug
send: 'ehlo [192.168.178.23]\r\n'
reply: b'250-smtp.gmail.com at your service, [203.0.113.50]\r\n'
reply: b'250-SIZE 35882577\r\n'
reply: b'250-8BITMIME\r\n'
reply: b'250-AUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH\r\n'
reply: b'250-ENHANCEDSTATUSCODES\r\n'
reply: b'250 SMTPUTF8\r\n'
reply: retcode (250); Msg: b'smtp.gmail.com at your service, [203.0.113.50]\nSIZE 35882577\n8BITMIME\nAUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH\nENHANCEDSTATUSCODES\nSMTPUTF8'
send: 'AUTH PLAIN «a»\r\n'
reply: b'235 2.7.0 Accepted\r\n'
reply: retcode (235); Msg: b'2.7.0 Accepted'
send: 'mail FROM:<«_u»> size=1842\r\n'
`, V{"a": b64s("\x00" + user + "\x00" + g.s(alLower, 16)), "_u": user}, "reply: b'235 2.7.0 Accepted\\r\\n'")
	}
	{
		user := "noreply@acme.io"
		g.trAdd("nodemailer-debug-secret-masked", `
[2025-06-12 09:14:03] DEBUG [«_id»] S: 250-smtp.acme-mail.example
[2025-06-12 09:14:03] DEBUG [«_id»] S: 250-AUTH PLAIN LOGIN
[2025-06-12 09:14:03] DEBUG [«_id»] S: 250 8BITMIME
[2025-06-12 09:14:03] DEBUG [«_id»] SMTP handshake finished
[2025-06-12 09:14:03] DEBUG [«_id»] C: AUTH PLAIN «_m»
[2025-06-12 09:14:03] DEBUG [«_id»] S: 235 2.7.0 Authentication successful
[2025-06-12 09:14:03] INFO  [«_id»] User "«_u»" authenticated
`, V{"_id": g.b64u(11), "_m": b64s("\x00" + user + "\x00/* secret */"), "_u": user}, `User "noreply@acme.io" authenticated`)
	}
	{
		cid := "orders-sync"
		g.trAdd("python-http-client-debuglevel", `
>>> import http.client, requests
>>> http.client.HTTPConnection.debuglevel = 1
>>> r = requests.post("https://auth.acme-orders.example/oauth2/token", data={"grant_type": "client_credentials"}, auth=(CLIENT_ID, CLIENT_SECRET))
send: b'POST /oauth2/token HTTP/1.1\r\nHost: auth.acme-orders.example\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nContent-Length: 29\r\nContent-Type: application/x-www-form-urlencoded\r\nAuthorization: Basic «a»\r\n\r\n'
send: b'grant_type=client_credentials'
reply: 'HTTP/1.1 200 OK\r\n'
header: Date: Thu, 12 Jun 2025 09:14:03 GMT
header: Content-Type: application/json
header: X-Request-Id: «_rid»
`, V{"a": b64s(cid + ":" + g.an(40)), "_rid": g.uuid()}, "User-Agent: python-requests/2.32.3")
	}
	g.trAdd("okhttp-logging-interceptor-body", `
2025-06-12 09:14:03.118  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  --> POST https://api.acme-delivery.example/v3/drivers/login
2025-06-12 09:14:03.118  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  Content-Type: application/json; charset=utf-8
2025-06-12 09:14:03.118  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  Content-Length: 71
2025-06-12 09:14:03.118  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  X-App-Key: «a»
2025-06-12 09:14:03.119  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  {"phone":"+4915112345678","pin":"«=pin»","deviceId":"«_dev»"}
2025-06-12 09:14:03.119  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  --> END POST (71-byte body)
2025-06-12 09:14:03.412  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  <-- 200 https://api.acme-delivery.example/v3/drivers/login (293ms)
2025-06-12 09:14:03.413  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  {"accessToken":"«b»","refreshToken":"«c»"}
2025-06-12 09:14:03.413  4821-4907  okhttp.OkHttpClient     com.acme.delivery.debug  I  <-- END HTTP (612-byte body)
`, V{"a": g.hex(40), "=pin": g.digits(4), "_dev": g.hex(16), "b": g.userJWT(), "c": g.b64u(64)}, "--> END POST (71-byte body)")

	g.trAdd("go-httputil-dumprequestout", `
$ go run ./cmd/probe -dump
2025/06/12 09:14:03 request:
GET /v1/accounts/me HTTP/1.1
Host: api.acme-pay.example
User-Agent: acme-probe/0.4.0
Authorization: Bearer «a»
X-Idempotency-Key: «_idem»
Accept-Encoding: gzip

2025/06/12 09:14:03 response: 200 OK (88ms)
`, V{"a": "sk_prod_" + g.b64u(48), "_idem": g.uuid()}, "User-Agent: acme-probe/0.4.0")

	{
		user, pw := "admin", g.pwURL()
		g.trAdd("tshark-http-authbasic-credentials", `
$ tshark -r cam.pcap -Y 'http.authorization' -O http | sed -n '/^Hypertext/,/^$/p'
Hypertext Transfer Protocol
    GET /cgi-bin/snapshot.cgi?channel=1 HTTP/1.1\r\n
        Request Method: GET
        Request URI: /cgi-bin/snapshot.cgi?channel=1
        Request Version: HTTP/1.1
    Host: 192.168.50.21\r\n
    Authorization: Basic «a»\r\n
        Credentials: «_u»:«b»
    User-Agent: python-requests/2.31.0\r\n
    \r\n
    [Full request URI: http://192.168.50.21/cgi-bin/snapshot.cgi?channel=1]
`, V{"a": b64s(user + ":" + pw), "_u": user, "b": pw}, "[Full request URI: http://192.168.50.21/cgi-bin/snapshot.cgi?channel=1]")
	}
	{
		user, pw := "svc_reporting", g.pw()
		g.trAdd("axios-error-tojson-config", `
AxiosError: Request failed with status code 403
    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)
{
  message: 'Request failed with status code 403',
  name: 'AxiosError',
  code: 'ERR_BAD_REQUEST',
  config: {
    method: 'get',
    url: 'https://jira.acme-werk.example/rest/api/2/search?jql=project%3DOPS',
    auth: { username: '«_u»', password: '«a»' },
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'User-Agent': 'axios/1.7.2',
      Authorization: 'Basic «b»'
    },
    timeout: 10000
  },
  status: 403
}
`, V{"_u": user, "a": pw, "b": b64s(user + ":" + pw)}, "code: 'ERR_BAD_REQUEST'")
	}
	g.trAdd("apache-httpclient-wire-log", `
2025-06-12 09:14:03,118 DEBUG [org.apache.http.wire] http-outgoing-0 >> "POST /api/v1/index HTTP/1.1[\r][\n]"
2025-06-12 09:14:03,118 DEBUG [org.apache.http.wire] http-outgoing-0 >> "Content-Type: application/json[\r][\n]"
2025-06-12 09:14:03,118 DEBUG [org.apache.http.wire] http-outgoing-0 >> "Authorization: ApiKey «a»[\r][\n]"
2025-06-12 09:14:03,118 DEBUG [org.apache.http.wire] http-outgoing-0 >> "Host: es.acme-search.example:9243[\r][\n]"
2025-06-12 09:14:03,118 DEBUG [org.apache.http.wire] http-outgoing-0 >> "Connection: Keep-Alive[\r][\n]"
2025-06-12 09:14:03,118 DEBUG [org.apache.http.wire] http-outgoing-0 >> "User-Agent: Apache-HttpClient/4.5.14 (Java/17.0.11)[\r][\n]"
2025-06-12 09:14:03,118 DEBUG [org.apache.http.wire] http-outgoing-0 >> "[\r][\n]"
2025-06-12 09:14:03,201 DEBUG [org.apache.http.wire] http-outgoing-0 << "HTTP/1.1 201 Created[\r][\n]"
`, V{"a": g.esAPIKey()}, "Apache-HttpClient/4.5.14 (Java/17.0.11)")

	// benign
	g.trAdd("okhttp-redact-header-blocks", `
I  --> GET https://api.acme-delivery.example/v3/tours/today
I  Authorization: ██
I  X-App-Key: ██
I  X-Request-Id: «_rid»
I  --> END GET
I  <-- 200 https://api.acme-delivery.example/v3/tours/today (141ms)
I  etag: W/"«_etag»"
I  <-- END HTTP (4182-byte body)
`, V{"_rid": g.uuid(), "_etag": g.hex(16)}, "Authorization: ██")

	g.trAdd("dotnet-httpclient-logging-redacted", `
info: System.Net.Http.HttpClient.Billing.LogicalHandler[100]
      Start processing HTTP request POST https://api.acme-billing.example/v2/invoices
info: System.Net.Http.HttpClient.Billing.ClientHandler[100]
      Sending HTTP request POST https://api.acme-billing.example/v2/invoices
trce: System.Net.Http.HttpClient.Billing.ClientHandler[102]
      Request Headers:
      Authorization: *
      Idempotency-Key: «_k»
      traceparent: 00-«_t»-«_s»-01
info: System.Net.Http.HttpClient.Billing.ClientHandler[101]
      Received HTTP response headers after 212.4411ms - 201
`, V{"_k": g.uuid(), "_t": g.hex(32), "_s": g.hex(16)}, "Authorization: *")
}

// ---- benign look-alikes across encodings ----

func (g *G) trLookalikes() {
	{
		pk := g.trRSAPubB64()
		g.trAdd("dig-dkim-txt-public-key", `
$ dig +short TXT google._domainkey.acme-labs.example
"v=DKIM1; k=rsa; p=«_a»" "«_b»"
$ dig +short TXT _dmarc.acme-labs.example
"v=DMARC1; p=quarantine; rua=mailto:dmarc@acme-labs.example; adkim=r; aspf=r"
`, V{"_a": pk[:230], "_b": pk[230:]}, "v=DMARC1; p=quarantine")
	}
	g.trAdd("html-sri-integrity-hashes", `
$ curl -s https://docs.acme-ui.example/ | grep -o '<script[^>]*integrity[^>]*>'
<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" integrity="sha384-«_h1»" crossorigin="anonymous" defer>
<script src="/assets/app.9f2c41.js" integrity="sha256-«_h2»" crossorigin="anonymous">
`, V{"_h1": g.b64(48), "_h2": g.b64(32)})

	g.trAdd("http-content-digest-headers", `
$ curl -sI https://downloads.acme-tools.example/cli/acme-cli_2.8.1_linux_amd64.tar.gz
HTTP/2 200
content-type: application/gzip
content-length: 18233401
content-md5: «_md5»
repr-digest: sha-256=:«_sha»:
x-goog-hash: crc32c=«_crc»
x-goog-hash: md5=«_md5»
x-goog-generation: «_gen»
etag: "«_etag»"
`, V{"_md5": g.b64(16), "_sha": g.b64(32), "_crc": g.b64(4), "_gen": g.digits(16), "_etag": g.hex(32)}, "acme-cli_2.8.1_linux_amd64.tar.gz")

	g.trAdd("grep-mime-boundaries-content-ids", `
$ grep -hE '^(Content-ID|Message-ID|--[-=_A-Za-z0-9]{20,})' ~/Mail/INBOX | head -8
Message-ID: <«_m1»>
--«_b1»
Content-ID: <ii_«_c1»>
--«_b1»--
Message-ID: <«_m2»@acme-hr.example>
------=_Part_«_p»
Content-ID: <image001.png@01DADC4F.«_ol»>
------=_Part_«_p»--
`, V{"_m1": g.trGmailMID(), "_b1": g.trGmailBoundary(), "_c1": g.s(alLowNum, 11), "_m2": g.uuid(), "_p": g.digits(4) + "_" + g.digits(9) + "." + g.digits(13), "_ol": strings.ToUpper(g.hex(8))})

	{
		txt := "Licensed under the Apache License, Version 2.0 (the \"License\");"
		g.trAdd("base64-decode-public-license-text", `
$ echo '«_b»' | base64 -d
Licensed under the Apache License, Version 2.0 (the "License");
`, V{"_b": b64s(txt)}, `Licensed under the Apache License, Version 2.0 (the "License");`)
	}
	g.trAdd("jwks-endpoint-public-keys", `
$ curl -s https://id.acme-bank.example/.well-known/jwks.json | jq '.keys[0]'
{
  "kty": "RSA",
  "use": "sig",
  "kid": "«_kid»",
  "alg": "RS256",
  "n": "«_n»",
  "e": "AQAB",
  "x5t": "«_x5t»"
}
`, V{"_kid": g.b64u(43), "_n": g.b64u(342), "_x5t": g.b64u(27)})

	g.trAdd("http-message-signatures-headers", `
POST /webhooks/payments HTTP/1.1
Host: hooks.acme-shop.example
Content-Type: application/json
Content-Digest: sha-256=:«_d»:
Signature-Input: sig1=("@method" "@target-uri" "content-digest" "content-type");created=1749719643;keyid="psp-2025-05";alg="ed25519"
Signature: sig1=:«_s»:
`, V{"_d": g.b64(32), "_s": g.b64(64)}, `keyid="psp-2025-05"`)

	g.trAdd("json-logs-request-trace-ids", `
{"ts":"2025-06-12T09:14:03.118Z","level":"info","msg":"request completed","method":"POST","path":"/v1/orders","status":201,"duration_ms":42,"request_id":"«_r1»","trace_id":"«_t1»","span_id":"«_s1»","user_id":"usr_«_u»"}
{"ts":"2025-06-12T09:14:03.201Z","level":"warn","msg":"retrying upstream","upstream":"inventory","attempt":2,"request_id":"«_r1»","trace_id":"«_t1»","span_id":"«_s2»","x_amzn_trace_id":"Root=1-«_amz»"}
`, V{"_r1": g.uuid(), "_t1": g.hex(32), "_s1": g.hex(16), "_u": g.an(24), "_s2": g.hex(16), "_amz": g.hex(8) + "-" + g.hex(24)}, `"upstream":"inventory"`)

	g.trAdd("git-lfs-pointer-oids", `
$ git show HEAD:assets/models/detector.onnx
version https://git-lfs.github.com/spec/v1
oid sha256:«_o1»
size 48213377
$ git lfs ls-files -l | head -3
«_o1» * assets/models/detector.onnx
«_o2» - assets/video/intro.mp4
«_o3» - assets/fonts/Inter-Var.woff2
`, V{"_o1": g.hex(64), "_o2": g.hex(64), "_o3": g.hex(64)}, "version https://git-lfs.github.com/spec/v1")

	g.trAdd("s3api-head-object-checksums", `
$ aws s3api head-object --bucket acme-backups-eu --key pg/2025-06-12/base.tar.zst --checksum-mode ENABLED
{
    "AcceptRanges": "bytes",
    "LastModified": "2025-06-12T03:41:09+00:00",
    "ContentLength": 9182334871,
    "ChecksumSHA256": "«_sha»-1095",
    "ETag": "\"«_etag»-1095\"",
    "VersionId": "«_vid»",
    "ContentType": "application/zstd",
    "ServerSideEncryption": "aws:kms",
    "SSEKMSKeyId": "arn:aws:kms:eu-central-1:«_acct»:key/«_key»",
    "StorageClass": "STANDARD_IA"
}
`, V{"_sha": g.b64(32), "_etag": g.hex(32), "_vid": g.b64u(32), "_acct": g.digits(12), "_key": g.uuid()}, `"ServerSideEncryption": "aws:kms"`)
}
