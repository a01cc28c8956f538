package rules

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"math/rand"
	"testing"
)

// TestGoSumHash: the checksums of go.sum lines are public hashes, not
// secrets, even when the module path holds a secret-sounding word; the
// same value assigned to a secret name is still found.
func TestGoSumHash(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(7))
	modules := []string{"golang.org/x/oauth2", "cloud.google.com/go/secretmanager", "github.com/acme/api-key-rotator", "github.com/acme/token-store", "github.com/acme/passwordless"}
	for i := 0; i < 200; i++ {
		var seed [8]byte
		r.Read(seed[:])
		sum := sha256.Sum256(seed[:])
		h := base64.StdEncoding.EncodeToString(sum[:])
		mod := modules[i%len(modules)]
		suffix := ""
		if i%2 == 1 {
			suffix = "/go.mod"
		}
		line := fmt.Sprintf("%s v1.%d.%d%s h1:%s\n", mod, i%9, i%5, suffix, h)
		ms, err := s.Detect(line)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			t.Errorf("go.sum line %d: %s reported %q", i, m.RuleID, line[m.Start:m.End])
		}
		assigned := "api_key = \"" + h + "\"\n"
		if ms, _ := s.Detect(assigned); len(ms) == 0 {
			t.Errorf("the same value assigned to api_key is not found (%d)", i)
		}
	}
}
