package rules

// htmlPasswordInput finds the value of an HTML password field: a page, a
// test fixture or a browser tool's dump of a form writes the password in
// the input's value attribute (<input type="password" value="…">), with
// the attributes in any order. The value passes secret-assignment's value
// gate: empty values, placeholders and templates ({{ pw }}, <%= pw %>)
// are not secrets.
func htmlPasswordInput() *reRule {
	const (
		attrs = `[^<>]{0,200}?`
		typ   = `\btype[ \t]*=[ \t]*["']?password\b`
		value = `\bvalue[ \t]*=[ \t]*(?:"([^"<>\n]{1,200})"|'([^'<>\n]{1,200})')`
	)
	return newReRule(Rule{
		ID:          "html-password-input",
		Description: "Value of an HTML password field (<input type=\"password\" value=\"…\">).",
		Keywords:    []string{"<input"},
		Severity:    SeverityHigh,
	}, func(_, v string) bool { return acceptAssignment("password", v) },
		`(?i)<input\b`+attrs+typ+attrs+value,
		`(?i)<input\b`+attrs+value+attrs+typ,
	)
}
