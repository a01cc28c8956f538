package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// randomFound reports whether Detect masks all of tok inside text, and
// under which rule.
func randomFound(t *testing.T, s *Set, text, tok string) (string, bool) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(text, tok)
	for _, m := range ms {
		if m.Start <= at && at+len(tok) <= m.End {
			return m.RuleID, true
		}
	}
	return "", false
}

// TestRandomTokenFinds: random tokens of formats no rule knows are found
// wherever a token stands alone, whatever separates their parts, and
// their span is the token.
func TestRandomTokenFinds(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(41))
	shapes := []func() string{
		func() string { return randToken(r, tAlnum, 32+r.Intn(60)) },
		func() string { return "qz." + randToken(r, tAlnum, 40) },                                 // a dotted prefix
		func() string { return "Xk" + randToken(r, tAlnum, 18) + "-" + randToken(r, tAlnum, 20) }, // parts
		func() string { return randToken(r, tAlnum, 24) + "." + randToken(r, tAlnum, 30) },
		func() string { return "QWERT-" + randToken(r, tAlnum, 36) }, // an upper-case prefix
		func() string { // a lower-case prefix on an upper-case base36 body
			return "acme_" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 32+r.Intn(30))
		},
		func() string { return randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32+r.Intn(40)) },
		func() string { return randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32) }, // base32
		func() string { // groups
			g := make([]string, 5)
			for i := range g {
				g[i] = randToken(r, tAlnum, 8)
			}
			return strings.Join(g, "-")
		},
		func() string { // standard base64 of random bytes, with '+' or '/'
			for {
				b := make([]byte, 32)
				r.Read(b)
				if v := base64.StdEncoding.EncodeToString(b); strings.ContainsAny(v, "+/") {
					return v
				}
			}
		},
		func() string { // one-case groups
			g := make([]string, 4)
			for i := range g {
				g[i] = randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 10)
			}
			return strings.Join(g, "_")
		},
	}
	frames := []string{
		"here it is:\n%s\nthanks",
		"the value is %s, keep it safe",
		`{"value": "%s"}`,
		"export THING=%s",
		"paste: '%s'.",
		"値は %s です", // CJK around, with spaces
		"token\u00a0%s\u3002",
		"Your new key is **%s** (shown once).", // Markdown emphasis
		"- key: *%s*",
	}
	missed, n := 0, 0
	for _, shape := range shapes {
		for range 40 {
			tok := shape()
			for _, f := range frames {
				n++
				text := strings.Replace(f, "%s", tok, 1)
				if _, ok := randomFound(t, s, text, tok); !ok {
					missed++
					if missed <= 30 {
						t.Logf("missed in %q", text)
					}
				}
			}
		}
	}
	// randomEntropy is the 1st percentile of base62 strings; the name and
	// word tests refuse a few more
	if missed*100 > 3*n {
		t.Errorf("missed %d of %d random tokens", missed, n)
	}
}

// TestRandomTokenSpan: the mask is the token: the sentence's full stop,
// the quotes, the key and the next line survive.
func TestRandomTokenSpan(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(42))
	tok := randToken(r, tAlnum, 40)
	wantAlone(t, s, "export THING="+tok+"\nLOG_LEVEL=info. Done.", tok)
}

// TestRandomTokenRefuses: what a session holds that is random-looking but
// public, a digest, an id or a name.
func TestRandomTokenRefuses(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(43))
	b64 := func(n int) string {
		b := make([]byte, n)
		r.Read(b)
		return base64.StdEncoding.EncodeToString(b)
	}
	block := b64(300)
	var wrapped []string
	for len(block) > 64 {
		wrapped = append(wrapped, block[:64])
		block = block[64:]
	}
	wrapped = append(wrapped, block)
	tok := func() string { return randToken(r, tAlnum, 43) }
	// a font's glyph outline: packed small integers, base64
	glyph := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			switch i % 4 {
			case 0:
				b[i] = 0
			case 1:
				b[i] = byte(r.Intn(16))
			default:
				b[i] = byte(r.Intn(256))
			}
		}
		return base64.StdEncoding.EncodeToString(b)
	}
	texts := map[string]string{
		"identifier":        "func BenchmarkEncodeDigitsCompress1e4(b *testing.B) { run(b) }",
		"identifier2":       "if(xmlSecTmplX509DataAddSubjectName(x509DataNode) == NULL) {",
		"mangled":           "FUNC:_ZNSt13basic_fstreamIcSt11char_traitsIcEE4swapERS2_@@GLIBCXX_3.4.21",
		"pointer":           "var p *" + tok() + " = nil",
		"glob":              "ls data/" + tok() + "*",
		"snake upper":       "#define acme_" + "HTTP_CLIENT_DEFAULT_MAXIMUM_RETRY_COUNT_VALUE 5",
		"glyph":             `{"glyf": "` + glyph(90) + `"}`,
		"long glyph":        `{"glyf": "` + glyph(150) + `"}`,
		"php builtin":       `'sodium_crypto_aead_xchacha20poly1305_ietf_keygen',`,
		"punycode host":     "https://xn--4xa656hp23pxmc.xn--es5a888tvjc2u15h/ and xn--ybc0236vjvxgt5q0g.xn--4xa82737giye6b",
		"c identifiers":     "SKM_DEFINE(ossl_check_ASN1_UTF8STRING_compfunc_type); x = DER_OID_SZ_sha512_256WithRSAEncryption + XMLSEC_KEYINFO_FLAGS_X509DATA_SKIP_STRICT_CHECKS;",
		"wheel RECORD dash": "pip/_internal/cli/index_command.py,sha256=-" + randToken(r, tAlnum, 42) + ",5631",
		"wheel RECORD":      "certifi/cacert.pem,sha256=" + strings.ReplaceAll(strings.ReplaceAll(randToken(r, tAlnum, 43), "a", "-"), "b", "_") + ",286370",
		"rust v0 symbol":    "$ rustfilt _RNvMsr_NtCs3ssYzQotkvD_3std4pathNtB5_7PathBuf3newCs15kBYyAo9fc_7mycrate\n",
		"rust v0 generic":   "is: _RINvCs7qp2U7fqm6G_7mycrate7exampleFG0_RL1_hRL0_tEuEB2_ │",
		"itanium symbol":    "#3 0x55d0 in _ZN4core3fmt9Formatter9write_str17h9f3c2a1b0e4d5c6aE+0x1f",
		"alphabet":          `{"charset": "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"}`,
		"ssh public key":    "ssh-ed25519 " + tok() + " dev@laptop",
		"sri":               `"integrity": "sha512-` + tok() + `=="`,
		"go.sum":            "github.com/acme/lib v1.2.3 h1:" + tok() + "=",
		"wrapped block":     "-----BEGIN CERTIFICATE-----\n" + strings.Join(wrapped, "\n") + "\n-----END CERTIFICATE-----",
		"jwk public member": `{"kty":"RSA","e":"AQAB","n":"` + tok() + `"}`,
		"id key":            `{"requestId": "` + tok() + `"}`,
		"path":              "cat /srv/cache/" + tok() + "/index.json",
		"url host":          "https://" + strings.ToLower(tok()) + ".example.com/",
		"url path":          "GET https://cdn.example.com/assets/" + tok() + " 200",
		"email":             tok() + "@example.com",
		"hex digest":        "sha256 of the file: 3f786850e387550fdab836ed7e6dc881de23001b3f786850e387550fdab836ed",
		"glued to binary":   "\u0736\u07aa" + tok() + "\u0736\u07aa",
		"short":             "id " + randToken(r, tAlnum, 24),
		"bech32":            "recipient: age1" + randToken(r, "023456789acdefghjklmnpqrstuvwxyz", 58),
		"snake name":        "def test_parse_config_with_defaults_v2_and_overrides_3(self):",
		"screaming snake":   "NL80211_MESHCONF_HWMP_CONFIRMATION_INTERVAL = C.NL80211_MESHCONF_HWMP_CONFIRMATION_INTERVAL",
		"uuid":              "trace " + uuidLike(r) + " done",
		"base64 text":       "echo " + base64.StdEncoding.EncodeToString([]byte("the quick brown fox jumps over the lazy dog?>>")),
		"path of words":     "open src/components/forms/InputField2024/Validation+Rules.tsx now",
		"lower words":       "see the record 0042-use-postgresql-for-the-event-store-2024 first",
	}
	for name, text := range texts {
		noRandom(t, s, name, text)
	}
}

// TestRandomTokenLosesToFormats: a token a format rule knows keeps that
// rule's name and span, and a key-name rule's label wins on the same
// span.
func TestRandomTokenLosesToFormats(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(44))
	tok := genKind(t, r, "github-pat").Value
	if id, ok := randomFound(t, s, "pasted "+tok+" here", tok); !ok || id == randomID {
		t.Errorf("github token: found by %q (%v), want its format rule", id, ok)
	}
	v := randToken(r, tAlnum, 36)
	if id, ok := randomFound(t, s, "<cfg:ApiToken>"+v+"</cfg:ApiToken>", v); !ok || id == randomID {
		t.Errorf("xml token: found by %q (%v), want the key-name rule", id, ok)
	}
}

// TestWordyRandom bounds how often random base62 runs read as words.
func TestWordyRandom(t *testing.T) {
	r := rand.New(rand.NewSource(45))
	if hits, n := randomRate(20000, func(i int) bool { return wordy(randToken(r, tAlnum, 32+i%40)) }); hits > n/200 {
		t.Errorf("%d of %d random base62 runs read as words", hits, n)
	}
}

// TestCamelNameRandom bounds how often random base62 runs read as
// CamelCase names.
func TestCamelNameRandom(t *testing.T) {
	r := rand.New(rand.NewSource(50))
	if hits, n := randomRate(20000, func(i int) bool { return camelName(randToken(r, tAlnum, 32+i%40)) }); hits > n/200 {
		t.Errorf("%d of %d random base62 runs read as CamelCase names", hits, n)
	}
	for _, name := range []string{"OpcodeAtomicI32Rmw16CmpxchgU", "wasm.OpcodeAtomicI64RmwCmpxchgName", "readMemoryArgFromOpcodeStream"} {
		if !camelName(name) {
			t.Errorf("camelName(%q) = false", name)
		}
	}
}

// noRandom fails when generic-random-token reports anything in text, a
// case named name.
func noRandom(t *testing.T, s *Set, name, text string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range onlyRule(ms, randomID) {
		t.Errorf("%s: %q found in %q", name, text[m.Start:m.End], text)
	}
}

// randomRate counts the i in [0, n) for which hit holds.
func randomRate(n int, hit func(i int) bool) (int, int) {
	hits := 0
	for i := range n {
		if hit(i) {
			hits++
		}
	}
	return hits, n
}

// wantAlone fails unless Detect finds exactly one match in text, whose
// span is v.
func wantAlone(t *testing.T, s *Set, text, v string) {
	t.Helper()
	ms, _ := s.Detect(text)
	if len(ms) != 1 || text[ms[0].Start:ms[0].End] != v {
		t.Errorf("matches %v, want %q alone", spans(ms, text), v)
	}
}

// TestRandomBase64Keys: keys as openssl rand -base64 writes them, with or
// without '+' and '/', padded, starting with a sign, one per line in a
// list of equal lengths, are found whole.
func TestRandomBase64Keys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(46))
	key := func(n int) string {
		b := make([]byte, n)
		r.Read(b)
		return base64.StdEncoding.EncodeToString(b)
	}
	missed, n := 0, 0
	for range 200 {
		v := key(32)
		for _, f := range []string{"SIGNING=%s\n", "  %s\n", "the key: '%s'."} {
			n++
			if _, ok := randomFound(t, s, strings.Replace(f, "%s", v, 1), v); !ok {
				missed++
			}
		}
	}
	if missed*100 > 2*n {
		t.Errorf("missed %d of %d base64 keys", missed, n)
	}
	list := []string{key(48), key(48), key(48)} // 64 characters each, no header
	text := "keys:\n" + strings.Join(list, "\n") + "\n"
	for _, v := range list {
		if _, ok := randomFound(t, s, text, v); !ok {
			t.Errorf("key of a list not found: %q", text)
		}
	}
}

// TestRandomBlocks: the lines of wrapped base64 blocks are public
// material or data, with an armour line or a shorter last line.
// plain64 is a line of 64 base64 characters without '+' or '/', which
// generic-random-token judges by its randomness alone.
func plain64(r *rand.Rand) string { return randToken(r, tAlnum, 64) }

func TestRandomBlocks(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(47))
	b := make([]byte, 400)
	r.Read(b)
	body := base64.StdEncoding.EncodeToString(b)
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	lines = append(lines, body)
	for name, text := range map[string]string{
		"pem":        "-----BEGIN CERTIFICATE-----\n" + strings.Join(lines, "\n") + "\n-----END CERTIFICATE-----\n",
		"bare block": "$ base64 logo.bin\n" + strings.Join(lines, "\n") + "\n$ exit 0\n",
		"putty":      "Public-Lines: 2\n" + lines[0] + "\n" + lines[1] + "\nPrivate-Lines: 1\n",
		// a line of data that ends with '+' (not a concatenation's operator)
		"plus end": "-----BEGIN CERTIFICATE-----\n" + lines[0] + "\n" + lines[1][:63] + "+\n" + plain64(r) + "\n" + lines[len(lines)-1] + "\n-----END CERTIFICATE-----\n",
	} {
		noRandom(t, s, name, text)
	}
}

// TestRandomPublicValues: values named a signature, a salt, an author's
// id, base58 program ids and IPFS addresses are public.
func TestRandomPublicValues(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(48))
	b := make([]byte, 64)
	r.Read(b)
	sig := base64.StdEncoding.EncodeToString(b)
	const b58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	for _, text := range []string{
		`{"signature": "` + sig + `"}`,
		`{"sig": "` + sig + `"}`,
		"salt: " + randToken(r, tAlnum, 40),
		"author_id = " + randToken(r, tAlnum, 32),
		`declare_id!("` + randToken(r, b58, 44) + `");`,
		`const owner = new PublicKey("` + randToken(r, b58, 44) + `");`,
		"ipfs get Qm" + randToken(r, b58, 44),
		"$ sudo wg show wg0 public-key\n" + base64.StdEncoding.EncodeToString(b[:32]) + "\n",
		"$ openssl pkey -in k.pem -pubout -outform DER | base64\n" + base64.StdEncoding.EncodeToString(b[:44]) + "\n",
		"STRIPE_PUBLISHABLE=pk_live_51" + randToken(r, tAlnum, 96),
		`etag: W/"` + randToken(r, tHex, 8) + "-" + randToken(r, tAlnum, 27) + `"`,
		"peer: " + base64.StdEncoding.EncodeToString(b[:32]),
		"  acme:dbPassword:\n    secure: v1:" + base64.StdEncoding.EncodeToString(b[:48]),
		"  acme:apiKey:\n    secure: v1:" + base64.StdEncoding.EncodeToString(b[:12]) + ":" + base64.StdEncoding.EncodeToString(b[:48]),
		`chunk:"chunk-vendors.` + randToken(r, tHex, 20) + `.js"`,
		"/authorize?response_type=code&code_challenge=" + randToken(r, tURLB64, 43) + "&code_challenge_method=S256",
	} {
		noRandom(t, s, "public value", text)
	}
}

// BenchmarkRandomLongLine: one long line of random tokens costs time in
// proportion to its length (wrappedBlockLine and credential-pair's blocks
// once read to the line's ends for each token).
func BenchmarkRandomLongLine(b *testing.B) {
	s, err := New(Config{})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewSource(49))
	var sb strings.Builder
	for sb.Len() < 400<<10 {
		sb.WriteString(randToken(r, tAlnum, 40))
		sb.WriteByte(' ')
	}
	benchDetect(b, s, sb.String())
}

// benchDetect measures s.Detect on one text, per byte of it.
func benchDetect(b *testing.B, s *Set, text string) {
	b.Helper()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for range b.N {
		if _, err := s.Detect(text); err != nil {
			b.Fatal(err)
		}
	}
}

// TestQualifiedNames: generated code's package-qualified names
// (ssa.OpAMD64VADDPSMasked128Merging) are no random tokens; a token
// after a short prefix and a dot still is.
func TestQualifiedNames(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{"\t\tssa.OpAMD64VADDPSMasked128Merging,", "\tcase ssa.OpAMD64VPDPBUSDSMasked512Merging:"} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) > 0 {
			t.Errorf("%q: %s reports %q", text, ms[0].RuleID, ms[0].Secret)
		}
	}
	r := rand.New(rand.NewSource(41))
	named := 0
	for range 200 {
		tok := randToken(r, tAlnum, 40)
		if qualifiedName("abc." + strings.ToUpper(tok[:1]) + tok[1:]) {
			named++
		}
	}
	if named > 2 { // 1 % at most of random tokens behind a package-like prefix
		t.Errorf("%d of 200 random tokens read as names", named)
	}
	if qualifiedName("dt0c01.ABCDEFGHIJKLMNOPQRSTUVWX") || qualifiedName("pk.eyJ1IjoiYWNtZSJ9") {
		t.Error("a token's prefix read as a package")
	}
}
