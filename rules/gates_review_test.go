package rules

import (
	"strings"
	"testing"
)

// TestBrandNameAtEnd: a service's name and a qualifier ending the text
// ("…wire up the Stripe API") once indexed past the text's end: the
// string failed and the whole file was reported as not scanned.
func TestBrandNameAtEnd(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{"Stripe API", "Please wire up the Stripe API", "sendgrid prod", "x stripe live", "Mailgun API key"} {
		if _, err := s.Detect(text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestCodeGatesKeepSecrets: the gates that refuse code, names and prose
// (codeValue, compiledName, proseValue, versionedName, upperPhrase,
// snakeName) must not refuse secrets that share a feature with them: two
// '$', a script other than Latin, a dot and a trailing '+', a short part
// with symbols, capitals and blanks after a password's name, a vendor's
// snake-case prefix before a random body.
func TestCodeGatesKeepSecrets(t *testing.T) {
	s := testSet(t)
	for _, c := range []struct{ text, secret string }{
		{`password: "Tr0ub4dor$Horse$9931"`, "Tr0ub4dor$Horse$9931"},
		{`DB_PASSWORD=Tr0ub4dor$Horse$9931`, "Tr0ub4dor$Horse$9931"},
		{`DB_PASSWORD=Пароль2024!xK`, "Пароль2024!xK"},
		{`password: "Xk9mPq.Lw2z+"`, "Xk9mPq.Lw2z+"},
		{`password: "hunter-v2-!@#"`, "hunter-v2-!@#"},
		{`password: "CORRECT HORSE BATTERY"`, "CORRECT HORSE BATTERY"},
		{"use acme_prod_8sKd92JdLq0PzXv7Nw3RtY5uQ1mZ here", "acme_prod_8sKd92JdLq0PzXv7Nw3RtY5uQ1mZ"},
	} {
		ms, err := s.Detect(c.text)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, m := range ms {
			found = found || strings.Contains(m.Secret, c.secret) || strings.Contains(c.secret, m.Secret) && len(m.Secret) >= len(c.secret)/2
		}
		if !found {
			t.Errorf("%q: %q not found (%+v)", c.text, c.secret, ms)
		}
	}
}

// TestFormGatesRefuseNames: the new forms keep their value gates: a
// placeholder or a user's name before :x-oauth-basic@, an algorithm or
// a name of words in a table's or an HTML table's password cell.
func TestFormGatesRefuseNames(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"https://YOUR_GITHUB_TOKEN_HERE:x-oauth-basic@github.com/acme/app.git",
		"https://personal_access_token_here:x-oauth-basic@github.com/acme/app.git",
		"https://xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx:x-oauth-basic@github.com/acme/app.git",
		"https://my-long-github-user-name:x-oauth-basic@github.com/acme/app.git",
		"<td>Password</td><td>PBKDF2-SHA256</td>",
		"Passwort\tSHA256-Hash",
		"| Kennwort | PasswortRichtlinie2 |",
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			t.Errorf("%q: %s reports %q", text, m.RuleID, m.Secret)
		}
	}
}
