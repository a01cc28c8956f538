package rules

import "strings"

// qualifiedSecretKey reports an environment variable's name, in capitals,
// whose secret word is followed by the name of what the secret is for
// rather than ended by it: Conan's CONAN_PASSWORD_<REMOTE>,
// DB_PASSWORD_PROD, TOKEN_GITHUB, NPM_TOKEN_PUBLISH. CI settings and
// .env files name per-target credentials so. The words after the secret
// word (one to three) must not say what of the secret the variable holds
// (PASSWORD_MIN_LENGTH, TOKEN_EXPIRY, SECRET_NAME, PASSWORD_FILE): those
// are settings. The name alone is weaker evidence than a name ending with
// the secret word, so acceptAssignment asks such a value to read as a
// password or a random token (qualifiedKeyValue).
func qualifiedSecretKey(key string) bool {
	if len(key) < 8 || len(key) > 64 {
		return false
	}
	for i := 0; i < len(key); i++ {
		if c := key[i]; !isUpper(c) && !isDigit(c) && c != '_' {
			return false
		}
	}
	// the words after the first secret word: one to three, none an
	// attribute, a number or another secret word
	after := -1
	for w := range strings.SplitSeq(key, "_") {
		switch {
		case after < 0:
			if qualifiedSecretWords[w] {
				after = 0
			}
		case len(w) < 2 || isDigits(w) || secretAttributeWords[w] || qualifiedSecretWords[w]:
			return false
		default:
			after++
		}
	}
	return after >= 1 && after <= 3
}

// qualifiedSecretWords are the secret words a qualified name holds as a
// word of its own.
var qualifiedSecretWords = map[string]bool{"PASSWORD": true, "PASSWD": true, "TOKEN": true, "SECRET": true, "APIKEY": true, "PAT": true}

// secretAttributeWords are words after a secret word that make the name a
// setting about the secret, or a secret's kind the other rules read
// (SECRET_KEY_BASE, TOKEN_SIGNING_KEY).
var secretAttributeWords = map[string]bool{
	"FILE": true, "FILES": true, "PATH": true, "DIR": true, "HASH": true, "HASHED": true, "LENGTH": true, "LEN": true,
	"MIN": true, "MAX": true, "POLICY": true, "RESET": true, "URL": true, "URI": true, "ENDPOINT": true, "HOST": true,
	"EXPIRY": true, "EXPIRES": true, "EXPIRE": true, "EXPIRATION": true, "TTL": true, "TIMEOUT": true, "LIFETIME": true,
	"AGE": true, "ENABLED": true, "ENABLE": true, "DISABLED": true, "DISABLE": true, "REQUIRED": true, "REQUIRE": true,
	"FIELD": true, "PROMPT": true, "CMD": true, "COMMAND": true, "NAME": true, "LABEL": true, "HINT": true, "REGEX": true,
	"PATTERN": true, "TYPE": true, "MODE": true, "ALGORITHM": true, "ALGO": true, "ROUNDS": true, "COST": true,
	"ITERATIONS": true, "HEADER": true, "PARAM": true, "ENV": true, "VAR": true, "ID": true, "KEY": true, "STORE": true,
	"MANAGER": true, "BACKEND": true, "PROVIDER": true, "SOURCE": true, "REF": true, "ARN": true, "VERSION": true,
	"FORMAT": true, "ENCODING": true, "SIZE": true, "BITS": true, "LOCATION": true, "ROTATION": true, "HISTORY": true,
	"STRENGTH": true, "COMPLEXITY": true, "CHARS": true, "CHARSET": true, "SCOPE": true, "SCOPES": true,
	"AUDIENCE": true, "ISSUER": true, "INTERVAL": true, "PERIOD": true, "DAYS": true, "HOURS": true, "MINUTES": true,
	"SECONDS": true, "SECS": true, "MS": true, "COUNT": true, "LIMIT": true, "ATTEMPTS": true, "RETRIES": true,
	"CACHE": true, "STORAGE": true, "PREFIX": true, "SUFFIX": true, "DELIMITER": true, "SEPARATOR": true,
	"VALIDATION": true, "VALIDATOR": true, "CHECK": true, "VERIFY": true, "PLACEHOLDER": true, "TEXT": true,
	"MESSAGE": true, "MSG": true, "ERROR": true, "TEMPLATE": true, "TABLE": true, "COLUMN": true, "MOUNT": true,
	"VOLUME": true, "OWNER": true, "GROUP": true, "PERMISSIONS": true, "PERMS": true, "BASE": true, "SALT": true,
	"LOGIN": true, "USER": true, "USERNAME": true, "EMAIL": true, "TOOL": true, "HELPER": true, "PROGRAM": true,
	"SCRIPT": true, "PORT": true, "ADDR": true, "ADDRESS": true, "DOMAIN": true,
	"TENANT": true, "CLIENT": true, "APP": true, "ACCOUNT": true, "PROJECT": true, "REGION": true, "ZONE": true,
	"TYPES": true, "KIND": true, "LEVEL": true, "STATUS": true, "STATE": true, "VALID": true, "INVALID": true,
	"EXPIRED": true, "SET": true, "CHANGED": true, "UPDATED": true, "CREATED": true,
}

// qualifiedKeyValue is the value gate of a qualified name: a password
// person chooses (three classes of characters, no code, no blank) or a
// strongly random token.
func qualifiedKeyValue(v string) bool {
	v = strings.TrimSpace(v)
	return len(v) >= 8 && !isPlaceholder(v) && (passwordValue(v) || nearValue(v))
}
