package rules

import "strings"

// cliTokenID is the rule of generated tokens given to a command by a
// short flag or after its login subcommand (see cliTokenArg).
const cliTokenID = "cli-token-arg"

// cliTokenArg finds a token given to a command-line tool where no flag
// name says token: a short flag (-k, -K, -t, -T, -a: debricked scan -t,
// vcert enroll -k, choco push -k, an uploader's -k) or the argument of a
// login or connect subcommand (genezio login <token>, sem connect host
// <token>). These letters name many other things (a tag, a sort key, a
// timeout, an address), so the value must be generated beyond doubt
// (cliTokenValue): a UUID, hex of 32 digits or more (not a 40-digit
// commit or fingerprint), or a run of 24 bytes or more mixing capitals,
// small letters and digits that passes nearValue.
func cliTokenArg() *reRule {
	value := func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'") }
	d := newReRule(Rule{
		ID:          cliTokenID,
		Description: "Generated token given to a command by a short flag (-k, -t, -a, -K, -T) or after its login/connect subcommand: a UUID, long hex or a strongly random run, not a commit, a tag or a name.",
		Keywords:    []string{" -k", " -t", " -a", " login ", " connect "},
		Severity:    SeverityMedium,
	}, func(_, v string) bool { return cliTokenValue(v) },
		`(?:^|[ \t])-[ktaKT][ \t]{1,8}`,
		`\b(?:login|connect)(?:[ \t]+[A-Za-z0-9][A-Za-z0-9.\-]{0,80}\.[a-z]{2,12})?[ \t]+`,
	)
	d.tails = []func(string, int) (int, int, bool){value, value}
	d.gates = []func(string, int) bool{hitIs(" -k", " -t", " -a"), hitIs(" login ", " connect ")}
	d.before = []int{1, 1}
	return d
}

// cliTokenValue reports a value generated beyond doubt (see cliTokenArg).
func cliTokenValue(v string) bool {
	switch {
	case uuidValue.MatchString(v):
		return true
	case isHexString(strings.ToLower(v)):
		return len(v) >= 32 && len(v) != 40 && classBits(v)&4 != 0 && classBits(v)&3 != 0
	}
	return len(v) >= 24 && classBits(v)&7 == 7 && nearValue(v) && !wordy(v) && !camelName(v) && !topicPath(v)
}

// topicPath reports a path or an MQTT topic (mosquitto_pub -t
// device/<serial>/request): two '/' or more and a segment of lower-case
// letters alone, four or more, which base64 rarely writes between them.
func topicPath(v string) bool {
	if strings.Count(v, "/") < 2 {
		return false
	}
	for seg := range strings.SplitSeq(v, "/") {
		if len(seg) >= 4 && strings.Trim(seg, "abcdefghijklmnopqrstuvwxyz") == "" {
			return true
		}
	}
	return false
}
