package cases

import "strings"

// cfgwCases adds credentials stored under keys, labels, flags and
// arguments that do name them (password, passwd, pwd, pass, secret,
// token, key, api_key, private_key, auth, credentials, passphrase, pin
// and their spellings in code such as dbPass, SECRET_KEY or AuthToken)
// but whose values look weak, human or unusual rather than like a random
// token: CamelCase words with and without digits, words joined with _ or
// -, words with $ ! @ # * inside, leetspeak, short sentences with spaces,
// upper-case or lower-case letters only, digits only (short PINs and
// 20–40 digit numbers), short and long hex, values holding quotes,
// backslashes, = or &, values starting with a symbol, padded base64,
// values over 100 bytes and multi-line values (private key blocks in YAML
// block scalars, JSON and .env; passphrases in heredocs and folded YAML).
// Formats: XML attributes and elements (web.config, Maven, NuGet, Tomcat,
// Hibernate, Spring, WildFly, unattend.xml, FileZilla, log4j), .properties,
// INI, TOML, HCL and Terraform, YAML, JSON, .env, SQL, connection strings
// (ADO.NET, JDBC, ODBC, libpq, MongoDB, Redis, AMQP, SQLAlchemy), shell
// command lines and transcripts, code in Java, Kotlin, C#, PowerShell,
// Go, Rust, Swift, Python, Ruby, PHP, Perl, Lua and JavaScript, web
// frameworks' settings (wp-config.php, Django, Rails, Spring, Laravel,
// Nextcloud, Magento, Drupal, Joomla, Flask, Express, Odoo), deployment
// and CI files (Ansible, Helm, Compose, Kubernetes, systemd, Jenkins,
// GitLab CI, GitHub Actions, Azure Pipelines, CircleCI, Dockerfiles) and
// server configs (nginx, Apache, Redis, PgBouncer, Postfix, msmtp,
// netrc, hostapd, strongSwan, OpenVPN, FreeRADIUS, keepalived, SNMP,
// Asterisk, Cisco IOS, HAProxy, fetchmail). About
// half the cases put a reference or placeholder next to the real value;
// those, field and column names, type annotations, validation messages,
// hosts, users, ports and database names are the benign strings. The
// case names start with "cfgw/".
func (g *G) cfgwCases() {
	g.cfgwXML()
	g.cfgwProperties()
	g.cfgwINI()
	g.cfgwTOML()
	g.cfgwHCL()
	g.cfgwYAML()
	g.cfgwJSON()
	g.cfgwDotenv()
	g.cfgwSQL()
	g.cfgwConnStrings()
	g.cfgwShell()
	g.cfgwJVM()
	g.cfgwDotnet()
	g.cfgwGoRustSwift()
	g.cfgwScripting()
	g.cfgwFrameworks()
	g.cfgwDeploy()
	g.cfgwServers()
}

// ---- values used only here ----

var cfgwWordList = strings.Fields(`horse river garden monkey dragon sunshine football
shadow coffee pizza banana kitten rainbow purple silver castle forest ocean pirate
cookie butter panda mango wizard harvest island candle canyon anchor blossom tulip
walrus zebra cherry bamboo glacier hazel jasmine koala lobster nectar orchid parrot
quilt saddle trumpet umbrella violin willow yogurt biscuit dolphin emerald fiddle
gadget hammock igloo jigsaw kettle ladder mitten noodle oyster pickle rooster
spinach tractor unicorn voyage waffle zipper acorn blizzard cobbler daisy eagle
ferret gravel hornet`)

const (
	cfgwSyms     = "$!@#*"
	cfgwSymsNoD  = "!@#*"
	cfgwSymStart = "!#@%&*-^~+?."
)

func cfgwTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// cfgwBT turns each ˋ into a backquote, which a Go raw string cannot hold.
func cfgwBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// cfgwJSONq escapes a value for a JSON or C-like double-quoted string.
func cfgwJSONq(s string) string { return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) }

// cfgwAmp escapes & for XML text and attributes.
func cfgwAmp(s string) string { return strings.ReplaceAll(s, "&", "&amp;") }

// cfgwPct percent-encodes every byte but A-Z a-z 0-9 - _ . ~.
func cfgwPct(s string) string {
	const hexU = "0123456789ABCDEF"
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~' {
			b.WriteByte(c)
		} else {
			b.WriteByte('%')
			b.WriteByte(hexU[c>>4])
			b.WriteByte(hexU[c&15])
		}
	}
	return b.String()
}

// cfgwIndent indents every line but the first by pre, as in a YAML block.
func cfgwIndent(s, pre string) string { return strings.ReplaceAll(s, "\n", "\n"+pre) }

func (g *G) cfgwW() string { return cfgwWordList[g.r.IntN(len(cfgwWordList))] }

// cfgwSy returns one of the symbols in syms.
func (g *G) cfgwSy(syms string) string {
	i := g.r.IntN(len(syms))
	return syms[i : i+1]
}

// cfgwCamel is two or three capitalised words, no digits.
func (g *G) cfgwCamel() string {
	s := cfgwTitle(g.cfgwW()) + cfgwTitle(g.cfgwW())
	if g.r.IntN(3) == 0 {
		s += cfgwTitle(g.cfgwW())
	}
	return s
}

// cfgwCamelN is capitalised words with a year or a short number.
func (g *G) cfgwCamelN() string {
	switch g.r.IntN(3) {
	case 0:
		return cfgwTitle(g.cfgwW()) + cfgwTitle(g.cfgwW()) + "20" + g.s(alDigit, 2)
	case 1:
		return cfgwTitle(g.cfgwW()) + cfgwTitle(g.cfgwW()) + g.s(alDigit, 1+g.r.IntN(3))
	default:
		return cfgwTitle(g.cfgwW()) + g.s(alDigit, 2) + cfgwTitle(g.cfgwW())
	}
}

// cfgwJoin is two to four words joined by sep, sometimes with digits.
func (g *G) cfgwJoin(sep string) string {
	n := 2 + g.r.IntN(3)
	title := g.r.IntN(2) == 0
	w := make([]string, n)
	for i := range w {
		w[i] = g.cfgwW()
		if title {
			w[i] = cfgwTitle(w[i])
		}
	}
	if g.r.IntN(2) == 0 {
		w = append(w, g.s(alDigit, 2+g.r.IntN(3)))
	}
	return strings.Join(w, sep)
}

// cfgwSym is words with symbols from syms inside.
func (g *G) cfgwSym(syms string) string {
	a, b := g.cfgwW(), g.cfgwW()
	switch g.r.IntN(3) {
	case 0:
		return cfgwTitle(a) + g.cfgwSy(syms) + b + g.s(alDigit, 2) + g.cfgwSy(syms)
	case 1:
		return a + g.cfgwSy(syms) + g.cfgwSy(syms) + cfgwTitle(b) + g.s(alDigit, 1)
	default:
		return cfgwTitle(a) + g.s(alDigit, 1+g.r.IntN(3)) + g.cfgwSy(syms) + cfgwTitle(b) + g.cfgwSy(syms)
	}
}

// cfgwLeet is two words in leetspeak; plain keeps to letters and digits.
func (g *G) cfgwLeet(plain bool) string {
	s := cfgwTitle(g.cfgwW()) + g.cfgwW()
	var b strings.Builder
	for _, c := range s {
		sub := ""
		switch c {
		case 'a':
			sub = "4"
			if !plain && g.r.IntN(2) == 0 {
				sub = "@"
			}
		case 'e':
			sub = "3"
		case 'i':
			sub = "1"
			if !plain && g.r.IntN(2) == 0 {
				sub = "!"
			}
		case 'o':
			sub = "0"
		case 's':
			sub = "5"
		case 't':
			sub = "7"
		}
		if sub != "" && g.r.IntN(4) > 0 {
			b.WriteString(sub)
		} else {
			b.WriteRune(c)
		}
	}
	return b.String() + g.s(alDigit, g.r.IntN(3))
}

// cfgwSentence is a short sentence with spaces.
func (g *G) cfgwSentence() string {
	s := g.pick("my", "the", "our", "every", "one", "no") + " " + g.cfgwW() + " " +
		g.pick("eats", "likes", "hides", "chases", "paints", "sells", "needs", "steals") + " "
	if g.r.IntN(2) == 0 {
		s += g.pick("the", "one", "an old", "my") + " " + g.cfgwW()
	} else {
		s += g.pick("two", "seven", "nine", "old") + " " + cfgwPlural(g.cfgwW())
	}
	if g.r.IntN(2) == 0 {
		s += " " + g.pick("at noon", "on sundays", "in spring", "before lunch", "after dark", "by the sea")
	}
	if g.r.IntN(2) == 0 {
		s = cfgwTitle(s)
	}
	return s + g.pick("", ".", "!", "")
}

// cfgwPlural is the plural of one of cfgwWordList's nouns.
func cfgwPlural(w string) string {
	switch {
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "sh"), strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "x"):
		return w + "es"
	case strings.HasSuffix(w, "y") && !strings.ContainsAny(w[len(w)-2:len(w)-1], "aeiou"):
		return w[:len(w)-1] + "ies"
	}
	return w + "s"
}

func (g *G) cfgwUpper(n int) string { return g.s(alUpper, n) }
func (g *G) cfgwLower(n int) string { return g.s(alLower, n) }

// cfgwLowerWords is two or three lower-case words run together.
func (g *G) cfgwLowerWords() string {
	s := g.cfgwW() + g.cfgwW()
	if g.r.IntN(2) == 0 {
		s += g.cfgwW()
	}
	return s
}

// cfgwWith is a password holding c somewhere inside.
func (g *G) cfgwWith(c string) string {
	if g.r.IntN(2) == 0 {
		return cfgwTitle(g.cfgwW()) + c + g.cfgwW() + g.s(alDigit, 2)
	}
	return g.an(5+g.r.IntN(4)) + c + g.an(4+g.r.IntN(4))
}

// cfgwEqAmp is a password holding = and &.
func (g *G) cfgwEqAmp() string {
	switch g.r.IntN(3) {
	case 0:
		return g.cfgwW() + "=" + cfgwTitle(g.cfgwW()) + "&" + g.s(alDigit, 3)
	case 1:
		return g.an(6) + "&" + g.an(4) + "=" + g.an(3)
	default:
		return cfgwTitle(g.cfgwW()) + "&" + cfgwTitle(g.cfgwW()) + "=" + g.s(alDigit, 2)
	}
}

// cfgwSymFirst is a password starting with one of syms.
func (g *G) cfgwSymFirst(syms string) string {
	switch g.r.IntN(3) {
	case 0:
		return g.cfgwSy(syms) + g.cfgwCamelN()
	case 1:
		return g.cfgwSy(syms) + g.cfgwLower(8+g.r.IntN(5))
	default:
		return g.cfgwSy(syms) + g.cfgwJoin("_")
	}
}

// cfgwB64 is padded base64 of a length that is not a multiple of three.
func (g *G) cfgwB64() string {
	return g.b64([]int{16, 20, 22, 25, 28, 31, 32, 40, 49}[g.r.IntN(9)])
}

// cfgwLong is a value over 100 bytes; spaces allows a passphrase of words.
func (g *G) cfgwLong(spaces bool) string {
	k := g.r.IntN(3)
	if k == 1 && !spaces {
		k = 2
	}
	switch k {
	case 0:
		return g.an(104 + g.r.IntN(40))
	case 1:
		var w []string
		for n := 0; n <= 100; {
			x := g.cfgwW()
			w = append(w, x)
			n += len(x) + 1
		}
		return strings.Join(w, " ")
	default:
		return g.s(alAlnum+"-_.", 110+g.r.IntN(30))
	}
}

func (g *G) cfgwLongDigits() string { return g.digits(20 + g.r.IntN(21)) }
func (g *G) cfgwShortHex() string   { return g.hex(8 + g.r.IntN(9)) }

// ---- XML ----

func (g *G) cfgwXML() {
	g.add("cfgw/tomcat-users-xml-manager", `
<?xml version="1.0" encoding="UTF-8"?>
<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
<!--
  <user username="admin" password="<must-be-changed>" roles="manager-gui"/>
-->
  <role rolename="manager-gui"/>
  <role rolename="manager-script"/>
  <user username="ci-deployer" password="«a»" roles="manager-script"/>
</tomcat-users>
`, V{"a": g.cfgwCamelN()}, `username="ci-deployer"`, `rolename="manager-script"`, `password="<must-be-changed>"`)

	g.add("cfgw/web-config-appsettings-add-key", `
<configuration>
  <appSettings>
    <add key="SmtpHost" value="smtp.office365.com" />
    <add key="SmtpUser" value="notifications@contoso-logistics.com" />
    <add key="SmtpPassword" value="«a»" />
    <add key="StorageConnection" value="#{StorageConnection}#" />
    <add key="PartnerApiKeyHeader" value="X-Api-Key" />
    <add key="PartnerApiKey" value="«b»" />
  </appSettings>
</configuration>
`, V{"a": g.cfgwSym(cfgwSymsNoD), "b": g.cfgwUpper(16)}, `<add key="PartnerApiKeyHeader" value="X-Api-Key" />`, `value="smtp.office365.com"`, `value="#{StorageConnection}#"`)

	g.add("cfgw/maven-settings-server-password", `
<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deployment</username>
      <password>«a»</password>
    </server>
    <server>
      <id>nexus-snapshots</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>
  </servers>
</settings>
`, V{"a": g.cfgwLowerWords()}, "<password>${env.NEXUS_PASSWORD}</password>", "<id>nexus-releases</id>")

	g.add("cfgw/nuget-config-cleartextpassword", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="internal" value="https://nuget.build.local/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <internal>
      <add key="Username" value="build" />
      <add key="ClearTextPassword" value="«a»" />
    </internal>
    <azure-feed>
      <add key="Username" value="az" />
      <add key="ClearTextPassword" value="%AZURE_ARTIFACTS_PAT%" />
    </azure-feed>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.cfgwJoin("-")}, "%AZURE_ARTIFACTS_PAT%", "https://nuget.build.local/v3/index.json")

	g.add("cfgw/tomcat-context-xml-jndi-resource-apostrophe", `
<Context>
  <Resource name="jdbc/OrdersDB" auth="Container" type="javax.sql.DataSource"
            driverClassName="org.postgresql.Driver"
            url="jdbc:postgresql://db01:5432/orders"
            username="orders_app" password="«a»"
            maxTotal="20" maxIdle="5"/>
</Context>
`, V{"a": g.cfgwWith("'")}, `name="jdbc/OrdersDB"`, "jdbc:postgresql://db01:5432/orders")

	g.add("cfgw/hibernate-cfg-connection-password", `
<hibernate-configuration>
  <session-factory>
    <property name="hibernate.connection.driver_class">com.mysql.cj.jdbc.Driver</property>
    <property name="hibernate.connection.url">jdbc:mysql://localhost:3306/inventory</property>
    <property name="hibernate.connection.username">inventory</property>
    <property name="hibernate.connection.password">«a»</property>
    <property name="hibernate.hbm2ddl.auto">validate</property>
  </session-factory>
</hibernate-configuration>
`, V{"a": g.cfgwLower(10)}, `<property name="hibernate.connection.username">inventory</property>`, "jdbc:mysql://localhost:3306/inventory")

	g.add("cfgw/spring-beans-xml-datasource-leet", `
<bean id="dataSource" class="org.apache.commons.dbcp2.BasicDataSource" destroy-method="close">
    <property name="driverClassName" value="${jdbc.driverClassName}"/>
    <property name="url" value="${jdbc.url}"/>
    <property name="username" value="${jdbc.username}"/>
    <property name="password" value="«a»"/>
</bean>
`, V{"a": g.cfgwLeet(false)}, `value="${jdbc.username}"`, `value="${jdbc.url}"`)

	g.add("cfgw/wildfly-standalone-datasource-symbol-first", `
<datasource jndi-name="java:jboss/datasources/ReportsDS" pool-name="ReportsDS">
    <connection-url>jdbc:sqlserver://reports-sql:1433;databaseName=Reports</connection-url>
    <driver>mssql</driver>
    <security>
        <user-name>reports_svc</user-name>
        <password>«a»</password>
        <!-- TODO: <password>${env.REPORTS_DB_PASSWORD}</password> -->
    </security>
</datasource>
`, V{"a": g.cfgwSymFirst("!#@*-^~+?")}, "java:jboss/datasources/ReportsDS", "<user-name>reports_svc</user-name>", "${env.REPORTS_DB_PASSWORD}")

	g.add("cfgw/unattend-xml-administrator-password", `
<UserAccounts>
  <AdministratorPassword>
    <Value>«a»</Value>
    <PlainText>true</PlainText>
  </AdministratorPassword>
</UserAccounts>
<AutoLogon>
  <Password>
    <Value>«a»</Value>
    <PlainText>true</PlainText>
  </Password>
  <Username>Administrator</Username>
  <LogonCount>1</LogonCount>
</AutoLogon>
`, V{"a": g.cfgwCamelN()}, "<PlainText>true</PlainText>", "<Username>Administrator</Username>")

	g.add("cfgw/filezilla-sitemanager-base64-pass", `
$ cat ~/.config/filezilla/sitemanager.xml
<FileZilla3 version="3.66.4" platform="*nix">
  <Servers>
    <Server>
      <Host>ftp.shop-example.de</Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <User>shopftp</User>
      <Pass encoding="base64">«a»</Pass>
      <Name>shop live</Name>
    </Server>
  </Servers>
</FileZilla3>
`, V{"a": b64s(g.cfgwCamel())}, "<Host>ftp.shop-example.de</Host>", "<User>shopftp</User>")

	g.add("cfgw/jenkins-job-password-parameter-default", `
<hudson.model.ParametersDefinitionProperty>
  <parameterDefinitions>
    <hudson.model.StringParameterDefinition>
      <name>DB_HOST</name>
      <defaultValue>db-staging.internal</defaultValue>
    </hudson.model.StringParameterDefinition>
    <hudson.model.PasswordParameterDefinition>
      <name>DB_PASS</name>
      <defaultValue>«a»</defaultValue>
    </hudson.model.PasswordParameterDefinition>
  </parameterDefinitions>
</hudson.model.ParametersDefinitionProperty>
`, V{"a": g.cfgwJoin("_")}, "<defaultValue>db-staging.internal</defaultValue>", "<name>DB_PASS</name>")

	g.add("cfgw/log4j2-smtp-appender-amp-escaped", `
<Appenders>
  <SMTP name="Mail" subject="[orders] ERROR" to="oncall@acme-retail.com" from="orders@acme-retail.com"
        smtpHost="smtp.acme-retail.com" smtpPort="587" smtpProtocol="smtp"
        smtpUsername="orders" smtpPassword="«a»" bufferSize="50">
  </SMTP>
</Appenders>
`, V{"a": cfgwAmp(g.cfgwEqAmp())}, `smtpHost="smtp.acme-retail.com"`, `smtpUsername="orders"`)

	g.add("cfgw/pom-properties-flyway-password", `
<properties>
    <db.url>jdbc:postgresql://localhost:5432/billing</db.url>
    <db.user>flyway</db.user>
    <db.password>«a»</db.password>
</properties>
...
<plugin>
    <groupId>org.flywaydb</groupId>
    <artifactId>flyway-maven-plugin</artifactId>
    <configuration>
        <url>${db.url}</url>
        <user>${db.user}</user>
        <password>${db.password}</password>
    </configuration>
</plugin>
`, V{"a": g.digits(6)}, "<password>${db.password}</password>", "<db.user>flyway</db.user>")

	g.add("cfgw/app-config-connectionstrings-short-hex", `
<connectionStrings>
  <add name="CrmContext"
       connectionString="Server=sql01.corp.local;Database=Crm;User Id=crm_web;Password=«a»;MultipleActiveResultSets=True"
       providerName="System.Data.SqlClient" />
  <add name="Audit" connectionString="Server=sql01.corp.local;Database=Audit;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
</connectionStrings>
`, V{"a": g.cfgwShortHex()}, "Integrated Security=SSPI", "Database=Crm")
}

// ---- .properties ----

func (g *G) cfgwProperties() {
	g.add("cfgw/spring-properties-datasource-sentence", `
# src/main/resources/application-local.properties
spring.datasource.url=jdbc:postgresql://localhost:5432/claims
spring.datasource.username=${DB_USER:claims}
spring.datasource.password=«a»
spring.jpa.hibernate.ddl-auto=validate
`, V{"a": g.cfgwSentence()}, "spring.datasource.username=${DB_USER:claims}", "spring.jpa.hibernate.ddl-auto=validate")

	raw := g.cfgwWith(`\`)
	g.add("cfgw/properties-ldap-bind-backslash-escaped", `
ldap.url=ldaps://dc01.corp.local:636
ldap.bind.dn=cn=svc-portal,ou=apps,dc=corp,dc=local
ldap.bind.password=«a»
#ldap.bind.password=${LDAP_BIND_PASSWORD}
ldap.user.search.base=ou=people,dc=corp,dc=local
`, V{"a": strings.ReplaceAll(raw, `\`, `\\`)}, "ldap.bind.dn=cn=svc-portal,ou=apps,dc=corp,dc=local", "ldaps://dc01.corp.local:636", "${LDAP_BIND_PASSWORD}")

	g.add("cfgw/gradle-properties-signing-password", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
signing.keyId=«_k»
signing.password=«a»
signing.secretKeyRingFile=/home/dev/.gnupg/secring.gpg
# CI sets ORG_GRADLE_PROJECT_signingPassword instead
`, V{"_k": g.s(alHexU, 8), "a": g.cfgwCamel()}, "signing.secretKeyRingFile=/home/dev/.gnupg/secring.gpg", "org.gradle.jvmargs=-Xmx4g", "ORG_GRADLE_PROJECT_signingPassword")

	g.add("cfgw/kafka-client-properties-jaas-hex", `
bootstrap.servers=kafka-1.internal:9093,kafka-2.internal:9093
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
ssl.truststore.password=${file:/etc/kafka/secrets.properties:truststore.password}
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="ingest" password="«a»";
`, V{"a": g.cfgwShortHex()}, "org.apache.kafka.common.security.plain.PlainLoginModule", "security.protocol=SASL_SSL", "${file:/etc/kafka/secrets.properties:truststore.password}")

	g.add("cfgw/quarkus-properties-profile-and-env", `
quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=quarkus
quarkus.datasource.password=«a»
%prod.quarkus.datasource.password=${DB_PASSWORD}
%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://${DB_HOST:db}:5432/shipments
`, V{"a": g.cfgwJoin("_")}, "%prod.quarkus.datasource.password=${DB_PASSWORD}", "${DB_HOST:db}")

	kp := g.cfgwLower(6 + g.r.IntN(3))
	g.add("cfgw/android-key-properties-lowercase", `
$ cat android/key.properties
storePassword=«a»
keyPassword=«a»
keyAlias=upload
storeFile=../upload-keystore.jks
`, V{"a": kp}, "storeFile=../upload-keystore.jks", "keyAlias=upload")

	g.add("cfgw/mail-properties-eq-amp", `
mail.smtp.host=smtp.eu.mailgun.org
mail.smtp.port=587
mail.smtp.auth=true
mail.smtp.user=postmaster@mg.acme-shop.eu
mail.smtp.password=«a»
`, V{"a": g.cfgwEqAmp()}, "mail.smtp.host=smtp.eu.mailgun.org", "mail.smtp.user=postmaster@mg.acme-shop.eu")

	g.add("cfgw/liquibase-properties-symbol-first", `
changeLogFile: db/changelog/db.changelog-master.yaml
url: jdbc:mysql://localhost:3306/catalog
username: liquibase
password: «a»
liquibase.hub.mode: off
`, V{"a": g.cfgwSymFirst("!#@%&*^~+?")}, "changeLogFile: db/changelog/db.changelog-master.yaml", "username: liquibase")

	g.add("cfgw/flyway-conf-base64-padded", `
flyway.url=jdbc:postgresql://pg.internal:5432/ledger
flyway.user=${FLYWAY_USER}
flyway.password=«a»
flyway.locations=filesystem:sql/migrations
`, V{"a": g.cfgwB64()}, "flyway.user=${FLYWAY_USER}", "flyway.locations=filesystem:sql/migrations")

	g.add("cfgw/application-properties-jwt-secret-words", `
jwt.secret=«a»
jwt.expiration=86400
jwt.refresh-secret=${JWT_REFRESH_SECRET}
jwt.header=Authorization
jwt.prefix=Bearer
`, V{"a": g.cfgwLowerWords() + g.cfgwW()}, "jwt.expiration=86400", "jwt.header=Authorization", "jwt.refresh-secret=${JWT_REFRESH_SECRET}")
}

// ---- INI ----

func (g *G) cfgwINI() {
	g.add("cfgw/my-cnf-client-hash-quoted", `
$ cat ~/.my.cnf
[client]
user=backup
password="«a»"
host=127.0.0.1

[mysqldump]
single-transaction
`, V{"a": g.cfgwTitleHash()}, "user=backup", "single-transaction")

	g.add("cfgw/odbc-ini-dsn-pwd-hex", `
$ cat /etc/odbc.ini
[SalesDW]
Driver=ODBC Driver 18 for SQL Server
Server=tcp:sqldw01.corp.local,1433
Database=SalesDW
UID=etl_user
PWD=«a»
TrustServerCertificate=yes
`, V{"a": g.cfgwShortHex()}, "Driver=ODBC Driver 18 for SQL Server", "UID=etl_user")

	g.add("cfgw/pypirc-internal-index-password", `
[distutils]
index-servers =
    pypi
    internal

[pypi]
username = __token__
password = %(PYPI_TOKEN)s

[internal]
repository = https://pypi.corp.local/simple/
username = uploader
password = «a»
`, V{"a": g.cfgwCamelN()}, "password = %(PYPI_TOKEN)s", "username = uploader")

	g.add("cfgw/s3cfg-minio-secret-key-dashed-words", `
$ cat ~/.s3cfg
[default]
access_key = «=k»
secret_key = «a»
host_base = minio.lab.local:9000
host_bucket = minio.lab.local:9000
use_https = False
`, V{"=k": "backup-" + g.cfgwLower(4), "a": g.cfgwJoin("-")}, "host_base = minio.lab.local:9000", "use_https = False")

	g.add("cfgw/smbcredentials-file-digits", `
$ sudo cat /root/.smbcredentials
username=scanner
password=«a»
domain=OFFICE
$ grep cifs /etc/fstab
//nas01/scans /mnt/scans cifs credentials=/root/.smbcredentials,uid=1000,iocharset=utf8 0 0
`, V{"a": g.digits(5)}, "credentials=/root/.smbcredentials", "domain=OFFICE")

	g.add("cfgw/supervisord-inet-http-server-password", `
[inet_http_server]
port=127.0.0.1:9001
username=admin
password=«a»

[program:worker]
command=/srv/app/venv/bin/celery -A app worker
environment=DB_PASSWORD="%(ENV_DB_PASSWORD)s",DJANGO_SETTINGS_MODULE="app.settings.prod"
`, V{"a": g.cfgwLower(9)}, `DB_PASSWORD="%(ENV_DB_PASSWORD)s"`, "port=127.0.0.1:9001")

	g.add("cfgw/alembic-ini-sqlalchemy-url-leet", `
[alembic]
script_location = migrations
# sqlalchemy.url = driver://user:pass@localhost/dbname
sqlalchemy.url = postgresql://alembic:«a»@localhost/ledger
`, V{"a": g.cfgwLeet(true)}, "driver://user:pass@localhost/dbname", "script_location = migrations")

	g.add("cfgw/wpa-supplicant-psk-sentence", `
$ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=DE

network={
    ssid="Guest-5G"
    psk="«a»"
    key_mgmt=WPA-PSK
}

network={
    ssid="Home"
    psk=ext:home_psk
}
`, V{"a": g.cfgwSentence()}, `ssid="Guest-5G"`, "key_mgmt=WPA-PSK", "psk=ext:home_psk")

	g.add("cfgw/grafana-ini-admin-and-secret-key", `
[security]
admin_user = admin
admin_password = «a»
secret_key = «b»

[database]
type = postgres
host = pg.internal:5432
user = grafana
password = $__env{GF_DB_PASSWORD}
;password =
`, V{"a": g.cfgwCamelN(), "b": g.cfgwLower(20)}, "password = $__env{GF_DB_PASSWORD}", "host = pg.internal:5432")

	g.add("cfgw/gitea-app-ini-backquoted-passwd", cfgwBT(`
[database]
DB_TYPE  = mysql
HOST     = 127.0.0.1:3306
NAME     = gitea
USER     = gitea
PASSWD   = ˋ«a»ˋ
SSL_MODE = disable

[security]
INTERNAL_TOKEN_URI = file:/etc/gitea/internal_token
`), V{"a": g.cfgwSym("#;!*")}, "NAME     = gitea", "SSL_MODE = disable", "INTERNAL_TOKEN_URI = file:/etc/gitea/internal_token")

	g.add("cfgw/ansible-inventory-ini-passwords", `
[db]
db01 ansible_host=10.0.4.11 ansible_user=deploy ansible_password=«a» ansible_become_pass=«b»

[web]
web01 ansible_host=10.0.3.21

[web:vars]
ansible_user=deploy
ansible_password="{{ vault_web_password }}"
`, V{"a": g.cfgwUpper(9), "b": g.digits(8)}, `ansible_password="{{ vault_web_password }}"`, "ansible_host=10.0.4.11")
}

// cfgwTitleHash is a password with # inside, which INI and .env need quoted.
func (g *G) cfgwTitleHash() string {
	return cfgwTitle(g.cfgwW()) + "#" + g.cfgwW() + g.s(alDigit, 1+g.r.IntN(3))
}

// ---- TOML ----

func (g *G) cfgwTOML() {
	g.add("cfgw/poetry-auth-toml-symbol-first", `
$ cat ~/.config/pypoetry/auth.toml
[http-basic.corp]
username = "ci"
password = "«a»"
$ poetry config repositories.corp
{'url': 'https://pypi.corp.local/simple/'}
`, V{"a": g.cfgwSymFirst(cfgwSymStart)}, `username = "ci"`, "https://pypi.corp.local/simple/")

	g.add("cfgw/rocket-toml-secret-key-base64", `
[default]
address = "0.0.0.0"
port = 8000

[release]
# ROCKET_SECRET_KEY in the environment overrides this
secret_key = "«a»"
template_dir = "templates"
`, V{"a": g.b64(32)}, `address = "0.0.0.0"`, `template_dir = "templates"`, "ROCKET_SECRET_KEY")

	g.add("cfgw/telegraf-influx-output-lowercase", `
[[outputs.influxdb]]
  urls = ["http://influx.lab.local:8086"]
  database = "telegraf"
  username = "telegraf"
  password = "«a»"

[[inputs.mysql]]
  servers = ["monitor:${MYSQL_MON_PASSWORD}@tcp(127.0.0.1:3306)/"]
`, V{"a": g.cfgwLower(11)}, "monitor:${MYSQL_MON_PASSWORD}@tcp(127.0.0.1:3306)/", `database = "telegraf"`)

	rawB := g.cfgwWith(`\`)
	rawL := g.cfgwWith(`\`)
	g.add("cfgw/service-config-toml-backslash-basic-and-literal", `
# config/production.toml
[database]
host = "db.internal"
user = "svc_orders"
password = "«a»"

[smb]
share = '\\fs01\exports'
password = '«b»'
`, V{"a": strings.ReplaceAll(rawB, `\`, `\\`), "b": rawL}, `host = "db.internal"`, `share = '\\fs01\exports'`)

	g.add("cfgw/vector-toml-sink-auth-leet", `
[sinks.es]
type = "elasticsearch"
inputs = ["app_logs"]
endpoints = ["https://es01.internal:9200"]
auth.strategy = "basic"
auth.user = "vector"
auth.password = "«a»"

[sinks.loki]
type = "loki"
auth.password = "${LOKI_PASSWORD}"
`, V{"a": g.cfgwLeet(false)}, `auth.password = "${LOKI_PASSWORD}"`, `auth.user = "vector"`)

	g.add("cfgw/streamlit-secrets-toml-sentence", `
# .streamlit/secrets.toml
[connections.snowflake]
account = "xy12345.eu-central-1"
user = "ANALYST"
password = "«a»"
warehouse = "COMPUTE_WH"
database = "SALES"
# read in the app with st.connection("snowflake"); never st.write(st.secrets)
`, V{"a": g.cfgwSentence()}, `warehouse = "COMPUTE_WH"`, `user = "ANALYST"`, `st.connection("snowflake")`)
}

// ---- HCL and Terraform ----

func (g *G) cfgwHCL() {
	g.add("cfgw/terraform-variable-default-password", `
variable "db_username" {
  type    = string
  default = "app"
}

variable "db_password" {
  type      = string
  default   = "«a»"
  sensitive = true
}
# CI overrides it with TF_VAR_db_password
`, V{"a": g.cfgwCamelN()}, `variable "db_password"`, "sensitive = true", "TF_VAR_db_password")

	g.add("cfgw/terraform-tfvars-admin-and-psk", `
$ cat envs/prod.tfvars
location       = "westeurope"
admin_username = "azureadmin"
admin_password = "«a»"
vpn_shared_key = "«b»"
# sql_admin_password comes from TF_VAR_sql_admin_password
`, V{"a": g.cfgwSym(cfgwSyms), "b": g.cfgwShortHex()}, `location       = "westeurope"`, `admin_username = "azureadmin"`, "TF_VAR_sql_admin_password")

	g.add("cfgw/terraform-mysql-provider-and-user", `
provider "mysql" {
  endpoint = "db.internal:3306"
  username = "root"
  password = "«a»"
}

resource "mysql_user" "reporting" {
  user               = "reporting"
  host               = "%"
  plaintext_password = "«b»"
}

resource "mysql_user" "app" {
  user               = "app"
  plaintext_password = var.app_db_password
}
`, V{"a": g.cfgwLower(10), "b": g.digits(9)}, "plaintext_password = var.app_db_password", `endpoint = "db.internal:3306"`)

	g.add("cfgw/terraform-locals-sftp-passwords-map", `
locals {
  sftp_passwords = {
    alice = "«a»"
    bob   = "«b»"
  }
}

resource "aws_transfer_user" "this" {
  for_each  = local.sftp_passwords
  user_name = each.key
}
`, V{"a": g.cfgwUpper(10), "b": g.cfgwJoin("-")}, "for_each  = local.sftp_passwords", "user_name = each.key")

	g.add("cfgw/nomad-job-env-and-template", `
task "api" {
  driver = "docker"
  env {
    ADMIN_PASSWORD = "«a»"
    REDIS_HOST     = "${NOMAD_IP_redis}"
  }
  template {
    data        = <<EOH
DB_PASSWORD={{ with secret "kv/data/api" }}{{ .Data.data.password }}{{ end }}
EOH
    destination = "secrets/db.env"
    env         = true
  }
}
`, V{"a": g.digits(10)}, `{{ with secret "kv/data/api" }}{{ .Data.data.password }}{{ end }}`, `"${NOMAD_IP_redis}"`)

	g.add("cfgw/packer-vsphere-ssh-password", `
source "vsphere-iso" "ubuntu" {
  vcenter_server   = "vcenter.lab.local"
  username         = "packer@vsphere.local"
  password         = var.vcenter_password
  ssh_username     = "packer"
  ssh_password     = "«a»"
  ssh_timeout      = "30m"
}
`, V{"a": g.cfgwLower(7)}, "password         = var.vcenter_password", `vcenter_server   = "vcenter.lab.local"`)

	g.add("cfgw/terraform-azure-vm-admin-symbol-first", `
resource "azurerm_windows_virtual_machine" "jump" {
  name                = "vm-jump-01"
  resource_group_name = azurerm_resource_group.ops.name
  size                = "Standard_B2s"
  admin_username      = "azureuser"
  admin_password      = "«a»"
  # admin_password    = data.azurerm_key_vault_secret.jump_admin.value
}
`, V{"a": g.cfgwSymFirst("!#@%&*-^~+?")}, `admin_username      = "azureuser"`, `size                = "Standard_B2s"`, "data.azurerm_key_vault_secret.jump_admin.value")

	g.add("cfgw/terragrunt-inputs-eq-amp", `
inputs = {
  rds_instance_class  = "db.t3.medium"
  rds_master_username = "postgres"
  rds_master_password = "«a»"
  rds_allocated_gb    = 100
  rds_kms_key_id      = dependency.kms.outputs.key_arn
}
`, V{"a": g.cfgwEqAmp()}, `rds_instance_class  = "db.t3.medium"`, "rds_master_username", "dependency.kms.outputs.key_arn")

	g.add("cfgw/consul-hcl-gossip-encrypt-base64", `
datacenter = "dc1"
data_dir   = "/opt/consul"
encrypt    = "«a»"
server     = true
retry_join = ["10.0.1.10", "10.0.1.11", "10.0.1.12"]
`, V{"a": g.b64(32)}, `data_dir   = "/opt/consul"`, `datacenter = "dc1"`)
}

// ---- YAML ----

func (g *G) cfgwYAML() {
	g.add("cfgw/yaml-single-quoted-holding-double-quote", `
smtp:
  host: mail.acme-travel.com
  username: bookings
  password: '«a»'
  password_file: /run/secrets/smtp_password
`, V{"a": g.cfgwWith(`"`)}, "password_file: /run/secrets/smtp_password", "host: mail.acme-travel.com")

	raw := g.cfgwWith(`\`)
	g.add("cfgw/yaml-double-quoted-escaped-backslash", `
ldap:
  url: ldap://dc02.corp.local:389
  bind_dn: "CORP\\svc_wiki"
  bind_password: "«a»"
  user_filter: "(sAMAccountName={username})"
`, V{"a": strings.ReplaceAll(raw, `\`, `\\`)}, `user_filter: "(sAMAccountName={username})"`, `bind_dn: "CORP\\svc_wiki"`)

	ec := g.ecSEC1()
	g.add("cfgw/yaml-block-scalar-ec-private-key", `
tls:
  cert_file: /etc/ssl/app.crt
  private_key: |
    «=b»
    «a»
    «=e»
  min_version: "1.2"
`, V{"=b": ec.begin, "a": cfgwIndent(ec.body, "    "), "=e": ec.end}, "cert_file: /etc/ssl/app.crt", `min_version: "1.2"`)

	long := g.cfgwLong(true)
	for !strings.Contains(long, " ") {
		long = g.cfgwLong(true)
	}
	i := strings.Index(long[40:], " ") + 40
	g.add("cfgw/yaml-folded-long-passphrase", `
backup:
  repository: s3:https://s3.eu-central-1.amazonaws.com/acme-backups/restic
  passphrase: >-
    «a»
    «b»
  keep_daily: 7
`, V{"a": long[:i], "b": long[i+1:]}, "keep_daily: 7", "s3:https://s3.eu-central-1.amazonaws.com/acme-backups/restic")

	g.add("cfgw/yaml-quoted-symbol-first-api-key", `
partner_api:
  base_url: https://api.partner-logistics.example/v2
  api_key: "«a»"
  timeout_seconds: 20
  api_key_env: PARTNER_API_KEY
`, V{"a": g.cfgwSymFirst("@*!%&#")}, "base_url: https://api.partner-logistics.example/v2", "timeout_seconds: 20", "api_key_env: PARTNER_API_KEY")

	g.add("cfgw/yaml-voicemail-pin-digits", `
voicemail:
  mailbox: "«_m»"
  pin: «a»
  pin_length: 6
  email_notifications: true
`, V{"_m": "ext-" + g.cfgwLower(4), "a": g.digits(6)}, "pin_length: 6", "email_notifications: true")

	g.add("cfgw/yaml-anchor-merge-database-yml", `
default: &default
  adapter: postgresql
  encoding: unicode
  username: app
  password: «a»
  pool: 5

development:
  <<: *default
  database: app_development

test:
  <<: *default
  database: app_test

production:
  <<: *default
  database: app_production
  password: <%= ENV["APP_DATABASE_PASSWORD"] %>
`, V{"a": g.cfgwLowerWords()}, "database: app_development", "<<: *default", `<%= ENV["APP_DATABASE_PASSWORD"] %>`)

	g.add("cfgw/yaml-webhook-secret-over-100-bytes", `
deploy_hooks:
  - name: staging
    webhook_url: https://hooks.ops.internal/deploy/staging
    webhook_secret: «a»
    events: [push, tag]
  - name: prod
    webhook_url: https://hooks.ops.internal/deploy/prod
    webhook_secret: ${PROD_WEBHOOK_SECRET}
`, V{"a": g.cfgwLong(false)}, "webhook_url: https://hooks.ops.internal/deploy/staging", "events: [push, tag]", "webhook_secret: ${PROD_WEBHOOK_SECRET}")

	g.add("cfgw/home-assistant-secrets-yaml", `
$ cat config/secrets.yaml
wifi_ssid: Summerhouse
wifi_password: «a»
mqtt_username: homeassistant
mqtt_password: «b»
$ grep -n secret config/configuration.yaml
14:    password: !secret mqtt_password
`, V{"a": g.cfgwSentence(), "b": g.cfgwShortHex()}, "password: !secret mqtt_password", "mqtt_username: homeassistant")

	g.add("cfgw/prometheus-scrape-basic-auth-upper", `
scrape_configs:
  - job_name: pushgateway
    basic_auth:
      username: prom
      password: «a»
    static_configs:
      - targets: ["pushgw.internal:9091"]
  - job_name: node
    basic_auth:
      username: prom
      password_file: /etc/prometheus/node.pass
`, V{"a": g.cfgwUpper(14)}, "password_file: /etc/prometheus/node.pass", "job_name: pushgateway")

	g.add("cfgw/alertmanager-smtp-auth-eq-amp", `
global:
  smtp_smarthost: smtp.acme.io:587
  smtp_from: alertmanager@acme.io
  smtp_auth_username: alertmanager@acme.io
  smtp_auth_password: '«a»'
  slack_api_url_file: /etc/alertmanager/slack_url
route:
  receiver: ops-mail
`, V{"a": g.cfgwEqAmp()}, "smtp_smarthost: smtp.acme.io:587", "receiver: ops-mail", "slack_api_url_file: /etc/alertmanager/slack_url")

	g.add("cfgw/filebeat-es-output-dashed-words", `
output.elasticsearch:
  hosts: ["https://es01.internal:9200"]
  username: "beats_writer"
  password: "«a»"
  # api_key: "${ES_API_KEY}"
  ssl.certificate_authorities: ["/etc/filebeat/ca.crt"]
`, V{"a": g.cfgwJoin("-")}, `# api_key: "${ES_API_KEY}"`, `username: "beats_writer"`)

	g.add("cfgw/symfony-parameters-yml-password-and-secret", `
parameters:
    database_host: 127.0.0.1
    database_name: symfony
    database_user: symfony
    database_password: «a»
    # database_password: '%env(DATABASE_PASSWORD)%'
    mailer_transport: smtp
    secret: «b»
`, V{"a": g.digits(12), "b": g.cfgwLower(24)}, "database_name: symfony", "mailer_transport: smtp", "'%env(DATABASE_PASSWORD)%'")
}

// ---- JSON ----

func (g *G) cfgwJSON() {
	g.add("cfgw/appsettings-json-connection-and-smtp", `
{
  "ConnectionStrings": {
    "Default": "Server=.;Database=Shop;User Id=shop;Password=«a»;TrustServerCertificate=True"
  },
  "Storage": {
    "ConnectionString": "@Microsoft.KeyVault(SecretUri=https://kv-shop.vault.azure.net/secrets/storage-conn/)"
  },
  "Smtp": {
    "Host": "smtp.sendinblue.com",
    "User": "shop@acme-shop.eu",
    "Password": "«b»"
  }
}
`, V{"a": g.cfgwSym(cfgwSyms), "b": g.cfgwLower(12)}, "TrustServerCertificate=True", `"Host": "smtp.sendinblue.com"`, "@Microsoft.KeyVault(SecretUri=https://kv-shop.vault.azure.net/secrets/storage-conn/)")

	g.add("cfgw/json-escaped-quote-password", `
$ cat config/etl.json
{
  "source": {"host": "oracle01", "service": "ERP"},
  "user": "etl",
  "password": "«a»",
  "batch_size": 5000
}
`, V{"a": cfgwJSONq(g.cfgwWith(`"`))}, `"user": "etl"`, `"batch_size": 5000`)

	g.add("cfgw/vscode-sqltools-connection-digits", `
{
  "sqltools.connections": [
    {
      "name": "local crm",
      "driver": "PostgreSQL",
      "server": "localhost",
      "port": 5432,
      "database": "crm",
      "username": "postgres",
      "password": "«a»"
    }
  ]
}
`, V{"a": g.digits(6)}, `"database": "crm"`, `"driver": "PostgreSQL"`)

	g.add("cfgw/postman-environment-secret-values", `
{
  "name": "staging",
  "values": [
    {"key": "baseUrl", "value": "https://staging-api.acme.io", "enabled": true},
    {"key": "username", "value": "qa-bot", "enabled": true},
    {"key": "password", "value": "«a»", "type": "secret", "enabled": true},
    {"key": "token", "value": "{{authToken}}", "enabled": true}
  ]
}
`, V{"a": g.cfgwCamelN()}, `"value": "{{authToken}}"`, "https://staging-api.acme.io")

	g.add("cfgw/aws-secretsmanager-secretstring-words", `
$ aws secretsmanager get-secret-value --secret-id prod/billing/db --query SecretString --output text
{"username":"billing","password":"«a»","engine":"postgres","host":"billing.cluster-cx1.eu-west-1.rds.amazonaws.com","port":5432}
`, V{"a": strings.ToLower(g.cfgwJoin("_"))}, "--secret-id prod/billing/db", `"username":"billing"`)

	g.add("cfgw/sequelize-config-json-lowercase", `
{
  "development": {
    "username": "root",
    "password": "«a»",
    "database": "shop_dev",
    "host": "127.0.0.1",
    "dialect": "mysql"
  },
  "production": {
    "use_env_variable": "DATABASE_URL"
  }
}
`, V{"a": g.cfgwLower(7)}, `"use_env_variable": "DATABASE_URL"`, `"database": "shop_dev"`)

	g.add("cfgw/tfstate-rds-password-over-100-bytes", `
$ terraform state pull | jq '.resources[] | select(.type=="aws_db_instance") | .instances[0].attributes | {endpoint, username, password}'
{
  "endpoint": "core-db.cxq1.eu-west-1.rds.amazonaws.com:5432",
  "username": "dbadmin",
  "password": "«a»"
}
`, V{"a": g.cfgwLong(false)}, `"username": "dbadmin"`, "core-db.cxq1.eu-west-1.rds.amazonaws.com:5432")

	g.add("cfgw/api-response-created-key-long-digits", `
$ curl -s -X POST https://billing.internal/api/integrations -d '{"name":"reports-bot"}'
{"id":4182,"name":"reports-bot","api_key":"«a»","created_at":"2025-02-11T09:14:00Z","scopes":["reports:read"]}
`, V{"a": g.cfgwLongDigits()}, `"name":"reports-bot"`, `"scopes":["reports:read"]`)

	g.add("cfgw/vscode-launch-json-env-sentence", `
{
  "version": "0.2.0",
  "configurations": [
    {
      "type": "node",
      "request": "launch",
      "name": "API (local)",
      "program": "${workspaceFolder}/src/server.ts",
      "envFile": "${workspaceFolder}/.env",
      "env": { "ADMIN_PASSWORD": "«a»", "DEBUG": "api:*" }
    }
  ]
}
`, V{"a": g.cfgwSentence()}, `"envFile": "${workspaceFolder}/.env"`, `"DEBUG": "api:*"`)

	g.add("cfgw/devcontainer-json-container-env", `
{
  "name": "orders",
  "dockerComposeFile": "docker-compose.yml",
  "containerEnv": {
    "POSTGRES_USER": "vscode",
    "POSTGRES_PASSWORD": "«a»"
  },
  "remoteEnv": {
    "GITHUB_TOKEN": "${localEnv:GITHUB_TOKEN}"
  }
}
`, V{"a": g.cfgwCamel()}, `"${localEnv:GITHUB_TOKEN}"`, `"POSTGRES_USER": "vscode"`)

	pk := g.pkcs8RSAPEM()
	g.add("cfgw/json-signing-key-escaped-newlines", `
{
  "issuer": "https://auth.acme-internal.io",
  "key_id": "«_kid»",
  "signing_key": "«=b»\n«a»\n«=e»\n",
  "algorithm": "RS256"
}
`, V{"_kid": "sig-" + g.hex(8), "=b": pk.begin, "a": jsonEsc(pk.body), "=e": pk.end}, `"algorithm": "RS256"`, "https://auth.acme-internal.io")
}

// ---- .env ----

func (g *G) cfgwDotenv() {
	g.add("cfgw/env-double-quoted-sentence", `
SMTP_HOST=smtp.fastmail.com
SMTP_USER=noreply@acme-garden.com
SMTP_PASSWORD="«a»"
# prod: injected from SSM parameter /garden/prod/smtp_password
`, V{"a": g.cfgwSentence()}, "SMTP_USER=noreply@acme-garden.com", "SMTP_HOST=smtp.fastmail.com", "/garden/prod/smtp_password")

	g.add("cfgw/env-single-quoted-with-dollar", `
ADMIN_EMAIL=ops@acme-garden.com
ADMIN_PASSWORD='«a»'
ADMIN_PASSWORD_MIN_LENGTH=12
`, V{"a": g.cfgwSymDollar()}, "ADMIN_EMAIL=ops@acme-garden.com", "ADMIN_PASSWORD_MIN_LENGTH=12")

	g.add("cfgw/env-hash-inside-quoted-value", `
REDIS_PASSWORD="«a»"
REDIS_URL=redis://:${REDIS_PASSWORD}@redis:6379/0
`, V{"a": g.cfgwTitleHash()}, "redis://:${REDIS_PASSWORD}@redis:6379/0")

	g.add("cfgw/env-secret-key-lowercase-only", `
DEBUG=False
SECRET_KEY=«a»
ALLOWED_HOSTS=app.acme-garden.com
`, V{"a": g.cfgwLower(24 + g.r.IntN(9))}, "ALLOWED_HOSTS=app.acme-garden.com", "DEBUG=False")

	g.add("cfgw/env-api-key-uppercase-only", `
API_BASE_URL=https://api.partner.example/v2
# API_KEY=<paste-partner-key-here>
API_KEY=«a»
API_TIMEOUT_MS=8000
`, V{"a": g.cfgwUpper(20)}, "API_BASE_URL=https://api.partner.example/v2", "API_TIMEOUT_MS=8000", "<paste-partner-key-here>")

	g.add("cfgw/env-merchant-secret-long-digits", `
PAYMENT_GATEWAY=https://secure.pay-gw.example/api
MERCHANT_ID=«_m»
MERCHANT_SECRET=«a»
`, V{"_m": g.digits(8), "a": g.cfgwLongDigits()}, "PAYMENT_GATEWAY=https://secure.pay-gw.example/api")

	g.add("cfgw/env-eq-amp-unquoted", `
DB_NAME=orders
DB_USER=orders
DB_PASSWORD=«a»
DB_URL=postgres://${DB_USER}:${DB_PASSWORD}@db:5432/${DB_NAME}
`, V{"a": g.cfgwEqAmp()}, "DB_NAME=orders", "postgres://${DB_USER}:${DB_PASSWORD}@db:5432/${DB_NAME}")

	g.add("cfgw/env-jwt-secret-short-hex", `
JWT_SECRET=«a»
JWT_EXPIRES_IN=7d
JWT_ISSUER=acme-auth
`, V{"a": g.cfgwShortHex()}, "JWT_EXPIRES_IN=7d", "JWT_ISSUER=acme-auth")

	g.add("cfgw/envrc-direnv-export-auth-token", `
$ cat .envrc
dotenv_if_exists .env.local
export AUTH_TOKEN=«a»
export API_URL=http://localhost:8080
export DATABASE_URL="postgres://dev:$(pass show dev/db)@localhost/dev"
`, V{"a": g.cfgwJoin("-")}, "dotenv_if_exists .env.local", "export API_URL=http://localhost:8080", "$(pass show dev/db)")

	g.add("cfgw/env-encryption-key-base64-padded", `
APP_ENV=production
APP_ENCRYPTION_KEY=«a»
APP_URL=https://portal.acme-garden.com
`, V{"a": g.cfgwB64()}, "APP_ENV=production", "APP_URL=https://portal.acme-garden.com")

	rk := g.rsaPEM()
	g.add("cfgw/env-multiline-private-key-double-quoted", `
PUBLIC_KEY_PATH=./keys/public.pem
PRIVATE_KEY="«=b»
«a»
«=e»"
`, V{"=b": rk.begin, "a": rk.body, "=e": rk.end}, "PUBLIC_KEY_PATH=./keys/public.pem")

	g.add("cfgw/env-passphrase-symbol-first", `
KEYSTORE_PATH=/etc/app/keystore.p12
KEYSTORE_PASSPHRASE="«a»"
`, V{"a": g.cfgwSymFirst("!#@%&*-^~+?")}, "KEYSTORE_PATH=/etc/app/keystore.p12")

	g.add("cfgw/env-example-and-real-side-by-side", `
$ diff .env.example .env
3c3
< DB_PASSWORD=<your-password>
---
> DB_PASSWORD=«a»
`, V{"a": g.cfgwLeet(false)}, "DB_PASSWORD=<your-password>")
}

// cfgwSymDollar is a password with a $ inside, which only single quotes keep.
func (g *G) cfgwSymDollar() string {
	return cfgwTitle(g.cfgwW()) + "$" + g.cfgwW() + g.s(alDigit, 2) + g.cfgwSy("!@#*")
}

// ---- SQL ----

func (g *G) cfgwSQL() {
	g.add("cfgw/mysql-create-user-identified-by-camel", `
mysql> CREATE USER 'reporting'@'10.20.%' IDENTIFIED BY '«a»';
Query OK, 0 rows affected (0.02 sec)

mysql> GRANT SELECT ON analytics.* TO 'reporting'@'10.20.%';
Query OK, 0 rows affected (0.01 sec)
`, V{"a": g.cfgwCamelN()}, "GRANT SELECT ON analytics.* TO 'reporting'@'10.20.%';")

	g.add("cfgw/postgres-alter-role-password-lowercase", `
app=# ALTER ROLE app_rw WITH LOGIN PASSWORD '«a»';
ALTER ROLE
app=# \password app_ro
Enter new password for user "app_ro":
app=# \du app_rw
           List of roles
 Role name | Attributes | Member of
-----------+------------+-----------
 app_rw    |            | {}
`, V{"a": g.cfgwLower(10)}, "List of roles", `\du app_rw`, `Enter new password for user "app_ro":`)

	g.add("cfgw/mssql-create-login-upper", `
1> CREATE LOGIN etl_loader WITH PASSWORD = N'«a»', CHECK_POLICY = OFF, DEFAULT_DATABASE = [Staging];
2> GO
1> CREATE USER etl_loader FOR LOGIN etl_loader;
2> GO
`, V{"a": g.cfgwUpper(10)}, "CHECK_POLICY = OFF", "DEFAULT_DATABASE = [Staging]")

	g.add("cfgw/oracle-alter-user-quoted-symbols", `
SQL> ALTER USER hr IDENTIFIED BY "«a»" ACCOUNT UNLOCK;

User altered.

SQL> GRANT CREATE SESSION TO hr;
`, V{"a": g.cfgwSym(cfgwSyms)}, "ACCOUNT UNLOCK", "User altered.")

	g.add("cfgw/mysql-identified-by-doubled-quote", `
-- migrations/0042_create_readonly_user.sql
CREATE USER IF NOT EXISTS 'bi_reader'@'%' IDENTIFIED BY '«a»';
GRANT SELECT ON shop.* TO 'bi_reader'@'%';
FLUSH PRIVILEGES;
-- Metabase reads it from BI_READER_PASSWORD
`, V{"a": strings.ReplaceAll(g.cfgwWith("'"), "'", "''")}, "GRANT SELECT ON shop.* TO 'bi_reader'@'%';", "FLUSH PRIVILEGES;", "BI_READER_PASSWORD")

	g.add("cfgw/postgres-create-user-sentence", `
CREATE USER grafana_reader WITH PASSWORD '«a»';
GRANT pg_read_all_data TO grafana_reader;
ALTER ROLE grafana_reader SET statement_timeout = '30s';
`, V{"a": g.cfgwSentence()}, "GRANT pg_read_all_data TO grafana_reader;", "statement_timeout = '30s'")

	g.add("cfgw/clickhouse-create-user-digits", `
clickhouse-01 :) CREATE USER loader IDENTIFIED WITH sha256_password BY '«a»' HOST IP '10.0.0.0/8' DEFAULT DATABASE events;

Ok.

0 rows in set. Elapsed: 0.004 sec.
`, V{"a": g.digits(10)}, "HOST IP '10.0.0.0/8'", "DEFAULT DATABASE events")

	g.add("cfgw/snowflake-alter-user-set-password", `
ALTER USER DBT_RUNNER SET PASSWORD = '«a»' MUST_CHANGE_PASSWORD = FALSE;
ALTER USER DBT_RUNNER SET DEFAULT_WAREHOUSE = TRANSFORM_WH DEFAULT_ROLE = TRANSFORMER;
-- profiles.yml: password: "{{ env_var('DBT_PASSWORD') }}"
`, V{"a": g.cfgwJoin("-")}, "MUST_CHANGE_PASSWORD = FALSE", "DEFAULT_WAREHOUSE = TRANSFORM_WH", "{{ env_var('DBT_PASSWORD') }}")

	g.add("cfgw/redis-acl-setuser-hex", `
127.0.0.1:6379> ACL SETUSER worker on >«a» ~jobs:* &jobs:* +@list +@pubsub
OK
127.0.0.1:6379> ACL LIST
1) "user default on nopass ~* &* +@all"
2) "user worker on #«=h» ~jobs:* &jobs:* -@all +@list +@pubsub"
`, V{"a": g.cfgwShortHex(), "=h": g.hex(64)}, "~jobs:*", "+@pubsub")

	g.add("cfgw/mongo-createuser-pwd-leet", `
rs0 [primary] admin> db.createUser({ user: "reporting", pwd: "«a»", roles: [{ role: "read", db: "analytics" }] })
{ ok: 1 }
rs0 [primary] admin> db.createUser({ user: "ops", pwd: passwordPrompt(), roles: ["clusterMonitor"] })
Enter password
`, V{"a": g.cfgwLeet(false)}, "pwd: passwordPrompt()", `db: "analytics"`)

	g.add("cfgw/sql-seed-service-accounts-api-key", `
INSERT INTO service_accounts (name, api_key, scopes, created_by)
VALUES ('exporter', '«a»', 'metrics:read', 'migration'),
       ('importer', :importer_key, 'imports:write', 'migration');
`, V{"a": g.cfgwShortHex()}, "(name, api_key, scopes, created_by)", "'metrics:read'", ":importer_key")
}

// ---- connection strings ----

func (g *G) cfgwConnStrings() {
	g.add("cfgw/adonet-quoted-password-with-semicolon", `
PS> $cs = 'Server=sql02.corp.local;Database=Payroll;User ID=payroll_app;Password="«a»";Encrypt=True'
PS> Invoke-Sqlcmd -ConnectionString $cs -Query "SELECT COUNT(*) FROM dbo.Employees"
`, V{"a": cfgwTitle(g.cfgwW()) + ";" + g.cfgwW() + "=" + g.s(alDigit, 2)}, "Encrypt=True", "Database=Payroll")

	g.add("cfgw/jdbc-sqlserver-password-property", `
jdbc:sqlserver://sql01.corp.local:1433;databaseName=hr;user=hr_app;password=«a»;encrypt=true;trustServerCertificate=false
`, V{"a": g.cfgwCamelN()}, "databaseName=hr", "trustServerCertificate=false")

	g.add("cfgw/jdbc-mysql-query-password", `
2025-03-02 10:14:07 INFO  HikariDataSource - shop-pool - Starting...
datasource.url=jdbc:mysql://db:3306/shop?user=shop&password=«a»&useSSL=false&serverTimezone=UTC
`, V{"a": g.cfgwLower(8)}, "useSSL=false&serverTimezone=UTC", "shop-pool - Starting...")

	g.add("cfgw/odbc-connstring-braced-pwd", `
conn = pyodbc.connect(
    "Driver={PostgreSQL Unicode};Server=pg01;Port=5432;Database=dw;Uid=dw_ro;Pwd={«a»};"
)
`, V{"a": cfgwTitle(g.cfgwW()) + ";" + g.cfgwSym("!@#*")}, "Driver={PostgreSQL Unicode}", "Database=dw")

	g.add("cfgw/mongodb-uri-percent-encoded-at", `
# MONGO_URI=mongodb://app:<password>@mongo1:27017/orders
MONGO_URI=mongodb://app:«a»@mongo1:27017,mongo2:27017,mongo3:27017/orders?replicaSet=rs0&authSource=admin
`, V{"a": cfgwPct(g.cfgwSym("@#!$"))}, "replicaSet=rs0&authSource=admin", "mongo1:27017,mongo2:27017,mongo3:27017", "mongodb://app:<password>@mongo1:27017/orders")

	g.add("cfgw/mongodb-srv-digits", `
>>> client = MongoClient("mongodb+srv://analytics:«a»@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority")
>>> client.list_database_names()
['admin', 'analytics', 'local']
`, V{"a": g.digits(10)}, "retryWrites=true&w=majority", "['admin', 'analytics', 'local']")

	g.add("cfgw/redis-url-password-only-lowercase", `
CACHE_URL=redis://:«a»@cache.internal:6379/2
CACHE_TTL=300
# CACHE_URL=redis://:${REDIS_PASSWORD}@cache.internal:6379/2
`, V{"a": g.cfgwLower(12)}, "cache.internal:6379/2", "CACHE_TTL=300", "redis://:${REDIS_PASSWORD}@")

	g.add("cfgw/rediss-url-default-user-long-hex", `
celery_broker_url = "rediss://default:«a»@redis-prod.internal:6380/0?ssl_cert_reqs=required"
`, V{"a": g.hex(32 + 8*g.r.IntN(5))}, "ssl_cert_reqs=required", "redis-prod.internal:6380/0")

	g.add("cfgw/amqp-url-dashed-words", `
RABBITMQ_URL=amqp://orders:«a»@rabbit.internal:5672/%2Forders
RABBITMQ_PREFETCH=20
`, V{"a": strings.ToLower(g.cfgwJoin("-"))}, "rabbit.internal:5672/%2Forders", "RABBITMQ_PREFETCH=20")

	g.add("cfgw/libpq-keyword-quoted-sentence", `
$ psql "host=db.internal port=5432 dbname=app user=app password='«a»' sslmode=require"
psql (16.2)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
app=>
`, V{"a": strings.ReplaceAll(g.cfgwSentence(), "'", "")}, "sslmode=require", "dbname=app")

	g.add("cfgw/sqlplus-ezconnect-lowercase", `
$ sqlplus scott/«a»@//ora01.corp.local:1521/ORCLPDB1

SQL*Plus: Release 19.0.0.0.0 - Production
Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
`, V{"a": g.cfgwLower(6)}, "//ora01.corp.local:1521/ORCLPDB1", "Connected to:")

	g.add("cfgw/sqlalchemy-uri-leet", `
class ProdConfig(Config):
    SQLALCHEMY_DATABASE_URI = "mysql+pymysql://flask:«a»@localhost/blog"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    # SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
`, V{"a": g.cfgwLeet(true)}, "SQLALCHEMY_TRACK_MODIFICATIONS = False", "@localhost/blog", `os.environ["DATABASE_URL"]`)
}

// ---- shell ----

func (g *G) cfgwShell() {
	g.add("cfgw/read-s-prompt-then-echoed", `
$ cat unlock.sh
#!/usr/bin/env bash
read -s -p "Vault password: " VAULT_PASS; echo
echo "unlocking with $VAULT_PASS"
$ ./unlock.sh
Vault password:
unlocking with «a»
`, V{"a": g.cfgwSym(cfgwSyms)}, `read -s -p "Vault password: " VAULT_PASS`, "$VAULT_PASS")

	g.add("cfgw/bash-xtrace-mysql-p-after-read", `
$ bash -x ./restore.sh
+ read -rs -p 'MySQL root password: ' DB_PASS
+ mysql -u root -p«a» -e 'SHOW DATABASES'
+----------------------+
| Database             |
+----------------------+
| shop                 |
`, V{"a": g.cfgwLower(9)}, "read -rs -p 'MySQL root password: ' DB_PASS", "SHOW DATABASES")

	g.add("cfgw/sshpass-p-single-quoted", `
$ sshpass -p '«a»' ssh -o StrictHostKeyChecking=no pi@192.168.1.50 'vcgencmd measure_temp'
temp=48.3'C
`, V{"a": g.cfgwLower(7)}, "StrictHostKeyChecking=no", "vcgencmd measure_temp")

	g.add("cfgw/sshpass-env-and-file", `
$ SSHPASS='«a»' sshpass -e rsync -av ./dist/ deploy@web01:/var/www/app/
sending incremental file list
$ sshpass -f ~/.ssh/.nas_pass ssh admin@nas01
`, V{"a": g.cfgwCamelN()}, "sshpass -f ~/.ssh/.nas_pass", "deploy@web01:/var/www/app/")

	g.add("cfgw/mysql-p-attached-digits", `
$ mysql -u root -p«a» -h 127.0.0.1 shop < dump.sql
mysql: [Warning] Using a password on the command line interface can be insecure.
`, V{"a": g.digits(6)}, "mysql: [Warning] Using a password on the command line interface can be insecure.")

	g.add("cfgw/mysqldump-password-eq-amp", `
$ mysqldump --user=backup --password='«a»' --single-transaction --routines crm | gzip > crm-$(date +%F).sql.gz
`, V{"a": g.cfgwEqAmp()}, "--single-transaction --routines crm", "--user=backup")

	g.add("cfgw/htpasswd-b-create", `
$ sudo htpasswd -b -c /etc/nginx/.htpasswd grafana «a»
Adding password for user grafana
`, V{"a": g.cfgwCamel()}, "Adding password for user grafana", "/etc/nginx/.htpasswd")

	g.add("cfgw/htpasswd-bB-symbol-first", `
$ htpasswd -bB .htpasswd admin '«a»'
Adding password for user admin
$ cat .htpasswd
admin:«=h»
`, V{"a": g.cfgwSymFirst(cfgwSymStart), "=h": "$2y$05$" + g.s(alAlnum+"./", 53)}, "Adding password for user admin")

	g.add("cfgw/curl-u-rabbitmq-upper", `
$ curl -s -u admin:«a» http://localhost:15672/api/overview | jq .rabbitmq_version
"3.13.1"
`, V{"a": g.cfgwUpper(10)}, "http://localhost:15672/api/overview", "jq .rabbitmq_version")

	g.add("cfgw/smbclient-user-percent-password", `
$ smbclient //nas01/backup -A ~/.smbcred -c 'ls'
session setup failed: NT_STATUS_LOGON_FAILURE
$ smbclient //nas01/backup -U 'backup%«a»' -c 'ls'
  .                                   D        0  Sun Mar  2 10:00:01 2025
  nightly                             D        0  Sun Mar  2 03:00:12 2025
`, V{"a": g.cfgwJoin("_")}, "//nas01/backup", "-c 'ls'", "-A ~/.smbcred")

	g.add("cfgw/mount-cifs-password-option-hex", `
$ sudo mount -t cifs //fs01/share /mnt/share -o username=svc_scan,password=«a»,vers=3.0,uid=1000
`, V{"a": g.cfgwShortHex()}, "vers=3.0,uid=1000", "username=svc_scan")

	g.add("cfgw/openssl-pkcs12-passout-pin", `
$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -name mailserver -passout pass:«a»
`, V{"a": g.digits(4)}, "-out bundle.p12", "-name mailserver")

	g.add("cfgw/zip-P-lowercase-words", `
$ zip -r -P «a» handover.zip ./exports
  adding: exports/ (stored 0%)
  adding: exports/customers.csv (deflated 71%)
`, V{"a": g.cfgwLowerWords()}, "handover.zip", "exports/customers.csv")

	g.add("cfgw/keytool-storepass-lowercase", `
$ keytool -importcert -alias corp-root -file root.crt -keystore truststore.jks -storepass «a» -noprompt
Certificate was added to keystore
`, V{"a": g.cfgwLower(8)}, "-alias corp-root", "Certificate was added to keystore")

	g.add("cfgw/docker-login-p-dashed-words", `
$ docker login registry.corp.local -u ci -p «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ echo "$REGISTRY_PASSWORD" | docker login registry.corp.local -u ci --password-stdin
`, V{"a": g.cfgwJoin("-")}, "WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "registry.corp.local", `echo "$REGISTRY_PASSWORD" |`)

	g.add("cfgw/redis-cli-a-upper", `
$ redis-cli -h cache01 -a «a» INFO keyspace
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
# Keyspace
db0:keys=18231,expires=1203,avg_ttl=86012
`, V{"a": g.cfgwUpper(13)}, "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.", "# Keyspace")

	g.add("cfgw/ldapsearch-w-symbols", `
$ ldapsearch -x -H ldaps://dc01.corp.local -D "CN=svc-ldap,OU=Service,DC=corp,DC=local" -y ~/.ldap_pw -b "DC=corp,DC=local" "(cn=*)" dn
ldap_bind: Invalid credentials (49)
$ ldapsearch -x -H ldaps://dc01.corp.local -D "CN=svc-ldap,OU=Service,DC=corp,DC=local" -w '«a»' -b "DC=corp,DC=local" "(sAMAccountName=jdoe)" mail
`, V{"a": g.cfgwSym(cfgwSyms)}, `"(sAMAccountName=jdoe)"`, `"CN=svc-ldap,OU=Service,DC=corp,DC=local"`, "-y ~/.ldap_pw")

	g.add("cfgw/chpasswd-echo-camel", `
$ echo 'deploy:«a»' | sudo chpasswd
$ sudo chage -l deploy | head -2
Last password change					: Mar 02, 2025
`, V{"a": g.cfgwCamelN()}, "sudo chpasswd", "Last password change")

	g.add("cfgw/gpg-passphrase-heredoc-sentence", `
$ gpg --batch --pinentry-mode loopback --passphrase-fd 0 --decrypt backup.tar.gpg > backup.tar <<'EOF'
«a»
EOF
gpg: encrypted with rsa3072 key, ID «_k», created 2024-05-10
`, V{"a": g.cfgwSentence(), "_k": g.s(alHexU, 16)}, "--pinentry-mode loopback", "--passphrase-fd 0")

	g.add("cfgw/restic-password-file-heredoc-long", `
$ sudo tee /etc/backup/restic.pass >/dev/null <<EOF
«a»
EOF
$ export RESTIC_PASSWORD_FILE=/etc/backup/restic.pass
$ restic -r sftp:backup@nas01:/srv/restic snapshots
`, V{"a": g.cfgwLong(true)}, "RESTIC_PASSWORD_FILE=/etc/backup/restic.pass", "sftp:backup@nas01:/srv/restic")

	g.add("cfgw/ipmitool-P-upper", `
$ ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -P «a» chassis power status
Chassis Power is on
`, V{"a": g.cfgwUpper(8)}, "chassis power status", "Chassis Power is on")

	g.add("cfgw/nmcli-wifi-password-digits", `
$ nmcli dev wifi connect "Lab-IoT" password "«a»" ifname wlan0
Device 'wlan0' successfully activated with '«_u»'.
`, V{"a": g.digits(10), "_u": g.uuid()}, `"Lab-IoT"`, "ifname wlan0")

	g.add("cfgw/expect-send-password-leet", `
$ expect -c 'spawn ssh admin@switch01; expect "Password:"; send "«a»\r"; expect "#"; send "show version\r"; interact'
`, V{"a": g.cfgwLeet(true)}, `expect "Password:"`, "admin@switch01")

	g.add("cfgw/net-use-windows-camel", `
C:\> net use Z: \\fs01\projects /user:CORP\svc_build «a» /persistent:no
The command completed successfully.
`, V{"a": g.cfgwCamelN()}, "/persistent:no", "The command completed successfully.")
}

// ---- Java and Kotlin ----

func (g *G) cfgwJVM() {
	g.add("cfgw/java-static-final-db-password", `
public final class DbConfig {
    public static final String DB_URL = "jdbc:postgresql://db.internal:5432/claims";
    public static final String DB_USER = "claims";
    public static final String DB_PASSWORD = "«a»";
    public static final String DB_PASSWORD_ENV = "DB_PASSWORD";
}
`, V{"a": g.cfgwCamelN()}, `DB_PASSWORD_ENV = "DB_PASSWORD"`, `DB_USER = "claims"`)

	g.add("cfgw/java-hikari-setpassword-lowercase", `
HikariConfig config = new HikariConfig();
config.setJdbcUrl("jdbc:mysql://localhost:3306/inventory");
config.setUsername(System.getenv("DB_USER"));
config.setPassword("«a»");
config.setMaximumPoolSize(10);
`, V{"a": g.cfgwLower(9)}, `config.setUsername(System.getenv("DB_USER"));`, "config.setMaximumPoolSize(10);")

	g.add("cfgw/java-mongo-createcredential-leet", `
MongoCredential credential = MongoCredential.createCredential("reporting", "admin", "«a»".toCharArray());
MongoClientSettings settings = MongoClientSettings.builder()
        .credential(credential)
        .applyToClusterSettings(b -> b.hosts(List.of(new ServerAddress("mongo1.internal", 27017))))
        .build();
`, V{"a": g.cfgwLeet(false)}, "MongoCredential.createCredential", `new ServerAddress("mongo1.internal", 27017)`)

	g.add("cfgw/java-builder-password-call", `
Mailer mailer = MailerBuilder
        .withSMTPServer("smtp.acme-retail.com", 587)
        .withSMTPServerUsername("alerts")
        .withSMTPServerPassword("«a»") // was System.getenv("SMTP_PASSWORD")
        .withTransportStrategy(TransportStrategy.SMTP_TLS)
        .buildMailer();
`, V{"a": g.cfgwSym(cfgwSyms)}, `.withSMTPServer("smtp.acme-retail.com", 587)`, "TransportStrategy.SMTP_TLS", `System.getenv("SMTP_PASSWORD")`)

	g.add("cfgw/java-string-escaped-quote-and-backslash", `
// TODO: move to the vault before release
private static final String ADMIN_SECRET = "«a»";
private static final int ADMIN_SECRET_MIN_LENGTH = 12;
`, V{"a": cfgwJSONq(g.cfgwWith(`"`) + `\` + g.s(alDigit, 2))}, "ADMIN_SECRET_MIN_LENGTH = 12", "move to the vault before release")

	g.add("cfgw/java-getproperty-default-fallback-upper", `
String user = props.getProperty("db.user", "report");
String password = props.getProperty("db.password", "«a»");
String url = props.getProperty("db.url", "jdbc:postgresql://localhost/report");
`, V{"a": g.cfgwUpper(10)}, `props.getProperty("db.user", "report")`, "jdbc:postgresql://localhost/report")

	g.add("cfgw/kotlin-const-val-api-key-hex", `
object PartnerApi {
    const val BASE_URL = "https://api.partner-logistics.example/v1/"
    const val API_KEY_HEADER = "X-Api-Key"
    const val API_KEY = "«a»"
    val apiKeyFromEnv: String? = System.getenv("PARTNER_API_KEY")
}
`, V{"a": g.cfgwShortHex()}, `const val API_KEY_HEADER = "X-Api-Key"`, "https://api.partner-logistics.example/v1/", `System.getenv("PARTNER_API_KEY")`)

	g.add("cfgw/kotlin-data-class-default-password-digits", `
data class MqttSettings(
    val host: String = "broker.local",
    val port: Int = 1883,
    val username: String = "sensor",
    val password: String = "«a»",
)
`, V{"a": g.digits(8)}, `val host: String = "broker.local"`, "val password: String")

	g.add("cfgw/kotlin-exposed-connect-named-args", `
Database.connect(
    url = "jdbc:postgresql://localhost:5432/app",
    driver = "org.postgresql.Driver",
    user = "app",
    password = "«a»",
)
`, V{"a": g.cfgwJoin("_")}, `driver = "org.postgresql.Driver"`, `url = "jdbc:postgresql://localhost:5432/app"`)

	g.add("cfgw/kotlin-gradle-kts-signing-config", `
android {
    signingConfigs {
        create("release") {
            storeFile = file("release.jks")
            storePassword = "«a»"
            keyAlias = "release"
            keyPassword = "«b»"
            // keyPassword = providers.gradleProperty("RELEASE_KEY_PASSWORD").get()
        }
    }
}
`, V{"a": g.cfgwLower(9), "b": g.digits(6)}, `storeFile = file("release.jks")`, `keyAlias = "release"`, `providers.gradleProperty("RELEASE_KEY_PASSWORD")`)

	g.add("cfgw/java-map-of-credentials-symbol-first", `
Map<String, String> sftp = Map.of(
        "host", "sftp.partner.example",
        "user", "svc_export",
        "password", "«a»");
`, V{"a": g.cfgwSymFirst(cfgwSymStart)}, `"sftp.partner.example"`, `"svc_export"`)
}

// ---- C# and PowerShell ----

func (g *G) cfgwDotnet() {
	g.add("cfgw/csharp-const-admin-password", `
public class SeedData
{
    private const string AdminEmail = "admin@contoso-logistics.com";
    private const string AdminPassword = "«a»";

    [Required(ErrorMessage = "Password is required")]
    public string Password { get; set; }
}
`, V{"a": g.cfgwCamelN()}, `[Required(ErrorMessage = "Password is required")]`, "public string Password { get; set; }")

	g.add("cfgw/csharp-networkcredential-lowercase", `
using var smtp = new SmtpClient("mail.corp.local", 587)
{
    EnableSsl = true,
    Credentials = new NetworkCredential("svc_mail", "«a»", "CORP")
};
`, V{"a": g.cfgwLower(10)}, `new SmtpClient("mail.corp.local", 587)`, "EnableSsl = true")

	g.add("cfgw/csharp-sqlconnectionstringbuilder-init", `
var builder = new SqlConnectionStringBuilder
{
    DataSource = "sql01.corp.local",
    InitialCatalog = "Billing",
    UserID = "billing",
    Password = "«a»", // configuration["Billing:DbPassword"] in prod
    Encrypt = true
};
`, V{"a": g.cfgwSym(cfgwSyms)}, `InitialCatalog = "Billing"`, `DataSource = "sql01.corp.local"`, `configuration["Billing:DbPassword"]`)

	g.add("cfgw/csharp-verbatim-string-backslash-quote", `
var share = @"\\fs01\payroll";
var sharePassword = @"«a»";
`, V{"a": strings.ReplaceAll(g.cfgwWith(`\`)+g.cfgwWith(`"`), `"`, `""`)}, `@"\\fs01\payroll"`)

	g.add("cfgw/csharp-options-default-api-key-upper", `
public sealed class PartnerOptions
{
    public string BaseUrl { get; set; } = "https://api.partner.example";
    public string ApiKeyHeader { get; set; } = "X-Api-Key";
    public string ApiKey { get; set; } = "«a»";
}
`, V{"a": g.cfgwUpper(16)}, `public string ApiKeyHeader { get; set; } = "X-Api-Key";`, `"https://api.partner.example"`)

	g.add("cfgw/powershell-securestring-asplaintext", `
# $pw = Get-Secret -Name DeployPassword -Vault CorpVault
$pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("CORP\svc_deploy", $pw)
Invoke-Command -ComputerName app01 -Credential $cred -ScriptBlock { Restart-Service W3SVC }
`, V{"a": g.cfgwCamelN()}, "-AsPlainText -Force", "Restart-Service W3SVC", "Get-Secret -Name DeployPassword -Vault CorpVault")

	g.add("cfgw/powershell-invoke-sqlcmd-password-dollar", `
PS> Invoke-Sqlcmd -ServerInstance 'sql02' -Database 'Inventory' -Username 'inv_app' -Password '«a»' -Query 'SELECT TOP 5 * FROM dbo.Items'
`, V{"a": g.cfgwSymDollar()}, "-ServerInstance 'sql02'", "-Database 'Inventory'")

	g.add("cfgw/powershell-env-password-long-hex", `
PS> $env:NUGET_USER = 'build'
PS> $env:NUGET_PASSWORD = '«a»'
PS> dotnet restore --configfile nuget.config
`, V{"a": g.hex(40 + 8*g.r.IntN(4))}, "dotnet restore --configfile nuget.config", "$env:NUGET_USER = 'build'")

	g.add("cfgw/powershell-read-host-echo-transcript", `
**********************
PowerShell transcript start
**********************
PS C:\deploy> $p = Read-Host "Enter password for svc_backup"
Enter password for svc_backup: «a»
PS C:\deploy> .\Set-BackupCredential.ps1 -Password $p
`, V{"a": g.cfgwLowerWords()}, `Read-Host "Enter password for svc_backup"`, "-Password $p")

	g.add("cfgw/dotnet-user-secrets-list", `
$ dotnet user-secrets list
Smtp:Host = smtp.acme-retail.com
Smtp:Password = «a»
ConnectionStrings:Default = Server=localhost;Database=Retail;User Id=sa;Password=«b»;TrustServerCertificate=True
`, V{"a": g.cfgwJoin("-"), "b": g.cfgwCamelN()}, "Smtp:Host = smtp.acme-retail.com", "Database=Retail")
}

// ---- Go, Rust and Swift ----

func (g *G) cfgwGoRustSwift() {
	g.add("cfgw/go-mysql-config-struct-passwd", `
cfg := mysql.Config{
	User:   "api",
	Passwd: "«a»", // os.Getenv("API_DB_PASSWORD") once the vault agent is up
	Net:    "tcp",
	Addr:   "db.internal:3306",
	DBName: "api",
}
db, err := sql.Open("mysql", cfg.FormatDSN())
`, V{"a": g.cfgwCamelN()}, `Addr:   "db.internal:3306"`, "cfg.FormatDSN()", `os.Getenv("API_DB_PASSWORD")`)

	g.add("cfgw/go-const-block-default-password", `
const (
	defaultUser     = "admin"
	defaultPassword = "«a»"
	passwordEnv     = "ADMIN_PASSWORD"
)
`, V{"a": g.cfgwLower(9)}, `passwordEnv     = "ADMIN_PASSWORD"`, `defaultUser     = "admin"`)

	g.add("cfgw/go-map-literal-credentials", `
creds := map[string]string{
	"username": "exporter",
	"password": "«a»",
	"endpoint": "https://metrics.internal/api/v1/write",
}
`, V{"a": g.cfgwSym(cfgwSyms)}, `"username": "exporter"`, "https://metrics.internal/api/v1/write")

	g.add("cfgw/go-raw-string-password-backslash-quote", cfgwBT(`
// fixture for the staging SMB share
const shareUser = "CORP\\svc_scan"
const sharePass = ˋ«a»ˋ
`), V{"a": g.cfgwWith(`\`) + `"` + g.s(alDigit, 2)}, `const shareUser = "CORP\\svc_scan"`)

	g.add("cfgw/go-redis-options-password-digits", `
rdb := redis.NewClient(&redis.Options{
	Addr:     "cache.internal:6379",
	Password: "«a»", // TODO: os.Getenv("REDIS_PASSWORD")
	DB:       0,
})
`, V{"a": g.digits(12)}, `Addr:     "cache.internal:6379"`, `os.Getenv("REDIS_PASSWORD")`)

	g.add("cfgw/go-setbasicauth-dashed-words", `
req, _ := http.NewRequest("GET", "http://grafana.internal:3000/api/health", nil)
req.SetBasicAuth("admin", "«a»")
resp, err := http.DefaultClient.Do(req)
`, V{"a": g.cfgwJoin("-")}, "http://grafana.internal:3000/api/health", "http.DefaultClient.Do(req)")

	g.add("cfgw/rust-const-admin-token-hex", `
const TOKEN_HEADER: &str = "x-admin-token";
const ADMIN_TOKEN: &str = "«a»";
// let token = std::env::var("ADMIN_TOKEN")?;
`, V{"a": g.cfgwShortHex()}, `const TOKEN_HEADER: &str = "x-admin-token";`, `std::env::var("ADMIN_TOKEN")`)

	g.add("cfgw/rust-pg-connect-options-builder", `
let opts = PgConnectOptions::new()
    .host("localhost")
    .port(5432)
    .username("app")
    .password("«a»")
    .database("app");
let pool = PgPoolOptions::new().max_connections(5).connect_with(opts).await?;
`, V{"a": g.cfgwLeet(false)}, `.database("app")`, "max_connections(5)")

	g.add("cfgw/rust-raw-string-password-quotes", `
let smtp_user = "alerts@acme.io";
let smtp_pass = r#"«a»"#;
let creds = Credentials::new(smtp_user.to_owned(), smtp_pass.to_owned());
`, V{"a": g.cfgwWith(`"`)}, `let smtp_user = "alerts@acme.io";`, "Credentials::new(smtp_user.to_owned(), smtp_pass.to_owned())")

	g.add("cfgw/swift-urlcredential-digits", `
let credential = URLCredential(user: "kiosk", password: "«a»", persistence: .forSession)
session.configuration.urlCredentialStorage?.setDefaultCredential(credential, for: space)
`, V{"a": g.digits(6)}, "persistence: .forSession", `user: "kiosk"`)

	g.add("cfgw/swift-static-db-password-camel", `
struct Config {
    static let dbPasswordKey = "db_password"
    static let dbHost = "10.0.2.2"
    static let dbPassword = "«a»"
}
`, V{"a": g.cfgwCamel()}, `static let dbPasswordKey = "db_password"`, `static let dbHost = "10.0.2.2"`)
}

// ---- Python, Ruby, PHP, Perl, Lua and JavaScript ----

func (g *G) cfgwScripting() {
	g.add("cfgw/python-module-constant-and-type-annotation", `
PASSWORD = "«a»"  # TODO move to vault

def connect(host: str, user: str, password: str) -> Connection:
    return Connection(host=host, user=user, password=password)

conn = connect("db.internal", "etl", PASSWORD)
`, V{"a": g.cfgwCamelN()}, "password: str", `connect("db.internal", "etl", PASSWORD)`)

	g.add("cfgw/python-psycopg2-connect-kwargs", `
conn = psycopg2.connect(
    host="localhost",
    dbname="ledger",
    user="ledger",
    password="«a»",
    # password=os.environ["LEDGER_DB_PASSWORD"],
)
`, V{"a": g.cfgwLower(10)}, `dbname="ledger"`, `host="localhost"`, `os.environ["LEDGER_DB_PASSWORD"]`)

	g.add("cfgw/python-pydantic-secretstr-default", `
class Settings(BaseSettings):
    db_host: str = "localhost"
    db_password: SecretStr = SecretStr("«a»")
    api_key: str = Field(..., env="API_KEY")
`, V{"a": g.cfgwJoin("_")}, `Field(..., env="API_KEY")`, "db_password: SecretStr")

	g.add("cfgw/python-percent-format-dsn", `
DSN_TEMPLATE = "host=%(host)s user=%(user)s password=%(password)s dbname=%(db)s"
dsn = DSN_TEMPLATE % {"host": "db.internal", "user": "etl", "password": "«a»", "db": "warehouse"}
`, V{"a": g.cfgwUpper(11)}, "password=%(password)s", `"db": "warehouse"`)

	g.add("cfgw/python-requests-auth-tuple-hex", `
resp = requests.get(
    "https://jira.corp.local/rest/api/2/search",
    params={"jql": "project = OPS"},
    auth=("api", "«a»"),
)
`, V{"a": g.cfgwShortHex()}, `params={"jql": "project = OPS"}`, "https://jira.corp.local/rest/api/2/search")

	g.add("cfgw/python-escaped-backslash-password", `
DOMAIN_USER = "CORP\\svc_print"
DOMAIN_PASSWORD = "«a»"
`, V{"a": strings.ReplaceAll(g.cfgwWith(`\`), `\`, `\\`)}, `DOMAIN_USER = "CORP\\svc_print"`)

	g.add("cfgw/python-keyring-set-password", `
>>> import keyring
>>> keyring.set_password("acme-cli", "dana", "«a»")
>>> keyring.get_password("acme-cli", "dana") is not None
True
`, V{"a": g.cfgwCamelN()}, `keyring.get_password("acme-cli", "dana")`)

	g.add("cfgw/ruby-actionmailer-smtp-settings", `
config.action_mailer.smtp_settings = {
  address:   "smtp.acme-garden.com",
  port:      587,
  user_name: "mailer",
  password:  "«a»", # Rails.application.credentials.dig(:smtp, :password)
  authentication: :login
}
`, V{"a": g.cfgwCamelN()}, `address:   "smtp.acme-garden.com"`, "authentication: :login", "Rails.application.credentials.dig(:smtp, :password)")

	g.add("cfgw/ruby-env-fetch-default-digits", `
REDIS = Redis.new(
  host: ENV.fetch("REDIS_HOST", "localhost"),
  password: ENV.fetch("REDIS_PASSWORD", "«a»")
)
`, V{"a": g.digits(8)}, `ENV.fetch("REDIS_HOST", "localhost")`, `ENV.fetch("REDIS_PASSWORD"`)

	g.add("cfgw/php-array-config-password-dollar", `
'mysql' => [
    'driver' => 'mysql',
    'host' => env('DB_HOST', '127.0.0.1'),
    'username' => env('DB_USERNAME', 'forge'),
    'password' => '«a»',
],
`, V{"a": g.cfgwSymDollar()}, "env('DB_USERNAME', 'forge')", "env('DB_HOST', '127.0.0.1')")

	g.add("cfgw/php-pdo-new-leet", `
$pdo = new PDO('mysql:host=localhost;dbname=shop;charset=utf8mb4', 'shop', '«a»', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);
`, V{"a": g.cfgwLeet(false)}, "mysql:host=localhost;dbname=shop;charset=utf8mb4", "PDO::ERRMODE_EXCEPTION")

	g.add("cfgw/php-class-const-api-secret", `
final class PartnerClient
{
    const API_URL = 'https://api.partner.example/v1';
    const API_SECRET = '«a»';
    // $secret = getenv('PARTNER_API_SECRET');
}
`, V{"a": g.cfgwLower(16)}, "const API_URL = 'https://api.partner.example/v1';", "getenv('PARTNER_API_SECRET')")

	g.add("cfgw/perl-dbi-connect-camel", `
my $dbh = DBI->connect("dbi:Pg:dbname=inventory;host=pg01", "inv", "«a»", { RaiseError => 1, AutoCommit => 0 })
    or die $DBI::errstr;
`, V{"a": g.cfgwCamel()}, "RaiseError => 1, AutoCommit => 0", "dbi:Pg:dbname=inventory;host=pg01")

	g.add("cfgw/lua-table-redis-password", `
return {
  redis = {
    host = "127.0.0.1",
    port = 6379,
    password = "«a»",
    timeout = 1000,
  },
}
`, V{"a": g.cfgwLower(9)}, "port = 6379", "timeout = 1000")

	g.add("cfgw/lua-openresty-hmac-secret", `
local secret = "«a»"
local sig = ngx.encode_base64(ngx.hmac_sha1(secret, ngx.var.request_uri))
if sig ~= ngx.var.http_x_signature then
  return ngx.exit(ngx.HTTP_FORBIDDEN)
end
`, V{"a": g.cfgwJoin("_")}, "ngx.hmac_sha1(secret, ngx.var.request_uri)", "ngx.HTTP_FORBIDDEN")

	g.add("cfgw/js-nodemailer-auth-pass", `
const transporter = nodemailer.createTransport({
  host: "smtp.acme-garden.com",
  port: 465,
  secure: true,
  // auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
  auth: { user: "noreply@acme-garden.com", pass: "«a»" },
});
`, V{"a": g.cfgwSym(cfgwSyms)}, `host: "smtp.acme-garden.com"`, "secure: true", "process.env.SMTP_PASS")

	g.add("cfgw/ts-typed-fallback-db-pass", `
const dbPass: string = process.env.DB_PASS ?? "«a»";
const dbHost: string = process.env.DB_HOST ?? "localhost";
`, V{"a": g.cfgwLower(7)}, "process.env.DB_PASS", `process.env.DB_HOST ?? "localhost"`)
}

// ---- web frameworks' settings ----

func (g *G) cfgwFrameworks() {
	g.add("cfgw/wp-config-define-db-password-and-typed-salt", `
define( 'DB_NAME', 'wp_shop' );
define( 'DB_USER', 'wp_shop' );
define( 'DB_PASSWORD', '«a»' );
define( 'DB_HOST', 'localhost' );

define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  '«b»' );
`, V{"a": g.cfgwCamelN(), "b": g.cfgwSentence()}, "define( 'DB_USER', 'wp_shop' );", "put your unique phrase here")

	g.add("cfgw/wp-config-getenv-fallback", `
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') ?: '«a»' );
define( 'WP_DEBUG', false );
`, V{"a": g.cfgwLower(10)}, "getenv('WORDPRESS_DB_PASSWORD')", "define( 'WP_DEBUG', false );")

	g.add("cfgw/django-secret-key-dashed-words", `
DEBUG = False
# SECRET_KEY = env("DJANGO_SECRET_KEY")
SECRET_KEY = "«a»"
ALLOWED_HOSTS = ["crm.acme-garden.com"]
`, V{"a": strings.ToLower(g.cfgwJoin("-")) + "-" + g.cfgwW()}, `ALLOWED_HOSTS = ["crm.acme-garden.com"]`, "DEBUG = False", `env("DJANGO_SECRET_KEY")`)

	g.add("cfgw/django-databases-password-digits", `
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "crm",
        "USER": "crm",
        "PASSWORD": "«a»",  # os.environ.get("CRM_DB_PASSWORD")
        "HOST": "db",
        "PORT": "5432",
    }
}
`, V{"a": g.digits(8)}, `"ENGINE": "django.db.backends.postgresql"`, `"NAME": "crm"`, `os.environ.get("CRM_DB_PASSWORD")`)

	g.add("cfgw/django-email-app-password-grouped", `
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.gmail.com"
EMAIL_HOST_USER = "shop.notifications@gmail.com"
EMAIL_HOST_PASSWORD = "«a»"
# EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]
`, V{"a": g.cfgwLower(4) + " " + g.cfgwLower(4) + " " + g.cfgwLower(4) + " " + g.cfgwLower(4)}, `os.environ["EMAIL_HOST_PASSWORD"]`, `EMAIL_HOST = "smtp.gmail.com"`)

	g.add("cfgw/rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show
# aws:
#   access_key_id: 123
#   secret_access_key: 345

secret_key_base: «a»
database:
  password: «b»
smtp:
  user_name: postmaster@mg.acme-garden.com
  password: «c»
`, V{"a": g.hex(128), "b": g.cfgwCamelN(), "c": g.cfgwLower(12)}, "#   secret_access_key: 345", "user_name: postmaster@mg.acme-garden.com")

	g.add("cfgw/rails-database-yml-erb-and-literal", `
development:
  adapter: postgresql
  database: shop_development
  username: shop
  password: «a»

production:
  adapter: postgresql
  database: shop_production
  password: <%= ENV["SHOP_DATABASE_PASSWORD"] %>
`, V{"a": g.cfgwLowerWords()}, `<%= ENV["SHOP_DATABASE_PASSWORD"] %>`, "database: shop_development")

	g.add("cfgw/spring-application-yml-datasource", `
spring:
  datasource:
    url: jdbc:postgresql://localhost:5432/orders
    username: orders
    password: «a»
  mail:
    host: smtp.acme-retail.com
    password: ${MAIL_PASSWORD}
`, V{"a": g.cfgwCamelN()}, "password: ${MAIL_PASSWORD}", "url: jdbc:postgresql://localhost:5432/orders")

	g.add("cfgw/spring-application-yml-placeholder-default", `
---
spring:
  config:
    activate:
      on-profile: prod
  datasource:
    username: ${DB_USER:orders}
    password: ${DB_PASSWORD:«a»}
`, V{"a": g.cfgwJoin("_")}, "on-profile: prod", "${DB_USER:orders}")

	g.add("cfgw/laravel-env-db-and-null-passwords", `
DB_CONNECTION=mysql
DB_DATABASE=laravel
DB_USERNAME=laravel
DB_PASSWORD=«a»

REDIS_PASSWORD=null
MAIL_PASSWORD=null
`, V{"a": g.cfgwLeet(false)}, "REDIS_PASSWORD=null", "DB_DATABASE=laravel")

	g.add("cfgw/nextcloud-config-php", `
$CONFIG = array (
  'passwordsalt' => '«a»',
  'secret' => '«b»',
  'dbtype' => 'mysql',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nextcloud',
  'dbpassword' => '«c»',
  'overwrite.cli.url' => 'https://cloud.home.lan',
);
`, V{"a": g.an(30), "b": g.cfgwUpper(20), "c": g.cfgwCamelN()}, "'overwrite.cli.url' => 'https://cloud.home.lan'", "'dbname' => 'nextcloud'")

	g.add("cfgw/magento-env-php-db-and-crypt", `
return [
    'crypt' => [
        'key' => '«a»'
    ],
    'db' => [
        'connection' => [
            'default' => [
                'host' => 'mysql',
                'dbname' => 'magento',
                'username' => 'magento',
                'password' => '«b»',
            ]
        ]
    ],
];
`, V{"a": g.hex(32), "b": g.cfgwSym(cfgwSyms)}, "'dbname' => 'magento'", "'host' => 'mysql'")

	g.add("cfgw/drupal-settings-php-db-and-hash-salt", `
$databases['default']['default'] = [
  'database' => 'drupal',
  'username' => 'drupal',
  'password' => '«a»',
  'host' => 'localhost',
  'driver' => 'mysql',
];
$settings['hash_salt'] = '«b»';
$settings['config_sync_directory'] = '../config/sync';
`, V{"a": g.cfgwLower(9), "b": g.cfgwB64()}, "$settings['config_sync_directory'] = '../config/sync';", "'driver' => 'mysql'")

	g.add("cfgw/joomla-configuration-php", `
class JConfig {
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'joomla';
	public $password = '«a»';
	public $db = 'joomla';
	public $secret = '«b»';
}
`, V{"a": g.cfgwSymFirst("!#@%&*-^~+?"), "b": g.an(16)}, "public $user = 'joomla';", "public $dbtype = 'mysqli';")

	g.add("cfgw/flask-secret-key-sentence", `
app = Flask(__name__)
app.config["SECRET_KEY"] = "«a»"
app.config["SESSION_COOKIE_SECURE"] = True
# app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]
`, V{"a": g.cfgwSentence()}, `app.config["SESSION_COOKIE_SECURE"] = True`, `os.environ["FLASK_SECRET_KEY"]`)

	g.add("cfgw/express-session-secret-words", `
app.use(session({
  secret: "«a»",
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, maxAge: 86400000 },
}));
`, V{"a": strings.ToLower(g.cfgwJoin(" "))}, "saveUninitialized: false", "maxAge: 86400000")

	g.add("cfgw/phpmyadmin-blowfish-secret-upper", `
$cfg['blowfish_secret'] = '«a»';
$i = 0;
$i++;
$cfg['Servers'][$i]['auth_type'] = 'cookie';
$cfg['Servers'][$i]['host'] = 'localhost';
`, V{"a": g.cfgwUpper(32)}, "$cfg['Servers'][$i]['auth_type'] = 'cookie';")

	g.add("cfgw/odoo-conf-admin-passwd", `
[options]
admin_passwd = «a»
db_host = localhost
db_port = 5432
db_user = odoo
db_password = «b»
addons_path = /opt/odoo/addons
`, V{"a": g.cfgwCamelN(), "b": g.cfgwLower(8)}, "addons_path = /opt/odoo/addons", "db_user = odoo")
}

// ---- deployment and CI ----

func (g *G) cfgwDeploy() {
	g.add("cfgw/ansible-group-vars-become-password", `
# group_vars/db.yml
ansible_user: deploy
ansible_become_password: «a»
db_password: "{{ vault_db_password }}"
`, V{"a": g.cfgwCamelN()}, `db_password: "{{ vault_db_password }}"`, "ansible_user: deploy")

	g.add("cfgw/ansible-user-password-hash-filter", `
- name: Create deploy user
  ansible.builtin.user:
    name: deploy
    groups: sudo
    password: "{{ '«a»' | password_hash('sha512') }}"
`, V{"a": g.cfgwLower(10)}, "password_hash('sha512')", "groups: sudo")

	g.add("cfgw/ansible-mysql-user-module-quoted", `
- name: Create WordPress DB user
  community.mysql.mysql_user:
    name: wordpress
    password: "«a»"
    priv: "wordpress.*:ALL"
    login_password: "{{ mysql_root_password }}"
    login_unix_socket: /run/mysqld/mysqld.sock
`, V{"a": g.cfgwSym(cfgwSymsNoD)}, `priv: "wordpress.*:ALL"`, "login_unix_socket: /run/mysqld/mysqld.sock", `"{{ mysql_root_password }}"`)

	g.add("cfgw/helm-values-auth-root-and-user", `
# values-prod.yaml (bitnami/mysql)
auth:
  rootPassword: «a»
  database: shop
  username: shop
  password: "«b»"
  existingSecret: ""
`, V{"a": g.cfgwUpper(12), "b": g.digits(8)}, "database: shop", `existingSecret: ""`)

	g.add("cfgw/helm-values-and-template-reference", `
$ cat values.yaml
redis:
  host: redis-master
  password: «a»
$ cat templates/secret.yaml
stringData:
  REDIS_PASSWORD: {{ .Values.redis.password | quote }}
`, V{"a": g.cfgwLower(11)}, "{{ .Values.redis.password | quote }}", "host: redis-master")

	g.add("cfgw/helm-set-admin-password-camel", `
$ helm upgrade --install grafana grafana/grafana --namespace monitoring --set adminUser=admin --set adminPassword='«a»'
Release "grafana" has been upgraded. Happy Helming!
$ helm upgrade --install grafana grafana/grafana --namespace monitoring --set admin.existingSecret=grafana-admin
`, V{"a": g.cfgwCamelN()}, "--namespace monitoring", `Release "grafana" has been upgraded. Happy Helming!`, "admin.existingSecret=grafana-admin")

	g.add("cfgw/compose-environment-list-root-password", `
services:
  db:
    image: mysql:8.4
    environment:
      - MYSQL_ROOT_PASSWORD=«a»
      - MYSQL_DATABASE=wordpress
      - MYSQL_USER=wordpress
      - MYSQL_PASSWORD=${WP_DB_PASSWORD}
`, V{"a": g.cfgwSym(cfgwSymsNoD)}, "MYSQL_PASSWORD=${WP_DB_PASSWORD}", "MYSQL_DATABASE=wordpress")

	g.add("cfgw/compose-environment-map-quoted-digits", `
services:
  postgres:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: keycloak
      POSTGRES_PASSWORD: "«a»"
      PGDATA: /var/lib/postgresql/data/pgdata
`, V{"a": g.digits(6)}, "PGDATA: /var/lib/postgresql/data/pgdata", "POSTGRES_USER: keycloak")

	g.add("cfgw/k8s-secret-stringdata-password-and-api-key", `
apiVersion: v1
kind: Secret
metadata:
  name: app-credentials
  namespace: billing
type: Opaque
stringData:
  username: admin
  password: «a»
  api-key: «b»
`, V{"a": g.cfgwCamelN(), "b": g.cfgwShortHex()}, "name: app-credentials", "namespace: billing")

	rk := g.rsaPEM()
	cert := g.certPEM()
	g.add("cfgw/k8s-secret-stringdata-tls-key-block", `
apiVersion: v1
kind: Secret
metadata:
  name: ingress-tls
type: kubernetes.io/tls
stringData:
  tls.crt: |
    -----BEGIN CERTIFICATE-----
    «_c»
    -----END CERTIFICATE-----
  tls.key: |
    «=b»
    «a»
    «=e»
`, V{"_c": cfgwIndent(cert.body, "    "), "=b": rk.begin, "a": cfgwIndent(rk.body, "    "), "=e": rk.end}, "type: kubernetes.io/tls", "name: ingress-tls")

	g.add("cfgw/k8s-deployment-env-literal-and-secretkeyref", `
        env:
          - name: SMTP_PASSWORD
            value: "«a»"
          - name: DB_PASSWORD
            valueFrom:
              secretKeyRef:
                name: db-credentials
                key: password
`, V{"a": g.cfgwLeet(false)}, "name: db-credentials", "- name: DB_PASSWORD")

	g.add("cfgw/systemd-unit-environment-lines", `
$ systemctl cat billing.service
# /etc/systemd/system/billing.service
[Service]
User=billing
Environment=DB_PASSWORD=«a»
Environment="API_TOKEN=«b»"
EnvironmentFile=-/etc/default/billing
ExecStart=/opt/billing/bin/server
`, V{"a": g.cfgwLower(10), "b": g.cfgwUpper(16)}, "EnvironmentFile=-/etc/default/billing", "ExecStart=/opt/billing/bin/server")

	g.add("cfgw/systemd-override-backup-passphrase-sentence", `
$ sudo systemctl edit backup.service
### Editing /etc/systemd/system/backup.service.d/override.conf
[Service]
Environment="BACKUP_PASSPHRASE=«a»"
ExecStart=
ExecStart=/usr/local/bin/backup.sh --target s3
`, V{"a": g.cfgwSentence()}, "/usr/local/bin/backup.sh --target s3", "/etc/systemd/system/backup.service.d/override.conf")

	g.add("cfgw/jenkinsfile-environment-literal-and-credentials", `
pipeline {
  agent any
  environment {
    NEXUS_USER = 'jenkins'
    NEXUS_PASS = '«a»'
    SONAR_TOKEN = credentials('sonar-token')
  }
  stages {
    stage('Publish') { steps { sh 'mvn -s settings.xml deploy' } }
  }
}
`, V{"a": g.cfgwCamelN()}, "credentials('sonar-token')", "mvn -s settings.xml deploy")

	g.add("cfgw/gitlab-ci-variables-postgres-password", `
test:
  image: python:3.12
  services:
    - postgres:16
  variables:
    POSTGRES_DB: test_db
    POSTGRES_USER: runner
    POSTGRES_PASSWORD: «a»
    DATABASE_URL: "postgres://runner:$POSTGRES_PASSWORD@postgres:5432/test_db"
`, V{"a": g.cfgwLower(9)}, "runner:$POSTGRES_PASSWORD@postgres:5432/test_db", "POSTGRES_DB: test_db")

	g.add("cfgw/github-actions-env-literal-and-secret-ref", `
jobs:
  e2e:
    runs-on: ubuntu-latest
    env:
      ADMIN_PASSWORD: «a»
      GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}
    steps:
      - uses: actions/checkout@v4
`, V{"a": g.cfgwJoin("-")}, "${{ secrets.GITHUB_TOKEN }}", "uses: actions/checkout@v4")

	g.add("cfgw/docker-run-mssql-sa-password", `
$ docker run -d --name sql1 -e "ACCEPT_EULA=Y" -e 'MSSQL_SA_PASSWORD=«a»' -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest
`, V{"a": g.cfgwCamelN() + g.cfgwSy("!#*")}, `"ACCEPT_EULA=Y"`, "mcr.microsoft.com/mssql/server:2022-latest")

	g.add("cfgw/dockerfile-env-admin-pass-upper", `
FROM node:20-alpine
ARG NPM_TOKEN
ENV NODE_ENV=production \
    ADMIN_PASS=«a»
COPY . /app
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
`, V{"a": g.cfgwUpper(10)}, "ARG NPM_TOKEN", "FROM node:20-alpine", "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci")

	g.add("cfgw/kustomize-secret-generator-literal-eq-amp", `
secretGenerator:
  - name: api-credentials
    literals:
      - username=api
      - password=«a»
  - name: db-credentials
    envs:
      - db.env
`, V{"a": g.cfgwEqAmp()}, "- username=api", "name: api-credentials", "- db.env")

	g.add("cfgw/azure-pipelines-variables-symbol-first", `
variables:
  vmImage: 'ubuntu-latest'
  sqlAdminLogin: 'sqladmin'
  sqlAdminPassword: '«a»'
  armConnection: 'sc-prod-subscription'
  storagePassword: $(StoragePassword)
`, V{"a": g.cfgwSymFirst("!#@%&*-^~+?")}, "vmImage: 'ubuntu-latest'", "armConnection: 'sc-prod-subscription'", "$(StoragePassword)")

	g.add("cfgw/circleci-docker-environment-base64", `
jobs:
  test:
    docker:
      - image: cimg/python:3.12
      - image: cimg/postgres:15.4
        environment:
          POSTGRES_USER: circle
          POSTGRES_PASSWORD: «a»
`, V{"a": g.cfgwB64()}, "image: cimg/postgres:15.4", "POSTGRES_USER: circle")
}

// ---- server and network configs ----

func (g *G) cfgwServers() {
	g.add("cfgw/nginx-proxy-basic-auth-header-base64", `
location /legacy/ {
    proxy_pass http://backend:8080/;
    proxy_set_header Authorization "Basic «a»";
    proxy_set_header Host $host;
}
`, V{"a": b64s("legacy:" + g.cfgwCamelN())}, "proxy_pass http://backend:8080/;", "proxy_set_header Host $host;")

	g.add("cfgw/nginx-htpasswd-plain-scheme", `
$ cat /etc/nginx/conf.d/status.conf
location /status {
    auth_basic "Restricted";
    auth_basic_user_file /etc/nginx/status.htpasswd;
}
$ cat /etc/nginx/status.htpasswd
monitor:{PLAIN}«a»
`, V{"a": g.cfgwLower(9)}, `auth_basic "Restricted";`, "auth_basic_user_file /etc/nginx/status.htpasswd;")

	g.add("cfgw/apache-authldapbindpassword", `
<Location /wiki>
    AuthType Basic
    AuthName "Corp Wiki"
    AuthBasicProvider ldap
    AuthLDAPURL "ldap://dc01.corp.local/DC=corp,DC=local?sAMAccountName?sub?(objectClass=user)"
    AuthLDAPBindDN "CN=svc-apache,OU=Service,DC=corp,DC=local"
    AuthLDAPBindPassword "«a»"
    Require valid-user
</Location>
`, V{"a": g.cfgwCamelN()}, `AuthName "Corp Wiki"`, "Require valid-user")

	g.add("cfgw/redis-conf-requirepass-and-masterauth", `
$ grep -E '^(requirepass|masterauth|# requirepass)' /etc/redis/redis.conf
# requirepass foobared
requirepass «a»
masterauth «a»
`, V{"a": g.cfgwUpper(14)}, "# requirepass foobared")

	g.add("cfgw/pgbouncer-userlist-plain", `
$ cat /etc/pgbouncer/userlist.txt
"app" "«a»"
"stats" "md5«=h»"
$ grep auth_type /etc/pgbouncer/pgbouncer.ini
auth_type = scram-sha-256
`, V{"a": g.cfgwCamelN(), "=h": g.hex(32)}, "auth_type = scram-sha-256")

	g.add("cfgw/postfix-sasl-passwd-camel", `
$ sudo cat /etc/postfix/sasl_passwd
[smtp.office365.com]:587 scanner@contoso-logistics.com:«a»
$ sudo postmap /etc/postfix/sasl_passwd
`, V{"a": g.cfgwCamelN()}, "[smtp.office365.com]:587", "sudo postmap /etc/postfix/sasl_passwd")

	g.add("cfgw/msmtprc-password-and-passwordeval", `
account fastmail
host smtp.fastmail.com
port 465
user dana@fastmail.example
password «a»
# passwordeval "pass show mail/fastmail"
account default : fastmail
`, V{"a": g.s(alLowNum, 16)}, `passwordeval "pass show mail/fastmail"`, "host smtp.fastmail.com")

	g.add("cfgw/netrc-machine-login-password-leet", `
$ cat ~/.netrc
machine git.corp.local login ci password «a»
machine api.heroku.com login dana@example.org password $HEROKU_API_KEY
`, V{"a": g.cfgwLeet(false)}, "machine git.corp.local login ci", "password $HEROKU_API_KEY")

	g.add("cfgw/hostapd-wpa-passphrase-sentence", `
interface=wlan0
ssid=Workshop
hw_mode=g
channel=6
wpa=2
wpa_passphrase=«a»
wpa_key_mgmt=WPA-PSK
`, V{"a": g.cfgwSentence()}, "wpa_key_mgmt=WPA-PSK", "ssid=Workshop")

	g.add("cfgw/ipsec-secrets-psk-long", `
$ sudo cat /etc/ipsec.secrets
# /etc/ipsec.secrets - strongSwan IPsec secrets file
%any 203.0.113.10 : PSK "«a»"
`, V{"a": g.cfgwLong(true)}, "%any 203.0.113.10", "strongSwan IPsec secrets file")

	g.add("cfgw/openvpn-auth-user-pass-file", `
$ grep auth-user-pass /etc/openvpn/client/office.conf
auth-user-pass /etc/openvpn/client/auth.txt
$ sudo cat /etc/openvpn/client/auth.txt
vpn-dana
«a»
`, V{"a": g.cfgwCamelN()}, "auth-user-pass /etc/openvpn/client/auth.txt", "vpn-dana")

	g.add("cfgw/freeradius-clients-conf-secret", `
client switch01 {
    ipaddr = 10.0.0.2
    secret = «a»
    shortname = sw01
    nas_type = cisco
}
`, V{"a": g.cfgwLowerWords()}, "shortname = sw01", "nas_type = cisco")

	g.add("cfgw/keepalived-auth-pass-digits", `
vrrp_instance VI_1 {
    state MASTER
    interface eth0
    virtual_router_id 51
    priority 150
    authentication {
        auth_type PASS
        auth_pass «a»
    }
    virtual_ipaddress {
        10.0.0.100/24
    }
}
`, V{"a": g.digits(8)}, "auth_type PASS", "virtual_router_id 51")

	g.add("cfgw/snmpd-conf-community-and-v3-user", `
rocommunity «a» 10.0.0.0/8
syslocation "Server Room B"
createUser monitor SHA "«b»" AES "«c»"
rouser monitor priv
`, V{"a": g.cfgwLower(9), "b": g.cfgwCamelN(), "c": g.cfgwJoin("-")}, `syslocation "Server Room B"`, "rouser monitor priv")

	g.add("cfgw/asterisk-sip-conf-secret-digits", `
[1001]
type=friend
host=dynamic
secret=«a»
context=internal
callerid="Reception" <1001>
`, V{"a": g.digits(6)}, "context=internal", `callerid="Reception" <1001>`)

	g.add("cfgw/cisco-ios-username-password-0", `
switch01#show running-config | include username|snmp-server community
username admin privilege 15 password 0 «a»
snmp-server community «b» RO 10
`, V{"a": g.cfgwCamelN(), "b": g.cfgwLower(8)}, "privilege 15", "switch01#show running-config")

	g.add("cfgw/haproxy-userlist-insecure-password", `
userlist admins
    user ops insecure-password «a»

listen stats
    bind :8404
    stats enable
    stats uri /haproxy?stats
    stats auth ops:«a»
`, V{"a": strings.ToLower(g.cfgwJoin("-"))}, "stats uri /haproxy?stats", "bind :8404")

	g.add("cfgw/fetchmailrc-password-symbols", `
poll imap.acme-garden.com protocol IMAP port 993
    user "jdoe" password "«a»" is jdoe here
    ssl
    keep
`, V{"a": g.cfgwSym("!@#*")}, "protocol IMAP port 993", `user "jdoe"`)
}
