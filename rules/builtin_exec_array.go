package rules

// execArrayDetectors returns the rule of a secret given to a program in
// an exec-form argument list, one argument per string: Docker's and
// Compose's command: ["redis-server", "--requirepass", "v"], a
// Kubernetes container's args, a Python subprocess list. The shell
// tokenizer of cli-password never sees those as a command line: the
// flag and its value are two quoted elements of a list.
func execArrayDetectors() []detector {
	return []detector{
		newReRule(Rule{ID: "exec-array-secret", Severity: SeverityHigh,
			Description: "Secret after a password, secret or token flag in an exec-form argument list " +
				`(command: ["redis-server", "--requirepass", "v"], args: ["--db-password", "v"], ["redis-cli", "-a", "v"]).`,
			// the flag's own dash and closing quote: a JSON key ("token":)
			// has neither, and is the commonest string of a session
			Keywords: []string{`-pass"`, "-pass'", `-password"`, "-password'", `-passwd"`, "-passwd'", `-pwd"`, "-pwd'", `-secret"`, "-secret'",
				`-token"`, "-token'", `-apikey"`, "-apikey'", `-api-key"`, "-api-key'", `-passphrase"`, "-passphrase'", `requirepass"`, "requirepass'",
				`masterauth"`, "masterauth'", `-cli"`, "-cli'"}},
			func(_, v string) bool { return cliValue(v) || memorableShape(v) },
			`["']--?(?:[a-z0-9]{1,24}[-_]){0,4}(?:password|passwd|pass|pwd|secret|token|apikey|api-key|passphrase|requirepass|masterauth)["'][ \t]*,[ \t]*["']([^"'\s]{6,200})["']`,
			`["'](?:redis|valkey|keydb)-cli["'][^\]\n]{0,200}?["']-a["'][ \t]*,[ \t]*["']([^"'\s]{6,200})["']`),
	}
}
