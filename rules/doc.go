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
//   - user regexp2 detectors ([RegexSpec], [NewRegex]) with a match timeout;
//   - known literal secrets (rule literal-secret).
//
// Speed: one ASCII-lower-cased Aho-Corasick pass per string over the
// keywords of every rule selects the rules to run; a rule whose longest
// match is bounded runs only on windows around its keyword hits (see
// findAll). Strings without keyword hits cost the pass and nothing else.
//
// Decoding: [Set.Detect] takes an already decoded JSON string value. When
// that string is itself a JSON document, its string leaves are scanned
// recursively and matches map back to the span encoding the secret (with
// [Match.InnerPath]). Base64, hex and percent-encoded runs and lines folded
// at a fixed width are decoded and scanned (up to depth 4); a match inside
// covers the whole run.
//
// Overlaps: matches are sorted by (Start, RuleID); overlapping spans merge
// into their union so that masking every span removes every secret; the
// merged match keeps the identity of the winner: a specific rule beats a
// generic one (generic-api-key, secret-assignment, bearer-token,
// basic-auth-header, curl-auth-*, folded-token), then the containing
// (longer) span, then the higher severity, then the smaller id.
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
// basic-auth-header, bearer-token, folded-token high; secret-assignment
// medium. User regexes carry their own.
//
// Placeholders (changeme, ${VAR}, $VAR, <password>, ***, xxxx,
// your-api-key, …example, AWS's documented example keys, one repeated
// character) are never reported by built-in detectors.
//
// No error message of this package contains scanned text.
package rules
