package rules

import (
	"math/rand"
	"testing"
)

func TestCredentialComparison(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{"credential-comparison", func(r *rand.Rand) []sample {
			pw := randToken(r, tAlnum, 10) + "#" + randToken(r, tAlnum, 3)
			tok := randToken(r, tAlnum, 24)
			kebab := "admin-" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 6) + digitsN(r, 2)
			return []sample{
				one(`if password == "`+pw+`":`+"\n    login()", pw),
				one(`if (req.body.password !== '`+pw+`') { return deny(); }`, pw),
				one(`if ("`+pw+`".equals(password)) {`, pw),
				one(`if (user.getPassword().equalsIgnoreCase("`+pw+`"))`, pw),
				one(`if (strcmp(api_key, "`+tok+`") == 0)`, tok),
				one(`if not hmac.compare_digest(token, "`+tok+`"):`, tok),
				one(`if "`+tok+`" == self.api_token {`, tok),
				// a password compared is the password, even shaped as a name
				one(`  ActiveSupport::SecurityUtils.secure_compare(password, "`+kebab+`")`, kebab),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				`if token == "function":`, `if typeof token === "string"`, `if password == "":`,
				`if password == "changeme":`, `assert resp.token == "abc"`, `if token.kind == "identifier"`,
				`if password == confirm_password:`, `if (token === undefined)`, `if secret == "${SECRET}":`,
				`if token_type == "bearer_token"`, `elif token == "#bygroup":`,
				`if secure_compare(password, "your-password1")`,
				// minified code: keyboard keys, typeof checks, a token compared with a variable
				`if(e.key==="Enter1234"){`, `"function"==typeof e&&e.token`, `t.token===e.token&&"Ab12cd34"==n`, `if (password.length == 0)`,
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}
