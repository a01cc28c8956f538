package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestListOutputSecret: secret-named fields of the aligned lists tools
// print; their near misses (a masked or empty value, a type name, a field
// that is no secret, prose).
func TestListOutputSecret(t *testing.T) {
	s := testSet(t)
	pad := func(n int) string { return strings.Repeat(" ", n) }
	checkRuleCase(t, s, ruleCase{"list-output-secret", func(r *rand.Rand) []sample {
		a := []string{"Orbit", "Winter", "Maple"}[r.Intn(3)] + []string{"Juniper", "Granite", "Otter"}[r.Intn(3)] + randToken(r, "0123456789", 4) + "_"
		b := randToken(r, tAlnum, 14) + "#"
		c := randToken(r, tAlnum, 20)
		return []sample{
			one("802-1x.identity:"+pad(24)+"dana\n802-1x.password:"+pad(24)+a+"\n802-1x.phase2-auth:"+pad(21)+"mschapv2\n", a),
			one("Security settings\r\n    Authentication         : WPA2-Personal\r\n    Key Content            : "+b+"\r\n", b),
			one("Name:          ci-deployer\nToken:         "+c+"\nExpires:       never\n", c),
			// (Get-ChildItem Env:'s "Name  Value" table is column-secret's
			// settings table now: TestColumnSettingsTables)
			one("MAIL_USERNAME           "+randToken(r, tHex, 14)+"x\nMAIL_PASSWORD           "+b+"\n", b),
			// a struct literal aligned as a list: the value without its quotes and comma
			one("\tPassword:      \""+c+"\",\n", c),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 20)
		return []string{
			"802-1x.password:" + pad(24) + "<hidden>", "802-1x.password-flags:" + pad(18) + "0 (none)",
			"UserName : bob\nPassword : System.Security.SecureString", "Token:         --",
			"Hostname:        " + v, "the token:       is rotated daily by the job",
			"Key Content            : Absent",
			// code aligns its literals the same way: the literal is trimmed
			// of its quotes and comma, and names and colors are no secrets
			"    Token.Comment:              '#ABB2BF',", "  password:       wp.updates.ftp.password,", "  token:          FG_DEFAULT,",
			"API_TOKEN      required", "DB_PASSWORD    postgres", "PASSWORD_MIN_LENGTH   12", "GITHUB_TOKEN   ${{ secrets.GITHUB_TOKEN }}",
			"x = MAIL_PASSWORD    " + v, "mail_password    " + v,
		}
	}})
}

// TestListOutputHand compares the hand parser (listOutputField) with the
// expression on list lines built from pieces, some broken: the same
// matches, run as Detect runs them and ungated over the whole text.
func TestListOutputHand(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(23))
	pick := func(l ...string) string { return l[r.Intn(len(l))] }
	matched := 0
	for range 8000 {
		var b strings.Builder
		b.WriteString(pick("", "", "\n", "x\n", "  ", "\t", strings.Repeat(" ", 17)))
		b.WriteString(pick("802-1x.password", "Password", "Key Content", "API Key", "Secret Key Value Here", "token", "a b c d token",
			"Access Token", "-token", "my  token", "x."+randToken(r, tAlnum, 40)+"token", randToken(r, tAlnum, 36+r.Intn(2))+"token"))
		b.WriteString(pick("", " ", "  ", "\t\t", strings.Repeat(" ", 40), strings.Repeat(" ", 41)))
		b.WriteString(pick(":", ":", ": ", "="))
		b.WriteString(pick("", " ", "    ", "     ", "\t", strings.Repeat(" ", 61)))
		b.WriteString(pick(randToken(r, tAlnum, 20), randToken(r, tAlnum, 12)+" x", "<hidden>", "--", randToken(r, tAlnum, 3)))
		b.WriteString(pick("", "\n", "\r\n", "   \n", "\nnext: 1"))
		text := b.String()
		if checkHandParsed(t, s, "list-output-secret", text) {
			matched++
		}
	}
	if matched < 60 {
		t.Errorf("only %d of 8000 lines match: the lines no longer test the parser", matched)
	}
}
