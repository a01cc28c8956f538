package rules

import (
	"math/bits"
	"strings"
)

// pastedCommandDetectors find a password typed or pasted at a shell's
// prompt instead of a password prompt: the shell answers that no
// command has that name (bash's "X: command not found", zsh's "command
// not found: X", fish's "Unknown command: X", cmd's "'X' is not
// recognized…", PowerShell's "The term 'X' is not recognized…"), or
// zsh's extended history keeps it as a command of one word. The word
// must be a password's shape (pastedPassword): a typo of a command is a
// word.
func pastedCommandDetectors() []detector {
	accept := func(v string) bool { return pastedPassword(v) }
	r := providerRule("pasted-password-command", "A password typed or pasted at a shell's prompt that the shell reports as an unknown command (command not found, Unknown command, is not recognized), or a one-word command of a password's shape in zsh's history.", SeverityHigh,
		[]string{"command not found", "unknown command", "is not recognized", ": 1"}, accept,
		`(?m)(?:^|[\s>$#%])([^\s'"]{8,128}): command not found\r?$`,
		`(?m)(?:^|\s)(?:zsh|bash|sh): command not found: ([^\s]{8,128})\r?$`,
		`(?m)(?:^|\s)fish: Unknown command: '?([^\s']{8,128})'?\r?$`,
		`(?m)^'([^\s']{8,128})' is not recognized as an internal or external command`,
		`The term '([^\s']{8,128})' is not recognized as (?:the|a) name of a cmdlet`,
		`(?m)^: 1[0-9]{9}:[0-9]{1,6};([^\s]{8,128})\r?$`)
	// each pattern runs around its own keyword's hits only: ": 1" is
	// frequent (JSON's "n": 1), and zsh's history line starts with it
	notFound, unknown, notRecognized, history := hitIs("command not found"), hitIs("unknown command"), hitIs("is not recognized"), hitIs(": 1")
	r.gates = []func(string, int) bool{notFound, notFound, unknown, notRecognized, notRecognized,
		func(text string, h int) bool { return (h == 0 || text[h-1] == '\n') && history(text, h) }}
	return []detector{r}
}

// pastedPassword reports a word that is a password rather than a
// command's name, a path or a typo: 8 bytes or more, capitals, small
// letters and digits, or two of them and a symbol that no name or
// version holds; no path, no assignment, no option.
func pastedPassword(v string) bool {
	if strings.ContainsAny(v, "/\\=") || v[0] == '-' || v[0] == '.' || v[0] == '$' || isPlaceholder(v) {
		return false
	}
	c := classBits(v)
	if c&7 == 7 {
		return !camelName(v) || c&8 != 0
	}
	return c&8 != 0 && bits.OnesCount8(c) >= 3 && strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-_") != ""
}
