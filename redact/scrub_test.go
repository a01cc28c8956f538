package redact

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestScrub: a secret in printed text is masked, the text around it kept;
// text without one is returned as it is.
func TestScrub(t *testing.T) {
	secret := fakesecret.JWT(rand.New(rand.NewSource(1)))
	got := Scrub("title with " + secret + " inside")
	if strings.Contains(got, secret) || !strings.HasPrefix(got, "title with [REDACTED:") || !strings.HasSuffix(got, "] inside") {
		t.Errorf("Scrub = %q", got)
	}
	if got := Scrub("plain title"); got != "plain title" {
		t.Errorf("Scrub(plain) = %q", got)
	}
}
