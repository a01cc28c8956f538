package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// maskedBy returns text with every byte of s's findings in it written #.
func maskedBy(t *testing.T, s *Set, text string) string {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	masked := []byte(text)
	for _, m := range ms {
		for k := m.Start; k < m.End; k++ {
			masked[k] = '#'
		}
	}
	return string(masked)
}

// dumpOf writes b as xxd, hexdump -C or od -A x -t x1z would.
func dumpOf(b []byte, style string) string {
	var sb strings.Builder
	for off := 0; off < len(b); off += 16 {
		row := b[off:min(off+16, len(b))]
		asc := []byte(strings.Map(func(r rune) rune {
			if r < 0x20 || r >= 0x7f {
				return '.'
			}
			return r
		}, string(row)))
		var hx strings.Builder
		for i, c := range row {
			switch style {
			case "xxd":
				if i%2 == 0 && i > 0 {
					hx.WriteByte(' ')
				}
			case "hexdump":
				if i > 0 {
					hx.WriteByte(' ')
				}
				if i == 8 {
					hx.WriteByte(' ')
				}
			default:
				if i > 0 {
					hx.WriteByte(' ')
				}
			}
			fmt.Fprintf(&hx, "%02x", c)
		}
		switch style {
		case "xxd":
			fmt.Fprintf(&sb, "%08x: %-39s  %s\n", off, hx.String(), asc)
		case "hexdump":
			fmt.Fprintf(&sb, "%08x  %-48s  |%s|\n", off, hx.String(), asc)
		default:
			fmt.Fprintf(&sb, "%06x %-47s  >%s<\n", off, hx.String(), asc)
		}
	}
	return sb.String()
}

// TestHexDumps: a token in a dumped file is found, and every byte of it
// is masked in the hex columns and the text column of every row it
// crosses; a dump of a file with no secret gives nothing.
func TestHexDumps(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(355))
	for _, style := range []string{"xxd", "hexdump", "od"} {
		for range 3 {
			tok := "ghp_" + randToken(r, tAlnum, 36)
			file := "# local dev only\nGITHUB_TOKEN=" + tok + "\nPORT=3000\n"
			text := "$ dump .env\n" + dumpOf([]byte(file), style)
			// what is left of the dump must not hold the token's bytes
			left := maskedBy(t, s, text)
			for _, piece := range []string{tok[:6], tok[10:16], tok[20:26], tok[34:]} {
				if strings.Contains(left, piece) || strings.Contains(strings.ReplaceAll(left, " ", ""), fmt.Sprintf("%x", piece)) {
					t.Errorf("%s: a piece of the token is left in the dump", style)
				}
			}
			if !strings.Contains(left, "PORT=3000") {
				t.Errorf("%s: the dump's other bytes are masked", style)
			}
		}
		wantNothing(t, s, "$ dump notes.txt\n"+dumpOf([]byte("# notes\nthe build runs at 03:00 and uploads to the mirror\nPORT=3000\n"), style))
	}
}

// TestCharDump: od -c shows each byte in a column of four; a token in a
// dumped .netrc is found and masked column by column.
func TestCharDump(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(356))
	odc := func(b []byte) string {
		var sb strings.Builder
		for off := 0; off < len(b); off += 16 {
			fmt.Fprintf(&sb, "%07o", off)
			for _, c := range b[off:min(off+16, len(b))] {
				switch {
				case c == '\n':
					sb.WriteString("  \\n")
				case c < 0x20 || c >= 0x7f:
					fmt.Fprintf(&sb, " %03o", c)
				default:
					fmt.Fprintf(&sb, "   %c", c)
				}
			}
			sb.WriteByte('\n')
		}
		return sb.String()
	}
	for range 3 {
		tok := "ghp_" + randToken(r, tAlnum, 36)
		text := "$ od -c ~/.netrc\n" + odc([]byte("machine api.github.com\nlogin deploy-bot\npassword "+tok+"\n"))
		left := strings.ReplaceAll(maskedBy(t, s, text), " ", "")
		if strings.Contains(left, tok[4:10]) || strings.Contains(left, tok[30:]) {
			t.Errorf("a piece of the token is left in the dump")
		}
		if !strings.Contains(left, "machineapi.gith") {
			t.Errorf("the dump's other bytes are masked")
		}
	}
}
