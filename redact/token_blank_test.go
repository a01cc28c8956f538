package redact

import (
	"testing"
)

// TestTokensAnchorNothing: a hash token already in the text
// ("[REDACTED:folded-token:8b1e2f3a]" reads as the assignment
// token: 8b1e2f3a) is not a finding and does not make credential-pair
// mask the credential-named values beside it, so a second pass over
// redacted text finds nothing the first pass did not.
func TestTokensAnchorNothing(t *testing.T) {
	e := newTestEngine(t, "share", nil)
	text := "acme client id - '60e3ee4019a2660010f8bc54'\nacme token - '[REDACTED:folded-token:8b1e2f3a]\n[REDACTED:folded-token:77aa01bc]'\nok"
	ms, err := e.detectOnce(text, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		t.Errorf("%s reports %q", m.RuleID, text[m.Start:m.End])
	}
	if got := blankSpans("a[REDACTED:x]b", tokenSpans("a[REDACTED:x]b")); got != "a************b" {
		t.Errorf("blankSpans: %q", got)
	}
}
