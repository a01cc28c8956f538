// Package rules finds secrets in decoded strings. It is the only package
// of the project that imports gitleaks (in gitleaks.go).
//
// A [Set] combines four kinds of detectors:
//
//   - every gitleaks v8.30.1 default rule (or a user gitleaks TOML, with
//     [extend]), run by this package on the compiled gitleaks rules with
//     gitleaks' secret-group, entropy and allowlist semantics, its logger
//     silenced;
//   - built-in detectors for what gitleaks misses: url-password,
//     aws-secret-access-key, twilio-auth-token, secret-assignment,
//     basic-auth-header, bearer-token, private-key-pem, folded-token;
//     context rules that read the structure around a value
//     (structured-secret for JSON keys, name/value pairs and argv flags,
//     see [Set.DetectNamed]; xml-tag-secret, url-query-secret,
//     cli-flag-secret, name-value-secret, authorization-header) behind
//     one value gate (contextValue); cli-password, the password a
//     command's shape gives away (-p next to -u, net use, htpasswd -b,
//     sqlplus user/pass, ConvertTo-SecureString; builtin_context_cli.go);
//     credential-file-password, the password of a .netrc entry or a
//     .pgpass line; credential-call, a string literal passed as the
//     password or token of a call that says so (new
//     NetworkCredential("u", "p"), setPassword("p"), getConnection(url,
//     "u", "p"), define('DB_PASSWORD', 'p'); builtin_context_call.go);
//     and password-hash;
//     generic-credential-value, a strongly random value (nearValue) just
//     after a credential word or a service's name in free text, or one
//     that passes an assigned value's gate after both (Mailgun API key
//     v; builtin_context_near_brand.go); localized-credential-value, a
//     password, key or token labelled in another language (Passwort:,
//     пароль:, 密码：; builtin_localized.go); provider token
//     formats (builtin_providers.go); generic-prefixed-token, a long
//     strongly random body behind a short lower-case vendor prefix
//     (zqv_…, acme_pat_…) no provider rule knows (builtin_prefixed.go);
//     generic-key-value, a random value of a key named <something> key
//     (CONVERTKIT_KEY=, widgetKey:), which secret-assignment does not
//     take alone (builtin_keyvalue.go); it loses ties like
//     generic-random-token;
//     jwt-structured, a JSON Web Token (JWS or JWE) whose first segment
//     decodes to a JOSE header, with claims of any length
//     (builtin_jwt.go);
//     generic-random-token, a long random token standing alone with no
//     prefix or name any rule knows, refused when it reads as names, a
//     digest, a wrapped base64 block or a value named an id
//     (builtin_random.go); it loses every overlap to the rule that saw
//     a format or a name;
//     generic-known-prefix-token, a known vendor's prefix (ghp_, xoxb-)
//     in a form its provider rule refuses (builtin_vendorprefix.go);
//     mnemonic-seed-phrase, a BIP-39 recovery phrase (builtin_mnemonic.go);
//     sql-password, IDENTIFIED BY and SET PASSWORD (builtin_sql.go);
//     command-output-secret, the output of a command that prints a
//     secret, which the engine pairs with its command ([Set.Printed],
//     builtin_printed.go);
//     generic-webhook-url, the random path after a webhook/hooks segment
//     of a URL (builtin_webhook.go);
//     credential-pair, which reads the
//     other rules' matches (complete.go, pairs.go): a found secret's
//     span runs to its token's end, and the credential-named values in
//     its block (key id, client id, user, tokens under one label) are
//     masked with it;
//     private key files other than PEM: PuTTY .ppk (putty-private-key)
//     and Jenkins' encrypted credentials (builtin_keyfiles.go);
//   - user regexp2 detectors ([RegexSpec], [NewRegex]) with a match timeout;
//   - known literal secrets (rule literal-secret).
//
// Speed: one ASCII-case-insensitive Aho-Corasick pass (keywordIndex) per
// string over the keywords of every rule selects the rules to run, and the
// views whose literals it saw (viewgate.go; a rule with words of other
// scripts, a scriptDetector, also runs on strings holding a byte that is
// not ASCII and finds those words itself); a rule
// whose longest match is bounded runs only on windows around its keyword
// hits (see findAll). Key-name rules (generic-api-key and the service rules
// built like it, secret-assignment) first check cheaply that an assignment
// operator follows the keyword (assignGate, valueGate);
// vault-service-token, whose keyword "s." is everywhere, has its own gate. A test checks
// that gates and windows change no result. Each shortcut is used only for
// rules whose regex has the property it rests on (shortcuts.go): windows
// for matches that hold a keyword, the key-name gate for rules whose keys
// hold the keywords, open-ended windows for one unbounded run at the end.
// Keywords also match their Kelvin-sign and 'İ' spellings, which gitleaks'
// lower-cased prefilter turns into ASCII: a string holding one is walked
// a second time with each written as its ASCII letter (keywordPrefilter).
// TestGitleaksParity and
// FuzzGitleaksParity check that every secret gitleaks' own detector finds
// in a string is masked by these rules' matches on it (gitleaks' per-rule
// samples, fake secrets, sessions, mutations, decoded layers). gitleaks' only keyword-less
// rule, pkcs12-file, matches file names and is skipped. Strings without
// keyword hits cost the pass and a few byte scans. The gitleaks
// detect.Detector is not used at all (it logs secrets, allocates per call
// and keeps mutable state); the compiled config rules are read-only and
// shared.
//
// Decoding: [Set.Detect] takes an already decoded JSON string value. When
// that string is itself a JSON document, its string leaves are scanned
// recursively and matches map back to the span encoding the secret (with
// [Match.InnerPath]). Text holding escaped quotes (a JSON document embedded
// in prose, a string literal in code) is also scanned with the escapes
// decoded. Base64, hex and percent-encoded runs (and each query parameter
// alone) are decoded and scanned (up to depth 4); a match inside a base64
// or hex run covers the whole run, one inside percent-encoding exactly the
// bytes encoding it. A line break that cuts a token (a terminal or log
// wrap, a pasted hard-wrapped value, a `\` continuation, indentation after
// it) is joined wherever it is, not only in lines of a fixed width: every
// detector scans a window of the joined text around it, and a secret
// crossing a break is reported as folded-token, one match per piece, so
// that the break itself survives (see fold.go). Breaks between whole
// words, names, numbers or listing lines are not joined, and a key-name
// rule's fold is believed only when the next line does not start a line
// of its own (a word, an assignment, a list item). A password's label
// lifts part of that (fold_label.go): a value a label-reading rule read
// up to its line's end takes the next line's start when that mixes cases
// and digits (labelTails), and a password cut inside a word right after
// its label is joined (labelJoin).
//
// Spans hold the secret and nothing else. Built-in and gitleaks rules scan
// a view of the text where Unicode spaces, punctuation and format
// characters (NBSP, 。，、“”「」, fullwidth ：；, the zero-width space) are
// ASCII spaces, so a secret ends at them and is still found.
//
// Overlaps: matches are sorted by (Start, RuleID); a generic match
// (generic-api-key, secret-assignment, bearer-token, basic-auth-header,
// curl-auth-*, the context rules) that overlaps a specific one is dropped,
// since the specific rule knows where the secret ends; the other overlapping spans merge into
// their union so that masking every span removes every secret; the merged
// match keeps the identity of the winner: the containing (longer) span,
// then the higher severity, then the smaller id.
//
// Severity of gitleaks rules (gitleaks has none):
//
//	critical  private-key, age-secret-key; cloud and code-hosting providers:
//	          aws-*, gcp-*, azure-*, alibaba-*, yandex-*, digitalocean-*,
//	          heroku-*, hashicorp-*, vault-*, cloudflare-*, github-*,
//	          gitlab-*, databricks-*, openshift-*, kubernetes-*,
//	          1password-*, doppler-*, pulumi-*, fly*
//	medium    generic-api-key, curl-auth-*, jwt, jwt-base64
//	low       *-client-id, *-access-id, *-pub*, *-user-api-id (identifiers)
//	high      every other (service tokens)
//
// Built-in severities: private-key-pem, aws-secret-access-key and
// literal-secret critical; url-password, twilio-auth-token,
// basic-auth-header, bearer-token, folded-token, url-query-secret,
// cli-flag-secret, cli-password, credential-file-password,
// credential-call, password-hash high; secret-assignment,
// structured-secret, xml-tag-secret, generic-credential-value,
// generic-prefixed-token, generic-random-token, generic-key-value,
// jwt-structured medium; generic-webhook-url high;
// provider rules critical for cloud, registry and deployment platforms,
// high otherwise. User regexes carry their own.
//
// Placeholders (changeme, ${VAR}, $VAR, <password>, ***, xxxx,
// your-api-key, …example, AWS's documented example keys, one repeated
// character) are never reported by built-in detectors.
//
// No error message of this package contains scanned text.
package rules
