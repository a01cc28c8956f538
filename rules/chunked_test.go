package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// covers reports whether the matches cover every byte of text[s:e].
func covers(ms []Match, s, e int) bool {
	for i := s; i < e; i++ {
		in := false
		for _, m := range ms {
			if m.Start <= i && i < m.End {
				in = true
				break
			}
		}
		if !in {
			return false
		}
	}
	return true
}

// TestChunkedBodyToken: a raw client's print of a chunked response cuts
// a token where a chunk ends; both pieces are found, by CRLF or LF, and
// the headers and the JSON around stay.
func TestChunkedBodyToken(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3605))
	for range 6 {
		tok := randToken(r, tURLB64, 40+r.Intn(20)) + "." + randToken(r, tURLB64, 60) // an opaque access token
		cut := 10 + r.Intn(len(tok)-20)
		for _, nl := range []string{"\n", "\r\n"} {
			head := `{"access_token":"` + tok[:cut]
			tail := tok[cut:] + `","token_type":"Bearer","expires_in":3600}`
			text := "HTTP/1.1 200 OK" + nl + "Content-Type: application/json" + nl + "Transfer-Encoding: chunked" + nl + nl +
				fmt.Sprintf("%x", len(head)) + nl + head + nl + fmt.Sprintf("%x", len(tail)) + nl + tail + nl + "0" + nl + nl
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			hs := strings.Index(text, tok[:cut])
			ts := strings.Index(text, tok[cut:])
			if !covers(ms, hs, hs+cut) || !covers(ms, ts, ts+len(tok)-cut) {
				t.Errorf("a token cut by a chunk's size line: not both pieces found (%q)", nl)
			}
			for _, m := range ms {
				if strings.Contains(text[m.Start:m.End], "Transfer") || strings.Contains(text[m.Start:m.End], "token_type") {
					t.Errorf("%s takes text around the token", m.RuleID)
				}
			}
		}
	}
	// a body without the header is no chunked body: nothing is joined
	tok := randToken(r, tURLB64, 50)
	wantNothing(t, s, "ad\n"+tok[:6]+"\n16e\nplain words\n")
}
