package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// viewersCases adds secrets as they appear when a file or an output is
// shown through a viewer or a transformation that changes its layout, as
// an agent runs them or a user pastes them into a session.
// Sources: line numbering (cat -n, the agent's own read tool with its
// "→" gutter, nl with and without -ba, pr -n with and without its page
// header, less -N and its prompt); bat and batcat (the grid, the header
// with File and Size rows, the git change column, -n, -r ranges, several
// files, -A with ·, ├──┤, ␍ and ␊); control characters made visible (cat
// -A, -v, -e, -T and -vet, with ^M, ^I, $ and M- bytes of UTF-8 and a
// BOM; sed -n l with its escapes and its wrapping at 69 columns); hex and
// character dumps (xxd, -g1, -p, -s/-l, hexdump -C, od -c, od -An -c, od
// -A x -t x1z, PowerShell 7 and 5.1 Format-Hex) of .env, .npmrc, .pgpass,
// .netrc, AWS and Docker credential files and mounted secrets, a value cut
// over dump rows; strings of Go, .NET and Java binaries, core and heap
// dumps, firmware, Redis and SQLite files, /proc environ and a gdb x/s;
// git views (blame, blame -s, --porcelain, annotate, log -p, log -S,
// --word-diff, show with cat -n, grep over history); side by side
// comparison (diff -y with -t and -W, its truncated left column, sdiff -s,
// delta --side-by-side, comm); search output (grep -rn with -C and its --
// separators, GNU grep's colour codes, rg with and without headings,
// --vimgrep, --json, -o, --stats, ag, git grep); jq -c, -r, @tsv, @csv,
// @base64d, to_entries, yq in YAML and properties output, gron and
// column -t; followed output (tail -f and head of several files with their
// ==> file <== headers, tail -F, journalctl -f, watch with its header);
// terminal captures (tmux capture-pane -e with SGR codes, script
// typescripts with their header, OSC titles, carriage returns and
// backspaces, asciinema casts, screen hardcopy, less with a highlighted
// search); editors and IDEs (vim with numbers, status line, :registers
// and quickfix, nano's title and shortcut bars, emacs mode line, VS Code
// Problems JSON, Search "Copy All" and search editor, Sublime Find
// Results, IntelliJ's exported find results, Jupyter cells and .ipynb
// outputs); rewrapping and cutting (fold -w, fmt, base64 -w 76 and -w 0,
// tr on /proc environ and rot13, cut -d and -c, paste, awk); Windows (type,
// Get-Content with -Tail and -Wait, findstr /n and /s, Select-String with
// -Context, more, Format-List and Format-Table with truncated values,
// cmd set). Benign look-alikes: line numbers, byte offsets in hex and
// octal, commit SHAs and boundary marks, blame timestamps, file hashes
// and SRI integrity values, go.sum and Cargo.lock checksums, UUIDs,
// request and trace ids, image digests, hex dumps of PNG, ELF, ZIP, gzip
// and UTF-16 headers, public keys and certificates, sops, SealedSecret
// and Ansible Vault ciphertexts, masked values, placeholders and secret
// store references. Values cut by a dump row, a wrap or a column are
// scored piece by piece (see vwTB). The case names start with
// "viewers/".
func (g *G) viewersCases() {
	g.vwLineNumbers()
	g.vwBat()
	g.vwControlChars()
	g.vwHexDumps()
	g.vwStrings()
	g.vwGitViews()
	g.vwSideBySide()
	g.vwSearch()
	g.vwJSONYAML()
	g.vwFollow()
	g.vwTerminal()
	g.vwEditors()
	g.vwWrapCut()
	g.vwWindows()
	g.vwBenign()
}

// ---- helpers used only here ----

// vwMarks turns the markers templates use for characters a Go raw string
// cannot hold or a reader would not see: ˋ a backtick, ⇥ a tab, ⎋ an
// escape, ⏎ a carriage return, ⍾ a bell, ⌫ a backspace.
var vwMarks = strings.NewReplacer("ˋ", "`", "⇥", "\t", "⎋", "\x1b", "⏎", "\r", "⍾", "\a", "⌫", "\b")

// vwAdd is add with the "viewers/" prefix and the markers of vwMarks.
func (g *G) vwAdd(name, tmpl string, v V, benign ...string) {
	for i := range benign {
		benign[i] = vwMarks.Replace(benign[i])
	}
	g.add("viewers/"+name, vwMarks.Replace(tmpl), v, benign...)
}

// vwMerge is the union of maps whose keys are distinct.
func vwMerge(vs ...V) V {
	out := V{}
	for _, v := range vs {
		for k, x := range v {
			if _, dup := out[k]; dup {
				panic("vwMerge: duplicate key " + k)
			}
			out[k] = x
		}
	}
	return out
}

// vwNum puts before each line of tmpl its number, from start, as the
// format f writes it ("%6d⇥" for cat -n). With blank != "", empty lines
// are not numbered but get blank (nl without -ba).
func vwNum(tmpl string, start int, f, blank string) string {
	tmpl = strings.TrimSuffix(strings.TrimPrefix(tmpl, "\n"), "\n")
	var b strings.Builder
	n := start
	for _, l := range strings.Split(tmpl, "\n") {
		if l == "" && blank != "" {
			b.WriteString(blank + "\n")
			continue
		}
		fmt.Fprintf(&b, f, n)
		b.WriteString(l + "\n")
		n++
	}
	return b.String()
}

// vwLinesV cuts a value of several lines (a PEM body) into a placeholder
// a line, for views that write something before each line; lines under 8
// characters are filler.
func vwLinesV(key, text string) (string, V) {
	v := V{}
	var out []string
	for i, l := range strings.Split(text, "\n") {
		k := fmt.Sprintf("%s~l%d", key, i)
		if len(l) < 8 {
			k = "=" + k
		}
		v[k] = l
		out = append(out, "«"+k+"»")
	}
	return strings.Join(out, "\n"), v
}

// vwSrc fills the template of a file's content and returns its bytes and,
// for each byte, the key of the placeholder it came from ("" for template
// text and for filler).
func vwSrc(tmpl string, v V) ([]byte, []string) {
	tmpl = vwMarks.Replace(strings.TrimPrefix(tmpl, "\n"))
	var data []byte
	var own []string
	lit := func(s string) {
		data = append(data, s...)
		for range len(s) {
			own = append(own, "")
		}
	}
	for {
		i := strings.Index(tmpl, "«")
		if i < 0 {
			break
		}
		j := strings.Index(tmpl[i:], "»")
		key := tmpl[i+len("«") : i+j]
		val, ok := v[key]
		if !ok {
			panic("vwSrc: no value for " + key)
		}
		lit(tmpl[:i])
		k := key
		if strings.HasPrefix(k, "=") {
			k = ""
		}
		data = append(data, val...)
		for range len(val) {
			own = append(own, k)
		}
		tmpl = tmpl[i+j+len("»"):]
	}
	lit(tmpl)
	return data, own
}

// vwTB builds the template of a view of bytes: each byte is drawn as a
// cell owned by the key of its value (or by none), and a run of cells of
// the same value, with the separators between them, becomes a placeholder
// of its own when it draws at least min bytes; shorter runs are left as
// text and not scored.
type vwTB struct {
	b    strings.Builder
	v    V
	tag  string
	min  int
	key  string
	run  strings.Builder
	nb   int
	pend string
}

func newVwTB(tag string, min int) *vwTB { return &vwTB{v: V{}, tag: tag, min: min} }

// lit writes text that draws no byte.
func (t *vwTB) lit(s string) {
	t.flush()
	t.b.WriteString(s)
}

// sep writes a separator between cells; inside a run it joins the run if
// the run goes on.
func (t *vwTB) sep(s string) {
	if t.key != "" {
		t.pend += s
		return
	}
	t.b.WriteString(s)
}

// cell writes the drawing of one byte owned by key ("" for none).
func (t *vwTB) cell(s, key string) {
	if key != "" && key == t.key {
		t.run.WriteString(t.pend + s)
		t.pend = ""
		t.nb++
		return
	}
	t.flush()
	if key == "" {
		t.b.WriteString(s)
		return
	}
	t.key = key
	t.run.WriteString(s)
	t.nb = 1
}

func (t *vwTB) flush() {
	if t.key != "" {
		r := t.run.String()
		core := strings.TrimSpace(r)
		if t.nb >= t.min && core != "" {
			i := strings.Index(r, core)
			k := fmt.Sprintf("%s~%s%d", t.key, t.tag, len(t.v))
			t.v[k] = core
			t.b.WriteString(r[:i] + "«" + k + "»" + r[i+len(core):])
		} else {
			t.b.WriteString(r)
		}
	}
	t.b.WriteString(t.pend)
	t.key, t.pend, t.nb = "", "", 0
	t.run.Reset()
}

// done returns the template and the values of its placeholders.
func (t *vwTB) done() (string, V) {
	t.flush()
	return t.b.String(), t.v
}

// vwPrint is a byte as the text column of a hex dump draws it.
func vwPrint(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return string(c)
	}
	return "."
}

// vwXXD is xxd's default dump (-g 2) or -g1, 16 bytes a row; with hexKeys
// the hex of a value's bytes is scored too.
func vwXXD(data []byte, own []string, group, start int, hexKeys bool, tag string) (string, V) {
	t := newVwTB(tag, 6)
	hk := func(i int) string {
		if hexKeys {
			return own[i]
		}
		return ""
	}
	for off := 0; off < len(data); off += 16 {
		end := min(off+16, len(data))
		t.lit(fmt.Sprintf("%08x: ", start+off))
		for i := off; i < off+16; i++ {
			if i > off && (i-off)%group == 0 {
				if i < end {
					t.sep(" ")
				} else {
					t.lit(" ")
				}
			}
			if i < end {
				t.cell(fmt.Sprintf("%02x", data[i]), hk(i))
			} else {
				t.lit("  ")
			}
		}
		t.lit("  ")
		for i := off; i < end; i++ {
			t.cell(vwPrint(data[i]), own[i])
		}
		t.lit("\n")
	}
	return t.done()
}

// vwXXDPlain is xxd -p: plain hex, 30 bytes a line; the hex of a value is
// scored.
func vwXXDPlain(data []byte, own []string, tag string) (string, V) {
	t := newVwTB(tag, 6)
	for i, c := range data {
		if i > 0 && i%30 == 0 {
			t.lit("\n")
		}
		t.cell(fmt.Sprintf("%02x", c), own[i])
	}
	t.lit("\n")
	return t.done()
}

// vwHexC is hexdump -C (and its alias hd).
func vwHexC(data []byte, own []string, hexKeys bool, tag string) (string, V) {
	t := newVwTB(tag, 6)
	for off := 0; off < len(data); off += 16 {
		end := min(off+16, len(data))
		t.lit(fmt.Sprintf("%08x  ", off))
		for i := off; i < off+16; i++ {
			if i < end {
				k := ""
				if hexKeys {
					k = own[i]
				}
				t.cell(fmt.Sprintf("%02x", data[i]), k)
				t.sep(" ")
			} else {
				t.lit("   ")
			}
			if i-off == 7 {
				t.sep(" ")
			}
		}
		t.lit(" |")
		for i := off; i < end; i++ {
			t.cell(vwPrint(data[i]), own[i])
		}
		t.lit("|\n")
	}
	t.lit(fmt.Sprintf("%08x\n", len(data)))
	return t.done()
}

// vwOdChar is a byte as od -c draws it.
func vwOdChar(c byte) string {
	switch c {
	case 0:
		return `\0`
	case '\a':
		return `\a`
	case '\b':
		return `\b`
	case '\f':
		return `\f`
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	case '\v':
		return `\v`
	}
	if c >= 0x20 && c < 0x7f {
		return string(c)
	}
	return fmt.Sprintf("%03o", c)
}

// vwOdC is od -c, or od -An -c without offsets.
func vwOdC(data []byte, own []string, offsets bool, tag string) (string, V) {
	t := newVwTB(tag, 6)
	for off := 0; off < len(data); off += 16 {
		end := min(off+16, len(data))
		if offsets {
			t.lit(fmt.Sprintf("%07o", off))
		}
		for i := off; i < end; i++ {
			t.cell(fmt.Sprintf("%4s", vwOdChar(data[i])), own[i])
		}
		t.lit("\n")
	}
	if offsets {
		t.lit(fmt.Sprintf("%07o\n", len(data)))
	}
	return t.done()
}

// vwOdX1z is od -A x -t x1z: hex bytes and the text between > and <.
func vwOdX1z(data []byte, own []string, tag string) (string, V) {
	t := newVwTB(tag, 6)
	for off := 0; off < len(data); off += 16 {
		end := min(off+16, len(data))
		t.lit(fmt.Sprintf("%06x", off))
		for i := off; i < off+16; i++ {
			if i < end {
				t.lit(fmt.Sprintf(" %02x", data[i]))
			} else {
				t.lit("   ")
			}
		}
		t.lit("  >")
		for i := off; i < end; i++ {
			t.cell(vwPrint(data[i]), own[i])
		}
		t.lit("<\n")
	}
	t.lit(fmt.Sprintf("%06x\n", len(data)))
	return t.done()
}

// vwFormatHex is PowerShell's Format-Hex of a file: 7's layout with its
// Label and 16-digit offsets, or Windows PowerShell 5.1's with Path.
func vwFormatHex(data []byte, own []string, path string, ps7 bool, tag string) (string, V) {
	t := newVwTB(tag, 6)
	if ps7 {
		t.lit("   Label: " + path + "\n\n")
		t.lit("          Offset Bytes                                           Ascii\n")
		t.lit("                 00 01 02 03 04 05 06 07 08 09 0A 0B 0C 0D 0E 0F\n")
		t.lit("          ------ ----------------------------------------------- -----\n")
	} else {
		t.lit("           Path: " + path + "\n\n")
		t.lit("           00 01 02 03 04 05 06 07 08 09 0A 0B 0C 0D 0E 0F\n\n")
	}
	for off := 0; off < len(data); off += 16 {
		end := min(off+16, len(data))
		if ps7 {
			t.lit(fmt.Sprintf("%016X", off))
		} else {
			t.lit(fmt.Sprintf("%08X  ", off))
		}
		for i := off; i < off+16; i++ {
			if i < end {
				t.lit(fmt.Sprintf(" %02X", data[i]))
			} else {
				t.lit("   ")
			}
		}
		t.lit(" ")
		if !ps7 {
			t.lit(" ")
		}
		for i := off; i < end; i++ {
			t.cell(vwPrint(data[i]), own[i])
		}
		t.lit("\n")
	}
	return t.done()
}

// vwCatV is cat -v (control characters as ^X, high bytes as M-), with
// -T tabs as ^I and with -E a $ at each line's end (cat -A is -vET).
func vwCatV(data []byte, own []string, tabs, ends bool, tag string) (string, V) {
	t := newVwTB(tag, 6)
	draw := func(c byte) string {
		p := ""
		if c >= 128 {
			p, c = "M-", c-128
		}
		switch {
		case c == 127:
			return p + "^?"
		case c < 32:
			return p + "^" + string(c+64)
		}
		return p + string(c)
	}
	for i, c := range data {
		switch {
		case c == '\n':
			if ends {
				t.lit("$")
			}
			t.lit("\n")
		case c == '\t' && !tabs:
			t.cell("\t", own[i])
		default:
			t.cell(draw(c), own[i])
		}
	}
	return t.done()
}

// vwSedL is GNU sed -n l: C escapes and octal for the rest, a $ at each
// line's end, output lines cut at 69 characters and a backslash.
func vwSedL(data []byte, own []string, tag string) (string, V) {
	t := newVwTB(tag, 6)
	col := 0
	for i, c := range data {
		if c == '\n' {
			t.lit("$\n")
			col = 0
			continue
		}
		var s string
		switch c {
		case '\\':
			s = `\\`
		case '\a':
			s = `\a`
		case '\b':
			s = `\b`
		case '\f':
			s = `\f`
		case '\r':
			s = `\r`
		case '\t':
			s = `\t`
		case '\v':
			s = `\v`
		default:
			if c >= 0x20 && c < 0x7f {
				s = string(c)
			} else {
				s = fmt.Sprintf(`\%03o`, c)
			}
		}
		if col+len(s) > 69 {
			t.lit("\\\n")
			col = 0
		}
		t.cell(s, own[i])
		col += len(s)
	}
	return t.done()
}

// vwFold is fold -w w: lines cut every w bytes, words or not.
func vwFold(data []byte, own []string, w int, tag string) (string, V) {
	t := newVwTB(tag, 6)
	col := 0
	for i, c := range data {
		if c == '\n' {
			t.lit("\n")
			col = 0
			continue
		}
		if col == w {
			t.lit("\n")
			col = 0
		}
		t.cell(string(c), own[i])
		col++
	}
	return t.done()
}

// vwB64Lines is base64 -w w of data: each output line that encodes a byte
// of a secret is scored as a secret whole.
func vwB64Lines(data []byte, own []string, w int, tag string) (string, V) {
	enc := base64.StdEncoding.EncodeToString(data)
	t := newVwTB(tag, 1)
	per := w / 4 * 3
	for i := 0; i*w < len(enc); i++ {
		line := enc[i*w : min((i+1)*w, len(enc))]
		key := ""
		for j := i * per; j < min((i+1)*per, len(data)); j++ {
			if own[j] != "" && !strings.HasPrefix(own[j], "_") {
				key = own[j]
				break
			}
		}
		if key == "" {
			t.lit(line + "\n")
			continue
		}
		t.cell(line, key+"b")
		t.lit("\n")
	}
	return t.done()
}

// vwSide is diff -y -t (or sdiff with expanded tabs) at width w: the left
// column cut at (w-3)/2 characters. Each row is left, mark, right, with
// mark one of " ", "|", "<", ">".
func vwSide(w int, v V, rows ...[3]string) string {
	lw := (w - 3) / 2
	var b strings.Builder
	for _, r := range rows {
		left := r[0]
		if vwVisible(left, v) > lw {
			left = vwCut(left, lw, v)
		}
		pad := strings.Repeat(" ", lw-vwVisible(left, v))
		switch r[1] {
		case " ":
			b.WriteString(left + pad + "    " + r[2])
		case "<":
			b.WriteString(left + pad + " <")
		case ">":
			b.WriteString(strings.Repeat(" ", lw) + " >  " + r[2])
		default:
			b.WriteString(left + pad + " " + r[1] + "  " + r[2])
		}
		b.WriteString("\n")
	}
	out := b.String()
	for k := range v {
		_, cut := v[k+"~cut"]
		_, cutF := v["="+k+"~cut"]
		if (cut || cutF) && !strings.Contains(out, "«"+k+"»") {
			delete(v, k)
		}
	}
	return out
}

// vwVisible is the width of a template line: a placeholder counts as
// the length of its value in v.
func vwVisible(s string, v V) int {
	n := 0
	for len(s) > 0 {
		if strings.HasPrefix(s, "«") {
			j := strings.Index(s, "»")
			n += len(v[s[len("«"):j]])
			s = s[j+len("»"):]
			continue
		}
		s = s[1:]
		n++
	}
	return n
}

// vwCut cuts a template line to w visible characters; a value that is cut
// gets a placeholder of its own, key~cut, added to v (filler under 8
// characters).
func vwCut(s string, w int, v V) string {
	n := 0
	i := 0
	for i < len(s) && n < w {
		if strings.HasPrefix(s[i:], "«") {
			j := strings.Index(s[i:], "»")
			key := s[i+len("«") : i+j]
			if val := v[key]; n+len(val) > w {
				k := key + "~cut"
				if w-n < 8 {
					k = "=" + k
				}
				v[k] = val[:w-n]
				return s[:i] + "«" + k + "»"
			}
			n += len(v[key])
			i += j + len("»")
			continue
		}
		i++
		n++
	}
	return s[:i]
}

// vwGrid is bat's frame: the rules, the header and each line numbered in
// the gutter; marks, if not nil, gives the git change column of each line
// ("~", "+", "_" or " ").
func vwGrid(file, size string, tmpl string, start int, marks []string, w int) string {
	tmpl = strings.TrimSuffix(strings.TrimPrefix(tmpl, "\n"), "\n")
	rule := strings.Repeat("─", w)
	var b strings.Builder
	b.WriteString("───────┬" + rule + "\n")
	b.WriteString("       │ File: " + file + "\n")
	if size != "" {
		b.WriteString("       │ Size: " + size + "\n")
	}
	b.WriteString("───────┼" + rule + "\n")
	for i, l := range strings.Split(tmpl, "\n") {
		m := " "
		if marks != nil && i < len(marks) {
			m = marks[i]
		}
		fmt.Fprintf(&b, "%4d %s │ %s\n", start+i, m, l)
	}
	b.WriteString("───────┴" + rule + "\n")
	return b.String()
}

// vwWrapScreen lays prefix and a value out on a screen w columns wide, as
// a pager or a terminal wraps a long line, its continuation lines begun by
// ind; each piece of the value is a placeholder key~wN (pieces under 8
// characters are filler).
func vwWrapScreen(prefix, key, val string, w int, ind string) (string, V) {
	v := V{}
	var b strings.Builder
	b.WriteString(prefix)
	room := w - len(prefix)
	for i := 0; len(val) > 0; i++ {
		n := min(room, len(val))
		k := fmt.Sprintf("%s~w%d", key, i)
		if n < 8 {
			k = "=" + k
		}
		v[k] = val[:n]
		b.WriteString("«" + k + "»")
		val = val[n:]
		if len(val) > 0 {
			b.WriteString("\n" + ind)
			room = w - len(ind)
		}
	}
	return b.String(), v
}

// ---- end of helpers ----

// ---- line numbers: cat -n, the read tool, nl, pr -n, less -N ----

func (g *G) vwLineNumbers() {
	g.vwAdd("catn-dotenv-node-api", "$ cat -n .env\n"+vwNum(`
NODE_ENV=production
PORT=8080
DATABASE_URL=postgres://api:«a»@pg-main.internal:5432/api?sslmode=require
REDIS_URL=redis://default:«b»@redis-17021.c12.eu-west-1-2.ec2.cloud.redislabs.com:17021
SESSION_SECRET=«c»
LOG_LEVEL=info
SENTRY_ENVIRONMENT=production
`, 1, "%6d⇥", ""), V{"a": g.pwURL(), "b": g.an(32), "c": g.hex(64)}, "pg-main.internal:5432/api", "SENTRY_ENVIRONMENT=production")

	g.vwAdd("read-tool-django-settings", `I'll look at the settings module first.

[Read shopfront/settings.py]
`+vwNum(`
"""
Django settings for shopfront project.
"""
from pathlib import Path
import os

BASE_DIR = Path(__file__).resolve().parent.parent

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = "«a»"

DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = ["shop.example.com", "localhost"]
`, 1, "%6d→", "")+"   ...\n"+vwNum(`
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "shopfront",
        "USER": "shopfront",
        "PASSWORD": "«b»",
        "HOST": "10.0.3.17",
        "PORT": "5432",
    }
}
`, 61, "%6d→", ""), V{"a": g.djangoKey(), "b": g.pw()}, "django.db.backends.postgresql", "shop.example.com")

	g.vwAdd("nl-pgpass-blank-line", "$ nl ~/.pgpass\n"+vwNum(`
# hostname:port:database:username:password
db-primary.internal:5432:orders:orders_app:«a»
db-replica.internal:5432:orders:orders_ro:«b»

*:*:*:postgres:«c»
`, 1, "%6d⇥", "       "), V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwURL()}, "db-replica.internal:5432:orders:orders_ro:")

	g.vwAdd("nl-ba-npmrc-two-tokens", "$ nl -ba .npmrc\n"+vwNum(`
registry=https://registry.npmjs.org/
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=«a»
//registry.npmjs.org/:_authToken=«b»

always-auth=true
engine-strict=true
`, 1, "%6d⇥", ""), V{"a": g.ghp(), "b": g.npmTok()}, "@acme:registry=https://npm.pkg.github.com/")

	sess := g.awsSession()
	st, sv := vwWrapScreen("      9 aws_session_token = ", "e", sess, 120, "        ")
	g.vwAdd("less-N-aws-credentials-wrapped", `maya@mbp ~ % less -N ~/.aws/credentials
      1 [default]
      2 aws_access_key_id = «a»
      3 aws_secret_access_key = «b»
      4 region = eu-central-1
      5 
      6 [billing-prod]
      7 aws_access_key_id = «c»
      8 aws_secret_access_key = «d»
`+st+`
~
~
/Users/maya/.aws/credentials (END)
`, vwMerge(V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsTempID(), "d": g.awsSecret()}, sv), "[billing-prod]", "/Users/maya/.aws/credentials (END)")

	g.vwAdd("pr-n-t-rails-database-yml", "$ pr -n -t config/database.yml\n"+vwNum(`
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: storefront_development

production:
  <<: *default
  database: storefront_production
  username: storefront
  password: «a»
  host: storefront-db.cluster-c1x2y3z4.us-east-1.rds.amazonaws.com
`, 1, "%5d⇥", ""), V{"a": g.pwStrong()}, "storefront-db.cluster-c1x2y3z4.us-east-1.rds.amazonaws.com", "storefront_production")

	g.vwAdd("pr-n-pypirc-page-header", `$ pr -n ~/.pypirc | head -20


2025-03-14 10:22                  /home/lee/.pypirc                   Page 1


`+vwNum(`
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = «a»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = «b»
`, 1, "%5d⇥", ""), V{"a": g.pypiTok(), "b": g.pypiTok()}, "https://test.pypi.org/legacy/", "username = __token__")

	key := g.rsaPEM()
	kt, kv := vwLinesV("k", key.body)
	g.vwAdd("catn-deploy-key-pem", "$ cat -n deploy/ansible/files/deploy_key\n"+vwNum(key.begin+"\n"+kt+"\n"+key.end, 1, "%6d⇥", "")+`$ git log --oneline -1 -- deploy/ansible/files/deploy_key
«_c» add deploy key for the build box
`, vwMerge(kv, V{"_c": g.hex(7)}), "add deploy key for the build box")

	g.vwAdd("read-tool-offset-spring-yml", `[Read src/main/resources/application-prod.yml, offset 40, limit 17]
`+vwNum(`
spring:
  datasource:
    url: jdbc:postgresql://orders-db.prod.svc:5432/orders
    username: orders_svc
    password: «a»
    hikari:
      maximum-pool-size: 20
  mail:
    host: smtp.mailgun.org
    port: 587
    username: postmaster@mg.acme.io
    password: «b»

jwt:
  issuer: https://auth.acme.io
  secret: «c»
  expiration: 3600
`, 40, "%6d→", ""), V{"a": g.pw(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "c": g.b64(48)},
		"jdbc:postgresql://orders-db.prod.svc:5432/orders", "postmaster@mg.acme.io")

	g.vwAdd("catn-sed-wp-config", "$ cat -n wp-config.php | sed -n '20,58p'\n"+vwNum(`
// ** Database settings - You can get this info from your web host ** //
/** The name of the database for WordPress */
define( 'DB_NAME', 'wp_blog' );

/** Database username */
define( 'DB_USER', 'wp_blog_user' );

/** Database password */
define( 'DB_PASSWORD', '«a»' );

/** Database hostname */
define( 'DB_HOST', 'localhost' );
`, 20, "%6d⇥", "")+"   ...\n"+vwNum(`
define( 'AUTH_KEY',         '«s1»' );
define( 'SECURE_AUTH_KEY',  '«s2»' );
define( 'LOGGED_IN_KEY',    '«s3»' );
define( 'NONCE_KEY',        '«s4»' );
`, 51, "%6d⇥", ""), V{"a": g.pw(), "s1": g.s(alSalt, 64), "s2": g.s(alSalt, 64), "s3": g.s(alSalt, 64), "s4": g.s(alSalt, 64)}, "define( 'DB_USER', 'wp_blog_user' );")

	g.vwAdd("catn-docker-config-tabs", "$ head -n 12 ~/.docker/config.json | cat -n\n"+vwNum(`
{
⇥"auths": {
⇥⇥"ghcr.io": {
⇥⇥⇥"auth": "«a»"
⇥⇥},
⇥⇥"registry.gitlab.com": {
⇥⇥⇥"auth": "«b»"
⇥⇥}
⇥},
⇥"credsStore": "desktop",
⇥"currentContext": "default"
}
`, 1, "%6d⇥", ""), V{"a": b64s("octocat:" + g.ghp()), "b": b64s("deploy-bot:" + g.glpat())}, `"credsStore": "desktop"`)

	g.vwAdd("nl-w2-terraform-tfvars", "$ nl -w2 -s'  ' environments/prod/terraform.tfvars\n"+vwNum(`
project_id           = "acme-analytics-prod"
region               = "europe-west3"
db_tier              = "db-custom-2-7680"
db_password          = "«a»"
cloudflare_api_token = "«b»"
datadog_api_key      = "«c»"
datadog_app_key      = "«d»"
`, 1, "%2d  ", ""), V{"a": g.pwStrong(), "b": g.cfToken(), "c": g.hex(32), "d": g.hex(40)}, "acme-analytics-prod", "db-custom-2-7680")

	// benign: placeholders, references, hashes
	g.vwAdd("catn-env-example-placeholders", "$ cat -n .env.example\n"+vwNum(`
# Copy to .env and fill in real values. Never commit .env.
APP_URL=http://localhost:3000
DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev
STRIPE_SECRET_KEY=sk_test_your_key_here
STRIPE_WEBHOOK_SECRET=whsec_...
OPENAI_API_KEY=<your-openai-key>
JWT_SECRET=changeme
SENTRY_DSN=
`, 1, "%6d⇥", ""), V{}, "postgres:postgres@localhost:5432/app_dev", "sk_test_your_key_here", "<your-openai-key>", "JWT_SECRET=changeme", "STRIPE_WEBHOOK_SECRET=whsec_...")

	g.vwAdd("less-N-compose-secret-refs", "$ less -N docker-compose.yml\n"+vwNum(`
services:
  db:
    image: postgres:16.3@sha256:«_d»
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
  api:
    build: .
    environment:
      DATABASE_URL: postgres://app:${DB_PASSWORD:?set DB_PASSWORD}@db:5432/app
      STRIPE_KEY: ${STRIPE_KEY}
secrets:
  db_password:
    file: ./secrets/db_password.txt
`, 1, "%7d ", "")+"docker-compose.yml lines 1-16/16 (END)\n", V{"_d": g.hex(64)}, "POSTGRES_PASSWORD_FILE: /run/secrets/db_password", "${DB_PASSWORD:?set DB_PASSWORD}", "${STRIPE_KEY}")

	g.vwAdd("catn-workflow-pinned-actions", "$ cat -n .github/workflows/deploy.yml\n"+vwNum(`
name: deploy
on:
  push:
    branches: [main]
permissions:
  id-token: write
  contents: read
jobs:
  deploy:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@«_s1» # v4.2.2
      - uses: aws-actions/configure-aws-credentials@«_s2» # v4.1.0
        with:
          role-to-assume: arn:aws:iam::«_acct»:role/gha-deploy
          aws-region: eu-west-1
      - run: ./scripts/deploy.sh
        env:
          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}
`, 1, "%6d⇥", ""), V{"_s1": g.gitSHA(), "_s2": g.gitSHA(), "_acct": g.digits(12)}, "${{ secrets.SLACK_WEBHOOK_URL }}")

	g.vwAdd("nl-sha256sums", `$ nl SHA256SUMS
     1	«_h1»  acme-cli_2.8.1_linux_amd64.tar.gz
     2	«_h2»  acme-cli_2.8.1_linux_arm64.tar.gz
     3	«_h3»  acme-cli_2.8.1_darwin_arm64.tar.gz
     4	«_h4»  acme-cli_2.8.1_windows_amd64.zip
$ sha256sum -c SHA256SUMS --ignore-missing
acme-cli_2.8.1_linux_amd64.tar.gz: OK
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "_h4": g.hex(64)}, "acme-cli_2.8.1_linux_amd64.tar.gz: OK")

	g.vwAdd("read-tool-package-lock-integrity", `[Read package-lock.json, offset 2210, limit 12]
`+vwNum(`
    "node_modules/jsonwebtoken": {
      "version": "9.0.2",
      "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",
      "integrity": "sha512-«_i1»",
      "dependencies": {
        "jws": "^3.2.2",
        "lodash.includes": "^4.3.0"
      }
    },
    "node_modules/jwa": {
      "version": "1.4.1",
      "integrity": "sha512-«_i2»",
`, 2210, "%6d→", ""), V{"_i1": g.b64(64), "_i2": g.b64(64)}, "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz")
}

// ---- bat and batcat ----

func (g *G) vwBat() {
	g.vwAdd("bat-full-laravel-env", "$ bat --decorations=always --color=never .env\n"+vwGrid(".env", "", `
APP_NAME=Invoicer
APP_ENV=production
APP_KEY=«a»
APP_DEBUG=false
APP_URL=https://invoicer.acme.io

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=invoicer
DB_USERNAME=invoicer
DB_PASSWORD=«b»

MAIL_MAILER=smtp
MAIL_HOST=smtp.postmarkapp.com
MAIL_PORT=587
MAIL_USERNAME=«c»
MAIL_PASSWORD=«c»
`, 1, nil, 72), V{"a": g.laravelKey(), "b": g.pw(), "c": g.uuid()}, "https://invoicer.acme.io", "MAIL_HOST=smtp.postmarkapp.com")

	g.vwAdd("batcat-n-npmrc-gitlab", `dev@build-01:~/web$ batcat -n .npmrc
   1 @acme:registry=https://gitlab.acme.io/api/v4/projects/412/packages/npm/
   2 //gitlab.acme.io/api/v4/projects/412/packages/npm/:_authToken=«a»
   3 //registry.npmjs.org/:_authToken=«b»
   4 strict-ssl=true
dev@build-01:~/web$ npm whoami --registry https://registry.npmjs.org/
acme-release-bot
`, V{"a": g.glpat(), "b": g.npmTok()}, "https://gitlab.acme.io/api/v4/projects/412/packages/npm/", "acme-release-bot")

	g.vwAdd("bat-change-markers-appsettings", "$ bat --decorations=always appsettings.Production.json\n"+vwGrid("appsettings.Production.json", "", `
{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Default": "Server=tcp:acme-sql.database.windows.net,1433;Database=billing;User ID=billing_app;Password=«a»;Encrypt=True;"
  },
  "SendGrid": { "ApiKey": "«b»" },
  "AllowedHosts": "*"
}
`, 1, []string{" ", " ", "~", "~", " ", "+", " ", " "}, 80)+"\nThe ~ lines are what I changed locally, the + line is new. Can you move these into user secrets?\n",
		V{"a": g.pwStrong(), "b": g.sendgrid()}, "acme-sql.database.windows.net,1433", "User ID=billing_app")

	g.vwAdd("bat-two-files-rails-keys", "$ bat --decorations=always config/master.key config/credentials/production.key\n"+
		vwGrid("config/master.key", "", "«a»", 1, nil, 60)+vwGrid("config/credentials/production.key", "", "«b»", 1, nil, 60)+
		"$ git check-ignore -v config/master.key\n.gitignore:14:/config/master.key⇥config/master.key\n",
		V{"a": g.hex(32), "b": g.hex(32)}, ".gitignore:14:/config/master.key")

	g.vwAdd("bat-A-crlf-and-tab", `Auth keeps failing on staging even though the password is right. Output of bat -A:

───────┬────────────────────────────────────────────────────
       │ File: .env.staging
───────┼────────────────────────────────────────────────────
   1   │ #·staging·settings·(edited·on·Windows)␍␊
   2   │ DB_USER=portal␍␊
   3   │ DB_PASSWORD=«a»␍␊
   4   │ export├──┤STRIPE_SECRET_KEY=«b»␍␊
   5   │ REDIS_HOST=10.1.4.22␍␊
───────┴────────────────────────────────────────────────────
`, V{"a": g.pw(), "b": g.skLive()}, "REDIS_HOST=10.1.4.22", "#·staging·settings·(edited·on·Windows)␍␊")

	g.vwAdd("bat-r-flask-config", "$ bat -r 28:36 --decorations=always app/config.py\n"+vwGrid("app/config.py", "", `
class ProductionConfig(Config):
    DEBUG = False
    SECRET_KEY = "«a»"
    SQLALCHEMY_DATABASE_URI = (
        "postgresql+psycopg2://flask_app:«b»@10.20.0.15:5432/portal"
    )
    MAIL_SERVER = "smtp.office365.com"
    MAIL_USERNAME = "noreply@portal.example.org"
    MAIL_PASSWORD = "«c»"
`, 28, nil, 76), V{"a": g.hex(48), "b": g.pwURL(), "c": g.pw()}, "noreply@portal.example.org", "class ProductionConfig(Config):")

	ca := g.certPEM()
	crt := g.certPEM()
	ck := g.ecSEC1()
	g.vwAdd("bat-kubeconfig-client-key-data", "$ bat --decorations=always ~/.kube/config\n"+vwGrid("/home/ops/.kube/config", "5.4 KB", `
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://10.40.0.10:6443
  name: onprem-prod
contexts:
- context:
    cluster: onprem-prod
    user: kubernetes-admin
  name: kubernetes-admin@onprem-prod
current-context: kubernetes-admin@onprem-prod
kind: Config
users:
- name: kubernetes-admin
  user:
    client-certificate-data: «_crt»
    client-key-data: «k»
`, 1, nil, 90), V{"_ca": b64s(ca.block() + "\n"), "_crt": b64s(crt.block() + "\n"), "k": b64s(ck.block() + "\n")},
		"kubernetes-admin@onprem-prod", "https://10.40.0.10:6443")

	g.vwAdd("bat-full-size-pgpass", "$ bat --style=full --decorations=always ~/.pgpass\n"+vwGrid("/home/ana/.pgpass", "203 B", `
# analytics warehouse
warehouse.internal:5432:analytics:ana:«a»
warehouse.internal:5432:analytics:etl_loader:«b»
localhost:5432:*:postgres:postgres
`, 1, nil, 64), V{"a": g.pw(), "b": g.pwStrong()}, "localhost:5432:*:postgres:postgres", "warehouse.internal:5432:analytics:etl_loader:")

	g.vwAdd("bat-git-credentials", "❯ bat ~/.git-credentials\n"+vwGrid("/Users/tom/.git-credentials", "", `
https://tomk:«a»@github.com
https://oauth2:«b»@gitlab.acme.io
https://tomk:«c»@dev.azure.com
`, 1, nil, 70), V{"a": g.ghFine(), "b": g.glpat(), "c": g.azDevops()}, "https://oauth2:", "@gitlab.acme.io")

	g.vwAdd("bat-l-ini-rclone-conf", "$ bat -l ini --decorations=always ~/.config/rclone/rclone.conf\n"+vwGrid("/home/kai/.config/rclone/rclone.conf", "", `
[gdrive]
type = drive
scope = drive
token = {"access_token":"«a»","token_type":"Bearer","refresh_token":"«b»","expiry":"2025-03-14T11:22:31.123456+01:00"}
team_drive =

[b2-backup]
type = b2
account = «=acc»
key = «c»
hard_delete = true
`, 1, nil, 100), V{"a": g.ya29(), "b": g.gRefresh(), "=acc": "005" + g.hex(22), "c": "K005" + g.s(alAlnum+"/+", 27)}, "hard_delete = true")

	// benign
	g.vwAdd("bat-env-sample-placeholders", "$ bat --decorations=always .env.sample\n"+vwGrid(".env.sample", "", `
# Required
DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME
REDIS_URL=redis://localhost:6379
GITHUB_APP_PRIVATE_KEY_PATH=./secrets/github-app.pem
GITHUB_WEBHOOK_SECRET=replace-me
# Optional
POSTHOG_KEY=
SENTRY_AUTH_TOKEN=${SENTRY_AUTH_TOKEN}
`, 1, nil, 64), V{}, "postgresql://USER:PASSWORD@HOST:5432/DBNAME", "GITHUB_WEBHOOK_SECRET=replace-me", "SENTRY_AUTH_TOKEN=${SENTRY_AUTH_TOKEN}")

	g.vwAdd("bat-cargo-lock-checksums", "$ bat -r 310:322 --decorations=always Cargo.lock\n"+vwGrid("Cargo.lock", "", `
[[package]]
name = "hmac"
version = "0.12.1"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_c1»"
dependencies = [
 "digest",
]

[[package]]
name = "home"
version = "0.5.9"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_c2»"
`, 310, nil, 80), V{"_c1": g.hex(64), "_c2": g.hex(64)}, `name = "hmac"`)

	_, pub := g.sshEd25519("ci@runner-07")
	g.vwAdd("bat-ssh-public-key", "$ bat --decorations=always ~/.ssh/id_ed25519.pub\n"+vwGrid("/home/ci/.ssh/id_ed25519.pub", "", "«_p» ci@runner-07", 1, nil, 70)+
		"Add this one to the deploy keys of the repo (read-only).\n", V{"_p": pub}, "ci@runner-07", "read-only")

	g.vwAdd("bat-go-sum", "$ bat --decorations=always go.sum | head -12\n"+vwGrid("go.sum", "", `
github.com/golang-jwt/jwt/v5 v5.2.1 h1:«_h1»
github.com/golang-jwt/jwt/v5 v5.2.1/go.mod h1:«_h2»
github.com/google/uuid v1.6.0 h1:«_h3»
github.com/google/uuid v1.6.0/go.mod h1:«_h4»
`, 1, nil, 90), V{"_h1": g.b64(32), "_h2": g.b64(32), "_h3": g.b64(32), "_h4": g.b64(32)}, "github.com/google/uuid v1.6.0/go.mod")
}

// ---- control characters made visible: cat -A, -v, -e, -T, sed -n l ----

func (g *G) vwControlChars() {
	g.vwAdd("cat-A-crlf-env", `$ cat -A .env.production
# generated by setup.ps1^M$
DB_HOST=sql01.corp.local^M$
DB_USER=svc_portal^M$
DB_PASSWORD=«a»^M$
JWT_SIGNING_KEY=«b»^M$
^M$
The ^M at the end of each line is a carriage return: the file has Windows line endings, so the
password the app reads ends with \r. Run dos2unix .env.production and restart.
`, V{"a": g.pw(), "b": g.b64(32)}, "DB_HOST=sql01.corp.local^M$", "dos2unix .env.production")

	g.vwAdd("cat-A-makefile-tabs", `$ make release
Makefile:17: *** missing separator.  Stop.
$ cat -A Makefile | sed -n '12,18p'
release: build$
^Idocker login -u ci-bot -p «a» registry.acme.io$
^Idocker push registry.acme.io/acme/api:$(VERSION)$
$
deploy:$
    kubectl apply -f k8s/$
`, V{"a": g.pwStrong()}, "registry.acme.io/acme/api:$(VERSION)$", "Makefile:17: *** missing separator.  Stop.")

	umlaut := g.pick("Mañana", "Señal", "Pequeño", "Cigüeña", "Größe", "Bäcker", "Été")
	d, o := vwSrc(`
SMTP_HOST=smtp.strato.de
SMTP_PORT=465
SMTP_USER=kontakt@baeckerei-mueller.de
SMTP_PASSWORD=«a»
`, V{"a": umlaut + g.s(alDigit, 4) + g.pick("!", "#", "?")})
	ct, cv := vwCatV(d, o, false, false, "v")
	g.vwAdd("cat-v-utf8-password", "$ cat -v .env\n"+ct+"Looks like the file is UTF-8 and the mail server wants the password in Latin-1.\n", cv, "SMTP_USER=kontakt@baeckerei-mueller.de")

	g.vwAdd("cat-e-netrc-trailing-space", `$ cat -e ~/.netrc
machine api.heroku.com$
  login dev@acme.io$
  password «a»$
machine git.heroku.com$
  login dev@acme.io$
  password «a»$
machine artifactory.acme.io login ci-publisher password «b» $
$ chmod 600 ~/.netrc
`, V{"a": g.heroku(), "b": "AKCp8" + g.an(68)}, "machine artifactory.acme.io login ci-publisher password", "machine git.heroku.com$")

	ref := g.s(alLower, 20)
	iat := 1700000000 + g.r.IntN(20000000)
	anon := g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
	svc := g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
	d, o = vwSrc(`
SUPABASE_URL=https://«=ref».supabase.co
SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
`, V{"=ref": ref, "_anon": anon, "a": svc})
	st, sv := vwSedL(d, o, "l")
	g.vwAdd("sed-n-l-supabase-keys-wrapped", "$ sed -n l .env.local\n"+st, sv, "SUPABASE_URL=https://")

	d, o = vwSrc(`
export⇥AWS_ACCESS_KEY_ID=«a»
export⇥AWS_SECRET_ACCESS_KEY=«b» 
export⇥AWS_DEFAULT_REGION=us-east-2
`, V{"a": g.awsID(), "b": g.awsSecret()})
	st, sv = vwSedL(d, o, "l")
	g.vwAdd("sed-n-l-deploy-env-tab", "$ sed -n l deploy.env\n"+st+"There is a tab after export and a space after the secret key; bash keeps the tab, but the space ends up in the value.\n", sv, "export\\tAWS_DEFAULT_REGION=us-east-2$")

	d, o = vwSrc("\ufeff"+`{
  "ConnectionStrings": {
    "Orders": "Host=pg-orders.internal;Database=orders;Username=orders_api;Password=«a»"
  },
  "Stripe": { "SecretKey": "«b»" }
}
`, V{"a": g.pwStrong(), "b": g.rkLive()})
	ct, cv = vwCatV(d, o, true, true, "A")
	g.vwAdd("cat-A-bom-appsettings", "PS> wsl cat -A appsettings.json\n"+ct+"System.Text.Json copes with the BOM; the old parser does not.\n", cv, "Host=pg-orders.internal;Database=orders;Username=orders_api")

	g.vwAdd("cat-T-api-clients-tsv", `$ cat -T exports/api_clients.tsv | head -4
client_id^Iname^Iclient_secret^Icreated_at
«_c1»^Ibilling-sync^I«a»^I2024-11-02
«_c2»^Ipartner-portal^I«b»^I2025-01-17
«_c3»^Imobile-app^I«c»^I2025-02-28
`, V{"_c1": g.uuid(), "a": g.b64u(43), "_c2": g.uuid(), "b": g.b64u(43), "_c3": g.uuid(), "c": g.b64u(43)}, "client_id^Iname^Iclient_secret^Icreated_at")

	g.vwAdd("cat-vet-git-credentials", `$ cat -vet ~/.git-credentials
https://jsmith:«a»@github.com$
https://jsmith:«b»@bitbucket.org^M$
`, V{"a": g.gho(), "b": "ATBB" + g.an(32)}, "@bitbucket.org^M$")

	// benign
	g.vwAdd("cat-A-env-empty-and-refs", `$ cat -A .env
NODE_ENV=development^M$
DB_PASSWORD=$
API_KEY=${API_KEY}^M$
SESSION_SECRET=op://dev/session/secret$
`, V{}, "API_KEY=${API_KEY}^M$", "DB_PASSWORD=$", "op://dev/session/secret")

	g.vwAdd("sed-n-l-bashrc-prompt", `$ grep PS1 ~/.bashrc | sed -n l
    PS1='${debian_chroot:+($debian_chroot)}\\[\\033[01;32m\\]\\u@\\h\\[\\033\
[00m\\]:\\[\\033[01;34m\\]\\w\\[\\033[00m\\]\\$ '$
`, V{}, `PS1='${debian_chroot:+($debian_chroot)}`)

	g.vwAdd("cat-A-requirements-hashes", `$ cat -A requirements.txt | head -6
cryptography==43.0.1 \$
    --hash=sha256:«_h1» \$
    --hash=sha256:«_h2»$
pyjwt==2.9.0 \$
    --hash=sha256:«_h3»$
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "cryptography==43.0.1 \\$")

	g.vwAdd("cat-e-crontab-crlf", `$ crontab -l | cat -e
# m h dom mon dow command^M$
15 2 * * * /opt/backup/run.sh --passphrase-file /etc/backup/passphrase^M$
*/5 * * * * /usr/local/bin/healthcheck https://status.acme.io/ping/«_u»^M$
`, V{"_u": g.uuid()}, "--passphrase-file /etc/backup/passphrase^M$")

	g.vwAdd("cat-v-sqlite-header", `$ head -c 100 data/app.db | cat -v
SQLite format 3^@^P^@^A^A^@@  ^@^@^@^G^@^@^@^C^@^@^@^@^@^@^@^@^@^@^@^B^@^@^@^D^@^@^@^@^@^@^@^@^@^@^@^A^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^@^G^@.zp
`, V{}, "SQLite format 3")
}

// ---- hex and character dumps ----

func (g *G) vwHexDumps() {
	d, o := vwSrc(`
# local dev only
GITHUB_TOKEN=«a»
SLACK_BOT_TOKEN=«b»
PORT=3000
`, V{"a": g.ghp(), "b": g.xoxb()})
	t, v := vwXXD(d, o, 2, 0, true, "x")
	g.vwAdd("xxd-dotenv-tokens-over-rows", "$ xxd .env\n"+t+"No BOM and no CR, so the file itself is fine; the token must be wrong.\n", v, "No BOM and no CR")

	d, o = vwSrc(`
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
`, V{"a": g.npmTok()})
	t, v = vwXXD(d, o, 1, 0, false, "g")
	g.vwAdd("xxd-g1-npmrc", "$ xxd -g1 ~/.npmrc\n"+t, v, "00000000: 2f 2f 72 65 67 69 73 74 72 79 2e 6e 70 6d 6a 73  //registry.npmjs")

	d, o = vwSrc(`
pg.prod.acme.internal:5432:billing:billing_rw:«a»
pg.prod.acme.internal:5432:*:dba_jane:«b»
`, V{"a": g.pwStrong(), "b": g.pw()})
	t, v = vwHexC(d, o, true, "c")
	g.vwAdd("hexdump-C-pgpass", "$ hexdump -C ~/.pgpass\n"+t+"The bytes are fine (no CR, no BOM); psql skips the file because it is mode 0644, it wants 0600.\n", v, "|pg.prod.acme.int|")

	d, o = vwSrc(`
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"a": g.awsID(), "b": g.awsSecret()})
	t, v = vwHexC(d, o, false, "c")
	g.vwAdd("hexdump-C-aws-credentials", "$ hexdump -C ~/.aws/credentials\n"+t, v, "|[default].aws_ac|")

	d, o = vwSrc(`
machine api.github.com
login deploy-bot
password «a»
`, V{"a": g.ghp()})
	t, v = vwOdC(d, o, true, "o")
	g.vwAdd("od-c-netrc", "$ od -c ~/.netrc\n"+t, v, "0000000   m   a   c   h   i   n   e")

	d, o = vwSrc("«a»\n", V{"a": g.pwStrong() + g.s(alAlnum, 4)})
	t, v = vwOdC(d, o, false, "o")
	g.vwAdd("od-An-c-mounted-secret-newline", `$ kubectl -n payments exec deploy/ledger -- od -An -c /run/secrets/db/password
`+t+`The secret was created with echo, so the password ends in \n. Recreate it with printf '%s' or --from-literal.
`, v, "--from-literal")

	d, o = vwSrc("«a»\n", V{"a": g.vaultTok()})
	t, v = vwXXDPlain(d, o, "p")
	g.vwAdd("xxd-p-vault-token", "$ xxd -p ~/.vault-token\n"+t+"$ xxd -p ~/.vault-token | xxd -r -p | wc -c\n96\n", v, "xxd -r -p | wc -c")

	d, o = vwSrc(`
MONGO_URI=mongodb+srv://app:«a»@cluster0.x1y2z.mongodb.net/shop
CLOUDINARY_URL=cloudinary://«_k»:«b»@acme-media
`, V{"a": g.pwURL(), "_k": g.digits(15), "b": g.b64u(27)})
	t, v = vwOdX1z(d, o, "z")
	g.vwAdd("od-x1z-env-mongo", "$ od -A x -t x1z -v .env\n"+t, v, ">MONGO_URI=mongod<")

	d, o = vwSrc(`
AZURE_CLIENT_ID=«_c»
AZURE_TENANT_ID=«_t»
AZURE_CLIENT_SECRET=«a»
`, V{"_c": g.uuid(), "_t": g.uuid(), "a": g.azSecret()})
	t, v = vwFormatHex(d, o, `C:\src\intake-func\.env`, true, "f")
	g.vwAdd("format-hex-ps7-azure-env", "PS C:\\src\\intake-func> Format-Hex .env\n\n"+t, v, "AZURE_CLIENT_ID=")

	d, o = vwSrc(`{"ApiKey":"«a»","Region":"eu"}`, V{"a": g.hex(32)})
	t, v = vwFormatHex(d, o, `C:\Tools\sync\secrets.json`, false, "f")
	g.vwAdd("format-hex-ps51-secrets-json", "PS C:\\Tools\\sync> Format-Hex .\\secrets.json\n\n"+t, v, `{"ApiKey":"`)

	d, o = vwSrc("https://ci-user:«a»@git.acme.io\n", V{"a": g.glpat()})
	t, v = vwHexC(d, o, true, "c")
	g.vwAdd("hd-git-credentials", "$ hd ~/.git-credentials\n"+t, v, "|https://ci-user:|")

	d, o = vwSrc(`{
	"auths": {
		"registry.acme.io": {
			"auth": "«a»"
		}
	}
}
`, V{"a": b64s("robot$ci+push:" + g.an(32))})
	d, o = d[:128], o[:128]
	t, v = vwXXD(d, o, 2, 0, false, "x")
	g.vwAdd("xxd-head-docker-config", "$ xxd ~/.docker/config.json | head -8\n"+t, v, `"registry.acme.i`)

	key := g.skLive()
	d, o = vwSrc("\x00\x00\x00\x00https://api.stripe.com/v1\x00\x00\x00\x00\x00\x00\x00«a»\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00",
		V{"a": key})
	t, v = vwXXD(d, o, 2, 0x3f20, true, "x")
	g.vwAdd("xxd-s-l-go-binary-rodata", `$ strings -t x ./bin/billing | grep -m1 sk_live
`+fmt.Sprintf("%7x", 0x3f20+36)+` «a»
$ xxd -s 0x3f20 -l `+fmt.Sprint(len(d))+` ./bin/billing
`+t+`It was baked in with -ldflags "-X main.stripeKey=..." in the Makefile.
`, vwMerge(v, V{"a": key}), `-ldflags "-X main.stripeKey=..."`)

	// benign dumps
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x02\x00\x00\x00\x02\x00\x08\x06\x00\x00\x00")
	png = append(png, g.bytes(4)...)
	png = append(png, []byte("\x00\x00\x00\x09pHYs\x00\x00\x0b\x13\x00\x00\x0b\x13\x01")...)
	png = png[:48]
	t, v = vwXXD(png, make([]string, len(png)), 2, 0, false, "x")
	g.vwAdd("xxd-png-header", "$ xxd assets/logo.png | head -3\n"+t+"A real PNG, 512x512 RGBA; the upload check is rejecting it for its size, not its type.\n", v,
		"00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR", "pHYs")

	elf := []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00\x01\x00\x00\x00")
	elf = append(elf, g.bytes(3)...)
	elf = append(elf, []byte("\x00\x00\x00\x00\x00@\x00\x00\x00\x00\x00\x00\x00")...)
	elf = append(elf, g.bytes(3)...)
	elf = append(elf, []byte("\x00\x00\x00\x00\x00\x00\x00\x00\x00@\x008\x00\x0e\x00@\x00%\x00$\x00")...)
	t, v = vwHexC(elf, make([]string, len(elf)), false, "c")
	g.vwAdd("hexdump-C-elf-header", "$ hexdump -C -n 64 ./target/release/acme-agent\n"+t, v, "|.ELF............|", "00000040")

	d, o = vwSrc("DB_HOST=db⏎\nDB_PASSWORD=«_ph»⏎\n", V{"_ph": "${DB_PASSWORD}"})
	t, v = vwOdC(d, o, true, "o")
	g.vwAdd("od-c-crlf-placeholder", "$ od -c config/app.env\n"+t+"Windows line endings (\\r \\n). The value is a placeholder that docker compose fills in.\n", v, `\r  \n`)

	var u16 []byte
	u16 = append(u16, 0xff, 0xfe)
	for _, r := range `{"LogLevel":"Information","Urls":"http://*:5000"}` {
		u16 = append(u16, byte(r), 0)
	}
	t, v = vwXXD(u16, make([]string, len(u16)), 2, 0, false, "x")
	g.vwAdd("xxd-utf16-bom-json", "$ xxd appsettings.Local.json | head -4\n"+t+"It is UTF-16 LE with a BOM (ff fe), which is why jq chokes on it.\n", v, "00000000: fffe 7b00 2200 4c00 6f00 6700 4c00 6500  ..{.\".L.o.g.L.e.")

	d = []byte("* text=auto eol=lf\n*.png binary\n*.sh text eol=lf\n")
	t, v = vwFormatHex(d, make([]string, len(d)), `C:\src\portal\.gitattributes`, true, "f")
	g.vwAdd("format-hex-gitattributes", "PS C:\\src\\portal> Format-Hex .gitattributes\n\n"+t, v, "* text=auto eol=")

	g.vwAdd("openssl-dgst-xxd-p-hash", `$ openssl dgst -sha256 -binary dist/acme-2.8.1.tar.gz | xxd -p -c 32
«_h»
$ sha256sum dist/acme-2.8.1.tar.gz
«_h»  dist/acme-2.8.1.tar.gz
Matches the checksum on the release page.
`, V{"_h": g.hex(64)}, "dist/acme-2.8.1.tar.gz")

	zip := []byte("PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00")
	zip = append(zip, g.bytes(8)...)
	zip = append(zip, []byte("\x00\x00\x13\x00\x08\x02\x00\x00[Content_Types].xml")...)
	zip = zip[:48]
	t, v = vwHexC(zip, make([]string, len(zip)), false, "c")
	g.vwAdd("hexdump-C-zip-header", "$ hexdump -C -n 48 build/report.xlsx\n"+t+"Starts with PK and [Content_Types].xml, so it is a valid OOXML zip.\n", v, "|ontent_Types].xm|", "00000000  50 4b 03 04 14 00 06 00  08 00 00 00 21 00")
}

// ---- strings of binaries, dumps and data files ----

func (g *G) vwStrings() {
	g.vwAdd("strings-go-binary-ldflags", `$ strings -n 8 ./bin/notifier | grep -iE 'key|secret|token|dsn|sentry' | head -12
main.sendgridAPIKey
«a»
https://«=dk»@o«_org».ingest.sentry.io/«_proj»
X-Api-Key
Authorization: Bearer %s
invalid token: %w
*jwt.Token
crypto/hmac.(*hmac).Sum
`, V{"a": g.sendgrid(), "=dk": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "main.sendgridAPIKey", "Authorization: Bearer %s")

	g.vwAdd("strings-core-dump-login", `$ sudo gcore -o /tmp/api 48211
Saved corefile /tmp/api.48211
$ strings -n 12 /tmp/api.48211 | grep -iE 'password=|authorization:' | sort -u | head
Authorization: Basic «c»
Authorization: Bearer «b»
POST /api/v1/login HTTP/1.1
username=jdoe%40acme.io&password=«a»&remember=1
`, V{"c": b64s("svc-reports:" + g.pw()), "b": g.userJWT(), "a": g.pwURL()}, "Saved corefile /tmp/api.48211", "username=jdoe%40acme.io&password=")

	g.vwAdd("strings-t-x-firmware", `$ strings -t x build/firmware-2.3.1.bin | grep -iE 'ssid|wifi|mqtt|ota'
  3f2a1 ssid=AcmeFactory-IoT
  3f2b8 wifi_pass=«a»
  41c00 mqtts://sensor-gw:«b»@mqtt.acme-iot.net:8883
  41c40 ota_url=https://fw.acme-iot.net/ota/«_v».bin
  41c80 mqtt client %s connect failed rc=%d
`, V{"a": g.pw(), "b": g.an(24), "_v": g.hex(12)}, "ssid=AcmeFactory-IoT", "mqtt client %s connect failed rc=%d")

	g.vwAdd("strings-el-dotnet-exe", `PS> wsl strings -el ./Acme.Sync.exe | grep -iE 'password|apikey'
Server=sql-prod-02.acme.local;Database=Sync;User Id=sync_svc;Password=«a»;TrustServerCertificate=True
https://api.acme.io/v2/sync?apikey=«b»
Invalid password for user {0}
`, V{"a": g.pwStrong(), "b": g.hex(40)}, "User Id=sync_svc", "Invalid password for user {0}")

	g.vwAdd("strings-proc-environ-gunicorn", `$ sudo strings /proc/$(pgrep -f 'gunicorn: master')/environ
PATH=/usr/local/bin:/usr/bin:/bin
HOSTNAME=web-7c9f8d5b6-x2kq9
DJANGO_SETTINGS_MODULE=shop.settings.prod
DATABASE_URL=postgres://shop:«a»@10.0.12.5:5432/shop
AWS_ACCESS_KEY_ID=«b»
AWS_SECRET_ACCESS_KEY=«c»
GUNICORN_CMD_ARGS=--workers 4 --timeout 60
HOME=/home/app
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, "DJANGO_SETTINGS_MODULE=shop.settings.prod", "GUNICORN_CMD_ARGS=--workers 4 --timeout 60")

	g.vwAdd("strings-vscdb-copilot-session", `$ strings ~/.config/Code/User/globalStorage/state.vscdb | grep -i -m3 github
github.copilot-chat
{"id":"«_id»","accessToken":"«a»","account":{"label":"jdoe","id":"«_uid»"},"scopes":["read:user","repo","workflow"]}
github.remotehub
`, V{"_id": g.uuid(), "a": g.gho(), "_uid": g.digits(8)}, `"scopes":["read:user","repo","workflow"]`)

	p := g.pw()
	g.vwAdd("strings-hprof-jdbc", `$ jmap -dump:live,format=b,file=/tmp/heap.hprof 3121
Heap dump file created [412338121 bytes in 2.113 secs]
$ strings /tmp/heap.hprof | grep -m6 -A1 -E 'jdbc:|datasource.password|mail.password'
jdbc:mysql://mysql-prod.internal:3306/orders?user=orders&password=«a»&useSSL=true
--
spring.datasource.password
«a»
--
spring.mail.password
«b»
`, V{"a": p, "b": g.hex(16)}, "jdbc:mysql://mysql-prod.internal:3306/orders?user=orders&password=", "spring.datasource.password")

	g.vwAdd("strings-redis-rdb-session", `$ strings /var/lib/redis/dump.rdb | head -14
REDIS0011
redis-ver
7.2.4
redis-bits
ctime
used-mem
aof-base
session:«_sid»
{"user_id":812,"csrf":"«=csrf»","oauth_token":"«a»","login":"mfischer"}
ratelimit:10.0.4.17
`, V{"_sid": g.hex(32), "=csrf": g.b64u(43), "a": g.gho()}, "REDIS0011", "ratelimit:10.0.4.17")

	g.vwAdd("strings-apk-dex-webhook", `$ unzip -p app-release.apk classes.dex | strings | grep -E 'hooks.slack.com|sk_live|api_key'
https://hooks.slack.com/services/«=t»/«=b»/«h»
«k»
api_key
`, V{"=t": g.slackT(), "=b": g.slackB(), "h": g.an(24), "k": g.skLive()}, "https://hooks.slack.com/services/")

	pw := g.pwStrong()
	g.vwAdd("gdb-x-s-password-arg", `(gdb) break auth.c:88
Breakpoint 1 at 0x1a3f: file auth.c, line 88.
(gdb) run --user admin
Breakpoint 1, check_login (user=0x5555555592a0 "admin", pass=0x5555555592c0 "«a»") at auth.c:88
88	    if (strcmp(hash_pw(pass), stored) == 0) {
(gdb) x/s pass
0x5555555592c0:	"«a»"
(gdb) p strlen(pass)
$1 = `+fmt.Sprint(len(pw))+`
`, V{"a": pw}, "check_login (user=0x5555555592a0 \"admin\"", "if (strcmp(hash_pw(pass), stored) == 0) {")

	g.vwAdd("strings-pyc-settings", `$ strings __pycache__/settings.cpython-312.pyc | grep -A1 -E 'SECRET_KEY|STRIPE'
SECRET_KEY
«a»
--
STRIPE_API_KEY
«b»
`, V{"a": g.djangoKey(), "b": g.skLive()}, "STRIPE_API_KEY")

	// benign
	g.vwAdd("strings-so-versions", `$ strings -n 10 /usr/lib/x86_64-linux-gnu/libacme.so.4 | grep -iE 'gcc|openssl|version' | head
GCC: (Ubuntu 13.2.0-23ubuntu4) 13.2.0
OPENSSL_3.0.0
libacme version 4.2.1 (build «_b»)
acme_get_version
`, V{"_b": g.hex(12)}, "GCC: (Ubuntu 13.2.0-23ubuntu4) 13.2.0", "OPENSSL_3.0.0")

	g.vwAdd("go-version-m-build-info", `$ go version -m ./bin/agent
./bin/agent: go1.22.3
	path	github.com/acme/agent/cmd/agent
	mod	github.com/acme/agent	v1.4.2	h1:«_h1»
	dep	github.com/golang-jwt/jwt/v5	v5.2.1	h1:«_h2»
	dep	golang.org/x/crypto	v0.23.0	h1:«_h3»
	build	-ldflags="-s -w -X main.version=1.4.2"
	build	vcs=git
	build	vcs.revision=«_rev»
	build	vcs.time=2025-03-11T08:41:09Z
	build	vcs.modified=false
`, V{"_h1": g.b64(32), "_h2": g.b64(32), "_h3": g.b64(32), "_rev": g.gitSHA()}, "github.com/acme/agent/cmd/agent", "-X main.version=1.4.2")

	g.vwAdd("strings-grep-key-names-only", `$ strings ./bin/api | grep -iE 'secret|api_?key|token' | sort -u | head
STRIPE_SECRET_KEY
X-API-Key
api_key
missing %s: set it in the environment or in /etc/acme/api.env
refresh_token
token expired at %v
`, V{}, "missing %s: set it in the environment or in /etc/acme/api.env", "STRIPE_SECRET_KEY")

	g.vwAdd("strings-core-masked-only", `$ strings core.19922 | grep -iE 'password' | sort -u
db.password=********
password_hash
password_reset_token_ttl=3600
smtp.password=${SMTP_PASSWORD}
The logger masks the values before they are stored, so the core dump holds no plaintext password.
`, V{}, "db.password=********", "smtp.password=${SMTP_PASSWORD}", "password_reset_token_ttl=3600")
}

// ---- git views: blame, annotate, log -p, word diff, show, grep ----

func (g *G) vwGitViews() {
	s1, s2 := g.hex(8), g.hex(7)
	g.vwAdd("git-blame-settings-fallback-key", `$ git blame -L 20,26 config/settings/base.py
«_s1» (Priya Raman  2023-04-11 09:12:44 +0200 20) # Application definition
«_s1» (Priya Raman  2023-04-11 09:12:44 +0200 21) SECRET_KEY = os.environ.get(
^«_s2» (Tom Becker   2022-11-02 17:40:03 +0100 22)     "DJANGO_SECRET_KEY",
^«_s2» (Tom Becker   2022-11-02 17:40:03 +0100 23)     "«a»",
^«_s2» (Tom Becker   2022-11-02 17:40:03 +0100 24) )
«_s1» (Priya Raman  2023-04-11 09:12:44 +0200 25) DEBUG = env.bool("DJANGO_DEBUG", default=False)
«_s1» (Priya Raman  2023-04-11 09:12:44 +0200 26) ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS")
`, V{"_s1": s1, "_s2": s2, "a": g.djangoKey()}, "(Tom Becker   2022-11-02 17:40:03 +0100 22)")

	g.vwAdd("git-blame-committed-env-production", `$ git blame .env.production
«_c1» (Marco Rossi 2024-06-03 14:02:11 +0200 1) NEXT_PUBLIC_API_URL=https://api.shop.example
«_c1» (Marco Rossi 2024-06-03 14:02:11 +0200 2) NEXT_PUBLIC_POSTHOG_KEY=phc_«_ph»
«_c2» (Marco Rossi 2024-09-19 10:44:57 +0200 3) STRIPE_SECRET_KEY=«a»
«_c2» (Marco Rossi 2024-09-19 10:44:57 +0200 4) RESEND_API_KEY=re_«b»
`, V{"_c1": g.hex(8), "_ph": g.an(43), "_c2": g.hex(8), "a": g.skLive(), "b": g.an(8) + "_" + g.an(24)}, "NEXT_PUBLIC_API_URL=https://api.shop.example")

	g.vwAdd("git-log-p-database-yml", `$ git log -p -2 -- config/database.yml
commit «_c1»
Author: Dana Whitfield <dana@acme.io>
Date:   Tue Feb 4 16:20:31 2025 +0000

    Read the production password from the environment

diff --git a/config/database.yml b/config/database.yml
index «_i1»..«_i2» 100644
--- a/config/database.yml
+++ b/config/database.yml
@@ -18,5 +18,5 @@ production:
   <<: *default
   database: ledger_production
   username: ledger
-  password: «a»
+  password: <%= ENV["LEDGER_DATABASE_PASSWORD"] %>
   host: ledger-db.internal
`, V{"_c1": g.gitSHA(), "_i1": g.hex(7), "_i2": g.hex(7), "a": g.pw()}, `password: <%= ENV["LEDGER_DATABASE_PASSWORD"] %>`, "Read the production password from the environment")

	g.vwAdd("git-log-S-akia-all", `$ git log -p -S AKIA --all -- scripts/
commit «_c»
Author: build-bot <build@acme.io>
Date:   Mon Jul 8 03:12:55 2024 +0000

    nightly export script

diff --git a/scripts/export.sh b/scripts/export.sh
new file mode 100755
index 0000000..«_i»
--- /dev/null
+++ b/scripts/export.sh
@@ -0,0 +1,6 @@
+#!/usr/bin/env bash
+set -euo pipefail
+export AWS_ACCESS_KEY_ID=«a»
+export AWS_SECRET_ACCESS_KEY=«b»
+aws s3 sync /var/exports s3://acme-nightly-exports/ --sse AES256
+echo "export done"
`, V{"_c": g.gitSHA(), "_i": g.hex(7), "a": g.awsID(), "b": g.awsSecret()}, "s3://acme-nightly-exports/")

	g.vwAdd("git-show-old-secrets-yml-catn", "$ git show «_r»:config/secrets.yml | cat -n\n"+vwNum(`
production:
  secret_key_base: «a»
  github_client_secret: «b»
  aws_secret_access_key: «c»
`, 1, "%6d⇥", "")+"$ git log --oneline -1 «_r»\n«_r» remove secrets.yml in favour of credentials.yml.enc\n",
		V{"_r": g.hex(9), "a": g.hex(128), "b": g.hex(40), "c": g.awsSecret()}, "remove secrets.yml in favour of credentials.yml.enc")

	g.vwAdd("git-blame-porcelain-token-line", `$ git blame --porcelain -L 7,7 ci/publish.sh
«_c» 7 7 1
author Lena Novak
author-mail <lena@acme.io>
author-time 1718263311
author-tz +0200
committer GitHub
committer-mail <noreply@github.com>
committer-time 1718263311
committer-tz +0200
summary publish to the internal registry
previous «_p» ci/publish.sh
filename ci/publish.sh
⇥curl -sf -u "publisher:«a»" -T dist/*.whl https://pypi.acme.io/simple/upload/
`, V{"_c": g.gitSHA(), "_p": g.gitSHA(), "a": g.pwStrong()}, "summary publish to the internal registry", "https://pypi.acme.io/simple/upload/")

	g.vwAdd("git-log-word-diff-rotated-key", `$ git log -p --word-diff -1 -- deploy/values-prod.yaml
commit «_c»
Author: Sam Ortiz <sam@acme.io>
Date:   Thu Mar 6 11:08:40 2025 -0500

    rotate the mapbox and openai keys

diff --git a/deploy/values-prod.yaml b/deploy/values-prod.yaml
index «_i1»..«_i2» 100644
--- a/deploy/values-prod.yaml
+++ b/deploy/values-prod.yaml
@@ -31,8 +31,8 @@ env:
  MAPBOX_ACCESS_TOKEN: [-«a»-]{+«b»+}
  OPENAI_API_KEY: [-«c»-]{+«d»+}
  LOG_LEVEL: info
`, V{"_c": g.gitSHA(), "_i1": g.hex(7), "_i2": g.hex(7), "a": g.mapboxSK(), "b": g.mapboxSK(), "c": g.openai(), "d": g.openai()}, "rotate the mapbox and openai keys")

	g.vwAdd("git-annotate-tfvars", `$ git annotate infra/prod.auto.tfvars
«_a»⇥(  Kofi Mensah⇥2024-10-21 18:02:19 +0000⇥1)region = "us-east-1"
«_a»⇥(  Kofi Mensah⇥2024-10-21 18:02:19 +0000⇥2)rds_master_password = "«a»"
«_b»⇥(  Kofi Mensah⇥2024-11-04 09:15:40 +0000⇥3)datadog_api_key = "«c»"
`, V{"_a": g.hex(8), "a": g.pwStrong(), "_b": g.hex(8), "c": g.hex(32)}, `region = "us-east-1"`)

	wh := g.an(24)
	tt, bb := g.slackT(), g.slackB()
	g.vwAdd("git-grep-rev-list-all-webhook", `$ git grep -n 'hooks.slack.com' $(git rev-list --all) | head -3
«_r1»:scripts/notify.sh:7:WEBHOOK="https://hooks.slack.com/services/«=t»/«=b»/«h»"
«_r2»:scripts/notify.sh:7:WEBHOOK="https://hooks.slack.com/services/«=t»/«=b»/«h»"
«_r3»:scripts/notify.sh:6:WEBHOOK="https://hooks.slack.com/services/«=t»/«=b»/«h»"
`, V{"_r1": g.gitSHA(), "_r2": g.gitSHA(), "_r3": g.gitSHA(), "=t": tt, "=b": bb, "h": wh}, "scripts/notify.sh:7:WEBHOOK=")

	g.vwAdd("git-log-p-stat-npmrc", `$ git log -p --stat -1 -- .npmrc
commit «_c»
Author: Jo Lindqvist <jo@acme.io>
Date:   Wed Jan 15 09:30:12 2025 +0100

    ci: publish from the pipeline

 .npmrc | 2 ++
 1 file changed, 2 insertions(+)

diff --git a/.npmrc b/.npmrc
index «_i1»..«_i2» 100644
--- a/.npmrc
+++ b/.npmrc
@@ -1 +1,3 @@
 @acme:registry=https://registry.npmjs.org/
+//registry.npmjs.org/:_authToken=«a»
+provenance=true
`, V{"_c": g.gitSHA(), "_i1": g.hex(7), "_i2": g.hex(7), "a": g.npmTok()}, "1 file changed, 2 insertions(+)")

	// benign
	g.vwAdd("git-blame-env-references", `$ git blame -L 1,5 src/config.ts
«_a» (Ines Duarte 2024-05-02 10:11:12 +0100 1) export const config = {
«_a» (Ines Duarte 2024-05-02 10:11:12 +0100 2)   stripeKey: process.env.STRIPE_SECRET_KEY!,
«_b» (Ines Duarte 2024-08-19 15:47:03 +0100 3)   openaiKey: requireEnv("OPENAI_API_KEY"),
«_b» (Ines Duarte 2024-08-19 15:47:03 +0100 4)   sentryDsn: process.env.SENTRY_DSN ?? "",
«_a» (Ines Duarte 2024-05-02 10:11:12 +0100 5) };
`, V{"_a": g.hex(8), "_b": g.hex(8)}, "process.env.STRIPE_SECRET_KEY!", `requireEnv("OPENAI_API_KEY")`)

	g.vwAdd("git-log-p-placeholder-to-secret-ref", `$ git log -p -1 -- .github/workflows/release.yml
commit «_c»
Author: dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>
Date:   Fri Feb 21 06:02:44 2025 +0000

    use the repository secret

diff --git a/.github/workflows/release.yml b/.github/workflows/release.yml
@@ -40,7 +40,7 @@ jobs:
       - name: Publish
         env:
-          NPM_TOKEN: REPLACE_ME
+          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
         run: npm publish --provenance
`, V{"_c": g.gitSHA()}, "NPM_TOKEN: REPLACE_ME", "${{ secrets.NPM_TOKEN }}")

	g.vwAdd("git-log-format-change-ids", `$ git log -3 --format='%H %an%n    %s%n    %(trailers:key=Change-Id,valueonly)'
«_c1» Jonas Weber
    auth: drop the legacy session cookie
    I«_ch1»
«_c2» Jonas Weber
    auth: rotate signing keys from KMS
    I«_ch2»
«_c3» Mia Chen
    docs: document the token lifetime
    I«_ch3»
`, V{"_c1": g.gitSHA(), "_ch1": g.hex(40), "_c2": g.gitSHA(), "_ch2": g.hex(40), "_c3": g.gitSHA(), "_ch3": g.hex(40)}, "auth: rotate signing keys from KMS")

	g.vwAdd("git-blame-s-lockfile", `$ git blame -s -L 880,884 yarn.lock
«_a» 880) jsonwebtoken@^9.0.0:
«_a» 881)   version "9.0.2"
«_a» 882)   resolved "https://registry.yarnpkg.com/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz#«_sha1»"
«_a» 883)   integrity sha512-«_i»
^«_b» 884)   dependencies:
`, V{"_a": g.hex(8), "_sha1": g.hex(40), "_i": g.b64(64), "_b": g.hex(7)}, `version "9.0.2"`)
}

// ---- side by side: diff -y, sdiff, delta, comm ----

func (g *G) vwSideBySide() {
	v := V{"a": g.pw(), "b": g.pwStrong(), "c": g.hex(64), "d": g.hex(64)}
	g.vwAdd("diff-y-t-staging-production-env", "$ diff -y -t .env.staging .env.production\n"+vwSide(130, v,
		[3]string{"APP_ENV=staging", "|", "APP_ENV=production"},
		[3]string{"DB_HOST=stg-db.internal", "|", "DB_HOST=prod-db.internal"},
		[3]string{"DB_USER=app", " ", "DB_USER=app"},
		[3]string{"DB_PASSWORD=«a»", "|", "DB_PASSWORD=«b»"},
		[3]string{"JWT_SECRET=«c»", "|", "JWT_SECRET=«d»"},
		[3]string{"REDIS_URL=redis://redis:6379/0", " ", "REDIS_URL=redis://redis:6379/0"},
		[3]string{"FEATURE_NEW_CHECKOUT=1", "<", ""},
	), v, "DB_HOST=prod-db.internal", "FEATURE_NEW_CHECKOUT=1")

	v = V{"a": g.pwURL(), "b": g.pwURL(), "c": g.xoxb()}
	g.vwAdd("sdiff-s-app-conf", "$ sdiff -s -W 110 app.conf.orig app.conf\n"+vwSide(110, v,
		[3]string{"smtp_password = «a»", "|", "smtp_password = «b»"},
		[3]string{"", ">", "slack_token = «c»"},
		[3]string{"log_level = debug", "|", "log_level = warn"},
	), v, "log_level = warn")

	key := g.openai()
	v = V{"a1": key[:48-len("OPENAI_API_KEY=")], "b": g.openai()}
	g.vwAdd("diff-y-W100-truncated-key", "$ diff -y -t -W 100 .env.old .env\n"+vwSide(100, v,
		[3]string{"MODEL=gpt-4o-mini", " ", "MODEL=gpt-4o-mini"},
		[3]string{"OPENAI_API_KEY=«a1»", "|", "OPENAI_API_KEY=«b»"},
		[3]string{"MAX_TOKENS=1024", " ", "MAX_TOKENS=1024"},
	)+"The left column is cut at 48 characters; the old key is still in .env.old, delete that file.\n", v, "MAX_TOKENS=1024")

	v = V{"a": g.hex(32) + "-" + g.hex(8)}
	var dl strings.Builder
	for i, r := range [][2]string{
		{"  smtp:", "  smtp:"},
		{"    address: smtp.eu.mailgun.org", "    address: smtp.eu.mailgun.org"},
		{"    user_name: postmaster@mg.acme.io", "    user_name: postmaster@mg.acme.io"},
		{"    password: «a»", `    password: <%= ENV["SMTP_PASSWORD"] %>`},
		{"    port: 587", "    port: 587"},
	} {
		fmt.Fprintf(&dl, "│ %2d │%s%s│ %2d │%s\n", 12+i, r[0], strings.Repeat(" ", 62-vwVisible(r[0], v)), 12+i, r[1])
	}
	g.vwAdd("delta-side-by-side-smtp", `$ git -c core.pager='delta --side-by-side --width 140' diff config/app.yml

config/app.yml
────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

───────────────────┐
12: production: │
───────────────────┘
`+dl.String(), v, `password: <%= ENV["SMTP_PASSWORD"] %>`, "user_name: postmaster@mg.acme.io")

	v = V{"a": g.ghp(), "b": g.ghp(), "c": g.awsSecret()}
	g.vwAdd("diff-y-env-local-vs-remote", "$ diff -y -t -W 150 <(env | sort | grep -E '^(AWS|GH|NODE)') <(ssh ci-runner-3 'env | sort' | grep -E '^(AWS|GH|NODE)')\n"+vwSide(150, v,
		[3]string{"AWS_REGION=eu-west-1", " ", "AWS_REGION=eu-west-1"},
		[3]string{"", ">", "AWS_SECRET_ACCESS_KEY=«c»"},
		[3]string{"GH_TOKEN=«a»", "|", "GH_TOKEN=«b»"},
		[3]string{"NODE_ENV=development", "|", "NODE_ENV=production"},
	), v, "AWS_REGION=eu-west-1", "NODE_ENV=production")

	v = V{"a": g.pw(), "b": g.pw()}
	g.vwAdd("diff-y-suppress-pgpass", "$ diff -y -t --suppress-common-lines ~/.pgpass.bak ~/.pgpass\n"+vwSide(130, v,
		[3]string{"reports.internal:5432:bi:bi_reader:«a»", "|", "reports.internal:5432:bi:bi_reader:«b»"},
		[3]string{"localhost:5433:*:postgres:postgres", "<", ""},
	), v, "reports.internal:5432:bi:bi_reader:", "localhost:5433:*:postgres:postgres")

	v = V{"a": g.pwStrong(), "b": g.pwStrong()}
	g.vwAdd("sdiff-ldap-conf", "$ sdiff -W 120 -t ldap.conf.dist /etc/sssd/conf.d/ldap.conf\n"+vwSide(120, v,
		[3]string{"[domain/corp]", " ", "[domain/corp]"},
		[3]string{"ldap_uri = ldaps://ldap.example.com", "|", "ldap_uri = ldaps://dc01.corp.acme.io"},
		[3]string{"ldap_default_bind_dn = cn=sssd,dc=example", "|", "ldap_default_bind_dn = cn=sssd,ou=svc,dc=corp"},
		[3]string{"ldap_default_authtok = changeme", "|", "ldap_default_authtok = «b»"},
		[3]string{"", ">", "#ldap_default_authtok = «a»"},
	), v, "ldap_default_authtok = changeme", "ldaps://dc01.corp.acme.io")

	// benign
	g.vwAdd("diff-y-env-examples", "$ diff -y -t .env.example apps/web/.env.example\n"+vwSide(130, V{},
		[3]string{"DATABASE_URL=postgres://user:pass@localhost/app", " ", "DATABASE_URL=postgres://user:pass@localhost/app"},
		[3]string{"STRIPE_SECRET_KEY=", "|", "STRIPE_SECRET_KEY=sk_test_..."},
		[3]string{"NEXTAUTH_SECRET=<generate with openssl rand -base64 32>", " ", "NEXTAUTH_SECRET=<generate with openssl rand -base64 32>"},
		[3]string{"", ">", "NEXT_PUBLIC_APP_URL=http://localhost:3000"},
	), V{}, "STRIPE_SECRET_KEY=sk_test_...", "NEXTAUTH_SECRET=<generate with openssl rand -base64 32>")

	v = V{"_a": g.hex(64), "_b": g.hex(64)}
	g.vwAdd("sdiff-requirements-hashes", "$ sdiff -s -W 200 -t requirements.lock.old requirements.lock\n"+vwSide(200, v,
		[3]string{"urllib3==2.2.1", "|", "urllib3==2.2.3"},
		[3]string{"    --hash=sha256:«_a»", "|", "    --hash=sha256:«_b»"},
	), v, "urllib3==2.2.3")

	g.vwAdd("diff-y-describe-secret-sizes", "$ diff -y -t <(kubectl --context stg describe secret api-env) <(kubectl --context prod describe secret api-env)\n"+vwSide(130, V{},
		[3]string{"Name:         api-env", " ", "Name:         api-env"},
		[3]string{"Namespace:    shop", " ", "Namespace:    shop"},
		[3]string{"Type:  Opaque", " ", "Type:  Opaque"},
		[3]string{"Data", " ", "Data"},
		[3]string{"====", " ", "===="},
		[3]string{"DATABASE_URL:  71 bytes", "|", "DATABASE_URL:  74 bytes"},
		[3]string{"STRIPE_KEY:    107 bytes", " ", "STRIPE_KEY:    107 bytes"},
		[3]string{"", ">", "SENTRY_AUTH_TOKEN:  71 bytes"},
	), V{}, "DATABASE_URL:  74 bytes", "SENTRY_AUTH_TOKEN:  71 bytes")

	g.vwAdd("comm-3-env-key-names", `$ comm -3 <(cut -d= -f1 .env | sort) <(cut -d= -f1 .env.example | sort)
⇥GOOGLE_CLIENT_SECRET
LEGACY_API_TOKEN
⇥RESEND_API_KEY
Two keys from the example are missing in your .env, and LEGACY_API_TOKEN is no longer used.
`, V{}, "\tGOOGLE_CLIENT_SECRET", "LEGACY_API_TOKEN")
}

// ---- search output: grep, rg, ag, git grep ----

func (g *G) vwSearch() {
	g.vwAdd("grep-rn-password-config", `$ grep -rn -i password config/
config/mail.yml:4:  password: «a»
config/database.yml:12:  password: <%= ENV["DB_PASSWORD"] %>
config/ldap.yml:9:  bind_password: "«b»"
config/initializers/devise.rb:118:  # config.password_length = 6..128
`, V{"a": g.pw(), "b": g.pwStrong()}, `config/database.yml:12:  password: <%= ENV["DB_PASSWORD"] %>`, "config.password_length = 6..128")

	g.vwAdd("grep-rn-C2-secret-python", `$ grep -rn -C2 SECRET --include='*.py' .
./app/settings.py-10-
./app/settings.py-11-# keep it secret
./app/settings.py:12:SECRET_KEY = '«a»'
./app/settings.py-13-DEBUG = False
./app/settings.py-14-
--
./scripts/seed.py-3-import os
./scripts/seed.py-4-
./scripts/seed.py:5:CLIENT_SECRET = os.getenv("CLIENT_SECRET", "«b»")
./scripts/seed.py-6-
./scripts/seed.py-7-def main():
`, V{"a": g.djangoKey(), "b": g.b64u(40)}, "./app/settings.py-13-DEBUG = False", "./scripts/seed.py-7-def main():")

	g.vwAdd("rg-n-api-key-piped", `$ rg -n -i 'api[_-]?key' | head
src/lib/openai.ts:4:const apiKey = process.env.OPENAI_API_KEY ?? "«a»";
src/lib/geocode.ts:9:  const url = ˋhttps://api.opencagedata.com/geocode/v1/json?key=«b»&q=${q}ˋ;
tests/fixtures/config.json:7:  "api_key": "test-key-not-real",
README.md:41:Set ˋOPENAI_API_KEYˋ in ˋ.env.localˋ.
`, V{"a": g.openai(), "b": g.hex(32)}, `"api_key": "test-key-not-real"`, "README.md:41:Set `OPENAI_API_KEY` in `.env.local`.")

	g.vwAdd("rg-heading-tty-paste", `❯ rg -i token
config/settings.toml
14:github_token = "«a»"
15:token_ttl = 3600

scripts/deploy.sh
8:curl -sf -H "X-Vault-Token: «b»" https://vault.acme.io/v1/secret/data/app
22:echo "token renewed"
`, V{"a": g.ghp(), "b": g.vaultTok()}, "15:token_ttl = 3600", "https://vault.acme.io/v1/secret/data/app")

	line := `    \"apiKey\": \"«a»\",`
	tok := "xkeysib-" + g.hex(64) + "-" + g.an(16)
	g.vwAdd("rg-json-match-line", `$ rg --json -i apikey src/config/mailer.json
{"type":"begin","data":{"path":{"text":"src/config/mailer.json"}}}
{"type":"match","data":{"path":{"text":"src/config/mailer.json"},"lines":{"text":"`+line+`\n"},"line_number":3,"absolute_offset":29,"submatches":[{"match":{"text":"apiKey"},"start":5,"end":11}]}}
{"type":"end","data":{"path":{"text":"src/config/mailer.json"},"binary_offset":null,"stats":{"elapsed":{"secs":0,"nanos":48211,"human":"0.000048s"},"searches":1,"searches_with_match":1,"bytes_searched":412,"bytes_printed":352,"matched_lines":1,"matches":1}}}
{"data":{"elapsed_total":{"human":"0.003112s","nanos":3112004,"secs":0},"stats":{"bytes_printed":352,"bytes_searched":412,"elapsed":{"human":"0.000048s","nanos":48211,"secs":0},"matched_lines":1,"matches":1,"searches":1,"searches_with_match":1}},"type":"summary"}
`, V{"a": tok}, `"submatches":[{"match":{"text":"apiKey"},"start":5,"end":11}]`)

	g.vwAdd("ag-grouped-aws-secret", `$ ag -i 'aws_secret'
terraform/providers.tf
7:  secret_key = "«a»"

ansible/group_vars/prod.yml
22:aws_secret_access_key: "«b»"
23:aws_secret_region: eu-central-1
`, V{"a": g.awsSecret(), "b": g.awsSecret()}, "23:aws_secret_region: eu-central-1", "terraform/providers.tf")

	g.vwAdd("git-grep-n-slack-tokens", `$ git grep -n -I -E 'xox[bp]-'
bots/standup/config.js:3:  token: '«a»',
bots/standup/config.js:4:  userToken: '«b»',
docs/slack.md:12:Tokens look like ˋxoxb-...ˋ; never paste one here.
`, V{"a": g.xoxb(), "b": g.xoxp()}, "docs/slack.md:12:Tokens look like `xoxb-...`; never paste one here.")

	g.vwAdd("grep-color-always-ansi", `$ grep -rn --color=always api_key config/
⎋[35m⎋[Kconfig/app.yml⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[K⎋[32m⎋[K12⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[K  ⎋[01;31m⎋[Kapi_key⎋[m⎋[K: «a»
⎋[35m⎋[Kconfig/worker.yml⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[K⎋[32m⎋[K5⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[K  ⎋[01;31m⎋[Kapi_key⎋[m⎋[K: «b»
`, V{"a": g.sendgrid(), "b": g.mailgun()}, "config/worker.yml")

	x1, x2 := g.xoxb(), g.xoxb()
	g.vwAdd("rg-o-bare-tokens-from-logs", `$ rg -o --no-filename 'xoxb-[0-9A-Za-z-]+' logs/ | sort | uniq -c
     14 «a»
      3 «b»
Both bot tokens ended up in the debug logs; I will rotate them in the Slack app settings.
`, V{"a": x1, "b": x2}, "rotate them in the Slack app settings")

	g.vwAdd("rg-vimgrep-connection-strings", `$ rg --vimgrep 'Password=' --glob '*.config'
src/Web/Web.config:14:75:    <add name="Default" connectionString="Data Source=sql01;Initial Catalog=Shop;User ID=shop_web;Password=«a»" providerName="System.Data.SqlClient" />
src/Jobs/App.config:9:70:    <add name="Jobs" connectionString="Server=sql01;Database=Jobs;User Id=jobs_svc;Password=«b»;" />
`, V{"a": g.pw(), "b": g.pwStrong()}, `providerName="System.Data.SqlClient"`, "User ID=shop_web")

	g.vwAdd("grep-rn-binary-and-backup", `$ grep -rn 'DB_PASS' .
./.env.bak:3:DB_PASS=«a»
grep: ./data/app.db: binary file matches
./docker-compose.yml:14:      DB_PASS: ${DB_PASS}
./README.md:22:Set DB_PASS in .env (see .env.example).
`, V{"a": g.pw()}, "grep: ./data/app.db: binary file matches", "./docker-compose.yml:14:      DB_PASS: ${DB_PASS}")

	g.vwAdd("rg-context-heading-separators", `❯ rg -B1 -A1 'client_secret'
deploy/helm/values-prod.yaml
31-  oidc:
32:    client_secret: «a»
33-    issuer: https://login.acme.io/realms/main
--
88-  grafana:
89:    client_secret: «b»
90-    scopes: openid profile email

docs/oidc.md
17:Put the ˋclient_secretˋ in Vault, not in values files.
`, V{"a": g.b64u(32), "b": g.an(32)}, "33-    issuer: https://login.acme.io/realms/main", "Put the `client_secret` in Vault, not in values files.")

	g.vwAdd("grep-A1-ini-access-keys", `$ grep -rn -A1 aws_access_key_id ~/projects --include='*.ini'
/home/raj/projects/etl/conf/s3.ini:3:aws_access_key_id = «a»
/home/raj/projects/etl/conf/s3.ini-4-aws_secret_access_key = «b»
--
/home/raj/projects/legacy/boto.ini:7:aws_access_key_id = «c»
/home/raj/projects/legacy/boto.ini-8-aws_secret_access_key = «d»
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}, "/home/raj/projects/etl/conf/s3.ini:3:aws_access_key_id = ")

	// benign
	g.vwAdd("grep-rn-password-all-refs", `$ grep -rn -i 'password' --include='*.yml' .
./config/database.yml:14:  password: <%= ENV.fetch("DATABASE_PASSWORD") %>
./docker-compose.yml:9:      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
./.github/workflows/ci.yml:31:          POSTGRES_PASSWORD: postgres
./k8s/deployment.yml:40:              key: password
./k8s/deployment.yml:41:              name: db-credentials
`, V{}, `password: <%= ENV.fetch("DATABASE_PASSWORD") %>`, "POSTGRES_PASSWORD: postgres", "POSTGRES_PASSWORD_FILE: /run/secrets/pg_password")

	g.vwAdd("rg-stats-no-match", `$ rg --stats 'sk_live_' .
0 matches
0 matched lines
0 files contained matches
1843 files searched
0 bytes printed
29112004 bytes searched
0.081237 seconds spent searching
0.031190 seconds
`, V{}, "1843 files searched", "29112004 bytes searched")

	g.vwAdd("grep-rn-todo-ticket-ids", `$ grep -rn 'TODO' src/auth/
src/auth/session.ts:42:  // TODO(ENG-4821): move the signing key to KMS, id «_k»
src/auth/oauth.ts:118:  // TODO: remove after «_rel» is rolled out (trace «_t»)
`, V{"_k": g.uuid(), "_rel": "v" + g.digits(1) + "." + g.digits(2) + ".0", "_t": g.hex(32)}, "TODO(ENG-4821): move the signing key to KMS")

	g.vwAdd("grep-c-counts-per-file", `$ grep -rc 'getSecret(' src/ | grep -v ':0$'
src/config/index.ts:6
src/jobs/billing.ts:2
src/routes/webhooks.ts:3
$ grep -rn 'getSecret(' src/routes/webhooks.ts
12:  const stripeSecret = await getSecret("stripe/webhook-signing-secret");
27:  const ghSecret = await getSecret("github/webhook-secret");
40:  const slackSecret = await getSecret("slack/signing-secret");
`, V{}, `getSecret("stripe/webhook-signing-secret")`, "src/routes/webhooks.ts:3")
}

// ---- jq, yq, gron, column -t ----

func (g *G) vwJSONYAML() {
	g.vwAdd("jq-c-service-account-tokens", `$ curl -s -H "Authorization: Bearer $ADMIN_TOKEN" https://ci.acme.io/api/v1/service-accounts | jq -c '.items[]'
{"id":"«_i1»","name":"deploy-bot","token":"«a»","created":"2025-01-08T10:12:00Z"}
{"id":"«_i2»","name":"nightly-backup","token":"«b»","created":"2024-11-30T22:01:13Z"}
`, V{"_i1": g.uuid(), "a": g.an(40), "_i2": g.uuid(), "b": g.an(40)}, `"name":"nightly-backup"`, "$ADMIN_TOKEN")

	p := g.pw()
	g.vwAdd("jq-r-secret-data-base64d", `$ kubectl -n billing get secret billing-db -o json | jq -r '.data.password'
«b»
$ kubectl -n billing get secret billing-db -o json | jq -r '.data.password | @base64d'
«a»
`, V{"b": b64s(p), "a": p}, "kubectl -n billing get secret billing-db -o json")

	g.vwAdd("jq-map-values-base64d", `$ kubectl -n ledger get secret archive-s3 -o json | jq '.data | map_values(@base64d)'
{
  "AWS_ACCESS_KEY_ID": "«a»",
  "AWS_SECRET_ACCESS_KEY": "«b»",
  "BUCKET": "acme-ledger-archive",
  "REGION": "eu-north-1"
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, `"BUCKET": "acme-ledger-archive"`)

	g.vwAdd("jq-r-to-entries-env", `$ jq -r 'to_entries[] | "\(.key)=\(.value)"' secrets.dev.json > .env && cat .env
TWILIO_ACCOUNT_SID=«_sid»
TWILIO_AUTH_TOKEN=«a»
OPENAI_API_KEY=«b»
FEATURE_FLAGS=beta,search
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.openai()}, "FEATURE_FLAGS=beta,search", `"\(.key)=\(.value)"`)

	g.vwAdd("jq-r-tsv-user-keys", `$ jq -r '.users[] | [.email, .role, .api_key] | @tsv' export/users.json
ana@acme.io⇥admin⇥«a»
ben@acme.io⇥member⇥«b»
ci@acme.io⇥service⇥«c»
`, V{"a": "ak_" + g.an(32), "b": "ak_" + g.an(32), "c": "ak_" + g.an(32)}, "ana@acme.io\tadmin\t")

	g.vwAdd("jq-r-csv-runner-tokens", `$ jq -r '.[] | [.name, .token, .expires_at] | @csv' runners.json
"linux-large-1","«a»","2025-06-30"
"macos-arm-2","«b»","2025-06-30"
`, V{"a": "glrt-" + g.b64u(20), "b": "glrt-" + g.b64u(20)}, `"macos-arm-2","`)

	g.vwAdd("yq-spring-datasource", `$ yq '.spring.datasource' src/main/resources/application-prod.yml
url: jdbc:postgresql://inventory-db.prod.internal:5432/inventory
username: inventory_svc
password: «a»
driver-class-name: org.postgresql.Driver
hikari:
  maximum-pool-size: 30
`, V{"a": g.pwStrong()}, "jdbc:postgresql://inventory-db.prod.internal:5432/inventory", "driver-class-name: org.postgresql.Driver")

	g.vwAdd("yq-o-props-config", `$ yq -o=props '.' config/prod.yml
server.port = 8443
database.host = pg.prod.internal
database.user = reporting
database.password = «a»
smtp.host = email-smtp.eu-west-1.amazonaws.com
smtp.username = «b»
smtp.password = «c»
`, V{"a": g.pw(), "b": g.awsID(), "c": "B" + g.s(alB64, 43)}, "smtp.host = email-smtp.eu-west-1.amazonaws.com", "server.port = 8443")

	p = g.pw()
	v := V{"a": p, "ab": b64s(p), "bb": b64s(g.hex(40)), "_ll": b64s("info")}
	g.vwAdd("yq-e-data-secret-yaml", `$ yq e '.data' k8s/overlays/prod/secret.yaml
DB_PASSWORD: «ab»
GITHUB_WEBHOOK_SECRET: «bb»
LOG_LEVEL: «_ll»
$ yq e '.data.DB_PASSWORD' k8s/overlays/prod/secret.yaml | base64 -d
«a»
`, v, "k8s/overlays/prod/secret.yaml")

	g.vwAdd("gron-grep-password", `$ gron config/runtime.json | grep -iE 'password|secret|token'
json.database.password = "«a»";
json.oauth.github.clientSecret = "«b»";
json.oauth.github.clientId = "Iv1.«_cid»";
json.session.tokenTtlSeconds = 86400;
`, V{"a": g.pw(), "b": g.hex(40), "_cid": g.hex(16)}, "json.session.tokenTtlSeconds = 86400;")

	g.vwAdd("column-t-env-table", `$ env | grep -E '^(PG|AWS)' | sort | column -t -s=
AWS_ACCESS_KEY_ID      «a»
AWS_DEFAULT_REGION     eu-west-2
AWS_SECRET_ACCESS_KEY  «b»
PGDATABASE             reports
PGHOST                 reports-db.internal
PGPASSWORD             «c»
PGUSER                 report_reader
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pw()}, "PGHOST                 reports-db.internal")

	g.vwAdd("aws-secretsmanager-jq", `$ aws secretsmanager get-secret-value --secret-id prod/ledger/db --query SecretString --output text | jq .
{
  "username": "ledger_admin",
  "password": "«a»",
  "engine": "postgres",
  "host": "ledger-prod.cluster-cxyz12ab34cd.eu-west-1.rds.amazonaws.com",
  "port": 5432,
  "dbClusterIdentifier": "ledger-prod"
}
`, V{"a": g.s(alAlnum+"!#%*+-.:=?^_~", 32)}, `"dbClusterIdentifier": "ledger-prod"`)

	g.vwAdd("jq-r-docker-auths-decoded", `$ jq -r '.auths | to_entries[] | .key + "  " + (.value.auth | @base64d)' ~/.docker/config.json
ghcr.io  octo-ci:«a»
registry.gitlab.com  gitlab-ci-token:«b»
`, V{"a": g.ghp(), "b": g.glpat()}, "ghcr.io  octo-ci:")

	// benign
	g.vwAdd("jq-c-metadata-uids", `$ kubectl get secrets -n shop -o json | jq -c '.items[] | {name: .metadata.name, uid: .metadata.uid, rv: .metadata.resourceVersion, keys: (.data | keys)}'
{"name":"api-env","uid":"«_u1»","rv":"«_r1»","keys":["DATABASE_URL","STRIPE_KEY"]}
{"name":"tls-shop","uid":"«_u2»","rv":"«_r2»","keys":["tls.crt","tls.key"]}
`, V{"_u1": g.uuid(), "_r1": g.digits(8), "_u2": g.uuid(), "_r2": g.digits(8)}, `"keys":["DATABASE_URL","STRIPE_KEY"]`)

	g.vwAdd("yq-auth-existing-secret", `$ yq '.auth' charts/app/values-prod.yaml
existingSecret: app-db-credentials
secretKeys:
  adminPasswordKey: postgres-password
  userPasswordKey: password
username: app
database: app
`, V{}, "existingSecret: app-db-credentials", "adminPasswordKey: postgres-password")

	g.vwAdd("column-t-image-digests", `$ docker images --digests --format '{{.Repository}} {{.Tag}} {{.Digest}}' | column -t
ghcr.io/acme/api     2.14.0  sha256:«_d1»
ghcr.io/acme/worker  2.14.0  sha256:«_d2»
postgres             16.3    sha256:«_d3»
`, V{"_d1": g.hex(64), "_d2": g.hex(64), "_d3": g.hex(64)}, "ghcr.io/acme/worker  2.14.0  sha256:")

	g.vwAdd("jq-r-jwks-kids", `$ curl -s https://login.acme.io/.well-known/jwks.json | jq -r '.keys[] | [.kid, .kty, .alg, .use] | @tsv'
«_k1»⇥RSA⇥RS256⇥sig
«_k2»⇥RSA⇥RS256⇥sig
«_k3»⇥EC⇥ES256⇥sig
`, V{"_k1": g.b64u(43), "_k2": g.b64u(43), "_k3": g.b64u(43)}, "\tEC\tES256\tsig")
}

// ---- followed output: tail -f, head of several files, journalctl, watch ----

func (g *G) vwFollow() {
	g.vwAdd("tail-f-two-logs-amqp-and-stripe", `$ tail -f logs/app.log logs/worker.log
==> logs/app.log <==
2025-03-14T10:22:31.481Z INFO  http  GET /healthz 200 1ms
2025-03-14T10:22:33.902Z INFO  http  POST /api/orders 201 48ms req=«_r1»

==> logs/worker.log <==
2025-03-14T10:22:30.117Z DEBUG celery  broker_url=amqp://worker:«a»@rabbitmq.internal:5672//
2025-03-14T10:22:30.118Z INFO  celery  Connected to amqp://worker:**@rabbitmq.internal:5672//

==> logs/app.log <==
2025-03-14T10:22:35.004Z WARN  stripe  retrying charge with key «b» (attempt 2)
`, V{"_r1": g.uuid(), "a": g.pwURL(), "b": g.rkLive()}, "Connected to amqp://worker:**@rabbitmq.internal:5672//")

	g.vwAdd("tail-n3-env-files", `$ tail -n 3 .env .env.local .env.test
==> .env <==
NEXT_PUBLIC_SITE_URL=http://localhost:3000
AUTH_GITHUB_ID=Ov23li«_gid»
AUTH_GITHUB_SECRET=«a»

==> .env.local <==
AUTH_SECRET=«b»
DATABASE_URL=postgresql://neondb_owner:«c»@ep-«=ep».eu-central-1.aws.neon.tech/neondb?sslmode=require
RESEND_API_KEY=

==> .env.test <==
AUTH_SECRET=test-secret
DATABASE_URL=postgresql://postgres:postgres@localhost:5432/test
`, V{"_gid": g.an(14), "a": g.hex(40), "b": g.b64(32), "c": "npg_" + g.an(12), "=ep": g.s(alLower, 6) + "-" + g.s(alLower, 6) + "-" + g.s(alLowNum, 8)}, "AUTH_SECRET=test-secret", "postgresql://postgres:postgres@localhost:5432/test")

	g.vwAdd("head-n4-gh-hosts-and-netrc", `$ head -n 4 ~/.config/gh/hosts.yml ~/.netrc
==> /home/lin/.config/gh/hosts.yml <==
github.com:
    users:
        lin-dev:
            oauth_token: «a»

==> /home/lin/.netrc <==
machine github.com
login lin-dev
password «b»
`, V{"a": g.gho(), "b": g.ghp()}, "==> /home/lin/.netrc <==")

	g.vwAdd("watch-secret-jsonpath", `Every 5.0s: kubectl -n auth get secret keycloak-admin -o jsonpath={.data.password} | base64 -d      ops-laptop: Fri Mar 14 10:22:31 2025

«a»
`, V{"a": g.an(24)}, "Every 5.0s: kubectl -n auth get secret keycloak-admin")

	g.vwAdd("tail-F-nginx-query-token", `$ sudo tail -F /var/log/nginx/access.log | grep export
10.0.4.17 - - [14/Mar/2025:10:22:31 +0000] "GET /api/export.csv?api_key=«a»&from=2025-03-01 HTTP/1.1" 200 18211 "-" "python-requests/2.31.0"
10.0.4.17 - - [14/Mar/2025:10:27:31 +0000] "GET /api/export.csv?api_key=«a»&from=2025-03-01 HTTP/1.1" 200 18304 "-" "python-requests/2.31.0"
`, V{"a": g.hex(40)}, `"python-requests/2.31.0"`)

	g.vwAdd("journalctl-f-dsn-debug", `$ journalctl -f -u ledger-api
Mar 14 10:22:31 api-01 ledger-api[1882]: level=info msg="starting" version=3.4.1 commit=«_c»
Mar 14 10:22:31 api-01 ledger-api[1882]: level=debug msg="connecting" dsn="host=pg.internal user=ledger password=«a» dbname=ledger sslmode=verify-full"
Mar 14 10:22:32 api-01 ledger-api[1882]: level=info msg="listening" addr=:8080
`, V{"_c": g.hex(7), "a": g.pwStrong()}, `level=info msg="listening" addr=:8080`)

	g.vwAdd("watch-debug-vars-cmdline", `Every 2.0s: curl -s localhost:6060/debug/vars | jq -c '{cmdline, goroutines: .memstats.NumGC}'      worker-3: Fri Mar 14 10:22:31 2025

{"cmdline":["/usr/local/bin/ingest","--db-password=«a»","--listen=:8080","--s3-secret=«b»"],"goroutines":412}
`, V{"a": g.pw(), "b": g.awsSecret()}, `"--listen=:8080"`)

	g.vwAdd("tail-f-truncated-deploy-log", `$ tail -f /var/log/deploy/deploy.log
[10:22:31] pulling ghcr.io/acme/site:main
[10:22:35] restarting site
tail: /var/log/deploy/deploy.log: file truncated
[10:23:02] + export GITHUB_TOKEN=«a»
[10:23:02] + gh release download v2.1.0 -R acme/site
`, V{"a": g.ghs()}, "tail: /var/log/deploy/deploy.log: file truncated")

	// benign
	g.vwAdd("tail-f-logs-trace-ids", `$ tail -f logs/api.log logs/auth.log
==> logs/api.log <==
2025-03-14T10:22:31Z INFO request_id=«_r1» trace_id=«_t1» GET /v1/cart 200
2025-03-14T10:22:31Z INFO request_id=«_r2» trace_id=«_t2» POST /v1/checkout 202

==> logs/auth.log <==
2025-03-14T10:22:32Z INFO token issued sub=«_s» jti=«_j» exp=900s
`, V{"_r1": g.uuid(), "_t1": g.hex(32), "_r2": g.uuid(), "_t2": g.hex(32), "_s": g.uuid(), "_j": g.uuid()}, "POST /v1/checkout 202")

	g.vwAdd("watch-kubectl-pods", `Every 2.0s: kubectl get pods -n shop      ops-laptop: Fri Mar 14 10:22:31 2025

NAME                        READY   STATUS    RESTARTS   AGE
api-«_h1»-«_p1»      1/1     Running   0          12m
api-«_h1»-«_p2»      1/1     Running   0          12m
worker-«_h2»-«_p3»   1/1     Running   2          3h
`, V{"_h1": g.s(alLowNum, 10), "_p1": g.s(alLowNum, 5), "_p2": g.s(alLowNum, 5), "_h2": g.s(alLowNum, 9), "_p3": g.s(alLowNum, 5)}, "READY   STATUS    RESTARTS   AGE")

	g.vwAdd("head-n2-checksum-files", `$ head -n 2 dist/*.sha256
==> dist/cli-linux-amd64.sha256 <==
«_a»  cli-linux-amd64

==> dist/cli-darwin-arm64.sha256 <==
«_b»  cli-darwin-arm64
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "==> dist/cli-darwin-arm64.sha256 <==")

	g.vwAdd("tail-n-env-examples", `$ tail -n 2 services/*/.env.example
==> services/billing/.env.example <==
STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
STRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxx

==> services/notify/.env.example <==
TWILIO_AUTH_TOKEN=your_auth_token
SENDGRID_API_KEY=SG.xxxxxx.yyyyyy
`, V{}, "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "TWILIO_AUTH_TOKEN=your_auth_token", "SENDGRID_API_KEY=SG.xxxxxx.yyyyyy")
}

// ---- terminal captures: tmux, script, asciinema, screen, less ----

func (g *G) vwTerminal() {
	g.vwAdd("tmux-capture-e-docker-run", `$ tmux capture-pane -p -e -t dev:1 | tail -4
⎋[1m⎋[32m➜  ⎋[36mapi⎋[0m ⎋[1;34mgit:(⎋[31mmain⎋[34m)⎋[0m docker run -d --name pg -e POSTGRES_PASSWORD=«a» -p 5432:5432 postgres:16
«_cid»
⎋[1m⎋[32m➜  ⎋[36mapi⎋[0m ⎋[1;34mgit:(⎋[31mmain⎋[34m)⎋[0m docker ps --format '{{.Names}} {{.Status}}'
pg Up 3 seconds
`, V{"a": g.pw(), "_cid": g.hex(64)}, "pg Up 3 seconds")

	g.vwAdd("script-typescript-mysql-p", `$ cat typescript
Script started on 2025-03-14 10:22:31+01:00 [TERM="xterm-256color" TTY="/dev/pts/3" COLUMNS="120" LINES="32"]
⎋]0;dev@build-01: ~/app⍾dev@build-01:~/app$ mysql -h db.internal -u root -p'«a»' -e 'show databases;'⏎
mysql: [Warning] Using a password on the command line interface can be insecure.⏎
+--------------------+⏎
| Database           |⏎
+--------------------+⏎
| information_schema |⏎
| shop               |⏎
+--------------------+⏎
⎋]0;dev@build-01: ~/app⍾dev@build-01:~/app$ exit⏎
exit⏎

Script done on 2025-03-14 10:23:02+01:00 [COMMAND_EXIT_CODE="0"]
`, V{"a": g.pwStrong()}, "mysql: [Warning] Using a password on the command line interface can be insecure.")

	g.vwAdd("asciinema-cast-pasted-commands", `$ head -6 demo.cast
{"version": 2, "width": 120, "height": 32, "timestamp": 1741944151, "env": {"SHELL": "/bin/zsh", "TERM": "xterm-256color"}}
[0.412, "o", "\u001b[1m\u001b[32m❯\u001b[0m "]
[1.902, "o", "curl -s -u admin:«a» https://grafana.acme.io/api/org\r\n"]
[2.311, "o", "{\"id\":1,\"name\":\"Main Org.\",\"address\":{}}\r\n\u001b[1m\u001b[32m❯\u001b[0m "]
[3.004, "o", "export CLOUDFLARE_API_TOKEN=«b»\r\n"]
[3.120, "o", "\u001b[1m\u001b[32m❯\u001b[0m "]
I am about to upload this recording to the docs site, can you check it first?
`, V{"a": g.pw(), "b": g.cfToken()}, `"env": {"SHELL": "/bin/zsh", "TERM": "xterm-256color"}`)

	g.vwAdd("screen-hardcopy-psql-alter-role", `$ screen -X hardcopy /tmp/hc.txt && cat /tmp/hc.txt
psql (16.3)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

app=# ALTER ROLE reporting WITH LOGIN PASSWORD '«a»';
ALTER ROLE
app=# \du reporting
            List of roles
 Role name | Attributes | Member of
-----------+------------+-----------
 reporting |            | {}

app=#
`, V{"a": g.pw()}, "TLS_AES_256_GCM_SHA384", " reporting |            | {}")

	g.vwAdd("less-highlighted-search-token", `$ tmux capture-pane -p -e -t logs
2025-03-14 10:22:31 INFO  sync: 412 repositories queued
2025-03-14 10:22:31 DEBUG gh: GET /orgs/acme/repos?per_page=100 with ⎋[7mtoken⎋[27m=«a»
2025-03-14 10:22:32 DEBUG gh: rate limit 4999/5000, reset in 3600s
2025-03-14 10:22:33 WARN  gh: retrying after 502 (⎋[7mtoken⎋[27m=«a»)
⎋[7m/token⎋[27m
`, V{"a": g.ghp()}, "rate limit 4999/5000, reset in 3600s")

	g.vwAdd("tmux-capture-heroku-config", `$ tmux capture-pane -p -S -40 -t 2 | grep -A6 'Config Vars'
=== shop-prod Config Vars
DATABASE_URL:             postgres://«_u»:«a»@ec2-52-31-44-9.eu-west-1.compute.amazonaws.com:5432/«_d»
PAPERTRAIL_API_TOKEN:     «b»
REDIS_URL:                rediss://:«c»@ec2-34-249-12-88.eu-west-1.compute.amazonaws.com:17890
SECRET_KEY_BASE:          «e»
`, V{"_u": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(64), "_d": "d" + g.s(alLowNum, 13), "b": g.an(20), "c": "p" + g.hex(64), "e": g.hex(128)}, "=== shop-prod Config Vars")

	g.vwAdd("script-typescript-backspaces", `$ sed -n '3,6p' session.log
dev@box:~$ sl⌫ ⌫ls⏎
Makefile  README.md  cmd  go.mod  go.sum⏎
dev@box:~$ echo «a» | gh auth login --with-token⏎
dev@box:~$ gh auth status 2>&1 | head -2⏎
`, V{"a": g.gho()}, "dev@box:~$ sl⌫ ⌫ls")

	g.vwAdd("pip-progress-cr-index-url", `$ pip install --index-url https://__token__:«a»@gitlab.acme.io/api/v4/projects/88/packages/pypi/simple acme-core==1.9.0
Looking in indexes: https://__token__:****@gitlab.acme.io/api/v4/projects/88/packages/pypi/simple
Collecting acme-core==1.9.0
  Downloading https://gitlab.acme.io/api/v4/projects/88/packages/pypi/files/«_h»/acme_core-1.9.0-py3-none-any.whl (412 kB)
⏎     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 0.0/412.4 kB ? eta -:--:--⏎     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 412.4/412.4 kB 3.1 MB/s eta 0:00:00
Successfully installed acme-core-1.9.0
`, V{"a": g.glpat(), "_h": g.hex(64)}, "https://__token__:****@gitlab.acme.io/api/v4/projects/88/packages/pypi/simple", "Successfully installed acme-core-1.9.0")

	tok := g.k8sSAToken()
	wt, wv := vwWrapScreen("", "t", tok, 100, "")
	g.vwAdd("tmux-capture-wrapped-sa-token", "$ tmux capture-pane -p -t ops | tail -8\n❯ kubectl -n ci create token deployer --duration 24h\n"+wt+"\n❯ \n", wv, "kubectl -n ci create token deployer --duration 24h")

	g.vwAdd("tmux-capture-cat-v-grep-colors", `$ tmux capture-pane -p -e | cat -v | tail -2
^[[35m^[[Ksrc/settings.py^[[m^[[K^[[36m^[[K:^[[m^[[K^[[32m^[[K31^[[m^[[K^[[36m^[[K:^[[m^[[K^[[01;31m^[[KAWS_SECRET_ACCESS_KEY^[[m^[[K = "«a»"
^[[35m^[[Ksrc/settings.py^[[m^[[K^[[36m^[[K:^[[m^[[K^[[32m^[[K32^[[m^[[K^[[36m^[[K:^[[m^[[KAWS_STORAGE_BUCKET_NAME = "acme-media"
`, V{"a": g.awsSecret()}, `AWS_STORAGE_BUCKET_NAME = "acme-media"`)

	// benign
	g.vwAdd("tmux-capture-git-log-colors", `$ tmux capture-pane -p -e -t repo | head -4
⎋[33m«_a»⎋[m⎋[33m (⎋[m⎋[1;36mHEAD -> ⎋[m⎋[1;32mmain⎋[m⎋[33m, ⎋[m⎋[1;31morigin/main⎋[m⎋[33m)⎋[m auth: read signing key from KMS
⎋[33m«_b»⎋[m ci: pin actions to commit SHAs
⎋[33m«_c»⎋[m docs: explain token rotation
`, V{"_a": g.hex(9), "_b": g.hex(9), "_c": g.hex(9)}, "auth: read signing key from KMS")

	g.vwAdd("script-typescript-sudo-prompt", `$ cat -v typescript | head -6
Script started on 2025-03-14 11:02:10+00:00 [TERM="screen-256color" TTY="/dev/pts/1" COLUMNS="100" LINES="40"]
ops@bastion:~$ sudo systemctl restart ledger-api^M
[sudo] password for ops: ^M
ops@bastion:~$ systemctl is-active ledger-api^M
active^M
`, V{}, "[sudo] password for ops: ^M", "systemctl is-active ledger-api^M")

	g.vwAdd("asciinema-header-only", `$ head -1 recordings/onboarding.cast | jq .
{
  "version": 2,
  "width": 140,
  "height": 38,
  "timestamp": 1741944151,
  "idle_time_limit": 2,
  "title": "Onboarding: running the stack locally",
  "env": {
    "SHELL": "/bin/bash",
    "TERM": "xterm-256color"
  }
}
`, V{}, `"title": "Onboarding: running the stack locally"`)

	g.vwAdd("less-search-masked-values", `$ tmux capture-pane -p -e -t cfg
spring.datasource.url=jdbc:mysql://db:3306/shop
spring.datasource.⎋[7mpassword⎋[27m=${DB_PASSWORD}
spring.mail.⎋[7mpassword⎋[27m=******
management.endpoint.env.show-values=NEVER
⎋[7m/password⎋[27m
`, V{}, "spring.mail.\x1b[7mpassword\x1b[27m=******", "management.endpoint.env.show-values=NEVER", "=${DB_PASSWORD}")

	g.vwAdd("ssh-keygen-randomart", `$ ssh-keygen -t ed25519 -C "ci@runner-07" -f ~/.ssh/ci_ed25519 -N ""
Generating public/private ed25519 key pair.
Your identification has been saved in /home/ci/.ssh/ci_ed25519
Your public key has been saved in /home/ci/.ssh/ci_ed25519.pub
The key fingerprint is:
SHA256:«_fp» ci@runner-07
The key's randomart image is:
+--[ED25519 256]--+
|      .o+*=o.    |
|     . ==o+o     |
|      o.BB. .    |
|       +*O+.     |
|      . S*=.     |
|       ..+o      |
|        o..      |
|       . o.      |
|        E.       |
+----[SHA256]-----+
`, V{"_fp": g.b64u(43)}, "Your public key has been saved in /home/ci/.ssh/ci_ed25519.pub", "+----[SHA256]-----+")
}

// ---- editors and IDEs: vim, nano, emacs, VS Code, Sublime, IntelliJ, Jupyter ----

func (g *G) vwEditors() {
	pa := g.pwURL()
	skb, skv := vwWrapScreen("  4 SECRET_KEY_BASE=", "b", g.hex(128), 100, "    ")
	g.vwAdd("vim-screen-env-production", `  1 # Production
  2 DATABASE_URL=postgres://app:«a»@10.0.0.12:5432/app
  3 REDIS_URL=redis://10.0.0.13:6379
`+skb+`
  5 
~
~
~
.env.production                                                               4,17           All
".env.production" 5L, 233B
`, vwMerge(V{"a": pa}, skv), "REDIS_URL=redis://10.0.0.13:6379", `".env.production" 5L, 233B`)

	g.vwAdd("nano-screen-secrets-ini", `  GNU nano 7.2                          config/secrets.ini                          Modified
[smtp]
host = smtp.sendgrid.net
user = apikey
password = «a»

[sentry]
auth_token = «b»




^G Help        ^O Write Out   ^W Where Is    ^K Cut         ^T Execute     ^C Location
^X Exit        ^R Read File   ^\ Replace     ^U Paste       ^J Justify     ^/ Go To Line
`, V{"a": g.sendgrid(), "b": g.sentryUser()}, "GNU nano 7.2", "^X Exit        ^R Read File")

	gm := g.s(alLower, 16)
	g.vwAdd("emacs-authinfo-mode-line", `machine smtp.gmail.com login jdoe@gmail.com password «a» port 587
machine imap.gmail.com login jdoe@gmail.com password «a» port 993
machine api.github.com login jdoe^forge password «b»



-UUU:----F1  .authinfo      All L3     (Fundamental) --------------------------------------
`, V{"a": gm, "b": g.ghp()}, "login jdoe^forge password", "(Fundamental)")

	g.vwAdd("vscode-problems-no-secrets", `Copied from the Problems panel:

[{
	"resource": "/home/dev/shop/src/lib/payments.ts",
	"owner": "eslint",
	"code": {
		"value": "no-secrets/no-secrets",
		"target": {
			"$mid": 1,
			"path": "/nickdeis/eslint-plugin-no-secrets",
			"scheme": "https",
			"authority": "github.com"
		}
	},
	"severity": 8,
	"message": "Found a string with entropy 4.8 : \"«a»\"",
	"source": "eslint",
	"startLineNumber": 7,
	"startColumn": 28,
	"endLineNumber": 7,
	"endColumn": 135
}]
`, V{"a": g.skLive()}, `"value": "no-secrets/no-secrets"`)

	g.vwAdd("vscode-search-copy-all", `src/config/index.ts
  14,24:   sendgridKey: "«a»",
  15,22:   twilioToken: process.env.TWILIO_TOKEN,

scripts/seed.ts
  3,18: const ADMIN_PW = "«b»";
`, V{"a": g.sendgrid(), "b": g.pw()}, "twilioToken: process.env.TWILIO_TOKEN")

	g.vwAdd("vscode-search-editor", `# Query: secret|password
# Flags: RegExp IgnoreCase
# Including: config/**
# ContextLines: 1

2 results - 2 files

config/keycloak.json:
  11      "realm": "acme",
  12:     "secret": "«a»",
  13      "ssl-required": "external"

config/ldap.json:
   4      "bindDn": "cn=svc-portal,ou=svc,dc=acme,dc=io",
   5:     "bindPassword": "«b»",
   6      "url": "ldaps://ldap.acme.io"
`, V{"a": g.an(32), "b": g.pwStrong()}, `"bindDn": "cn=svc-portal,ou=svc,dc=acme,dc=io"`, "# Flags: RegExp IgnoreCase")

	g.vwAdd("jupyter-kaggle-and-env", `In [3]: !cat ~/.kaggle/kaggle.json
{"username":"jdoe","key":"«a»"}

In [4]: %env HF_TOKEN
Out[4]: '«b»'

In [5]: !kaggle competitions download -c titanic
Downloading titanic.zip to /home/jovyan/work
`, V{"a": g.hex(32), "b": g.hfTok()}, "Downloading titanic.zip to /home/jovyan/work")

	g.vwAdd("jupyter-environ-dict", `In [7]: import os; {k: v for k, v in os.environ.items() if 'KEY' in k or 'TOKEN' in k}
Out[7]:
{'OPENAI_API_KEY': '«a»',
 'WANDB_API_KEY': '«b»',
 'JPY_API_TOKEN': '«c»',
 'KEYRING_BACKEND': 'keyrings.alt.file.PlaintextKeyring'}
`, V{"a": g.openai(), "b": g.hex(40), "c": g.hex(32)}, "'KEYRING_BACKEND': 'keyrings.alt.file.PlaintextKeyring'")

	g.vwAdd("ipynb-json-stream-output", `$ jq '.cells[2]' notebooks/etl.ipynb
{
  "cell_type": "code",
  "execution_count": 2,
  "id": "«_id»",
  "metadata": {},
  "outputs": [
    {
      "name": "stdout",
      "output_type": "stream",
      "text": [
        "Connecting with postgresql://analyst:«a»@warehouse.internal:5432/dw\n",
        "Loaded 18211 rows\n"
      ]
    }
  ],
  "source": [
    "engine = create_engine(DB_URL)\n",
    "print(\"Connecting with\", DB_URL)\n",
    "df = pd.read_sql(QUERY, engine)"
  ]
}
`, V{"_id": g.hex(8), "a": g.pwURL()}, "Loaded 18211 rows")

	g.vwAdd("sublime-find-results", `Searching 213 files for "TOKEN" (case sensitive)

/Users/ana/work/bot/config.py:
   11  
   12  # Telegram
   13: BOT_TOKEN = "«a»"
   14  ADMIN_CHAT_ID = -100«_c»

/Users/ana/work/bot/README.md:
    9: Put BOT_TOKEN in config.py (never commit it).

2 matches across 2 files
`, V{"a": g.telegram(), "_c": g.digits(10)}, "2 matches across 2 files", "Put BOT_TOKEN in config.py (never commit it).")

	g.vwAdd("intellij-find-usages-export", `Occurrences of 'password' in Project with mask '*.properties'
Found occurrences in Project with mask '*.properties'  (3 usages found)
    Unclassified  (3 usages found)
        backend  (3 usages found)
            src/main/resources  (3 usages found)
                application-dev.properties  (1 usage found)
                    5 spring.datasource.password=dev
                application-prod.properties  (2 usages found)
                    5 spring.datasource.password=«a»
                    9 spring.mail.password=«b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "5 spring.datasource.password=dev", "application-prod.properties  (2 usages found)")

	sec := g.awsSecret()
	g.vwAdd("vim-registers", `:reg
Type Name Content
  l  ""   export AWS_SECRET_ACCESS_KEY=«a»^J
  l  "0   export AWS_SECRET_ACCESS_KEY=«a»^J
  c  "+   «b»
  c  ":   %s/«c»/${DB_PASSWORD}/g
  c  "/   DB_PASSWORD
Press ENTER or type command to continue
`, V{"a": sec, "b": g.ghp(), "c": g.pw()}, "%s/", "/${DB_PASSWORD}/g", "Press ENTER or type command to continue")

	g.vwAdd("vim-quickfix-vimgrep", `config/app.yml|12 col 3| api_key: «a»
config/worker.yml|5 col 3| api_key: «b»
config/test.yml|4 col 3| api_key: test_key_123
~
[Quickfix List] :vimgrep /api_key/ config/**                                   1,1            All
`, V{"a": g.hex(32), "b": g.hex(32)}, "config/test.yml|4 col 3| api_key: test_key_123", "[Quickfix List] :vimgrep /api_key/ config/**")

	// benign
	g.vwAdd("vim-screen-env-example", `  1 # Copy to .env
  2 DATABASE_URL=postgres://postgres:postgres@localhost:5432/app
  3 SECRET_KEY_BASE=generate-with-rails-secret
  4 STRIPE_SECRET_KEY=
~
~
.env.example                                                                  1,1            All
".env.example" 4L, 141B
`, V{}, "SECRET_KEY_BASE=generate-with-rails-secret", `".env.example" 4L, 141B`)

	g.vwAdd("vscode-problems-sonar-hardcoded", `[{
	"resource": "/home/dev/shop/src/db.ts",
	"owner": "sonarlint",
	"code": "typescript:S2068",
	"severity": 4,
	"message": "Review this potentially hard-coded password.",
	"source": "sonarlint",
	"startLineNumber": 9,
	"startColumn": 3,
	"endLineNumber": 9,
	"endColumn": 11
}]
That line reads the password from process.env, so it is a false positive.
`, V{}, `"code": "typescript:S2068"`, "Review this potentially hard-coded password.")

	g.vwAdd("jupyter-hash-and-uuid", `In [12]: hashlib.sha256(open("data/train.parquet", "rb").read()).hexdigest()
Out[12]: '«_h»'

In [13]: uuid.uuid4()
Out[13]: UUID('«_u»')

In [14]: secrets.token_hex(4)  # just a run suffix
Out[14]: '«_s»'
`, V{"_h": g.hex(64), "_u": g.uuid(), "_s": g.hex(8)}, "just a run suffix")
}

// vwFmt fills words (template tokens) into lines of at most w visible
// characters, as fmt does with a paragraph.
func vwFmt(w int, v V, words ...string) string {
	var b strings.Builder
	n := 0
	for _, wd := range words {
		l := vwVisible(wd, v)
		switch {
		case n == 0:
		case n+1+l > w:
			b.WriteString("\n")
			n = 0
		default:
			b.WriteString(" ")
			n++
		}
		b.WriteString(wd)
		n += l
	}
	return b.String() + "\n"
}

// vwRot13 is tr 'A-Za-z' 'N-ZA-Mn-za-m'.
func vwRot13(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+13)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+13)%26
		}
		return r
	}, s)
}

// ---- rewrapping and cutting: fold, fmt, base64 -w, tr, cut, paste, awk ----

func (g *G) vwWrapCut() {
	d, o := vwSrc(`
NEXTAUTH_URL=https://app.acme.io
NEXTAUTH_SECRET=«a»
GITHUB_TOKEN=«b»
`, V{"a": g.b64(32), "b": g.ghFine()})
	t, v := vwFold(d, o, 40, "f")
	g.vwAdd("fold-w40-env", "$ fold -w 40 .env.production\n"+t, v, "NEXTAUTH_URL=https://app.acme.io")

	k := g.ecPKCS8()
	d, o = vwSrc(`FIREBASE_PROJECT_ID=acme-mobile-prod
FIREBASE_CLIENT_EMAIL=firebase-adminsdk-x1y2z@acme-mobile-prod.iam.gserviceaccount.com
FIREBASE_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\n«k»\n-----END PRIVATE KEY-----\n"
`, V{"k": jsonEsc(k.body)})
	t, v = vwFold(d, o, 76, "f")
	g.vwAdd("fold-w76-escaped-private-key", "$ fold -w 76 .env\n"+t, v, "FIREBASE_PROJECT_ID=acme-mobile-prod")

	v = V{"a": g.pw(), "b": g.xoxb(), "c": g.hex(32)}
	g.vwAdd("fmt-w72-joined-env", "$ fmt -w 72 .env\n"+vwFmt(72, v,
		"APP_ENV=production", "APP_URL=https://crm.acme.io", "DB_HOST=10.2.0.8", "DB_USER=crm",
		"DB_PASSWORD=«a»", "SLACK_BOT_TOKEN=«b»", "MIXPANEL_TOKEN=«c»", "LOG_CHANNEL=stack")+
		"fmt joined the lines into one paragraph; use cat to see the file as it is.\n", v, "APP_ENV=production APP_URL=https://crm.acme.io")

	d, o = vwSrc(`
POSTGRES_USER=metabase
POSTGRES_PASSWORD=«a»
MB_ENCRYPTION_SECRET_KEY=«b»
`, V{"a": g.pwStrong(), "b": g.b64(32)})
	t, v = vwB64Lines(d, o, 76, "b")
	g.vwAdd("base64-w76-env", "$ base64 -w 76 .env\n"+t+"Paste that into the METABASE_ENV secret in the CI settings.\n", v, "METABASE_ENV")

	sa := g.pkcs8RSAPEM()
	saJSON := `{"type":"service_account","project_id":"acme-data","private_key_id":"` + g.hex(40) + `","private_key":"` + jsonEsc(sa.block()+"\n") + `","client_email":"loader@acme-data.iam.gserviceaccount.com","client_id":"` + g.digits(21) + `","token_uri":"https://oauth2.googleapis.com/token"}`
	g.vwAdd("base64-w0-service-account", `$ base64 -w 0 loader-sa.json; echo
«a»
$ gh secret set GCP_CREDENTIALS_B64 < <(base64 -w 0 loader-sa.json)
✓ Set Actions secret GCP_CREDENTIALS_B64 for acme/data-pipelines
`, V{"a": b64s(saJSON)}, "✓ Set Actions secret GCP_CREDENTIALS_B64 for acme/data-pipelines")

	g.vwAdd("tr-nul-proc-environ", `$ sudo tr '\0' '\n' < /proc/$(pgrep -f 'node dist/server.js')/environ | sort
HOME=/home/node
MONGODB_URI=mongodb+srv://api:«a»@cluster0.ab12c.mongodb.net/prod?retryWrites=true
NODE_ENV=production
NPM_CONFIG_LOGLEVEL=warn
PATH=/usr/local/bin:/usr/bin:/bin
SENDGRID_API_KEY=«b»
`, V{"a": g.pwURL(), "b": g.sendgrid()}, "NPM_CONFIG_LOGLEVEL=warn")

	g.vwAdd("tr-newline-space-env", `$ tr '\n' ' ' < .env; echo
APP_KEY=«a» DB_PASSWORD=«b» PUSHER_APP_SECRET=«c» PUSHER_APP_ID=«_id» 
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.hex(20), "_id": g.digits(7)}, "PUSHER_APP_ID=")

	g.vwAdd("cut-f2-bare-values", `$ cut -d= -f2- .env.production
production
https://api.acme.io
«a»
«b»
«c»
info
`, V{"a": g.pw(), "b": g.awsSecret(), "c": g.doToken()}, "https://api.acme.io")

	g.vwAdd("cut-pgpass-user-password", `$ cut -d: -f1,4,5 ~/.pgpass
db-prod.internal:app_rw:«a»
db-prod.internal:migrator:«b»
localhost:postgres:postgres
`, V{"a": g.pw(), "b": g.pwStrong()}, "localhost:postgres:postgres", "db-prod.internal:migrator:")

	t1, t2 := g.npmTok(), g.ghp()
	g.vwAdd("cut-c-truncated-tokens", `$ cut -c1-24 tokens.txt
«a»
«b»
$ wc -c tokens.txt
82 tokens.txt
`, V{"a": t1[:24], "b": t2[:24]}, "82 tokens.txt")

	g.vwAdd("paste-keys-values", `$ paste -d= keys.txt values.txt
TWILIO_ACCOUNT_SID=«_sid»
TWILIO_AUTH_TOKEN=«a»
TWILIO_API_SECRET=«b»
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.an(32)}, "TWILIO_ACCOUNT_SID=")

	g.vwAdd("awk-print-secret-fields", `$ awk -F'=' '/KEY|SECRET|TOKEN/ {printf "%-24s %s\n", $1, $2}' .env
CLERK_SECRET_KEY         «a»
CLERK_PUBLISHABLE_KEY    pk_test_«_pk»
UPSTASH_REDIS_REST_TOKEN «b»
`, V{"a": "sk_live_" + g.an(40), "_pk": g.b64u(40), "b": "A" + g.b64u(59)}, "CLERK_PUBLISHABLE_KEY    pk_test_")

	pw := g.pw()
	g.vwAdd("tr-rot13-obfuscated-password", `$ grep PASS deploy/backup.sh
DB_PASS_ROT13='«r»'
$ echo '«r»' | tr 'A-Za-z' 'N-ZA-Mn-za-m'
«a»
rot13 is not encryption; anyone who reads the script has the password.
`, V{"r": vwRot13(pw), "a": pw}, "rot13 is not encryption")

	// benign
	_, pub := g.sshEd25519("deploy@ci")
	rsaPub := g.sshRSAPub()
	pt, pv := vwLinesV("_p", wrap(strings.TrimPrefix(rsaPub, "ssh-rsa "), 64))
	g.vwAdd("fold-w64-public-key", "$ cut -d' ' -f2 ~/.ssh/id_rsa.pub | fold -w 64\n"+pt+"\n$ cat ~/.ssh/id_ed25519.pub\n«_e» deploy@ci\n",
		vwMerge(pv, V{"_e": pub}), "deploy@ci")

	g.vwAdd("cut-users-csv-ids", `$ cut -d, -f1,3,5 exports/users.csv | head -4
id,email,created_at
«_a»,ana@acme.io,2024-02-01
«_b»,ben@acme.io,2024-02-03
«_c»,chen@acme.io,2024-03-11
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "id,email,created_at")

	g.vwAdd("tr-d-cr-placeholders", `$ tr -d '\r' < deploy/app.env.tpl | cat -A
DB_PASSWORD=__DB_PASSWORD__$
STRIPE_KEY=#{StripeKey}$
SMTP_PASSWORD=$
`, V{}, "DB_PASSWORD=__DB_PASSWORD__$", "STRIPE_KEY=#{StripeKey}$")

	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2L2 7l10 5 10-5-10-5z"/></svg>` + "\n")
	enc := base64.StdEncoding.EncodeToString(svg)
	g.vwAdd("base64-w76-svg-logo", "$ base64 -w 76 public/logo.svg\n"+wrap(enc, 76)+"\nUse it as a data: URL in the email template.\n", V{}, enc[:76])
}

// ---- Windows: type, Get-Content, findstr, Select-String, Format-* ----

func (g *G) vwWindows() {
	g.vwAdd("cmd-type-env", `C:\src\shop>type .env
APP_ENV=local
DB_CONNECTION=sqlsrv
DB_HOST=localhost\SQLEXPRESS
DB_DATABASE=shop
DB_USERNAME=shop
DB_PASSWORD=«a»
MAIL_PASSWORD=«b»

C:\src\shop>
`, V{"a": g.pw(), "b": g.an(16)}, `DB_HOST=localhost\SQLEXPRESS`)

	g.vwAdd("cmd-type-aws-credentials", `C:\Users\kwame>type %USERPROFILE%\.aws\credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[sandbox]
aws_access_key_id = «c»
aws_secret_access_key = «d»
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}, "[sandbox]")

	g.vwAdd("get-content-tail-env", `PS C:\src\portal> Get-Content .env -Tail 4
AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmeportal;AccountKey=«a»;EndpointSuffix=core.windows.net
AZURE_OPENAI_ENDPOINT=https://acme-oai.openai.azure.com/
AZURE_OPENAI_API_KEY=«b»
APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/
`, V{"a": g.azStorage(), "b": g.hex(32), "_ik": g.uuid()}, "AZURE_OPENAI_ENDPOINT=https://acme-oai.openai.azure.com/")

	g.vwAdd("get-content-wait-tail-log", `PS C:\inetpub\logs\app> Get-Content .\app-20250314.log -Wait -Tail 5
2025-03-14 10:22:31.481 +01:00 [INF] Request starting HTTP/1.1 GET /health
2025-03-14 10:22:33.902 +01:00 [ERR] Failed executing DbCommand (12ms)
Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'portal_app'.
   at Connection string: Server=tcp:sql-prod.acme.local,1433;Database=Portal;User Id=portal_app;Password=«a»;Encrypt=True
2025-03-14 10:22:34.004 +01:00 [INF] Request finished HTTP/1.1 GET /health - 503
`, V{"a": g.pwStrong()}, "Login failed for user 'portal_app'.")

	g.vwAdd("findstr-n-password-configs", `C:\inetpub\wwwroot\shop>findstr /n /i password *.config
web.config:14:    <add name="ShopDb" connectionString="Data Source=SQL01;Initial Catalog=Shop;User ID=shop_web;Password=«a»" providerName="System.Data.SqlClient" />
web.config:31:    <add key="SmtpPassword" value="«b»" />
web.Release.config:9:    <add key="SmtpPassword" value="#{SmtpPassword}" xdt:Transform="SetAttributes" xdt:Locator="Match(key)" />
`, V{"a": g.pw(), "b": g.pw()}, `value="#{SmtpPassword}"`, "web.Release.config:9:")

	g.vwAdd("findstr-s-n-apikey-json", `C:\src\Acme.Api>findstr /s /n /i "apikey" *.json
src\Acme.Api\appsettings.json:12:    "ApiKey": "",
src\Acme.Api\appsettings.Development.json:7:    "ApiKey": "«a»",
tools\seed\seed.json:3:  "apikey": "«b»"
`, V{"a": g.hex(32), "b": g.an(40)}, `src\Acme.Api\appsettings.json:12:    "ApiKey": "",`)

	g.vwAdd("select-string-context", `PS C:\src\Acme.Web> Select-String -Path .\appsettings*.json -Pattern 'ClientSecret' -Context 1,1

  appsettings.Development.json:8:    "ClientId": "«_cid»",
> appsettings.Development.json:9:    "ClientSecret": "«a»",
  appsettings.Development.json:10:    "TenantId": "«_tid»"
  appsettings.json:8:    "ClientId": "",
> appsettings.json:9:    "ClientSecret": "",
  appsettings.json:10:    "TenantId": ""
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, `> appsettings.json:9:    "ClientSecret": "",`)

	g.vwAdd("convertfrom-json-format-list", `PS C:\src\sync> Get-Content -Raw .\settings.json | ConvertFrom-Json | Format-List

ConnectionStrings : @{Default=Server=sql01;Database=Sync;User Id=sync;Password=«a»}
Smtp              : @{Host=smtp.office365.com; Port=587; User=sync@acme.io; Password=«b»}
Logging           : @{LogLevel=}
`, V{"a": g.pwStrong(), "b": g.pw()}, "Logging           : @{LogLevel=}")

	full := g.ghp()
	pat := g.azDevops()
	g.vwAdd("get-childitem-env-format-table-cut", `PS C:\> Get-ChildItem Env: | Where-Object Name -match 'TOKEN|PAT|KEY' | Format-Table -AutoSize

Name                 Value
----                 -----
AZURE_DEVOPS_EXT_PAT «p»
GH_TOKEN             «a»…
OPENAI_API_KEY       «b»…
`, V{"p": pat, "a": full[:30], "b": g.openai()[:30]}, "AZURE_DEVOPS_EXT_PAT")

	g.vwAdd("cmd-set-findstr-token", `C:\build>set | findstr /i "token key"
GITLAB_TOKEN=«a»
NUGET_API_KEY=«b»
SIGNTOOL_KEY_CONTAINER=acme-codesign
`, V{"a": g.glpat(), "b": "oy2" + g.s(alLowNum, 43)}, "SIGNTOOL_KEY_CONTAINER=acme-codesign")

	g.vwAdd("cmd-more-env-production", `C:\deploy>more .env.production
NODE_ENV=production
SESSION_SECRET=«a»
DATABASE_URL=mysql://shop:«b»@mysql01:3306/shop
-- More (62%) --
`, V{"a": g.hex(48), "b": g.pwURL()}, "-- More (62%) --")

	g.vwAdd("get-content-git-credentials", `PS C:\Users\mia> Get-Content ~\.git-credentials
https://mia-acme:«a»@github.com
https://mia:«b»@dev.azure.com
`, V{"a": g.ghp(), "b": g.azDevops()}, "@dev.azure.com")

	g.vwAdd("get-content-first-bare-secrets", `PS C:\ops\keys> Get-Content .\service-keys.txt | Select-Object -First 3
«a»
«b»
«c»
PS C:\ops\keys> (Get-Item .\service-keys.txt).LastWriteTime

Friday, March 14, 2025 10:22:31 AM
`, V{"a": g.skLive(), "b": g.sendgrid(), "c": g.twilioSID() + ":" + g.hex(32)}, "(Get-Item .\\service-keys.txt).LastWriteTime")

	// benign
	g.vwAdd("findstr-n-octopus-tokens", `C:\src\Acme.Web>findstr /n /i "password key" web.config
14:    <add name="Default" connectionString="Server=#{DbServer};Database=Shop;User ID=#{DbUser};Password=#{DbPassword}" />
22:    <add key="StripeSecretKey" value="__StripeSecretKey__" />
23:    <add key="MachineKeyValidation" value="HMACSHA256" />
`, V{}, "Password=#{DbPassword}", `value="__StripeSecretKey__"`)

	g.vwAdd("get-filehash", `PS C:\Downloads> Get-FileHash .\AcmeAgentSetup-4.2.1.msi -Algorithm SHA256 | Format-List

Algorithm : SHA256
Hash      : «_h»
Path      : C:\Downloads\AcmeAgentSetup-4.2.1.msi
`, V{"_h": strings.ToUpper(g.hex(64))}, `Path      : C:\Downloads\AcmeAgentSetup-4.2.1.msi`)

	g.vwAdd("get-content-tail-env-example", `PS C:\src\portal> Get-Content .env.example -Tail 3
AZURE_STORAGE_CONNECTION_STRING=UseDevelopmentStorage=true
AZURE_OPENAI_API_KEY=<from Key Vault: kv-portal-dev/openai-key>
SQL_PASSWORD=
`, V{}, "AZURE_STORAGE_CONNECTION_STRING=UseDevelopmentStorage=true", "<from Key Vault: kv-portal-dev/openai-key>")
}

// ---- more benign look-alikes: numbers, offsets, hashes, dumps ----

func (g *G) vwBenign() {
	g.vwAdd("catn-migration-uuids", "$ cat -n db/seeds/roles.sql\n"+vwNum(`
INSERT INTO roles (id, name) VALUES
  ('«_a»', 'admin'),
  ('«_b»', 'editor'),
  ('«_c»', 'viewer');
`, 1, "%6d⇥", ""), V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "INSERT INTO roles (id, name) VALUES")

	g.vwAdd("nl-order-ids-csv", "$ nl -ba -s': ' orders_failed.csv | head -4\n"+vwNum(`
order_id,amount,currency,error
«_a»,49.90,EUR,card_declined
«_b»,12.00,EUR,expired_card
«_c»,310.45,USD,insufficient_funds
`, 10231, "%6d: ", ""), V{"_a": "ord_" + g.an(14), "_b": "ord_" + g.an(14), "_c": "ord_" + g.an(14)}, "order_id,amount,currency,error")

	gz := []byte("\x1f\x8b\x08\x00")
	gz = append(gz, g.bytes(4)...)
	gz = append(gz, 0x00, 0x03)
	gz = append(gz, g.bytes(22)...)
	t, v := vwHexC(gz, make([]string, len(gz)), false, "c")
	g.vwAdd("hexdump-C-gzip-header", "$ hexdump -C -n 32 backups/db-2025-03-14.sql.gz\n"+t+"1f 8b: gzip; the archive is not encrypted, so keep it out of the public bucket.\n", v, "00000000  1f 8b 08 00")

	dg := g.bytes(32)
	g.vwAdd("od-tx1-digest", `$ printf '%s' 'v2.8.1' | sha256sum
«_h»  -
$ printf '%s' 'v2.8.1' | openssl dgst -sha256 -binary | od -An -tx1 | head -1
 «_o»
`, V{"_h": fmt.Sprintf("%x", dg), "_o": fmt.Sprintf("% x", dg[:16])}, "printf '%s' 'v2.8.1'")

	g.vwAdd("grep-n-yarn-lock-resolved", `$ grep -n -A3 '^"@acme/ui@' yarn.lock
4120:"@acme/ui@^3.2.0":
4121-  version "3.2.4"
4122-  resolved "https://npm.pkg.github.com/download/@acme/ui/3.2.4/«_s»#«_h»"
4123-  integrity sha512-«_i»
`, V{"_s": g.hex(40), "_h": g.hex(40), "_i": g.b64(64)}, `4121-  version "3.2.4"`)

	d, o := vwSrc("build=«_b» sha256=«_h» created=2025-03-14T10:22:31Z\n", V{"_b": g.uuid(), "_h": g.hex(64)})
	t, v = vwSedL(d, o, "l")
	g.vwAdd("sed-n-l-uuid-hash-line", "$ sed -n '1p' manifest.txt | sed -n l\n"+t, v, "build=")

	g.vwAdd("rg-json-nonsecret-match", `$ rg --json -m1 'schemaVersion' manifest.json | head -2
{"type":"begin","data":{"path":{"text":"manifest.json"}}}
{"type":"match","data":{"path":{"text":"manifest.json"},"lines":{"text":"  \"schemaVersion\": 2, \"config\": {\"digest\": \"sha256:«_d»\"}\n"},"line_number":2,"absolute_offset":2,"submatches":[{"match":{"text":"schemaVersion"},"start":3,"end":16}]}}
`, V{"_d": g.hex(64)}, `"submatches":[{"match":{"text":"schemaVersion"},"start":3,"end":16}]`)

	g.vwAdd("bat-numbers-changelog-ids", "$ bat -n --decorations=always CHANGELOG.md | sed -n '1,6p'\n"+vwNum(`
## 4.2.1 (2025-03-12)
- fix(auth): refresh tokens are now rotated on every use («_c1»)
- fix(api): mask the Authorization header in access logs («_c2»)
## 4.2.0 (2025-02-27)
- feat: read secrets from Vault through the agent sidecar («_c3»)
`, 1, "%4d ", ""), V{"_c1": g.hex(7), "_c2": g.hex(7), "_c3": g.hex(7)}, "mask the Authorization header in access logs")

	g.vwAdd("bat-sops-encrypted-yaml", "$ bat --decorations=always secrets/prod.enc.yaml\n"+vwGrid("secrets/prod.enc.yaml", "", `
db_password: ENC[AES256_GCM,data:«_d1»,iv:«_i1»,tag:«_t1»,type:str]
stripe_key: ENC[AES256_GCM,data:«_d2»,iv:«_i2»,tag:«_t2»,type:str]
sops:
    age:
        - recipient: «_r»
    lastmodified: "2025-03-11T08:41:09Z"
    mac: ENC[AES256_GCM,data:«_m»,iv:«_i3»,tag:«_t3»,type:str]
    version: 3.9.4
`, 1, nil, 90)+"Encrypted with sops; only the age recipient can decrypt it, so it is fine to commit.\n",
		V{"_d1": g.b64(18), "_i1": g.b64(32), "_t1": g.b64(16), "_d2": g.b64(80), "_i2": g.b64(32), "_t2": g.b64(16),
			"_r": g.agePublic(), "_m": g.b64(48), "_i3": g.b64(32), "_t3": g.b64(16)}, "version: 3.9.4")

	g.vwAdd("catn-sealed-secret", "$ cat -n k8s/sealed/api-env.yaml\n"+vwNum(`
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: api-env
  namespace: shop
spec:
  encryptedData:
    DATABASE_URL: «_e1»
    STRIPE_KEY: «_e2»
  template:
    metadata:
      name: api-env
`, 1, "%6d⇥", ""), V{"_e1": "AgB" + g.s(alB64, 600) + "=", "_e2": "AgC" + g.s(alB64, 620) + "="}, "kind: SealedSecret")

	vt, vv := vwLinesV("_v", wrap(g.hex(400), 80))
	g.vwAdd("head-ansible-vault-file", "$ head -6 group_vars/prod/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n"+vt+
		"\n$ ansible-vault view group_vars/prod/vault.yml\nVault password: \n", vv, "$ANSIBLE_VAULT;1.1;AES256", "Vault password: ")

	crt := g.certPEM()
	ct, cv := vwLinesV("_c", crt.body)
	g.vwAdd("catn-certificate-pem", "$ cat -n certs/acme-root-ca.crt\n"+vwNum(crt.begin+"\n"+ct+"\n"+crt.end, 1, "%6d⇥", "")+
		"$ openssl x509 -in certs/acme-root-ca.crt -noout -subject\nsubject=C = DE, O = Acme GmbH, CN = Acme Root CA 2024\n", cv, "subject=C = DE, O = Acme GmbH, CN = Acme Root CA 2024")

	g.vwAdd("kubectl-get-secrets-columns", `$ kubectl get secrets -n shop
NAME                     TYPE                                  DATA   AGE
api-env                  Opaque                                4      41d
default-token-«_s»      kubernetes.io/service-account-token   3      412d
regcred                  kubernetes.io/dockerconfigjson        1      90d
tls-shop                 kubernetes.io/tls                     2      12d
`, V{"_s": g.s(alLowNum, 5)}, "kubernetes.io/dockerconfigjson        1      90d")

	g.vwAdd("gh-api-secrets-names-jq", `$ gh api repos/acme/shop/actions/secrets --jq '.secrets[] | [.name, .updated_at] | @tsv'
AWS_ROLE_ARN⇥2025-01-08T10:12:00Z
NPM_TOKEN⇥2025-02-21T06:02:44Z
SENTRY_AUTH_TOKEN⇥2024-11-30T22:01:13Z
The API only lists names and dates; the values cannot be read back.
`, V{}, "NPM_TOKEN\t2025-02-21T06:02:44Z", "the values cannot be read back")

	g.vwAdd("od-c-nvmrc", `$ od -c .nvmrc
0000000   v   2   0   .   1   1   .   1  \n
0000011
`, V{}, "0000000   v   2   0   .   1   1   .   1  \\n")

	g.vwAdd("tail-f-audit-masked", `$ tail -f /var/log/acme/audit.log
2025-03-14T10:22:31Z user=«_u1» action=password.change result=ok password=[REDACTED]
2025-03-14T10:22:40Z user=«_u2» action=apikey.create key_id=«_k» key=sk_live_****************3f9a
2025-03-14T10:23:02Z user=«_u1» action=session.revoke sessions=3
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_k": "key_" + g.an(16)}, "password=[REDACTED]", "key=sk_live_****************3f9a")
}

// ---- END ----
