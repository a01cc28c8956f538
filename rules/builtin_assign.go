package rules

import (
	"bytes"
	"encoding/base64"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// secretKeyEnds are the endings (lower case, separators removed) of key
// names that say their value is a secret. A key must end with one:
// "db_password" and "clientSecret" qualify, "totalTokens", "max_tokens",
// "tokenizer" and "secret_name" do not.
var secretKeyEnds = []string{
	"password", "passwd", "passphrase", "pwd", "secret", "token", "apikey", "privatekey",
	"passwrd", "passowrd", "pasword", // misspelt, as in the error messages of a DSN that fails
	"pswd",             // PeopleSoft's abbreviation (UserPswd, ConnectPswd in psappsrv.cfg)
	"adminkey",         // Algolia's admin API key, a search service's ADMIN_KEY
	"sessioncookie",    // a session's cookie value (session_cookie, SESSION_COOKIE)
	"masterauth",       // Redis' password of its primary (masterauth)
	"bindpw", "rootpw", // LDAP's bind and root passwords (nslcd, slapd)
	"accesskey", "authkey", "secretkey", "credential", "credentials", "signingkey", "encryptionkey",
	"transactionkey",         // Authorize.net's API credential
	"psk",                    // a network's pre-shared key (Wi-Fi, IPsec)
	"accesscode",             // a device's LAN access code (Bambu Lab's access_code), a door's or an account's
	"community", "cmntyname", // SNMP's community string (snmp_exporter's community:, a printer's snmpCommunityName)
	"keymaterial", // a Wi-Fi profile's passphrase (netsh wlan <keyMaterial>)
	"gslt",        // a Steam game server's login token (STEAM_GSLT, +sv_setsteamaccount)
	// an alerting or logging service's key that sends in the account's
	// name (PagerDuty's routing_key and integration key, LogDNA's and
	// Mezmo's ingestion key); an AMQP routing key is a word, which the
	// value's gate refuses
	"routingkey", "integrationkey", "ingestionkey",
	"privateexponent",           // an RSA key's private exponent (Unreal's DefaultCrypto.ini SigningPrivateExponent)
	"secretwrite", "secretread", // Murmur's Ice secrets (icesecretwrite)
	"pskc",                // a Thread network's pre-shared key for the commissioner
	"authcode", "eppcode", // a domain's transfer code (EPP auth-code)
	"authtok",                 // SSSD's and PAM's word for the bind password (ldap_default_authtok)
	"secretkeybase",           // Rails' SECRET_KEY_BASE, which signs and encrypts its cookies
	"mulekey",                 // MuleSoft's key of its secure properties (-Dmule.key, <mule.key>)
	"dbkeybase", "otpkeybase", // and its siblings GitLab keeps in gitlab-secrets.json (Keybase, the service, is no secret)
	"bearer",       // a bearer token kept under the scheme's name (PROXYCURL_BEARER)
	"erlangcookie", // the shared secret of an Erlang cluster (RABBITMQ_ERLANG_COOKIE)
	"passcode",     // a meeting's or an API's passcode (X-CleverTap-Passcode)
	"pepper",       // a secret mixed into every password's hash (Devise's config.pepper)
	// an application's salt, which its configuration keeps secret like a
	// pepper (Flask-Security's SECURITY_PASSWORD_SALT, Drupal's hash_salt,
	// Moodle's passwordsaltmain); a record's own "salt" beside its hash
	// is stored in the clear and stays
	"passwordsalt", "passwordsaltmain", "hashsalt", "securitysalt",
	// TeamViewer's passwords in the registry, AES under a key its
	// builds share (SecurityPasswordAES, OptionsPasswordAES): readable
	// by whoever has the value
	"passwordaes",
	"license", "licence", "licensekey", // a signed license (DJI's appLicense, USER_APP_LICENSE); "license": "MIT" is no random value
	// Dutch and German compounds ending in the word for a key
	// (Koppelsleutel, ApiSchluessel); the words for a password are
	// localized-credential-value's, whose value gates know them
	"sleutel", "schluessel",
}

var (
	numericValue = regexp.MustCompile(`^[0-9.,:_-]+$`)
	// codeValue: a call or an index (os.getenv(…), cfg[…]), a member
	// chain (self.token, config.db.password, JavaScript's optional
	// chaining and private names: config?.apiKey, this.#token), a member
	// chain followed by an operator (t.pad_token??"", i.token+i.next.token,
	// minified JavaScript), an arrow function (s=>s).
	codeValue = regexp.MustCompile(`^(?:\+\+|--|!|\.\.\.|@{1,2})?(?:[A-Za-z_$][A-Za-z0-9_$]*(?:\?\.)?[(\[]|[A-Za-z_$][A-Za-z0-9_$]*(?:\|\||&&|\?\?)[A-Za-z_$!(]|(?:[A-Za-z_$][A-Za-z_$]*(?:\??\.#?|->|::|&\.))+[A-Za-z_$][A-Za-z0-9_$]*(?:[(\[].*)?$|` +
		`[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\??\.#?|->|::|&\.)[A-Za-z_$][A-Za-z0-9_$]*)+(?:\?\?|\|\||&&|\?\.|\(|(?:\+\+|--)$|[-+*/%=][A-Za-z_$][A-Za-z0-9_$]*\.)|(?:[A-Za-z_$][A-Za-z_$]*\.)+[a-z_$][A-Za-z_$]*[-+*/%]$|[A-Za-z_$][A-Za-z0-9_$]*=>)`)
	wordValue = regexp.MustCompile(`^(?:[a-z]{1,11}|[A-Z][a-z]+|[a-z]{2,14}\.)$`) // a word, or the last of a sentence (specified.)
	// addrLiteral: Go's address of a composite literal (&Block{, &pkix.Name{)
	// and a composite literal with named fields (Writer{wr: w})
	addrLiteral = regexp.MustCompile(`^&[A-Za-z_][A-Za-z0-9_.]*\{|^[A-Za-z_][A-Za-z0-9_.]*\{(?:[A-Za-z_][A-Za-z0-9_]*:|\}|$)`)
	// abnfRepeat: a grammar's repetition (token = 1*tchar, 1*<any CHAR>)
	abnfRepeat = regexp.MustCompile(`^(?:[0-9]+\*[0-9]*[A-Za-z<(]|\*[0-9]*[<(])`)
	yamlTag    = regexp.MustCompile(`^!!?[A-Za-z][A-Za-z0-9:._-]*$`)
	// identPattern: a format string's field ({password}, {pw!r}, {0}).
	identPattern = regexp.MustCompile(`^(?:[A-Za-z_][A-Za-z0-9_.]*|\d+)(?:![rsa])?$`)
)

// secretAssignment finds values assigned to secret-sounding keys in env,
// ini, YAML, JSON, TOML, code and shell (`export X=…`, `--password=…`,
// `--token …`, `mysql -p…`, `sshpass -p …`), and the values reg query
// prints (`ProxyPassword    REG_SZ    v`).
// secretNameWords are the words that end a secret key's name in the
// patterns of secret-assignment and credential-comparison (db_password,
// apiKey, CLIENT_SECRET, signing.key), as a regular expression's
// alternatives.
const secretNameWords = `password[_\-.]?salt(?:main)?|hash[_\-.]?salt|security[_\-.]?salt|passw(?:or|r)?d|passowrd|pasword|pswd|passphrase|pwd|pw|secret|token|authtok|pepper|(?:secret[_\-.]?|db[_\-.]?|otp[_\-.]?)key[_\-.]?base|mule[_\-.]?key|api[_\-.]?key|admin[_\-.]?key|private[_\-.]?key|access[_\-.]?key|auth[_\-.]?key|secret[_\-.]?key|credentials?|signing[_\-.]?key|encryption[_\-.]?key|psk|auth[_\-.]?code|access[_\-.]?code|community|epp[_\-.]?code|transaction[_\-.]?key|bearer|erlang[_\-.]?cookie|sleutel|schluessel`

func secretAssignment() *reRule {
	d := newReRule(Rule{
		ID:          "secret-assignment",
		Description: "Value assigned to a key whose name says secret (password, secret, token, api_key, client_secret, private_key…) in env, ini, YAML, JSON, TOML, code or shell.",
		Keywords: []string{"passw", "passowrd", "pasword", "pswd", "key_base", "mule.key", "mule_key", "_pass", "-pass", ".pass", "pass=", "pass:", "pass\"", "pass'", "pass =", "pass :", "pass ", "pass\t", "pass[", "_pw", "pw=", "pw:", "pw\"", "pw'", "pw =", "pw ", "pw\t", "masterauth", "passphrase", "pwd", "secret", "token", "api_key", "apikey", "api-key", "admin_key", "adminkey", "admin-key", "private_key", "privatekey", "private-key", "access_key", "accesskey", "auth_key", "credential", "signing", "encryption", "authtok", "-p",
			"psk", "authcode", "auth_code", "auth-code", "accesscode", "access_code", "access-code", "community", "eppcode", "epp_code", "transactionkey", "transaction_key", "bearer", "erlang", "passcode", "pepper", "sleutel", "schluessel",
			"passnt", "passlm", "_pin", "-pin", ".pin", "pin=", "pin:", "pin =", "pin\"", "pin'", "hash_salt", "hashsalt", "hash-salt", "security_salt", "security.salt", "securitysalt", "_salt",
			"gslt", "routing_key", "routingkey", "integration_key", "integrationkey", "ingestion_key", "ingestionkey", "rune\"", "rune:", "rune=", "keymaterial", "privateexponent", "secretwrite", "secretread",
			"license\"", "license'", "license:", "license=", "license =", "licence\"", "licence:", "licence=", "licensekey", "license_key", "license-key"},
		Severity: SeverityMedium,
	}, acceptAssignment,
		// key = value, key: value, "key": "value", key := value, key => value,
		// key ?= value (make), key ||= value (Ruby), key ??= value (JavaScript)
		`(?i)(?:^|[^a-z0-9_])(?P<key>[a-z0-9_.\-]{0,40}(?:`+secretNameWords+`|pass)[0-9]{0,2}(?:[_\-.]?value)?)["']?\]?["']?[ \t]{0,4}(?:[ \t]as[ \t]+[a-z0-9_.]{1,40}[ \t]{0,4})?(?:=|:=|=>|:|\?=|\+=|\|\|=|\?\?=)[ \t]{0,4}`,
		// --password=value, --token value
		`(?i)(?:^|\s)--(?P<key>[a-z0-9\-]{0,30}(?:password|passwd|passphrase|secret|token|api-key|apikey|pass|pwd))(?:=|[ \t]+)`,
		// mysql -psecret, sshpass -p secret
		// (-p'v' and -p"v" quote it, '-pv' and "-pv" quote the word: a
		// script's, a CI step's, an argv list's; '\'' writes a quote. A
		// quote after -p that closes the word around the command,
		// 'mysql -u root -p' && echo 'x', opens no value: what follows
		// it starts with a blank or an operator)
		`\b(?:mysql(?:dump|admin|import|sh)?|mariadb)\b`+cmdArgs+`{0,200}?\s['"]?-p(?:'((?:[^'\s,;)|&<>]|'\\'')(?:[^'\n]|'\\'')*)'|"((?:[^"\\\s,;)|&<>]|\\.)(?:[^"\\\n]|\\.)*)"|([^\s'"\x60]{4,300}))`,
		`\bsshpass\s+-p\s*(?:"([^"\n]{4,300})"|'([^'\n]{4,300})'|([^\s"'\x60]{4,300}))`,
		// ENV KEY value (Dockerfile), setx KEY value, setenv KEY value, set -x KEY value (fish)
		`(?im)(?:^[ \t]*(?:ENV|ARG)|\b`+envSetCommands+`)[ \t]+(?P<key>[a-z0-9_.\-]{0,40}(?:`+secretNameWords+`))[ \t]+`,
		// reg query's output: "    ProxyPassword    REG_SZ    v", and a
		// binary value under a password's name (SecurityPasswordAES)
		`(?im)^[ \t]+(?P<key>[a-z0-9_.\-]{0,40}(?:`+secretNameWords+`|pass)(?:aes)?)[ \t]+REG_(?:SZ|EXPAND_SZ|BINARY)[ \t]+([^\s][^\r\n]{0,299}?)[ \t]*\r?$`,
		// C and Arduino: #define KEY "v", char key[] = "v", char key[64] = "v"
		`(?im)^[ \t]*#[ \t]*define[ \t]+(?P<key>[a-z0-9_]{0,40}(?:`+secretNameWords+`|pass)[0-9]{0,2})[ \t]+`,
		`(?i)(?:^|[^a-z0-9_])(?P<key>[a-z0-9_]{0,40}(?:`+secretNameWords+`|pass))\[[0-9]{0,5}\][ \t]{0,4}=[ \t]{0,4}`,
		// a daemon's directive alone on its line, name and value apart by
		// blanks: nslcd's bindpw v, slapd's rootpw v, redis' requirepass v
		`(?im)^(?:[0-9]{1,6}[:-])?[ \t]*(?P<key>[a-z][a-z0-9_.\-]{0,40}(?:pass|passwd|password|pw|pwd|secret|authtok|masterauth|pass(?:nt|lm|ntlmv2)))[ \t]{1,16}`, // grep -n's prefix maybe; bounded, so it runs in a window
		// PHP's print_r of an object: [apiKey:App\Config:private] => v,
		// [token:protected] => v
		`(?i)\[(?P<key>[a-z0-9_.\-]{0,40}(?:`+secretNameWords+`|pass)[0-9]{0,2})(?::[a-z0-9_\\]{1,120})?:(?:private|protected)\][ \t]{0,4}=>[ \t]{0,4}`,
		// -password value, -passphrase=value: Java's, Tcl's and Go's flags
		// with one dash, spelled out (mysql::connect -user u -password v)
		`(?i)(?:^|\s)-(?P<key>password|passwd|passphrase)(?:=|[ \t]+)`,
	)
	d.gates = []func(string, int) bool{
		keyGate,
		dashGate,
		dashPGate, dashPGate, // mysql -pv, sshpass -p v: a "-p" hit, before the text gates read the whole text
		envCommandGate,
		nil,
		defineGate, arrayKeyGate,
		directiveGate,
		nil,
		singleDashGate,
	}
	d.textGates = []func(string) bool{nil, nil,
		func(text string) bool { return strings.Contains(text, "mysql") || strings.Contains(text, "mariadb") },
		func(text string) bool { return strings.Contains(text, "sshpass") },
		nil,
		func(text string) bool { return strings.Contains(text, "REG_") },
		func(text string) bool { return strings.IndexByte(text, '#') >= 0 },
		func(text string) bool { return strings.IndexByte(text, ']') >= 0 },
		nil,
		func(text string) bool {
			return strings.Contains(text, ":private]") || strings.Contains(text, ":protected]")
		},
		nil,
	}
	d.before = []int{64, 48, 0, 0, 64, 64, 64, 64, 64, 64, 8} // key prefix {0,40}, "--" within 32, the command within 64
	d.hands = []func(string, int) (string, int, int, bool){parseAssignment, nil, nil, nil, nil, nil, nil, nil, directiveHand, nil, nil}
	d.tails = []func(string, int) (int, int, bool){
		assignValue,
		func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'`") },
		nil, nil,
		func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'`") },
		nil,
		func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'`") },
		assignValue,
		directiveValue,
		assignValue,
		func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'`") },
	}
	return d
}

// singleDashGate requires the keyword hit at h to start a "-password"
// word: one dash after a blank or the line's start.
func singleDashGate(text string, h int) bool {
	return h >= 1 && text[h-1] == '-' && (h == 1 || text[h-2] == ' ' || text[h-2] == '\t' || text[h-2] == '\n')
}

// keyGate is a necessary condition for the key = value pattern at the
// keyword hit h: the key name ends within 24 identifier bytes, then an
// optional quote, at most four blanks and an operator; and the key name
// says secret (secretKeyAt). Prose ("update token error as … x=1") fails it.
func keyGate(text string, h int) bool {
	i := h
	for i < len(text) && i-h < 24 && isKeyByte(text[i]) {
		i++
	}
	if i < len(text) && text[i] == ']' && bracketKey(text, h) {
		i++ // a form field's name: user[password]=, config[secret]=
	} else if i+1 < len(text) && (text[i] == '\'' || text[i] == '"') && text[i+1] == ']' {
		i += 2 // a subscript's quoted key: $cfg['blowfish_secret'] =
	}
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	for k := 0; k < maxAlign && i < len(text) && (text[i] == ' ' || text[i] == '\t'); k++ {
		i++
	}
	if j := vbAsType(text, i); j > 0 {
		i = j
	}
	if i+1 < len(text) && (text[i] == '?' || text[i] == '+') && text[i+1] == '=' {
		i++ // make's ?= and +=
	} else if i+2 < len(text) && (text[i] == '|' && text[i+1] == '|' || text[i] == '?' && text[i+1] == '?') && text[i+2] == '=' {
		i += 2 // Ruby's ||=, JavaScript's ??=
	}
	if i+1 < len(text) && text[i] == '<' && (text[i+1] == '-' || text[i+1] == '<') {
		return secretKeyAt(text, h) // R's <- and <<-
	}
	if i < len(text) && text[i] == '{' && rubyBlockLiteral(text, i) {
		return secretKeyAt(text, h)
	}
	if i >= len(text) || (text[i] != '=' && text[i] != ':') {
		return false
	}
	if text[i] == ':' && h >= 4 && strings.HasPrefix(text[h-4:], "--- PASS:") {
		return false // go test's result line
	}
	return secretKeyAt(text, h)
}

// dashPGate passes a keyword hit that is "-p", which the mysql and
// sshpass patterns need.
func dashPGate(text string, h int) bool {
	return h+1 < len(text) && text[h] == '-' && text[h+1] == 'p'
}

// defineGate passes a keyword hit on a line that starts with C's
// #define, as the seventh pattern needs.
func defineGate(text string, h int) bool {
	// the name follows "#define" closely: a bounded read back (a hit in
	// a long line costs no scan of it)
	lo := max(0, h-256)
	k := strings.LastIndexByte(text[lo:h], '\n')
	if k < 0 && lo > 0 {
		return false
	}
	ls := lo + k + 1
	i := skipBlanks(text, ls)
	if i >= len(text) || text[i] != '#' {
		return false
	}
	i = skipBlanks(text, i+1)
	return h > i && strings.HasPrefix(text[i:], "define")
}

// arrayKeyGate passes a keyword hit whose name is followed by an array's
// brackets and '=' (char pass[] = "v", password[64] = "v"), as the
// eighth pattern needs.
func arrayKeyGate(text string, h int) bool {
	i := h
	for i < len(text) && i-h < 24 && isWordByte(text[i]) {
		i++
	}
	if i >= len(text) || text[i] != '[' {
		return false
	}
	i++
	for k := 0; k < 5 && i < len(text) && isDigit(text[i]); k++ {
		i++
	}
	if i >= len(text) || text[i] != ']' {
		return false
	}
	i = skipBlanks(text, i+1)
	return i < len(text) && text[i] == '='
}

// bracketKey reports whether the key name holding the keyword hit h
// opens with '[' (user[password], config[secret]): the bracket closing it
// belongs to the name.
func bracketKey(text string, h int) bool {
	s := h
	for s > 0 && h-s < 40 && isKeyByte(text[s-1]) {
		s--
	}
	return s > 0 && text[s-1] == '['
}

// envCommandGate passes a keyword hit on a line that sets a variable by a
// command taking its name and value as two words, as the fifth pattern
// reads it: a Dockerfile's ENV or ARG at the line's start (upper case:
// env is also the Unix command), Windows' setx, csh's setenv, fish's set
// -x/-gx/-U (case ignored). "ENV KEY=value" is the first pattern's.
func envCommandGate(text string, h int) bool {
	lo := max(0, h-64)
	nl := strings.LastIndexByte(text[lo:h], '\n')
	line := text[lo+nl+1 : h] // the line before h, its last 64 bytes at most
	if nl >= 0 || lo == 0 {
		// the line starts in the window: ENV and ARG start it
		if t := strings.TrimLeft(line, " \t"); len(t) > 3 && (strings.HasPrefix(t, "ENV") || strings.HasPrefix(t, "ARG")) && isBlank(t[3]) {
			return true
		}
	}
	// setx, setenv, set -x: anywhere on the line (after cd … && too)
	return containsFold(line, "set") && envSetCommand.MatchString(line)
}

// envSetCommand is the command part of the fifth pattern but ENV and ARG.
var envSetCommand = regexp.MustCompile(`(?i)\b` + envSetCommands + `[ \t]`)

// envSetCommands are the commands (but ENV and ARG) that set a variable
// from two words: setx, setenv, fish's set -x/-gx/-U.
const envSetCommands = `(?:setx|setenv|set[ \t]+-[gxu]{1,3})`

// parseAssignment parses key = value around the keyword hit h, as the
// first pattern of secretAssignment describes: the key is the identifier
// holding h (up to 40 bytes before it), then an optional quote, at most four
// blanks, an operator (= := => : ?= +=), at most four blanks and the value
// (parseValue). It is what the regular expression matches, at a fraction of
// the cost (the gate has already checked the shape).
func parseAssignment(text string, h int) (string, int, int, bool) {
	ks := h
	for ks > 0 && h-ks < 40 && isKeyByte(text[ks-1]) {
		ks--
	}
	i := h
	for i < len(text) && i-h < 24 && isKeyByte(text[i]) {
		i++
	}
	key := text[ks:i]
	if i < len(text) && text[i] == ']' && ks > 0 && text[ks-1] == '[' {
		i++ // user[password]=v
	} else if i+1 < len(text) && ks > 1 && (text[i] == '\'' || text[i] == '"') && text[i+1] == ']' && text[ks-1] == text[i] && text[ks-2] == '[' {
		i += 2 // $cfg['blowfish_secret'] = 'v', config["api_key"] = "v"
	}
	ke := i
	i, ok := assignOperator(text, i)
	if !ok || arnResource(text, ks) || literalEndsAtOperator(text, ks, ke, i) {
		return "", 0, 0, false
	}
	if ks >= 2 && text[ks-2:ks] == "${" && text[i-1] == ':' && i < len(text) {
		switch text[i] {
		case '-', '=':
			i++ // a shell default, ${DB_PASSWORD:-v}: the value is v
		case '?', '+':
			return "", 0, 0, false // an error message (${X:?X is required}) or another word when set
		}
	}
	if s, e, ok := bracedValue(text, i, key); ok {
		return key, s, e, true
	}
	if at, ok := dynamoValue(text, i); ok {
		i = at
	}
	s, e, ok := assignValue(text, i)
	return key, s, e, ok
}

// literalEndsAtOperator reports a key that opens a string literal which
// closes right after the operator, an operator of code after it:
// "DB_PASSWORD="+pw, "PWD=" + dir, 'TOKEN='.$t, "KEY=", v (not '%': a
// password may start with it). The value is
// that expression, and the quote at vs is the literal's close, not a
// value's opening. A value quoted inside a literal whose escapes a
// decoder removed ("CONFIG": "API_KEY="v"") is still one.
func literalEndsAtOperator(text string, ks, ke, vs int) bool {
	if ks == 0 || vs >= len(text) {
		return false
	}
	q := text[ks-1]
	if q != '"' && q != '\'' || ke < len(text) && text[ke] == q || text[vs] != q {
		return false
	}
	i := skipBlanks(text, vs+1)
	return i < len(text) && strings.IndexByte("+.,)", text[i]) >= 0
}

// dynamoValue returns where the string of a DynamoDB typed attribute
// starts, {"S": "v"} at text[i] (aws dynamodb get-item, scan): the type
// names no value, the attribute's key does.
func dynamoValue(text string, i int) (int, bool) {
	if !strings.HasPrefix(text[i:], `{"S"`) {
		return 0, false
	}
	j := skipBlanks(text, i+4)
	if j >= len(text) || text[j] != ':' {
		return 0, false
	}
	j = skipBlanks(text, j+1)
	return j, j < len(text) && text[j] == '"'
}

// arnResource reports a key name at text[ks] that is an ARN's resource
// type (arn:aws:secretsmanager:…:secret:prod/db-AbCdEf): it names what
// follows, a secret's name, not its value.
func arnResource(text string, ks int) bool {
	return ks > 0 && text[ks-1] == ':' && strings.Contains(text[max(0, ks-80):ks], "arn:")
}

// assignValue reads the value of key = value at text[at]: a YAML block
// scalar holding one line (blockScalarValue), or what parseValue reads.
// A YAML key's value starting with '|' or '>' that is no such block is a
// longer block, or an indicator glued to its next line by a fold join
// ("key: |2" and the value): not a value. After '=' (DB_PASSWORD=|v)
// those characters are the value's own.
func assignValue(text string, at int) (int, int, bool) {
	at += varDumpString(text, at) // PHP's var_dump: ["password"]=>\n  string(17) "v"
	at += wrappedRocket(text, at) // Ruby's pp: {:secret_key_base=>\n  "v"
	if afterColon(text, at) {
		at += yamlScalarTag(text[at:]) // password: !!str 0123, token: !!binary <base64>
		at += spewString(text[at:])    // Password: (string) (len=12) "v"
	}
	at += debuggerType(text[at:])   // Token = {string} "v", password = 0x5555… "v", password: Some("v")
	at += literalWrapper(text[at:]) // 'process.env.KEY': JSON.stringify('v')
	at += valueObject(text[at:])    // ARM's and actuator's "dbPassword": {"value": "v"}
	if s, e, ok := blockScalarValue(text, at); ok {
		return s, e, true
	}
	if at < len(text) && (text[at] == '|' || text[at] == '>') && afterColon(text, at) {
		return 0, 0, false
	}
	if at+1 < len(text) && text[at] == '[' && (text[at+1] == '"' || text[at+1] == '\'') {
		// a list of secrets (SECRET_KEY_FALLBACKS = ["v"], secret:
		// ["new", "old"]): its first element here, the others through
		// secret-list
		at++
	}
	at += stringPrefix(text, at) // @rmtpassword = N'v', kSecret = @"v"
	if s, e, ok := odbcBraced(text, at); ok {
		return s, e, true
	}
	return parseValue(text, at, "\"'`,;)}]")
}

// odbcBraced returns the span inside an ODBC connection string's braced
// value (PWD={v};), which quotes a value holding ; = or blanks: '{'
// right after '=', '}' before ';', a quote or the line's end. A format's
// field (PWD={pwd}, {0}) is no value.
func odbcBraced(text string, at int) (int, int, bool) {
	if at == 0 || at+2 >= len(text) || text[at] != '{' || text[at-1] != '=' {
		return 0, 0, false
	}
	k := strings.IndexAny(text[at+1:min(len(text), at+1+maxQuoted)], "{}\n")
	if k <= 0 || text[at+1+k] != '}' {
		return 0, 0, false
	}
	s, e := at+1, at+1+k
	if e+1 < len(text) && strings.IndexByte(";\"'\r\n", text[e+1]) < 0 || identPattern.MatchString(text[s:e]) {
		return 0, 0, false
	}
	return s, e, true
}

// varDumpString returns the length of the line break, indentation and
// type PHP's var_dump writes between an array key's "=>" and a string
// value (["password"]=>\n  string(17) "v"), or 0.
func varDumpString(text string, at int) int {
	i, _ := rocketBreak(text, at)
	if i < 0 || !strings.HasPrefix(text[i:], "string(") {
		return 0
	}
	j := i + len("string(")
	for j < len(text) && j-i < 16 && isDigit(text[j]) {
		j++
	}
	if !strings.HasPrefix(text[j:], ") \"") {
		return 0
	}
	return j + 2 - at
}

// rocketBreak returns where the next line's text starts when a hash
// key's "=>" ends at text[at] (the expressions' operator may have taken
// its '=' alone) and a line break follows it, and whether that line is
// indented; -1 when it is not so.
func rocketBreak(text string, at int) (int, bool) {
	i := at
	if i > 0 && i < len(text) && text[i] == '>' && text[i-1] == '=' {
		i++
	}
	if i < 2 || text[i-2:i] != "=>" {
		return -1, false
	}
	if i < len(text) && text[i] == '\r' {
		i++
	}
	if i >= len(text) || text[i] != '\n' {
		return -1, false
	}
	j := skipSpaces(text, i+1)
	return j, j > i+1
}

// wrappedRocket returns the length of the line break and indentation
// between a hash key's "=>" and a string value that Ruby's pp moves to
// the next line when it is long ({:secret_key_base=>\n  "v"), or 0.
func wrappedRocket(text string, at int) int {
	j, indented := rocketBreak(text, at)
	if !indented || j >= len(text) || text[j] != '"' && text[j] != '\'' {
		return 0
	}
	return j - at
}

// spewString returns the length of the type and length go-spew writes
// before a string (testify's failure diffs, spew.Dump: Password:
// (string) (len=12) "v"), or 0: the value is the quoted string after it.
func spewString(v string) int {
	const head = "(string) (len="
	if !strings.HasPrefix(v, head) {
		return 0
	}
	i := len(head)
	for i < len(v) && i-len(head) < 7 && isDigit(v[i]) {
		i++
	}
	if i == len(head) || !strings.HasPrefix(v[i:], ") ") {
		return 0
	}
	return i + len(") ")
}

// directiveGate passes a keyword hit inside the first word of its line
// (after grep -n's "NNN:" and blanks) that blanks follow, as the
// directive expression requires: most hits are "password=" or a key in
// a sentence, and the expression's run at each of them cost a third of
// a scan.
func directiveGate(text string, h int) bool {
	// the line's start within a name's reach: a long line's hits must
	// not each cost its length
	lo := max(0, h-64)
	ls := strings.LastIndexByte(text[lo:h], '\n') + 1 + lo
	if ls == lo && lo > 0 {
		return false
	}
	i := ls
	for i < h && isDigit(text[i]) {
		i++
	}
	if i > ls && i < h && (text[i] == ':' || text[i] == '-') {
		i++
	}
	for i < h && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	for j := i; j < h; j++ {
		if !isWordByte(text[j]) && text[j] != '-' && text[j] != '.' {
			return false
		}
	}
	e := h
	for e < len(text) && (isWordByte(text[e]) || text[e] == '-' || text[e] == '.') {
		e++
	}
	return e < len(text) && (text[e] == ' ' || text[e] == '\t')
}

// directiveHand parses the directive expression at the keyword hit h by
// hand: the line's first word, ending with a password's name, blanks,
// then directiveValue. reRule.find has passed the hit through
// directiveGate already. A regular expression anchored at a line's start
// has no bounded width, and ran over the rest of the text at every hit.
func directiveHand(text string, h int) (string, int, int, bool) {
	ks := h
	for ks > 0 && (isWordByte(text[ks-1]) || text[ks-1] == '-' || text[ks-1] == '.') {
		ks--
	}
	ke := h
	for ke < len(text) && (isWordByte(text[ke]) || text[ke] == '-' || text[ke] == '.') {
		ke++
	}
	key := strings.ToLower(text[ks:ke])
	ok := false
	for _, e := range [...]string{"pass", "passwd", "password", "pw", "pwd", "secret", "authtok", "masterauth"} {
		// a name before the word: bindpw, requirepass; the bare word
		// first on a line is a sentence's ("Password PolicyV2")
		ok = ok || strings.HasSuffix(key, e) && len(key) > len(e)
	}
	bare := !ok && (key == "password" || key == "passwd" || key == "pass")
	// cntlm.conf's hashes of the proxy password, capitalized: PassNT v
	cntlm := key == "passnt" || key == "passlm" || key == "passntlmv2"
	// isync's .mbsyncrc writes its directive capitalized: Pass v
	if cntlm {
		ok = true
	} else if !ok && !bare || !isLower(text[ks]) && text[ks:ke] != "Pass" {
		return "", 0, 0, false
	}
	at := ke
	for at < len(text) && at-ke < 16 && (text[at] == ' ' || text[at] == '\t') {
		at++
	}
	s, e, ok := directiveValue(text, at)
	if ok && bare && !bareDirectiveValue(key, text[s:e]) {
		return "", 0, 0, false
	}
	return text[ks:ke], s, e, ok
}

// bareDirectiveValue reports the value of a bare "password v" line
// (msmtprc's, fetchmailrc's, a .netrc split over lines) that is a mail
// app password's sixteen letters, which the near reader refuses as a
// word's shape; a sentence's one word ("password expired") is not. The
// near reader reads the other passwords after the bare word "password";
// after "pass" (isync's Pass, a script's), which no sentence writes
// before one word, a password's shape passes too.
func bareDirectiveValue(key, v string) bool {
	if lettersAppPassword(v) {
		return true
	}
	return key == "pass" && (humanPassword("password", v) || cliValue(v) && passwordValue(v))
}

// directiveValue reads the value of a directive (name, blanks, value):
// one word, quoted or not, then nothing but blanks or a '#' comment to
// the line's end. Two words or more after the name are prose or a
// command ("password required for root"), not a setting.
func directiveValue(text string, at int) (int, int, bool) {
	s, e, ok := parseValue(text, at, "\"'`")
	if !ok {
		return 0, 0, false
	}
	i := e
	if i < len(text) && (text[i] == '"' || text[i] == '\'') && s > 0 && text[s-1] == text[i] {
		i++
	}
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
		i++
	}
	if i < len(text) && text[i] != '\n' && text[i] != '#' {
		return 0, 0, false
	}
	// the name: no dotted property (user.password v reads as code or a
	// path), no environment variable's listing (POSTGRES_PASSWORD
	// postgres:16); the value a password's or a key's, never a type
	// (api_secret TEXT), a command (exec:…) or a path
	k := at
	for k > 0 && (text[k-1] == ' ' || text[k-1] == '\t') {
		k--
	}
	ks := k
	for ks > 0 && (isWordByte(text[ks-1]) || text[ks-1] == '-' || text[ks-1] == '.') {
		ks--
	}
	key, v := text[ks:k], text[s:e]
	if strings.Contains(key, ".") || strings.ToUpper(key) == key || strings.IndexByte("*&[(", v[0]) >= 0 || benignValue(v) ||
		!(nearValue(v) || cliValue(v) && passwordValue(v)) { // a struct field's type: handshakeSecret *tls13.HandshakeSecret
		return 0, 0, false
	}
	return s, e, true
}

// appPasswordValue returns the length of an app password at the start
// of v (Google's, Apple's: "abcd efgh ijkl mnop", four groups of four
// lower-case letters, or Apple's "abcd-efgh-ijkl-mnop"), 0 if there is
// none or two groups are English words (see app-password). It is read
// only where a key or a flag names a password, so its blanks do not end
// the value there.
func appPasswordValue(v string) int {
	const n = 19
	if len(v) < n || len(v) > n && (isAlnum(v[n]) || v[n] == '-' || v[n] == '_') {
		return 0
	}
	sep := v[4]
	if sep != ' ' && sep != '-' {
		return 0
	}
	for i := 0; i < n; i++ {
		if i%5 == 4 {
			if v[i] != sep {
				return 0
			}
		} else if !isLower(v[i]) {
			return 0
		}
	}
	words := 0
	for g := 0; g < n; g += 5 {
		if _, ok := bip39Index[v[g:g+4]]; ok || appProseWords[v[g:g+4]] {
			words++
		}
	}
	if words >= 2 {
		return 0
	}
	return n
}

// valueObject returns the length of the opening of a JSON object whose
// first member is "value" ({"value": , { "value" : ), 0 if there is none:
// an ARM template's parameters, Spring Boot actuator's env and
// Terraform's outputs wrap each value so, and the key outside names it.
// SQS's and SNS's message attributes ("X-Auth-Token": {"StringValue":
// "v"}) and DynamoDB's typed values ("api_key": {"S": "v"}) do too,
// pretty-printed over lines as the AWS CLI prints them.
func valueObject(v string) int {
	if !strings.HasPrefix(v, "{") {
		return 0
	}
	i := skipBlankLines(v, 1)
	if i >= len(v) || v[i] != '"' && v[i] != '\'' {
		return 0
	}
	q := v[i] // JSON's double quotes, or Python's repr of the dict (boto3's results)
	n := 0
	for _, name := range [...]string{"value", "Value", "StringValue", "stringValue", "S"} {
		if strings.HasPrefix(v[i+1:], name) && i+1+len(name) < len(v) && v[i+1+len(name)] == q {
			n = len(name) + 2
			break
		}
	}
	if n == 0 {
		return 0
	}
	i = skipSpaces(v, i+n)
	if i >= len(v) || v[i] != ':' {
		return 0
	}
	i = skipSpaces(v, i+1)
	if i >= len(v) || v[i] != q {
		return 0
	}
	return i
}

// literalWrapper returns the length of a call that passes a string
// literal through unchanged (JSON.stringify("v") in webpack's
// DefinePlugin, Buffer.from("v")) when a quote follows it, or 0: the
// value is the literal. Not String("v"): in Go that is a constructor of
// a type named like the key (Token = String("-Infinity")).
func literalWrapper(v string) int {
	for _, w := range [...]string{"JSON.stringify(", "Buffer.from("} {
		if strings.HasPrefix(v, w) && len(v) > len(w) && (v[len(w)] == '"' || v[len(w)] == '\'') {
			return len(w)
		}
	}
	return 0
}

// debuggerType returns the length of what a debugger or a REPL prints
// between a field's name and its quoted string value, or 0: GoLand's and
// IntelliJ's variables view ({string} "v", {String@1234} "v"), PyCharm's
// ({str} 'v'), R's str() (chr "v"), gdb's char pointer (0x5555555592a0
// "v") and Rust's Debug of an Option (Some(\n        "v",), pretty or
// not). Only a quote after it makes it one: the value is that string.
func debuggerType(v string) int {
	i := 0
	switch {
	case strings.HasPrefix(v, "{"):
		i = 1
		for i < len(v) && i < 64 && (isWordByte(v[i]) || strings.IndexByte(".@$<>[]*, ", v[i]) >= 0) {
			i++
		}
		if i == 1 || i >= len(v) || v[i] != '}' {
			return 0
		}
		i++
	case strings.HasPrefix(v, "chr "):
		i = len("chr")
	case strings.HasPrefix(v, "0x"):
		i = 2
		for i < len(v) && i < 18 && isHex(v[i]) {
			i++
		}
		if i < 6 {
			return 0
		}
	case strings.HasPrefix(v, "Some("):
		i = len("Some(")
		if i < len(v) && v[i] == '\n' {
			i++
		}
	default:
		return 0
	}
	for i < len(v) && (v[i] == ' ' || v[i] == '\t') {
		i++
	}
	if i >= len(v) || v[i] != '"' && v[i] != '\'' {
		return 0
	}
	return i
}

// yamlScalarTag returns the length of a YAML core tag that types the
// scalar after it (!!str, !!binary) and of the blanks after it, or 0:
// the value is what follows it. Other tags (!vault, !Ref) are resolved
// by a tool and refused with the value (see yamlTag).
func yamlScalarTag(v string) int {
	for _, t := range [...]string{"!!str", "!!binary"} {
		if len(v) > len(t)+1 && v[:len(t)] == t && (v[len(t)] == ' ' || v[len(t)] == '\t') {
			n := len(t)
			for n < len(v) && (v[n] == ' ' || v[n] == '\t') {
				n++
			}
			return n
		}
	}
	return 0
}

// afterColon reports whether the operator before the value at text[at]
// (blanks aside) is a YAML colon, not '=', ":=" or "=>".
func afterColon(text string, at int) bool {
	i := at
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i > 0 && text[i-1] == ':'
}

// blockScalarValue reads a YAML block scalar of one line, the way
// manifests and CI files write a secret out of quoting's way:
//
//	api_key: |
//	  <value>
//
// '|' or '>', at most two chomping or indentation indicators, maybe a
// comment, the line break, then one line indented deeper than the key's:
// the value is that line, blanks aside. A block of more lines (a
// certificate, a script; blank lines inside it included) is left to the
// rules that read its content.
func blockScalarValue(text string, at int) (int, int, bool) {
	if at >= len(text) || text[at] != '|' && text[at] != '>' {
		return 0, 0, false
	}
	i := at + 1
	for k := 0; k < 2 && i < len(text) && strings.IndexByte(blockIndicators, text[i]) >= 0; k++ {
		i++
	}
	blank := i
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
		i++
	}
	if i < len(text) && text[i] == '#' && i > blank { // "| # comment"
		for i < len(text) && text[i] != '\n' {
			i++
		}
	}
	if i >= len(text) || text[i] != '\n' {
		return 0, 0, false
	}
	keyIndent := indentOf(text, strings.LastIndexByte(text[:at], '\n')+1)
	s := i + 1
	indent := indentOf(text, s)
	if indent <= keyIndent {
		return 0, 0, false // the next key, not the block's content
	}
	s += indent
	for s < len(text) && text[s] == '\t' {
		s++
	}
	e := s
	for e < len(text) && text[e] != '\n' && e-s <= maxQuoted {
		e++
	}
	if e-s > maxQuoted {
		return 0, 0, false
	}
	next := e
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\r') {
		e--
	}
	if e-s < 4 {
		return 0, 0, false
	}
	// one line: the next line that is not blank is indented no deeper
	// than the key, or there is none
	for next < len(text) {
		ls := next + 1
		j := ls + indentOf(text, ls)
		for j < len(text) && (text[j] == '\t' || text[j] == '\r') {
			j++
		}
		if j < len(text) && text[j] != '\n' {
			if j-ls > keyIndent {
				return 0, 0, false
			}
			break
		}
		next = j
	}
	return s, e, true
}

// blockIndicators are the chomping and indentation indicators that may
// follow a block scalar's '|' or '>' (|-, >+, |2).
const blockIndicators = "-+123456789"

// indentOf counts the spaces at text[ls:], a line's start.
func indentOf(text string, ls int) int {
	j := ls
	for j < len(text) && text[j] == ' ' {
		j++
	}
	return j - ls
}

// maxAlign bounds the blanks around an assignment's operator: config
// files align their values in columns (DBPass         = "v").
const maxAlign = 32

// assignOperator skips what follows a key name ending at text[i]: an
// optional closing quote, at most maxAlign blanks, an operator (= := =>
// :) and at most maxAlign blanks; it returns where the value starts.
func assignOperator(text string, i int) (int, bool) {
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	for k := 0; k < maxAlign && i < len(text) && (text[i] == ' ' || text[i] == '\t'); k++ {
		i++
	}
	if j := vbAsType(text, i); j > 0 {
		i = j // Dim ftpPwd As String = "v"
	}
	switch {
	case strings.HasPrefix(text[i:], ":="), strings.HasPrefix(text[i:], "=>"), strings.HasPrefix(text[i:], "?="), strings.HasPrefix(text[i:], "+="),
		strings.HasPrefix(text[i:], "<-"): // R: token <- "v"
		i += 2
	case strings.HasPrefix(text[i:], "<<-"), strings.HasPrefix(text[i:], "||="), strings.HasPrefix(text[i:], "??="):
		i += 3 // R's <<-, Ruby's ||=, JavaScript's ??=
	case i < len(text) && text[i] == ':':
		i++
		if j := typedAssign(text, i); j > 0 {
			i = j // password: str = "v", val apiKey: String = "v"
		}
	case i < len(text) && text[i] == '=':
		i++
	case i < len(text) && text[i] == '{' && rubyBlockLiteral(text, i):
		i++ // factory_bot's password { "v" }: a block that returns the literal
	default:
		return 0, false
	}
	for k := 0; k < maxAlign && i < len(text) && (text[i] == ' ' || text[i] == '\t'); k++ {
		i++
	}
	if text[i-1] == '=' {
		if j := literalOnNextLine(text, i); j > 0 {
			return j, true // Elm's and Haskell's apiKey =<NL>    "v"
		}
	}
	return i, true
}

// literalOnNextLine returns where the string literal starts that stands
// alone on the line after text[i], the end of a line that ends with '=',
// indented (maybe followed by ';' or ','); 0 if there is none. Elm's
// formatter, Haskell's, OCaml's and F#'s put a long definition's body on
// the next line: apiKey =<NL>    "v".
func literalOnNextLine(text string, i int) int {
	if i < len(text) && text[i] == '\r' {
		i++
	}
	if i >= len(text) || text[i] != '\n' {
		return 0
	}
	j := i + 1
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j == i+1 || j >= len(text) || text[j] != '"' && text[j] != '\'' {
		return 0
	}
	k := strings.IndexByte(text[j+1:min(len(text), j+1+maxQuoted)], text[j])
	if k < 0 || strings.ContainsAny(text[j+1:j+1+k], "\n\r") {
		return 0
	}
	rest := strings.TrimRight(text[j+2+k:lineEnd(text, j)], " \t\r;,")
	if rest != "" {
		return 0
	}
	return j
}

// rubyBlockLiteral reports a block at text[i] ('{') that holds one
// string literal and closes on its line: { "v" }.
func rubyBlockLiteral(text string, i int) bool {
	j := skipSpaces(text, i+1)
	if j >= len(text) || text[j] != '"' && text[j] != '\'' {
		return false
	}
	k := strings.IndexByte(text[j+1:min(len(text), j+1+maxQuoted)], text[j])
	if k < 0 || strings.IndexByte(text[j+1:j+1+k], '\n') >= 0 {
		return false
	}
	e := skipSpaces(text, j+2+k)
	return e < len(text) && text[e] == '}'
}

// typedAssign returns the index after the '=' of a type annotation at
// text[i] (after a name's ':'), blanks after it skipped, or 0: Python's,
// TypeScript's, Kotlin's, Swift's, Scala's and Rust's typed declarations
// (password: str = "v", apiKey: string | undefined = "v", const KEY:
// &str = "v"), and Ada's and Pascal's with ":=" (Key : constant String
// := "v"). The type is a name with generic arguments, references,
// unions and optionals, up to 48 bytes; "==" and "=>" are no assignment.
func typedAssign(text string, i int) int {
	i = skipSpaces(text, i) // on the name's line: "case *rsa.PrivateKey:" ends one
	s := i
	for i < len(text) && i-s < 48 {
		c := text[i]
		if isWordByte(c) || strings.IndexByte("&'<>[]|?. ,*", c) >= 0 {
			i++
			continue
		}
		break
	}
	t := strings.TrimRight(text[s:i], " ")
	if t == "" || !isASCIILetter(t[0]) && t[0] != '&' && t[0] != '[' || strings.IndexByte(t, '\'') >= 0 && !strings.HasPrefix(t, "&'") {
		return 0
	}
	if i+1 < len(text) && text[i] == ':' && text[i+1] == '=' {
		return skipSpaces(text, i+2) // Ada's and Pascal's Api_Key : constant String := "v"
	}
	if i >= len(text) || text[i] != '=' || i+1 < len(text) && (text[i+1] == '=' || text[i+1] == '>') {
		return 0
	}
	return skipSpaces(text, i+1)
}

// vbAsType returns the index of the '=' after Visual Basic's type clause
// at text[i] (Dim ftpPwd As String = "v"), or 0.
func vbAsType(text string, i int) int {
	if len(text)-i < 4 || !strings.EqualFold(text[i:i+3], "as ") || i == 0 || !isBlank(text[i-1]) {
		return 0
	}
	j := i + 3
	s := j
	for j < len(text) && j-s < 40 && (isWordByte(text[j]) || text[j] == '.') {
		j++
	}
	if j == s {
		return 0
	}
	j = skipBlanks(text, j)
	if j >= len(text) || text[j] != '=' || j+1 < len(text) && text[j+1] == '=' {
		return 0
	}
	return j
}

// bracedValue reads an ODBC connection string's braced value,
// PWD={p;w}, whose braces let it hold ';': for the keys PWD and Password
// only, a run without blanks up to the first '}' on the line, followed by
// ';', a quote or the end. Code's password: {…} objects hold blanks, ':'
// or ',' and are left alone.
func bracedValue(text string, i int, key string) (int, int, bool) {
	if i >= len(text) || text[i] != '{' || !strings.EqualFold(key, "pwd") && !strings.EqualFold(key, "password") {
		return 0, 0, false
	}
	// an attribute of a connection string: ';' before the key or after
	// the value (f"password={pw}" is a format string)
	ks := i - 1
	for ks > 0 && text[ks] != '=' {
		ks--
	}
	ks -= len(key)
	lim := min(len(text), i+1+maxQuoted)
	for j := i + 1; j < lim; j++ {
		switch c := text[j]; {
		case c == '}':
			ok := j > i+4 && (j+1 == len(text) || strings.IndexByte(";\"'\n", text[j+1]) >= 0) &&
				(ks > 0 && text[ks-1] == ';' || j+1 < len(text) && text[j+1] == ';') &&
				!identPattern.MatchString(text[i+1:j])
			return i + 1, j, ok
		case c <= ' ' || c == ':' || c == ',' || c == '{':
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// dashGate requires the keyword hit at h to sit in a "--flag" word.
func dashGate(text string, h int) bool {
	s := h
	for s > 0 && h-s < 34 && (isWordByte(text[s-1]) || text[s-1] == '-') {
		s--
	}
	return strings.HasPrefix(text[s:], "--") && (s == 0 || text[s-1] == ' ' || text[s-1] == '\t' || text[s-1] == '\n')
}

// maxQuoted is the longest quoted value taken; an unquoted value is taken
// whole (up to maxBare) so that no part of it is left unmasked.
const (
	maxQuoted = 300
	maxBare   = 4096
)

// parseValue returns the value starting at text[at]: a "double" or
// 'single' quoted string without newline (the span inside the quotes), or
// a run of bytes that are neither white space nor in stop. Values shorter
// than 4 bytes are rejected.
// quoteEnds reports a byte that may follow a closing quote: a
// delimiter, a blank or the line's end, not the rest of a value.
func quoteEnds(c byte) bool {
	return strings.IndexByte(" \t\r\n,;)]}:=&|>", c) >= 0
}

func parseValue(text string, at int, stop string) (int, int, bool) {
	if at >= len(text) {
		return 0, 0, false
	}
	if s, e, ok := emphasized(text, at); ok {
		return s, e, e-s >= 4 // PASSWORD: **v**
	}
	at += stringPrefix(text, at) // SECRET = b"v", r'v'
	if q := text[at]; q == '"' || q == '\'' {
		lim := min(len(text), at+1+maxQuoted+1)
		for j := at + 1; j < lim; j++ {
			switch c := text[j]; {
			case c == q && q == '\'' && j+3 < lim && text[j+1] == '\\' && text[j+2] == '\'' && text[j+3] == '\'':
				j += 3 // the shell's '\'' writes a quote inside a quoted word
			case c == q && j > at+1 && j+2 < lim && text[j+1] == q && !quoteEnds(text[j+2]):
				j++ // a doubled quote, SQL's and CSV's escape ('Meadow''Badger76!')
			case c == q:
				return at + 1, j, j-at-1 >= 4
			case c == '\n':
				return 0, 0, false
			case c == '\\' && j+1 < lim:
				// an escaped quote or backslash inside a double-quoted
				// literal ("a\"b\\c") is the value's own, in code as in
				// shell; inside single quotes \' is code's escape when the
				// literal goes on after it ('Orbit\'Summer17.')
				if q == '"' && (text[j+1] == '"' || text[j+1] == '\\') || q == '\'' && text[j+1] == '\'' && j+2 < lim && !quoteEnds(text[j+2]) {
					j++
				}
			}
		}
		return 0, 0, false
	}
	if n := appPasswordValue(text[at:]); n > 0 {
		return at, at + n, true // Google's app password: four groups of four letters
	}
	j := at
	whole := 0 // whether the run from at reaches its line's end: 0 unknown, 1 yes, -1 no
	for j < len(text) && j-at < maxBare {
		c := text[j]
		if isAlnum(c) {
			j++ // most bytes of a value: no stop set holds a letter or a digit
			continue
		}
		if c == '\'' && strings.HasPrefix(text[j:], `'\''`) {
			j += 4 // the shell's '\'' writes a quote inside the single-quoted word around the value
			continue
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || strings.IndexByte(stop, c) >= 0 && !innerCloser(text, at, j, &whole) {
			break
		}
		if c >= 0xC0 && j > at { // a rune's first byte; continuation bytes are 0x80-0xBF
			if r, _ := utf8.DecodeRuneInString(text[j:]); unspacedScript(r) {
				break // a word of a script written without blanks glued to the value: the sentence goes on (DB_PASSWORD＝vって書いたら)
			}
		}
		// an escaped quote or newline ends a value written inside a JSON
		// or code string literal
		if c == '\\' && j+1 < len(text) && strings.IndexByte(`"'nrt`, text[j+1]) >= 0 {
			break
		}
		// "&name=" starts the next parameter of a query string, "</" a
		// closing tag, "^@" the next variable of an environ file shown by
		// cat -v (its NUL)
		if next := byte(0); j+1 < len(text) {
			next = text[j+1]
			if c == '<' && next == '/' || c == '^' && next == '@' {
				break
			}
		}
		if c == '&' && queryParamAt(text, j+1) && inQuery(text, at) {
			break
		}
		j++
	}
	return at, j, j-at >= 4
}

// inQuery reports a value at text[at] that may be a parameter of a query
// string or a form's body (?user=u&password=v&x=1, token=v&username=u):
// any but the value of a setting on a line of its own, an environment
// file's (DB_PASSWORD=Anchor&Bee=5) or a properties file's
// (mail.smtp.password=v&w), whose '&' and what follows are the value's.
func inQuery(text string, at int) bool {
	k := strings.TrimLeft(text[lineStartAt(text, at):at], " \t")
	k = strings.TrimPrefix(k, "export ")
	k = strings.TrimRight(k, " \t\"'")
	if !strings.HasSuffix(k, "=") && !strings.HasSuffix(k, ":") {
		return true
	}
	k = strings.TrimRight(k[:len(k)-1], " \t")
	upper, dotted := true, false
	for i := 0; i < len(k); i++ {
		switch c := k[i]; {
		case c == '.':
			dotted = true
		case isLower(c):
			upper = false
		case !isUpper(c) && !isDigit(c) && c != '_' && c != '-':
			return true
		}
	}
	return k == "" || !upper && !dotted
}

// innerCloser reports a closing bracket at text[j] inside a bare value
// that started at at: the value opened none, a printable byte that ends
// no value follows it, and the run goes on to the line's end with no
// blank, quote or opening bracket (SECRET_KEY: -k@g…+13)#9fb, a generated
// key's punctuation). A closer followed by a blank, the line's end,
// another closer or code (]=, }=this, ) + x) ends the call or literal the
// value was written in.
func innerCloser(text string, at, j int, whole *int) bool {
	var open byte
	switch text[j] {
	case ')':
		open = '('
	case ']':
		open = '['
	case '}':
		open = '{'
	default:
		return false
	}
	if strings.IndexByte(text[at:j], open) >= 0 || j+1 >= len(text) {
		return false
	}
	if n := text[j+1]; n <= ' ' || n >= 0x7f || strings.IndexByte("\"'`,;)]}.:=(|", n) >= 0 {
		return false
	}
	// the run goes on to the line's end, whole: a value alone on its line
	// (code goes on with blanks, quotes, calls); read once per value
	if *whole == 0 {
		*whole = -1
		if runToLineEnd(text, at) {
			*whole = 1
		}
	}
	return *whole > 0
}

// runToLineEnd reports whether text from at to its line's end, 16 bytes
// or more and at most maxBare, holds no blank, quote or opening bracket.
func runToLineEnd(text string, at int) bool {
	k := at
	for ; k < len(text) && k-at <= maxBare && text[k] != '\n'; k++ {
		if c := text[k]; c <= ' ' || strings.IndexByte("\"'`([{", c) >= 0 {
			return c == '\r' && (k+1 == len(text) || text[k+1] == '\n') && k-at >= 16
		}
	}
	return (k == len(text) || text[k] == '\n') && k-at >= 16
}

// stringPrefix returns the length of a string literal's prefix at
// text[at] before its quote, or 0: the value is the quoted text after
// it. Python's b"…", r'…', rb"…", f"…", u"…"; Objective-C's and C#'s
// @"…"; T-SQL's N'…'; C's L"…" and u8"…".
func stringPrefix(text string, at int) int {
	if at+1 < len(text) && (text[at+1] == '"' || text[at+1] == '\'') && strings.IndexByte("@NL", text[at]) >= 0 {
		return 1
	}
	if strings.HasPrefix(text[at:], "u8") && at+2 < len(text) && text[at+2] == '"' {
		return 2
	}
	for n := 1; n <= 2 && at+n < len(text); n++ {
		if !strings.ContainsRune("bBrRuUfF", rune(text[at+n-1])) {
			return 0
		}
		if q := text[at+n]; q == '"' || q == '\'' {
			return n
		}
	}
	return 0
}

// queryParamAt reports whether a query parameter, name=, starts at
// text[i].
func queryParamAt(text string, i int) bool {
	k := i
	for k < len(text) && k-i < 64 && (isWordByte(text[k]) || text[k] == '.' || text[k] == '-' || text[k] == '[' || text[k] == ']') {
		k++
	}
	return k > i && k < len(text) && text[k] == '='
}

// labelOrPathValue reports what stands where a value would but is none:
// a word and ':' (a message's next label: "Docker Credentials: security:
// SecKeychainSearch…", "token: cloudflare: failed…"), a JSONPath or jq
// path (custom-columns=PASS:.data.password), a registry export's number
// (dword:00000001) and a word for password in another
// language (password=contraseña: a variable so named).
func labelOrPathValue(v string) bool {
	if w, ok := strings.CutSuffix(v, ":"); ok && w != "" && isLetters(w) {
		return true
	}
	if len(v) > 2 && v[0] == '.' && jsonPathValue.MatchString(v) {
		return true
	}
	if regTyped.MatchString(v) {
		return true
	}
	if refValue.MatchString(v) || maskWords[v] || unattendPasses[v] {
		return true
	}
	lv := strings.ToLower(v)
	if localizedLower[lv] == 'p' {
		return true // the word itself; a stem and digits (haslo123) may be a password
	}
	for i := 0; i <= 3 && i < len(lv); i++ {
		if lv[i] == '-' && localizedLower[lv[i+1:]] != 0 {
			return true // a translation's label: "settings.api_key": "API-Schlüssel"
		}
	}
	return false
}

// localizedLower maps each word of localizedWords, in lower case, to 'p'
// for a password's word and 'k' for another credential's: computed once,
// as labelOrPathValue runs at every assigned value.
var localizedLower = func() map[string]byte {
	m := map[string]byte{}
	for _, l := range localizedWords {
		w := strings.ToLower(l.word)
		if l.password {
			m[w] = 'p'
		} else if m[w] == 0 {
			m[w] = 'k'
		}
	}
	return m
}()

var (
	// refValue is a reference, not a value: a module attribute or an
	// instance variable (client_secret: @api_key), a credential's alias
	// in capitals (Receiver_Credential=S4_BASIC), an auth scheme's word
	// before the token it names (access_token: FlyV1 fm2_…).
	refValue = regexp.MustCompile(`^@[a-z]+(?:_[a-z0-9]+)+$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^(?:FlyV1|Bearer|Basic|Digest|Token)$`)
	// maskWords are what a tool prints in a secret's place.
	maskWords = map[string]bool{"PROTECTED": true, "HIDDEN": true, "MASKED": true, "REDACTED": true, "CONCEALED": true}
	// unattendPasses are the configuration passes of Windows' unattend.xml
	// (<settings pass="oobeSystem">): the attribute is named pass.
	unattendPasses = map[string]bool{"windowsPE": true, "offlineServicing": true, "generalize": true, "specialize": true,
		"auditSystem": true, "auditUser": true, "oobeSystem": true}
)

var (
	jsonPathValue = regexp.MustCompile(`^(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[0-9*]+\]|\["[^"]+"\])+$`)
	regTyped      = regexp.MustCompile(`^(?:dword:[0-9a-fA-F]{8}|qword:[0-9a-fA-F]{16})$`) // hex: values are decoded and read (regfile.go)
)

// queryStart is the start of a query string (?sv=, ?token=): the value
// read up to its first '&' is one parameter, not the secret.
var queryStart = regexp.MustCompile(`^\?[A-Za-z_][A-Za-z0-9_.\-]{0,30}=`)

// acceptAssignment keeps values of secret keys that look like secrets (a
// value with no key is mysql's or sshpass's -p, a password's place): not
// numbers, not code (os.getenv(…), self.token, config.db.password), not a
// plain short word or type name (str, string, expired, Optional), not a
// compound name (userPassword, MIN_PASSWORD_LENGTH), a version, a path or
// a URL without credentials (see benignValue).
// pskName reports a Wi-Fi's or a VPN's pre-shared key by its name (psk,
// wpa.psk, wifiPsk): a passphrase a person chose, words and a number
// (tiger-marble-lantern46) as often as random.
func pskName(key string) bool {
	return strings.HasSuffix(strings.ToLower(key), "psk")
}

func acceptAssignment(key, v string) bool {
	if strings.HasSuffix(v, ":private") || strings.HasSuffix(v, ":protected") {
		return false // print_r's [apiKey:App\Config:private]: the class, not the value
	}
	if key != "" && !secretKey(key) && qualifiedSecretKey(key) {
		return !publicEnvName(key) && qualifiedKeyValue(v) // CONAN_PASSWORD_<REMOTE>=v
	}
	if key != "" && (!secretKey(key) || benignKey(key) || publicEnvName(key)) {
		return false
	}
	v = strings.TrimSpace(v)
	if pinKey(key) {
		return len(v) >= 4 && len(v) <= 12 && isDigits(v) // a PIN's digits; a board's pin is a number under 100
	}
	if booleanSecretFlag(key) {
		return false // podman secret inspect --showsecret NAME: a switch, then the secret's name
	}
	if passwordDigestKey(key) && !passwordDigestValue(v) {
		return false // passwordHash: SHA256, the algorithm's name
	}
	if credentialVarName(v) || credentialRefName(v) {
		return false // token: K6_CLOUD_TOKEN, secret: sendgrid-api-key: the variable or the stored secret's name
	}
	if labelOrPathValue(v) {
		return false // Credentials: security: SecKeychain…, PASS:.data.password, "SavePassword"=dword:00000001, password=contraseña
	}
	if key != "" && len(v) > 1 && v[0] == '%' && markedPassword(v[1:]) {
		return true // a generated password may start with '%' (%abC1~deF2.ghI3+jkLmnO): no %VAR% nor format
	}
	if key == "" && (strings.HasPrefix(v, "assword") || strings.HasPrefix(v, "ort=")) {
		return false // a long option with one dash (flyway -password="v", -port=3306): not mysql's -pv
	}
	if lk := strings.ToLower(key); strings.HasSuffix(lk, "community") &&
		(strings.EqualFold(v, "public") || strings.EqualFold(v, "private") || strings.ContainsAny(strings.TrimSpace(v), " \t")) {
		return false // SNMP's default communities, known to all; a forum's or a project's community is a name
	}
	if licenseKey(key) {
		// a signed license blob or a license key, never its name (MIT,
		// GPL-3.0-or-later, SEE LICENSE IN …): strongly random only
		return randomRun(v) || shortRandomRun(v) || len(v) >= 40 && strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-") == "" && classes(v) >= 3
	}
	if (passKey(key) || passwordName(key)) && lettersAppPassword(v) {
		return true // a mail app password, 16 letters alone or in four groups (imap_pass = "abcd efgh ijkl mnop")
	}
	if keyedPassword(key, v) || key != "" && (secretDigits(v) || humanPassword(key, v)) || key == "" && (chosenPassword(v) || literalPassword(v)) {
		return true
	}
	if len(v) < 4 || numericValue.MatchString(v) || hexLiteral.MatchString(v) || codeExpr(v) || wordValue.MatchString(v) ||
		wordShaped(v) && !((passKey(key) || passwordName(key) || pskName(key)) && joinedWordsNumber(v, "._-")) || benignValue(v) {
		return false
	}
	if yamlTag.MatchString(v) {
		return false // password: !vault |, secret: !Ref DbSecret
	}
	if v[0] == '?' && queryStart.MatchString(v) {
		return false // sas_token: ?sv=2022-11-02&…: a query string, its secret parameters are url-query-secret's
	}
	if addrLiteral.MatchString(v) || abnfRepeat.MatchString(v) || namesItself(v) {
		return false // privateKey2 = &Block{…}: Go's address of a composite literal
	}
	if len(v) > 3 && strings.HasPrefix(v, "#{") && (isASCIILetter(v[2]) || v[2] == '_' || v[2] == '@') && strings.HasSuffix(v, "}") {
		return false // Ruby's and CoffeeScript's interpolation: password: "#{ENV['DB_PASSWORD']}"
	}
	if publicKeyValue(v) {
		return false // a publishable key (pk_live_…, Mapbox's pk.…), whatever its name says
	}
	if secretMountSpec.MatchString(v) {
		return false // docker build --secret id=npmrc,src=…: where a secret comes from
	}
	if lk := strings.ToLower(key); (lk == "pwd" || lk == "oldpwd") && strings.HasPrefix(v, "/") {
		return false // the shell's working directory, as env prints it
	}
	if codeLiteral(v) || envNameValue.MatchString(v) && (nameLike(v) || wordParts(v)) ||
		upperPhrase.MatchString(v) && !passKey(key) && !passwordName(key) { // a label ("RSA PRIVATE KEY"), not a passphrase
		return false
	}
	if key != "" && !secretKeyEnd(key) && !passValue(v) {
		return false // a key named pass alone: "pass" is also a variable of code and test output (--- PASS: TestX)
	}
	return !strings.ContainsAny(v[:1], "$%{<[(=:)") && !hexColor.MatchString(v) && !privateName(v) && !htmlEntity.MatchString(v) &&
		!byteEscapes.MatchString(v)
}

// keyedPassword reports a value that the value gates refuse as a name or
// a number but that a password's own key makes one: letters alone, cased
// at random (storepass = <12 letters, both cases>, <Password_1_>v), or a PIN
// (pinPassword).
func keyedPassword(key, v string) bool {
	key = strings.TrimRight(key, "0123456789_") // a numbered key: Password_1_, pin2
	return (passKey(key) || passwordName(key)) && randomLettersN(v, 10) || pinPassword(key, v)
}

// secretDigits reports a value of 20 to 64 digits that no pattern
// repeats (secret_key = <28 digits>): some services issue numeric keys
// and access codes. Counts, ports, timestamps and the ids of most
// services are shorter, and the value gates refuse numbers otherwise.
func secretDigits(v string) bool {
	return len(v) >= 20 && len(v) <= 64 && isDigits(v) && !ascending(v, 5) && shannon(v) >= 2.8
}

// pinPassword reports four to twelve digits under a key whose last word
// is password or passwd (vm-password, admin_mode_password): a voicemail,
// phone or admin PIN. Under other secret names digits are counts, ports
// and ids; a passcode's are numeric-passcode's (a conference line's
// "Passcode: 0800 123 456" is a phone number).
func pinPassword(key, v string) bool {
	if len(v) < 4 || len(v) > 12 || !isDigits(v) {
		return false
	}
	var buf [32]byte
	n := normTail(key, &buf)
	return hasSuffixBytes(n, "password") || hasSuffixBytes(n, "passwd") || hasSuffixBytes(n, "accesscode")
}

// namesItself reports a short phrase that names a secret instead of
// being one: "a secret", "my password", "the token".
func namesItself(v string) bool {
	sp := strings.LastIndexByte(v, ' ')
	if sp < 0 || len(v) > 20 {
		return false
	}
	switch strings.ToLower(v[sp+1:]) {
	case "secret", "password", "token", "key", "passphrase", "pass":
		return true
	}
	return false
}

// byteEscapes is a short byte string written as escapes (b"\x02",
// "\x00\x01"): a protocol constant, not a password.
var byteEscapes = regexp.MustCompile(`^(?:\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|[abfnrtv0]))+$`)

// htmlEntity is an escaped character of HTML text (&amp;, &#34;) read as
// a value.
var htmlEntity = regexp.MustCompile(`^&(?:[a-z]{2,6}|#[0-9]{1,5}|#x[0-9a-fA-F]{1,4});?$`)

// upperPhrase is words of capitals separated by blanks: a label or a
// constant's text (PEM's "RSA PRIVATE KEY"), not a passphrase.
var upperPhrase = regexp.MustCompile(`^[A-Z0-9]+(?: [A-Z]+)+$`)

// hexLiteral is a number of code (0x000C, 0xFFFF_FFFF, 1<<8).
var hexLiteral = regexp.MustCompile(`^-?(?:0[xX][0-9a-fA-F_]{1,16}[uUlL]*|[0-9]+<<[0-9]+)$`)

// secretMountSpec is the value of docker build's and buildx's --secret
// flag, and of a RUN --mount=type=secret: options naming the secret's
// source, not the secret.
var secretMountSpec = regexp.MustCompile(`^(?:id|type|src|source|env|target|required|mode|uid|gid)=[^,\s]*(?:,[a-z]+=[^,\s]*)*$`)

// psCmdlet is a PowerShell command's Verb-Noun name.
var psCmdlet = regexp.MustCompile(`^(?:Get|Set|New|Read|ConvertTo|ConvertFrom|Import|Export|Invoke|Add|Remove|Start|Stop)-[A-Z][A-Za-z]+$`)

// derefName is a C or Go pointer dereferenced: stars, then a name of
// letters, '_' and '.', with no digit a password would hold.
var derefName = regexp.MustCompile(`^\*{1,2}[A-Za-z_][A-Za-z_.]*;?$`)

// hexColor is a CSS or theme color (#dcdccc), not a secret.
var hexColor = regexp.MustCompile(`^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$`)

// privateName reports a private or reserved name (_token, _stoken,
// _session_key, C++'s _S_token_backref): code, not a value. A secret seldom starts with '_'.
func privateName(v string) bool {
	return len(v) > 1 && v[0] == '_' && strings.Trim(v, "_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
}

// wordParts reports an upper-case name of three parts or more, each a
// word of letters (METRIC_GEN_AI_SERVER_TIME_TO_FIRST_TOKEN).
func wordParts(v string) bool {
	parts := strings.Split(v, "_")
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if !isLetters(p) || len(p) >= 4 && !identWord(strings.ToLower(p)) {
			return false
		}
	}
	return true
}

// codeLiteral reports what code writes after a secret's name that is no
// secret: a regular expression literal (/^\S+/, /[a-z/), a comment
// (/*#__PURE__*/), a glob (*distill-qwen*), a prefix a test compares with
// ("gpt-", "flag."), a generic call (OAuthCredential>(provider).
func codeLiteral(v string) bool {
	switch {
	case len(v) >= 2 && v[0] == '/' && strings.IndexByte("^[\\(*", v[1]) >= 0:
		return true
	case len(v) >= 3 && v[0] == '*' && v[len(v)-1] == '*':
		return true
	case v[0] == '*' && derefName.MatchString(v):
		return true // a pointer dereferenced (*tokenPtr, **argv, *req.Secret)
	case psCmdlet.MatchString(v):
		return true // $pw = ConvertTo-SecureString …, Read-Host: a PowerShell command
	case strings.IndexByte("-.", v[len(v)-1]) >= 0 && len(v) < 16 && classBits(v)&7 != 7:
		return true // a prefix ("gpt-", "flag."); a password mixes cases and digits (TigerSummer21-)
	case strings.HasPrefix(v, "++") || strings.HasPrefix(v, "--"):
		return true // ++cleanupPass: an update
	case strings.HasPrefix(v, "'+") || strings.HasPrefix(v, "' + ") || strings.HasPrefix(v, "\"+") || strings.HasPrefix(v, "\" + "):
		return true // a string concatenation: '+t.secret+', ' + data.secret + '
	case strings.HasPrefix(v, "qr/") || strings.HasPrefix(v, "qr{"):
		return true // a Perl regular expression
	case strings.Contains(v, "->") && strings.IndexByte(v, '$') >= 0, strings.Contains(v, " . $"), strings.Contains(v, ", $"):
		return true // Perl or PHP code: ", $token->dump, ", ' . $unk->raw . '
	}
	return strings.Contains(v, ">(")
}

// secretKeyAt reports whether the identifier around byte h of text is a
// secret key name (see secretKey).
func secretKeyAt(text string, h int) bool {
	s, e := h, h
	for s > 0 && isKeyByte(text[s-1]) && h-s < 40 {
		s--
	}
	for e < len(text) && isKeyByte(text[e]) && e-h < 48 {
		e++
	}
	return secretKey(text[s:e]) || qualifiedSecretKey(text[s:e])
}

func isKeyByte(c byte) bool { return isWordByte(c) || c == '.' || c == '-' }

func secretKey(key string) bool {
	return secretKeyEnd(key) || passKey(key) || pwEnd(key) || envSalt(key) || passwordDigestKey(key) || pinKey(key) ||
		strings.EqualFold(key, "rune") // Core Lightning's access token (lightning-cli createrune), the whole key: not PreRunE
}

// licenseKey reports a key naming a license (appLicense, LICENSE_KEY):
// its value is a key or a signed blob, or the license's name.
func licenseKey(key string) bool {
	k := strings.ToLower(key)
	return strings.HasSuffix(k, "license") || strings.HasSuffix(k, "licence") || strings.HasSuffix(k, "licensekey") ||
		strings.HasSuffix(k, "license_key") || strings.HasSuffix(k, "license-key")
}

// passwordRoles are the roles a key names after "password" (Arma's
// passwordAdmin, password_root, PasswordUser).
var passwordRoles = []string{"admin", "root", "user", "master", "server", "client", "superuser", "rcon", "sa"}

// secretKeyEnd reports whether key ends with one of secretKeyEnds.
func secretKeyEnd(key string) bool {
	k := strings.Map(func(r rune) rune {
		switch {
		case 'a' <= r && r <= 'z', '0' <= r && r <= '9':
			return r
		case 'A' <= r && r <= 'Z':
			return r + 'a' - 'A'
		}
		return -1
	}, key)
	if n := len(k); n > 1 && isDigit(k[n-1]) {
		// a numbered key (password1, DB_PASSWORD2): the name before the number
		k = strings.TrimRight(k, "0123456789")
		if n-len(k) > 2 {
			return false
		}
	}
	if v := strings.TrimSuffix(k, "value"); len(v) < len(k) && len(v) > 0 {
		k = v // secretValue, password_value, secret-value: the value of the name before
	}
	if strings.HasSuffix(k, "passwords") {
		return true // a list's name: passwords: ["a", "b"] (not tokens: or secrets:, names of packages and of prose)
	}
	if r, ok := strings.CutPrefix(k, "password"); ok && slices.Contains(passwordRoles, r) {
		return true // passwordAdmin, PASSWORD_ROOT
	}
	for _, e := range secretKeyEnds {
		if strings.HasSuffix(k, e) {
			return true
		}
	}
	return false
}

// pwEnd reports a key ending in the abbreviation PW as a word of its
// own (DB_PW, adminPw, DBRWPW, smtp-pw2): after a separator, a change
// of case, or in a name all in capitals; in a word (npw) it is none.
func pwEnd(key string) bool {
	k := strings.TrimRight(key, "0123456789")
	n := len(k)
	if n < 2 || n+2 < len(key) || !strings.EqualFold(k[n-2:], "pw") {
		return false
	}
	if n == 2 {
		return true
	}
	switch c := k[n-3]; {
	case c == '_' || c == '-' || c == '.':
		return true
	case k[n-2] == 'P' && k[n-1] == 'w' && isLower(c):
		return true
	case k[n-2:] == "PW":
		return strings.ToUpper(k) == k
	}
	return false
}

// passValue is the stricter value gate of keys that say secret only by
// "pass" (passKey): a command-line password's (cliValue), and no code:
// no leading & * !, no braces, no backslash escapes (PASS="\x1b[32mPASS").
func passValue(v string) bool {
	return cliValue(v) && strings.IndexByte("&*!", v[0]) < 0 && !strings.ContainsAny(v, "{}\\")
}

// passKey reports a key that ends with "pass" as a word of its own
// (DB_PASS, ansible_become_pass, smtpPass, pass) or glued to the name of
// what it opens (SSHPASS, PGPASS, ROOTPASS): configs and env files
// shorten password so. A render or compiler pass (render_pass, firstPass)
// and words ending in pass (bypass, compass) are not.
func passKey(key string) bool {
	if k := strings.TrimRight(key, "0123456789"); len(k) < len(key) && len(key)-len(k) <= 2 && len(k) >= 4 {
		key = k // a numbered key: STA_PASS1, DB_PASS2
	}
	var buf [32]byte
	n := normTail(key, &buf)
	if !hasSuffixBytes(n, "pass") {
		return false
	}
	for _, b := range passBenign {
		if hasSuffixBytes(n, b) {
			return false
		}
	}
	if wordEnd(key, "pass") {
		return true
	}
	if k := strings.TrimRight(key, "0123456789"); len(k) > 4 && strings.ToUpper(k) == k && strings.HasSuffix(k, "PASS") {
		return true // LDAP_CONFIGPASS, ROOTPASS: an environment variable's shorthand
	}
	for _, g := range passGlued {
		if hasSuffixBytes(n, g) {
			return true
		}
	}
	return false
}

var (
	passBenign = []string{"firstpass", "secondpass", "thirdpass", "multipass", "renderpass", "subpass", "onepass", "twopass",
		"singlepass", "mainpass", "shadowpass", "lightpass", "depthpass", "prepass", "postpass", "finalpass", "nextpass",
		"bypass", "compass", "overpass", "underpass", "boardingpass", "buspass", "skippass", "drawpass", "blurpass"}
	passGlued = []string{"requirepass", "controlpass", "remotepass", "masterpass", "sshpass", "pgpass", "dbpass", "rootpass", "adminpass", "userpass", "smtppass", "ftppass",
		"mailpass", "ldappass", "mqpass", "redispass", "mysqlpass", "sqlpass", "wifipass", "vncpass", "rdppass", "sudopass", "becomepass",
		"storepass", "keypass", "trustpass", "bindpass", "configpass", "apipass", "webpass", "httppass", "mgmtpass", "dbapass", "syspass",
		"steampass", "rconpass", "serverpass", "gamepass", "joinpass", "authpass", "cryptopass", "privpass",
		"newpass", "oldpass", "altpass", "curpass", "currentpass", "loginpass", "svcpass", "domainpass", "localpass",
		"wlanpass", "wpapass", "stapass", "mqttpass"} // an IP camera's or a board's Wi-Fi and MQTT settings (wlanpass=v)
)

// basicAuth finds the credentials of an HTTP Basic Authorization header:
// "Authorization: Basic v", {"Authorization": "Basic v"}, and a call
// setting it, req.Header.Set("Authorization", "Basic v"); and, under any
// other label (a header table's tab, Rack's HTTP_AUTHORIZATION, tshark's
// fields), "Basic v" whose v decodes to user:password. After the
// header's own name the value is the credential whatever it holds: some
// APIs take their key there, not base64 (FullStory's "Basic na1.…").
func basicAuth() *reRule {
	d := newReRule(Rule{
		ID:          "basic-auth-header",
		Description: "Credentials of an HTTP Basic Authorization header (base64 user:password).",
		Keywords:    []string{"basic"},
		Severity:    SeverityHigh,
	}, func(key, v string) bool {
		// a value that is no base64 must look generated (not base64_encoded_credentials)
		return len(v) >= 8 && !isPlaceholder(v) && (key == "" && (!strings.ContainsAny(v, "._-") || nearValue(v)) || basicUserPass(v))
	},
		`(?i)\bauthorization(?:["']?[ \t]{0,4}[:=]|["'][ \t]{0,4},)[ \t]{0,4}["']?basic[ \t]+([A-Za-z0-9+/._\-]{7,299}(?:[A-Za-z0-9]|={1,2}))`,
		`(?:^|[^A-Za-z0-9])(?P<key>Basic)[ \t]+([A-Za-z0-9+/]{8,300}={0,2})(?:[^A-Za-z0-9+/=]|$)`,
		// user:password left unencoded after the scheme (a REST client's
		// request file, a hand-written header): the password
		`(?i)\bauthorization(?:["']?[ \t]{0,4}[:=]|["'][ \t]{0,4},)[ \t]{0,4}["']?basic[ \t]+[^\s:"'{}]{1,64}:([^\s"']{4,256})`)
	// the third reads user:password after the header's name only
	d.gates[2] = func(text string, h int) bool { return containsFold(text[max(0, h-24):h], "authorization") }
	// "basic" is a frequent word: the second expression runs only where
	// "Basic", blanks and eight base64 characters follow
	d.gates[1] = func(text string, h int) bool {
		if !strings.HasPrefix(text[h:], "Basic") || h > 0 && isAlnum(text[h-1]) {
			return false
		}
		i := h + len("Basic")
		if i >= len(text) || text[i] != ' ' && text[i] != '\t' {
			return false
		}
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		n := 0
		for i < len(text) && n < 8 && (isAlnum(text[i]) || text[i] == '+' || text[i] == '/') {
			i++
			n++
		}
		return n == 8
	}
	return d
}

// basicUserPass reports whether v, base64, decodes to printable
// "user:password" with a password of 4 bytes or more: what a Basic
// credential holds, and what prose after the word Basic does not.
func basicUserPass(v string) bool {
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		if b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(v, "=")); err != nil {
			return false
		}
	}
	i := bytes.IndexByte(b, ':')
	if i < 1 || len(b)-i-1 < 4 {
		return false
	}
	for _, c := range b {
		if c < 0x20 || c > 0x7e {
			return false
		}
	}
	return true
}

// bearerToken finds the token of an HTTP Bearer Authorization header or a
// "Bearer …" value. A token may have an id before '|' or ':' (Laravel
// Sanctum's <id>|<token>, Ably's <app>.<key>:<secret>): the id is taken
// with it. Base64 padding may close a part inside the token, not only its
// end (YouTrack's and Hub's perm:<user>.<name>==.<secret>).
func bearerToken() *reRule {
	return newReRule(Rule{
		ID:          "bearer-token",
		Description: "Token of an HTTP Bearer Authorization header.",
		Keywords:    []string{"bearer"},
		Severity:    SeverityHigh,
	}, acceptBearer,
		`(?i)\bbearer[ \t]+([A-Za-z0-9][A-Za-z0-9._~+\-]{0,199}[|:][A-Za-z0-9][A-Za-z0-9._~+/=\-]{15,1000}|[A-Za-z0-9._~+/\-][A-Za-z0-9._~+/=\-]{15,1000})`,
		`(?i)\b(?P<key>authorization)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?bearer[ \t]+([A-Za-z0-9._~+/\-]{8,15}|[A-Za-z0-9._~+/\-][A-Za-z0-9._~+/=\-]{15,1000})(?:[^A-Za-z0-9._~+/=|:\-]|$)`)
}

// acceptBearer keeps a bearer token of two character classes and some
// entropy; after an Authorization header's "Bearer" (key set), the header
// says what the value is, so a shorter (8 bytes) or one-class token is
// taken too, unless it is a word, a name or a placeholder.
func acceptBearer(key, v string) bool {
	if i := strings.IndexByte(v, '='); i > 0 && i+1 < len(v) && v[i+1] != '=' && strings.Trim(v[:i], "abcdefghijklmnopqrstuvwxyz_") == "" {
		return false // a parameter of a challenge (Bearer realm=…), not a token
	}
	if len(v) <= 15 && strings.IndexByte("-_", v[len(v)-1]) >= 0 {
		return false // a vendor's prefix before a mask (Bearer sk-proj-*****), not a token
	}
	if key != "" {
		return len(v) >= 8 && !wordValue.MatchString(v) && !identifierValue.MatchString(v) && !envNameValue.MatchString(v) &&
			(hasClasses(v, 2) || shannon(v) > 3)
	}
	return hasClasses(v, 2) && !wordValue.MatchString(v) && shannon(v) > 3
}

// containsFold reports whether s holds sub (lower case ASCII), ASCII case
// ignored, without the copy strings.ToLower makes: this runs at every
// keyword hit.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// envSalt reports a setting in capitals that names an application's salt
// (IMGPROXY_SALT, WordPress' NONCE_SALT, HASHIDS_SALT): mixed into its
// signatures or ids, kept secret like a key. A record's own "salt"
// beside its hash is written in small letters and stays.
func envSalt(key string) bool {
	p, ok := strings.CutSuffix(key, "_SALT")
	return ok && len(p) >= 2 && strings.ToUpper(p) == p && strings.Trim(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == ""
}

// skipBlankLines returns the index of the first byte at or after i that
// is not a blank nor a line break, reading 64 bytes at most.
func skipBlankLines(text string, i int) int {
	for k := 0; k < 64 && i < len(text) && isBlank(text[i]); k++ {
		i++
	}
	return i
}

// credentialVarName reports an environment variable's name that says it
// holds a credential (K6_CLOUD_TOKEN, DB_PASSWORD, STRIPE_SECRET_KEY):
// upper-case words joined by '_', the last a credential's. Written as a
// value, it names where the secret is, not the secret.
func credentialVarName(v string) bool {
	if len(v) < 6 || len(v) > 64 || strings.IndexByte(v, '_') < 0 {
		return false
	}
	if !isUpper(v[0]) || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != "" {
		return false
	}
	last := v[strings.LastIndexByte(v, '_')+1:]
	switch last {
	case "TOKEN", "KEY", "SECRET", "PASSWORD", "PASS", "PWD", "PW", "PASSWD", "CREDENTIALS", "CREDENTIAL", "AUTH", "APIKEY":
		return true
	}
	return false
}

// credentialRefName reports the name of a stored secret written as a
// value (secret: sendgrid-api-key, order-events-kafka:password, a
// Kubernetes Secret's or a secret manager's name): lower-case words
// joined by '-' or ':', two or more, the last a credential's.
func credentialRefName(v string) bool {
	if len(v) < 8 || len(v) > 96 || !isLower(v[0]) || strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789-:") != "" {
		return false
	}
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == ':' })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !isLetters(p) && !isDigits(p) {
			return false // random runs of letters and digits (a generated password's words) are no name's
		}
	}
	switch parts[len(parts)-1] {
	case "key", "token", "secret", "password", "passwd", "pass", "credentials", "credential", "pwd", "apikey":
		return true
	}
	return false
}

// passwordDigestKey reports a key naming a password's digest (pwd_sha1,
// pwd_hash, rpc_password_sha256, PassHash): an unsalted or a salted
// digest of a password opens it to a dictionary, as crypt(3)'s hashes
// do (password-hash).
func passwordDigestKey(key string) bool {
	var buf [32]byte
	k := normTail(key, &buf) // lower case, letters and digits: secretKey runs at every key, so no allocation
	switch string(k) {
	case "passnt", "passlm", "passntlmv2":
		return true // cntlm.conf's hashes of the proxy password: NTLM takes them as the password
	}
	for _, d := range [...]string{"hash", "sha1", "sha256", "sha512", "md5"} {
		if hasSuffixBytes(k, d) {
			b := string(k[:len(k)-len(d)])
			return strings.HasSuffix(b, "pwd") || strings.HasSuffix(b, "password") || strings.HasSuffix(b, "passwd") || b == "pass" || passKey(b)
		}
	}
	return false
}

// passwordDigestValue reports a value that is a digest: 32 hex digits or
// more, 24 characters or more of base64, or a crypt(3) string ($…).
func passwordDigestValue(v string) bool {
	switch {
	case strings.HasPrefix(v, "$") || strings.HasPrefix(v, "{"):
		return len(v) >= 20
	case len(v) >= 32 && isHexString(v):
		return true
	}
	return len(v) >= 24 && strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-") == "" && classes(v) >= 3
}

// booleanSecretFlag reports a name that switches how secrets are shown
// (--showsecret, --show-secrets, --reveal-secret, --no-token): what
// follows it is the next argument, not its value.
func booleanSecretFlag(key string) bool {
	k := strings.ToLower(strings.TrimLeft(key, "-"))
	for _, p := range [...]string{"show", "reveal", "hide", "mask", "no-", "no_"} {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// pinKey reports a key whose last word is PIN (PKCS11_PIN, sim-pin,
// userPin, PIN): a token's, a SIM's or a device's PIN. Its value is
// digits; a microcontroller's LED_PIN holds a pin's number, under 100.
func pinKey(key string) bool {
	n := len(key)
	if n < 3 || !strings.EqualFold(key[n-3:], "pin") {
		return false
	}
	if n == 3 {
		return true
	}
	c := key[n-4]
	return c == '_' || c == '-' || c == '.' || key[n-3] == 'P' && isLower(c) // userPin, not spin
}
