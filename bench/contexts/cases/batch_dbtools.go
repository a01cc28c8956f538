package cases

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// dbtoolsCases adds database client tools' saved connections, exports and
// sessions, as an agent reads them while helping someone move, debug or
// audit their database access.
// Sources: DBeaver (data-sources.json with plain and variable credentials,
// credentials-config.json decrypted with openssl, project exports, SSH
// tunnel handlers, the DBeaver CLI, its error log); JetBrains DataGrip and
// IntelliJ (.idea/dataSources.xml, dataSources.local.xml, driver
// properties, data source exports copied to the clipboard, the query
// console's output); pgAdmin 4 (servers.json, pgpass, config_local.py,
// the container's environment, setup.py commands, its log); TablePlus's
// copied URLs and exports, Sequel Ace and Sequel Pro .spf favorites,
// Postico favorites and the keychain; HeidiSQL's settings export and
// registry keys; MySQL Workbench connections.xml and server_instances.xml;
// SSMS registered servers (RegSrvr.xml, .regsrvr exports with DPAPI blobs),
// .NET and ODBC connection strings, Azure Data Studio settings.json; SQL
// Developer connections.json, Toad connections, Navicat .ncx exports,
// DbVisualizer dbvis.xml, Beekeeper Studio, DBngin and Postgres.app;
// Robo 3T, Studio 3T and MongoDB Compass connection exports, RedisInsight
// and Another Redis Desktop Manager exports, Medis, Neo4j Desktop; psql,
// mysql, mongosh, redis-cli, cqlsh, cypher-shell, clickhouse-client,
// sqlcmd, bteq, isql, vsql, hdbsql, db2 and sqlplus sessions with
// connection URIs, \conninfo, SHOW GRANTS, SHOW CREATE USER,
// mysql.user.authentication_string, pg_authid, db.getUsers(), ACL LIST,
// system_auth.roles; JDBC and ODBC URLs of many drivers (Snowflake with
// passwords, key-pair passphrases and OAuth tokens, Redshift with IAM
// keys, BigQuery with service-account keys and OAuth tokens, ClickHouse,
// Oracle TNS and wallets, DB2, Sybase ASE, Teradata, SAP HANA, Vertica,
// Trino, Databricks, Cassandra and Scylla, Astra, Neo4j bolt, InfluxDB
// tokens, Elasticsearch and OpenSearch API keys and service tokens, Neon,
// PlanetScale, Aiven, Supabase); BI tools' data sources (Metabase,
// Superset, Grafana, Tableau .tds, Power BI and Excel queries); people
// pasting their connections into a chat. Benign look-alikes: host, database
// and user names, connection ids, DBeaver and DataGrip UUIDs, folder
// names, driver versions, jar checksums, keychain and KeePass references,
// SSMS's DPAPI blobs, Compass's passphrase-encrypted secrets, Vault and
// KMS ciphertexts, SCRAM salts, role OIDs, Elastic Cloud ids and API key
// ids, Snowflake account locators, variable references. Password hashes of
// database catalogs (md5, SCRAM verifiers, mysql_native_password,
// caching_sha2, bcrypt salted_hash, Redis ACL sha256) are treated as
// secrets: each can be cracked offline, and an md5 one is enough to log
// in. The case names start with "dbtools/".
func (g *G) dbtoolsCases() {
	g.dbtDBeaver()
	g.dbtJetBrains()
	g.dbtPgAdmin()
	g.dbtMacTools()
	g.dbtWinTools()
	g.dbtJavaTools()
	g.dbtNoSQLGUI()
	g.dbtPsql()
	g.dbtMysql()
	g.dbtMongoRedis()
	g.dbtOtherShells()
	g.dbtWarehouses()
	g.dbtJDBC()
	g.dbtSearchTS()
	g.dbtBI()
	g.dbtChat()
	g.dbtBenign()
}

// ---- helpers used only here ----

// dbtAdd is add with the "dbtools/" prefix and "ˋ" standing for a backtick.
func (g *G) dbtAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("dbtools/"+name, bt(tmpl), v, benign...)
}

// dbtBeaverID is a DBeaver connection id: the driver id, a hex time and
// a random part.
func (g *G) dbtBeaverID(driver string) string {
	return driver + "-" + g.hex(11) + "-" + g.hex(16)
}

// dbtIP is a private IPv4 address.
func (g *G) dbtIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

// dbtMyNative is a mysql_native_password hash.
func (g *G) dbtMyNative() string { return "*" + g.s(alHexU, 40) }

// dbtPgMD5 is a PostgreSQL md5 password hash.
func (g *G) dbtPgMD5() string { return "md5" + g.hex(32) }

// dbtScram is a PostgreSQL SCRAM-SHA-256 verifier.
func (g *G) dbtScram() string {
	return "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32)
}

// dbtCaching is a caching_sha2_password hash as mysql prints it with
// print_identified_with_as_hex.
func (g *G) dbtCaching() string {
	return "0x" + strings.ToUpper(hex.EncodeToString([]byte("$A$005$"))) + g.s(alHexU, 126)
}

// dbtHeidi obfuscates a password the way HeidiSQL stores it: each byte
// plus a shift, in hex, then the shift.
func (g *G) dbtHeidi(pw string) string {
	shift := 1 + g.r.IntN(9)
	var b strings.Builder
	for i := 0; i < len(pw); i++ {
		fmt.Fprintf(&b, "%02X", int(pw[i])+shift)
	}
	fmt.Fprintf(&b, "%d", shift)
	return b.String()
}

// dbtDPAPI is a Windows DPAPI blob, bound to one user on one machine.
func (g *G) dbtDPAPI() string {
	return dpapiHeader + g.b64(170)
}

// dbtAstra is a DataStax Astra application token.
func (g *G) dbtAstra() string {
	return "AstraCS:" + g.s(alUpper+alLower, 24) + ":" + g.hex(64)
}

// dbtDapi is a Databricks personal access token.
func (g *G) dbtDapi() string { return "dapi" + g.hex(32) }

// dbtInflux is an InfluxDB 2 API token.
func (g *G) dbtInflux() string { return g.b64u(86) + "==" }

// dbtSnowOAuth is a Snowflake OAuth access token.
func (g *G) dbtSnowOAuth() string {
	return "ver:1-hint:" + g.digits(10) + "-ETMsDgAAAY" + g.s(alB64, 200)
}

// dbtESService is an Elasticsearch service account token.
func dbtESService(name, secret string) string {
	return base64.RawURLEncoding.EncodeToString(append([]byte{0, 1, 0, 1}, []byte("elastic/kibana/"+name+":"+secret)...))
}

// dbtVaultCT is a Vault transit ciphertext.
func (g *G) dbtVaultCT() string { return "vault:v1:" + g.b64(48) }

// dbtKMS is an AWS KMS ciphertext blob.
func (g *G) dbtKMS() string { return "AQICAHh" + g.b64(160) }

// dbtSFAcct is a Snowflake account locator with its region.
func (g *G) dbtSFAcct() string {
	return strings.ToLower(g.s(alUpper, 2)) + g.digits(5) + "." + g.pick("eu-central-1", "us-east-2.aws", "west-europe.azure", "us-central1.gcp")
}

// ---- DBeaver ----

func (g *G) dbtDBeaver() {
	id1, id2, id3 := g.dbtBeaverID("postgres-jdbc"), g.dbtBeaverID("mysql8"), g.dbtBeaverID("clickhouse-com")
	g.dbtAdd("dbeaver-data-sources-plain-user-password", `
$ cat ~/.local/share/DBeaverData/workspace6/General/.dbeaver/data-sources.json
{
	"folders": {
		"prod": {},
		"staging": {}
	},
	"connections": {
		"«_id1»": {
			"provider": "postgresql",
			"driver": "postgres-jdbc",
			"name": "orders (prod, read-only)",
			"save-password": true,
			"folder": "prod",
			"read-only": true,
			"configuration": {
				"host": "orders-db.prod.acme.internal",
				"port": "5432",
				"database": "orders",
				"url": "jdbc:postgresql://orders-db.prod.acme.internal:5432/orders",
				"configurationType": "MANUAL",
				"home": "postgresql-x64-16",
				"type": "prod",
				"user": "orders_ro",
				"password": "«a»",
				"auth-model": "native"
			}
		},
		"«_id2»": {
			"provider": "mysql",
			"driver": "mysql8",
			"name": "legacy-crm",
			"save-password": true,
			"folder": "staging",
			"configuration": {
				"host": "crm-mysql.staging.acme.internal",
				"port": "3306",
				"url": "jdbc:mysql://crm-mysql.staging.acme.internal:3306/",
				"configurationType": "MANUAL",
				"type": "test",
				"user": "crm_admin",
				"password": "«b»",
				"auth-model": "native"
			}
		}
	}
}
`, V{"_id1": id1, "a": g.pw(), "_id2": id2, "b": g.pwStrong()}, "orders-db.prod.acme.internal", "orders_ro", "crm_admin", "postgresql-x64-16")

	g.dbtAdd("dbeaver-credentials-config-openssl-decrypt", `
$ cd ~/Library/DBeaverData/workspace6/General/.dbeaver
$ openssl aes-128-cbc -d -K «=dbk» -iv 00000000000000000000000000000000 -in credentials-config.json | dd bs=1 skip=16 2>/dev/null | jq .
{
  "«_id1»": {
    "#connection": {
      "user": "postgres",
      "password": "«a»"
    },
    "network/ssh_tunnel": {
      "user": "ubuntu",
      "password": "«b»"
    }
  },
  "«_id3»": {
    "#connection": {
      "user": "default",
      "password": "«c»"
    }
  }
}
`, V{"=dbk": g.hex(32), "_id1": g.dbtBeaverID("postgres-jdbc"), "a": g.pwURL(), "b": g.pw(), "_id3": id3, "c": g.an(24)}, "network/ssh_tunnel", "credentials-config.json")

	g.dbtAdd("dbeaver-ssh-tunnel-handler-passphrase", `
		"«_id»": {
			"provider": "postgresql",
			"driver": "postgres-jdbc",
			"name": "analytics via bastion",
			"save-password": true,
			"configuration": {
				"host": "localhost",
				"port": "5432",
				"database": "analytics",
				"url": "jdbc:postgresql://localhost:5432/analytics",
				"configurationType": "MANUAL",
				"type": "prod",
				"auth-model": "native",
				"handlers": {
					"ssh_tunnel": {
						"type": "TUNNEL",
						"enabled": true,
						"save-password": true,
						"properties": {
							"host": "bastion.eu1.acme.cloud",
							"port": 22,
							"authType": "PUBLIC_KEY",
							"keyPath": "/home/lena/.ssh/bastion_ed25519",
							"passphrase": "«a»",
							"implementation": "sshj",
							"aliveInterval": "0",
							"connectTimeout": "10000"
						}
					}
				}
			}
		}
`, V{"_id": g.dbtBeaverID("postgres-jdbc"), "a": g.pw()}, "bastion.eu1.acme.cloud", "/home/lena/.ssh/bastion_ed25519")

	g.dbtAdd("dbeaver-variables-benign", `
		"«_id»": {
			"provider": "postgresql",
			"driver": "postgres-jdbc",
			"name": "billing (${env:STAGE})",
			"save-password": false,
			"configuration": {
				"host": "${env:BILLING_DB_HOST}",
				"port": "5432",
				"database": "billing",
				"url": "jdbc:postgresql://${env:BILLING_DB_HOST}:5432/billing",
				"configurationType": "MANUAL",
				"type": "dev",
				"user": "${env:BILLING_DB_USER}",
				"password": "${env:BILLING_DB_PASSWORD}",
				"auth-model": "native",
				"bootstrap": {
					"initQueries": ["SET search_path TO billing, public"]
				}
			}
		}
`, V{"_id": g.dbtBeaverID("postgres-jdbc")}, "${env:BILLING_DB_PASSWORD}", "${env:BILLING_DB_USER}", "SET search_path TO billing, public")

	g.dbtAdd("dbeaver-provider-properties-snowflake", `
		"«_id»": {
			"provider": "snowflake",
			"driver": "snowflake",
			"name": "Snowflake ANALYTICS_WH",
			"save-password": true,
			"configuration": {
				"host": "«_acct».snowflakecomputing.com",
				"database": "ANALYTICS",
				"url": "jdbc:snowflake://«_acct».snowflakecomputing.com/?db=ANALYTICS&warehouse=ANALYTICS_WH&role=REPORTER",
				"configurationType": "MANUAL",
				"type": "prod",
				"user": "SVC_DBEAVER",
				"password": "«a»",
				"auth-model": "snowflake_snowflake",
				"provider-properties": {
					"@dbeaver-warehouse@": "ANALYTICS_WH",
					"@dbeaver-role@": "REPORTER",
					"@dbeaver-schema@": "PUBLIC"
				}
			}
		}
`, V{"_id": g.dbtBeaverID("snowflake"), "_acct": g.dbtSFAcct(), "a": g.pwStrong()}, "SVC_DBEAVER", "ANALYTICS_WH")

	g.dbtAdd("dbeaver-cli-connection-spec", `
$ /Applications/DBeaver.app/Contents/MacOS/dbeaver -con "driver=postgresql|host=db-replica-2.acme.internal|port=5432|database=ledger|user=ledger_ops|password=«a»|name=ledger-replica|folder=ops|openConsole=true|savePassword=true"
2025-05-06 10:11:04.882 - DBeaver 24.3.2.202501051607 is starting
2025-05-06 10:11:07.102 - Connect to ledger-replica
`, V{"a": g.pwStrong()}, "db-replica-2.acme.internal", "ledger_ops", "DBeaver 24.3.2.202501051607")

	g.dbtAdd("dbeaver-error-log-jdbc-url", `
$ tail -n 12 ~/.local/share/DBeaverData/workspace6/.metadata/dbeaver-debug.log
2025-05-06 10:14:29.510 - Connecting to 'reporting' (mssql_jdbc_ms_new)
2025-05-06 10:14:29.512 - Driver properties: {encrypt=true, trustServerCertificate=false, loginTimeout=20}
2025-05-06 10:14:29.512 - Open connection jdbc:sqlserver://sql-reporting.acme.local:1433;databaseName=Reporting;user=rpt_loader;password=«a»;encrypt=true
2025-05-06 10:14:49.540 - Error connecting to 'reporting'
com.microsoft.sqlserver.jdbc.SQLServerException: The TCP/IP connection to the host sql-reporting.acme.local, port 1433 has failed. Error: "connect timed out."
	at com.microsoft.sqlserver.jdbc.SQLServerException.makeFromDriverError(SQLServerException.java:242)
	at com.microsoft.sqlserver.jdbc.SQLServerConnection.connectHelper(SQLServerConnection.java:3806)
`, V{"a": g.pw()}, "sql-reporting.acme.local", "rpt_loader", "mssql_jdbc_ms_new")

	g.dbtAdd("dbeaver-project-export-credentials", `
$ unzip -p ~/Downloads/dbeaver-project-export.dbp 'projects/DataTeam/.dbeaver/credentials-config.json.decrypted'
{"«_id1»":{"#connection":{"user":"dt_loader","password":"«a»"}},"«_id2»":{"#connection":{"user":"readonly","password":"«b»"},"network/ssh_tunnel":{"user":"ec2-user"}}}
`, V{"_id1": g.dbtBeaverID("redshift"), "a": g.pwURL(), "_id2": g.dbtBeaverID("postgres-jdbc"), "b": g.pw()}, "dt_loader", "ec2-user")

	g.dbtAdd("dbeaver-connection-types-and-ids-benign", `
$ jq '.connections | to_entries[] | {id: .key, name: .value.name, driver: .value.driver, savePw: .value["save-password"]}' data-sources.json
{
  "id": "«_a»",
  "name": "orders (prod, read-only)",
  "driver": "postgres-jdbc",
  "savePw": true
}
{
  "id": "«_b»",
  "name": "legacy-crm",
  "driver": "mysql8",
  "savePw": true
}
{
  "id": "«_c»",
  "name": "events",
  "driver": "clickhouse-com",
  "savePw": false
}
`, V{"_a": g.dbtBeaverID("postgres-jdbc"), "_b": g.dbtBeaverID("mysql8"), "_c": g.dbtBeaverID("clickhouse-com")}, "orders (prod, read-only)", "legacy-crm")

	g.dbtAdd("dbeaver-bigquery-service-key-path", `
		"«_id»": {
			"provider": "bigquery",
			"driver": "google_bigquery_jdbc_simba",
			"name": "BigQuery acme-analytics",
			"save-password": true,
			"configuration": {
				"host": "https://www.googleapis.com/bigquery/v2",
				"port": "443",
				"database": "acme-analytics",
				"url": "jdbc:bigquery://https://www.googleapis.com/bigquery/v2:443;ProjectId=acme-analytics;OAuthType=2;OAuthAccessToken=«a»;OAuthRefreshToken=«b»;OAuthClientId=«_cid».apps.googleusercontent.com;OAuthClientSecret=«c»;",
				"configurationType": "URL",
				"type": "prod",
				"auth-model": "native"
			}
		}
`, V{"_id": g.dbtBeaverID("google_bigquery_jdbc_simba"), "a": g.ya29(), "b": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()}, "acme-analytics", "google_bigquery_jdbc_simba")

	g.dbtAdd("dbeaver-secure-storage-benign", `
$ cat ~/.local/share/DBeaverData/workspace6/General/.dbeaver/data-sources.json | jq '.connections[] | {name, "save-password", configuration: {user: .configuration.user, "auth-model": .configuration["auth-model"]}}'
{
  "name": "warehouse",
  "save-password": true,
  "configuration": {
    "user": "wh_reader",
    "auth-model": "postgres_pgpass"
  }
}
# passwords come from ~/.pgpass (auth-model postgres_pgpass); nothing in credentials-config.json for this one
$ grep -c . ~/.pgpass
4
`, nil, "postgres_pgpass", "wh_reader")
}

// ---- JetBrains DataGrip / IntelliJ ----

func (g *G) dbtJetBrains() {
	g.dbtAdd("datagrip-datasources-xml-url-password", `
$ cat .idea/dataSources.xml
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="DataSourceManagerImpl" format="xml" multifile-model="true">
    <data-source source="LOCAL" name="shop@localhost" uuid="«_u1»">
      <driver-ref>postgresql</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>org.postgresql.Driver</jdbc-driver>
      <jdbc-url>jdbc:postgresql://localhost:5432/shop</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
    <data-source source="LOCAL" name="shop@staging" uuid="«_u2»">
      <driver-ref>postgresql</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>org.postgresql.Driver</jdbc-driver>
      <jdbc-url>jdbc:postgresql://shop-staging.c9xk2mbl1qzt.eu-west-1.rds.amazonaws.com:5432/shop?user=shop_app&amp;password=«a»&amp;sslmode=require</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
  </component>
</project>
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "a": g.pwURL()}, "shop-staging.c9xk2mbl1qzt.eu-west-1.rds.amazonaws.com", "$ProjectFileDir$")

	g.dbtAdd("datagrip-datasources-local-benign", `
$ cat .idea/dataSources.local.xml
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="dataSourceStorageLocal" created-in="DB-243.22562.220">
    <data-source name="shop@staging" uuid="«_u»">
      <database-info product="PostgreSQL" version="16.3" jdbc-version="4.2" driver-name="PostgreSQL JDBC Driver" driver-version="42.7.3" dbms="POSTGRES" exact-version="16.3" exact-driver-version="42.7">
        <identifier-quote-string>&quot;</identifier-quote-string>
      </database-info>
      <case-sensitivity plain-identifiers="lower" quoted-identifiers="exact" />
      <secret-storage>master_key</secret-storage>
      <user-name>shop_app</user-name>
      <schema-mapping>
        <introspection-scope>
          <node kind="database" qname="@">
            <node kind="schema" qname="@" />
          </node>
        </introspection-scope>
      </schema-mapping>
    </data-source>
  </component>
</project>
`, V{"_u": g.uuid()}, "DB-243.22562.220", "<secret-storage>master_key</secret-storage>", "<user-name>shop_app</user-name>")

	g.dbtAdd("datagrip-driver-properties-password", `
    <data-source source="LOCAL" name="events@clickhouse" uuid="«_u»">
      <driver-ref>clickhouse</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>com.clickhouse.jdbc.ClickHouseDriver</jdbc-driver>
      <jdbc-url>jdbc:clickhouse://ch-events.acme.internal:8443/events</jdbc-url>
      <jdbc-additional-properties>
        <property name="ssl" value="true" />
        <property name="sslmode" value="strict" />
        <property name="user" value="events_reader" />
        <property name="password" value="«a»" />
        <property name="socket_timeout" value="300000" />
      </jdbc-additional-properties>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
`, V{"_u": g.uuid(), "a": g.an(20)}, "ch-events.acme.internal", "events_reader", "com.clickhouse.jdbc.ClickHouseDriver")

	g.dbtAdd("datagrip-copy-data-source-clipboard", `
user: here's the data source I copied from DataGrip (right click > Copy), can you tell me why the ssh tunnel fails?

#DataSourceSettings#
#LocalDataSource: ledger@prod
#BEGIN#
<data-source source="LOCAL" name="ledger@prod" uuid="«_u»"><database-info product="MySQL" version="8.0.36" jdbc-version="4.2" driver-name="MySQL Connector/J" driver-version="mysql-connector-j-8.2.0 (Revision: «_rev»)" dbms="MYSQL" exact-version="8.0.36" exact-driver-version="8.2"><extra-name-characters>#@</extra-name-characters><identifier-quote-string>ˋ</identifier-quote-string></database-info><case-sensitivity plain-identifiers="exact" quoted-identifiers="exact"/><driver-ref>mysql.8</driver-ref><synchronize>true</synchronize><jdbc-driver>com.mysql.cj.jdbc.Driver</jdbc-driver><jdbc-url>jdbc:mysql://127.0.0.1:3306/ledger</jdbc-url><secret-storage>master_key</secret-storage><user-name>ledger_rw</user-name><ssh-properties><enabled>true</enabled><proxy-host>jump.acme.net</proxy-host><proxy-port>22</proxy-port><user>deploy</user><auth-type>PASSWORD</auth-type><password>«a»</password></ssh-properties><schema-mapping><introspection-scope><node kind="schema" qname="@"/></introspection-scope></schema-mapping><working-dir>$ProjectFileDir$</working-dir></data-source>
#END#
`, V{"_u": g.uuid(), "_rev": g.gitSHA(), "a": g.pw()}, "jump.acme.net", "ledger_rw", "#DataSourceSettings#")

	g.dbtAdd("intellij-workspace-console-url", `
$ grep -n 'jdbc:' .idea/workspace.xml .idea/dataSources/*.xml
.idea/workspace.xml:214:      <option name="url" value="jdbc:oracle:thin:HR/«a»@//ora-hr.acme.local:1521/HRPDB" />
.idea/dataSources/«_u».xml:3:  <jdbc-url>jdbc:oracle:thin:@//ora-hr.acme.local:1521/HRPDB</jdbc-url>
`, V{"a": g.pw(), "_u": g.uuid()}, "ora-hr.acme.local:1521/HRPDB")

	g.dbtAdd("datagrip-console-output-select-secrets", `
[2025-05-06 11:02:13] Connected
ledger> select id, name, webhook_url, signing_secret from integrations where active
[2025-05-06 11:02:13] 3 rows retrieved starting from 1 in 86 ms (execution: 9 ms, fetching: 77 ms)
id,name,webhook_url,signing_secret
14,stripe,https://ledger.acme.io/hooks/stripe,«a»
19,github,https://ledger.acme.io/hooks/github,«b»
22,slack,https://ledger.acme.io/hooks/slack,«c»
`, V{"a": g.whsec(), "b": g.hex(40), "c": g.hex(32)}, "https://ledger.acme.io/hooks/stripe", "3 rows retrieved starting from 1 in 86 ms")

	g.dbtAdd("datagrip-mongo-datasource-url", `
    <data-source source="LOCAL" name="catalog@atlas" uuid="«_u»">
      <driver-ref>mongo.4</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>com.dbschema.MongoJdbcDriver</jdbc-driver>
      <jdbc-url>mongodb+srv://catalog_svc:«a»@catalog.x7fq2.mongodb.net/catalog?retryWrites=true&amp;w=majority&amp;appName=DataGrip</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
`, V{"_u": g.uuid(), "a": g.pwURL()}, "catalog.x7fq2.mongodb.net", "catalog_svc", "com.dbschema.MongoJdbcDriver")

	g.dbtAdd("datagrip-redshift-iam-properties", `
    <data-source source="LOCAL" name="dw@redshift" uuid="«_u»">
      <driver-ref>redshift</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>com.amazon.redshift.jdbc.Driver</jdbc-driver>
      <jdbc-url>jdbc:redshift:iam://dw-prod.cw7nq3ztp1ab.us-east-1.redshift.amazonaws.com:5439/dw</jdbc-url>
      <jdbc-additional-properties>
        <property name="AccessKeyID" value="«a»" />
        <property name="SecretAccessKey" value="«b»" />
        <property name="DbUser" value="analyst_jo" />
        <property name="AutoCreate" value="false" />
      </jdbc-additional-properties>
    </data-source>
`, V{"_u": g.uuid(), "a": g.awsID(), "b": g.awsSecret()}, "dw-prod.cw7nq3ztp1ab.us-east-1.redshift.amazonaws.com", "analyst_jo")

	g.dbtAdd("datagrip-keepass-and-uuid-benign", `
$ ls ~/.config/JetBrains/DataGrip2024.3/
c.kdbx  c.pwd  codestyles  consoles  jdbc-drivers  options  ssl
$ cat .idea/dataSources/«_u».xml | head -6
<?xml version="1.0" encoding="UTF-8"?>
<dataSource name="warehouse@snowflake">
  <database-model serializer="dbm" dbms="SNOWFLAKE" family-id="SNOWFLAKE" format-version="4.53">
    <root id="1">
      <ServerVersion>8.21.1</ServerVersion>
    </root>
`, V{"_u": g.uuid()}, "warehouse@snowflake", "format-version=\"4.53\"", "c.kdbx")

	g.dbtAdd("intellij-http-client-env-db-creds", `
$ cat http-client.private.env.json
{
  "staging": {
    "db_url": "jdbc:postgresql://pg.staging.acme.dev:5432/app",
    "db_user": "app",
    "db_password": "«a»",
    "admin_token": "«b»"
  }
}
`, V{"a": g.pw(), "b": g.userJWT()}, "pg.staging.acme.dev", "http-client.private.env.json")

	g.dbtAdd("datagrip-sqlserver-integrated-benign", `
    <data-source source="LOCAL" name="Inventory@SQL02" uuid="«_u»">
      <driver-ref>sqlserver.ms</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</jdbc-driver>
      <jdbc-url>jdbc:sqlserver://SQL02.corp.acme.local:1433;databaseName=Inventory;integratedSecurity=true;authenticationScheme=JavaKerberos;encrypt=true;trustServerCertificate=true</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
`, V{"_u": g.uuid()}, "SQL02.corp.acme.local", "authenticationScheme=JavaKerberos")
}

// ---- pgAdmin 4 ----

func (g *G) dbtPgAdmin() {
	g.dbtAdd("pgadmin-servers-json-with-pgpass-mount", `
$ cat pgadmin/servers.json
{
    "Servers": {
        "1": {
            "Name": "orders-primary",
            "Group": "Production",
            "Host": "orders-pg-0.orders-pg.db.svc.cluster.local",
            "Port": 5432,
            "MaintenanceDB": "postgres",
            "Username": "orders_admin",
            "PassFile": "/pgpass",
            "SSLMode": "require",
            "Comment": "primary, do not run long queries"
        },
        "2": {
            "Name": "orders-replica",
            "Group": "Production",
            "Host": "orders-pg-1.orders-pg.db.svc.cluster.local",
            "Port": 5432,
            "MaintenanceDB": "postgres",
            "Username": "orders_ro",
            "PassFile": "/pgpass",
            "SSLMode": "require"
        }
    }
}
$ cat pgadmin/pgpass
orders-pg-0.orders-pg.db.svc.cluster.local:5432:*:orders_admin:«a»
orders-pg-1.orders-pg.db.svc.cluster.local:5432:*:orders_ro:«b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "orders-pg-0.orders-pg.db.svc.cluster.local", "\"PassFile\": \"/pgpass\"", "orders_admin")

	g.dbtAdd("pgadmin-compose-default-password", `
services:
  pgadmin:
    image: dpage/pgadmin4:8.14
    restart: unless-stopped
    environment:
      PGADMIN_DEFAULT_EMAIL: dba@acme.io
      PGADMIN_DEFAULT_PASSWORD: «a»
      PGADMIN_CONFIG_SERVER_MODE: "True"
      PGADMIN_CONFIG_MASTER_PASSWORD_REQUIRED: "True"
      PGADMIN_LISTEN_PORT: 5050
    volumes:
      - ./servers.json:/pgadmin4/servers.json:ro
      - pgadmin-data:/var/lib/pgadmin
    ports:
      - "127.0.0.1:5050:5050"
`, V{"a": g.pw()}, "dpage/pgadmin4:8.14", "dba@acme.io")

	g.dbtAdd("pgadmin-config-local-py", `
$ sudo cat /usr/pgadmin4/web/config_local.py
import os
SERVER_MODE = True
DATA_DIR = '/var/lib/pgadmin'
LOG_FILE = '/var/log/pgadmin/pgadmin4.log'
SECRET_KEY = '«a»'
SECURITY_PASSWORD_SALT = '«b»'
MAIL_SERVER = 'smtp.office365.com'
MAIL_PORT = 587
MAIL_USE_TLS = True
MAIL_USERNAME = 'pgadmin@acme.io'
MAIL_PASSWORD = '«c»'
AUTHENTICATION_SOURCES = ['ldap', 'internal']
LDAP_SERVER_URI = 'ldaps://dc01.corp.acme.local:636'
LDAP_BIND_USER = 'CN=svc-pgadmin,OU=Service Accounts,DC=corp,DC=acme,DC=local'
LDAP_BIND_PASSWORD = '«d»'
LDAP_BASE_DN = 'OU=Staff,DC=corp,DC=acme,DC=local'
`, V{"a": g.b64u(43), "b": g.an(32), "c": g.pw(), "d": g.pwStrong()}, "CN=svc-pgadmin,OU=Service Accounts,DC=corp,DC=acme,DC=local", "ldaps://dc01.corp.acme.local:636")

	g.dbtAdd("pgadmin-oauth2-config", `
OAUTH2_AUTO_CREATE_USER = True
OAUTH2_CONFIG = [
    {
        'OAUTH2_NAME': 'azure',
        'OAUTH2_DISPLAY_NAME': 'Acme Entra ID',
        'OAUTH2_CLIENT_ID': '«_cid»',
        'OAUTH2_CLIENT_SECRET': '«a»',
        'OAUTH2_TOKEN_URL': 'https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token',
        'OAUTH2_AUTHORIZATION_URL': 'https://login.microsoftonline.com/«_tid»/oauth2/v2.0/authorize',
        'OAUTH2_API_BASE_URL': 'https://graph.microsoft.com/v1.0/',
        'OAUTH2_USERINFO_ENDPOINT': 'me',
        'OAUTH2_SCOPE': 'openid email profile',
        'OAUTH2_ICON': 'fa-microsoft',
        'OAUTH2_BUTTON_COLOR': '#0078d4',
    }
]
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "https://graph.microsoft.com/v1.0/", "Acme Entra ID")

	g.dbtAdd("pgadmin-setup-add-user", `
$ docker exec -it pgadmin /venv/bin/python3 /pgadmin4/setup.py add-user --admin ines@acme.io '«a»'
User added successfully.
$ docker exec -it pgadmin /venv/bin/python3 /pgadmin4/setup.py get-users --username ines@acme.io
+----+--------------+--------------+----------+--------+--------+
| ID | Username     | Email        | Source   | Role   | Active |
+----+--------------+--------------+----------+--------+--------+
| 3  | ines@acme.io | ines@acme.io | internal | Admin  | True   |
+----+--------------+--------------+----------+--------+--------+
`, V{"a": g.pw()}, "ines@acme.io", "User added successfully.")

	g.dbtAdd("pgadmin-sqlite-server-table-encrypted-benign", `
$ sqlite3 /var/lib/pgadmin/pgadmin4.db "select id, name, host, username, save_password, password from server;"
1|orders-primary|orders-pg-0.orders-pg.db.svc.cluster.local|orders_admin|1|«_p1»
2|reporting|reporting.db.acme.internal|report_ro|1|«_p2»
3|local|localhost|postgres|0|
$ sqlite3 /var/lib/pgadmin/pgadmin4.db "select value from keys where name='CSRF_SESSION_KEY';" | wc -c
45
`, V{"_p1": g.b64(48), "_p2": g.b64(32)}, "reporting.db.acme.internal", "report_ro")

	g.dbtAdd("pgpass-escaped-and-wildcards", `
$ cat ~/.pgpass
# hostname:port:database:username:password
localhost:5432:*:postgres:«a»
*.staging.acme.dev:5432:*:deployer:«b»
pg-analytics.acme.internal:6432:analytics:etl_user:«c»
[2001:db8::15]:5432:*:repl:«d»
$ ls -l ~/.pgpass
-rw------- 1 mo mo 221 May  6 09:12 /home/mo/.pgpass
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.an(12) + "\\:" + g.an(8), "d": g.hex(24)}, "pg-analytics.acme.internal", "etl_user", "/home/mo/.pgpass")

	g.dbtAdd("pgadmin-log-connection-error", `
$ docker logs pgadmin 2>&1 | tail -5
2025-05-06 09:31:40,112: INFO	pgadmin:	Connection Request for server#2
2025-05-06 09:31:40,331: ERROR	pgadmin:	Could not connect to server(#2) - 'reporting'.
Error: connection failed: connection to server at "10.44.2.9", port 5432 failed: FATAL:  password authentication failed for user "report_ro"
2025-05-06 09:31:52,904: INFO	werkzeug:	172.18.0.1 - - [06/May/2025 09:31:52] "POST /browser/server/connect/1/2 HTTP/1.1" 401 -
2025-05-06 09:31:58,010: INFO	pgadmin:	Connection Request for server#2
`, nil, "password authentication failed for user \"report_ro\"", "/browser/server/connect/1/2")

	g.dbtAdd("pgadmin-password-exec-command-benign", `
{
    "Servers": {
        "1": {
            "Name": "finance",
            "Group": "Servers",
            "Host": "finance-db.acme.internal",
            "Port": 5432,
            "MaintenanceDB": "finance",
            "Username": "fin_ro",
            "PasswordExecCommand": "vault kv get -field=password secret/db/finance/fin_ro",
            "PasswordExecExpiration": 100,
            "SSLMode": "verify-full",
            "SSLRootCert": "/certs/acme-root-ca.pem",
            "TunnelHost": "bastion.acme.internal",
            "TunnelPort": "22",
            "TunnelUsername": "fin-ops",
            "TunnelAuthentication": 1,
            "TunnelIdentityFile": "/keys/fin-ops_ed25519"
        }
    }
}
`, nil, "vault kv get -field=password secret/db/finance/fin_ro", "/keys/fin-ops_ed25519", "finance-db.acme.internal")
}

// ---- macOS clients ----

func (g *G) dbtMacTools() {
	g.dbtAdd("tableplus-copy-as-url", `
user: TablePlus "Copy as URL" gives me this, but psql says the URL is invalid:
postgresql://inventory_app:«a»@inventory.cluster-cq1x2w3e4r5t.eu-central-1.rds.amazonaws.com/inventory?statusColor=F8A4A4&env=production&name=Inventory%20PROD&tLSMode=0&usePrivateKey=false&safeModeLevel=0&advancedSafeModeLevel=0&driverVersion=0&lazyload=false
assistant: psql rejects the TablePlus-only query parameters (statusColor, env, name, tLSMode...). Strip everything after the database name and add sslmode=require.
`, V{"a": g.pwURL()}, "inventory.cluster-cq1x2w3e4r5t.eu-central-1.rds.amazonaws.com", "statusColor=F8A4A4")

	g.dbtAdd("tableplus-ssh-url-with-key-passphrase", `
mysql+ssh://deploy@bastion.shop.io:22/shop_rw:«a»@127.0.0.1:3306/shop?name=Shop%20prod&usePrivateKey=true&privateKeyPath=~/.ssh/shop_deploy&sshKeyPassphrase=«b»&env=production&statusColor=D0021B
`, V{"a": g.pwURL(), "b": g.an(18)}, "bastion.shop.io", "shop_rw", "privateKeyPath=~/.ssh/shop_deploy")

	g.dbtAdd("sequel-ace-spf-export", `
$ cat ~/Desktop/crm-prod.spf
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>ContentFilters</key>
	<dict/>
	<key>auto_connect</key>
	<true/>
	<key>data</key>
	<dict>
		<key>connection</key>
		<dict>
			<key>colorIndex</key>
			<integer>0</integer>
			<key>database</key>
			<string>crm</string>
			<key>host</key>
			<string>127.0.0.1</string>
			<key>kcid</key>
			<string>«_kcid»</string>
			<key>name</key>
			<string>crm prod</string>
			<key>password</key>
			<string>«a»</string>
			<key>port</key>
			<integer>3306</integer>
			<key>rdbms_type</key>
			<string>mysql</string>
			<key>ssh_host</key>
			<string>bastion.crm.acme.io</string>
			<key>ssh_password</key>
			<string>«b»</string>
			<key>ssh_user</key>
			<string>ubuntu</string>
			<key>sslCACertFileLocationEnabled</key>
			<integer>0</integer>
			<key>type</key>
			<string>SPSSHTunnelConnection</string>
			<key>user</key>
			<string>crm_app</string>
		</dict>
	</dict>
	<key>encrypted</key>
	<false/>
	<key>format</key>
	<string>connection</string>
	<key>version</key>
	<integer>1</integer>
</dict>
</plist>
`, V{"_kcid": g.digits(19), "a": g.pw(), "b": g.pwStrong()}, "bastion.crm.acme.io", "SPSSHTunnelConnection", "crm_app")

	g.dbtAdd("sequel-pro-favorites-plist-benign", `
$ plutil -p ~/Library/Application\ Support/Sequel\ Pro/Data/Favorites.plist | head -24
{
  "Favorites Root" => {
    "Children" => [
      0 => {
        "colorIndex" => -1
        "database" => "wordpress"
        "host" => "127.0.0.1"
        "id" => «_id1»
        "name" => "local wp"
        "port" => ""
        "socket" => ""
        "sslCACertFileLocation" => ""
        "type" => 0
        "user" => "root"
      }
      1 => {
        "database" => "shop"
        "host" => "db-shop.internal"
        "id" => «_id2»
        "name" => "shop (keychain)"
        "sshHost" => "jump.shop.io"
        "sshKeyLocationEnabled" => 1
        "type" => 2
        "user" => "shop_ro"
      }
`, V{"_id1": g.digits(19), "_id2": g.digits(19)}, "jump.shop.io", "shop (keychain)", "shop_ro")

	g.dbtAdd("keychain-find-internet-password-postico", `
$ security find-internet-password -s analytics.acme.internal -a analyst -g
keychain: "/Users/noor/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    0x00000007 <blob>="analytics.acme.internal"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="analyst"
    "atyp"<blob>="dflt"
    "cdat"<timedate>=0x32303234313130343130323233315A00  "20241104102231Z\000"
    "crtr"<uint32>=NULL
    "cusi"<sint32>=NULL
    "desc"<blob>="Postico Password"
    "icmt"<blob>=<NULL>
    "invi"<sint32>=NULL
    "mdat"<timedate>=0x32303235303230333039313530325A00  "20250203091502Z\000"
    "nega"<sint32>=NULL
    "path"<blob>=<NULL>
    "port"<uint32>=0x00001538
    "prot"<blob>=<NULL>
    "ptcl"<uint32>=0x00000000
    "scrp"<sint32>=NULL
    "sdmn"<blob>=<NULL>
    "srvr"<blob>="analytics.acme.internal"
    "type"<uint32>=NULL
password: "«a»"
`, V{"a": g.pw()}, "Postico Password", "/Users/noor/Library/Keychains/login.keychain-db")

	g.dbtAdd("keychain-generic-password-sequel-ace", `
$ security find-generic-password -s "Sequel Ace : crm prod («_kcid»)" -a "crm_app@127.0.0.1/crm" -w
«a»
$ security find-generic-password -s "Sequel Ace SSHTunnel : crm prod («_kcid»)" -a "ubuntu@bastion.crm.acme.io" -w
«b»
`, V{"_kcid": g.digits(19), "a": g.pwStrong(), "b": g.pw()}, "crm_app@127.0.0.1/crm", "ubuntu@bastion.crm.acme.io")

	g.dbtAdd("beekeeper-import-url", `
user: Beekeeper Studio > New connection > Import from URL, I pasted
  postgres://analytics:«a»@pg-analytics-prod.fra1.db.ondigitalocean.com:25060/defaultdb?sslmode=require
and it says "self signed certificate in certificate chain". Do I need the CA from DigitalOcean?
`, V{"a": "AVNS_" + g.an(19)}, "pg-analytics-prod.fra1.db.ondigitalocean.com", "self signed certificate in certificate chain")

	g.dbtAdd("beekeeper-config-ini-benign", `
$ cat ~/.config/beekeeper-studio/user.config.ini
[general]
dataPageSize = 500
ssl_reject_unauthorized = true

[db.postgres]
sslCaFile = /etc/ssl/certs/acme-db-ca.pem

[security]
lockMode = pin
$ ls ~/.config/beekeeper-studio
Cache  Local Storage  app.db  app.db-shm  app.db-wal  user.config.ini
`, nil, "sslCaFile = /etc/ssl/certs/acme-db-ca.pem", "lockMode = pin")

	g.dbtAdd("postgres-app-dbngin-local-urls", `
$ cat ~/.env.local
# Postgres.app (trust auth on localhost)
DATABASE_URL=postgres://localhost:5432/bookshelf_dev
# DBngin MySQL 8.0.33, socket /tmp/mysql_3306.sock
LEGACY_DATABASE_URL=mysql://root@127.0.0.1:3306/bookshelf_legacy
# staging read replica (from 1Password "Bookshelf staging db")
STAGING_DATABASE_URL=postgres://bookshelf_ro:«a»@staging-db.bookshelf.app:5432/bookshelf
`, V{"a": g.pwURL()}, "postgres://localhost:5432/bookshelf_dev", "mysql://root@127.0.0.1:3306/bookshelf_legacy", "staging-db.bookshelf.app")
}

// ---- Windows clients ----

func (g *G) dbtWinTools() {
	hp1, hp2 := g.pw(), g.pwStrong()
	g.dbtAdd("heidisql-settings-export", `
$ head -40 "C:\Users\arjun\Documents\heidisql-settings.txt"
MainWinMaximized<|||>3<|||>1
Servers\prod-erp\Host<|||>1<|||>erp-mysql01.corp.acme.local
Servers\prod-erp\WindowsAuth<|||>3<|||>0
Servers\prod-erp\User<|||>1<|||>erp_support
Servers\prod-erp\Password<|||>1<|||>«a»
Servers\prod-erp\LoginPrompt<|||>3<|||>0
Servers\prod-erp\Port<|||>1<|||>3306
Servers\prod-erp\NetType<|||>3<|||>0
Servers\prod-erp\Compressed<|||>3<|||>0
Servers\prod-erp\LocalTimeZone<|||>3<|||>0
Servers\prod-erp\Databases<|||>1<|||>erp;erp_archive
Servers\prod-erp\Comment<|||>1<|||>read only please
Servers\prod-erp\SSHtunnelHost<|||>1<|||>
Servers\prod-erp\SessionCreated<|||>1<|||>2023-09-14 10:22:41
Servers\prod-erp\ServerVersionFull<|||>1<|||>8.0.36 - MySQL Community Server - GPL
Servers\prod-erp\ConnectCount<|||>3<|||>412
Servers\dev-mssql\Host<|||>1<|||>SQLDEV02\SQLEXPRESS
Servers\dev-mssql\User<|||>1<|||>sa
Servers\dev-mssql\Password<|||>1<|||>«b»
Servers\dev-mssql\NetType<|||>3<|||>3
Servers\dev-mssql\Port<|||>1<|||>1433
`, V{"a": g.dbtHeidi(hp1), "b": g.dbtHeidi(hp2)}, "erp-mysql01.corp.acme.local", "erp_support", "SQLDEV02\\SQLEXPRESS")

	g.dbtAdd("heidisql-registry-query", `
PS C:\> reg query "HKCU\Software\HeidiSQL\Servers\pg-billing"

HKEY_CURRENT_USER\Software\HeidiSQL\Servers\pg-billing
    Host    REG_SZ    pg-billing.acme.internal
    WindowsAuth    REG_DWORD    0x0
    User    REG_SZ    billing_ops
    Password    REG_SZ    «a»
    Port    REG_SZ    5432
    NetType    REG_DWORD    0x14
    SSHtunnelHost    REG_SZ    jump01.acme.internal
    SSHtunnelUser    REG_SZ    arjun
    SSHtunnelPassword    REG_SZ    «b»
    SSHtunnelPrivateKey    REG_SZ
    ServerVersion    REG_DWORD    0x27128
    LastConnect    REG_SZ    2025-05-02 16:48:10
`, V{"a": g.dbtHeidi(g.pw()), "b": g.dbtHeidi(g.pwStrong())}, "pg-billing.acme.internal", "jump01.acme.internal", "billing_ops")

	g.dbtAdd("navicat-ncx-export", `
<?xml version="1.0" encoding="UTF-8"?>
<Connections Ver="1.5">
	<Connection ConnectionName="shop-prod" ProjectUUID="" ConnType="MYSQL" OraConnType="" ServiceProvider="Default" Host="shop-db.internal.shop.io" Port="3306" Database="" OraServiceNameType="" TNS="" MSSQLAuthenMode="" MSSQLAuthenType="" DatabaseFileName="" UserName="shop_admin" Password="«a»" SavePassword="true" SettingsSavePath="C:\Users\arjun\Documents\Navicat\MySQL\Servers\shop-prod" SessionLimit="0" ClientDriverVersion="" ClientCharacterSet="" ClientEncoding="65001" Keepalive="false" KeepaliveInterval="240" MySQLCharacterSet="true" Compression="false" AutoConnect="false" NamedPipe="false" NamedPipeSocket="" OraRole="" OraOSAuthentication="false" SQLiteEncrypt="false" SQLiteEncryptPassword="" SQLiteSaveEncryptPassword="false" UseAdvanced="false" SSL="false" SSH="true" SSH_Host="bastion.shop.io" SSH_Port="22" SSH_UserName="ec2-user" SSH_AuthenMethod="PUBLICKEY" SSH_Password="" SSH_SavePassword="false" SSH_PrivateKey="C:\Users\arjun\.ssh\shop_bastion.pem" SSH_Passphrase="«b»" SSH_SavePassphrase="true" SSH_Compress="false" HTTP="false"/>
	<Connection ConnectionName="analytics-pg" ProjectUUID="" ConnType="POSTGRESQL" ServiceProvider="Default" Host="10.12.4.20" Port="5432" Database="analytics" UserName="analyst" Password="«c»" SavePassword="true" SSL="true" SSH="false" HTTP="false"/>
</Connections>
`, V{"a": g.s(alHexU, 32), "b": g.s(alHexU, 64), "c": g.s(alHexU, 32)}, "shop-db.internal.shop.io", "shop_admin", "C:\\Users\\arjun\\.ssh\\shop_bastion.pem")

	g.dbtAdd("navicat-registry-export", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\PremiumSoft\Navicat\Servers\erp-mysql]
"Host"="erp-mysql01.corp.acme.local"
"Port"=dword:00000cea
"UserName"="erp_support"
"Pwd"="«a»"
"SavePassword"=dword:00000001
"UseSSH"=dword:00000000
"AutoConnect"=dword:00000000
"Charset"="utf8mb4"

[HKEY_CURRENT_USER\Software\PremiumSoft\NavicatPG\Servers\warehouse]
"Host"="warehouse-pg.corp.acme.local"
"Port"=dword:00001538
"UserName"="wh_loader"
"Pwd"="«b»"
"InitialDatabase"="warehouse"
`, V{"a": g.s(alHexU, 32), "b": g.s(alHexU, 32)}, "erp-mysql01.corp.acme.local", "warehouse-pg.corp.acme.local", "wh_loader")

	g.dbtAdd("ssms-regsrvr-dpapi-benign", `
PS C:\> Get-Content "$env:APPDATA\Microsoft\SQL Server Management Studio\RegSrvr16.xml" | Select-String -Context 0,2 'ConnectionStringWithEncryptedPassword'

>           <RegisteredServers:ConnectionStringWithEncryptedPassword type="string">data source=SQLPROD01.corp.acme.local;initial catalog=Payroll;persist security info=True;user id=payroll_ro;password=«_dp»;pooling=false;packet size=4096;multipleactiveresultsets=False;trust server certificate=False;encrypt=Mandatory;Command Timeout=0</RegisteredServers:ConnectionStringWithEncryptedPassword>
            <RegisteredServers:CredentialPersistenceType type="CredentialPersistenceType">PersistLoginNameAndPassword</RegisteredServers:CredentialPersistenceType>
            <RegisteredServers:OtherParams type="string" />
`, V{"_dp": g.dbtDPAPI()}, "SQLPROD01.corp.acme.local", "PersistLoginNameAndPassword", "payroll_ro")

	g.dbtAdd("ssms-regsrvr-decrypted-powershell", `
PS C:\> Add-Type -AssemblyName System.Security
PS C:\> $enc = ([xml](Get-Content .\RegSrvr16.xml)).model.bufferSchema.definitions.document.data.Schema.RegisteredServers.ConnectionStringWithEncryptedPassword.'#text' -replace '.*password=([^;]+);.*','$1'
PS C:\> [Text.Encoding]::Unicode.GetString([Security.Cryptography.ProtectedData]::Unprotect([Convert]::FromBase64String($enc), $null, 'CurrentUser'))
«a»
`, V{"a": g.pw()}, "ProtectedData]::Unprotect", "ConnectionStringWithEncryptedPassword")

	g.dbtAdd("workbench-connections-xml-benign", `
$ sed -n 1,30p ~/.mysql/workbench/connections.xml
<?xml version="1.0"?>
<data grt_format="2.0">
  <value _ptr_="0x5627e13b0a20" type="list" content-type="object" content-struct-name="db.mgmt.Connection">
    <value type="object" struct-name="db.mgmt.Connection" id="«_id»" struct-checksum="0x96ba47d8">
      <link type="object" struct-name="db.mgmt.Driver" key="driver">com.mysql.rdbms.mysql.driver.native_sshtun</link>
      <value type="string" key="hostIdentifier">Mysql@127.0.0.1:3306@bastion.erp.acme.io</value>
      <value type="int" key="isDefault">0</value>
      <value _ptr_="0x5627e13b0c10" type="dict" key="modules"/>
      <value _ptr_="0x5627e13b0d00" type="dict" key="parameterValues">
        <value type="string" key="SQL_MODE"></value>
        <value type="string" key="hostName">127.0.0.1</value>
        <value type="string" key="password"></value>
        <value type="int" key="port">3306</value>
        <value type="string" key="schema">erp</value>
        <value type="string" key="sshHost">bastion.erp.acme.io:22</value>
        <value type="string" key="sshKeyFile">/home/arjun/.ssh/erp_bastion</value>
        <value type="string" key="sshPassword"></value>
        <value type="string" key="sshUserName">arjun</value>
        <value type="int" key="useSSL">1</value>
        <value type="string" key="userName">erp_support</value>
      </value>
      <value type="string" key="name">ERP production (tunnel)</value>
      <owner type="object" struct-name="db.mgmt.Management" key="owner">«_own»</owner>
    </value>
  </value>
</data>
`, V{"_id": "{" + strings.ToUpper(g.uuid()) + "}", "_own": "{" + strings.ToUpper(g.uuid()) + "}"}, "com.mysql.rdbms.mysql.driver.native_sshtun", "ERP production (tunnel)", "/home/arjun/.ssh/erp_bastion")

	g.dbtAdd("workbench-user-data-dat-unprotect", `
PS C:\> $b = [IO.File]::ReadAllBytes("$env:APPDATA\MySQL\Workbench\workbench_user_data.dat")
PS C:\> [Text.Encoding]::UTF8.GetString([Security.Cryptography.ProtectedData]::Unprotect($b, $null, 'CurrentUser')) -split "\n"
Mysql@erp-mysql01.corp.acme.local:3306	erp_support
«a»
Mysql@127.0.0.1:3306@bastion.erp.acme.io	root
«b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "Mysql@erp-mysql01.corp.acme.local:3306", "workbench_user_data.dat")

	g.dbtAdd("ado-net-appsettings-connection-strings", `
$ cat src/Warehouse.Api/appsettings.Development.json
{
  "Logging": { "LogLevel": { "Default": "Information", "Microsoft.EntityFrameworkCore.Database.Command": "Warning" } },
  "ConnectionStrings": {
    "Warehouse": "Server=tcp:acme-wh.database.windows.net,1433;Initial Catalog=warehouse;Persist Security Info=False;User ID=wh_api;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
    "Legacy": "Data Source=SQLLEGACY01\\ERP;Initial Catalog=ERP2008;User Id=erp_bridge;Password='«b»';",
    "Reporting": "Server=sqlrpt.corp.acme.local;Database=Reporting;Trusted_Connection=True;TrustServerCertificate=True",
    "Cache": "cache-wh.redis.cache.windows.net:6380,password=«c»,ssl=True,abortConnect=False"
  }
}
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.b64(32)}, "acme-wh.database.windows.net", "Trusted_Connection=True", "erp_bridge")

	g.dbtAdd("odbc-connection-string-braced-password", `
>>> import pyodbc
>>> cs = ("DRIVER={ODBC Driver 18 for SQL Server};SERVER=sqlprod02.corp.acme.local,1433;"
...       "DATABASE=Claims;UID=claims_etl;PWD={«a»};Encrypt=yes;TrustServerCertificate=no")
>>> conn = pyodbc.connect(cs, timeout=10)
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
pyodbc.InterfaceError: ('28000', "[28000] [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'claims_etl'. (18456) (SQLDriverConnect)")
`, V{"a": g.an(10) + ";" + g.an(6) + "}}" + g.an(4)}, "sqlprod02.corp.acme.local,1433", "Login failed for user 'claims_etl'")

	g.dbtAdd("azure-data-studio-settings-connections", `
$ cat "$HOME/Library/Application Support/azuredatastudio/User/settings.json"
{
    "workbench.colorTheme": "Default Dark Azure Data Studio",
    "datasource.connectionGroups": [
        { "name": "ROOT", "id": "C777F06B-202E-4480-B475-FA416154D458" },
        { "name": "Prod", "id": "«_g»", "parentId": "C777F06B-202E-4480-B475-FA416154D458", "color": "#A1260D" }
    ],
    "datasource.connections": [
        {
            "options": {
                "connectionName": "claims-prod",
                "server": "sqlprod02.corp.acme.local",
                "database": "Claims",
                "authenticationType": "SqlLogin",
                "user": "claims_ro",
                "password": "",
                "applicationName": "azdata",
                "databaseDisplayName": "Claims",
                "encrypt": "Mandatory",
                "trustServerCertificate": false
            },
            "groupId": "«_g»",
            "providerName": "MSSQL",
            "savePassword": true,
            "id": "«_id»"
        }
    ]
}
`, V{"_g": strings.ToUpper(g.uuid()), "_id": strings.ToUpper(g.uuid())}, "C777F06B-202E-4480-B475-FA416154D458", "claims_ro", "Default Dark Azure Data Studio")

	g.dbtAdd("vscode-mssql-connection-string-setting", `
    "mssql.connections": [
        {
            "server": "tcp:acme-sales.database.windows.net,1433",
            "database": "sales",
            "authenticationType": "SqlLogin",
            "user": "sales_dev",
            "password": "",
            "emptyPasswordInput": false,
            "savePassword": true,
            "profileName": "sales (azure)"
        },
        {
            "connectionString": "Server=sqlqa01.corp.acme.local;Database=SalesQA;User Id=sales_qa;Password=«a»;TrustServerCertificate=True",
            "profileName": "sales QA"
        }
    ],
`, V{"a": g.pw()}, "acme-sales.database.windows.net", "sales_qa", "\"emptyPasswordInput\": false")

	g.dbtAdd("windows-odbc-ini-registry-pwd", `
PS C:\> reg export "HKCU\Software\ODBC\ODBC.INI\ClaimsDW" claimsdw.reg; Get-Content claimsdw.reg
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\ODBC\ODBC.INI\ClaimsDW]
"Driver"="C:\\Program Files\\Simba Spark ODBC Driver\\lib\\SparkODBC_sb64.dll"
"Description"="Databricks SQL warehouse"
"Host"="adb-«_ws».12.azuredatabricks.net"
"Port"="443"
"HTTPPath"="/sql/1.0/warehouses/«_wh»"
"SSL"="1"
"ThriftTransport"="2"
"AuthMech"="3"
"UID"="token"
"PWD"="«a»"
`, V{"_ws": g.digits(16), "_wh": g.hex(16), "a": g.dbtDapi()}, "Databricks SQL warehouse", "\"UID\"=\"token\"")

	g.dbtAdd("toad-connections-xml", `
C:\Users\arjun\AppData\Roaming\Quest Software\Toad for Oracle\16.1\User Files> type CONNECTIONS.XML
<?xml version="1.0" encoding="utf-8"?>
<Connections Version="16.1">
  <Connection>
    <Guid>«_g»</Guid>
    <User>HR_APP</User>
    <Password>«a»</Password>
    <SavePassword>True</SavePassword>
    <Server>HRPROD</Server>
    <ConnectAs>Normal</ConnectAs>
    <Favorite>True</Favorite>
    <Color>$000080FF</Color>
    <OracleHome>OraClient19Home1</OracleHome>
    <LastConnect>2025-04-29T08:11:02</LastConnect>
  </Connection>
</Connections>
`, V{"_g": "{" + strings.ToUpper(g.uuid()) + "}", "a": g.s(alHexU, 48)}, "OraClient19Home1", "HR_APP", "<Server>HRPROD</Server>")

	g.dbtAdd("ssms-additional-connection-parameters-ticket", `
Ticket SD-4471 (Reporting > SSMS cannot connect)
Reporter: Fatima O.
I put this in SSMS > Connect > Options > Additional Connection Parameters because the login screen kept clearing the password:
    Initial Catalog=Finance;User ID=fin_report;Password=«a»;Application Intent=ReadOnly;MultiSubnetFailover=True
Server name: ag-listener-fin.corp.acme.local,1433
Error: Cannot connect to ag-listener-fin.corp.acme.local,1433. A connection was successfully established with the server, but then an error occurred during the login process. (provider: SSL Provider, error: 0 - The certificate chain was issued by an authority that is not trusted.)
`, V{"a": g.pw()}, "ag-listener-fin.corp.acme.local,1433", "fin_report", "Application Intent=ReadOnly")
}

// ---- Java desktop clients ----

func (g *G) dbtJavaTools() {
	g.dbtAdd("sqldeveloper-connections-json", `
$ cat ~/.sqldeveloper/system23.1.1.345.2114/o.jdeveloper.db.connection.24.1.0.088.1703/connections.json
{"connections":[{"info":{"role":"","SavePassword":"true","OracleConnectionType":"BASIC","RaptorConnectionType":"Oracle","serviceName":"HRPDB","customUrl":"jdbc:oracle:thin:@//ora-hr.acme.local:1521/HRPDB","oraDriverType":"thin","NoPasswordConnection":"TRUE","password":"«a»","hostname":"ora-hr.acme.local","driver":"oracle.jdbc.OracleDriver","port":"1521","subtype":"oraJDBC","OS_AUTHENTICATION":"false","ConnName":"HR prod","KERBEROS_AUTHENTICATION":"false","user":"HR_APP"},"name":"HR prod","type":"jdbc"},{"info":{"role":"SYSDBA","SavePassword":"false","OracleConnectionType":"BASIC","serviceName":"ORCLCDB","hostname":"localhost","port":"1521","ConnName":"local sys","user":"sys"},"name":"local sys","type":"jdbc"}]}
`, V{"a": g.b64(32)}, "ora-hr.acme.local", "HR_APP", "\"SavePassword\":\"false\"")

	g.dbtAdd("dbvisualizer-dbvis-xml", `
$ sed -n '/<Database id="7">/,/<\/Database>/p' ~/.dbvis/config70/dbvis.xml
<Database id="7">
  <Alias>Teradata EDW</Alias>
  <Notes/>
  <Url>jdbc:teradata://edw.acme.corp/DATABASE=SALES_DM,DBS_PORT=1025,LOGMECH=TD2,CHARSET=UTF8</Url>
  <Driver>Teradata</Driver>
  <Userid>edw_analyst</Userid>
  <Password>«a»</Password>
  <ServerInfoFormat>1</ServerInfoFormat>
  <Properties>
    <Property key="dbvis.ConnectionModeMigrated">true</Property>
    <Property key="dbvis.TransactionIsolation">2</Property>
  </Properties>
  <UrlVariables>
    <Driver>Teradata</Driver>
  </UrlVariables>
</Database>
`, V{"a": g.b64(24)}, "edw.acme.corp", "edw_analyst", "dbvis.ConnectionModeMigrated")

	g.dbtAdd("squirrel-sql-aliases-xml", `
$ grep -A12 '<Bean Class="net.sourceforge.squirrel_sql.client.gui.db.SQLAlias">' ~/.squirrel-sql/SQLAliases23.xml | head -26
	<Bean Class="net.sourceforge.squirrel_sql.client.gui.db.SQLAlias">
		<autoLogon>true</autoLogon>
		<connectAtStartup>false</connectAtStartup>
		<driverIdentifier Class="net.sourceforge.squirrel_sql.fw.id.UidIdentifier">
			<string>-«_d»</string>
		</driverIdentifier>
		<identifier Class="net.sourceforge.squirrel_sql.fw.id.UidIdentifier">
			<string>«_i»</string>
		</identifier>
		<name>DB2 LOANS</name>
		<passwordSaved>true</passwordSaved>
		<password>«a»</password>
		<url>jdbc:db2://db2prod.bank.local:50000/LOANS:currentSchema=LOANS;sslConnection=true;</url>
		<userName>loansvc</userName>
`, V{"_d": g.digits(10), "_i": g.digits(11), "a": g.pw()}, "db2prod.bank.local:50000/LOANS", "loansvc")

	g.dbtAdd("sqlcl-connmgr-and-conn", `
$ sql /nolog

SQLcl: Release 24.1 Production on Mon May 05 14:21:33 2025

SQL> conn -save hr_prod -savepwd HR_APP/«a»@//ora-hr.acme.local:1521/HRPDB
Name: hr_prod
Connect String: //ora-hr.acme.local:1521/HRPDB
User: HR_APP
Password: ******
Connected.
SQL> connmgr list
hr_prod
orcl_local
`, V{"a": g.pw()}, "Connect String: //ora-hr.acme.local:1521/HRPDB", "connmgr list")

	g.dbtAdd("dbeaver-cloudbeaver-initial-data", `
$ cat workspace/.data/initial-data.conf
{
    adminName: "cbadmin",
    adminPassword: "«a»",
    teams: [
        { subjectId: "admin", teamName: "Admin", permissions: [ "admin" ] },
        { subjectId: "user", teamName: "User", permissions: [ ] }
    ]
}
$ grep -n 'CLOUDBEAVER_' .env
3:CLOUDBEAVER_DB_DRIVER=postgres-jdbc
4:CLOUDBEAVER_DB_URL=jdbc:postgresql://cb-meta:5432/cloudbeaver
5:CLOUDBEAVER_DB_USER=cloudbeaver
6:CLOUDBEAVER_DB_PASSWORD=«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "jdbc:postgresql://cb-meta:5432/cloudbeaver", "adminName: \"cbadmin\"")
}

// ---- MongoDB, Redis, Neo4j and Cassandra GUIs ----

func (g *G) dbtNoSQLGUI() {
	g.dbtAdd("robo3t-json-credentials", `
$ jq '.connections[0]' ~/.3T/robo-3t/1.4.4/robo3t.json
{
  "configVersion": 2,
  "connectionName": "catalog prod",
  "credentials": [
    {
      "databaseName": "admin",
      "enabled": true,
      "mechanism": "SCRAM-SHA-256",
      "userName": "catalog_ops",
      "userPassword": "«a»"
    }
  ],
  "defaultDatabase": "catalog",
  "serverHost": "mongo-catalog-0.acme.internal",
  "serverPort": 27017,
  "ssh": {
    "authMethod": "publickey",
    "enabled": true,
    "host": "bastion.acme.internal",
    "passphrase": "«b»",
    "port": 22,
    "privateKeyFile": "/home/mo/.ssh/id_ed25519",
    "userName": "mo",
    "userPassword": ""
  },
  "ssl": { "enabled": false },
  "uuid": "«_u»"
}
`, V{"a": g.pwStrong(), "b": g.pw(), "_u": "{" + g.uuid() + "}"}, "mongo-catalog-0.acme.internal", "catalog_ops", "/home/mo/.ssh/id_ed25519")

	g.dbtAdd("compass-export-plaintext", `
$ mongodb-compass --export-connections=compass-connections.json --protectConnectionStrings=false
$ cat compass-connections.json
{"type":"Compass Connections","version":{"$numberInt":"1"},"connections":[{"id":"«_id»","connectionOptions":{"connectionString":"mongodb+srv://reporting:«a»@analytics.q2w9e.mongodb.net/?authSource=admin&appName=mongodb+compass"},"favorite":{"name":"analytics (atlas)","color":"color3"},"lastUsed":{"$date":"2025-05-05T07:44:12.091Z"}}]}
`, V{"_id": g.uuid(), "a": g.pwURL()}, "analytics.q2w9e.mongodb.net", "\"Compass Connections\"")

	g.dbtAdd("compass-export-encrypted-benign", `
$ mongodb-compass --export-connections=compass-export.json --passphrase="$COMPASS_EXPORT_PASSPHRASE"
$ jq '.connections[0]' compass-export.json
{
  "id": "«_id»",
  "connectionOptions": {
    "connectionString": "mongodb://orders_app@mongo-orders-0.acme.internal:27017,mongo-orders-1.acme.internal:27017/?replicaSet=rs-orders&authSource=admin"
  },
  "favorite": { "name": "orders rs" },
  "connectionSecrets": "«_cs»"
}
`, V{"_id": g.uuid(), "_cs": g.b64(96)}, "mongo-orders-0.acme.internal", "$COMPASS_EXPORT_PASSPHRASE", "replicaSet=rs-orders")

	g.dbtAdd("studio3t-connection-uri-copy", `
user: Studio 3T > Connection Manager > Export URI gives
mongodb://svc_billing:«a»@mongo-billing-0.acme.internal:27017,mongo-billing-1.acme.internal:27017/billing?replicaSet=rs0&authSource=admin&authMechanism=SCRAM-SHA-1&tls=true&tlsCertificateKeyFilePassword=«b»&3t.uriVersion=3&3t.connection.name=billing+prod&3t.alwaysShowAuthDB=true&3t.alwaysShowDBFromUserRole=true
is 3t.* going to break the node driver?
`, V{"a": g.pwURL(), "b": g.an(16)}, "mongo-billing-1.acme.internal", "3t.connection.name=billing+prod")

	g.dbtAdd("redisinsight-export-json", `
$ jq '.[0:2]' ~/Downloads/RedisInsight_connections_1746438310.json
[
  {
    "id": "«_i1»",
    "host": "redis-«_p».c250.eu-central-1-1.ec2.redns.redis-cloud.com",
    "port": «_p»,
    "name": "sessions-prod",
    "db": 0,
    "username": "default",
    "password": "«a»",
    "connectionType": "STANDALONE",
    "tls": true,
    "verifyServerCert": true,
    "modules": [{ "name": "ReJSON", "version": 20612, "semanticVersion": "2.6.12" }],
    "lastConnection": "2025-05-05T09:41:02.512Z"
  },
  {
    "id": "«_i2»",
    "host": "10.20.3.41",
    "port": 26379,
    "name": "cache-sentinel",
    "connectionType": "SENTINEL",
    "sentinelMaster": { "name": "mymaster", "username": "cache_app", "password": "«b»" },
    "password": "«c»"
  }
]
`, V{"_i1": g.uuid(), "_p": fmt.Sprint(10000 + g.r.IntN(9000)), "a": g.an(32), "_i2": g.uuid(), "b": g.pwStrong(), "c": g.pw()}, "sessions-prod", "cache-sentinel", "\"semanticVersion\": \"2.6.12\"")

	ardm := fmt.Sprintf(`[{"host":"redis.staging.acme.dev","port":6379,"auth":"%s","username":"","name":"staging","separator":":","cluster":false,"connectionReadOnly":false,"key":"%d_%s","order":0}]`, g.pwStrong(), 1746000000000+g.r.IntN(9000000), g.s(alLowNum, 5))
	g.dbtAdd("another-redis-desktop-manager-ano-export", `
$ cat ~/Downloads/connections.ano
«a»
$ base64 -d ~/Downloads/connections.ano | jq -c '.[0] | {host, port, name}'
{"host":"redis.staging.acme.dev","port":6379,"name":"staging"}
`, V{"a": b64s(ardm)}, "redis.staging.acme.dev", "connections.ano")

	g.dbtAdd("ardm-localstorage-connections", `
> JSON.parse(localStorage.getItem('connections_1746440011212_k3n9q'))
{host: 'redis-queue.internal', port: 6380, auth: '«a»', username: 'bull', name: 'queue',
 sslOptions: {key: '', cert: '', ca: '/etc/ssl/redis-ca.pem'}, sshOptions: {host: 'jump.internal', port: 22, username: 'ops', password: '«b»', privatekey: '', passphrase: '', timeout: 30}, order: 2}
`, V{"a": g.hex(32), "b": g.pw()}, "redis-queue.internal", "/etc/ssl/redis-ca.pem")

	g.dbtAdd("medis-favorites-plist", `
$ defaults read li.zihua.Medis favorites
(
        {
        host = "redis.prod.acme.io";
        key = "«_k»";
        name = "prod cache";
        password = "«a»";
        port = 6379;
        ssh = 0;
        ssl = 1;
    }
)
`, V{"_k": g.uuid(), "a": g.an(40)}, "redis.prod.acme.io", "prod cache")

	g.dbtAdd("neo4j-desktop-dbms-credentials", `
$ cat "~/Library/Application Support/Neo4j Desktop/Application/relate-data/dbmss/dbms-«_id»/conf/neo4j.conf" | grep -E 'listen|auth'
server.bolt.listen_address=:7687
server.http.listen_address=:7474
dbms.security.auth_enabled=true
$ cat ~/Projects/graph-demo/.env
NEO4J_URI=neo4j://localhost:7687
NEO4J_USERNAME=neo4j
NEO4J_PASSWORD=«a»
NEO4J_DATABASE=movies
`, V{"_id": g.uuid(), "a": g.pw()}, "neo4j://localhost:7687", "NEO4J_DATABASE=movies")

	g.dbtAdd("neo4j-browser-connect-command", `
neo4j$ :server connect
Connect to Neo4j
Database access might require an authenticated connection.
Connect URL: neo4j+s://«_db».databases.neo4j.io
Authentication type: Username / Password
Username: neo4j
Password: «a»
Connected to Neo4j. Connection credentials are stored in your web browser.
`, V{"_db": g.s(alLowNum, 8), "a": g.b64u(43)}, "Authentication type: Username / Password", "databases.neo4j.io")

	g.dbtAdd("datastax-studio-astra-bundle", `
$ ls ~/astra
secure-connect-orders-db.zip  orders-db-token.json
$ cat ~/astra/orders-db-token.json
{
  "clientId": "«_ci»",
  "secret": "«a»",
  "token": "«b»"
}
`, V{"_ci": g.s(alUpper+alLower, 24), "a": g.s(alAlnum+",.-_", 120), "b": g.dbtAstra()}, "secure-connect-orders-db.zip", "orders-db-token.json")

	g.dbtAdd("mongodb-vscode-connection-string", `
    "mdb.connectionSaving.defaultConnectionSavingLocation": "Global",
    "mdb.presetConnections": [
        {
            "name": "inventory local",
            "connectionString": "mongodb://localhost:27017/inventory"
        },
        {
            "name": "inventory shared dev",
            "connectionString": "mongodb+srv://inv_dev:«a»@devshared.k1x8p.mongodb.net/inventory?retryWrites=true&w=majority"
        }
    ],
`, V{"a": g.pwURL()}, "mongodb://localhost:27017/inventory", "devshared.k1x8p.mongodb.net")

	g.dbtAdd("nosqlbooster-connection-export", `
$ jq '.[] | {name, uri}' nosqlbooster-connections.json
{
  "name": "Atlas reporting",
  "uri": "mongodb+srv://report_ro:«a»@reporting.ab12c.mongodb.net/admin?readPreference=secondary"
}
{
  "name": "localhost",
  "uri": "mongodb://localhost:27017"
}
`, V{"a": g.pwURL()}, "reporting.ab12c.mongodb.net", "report_ro")
}

// ---- psql and pgcli ----

func (g *G) dbtPsql() {
	g.dbtAdd("psql-uri-then-conninfo", `
$ psql "postgresql://ledger_rw:«a»@ledger-db.prod.acme.internal:5432/ledger?sslmode=verify-full&sslrootcert=/etc/ssl/acme-root.pem"
psql (16.4 (Ubuntu 16.4-1.pgdg22.04+1), server 15.8)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off, ALPN: none)
Type "help" for help.

ledger=> \conninfo
You are connected to database "ledger" as user "ledger_rw" on host "ledger-db.prod.acme.internal" (address "10.40.8.12") at port "5432".
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off, ALPN: none)
ledger=> \q
`, V{"a": g.pwURL()}, "ledger-db.prod.acme.internal", "TLS_AES_256_GCM_SHA384", "as user \"ledger_rw\"")

	v := V{"a": g.dbtScram(), "_o2": g.digits(5), "b": g.dbtScram(), "_o3": g.digits(5), "c": g.dbtPgMD5()}
	g.dbtAdd("psql-pg-authid-rolpassword", `
postgres=# SELECT oid, rolname, rolcanlogin, rolpassword FROM pg_authid WHERE rolcanlogin ORDER BY oid;
`+rowsT(v, rowsStPsql, rowsR{"oid", "rolname", "rolcanlogin", "rolpassword"},
		rowsR{"10", "postgres", "t", "«a»"},
		rowsR{"«_o2»", "ledger_rw", "t", "«b»"},
		rowsR{"«_o3»", "legacy_report", "t", "«c»"})+`
(3 rows)

postgres=#
`, v, "legacy_report", "rolcanlogin")

	v = V{"_o1": g.digits(5), "_o2": g.digits(5)}
	g.dbtAdd("psql-du-benign", `
ledger=> \du
`+rowsT(v, rowsStPsql, rowsR{"Role name", "Attributes"},
		rowsR{"ledger_ro", ""},
		rowsR{"ledger_rw", ""},
		rowsR{"postgres", "Superuser, Create role, Create DB, Replication, Bypass RLS"},
		rowsR{"replicator", "Replication"})+`

ledger=> SELECT oid, rolname FROM pg_roles WHERE rolname LIKE 'ledger%';
`+rowsT(v, rowsStPsql, rowsR{"oid", "rolname"}, rowsR{"«_o1»", "ledger_ro"}, rowsR{"«_o2»", "ledger_rw"})+`
(2 rows)
`, v, "Superuser, Create role, Create DB, Replication, Bypass RLS", "replicator")

	g.dbtAdd("psql-history-alter-role", `
$ tail -6 ~/.psql_history
\dt+ ledger.*
SELECT count(*) FROM ledger.entries WHERE created_at > now() - interval '1 day';
ALTER ROLE ledger_ro WITH LOGIN PASSWORD '«a»' VALID UNTIL '2025-12-31';
\password replicator
GRANT SELECT ON ALL TABLES IN SCHEMA ledger TO ledger_ro;
\q
`, V{"a": g.pw()}, "\\password replicator", "GRANT SELECT ON ALL TABLES IN SCHEMA ledger TO ledger_ro;")

	v = V{"a": g.pwStrong(), "b": g.pw()}
	g.dbtAdd("psql-pg-user-mappings", `
warehouse=# SELECT srvname, usename, umoptions FROM pg_user_mappings;
`+rowsT(v, rowsStPsql, rowsR{"srvname", "usename", "umoptions"},
		rowsR{"crm_remote", "etl", "{user=crm_reader,password=«a»}"},
		rowsR{"billing_remote", "etl", "{user=billing_fdw,password=«b»}"},
		rowsR{"files", "etl", ""})+`
(3 rows)
`, v, "crm_remote", "billing_fdw")

	g.dbtAdd("psql-keyword-conninfo-and-pgpassword", `
$ PGPASSWORD='«a»' psql -h reporting.db.acme.internal -U report_ro -d reporting -c '\dn'
     List of schemas
  Name   |       Owner
---------+-------------------
 finance | reporting_owner
 public  | pg_database_owner
(2 rows)

$ psql "host=reporting.db.acme.internal port=5432 dbname=reporting user=report_admin password=«b» sslmode=require application_name=agent-debug" -c 'select 1'
 ?column?
----------
        1
(1 row)
`, V{"a": g.pw(), "b": g.pwURL()}, "reporting.db.acme.internal", "reporting_owner", "application_name=agent-debug")

	g.dbtAdd("pgcli-config-alias-dsn", `
$ sed -n '/\[alias_dsn\]/,$p' ~/.config/pgcli/config
[alias_dsn]
# example_dsn = postgresql://[user[:password]@][netloc][:port][/dbname]
ledger = postgresql://ledger_rw:«a»@ledger-db.prod.acme.internal:5432/ledger
ledger-local = postgresql://postgres@localhost:5432/ledger_dev
warehouse = postgres://etl:«b»@wh.acme.internal/warehouse?sslmode=require

[alias_dsn.init-commands]
ledger = SET statement_timeout = '30s'
`, V{"a": g.pwURL(), "b": g.pwURL()}, "postgresql://[user[:password]@][netloc][:port][/dbname]", "postgresql://postgres@localhost:5432/ledger_dev")

	v = V{"a": g.dbtScram(), "b": g.dbtPgMD5()}
	g.dbtAdd("psql-pg-shadow-expanded", `
postgres=# \x
Expanded display is on.
postgres=# SELECT usename, usesysid, passwd, valuntil FROM pg_shadow WHERE usename IN ('replicator', 'bi_export');
`+rowsPsqlX(v, rowsR{"usename", "usesysid", "passwd", "valuntil"},
		rowsR{"replicator", "16390", "«a»", ""},
		rowsR{"bi_export", "16412", "«b»", "2025-09-30 00:00:00+00"})+`

postgres=#
`, v, "bi_export", "2025-09-30 00:00:00+00")

	g.dbtAdd("psql-dblink-connect", `
analytics=> SELECT dblink_connect('crm', 'host=crm-db.acme.internal port=5432 dbname=crm user=crm_export password=«a»');
 dblink_connect
----------------
 OK
(1 row)

analytics=> SELECT * FROM dblink('crm', 'select count(*) from accounts') AS t(n bigint);
   n
-------
 48210
(1 row)
`, V{"a": g.pwStrong()}, "crm-db.acme.internal", "crm_export")

	g.dbtAdd("psql-create-role-echo-hidden", `
$ psql -E -U postgres -c "CREATE ROLE grafana_ro LOGIN PASSWORD '«a»' CONNECTION LIMIT 5"
CREATE ROLE
$ createuser --pwprompt --echo metrics_writer
Enter password for new role:
Enter it again:
SELECT pg_catalog.set_config('search_path', '', false);
CREATE ROLE metrics_writer PASSWORD '«b»' NOSUPERUSER NOCREATEDB NOCREATEROLE INHERIT LOGIN NOREPLICATION NOBYPASSRLS;
`, V{"a": g.pw(), "b": g.dbtScram()}, "grafana_ro", "metrics_writer", "NOBYPASSRLS")

	g.dbtAdd("psql-password-meta-benign", `
ledger=# \password ledger_ro
Enter new password for user "ledger_ro":
Enter it again:
ledger=# SELECT rolname, rolvaliduntil FROM pg_roles WHERE rolname = 'ledger_ro';
  rolname  |     rolvaliduntil
-----------+------------------------
 ledger_ro | 2025-12-31 00:00:00+00
(1 row)
`, nil, "Enter new password for user \"ledger_ro\":", "2025-12-31 00:00:00+00")

	g.dbtAdd("psqlrc-and-service-usage", `
$ cat ~/.psqlrc
\set QUIET 1
\pset null '∅'
\set PROMPT1 '%n@%/%R%# '
\set HISTFILE ~/.psql_history- :DBNAME
\timing on
\unset QUIET
$ cat ~/.pg_service.conf
[ledger-prod]
host=ledger-db.prod.acme.internal
port=5432
dbname=ledger
user=ledger_rw
password=«a»
sslmode=verify-full
`, V{"a": g.pwStrong()}, "\\set PROMPT1 '%n@%/%R%# '", "[ledger-prod]")
}

// ---- mysql, mycli and MySQL Shell ----

func (g *G) dbtMysql() {
	g.dbtAdd("mysql-cli-password-warning", `
$ mysql -h erp-mysql01.corp.acme.local -u erp_support -p'«a»' erp -e 'select count(*) from orders where status="open"'
mysql: [Warning] Using a password on the command line interface can be insecure.
+----------+
| count(*) |
+----------+
|     1284 |
+----------+
`, V{"a": g.pw()}, "erp-mysql01.corp.acme.local", "Using a password on the command line interface can be insecure.")

	v := V{"a": g.dbtMyNative()}
	g.dbtAdd("mysql-show-grants-identified-by-password", `
mysql> SHOW GRANTS FOR 'reporting'@'10.%';
`+rowsT(v, rowsStMy, rowsR{"Grants for reporting@10.%"},
		rowsR{"GRANT USAGE ON *.* TO 'reporting'@'10.%' IDENTIFIED BY PASSWORD '«a»'"},
		rowsR{"GRANT SELECT, SHOW VIEW ON ˋerpˋ.* TO 'reporting'@'10.%'"})+`
2 rows in set (0.00 sec)
`, v, "GRANT SELECT, SHOW VIEW ON `erp`.* TO 'reporting'@'10.%'")

	v = V{"a": g.dbtMyNative(), "b": g.dbtMyNative(), "c": g.dbtMyNative()}
	g.dbtAdd("mysql-user-authentication-string", `
mysql> SELECT user, host, plugin, authentication_string FROM mysql.user ORDER BY user;
`+rowsT(v, rowsStMy, rowsR{"user", "host", "plugin", "authentication_string"},
		rowsR{"erp_app", "10.%", "mysql_native_password", "«a»"},
		rowsR{"erp_support", "%", "mysql_native_password", "«b»"},
		rowsR{"mysql.infoschema", "localhost", "caching_sha2_password", "$A$005$THISISACOMBINATIONOFINVALIDSALTANDPASSWORDTHATMUSTNEVERBRBEUSED"},
		rowsR{"mysql.session", "localhost", "caching_sha2_password", "$A$005$THISISACOMBINATIONOFINVALIDSALTANDPASSWORDTHATMUSTNEVERBRBEUSED"},
		rowsR{"repl", "10.20.%", "mysql_native_password", "«c»"},
		rowsR{"root", "localhost", "auth_socket", ""})+`
6 rows in set (0.00 sec)
`, v, "THISISACOMBINATIONOFINVALIDSALTANDPASSWORDTHATMUSTNEVERBRBEUSED", "auth_socket")

	g.dbtAdd("mysql-show-create-user-hex", `
mysql> SET print_identified_with_as_hex = ON;
Query OK, 0 rows affected (0.00 sec)

mysql> SHOW CREATE USER 'svc_orders'@'%'\G
*************************** 1. row ***************************
CREATE USER for svc_orders@%: CREATE USER ˋsvc_ordersˋ@ˋ%ˋ IDENTIFIED WITH 'caching_sha2_password' AS «a» REQUIRE SSL PASSWORD EXPIRE DEFAULT ACCOUNT UNLOCK PASSWORD HISTORY DEFAULT PASSWORD REUSE INTERVAL DEFAULT PASSWORD REQUIRE CURRENT DEFAULT
1 row in set (0.00 sec)
`, V{"a": g.dbtCaching()}, "print_identified_with_as_hex", "svc_orders")

	g.dbtAdd("my-print-defaults-show", `
$ my_print_defaults -s client mysqldump
--user=backup
--password=«a»
--host=127.0.0.1
--default-character-set=utf8mb4
--single-transaction
$ mysql_config_editor print --login-path=backup
[backup]
user = "backup"
password = *****
host = "127.0.0.1"
`, V{"a": g.pwStrong()}, "--default-character-set=utf8mb4", "password = *****")

	g.dbtAdd("mysqldump-cron-inline-password", `
$ crontab -l
MAILTO=dba@acme.io
# nightly logical backup of erp
15 2 * * * /usr/bin/mysqldump -h erp-mysql01.corp.acme.local -u backup -p«a» --single-transaction --routines erp | gzip > /backup/erp-$(date +\%F).sql.gz
`, V{"a": g.pwURL()}, "/backup/erp-$(date +\\%F).sql.gz", "MAILTO=dba@acme.io")

	g.dbtAdd("myclirc-alias-dsn", `
$ tail -8 ~/.myclirc
[alias_dsn]
erp = mysql://erp_support:«a»@erp-mysql01.corp.acme.local:3306/erp
shop-local = mysql://root@localhost/shop_dev
shop-prod = mysql://shop_ro:«b»@shop-db.internal.shop.io/shop?ssl_ca=/etc/ssl/shop-ca.pem

[favorite_queries]
open_orders = select id, customer_id, total from orders where status = 'open' limit 50
`, V{"a": g.pwURL(), "b": g.pwURL()}, "mysql://root@localhost/shop_dev", "shop-db.internal.shop.io")

	g.dbtAdd("mysql-create-user-session", `
mysql> CREATE USER 'grafana'@'10.30.%' IDENTIFIED BY '«a»' WITH MAX_USER_CONNECTIONS 10;
Query OK, 0 rows affected (0.02 sec)

mysql> GRANT SELECT ON performance_schema.* TO 'grafana'@'10.30.%';
Query OK, 0 rows affected (0.01 sec)

mysql> ALTER USER 'repl'@'10.20.%' IDENTIFIED WITH mysql_native_password BY '«b»';
Query OK, 0 rows affected (0.01 sec)
`, V{"a": g.pw(), "b": g.pwStrong()}, "MAX_USER_CONNECTIONS 10", "performance_schema.*")

	g.dbtAdd("mysql-slave-master-info-plaintext", `
mysql> SELECT Host, Port, User_name, User_password, Channel_name FROM mysql.slave_master_info\G
*************************** 1. row ***************************
         Host: 10.20.4.11
         Port: 3306
    User_name: repl
User_password: «a»
 Channel_name:
1 row in set (0.00 sec)
`, V{"a": g.pwStrong()}, "mysql.slave_master_info", "Channel_name")

	g.dbtAdd("mysql-status-benign", `
mysql> \s
--------------
mysql  Ver 8.0.36-0ubuntu0.22.04.1 for Linux on x86_64 ((Ubuntu))

Connection id:		418233
Current database:	erp
Current user:		erp_support@10.8.1.25
SSL:			Cipher in use is TLS_AES_256_GCM_SHA384
Current pager:		stdout
Using outfile:		''
Using delimiter:	;
Server version:		8.0.36 MySQL Community Server - GPL
Protocol version:	10
Connection:		erp-mysql01.corp.acme.local via TCP/IP
Server characterset:	utf8mb4
Uptime:			41 days 3 hours 12 min 5 sec
--------------
`, nil, "Ver 8.0.36-0ubuntu0.22.04.1", "erp_support@10.8.1.25", "Connection id:\t\t418233")

	g.dbtAdd("mysqlsh-connect-uri", `
$ mysqlsh
MySQL Shell 8.4.3

 MySQL  JS > shell.connect('mysqlx://cluster_admin:«a»@db-a.acme.internal:33060')
Creating an X protocol session to 'cluster_admin@db-a.acme.internal:33060'
Fetching schema names for auto-completion... Press ^C to stop.
Your MySQL connection id is 2181 (X protocol)
Server version: 8.4.3 MySQL Community Server - GPL
 MySQL  db-a.acme.internal:33060+ ssl  JS > dba.getCluster().status()
`, V{"a": g.pwURL()}, "cluster_admin@db-a.acme.internal:33060", "MySQL Shell 8.4.3")

	v = V{"a": g.dbtMyNative()}
	g.dbtAdd("mariadb-show-create-user-hash", `
MariaDB [(none)]> SHOW CREATE USER 'wp_blog'@'localhost';
`+rowsT(v, rowsStMy, rowsR{"CREATE USER for wp_blog@localhost"},
		rowsR{"CREATE USER ˋwp_blogˋ@ˋlocalhostˋ IDENTIFIED BY PASSWORD '«a»'"})+`
1 row in set (0.001 sec)
`, v, "MariaDB [(none)]>", "CREATE USER for wp_blog@localhost")

	g.dbtAdd("mylogin-cnf-decoded", `
$ python3 read_mylogin.py ~/.mylogin.cnf
[client]
user = "root"
password = "«a»"
host = "localhost"
[backup]
user = "backup"
password = "«b»"
host = "127.0.0.1"
`, V{"a": g.pw(), "b": g.pwStrong()}, "read_mylogin.py", "~/.mylogin.cnf")
}

// ---- mongosh and redis-cli ----

func (g *G) dbtMongoRedis() {
	g.dbtAdd("mongosh-uri-banner", `
$ mongosh "mongodb+srv://catalog_ops:«a»@catalog.x7fq2.mongodb.net/catalog?appName=agent"
Current Mongosh Log ID:	«_log»
Connecting to:		mongodb+srv://<credentials>@catalog.x7fq2.mongodb.net/catalog?appName=agent
Using MongoDB:		7.0.14
Using Mongosh:		2.3.1

Atlas atlas-11ab2c-shard-0 [primary] catalog>
`, V{"a": g.pwURL(), "_log": g.hex(24)}, "mongodb+srv://<credentials>@catalog.x7fq2.mongodb.net/catalog?appName=agent", "atlas-11ab2c-shard-0")

	g.dbtAdd("mongosh-getusers-benign", `
rs0 [primary] admin> db.getUsers({filter: {user: /^svc_/}})
{
  users: [
    {
      _id: 'admin.svc_billing',
      userId: UUID('«_u1»'),
      user: 'svc_billing',
      db: 'admin',
      roles: [ { role: 'readWrite', db: 'billing' } ],
      mechanisms: [ 'SCRAM-SHA-1', 'SCRAM-SHA-256' ]
    },
    {
      _id: 'admin.svc_catalog',
      userId: UUID('«_u2»'),
      user: 'svc_catalog',
      db: 'admin',
      roles: [ { role: 'read', db: 'catalog' }, { role: 'clusterMonitor', db: 'admin' } ],
      mechanisms: [ 'SCRAM-SHA-256' ]
    }
  ],
  ok: 1,
  '$clusterTime': {
    clusterTime: Timestamp({ t: 1746438921, i: 3 }),
    signature: {
      hash: Binary.createFromBase64('«_sig»', 0),
      keyId: Long('«_kid»')
    }
  },
  operationTime: Timestamp({ t: 1746438921, i: 3 })
}
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_sig": g.b64(20), "_kid": g.digits(19)}, "admin.svc_billing", "clusterMonitor")

	g.dbtAdd("mongosh-getusers-show-credentials", `
rs0 [primary] admin> db.getUser('svc_billing', {showCredentials: true}).credentials
{
  'SCRAM-SHA-1': {
    iterationCount: 10000,
    salt: '«_s1»',
    storedKey: '«a»',
    serverKey: '«b»'
  },
  'SCRAM-SHA-256': {
    iterationCount: 15000,
    salt: '«_s2»',
    storedKey: '«c»',
    serverKey: '«d»'
  }
}
`, V{"_s1": g.b64(16), "a": g.b64(20), "b": g.b64(20), "_s2": g.b64(28), "c": g.b64(32), "d": g.b64(32)}, "iterationCount: 15000", "showCredentials: true")

	g.dbtAdd("mongosh-create-user", `
test> use admin
switched to db admin
admin> db.createUser({ user: "metabase_ro", pwd: "«a»", roles: [ { role: "read", db: "analytics" } ] })
{ ok: 1 }
admin> db.changeUserPassword("svc_catalog", "«b»")
{ ok: 1 }
admin> db.updateUser("svc_billing", { pwd: passwordPrompt() })
Enter password
`, V{"a": g.pw(), "b": g.pwStrong()}, "metabase_ro", "passwordPrompt()")

	g.dbtAdd("mongosh-mongorc-connect", `
$ cat ~/.mongoshrc.js
config.set("historyLength", 5000);
const prod = () => connect("mongodb://ops_admin:«a»@mongo-orders-0.acme.internal:27017,mongo-orders-1.acme.internal:27017/admin?replicaSet=rs-orders&tls=true");
const local = () => connect("mongodb://localhost:27017/test");
prompt = () => db.getName() + "> ";
`, V{"a": g.pwURL()}, "mongodb://localhost:27017/test", "historyLength")

	g.dbtAdd("redis-cli-a-warning", `
$ redis-cli -h redis-sessions.prod.acme.internal -p 6379 -a '«a»' INFO keyspace
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
# Keyspace
db0:keys=184221,expires=184101,avg_ttl=3299812,subexpiry=0
`, V{"a": g.an(32)}, "redis-sessions.prod.acme.internal", "db0:keys=184221")

	g.dbtAdd("redis-cli-interactive-auth", `
$ redis-cli -h redis-queue.internal -p 6380 --tls --cacert /etc/ssl/redis-ca.pem
redis-queue.internal:6380> PING
(error) NOAUTH Authentication required.
redis-queue.internal:6380> AUTH bull «a»
OK
redis-queue.internal:6380> LLEN bull:emails:wait
(integer) 42
`, V{"a": g.pwStrong()}, "bull:emails:wait", "NOAUTH Authentication required.")

	g.dbtAdd("redis-config-get-requirepass", `
127.0.0.1:6379> CONFIG GET *pass*
1) "masterauth"
2) "«a»"
3) "requirepass"
4) "«b»"
5) "masteruser"
6) "replica-sync"
127.0.0.1:6379> CONFIG GET maxmemory-policy
1) "maxmemory-policy"
2) "allkeys-lru"
`, V{"a": g.hex(32), "b": g.hex(32)}, "replica-sync", "allkeys-lru")

	g.dbtAdd("redis-acl-list-hashes", `
redis-prod:6379> ACL LIST
1) "user bull on #«a» ~bull:* &* -@all +@list +@hash +@string +@sortedset +@connection +info"
2) "user default off nopass sanitize-payload ~* &* +@all"
3) "user exporter on #«b» ~* &* -@all +info +config|get +client|list +slowlog|get +latency"
4) "user ops on #«c» ~* &* +@all"
redis-prod:6379> ACL SETUSER grafana on >«d» ~* +@read -keys
OK
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.pw()}, "user default off nopass sanitize-payload", "+config|get")

	g.dbtAdd("redis-cli-uri-and-client-list", `
$ redis-cli -u 'rediss://default:«a»@cache-7f3k.serverless.euc1.cache.amazonaws.com:6379' --no-auth-warning CLIENT LIST | head -2
id=21877 addr=10.0.14.7:51622 laddr=10.0.9.20:6379 fd=12 name=checkout-«=p» age=8813 idle=0 flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 qbuf=0 qbuf-free=0 argv-mem=0 multi-mem=0 rbs=1024 rbp=0 obl=0 oll=0 omem=0 tot-mem=1928 events=r cmd=get user=default redir=-1 resp=2 lib-name=go-redis lib-ver=9.5.1
id=21879 addr=10.0.14.9:40112 laddr=10.0.9.20:6379 fd=14 name= age=12 idle=12 flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 qbuf=0 qbuf-free=0 argv-mem=0 multi-mem=0 rbs=1024 rbp=0 obl=0 oll=0 omem=0 tot-mem=1928 events=r cmd=client|list user=default redir=-1 resp=2 lib-name= lib-ver=
`, V{"a": g.an(20), "=p": g.hex(5)}, "cache-7f3k.serverless.euc1.cache.amazonaws.com", "lib-name=go-redis")

	g.dbtAdd("redis-acl-getuser-passwords", `
127.0.0.1:6379> ACL GETUSER exporter
 1) "flags"
 2) 1) "on"
    2) "sanitize-payload"
 3) "passwords"
 4) 1) "«a»"
 5) "commands"
 6) "-@all +info +config|get +client|list"
 7) "keys"
 8) "~*"
 9) "channels"
10) "&*"
11) "selectors"
12) (empty array)
`, V{"a": g.hex(64)}, "sanitize-payload", "-@all +info +config|get +client|list")
}

// ---- other database shells ----

func (g *G) dbtOtherShells() {
	v := V{"a": g.bcrypt(), "b": g.bcrypt()}
	g.dbtAdd("cqlsh-system-auth-roles", `
$ cqlsh cass-0.acme.internal 9042 -u cassandra -p «p» --ssl
Connected to orders-ring at cass-0.acme.internal:9042
[cqlsh 6.2.0 | Cassandra 4.1.5 | CQL spec 3.4.7 | Native protocol v5]
Use HELP for help.
cassandra@cqlsh> SELECT role, can_login, is_superuser, salted_hash FROM system_auth.roles;

`+rowsT(v, rowsStPsql, rowsR{"role", "can_login", "is_superuser", "salted_hash"},
		rowsR{"orders_app", "True", "False", "«a»"},
		rowsR{"cassandra", "True", "True", "«b»"})+`

(2 rows)
`, V{"p": g.pw(), "a": v["a"], "b": v["b"]}, "orders-ring", "Cassandra 4.1.5")

	g.dbtAdd("cypher-shell-show-users", `
$ cypher-shell -a neo4j+s://graph.acme.internal:7687 -u neo4j -p '«a»' -d system "SHOW USERS"
+--------------------------------------------------------------------------------------+
| user          | roles                | passwordChangeRequired | suspended | home |
+--------------------------------------------------------------------------------------+
| "neo4j"       | ["admin", "PUBLIC"]  | FALSE                  | FALSE     | NULL |
| "recommender" | ["reader", "PUBLIC"] | FALSE                  | FALSE     | NULL |
+--------------------------------------------------------------------------------------+

2 rows
ready to start consuming query after 14 ms, results consumed after another 3 ms
`, V{"a": g.pw()}, "graph.acme.internal:7687", "passwordChangeRequired")

	g.dbtAdd("clickhouse-client-show-create-user", `
$ clickhouse-client --host ch-events.acme.internal --secure --user admin --password '«a»'
ClickHouse client version 24.8.4.13 (official build).
Connecting to ch-events.acme.internal:9440 as user admin.
Connected to ClickHouse server version 24.8.4.

ch-events :) SHOW CREATE USER events_writer

CREATE USER events_writer IDENTIFIED WITH sha256_hash BY '«b»' SALT '«_salt»' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'writer'

1 row in set. Elapsed: 0.002 sec.
`, V{"a": g.pwStrong(), "b": g.s(alHexU, 64), "_salt": g.s(alHexU, 64)}, "ClickHouse client version 24.8.4.13", "events_writer")

	v = V{"a": "0x0200" + g.s(alHexU, 136), "b": "0x0200" + g.s(alHexU, 136), "_sid1": "0x" + g.s(alHexU, 32), "_sid2": "0x" + g.s(alHexU, 32)}
	g.dbtAdd("sqlcmd-sql-logins-password-hash", `
C:\> sqlcmd -S SQLPROD01.corp.acme.local -U sa -P "«p»" -Q "SET NOCOUNT ON; SELECT name, sid, password_hash FROM sys.sql_logins WHERE is_disabled = 0" -W
`+rowsT(v, rowsStSQLC, rowsR{"name", "sid", "password_hash"},
		rowsR{"sa", "0x01", "«a»"},
		rowsR{"payroll_ro", "«_sid1»", "«b»"},
		rowsR{"##MS_PolicyTsqlExecutionLogin##", "«_sid2»", "NULL"})+`
`, V{"p": g.pw(), "a": v["a"], "b": v["b"], "_sid1": v["_sid1"], "_sid2": v["_sid2"]}, "SQLPROD01.corp.acme.local", "##MS_PolicyTsqlExecutionLogin##")

	g.dbtAdd("bteq-logon", `
$ bteq <<'EOF'
.LOGON edw.acme.corp/edw_etl,«a»
SELECT DatabaseName, CurrentPerm FROM DBC.DiskSpaceV WHERE DatabaseName = 'SALES_DM';
.LOGOFF
.QUIT
EOF
 BTEQ 17.20.00.09 Mon May 05 14:33:01 2025 PID: 48211

 *** Logon successfully completed.
 *** Teradata Database Release is 17.20.03.18
 *** Transaction Semantics are BTET.
`, V{"a": g.pw()}, "edw.acme.corp/edw_etl", "BTEQ 17.20.00.09")

	g.dbtAdd("sybase-isql-and-interfaces", `
$ cat $SYBASE/interfaces
SYBPROD
	master tcp ether syb-prod01.bank.local 5000
	query tcp ether syb-prod01.bank.local 5000
$ isql -Usa -P«a» -SSYBPROD -w 200
1> select @@version
2> go
 Adaptive Server Enterprise/16.0 SP04 PL06/EBF 30806 SMP/P/x86_64/SLES 12.4/ase160sp04pl06x/3590/64-bit/FBO/Mon Jan 15 09:31:12 2024
`, V{"a": g.pw()}, "syb-prod01.bank.local", "Adaptive Server Enterprise/16.0 SP04 PL06")

	g.dbtAdd("vsql-vertica", `
$ vsql -h vertica-node01.acme.internal -U dbadmin -w '«a»' -d analytics -c "SELECT user_name, is_super_user FROM users;"
 user_name  | is_super_user
------------+---------------
 dbadmin    | t
 bi_reader  | f
(2 rows)
`, V{"a": g.pwStrong()}, "vertica-node01.acme.internal", "bi_reader")

	g.dbtAdd("hdbuserstore-set-and-list", `
sapadm@hana01:~> hdbuserstore SET BACKUPKEY hana01.acme.local:30013@SYSTEMDB BACKUP_OPERATOR «a»
sapadm@hana01:~> hdbuserstore LIST
DATA FILE       : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.DAT
KEY FILE        : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.KEY

KEY BACKUPKEY
  ENV : hana01.acme.local:30013
  USER: BACKUP_OPERATOR
  DATABASE: SYSTEMDB
sapadm@hana01:~> hdbsql -n hana01.acme.local:30015 -u SYSTEM -p «b» "SELECT VERSION FROM M_DATABASE"
VERSION
"2.00.076.00.1705400033"
1 row selected (overall time 3312 usec; server time 152 usec)
`, V{"a": g.pwStrong(), "b": g.pw()}, "BACKUP_OPERATOR", "/usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.DAT")

	g.dbtAdd("db2-connect-using", `
[db2inst1@db2prod ~]$ db2 connect to LOANS user loansvc using «a»

   Database Connection Information

 Database server        = DB2/LINUXX8664 11.5.9.0
 SQL authorization ID   = LOANSVC
 Local database alias   = LOANS

[db2inst1@db2prod ~]$ db2 "select count(*) from loans.application"
`, V{"a": g.pw()}, "DB2/LINUXX8664 11.5.9.0", "SQL authorization ID   = LOANSVC")

	g.dbtAdd("sqlplus-conn-and-alter-user", `
SQL> conn system/«a»@//ora-hr.acme.local:1521/HRPDB
Connected.
SQL> ALTER USER hr_app IDENTIFIED BY "«b»" ACCOUNT UNLOCK;

User altered.

SQL> SELECT username, account_status, expiry_date FROM dba_users WHERE username = 'HR_APP';

USERNAME   ACCOUNT_STATUS   EXPIRY_DATE
---------- ---------------- ------------------
HR_APP     OPEN             01-NOV-25
`, V{"a": g.pw(), "b": g.pwStrong()}, "ora-hr.acme.local:1521/HRPDB", "ACCOUNT_STATUS")

	g.dbtAdd("usql-multi-driver-urls", `
$ cat ~/.config/usql/config.yaml
connections:
  ledger: postgres://ledger_rw:«a»@ledger-db.prod.acme.internal/ledger
  erp: mysql://erp_support:«b»@erp-mysql01.corp.acme.local/erp
  claims: sqlserver://claims_etl:«c»@sqlprod02.corp.acme.local/Claims
  local: sqlite:/home/mo/dev/app.db
init: |
  \set SYNTAX_HL_STYLE dracula
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "sqlite:/home/mo/dev/app.db", "SYNTAX_HL_STYLE dracula")

	g.dbtAdd("duckdb-create-secret-postgres", `
D CREATE SECRET ledger_pg (
      TYPE postgres,
      HOST 'ledger-db.prod.acme.internal',
      PORT 5432,
      DATABASE ledger,
      USER 'ledger_ro',
      PASSWORD '«a»'
  );
┌─────────┐
│ Success │
│ boolean │
├─────────┤
│ true    │
└─────────┘
D ATTACH '' AS ledger (TYPE postgres, SECRET ledger_pg, READ_ONLY);
D CREATE SECRET s3_lake (TYPE s3, KEY_ID '«b»', SECRET '«c»', REGION 'eu-west-1');
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret()}, "ATTACH '' AS ledger (TYPE postgres, SECRET ledger_pg, READ_ONLY);", "ledger_ro")

	g.dbtAdd("cockroach-sql-url", `
$ cockroach sql --url "postgresql://maxroach:«a»@free-tier14.aws-us-east-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full&options=--cluster%3Dbrave-otter-3412"
#
# Welcome to the CockroachDB SQL shell.
# Client version: CockroachDB CCL v24.2.3 (x86_64-apple-darwin19, built 2024/09/23 22:30:53, go1.22.5 X:nocoverageredesign)
# Server version: CockroachDB CCL v24.2.4
# Cluster ID: «_cid»
#
maxroach@free-tier14.aws-us-east-1.cockroachlabs.cloud:26257/defaultdb>
`, V{"a": g.an(22), "_cid": g.uuid()}, "brave-otter-3412", "CockroachDB CCL v24.2.3")

	g.dbtAdd("influx-auth-list-table", `
$ influx auth list --org acme --json | jq -r '.[] | [.id, .description, .token, .status] | @tsv'
«_i1»	telegraf write bucket metrics	«a»	active
«_i2»	grafana read-only	«b»	active
«_i3»	admin's Token	«c»	active
`, V{"_i1": g.hex(16), "a": g.dbtInflux(), "_i2": g.hex(16), "b": g.dbtInflux(), "_i3": g.hex(16), "c": g.dbtInflux()}, "telegraf write bucket metrics", "grafana read-only")
}

// ---- warehouses and lakehouses ----

func (g *G) dbtWarehouses() {
	acct := g.dbtSFAcct()
	g.dbtAdd("snowflake-connections-toml", `
$ cat ~/.snowflake/connections.toml
default_connection_name = "etl"

[etl]
account = "«_a»"
user = "SVC_ETL"
password = "«a»"
warehouse = "ETL_WH"
database = "RAW"
role = "LOADER"

[keypair]
account = "«_a»"
user = "SVC_DBT"
authenticator = "SNOWFLAKE_JWT"
private_key_file = "/home/mo/.snowflake/rsa_key.p8"
private_key_file_pwd = "«b»"
`, V{"_a": acct, "a": g.pwStrong(), "b": g.pw()}, "SNOWFLAKE_JWT", "/home/mo/.snowflake/rsa_key.p8")

	g.dbtAdd("snowsql-config", `
$ sed -n '/connections.prod/,/^$/p' ~/.snowsql/config
[connections.prod]
accountname = «_a»
username = ANALYST_JO
password = «a»
dbname = ANALYTICS
schemaname = MARTS
warehousename = BI_WH
rolename = ANALYST

`, V{"_a": g.dbtSFAcct(), "a": g.pw()}, "ANALYST_JO", "warehousename = BI_WH")

	g.dbtAdd("snowflake-jdbc-url-password", `
spring.datasource.url=jdbc:snowflake://«_a».snowflakecomputing.com/?db=ANALYTICS&schema=MARTS&warehouse=API_WH&role=API_READER&user=SVC_API&password=«a»&CLIENT_SESSION_KEEP_ALIVE=true
spring.datasource.driver-class-name=net.snowflake.client.jdbc.SnowflakeDriver
spring.datasource.hikari.maximum-pool-size=4
`, V{"_a": g.dbtSFAcct(), "a": g.pwURL()}, "net.snowflake.client.jdbc.SnowflakeDriver", "SVC_API")

	g.dbtAdd("snowflake-python-oauth-token", `
>>> import snowflake.connector
>>> con = snowflake.connector.connect(
...     account="«_a»",
...     authenticator="oauth",
...     token="«a»",
...     warehouse="BI_WH",
... )
>>> con.cursor().execute("select current_user(), current_role()").fetchone()
('ANALYST_JO', 'ANALYST')
`, V{"_a": g.dbtSFAcct(), "a": g.dbtSnowOAuth()}, "authenticator=\"oauth\"", "('ANALYST_JO', 'ANALYST')")

	v := V{"_pk": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 300) + "IDAQAB", "_fp": g.b64(32)}
	g.dbtAdd("snowflake-desc-user-public-key-benign", `
SVC_DBT#DBT_WH@RAW.PUBLIC>DESC USER SVC_DBT;
`+rowsT(v, rowsStPgcli, rowsR{"property", "value"},
		rowsR{"NAME", "SVC_DBT"},
		rowsR{"DEFAULT_WAREHOUSE", "DBT_WH"},
		rowsR{"HAS_PASSWORD", "false"},
		rowsR{"HAS_RSA_PUBLIC_KEY", "true"},
		rowsR{"RSA_PUBLIC_KEY", "«_pk»"},
		rowsR{"RSA_PUBLIC_KEY_FP", "SHA256:«_fp»"},
		rowsR{"RSA_PUBLIC_KEY_2_FP", "null"})+`
`, v, "HAS_RSA_PUBLIC_KEY", "SVC_DBT")

	g.dbtAdd("redshift-get-cluster-credentials", `
$ aws redshift get-cluster-credentials --cluster-identifier dw-prod --db-user analyst_jo --db-name dw --duration-seconds 3600
{
    "DbUser": "IAM:analyst_jo",
    "DbPassword": "«a»",
    "Expiration": "2025-05-05T15:41:09.125000+00:00"
}
$ psql "host=dw-prod.cw7nq3ztp1ab.us-east-1.redshift.amazonaws.com port=5439 dbname=dw user=IAM:analyst_jo sslmode=require"
`, V{"a": "AskU" + g.b64(96)}, "IAM:analyst_jo", "dw-prod.cw7nq3ztp1ab.us-east-1.redshift.amazonaws.com")

	g.dbtAdd("redshift-jdbc-password-url", `
# Tableau Desktop > Other Databases (JDBC)
URL:      jdbc:redshift://dw-prod.cw7nq3ztp1ab.us-east-1.redshift.amazonaws.com:5439/dw?ssl=true&user=tableau_svc&password=«a»
Dialect:  PostgreSQL
Driver:   redshift-jdbc42-2.1.0.30.jar
`, V{"a": g.pwURL()}, "redshift-jdbc42-2.1.0.30.jar", "tableau_svc")

	key := g.pkcs8RSAPEM()
	g.dbtAdd("bigquery-service-account-json-in-dbeaver-dir", `
$ cat ~/.config/dbeaver/bq-reporting-sa.json
{
  "type": "service_account",
  "project_id": "acme-analytics",
  "private_key_id": "«_kid»",
  "private_key": "«a»\n",
  "client_email": "dbeaver-reporting@acme-analytics.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/dbeaver-reporting%40acme-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"_kid": g.hex(40), "a": jsonEsc(key.block()), "_cid": g.digits(21)}, "dbeaver-reporting@acme-analytics.iam.gserviceaccount.com")

	g.dbtAdd("databricks-jdbc-and-databrickscfg", `
$ cat ~/.databrickscfg
[DEFAULT]
host  = https://adb-«_ws».7.azuredatabricks.net
token = «a»

[sql-warehouse]
host      = https://dbc-«_d».cloud.databricks.com
client_id = «_cid»
client_secret = «b»
$ echo $JDBC_URL
jdbc:databricks://adb-«_ws».7.azuredatabricks.net:443/default;transportMode=http;ssl=1;AuthMech=3;httpPath=/sql/1.0/warehouses/«_wh»;UID=token;PWD=«a»
`, V{"_ws": g.digits(16), "a": g.dbtDapi(), "_d": g.hex(8) + "-" + g.hex(4), "_cid": g.uuid(), "b": "dose" + g.hex(32), "_wh": g.hex(16)}, "transportMode=http", "[sql-warehouse]")

	g.dbtAdd("trino-cli-password-env", `
$ export TRINO_PASSWORD='«a»'
$ trino --server https://trino.data.acme.io --user svc_reporting --password --catalog hive --schema marts --execute "show tables" | head -3
dim_customer
dim_product
fct_orders
`, V{"a": g.pwStrong()}, "https://trino.data.acme.io", "svc_reporting")

	g.dbtAdd("athena-jdbc-access-keys", `
jdbc:awsathena://AwsRegion=eu-west-1;User=«a»;Password=«b»;S3OutputLocation=s3://acme-athena-results/dbeaver/;Workgroup=analysts;
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://acme-athena-results/dbeaver/", "Workgroup=analysts")

	g.dbtAdd("motherduck-token-attach", `
$ duckdb
v1.1.3 19864453f7
D ATTACH 'md:analytics?motherduck_token=«a»';
D SHOW DATABASES;
┌───────────────┐
│ database_name │
│    varchar    │
├───────────────┤
│ analytics     │
│ memory        │
└───────────────┘
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"session":"mo.acme.io","email":"mo@acme.io","userId":"%s","iat":1746000000,"iss":"md_pat"}`, g.uuid()))}, "v1.1.3 19864453f7", "database_name")

	g.dbtAdd("clickhouse-cloud-python-connect", `
import clickhouse_connect

client = clickhouse_connect.get_client(
    host="«_h».eu-central-1.aws.clickhouse.cloud",
    port=8443,
    username="default",
    password="«a»",
    secure=True,
)
print(client.query("SELECT version()").result_rows)
`, V{"_h": g.s(alLowNum, 10), "a": g.an(8) + "~" + g.an(8)}, "clickhouse_connect.get_client", "eu-central-1.aws.clickhouse.cloud")

	g.dbtAdd("synapse-sqlcmd-and-adf-linked-service", `
{
    "name": "ls_synapse_dw",
    "properties": {
        "type": "AzureSqlDW",
        "typeProperties": {
            "connectionString": "Integrated Security=False;Encrypt=True;Connection Timeout=30;Data Source=acme-syn.sql.azuresynapse.net;Initial Catalog=dw;User ID=adf_loader;Password=«a»"
        },
        "connectVia": { "referenceName": "AutoResolveIntegrationRuntime", "type": "IntegrationRuntimeReference" }
    }
}
`, V{"a": g.pwStrong()}, "acme-syn.sql.azuresynapse.net", "AutoResolveIntegrationRuntime")
}

// ---- JDBC, ODBC and driver URLs ----

func (g *G) dbtJDBC() {
	g.dbtAdd("oracle-tns-descriptor-jdbc", `
spring:
  datasource:
    url: jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS_LIST=(LOAD_BALANCE=on)(ADDRESS=(PROTOCOL=TCP)(HOST=ora-scan.acme.local)(PORT=1521)))(CONNECT_DATA=(SERVICE_NAME=HRPDB.acme.local)))
    username: HR_APP
    password: «a»
    driver-class-name: oracle.jdbc.OracleDriver
`, V{"a": g.pw()}, "SERVICE_NAME=HRPDB.acme.local", "ora-scan.acme.local")

	g.dbtAdd("oracle-mkstore-view-entry", `
$ mkstore -wrl /u01/app/oracle/wallet -viewEntry oracle.security.client.password1
Oracle Secret Store Tool Release 19.0.0.0.0 - Production
Version 19.4.0.0.0
Copyright (c) 2004, 2023, Oracle and/or its affiliates. All rights reserved.

Enter wallet password:
oracle.security.client.password1 = «a»
$ mkstore -wrl /u01/app/oracle/wallet -listCredential
List credential (index: connect_string username)
1: HRPROD HR_APP
`, V{"a": g.pw()}, "oracle.security.client.password1", "1: HRPROD HR_APP")

	g.dbtAdd("db2-jdbc-properties", `
# src/main/resources/db2.properties
db2.url=jdbc:db2://db2prod.bank.local:50001/LOANS:sslConnection=true;sslTrustStoreLocation=/opt/app/truststore.jks;sslTrustStorePassword=«a»;currentSchema=LOANS;
db2.user=loansvc
db2.password=«b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "db2prod.bank.local:50001/LOANS", "/opt/app/truststore.jks")

	g.dbtAdd("sybase-jconnect-url", `
<Resource name="jdbc/legacyPayments" auth="Container" type="javax.sql.DataSource"
          driverClassName="com.sybase.jdbc4.jdbc.SybDriver"
          url="jdbc:sybase:Tds:syb-prod01.bank.local:5000/payments?CHARSET=utf8&amp;ENABLE_SSL=true"
          username="pay_app" password="«a»"
          maxTotal="20" maxIdle="5" validationQuery="select 1"/>
`, V{"a": g.pw()}, "com.sybase.jdbc4.jdbc.SybDriver", "pay_app")

	g.dbtAdd("teradata-jdbc-url-password", `
[2025-05-05 14:52:10] Connecting with: jdbc:teradata://edw.acme.corp/DATABASE=SALES_DM,USER=edw_etl,PASSWORD=«a»,LOGMECH=TD2,TMODE=ANSI,CHARSET=UTF8
[2025-05-05 14:52:11] [Teradata JDBC Driver] [TeraJDBC 20.00.00.24] [Error 8017] [SQLState 28000] The UserId, Password or Account is invalid.
`, V{"a": g.pw()}, "TeraJDBC 20.00.00.24", "The UserId, Password or Account is invalid.")

	g.dbtAdd("hana-jdbc-url", `
$ grep -i hana application-prod.properties
spring.datasource.url=jdbc:sap://hana01.acme.local:30015/?databaseName=HDB&encrypt=true&validateCertificate=false&user=APP_S4&password=«a»
spring.jpa.database-platform=org.hibernate.dialect.HANADialect
`, V{"a": g.pwStrong()}, "org.hibernate.dialect.HANADialect", "APP_S4")

	g.dbtAdd("cassandra-java-driver-application-conf", `
datastax-java-driver {
  basic {
    contact-points = [ "cass-0.acme.internal:9042", "cass-1.acme.internal:9042" ]
    load-balancing-policy.local-datacenter = eu-west-1
    session-keyspace = orders
  }
  advanced.auth-provider {
    class = PlainTextAuthProvider
    username = orders_app
    password = "«a»"
  }
  advanced.ssl-engine-factory {
    class = DefaultSslEngineFactory
    truststore-path = /etc/cassandra/truststore.jks
    truststore-password = «b»
  }
}
`, V{"a": g.pw(), "b": g.an(16)}, "PlainTextAuthProvider", "/etc/cassandra/truststore.jks")

	g.dbtAdd("scylla-cloud-connect-bundle", `
$ cat connect-bundle-orders.yaml
kind: CQLConnectionConfig
apiVersion: cqlclient.scylla.scylladb.com/v1alpha1
datacenters:
  AWS_EU_WEST_1:
    certificateAuthorityData: «_ca»
    server: node-0.aws-eu-west-1.«_c».clusters.scylla.cloud:9142
    nodeDomain: cql.orders-prod.«_c».clusters.scylla.cloud
authInfos:
  default:
    username: scylla
    password: «a»
contexts:
  default:
    datacenterName: AWS_EU_WEST_1
    authInfoName: default
currentContext: default
`, V{"_ca": g.b64(600), "_c": g.hex(12), "a": g.an(16)}, "CQLConnectionConfig", "AWS_EU_WEST_1")

	g.dbtAdd("astra-cqlsh-token", `
$ astra db cqlsh orders-db -k orders
[INFO]  Cqlsh is starting, please wait for connection establishment...
Connected to cndb at 127.0.0.1:9042
$ cat ~/.astrarc
[default]
ASTRA_DB_APPLICATION_TOKEN=«a»
`, V{"a": g.dbtAstra()}, "Connected to cndb at 127.0.0.1:9042", "~/.astrarc")

	g.dbtAdd("neo4j-bolt-url-spring", `
spring.neo4j.uri=bolt+s://graph.acme.internal:7687
spring.neo4j.authentication.username=recommender
spring.neo4j.authentication.password=«a»
spring.data.neo4j.database=recs
# python notebook used: GraphDatabase.driver("neo4j+s://recommender:«b»@graph.acme.internal:7687")
`, V{"a": g.pw(), "b": g.pwURL()}, "bolt+s://graph.acme.internal:7687", "spring.data.neo4j.database=recs")

	g.dbtAdd("h2-tcp-url-and-derby", `
jdbc.url=jdbc:h2:tcp://build-cache.internal:9092/~/testdb;USER=sa;PASSWORD=«a»;MODE=PostgreSQL
derby.url=jdbc:derby://legacy-reports:1527/reportsdb;user=app;password=«b»;create=false
`, V{"a": g.an(14), "b": g.pw()}, "build-cache.internal:9092", "MODE=PostgreSQL")

	g.dbtAdd("hive-impala-jdbc-authmech", `
$ beeline -u "jdbc:hive2://hs2.cdp.acme.local:10000/default;ssl=true;sslTrustStore=/opt/cloudera/security/truststore.jks;trustStorePassword=«a»" -n etl_hive -p «b»
Connecting to jdbc:hive2://hs2.cdp.acme.local:10000/default;ssl=true;sslTrustStore=/opt/cloudera/security/truststore.jks;trustStorePassword=«a»
Connected to: Apache Hive (version 3.1.3000.7.1.9.0-387)
Driver: Hive JDBC (version 3.1.3000.7.1.9.0-387)
`, V{"a": g.an(12), "b": g.pw()}, "hs2.cdp.acme.local:10000", "Apache Hive (version 3.1.3000.7.1.9.0-387)")

	g.dbtAdd("neon-psql-connection", `
$ neonctl connection-string main --project-id «_proj» --role-name neondb_owner --pooled
postgresql://neondb_owner:«a»@ep-«_ep»-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require&channel_binding=require
`, V{"_proj": g.s(alLower, 5) + "-" + g.s(alLower, 5) + "-" + g.digits(8), "a": "npg_" + g.an(12), "_ep": g.s(alLower, 5) + "-" + g.s(alLower, 5) + "-a" + g.s(alLowNum, 7)}, "neondb_owner", "channel_binding=require")

	g.dbtAdd("planetscale-password-create", `
$ pscale password create shop main agent-debug --role reader
  NAME          BRANCH   USERNAME       ACCESS HOST URL                  ROLE     PASSWORD
 ------------- -------- -------------- ---------------------------- -------- ----------------------------------------------------
  agent-debug   main     «_u»   aws.connect.psdb.cloud       reader   «a»

Please save the values below as they will not be shown again
`, V{"_u": g.s(alLowNum, 12), "a": "pscale_pw_" + g.b64u(43)}, "aws.connect.psdb.cloud", "Please save the values below as they will not be shown again")

	g.dbtAdd("supabase-pooler-url", `
# Supabase > Project Settings > Database > Connection string (Transaction pooler)
DATABASE_URL="postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true"
DIRECT_URL="postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:5432/postgres"
`, V{"_ref": g.s(alLower, 20), "a": g.pwURL()}, "aws-0-eu-central-1.pooler.supabase.com:6543", "pgbouncer=true")

	g.dbtAdd("aiven-service-uri", `
$ avn service get pg-orders --format '{service_uri}'
postgres://avnadmin:«a»@pg-orders-acme.a.aivencloud.com:24817/defaultdb?sslmode=require
$ avn service get pg-orders --format '{service_name} {plan} {cloud_name} {state}'
pg-orders business-4 google-europe-west1 RUNNING
`, V{"a": "AVNS_" + g.an(19)}, "pg-orders-acme.a.aivencloud.com:24817", "google-europe-west1")

	g.dbtAdd("turso-libsql-auth-token", `
$ turso db show notes-prod --url
libsql://notes-prod-acme.turso.io
$ turso db tokens create notes-prod --expiration 30d
«a»
$ echo 'TURSO_DATABASE_URL=libsql://notes-prod-acme.turso.io' >> .env
`, V{"a": g.jwt("EdDSA", fmt.Sprintf(`{"a":"rw","iat":1746440000,"id":"%s"}`, g.uuid()))}, "libsql://notes-prod-acme.turso.io", "--expiration 30d")

	g.dbtAdd("rds-iam-auth-token", `
$ aws rds generate-db-auth-token --hostname orders.cq1x2w3e4r5t.eu-central-1.rds.amazonaws.com --port 5432 --username iam_analyst --region eu-central-1
orders.cq1x2w3e4r5t.eu-central-1.rds.amazonaws.com:5432/?Action=connect&DBUser=iam_analyst&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«_ak»%2F20250505%2Feu-central-1%2Frds-db%2Faws4_request&X-Amz-Date=20250505T141201Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Security-Token=«a»&X-Amz-Signature=«b»
`, V{"_ak": g.awsTempID(), "a": strings.NewReplacer("/", "%2F", "+", "%2B", "=", "%3D").Replace(g.awsSession()), "b": g.hex(64)}, "iam_analyst", "X-Amz-Expires=900")

	g.dbtAdd("mariadb-connector-j-url", `
2025-05-05 15:01:22.104 ERROR 1 --- [main] com.zaxxer.hikari.pool.HikariPool : shop-pool - Exception during pool initialization.
java.sql.SQLInvalidAuthorizationSpecException: (conn=88311) Access denied for user 'shop_rw'@'10.8.3.14' (using password: YES)
	at org.mariadb.jdbc.export.ExceptionFactory.createException(ExceptionFactory.java:306)
Caused by: jdbc:mariadb://shop-db.internal.shop.io:3306/shop?user=shop_rw&password=«a»&useSsl=true&sslMode=verify-ca
`, V{"a": g.pwURL()}, "shop-db.internal.shop.io", "Access denied for user 'shop_rw'@'10.8.3.14' (using password: YES)")

	g.dbtAdd("odbc-ini-unix-multiple-drivers", `
$ cat ~/.odbc.ini
[Snowflake]
Driver      = /usr/lib64/snowflake/odbc/lib/libSnowflake.so
server      = «_a».snowflakecomputing.com
uid         = SVC_EXCEL
pwd         = «a»
warehouse   = BI_WH

[Vertica]
Driver      = /opt/vertica/lib64/libverticaodbc.so
Servername  = vertica-node01.acme.internal
Database    = analytics
UserName    = bi_reader
Password    = «b»

[ClickHouse]
Driver      = /usr/local/lib/libclickhouseodbcw.so
Url         = https://ch-events.acme.internal:8443
UID         = events_reader
PWD         = «c»
`, V{"_a": g.dbtSFAcct(), "a": g.pw(), "b": g.pwStrong(), "c": g.an(20)}, "/usr/lib64/snowflake/odbc/lib/libSnowflake.so", "bi_reader", "events_reader")
}

// ---- search engines and time-series stores ----

func (g *G) dbtSearchTS() {
	g.dbtAdd("influx-config-create", `
$ influx config create --config-name prod --host-url https://influx.acme.io --org acme --token «a» --active
Active	Name	URL			Org
*	prod	https://influx.acme.io	acme
$ cat ~/.influxdbv2/configs
[prod]
  url = "https://influx.acme.io"
  token = "«a»"
  org = "acme"
  active = true
[local]
  url = "http://localhost:8086"
  token = "«b»"
  org = "dev"
`, V{"a": g.dbtInflux(), "b": g.dbtInflux()}, "https://influx.acme.io", "http://localhost:8086")

	g.dbtAdd("influx1-cli-username-password", `
$ influx -host influx-legacy.acme.internal -port 8086 -ssl -username grafana -password '«a»' -database telegraf -execute 'SHOW RETENTION POLICIES'
name    duration  shardGroupDuration replicaN default
----    --------  ------------------ -------- -------
autogen 720h0m0s  168h0m0s           1        true
`, V{"a": g.pw()}, "influx-legacy.acme.internal", "shardGroupDuration")

	g.dbtAdd("elasticsearch-reset-password", `
$ docker exec -it es01 /usr/share/elasticsearch/bin/elasticsearch-reset-password -u elastic -b
Password for the [elastic] user successfully reset.
New value: «a»
$ curl -s --cacert certs/ca/ca.crt -u elastic:«a» https://localhost:9200/_cluster/health?pretty | head -4
{
  "cluster_name" : "docker-cluster",
  "status" : "green",
  "timed_out" : false,
`, V{"a": g.s(alAlnum+"*-_=+", 20)}, "docker-cluster", "Password for the [elastic] user successfully reset.")

	enc := g.esAPIKey()
	g.dbtAdd("elasticsearch-create-api-key-response", `
POST /_security/api_key
{
  "name": "dbeaver-logs-readonly",
  "expiration": "30d",
  "role_descriptors": { "logs_read": { "indices": [ { "names": ["logs-*"], "privileges": ["read", "view_index_metadata"] } ] } }
}

{
  "id": "«_id»",
  "name": "dbeaver-logs-readonly",
  "expiration": 1749032400000,
  "api_key": "«a»",
  "encoded": "«b»"
}
`, V{"_id": g.b64u(20), "a": g.b64u(22), "b": enc}, "dbeaver-logs-readonly", "view_index_metadata")

	g.dbtAdd("kibana-service-token-create", `
$ bin/elasticsearch-service-tokens create elastic/kibana kibana-prod
SERVICE_TOKEN elastic/kibana/kibana-prod = «a»
$ grep serviceAccountToken /etc/kibana/kibana.yml
elasticsearch.serviceAccountToken: "«a»"
`, V{"a": dbtESService("kibana-prod", g.b64u(22))}, "SERVICE_TOKEN elastic/kibana/kibana-prod", "/etc/kibana/kibana.yml")

	g.dbtAdd("elastic-cloud-id-and-auth", `
from elasticsearch import Elasticsearch

es = Elasticsearch(
    cloud_id="«_cid»",
    basic_auth=("elastic", "«a»"),
    request_timeout=30,
)
print(es.info()["version"]["number"])
`, V{"_cid": "acme-logs:" + b64s("europe-west3.gcp.cloud.es.io:443$"+g.hex(32)+"$"+g.hex(32)), "a": g.an(24)}, "request_timeout=30", "Elasticsearch(")

	g.dbtAdd("opensearch-internal-users-yml", `
$ cat opensearch-security/internal_users.yml
_meta:
  type: "internalusers"
  config_version: 2

admin:
  hash: "«a»"
  reserved: true
  backend_roles:
  - "admin"
  description: "Demo admin user"

dashboards_ro:
  hash: "«b»"
  reserved: false
  opendistro_security_roles:
  - "readall"
`, V{"a": g.bcrypt(), "b": g.bcrypt()}, "internalusers", "Demo admin user")

	g.dbtAdd("opensearch-dashboards-yml-and-env", `
$ grep -E '^opensearch\.(username|password|hosts)' /etc/opensearch-dashboards/opensearch_dashboards.yml
opensearch.hosts: [https://os-node1.acme.internal:9200, https://os-node2.acme.internal:9200]
opensearch.username: kibanaserver
opensearch.password: «a»
$ grep INITIAL_ADMIN docker-compose.yml
      - OPENSEARCH_INITIAL_ADMIN_PASSWORD=«b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "os-node1.acme.internal:9200", "kibanaserver")

	g.dbtAdd("curl-elasticsearch-apikey-header", `
$ curl -s -H "Authorization: ApiKey «a»" "https://logs.acme.internal:9200/_cat/indices/logs-*?v&s=index" | head -3
health status index                 uuid                   pri rep docs.count docs.deleted store.size pri.store.size
green  open   logs-app-2025.05.04   «_u1» 1   1     812331            0    512.1mb        256mb
green  open   logs-app-2025.05.05   «_u2» 1   1     640210            0    401.8mb      200.9mb
`, V{"a": g.esAPIKey(), "_u1": g.b64u(22), "_u2": g.b64u(22)}, "logs-app-2025.05.04", "docs.count")

	g.dbtAdd("questdb-timescale-urls", `
# grafana provisioning - provisioning/datasources/tsdb.yaml
apiVersion: 1
datasources:
  - name: Timescale (tsdb cloud)
    type: grafana-postgresql-datasource
    url: «_svc».«_proj».tsdb.cloud.timescale.com:34522
    user: tsdbadmin
    jsonData: { database: tsdb, sslmode: require, timescaledb: true }
    secureJsonData:
      password: «a»
  - name: QuestDB
    type: questdb-questdb-datasource
    jsonData: { server: questdb.acme.internal, port: 8812, username: admin, tlsMode: disable }
    secureJsonData:
      password: «b»
`, V{"_svc": g.s(alLowNum, 10), "_proj": g.s(alLowNum, 10), "a": g.s(alLowNum, 16), "b": g.pw()}, "tsdb.cloud.timescale.com:34522", "questdb-questdb-datasource")
}

// ---- BI tools' data sources ----

func (g *G) dbtBI() {
	g.dbtAdd("metabase-api-database-masked-benign", `
$ curl -s -H "X-Metabase-Session: $MB_SESSION" https://metabase.acme.io/api/database/3 | jq '.details'
{
  "host": "ledger-db.prod.acme.internal",
  "port": 5432,
  "dbname": "ledger",
  "user": "metabase_ro",
  "password": "**MetabasePass**",
  "ssl": true,
  "tunnel-enabled": false,
  "advanced-options": false
}
`, nil, "**MetabasePass**", "X-Metabase-Session: $MB_SESSION", "metabase_ro")

	g.dbtAdd("metabase-env-app-db", `
$ docker inspect metabase --format '{{range .Config.Env}}{{println .}}{{end}}' | grep ^MB_
MB_DB_TYPE=postgres
MB_DB_DBNAME=metabase
MB_DB_PORT=5432
MB_DB_USER=metabase
MB_DB_PASS=«a»
MB_DB_HOST=metabase-db
MB_ENCRYPTION_SECRET_KEY=«b»
MB_SITE_URL=https://metabase.acme.io
`, V{"a": g.pwURL(), "b": g.b64(32)}, "MB_SITE_URL=https://metabase.acme.io", "MB_DB_HOST=metabase-db")

	g.dbtAdd("superset-set-database-uri", `
$ superset set-database-uri -d ledger -u "postgresql+psycopg2://superset_ro:«a»@ledger-db.prod.acme.internal:5432/ledger"
Loaded your LOCAL configuration at [/app/pythonpath/superset_config.py]
2025-05-05 15:22:41,091:INFO:superset.utils.database:Creating database reference for ledger
$ superset export-datasources -f /tmp/ds.zip && unzip -p /tmp/ds.zip '*/databases/ledger.yaml' | grep sqlalchemy_uri
sqlalchemy_uri: postgresql+psycopg2://superset_ro:XXXXXXXXXX@ledger-db.prod.acme.internal:5432/ledger
`, V{"a": g.pwURL()}, "postgresql+psycopg2://superset_ro:XXXXXXXXXX@ledger-db.prod.acme.internal:5432/ledger", "/app/pythonpath/superset_config.py")

	g.dbtAdd("superset-config-py", `
# superset_config.py
SECRET_KEY = "«a»"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:«b»@superset-meta:5432/superset"
CACHE_CONFIG = {
    "CACHE_TYPE": "RedisCache",
    "CACHE_DEFAULT_TIMEOUT": 300,
    "CACHE_REDIS_URL": "redis://:«c»@superset-redis:6379/1",
}
FEATURE_FLAGS = {"ALERT_REPORTS": True, "DASHBOARD_RBAC": True}
`, V{"a": g.b64(42), "b": g.pwURL(), "c": g.hex(32)}, "superset-meta:5432", "DASHBOARD_RBAC")

	g.dbtAdd("grafana-datasource-provisioning-mysql", `
apiVersion: 1
datasources:
  - name: ERP (MySQL)
    type: mysql
    uid: «_uid»
    url: erp-mysql01.corp.acme.local:3306
    user: grafana
    jsonData:
      database: erp
      maxOpenConns: 10
      tlsAuth: false
    secureJsonData:
      password: «a»
    editable: false
`, V{"_uid": g.s(alLowNum, 14), "a": g.pw()}, "ERP (MySQL)", "maxOpenConns: 10")

	g.dbtAdd("grafana-api-datasource-secure-benign", `
$ curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.acme.io/api/datasources/uid/«_uid» | jq '{name, type, url, user, secureJsonFields, basicAuth}'
{
  "name": "ERP (MySQL)",
  "type": "mysql",
  "url": "erp-mysql01.corp.acme.local:3306",
  "user": "grafana",
  "secureJsonFields": {
    "password": true
  },
  "basicAuth": false
}
`, V{"_uid": g.s(alLowNum, 14)}, "\"secureJsonFields\"", "Bearer $GRAFANA_TOKEN")

	g.dbtAdd("tableau-tds-connection", `
$ unzip -p "Sales Extract.tdsx" "Sales Extract.tds" | sed -n 1,12p
<?xml version='1.0' encoding='utf-8' ?>
<datasource formatted-name='federated.1x8kq2z0abcd' inline='true' source-platform='win' version='18.1' xmlns:user='http://www.tableausoftware.com/xml/user'>
  <connection class='federated'>
    <named-connections>
      <named-connection caption='dw-prod.cw7nq3ztp1ab.us-east-1.redshift.amazonaws.com' name='redshift.0m2x9'>
        <connection authentication='Username Password' class='redshift' dbname='dw' odbc-connect-string-extras='' one-time-sql='' port='5439' schema='marts' server='dw-prod.cw7nq3ztp1ab.us-east-1.redshift.amazonaws.com' sslmode='require' username='tableau_svc' password='«a»' />
      </named-connection>
    </named-connections>
  </connection>
`, V{"a": g.pw()}, "redshift.0m2x9", "tableau_svc")

	g.dbtAdd("excel-odc-connection", `
<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=Content-Type content="text/x-ms-odc; charset=utf-8">
<meta name=ProgId content=ODC.Database>
<meta name=SourceType content=OLEDB>
<xml id=msodc>
 <odc:OfficeDataConnection xmlns:odc="urn:schemas-microsoft-com:office:odc" xmlns="http://www.w3.org/TR/REC-html40">
  <odc:Connection odc:Type="OLEDB">
   <odc:ConnectionString>Provider=MSOLEDBSQL;Password=«a»;Persist Security Info=True;User ID=excel_fin;Initial Catalog=Finance;Data Source=SQLPROD01.corp.acme.local;Use Encryption for Data=Optional</odc:ConnectionString>
   <odc:CommandType>Table</odc:CommandType>
   <odc:CommandText>"Finance"."dbo"."vw_MonthlyClose"</odc:CommandText>
  </odc:Connection>
 </odc:OfficeDataConnection>
</xml>
`, V{"a": g.pw()}, "vw_MonthlyClose", "excel_fin")

	g.dbtAdd("powerbi-m-query-benign", `
let
    Source = Sql.Database("SQLPROD01.corp.acme.local", "Finance", [CommandTimeout=#duration(0, 0, 10, 0)]),
    dbo_vw_MonthlyClose = Source{[Schema="dbo",Item="vw_MonthlyClose"]}[Data],
    #"Filtered Rows" = Table.SelectRows(dbo_vw_MonthlyClose, each [FiscalYear] >= 2024)
in
    #"Filtered Rows"
`, nil, "Sql.Database(\"SQLPROD01.corp.acme.local\", \"Finance\"", "#\"Filtered Rows\"")

	g.dbtAdd("redash-data-source-create", `
$ curl -s -X POST https://redash.acme.io/api/data_sources -H "Authorization: Key «a»" -H 'Content-Type: application/json' \
    -d '{"name":"ClickHouse events","type":"clickhouse","options":{"url":"https://ch-events.acme.internal:8443","dbname":"events","user":"redash","password":"«b»"}}'
{"id": 7, "name": "ClickHouse events", "type": "clickhouse", "syntax": "sql", "paused": 0, "pause_reason": null, "options": {"url": "https://ch-events.acme.internal:8443", "dbname": "events", "user": "redash", "password": "--------"}}
`, V{"a": g.an(40), "b": g.an(20)}, "\"password\": \"--------\"", "ClickHouse events")

	g.dbtAdd("retool-resource-export", `
{
  "resources": [
    {
      "name": "orders_pg",
      "type": "postgresql",
      "options": {
        "host": "orders-db.prod.acme.internal",
        "port": "5432",
        "database_name": "orders",
        "database_username": "retool",
        "database_password": "«a»",
        "ssl": true,
        "ssh_tunnel": false
      }
    }
  ]
}
`, V{"a": g.pwStrong()}, "database_username", "orders_pg")
}

// ---- people pasting connections ----

func (g *G) dbtChat() {
	g.dbtAdd("chat-dbeaver-connection-screenshot-transcribed", `
user: DBeaver keeps timing out, here are my settings (typed from the dialog):
  Host: orders-db.prod.acme.internal
  Port: 5432
  Database: orders
  Username: orders_ro
  Password: «a»
  SSH tab: bastion.eu1.acme.cloud, user lena, key ~/.ssh/bastion_ed25519
assistant: The timeout is probably the SSH tunnel. Can you run ssh -v lena@bastion.eu1.acme.cloud and paste the last lines? Also, please rotate that database password since it is now in this chat.
`, V{"a": g.pw()}, "bastion.eu1.acme.cloud", "orders_ro")

	g.dbtAdd("chat-slack-handover-credentials", `
#data-platform · Thursday
Farid 17:42  handing over the warehouse migration, creds you'll need:
• Snowflake SVC_ETL / «a» (account «_acct»)
• old Redshift: awsuser / «b»
• ClickHouse default user pw: «c»
1Password vault "data-platform" has everything else
Mina 17:45  thanks! 👍 will move these into 1P tonight
`, V{"a": g.pwStrong(), "_acct": g.dbtSFAcct(), "b": g.pw(), "c": g.an(20)}, "1Password vault \"data-platform\"", "awsuser")

	g.dbtAdd("chat-agent-summary-leaks-password", `
assistant: Done. Summary of what I changed:
1. Created role ˋreporting_roˋ with LOGIN and password ˋ«a»ˋ (VALID UNTIL 2025-12-31).
2. Granted SELECT on schema ˋfinanceˋ.
3. Added the connection to your pgAdmin servers.json as "reporting (ro)" with PassFile /pgpass.
4. Verified with: psql "host=reporting.db.acme.internal user=reporting_ro dbname=reporting" -c 'select 1' -> 1 row.
`, V{"a": g.pw()}, "reporting.db.acme.internal", "PassFile /pgpass")

	g.dbtAdd("chat-jira-ticket-workbench", `
SUP-1182 · MySQL Workbench "Access denied" for new analyst
Description:
Hi team, new joiner Noor can't connect with Workbench.
Connection Name: ERP read replica
Hostname: erp-replica.corp.acme.local   Port: 3306
Username: noor_ro
Password (stored in vault in Workbench): «a»
Default Schema: erp
Error 1045: Access denied for user 'noor_ro'@'10.8.4.77' (using password: YES)
`, V{"a": g.pw()}, "erp-replica.corp.acme.local", "Error 1045: Access denied for user 'noor_ro'@'10.8.4.77' (using password: YES)")

	g.dbtAdd("chat-compass-string-question", `
user: why does compass say "Authentication failed" with mongodb://admin:«a»@localhost:27017/?directConnection=true — I created the user in the "shop" db, not admin
assistant: The user lives in "shop", so Compass must authenticate against it: add authSource=shop to the connection string (mongodb://admin:<password>@localhost:27017/?directConnection=true&authSource=shop).
`, V{"a": g.pw()}, "mongodb://admin:<password>@localhost:27017/?directConnection=true&authSource=shop")

	g.dbtAdd("chat-email-vendor-db-access", `
From: Support <support@ledgerly.example>
To: finance-it@acme.io
Subject: Your read-only replica access

Hello,

Your read-only replica is ready. Connect with any PostgreSQL client (DBeaver, DataGrip, TablePlus):

    Host:      replica-7741.ledgerly-db.example
    Port:      6432
    Database:  tenant_7741
    User:      tenant_7741_ro
    Password:  «a»

The password can be rotated from Settings > Integrations > Database access.

Kind regards,
Ledgerly Support
`, V{"a": g.an(24)}, "replica-7741.ledgerly-db.example", "tenant_7741_ro")

	g.dbtAdd("chat-redis-insight-help", `
user: RedisInsight: "Could not connect to redis-12871.c300.eu-central-1-1.ec2.redns.redis-cloud.com:12871, please check the connection details"
user: I used username default and password «a», TLS off
assistant: Redis Cloud databases on that plan require TLS when "TLS" is enabled in the console; toggle "Use TLS" in RedisInsight, then retry.
`, V{"a": g.an(32)}, "redis-12871.c300.eu-central-1-1.ec2.redns.redis-cloud.com:12871", "username default")

	g.dbtAdd("chat-teams-sa-password-heidisql", `
[10:02] Arjun P.
can someone paste the sa password for SQLDEV02? HeidiSQL forgot it after the update
[10:04] Helen W.
SQLDEV02\SQLEXPRESS sa / «a»  (dev only!)
[10:04] Arjun P.
👍 ty
`, V{"a": g.pw()}, "SQLDEV02\\SQLEXPRESS", "(dev only!)")

	g.dbtAdd("chat-notebook-cell-connection", `
In [3]: engine = sqlalchemy.create_engine(
   ...:     "snowflake://ANALYST_JO:«a»@«_acct»/ANALYTICS/MARTS?warehouse=BI_WH&role=ANALYST"
   ...: )
In [4]: pd.read_sql("select count(*) from fct_orders", engine)
Out[4]:
   COUNT(*)
0  18234112
`, V{"a": g.pwURL(), "_acct": g.dbtSFAcct()}, "warehouse=BI_WH&role=ANALYST", "fct_orders")
}

// ---- benign look-alikes ----

func (g *G) dbtBenign() {
	g.dbtAdd("benign-dbeaver-drivers-xml", `
$ grep -A4 'id="postgres-jdbc"' ~/.local/share/DBeaverData/workspace6/.metadata/.plugins/org.jkiss.dbeaver.core/drivers.xml
		<driver id="postgres-jdbc" categories="sql" custom-driver-loader="false" embedded="false" name="PostgreSQL" class="org.postgresql.Driver" url="jdbc:postgresql://{host}[:{port}]/[{database}]" port="5432" description="PostgreSQL standard driver" custom="false">
			<library type="jar" path="maven:/org.postgresql:postgresql:RELEASE" custom="false" version="42.7.4">
				<file id="org.postgresql:postgresql" version="42.7.4" path="${drivers_home}/maven/maven-central/org.postgresql/postgresql-42.7.4.jar"/>
				<file id="org.postgresql:postgresql" version="42.7.4" path="${drivers_home}/maven/maven-central/org.postgresql/checker-qual-3.42.0.jar"/>
			</library>
$ sha256sum ~/.local/share/DBeaverData/drivers/maven/maven-central/org.postgresql/postgresql-42.7.4.jar
«_h»  /home/lena/.local/share/DBeaverData/drivers/maven/maven-central/org.postgresql/postgresql-42.7.4.jar
`, V{"_h": g.hex(64)}, "jdbc:postgresql://{host}[:{port}]/[{database}]", "postgresql-42.7.4.jar")

	g.dbtAdd("benign-redis-info-server", `
127.0.0.1:6379> INFO server
# Server
redis_version:7.2.5
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:«_b»
redis_mode:standalone
os:Linux 6.1.0-21-cloud-amd64 x86_64
process_id:1
run_id:«_r»
tcp_port:6379
uptime_in_seconds:3555012
executable:/data/redis-server
config_file:/usr/local/etc/redis/redis.conf
`, V{"_b": g.hex(16), "_r": g.hex(40)}, "redis_mode:standalone", "/usr/local/etc/redis/redis.conf")

	g.dbtAdd("benign-mongo-rs-status", `
rs0 [primary] admin> rs.status().members.map(m => ({name: m.name, state: m.stateStr, optime: m.optime}))
[
  { name: 'mongo-orders-0.acme.internal:27017', state: 'PRIMARY', optime: { ts: Timestamp({ t: 1746441201, i: 4 }), t: Long('57') } },
  { name: 'mongo-orders-1.acme.internal:27017', state: 'SECONDARY', optime: { ts: Timestamp({ t: 1746441201, i: 4 }), t: Long('57') } }
]
rs0 [primary] admin> db.adminCommand({getParameter: 1, authenticationMechanisms: 1})
{ authenticationMechanisms: [ 'MONGODB-X509', 'SCRAM-SHA-1', 'SCRAM-SHA-256' ], ok: 1, operationTime: Timestamp({ t: 1746441203, i: 1 }) }
`, nil, "mongo-orders-1.acme.internal:27017", "MONGODB-X509")

	g.dbtAdd("benign-pg-stat-ssl-and-activity", `
ledger=# SELECT a.pid, a.usename, a.application_name, a.client_addr, s.version, s.cipher, a.backend_xid FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid) WHERE a.datname = 'ledger' LIMIT 3;
`+rowsT(nil, rowsStPsql, rowsR{"pid", "usename", "application_name", "client_addr", "version", "cipher", "backend_xid"},
		rowsR{"412211", "ledger_rw", "DBeaver 24.3.2 - Main <ledger>", "10.8.1.25", "TLSv1.3", "TLS_AES_256_GCM_SHA384", ""},
		rowsR{"412290", "ledger_ro", "DataGrip 2024.3.2", "10.8.1.40", "TLSv1.3", "TLS_AES_256_GCM_SHA384", ""},
		rowsR{"413002", "ledger_rw", "pgAdmin 4 - DB:ledger", "10.8.2.3", "TLSv1.2", "ECDHE-RSA-AES256-GCM-SHA384", "88123411"})+`
(3 rows)
`, nil, "DBeaver 24.3.2 - Main <ledger>", "pgAdmin 4 - DB:ledger", "DataGrip 2024.3.2")

	g.dbtAdd("benign-kms-and-vault-ciphertexts-in-config", `
$ cat config/database.prod.yaml
primary:
  host: ledger-db.prod.acme.internal
  user: ledger_rw
  password_ciphertext: "«_k»"   # aws kms decrypt --ciphertext-blob
replica:
  host: ledger-db-ro.prod.acme.internal
  user: ledger_ro
  password_ciphertext: "«_v»"   # vault write transit/decrypt/ledger
`, V{"_k": g.dbtKMS(), "_v": g.dbtVaultCT()}, "aws kms decrypt --ciphertext-blob", "vault write transit/decrypt/ledger")

	g.dbtAdd("benign-mysql-processlist", `
mysql> SHOW PROCESSLIST;
`+rowsT(nil, rowsStMy, rowsR{"Id", "User", "Host", "db", "Command", "Time", "State", "Info"},
		rowsR{"418233", "erp_support", "10.8.1.25:51822", "erp", "Query", "0", "init", "SHOW PROCESSLIST"},
		rowsR{"418240", "erp_app", "10.20.4.31:40118", "erp", "Sleep", "12", "", "NULL"},
		rowsR{"418301", "repl", "10.20.4.12:49920", "NULL", "Binlog Dump GTID", "3555", "Source has sent all binlog to replica; waiting for more updates", "NULL"})+`
3 rows in set, 1 warning (0.00 sec)
`, nil, "Source has sent all binlog to replica; waiting for more updates", "erp_support")

	g.dbtAdd("benign-connection-ids-and-uuids", `
$ jq -r '.[] | "\(.id)\t\(.name)\t\(.host)"' ~/.config/RedisInsight/connections-list.json
«_a»	sessions-prod	redis-sessions.prod.acme.internal
«_b»	cache-sentinel	10.20.3.41
«_c»	local	127.0.0.1
$ ls ~/.3T/studio-3t/
«_d».json  studio3t.log  user-settings.json
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid(), "_d": g.uuid()}, "redis-sessions.prod.acme.internal", "studio3t.log")

	g.dbtAdd("benign-masked-passwords-in-ui-exports", `
Connection: erp (MySQL 8.0.36)
  Host ........ erp-mysql01.corp.acme.local
  User ........ erp_support
  Password .... ••••••••••••
  SSL ......... REQUIRED (ca: /etc/ssl/acme-ca.pem)
Connection: ledger (PostgreSQL 16.3)
  URL ......... postgresql://ledger_rw:****@ledger-db.prod.acme.internal:5432/ledger
  Saved in .... macOS Keychain
`, nil, "postgresql://ledger_rw:****@ledger-db.prod.acme.internal:5432/ledger", "••••••••••••", "macOS Keychain")

	g.dbtAdd("benign-placeholder-connection-strings", `
# README: connecting from DataGrip or DBeaver
# jdbc:postgresql://<host>:5432/<db>?user=<user>&password=<password>
# mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true&w=majority
# Server=myServerAddress;Database=myDataBase;User Id=myUsername;Password=myPassword;
export DATABASE_URL="postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/${DB_NAME}"
`, nil, "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net", "Password=myPassword;", "${DB_PASSWORD}")

	g.dbtAdd("benign-ssms-windows-auth-and-sids", `
1> SELECT name, type_desc, sid, default_database_name FROM sys.server_principals WHERE type IN ('U','G');
2> GO
name                         type_desc       sid                                                          default_database_name
---------------------------- --------------- ------------------------------------------------------------ ---------------------
CORP\sql-admins              WINDOWS_GROUP   0x«_s1»   master
CORP\svc-reporting           WINDOWS_LOGIN   0x«_s2»   Reporting

(2 rows affected)
`, V{"_s1": "010500000000000515000000" + g.s(alHexU, 32), "_s2": "010500000000000515000000" + g.s(alHexU, 32)}, "CORP\\svc-reporting", "WINDOWS_GROUP")

	g.dbtAdd("benign-scram-salt-iterations-only", `
ledger=# SELECT rolname, split_part(rolpassword, '$', 1) AS mech, split_part(split_part(rolpassword, '$', 2), ':', 1) AS iterations FROM pg_authid WHERE rolname LIKE 'ledger%';
  rolname  |     mech      | iterations
-----------+---------------+------------
 ledger_ro | SCRAM-SHA-256 | 4096
 ledger_rw | SCRAM-SHA-256 | 4096
(2 rows)
ledger=# SHOW password_encryption;
 password_encryption
---------------------
 scram-sha-256
(1 row)
`, nil, "split_part(rolpassword, '$', 1)", "password_encryption")

	g.dbtAdd("benign-datagrip-driver-download-log", `
2025-05-05 09:12:44,118 [  41233]   INFO - #c.i.d.d.DatabaseDriverManagerImpl - Downloading driver files for PostgreSQL: postgresql-42.7.3.jar
2025-05-05 09:12:45,902 [  43017]   INFO - #c.i.d.d.DatabaseDriverManagerImpl - Verified postgresql-42.7.3.jar sha256=«_h»
2025-05-05 09:12:46,010 [  43125]   INFO - #c.i.d.d.DatabaseDriverManagerImpl - Driver 'PostgreSQL' revision «_rev» ready
2025-05-05 09:12:48,377 [  45492]   INFO - #c.i.d.c.DatabaseConnectionEstablisher - Connected: shop@staging (session «_sess»)
`, V{"_h": g.hex(64), "_rev": g.uuid(), "_sess": g.digits(6)}, "DatabaseDriverManagerImpl", "Connected: shop@staging")

	g.dbtAdd("benign-elastic-api-key-list", `
GET /_security/api_key?name=dbeaver-*&active_only=true
{
  "api_keys": [
    {
      "id": "«_i1»",
      "name": "dbeaver-logs-readonly",
      "type": "rest",
      "creation": 1746440400000,
      "expiration": 1749032400000,
      "invalidated": false,
      "username": "mo",
      "realm": "saml1"
    }
  ]
}
`, V{"_i1": g.b64u(20)}, "dbeaver-logs-readonly", "\"realm\": \"saml1\"")

	g.dbtAdd("benign-pgpass-permissions-warning", `
$ psql -h reporting.db.acme.internal -U report_ro reporting
WARNING: password file "/home/mo/.pgpass" has group or world access; permissions should be u=rw (0600) or less
Password for user report_ro:
$ chmod 600 ~/.pgpass && psql -h reporting.db.acme.internal -U report_ro reporting -c 'select current_user'
 current_user
--------------
 report_ro
(1 row)
`, nil, "permissions should be u=rw (0600) or less", "Password for user report_ro:")

	g.dbtAdd("benign-vault-database-creds-lease", `
$ vault read -format=json database/creds/ledger-ro | jq '{lease_id, lease_duration, renewable, username: .data.username}'
{
  "lease_id": "database/creds/ledger-ro/«_l»",
  "lease_duration": 3600,
  "renewable": true,
  "username": "v-oidc-mo-ledger-ro-«_u»"
}
`, V{"_l": g.an(24), "_u": g.an(20) + "-" + g.digits(10)}, "database/creds/ledger-ro/", "\"lease_duration\": 3600")

	g.dbtAdd("vault-database-creds-with-password", `
$ vault read database/creds/ledger-ro
Key                Value
---                -----
lease_id           database/creds/ledger-ro/«_l»
lease_duration     1h
lease_renewable    true
password           «a»
username           v-oidc-mo-ledger-ro-«_u»
`, V{"_l": g.an(24), "a": g.an(5) + "-" + g.an(14), "_u": g.an(20) + "-" + g.digits(10)}, "lease_renewable    true", "database/creds/ledger-ro/")
}
