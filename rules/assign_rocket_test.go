package rules

import (
	"math/rand"
	"testing"
)

// TestWrappedRocket: Ruby's pp moves a long value to the line after its
// key's "=>"; the value is still the key's. A nested hash after "=>" is
// not a value.
func TestWrappedRocket(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(345))
	for range 4 {
		v := randToken(r, tHex, 128)
		text := "{:secret_key_base=>\n  \"" + v + "\",\n :aws=>\n  {:region=>\"eu-west-1\"}}\n"
		wantSecret(t, s, text, v)
		text = "{:api_token=>\n  \"" + v + "\",\n :region=>\"eu-west-1\"}\n"
		if !checkHandParsed(t, s, "secret-assignment", text) {
			t.Errorf("the expression does not read the wrapped value")
		}
	}
	wantNoRule(t, s, "{:api_token=>\n  {:expires_in=>3600}}\n", "secret-assignment")
}
