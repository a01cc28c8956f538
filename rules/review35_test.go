package rules

import (
	"encoding/hex"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"
)

// TestViewsCRLF: the audit and dump views read a record's or a row's
// last field without the '\r' of a CRLF line end: an EXECVE record's last
// argument in hex and an od -c row (whose columns are counted by four)
// were not read at all.
func TestViewsCRLF(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3501))
	hx := func(v string) string { return strings.ToUpper(hex.EncodeToString([]byte(v))) }
	odc := func(b []byte) string {
		var sb strings.Builder
		for off := 0; off < len(b); off += 16 {
			fmt.Fprintf(&sb, "%07o", off)
			for _, c := range b[off:min(off+16, len(b))] {
				if c == '\n' {
					sb.WriteString("  \\n")
				} else {
					fmt.Fprintf(&sb, "   %c", c)
				}
			}
			sb.WriteString("\r\n")
		}
		return sb.String()
	}
	for range 3 {
		spaced := randToken(r, tAlnum, 6) + " " + randToken(r, tAlnum, 10)
		text := `type=EXECVE msg=audit(1741951300.402:5102): argc=4 a0="mysql" a1="-u" a2="root" a3=` + hx("-p"+spaced) + "\r\ntype=CWD msg=audit(1741951300.402:5102): cwd=\"/root\"\r\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		checkSpans(t, text, ms)
		found := false
		for _, m := range ms {
			found = found || text[m.Start:m.End] == hx(spaced)
		}
		if !found {
			t.Errorf("a CRLF EXECVE record's hex argument is not found")
		}

		tok := "ghp_" + randToken(r, tAlnum, 36)
		text = "$ od -c ~/.netrc\r\n" + odc([]byte("machine api.github.com\nlogin deploy-bot\npassword "+tok+"\n"))
		left := strings.ReplaceAll(maskedBy(t, s, text), " ", "")
		if strings.Contains(left, tok[4:10]) || strings.Contains(left, tok[30:]) {
			t.Errorf("a piece of the token is left in a CRLF od -c dump")
		}
	}
}

// TestDiffViewCRLFEmptyLine: an empty context line of a CRLF diff (its
// blank dropped by a copy) is "\r" alone; it once ended the hunk, and the
// added lines after it were no longer read as the file's.
func TestDiffViewCRLFEmptyLine(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3502))
	for range 3 {
		tok := randToken(r, tAlnum, 24)
		text := "@@ -1,4 +1,4 @@\r\n # redis\r\n\r\n-requirepass old\r\n+requirepass " + tok + "\r\n"
		wantSecret(t, s, text, tok)
	}
	in := "@@ -1,3 +1,3 @@\r\n a\r\n\r\n-b\r\n+c\r\n"
	if got, want := diffView(in, in), "@@ -1,3 +1,3 @@\r\n a\r\n\r\n b\r\n c\r\n"; got != want {
		t.Errorf("diffView(%q) = %q, want %q", in, got, want)
	}
}

// TestMySQLQuoteClosesWord: a quote right after mysql's -p that closes
// the quoted word the command is in ('mysql -u root -p' && …) opens no
// password; the text up to the next quote was taken for one.
func TestMySQLQuoteClosesWord(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"echo 'run mysql -u root -p' && echo 'then type your password here'\n",
		"subprocess.call('mysql -u root -p', shell=True); print('ok')\n",
		"alias db='mysql -u root -p'; alias ll='ls -la'\n",
		"Run 'mysql -u root -p' and enter 'password' at the prompt\n",
		"docker exec -it db sh -c \"mysql -uroot -p\" && echo \"done\"\n",
		"ssh db1 'mysqldump -u root -p' > all.sql; echo 'dumped'\n",
	} {
		wantNoRule(t, s, text, "secret-assignment")
	}
	r := rand.New(rand.NewSource(3503))
	for range 3 {
		pw := randToken(r, tAlnum, 10) + "#" + randToken(r, tAlnum, 6)
		wantSecret(t, s, "mysql -u root -p'"+pw+"' -e 'SELECT 1'\n", pw)
		wantSecret(t, s, "mysql -u root -p\""+pw+"\" app\n", pw)
	}
}

// within fails t when f takes longer than d: the cases below were
// quadratic on one long line and took tens of seconds.
func within(t *testing.T, name string, d time.Duration, f func()) {
	t.Helper()
	start := time.Now()
	f()
	if el := time.Since(start); el > d {
		t.Errorf("%s: %v, want under %v", name, el, d)
	}
}

// TestNewViewsLongLines: the argument lists, Redis ACL and bound-SQL
// readers on long runs of what they look for. callArgsClosed lowered all
// it had read at each quote; redisACLGate read back to the line's start
// at each "user "; sql-bound-parameter read each statement's line to its
// end, and at each bracket of a run its window's end.
func TestNewViewsLongLines(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	s := testSet(t)
	rep := func(p string, n int) string { return strings.Repeat(p, n/len(p)+1)[:n] }
	within(t, "argv lists", 4*time.Second, func() {
		if _, err := s.argvLists(rep(`["-`, 128<<10), nil); err != nil {
			t.Fatal(err)
		}
	})
	within(t, "redis acl", 3*time.Second, func() {
		if _, err := s.Detect(rep("acl setuser ", 512<<10)); err != nil {
			t.Fatal(err)
		}
	})
	bind := newSQLBind()
	for _, text := range []string{
		rep("where password = @p;", 512<<10),
		rep("where password = ?;", 512<<10),
		rep("where password = ?\n((((((((((((((((((((((((((((((\n", 512<<10),
	} {
		within(t, "sql bind "+text[:20], 3*time.Second, func() { bind.find(text, nil, nil) })
	}
}

// TestSQLBindNestedList: a list of values after a run of unclosed
// brackets, and inside a list of another length, as listBind reads it.
func TestSQLBindNestedList(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3504))
	for range 3 {
		pw := randToken(r, tAlnum, 10) + "-" + randToken(r, tAlnum, 6)
		wantRule(t, s, "INSERT INTO users (email, password) VALUES ($1, $2) (((\nParams: [\"ana@corp.example\",\""+pw+"\"]\n", pw, sqlBindID)
		wantRule(t, s, "INSERT INTO users (email, password) VALUES (?, ?)\nINFO [generated in 0.00015s] ('ana@corp.example', '"+pw+"')\n", pw, sqlBindID)
	}
}
