package rules

import (
	"encoding/base64"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// TestCredentialNear checks generic-credential-value on the ways logs,
// config dumps and notes write a credential after a word naming it, and
// on near misses: the same words before values that are not secrets
// (code, names, ids, hashes, fingerprints, short or one-class values), and
// random values after words that only contain a credential word.
func TestCredentialNear(t *testing.T) {
	s := testSet(t)
	c := ruleCase{nearID, func(r *rand.Rand) []sample {
		a := randToken(r, tAlnum, 32)
		b := "spu-" + randToken(r, tHex, 32)
		p := randToken(r, tAlnum, 18) + "9"
		long := randToken(r, tURLB64, 200) + "." + randToken(r, tURLB64, 200)
		k := randToken(r, tLower, 24)
		u := randToken(r, tAlnum, 20)
		w := randToken(r, tAlnum, 1) + randToken(r, tB64, 39) + "=" // nearValue starts with a letter or digit
		hex40 := randToken(r, tHex, 40)
		return []sample{
			one("acme token - '"+a+"'\nacme token - 'none'\n", a),
			one("[DEBUG] Using token "+b+"\n[INFO] Scan complete", b),
			one("I rotated it, the new password is "+p+". Tell me if it fails.", p),
			// a quoted value longer than the assignment rules read
			one("acme key = '"+long+"'", long),
			one("acme_pass '"+k+"'", k),
			one("webhook auth "+u, u),
			one("Storage account key - "+w+" (primary)", w),
			// a CLI's login subcommand and its token
			one("$ acmectl login "+hex40, hex40),
			one("vault login "+u+"\n", u),
		}
	}, func(r *rand.Rand) []string {
		a := randToken(r, tAlnum, 32)
		hex64 := randToken(r, tHex, 64)
		b64 := base64.StdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 48)))
		colon := make([]string, 16)
		for i := range colon {
			colon[i] = randToken(r, "0123456789ABCDEF", 2)
		}
		return []string{
			// the word does not name a secret
			"ssh public key: " + b64,
			"sort key = " + a,
			"next token - " + a,
			"monkey " + a,
			"bypass " + a,
			"keyword " + a,
			"tokenizer '" + a + "'",
			`{"tokenId": "` + uuidStr(r) + `", "keyHash": "` + hex64 + `"}`,
			// other words stand between the word and the value
			"the token was used by " + a,
			"token for user " + a,
			// a login's user name, a last login's date, session ids
			"github login octocat", "Last login: Tue Dec  1 16:22:40 2026 from 10.0.0.1",
			"login: " + uuidStr(r), "Successful login " + randToken(r, tHex, 32) + " from 10.0.0.1",
			"user login " + randToken(r, tAlnum, 20), "the login " + a,
			// the value is not a secret
			"token: " + randToken(r, tHex, 16),
			"password: " + randSyllables(r, 12), // a secret, but secret-assignment's
			"cache key: Linux-node-modules-" + hex64,
			"Restored from key: npm-cache-" + hex64,
			"key fingerprint: " + strings.Join(colon, ":"),
			"signing key: sha256:" + hex64,
			"token = getAccessTokenFromEnvironment(cfg)",
			"password = os.environ['DB_PASSWORD']",
			"token: https://example.org/oauth/" + a,
			"token: /var/run/secrets/kubernetes.io/serviceaccount/token",
			"api key: v1.24.3-rc4+build.5",
			"secret: 2024-05-01T10:00:00Z",
			"token: ${{ secrets.DEPLOY_TOKEN }}",
			"postgres://user:<password>@localhost:5432/" + a,
			"token -" + a,
			"token_count: 1234567890123456",
			"max_tokens: 4096, secret_name: app-secrets-production",
			// code, templates and artifact names seen in module sources
			"\t\tvar key openSSHEd25519PrivateKey\n",
			"key := openSSHEd25519PrivateKey{Pub: pub}",
			"// the general idiom is to pass ed25519.PrivateKey by value",
			"      key: linux-gomod-cache-v1-{{ checksum \"go.mod\" }}",
			"      key: go-wasip1-binaries-${{ matrix.os.version }}",
			"notes = \"Maven - io.jsonwebtoken:jjwt-jackson-0.11.2\"",
			`p.support.cors=!!a&&"withCredentials"in\x20a})}(p.ajaxSettings.xhr()),p.support.ajax&&f("` + a + `")`,
			"import (\n\trefreshtoken \"github.com/acme/scanner/v3/pkg/detectors/azure/refreshtoken\"\n)",
			"\tBasicAuth *credentialspb.BasicAuth `protobuf:\"bytes,2,opt,name=basic_auth,json=basicAuth,proto3,oneof\"`",
			"    def load(self, private_key: ed25519.Ed25519PrivateKey, f_priv: _FragList) -> None:",
			`(?:[GS]et)(?:Detected(?:Name|Key|Owner|Type|Pos|Vel|Grab|Rot|Group|LinkNumber)|Die)`,
			// minified code
			"function(e,t){var n=e.key,r=t.token;return n+r}",
			"{key:e.accessTokenSecretKeyName,token:t.refreshTokenValue}",
		}
	}}
	checkRuleCase(t, s, c)
}

// TestCredentialNearWordEnd checks the word boundary of the short
// credential words.
func TestCredentialNearWordEnd(t *testing.T) {
	for name, want := range map[string]bool{
		"key": true, "api_key": true, "apiKey": true, "API-KEY": true, "db.pass": true, "DB_PASS": true,
		"x2key": true, "monkey": false, "bypass": false, "oauth": false, "OAuth": false,
	} {
		if got := wordEnd(name, name[len(name)-min(len(name), wordLen(name)):]); got != want {
			t.Errorf("wordEnd(%q) = %v, want %v", name, got, want)
		}
	}
}

// wordLen is the length of the nearWordEnds word name ends with.
func wordLen(name string) int {
	low := strings.ToLower(name)
	for _, w := range nearWordEnds {
		if strings.HasSuffix(low, w) {
			return len(w)
		}
	}
	return 0
}

// TestNearValue checks the value gate on generated values: random tokens
// pass, values with the shapes of names, hashes and ids do not.
func TestNearValue(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for range 50 {
		for _, v := range []string{randToken(r, tAlnum, 20), randToken(r, tHex, 40), "A" + randToken(r, tB64, 43),
			"sk_live_" + randToken(r, tAlnum, 24), uuidStr(r), randToken(r, tLower, 32)} {
			if !nearValue(v) {
				t.Errorf("nearValue rejects random %q", v)
			}
		}
		for _, v := range []string{randToken(r, tHex, 24), randToken(r, tAlnum, 12), "release-build-" + randToken(r, tHex, 40),
			"sha512-" + randToken(r, tB64, 86), "h1:" + randToken(r, tB64, 43) + "=", "getUserAccessToken2",
			"AA:BB:" + randToken(r, "0123456789abcdef:", 30), "MIN_PASSWORD_LENGTH_2024", "./" + randToken(r, tAlnum, 20),
			"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "@" + randToken(r, tAlnum, 20), "openSSHEd25519PrivateKey",
			"linux-gomod-cache-v1-" + randToken(r, tAlnum, 8), "app-release-" + randToken(r, tAlnum, 6) + "-2.14.1",
			"in\\x20a})}(p." + randToken(r, tAlnum, 20)} {
			if nearValue(v) {
				t.Errorf("nearValue accepts %q", v)
			}
		}
	}
}

// TestCredentialNearCompanions checks that the bare or quoted random
// values on the line of a value found by its credential word are found
// with it, and that values other names assign, values on other lines,
// far away or inside longer words are not.
func TestCredentialNearCompanions(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(5))
	for range 5 {
		v1, v2, v3 := randToken(r, tAlnum, 40), randToken(r, tHex, 32)+"-"+randToken(r, tHex, 8), "key-"+randToken(r, tLower, 32)
		text := "acme '" + v1 + "' pass '" + v2 + "' " + v3
		want := []string{v1, v2, v3}
		if got := nearSecrets(t, s, text); !slices.Equal(got, want) {
			t.Errorf("companions of %q: got %q, want %q", text, got, want)
		}
		tok := randToken(r, tAlnum, 32)
		others := []string{
			"Admin&algorithm=SHA1&digits=6&period=30", // a query string's rest
			"request_id=" + randToken(r, tAlnum, 24), `"trace": "` + randToken(r, tAlnum, 32) + `"`,
			"build:" + randToken(r, tAlnum, 20), "x" + randToken(r, tAlnum, 20) + "=y",
			"--site " + uuidStr(r),       // a flag's value
			"pod/courier-api-7c9d-x2k4l", // a generated name's short parts
			uuidStr(r),                   // an id beside the secret
		}
		text = "acme token - '" + tok + "' " + strings.Join(others, " ") + " " + randToken(r, tLower, 6) + "\n" +
			"next line " + randToken(r, tAlnum, 32) + "\n" + strings.Repeat("word ", 40) + "acme token " + tok[:20] + "Q9 " +
			strings.Repeat("z", 170) + " " + randToken(r, tAlnum, 32)
		want = []string{tok, tok[:20] + "Q9"}
		if got := nearSecrets(t, s, text); !slices.Equal(got, want) {
			t.Errorf("companions of %q: got %q, want %q", text, got, want)
		}
	}
}

// nearSecrets returns the secrets generic-credential-value reports in
// text, in order.
func nearSecrets(t *testing.T, s *Set, text string) []string {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range onlyRule(ms, nearID) {
		out = append(out, text[m.Start:m.End])
	}
	return out
}

// TestNearPasswordValue: a chosen password (three classes, no blank)
// after a password word (pw and pwd too) and ':', '=', a quote or "is"
// is found; words,
// placeholders, variables, code, paths and a type after a blank are not.
func TestNearPasswordValue(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(81))
	// chosen passwords, built here: a word's capital, lower-case
	// letters, digits and a symbol
	pw := func(sym string) string {
		return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + sym
	}
	p1, p2, p3, p4, p5 := pw("#"), pw("!"), pw("&"), pw("%"), pw("@")
	checkFoundAlone(t, s, []foundCase{
		{"the password is " + p1, p1},
		{`password "` + p2 + `"`, p2},
		{"admin password: " + p3, p3},
		{"pw: " + p4, p4},
		{"DB_PW='" + p5 + "'", p5},
		// Markdown, and the value on the line below its name
		{"- **Password:** " + p1, p1},
		{"**Admin password**: `" + p2 + "`", p2},
		{"Password:\n    " + p3 + "\n", p3},
		{"- Password: **" + p4 + "**", p4}, // a chat answer's emphasis around the value
		{"DB_PASSWORD=*" + p5 + "*", p5},
		{"**Username:** admin\n**Password:** **" + p1 + "**\n", p1},
		{"the password is (" + p2 + ")", p2}, // brackets around one token
		{"password: [" + p3 + "], user: bob", p3},
		{"password (required)", ""},
		{"password [hidden]", ""},
		{"password (see the docs)", ""},
		{"pw := (sync.Mutex{})", ""},
		{"    precommit_token (googlecloudsdk.generated_clients.spanner_v1.types.PrecommitToken2):", ""},
		{`.B secret (\fIsecret2x\fP)`, ""},
		{"password: ********", ""},
		{"password: **hidden**", ""},
		{"\tPassword *string", ""},
		{"Password:\nrequired", ""},
		{"password:\n  - read\n  - write", ""},
		{"secret * 2", ""},
		// what a change says
		{"I set DB_PASSWORD to " + p4, p4},
		{"changed the admin password to " + p5 + ".", p5},
		{"set the password to something strong", ""},
		{"Set GITHUB_TOKEN to ${{ secrets.GH_PAT }}", ""},
		{"// Convert password to UTF-16LE", ""},
		{"password reset to " + p1, p1},
		{"The root password was changed to " + p2, p2},
		{"password: sunshine-2024", "sunshine-2024"},
		{"password: fancy-bread-tulip-42", "fancy-bread-tulip-42"},
		{"the password is Fancy-Bread-Tulip7", "Fancy-Bread-Tulip7"},
		{"password: not-a-real-secret-1", ""},
		{`prompt "Paste your API key" placeholder="sk-..."`, ""},
		{"the admin password has been reset to " + p3 + ".", p3},
		{"the password was changed to meet the policy", ""},
		{"the token has been updated to v2", ""},
		{"npw: " + p4, ""},
		{"pw: page-width", ""},
		{"the password is required", ""},
		{"Password is incorrect. Try again", ""},
		{"password is stored in Vault", ""},
		{"password: ${DB_PASSWORD}", ""},
		{"pwd: /home/dev/project", ""},
		{"\tPassword        *uint16", ""},
		{"7za a -mhe=on -ppassword test.7z", ""},
		{"-e POSTGRES_PASSWORD=$POSTGRES_PASSWORD postgres:16", ""},
	})
}

// TestNearTableCell: a password in the value column of a table (vault kv
// get, printenv | column -t, a Markdown table, a tab-separated dump) is
// found; struct fields, option tables, headers and masked cells are not.
func TestNearTableCell(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(83))
	pw := func() string {
		return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
	}
	p1, p2, p3, p4, p5 := pw(), pw(), pw(), pw(), pw()
	o1 := notMemorable(r)
	checkFoundAlone(t, s, []foundCase{
		{"====== Data ======\nKey         Value\n---         -----\npassword    " + p1 + "\nusername    admin", p1},
		{"NAME                 VALUE\nDB_PASSWORD          " + p2 + "\nDB_HOST              db.internal", p2},
		{"| Name | Value |\n|---|---|\n| SMTP_PASSWORD | " + p3 + " |", p3},
		{"password\t" + p4, p4},
		{"  admin_password  " + p5 + "  (rotated monthly)", p5},
		{"\tPassword        *uint16", ""},
		{"\tPassword  string `json:\"password\"`", ""},
		{"  password    The password to use (default: none)", ""},
		{"password    ********", ""},
		{"password    <hidden>", ""},
		{"| password | string | yes | The user's password |", ""},
		{"Password\tStrength\tScore", ""},
		{"the password  " + o1 + " in prose", ""},
	})
}

// TestNearProseGap: a password written after the plain word with one
// blank, as chat does, is found when it has a password's shape; a blank
// alone after the word in code, listings and prose is no separator.
func TestNearProseGap(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(84))
	pw := func() string {
		return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
	}
	p1, p2, p3 := pw(), pw(), pw()
	o1 := notMemorable(r)
	words := []string{"Granite", "Harbor", "Lantern"}[r.Intn(3)] + []string{"Cobalt", "Meadow", "Violet"}[r.Intn(3)]
	word2 := []string{"Lemon", "Otter", "Pixel"}[r.Intn(3)]
	drawn := randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 1) + randToken(r, "bcdfghjklmnpqrstvwxz", 1) + "yno" + randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 1) + randToken(r, "23456789", 1) +
		randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 2) + randToken(r, "23456789", 1) + randToken(r, "bcdfghjklmnpqrstvwxz", 1) + randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 1)
	checkFoundAlone(t, s, []foundCase{
		{"the wifi password " + p1 + " works on both floors", p1},
		{"Password " + p2, p2},
		{"use passphrase " + p3 + ".", p3},
		{"\tPassword *uint16", ""},
		{"unzip -ppassword test.7z", ""},
		{"POSTGRES_PASSWORD postgres:16", ""},
		{"the password PasswordReset flow", ""},
		{"Password Manager2 is great", ""},
		{"password x86_64-Linux build", ""},
		{"password Ubuntu-22.04 image", ""},
		{"password hashing2 uses bcrypt", ""},
		{"user.password " + o1, ""},
		// found by review: names of words and acronyms, key chords
		{"change password Ctrl+Alt+Del", ""}, {"password Option+Shift+K", ""}, {"password OAuth2Client", ""},
		{"Password PolicyV2", ""}, {"password SHA256withRSA", ""}, {"password IPv6Only", ""}, {"password WPA2Personal", ""},
		{"\\fIpam password change\\fR", ""}, // troff
		// found by the userasks/ batch: words joined by '+', drawn letters with few vowels
		{"creates the admin user with password " + words + "+" + word2 + " so you can log in", words + "+" + word2},
		{"ftp host ftp.example.de, user web69127, password " + drawn + ", port 21", drawn},
		{"password Cmd+F12", ""}, {"password Super+Tab", ""},
	})
}

// TestNearLowerDigitsPassword: after "is" or ':' a password's name
// takes lower-case passwords with digits (generated, or words and a
// number) and capitalized words joined by a separator and a number.
func TestNearLowerDigitsPassword(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(85))
	gen := randToken(r, "abcdefghjkmnpqrstuvwxyz", 3) + randToken(r, "23456789", 1) + randToken(r, "abcdefghjkmnpqrstuvwxyz", 3) + randToken(r, "23456789", 1) + randToken(r, "abcdefghjkmnpqrstuvwxyz", 4)
	chosen := []string{"pixel", "cobalt", "quartz"}[r.Intn(3)] + []string{"otter", "rocket", "marble"}[r.Intn(3)] + randToken(r, "0123456789", 3)
	caps := []string{"Tiger", "Maple", "Harbor"}[r.Intn(3)] + "-" + []string{"Sunset", "Falcon", "Meadow"}[r.Intn(3)] + randToken(r, "0123456789", 2)
	checkFoundAlone(t, s, []foundCase{
		{"The Wi-Fi password is " + gen + ", connect the pi", gen},
		{"oh and the pi's pw is " + chosen + " btw, user is pi", chosen},
		{"ssh in as ubuntu, password is " + caps + " (same for sudo)", caps},
		{"Wi-Fi 密码是 " + gen + "，树莓派连上之后", gen},
		{"the password is sha256", ""}, {"password is base64url", ""}, {"the password is utf8mb4", ""},
		{"the password is required2", ""}, {"password: v1", ""}, {`password = 0x55f3ca1f920a`, ""},
		{"breached passwords such as password123 or qwertz", ""}, {"the password is password123", ""}, {"the password is changeme42", ""},
	})
}

// TestNearPhrases: a password's name with whose it is between the name
// and the separator ("the password for admin is v", sudo's prompt), and
// a value said before its name ("use v as the password"), are found; the
// same words around names, types and compounds are not.
func TestNearPhrases(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(85))
	pw := func() string {
		return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
	}
	p1, p2, p3, p4, p5, p6 := pw(), pw(), pw(), pw(), pw(), pw()
	tok1, tok2 := randToken(r, tAlnum, 28), randToken(r, tAlnum, 32)
	// a '$' after a letter or digit, then capitals: a password's, not a
	// shell variable's
	dollar := randToken(r, tAlnum, 3) + "$" + randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + randToken(r, "23456789", 1) +
		randToken(r, "abcdefghijkmnpqrstuvwxyz", 4)
	o1, o2 := notMemorable(r), notMemorable(r)
	checkFoundAlone(t, s, []foundCase{
		{`The password for admin is "` + p1 + `".`, p1},
		{"[sudo] password for bob: " + p2, p2},
		{"Password for deploy@db.example.com: " + p3, p3},
		{"Password for 'https://bob@github.com': " + p4, p4}, {"Enter passphrase for key '/home/bob/.ssh/id_ed25519': " + p5, p5},
		{"the password for 'the prod account' is required", ""}, {"Password for 'https://bob@github.com':\nremote: ok", ""},
		{"use " + p4 + " as the password", p4},
		{"`" + p5 + "` is the new admin password for staging", p5},
		{p6 + " is my password", p6},
		{"PASSWORD — " + p1, p1}, {"db password – " + p2, p2},
		{"Login: admin / " + p3, p3}, {"creds: deploy@example.com / " + p4, p4},
		{"login with admin / " + p5, p5}, {"Login as root : " + p6, p6}, {"login with GitHub / Google", ""}, {"login as admin / admin", ""},
		{"the key I got was " + tok1, tok1}, {"the token we use on staging is " + tok2, tok2},
		{"the key ID of the bot is " + tok1, ""}, {"the token for the endpoint: https://auth.example.com/t", ""},
		{"Here's the token:\n> " + tok2 + "\n\nThanks", tok2}, {"token:\n> see the docs", ""},
		{"Here's the token:\n" + tok1 + "\nThanks", tok1}, // a message's last word is no folded tail
		{"export API_KEY=" + tok2 + "\nThanks,\n", tok2}, {"token: " + tok1 + "\nBye!", tok1},
		{"default credentials: admin / admin", ""}, {"login: alice | status=200", ""}, {"Login: Home / Dashboard2024", ""},
		{"PASSWORD FOR ADMIN: " + p2, p2}, {"see (" + p3 + " is my password)", p3}, {"the password is " + dollar, dollar}, {"Login: admin / P@ssw0rd", ""}, {"login / signup | " + o1, ""},
		{"password for the account", ""},
		{"password for user: str", ""},
		{"Reset the password for the admin user: done", ""},
		{"Use BCryptPasswordEncoder2 as the password encoder", ""},
		{"use " + o2 + " as the password hash", ""},
		{"use Argon2id as the password hash", ""},
		{"PasswordHasher is the password hasher", ""},
		{"this is the password", ""},
		{"echo Enter root password for mysql:\nBACKUPFILE=/tmp/blog-$NAME.bak.sql.bz2", ""}, // a script's next line
		// a parenthesis saying which one; one naming an attribute
		{"Passphrase (25th word): " + p3, p3}, {"Password (temporary): " + p4, p4}, {"API key (id): " + tok1, ""},
		{"Password (min 8 chars): required", ""},
	})
}

// TestNearHTMLCell: a credential in the cell after its name's in an HTML
// table or definition list (a page an agent fetched, an HTML report) is
// found; headers, type and description cells and masked values are not.
func TestNearHTMLCell(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(89))
	p1 := randToken(r, tAlnum, 9) + "#" + randToken(r, "0123456789", 2)
	p2 := randToken(r, tAlnum, 9) + "%" + randToken(r, "0123456789", 2)
	k1 := randToken(r, tAlnum, 28)
	checkFoundAlone(t, s, []foundCase{
		{"<tr><td>Password</td><td>" + p1 + "</td></tr>", p1},
		{"<td class=\"k\">Password</td>\n  <td class=\"v\">" + p2 + "</td>", p2},
		{"<th>API Key</th><td>" + k1 + "</td>", k1},
		{"<dt>password</dt><dd>" + p1 + "</dd>", p1},
		{"<td>Password</td><td>Required</td>", ""},
		{"<td>password</td><td>string</td>", ""},
		{"<td>Password</td><td>********</td>", ""},
		{"<td>token</td><td>The API token used to authenticate</td>", ""},
		{"<th>Password</th><th>Description</th>", ""},
		{"<dt>password</dt><dd>Your account password.</dd>", ""},
		{"<td>api_key</td><td>YOUR_API_KEY</td>", ""},
		{"<span>Password</span><td>" + p1 + "</td>", ""},
	})
}

// TestNearShortHexSecret checks that a hex value of 17 to 31 digits is
// taken after a name that says secret or token, and left after "key",
// "commit" and "id", where short hashes and key ids stand.
func TestNearShortHexSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(82))
	hexN := func(n int) string {
		for {
			v := randToken(r, tHex, n)
			if c := classBits(v); c&4 != 0 && c&2 != 0 {
				return v
			}
		}
	}
	h1, h2, h3, h4 := hexN(20), hexN(24), hexN(18), hexN(28)
	checkFoundAlone(t, s, []foundCase{
		{"client secret " + h1 + " for the staging app", h1},
		{"ACME_TOKEN: " + h2, h2},
		{"the api_password = " + h3, h3},
		{"webhook secret - " + h4, h4},
		{"signing key " + h1, ""},
		{"gpg: using RSA key " + strings.ToUpper(h3), ""},
		{"commit " + h2, ""},
		{"token id " + h1, ""},
		{"secret " + "0123456789abcdef0123", ""},   // a counting run
		{"secret " + hexN(16), ""},                 // a 64-bit id
		{"secret F" + h1, ""},                      // both cases: no hex generator's
		{"secret " + digitsN(r, 20), ""},           // digits alone: a number
		{"secret " + strings.Repeat("1a", 10), ""}, // the entropy of no generator
	})
}

// foundCase is a text and the one secret Detect must find in it, or ""
// for none.
type foundCase struct{ text, want string }

// checkFoundAlone checks that Detect finds in each text its want alone.
func checkFoundAlone(t *testing.T, s *Set, cases []foundCase) {
	t.Helper()
	for _, c := range cases {
		ms, err := s.Detect(c.text)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range ms {
			got = append(got, c.text[m.Start:m.End])
		}
		if c.want == "" && len(got) > 0 || c.want != "" && (len(got) != 1 || got[0] != c.want) {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestSpanIndex compares spanIndex.overlaps with a scan of every span.
func TestSpanIndex(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for range 200 {
		ms := make([]Match, r.Intn(20))
		for i := range ms {
			s := r.Intn(200)
			ms[i] = Match{Start: s, End: s + 1 + r.Intn(40)}
		}
		x := newSpanIndex(ms)
		for range 50 {
			s := r.Intn(250)
			e := s + 1 + r.Intn(30)
			want := false
			for _, m := range ms {
				want = want || m.Start < e && s < m.End
			}
			if got := x.overlaps(s, e); got != want {
				t.Fatalf("overlaps(%d, %d) = %v, want %v; spans %v", s, e, got, want, ms)
			}
		}
	}
}

// BenchmarkNearCompanionsLine: one line of 128 KB of values, each after
// a credential word, costs time in proportion to its length (the
// companion search asked every match found so far for each word).
func BenchmarkNearCompanionsLine(b *testing.B) {
	s := testSet(b)
	r := rand.New(rand.NewSource(1))
	var sb strings.Builder
	for sb.Len() < 128<<10 {
		sb.WriteString("secret " + randToken(r, tHex, 20) + " ")
	}
	benchDetect(b, s, sb.String())
}

// BenchmarkLineStartLookups: one long line of credential words (code
// calling token(), a two-column listing, labels glued together) costs
// time in proportion to its length: the line-start lookups of
// envCommandGate, tableCell and passwordGap looked back to the line's
// start from every hit, and localizedRead, nextLineValue and pairs read
// forward to its end.
func BenchmarkLineStartLookups(b *testing.B) {
	s := testSet(b)
	for _, c := range []struct{ name, unit string }{
		{"calls", "x.token(a); "}, {"columns", "password  Abc12345! "}, {"changes", "set password to Abc12345! "},
		// found by a second review: a localized value read to the run's
		// end, a lone \r taken for a line break, pairs read to the block's end
		{"localized", "Passwort=Ab1!"}, {"cr", "password:\r"}, {"pairs", "secret:"},
		// an API's JSON answer on one line: each value looked up among all
		// the matches found before it (pairSpans)
		{"json", `{"id":7,"token":"iK2bFh4pX9aQ","secret":"x","updated":"2026-01-01"},`},
		// cli-password's matches of one text deduplicated (dedupSpans)
		{"gh", "gh secret set X -bXk9mPq2Lw "}, {"curl", "curl -u admin:Xk9#mPq2Lw "},
		// assignments glued into one run: generic-api-key's bound read the
		// run to its end from every hit, and value gates whose patterns
		// were alternations of anchored forms (^a$|^b$) tried every offset
		{"glued", "password=a.b"},
		// userinfo-password reads back from every '@', credential-call's
		// getters forward from every call
		{"userinfo", "a:Kx9mPq2Lw7@h.io "}, {"at", "@@"}, {"getter", `getToken() { return "x" } `},
		// found by review: a value's test for a shell variable scanned it
		// whole at every hit; login's line start was looked for at each
		{"shell", "password=a+b="}, {"login", "login: "},
		// found by a second review: each row naming a credential read
		// again as a header, the next prompt looked for in the whole rest
		{"csv", "a,password\n"}, {"table", "| a | password |\n"}, {"transcript", "% pwgen\nabcdefgh\nx\n"},
	} {
		b.Run(c.name, func(b *testing.B) {
			benchDetect(b, s, strings.Repeat(c.unit, (256<<10)/len(c.unit)))
		})
	}
}

// TestNearForms: a credential's value after an arrow, in an Erlang or
// Elixir tuple, and in brackets is found whole.
func TestNearForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(91))
	hex := randToken(r, tHex, 32)
	pw := randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "@"
	checkFoundAlone(t, s, []foundCase{
		{"* **Algolia** admin key → " + hex, hex},
		{`[{user, "gateway"}, {password, "` + pw + `"}]`, pw},
		{`{hmac_secret, <<"` + hex + `">>}`, hex},
		{`{password, "required"}`, ""},
		{"- Twilio SID AC" + hex + ", region us1", ""},                 // an account's id
		{"the staging admin login is admin / " + pw + " and more", pw}, // a user and a password in a sentence
		{"the basic-auth on the preview site is preview:" + pw + " — thanks", pw},
		{"the login is required", ""},
		{"basic-auth is enabled:true", ""},
		{"the login page is home:index", ""},
		{"The login frontend is nginx:stable-alpine3.19", ""},
		{"the secret is (" + hex + ")", hex},
	})
}
