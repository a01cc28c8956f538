package rules

import "strings"

// Credentials of package publishing tools whose flags or files name no
// secret: the token is what the tool's own documentation says its short
// flag or its setting takes.
func pkgPublishDetectors() []detector {
	tok := func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'") }
	cli := newReRule(Rule{
		ID:          "package-cli-token",
		Description: "API key or token given to a package repository's CLI by its short flag: cloudsmith -k, anaconda -t (before or after its subcommand).",
		Keywords:    []string{"cloudsmith", "anaconda"},
		Severity:    SeverityHigh,
	}, func(_, v string) bool { return pkgTokenValue(v) },
		`(?:^|[\s;&|(])(?:cloudsmith[ \t]+(?:push|delete|copy|move|resync|tags|entitlements|check|list|whoami|auth|login)|anaconda)\b[^\n]{0,300}?[ \t](?:-k|-t|--api-key|--token)(?:[ \t]{1,8}|=)`)
	cli.tails = []func(string, int) (int, int, bool){tok}
	bundle := newReRule(Rule{
		ID:          "bundler-source-credentials",
		Description: "Credentials of a private gem source set with bundle config (bundle config set [--global] gems.host.com user:password) and as bundle config lists them (the host, then Set for …: \"user:password\"); Sidekiq Pro's and Enterprise's gems.contribsys.com keys among them.",
		Keywords:    []string{"bundle config", "set for "},
		Severity:    SeverityHigh,
	}, func(_, v string) bool {
		return pkgTokenValue(v) || strings.Count(v, ":") == 1 && len(v) >= 12 && hasClasses(strings.ReplaceAll(v, ":", ""), 2)
	},
		`\bbundle[ \t]+config(?:[ \t]+set)?(?:[ \t]+--(?:global|local))?[ \t]+[a-z0-9\-]+(?:\.[a-z0-9\-]+)+[ \t]+`,
		`(?m)^[a-z0-9\-]+(?:\.[a-z0-9\-]+)+\r?\n(?:Set (?:for|via) [^\n]{0,200}?: )"([^"\s]{8,200})"`,
	)
	bundle.tails = []func(string, int) (int, int, bool){tok, nil}
	bundle.gates = []func(string, int) bool{hitIs("bundle config"), hitIs("set for ")}
	bundle.before = []int{1, 300}
	return []detector{cli, bundle}
}

// pkgTokenValue reports a value that can be a repository's token: 12
// bytes or more, two character classes, not a variable or placeholder.
func pkgTokenValue(v string) bool {
	return len(v) >= 12 && !strings.HasPrefix(v, "$") && !strings.HasPrefix(v, "%") && hasClasses(v, 2) && !isPlaceholder(v)
}
