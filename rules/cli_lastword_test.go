package rules

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestCLICommandAsLastWord gives cli-password every command name its
// switch knows as the last word of a line, in the cases a sentence or a
// UI copy writes it ("Sign-In and Security"): a subcommand test once
// sliced past the words there and the rule failed the whole scan.
func TestCLICommandAsLastWord(t *testing.T) {
	src, err := os.ReadFile("builtin_context_cli.go")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, m := range regexp.MustCompile(`(?m)^\s*case ("[^"]+"(?:, "[^"]+")*):`).FindAllStringSubmatch(string(src), -1) {
		for _, q := range strings.Split(m[1], ", ") {
			names = append(names, strings.Trim(q, `"`))
		}
	}
	if len(names) < 50 {
		t.Fatalf("found %d command names in the source; the pattern no longer reads it", len(names))
	}
	c := newCLIPassword()
	for _, name := range names {
		title := strings.ToUpper(name[:1]) + name[1:]
		for _, text := range []string{
			name, name + "\n", "$ " + name, "sudo " + name + "\nCreate\n",
			"Sign-In and " + title + "\nApp-Specific Passwords\n",
			"run " + name + " -p\n", name + " " + name,
		} {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%q: panic %v", text, r)
					}
				}()
				c.find(text, nil, nil)
			}()
		}
	}
}
