package rules

import (
	"encoding/hex"
	"math/rand"
	"strings"
	"testing"
)

// TestAuditArgs: a password in the arguments of an audit EXECVE or
// PROCTITLE record, quoted, in hex, in pieces or decoded by ausearch -i,
// is found, and its span is the bytes that write it.
func TestAuditArgs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(344))
	hx := func(v string) string { return strings.ToUpper(hex.EncodeToString([]byte(v))) }
	for range 4 {
		pw := randToken(r, tAlnum, 9) + "-" + randToken(r, tAlnum, 7)
		spaced := randToken(r, tAlnum, 6) + " " + randToken(r, tAlnum, 10)
		raw := "type=EXECVE msg=audit(1741951300.402:5102): "
		for _, c := range []struct{ text, span string }{
			{raw + `argc=4 a0="mysql" a1="-u" a2="root" a3="-p` + pw + `"`, pw},
			{raw + `argc=3 a0="sshpass" a1="-p" a2="` + pw + `"`, pw},
			{raw + `argc=4 a0="mysql" a1="-u" a2="root" a3=` + hx("-p"+spaced), hx(spaced)},
			{raw + `argc=5 a0="htpasswd" a1="-b" a2_len=10 a2[0]="/etc/" a2[1]="htpass" a3="admin" a4="` + pw + `"`, pw},
			{"type=EXECVE msg=audit(03/14/2025 10:01:40.402:5108) : argc=3 a0=sshpass a1=-p a2=" + pw, pw},
			{"type=PROCTITLE msg=audit(03/14/2025 10:01:40.402:5108) : proctitle=mysql -uroot -p" + pw, pw},
		} {
			text := c.text + "\n"
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			checkSpans(t, text, ms)
			ok := false
			for _, m := range ms {
				ok = ok || text[m.Start:m.End] == c.span
			}
			if !ok {
				t.Errorf("%q: the argument is not found by its bytes", strings.ReplaceAll(c.text, c.span, "<v>"))
			}
		}
		// PROCTITLE in hex: the password's hex is covered
		text := "type=PROCTITLE msg=audit(1741951300.402:5107): proctitle=" + hx("mysql\x00-uroot\x00-p"+pw) + "\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		at := strings.Index(text, hx(pw))
		covered := false
		for _, m := range ms {
			covered = covered || m.Start <= at && at+len(hx(pw)) <= m.End
		}
		if !covered {
			t.Errorf("a PROCTITLE's password is not covered")
		}
	}
	for _, text := range []string{
		`type=EXECVE msg=audit(1741951300.402:5102): argc=3 a0="ls" a1="-la" a2="/etc/ssh"`,
		`type=EXECVE msg=audit(1741951300.402:5102): argc=2 a0="cat" a1=2F6574632F686F7374732066696C65`,
		"type=PROCTITLE msg=audit(1741951300.402:5107): proctitle=" + hx("systemctl\x00restart\x00nginx"),
		`type=EXECVE msg=audit(1741951300.402:5102): argc=3 a0="mysql" a1="-u" a2="root"`,
	} {
		wantNothing(t, s, text+"\n")
	}
}
