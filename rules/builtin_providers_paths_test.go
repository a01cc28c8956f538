package rules

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

func TestPathKeyRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{"alchemy-api-key", func(r *rand.Rand) []sample {
			k := randToken(r, tAlnum, 32)
			a := "alcht_" + randToken(r, tAlnum, 30)
			return []sample{one(`url: "https://eth-sepolia.g.alchemy.com/v2/`+k+`",`, k), one("ALCHEMY_KEY="+a, a)}
		}, func(r *rand.Rand) []string {
			return []string{"https://docs.alchemy.com/v2/reference", "https://eth-mainnet.g.alchemy.com/v2/" + randToken(r, tAlnum, 20)}
		}},
		{"infura-project-key", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 32)
			return []sample{one("RPC=https://mainnet.infura.io/v3/"+k, k), one("wss://sepolia.infura.io/ws/v3/"+k+"\n", k)}
		}, func(r *rand.Rand) []string { return []string{"https://mainnet.infura.io/v3/YOUR_PROJECT_ID"} }},
		{"infura-project-key", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 32)
			return []sample{one("export WEB3_INFURA_PROJECT_ID="+k+"\n", k), one(`INFURA_API_KEY="`+k+`"`, k)}
		}, func(r *rand.Rand) []string {
			return []string{"INFURA_PROJECT_ID=<your project id>", "INFURA_PROJECT_ID=" + randToken(r, tHex, 20)}
		}},
		{"alchemy-api-key", func(r *rand.Rand) []sample {
			k := randToken(r, tAlnum, 14) + "_" + randToken(r, tAlnum, 8) + "-" + randToken(r, tAlnum, 8)
			return []sample{one("$ export WEB3_ALCHEMY_PROJECT_ID="+k+"\n", k)}
		}, func(r *rand.Rand) []string { return []string{"ALCHEMY_API_KEY=${{ secrets.ALCHEMY_API_KEY }}"} }},
		{"disk-recovery-key", func(r *rand.Rand) []sample {
			var g []string
			for range 8 {
				g = append(g, randToken(r, "0123456789", 6))
			}
			bl := strings.Join(g, "-")
			var m []string
			for range 8 {
				m = append(m, randToken(r, "cbdefghijklnrtuv", 8))
			}
			sd := strings.Join(m, "-")
			return []sample{one("KeyProtectorType     : RecoveryPassword\nRecoveryPassword     : "+bl+"\n", bl),
				one("A secret recovery key has been generated for this volume:\n\n    🔐 "+sd+"\n", sd)}
		}, func(r *rand.Rand) []string {
			return []string{"Password: 2024-01-02", "recovery key:\n" + strings.Repeat("abcdefgh-", 7) + "abcdefgh"}
		}},
		{"iot-network-key", func(r *rand.Rand) []sample {
			var dec, hx []string
			for range 16 {
				b := r.Intn(256)
				dec = append(dec, fmt.Sprint(b))
				hx = append(hx, fmt.Sprintf("0x%02X", b))
			}
			arr, carr := strings.Join(dec, ", "), strings.Join(hx, ", ")
			s2 := strings.ToUpper(randToken(r, tHex, 32))
			lk := randToken(r, tAlnum+"!#$%&()*+,-./:;<=>?@[]^_{|}~", 16)
			return []sample{one("advanced:\n  ext_pan_id: [170, 220, 140, 7, 255, 242, 199, 98]\n  network_key: ["+arr+"]\n", arr),
				one("    -e KEY_S2_AccessControl="+s2+" \\\n", s2),
				one("static const u1_t PROGMEM APPKEY[16] = { "+carr+" };\n", carr),
				one("  - host: 192.168.1.152\n    local_key: "+lk+"\n    friendly_name: Lamp\n", lk)}
		}, func(r *rand.Rand) []string {
			return []string{"network_key: GENERATE", "ext_pan_id: [170, 220, 140, 7, 255, 242, 199, 98]", "local_key: !secret tuya_lamp"}
		}},
		{"hue-bridge-username", func(r *rand.Rand) []sample {
			u := randToken(r, tAlnum+"-", 40)
			d := strings.ToUpper(randToken(r, tHex, 10))
			return []sample{one("$ curl -s http://192.168.1.15/api/"+u+"/lights/7 | jq .state\n", u),
				one(`[{"success":{"username":"`+d+`"}}]`, d)}
		}, func(r *rand.Rand) []string {
			return []string{"http://192.168.1.15/api/config", "https://example.com/api/v2/lights"}
		}},
		{"elastic-service-token", func(r *rand.Rand) []sample {
			k := "AAEAAWVsYXN0aWMv" + randToken(r, tURLB64, 60)
			return []sample{one("SERVICE_TOKEN elastic/kibana/kibana-prod = "+k+"\n", k)}
		}, func(r *rand.Rand) []string { return []string{"AAEAAWVsYXN0aWMv"} }},
		{"obs-websocket-password", func(r *rand.Rand) []sample {
			k := randToken(r, tAlnum, 16)
			return []sample{one(`$ obs-cmd --websocket obsws://localhost:4455/`+k+` scene switch "Gameplay"`, k)}
		}, func(r *rand.Rand) []string { return []string{"obsws://localhost:4455"} }},
		{"torrent-tracker-passkey", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 32)
			return []sample{one("  https://tracker.torrentleech.org/a/"+k+"/announce:\n    tag: TorrentLeech\n", k),
				one("d8:announce77:https://tracker.example-uhd.net/"+k+"/announce10:created by", k)}
		}, func(r *rand.Rand) []string { return []string{"udp://tracker.opentrackr.org:1337/announce"} }},
		{"media-server-credential", func(r *rand.Rand) []sample {
			h := randToken(r, tHex, 32)
			c := "claim-" + randToken(r, tAlnum, 20)
			return []sample{one(`$ curl -s "https://music.example-home.net/rest/ping.view?u=anna&t=`+h+`&s=6xkaq71b&v=1.16.1&c=curl"`, h),
				one("https://api.nzbgeek.info/rss?t=5000&dl=1&num=100&i=473927&r="+h+"\n", h),
				one("PLEX_CLAIM="+c+"\n", c)}
		}, func(r *rand.Rand) []string { return []string{"/rest/ping.view?u=anna&v=1.16.1", "claim-token"} }},
		{"qbittorrent-temporary-password", func(r *rand.Rand) []sample {
			k := randToken(r, tAlnum, 9)
			return []sample{one("The WebUI administrator password was not set. A temporary password is provided for this session: "+k+"\n", k)}
		}, func(r *rand.Rand) []string { return []string{"a temporary password is provided for this session"} }},
		{"pushcut-webhook-secret", func(r *rand.Rand) []sample {
			k := randToken(r, tURLB64, 22)
			return []sample{one(`    url: "https://api.pushcut.io/`+k+`/notifications/Doorbell"`, k)}
		}, func(r *rand.Rand) []string { return []string{"https://api.pushcut.io/v1/notifications"} }},
		{"bitcoin-rpc-cookie", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 64)
			return []sample{one("$ sudo cat /var/lib/bitcoind/.cookie\n__cookie__:"+k+"\n", k)}
		}, func(r *rand.Rand) []string {
			return []string{"rpcuser=__cookie__", "__cookie__:" + randToken(r, tHex, 40)}
		}},
		{"thegraph-api-key", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 32)
			return []sample{one(`const URL = "https://gateway.thegraph.com/api/`+k+`/subgraphs/id/`+randToken(r, tAlnum, 44)+`";`, k),
				one("$ graph auth --studio "+k+"\n", k)}
		}, func(r *rand.Rand) []string {
			return []string{"https://gateway.thegraph.com/api/[api-key]/subgraphs/id/x", "graph auth --studio <DEPLOY_KEY>"}
		}},
		{"amazon-ivs-stream-key", func(r *rand.Rand) []sample {
			k := "sk_us-west-2_" + randToken(r, tAlnum, 12) + "_" + randToken(r, tAlnum, 30)
			return []sample{one("push rtmps://"+randToken(r, tHex, 12)+".global-contribute.live-video.net:443/app/"+k+";\n", k)}
		}, func(r *rand.Rand) []string {
			return []string{"sk_us-west-2_EXAMPLE", "sk_live_" + randToken(r, tAlnum, 24)}
		}},
		{"quicknode-endpoint-token", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 40)
			return []sample{one("https://red-fabled-sea.quiknode.pro/"+k+"/", k)}
		}, func(r *rand.Rand) []string { return []string{"https://www.quiknode.pro/docs/"} }},
		{"anaconda-channel-token", func(r *rand.Rand) []sample {
			k := randToken(r, tLower+"0123456789", 34)
			return []sample{one("  - https://conda.anaconda.org/t/"+k+"/acme-private\n", k)}
		}, func(r *rand.Rand) []string {
			return []string{"https://conda.anaconda.org/t/<TOKEN>/acme", "https://anaconda.org/t/abcdefghijklmnopqrst/x"}
		}},
		{"flyio-token", func(r *rand.Rand) []sample {
			one1 := "fm2_" + randToken(r, tURLB64, 300)
			two := one1 + ",fm2_" + randToken(r, tURLB64, 120)
			return []sample{one(`FLY_API_TOKEN="FlyV1 `+one1+`"`, one1), one("Authorization: FlyV1 "+two+"\n", two)}
		}, func(r *rand.Rand) []string { return []string{"FlyV1 fm2_example", "FlyV1 token"} }},
		{"hardhat-account-key", func(r *rand.Rand) []sample {
			k := "0x" + randToken(r, tHex, 64)
			k2 := randToken(r, tHex, 64)
			return []sample{one(`      accounts: ["`+k+`"],`, k), one(`"accounts": ['`+k+`']`, k), one(`accounts: ["`+k2+`"],`, k2),
				{text: `privateKeys: ["` + k + `", "` + k2 + `"],`, secrets: []string{k, k2}}}
		}, func(r *rand.Rand) []string {
			return []string{`accounts: [process.env.PRIVATE_KEY]`, `accounts: ["0x` + strings.Repeat("0", 64) + `"]`}
		}},
		{"deploy-hook-url", func(r *rand.Rand) []sample {
			n := randToken(r, tHex, 24)
			v := randToken(r, tAlnum, 10)
			k := randToken(r, tURLB64, 22)
			return []sample{one(`"deploy": "curl -X POST -d {} https://api.netlify.com/build_hooks/`+n+`"`, n),
				one("https://api.vercel.com/v1/integrations/deploy/prj_"+randToken(r, tAlnum, 28)+"/"+v+"\n", v),
				one("IFTTT_URL=https://maker.ifttt.com/trigger/door_open/with/key/"+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"https://docs.netlify.com/build_hooks/", "https://maker.ifttt.com/trigger/x/with/key/YOUR_KEY"}
		}},
		{"honeycomb-api-key", func(r *rand.Rand) []sample {
			k := randToken(r, tAlnum, 22)
			return []sample{one("    headers:\n      x-honeycomb-team: "+k+"\n", k)}
		}, func(r *rand.Rand) []string { return []string{"x-honeycomb-team: ${HONEYCOMB_API_KEY}"} }},
		{"pkcs12-base64", func(r *rand.Rand) []sample {
			// a PFX: a SEQUENCE of 2638 bytes, INTEGER 3 (the version), then its authSafe SEQUENCE
			der := append([]byte{0x30, 0x82, 0x0a, 0x4e, 0x02, 0x01, 0x03, 0x30, 0x82}, []byte(randToken(r, tAlnum, 200))...)
			k := base64.StdEncoding.EncodeToString(der)
			return []sample{one("ANDROID_KEYSTORE_BASE64: "+k, k)}
		}, func(r *rand.Rand) []string {
			// a PFX's head alone; a public key's DER (SEQUENCE, SEQUENCE: no version)
			head := base64.StdEncoding.EncodeToString([]byte{0x30, 0x82, 0x0a, 0x4e, 0x02, 0x01, 0x03, 0x30, 0x82})
			spki := base64.StdEncoding.EncodeToString(append([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d}, []byte(randToken(r, tAlnum, 80))...))
			return []string{head, spki}
		}},
		{"app-password", func(r *rand.Rand) []sample {
			g := func() string { return randToken(r, "bcdfghjklmnpqrstvwxz", 4) }
			a := g() + " " + g() + " " + g() + " " + g()
			b := g() + "-" + g() + "-" + g() + "-" + g()
			w := randToken(r, tAlnum, 4) + " " + randToken(r, tAlnum, 4) + " " + randToken(r, tAlnum, 4) + " " + randToken(r, tAlnum, 4) + " " + randToken(r, tAlnum, 4) + " " + randToken(r, tAlnum, 4)
			return []sample{one("I generated an app password for bob@acme.io: "+a+" — do I", a), one("app-specific password "+b+".", b),
				one(`auth: { user: "n@acme.io", pass: "`+a+`" },`, a),
				one(`{"Password"  :	'`+a+`'}`, a), one(`SMTP_PASS='x' password= "`+a+`"`, a),
				one("WordPress application password: "+w, w)}
		}, func(r *rand.Rand) []string {
			a := g4(r) + " " + g4(r) + " " + g4(r)
			return []string{"the app password: when your team uses this", "app passwords have been used with some more",
				// the hand-parsed form (appPassValue): a word before "pass", five blanks, a fifth letter, no quote
				`bypass: "` + a + ` ` + g4(r) + `"`, `password     : "` + a + ` ` + g4(r) + `"`, `passwords: "` + a + ` ` + g4(r) + `"`,
				`pass: "` + a + ` ` + g4(r) + `x"`, `pass: "` + a + ` ` + g4(r), `pass: "` + a + `  ` + g4(r) + `"`}
		}},
		{"basic-auth-user-info", func(r *rand.Rand) []sample {
			pw := randToken(r, tAlnum, 14) + "!"
			sec := randToken(r, tAlnum, 24) + "/" + randToken(r, tAlnum, 8)
			return []sample{one("ksql.schema.registry.basic.auth.user.info=ksql:"+pw, pw),
				one(`"basic.auth.user.info": "`+randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16)+":"+sec+`"`, sec),
				one("schema_registry:\n  basic_auth_user_info: sr-client:"+pw+"\n", pw)}
		}, func(r *rand.Rand) []string {
			return []string{"basic.auth.user.info=${SR_KEY}:${SR_SECRET}", "basic.auth.credentials.source=USER_INFO",
				"basic.auth.user.info=<key>:<secret>"}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// g4 is a group of an app password: four consonants, so no group is an
// English word.
func g4(r *rand.Rand) string { return randToken(r, "bcdfghjklmnpqrstvwxz", 4) }
