package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestMailSignaturesSpared: the b= and bh= tags of DKIM and ARC
// signature headers, folded over lines, are no secret; a token in the
// message's body, or in another header, still is.
func TestMailSignaturesSpared(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(258))
	b64 := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for range 4 {
		b1, b2, b3, bh := randToken(r, b64, 60), randToken(r, b64, 70), randToken(r, b64, 70), randToken(r, b64, 43)+"="
		key := "AKIA" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		text := "ARC-Seal: i=1; a=rsa-sha256; t=1773306847; cv=none;\n        d=google.com; s=arc-20240605;\n        b=" + b1 + "\n         " + b2 + "\n" +
			"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;\n        d=acme.example; s=google;\n        bh=" + bh + ";\n        b=" + b3 + "\n         " + b1 + "\n" +
			"Subject: keys\n\nthe deploy key is " + key + "\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, m := range ms {
			for _, v := range []string{b1, b2, b3, bh} {
				if strings.Contains(v, m.Secret) || strings.Contains(m.Secret, v) {
					t.Errorf("%s reports a signature's %d bytes", m.RuleID, len(m.Secret))
				}
			}
			found = found || m.Secret == key
		}
		if !found {
			t.Errorf("the key in the body is not found")
		}
	}
}
