package rules

import (
	"math/rand"
	"testing"
)

// wantSecret fails t unless Detect reports secret in text.
func wantSecret(t *testing.T, s *Set, text, secret string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	if !coveredSecret(ms, secret) {
		t.Errorf("%q: want %q, got %+v", text, secret, ms)
	}
}

// wantNothing fails t if Detect reports anything in text.
func wantNothing(t *testing.T, s *Set, text string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) > 0 {
		t.Errorf("%q: reports %s %q", text, ms[0].RuleID, ms[0].Secret)
	}
}

// TestEighteenthSessionShapes: the forms the long-tail batch of contexts
// showed missed: a bearer token or an Erlang cookie kept under its own
// name, a token passed to a builder so named, an API key sent as basic
// auth's user with no password, a login call's secret, and a DSN's token
// that is not a Sentry DSN's public key.
func TestEighteenthSessionShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(18))
	for range 3 {
		tok := randToken(r, tAlnum, 22) + "aZ1"
		hex := randToken(r, tHex, 31) + "a"
		upper := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 20)
		for _, c := range []struct{ text, secret string }{
			{"PROXYCURL_BEARER=" + tok, tok},
			{"export CODA_BEARER=\"" + tok + "\"", tok},
			{"    RABBITMQ_ERLANG_COOKIE: \"" + upper + "\"", upper},
			{"rabbitmq_erlang_cookie = " + upper, upper},
			{"createDirectus(url).with(staticToken('" + tok + "')).with(rest());", tok},
			{"const c = sdk.masterKey(\"" + tok + "\")", tok},
			{`req.SetBasicAuth("` + hex + `", "")`, hex},
			{`requests.get(url, auth=("` + hex + `", ""))`, hex},
			{`await medplum.startClientLogin("client-7", "` + tok + `");`, tok},
			{"DEEPSOURCE_DSN=https://" + hex + "@app.deepsource.com", hex},
			{`q = qiniu.Auth("` + tok + `-x_", "` + tok + `")`, tok + "-x_"},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
		for _, text := range []string{
			"SENTRY_DSN=https://" + hex + "@o1234.ingest.sentry.io/5678",
			`dsn: "https://` + hex + `@errors.acme.io:9000/12"`,
			"https://" + hex + "@errors.acme.io/api/12",
			`req.SetBasicAuth("dana", "")`,
			`client.login("admin", "")`,
			`auth = HTTPBasicAuth("dana.smith", "` + tok + `")`,
			"token_type: bearer",
			"AUTH_SCHEME: Bearer",
			"staticToken(process.env.DIRECTUS_TOKEN)",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				if m.Secret != tok {
					t.Errorf("%q: reports %s %q", text, m.RuleID, m.Secret)
				}
			}
		}
	}
}

// TestRPCEndpointToken: the key in the path of a node provider's RPC URL
// is found; the providers' other URLs, placeholders and other hosts with
// the provider's name inside are not.
func TestRPCEndpointToken(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1818))
	hex := func(n int) string { return randToken(r, tHex, n-1) + "a" }
	for range 3 {
		uuid := hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12)
		alnum := randToken(r, tAlnum, 20) + "aZ"
		for _, c := range []struct{ url, key string }{
			{"https://ethereum-mainnet.core.chainstack.com/", hex(32)},
			{"wss://nd-123-456-789.p2pify.com/ws/", hex(32)},
			{"https://rpc.ankr.com/polygon/", hex(64)},
			{"https://eth.getblock.io/", uuid},
			{"https://bsc-mainnet.nodereal.io/v1/", hex(32)},
			{"https://mainnet.gateway.tenderly.co/", alnum},
			{"https://eth-mainnet.gateway.pokt.network/v1/lb/", hex(24)},
		} {
			for _, text := range []string{
				`RPC_URLS = {"ethereum": "` + c.url + c.key + `"}`,
				"provider = new JsonRpcProvider('" + c.url + c.key + "/')",
			} {
				ms, err := s.Detect(text)
				if err != nil {
					t.Fatal(err)
				}
				if got := onlyRule(ms, "rpc-endpoint-token"); len(got) != 1 || got[0].Secret != c.key {
					t.Errorf("%q: want %q, got %+v", text, c.key, ms)
				}
			}
		}
	}
	for _, text := range []string{
		"see https://docs.chainstack.com/docs/ethereum-tooling for setup",
		"https://rpc.ankr.com/eth/YOUR_API_KEY",
		"https://rpc.ankr.com/eth",
		"https://api.chainstack.com/v1/projects/5c672a32",
		"https://notankr.com/eth/" + hex(32),
		"mirror of ankr.com/" + hex(32),
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := onlyRule(ms, "rpc-endpoint-token"); len(got) > 0 {
			t.Errorf("%q: reports %q", text, got[0].Secret)
		}
	}
}

// TestPublicPrefixesAndSlots: publishable keys (Branch's key_live_, Toss'
// live_ck_, Wompi's pub_prod_, Omise's pkey_) are not reported by the
// generic rules of this package, while their secret counterparts are; a
// value with a template's slot in it is a placeholder.
func TestPublicPrefixesAndSlots(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(181818))
	for range 3 {
		body := randToken(r, tAlnum, 30) + "a1Z"
		for _, v := range []string{"key_live_" + body, "key_test_" + body, "test_ck_" + body, "pub_prod_" + body, "pkey_" + body} {
			text := "<key>live</key>\n<string>" + v + "</string>"
			wantNothing(t, s, text)
		}
		for _, v := range []string{"secret_live_" + body, "prv_prod_" + body, "skey_" + body} {
			wantSecret(t, s, "APP_SECRET_KEY="+v, v)
		}
	}
	for _, text := range []string{
		"MERCURY_TOKEN=secret-token:mercury_production_<your-token>",
		"API_TOKEN=live_<your_api_key_here>",
	} {
		wantNothing(t, s, text)
	}
}

// TestTailProviderFormats: Lichess, Appwrite, Cronitor and Cloudsmith
// formats, an Asaas key that looks like a shell variable, and a passcode
// header; and what must not match.
func TestTailProviderFormats(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(18181818))
	for range 3 {
		lip := "lip_" + randToken(r, tAlnum, 19) + "a"
		appwrite := "standard_" + randToken(r, tHex, 255) + "a"
		cron := randToken(r, tHex, 31) + "a"
		ent := randToken(r, tAlnum, 15) + "Z"
		asaas := "$aact_" + randToken(r, tAlnum+"_", 120) + "aZ1"
		pass := randToken(r, tAlnum, 10) + "a1Z"
		for _, c := range []struct{ text, secret string }{
			{"I made a Lichess token for the bot: " + lip, lip},
			{"client.setKey('" + appwrite + "');", appwrite},
			{"15 2 * * * /opt/run.sh && curl -fsS https://cronitor.link/p/" + cron + "/nightly-backup", cron},
			{"extra-index-url = https://dl.cloudsmith.io/" + ent + "/acme/python/python/simple/", ent},
			{"'access_token: " + asaas + "',", asaas},
			{`-H "X-CleverTap-Passcode: ` + pass + `"`, pass},
			{"passcode: " + pass, pass},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"flip_" + randToken(r, tAlnum, 20) + "a1",
		"https://dl.cloudsmith.io/public/acme/python/python/simple/",
		"PASSWORD=$DATABASE_PASSWORD_FROM_THE_VAULT",
		"see https://cronitor.link/p/YOUR_TELEMETRY_KEY/backup",
	} {
		wantNothing(t, s, text)
	}
}

// wantNoRule fails t if rule reports anything in text (other rules may).
func wantNoRule(t *testing.T, s *Set, text, rule string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.RuleID == rule {
			t.Errorf("%q: %s reports %d bytes", text, rule, len(m.Secret))
		}
	}
}
