package rules

// envDefaultID is the rule of secrets written as the fallback of an
// environment lookup (see envDefault).
const envDefaultID = "env-default-secret"

// envDefault finds the literal a program falls back to when a secret's
// environment variable is unset: os.getenv("DB_PASSWORD", "v"),
// os.environ.get("API_TOKEN", "v"), ENV.fetch("SECRET_KEY_BASE", "v"),
// Laravel's env('DB_PASSWORD', 'v'), process.env.API_KEY || "v",
// process.env.API_KEY ?? "v", Kotlin's System.getenv("STORE_PASSWORD")
// ?: "v", PHP's getenv('DB_PASS') ?: 'v', Ruby's ENV["TOKEN"] || "v", and
// the default a validation schema gives the variable (JWT_SECRET:
// Joi.string().default("v"), zod's z.string().default("v")).
// The code reads the secret from the environment, so secret-assignment
// sees an expression where the value should be; the fallback is the
// real value, committed with the code. The variable's name must say
// secret and the literal pass acceptAssignment's gates.
func envDefault() *reRule {
	value := func(text string, at int) (int, int, bool) { return quotedValue(text, at) }
	const name = `(?P<key>[A-Za-z0-9_.\-]{1,64})`
	const or = `[ \t]*(?:\|\||\?\?|\?:|\bor\b)[ \t]*`
	d := newReRule(Rule{
		ID:          envDefaultID,
		Description: "Literal fallback of a secret's environment variable: os.getenv(\"DB_PASSWORD\", \"v\"), env('API_KEY', 'v'), ENV.fetch(\"TOKEN\", \"v\"), process.env.API_KEY || \"v\", System.getenv(\"X_PASSWORD\") ?: \"v\", a shell's PASSWORD=\"${5:-v}\", a schema's JWT_SECRET: Joi.string().default(\"v\").",
		Keywords:    []string{"getenv(", "environ.get(", "env.get(", "env.fetch(", "env(", "env.str(", "process.env.", "env[", "=${", "=\"${", "='${", "findproperty(", "getproperty(", ".default("},
		Severity:    SeverityHigh,
	}, acceptAssignment,
		// a lookup with a default argument, also django-environ's
		// env("SECRET_KEY", default="v") and env.str("SECRET_KEY", "v")
		`(?i)\b(?:getenv|environ\.get|env\.get|env\.fetch|env\.str|env)\([ \t]*["']`+name+`["'][ \t]*,[ \t]*(?:default[ \t]*=[ \t]*)?`,
		// a lookup, then || ?? ?: or a literal
		`\bprocess\.env\.`+name+or,
		`(?i)\b(?:getenv|env\.get|environ\.get|findProperty|getProperty)\([ \t]*["']`+name+`["'][ \t]*\)`+or,
		`\b(?:ENV|process\.env|os\.environ)\[[ \t]*["']`+name+`["'][ \t]*\]`+or,
		// the shell's default: adminPass="${5:-v}", DB_PASSWORD=${DB_PASSWORD:-v}
		`(?:^|[\s;(])(?:export[ \t]{1,4}|local[ \t]{1,4})?(?P<key>[A-Za-z_][A-Za-z0-9_]{0,63})=["']?\$\{[A-Za-z0-9_]{1,64}:?-`,
		// a validation schema's default for the variable: Joi's, zod's,
		// yup's, convict's and envalid's JWT_SECRET: Joi.string().default("v")
		`(?:^|[^A-Za-z0-9_])(?P<key>[A-Za-z_][A-Za-z0-9_]{0,63})["']?[ \t]*:[ \t]*(?:Joi|z|yup|Yup|t|v|str|s)[.(][A-Za-z0-9_.()\[\], ]{0,80}?\.default\([ \t]*`,
	)
	d.tails = []func(string, int) (int, int, bool){value, value, value, value, shellDefault, value}
	d.before = []int{16, 0, 16, 16, 80, 160}
	return d
}

// shellDefault reads the default of ${NAME:-v} from at to its closing
// brace: one word, no expansion inside.
func shellDefault(text string, at int) (int, int, bool) {
	e := at
	for e < len(text) && e-at <= maxContextValue && text[e] != '}' && text[e] != '\n' && text[e] != '$' && !isBlank(text[e]) {
		e++
	}
	if e >= len(text) || text[e] != '}' || e == at {
		return 0, 0, false
	}
	return at, e, true
}
