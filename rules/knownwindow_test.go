package rules

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestContainsWindows plants a known secret, \u-escaped, folded and
// percent-encoded, around the window boundaries of a long text and checks
// that the windowed search answers as a search of the whole text does.
func TestContainsWindows(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	secret := "Zq" + fakesecret.Password(r) + fakesecret.Password(r) + "x9"
	if strings.ContainsAny(secret, `\%`) {
		t.Fatalf("the secret %q would not be quiet", secret)
	}
	k, err := NewKnownSecrets([]Match{{RuleID: "github-pat", Secret: secret}})
	if err != nil || k == nil {
		t.Fatalf("NewKnownSecrets: %v", err)
	}
	var u strings.Builder
	for _, r := range secret {
		u.WriteString(`\u00`)
		u.WriteString("0123456789abcdef"[r>>4 : r>>4+1])
		u.WriteString("0123456789abcdef"[r&15 : r&15+1])
	}
	forms := map[string]string{
		"escaped": u.String(),
		"folded":  secret[:6] + "\\n      " + secret[6:],
		// an escape, then a long quiet run: a window can start inside it
		"escaped head": u.String()[:6] + secret[1:],
		"percent":      "%" + strings.ToUpper(string("0123456789abcdef"[secret[0]>>4])) + string("0123456789abcdef"[secret[0]&15]) + secret[1:],
	}
	line := `tool output line with an escaped \"quote\" and a tab\t here\n`
	base := strings.Repeat(line, 3*containsWindow/len(line))
	if _, ok := k.containsWindows(base); !ok {
		t.Fatal("the base text has no quiet point")
	}
	if k.Contains(base) {
		t.Fatal("found a secret in text without one")
	}
	for name, form := range forms {
		if !k.containsWhole("x " + form + " y") {
			t.Fatalf("%s: the whole search does not find the form", name)
		}
		s1 := quietPoint(base, containsWindow, 2*containsWindow) // the second window's start
		for _, at := range []int{0, containsWindow - 8, s1 - len(form)/2, s1 - len(form), s1, len(base) - 1} {
			for _, d := range []int{0, 2} {
				p := min(max(at+d, 0), len(base))
				text := base[:p] + form + base[p:]
				if whole, win := k.containsWhole(text), k.Contains(text); whole != win || !win {
					t.Errorf("%s at %d: whole %v, windowed %v", name, p, whole, win)
				}
			}
		}
	}
	// No quiet point: the text is searched whole.
	dense := strings.Repeat(`a\tb`, 3*containsWindow/4)
	if _, ok := k.containsWindows(dense); ok {
		t.Error("a text without quiet points was cut into windows")
	}
	if !k.Contains(dense[:len(dense)/2] + forms["escaped"] + dense[len(dense)/2:]) {
		t.Error("the escaped secret is not found in a dense text")
	}
}
