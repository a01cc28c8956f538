package main

import (
	"fmt"
	"regexp"
	"strings"
)

// corpusScanners names corpus D in the manifest and the corpus tree: the
// test examples of secret scanners none of whose rules, samples or tests
// the detectors were written from (semgrep-rules' generic secrets rules,
// detect-secrets, secretlint, ripsecrets).
const corpusScanners = "scannertests"

// candidate is one example as a source reader finds it, before corpus D's
// uniform rules decide what its secret is and whether it is kept.
type candidate struct {
	Family   string
	Text     string // the example as the source's test presents it
	Secret   string // the value the source itself names as the finding; "" when it names only the line
	Negative bool   // a should-not-flag example
}

// scannerSource is one scanner's test data: a tree holding Dir, and the
// reader that turns Dir into candidates.
type scannerSource struct {
	Name string // shown in the report
	Root string // a tree holding Dir ("" when absent)
	Dir  string
	Read func(dir string) ([]candidate, extraction, error)
}

// Where each scanner's test data is inside its tree.
const (
	semgrepDir       = "generic/secrets/security"
	detectSecretsDir = "tests/plugins"
	secretlintDir    = "packages/@secretlint"
	ripsecretsDir    = "test"
)

// notCredentials are families whose findings are not secrets a redactor
// must remove: identifiers and addresses some scanners report as
// sensitive (an AWS account id, an Azure tenant or client id, a public IP
// address). They are left out of corpus D as a whole, by what the family
// detects, never by example.
var notCredentials = map[string]bool{
	"semgrep.detected-aws-account-id": true,
	// flags a service account file by its `"type": "service_account"`
	// line, which holds no secret
	"semgrep.detected-google-gcm-service-account": true,
	"detect-secrets.ip_public":                    true,
	"secretlint.aws.AWSAccountID":                 true,
	"secretlint.azure.AzureTenantId":              true,
	"secretlint.azure.AzureClientId":              true,
	"secretlint.gcp.PrivateKeyP12":                true, // a binary file, no text to plant
	"secretlint.no-dotenv":                        true,
	"secretlint.no-homedir":                       true,
	"secretlint.no-k8s-kind-secret":               true,
	"secretlint.pattern":                          true,
	"secretlint.filter-comments":                  true,
	"secretlint.example":                          true,
	"secretlint.internal-test-cjs":                true,
	"secretlint.internal-test-esm":                true,
	"secretlint.preset-canary":                    true,
	"secretlint.preset-recommend":                 true,
}

// excludedFamily reports whether family, or the rule package it belongs
// to (secretlint.<package>.<message id>), is not a credential family.
func excludedFamily(family string) bool {
	if notCredentials[family] {
		return true
	}
	if i := strings.LastIndexByte(family, '.'); i > 0 && strings.HasPrefix(family, "secretlint.") {
		return notCredentials[family[:i]]
	}
	return false
}

// pemBlock is a private key block, armoured (real line breaks) or written
// with \n escapes inside a JSON string: the key material is what lies
// between the BEGIN line and the END line (or the end of the example).
var pemBlock = regexp.MustCompile(`(?s)-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(.*?)(?:-----END|\z)`)

// urlPassword is the password of a URL's user information: greedy up to
// the last @ before the host, as the URL parsers of the scanners read
// `user:p@ss@host`.
var urlPassword = regexp.MustCompile(`[a-zA-Z][a-zA-Z0-9+.-]*://[^\s:/@'"]+:([^\s'"]+)@[^\s@'"/]+`)

// xmlValue is the content of a one-line XML element (attributes allowed).
var xmlValue = regexp.MustCompile(`<([A-Za-z_][\w.-]*)(?:\s[^>]*)?>([^<]+)</([A-Za-z_][\w.-]*)>`)

// queryCredential is a URL query parameter named as a credential.
var queryCredential = regexp.MustCompile(`(?i)[?&][\w-]*(?:token|key|secret|password|passwd|pwd|auth|sig)[\w-]*=([^&\s'"#]+)`)

// assignName is what a name in an assignment may consist of: an
// identifier, possibly quoted, bracketed or behind a registry path.
var assignName = regexp.MustCompile(`^[\w.\-/\[\]'"@$&?]+$`)

// quoted is a string literal in ', " or ` quotes.
var quoted = regexp.MustCompile("\"([^\"]*)\"|'([^']*)'|`([^`]*)`")

// pemSecret returns the key material of a private key block in s.
func pemSecret(s string) (string, bool) {
	m := pemBlock.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	lines := strings.Split(strings.ReplaceAll(m[1], `\n`, "\n"), "\n")
	// armour headers (Version: …, Comment: …) and the blank line after
	// them are not key material
	for len(lines) > 0 && (strings.TrimSpace(lines[0]) == "" || strings.Contains(lines[0], ": ")) {
		lines = lines[1:]
	}
	body := strings.TrimSpace(strings.Join(lines, "\n"))
	if body == "" {
		return "", false
	}
	// the span as written in the example (escaped or not), from the first
	// to the last line of material
	first, last := strings.SplitN(body, "\n", 2)[0], body[strings.LastIndexByte(body, '\n')+1:]
	i := strings.Index(m[1], first)
	j := strings.LastIndex(m[1], last)
	if i < 0 || j < i {
		return "", false
	}
	return m[1][i : j+len(last)], true
}

// valueSecret is the secret in a value a source names as its finding:
// the key material of a private key block, the password of a URL with
// user information, else the value itself.
func valueSecret(v string) string {
	if s, ok := pemSecret(v); ok {
		return s
	}
	if m := urlPassword.FindStringSubmatch(v); m != nil {
		return m[1]
	}
	return strings.TrimSpace(v)
}

// lineSecret is the secret of an example a source gives only as a line
// (semgrep's, detect-secrets', ripsecrets' examples), by the first of
// these rules that applies:
//
//  1. a private key block: its key material;
//  2. a URL with user information: the password;
//  3. a URL query parameter named as a credential (`access_token=`,
//     `client_secret=`, `key=`, `sig=`): the value of the last one;
//  4. a one-line XML element: its content;
//  5. a string literal: the content of the last one on the line
//     (`define('TOKEN', '<secret>')`, `"password": "<secret>"`);
//  6. an assignment `key = value` (also `:`, `:=`, `=>`, with `export`):
//     the value after the first separator that follows a name, repeated
//     while the value is itself `name=value` (`x:_password=<secret>`);
//  7. otherwise the line itself, or its longest white-space-separated
//     field when it has several (`APIKEY  <secret>`).
//
// Trailing `,` and `;` and unbalanced quotes are trimmed off. A private
// key block without key material, or an assignment whose value starts
// with another separator (`root::17431:0:…`), gives no secret.
func lineSecret(text string) string {
	if s, ok := pemSecret(text); ok {
		return s
	}
	if strings.Contains(text, "-----BEGIN") {
		return ""
	}
	if m := urlPassword.FindStringSubmatch(text); m != nil {
		return m[1]
	}
	if ms := queryCredential.FindAllStringSubmatch(text, -1); ms != nil {
		return ms[len(ms)-1][1]
	}
	if m := xmlValue.FindStringSubmatch(text); m != nil && m[1] == m[3] {
		return strings.TrimSpace(m[2])
	}
	if ms := quoted.FindAllStringSubmatch(text, -1); ms != nil {
		m := ms[len(ms)-1]
		return m[1] + m[2] + m[3]
	}
	v := strings.TrimSpace(text)
	for {
		rest, ok := assignedValue(v)
		if !ok {
			break
		}
		v = rest
	}
	if strings.HasPrefix(v, ":") || strings.HasPrefix(v, "=") {
		return ""
	}
	if f := strings.Fields(v); len(f) > 1 {
		v = f[0]
		for _, x := range f[1:] {
			if len(x) > len(v) {
				v = x
			}
		}
	}
	return strings.Trim(v, ",;'\"`")
}

// assignedValue returns the value of an assignment `name = value`: the
// text after the first separator (`=`, `:`, `:=`, `=>`; a `:` followed by
// `/`, a URL's scheme or an npm registry key, is none, nor is `==`) when the name
// before it holds a letter or `_` and is an identifier (assignName).
func assignedValue(s string) (string, bool) {
	s = strings.TrimPrefix(s, "export ")
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '=' && c != ':' || c == ':' && i+1 < len(s) && s[i+1] == '/' {
			continue
		}
		name := strings.TrimRight(s[:i], " \t")
		if !assignName.MatchString(name) || !strings.ContainsAny(name, "_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			return "", false
		}
		j := i + 1
		if c == '=' && j < len(s) && s[j] == '=' {
			return "", false // a comparison, or base64 padding
		}
		if j < len(s) && (c == ':' && s[j] == '=' || c == '=' && s[j] == '>') {
			j++
		}
		v := strings.TrimSpace(s[j:])
		return v, v != ""
	}
	return "", false
}

// Placeholders: a value standing in for a secret, not a secret. Skipped
// uniformly, whatever the source says about the example.
var (
	placeholderWord = regexp.MustCompile(`(?i)example|sample|placeholder|dummy|changeme|redacted|your[_-]|\$\{|\{\{|%s`)
	// a run of 6 or more of one character (xxxxxx, AAAAAA, ******, 000000)
	placeholderRun = 6
)

// placeholder reports whether s is a stand-in for a secret.
func placeholder(s string) bool {
	if placeholderWord.MatchString(s) {
		return true
	}
	run, prev := 0, rune(-1)
	for _, c := range s {
		if c == prev {
			run++
		} else {
			run, prev = 1, c
		}
		if run >= placeholderRun {
			return true
		}
	}
	return false
}

// suppressed marks a negative example that is one only because a comment
// or an ignore file tells its scanner to skip it: the value is a secret.
var suppressed = regexp.MustCompile(`(?i)pragma: ?allowlist|secretsignore|nosec\b|gitleaks:allow|secretlint-disable|nosemgrep`)

// scannerTestExamples builds corpus D from each source's candidates, in
// the order given. A positive's secret is what the source names (through
// valueSecret) or, for a line, lineSecret's; it must be measurable, not a
// placeholder, free of white space (key material apart), and occur in the
// example exactly once and not in the planted text around it. Families
// that are not credentials are skipped. As in corpus C, an example whose
// text or secret an earlier example already has is a duplicate, and a
// negative is a decoy unless it is a kept positive's text, holds a kept
// secret or is suppressed by a comment.
func scannerTestExamples(srcs []scannerSource) ([]example, []extraction, error) {
	type neg struct {
		example
		src int
	}
	var out []example
	var negs []neg
	var exs []extraction
	seen, secretSeen, negSeen := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, src := range srcs {
		if src.Root == "" {
			continue
		}
		cands, ex, err := src.Read(strings.TrimSuffix(src.Root, "/") + "/" + src.Dir)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", src.Name, err)
		}
		ex.Source = src.Name + " " + src.Dir
		for _, c := range cands {
			text := strings.TrimSpace(c.Text)
			if text == "" {
				continue
			}
			if excludedFamily(c.Family) {
				ex.Excluded++
				continue
			}
			if c.Negative {
				if !negSeen[text] {
					negSeen[text] = true
					negs = append(negs, neg{example{Corpus: corpusScanners, Family: c.Family, Text: text, Decoy: true}, len(exs)})
				}
				continue
			}
			if seen[text] {
				ex.Duplicates++
				continue
			}
			var s string
			if c.Secret != "" {
				s = valueSecret(c.Secret)
			} else {
				s = lineSecret(text)
			}
			switch {
			case !measurable(s) || (strings.ContainsAny(s, " \t\r\n") && !pemBlock.MatchString(text)):
				ex.Dropped++
				continue
			case placeholder(s):
				ex.Placeholders++
				continue
			case strings.Count(text, s) != 1 || !capturedOnly(text, []string{s}, [][2]int{{strings.Index(text, s), strings.Index(text, s) + len(s)}}):
				ex.Dropped++
				continue
			case secretSeen[s]:
				ex.Duplicates++
				continue
			}
			seen[text], secretSeen[s] = true, true
			ex.Positive++
			out = append(out, example{Corpus: corpusScanners, Family: c.Family, Text: text, Secrets: []string{s}})
		}
		exs = append(exs, ex)
	}
	for _, n := range negs {
		holds := false
		for v := range secretSeen {
			if strings.Contains(n.Text, v) {
				holds = true
				break
			}
		}
		if seen[n.Text] || holds || suppressed.MatchString(n.Text) {
			exs[n.src].Dropped++
			continue
		}
		out = append(out, n.example)
		exs[n.src].Negative++
	}
	if len(out) == 0 {
		return nil, exs, fmt.Errorf("no scanner test examples extracted")
	}
	return out, exs, nil
}
