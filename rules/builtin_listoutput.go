package rules

import "strings"

// listOutputSecret finds the value of a secret-named field in the
// aligned "label : value" lists that tools print: nmcli's `-s connection
// show` (802-1x.password:        v), PowerShell's Format-List
// (Password   : v), netsh's `wlan show profile key=clear` (Key Content
// : v), `describe` and `info` commands. The alignment, blanks before
// the colon or five and more after it, says a tool printed the line;
// key-name rules stop at four blanks, as gitleaks' do.
func listOutputSecret() *reRule {
	d := newReRule(Rule{
		ID:          "list-output-secret",
		Description: "Value of a secret-named field in an aligned list a tool prints (nmcli -s, PowerShell Format-List, netsh's Key Content, describe/info output); the value must look like a secret.",
		Keywords:    []string{"passw", "passphrase", "secret", "token", "key content", "psk", "api key", "apikey", "api_key"},
		Severity:    SeverityMedium,
	}, func(key, v string) bool {
		return (contextKey(key) || strings.EqualFold(strings.Join(strings.Fields(key), " "), "key content")) && contextValue(v)
	},
		`(?m)^[ \t]{0,16}(?P<key>[A-Za-z0-9][A-Za-z0-9 ._\-]{0,40}?)(?:[ \t]{2,40}:[ \t]{1,60}|:[ \t]{5,60})`)
	d.before = []int{64}
	// the value runs to the end of its line, trailing blanks cut
	d.tails = []func(string, int) (int, int, bool){func(text string, at int) (int, int, bool) {
		e := at
		for e < len(text) && text[e] != '\n' && text[e] != '\r' {
			e++
		}
		for e > at && isBlank(text[e-1]) {
			e--
		}
		return at, e, e-at >= minContextValue
	}}
	return d
}
