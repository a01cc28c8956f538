package rules

import "strings"

// Passwords that enterprise software stores obfuscated, encrypted with a
// key that ships beside the file, or hashed, in forms that name
// themselves: the prefix says what the value is, so no key name is
// needed. Obfuscations are the password itself for anyone (WebSphere's
// {xor} is base64 of the password XORed with '_', Jetty's OBF: is
// reversed by a public function); vendor encryptions are decrypted with
// the domain's own key file (WebLogic's {AES}/{AES256} with
// SerializedSystemIni.dat, SiteMinder's {RC2} with the policy store's
// key), which is copied with the configuration; database hashes (SQL
// Server's sys.sql_logins, Oracle's 12c verifiers, ActiveMQ Artemis'
// PBKDF2 entries) are cracked offline like any password hash. Jasypt's
// ENC(…) and IIS's [enc:…] are left out: their key stays apart from the
// files.
// dbHashKeywords: Oracle's verifiers are S: and T: glued to upper-case
// hex; "s:" and "t:" alone end words in every YAML key and would run the
// rule on each.
var dbHashKeywords = []string{"0x0200", "0x0100", "enc(", "s:0", "s:1", "s:2", "s:3", "s:4", "s:5", "s:6", "s:7", "s:8", "s:9", "s:a", "s:b", "s:c", "s:d", "s:e", "s:f", "t:0", "t:1", "t:2", "t:3", "t:4", "t:5", "t:6", "t:7", "t:8", "t:9", "t:a", "t:b", "t:c", "t:d", "t:e", "t:f"}

func encodedPasswordDetectors() []detector {
	return []detector{
		providerRule("obfuscated-password", "Password stored obfuscated or encrypted with a key that ships beside it: WebSphere {xor}, Jetty OBF: and CRYPT:, WebLogic {AES}/{AES256}, SiteMinder and others' {3DES}/{DES}/{RC2}/{RC4} values, Citrix ADC's values before -encrypted, TIBCO $man$, Pentaho Kettle's Encrypted <hex>, Jetty's MD5: realm entries.", SeverityHigh,
			[]string{"{xor}", "obf:", "crypt:", "{aes", "{3des}", "{des}", "{rc2}", "{rc4}", "-encrypted", "$man$", "encrypted ", "md5:"}, nil,
			`\{xor\}([A-Za-z0-9+/]{4,}={0,2})`,
			`(?:^|[^A-Za-z0-9])OBF:((?:[0-9a-z]{4}){2,})(?:[^0-9a-z]|$)`,
			`(?:^|[\s"'=:,])CRYPT:([A-Za-z0-9./]{13})(?:[^A-Za-z0-9./]|$)`,
			`\{(?:AES|AES128|AES256|3DES|DES|RC2|RC4)\}([A-Za-z0-9+/]{16,}={0,2})`,
			// Citrix ADC's ns.conf: a value the appliance's own key decrypts
			// (or a login's hash) written before -encrypted
			`(?:^|\s)([0-9a-f]{40,512})[ \t]+-encrypted\b`,
			// TIBCO EMS' mangled passwords ($man$…), reversed by its own
			// library
			`\$man\$([A-Za-z0-9+/]{16,}={0,2})`,
			// Pentaho Kettle's "Encrypted <hex>" (encr.sh), an XOR with a
			// key in its source
			`(?:^|[\s>"'=:])Encrypted ([0-9a-f]{16,})\b`,
			// Jetty's realm files: MD5: and the password's unsalted MD5
			// (a checksum is written "MD5: <hex>", or beside a file's name)
			`(?m)(?:^[ \t]*|[:=][ \t]*)MD5:([0-9a-f]{32})(?:[ \t]*\r?$|,)`),
		// Mercado Pago's access tokens (its public keys are APP_USR- or
		// TEST- and a UUID, left alone): the application id, a date,
		// 32 hex digits and the user id
		providerRule("mercadopago-access-token", "Mercado Pago access token (APP_USR- or TEST-, 16 digits, 6 digits, 32 hex digits and the user id).", SeverityHigh,
			[]string{"app_usr-", "test-0", "test-1", "test-2", "test-3", "test-4", "test-5", "test-6", "test-7", "test-8", "test-9"}, func(v string) bool { return classBits(v)&2 != 0 },
			`\b((?:APP_USR|TEST)-[0-9]{16}-[0-9]{6}-[0-9a-f]{32}-[0-9]{6,12})\b`),
		// an EVM account's private key (0x and 64 hex digits) where code
		// hands it to a wallet: a transaction hash has the same shape, so
		// the place names it
		providerRule("evm-private-key", "Ethereum/EVM private key (0x and 64 hex digits) given to a wallet (new ethers.Wallet(…), privateKeyToAccount(…), Account.from_key(…)), listed in a Hardhat network's accounts after a variable, named PK or *_PK, "+
			"or in an HD wallet's row (derivation path, address, key).", SeverityCritical,
			[]string{"wallet(", "privatekeytoaccount(", "from_key(", "fromprivatekey(", "accounts", "_pk", "pk=", "pk =", "pk:", "pk\"", "/60'/"}, func(v string) bool { return classBits(strings.TrimPrefix(v, "0x"))&6 == 6 },
			`(?:\bWallet|privateKeyToAccount|from_key|fromPrivateKey)\(\s*["'](0x[0-9a-fA-F]{64})["']`,
			`\baccounts\s*:\s*\[(?:\s*[A-Za-z_][A-Za-z0-9_.]*\s*,){1,8}\s*["'](0x[0-9a-fA-F]{64})["']`, // after names: hardhat-account-key reads a list that starts with a literal
			`(?i)(?:\b[a-z0-9_]*_pk|\bpk)\b["']?\s*(?:=|:)\s*["']?((?:0x)?[0-9a-f]{64})\b`,
			// a derivation script's or wallet tool's row: m/44'/60'/0'/0/i, the address, the key
			`\bm/44'/60'/\d{1,4}'/\d{1,4}/\d{1,6}[ \t,|]{1,8}0x[0-9a-fA-F]{40}[ \t,|]{1,8}((?:0x)?[0-9a-fA-F]{64})\b`),
		providerRule("database-password-hash", "Password hash a database keeps for a login: SQL Server's 0x0200/0x0100 hashes (sys.sql_logins), Oracle's S: and T: verifiers (sys.user$), ActiveMQ Artemis' ENC(iterations:salt:hash).", SeverityHigh,
			dbHashKeywords, func(v string) bool { c := classBits(v); return c&4 != 0 && c&3 != 0 },
			`\b0x(0200[0-9A-Fa-f]{136}|0100[0-9A-Fa-f]{88})\b`,
			`(?:^|[\s;'"])[ST]:([0-9A-F]{60}|[0-9A-F]{160})(?:[^0-9A-Fa-f]|$)`,
			`ENC\(([0-9]{3,7}:[0-9A-Fa-f]{32,128}:[0-9A-Fa-f]{64,256})\)`),
	}
}
