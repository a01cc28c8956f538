package rules

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// TestTokenBeforePunctuation: a token of a gitleaks rule that ends it
// with gitleaks' terminator, followed by what ends a cell, a column or an
// argument instead of a blank. gitleaks misses these; the span found must
// stop at the token.
func TestTokenBeforePunctuation(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(321))
	for range 4 {
		tok := "sntryu_" + randToken(r, tHex, 64)
		for _, text := range []string{
			"Engineering/Prod,note,Sentry auth token (releases)," + tok + ",,0,,,,\n",
			"| sentry | " + tok + "|\n",
			"| sentry |" + tok + "|\n",
			"client = Sentry(" + tok + ")\n",
			"<token>" + tok + "</token>\n",
			"[" + tok + "]\n",
		} {
			wantFound(t, s, text, tok, "sentry-user-token")
		}
		// a longer run of the token's class is not the token
		wantNoRule(t, s, "x,sntryu_"+randToken(r, tHex, 70)+",y\n", "sentry-user-token")
		// code's names before a ',' or ')' have a short prefix's shape
		wantNoRule(t, s, "// readUint16LengthPrefixed acts like s.ReadUint16LengthPrefixed, but targets a\n", "vault-service-token")
	}
}

// TestPunctView checks the view's blanks: only after a word byte, offsets
// kept, the text itself when nothing changes.
func TestPunctView(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a,b|c)d", "a b c d"},
		{", |x", ", |x"},
		{"f(x),", "f(x ,"},
		{"plain text", "plain text"},
		{"token x9. next", "token x9  next"}, {"end x9.", "end x9 "}, {"v1.2.3 a.b", "v1.2.3 a.b"}, {"key: v!\n", "key  v \n"},
	} {
		if got := punctView(c.in); got != c.want {
			t.Errorf("punctView(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if !endsWithTerminator(`\b(sntryu_[a-f0-9]{64})` + tokenTerminator) {
		t.Error("a prefixed token's pattern not recognised")
	}
	if endsWithTerminator(`(?i)[\w.-]{0,50}?(?:adafruit)` + genericShape + `[\x60'"\s=]{0,5}([a-z0-9_-]{32})` + tokenTerminator) {
		t.Error("a key-name pattern taken for a lone token's")
	}
}

// TestScrambledLettersUnderPasswordName: default passwords of letters
// only (a BMC's ten capitals, an iLO's eight, iDRAC's mixed case) in a
// password column, a commented header's aligned table and a hand-typed
// table whose cells drift; words, names and placeholders in that place
// are not.
func TestScrambledLettersUnderPasswordName(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(322))
	const upper = "BCDFGHJKLMNPQRSTVWXZ"
	for range 4 {
		bmc, ilo := randToken(r, upper, 10), randToken(r, upper, 8)
		mixed := randToken(r, "qxzjkvw", 3) + randToken(r, upper, 2) + randToken(r, "qxzjkvw", 2) + randToken(r, upper, 1)
		wantFound(t, s, "# IP            USER    PASSWORD\n10.61.1.101     ADMIN   "+bmc+"\n", bmc, "column-secret")
		wantFound(t, s, "Order Number,Service Tag,Model,iDRAC Default Password\n2008143398,1WM3786,PowerEdge R760,"+mixed+"\n", mixed, "column-secret")
		wantFound(t, s, "Serial Number   Product                iLO User        iLO Password\n"+
			"MXQ5909FCB      DL380 Gen11 (P52534)     Administrator   "+ilo+"\n", ilo, "column-secret")
	}
	for _, v := range []string{"disabled", "REDACTED", "Administrator", "CHANGEME", "aaaaaaaaaa", "abcdefghij", "NotSetYet"} {
		wantNoRule(t, s, "hostname,bmc_user,bmc_pass\nk8s-w-101,root,"+v+"\n", "column-secret")
	}
}

func TestCellStart(t *testing.T) {
	for _, c := range []struct {
		row  string
		o    int
		want int
		ok   bool
	}{
		{"ab  cd", 4, 4, true},
		{"ab   cd", 4, 5, true},
		{"ab cd", 4, 3, true},
		{"abcdefgh", 4, 0, false},
		{"ab      cd", 4, 0, false},
	} {
		got, ok := cellStart(c.row, c.o)
		if got != c.want || ok != c.ok {
			t.Errorf("cellStart(%q, %d) = %d, %v; want %d, %v", c.row, c.o, got, ok, c.want, c.ok)
		}
	}
}

// TestApplicationSalt: an application's salt set in capitals is a secret
// (imgproxy, WordPress, Hashids); a record's salt, a salt's rounds or
// length, are not.
func TestApplicationSalt(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(323))
	for range 4 {
		v := randToken(r, tHex, 64)
		wantFound(t, s, "      IMGPROXY_SALT: "+v+"\n", v, "secret-assignment")
		wantFound(t, s, "HASHIDS_SALT="+v+"\n", v, "secret-assignment")
	}
	for _, k := range []string{"SALT", "BCRYPT_SALT_ROUNDS", "Password_Salt_Length", "salt"} {
		if envSalt(k) {
			t.Errorf("envSalt(%q)", k)
		}
	}
}

// TestPrintRObject: PHP's print_r of an object names a property with its
// class and visibility; the value after "=>" is read, not the class.
func TestPrintRObject(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(324))
	for range 4 {
		v, w := randToken(r, tHex, 32), randToken(r, tAlnum, 24)
		wantFound(t, s, "App\\Service\\Config Object\n(\n    [apiKey:App\\Service\\Config:private] => "+v+"\n    [region:protected] => eu-west-1\n)\n", v, "secret-assignment")
		wantFound(t, s, "    [token:protected] => "+w+"\n", w, "secret-assignment")
	}
}

// TestPrintedTranscripts: a prompt that is a directory and a git branch,
// an output without its newline that runs into the next prompt, and the
// printers of a setting read back (airflow), a VPN's pre-auth key and a
// Fernet key.
func TestPrintedTranscripts(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(325))
	for range 4 {
		u := uuidLike(r)
		wantFound(t, s, "~/apps/shopfront (main) $ heroku auth:token\n"+u+"\n", u, "command-output-secret")
		pw := randToken(r, tAlnum, 18) + "!" + randToken(r, tAlnum, 4)
		wantFound(t, s, "jdoe@ws-44:~/svc/billing$ gcloud secrets versions access latest --secret=billing-db-password\n"+pw+
			"jdoe@ws-44:~/svc/billing$ gcloud secrets versions list db-password\n", pw, "command-output-secret")
		k := randToken(r, tB64, 22) + "=="
		wantFound(t, s, "$ airflow config get-value webserver secret_key\n"+k+"\n", k, "command-output-secret")
		h := randToken(r, tHex, 48)
		wantFound(t, s, "$ docker exec headscale headscale preauthkeys create --user homelab --reusable\n"+h+"\n", h, "command-output-secret")
		// a setting that is no secret, and a directory that is prose
		wantNoRule(t, s, "$ airflow config get-value core executor\n"+randToken(r, tAlnum, 24)+"\n", "command-output-secret")
	}
	for _, head := range []string{"~/apps/shop (main)", "/srv/app git:(main)", "~"} {
		if !pathPrompt(head) {
			t.Errorf("pathPrompt(%q) = false", head)
		}
	}
	for _, head := range []string{"x = 1", "~/a b c", "/etc/passwd:root", "cost is"} {
		if pathPrompt(head) {
			t.Errorf("pathPrompt(%q) = true", head)
		}
	}
}

// TestURLPasswordBeforeQuery: a connection URI whose host is left out
// before its query (Airflow's salesforce://user:p@?extra__…).
func TestURLPasswordBeforeQuery(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(326))
	for range 4 {
		p := randToken(r, tAlnum, 24)
		wantFound(t, s, "AIRFLOW_CONN_SF=salesforce://integration%40example.com:"+p+"@?extra__salesforce__domain=login\n", p, "url-password")
	}
}

// TestCookieHeaderListed: a recorded request's Cookie header as a YAML
// list under its name (VCR).
func TestCookieHeaderListed(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(327))
	for range 4 {
		v := randToken(r, tAlnum, 40) + "--" + randToken(r, tAlnum, 20)
		wantFound(t, s, "    headers:\n      Cookie:\n      - _app_session="+v+"; theme=dark\n      Accept:\n      - text/csv\n", v, "cookie-session")
	}
}

// TestCommandNamedColumns: rows printed by a command that names their
// columns itself (lpass export --fields=…, jq's [...] | @csv / @tsv).
func TestCommandNamedColumns(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(328))
	for range 4 {
		p1, p2 := randToken(r, tAlnum, 12)+"-", randToken(r, tAlnum, 20)
		wantFound(t, s, "$ lpass export --fields=name,username,password | grep -i vpn\nOpenVPN office,dana.k,"+p1+"\nWireGuard home,dana,"+p2+"\n", p1+"|"+p2, "column-secret")
		wantFound(t, s, "$ jq -r '.items[] | [.name, .login.username, .login.password] | @tsv' export.json\nGitLab\tdana\t"+p2+"\n", p2, "column-secret")
		wantFound(t, s, "$ jq -r '.items[] | [.title, (.fields[] | select(.type==\"password\") | .value)] | @csv' e.json\n\"SMTP relay\",\""+p2+"\"\n", p2, "column-secret")
		// a password cell that starts with a symbol
		p3 := ":" + randToken(r, tAlnum, 20)
		wantFound(t, s, "url,username,password,name\nhttps://console.example/,ops@example.com,"+p3+",Console\n", p3, "column-secret")
		// columns that name no secret
		wantNoRule(t, s, "$ jq -r '.items[] | [.name, .id] | @tsv' e.json\nGitLab\t"+p2+"\n", "column-secret")
	}
	for _, c := range []struct{ line, names string }{
		{"lpass export --fields=name,username,password | grep vpn", "name|username|password"},
		{"jq -r '.[] | [$n, .lastUsedDate, .password] | @tsv' x", "n|lastUsedDate|password"},
		{"jq -r '.a[] | [.title, (.f[] | select(.type==\"password\") | .value)] | @csv'", "title|password"},
	} {
		names, _ := commandColumns(c.line)
		if got := strings.Join(names, "|"); got != c.names {
			t.Errorf("commandColumns(%q) = %q, want %q", c.line, got, c.names)
		}
	}
}

// TestCredentialDumpForms: hash lines of Rubeus, mimikatz's lsadump::lsa
// /patch and Meterpreter's kiwi, john's $NT$ and its potfile, john's
// AS-REP hashes without an etype, a NetNTLMv2 response, a potfile's
// crypt hash and password; an account's SID beside its hash is no
// secret.
func TestCredentialDumpForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(329))
	const hexU = "0123456789ABCDEF"
	for range 4 {
		nt, aes, lm := randToken(r, hexU, 32), randToken(r, hexU, 64), randToken(r, tHex, 32)
		wantFound(t, s, "[*] Action: Calculate Password Hash(es)\n[*]       rc4_hmac             : "+nt+"\n[*]       aes256_cts_hmac_sha1 : "+aes+"\n", nt+"|"+aes, "windows-credential-dump")
		wantFound(t, s, "User : Administrator\nLM   : \nNTLM : "+lm+"\n", lm, "windows-credential-dump")
		sid := "S-1-5-21-" + itoa(1e9+r.Intn(1e9)) + "-" + itoa(1e9+r.Intn(1e9)) + "-502"
		wantFound(t, s, "[+] Account   : krbtgt\n[+] NTLM Hash : "+lm+"\n[+] LM Hash   : "+nt+"\n[+] SID       : "+sid+"\n", lm+"|"+nt, "windows-credential-dump")
		pw := "Otter" + randToken(r, tAlnum, 8)
		wantFound(t, s, "$ cat ~/.john/john.pot\n$NT$"+lm+":"+pw+"\n", lm+"|"+pw, "windows-credential-dump")
		asrep := "$krb5asrep$k.varnick@EXAMPLE.LOCAL:" + randToken(r, tHex, 32) + "$" + randToken(r, tHex, 120)
		wantFound(t, s, "$ cat asrep.john\n"+asrep+"\n", asrep, "password-hash")
		proof, blob := randToken(r, hexU, 32), "01010000000000"+randToken(r, hexU, 80)
		wantFound(t, s, "r.hendricks::EXAMPLE:"+randToken(r, tHex, 16)+":"+proof+":"+blob+"\n", proof+":"+blob, "windows-credential-dump")
		bc := "$2y$10$" + randToken(r, tAlnum, 53)
		pw2 := "Thunder" + randToken(r, tAlnum, 5) + "*"
		ms, _ := s.Detect("$ cat cracked-web.txt\n" + bc + ":" + pw2 + "\n")
		if !slices.ContainsFunc(ms, func(m Match) bool { return m.Secret == pw2 && m.RuleID == "cracked-password" }) {
			t.Errorf("the potfile's password of a bcrypt hash not found: %+v", ms)
		}
	}
	if !windowsSID("S-1-5-21-1993529040-3069156073-2996192993-502") || windowsSID("S-1-5-x") || windowsSID("S-2-5-21") {
		t.Error("windowsSID")
	}
}

// TestGitHubOAuthClientSecret: the secret after its client id, in a call
// on one line or over three; the id itself stays, and a commit's name
// alone is none.
func TestGitHubOAuthClientSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(330))
	for range 4 {
		id, sec := "Ov23li"+randToken(r, tAlnum, 14), randToken(r, tHex, 40)
		wantFound(t, s, `  provider :github, "`+id+`", "`+sec+`", scope: "user:email"`+"\n", sec, "github-oauth-client-secret")
		wantFound(t, s, "export const github = new GitHub(\n  \""+id+"\",\n  \""+sec+"\",\n  null\n);\n", sec, "github-oauth-client-secret")
		wantNoRule(t, s, "commit "+sec+"\nAuthor: dev\n", "github-oauth-client-secret")
		if !githubClientID(id) || !githubClientID("Iv1."+randToken(r, tHex, 16)) || githubClientID("Ov23li"+randToken(r, tAlnum, 13)) {
			t.Errorf("githubClientID(%q)", id)
		}
	}
}

// TestServiceKeyNames: an alerting or logging service's routing,
// integration or ingestion key, read by its name under a YAML list item
// (name/value) too; an AMQP routing key (a word) is not.
func TestServiceKeyNames(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(331))
	found := func(text, v string) bool {
		ms, _ := s.Detect(text)
		return slices.ContainsFunc(ms, func(m Match) bool { return m.Secret == v })
	}
	for range 4 {
		k := randToken(r, tHex, 32)
		for _, text := range []string{`  "routing_key": "` + k + `",` + "\n", "    - name: PAGERDUTY_ROUTING_KEY\n      value: " + k + "\n", "LOGDNA_INGESTION_KEY=" + k + "\n"} {
			if !found(text, k) {
				t.Errorf("%q: the key not found", text)
			}
		}
	}
	if ms, _ := s.Detect(`routing_key = "orders.created"` + "\n"); len(ms) != 0 {
		t.Errorf("an AMQP routing key found: %+v", ms)
	}
}

// TestTokenBeforeFullStop: a token that ends a sentence ("my token is
// hf_….") is read as gitleaks reads it before a blank, letters-only
// bodies too.
func TestTokenBeforeFullStop(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(35))
	tok := "hf_" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
	text := "I accepted the license, my HF token is " + tok + ". why do I still get 401?"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(text, tok)
	if !covered(ms, i, i+len(tok)) {
		t.Errorf("%q not found: %v", tok, ms)
	}
}
