package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestRecoveryCodes: codes listed under the words that name them (or a
// file so named) are found, each alone, in columns or after advice, and
// so are a single code of four groups or more and BitLocker's key;
// prose, versions, ids, dates, phone numbers and lists of words are not.
func TestRecoveryCodes(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{recoveryCodesID, func(r *rand.Rand) []sample {
		gh := func() string { return randToken(r, tHex, 5) + "-" + randToken(r, tHex, 5) }
		a, b, c := gh(), gh(), gh()
		g1, g2 := randToken(r, "0123456789", 4)+" "+randToken(r, "0123456789", 4), randToken(r, "0123456789", 8)
		g3 := randToken(r, "0123456789", 4) + " " + randToken(r, "0123456789", 4)
		up := func(groups, n int) string {
			var p []string
			for range groups {
				p = append(p, randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", n-2)+randToken(r, "23456789", 2))
			}
			return strings.Join(p, "-")
		}
		ms, bw := up(5, 5), strings.ReplaceAll(up(8, 4), "-", " ")
		var bl []string
		for range 8 {
			bl = append(bl, randToken(r, "0123456789", 6))
		}
		bitlocker := strings.Join(bl, "-")
		d1, d2, d3 := randToken(r, tHex, 4)+"-"+randToken(r, tHex, 4), "l6ly-ahlf", randToken(r, tHex, 4)+"-"+randToken(r, tHex, 4)
		return []sample{
			one("GitHub recovery codes for the acme-bot account:\n"+a+"\n"+b+"\n"+c+"\n", a, b, c),
			one("Backup codes:\n1. "+g1+"\n2. "+g2+"\nthanks", g1, g2),
			// a file's name says it; codes in two columns after a blank line
			one("$ cat ~/Downloads/github-recovery-codes.txt\n"+c+"\n"+a+"\n$ ls", c, a),
			one("BACKUP VERIFICATION CODES\n\nbob@example.com\n\n1. "+g1+"        3. "+g3+"\n", g1, g3),
			// one code of four groups or more, after advice; BitLocker's key
			one("Your new recovery code\n\nWrite it down and keep it safe.\n\n\t"+ms+"\n\nAccount: bob@outlook.com", ms),
			one("Your two-step login recovery code:\n"+bw+"\n", bw),
			one("Recovery Key:\n\n\t"+bitlocker+"\n", bitlocker),
			one("    Numerical Password:\n      ID: {20C1C173-C324-45C9-BA3A-8B2E65CC06A2}\n      Password:\n        "+bitlocker+"\n", bitlocker),
			// a list vouches for a code that alone could be words
			one("Discord backup codes:\n * "+d1+"\n * "+d2+"\n * "+d3+" (used)\n", d1, d2, d3),
			one("Backup codes:\n"+a+"  (used)\n-   "+b+"\n", a, b), // a mark and a bullet set off by blanks
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"recovery codes are stored in 1Password\nversion 1.2.3\n",
			"backup codes:\n- rotate yearly\n- keep offline\n",
			"recovery codes:\nabcdefgh\n", // no digit
			"fixed recovery code validation:\n- AUTH-4821\n",
			"Backup codes were regenerated for these accounts:\n- jsmith01\n- web01-prod\n",
			"recovery codes:\n" + randToken(r, tHex, 5) + "-" + randToken(r, tHex, 5) + "\n", // one code alone
			// ids after a recovery key's name; dates and phone numbers; words
			"BitLocker recovery key\nIdentifier:\n\t9FBE68CD-964A-4A69-8F95-4AA39E31C42D\n",
			"backup codes generated:\n2024-06-11\n2024-06-12\n",
			"recovery codes hotline:\n+49 761 1234 5678\n+49 761 1234 5679\n",
			"backup codes:\nabcd-efgh\nwxyz-qrst\n",
			"Recovery Codes\nWeb01-Prod\nWeb02-Prod\n",
		}
	}})
}

// TestRecoveryCodesBoxesAndLong: codes printed with boxes to tick
// (Discord), a code of letters alone among strict ones, and npm's codes
// of 64 hex digits are found under their heading.
func TestRecoveryCodesBoxesAndLong(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(253))
	code := func() string {
		a := randToken(r, "abcdefghijklmnopqrstuvwxyz", 3) + randToken(r, "0123456789", 1)
		return a + "-" + randToken(r, "0123456789", 1) + randToken(r, "abcdefghijklmnopqrstuvwxyz", 3)
	}
	letters := randToken(r, "abcdefghijklmnopqrstuvwxyz", 4) + "-" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 4)
	c1, c2, c3, c4, c5 := code(), code(), code(), code(), code()
	wantFound(t, s, "Backup Codes\nEach code can only be used once.\n☐ "+c1+"   ☐ "+c2+"\n☐ "+c3+"   ☐ "+c4+"\n☐ "+c5+"   ☐ "+letters+"\nGenerate new codes\n",
		strings.Join([]string{c1, c2, c3, c4, c5, letters}, "|"), recoveryCodesID)
	var hs []string
	for range 4 {
		hs = append(hs, randToken(r, "0123456789abcdef", 64))
	}
	wantFound(t, s, "Recovery codes (save these!):\n"+strings.Join(hs, "\n")+"\n", strings.Join(hs, "|"), recoveryCodesID)
}

// TestRecoveryCodesQuoted: codes in a reply's quoted mail ("> ") are
// read as the mail showed them.
func TestRecoveryCodesQuoted(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(259))
	var cs []string
	for range 4 {
		cs = append(cs, randToken(r, "0123456789abcdef", 5)+"-"+randToken(r, "0123456789abcdef", 5))
	}
	wantFound(t, s, "> Dana wrote:\n>\n> Recovery codes for the ops GitHub account:\n>\n> "+strings.Join(cs, "\n> ")+"\n>\n> Keep them safe.\n",
		strings.Join(cs, "|"), recoveryCodesID)
}
