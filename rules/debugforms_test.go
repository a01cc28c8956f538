package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestANSIColoredValues: terminal escapes between a name, its sign and
// its value no longer hide an assignment, and the match covers the value
// alone, not the escapes after it.
func TestANSIColoredValues(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(301))
	const esc = "\x1b"
	for range 4 {
		hex := strings.ToLower(randToken(r, tHex, 64))
		pw := randToken(r, tAlnum, 12) + "%" + randToken(r, tAlnum, 4)
		aws := randToken(r, tAlnum, 30) + "/" + randToken(r, tAlnum, 9)
		wantFound(t, s, esc+"[33mSESSION_SECRET"+esc+"[39m="+esc+"[32m\""+hex+"\""+esc+"[39m\n", hex, "")
		wantFound(t, s, "[10:16:02]: "+esc+"[33mMATCH_PASSWORD"+esc+"[0m: "+pw+"\n", pw, "")
		wantFound(t, s, esc+"[36mset"+esc+"[m "+esc+"[36m-gx"+esc+"[m "+esc+"[33mAWS_SECRET_ACCESS_KEY"+esc+"[m "+esc+"[31m"+aws+esc+"[m\n", aws, "")
		// an escape right after the value stays out of the span
		ms, err := s.Detect(esc + "[36mpass=" + esc + "[0m" + pw + esc + "[0m\n")
		if err != nil || len(ms) != 1 || ms[0].Secret != pw {
			t.Fatalf("pass= in color: %v %v", err, ms)
		}
		// plain colored text stays clean
		if ms, _ := s.Detect(esc + "[32m✔" + esc + "[0m built " + esc + "[1mapi" + esc + "[0m in 2.3s\n"); len(ms) != 0 {
			t.Errorf("colored build output: %v", ms)
		}
	}
}

// TestDebuggerViews: a debugger's or a REPL's type, pointer or Option
// between a field's name and its string value; a misspelt password key;
// a REPL's echo of a secret-named variable; an API key as a URL's user
// before a dummy or masked password.
func TestDebuggerViews(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(302))
	for range 4 {
		v := randToken(r, tAlnum, 14) + "-" + randToken(r, tAlnum, 6)
		wantFound(t, s, "  Token = {string} \""+v+"\"\n", v, "")
		wantFound(t, s, " $ db_password: chr \""+v+"\"\n", v, "")
		wantFound(t, s, "$1 = {host = 0x5555555593c0 \"broker.iot\", port = 8883, user = 0x555555559400 \"gw0417\", password = 0x555555559420 \""+v+"\", keepalive = 60}\n", v, "")
		wantFound(t, s, "    password: Some(\n        \""+v+"\",\n    ),\n", v, "")
		wantFound(t, s, "conn = psycopg2.connect(\"host=db user=app passwrd="+v+"\")\n", v, "")
		wantFound(t, s, "Host=pg.local;Username=seed;Passwrd="+v+"\n", v, "")
		key := randToken(r, tAlnum, 20)
		wantFound(t, s, "Client error: `GET https://"+key+":***@acme.freshdesk.com/api/v2/tickets` resulted\n", key, "url-token-user")
		wantFound(t, s, "curl https://"+key+":X@acme.freshdesk.com/api/v2/tickets\n", key, "url-token-user")
		hex := strings.ToLower(randToken(r, tHex, 32))
		for _, tr := range []string{
			"debug> exec process.env.TWILIO_AUTH_TOKEN\n'" + hex + "'\ndebug> exec config.queue\n",
			"irb(main):001> ENV[\"SHOPIFY_API_SECRET\"]\n=> \"" + hex + "\"\nirb(main):002> exit\n",
			"[1] pry(main)> ENV.fetch(\"STRIPE_SECRET_KEY\")\n=> \"" + hex + "\"\n",
			"jshell> System.getenv(\"DB_PASSWORD\")\n$1 ==> \"" + hex + "\"\n",
			"In [3]: settings.SECRET_KEY\nOut[3]: '" + hex + "'\n",
		} {
			wantFound(t, s, tr, hex, printedID)
		}
	}
	for _, text := range []string{
		"user = 0x555555559400 \"gw0417\", password = 0x555555559420 \"\", port = 0x1f90\n",
		"git clone https://deploy-user:***@git.acme.example/repo.git\n",
		"In [4]: cfg.region\nOut[4]: 'eu-west-1-zone-abc'\n",
		"> Note: see settings.SECRET_KEY\nthis-is-prose\n",
	} {
		if ms, _ := s.Detect(text); len(ms) != 0 {
			t.Errorf("%q: %v", text, spans(ms, text))
		}
	}
}

// TestFixtureForms: what test suites, seeds and IDE run configurations
// hold: an app password under a password key or flag, a password hashed
// in clear by a seed, a literal passed through JSON.stringify, a
// Set-Cookie value with its attributes but no header, a Go MySQL DSN
// whose password ends in '@', a factory's password { "v" } block.
func TestFixtureForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(303))
	group := func() string { return randToken(r, "bcdfghjklmnpqrstvwxz", 4) }
	for range 4 {
		app := group() + " " + group() + " " + group() + " " + group()
		wantFound(t, s, `<option name="VM_PARAMETERS" value="-Dspring.mail.password=`+app+`" />`+"\n", app, "")
		wantFound(t, s, "SMTP_PASSWORD="+app+"\n", app, "")
		pw := randToken(r, tAlnum, 14) + "#"
		wantFound(t, s, "create: { email: 'e2e@acme.dev', passwordHash: await hash('"+pw+"', 10) },\n", pw, credentialCallID)
		wantFound(t, s, `Repo.insert!(%User{email: "a@b.test", hashed_password: Bcrypt.hash_pwd_salt("`+pw+`")})`+"\n", pw, credentialCallID)
		wantFound(t, s, "const h = await bcrypt.hash('"+pw+"', 12)\n", pw, credentialCallID)
		wantFound(t, s, "User.objects.create_superuser('admin', 'a@b.c', '"+pw+"')\n", pw, credentialCallID)
		wantFound(t, s, "    password { \""+pw+"\" }\n", pw, "")
		wantFound(t, s, `open mysql "orders:`+pw+`@@tcp(127.0.0.1:3306)/orders_test": refused`+"\n", pw+"@", "dsn-password")
		hex := strings.ToLower(randToken(r, tHex, 32))
		wantFound(t, s, "  'process.env.ALGOLIA_ADMIN_KEY': JSON.stringify('"+hex+"'),\n", hex, "")
		sid := randToken(r, tAlnum, 32)
		wantFound(t, s, `  "sid=`+sid+`; Path=/; HttpOnly; Secure; SameSite=Lax",`+"\n", sid, cookieSessionID)
		rails := randToken(r, tB64, 60) + "==--" + randToken(r, tB64, 20) + "--" + randToken(r, tB64, 22) + "=="
		wantFound(t, s, "      Set-Cookie:\n      - _shop_session="+rails+"; path=/; secure; HttpOnly\n", rails, cookieSessionID)
	}
	for _, text := range []string{
		"your password will have been sent\n",
		"const digest = hash('some content here', 'sha256')\n",
		"  'process.env.API_URL': JSON.stringify('https://api.example.com'),\n",
		"lang=en-US-preferences-long; Path=/; Max-Age=3600\n",
		"    sequence(:email) { |n| \"user#{n}@example.com\" }\n    api_key { \"xxx\" }\n",
	} {
		if ms, _ := s.Detect(text); len(ms) != 0 {
			t.Errorf("%q: %v", text, spans(ms, text))
		}
	}
}

// TestOpsForms: an ARM parameter's {"value": v} under a password key, a
// Go MySQL DSN with a bare (host:port) address, a password here-string
// into a Beat's keystore, and the output of a kubectl JSONPath to one
// secret env var's value or of a SecretStr revealed.
func TestOpsForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(305))
	for range 4 {
		pw := randToken(r, tAlnum, 16) + "#"
		wantFound(t, s, `{"parameters":{"sqlAdministratorLogin":{"value":"sqladmin"},"sqlAdministratorLoginPassword":{"value":"`+pw+`"}}}`+"\n", pw, "")
		wantFound(t, s, `[{"name":"DATA_SOURCE_NAME","value":"exporter:`+pw+`@(db-02.prod:3306)/"}]`+"\n", pw, "dsn-password")
		wantFound(t, s, "$ filebeat keystore add ES_PWD --stdin <<< '"+pw+"'\n", pw, cliPasswordID)
		wantFound(t, s, `$ kubectl get deploy api -o jsonpath='{.spec.template.spec.containers[0].env[?(@.name=="DB_PASSWORD")].value}'`+"\n"+pw+"\n", pw, printedID)
		wantFound(t, s, `$ python -c "from app.settings import s; print(s.db.password.get_secret_value())"`+"\n"+pw+"\n", pw, printedID)
	}
	for _, text := range []string{
		`{"parameters":{"location":{"value":"westeurope"},"adminPassword":{"reference":{"keyVault":{"id":"/subscriptions/x"}}}}}` + "\n",
		"console.log(user@(host)) and a@(b)\n",
		`$ kubectl get deploy api -o jsonpath='{.spec.template.spec.containers[0].env[?(@.name=="LOG_LEVEL")].value}'` + "\ninfo-verbose-mode\n",
	} {
		if ms, _ := s.Detect(text); len(ms) != 0 {
			t.Errorf("%q: %v", text, spans(ms, text))
		}
	}
}
