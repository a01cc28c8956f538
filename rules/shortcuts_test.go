package rules

import "testing"

// TestShortcutProperties checks the regex properties the shortcuts rest
// on, on the shapes of the default rules that lacked them.
func TestShortcutProperties(t *testing.T) {
	const term = `(?:[\x60'"\s;]|\\[nr]|$)`
	generic := `(?i)[\w.-]{0,50}?(?:access|auth|(?-i:[Aa]pi|API)|credential|creds|key|passw(?:or)?d|secret|token)` + genericShape +
		`[\x60'"\s=]{0,5}([\w.=-]{10,150}|[a-z0-9][a-z0-9+/]{11,}={0,3})` + term
	genericKW := []string{"access", "api", "auth", "credential", "creds", "key", "passwd", "password", "secret", "token"}
	lob := `(?i)[\w.-]{0,50}?(?:lob)` + genericShape + `[\x60'"\s=]{0,5}((test|live)_pub_[a-f0-9]{31})` + term
	for _, c := range []struct {
		pattern string
		kw      []string
		want    bool
	}{
		{`\b(pat[[:alnum:]]{14}\.[a-f0-9]{64})\b`, []string{"airtable"}, false}, // keyword names the key only
		{`\b(pat[[:alnum:]]{14}\.[a-f0-9]{64})\b`, []string{"pat"}, true},
		{`\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b`, []string{"a3t", "abia", "acca", "akia", "asia"}, true},
		{`\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b`, []string{"akia"}, false},
		{`(?i)xoxe.xox[bp]-\d-[A-Z0-9]{163,166}`, []string{"xoxe.xoxb-", "xoxe.xoxp-"}, false}, // '.' is any byte
		{`(?i)\b(\b(sgp_[a-fA-F0-9]{40}|[a-fA-F0-9]{40})\b)`, []string{"sgp_"}, false},
		{generic, genericKW, true},
		{lob, []string{"live_pub", "test_pub", "_pub"}, true},
	} {
		if got := holdsKeyword(c.pattern, c.kw); got != c.want {
			t.Errorf("holdsKeyword(%s, %v) = %v", c.pattern, c.kw, got)
		}
	}
	for _, c := range []struct {
		pattern string
		want    bool
	}{
		{`\b(ey[a-zA-Z0-9]{17,}\.ey[a-zA-Z0-9\/\\_-]{17,}\.(?:[a-zA-Z0-9\/\\_-]{10,}={0,2})?)` + term, false},
		{`(?i)[\w.-]{0,50}?(?:yandex)` + genericShape + `[\x60'"\s=]{0,5}(t1\.[A-Z0-9a-z_-]+[=]{0,2}\.[A-Z0-9a-z_-]{86}[=]{0,2})` + term, false},
		{`\b((?:fo1_[\w-]{43}|fm2_[a-zA-Z0-9+\/]{100,}={0,3}))` + term, true},
		{`\b(EAA[MC][a-z0-9]{100,})` + term, true},
		{`\b(EAA[MC](?i)[a-z0-9]{100,})` + term, false}, // (?i) takes the 3-byte Kelvin sign
		{`\b(abc[a-z]{10,}x)` + term, false},
	} {
		if got := openEnded(c.pattern); got != c.want {
			t.Errorf("openEnded(%s) = %v", c.pattern, got)
		}
	}
	for _, c := range []struct {
		pattern string
		kw      []string
		want    bool
	}{
		{generic, genericKW, true},
		{lob, []string{"live_pub", "test_pub", "_pub"}, false}, // keywords in the value
		{`(?i)[\w.-]{0,50}?(?:jira)` + genericShape + `([a-z0-9]{24})` + term + `|\b(ATATT3[A-Za-z0-9_\-=]{186})` + term,
			[]string{"atatt3", "jira"}, false}, // a bare-token branch
		{`[\w.-]{0,50}?(?i:[Cc]onfluent)` + genericShape + `([a-z0-9]{16})` + term, []string{"confluent"}, true},
	} {
		if got := keyNameGated(c.pattern, c.kw); got != c.want {
			t.Errorf("keyNameGated(%s, %v) = %v", c.pattern, c.kw, got)
		}
	}
}
