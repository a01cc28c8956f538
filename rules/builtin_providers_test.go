package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// sample is a text holding secrets and the secrets a rule must report in
// it, each exactly once.
type sample struct {
	text    string
	secrets []string
}

// ruleCase is the test of one rule: texts built at test time from the
// format (prefix, length, alphabet), which must be reported with their
// exact spans, and near misses, which must not be reported by the rule.
type ruleCase struct {
	id    string
	match func(r *rand.Rand) []sample
	miss  func(r *rand.Rand) []string
}

func one(text string, secrets ...string) sample { return sample{text, secrets} }

func digitsN(r *rand.Rand, n int) string {
	return string('1'+byte(r.Intn(9))) + randToken(r, "0123456789", n-1)
}

func uuidStr(r *rand.Rand) string {
	return randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-" + randToken(r, tHex, 4) + "-" + randToken(r, tHex, 4) + "-" + randToken(r, tHex, 12)
}

// checkRuleCase runs c: every sample's secrets are found by c.id with
// their exact spans and nothing else is reported; no near miss is reported
// by c.id; and the rule finds the same with and without the keyword
// prefilter (its keywords cover every match).
func checkRuleCase(t *testing.T, s *Set, c ruleCase) {
	t.Helper()
	if _, ok := s.Rule(c.id); !ok {
		t.Fatalf("rule %s is not registered", c.id)
	}
	r := rand.New(rand.NewSource(int64(len(c.id)) * 7919))
	for range 3 {
		for _, sm := range c.match(r) {
			ms, err := s.Detect(sm.text)
			if err != nil {
				t.Fatal(err)
			}
			var want, got []string
			for _, sec := range sm.secrets {
				i := strings.Index(sm.text, sec)
				if i < 0 || strings.Contains(sm.text[i+1:], sec) {
					t.Fatalf("bad sample: the secret must occur once")
				}
				want = append(want, c.id+" "+sec)
			}
			for _, m := range ms {
				got = append(got, m.RuleID+" "+sm.text[m.Start:m.End])
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s in %q (-want +got):\n%s", c.id, sm.text, diff)
			}
			checkPrefilter(t, s, c.id, sm.text)
		}
		for _, text := range c.miss(r) {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, c.id); len(got) > 0 {
				t.Errorf("%s reports %q in near miss %q", c.id, text[got[0].Start:got[0].End], text)
			}
			checkPrefilter(t, s, c.id, text)
		}
	}
}

// ungated returns d as its expressions alone define it: no gates, no
// hand parsers, no windows (what the prefilter must not change).
func ungated(d *reRule) *reRule {
	c := *d
	c.gates = make([]func(string, int) bool, len(d.gates))
	c.hands = make([]func(string, int) (string, int, int, bool), len(d.hands))
	c.maxW = make([]int, len(d.maxW))
	for i := range c.maxW {
		c.maxW[i] = -1
	}
	return &c
}

// checkHandParsed compares rule id run as Detect runs it (its keyword
// hits, gates and hand parsers) with its expressions run ungated over
// the whole text, and reports whether the expressions match at all.
func checkHandParsed(t *testing.T, s *Set, id, text string) bool {
	t.Helper()
	d := s.dets[s.byID[id]].(*reRule)
	want, _ := ungated(d).find(text, nil, nil)
	if hits := ruleHits(s, text, id); hits != nil { // no hit: Detect does not run the rule
		got, _ := d.find(text, hits, nil)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%s on %q: hand-parsed result differs (-expression +hand):\n%s", id, text, diff)
		}
	}
	return len(want) > 0
}

// checkPrefilter compares the rule run on its keyword hits (as Detect runs
// it) with the rule run ungated over the whole text.
func checkPrefilter(t *testing.T, s *Set, id, text string) {
	t.Helper()
	d := s.dets[s.byID[id]]
	full := d
	if x, ok := d.(*reRule); ok {
		full = ungated(x)
	}
	want, _ := full.find(text, nil, nil)
	var got []Match
	if len(d.info().Keywords) == 0 {
		got, _ = d.find(text, nil, nil)
	} else if hits := ruleHits(s, text, id); len(hits) > 0 { // no hit: Detect does not run the rule
		got, _ = d.find(text, hits, nil)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s on %q: prefiltered result differs (-full +prefiltered):\n%s", id, text, diff)
	}
}

func TestProviderRules(t *testing.T) {
	s := testSet(t)
	b64 := base64.StdEncoding.EncodeToString
	cases := []ruleCase{
		{"docker-hub-pat", func(r *rand.Rand) []sample {
			p := "dckr_" + "pat_" + randToken(r, tURLB64, 27)
			o := "dckr_" + "oat_" + randToken(r, tURLB64, 32)
			return []sample{one("echo "+p+" | docker login -u ci --password-stdin", p), one(`{"token": "`+o+`"}`, o)}
		}, func(r *rand.Rand) []string {
			return []string{"dckr_" + "pat_" + randToken(r, tAlnum, 12), "dckr_" + "pat_" + strings.Repeat("abcdefgh", 4)}
		}},
		{"azure-storage-account-key", func(r *rand.Rand) []sample {
			k := randToken(r, tB64, 86) + "=="
			return []sample{one("DefaultEndpointsProtocol=https;AccountName=acct1;AccountKey="+k+";EndpointSuffix=core.windows.net", k),
				one("AZURE_STORAGE_KEY: "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"AccountKey=" + randToken(r, tB64, 40) + "==;", "AccountKey=" + randToken(r, tB64, 60) + "=="}
		}},
		{"azure-shared-access-key", func(r *rand.Rand) []sample {
			k := randToken(r, tB64, 43) + "="
			return []sample{one("Endpoint=sb://ns1.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey="+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"SharedAccessKeyName=RootManageSharedAccessKey", "SharedAccessKey=abc"}
		}},
		{"azure-identifiable-key", func(r *rand.Rand) []sample {
			// the last character of a 64- or 32-byte key's base64 holds
			// its last bits: [AQgw] before ==, any before = is [A-P]…
			k := randToken(r, tB64, 76) + "+ASt" + randToken(r, tB64, 5) + "Q=="
			c := randToken(r, tB64, 76) + "ACDb" + randToken(r, tB64, 5) + "g=="
			apim := randToken(r, tB64, 76) + "APIM" + randToken(r, tB64, 5) + "w=="
			sb := randToken(r, tB64, 33) + "+ASb" + "K" + randToken(r, tB64, 5) + "="
			iot := randToken(r, tB64, 33) + "AIoT" + "C" + randToken(r, tB64, 5) + "="
			srch := randToken(r, tB64, 42) + "AzSe" + "B" + randToken(r, tB64, 5)
			acr := randToken(r, tB64, 42) + "+ACR" + "D" + randToken(r, tB64, 5)
			fn := randToken(r, tURLB64, 44) + "AzFu" + randToken(r, tURLB64, 5) + "A=="
			ai := randToken(r, tAlnum, 52) + "JQQJ99" + "x" + "C" + randToken(r, tAlnum, 16) + "q" + randToken(r, tAlnum, 7)
			return []sample{one("primary: "+k, k), one("cosmos "+c+" end", c), one(`{"subscriptionKey": "`+apim+`"}`, apim),
				one("service bus key "+sb, sb), one("device key: "+iot, iot),
				one("search key "+srch, srch), one("docker login -u reg -p "+acr+" reg.azurecr.io", acr),
				one("https://app.azurewebsites.net/api/run?code="+fn, fn), one("AZURE_OPENAI_API_KEY="+ai, ai)}
		}, func(r *rand.Rand) []string {
			return []string{"primary: " + randToken(r, tB64, 76) + "+ASx" + randToken(r, tB64, 6) + "==",
				"x" + randToken(r, tB64, 42) + "AzSe" + "E" + randToken(r, tB64, 5), // a signature byte out of range
				randToken(r, tAlnum, 52) + "JQQJ97" + randToken(r, tAlnum, 26), "the APIM gateway and AIoT hub"}
		}},
		{"azure-devops-pat", func(r *rand.Rand) []sample {
			k := randToken(r, tAlnum, 76) + "AZDO" + randToken(r, tAlnum, 4)
			return []sample{one("pat "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"pat " + randToken(r, tAlnum, 70) + "AZDO" + randToken(r, tAlnum, 4)}
		}},
		{"tableau-pat", func(r *rand.Rand) []sample {
			k := randToken(r, tB64, 22) + "==:" + randToken(r, tAlnum, 32)
			return []sample{one("tableau secret "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"x " + randToken(r, tB64, 21) + "==:" + randToken(r, tAlnum, 32), "a==:b"}
		}},
		{"twitch-stream-key", func(r *rand.Rand) []sample {
			k := "live_" + digitsN(r, 9) + "_" + randToken(r, tAlnum, 30)
			return []sample{one("stream key: "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"live_stream_" + randToken(r, tAlnum, 30), "live_" + digitsN(r, 9) + "_" + randToken(r, tAlnum, 20)}
		}},
		{"truenas-api-key", func(r *rand.Rand) []sample {
			k := "3-" + randToken(r, tAlnum, 64)
			return []sample{one("TrueNAS API key for the NAS: "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"api key: 3-" + randToken(r, tAlnum, 64)}
		}},
		{"discord-bot-token", func(r *rand.Rand) []sample {
			id := base64.RawURLEncoding.EncodeToString([]byte(digitsN(r, 18)))
			k := id + "." + randToken(r, tURLB64, 6) + "." + randToken(r, tURLB64, 38)
			// a made-up token: the id part is not the base64 of digits
			fake := "N" + randToken(r, tAlnum, 23) + "." + randToken(r, tURLB64, 6) + "." + randToken(r, tAlnum, 27)
			return []sample{one("client.run('"+k+"')", k), one("DISCORD_BOT=\""+fake+"\"", fake)}
		}, func(r *rand.Rand) []string {
			id := base64.RawURLEncoding.EncodeToString([]byte(digitsN(r, 18)))
			return []string{"client.run('abcdefghijklmnopqrstuvwx." + randToken(r, tURLB64, 6) + "." + randToken(r, tURLB64, 38) + "')",
				"client.run('" + id + "." + randToken(r, tURLB64, 6) + "." + randToken(r, tURLB64, 30) + "')",
				"a.b.c.d", "x = obj.method.call(arg).value"}
		}},
		{"discord-webhook-url", func(r *rand.Rand) []sample {
			k := randToken(r, tURLB64, 68)
			return []sample{one("curl -X POST https://discord.com/api/webhooks/"+digitsN(r, 18)+"/"+k+" -d @msg.json", k)}
		}, func(r *rand.Rand) []string {
			return []string{"https://discord.com/api/webhooks/" + digitsN(r, 18) + "/" + randToken(r, tURLB64, 20)}
		}},
		{"zapier-webhook-url", func(r *rand.Rand) []sample {
			k := digitsN(r, 7) + "/" + randToken(r, tLower, 7)
			return []sample{one("POST https://hooks.zapier.com/hooks/catch/"+k+"/ ok", k)}
		}, func(r *rand.Rand) []string { return []string{"https://hooks.zapier.com/hooks/catch/"} }},
		{"office-webhook-url", func(r *rand.Rand) []sample {
			p := "webhookb2/" + uuidStr(r) + "@" + uuidStr(r) + "/IncomingWebhook/" +
				randToken(r, tHex, 32) + "/" + uuidStr(r) + "/V2" + randToken(r, tURLB64, 40)
			return []sample{one("url: https://contoso.webhook.office.com/"+p+" ", p)}
		}, func(r *rand.Rand) []string {
			notGUID := randToken(r, tAlnum, 8) + "-" + randToken(r, tAlnum, 4) + "-" + randToken(r, tAlnum, 4) + "-" + randToken(r, tAlnum, 4) + "-" + randToken(r, tAlnum, 12)
			return []string{"see https://contoso.webhook.office.com/webhookb2/ for docs",
				"https://contoso.webhook.office.com/webhookb2/" + notGUID + "@" + notGUID + "/IncomingWebhook/" + randToken(r, tAlnum, 32) + "/" + notGUID}
		}},
		{"openai-project-key", func(r *rand.Rand) []sample {
			k := "sk-" + "proj-" + randToken(r, tURLB64, 120)
			a := "sk-" + "svcacct-" + randToken(r, tURLB64, 60)
			return []sample{one("OPENAI_API_KEY="+k, k), one(`"key": "`+a+`"`, a)}
		}, func(r *rand.Rand) []string {
			return []string{"sk-" + "proj-abc", "sk-" + "proj-" + strings.Repeat("a", 60)}
		}},
		{"openai-compatible-api-key", func(r *rand.Rand) []sample {
			a := "sk-" + randToken(r, tAlnum, 48)
			b := "sk-" + randToken(r, tHex, 32)
			c := "sk-" + "or-v1-" + randToken(r, tHex, 64)
			return []sample{one("key "+a, a), one("deepseek: "+b, b), one("openrouter "+c, c)}
		}, func(r *rand.Rand) []string {
			return []string{"task-" + randToken(r, tAlnum, 48), "sk-" + randToken(r, tAlnum, 47), "sk-" + strings.Repeat("0123", 8)}
		}},
		{"anthropic-token", func(r *rand.Rand) []sample {
			k := "sk-" + "ant-oat01-" + randToken(r, tURLB64, 95) + "AA"
			return []sample{one("CLAUDE_CODE_OAUTH="+k, k)}
		}, func(r *rand.Rand) []string {
			// api03 and admin01 keys of the wrong length are gitleaks' near misses
			return []string{"sk-" + "ant-oat01-abc", "sk-" + "ant-...", "sk-" + "ant-api03-" + randToken(r, tURLB64, 60)}
		}},
		{"google-oauth-client-secret", func(r *rand.Rand) []sample {
			k := "GOCSPX" + "-" + randToken(r, tURLB64, 28)
			return []sample{one(`{"installed":{"client_id":"x","client_sec": "`+k+`"}}`, k)}
		}, func(r *rand.Rand) []string { return []string{"GOCSPX" + "-" + randToken(r, tAlnum, 20)} }},
		{"google-oauth-token", func(r *rand.Rand) []sample {
			a := "ya29" + "." + randToken(r, tURLB64, 150)
			b := "1//0" + randToken(r, tURLB64, 100)
			return []sample{one("access: "+a, a), one("refresh "+b+" end", b)}
		}, func(r *rand.Rand) []string { return []string{"ya29" + ".abc", "file:///1//0abc"} }},
		{"langsmith-api-key", func(r *rand.Rand) []sample {
			k := "lsv2_" + "pt_" + randToken(r, tHex, 32) + "_" + randToken(r, tHex, 10)
			return []sample{one("LANGSMITH "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"lsv2_" + "pt_" + randToken(r, tHex, 31) + "_" + randToken(r, tHex, 10)}
		}},
		{"groq-api-key", func(r *rand.Rand) []sample {
			k := "gsk_" + randToken(r, tAlnum, 52)
			return []sample{one("groq "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"gsk_" + randToken(r, tAlnum, 51)} }},
		{"replicate-api-token", func(r *rand.Rand) []sample {
			k := "r8_" + randToken(r, tAlnum, 37)
			return []sample{one("replicate "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"r8_" + randToken(r, tAlnum, 36), "r8_" + strings.Repeat("ab", 18) + "c"}
		}},
		{"notion-integration-token", func(r *rand.Rand) []sample {
			k := "secret_" + randToken(r, tAlnum, 43)
			return []sample{one("notion "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"secret_key_base_for_the_app_and_the_test_suite", "secret_" + strings.ToLower(randToken(r, tAlnum, 43))}
		}},
		{"supabase-token", func(r *rand.Rand) []sample {
			a := "sbp_" + randToken(r, tHex, 40)
			b := "sb_" + "secret_" + randToken(r, tURLB64, 31)
			return []sample{one("token "+a, a), one("service "+b, b)}
		}, func(r *rand.Rand) []string { return []string{"sbp_" + randToken(r, tHex, 39)} }},
		{"vercel-token", func(r *rand.Rand) []sample {
			k := "vcp_" + randToken(r, tAlnum, 40)
			return []sample{one("vercel "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"vcr_cassette_library_for_recording_http", "vcp_" + randToken(r, tAlnum, 20)}
		}},
		{"netlify-pat", func(r *rand.Rand) []sample {
			k := "nfp_" + randToken(r, tAlnum, 36)
			return []sample{one("netlify "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"nfp_" + randToken(r, tAlnum, 30)} }},
		{"doppler-token", func(r *rand.Rand) []sample {
			a := "dp.st." + "prd." + randToken(r, tAlnum, 43)
			b := "dp.ct." + randToken(r, tAlnum, 43)
			return []sample{one("DOPPLER "+a, a), one("cli "+b, b)}
		}, func(r *rand.Rand) []string { return []string{"dp.st.prd.short"} }},
		{"pinecone-api-key", func(r *rand.Rand) []sample {
			k := "pcsk_" + randToken(r, tAlnum, 5) + "_" + randToken(r, tAlnum, 60)
			return []sample{one("pinecone "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"pcsk_" + randToken(r, tAlnum, 5) + "_" + randToken(r, tAlnum, 20)}
		}},
		{"xai-api-key", func(r *rand.Rand) []sample {
			k := "xai-" + randToken(r, tAlnum, 80)
			return []sample{one("grok "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"xai-" + randToken(r, tAlnum, 40)} }},
		{"tavily-api-key", func(r *rand.Rand) []sample {
			k := "tvly-" + "dev-" + randToken(r, tAlnum, 32)
			return []sample{one("tavily "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"tvly-" + randToken(r, tAlnum, 20)} }},
		{"firecrawl-api-key", func(r *rand.Rand) []sample {
			k := "fc-" + randToken(r, tHex, 32)
			return []sample{one("firecrawl "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"fc-" + strings.Repeat("a", 32), "fc-" + randToken(r, tHex, 31)}
		}},
		{"elevenlabs-api-key", func(r *rand.Rand) []sample {
			k := "sk_" + randToken(r, tHex, 48)
			return []sample{one("eleven "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"sk_" + randToken(r, tHex, 40)} }},
		{"cerebras-api-key", func(r *rand.Rand) []sample {
			k := "csk-" + randToken(r, tLower, 48)
			return []sample{one("cerebras "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"csk-" + randToken(r, tLower, 40)} }},
		{"resend-api-key", func(r *rand.Rand) []sample {
			k := "re_" + randToken(r, tAlnum, 8) + "_" + randToken(r, tAlnum, 24)
			return []sample{one("resend "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"re_compile_pattern_for_the_matcher_fn"} }},
		{"neon-api-key", func(r *rand.Rand) []sample {
			k := "napi_" + randToken(r, tLower, 64)
			return []sample{one("neon "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"napi_" + randToken(r, tLower, 60)} }},
		{"render-api-key", func(r *rand.Rand) []sample {
			k := "rnd_" + randToken(r, tAlnum, 32)
			return []sample{one("render "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"rnd_" + randToken(r, tAlnum, 31)} }},
		{"figma-pat", func(r *rand.Rand) []sample {
			k := "figd_" + randToken(r, tURLB64, 40)
			return []sample{one("figma "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"figd_" + randToken(r, tAlnum, 20)} }},
		{"langfuse-secret-key", func(r *rand.Rand) []sample {
			k := "sk-" + "lf-" + uuidStr(r)
			return []sample{one("LANGFUSE "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"pk-lf-" + uuidStr(r)} }},
		{"stripe-webhook-secret", func(r *rand.Rand) []sample {
			k := "whsec_" + randToken(r, tAlnum, 32)
			return []sample{one("endpoint secret "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"whsec_" + randToken(r, tAlnum, 20)} }},
		{"bitbucket-app-password", func(r *rand.Rand) []sample {
			k := "ATBB" + randToken(r, tAlnum, 32)
			return []sample{one("bitbucket "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"ATBB" + randToken(r, tAlnum, 20)} }},
		{"together-api-key", func(r *rand.Rand) []sample {
			k := "tgp_" + "v1_" + randToken(r, tURLB64, 43)
			return []sample{one("together "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"tgp_" + "v1_" + randToken(r, tAlnum, 20)} }},
		{"aws-session-token", func(r *rand.Rand) []sample {
			a := "IQoJb3JpZ2luX2Vj" + randToken(r, tB64, 400) + "=="
			b := "FwoGZXIvYXdz" + randToken(r, tB64, 300)
			return []sample{one(`{"SessionToken": "`+a+`"}`, a), one("AWS_SESSION_TOKEN="+b+"\n", b)}
		}, func(r *rand.Rand) []string { return []string{"IQoJb3JpZ2luX2Vj" + randToken(r, tB64, 40)} }},
		{"firebase-cloud-messaging-key", func(r *rand.Rand) []sample {
			k := "AAAA" + randToken(r, tURLB64, 7) + ":" + "APA91b" + randToken(r, tURLB64, 134)
			return []sample{one("server key "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"AAAA" + randToken(r, tURLB64, 7) + ":" + "APA91b" + randToken(r, tURLB64, 60)}
		}},
		{"tailscale-key", func(r *rand.Rand) []sample {
			k := "tskey-" + "auth-" + randToken(r, tAlnum, 12) + "-" + randToken(r, tAlnum, 32)
			return []sample{one("tailscale up --authkey="+k, k)}
		}, func(r *rand.Rand) []string { return []string{"tskey-" + "auth-XXXX-YYYY"} }},
		{"cloudflare-tunnel-token", func(r *rand.Rand) []sample {
			k := base64.StdEncoding.EncodeToString([]byte(`{"a":"` + randToken(r, tHex, 32) + `","t":"` + uuidStr(r) + `","s":"` + randToken(r, tB64, 44) + `"}`))
			return []sample{one("cloudflared tunnel run --token "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"eyJhIjoi" + randToken(r, tAlnum, 20)} }},
		{"deepl-api-key", func(r *rand.Rand) []sample {
			k := uuidStr(r) + ":fx"
			return []sample{one("deepl "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"time 12:30:fx", uuidStr(r) + ":fxx"} }},
		{"e2b-api-key", func(r *rand.Rand) []sample {
			k := "e2b_" + randToken(r, tHex, 40)
			return []sample{one("sandbox "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"e2b_" + randToken(r, tHex, 30)} }},
		{"posthog-personal-api-key", func(r *rand.Rand) []sample {
			k := "phx_" + randToken(r, tAlnum, 47)
			return []sample{one("posthog "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"phc_" + randToken(r, tAlnum, 43), "phx_" + randToken(r, tAlnum, 20)}
		}},
		{"contentful-pat", func(r *rand.Rand) []sample {
			k := "CFPAT-" + randToken(r, tURLB64, 43)
			return []sample{one("contentful "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"CFPAT-" + randToken(r, tAlnum, 20)} }},
		{"buildkite-token", func(r *rand.Rand) []sample {
			k := "bkua_" + randToken(r, tHex, 40)
			return []sample{one("buildkite "+k, k)}
		}, func(r *rand.Rand) []string { return []string{"bkua_" + randToken(r, tHex, 30)} }},
		{"circleci-pat", func(r *rand.Rand) []sample {
			k := "CCIPAT_" + randToken(r, tAlnum, 22) + "_" + randToken(r, tHex, 40)
			return []sample{one("circleci "+k, k)}
		}, func(r *rand.Rand) []string {
			return []string{"CCIPAT_" + randToken(r, tAlnum, 22) + "_" + randToken(r, tHex, 20)}
		}},
		{"npmrc-auth", func(r *rand.Rand) []sample {
			k := b64([]byte("ci:" + randToken(r, tAlnum, 16)))
			return []sample{one("//registry.npmjs.org/:_auth="+k+"\nalways-auth=true", k)}
		}, func(r *rand.Rand) []string { return []string{"//registry.npmjs.org/:_auth=${NPM_AUTH}", "_authToken"} }},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}
