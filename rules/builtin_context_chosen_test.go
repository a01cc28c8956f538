package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// capWord returns a capitalized word of n random lower-case letters with
// a vowel every other letter, so that it reads as a word.
func capWord(r *rand.Rand, n int) string {
	const cons, vow = "bcdfghjklmnprstvz", "aeiou"
	var b strings.Builder
	for i := range n {
		a := cons
		if i%2 == 1 {
			a = vow
		}
		c := a[r.Intn(len(a))]
		if i == 0 {
			c -= 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// TestChosenSecrets: a pre-shared or Wi-Fi key is a chosen passphrase
// like a password, "pass is" in prose introduces one, a password made of
// capitalized words and a number is taken after a password's separator,
// and a password given to a command inside $(…) is found; names of code
// and short test values stay.
func TestChosenSecrets(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(11))
	for range 3 {
		phrase := fmt.Sprintf("%s-%s-%s-%d", capWord(r, 6), capWord(r, 5), capWord(r, 5), 1000+r.Intn(9000))
		words := fmt.Sprintf("%s%s%d", capWord(r, 5), capWord(r, 6), 100+r.Intn(900))
		letters := "tQ" + randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + "mK" + randToken(r, "abcdefghijkmnopqrstuvwxyz", 2) + "Wv" + randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 8) + "Zq"
		app := randToken(r, "bcdfghjklmnpqrstvwxz", 6) + "a" + randToken(r, "bcdfghjklmnpqrstvwxz", 5) + "o" + randToken(r, "bcdfghjklmnpqrstvwxz", 3)
		pp := strings.ToLower(capWord(r, 6) + " " + capWord(r, 5) + " " + capWord(r, 7) + " " + capWord(r, 4))
		for _, c := range []struct{ text, secret string }{
			{"Pre-shared key: " + phrase, phrase},
			{"Pre-shared key (agreed by phone 03/06): " + phrase, phrase},
			{"Wi-Fi key - " + phrase, phrase},
			{"the network key is " + phrase, phrase},
			{"wpa_psk=" + phrase, phrase},
			{"the password is " + words, words},
			{"db pass is " + words + ". , don't share", words},
			{"wifi password: " + words + "!", words + "!"},
			{"sudo useradd -m -p \"$(openssl passwd -6 '" + words + "@1')\" bob", words + "@1"},
			{"The password is probably " + words + " based on the compose file", words},
			{"the password is " + letters, letters},
			{"the smtp password is " + app, app},
			{"account gmail\nuser dana@example.com\npassword       " + app + "\n", app},
			{"Mot de passe : " + letters, letters},
			{"the ssh key has a passphrase: " + pp, pp},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].Secret != c.secret {
				t.Errorf("%q: want one finding of the value, got %d", strings.ReplaceAll(c.text, c.secret, "<v>"), len(ms))
			}
		}
	}
	for _, text := range []string{
		"PresharedKey = psKey2", "primary key: customer_id", "the hash is HmacSha256", "password is HmacSha256",
		"test pass: 95%", "--- PASS: TestGoList (0.21s)", "echo $(cat /tmp/x) $(date)",
		fmt.Sprintf("bypass: %s%s%d", capWord(r, 5), capWord(r, 5), 100+r.Intn(900)), "the passphrase is required for the key", "passphrase: the same as the old one",
		"Passwort: XMLHttpRequestHandler", "the password is abcdefghijklmnop", "the password is internationally", "Passwort: ThisIsMyPasswordHere", "the password is getHTTPResponseCode",
	} {
		wantNothing(t, s, text)
	}
}

// TestSpacedPairWords: a login's label followed by words and a colon, and
// "user" before the user's name, still introduce a user / password pair.
func TestSpacedPairWords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(12))
	for range 3 {
		pw := "Q" + randToken(r, tAlnum, 10) + "a7#x"
		text := "Done. Credentials used: user admin / " + pw + " on https://jenkins.tools.internal:8443."
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) != 1 || ms[0].Secret != pw {
			t.Errorf("want one finding of the password, got %d (%s)", len(ms), pw)
		}
	}
	for range 3 {
		pw := "Q" + randToken(r, tAlnum, 10) + "a7#x"
		ms, err := s.Detect("mod dashboard: https://bot.example.gg/admin  login moderators / " + pw)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) != 1 || ms[0].Secret != pw {
			t.Errorf("login USER / PW right after the label: want one finding of the password, got %d", len(ms))
		}
	}
	if ms, _ := s.Detect("see the login page / dashboard"); len(ms) > 0 {
		t.Errorf("a breadcrumb: %s", ms[0].RuleID)
	}
	if ms, _ := s.Detect("Credentials used: user guide / Home"); len(ms) > 0 {
		t.Errorf("a breadcrumb: %s", ms[0].RuleID)
	}
}

// TestFoldContractionNoTail: a password ending its line is not joined to
// the next line's first word when that word is a contraction (don't,
// it's): the sentence after it stays whole.
func TestFoldContractionNoTail(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(13))
	for range 3 {
		pw := "Q" + randToken(r, tAlnum, 12) + "5%"
		for _, next := range []string{"don't use the real customer tenant", "it's only on the test realm"} {
			text := "creds for the test tenant: qa-bot@example.com / " + pw + "\n" + next
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				if m.End > len(text)-len(next) {
					t.Errorf("%s masks into the next line %q", m.RuleID, next)
				}
			}
		}
	}
}

// TestIDListingsStay: ids of one format listed a line each (Syncthing's
// device ids) are neither a token folded over two lines nor random
// tokens: they are public.
func TestIDListingsStay(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(14))
	const b32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	id := func() string {
		var parts []string
		for range 8 {
			parts = append(parts, randToken(r, b32, 7))
		}
		return strings.Join(parts, "-")
	}
	text := "$ syncthing cli config devices list\n" + id() + "\n" + id() + "\n" + id() + "\n"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		t.Errorf("%s masks a device id", m.RuleID)
	}
}
