package rules

import (
	"encoding/base64"
	"encoding/hex"
	"math/rand"
	"strings"
	"testing"
)

func TestPrefixedToken(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{prefixedID, func(r *rand.Rand) []sample {
		// vendors no rule knows: made-up prefixes
		a := "zqv_" + randToken(r, tAlnum, 36)
		b := "acme_pat_" + randToken(r, tAlnum, 40)
		c := "wxk-" + randToken(r, tAlnum, 20) + "-" + randToken(r, tAlnum, 12)
		d := "qlx_live_" + randToken(r, tAlnum, 32)
		e := "zqv_live_" + randToken(r, tHex, 40) // a vendor issuing hex keys
		f := "acme-test-" + strings.ToUpper(randToken(r, tHex, 32))
		g := "secret-" + randToken(r, tHex, 32) // a credential's word names a hex key
		h := "token-" + uuidStr(r)
		k := "auth_" + randToken(r, tHex, 24)
		m := "apikey_" + randToken(r, tLower, 32)    // base36
		n := "zqv-access-token-key-" + uuidStr(r)    // four parts, the last two a credential's name
		o := "zqv_token_" + randToken(r, tAlnum, 20) // named a token: a shorter body is enough
		q := "acme_api_key_" + randToken(r, tAlnum, 18)
		u := "contentstackz-secret-" + uuidStr(r)                      // a long vendor name before a credential's word
		w := "zqvacme-SECRET-" + randToken(r, tLower+"0123456789", 32) // the word in upper case
		return []sample{
			one("rotated "+u+" today", u), one("ZQV="+w+"\n", w),
			one("the partner portal issued "+n+" to us", n), one(`ZQV = "`+o+`"`, o), one("- "+q+"\n", q),
			one("set "+m+" in the dashboard", m),
			one("the webhook checks "+g+" on each call", g), one(`{"id": 7, "value": "`+h+`"}`, h), one("X-Client: "+k+"\n", k),
			one("labels are bought with "+e+" tonight", e),
			one(`client = Client("`+f+`")`, f),
			one("export WIDGET="+a, a),
			one("use "+b+" for the nightly job.", b),
			one(`{"k": "`+c+`"}`, c),
			one("the nightly job reads "+d+" from the vault", d),
		}
	}, func(r *rand.Rand) []string {
		b64 := base64.RawURLEncoding.EncodeToString
		return []string{
			"msg_01" + randToken(r, tAlnum, 22), "toolu_01" + randToken(r, tAlnum, 22), // API object ids are short
			"chatcmpl-" + randToken(r, tAlnum, 29), "cs_test_" + randToken(r, tAlnum, 58), "file-" + randToken(r, tAlnum, 32),
			"sha512-" + randToken(r, tB64, 86) + "==", "build-" + hex.EncodeToString([]byte(randToken(r, tAlnum, 20))),
			"data-" + b64([]byte("the quick brown fox jumps over the lazy dog again")),
			"my_very_long_function_name_with_Many_Words_And_Numbers_123_And_More",
			"https://x.example.org/abc_" + randToken(r, tAlnum, 36), "user@abc_" + randToken(r, tAlnum, 36) + ".example.com",
			"AbC_" + randToken(r, tAlnum, 36), "abc_" + randToken(r, tLower, 36), "a_" + randToken(r, tAlnum, 36),
			"xyz_" + randToken(r, tAlnum, 24), "c:/abc_" + randToken(r, tAlnum, 36),
			// hex without an environment after the vendor: a hash or an id
			"commit_" + randToken(r, tHex, 40), "sha256_" + randToken(r, tHex, 64), "cache_key_" + randToken(r, tHex, 40),
			"session-" + uuidStr(r), "request_" + uuidStr(r), "secret-" + randToken(r, tHex, 20), // an id, or too short
			"token-" + strings.Repeat("0123456789", 3), "secret-" + randToken(r, "abcdef", 32), // one class
			"secret-manager-integration-test-2024", "token_refresh_handler_v2_for_clients", // names
			"emit_lit_memmove_repeat_emit_encodeBlockAsm4MB_memmove_move_8",          // labels of generated assembly
			"zqv_live_" + randToken(r, tHex, 20),                                     // too short
			"idempotency-key-" + uuidStr(r), "cache-key-" + randToken(r, tAlnum, 24), // a key that is no credential
			"zqv_token_" + randToken(r, tAlnum, 12), "refresh_token_expires_in_seconds", // too short; words
			"zqv-one-two-three-" + uuidStr(r),                                              // four parts naming no credential
			"zqv_live_" + randToken(r, tHex, 20) + strings.ToUpper(randToken(r, tHex, 20)), // mixed case: no generator's
		}
	}})
}

// TestPrefixedRandomBase64URL bounds how often a random base64url string
// (a digest, a nonce, a public key's modulus) looks like a prefixed token:
// its first characters must happen to be lower-case letters and a
// separator.
func TestPrefixedRandomBase64URL(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	p := newPrefixedToken()
	hits := 0
	const n = 20000
	for range n {
		b := make([]byte, 32)
		r.Read(b)
		v := base64.RawURLEncoding.EncodeToString(b)
		if ms, _ := p.find(" "+v+" ", nil, nil); len(ms) > 0 {
			hits++
		}
	}
	if hits > n/200 { // 0.5 %
		t.Errorf("%d of %d random base64url strings reported", hits, n)
	}
	t.Logf("%d of %d random base64url strings reported", hits, n)
}

// TestSizedNameRandom bounds how often a random base62 run of 16 to 40
// bytes reads as a name (sizedName): in a run with three '_',
// such a token is no longer reported.
func TestSizedNameRandom(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	hits, n := randomRate(20000, func(i int) bool { return sizedName(randToken(r, tAlnum, 16+i%25)) })
	if hits > n/400 { // 0.25 %: the price of not reporting generated names
		t.Errorf("%d of %d random base62 runs read as words", hits, n)
	}
	for _, name := range []string{"encodeBlockAsm4MB", "HTTPClientTimeout", "encodeBetterBlockAsm512K"} {
		if !sizedName(name) {
			t.Errorf("sizedName(%q) = false, want a name", name)
		}
	}
}

func TestKnownPrefixToken(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{vendorPrefixID, func(r *rand.Rand) []sample {
		// known prefixes in forms their provider rules refuse: another
		// length, another number of parts
		a := "ghp_" + randToken(r, tAlnum, 24)
		b := "xoxp-" + randToken(r, tAlnum, 20) + "-" + randToken(r, tAlnum, 20)
		c := "dckr_pat_" + randToken(r, tAlnum, 18)
		d := "glpat-" + randToken(r, tAlnum, 16)
		e := "npm_" + randToken(r, tAlnum, 20)
		f := "hf_" + randToken(r, tAlnum, 20)
		g := "sk-proj-" + randToken(r, tAlnum, 20) // a first part too short alone
		k := "sk-ant-api03-" + randToken(r, tAlnum, 20)
		sk := "sk-zqv-" + randToken(r, tAlnum, 24)        // a new vendor's label after sk-
		sk2 := "sk_acme_" + randToken(r, tAlnum, 20)      // and after sk_
		at := "ATATT3xFfGF0" + randToken(r, tURLB64, 150) // gitleaks wants 186 after ATATT3
		at2 := "ATATT3xFfGF0" + randToken(r, tURLB64, 160) + "=" + randToken(r, "0123456789ABCDEF", 8)
		return []sample{
			one("here it is: "+at+"\n", at), one("copied "+at2+" from the page", at2),
			one("copied "+g+" from the page", g), one("it read "+k+" then", k),
			one("then paste "+sk+" into the box", sk), one(`client = Zqv("`+sk2+`")`, sk2),
			one("tokens: "+f+"_, then", f), // the separator after it is not the token's
			one("copied "+a+" from the page", a),
			one("the bot runs with "+b+" since Monday", b),
			one(`{"v": "`+c+`"}`, c),
			one("- "+d+",", d),
			one("it was "+e+".", e),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"xoxb-your-token-here", "ghp_EXAMPLE_TOKEN_VALUE_GOES_HERE", "npm_install_dependencies_for_project_2024",
			"ghp_" + digitsN(r, 24), "ghp_" + randToken(r, tAlnum, 12), // digits alone; too short
			"glpat-aaaaaaaaaaaaaaaaaaaa1", // no generator's
			"src/ghp_" + randToken(r, tAlnum, 24), "xghp_" + randToken(r, tAlnum, 24), "ghpx_" + randToken(r, tAlnum, 24),
			"ghp_" + randToken(r, tAlnum, 24) + ".example.com", // a host
			"pk_live_" + randToken(r, tAlnum, 24),              // publishable: public
			"sk-projection-" + randToken(r, tAlnum, 24), "xsk-proj-" + randToken(r, tAlnum, 24),
			"sk-acme-your-key-goes-here-1234", "sk-dev-20240115abcdef123456", // words; a name with a hash
			"task-force-" + randToken(r, tAlnum, 24), "sk-" + randToken(r, tAlnum, 12), // "sk" inside a word; too short
			"npm_" + base64.RawStdEncoding.EncodeToString([]byte("hello there, general kenobi")),
			"ghp_" + randToken(r, tAlnum, 24) + "/raw", "ghp_" + randToken(r, tAlnum, 24) + "@host", // a path, an address
			"ghp_aAaAaAaAaAaAaAaA1111",      // the entropy of no generator
			"ghp_ThisIsMyPersonalToken2024", // words
			// another separator than the vendor's: cache keys and names
			"npm-linux-" + randToken(r, tHex, 64), "hf-cache-" + randToken(r, tHex, 24), "rnd-" + randToken(r, tHex, 24),
			"docker run --name e2b-sandbox-" + randToken(r, tHex, 24), "ETag: hvs-" + randToken(r, tHex, 24),
			"phc_" + randToken(r, tAlnum, 40), // PostHog's project key: public
			"ATATT3ExampleTokenValueForTheDocsPage", "XATATT3" + randToken(r, tAlnum, 40),
		}
	}})
}

// TestVendorPrefixesKnown checks that every vendor prefix is one the
// provider rules read (knownPrefixes), whose tokens generic-prefixed-token
// leaves to them.
func TestVendorPrefixesKnown(t *testing.T) {
	for p := range vendorPrefixes {
		if !knownPrefixes[p] {
			t.Errorf("%s: not in knownPrefixes", p)
		}
	}
}

// TestKnownPrefixLosesToProviders checks that a provider rule's token is
// reported by that rule alone, also where the text goes on after it with
// token characters the provider rule leaves out.
func TestKnownPrefixLosesToProviders(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3))
	tok := "ghp_" + randToken(r, tAlnum, 36)
	for _, text := range []string{"token " + tok + " here", "token " + tok + "_" + randToken(r, tAlnum, 8)} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := onlyRule(ms, vendorPrefixID); len(got) > 0 {
			t.Errorf("%s reported %q beside a provider rule in %q", vendorPrefixID, text[got[0].Start:got[0].End], text)
		}
		if len(ms) == 0 {
			t.Errorf("nothing found in %q", text)
		}
	}
}

// TestVendorBodyRandom bounds how often a random base62 body, as vendors
// issue them, is refused by vendorBody: 2 % at 16 characters.
func TestVendorBodyRandom(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for _, n := range []int{16, 24, 40} {
		hits, total := randomRate(5000, func(int) bool { return !vendorBody(randToken(r, tAlnum, n)) })
		if hits > total/50 {
			t.Errorf("%d characters: %d of %d random bodies refused", n, hits, total)
		}
	}
}
