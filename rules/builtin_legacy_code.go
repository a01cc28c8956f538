package rules

import "strings"

// legacyCodeSecret finds passwords in the forms legacy systems' code and
// configuration write them, where no key = value names them:
//
//   - COBOL's MOVE 'v' TO WS-PASSWORD and C's strcpy(password.arr, "v")
//     (Pro*C's VARCHAR), the literal moved or copied into a field whose
//     name says password;
//   - a literal with a comment after it that names it (a call's
//     argument list, "S#75X4T9", // password);
//   - Java's JNDI environment, env.put(Context.SECURITY_CREDENTIALS, "v");
//   - IBM i's CL parameters PASSWORD(v), RMTPWD(v), NEWPWD(v), CURPWD(v)
//     (special values *NONE, *SAME and CL variables &PW left alone);
//   - Connect:Direct's SNODEID=(user,password) and PNODEID=(…);
//   - Oracle's logon user/password@db after userid= (Forms' formsweb.cfg,
//     Reports' cgicmd.dat) and on E-Business Suite's loaders' command
//     lines (FNDLOAD apps/v 0 Y …);
//   - web.xml's parameters whose <param-name> says secret;
//   - Yocto's EXTRA_USERS_PARAMS = "usermod -P v root;" (-P: in clear).
//
// Mainframe and IBM i passwords are short, upper-case and often letters
// and digits only, so the gate is loose where the syntax is strong: no
// placeholder, variable or word, a digit or a symbol in it.
func legacyCodeSecret() *reRule {
	d := newReRule(Rule{
		ID:          "legacy-code-secret",
		Description: "Password in legacy code and configuration: COBOL MOVE 'v' TO WS-PASSWORD, strcpy(password.arr, \"v\"), a literal commented // password, Context.SECURITY_CREDENTIALS, IBM i CL PASSWORD(v)/RMTPWD(v), Connect:Direct SNODEID=(user,v), Oracle userid=user/v@db and FNDLOAD apps/v, web.xml's <param-value> under a secret's <param-name>.",
		Keywords: []string{"move '", "cpy(", "// passw", "// pwd", "/* passw", "-- passw", "# passw", "security_credentials", "password(", "rmtpwd(", "newpwd(", "curpwd(",
			"nodeid=(", "userid=", "userid =", "fndload ", "wfload ", "concsub ", "</param-name>", "extra_users_params"},
		Severity: SeverityHigh,
	}, func(_, v string) bool { return legacyValue(v) },
		`(?i)\bMOVE[ \t]+'([^'\n]{4,64})'[ \t]+TO[ \t]+[A-Z0-9-]{0,30}(?:PASS|PASSWORD|PASSWD|PWD|PSWD)[A-Z0-9-]{0,20}\b`,
		`(?i)\bstr[nl]?cpy[ \t]*\([ \t]*(?:\([^()\n]{1,32}\)[ \t]*)?(?:[A-Za-z_][A-Za-z0-9_.>\-]{0,40})?(?:pass|pwd|password|passwd)[A-Za-z0-9_.>\-]{0,20}[ \t]*,[ \t]*"([^"\n]{4,128})"`,
		`["']([^"'\n]{4,128})["'][ \t]*[,;)]?[ \t]*(?://|#|--|/\*)[ \t]*(?i:the[ \t]+)?(?i:password|passwd|pwd)\b`,
		`\bSECURITY_CREDENTIALS["']?[ \t]*,[ \t]*["']([^"'\n]{4,256})["']`,
		`(?i)\b(?:PASSWORD|RMTPWD|NEWPWD|CURPWD)\([ \t]*'?([^)\s'"*&][^)\s'"]{3,127})'?[ \t]*\)`,
		`(?i)\b[SP]NODEID=\([ \t]*[^,()\s]{1,64}[ \t]*,[ \t]*([^,()\s]{4,64})`,
		`(?i)\buserid[ \t]*=[ \t]*[A-Za-z0-9_$#]{1,30}/([^@\s/]{4,128})@`,
		`\b(?:FNDLOAD|WFLOAD|CONCSUB)[ \t]+[A-Za-z0-9_$#]{1,30}/([^@\s/]{4,128})(?:@\S+)?[ \t]`,
		// web.xml's <context-param> and <init-param>: the name, then the value
		`(?i)<param-name>[ \t]*[^<\n]{0,60}(?:pass|pwd|secret|token|credential|apikey|api_key)[^<\n]{0,30}</param-name>\s{0,200}<param-value>[ \t]*([^<\s]{4,256})[ \t]*</param-value>`,
		// Yocto's extrausers: EXTRA_USERS_PARAMS = "usermod -P v root; …"
		`(?i)\bEXTRA_USERS_PARAMS[^"\n]{0,16}"(?:[^"\n]{0,200}?;[ \t]*)?(?:usermod|useradd)[^;"\n]{0,80}?[ \t]-P[ \t]+['\\]{0,2}([^\s'";\\]{4,128})`,
	)
	d.gates = []func(string, int) bool{hitIs("move '"), hitIs("cpy("), hitIs("// passw", "// pwd", "/* passw", "-- passw", "# passw"),
		hitIs("security_credentials"), clParam, hitIs("nodeid=("), hitIs("userid=", "userid ="),
		hitIs("fndload ", "wfload ", "concsub "), hitIs("</param-name>"), hitIs("extra_users_params")}
	d.before = []int{0, 16, 140, 0, 0, 2, 0, 0, 120, 0}
	return d
}

// legacyValue is the gate of legacyCodeSecret's values: no placeholder,
// variable or plain word; a digit or a symbol in it.
func legacyValue(v string) bool {
	if len(v) < 4 || isPlaceholder(v) || strings.ContainsAny(v[:1], "$%{<&:*") || strings.ContainsAny(v, " \t") {
		return false
	}
	return classBits(v)&12 != 0 && !identWord(v) && !numericValue.MatchString(v)
}

// clParam is the gate of IBM i's CL parameters: PASSWORD( after a blank,
// not after '=' (SQL's PASSWORD('v') function, sql-password's) or a dot
// or a word (a method's call).
func clParam(text string, h int) bool {
	if !hitIs("password(", "rmtpwd(", "newpwd(", "curpwd(")(text, h) || h == 0 || text[h-1] != ' ' && text[h-1] != '\t' {
		return false
	}
	i := h
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i == 0 || text[i-1] != '='
}
