package rules

import (
	"math/rand"
	"testing"
)

// TestPairKeyFileName: a key's file name beside a found password
// ("ssh_key": "id_ed25519") is where the key is, not its half; one copy
// masked would mask every copy of the name in the session.
func TestPairKeyFileName(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(292))
	for range 5 {
		pw := randToken(r, tAlnum, 12) + "+!" + randToken(r, tAlnum, 6)
		for _, name := range []string{"id_ed25519", "id_rsa.pub", "id_ecdsa_sk", "deploy.pem"} {
			text := "{\n  \"ssh_key\": \"" + name + "\",\n  \"password\": \"" + pw + "\",\n  \"compression\": \"lz4\"\n}\n"
			wantFound(t, s, text, pw, "")
		}
	}
}

// TestPrintedJOSEHeader: what `| cut -c1-20` leaves of a printed token
// is its JOSE header's head, the same for every token signed alike: not
// a secret. A cut access token of another shape still is.
func TestPrintedJOSEHeader(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(293))
	cmd := "$ curl -s -X POST https://auth.example.org/token -d grant_type=client_credentials | jq -r .access_token | cut -c1-20\n"
	for _, head := range []string{"eyJhbGciOiJSUzI1NiIs", "eyJ0eXAiOiJKV1QiLCJh", "eyJraWQiOiIxMjM0NTYi"} {
		wantNoRule(t, s, cmd+head+"\n", "command-output-secret")
	}
	for range 3 {
		tok := "ya29." + randToken(r, tAlnum, 15)
		wantFound(t, s, "$ gcloud auth print-access-token | cut -c1-20\n"+tok+"\n", tok, "command-output-secret")
	}
}

// TestNearLoginThenSecret: a user's name and a secret set apart by ':'
// after a credential flag (--auth user:password) lose the secret alone.
func TestNearLoginThenSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(294))
	for range 5 {
		pw := randToken(r, tAlnum, 18)
		for _, user := range []string{"annotator-lead", "svc_backup", "bob.smith", "deploy2"} {
			wantFound(t, s, "$ cvat-cli --server-host https://cvat.example.edu --auth "+user+":"+pw+" task ls\n", pw, "")
		}
	}
}
