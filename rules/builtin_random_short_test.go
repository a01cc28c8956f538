package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestShortRandomInProse: keys of 20 to 31 characters, and keys of
// letters alone, pasted into chat with no word that names them are
// found; the ids, names and codes of the same length that sessions are
// full of are not: an API object's id, a name of code, a cell of aligned
// output, a command's argument, a value after a word naming an id, a
// setting's value, a JSON field's whole value.
func TestShortRandomInProse(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2024))
	caseTurns := func(n int) string {
		for {
			v := randToken(r, tAlnum, n)
			if caseTurning(v) && !wordy(v) && !camelName(v) && !nameLike(v) && !wordShaped(v) {
				return v
			}
		}
	}
	for range 4 {
		b62 := caseTurns(20 + r.Intn(12))
		b52 := ""
		for b52 == "" || !caseTurning(b52) {
			b52 = randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 22+r.Intn(10))
		}
		b36 := ""
		for strings.Count(b36, "0")+strings.Count(b36, "1")+strings.Count(b36, "2")+strings.Count(b36, "3")+strings.Count(b36, "4")+
			strings.Count(b36, "5")+strings.Count(b36, "6")+strings.Count(b36, "7")+strings.Count(b36, "8")+strings.Count(b36, "9") < 4 {
			b36 = randToken(r, tLower, 24+r.Intn(8)) // letters and digits spread, as base36 keys are
		}
		group := func() string {
			return randToken(r, "abcdefghijklmnopqrstuvwxyz", 5) + randToken(r, "0123456789", 1) + randToken(r, "abcdefghijklmnopqrstuvwxyz", 1)
		}
		groups := group() + "-" + group() + "-" + group() + "-" + group()
		upper := randLetters(r, 24+r.Intn(6), true)
		lower := randLetters(r, 18+r.Intn(6), false)
		digits := ""
		for !secretDigits(digits) {
			digits = randToken(r, "0123456789", 24+r.Intn(10))
		}
		for _, c := range []struct{ text, secret string }{
			{"use " + b62 + " for staging, the prod one is still pending", b62},
			{"here's what support sent me:\n" + b52 + "\nthey said it's valid for 90 days", b52},
			{"ok try " + b36 + "\nif that fails too I'll ask Marta", b36},
			{"set it to " + groups + " and retry the sync job", groups},
			{"pls use " + upper + " from now on, I revoked everything else", upper},
			{"[10:44] ravi: " + b62 + "\n", b62},
			{"for prod: " + digits + "\ndon't mix them up", digits},
			{"that's the dev one, prod is " + lower + "\n", lower},
		} {
			wantFound(t, s, c.text, c.secret, randomID)
		}
		b62 = caseTurns(22 + r.Intn(8))
		hexID := randToken(r, tHex, 24)
		for _, text := range []string{
			"The payment pi_" + b62 + " for the customer failed",
			"the key ID of the bot is " + b62,
			"request id: " + b62 + "\n",
			"build_number=" + randToken(r, tLower, 26) + "\n",
			"\t\tssa.OpAMD64VPMOVVec32x8ToM,\n",
			"\t\t\tif v_1.Op != OpAMD64VPMOVMToVec16x32 {\n",
			"func TestX86ifAVX512VLhasAVX512F(t *testing.T) {\n",
			"  const payments = window.Square.payments(\"" + b62 + "\", \"LKFQQDNHTFVL2\");\n",
			randToken(r, tLower, 26) + "    AWS root (acme-prod)      Infra            2 weeks ago\n",
			"astro deploy " + randToken(r, tLower, 25) + " --dags\n",
			"$ op item get " + randToken(r, tLower, 26) + "\n",
			`{"cookies": [{"name": "theme", "value": "` + b62 + `"}]}`,
			"mongo object " + hexID + " was updated",
			"CIRCLESTRAIGHTNESSFLATNESSAC CURRENTELECTRICAL",
			"\tAXSCMPGEQP\n\tAXSCMPEQQP\n\tAVSTRIHRCC\n\tAVSTRIHR\n",
			"the order total was 1000000000000000000000000 wei",
			"restarted ingest-" + randToken(r, tLower, 9) + "-" + randToken(r, tLower, 5) + " twice",
			"0602-901904-" + randToken(r, tLower, 8) + "  shared-etl  RUNNING",
		} {
			wantNoRule(t, s, text, randomID)
		}
	}
}
