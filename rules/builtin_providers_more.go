package rules

import "strings"

// More provider token formats that gitleaks v8.30.1 lacks, each from the
// provider's documented or published format: a fixed prefix or
// signature, a length and an alphabet.
func moreProviderDetectors() []detector {
	return []detector{
		// a secret key's sk- or sk_ before a body with no format of its
		// own: the prefix says secret key (Stripe's sk_live_ made it the
		// convention), the body is a UUID or random hex, never a name
		gated(providerRule("sk-uuid-key", "Secret key written sk- or sk_ and a UUID (Spider and other APIs whose keys are a prefixed UUID).", SeverityHigh,
			[]string{"sk-", "sk_"}, nil,
			`\b(sk[-_][0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\b`),
			wordThen(3, 36, isHexOrDash)),
		gated(providerRule("sk-hex-key", "Secret key written sk_ and 16 to 64 hex digits (Memberstack and other APIs); the hex holds letters and digits.", SeverityHigh,
			[]string{"sk_"}, hexToken(3),
			`\b(sk_[0-9a-f]{16,64})\b`),
			wordThen(3, 16, isLowerHex)),
		providerRule("sendgrid-key-in-url", "SendGrid API key (SG., 22 and 43 characters) where gitleaks' rule does not end it: as a URL's user (sendgrid://SG.…@default, Symfony's MAILER_DSN) or before another separator than a quote, a blank or ';' (where gitleaks' sendgrid-api-token reports it).", SeverityCritical,
			[]string{"sg."}, nil,
			`(?:^|[^A-Za-z0-9_\-.])(SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43})[^A-Za-z0-9_\-.=\x60'"\s;\\]`),
		providerRule("mandrill-api-key", "Mailchimp Transactional (Mandrill) API key: md- and 22 characters of base64url.", SeverityHigh,
			[]string{"md-"}, mixedToken(3),
			`(?:^|[^A-Za-z0-9_\-])(md-[A-Za-z0-9_\-]{22})(?:[^A-Za-z0-9_\-]|$)`),
		providerRule("wandb-login-key", "Weights & Biases API key (40 hex digits, local- and 40 for a self-hosted server) given to wandb login, after its flags.", SeverityHigh,
			[]string{"wandb login"}, nil,
			`\bwandb[ \t]+login\b(?:[ \t]+--?[a-z][a-z-]{0,20}(?:[ =]https?://[^\s]{1,200})?){0,4}[ \t]+((?:local-)?[0-9a-f]{40})\b`),
		providerRule("backblaze-application-key", "Backblaze B2 application key (K, three digits and 27 characters of base62): with its key ID it reads and writes the buckets it was made for.", SeverityCritical,
			[]string{"k00"}, mixedToken(4),
			`(?:^|[^0-9A-Za-z_/+])(K00[0-9][A-Za-z0-9]{27})(?:[^0-9A-Za-z_/+]|$)`),
		providerRule("backblaze-key-id", "Backblaze B2 application key ID (00, the account's 13 hex digits, seven zeros and a 3-digit serial): half of a B2 credential, as an AWS access key ID is.", SeverityMedium,
			[]string{"0000000"}, func(v string) bool { return classBits(v[2:15])&6 == 6 },
			`(?:^|[^0-9A-Za-z_])(00[0-9a-f]{13}0000000[0-9a-f]{3})(?:[^0-9A-Za-z_]|$)`),
		atWordStart(providerRule("slack-session-cookie", "Slack's d session cookie (xoxd- and URL-encoded base64): with a client token (xoxc-) it acts as the user in the browser's workspace.", SeverityCritical,
			[]string{"xoxd-"}, func(v string) bool { return len(v) > 45 && hasClasses(v[5:], 2) },
			`\b(xoxd-[A-Za-z0-9%+/=_\-]{40,600})`)),
		providerRule("django-insecure-secret-key", "Django SECRET_KEY as startproject writes it (django-insecure- and 50 characters of its alphabet).", SeverityHigh,
			[]string{"django-insecure-"}, func(v string) bool { return hasClasses(v[len("django-insecure-"):], 2) },
			`\b(django-insecure-[a-z0-9!@#$%^&*(\-_=+)]{50})(?:[^a-z0-9!@#$%^&*(\-_=+)]|$)`),
		providerRule("replace-text-secret", "A secret named for removal in git filter-repo's --replace-text or BFG's file (<secret>==>replacement, literal:<secret>==>…); regex: and glob: lines are patterns.", SeverityHigh,
			[]string{"==>"}, func(v string) bool {
				return len(v) >= 8 && !strings.HasPrefix(v, "regex:") && !strings.HasPrefix(v, "glob:") && !isPlaceholder(v) && hasClasses(v, 2)
			},
			`(?m)^(?:literal:)?([^\s:"'\x60][^\s"'\x60]{7,299}?)==>`),
		providerRule("irc-oper-password", "IRC operator password typed as a client's command (/oper name password).", SeverityHigh,
			[]string{"/oper "}, func(v string) bool { return !isPlaceholder(v) && contextValue(v) },
			`(?m)(?:^|[\s>])/oper[ \t]+[A-Za-z0-9_\-\[\]\\^{}|]{1,32}[ \t]+([^\s]{4,128})[ \t]*\r?$`),
		providerRule("irc-nickserv-password", "IRC password sent to NickServ (/msg NickServ IDENTIFY [nick] password, PRIVMSG NickServ :IDENTIFY password).", SeverityHigh,
			[]string{"nickserv"}, func(v string) bool { return !isPlaceholder(v) && contextValue(v) },
			`(?mi)\bnickserv[ \t]{0,4}:?[ \t]{0,4}identify[ \t]+(?:[^\s]{1,64}[ \t]+)?([^\s]{4,128})[ \t]*\r?$`),
		providerRule("bitrix24-webhook", "Bitrix24 inbound webhook token in its URL (<portal>.bitrix24.<tld>/rest/<user id>/<16 characters>/).", SeverityHigh,
			[]string{"bitrix24."}, func(v string) bool { return hasClasses(v, 2) },
			`(?i)\bhttps?://[a-z0-9.\-]{1,100}\.bitrix24\.[a-z]{2,6}(?:\.[a-z]{2,3})?/rest/\d{1,10}/([a-z0-9]{16})(?:/|\b)`),
		providerRule("unity-serial", "Unity licence serial (XX-XXXX-XXXX-XXXX-XXXX-XXXX) named as one (UNITY_SERIAL, -serial).", SeverityHigh,
			[]string{"unity_serial", "unityserial", "unity serial", "-serial"}, func(v string) bool { return hasClasses(v, 2) },
			`(?i)\bunity[_ ]?serial["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([A-Z0-9]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\b`,
			`(?:^|\s)-serial[ \t]+["']?([A-Z0-9]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\b`),
		gated(providerRule("asana-pat", "Asana personal access token (1/ or 2/, numeric ids, ':' and 32 hex digits).", SeverityHigh,
			[]string{"1/", "2/"}, hexToken(0),
			`(?:^|[^0-9/])([12]/\d{13,19}(?:/\d{13,19})?:[a-f0-9]{32})\b`),
			func(text string, h int) bool { return digitsAt(text, h+2, 13) }),
		gated(providerRule("airtable-pat", "Airtable personal access token (pat, 14 characters, '.', 64 hex digits).", SeverityHigh,
			[]string{"pat"}, mixedToken(3),
			`\b(pat[A-Za-z0-9]{14}\.[a-f0-9]{64})\b`),
			func(text string, h int) bool { return h+17 < len(text) && text[h+17] == '.' }),
		atWordStart(providerRule("adafruit-io-key", "Adafruit IO key (aio_ and 28 characters).", SeverityHigh,
			[]string{"aio_"}, mixedToken(4),
			`\b(aio_[A-Za-z0-9]{28})\b`)),
		providerRule("braintree-access-token", "Braintree (PayPal) access token (access_token$production$…$…).", SeverityCritical,
			[]string{"access_token$"}, nil,
			`\b(access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32})\b`),
		atWordStart(providerRule("nuget-api-key", "NuGet API key (oy2 and 43 lower-case characters with fixed check positions).", SeverityHigh,
			[]string{"oy2"}, func(v string) bool { return hasClasses(v, 2) },
			`\b(oy2[a-p][0-9a-z]{15}[aq][0-9a-z]{11}[eu][bdfhjlnprtvxz357][a-p][0-9a-z]{11}[aeimquy4])\b`)),
		atWordStart(providerRule("honeycomb-ingest-key", "Honeycomb ingest key (hcaik_, hcxik_ and 58 characters).", SeverityHigh,
			[]string{"hcaik_", "hcxik_"}, func(v string) bool { return hasClasses(v[6:], 2) },
			`\b(hc[ax]ik_[a-z0-9]{58})\b`)),
		atWordStart(providerRule("clickup-pat", "ClickUp personal API token (pk_, a user id, '_', 32 characters).", SeverityHigh,
			[]string{"pk_"}, func(v string) bool { return hasClasses(v[strings.LastIndexByte(v, '_')+1:], 2) },
			`\b(pk_\d{5,12}_[A-Z0-9]{32})\b`)),
		atWordStart(providerRule("openai-session-key", "OpenAI session key (sess- and 40 characters).", SeverityHigh,
			[]string{"sess-"}, mixedToken(5),
			`(?:^|[^A-Za-z0-9_\-])(sess-[A-Za-z0-9]{40})\b`)),
		gated(providerRule("salesforce-session-id", "Salesforce session id or access token (00D org id, '!', a long token).", SeverityCritical,
			[]string{"00d"}, mixedToken(19),
			`\b(00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,120})`),
			func(text string, h int) bool {
				return strings.IndexByte(text[h:min(len(text), h+19)], '!') >= 15
			}),
		providerRule("plaid-access-token", "Plaid access token (access-sandbox-, access-development-, access-production- and a UUID).", SeverityCritical,
			[]string{"access-sandbox-", "access-development-", "access-production-"}, nil,
			`\b(access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`),
		atWordStart(providerRule("intercom-access-token", "Intercom access token (base64 of tok:…, dG9rOj…).", SeverityHigh,
			[]string{"dg9roj"}, mixedToken(6),
			`\b(dG9rOj[A-Za-z0-9+/]{40,80}={0,2})`)),
		providerRule("brevo-smtp-key", "Brevo (Sendinblue) SMTP key (xsmtpsib-, 64 hex digits, '-', 16 characters).", SeverityHigh,
			[]string{"xsmtpsib-"}, nil,
			`\b(xsmtpsib-[a-f0-9]{64}-[A-Za-z0-9]{16})\b`),
		atWordStart(providerRule("sonarqube-token", "SonarQube user, project and global analysis token (squ_, sqp_, sqa_ and 40 hex digits).", SeverityHigh,
			[]string{"squ_", "sqp_", "sqa_"}, hexToken(4),
			`\b(sq[upa]_[a-f0-9]{40})\b`)),
		atWordStart(providerRule("tencent-cloud-secret-id", "Tencent Cloud SecretId (AKID and 32 characters).", SeverityHigh,
			[]string{"akid"}, mixedToken(4),
			`\b(AKID[A-Za-z0-9]{32})\b`)),
		atWordStart(providerRule("linear-oauth-token", "Linear OAuth access token (lin_oauth_ and 64 hex digits).", SeverityHigh,
			[]string{"lin_oauth_"}, hexToken(10),
			`\b(lin_oauth_[a-f0-9]{64})\b`)),
		atWordStart(providerRule("discord-mfa-token", "Discord user token of an account with MFA (mfa. and 84 characters).", SeverityHigh,
			[]string{"mfa."}, mixedToken(4),
			`\b(mfa\.[A-Za-z0-9_\-]{84})`+tokenEnd)),
	}
}

// gated sets g as the keyword-hit gate of every pattern of r.
func gated(r *reRule, g func(text string, h int) bool) *reRule {
	for i := range r.gates {
		r.gates[i] = g
	}
	return r
}

// digitsAt reports whether text has n digits from i on.
func digitsAt(text string, i, n int) bool {
	if i+n > len(text) {
		return false
	}
	for k := i; k < i+n; k++ {
		if !isDigit(text[k]) {
			return false
		}
	}
	return true
}
