package rules

import "strings"

// frameworkKeyDetectors returns the rules of the keys web frameworks
// generate for an application, by their names and their generators'
// alphabets, wherever they are set: WordPress's eight keys and salts
// (wp-config.php's define() is read by credential-call; Bedrock's .env,
// wp config list's table and JSON dumps are not), and Django's
// SECRET_KEY as get_random_secret_key draws it (50 characters of
// a-z, 0-9 and !@#$%^&*(-_=+)), which may start with '=' or '%' that
// the assignment gates read as syntax.
func frameworkKeyDetectors() []detector {
	return []detector{
		providerRule("wordpress-salt", "WordPress secret key or salt (AUTH_KEY, SECURE_AUTH_KEY, LOGGED_IN_KEY, NONCE_KEY and their _SALT) of 64 generated characters, in a .env file, a table or a dump.", SeverityHigh,
			[]string{"auth_key", "auth_salt", "logged_in_key", "logged_in_salt", "nonce_key", "nonce_salt"}, saltValue,
			`(?m)\b(?:SECURE_AUTH|AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)\b['"]?[ \t]*(?:,|=>|=|:|\|)[ \t]*['"]?([ !#-&(-\[\]-~]{64})(?:['"]|[ \t]*\||[ \t]*$)`),
		providerRule("django-secret-key", "Django SECRET_KEY as get_random_secret_key draws it: 50 characters of a-z, 0-9 and !@#$%^&*(-_=+), with digits and symbols.", SeverityHigh,
			[]string{"secret_key"}, djangoKey,
			`(?m)(?i:SECRET_KEY)\b['"]?[ \t]*(?:=|:|=>)[ \t]*['"]?([a-z0-9!@#$%^&*(\-_=+)]{50})(?:['"]|\s|$)`),
	}
}

// djangoKey reports a key drawn from Django's alphabet: small letters,
// digits and two of its symbols at least, not a name (a key of words
// and '_' only is a setting's name).
func djangoKey(v string) bool {
	sym := 0 // '-' and '_' are a name's joints too: not counted
	for i := 0; i < len(v); i++ {
		if strings.IndexByte("!@#$%^&*(=+)", v[i]) >= 0 {
			sym++
		}
	}
	return sym >= 2 && strings.ContainsAny(v, "0123456789") && shannon(v) >= 4 && !isPlaceholder(v)
}
