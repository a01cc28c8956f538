package rules

import (
	"strings"
)

// envRandomID is the rule of random values assigned to environment
// variables whose names do not say secret (see envRandom).
const envRandomID = "vendor-env-value"

// envRandom finds the strongly random value of an environment variable
// named after a service alone (ASHBY=<hex>, NC_XC=<token>, MANYCHAT=
// <id>:<hex>), as .env files, export lines and docker -e lists write
// vendors' keys (or a constant of code, OST = "<key>"): the name says
// whose key it is, not that it is one, so
// no key-name rule reads it, and the value is not always long or mixed
// enough to stand alone (generic-random-token). A line of .env syntax,
// NAME=value, the name in capitals; the value strongly random
// (nearValue) or hex of 32 digits or more, alone on its line. Names of
// ids, hashes, commits, versions, hosts, paths and public keys (BUILD_ID,
// GIT_SHA, IMAGE_DIGEST, SITE_KEY) hold such values and are refused; a
// name that says secret is secret-assignment's.
type envRandom struct{ rule Rule }

func newEnvRandom() *envRandom {
	return &envRandom{rule: Rule{ID: envRandomID, Source: SourceBuiltin, Severity: SeverityLow,
		Description: "Strongly random value (a token, 32+ hex digits) of an environment variable named after a service alone (ASHBY=<hex>, MANYCHAT=<id>:<hex>); not the names of ids, hashes, commits, versions, hosts or public keys."}}
}

func (r *envRandom) info() *Rule { return &r.rule }

func (r *envRandom) find(text string, _ []int, out []Match) ([]Match, error) {
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		out = envLine(text, ls, le, out)
		ls = le + 1
	}
	return out, nil
}

// envLine appends the value of the line text[ls:le] when it is NAME=value
// (export maybe before it) and passes the gates.
func envLine(text string, ls, le int, out []Match) []Match {
	ns := skipSpaces(text, ls)
	if ns < le && text[ns] == 'e' && strings.HasPrefix(text[ns:le], "export ") {
		ns = skipSpaces(text, ns+len("export "))
	}
	if ns >= le || !isUpper(text[ns]) {
		return out // the cheap test: most lines start otherwise
	}
	eq := ns + 1
	for eq < le && eq-ns <= 64 && (isUpper(text[eq]) || isDigit(text[eq]) || text[eq] == '_') {
		eq++
	}
	name := text[ns:eq]
	spaced := false
	if eq+2 < le && text[eq] == ' ' && text[eq+1] == '=' && text[eq+2] == ' ' {
		eq, spaced = eq+1, true // a constant of code: OST = "<key>"
	}
	if eq >= le || text[eq] != '=' || !envName(name) {
		return out
	}
	vs, ve := eq+1, le
	if spaced {
		vs = skipSpaces(text, vs)
	}
	for ve > vs && (text[ve-1] == ' ' || text[ve-1] == '\t' || text[ve-1] == '\r') {
		ve--
	}
	if ve-vs >= 2 && (text[vs] == '"' || text[vs] == '\'') && text[ve-1] == text[vs] {
		vs, ve = vs+1, ve-1
	} else if spaced {
		return out // code's constant must be a string literal
	}
	if v := text[vs:ve]; envRandomValue(v) && !envBenignName(name) && !secretKey(name) && !contextKey(name) {
		out = append(out, Match{RuleID: envRandomID, Start: vs, End: ve, Secret: v})
	}
	return out
}

// envName reports an environment variable's name: capitals, digits and
// '_', a capital first, 2 to 64 bytes.
func envName(n string) bool {
	if len(n) < 2 || len(n) > 64 || !isUpper(n[0]) {
		return false
	}
	for i := 1; i < len(n); i++ {
		if c := n[i]; !isUpper(c) && !isDigit(c) && c != '_' {
			return false
		}
	}
	return true
}

// envBenignWords are the words of names whose values are random but
// public or not credentials.
var envBenignWords = map[string]bool{"ID": true, "IDS": true, "UUID": true, "GUID": true, "HASH": true, "SHA": true, "SHA1": true,
	"SHA256": true, "SHA512": true, "MD5": true, "COMMIT": true, "REV": true, "REVISION": true, "DIGEST": true, "CHECKSUM": true,
	"VERSION": true, "BUILD": true, "RELEASE": true, "IMAGE": true, "TAG": true, "REF": true, "HOST": true, "URL": true, "URI": true,
	"PATH": true, "DIR": true, "FILE": true, "NAME": true, "USER": true, "USERNAME": true, "EMAIL": true, "PORT": true, "REGION": true,
	"PUBLIC": true, "PUB": true, "SITE": true, "PUBLISHABLE": true, "CLIENT": true, "ACCOUNT": true, "PROJECT": true, "ORG": true,
	"TENANT": true, "NONCE": true, "FINGERPRINT": true, "THUMBPRINT": true, "SERIAL": true, "TRACE": true, "REQUEST": true,
	"SESSION": false, "CACHE": true, "CHANNEL": true, "COLOR": true, "THEME": true, "ANALYTICS": true, "MEASUREMENT": true,
	"GTM": true, "GA": true, "PIXEL": true, "DSN": true, "BUCKET": true, "TABLE": true, "DATABASE": true, "DB": false, "QUEUE": true,
	"TOPIC": true, "ZONE": true, "DOMAIN": true, "WORKSPACE": true, "TEAM": true, "SPACE": true, "ENVIRONMENT": true, "APP": false,
	"HREF": true, "SRC": true, "ADDRESS": true, "ADDR": true, "WALLET": true, "MID": true, "INDEX": true, "REPOSITORY": true, "REPO": true, "ACTION": true, "CLASS": true, "STYLE": true, "CONTENT": true, "TYPE": true, "ALT": true}

// envBenignName reports a name holding a word of envBenignWords, or a
// word ending in one (HOSTNAME, P4PORT).
func envBenignName(n string) bool {
	for _, w := range strings.Split(n, "_") {
		if envBenignWords[w] {
			return true
		}
		for _, b := range [...]string{"NAME", "PORT", "HOST", "ADDRESS", "ADDR", "ID", "PATH", "URL", "DIR"} {
			if strings.HasSuffix(w, b) {
				return true
			}
		}
	}
	return false
}

// envRandomValue is the gate of the value: strongly random, or 32 hex
// digits or more of letters and digits, or a numeric id and such a
// secret joined by ':' (an app id and its secret).
func envRandomValue(v string) bool {
	if len(v) < minNearValue || len(v) > 512 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isAlnum(c) && strings.IndexByte("_-+/.~:", c) < 0 && (c != '=' || strings.TrimRight(v[i:], "=") != "") {
			return false // more than one token: a list, a command, cat -v's ^@ between variables
		}
	}
	if c := strings.IndexByte(v, ':'); c > 0 && c <= 20 && isDigits(v[:c]) {
		v = v[c+1:]
	}
	if strings.IndexByte(v, ':') >= 0 || strings.IndexByte(v, '.') >= 0 && (strings.IndexByte(v, '/') >= 0 || hostValue.MatchString(v)) || publicKeyValue(v) ||
		strings.HasPrefix(v, "public_") || strings.HasPrefix(v, "pub_") || strings.HasPrefix(v, "0x") {
		return false // an address, a path, a host (s3.eu-central-1.amazonaws.com), a public key, an on-chain address
	}
	if len(v) >= 32 && isHexString(strings.ToLower(v)) {
		return classBits(v)&4 != 0 && classBits(v)&3 != 0 && shannon(v) >= 3.0 // digits and letters of either case
	}
	return len(v) >= 20 && nearValue(v) && !uuidValue.MatchString(v)
}
