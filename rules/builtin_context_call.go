package rules

import (
	"sort"
	"strings"
)

// credentialCallID is the rule of string literals passed to code that
// takes a credential (see credentialCall).
const credentialCallID = "credential-call"

// credentialCall finds passwords and tokens written as string literals in
// calls whose name says which argument is the credential, where no
// assignment names it:
//
//   - user and password by position: new NetworkCredential("u", "p"),
//     new PasswordAuthentication("u", "p".toCharArray()),
//     UsernamePasswordCredentials, HTTPBasicAuth("u", "p"),
//     req.SetBasicAuth("u", "p"), smtp.PlainAuth("", "u", "p", host),
//     ftp.login("u", "p"), .auth("u", "p"), *Credentials("id", "secret"),
//     DriverManager.getConnection(url, "u", "p"), mysqli(host, "u", "p"),
//     new PDO(dsn, "u", "p"), Python's auth=("u", "p"), and drivers'
//     connects that take the password by position (DBI->connect,
//     pymysql.connect, ldap_bind, Net::SMTP.start, new Sequelize: see
//     userPassCalls and dottedCalls);
//   - setters and builders named for the credential: setPassword("p"),
//     .password("p"), withPassword, keyring.set_password(svc, user, "p"),
//     setToken, setApiKey, setClientSecret (the last literal argument);
//   - setters of a named value whose name says secret: PHP's
//     define('DB_PASSWORD', 'p') and WordPress's define('AUTH_KEY', …)
//     salts, os.environ.setdefault("SECRET_KEY", "v"), setenv;
//   - getters so named that return a literal: getApiToken() { return
//     "k" }, def password(self): return "p" (getterSecret);
//   - hashers given the password in clear: generate_password_hash("p"),
//     crypt('p', gen_salt('bf')), passwordEncoder.encode("p").
//
// The literal must look like what the name says: a password-shaped value
// (cliValue: no name, number, path, host, placeholder) for password
// positions, a strongly random one (nearValue) for tokens, secrets and
// keys, whose names are also those of ordinary code (parseToken("IDENT")).
type credentialCall struct{ rule Rule }

func newCredentialCall() *credentialCall {
	kws := append([]string(nil), allCallKeywords...)
	sort.Strings(kws)
	return &credentialCall{rule: Rule{ID: credentialCallID, Source: SourceBuiltin, Severity: SeverityHigh, Keywords: kws,
		Description: "String literal passed as the password or token of a call that says so: new NetworkCredential(\"u\", \"p\"), " +
			"HTTPBasicAuth, SetBasicAuth, smtp.PlainAuth, ftp.login(\"u\", \"p\"), getConnection(url, \"u\", \"p\"), new PDO, setPassword(\"p\"), setApiKey(\"k\"), define('DB_PASSWORD', 'p'), " +
			"or returned by a getter so named: getApiToken() { return \"k\" }."}}
}

// callKeywords find the calls (case ignored); each ends at or just before
// the opening parenthesis of a call credentialCall reads.
var callKeywords = []string{"password(", "passwd(", "passphrase(", "secret(", "token(", "apikey(", "api_key(", "accesskey(",
	"access_key(", "secretkey(", "secret_key(", "privatekey(", "private_key(", "authkey(", "licensekey(",
	"masterkey(", "adminkey(", "serverkey(", "transactionkey(",
	"password_hash(", "hashpw(", "crypt(", "encode(", "hash_pwd_salt(", "hashsync(", "hash(", "create_user(", "create_superuser(", "changeuserpassword(",
	"pgp_sym_encrypt(", "pgp_sym_decrypt(", "aes_encrypt(", "aes_decrypt(",
	"credential", "authentication", "authenticator(", "auth(", "login(", "getconnection(", "mysqli", "mysql_connect(", "mysql_pconnect(",
	"pdo(", pdoTrace, "auth=(", "auth = (", "api_key=(", "define(", "setdefault(", "setenv(", "secretstr(",
	"ldap_bind(", "imap_open(", "oci_connect(", "oci_pconnect(", "oci_new_connect(", "ocilogon(", "newdialer(", "sequelize(",
	"ftp(", "ftp_tls(", "client(", "clientsync(", "preauthorizebasic(", "username_pw_set(", "algoliasearch(", "requestvalidator(", "passwordhash(",
	"createconnection(", "createcontext(", "createqueueconnection(", "createtopicconnection(", "createdatabaseconnection(",
	"'auth'", "\"auth\"", "fromencryptedjson(", "fromencryptedjsonsync(", "decryptkeystore(", "rcon(", "rconclient(", "connectto(", "setdatabaselogon(", "autoconnect(", "startconfigportal(", "myplexaccount(", "filestation(", "downloadstation(",
	"createfromfiles(", "readpfx(", "_set_key(", "authenticate(", "createaccount(",
	"simple_bind_s(", "simple_bind(", "bind_s(", "newstaticv4(", "gmail(",
	"dbconnect(", "database(", "execute_kw(", "setproperty(", "environment(", "load_key_and_certificates(", "load_pem_private_key(", "load_der_private_key(", "authorize_account("}

// dottedCalls are calls whose name is a receiver and a method (a dot or
// Perl's arrow between): the keyword, as written, and the name
// credentialCall gives the call. Each takes the password by position:
// DBI->connect($dsn, "u", "p"), pymysql.connect(host, "u", "p", db),
// Ruby's Net::SMTP.start(host, port, helo, "u", "p", :plain).
var dottedCalls = []struct{ kw, name string }{
	{"dbi->connect(", "dbiconnect"}, {"pymysql.connect(", "pymysqlconnect"}, {"mysqldb.connect(", "mysqldbconnect"},
	{"mysql.connector.connect(", "mysqlconnectorconnect"}, {"cx_oracle.connect(", "cxoracleconnect"},
	{"smtp.start(", "smtpstart"}, {"ftp.new(", "ftpnew"}, {"ftp.open(", "ftpnew"}, {"ldap3.connection(", "ldap3connection"},
	{"client.new(", "clientnew"}, {"dbinterface.connect(", "dbinterfaceconnect"}, {"common.authenticate(", "commonauthenticate"},
	{"sql.newinstance(", "sqlnewinstance"}, {"epgsql:connect(", "epgsqlconnect"}, {"notesfactory.createsession(", "notesfactorycreatesession"},
	{"wifi.begin(", "wifibegin"}, {"wifi.softap(", "wifisoftap"}, {"wifimulti.addap(", "wifimultiaddap"},
	{"wlan.connect(", "wlanconnect"}, {"sta_if.connect(", "staifconnect"}, {"sta.connect(", "staconnect"}, {"station.connect(", "stationconnect"},
	{"mqtt.connect(", "mqttconnect"}, {"mqttclient.connect(", "mqttconnect"}, {"pubsubclient.connect(", "mqttconnect"},
	{"account.decrypt(", "accountdecrypt"}, {"obs.connect(", "obsconnect"},
	{"secret.fromstring(", "secretfromstring"}, // Jenkins' hudson.util.Secret.fromString("v") in init scripts
	{"credentials.basic(", "credentialsbasic"}, // OkHttp's Credentials.basic("u", "p")
}

// allCallKeywords are callKeywords and the keywords of dottedCalls.
var allCallKeywords = func() []string {
	kws := append([]string(nil), callKeywords...)
	for _, d := range dottedCalls {
		kws = append(kws, d.kw)
	}
	return kws
}()

// pdoTrace is how PHP's stack traces print a PDO connection's arguments.
const pdoTrace = "pdo->__construct("

func (c *credentialCall) info() *Rule { return &c.rule }

func (c *credentialCall) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, allCallKeywords)
	first := len(out)
	lastParen := -1
	for _, h := range hits {
		paren, name := callParen(text, h), ""
		list := false
		if text[h] == '\'' || text[h] == '"' {
			// PHP's Guzzle option 'auth' => ['u', 'p'], a JSON or JS
			// "auth": ["u", "p"]: the list's '['
			if paren = authList(text, h); paren < 0 {
				continue
			}
			name, list = "auth=", true
		} else if hitIs(pdoTrace)(text, h) {
			// a stack trace's frame: PDO->__construct('mysql:…', 'u', 'p')
			paren, name = h+len(pdoTrace)-1, "pdo"
		} else if n, kw := dottedCall(text, h); n != "" {
			paren, name = h+len(kw)-1, n
		}
		if paren < 0 || paren == lastParen {
			continue
		}
		lastParen = paren
		if name == "" {
			name = callName(text, h, paren)
		}
		if name == "" {
			continue
		}
		read := callArgs
		if list {
			read = listArgs
		}
		args, closing, ok := read(text, paren+1)
		if !ok {
			continue
		}
		if sdkClient(name) {
			if !searchOnlyClient(text, name, h) {
				out = sdkClientKeys(text, args, out)
			}
		} else if s, e, ok := callSecret(text, name, args); ok && !publicKeyValue(text[s:e]) {
			out = append(out, Match{RuleID: credentialCallID, Start: s, End: e, Secret: text[s:e]})
			out = pairedKeyID(text, args, s, out)
		} else if s, e, ok := getterSecret(text, name, args, closing); ok {
			out = append(out, Match{RuleID: credentialCallID, Start: s, End: e, Secret: text[s:e]})
		}
	}
	return dedupSpans(out, first), nil
}

// dottedCall returns the name and keyword of the dotted call (see
// dottedCalls) at the keyword hit h, or "".
func dottedCall(text string, h int) (string, string) {
	if h > 0 && isWordByte(text[h-1]) {
		if hitIs("client.new(")(text, h) {
			return "clientnew", "client.new(" // Customerio::APIClient.new(: a client still
		}
		return "", "" // xpymysql.connect(: another receiver
	}
	for _, d := range dottedCalls {
		if hitIs(d.kw)(text, h) {
			return d.name, d.kw
		}
	}
	return "", ""
}

// callParen returns the opening parenthesis of the call at the keyword
// hit h: after the identifier holding h (or after auth = ), or -1.
func callParen(text string, h int) int {
	i := h
	for i < len(text) && i-h < 64 && (isWordByte(text[i]) || text[i] == ' ' && i+1 < len(text) && (text[i+1] == '=' || text[i+1] == '(') || text[i] == '=') {
		i++
	}
	if i < len(text) && text[i] == '(' {
		return i
	}
	return -1
}

// callName returns the normalized name of the called function (lower
// case, letters and digits only, "new" dropped) ending before paren:
// "networkcredential", "setpassword", "auth=" for a Python auth tuple.
func callName(text string, h, paren int) string {
	s := h
	for s > 0 && h-s < 64 && isWordByte(text[s-1]) {
		s--
	}
	raw := strings.TrimSpace(text[s:paren])
	if strings.HasSuffix(raw, "=") {
		switch name := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(raw, "="))); {
		case name == "auth", name == "basic_auth", name == "http_auth", name == "api_key":
			// requests' auth=("u", "p"); Elasticsearch's
			// basic_auth=("u", "p"), http_auth and api_key=("id", "key")
			return "auth="
		case strings.HasSuffix(name, "_auth") && len(name) > len("_auth"):
			// the tuple kept for requests' auth= under a name of its
			// own: HAPPYFOX_AUTH = ("key", "code")
			return "auth="
		}
		return ""
	}
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case isLower(c) || isDigit(c):
			b.WriteByte(c)
		case isUpper(c):
			b.WriteByte(c + 'a' - 'A')
		}
	}
	return b.String()
}

// callArg is an argument of a call: a string literal (the span inside its
// quotes, lit set) or anything else.
type callArg struct {
	s, e int
	lit  bool
}

// maxCallArgs bounds the argument list read.
const maxCallArgs = 512

// callArgs reads the arguments of a call from text[at:] to the closing
// parenthesis, whose offset it returns too: top-level commas split them, nested brackets are skipped,
// a string literal (with an optional .method() after it: .toCharArray(),
// .encode()) is an argument of its own.
func callArgs(text string, at int) ([]callArg, int, bool) { return callArgsN(text, at, maxCallArgs) }

// authList returns the index of the '[' of a list given to a quoted
// auth key at text[h] ('auth' => [, "auth": [), or -1.
func authList(text string, h int) int {
	i := skipSpaces(text, h+len("'auth'"))
	switch {
	case strings.HasPrefix(text[i:], "=>"):
		i += 2
	case i < len(text) && text[i] == ':':
		i++
	default:
		return -1
	}
	if i = skipSpaces(text, i); i < len(text) && text[i] == '[' {
		return i
	}
	return -1
}

// listArgs is callArgs for a list closed by ']': PHP's 'auth' => ['u', 'p'].
func listArgs(text string, at int) ([]callArg, int, bool) {
	return callArgsClosed(text, at, maxCallArgs, ']')
}

// callArgsN is callArgs reading at most limit bytes: an INSERT's tuple
// of long text columns is longer than a call's arguments.
func callArgsN(text string, at, limit int) ([]callArg, int, bool) {
	return callArgsClosed(text, at, limit, ')')
}

// callArgsClosed is callArgsN for arguments closed by closer.
func callArgsClosed(text string, at, limit int, closer byte) ([]callArg, int, bool) {
	var args []callArg
	i, depth := at, 0
	cur := callArg{s: -1}
	start := at
	flush := func(end int) {
		if cur.lit {
			args = append(args, cur)
		} else if strings.TrimSpace(text[start:end]) != "" {
			args = append(args, callArg{s: start, e: end})
		}
		cur = callArg{s: -1}
	}
	for i < len(text) && i-at < limit {
		c := text[i]
		switch {
		case c == '"' || c == '\'' || c == '`':
			j := quoteClose(text, i, max(maxQuoted, limit))
			if j < 0 {
				return nil, 0, false
			}
			pre := strings.TrimSpace(text[start:i])
			if len(pre) > len("some(") {
				pre = "-" // none of the prefixes below: lowering it all at each quote was quadratic
			} else {
				pre = strings.ToLower(pre)
			}
			if depth == 0 && (pre == "" || pre == "b" || pre == "r" || pre == "u" ||
				pre == "rb" || pre == "br" || pre == "n" || pre == "e" || pre == "@" || pre == "l") {
				cur = callArg{s: i + 1, e: j, lit: true} // Python's b'…', r'…', u'…'; SQL's N'…', E'…'; Objective-C's @"…"
			} else if depth == 1 && pre == "some(" && j+1 < len(text) && text[j+1] == ')' {
				cur = callArg{s: i + 1, e: j, lit: true} // Rust's Option: .basic_auth("u", Some("p"))
			} else if depth == 0 {
				cur.lit = false // "a" "b", x"a": not one literal; a quote inside .encode('utf-8') is the method's
			}
			i = j + 1
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			if depth == 0 {
				if c != closer {
					return nil, 0, false
				}
				flush(i)
				return args, i, true
			}
			depth--
		case c == ',' && depth == 0:
			flush(i)
			start = i + 1
		case c == '\n' && depth == 0 && i-at > 200:
			return nil, 0, false
		default:
			if cur.lit && depth == 0 && !isBlank(c) && c != '.' && !isWordByte(c) {
				cur.lit = false // "a" + b, "a" % x: an expression, not a literal
			}
		}
		i++
	}
	return nil, 0, false
}

// quoteClose returns the offset of the quote that closes the one at
// text[open] on the same line (escapes skipped), reading fewer than limit
// bytes from open, or -1.
func quoteClose(text string, open, limit int) int {
	q := text[open]
	j := open + 1
	for j < len(text) && j-open < limit && text[j] != q && text[j] != '\n' {
		if text[j] == '\\' {
			j++
		}
		j++
	}
	if j >= len(text) || text[j] != q {
		return -1
	}
	return j
}

// userPassCalls name calls taking a user then a password: the index of
// the password argument.
var userPassCalls = map[string]int{
	"networkcredential": 1, "passwordauthentication": 1, "usernamepasswordcredentials": 1, "passwordauthenticator": 1, // Couchbase's SDKs
	"usernamepasswordauthenticationtoken": 1, "usernamepasswordcredentialsprovider": 1, "passwordcredential": 1,
	"httpbasicauth": 1, "httpdigestauth": 1, "basicauth": 1, "basicauthentication": 1, "setbasicauth": 1, "digestauth": 1, "newbasicauth": 1,
	"login": 1, "auth": 1, "setauth": 1, "auth=": 1, "setcredentials": 1, "withcredentials": 1,
	"plainauth": 2, "getconnection": 2, "mysqli": 2, "mysqliconnect": 2, "mysqlconnect": 2, "mysqlpconnect": 2, "pdo": 2,
	// Azure identity: (tenant, client id, secret), (client id, user, password)
	"clientsecretcredential": 2, "usernamepasswordcredential": 2,
	// PHP: ldap_bind($c, $dn, "p"), ftp_login($c, "u", "p"),
	// ssh2_auth_password($c, "u", "p"), imap_open($box, "u", "p"),
	// oci_connect("u", "p", $db)
	"ldapbind": 2, "ftplogin": 2, "ssh2authpassword": 2, "imapopen": 2,
	// Django's create_user(username, email, password) and create_superuser;
	// MongoDB's db.changeUserPassword("u", "p")
	"createuser": 2, "createsuperuser": 2, "changeuserpassword": 1,
	// the key of SQL's symmetric ciphers: pgcrypto's pgp_sym_encrypt(data,
	// 'k'), MySQL's AES_ENCRYPT(data, 'k')
	"pgpsymencrypt": 1, "pgpsymdecrypt": 1, "aesencrypt": 1, "aesdecrypt": 1,
	"ociconnect": 1, "ocipconnect": 1, "ocinewconnect": 1, "ocilogon": 1,
	// Perl's DBI, Python's MySQL and Oracle drivers, ftplib.FTP(host,
	// "u", "p"), ldap3.Connection(server, "u", "p"), Ruby's Net::SMTP and
	// Net::FTP, gomail.NewDialer(host, port, "u", "p"), new
	// Sequelize(db, "u", "p", opts)
	"dbiconnect": 2, "pymysqlconnect": 2, "mysqldbconnect": 2, "mysqlconnectorconnect": 2, "cxoracleconnect": 1,
	"ftp": 2, "ftptls": 2, "ldap3connection": 2, "smtpstart": 4, "ftpnew": 2, "newdialer": 3, "sequelize": 2,
	// Swagger UI's preauthorizeBasic(scheme, "u", "p"), paho MQTT's
	// username_pw_set("u", "p")
	"preauthorizebasic": 2, "usernamepwset": 1,
	// Groovy's Sql.newInstance(url, "u", "p", driver), Erlang's
	// epgsql:connect(host, "u", "p", opts), Domino's
	// NotesFactory.createSession(host, "u", "p")
	"sqlnewinstance": 2, "epgsqlconnect": 2, "notesfactorycreatesession": 2,
	// JMS: ConnectionFactory.createConnection("u", "p"), createContext("u", "p")
	"createconnection": 1, "createcontext": 1, "createqueueconnection": 1, "createtopicconnection": 1,
	// Mirth Connect's DatabaseConnectionFactory.createDatabaseConnection(driver, url, "u", "p")
	"createdatabaseconnection": 3,
	// Wi-Fi on microcontrollers: Arduino's WiFi.begin("ssid", "p"),
	// WiFi.softAP and WiFiMulti.addAP, MicroPython's wlan.connect("ssid", "p")
	// ArduinoOTA.setPasswordHash("md5 of the OTA password")
	"setpasswordhash": 0,
	"wifibegin":       1, "wifisoftap": 1, "wifimultiaddap": 1, "wlanconnect": 1, "staifconnect": 1, "staconnect": 1, "stationconnect": 1,
	// Arduino's PubSubClient: mqtt.connect("client id", "u", "p")
	"mqttconnect": 2,
	// an Ethereum keystore's password: ethers' Wallet.fromEncryptedJson(json,
	// "p"), eth_account's Account.decrypt(keystore, "p"), web3.js'
	// decryptKeystore (the private keys given to a wallet are
	// evm-private-key's)
	"fromencryptedjson": 1, "fromencryptedjsonsync": 1,
	"accountdecrypt": 1, "decryptkeystore": 1,
	// an RCON client: Rcon("host", port, "p") (Minecraft's and Source's)
	"rcon": 2, "rconclient": 2,
	// LotusScript's ODBCConnection.ConnectTo("dsn", "u", "p"), Crystal
	// Reports' SetDatabaseLogon("u", "p", server, db)
	"connectto": 2, "setdatabaselogon": 1,
	// WiFiManager's portal: wm.autoConnect("AP name", "p")
	// obs-websocket-js: obs.connect("ws://host:4455", "p")
	"obsconnect": 1,
	// python-plexapi's MyPlexAccount("u", "p"); synology-api's
	// FileStation(ip, port, "u", "p", …) and its siblings
	"myplexaccount": 1, "filestation": 3, "downloadstation": 3,
	// a client certificate's password: Bloomberg's
	// blpapi.TlsOptions.createFromFiles(p12, "p", ca), sped-nfe's
	// Certificate::readPfx(content, "p")
	"createfromfiles": 1, "readpfx": 1,
	// Boston Dynamics' robot.authenticate("u", "p"), and other SDKs' so named
	"authenticate": 1,
	"autoconnect":  1, "startconfigportal": 1,
	// Jenkins' init scripts: HudsonPrivateSecurityRealm.createAccount("u", "p")
	"createaccount": 1,
	// python-ldap's simple_bind_s("dn", "p") and bind_s; minio-go's
	// credentials.NewStaticV4("id", "secret", ""); OkHttp's
	// Credentials.basic("u", "p"); Dart mailer's gmail("u", "app password")
	"simplebinds": 1, "simplebind": 1, "binds": 1, "newstaticv4": 1, "credentialsbasic": 1, "gmail": 1,
	// R's DBI with RJDBC: dbConnect(drv, url, "u", "p"); Julia's
	// DBInterface.connect(MySQL.Connection, host, "u", "p"); MATLAB's
	// database("source", "u", "p")
	"dbconnect": 3, "dbinterfaceconnect": 3, "database": 2,
	// Odoo's external API: common.authenticate(db, "u", "p", {}) and
	// models.execute_kw(db, uid, "p", model, method, …)
	"commonauthenticate": 2, "executekw": 2,
	// pyca/cryptography's key loaders: the file's password by position
	"loadkeyandcertificates": 1, "loadpemprivatekey": 1, "loadderprivatekey": 1,
	// MongoDB's Java driver: MongoCredential.createScramSha256Credential("u",
	// "authdb", "p".toCharArray()) and its kin; Lettuce's
	// RedisURI.builder().withAuthentication("u", "p"); b2sdk's
	// authorize_account("production", key id, "application key");
	// Jenkins' UsernamePasswordCredentialsImpl(scope, id, description, "u", "p")
	"createscramsha256credential": 2, "createscramsha1credential": 2, "createplaincredential": 2, "createcredential": 2,
	"withauthentication": 1, "authorizeaccount": 2, "usernamepasswordcredentialsimpl": 4,
}

// callSecret returns the span of the credential among args of the call
// named name, or false.
func callSecret(text, name string, args []callArg) (int, int, bool) {
	if k, ok := userPassCalls[name]; ok || (strings.HasSuffix(name, "credentials") || strings.HasSuffix(name, "credential") ||
		strings.HasSuffix(name, "login")) && len(args) >= 2 {
		if !ok {
			// BasicAWSCredentials("id", "secret"), NewStaticCredentials(id,
			// secret, token), new Credential("u", "p"),
			// startClientLogin("id", "secret"), doLogin("u", "p")
			k = 1
			if len(args) >= 3 && !args[0].lit {
				// a handle first: modem_login(dev, "u", "p"),
				// doLogin(ctx, "u", "p"): the literal after the user's
				for i := 2; i < len(args); i++ {
					if args[i].lit && args[i-1].lit {
						k = i
						break
					}
				}
			}
		}
		if (name == "login" || name == "auth") && len(args) == 1 {
			k = 0 // client.login("bot token"), a Redis client's auth("p")
		}
		if name == "auth" && len(args) == 2 && args[0].lit && !args[1].lit && callbackArg(text[args[1].s:args[1].e]) {
			k = 0 // node-redis' client.auth("p", function (err) {…})
		}
		if len(args) <= k || !args[k].lit {
			return 0, 0, false
		}
		a := args[k]
		if a.s == a.e && k > 0 && args[k-1].lit && strings.Contains(name, "auth") {
			// an API key sent as basic auth's user with no password:
			// SetBasicAuth("key", ""), auth=("key", "")
			if v := text[args[k-1].s:args[k-1].e]; nearValue(v) && !uuidValue.MatchString(v) && !publicKeyValue(v) {
				return args[k-1].s, args[k-1].e, true
			}
			return 0, 0, false
		}
		if name == "pdo" && a.e-a.s > 3 && text[a.e-3:a.e] == "..." {
			a.e -= 3 // a PHP trace cuts a string argument to 15 bytes and "..."
		}
		v := text[a.s:a.e]
		if !ok && uuidValue.MatchString(v) {
			return 0, 0, false // a *Credential's tenant or client id, not its secret
		}
		if k > 0 && args[k-1].lit && text[args[k-1].s:args[k-1].e] == v {
			return 0, 0, false // ("user", "user"): a test of the call, not a secret
		}
		if (cliValue(v) || nearValue(v) || lettersAppPassword(v)) && !publicKeyValue(v) {
			return a.s, a.e, true // (an app password's four groups: login("u", "abcd efgh ijkl mnop"))
		}
		return 0, 0, false
	}
	if name == "secretstr" && len(args) == 1 && args[0].lit {
		// pydantic's SecretStr("v"): a value typed as a secret
		if v := text[args[0].s:args[0].e]; nearValue(v) || cliValue(v) && passwordValue(v) {
			return args[0].s, args[0].e, true
		}
		return 0, 0, false
	}
	if hasherCalls[name] || name == "encode" && encoderReceiver(text, args) || name == "hash" && passwordHasher(text, args) {
		// a password hashed in clear: generate_password_hash("v"),
		// crypt('v', gen_salt('bf')), passwordEncoder.encode("v")
		if len(args) == 0 || !args[0].lit {
			return 0, 0, false
		}
		a := args[0]
		if v := text[a.s:a.e]; cliValue(v) && passwordValue(v) {
			return a.s, a.e, true
		}
		return 0, 0, false
	}
	if namedSetters[name] && len(args) >= 2 && args[1].lit && (args[0].lit || constantArg(text[args[0].s:args[0].e]) != "") {
		// define('DB_PASSWORD', 'v'), os.environ.setdefault("SECRET_KEY", "v"),
		// Java's p.setProperty(DestinationDataProvider.JCO_PASSWD, "v")
		key, v := text[args[0].s:args[0].e], text[args[1].s:args[1].e]
		if !args[0].lit {
			key = constantArg(key)
		}
		if wpSalts[key] && saltValue(v) || contextKey(key) && (cliValue(v) || nearValue(v)) {
			return args[1].s, args[1].e, true
		}
		return 0, 0, false
	}
	kind := setterKind(name)
	if kind == 0 && len(args) > 0 && args[0].lit && keySetterName(name) {
		// a package's own key setter: R's census_api_key("k", install =
		// TRUE), fredr_set_key("k"); the key comes first
		if v := text[args[0].s:args[0].e]; nearValue(v) {
			return args[0].s, args[0].e, true
		}
		return 0, 0, false
	}
	if kind == 0 || len(args) == 0 {
		return 0, 0, false
	}
	a := args[len(args)-1]
	if !a.lit {
		return 0, 0, false
	}
	v := text[a.s:a.e]
	if kind == 'p' && cliValue(v) || nearValue(v) {
		return a.s, a.e, true
	}
	return 0, 0, false
}

// pairedKeyID appends the argument before the secret at s when both are
// strongly random: an access key and its secret key (qiniu.Auth("ak",
// "sk"), new BasicAWSCredentials(id, secret)), the pair a cloud SDK
// authenticates with; a user name or a readable client id before a secret
// is not taken.
func pairedKeyID(text string, args []callArg, s int, out []Match) []Match {
	for k := 1; k < len(args); k++ {
		if args[k].s != s || !args[k-1].lit {
			continue
		}
		a := args[k-1]
		if v, sec := text[a.s:a.e], text[args[k].s:args[k].e]; len(v) >= 16 && nearValue(v) && nearValue(sec) &&
			!uuidValue.MatchString(v) && !publicKeyValue(v) && !hostValue.MatchString(v) && !fileValue.MatchString(v) {
			out = append(out, Match{RuleID: credentialCallID, Start: a.s, End: a.e, Secret: v})
		}
	}
	return out
}

// sdkClient reports the name of an SDK client's constructor or factory:
// a name ending in client (DataAPIClient, DadataClient), clientsync,
// Ruby's Client.new, createClient.
func sdkClient(name string) bool {
	return strings.HasSuffix(name, "client") && len(name) > len("client") || strings.HasSuffix(name, "clientsync") || name == "clientnew" ||
		sdkFactories[name]
}

// sdkHexKey reports a key of hex digits passed to an SDK's client
// (Customerio::Client.new(site_id, "key")): 20 to 64 of them, letters
// and digits both. nearValue refuses hex alone, as digests and ids are
// hex, but a client is built from keys, not digests.
func sdkHexKey(v string) bool {
	return len(v) >= 20 && len(v) <= 64 && isHexString(strings.ToLower(v)) && classBits(strings.ToLower(v))&6 == 6
}

// searchOnlyClient reports an Algolia client built for a browser: the
// lite client, InstantSearch or a comment saying search-only near the
// call at h. Its key is a search-only key, public by design.
func searchOnlyClient(text, name string, h int) bool {
	if name != "algoliasearch" {
		return false
	}
	near := strings.ToLower(text[max(0, h-400):min(len(text), h+400)])
	for _, w := range [...]string{"search-only", "search only", "searchonly", "algoliasearch/lite", "liteclient", "instantsearch"} {
		if strings.Contains(near, w) {
			return true
		}
	}
	return false
}

// sdkFactories are SDK constructors not named client that take keys by
// position: algoliasearch(appID, "key"), Twilio's
// RequestValidator("auth token").
var sdkFactories = map[string]bool{"algoliasearch": true, "requestvalidator": true}

// sdkClientKeys appends the keys an SDK's client is built from by
// position (new DadataClient("key", "secret"), SearchClientSync(appID,
// "key"), createClient("key")): its strongly random literals, not ids,
// URLs or regions.
func sdkClientKeys(text string, args []callArg, out []Match) []Match {
	for _, a := range args {
		if !a.lit {
			continue
		}
		if v := text[a.s:a.e]; (nearValue(v) || sdkHexKey(v)) && !uuidValue.MatchString(v) && !publicKeyValue(v) && !strings.Contains(v, "://") &&
			!hostValue.MatchString(v) && !fileValue.MatchString(v) {
			out = append(out, Match{RuleID: credentialCallID, Start: a.s, End: a.e, Secret: v})
		}
	}
	return out
}

// setterKind classifies a setter or builder named for a credential: 'p'
// for a password (setPassword, password, withPassphrase, set_password),
// 't' for a token, secret or key (setToken, setApiKey, withClientSecret),
// 0 for any other name (getPassword, hashPassword, verifyToken).
func setterKind(name string) byte {
	for _, p := range setterPrefixes {
		if rest, ok := strings.CutPrefix(name, p); ok {
			if k := credentialNameKind(rest); k != 0 {
				return k
			}
		}
	}
	return credentialNameKind(name)
}

// keySetterName reports the name of a package's function that sets its
// API key: a name ending in apikey, apitoken, setkey or settoken after a
// package's prefix (census_api_key, fredr_set_key), not a getter's or a
// check's (get_api_key("NAME") reads a key by its name).
func keySetterName(name string) bool {
	for _, p := range [...]string{"get", "load", "read", "fetch", "has", "del", "remove", "validate", "check", "is", "find", "lookup", "require"} {
		if strings.HasPrefix(name, p) {
			return false
		}
	}
	for _, suf := range [...]string{"apikey", "apitoken", "setkey", "settoken"} {
		if strings.HasSuffix(name, suf) && len(name) > len(suf) {
			return true
		}
	}
	return false
}

// setterPrefixes start the names of setters and builders.
var setterPrefixes = []string{"set", "with", "use", "put", "from", // Haystack's Secret.from_token("t")
	"reqauth"} // R's httr2: req_auth_bearer_token(req, "t")

// credentialNameKind classifies a normalized name that is a credential's
// alone: 'p' for a password's, 't' for a token's, a secret's or a key's.
func credentialNameKind(name string) byte {
	switch name {
	case "password", "passwd", "passphrase", "userpassword", "dbpassword", "adminpassword", "keystorepassword",
		"truststorepassword", "keypassword", "storepassword", "proxypassword":
		return 'p'
	case "token", "accesstoken", "authtoken", "apitoken", "bearertoken", "refreshtoken", "secret", "clientsecret",
		"apisecret", "apikey", "secretkey", "accesskey", "secretaccesskey", "privatekey", "authkey", "licensekey",
		// Directus' staticToken("t"), and other SDKs' builders so named
		"statictoken", "personalaccesstoken", "servicetoken", "bottoken", "apptoken", "integrationtoken",
		"signingsecret", "webhooksecret", "masterkey", "adminkey", "serverkey",
		// Authorize.Net's merchantAuthentication.setTransactionKey("k")
		"transactionkey",
		// Jenkins' Secret.fromString("v"): what a credential is made of
		"secretfromstring":
		return 't'
	}
	return 0
}

// hasherCalls hash the password they are given first: what a seed or a
// test passes them as a literal is the password in clear (Flask's
// generate_password_hash, Django's make_password, PHP's password_hash,
// bcrypt's hashpw, SQL's crypt, BCrypt.HashPassword).
var hasherCalls = map[string]bool{"generatepasswordhash": true, "makepassword": true, "passwordhash": true,
	"hashpw": true, "crypt": true, "hashpassword": true,
	"hashpwdsalt": true, "hashsync": true} // Elixir's Bcrypt.hash_pwd_salt, bcryptjs' hashSync

// passwordHasher reports a call of hash that hashes a password:
// bcrypt's, bcryptjs' or argon2's (bcrypt.hash("p", 10), await
// hash("p", 10) assigned to a passwordHash): its receiver names the
// algorithm, or its line names a password and a cost follows the
// literal. hash() alone is any digest of anything.
func passwordHasher(text string, args []callArg) bool {
	if len(args) == 0 || !args[0].lit {
		return false
	}
	// the line before the literal, 96 bytes at most: "hash(" is a
	// frequent call, and a long line must not cost its length each time
	lo := max(0, args[0].s-96)
	before := text[lo+strings.LastIndexByte(text[lo:args[0].s], '\n')+1 : args[0].s]
	call := strings.TrimRight(before, "(\"' ")
	for _, recv := range [...]string{"bcrypt.hash", "bcryptjs.hash", "argon2.hash"} {
		if len(call) >= len(recv) && strings.EqualFold(call[len(call)-len(recv):], recv) {
			return true
		}
	}
	return containsFold(before, "passw") && (len(args) == 1 || len(args) >= 2 && !args[1].lit && isDigits(strings.TrimSpace(text[args[1].s:args[1].e])))
}

// encoderReceiver reports a call of encode whose receiver is a password
// encoder (Spring's passwordEncoder.encode("v")): args[0] starts right
// after "passwordEncoder.encode(" or "…PasswordEncoder().encode(", case
// ignored.
func encoderReceiver(text string, args []callArg) bool {
	if len(args) == 0 {
		return false
	}
	end := args[0].s // after "encoder.encode(", and the quote of a literal
	if args[0].lit {
		end--
	}
	for end > 0 && isBlank(text[end-1]) {
		end-- // encode( "v" )
	}
	head := strings.ToLower(text[max(0, end-len("passwordencoder().encode(")):end])
	// not a TextEncoder named encoder
	return strings.HasSuffix(head, "passwordencoder.encode(") || strings.HasSuffix(head, "passwordencoder().encode(")
}

// namedSetters take a name, then its value: PHP's define, Python's
// os.environ.setdefault, setenv, Gradle's environment("NAME", "v") of a
// task that runs a program (Exec, JavaExec, Spring Boot's bootRun).
var namedSetters = map[string]bool{"define": true, "setdefault": true, "environsetdefault": true, "setenv": true, "ossetenv": true,
	"setproperty": true, "systemsetproperty": true, // Java's Properties and System properties
	"environment": true}

// constantArg returns the name of a constant given as a call's argument
// (DestinationDataProvider.JCO_PASSWD, Context.SECURITY_CREDENTIALS): its
// last part in capitals and '_', or "" for any other expression.
func constantArg(a string) string {
	a = strings.TrimSpace(a)
	if i := strings.LastIndexByte(a, '.'); i >= 0 {
		a = a[i+1:]
	}
	if len(a) < 3 || strings.Trim(a, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != "" || !isUpper(a[0]) {
		return ""
	}
	return a
}

// wpSalts are WordPress's secret keys and salts (wp-config.php).
var wpSalts = map[string]bool{"AUTH_KEY": true, "SECURE_AUTH_KEY": true, "LOGGED_IN_KEY": true, "NONCE_KEY": true,
	"AUTH_SALT": true, "SECURE_AUTH_SALT": true, "LOGGED_IN_SALT": true, "NONCE_SALT": true}

// saltValue is a generated WordPress key: 32 characters or more of
// every class, random (blanks may occur; the placeholder "put your unique
// phrase here" is words).
func saltValue(v string) bool {
	return len(v) >= 32 && classes(v) >= 3 && shannon(v) >= 4 && !isPlaceholder(v)
}

// callbackArg reports an argument that is a function: a callback after a
// call's arguments (function (err) {…}, (err) => …, err => …).
func callbackArg(a string) bool {
	a = strings.TrimSpace(a)
	return strings.HasPrefix(a, "function") || strings.Contains(a, "=>")
}
