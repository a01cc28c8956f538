package rules

import (
	"math/rand"
	"testing"
)

func TestFormatRules(t *testing.T) {
	s := testSet(t)
	tUpperDigits := "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	cases := []ruleCase{
		{"aws-appsync-api-key", func(r *rand.Rand) []sample {
			k := "da2-" + randToken(r, tLower, 24) + "7q"
			return []sample{one("APPSYNC_KEY_VALUE "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"da2-" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 26), "xda2-" + randToken(r, tLower, 26)}
		}},
		{"amazon-mws-auth-token", func(r *rand.Rand) []sample {
			k := "amzn.mws." + uuidStr(r)
			return []sample{one("mws "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"amzn.mws.example"} }},
		{"dfuse-api-key", func(r *rand.Rand) []sample {
			k := "web_" + randToken(r, tLower, 30) + "a1"
			return []sample{one("DFUSE "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"web_" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 32), "my_web_" + randToken(r, tLower, 32)}
		}},
		{"dropbox-access-token", func(r *rand.Rand) []sample {
			a := "sl." + randToken(r, tURLB64, 136) + "aZ9"
			b := "sl.u." + randToken(r, tURLB64, 1200) + "aZ9"
			return []sample{one("token "+a, a), one(b+" ", b)}
		}, func(r *rand.Rand) []string {
			return []string{"ssl." + randToken(r, tAlnum, 140), "sl." + randToken(r, tAlnum, 40)}
		}},
		{"dynatrace-token", func(r *rand.Rand) []sample {
			k := "dt0s01." + randToken(r, tUpperDigits, 24) + "." + randToken(r, tUpperDigits, 64)
			return []sample{one("DT="+k, k)}
		}, func(r *rand.Rand) []string { return []string{"dt0s01." + randToken(r, tUpperDigits, 24)} }},
		{"facebook-graph-access-token", func(r *rand.Rand) []sample {
			k := "EAAG" + randToken(r, tAlnum, 180) + "Za9"
			return []sample{one("fb "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"EAAG" + randToken(r, tAlnum, 40), "x+EAAG" + randToken(r, tAlnum, 180), "EAAG" + randToken(r, "abcdefghij", 120)}
		}},
		{"finage-api-key", func(r *rand.Rand) []sample {
			k := "API_KEY" + randToken(r, tUpperDigits, 30) + "A1"
			return []sample{one("finage "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"API_KEY_" + randToken(r, tUpperDigits, 32), "API_KEY" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 32)}
		}},
		{"loggly-customer-token", func(r *rand.Rand) []sample {
			a, b := uuidStr(r), uuidStr(r)
			return []sample{
				one(`$template LogglyFormat,"<%pri%>1 %timestamp% %HOSTNAME% %app-name% - - [`+a+`@41058 tag=\"api\"] %msg%\n"`, a),
				one("curl -H 'content-type:text/plain' -d 'hi' https://logs-01.loggly.com/inputs/"+b+"/tag/http/", b),
			}
		}, func(r *rand.Rand) []string {
			return []string{"[" + uuidStr(r) + "@32473 x=1]", "https://logs-01.loggly.com/inputs/TOKEN/tag/http/"}
		}},
		{"sumologic-http-source-token", func(r *rand.Rand) []sample {
			k := randToken(r, tURLB64, 150) + "aZ9=="
			return []sample{one("    URI              /receiver/v1/http/"+k+"\n", k)}
		}, func(r *rand.Rand) []string {
			return []string{"/receiver/v1/http/XXXXXXXX", "/receiver/v1/http/" + randToken(r, tLower, 60)}
		}},
		{"blockfrost-project-id", func(r *rand.Rand) []sample {
			k := "mainnet" + randToken(r, tAlnum, 29) + "aZ9"
			return []sample{one("BLOCKFROST_PROJECT_ID="+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"mainnet" + randToken(r, tLower, 32), "preview" + randToken(r, tAlnum, 20), "xmainnet" + randToken(r, tAlnum, 32)}
		}},
		{"astra-db-application-token", func(r *rand.Rand) []sample {
			k := "AstraCS:" + randToken(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 24) + ":" + randToken(r, tHex, 64)
			return []sample{one("client = DataAPIClient(\""+k+"\")", k)}
		}, func(r *rand.Rand) []string {
			return []string{"AstraCS:" + randToken(r, tLower, 24) + ":" + randToken(r, tHex, 10)}
		}},
		{"fleetbase-api-key", func(r *rand.Rand) []sample {
			k := "flb_live_" + randToken(r, tAlnum, 17) + "aZ9"
			return []sample{one("FLEET "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"flb_live_" + randToken(r, tLower, 10)} }},
		{"flutterwave-live-secret-key", func(r *rand.Rand) []sample {
			k := "FLWSECK-" + randToken(r, tHex, 32) + "-X"
			return []sample{one("FLW "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"FLWSECK-" + randToken(r, tHex, 20) + "-X"} }},
		{"mailchimp-api-key-format", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 30) + "a1-us21"
			return []sample{one("MC "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"en-us", "x" + randToken(r, tHex, 32) + "-us21", randToken(r, "0123456789", 32) + "-us2"}
		}},
		{"mapbox-secret-token", func(r *rand.Rand) []sample {
			k := "sk.eyJ1Ijoi" + randToken(r, tURLB64, 60) + "." + randToken(r, tURLB64, 22)
			return []sample{one("mb "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"pk.eyJ1Ijoi" + randToken(r, tURLB64, 60) + "." + randToken(r, tURLB64, 22)}
		}},
		{"new-relic-key", func(r *rand.Rand) []sample {
			a := "NRAK-" + randToken(r, tUpperDigits, 27)
			b := randToken(r, tHex, 34) + "a1NRAL"
			c := "NRIQ-" + randToken(r, tAlnum, 32)
			d := "AA" + randToken(r, tHex, 40) + "-NRMA"
			return []sample{one("k "+a, a), one("license_value "+b, b), one("q "+c, c), one("app "+d, d)}
		}, func(r *rand.Rand) []string {
			return []string{"NRAK-" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 27), "CONTROLNRAL", "NRAK-" + randToken(r, tUpperDigits, 12)}
		}},
		{"pubnub-key", func(r *rand.Rand) []sample {
			a := "pub-c-" + uuidStr(r)
			b := "sec-c-" + randToken(r, tAlnum, 46) + "a1"
			return []sample{one("publishKey "+a, a), one("secretKey "+b, b)}
		}, func(r *rand.Rand) []string { return []string{"pub-c-example", "sec-c-" + randToken(r, tAlnum, 10)} }},
		{"razorpay-key-id", func(r *rand.Rand) []sample {
			k := "rzp_live_" + randToken(r, tAlnum, 11) + "aZ9"
			return []sample{one("RAZORPAY_ID "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"rzp_live_" + randToken(r, tAlnum, 5)} }},
		{"telegram-bot-token", func(r *rand.Rand) []sample {
			k := digitsN(r, 10) + ":AA" + randToken(r, tURLB64, 30) + "aZ9"
			return []sample{one("bot "+k, k), one("curl https://api.telegram.org/bot"+k+"/sendMessage -d chat_id=1", k)}
		}, func(r *rand.Rand) []string {
			return []string{"00:aa:bb:cc:dd:ee", digitsN(r, 10) + ":AA" + randToken(r, tAlnum, 12), "a" + digitsN(r, 10) + ":AA" + randToken(r, tAlnum, 33)}
		}},
		{"ubidots-token", func(r *rand.Rand) []sample {
			k := "BBFF-" + randToken(r, tAlnum, 27) + "aZ9"
			return []sample{one("ubi "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"BBFF-" + randToken(r, tAlnum, 10)} }},
		{"close-api-key", func(r *rand.Rand) []sample {
			k := "api_" + randToken(r, tAlnum, 20) + "aZ." + randToken(r, tAlnum, 20) + "9q"
			return []sample{one("CLOSE "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"api_" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 22) + "." + randToken(r, "abcdefghijklmnopqrstuvwxyz", 22), "api_key.value"}
		}},
		{"lob-api-key-format", func(r *rand.Rand) []sample {
			k := "live_" + randToken(r, tHex, 33) + "a1"
			return []sample{one("LOB "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"test_" + randToken(r, "abcdef", 35), "my_test_" + randToken(r, tHex, 35)}
		}},
		{"klaviyo-private-key", func(r *rand.Rand) []sample {
			k := "pk_" + randToken(r, tHex, 32) + "a1"
			return []sample{one("KLAVIYO "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"pk_" + randToken(r, tHex, 20)} }},
		{"endor-labs-key", func(r *rand.Rand) []sample {
			k := "endr+" + randToken(r, tAlnum, 13) + "aZ9"
			return []sample{one("ENDOR "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"endr+" + randToken(r, tLower, 8)} }},
		{"robinhood-crypto-api-key", func(r *rand.Rand) []sample {
			k := "rh-api-" + uuidStr(r)
			return []sample{one("RH "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"rh-api-docs"} }},
		{"sourcegraph-cody-key", func(r *rand.Rand) []sample {
			k := "slk_" + randToken(r, tHex, 62) + "a1"
			return []sample{one("CODY "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"slk_" + randToken(r, tHex, 20)} }},
		{"stripe-client-secret", func(r *rand.Rand) []sample {
			k := "pi_" + randToken(r, tAlnum, 24) + "_secret_" + randToken(r, tAlnum, 25)
			return []sample{one("clientSecret "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"pi_" + randToken(r, tAlnum, 24)} }},
		{"trufflehog-enterprise-key", func(r *rand.Rand) []sample {
			k := "thog-secret-" + randToken(r, tHex, 30) + "a1"
			return []sample{one("THOG "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"thog-secret-" + randToken(r, tHex, 8)} }},
		{"fullstory-api-key", func(r *rand.Rand) []sample {
			k := "na1." + randToken(r, tB64, 97) + "aZ9"
			return []sample{one("FS "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"na1." + randToken(r, tB64, 30)} }},
		{"square-oauth-secret", func(r *rand.Rand) []sample {
			k := "sq0csp-" + randToken(r, tURLB64, 40) + "aZ9"
			return []sample{one("SQUARE_APP_SECRET_VALUE "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"sq0csp-" + randToken(r, tAlnum, 12)} }},
		{"mailgun-private-key-format", func(r *rand.Rand) []sample {
			k := "key-" + randToken(r, tHex, 30) + "a1"
			return []sample{one("MG="+k, k), one("api: '"+k+"'", k)}
		}, func(r *rand.Rand) []string {
			return []string{"cache-key-" + randToken(r, tHex, 32), "s3/key-" + randToken(r, tHex, 32), "key-" + randToken(r, tHex, 20)}
		}},
		{"rootly-api-key", func(r *rand.Rand) []sample {
			k := "rootly_" + randToken(r, tHex, 62) + "a1"
			return []sample{one("ROOTLY "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"rootly_" + randToken(r, tHex, 20)} }},
		{"launchdarkly-key-format", func(r *rand.Rand) []sample {
			u := uuidStr(r)
			k := "api-" + u[:14] + "4" + u[15:]
			return []sample{one("LD "+k, k)}
		}, func(r *rand.Rand) []string {
			u := uuidStr(r)
			return []string{"api-" + u[:14] + "1" + u[15:], "my-api-" + u[:14] + "4" + u[15:], "api-docs"}
		}},
		{"bitbucket-data-center-token", func(r *rand.Rand) []sample {
			k := "BBDC-" + randToken(r, tB64, 41) + "aZ9"
			return []sample{one("token "+k+" ", k)}
		}, func(r *rand.Rand) []string { return []string{"BBDC-" + randToken(r, tB64, 12)} }},
		{"besttime-private-key", func(r *rand.Rand) []sample {
			k := "pri_" + randToken(r, tHex, 30) + "a1"
			return []sample{one("besttime /keys/"+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"pri_" + randToken(r, tHex, 12), "api_pri_" + randToken(r, tHex, 32)}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}
