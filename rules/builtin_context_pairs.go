package rules

import "strings"

// nameValueSecret finds the value of a name/value pair written as text,
// where no JSON walk sees it: Kubernetes and ECS env lists in YAML
// ("- name: DB_PASSWORD\n  value: …", Envoy's header "key: x-api-key\n
// value: …") and JSON fragments that do not
// parse as a whole (a truncated tool output, a log line):
// "name": "API_KEY", "value": "…" (also "label" as 1Password's op prints
// fields, CloudFormation's ParameterKey/ParameterValue, a Power Platform
// deployment settings file's SchemaName/Value, and the
// initialValue/currentValue of Hoppscotch's and Postman's environment
// exports; code's key='…', value='…'). The name must say secret (contextKey)
// and the value look like one (contextValue); the value member may
// follow on the next line, indented (aws ecs describe-task-definition). Pairs inside a valid JSON
// document are also seen by structured-secret, with the same span.
func nameValueSecret() *reRule {
	d := newReRule(Rule{
		ID:          "name-value-secret",
		Description: "Value of a name/value pair in YAML or JSON text (Kubernetes env: - name: DB_PASSWORD / value: …) whose name says secret; the value must look like one.",
		Keywords:    []string{"value:", `"value"`, `parametervalue"`, `initialvalue"`, `currentvalue"`, `server_value"`, `"v"`, "value =", "value  =", "value   =", "value    =", "value\t=", "value="},
		Severity:    SeverityMedium,
	}, func(key, v string) bool {
		// Postman's apikey auth lists the key as {"key": "value", "value": …}
		return contextKey(key) && contextValue(v) || key == "value" && nearValue(v)
	},
		`(?:^|\n)[ \t]{0,40}(?:-[ \t]{1,8})?(?:name|key):[ \t]{0,8}["']?(?P<key>[A-Za-z0-9_./\-]{1,64})["']?[ \t]{0,8}\r?\n[ \t]{1,40}value:[ \t]{0,8}`,
		// Pterodactyl's egg variables: {"env_variable": "RCON_PASS", "server_value": v}
		`"(?:name|key|label|Name|Key|Label|ParameterKey|parameterKey|env_variable|SchemaName|k)"[ \t]{0,8}:[ \t]{0,8}"(?P<key>[^"\\\n]{1,64})"[ \t]{0,8},[ \t\r\n]{0,40}"(?:value|Value|ParameterValue|parameterValue|initialValue|currentValue|server_value|v)"[ \t]{0,8}:[ \t]{0,8}`,
		// Hoppscotch's and Postman's exports: the currentValue after the
		// initialValue
		`"(?:name|key|Name|Key)"[ \t]{0,8}:[ \t]{0,8}"(?P<key>[^"\\\n]{1,64})"[ \t]{0,8},[ \t\r\n]{0,8}"initialValue"[ \t]{0,8}:[ \t]{0,8}"[^"\\\n]{0,300}"[ \t]{0,8},[ \t\r\n]{0,8}"currentValue"[ \t]{0,8}:[ \t]{0,8}`,
		// HCL's name = "k" / value = "v" blocks (helm_release's set {}),
		// as terraform plan prints them too (+ name = …, + value = …)
		`(?:^|\n)[ \t]{0,40}(?:[+~-][ \t]{1,4})?name[ \t]{0,8}=[ \t]{0,8}"(?P<key>[^"\\\n]{1,64})"[ \t]*\r?\n[ \t]{0,40}(?:[+~-][ \t]{1,4})?value[ \t]{0,8}=[ \t]{0,8}`,
		// code's and reprs' pairs: gRPC's _Metadatum(key='x-api-key',
		// value='v'), an object literal {name: 'X-Api-Key', value: 'v'}
		// (Go's and C#'s {Name: "X-Api-Key", Value: "v"} capitalized)
		`\b(?:[Nn]ame|[Kk]ey)[ \t]{0,4}[=:][ \t]{0,4}["'](?P<key>[^"'\\\n]{1,64})["'][ \t]{0,4},[ \t\r\n]{0,40}[Vv]alue[ \t]{0,4}[=:][ \t]{0,4}`,
	)
	d.gates = []func(string, int) bool{
		// "value" is frequent; the pair's name must be close before it
		func(text string, h int) bool {
			w := text[max(0, h-160):h]
			return hitIs("value:")(text, h) && (strings.Contains(w, "name:") || strings.Contains(w, "key:"))
		},
		func(text string, h int) bool {
			if !hitIs(`"value"`, `parametervalue"`, `initialvalue"`, `currentvalue"`, `server_value"`, `"v"`)(text, h) {
				return false
			}
			w := text[max(0, h-140):h]
			return strings.Contains(w, `"name"`) || strings.Contains(w, `"key"`) || strings.Contains(w, `"Name"`) || strings.Contains(w, `"Key"`) || strings.Contains(w, `"env_variable"`) ||
				strings.Contains(w, `"k"`) ||
				strings.Contains(w, `"label"`) || strings.Contains(w, `"Label"`) || strings.Contains(w, `ParameterKey"`) || strings.Contains(w, `parameterKey"`) ||
				strings.Contains(w, `SchemaName"`)
		},
	}
	d.gates = append(d.gates, hitIs(`currentvalue"`), func(text string, h int) bool {
		// terraform fmt aligns the '=' of a block's keys: blanks or a tab before it
		return hitIs("value =", "value  =", "value   =", "value    =", "value\t=")(text, h) && strings.Contains(text[max(0, h-160):h], "name")
	}, func(text string, h int) bool {
		if !hitIs("value=", "value:", "value =")(text, h) {
			return false
		}
		w := text[max(0, h-120):h]
		return strings.Contains(w, "key") || strings.Contains(w, "name") || strings.Contains(w, "Key") || strings.Contains(w, "Name")
	})
	d.before = []int{200, 140, 440, 200, 140}
	// the values are parsed by hand (parseValue): a {1,300} repetition
	// makes the automaton large and slow
	d.tails = []func(string, int) (int, int, bool){
		// a YAML comment's '#' follows a blank, where a bare value ends
		// anyway: a '#' inside the value is the value's (pa#ss)
		func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'") },
		func(text string, at int) (int, int, bool) { return parseValue(text, at, ",}]") },
		func(text string, at int) (int, int, bool) { return parseValue(text, at, ",}]") },
		func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"") },
		func(text string, at int) (int, int, bool) {
			if at >= len(text) || text[at] != '"' && text[at] != '\'' {
				return 0, 0, false // code's value is a literal, not a name
			}
			return parseValue(text, at, "\"'")
		},
	}
	return d
}

// authorizationHeader finds the credentials of an Authorization header
// whose scheme is neither Bearer nor Basic (bearer-token and
// basic-auth-header read those): GitHub's "token …", Discord's "Bot …",
// Okta's "SSWS …", GoDaddy's "sso-key …", Infobip's "App …",
// "Uploadcare.Simple pub:secret", "DeepL-Auth-Key …" — any one word of
// a scheme, a SPNEGO token (Negotiate) and NTLM's authenticate message —
// or of none: many APIs take the key itself as the header's
// value (Authorization: sk_…), in a request file, a client's code or a
// proxy's config as much as in curl, and in Ruby's hashes
// ("Authorization"=>"…"). The value must be one run of a token's
// characters that passes contextValue; a scheme's parameters
// (Digest username="…", realm=…, OAuth 1.0's oauth_…=) are no run.
func authorizationHeader() *reRule {
	d := newReRule(Rule{
		ID:          "authorization-header",
		Description: "Credentials of an Authorization header (also Proxy- and X-…-Authorization) given with a scheme other than Bearer or Basic (token, Bot, SSWS, App, sso-key, Uploadcare.Simple…) or with none (the key itself); not a scheme's parameters.",
		Keywords:    []string{"authorization"},
		Severity:    SeverityHigh,
	}, func(scheme, v string) bool {
		l := strings.ToLower(v)
		switch strings.ToLower(strings.TrimSpace(scheme)) {
		case "negotiate":
			// SPNEGO: a Kerberos AP-REQ, replayable while the ticket lives
			return len(v) >= 64 && strings.Trim(strings.TrimRight(v, "="), stdB64Letters) == ""
		case "ntlm":
			// NTLM's third message holds the NTLMv2 response, crackable
			// offline; the first two (negotiate, challenge) do not
			return strings.HasPrefix(v, "TlRMTVNTUAADAAAA")
		case "bearer", "basic", "digest", "aws4-hmac-sha256", "hoba", "mutual", "vapid", "realm":
			return false // read by their own rules, or parameters
		case "client-id", "clientid", "client_id":
			return false // Imgur's public client id
		}
		if i := strings.IndexByte(v, '='); i > 0 && strings.TrimRight(v[i:], "=") != "" {
			return false // name=value: a parameter, not a token (padding ends a token)
		}
		if strings.HasSuffix(v, ":") {
			return false // a label of prose: "may require authorization: server message: …"
		}
		return contextValue(v) && !strings.HasPrefix(l, "oauth_") && !strings.HasPrefix(l, "realm=")
	},
		`(?i)\b(?:proxy-|x-[a-z0-9]{1,20}-)?authorization["']?\]?[ \t]{0,4}(?:=>|[:=,])[ \t]{0,4}["']?(?P<key>[a-z][a-z0-9.-]{1,38}[ \t]{1,8})?`)
	d.tails = []func(string, int) (int, int, bool){func(text string, at int) (int, int, bool) {
		s, e, ok := runTail(text, at, isAuthChar, 8)
		if ok && e < len(text) && !authValueEnd(text[e]) {
			return 0, 0, false // the value goes on past a token's characters: prose, code, parameters
		}
		// a public id and its secret (Uploadcare.Simple pub:secret): the
		// secret; a short tail is the key's own (DeepL's …:fx)
		if c := strings.IndexByte(text[s:e], ':'); ok && c > 0 && e-(s+c+1) >= 16 && strings.Count(text[s:e], ":") == 1 {
			s += c + 1
		}
		return s, e, ok
	}}
	return d
}

// authValueEnd reports a byte that may end a header's value: a quote, a
// blank, a line's end, a separator of code or a shell.
func authValueEnd(c byte) bool { return strings.IndexByte("\"'` \t\r\n,;)}]\\", c) >= 0 }

func isAuthChar(c byte) bool { return isB64URL(c) || strings.IndexByte("._~+/=:", c) >= 0 }

// runTail returns the run of bytes passing ok at text[at:], at most maxBare
// bytes, when it is at least min bytes long.
func runTail(text string, at int, ok func(byte) bool, min int) (int, int, bool) {
	e := at
	for e < len(text) && e-at < maxBare && ok(text[e]) {
		e++
	}
	return at, e, e-at >= min
}

// stdB64Letters is standard base64's alphabet, without padding.
const stdB64Letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
