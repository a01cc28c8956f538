package rules

import (
	"math/rand"
	"testing"
)

func TestKeyProviderRules(t *testing.T) {
	s := testSet(t)
	uuid := uuidStr
	cases := []ruleCase{
		{"bip32-extended-private-key", func(r *rand.Rand) []sample {
			k := "xprv9s21ZrQH143K" + randToken(r, tB58, 95)
			t := "tprv8ZgxMBicQKsP" + randToken(r, tB58, 95)
			return []sample{one("wpkh("+k+"/84h/0h/0h/0/*)#68cjxq2z", k), one(`"desc": "tr(`+t+`/86'/1'/0'/0/*)"`, t)}
		}, func(r *rand.Rand) []string {
			// the public half; one character short; a 0 (not base58)
			return []string{"xpub661MyMwAqRbc" + randToken(r, tB58, 95), "xprv9s21ZrQH143K" + randToken(r, tB58, 94),
				"xprv9s21ZrQH143K0" + randToken(r, tB58, 94)}
		}},
		{"nats-nkey-seed", func(r *rand.Rand) []sample {
			// the seed prefix and the type encode as S<type>A
			k := "SUA" + randToken(r, tB32, 55)
			a := "SAA" + randToken(r, tB32, 55)
			o := "SOA" + randToken(r, tB32, 55)
			return []sample{one("-----BEGIN USER NKEY SEED-----\n"+k+"\n------END USER NKEY SEED------", k),
				one("nsc generate nkey --account\n"+a, a), one("$ nk -gen operator\n"+o+"\n", o)}
		}, func(r *rand.Rand) []string {
			// a user's public key; letters only; a third character no
			// seed has
			return []string{"nkey: U" + randToken(r, tB32, 55), "nkey seed: SUA" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 55),
				"SUQ" + randToken(r, tB32, 55)}
		}},
		{"hubspot-private-app-token", func(r *rand.Rand) []sample {
			k := "pat-na1-" + uuid(r)
			e := "pat-eu1-" + uuid(r)
			return []sample{one("hubspot "+k, k), one("token: "+e+"\n", e)}
		}, func(r *rand.Rand) []string {
			return []string{"pat-na1-" + randToken(r, tHex, 32), "spat-na1-" + uuid(r)}
		}},
		{"riot-games-api-key", func(r *rand.Rand) []sample {
			k := "RGAPI-" + uuid(r)
			return []sample{one("curl -H 'X-Riot-Token: "+k+"' https://euw1.api.riotgames.com", k)}
		}, func(r *rand.Rand) []string { return []string{"RGAPI-" + randToken(r, tHex, 20)} }},
		{"stytch-secret", func(r *rand.Rand) []sample {
			k := "secret-test-" + randToken(r, tURLB64, 36)
			return []sample{one("STYTCH_SECRET="+k, k), one(k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"secret-test-" + randToken(r, tLower, 10), "top-secret-live-" + randToken(r, tURLB64, 36), "secret-test-fixtures-for-the-billing-module"}
		}},
		{"infisical-service-token", func(r *rand.Rand) []sample {
			k := "st." + uuid(r) + "." + randToken(r, tHex, 32) + "." + randToken(r, tHex, 32)
			return []sample{one("INFISICAL_TOKEN="+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"st." + uuid(r), "test." + uuid(r) + "." + randToken(r, tHex, 32) + "." + randToken(r, tHex, 32)}
		}},
		{"modal-token", func(r *rand.Rand) []sample {
			id, sec := "ak-"+randToken(r, tAlnum, 22), "as-"+randToken(r, tAlnum, 22)
			return []sample{one("modal token set --token-id "+id+" --token-secret "+sec, id, sec)}
		}, func(r *rand.Rand) []string {
			return []string{"as-" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 22), "task-" + randToken(r, tAlnum, 22), "as-is"}
		}},
		{"fireworks-api-key", func(r *rand.Rand) []sample {
			k := "fw_" + randToken(r, tAlnum, 24)
			return []sample{one("FIREWORKS_API_KEY="+k, k), one("use "+k+" for the call", k)}
		}, func(r *rand.Rand) []string {
			return []string{"fw_update_firmware_image", "nfw_" + randToken(r, tAlnum, 24)}
		}},
		{"zuplo-api-key", func(r *rand.Rand) []sample {
			k := "zpka_" + randToken(r, tHex, 32) + "_" + randToken(r, tHex, 8)
			return []sample{one("Authorization: Bearer "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"zpka_" + randToken(r, tHex, 32)} }},
		{"browserbase-api-key", func(r *rand.Rand) []sample {
			k := "bb_live_" + randToken(r, tAlnum, 27)
			return []sample{one("BROWSERBASE_API_KEY="+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"bb_live_session_recordings", "bb_test_" + randToken(r, tAlnum, 12)}
		}},
		{"scaleway-access-key", func(r *rand.Rand) []sample {
			k := "SCW" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 17)
			return []sample{one("SCW_ACCESS_KEY="+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"SCWIDGETCONTROLLERS", "SCW" + randToken(r, "0123456789", 17), "SCW" + randToken(r, "ABCDEFGHIJ", 17)}
		}},
		{"nostr-private-key", func(r *rand.Rand) []sample {
			k := "nsec1" + randToken(r, bech32Chars, 58)
			return []sample{one("my nostr key is "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"npub1" + randToken(r, bech32Chars, 58), "nsec1" + randToken(r, bech32Chars, 20)}
		}},
		{"vault-token", func(r *rand.Rand) []sample {
			a := "hvs." + randToken(r, tAlnum, 24)
			b := "hvb.AAAAAQ" + randToken(r, tURLB64, 130)
			return []sample{one("VAULT_TOKEN="+a, a), one("vault login "+b, b)}
		}, func(r *rand.Rand) []string {
			return []string{"hvs.example_token_here_for_docs", "hvs." + randToken(r, tAlnum, 10), "xhvs." + randToken(r, tAlnum, 24)}
		}},
		{"mailersend-api-token", func(r *rand.Rand) []sample {
			k := "mlsn." + randToken(r, tHex, 64)
			return []sample{one("here it is: "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"mlsn." + randToken(r, tHex, 40), "xmlsn." + randToken(r, tHex, 64)}
		}},
		{"toss-payments-secret-key", func(r *rand.Rand) []sample {
			k := "live_sk_" + randToken(r, tAlnum, 24)
			g := "live_gsk_" + randToken(r, tAlnum, 24)
			return []sample{one("시크릿 키 "+k+" 를 넣었는데", k), one("toss widget "+g, g)}
		}, func(r *rand.Rand) []string {
			return []string{"live_sk_" + randToken(r, tLower, 24), "test_ck_" + randToken(r, tAlnum, 24), "alive_sk_" + randToken(r, tAlnum, 24)}
		}},
		{"aws-codeartifact-token", func(r *rand.Rand) []sample {
			k := "eyJ2ZXIiOjEsImlzdSI6" + randToken(r, tURLB64, 400)
			return []sample{one("index-url = https://aws:"+k+"@acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/py/simple/", k),
				one("export CODEARTIFACT_AUTH_TOKEN="+k+"\n", k)}
		}, func(r *rand.Rand) []string {
			return []string{"eyJ2ZXIiOjEsImlzdSI6" + randToken(r, tURLB64, 20), "xeyJ2ZXIiOjEsImlzdSI6" + randToken(r, tURLB64, 200)}
		}},
		{"midtrans-server-key", func(r *rand.Rand) []sample {
			k := "Mid-server-" + randToken(r, tURLB64, 24)
			sb := "SB-Mid-server-" + randToken(r, tAlnum, 24)
			return []sample{one("ini server key Midtrans production: "+k+"\n", k), one(`MIDTRANS_SERVER_KEY="`+sb+`"`, sb)}
		}, func(r *rand.Rand) []string {
			return []string{"Mid-client-" + randToken(r, tAlnum, 24), "Mid-server-" + randToken(r, tAlnum, 12), "XMid-server-" + randToken(r, tAlnum, 24)}
		}},
		{"asaas-api-key", func(r *rand.Rand) []sample {
			k := "$aact_prod_000" + randToken(r, tURLB64, 120)
			return []sample{one("ASAAS_API_KEY='"+k+"'", k)}
		}, func(r *rand.Rand) []string { return []string{"$aact_" + randToken(r, tLower, 40)} }},
		{"lnd-macaroon", func(r *rand.Rand) []sample {
			k := "0201036c6e6402f801" + randToken(r, tHex, 240)
			return []sample{one("lncli --macaroon "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"0201036c6e64" + randToken(r, tHex, 40)} }},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}
