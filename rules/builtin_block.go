package rules

import (
	"encoding/base64"
	"regexp"
	"strings"
)

// blockSecretID is the rule of values under a block whose name says
// they are all credentials (see blockSecret).
const blockSecretID = "block-secret"

// blockSecret finds the values of a YAML, HCL or JSON block whose own
// name says what they are: "tokens:", "secrets {", "\"credentials\": {".
// The names inside are the holders' (agent, default, github, stripe),
// which no key rule reads as a credential's: Consul's
//
//	acl { tokens { agent = "<uuid>" } }
//
// or a config's "secrets:" map of service names to keys. A value must
// still look like a credential: strongly random (nearValue), a UUID
// under tokens or secrets (Consul and Nomad tokens are UUIDs), or a
// chosen password (passwordValue) under passwords; names that hold an
// id, a user, a URL or a setting are left. The data: and stringData: of
// a Kubernetes Secret (kind: Secret beside them in the same mapping) are
// such a block too, whose every value is secret.
type blockSecret struct{ rule Rule }

func newBlockSecret() *blockSecret {
	return &blockSecret{rule: Rule{ID: blockSecretID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords:    []string{"tokens", "secrets", "passwords", "credentials", "data:", "stringdata:", "password:", "secret:", "token:"},
		Description: "Value under a YAML, HCL or JSON block named tokens, secrets, passwords or credentials (acl { tokens { agent = \"…\" } }), when it looks like a credential."}}
}

func (b *blockSecret) info() *Rule { return &b.rule }

// maxBlockLines bounds the lines read under one block name.
const maxBlockLines = 40

func (b *blockSecret) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, b.rule.Keywords)
	headLines(text, hits, func(ls, le int) int {
		kind, indent, ok := credBlockHead(text[ls:le])
		if !ok || kind == 's' && !secretManifest(text, ls, indent) {
			return le
		}
		var end int
		out, end = credBlockValues(text, le, indent, kind, out)
		return end
	})
	return out, nil
}

// credBlockHead reads a line that opens a block named for credentials:
// "tokens:", "  secrets {", "credentials = {", "\"tokens\": {". It
// returns the name's kind ('t' for tokens, secrets and credentials, 'p'
// for passwords, 's' for a Kubernetes Secret's data, 'd' for a parameter
// named for a secret, whose default: or value: is one) and the line's
// indentation.
func credBlockHead(line string) (byte, int, bool) {
	line = strings.TrimRight(line, " \t\r")
	indent := len(line) - len(strings.TrimLeft(line, " \t"))
	t := strings.Trim(line[indent:], "\"'")
	i := 0
	for i < len(t) && (isAlnum(t[i]) || t[i] == '_') {
		i++
	}
	rest := strings.TrimLeft(t[i:], "\"'")
	if len(rest) > 8 {
		return 0, 0, false // a value follows: no block opens here
	}
	name, rest := strings.ToLower(t[:i]), strings.Join(strings.Fields(rest), "")
	switch rest {
	case ":", "{", "={", ":{":
	default:
		return 0, 0, false
	}
	switch name {
	case "tokens", "secrets", "credentials", "api_keys", "apikeys", "api_tokens", "access_tokens", "auth_tokens", "secret_keys":
		return 't', indent, true
	case "passwords":
		return 'p', indent, true
	case "data", "stringdata":
		return 's', indent, true // a Kubernetes Secret's, when one is being read
	}
	if rest != "{" && secretKey(t[:i]) && !benignKey(t[:i]) {
		return 'd', indent, true // a secret's parameter: its default: or value: is the secret
	}
	return 0, 0, false
}

// credBlockValues reads the lines after the block head ending at le, while
// they are indented deeper than indent (a closing brace or a shallower
// line ends the block), and appends the values that pass credBlockValue. It
// returns where it stopped.
func credBlockValues(text string, le, indent int, kind byte, out []Match) ([]Match, int) {
	at := le
	for n := 0; n < maxBlockLines && at < len(text); n++ {
		ls := at + 1
		if ls >= len(text) {
			return out, len(text)
		}
		e := lineEnd(text, ls)
		line := text[ls:e]
		body := strings.TrimLeft(line, " \t")
		if strings.TrimSpace(body) == "" {
			at = e
			continue
		}
		if len(line)-len(body) <= indent || body[0] == '}' {
			return out, ls
		}
		if s, v, ok := credBlockEntry(text, ls+len(line)-len(body)); ok && (credBlockValue(text, s, v, kind) || kind == 'd' && paramDefault(text, ls, s, v)) {
			out = append(out, Match{RuleID: blockSecretID, Start: s, End: s + len(v), Secret: v})
		}
		at = e
	}
	return out, at
}

// credBlockEntry reads "name: value", "name = value" or "\"name\": value"
// at text[i] and returns the value's start and text.
func credBlockEntry(text string, i int) (int, string, bool) {
	j := i
	if j < len(text) && (text[j] == '"' || text[j] == '\'') {
		j++
	}
	k := j
	for k < len(text) && k-j < 64 && (isKeyByte(text[k])) {
		k++
	}
	if k == j {
		return 0, "", false
	}
	name := text[j:k]
	for k < len(text) && (text[k] == '"' || text[k] == '\'' || text[k] == ' ' || text[k] == '\t') {
		k++
	}
	if k >= len(text) || text[k] != ':' && text[k] != '=' {
		return 0, "", false
	}
	k++
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++ // not past the line: "annotations:" has no value on its line
	}
	if k >= len(text) || text[k] == '\n' || text[k] == '\r' || text[k] == '{' {
		return 0, "", false // a nested block, or a template's {field}
	}
	s, e, ok := parseValue(text, k, "\"'`,;)}]")
	if !ok || credBlockSkipName(name) || certName(name) {
		return 0, "", false
	}
	return s, text[s:e], true
}

// credBlockSkipName reports names inside a credentials block that hold no
// credential: a user, an id, an address, a setting.
func credBlockSkipName(name string) bool {
	n := strings.ToLower(name)
	for _, w := range [...]string{"user", "login", "email", "url", "uri", "host", "endpoint", "region", "type", "name", "enabled",
		"ttl", "expir", "path", "file", "description", "documentation", "scope", "role", "policy", "format", "version", "shape", "ref"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return publicName(n) || strings.HasSuffix(n, "id")
}

// certName reports an entry holding a certificate, public even in a
// Secret (a kubernetes.io/tls Secret's tls.crt and ca.crt).
func certName(name string) bool {
	n := strings.ToLower(name)
	return strings.HasSuffix(n, ".crt") || strings.HasSuffix(n, ".pem") && strings.Contains(n, "cert") ||
		strings.HasSuffix(n, "cert") || strings.HasSuffix(n, "certificate") || n == "ca"
}

// credBlockValue is the gate of a value under a credentials block.
// cidrValue is an IPv4 address or network (a WireGuard peer's
// AllowedIPs inside a Secret's stringData): a setting, no secret.
var cidrValue = regexp.MustCompile(`^(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?:/[0-9]{1,2})?$`)

// plainSettingB64 reports a Secret's data: value that decodes to a
// setting: a word of lower-case letters or a number of up to 12 bytes
// (LOG_LEVEL: aW5mbw==, "info"; PORT: NTQzMg==, "5432").
func plainSettingB64(v string) bool {
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil || len(b) == 0 || len(b) > 12 {
		return false
	}
	t := string(b)
	return strings.Trim(t, "abcdefghijklmnopqrstuvwxyz") == "" || isDigits(t)
}

func credBlockValue(text string, s int, v string, kind byte) bool {
	if isPlaceholder(v) || pairTemplate.MatchString(v) || strings.HasSuffix(v, ":") {
		return false // (a value a fold join glued to the next line's key is none)
	}
	if kind == 'd' {
		return false // see credBlockValues: only a default: or value: entry
	}
	if kind == 's' {
		// every value of a Secret is one, base64 (data:) or a token
		// (stringData:); a short word (true, 8080) is a setting someone
		// put there
		return len(v) >= 8 && !identWord(strings.ToLower(v)) && !isDigits(v) && !cidrValue.MatchString(v) && !plainSettingB64(v) &&
			strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_.-") == ""
	}
	if nearValue(v) && !camelName(v) {
		return true // (an API model's shape names, stringValueLength1to255, are camel-case names)
	}
	if kind == 't' && uuidValue.MatchString(v) {
		return true
	}
	return kind == 'p' && passwordValue(v) && cliValue(v)
}

// paramDefault reports the value v at text[s], on the line starting at
// ls, of a default: or value: entry under a parameter named for a secret
// (CloudFormation's OpenSearchPassword: / Default: v, Terraform-style
// value:): a chosen password or a random value.
func paramDefault(text string, ls, s int, v string) bool {
	name := strings.ToLower(strings.Trim(strings.TrimSpace(text[ls:s]), "\"':= \t"))
	if name != "default" && name != "value" && name != "defaultvalue" || strings.HasSuffix(v, ":") {
		return false // (a value glued to the next line's key by a fold join is no value)
	}
	return nearValue(v) || passwordValue(v) && cliValue(v)
}

// secretManifest reports whether the data: or stringData: line starting
// at ls, indented by indent, belongs to a Kubernetes Secret: the kind: of
// the same mapping (same indentation, above or below: kubectl prints
// keys in order, data before kind) says Secret. The search stops at a
// document break (---), at a shallower line (a parent, the next item of
// a List) and after maxKindLines lines each way.
func secretManifest(text string, ls, indent int) bool {
	for _, up := range [...]bool{true, false} {
		at := ls
		for n := 0; n < maxKindLines; n++ {
			var line string
			if up {
				if at == 0 {
					break
				}
				s := strings.LastIndexByte(text[:at-1], '\n') + 1
				line, at = text[s:at-1], s
			} else {
				e := lineEnd(text, at)
				if e >= len(text) {
					break
				}
				at = e + 1
				line = text[at:lineEnd(text, at)]
			}
			t := strings.TrimSpace(line)
			if t == "" {
				continue
			}
			ind := len(line) - len(strings.TrimLeft(line, " \t"))
			if t == "---" || ind < indent {
				break
			}
			if ind == indent && strings.HasPrefix(t, "kind:") {
				return strings.Trim(strings.TrimSpace(t[5:]), "\"'") == "Secret"
			}
		}
	}
	return false
}

// maxKindLines bounds the lines secretManifest reads each way.
const maxKindLines = 64
