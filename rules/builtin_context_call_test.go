package rules

import (
	"math/rand"
	"testing"
)

func TestCredentialCall(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{credentialCallID, func(r *rand.Rand) []sample {
		p := func() string { return randToken(r, tAlnum, 10+r.Intn(8)) + "!" }
		k := func() string { return randToken(r, tAlnum, 32) }
		p1, p2, p3, p4, p5, p6, p7, p8, p9, p10 := p(), p(), p(), p(), p(), p(), p(), p(), p(), p()
		k1, k2 := k(), k()
		return []sample{
			one(`var cred = new NetworkCredential("svc-backup", "`+p1+`", "CORP");`, p1),
			one(`return new PasswordAuthentication("bob", "`+p2+`".toCharArray());`, p2),
			one(`auth = HTTPBasicAuth('bob', '`+p3+`')`, p3),
			one(`req.SetBasicAuth("bob", "`+p4+`")`, p4),
			one(`a := smtp.PlainAuth("", "bob@example.com", "`+p5+`", "smtp.example.com")`, p5),
			one(`Connection c = DriverManager.getConnection("jdbc:mysql://db/app", "app", "`+p6+`");`, p6),
			one(`$pdo = new PDO("mysql:host=db;dbname=app", "app", '`+p7+`');`, p7),
			one(`ds.setPassword("`+p8+`");`, p8),
			one(`keyring.set_password("svc", "bob", "`+p9+`")`, p9),
			one(`r = requests.get(url, auth=("bob", "`+p10+`"))`, p10),
			one(`var c = new Credential("bob", "`+p5+`Q");`, p5+"Q"),
			one("#0 /var/www/html/Db.php(14): PDO->__construct('mysql:host=db;d...', 'shop', '"+p6+"Q')", p6+"Q"), // a PHP stack trace
			one("#1 Db.php(9): PDO->__construct('mysql:host=db;d...', 'root', '"+p7+"...')", p7),                  // its arguments cut at 15 bytes
			one(`cred = ClientSecretCredential("`+uuidStr(r)+`", "`+uuidStr(r)+`", "`+p8+`Q")`, p8+"Q"),
			one(`    jwt_secret: SecretStr = SecretStr("`+k1+`9")`, k1+"9"), // pydantic
			one(`client.setApiKey("`+k1+`");`, k1),
			one(`client.login("`+k2+`")`, k2),
			one(`define( 'DB_PASSWORD', '`+p1+`x' );`, p1+"x"),
			one(`os.environ.setdefault("DJANGO_SECRET_KEY", "`+k1+`Z")`, k1+"Z"),
			one(`    environment("SPRING_DATASOURCE_PASSWORD", "`+k1+`Q")`, k1+"Q"),
			// getters that return a constant
			one(`func getBetterStackToken() string{ return "`+k2+`" }`, k2),
			one(`public String getPassword() { return "`+p2+`"; }`, p2),
			one("def get_api_key(self):\n    return \""+k1+"Q\"\n\ndef other(self):", k1+"Q"),
			one(`get apiKey() { return '`+k2+`Q' }`, k2+"Q"),
			one(`fun token() = "`+k1+`W"`, k1+"W"),
			one("public string GetClientSecret()\n{\n    return \""+k2+"W\";\n}", k2+"W"),
			one(`def password(self): return "`+p3+`"`, p3),
			// hashers given the password in clear
			one(`u.password = generate_password_hash("`+p4+`")`, p4),
			one(`SELECT crypt('`+p5+`', gen_salt('bf'));`, p5),
			one(`bcrypt.hashpw(b'`+p6+`', bcrypt.gensalt())`, p6),
			one(`String h = passwordEncoder.encode("`+p7+`");`, p7), one(`new BCryptPasswordEncoder().encode("`+p7+`Z")`, p7+"Z"),
			one(`$h = password_hash('`+p8+`', PASSWORD_DEFAULT);`, p8),
			one(`bcrypt.hashpw('`+p9+`'.encode('utf-8'), bcrypt.gensalt())`, p9),
			// drivers' connects taking the password by position
			one(`my $dbh = DBI->connect("dbi:Pg:dbname=app;host=db1", "app", "`+p1+`Q", { RaiseError => 1 });`, p1+"Q"),
			one(`conn = pymysql.connect("db.internal", "shop", "`+p2+`Q", "shop")`, p2+"Q"),
			one(`db = MySQLdb.connect("localhost", "root", "`+p3+`Q", "app")`, p3+"Q"),
			one(`ldap_bind($ds, "cn=admin,dc=acme,dc=io", "`+p4+`Q");`, p4+"Q"),
			one(`ftp_login($conn, 'deploy', '`+p5+`Q');`, p5+"Q"),
			one(`d := gomail.NewDialer("smtp.acme.io", 587, "bob@acme.io", "`+p6+`Q")`, p6+"Q"),
			one(`const db = new Sequelize('app', 'app_user', '`+p7+`Q', { dialect: 'postgres' });`, p7+"Q"),
			one(`Net::SMTP.start('smtp.acme.io', 587, 'acme.io', 'alerts', '`+p8+`Q', :plain)`, p8+"Q"),
			one(`ftp = Net::FTP.new('ftp.acme.io', 'deploy', '`+p9+`Q')`, p9+"Q"),
			one(`ftp = ftplib.FTP("ftp.acme.io", "deploy", "`+p10+`Q")`, p10+"Q"),
			// R's RJDBC, MATLAB's database, Odoo's external API, pyca's loaders
			one(`con <- dbConnect(drv, "jdbc:oracle:thin:@//oradb:1521/EPI", "EPI_READ", "`+p1+`R")`, p1+"R"),
			one(`conn = database('cohort','matlab_ro','`+p2+`R', 'Vendor','PostgreSQL');`, p2+"R"),
			one(`uid = common.authenticate(db, 'integration@acme.example', '`+p3+`R', {})`, p3+"R"),
			one(`models.execute_kw('acme-prod', uid, '`+p4+`R', 'res.partner', 'search_read', [[]])`, p4+"R"),
			one(`key, cert, chain = pkcs12.load_key_and_certificates(fh.read(), b"`+p5+`R")`, p5+"R"),
			// Java's properties by a constant's or a literal's name; httr2's bearer token
			one(`    p.setProperty(DestinationDataProvider.JCO_PASSWD, "`+p6+`R");`, p6+"R"),
			one(`System.setProperty("javax.net.ssl.keyStorePassword", "`+p7+`R");`, p7+"R"),
			one("  req_auth_bearer_token(req, \""+k1+"_R\") |>", k1+"_R"),
			one(`conn = ldap3.Connection(server, "cn=admin,dc=acme,dc=io", "`+p1+`W", auto_bind=True)`, p1+"W"),
			// MongoDB's credentials, b2sdk's account, Jenkins' credentials by position
			one("MongoCredential.createScramSha256Credential(\n    \"ledger_svc\", \"admin\", \""+p2+"M\".toCharArray());", p2+"M"),
			one(`b2_api.authorize_account("production", "`+randToken(r, tHex, 25)+`", "`+k1+`")`, k1), // a key id, then the application key
			one(`new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, "nexus-deploy", "Nexus deploy", "deploy", "`+p3+`M")`, p3+"M"),
			// SDK clients built from their keys by position
			one(`$dadata = new \Dadata\DadataClient('`+k1+`', '`+k2+`');`, k1, k2),
			one(`client = SearchClientSync("82UFP2MA93", "`+k1+`")`, k1),
			one(`const deepgram = createClient("`+k2+`");`, k2),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 14)
		return []string{
			`new NetworkCredential(user, password)`, `new NetworkCredential("bob", pw)`, `getCredential("github", "bob")`, `Mapbox.setAccessToken("pk.` + b64url(`{"u":"acme","a":"clabc"}`) + "." + v + `")`, `new WorkloadIdentityCredential("` + uuidStr(r) + `", "` + uuidStr(r) + `")`,
			`ds.setPassword(System.getenv("DB_PASSWORD"));`, `ds.setPassword("")`, `ds.setPassword("changeme")`,
			`con <- dbConnect(RSQLite::SQLite(), "data/cohort.sqlite")`, `database('cohort', 'matlab_ro', getenv('PW'))`,
			`models.execute_kw(db, uid, password, 'res.partner', 'read')`, `pkcs12.load_key_and_certificates(data, None)`,
			`MongoCredential.createScramSha256Credential(user, "admin", pw.toCharArray())`, `b2_api.authorize_account("production", key_id, app_key)`,
			`p.setProperty(DestinationDataProvider.JCO_USER, "RFC_JAVA_QA");`, `p.setProperty("db.password", System.getenv("DB_PASSWORD"));`,
			`ds.setPassword("test1234")`, `u.setPassword("${DB_PASSWORD}")`, `getPassword("` + v + `")`,
			`hashPassword(input)`, `parseToken("IDENT")`, `lexer.token("STRING_LITERAL")`, `setToken("abc")`,
			`client.login("bob", "bob")`, `ftp.login()`, `smtp.login(user, password)`, `setPassword("a" + suffix)`,
			`setToken("` + v + `")`, // a token name needs a strongly random value
			`getConnection(url, "app", "app_user")`, `new PDO($dsn, $user, $pass)`,
			`define('AUTH_KEY', 'put your unique phrase here');`, `define('DB_PASSWORD', getenv('DB_PASSWORD'));`,
			`define('WP_DEBUG', '` + v + `');`, `os.environ.setdefault("DJANGO_SETTINGS_MODULE", "app.settings")`,
			// getters: used, not defined; computing; returning no constant
			`if getToken() == "` + v + `x9Kq2mPzLw" {`, `t := getToken() || "` + v + `x9Kq2mPzLw"`,
			`assertEquals(getApiKey(), "` + v + `x9Kq2mPzLw");`, `def next_token(self): return "` + v + `x9Kq2mPzLw"`,
			`def get_token(self): return "EOF"`, `def get_password(): return os.environ["DB_PASSWORD"]`,
			`def get_password(): return "changeme"`, `def get_token(): return "` + v + `" + suffix`,
			`def get_token(self, name): return "` + v + `x9Kq2mPzLw"`, `getToken() { return this.token; }`,
			"def get_secret(self):\n    value = \"" + v + "x9Kq2mPzLw\"",
			// hashers of no literal password, and encoders of text
			`hashpw(password.encode(), salt)`, `make_password(None)`, `crypt('changeme', salt)`, `text.encode("utf-8")`,
			`base64.encode('` + v + `x9#')`, `decrypt('` + v + `x9#')`, "decoder.decode(encoder.encode(`PaxHeader/${header.name}`))",
			`new TextEncoder().encode("` + v + `x9#")`,
			// drivers given no literal password
			`DBI->connect($dsn, $user, $pass)`, `pymysql.connect(host, user, password, db)`, `ldap_bind($ds, $dn, $pw)`,
			`new Sequelize('sqlite::memory:')`, `ftplib.FTP("ftp.acme.io")`, `Net::SMTP.start('smtp.acme.io', 25)`,
			`mypymysql.connect("h", "u", "` + v + `x9#", "d")`, `ldap3.Connection(server, user=dn, password=pw)`,
			// clients built from hosts, regions, URLs and ids
			`new SmtpClient("smtp.office365.com", 587)`, `new S3Client("us-east-1")`, `redis.createClient(6379, "cache.internal")`,
			`HttpClient("` + uuidStr(r) + `")`, `createClient("https://acme.supabase.co", key)`,
			// found by review: cursors of pages, conditions
			`getNextPageToken() { return "CiAKGjBp` + v + `x9Kq2mPzLw" }`, "if not get_api_key():\n    return \"" + v + "x9Kq2mPzLw\"",
			`guard let t = keychain.token() else { return "` + v + `x9Kq2mPzLw" }`, "while password():\n    return \"" + v + "x9Kq2mPzLw!\"",
		}
	}})
}
