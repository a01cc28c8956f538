package rules

import "strings"

// passwordHash finds password hashes: crackable offline, so as sensitive
// as the password for a weak one. Formats: bcrypt ($2a$, $2b$, $2y$,
// $2x$), sha-crypt ($5$, $6$, with rounds=), md5-crypt ($1$, $apr1$),
// yescrypt ($y$), Argon2 ($argon2id$…), Kerberos AS-REP and TGS hashes as
// cracking tools print them ($krb5asrep$, $krb5tgs$), Django and Werkzeug
// PBKDF2/scrypt and Django's older salted sha1$/md5$, phpass ($P$, $H$:
// WordPress, phpBB), Drupal 7 ($S$), PostgreSQL SCRAM-SHA-256 verifiers
// and md5 hashes (md5 and 32 hex digits), LDAP {SSHA}-style and
// {PBKDF2…}/{PKCS5S2} (OpenLDAP, 389-ds, Atlassian), passlib's modular
// crypt formats ($pbkdf2-sha256$, $scrypt$, $bcrypt-sha256$), NetBSD's
// $sha1$, Sun's $md5$, Cisco IOS type 8 and 9
// ($8$, $9$), Samba's smbpasswd lines, and bcrypt, sha-crypt
// and md5-crypt with each '$' doubled, as Compose files and Traefik
// labels escape them. Every format has
// a fixed prefix and exact field lengths, so no value gate is needed
// beyond the placeholder filter.
func passwordHash() *reRule {
	const c = `[./A-Za-z0-9]` // crypt(3) alphabet
	return newReRule(Rule{
		ID:          "password-hash",
		Description: "Password hash: bcrypt, sha-crypt, md5-crypt, yescrypt, mosquitto's PBKDF2, Argon2, Kerberos AS-REP/TGS, Django/Werkzeug PBKDF2, phpass, Drupal, PostgreSQL SCRAM, LDAP {SSHA}, Samba's smbpasswd, GRUB 2's PBKDF2, Pi-hole's balloon hash.",
		Keywords: []string{"$2a$", "$2b$", "$2y$", "$2x$", "$5$", "$6$", "$1$", "$apr1$", "$y$", "$argon2", "$krb5", "pbkdf2", "scrypt:", "{ssha", "{smd5}", "{sha}", "{sha256}", "{sha512}",
			"$p$", "$h$", "$s$", "sha1$", "md5$", "scram-sha-256$",
			"$scrypt$", "$bcrypt-sha256$", "$md5,", "$7$", "$8$", "$9$", ":lct-", "{pbkdf2", "{pkcs5s2}", "md5", "$$argon2", "$balloon-sha256$"},
		Severity: SeverityHigh,
	}, func(_, v string) bool {
		return !strings.EqualFold(v, emptyLMHash) && !strings.EqualFold(v, emptyNTHash) // the empty password's hashes are public constants
	},
		`(\$2[abxy]\$\d\d\$`+c+`{53})`,
		`(\$[56]\$(?:rounds=\d{1,9}\$)?`+c+`{1,16}\$`+c+`{43}(?:`+c+`{43})?)(?:[^./A-Za-z0-9]|$)`,
		`(\$(?:1|apr1)\$`+c+`{1,8}\$`+c+`{22})(?:[^./A-Za-z0-9]|$)`,
		`(\$y\$`+c+`{1,20}\$`+c+`{1,86}\$`+c+`{43})(?:[^./A-Za-z0-9]|$)`,
		`(\$argon2(?:id|i|d)\$v=\d{1,3}\$m=\d{1,10},t=\d{1,10},p=\d{1,3}\$[A-Za-z0-9+/]{8,128}\$[A-Za-z0-9+/]{16,512})`,
		`(\$krb5(?:asrep|tgs|pa|tgt)\$\d{1,2}\$[^\s"'\x60<>]{20,})`,
		// john's AS-REP hash names no etype: $krb5asrep$user@REALM:hex$hex
		`(\$krb5asrep\$[^\s$:"'\x60<>]{1,128}:[0-9a-fA-F]{32}\$[0-9a-fA-F]{32,})`,
		`(pbkdf2_sha(?:1|256|512)\$\d{3,8}\$[A-Za-z0-9./+]{4,64}\$[A-Za-z0-9+/]{32,128}={0,2})`,
		`((?:pbkdf2:sha(?:1|256|512)(?::\d{1,8})?|scrypt:\d{1,8}:\d{1,3}:\d{1,3})\$[A-Za-z0-9./+]{4,64}\$[a-f0-9]{40,256})`,
		`(?:^|[^A-Za-z0-9$])(\$[PH]\$`+c+`{31})(?:[^./A-Za-z0-9]|$)`,
		`(?:^|[^A-Za-z0-9$])(\$S\$`+c+`{52})(?:[^./A-Za-z0-9]|$)`,
		`\b((?:sha1|md5)\$[A-Za-z0-9]{1,32}\$(?:[a-f0-9]{40}|[a-f0-9]{32}))\b`,
		`\b(SCRAM-SHA-256\$\d{1,7}:[A-Za-z0-9+/]{8,64}={0,2}\$[A-Za-z0-9+/]{43}=:[A-Za-z0-9+/]{43}=)`,
		`(?i)(\{(?:SSHA|SSHA256|SSHA512|SMD5|SHA|SHA256|SHA512)\}[A-Za-z0-9+/]{20,200}={0,2})`,
		`(?i)(\{(?:PBKDF2(?:[-_]SHA(?:1|256|512))?|PKCS5S2)\}[A-Za-z0-9+/.$=]{40,900})`,
		// passlib: pbkdf2 in adapted base64, scrypt, bcrypt of a sha256
		`(\$pbkdf2(?:-sha(?:1|256|512))?\$\d{1,8}\$`+c+`{4,64}\$`+c+`{27,128})(?:[^./A-Za-z0-9]|$)`,
		`(\$scrypt\$ln=\d{1,2},r=\d{1,3},p=\d{1,3}\$[A-Za-z0-9+/.]{4,64}\$[A-Za-z0-9+/.]{43,128})`,
		`(\$bcrypt-sha256\$(?:v=2,t=)?2[abxy],(?:r=)?\d\d\$`+c+`{22}\$`+c+`{31})`,
		`(\$sha1\$\d{1,10}\$`+c+`{1,64}\$`+c+`{28})(?:[^./A-Za-z0-9]|$)`,
		`(\$md5(?:,rounds=\d{1,9})?\$`+c+`{1,8}\$\$?`+c+`{22})(?:[^./A-Za-z0-9]|$)`,
		`(\$[89]\$`+c+`{14}\$`+c+`{43})(?:[^./A-Za-z0-9]|$)`,
		// mosquitto_passwd: $7$ (PBKDF2-SHA512) and its iterations, and $6$
		// (SHA-512), then salt and hash in standard base64
		`(\$7\$\d{1,9}\$[A-Za-z0-9+/]{12,32}={0,2}\$[A-Za-z0-9+/]{43,128}={0,2})`,
		`(\$6\$[A-Za-z0-9+/]{12,32}={0,2}\$[A-Za-z0-9+/]{86}={0,2})`,
		// the same in a Compose file or Traefik label, where "$$" writes "$"
		`(\$\$2[abxy]\$\$\d\d\$\$`+c+`{53})`,
		`(\$\$[56]\$\$(?:rounds=\d{1,9}\$\$)?`+c+`{1,16}\$\$`+c+`{43}(?:`+c+`{43})?)(?:[^./A-Za-z0-9]|$)`,
		`(\$\$(?:1|apr1)\$\$`+c+`{1,8}\$\$`+c+`{22})(?:[^./A-Za-z0-9]|$)`,
		`(\$\$argon2(?:id|i|d)\$\$v=\d{1,3}\$\$m=\d{1,10},t=\d{1,10},p=\d{1,3}\$\$[A-Za-z0-9+/]{8,128}\$\$[A-Za-z0-9+/]{16,512})`,
		// Pi-hole v6's balloon hash (pwhash, app_pwhash)
		`(\$BALLOON-SHA256\$v=\d{1,3}\$s=\d{1,10},t=\d{1,10}\$[A-Za-z0-9+/]{8,128}={0,2}\$[A-Za-z0-9+/]{43}=?)`,
		`\b(md5[a-f0-9]{32})\b`,
		// GRUB 2's password_pbkdf2 (grub-mkpasswd-pbkdf2): iterations,
		// salt and hash in hex
		`\b(grub\.pbkdf2\.sha512\.\d{1,7}\.[0-9A-Fa-f]{16,256}\.[0-9A-Fa-f]{64,128})\b`,
		// Samba's smbpasswd file (pdbedit -Lw): user:uid:LM:NT:[flags]:LCT-…:
		// the NT hash (the LM one is mostly X's, or empty's constant)
		`(?m)^[^\s:]{1,64}:\d{1,10}:(?:X{32}|[0-9A-F]{32}):([0-9A-F]{32}):\[[A-Z ]{11}\]:LCT-[0-9A-F]{8}:`,
	)
}
