package rules

import (
	"math/rand"
	"strings"
	"testing"
)

func TestSectionAndMaskRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{sectionSecretID, func(r *rand.Rand) []sample {
			a := randToken(r, tAlnum, 24) + "/" + randToken(r, tAlnum, 7)
			b := randToken(r, tAlnum, 32)
			c := randToken(r, tAlnum, 20)
			return []sample{
				one("[Bookmarks]\nImgNum=42\n[Passwords]\nssh21:ubuntu@10.0.3.11="+a+"\n[Colors]\nx=1\n", a),
				one("[Credentials]\nacme-jump=dana:"+b+"\n", b),
				one("[secrets]\nOPENAI_KEY = \""+c+"\"\nregion = \"eu-west-1\"\ntimeout = 30\n", c),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				"[credentials]\npath = /etc/app/creds.json\nuser = admin\nhost: db.internal.example.com\n",
				"[secrets]\nkey = ${API_KEY}\n[server]\ntoken = " + randToken(r, tAlnum, 10) + "\n",
				"see the [secrets] page of the docs: region = eu-west-1\n",
			}
		}},
		{"ci-masked-value", func(r *rand.Rand) []sample {
			v := randToken(r, tAlnum, 17) + ":" + randToken(r, tAlnum, 5) + "!"
			w := randToken(r, tAlnum, 30)
			return []sample{
				one("2025-03-14T10:06:40.9912001Z + echo '::add-mask::"+v+"'\n", v),
				one("##vso[task.setvariable variable=dbPassword;issecret=true]"+w+"\n", w),
			}
		}, func(r *rand.Rand) []string {
			return []string{"echo \"::add-mask::$TOKEN\"\n", "echo '::add-mask::${{ steps.x.outputs.token }}'\n", "::add-mask::***\n"}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestRawBasicAndKeyFiles: user:password left unencoded after Basic, and
// the output of cat on a Rails per-environment credentials key.
func TestRawBasicAndKeyFiles(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(306))
	for range 4 {
		pw := strings.ToLower(randToken(r, tHex, 34))
		wantFound(t, s, "POST https://ci.acme.io/job/x\nAuthorization: Basic dana.k:"+pw+"\n", pw, "basic-auth-header")
		key := strings.ToLower(randToken(r, tHex, 32))
		wantFound(t, s, "$ cat config/credentials/test.key\n"+key+"\n", key, printedID)
	}
	if ms, _ := s.Detect("Authorization: Basic {{user}}:{{password}}\n"); len(ms) != 0 {
		t.Errorf("a template's Basic header: %v", ms)
	}
}
