package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// nugetKey draws a NuGet API key: random lower-case characters with the
// fixed classes at its check positions.
func nugetKey(r *rand.Rand) string {
	pick := func(set string) string { return string(set[r.Intn(len(set))]) }
	l := "abcdefghijklmnopqrstuvwxyz0123456789"
	return "oy2" + pick("abcdefghijklmnop") + randToken(r, l, 15) + pick("aq") + randToken(r, l, 11) + pick("eu") +
		pick("bdfhjlnprtvxz357") + pick("abcdefghijklmnop") + randToken(r, l, 11) + pick("aeimquy4")
}

func TestMoreProviderRules(t *testing.T) {
	s := testSet(t)
	uuid := uuidStr
	cases := []ruleCase{
		{"sk-uuid-key", func(r *rand.Rand) []sample {
			a, b := "sk-"+uuid(r), "sk_"+uuid(r)
			return append(inThree(a), one(`spider = Spider.new(Some("`+b+`".to_string()))`, b))
		}, func(r *rand.Rand) []string {
			return []string{"task-" + uuid(r), "sk-" + uuid(r)[:30], "ask-" + uuid(r), "sk-00000000-0000-0000-0000-00000000000"}
		}},
		{"sk-hex-key", func(r *rand.Rand) []sample {
			k := "sk_" + randToken(r, tHex, 17) + "a1f"
			return append(inThree(k), one(`memberstackAdmin.init("`+k+`")`, k))
		}, func(r *rand.Rand) []string {
			return []string{"sk_" + randToken(r, tHex, 10), "ask_" + randToken(r, tHex, 20), "sk_buff_head", "struct sock *sk_0123abcd = NULL;",
				"sk_" + strings.Repeat("a", 20), "sk_" + strings.Repeat("0", 20)}
		}},
		{"django-insecure-secret-key", func(r *rand.Rand) []sample {
			k := "django-insecure-" + randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)", 50)
			return []sample{one(`SECRET_KEY = "`+k+`"`, k), one("DJANGO_SECRET_KEY="+k+"\n", k)}
		}, func(r *rand.Rand) []string {
			return []string{"django-insecure-" + randToken(r, tLower, 20), "SECRET_KEY = 'django-insecure-change-me'"}
		}},
		{"replace-text-secret", func(r *rand.Rand) []sample {
			a, b := randToken(r, tHex, 32), "Pixel"+randToken(r, tAlnum, 8)+"."
			return []sample{one(a+"==>REDACTED_TWILIO\n", a), one("literal:"+b+"==>${PW}\n", b)}
		}, func(r *rand.Rand) []string {
			return []string{"regex:password=\\w+==>password=***", "glob:*.pem==>x", "if a ==> b then", "changeme==>x"}
		}},
		{"irc-oper-password", func(r *rand.Rand) []sample {
			p := "Pepper@" + randToken(r, tAlnum, 10)
			return []sample{one("[10:14:41] <dana> /oper jonas "+p, p), one("/oper admin "+p+"\n", p)}
		}, func(r *rand.Rand) []string {
			return []string{"/oper jonas", "use /oper <name> <password> to get oper", "the developer ran /operate now"}
		}},
		{"slack-session-cookie", func(r *rand.Rand) []sample {
			k := "xoxd-" + randToken(r, tAlnum, 20) + "%2B" + randToken(r, tAlnum, 30) + "%2F" + randToken(r, tAlnum, 12) + "%3D%3D"
			return []sample{one("cookie: b=1; d="+k+"; x=2", k), one(`{"name": "d", "value": "`+k+`"}`, k)}
		}, func(r *rand.Rand) []string {
			return []string{"xoxd-your-cookie-here", "xoxd-" + randToken(r, tLower, 20), "abcxoxd-" + randToken(r, tAlnum, 50)}
		}},
		{"asana-pat", func(r *rand.Rand) []sample {
			a := "2/" + digitsN(r, 16) + "/" + digitsN(r, 16) + ":" + randToken(r, tHex, 32)
			b := "1/" + digitsN(r, 15) + ":" + randToken(r, tHex, 32)
			return []sample{one("ASANA="+a, a), one("curl -H 'Authorization: Bearer' "+b, b)}
		}, func(r *rand.Rand) []string {
			return []string{"1/2 of 3/4", "2/" + digitsN(r, 16) + ":" + randToken(r, tHex, 31), "ratio 1/" + digitsN(r, 16)}
		}},
		{"airtable-pat", func(r *rand.Rand) []sample {
			k := "pat" + randToken(r, tAlnum, 14) + "." + randToken(r, tHex, 64)
			return []sample{one("AIRTABLE="+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"path.join(a, b)", "pattern." + randToken(r, tHex, 64), "pat" + randToken(r, tAlnum, 14) + "." + randToken(r, tHex, 40)}
		}},
		{"adafruit-io-key", func(r *rand.Rand) []sample {
			k := "aio_" + randToken(r, tAlnum, 28)
			return []sample{one("io key "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"aio_" + randToken(r, tLower, 10), "x_aio_" + randToken(r, tAlnum, 28)}
		}},
		{"braintree-access-token", func(r *rand.Rand) []sample {
			k := "access_token$production$" + randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 16) + "$" + randToken(r, tHex, 32)
			return []sample{one("BT="+k, k)}
		}, func(r *rand.Rand) []string { return []string{"access_token$production$abc$def"} }},
		{"nuget-api-key", func(r *rand.Rand) []sample {
			k := nugetKey(r)
			return []sample{one("dotnet nuget push p.nupkg -k "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"oy2" + strings.Repeat("z", 43), "oy2" + randToken(r, tLower, 20)}
		}},
		{"honeycomb-ingest-key", func(r *rand.Rand) []sample {
			k := "hcaik_" + randToken(r, tLower, 58)
			return []sample{one("HONEYCOMB="+k, k)}
		}, func(r *rand.Rand) []string { return []string{"hcaik_" + randToken(r, tLower, 20)} }},
		{"clickup-pat", func(r *rand.Rand) []sample {
			k := "pk_" + digitsN(r, 8) + "_" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 32)
			return []sample{one("clickup "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"pk_" + digitsN(r, 8) + "_" + "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEF"}
		}},
		{"openai-session-key", func(r *rand.Rand) []sample {
			k := "sess-" + randToken(r, tAlnum, 40)
			return []sample{one("session "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"sess-" + randToken(r, tLower, 40), "my-sess-" + randToken(r, tAlnum, 40)}
		}},
		{"salesforce-session-id", func(r *rand.Rand) []sample {
			k := "00D" + randToken(r, tAlnum, 12) + "!" + randToken(r, tAlnum+"._", 96)
			return []sample{one("sid="+k+" ;", k)}
		}, func(r *rand.Rand) []string {
			return []string{"00D" + randToken(r, tAlnum, 12) + "!" + randToken(r, tAlnum, 20)}
		}},
		{"plaid-access-token", func(r *rand.Rand) []sample {
			k := "access-production-" + uuid(r)
			return []sample{one("PLAID="+k, k)}
		}, func(r *rand.Rand) []string { return []string{"access-production-server", "public-sandbox-" + uuid(r)} }},
		{"intercom-access-token", func(r *rand.Rand) []sample {
			k := "dG9rOj" + randToken(r, tB64, 54) + "="
			return []sample{one("intercom "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"dG9rOj" + randToken(r, tLower, 10)} }},
		{"brevo-smtp-key", func(r *rand.Rand) []sample {
			k := "xsmtpsib-" + randToken(r, tHex, 64) + "-" + randToken(r, tAlnum, 16)
			return []sample{one("smtp "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"xsmtpsib-" + randToken(r, tHex, 20)} }},
		{"sonarqube-token", func(r *rand.Rand) []sample {
			k := "squ_" + randToken(r, tHex, 40)
			return []sample{one("export TOKEN_FOR_CI="+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"squ_" + randToken(r, tHex, 20), "sqp_0000000000000000000000000000000000000000"}
		}},
		{"tencent-cloud-secret-id", func(r *rand.Rand) []sample {
			k := "AKID" + randToken(r, tAlnum, 32)
			return []sample{one("TENCENTCLOUD_SECRET_ID="+k, k)}
		}, func(r *rand.Rand) []string { return []string{"AKIDENTIFIERSFORTHEUSERINTERFACEXYZAB"} }},
		{"linear-oauth-token", func(r *rand.Rand) []sample {
			k := "lin_oauth_" + randToken(r, tHex, 64)
			return []sample{one("linear "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"lin_oauth_" + randToken(r, tHex, 20)} }},
		{"discord-mfa-token", func(r *rand.Rand) []sample {
			k := "mfa." + randToken(r, tURLB64, 84)
			return []sample{one("token "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"mfa." + randToken(r, tLower, 84), "mfa.enabled"} }},
		{"vault-approle-secret-id", func(r *rand.Rand) []sample {
			h := randToken(r, tHex, 32)
			sec := h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
			return []sample{
				one("vault:\n  role_id: ${ROLE_ID}\n  secret_id: "+sec+"\n", sec), // a role_id beside it is credential-pair's
				one(`vault write auth/approle/login role_id="$ROLE_ID" secret_id=`+sec, sec),
				one(`{"approle": {"roleId": "$ROLE", "secretId": "`+sec+`"}}`, sec),
				one("VAULT_ADDR=https://vault.example.com\nVAULT_SECRET_ID="+sec, sec),
				// consul acl token create, nomad acl bootstrap: the secret beside its accessor
				one("AccessorID:       "+h[:8]+"-0000-4000-8000-"+h[:12]+"\nSecretID:         "+sec+"\nDescription: ci", sec),
				one("Accessor ID  = "+h[:8]+"-0000-4000-8000-"+h[:12]+"\nSecret ID    = "+sec+"\nName         = Bootstrap Token", sec),
			}
		}, func(r *rand.Rand) []string {
			h := randToken(r, tHex, 32)
			id := h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
			// without AppRole near, a secretId names a secret (AWS, Azure)
			return []string{`{"name": "db", "secretId": "` + id + `"}`, "vault secret_id: " + h[:30],
				"azure keyvault secretId: " + id,       // Azure's Key Vault, not HashiCorp's
				"Secret ID    = " + id + "\nName = db"} // no accessor near
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestUnitySerial: a Unity licence serial where it is named as one.
func TestUnitySerial(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(77))
	const an = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	for range 3 {
		serial := "E3-" + randToken(r, an, 4) + "-" + randToken(r, an, 4) + "-" + randToken(r, an, 4) + "-" + randToken(r, an, 4) + "-" + randToken(r, an, 4)
		wantSecret(t, s, "env:\n  UNITY_SERIAL: "+serial+"\n", serial)
		wantSecret(t, s, "Unity -batchmode -quit -serial "+serial+" -username ci@example.com", serial)
		// not named as Unity's: a part or order number of anything
		wantNothing(t, s, "order "+serial+" shipped")
	}
	wantNothing(t, s, "UNITY_SERIAL: XX-XXXX-XXXX-XXXX-XXXX-XXXX")
}

// TestBitrix24Webhook: an inbound webhook's token in its URL.
func TestBitrix24Webhook(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(78))
	for range 3 {
		tok := randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 14) + "a1"
		wantSecret(t, s, `curl -s "https://b24-x1.bitrix24.ru/rest/1/`+tok+`/crm.lead.add.json"`, tok)
	}
	wantNothing(t, s, "https://acme.bitrix24.com/rest/1/xxxxxxxxxxxxxxxx/")
	wantNothing(t, s, "https://acme.bitrix24.com/rest/api/crm.lead.add.json")
}

// TestIRCNickServ: the password an IRC client sends to NickServ.
func TestIRCNickServ(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(79))
	for range 3 {
		pw := "Meadow" + randToken(r, tAlnum, 8) + "@"
		wantSecret(t, s, "10:41 <dkoch> /msg NickServ IDENTIFY dkoch "+pw, pw)
		wantSecret(t, s, "PRIVMSG NickServ :IDENTIFY "+pw, pw)
	}
	wantNothing(t, s, "/msg NickServ IDENTIFY <password>")
	wantNothing(t, s, "/msg nickserv identify help")
}
