package rules

import (
	"regexp"
	"strings"
)

// replNamesSecret reports an expression typed at a REPL's or a
// debugger's prompt whose value is a secret by its name: a variable or an
// attribute named so (p self.client_secret, settings.SECRET_KEY), or a
// lookup by a secret's name (os:getenv("RABBITMQ_DEFAULT_PASS").,
// sys.env("KAFKA_SASL_PASSWORD"), conf.getString("db.password"),
// ENV["STRIPE_WEBHOOK_SECRET"]). The expression must end there: what a
// function makes of the value (len(…), .length, mask(…)) is not it.
func replNamesSecret(expr string) bool {
	e := strings.TrimSpace(expr)
	e = strings.TrimSuffix(e, ";")
	e = strings.TrimSuffix(e, ".") // Erlang ends an expression with '.'
	for _, p := range [...]string{"p ", "pp ", "print ", "puts ", "po ", "expr ", "e ", "display ", "eval ", "exec ", "pretty ", "ap "} {
		if strings.HasPrefix(e, p) {
			e = strings.TrimSpace(e[len(p):])
			break
		}
	}
	if len(e) > 256 {
		return false
	}
	var name string
	if m := replLookup.FindStringSubmatch(e); m != nil {
		name = m[1] + m[2]
		if k := strings.LastIndexAny(name, "./:"); k >= 0 {
			name = name[k+1:] // slick.dbs.default.db.password
		}
	} else if m := replPath.FindStringSubmatch(e); m != nil {
		name = m[1]
	}
	return name != "" && secretKey(name) && !publicName(name) && !benignKey(name)
}

// replLookup is a lookup by a quoted name that ends an expression:
// ["NAME"], ("NAME"), fetch(:name) too.
var replLookup = regexp.MustCompile(`[\[(]\s*(?:["'](?:\$)?([A-Za-z_][\w./:-]{0,127})["']|:([A-Za-z_]\w{0,63}))\s*[\])]$`)

// replPath is a name or an attribute path that ends an expression
// (self.client_secret, Rails.application.credentials.secret_key_base,
// @api_key): its last part.
var replPath = regexp.MustCompile(`(?:^|[\s.(@:>])([A-Za-z_]\w{0,63})$`)
