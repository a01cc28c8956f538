package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestQuotedPrintable: a token cut by a soft line break and a password
// holding an escaped '=' are found in a quoted-printable body, each span
// on one line of the text; plain text with '=' is left to the other rules.
func TestQuotedPrintable(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(36))
	tok := "ghp_" + randToken(r, tAlnum, 36)
	pw := randToken(r, tAlnum, 8) + "=3D" + randToken(r, tAlnum, 6) + "7"
	body := "Content-Transfer-Encoding: quoted-printable\n\nHi team, the CI token is " + tok[:20] + "=\n" + tok[20:] +
		" until Friday.\nDB_PASSWORD=3D" + pw + "\nThanks,=20\nSven\n"
	ms, err := s.Detect(body)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if strings.Contains(body[m.Start:m.End], "\n") {
			t.Errorf("span %q crosses a line", body[m.Start:m.End])
		}
	}
	for _, want := range []string{tok[:20], tok[20:], pw} {
		if i := strings.Index(body, want); !covered(ms, i, i+len(want)) {
			t.Errorf("%q not masked: %v", want, ms)
		}
	}
	// the password's '=' escaped in a sentence, where only the decoded
	// text reads as an assignment
	pw2 := randToken(r, tAlnum, 8) + "=3D" + randToken(r, tAlnum, 7) + "7"
	body2 := "Subject: handover\nContent-Transfer-Encoding: quoted-printable\n\nthe admin password: " + pw2 + " (rotate it after=\n wards)\n"
	ms, err = s.quotedPrintable(body2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if i := strings.Index(body2, pw2); !covered(ms, i, i+len(pw2)) {
		t.Errorf("%q not found by the decoded view: %v", pw2, ms)
	}
	if v, _, ok := qpDecode("a=b and x=y\n"); ok || string(v) != "a=b and x=y\n" {
		t.Errorf("plain text decoded: %q %v", v, ok)
	}
}

// TestQuotedPrintableCRLFSoftBreaks: a mail saved with CRLF line ends
// breaks its lines with "=\r\n"; with no escape in it, its soft breaks
// still open the decoded view, and the password cut by one is found by it.
func TestQuotedPrintableCRLFSoftBreaks(t *testing.T) {
	if !qpSoftBreaks("a=\r\nb=\r\nc\r\n") || qpSoftBreaks("a=\r\nb\r\n") {
		t.Error("CRLF soft breaks are not counted, or one counts as two")
	}
	s := testSet(t)
	r := rand.New(rand.NewSource(3620))
	pw := randToken(r, tAlnum, 10) + "7" + randToken(r, tAlnum, 6)
	body := "Content-Transfer-Encoding: quoted-printable\r\n\r\nHello, the admin password for the staging portal is now " + pw[:8] + "=\r\n" + pw[8:] +
		" and it expires on Friday, please do not share it with anyone outside the=\r\n team.\r\n"
	ms, err := s.quotedPrintable(body, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{pw[:8], pw[8:]} {
		if i := strings.Index(body, want); !covered(ms, i, i+len(want)) {
			t.Errorf("a piece of the password is not found by the decoded view")
		}
	}
}
