package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestPublicPinsAndTokens: a certificate pin (OkHttp's sha256/…,
// Android's <pin digest>, HPKP's pin-sha256) is a public key's digest,
// and .NET's PublicKeyToken a public key's hash: none is a secret.
func TestPublicPinsAndTokens(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3616))
	for range 6 {
		pin := randToken(r, tAlnum+"+/", 43) + "="
		wantNothing(t, s, `        .add("api.example.io", "sha256/`+pin+`")`)
		wantNothing(t, s, `<pin digest="SHA-256">`+pin+`</pin>`)
		wantNothing(t, s, `Public-Key-Pins: pin-sha256="`+pin+`"; max-age=5184000`)
		wantNothing(t, s, "System.Data, Version=4.0.0.0, Culture=neutral, PublicKeyToken="+randToken(r, tHex, 16))
	}
}

// TestFoldCamelNamesAlone: strings(1) lists names of code a line each
// between values; a camel-case name of words alone on its line is no
// piece of a folded token, before or after a value.
func TestFoldCamelNamesAlone(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3617))
	for range 6 {
		v := "goog_" + randToken(r, tAlnum, 27)
		wantNoRule(t, s, "revenueCatAndroidKey\n"+v+"\ntokenRefreshInterval\n", "folded-token")
	}
}

// TestDefineGateBounded: a keyword hit far into a long line does not read
// back to the line's start; a #define's name near its line's start still
// passes.
func TestDefineGateBounded(t *testing.T) {
	long := strings.Repeat("x", 4096) + " password "
	if defineGate(long, len(long)-9) {
		t.Error("a hit 4 KB into a line passed the #define gate")
	}
	def := "#define DB_PASSWORD \"v\""
	if !defineGate(def, strings.Index(def, "PASSWORD")) {
		t.Error("a #define's name no longer passes")
	}
}

// TestCamelWordsName: names of code read as words; a token of random
// letters (Hugging Face's, folded) does not.
func TestCamelWordsName(t *testing.T) {
	for _, w := range []string{"revenueCatAndroidKey", "tokenRefreshInterval", "supabaseServiceRoleKey"} {
		if !camelWordsName(w) {
			t.Errorf("%q: not read as a name", w)
		}
	}
	r := rand.New(rand.NewSource(3619))
	letters := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	n := 0
	for range 1000 {
		if camelWordsName("x" + randToken(r, letters, 20)) {
			n++
		}
	}
	if n > 0 {
		t.Errorf("%d of 1000 random letter runs read as names", n)
	}
}
