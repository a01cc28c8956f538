package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestEnterpriseForms: passwords that enterprise software writes
// obfuscated, vendor-encrypted or hashed in self-naming forms; the
// clients that take a password by their own flags or positions; typed
// declarations, string prefixes and numbered keys of code; and what
// stays (file digests, ldapsearch's prompt, typed declarations of no value).
func TestEnterpriseForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(21))
	const hexU = "0123456789ABCDEF"
	const obf = "0123456789abcdefghijklmnopqrstuvwxyz"
	for range 3 {
		pw := randToken(r, tAlnum, 10) + "7!"
		xor := make([]byte, len(pw))
		for i := range pw {
			xor[i] = pw[i] ^ '_'
		}
		b64 := base64.StdEncoding.EncodeToString(xor)
		aes := base64.StdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 32)))
		ob := randToken(r, obf, 40) + "1a2b"
		sql := "0200" + randToken(r, hexU, 135) + "A"
		ora := randToken(r, hexU, 59) + "B"
		hex := randToken(r, "0123456789abcdef", 63) + "a"
		for _, c := range []struct{ text, secret, rule string }{
			{`password="{xor}` + b64 + `" description="Claims DB2"`, b64, "obfuscated-password"},
			{"admin: OBF:" + ob + ",admin,user", ob, "obfuscated-password"},
			{"<node-manager-password-encrypted>{AES256}" + aes + "</node-manager-password-encrypted>", aes, "obfuscated-password"},
			{"sa                   0x" + sql, sql, "database-password-hash"},
			{"set system user nsroot " + hex + " -encrypted -hashmethod SHA512", hex, "obfuscated-password"},
			{"ORDERS_APP    S:" + ora + ";T:", ora, "database-password-hash"},
			{"ldapsearch -LLL -H ldaps://dc01 -D 'CN=svc' -w '" + pw + "' -b 'OU=Users'", pw, ""},
			{"ldapmodify -H ldap://ldap01 -D cn=admin,dc=acme -w " + pw[:5] + "=#" + pw[5:] + " -f reset.ldif", pw[:5] + "=#" + pw[5:], ""},
			{"esxcli system account add -i svc-monitor -p '" + pw + "' -d monitoring", pw, "cli-password"},
			{"db2 connect to CLAIMSP user clmbatch using " + pw, pw, "cli-password"},
			{"isql -Usa -P" + pw + " -SSYBPRD01", pw, "cli-password"},
			{"hdbuserstore SET BKEY hana01:30013@SYSTEMDB BACKUP_OP " + pw, pw, "cli-password"},
			{"smreg -su '" + pw + "'", pw, "cli-password"},
			{`db_password: str = "` + pw + `"`, pw, ""},
			{`val dbPassword: String = "` + pw + `"`, pw, ""},
			{`    Dim ftpPwd As String = "` + pw + `"`, pw, ""},
			{`static NSString * const kMixpanelSecret = @"` + hex + `";`, hex, ""},
			{"@rmtuser = N'SQLLINK', @rmtpassword = N'" + pw + "';", pw, ""},
			{"$config['encryption_key'] = hex2bin('" + hex + "');", hex, ""},
			{"oracle.security.client.password1 = " + pw, pw, ""},
			{`$tsenv.Value("OSDJoinPassword") = "` + pw + `"`, pw, ""},
			{`-Password (ConvertTo-SecureString "` + strings.ToLower(pw[:6]) + "-" + strings.ToLower(pw[6:10]) + `48" -AsPlainText -Force)`, strings.ToLower(pw[:6]) + "-" + strings.ToLower(pw[6:10]) + "48", "cli-password"},
			{`.basic_auth("ci-deployer", Some("` + pw + `"))`, pw, "credential-call"},
			{`def sql = Sql.newInstance("jdbc:postgresql://localhost:5432/crm", "crm_admin", "` + pw + `", "org.postgresql.Driver")`, pw, "credential-call"},
			{`{ok, C} = epgsql:connect("localhost", "ledger", "` + pw + `", #{database => "ledger"}).`, pw, "credential-call"},
			{`Session s = NotesFactory.createSession("domino01:63148", "Claims Archiver/ACME", "` + pw + `");`, pw, "credential-call"},
			{`Connection conn = cf.createConnection("clmapp", "` + pw + `");`, pw, "credential-call"},
			{`MAILER_PASS = ENV.fetch("MAILER_PASSWORD") { "` + pw + `" }`, pw, ""},
			{`    pwhash = "$BALLOON-SHA256$v=1$s=1024,t=32$` + aes[:22] + `==$` + aes[:43] + `="`, "$BALLOON-SHA256$v=1$s=1024,t=32$" + aes[:22] + "==$" + aes[:43] + "=", "password-hash"},
			{`      ADMIN_TOKEN: '$$argon2id$$v=19$$m=65536,t=3,p=4$$` + aes[:22] + `$$` + aes[:43] + `'`, "$$argon2id$$v=19$$m=65536,t=3,p=4$$" + aes[:22] + "$$" + aes[:43], "password-hash"},
			{`      auth_key => <<"` + hex[:32] + `">>}`, hex[:32], ""},
			{`const wallet = new ethers.Wallet("0x` + hex + `", provider);`, "0x" + hex, "evm-private-key"},
			{`accounts: [DEPLOYER_PK, "0x` + hex + `"],`, "0x" + hex, "evm-private-key"},
			{`const DEPLOYER_PK = "0x` + hex + `";`, "0x" + hex, "evm-private-key"},
			{"ALTUSER CLMBAT1 PASSWORD(" + pw[:7] + ") NOEXPIRED", pw[:7], ""},
			{"  LDAPUSER('CN=svc') LDAPPWD('" + pw + "') +", pw, ""},
			{"isql -v CLAIMS_DW etl_export '" + pw + "'", pw, "cli-password"},
			{`dtexec /F "D:\SSIS\ExportGL.dtsx" /De ` + pw + ` /REP EW`, pw, "cli-password"},
			{"vault.sh --alias vault --attribute password --sec-attr '" + pw + "' --enc-dir vault/", pw, "cli-password"},
			{"$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n" + hex[:32], hex[:32], "command-output-secret"},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			shown := strings.ReplaceAll(c.text, c.secret, "<v>")
			if len(ms) != 1 || ms[0].Secret != c.secret {
				t.Errorf("%q: want one finding of the value, got %d", shown, len(ms))
			} else if c.rule != "" && ms[0].RuleID != c.rule {
				t.Errorf("%q: found by %s, want %s", shown, ms[0].RuleID, c.rule)
			}
		}
	}
	for _, text := range []string{
		"MD5: " + randToken(r, tHex, 32), "openssl enc -encrypted",
		"ldapsearch -x -W -b dc=example,dc=com", "ldapsearch -x -s base -b dc=example,dc=com", "ldapsearch -x -w $LDAP_PW -b dc=x", "bcp dbo.t out t.dat -c -T", "token: Optional[str] = None",
		"password: str = Field(default=None)", "if os.getenv(\"PASSWORD\") == \"\":", "max_tokens2: 4096",
		`.basic_auth("ci-deployer", None::<&str>)`, "CHGUSRPRF USRPRF(X) PASSWORD(*NONE)", "RMTUSER(BOB) RMTPWD(&PWD)",
		`db.createConnection("main", "sqlite")`, "isql -v CLAIMS_DW", `ENV.fetch("PASSWORD") { raise "missing" }`,
		"tx hash 0x" + randToken(r, tHex, 64) + " confirmed", `$s = ConvertTo-SecureString "$env:PW" -AsPlainText -Force`,
	} {
		wantNothing(t, s, text)
	}
}
