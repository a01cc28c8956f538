package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestWindumpNonASCII: a line whose lower case is shorter than itself
// (İ, the Kelvin sign) once made windows-credential-dump slice past it
// and fail the scan; its hash is still found.
func TestWindumpNonASCII(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(346))
	for _, text := range []string{"İzmir ofisinde Windows NT 4.0 sunucusu\n", "İstanbul DC01 NTLM ile doğrulandı\n", "İ nt ", "\u212a NTLM\n"} {
		if _, err := s.Detect(text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
	for range 3 {
		h := randToken(r, tHex, 32)
		wantSecret(t, s, "[*] nthash: "+h+" \u212a\n", h)
		wantSecret(t, s, "İ DOMAIN\\Administrator : NT "+h+"\n", h)
	}
}

// TestCookieNameBounded: cookie-session reads a cookie's name around each
// hit of _sess, phpsessid…, at most maxCookieName bytes on each side (a
// long run of hits once took tens of seconds: BenchmarkCookieLongRun); a
// run longer than a name is no cookie's.
func TestCookieNameBounded(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(347))
	v := randToken(r, tAlnum, 32)
	wantSecret(t, s, "cookies:\ngrafana_session = "+v+"\n", v)
	wantNoRule(t, s, "cookies:\n"+strings.Repeat("x", 100)+"_session = "+v+"\n", "cookie-session")
}

func BenchmarkCookieLongRun(b *testing.B) {
	d := newCookieSession()
	text := strings.Repeat("x_sess", 64000) + strings.Repeat("phpsessid", 64000)
	for b.Loop() {
		if _, err := d.find(text, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDiffViewHunkEnds: diffView blanks the '+' and '-' of a hunk's lines
// only, as many as its header counts; a key, an env list or a flag pasted
// under the diff is read as written.
func TestDiffViewHunkEnds(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(348))
	for range 3 {
		tok := randToken(r, tAlnum, 28)
		key := randToken(r, tURLB64, 64)
		pem := "-----BEGIN RSA PRIVATE KEY-----\n" + key + "\n" + randToken(r, tURLB64, 64) + "\n-----END RSA PRIVATE KEY-----\n"
		ms, err := s.Detect("@@ -1,2 +1,2 @@\n timeout: 30\n-retries: 3\n+retries: 5\n\nHere is the key:\n" + pem)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, m := range ms {
			found = found || m.RuleID == "private-key"
		}
		if !found {
			t.Errorf("a private key under a diff is not found")
		}
		wantSecret(t, s, "@@ -1 +1 @@\n-a\n+b\n\nenv:\n- name: DB_PASSWORD\n  value: "+tok+"\n", tok)
		wantSecret(t, s, "@@ -1 +1 @@\n-a\n+b\n--password="+tok+"\n", tok)
		// inside the hunk, and in a hunk whose header has no counts
		wantSecret(t, s, "@@ -1,2 +1,2 @@\n # redis\n-requirepass old\n+requirepass "+tok+"\n", tok)
		wantSecret(t, s, "@@ -3 +3 @@ redis\n-requirepass old\n+requirepass "+tok+"\n", tok)
	}
	for _, c := range []struct {
		text, want string
	}{
		{"@@ -1,2 +1,2 @@\n a\n-b\n+c\n-----BEGIN X\n", "@@ -1,2 +1,2 @@\n a\n b\n c\n-----BEGIN X\n"},
		{"@@ -1,3 +1,3 @@\n a\n--- b\n+++ c\n d\n", "@@ -1,3 +1,3 @@\n a\n -- b\n ++ c\n d\n"},
		{"x\n@@ -1 +1 @@\n-a\n+b\n@@ -9,1 +9,3 @@\n c\n+d\n+e\n+f\n", "x\n@@ -1 +1 @@\n a\n b\n@@ -9,1 +9,3 @@\n c\n d\n e\n+f\n"},
	} {
		if got := diffView(c.text, c.text); got != c.want {
			t.Errorf("diffView(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestSSMTextCRLF: aws ssm's text output with CRLF line ends (a Windows
// terminal's copy): every SecureString row's value.
func TestSSMTextCRLF(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(349))
	a, b := randToken(r, tAlnum, 20), randToken(r, tAlnum, 24)
	text := "PARAMETERS\t/prod/db\tSecureString\t" + a + "\r\nPARAMETERS\t/prod/api\tSecureString\t" + b + "\r\nPARAMETERS\t/prod/x\tString\tfoo\r\n"
	wantFound(t, s, text, a+"|"+b, "ssm-securestring-value")
}

// TestNameValueHCLAligned: terraform fmt aligns a block's '=' signs, so
// value may have a tab or several blanks before its '='.
func TestNameValueHCLAligned(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(350))
	for _, pad := range []string{" ", "  ", "   ", "    ", "\t"} {
		v := randToken(r, tAlnum, 24)
		text := "  set_sensitive {\n    name" + pad + "  = \"auth.password\"\n    value" + pad + "= \"" + v + "\"\n  }\n"
		wantSecret(t, s, text, v)
	}
}

// TestExpectSendForms: expect's answer to a password prompt on the same
// line after ';' (expect -c '…'), and after expect -exact.
func TestExpectSendForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(358))
	for range 4 {
		pw := randToken(r, tAlnum, 22)
		wantSecret(t, s, `$ expect -c 'spawn sftp -oPort=2222 edi@sftp.partner.example; expect "assword:"; send "`+pw+`\r"; expect "sftp>"; send "bye\r"; interact'`+"\n", pw)
		wantSecret(t, s, "spawn ssh admin@10.0.0.5\nexpect -exact \"admin@10.0.0.5's password: \"\nsend -- \""+pw+"\\r\"\ninteract\n", pw)
	}
	wantNothing(t, s, `expect "sftp>"; send "put /data/out/ORDERS.edi /inbound/\r"`+"\n")
	wantNothing(t, s, `expect "assword:"; send "$env(SFTP_PASS)\r"`+"\n")
}
