package rules

// nameValueSecret finds the value of a name/value pair written as text,
// where no JSON walk sees it: Kubernetes and ECS env lists in YAML
// ("- name: DB_PASSWORD\n  value: …") and JSON fragments that do not
// parse as a whole (a truncated tool output, a log line):
// "name": "API_KEY", "value": "…". The name must say secret (contextKey)
// and the value look like one (contextValue). Pairs inside a valid JSON
// document are also seen by structured-secret, with the same span.
func nameValueSecret() *reRule {
	d := newReRule(Rule{
		ID:          "name-value-secret",
		Description: "Value of a name/value pair in YAML or JSON text (Kubernetes env: - name: DB_PASSWORD / value: …) whose name says secret; the value must look like one.",
		Keywords:    []string{"value:", `"value"`},
		Severity:    SeverityMedium,
	}, func(key, v string) bool { return contextKey(key) && contextValue(v) },
		`(?:^|\n)[ \t]*-[ \t]+name:[ \t]*["']?(?P<key>[A-Za-z0-9_.\-]{1,64})["']?[ \t]*\r?\n[ \t]+value:[ \t]*(?:"([^"\n]{1,300})"|'([^'\n]{1,300})'|([^\s"'#][^\s#]{0,299}))`,
		`"(?:name|key|Name|Key)"[ \t]*:[ \t]*"(?P<key>[^"\\\n]{1,64})"[ \t]*,[ \t\r\n]*"(?:value|Value)"[ \t]*:[ \t]*"([^"\\\n]{1,300})"`,
	)
	d.gates = []func(string, int) bool{hitIs("value:"), hitIs(`"value"`)}
	d.before = []int{100, 100}
	return d
}

// authorizationHeader finds the credentials of an Authorization header
// whose scheme is neither Bearer nor Basic (bearer-token and
// basic-auth-header read those): GitHub's "token …", Discord's "Bot …",
// Okta's "SSWS …", "ApiKey …", "Splunk …", GoDaddy's "sso-key …".
func authorizationHeader() *reRule {
	return newReRule(Rule{
		ID:          "authorization-header",
		Description: "Credentials of an Authorization header with a token, Bot, SSWS, ApiKey, Splunk, sso-key or similar scheme.",
		Keywords:    []string{"authorization"},
		Severity:    SeverityHigh,
	}, func(_, v string) bool { return contextValue(v) },
		`(?i)\b(?:proxy-)?authorization["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?:token|bot|apikey|api-key|ssws|key|sso-key|splunk|geniekey|hmac|otp)[ \t]+([A-Za-z0-9._~+/=:\-]{8,1000})`)
}
