package cases

import (
	"crypto/md5"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
)

// entCases adds credentials of enterprise, legacy and middleware systems
// as a coding agent meets them when it helps the teams that run them:
// Java EE application servers (Tomcat, JBoss and WildFly, WebLogic,
// WebSphere, GlassFish, Jetty) and Spring configuration; Oracle (sqlplus,
// SQL*Loader, Data Pump parameter files, wallets, E-Business Suite, APEX
// and ORDS, database links); SQL Server (sqlcmd, linked servers, SSIS,
// web.config, machineKey, IIS); SAP (hdbuserstore, RFC and JCo
// destinations, SAProuter); IBM (Db2, MQ, CICS, z/OS JCL, REXX, RACF,
// IBM i CL); ODBC and FreeTDS; LDAP and Active Directory binds and JNDI;
// ERP and CRM (Dynamics 365, Salesforce, NetSuite, Workday, ServiceNow);
// message brokers (TIBCO EMS, ActiveMQ and Artemis, RabbitMQ, Kafka);
// Informatica, Talend and Pentaho; Jenkins, Nexus, Artifactory, Maven,
// Ant and Ivy; Lotus Notes and Domino, Citrix, VMware; Windows estate
// automation (batch files, runas, PsExec, scheduled tasks, SCCM and
// Intune scripts, registry exports, unattend.xml, Group Policy
// Preferences, Kerberos keytabs); SAML identity providers; and the
// tickets, runbooks and mails in which such teams hand credentials over.
// The case names start with "ent/".
//
// Encrypted and encoded values follow one rule: a value is a secret when
// whoever holds the text, or the product's own files that travel with
// it, can turn it back into the password. That makes secrets of
// WebSphere {xor} (a fixed XOR), Jetty OBF:, JBoss vault MASK- values,
// Pentaho "Encrypted" values, TIBCO "#!" and "$man$" strings and
// SiteMinder {RC2} values (fixed keys in the product), Group Policy
// Preferences cpassword (Microsoft published the AES key), and also of
// WebLogic {AES}/{AES256} ciphertext, Jenkins {AQAAAB...} secrets, Maven
// {...} server passwords, ServiceNow MID "encrypt:" values and Citrix ADC
// "-encrypted" values: their keys (SerializedSystemIni.dat, the secrets/
// directory, settings-security.xml, the MID keystore, ns.key) sit in the
// same domain, home or installation tree, are copied along with it, and
// public tools decrypt them. A WebLogic {AES256} user name is filler: it
// decrypts to an account name, not a secret. Ciphertext whose key lives
// apart from the files is benign: jasypt ENC(...) with the encryptor
// password supplied at run time (ActiveMQ's credentials-enc.properties
// too), Spring Cloud Config {cipher} values, aspnet_regiis-protected
// configuration sections and IIS [enc:...:enc] values (machine key
// containers), DPAPI blobs (SecureString exports, SCCM PolicySecret),
// vault references. Password hashes (Tomcat digests, WildFly
// mgmt-users.properties, Jetty MD5:, RabbitMQ password_hash, Artemis
// one-way ENC(1024:...), Oracle user$ verifiers, SQL Server password_hash,
// the Citrix ADC nsroot hash) are secrets: nothing in a hash tells a
// chosen password from a generated one, and offline guessing recovers
// the chosen ones. NetSuite consumer keys and token ids are filler: each
// is half of a pair whose other half is the secret. Benign: user names,
// hosts, ports, SIDs and service names, DNs, JNDI names, class names,
// versions, object GUIDs, certificates and thumbprints, Kerberos keytab
// listings without keys, masked values, references such as ${VAR} and
// %VAR%, and placeholders.
func (g *G) entCases() {
	g.entJavaEE()
	g.entSpring()
	g.entOracle()
	g.entMSSQL()
	g.entSAP()
	g.entIBM()
	g.entODBC()
	g.entLDAP()
	g.entERP()
	g.entBrokers()
	g.entETL()
	g.entBuild()
	g.entWindows()
	g.entVirt()
	g.entLegacyOps()
	g.entSSO()
	g.entComms()
	g.entBenign()
}

// ---- helpers used only here ----

// entHuman is a password a person picked for a service account or an
// admin console.
func (g *G) entHuman() string {
	switch g.r.IntN(5) {
	case 0:
		return g.pick(pwWords...) + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(2)) + g.pick("!", "#", "*", ".", "-", "_", "@", "%", "?")
	case 1:
		return g.pick("Welcome", "Acme", "Corp", "Oracle", "Tomcat", "Jboss", "Sap", "Admin") + g.pick("@", "#", "_", "!") + g.s(alDigit, 3+g.r.IntN(2))
	case 2:
		return g.pick("Spring", "Summer", "Autumn", "Winter") + g.pick("2019", "2021", "2023", "2024", "2025") + g.pick("!", "#", "$", "*")
	case 3:
		return g.pick(pwWords...) + g.s(alDigit, 1) + g.pick(pwWords...) + g.s(alDigit, 2) + g.pick("!", "+", "=", "~")
	default:
		return strings.ToLower(g.pick(pwWords...)) + g.pick(".", "_", "-") + strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2)
	}
}

// entSafe is a human password with no characters that need quoting in a
// shell, XML, a URL or a connection string.
func (g *G) entSafe() string {
	return g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(2)) + g.pick(pwWords...) + g.pick("_", "-", ".", "")
}

// entGen is a generated password of 16 to 32 characters.
func (g *G) entGen() string {
	return g.s(alAlnum+"!#%*+-.:=?@^_~", 16+g.r.IntN(17))
}

// entGenAN is a generated alphanumeric password.
func (g *G) entGenAN() string { return g.an(16 + g.r.IntN(13)) }

// entMF is a legacy mainframe or IBM i password: eight upper-case
// characters, letters first, national characters allowed.
func (g *G) entMF() string {
	return g.s(alUpper, 1) + g.s(alUpper+alDigit+"@#$", 5+g.r.IntN(2)) + g.s(alDigit, 1)
}

// entXMLPw returns a password with & or < and its XML-escaped form.
func (g *G) entXMLPw() (string, string) {
	p := g.pick(pwWords...) + g.pick("&", "<", "&&") + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(2))
	e := strings.ReplaceAll(p, "&", "&amp;")
	return p, strings.ReplaceAll(e, "<", "&lt;")
}

// entDollar is a password with a dollar sign, as people pick them.
func (g *G) entDollar() string {
	return g.pick(pwWords...) + "$" + g.s(alDigit, 4) + g.pick("!", "#", "")
}

// entXor is the payload of WebSphere's {xor} encoding: each byte XOR
// '_', base64.
func entXor(pw string) string {
	b := []byte(pw)
	for i := range b {
		b[i] ^= '_'
	}
	return base64.StdEncoding.EncodeToString(b)
}

// entJettyOBF is Jetty's Password.obfuscate for ASCII text.
func entJettyOBF(pw string) string {
	b := []byte(pw)
	var out strings.Builder
	for i := range b {
		b1, b2 := int(b[i]), int(b[len(b)-1-i])
		i0 := (127+b1+b2)*256 + (127 + b1 - b2)
		x := strconv.FormatInt(int64(i0), 36)
		out.WriteString(strings.Repeat("0", 4-len(x)) + x)
	}
	return out.String()
}

// entWLS is a WebLogic {AES256} value: base64 of IV and ciphertext.
func (g *G) entWLS() string { return g.b64(16 + 16*(1+g.r.IntN(3))) }

// entJasypt is a jasypt ENC(...) value.
func (g *G) entJasypt() string {
	if g.r.IntN(2) == 0 {
		return "ENC(" + g.b64(24) + ")"
	}
	return "ENC(" + g.b64(16+16+16*(1+g.r.IntN(2))) + ")"
}

// entJenkins is a Jenkins hudson.util.Secret value in its stored form.
func (g *G) entJenkins() string {
	n := 16 * (1 + g.r.IntN(3))
	b := []byte{1}
	b = binary.BigEndian.AppendUint32(b, 16)
	b = binary.BigEndian.AppendUint32(b, uint32(n))
	b = append(b, g.bytes(16+n)...)
	return base64.StdEncoding.EncodeToString(b)
}

// entMvn is a Maven settings.xml encrypted password.
func (g *G) entMvn() string { return g.b64(32) }

// entMask is a JBoss vault MASK- value.
func (g *G) entMask() string { return strings.TrimRight(g.b64(12), "=") }

// entCpassword is a Group Policy Preferences cpassword.
func (g *G) entCpassword() string { return strings.TrimRight(g.b64(16*(2+g.r.IntN(3))), "=") }

// entGUID is an upper-case GUID in braces.
func (g *G) entGUID() string { return "{" + strings.ToUpper(g.uuid()) + "}" }

// entTomcatDigest is a Tomcat MessageDigestCredentialHandler value
// (salt$iterations$digest) for pw.
func (g *G) entTomcatDigest(pw string) string {
	salt := g.bytes(16)
	h := sha256.Sum256(append(salt, []byte(pw)...))
	return hex.EncodeToString(salt) + "$1$" + hex.EncodeToString(h[:])
}

// entRabbitHash is a RabbitMQ password_hash (salted SHA-256).
func (g *G) entRabbitHash(pw string) string {
	salt := g.bytes(4)
	h := sha256.Sum256(append(append([]byte{}, salt...), []byte(pw)...))
	return base64.StdEncoding.EncodeToString(append(salt, h[:]...))
}

// entMD5 is an MD5 hex digest, as in Jetty's MD5: entries.
func entMD5(s string) string { h := md5.Sum([]byte(s)); return hex.EncodeToString(h[:]) }

// entHexU is n upper-case hex digits.
func (g *G) entHexU(n int) string { return g.s(alHexU, n) }

// entSFRefresh is a Salesforce refresh token.
func (g *G) entSFRefresh() string { return "5Aep861" + g.s(alAlnum+"._", 80) }

// entSFAccess is a Salesforce session id / access token.
func (g *G) entSFAccess() string {
	return "00D" + g.s(alAlnum, 12) + "!" + g.s(alAlnum+"._", 96)
}

// entSFID is a Salesforce 18-character id with prefix.
func (g *G) entSFID(prefix string) string { return prefix + g.s(alAlnum, 15) }

// entBatchEsc doubles % for a .bat file.
func entBatchEsc(s string) string { return strings.ReplaceAll(s, "%", "%%") }

// entPct is a human password with a percent sign.
func (g *G) entPct() string {
	return g.pick(pwWords...) + "%" + g.s(alDigit, 2) + g.pick(pwWords...) + g.pick("!", "#", "")
}

// ---- Java EE application servers ----

func (g *G) entJavaEE() {
	_, pe := g.entXMLPw()
	g.add("ent/tomcat-server-xml-datasource-realm", `
$ sed -n '/<GlobalNamingResources>/,/<\/Engine>/p' /opt/tomcat9/conf/server.xml
  <GlobalNamingResources>
    <Resource name="jdbc/OrdersDS" auth="Container" type="javax.sql.DataSource"
              driverClassName="oracle.jdbc.OracleDriver"
              url="jdbc:oracle:thin:@//ora-prd-scan.corp.acme.local:1521/ORDPRD"
              username="ORDERS_APP" password="«a»"
              maxTotal="40" maxIdle="10" validationQuery="select 1 from dual"/>
  </GlobalNamingResources>
  <Engine name="Catalina" defaultHost="localhost">
    <Realm className="org.apache.catalina.realm.JNDIRealm"
           connectionURL="ldaps://dc01.corp.acme.local:636"
           connectionName="CN=svc-tomcat-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=local"
           connectionPassword="«b»"
           userBase="OU=Users,DC=corp,DC=acme,DC=local" userSearch="(sAMAccountName={0})"
           roleBase="OU=Groups,DC=corp,DC=acme,DC=local" roleName="cn" roleSearch="(member={0})"/>
`, V{"a": g.entGen(), "b": pe}, "jdbc/OrdersDS", "ORDERS_APP", "CN=svc-tomcat-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=local", "ora-prd-scan.corp.acme.local:1521/ORDPRD")

	g.add("ent/tomcat-context-xml-resource", `
<?xml version="1.0" encoding="UTF-8"?>
<!-- webapps/claims/META-INF/context.xml -->
<Context reloadable="false">
    <Resource name="jdbc/ClaimsDB" auth="Container" type="javax.sql.DataSource"
              factory="org.apache.tomcat.jdbc.pool.DataSourceFactory"
              driverClassName="com.microsoft.sqlserver.jdbc.SQLServerDriver"
              url="jdbc:sqlserver://sqlclaims01.corp.acme.local:1433;databaseName=Claims;encrypt=true;trustServerCertificate=true"
              username="claims_web" password="«a»" initialSize="5" maxActive="50"/>
    <Environment name="mail/smtpPassword" type="java.lang.String" value="«b»" override="false"/>
</Context>
`, V{"a": g.entHuman(), "b": g.entGenAN()}, "jdbc/ClaimsDB", "claims_web", "org.apache.tomcat.jdbc.pool.DataSourceFactory")

	g.add("ent/tomcat-users-xml-manager", `
$ sudo cat /etc/tomcat9/tomcat-users.xml
<?xml version="1.0" encoding="UTF-8"?>
<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
  <role rolename="manager-gui"/>
  <role rolename="manager-script"/>
  <user username="tcadmin" password="«a»" roles="manager-gui,admin-gui"/>
  <user username="jenkins-deploy" password="«b»" roles="manager-script"/>
<!--
  <user username="tomcat" password="<must-be-changed>" roles="tomcat"/>
-->
</tomcat-users>
`, V{"a": g.entHuman(), "b": g.entGenAN()}, "jenkins-deploy", `password="<must-be-changed>"`, "manager-script")

	dpw := g.entHuman()
	g.add("ent/tomcat-users-digest-credential-handler", `
$ /opt/tomcat/bin/digest.sh -a SHA-256 -h org.apache.catalina.realm.MessageDigestCredentialHandler '«a»'
«a»:«b»
$ grep admin /opt/tomcat/conf/tomcat-users.xml
  <user username="admin" password="«b»" roles="manager-gui"/>
`, V{"a": dpw, "b": g.entTomcatDigest(dpw)}, "org.apache.catalina.realm.MessageDigestCredentialHandler")

	g.add("ent/tomcat-manager-text-deploy-curl", `
$ curl -u jenkins-deploy:«a» -T target/claims-2.14.0.war \
    "http://app07.corp.acme.local:8080/manager/text/deploy?path=/claims&update=true"
OK - Deployed application at context path [/claims]
`, V{"a": g.entGenAN()}, "OK - Deployed application at context path [/claims]", "app07.corp.acme.local:8080")

	g.add("ent/wildfly-standalone-datasource-plain", `
        <subsystem xmlns="urn:jboss:domain:datasources:7.0">
            <datasources>
                <datasource jndi-name="java:jboss/datasources/PolicyDS" pool-name="PolicyDS" enabled="true" use-java-context="true">
                    <connection-url>jdbc:postgresql://pgpolicy01.corp.acme.local:5432/policy</connection-url>
                    <driver>postgresql</driver>
                    <security>
                        <user-name>policy_app</user-name>
                        <password>«a»</password>
                    </security>
                    <validation>
                        <valid-connection-checker class-name="org.jboss.jca.adapters.jdbc.extensions.postgres.PostgreSQLValidConnectionChecker"/>
                    </validation>
                </datasource>
            </datasources>
        </subsystem>
`, V{"a": pe}, "java:jboss/datasources/PolicyDS", "<user-name>policy_app</user-name>", "org.jboss.jca.adapters.jdbc.extensions.postgres.PostgreSQLValidConnectionChecker")

	g.add("ent/jboss-eap-vault-mask", `
    <vault>
        <vault-option name="KEYSTORE_URL" value="/opt/jboss-eap-7.4/vault/vault.keystore"/>
        <vault-option name="KEYSTORE_PASSWORD" value="MASK-«a»"/>
        <vault-option name="KEYSTORE_ALIAS" value="vault"/>
        <vault-option name="SALT" value="«_s»"/>
        <vault-option name="ITERATION_COUNT" value="«_i»"/>
        <vault-option name="ENC_FILE_DIR" value="/opt/jboss-eap-7.4/vault/"/>
    </vault>
    ...
                    <security>
                        <user-name>billing</user-name>
                        <password>${VAULT::ds_BillingDS::password::1}</password>
                    </security>
`, V{"a": g.entMask(), "_s": g.digits(8), "_i": fmt.Sprint(40 + g.r.IntN(60))}, "${VAULT::ds_BillingDS::password::1}", "/opt/jboss-eap-7.4/vault/vault.keystore")

	g.add("ent/jboss-vault-sh-add-secured-attribute", `
$ /opt/jboss-eap-7.4/bin/vault.sh --keystore vault/vault.keystore --keystore-password '«a»' \
    --alias vault --vault-block ds_BillingDS --attribute password --sec-attr '«b»' \
    --enc-dir vault/ --iteration 50 --salt «_s»
=========================================================================
  JBoss Vault
=========================================================================
Secured attribute value has been stored in Vault.
Please make note of the following:
********************************************
Vault Block:ds_BillingDS
Attribute Name:password
Configuration should be done as follows:
VAULT::ds_BillingDS::password::1
********************************************
`, V{"a": g.entGen(), "b": g.entHuman(), "_s": g.digits(8)}, "VAULT::ds_BillingDS::password::1", "Secured attribute value has been stored in Vault.")

	g.add("ent/wildfly-jboss-cli-add-datasource", `
[standalone@localhost:9990 /] data-source add --name=HrDS --jndi-name=java:/jdbc/HrDS \
  --driver-name=oracle --connection-url=jdbc:oracle:thin:@ora-hr.corp.acme.local:1521:HRPRD \
  --user-name=HR_APP --password=«a» --min-pool-size=5 --max-pool-size=30
[standalone@localhost:9990 /] /subsystem=elytron/credential-store=cs:add-alias(alias=smtp-relay, secret-value="«b»")
{"outcome" => "success"}
`, V{"a": g.entSafe(), "b": g.entGen()}, "java:/jdbc/HrDS", "HR_APP", "ora-hr.corp.acme.local:1521:HRPRD")

	g.add("ent/wildfly-add-user-mgmt", `
$ ./bin/add-user.sh -u wfadmin -p '«a»' -g admin -r ManagementRealm
Added user 'wfadmin' to file '/opt/wildfly-26.1.3.Final/standalone/configuration/mgmt-users.properties'
Added user 'wfadmin' with groups admin to file '/opt/wildfly-26.1.3.Final/standalone/configuration/mgmt-groups.properties'
$ tail -1 standalone/configuration/mgmt-users.properties
wfadmin=«b»
`, V{"a": g.entHuman(), "b": g.hex(32)}, "/opt/wildfly-26.1.3.Final/standalone/configuration/mgmt-users.properties")

	g.add("ent/weblogic-boot-properties-plain", `
$ cat $DOMAIN_HOME/servers/AdminServer/security/boot.properties
# Generated by Configuration Wizard on Tue Mar 05 09:14:22 CET 2024
username=weblogic
password=«a»
$ ./startWebLogic.sh
<Mar 5, 2024 9:15:01 AM CET> <Notice> <WebLogicServer> <BEA-000365> <Server state changed to RUNNING.>
`, V{"a": g.entHuman()}, "BEA-000365", "username=weblogic")

	g.add("ent/weblogic-boot-properties-encrypted", `
$ cat /u01/oracle/user_projects/domains/soa_domain/servers/soa_server1/security/boot.properties
#Tue Mar 05 09:16:40 CET 2024
password={AES256}«a»
username={AES256}«=u»
$ ls /u01/oracle/user_projects/domains/soa_domain/security/
DefaultAuthenticatorInit.ldift  SerializedSystemIni.dat  XACMLRoleMapperInit.ldift
`, V{"a": g.entWLS(), "=u": g.entWLS()}, "SerializedSystemIni.dat")

	g.add("ent/weblogic-config-xml-encrypted-attrs", `
  <security-configuration>
    <name>soa_domain</name>
    <realm>
      <sec:authentication-provider xsi:type="wls:active-directory-authenticatorType">
        <sec:name>CorpAD</sec:name>
        <sec:control-flag>SUFFICIENT</sec:control-flag>
        <wls:host>dc01.corp.acme.local</wls:host>
        <wls:principal>CN=svc-wls-bind,OU=Service Accounts,DC=corp,DC=acme,DC=local</wls:principal>
        <wls:user-base-dn>OU=Users,DC=corp,DC=acme,DC=local</wls:user-base-dn>
        <wls:credential-encrypted>{AES}«a»</wls:credential-encrypted>
      </sec:authentication-provider>
    </realm>
    <node-manager-username>nmadmin</node-manager-username>
    <node-manager-password-encrypted>{AES256}«b»</node-manager-password-encrypted>
  </security-configuration>
`, V{"a": g.entWLS(), "b": g.entWLS()}, "CN=svc-wls-bind,OU=Service Accounts,DC=corp,DC=acme,DC=local", "<node-manager-username>nmadmin</node-manager-username>")

	g.add("ent/weblogic-jdbc-module-xml", `
<jdbc-data-source xmlns="http://xmlns.oracle.com/weblogic/jdbc-data-source">
  <name>ClaimsDS</name>
  <jdbc-driver-params>
    <url>jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora-claims.corp.acme.local)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=CLMPRD)))</url>
    <driver-name>oracle.jdbc.xa.client.OracleXADataSource</driver-name>
    <properties>
      <property><name>user</name><value>CLAIMS_OWNER</value></property>
    </properties>
    <password-encrypted>{AES256}«a»</password-encrypted>
  </jdbc-driver-params>
  <jdbc-data-source-params><jndi-name>jdbc/ClaimsDS</jndi-name></jdbc-data-source-params>
</jdbc-data-source>
`, V{"a": g.entWLS()}, "oracle.jdbc.xa.client.OracleXADataSource", "jdbc/ClaimsDS", "CLAIMS_OWNER")

	g.add("ent/weblogic-wlst-connect", `
$ $MW_HOME/oracle_common/common/bin/wlst.sh
Initializing WebLogic Scripting Tool (WLST) ...
wls:/offline> connect('weblogic', '«a»', 't3://wlsadm01.corp.acme.local:7001')
Connecting to t3://wlsadm01.corp.acme.local:7001 with userid weblogic ...
Successfully connected to Admin Server "AdminServer" that belongs to domain "soa_domain".
wls:/soa_domain/serverConfig/> storeUserConfig('/home/oracle/.wls/wlsadm-config.secure', '/home/oracle/.wls/wlsadm-key.secure')
Creating the key file can reduce the security of your system if it is not kept in a secured location after it is created. Do you want to create the key file? y or ny
The username and password that were used for this WebLogic Server connection are stored in /home/oracle/.wls/wlsadm-config.secure and /home/oracle/.wls/wlsadm-key.secure.
`, V{"a": g.entHuman()}, "t3://wlsadm01.corp.acme.local:7001", "/home/oracle/.wls/wlsadm-key.secure")

	g.add("ent/weblogic-encrypt-utility", `
$ . $DOMAIN_HOME/bin/setDomainEnv.sh
$ java weblogic.security.Encrypt '«a»'
{AES256}«b»
`, V{"a": g.entGen(), "b": g.entWLS()}, "weblogic.security.Encrypt")

	xp := g.entHuman()
	g.add("ent/websphere-security-xml-xor", `
$ grep -n 'xor' /opt/IBM/WebSphere/AppServer/profiles/Dmgr01/config/cells/acmeCell01/security.xml
112:  <authDataEntries xmi:id="JAASAuthData_1571832455612" alias="acmeCellManager01/DB2_CLAIMS" userId="db2clm" password="{xor}«a»" description="Claims DB2"/>
118:  <userRegistries xmi:type="security:LDAPUserRegistry" xmi:id="LDAPUserRegistry_1" serverId="uid=wasbind,ou=svc,o=acme" serverPassword="{xor}«b»" realm="ldap.acme.local:389" type="IBM_DIRECTORY_SERVER"/>
`, V{"a": entXor(xp), "b": entXor(g.entGenAN())}, "acmeCellManager01/DB2_CLAIMS", "JAASAuthData_1571832455612", "uid=wasbind,ou=svc,o=acme")

	wp := g.entHuman()
	g.add("ent/websphere-xor-decode-chat", `
found the old DB2 alias in security.xml: password="{xor}«b»"
that's not encryption, it's xor with underscore. decoded:
$ python3 -c "import base64;print(bytes(c^0x5f for c in base64.b64decode('«b»')).decode())"
«a»
so db2clm's password is still the one from the 2019 migration, we should rotate it
`, V{"b": entXor(wp), "a": wp}, "xor with underscore")

	g.add("ent/websphere-wsadmin-and-soap-props", `
$ /opt/IBM/WebSphere/AppServer/profiles/AppSrv01/bin/wsadmin.sh -lang jython -conntype SOAP \
    -host wasdmgr01.corp.acme.local -port 8879 -user wasadmin -password '«a»' -f deployClaims.py
WASX7209I: Connected to process "dmgr" on node acmeCellManager01 using SOAP connector;  The type of process is: DeploymentManager
$ grep -A1 loginUserid ../properties/soap.client.props
com.ibm.SOAP.loginUserid=wasadmin
com.ibm.SOAP.loginPassword={xor}«b»
`, V{"a": g.entHuman(), "b": entXor(g.entHuman())}, "WASX7209I", "com.ibm.SOAP.loginUserid=wasadmin", "wasdmgr01.corp.acme.local")

	g.add("ent/websphere-jython-create-jaas-alias", `
# createAuthAlias.py  (run with wsadmin -f)
security = AdminConfig.getid('/Cell:acmeCell01/Security:/')
attrs = [['alias', 'MQ_CLAIMS_ALIAS'], ['userId', 'mqclaims'], ['password', '«a»'],
         ['description', 'Claims queue manager']]
AdminConfig.create('JAASAuthData', security, attrs)
AdminConfig.save()
`, V{"a": g.entGen()}, "MQ_CLAIMS_ALIAS", "AdminConfig.create('JAASAuthData', security, attrs)")

	g.add("ent/glassfish-asadmin-passwordfile", `
$ cat /home/gfadmin/.gfpass
AS_ADMIN_PASSWORD=«a»
AS_ADMIN_ALIASPASSWORD=«b»
$ asadmin --user admin --passwordfile /home/gfadmin/.gfpass create-password-alias ordersdb-pw
Command create-password-alias executed successfully.
$ asadmin --user admin --passwordfile /home/gfadmin/.gfpass create-jdbc-connection-pool \
    --datasourceclassname org.postgresql.ds.PGSimpleDataSource --restype javax.sql.DataSource \
    --property user=orders:password='${ALIAS=ordersdb-pw}':serverName=pgorders01:portNumber=5432:databaseName=orders OrdersPool
`, V{"a": g.entHuman(), "b": g.entGen()}, "${ALIAS=ordersdb-pw}", "org.postgresql.ds.PGSimpleDataSource", "OrdersPool")

	g.add("ent/glassfish-domain-xml-pool-plain", `
    <jdbc-connection-pool datasource-classname="com.mysql.cj.jdbc.MysqlDataSource" name="LegacyCrmPool" res-type="javax.sql.DataSource">
      <property name="User" value="crm"></property>
      <property name="Password" value="«a»"></property>
      <property name="URL" value="jdbc:mysql://mycrm01.corp.acme.local:3306/crm?useSSL=false"></property>
    </jdbc-connection-pool>
`, V{"a": g.entSafe()}, "LegacyCrmPool", "com.mysql.cj.jdbc.MysqlDataSource")

	op := g.entHuman()
	g.add("ent/jetty-realm-properties", `
$ cat /opt/jetty-base/etc/realm.properties
# username: password[,rolename ...]
admin: OBF:«a»,admin,user
reports: MD5:«b»,user
monitor: «c»,user
`, V{"a": entJettyOBF(op), "b": entMD5(g.entHuman()), "c": g.entSafe()},
		"# username: password[,rolename ...]")

	g.add("ent/jetty-password-tool-output", `
$ java -cp lib/jetty-util-9.4.53.v20231009.jar org.eclipse.jetty.util.security.Password keystore '«a»'
«a»
OBF:«b»
MD5:«c»
CRYPT:«d»
`, V{"a": op, "b": entJettyOBF(op), "c": entMD5(op), "d": "ke" + g.s(alAlnum+"./", 11)}, "org.eclipse.jetty.util.security.Password")
}

// ---- Spring and Java application configuration ----

func (g *G) entSpring() {
	g.add("ent/spring-application-yml-mixed-jasypt", `
spring:
  datasource:
    url: jdbc:oracle:thin:@//ora-prd-scan.corp.acme.local:1521/PAYPRD
    username: PAY_APP
    password: «_e»
  rabbitmq:
    host: mq01.corp.acme.local
    username: payments
    password: «a»
  mail:
    host: smtp.corp.acme.local
    username: noreply-payments
    password: ${SMTP_PASSWORD}
jasypt:
  encryptor:
    algorithm: PBEWITHHMACSHA512ANDAES_256
    iv-generator-classname: org.jasypt.iv.RandomIvGenerator
`, V{"_e": g.entJasypt(), "a": g.entHuman()}, "${SMTP_PASSWORD}", "PAY_APP", "PBEWITHHMACSHA512ANDAES_256")

	g.add("ent/spring-jasypt-run-with-password", docBT(`
$ java -Djasypt.encryptor.password=«a» -jar payments-service-3.2.1.jar --spring.profiles.active=prod
  .   ____          _            __ _ _
 /\\ / ___'_ __ _ _(_)_ __  __ _ \ \ \ \
( ( )\___ | '_ | '_| | '_ \/ _ˋ | \ \ \ \
 \\/  ___)| |_)| | | | | || (_| |  ) ) ) )
  '  |____| .__|_| |_|_| |_\__, | / / / /
 =========|_|==============|___/=/_/_/_/
 :: Spring Boot ::                (v3.2.4)
2024-05-14 10:02:11.412  INFO 4411 --- [main] c.u.j.EnableEncryptablePropertiesConfiguration : Bootstraping jasypt-string-boot auto configuration in context: application-1
`), V{"a": g.entGenAN()}, "EnableEncryptablePropertiesConfiguration", "payments-service-3.2.1.jar")

	g.add("ent/spring-jasypt-encrypt-cli", `
$ java -cp ~/.m2/repository/org/jasypt/jasypt/1.9.3/jasypt-1.9.3.jar org.jasypt.intf.cli.JasyptPBEStringEncryptionCLI \
    input='«a»' password=«b» algorithm=PBEWithMD5AndDES

----ENVIRONMENT-----------------

Runtime: Eclipse Adoptium OpenJDK 64-Bit Server VM 17.0.10+7

----ARGUMENTS-------------------

algorithm: PBEWithMD5AndDES
input: «a»
password: «b»

----OUTPUT----------------------

«_c»
`, V{"a": g.entHuman(), "b": g.entGenAN(), "_c": g.b64(24)}, "org.jasypt.intf.cli.JasyptPBEStringEncryptionCLI")

	g.add("ent/spring-application-properties-legacy", `
# application-prod.properties (claims-batch)
spring.datasource.url=jdbc:db2://db2prd01.corp.acme.local:50000/CLAIMS:currentSchema=CLM;
spring.datasource.username=clmbatch
spring.datasource.password=«a»
spring.datasource.driver-class-name=com.ibm.db2.jcc.DB2Driver
app.sftp.host=mft.partner-bank.example
app.sftp.user=acme_claims
app.sftp.password=«b»
app.sftp.known-hosts=/etc/claims/known_hosts
management.endpoints.web.exposure.include=health,info
`, V{"a": g.entMF(), "b": g.entHuman()}, "com.ibm.db2.jcc.DB2Driver", "clmbatch", "/etc/claims/known_hosts")

	g.add("ent/spring-actuator-env-masked", `
$ curl -s http://claims-batch01:8081/actuator/env/spring.datasource.password | jq .
{
  "property": {
    "source": "Config resource 'class path resource [application-prod.properties]' via location 'optional:classpath:/'",
    "value": "******"
  },
  "activeProfiles": ["prod"]
}
$ curl -s http://claims-batch01:8081/actuator/env | jq -r '.propertySources[].properties | to_entries[] | select(.key|test("password")) | .key+"="+.value.value'
spring.datasource.password=******
app.sftp.password=******
`, nil, `"value": "******"`, "spring.datasource.password=******", "app.sftp.password=******")

	g.add("ent/spring-cloud-config-server-cipher", `
$ curl -s http://config.corp.acme.local:8888/encrypt -d '«a»'
«_c»
$ cat payments-prod.yml
spring:
  datasource:
    password: '{cipher}«_c»'
`, V{"a": g.entHuman(), "_c": g.hex(160)}, "http://config.corp.acme.local:8888/encrypt")

	g.add("ent/java-jndi-ldap-context", `
    Hashtable<String, String> env = new Hashtable<>();
    env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
    env.put(Context.PROVIDER_URL, "ldaps://ad.corp.acme.local:636/DC=corp,DC=acme,DC=local");
    env.put(Context.SECURITY_AUTHENTICATION, "simple");
    env.put(Context.SECURITY_PRINCIPAL, "svc-hrportal@corp.acme.local");
    env.put(Context.SECURITY_CREDENTIALS, "«a»"); // TODO move to vault before go-live
    DirContext ctx = new InitialDirContext(env);
`, V{"a": g.entHuman()}, "com.sun.jndi.ldap.LdapCtxFactory", "svc-hrportal@corp.acme.local")

	g.add("ent/java-hardcoded-jdbc-drivermanager", `
public class LegacyExtract {
    private static final String URL = "jdbc:oracle:thin:@oraedw01.corp.acme.local:1521:EDWPRD";
    private static final String USER = "EDW_READ";
    private static final String PASS = "«a»";

    public static void main(String[] args) throws Exception {
        Class.forName("oracle.jdbc.driver.OracleDriver");
        try (Connection c = DriverManager.getConnection(URL, USER, PASS)) {
            // ...
        }
    }
}
`, V{"a": g.entMF()}, "oracle.jdbc.driver.OracleDriver", "EDW_READ", "oraedw01.corp.acme.local:1521:EDWPRD")

	g.add("ent/java-keystore-keytool-storepass", `
$ keytool -importkeystore -srckeystore claims-prod.p12 -srcstoretype PKCS12 -srcstorepass «a» \
    -destkeystore /opt/tomcat/conf/claims.jks -deststorepass «b» -alias claims
Importing keystore claims-prod.p12 to /opt/tomcat/conf/claims.jks...
$ grep -o 'keystorePass="[^"]*"' /opt/tomcat/conf/server.xml
keystorePass="«b»"
`, V{"a": g.entGenAN(), "b": g.entSafe()}, "/opt/tomcat/conf/claims.jks")

	g.add("ent/spring-boot-env-vars-k8s-legacy", `
        env:
        - name: SPRING_DATASOURCE_URL
          value: jdbc:sqlserver://sqlhr01.corp.acme.local:1433;databaseName=HR
        - name: SPRING_DATASOURCE_USERNAME
          value: hr_api
        - name: SPRING_DATASOURCE_PASSWORD
          value: "«a»"
        - name: JASYPT_ENCRYPTOR_PASSWORD
          value: "«b»"
`, V{"a": g.entHuman(), "b": g.entGenAN()}, "SPRING_DATASOURCE_USERNAME", "hr_api")
}

// ---- Oracle ----

func (g *G) entOracle() {
	g.add("ent/oracle-tnsnames-benign", `
$ cat $ORACLE_HOME/network/admin/tnsnames.ora
ORDPRD =
  (DESCRIPTION =
    (ADDRESS = (PROTOCOL = TCP)(HOST = ora-prd-scan.corp.acme.local)(PORT = 1521))
    (CONNECT_DATA = (SERVER = DEDICATED)(SERVICE_NAME = ORDPRD.corp.acme.local))
  )
EDWPRD =
  (DESCRIPTION =
    (ADDRESS_LIST = (ADDRESS = (PROTOCOL = TCPS)(HOST = oraedw01.corp.acme.local)(PORT = 2484)))
    (CONNECT_DATA = (SID = EDWPRD))
    (SECURITY = (SSL_SERVER_CERT_DN = "CN=oraedw01.corp.acme.local,OU=DBA,O=Acme Corp,C=US"))
  )
`, nil, "ora-prd-scan.corp.acme.local", "SERVICE_NAME = ORDPRD.corp.acme.local", `SSL_SERVER_CERT_DN = "CN=oraedw01.corp.acme.local,OU=DBA,O=Acme Corp,C=US"`)

	g.add("ent/oracle-sqlplus-user-pass-tns", `
[oracle@orabatch01 ~]$ sqlplus -s ORDERS_APP/«a»@ORDPRD @/u01/scripts/purge_stale_orders.sql

PL/SQL procedure successfully completed.

[oracle@orabatch01 ~]$ sqlplus / as sysdba
SQL*Plus: Release 19.0.0.0.0 - Production on Tue May 14 03:00:01 2024
Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
`, V{"a": g.entSafe()}, "sqlplus / as sysdba", "/u01/scripts/purge_stale_orders.sql")

	qp := g.entDollar()
	g.add("ent/oracle-sqlplus-quoted-special-password", `
$ sqlplus 'SYSTEM/"«a»"@//ora-hr.corp.acme.local:1521/HRPRD'
ERROR:
ORA-01017: invalid username/password; logon denied
$ sqlplus "SYSTEM/\"«b»\"@//ora-hr.corp.acme.local:1521/HRPRD"
Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
`, V{"a": qp, "b": strings.ReplaceAll(qp, "$", `\$`)}, "ORA-01017: invalid username/password; logon denied", "ora-hr.corp.acme.local:1521/HRPRD")

	g.add("ent/oracle-sqlldr-control-userid", `
$ cat load_vendor_invoices.sh
#!/bin/ksh
. /home/oracle/.profile
sqlldr userid=AP_STAGE/«a»@FINPRD control=/u01/ap/ctl/vendor_invoices.ctl \
       data=/u01/ap/in/VENDOR_INV_$(date +%Y%m%d).dat log=/u01/ap/log/vi.log bad=/u01/ap/bad/vi.bad \
       direct=true errors=500
`, V{"a": g.entMF()}, "/u01/ap/ctl/vendor_invoices.ctl", "direct=true errors=500")

	g.add("ent/oracle-expdp-parfile", `
$ cat /u01/dpump/exp_hr_full.par
USERID="system/«a»@HRPRD"
DIRECTORY=DP_EXPORT
DUMPFILE=hr_full_%U.dmp
LOGFILE=hr_full_exp.log
SCHEMAS=HR,HR_AUDIT
PARALLEL=4
ENCRYPTION=ALL
ENCRYPTION_PASSWORD=«b»
ENCRYPTION_MODE=PASSWORD
COMPRESSION=ALL
`, V{"a": g.entHuman(), "b": g.entGenAN()}, "DIRECTORY=DP_EXPORT", "SCHEMAS=HR,HR_AUDIT")

	g.add("ent/oracle-impdp-remap-command", `
$ impdp \"/ as sysdba\" directory=DP_IMPORT dumpfile=fin_%U.dmp remap_schema=FIN:FIN_UAT \
    encryption_password=«a» table_exists_action=replace logfile=fin_imp.log
Import: Release 19.0.0.0.0 - Production on Wed May 15 22:14:07 2024
Master table "SYS"."SYS_IMPORT_FULL_01" successfully loaded/unloaded
`, V{"a": g.entGenAN()}, "remap_schema=FIN:FIN_UAT", `"SYS"."SYS_IMPORT_FULL_01"`)

	g.add("ent/oracle-mkstore-create-credential", `
$ mkstore -wrl /u01/app/oracle/wallet -createCredential ORDPRD ORDERS_APP «a»
Oracle Secret Store Tool Release 19.0.0.0.0 - Production
Version 19.4.0.0.0
Copyright (c) 2004, 2023, Oracle and/or its affiliates. All rights reserved.

Enter wallet password:
$ mkstore -wrl /u01/app/oracle/wallet -listCredential
List credential (index: connect_string username)
1: ORDPRD ORDERS_APP
`, V{"a": g.entSafe()}, "1: ORDPRD ORDERS_APP", "/u01/app/oracle/wallet")

	g.add("ent/oracle-mkstore-view-entry", `
$ mkstore -wrl /u01/app/oracle/wallet -viewEntry oracle.security.client.password1 <<< '«w»'
Oracle Secret Store Tool Release 19.0.0.0.0 - Production
Enter wallet password:
oracle.security.client.password1 = «a»
$ mkstore -wrl /u01/app/oracle/wallet -viewEntry oracle.security.client.username1
oracle.security.client.username1 = ORDERS_APP
`, V{"w": g.entHuman(), "a": g.entSafe()}, "oracle.security.client.username1 = ORDERS_APP")

	g.add("ent/oracle-wallet-sqlnet-benign", `
$ cat $TNS_ADMIN/sqlnet.ora
WALLET_LOCATION = (SOURCE = (METHOD = FILE)(METHOD_DATA = (DIRECTORY = /u01/app/oracle/wallet)))
SQLNET.WALLET_OVERRIDE = TRUE
SSL_CLIENT_AUTHENTICATION = FALSE
$ ls -l /u01/app/oracle/wallet
-rw------- 1 oracle oinstall 4389 May 14 09:02 cwallet.sso
-rw------- 1 oracle oinstall 4344 May 14 09:02 ewallet.p12
$ sqlplus /@ORDPRD
Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
`, nil, "SQLNET.WALLET_OVERRIDE = TRUE", "sqlplus /@ORDPRD", "cwallet.sso")

	g.add("ent/oracle-ebs-fndcpass", `
[applmgr@ebsapp01 ~]$ FNDCPASS apps/«a» 0 Y system/«b» SYSTEM APPLSYS «c»
Log filename : L8123456.log
Report filename : O8123456.out
[applmgr@ebsapp01 ~]$ FNDCPASS apps/«c» 0 Y system/«b» USER SYSADMIN «d»
`, V{"a": g.entMF(), "b": g.entMF(), "c": g.entMF(), "d": g.entHuman()}, "Log filename : L8123456.log", "ebsapp01")

	g.add("ent/oracle-ebs-adop-prompts", `
$ adop phase=prepare
Enter the APPS password: 
Enter the SYSTEM password: 
Enter the WLSADMIN password: 
Validating credentials.
$ grep -i s_apps_pwd $CONTEXT_FILE
$ echo "apps pwd for patching is «a», weblogic «b» -- see KB in confluence" >> ~/notes_cutover.txt
`, V{"a": g.entMF(), "b": g.entHuman()}, "Enter the APPS password: ", "adop phase=prepare")

	g.add("ent/oracle-apex-ords-users", `
SQL> ALTER USER APEX_PUBLIC_USER IDENTIFIED BY "«a»" ACCOUNT UNLOCK;
User altered.
SQL> ALTER USER ORDS_PUBLIC_USER IDENTIFIED BY "«b»" ACCOUNT UNLOCK;
User altered.
SQL> @apxchpwd.sql
================================================================================
This script can be used to change the password of an Application Express
instance administrator. If the user does not yet exist, a user record will be
created.
================================================================================
Enter the administrator's username [ADMIN]
User "ADMIN" exists.
Enter ADMIN's email [ADMIN]
Enter ADMIN's password []
Changed password of instance administrator ADMIN.
`, V{"a": g.entGenAN(), "b": g.entGenAN()}, "Changed password of instance administrator ADMIN.")

	g.add("ent/oracle-create-database-link", `
SQL> CREATE DATABASE LINK EDW_LINK CONNECT TO EDW_READ IDENTIFIED BY "«a»"
  2  USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=oraedw01.corp.acme.local)(PORT=1521))(CONNECT_DATA=(SID=EDWPRD)))';
Database link created.
SQL> select db_link, username, host from user_db_links;
DB_LINK      USERNAME   HOST
------------ ---------- ------------------------------
EDW_LINK     EDW_READ   (DESCRIPTION=(ADDRESS=(PROTOC
`, V{"a": g.entMF()}, "EDW_LINK     EDW_READ")

	g.add("ent/oracle-user-dollar-verifiers", `
SQL> select name, spare4 from sys.user$ where name in ('ORDERS_APP','EDW_READ');
NAME          SPARE4
------------- --------------------------------------------------------------------------------
ORDERS_APP    S:«a»;T:«b»
EDW_READ      S:«c»
`, V{"a": g.entHexU(60), "b": g.entHexU(160), "c": g.entHexU(60)}, "ORDERS_APP")

	g.add("ent/oracle-orapwd-and-rman", `
$ orapwd file=$ORACLE_HOME/dbs/orapwORDPRD1 password=«a» entries=10 format=12.2 force=y
$ rman target sys/«b»@ORDPRD auxiliary sys/«b»@ORDSTBY
Recovery Manager: Release 19.0.0.0.0 - Production
connected to target database: ORDPRD (DBID=«_d»)
connected to auxiliary database: ORDPRD (not mounted)
`, V{"a": g.entGen(), "b": g.entSafe(), "_d": g.digits(10)}, "format=12.2 force=y")

	g.add("ent/oracle-goldengate-credentialstore", `
GGSCI (ogg01) 1> ADD CREDENTIALSTORE
Credential store created.
GGSCI (ogg01) 2> ALTER CREDENTIALSTORE ADD USER c##ggadmin@ORDPRD PASSWORD «a» ALIAS ggsrc DOMAIN OracleGoldenGate
Credential store altered.
GGSCI (ogg01) 3> INFO CREDENTIALSTORE
Domain: OracleGoldenGate
  Alias: ggsrc
  Userid: c##ggadmin@ORDPRD
`, V{"a": g.entGenAN()}, "Userid: c##ggadmin@ORDPRD", "Domain: OracleGoldenGate")
}

// ---- SQL Server and IIS ----

func (g *G) entMSSQL() {
	g.add("ent/mssql-sqlcmd-sa", `
C:\Deploy> sqlcmd -S SQLCLUS01\CLAIMS,1433 -U sa -P «a» -d Claims -i .\migrations\0142_add_adjuster_idx.sql -b
Changed database context to 'Claims'.
(1 rows affected)
`, V{"a": g.entHuman()}, `SQLCLUS01\CLAIMS,1433`, "0142_add_adjuster_idx.sql")

	g.add("ent/mssql-linked-server-login", `
EXEC master.dbo.sp_addlinkedserver @server = N'AS400PROD', @srvproduct = N'DB2', @provider = N'MSDASQL',
     @datasrc = N'AS400_PROD_DSN';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'AS400PROD', @useself = N'False',
     @locallogin = NULL, @rmtuser = N'SQLLINK', @rmtpassword = N'«a»';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'ORA_EDW', @useself = N'False',
     @locallogin = N'ACME\svc_ssis', @rmtuser = N'EDW_READ', @rmtpassword = N'«b»';
`, V{"a": g.entMF(), "b": g.entMF()}, "@datasrc = N'AS400_PROD_DSN'", "@rmtuser = N'SQLLINK'")

	g.add("ent/mssql-ssis-dtsconfig", `
<?xml version="1.0"?>
<DTSConfiguration>
  <DTSConfigurationHeading>
    <DTSConfigurationFileInfo GeneratedBy="ACME\jnovak" GeneratedFromPackageName="LoadClaims" GeneratedFromPackageID="«_id»" GeneratedDate="3/14/2019 4:12:55 PM"/>
  </DTSConfigurationHeading>
  <Configuration ConfiguredType="Property" Path="\Package.Connections[ClaimsDW].Properties[ConnectionString]" ValueType="String">
    <ConfiguredValue>Data Source=SQLDW01;User ID=ssis_loader;Password=«a»;Initial Catalog=ClaimsDW;Provider=SQLNCLI11.1;Persist Security Info=True;</ConfiguredValue>
  </Configuration>
  <Configuration ConfiguredType="Property" Path="\Package.Connections[PartnerFTP].Properties[ServerPassword]" ValueType="String">
    <ConfiguredValue>«b»</ConfiguredValue>
  </Configuration>
</DTSConfiguration>
`, V{"_id": g.entGUID(), "a": g.entSafe(), "b": g.entHuman()}, "Provider=SQLNCLI11.1", "GeneratedFromPackageName=\"LoadClaims\"")

	g.add("ent/mssql-dtexec-package-password", `
C:\> dtexec /F "D:\SSIS\Packages\ExportGL.dtsx" /De «a» /SET \Package.Variables[User::RunDate].Properties[Value];2024-05-31 /REP EW
Microsoft (R) SQL Server Execute Package Utility
Version 15.0.2000.5 for 64-bit
Started:  11:02:44 PM
DTExec: The package execution returned DTSER_SUCCESS (0).
`, V{"a": g.entGenAN()}, "DTSER_SUCCESS (0)", `D:\SSIS\Packages\ExportGL.dtsx`)

	g.add("ent/mssql-web-config-connectionstrings-plain", `
<configuration>
  <connectionStrings>
    <add name="ClaimsEntities" connectionString="metadata=res://*/ClaimsModel.csdl|res://*/ClaimsModel.ssdl|res://*/ClaimsModel.msl;provider=System.Data.SqlClient;provider connection string=&quot;data source=SQLCLUS01\CLAIMS;initial catalog=Claims;user id=claims_web;password=«a»;MultipleActiveResultSets=True;App=EntityFramework&quot;" providerName="System.Data.EntityClient" />
    <add name="AuditDb" connectionString="Server=SQLAUD01;Database=Audit;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="SmtpUser" value="claims-notify@acme.com" />
    <add key="SmtpPassword" value="«b»" />
    <add key="ReportServerUrl" value="http://ssrs01/ReportServer" />
  </appSettings>
</configuration>
`, V{"a": g.entSafe(), "b": g.entXMLEsc()}, "Integrated Security=SSPI;", "claims-notify@acme.com", "http://ssrs01/ReportServer")

	g.add("ent/mssql-web-config-protected-section", `
  <connectionStrings configProtectionProvider="DataProtectionConfigurationProvider">
    <EncryptedData>
      <CipherData>
        <CipherValue>«_c»</CipherValue>
      </CipherData>
    </EncryptedData>
  </connectionStrings>
  <appSettings configProtectionProvider="RsaProtectedConfigurationProvider">
    <EncryptedData Type="http://www.w3.org/2001/04/xmlenc#Element" xmlns="http://www.w3.org/2001/04/xmlenc#">
      <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc" />
      <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">
        <EncryptedKey xmlns="http://www.w3.org/2001/04/xmlenc#">
          <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p" />
          <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><KeyName>Rsa Key</KeyName></KeyInfo>
          <CipherData><CipherValue>«_k»</CipherValue></CipherData>
        </EncryptedKey>
      </KeyInfo>
      <CipherData><CipherValue>«_v»</CipherValue></CipherData>
    </EncryptedData>
  </appSettings>
`, V{"_c": g.b64(300), "_k": g.b64(256), "_v": g.b64(208)}, "RsaProtectedConfigurationProvider")

	g.add("ent/mssql-aspnet-regiis-decrypt-output", `
C:\Windows\Microsoft.NET\Framework64\v4.0.30319> aspnet_regiis -pdf "connectionStrings" "D:\inetpub\claims"
Microsoft (R) ASP.NET RegIIS version 4.0.30319.0
Decrypting configuration section...
Succeeded!
C:\> type D:\inetpub\claims\web.config | findstr /i "password"
    <add name="Claims" connectionString="Data Source=SQLCLUS01\CLAIMS;Initial Catalog=Claims;User ID=claims_web;Password=«a»" />
`, V{"a": g.entGen()}, "Decrypting configuration section...", "User ID=claims_web")

	g.add("ent/mssql-machinekey-web-config", `
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <machineKey validationKey="«a»" decryptionKey="«b»" validation="HMACSHA256" decryption="AES" />
    <authentication mode="Forms">
      <forms loginUrl="~/Account/Login" timeout="2880" name=".CLAIMSAUTH" />
    </authentication>
  </system.web>
`, V{"a": g.entHexU(128), "b": g.entHexU(64)}, `validation="HMACSHA256"`, ".CLAIMSAUTH")

	g.add("ent/mssql-machinekey-autogenerate-benign", `
    <machineKey validationKey="AutoGenerate,IsolateApps" decryptionKey="AutoGenerate,IsolateApps" validation="SHA1" decryption="Auto" />
    <sessionState mode="SQLServer" sqlConnectionString="Data Source=SQLSESS01;Integrated Security=SSPI" cookieless="false" timeout="20" />
`, nil, `validationKey="AutoGenerate,IsolateApps"`, "Data Source=SQLSESS01;Integrated Security=SSPI")

	g.add("ent/iis-applicationhost-enc-vs-plain", `
C:\> findstr /n "password" %windir%\System32\inetsrv\config\applicationHost.config
212:                <processModel identityType="SpecificUser" userName="ACME\svc_claims_pool" password="[enc:IISWASOnlyCngProvider:«_e»:enc]" />
488:            <virtualDirectory path="/scans" physicalPath="\\fs02\scans$" userName="ACME\svc_scans" password="«a»" />
`, V{"_e": g.b64(96), "a": g.entHuman()}, `userName="ACME\svc_claims_pool"`, `physicalPath="\\fs02\scans$"`)

	g.add("ent/iis-appcmd-list-apppool-text", `
C:\> %windir%\system32\inetsrv\appcmd.exe list apppool "ClaimsPool" /text:processModel.password
«a»
C:\> %windir%\system32\inetsrv\appcmd.exe list apppool "ClaimsPool" /text:processModel.userName
ACME\svc_claims_pool
C:\> appcmd set vdir "Default Web Site/scans" -userName:ACME\svc_scans -password:«b»
VDIR object "Default Web Site/scans" changed
`, V{"a": g.entGen(), "b": g.entSafe()}, `VDIR object "Default Web Site/scans" changed`, `ACME\svc_claims_pool`)

	g.add("ent/mssql-create-login-and-keys", `
USE master;
CREATE LOGIN [reporting_ro] WITH PASSWORD = N'«a»', CHECK_POLICY = ON, DEFAULT_DATABASE = [Claims];
CREATE MASTER KEY ENCRYPTION BY PASSWORD = '«b»';
CREATE CERTIFICATE TDE_Claims_2024 WITH SUBJECT = 'TDE certificate for Claims';
BACKUP CERTIFICATE TDE_Claims_2024 TO FILE = 'E:\TDE\TDE_Claims_2024.cer'
    WITH PRIVATE KEY (FILE = 'E:\TDE\TDE_Claims_2024.pvk', ENCRYPTION BY PASSWORD = '«c»');
`, V{"a": g.entHuman(), "b": g.entGen(), "c": g.entGen()}, "TDE_Claims_2024", "[reporting_ro]")

	g.add("ent/mssql-sql-logins-password-hash", `
1> SELECT name, password_hash FROM sys.sql_logins WHERE is_disabled = 0;
2> GO
name                 password_hash
-------------------- ------------------------------------------------------------------------------------------------------------------------------------------------
sa                   0x0200«a»
claims_web           0x0200«b»
##MS_PolicyTsqlExecutionLogin## NULL
`, V{"a": g.entHexU(136), "b": g.entHexU(136)}, "##MS_PolicyTsqlExecutionLogin## NULL")

	g.add("ent/mssql-bcp-and-invoke-sqlcmd", `
PS C:\Jobs> bcp "SELECT * FROM Claims.dbo.Adjuster" queryout D:\out\adjuster.csv -c -t, -S SQLCLUS01\CLAIMS -U etl_export -P «a»
Starting copy...
1842 rows copied.
PS C:\Jobs> Invoke-Sqlcmd -ServerInstance "SQLDW01" -Database ClaimsDW -Username etl_export -Password "«a»" -Query "EXEC dbo.usp_RefreshMarts"
`, V{"a": g.entSafe()}, "EXEC dbo.usp_RefreshMarts", "1842 rows copied.")

	g.add("ent/mssql-agent-job-step-benign", `
EXEC msdb.dbo.sp_add_jobstep @job_name = N'Nightly GL export', @step_name = N'Run SSIS',
     @subsystem = N'SSIS', @proxy_name = N'SSIS_Proxy_FinShare',
     @command = N'/ISSERVER "\"\SSISDB\Finance\GL\ExportGL.dtsx\"" /SERVER "\"SQLDW01\"" /ENVREFERENCE 3 /Par "\"$ServerOption::SYNCHRONIZED(Boolean)\"";True /CALLERINFO SQLAGENT /REPORTING E';
-- proxy credential created by DBA team: CREATE CREDENTIAL FinShareCred WITH IDENTITY = 'ACME\svc_finshare', SECRET = '<in CyberArk>';
`, nil, "SSIS_Proxy_FinShare", "SECRET = '<in CyberArk>'", "/ENVREFERENCE 3")
}

// entXMLEsc is the XML-escaped form of a password with & or <.
func (g *G) entXMLEsc() string { _, e := g.entXMLPw(); return e }

// ---- SAP ----

func (g *G) entSAP() {
	g.add("ent/sap-hdbuserstore-set", `
hdbadm@hanaprd01:/usr/sap/HDB/HDB00> hdbuserstore SET BACKUPKEY hanaprd01:30013@SYSTEMDB BACKUP_OPERATOR «a»
hdbadm@hanaprd01:/usr/sap/HDB/HDB00> hdbuserstore LIST BACKUPKEY
DATA FILE       : /usr/sap/HDB/home/.hdb/hanaprd01/SSFS_HDB.DAT
KEY FILE        : /usr/sap/HDB/home/.hdb/hanaprd01/SSFS_HDB.KEY

KEY BACKUPKEY
  ENV : hanaprd01:30013
  USER: BACKUP_OPERATOR
  DATABASE: SYSTEMDB
`, V{"a": g.entGen()}, "ENV : hanaprd01:30013", "USER: BACKUP_OPERATOR", "/usr/sap/HDB/home/.hdb/hanaprd01/SSFS_HDB.DAT")

	g.add("ent/sap-hdbuserstore-list-benign", `
hdbadm@hanaprd01:~> hdbuserstore list
DATA FILE       : /usr/sap/HDB/home/.hdb/hanaprd01/SSFS_HDB.DAT
KEY FILE        : /usr/sap/HDB/home/.hdb/hanaprd01/SSFS_HDB.KEY

KEY DEFAULT
  ENV : hanaprd01:30015
  USER: SAPHANADB
KEY SLDKEY
  ENV : hanaprd01:30015
  USER: SLD_DS_USER
`, nil, "USER: SAPHANADB", "KEY SLDKEY", "SLD_DS_USER")

	g.add("ent/sap-hdbsql-inline-password", `
$ /usr/sap/hdbclient/hdbsql -n hanaprd01:30015 -i 00 -d HDB -u SYSTEM -p «a» "SELECT VERSION FROM M_DATABASE"
VERSION
"2.00.070.00.1679989823"
1 row selected (overall time 2531 usec; server time 118 usec)
`, V{"a": g.entHuman()}, `"2.00.070.00.1679989823"`, "hanaprd01:30015")

	g.add("ent/sap-sapnwrfc-ini", `
$ cat /etc/sap/sapnwrfc.ini
DEST=ECC_PRD
ASHOST=sapecc01.corp.acme.local
SYSNR=00
CLIENT=100
USER=RFC_INTEG
PASSWD=«a»
LANG=EN
TRACE=0

DEST=BW_QAS
MSHOST=sapbwq-ms.corp.acme.local
GROUP=PUBLIC
R3NAME=BWQ
CLIENT=200
USER=RFC_BWQ
PASSWD=«b»
`, V{"a": g.entMF(), "b": g.entSafe()}, "ASHOST=sapecc01.corp.acme.local", "USER=RFC_INTEG", "R3NAME=BWQ")

	g.add("ent/sap-jco-destination-properties", `
# ECC_PRD.jcoDestination
jco.client.ashost=sapecc01.corp.acme.local
jco.client.sysnr=00
jco.client.client=100
jco.client.user=RFC_PORTAL
jco.client.passwd=«a»
jco.client.lang=en
jco.destination.pool_capacity=3
jco.destination.peak_limit=10
`, V{"a": g.entHuman()}, "jco.client.user=RFC_PORTAL", "jco.destination.peak_limit=10")

	g.add("ent/sap-pyrfc-connection", `
from pyrfc import Connection

conn = Connection(ashost="sapecc01.corp.acme.local", sysnr="00", client="100",
                  user="RFC_INTEG", passwd="«a»", lang="EN")
result = conn.call("BAPI_USER_GET_DETAIL", USERNAME="JNOVAK")
`, V{"a": g.entMF()}, "BAPI_USER_GET_DETAIL", "RFC_INTEG")

	g.add("ent/sap-saprouttab", `
$ cat /usr/sap/saprouter/saprouttab
# SAProuter permission table
# P/S/D  source-host  dest-host  dest-service  password
P0,*  194.39.131.34  sapserv2  *
P   10.20.0.0/16  sapecc01.corp.acme.local  3200
P   *  sapbwq01.corp.acme.local  3201  «a»
D   *  *  *
`, V{"a": g.entMF()}, "194.39.131.34  sapserv2", "# P/S/D  source-host  dest-host  dest-service  password")

	g.add("ent/sap-btp-destination-json", `
{
  "Name": "S4H_ODATA",
  "Type": "HTTP",
  "URL": "https://s4h.corp.acme.local:44300",
  "Authentication": "BasicAuthentication",
  "ProxyType": "OnPremise",
  "User": "COMM_USER_ODATA",
  "Password": "«a»",
  "sap-client": "100",
  "CloudConnectorLocationId": "ACME-DC1"
}
`, V{"a": g.entGen()}, "COMM_USER_ODATA", "CloudConnectorLocationId")

	g.add("ent/sap-sapcontrol-and-rfc-test", `
$ sapcontrol -nr 00 -host sapecc01 -user prdadm «a» -function GetProcessList
14.05.2024 03:11:07
GetProcessList
OK
name, description, dispstatus, textstatus, starttime, elapsedtime, pid
disp+work, Dispatcher, GREEN, Running, 2024 05 12 22:01:45, 29:09:22, 5123
`, V{"a": g.entHuman()}, "disp+work, Dispatcher, GREEN")

	g.add("ent/sap-secure-store-benign", `
$ rsecssfx list
|---------------------------------------------------------------------------------|
| Record Key                 | Status                | Timestamp of last Update      |
|---------------------------------------------------------------------------------|
| DB_CONNECT/DEFAULT_DB_USER | Plaintext             | 2024-02-11  09:02:17  UTC      |
| DB_CONNECT/DEFAULT_DB_PASSWORD | Encrypted         | 2024-02-11  09:02:17  UTC      |
|---------------------------------------------------------------------------------|
Summary
-------
Active Records : 2 (Encrypted : 1, Plaintext : 1)
`, nil, "DB_CONNECT/DEFAULT_DB_PASSWORD", "Active Records : 2 (Encrypted : 1, Plaintext : 1)")
}

// ---- IBM: Db2, MQ, CICS, z/OS, IBM i ----

func (g *G) entIBM() {
	g.add("ent/db2-catalog-benign", `
$ db2 catalog tcpip node CLMNODE remote db2prd01.corp.acme.local server 50000
DB20000I  The CATALOG TCPIP NODE command completed successfully.
$ db2 catalog database CLAIMS as CLAIMSP at node CLMNODE authentication SERVER_ENCRYPT
DB20000I  The CATALOG DATABASE command completed successfully.
$ db2 list db directory | grep -A3 CLAIMSP
 Database alias                       = CLAIMSP
 Database name                        = CLAIMS
 Node name                            = CLMNODE
`, nil, "DB20000I  The CATALOG TCPIP NODE command completed successfully.", "authentication SERVER_ENCRYPT", "Node name                            = CLMNODE")

	g.add("ent/db2-connect-using", `
$ db2 connect to CLAIMSP user clmbatch using «a»

   Database Connection Information

 Database server        = DB2/LINUXX8664 11.5.8.0
 SQL authorization ID   = CLMBATCH
 Local database alias   = CLAIMSP

$ db2 "export to /tmp/adj.del of del select * from CLM.ADJUSTER"
`, V{"a": g.entMF()}, "DB2/LINUXX8664 11.5.8.0", "SQL authorization ID   = CLMBATCH")

	g.add("ent/db2-jcc-url-properties", `
db.url=jdbc:db2://db2zos01.corp.acme.local:446/DSNLOC01:user=CICSJDBC;password=«a»;currentSchema=POLICY;sslConnection=true;
db.pool.max=25
`, V{"a": g.entMF()}, "DSNLOC01", "currentSchema=POLICY")

	g.add("ent/zos-jcl-job-password", `
//CLMNIGHT JOB (ACCT0042),'CLAIMS NIGHTLY',CLASS=A,MSGCLASS=X,
//             NOTIFY=&SYSUID,USER=CLMBAT1,PASSWORD=«a»
//*
//STEP010  EXEC PGM=IKJEFT01,DYNAMNBR=20
//SYSTSPRT DD SYSOUT=*
//SYSTSIN  DD *
  DSN SYSTEM(DB2P)
  RUN PROGRAM(CLMEXTR) PLAN(CLMPLAN) LIB('CLM.PROD.LOADLIB')
  END
/*
`, V{"a": g.entMF()}, "CLM.PROD.LOADLIB", "NOTIFY=&SYSUID,USER=CLMBAT1")

	g.add("ent/zos-jcl-ftp-step-netrc-sysin", `
//FTPSTEP  EXEC PGM=FTP,PARM='ftp.partner-bank.example (EXIT TIMEOUT 120'
//SYSPRINT DD SYSOUT=*
//OUTPUT   DD SYSOUT=*
//INPUT    DD *
ACMEXFER
«a»
BINARY
PUT 'CLM.PROD.PAYFILE(0)' PAYFILE.DAT
QUIT
/*
`, V{"a": g.entMF()}, "PUT 'CLM.PROD.PAYFILE(0)' PAYFILE.DAT", "ACMEXFER")

	g.add("ent/zos-racf-alter-password", `
READY
ALTUSER CLMBAT1 PASSWORD(«a») NOEXPIRED
READY
ALTUSER CICSJDBC PHRASE('«b»') NOEXPIRED
READY
LISTUSER CLMBAT1
USER=CLMBAT1  NAME=CLAIMS BATCH ID  OWNER=CLMGRP  CREATED=19.084
 DEFAULT-GROUP=CLMGRP  PASSDATE=24.135 PASS-INTERVAL=N/A PHRASEDATE=N/A
`, V{"a": g.entMF(), "b": strings.ToLower(g.pick(pwWords...)) + " " + strings.ToLower(g.pick(pwWords...)) + " " + strings.ToLower(g.pick(pwWords...)) + " " + g.s(alDigit, 2)},
		"USER=CLMBAT1  NAME=CLAIMS BATCH ID  OWNER=CLMGRP")

	g.add("ent/zos-rexx-ftp-automation", `
/* REXX - push daily extract to the data lake landing zone */
ADDRESS TSO
host   = 'sftp-gw.corp.acme.local'
userid = 'ZOSXFER'
passwd = '«a»'
QUEUE userid passwd
QUEUE 'ascii'
QUEUE 'put ''CLM.PROD.EXTRACT.D'date('S')'' extract.txt'
QUEUE 'quit'
"FTP" host "(EXIT"
IF rc <> 0 THEN SAY 'FTP failed rc='rc
`, V{"a": g.entMF()}, "sftp-gw.corp.acme.local", "userid = 'ZOSXFER'")

	g.add("ent/ibmi-cl-program-rmtpwd", `
             PGM
             DCL        VAR(&PWD) TYPE(*CHAR) LEN(10) VALUE('«a»')
             RUNRMTCMD  CMD('STRSQL') RMTLOCNAME(AS400DR *IP) +
                          RMTUSER(QSECOFRDR) RMTPWD(&PWD)
             SBMJOB     CMD(CALL PGM(CLMLIB/NIGHTLY)) JOB(CLMNIGHT) +
                          USER(CLMBATCH)
             ENDPGM
`, V{"a": g.entMF()}, "RMTLOCNAME(AS400DR *IP)", "CALL PGM(CLMLIB/NIGHTLY)")

	g.add("ent/ibmi-chgusrprf-and-jt400", `
> CHGUSRPRF USRPRF(WEBSVC) PASSWORD(«a») PWDEXP(*NO)
  User profile WEBSVC changed.
$ java -cp jt400.jar com.ibm.as400.access.AS400JDBCDriver
String url = "jdbc:as400://as400prd.corp.acme.local;naming=system;libraries=CLMLIB;user=WEBSVC;password=«a»";
`, V{"a": g.entMF()}, "User profile WEBSVC changed.", "libraries=CLMLIB")

	g.add("ent/mq-mqsc-authinfo-ldap", `
$ runmqsc QMPRD01
5724-H72 (C) Copyright IBM Corp. 1994, 2023.
Starting MQSC for queue manager QMPRD01.

DEFINE AUTHINFO(CORP.LDAP) AUTHTYPE(IDPWLDAP) CONNAME('ldap.corp.acme.local(636)') +
  LDAPUSER('CN=svc-mq-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=local') LDAPPWD('«a»') +
  SECCOMM(YES) SHORTUSR('sAMAccountName') BASEDNU('OU=Users,DC=corp,DC=acme,DC=local') REPLACE
     1 : DEFINE AUTHINFO(CORP.LDAP) AUTHTYPE(IDPWLDAP) ...
AMQ8563I: IBM MQ authentication information object created.
`, V{"a": g.entHuman()}, "AMQ8563I: IBM MQ authentication information object created.", "CN=svc-mq-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=local")

	g.add("ent/mq-chlauth-benign", `
DISPLAY CHLAUTH(CLAIMS.SVRCONN) ALL
AMQ8878I: Display channel authentication record details.
   CHLAUTH(CLAIMS.SVRCONN)                 TYPE(ADDRESSMAP)
   DESCR( )                                CUSTOM( )
   ADDRESS(10.40.*)                        MCAUSER(clmapp)
   USERSRC(MAP)                            CHCKCLNT(REQUIRED)
   ALTDATE(2024-03-02)                     ALTTIME(11.04.12)
DISPLAY QMGR CONNAUTH
     1 : DISPLAY QMGR CONNAUTH
AMQ8408I: Display Queue Manager details.
   QMNAME(QMPRD01)                         CONNAUTH(CORP.LDAP)
`, nil, "CHLAUTH(CLAIMS.SVRCONN)", "CHCKCLNT(REQUIRED)", "CONNAUTH(CORP.LDAP)")

	g.add("ent/mq-jms-connection-factory-code", `
    MQConnectionFactory cf = new MQConnectionFactory();
    cf.setHostName("mqprd01.corp.acme.local");
    cf.setPort(1414);
    cf.setQueueManager("QMPRD01");
    cf.setChannel("CLAIMS.SVRCONN");
    cf.setTransportType(WMQConstants.WMQ_CM_CLIENT);
    cf.setBooleanProperty(WMQConstants.USER_AUTHENTICATION_MQCSP, true);
    Connection conn = cf.createConnection("clmapp", "«a»");
`, V{"a": g.entHuman()}, "WMQConstants.USER_AUTHENTICATION_MQCSP", "CLAIMS.SVRCONN")

	g.add("ent/mq-amqsputc-env", `
$ export MQSERVER='CLAIMS.SVRCONN/TCP/mqprd01.corp.acme.local(1414)'
$ export MQSAMP_USER_ID=clmapp
$ echo '«a»' | /opt/mqm/samp/bin/amqsputc CLAIMS.IN.Q QMPRD01
Sample AMQSPUT0 start
Enter password: target queue is CLAIMS.IN.Q
`, V{"a": g.entHuman()}, "Sample AMQSPUT0 start", "MQSAMP_USER_ID=clmapp")

	g.add("ent/cics-tg-ipic-and-ecirequest", `
    JavaGateway jg = new JavaGateway("tcp://ctg01.corp.acme.local", 2006);
    ECIRequest req = new ECIRequest(ECIRequest.ECI_SYNC, "CICSPRD1", "CICSUSR1", "«a»",
                                    "CLMINQ01", null, commarea, commarea.length,
                                    ECIRequest.ECI_NO_EXTEND, ECIRequest.ECI_LUW_NEW);
    jg.flow(req);
`, V{"a": g.entMF()}, "ECIRequest.ECI_SYNC", "CLMINQ01", "tcp://ctg01.corp.acme.local")

	g.add("ent/connect-direct-process", `
/* Connect:Direct process: send GL file to the bank */
GLSEND   PROCESS SNODE=BANKNDM01                              -
         SNODEID=(ACMEGL,«a»)                                 -
         PNODEID=(NDMUSER)
STEP01   COPY FROM (PNODE DSN=FIN.PROD.GLEXTR(0) DISP=SHR)     -
              TO   (SNODE FILE=/inbound/acme/gl.dat DISP=RPL)
`, V{"a": g.entMF()}, "SNODE=BANKNDM01", "PNODEID=(NDMUSER)")
}

// ---- ODBC and FreeTDS ----

func (g *G) entODBC() {
	g.add("ent/odbc-ini-user-dsns", `
$ cat ~/.odbc.ini
[CLAIMS_DW]
Driver      = ODBC Driver 18 for SQL Server
Server      = tcp:SQLDW01.corp.acme.local,1433
Database    = ClaimsDW
UID         = etl_export
PWD         = «a»
TrustServerCertificate = yes

[AS400_PROD_DSN]
Driver      = IBM i Access ODBC Driver 64-bit
System      = as400prd.corp.acme.local
UserID      = SQLLINK
Password    = «b»
DefaultLibraries = CLMLIB,QGPL
`, V{"a": g.entSafe(), "b": g.entMF()}, "ODBC Driver 18 for SQL Server", "DefaultLibraries = CLMLIB,QGPL", "UID         = etl_export")

	g.add("ent/odbc-isql-dsn-user-pass", `
$ isql -v CLAIMS_DW etl_export '«a»'
+---------------------------------------+
| Connected!                            |
|                                       |
| sql-statement                         |
| help [tablename]                      |
| quit                                  |
+---------------------------------------+
SQL>
`, V{"a": g.entHuman()}, "| Connected!                            |")

	g.add("ent/freetds-conf-benign-and-tsql", `
$ grep -A4 '\[sqlclaims\]' /etc/freetds/freetds.conf
[sqlclaims]
	host = sqlclus01.corp.acme.local
	port = 1433
	tds version = 7.4
	client charset = UTF-8
$ tsql -S sqlclaims -U 'ACME\svc_reports' -P '«a»'
locale is "en_US.UTF-8"
locale charset is "UTF-8"
using default charset "UTF-8"
1>
`, V{"a": g.entHuman()}, "tds version = 7.4", `locale charset is "UTF-8"`)

	g.add("ent/odbc-pyodbc-connection-string", `
import pyodbc

cnxn = pyodbc.connect(
    "DRIVER={ODBC Driver 17 for SQL Server};SERVER=SQLCLUS01\\CLAIMS;"
    "DATABASE=Claims;UID=claims_report;PWD={«a»};Encrypt=yes;TrustServerCertificate=yes"
)
`, V{"a": g.entHuman()}, "DRIVER={ODBC Driver 17 for SQL Server}", "UID=claims_report")

	g.add("ent/odbc-vba-adodb-excel-macro", `
Sub RefreshAdjusterSheet()
    Dim cn As New ADODB.Connection
    Dim rs As New ADODB.Recordset
    cn.Open "Provider=SQLOLEDB;Data Source=SQLCLUS01\CLAIMS;Initial Catalog=Claims;User Id=xl_reports;Password=«a»;"
    rs.Open "SELECT AdjusterId, Name, Region FROM dbo.Adjuster", cn
    Sheets("Adjusters").Range("A2").CopyFromRecordset rs
    rs.Close: cn.Close
End Sub
`, V{"a": g.entSafe()}, "Provider=SQLOLEDB", "User Id=xl_reports")

	g.add("ent/odbc-dsn-registry-export", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\ODBC\ODBC.INI\INFORMIX_POLICY]
"Driver"="C:\\Program Files\\IBM Informix Client-SDK\\bin\\iclit09b.dll"
"HOST"="ifxprd01.corp.acme.local"
"SERVER"="ol_policy"
"SERVICE"="9088"
"DATABASE"="policy"
"LogonID"="ifxread"
"pwd"="«a»"
`, V{"a": g.entMF()}, `"SERVER"="ol_policy"`, `"LogonID"="ifxread"`)

	g.add("ent/odbc-connection-string-trusted-benign", `
Driver={ODBC Driver 18 for SQL Server};Server=tcp:SQLDW01,1433;Database=ClaimsDW;Trusted_Connection=yes;Encrypt=yes;
DSN=CLAIMS_DW;UID=%ETL_USER%;PWD=%ETL_PASSWORD%
`, nil, "Trusted_Connection=yes", "PWD=%ETL_PASSWORD%")
}

// ---- LDAP and Active Directory binds ----

func (g *G) entLDAP() {
	g.add("ent/ldapsearch-w-ad-bind", `
$ ldapsearch -LLL -H ldaps://dc01.corp.acme.local -D 'CN=svc-ldap-read,OU=Service Accounts,DC=corp,DC=acme,DC=local' \
    -w '«a»' -b 'OU=Users,DC=corp,DC=acme,DC=local' '(sAMAccountName=jnovak)' memberOf
dn: CN=Jan Novak,OU=Users,DC=corp,DC=acme,DC=local
memberOf: CN=GG-Claims-Adjusters,OU=Groups,DC=corp,DC=acme,DC=local
`, V{"a": g.entHuman()}, "CN=svc-ldap-read,OU=Service Accounts,DC=corp,DC=acme,DC=local", "CN=GG-Claims-Adjusters,OU=Groups,DC=corp,DC=acme,DC=local")

	g.add("ent/ldapsearch-y-file-benign", `
$ ldapsearch -x -H ldaps://ldap.corp.acme.local -D "uid=svc-portal,ou=apps,o=acme" -y /etc/portal/ldap.pw \
    -b "ou=people,o=acme" "(uid=jnovak)" cn mail
dn: uid=jnovak,ou=people,o=acme
cn: Jan Novak
mail: jan.novak@acme.com
`, nil, "-y /etc/portal/ldap.pw", "uid=svc-portal,ou=apps,o=acme")

	g.add("ent/httpd-authldap-bind", `
<Location /claims-admin>
    AuthType Basic
    AuthName "Claims Admin"
    AuthBasicProvider ldap
    AuthLDAPURL "ldaps://dc01.corp.acme.local:636/OU=Users,DC=corp,DC=acme,DC=local?sAMAccountName?sub?(objectClass=user)"
    AuthLDAPBindDN "svc-httpd@corp.acme.local"
    AuthLDAPBindPassword "«a»"
    Require ldap-group CN=GG-Claims-Admins,OU=Groups,DC=corp,DC=acme,DC=local
</Location>
`, V{"a": g.entHuman()}, "svc-httpd@corp.acme.local", "CN=GG-Claims-Admins,OU=Groups,DC=corp,DC=acme,DC=local")

	g.add("ent/httpd-authldap-exec-benign", `
    AuthLDAPBindDN "svc-httpd@corp.acme.local"
    AuthLDAPBindPassword "exec:/usr/local/bin/get-ldap-bind-pw.sh"
    AuthLDAPBindAuthoritative on
`, nil, `AuthLDAPBindPassword "exec:/usr/local/bin/get-ldap-bind-pw.sh"`)

	g.add("ent/gitlab-rb-ldap-servers", `
gitlab_rails['ldap_enabled'] = true
gitlab_rails['ldap_servers'] = {
  'main' => {
    'label' => 'ACME AD',
    'host' => 'dc01.corp.acme.local',
    'port' => 636,
    'uid' => 'sAMAccountName',
    'encryption' => 'simple_tls',
    'bind_dn' => 'CN=svc-gitlab,OU=Service Accounts,DC=corp,DC=acme,DC=local',
    'password' => '«a»',
    'base' => 'OU=Users,DC=corp,DC=acme,DC=local'
  }
}
`, V{"a": g.entGen()}, "CN=svc-gitlab,OU=Service Accounts,DC=corp,DC=acme,DC=local", "'encryption' => 'simple_tls'")

	g.add("ent/confluence-crowd-ldap-directory-export", `
directory.name=Corp AD
ldap.url=ldaps://dc01.corp.acme.local:636
ldap.basedn=DC=corp,DC=acme,DC=local
ldap.userdn=CN=svc-atlassian,OU=Service Accounts,DC=corp,DC=acme,DC=local
ldap.password=«a»
ldap.user.filter=(&(objectCategory=Person)(sAMAccountName=*))
crowd.server.url=https://crowd.corp.acme.local/crowd/services/
application.name=confluence
application.password=«b»
`, V{"a": g.entHuman(), "b": g.entGenAN()}, "ldap.user.filter=(&(objectCategory=Person)(sAMAccountName=*))", "application.name=confluence")

	g.add("ent/python-ldap3-bind", `
from ldap3 import Server, Connection, NTLM

server = Server("dc01.corp.acme.local", use_ssl=True)
conn = Connection(server, user="CORP\\svc-hrsync", password="«a»", authentication=NTLM, auto_bind=True)
conn.search("OU=Users,DC=corp,DC=acme,DC=local", "(employeeID=*)", attributes=["employeeID", "manager"])
`, V{"a": g.entHuman()}, "CORP\\\\svc-hrsync", "attributes=[\"employeeID\", \"manager\"]")

	g.add("ent/ldap-ldif-unicodepwd", `
$ cat reset-svc.ldif
dn: CN=svc-claims-batch,OU=Service Accounts,DC=corp,DC=acme,DC=local
changetype: modify
replace: unicodePwd
unicodePwd:: «a»
-
$ ldapmodify -H ldaps://dc01.corp.acme.local -D admin-jn@corp.acme.local -W -f reset-svc.ldif
Enter LDAP Password:
modifying entry "CN=svc-claims-batch,OU=Service Accounts,DC=corp,DC=acme,DC=local"
`, V{"a": opsUTF16B64(`"` + g.entGen() + `"`)}, "changetype: modify", "Enter LDAP Password:")
}

// ---- ERP and CRM ----

func (g *G) entERP() {
	g.add("ent/dynamics365-connection-string-clientsecret", `
<add name="Dataverse" connectionString="AuthType=ClientSecret;Url=https://acme-prod.crm4.dynamics.com;ClientId=«_c»;ClientSecret=«a»;RequireNewInstance=true" />
<add name="DataverseLegacy" connectionString="AuthType=Office365;Url=https://acme-uat.crm4.dynamics.com;Username=crm-integration@acme.onmicrosoft.com;Password=«b»" />
`, V{"_c": g.uuid(), "a": g.azSecret(), "b": g.entHuman()}, "https://acme-prod.crm4.dynamics.com", "crm-integration@acme.onmicrosoft.com")

	g.add("ent/dynamics-nav-bc-service-user", `
PS C:\> New-NAVServerUser -ServerInstance BC190 -UserName NAV_WEBSVC -Password (ConvertTo-SecureString "«a»" -AsPlainText -Force) -LicenseType Full
PS C:\> Get-NAVServerUser -ServerInstance BC190 | Select UserName, State, LicenseType
UserName    State   LicenseType
--------    -----   -----------
NAV_WEBSVC  Enabled Full
PS C:\> Invoke-RestMethod -Uri "https://bc.corp.acme.local:7048/BC190/ODataV4/Company('ACME')/Customers" -Credential (New-Object PSCredential("NAV_WEBSVC", (ConvertTo-SecureString "«b»" -AsPlainText -Force)))
`, V{"a": g.entHuman(), "b": g.an(44) + "="}, "-ServerInstance BC190", "NAV_WEBSVC  Enabled Full")

	g.add("ent/salesforce-sfdx-auth-url", `
$ sf org display --target-org acme-prod --verbose --json | jq -r .result.sfdxAuthUrl
force://PlatformCLI::«a»@acme.my.salesforce.com
$ echo "force://PlatformCLI::«a»@acme.my.salesforce.com" > authfile.txt
$ sf org login sfdx-url --sfdx-url-file authfile.txt --alias prod-ci
Successfully authorized integration@acme.com with org ID «_o»
`, V{"a": g.entSFRefresh(), "_o": g.entSFID("00D")}, "acme.my.salesforce.com", "integration@acme.com")

	g.add("ent/salesforce-org-display-token", `
$ sf org display --target-org acme-uat
=== Org Description

 KEY              VALUE
 ──────────────── ──────────────────────────────────────────────────
 Access Token     «a»
 Api Version      60.0
 Client Id        PlatformCLI
 Connected Status Connected
 Id               «_o»
 Instance Url     https://acme--uat.sandbox.my.salesforce.com
 Username         integration@acme.com.uat
`, V{"a": g.entSFAccess(), "_o": g.entSFID("00D")}, "https://acme--uat.sandbox.my.salesforce.com", "integration@acme.com.uat")

	g.add("ent/salesforce-soap-login-password-plus-token", `
$ curl -s https://login.salesforce.com/services/Soap/u/60.0 -H "Content-Type: text/xml; charset=UTF-8" -H "SOAPAction: login" -d '
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:urn="urn:partner.soap.sforce.com">
  <env:Body>
    <urn:login>
      <urn:username>dataloader@acme.com</urn:username>
      <urn:password>«a»</urn:password>
    </urn:login>
  </env:Body>
</env:Envelope>'
`, V{"a": g.entSafe() + g.an(25)}, "dataloader@acme.com", "urn:partner.soap.sforce.com")

	g.add("ent/salesforce-dataloader-process-conf", `
<bean id="accountExtract" class="com.salesforce.dataloader.process.ProcessRunner" scope="prototype">
  <property name="configOverrideMap">
    <map>
      <entry key="sfdc.endpoint" value="https://acme.my.salesforce.com"/>
      <entry key="sfdc.username" value="dataloader@acme.com"/>
      <entry key="sfdc.password" value="«a»"/>
      <entry key="process.encryptionKeyFile" value="C:\dataloader\key.txt"/>
      <entry key="process.operation" value="extract"/>
    </map>
  </property>
</bean>
`, V{"a": g.hex(96)}, "com.salesforce.dataloader.process.ProcessRunner", `value="C:\dataloader\key.txt"`)

	g.add("ent/netsuite-tba-credentials", `
# netsuite.properties  (SuiteTalk / RESTlet token-based auth)
netsuite.account=«_acct»
netsuite.consumerKey=«=ck»
netsuite.consumerSecret=«a»
netsuite.tokenId=«=tid»
netsuite.tokenSecret=«b»
netsuite.restlet=https://«_acct2».restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=1423&deploy=1
`, V{"_acct": "1234567_SB1", "=ck": g.hex(64), "a": g.hex(64), "=tid": g.hex(64), "b": g.hex(64), "_acct2": "1234567-sb1"}, "script=1423&deploy=1")

	g.add("ent/netsuite-oauth1-header-python", `
auth = OAuth1(
    client_key="«=ck»",
    client_secret="«a»",
    resource_owner_key="«=tk»",
    resource_owner_secret="«b»",
    realm="«_r»",
    signature_method="HMAC-SHA256",
)
r = requests.get(f"https://{ACCOUNT}.suitetalk.api.netsuite.com/services/rest/record/v1/vendorBill/1842", auth=auth)
`, V{"=ck": g.hex(64), "a": g.hex(64), "=tk": g.hex(64), "b": g.hex(64), "_r": "7654321"}, `signature_method="HMAC-SHA256"`)

	g.add("ent/workday-isu-integration-config", `
# Workday Studio integration: Worker_Sync (launch parameters exported from Eclipse)
wd.tenant=acme_preview
wd.endpoint=https://wd2-impl-services1.workday.com/ccx/service/acme_preview/Human_Resources/v41.1
wd.isu.username=ISU_Worker_Sync@acme_preview
wd.isu.password=«a»
sftp.target=sftp://hrdrop.corp.acme.local/inbound/workday
`, V{"a": g.entGen()}, "ISU_Worker_Sync@acme_preview", "Human_Resources/v41.1")

	g.add("ent/workday-soap-wsse-header", `
<soapenv:Header>
  <wsse:Security soapenv:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
    <wsse:UsernameToken>
      <wsse:Username>ISU_Payroll@acme</wsse:Username>
      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>
`, V{"a": g.entGen()}, "ISU_Payroll@acme")

	g.add("ent/servicenow-curl-basic-table-api", `
$ curl -s "https://acme.service-now.com/api/now/table/incident?sysparm_query=assignment_group.name=Middleware^active=true&sysparm_limit=5" \
    --user 'svc_integration':'«a»' -H "Accept: application/json" | jq '.result[].number'
"INC0123456"
"INC0123502"
`, V{"a": g.entHuman()}, "INC0123456", "assignment_group.name=Middleware")

	g.add("ent/servicenow-mid-server-config-xml", `
<parameters>
    <parameter name="url" value="https://acme.service-now.com/"/>
    <parameter name="mid.instance.username" value="mid_user_dc1"/>
    <parameter name="mid.instance.password" value="«a»"/>
    <parameter name="name" value="MID-DC1-01"/>
    <parameter name="mid.proxy.use_proxy" value="false"/>
</parameters>
`, V{"a": g.entHuman()}, "mid_user_dc1", "MID-DC1-01")

	g.add("ent/servicenow-mid-encrypted-keystore", `
<parameters>
    <parameter name="url" value="https://acme.service-now.com/"/>
    <parameter name="mid.instance.username" value="mid_user_dc2"/>
    <parameter encrypt="true" name="mid.instance.password" value="encrypt:«e»"/>
    <parameter name="name" value="MID-DC2-01"/>
</parameters>
`, V{"e": g.b64(48)}, "MID-DC2-01", "mid_user_dc2")
}

// ---- Message brokers ----

func (g *G) entBrokers() {
	g.add("ent/tibco-ems-admin-and-conf", `
$ tibemsadmin -server tcp://ems01.corp.acme.local:7222 -user admin -password '«a»'
TIBCO Enterprise Message Service Administration Tool.
Connected to: tcp://ems01.corp.acme.local:7222
tcp://ems01.corp.acme.local:7222> create user claims_svc "Claims service" password=«b»
User 'claims_svc' has been created
tcp://ems01.corp.acme.local:7222> show users
   User Name         Description
   admin             Administrator
   claims_svc        Claims service
`, V{"a": g.entHuman(), "b": g.entSafe()}, "User 'claims_svc' has been created", "tcp://ems01.corp.acme.local:7222")

	g.add("ent/tibco-bw-tra-obfuscated", `
# bwengine.tra / deployment .cfg
tibco.clientVar.JMS/EMS_URL=tcp://ems01.corp.acme.local:7222
tibco.clientVar.JMS/EMS_User=claims_svc
tibco.clientVar.JMS/EMS_Password=#!«a»
tibco.clientVar.DB/ClaimsPassword=#!«b»
`, V{"a": g.b64(24), "b": g.b64(24)}, "tibco.clientVar.JMS/EMS_User=claims_svc")

	g.add("ent/tibco-ems-factories-conf", `
[ClaimsQueueConnectionFactory]
  type                  = queue
  url                   = ssl://ems01.corp.acme.local:7243
  ssl_verify_host       = enabled
  ssl_identity          = /opt/tibco/ems/certs/claims-client.p12
  ssl_password          = $man$«a»
`, V{"a": g.b64(32)}, "/opt/tibco/ems/certs/claims-client.p12")

	g.add("ent/activemq-credentials-properties", `
$ cat /opt/activemq/conf/credentials.properties
# Defines credentials that will be used by components (like web console) to access the broker
activemq.username=system
activemq.password=«a»
guest.password=«b»
$ cat /opt/activemq/conf/credentials-enc.properties
activemq.username=system
activemq.password=ENC(«_e»)
`, V{"a": g.entHuman(), "b": g.entSafe(), "_e": g.b64(24)}, "activemq.username=system")

	g.add("ent/activemq-jetty-realm-and-xml", `
$ cat /opt/activemq/conf/jetty-realm.properties
# username: password [,rolename ...]
admin: «a», admin
user: «b», user
$ grep -A6 simpleAuthenticationPlugin /opt/activemq/conf/activemq.xml
        <simpleAuthenticationPlugin>
          <users>
            <authenticationUser username="claims" password="«c»" groups="users"/>
            <authenticationUser username="monitor" password="${activemq.monitor.password}" groups="admins"/>
          </users>
        </simpleAuthenticationPlugin>
`, V{"a": g.entHuman(), "b": g.entSafe(), "c": g.entGenAN()}, "${activemq.monitor.password}", "simpleAuthenticationPlugin")

	g.add("ent/artemis-broker-users-and-cli", `
$ ./artemis user add --user-command-user claims --user-command-password '«a»' --role amq
$ cat etc/artemis-users.properties
admin = ENC(«e»)
claims = ENC(«f»)
$ ./artemis queue stat --user admin --password «b» --url tcp://artemis01:61616
|NAME                     |ADDRESS                  |CONSUMER_COUNT|MESSAGE_COUNT|
|claims.inbound           |claims.inbound           |2             |0            |
`, V{"a": g.entHuman(), "e": "1024:" + g.entHexU(64) + ":" + g.entHexU(128), "f": "1024:" + g.entHexU(64) + ":" + g.entHexU(128), "b": g.entGenAN()}, "tcp://artemis01:61616")

	rp1 := g.entHuman()
	rp2 := g.entGenAN()
	g.add("ent/rabbitmq-definitions-json-hashes", `
{
  "rabbit_version": "3.12.13",
  "users": [
    {"name": "claims", "password_hash": "«a»", "hashing_algorithm": "rabbit_password_hashing_sha256", "tags": []},
    {"name": "ops-admin", "password_hash": "«b»", "hashing_algorithm": "rabbit_password_hashing_sha256", "tags": ["administrator"]},
    {"name": "federation", "password_hash": "", "hashing_algorithm": "rabbit_password_hashing_sha256", "tags": []}
  ],
  "vhosts": [{"name": "/claims"}],
  "permissions": [{"user": "claims", "vhost": "/claims", "configure": "^claims\\..*", "write": ".*", "read": ".*"}]
}
`, V{"a": g.entRabbitHash(rp1), "b": g.entRabbitHash(rp2)}, `"rabbit_version": "3.12.13"`, `"password_hash": ""`, "rabbit_password_hashing_sha256")

	g.add("ent/rabbitmq-definitions-plain-password", `
{
  "users": [
    {"name": "legacy_feed", "password": "«a»", "tags": "management"}
  ],
  "parameters": [
    {"vhost": "/claims", "component": "shovel", "name": "to-dr",
     "value": {"src-uri": "amqp://shovel:«b»@rmq01.corp.acme.local/%2Fclaims", "src-queue": "claims.out",
               "dest-uri": "amqps://shovel:«b»@rmq-dr01.corp.acme.local/%2Fclaims", "dest-queue": "claims.out"}}
  ]
}
`, V{"a": g.entHuman(), "b": g.entGenAN()}, "rmq-dr01.corp.acme.local", `"src-queue": "claims.out"`)

	g.add("ent/rabbitmqctl-add-user", `
$ sudo rabbitmqctl add_user claims_consumer '«a»'
Adding user "claims_consumer" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
$ sudo rabbitmqctl set_permissions -p /claims claims_consumer "" "" "^claims\..*"
`, V{"a": g.entHuman()}, `Adding user "claims_consumer" ...`)

	g.add("ent/kafka-jaas-plain-client-properties", `
$ cat /etc/kafka/client-claims.properties
bootstrap.servers=kafka01.corp.acme.local:9093,kafka02.corp.acme.local:9093
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="claims-producer" password="«a»";
ssl.truststore.location=/etc/kafka/truststore.jks
ssl.truststore.password=«b»
`, V{"a": g.entGen(), "b": g.entSafe()}, `username="claims-producer"`, "/etc/kafka/truststore.jks")

	g.add("ent/kafka-server-jaas-conf-scram", `
$ cat /etc/kafka/kafka_server_jaas.conf
KafkaServer {
    org.apache.kafka.common.security.scram.ScramLoginModule required
    username="broker"
    password="«a»";
};
Client {
    org.apache.zookeeper.server.auth.DigestLoginModule required
    username="kafka"
    password="«b»";
};
`, V{"a": g.entGenAN(), "b": g.entHuman()}, "org.apache.zookeeper.server.auth.DigestLoginModule")

	g.add("ent/kafka-configs-add-scram-user", `
$ kafka-configs.sh --bootstrap-server kafka01:9093 --command-config admin.properties --alter \
    --add-config 'SCRAM-SHA-512=[iterations=8192,password=«a»]' --entity-type users --entity-name claims-consumer
Completed updating config for user claims-consumer.
`, V{"a": g.entGenAN()}, "Completed updating config for user claims-consumer.")

	g.add("ent/kafka-connect-jdbc-connector-json", `
$ curl -s -X PUT http://connect01:8083/connectors/oracle-claims-source/config -H 'Content-Type: application/json' -d '{
  "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",
  "connection.url": "jdbc:oracle:thin:@ora-prd-scan.corp.acme.local:1521/CLMPRD",
  "connection.user": "KAFKA_CDC",
  "connection.password": "«a»",
  "mode": "timestamp+incrementing",
  "topic.prefix": "clm."
}'
`, V{"a": g.entSafe()}, "io.confluent.connect.jdbc.JdbcSourceConnector", "KAFKA_CDC")

	g.add("ent/kafka-connect-config-provider-benign", `
  "connection.user": "KAFKA_CDC",
  "connection.password": "${file:/opt/connect/secrets/oracle.properties:password}",
  "config.providers": "file",
  "config.providers.file.class": "org.apache.kafka.common.config.provider.FileConfigProvider"
`, nil, "${file:/opt/connect/secrets/oracle.properties:password}", "org.apache.kafka.common.config.provider.FileConfigProvider")
}

// ---- Informatica, Talend, Pentaho ----

func (g *G) entETL() {
	g.add("ent/informatica-pmcmd-startworkflow", `
$ pmcmd startworkflow -sv IS_CLAIMS_PRD -d Domain_ACME_PRD -u Administrator -p «a» -f CLAIMS_DW -wait wf_load_claims_daily
Informatica(r) PMCMD, version [10.5.4], build [172.1102], LINUX 64-bit
Invoked at Tue May 14 02:30:01 2024
Connected to Integration Service: [IS_CLAIMS_PRD].
Workflow wf_load_claims_daily with run instance name [] and run id [98123] started successfully.
`, V{"a": g.entHuman()}, "wf_load_claims_daily", "Connected to Integration Service: [IS_CLAIMS_PRD].")

	g.add("ent/informatica-pmcmd-pv-benign", `
$ export INFA_PWD_ENC=$(cat /secure/infa/pwd.enc)
$ pmcmd startworkflow -sv IS_CLAIMS_PRD -d Domain_ACME_PRD -uv INFA_USER -pv INFA_PWD_ENC -f CLAIMS_DW wf_load_claims_daily
`, nil, "-uv INFA_USER -pv INFA_PWD_ENC", "/secure/infa/pwd.enc")

	g.add("ent/informatica-parameter-file-db-password", `
[Global]
$PMSessionLogDir=/infa/logs/claims
[CLAIMS_DW.WF:wf_load_claims_daily.ST:s_m_load_adjuster]
$DBConnection_SRC=ORA_CLAIMS_SRC
$$SRC_USER=CLAIMS_READ
$$SRC_PASSWORD=«a»
$Param_SFTP_Password=«b»
`, V{"a": g.entMF(), "b": g.entHuman()}, "$DBConnection_SRC=ORA_CLAIMS_SRC", "$$SRC_USER=CLAIMS_READ")

	g.add("ent/talend-context-properties", `
$ cat ClaimsLoad_0.1/ClaimsLoad/contexts/Prod.properties
#Mon May 13 18:22:41 CEST 2024
oracle_Host=ora-prd-scan.corp.acme.local
oracle_Port=1521
oracle_ServiceName=CLMPRD
oracle_Login=TALEND_ETL
oracle_Password=«a»
s3_AccessKey=«b»
s3_SecretKey=«c»
`, V{"a": g.entSafe(), "b": g.awsID(), "c": g.awsSecret()}, "oracle_Login=TALEND_ETL", "oracle_ServiceName=CLMPRD")

	g.add("ent/talend-job-launcher-context-param", `
$ ./ClaimsLoad_run.sh --context=Prod --context_param oracle_Password=«a» --context_param run_date=2024-05-13
[statistics] connecting to socket on port 3590
[statistics] connected
`, V{"a": g.entHuman()}, "--context_param run_date=2024-05-13", "[statistics] connecting to socket on port 3590")

	g.add("ent/pentaho-kettle-encrypted-ktr", `
  <connection>
    <name>ClaimsDW</name>
    <server>sqldw01.corp.acme.local</server>
    <type>MSSQLNATIVE</type>
    <access>Native</access>
    <database>ClaimsDW</database>
    <port>1433</port>
    <username>kettle_etl</username>
    <password>Encrypted «a»</password>
  </connection>
`, V{"a": "2be98afc86aa7" + g.hex(20+2*g.r.IntN(10))}, "<username>kettle_etl</username>", "<type>MSSQLNATIVE</type>")

	g.add("ent/pentaho-kettle-properties-and-encr", `
$ ./encr.sh -kettle '«a»'
Encrypted «b»
$ cat ~/.kettle/kettle.properties
DW_HOST=sqldw01.corp.acme.local
DW_USER=kettle_etl
DW_PASSWORD=Encrypted «b»
SMTP_PASSWORD=«c»
`, V{"a": g.entHuman(), "b": "2be98afc86aa7" + g.hex(24), "c": g.entSafe()}, "DW_USER=kettle_etl")

	g.add("ent/ssis-catalog-environment-variable-benign", `
EXEC SSISDB.catalog.create_environment_variable @folder_name = N'Finance', @environment_name = N'PROD',
     @variable_name = N'SftpPassword', @data_type = N'String', @sensitive = 1,
     @value = N'$(SftpPassword)', @description = N'set by release pipeline from Key Vault';
`, nil, "@value = N'$(SftpPassword)'", "set by release pipeline from Key Vault")
}

// ---- Jenkins, Nexus, Artifactory, Maven, Ant, Ivy ----

func (g *G) entBuild() {
	g.add("ent/jenkins-credentials-xml", `
$ sudo cat /var/lib/jenkins/credentials.xml
<?xml version='1.1' encoding='UTF-8'?>
<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin="credentials@1337.v60b_d7b_c7b_c9f">
  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">
    <entry>
      <com.cloudbees.plugins.credentials.domains.Domain><specifications/></com.cloudbees.plugins.credentials.domains.Domain>
      <java.util.concurrent.CopyOnWriteArrayList>
        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>«_id»</id>
          <description>nexus deploy</description>
          <username>deployment</username>
          <password>{«a»}</password>
        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>sonar-token</id>
          <secret>{«b»}</secret>
        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
      </java.util.concurrent.CopyOnWriteArrayList>
    </entry>
  </domainCredentialsMap>
</com.cloudbees.plugins.credentials.SystemCredentialsProvider>
`, V{"_id": g.uuid(), "a": g.entJenkins(), "b": g.entJenkins()}, "com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl", "<id>sonar-token</id>")

	jp := g.entGen()
	g.add("ent/jenkins-script-console-decrypt", `
// Manage Jenkins > Script Console
println(hudson.util.Secret.decrypt("{«a»}"))

Result
«b»
`, V{"a": g.entJenkins(), "b": jp}, "hudson.util.Secret.decrypt")

	g.add("ent/jenkins-secrets-master-key", `
$ sudo ls /var/lib/jenkins/secrets/
hudson.util.Secret  initialAdminPassword  jenkins.model.Jenkins.crumbSalt  master.key  org.jenkinsci.main.modules.instance_identity.InstanceIdentity.KEY
$ sudo cat /var/lib/jenkins/secrets/master.key
«a»
$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword
«b»
`, V{"a": g.hex(512), "b": g.hex(32)}, "jenkins.model.Jenkins.crumbSalt")

	g.add("ent/jenkins-ldap-config-xml", `
  <securityRealm class="hudson.security.LDAPSecurityRealm" plugin="ldap@711.vb_d1a_491714dc">
    <disableMailAddressResolver>false</disableMailAddressResolver>
    <configurations>
      <jenkins.security.plugins.ldap.LDAPConfiguration>
        <server>ldaps://dc01.corp.acme.local:636</server>
        <rootDN>DC=corp,DC=acme,DC=local</rootDN>
        <managerDN>CN=svc-jenkins,OU=Service Accounts,DC=corp,DC=acme,DC=local</managerDN>
        <managerPasswordSecret>{«a»}</managerPasswordSecret>
      </jenkins.security.plugins.ldap.LDAPConfiguration>
    </configurations>
  </securityRealm>
`, V{"a": g.entJenkins()}, "CN=svc-jenkins,OU=Service Accounts,DC=corp,DC=acme,DC=local", "hudson.security.LDAPSecurityRealm")

	g.add("ent/jenkinsfile-withcredentials-benign", `
pipeline {
  agent { label 'rhel8-maven' }
  stages {
    stage('Deploy to WebLogic') {
      steps {
        withCredentials([usernamePassword(credentialsId: 'wls-deployer', usernameVariable: 'WLS_USER', passwordVariable: 'WLS_PASS')]) {
          sh 'java weblogic.Deployer -adminurl t3://wlsadm01:7001 -username "$WLS_USER" -password "$WLS_PASS" -deploy -name claims target/claims.ear'
        }
      }
    }
  }
}
`, nil, "credentialsId: 'wls-deployer'", `-password "$WLS_PASS"`)

	g.add("ent/jenkins-console-log-leaked-deployer", `
[Pipeline] sh
+ java weblogic.Deployer -adminurl t3://wlsadm01:7001 -username deployer -password «a» -deploy -name claims target/claims.ear
weblogic.Deployer invoked with options:  -adminurl t3://wlsadm01:7001 -username deployer -deploy -name claims target/claims.ear
<May 14, 2024 4:12:09 PM CEST> <Info> <J2EE Deployment SPI> <BEA-260121> <Initiating deploy operation for application, claims [archive: target/claims.ear], to configured targets.>
`, V{"a": g.entHuman()}, "BEA-260121", "weblogic.Deployer invoked with options:")

	g.add("ent/maven-settings-xml-servers", `
<settings>
  <servers>
    <server>
      <id>acme-releases</id>
      <username>deployment</username>
      <password>«a»</password>
    </server>
    <server>
      <id>acme-snapshots</id>
      <username>deployment</username>
      <password>{«b»}</password>
    </server>
    <server>
      <id>artifactory-remote</id>
      <username>ci-builder</username>
      <password>${env.ARTIFACTORY_PASSWORD}</password>
    </server>
  </servers>
  <mirrors>
    <mirror><id>acme-nexus</id><mirrorOf>*</mirrorOf><url>https://nexus.corp.acme.local/repository/maven-public/</url></mirror>
  </mirrors>
</settings>
`, V{"a": g.entHuman(), "b": g.entMvn()}, "${env.ARTIFACTORY_PASSWORD}", "https://nexus.corp.acme.local/repository/maven-public/")

	g.add("ent/maven-settings-security-master", `
$ mvn --encrypt-master-password '«a»'
{«b»}
$ cat ~/.m2/settings-security.xml
<settingsSecurity>
  <master>{«b»}</master>
</settingsSecurity>
$ mvn --encrypt-password '«c»'
{«d»}
`, V{"a": g.entGen(), "b": g.entMvn(), "c": g.entHuman(), "d": g.entMvn()}, "<settingsSecurity>")

	g.add("ent/artifactory-api-key-and-curl", `
$ curl -u ci-builder:«a» -T build/libs/claims-core-4.1.0.jar \
    "https://artifactory.corp.acme.local/artifactory/libs-release-local/com/acme/claims/claims-core/4.1.0/claims-core-4.1.0.jar"
{
  "repo" : "libs-release-local",
  "path" : "/com/acme/claims/claims-core/4.1.0/claims-core-4.1.0.jar",
  "created" : "2024-05-14T16:22:09.512+02:00",
  "createdBy" : "ci-builder",
  "checksums" : { "sha256" : "«_h»" }
}
`, V{"a": "AKCp8" + g.an(68), "_h": g.hex(64)}, "libs-release-local", `"createdBy" : "ci-builder"`)

	g.add("ent/nexus-admin-password-file", `
$ docker exec nexus cat /nexus-data/admin.password
«a»
$ curl -u admin:«a» -X PUT http://nexus01:8081/service/rest/v1/security/users/admin/change-password -H 'Content-Type: text/plain' -d '«b»'
`, V{"a": g.uuid(), "b": g.entHuman()}, "/nexus-data/admin.password")

	g.add("ent/gradle-properties-nexus", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
nexusUsername=deployment
nexusPassword=«a»
signing.keyId=«_k»
signing.password=«b»
signing.secretKeyRingFile=/home/jenkins/.gnupg/secring.gpg
`, V{"a": g.entHuman(), "_k": g.entHexU(8), "b": g.entGen()}, "signing.secretKeyRingFile=/home/jenkins/.gnupg/secring.gpg", "nexusUsername=deployment")

	g.add("ent/ant-build-properties", `
# build.properties - DO NOT COMMIT (committed 2011)
weblogic.home=/u01/oracle/wlserver
deploy.adminurl=t3://wlsadm01.corp.acme.local:7001
deploy.user=weblogic
deploy.password=«a»
db.url=jdbc:oracle:thin:@oradev01:1521:CLMDEV
db.user=CLAIMS_OWNER
db.password=«b»
ftp.server=ftp.corp.acme.local
ftp.userid=anttransfer
ftp.password=«c»
`, V{"a": g.entHuman(), "b": g.entMF(), "c": g.entSafe()}, "weblogic.home=/u01/oracle/wlserver", "db.user=CLAIMS_OWNER")

	g.add("ent/ant-build-xml-sql-task", `
  <target name="db-migrate" depends="init">
    <sql driver="oracle.jdbc.OracleDriver" url="${db.url}" userid="${db.user}" password="${db.password}"
         classpathref="ojdbc.path" onerror="abort">
      <fileset dir="db/migrations" includes="*.sql"/>
    </sql>
    <scp file="dist/claims.ear" todir="deploy:«a»@wlsadm01.corp.acme.local:/u01/stage/" trust="true"/>
  </target>
`, V{"a": g.entSafe()}, `password="${db.password}"`, "classpathref=\"ojdbc.path\"")

	g.add("ent/ivysettings-credentials", `
<ivysettings>
  <credentials host="nexus.corp.acme.local" realm="Sonatype Nexus Repository Manager" username="ivy-reader" passwd="«a»"/>
  <resolvers>
    <ibiblio name="acme-nexus" m2compatible="true" root="https://nexus.corp.acme.local/repository/maven-public/"/>
  </resolvers>
  <settings defaultResolver="acme-nexus"/>
</ivysettings>
`, V{"a": g.entSafe()}, `realm="Sonatype Nexus Repository Manager"`, `username="ivy-reader"`)

	g.add("ent/npmrc-nexus-auth-legacy", `
$ cat ~/.npmrc
registry=https://nexus.corp.acme.local/repository/npm-group/
always-auth=true
_auth=«a»
email=build@acme.com
`, V{"a": b64s("deployment:" + g.entSafe())}, "registry=https://nexus.corp.acme.local/repository/npm-group/")
}

// ---- Windows estate automation ----

func (g *G) entWindows() {
	bp := g.entPct()
	g.add("ent/batch-net-use-doubled-percent", `
@echo off
rem map_drives.cmd - run at logon via GPO (legacy, see CHG0041873)
net use S: /delete /y >nul 2>&1
net use S: \\fs02.corp.acme.local\claims$ /user:ACME\svc_claims_map «a» /persistent:no
net use T: \\fs02.corp.acme.local\templates /user:ACME\svc_claims_map «a»
if errorlevel 1 echo mapping failed for %USERNAME% >> \\fs02\logs$\map_%COMPUTERNAME%.log
`, V{"a": entBatchEsc(bp)}, `\\fs02.corp.acme.local\claims$`, "%USERNAME%", "CHG0041873")

	g.add("ent/batch-set-password-variable", `
@echo off
setlocal
set "SFTP_USER=acme_claims"
set "SFTP_PASS=«a»"
"C:\Program Files (x86)\WinSCP\WinSCP.com" /log="D:\Jobs\logs\winscp.log" /command ^
  "open sftp://%SFTP_USER%:%SFTP_PASS%@mft.partner-bank.example/ -hostkey=""ssh-ed25519 255 «_h»""" ^
  "put D:\Jobs\out\payfile_*.dat /inbound/" "exit"
`, V{"a": g.entSafe(), "_h": strings.TrimRight(g.b64(32), "=")}, "%SFTP_USER%:%SFTP_PASS%", "mft.partner-bank.example")

	g.add("ent/runas-savecred-benign", `
C:\Users\jnovak> runas /savecred /user:ACME\adm-jnovak "mmc.exe dsa.msc"
Attempting to start mmc.exe dsa.msc as user "ACME\adm-jnovak" ...
C:\Users\jnovak> cmdkey /list | findstr /i interactive
    Target: Domain:interactive=ACME\adm-jnovak
`, nil, `runas /savecred /user:ACME\adm-jnovak`, "Target: Domain:interactive=ACME\\adm-jnovak")

	g.add("ent/psexec-p-remote-install", `
C:\Tools\PSTools> psexec \\CLAIMSAPP07 -u ACME\svc_deploy -p «a» -h -accepteula msiexec /i \\fs02\deploy$\ClaimsAgent-5.2.msi /qn
PsExec v2.43 - Execute processes remotely
Copyright (C) 2001-2023 Mark Russinovich
Sysinternals - www.sysinternals.com

msiexec exited on CLAIMSAPP07 with error code 0.
`, V{"a": g.entSafe()}, "PsExec v2.43 - Execute processes remotely", "msiexec exited on CLAIMSAPP07 with error code 0.")

	g.add("ent/schtasks-create-ru-rp", `
C:\> schtasks /Create /S CLAIMSBAT01 /U ACME\adm-jnovak /P «a» /TN "Claims\NightlyExtract" ^
     /TR "D:\Jobs\nightly_extract.cmd" /SC DAILY /ST 02:30 /RU ACME\svc_claims_batch /RP «b» /RL HIGHEST
SUCCESS: The scheduled task "Claims\NightlyExtract" has successfully been created.
`, V{"a": g.entHuman(), "b": g.entGen()}, `SUCCESS: The scheduled task "Claims\NightlyExtract" has successfully been created.`)

	g.add("ent/scheduled-task-xml-benign", `
<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.4" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo>
    <Author>ACME\adm-jnovak</Author>
    <URI>\Claims\NightlyExtract</URI>
  </RegistrationInfo>
  <Principals>
    <Principal id="Author">
      <UserId>«_sid»</UserId>
      <LogonType>Password</LogonType>
      <RunLevel>HighestAvailable</RunLevel>
    </Principal>
  </Principals>
  <Actions Context="Author">
    <Exec><Command>D:\Jobs\nightly_extract.cmd</Command></Exec>
  </Actions>
</Task>
`, V{"_sid": "S-1-5-21-" + g.digits(10) + "-" + g.digits(10) + "-" + g.digits(10) + "-" + g.digits(5)}, "<LogonType>Password</LogonType>", `<URI>\Claims\NightlyExtract</URI>`)

	g.add("ent/powershell-register-scheduledtask-password", docBT(`
$action  = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument '-NoProfile -File D:\Jobs\Sync-HR.ps1'
$trigger = New-ScheduledTaskTrigger -Daily -At 3am
Register-ScheduledTask -TaskName 'HR\Sync-HR' -Action $action -Trigger $trigger ˋ
    -User 'ACME\svc_hrsync' -Password '«a»' -RunLevel Highest
`), V{"a": g.entHuman()}, "-Argument '-NoProfile -File D:\\Jobs\\Sync-HR.ps1'", "-User 'ACME\\svc_hrsync'")

	g.add("ent/powershell-securestring-plaintext-vcenter", docBT(`
# Sync-VMTags.ps1
$user = 'svc_vmtags@vsphere.local'
$pass = ConvertTo-SecureString '«a»' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $pass)
Connect-VIServer -Server vcsa01.corp.acme.local -Credential $cred | Out-Null
Get-VM -Location 'Claims' | Get-TagAssignment | Export-Csv D:\Reports\vm-tags.csv -NoTypeInformation
`), V{"a": g.entHuman()}, "svc_vmtags@vsphere.local", "Export-Csv D:\\Reports\\vm-tags.csv")

	g.add("ent/powershell-securestring-encrypted-benign", `
PS C:\> Get-Content D:\Jobs\secure\svc_hrsync.txt
01000000d08c9ddf0115d1118c7a00c04fc297eb01000000«_b»
PS C:\> $pw = Get-Content D:\Jobs\secure\svc_hrsync.txt | ConvertTo-SecureString
PS C:\> $cred = New-Object PSCredential('ACME\svc_hrsync', $pw)
`, V{"_b": g.hex(300)}, "ConvertTo-SecureString", "ACME\\svc_hrsync")

	g.add("ent/reg-export-winlogon-defaultpassword", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="kiosk"
"DefaultDomainName"="ACME"
"DefaultPassword"="«a»"
"Shell"="C:\\Kiosk\\ClaimsKiosk.exe"
`, V{"a": g.entHuman()}, `"DefaultUserName"="kiosk"`, `"Shell"="C:\\Kiosk\\ClaimsKiosk.exe"`)

	g.add("ent/reg-query-winlogon-output", `
C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword

HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon
    DefaultPassword    REG_SZ    «a»

C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultUserName
    DefaultUserName    REG_SZ    lobby-display
`, V{"a": g.entSafe()}, "DefaultUserName    REG_SZ    lobby-display")

	g.add("ent/reg-export-app-settings-benign", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\WOW6432Node\Acme\ClaimsClient]
"ServerUrl"="https://claims.corp.acme.local/api"
"InstallId"="«_g»"
"UseWindowsAuth"=dword:00000001
"PasswordPolicy"="inherit"
"LastUser"="ACME\\jnovak"
`, V{"_g": g.entGUID()}, `"UseWindowsAuth"=dword:00000001`, `"PasswordPolicy"="inherit"`)

	g.add("ent/unattend-autologon-plaintext", `
      <AutoLogon>
        <Password>
          <Value>«a»</Value>
          <PlainText>true</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <LogonCount>3</LogonCount>
        <Username>Administrator</Username>
      </AutoLogon>
      <UserAccounts>
        <AdministratorPassword>
          <Value>«a»</Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
`, V{"a": g.entHuman()}, "<LogonCount>3</LogonCount>")

	g.add("ent/sysprep-inf-legacy", `
C:\sysprep\sysprep.inf
[GuiUnattended]
    AdminPassword="«a»"
    EncryptedAdminPassword=NO
    OEMSkipRegional=1
    TimeZone=110
[Identification]
    JoinDomain=ACME
    DomainAdmin=svc_join
    DomainAdminPassword=«b»
`, V{"a": g.entHuman(), "b": g.entSafe()}, "EncryptedAdminPassword=NO", "DomainAdmin=svc_join")

	g.add("ent/gpp-scheduledtasks-xml-cpassword", `
\\corp.acme.local\SYSVOL\corp.acme.local\Policies\«_g»\Machine\Preferences\ScheduledTasks\ScheduledTasks.xml
<?xml version="1.0" encoding="utf-8"?>
<ScheduledTasks clsid="{CC63F200-7309-4ba0-B154-A71CD118DBCC}"><Task clsid="{2DEECB1C-261F-4e13-9B21-16FB83BC03BD}" name="ClaimsCleanup" image="2" changed="2013-07-02 10:41:19" uid="«_u»"><Properties action="U" name="ClaimsCleanup" appName="D:\Jobs\cleanup.cmd" args="" startIn="" comment="" runAs="ACME\svc_cleanup" cpassword="«a»" enabled="1"><Triggers><Trigger type="DAILY" startHour="1" startMinutes="0" beginYear="2013" beginMonth="7" beginDay="2" repeatTask="0" interval="1"/></Triggers></Properties></Task>
</ScheduledTasks>
`, V{"_g": g.entGUID(), "_u": g.entGUID(), "a": g.entCpassword()}, `runAs="ACME\svc_cleanup"`, "{CC63F200-7309-4ba0-B154-A71CD118DBCC}")

	g.add("ent/gpp-drives-xml-cpassword", `
<Drives clsid="{8FDDCC1A-0C3C-43cd-A6B4-71A6DF20DA8C}"><Drive clsid="{935D1B74-9CB8-4e3c-9914-7DD559B7A417}" name="S:" status="S:" image="2" changed="2012-11-20 08:12:01" uid="«_u»"><Properties action="U" thisDrive="NOCHANGE" allDrives="NOCHANGE" userName="ACME\svc_claims_map" cpassword="«a»" path="\\fs02\claims$" label="Claims" persistent="1" useLetter="1" letter="S"/></Drive>
</Drives>
`, V{"_u": g.entGUID(), "a": g.entCpassword()}, `path="\\fs02\claims$"`, "{8FDDCC1A-0C3C-43cd-A6B4-71A6DF20DA8C}")

	g.add("ent/gpp-groups-xml-empty-cpassword-benign", `
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><Group clsid="{6D4A79E4-529C-4481-ABD0-F5BD7EA93BA7}" name="Administrators (built-in)" image="2" changed="2021-02-08 14:03:11" uid="«_u»"><Properties action="U" newName="" description="" deleteAllUsers="0" deleteAllGroups="0" removeAccounts="0" groupSid="S-1-5-32-544" groupName="Administrators (built-in)"><Members><Member name="ACME\GG-Workstation-Admins" action="ADD" sid=""/></Members></Properties></Group>
</Groups>
`, V{"_u": g.entGUID()}, `groupSid="S-1-5-32-544"`, `ACME\GG-Workstation-Admins`)

	g.add("ent/klist-keytab-no-keys-benign", `
$ klist -kte /etc/krb5.keytab.claims
Keytab name: FILE:/etc/krb5.keytab.claims
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   4 03/02/2024 11:20:17 HTTP/claims.corp.acme.local@CORP.ACME.LOCAL (aes256-cts-hmac-sha1-96)
   4 03/02/2024 11:20:17 HTTP/claims.corp.acme.local@CORP.ACME.LOCAL (aes128-cts-hmac-sha1-96)
   4 03/02/2024 11:20:17 svc-claims-web@CORP.ACME.LOCAL (aes256-cts-hmac-sha1-96)
`, nil, "HTTP/claims.corp.acme.local@CORP.ACME.LOCAL", "Keytab name: FILE:/etc/krb5.keytab.claims")

	g.add("ent/ktpass-create-keytab", `
C:\> ktpass -princ HTTP/claims.corp.acme.local@CORP.ACME.LOCAL -mapuser ACME\svc-claims-web ^
     -pass «a» -crypto AES256-SHA1 -ptype KRB5_NT_PRINCIPAL -out C:\temp\claims.keytab
Targeting domain controller: DC01.corp.acme.local
Successfully mapped HTTP/claims.corp.acme.local to svc-claims-web.
Key created.
Output keytab to C:\temp\claims.keytab:
Keytab version: 0x502
keysize 87 HTTP/claims.corp.acme.local@CORP.ACME.LOCAL ptype 1 (KRB5_NT_PRINCIPAL) vno 4 etype 0x12 (AES256-SHA1) keylength 32 (0x«b»)
`, V{"a": g.entGen(), "b": g.hex(64)}, "Targeting domain controller: DC01.corp.acme.local", "ptype 1 (KRB5_NT_PRINCIPAL) vno 4")

	g.add("ent/sccm-task-sequence-variables", `
# Set-TSVariables.ps1 (run inside the Claims workstation task sequence)
$tsenv = New-Object -ComObject Microsoft.SMS.TSEnvironment
$tsenv.Value("OSDJoinAccount")  = "ACME\svc_osdjoin"
$tsenv.Value("OSDJoinPassword") = "«a»"
$tsenv.Value("OSDLocalAdminPassword") = "«b»"
$tsenv.Value("OSDComputerName") = "CLM-" + (Get-WmiObject Win32_BIOS).SerialNumber
`, V{"a": g.entHuman(), "b": g.entHuman()}, `"ACME\svc_osdjoin"`, "Microsoft.SMS.TSEnvironment")

	g.add("ent/sccm-network-access-account-wmi", `
PS C:\> Get-WmiObject -Namespace root\ccm\policy\Machine\ActualConfig -Class CCM_NetworkAccessAccount | Select NetworkAccessUsername, NetworkAccessPassword
NetworkAccessUsername : <PolicySecret Version="1"><![CDATA[«_u»]]></PolicySecret>
NetworkAccessPassword : <PolicySecret Version="1"><![CDATA[«_a»]]></PolicySecret>
PS C:\> .\SharpDPAPI.exe SCCM
  [*] Plaintext NAA Username : ACME\svc_sccm_naa
  [*] Plaintext NAA Password : «b»
`, V{"_u": g.entHexU(200), "_a": g.entHexU(232), "b": g.entGen()}, "CCM_NetworkAccessAccount", `ACME\svc_sccm_naa`)

	g.add("ent/intune-remediation-local-admin", `
# Remediate-LocalAdmin.ps1  (Intune Proactive Remediation, runs as SYSTEM)
$name = "acme-support"
$pw   = ConvertTo-SecureString "«a»" -AsPlainText -Force
if (-not (Get-LocalUser -Name $name -ErrorAction SilentlyContinue)) {
    New-LocalUser -Name $name -Password $pw -PasswordNeverExpires -Description "Helpdesk break-glass"
    Add-LocalGroupMember -Group "Administrators" -Member $name
} else {
    Set-LocalUser -Name $name -Password $pw
}
exit 0
`, V{"a": g.entHuman()}, "Helpdesk break-glass", `$name = "acme-support"`)

	g.add("ent/intune-graph-app-secret-script", `
$tenantId = "«_t»"
$clientId = "«_c»"
$secret   = "«a»"
$body = @{ grant_type = "client_credentials"; scope = "https://graph.microsoft.com/.default"; client_id = $clientId; client_secret = $secret }
$token = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$tenantId/oauth2/v2.0/token" -Body $body
Invoke-RestMethod -Headers @{Authorization = "Bearer $($token.access_token)"} -Uri "https://graph.microsoft.com/beta/deviceManagement/managedDevices?`+"`$"+`top=50"
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "https://graph.microsoft.com/.default")

	g.add("ent/windows-service-sc-config-obj", `
C:\> sc.exe \\CLAIMSAPP07 config "ClaimsQueueWorker" obj= "ACME\svc_claims_q" password= "«a»"
[SC] ChangeServiceConfig SUCCESS
C:\> sc.exe \\CLAIMSAPP07 qc ClaimsQueueWorker | findstr START_NAME
        SERVICE_START_NAME : ACME\svc_claims_q
`, V{"a": g.entSafe()}, "[SC] ChangeServiceConfig SUCCESS", `SERVICE_START_NAME : ACME\svc_claims_q`)

	g.add("ent/windows-gmsa-benign", `
PS C:\> New-ADServiceAccount -Name gmsaClaimsWeb -DNSHostName gmsaClaimsWeb.corp.acme.local -PrincipalsAllowedToRetrieveManagedPassword "GG-Claims-WebServers"
PS C:\> Test-ADServiceAccount gmsaClaimsWeb
True
PS C:\> Get-ADServiceAccount gmsaClaimsWeb -Properties msDS-ManagedPasswordInterval | Select Name, msDS-ManagedPasswordInterval
Name          msDS-ManagedPasswordInterval
----          ----------------------------
gmsaClaimsWeb                           30
`, nil, "PrincipalsAllowedToRetrieveManagedPassword", "gmsaClaimsWeb.corp.acme.local")

	g.add("ent/vbscript-logon-script-mapnetworkdrive", `
' logon.vbs  (GPO: User Configuration > Windows Settings > Scripts)
Set objNetwork = CreateObject("WScript.Network")
On Error Resume Next
objNetwork.MapNetworkDrive "P:", "\\fs03\printdrivers", False, "ACME\svc_printmap", "«a»"
objNetwork.AddWindowsPrinterConnection "\\prt01\Claims-Floor2"
`, V{"a": g.entHuman()}, `\\prt01\Claims-Floor2`, "WScript.Network")
}

// ---- VMware, Citrix, Lotus Notes and Domino ----

func (g *G) entVirt() {
	g.add("ent/powercli-connect-viserver-password", `
PS C:\> Connect-VIServer -Server vcsa01.corp.acme.local -User administrator@vsphere.local -Password '«a»'

Name                           Port  User
----                           ----  ----
vcsa01.corp.acme.local         443   VSPHERE.LOCAL\Administrator

PS C:\> New-VICredentialStoreItem -Host vcsa02.corp.acme.local -User svc_backup@vsphere.local -Password '«b»'
`, V{"a": g.entHuman(), "b": g.entGen()}, `VSPHERE.LOCAL\Administrator`, "svc_backup@vsphere.local")

	g.add("ent/govc-env-exports", `
$ cat ~/govc-prod.env
export GOVC_URL=https://vcsa01.corp.acme.local/sdk
export GOVC_USERNAME=svc_terraform@vsphere.local
export GOVC_PASSWORD='«a»'
export GOVC_INSECURE=1
export GOVC_DATACENTER=DC1-Claims
$ source ~/govc-prod.env && govc about
FullName:     VMware vCenter Server 8.0.2 build-22617221
`, V{"a": g.entHuman()}, "GOVC_USERNAME=svc_terraform@vsphere.local", "VMware vCenter Server 8.0.2 build-22617221")

	g.add("ent/govc-url-userinfo", `
$ govc vm.info -u 'https://root:«a»@esx07.corp.acme.local/sdk' -k claims-app07
Name:           claims-app07
  Path:         /ha-datacenter/vm/claims-app07
  UUID:         «_u»
  Guest name:   Red Hat Enterprise Linux 8 (64-bit)
`, V{"a": g.entSafe(), "_u": g.uuid()}, "Red Hat Enterprise Linux 8 (64-bit)")

	g.add("ent/vcsa-deploy-json-template", `
{
    "__version": "2.13.0",
    "new_vcsa": {
        "esxi": {
            "hostname": "esx01.corp.acme.local",
            "username": "root",
            "password": "«a»",
            "deployment_network": "VM Network",
            "datastore": "ds-ssd-01"
        },
        "appliance": { "thin_disk_mode": true, "deployment_option": "small", "name": "vcsa02" },
        "os": { "password": "«b»", "ntp_servers": "ntp.corp.acme.local", "ssh_enable": false },
        "sso": { "password": "«c»", "domain_name": "vsphere.local" }
    },
    "ceip": { "settings": { "ceip_enabled": false } }
}
`, V{"a": g.entHuman(), "b": g.entGen(), "c": g.entGen()}, `"deployment_option": "small"`, `"domain_name": "vsphere.local"`)

	g.add("ent/terraform-vsphere-provider-tfvars", `
$ cat prod.auto.tfvars
vsphere_server   = "vcsa01.corp.acme.local"
vsphere_user     = "svc_terraform@vsphere.local"
vsphere_password = "«a»"
template_name    = "rhel8-golden-2024.05"
domain_join_password = "«b»"
`, V{"a": g.entHuman(), "b": g.entSafe()}, `template_name    = "rhel8-golden-2024.05"`)

	g.add("ent/citrix-adc-ns-conf-encrypted", `
$ grep -E 'ldapAction|system user|radiusAction' /nsconfig/ns.conf
set system user nsroot «a» -encrypted -hashmethod SHA512 -timeout 900
add authentication ldapAction LDAP_CORP -serverIP 10.10.1.11 -serverPort 636 -ldapBase "DC=corp,DC=acme,DC=local" -ldapBindDn "svc-netscaler@corp.acme.local" -ldapBindDnPassword «b» -encrypted -encryptmethod ENCMTHD_3 -kek -suffix 2024_03_02_11_20_17 -ldapLoginName sAMAccountName -secType SSL
add authentication radiusAction RAD_MFA -serverIP 10.10.1.40 -serverPort 1812 -radKey «c» -encrypted -encryptmethod ENCMTHD_3 -kek -suffix 2024_03_02_11_20_17
`, V{"a": g.hex(128), "b": g.hex(64), "c": g.hex(64)}, "svc-netscaler@corp.acme.local", "-ldapLoginName sAMAccountName")

	g.add("ent/citrix-nitro-api-headers", `
$ curl -s -k -H "X-NITRO-USER: nsroot" -H "X-NITRO-PASS: «a»" \
    https://adc01.corp.acme.local/nitro/v1/config/lbvserver/LB_CLAIMS_443 | jq '.lbvserver[0].curstate'
"UP"
`, V{"a": g.entHuman()}, "LB_CLAIMS_443", `"X-NITRO-USER: nsroot"`)

	g.add("ent/citrix-storefront-ica-benign", `
[ApplicationServers]
Claims Desktop=
[Claims Desktop]
Address=;40;STA«_s»;«_t»
InitialProgram=#Claims Desktop
ClientAudio=On
DesiredColor=8
TransportDriver=TCP/IP
SSLEnable=On
SSLProxyHost=gateway.acme.com:443
LogonTicket=«=lt»
LogonTicketType=CTXS1
`, V{"_s": g.entHexU(32), "_t": g.entHexU(32), "=lt": g.entHexU(30)}, "SSLProxyHost=gateway.acme.com:443", "LogonTicketType=CTXS1")

	g.add("ent/domino-notesfactory-diiop", `
    // pull the Claims archive view through DIIOP
    Session s = NotesFactory.createSession("domino01.corp.acme.local:63148", "Claims Archiver/ACME", "«a»");
    Database db = s.getDatabase("DOMINO01/ACME", "apps\\claimsarch.nsf");
    View v = db.getView("(ByClaimNumber)");
`, V{"a": g.entHuman()}, `"Claims Archiver/ACME"`, `"apps\\claimsarch.nsf"`)

	g.add("ent/domino-notes-ini-benign", `
$ grep -iE 'KeyFile|Server_Title|ServerKeyFileName|HTTPEnableSessionAuth' /local/notesdata/notes.ini
KeyFilename=server.id
ServerKeyFileName=server.id
Server_Title=Claims archive (legacy)
HTTPEnableSessionAuth=1
`, nil, "ServerKeyFileName=server.id", "Server_Title=Claims archive (legacy)")

	g.add("ent/domino-server-id-password-systemd", `
$ systemctl cat domino
[Service]
User=notes
Environment=DOMINO_ID_PASSWORD=«a»
ExecStart=/opt/nashcom/startscript/rc_domino_script start
$ cat /local/notesdata/pwd.txt
«a»
`, V{"a": g.entHuman()}, "/opt/nashcom/startscript/rc_domino_script start")

	g.add("ent/domino-lotusscript-agent-odbc", `
Sub Initialize
    Dim con As New ODBCConnection
    Dim qry As New ODBCQuery
    Dim result As New ODBCResultSet
    If Not con.ConnectTo("CLAIMS_DW", "notes_sync", "«a»") Then
        Messagebox "Could not connect to CLAIMS_DW"
        Exit Sub
    End If
    Set qry.Connection = con
    qry.SQL = "SELECT ClaimNo, Status FROM dbo.ClaimStatus"
End Sub
`, V{"a": g.entSafe()}, `Messagebox "Could not connect to CLAIMS_DW"`, "notes_sync")
}

// ---- Legacy operations: cron, FTP scripts, shell ----

func (g *G) entLegacyOps() {
	g.add("ent/crontab-oracle-exports", `
$ crontab -l -u oracle
# m h dom mon dow command
15 1 * * * /u01/scripts/rman_level1.sh ORDPRD >/dev/null 2>&1
30 2 * * 0 exp system/«a»@EDWPRD file=/backup/edw_weekly.dmp full=y log=/backup/edw_weekly.log
0 6 * * 1-5 /usr/bin/lftp -u acmefeed,«b» -e "mirror -R /data/out /in; quit" sftp://ftp.vendor-feeds.example
`, V{"a": g.entMF(), "b": g.entSafe()}, "/u01/scripts/rman_level1.sh ORDPRD", "sftp://ftp.vendor-feeds.example")

	g.add("ent/ftp-script-here-doc", `
#!/bin/sh
# send_gl.sh - AIX, called from cron 02:45
cd /data/gl/out
ftp -inv mainframe.corp.acme.local <<EOF
user GLXFER «a»
quote site recfm=fb lrecl=200
put gl_extract.txt 'FIN.PROD.GLIN(+1)'
bye
EOF
`, V{"a": g.entMF()}, "quote site recfm=fb lrecl=200", "'FIN.PROD.GLIN(+1)'")

	g.add("ent/windows-ftp-s-script", `
C:\Jobs> type D:\Jobs\ftp_upload.txt
open ftp.partner-bank.example
ACMECORP
«a»
binary
put D:\Jobs\out\ACH_20240514.txt
quit
C:\Jobs> ftp -s:D:\Jobs\ftp_upload.txt
Connected to ftp.partner-bank.example.
230 User ACMECORP logged in.
`, V{"a": g.entMF()}, "230 User ACMECORP logged in.", `put D:\Jobs\out\ACH_20240514.txt`)

	g.add("ent/netrc-mainframe-and-vendor", `
$ cat ~/.netrc
machine mainframe.corp.acme.local login GLXFER password «a»
machine ftp.vendor-feeds.example login acmefeed password «b»
default login anonymous password ops@acme.com
`, V{"a": g.entMF(), "b": g.entSafe()}, "default login anonymous password ops@acme.com")

	g.add("ent/ksh-profile-exports-legacy", `
$ grep -n PASS ~/.profile
41:export ORA_PASS=«a»
42:export INFA_PASS="«b»"
43:export SYBASE_SA_PASS='«c»'
$ isql -Usa -P$SYBASE_SA_PASS -SSYBPRD01 -w 200
1>
`, V{"a": g.entMF(), "b": g.entHuman(), "c": g.entDollar()}, "-SSYBPRD01", "$SYBASE_SA_PASS")

	g.add("ent/sybase-interfaces-isql-inline", `
$ isql -Usa -P«a» -SSYBPRD01 <<'SQL'
sp_addlogin claims_ro, '«b»', claimsdb
go
sp_adduser claims_ro
go
SQL
New login created.
`, V{"a": g.entSafe(), "b": g.entHuman()}, "sp_adduser claims_ro", "New login created.")

	g.add("ent/expect-script-telnet-legacy", `
#!/usr/bin/expect -f
# rotate_logs.exp - old HP-UX box, no ssh keys
set timeout 20
spawn telnet hpux-clm01.corp.acme.local
expect "login:"    { send "opsuser\r" }
expect "Password:" { send "«a»\r" }
expect "$ "        { send "sudo /opt/claims/bin/rotate.sh\r" }
expect "Password:" { send "«a»\r" }
expect "$ "        { send "exit\r" }
`, V{"a": g.entMF()}, "spawn telnet hpux-clm01.corp.acme.local", `send "opsuser\r"`)

	g.add("ent/informix-sqlhosts-benign", `
$ cat $INFORMIXDIR/etc/sqlhosts
ol_policy     onsoctcp   ifxprd01.corp.acme.local   9088
ol_policy_ssl onsocssl   ifxprd01.corp.acme.local   9089
$ cat $INFORMIXDIR/etc/onconfig | grep -E '^(DBSERVERNAME|DBSERVERALIASES)'
DBSERVERNAME ol_policy
DBSERVERALIASES ol_policy_ssl
`, nil, "ol_policy     onsoctcp   ifxprd01.corp.acme.local   9088", "DBSERVERALIASES ol_policy_ssl")

	g.add("ent/progress-openedge-connect", `
$ _progres -b -db claimsdb -H oeprd01.corp.acme.local -S 20931 -U oeabl -P «a» -p batch/nightly.p
** Nightly close started 05/14/24 02:00
`, V{"a": g.entSafe()}, "-H oeprd01.corp.acme.local -S 20931", "** Nightly close started 05/14/24 02:00")

	g.add("ent/cobol-copybook-hardcoded-db2-connect", `
       WORKING-STORAGE SECTION.
       01  WS-DB2-CONNECT.
           05  WS-LOCATION         PIC X(16) VALUE 'DSNLOC01'.
           05  WS-AUTHID           PIC X(8)  VALUE 'CLMBAT1'.
           05  WS-PASSWORD         PIC X(8)  VALUE '«a»'.
       PROCEDURE DIVISION.
           EXEC SQL
               CONNECT TO :WS-LOCATION USER :WS-AUTHID USING :WS-PASSWORD
           END-EXEC.
`, V{"a": g.entMF()}, "WS-LOCATION         PIC X(16) VALUE 'DSNLOC01'")
}

// ---- SAML and SSO identity providers ----

func (g *G) entSSO() {
	k := g.pkcs8RSAPEM()
	c := g.certPEM()
	g.add("ent/shibboleth-idp-signing-key", `
$ sudo cat /opt/shibboleth-idp/credentials/idp-signing.key
«a»
$ openssl x509 -in /opt/shibboleth-idp/credentials/idp-signing.crt -noout -subject -enddate
subject=CN=idp.corp.acme.local
notAfter=Mar  2 11:20:17 2034 GMT
`, V{"a": k.block()}, "subject=CN=idp.corp.acme.local", "/opt/shibboleth-idp/credentials/idp-signing.crt")

	g.add("ent/saml-idp-metadata-cert-benign", `
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.corp.acme.local/idp/shibboleth">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data><ds:X509Certificate>«_c»</ds:X509Certificate></ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.corp.acme.local/idp/profile/SAML2/Redirect/SSO"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`, V{"_c": c.body}, "https://idp.corp.acme.local/idp/shibboleth")

	ek := g.rsaPEM()
	g.add("ent/simplesamlphp-config-and-key", `
$ grep -nE "secretsalt|auth.adminpassword|technicalcontact_email" /var/simplesamlphp/config/config.php
71:    'secretsalt' => '«a»',
82:    'auth.adminpassword' => '«b»',
97:    'technicalcontact_email' => 'iam-team@acme.com',
$ cat /var/simplesamlphp/cert/saml.pem
«c»
`, V{"a": g.s(alLowNum, 32), "b": g.entHuman(), "c": ek.block()}, "'technicalcontact_email' => 'iam-team@acme.com'")

	g.add("ent/adfs-token-signing-cert-benign", `
PS C:\> Get-AdfsCertificate -CertificateType Token-Signing | Format-List CertificateType, IsPrimary, Thumbprint, StoreLocation
CertificateType : Token-Signing
IsPrimary       : True
Thumbprint      : «_t»
StoreLocation   : LocalMachine
PS C:\> Get-AdfsProperties | Select HostName, AutoCertificateRollover
HostName        AutoCertificateRollover
--------        -----------------------
sts.acme.com                       True
`, V{"_t": g.entHexU(40)}, "CertificateType : Token-Signing", "sts.acme.com")

	g.add("ent/adfs-export-pfx-password", `
PS C:\> $pfxPass = ConvertTo-SecureString -String "«a»" -Force -AsPlainText
PS C:\> Get-ChildItem Cert:\LocalMachine\My\«_t» | Export-PfxCertificate -FilePath C:\temp\adfs-ssl-2024.pfx -Password $pfxPass
    Directory: C:\temp
Mode                 LastWriteTime         Length Name
----                 -------------         ------ ----
-a----         5/14/2024  10:41 AM           4125 adfs-ssl-2024.pfx
`, V{"a": g.entHuman(), "_t": g.entHexU(40)}, "adfs-ssl-2024.pfx")

	g.add("ent/siteminder-smreg-and-agent-conf", `
$ /opt/CA/siteminder/bin/smreg -su '«a»'
Super user password changed successfully.
$ cat /opt/CA/webagent/config/SmHost.conf
hostname="claims-web01"
policyserver="10.10.4.20,44441,44442,44443"
sharedsecret="{RC2}«b»"
`, V{"a": g.entHuman(), "b": g.b64(40)}, `policyserver="10.10.4.20,44441,44442,44443"`, "Super user password changed successfully.")

	g.add("ent/pingfederate-admin-api-basic", `
$ curl -sk -u Administrator:«a» -H 'X-XSRF-Header: PingFederate' \
    https://pingfed01.corp.acme.local:9999/pf-admin-api/v1/idp/spConnections | jq -r '.items[].entityId'
https://claims.corp.acme.local/saml/metadata
urn:amazon:webservices
`, V{"a": g.entHuman()}, "X-XSRF-Header: PingFederate", "urn:amazon:webservices")
}

// ---- Tickets, runbooks and mails of enterprise teams ----

func (g *G) entComms() {
	g.add("ent/servicenow-ticket-handover-work-notes", `
RITM0084213 - Access for vendor consultant to Claims UAT
State: Closed Complete        Assignment group: Middleware Support
Work notes (internal):
  2024-05-14 10:12 J. Novak
  Created WebLogic user vnd_consult1 in soa_domain UAT (group Monitors only).
  Initial password: «a»  - user must change at first login.
  UAT DB read-only account: CLAIMS_RO / «b» (same as last engagement, expires 31.05.)
Additional comments (customer visible):
  Your access has been set up. Credentials were sent via separate secure mail.
`, V{"a": g.entHuman(), "b": g.entMF()}, "RITM0084213", "vnd_consult1", "Credentials were sent via separate secure mail.")

	g.add("ent/runbook-confluence-dr-failover", `
h2. Claims DR failover - step 4: reconnect WebLogic data sources

# Log in to the DR admin console: https://wlsadm-dr.corp.acme.local:7002/console
  user: weblogic   pass: «a»
# Services > Data Sources > ClaimsDS > Connection Pool
# Change URL to jdbc:oracle:thin:@//ora-dr-scan.corp.acme.local:1521/CLMDR
# Password for CLAIMS_OWNER on DR (differs from prod!): «b»
# Activate Changes, then restart soa_server1 via Node Manager (nmadmin / «c»)

{info}Owner: Middleware team. Last tested 2024-03-09 (DR test #14).{info}
`, V{"a": g.entHuman(), "b": g.entMF(), "c": g.entSafe()}, "https://wlsadm-dr.corp.acme.local:7002/console", "jdbc:oracle:thin:@//ora-dr-scan.corp.acme.local:1521/CLMDR")

	g.add("ent/email-vendor-sap-credentials", `
From: Basis Team <sap-basis@acme.com>
To: Ravi Kumar <ravi.kumar@integrator.example>
Subject: RE: ECC QAS access for interface testing
Date: Tue, 14 May 2024 09:41:12 +0200

Hi Ravi,

as discussed, the RFC user for your side is set up:

  System:   EQ1 / client 300 (sapeccq01.corp.acme.local, SYSNR 00)
  User:     RFC_PARTNER01
  Password: «a»

The SAProuter string is /H/saprouter.acme.com/S/3299/H/sapeccq01. The router
password for your route entry is «b».

Best regards,
Basis Team
`, V{"a": g.entMF(), "b": g.entMF()}, "/H/saprouter.acme.com/S/3299/H/sapeccq01", "RFC_PARTNER01")

	g.add("ent/teams-chat-db-password-paste", `
[10:02] Marta Lis: who has the EDW_READ password? the linked server on SQLDW01 stopped working after the oracle patch
[10:04] Jan Novak: it was reset on saturday, new one is «a»
[10:04] Jan Novak: also update the Informatica connection ORA_EDW_SRC, same password
[10:05] Marta Lis: thx, done. ticket INC0124410 can be closed
`, V{"a": g.entMF()}, "INC0124410", "ORA_EDW_SRC")

	g.add("ent/change-record-backout-plan", `
CHG0042117  Rotate service account passwords (quarterly)  - Risk: Moderate
Implementation plan:
  1. Set new password for ACME\svc_claims_batch in AD: «a»
  2. Update scheduled task "Claims\NightlyExtract" on CLAIMSBAT01 (schtasks /change /RP)
  3. Update WebSphere alias acmeCellManager01/DB2_CLAIMS
Backout plan:
  Revert ACME\svc_claims_batch to the previous password «b» and restart the
  ClaimsQueueWorker service on CLAIMSAPP07.
`, V{"a": g.entGen(), "b": g.entHuman()}, "CHG0042117", `Update scheduled task "Claims\NightlyExtract"`)

	g.add("ent/email-masked-and-vault-benign", `
Subject: Claims UAT refresh completed
The UAT database has been refreshed from production (masked). Application
passwords were NOT changed; retrieve them from CyberArk safe MW-CLAIMS-UAT
(object "Oracle-CLAIMS_OWNER-UAT"). The WebLogic console password shown in
the old runbook (********) is no longer valid.
`, nil, `object "Oracle-CLAIMS_OWNER-UAT"`, "(********)", "MW-CLAIMS-UAT")

	g.add("ent/handover-doc-legacy-systems-table", `
| System            | Host                         | Account       | Password            | Notes                    |
|-------------------|------------------------------|---------------|---------------------|--------------------------|
| AS/400 prod       | as400prd.corp.acme.local     | QSECOFR       | «a»            | emergency only           |
| Sybase SYBPRD01   | sybprd01.corp.acme.local     | sa            | «b»  | owned by Finance IT      |
| Informix policy   | ifxprd01.corp.acme.local     | informix      | «c»            |                          |
| Domino            | domino01.corp.acme.local     | Admin/ACME    | see KeePass         | ID file on \\fs02\ids$   |
`, V{"a": g.entMF(), "b": g.entHuman(), "c": g.entMF()}, "as400prd.corp.acme.local", "see KeePass", `ID file on \\fs02\ids$`)

	g.add("ent/jira-comment-kafka-creds", `
*Marek Dvořák* commented on CLAIMS-2291:
Prod SASL creds for the new consumer group are live:
{code}
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="claims-fraud" password="«a»";
{code}
Please put them into the Helm values as a secret ref, not inline. I'll rotate after go-live.
`, V{"a": g.entGenAN()}, "CLAIMS-2291", `username="claims-fraud"`)

	g.add("ent/incident-postmortem-leaked-password", `
## Post-incident review: INC0123877 (Claims batch outage, 2024-05-11)

Timeline
- 02:31 nightly extract fails: ORA-28000: the account is locked (CLAIMS_BATCH)
- 02:58 on-call unlocks the account; password in /u01/scripts/extract.env was
  still the pre-rotation value «a»
- 03:20 updated extract.env to «b», job rerun OK

Actions
- Move the password out of extract.env into the Oracle wallet (owner: DBA team)
`, V{"a": g.entMF(), "b": g.entMF()}, "ORA-28000: the account is locked (CLAIMS_BATCH)", "/u01/scripts/extract.env")

	g.add("ent/email-netsuite-token-handover", `
Subject: NetSuite sandbox TBA tokens for the AP integration
Hi team, the integration record "AP Invoice Sync" is created in 1234567_SB1.

Consumer key:    «=ck»
Consumer secret: «a»
Token ID:        «=tid»
Token secret:    «b»

Role: "AP Integration (Custom)". These only show once, so store them in the vault today.
`, V{"=ck": g.hex(64), "a": g.hex(64), "=tid": g.hex(64), "b": g.hex(64)}, `"AP Invoice Sync"`, `Role: "AP Integration (Custom)"`)

	g.add("ent/slack-mainframe-ftp-user", `
#mainframe-ops
steve.b  09:14  the GLXFER ftp id got revoked again (3 bad attempts from the AIX box)
steve.b  09:15  resumed it: ALTUSER GLXFER RESUME PASSWORD(«a») NOEXPIRED
priya    09:17  updated .netrc on aixbat02, job will rerun at 10:00
`, V{"a": g.entMF()}, "ALTUSER GLXFER RESUME", "aixbat02")

	g.add("ent/runbook-credential-locations-benign", `
## Where the Claims credentials live

| Credential                 | Location                                              |
|----------------------------|-------------------------------------------------------|
| WebLogic admin (soa_domain)| CyberArk: MW-CLAIMS-PRD / WebLogic-weblogic-PRD        |
| CLAIMS_OWNER (Oracle)      | Oracle wallet /u01/app/oracle/wallet (alias CLMPRD)    |
| svc_claims_batch (AD)      | gMSA migration pending - CyberArk: WIN-SVC / svc_claims_batch |
| Kafka SCRAM claims-fraud   | Vault: secret/data/kafka/claims-fraud (key: password)  |
| SAP RFC_INTEG              | hdbuserstore key RFCKEY on sapjob01                    |

Never paste passwords into tickets; use the links above.
`, nil, "CyberArk: MW-CLAIMS-PRD / WebLogic-weblogic-PRD", "secret/data/kafka/claims-fraud (key: password)", "hdbuserstore key RFCKEY on sapjob01")
}

// ---- Benign-only material that looks like credentials ----

func (g *G) entBenign() {
	g.add("ent/weblogic-boot-properties-template-benign", `
# boot.properties.template - copied into servers/<name>/security/ by the provisioning script
username=${WLS_ADMIN_USER}
password=${WLS_ADMIN_PASSWORD}
`, nil, "username=${WLS_ADMIN_USER}", "password=${WLS_ADMIN_PASSWORD}")

	g.add("ent/wildfly-elytron-credential-reference-benign", `
<datasource jndi-name="java:jboss/datasources/PolicyDS" pool-name="PolicyDS">
    <connection-url>jdbc:postgresql://pgpolicy01.corp.acme.local:5432/policy</connection-url>
    <security user-name="policy_app">
        <credential-reference store="cs" alias="policy-ds-pw"/>
    </security>
</datasource>
<credential-store name="cs" location="credentials/cs.jceks" relative-to="jboss.server.config.dir">
    <credential-reference clear-text="${env.CS_PASSWORD}"/>
</credential-store>
`, nil, `<credential-reference store="cs" alias="policy-ds-pw"/>`, `clear-text="${env.CS_PASSWORD}"`)

	g.add("ent/oracle-password-policy-profile-benign", `
SQL> select resource_name, limit from dba_profiles where profile = 'APP_SVC' and resource_type = 'PASSWORD';
RESOURCE_NAME                    LIMIT
-------------------------------- ----------------------------------------
FAILED_LOGIN_ATTEMPTS            10
PASSWORD_LIFE_TIME               UNLIMITED
PASSWORD_REUSE_TIME              365
PASSWORD_VERIFY_FUNCTION         ORA12C_STRONG_VERIFY_FUNCTION
PASSWORD_LOCK_TIME               .0104
`, nil, "ORA12C_STRONG_VERIFY_FUNCTION", "PASSWORD_REUSE_TIME              365")

	g.add("ent/mq-ccdt-json-benign", `
{
  "channel": [{
    "name": "CLAIMS.SVRCONN",
    "clientConnection": {
      "connection": [{"host": "mqprd01.corp.acme.local", "port": 1414}, {"host": "mqprd02.corp.acme.local", "port": 1414}],
      "queueManager": "QMPRD01"
    },
    "transmissionSecurity": {"cipherSpecification": "ANY_TLS13_OR_HIGHER", "certificateLabel": "ibmwebspheremqclaims"},
    "type": "clientConnection"
  }]
}
`, nil, `"cipherSpecification": "ANY_TLS13_OR_HIGHER"`, `"certificateLabel": "ibmwebspheremqclaims"`)
}
