package rules

import (
	"math/rand"
	"testing"
)

// TestPassKeys: keys that shorten password to pass (DB_PASS,
// ansible_become_pass, SSHPASS, pass:) are secret keys; a render or
// compiler pass, a word ending in pass, and code or test output under a
// bare "pass" are not.
func TestPassKeys(t *testing.T) {
	for _, k := range []string{"DB_PASS", "ansible_become_pass", "smtpPass", "pass", "SSHPASS", "PGPASS", "db-pass", "mail.pass"} {
		if !secretKey(k) || !contextKey(k) {
			t.Errorf("%s: not a secret key", k)
		}
	}
	for _, k := range []string{"bypass", "compass", "render_pass", "firstPass", "BYPASS", "passthrough", "pass_count", "Multipass"} {
		if secretKey(k) || contextKey(k) {
			t.Errorf("%s: a secret key", k)
		}
	}
	s := testSet(t)
	r := rand.New(rand.NewSource(3))
	for range 3 {
		v := randToken(r, tAlnum, 12)
		for _, text := range []string{"DB_PASS=" + v, "export SSHPASS='" + v + "'", "ansible_become_pass: " + v, "user=bob\npass=" + v} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, "secret-assignment"); len(got) != 1 || got[0].Secret != v {
				t.Errorf("%q: %+v", text, ms)
			}
		}
	}
	for _, text := range []string{
		"--- PASS: TestGoList (0.21s)", "pass := &analysis.Pass{", "o.pass = &pass", `PASS="\x1b[32mPASS"`,
		"password: ${DB_PASS:-postgres}", "Pass :meth:`peek` a default", "bypass=1", "render_pass = Pass2Render",
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) > 0 {
			t.Errorf("%q: %s reports %q", text, ms[0].RuleID, text[ms[0].Start:ms[0].End])
		}
	}
}

// TestKeyLiteralClosedAtOperator: a key that opens a string literal
// closed right after its operator ("DB_PASSWORD="+pw) assigns an
// expression, not the text between that literal and the next; a value
// inside the literal is still one.
func TestKeyLiteralClosedAtOperator(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(8))
	v := randToken(r, tAlnum, 14) + "9"
	for _, text := range []string{
		`cmd.Env = append(os.Environ(), "PWD="+dir, "GO_TEST=1")`,
		`env = append(env, "DB_PASSWORD="+pw, "X=1")`,
		`	"NACLENV_NACLPWD=" + strings.Replace(pwd, runtime.GOROOT(), "/go", 1),`,
		`args = ['API_TOKEN=' + token, 'MODE=prod']`, `$env = 'DB_PASSWORD='.$pw;`, `fmt.Println("TOKEN=", tok)`,
		`cmd.Env = append(os.Environ(), "PWD="+cmd.Dir, "GOROOT="+build.Default.GOROOT)`,
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) > 0 {
			t.Errorf("%q: %s reports %q", text, ms[0].RuleID, text[ms[0].Start:ms[0].End])
		}
	}
	for _, text := range []string{`env = append(env, "DB_PASSWORD=` + v + `", "X=1")`, `args = ['API_TOKEN=` + v + `', 'MODE=prod']`,
		`"CONFIG": "API_KEY="` + v + `"", "LOG_LEVEL": "info"`} { // a JSON string's escapes decoded
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if !coveredSecret(ms, v) {
			t.Errorf("%q: value not found: %+v", text, ms)
		}
	}
}

func coveredSecret(ms []Match, v string) bool {
	for _, m := range ms {
		if m.Secret == v {
			return true
		}
	}
	return false
}

// TestPercentAfterQuotedKey: a password starting with '%' after a quoted
// key is a value, not code's formatting operator after a literal.
func TestPercentAfterQuotedKey(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(23))
	v := "%" + randToken(r, tAlnum, 14) + "!9"
	for _, text := range []string{`'password' => '` + v + `',`, `{'user': 'svc', 'password': '` + v + `'}`} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if !coveredSecret(ms, v) {
			t.Errorf("%q: %+v", text, ms)
		}
	}
}

// TestCDeclaredSecrets: C's and Arduino's #define KEY "v" and char
// key[] = "v" assign secrets, and so do keys naming a pre-shared key or a
// domain's transfer code; a length's #define, an empty buffer and code
// do not.
func TestCDeclaredSecrets(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(9))
	v := randToken(r, tAlnum, 24)
	for _, text := range []string{`#define BLYNK_AUTH_TOKEN "` + v + `"`, `  # define SECRET_TOKEN ` + v, `char pass[] = "` + v + `";`,
		`const char password[64] = "` + v + `";`, `<transactionKey>` + v + `</transactionKey>`,
		`"psk": "` + v + `"`, `wpa_psk=` + v, `EPP_CODE: "` + v + `"`} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if !coveredSecret(ms, v) {
			t.Errorf("%q: %+v", text, ms)
		}
	}
	for _, text := range []string{"#define TOKEN_LEN 32", "char token[33] = {0};", "#define PASSWORD_MAX 64", "char pass[16] = \"\";",
		`auth_code = request.args.get("code")`} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) > 0 {
			t.Errorf("%q: %s reports %q", text, ms[0].RuleID, text[ms[0].Start:ms[0].End])
		}
	}
}

// TestPublicEnvNames: variables that frontend frameworks ship to the
// browser (NEXT_PUBLIC_…_KEY) hold publishable values; one whose name
// says secret is found still.
func TestPublicEnvNames(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(19))
	v := randToken(r, tHex, 32)
	for _, text := range []string{"NEXT_PUBLIC_BUILDER_API_KEY=" + v, "PUBLIC_SUPABASE_ANON_KEY=" + v, "EXPO_PUBLIC_MAPS_TOKEN=" + v} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.RuleID == "secret-assignment" || m.RuleID == nearID {
				t.Errorf("%q: %s reports the value", text, m.RuleID)
			}
		}
	}
	ms, err := s.Detect("NEXT_PUBLIC_STRIPE_SECRET_KEY=" + v)
	if err != nil {
		t.Fatal(err)
	}
	if !coveredSecret(ms, v) {
		t.Errorf("a secret under NEXT_PUBLIC_: %+v", ms)
	}
}
