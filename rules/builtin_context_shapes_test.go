package rules

import (
	"math/rand"
	"testing"
)

// TestCredentialShapes checks the configuration and URL shapes that name a
// credential by their structure: a subscript assignment, the key/value
// attribute pair of .NET and Java configuration files, an OAuth
// Authorization header and a token written as a URL's userinfo; and their
// near misses.
func TestCredentialShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(29))
	for range 3 {
		v := randToken(r, tAlnum, 28) + "aZ9"
		hex40 := randToken(r, tHex, 40)
		for _, c := range []struct{ text, rule string }{
			{`os.environ["ACME_TOKEN"] = "` + v + `"`, nearID},
			{"git clone https://" + v + ":x-oauth-basic@github.com/acme/r.git", "url-token-user"},
			{`$config['api_key'] = '` + v + `';`, nearID},
			{`<add key="ApiKey" value="` + v + `" />`, nearID},
			{`<setting name="ClientSecret" value="` + v + `"/>`, nearID},
			{"Authorization: OAuth " + v, "authorization-header"},
			{"git clone https://" + v + "@github.com/acme/r.git", "url-token-user"},
			// gitleaks' generic-api-key may read these first ("" = any rule)
			{`req.Header.Set("X-Acme-Api-Key", "` + v + `")`, ""},
			{`map.put("beamer", "` + v + `");`, nearID},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || c.rule != "" && ms[0].RuleID != c.rule || ms[0].Secret != v {
				t.Errorf("%q: want %s %q, got %+v", c.text, c.rule, v, ms)
			}
		}
		// a classic GitHub token is 40 hex digits; a Sentry DSN's public key, 32
		for _, text := range []string{
			"git remote set-url origin https://" + hex40 + ":x-oauth-basic@github.com/acme/r.git",
			"git clone https://" + hex40 + "@github.com/acme/r.git",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].RuleID != "url-token-user" || ms[0].Secret != hex40 {
				t.Errorf("%q: want url-token-user %q, got %+v", text, hex40, ms)
			}
		}
		if ms, _ := s.Detect(`sentry_sdk.init("https://` + hex40[:32] + `@o1.ingest.sentry.io/2")`); len(ms) != 0 {
			t.Errorf("a Sentry DSN: %+v", ms)
		}
		for _, text := range []string{
			`os.environ["ACME_TOKEN"] = os.environ["OTHER"]`,
			`<add key="ApiKey" value="" />`,
			`<add key="Title" value="` + v + `" />`,
			`<input name="password" value="hunter">`,
			`Authorization: OAuth oauth_consumer_key="` + v + `", oauth_nonce="` + randToken(r, tAlnum, 16) + `"`,
			"git clone https://git@github.com/acme/r.git",
			"https://deploy-bot-for-the-acme-project@example.com",
			"https://" + randSyllables(r, 12) + "@example.com", // a name one can say
			`req.Header.Set("X-Api-Key", os.Getenv("KEY"))`,
			`log("token", "` + randSyllables(r, 12) + `")`,
			`names = ['gss_krb5_lucid_key', 'gss_krb5_rfc1964_keydata_struct', 'gss_x']`,
			`'Authorization': 'OAuth realm=movies user, oauth_....'`,
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				if m.RuleID == nearID || m.RuleID == "url-token-user" || m.RuleID == "authorization-header" {
					t.Errorf("%q: reports %s %q", text, m.RuleID, m.Secret)
				}
			}
		}
	}
}

// TestConfigShapes checks the configuration-file and HTTP shapes that
// name a credential by their structure: XML elements named by an
// attribute or a plist key, Android's android:name/android:value pair,
// Terraform blocks labelled with a credential, session cookies, curl's
// -u KEY: and OpenWeather's appid=; and their near misses.
func TestConfigShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(37))
	for range 3 {
		v := randToken(r, tAlnum, 28) + "aZ9"
		h := randToken(r, tHex, 30) + "a1"
		pw := "Otter" + randToken(r, tAlnum, 7) + "?" + randToken(r, "0123456789", 2)
		for _, c := range []struct{ text, secret, rule string }{
			{`<property name="hibernate.connection.password">` + v + `</property>`, v, "xml-tag-secret"},
			{`<entry key="api.secret">` + v + `</entry>`, v, "xml-tag-secret"},
			{`<string name="api_key">` + v + `</string>`, v, "xml-tag-secret"},
			{"<key>APIKey</key>\n\t<string>" + v + "</string>", v, "xml-tag-secret"},
			{"<key>B2_APPLICATION_KEY</key>\n\t<string>" + v + "</string>", v, "xml-tag-secret"},
			// unattend.xml: the value in a <Value> child of the password's element
			{"<AdministratorPassword>\r\n  <Value>" + v + "</Value>\r\n  <PlainText>true</PlainText>", v, "xml-tag-secret"},
			{"<wcm:Password><Value>" + v + "</Value>", v, "xml-tag-secret"},
			{"<etl>\n  <password_sha256_hex>" + h + "bb</password_sha256_hex>", h + "bb", "xml-tag-secret"}, // ClickHouse's users.xml
			{`<string name="algolia_admin_key">` + v + `</string>`, v, "xml-tag-secret"},                    // a decoded app's strings.xml
			{`<meta-data android:name="com.acme.API_KEY" android:value="` + v + `"/>`, v, nearID},
			{"variable \"api_token\" {\n  type    = string\n  default = \"" + v + "\"\n}", v, nearID},
			{"output \"db_password\" {\n  value     = \"" + v + "\"\n  sensitive = true\n}", v, nearID},
			{"curl -H 'Cookie: theme=dark; sessionid=" + v + "' https://x", v, "cookie-session"},
			{"Set-Cookie: PHPSESSID=" + v + "; Path=/; HttpOnly", v, "cookie-session"},
			{`{"name": "Cookie", "value": "theme=dark; PHPSESSID=` + v + `"}`, v, "cookie-session"}, // a HAR entry
			{`headers = {'Cookie': 'sessionid=` + v + `; lang=en'}`, v, "cookie-session"},
			// cookie jars: Netscape's, a JSON "cookies" list (Playwright's
			// storage state), a cookie built from literals
			{"# Netscape HTTP Cookie File\n.acme.io\tTRUE\t/\tFALSE\t0\tlocale\tde\n#HttpOnly_app.acme.io\tFALSE\t/\tTRUE\t0\tapp_session\t" + v + "\n", v, "cookie-session"},
			{"{\"cookies\": [{\"name\": \"theme\", \"value\": \"" + v + "\"}, {\"name\": \"connect.sid\", \"domain\": \"acme.io\",\n \"path\": \"/\", \"value\": \"" + v + "x\"}]}", v + "x", "cookie-session"},
			{`$s.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "` + v + `", "/", "acme.io")))`, v, "cookie-session"},
			{"curl -u " + v + ": https://api.acme.io/v1/charges", v, "curl-user-token"},
			// hdblcm's password XML: the text as a CDATA section
			{"<Passwords>\n<sapadm_password><![CDATA[" + pw + "]]></sapadm_password>", pw, "xml-tag-secret"},
			{"https://api.openweathermap.org/data/2.5/weather?q=x&appid=" + h, h, "url-query-secret"},
			// Apache Camel passes a password as written inside RAW(…)
			{`uri: "https://edi.example/api?authUsername=acme&authPassword=RAW(` + pw + `#%x)"`, pw + "#%x", "url-query-secret"},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].RuleID != c.rule || ms[0].Secret != c.secret {
				t.Errorf("%q: want %s %q, got %+v", c.text, c.rule, c.secret, ms)
			}
		}
		for _, text := range []string{
			`<string name="app_name">` + v + `</string>`,
			`<property name="url">` + v + `</property>`,
			"<key>CFBundleName</key>\n<string>" + v + "</string>",
			"<Setting>\n  <Value>" + v + "</Value>", "</Password>\n<Value>" + v + "</Value>", "<Password/><Value>" + v + "</Value>",
			`<meta-data android:name="com.acme.VERSION" android:value="` + v + `"/>`,
			"variable \"region\" {\n  default = \"" + v + "\"\n}",
			"variable \"api_token\" {\n  type = string\n}\nvariable \"x\" {\n  default = \"" + v + "\"\n}",
			"Cookie: theme=" + v + "; lang=en",
			"Set-Cookie: sessionid=deleted; Max-Age=0",
			".acme.io\tTRUE\t/\tFALSE\t0\tlocale\t" + v,      // a cookie that is no session's
			"acme.io\tTRUE\t/\tFALSE\tsoon\tsessionid\t" + v, // no cookie jar's line: the expiry is no number
			`{"cookies": [{"name": "sessionid", "value": "deleted"}]}`,
			`new Cookie("theme", "` + v + `")`, `new Cookie(name, "` + v + `")`,
			"curl -u admin:" + v + "x https://x",
			"curl -u deploy-user https://x",
			"https://api.example.com/x?appid=1234567",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				switch m.RuleID {
				case "xml-tag-secret", nearID, "cookie-session", "curl-user-token", "url-query-secret":
					t.Errorf("%q: reports %s %q", text, m.RuleID, m.Secret)
				}
			}
		}
	}
}

// TestBearerShapes: an Authorization header's Bearer token is taken when
// short (8 bytes), with an id before '|' or ':' (Sanctum, Ably) or with
// padding inside it (YouTrack's perm:…==.…); words, names, variables,
// placeholders and a challenge's parameters after Bearer are not tokens.
func TestBearerShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(43))
	for range 3 {
		short := randToken(r, tAlnum, 9) + "a1"
		sanctum := "17|" + randToken(r, tAlnum, 38) + "aZ"
		ably := randToken(r, tAlnum, 6) + "." + randToken(r, tAlnum, 6) + ":" + randToken(r, tAlnum, 41) + "aZ"
		perm := "perm:" + randToken(r, tAlnum, 8) + "." + randToken(r, tAlnum, 6) + "==." + randToken(r, tAlnum, 28) + "aZ"
		for _, c := range []struct{ text, secret string }{
			{"Authorization: Bearer " + perm, perm},
			{`header(HttpHeaders.Authorization, "Bearer ` + perm + `")`, perm},
			{"curl -H 'Authorization: Bearer " + short + "' https://x", short},
			{`headers: {"Authorization": "Bearer ` + sanctum + `"}`, sanctum},
			{"Authorization: Bearer " + ably, ably},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, "bearer-token"); len(got) != 1 || got[0].Secret != c.secret {
				t.Errorf("%q: want %q, got %+v", c.text, c.secret, ms)
			}
		}
	}
	for _, text := range []string{
		"Authorization: Bearer undefined", "Authorization: Bearer $TOKEN", "Authorization: Bearer ${API_TOKEN}",
		"Authorization: Bearer <token>", "Authorization: Bearer YOUR_API_TOKEN", "Authorization: Bearer accessToken",
		"Authorization: Bearer null", "Authorization: Bearer %s", "the bearer abc12345 was late",
		"- Bearer https://tools.ietf.org/html/rfc6750",
		"WWW-Authenticate: Bearer realm=example_realm_name_long",
		"WWW-Authenticate: Bearer realm=example,error=invalid_token",
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := onlyRule(ms, "bearer-token"); len(got) > 0 {
			t.Errorf("%q: reports %q", text, got[0].Secret)
		}
	}
}
