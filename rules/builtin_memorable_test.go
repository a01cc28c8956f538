package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// memorableWords are words a person or a memorable-password generator
// joins; drawn at random, so no test value is written out.
var memorableWords = strings.Fields("anchor badger cactus falcon harbor lantern maple meadow orbit pepper puffin quartz rocket saffron sunset thunder violet walnut winter summer")

func memorableWord(r *rand.Rand) string {
	w := memorableWords[r.Intn(len(memorableWords))]
	return strings.ToUpper(w[:1]) + w[1:]
}

// TestMemorablePasswords: the word, number and symbol shape is found
// alone on a line, in a table's cell, after a label in any language and
// in quotes, whatever the words; the value alone is the span.
func TestMemorablePasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(291))
	for range 20 {
		n := fmt.Sprint(10 + r.Intn(9990))
		forms := []string{
			memorableWord(r) + n + string("!@#&^~"[r.Intn(6)]),                   // Summer2024!
			memorableWord(r) + memorableWord(r) + n + string("$*%-_"[r.Intn(5)]), // ThunderGranite55-
			memorableWord(r) + string("#%&@"[r.Intn(4)]) + memorableWord(r) + n,  // Falcon#Sunset843
			memorableWord(r) + "@" + n,                                           // Meadow@9417
		}
		for _, pw := range forms {
			wantFound(t, s, pw+"\n", pw, memorableID)
			for _, text := range []string{
				"| backup NAS | " + pw + " |\n",
				"Hasło do bazy: " + pw + "\n",
				"new one is \"" + pw + "\", please update the runbook.",
				"it was reset on saturday, new one is " + pw + ".",
			} {
				wantFound(t, s, text, pw, "")
			}
		}
	}
}

// TestMemorableNotNames: names of code and products with numbers,
// arithmetic, tickets, regular expressions, globs, percentages,
// versions, paths and e-mail addresses keep the shape's parts without
// being a password.
func TestMemorableNotNames(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"for i := 0; i < MaxFrames+10; i++ {",
		"buf := make([]byte, BlockSize*20)",
		"see Issue#4412 and Order#5521",
		"// ERROR \"Disproved Less64$\"",
		"go test -run 'TestFloat64$' ./...",
		"ls Report2024* | wc -l",
		"Coverage85% on main",
		"requires Android12+ or Windows-1252 encoding, Adler-32 and Keccak-256",
		"open /Users/Summer2024!/notes.txt",
		"mail Summer2024!@example.com",
		"Windows2019 and Python311 and Ubuntu2204 images",
		"HmacSha256! is not a password",
		"We shipped Release2024. Next up: Roadmap2025?",
	} {
		wantNoRule(t, s, text, memorableID)
	}
}

// notMemorable returns a random password-like value that is not of the
// memorable shape (a digit right after its capital), for tests of a
// context rule's restraint: a memorable-shaped value is found wherever
// it stands.
func notMemorable(r *rand.Rand) string {
	return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "23456789", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
}
