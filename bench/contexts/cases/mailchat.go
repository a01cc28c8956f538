package cases

import (
	"encoding/base64"
	"fmt"
	"sort"
	"strings"
)

// mailCases adds credentials inside e-mail, chat, ticket and forum
// exports and archives that a user asks a coding agent to search, parse,
// migrate or summarize, in the wire and export formats those tools
// really write. E-mail: raw .eml files, mbox and Maildir files, Gmail's
// "Show original", notmuch show (text and JSON), mutt, aerc, mu and
// himalaya views, Thunderbird mbox exports, Apple Mail .emlx, Outlook
// .msg dumps (extract_msg, msgconvert), with full benign headers
// (Received chains, DKIM-Signature, ARC-*, Authentication-Results,
// Message-ID, X-Google-*, X-MS-Exchange-*), MIME multipart bodies in
// quoted-printable (soft line breaks at 76 columns cutting through a
// token, =3D, =20, =C3=BC) and in base64 (lines wrapped at 76), HTML parts
// with the token inside tags, Outlook spans or href query strings, and
// forwarded and replied messages with > quoting. Chat: Slack exports
// (text with <url|label> links, escaped slashes, &amp; escapes, blocks
// rich text, files, bot attachments), Slack Web API conversations.history,
// conversations.replies and search.messages output, slackdump text,
// DiscordChatExporter JSON, TXT, CSV and HTML, Discord API and data
// package files, Microsoft Teams Graph API JSON and eDiscovery HTML,
// Mattermost bulk export JSONL and API posts, Matrix events, /messages
// and Element HTML exports, Rocket.Chat REST and database documents,
// Zulip API and realm exports, Telegram Desktop result.json and HTML and
// Bot API getUpdates, WhatsApp "Export chat" text (iOS and Android),
// Signal exports and database rows, irssi, WeeChat, ZNC and HexChat logs,
// Google Chat takeout and API output. Tickets and forums: Jira issue JSON
// (wiki markup with {code} and {noformat}, ADF), Jira RSS XML, changelogs
// and webhooks, jira-cli views, Confluence storage format and REST
// output, GitHub issue, comment, review comment and GraphQL JSON (bodies
// with \r\n), gh views, GitLab notes and discussions, Gitea and Bitbucket
// comments, Zendesk, Freshdesk, Intercom, Help Scout, Front and Zammad
// ticket JSON, Discourse posts and topics. Secrets: API keys, bot and
// user tokens, passwords, webhook URLs' tokens, connection strings,
// temporary passwords, magic sign-in, reset and invitation links'
// tokens, recovery codes, TOTP seeds and private keys pasted into a
// message. When an encoding cuts a secret (a quoted-printable soft
// break, a base64 line), each piece of 12 characters or more that the
// text holds is listed; a secret an encoding leaves whole is listed as
// it appears (with =3D, \/ or &amp; in it). Benign: message ids, thread
// timestamps, user, channel, team, guild and file ids, Discord
// snowflakes, DKIM bh= and b= values, ARC seals, boundary strings,
// Received ids, emoji names, permalinks, ticket keys, commit SHAs, node
// ids, pagination cursors, public client ids and endpoints. The case
// names start with "mail/".
func (g *G) mailCases() {
	g.mailEML()
	g.mailQuotedPrintable()
	g.mailBase64()
	g.mailHTML()
	g.mailThreads()
	g.mailClients()
	g.mailSlack()
	g.mailDiscord()
	g.mailTeams()
	g.mailSelfHosted()
	g.mailMessengers()
	g.mailJira()
	g.mailForges()
	g.mailHelpdesk()
	g.mailAgentOutput()
}

// ---- values used only here ----

// mailPw is a human password that does not end in punctuation.
func (g *G) mailPw() string {
	return g.pick(pwWords...) + g.pick("#", "@", "%", "*", "!", "-") + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3))
}

// mailTmpPw is a temporary password as identity providers generate them.
func (g *G) mailTmpPw() string {
	return g.s(alUpper, 1) + g.s(alLower, 3) + g.s(alDigit, 4) + g.pick("!", "#", "$", "%", "&") + g.s(alLower+alUpper, 3)
}

// mailAppPw is a Google app password: 16 lower-case letters in groups of four.
func (g *G) mailAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// mailGHRecovery is one GitHub two-factor recovery code.
func (g *G) mailGHRecovery() string { return g.hex(5) + "-" + g.hex(5) }

// mailMSRecovery is a Microsoft account recovery code (25 characters).
func (g *G) mailMSRecovery() string {
	var p []string
	for i := 0; i < 5; i++ {
		p = append(p, g.s(alUpNum, 5))
	}
	return strings.Join(p, "-")
}

// mail1PKey is a 1Password account Secret Key.
func (g *G) mail1PKey() string {
	al := "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
	return "A3-" + g.s(al, 6) + "-" + g.s(al, 6) + "-" + g.s(al, 5) + "-" + g.s(al, 5) + "-" + g.s(al, 5) + "-" + g.s(al, 5)
}

// mailMM is a Mattermost id or personal access token (26 characters).
func (g *G) mailMM() string { return g.s(alLowNum, 26) }

// mailMatrixTok is a Synapse access token: syt_, the base64 localpart, 20
// letters and a 6-character checksum.
func (g *G) mailMatrixTok(user string) string {
	return "syt_" + b64raw(user) + "_" + g.s(alUpper+alLower, 20) + "_" + g.an(6)
}

// mailRCTok is a Rocket.Chat login or personal access token (length guessed).
func (g *G) mailRCTok() string { return g.b64u(43) }

// mailMeteor is a Meteor document id (Rocket.Chat user and message ids).
func (g *G) mailMeteor() string {
	return g.s("23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz", 17)
}

// mailDiscordHook is the token part of a Discord webhook URL.
func (g *G) mailDiscordHook() string { return g.b64u(68) }

// mailSnow is a Discord snowflake id.
func (g *G) mailSnow() string { return "1" + g.s(alDigit, 18) }

func (g *G) mailZulip() string     { return g.an(32) }
func (g *G) mailZendesk() string   { return g.an(40) }
func (g *G) mailFreshdesk() string { return g.an(20) }
func (g *G) mailDiscourse() string { return g.hex(64) }
func (g *G) mailBrevo() string     { return "xkeysib-" + g.hex(64) + "-" + g.an(16) }
func (g *G) mailSparkPost() string { return g.hex(40) }
func (g *G) mailSlackHook() string { return g.an(24) }
func (g *G) mailGitea() string     { return g.hex(40) }

// mailResend is a Resend API key (re_, 8, underscore, 24: partly guessed).
func (g *G) mailResend() string { return "re_" + g.an(8) + "_" + g.an(24) }

// mailSESSMTP is an Amazon SES SMTP password: base64 of a version byte
// and an HMAC, 44 characters starting with B.
func (g *G) mailSESSMTP() string {
	return base64.StdEncoding.EncodeToString(append([]byte{4}, g.bytes(32)...))
}

// mailDCPAT is an Atlassian Data Center personal access token: base64 of
// an id and random bytes, 44 characters (shape partly guessed).
func (g *G) mailDCPAT() string {
	return base64.StdEncoding.EncodeToString(append([]byte(g.digits(12)+":"), g.bytes(20)...))
}

// mailBBApp is a Bitbucket Cloud app password (shape guessed: ATBB and 32).
func (g *G) mailBBApp() string { return "ATBB" + g.an(24) + g.s(alHexU, 8) }

// mailZoomPwd is the pwd= part of a Zoom join link (shape guessed).
func (g *G) mailZoomPwd() string { return g.an(32) + ".1" }

// mailSlackRefresh is a Slack rotating refresh token (length guessed).
func (g *G) mailSlackRefresh() string { return "xoxe-1-" + g.b64u(140) }

func (g *G) mailSU() string { return "U0" + g.s(alUpNum, 9) }
func (g *G) mailSC() string { return "C0" + g.s(alUpNum, 9) }
func (g *G) mailST() string { return "T0" + g.s(alUpNum, 9) }
func (g *G) mailSF() string { return "F0" + g.s(alUpNum, 9) }

// mailSASSig is an Azure SAS signature as it stands in a URL.
func (g *G) mailSASSig() string {
	return strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.b64(32))
}

// mailTS is a Slack message timestamp.
func (g *G) mailTS() string {
	return fmt.Sprintf("17733%05d.%06d", g.r.IntN(100000), g.r.IntN(1000000))
}

// mailGmailID is the local part of a Gmail Message-ID.
func (g *G) mailGmailID() string { return "CA" + g.pick("J", "K", "F", "N") + "+" + g.b64u(38) }

// mailOutlookID is an Exchange Online Message-ID.
func (g *G) mailOutlookID() string {
	host := g.pick("AM0PR07MB", "DB9PR04MB", "PAXPR08MB", "SN7PR11MB", "BY5PR12MB") + g.digits(4)
	return host + g.s(alHexU, 32) + "@" + host + "." + g.pick("eurprd07", "eurprd04", "namprd11", "namprd12") + ".prod.outlook.com"
}

// mailFold folds the base64 value of a signature header tag into lines
// of width characters after an indent, and returns the folded text and
// its lines.
func mailFold(val, indent string, first, width int) (string, []string) {
	lines := []string{val[:first]}
	for rest := val[first:]; rest != ""; {
		n := min(width, len(rest))
		lines = append(lines, rest[:n])
		rest = rest[n:]
	}
	return strings.Join(lines, "\n"+indent), lines
}

// mailGmailHeaders returns the header block Gmail adds above a message
// sent from a Google Workspace domain, and the benign values in it.
func (g *G) mailGmailHeaders(dom, to string) (string, []string) {
	bh := g.b64(32)
	b, bl := mailFold(g.b64(256), "         ", 60, 70)
	as, al := mailFold(g.b64(256), "        ", 60, 70)
	src := "AGHT+IE" + g.b64u(64)
	rid := g.s(alLowNum, 6) + g.digits(6) + g.s(alLowNum, 6)
	h := `Delivered-To: ` + to + `
Received: by 2002:a05:7208:` + g.hex(4) + `:b0:` + g.digits(2) + `:` + g.hex(4) + ` with SMTP id ` + rid + `;
        Thu, 12 Mar 2026 02:14:07 -0700 (PDT)
X-Google-Smtp-Source: ` + src + `
X-Received: by 2002:a17:907:` + g.hex(4) + `:b0:` + g.hex(3) + `:` + g.hex(4) + ` with SMTP id ` + g.s(alLowNum, 10) + `.` + g.digits(3) + `.` + g.digits(13) + `;
        Thu, 12 Mar 2026 02:14:07 -0700 (PDT)
ARC-Seal: i=1; a=rsa-sha256; t=1773306847; cv=none;
        d=google.com; s=arc-20240605;
        b=` + as + `
ARC-Authentication-Results: i=1; mx.google.com;
       dkim=pass header.i=@` + dom + ` header.s=google header.b=` + b[:8] + `;
       spf=pass (google.com: domain of dana@` + dom + ` designates 209.85.220.41 as permitted sender) smtp.mailfrom=dana@` + dom + `;
       dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=` + dom + `
Return-Path: <dana@` + dom + `>
Received: from mail-sor-f41.google.com (mail-sor-f41.google.com. [209.85.220.41])
        by mx.google.com with SMTPS id ` + g.s(alLowNum, 20) + `.` + g.digits(2) + `.2026.03.12.02.14.07
        for <` + to + `>
        (Google Transport Security);
        Thu, 12 Mar 2026 02:14:07 -0700 (PDT)
Received-SPF: pass (google.com: domain of dana@` + dom + ` designates 209.85.220.41 as permitted sender) client-ip=209.85.220.41;
Authentication-Results: mx.google.com;
       dkim=pass header.i=@` + dom + ` header.s=google header.b=` + b[:8] + `;
       spf=pass (google.com: domain of dana@` + dom + ` designates 209.85.220.41 as permitted sender) smtp.mailfrom=dana@` + dom + `;
       dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=` + dom + `
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;
        d=` + dom + `; s=google; t=1773306847; x=1773911647; darn=` + strings.SplitN(to, "@", 2)[1] + `;
        h=to:subject:message-id:date:from:mime-version:from:to:cc:subject
         :date:message-id:reply-to;
        bh=` + bh + `;
        b=` + b + `
X-Gm-Message-State: AOJu0Y` + g.b64u(58) + `
`
	ben := []string{bh, src}
	for _, l := range append(bl, al...) {
		if len(l) >= 12 {
			ben = append(ben, l)
		}
	}
	return h, ben
}

// mailFill fills tmpl's placeholders with v's values.
func mailFill(tmpl string, v V) string {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		tmpl = strings.ReplaceAll(tmpl, "«"+k+"»", v[k])
	}
	return tmpl
}

// mailBT turns ´ into a backtick, for templates with Markdown code.
func mailBT(s string) string { return strings.ReplaceAll(s, "´", "`") }

// mailFF turns <FF> into a form feed, as notmuch show writes.
func mailFF(s string) string { return strings.ReplaceAll(s, "<FF>", "\f") }

// mailCRLF ends every line with CRLF, as a raw message file does.
func mailCRLF(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }

// mailRaw adds a case from its final text and the secret substrings the
// text holds; each secret is put in place of its first occurrence.
func (g *G) mailRaw(name, text string, secrets []string, benign ...string) {
	text = strings.TrimPrefix(text, "\n")
	v := V{}
	tmpl := text
	seen := map[string]bool{}
	n := 0
	secrets = append([]string(nil), secrets...)
	sort.SliceStable(secrets, func(i, j int) bool { return len(secrets[i]) > len(secrets[j]) })
	for _, s := range secrets {
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		j := strings.Index(tmpl, s)
		if j < 0 && strings.Contains(text, s) {
			continue // only inside a longer piece placed already (a soft break's two cuts)
		}
		if j < 0 {
			panic(name + ": secret piece not in text")
		}
		k := fmt.Sprintf("s%d", n)
		n++
		v[k] = s
		tmpl = tmpl[:j] + "«" + k + "»" + tmpl[j+len(s):]
	}
	if n == 0 {
		panic(name + ": no secret")
	}
	g.add(name, tmpl, v, benign...)
	if g.cases[len(g.cases)-1].Text != text {
		panic(name + ": text changed")
	}
}

// mailEncoder encodes a message body and returns, for the secrets in
// it, the pieces the encoded text holds.
type mailEncoder func(body string, secrets []string) (string, []string)

// mailEnc adds a case whose text is head, body encoded by enc, and tail,
// all three filled from v. Secrets in the body are listed as the pieces
// enc leaves; secrets written verbatim anywhere (head, tail, or whole in
// the body) as they are. Generated benign values found verbatim in the
// text are benign, with the literal ones.
func (g *G) mailEnc(name string, enc mailEncoder, head, body, tail string, v V, benign ...string) {
	head = strings.TrimPrefix(strings.TrimPrefix(head, "\r\n"), "\n")
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var secs []string
	for _, k := range keys {
		if !strings.HasPrefix(k, "_") && !strings.HasPrefix(k, "=") {
			secs = append(secs, v[k])
		}
	}
	fb := mailFill(body, v)
	eb, _ := enc(fb, nil)
	text := mailFill(head, v) + eb + mailFill(tail, v)
	var pieces []string
	for _, s := range secs {
		_, ps := enc(fb, []string{s})
		n := strings.Count(text, s)
		if n > 0 {
			pieces = append(pieces, s)
		}
		for _, p := range ps {
			// a piece only ever seen inside the whole secret is not apart
			if strings.Count(text, p) > n*strings.Count(s, p) {
				pieces = append(pieces, p)
			}
		}
	}
	for _, k := range keys {
		if strings.HasPrefix(k, "_") && strings.Contains(text, v[k]) {
			benign = append(benign, v[k])
		}
	}
	g.mailRaw(name, text, pieces, benign...)
}

// mailPieces returns, for every occurrence of every secret in plain, the
// encoded pieces of it: out[start[i]:end[i]] is the encoding of plain[i]
// and line[i] its output line. A piece that is the whole secret is kept
// at any length; a cut piece from 12 characters on.
func mailPieces(plain, out string, start, end, line []int, secrets []string) []string {
	var pieces []string
	for _, s := range secrets {
		for off := 0; ; {
			j := strings.Index(plain[off:], s)
			if j < 0 {
				break
			}
			a, b := off+j, off+j+len(s)
			off = b
			var cur []string
			for i := a; i < b; {
				if plain[i] == '\n' {
					i++
					continue
				}
				k := i
				for k < b && line[k] == line[i] && plain[k] != '\n' {
					k++
				}
				cur = append(cur, out[start[i]:end[k-1]])
				i = k
			}
			for _, p := range cur {
				if len(cur) == 1 || len(p) >= 12 {
					pieces = append(pieces, p)
				}
			}
		}
	}
	return pieces
}

// mailQP quoted-printable-encodes body with soft line breaks at 76
// columns (RFC 2045): = as =3D, bytes outside printable ASCII as =XX, a
// space or tab at a line's end as =20 or =09. A soft break never splits
// an =XX escape.
func mailQP(body string, secrets []string) (string, []string) {
	var b strings.Builder
	start := make([]int, len(body))
	end := make([]int, len(body))
	line := make([]int, len(body))
	col, ln := 0, 0
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\n' {
			start[i], line[i] = b.Len(), ln
			b.WriteByte('\n')
			end[i] = b.Len()
			col, ln = 0, ln+1
			continue
		}
		t := string(c)
		last := i+1 == len(body) || body[i+1] == '\n'
		switch {
		case c == '=' || c > 126 || (c < 32 && c != '\t'):
			t = fmt.Sprintf("=%02X", c)
		case (c == ' ' || c == '\t') && last:
			t = fmt.Sprintf("=%02X", c)
		}
		limit := 75
		if last {
			limit = 76
		}
		if col+len(t) > limit {
			b.WriteString("=\n")
			col, ln = 0, ln+1
		}
		start[i], line[i] = b.Len(), ln
		b.WriteString(t)
		end[i] = b.Len()
		col += len(t)
	}
	out := b.String()
	return out, mailPieces(body, out, start, end, line, secrets)
}

// mailB64 base64-encodes body in lines of 76 characters; a secret's
// pieces are the base64 characters whose 3-byte groups hold its bytes.
func mailB64(body string, secrets []string) (string, []string) {
	enc := base64.StdEncoding.EncodeToString([]byte(body))
	out := wrap(enc, 76)
	var pieces []string
	for _, s := range secrets {
		for off := 0; ; {
			j := strings.Index(body[off:], s)
			if j < 0 {
				break
			}
			a, b := off+j, off+j+len(s)
			off = b
			ca, cb := 4*(a/3), min(len(enc), 4*((b+2)/3))
			for ca < cb {
				le := (ca/76 + 1) * 76
				e := min(cb, le)
				if e-ca >= 12 {
					// position in the wrapped text: one newline per line before
					p := ca + ca/76
					pieces = append(pieces, out[p:p+e-ca])
				}
				ca = e
			}
		}
	}
	return out, pieces
}

// mailB64CRLF is mailB64 with CRLF line ends.
func mailB64CRLF(body string, secrets []string) (string, []string) {
	out, p := mailB64(body, secrets)
	return mailCRLF(out), p
}

// mailQPCRLF is mailQP with CRLF line ends.
func mailQPCRLF(body string, secrets []string) (string, []string) {
	out, p := mailQP(body, secrets)
	return mailCRLF(out), p
}

// mailPlain leaves body as it is.
func mailPlain(body string, secrets []string) (string, []string) { return body, nil }

// mailQuote prefixes every line of s with p (">" quoting).
func mailQuote(s, p string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l == "" {
			lines[i] = strings.TrimRight(p, " ")
		} else {
			lines[i] = p + l
		}
	}
	return strings.Join(lines, "\n")
}

// ---- raw messages with full headers ----

func (g *G) mailEML() {
	// Gmail's "Show original" page, pasted: the summary table, Google's
	// headers, a 7bit plain part and a quoted-printable HTML part.
	hdr, hb := g.mailGmailHeaders("acme-freight.example", "ops-team@acme-freight.example")
	bnd := "000000000000" + g.hex(16)
	g.mailEnc("mail/eml-gmail-show-original-aws-keys", mailQP, `
Original Message
Message ID	<«_mid»@mail.gmail.com>
Created at:	Thu, Mar 12, 2026 at 10:14 AM (Delivered after 1 second)
From:	Dana Koch <dana@acme-freight.example>
To:	ops-team@acme-freight.example
Subject:	migration: temporary AWS key for the S3 copy
SPF:	PASS with IP 209.85.220.41 Learn more
DKIM:	'PASS' with domain acme-freight.example Learn more
DMARC:	'PASS' Learn more
Download original	Copy to clipboard	
`+hdr+`MIME-Version: 1.0
From: Dana Koch <dana@acme-freight.example>
Date: Thu, 12 Mar 2026 10:14:03 +0100
Message-ID: <«_mid»@mail.gmail.com>
Subject: migration: temporary AWS key for the S3 copy
To: ops-team@acme-freight.example
Content-Type: multipart/alternative; boundary="«_bnd»"

--«_bnd»
Content-Type: text/plain; charset="UTF-8"

Hi all, for tonight's bucket copy use this key (scoped to s3:GetObject on legacy-media only):

aws_access_key_id = «a»
aws_secret_access_key = «b»

I'll deactivate it on Friday.
Dana

--«_bnd»
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

`, `<div dir="ltr">Hi all, for tonight's bucket copy use this key (scoped to s3:GetObject on legacy-media only):<div><br></div><div><font face="monospace">aws_access_key_id = «a»<br>aws_secret_access_key = «b»</font></div><div><br></div><div>I'll deactivate it on Friday.</div><div>Dana</div></div>`, `

--«_bnd»--
`, V{"_mid": g.mailGmailID(), "_bnd": bnd, "a": g.awsID(), "b": g.awsSecret()}, append(hb, "Delivered after 1 second", "legacy-media")...)

	// A Postfix relay chain and the receiving MX's Authentication-Results
	// above a mail that hands out the SES SMTP credentials.
	g.add("mail/eml-received-chain-ses-smtp-credentials", `
$ cat ~/Mail/ops/cur/1773307001.M412P9910.nuc:2,S
Return-Path: <it-noreply@lagerhaus-nord.example>
X-Original-To: ops@lagerhaus-nord.example
Delivered-To: ops@lagerhaus-nord.example
Received: from mx2.lagerhaus-nord.example (mx2.lagerhaus-nord.example [198.51.100.24])
	by mail.lagerhaus-nord.example (Postfix) with ESMTPS id «_q1»
	for <ops@lagerhaus-nord.example>; Thu, 12 Mar 2026 10:16:41 +0100 (CET)
Received: from localhost (localhost [127.0.0.1])
	by mx2.lagerhaus-nord.example (Postfix) with ESMTP id «_q2»;
	Thu, 12 Mar 2026 10:16:40 +0100 (CET)
Authentication-Results: mail.lagerhaus-nord.example;
	dkim=pass (2048-bit key; unprotected) header.d=lagerhaus-nord.example header.i=@lagerhaus-nord.example header.a=rsa-sha256 header.s=mx2026 header.b=«_hb»;
	dmarc=pass (p=reject dis=none) header.from=lagerhaus-nord.example
Message-ID: <«_mid»@lagerhaus-nord.example>
Date: Thu, 12 Mar 2026 10:16:40 +0100
From: IT <it-noreply@lagerhaus-nord.example>
To: ops@lagerhaus-nord.example
Subject: SMTP relay for the ERP (eu-central-1)
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

The ERP now sends through Amazon SES.

SMTP endpoint: email-smtp.eu-central-1.amazonaws.com:587 (STARTTLS)
SMTP username: «a»
SMTP password: «b»

These are IAM SMTP credentials for the user ses-smtp-erp; they cannot be
shown again.
`, V{"_q1": g.s(alUpNum, 12), "_q2": g.s(alUpNum, 11), "_hb": g.b64u(8), "_mid": g.uuid(), "a": g.awsID(), "b": g.mailSESSMTP()},
		"email-smtp.eu-central-1.amazonaws.com:587", "ses-smtp-erp", "header.s=mx2026")

	// A message forwarded through a Google Group: two ARC sets, a list
	// header, and a Mailgun sending key in the body.
	arc1, a1 := mailFold(g.b64(256), "        ", 60, 70)
	arc2, a2 := mailFold(g.b64(256), "        ", 60, 70)
	g.add("mail/eml-arc-google-group-mailgun-key", `
ARC-Seal: i=2; a=rsa-sha256; t=1773307121; cv=pass;
        d=google.com; s=arc-20240605;
        b=«=arc2»
ARC-Message-Signature: i=2; a=rsa-sha256; c=relaxed/relaxed; d=google.com; s=arc-20240605;
        h=list-unsubscribe:list-archive:list-help:list-post:list-id
         :mailing-list:precedence:to:subject:message-id:date:from
         :mime-version:sender:dkim-signature;
        bh=«_bh»;
ARC-Authentication-Results: i=2; gmr-mx.google.com;
       dkim=pass header.i=@pixelwerk.example header.s=s1 header.b=«_hb»;
       spf=pass (google.com: domain of mira@pixelwerk.example designates 149.72.123.24 as permitted sender) smtp.mailfrom=mira@pixelwerk.example
ARC-Seal: i=1; a=rsa-sha256; t=1773307120; cv=none;
        d=google.com; s=arc-20240605;
        b=«=arc1»
Mailing-list: list dev@pixelwerk.example; contact dev+owners@pixelwerk.example
List-ID: <dev.pixelwerk.example>
X-Original-Sender: mira@pixelwerk.example
From: Mira Santos <mira@pixelwerk.example>
To: dev@pixelwerk.example
Subject: [dev] mailgun for the staging shop
Message-ID: <«_mid»@pixelwerk.example>

Staging now sends through Mailgun, domain mg-staging.pixelwerk.example (EU region,
https://api.eu.mailgun.net). Sending key, only for that domain:

«a»

Don't reuse it for production, it gets its own key.
`, V{"=arc2": arc2, "_bh": g.b64(32), "_hb": g.b64u(8), "=arc1": arc1, "_mid": g.uuid(), "a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)},
		a1[1], a2[1], a1[2], "https://api.eu.mailgun.net", "<dev.pixelwerk.example>")

	// A raw message file with CRLF line ends: a Postmark server token.
	g.add("mail/eml-crlf-postmark-server-token", mailCRLF(strings.TrimPrefix(`
Received: from mta-201a.pmta.postmarkapp.com (mta-201a.pmta.postmarkapp.com [50.31.156.101])
	by mx.bookshelf.example (Postfix) with ESMTPS id «_q»
	for <dev@bookshelf.example>; Thu, 12 Mar 2026 09:02:11 +0000 (UTC)
DKIM-Signature: v=1; a=rsa-sha256; d=pm.mtasv.net; s=pm20240716; c=relaxed/relaxed;
	i=@pm.mtasv.net; t=1773306131; x=1773392531; h=date:date:from:from:reply-to:to:to:subject:subject:message-id;
	bh=«_bh»; b=«_b»
X-PM-Message-Id: «_pm»
X-PM-RCPT: |bTB8MjAzMjU4fDE2Njg4fGRldkBib29rc2hlbGYuZXhhbXBsZQ==|
Message-ID: <«_pm»@mtasv.net>
From: Priya Raman <priya@bookshelf.example>
To: dev@bookshelf.example
Subject: transactional mail server
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

The "bookshelf-transactional" server is set up. Server API token:
«a»
Message stream: outbound. From address must stay orders@bookshelf.example.
`, "\n")), V{"_q": g.s(alUpNum, 12), "_bh": g.b64(32), "_b": g.b64(128), "_pm": g.uuid(), "a": g.uuid()},
		"mta-201a.pmta.postmarkapp.com", "orders@bookshelf.example")

	// A mail a weather API sends after sign-up, with SendGrid's tracking
	// headers.
	g.add("mail/eml-signup-api-key-sendgrid-headers", `
X-SG-EID: =?us-ascii?Q?u001.«_eid»?=
X-SG-ID: =?us-ascii?Q?N2C25iY2uzGMFz6rafFfHZDn7Xsld«_sgid»?=
X-Entity-ID: u001.«_ent»
Message-ID: <«_mid»@geopulse.example>
From: GeoPulse <noreply@geopulse.example>
To: dana@acme-freight.example
Subject: Your GeoPulse API key
Content-Type: text/plain; charset=us-ascii

Welcome to GeoPulse (Developer plan, 100,000 calls/month).

Your API key: «a»

Use it as the appid query parameter:
https://api.geopulse.example/data/3.0/onecall?lat=53.55&lon=9.99&appid=«a»
`, V{"_eid": g.b64(90), "_sgid": g.b64(60), "_ent": g.b64(24), "_mid": g.uuid(), "a": g.hex(32)},
		"Developer plan, 100,000 calls/month", "lat=53.55&lon=9.99")

	// A magic sign-in mail: the unsubscribe header's token is not a login
	// credential, the link's is.
	g.add("mail/eml-magic-sign-in-link", `
From: Notedeck <login@notedeck.example>
To: dana@acme-freight.example
Subject: Sign in to Notedeck
List-Unsubscribe: <https://notedeck.example/email/unsubscribe?u=«=un»>, <mailto:unsubscribe@notedeck.example>
List-Unsubscribe-Post: List-Unsubscribe=One-Click
Content-Type: text/plain; charset=utf-8

Click the link below to sign in. It expires in 10 minutes and can be used once.

https://notedeck.example/auth/verify?token=«a»&email=dana%40acme-freight.example

If you did not request this, you can ignore this e-mail.
`, V{"=un": g.b64u(48), "a": g.b64u(64)}, "List-Unsubscribe=One-Click", "email=dana%40acme-freight.example")

	// An identity provider's activation mail with a temporary password.
	g.add("mail/eml-idp-temporary-password", `
From: Acme Freight IT <noreply@okta.example>
To: j.meyer@acme-freight.example
Subject: Welcome to Acme Freight - activate your account
Date: Thu, 12 Mar 2026 08:30:12 +0000
Message-ID: <«_mid».JavaMail.oktamail@okta.example>

Hi Jonas,

Your Acme Freight account has been created.

Username: j.meyer@acme-freight.example
Temporary password: «a»

Sign in at https://acme-freight.okta.example within 7 days. You will be asked to
choose a new password and enroll Okta Verify.
`, V{"_mid": g.digits(6) + "." + g.digits(10), "a": g.mailTmpPw()}, "https://acme-freight.okta.example", "Username: j.meyer@acme-freight.example")

	// 8bit UTF-8 Japanese mail with a database password.
	g.add("mail/eml-8bit-japanese-db-password", `
From: =?UTF-8?B?5L2Q6JekIOWBpQ==?= <k.sato@hoshi-soft.example>
To: dev@hoshi-soft.example
Subject: =?UTF-8?B?5pys55WqREIg5o6l57aa5oOF5aCx?=
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

開発チームの皆さん

本番DBの接続情報です。取り扱いに注意してください。

ホスト: db-prod.hoshi-soft.internal:5432
ユーザー: app_rw
パスワード: «a»

佐藤
`, V{"a": g.pwStrong()}, "db-prod.hoshi-soft.internal:5432", "ユーザー: app_rw")

	// A calendar invitation: the meeting id is public, the passcode and
	// the link's pwd= are not.
	mid := g.digits(3) + " " + g.digits(4) + " " + g.digits(4)
	g.add("mail/eml-ics-zoom-passcode", `
Content-Type: text/calendar; charset="utf-8"; method=REQUEST
Content-Transfer-Encoding: 7bit

BEGIN:VCALENDAR
PRODID:-//Google Inc//Google Calendar 70.9054//EN
METHOD:REQUEST
BEGIN:VEVENT
DTSTART:20260316T140000Z
DTEND:20260316T150000Z
UID:«_uid»@google.com
SUMMARY:Vendor onboarding - Freightline API
LOCATION:https://us06web.zoom.us/j/«=mid»?pwd=«a»
DESCRIPTION:Join Zoom Meeting\nhttps://us06web.zoom.us/j/«=mid»?pwd=«a»\n\nMeeting ID: «_mids»\nPasscode: «b»\n
END:VEVENT
END:VCALENDAR
`, V{"_uid": g.s(alLowNum, 26), "=mid": strings.ReplaceAll(mid, " ", ""), "a": g.mailZoomPwd(), "_mids": mid, "b": g.digits(6)},
		"Vendor onboarding - Freightline API", "PRODID:-//Google Inc//Google Calendar 70.9054//EN")

	// An error-tracker alert mail whose exception message carries a
	// database URL with its password.
	g.add("mail/eml-error-alert-database-url", `
From: Sentry <noreply@md.getsentry.com>
Subject: [acme-freight] OperationalError: connection to server failed
X-Sentry-Project: billing-worker
X-Sentry-Reply-To: «_rt»

New alert from billing-worker

OperationalError
(psycopg.OperationalError) connection to server at "10.40.2.17", port 5432 failed: timeout expired
[SQL engine url: postgresql+psycopg://billing:«a»@10.40.2.17:5432/billing]

Project: billing-worker   Environment: production   Release: «_rel»
https://acme-freight.sentry.io/issues/«_iss»/?alert_rule_id=«_rule»&alert_type=issue
`, V{"_rt": g.hex(32), "a": g.pwURL(), "_rel": g.hex(12), "_iss": g.digits(10), "_rule": g.digits(7)},
		"X-Sentry-Project: billing-worker", "10.40.2.17")

	// GitLab's "pipeline has failed" mail, which quotes the job log's
	// tail: the job echoed a registry token.
	g.add("mail/eml-gitlab-pipeline-failed-log-tail", `
From: GitLab <gitlab@git.acme-freight.example>
Subject: tms | Failed pipeline for main | «_sha7»
X-GitLab-Project: tms
X-GitLab-Pipeline-Id: «_pid»
X-GitLab-Pipeline-Status: failed

Your pipeline has failed.

Project        infra / tms
Branch         main
Commit         «_sha7» ci: push image with deploy token
Pipeline #«_pid» triggered by Dana Koch

Stage: publish  Name: docker-push
  $ echo "login with $CI_DEPLOY_USER / $CI_DEPLOY_PASSWORD"
  login with gitlab+deploy-token-41 / «a»
  $ docker login -u gitlab+deploy-token-41 -p «a» $CI_REGISTRY
  WARNING! Using --password via the CLI is insecure. Use --password-stdin.
  Error response from daemon: Get "https://registry.git.acme-freight.example/v2/": denied: access forbidden
  ERROR: Job failed: exit code 1
`, V{"_sha7": g.hex(8), "_pid": g.digits(6), "a": "gldt-" + g.b64u(20)}, "gitlab+deploy-token-41", "X-GitLab-Pipeline-Status: failed")

	// Brevo's API key and SMTP key, forwarded in one mail.
	g.add("mail/eml-brevo-api-and-smtp-keys", `
From: Lea Fontaine <lea@maisonbleue.example>
To: agence@studio-nord.example
Subject: Acces Brevo pour la newsletter
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Bonjour,

Voici les accès Brevo pour brancher le site :

Clé API v3 : «a»
Serveur SMTP : smtp-relay.brevo.com, port 587
Identifiant : «_login»@smtp-brevo.com
Clé SMTP : «b»

Bonne journée,
Léa
`, V{"a": g.mailBrevo(), "_login": g.hex(6) + "001", "b": "xsmtpsib-" + g.hex(64) + "-" + g.an(16)}, "smtp-relay.brevo.com, port 587", "Acces Brevo pour la newsletter")

	// A Resend key mailed to a contractor.
	g.add("mail/eml-resend-key-contractor", `
Date: Thu, 12 Mar 2026 11:02:55 -0500
From: Owen Park <owen@tidepool.example>
To: Sam <sam@freelance-dev.example>
Subject: Re: email provider for the waitlist
In-Reply-To: <«_irt»@freelance-dev.example>
References: <«_irt»@freelance-dev.example>

Went with Resend. Domain tidepool.example is verified (DKIM via resend._domainkey).
Key with sending access only: «a»
`, V{"_irt": g.uuid(), "a": g.mailResend()}, "resend._domainkey", "Subject: Re: email provider for the waitlist")

	// Exchange Online headers above a site-to-site VPN pre-shared key.
	g.add("mail/eml-exchange-headers-vpn-psk", `
Received: from PAXPR08MB«_h1».eurprd08.prod.outlook.com (2603:10a6:102:«_h2»::14)
 by DB9PR08MB«_h3».eurprd08.prod.outlook.com with HTTPS; Thu, 12 Mar 2026
 09:41:22 +0000
Thread-Topic: IPsec tunnel Hamburg <-> AWS
Thread-Index: AQHa«_ti»
X-MS-Has-Attach:
X-MS-Exchange-Organization-SCL: -1
X-MS-Exchange-CrossTenant-Network-Message-Id: «_nm»
X-MS-Exchange-CrossTenant-id: «_tid»
X-MS-Exchange-Transport-CrossTenantHeadersStamped: DB9PR08MB«_h3»
Message-ID: <«_oid»>
From: Henrik Vos <henrik.vos@acme-freight.example>
Subject: IPsec tunnel Hamburg <-> AWS

Tunnel 1 outside IP 3.121.44.18, inside CIDR 169.254.12.0/30
Pre-shared key: «a»
IKEv2, AES256, SHA2-256, DH group 14.
`, V{"_h1": g.digits(4), "_h2": g.hex(3), "_h3": g.digits(4), "_ti": g.b64(40), "_nm": g.uuid(), "_tid": g.uuid(), "_oid": g.mailOutlookID(), "a": g.s(alAlnum+"._", 32)},
		"169.254.12.0/30", "IKEv2, AES256, SHA2-256, DH group 14.")
}

// ---- quoted-printable bodies ----

func (g *G) mailQuotedPrintable() {
	// A plain-text part: an .env line with a project key runs over three
	// soft-broken lines; its = is =3D.
	g.mailEnc("mail/qp-openai-project-key-three-lines", mailQP, `
From: Tomás Ruiz <tomas@lumen-labs.example>
To: backend@lumen-labs.example
Subject: new OpenAI key for the summarizer
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

`, `Hola equipo, the old key was revoked after the leak in the demo repo. Put this one in the summarizer's .env (and nowhere else):

OPENAI_API_KEY=«a»

Budget limit is 300 USD/month on the lumen-summarizer project.
`, ``, V{"a": g.openai()}, "backend@lumen-labs.example", "Content-Transfer-Encoding: quoted-printable")

	// An HTML part with the key in a <pre> element.
	g.mailEnc("mail/qp-anthropic-key-html-pre", mailQP, `
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

`, `<html><body><p>Hi Mei, here is the key for the eval harness (workspace "evals-q2"):</p><pre style="background:#f6f8fa;padding:8px">ANTHROPIC_API_KEY=«a»</pre><p>Rate limit is tier 2.</p></body></html>
`, ``, V{"a": g.anthropic()}, `Content-Type: text/html; charset="utf-8"`)

	// Thunderbird, format=flowed off, a fine-grained GitHub token.
	g.mailEnc("mail/qp-thunderbird-github-fine-grained-pat", mailQP, `
User-Agent: Mozilla Thunderbird
Content-Language: en-US
From: Ravi Sharma <ravi@sharma-studio.example>
Subject: token for the release workflow
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

`, `The fine-grained token for sharma-studio/site-builder (contents: read and write, expires 2026-06-10): «a»
-- 
Ravi
`, ``, V{"a": g.ghFine()}, "User-Agent: Mozilla Thunderbird", "sharma-studio/site-builder")

	// A Slack app's bot token and signing secret, in a long list item.
	g.mailEnc("mail/qp-slack-app-bot-token-signing-secret", mailQP, `
Subject: Slack app "Standup Bot" reinstalled
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`, `- App ID «_app», installed to workspace «_team» (acme-eng.slack.com), scopes chat:write, channels:history
- Bot User OAuth Token after the reinstall: «a»
- Signing Secret (Basic Information > App Credentials): «b»
`, ``, V{"_app": "A0" + g.s(alUpNum, 9), "_team": g.mailST(), "a": g.xoxb(), "b": g.hex(32)}, "chat:write, channels:history")

	// A service-role JWT cut by soft breaks.
	g.mailEnc("mail/qp-supabase-service-role-jwt", mailQP, `
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`, `Project ref «_ref», region eu-central-1.
anon key is in the frontend already. service_role key (server only!): «a»
`, ``, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "region eu-central-1")

	// An Azure storage connection string: every = becomes =3D, the key's
	// padding =3D=3D.
	g.mailEnc("mail/qp-azure-storage-connection-string", mailQP, `
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable

`, `Connection string for the invoice archive (storage account stinvoicearchweu):
DefaultEndpointsProtocol=https;AccountName=stinvoicearchweu;AccountKey=«a»;EndpointSuffix=core.windows.net
`, ``, V{"a": g.azStorage()}, "storage account stinvoicearchweu")

	// A Postgres URL whose password holds =, written =3D.
	p := g.pick(pwWords...) + "=" + g.pick(pwWords...) + g.s(alDigit, 3)
	g.mailEnc("mail/qp-postgres-url-password-equals", mailQP, `
Subject: read replica for analytics
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`, `Metabase can use the replica now:
postgres://metabase_ro:«a»@pg-replica-2.analytics.internal:5432/warehouse?sslmode=require
`, ``, V{"a": p}, "Subject: read replica for analytics")

	// A reset link in an href: token=3D, &amp;uid=3D.
	g.mailEnc("mail/qp-reset-link-href", mailQP, `
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

`, `<table role="presentation" width="100%"><tr><td class="content"><p>We received a request to reset the password for your Clinicbook account.</p><p><a href="https://app.clinicbook.example/password/reset?token=«a»&amp;uid=«_uid»" class="button">Reset password</a></p><p>This link expires in 60 minutes.</p></td></tr></table>
`, ``, V{"a": g.b64u(48), "_uid": g.digits(6)}, "Content-Type: text/html; charset=UTF-8")

	// Outlook pads lines with spaces, written =20 at a line's end.
	g.mailEnc("mail/qp-outlook-trailing-spaces-password", mailQP, `
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable
X-Mailer: Microsoft Outlook 16.0

`, `Hello Marco, 
 
here are the SFTP details for the EDI feed: 
Host: sftp.edi.rhein-logistik.example 
User: edi_acmefreight 
Password: «a» 
 
Kind regards 
Sabine
`, ``, V{"a": g.mailPw()}, "X-Mailer: Microsoft Outlook 16.0")

	// A German mail: umlauts as =C3=BC, an app password with spaces.
	g.mailEnc("mail/qp-german-umlauts-app-password", mailQP, `
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`, `Hallo Jörg,

für den Scanner im Büro habe ich ein App-Passwort für scan@kanzlei-weber.example angelegt (Gmail erlaubt kein normales Passwort für SMTP): «a»

Grüße, Anna
`, ``, V{"a": g.mailAppPw()}, "Content-Type: text/plain; charset=utf-8")

	// Outlook HTML, MsoNormal paragraphs, a restricted key in a monospace
	// span.
	g.mailEnc("mail/qp-outlook-msonormal-restricted-key", mailQP, `
Content-Type: text/html; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable

`, `<div class="WordSection1"><p class="MsoNormal">Restricted key for the reporting job (read-only on charges and payouts):<o:p></o:p></p><p class="MsoNormal"><span style='font-family:"Courier New";color:#1F3864'>«a»<o:p></o:p></span></p></div>
`, ``, V{"a": g.rkLive()}, `Content-Type: text/html; charset="us-ascii"`)

	// A base64-looking password ending == as =3D=3D.
	g.mailEnc("mail/qp-base64-password-padding", mailQP, `
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: quoted-printable

`, `The Redis AUTH password for cache-eu-1 was regenerated: «a»
Clients reconnect within a minute.
`, ``, V{"a": g.b64(16)}, "cache-eu-1")

	// windows-1252: =92 for an apostrophe, a Twilio auth token.
	g.mailEnc("mail/qp-windows-1252-twilio-auth-token", mailQP, `
Content-Type: text/plain; charset="windows-1252"
Content-Transfer-Encoding: quoted-printable

`, strings.ReplaceAll(`Here’s the Twilio account for the SMS reminders, don’t share it outside the team:
Account SID «_sid»
Auth Token «a»
`, "’", "\x92"), ``, V{"_sid": g.twilioSID(), "a": g.hex(32)}, `charset="windows-1252"`)

	// A private key pasted into a quoted-printable body: its lines are
	// short enough to stay whole.
	k, _ := g.sshEd25519("deploy@web-03.acme-freight")
	g.mailEnc("mail/qp-openssh-private-key-body", mailQP, `
Subject: deploy key for web-03
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`, `Dana, the key is below, the public half is already in authorized_keys on web-03.

`+k.begin+`
«a»
`+k.end+`
`, ``, V{"a": k.body}, "the public half is already in authorized_keys")

	// grep over an mbox: a soft break cut the token between two lines.
	pl := `Datadog keys for the new account (site datadoghq.eu): API key «a», application key for the Terraform provider «b».`
	dv := V{"a": g.hex(32), "b": g.hex(40)}
	qp, pcs := mailQP(mailFill(pl, dv), []string{dv["a"], dv["b"]})
	ql := strings.Split(qp, "\n")
	var gl []string
	for i, l := range ql {
		sep := "-"
		if i == 0 {
			sep = ":"
		}
		gl = append(gl, fmt.Sprintf("%d%s%s", 48213+i, sep, l))
	}
	g.mailRaw("mail/qp-mbox-grep-datadog-keys", `
$ grep -n -A2 'Datadog keys' ~/mail/archive/2026-03.mbox
`+strings.Join(gl, "\n")+`
`, pcs, "~/mail/archive/2026-03.mbox", "site datadoghq.eu")

	// A raw message with CRLF ends: a Mailjet key pair in an HTML list.
	g.mailEnc("mail/qp-crlf-mailjet-key-pair", mailQPCRLF, mailCRLF(`
Message-ID: <«_mid»@mail.cargonet.example>
Subject: Mailjet for the shipping notifications
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`), `<ul><li>API key (public): «_pub»</li><li>Secret key: «a»</li><li>Sender: notify@cargonet.example, validated</li></ul>
`, ``, V{"_mid": g.uuid(), "_pub": g.hex(32), "a": g.hex(32)}, "Mailjet for the shipping notifications")

	// An HTML table with a database password in one long line.
	g.mailEnc("mail/qp-html-table-mysql-credentials", mailQP, `
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

`, `<table border="1" cellpadding="4"><tr><th>Host</th><th>Database</th><th>User</th><th>Password</th></tr><tr><td>mysql-01.hosting-panel.example</td><td>shop_prod</td><td>shop_admin</td><td>«a»</td></tr></table>
`, ``, V{"a": g.pwStrong()}, "Content-Type: text/html; charset=utf-8")

	// A Spanish mail with an access key for an SMS gateway, accents as
	// =C3=A1.
	g.mailEnc("mail/qp-spanish-sms-gateway-key", mailQP, `
Subject: =?UTF-8?Q?Acceso_a_la_API_de_env=C3=ADo_de_SMS?=
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

`, `Buenos días, Lucía:

La clave de acceso a la API de envío de SMS (cuenta «_acct», remitente FARMAVIDA) es «a» y la contraseña del panel web es «b».

Un saludo,
Andrés
`, ``, V{"_acct": g.digits(7), "a": g.an(40), "b": g.mailPw()}, "=?UTF-8?Q?Acceso_a_la_API_de_env=C3=ADo_de_SMS?=")
}

// ---- base64 bodies and attachments ----

func (g *G) mailBase64() {
	// A base64 text part, then the agent decodes it with Python's email
	// module: the pieces in the raw lines and the decoded values.
	v := V{"a": g.pwURL(), "b": g.hex(40), "_bnd": "----=_Part_" + g.digits(6) + "_" + g.digits(9) + "." + g.digits(13)}
	g.mailEnc("mail/b64-text-part-then-decoded", mailB64, `
$ sed -n '/^------=_Part/,$p' inbox/0412-vendor-access.eml | head -20
--«_bnd»
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

`, `Hello,

your access to the Freightline partner API is ready.

Sandbox: https://sandbox.freightline.example/api/v2
Portal user: acme-freight-integration
Portal password: «a»
API secret: «b»

Freightline Partner Support
`, `
$ python3 - <<'PY'
import email
m = email.message_from_binary_file(open("inbox/0412-vendor-access.eml", "rb"))
for part in m.walk():
    if part.get_content_type() == "text/plain":
        print(part.get_payload(decode=True).decode())
PY
Hello,

your access to the Freightline partner API is ready.

Sandbox: https://sandbox.freightline.example/api/v2
Portal user: acme-freight-integration
Portal password: «a»
API secret: «b»

Freightline Partner Support
`, v, "https://sandbox.freightline.example/api/v2", "inbox/0412-vendor-access.eml")

	// An .env attachment, raw base64 with CRLF ends.
	g.mailEnc("mail/b64-attachment-dotenv-production", mailB64CRLF, mailCRLF(`
--=_mixed_«_bnd»
Content-Type: application/octet-stream; name=".env.production"
Content-Disposition: attachment; filename=".env.production"
Content-Transfer-Encoding: base64

`), `APP_ENV=production
APP_URL=https://shop.maisonbleue.example
DB_HOST=10.0.4.12
DB_PASSWORD=«a»
STRIPE_SECRET=«b»
MAILGUN_SECRET=«c»
`, mailCRLF(`
--=_mixed_«_bnd»--
`), V{"_bnd": g.hex(24), "a": g.pwStrong(), "b": g.skLive(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, `filename=".env.production"`)

	// The credentials.csv the AWS console offers, attached.
	g.mailEnc("mail/b64-attachment-aws-credentials-csv", mailB64, `
Content-Type: text/csv; name="svc-backup_credentials.csv"
Content-Disposition: attachment; filename="svc-backup_credentials.csv"; size=161
Content-Transfer-Encoding: base64

`, `User name,Password,Access key ID,Secret access key,Console login link
svc-backup,,«a»,«b»,https://«_acct».signin.aws.amazon.com/console
`, `
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12)}, `filename="svc-backup_credentials.csv"`)

	// Outlook's base64 HTML body.
	g.mailEnc("mail/b64-outlook-html-body", mailB64, `
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: base64

`, `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body><div class="WordSection1"><p class="MsoNormal">Hi Priya,<o:p></o:p></p><p class="MsoNormal">The Jenkins API token for svc-release on ci.rhein-logistik.example is <b>«a»</b>. Please use it only from the release pipeline.<o:p></o:p></p></div></body></html>
`, ``, V{"a": "11" + g.hex(32)}, `Content-Type: text/html; charset="utf-8"`)

	// An id_ed25519 attachment.
	k, _ := g.sshEd25519("backup@nas")
	g.mailEnc("mail/b64-attachment-openssh-key", mailB64, `
Content-Type: application/octet-stream; name="id_ed25519"
Content-Disposition: attachment; filename="id_ed25519"
Content-Transfer-Encoding: base64

`, k.begin+`
«a»
`+k.end+`
`, `
`, V{"a": k.body}, `filename="id_ed25519"`)

	// munpack writes the attachment out; cat shows it decoded.
	v2 := V{"a": g.pw(), "b": g.hex(32)}
	g.mailEnc("mail/b64-munpack-then-cat", mailB64, `
$ grep -A8 'filename="router-backup.txt"' support-4471.eml
Content-Disposition: attachment; filename="router-backup.txt"
Content-Transfer-Encoding: base64

`, `hostname gw-lisboa-01
enable secret 0 «a»
snmp-server community «b» RO
`, `
$ munpack -q support-4471.eml
router-backup.txt (text/plain)
$ cat router-backup.txt
hostname gw-lisboa-01
enable secret 0 «a»
snmp-server community «b» RO
`, v2, "hostname gw-lisboa-01", "router-backup.txt (text/plain)")

	// A Chinese mail in base64 UTF-8: the merchant number is public, the
	// APIv3 key is not.
	g.mailEnc("mail/b64-chinese-body-payment-apiv3-key", mailB64, `
Subject: =?UTF-8?B?5pSv5LuY5o6l5YWl5L+h5oGv?=
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

`, `各位好：

支付接入信息如下，请勿外传。
商户号：«_mch»
APIv3密钥：«a»
证书序列号：«_sn»

运维组 王磊
`, ``, V{"_mch": g.digits(10), "a": g.an(32), "_sn": g.s(alHexU, 40)}, "=?UTF-8?B?5pSv5LuY5o6l5YWl5L+h5oGv?=")

	// A kubeconfig attachment with a service account token.
	g.mailEnc("mail/b64-kubeconfig-attachment-token", mailB64, `
Subject: =?UTF-8?Q?kubeconfig_f=C3=BCr_den_Staging-Cluster?=
Content-Type: application/yaml; name="staging.kubeconfig"
Content-Transfer-Encoding: base64

`, `apiVersion: v1
kind: Config
clusters:
- name: staging
  cluster:
    server: https://«_cl».k8s.ondigitalocean.com
    certificate-authority-data: «_ca»
users:
- name: do-fra1-staging-admin
  user:
    token: «a»
contexts:
- name: do-fra1-staging
  context: {cluster: staging, user: do-fra1-staging-admin}
current-context: do-fra1-staging
`, `
`, V{"_cl": g.uuid(), "_ca": g.b64(90), "a": g.doToken()}, `name="staging.kubeconfig"`)

	// Apple Mail's .emlx: a byte count, the message, a plist trailer.
	v3 := V{"a": g.mailPw(), "b": g.digits(6)}
	g.mailEnc("mail/b64-apple-mail-emlx", mailB64, `
$ cat ~/Library/Mail/V10/«_uuid»/INBOX.mbox/«_uuid2»/Data/Messages/48213.emlx
1874      
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64
From: Hotel Seeblick IT <it@hotel-seeblick.example>
Subject: WLAN und Tresor
X-Universally-Unique-Identifier: «_xuid»

`, `Gäste-WLAN: Seeblick-Guest, Passwort «a»
Der Tresor im Büro hat den neuen Code «b».
`, `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>date-received</key>
	<integer>1773307243</integer>
	<key>flags</key>
	<integer>8590195713</integer>
	<key>remote-id</key>
	<string>48213</string>
</dict>
</plist>
`, mailV(v3, V{"_uuid": strings.ToUpper(g.uuid()), "_uuid2": strings.ToUpper(g.uuid()), "_xuid": strings.ToUpper(g.uuid())}), "X-Universally-Unique-Identifier")

	// A Thunderbird mbox export: "From - " separators, X-Mozilla-Status.
	g.mailEnc("mail/b64-thunderbird-mbox-ftp-password", mailB64, `
$ head -c 1400 ~/export/Kunden.mbox
From - Thu Mar 12 10:14:03 2026
X-Mozilla-Status: 0001
X-Mozilla-Status2: 00000000
X-Mozilla-Keys:                                                                                 
Message-ID: <«_mid»@webhost-kunde.example>
From: Kundenservice <support@webhost-kunde.example>
Subject: FTP-Zugang
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

`, `Ihr FTP-Zugang für www.baeckerei-mohn.example:
Server: ftp.webhost-kunde.example
Benutzer: f0«_u»
Passwort: «a»
`, `
`, V{"_mid": g.uuid(), "_u": g.digits(5), "a": g.an(16)}, "X-Mozilla-Status: 0001", "From - Thu Mar 12 10:14:03 2026")

	// A .pgpass attachment in a raw CRLF message.
	g.mailEnc("mail/b64-crlf-pgpass-attachment", mailB64CRLF, mailCRLF(`
Content-Type: application/octet-stream; name=pgpass
Content-Disposition: attachment; filename=pgpass
Content-Transfer-Encoding: base64

`), `# hostname:port:database:username:password
pg-main.internal:5432:*:replicator:«a»
pg-main.internal:5432:reporting:metabase:«b»
`, mailCRLF(`
`), V{"a": g.pwStrong(), "b": g.pwURL()}, "Content-Disposition: attachment; filename=pgpass")

	// An OAuth client file attached to a support mail.
	g.mailEnc("mail/b64-oauth-client-secret-json-attachment", mailB64, `
Content-Type: application/json; name="client_secret_«_cid».apps.googleusercontent.com.json"
Content-Disposition: attachment; filename="client_secret.json"
Content-Transfer-Encoding: base64

`, `{"web":{"client_id":"«_cid».apps.googleusercontent.com","project_id":"acme-etl","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«a»","redirect_uris":["https://etl.acme-freight.example/oauth/callback"]}}
`, `
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, `filename="client_secret.json"`)
}

// mailV merges the maps into one.
func mailV(vs ...V) V {
	out := V{}
	for _, v := range vs {
		for k, x := range v {
			out[k] = x
		}
	}
	return out
}

// ---- HTML parts ----

func (g *G) mailHTML() {
	// An invitation: the accept link's token in the href and in the
	// plain-text alternative.
	g.add("mail/html-invite-accept-link", `
--«_bnd»
Content-Type: text/plain; charset=utf-8

Priya Raman invited you to join the "acme-freight" workspace on Planboard.
Accept the invitation: https://app.planboard.example/invite/accept?token=«a»&ref=email
--«_bnd»
Content-Type: text/html; charset=utf-8

<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<h1 style="font-size:20px">Join acme-freight on Planboard</h1>
<a href="https://app.planboard.example/invite/accept?token=«a»&amp;ref=email" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px">Accept invitation</a>
<p style="color:#6b7280">This invitation expires in 7 days.</p>
</td></tr></table>
--«_bnd»--
`, V{"_bnd": g.hex(28), "a": g.hex(40)}, "https://app.planboard.example/invite/accept", "This invitation expires in 7 days.")

	// A secret map token in a <code> element.
	g.add("mail/html-code-element-map-secret-token", `
<p>Hi Jonas,</p>
<p>The public token for the web map is <code>«_pk»</code>; the build server needs the secret one with the <code>styles:write</code> scope:</p>
<p><code style="background:#eef;padding:2px 4px">«a»</code></p>
<p>Cheers,<br>Mira</p>
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK()}, "styles:write")

	// Outlook wrote the token in two runs, each in its own span.
	tok := g.ghp()
	g.add("mail/html-outlook-split-spans-token", `
<p class=MsoNormal><span lang=EN-US>Token for the mirror job (repo scope only):<o:p></o:p></span></p>
<p class=MsoNormal><span lang=EN-US style='font-family:Consolas'>«a»</span><span lang=EN-US style='font-family:Consolas;color:#C00000'>«b»</span><span lang=EN-US><o:p></o:p></span></p>
<p class=MsoNormal><span lang=EN-US>(the red part is what I typed after the paste got cut)<o:p></o:p></span></p>
`, V{"a": tok[:19], "b": tok[19:]}, "Token for the mirror job (repo scope only):", "<p class=MsoNormal>")

	// A Roundcube message view, saved as HTML.
	g.add("mail/html-roundcube-saved-message-view", `
<div id="messagebody"><div class="message-part" id="message-part1"><div class="pre">Hallo Sven,<br>
<br>
die Zugangsdaten zum NAS in der Praxis:<br>
<br>
https://nas-praxis.myfritz.example:5001<br>
Benutzer: praxis-admin<br>
Kennwort: «a»<br>
<br>
Hyper Backup verschlüsselt mit dem Schlüssel «b»<br>
<br>
Viele Grüße<br>
Tanja</div></div></div>
`, V{"a": g.mailPw(), "b": g.pwStrong()}, `<div class="message-part" id="message-part1">`, "Benutzer: praxis-admin")

	// Gmail HTML: a MongoDB URL in a monospace font.
	g.add("mail/html-gmail-monospace-mongodb-url", `
<div dir="ltr"><div>Atlas cluster for the recommendations service:</div><div><br></div><div><font face="monospace">mongodb+srv://reco-svc:«a»@reco-prod.«_h».mongodb.net/reco?retryWrites=true&amp;w=majority</font></div><div><br></div><div>IP access list has the three NAT gateways.</div><div><br></div><span class="gmail_signature_prefix">-- </span><br><div dir="ltr" class="gmail_signature">Owen Park | Tidepool</div></div>
`, V{"a": g.pwURL(), "_h": g.s(alLowNum, 5)}, "retryWrites=true&amp;w=majority", `class="gmail_signature"`)

	// Apple Mail's HTML: divs with class="" and a router and alarm code.
	g.add("mail/html-apple-mail-divs-router-alarm", `
<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;"><div class="">Router admin (192.168.178.1): «a»</div><div class="">Alarm panel installer code: «b»</div><div class=""><br class=""></div><div class="">Sent from my iPad</div></body></html>
`, V{"a": g.mailPw(), "b": g.digits(8)}, "Router admin (192.168.178.1):", "Sent from my iPad")

	// A click-tracked button in HTML; the text part holds the bare magic
	// link.
	g.add("mail/html-tracked-button-text-part-magic-link", `
Content-Type: text/plain; charset=utf-8

Sign in to Ledgerly: https://app.ledgerly.example/login/magic/«a»

Content-Type: text/html; charset=utf-8

<a href="https://u«_u».ct.sendgrid.net/ls/click?upn=«=upn»" clicktracking="on" style="display:inline-block">Sign in to Ledgerly</a>
`, V{"a": g.b64u(43), "_u": g.digits(8), "=upn": g.b64u(280)}, `clicktracking="on"`)

	// A reset mail: the button and the fallback link.
	g.add("mail/html-reset-button-and-fallback", `
<td class="button"><a href="https://accounts.vetclinic.example/reset-password/«a»?email=reception%40vetclinic.example" target="_blank">Choose a new password</a></td>
</tr><tr>
<td class="small">If the button does not work, copy this link into your browser:<br>
https://accounts.vetclinic.example/reset-password/«a»?email=reception%40vetclinic.example</td>
`, V{"a": g.hex(64)}, "If the button does not work, copy this link into your browser:", "email=reception%40vetclinic.example")

	// A WireGuard profile in a <pre> element.
	wpriv, wpub := g.wireguard()
	_, spub := g.wireguard()
	g.add("mail/html-pre-wireguard-profile", `
<p>Your VPN profile (import into the WireGuard app):</p>
<pre>[Interface]
PrivateKey = «a»
Address = 10.66.0.23/32
DNS = 10.66.0.1

[Peer]
PublicKey = «_sp»
PresharedKey = «b»
Endpoint = vpn.kanzlei-weber.example:51820
AllowedIPs = 10.66.0.0/16, 192.168.50.0/24</pre>
<p>Your device's public key, for our records: <code>«_p»</code></p>
`, V{"a": wpriv, "_sp": spub, "b": g.b64(32), "_p": wpub}, "vpn.kanzlei-weber.example:51820", "Address = 10.66.0.23/32")

	// A password with & and < in it, written as entities in the HTML part.
	pw := g.pick(pwWords...) + "&" + g.pick(pwWords...) + "<" + g.s(alDigit, 3)
	g.add("mail/html-entities-password", `
<p>The shared mailbox info@baeckerei-mohn.example has a new password:</p>
<p style="font-family:monospace;font-size:15px">«a»</p>
<p>Please update it on the shop's tablet.</p>
`, V{"a": strings.NewReplacer("&", "&amp;", "<", "&lt;").Replace(pw)}, "info@baeckerei-mohn.example", "Please update it on the shop's tablet.")

	// An e-mail verification link whose token is a JWT.
	g.add("mail/html-verify-email-jwt-href", `
<p>Confirm your address to finish setting up Fleetdesk.</p>
<a href="https://api.fleetdesk.example/v1/auth/verify-email?token=«a»&amp;redirect=%2Fonboarding" style="color:#0a66c2">Confirm e-mail address</a>
`, V{"a": g.userJWT()}, "redirect=%2Fonboarding", "Confirm your address to finish setting up Fleetdesk.")

	// An e-signature envelope mail: the access code is separate from the
	// link.
	g.add("mail/html-esign-envelope-access-code", `
<table><tr><td style="padding:24px">
<p>Hamburg Port Services sent you a document to review and sign.</p>
<p><a href="https://eu.sign-platform.example/Signing/EmailStart.aspx?a=«_env»&amp;etti=24&amp;acct=«_acct»&amp;er=«=er»">REVIEW DOCUMENT</a></p>
<p><b>Access code:</b> «a» (sent to you separately by the sender)</p>
</td></tr></table>
`, V{"_env": g.uuid(), "_acct": g.uuid(), "=er": g.uuid(), "a": g.s(alUpNum, 8)}, "Hamburg Port Services sent you a document to review and sign.")
}

// ---- replies, forwards and client dumps ----

func (g *G) mailThreads() {
	// A reply that quotes the token with "> ".
	g.add("mail/thread-reply-quoted-hf-token", `
Works now, thanks! The gated model downloads fine on the runner.

On Thu, Mar 12, 2026 at 10:14 AM Dana Koch <dana@acme-freight.example> wrote:
> Use the read token of the org account, not your personal one:
>
> HF_TOKEN=«a»
>
> It only has read access to acme-freight/route-embeddings.
>
> Dana
`, V{"a": g.hfTok()}, "acme-freight/route-embeddings", "On Thu, Mar 12, 2026 at 10:14 AM Dana Koch <dana@acme-freight.example> wrote:")

	// Two levels of quoting, the password two levels deep.
	g.add("mail/thread-nested-quotes-db-password", `
Fixed, the app connects again. Closing the ticket.

Am 12.03.2026 um 11:02 schrieb Sabine Brandt <s.brandt@rhein-logistik.example>:
> Marco, kannst du das bitte im Deployment eintragen?
>
> Am 12.03.2026 um 10:41 schrieb DB-Team <db-team@rhein-logistik.example>:
>> Neues Passwort für den User wms_app auf sqlprod03:
>>
>> «a»
>>
>> Das alte ist ab 14:00 gesperrt.
`, V{"a": g.pwStrong()}, "wms_app auf sqlprod03", "Am 12.03.2026 um 10:41 schrieb DB-Team <db-team@rhein-logistik.example>:")

	// Gmail's forwarded-message block.
	g.add("mail/thread-gmail-forwarded-cloudflare-token", `
---------- Forwarded message ---------
From: Owen Park <owen@tidepool.example>
Date: Thu, Mar 12, 2026 at 9:58 AM
Subject: DNS for the new landing page
To: Sam <sam@freelance-dev.example>


Sam, here's a Cloudflare API token limited to Zone.DNS edit on tidepool.example (zone id «_z»):

«a»

Verify it with:
curl "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer «a»"
`, V{"_z": g.hex(32), "a": g.cfToken()}, "https://api.cloudflare.com/client/v4/user/tokens/verify", "Zone.DNS edit")

	// Outlook's forward separator and header block, an Entra ID app
	// secret with its public ids.
	g.add("mail/thread-outlook-forward-entra-client-secret", `
FYI, for the SSO integration.

________________________________
From: Cloud Team <cloud-team@rhein-logistik.example>
Sent: Thursday, March 12, 2026 9:12 AM
To: Marco Conti <m.conti@rhein-logistik.example>
Subject: App registration wms-sso

Hi Marco,

app registration "wms-sso" is created:
Directory (tenant) ID: «_t»
Application (client) ID: «_c»
Client secret (expires 2027-03-12): «a»
Redirect URI: https://wms.rhein-logistik.example/signin-oidc

Regards, Cloud Team
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "https://wms.rhein-logistik.example/signin-oidc", "Sent: Thursday, March 12, 2026 9:12 AM")

	// extract_msg's dump of an Outlook .msg file.
	g.add("mail/thread-extract-msg-dump", `
$ python -m extract_msg --dump-stdout "RE_ Zugang Lieferantenportal.msg"
From: Einkauf Stadtwerke <einkauf@stadtwerke-ost.example>
To: Lea Fontaine <lea@maisonbleue.example>
CC: 
Subject: RE: Zugang Lieferantenportal
Date: Thu, 12 Mar 2026 10:21:07 +0100
-----------------

Sehr geehrte Frau Fontaine,

Ihr Zugang wurde zurückgesetzt.
Lieferantennummer: 700«_n»
Einmalpasswort: «a»

Bitte ändern Sie es bei der ersten Anmeldung.
`, V{"_n": g.digits(5), "a": g.mailTmpPw()}, "--dump-stdout", "Subject: RE: Zugang Lieferantenportal")

	// msgconvert turns the .msg into .eml; Outlook's TNEF headers stay.
	g.add("mail/thread-msgconvert-vpn-mail", `
$ msgconvert "FW_ VPN Zugang Werkstatt.msg" && sed -n '1,40p' "FW_ VPN Zugang Werkstatt.eml"
Date: Thu, 12 Mar 2026 08:44:10 +0000
From: Henrik Vos <henrik.vos@acme-freight.example>
To: Werkstatt <werkstatt@acme-freight.example>
Subject: FW: VPN Zugang Werkstatt
Thread-Topic: VPN Zugang Werkstatt
Thread-Index: AdqU«_ti»
X-MS-TNEF-Correlator: <«_oid»>
X-MS-Has-Attach: 
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Gateway: vpn.acme-freight.example (FortiClient, SSL-VPN, Port 10443)
Benutzer: werkstatt-hh
Passwort: «a»
FortiToken Mobile wird separat aktiviert.
`, V{"_ti": g.b64(20), "_oid": g.mailOutlookID(), "a": g.mailPw()}, "vpn.acme-freight.example (FortiClient, SSL-VPN, Port 10443)", "Benutzer: werkstatt-hh")

	// A private key quoted in a reply, every line behind "> ".
	rk := g.ecSEC1()
	var kl []string
	kv := V{}
	for i, l := range strings.Split(rk.body, "\n") {
		k := fmt.Sprintf("k%02d", i)
		if len(l) < 12 {
			k = "=" + k
		}
		kv[k] = l
		kl = append(kl, "> «"+k+"»")
	}
	g.add("mail/thread-quoted-ec-private-key", `
Please never mail keys. I've rotated it; the new one is in the vault
under infra/legacy-sftp. Quoting it here so you can see what went out:

On 12/03/2026 10:02, Jonas Meyer wrote:
> here is the key for the legacy sftp box:
>
> `+rk.begin+`
`+strings.Join(kl, "\n")+`
> `+rk.end+`
`, kv, "infra/legacy-sftp", "On 12/03/2026 10:02, Jonas Meyer wrote:")

	// format=flowed: soft line ends are a trailing space.
	g.add("mail/thread-format-flowed-quoted-token", `
Content-Type: text/plain; charset=UTF-8; format=flowed; delsp=yes
Content-Transfer-Encoding: 8bit

Got it, added to the CI variables as NPM_TOKEN (masked, protected).

On 12.03.26 10:31, Priya Raman wrote:
> The automation token for publishing @bookshelf/ui to npm, it bypasses 
> 2FA so treat it like a password:
> 
> «a»
> 
> Priya
`, V{"a": g.npmTok()}, "format=flowed; delsp=yes", "@bookshelf/ui")

	// A French reply chain: an OVH application key, secret and consumer
	// key.
	g.add("mail/thread-french-reply-ovh-api-keys", `
Merci, c'est bon pour moi.

Le jeu. 12 mars 2026 à 10:14, Julien Marchand <julien@atelier-lune.example> a écrit :
> Voilà les identifiants API OVHcloud pour le renouvellement des certificats :
> endpoint : ovh-eu
> application_key : «a»
> application_secret : «b»
> consumer_key : «c»
> Droits : GET/POST/DELETE sur /domain/zone/atelier-lune.example/*
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32)}, "endpoint : ovh-eu", "/domain/zone/atelier-lune.example/*")

	// An mbox: one message's "From " line escaped as ">From ", the next
	// message with a password.
	g.add("mail/thread-mbox-from-escaping", `
$ sed -n '118,141p' ~/Mail/archive/clients.mbox
>From what I can see the old site is still on the shared host.

From k.wagner@baeckerei-mohn.example Thu Mar 12 10:52:18 2026
Return-Path: <k.wagner@baeckerei-mohn.example>
Message-ID: <«_mid»@baeckerei-mohn.example>
From: Klaus Wagner <k.wagner@baeckerei-mohn.example>
Subject: Re: Umzug Website
Status: RO
X-Status: A

Hier die Daten vom alten Hoster:
cPanel: https://s12.alt-hoster.example:2083
Benutzer: baeckmoh
Passwort: «a»
`, V{"_mid": g.uuid(), "a": g.pw()}, ">From what I can see", "From k.wagner@baeckerei-mohn.example Thu Mar 12 10:52:18 2026")

	// A mailing list digest: one message leaked a PyPI token.
	g.add("mail/thread-mailman-digest-pypi-token", `
Send tooling-dev mailing list submissions to
	tooling-dev@lists.openforge.example

Today's Topics:

   1. Re: release 3.2 blocked (Nadia K.)
   2. publishing from CI (Tom B.)

----------------------------------------------------------------------

Message: 2
Date: Thu, 12 Mar 2026 11:40:02 +0000
From: Tom B. <tom@openforge.example>
To: tooling-dev@lists.openforge.example
Subject: publishing from CI
Message-ID: <«_mid»@openforge.example>

I've set up trusted publishing but as a fallback the project token is
«a»
(scoped to the openforge-cli project only). I'll revoke it once OIDC works.

------------------------------
`, V{"_mid": g.uuid(), "a": g.pypiTok()}, "tooling-dev@lists.openforge.example", "1. Re: release 3.2 blocked (Nadia K.)")

	// An iPhone reply quoting a list of recovery codes.
	g.add("mail/thread-iphone-reply-recovery-codes", `
Printed them and put them in the safe. Deleting this mail now.

Sent from my iPhone

> On 12. Mar 2026, at 10:14, Dana Koch <dana@acme-freight.example> wrote:
>
> Recovery codes for the acme-freight-ops GitHub account:
>
> «a»
> «b»
> «c»
> «d»
> «e»
> «f»
`, V{"a": g.mailGHRecovery(), "b": g.mailGHRecovery(), "c": g.mailGHRecovery(), "d": g.mailGHRecovery(), "e": g.mailGHRecovery(), "f": g.mailGHRecovery()}, "Sent from my iPhone", "acme-freight-ops GitHub account")

	// Inline answers in an Outlook reply, marked [MC].
	g.add("mail/thread-inline-answers-sqlserver", `
Hi Sabine, answers inline.

From: Sabine Brandt <s.brandt@rhein-logistik.example>
Sent: Thursday, March 12, 2026 10:05
To: Marco Conti <m.conti@rhein-logistik.example>
Subject: reporting server

1) which server? [MC] sqlrep01.rhein-logistik.local, instance REPORTING
2) login for Power BI? [MC] Server=sqlrep01.rhein-logistik.local\REPORTING;Database=DWH;User Id=pbi_reader;Password=«a»;Encrypt=True;TrustServerCertificate=True
3) refresh schedule? [MC] 06:00 and 13:00
`, V{"a": g.pwStrong()}, "sqlrep01.rhein-logistik.local, instance REPORTING", "User Id=pbi_reader")

	// A Dutch reply: a remote-support id is not secret, its password is.
	g.add("mail/thread-dutch-remote-support-password", `
Dank je, ik kijk er vanmiddag naar.

Op do 12 mrt 2026 om 10:14 schreef Femke de Vries <femke@tandarts-zuid.example>:
> Hoi Bram,
> De pc bij de balie doet raar. TeamViewer ID: «_id»
> Wachtwoord: «a»
> Groetjes, Femke
`, V{"_id": g.digits(3) + " " + g.digits(3) + " " + g.digits(3), "a": g.s(alLowNum, 8)}, "Op do 12 mrt 2026 om 10:14 schreef Femke de Vries <femke@tandarts-zuid.example>:")
}

// ---- mail tools' views ----

func (g *G) mailClients() {
	// notmuch show's text format, with form feeds before its markers.
	mid := g.mailGmailID()
	g.add("mail/client-notmuch-show-text", mailFF(`
$ notmuch show id:«_mid»@mail.gmail.com
<FF>message{ id:«_mid»@mail.gmail.com depth:0 match:1 excluded:0 filename:/home/dana/Mail/work/INBOX/cur/1773307001.M412P9910.nuc:2,S
<FF>header{
Jonas Meyer <j.meyer@acme-freight.example> (Today 10:14) (inbox)
Subject: linear api key for the sync script
From: Jonas Meyer <j.meyer@acme-freight.example>
To: Dana Koch <dana@acme-freight.example>
Date: Thu, 12 Mar 2026 10:14:03 +0100
<FF>header}
<FF>body{
<FF>part{ ID: 1, Content-type: text/plain
Personal API key for the issue sync (my account, read/write on OPS and TMS):
«a»
<FF>part}
<FF>body}
<FF>message}
`), V{"_mid": mid, "a": g.linear()}, "filename:/home/dana/Mail/work/INBOX/cur/1773307001.M412P9910.nuc:2,S", "Content-type: text/plain")

	// notmuch show --format=json.
	g.add("mail/client-notmuch-show-json", `
$ notmuch show --format=json --entire-thread=false tag:vendor and subject:access | jq -c '.[0][0][0] | {id, tags, headers, body: .body[0].content}'
{"id":"«_mid»@mail.freightline.example","tags":["inbox","vendor"],"headers":{"Subject":"Your API access","From":"Freightline Partner Support <partners@freightline.example>","To":"dana@acme-freight.example","Date":"Thu, 12 Mar 2026 08:02:44 +0000"},"body":"Client ID: «_cid»\nClient secret: «a»\nToken URL: https://auth.freightline.example/oauth2/token\n"}
`, V{"_mid": g.uuid(), "_cid": "fl_client_" + g.hex(16), "a": g.b64u(48)}, "https://auth.freightline.example/oauth2/token", `"tags":["inbox","vendor"]`)

	// notmuch search lists thread ids; show prints the match.
	g.add("mail/client-notmuch-search-then-show-body", `
$ notmuch search from:hosting.example date:2026-03-01..
thread:«_t1»   Today 09:40 [1/1] Hosting Example; Your new server is ready (inbox)
thread:«_t2»   Mon. 14:02 [2/2] Hosting Example; Invoice 2026-0311 (inbox)
$ notmuch show --part=1 thread:«_t1»
Your server vps-«_vps» is ready.

IPv4: 203.0.113.77
Root password: «a»
Rescue system password: «b»
`, V{"_t1": "0000000000" + g.hex(6), "_t2": "0000000000" + g.hex(6), "_vps": g.digits(6), "a": g.pwURL(), "b": g.an(12)}, "203.0.113.77", "Invoice 2026-0311")

	// mutt's pager, an attachment decoded inline.
	g.add("mail/client-mutt-pager-attachment", `
Date: Thu, 12 Mar 2026 10:14:03 +0100
From: Priya Raman <priya@bookshelf.example>
To: dev@bookshelf.example
Subject: firebase for the mobile app

[-- Attachment #1 --]
[-- Type: text/plain, Encoding: 7bit, Size: 0.1K --]

FCM server key attached, the service account JSON comes separately.

[-- Attachment #2: fcm.txt --]
[-- Type: text/plain, Encoding: base64, Size: 0.2K --]

legacy server key: «a»
sender id: «_sid»

--   - N +  1/3   priya@bookshelf.example   firebase for the mobile app   -- (all)
`, V{"a": g.firebaseFCM(), "_sid": g.digits(12)}, "[-- Type: text/plain, Encoding: base64, Size: 0.2K --]", "[-- Attachment #2: fcm.txt --]")

	// mu find, then mu view.
	g.add("mail/client-mu-find-and-view", `
$ mu find subject:sftp --fields "d f s l" --sortfield=date --reverse | head -2
Thu 12 Mar 2026 09:12:44 CET Marco Conti <m.conti@rhein-logistik.example> SFTP for the EDI feed /home/dana/Maildir/work/cur/1773303164.«_n».nuc:2,S
Wed 11 Mar 2026 17:40:02 CET Sabine Brandt <s.brandt@rhein-logistik.example> Re: EDI mapping /home/dana/Maildir/work/cur/1773247202.«_n2».nuc:2,RS
$ mu view /home/dana/Maildir/work/cur/1773303164.«_n».nuc:2,S
From: Marco Conti <m.conti@rhein-logistik.example>
To: Dana Koch <dana@acme-freight.example>
Subject: SFTP for the EDI feed
Date: Thu 12 Mar 2026 09:12:44 CET

sftp://edi_acmefreight@sftp.edi.rhein-logistik.example:2222/inbound
password: «a»
`, V{"_n": "M" + g.digits(6) + "P" + g.digits(5), "_n2": "M" + g.digits(6) + "P" + g.digits(5), "a": g.mailPw()}, "sftp://edi_acmefreight@sftp.edi.rhein-logistik.example:2222/inbound")

	// himalaya reads a message from the terminal.
	g.add("mail/client-himalaya-read", `
$ himalaya envelope list --folder INBOX --page-size 3
| ID   | FLAGS | SUBJECT                         | FROM               | DATE                   |
|------|-------|---------------------------------|--------------------|------------------------|
| 4821 |  *    | Your Algolia admin API key      | Algolia            | 2026-03-12 10:02+01:00 |
| 4820 |       | Weekly digest                   | Planboard          | 2026-03-12 07:00+01:00 |
$ himalaya message read 4821
From: Algolia <noreply@algolia.example>
To: dana@acme-freight.example
Subject: Your Algolia admin API key

Application ID: «_app»
Search-only API key: «_search»
Admin API key: «a»
`, V{"_app": g.s(alUpNum, 10), "_search": g.hex(32), "a": g.hex(32)}, "| 4821 |  *    | Your Algolia admin API key")

	// grep through a Maildir: file names carry flags.
	g.add("mail/client-grep-maildir-recursive", `
$ grep -rn -i 'passwor[dt]' ~/Maildir/.Kunden/cur/ | head -4
/home/lea/Maildir/.Kunden/cur/1772611201.M22P311.mbp:2,S:14:Passwort: «a»
/home/lea/Maildir/.Kunden/cur/1772990044.M58P311.mbp:2,RS:9:das Passwort schicke ich per SMS
/home/lea/Maildir/.Kunden/cur/1773307001.M412P311.mbp:2,S:21:WordPress-Admin: lea-admin / «b»
/home/lea/Maildir/.Kunden/cur/1773310443.M7P311.mbp:2,S:17:Password reset for your account was requested
`, V{"a": g.pw(), "b": g.pwStrong()}, "das Passwort schicke ich per SMS", "Password reset for your account was requested")

	// mailx: the message list, then one message printed. A Backblaze B2
	// application key (K00 and 28, partly guessed).
	g.add("mail/client-mailx-print-message", `
$ mail -f ~/mbox
"/home/ops/mbox": 3 messages
    1 root@build-02      Thu Mar 12 03:00  18/612   Cron <root@build-02> /usr/local/bin/backup.sh
    2 root@build-02      Thu Mar 12 03:10  22/801   Cron <root@build-02> certbot renew
>   3 root@build-02      Thu Mar 12 04:00  25/944   Cron <root@build-02> /opt/sync/run.sh
? p 3
Message 3:
From root@build-02 Thu Mar 12 04:00:01 2026
Subject: Cron <root@build-02> /opt/sync/run.sh

+ rclone sync /srv/exports b2:acme-exports --b2-account «_acc» --b2-key «a»
2026/03/12 04:00:03 ERROR : Attempt 1/3 failed with 1 errors
`, V{"_acc": "0" + g.hex(11), "a": "K00" + g.s(alAlnum, 28)}, "Cron <root@build-02> /opt/sync/run.sh", "b2:acme-exports")

	// A Python mailbox script prints matches as JSON lines.
	g.add("mail/client-python-mailbox-matches", `
$ python3 scan_mbox.py ~/export/support.mbox --pattern 'key|token|pass'
{"message_id": "<«_m1»@support.example>", "date": "2026-03-09T14:22:10+00:00", "subject": "Re: API access", "line": "Your live key: «a»"}
{"message_id": "<«_m2»@support.example>", "date": "2026-03-10T09:01:44+00:00", "subject": "Password policy", "line": "Passwords must have 12 characters"}
{"message_id": "<«_m3»@support.example>", "date": "2026-03-11T16:30:27+00:00", "subject": "webhook", "line": "signing secret is «b»"}
scanned 1842 messages, 3 matches
`, V{"_m1": g.hex(24), "a": g.skLive(), "_m2": g.hex(24), "_m3": g.hex(24), "b": g.whsec()}, "scanned 1842 messages, 3 matches", "Passwords must have 12 characters")

	// ripgrep with context over .eml files.
	g.add("mail/client-ripgrep-eml-context", `
$ rg -n -C1 'api[_ ]?key' exports/
exports/2026-03-04_onboarding.eml
41-Hi team,
42:the SendGrid api key for the onboarding mails is «a»
43-(full access, we should scope it down)
--
exports/2026-03-09_analytics.eml
17:Mixpanel project token «_mp» is public, but the api_secret «b» is not!
18-Please keep the latter out of the frontend.
`, V{"a": g.sendgrid(), "_mp": g.hex(32), "b": g.hex(32)}, "exports/2026-03-04_onboarding.eml", "(full access, we should scope it down)")

	// An IMAP session by hand: LOGIN carries the password.
	g.add("mail/client-imap-openssl-session", `
$ openssl s_client -quiet -crlf -connect imap.mailhost.example:993
* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ AUTH=PLAIN] Dovecot ready.
a1 LOGIN invoices@maisonbleue.example «a»
a1 OK [CAPABILITY IMAP4rev1 SORT THREAD=REFERENCES MULTIAPPEND UNSELECT IDLE] Logged in
a2 SELECT INBOX
* 214 EXISTS
a2 OK [READ-WRITE] Select completed (0.002 + 0.000 secs).
a3 FETCH 214 BODY[HEADER.FIELDS (SUBJECT FROM)]
* 214 FETCH (BODY[HEADER.FIELDS (SUBJECT FROM)] {78}
Subject: Facture 2026-0311
From: Comptabilite <compta@fournisseur.example>
)
`, V{"a": g.mailPw()}, "Dovecot ready.", "a3 FETCH 214 BODY[HEADER.FIELDS (SUBJECT FROM)]")

	// swaks prints the SMTP dialogue; AUTH PLAIN is base64 of the
	// credentials.
	user := "alerts@acme-freight.example"
	pw := g.pwURL()
	g.add("mail/client-swaks-auth-plain", `
$ swaks --to ops@acme-freight.example --from «_u» --server smtp.mailhost.example:587 --tls --auth PLAIN --auth-user «_u» --auth-password «a»
=== Trying smtp.mailhost.example:587...
=== Connected to smtp.mailhost.example.
<-  220 smtp.mailhost.example ESMTP Postfix
 -> EHLO build-02
<-  250-AUTH PLAIN LOGIN
 -> STARTTLS
<-  220 2.0.0 Ready to start TLS
=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256
 ~> AUTH PLAIN «b»
<~  235 2.7.0 Authentication successful
 ~> MAIL FROM:<«_u»>
<~  250 2.1.0 Ok
`, V{"_u": user, "a": pw, "b": b64s("\x00" + user + "\x00" + pw)}, "TLS_AES_256_GCM_SHA384", "235 2.7.0 Authentication successful")
}

// ---- Slack ----

// mailSlackEsc writes s as a Slack export writes text: / as \/.
func mailSlackEsc(s string) string { return strings.ReplaceAll(s, "/", `\/`) }

func (g *G) mailSlack() {
	// A channel day file of a Slack export: text and its blocks copy.
	u := g.mailSU()
	g.add("mail/slack-export-bot-token-text-and-blocks", `
$ jq '.[3]' exports/acme-eng/deploys/2026-03-12.json
{
  "client_msg_id": "«_cm»",
  "type": "message",
  "text": "new bot token for deploy-notifier after the reinstall: «a» (old one is revoked)",
  "user": "«_u»",
  "ts": "«_ts»",
  "blocks": [
    {
      "type": "rich_text",
      "block_id": "«_bid»",
      "elements": [
        {
          "type": "rich_text_section",
          "elements": [
            {"type": "text", "text": "new bot token for deploy-notifier after the reinstall: "},
            {"type": "text", "text": "«a»", "style": {"code": true}},
            {"type": "text", "text": " (old one is revoked)"}
          ]
        }
      ]
    }
  ],
  "team": "«_t»",
  "user_team": "«_t»",
  "source_team": "«_t»",
  "user_profile": {
    "avatar_hash": "«_av»",
    "image_72": "https:\/\/avatars.slack-edge.com\/2025-11-04\/«_img»_72.png",
    "first_name": "Dana",
    "real_name": "Dana Koch",
    "display_name": "dana",
    "team": "«_t»",
    "name": "dana.koch",
    "is_restricted": false,
    "is_ultra_restricted": false
  }
}
`, V{"_cm": g.uuid(), "a": g.xoxb(), "_u": u, "_ts": g.mailTS(), "_bid": g.b64u(5), "_t": g.mailST(), "_av": g.hex(12), "_img": g.digits(13) + "_" + g.hex(20)}, "deploy-notifier", `"display_name": "dana"`)

	// An incoming webhook URL in an export: slashes escaped.
	g.add("mail/slack-export-webhook-escaped-slashes", `
{
  "type": "message",
  "text": "alerts from the nightly ETL go to <https:\/\/hooks.slack.com\/services\/«_t»\/«_b»\/«a»>, if it spams we mute it",
  "user": "«_u»",
  "ts": "«_ts»",
  "thread_ts": "«_ts»",
  "reply_count": 2,
  "reply_users_count": 1,
  "latest_reply": "«_ts2»",
  "reply_users": ["«_u2»"],
  "is_locked": false,
  "subscribed": false,
  "team": "«_team»"
}
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.mailSlackHook(), "_u": g.mailSU(), "_ts": g.mailTS(), "_ts2": g.mailTS(), "_u2": g.mailSU(), "_team": g.mailST()}, `"reply_users_count": 1`, "hooks.slack.com")

	// A reset link as a <url|label> link.
	g.add("mail/slack-export-link-label-reset-token", `
{"type":"message","subtype":"bot_message","text":"Password reset requested for *ops-admin*. <https:\/\/admin.routeplan.example\/reset?token=«a»&amp;u=ops-admin|Reset password> (valid 30 min)","ts":"«_ts»","username":"routeplan-admin","bot_id":"«_b»","icons":{"emoji":":key:"}}
`, V{"a": g.hex(48), "_ts": g.mailTS(), "_b": g.slackB()}, `"icons":{"emoji":":key:"}`, "routeplan-admin")

	// A code block: text with \n escapes and a preformatted block.
	g.add("mail/slack-export-preformatted-env-block", mailBT(`
{
  "type": "message",
  "text": "staging .env for the new dev, pls don't paste it anywhere else\n´´´POSTGRES_URL=postgres:\/\/app:«a»@staging-db.internal:5432\/app\nREDIS_URL=redis:\/\/:«b»@staging-redis.internal:6379\nSENTRY_ENVIRONMENT=staging´´´",
  "user": "«_u»",
  "ts": "«_ts»",
  "blocks": [{"type": "rich_text", "block_id": "«_bid»", "elements": [
    {"type": "rich_text_section", "elements": [{"type": "text", "text": "staging .env for the new dev, pls don't paste it anywhere else\n"}]},
    {"type": "rich_text_preformatted", "elements": [{"type": "text", "text": "POSTGRES_URL=postgres:\/\/app:«a»@staging-db.internal:5432\/app\nREDIS_URL=redis:\/\/:«b»@staging-redis.internal:6379\nSENTRY_ENVIRONMENT=staging"}], "border": 0}
  ]}]
}
`), V{"a": g.pwURL(), "b": g.an(32), "_u": g.mailSU(), "_ts": g.mailTS(), "_bid": g.b64u(5)}, "SENTRY_ENVIRONMENT=staging", `"type": "rich_text_preformatted"`)

	// A snippet file: private URLs are not secrets, the preview is.
	f := g.mailSF()
	t := g.mailST()
	g.add("mail/slack-export-files-snippet-preview", `
{
  "type": "message",
  "text": "",
  "files": [
    {
      "id": "«_f»",
      "created": 1773307001,
      "name": "values-prod.yaml",
      "title": "values-prod.yaml",
      "mimetype": "text/plain",
      "filetype": "yaml",
      "pretty_type": "YAML",
      "user": "«_u»",
      "mode": "snippet",
      "is_public": true,
      "url_private": "https:\/\/files.slack.com\/files-pri\/«_t»-«_f»\/values-prod.yaml",
      "url_private_download": "https:\/\/files.slack.com\/files-pri\/«_t»-«_f»\/download\/values-prod.yaml",
      "permalink": "https:\/\/acme-eng.slack.com\/files\/«_u»\/«_f»\/values-prod.yaml",
      "preview": "auth:\n  adminPassword: «a»\nsmtp:\n  password: «b»",
      "lines": 14,
      "lines_more": 10
    }
  ],
  "upload": true,
  "user": "«_u»",
  "ts": "«_ts»"
}
`, V{"_f": f, "_u": g.mailSU(), "_t": t, "a": g.pwStrong(), "b": g.mailSESSMTP(), "_ts": g.mailTS()}, `"lines_more": 10`, `"pretty_type": "YAML"`)

	// conversations.history from the Web API.
	g.add("mail/slack-api-conversations-history", `
$ curl -s -H "Authorization: Bearer $SLACK_USER_TOKEN" "https://slack.com/api/conversations.history?channel=«_c»&limit=2" | jq .
{
  "ok": true,
  "messages": [
    {
      "type": "message",
      "user": "«_u1»",
      "text": "thanks, in",
      "ts": "«_ts1»"
    },
    {
      "type": "message",
      "user": "«_u2»",
      "text": "the vpn password for the Lisbon office is «a» until Friday",
      "ts": "«_ts2»",
      "reactions": [{"name": "white_check_mark", "users": ["«_u1»"], "count": 1}]
    }
  ],
  "has_more": true,
  "pin_count": 0,
  "channel_actions_ts": null,
  "channel_actions_count": 0,
  "response_metadata": {"next_cursor": "bmV4dF90czoxNzcz«_cur»"}
}
`, V{"_c": g.mailSC(), "_u1": g.mailSU(), "_ts1": g.mailTS(), "_u2": g.mailSU(), "a": g.mailPw(), "_ts2": g.mailTS(), "_cur": g.b64u(20)}, "Bearer $SLACK_USER_TOKEN", "white_check_mark")

	// conversations.replies: a thread with its parent.
	pts := g.mailTS()
	g.add("mail/slack-api-conversations-replies-thread", mailBT(`
{
  "ok": true,
  "messages": [
    {"type": "message", "user": "«_u1»", "text": "can someone give me read access to the analytics replica?", "thread_ts": "«_pts»", "reply_count": 1, "ts": "«_pts»"},
    {"type": "message", "user": "«_u2»", "text": "use this for now: ´mysql:\/\/analyst:«a»@replica-1.analytics.internal:3306\/events´", "thread_ts": "«_pts»", "parent_user_id": "«_u1»", "ts": "«_ts»"}
  ],
  "has_more": false,
  "ok": true
}
`), V{"_u1": g.mailSU(), "_pts": pts, "_u2": g.mailSU(), "a": g.pwURL(), "_ts": g.mailTS()}, "can someone give me read access to the analytics replica?")

	// & in a password: &amp; in text, & in the blocks.
	pw := g.pick(pwWords...) + "&" + g.pick(pwWords...) + g.s(alDigit, 3)
	g.add("mail/slack-export-amp-escaped-password", `
{"type":"message","text":"wifi for the offsite: SSID Offsite-2026, password «a»","user":"«_u»","ts":"«_ts»","blocks":[{"type":"rich_text","block_id":"«_bid»","elements":[{"type":"rich_text_section","elements":[{"type":"text","text":"wifi for the offsite: SSID Offsite-2026, password «b»"}]}]}]}
`, V{"a": strings.ReplaceAll(pw, "&", "&amp;"), "_u": g.mailSU(), "_ts": g.mailTS(), "_bid": g.b64u(5), "b": pw}, "SSID Offsite-2026")

	// A CI bot's legacy attachment echoing a token.
	g.add("mail/slack-export-bot-attachment-ci-log", `
{
  "type": "message",
  "subtype": "bot_message",
  "text": "",
  "ts": "«_ts»",
  "bot_id": "«_b»",
  "attachments": [
    {
      "fallback": "Build #1842 failed: docker login",
      "color": "danger",
      "title": "Build #1842 failed (main)",
      "title_link": "https:\/\/ci.acme-freight.example\/job\/tms\/1842\/",
      "text": "+ echo «a» | docker login ghcr.io -u acme-ci --password-stdin\nError response from daemon: denied: denied",
      "footer": "Jenkins",
      "ts": 1773307001
    }
  ]
}
`, V{"_ts": g.mailTS(), "_b": g.slackB(), "a": g.ghp()}, "Build #1842 failed (main)", `"footer": "Jenkins"`)

	// search.messages: permalinks are links, not credentials.
	c := g.mailSC()
	ts := g.mailTS()
	g.add("mail/slack-api-search-messages-permalink", `
$ curl -s -G https://slack.com/api/search.messages -H "Authorization: Bearer $SLACK_USER_TOKEN" --data-urlencode 'query=sk_live in:#payments' | jq '.messages.matches[0] | {ts, text, permalink}'
{
  "ts": "«_ts»",
  "text": "prod secret key for the refunds script: «a»",
  "permalink": "https://acme-eng.slack.com/archives/«_c»/p«_p»"
}
`, V{"_ts": ts, "a": g.skLive(), "_c": c, "_p": strings.ReplaceAll(ts, ".", "")}, "query=sk_live in:#payments")

	// slackdump's text output.
	g.add("mail/slack-slackdump-text", `
$ slackdump dump -o incident.txt «_c» && sed -n '1,12p' incident.txt
> Jonas Meyer [«_u1»] @ 12/03/2026 09:58:12 Z:
db is rejecting connections again

> Dana Koch [«_u2»] @ 12/03/2026 10:01:40 Z:
restarted pgbouncer. admin console: psql -h pgb.internal -p 6432 -U pgbouncer pgbouncer, password «a»

> Jonas Meyer [«_u1»] @ 12/03/2026 10:02:05 Z:
:+1:
`, V{"_c": g.mailSC(), "_u1": g.mailSU(), "_u2": g.mailSU(), "a": g.mailPw()}, "restarted pgbouncer.", "psql -h pgb.internal -p 6432 -U pgbouncer pgbouncer")

	// A DM with a private key in a code block.
	sk, _ := g.sshEd25519("ci@runner")
	g.add("mail/slack-export-dm-private-key-code-block", mailBT(`
{
  "type": "message",
  "text": "here's the runner key, put it in ~\/.ssh\/id_ed25519 on the new box\n´´´`+sk.begin+`\n«a»\n`+sk.end+`´´´",
  "user": "«_u»",
  "ts": "«_ts»",
  "team": "«_t»"
}
`), V{"a": jsonEsc(sk.body), "_u": g.mailSU(), "_ts": g.mailTS(), "_t": g.mailST()}, `put it in ~\/.ssh\/id_ed25519 on the new box`)

	// A workflow trigger URL.
	g.add("mail/slack-export-workflow-trigger-url", mailBT(`
{"type":"message","text":"the on-call handoff workflow can be triggered from cron: ´curl -X POST -H 'Content-Type: application\/json' -d '{\"oncall\":\"jonas\"}' https:\/\/hooks.slack.com\/triggers\/«_t»\/«_n»\/«a»´","user":"«_u»","ts":"«_ts»"}
`), V{"_t": g.mailST(), "_n": g.digits(13), "a": g.hex(32), "_u": g.mailSU(), "_ts": g.mailTS()}, "on-call handoff workflow")

	// A TOTP setup URI pasted in a channel.
	g.add("mail/slack-export-otpauth-uri", `
{"type":"message","text":"shared 2FA for the registrar account, add it to your authenticator: <otpauth:\/\/totp\/Registrar:ops%40acme-freight.example?secret=«a»&amp;issuer=Registrar>","user":"«_u»","ts":"«_ts»","edited":{"user":"«_u»","ts":"«_ets»"}}
`, V{"a": g.totp(), "_u": g.mailSU(), "_ts": g.mailTS(), "_ets": g.mailTS()}, "shared 2FA for the registrar account")

	// An app's client secret and refresh token; the client id is public.
	g.add("mail/slack-export-app-client-secret-refresh", `
{"type":"message","text":"for the token rotation test: client_id «_cid», client_secret «a», refresh token «b»","user":"«_u»","ts":"«_ts»"}
`, V{"_cid": g.digits(12) + "." + g.digits(13), "a": g.hex(32), "b": g.mailSlackRefresh(), "_u": g.mailSU(), "_ts": g.mailTS()}, "for the token rotation test")

	// Join messages around a key.
	g.add("mail/slack-export-channel-join-then-key", `
[
  {"type": "message", "subtype": "channel_join", "text": "<@«_u1»> has joined the channel", "user": "«_u1»", "ts": "«_ts1»"},
  {"type": "message", "subtype": "channel_join", "text": "<@«_u2»> has joined the channel", "user": "«_u2»", "ts": "«_ts2»"},
  {"type": "message", "text": "<@«_u2»> welcome! for the hackathon use the shared key «a», budget 50 USD", "user": "«_u1»", "ts": "«_ts3»"}
]
`, V{"_u1": g.mailSU(), "_ts1": g.mailTS(), "_u2": g.mailSU(), "_ts2": g.mailTS(), "a": g.openaiSvc(), "_ts3": g.mailTS()}, "has joined the channel", "budget 50 USD")

	// Reactions name emojis, the message holds a platform key.
	g.add("mail/slack-export-reactions-heroku-key", `
{"type":"message","text":"heroku platform key for the review-apps bot: «a»","user":"«_u»","ts":"«_ts»","reactions":[{"name":"eyes","users":["«_u2»"],"count":1},{"name":"rotating_light","users":["«_u3»","«_u2»"],"count":2},{"name":"face_with_peeking_eye","users":["«_u3»"],"count":1}]}
`, V{"a": g.heroku(), "_u": g.mailSU(), "_ts": g.mailTS(), "_u2": g.mailSU(), "_u3": g.mailSU()}, "face_with_peeking_eye", "rotating_light")

	// A Slack Connect channel: the teams differ, the message holds a
	// temporary AWS credential set.
	g.add("mail/slack-export-connect-aws-session-credentials", `
{"type":"message","text":"export AWS_ACCESS_KEY_ID=«a»\nexport AWS_SECRET_ACCESS_KEY=«b»\nexport AWS_SESSION_TOKEN=«c»\n(valid 12h, role partner-readonly)","user":"«_u»","ts":"«_ts»","team":"«_t1»","user_team":"«_t2»","source_team":"«_t2»"}
`, V{"a": g.awsTempID(), "b": mailSlackEsc(g.awsSecret()), "c": mailSlackEsc(g.awsSession()), "_u": g.mailSU(), "_ts": g.mailTS(), "_t1": g.mailST(), "_t2": g.mailST()}, "role partner-readonly")

	// jq over a whole export, printed as TSV.
	g.add("mail/slack-export-jq-tsv-matches", `
$ jq -r '.[] | select(.text | test("password|token|key"; "i")) | [.ts, .user, .text] | @tsv' exports/acme-eng/ops/2026-03-*.json
«_ts1»	«_u1»	rotated the grafana admin password, new one is «a»
«_ts2»	«_u2»	reminder: the datadog key in 1password is the only valid one
«_ts3»	«_u1»	cloudflare token for the cert-manager issuer: «b»
`, V{"_ts1": g.mailTS(), "_u1": g.mailSU(), "a": g.mailPw(), "_ts2": g.mailTS(), "_u2": g.mailSU(), "_ts3": g.mailTS(), "b": g.cfToken()}, "reminder: the datadog key in 1password is the only valid one")

	// Inline code in text and a code-styled element in the blocks.
	g.add("mail/slack-export-inline-code-gitlab-token", mailBT(`
{"type":"message","text":"runner registration: ´gitlab-runner register --url https:\/\/git.acme-freight.example --token «a»´","user":"«_u»","ts":"«_ts»","blocks":[{"type":"rich_text","block_id":"«_bid»","elements":[{"type":"rich_text_section","elements":[{"type":"text","text":"runner registration: "},{"type":"text","text":"gitlab-runner register --url https:\/\/git.acme-freight.example --token «a»","style":{"code":true}}]}]}]}
`), V{"a": "glrt-" + g.b64u(20), "_u": g.mailSU(), "_ts": g.mailTS(), "_bid": g.b64u(5)}, "runner registration: ")
}

// ---- Discord ----

func (g *G) mailDiscord() {
	gid, cid, mid, aid := g.mailSnow(), g.mailSnow(), g.mailSnow(), g.mailSnow()
	g.add("mail/discord-dce-json-bot-token", `
{
  "guild": {"id": "«_g»", "name": "Pixelwerk Devs", "iconUrl": "https://cdn.discordapp.com/icons/«_g»/«_ic».png?size=512"},
  "channel": {"id": "«_c»", "type": "GuildTextChat", "categoryId": "«_cat»", "category": "Backend", "name": "bot-dev", "topic": null},
  "dateRange": {"after": null, "before": null},
  "exportedAt": "2026-03-12T10:20:44.318+01:00",
  "messages": [
    {
      "id": "«_m»",
      "type": "Default",
      "timestamp": "2026-03-12T10:14:03.412+01:00",
      "timestampEdited": null,
      "callEndedTimestamp": null,
      "isPinned": false,
      "content": "staging bot token (Pixelwerk Staging app): «a»",
      "author": {"id": "«_a»", "name": "mira.santos", "discriminator": "0000", "nickname": "Mira", "color": "#1ABC9C", "isBot": false, "roles": [], "avatarUrl": "https://cdn.discordapp.com/avatars/«_a»/«_av».png?size=512"},
      "attachments": [], "embeds": [], "stickers": [], "reactions": [], "mentions": [], "inlineEmojis": []
    }
  ],
  "messageCount": 1
}
`, V{"_g": gid, "_ic": g.hex(32), "_c": cid, "_cat": g.mailSnow(), "_m": mid, "a": g.discordBot(), "_a": aid, "_av": g.hex(32)}, `"type": "GuildTextChat"`, "Pixelwerk Staging app")

	g.add("mail/discord-dce-txt-webhook-url", `
==============================================================
Guild: Pixelwerk Devs
Channel: Backend / alerts
Topic: uptime and deploy notifications
==============================================================

[3/12/2026 10:02 AM] mira.santos
the uptime monitor posts through this webhook now:
https://discord.com/api/webhooks/«_wid»/«a»

[3/12/2026 10:05 AM] kofi
nice, first ping arrived {Reactions}
✅ (2)

==============================================================
Exported 2 message(s)
==============================================================
`, V{"_wid": g.mailSnow(), "a": g.mailDiscordHook()}, "Channel: Backend / alerts", "Exported 2 message(s)")

	g.add("mail/discord-dce-html-code-block", `
<div class="chatlog__message-group">
<div id="chatlog__message-container-«_m»" class="chatlog__message-container" data-message-id="«_m»">
<div class="chatlog__message">
<div class="chatlog__message-primary">
<div class="chatlog__header"><span class="chatlog__author" title="kofi" data-user-id="«_a»">kofi</span> <span class="chatlog__timestamp"><a href="#chatlog__message-container-«_m»">3/12/2026 10:31 AM</a></span></div>
<div class="chatlog__content chatlog__markdown"><span class="chatlog__markdown-preserve">prod env for the scraper box</span>
<div class="chatlog__markdown-pre chatlog__markdown-pre--multiline language-env">PROXY_URL=http://scraper:«a»@gw.residential-proxy.example:7000
CAPTCHA_KEY=«b»</div></div>
</div></div></div></div>
`, V{"_m": g.mailSnow(), "_a": g.mailSnow(), "a": g.pwURL(), "b": g.hex(32)}, "chatlog__markdown-pre--multiline language-env", "prod env for the scraper box")

	g.add("mail/discord-dce-csv", `
"AuthorID","Author","Date","Content","Attachments","Reactions"
"«_a1»","kofi","2026-03-12T09:40:11.008+00:00","anyone has the pterodactyl admin login?","",""
"«_a2»","mira.santos","2026-03-12T09:41:52.774+00:00","panel.pixelwerk.example, admin / «a»","","👀 (1)"
"«_a1»","kofi","2026-03-12T09:42:03.120+00:00","thx","",""
`, V{"_a1": g.mailSnow(), "_a2": g.mailSnow(), "a": g.mailPw()}, "anyone has the pterodactyl admin login?", `"AuthorID","Author","Date","Content","Attachments","Reactions"`)

	g.add("mail/discord-api-channel-messages", `
$ curl -s -H "Authorization: Bot $DISCORD_TOKEN" "https://discord.com/api/v10/channels/«_c»/messages?limit=1" | jq '.[0]'
{
  "type": 0,
  "content": "stripe test webhook secret for the local listener: «a»",
  "mentions": [],
  "mention_roles": [],
  "attachments": [],
  "embeds": [],
  "timestamp": "2026-03-12T10:44:19.554000+00:00",
  "edited_timestamp": null,
  "flags": 0,
  "components": [],
  "id": "«_m»",
  "channel_id": "«_c»",
  "author": {"id": "«_a»", "username": "kofi", "avatar": "«_av»", "discriminator": "0", "public_flags": 0, "flags": 0, "banner": null, "accent_color": null, "global_name": "Kofi", "avatar_decoration_data": null, "banner_color": null, "clan": null},
  "pinned": false,
  "mention_everyone": false,
  "tts": false
}
`, V{"_c": g.mailSnow(), "a": g.whsec(), "_m": g.mailSnow(), "_a": g.mailSnow(), "_av": g.hex(32)}, "Authorization: Bot $DISCORD_TOKEN", `"global_name": "Kofi"`)

	g.add("mail/discord-data-package-messages-json", `
$ jq '.[:2]' package/Messages/c«_c»/messages.json
[
  {
    "ID": «_m1»,
    "Timestamp": "2026-03-12 10:02:44",
    "Contents": "my home assistant long-lived token if you want to test the integration: «a»",
    "Attachments": ""
  },
  {
    "ID": «_m2»,
    "Timestamp": "2026-03-12 10:03:10",
    "Contents": "url is https://ha.kofi-home.example:8123",
    "Attachments": ""
  }
]
`, V{"_c": g.mailSnow(), "_m1": g.mailSnow(), "a": g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":1773309764,"exp":2088669764}`, g.hex(32))), "_m2": g.mailSnow()}, "https://ha.kofi-home.example:8123", "package/Messages/c")

	g.add("mail/discord-spoiler-password", `
[3/12/2026 8:12 PM] lena
minecraft server is back: mc.lenas-realm.example:25565
rcon password ||«a»|| don't leak it this time
`, V{"a": g.an(14)}, "mc.lenas-realm.example:25565")

	g.add("mail/discord-dce-json-embed-pairing-link", `
{
  "id": "«_m»",
  "type": "Default",
  "timestamp": "2026-03-12T11:05:19.001+00:00",
  "content": "",
  "author": {"id": "«_a»", "name": "Homelab Bot", "discriminator": "4821", "isBot": true},
  "embeds": [
    {
      "title": "New device login",
      "url": "https://vault.kofi-home.example/#/accept-emergency?id=«_id»&token=«a»",
      "timestamp": null,
      "description": "Approve with the link above or the code «b»",
      "color": "#5865F2",
      "fields": [{"name": "Device", "value": "Firefox on Linux", "isInline": true}]
    }
  ]
}
`, V{"_m": g.mailSnow(), "_a": g.mailSnow(), "_id": g.uuid(), "a": g.jwt("HS256", `{"nbf":1773313519,"exp":1773399919,"iss":"vault.kofi-home.example|emergencyaccessinvite","sub":"`+g.uuid()+`"}`), "b": g.digits(8)}, `"value": "Firefox on Linux"`)

	g.add("mail/discord-app-credentials-message", `
{"id":"«_m»","type":"Default","timestamp":"2026-03-12T12:40:02.000+00:00","content":"new app for the tournament bot:\nApplication ID «_app»\nPublic key «_pk»\nClient secret «a»\nBot token «b»","author":{"id":"«_a»","name":"lena","discriminator":"0000","isBot":false}}
`, V{"_m": g.mailSnow(), "_app": g.mailSnow(), "_pk": g.hex(64), "a": g.b64u(32), "b": g.discordBot(), "_a": g.mailSnow()}, "new app for the tournament bot:")

	g.add("mail/discord-forum-thread-reply-reference", `
{"id":"«_m1»","type":"Default","content":"the image model is rate limited on my account, use the team one","author":{"id":"«_a1»","name":"kofi"}}
{"id":"«_m2»","type":"Reply","content":"which one?","author":{"id":"«_a2»","name":"lena"},"reference":{"messageId":"«_m1»","channelId":"«_c»","guildId":"«_g»"}}
{"id":"«_m3»","type":"Reply","content":"«a»","author":{"id":"«_a1»","name":"kofi"},"reference":{"messageId":"«_m2»","channelId":"«_c»","guildId":"«_g»"}}
`, V{"_m1": g.mailSnow(), "_a1": g.mailSnow(), "_m2": g.mailSnow(), "_a2": g.mailSnow(), "_c": g.mailSnow(), "_g": g.mailSnow(), "_m3": g.mailSnow(), "a": g.replicate()}, "use the team one")
}

// ---- Microsoft Teams ----

func (g *G) mailTeams() {
	chat := "19:" + g.hex(32) + "@thread.v2"
	g.add("mail/teams-graph-chat-message-html-code", `
$ az rest --method get --url 'https://graph.microsoft.com/v1.0/chats/«_chat»/messages?$top=1'
{
  "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#chats('«_chatq»')/messages",
  "@odata.count": 1,
  "value": [
    {
      "id": "«_id»",
      "replyToId": null,
      "etag": "«_id»",
      "messageType": "message",
      "createdDateTime": "2026-03-12T09:14:03.412Z",
      "lastModifiedDateTime": "2026-03-12T09:14:03.412Z",
      "chatId": "«_chat»",
      "importance": "normal",
      "locale": "en-us",
      "from": {"application": null, "device": null, "user": {"@odata.type": "#microsoft.graph.teamworkUserIdentity", "id": "«_uid»", "displayName": "Henrik Vos", "userIdentityType": "aadUser", "tenantId": "«_tid»"}},
      "body": {"contentType": "html", "content": "<p>The SAS for the export container, valid until Friday:</p>\n<p><code>https://stexportweu.blob.core.windows.net/exports?sv=2024-11-04&amp;ss=b&amp;srt=co&amp;sp=rl&amp;se=2026-03-14T18:00:00Z&amp;st=2026-03-12T09:00:00Z&amp;spr=https&amp;sig=«a»</code></p>"},
      "attachments": [],
      "mentions": [],
      "reactions": []
    }
  ]
}
`, V{"_chat": chat, "_chatq": strings.ReplaceAll(strings.ReplaceAll(chat, ":", "%3A"), "@", "%40"), "_id": "1773" + g.digits(9), "_uid": g.uuid(), "_tid": g.uuid(), "a": g.mailSASSig()},
		`"userIdentityType": "aadUser"`, "sv=2024-11-04&amp;ss=b&amp;srt=co&amp;sp=rl")

	g.add("mail/teams-graph-channel-replies-devops-pat", `
{
  "id": "«_p»",
  "messageType": "message",
  "subject": "Pipeline agent pool",
  "body": {"contentType": "html", "content": "<div>Who can register the new build agent?</div>"},
  "channelIdentity": {"teamId": "«_team»", "channelId": "19:«_ch»@thread.tacv2"},
  "replies@odata.count": 1,
  "replies": [
    {
      "id": "«_r»",
      "replyToId": "«_p»",
      "messageType": "message",
      "from": {"user": {"id": "«_uid»", "displayName": "Marco Conti", "userIdentityType": "aadUser"}},
      "body": {"contentType": "html", "content": "<div><at id=\"0\">Sabine</at> use this PAT (Agent Pools: read &amp; manage, 7 days): «a»</div>"},
      "mentions": [{"id": 0, "mentionText": "Sabine", "mentioned": {"user": {"id": "«_uid2»", "displayName": "Sabine Brandt", "userIdentityType": "aadUser"}}}],
      "attachments": [{"id": "«_att»", "contentType": "reference", "contentUrl": "https://rheinlogistik.sharepoint.com/sites/Build/Shared Documents/agent-setup.docx", "name": "agent-setup.docx"}]
    }
  ]
}
`, V{"_p": "1773" + g.digits(9), "_team": g.uuid(), "_ch": g.hex(32), "_r": "1773" + g.digits(9), "_uid": g.uuid(), "a": g.azDevops(), "_uid2": g.uuid(), "_att": g.uuid()}, "Pipeline agent pool", "agent-setup.docx")

	g.add("mail/teams-ediscovery-html-export", `
<div class="conversation">
<div class="message" data-message-id="«_id»">
<span class="sender">Henrik Vos</span> <span class="timestamp">3/12/2026 9:41:22 AM (UTC)</span>
<div class="content"><p>Fortigate admin for the Hamburg branch:</p><p>https://fw-hh.acme-freight.example:8443</p><p>user admin-hh / <b>«a»</b></p></div>
</div>
<div class="message" data-message-id="«_id2»">
<span class="sender">Jonas Meyer</span> <span class="timestamp">3/12/2026 9:43:05 AM (UTC)</span>
<div class="content"><p>got it 👍</p></div>
</div>
</div>
`, V{"_id": "1773" + g.digits(9), "a": g.pwStrong(), "_id2": "1773" + g.digits(9)}, "https://fw-hh.acme-freight.example:8443", `<span class="sender">Jonas Meyer</span>`)

	g.add("mail/teams-incoming-webhook-in-chat-copy", `
[3/12/2026 10:14 AM] Sabine Brandt
here is the connector URL for #wms-alerts, put it in the alertmanager config:
https://rheinlogistik.webhook.office.com/webhookb2/«_g»@«_t»/IncomingWebhook/«a»/«_o»
[3/12/2026 10:16 AM] Marco Conti
done, test alert came through
`, V{"_g": g.uuid(), "_t": g.uuid(), "a": g.hex(32), "_o": g.uuid()}, "put it in the alertmanager config:", "[3/12/2026 10:16 AM] Marco Conti")

	g.add("mail/teams-workflow-url-sig", `
{"id":"«_id»","messageType":"message","body":{"contentType":"text","content":"Since the O365 connectors are retired, alerts go through the Workflows app now: https://prod-27.westeurope.logic.azure.com:443/workflows/«_w»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"}}
`, V{"_id": "1773" + g.digits(9), "_w": g.hex(32), "a": g.b64u(43)}, "api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0", "prod-27.westeurope.logic.azure.com")

	g.add("mail/teams-adaptive-card-factset-password", `
{
  "id": "«_id»",
  "messageType": "message",
  "from": {"application": {"id": "«_app»", "displayName": "IT Helpdesk Bot", "applicationIdentityType": "bot"}},
  "body": {"contentType": "html", "content": "<attachment id=\"«_att»\"></attachment>"},
  "attachments": [
    {
      "id": "«_att»",
      "contentType": "application/vnd.microsoft.card.adaptive",
      "content": "{\"type\":\"AdaptiveCard\",\"version\":\"1.5\",\"body\":[{\"type\":\"TextBlock\",\"text\":\"Your account was unlocked\",\"weight\":\"Bolder\"},{\"type\":\"FactSet\",\"facts\":[{\"title\":\"User\",\"value\":\"j.meyer\"},{\"title\":\"Temporary password\",\"value\":\"«a»\"},{\"title\":\"Ticket\",\"value\":\"INC0048213\"}]}]}"
    }
  ]
}
`, V{"_id": "1773" + g.digits(9), "_app": g.uuid(), "_att": g.hex(32), "a": g.mailTmpPw()}, "INC0048213", `"applicationIdentityType": "bot"`)

	g.add("mail/teams-copied-chat-text-redis", `
Dana Koch, 10:14 AM
can you check why the session store is full?

Jonas Meyer, 10:19 AM
redis-cli -h sessions.redis.cache.windows.net -p 6380 --tls -a «a» info memory
used_memory_human:11.2G, maxmemory is 12G

Dana Koch, 10:20 AM
ok, scaling up to C4
`, V{"a": g.b64(32)}, "used_memory_human:11.2G", "sessions.redis.cache.windows.net")

	g.add("mail/teams-graph-delta-sas-url", `
{
  "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(chatMessage)",
  "@odata.deltaLink": "https://graph.microsoft.com/v1.0/teams/«_team»/channels/19:«_ch»@thread.tacv2/messages/delta?$deltatoken=«_dt»",
  "value": [
    {"id": "«_id»", "body": {"contentType": "text", "content": "backup SAS (read-only): https://stbackupweu.blob.core.windows.net/nightly?sp=rl&st=2026-03-12T08:00:00Z&se=2026-03-19T08:00:00Z&spr=https&sv=2024-11-04&sr=c&sig=«a»"}}
  ]
}
`, V{"_team": g.uuid(), "_ch": g.hex(32), "_dt": g.b64u(120), "_id": "1773" + g.digits(9), "a": g.mailSASSig()}, "sp=rl&st=2026-03-12T08:00:00Z")

	g.add("mail/teams-meeting-chat-passcode", `
[10:58] Sabine Brandt
Microsoft Teams meeting
Join on your computer, mobile app or room device
Meeting ID: «_mid»
Passcode: «a»
Dial in by phone
+49 69 365051234,,«_conf»# Germany, Frankfurt
Phone conference ID: «_conf»#
`, V{"_mid": g.digits(3) + " " + g.digits(3) + " " + g.digits(3) + " " + g.digits(3), "a": g.an(6), "_conf": g.digits(9)}, "Join on your computer, mobile app or room device")

	g.add("mail/teams-personal-export-messages-json", `
$ jq '.conversations[0].MessageList[1]' TeamsExport/messages.json
{
  "id": "«_id»",
  "displayName": "Marco Conti",
  "originalarrivaltime": "2026-03-12T09:55:41.020Z",
  "messagetype": "RichText/Html",
  "version": 1773309341020,
  "content": "<p>the sftp key passphrase is <strong>«a»</strong>, key is in the team's OneDrive folder</p>",
  "conversationid": "19:«_u1»_«_u2»@unq.gbl.spaces",
  "from": "8:orgid:«_u1»",
  "properties": null,
  "amsreferences": null
}
`, V{"_id": "1773" + g.digits(9), "a": g.pick(pwWords...) + "-" + g.pick(pwWords...) + "-" + g.pick(pwWords...) + "-" + g.s(alDigit, 2), "_u1": g.uuid(), "_u2": g.uuid()}, `"messagetype": "RichText/Html"`)
}

// ---- Mattermost, Matrix, Rocket.Chat, Zulip ----

func (g *G) mailSelfHosted() {
	g.add("mail/mattermost-bulk-export-thread-replies", `
$ sed -n '1p;412,413p' mattermost_export.jsonl
{"type":"version","version":1,"info":{"generator":"mattermost-server","version":"10.5.1","created":"2026-03-12T10:20:44.318Z"}}
{"type":"post","post":{"team":"platform","channel":"releases","user":"jonas","message":"who has the App Store Connect API key for the iOS release?","props":{},"create_at":1773307001000,"flagged_by":null,"reactions":null,"replies":[{"user":"priya","message":"Key ID «_kid», issuer «_iss», the .p8 is in the vault. The fastlane match password is «a»","create_at":1773307140000,"flagged_by":null,"reactions":null,"attachments":null}],"attachments":null,"is_pinned":false}}
{"type":"post","post":{"team":"platform","channel":"releases","user":"jonas","message":"thanks!","props":{},"create_at":1773307260000,"flagged_by":null,"reactions":[{"user":"priya","create_at":1773307270000,"emoji_name":"ok_hand"}],"replies":null,"attachments":null,"is_pinned":false}}
`, V{"_kid": g.s(alUpNum, 10), "_iss": g.uuid(), "a": g.mailPw()}, `"generator":"mattermost-server","version":"10.5.1"`, "ok_hand")

	p1 := g.mailMM()
	g.add("mail/mattermost-api-posts-bot-token", `
$ curl -s -H "Authorization: Bearer $MM_TOKEN" https://chat.fenwick.example/api/v4/channels/«_ch»/posts?per_page=1 | jq .
{
  "order": ["«_p»"],
  "posts": {
    "«_p»": {
      "id": "«_p»",
      "create_at": 1773307001000,
      "update_at": 1773307001000,
      "edit_at": 0,
      "delete_at": 0,
      "is_pinned": false,
      "user_id": "«_u»",
      "channel_id": "«_ch»",
      "root_id": "",
      "original_id": "",
      "message": "access token for the release bot account (created in System Console > Integrations > Bot Accounts): «a»",
      "type": "",
      "props": {"disable_group_highlight": true},
      "hashtags": "",
      "pending_post_id": "",
      "reply_count": 0,
      "metadata": {}
    }
  },
  "next_post_id": "",
  "prev_post_id": "«_prev»",
  "has_next": false
}
`, V{"_ch": g.mailMM(), "_p": p1, "_u": g.mailMM(), "a": g.mailMM(), "_prev": g.mailMM()}, "Bearer $MM_TOKEN", `"disable_group_highlight": true`)

	g.add("mail/mattermost-incoming-webhook-url-post", `
{"type":"post","post":{"team":"platform","channel":"town-square","user":"dana","message":"Grafana alerts now post via https://chat.fenwick.example/hooks/«a» (channel ~monitoring, username grafana)","props":{},"create_at":1773310443000,"reactions":null,"replies":null}}
`, V{"a": g.mailMM()}, "channel ~monitoring, username grafana")

	room := "!" + g.s(alUpper+alLower, 18) + ":matrix.fenwick.example"
	g.add("mail/matrix-room-event-formatted-body", mailBT(`
{
  "type": "m.room.message",
  "room_id": "«_room»",
  "sender": "@lena:matrix.fenwick.example",
  "content": {
    "msgtype": "m.text",
    "body": "backup repo for the borg server:\n´´´\nBORG_REPO=ssh://borg@backup.fenwick.example:2222/./fenwick\nBORG_PASSPHRASE=«a»\n´´´",
    "format": "org.matrix.custom.html",
    "formatted_body": "<p>backup repo for the borg server:</p>\n<pre><code>BORG_REPO=ssh://borg@backup.fenwick.example:2222/./fenwick\nBORG_PASSPHRASE=«a»\n</code></pre>\n"
  },
  "origin_server_ts": 1773307001412,
  "unsigned": {"age": 1204, "transaction_id": "m«_txn»"},
  "event_id": "$«_eid»"
}
`), V{"_room": room, "a": g.pwStrong(), "_txn": g.digits(13) + "." + g.digits(2), "_eid": g.b64u(43)}, "ssh://borg@backup.fenwick.example:2222/./fenwick", "org.matrix.custom.html")

	g.add("mail/matrix-messages-api-access-token", `
$ curl -s -H "Authorization: Bearer $MATRIX_TOKEN" "https://matrix.fenwick.example/_matrix/client/v3/rooms/«_roomq»/messages?dir=b&limit=2" | jq .
{
  "chunk": [
    {"type": "m.room.message", "room_id": "«_room»", "sender": "@ci-bot:matrix.fenwick.example", "content": {"msgtype": "m.notice", "body": "deploy of fenwick-web 4.2.0 finished"}, "origin_server_ts": 1773307120441, "event_id": "$«_e1»", "user_id": "@ci-bot:matrix.fenwick.example", "age": 3210},
    {"type": "m.room.message", "room_id": "«_room»", "sender": "@dana:matrix.fenwick.example", "content": {"msgtype": "m.text", "body": "ci-bot's access token after the re-login: «a»"}, "origin_server_ts": 1773307001412, "event_id": "$«_e2»", "user_id": "@dana:matrix.fenwick.example", "age": 122239}
  ],
  "start": "t47409-«_s1»_219380_26003_2265",
  "end": "t47229-«_s2»_219380_26003_2265"
}
`, V{"_roomq": strings.ReplaceAll(strings.ReplaceAll(room, "!", "%21"), ":", "%3A"), "_room": room, "_e1": g.b64u(43), "a": g.mailMatrixTok("ci-bot"), "_e2": g.b64u(43), "_s1": g.digits(7), "_s2": g.digits(7)}, "deploy of fenwick-web 4.2.0 finished", "Bearer $MATRIX_TOKEN")

	g.add("mail/matrix-element-html-export", `
<li class="mx_EventTile" data-scroll-tokens="$«_eid»">
<div class="mx_DisambiguatedProfile"><span class="mx_DisambiguatedProfile_displayName">Kofi</span></div>
<div class="mx_EventTile_line"><span class="mx_MTextBody mx_EventTile_content"><div class="mx_EventTile_body markdown-body" dir="auto">the coturn shared secret is <code>«a»</code>, set it as <code>turn_shared_secret</code> in homeserver.yaml</div></span></div>
<a href="https://matrix.to/#/«_room»/$«_eid»?via=matrix.fenwick.example"><span class="mx_MessageTimestamp" title="Thu, Mar 12, 2026, 10:14:03">10:14</span></a>
</li>
`, V{"_eid": g.b64u(43), "a": g.an(64), "_room": "!" + g.s(alUpper+alLower, 18) + ":matrix.fenwick.example"}, "turn_shared_secret", "mx_DisambiguatedProfile_displayName")

	g.add("mail/matrix-encrypted-event-and-decrypted-tail", `
$ curl -s ... /rooms/$ROOM/event/$EVENT | jq -c '{type, content}'
{"type":"m.room.encrypted","content":{"algorithm":"m.megolm.v1.aes-sha2","ciphertext":"«_ct»","device_id":"«_dev»","sender_key":"«_sk»","session_id":"«_sid»"}}
$ matrix-commander --room '#ops:matrix.fenwick.example' --tail 1
Message received for room #ops [!«_r»:matrix.fenwick.example] | sender Lena [@lena:matrix.fenwick.example] | 2026-03-12 10:14:03 | the proxmox api token is root@pam!automation=«a»
`, V{"_ct": g.s(alAlnum+"+/", 240), "_dev": g.s(alUpper, 10), "_sk": g.s(alAlnum+"+/", 43), "_sid": g.s(alAlnum+"+/", 43), "_r": g.s(alUpper+alLower, 18), "a": g.uuid()}, `"algorithm":"m.megolm.v1.aes-sha2"`, "root@pam!automation")

	g.add("mail/rocketchat-channels-history", `
$ curl -s -H "X-Auth-Token: $RC_TOKEN" -H "X-User-Id: $RC_UID" "https://chat.kanzlei-weber.example/api/v1/channels.history?roomName=it&count=1" | jq .
{
  "messages": [
    {
      "_id": "«_mid»",
      "rid": "«_rid»",
      "msg": "Zugang DATEV-Arbeitsplatz im Homeoffice: Benutzer kw-hoffmann, Kennwort «a»",
      "ts": "2026-03-12T09:14:03.412Z",
      "u": {"_id": "«_uid»", "username": "t.weber", "name": "Tanja Weber"},
      "_updatedAt": "2026-03-12T09:14:03.498Z",
      "urls": [],
      "mentions": [],
      "channels": [],
      "md": [{"type": "PARAGRAPH", "value": [{"type": "PLAIN_TEXT", "value": "Zugang DATEV-Arbeitsplatz im Homeoffice: Benutzer kw-hoffmann, Kennwort «a»"}]}]
    }
  ],
  "count": 1,
  "offset": 0,
  "total": 5412,
  "success": true
}
`, V{"_mid": g.mailMeteor(), "_rid": g.mailMeteor(), "a": g.mailPw(), "_uid": g.mailMeteor()}, "Benutzer kw-hoffmann", `"total": 5412`)

	// A Placetel API key (shape guessed: 80 hex characters).
	g.add("mail/rocketchat-mongo-message-document", `
rs0 [direct: primary] rocketchat> db.rocketchat_message.find({msg: /api.?key/i}, {msg: 1, ts: 1, "u.username": 1}).limit(1)
[
  {
    _id: '«_mid»',
    msg: 'Placetel API key for the phone system integration: «a»',
    ts: ISODate('2026-03-12T09:40:11.008Z'),
    u: { username: 'it.support' }
  }
]
`, V{"_mid": g.mailMeteor(), "a": g.hex(64) + g.hex(16)}, "db.rocketchat_message.find", "u: { username: 'it.support' }")

	g.add("mail/rocketchat-rest-login-response", `
$ curl -s https://chat.kanzlei-weber.example/api/v1/login -d "user=backup-bot&password=«a»"
{
  "status": "success",
  "data": {
    "userId": "«_uid»",
    "authToken": "«b»",
    "me": {"_id": "«_uid»", "username": "backup-bot", "roles": ["bot"], "status": "online", "active": true}
  }
}
`, V{"a": g.pwURL(), "_uid": g.mailMeteor(), "b": g.mailRCTok()}, `"roles": ["bot"]`, "https://chat.kanzlei-weber.example/api/v1/login")

	g.add("mail/zulip-messages-api-rendered-content", `
$ curl -sSX GET -G https://chat.openforge.example/api/v1/messages -u "$ZULIP_EMAIL:$ZULIP_API_KEY" --data-urlencode anchor=newest -d num_before=1 -d num_after=0 --data-urlencode 'narrow=[{"operand":"infra","operator":"channel"}]' | jq '.messages[0]'
{
  "id": «_id»,
  "sender_id": «_sid»,
  "content": "<p>SMTP for the mailing lists moved to Postmark, server token <code>«a»</code> (stream: outbound)</p>",
  "recipient_id": «_rid»,
  "timestamp": 1773307001,
  "client": "website",
  "subject": "mail migration",
  "is_me_message": false,
  "reactions": [],
  "sender_full_name": "Nadia K.",
  "sender_email": "nadia@openforge.example",
  "sender_realm_str": "openforge",
  "display_recipient": "infra",
  "type": "stream",
  "stream_id": 12,
  "avatar_url": null,
  "content_type": "text/html"
}
`, V{"_id": g.digits(6), "_sid": g.digits(2), "a": g.uuid(), "_rid": g.digits(2)}, `"subject": "mail migration"`, "$ZULIP_EMAIL:$ZULIP_API_KEY")

	g.add("mail/zulip-realm-export-zerver-message", mailBT(`
$ jq '.zerver_message[] | select(.id == «_id»)' zulip-export-«_x»/messages-000003.json
{
  "id": «_id»,
  "sender": 7,
  "recipient": 14,
  "realm": 2,
  "subject": "ci secrets",
  "content": "readthedocs webhook: secret ´«a»´, integration id 221984",
  "rendered_content": "<p>readthedocs webhook: secret <code>«a»</code>, integration id 221984</p>",
  "rendered_content_version": 1,
  "date_sent": 1773307001.412,
  "sending_client": 1,
  "last_edit_time": null,
  "edit_history": null,
  "has_attachment": false,
  "has_image": false,
  "has_link": false,
  "search_tsvector": "'ci':1 'secret':3 'webhook':5"
}
`), V{"_id": g.digits(6), "_x": g.s(alLowNum, 8), "a": g.an(40)}, "integration id 221984", `"rendered_content_version": 1`)

	g.add("mail/zulip-zuliprc-pasted", mailBT(`
{"id":«_id»,"sender_full_name":"Tom B.","subject":"release bot","content":"here's the bot's zuliprc, drop it in ~/.zuliprc on the release box:\n´´´ini\n[api]\nemail=release-bot@chat.openforge.example\nkey=«a»\nsite=https://chat.openforge.example\n´´´","timestamp":1773310443}
`), V{"_id": g.digits(6), "a": g.mailZulip()}, "email=release-bot@chat.openforge.example", "site=https://chat.openforge.example")

	g.add("mail/zulip-narrow-links-vault-token", `
Nadia K. (#infra > vault unseal, 10:14): the root token from the re-init is «a», revoke it after you created the admin policy
Tom B. (#infra > vault unseal, 10:16): done, see https://chat.openforge.example/#narrow/channel/12-infra/topic/vault.20unseal/near/«_near»
`, V{"a": g.vaultTok(), "_near": g.digits(6)}, "https://chat.openforge.example/#narrow/channel/12-infra/topic/vault.20unseal/near/")
}

// ---- Telegram, WhatsApp, Signal, IRC, Google Chat ----

func (g *G) mailMessengers() {
	// Yandex Cloud static key: YCAJE… id, YCP… secret (lengths partly
	// guessed).
	g.add("mail/telegram-result-json-pre-entity", `
{
  "id": 4821,
  "type": "message",
  "date": "2026-03-12T10:14:03",
  "date_unixtime": "1773306843",
  "from": "Alexei",
  "from_id": "user«_uid»",
  "text": [
    "крон на сервере ломается, вот конфиг:\n",
    {"type": "pre", "text": "S3_ENDPOINT=https://storage.yandexcloud.example\nS3_ACCESS_KEY=«_ak»\nS3_SECRET_KEY=«a»", "language": "bash"}
  ],
  "text_entities": [
    {"type": "plain", "text": "крон на сервере ломается, вот конфиг:\n"},
    {"type": "pre", "text": "S3_ENDPOINT=https://storage.yandexcloud.example\nS3_ACCESS_KEY=«_ak»\nS3_SECRET_KEY=«a»", "language": "bash"}
  ]
}
`, V{"_uid": g.digits(9), "_ak": "YCAJE" + g.b64u(20), "a": "YCP" + g.b64u(37)}, "https://storage.yandexcloud.example", `"date_unixtime": "1773306843"`)

	g.add("mail/telegram-result-json-string-text-bot-token", `
{
  "name": "Pixelwerk Ops",
  "type": "private_supergroup",
  "id": «_gid»,
  "messages": [
    {"id": 311, "type": "service", "date": "2026-03-12T09:00:12", "actor": "Mira", "actor_id": "user«_uid»", "action": "pin_message", "message_id": 310, "text": "", "text_entities": []},
    {"id": 312, "type": "message", "date": "2026-03-12T09:01:40", "from": "Mira", "from_id": "user«_uid»", "text": "token of @pixelwerk_alerts_bot: «a» — chat id for alerts is -100«_chat»", "text_entities": [{"type": "plain", "text": "token of "}, {"type": "mention", "text": "@pixelwerk_alerts_bot"}, {"type": "plain", "text": ": «a» — chat id for alerts is -100«_chat»"}]}
  ]
}
`, V{"_gid": g.digits(10), "_uid": g.digits(9), "a": g.telegram(), "_chat": g.digits(10)}, `"type": "private_supergroup"`, "@pixelwerk_alerts_bot")

	tok := g.telegram()
	g.add("mail/telegram-bot-api-getupdates", `
$ curl -s https://api.telegram.org/bot«a»/getUpdates | jq '.result[-1]'
{
  "update_id": «_up»,
  "message": {
    "message_id": 92,
    "from": {"id": «_uid», "is_bot": false, "first_name": "Sven", "username": "sven_h", "language_code": "de"},
    "chat": {"id": «_uid», "first_name": "Sven", "username": "sven_h", "type": "private"},
    "date": 1773307001,
    "text": "/setcreds nas-praxis «b»",
    "entities": [{"offset": 0, "length": 9, "type": "bot_command"}]
  }
}
`, V{"a": tok, "_up": g.digits(9), "_uid": g.digits(10), "b": g.mailPw()}, `"type": "bot_command"`, `"language_code": "de"`)

	// A Yandex Cloud API key (AQVN…, length partly guessed).
	g.add("mail/telegram-html-export-pre", `
<div class="message default clearfix joined" id="message4822">
 <div class="body">
  <div class="pull_right date details" title="12.03.2026 10:20:51 UTC+03:00">10:20</div>
  <div class="text">и ключ для yandex gpt: <pre>«a»</pre></div>
 </div>
</div>
`, V{"a": "AQVN" + g.b64u(36)}, `id="message4822"`, `title="12.03.2026 10:20:51 UTC+03:00"`)

	g.add("mail/telegram-result-json-text-link-entity", `
{"id": 4830, "type": "message", "date": "2026-03-12T11:02:00", "from": "Olena", "from_id": "user«_uid»", "text": ["вхід у адмінку без пароля: ", {"type": "text_link", "text": "посилання", "href": "https://admin.kvity-shop.example/login/link?token=«a»"}], "text_entities": [{"type": "plain", "text": "вхід у адмінку без пароля: "}, {"type": "text_link", "text": "посилання", "href": "https://admin.kvity-shop.example/login/link?token=«a»"}]}
`, V{"_uid": g.digits(9), "a": g.b64u(40)}, `"type": "text_link"`, "https://admin.kvity-shop.example/login/link")

	g.add("mail/whatsapp-ios-export-lines", `
[03/12/2026, 10:14:03] Ravi: ‎<attached: 00000031-PHOTO-2026-03-12-10-14-03.jpg>
[03/12/2026, 10:14:40] Ravi: that's the router label, admin login is on the back
[03/12/2026, 10:15:02] Ravi: admin / «a»
[03/12/2026, 10:15:30] Sam: and the wifi for the guests?
[03/12/2026, 10:16:11] Ravi: StudioGuest / «b»
[03/12/2026, 10:16:20] Sam: ‎This message was deleted.
`, V{"a": g.an(12), "b": g.mailPw()}, "00000031-PHOTO-2026-03-12-10-14-03.jpg", "that's the router label, admin login is on the back")

	g.add("mail/whatsapp-android-multiline-message", `
12/03/2026, 10:14 - Ravi Sharma: ok here is everything for the hosting
cPanel https://cpanel.sharma-studio.example:2083
user: sharmast
pass: «a»
FTP same user, pass «b»
12/03/2026, 10:15 - Sam: 👍 will migrate tonight
12/03/2026, 10:16 - Ravi Sharma: <Media omitted>
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "12/03/2026, 10:15 - Sam: 👍 will migrate tonight", "cPanel https://cpanel.sharma-studio.example:2083")

	g.add("mail/whatsapp-ios-edited-message", `
[12.03.26, 19:02:11] Mama: Wie war nochmal das Passwort für den Drucker-Account?
[12.03.26, 19:05:40] Dana: «a» ‎<This message was edited>
[12.03.26, 19:06:02] Dana: und der Code fürs Garagentor ist «b»
`, V{"a": g.mailPw(), "b": g.digits(6)}, "Wie war nochmal das Passwort für den Drucker-Account?")

	g.add("mail/whatsapp-group-portuguese-server", `
12/03/2026 09:40 - Fernanda Souza: Pessoal, acesso ao servidor novo:
12/03/2026 09:40 - Fernanda Souza: ssh deploy@177.71.«_ip»
12/03/2026 09:41 - Fernanda Souza: senha «a»
12/03/2026 09:41 - Fernanda Souza: token do GitHub pra CI: «b»
12/03/2026 09:45 - Lucas: Valeu!
`, V{"_ip": fmt.Sprintf("%d.%d", g.r.IntN(256), 1+g.r.IntN(254)), "a": g.mailPw(), "b": g.ghp()}, "Pessoal, acesso ao servidor novo:", "12/03/2026 09:45 - Lucas: Valeu!")

	g.add("mail/signal-export-markdown", `
$ sed -n '40,46p' signal-chats/Priya/chat.md
[2026-03-12 10:14] Priya: can you look at the staging box tonight?
[2026-03-12 10:15] Priya: root pw is «a»
[2026-03-12 10:15] Me: and the IPMI?
[2026-03-12 10:16] Priya: ADMIN / «b» on https://10.20.0.41
[2026-03-12 10:16] Priya: ![](./media/2026-03-12-10-16-44.jpg)
`, V{"a": g.pwStrong(), "b": g.s(alUpper, 10)}, "can you look at the staging box tonight?", "./media/2026-03-12-10-16-44.jpg")

	g.add("mail/signal-desktop-sqlcipher-rows", `
$ sqlcipher ~/.config/Signal/sql/db.sqlite "PRAGMA key = \"x'$KEY'\"; SELECT datetime(sent_at/1000,'unixepoch'), type, body FROM messages WHERE body LIKE '%key%' ORDER BY sent_at DESC LIMIT 3;"
ok
2026-03-12 09:41:22|incoming|the plausible analytics API key is «a»
2026-03-11 18:02:40|outgoing|where is the key for the storage box?
2026-03-10 07:55:03|incoming|1password emergency kit secret key: «b»
`, V{"a": g.b64u(64), "b": g.mail1PKey()}, "where is the key for the storage box?")

	// A password manager's recovery code (grouping guessed).
	g.add("mail/signal-backup-tools-csv", `
$ signalbackup-tools signal-2026-03-12-10-00-00.backup $PASSPHRASE --exportcsv messages=messages.csv && head -4 messages.csv
_id,thread_id,date_sent,from_recipient_id,body
48213,14,1773306843000,22,"hab die Bitwarden-Notfallcodes: «a»"
48214,14,1773306901000,1,"danke, gespeichert"
48215,9,1773307120000,31,"Arzttermin Donnerstag 9 Uhr"
`, V{"a": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4)}, "_id,thread_id,date_sent,from_recipient_id,body", "Arzttermin Donnerstag 9 Uhr")

	g.add("mail/irc-weechat-log-bouncer-password", `
$ tail -4 ~/.local/share/weechat/logs/irc.libera.#homelab.weechatlog
2026-03-12 10:14:03	dkoch	anyone else on the soju bouncer? the server pass is dkoch/libera:«a»
2026-03-12 10:14:19	--	jonas_ (~jonas@user/jonas) has joined #homelab
2026-03-12 10:14:40	jonas_	dkoch: that was a public channel :)
2026-03-12 10:14:51	dkoch	yep, rotating it now
`, V{"a": g.an(20)}, "irc.libera.#homelab.weechatlog", "(~jonas@user/jonas) has joined #homelab")

	g.add("mail/irc-znc-log-oper-password", `
$ cat ~/.znc/moddata/log/admin/ircnet/#ops/2026-03-12.log
[10:14:03] <jonas> how do I get oper on irc.fenwick.example again?
[10:14:41] <dana> /oper jonas «a»
[10:15:02] *** Quits: jonas (~jonas@fenwick/staff/jonas) (Quit: ZNC 1.9.1 - https://znc.in)
`, V{"a": g.mailPw()}, "(Quit: ZNC 1.9.1 - https://znc.in)", "~/.znc/moddata/log/admin/ircnet/#ops/2026-03-12.log")

	g.add("mail/irc-hexchat-log-bot-command", `
**** BEGINNING LOGGING AT Thu Mar 12 10:00:01 2026

Mar 12 10:14:03 <kofi>	!deploy web --token «a»
Mar 12 10:14:04 <deploybot>	kofi: deploying web@«_sha7» to production
Mar 12 10:14:30 <lena>	kofi: use a DM for that, the token is in the channel log now
`, V{"a": g.hex(40), "_sha7": g.hex(7)}, "**** BEGINNING LOGGING AT Thu Mar 12 10:00:01 2026")

	g.add("mail/google-chat-takeout-dm-annotations", `
$ jq '.messages[3]' "Takeout/Google Chat/Groups/DM «_dm»/messages.json"
{
  "creator": {"name": "Owen Park", "email": "owen@tidepool.example", "user_type": "Human"},
  "created_date": "Thursday, March 12, 2026 at 10:14:03 AM UTC",
  "text": "@Sam the Vercel token for the preview deploys: «a»",
  "annotations": [{"start_index": 0, "length": 4, "user_mention_metadata": {"user": {"name": "Sam", "email": "sam@freelance-dev.example", "user_type": "Human"}, "type": "MENTION"}}],
  "topic_id": "«_tid»",
  "message_id": "«_dm»/«_tid»"
}
`, V{"_dm": g.b64u(11), "a": g.vercel(), "_tid": g.b64u(11)}, `"user_type": "Human"`, "the Vercel token for the preview deploys")

	g.add("mail/google-chat-api-space-messages", `
$ curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" "https://chat.googleapis.com/v1/spaces/«_sp»/messages?pageSize=1&orderBy=createTime%20desc" | jq '.messages[0] | {name, text, sender}'
{
  "name": "spaces/«_sp»/messages/«_m».«_m»",
  "text": "Gemini key for the hackathon project (quota 60 rpm): «a»",
  "sender": {"name": "users/«_u»", "type": "HUMAN"}
}
`, V{"_sp": "AAAA" + g.b64u(7), "_m": g.b64u(11), "a": g.googleKey(), "_u": g.digits(21)}, "pageSize=1&orderBy=createTime%20desc")

	g.add("mail/google-chat-webhook-url-in-takeout", `
{"creator":{"name":"Nadia K.","email":"nadia@openforge.example","user_type":"Human"},"created_date":"Thursday, March 12, 2026 at 9:02:44 AM UTC","text":"release announcements can post here via https://chat.googleapis.com/v1/spaces/«_sp»/messages?key=«=k»&token=«a»","topic_id":"«_t»"}
`, V{"_sp": "AAAA" + g.b64u(7), "=k": g.googleKey(), "a": g.b64u(43), "_t": g.b64u(11)}, "release announcements can post here via")
}

// ---- Jira and Confluence ----

func (g *G) mailJira() {
	g.add("mail/jira-rest-issue-code-macro", `
$ curl -s -u dana@acme-freight.example:$JIRA_API_TOKEN "https://acme-freight.atlassian.net/rest/api/2/issue/OPS-1421?fields=summary,description" | jq .
{
  "expand": "renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations",
  "id": "«_id»",
  "self": "https://acme-freight.atlassian.net/rest/api/2/issue/«_id»",
  "key": "OPS-1421",
  "fields": {
    "summary": "Nightly export to the customs broker fails",
    "description": "The export job logs in with:\r\n{code:bash}\r\ncurl -u acme_export:«a» https://edi.customs-broker.example/upload\r\n{code}\r\nand gets 401 since Monday. Password rotated on their side?"
  }
}
`, V{"_id": g.digits(5), "a": g.pwURL()}, "OPS-1421", "Nightly export to the customs broker fails")

	g.add("mail/jira-comment-noformat-log", `
{
  "self": "https://acme-freight.atlassian.net/rest/api/2/issue/«_iid»/comment/«_cid»",
  "id": "«_cid»",
  "author": {"accountId": "«_acc»", "displayName": "Jonas Meyer", "active": true, "timeZone": "Europe/Berlin", "accountType": "atlassian"},
  "body": "Log from the worker:\n{noformat}\n2026-03-12 09:14:03 ERROR sqlalchemy.pool: connection failed dsn=postgresql://tms:«a»@tms-db.internal:5432/tms\n2026-03-12 09:14:03 ERROR worker: giving up after 5 retries\n{noformat}\nLooks like max_connections again.",
  "created": "2026-03-12T09:20:44.318+0100",
  "updated": "2026-03-12T09:20:44.318+0100",
  "jsdPublic": true
}
`, V{"_iid": g.digits(5), "_cid": g.digits(5), "_acc": "712020:" + g.uuid(), "a": g.pwURL()}, "Looks like max_connections again.", `"accountType": "atlassian"`)

	g.add("mail/jira-v3-adf-codeblock", `
{
  "key": "TMS-982",
  "fields": {
    "description": {
      "type": "doc",
      "version": 1,
      "content": [
        {"type": "paragraph", "content": [{"type": "text", "text": "Map tiles fail in the driver app. Config in the build:"}]},
        {"type": "codeBlock", "attrs": {"language": "properties"}, "content": [{"type": "text", "text": "tiles.url=https://tiles.mapvendor.example/v1/{z}/{x}/{y}.png\ntiles.apiKey=«a»"}]},
        {"type": "paragraph", "content": [{"type": "mention", "attrs": {"id": "«_acc»", "text": "@Priya Raman", "accessLevel": ""}}, {"type": "text", "text": " can you check the quota?"}]}
      ]
    }
  }
}
`, V{"a": g.an(40), "_acc": "712020:" + g.uuid()}, "TMS-982", `"attrs": {"language": "properties"}`)

	g.add("mail/jira-rss-xml-export", `
<rss version="0.92">
<channel>
<title>Acme Freight Jira</title>
<item>
<title>[OPS-1433] Courier API credentials for the new carrier</title>
<link>https://acme-freight.atlassian.net/browse/OPS-1433</link>
<key id="«_id»">OPS-1433</key>
<summary>Courier API credentials for the new carrier</summary>
<description>&lt;p&gt;Carrier onboarding done. Sandbox credentials:&lt;/p&gt;
&lt;p&gt;client_id: &lt;tt&gt;«_cid»&lt;/tt&gt;&lt;br/&gt;
client_secret: &lt;tt&gt;«a»&lt;/tt&gt;&lt;/p&gt;</description>
<environment></environment>
<status id="3" iconUrl="https://acme-freight.atlassian.net/images/icons/statuses/inprogress.png" description="">In Progress</status>
</item>
</channel>
</rss>
`, V{"_id": g.digits(5), "_cid": g.uuid(), "a": g.b64u(40)}, "https://acme-freight.atlassian.net/browse/OPS-1433", "<title>Acme Freight Jira</title>")

	g.add("mail/jira-changelog-field-history", `
$ curl -s -u $JIRA_USER:$JIRA_API_TOKEN "https://acme-freight.atlassian.net/rest/api/2/issue/ITS-311/changelog" | jq '.values[0]'
{
  "id": "«_id»",
  "author": {"accountId": "«_acc»", "displayName": "IT Service Desk"},
  "created": "2026-03-12T08:30:12.004+0100",
  "items": [
    {"field": "Initial password", "fieldtype": "custom", "fieldId": "customfield_10088", "from": null, "fromString": "«a»", "to": null, "toString": null},
    {"field": "status", "fieldtype": "jira", "fieldId": "status", "from": "10001", "fromString": "Waiting for support", "to": "10002", "toString": "Resolved"}
  ]
}
`, V{"_id": g.digits(6), "_acc": "qm:" + g.uuid() + ":" + g.uuid(), "a": g.mailTmpPw()}, "customfield_10088", "Waiting for support")

	g.add("mail/jira-webhook-comment-created", `
{
  "timestamp": 1773307001412,
  "webhookEvent": "comment_created",
  "comment": {
    "id": "«_cid»",
    "body": "[~accountid:«_acc»] the Jenkins job needs a token, use «a» for svc-jira-sync (Jira Data Center PAT, expires in 90 days)",
    "author": {"name": "m.conti", "displayName": "Marco Conti"},
    "created": "2026-03-12T10:14:03.412+0100"
  },
  "issue": {"id": "«_iid»", "key": "WMS-2207", "fields": {"summary": "Sync job to Jira DC"}}
}
`, V{"_cid": g.digits(6), "_acc": g.hex(24), "a": g.mailDCPAT(), "_iid": g.digits(6)}, `"webhookEvent": "comment_created"`, "WMS-2207")

	g.add("mail/jira-cli-issue-view-plain", `
$ jira issue view OPS-1440 --plain --comments 2
  🐞 Bug  🚧 In Progress  ⌛ Thu, 12 Mar 26  👷 Dana Koch  🔑️ OPS-1440  💭 2 comments  🧵 0 linked
  # Webhook signature check fails after the payment provider migration

  ------------------------ Description ------------------------

  Verification fails for every event. Our endpoint uses the signing secret «a» from the new dashboard; the old one was whsec_... from Stripe.

  ------------------------ 2 Comments ------------------------

  Jonas Meyer • Thu, 12 Mar 26 • Latest comment

  Check the clock skew on the ingress, the tolerance is 300s.
`, V{"a": g.hex(64)}, "OPS-1440", "Check the clock skew on the ingress, the tolerance is 300s.")

	g.add("mail/jira-csv-export-description", `
Summary,Issue key,Issue id,Issue Type,Status,Assignee,Created,Description
"Printer in Werkstatt offline",ITS-298,«_i1»,Incident,Done,Henrik Vos,12/Mar/26 8:01 AM,"Restarted the spooler."
"Scanner mail setup",ITS-302,«_i2»,Service Request,Done,Henrik Vos,12/Mar/26 9:12 AM,"Scan-to-mail uses scanner@acme-freight.example with app password «a», SMTP smtp.office365.com:587"
`, V{"_i1": g.digits(5), "_i2": g.digits(5), "a": g.s(alLower, 16)}, "Summary,Issue key,Issue id,Issue Type,Status,Assignee,Created,Description", "smtp.office365.com:587")

	g.add("mail/jsm-request-customfield-temp-password", `
{
  "issueId": "«_id»",
  "issueKey": "ITS-311",
  "requestTypeId": "14",
  "serviceDeskId": "2",
  "createdDate": {"iso8601": "2026-03-12T08:12:44+0100", "friendly": "Today 8:12 AM"},
  "reporter": {"accountId": "«_acc»", "displayName": "Jonas Meyer"},
  "requestFieldValues": [
    {"fieldId": "summary", "label": "Summary", "value": "New laptop account for Lea Fontaine"},
    {"fieldId": "customfield_10088", "label": "Initial password", "value": "«a»"},
    {"fieldId": "customfield_10091", "label": "Start date", "value": "2026-03-16"}
  ],
  "currentStatus": {"status": "Resolved", "statusCategory": "DONE"}
}
`, V{"_id": g.digits(5), "_acc": "712020:" + g.uuid(), "a": g.mailTmpPw()}, "New laptop account for Lea Fontaine", `"serviceDeskId": "2"`)

	g.add("mail/confluence-storage-code-macro", `
<h2>Runbook: restore the TMS database</h2>
<p>Credentials of the restore user:</p>
<ac:structured-macro ac:name="code" ac:schema-version="1" ac:macro-id="«_mid»"><ac:parameter ac:name="language">bash</ac:parameter><ac:parameter ac:name="title">restore.sh</ac:parameter><ac:plain-text-body><![CDATA[export PGPASSWORD='«a»'
pg_restore -h tms-db.internal -U restore_admin -d tms --clean /backups/tms-latest.dump]]></ac:plain-text-body></ac:structured-macro>
<p>Ask in <ac:link><ri:user ri:account-id="«_acc»" /></ac:link> before running it.</p>
`, V{"_mid": g.uuid(), "a": g.pwStrong(), "_acc": "712020:" + g.uuid()}, "Runbook: restore the TMS database", `<ac:parameter ac:name="title">restore.sh</ac:parameter>`)

	g.add("mail/confluence-rest-body-storage-escaped", `
$ curl -s -u $CONF_USER:$CONF_TOKEN "https://acme-freight.atlassian.net/wiki/rest/api/content/«_pid»?expand=body.storage,version" | jq '{title, version: .version.number, storage: .body.storage.value}'
{
  "title": "Service accounts (DO NOT SHARE)",
  "version": 14,
  "storage": "<table data-table-width=\"760\" data-layout=\"default\" ac:local-id=\"«_lid»\"><tbody><tr><th><p>Service</p></th><th><p>User</p></th><th><p>Secret</p></th></tr><tr><td><p>Grafana</p></td><td><p>admin</p></td><td><p>«a»</p></td></tr><tr><td><p>Opsgenie</p></td><td><p>API integration</p></td><td><p>«b»</p></td></tr></tbody></table>"
}
`, V{"_pid": g.digits(9), "_lid": g.uuid(), "a": g.mailPw(), "b": g.uuid()}, "Service accounts (DO NOT SHARE)", `data-table-width=\"760\"`)

	g.add("mail/confluence-wiki-markup-table", `
h2. Test accounts (staging)

||Service||User||Password||Notes||
|Shop backend|qa-admin|«a»|full rights|
|Payment sandbox|acme_sandbox|«b»|reset monthly|
|SMS gateway|-|«c»|API key, sandbox only|

{info}Production credentials live in the vault, never here.{info}
`, V{"a": g.mailPw(), "b": g.pwURL(), "c": g.hex(32)}, "||Service||User||Password||Notes||", "{info}Production credentials live in the vault, never here.{info}")

	g.add("mail/confluence-page-export-html", `
<div id="main-content" class="wiki-content group">
<p>The label printer service talks to the carrier API with the account below.</p>
<div class="table-wrap"><table class="confluenceTable"><tbody>
<tr><th class="confluenceTh">Endpoint</th><td class="confluenceTd">https://api.carrier-one.example/labels/v3</td></tr>
<tr><th class="confluenceTh">Account number</th><td class="confluenceTd">«_acct»</td></tr>
<tr><th class="confluenceTh">API key</th><td class="confluenceTd"><code>«a»</code></td></tr>
</tbody></table></div>
</div>
`, V{"_acct": g.digits(9), "a": g.s(alUpNum, 32)}, "https://api.carrier-one.example/labels/v3", `class="confluenceTable"`)

	g.add("mail/jira-cloud-api-token-yaml-code", `
{"key":"MIG-14","fields":{"summary":"Migrate issues to the new instance","description":"Migration config:\r\n{code:yaml}\r\nsource:\r\n  url: https://acme-freight-old.atlassian.net\r\n  user: migration-bot@acme-freight.example\r\n  token: «a»\r\ntarget:\r\n  url: https://acme-freight.atlassian.net\r\n{code}"}}
`, V{"a": g.atlassian()}, "MIG-14", "https://acme-freight-old.atlassian.net")
}

// ---- GitHub, GitLab, Gitea, Bitbucket, mailing-list patches ----

func (g *G) mailForges() {
	g.add("mail/github-issue-json-npmrc-body", mailBT(`
$ gh api repos/bookshelf/ui/issues/482 | jq '{number, title, state, user: .user.login, body}'
{
  "number": 482,
  "title": "npm publish fails with E404 in the release workflow",
  "state": "open",
  "user": "priya-r",
  "body": "The publish step fails since yesterday.\r\n\r\nMy local .npmrc, which works:\r\n´´´ini\r\n@bookshelf:registry=https://registry.npmjs.org/\r\n//registry.npmjs.org/:_authToken=«a»\r\n´´´\r\n\r\nCI log:\r\n´´´\r\nnpm error 404 Not Found - PUT https://registry.npmjs.org/@bookshelf%2fui\r\n´´´"
}
`), V{"a": g.npmTok()}, "npm publish fails with E404 in the release workflow", "@bookshelf:registry=https://registry.npmjs.org/")

	g.add("mail/github-issue-comment-docker-login", mailBT(`
{
  "url": "https://api.github.com/repos/openforge/cli/issues/comments/«_cid»",
  "html_url": "https://github.com/openforge/cli/issues/311#issuecomment-«_cid»",
  "issue_url": "https://api.github.com/repos/openforge/cli/issues/311",
  "id": «_cid»,
  "node_id": "IC_kwDO«_nid»",
  "user": {"login": "tomb", "id": «_uid», "node_id": "MDQ6VXNlcj«_unid»", "type": "User", "site_admin": false},
  "created_at": "2026-03-12T10:14:03Z",
  "updated_at": "2026-03-12T10:14:03Z",
  "author_association": "MEMBER",
  "body": "Can't reproduce. Here's what I ran:\r\n´´´console\r\n$ docker login -u openforgebot -p «a»\r\nLogin Succeeded\r\n$ docker pull openforge/cli:3.2.0\r\n´´´",
  "reactions": {"url": "https://api.github.com/repos/openforge/cli/issues/comments/«_cid»/reactions", "total_count": 0, "+1": 0, "-1": 0, "laugh": 0, "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0},
  "performed_via_github_app": null
}
`), V{"_cid": g.digits(10), "_nid": g.b64u(16), "_uid": g.digits(8), "_unid": g.b64u(8), "a": g.dockerPAT()}, `"author_association": "MEMBER"`, "docker pull openforge/cli:3.2.0")

	g.add("mail/github-pr-review-comment-diff-hunk", `
{
  "id": «_id»,
  "node_id": "PRRC_kwDO«_nid»",
  "pull_request_review_id": «_rid»,
  "diff_hunk": "@@ -12,6 +12,9 @@ export const config = {\n   region: \"eu-west-1\",\n   bucket: \"tidepool-uploads\",\n+  // TODO move to env\n+  postmarkToken: \"«a»\",\n+  mapsKey: \"«b»\",",
  "path": "src/config.ts",
  "commit_id": "«_c1»",
  "original_commit_id": "«_c2»",
  "user": {"login": "owenp", "type": "User"},
  "body": "Please don't commit these, they're live. Rotate both and read them from process.env.",
  "created_at": "2026-03-12T10:20:44Z",
  "html_url": "https://github.com/tidepool/web/pull/77#discussion_r«_id»",
  "line": 16,
  "side": "RIGHT"
}
`, V{"_id": g.digits(10), "_nid": g.b64u(16), "_rid": g.digits(10), "a": g.uuid(), "b": g.googleKey(), "_c1": g.gitSHA(), "_c2": g.gitSHA()}, `"path": "src/config.ts"`, "Please don't commit these, they're live.")

	g.add("mail/github-gh-issue-view-comments", `
$ gh issue view 1207 --repo fenwick/infra --comments
Grafana datasource broken after upgrade fenwick/infra#1207
Open • lena opened about 2 hours ago • 2 comments

  The Loki datasource returns 401 since 11.5.

kofi (Member) • 1h • Edited

  Loki is behind basic auth now: user grafana, password «a». Set it under Connections > Data sources.

lena (Member) • 45m • Newest comment

  That fixed it, thanks.

View this issue on GitHub: https://github.com/fenwick/infra/issues/1207
`, V{"a": g.pwStrong()}, "https://github.com/fenwick/infra/issues/1207", "The Loki datasource returns 401 since 11.5.")

	g.add("mail/github-graphql-bodytext", `
$ gh api graphql -f query='{repository(owner:"fenwick",name:"infra"){issue(number:1211){comments(last:1){nodes{author{login} createdAt bodyText url}}}}}'
{"data":{"repository":{"issue":{"comments":{"nodes":[{"author":{"login":"lena"},"createdAt":"2026-03-12T11:02:00Z","bodyText":"Terraform Cloud team token for the fenwick org, needed by the new workspace: «a»","url":"https://github.com/fenwick/infra/issues/1211#issuecomment-«_c»"}]}}}}}
`, V{"a": g.tfcToken(), "_c": g.digits(10)}, `"author":{"login":"lena"}`, "Terraform Cloud team token for the fenwick org")

	g.add("mail/github-user-content-edits-diff", mailBT(`
$ gh api graphql -f query='{node(id:"IC_kwDO«_nid»"){... on IssueComment{userContentEdits(first:2){nodes{editedAt editor{login} diff}}}}}' | jq '.data.node.userContentEdits.nodes'
[
  {"editedAt": "2026-03-12T10:16:40Z", "editor": {"login": "kofi"}, "diff": "Use the CI user: ´ci-deploy´ with key [removed]"},
  {"editedAt": "2026-03-12T10:14:03Z", "editor": {"login": "kofi"}, "diff": "Use the CI user: ´ci-deploy´ with key «a»"}
]
`), V{"_nid": g.b64u(16), "a": g.doToken()}, "Use the CI user: `ci-deploy` with key [removed]")

	g.add("mail/github-notification-email", `
From: Kofi <notifications@github.com>
Reply-To: fenwick/infra <reply+«=rt»@reply.github.com>
To: fenwick/infra <infra@noreply.github.com>
Cc: Mention <mention@noreply.github.com>
Message-ID: <fenwick/infra/issues/1207/«_cid»@github.com>
In-Reply-To: <fenwick/infra/issues/1207@github.com>
Subject: Re: [fenwick/infra] Grafana datasource broken after upgrade (Issue #1207)
List-ID: fenwick/infra <infra.fenwick.github.com>
X-GitHub-Sender: kofi
X-GitHub-Reason: mention

kofi left a comment (fenwick/infra#1207)

@lena Loki basic auth: grafana / «a»

—
Reply to this email directly, view it on GitHub: https://github.com/fenwick/infra/issues/1207#issuecomment-«_cid»
You are receiving this because you were mentioned.
`, V{"=rt": g.s(alUpNum, 40), "_cid": g.digits(10), "a": g.pwStrong()}, "X-GitHub-Reason: mention", "<infra.fenwick.github.com>")

	g.add("mail/gitlab-notes-diffnote", `
$ curl -s --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://git.acme-freight.example/api/v4/projects/42/merge_requests/318/notes?sort=desc&per_page=1" | jq '.[0]'
{
  "id": «_id»,
  "type": "DiffNote",
  "body": "This is the live Mapbox secret token (sk.…), it can't go in the repo: «a»\n\nPlease use the CI/CD variable MAPBOX_DOWNLOADS_TOKEN.",
  "author": {"id": 17, "username": "dana.koch", "name": "Dana Koch", "state": "active"},
  "created_at": "2026-03-12T10:14:03.412+01:00",
  "system": false,
  "noteable_id": «_nid»,
  "noteable_type": "MergeRequest",
  "noteable_iid": 318,
  "position": {"base_sha": "«_b»", "start_sha": "«_s»", "head_sha": "«_h»", "old_path": "android/gradle.properties", "new_path": "android/gradle.properties", "position_type": "text", "new_line": 9},
  "resolvable": true,
  "resolved": false
}
`, V{"_id": g.digits(6), "a": g.mapboxSK(), "_nid": g.digits(5), "_b": g.gitSHA(), "_s": g.gitSHA(), "_h": g.gitSHA()}, "MAPBOX_DOWNLOADS_TOKEN", `"noteable_type": "MergeRequest"`)

	g.add("mail/gitlab-issue-description-markdown", mailBT(`
{
  "id": «_id»,
  "iid": 77,
  "project_id": 42,
  "title": "Renovate bot cannot open MRs",
  "description": "Renovate runs with this token (bot user, api scope):\n\n´´´\nRENOVATE_TOKEN=«a»\n´´´\n\nError: ´403 Forbidden - You are not allowed to push into this branch´",
  "state": "opened",
  "labels": ["ci", "dependencies"],
  "web_url": "https://git.acme-freight.example/infra/tms/-/issues/77",
  "references": {"short": "#77", "relative": "#77", "full": "infra/tms#77"}
}
`), V{"_id": g.digits(5), "a": g.glpat()}, "https://git.acme-freight.example/infra/tms/-/issues/77", "Renovate bot cannot open MRs")

	g.add("mail/gitea-issue-comment-token", `
$ curl -s "https://code.fenwick.example/api/v1/repos/fenwick/homelab/issues/comments/«_id»" -H "Authorization: token $GITEA_TOKEN" | jq '{id, html_url, user: .user.login, body}'
{
  "id": «_id»,
  "html_url": "https://code.fenwick.example/fenwick/homelab/issues/58#issuecomment-«_id»",
  "user": "lena",
  "body": "act_runner registration token for this repo: «a», and the access token the drone mirror uses: «b»"
}
`, V{"_id": g.digits(4), "a": g.an(40), "b": g.mailGitea()}, "https://code.fenwick.example/fenwick/homelab/issues/58#issuecomment-")

	g.add("mail/bitbucket-pr-comment-app-password", `
{
  "type": "pullrequest_comment",
  "id": «_id»,
  "created_on": "2026-03-12T10:14:03.412301+00:00",
  "content": {
    "type": "rendered",
    "raw": "Pipelines need an app password with repository:write for the tag step: «a» (user acme-ci)",
    "markup": "markdown",
    "html": "<p>Pipelines need an app password with repository:write for the tag step: «a» (user acme-ci)</p>"
  },
  "user": {"display_name": "Marco Conti", "uuid": "{«_u»}", "account_id": "557058:«_acc»", "nickname": "mconti", "type": "user"},
  "deleted": false,
  "pending": false,
  "links": {"html": {"href": "https://bitbucket.org/rheinlogistik/wms/pull-requests/214/_/diff#comment-«_id»"}}
}
`, V{"_id": g.digits(9), "a": g.mailBBApp(), "_u": g.uuid(), "_acc": g.uuid()}, `"markup": "markdown"`, "repository:write for the tag step")

	g.add("mail/sourcehut-patch-email-secret", `
From: Tom B. <tom@openforge.example>
To: ~openforge/cli-devel@lists.sr.ht
Subject: [PATCH cli v2] telemetry: send crash reports
Date: Thu, 12 Mar 2026 10:14:03 +0000
Message-ID: <20260312101403.48213-1-tom@openforge.example>
X-Mailer: git-send-email 2.48.1

---
 internal/telemetry/config.go | 4 ++++
 1 file changed, 4 insertions(+)

diff --git a/internal/telemetry/config.go b/internal/telemetry/config.go
index «_i1»..«_i2» 100644
--- a/internal/telemetry/config.go
+++ b/internal/telemetry/config.go
@@ -8,3 +8,7 @@ const endpoint = "https://crash.openforge.example/api/v1/reports"
+
+// ingest key, see crash dashboard
+const ingestKey = "«a»"
+
-- 
2.48.1
`, V{"_i1": g.hex(12), "_i2": g.hex(12), "a": g.hex(48)}, "~openforge/cli-devel@lists.sr.ht", "20260312101403.48213-1-tom@openforge.example")

	g.add("mail/github-discussion-sentry-token", `
{"data":{"repository":{"discussion":{"number":64,"title":"Uploading source maps from the release workflow","author":{"login":"nadia-k"},"category":{"name":"Q&A"},"body":"I set SENTRY_AUTH_TOKEN in the workflow to my user token «a» and sentry-cli still says 'Invalid token'. Org is openforge, project cli-web.","upvoteCount":2,"url":"https://github.com/openforge/cli/discussions/64"}}}}
`, V{"a": g.sentryUser()}, "https://github.com/openforge/cli/discussions/64", "Uploading source maps from the release workflow")

	// Expo access token and OneSignal v2 REST key: shapes partly guessed.
	g.add("mail/github-pr-body-env-table", mailBT(`
{"number":91,"title":"feat: push notifications","body":"## Setup\r\n\r\n| Variable | Value |\r\n|---|---|\r\n| ´EXPO_PUBLIC_PROJECT_ID´ | ´«_pid»´ |\r\n| ´EXPO_ACCESS_TOKEN´ | ´«a»´ |\r\n| ´ONESIGNAL_APP_ID´ | ´«_os»´ |\r\n| ´ONESIGNAL_REST_API_KEY´ | ´«b»´ |\r\n\r\nCloses #88","user":{"login":"priya-r"},"head":{"ref":"feat/push","sha":"«_sha»"}}
`), V{"_pid": g.uuid(), "a": g.an(40), "_os": g.uuid(), "b": "os_v2_app_" + g.s(alLowNum, 110), "_sha": g.gitSHA()}, `"ref":"feat/push"`)
}

// ---- help desks and forums ----

func (g *G) mailHelpdesk() {
	g.add("mail/zendesk-ticket-comments-json", `
$ curl -s -u "$ZD_EMAIL/token:$ZD_TOKEN" https://ledgerly.zendesk.com/api/v2/tickets/48213/comments.json | jq '.comments[1]'
{
  "id": «_id»,
  "type": "Comment",
  "author_id": «_aid»,
  "body": "Hi, here is the API key from our Ledgerly settings page so you can check the sync: «a»\n\nThanks, Klaus",
  "html_body": "<div class=\"zd-comment\" dir=\"auto\">Hi, here is the API key from our Ledgerly settings page so you can check the sync: «a»<br><br>Thanks, Klaus</div>",
  "plain_body": "Hi, here is the API key from our Ledgerly settings page so you can check the sync: «a»\n\nThanks, Klaus",
  "public": true,
  "attachments": [],
  "audit_id": «_audit»,
  "via": {"channel": "email", "source": {"from": {"address": "k.wagner@baeckerei-mohn.example", "name": "Klaus Wagner"}, "to": {"name": "Ledgerly Support", "address": "support@ledgerly.example"}, "rel": null}},
  "created_at": "2026-03-12T09:14:03Z",
  "metadata": {"system": {"message_id": "<«_mid»@baeckerei-mohn.example>", "email_id": "01«_eid»", "ip_address": null}, "custom": {}}
}
`, V{"_id": g.digits(14), "_aid": g.digits(14), "a": "ldg_live_" + g.an(32), "_audit": g.digits(14), "_mid": g.uuid(), "_eid": g.s(alUpNum, 24)}, `"channel": "email"`, "Ledgerly Support")

	g.add("mail/zendesk-incremental-export-description", `
{
  "tickets": [
    {"url": "https://ledgerly.zendesk.com/api/v2/tickets/48190.json", "id": 48190, "created_at": "2026-03-11T16:02:10Z", "subject": "Invoice PDF empty", "description": "The PDF export is blank since the update.", "status": "solved"},
    {"url": "https://ledgerly.zendesk.com/api/v2/tickets/48201.json", "id": 48201, "created_at": "2026-03-12T07:40:55Z", "subject": "Bank sync stopped", "description": "Our bank connection fails. Online banking login is «=u» and the PIN is «a», can you try it?", "status": "open"}
  ],
  "next_page": "https://ledgerly.zendesk.com/api/v2/incremental/tickets/cursor.json?cursor=«_cur»",
  "end_of_stream": false,
  "after_cursor": "«_cur»"
}
`, V{"=u": "VR" + g.digits(8), "a": g.digits(6), "_cur": g.b64u(44)}, "Bank sync stopped", "The PDF export is blank since the update.")

	g.add("mail/zendesk-internal-note-api-token", `
{"id":«_id»,"type":"Comment","author_id":«_aid»,"body":"Internal: for the Jira sidebar app I created a separate API token. Connection: agent-bot@ledgerly.example/token:«a»","public":false,"created_at":"2026-03-12T10:20:44Z"}
`, V{"_id": g.digits(14), "_aid": g.digits(14), "a": g.mailZendesk()}, `"public":false`, "agent-bot@ledgerly.example")

	g.add("mail/freshdesk-conversations-json", `
$ curl -s -u "$FD_KEY:X" https://fleetdesk.freshdesk.com/api/v2/tickets/9140/conversations | jq '.[0]'
{
  "body": "<div>Hello,<br>the telematics box in truck HH-AF 211 is offline. Its web UI login is admin / «a»<br>Best regards<br>Jens</div>",
  "body_text": "Hello, the telematics box in truck HH-AF 211 is offline. Its web UI login is admin / «a» Best regards Jens",
  "id": «_id»,
  "incoming": true,
  "private": false,
  "user_id": «_uid»,
  "support_email": "support@fleetdesk.example",
  "source": 0,
  "category": 2,
  "to_emails": ["support@fleetdesk.example"],
  "from_email": "jens.ohm@acme-freight.example",
  "cc_emails": [],
  "ticket_id": 9140,
  "created_at": "2026-03-12T08:55:21Z",
  "attachments": []
}
`, V{"a": g.mailPw(), "_id": g.digits(11), "_uid": g.digits(11)}, "truck HH-AF 211", `"support_email": "support@fleetdesk.example"`)

	g.add("mail/freshdesk-private-note-curl-key", `
{"id":«_id»,"private":true,"incoming":false,"body_text":"Reproduced with: curl -u «a»:X -H 'Content-Type: application/json' https://fleetdesk.freshdesk.com/api/v2/tickets/9140 (my agent key, remove after)","ticket_id":9140,"user_id":«_uid»}
`, V{"_id": g.digits(11), "a": g.mailFreshdesk(), "_uid": g.digits(11)}, "https://fleetdesk.freshdesk.com/api/v2/tickets/9140")

	g.add("mail/intercom-conversation-parts", `
{
  "type": "conversation",
  "id": "«_cid»",
  "created_at": 1773306843,
  "source": {"type": "conversation", "id": "«_sid»", "delivered_as": "customer_initiated", "subject": "", "body": "<p>Webhooks from your side fail with 401 since this morning</p>", "author": {"type": "user", "id": "«_uid»", "name": "Owen Park", "email": "owen@tidepool.example"}},
  "conversation_parts": {
    "type": "conversation_part.list",
    "conversation_parts": [
      {"type": "conversation_part", "id": "«_p1»", "part_type": "comment", "body": "<p>Could you share the endpoint and the signing secret you configured?</p>", "created_at": 1773307001, "author": {"type": "admin", "id": "«_adm»", "name": "Mei (Support)"}},
      {"type": "conversation_part", "id": "«_p2»", "part_type": "comment", "body": "<p>https://api.tidepool.example/hooks/ledger and the secret is <code>«a»</code></p>", "created_at": 1773307140, "author": {"type": "user", "id": "«_uid»", "name": "Owen Park"}}
    ],
    "total_count": 2
  }
}
`, V{"_cid": g.digits(12), "_sid": g.digits(10), "_uid": g.hex(24), "_p1": g.digits(11), "_adm": g.digits(7), "_p2": g.digits(11), "a": "whsec_" + g.b64(24)}, `"delivered_as": "customer_initiated"`, "https://api.tidepool.example/hooks/ledger")

	g.add("mail/intercom-admin-note-access-token", `
{"type":"conversation_part","id":"«_p»","part_type":"note","body":"<p>For the data export script use the workspace access token <b>«a»</b> (app Ledgerly Support Exports, read-only)</p>","created_at":1773310443,"author":{"type":"admin","id":"«_adm»","name":"Mei (Support)","email":"mei@ledgerly.example"}}
`, V{"_p": g.digits(11), "a": "dG9rOj" + g.b64(54), "_adm": g.digits(7)}, "app Ledgerly Support Exports, read-only")

	g.add("mail/helpscout-thread-json", `
$ curl -s -H "Authorization: Bearer $HS_TOKEN" https://api.helpscout.net/v2/conversations/«_cid»/threads | jq '._embedded.threads[0]'
{
  "id": «_tid»,
  "type": "customer",
  "status": "active",
  "state": "published",
  "action": null,
  "body": "<div>Hi! The SMTP relay for our store stopped working. Settings we use: smtp.sendvia.example port 587, user shop@kvity-shop.example, password «a»</div>",
  "source": {"type": "email", "via": "customer"},
  "customer": {"id": «_cu», "first": "Olena", "last": "Koval", "email": "shop@kvity-shop.example"},
  "createdAt": "2026-03-12T09:14:03Z"
}
`, V{"_cid": g.digits(10), "_tid": g.digits(10), "a": g.mailPw(), "_cu": g.digits(9)}, "smtp.sendvia.example port 587", `"via": "customer"`)

	g.add("mail/front-message-json", `
{
  "_links": {"self": "https://acme-freight.api.frontapp.com/messages/msg_«_m»", "related": {"conversation": "https://acme-freight.api.frontapp.com/conversations/cnv_«_c»"}},
  "id": "msg_«_m»",
  "type": "email",
  "is_inbound": true,
  "created_at": 1773307001.412,
  "blurb": "Sandbox access for your integration",
  "author": null,
  "recipients": [{"handle": "partners@acme-freight.example", "role": "to"}, {"handle": "api@customs-broker.example", "role": "from"}],
  "body": "<p>Your sandbox is live.</p><p>API key: <strong>«a»</strong><br>Base URL: https://sandbox.customs-broker.example/v2</p>",
  "text": "Your sandbox is live.\nAPI key: «a»\nBase URL: https://sandbox.customs-broker.example/v2",
  "attachments": []
}
`, V{"_m": g.s(alLowNum, 10), "_c": g.s(alLowNum, 8), "a": g.hex(40)}, "https://sandbox.customs-broker.example/v2", `"blurb": "Sandbox access for your integration"`)

	g.add("mail/zammad-article-internal", `
$ curl -s -H "Authorization: Token token=$ZAMMAD_TOKEN" https://support.kanzlei-weber.example/api/v1/ticket_articles/by_ticket/1184 | jq '.[-1] | {from, internal, content_type, body}'
{
  "from": "Tanja Weber",
  "internal": true,
  "content_type": "text/html",
  "body": "<div>Remote-Zugang zum Server der Praxis Dr. Lang: RDP auf rdp.praxis-lang.example:3390, Benutzer ext-support, Kennwort <b>«a»</b></div>"
}
`, V{"a": g.pwStrong()}, "rdp.praxis-lang.example:3390", `"content_type": "text/html"`)

	g.add("mail/discourse-post-raw-cooked", mailBT(`
$ curl -s https://forum.openforge.example/posts/«_pid».json | jq '{id, username, topic_id, post_number, raw, cooked}'
{
  "id": «_pid»,
  "username": "newbie42",
  "topic_id": 3117,
  "post_number": 1,
  "raw": "My config doesn't work, what's wrong?\n\n´´´toml\n[registry]\ntoken = \"«a»\"\nurl = \"https://registry.openforge.example\"\n´´´",
  "cooked": "<p>My config doesn’t work, what’s wrong?</p>\n<pre data-code-wrap=\"toml\"><code class=\"lang-toml\">[registry]\ntoken = \"«a»\"\nurl = \"https://registry.openforge.example\"\n</code></pre>"
}
`), V{"_pid": g.digits(5), "a": "of_" + g.an(40)}, "https://registry.openforge.example", `"topic_id": 3117`)

	g.add("mail/discourse-topic-post-stream", `
$ curl -s https://forum.fenwick.example/t/home-assistant-and-mqtt/812.json | jq '.post_stream.posts[] | {post_number, username, cooked}'
{"post_number": 1, "username": "kofi", "cooked": "<p>Mosquitto rejects Home Assistant after the upgrade, any idea?</p>"}
{"post_number": 2, "username": "lena", "cooked": "<p>What do you have in the MQTT integration?</p>"}
{"post_number": 3, "username": "kofi", "cooked": "<p>broker 192.168.10.5, user <code>homeassistant</code>, password <code>«a»</code></p>"}
`, V{"a": g.an(24)}, "Mosquitto rejects Home Assistant after the upgrade, any idea?", "https://forum.fenwick.example/t/home-assistant-and-mqtt/812.json")

	g.add("mail/discourse-admin-api-key-post", `
{"id":«_pid»,"username":"tomb","post_number":4,"raw":"Backup script for the forum:\n\n    curl -X POST https://forum.openforge.example/admin/backups.json \\\n      -H \"Api-Key: «a»\" \\\n      -H \"Api-Username: system\"\n\nRuns nightly from the ops box.","topic_slug":"forum-backups","topic_id":3121}
`, V{"_pid": g.digits(5), "a": g.mailDiscourse()}, `"topic_slug":"forum-backups"`, `Api-Username: system`)

	g.add("mail/zendesk-email-reply-sftp", `
{
  "id": «_id»,
  "type": "Comment",
  "public": true,
  "html_body": "<div class=\"zd-comment\" dir=\"auto\"><p>Hallo Support,</p><p>anbei die SFTP-Daten für den Datenimport:<br>Host: sftp.autohaus-nord.example<br>Benutzer: ledgerly_import<br>Passwort: «a»</p><p>Gruß<br>M. Krüger</p><div class=\"zd-quote\">-----Ursprüngliche Nachricht-----<br>Von: Ledgerly Support</div></div>",
  "via": {"channel": "email", "source": {"from": {"address": "m.krueger@autohaus-nord.example"}}}
}
`, V{"_id": g.digits(14), "a": g.mailPw()}, "Benutzer: ledgerly_import", "-----Ursprüngliche Nachricht-----")
}

// ---- the agent's own parsing and migration output ----

// mailB64URL encodes body as unpadded base64url on one line, as the
// Gmail API returns message bodies.
func mailB64URL(body string, secrets []string) (string, []string) {
	enc := base64.RawURLEncoding.EncodeToString([]byte(body))
	var pieces []string
	for _, s := range secrets {
		for off := 0; ; {
			j := strings.Index(body[off:], s)
			if j < 0 {
				break
			}
			a, b := off+j, off+j+len(s)
			off = b
			ca, cb := 4*(a/3), min(len(enc), (4*b+2)/3)
			if cb-ca >= 12 {
				pieces = append(pieces, enc[ca:cb])
			}
		}
	}
	return enc, pieces
}

func (g *G) mailAgentOutput() {
	g.add("mail/agent-slack-export-scan-summary", `
$ python3 scripts/scan_export.py exports/acme-eng --since 2026-03-01
channel        ts                  user          match
#deploys       «_ts1»   «_u1»   xoxb token: «a»
#ops           «_ts2»   «_u2»   password: «b»
#payments      «_ts3»   «_u1»   sk_live key: «c»
3 messages in 3 channels (of 14,212 scanned) look like they contain credentials.
`, V{"_ts1": g.mailTS(), "_u1": g.mailSU(), "a": g.xoxb(), "_ts2": g.mailTS(), "_u2": g.mailSU(), "b": g.mailPw(), "_ts3": g.mailTS(), "c": g.skLive()}, "3 messages in 3 channels (of 14,212 scanned) look like they contain credentials.")

	g.add("mail/agent-sqlite-chat-archive", `
$ sqlite3 -header -column archive.db "SELECT m.id, c.name AS channel, m.author, substr(m.sent_at,1,16) AS sent, m.body FROM messages m JOIN channels c ON c.id = m.channel_id WHERE m.body LIKE '%token%' LIMIT 3;"
id      channel   author  sent              body
------  --------  ------  ----------------  ------------------------------------------------------------
48213   infra     lena    2026-03-12 10:14  the proxmox token secret is «a»
48219   infra     kofi    2026-03-12 10:31  don't paste tokens here please
48240   homelab   lena    2026-03-12 11:02  new cloudflared tunnel token: «b»
`, V{"a": g.uuid(), "b": b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), g.uuid(), g.b64(32)))}, "don't paste tokens here please", "FROM messages m JOIN channels c ON c.id = m.channel_id")

	g.add("mail/agent-eml-converted-to-markdown", mailBT(`
$ head -20 converted/2026-03-12_vendor-access.md
---
message_id: "<«_mid»@freightline.example>"
from: "Freightline Partner Support <partners@freightline.example>"
date: 2026-03-12T08:02:44Z
subject: "Production credentials"
attachments: []
---

Your production credentials are active:

- **Client ID:** ´«_cid»´
- **Client secret:** ´«a»´
- **Webhook signing key:** ´«b»´

Sandbox credentials stay valid until 2026-04-30.
`), V{"_mid": g.uuid(), "_cid": "fl_client_" + g.hex(16), "a": g.b64u(48), "b": g.hex(64)}, "Sandbox credentials stay valid until 2026-04-30.", `subject: "Production credentials"`)

	g.add("mail/agent-jira-to-linear-migration-log", `
$ node migrate.js --from jira --to linear --project OPS --dry-run
[10:14:03] fetched 1842 issues from OPS (62 pages)
[10:14:09] OPS-1421 -> "Nightly export to the customs broker fails" (3 comments, 1 attachment)
[10:14:09]   comment 2 body: "tried again with the broker password «a», same 401"
[10:14:10] OPS-1422 -> "Label printer offline" (0 comments)
[10:14:12] WARN OPS-1433 description contains a secret-looking value: client_secret «b»
[10:14:40] dry run done: 1842 issues, 5210 comments, 311 attachments would be created in team OPS (Linear team id «_tid»)
`, V{"a": g.mailPw(), "b": g.b64u(40), "_tid": g.uuid()}, "fetched 1842 issues from OPS (62 pages)", `OPS-1422 -> "Label printer offline" (0 comments)`)

	g.add("mail/agent-mbox-to-jsonl", `
$ python3 mbox2jsonl.py ~/export/Kunden.mbox | jq -c 'select(.subject | test("Zugang"))'
{"message_id":"<«_m1»@webhost-kunde.example>","from":"support@webhost-kunde.example","date":"2026-03-12T10:14:03+01:00","subject":"FTP-Zugang","body":"Ihr FTP-Zugang für www.baeckerei-mohn.example:\nServer: ftp.webhost-kunde.example\nBenutzer: f0«_u»\nPasswort: «a»\n"}
{"message_id":"<«_m2»@stadtwerke-ost.example>","from":"einkauf@stadtwerke-ost.example","date":"2026-03-12T10:21:07+01:00","subject":"RE: Zugang Lieferantenportal","body":"Lieferantennummer: 700«_n»\nEinmalpasswort: «b»\n"}
`, V{"_m1": g.uuid(), "_u": g.digits(5), "a": g.an(16), "_m2": g.uuid(), "_n": g.digits(5), "b": g.mailTmpPw()}, "ftp.webhost-kunde.example", `"subject":"RE: Zugang Lieferantenportal"`)

	// A Sentry organization token (sntrys_, length guessed).
	g.add("mail/agent-pandas-messages-frame", `
>>> df = pd.read_json("exports/acme-eng/ops/2026-03-12.json")
>>> pd.set_option("display.max_colwidth", None)
>>> df[df.text.str.contains("key|token|pass", case=False)][["ts", "user", "text"]]
                     ts            user                                                          text
14  «_ts1»  «_u1»                        the new sentry auth token is «a»
27  «_ts2»  «_u2»   pass for the shared grafana viewer account: «b»
`, V{"_ts1": g.mailTS(), "_u1": g.mailSU(), "a": "sntrys_" + g.b64u(120), "_ts2": g.mailTS(), "_u2": g.mailSU(), "b": g.mailPw()}, `pd.set_option("display.max_colwidth", None)`)

	g.mailEnc("mail/agent-gmail-api-message-body-base64url", mailB64URL, `
$ curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" "https://gmail.googleapis.com/gmail/v1/users/me/messages/«_id»?format=full" | jq '{id, threadId, snippet, data: .payload.parts[0].body.data}'
{
  "id": "«_id»",
  "threadId": "«_id»",
  "snippet": "Hi Dana, as discussed the staging key for the geocoder is below. Cheers, Mira",
  "data": "`, `Hi Dana, as discussed the staging key for the geocoder is below.

GEOCODER_KEY=«a»

Cheers, Mira
`, `"
}
`, V{"_id": g.hex(16), "a": g.hex(32)}, "https://gmail.googleapis.com/gmail/v1/users/me/messages/")

	g.add("mail/agent-graph-outlook-messages-body", `
$ mgc users messages list --user-id dana@acme-freight.example --filter "contains(subject,'VPN')" --select subject,from,body --top 1
{
  "value": [
    {
      "@odata.etag": "W/\"CQAAABYAAAC«_etag»\"",
      "id": "AAMkAD«_id»",
      "subject": "VPN Zugang Werkstatt",
      "from": {"emailAddress": {"name": "Henrik Vos", "address": "henrik.vos@acme-freight.example"}},
      "body": {"contentType": "html", "content": "<html><head>\r\n<meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\"></head><body><div class=\"elementToProof\">Benutzer: werkstatt-hh<br>Passwort: «a»</div></body></html>"}
    }
  ]
}
`, V{"_etag": g.b64(24), "_id": g.b64u(140), "a": g.mailPw()}, "VPN Zugang Werkstatt", `class=\"elementToProof\"`)

	g.add("mail/agent-imaplib-raw-bytes", `
>>> typ, data = M.fetch(b"214", "(BODY.PEEK[TEXT])")
>>> data[0]
(b'214 (BODY[TEXT] {312}', b'Bonjour,\r\n\r\nvoici la cl\xc3\xa9 API pour la synchronisation des stocks :\r\n«a»\r\n\r\net le mot de passe du compte FTP : «b»\r\n\r\nCordialement,\r\nJulien\r\n')
`, V{"a": g.an(48), "b": g.mailPw()}, `(b'214 (BODY[TEXT] {312}'`, "synchronisation des stocks")

	g.add("mail/agent-audit-report-markdown", mailBT(`
## Credentials found in the support mailbox export (2026-03-12)

| # | Message | Date | Kind | Value | Action |
|---|---------|------|------|-------|--------|
| 1 | <«_m1»@freightline.example> | 2026-03-12 | OAuth client secret | ´«a»´ | rotate at vendor |
| 2 | <«_m2»@bookshelf.example> | 2026-03-09 | Postmark server token | ´«b»´ | rotated ✔ |
| 3 | <«_m3»@rhein-logistik.example> | 2026-03-04 | SFTP password | ´«c»´ | ask partner |

Message ids above are the mailbox's, search them with ´notmuch search id:…´.
`), V{"_m1": g.uuid(), "a": g.b64u(48), "_m2": g.uuid(), "b": g.uuid(), "_m3": g.uuid(), "c": g.mailPw()}, "| # | Message | Date | Kind | Value | Action |")

	g.add("mail/agent-teams-export-to-csv", `
$ python3 teams2csv.py TeamsExport/messages.json > teams.csv && grep -i 'token\|passwort' teams.csv
2026-03-12T09:55:41Z,Marco Conti,19:«_c»@unq.gbl.spaces,"the sftp key passphrase is «a», key is in the team's OneDrive folder"
2026-03-12T10:02:10Z,Sabine Brandt,19:«_c2»@thread.v2,"Passwort für den Scanner-Account: «b»"
`, V{"_c": g.uuid() + "_" + g.uuid(), "a": g.pick(pwWords...) + "-" + g.pick(pwWords...) + "-" + g.pick(pwWords...) + "-" + g.s(alDigit, 2), "_c2": g.hex(32), "b": g.mailPw()}, "teams2csv.py")

	g.add("mail/agent-node-mailparser-output", `
$ node -e 'require("mailparser").simpleParser(require("fs").readFileSync("in/4471.eml")).then(m => console.log({subject: m.subject, from: m.from.text, text: m.text, attachments: m.attachments.map(a => a.filename)}))'
{
  subject: 'Zugang Staging-Server',
  from: 'Thomas Berger <t.berger@partner-agentur.example>',
  text: 'Hallo zusammen,\n' +
    '\n' +
    'Staging: ssh deploy@staging.partner-agentur.example\n' +
    'Passwort: «a»\n' +
    'Basic-Auth fürs Frontend: preview / «b»\n',
  attachments: [ 'zugang.txt' ]
}
`, V{"a": g.mailPw(), "b": g.an(12)}, "ssh deploy@staging.partner-agentur.example", "attachments: [ 'zugang.txt' ]")

	g.add("mail/agent-summary-of-thread-restates-value", `
Summary of the thread "Freightline partner API" (6 messages, 2026-03-04 to 2026-03-12):

1. Freightline enabled the partner API for Acme Freight on 2026-03-04.
2. Sandbox base URL is https://sandbox.freightline.example/api/v2; production goes live on 2026-03-16.
3. The portal user acme-freight-integration was created; its password («a») was sent in the 2026-03-12 mail and should be changed.
4. The API secret «b» is tied to that user; Jonas asked to move it to the vault.
5. Open question: who receives the webhook failures (no answer yet).
`, V{"a": g.mailPw(), "b": g.hex(40)}, "https://sandbox.freightline.example/api/v2", "5. Open question: who receives the webhook failures (no answer yet).")
}
