package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestBruteForceLogin: what Nmap's brute scripts and Metasploit's login
// scanners print when a login works; nmap's empty password, wordlist
// words and the attempts a brute-forcer only tried are not taken.
func TestBruteForceLogin(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(331))
	for range 4 {
		a, b, c := randToken(r, tAlnum, 10), randToken(r, tAlnum, 9)+"!", randToken(r, tAlnum, 12)
		d, e := randToken(r, tAlnum, 11), randToken(r, tAlnum, 8)+"7"
		wantFound(t, s, "| ssh-brute:\n|   Accounts:\n|     backup:"+a+" - Valid credentials\n|_  Statistics: Performed 204 guesses in 31 seconds, average tps: 6.5\n", a, "brute-force-login")
		wantFound(t, s, "| snmp-brute:\n|_  "+b+" - Valid credentials\n", b, "brute-force-login")
		wantFound(t, s, "|     jsmith:"+c+" - Valid credentials, account locked\n", c, "brute-force-login")
		wantFound(t, s, "svc_web:"+d+":Valid credentials\n", d, "brute-force-login")
		wantFound(t, s, "\"ftpuser\",\""+e+"\",\"Valid credentials\"\n", e, "brute-force-login")
		wantFound(t, s, "[+] 10.0.0.5:22 - Success: 'deploy:"+a+"' 'uid=1000(deploy) gid=1000(deploy) groups=1000(deploy)'\n", a, "brute-force-login")
		wantFound(t, s, "[+] 10.0.0.9:8080 - Login Successful: tomcat:"+d+"\n", d, "brute-force-login")
		wantFound(t, s, "|     Credentials found:\n|       sa:<empty> => Login Success\n|_      reporting:"+e+" => Login Success\n", e, "brute-force-login")
		wantFound(t, s, "2025/03/12 16:03:27 >  [+] VALID LOGIN:\t k.varnick@corp.local:"+b+"\n", b, "brute-force-login")
		wantFound(t, s, "[+] 10.12.0.1:161 - Login Successful: "+c+" (Access level: read-write); Proof (sysDescr.0): Cisco IOS Software\n", c, "brute-force-login")
		wantFound(t, s, "[+] 10.40.2.15:5432 - Login Successful: postgres:"+b+"@template1\n", b, "brute-force-login")
		wantFound(t, s, "<script id=\"ssh-brute\" output=\"&#xa;  Accounts: &#xa;    ansible:"+e+" - Valid credentials&#xa;  Statistics: Performed 412 guesses\">\n", e, "brute-force-login")
	}
	for _, text := range []string{
		"|       anonymous:<empty> - Valid credentials\n",
		"|     admin:admin - Valid credentials\n",
		"|     root:password - Valid credentials\n",
		"|_  public - Valid credentials\n",
		"[+] 10.12.0.1:161 - Login Successful: public (Access level: read-only); Proof (sysDescr.0): Cisco IOS\n",
		"|       sa:<empty> => Login Success\n",
		"Valid credentials are required to continue.\n",
	} {
		wantNoRule(t, s, text, "brute-force-login")
	}
}

// TestXMLAttributePair: a value="…" attribute whose element's key= or
// name= says secret, in .NET's appSettings, Ant's properties and a
// settings file's <setting name=…><value>; and Nmap's <elem
// key="password">. Names that say no secret, variables, numbers and
// values outside a tag are not taken.
func TestXMLAttributePair(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(332))
	for range 4 {
		a, b, c := randToken(r, tAlnum, 14), randToken(r, tAlnum, 20), randToken(r, tAlnum, 12)+"#"
		wantFound(t, s, "<appSettings>\n  <add key=\"ApiBaseUrl\" value=\"https://api.example.com/\" />\n  <add key=\"ApiKey\" value=\""+a+"\" />\n</appSettings>\n", a, "xml-attribute-secret")
		wantFound(t, s, "<add name=\"AuthToken\" value='"+b+"'/>\n", b, "xml-attribute-secret")
		wantFound(t, s, "<property name=\"smtp.client.secret\"\n          value=\""+c+"\"/>\n", c, "xml-attribute-secret")
		wantFound(t, s, "<setting name=\"ClientSecret\" serializeAs=\"String\"><value>"+c+"</value></setting>\n", c, "xml-tag-secret")
		wantFound(t, s, "<table>\n<elem key=\"username\">ansible</elem>\n<elem key=\"password\">"+c+"</elem>\n<elem key=\"state\">Valid credentials</elem>\n</table>\n", c, "xml-tag-secret")
	}
	for _, text := range []string{
		"<add key=\"TokenLifetime\" value=\"3600\" />\n",
		"<add key=\"ApiKey\" value=\"${API_KEY}\" />\n",
		"<add key=\"ApiKey\" value=\"__ApiKey__\" />\n",
		"<add key=\"ClientId\" value=\"3f2c9a1e-7b4d-4e8a-9c1f-2a6b8d0e4f11\" />\n",
		"<add key=\"PasswordPolicy\" value=\"MinLength=12;RequireDigit\" />\n",
		"<option dataValue=\"x\" name=\"secret\" />\n",
		"name=\"apiKey\" value=\"Xq7rTz2LmN9p\" is how the form reads it\n",
	} {
		wantNoRule(t, s, text, "xml-attribute-secret")
	}
}

// TestPotfileAndCrackedTo: a potfile's SHA-256 line, and a report's
// "cracked to v"; a digest beside a file name is not taken.
func TestPotfileAndCrackedTo(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(333))
	for range 4 {
		a, c := randToken(r, tAlnum, 9)+"?", "Summer"+randToken(r, "0123456789", 4)+"!"
		h64 := randToken(r, tHex, 64)
		wantFound(t, s, "$ tail -n 3 ~/.local/share/hashcat/hashcat.potfile\n"+h64+":"+c+"\n", h64+"|"+c, "windows-credential-dump")
		wantFound(t, s, "$ hashcat -m 22000 corp.hc22000 --show\n"+h64[:32]+":d08ad7fb7cb2:035e1478f098:Corp-WiFi:"+c+"\n", h64[:32]+"|"+c, "windows-credential-dump")
		wantFound(t, s, "| GLX-01 | NTLMv2 for `k.okafor@CORP` cracked to `"+a+"` |\n", a, "cracked-to-password")
		wantFound(t, s, "The hash cracked to "+c+" in four minutes.\n", c, "cracked-to-password")
		wantNoRule(t, s, "$ sha256sum --show\n"+h64+":build/output.tar.gz\n", "windows-credential-dump")
	}
	wantNoRule(t, s, "the hash was cracked to plaintext within the hour\n", "cracked-to-password")
}

// TestTokenReplacementPlaceholders: a deployment tool's slots (Octopus'
// #{Name}, Replace Tokens' __Name__) are no values, also where a
// connection string's ';' or '}' cut them.
func TestTokenReplacementPlaceholders(t *testing.T) {
	s := testSet(t)
	wantNothing(t, s, "<add name=\"Default\" connectionString=\"Server=#{SqlServer};User Id=#{SqlUser};Password=#{SqlPassword};\" />\n"+
		"<add key=\"ApiKey\" value=\"__ApiKey__\" />\n")
}

// TestNTHashWordAndMemssp: an NT hash after the word NT or "NT hash:" in
// a note, and the passwords of misc::memssp's log; the empty password's
// hash and a word ending in "nt" are not taken.
func TestNTHashWordAndMemssp(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(334))
	for range 4 {
		h, a := randToken(r, tHex, 32), randToken(r, tAlnum, 11)+"*"
		wantFound(t, s, "- HOOLI\\Administrator : NT "+h+"   (DCSync, day 3)\n", h, "windows-credential-dump")
		wantFound(t, s, "\tusername:        CORP\\scanner\n\tNT hash:         "+h+"\n", h, "windows-credential-dump")
		wantFound(t, s, "[*] nthash: "+h+"\n", h, "windows-credential-dump")
		wantFound(t, s, "C:\\> type C:\\Windows\\System32\\mimilsa.log\n[00000000:0a1f33c2] TYRELL\\r.deckard\t"+a+"\n", a, "windows-credential-dump")
		wantNoRule(t, s, "the client "+h+" is the request's id\n", "windows-credential-dump")
	}
	wantNoRule(t, s, "WS-01 : NT 31d6cfe0d16ae931b73c59d7e0c089c0 (no password)\n", "windows-credential-dump")
}

// TestChatReply: a token sent alone as a chat message right after a
// message that asks for it, in WhatsApp's, LINE's and IRC's export
// layouts; a reply that is a word, an image, or SMTP's dialogue is not.
func TestChatReply(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(335))
	for range 4 {
		hex, pw := randToken(r, tHex, 32), randToken(r, tAlnum, 12)+"!"
		wantFound(t, s, "[21.08.2024 19:05] Dmytro: thanks! and the API key for the integration?\n[21.08.2024 19:06] Oksana: "+hex+"\n", hex, chatReplyID)
		wantFound(t, s, "22/07/2024 14:03 - Bruna: valeu! e o token da Z-API?\n22/07/2024 14:03 - Rafael: one sec\n22/07/2024 14:04 - Rafael: "+pw+"\n", pw, chatReplyID)
		wantFound(t, s, "14:02\tSato\t本番のRDSのパスワード変わりました\n14:02\tSato\t"+pw+"\n", pw, chatReplyID)
		wantFound(t, s, "21:03 <bramble> what's the db password again?\n21:04 <hazel> "+pw+"\n", pw, chatReplyID)
	}
	for _, text := range []string{
		"[2024-12-01 21:41] Idris: passphrase is in the vault\n[2024-12-01 21:44] Noor: ![image](./media/2024-12-01_214402.jpg)\n",
		"[2024-12-01 21:41] Idris: what's the wifi password?\n[2024-12-01 21:44] Noor: dunno\n",
		"2024-11-07 10:01:12\tCLIENT -> SERVER: AUTH LOGIN\n2024-11-07 10:01:12\tSERVER -> CLIENT: 334 VXNlcm5hbWU6\n2024-11-07 10:01:12\tCLIENT -> SERVER: " + base64.StdEncoding.EncodeToString([]byte("reservierung@gasthof.de")) + "\n",
		"12/03/2024, 19:04 - Marco: the commit hash of the fix?\n12/03/2024, 19:05 - Ana: " + randToken(r, tHex, 40) + "\n",
	} {
		wantNoRule(t, s, text, chatReplyID)
	}
}

// TestSecretShareLinks: the key of a one-time secret link, which opens
// the secret (the link's public id stays); and an Oracle logon's
// password of letters alone, before EZConnect's //host.
func TestSecretShareLinks(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(336))
	const b58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	for range 4 {
		id, key := randToken(r, tAlnum, 22), randToken(r, tAlnum, 22)
		wantFound(t, s, "sending via Bitwarden Send: https://send.bitwarden.com/#"+id+"/"+key+" (1 access)\n", key, "secret-share-link")
		frag := randToken(r, tAlnum+"-_", 90)
		wantFound(t, s, "https://share.1password.com/s#"+frag+"\n", frag, "secret-share-link")
		pb := randToken(r, b58, 44)
		wantFound(t, s, "full dump: https://privatebin.net/?"+randToken(r, tHex, 16)+"#"+pb+"\n", pb, "secret-share-link")
		pp := randToken(r, tAlnum, 18)
		wantFound(t, s, "https://pwpush.com/en/p/"+pp+" expires after 2 views\n", pp, "secret-share-link")
		ora := randToken(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 20)
		wantFound(t, s, "  sqlplus MIGR_APP/"+ora+"@//ora-scan.example:1521/PRD\n", ora, "cli-password")
	}
	wantNoRule(t, s, "see https://example.com/?0123456789abcdef#section-two-of-the-docs\n", "secret-share-link")
	// the Send's access id stays, beside its link too
	id, key := randToken(r, tAlnum, 22), randToken(r, tAlnum, 22)
	wantFound(t, s, "{\n  \"accessId\": \""+id+"\",\n  \"accessUrl\": \"https://send.bitwarden.com/#"+id+"/"+key+"\"\n}\n", key, "secret-share-link")
	wantFound(t, s, "$ sqlldr userid=stage/"+key+"@DW control=ctl/customers.ctl log=log/customers.log\n", key, "")
}

// TestDiffView: a line a unified diff adds or removes reads as the file's
// own line, so rules anchored at a line's start find it; the diff's
// headers and the text outside a hunk are left as they are.
func TestDiffView(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(337))
	for range 4 {
		v := randToken(r, tHex, 40)
		wantFound(t, s, "diff --git a/redis.conf b/redis.conf\n--- a/redis.conf\n+++ b/redis.conf\n@@ -1,3 +1,3 @@\n-# requirepass foobared\n+requirepass "+v+"\n # masterauth <master-password>\n", v, "network-config-secret")
	}
	for _, c := range []struct{ in, want string }{
		{"--- a/f\n+++ b/f\n@@ -1 +1 @@\n-old\n+new\n", "--- a/f\n+++ b/f\n@@ -1 +1 @@\n old\n new\n"},
		{"+x\n-y\n", "+x\n-y\n"},
		{"x\n@@ -1,2 +1,2 @@\n+a\n+\n", "x\n@@ -1,2 +1,2 @@\n a\n+\n"},
	} {
		if got := diffView(c.in, c.in); got != c.want {
			t.Errorf("diffView(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPrintedAndSessionIDs: terraform output -raw's value run into the
// next bare "$ " prompt, Pulumi's config and stack outputs read back by a
// secret's name, and a session id in a URL's path.
func TestPrintedAndSessionIDs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(338))
	for range 4 {
		pw, hex := randToken(r, tAlnum, 20)+"*~", randToken(r, tHex, 32)
		wantFound(t, s, "$ terraform output -raw grafana_admin_password\n"+pw+"$ terraform output grafana_url\n\"https://grafana.example.com\"\n", pw, "command-output-secret")
		wantFound(t, s, "$ pulumi config get platform:datadogApiKey\n"+hex+"\n", hex, "command-output-secret")
		sid := strings.ToUpper(randToken(r, tHex, 32))
		wantFound(t, s, "10.0.0.3 - - [14/Mar/2025:09:53:00 +0000] \"GET /portal/home;jsessionid="+sid+"?year=2024 HTTP/1.1\" 200 14012\n", sid, "url-session-id")
	}
	wantNoRule(t, s, "$ terraform output -raw grafana_url\nhttps://grafana.example.com$ ls\n", "command-output-secret")
}

// TestIntroducedInComposeLogs: a token alone in its service's line of
// docker compose logs, under a line of the same service that introduces
// it; and a generated value holding '=' that follows no setting's name.
func TestIntroducedInComposeLogs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(339))
	for range 4 {
		v := randToken(r, tAlnum, 25)
		wantFound(t, s, "web_1     | API key:\nweb_1     |   "+v+"\nweb_1     | listening on :8080\n", v, "introduced-token")
	}
	for _, c := range []struct {
		v    string
		want bool
	}{{"session.timeout.ms=45000", true}, {"max_connections=200", true}, {"+g=" + randToken(r, tAlnum, 17), false}, {"abc", false}, {"dGVzdA==", false}} {
		if got := settingAssign(c.v); got != c.want {
			t.Errorf("settingAssign(%q) = %v, want %v", c.v, got, c.want)
		}
	}
	if got := afterLogPrefix("a\n|   x", 6); got != 6 {
		t.Errorf("a bare bar is no service's prefix: got %d", got)
	}
}

// TestCallsCookiesAndOperators: Jenkins' createAccount, a Redis client's
// auth("p"), an app password's four groups given to login, an Erlang
// cookie, CouchDB's hashed admin, and Ruby's ||= and JavaScript's ??=.
func TestCallsCookiesAndOperators(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(340))
	const lower = "abcdefghijklmnopqrstuvwxyz"
	for range 4 {
		pw, tok := randToken(r, tAlnum, 14)+"#", randToken(r, tAlnum, 28)
		app := randToken(r, lower, 4) + " " + randToken(r, lower, 4) + " " + randToken(r, lower, 4) + " " + randToken(r, lower, 4)
		wantFound(t, s, "hudsonRealm.createAccount(\"admin\", \""+pw+"\")\n", pw, credentialCallID)
		wantFound(t, s, "local client = redis.connect('10.9.0.4', 6379)\nclient:auth('"+tok+"')\n", tok, credentialCallID)
		wantFound(t, s, "    s.login(\"alerts@acme.io\", \""+app+"\")\n", app, credentialCallID)
		cookie := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 20)
		wantFound(t, s, "-name tracker@10.0.7.21\n-setcookie "+cookie+"\n+K true\n", cookie, "erlang-cookie")
		wantFound(t, s, "$ iex --sname console --cookie "+cookie+" --remsh app@host\n", cookie, "erlang-cookie")
		dk := randToken(r, tHex, 40)
		wantFound(t, s, "[admins]\nadmin = -pbkdf2-"+dk+","+randToken(r, tHex, 32)+",10\n", dk, "couchdb-admin-hash")
		wantFound(t, s, "ENV['STRIPE_SECRET'] ||= '"+tok+"'\n", tok, "secret-assignment")
		wantFound(t, s, "process.env.API_TOKEN ??= '"+tok+"'\n", tok, "secret-assignment")
	}
	wantNoRule(t, s, "const user = firebase.auth('default')\n", credentialCallID)
	wantNoRule(t, s, "erl -setcookie $ERLANG_COOKIE -name a@b\n", "erlang-cookie")
}

// TestColonIntroOnTheLine: a sentence that names a credential and ends
// with a colon, then the token at the line's end; a cache's key, an
// alias, a UUID and a command's header after such words are not taken.
func TestColonIntroOnTheLine(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(341))
	for range 4 {
		h := randToken(r, tHex, 40)
		wantFound(t, s, "Der API-Schlüssel für DATEV steht im Ticket, aber hier nochmal: "+h+"\n", h, "introduced-token")
		wantNoRule(t, s, "DEBUG: cache key for <GET https://example.com/listing/88443461>: "+h+"\n", "introduced-token")
		wantNoRule(t, s, "The signing key alias for the build: "+h+"\n", "introduced-token")
		wantNoRule(t, s, "curl -k --user 'svc:x' -X POST https://ci.local/job/deploy-api -H 'Jenkins-Crumb: "+h+"'\n", "introduced-token")
	}
	wantNoRule(t, s, "  Chave PIX da conta (aleatória): 57fc95ed-2e99-4098-bee8-8c9bc99ec450\n", "introduced-token")
}

// TestNameValueFormsAndSSM: HCL's and terraform plan's name = / value =
// pairs, a {"k": …, "v": …} record, and an SSM SecureString read back in
// JSON, text and table output; a String parameter and a non-secret name
// are not taken.
func TestNameValueFormsAndSSM(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(342))
	for range 4 {
		v, w := randToken(r, tAlnum, 18)+"!", randToken(r, tAlnum, 16)
		wantFound(t, s, "      + set {\n          + name  = \"auth.adminPassword\"\n          + value = \""+v+"\"\n        }\n", v, "name-value-secret")
		wantFound(t, s, "{\"k\":\"cluster_name\",\"v\":\"platform-prod\"}\n{\"k\":\"argocd_admin_password\",\"v\":\""+w+"\"}\n", w, "name-value-secret")
		wantFound(t, s, "{\n  \"Parameter\": {\n    \"Name\": \"/prod/db/password\",\n    \"Type\": \"SecureString\",\n    \"Value\": \""+w+"\"\n  }\n}\n", w, "ssm-securestring-value")
		wantFound(t, s, "/prod/checkout/HMAC_KEY\tSecureString\t"+v+"\n/prod/checkout/REGION\tString\teu-west-1\n", v, "ssm-securestring-value")
	}
	wantNothing(t, s, "  set {\n    name  = \"replicaCount\"\n    value = \"3\"\n  }\n/prod/app/REGION\tString\teu-west-1\n")
	wantNothing(t, s, "|  /prod/orders/db_password   |  SecureString |  alias/aws/ssm |  7 |\n")
}

// TestRandomObjectPrefix: a lower-case head before '_' that spells no
// word (yvdqce_) is part of a random token, not an object's type (pi_,
// ftjob-, toolu_).
func TestRandomObjectPrefix(t *testing.T) {
	r := rand.New(rand.NewSource(343))
	for _, c := range []struct {
		head string
		want bool
	}{{"pi_", true}, {"ftjob-", true}, {"toolu_", true}, {"cus_", true}, {"yvdqce_", false}, {"cfziqf_", false}} {
		run := c.head + randToken(r, tAlnum, 20)
		if got := objectIDPrefix(run); got != c.want {
			t.Errorf("objectIDPrefix(%q…) = %v, want %v", c.head, got, c.want)
		}
	}
}

// TestPSKPassphraseAndCommunities: a pre-shared key that is a generated
// passphrase (words and a number), and the SNMP community of VyOS' set
// service snmp and of a typed snmp-server community.
func TestPSKPassphraseAndCommunities(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(344))
	words := []string{"tiger", "marble", "lantern", "sunset", "thunder", "nimbus", "walnut", "meadow", "puffin"}
	for range 4 {
		pp := words[r.Intn(3)] + "-" + words[3+r.Intn(3)] + "-" + words[6+r.Intn(3)] + randToken(r, "0123456789", 2)
		wantFound(t, s, "aaa.1.wpa.psk="+pp+"\n", pp, "secret-assignment")
		wantFound(t, s, "    wifiPsk: "+pp+"\n", pp, "secret-assignment")
		c := "zbx_" + randToken(r, tAlnum, 11)
		wantFound(t, s, "set service snmp community "+c+" authorization ro\n", c, "network-device-secret")
	}
	wantNothing(t, s, "    wifiMode: station-mode-preferred\n")
}

// TestNetshKeyContent: the Wi-Fi key on netsh's Key Content line, in
// English and other languages, digits alone and words included; the
// Security key's state is not a key.
func TestNetshKeyContent(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(345))
	for range 4 {
		d, l := randToken(r, "0123456789", 20), randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 12)
		wantFound(t, s, "    Security key           : Present\n    Key Content            : "+d+"\n", d, "list-output-secret")
		wantFound(t, s, "    Contenido de la clave  : "+l+"\n", l, "localized-credential-value")
		wantFound(t, s, "    Nyckelinnehåll         : "+l+"\n", l, "localized-credential-value")
	}
	wantNothing(t, s, "    Key Content            : Absent\n")
}

// TestSessionCookieNames: a value given to a session cookie's well-known
// name outside a Cookie header: a cookie store's table, Go's %+v of a
// cookie, an interceptor's log, name = v; a log's session_id is no
// cookie.
func TestSessionCookieNames(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(346))
	for range 4 {
		h, u := randToken(r, tHex, 32), strings.ToUpper(randToken(r, tHex, 32))
		wantFound(t, s, "# cookies for buildkite.com\n_buildkite_sess = "+h+"\n", h, cookieSessionID)
		wantFound(t, s, "2025/03/14 09:12:46 cookie: &{Name:grafana_session Value:"+h+" Domain:metrics.internal Path:/\n", h, cookieSessionID)
		wantFound(t, s, "localhost\t/\tJSESSIONID\t"+u+"\t-1\n", u, cookieSessionID)
		wantFound(t, s, "[Interceptor] + JSESSIONID="+u+" (session)\n", u, cookieSessionID)
		wantNoRule(t, s, "level=info session_id="+h+" msg=ok\n", cookieSessionID)
		wantNoRule(t, s, "\ttps := utils.GenerateSampleSecrets(\"gitlab\", \"_gitlab_session=\"+secrets.NewSecret(utils.AlphaNumeric(\"32\")))\n", cookieSessionID)
	}
}
