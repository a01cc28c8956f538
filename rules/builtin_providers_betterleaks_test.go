package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// betterleaksFormat is a token format of betterleaks' own rules (not in
// gitleaks v8.30.1) that no provider rule here reads: the generic rules
// (vendor-prefixed, prefixed and random tokens, key names) find it, and
// this test keeps them finding it. tok draws a token of the vendor's
// format; prefix and n give its placeholder form.
type betterleaksFormat struct {
	name   string
	tok    func(r *rand.Rand) string
	prefix string
	n      int
}

func betterleaksFormats() []betterleaksFormat {
	tB32L := "abcdefghijklmnopqrstuvwxyz234567"
	tUD := "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	return []betterleaksFormat{
		{"aikido-ci-token", func(r *rand.Rand) string { return "AIK_CI_" + randToken(r, tAlnum, 40) }, "AIK_CI_", 40},
		{"aikido-client-secret", func(r *rand.Rand) string { return "AIK_SECRET_" + randToken(r, tAlnum, 64) }, "AIK_SECRET_", 64},
		{"brave-search-api-key", func(r *rand.Rand) string { return "BSA" + randToken(r, tAlnum, 28) }, "BSA", 28},
		{"buildkite-agent-token", func(r *rand.Rand) string { return "bkaa_" + randToken(r, tURLB64, 75) }, "bkaa_", 75},
		{"buildkite-portal-token", func(r *rand.Rand) string { return "bkpt_" + randToken(r, tURLB64, 199) }, "bkpt_", 199},
		{"cloudsmith-api-key", func(r *rand.Rand) string { return "csa_" + randToken(r, tHex, 30) + randToken(r, tAlnum, 6) }, "csa_", 36},
		{"cockroachlabs-cloud-api-key", func(r *rand.Rand) string {
			return "CCDB1_" + randToken(r, tAlnum, 22) + "_" + randToken(r, tAlnum, 40)
		}, "CCDB1_", 63},
		{"devin-personal-api-key", func(r *rand.Rand) string { return "apk_user_" + randToken(r, tB64, 150) + "=" }, "apk_user_", 150},
		{"devin-service-api-key", func(r *rand.Rand) string { return "apk_" + randToken(r, tB64, 90) }, "apk_", 90},
		{"devin-service-user-token", func(r *rand.Rand) string { return "cog_" + randToken(r, tB32L, 52) }, "cog_", 52},
		{"docker-swarm-join-token", func(r *rand.Rand) string {
			return "SWMTKN-1-" + randToken(r, tLower, 50) + "-" + randToken(r, tLower, 25)
		}, "SWMTKN-1-", 76},
		{"docker-swarm-unlock-key", func(r *rand.Rand) string { return "SWMKEY-1-" + randToken(r, tB64, 43) }, "SWMKEY-1-", 43},
		{"mongodb-atlas-service-account-secret", func(r *rand.Rand) string { return "mdb_sa_sk_" + randToken(r, tURLB64, 40) }, "mdb_sa_sk_", 40},
		{"onesignal-rich-authentication-token", func(r *rand.Rand) string { return "os_v2_app_" + randToken(r, tB32L, 103) }, "os_v2_app_", 103},
		{"onfido-live-api-token", func(r *rand.Rand) string { return "api_live." + randToken(r, tURLB64, 43) }, "api_live.", 43},
		{"onfido-live-api-token-us", func(r *rand.Rand) string { return "api_live_us." + randToken(r, tURLB64, 43) }, "api_live_us.", 43},
		{"polar-organization-access-token", func(r *rand.Rand) string { return "polar_oat_" + randToken(r, tAlnum, 43) }, "polar_oat_", 43},
		{"polar-personal-access-token", func(r *rand.Rand) string { return "polar_pat_" + randToken(r, tAlnum, 43) }, "polar_pat_", 43},
		{"proof-full-access-api-key", func(r *rand.Rand) string { return "prf_" + randToken(r, tURLB64, 40) }, "prf_", 40},
		{"ramp-client-secret", func(r *rand.Rand) string { return "ramp_sec_" + randToken(r, tAlnum, 48) }, "ramp_sec_", 48},
		{"redirect-pizza-api-token", func(r *rand.Rand) string { return "rpa_" + randToken(r, tAlnum, 30) }, "rpa_", 30},
		{"runpod-api-key", func(r *rand.Rand) string { return "rpa_" + randToken(r, tUD, 40) + randToken(r, tAlnum, 6) }, "rpa_", 46},
		{"samsara-api-token", func(r *rand.Rand) string { return "samsara_api_" + randToken(r, tAlnum, 30) }, "samsara_api_", 30},
		{"segment-public-api-token", func(r *rand.Rand) string { return "sgp_" + randToken(r, tAlnum, 64) }, "sgp_", 64},
		{"tailscale-api-key", func(r *rand.Rand) string {
			return "tskey-api-" + randToken(r, tAlnum, 12) + "CNTRL-" + randToken(r, tAlnum, 33)
		}, "tskey-api-", 51},
		{"thunderstore-api-token", func(r *rand.Rand) string { return "tss_" + randToken(r, tAlnum, 32) }, "tss_", 32},
		{"unkey-root-key", func(r *rand.Rand) string { return "unkey_" + randToken(r, tAlnum, 24) }, "unkey_", 24},
		{"upcloud-api-token", func(r *rand.Rand) string { return "ucat_" + randToken(r, tAlnum, 26) }, "ucat_", 26},
		{"val-town-api-token", func(r *rand.Rand) string { return "vtwn_" + randToken(r, tAlnum, 32) }, "vtwn_", 32},
		{"wakatime-api-key", func(r *rand.Rand) string { return "waka_" + uuidStr(r) }, "waka_", 36},
		{"weights-and-biases-api-key-v1", func(r *rand.Rand) string {
			return "wandb_v1_" + randToken(r, tAlnum, 29) + "_" + randToken(r, tAlnum, 47)
		}, "wandb_v1_", 77},
		{"mergify-application-key", func(r *rand.Rand) string { return "mergify_application_key_" + randToken(r, tURLB64, 60) }, "mergify_application_key_", 60},
		{"minimax-api-key", func(r *rand.Rand) string { return "sk-api-" + randToken(r, tURLB64, 119) }, "sk-api-", 119},
	}
}

// TestBetterleaksFormats checks that every format of betterleaksFormats
// is found with its exact span in plain text, a config line and a JSON
// string, and that its placeholder form (the prefix and x's) is not.
func TestBetterleaksFormats(t *testing.T) {
	s := testSet(t)
	for _, f := range betterleaksFormats() {
		t.Run(f.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(len(f.name)) * 7919))
			for range 3 {
				for _, sm := range inThree(f.tok(r)) {
					k := sm.secrets[0]
					ms, err := s.Detect(sm.text)
					if err != nil {
						t.Fatal(err)
					}
					i := strings.Index(sm.text, k)
					found := false
					for _, m := range ms {
						found = found || m.Start == i && m.End == i+len(k)
					}
					if !found {
						t.Errorf("%s not found in %q: %v", f.name, sm.text, ms)
					}
				}
			}
			for _, sm := range inThree(f.prefix + strings.Repeat("x", f.n)) {
				ms, err := s.Detect(sm.text)
				if err != nil {
					t.Fatal(err)
				}
				if len(ms) > 0 {
					t.Errorf("placeholder %q reported: %s", sm.text, ms[0].RuleID)
				}
			}
		})
	}
}
