package rules

import (
	"math/rand"
	"testing"
)

func TestHTMLPasswordInput(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"html-password-input", func(r *rand.Rand) []sample {
		pw := randToken(r, tAlnum, 10) + "$" + randToken(r, tAlnum, 2)
		return []sample{
			one(`<form><input type="password" name="pw" value="`+pw+`"></form>`, pw),
			one(`<INPUT VALUE='`+pw+`' TYPE=password id=login-pw />`, pw),
		}
	}, func(r *rand.Rand) []string {
		pw := randToken(r, tAlnum, 12)
		return []string{
			`<input type="password" value="">`, `<input type="password" value="{{ form.password }}">`,
			`<input type="text" value="` + pw + `">`,                                  // not a password field
			`<input type="password" name="p"> <input type="text" value="` + pw + `">`, // another tag's value
			`<input type="password" value="<%= @user.password %>">`,
		}
	}})
}
