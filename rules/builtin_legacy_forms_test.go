package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestLegacyForms: command lines continued over several lines, Windows'
// remote /U /P, passwords of words, dots and a number, ODBC's braced
// values, keys named *Value, obfuscations of TIBCO, Pentaho and Jetty,
// printed users files, COBOL and CL declarations, sapcontrol, mkstore,
// Sybase's sp_addlogin, a password column of capitals, escapes in a
// double-quoted literal, a login call with a handle first; and what stays
// (member access, xcopy's switches, checksums, format fields, a
// declaration of no value).
func TestLegacyForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(22))
	words := []string{"harbor", "saffron", "violet", "nimbus", "orbit", "puffin", "walnut", "meadow"}
	const upNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	for range 3 {
		pw := randToken(r, tAlnum, 10) + "7!"
		w1, w2 := words[r.Intn(len(words))], words[r.Intn(len(words))]
		dotted := w1 + "." + w2 + randToken(r, "0123456789", 2)
		kebab := w1 + "-" + w2 + randToken(r, "0123456789", 2)
		snake := w1 + "_" + w2 + randToken(r, "0123456789", 2)
		upper := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + randToken(r, "0123456789", 1) + randToken(r, upNum, 2)
		man := base64.StdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 30)))
		kettle := "2be98afc86aa7" + randToken(r, tHex, 24)
		md5 := randToken(r, tHex, 31) + "a"
		for _, c := range []struct{ text, secret, rule string }{
			{"$ ldapsearch -LLL -H ldaps://dc01 -D 'CN=svc' \\\n    -w '" + pw + "' -b 'OU=Users'", pw, "cli-flag-secret"},
			{"$ psexec \\\\host -u admin \\\n    -p '" + pw + "' cmd", pw, "cli-password"},
			{"evil-winrm -i 10.0.0.5 `\n  -u Administrator `\n  -p '" + pw + "'", pw, "cli-password"},
			{"docker login \\\r\n  -u bob \\\r\n  -p " + pw + " registry.example.com", pw, "cli-flag-secret"},
			{`C:\> schtasks /Create /S SRV01 /U ACME\adm /P ` + dotted + ` /TN "Nightly" ^` + "\n" + `     /TR "D:\Jobs\x.cmd" /SC DAILY`, dotted, "cli-password"},
			{`tasklist /S srv01 /U CORP\admin /P ` + pw, pw, "cli-password"},
			{"$ ./bin/add-user.sh -u wfadmin -p '" + dotted + "' -g admin", dotted, "cli-password"},
			{"<password>" + dotted + "</password>", dotted, ""},
			{`cnxn = pyodbc.connect("DRIVER={ODBC Driver 17};SERVER=db;UID=rep;PWD={` + kebab + `};Encrypt=yes")`, kebab, "secret-assignment"},
			{`Driver={ODBC Driver 18};Server=x;Uid=sa;Pwd={` + pw[:4] + `;=` + pw[4:] + `};`, pw[:4] + ";=" + pw[4:], "secret-assignment"},
			{`/subsystem=elytron/credential-store=cs:add-alias(alias=smtp, secret-value="` + pw + `")`, pw, "secret-assignment"},
			{`<passwordValue>` + pw + `</passwordValue>`, pw, "xml-tag-secret"},
			{"  ssl_password          = $man$" + man, "$man$" + man, ""},
			{"[tcp://ems01:7222]\n  $man$" + man, man, "obfuscated-password"},
			{"DW_PASSWORD=Encrypted " + kettle, kettle, "obfuscated-password"},
			{"reports: MD5:" + md5 + ",user", md5, "obfuscated-password"},
			{"$ cat /opt/activemq/conf/jetty-realm.properties\nuser: " + pw + ", user", pw, "credential-file-line"},
			{"$ tail -1 standalone/configuration/mgmt-users.properties\nwfadmin=" + md5, md5, "credential-file-line"},
			{"           05  WS-PASSWORD         PIC X(8)  VALUE '" + upper + "'.", upper, ""},
			{"             DCL        VAR(&PWD) TYPE(*CHAR) LEN(10) VALUE('" + upper + "')", upper, ""},
			{"$ sapcontrol -nr 00 -host sap01 -user prdadm " + pw + " -function GetProcessList", pw, "cli-password"},
			{"$ mkstore -wrl /u01/wallet -createCredential ORDPRD ORDERS_APP " + pw, pw, "cli-password"},
			{"sp_addlogin claims_ro, '" + pw + "', claimsdb", pw, "sql-password"},
			{"| Host | Account | Password |\n|---|---|---|\n| as400 | QSECOFR | " + upper + " |", upper, "column-secret"},
			{"| Host | Account | Password |\n|---|---|---|\n| syb01 | sa | " + snake + " |", snake, "column-secret"},
			{`    rc = modem_login(dev, "admin", "` + pw[:5] + `\"` + pw[5:] + `");`, pw[:5] + `\"` + pw[5:], "credential-call"},
			{`password = "` + pw[:5] + `\\` + pw[5:] + `"`, pw[:5] + `\\` + pw[5:], ""},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		"token = hashlib.sha256", "password: self.token22", "secret = np.float64", "password = config.secret12",
		`xcopy C:\src D:\dst /U /P /Y`, `xcopy /U /P C:\src D:\dst`,
		"MD5: " + randToken(r, tHex, 32), "file.tar.gz MD5:" + randToken(r, tHex, 32),
		`conn = f"UID={user};PWD={pwd};"`, "Password={0};Server=x", "maxTokenValue = 4096", "const secretValue = getSecret(name);",
		"           05  WS-PASSWORD         PIC X(8)  VALUE SPACES.", "             DCL        VAR(&PWD) TYPE(*CHAR) LEN(10)",
		"dir C:\\temp\\\n-p foo", "$ mkstore -wrl /u01/wallet -listCredential",
		"| Host | Password |\n|---|---|\n| domino01 | see KeePass |",
	} {
		wantNothing(t, s, text)
	}
}

// TestConfigForms: values aligned in columns, keys ending in PW or
// glued to PASS, R's <- assignment, maps of users to passwords, "name
// value" directive lines; and what stays (mnemonics, negative constants,
// composite literals, grammar rules, phrases naming a secret, escapes,
// maps of roles, SQL column types).
func TestConfigForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(23))
	for range 3 {
		pw := randToken(r, tAlnum, 12) + "7!"
		tok := randToken(r, tHex, 32)
		l := func() string { return randToken(r, "bcdfghjklmnpqrstvwxz", 4) }
		app := l() + " " + l() + " " + l() + " " + l()
		for _, c := range []struct{ text, secret, rule string }{
			{`DBPass                = "` + pw + `"`, pw, "secret-assignment"},
			{`DBRWPW="` + pw + `"`, pw, "secret-assignment"},
			{"DB_PW = '" + pw + "'", pw, ""},
			{"keystore.keypass = " + pw, pw, ""},
			{"      LDAP_CONFIGPASS: " + pw, pw, ""},
			{`token <- "` + tok + `"  # TODO`, tok, "secret-assignment"},
			{"  \"RegisteredUsers\" : {\n    \"admin\" : \"" + pw + "\"\n  },", pw, usersMapID},
			{"      ORTHANC__REGISTERED_USERS: |\n        {\"teacher\": \"" + pw + "\"}", pw, usersMapID},
			{"basic_auth_users:\n  ops: \"" + pw + "\"\n", pw, usersMapID},
			{"smtp_password " + pw, pw, ""},
			{`set imap_pass = "` + app + `"`, app, "secret-assignment"},    // a mail app password in groups
			{"    关键内容         : " + pw, pw, "localized-credential-value"}, // netsh in Chinese, aligned
			{"    Содержимое ключа       : " + pw, pw, "localized-credential-value"},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		"npw: " + randToken(r, tAlnum, 10) + "9#", `	CMPW: "CMPW", CMPWI: "CMPW",`, "	KEY_SPEC_REQKEY_AUTH_KEY                    = -0x7",
		"	*pw = Writer{wr: w, bigEndian: bigEndian}", "//	token          = 1*tchar", `	Secret:      "a secret",`,
		`	"bell_pepper":                          "\U0001fad1",`, "users:\n  alice:\n    role: admin\n  bob: readonly\n",
		`"users": {"alice": "Alice Smith", "bob": "Bob Jones"}`, "  db_password VARCHAR(255),", "api_secret TEXT",
		"ch <- token", `tokens <- c("a","b")`,
	} {
		wantNothing(t, s, text)
	}
}

// TestPHPForms: PHP's subscript assignments and var_dump output, Guzzle's
// auth array, setters of Authorize.Net's transaction key, --dbpass and
// -passwd flags with a quoted leading '-', SMTP AUTH LOGIN in PHPMailer's
// debug log; and what stays.
func TestPHPForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(26))
	for range 3 {
		pw := randToken(r, tAlnum, 12) + "7!"
		b64 := base64.StdEncoding.EncodeToString([]byte(pw))
		tk := randToken(r, tAlnum, 16)
		for _, c := range []struct{ text, secret, rule string }{
			{"$cfg['blowfish_secret'] = '" + pw + ">{x';", pw + ">{x", "secret-assignment"},
			{"  [\"password\"]=>\n  string(" + "14" + ") \"" + pw + "\"", pw, "secret-assignment"},
			{"    'auth'     => ['fl_webshop_7731', '" + pw + "'],", pw, "credential-call"},
			{`$merchantAuthentication->setTransactionKey("` + tk + `");`, tk, "credential-call"},
			{"    --dbuser ghost_blog --dbpass " + pw + " --dbname ghost_blog", pw, ""},
			{`# plesk bin database --create-dbuser wp -passwd "-` + pw + `" -domain x`, "-" + pw, "cli-password"},
			{"2024-11-07 10:01:12\tSERVER -> CLIENT: 334 UGFzc3dvcmQ6\n2024-11-07 10:01:12\tCLIENT -> SERVER: " + b64, b64, "mail-protocol-auth"},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		`"auth": "basic"`, "'auth' => ['digest'],", `$cfg['Servers'][$i]['auth_type'] = 'cookie';`,
		"  [\"password\"]=>\n  NULL", "  --dbpass $DB_PASS --dbname ghost", "we pass the token on",
	} {
		wantNothing(t, s, text)
	}
}

// wantFound checks that text gives the findings of secret — values
// joined by "|" when several — in order, each by rule ("" for any); a
// failure shows the text with the values replaced.
func wantFound(t *testing.T, s *Set, text, secret, rule string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Split(secret, "|")
	shown := text
	for _, w := range want {
		shown = strings.ReplaceAll(shown, w, "<v>")
	}
	if len(ms) != len(want) {
		t.Errorf("%q: want %d findings, got %d", shown, len(want), len(ms))
		return
	}
	for i, m := range ms {
		if m.Secret != want[i] || rule != "" && m.RuleID != rule {
			t.Errorf("%q: finding %d by %s is not the value by %s", shown, i, m.RuleID, rule)
		}
	}
}
