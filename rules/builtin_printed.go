package rules

import (
	"regexp"
	"strings"
)

// printedID is the rule of secrets a command printed (see Set.Printed).
const printedID = "command-output-secret"

// printedRule names the command-output detector of the Set: it matches
// nothing in a string alone; Set.Printed reads a command and its output
// together, which only the session's structure pairs (a bash tool call
// and its result, a !cmd's command and output, a read tool's path and
// the file, as "cat <path>").
type printedRule struct{ rule Rule }

func newPrintedRule() *printedRule {
	return &printedRule{rule: Rule{ID: printedID, Source: SourceBuiltin, Severity: SeverityHigh,
		Description: "The output of a command that prints a secret (openssl rand, secrets.token_hex, pwgen, gh auth token, gcloud auth print-access-token, " +
			"aws ecr get-login-password, vault print token, op read, pass show, echo $API_KEY, kubectl get secret … | base64 -d, cat ~/.vault-token…) when it is one token."}}
}

func (p *printedRule) info() *Rule { return &p.rule }

func (*printedRule) find(_ string, _ []int, out []Match) ([]Match, error) { return out, nil }

// secretPrinters match the commands whose standard output is a secret:
// generators of random keys and passwords, and the CLIs that print a
// credential they hold. Tokens with a known format are found in any
// output; these print random strings, UUIDs and hex that only the
// command says are secrets.
var secretPrinters = regexp.MustCompile(`\bopenssl\s+rand\b|` +
	`\bsecrets\.token_(?:hex|urlsafe|bytes)\b|\brandomBytes\(|\bSecureRandom\b|/dev/u?random\b|` +
	`\b(?:pwgen|apg|makepasswd|diceware|xkcdpass)\b|` +
	`\bgh\s+auth\s+token\b|\bheroku\s+auth:token\b|\bfly(?:ctl)?\s+auth\s+token\b|` +
	`\bgcloud\s+auth\s+(?:application-default\s+)?print-(?:access|identity)-token\b|` +
	`\baz\s+account\s+get-access-token\b|` +
	`\baws\s+(?:ecr(?:-public)?\s+get-login-password|codeartifact\s+get-authorization-token|configure\s+get\s+\S*(?:secret|token|key))\b|` +
	`\bvault\s+(?:print\s+token|(?:kv\s+)?(?:get|read)\b.*\s-field[= ])|` +
	`\bop\s+read\b|\bop\s+item\s+get\b.*--(?:fields|reveal)|\bbw\s+get\s+(?:password|totp)\b|` +
	`(?:^|[;&|]\s*)pass(?:\s+show)?\s+[\w./-]+\s*$|` +
	`\bsecurity\s+find-(?:generic|internet)-password\b.*\s-w\b|\bsecret-tool\s+lookup\b|` +
	`\bkubectl\s+create\s+token\b|\bkubectl\s+get\s+secrets?\b.*\bbase64\s+(?:-d|--decode|-D)\b|` +
	`\bdoppler\s+secrets\s+get\b.*--plain|\bterraform\s+output\s+-raw\s+\S*(?:password|secret|token|key)\b|` +
	// a file that holds one secret: a token file, a Docker or Kubernetes
	// secret mount
	`\b(?:cat|head|tail|less|more)\s+(?:-\S+\s+)*(?:\S*/)?(?:\.vault-token|[^\s/]*(?:token|secret|passw|apikey|api_key|api-key|credential)[^\s/]*)\s*$|` +
	`\b(?:cat|head|tail)\s+(?:-\S+\s+)*/(?:var/)?run/secrets/\S+`)

// printedVar matches a command that prints one variable: echo $NAME,
// printf '%s' "$NAME", printenv NAME. The variable's name must say
// secret (secretKey): "echo $OPENAI_API_KEY" is how an agent checks a key
// is set, and prints it.
var printedVar = regexp.MustCompile(`(?:^|[;&|]\s*)(?:echo(?:\s+-[neE]+)?|printf\s+(?:'%s(?:\\n)?'|"%s(?:\\n)?"))\s+["']?\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?["']?\s*$|` +
	`(?:^|[;&|]\s*)printenv\s+([A-Za-z_][A-Za-z0-9_]*)\s*$`)

// Bounds of a printed secret.
const (
	minPrinted = 8
	maxPrinted = 4096
)

// Printed returns the secret in output, the standard output of command,
// when the command prints one (secretPrinters, printedVar) and the
// output is one token: one line, no blank inside, 8 bytes or more, not a
// placeholder. Run in a pipeline or after other commands (cd x && …),
// the printer's output is all there is only when it is one token, which
// is the test. It returns nothing when the rule is disabled.
func (s *Set) Printed(command, output string) []Match {
	if _, ok := s.byID[printedID]; !ok || command == "" {
		return nil
	}
	start, end := printedToken(output)
	if start < 0 {
		return nil
	}
	if !printsSecret(command) {
		return nil
	}
	return s.filterAllowed([]Match{{RuleID: printedID, Start: start, End: end, Secret: output[start:end],
		Severity: SeverityHigh}})
}

// PrintedCandidate reports whether output could hold a printed secret
// (one token; see Set.Printed): a cheap test, before a caller looks up
// the command that printed it.
func PrintedCandidate(output string) bool {
	s, _ := printedToken(output)
	return s >= 0
}

// printedToken returns the span of output trimmed of blanks when it is
// one token, or -1.
func printedToken(output string) (int, int) {
	s, e := 0, len(output)
	for s < e && isSpaceByte(output[s]) {
		s++
	}
	for e > s && isSpaceByte(output[e-1]) {
		e--
	}
	v := output[s:e]
	if len(v) < minPrinted || len(v) > maxPrinted || strings.IndexFunc(v, func(r rune) bool {
		return r <= ' ' || r == 0x7f || r == 0x85 || r == 0xa0
	}) >= 0 || isPlaceholder(v) {
		return -1, -1
	}
	for _, w := range [...]string{"null", "none", "undefined", "(none)"} {
		if strings.EqualFold(v, w) {
			return -1, -1
		}
	}
	return s, e
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// printsSecret reports whether command, or one of its lines, prints a
// secret.
func printsSecret(command string) bool {
	for _, line := range strings.Split(command, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if secretPrinters.MatchString(line) {
			return true
		}
		if m := printedVar.FindStringSubmatch(line); m != nil {
			name := m[1] + m[2]
			if secretKey(name) && !publicName(name) {
				return true
			}
		}
	}
	return false
}
