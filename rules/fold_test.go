package rules

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestFoldWindowsChangeNothing checks that scanning only windows around
// folded tokens finds what scanning the whole joined text finds: snippets
// of every generator, inside long paragraphs of filler, hard-wrapped at
// terminal widths (so the runs are long and the windows small).
func TestFoldWindowsChangeNothing(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(11))
	words := strings.Fields("the build failed because token refresh timed out while the worker read config from disk and retried with key rotation enabled AbC9xY2 next")
	filler := func(n int) string {
		var b []string
		for range n {
			b = append(b, words[r.Intn(len(words))])
		}
		return strings.Join(b, " ")
	}
	wrap := func(text string, w int) string {
		var b strings.Builder
		for _, line := range strings.Split(text, "\n") {
			for len(line) > w {
				b.WriteString(line[:w] + "\n")
				line = line[w:]
			}
			b.WriteString(line + "\n")
		}
		return b.String()
	}
	folds, windowed := 0, 0
	for round := range 3 {
		for _, g := range fakesecret.Generators() {
			sec := g.Gen(r)
			w := []int{64, 76, 80}[round]
			text := wrap(filler(60+r.Intn(120))+" "+sec.Text+" "+filler(60+r.Intn(120)), w)
			foldWindows = false
			want, werr := s.folded(text, 0, nil)
			wantAll, _ := s.Detect(text)
			foldWindows = true
			got, gerr := s.folded(text, 0, nil)
			gotAll, _ := s.Detect(text)
			folds += len(got)
			if strings.Contains(sec.Value, "\n") {
				// a PEM block: the private-key rule needs its header, which
				// a window may not hold; the direct match covers the block,
				// so what is masked must be the same
				want, got = maskedBytes(text, wantAll), maskedBytes(text, gotAll)
			}
			if diff := cmp.Diff(want, got); diff != "" || (werr == nil) != (gerr == nil) {
				t.Errorf("%s at width %d: windows differ from the whole scan (-whole +windows):\n%s", g.Kind, w, diff)
			}
			if len(text) > 4*(foldContext+foldSlack+64) && len(gotAll) > 0 {
				windowed++
			}
		}
	}
	if folds < 50 || windowed < 10 {
		t.Errorf("only %d folded matches, %d in long texts: the cases no longer test windows", folds, windowed)
	}
}

// TestFoldKeepsNextLine: a value that ends a line is not glued to the next
// line's assignment or word (the .env of testdata/sample.jsonl lost its
// LOG_LEVEL line), a directive, a comment, a setting commented out, a
// path, a command or a call, while a value really folded at the line end
// still is.
func TestFoldKeepsNextLine(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(12))
	aws := fakesecret.AWSSecretAccessKey(r)
	pw := fakesecret.Password(r)
	for _, next := range []string{"LOG_LEVEL=info", "READY", "debug: false", "the worker restarted",
		"ANTHROPIC_MODEL=claude-sonnet-4-5", "  logstash_format true", "    fish_add_path $HOME/.cargo/bin", "single-transaction",
		"initiator-address 10.0.0.21", "    max-connections 10", "backing-store /dev/vg0/backup",
		"#DumpCore=yes", "#KExecWatchdogSec=off", "# the key above rotates monthly", "#PermitRootLogin no",
		"mozilla/GTS_Root_R1.crt", "/usr/lib/x86_64-linux-gnu", "fonts-persian.conf", "system.nfs4_acl\t\tpermissions",
		"python3 manage.py migrate", "cc.idleTimer.Reset(cc.idleTimeout)", "w.Write(body)", "option) any later version.",
		"TMPDIR=$(mktemp -d)", `zsysctl="zsysctl_$GOOSARCH.go"`, "  -Wl,--export=free \\", "-include custom.mk",
		"Underscore.js is a utility-belt library", "pinentry-gnome3 installed.", "zpipe.c"} {
		for _, text := range []string{
			"AWS_SECRET_ACCESS_KEY=" + aws + "\n" + next + "\n",
			"DB_PASSWORD=" + pw + "\n" + next + "\n",
		} {
			ms, _ := s.Detect(text)
			nl := strings.IndexByte(text, '\n')
			for _, m := range ms {
				if m.End > nl {
					t.Errorf("%s: span [%d,%d) reaches past the line end %d into %q", m.RuleID, m.Start, m.End, nl, next)
				}
			}
			if len(ms) == 0 {
				t.Errorf("secret before %q not found", next)
			}
		}
	}
	// a key cut by the terminal, then a setting: the key's tail is
	// masked, the setting is not
	wrapped := "ANTHROPIC_API_KEY=" + aws[:20] + "\n" + aws[20:] + "\nANTHROPIC_MODEL=claude-sonnet-4-5\n"
	if ms, _ := s.Detect(wrapped); !coveredPieces(ms, wrapped, len("ANTHROPIC_API_KEY="), len("ANTHROPIC_API_KEY=")+len(aws)+1) {
		t.Errorf("folded key not covered: %v", ids(ms))
	} else if k := strings.Index(wrapped, "ANTHROPIC_MODEL"); touches(ms, k, len(wrapped)) {
		t.Errorf("the setting after a folded key is masked: %v", ids(ms))
	}
	// a password cut by the terminal: the tail on the next line is masked
	text := "DB_PASSWORD=" + pw[:8] + "\n" + pw[8:] + "\nexit 0"
	ms, _ := s.Detect(text)
	if !coveredPieces(ms, text, len("DB_PASSWORD="), len("DB_PASSWORD=")+len(pw)+1) {
		t.Errorf("folded password not covered: %v", ids(ms))
	}
}

// maskedBytes returns, as matches, the runs of text the matches cover.
func maskedBytes(text string, ms []Match) []Match {
	in := make([]bool, len(text))
	for _, m := range ms {
		for i := m.Start; i < m.End; i++ {
			in[i] = true
		}
	}
	var out []Match
	for i := 0; i < len(text); i++ {
		if in[i] && (i == 0 || !in[i-1]) {
			out = append(out, Match{Start: i})
		}
		if in[i] && (i+1 == len(text) || !in[i+1]) {
			out[len(out)-1].End = i + 1
		}
	}
	return out
}

// TestFoldInvarianceGenerators: generated secrets found in plain text are
// found when folded as the recall bench folds them (a line break after
// the first half, at least 8 bytes in), with "\n", "\r\n" and an indented
// next line, in the bench's four kinds of surrounding text: both halves
// are masked in 99 % of the cases or more (all of them when written; an
// AKIA key whose tail reads like a word, AKIAIBPLG7 / JHYUATOLUU, was
// the last loss).
func TestFoldInvarianceGenerators(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(13))
	ctxs := [][2]string{
		{"Deploy fails with this config, can you check it?\n", "\nIt worked yesterday."},
		{"$ cat deploy/app.env\n", "\n$ exit 0"},
		{"cat > deploy/app.env <<'EOF'\n", "\nEOF\n./scripts/deploy.sh --env staging"},
		{"The user pasted their configuration:\n", "\nI should not repeat these values."},
	}
	n, lost := 0, 0
	for range 3 {
		for _, g := range fakesecret.Generators() {
			sec := g.Gen(r)
			if strings.Contains(sec.Value, "\n") {
				continue // a PEM block is folded already
			}
			p := max(len(sec.Value)/2, min(8, len(sec.Value)-1))
			for _, c := range ctxs {
				plain := c[0] + sec.Text + c[1]
				i := strings.Index(plain, sec.Value)
				if ms, _ := s.Detect(plain); !covered(ms, i, i+len(sec.Value)) {
					continue
				}
				for _, sep := range []string{"\n", "\r\n", "\n    "} {
					text, start, end := foldAt(plain, sec.Value, []int{p}, sep)
					n++
					if ms, _ := s.Detect(text); !covered(ms, start, start+p) || !covered(ms, end-(len(sec.Value)-p), end) {
						lost++
						t.Logf("%s folded with %q after %q: a half is not masked: %v", g.Kind, sep, c[0][:10], spans(ms, text))
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("only %d folded cases: the generators are no longer found plain", n)
	}
	if 100*(n-lost) < 99*n {
		t.Errorf("%d of %d folded cases lost (%.1f %% kept, floor 99 %%)", lost, n, 100*float64(n-lost)/float64(n))
	}
}

// TestFoldClass checks the byte table against the classes it stands for:
// letters, digits and +/=_-.~% fold; a run also takes !#$*@:.
func TestFoldClass(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		fold := 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' ||
			b == '+' || b == '/' || b == '=' || b == '_' || b == '-' || b == '.' || b == '~' || b == '%'
		run := fold || b == '!' || b == '#' || b == '$' || b == '*' || b == '@' || b == ':'
		if isFoldChar(b) != fold || isRunChar(b) != run {
			t.Errorf("byte %#x: isFoldChar %v isRunChar %v, want %v %v", b, isFoldChar(b), isRunChar(b), fold, run)
		}
	}
}

// TestFoldBase64TailBeforeSlash: a base64 token's tail whose padding is
// followed by " / " (a list of values on the line) is not an assignment
// of the next line: the fold is joined and the tail masked.
func TestFoldBase64TailBeforeSlash(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(41))
	for range 5 {
		v := randToken(r, tAlnum, 9) + "+/" + randToken(r, tAlnum, 10)
		w := randToken(r, tAlnum, 21)
		text := "acme: " + v + "\n" + w + "= / acme_email = ops@example.com\nthanks"
		ms, _ := s.Detect(text)
		at := strings.Index(text, w)
		if !coveredPieces(ms, text, at, at+len(w)) {
			t.Errorf("%q: tail not covered: %v", text, ids(ms))
		}
	}
}

// TestFoldShortQuotedTail: a short secret assigned in quotes and cut
// before its last character (one character on the next line; two or more
// are joined as any fold) is joined and masked whole; a quoted value of
// another key, or one that is no secret, is not joined.
func TestFoldShortQuotedTail(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(59))
	for range 5 {
		v := randToken(r, tAlnum, 7) + "#" + randToken(r, tAlnum, 1)
		for _, text := range []string{
			`password = "` + v[:8] + "\n" + v[8:] + `"` + "\nexit 0",
			`{"token": "` + v[:8] + "\n" + v[8:] + `", "user": "bob"}`,
			"api_key => '" + v[:8] + "\n" + v[8:] + "'",
		} {
			ms, _ := s.Detect(text)
			at := strings.Index(text, v[:8])
			if !coveredPieces(ms, text, at, at+len(v)+1) {
				t.Errorf("%q: not covered: %v", text, ids(ms))
			}
		}
	}
	for _, text := range []string{
		"greeting = \"Hello, Wor\nld\"", "password = \"<passwor\nd>\"", "password = \"${DB_PA\nSS}\"",
	} {
		ms, _ := s.Detect(text)
		if len(ms) > 0 {
			t.Errorf("%q: %v", text, ids(ms))
		}
	}
}

// TestFoldQuotedPrintable: a token a quoted-printable encoder cut with a
// soft break ('=' ending a line of the body) is joined without the '=';
// a base64 blob's padding before a line that starts another is no break.
func TestFoldQuotedPrintable(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(260))
	for range 4 {
		head := "sk_live_51" + randToken(r, tAlnum, 2)
		tail := randToken(r, tAlnum, 56)
		text := "Content-Transfer-Encoding: quoted-printable\n\nHi team, the production Stripe secret for the billing service is " + head + "=\n" + tail + ", thanks\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range ms {
			if m.RuleID == "folded-token" {
				got = append(got, text[m.Start:m.End])
			}
		}
		if len(got) != 2 || got[0] != head || got[1] != tail {
			t.Errorf("the soft break's pieces are not masked apart: %d pieces", len(got))
		}
	}
}
