package rules

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// detectNoPanic runs Detect on text and fails t if it panics, fails or
// returns bad spans.
func detectNoPanic(t *testing.T, s *Set, text string) (ms []Match) {
	t.Helper()
	defer func() {
		if e := recover(); e != nil {
			t.Errorf("Detect panicked on %q: %v", text, e)
			ms = nil
		}
	}()
	ms, err := s.Detect(text)
	noRuleFailure(t, err)
	if err != nil {
		t.Fatal(err)
	}
	checkSpans(t, text, ms)
	return ms
}

// TestPastedDoubleDashPanic: pastedView maps an en/em dash read as "--"
// to two view bytes with the same span, so a match holding both (a
// password value that starts after " —") makes lineSpans slice text
// backwards: Detect panics (the views run outside findSafe).
func TestPastedDoubleDashPanic(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3701))
	for range 3 {
		v := randToken(r, tAlnum, 16)
		for _, text := range []string{
			"password: \u2014" + v + "\n",
			"DB_PASSWORD= \u2013" + v + "\n",
			"password = ' \u2014" + v + "'\n",
		} {
			ms := detectNoPanic(t, s, text)
			if i := strings.Index(text, v); ms != nil && !covers(ms, i, i+len(v)) {
				t.Errorf("%q: the value is not masked", text)
			}
		}
	}
}

// TestChunkedHeaderLongLine: chunkedHeader looks for "ncoding:" from at
// to the text's end at every "NCODING:" it steps over: a long run of
// upper-case names among lower-case 'n's is quadratic (25 s for 512 KB).
func TestChunkedHeaderLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	s := testSet(t)
	linearTime(t, "chunked header", "nNCODING: chunked ", 64<<10, func(text string) {
		if _, err := s.chunkedBodies(text, nil); err != nil {
			t.Fatal(err)
		}
	})
}

// TestCertPinPrefixLongRun: base64Tokens skips a "sha256/" prefix and
// reads the run again from after it, to the run's end: a long run of
// "sha256/" is quadratic (30 s for 512 KB; 3 ms before certPinPrefix).
func TestCertPinPrefixLongRun(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	linearTime(t, "sha256/ run", "sha256/", 32<<10, func(text string) {
		base64Tokens(text, 0, len(text), nil)
	})
}

// TestChunkedLabelCutBySizeLine: a size line cutting the secret's name
// ("api_se" | "cret") leaves the value whole in one chunk, and
// chunkedBodies' skip drops every match inside one chunk as "found by
// the text's own scan", which cannot see the name: the value is missed.
func TestChunkedLabelCutBySizeLine(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3702))
	for range 3 {
		v := randToken(r, tHex, 32)
		head := `{"user":"app","api_se`
		tail := `cret":"` + v + `"}`
		text := "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
			fmt.Sprintf("%x\r\n%s\r\n%x\r\n%s\r\n0\r\n\r\n", len(head), head, len(tail), tail)
		ms := detectNoPanic(t, s, text)
		if i := strings.Index(text, v); !covers(ms, i, i+len(v)) {
			t.Errorf("a value whose name a chunk's size line cut is not masked")
		}
	}
}

// TestChunkedCurlVerbose: curl -v --raw prints the response's headers
// after "< " and ends them with "< ": chunkedView takes no such line
// for the blank one, so the body is never joined and a password cut by
// a size line is missed (a ghp_ token's head piece stays).
func TestChunkedCurlVerbose(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3703))
	for range 3 {
		pw := randToken(r, tAlnum, 8) + "!" + randToken(r, tAlnum, 6)
		gh := "ghp_" + randToken(r, tAlnum, 36)
		for _, c := range [][2]string{
			{`{"user":"app","password":"` + pw[:4], pw[4:] + `"}`},
			{`{"token":"` + gh[:6], gh[6:] + `"}`},
		} {
			text := "< HTTP/1.1 200 OK\r\n< Content-Type: application/json\r\n< Transfer-Encoding: chunked\r\n< \r\n" +
				fmt.Sprintf("%x\r\n%s\r\n%x\r\n%s\r\n0\r\n\r\n", len(c[0]), c[0], len(c[1]), c[1])
			ms := detectNoPanic(t, s, text)
			h := strings.Index(text, c[0])
			hs, he := h+strings.LastIndexByte(c[0], '"')+1, h+len(c[0]) // the secret's head piece
			ts := strings.Index(text, c[1])
			te := ts + strings.IndexByte(c[1], '"') // its tail piece
			if !covers(ms, hs, he) || !covers(ms, ts, te) {
				t.Errorf("curl -v --raw: a secret cut by a chunk's size line is not masked whole")
			}
		}
	}
}

// TestOneTimeQuerySubstring: oneTimeQuery looks for its words anywhere
// in the path, so "presets" reads as "reset" and "deactivate" as
// "activate": a region or error code= of such a path is flagged.
func TestOneTimeQuerySubstring(t *testing.T) {
	s := testSet(t)
	wantNothing(t, s, "GET /api/presets?code=EUROPE_WEST_2024 HTTP/1.1\n")
	wantNothing(t, s, "https://docs.example.com/assets/presets/index?code=LightTheme-v2Dark\n")
	wantNothing(t, s, "https://example.com/deactivate?code=ErrorCode123456789\n")
}

// TestOAuthCodeLongLine: oauth-authorization-code reads its hit's whole
// line (oauthRedirect) at every code= before the bounded oneTimeQuery:
// a long line of them is quadratic (21 s for 512 KB; already so before
// this session's change, which bounded only oneTimeQuery).
func TestOAuthCodeLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	o := newOAuthCode()
	linearTime(t, "code= line", "/reset?code=abcdefghijABCDEFGHIJ&", 64<<10, func(text string) {
		o.find(text, nil, nil)
	})
}

// TestValueObjectPythonRepr: valueObject reads only double-quoted
// members, so boto3's responses printed by Python ({'api_key': {'S':
// 'v'}}, {'StringValue': 'v'}) leave the typed value unmasked.
func TestValueObjectPythonRepr(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3704))
	for range 3 {
		v := randToken(r, tHex, 40)
		w := randToken(r, tAlnum, 24)
		for _, c := range [][2]string{
			{"{'Item': {'api_key': {'S': '" + w + "'}, 'owner': {'S': 'bob'}}}", w},
			{"'MessageAttributes': {'X-Auth-Token': {'StringValue': '" + v + "', 'DataType': 'String'}}", v},
		} {
			ms := detectNoPanic(t, s, c[0])
			if i := strings.Index(c[0], c[1]); !covers(ms, i, i+len(c[1])) {
				t.Errorf("%q: the typed value is not masked", strings.ReplaceAll(c[0], c[1], "<v>"))
			}
		}
	}
}

// TestNameValueCapitalized: name-value-secret's code pair is read only
// in lower case: a Go or C# literal {Name: "X-Api-Key", Value: "v"}
// leaves the key unmasked.
func TestNameValueCapitalized(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3705))
	for range 3 {
		w := randToken(r, tAlnum, 24)
		for _, text := range []string{
			"req.Headers = append(req.Headers, Header{Name: \"X-Api-Key\", Value: \"" + w + "\"})",
			"headers: [{Name: 'X-Api-Key', Value: '" + w + "'}]",
		} {
			ms := detectNoPanic(t, s, text)
			if i := strings.Index(text, w); !covers(ms, i, i+len(w)) {
				t.Errorf("%q: the value is not masked", strings.ReplaceAll(text, w, "<v>"))
			}
		}
	}
}

// TestPinDigestNextLine: a <pin digest="SHA-256"> whose digest an XML
// formatter put on the next line is flagged as a random token; the pin
// is public, as it is on one line.
func TestPinDigestNextLine(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3706))
	for range 3 {
		b := make([]byte, 32)
		r.Read(b)
		d := base64.StdEncoding.EncodeToString(b)
		wantNothing(t, s, "<pin-set>\n  <pin digest=\"SHA-256\">"+d+"</pin>\n</pin-set>\n") // passes today
		wantNothing(t, s, "<pin-set>\n  <pin digest=\"SHA-256\">\n    "+d+"\n  </pin>\n</pin-set>\n")
	}
}
