package rules

// analyticsDetectors returns formats of analytics and developer tools
// that no other rule reads, written from their documented formats:
// SAS's encoded passwords, Phabricator's Conduit API tokens and the
// access tokens Gitea's API returns.
func analyticsDetectors() []detector {
	return []detector{
		// PROC PWENCODE writes {SAS001} (base64), {SAS002} (32-bit key),
		// {SAS003}/{SAS004} (AES) and {SAS005} (AES-256 with a salt):
		// SAS accepts the encoded string as the password itself, in
		// LIBNAME, PROC HTTP's webpassword and -METAPASS, so it is as
		// good as the password. The prefix stays readable.
		providerRule("sas-encoded-password", "SAS encoded password as PROC PWENCODE writes it ({SAS001}–{SAS005} and the encoding), which SAS takes as the password itself.", SeverityHigh,
			[]string{"{sas00"}, func(v string) bool { return hasAlnum(v) && classBits(v)&4 != 0 },
			`\{(?i:SAS00[1-5])\}([A-Za-z0-9+/]{8,512}={0,2})`),
		// Phabricator's and Phorge's Conduit API tokens (~/.arcrc,
		// arc install-certificate): api- or cli- and 28 lower-case
		// letters and digits
		providerRule("phabricator-conduit-token", "Phabricator or Phorge Conduit API token (api-/cli- and 28 lower-case letters and digits), as ~/.arcrc and arc install-certificate hold it.", SeverityHigh,
			[]string{"api-", "cli-"}, func(v string) bool { return conduitToken(v[4:]) },
			`(?:^|[^A-Za-z0-9_\-])((?:api|cli)-[a-z0-9]{28})(?:[^A-Za-z0-9_\-]|$)`),
		// Gitea's, Forgejo's and Gogs' token API returns a new access
		// token as "sha1" (40 hex digits) beside its "token_last_eight";
		// elsewhere a "sha1" is a commit's or a file's digest
		providerRule("gitea-api-token", "Access token in the reply of Gitea's, Forgejo's or Gogs' token API: the \"sha1\" beside \"token_last_eight\".", SeverityHigh,
			[]string{"token_last_eight"}, nil,
			`"sha1"\s*:\s*"([0-9a-f]{40})"[^{}]{0,300}?"token_last_eight"`,
			`"token_last_eight"[^{}]{0,300}?"sha1"\s*:\s*"([0-9a-f]{40})"`),
	}
}

// conduitToken reports the 28 random characters of a Conduit token:
// letters and digits both, three digits or more, no vowel-rich word run.
func conduitToken(r string) bool {
	digits := 0
	for i := 0; i < len(r); i++ {
		if isDigit(r[i]) {
			digits++
		}
	}
	return digits >= 3 && digits < len(r)-6 && !wordLike(r)
}
