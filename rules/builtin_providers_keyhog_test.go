package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

const (
	tB32Lower = "abcdefghijklmnopqrstuvwxyz234567"
	tB32Upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// intercomTok draws an Intercom access token: base64 of tok:, a UUID
// written with underscores whose first digit is a letter, and :1:0.
func intercomTok(r *rand.Rand) string {
	u := "abcdef"[r.Intn(6):][:1] + randToken(r, tHex, 31)
	u = u[:8] + "_" + u[8:12] + "_" + u[12:16] + "_" + u[16:20] + "_" + u[20:]
	return base64.StdEncoding.EncodeToString([]byte("tok:" + u + ":1:0"))
}

// convexTok draws the token part of a Convex deploy key: base64 of
// {"v2":"<32 hex digits>"}.
func convexTok(r *rand.Rand) string {
	return base64.StdEncoding.EncodeToString([]byte(`{"v2":"` + randToken(r, tHex, 32) + `"}`))
}

// heliconeBody draws four dash-joined groups of 7 base32 characters.
func heliconeBody(r *rand.Rand) string {
	g := make([]string, 4)
	for i := range g {
		g[i] = randToken(r, tB32Lower, 7)
	}
	return strings.Join(g, "-")
}

func TestKeyhogRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{"apify-api-token", func(r *rand.Rand) []sample {
			return inThree("apify_api_" + randToken(r, tAlnum, 36))
		}, func(r *rand.Rand) []string {
			return []string{"apify_api_" + randToken(r, tAlnum, 30), "myapify_api_" + randToken(r, tAlnum, 36),
				"apify_api_" + strings.Repeat("x", 36), "apify_api_" + strings.Repeat("aB3", 12), "apify_api_error_handler"}
		}},
		{"axiom-api-token", func(r *rand.Rand) []sample {
			k := "xapt-" + uuidStr(r)
			return append(inThree("xaat-"+uuidStr(r)), one("headers: {Authorization: 'Bearer "+k+"'}", k))
		}, func(r *rand.Rand) []string {
			return []string{"xaat-" + uuidStr(r)[:30], "xaat-your-token-here", "xaat-00000000-0000-0000-0000-000000000000",
				"xadt-" + uuidStr(r), "AXIOM_TOKEN=xaat-..."}
		}},
		{"akamai-edgegrid-token", func(r *rand.Rand) []sample {
			k := "akab-" + randToken(r, tLower, 16) + "-" + randToken(r, tLower, 16)
			c := "akab-" + randToken(r, tLower, 16) + "-" + randToken(r, tLower, 16)
			return append(inThree(k), one("[default]\nclient_secret = s\naccess_token = "+k+"\nclient_token = "+c+"\n", k, c),
				one("The client token is "+c+".", c))
		}, func(r *rand.Rand) []string {
			return []string{"host = akab-" + randToken(r, tLower, 16) + "-" + randToken(r, tLower, 16) + ".luna.akamaiapis.net",
				"akab-" + randToken(r, tLower, 12) + "-" + randToken(r, tLower, 16), "akab-xxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx",
				"client_token = akab-" + randToken(r, tLower, 32), "akab-" + strings.Repeat("ab12", 8)}
		}},
		{"checkout-sandbox-secret-key", func(r *rand.Rand) []sample {
			k := "sk_sbox_" + randToken(r, tB32Lower, 26)
			return append(inThree("sk_sbox_"+randToken(r, tB32Lower, 27)), one("--header 'Authorization: Bearer "+k+"'", k))
		}, func(r *rand.Rand) []string {
			return []string{"pk_sbox_" + randToken(r, tB32Lower, 27), "sk_sbox_" + randToken(r, tB32Lower, 20), "sk_sbox_XXX",
				"sk_sbox_" + strings.Repeat("x", 27), "mysk_sbox_" + randToken(r, tB32Lower, 27), "sk_sbox_zatcaconnect_uat_v1"}
		}},
		{"convex-deploy-key", func(r *rand.Rand) []sample {
			a, b, c := "prod:happy-otter-123|"+convexTok(r), "preview:acme:web-app|"+convexTok(r), "dev:fleet-goldfish-183|"+convexTok(r)
			return []sample{one("CONVEX_DEPLOY_KEY="+a+"\n", a), one(`export CONVEX_DEPLOY_KEY="`+b+`"`, b),
				one("the deploy key "+c+" expired", c)}
		}, func(r *rand.Rand) []string {
			x := base64.StdEncoding.EncodeToString([]byte(`{"v2":"` + strings.Repeat("x", 32) + `"}`))
			return []string{"CONVEX_DEPLOY_KEY=prod:happy-otter-123|" + x, "prod:happy-otter-123|your-key",
				"token " + convexTok(r), "prod:happy-otter-123|" + base64.StdEncoding.EncodeToString([]byte(`{"v1":"`+randToken(r, tHex, 32)+`"}`))}
		}},
		{"exoscale-api-key", func(r *rand.Rand) []sample {
			return inThree("EXO" + randToken(r, tHex, 24))
		}, func(r *rand.Rand) []string {
			return []string{"EXO" + randToken(r, tHex, 20), "NEXO" + randToken(r, tHex, 24), "EXO" + strings.Repeat("0", 24),
				"EXOTIC dancers", "EXOxxxxxxxxxxxxxxxxxxxxxxxx", "exo" + randToken(r, tHex, 24)}
		}},
		{"helicone-api-key", func(r *rand.Rand) []sample {
			k := "pk-helicone-eu-" + heliconeBody(r)
			return append(inThree("sk-helicone-"+heliconeBody(r)), one("HELICONE_API_KEY="+k, k))
		}, func(r *rand.Rand) []string {
			return []string{"sk-helicone-...", "sk-helicone-" + strings.Repeat("xxxxxxx-", 3) + "xxxxxxx", "sk-helicone-" + heliconeBody(r)[:23],
				"task-helicone-" + heliconeBody(r)}
		}},
		{"intercom-access-token-alt", func(r *rand.Rand) []sample {
			k := intercomTok(r)
			return append(inThree(intercomTok(r)), one("const client = new Intercom.Client({ token: '"+k+"' });", k))
		}, func(r *rand.Rand) []string {
			return []string{"dG9rOm" + randToken(r, tB64, 54) + "=", base64.StdEncoding.EncodeToString([]byte("tok:hello, this is some plain text here ok")),
				base64.StdEncoding.EncodeToString([]byte("tok:" + strings.Repeat("a", 8) + "_aaaa_aaaa_aaaa_" + strings.Repeat("a", 12) + ":1:0"))}
		}},
		{"kakao-rest-api-key", func(r *rand.Rand) []sample {
			a, b, c := randToken(r, tHex, 32), randToken(r, tHex, 32), randToken(r, tHex, 32)
			return []sample{one(`headers = {"Authorization": "KakaoAK `+a+`"}`, a),
				one("curl -v -G GET \"https://dapi.kakao.com/v2/local/search/address.json\" -H \"Authorization: KakaoAK "+b+"\"", b),
				one("the admin header is KakaoAK "+c+" for now", c)}
		}, func(r *rand.Rand) []string {
			return []string{"KakaoAK " + randToken(r, tHex, 30), "Authorization: `KakaoAK ${process.env.KAKAO_REST_API_KEY}`",
				"KakaoAK " + strings.Repeat("0", 32), "KakaoAKX " + randToken(r, tHex, 32)}
		}},
		{"locationiq-access-token", func(r *rand.Rand) []sample {
			return inThree("pk." + randToken(r, tHex, 32))
		}, func(r *rand.Rand) []string {
			return []string{"pk." + randToken(r, tHex, 20), "obj.pk." + randToken(r, tHex, 32), "apk." + randToken(r, tHex, 32),
				"pk." + strings.Repeat("0", 32), "pk.<ACCESS_TOKEN>", "pk." + randToken(r, tHex, 40)}
		}},
		{"ntfy-access-token", func(r *rand.Rand) []sample {
			k := "tk_" + randToken(r, tLower, 29)
			return append(inThree("tk_"+randToken(r, tLower, 29)), one("curl -H \"Authorization: Bearer "+k+"\" -d hi ntfy.sh/alerts", k))
		}, func(r *rand.Rand) []string {
			return []string{"tk_" + randToken(r, tLower, 20), "atk_" + randToken(r, tLower, 29), "tk_" + randToken(r, tAlnum, 29),
				"tk_" + strings.Repeat("x", 29), "tk_abc123def456", "tk_" + randToken(r, tLower, 35)}
		}},
		{"paddle-api-key", func(r *rand.Rand) []sample {
			k := "pdl_sdbx_apikey_01" + randToken(r, tLower, 24) + "_" + randToken(r, tAlnum, 22) + "_" + randToken(r, tAlnum, 3)
			return append(inThree("pdl_live_apikey_01"+randToken(r, tLower, 24)+"_"+randToken(r, tAlnum, 22)+"_"+randToken(r, tAlnum, 3)),
				one("PADDLE_API_KEY="+k, k))
		}, func(r *rand.Rand) []string {
			return []string{"pdl_live_apikey_test_fixture", "pdl_ntfset_01" + randToken(r, tLower, 24), "pdl_live_apikey_" + strings.Repeat("x", 40),
				"pdl_prod_apikey_" + randToken(r, tAlnum, 40), "pdl_live_apikey_..."}
		}},
		{"pinterest-access-token", func(r *rand.Rand) []sample {
			return inThree("pina_" + randToken(r, tB32Upper, 96))
		}, func(r *rand.Rand) []string {
			return []string{"Bearer pina_AT", "pina_" + strings.Repeat("X", 96), "pina_" + randToken(r, tB32Lower, 96),
				"xpina_" + randToken(r, tB32Upper, 96), "pina_" + randToken(r, tB32Upper, 40)}
		}},
		{"radar-secret-key", func(r *rand.Rand) []sample {
			k := "prj_test_sk_" + randToken(r, tHex, 40)
			return append(inThree("prj_live_sk_"+randToken(r, tHex, 40)), one(`headers.put("Authorization", "`+k+`");`, k))
		}, func(r *rand.Rand) []string {
			return []string{"prj_live_pk_" + randToken(r, tHex, 40), "prj_live_sk_" + randToken(r, tHex, 20),
				"prj_live_sk_" + strings.Repeat("0", 40), "prj_live_sk_..."}
		}},
		{"render-deploy-hook", func(r *rand.Rand) []sample {
			a, b, c := randToken(r, tURLB64, 11), randToken(r, tAlnum, 11), randToken(r, tURLB64, 11)
			srv := func() string { return "srv-" + randToken(r, tLower, 20) }
			return []sample{one("sh 'curl -X POST https://api.render.com/deploy/"+srv()+"?key="+a+"'", a),
				one("RENDER_DEPLOY_HOOK = 'https://api.render.com/deploy/"+srv()+"?key="+b+"'\n", b),
				one(`{"hook": "https://api.render.com/deploy/`+srv()+`?key=`+c+`"}`, c)}
		}, func(r *rand.Rand) []string {
			return []string{"https://api.render.com/deploy/srv-xxxxxxx?key=yyyyyyy", "https://api.render.com/deploy/srv-XXXXX?key=YYYY",
				"https://api.render.com/deploy/srv-example?key=secret", "https://api.render.com/deploy/srv-" + randToken(r, tLower, 20) + "?key=xxxxxxxxxxx"}
		}},
		{"unleash-api-token", func(r *rand.Rand) []sample {
			a := "*:*." + randToken(r, tHex, 56)
			b := "[]:production." + randToken(r, tHex, 56)
			return append(inThree("default:development."+randToken(r, tHex, 56)), one("UNLEASH_ADMIN_TOKEN="+a+"\n", a),
				one(`new UnleashClient({ url, appName: "web", token: "`+b+`" })`, b))
		}, func(r *rand.Rand) []string {
			return []string{"default:development.unleash-insecure-api-token", "*:*.unleash-insecure-admin-api-token",
				"default:development." + randToken(r, tHex, 40), "default:production." + strings.Repeat("0", 56),
				"default:mycustomenv." + randToken(r, tHex, 56), "project:environment.xyzrandomstring",
				// a frontend token is built into browser bundles by design
				`new UnleashClient({ url, appName: "web", clientKey: "[]:production.` + randToken(r, tHex, 56) + `" })`}
		}},
		{"woocommerce-api-key", func(r *rand.Rand) []sample {
			k := "ck_" + randToken(r, tHex, 40)
			c := "cs_" + randToken(r, tHex, 40)
			return append(inThree("ck_"+randToken(r, tHex, 40)), one("WOOCOMMERCE_CONSUMER_KEY="+k+"\nWOOCOMMERCE_CONSUMER_SECRET="+c+"\n", k, c))
		}, func(r *rand.Rand) []string {
			return []string{"ck_" + randToken(r, tHex, 30), "stock_" + randToken(r, tHex, 40), "ck_" + strings.Repeat("0", 40),
				"ck_your_consumer_key_here", "cs_new_secret_here", "ck_" + randToken(r, tHex, 48)}
		}},
		{"xata-api-key", func(r *rand.Rand) []sample {
			return inThree("xau_" + randToken(r, tAlnum, 33))
		}, func(r *rand.Rand) []string {
			return []string{"xau_YOUR_KEY_HERE", "xau_" + randToken(r, tAlnum, 20), "xau_" + strings.Repeat("x", 33),
				"XATA_API_KEY=xau_*********************************", "lexau_" + randToken(r, tAlnum, 33)}
		}},
		{"yandex-translate-api-key", func(r *rand.Rand) []sample {
			ts := "20" + digitsN(r, 6) + "T" + digitsN(r, 6) + "Z."
			k := "dict.1.1." + ts + randToken(r, tHex, 16) + "." + randToken(r, tHex, 40)
			return append(inThree("trnsl.1.1."+ts+randToken(r, tHex, 16)+"."+randToken(r, tHex, 40)),
				one("translate = YandexTranslate('"+k+"')", k))
		}, func(r *rand.Rand) []string {
			return []string{"trnsl.1.1.20190101T000000Z.12345678.abcdef1234567890abcdef",
				"trnsl.1.1.20150101T000000Z." + strings.Repeat("0", 16) + "." + strings.Repeat("0", 40),
				"trnsl.1.1.20150101T000000Z." + randToken(r, tHex, 16) + "." + randToken(r, tHex, 24)}
		}},
		{"brightdata-proxy-password", func(r *rand.Rand) []sample {
			a, b, c := randToken(r, tLower, 12), randToken(r, tLower, 12), randToken(r, tLower, 12)
			cust := func() string { return "brd-customer-hl_" + randToken(r, tHex, 8) }
			return []sample{one("AUTH = '"+cust()+"-zone-scraping_browser1:"+a+"'", a),
				one("the proxy user is "+cust()+"-zone-residential-country-us:"+b+" on port 33335", b),
				one(`{"proxy": "`+cust()+`-zone-isp_proxy1:`+c+`"}`, c)}
		}, func(r *rand.Rand) []string {
			return []string{"username=\"brd-customer-hl_" + randToken(r, tHex, 8) + "-zone-residential_proxy1\"",
				"brd-customer-hl_" + randToken(r, tHex, 8) + "-zone-x:PASSWORD", "brd-customer-hl_" + randToken(r, tHex, 8) + "-zone-x:password123",
				"brd-customer-hl_" + randToken(r, tHex, 8) + "-zone-x:" + strings.Repeat("x", 12)}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestKeyhogBody checks the variety test of keyhogBody: repeated units,
// few distinct bytes and missing character classes are refused.
func TestKeyhogBody(t *testing.T) {
	for _, c := range []struct {
		v    string
		mask uint8
		ok   bool
	}{
		{"ab12cd34ef56ab78cd90ef12ab34cd56", 6, true},
		{strings.Repeat("ab12", 8), 6, false},
		{strings.Repeat("0", 32), 6, false},
		{"abcdefabcdefabcdefabcdef", 6, false},
		{"aaaaaaaaaaaaaaaaaaaabbbbbbbbbbbb", 0, false},
		{randToken(rand.New(rand.NewSource(7)), tLower, 30) + "a1", 6, true},
		{"kqjxhzgvfbdnsmalqpwoeirutyyutrei", 6, false},
	} {
		if got := keyhogBody(0, c.mask)(c.v); got != c.ok {
			t.Errorf("keyhogBody(%q) = %v, want %v", c.v, got, c.ok)
		}
	}
}
