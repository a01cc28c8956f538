package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// sqlCases adds credentials in SQL and in database administration as a
// coding agent writes, reviews or runs them. Sources: PostgreSQL (CREATE
// ROLE / CREATE USER ... PASSWORD, ALTER ROLE, DO blocks, postgres_fdw,
// mysql_fdw and oracle_fdw user mappings, dblink and dblink_connect,
// logical-replication subscriptions and primary_conninfo, pgcrypto,
// Supabase Vault and pg_net, PostgREST settings); MySQL and MariaDB
// (IDENTIFIED BY, IDENTIFIED WITH mysql_native_password BY, IDENTIFIED
// VIA ed25519, ALTER USER, SET PASSWORD, GRANT ... IDENTIFIED BY, CHANGE
// MASTER TO / CHANGE REPLICATION SOURCE TO, AES_ENCRYPT, the temporary
// root password of mysqld --initialize, MySQL Shell, ProxySQL); SQL
// Server (CREATE LOGIN, ALTER LOGIN, sp_addlogin, linked servers,
// database scoped credentials, master keys, symmetric keys, certificate
// backups, sqlcmd); Oracle (IDENTIFIED BY, database links, REPLACE,
// orapwd, expdp, rman, sqlldr, mkstore, DBMS_CREDENTIAL, DBMS_CLOUD,
// pluggable databases); warehouses (Snowflake users, stages and
// integrations, Redshift COPY and UNLOAD, BigQuery connections,
// Databricks connections, DuckDB secrets, ClickHouse users, users.xml and
// s3(), Trino catalogs, Synapse); other stores (Cassandra, MongoDB,
// Redis ACL, Neo4j, CouchDB, InfluxDB, CockroachDB, SurrealDB, Firebird,
// Couchbase, Elasticsearch, Db2, Vertica, SAP HANA, Teradata); migrations
// and seeds (Flyway, Liquibase, Rails, Django, Knex, Prisma, Sequelize,
// Alembic, golang-migrate, TypeORM, Laravel, Spring, Ecto, sqitch, dbmate,
// goose); dumps (pg_dumpall, pg_authid, mysqldump, SHOW CREATE USER,
// app tables with stored tokens, SQLite, Data Pump, MongoDB system.users);
// server and tool logs (log_statement, pgaudit, jsonlog, general_log,
// pg_stat_statements, RDS and Cloud SQL logs, driver and migration-tool
// errors quoting the statement, pgbouncer); shell and client histories;
// infrastructure code that provisions roles (Terraform, Pulumi, Ansible,
// Helm, compose, CloudNativePG, Vault's database engine, CI) and chat.
// Benign: user and role names, SCRAM and other password hashes, public
// keys, IAM role ARNs, masked values and placeholders (:'pw', ?, $1,
// %s, ${DB_PASSWORD}, {{password}}). The case names start with "sql/".
func (g *G) sqlCases() {
	g.sqlPostgres()
	g.sqlMySQL()
	g.sqlServer()
	g.sqlOracle()
	g.sqlWarehouse()
	g.sqlNoSQL()
	g.sqlMigrations()
	g.sqlDumps()
	g.sqlLogs()
	g.sqlHistory()
	g.sqlInfra()
	g.sqlBenign()
}

// ---- values used only here ----

// sqlAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) sqlAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

func (g *G) sqlScram() string {
	return "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32)
}
func (g *G) sqlNative() string { return "*" + g.s(alHexU, 40) }
func (g *G) sqlMSHash() string { return "0x0200" + g.s(alHexU, 136) }
func (g *G) sqlSID() string    { return "0x" + g.s(alHexU, 32) }
func (g *G) sqlTS() string {
	return fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}
func (g *G) sqlOCIToken() string { return g.s(alAlnum+"()<>;:.+-_#[]{}", 20) }
func (g *G) sqlSAS() string {
	return "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-01-31T18:00:00Z&st=2025-02-01T09:00:00Z&spr=https&sig=" + url.QueryEscape(g.b64(32))
}
func (g *G) sqlSnowPub() string {
	return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 348) + "IDAQAB"
}

// ---- PostgreSQL ----

func (g *G) sqlPostgres() {
	g.add("sql/psql-create-role-login-password", `
$ psql -h db-primary.internal -U postgres -d app
psql (16.3, server 15.7)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

app=# CREATE ROLE app_rw LOGIN PASSWORD '«a»' CONNECTION LIMIT 50;
CREATE ROLE
app=# GRANT CONNECT ON DATABASE app TO app_rw;
GRANT
app=# GRANT USAGE ON SCHEMA public TO app_rw;
GRANT
app=# \q
`, V{"a": g.pw()}, "db-primary.internal", "app_rw", "TLS_AES_256_GCM_SHA384")

	g.add("sql/pg-bootstrap-roles-file", `
-- scripts/bootstrap_roles.sql
-- run once per environment: psql "$ADMIN_URL" -f scripts/bootstrap_roles.sql

CREATE ROLE readonly NOLOGIN;
GRANT USAGE ON SCHEMA public TO readonly;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO readonly;

CREATE USER grafana WITH ENCRYPTED PASSWORD '«a»' IN ROLE readonly;
CREATE USER metabase WITH ENCRYPTED PASSWORD '«b»' VALID UNTIL '2026-01-01' IN ROLE readonly;
CREATE USER airflow WITH PASSWORD '«c»' CREATEDB;
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.an(24)}, "scripts/bootstrap_roles.sql", "GRANT SELECT ON ALL TABLES IN SCHEMA public TO readonly;")

	g.add("sql/pg-do-block-upsert-role", `
DO
$do$
BEGIN
   IF EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'metabase_ro') THEN
      RAISE NOTICE 'Role "metabase_ro" already exists. Resetting password.';
      ALTER ROLE metabase_ro WITH LOGIN PASSWORD '«a»';
   ELSE
      CREATE ROLE metabase_ro LOGIN PASSWORD '«a»';
   END IF;
END
$do$;
`, V{"a": g.pwStrong()}, "metabase_ro", "pg_catalog.pg_roles")

	g.add("sql/pg-fdw-user-mapping", `
CREATE EXTENSION IF NOT EXISTS postgres_fdw;

CREATE SERVER legacy_orders
  FOREIGN DATA WRAPPER postgres_fdw
  OPTIONS (host '10.12.0.44', port '5432', dbname 'orders_v1', sslmode 'require');

CREATE USER MAPPING FOR app_rw
  SERVER legacy_orders
  OPTIONS (user 'fdw_reader', password '«a»');

CREATE SCHEMA IF NOT EXISTS legacy;
IMPORT FOREIGN SCHEMA public LIMIT TO (orders, order_lines)
  FROM SERVER legacy_orders INTO legacy;
`, V{"a": g.pw()}, "fdw_reader", "legacy_orders", "10.12.0.44")

	g.add("sql/pg-alter-user-mapping-set-password", `
analytics=# ALTER USER MAPPING FOR PUBLIC SERVER crm_remote OPTIONS (SET password '«a»');
ALTER USER MAPPING
analytics=# SELECT count(*) FROM crm.accounts;
 count
-------
 48213
(1 row)
`, V{"a": g.pwURL()}, "crm_remote", "crm.accounts")

	g.add("sql/pg-dblink-connect", `
SELECT dblink_connect('billing_link',
  'host=billing-db.prod.svc port=5432 dbname=billing user=report_ro password=«a» sslmode=verify-full');

SELECT *
FROM dblink('billing_link', 'SELECT invoice_id, amount_cents, status FROM invoices WHERE created_at > now() - interval ''1 day''')
  AS t(invoice_id bigint, amount_cents bigint, status text);

SELECT dblink_disconnect('billing_link');
`, V{"a": g.pwURL()}, "billing-db.prod.svc", "report_ro", "dblink_disconnect('billing_link')")

	g.add("sql/pg-dblink-view-definition", `
analytics=# \d+ public.v_crm_customers
                          View "public.v_crm_customers"
 Column |  Type   | Collation | Nullable | Default | Storage  | Description
--------+---------+-----------+----------+---------+----------+-------------
 id     | integer |           |          |         | plain    |
 email  | text    |           |          |         | extended |
View definition:
 SELECT t.id,
    t.email
   FROM dblink('hostaddr=172.20.4.18 port=5432 dbname=crm user=crm_sync password=«a»'::text, 'SELECT id, email FROM customers'::text) t(id integer, email text);
`, V{"a": g.pw()}, "v_crm_customers", "crm_sync", "172.20.4.18")

	g.add("sql/pg-mysql-fdw-mapping", `
CREATE EXTENSION mysql_fdw;
CREATE SERVER shop_mysql FOREIGN DATA WRAPPER mysql_fdw
  OPTIONS (host 'mysql-shop.internal', port '3306');
CREATE USER MAPPING FOR postgres SERVER shop_mysql
  OPTIONS (username 'pg_bridge', password '«a»');
CREATE FOREIGN TABLE shop_products (id int, sku text, price numeric)
  SERVER shop_mysql OPTIONS (dbname 'shop', table_name 'products');
`, V{"a": g.pwStrong()}, "mysql-shop.internal", "pg_bridge")

	g.add("sql/pg-oracle-fdw-mapping", `
CREATE SERVER erp_ora FOREIGN DATA WRAPPER oracle_fdw
  OPTIONS (dbserver '//erp-db.corp.local:1521/ERPPRD');
GRANT USAGE ON FOREIGN SERVER erp_ora TO etl;
CREATE USER MAPPING FOR etl SERVER erp_ora
  OPTIONS (user 'ERP_READONLY', password '«a»');
`, V{"a": g.pw()}, "//erp-db.corp.local:1521/ERPPRD", "ERP_READONLY")

	g.add("sql/pg-create-subscription-conninfo", `
-- on the new cluster (pg16), after pg_dump --schema-only | psql
CREATE SUBSCRIPTION sub_orders
  CONNECTION 'host=pg-old.prod.internal port=5432 dbname=orders user=replicator password=«a» sslmode=require'
  PUBLICATION pub_orders
  WITH (copy_data = true, create_slot = true, slot_name = 'sub_orders_slot');
NOTICE:  created replication slot "sub_orders_slot" on publisher
CREATE SUBSCRIPTION
`, V{"a": g.pwURL()}, "pg-old.prod.internal", "sub_orders_slot")

	g.add("sql/psql-dRs-plus-conninfo", `
orders=# \dRs+
                                                                                           List of subscriptions
    Name    |  Owner   | Enabled | Publication | Binary | Streaming | Two-phase commit | Disable on error | Origin | Password required | Run as owner? | Synchronous commit |                                       Conninfo                                        | Skip LSN
------------+----------+---------+-------------+--------+-----------+------------------+------------------+--------+-------------------+---------------+--------------------+---------------------------------------------------------------------------------------+----------
 sub_orders | postgres | t       | {pub_orders}| f      | off       | d                | f                | any    | t                 | f             | off                | host=10.40.1.12 port=5432 dbname=orders user=replicator password=«a» | 0/0
(1 row)
`, V{"a": g.an(20)}, "sub_orders", "host=10.40.1.12 port=5432 dbname=orders user=replicator")

	g.add("sql/pg-alter-system-primary-conninfo", `
postgres=# ALTER SYSTEM SET primary_conninfo = 'host=pg-a.db.svc port=5432 user=standby_repl password=«a» application_name=pg-b';
ALTER SYSTEM
postgres=# SELECT pg_reload_conf();
 pg_reload_conf
----------------
 t
(1 row)

$ cat /var/lib/postgresql/16/main/postgresql.auto.conf
# Do not edit this file manually!
# It will be overwritten by the ALTER SYSTEM command.
primary_conninfo = 'host=pg-a.db.svc port=5432 user=standby_repl password=«a» application_name=pg-b'
`, V{"a": g.pwURL()}, "standby_repl", "pg-a.db.svc", "postgresql.auto.conf")

	g.add("sql/pgcrypto-pgp-sym-encrypt", `
UPDATE patients
   SET ssn_enc = pgp_sym_encrypt(ssn, '«a»', 'cipher-algo=aes256'),
       ssn = NULL
 WHERE ssn IS NOT NULL;

-- read back
SELECT id, pgp_sym_decrypt(ssn_enc, '«a»') AS ssn FROM patients WHERE id = 4411;
`, V{"a": g.b64(24)}, "cipher-algo=aes256", "pgp_sym_decrypt")

	g.add("sql/pgcrypto-function-raw-key", `
CREATE OR REPLACE FUNCTION app.encrypt_token(p_plain text)
RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$
  SELECT encrypt_iv(convert_to(p_plain, 'UTF8'),
                    decode('«a»', 'hex'),
                    decode('«_iv»', 'hex'),
                    'aes-cbc/pad:pkcs');
$$;
`, V{"a": g.hex(64), "_iv": g.hex(32)}, "app.encrypt_token", "aes-cbc/pad:pkcs")

	g.add("sql/supabase-vault-create-secret", `
-- supabase/migrations/20250114093012_vault_secrets.sql
select vault.create_secret('«a»', 'stripe_secret_key', 'Stripe live key for webhooks');
select vault.create_secret('«b»', 'resend_api_key');

-- usage
select decrypted_secret from vault.decrypted_secrets where name = 'stripe_secret_key';
`, V{"a": g.skLive(), "b": "re_" + g.an(8) + "_" + g.an(24)}, "stripe_secret_key", "vault.decrypted_secrets")

	g.add("sql/supabase-pg-cron-net-http", `
select cron.schedule(
  'sync-inventory-every-5-min',
  '*/5 * * * *',
  $$
  select net.http_post(
      url := 'https://«_ref».supabase.co/functions/v1/sync-inventory',
      headers := '{"Content-Type": "application/json", "Authorization": "Bearer «a»"}'::jsonb,
      body := '{"source": "cron"}'::jsonb
  ) as request_id;
  $$
);
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "sync-inventory-every-5-min")

	g.add("sql/postgrest-alter-database-jwt-secret", `
-- db/setup.sql (PostgREST v7 style)
create role web_anon nologin;
create role authenticator noinherit login password '«a»';
grant web_anon to authenticator;

alter database app set "app.jwt_secret" to '«b»';
`, V{"a": g.pw(), "b": g.b64u(43)}, "web_anon", "authenticator", "app.jwt_secret")

	g.add("sql/pg-role-password-chat", `
user: the grafana datasource keeps failing with "password authentication failed for user grafana_ro". I reset it like this, did I mess up the quoting?

    ALTER ROLE grafana_ro WITH PASSWORD "«a»";

assistant: Yes — in PostgreSQL double quotes delimit identifiers, not strings, so that statement fails with a syntax error and the password never changed. Use single quotes:

    ALTER ROLE grafana_ro WITH PASSWORD '«a»';

Then update the datasource in Grafana with the same value.
`, V{"a": g.pw()}, "grafana_ro", "password authentication failed for user grafana_ro")

	g.add("sql/pg-createuser-cli-then-alter", `
$ sudo -u postgres createuser --no-superuser --no-createrole --createdb keycloak
$ sudo -u postgres createdb -O keycloak keycloak
$ sudo -u postgres psql -c "ALTER USER keycloak WITH PASSWORD '«a»';"
ALTER ROLE
$ sudo -u postgres psql -c "\du keycloak"
              List of roles
 Role name | Attributes | Member of
-----------+------------+-----------
 keycloak  | Create DB  | {}
`, V{"a": g.pwStrong()}, "createuser --no-superuser --no-createrole --createdb keycloak")
}

// ---- MySQL and MariaDB ----

func (g *G) sqlMySQL() {
	g.add("sql/mysql-native-password-plugin", `
mysql> CREATE USER 'legacy_php'@'10.0.%' IDENTIFIED WITH mysql_native_password BY '«a»';
Query OK, 0 rows affected (0.02 sec)

mysql> GRANT SELECT, INSERT, UPDATE, DELETE ON crm.* TO 'legacy_php'@'10.0.%';
Query OK, 0 rows affected (0.01 sec)

mysql> FLUSH PRIVILEGES;
Query OK, 0 rows affected (0.00 sec)
`, V{"a": g.pw()}, "legacy_php", "GRANT SELECT, INSERT, UPDATE, DELETE ON crm.*")

	g.add("sql/mysqld-initialize-temp-root-password", `
$ sudo grep 'temporary password' /var/log/mysqld.log
2025-02-11T08:14:52.118203Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: «a»
$ mysql -uroot -p
Enter password:
mysql> ALTER USER 'root'@'localhost' IDENTIFIED BY '«b»';
Query OK, 0 rows affected (0.01 sec)
`, V{"a": g.s(alAlnum+"#%&*;:<>?_-", 12), "b": g.pwStrong()}, "[MY-010454]", "/var/log/mysqld.log")

	g.add("sql/mysql56-set-password-for", `
mysql> SET PASSWORD FOR 'wp_blog'@'localhost' = PASSWORD('«a»');
Query OK, 0 rows affected, 1 warning (0.00 sec)

mysql> SHOW WARNINGS;
+---------+------+-------------------------------------------------------------------------------------------------------------------------------------+
| Level   | Code | Message                                                                                                                             |
+---------+------+-------------------------------------------------------------------------------------------------------------------------------------+
| Warning | 1287 | 'SET PASSWORD FOR <user> = PASSWORD('<plaintext_password>')' is deprecated and will be removed in a future release. Please use SET PASSWORD FOR <user> = '<plaintext_password>' instead |
+---------+------+-------------------------------------------------------------------------------------------------------------------------------------+
1 row in set (0.00 sec)
`, V{"a": g.pw()}, "wp_blog", "<plaintext_password>")

	g.add("sql/mysql-set-password-new-syntax", `
-- ops/rotate-2025Q1.sql
SET PASSWORD FOR 'report'@'%' = '«a»';
SET PASSWORD FOR 'backup'@'localhost' = '«b»';
-- keep old one around until the cron host is redeployed
ALTER USER 'svc_cron'@'10.8.%' IDENTIFIED BY '«c»' RETAIN CURRENT PASSWORD;
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(20)}, "RETAIN CURRENT PASSWORD", "ops/rotate-2025Q1.sql")

	g.sqlAdd("sql/mysql-grant-identified-by-legacy", `
# provisioning/mysql/users.sql  (MySQL 5.6 - GRANT still creates the user)
GRANT ALL PRIVILEGES ON ˋshopˋ.* TO 'shop'@'localhost' IDENTIFIED BY '«a»' WITH GRANT OPTION;
GRANT SELECT ON ˋshopˋ.* TO 'shop_ro'@'%' IDENTIFIED BY '«b»';
GRANT REPLICATION SLAVE ON *.* TO 'repl'@'10.1.%' IDENTIFIED BY '«c»';
FLUSH PRIVILEGES;
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwURL()}, "GRANT REPLICATION SLAVE ON *.* TO 'repl'@'10.1.%'")

	g.add("sql/mysql-change-master-to", `
mysql> STOP SLAVE;
mysql> CHANGE MASTER TO
    ->   MASTER_HOST='10.20.0.11',
    ->   MASTER_PORT=3306,
    ->   MASTER_USER='repl',
    ->   MASTER_PASSWORD='«a»',
    ->   MASTER_LOG_FILE='mysql-bin.000742',
    ->   MASTER_LOG_POS=15873319;
Query OK, 0 rows affected, 2 warnings (0.03 sec)

mysql> START SLAVE;
`, V{"a": g.pwURL()}, "mysql-bin.000742", "MASTER_LOG_POS=15873319")

	g.add("sql/mysql-change-replication-source", `
CHANGE REPLICATION SOURCE TO
  SOURCE_HOST = 'db-primary.eu-west-1.rds.amazonaws.com',
  SOURCE_USER = 'repl_ext',
  SOURCE_PASSWORD = '«a»',
  SOURCE_SSL = 1,
  SOURCE_AUTO_POSITION = 1
  FOR CHANNEL 'rds_import';
START REPLICA FOR CHANNEL 'rds_import';
`, V{"a": g.pwStrong()}, "repl_ext", "db-primary.eu-west-1.rds.amazonaws.com", "rds_import")

	g.add("sql/rds-mysql-set-external-source", `
mysql> CALL mysql.rds_set_external_source_with_auto_position('onprem-mysql.corp.example.com', 3306, 'rds_repl', '«a»', 1, 0);
+-------------------------------------------------------------------+
| Message                                                           |
+-------------------------------------------------------------------+
| Settings configured for replication source: onprem-mysql.corp... |
+-------------------------------------------------------------------+
mysql> CALL mysql.rds_start_replication;
`, V{"a": g.pw()}, "rds_repl", "mysql.rds_start_replication")

	g.add("sql/mysql-aes-encrypt-key", `
-- encrypt existing card tokens in place (MDEV-1182 follow-up)
SET block_encryption_mode = 'aes-256-cbc';
SET @k = UNHEX(SHA2('«a»', 512));
SET @iv = RANDOM_BYTES(16);
UPDATE payment_methods
   SET token_enc = AES_ENCRYPT(token, @k, @iv), token_iv = @iv, token = NULL;

SELECT id, CAST(AES_DECRYPT(token_enc, UNHEX(SHA2('«a»', 512)), token_iv) AS CHAR) FROM payment_methods LIMIT 3;
`, V{"a": g.pwStrong()}, "block_encryption_mode = 'aes-256-cbc'", "payment_methods")

	g.add("sql/mysql-user-table-hashes", `
mysql> SELECT user, host, plugin, authentication_string FROM mysql.user;
+------------------+-----------+-----------------------+-------------------------------------------+
| user             | host      | plugin                | authentication_string                     |
+------------------+-----------+-----------------------+-------------------------------------------+
| root             | localhost | auth_socket           |                                           |
| mysql.session    | localhost | mysql_native_password | «=h1» |
| debian-sys-maint | localhost | mysql_native_password | «=h2» |
| shop             | %         | mysql_native_password | «=h3» |
| shop_ro          | 10.0.%    | mysql_native_password | «=h4» |
+------------------+-----------+-----------------------+-------------------------------------------+
5 rows in set (0.00 sec)
`, V{"=h1": g.sqlNative(), "=h2": g.sqlNative(), "=h3": g.sqlNative(), "=h4": g.sqlNative()}, "debian-sys-maint", "auth_socket")

	g.sqlAdd("sql/mysql-show-create-user-caching-sha2", `
mysql> SHOW CREATE USER 'app'@'%'\G
*************************** 1. row ***************************
CREATE USER for app@%: CREATE USER ˋappˋ@ˋ%ˋ IDENTIFIED WITH 'caching_sha2_password' AS «_h» REQUIRE NONE PASSWORD EXPIRE DEFAULT ACCOUNT UNLOCK PASSWORD HISTORY DEFAULT PASSWORD REUSE INTERVAL DEFAULT PASSWORD REQUIRE CURRENT DEFAULT
1 row in set (0.00 sec)
`, V{"_h": "0x" + g.s(alHexU, 140)}, "caching_sha2_password", "PASSWORD HISTORY DEFAULT")

	g.add("sql/mysql-validate-password-error-retry", `
mysql> CREATE USER 'n8n'@'%' IDENTIFIED BY '«a»';
ERROR 1819 (HY000): Your password does not satisfy the current policy requirements
mysql> SHOW VARIABLES LIKE 'validate_password%';
+-------------------------------------------------+--------+
| Variable_name                                   | Value  |
+-------------------------------------------------+--------+
| validate_password.length                        | 8      |
| validate_password.mixed_case_count              | 1      |
| validate_password.number_count                  | 1      |
| validate_password.policy                        | MEDIUM |
| validate_password.special_char_count            | 1      |
+-------------------------------------------------+--------+
mysql> CREATE USER 'n8n'@'%' IDENTIFIED BY '«b»';
Query OK, 0 rows affected (0.01 sec)
`, V{"a": g.s(alLower, 12), "b": g.pw()}, "ERROR 1819 (HY000)", "validate_password.policy")

	g.add("sql/mariadb-identified-via-ed25519", `
MariaDB [(none)]> INSTALL SONAME 'auth_ed25519';
Query OK, 0 rows affected (0.004 sec)

MariaDB [(none)]> CREATE USER 'nextcloud'@'localhost' IDENTIFIED VIA ed25519 USING PASSWORD('«a»');
Query OK, 0 rows affected (0.003 sec)

MariaDB [(none)]> ALTER USER root@localhost IDENTIFIED VIA unix_socket OR mysql_native_password USING PASSWORD('«b»');
Query OK, 0 rows affected (0.002 sec)
`, V{"a": g.pwStrong(), "b": g.pw()}, "auth_ed25519", "nextcloud")

	g.add("sql/mysqlsh-configure-instance", `
 MySQL  JS > dba.configureInstance('root@mysql-1.db.local:3306', {clusterAdmin: "'icadmin'@'%'", clusterAdminPassword: '«a»', restart: true})
Configuring local MySQL instance listening at port 3306 for use in an InnoDB cluster...
Cluster admin user 'icadmin'@'%' created.
The instance 'mysql-1.db.local:3306' is valid to be used in an InnoDB cluster.
 MySQL  JS > shell.connect('icadmin:«a»@mysql-1.db.local:3306')
Creating a session to 'icadmin@mysql-1.db.local:3306'
 MySQL  mysql-1.db.local:3306 ssl  JS > var cluster = dba.createCluster('prodCluster')
`, V{"a": g.pwURL()}, "icadmin", "mysql-1.db.local:3306", "prodCluster")

	g.add("sql/proxysql-admin-mysql-users", `
$ mysql -u admin -p«a» -h 127.0.0.1 -P 6032 --prompt='ProxySQLAdmin> '
ProxySQLAdmin> INSERT INTO mysql_users(username,password,default_hostgroup,transaction_persistent) VALUES ('app','«b»',10,1);
Query OK, 1 row affected (0.00 sec)
ProxySQLAdmin> UPDATE global_variables SET variable_value='monitor_«=m»' WHERE variable_name='mysql-monitor_username';
ProxySQLAdmin> UPDATE global_variables SET variable_value='«c»' WHERE variable_name='mysql-monitor_password';
ProxySQLAdmin> LOAD MYSQL USERS TO RUNTIME; SAVE MYSQL USERS TO DISK;
`, V{"a": g.an(16), "b": g.pw(), "=m": g.s(alLower, 4), "c": g.pwURL()}, "mysql-monitor_password", "LOAD MYSQL USERS TO RUNTIME")

	g.add("sql/mysql-docker-init-sql", `
$ cat docker/mysql/init/01-users.sql
CREATE DATABASE IF NOT EXISTS matomo CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'matomo'@'%' IDENTIFIED BY '«a»';
GRANT SELECT, INSERT, UPDATE, DELETE, CREATE, INDEX, DROP, ALTER, CREATE TEMPORARY TABLES, LOCK TABLES ON matomo.* TO 'matomo'@'%';
GRANT FILE ON *.* TO 'matomo'@'%';
`, V{"a": g.pw()}, "docker/mysql/init/01-users.sql", "utf8mb4_unicode_ci")

	g.add("sql/mysql-create-server-federated", `
CREATE SERVER archive_srv
  FOREIGN DATA WRAPPER mysql
  OPTIONS (USER 'fed_reader', PASSWORD '«a»', HOST '10.30.2.7', PORT 3306, DATABASE 'archive');

CREATE TABLE orders_2019 (id BIGINT, total DECIMAL(10,2), PRIMARY KEY (id))
  ENGINE=FEDERATED CONNECTION='archive_srv/orders_2019';
`, V{"a": g.pw()}, "fed_reader", "archive_srv/orders_2019")

	g.add("sql/mysql-federated-connection-url", `
CREATE TABLE remote_events (
  id BIGINT NOT NULL,
  payload JSON,
  PRIMARY KEY (id)
) ENGINE=FEDERATED
  CONNECTION='mysql://events_ro:«a»@10.44.0.9:3306/events/events';
`, V{"a": g.pwURL()}, "events_ro", "ENGINE=FEDERATED")
}

// ---- SQL Server ----

func (g *G) sqlServer() {
	g.add("sql/sqlcmd-sa-create-login", `
$ /opt/mssql-tools18/bin/sqlcmd -S localhost,1433 -U sa -P '«a»' -C -Q "CREATE LOGIN [hangfire] WITH PASSWORD = N'«b»', CHECK_POLICY = ON; CREATE USER [hangfire] FOR LOGIN [hangfire];"
Changed database context to 'master'.
`, V{"a": g.pwStrong(), "b": g.pw()}, "/opt/mssql-tools18/bin/sqlcmd", "hangfire")

	g.add("sql/mssql-create-login-must-change", `
USE [master];
GO
CREATE LOGIN [j.alvarez] WITH PASSWORD = N'«a»' MUST_CHANGE,
     DEFAULT_DATABASE = [Finance], CHECK_EXPIRATION = ON, CHECK_POLICY = ON;
GO
USE [Finance];
GO
CREATE USER [j.alvarez] FOR LOGIN [j.alvarez];
ALTER ROLE [db_datareader] ADD MEMBER [j.alvarez];
GO
`, V{"a": g.pw()}, "j.alvarez", "CHECK_EXPIRATION = ON")

	g.add("sql/mssql-sp-addlogin-legacy", `
-- legacy install script from 2011, still run by setup.exe
EXEC sp_addlogin @loginame = N'pos_app', @passwd = N'«a»', @defdb = N'POS';
EXEC sp_grantdbaccess N'pos_app';
EXEC sp_addrolemember N'db_owner', N'pos_app';
`, V{"a": g.pw()}, "pos_app", "sp_grantdbaccess")

	g.add("sql/mssql-linked-server-login", `
EXEC master.dbo.sp_addlinkedserver
     @server = N'PGSQL_WMS', @srvproduct = N'PostgreSQL', @provider = N'MSDASQL',
     @datasrc = N'PostgreSQL35W_WMS';
EXEC master.dbo.sp_addlinkedsrvlogin
     @rmtsrvname = N'PGSQL_WMS', @useself = N'False', @locallogin = NULL,
     @rmtuser = N'wms_reader', @rmtpassword = N'«a»';
SELECT * FROM OPENQUERY(PGSQL_WMS, 'SELECT sku, qty FROM stock LIMIT 10');
`, V{"a": g.pwStrong()}, "PGSQL_WMS", "wms_reader", "PostgreSQL35W_WMS")

	g.add("sql/mssql-scoped-credential-sas", `
CREATE MASTER KEY ENCRYPTION BY PASSWORD = '«a»';
GO
CREATE DATABASE SCOPED CREDENTIAL BlobImportCred
WITH IDENTITY = 'SHARED ACCESS SIGNATURE',
     SECRET = '«b»';
GO
CREATE EXTERNAL DATA SOURCE ImportBlob
WITH (TYPE = BLOB_STORAGE, LOCATION = 'https://acmeimports.blob.core.windows.net/csv', CREDENTIAL = BlobImportCred);
GO
BULK INSERT dbo.Customers FROM 'customers_2025-02.csv'
WITH (DATA_SOURCE = 'ImportBlob', FORMAT = 'CSV', FIRSTROW = 2);
`, V{"a": g.pwStrong(), "b": g.sqlSAS()}, "BlobImportCred", "https://acmeimports.blob.core.windows.net/csv")

	g.add("sql/mssql-s3-scoped-credential", `
-- SQL Server 2022 backup to S3-compatible storage (MinIO)
CREATE CREDENTIAL [s3://minio.backup.local:9000/sqlbackups]
WITH IDENTITY = 'S3 Access Key',
     SECRET = '«a»:«b»';
GO
BACKUP DATABASE [Orders] TO URL = 's3://minio.backup.local:9000/sqlbackups/Orders_full.bak'
WITH COMPRESSION, STATS = 10;
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "s3://minio.backup.local:9000/sqlbackups", "S3 Access Key")

	g.add("sql/mssql-master-key-certificate-symkey", `
USE [HR];
CREATE MASTER KEY ENCRYPTION BY PASSWORD = '«a»';
CREATE CERTIFICATE HR_SSN_Cert WITH SUBJECT = 'Protect SSN column';
CREATE SYMMETRIC KEY SSN_Key_01
    WITH ALGORITHM = AES_256
    ENCRYPTION BY CERTIFICATE HR_SSN_Cert;
GO
`, V{"a": g.pwStrong()}, "HR_SSN_Cert", "SSN_Key_01")

	g.add("sql/mssql-open-symmetric-key-proc", `
CREATE OR ALTER PROCEDURE dbo.usp_GetEmployeeSSN @EmployeeID int
AS
BEGIN
    SET NOCOUNT ON;
    OPEN SYMMETRIC KEY PayrollKey DECRYPTION BY PASSWORD = '«a»';
    SELECT EmployeeID,
           CONVERT(varchar(11), DecryptByKey(SSN_Encrypted)) AS SSN
    FROM dbo.Employees
    WHERE EmployeeID = @EmployeeID;
    CLOSE SYMMETRIC KEY PayrollKey;
END
`, V{"a": g.pw()}, "usp_GetEmployeeSSN", "PayrollKey")

	g.add("sql/mssql-backup-certificate-private-key", `
BACKUP CERTIFICATE TDE_Cert_2025
TO FILE = 'D:\Backup\Keys\TDE_Cert_2025.cer'
WITH PRIVATE KEY (
    FILE = 'D:\Backup\Keys\TDE_Cert_2025.pvk',
    ENCRYPTION BY PASSWORD = '«a»'
);
-- restore on DR:
-- CREATE CERTIFICATE TDE_Cert_2025 FROM FILE = '...cer'
--   WITH PRIVATE KEY (FILE = '...pvk', DECRYPTION BY PASSWORD = '«a»');
`, V{"a": g.pwStrong()}, "TDE_Cert_2025", `D:\Backup\Keys\TDE_Cert_2025.pvk`)

	g.add("sql/mssql-alter-login-sa-old-password", `
1> ALTER LOGIN [sa] WITH PASSWORD = N'«a»' OLD_PASSWORD = N'«b»';
2> GO
1> ALTER LOGIN [sa] DISABLE;
2> GO
1> ALTER LOGIN [dba_break_glass] WITH PASSWORD = N'«c»', CHECK_POLICY = ON;
2> GO
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()}, "dba_break_glass")

	g.add("sql/azure-sql-contained-user", `
-- run in the user database (not master) on acme-sql-prod.database.windows.net
CREATE USER [powerbi_gateway] WITH PASSWORD = '«a»', DEFAULT_SCHEMA = [reporting];
ALTER ROLE db_datareader ADD MEMBER [powerbi_gateway];
CREATE USER [aks-orders-mi] FROM EXTERNAL PROVIDER;
ALTER ROLE db_datawriter ADD MEMBER [aks-orders-mi];
`, V{"a": g.pw()}, "acme-sql-prod.database.windows.net", "powerbi_gateway", "FROM EXTERNAL PROVIDER")

	g.add("sql/mssql-password-policy-error", `
1> CREATE LOGIN svc_ssrs WITH PASSWORD = '«a»';
2> GO
Msg 15118, Level 16, State 1, Server SQL01, Line 1
Password validation failed. The password does not meet the operating system policy requirements because it is not complex enough.
1> CREATE LOGIN svc_ssrs WITH PASSWORD = '«b»';
2> GO
`, V{"a": g.s(alLower, 10), "b": g.pwStrong()}, "Msg 15118, Level 16, State 1", "svc_ssrs")

	g.add("sql/mssql-docker-sa-password", `
$ docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=«a»" \
    -p 1433:1433 --name sql2022 --hostname sql2022 \
    -d mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04
$ docker exec -it sql2022 /opt/mssql-tools18/bin/sqlcmd -S localhost -U sa -P "«a»" -C -i /scripts/create_app_login.sql
`, V{"a": g.pwStrong()}, "mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04", "/scripts/create_app_login.sql")

	g.add("sql/mssql-external-data-source-oracle", `
CREATE DATABASE SCOPED CREDENTIAL OracleCred WITH IDENTITY = 'polybase_ro', SECRET = '«a»';
CREATE EXTERNAL DATA SOURCE OracleERP
WITH (LOCATION = 'oracle://erp-ora.corp.local:1521', CREDENTIAL = OracleCred);
CREATE EXTERNAL TABLE dbo.ERP_Invoices (INVOICE_ID INT, AMOUNT DECIMAL(12,2))
WITH (LOCATION = '[ERPPRD].[AP].[INVOICES]', DATA_SOURCE = OracleERP);
`, V{"a": g.pw()}, "polybase_ro", "oracle://erp-ora.corp.local:1521")

	g.add("sql/mssql-dbmail-account-password", `
EXECUTE msdb.dbo.sysmail_add_account_sp
    @account_name = 'SQLAlerts',
    @email_address = 'sql-alerts@acme-corp.com',
    @mailserver_name = 'smtp.office365.com',
    @port = 587,
    @enable_ssl = 1,
    @username = 'sql-alerts@acme-corp.com',
    @password = '«a»';
`, V{"a": g.pw()}, "sql-alerts@acme-corp.com", "sysmail_add_account_sp")
}

// ---- Oracle ----

func (g *G) sqlOracle() {
	g.add("sql/sqlplus-create-user-quota", `
SQL> CREATE USER invoicing IDENTIFIED BY "«a»"
  2    DEFAULT TABLESPACE app_data
  3    TEMPORARY TABLESPACE temp
  4    QUOTA 2G ON app_data
  5    PROFILE app_profile;

User created.

SQL> GRANT CREATE SESSION, CREATE TABLE, CREATE SEQUENCE TO invoicing;

Grant succeeded.
`, V{"a": g.pw()}, "invoicing", "app_profile", "Grant succeeded.")

	g.add("sql/oracle-db-link-tns-descriptor", `
CREATE DATABASE LINK hr_link
  CONNECT TO hr_reader IDENTIFIED BY «a»
  USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=hrdb01.corp.local)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=HRPRD)))';

SELECT employee_id, last_name FROM employees@hr_link WHERE ROWNUM <= 5;
`, V{"a": g.an(16)}, "hr_reader", "hrdb01.corp.local", "SERVICE_NAME=HRPRD")

	g.add("sql/oracle-alter-user-replace", `
SQL> ALTER USER scheduler_app IDENTIFIED BY "«a»" REPLACE "«b»";

User altered.

SQL> SELECT username, account_status, expiry_date FROM user_users;

USERNAME        ACCOUNT_STATUS   EXPIRY_DATE
--------------- ---------------- ---------
SCHEDULER_APP   OPEN             14-AUG-25
`, V{"a": g.pw(), "b": g.pw()}, "SCHEDULER_APP", "ACCOUNT_STATUS")

	g.add("sql/oracle-orapwd", `
[oracle@ora19c-01 ~]$ orapwd file=$ORACLE_HOME/dbs/orapwORCLCDB password=«a» entries=10 format=12.2 force=y
[oracle@ora19c-01 ~]$ ls -l $ORACLE_HOME/dbs/orapwORCLCDB
-rw-r-----. 1 oracle oinstall 6144 Mar  3 10:22 /u01/app/oracle/product/19.0.0/dbhome_1/dbs/orapwORCLCDB
`, V{"a": g.pwURL()}, "orapwORCLCDB", "/u01/app/oracle/product/19.0.0/dbhome_1/dbs/orapwORCLCDB")

	g.add("sql/oracle-expdp-userid", `
$ expdp system/«a»@//ora-prod.corp.local:1521/ORCLPDB1 schemas=BILLING directory=DATA_PUMP_DIR dumpfile=billing_%U.dmp parallel=4 logfile=billing_exp.log

Export: Release 19.0.0.0.0 - Production on Mon Mar 3 10:41:07 2025
Version 19.22.0.0.0

Copyright (c) 1982, 2019, Oracle and/or its affiliates.  All rights reserved.

Connected to: Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
Starting "SYSTEM"."SYS_EXPORT_SCHEMA_01":  system/********@//ora-prod.corp.local:1521/ORCLPDB1 schemas=BILLING directory=DATA_PUMP_DIR dumpfile=billing_%U.dmp parallel=4 logfile=billing_exp.log
`, V{"a": g.pwURL()}, "SYS_EXPORT_SCHEMA_01", "system/********@//ora-prod.corp.local:1521/ORCLPDB1")

	g.add("sql/oracle-rman-duplicate", `
$ rman target sys/«a»@PRODDB auxiliary sys/«b»@STBYDB

Recovery Manager: Release 19.0.0.0.0 - Production on Tue Mar 4 02:00:11 2025
connected to target database: PRODDB (DBID=2891144502)
connected to auxiliary database: STBYDB (not mounted)

RMAN> DUPLICATE TARGET DATABASE FOR STANDBY FROM ACTIVE DATABASE DORECOVER NOFILENAMECHECK;
`, V{"a": g.pwURL(), "b": g.pwURL()}, "DBID=2891144502", "NOFILENAMECHECK")

	g.add("sql/oracle-dbms-credential", `
BEGIN
  DBMS_CREDENTIAL.CREATE_CREDENTIAL(
    credential_name => 'ETL_OS_CRED',
    username        => 'etlbatch',
    password        => '«a»');
  DBMS_SCHEDULER.CREATE_JOB(
    job_name        => 'NIGHTLY_EXTRACT',
    job_type        => 'EXECUTABLE',
    job_action      => '/opt/etl/bin/extract.sh',
    credential_name => 'ETL_OS_CRED',
    repeat_interval => 'FREQ=DAILY;BYHOUR=1',
    enabled         => TRUE);
END;
/
`, V{"a": g.pw()}, "ETL_OS_CRED", "NIGHTLY_EXTRACT", "/opt/etl/bin/extract.sh")

	g.add("sql/oracle-dbms-cloud-credential-auth-token", `
-- Autonomous DB: load from OCI Object Storage
BEGIN
  DBMS_CLOUD.CREATE_CREDENTIAL(
    credential_name => 'OBJ_STORE_CRED',
    username        => 'oracleidentitycloudservice/dana.k@acme-corp.com',
    password        => '«a»'
  );
END;
/
BEGIN
  DBMS_CLOUD.COPY_DATA(
    table_name      => 'SALES_RAW',
    credential_name => 'OBJ_STORE_CRED',
    file_uri_list   => 'https://objectstorage.eu-frankfurt-1.oraclecloud.com/n/«_ns»/b/landing/o/sales_*.csv',
    format          => json_object('type' value 'csv', 'skipheaders' value '1'));
END;
/
`, V{"a": g.sqlOCIToken(), "_ns": g.s(alLowNum, 12)}, "OBJ_STORE_CRED", "oracleidentitycloudservice/dana.k@acme-corp.com")

	g.add("sql/oracle-dbms-cloud-aws-keys", `
BEGIN
  DBMS_CLOUD.CREATE_CREDENTIAL(
    credential_name => 'AWS_S3_CRED',
    username        => '«a»',
    password        => '«b»');
END;
/
`, V{"a": g.awsID(), "b": g.awsSecret()}, "AWS_S3_CRED")

	g.add("sql/oracle-create-pdb-admin", `
SQL> CREATE PLUGGABLE DATABASE salespdb ADMIN USER pdbadmin IDENTIFIED BY «a»
  2    ROLES = (DBA)
  3    FILE_NAME_CONVERT = ('/u02/oradata/CDB1/pdbseed/', '/u02/oradata/CDB1/salespdb/');

Pluggable database created.

SQL> ALTER PLUGGABLE DATABASE salespdb OPEN;
`, V{"a": g.pwURL()}, "pdbadmin", "/u02/oradata/CDB1/salespdb/")

	g.add("sql/oracle-mkstore-create-credential", `
$ mkstore -wrl /u01/app/oracle/wallet -createCredential BILLING_PRD billing_app «a»
Oracle Secret Store Tool Release 19.0.0.0.0 - Production
Version 19.4.0.0.0
Copyright (c) 2004, 2019, Oracle and/or its affiliates. All rights reserved.

Enter wallet password:
$ sqlplus /@BILLING_PRD
`, V{"a": g.pw()}, "/u01/app/oracle/wallet", "BILLING_PRD", "billing_app")

	g.add("sql/oracle-sqlldr-userid", `
$ sqlldr userid=stage_load/«a»@DWHPRD control=/etl/ctl/customers.ctl log=/etl/log/customers.log direct=true
SQL*Loader: Release 19.0.0.0.0 - Production on Wed Mar 5 04:10:02 2025
Path used:      Direct
Load completed - logical record count 184220.
`, V{"a": g.pwURL()}, "stage_load", "/etl/ctl/customers.ctl")

	g.add("sql/oracle-free-docker-app-user", `
services:
  oracle:
    image: gvenzl/oracle-free:23-slim
    ports: ["1521:1521"]
    environment:
      ORACLE_PASSWORD: «a»
      APP_USER: orders
      APP_USER_PASSWORD: «b»
    volumes:
      - ./db/init:/container-entrypoint-initdb.d
`, V{"a": g.pw(), "b": g.pw()}, "gvenzl/oracle-free:23-slim", "/container-entrypoint-initdb.d")

	g.add("sql/oracle-ora-28003-error", `
SQL> ALTER USER reporting IDENTIFIED BY «a»;
ALTER USER reporting IDENTIFIED BY «a»
*
ERROR at line 1:
ORA-28003: password verification for the specified password failed
ORA-20002: Password length less than 12


SQL> ALTER USER reporting IDENTIFIED BY "«b»";

User altered.
`, V{"a": g.s(alLower, 4) + g.s(alDigit, 4), "b": g.pwStrong()}, "ORA-28003", "ORA-20002: Password length less than 12")

	g.add("sql/oracle-dba-users-hashes", `
SQL> SELECT name, spare4 FROM sys.user$ WHERE name IN ('APP_OWNER','APP_RO');

NAME       SPARE4
---------- ------------------------------------------------------------------------------------------------------------------------
APP_OWNER  S:«=h1»;T:«=t1»
APP_RO     S:«=h2»;T:«=t2»
`, V{"=h1": g.s(alHexU, 60), "=t1": g.s(alHexU, 160), "=h2": g.s(alHexU, 60), "=t2": g.s(alHexU, 160)}, "APP_OWNER", "APP_RO")
}

// ---- warehouses and analytics engines ----

func (g *G) sqlWarehouse() {
	g.add("sql/snowflake-create-user-password", `
USE ROLE USERADMIN;
CREATE USER IF NOT EXISTS looker_svc
  PASSWORD = '«a»'
  LOGIN_NAME = 'LOOKER_SVC'
  DEFAULT_ROLE = LOOKER_ROLE
  DEFAULT_WAREHOUSE = BI_WH
  MUST_CHANGE_PASSWORD = FALSE
  COMMENT = 'Looker connection, owner: data-platform';
GRANT ROLE LOOKER_ROLE TO USER looker_svc;
`, V{"a": g.pwStrong()}, "LOOKER_ROLE", "looker_svc", "BI_WH")

	g.add("sql/snowflake-alter-user-password-snowsql", `
$ snowsql -a acme-xy12345 -u SYSADMIN_DANA -q "ALTER USER dbt_ci SET PASSWORD = '«a»' MUST_CHANGE_PASSWORD = FALSE"
* SnowSQL * v1.2.32
Type SQL statements or !help
+----------------------------------+
| status                           |
|----------------------------------|
| Statement executed successfully. |
+----------------------------------+
1 Row(s) produced. Time Elapsed: 0.143s
`, V{"a": g.pw()}, "acme-xy12345", "dbt_ci")

	g.add("sql/snowflake-rsa-public-key-benign", `
-- key-pair auth for the Airflow connection; private key lives in Secrets Manager
ALTER USER airflow_loader SET RSA_PUBLIC_KEY='«_k»';
DESC USER airflow_loader;
-- RSA_PUBLIC_KEY_FP  SHA256:«_fp»
`, V{"_k": g.sqlSnowPub(), "_fp": g.b64(32)}, "airflow_loader", "RSA_PUBLIC_KEY_FP")

	g.add("sql/snowflake-storage-integration-benign", `
CREATE STORAGE INTEGRATION s3_landing_int
  TYPE = EXTERNAL_STAGE
  STORAGE_PROVIDER = 'S3'
  ENABLED = TRUE
  STORAGE_AWS_ROLE_ARN = 'arn:aws:iam::«_acct»:role/snowflake-landing-reader'
  STORAGE_ALLOWED_LOCATIONS = ('s3://acme-landing/events/', 's3://acme-landing/crm/');

DESC INTEGRATION s3_landing_int;
-- STORAGE_AWS_IAM_USER_ARN  arn:aws:iam::«_sfacct»:user/«_sfu»
-- STORAGE_AWS_EXTERNAL_ID   «_ext»
`, V{"_acct": g.digits(12), "_sfacct": g.digits(12), "_sfu": g.s(alLowNum, 4) + "0000-s", "_ext": "ACME_SFCRole=2_" + g.b64(20)}, "s3_landing_int", "snowflake-landing-reader")

	g.add("sql/snowflake-stage-aws-keys", `
CREATE OR REPLACE STAGE raw.public.partner_drop
  URL = 's3://partner-exports-eu/acme/'
  CREDENTIALS = (AWS_KEY_ID = '«a»' AWS_SECRET_KEY = '«b»')
  ENCRYPTION = (TYPE = 'AWS_CSE' MASTER_KEY = '«c»')
  FILE_FORMAT = (TYPE = CSV SKIP_HEADER = 1 FIELD_OPTIONALLY_ENCLOSED_BY = '"');
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.b64(32)}, "raw.public.partner_drop", "s3://partner-exports-eu/acme/")

	g.add("sql/snowflake-stage-azure-sas", `
CREATE STAGE finance.public.adls_exports
  URL = 'azure://acmefinance.blob.core.windows.net/exports/'
  CREDENTIALS = (AZURE_SAS_TOKEN = '?«a»')
  FILE_FORMAT = (TYPE = PARQUET);
LIST @finance.public.adls_exports;
`, V{"a": g.sqlSAS()}, "azure://acmefinance.blob.core.windows.net/exports/")

	g.add("sql/snowflake-copy-into-temp-creds", `
COPY INTO @~/unload/orders_
FROM (SELECT * FROM analytics.orders WHERE order_date >= '2025-01-01')
CREDENTIALS = (AWS_KEY_ID = '«a»' AWS_SECRET_KEY = '«b»' AWS_TOKEN = '«c»')
FILE_FORMAT = (TYPE = PARQUET)
HEADER = TRUE;
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "analytics.orders")

	g.add("sql/redshift-copy-credentials-string", `
COPY staging.clickstream
FROM 's3://acme-clickstream/2025/03/04/'
CREDENTIALS 'aws_access_key_id=«a»;aws_secret_access_key=«b»'
FORMAT AS JSON 'auto'
GZIP
TIMEFORMAT 'auto'
REGION 'us-east-1';
`, V{"a": g.awsID(), "b": g.awsSecret()}, "staging.clickstream", "s3://acme-clickstream/2025/03/04/")

	g.add("sql/redshift-unload-access-key", `
UNLOAD ('SELECT customer_id, lifetime_value FROM marts.customer_ltv')
TO 's3://acme-exports/ltv/ltv_'
ACCESS_KEY_ID '«a»'
SECRET_ACCESS_KEY '«b»'
SESSION_TOKEN '«c»'
PARQUET
ALLOWOVERWRITE;
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "marts.customer_ltv", "s3://acme-exports/ltv/ltv_")

	g.add("sql/redshift-create-user-password", `
dev=# CREATE USER tableau_ro PASSWORD '«a»' CONNECTION LIMIT 20;
CREATE USER
dev=# CREATE USER legacy_etl PASSWORD '«=md5»';
CREATE USER
dev=# ALTER GROUP readonly ADD USER tableau_ro;
ALTER GROUP
`, V{"a": g.s(alUpper, 3) + g.s(alLower, 6) + g.s(alDigit, 4), "=md5": "md5" + g.hex(32)}, "tableau_ro", "ALTER GROUP readonly ADD USER tableau_ro")

	g.add("sql/redshift-iam-role-benign", `
COPY public.venue
FROM 's3://redshift-downloads/tickit/venue_pipe.txt'
IAM_ROLE 'arn:aws:iam::«_a»:role/RedshiftCopyUnload'
DELIMITER '|'
REGION 'us-east-1';

CREATE EXTERNAL SCHEMA spectrum
FROM DATA CATALOG DATABASE 'spectrumdb'
IAM_ROLE default
CREATE EXTERNAL DATABASE IF NOT EXISTS;
`, V{"_a": g.digits(12)}, "RedshiftCopyUnload", "spectrumdb")

	g.add("sql/bq-mk-connection-cloudsql", `
$ bq mk --connection --display_name='orders replica' --connection_type='CLOUD_SQL' \
    --properties='{"instanceId":"acme-prod:europe-west1:orders-replica","database":"orders","type":"POSTGRES"}' \
    --connection_credential='{"username":"bq_federated", "password":"«a»"}' \
    --project_id=acme-analytics --location=EU orders_replica_conn
Connection 123456789.eu.orders_replica_conn successfully created
`, V{"a": g.pw()}, "acme-prod:europe-west1:orders-replica", "bq_federated")

	g.add("sql/databricks-create-connection", `
-- Lakehouse Federation
CREATE CONNECTION pg_crm TYPE postgresql
OPTIONS (
  host 'crm-db.cluster-abc123.eu-west-1.rds.amazonaws.com',
  port '5432',
  user 'lakehouse_reader',
  password '«a»'
);

-- fixed in review: use a secret scope instead
CREATE CONNECTION pg_crm_v2 TYPE postgresql
OPTIONS (
  host 'crm-db.cluster-abc123.eu-west-1.rds.amazonaws.com',
  port '5432',
  user secret('federation', 'crm_user'),
  password secret('federation', 'crm_password')
);
`, V{"a": g.pw()}, "lakehouse_reader", "secret('federation', 'crm_password')")

	g.add("sql/duckdb-create-secret-s3", `
D INSTALL httpfs; LOAD httpfs;
D CREATE SECRET r2_landing (
      TYPE R2,
      KEY_ID '«a»',
      SECRET '«b»',
      ACCOUNT_ID '«_acct»'
  );
┌─────────┐
│ Success │
│ boolean │
├─────────┤
│ true    │
└─────────┘
D SELECT count(*) FROM read_parquet('r2://landing/events/*.parquet');
`, V{"a": g.hex(32), "b": g.hex(64), "_acct": g.hex(32)}, "r2_landing", "r2://landing/events/*.parquet")

	g.add("sql/duckdb-set-s3-keys", `
SET s3_region='eu-central-1';
SET s3_access_key_id='«a»';
SET s3_secret_access_key='«b»';
COPY (SELECT * FROM events WHERE ts >= '2025-03-01') TO 's3://acme-lake/events/2025-03.parquet' (FORMAT PARQUET);
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://acme-lake/events/2025-03.parquet")

	g.add("sql/clickhouse-create-user-sha256", `
clickhouse-01 :) CREATE USER grafana IDENTIFIED WITH sha256_password BY '«a»' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'readonly';

CREATE USER grafana IDENTIFIED WITH sha256_password BY '«a»' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'readonly'

Query id: «_q»

Ok.

0 rows in set. Elapsed: 0.004 sec.
`, V{"a": g.pw(), "_q": g.uuid()}, "clickhouse-01", "HOST IP '10.0.0.0/8'")

	g.add("sql/clickhouse-users-xml", `
<clickhouse>
    <users>
        <default>
            <password_sha256_hex>«_h»</password_sha256_hex>
            <networks><ip>::1</ip><ip>127.0.0.1</ip></networks>
            <profile>default</profile>
            <quota>default</quota>
        </default>
        <etl>
            <password>«a»</password>
            <networks><ip>10.20.0.0/16</ip></networks>
            <profile>etl</profile>
            <quota>default</quota>
            <access_management>0</access_management>
        </etl>
    </users>
</clickhouse>
`, V{"_h": g.hex(64), "a": g.pwStrong()}, "<ip>10.20.0.0/16</ip>", "<access_management>0</access_management>")

	g.add("sql/clickhouse-s3-table-function", `
INSERT INTO events_local
SELECT *
FROM s3('https://acme-events.s3.eu-west-1.amazonaws.com/raw/2025-03-*/part-*.parquet',
        '«a»', '«b»', 'Parquet')
SETTINGS input_format_parquet_allow_missing_columns = 1;
`, V{"a": g.awsID(), "b": g.awsSecret()}, "events_local", "input_format_parquet_allow_missing_columns")

	g.add("sql/clickhouse-named-collection", `
CREATE NAMED COLLECTION pg_orders AS
    host = 'orders-db.internal',
    port = 5432,
    database = 'orders',
    user = 'ch_reader',
    password = '«a»';

SELECT * FROM postgresql(pg_orders, table = 'orders') LIMIT 10;
`, V{"a": g.pwURL()}, "pg_orders", "ch_reader")

	g.add("sql/trino-catalog-properties", `
$ cat etc/catalog/mysql_shop.properties
connector.name=mysql
connection-url=jdbc:mysql://mysql-shop.internal:3306
connection-user=trino
connection-password=«a»
case-insensitive-name-matching=true
`, V{"a": g.pw()}, "connector.name=mysql", "jdbc:mysql://mysql-shop.internal:3306")

	g.add("sql/synapse-managed-identity-benign", `
CREATE DATABASE SCOPED CREDENTIAL WorkspaceIdentity WITH IDENTITY = 'Managed Identity';
CREATE EXTERNAL DATA SOURCE lake
WITH (LOCATION = 'https://acmelake.dfs.core.windows.net/curated', CREDENTIAL = WorkspaceIdentity);
SELECT TOP 10 * FROM OPENROWSET(BULK 'sales/2025/*.parquet', DATA_SOURCE = 'lake', FORMAT = 'PARQUET') AS r;
`, V{}, "WorkspaceIdentity", "https://acmelake.dfs.core.windows.net/curated")
}

// ---- other database engines ----

func (g *G) sqlNoSQL() {
	g.add("sql/cqlsh-create-role", `
$ cqlsh cass-01.internal -u cassandra -p cassandra
Connected to prod-ring at cass-01.internal:9042
[cqlsh 6.1.0 | Cassandra 4.1.5 | CQL spec 3.4.6 | Native protocol v5]
cassandra@cqlsh> CREATE ROLE dba WITH PASSWORD = '«a»' AND SUPERUSER = true AND LOGIN = true;
cassandra@cqlsh> CREATE ROLE orders_app WITH PASSWORD = '«b»' AND LOGIN = true;
cassandra@cqlsh> GRANT MODIFY ON KEYSPACE orders TO orders_app;
cassandra@cqlsh> ALTER ROLE cassandra WITH SUPERUSER = false AND LOGIN = false;
`, V{"a": g.pwStrong(), "b": g.pw()}, "prod-ring", "orders_app", "GRANT MODIFY ON KEYSPACE orders TO orders_app")

	g.add("sql/cql-alter-role-password-file", `
-- cql/0003_rotate_app_role.cql
ALTER ROLE telemetry_writer WITH PASSWORD = '«a»';
LIST ROLES;
`, V{"a": g.pwURL()}, "telemetry_writer", "cql/0003_rotate_app_role.cql")

	g.add("sql/mongosh-create-user-change-password", `
rs0 [direct: primary] admin> use shop
switched to db shop
rs0 [direct: primary] shop> db.createUser({
...   user: "shop_api",
...   pwd: "«a»",
...   roles: [ { role: "readWrite", db: "shop" } ]
... })
{ ok: 1, '$clusterTime': { clusterTime: Timestamp({ t: 1741087322, i: 1 }) } }
rs0 [direct: primary] shop> db.changeUserPassword("reporting", "«b»")
{ ok: 1 }
`, V{"a": g.pwURL(), "b": g.pw()}, "shop_api", "readWrite")

	g.add("sql/mongo-init-js-entrypoint", `
// docker/mongo/mongo-init.js  (mounted into /docker-entrypoint-initdb.d/)
db = db.getSiblingDB('analytics');
db.createUser({
  user: 'analytics_rw',
  pwd: '«a»',
  roles: [{ role: 'readWrite', db: 'analytics' }],
});
db.createUser({
  user: 'analytics_ro',
  pwd: process.env.ANALYTICS_RO_PASSWORD,
  roles: [{ role: 'read', db: 'analytics' }],
});
`, V{"a": g.pw()}, "analytics_rw", "process.env.ANALYTICS_RO_PASSWORD")

	g.add("sql/mongosh-update-user-script", `
$ mongosh "mongodb://admin@mongo-0.mongo.db.svc:27017/admin?replicaSet=rs0" --file rotate.js
Enter password: ****************
$ cat rotate.js
db.getSiblingDB("admin").updateUser("backup_agent", {
  pwd: "«a»",
  mechanisms: ["SCRAM-SHA-256"]
});
print("rotated backup_agent");
`, V{"a": g.an(32)}, "backup_agent", "mongo-0.mongo.db.svc:27017")

	g.add("sql/redis-acl-setuser", `
127.0.0.1:6379> ACL SETUSER worker on >«a» ~jobs:* &jobs:* +@list +@stream +@connection -@dangerous
OK
127.0.0.1:6379> ACL SETUSER default off
OK
127.0.0.1:6379> ACL LIST
1) "user default off nopass sanitize-payload ~* &* +@all"
2) "user worker on sanitize-payload #«_h» ~jobs:* &jobs:* -@all +@list +@stream +@connection -@dangerous"
`, V{"a": g.pwURL(), "_h": g.hex(64)}, "sanitize-payload", "~jobs:*")

	g.add("sql/redis-users-acl-file", `
$ cat /etc/redis/users.acl
user default off
user sentinel on #«_h1» ~* &* -@all +multi +slaveof +ping +exec +subscribe +config|rewrite +role +publish +info +client|setname +client|kill +script|kill
user cache_app on >«a» ~cache:* +@read +@write -@admin
user replica-user on #«_h2» -@all +psync +replconf +ping
`, V{"_h1": g.hex(64), "a": g.pwStrong(), "_h2": g.hex(64)}, "/etc/redis/users.acl", "replica-user")

	g.add("sql/redis-config-set-requirepass", `
$ redis-cli -h redis-master.cache.svc -a '«a»' --no-auth-warning CONFIG SET requirepass '«b»'
OK
$ redis-cli -h redis-replica-0.cache.svc -a '«a»' --no-auth-warning CONFIG SET masterauth '«b»'
OK
$ redis-cli -h redis-master.cache.svc -a '«b»' --no-auth-warning CONFIG REWRITE
OK
`, V{"a": g.an(32), "b": g.an(32)}, "redis-master.cache.svc", "redis-replica-0.cache.svc")

	g.add("sql/neo4j-create-user-set-password", `
neo4j@system> CREATE USER graph_etl SET PASSWORD '«a»' CHANGE NOT REQUIRED;
0 rows
ready to start consuming query after 12 ms, results consumed after another 0 ms
neo4j@system> GRANT ROLE publisher TO graph_etl;
neo4j@system> ALTER USER neo4j SET PASSWORD '«b»';
`, V{"a": g.pw(), "b": g.pwStrong()}, "graph_etl", "CHANGE NOT REQUIRED")

	g.add("sql/neo4j-dbms-security-create-user", `
// neo4j 3.5 migration script
CALL dbms.security.createUser('ingest', '«a»', false);
CALL dbms.security.addRoleToUser('publisher', 'ingest');
`, V{"a": g.pw()}, "dbms.security.addRoleToUser")

	g.add("sql/couchdb-users-put", `
$ curl -X PUT http://admin:«a»@127.0.0.1:5984/_users/org.couchdb.user:mobile_sync \
     -H "Accept: application/json" -H "Content-Type: application/json" \
     -d '{"name": "mobile_sync", "password": "«b»", "roles": ["sync"], "type": "user"}'
{"ok":true,"id":"org.couchdb.user:mobile_sync","rev":"1-«_rev»"}
`, V{"a": g.pwURL(), "b": g.pw(), "_rev": g.hex(32)}, "org.couchdb.user:mobile_sync")

	g.add("sql/influxql-create-user", `
$ influx -host influxdb.monitoring.svc -username admin -password '«a»'
Connected to http://influxdb.monitoring.svc:8086 version 1.8.10
InfluxDB shell version: 1.8.10
> CREATE USER "telegraf" WITH PASSWORD '«b»'
> GRANT WRITE ON "telegraf" TO "telegraf"
> SHOW USERS
user     admin
----     -----
admin    true
telegraf false
`, V{"a": g.pw(), "b": g.pwURL()}, "influxdb.monitoring.svc", "InfluxDB shell version: 1.8.10")

	g.add("sql/cockroach-create-user-password", `
root@crdb-public:26257/defaultdb> CREATE USER IF NOT EXISTS payments WITH LOGIN PASSWORD '«a»';
CREATE ROLE

Time: 41ms total (execution 41ms / network 0ms)

root@crdb-public:26257/defaultdb> GRANT ALL ON DATABASE payments TO payments;
`, V{"a": g.pwStrong()}, "crdb-public:26257", "GRANT ALL ON DATABASE payments TO payments")

	g.add("sql/surrealdb-define-user", `
-- schema/00_users.surql
DEFINE USER root_admin ON ROOT PASSWORD '«a»' ROLES OWNER;
DEFINE USER api ON DATABASE PASSWORD '«b»' ROLES EDITOR DURATION FOR SESSION 12h;
DEFINE ACCESS account ON DATABASE TYPE RECORD
  SIGNIN ( SELECT * FROM user WHERE email = $email AND crypto::argon2::compare(pass, $pass) )
  DURATION FOR SESSION 24h;
`, V{"a": g.pwStrong(), "b": g.pw()}, "root_admin", "crypto::argon2::compare(pass, $pass)")

	g.add("sql/firebird-isql-create-user", `
$ isql-fb -user SYSDBA -password «a» localhost:/var/lib/firebird/3.0/data/erp.fdb
Database: localhost:/var/lib/firebird/3.0/data/erp.fdb, User: SYSDBA
SQL> CREATE USER ERP_WEB PASSWORD '«b»';
SQL> GRANT ALL ON INVOICES TO ERP_WEB;
SQL> COMMIT;
`, V{"a": g.an(8), "b": g.pw()}, "/var/lib/firebird/3.0/data/erp.fdb", "ERP_WEB")

	g.add("sql/couchbase-cli-user-manage", `
$ couchbase-cli user-manage -c couchbase://cb-01.internal -u Administrator -p '«a»' \
    --set --rbac-username catalog_svc --rbac-password '«b»' \
    --roles 'data_reader[catalog],data_writer[catalog],query_select[catalog]' --auth-domain local
SUCCESS: User catalog_svc set
`, V{"a": g.pw(), "b": g.pwStrong()}, "catalog_svc", "couchbase://cb-01.internal")

	g.add("sql/elasticsearch-security-user", `
POST /_security/user/logstash_writer
{
  "password" : "«a»",
  "roles" : [ "logstash_writer" ],
  "full_name" : "Logstash ingest",
  "metadata" : { "owner" : "platform" }
}

# response
{ "created": true }
`, V{"a": g.pw()}, `"roles" : [ "logstash_writer" ]`)

	g.add("sql/db2-connect-using", `
$ su - db2inst1
$ db2 connect to SAMPLE user db2inst1 using «a»

   Database Connection Information

 Database server        = DB2/LINUXX8664 11.5.9.0
 SQL authorization ID   = DB2INST1
 Local database alias   = SAMPLE

$ db2 "GRANT CONNECT ON DATABASE TO USER appuser"
`, V{"a": g.pwURL()}, "DB2/LINUXX8664 11.5.9.0", "GRANT CONNECT ON DATABASE TO USER appuser")

	g.add("sql/vertica-create-user", `
dbadmin=> CREATE USER tableau IDENTIFIED BY '«a»' RESOURCE POOL bi_pool;
CREATE USER
dbadmin=> GRANT USAGE ON SCHEMA marts TO tableau;
GRANT PRIVILEGE
`, V{"a": g.pw()}, "bi_pool", "GRANT USAGE ON SCHEMA marts TO tableau")

	g.add("sql/hana-create-user-unquoted", `
hdbsql HXE=> CREATE USER ML_SVC PASSWORD «a» NO FORCE_FIRST_PASSWORD_CHANGE;
0 rows affected (overall time 31.122 msec; server time 29.870 msec)
hdbsql HXE=> ALTER USER ML_SVC DISABLE PASSWORD LIFETIME;
0 rows affected (overall time 4.771 msec; server time 3.915 msec)
`, V{"a": g.s(alUpper, 2) + g.s(alLower, 6) + g.s(alDigit, 3)}, "ML_SVC", "NO FORCE_FIRST_PASSWORD_CHANGE")

	g.add("sql/teradata-bteq-create-user", `
.LOGON tdprod/dbc,«a»;
CREATE USER etl_batch FROM sysdba AS
  PERM = 50e9,
  PASSWORD = «b»,
  DEFAULT DATABASE = staging,
  SPOOL = 200e9;
.LOGOFF;
`, V{"a": g.an(12), "b": g.an(14)}, "etl_batch", ".LOGON tdprod/dbc,")
}

// ---- migrations and seeds ----

func (g *G) sqlMigrations() {
	g.add("sql/flyway-versioned-create-role", `
$ cat db/migration/V7__create_reporting_role.sql
-- Reporting role for the BI team (JIRA DATA-412)
CREATE ROLE reporting LOGIN PASSWORD '«a»';
GRANT USAGE ON SCHEMA billing TO reporting;
GRANT SELECT ON ALL TABLES IN SCHEMA billing TO reporting;
ALTER DEFAULT PRIVILEGES IN SCHEMA billing GRANT SELECT ON TABLES TO reporting;
`, V{"a": g.pw()}, "db/migration/V7__create_reporting_role.sql", "JIRA DATA-412")

	g.add("sql/flyway-conf-placeholders", `
$ cat flyway.conf
flyway.url=jdbc:postgresql://db.staging.internal:5432/billing
flyway.user=flyway_owner
flyway.password=«a»
flyway.schemas=billing
flyway.locations=filesystem:db/migration
flyway.placeholders.reporting_password=«b»
flyway.placeholders.env=staging

$ cat db/migration/V8__reporting_password_from_placeholder.sql
ALTER ROLE reporting PASSWORD '${reporting_password}';
`, V{"a": g.pw(), "b": g.pwStrong()}, "flyway.user=flyway_owner", "'${reporting_password}'", "jdbc:postgresql://db.staging.internal:5432/billing")

	g.add("sql/liquibase-changelog-xml-sql", `
<?xml version="1.0" encoding="UTF-8"?>
<databaseChangeLog
    xmlns="http://www.liquibase.org/xml/ns/dbchangelog"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.liquibase.org/xml/ns/dbchangelog http://www.liquibase.org/xml/ns/dbchangelog/dbchangelog-4.20.xsd">

    <changeSet id="2025-02-20-create-app-users" author="m.okafor" runOnChange="false">
        <sql splitStatements="true" stripComments="true">
            CREATE USER 'inventory_svc'@'%' IDENTIFIED BY '«a»';
            GRANT SELECT, INSERT, UPDATE ON inventory.* TO 'inventory_svc'@'%';
        </sql>
        <rollback>DROP USER 'inventory_svc'@'%';</rollback>
    </changeSet>
</databaseChangeLog>
`, V{"a": g.pw()}, "2025-02-20-create-app-users", "inventory_svc")

	g.add("sql/liquibase-properties", `
# liquibase.properties
changeLogFile=src/main/resources/db/changelog/db.changelog-master.yaml
url=jdbc:oracle:thin:@//ora-uat.corp.local:1521/UATPDB
username=LIQUIBASE_OWNER
password=«a»
liquibase.hub.mode=off
`, V{"a": g.pw()}, "LIQUIBASE_OWNER", "jdbc:oracle:thin:@//ora-uat.corp.local:1521/UATPDB")

	g.add("sql/liquibase-yaml-changeset", `
databaseChangeLog:
  - changeSet:
      id: 42-replication-user
      author: platform
      dbms: postgresql
      changes:
        - sql:
            sql: >
              CREATE ROLE debezium WITH REPLICATION LOGIN PASSWORD '«a»';
              GRANT SELECT ON ALL TABLES IN SCHEMA public TO debezium;
      rollback:
        - sql:
            sql: DROP ROLE debezium;
`, V{"a": g.pwURL()}, "42-replication-user", "DROP ROLE debezium;")

	g.add("sql/rails-migration-execute-create-role", `
# db/migrate/20250211103022_create_readonly_role.rb
class CreateReadonlyRole < ActiveRecord::Migration[7.1]
  def up
    execute <<~SQL
      CREATE ROLE metabase_reader LOGIN PASSWORD '«a»';
      GRANT SELECT ON ALL TABLES IN SCHEMA public TO metabase_reader;
    SQL
  end

  def down
    execute "DROP ROLE IF EXISTS metabase_reader"
  end
end
`, V{"a": g.pw()}, "CreateReadonlyRole", "ActiveRecord::Migration[7.1]")

	g.add("sql/rails-seeds-admin", `
# db/seeds.rb
admin = User.find_or_initialize_by(email: "ops@acme-corp.com")
admin.update!(
  name: "Ops Admin",
  password: "«a»",
  password_confirmation: "«a»",
  role: :superadmin,
  confirmed_at: Time.current
)

Integration.find_or_create_by!(provider: "sendgrid") do |i|
  i.api_key = "«b»"
end
`, V{"a": g.pw(), "b": g.sendgrid()}, "ops@acme-corp.com", "role: :superadmin")

	g.add("sql/django-migration-runsql", `
# reports/migrations/0014_reporting_role.py
from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ("reports", "0013_dailyrevenue_currency"),
    ]

    operations = [
        migrations.RunSQL(
            sql="CREATE ROLE superset_ro LOGIN PASSWORD '«a»'; GRANT SELECT ON reports_dailyrevenue TO superset_ro;",
            reverse_sql="DROP ROLE superset_ro;",
        ),
    ]
`, V{"a": g.pw()}, "0013_dailyrevenue_currency", "superset_ro")

	g.add("sql/django-data-migration-superuser", `
# accounts/migrations/0003_create_initial_superuser.py
from django.contrib.auth import get_user_model
from django.db import migrations


def create_superuser(apps, schema_editor):
    User = get_user_model()
    if not User.objects.filter(username="admin").exists():
        User.objects.create_superuser("admin", "admin@acme-corp.com", "«a»")


class Migration(migrations.Migration):
    dependencies = [("accounts", "0002_user_timezone")]
    operations = [migrations.RunPython(create_superuser, migrations.RunPython.noop)]
`, V{"a": g.pw()}, "0002_user_timezone", "admin@acme-corp.com")

	g.add("sql/knex-seed-admin-and-key", `
// seeds/01_admin.js
const bcrypt = require('bcryptjs');

exports.seed = async function (knex) {
  await knex('users').del();
  await knex('users').insert([
    { id: 1, email: 'admin@shopfront.test', password_hash: await bcrypt.hash('«a»', 12), is_admin: true },
  ]);
  await knex('settings').insert([
    { key: 'mailgun_api_key', value: '«b»' },
    { key: 'mailgun_domain', value: 'mg.shopfront.io' },
  ]);
};
`, V{"a": g.pw(), "b": g.mailgun()}, "admin@shopfront.test", "mg.shopfront.io")

	g.add("sql/prisma-seed-ts", `
// prisma/seed.ts
import { PrismaClient } from '@prisma/client'
import { hash } from 'argon2'

const prisma = new PrismaClient()

async function main() {
  await prisma.user.upsert({
    where: { email: 'founder@launchpad.dev' },
    update: {},
    create: {
      email: 'founder@launchpad.dev',
      name: 'Founder',
      passwordHash: await hash('«a»'),
      apiKeys: { create: [{ name: 'default', key: 'lp_live_«b»' }] },
    },
  })
}

main().finally(() => prisma.$disconnect())
`, V{"a": g.pw(), "b": g.an(40)}, "founder@launchpad.dev", "prisma.$disconnect()")

	g.add("sql/sequelize-seeder-bulk-insert", `
'use strict';
/** @type {import('sequelize-cli').Migration} */
module.exports = {
  async up (queryInterface) {
    await queryInterface.bulkInsert('oauth_clients', [{
      client_id: 'mobile-app',
      client_secret: '«a»',
      redirect_uris: 'com.acme.mobile://callback',
      grants: 'authorization_code,refresh_token',
      created_at: new Date(),
      updated_at: new Date(),
    }]);
  },
  async down (queryInterface) {
    await queryInterface.bulkDelete('oauth_clients', { client_id: 'mobile-app' });
  }
};
`, V{"a": g.hex(48)}, "com.acme.mobile://callback", "authorization_code,refresh_token")

	g.add("sql/alembic-op-execute", `
"""add etl role

Revision ID: 9c1f2ab7d310
Revises: 51e0b8aa4c2e
Create Date: 2025-01-30 14:02:11.482913

"""
from alembic import op

revision = "9c1f2ab7d310"
down_revision = "51e0b8aa4c2e"


def upgrade() -> None:
    op.execute("CREATE ROLE etl_loader WITH LOGIN PASSWORD '«a»'")
    op.execute("GRANT INSERT, UPDATE ON ALL TABLES IN SCHEMA staging TO etl_loader")


def downgrade() -> None:
    op.execute("DROP ROLE etl_loader")
`, V{"a": g.pwStrong()}, "9c1f2ab7d310", "51e0b8aa4c2e", "etl_loader")

	g.add("sql/golang-migrate-up-down", `
$ ls migrations/
000011_add_audit_log.down.sql  000012_readonly_user.down.sql
000011_add_audit_log.up.sql    000012_readonly_user.up.sql
$ cat migrations/000012_readonly_user.up.sql
CREATE USER app_readonly WITH PASSWORD '«a»';
GRANT CONNECT ON DATABASE orders TO app_readonly;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO app_readonly;
$ cat migrations/000012_readonly_user.down.sql
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM app_readonly;
DROP USER IF EXISTS app_readonly;
`, V{"a": g.pw()}, "000012_readonly_user.up.sql", "DROP USER IF EXISTS app_readonly;")

	g.sqlAdd("sql/typeorm-migration-query", `
import { MigrationInterface, QueryRunner } from "typeorm"

export class AnalyticsUser1738321123456 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(ˋCREATE USER "analytics" WITH PASSWORD '«a»'ˋ)
        await queryRunner.query(ˋGRANT SELECT ON "event" TO "analytics"ˋ)
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(ˋDROP USER "analytics"ˋ)
    }
}
`, V{"a": g.pw()}, "AnalyticsUser1738321123456")

	g.add("sql/laravel-seeder-hash-make", `
<?php

namespace Database\Seeders;

use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;

class AdminSeeder extends Seeder
{
    public function run(): void
    {
        User::updateOrCreate(['email' => 'it@kanzlei-weber.de'], [
            'name' => 'IT Admin',
            'password' => Hash::make('«a»'),
        ]);

        DB::statement("CREATE USER IF NOT EXISTS 'reports'@'%' IDENTIFIED BY '«b»'");
    }
}
`, V{"a": g.pw(), "b": g.pw()}, "it@kanzlei-weber.de", `Database\Seeders`)

	g.add("sql/spring-data-sql-oauth-client", `
-- src/main/resources/data.sql
INSERT INTO oauth2_registered_client (id, client_id, client_id_issued_at, client_secret, client_name, client_authentication_methods, authorization_grant_types, redirect_uris, scopes, client_settings, token_settings)
VALUES ('«_id»', 'gateway', CURRENT_TIMESTAMP, '{noop}«a»', 'API Gateway', 'client_secret_basic', 'client_credentials', '', 'orders.read,orders.write',
        '{"@class":"java.util.Collections$UnmodifiableMap","settings.client.require-proof-key":false}',
        '{"@class":"java.util.Collections$UnmodifiableMap","settings.token.access-token-time-to-live":["java.time.Duration",300.000000000]}');
`, V{"_id": g.uuid(), "a": g.an(32)}, "oauth2_registered_client", "client_secret_basic")

	g.add("sql/ecto-migration-execute", `
defmodule Ledger.Repo.Migrations.CreateAuditorRole do
  use Ecto.Migration

  def up do
    execute "CREATE ROLE auditor LOGIN PASSWORD '«a»'"
    execute "GRANT SELECT ON entries, accounts TO auditor"
  end

  def down do
    execute "DROP ROLE auditor"
  end
end
`, V{"a": g.pw()}, "Ledger.Repo.Migrations.CreateAuditorRole")

	g.add("sql/sqitch-deploy-roles", `
$ cat deploy/roles.sql
-- Deploy flipr:roles to pg
BEGIN;

CREATE ROLE flipr_api LOGIN PASSWORD '«a»' NOINHERIT;
CREATE ROLE flipr_worker LOGIN PASSWORD '«b»';

COMMIT;
$ sqitch deploy db:pg://sqitch@db.dev.local/flipr
Deploying changes to db:pg://sqitch@db.dev.local/flipr
  + roles .. ok
`, V{"a": g.pw(), "b": g.pw()}, "flipr_worker", "db:pg://sqitch@db.dev.local/flipr")

	g.add("sql/dbmate-migration", `
-- db/migrations/20250305120101_grafana_user.sql
-- migrate:up
create user grafana_metrics with password '«a»';
grant pg_monitor to grafana_metrics;

-- migrate:down
drop user grafana_metrics;
`, V{"a": g.pwURL()}, "grafana_metrics", "grant pg_monitor to grafana_metrics;")

	g.add("sql/goose-migration-mysql", `
-- +goose Up
-- +goose StatementBegin
CREATE USER 'exporter'@'localhost' IDENTIFIED BY '«a»' WITH MAX_USER_CONNECTIONS 3;
GRANT PROCESS, REPLICATION CLIENT, SELECT ON *.* TO 'exporter'@'localhost';
-- +goose StatementEnd

-- +goose Down
DROP USER 'exporter'@'localhost';
`, V{"a": g.pw()}, "WITH MAX_USER_CONNECTIONS 3", "-- +goose StatementBegin")

	g.add("sql/pr-review-migration-password", `
diff --git a/db/migrate/V14__search_user.sql b/db/migrate/V14__search_user.sql
new file mode 100644
index 0000000..«_h»
--- /dev/null
+++ b/db/migrate/V14__search_user.sql
@@ -0,0 +1,3 @@
+CREATE USER search_indexer WITH PASSWORD '«a»';
+GRANT SELECT ON products, product_variants TO search_indexer;
+GRANT USAGE ON SCHEMA public TO search_indexer;

Review comment (assistant): Line 1 commits a real password into the migration history; Flyway will keep it in every environment and in flyway_schema_history checksums. Move it to a placeholder (${search_indexer_password}) supplied from Vault, and rotate the value that was pushed.
`, V{"_h": g.hex(7), "a": g.pw()}, "search_indexer", "${search_indexer_password}")
}

// ---- dumps and catalog queries ----

func (g *G) sqlDumps() {
	g.add("sql/pg-dumpall-roles-only-scram", `
$ pg_dumpall --roles-only -h db-primary.internal -U postgres
--
-- PostgreSQL database cluster dump
--

SET default_transaction_read_only = off;

SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Roles
--

CREATE ROLE app_rw;
ALTER ROLE app_rw WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS PASSWORD '«_h1»';
CREATE ROLE grafana;
ALTER ROLE grafana WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS PASSWORD '«_h2»';
CREATE ROLE readonly;
ALTER ROLE readonly WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;

--
-- PostgreSQL database cluster dump complete
--
`, V{"_h1": g.sqlScram(), "_h2": g.sqlScram()}, "PostgreSQL database cluster dump complete", "NOBYPASSRLS")

	g.add("sql/pg-dumpall-md5-legacy", `
-- pg_dumpall from the 9.6 box, before the upgrade
CREATE ROLE django;
ALTER ROLE django WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION PASSWORD '«=h1»';
CREATE ROLE celery;
ALTER ROLE celery WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION PASSWORD '«=h2»' VALID UNTIL 'infinity';
`, V{"=h1": "md5" + g.hex(32), "=h2": "md5" + g.hex(32)}, "pg_dumpall from the 9.6 box", "VALID UNTIL 'infinity'")

	g.add("sql/pg-authid-select", `
postgres=# SELECT rolname, rolcanlogin, rolpassword FROM pg_authid WHERE rolcanlogin ORDER BY 1;
  rolname   | rolcanlogin |                                                              rolpassword
------------+-------------+---------------------------------------------------------------------------------------------------------------------------------------
 app_rw     | t           | «_h1»
 postgres   | t           |
 replicator | t           | «_h2»
(3 rows)
`, V{"_h1": g.sqlScram(), "_h2": g.sqlScram()}, "rolcanlogin", "replicator")

	g.sqlAdd("sql/mysqldump-mysql-user-table", `
--
-- Dumping data for table ˋuserˋ
--

LOCK TABLES ˋuserˋ WRITE;
/*!40000 ALTER TABLE ˋuserˋ DISABLE KEYS */;
INSERT INTO ˋuserˋ VALUES ('localhost','root','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','Y','','','','',0,0,0,0,'mysql_native_password','«=h1»','N','2024-11-02 09:14:51',NULL,'N'),('%','wordpress','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','N','','','','',0,0,0,0,'mysql_native_password','«=h2»','N','2024-11-02 09:20:03',NULL,'N');
/*!40000 ALTER TABLE ˋuserˋ ENABLE KEYS */;
UNLOCK TABLES;
`, V{"=h1": g.sqlNative(), "=h2": g.sqlNative()}, "Dumping data for table `user`", "mysql_native_password")

	g.add("sql/mysqlpump-create-user-as-hash", `
$ mysqlpump --users --exclude-databases=% --exclude-users=mysql%,root | grep -E '^(CREATE USER|GRANT)'
CREATE USER 'shop'@'%' IDENTIFIED WITH 'mysql_native_password' AS '«_h1»' REQUIRE NONE PASSWORD EXPIRE DEFAULT ACCOUNT UNLOCK;
GRANT SELECT, INSERT, UPDATE, DELETE ON shop.* TO 'shop'@'%';
CREATE USER 'metrics'@'localhost' IDENTIFIED WITH 'mysql_native_password' AS '«_h2»' REQUIRE NONE PASSWORD EXPIRE DEFAULT ACCOUNT UNLOCK;
GRANT PROCESS, REPLICATION CLIENT ON *.* TO 'metrics'@'localhost';
`, V{"_h1": g.sqlNative(), "_h2": g.sqlNative()}, "--exclude-users=mysql%,root", "GRANT PROCESS, REPLICATION CLIENT ON *.* TO 'metrics'@'localhost';")

	g.add("sql/pg-dump-copy-integrations", `
--
-- Data for Name: integrations; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integrations (id, account_id, provider, access_token, refresh_token, created_at) FROM stdin;
1	«_a1»	github	«a»	\N	2025-01-14 10:22:31.118+00
2	«_a2»	slack	«b»	\N	2025-01-20 08:01:44.904+00
3	«_a3»	hubspot	«c»	«d»	2025-02-02 16:45:12.377+00
\.
`, V{"_a1": g.uuid(), "a": g.gho(), "_a2": g.uuid(), "b": g.xoxb(), "_a3": g.uuid(), "c": g.hubspot(), "d": g.uuid()}, "Data for Name: integrations; Type: TABLE DATA")

	g.sqlAdd("sql/mysqldump-settings-table", `
LOCK TABLES ˋsettingsˋ WRITE;
/*!40000 ALTER TABLE ˋsettingsˋ DISABLE KEYS */;
INSERT INTO ˋsettingsˋ VALUES (1,'site_name','Acme Outdoor','2024-10-01 12:00:00'),(2,'smtp_host','smtp.postmarkapp.com','2024-10-01 12:00:00'),(3,'smtp_password','«a»','2024-10-01 12:00:00'),(4,'stripe_secret','«b»','2025-01-07 09:31:10'),(5,'recaptcha_site_key','«_sk»','2024-10-01 12:00:00');
/*!40000 ALTER TABLE ˋsettingsˋ ENABLE KEYS */;
UNLOCK TABLES;
`, V{"a": g.uuid(), "b": g.skLive(), "_sk": "6L" + g.b64u(38)}, "smtp.postmarkapp.com", "Acme Outdoor")

	g.add("sql/sqlite-dump-tokens", `
$ sqlite3 ~/.local/share/gitsync/state.db .dump
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE accounts (id INTEGER PRIMARY KEY, host TEXT NOT NULL, login TEXT NOT NULL, token TEXT NOT NULL);
INSERT INTO accounts VALUES(1,'github.com','octo-dana','«a»');
INSERT INTO accounts VALUES(2,'gitlab.example.org','dana','«b»');
CREATE TABLE repos (id INTEGER PRIMARY KEY, account_id INTEGER, full_name TEXT);
INSERT INTO repos VALUES(1,1,'octo-dana/dotfiles');
COMMIT;
`, V{"a": g.ghp(), "b": g.glpat()}, "octo-dana/dotfiles", "gitlab.example.org")

	g.add("sql/mssql-sp-help-revlogin", `
/* sp_help_revlogin script
** Generated Mar  5 2025  9:12AM on SQL01 */

-- Login: reporting_ro
CREATE LOGIN [reporting_ro] WITH PASSWORD = «_h1» HASHED, SID = «_s1», DEFAULT_DATABASE = [Claims], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF

-- Login: svc_etl
CREATE LOGIN [svc_etl] WITH PASSWORD = «_h2» HASHED, SID = «_s2», DEFAULT_DATABASE = [Staging], CHECK_POLICY = OFF, CHECK_EXPIRATION = OFF
`, V{"_h1": g.sqlMSHash(), "_s1": g.sqlSID(), "_h2": g.sqlMSHash(), "_s2": g.sqlSID()}, "sp_help_revlogin", "reporting_ro")

	g.add("sql/oracle-impdp-sqlfile-values", `
$ impdp system DIRECTORY=DATA_PUMP_DIR DUMPFILE=billing_01.dmp SQLFILE=billing_ddl.sql INCLUDE=USER
$ head -4 billing_ddl.sql
-- new object type path: SCHEMA_EXPORT/USER
 CREATE USER "BILLING" IDENTIFIED BY VALUES 'S:«=h»;T:«=t»'
      DEFAULT TABLESPACE "BILLING_DATA"
      TEMPORARY TABLESPACE "TEMP";
`, V{"=h": g.s(alHexU, 60), "=t": g.s(alHexU, 160)}, "SCHEMA_EXPORT/USER", "BILLING_DATA")

	g.add("sql/mongo-system-users-export", `
$ mongoexport --uri="mongodb://localhost:27017/admin" -c system.users --jsonArray --quiet | jq '.[0]'
{
  "_id": "shop.shop_api",
  "userId": { "$binary": { "base64": "«_uid»", "subType": "04" } },
  "user": "shop_api",
  "db": "shop",
  "credentials": {
    "SCRAM-SHA-256": {
      "iterationCount": 15000,
      "salt": "«_salt»",
      "storedKey": "«_sk»",
      "serverKey": "«_svk»"
    }
  },
  "roles": [ { "role": "readWrite", "db": "shop" } ]
}
`, V{"_uid": g.b64(16), "_salt": g.b64(28), "_sk": g.b64(32), "_svk": g.b64(32)}, "shop.shop_api", "iterationCount")

	g.add("sql/cassandra-system-auth-roles", `
cassandra@cqlsh> SELECT role, can_login, is_superuser, salted_hash FROM system_auth.roles;

 role       | can_login | is_superuser | salted_hash
------------+-----------+--------------+--------------------------------------------------------------
        dba |      True |         True | «_h1»
 orders_app |      True |        False | «_h2»
  cassandra |     False |        False | «_h3»

(3 rows)
`, V{"_h1": "$2a$10$" + g.s(alAlnum+"./", 53), "_h2": "$2a$10$" + g.s(alAlnum+"./", 53), "_h3": "$2a$10$" + g.s(alAlnum+"./", 53)}, "system_auth.roles", "salted_hash")

	g.sqlAdd("sql/mysql-show-grants-benign", `
mysql> SHOW GRANTS FOR 'shop'@'%';
+----------------------------------------------------------------------+
| Grants for shop@%                                                    |
+----------------------------------------------------------------------+
| GRANT USAGE ON *.* TO ˋshopˋ@ˋ%ˋ                                     |
| GRANT SELECT, INSERT, UPDATE, DELETE ON ˋshopˋ.* TO ˋshopˋ@ˋ%ˋ       |
| GRANT SELECT ON ˋanalyticsˋ.ˋordersˋ TO ˋshopˋ@ˋ%ˋ                   |
+----------------------------------------------------------------------+
3 rows in set (0.00 sec)
`, V{}, "Grants for shop@%", "GRANT SELECT ON `analytics`.`orders`")

	g.add("sql/pg-dump-api-keys-table-hashed", `
COPY public.api_keys (id, user_id, name, prefix, key_hash, last_used_at, revoked) FROM stdin;
«_i1»	«_u1»	ci	ak_«_p1»	«_h1»	2025-03-01 04:12:09+00	f
«_i2»	«_u2»	zapier	ak_«_p2»	«_h2»	\N	t
\.
`, V{"_i1": g.digits(5), "_u1": g.uuid(), "_p1": g.s(alLowNum, 6), "_h1": g.hex(64), "_i2": g.digits(5), "_u2": g.uuid(), "_p2": g.s(alLowNum, 6), "_h2": g.hex(64)}, "public.api_keys")
}

// ---- server and tool logs ----

func (g *G) sqlLogs() {
	g.add("sql/pg-log-statement-all-stderr", `
$ tail -n 4 /var/log/postgresql/postgresql-16-main.log
«=t1».118 UTC [284711] postgres@app LOG:  statement: BEGIN;
«=t1».120 UTC [284711] postgres@app LOG:  statement: CREATE ROLE partner_sftp LOGIN PASSWORD '«a»';
«=t1».121 UTC [284711] postgres@app LOG:  statement: GRANT SELECT ON exports TO partner_sftp;
«=t1».125 UTC [284711] postgres@app LOG:  statement: COMMIT;
`, V{"=t1": g.sqlTS(), "a": g.pw()}, "partner_sftp", "/var/log/postgresql/postgresql-16-main.log")

	g.add("sql/pg-jsonlog-alter-role", `
{"timestamp":"«=t».482 UTC","user":"admin","dbname":"orders","pid":91822,"remote_host":"10.4.0.17","remote_port":50112,"session_id":"«_sid»","line_num":3,"ps":"ALTER ROLE","session_start":"«=t» UTC","vxid":"7/1931","txid":0,"error_severity":"LOG","message":"statement: ALTER ROLE orders_api PASSWORD '«a»' VALID UNTIL '2025-12-31'","application_name":"psql","backend_type":"client backend","query_id":0}
`, V{"=t": g.sqlTS(), "_sid": g.hex(8) + "." + g.hex(5), "a": g.pwStrong()}, "orders_api", `"backend_type":"client backend"`)

	g.add("sql/pgaudit-role-log", `
«=t» UTC [55102]: [4-1] user=dba_dana,db=postgres,app=psql,client=10.8.1.23 LOG:  AUDIT: SESSION,3,1,ROLE,CREATE ROLE,,,"CREATE ROLE looker LOGIN PASSWORD '«a»' IN ROLE readonly;",<not logged>
«=t» UTC [55102]: [5-1] user=dba_dana,db=postgres,app=psql,client=10.8.1.23 LOG:  AUDIT: SESSION,4,1,ROLE,GRANT,,,"GRANT readonly TO looker;",<not logged>
`, V{"=t": g.sqlTS(), "a": g.pw()}, "AUDIT: SESSION", "dba_dana")

	g.add("sql/pg-error-syntax-quoting-statement", `
app=# CREATE USER svc_payments WITH PASSWORD «a»;
ERROR:  syntax error at or near "«a»"
LINE 1: CREATE USER svc_payments WITH PASSWORD «a»;
                                               ^
app=# CREATE USER svc_payments WITH PASSWORD '«a»';
CREATE ROLE
`, V{"a": g.s(alLower, 5) + g.s(alDigit, 4) + g.s(alLower, 3)}, "svc_payments", "syntax error at or near")

	g.add("sql/pg-server-log-error-statement", `
«=t» UTC [19022] admin@crm ERROR:  role "crm_sync" already exists
«=t» UTC [19022] admin@crm STATEMENT:  CREATE ROLE crm_sync LOGIN PASSWORD '«a»'
«=t» UTC [19022] admin@crm LOG:  statement: ALTER ROLE crm_sync PASSWORD '«a»'
`, V{"=t": g.sqlTS(), "a": g.pwURL()}, `role "crm_sync" already exists`)

	g.add("sql/mysql-general-log-raw", `
$ sudo tail -n 6 /var/lib/mysql/db-01.log
2025-03-04T11:02:17.381044Z	   57 Connect	root@localhost on  using Socket
2025-03-04T11:02:17.381442Z	   57 Query	select @@version_comment limit 1
2025-03-04T11:02:31.902118Z	   57 Query	CREATE USER 'airbyte'@'10.12.%' IDENTIFIED BY '«a»'
2025-03-04T11:02:40.114003Z	   57 Query	GRANT SELECT, RELOAD, SHOW DATABASES, REPLICATION SLAVE, REPLICATION CLIENT ON *.* TO 'airbyte'@'10.12.%'
2025-03-04T11:02:44.006517Z	   57 Quit
`, V{"a": g.pw()}, "Connect	root@localhost on  using Socket", "airbyte")

	g.sqlAdd("sql/mysql-general-log-rewritten-benign", `
2025-03-04T11:02:31.902118Z	   57 Query	CREATE USER 'airbyte'@'10.12.%' IDENTIFIED BY <secret>
2025-03-04T11:05:12.551020Z	   57 Query	ALTER USER 'airbyte'@'10.12.%' IDENTIFIED WITH 'caching_sha2_password' AS '<secret>'
2025-03-04T11:05:30.000411Z	   57 Query	SET PASSWORD FOR ˋbackupˋ@ˋlocalhostˋ=<secret>
`, V{}, "IDENTIFIED BY <secret>", "airbyte")

	g.add("sql/mysql-general-log-table-query", `
mysql> SELECT event_time, user_host, argument FROM mysql.general_log WHERE argument LIKE '%MASTER%'\G
*************************** 1. row ***************************
event_time: 2025-03-02 22:41:09.118203
 user_host: rdsadmin[rdsadmin] @ localhost []
  argument: CHANGE MASTER TO MASTER_HOST='10.0.3.77', MASTER_PORT=3306, MASTER_USER='repl', MASTER_PASSWORD='«a»', MASTER_LOG_FILE='mysql-bin-changelog.081422', MASTER_LOG_POS=154
1 row in set (0.41 sec)
`, V{"a": g.pwURL()}, "mysql-bin-changelog.081422", "rdsadmin[rdsadmin] @ localhost []")

	g.add("sql/pg-stat-statements-utility", `
app=# SELECT calls, left(query, 110) AS query FROM pg_stat_statements ORDER BY calls DESC LIMIT 5;
 calls |                                                     query
-------+----------------------------------------------------------------------------------------------------------------
 88213 | SELECT id, status FROM orders WHERE customer_id = $1 AND created_at > $2
 41002 | UPDATE sessions SET last_seen = $1 WHERE id = $2
     3 | ALTER ROLE orders_api WITH PASSWORD '«a»'
     1 | CREATE EXTENSION IF NOT EXISTS pg_stat_statements
`, V{"a": g.pw()}, "SELECT id, status FROM orders WHERE customer_id = $1 AND created_at > $2")

	g.add("sql/pg-stat-activity-running", `
postgres=# SELECT pid, usename, state, query FROM pg_stat_activity WHERE backend_type = 'client backend';
  pid   | usename  | state  |                                  query
--------+----------+--------+--------------------------------------------------------------------------
 410221 | app_rw   | idle   | COMMIT
 410388 | postgres | active | ALTER USER reporting WITH PASSWORD '«a»' VALID UNTIL '2026-03-01'
 410402 | postgres | active | SELECT pid, usename, state, query FROM pg_stat_activity WHERE backend_type = 'client backend';
`, V{"a": g.pwStrong()}, "backend_type = 'client backend'")

	g.add("sql/rds-download-log-portion", `
$ aws rds download-db-log-file-portion --db-instance-identifier orders-prod --log-file-name error/postgresql.log.2025-03-04-11 --starting-token 0 --output text | grep -i password
2025-03-04 11:20:04 UTC:10.0.12.41(52214):rdsadmin_dana@orders:[7712]:LOG:  statement: CREATE USER dms_user WITH PASSWORD '«a»';
2025-03-04 11:20:09 UTC:10.0.12.41(52214):rdsadmin_dana@orders:[7712]:LOG:  statement: GRANT rds_replication TO dms_user;
`, V{"a": g.pw()}, "orders-prod", "GRANT rds_replication TO dms_user;")

	g.add("sql/cloudsql-gcloud-logging-read", `
$ gcloud logging read 'resource.type="cloudsql_database" AND textPayload:"statement"' --limit 2 --format yaml
---
insertId: s=«_ins»;i=4811;b=«_b»
logName: projects/acme-prod/logs/cloudsql.googleapis.com%2Fpostgres.log
receiveTimestamp: '2025-03-04T09:12:44.114Z'
resource:
  labels:
    database_id: acme-prod:pg-main
    project_id: acme-prod
    region: europe-west1
  type: cloudsql_database
severity: INFO
textPayload: '2025-03-04 09:12:43.991 UTC [318221]: [2-1] db=postgres,user=postgres LOG:  statement: ALTER USER looker WITH PASSWORD ''«a»'''
timestamp: '2025-03-04T09:12:43.991Z'
`, V{"_ins": g.hex(32), "_b": g.hex(32), "a": g.pw()}, "acme-prod:pg-main", "cloudsql.googleapis.com%2Fpostgres.log")

	g.add("sql/sqlalchemy-error-quoting-sql", `
Traceback (most recent call last):
  File "/app/scripts/provision_tenant.py", line 41, in main
    conn.execute(text(f"CREATE ROLE {role} LOGIN PASSWORD '{password}'"))
  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 1418, in execute
    return meth(
sqlalchemy.exc.ProgrammingError: (psycopg2.errors.DuplicateObject) role "tenant_4821" already exists

[SQL: CREATE ROLE tenant_4821 LOGIN PASSWORD '«a»']
(Background on this error at: https://sqlalche.me/e/20/f405)
`, V{"a": g.hex(24)}, "tenant_4821", "https://sqlalche.me/e/20/f405")

	g.add("sql/liquibase-failed-sql", `
$ liquibase update
####################################################
##   _     _             _ _                      ##
##  | |   (_)           (_) |                     ##
##  | |    _  __ _ _   _ _| |__   __ _ ___  ___   ##
####################################################
Starting Liquibase at 10:31:02 (version 4.29.2 #3683 built at 2024-08-29 16:45+0000)
Running Changeset: db/changelog/042-users.sql::42::platform
Unexpected error running Liquibase: Migration failed for changeset db/changelog/042-users.sql::42::platform:
     Reason: liquibase.exception.DatabaseException: ERROR: role "debezium" already exists [Failed SQL: (0) CREATE ROLE debezium WITH REPLICATION LOGIN PASSWORD '«a»']
`, V{"a": g.pwURL()}, "db/changelog/042-users.sql::42::platform", "liquibase.exception.DatabaseException")

	g.add("sql/flyway-migrate-failed", `
$ flyway migrate
Flyway OSS Edition 10.17.3 by Redgate
Database: jdbc:sqlserver://sql01.corp.local:1433;databaseName=Claims (Microsoft SQL Server 16.0)
Migrating schema [dbo] to version "12 - create etl login"
ERROR: Migration of schema [dbo] to version "12 - create etl login" failed! Please restore backups and roll back database and code!
ERROR:
Migration V12__create_etl_login.sql failed
------------------------------------------
SQL State  : S0001
Error Code : 15025
Message    : The server principal 'etl_reader' already exists.
Location   : db/migration/V12__create_etl_login.sql
Line       : 1
Statement  : CREATE LOGIN etl_reader WITH PASSWORD = '«a»', CHECK_POLICY = OFF
`, V{"a": g.pw()}, "V12__create_etl_login.sql", "The server principal 'etl_reader' already exists.")

	g.add("sql/pgbouncer-userlist", `
$ sudo cat /etc/pgbouncer/userlist.txt
"app_rw" "«_h1»"
"pgbouncer_stats" "«a»"
"pgbouncer_auth" "«_h2»"
$ grep -E '^(auth_type|auth_user|auth_query)' /etc/pgbouncer/pgbouncer.ini
auth_type = scram-sha-256
auth_user = pgbouncer_auth
auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)
`, V{"_h1": g.sqlScram(), "a": g.pw(), "_h2": g.sqlScram()}, "pgbouncer_stats", "auth_type = scram-sha-256")

	g.add("sql/debezium-connector-config", `
$ curl -s -X POST -H 'Content-Type: application/json' http://kafka-connect:8083/connectors -d @- <<'JSON'
{
  "name": "orders-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "orders-db.internal",
    "database.port": "5432",
    "database.user": "debezium",
    "database.password": "«a»",
    "database.dbname": "orders",
    "topic.prefix": "orders",
    "plugin.name": "pgoutput",
    "slot.name": "debezium_orders"
  }
}
JSON
`, V{"a": g.pw()}, "io.debezium.connector.postgresql.PostgresConnector", "debezium_orders")

	g.add("sql/mssql-profiler-masked-benign", `
EventClass        TextData                                                                                                         LoginName
RPC:Completed     -- 'sp_addlinkedsrvlogin' was found in the text of this event.
                  -- The text has been replaced with this comment for security reasons.                                            CORP\dba_kim
SQL:BatchCompleted -- 'CREATE LOGIN' was found in the text of this event.
                  -- The text has been replaced with this comment for security reasons.                                            CORP\dba_kim
Audit Login Failed Login failed for user 'svc_etl'. Reason: Password did not match that for the login provided. [CLIENT: 10.2.4.9]   svc_etl
`, V{}, `CORP\dba_kim`, "Password did not match that for the login provided.")
}

// ---- shell and client histories ----

func (g *G) sqlHistory() {
	g.add("sql/psql-history-file", `
$ tail -n 8 ~/.psql_history
\dt+ billing.*
SELECT count(*) FROM billing.invoices WHERE status = 'open';
\x auto
CREATE ROLE finance_ro LOGIN PASSWORD '«a»';
GRANT USAGE ON SCHEMA billing TO finance_ro;
GRANT SELECT ON ALL TABLES IN SCHEMA billing TO finance_ro;
\du finance_ro
\q
`, V{"a": g.pw()}, "finance_ro", "billing.invoices")

	g.add("sql/mariadb-mysql-history", `
$ cat ~/.mysql_history
show databases;
use wordpress;
select option_value from wp_options where option_name='siteurl';
CHANGE MASTER TO MASTER_HOST='192.168.50.11', MASTER_USER='replicator', MASTER_PASSWORD='«a»', MASTER_USE_GTID=slave_pos;
start slave;
show slave status\G
`, V{"a": g.pwURL()}, "MASTER_USE_GTID=slave_pos", "wp_options")

	g.add("sql/mysql-history-libedit-escaped", `
$ tail -n 3 ~/.mysql_history
_HiStOrY_V2_
select\040user,\040host\040from\040mysql.user;
create\040user\040'n8n'@'localhost'\040identified\040by\040'«a»';
`, V{"a": g.an(18)}, "_HiStOrY_V2_", `select\040user,\040host\040from\040mysql.user;`)

	g.add("sql/mongo-dbshell-history", `
$ cat ~/.mongodb/mongosh/mongosh_repl_history
db.orders.find({status: "stuck"}).limit(5)
use admin
db.createUser({user: "exporter", pwd: "«a»", roles: [{role: "clusterMonitor", db: "admin"}, {role: "read", db: "local"}]})
show users
`, V{"a": g.pw()}, "clusterMonitor", "mongosh_repl_history")

	g.add("sql/rediscli-history", `
$ cat ~/.rediscli_history
INFO replication
AUTH «a»
ACL SETUSER metrics on >«b» +info +ping +config|get ~*
CONFIG GET maxmemory*
`, V{"a": g.an(32), "b": g.pwURL()}, "CONFIG GET maxmemory*", "+config|get")

	g.add("sql/cqlsh-history", `
$ tail -n 4 ~/.cassandra/cqlsh_history
DESCRIBE KEYSPACES;
ALTER ROLE cassandra WITH PASSWORD = '«a»';
CREATE ROLE grafana WITH PASSWORD = '«b»' AND LOGIN = true;
GRANT SELECT ON KEYSPACE metrics TO grafana;
`, V{"a": g.pwStrong(), "b": g.pw()}, "~/.cassandra/cqlsh_history", "GRANT SELECT ON KEYSPACE metrics TO grafana;")

	g.add("sql/sqlcl-history-command", `
SQL> history
  1  select sysdate from dual;
  2  create user etl_stage identified by "«a»" quota unlimited on users;
  3  grant create session, create table to etl_stage;
  4  connect etl_stage/«a»@//localhost:1521/FREEPDB1
`, V{"a": g.pw()}, "etl_stage", "//localhost:1521/FREEPDB1")

	g.add("sql/bash-history-db-clients", `
$ history | grep -E 'psql|mysql' | tail -n 5
  512  psql "postgresql://postgres:«a»@localhost:5433/app" -c "\du"
  513  psql "postgresql://postgres:«a»@localhost:5433/app" -c "ALTER USER app WITH PASSWORD '«b»'"
  514  mysql -h 127.0.0.1 -P 3307 -uroot -p'«c»' -e "ALTER USER 'wp'@'%' IDENTIFIED BY '«d»'"
  515  mysql -h 127.0.0.1 -P 3307 -uwp -p wordpress
  518  history | grep -E 'psql|mysql' | tail -n 5
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.pwURL(), "d": g.pw()}, "localhost:5433/app")

	g.add("sql/datagrip-console-file", `
$ cat "$HOME/Library/Application Support/JetBrains/DataGrip2024.3/consoles/db/«_u»/console_3.sql"
-- prod-ro @ warehouse-prod
select * from pg_roles where rolname like 'svc_%';

alter role svc_dagster password '«a»';

select usename, valuntil from pg_user where usename = 'svc_dagster';
`, V{"_u": g.uuid(), "a": g.pw()}, "svc_dagster", "DataGrip2024.3")

	g.add("sql/dbeaver-script-file", `
$ cat ~/.local/share/DBeaverData/workspace6/General/Scripts/Script-14.sql
-- fix jira sync user after the incident
ALTER USER 'jira_sync'@'%' IDENTIFIED BY '«a»';
SELECT user, host, password_last_changed FROM mysql.user WHERE user = 'jira_sync';
`, V{"a": g.pw()}, "jira_sync", "DBeaverData/workspace6/General/Scripts/Script-14.sql")

	g.add("sql/jupyter-sql-magic", `
In [3]: %load_ext sql
In [4]: %sql postgresql://analyst:«a»@warehouse.internal:5432/analytics
Out[4]: 'Connected: analyst@analytics'
In [5]: %%sql
   ...: CREATE USER notebook_runner WITH PASSWORD '«b»';
   ...: GRANT analyst TO notebook_runner;
 * postgresql://analyst:***@warehouse.internal:5432/analytics
Done.
`, V{"a": g.pwURL(), "b": g.pw()}, "Connected: analyst@analytics", "postgresql://analyst:***@warehouse.internal:5432/analytics")

	g.add("sql/sqlite-history-attach-key", `
$ cat ~/.sqlite_history
.tables
PRAGMA key = '«a»';
ATTACH DATABASE 'plaintext.db' AS plaintext KEY '';
SELECT sqlcipher_export('plaintext');
DETACH DATABASE plaintext;
`, V{"a": g.pwStrong()}, "sqlcipher_export('plaintext')")
}

// ---- infrastructure code and agent sessions ----

func (g *G) sqlInfra() {
	g.add("sql/terraform-postgresql-role", `
resource "postgresql_role" "airflow" {
  name               = "airflow"
  login              = true
  password           = "«a»"
  connection_limit   = 20
  encrypted_password = true
}

resource "postgresql_grant" "airflow_schema" {
  database    = "airflow"
  role        = postgresql_role.airflow.name
  schema      = "public"
  object_type = "schema"
  privileges  = ["USAGE", "CREATE"]
}
`, V{"a": g.pw()}, `role        = postgresql_role.airflow.name`)

	g.add("sql/terraform-mysql-user", `
provider "mysql" {
  endpoint = "shop-db.c9x1y2z3.eu-west-1.rds.amazonaws.com:3306"
  username = "admin"
  password = "«a»"
}

resource "mysql_user" "shop_api" {
  user               = "shop_api"
  host               = "%"
  plaintext_password = "«b»"
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "shop-db.c9x1y2z3.eu-west-1.rds.amazonaws.com:3306", "plaintext_password")

	g.add("sql/terraform-plan-sensitive-benign", `
  # postgresql_role.airflow will be updated in-place
  ~ resource "postgresql_role" "airflow" {
        id                 = "airflow"
        name               = "airflow"
      ~ password           = (sensitive value)
        # (14 unchanged attributes hidden)
    }

Plan: 0 to add, 1 to change, 0 to destroy.
`, V{}, "(sensitive value)", "postgresql_role.airflow")

	g.add("sql/ansible-postgresql-user", `
- name: Create application role
  community.postgresql.postgresql_user:
    name: gitea
    password: "«a»"
    role_attr_flags: NOSUPERUSER,NOCREATEDB
    login_host: "{{ pg_host }}"
    login_user: postgres
    login_password: "«b»"
  become: true
  become_user: postgres
`, V{"a": g.pw(), "b": g.pwStrong()}, "community.postgresql.postgresql_user", "{{ pg_host }}")

	g.add("sql/ansible-mysql-user-vault-benign", `
- name: Create zabbix DB user
  community.mysql.mysql_user:
    name: zabbix
    host: "%"
    password: "{{ vault_zabbix_db_password }}"
    priv: "zabbix.*:ALL"
    state: present
    login_unix_socket: /run/mysqld/mysqld.sock
  no_log: true
`, V{}, "{{ vault_zabbix_db_password }}", "login_unix_socket: /run/mysqld/mysqld.sock")

	g.add("sql/helm-bitnami-postgresql-initdb", `
# values.prod.yaml
auth:
  postgresPassword: «a»
  username: outline
  password: «b»
  database: outline
primary:
  initdb:
    scripts:
      00_roles.sql: |
        CREATE ROLE outline_readonly LOGIN PASSWORD '«c»';
        GRANT pg_read_all_data TO outline_readonly;
`, V{"a": g.an(20), "b": g.an(20), "c": g.pw()}, "outline_readonly", "GRANT pg_read_all_data TO outline_readonly;")

	g.add("sql/compose-initdb-and-sql", `
$ cat docker-compose.yml | sed -n '1,14p'
services:
  db:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: postgres
      POSTGRES_PASSWORD: «a»
    volumes:
      - ./initdb:/docker-entrypoint-initdb.d:ro
$ cat initdb/10-keycloak.sql
CREATE USER keycloak WITH PASSWORD '«b»';
CREATE DATABASE keycloak OWNER keycloak;
`, V{"a": g.pw(), "b": g.pw()}, "postgres:16-alpine", "./initdb:/docker-entrypoint-initdb.d:ro")

	g.add("sql/k8s-configmap-init-sql", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: mariadb-init
  namespace: bookstack
data:
  init.sql: |
    CREATE DATABASE IF NOT EXISTS bookstack;
    CREATE USER IF NOT EXISTS 'bookstack'@'%' IDENTIFIED BY '«a»';
    GRANT ALL PRIVILEGES ON bookstack.* TO 'bookstack'@'%';
`, V{"a": g.pw()}, "mariadb-init", "namespace: bookstack")

	g.add("sql/cnpg-cluster-post-init-sql", `
apiVersion: postgresql.cnpg.io/v1
kind: Cluster
metadata:
  name: pg-app
spec:
  instances: 3
  bootstrap:
    initdb:
      database: app
      owner: app
      secret:
        name: pg-app-owner
      postInitApplicationSQL:
        - CREATE ROLE grafana_ro LOGIN PASSWORD '«a»'
        - GRANT pg_monitor TO grafana_ro
---
apiVersion: v1
kind: Secret
type: kubernetes.io/basic-auth
metadata:
  name: pg-app-owner
stringData:
  username: app
  password: «b»
`, V{"a": g.pw(), "b": g.an(32)}, "postgresql.cnpg.io/v1", "kubernetes.io/basic-auth")

	g.add("sql/vault-database-engine-config", `
$ vault write database/config/orders-pg \
    plugin_name=postgresql-database-plugin \
    connection_url="postgresql://{{username}}:{{password}}@orders-db.internal:5432/orders?sslmode=require" \
    allowed_roles="orders-ro,orders-rw" \
    username="vault_admin" \
    password="«a»"
$ vault write database/roles/orders-ro db_name=orders-pg \
    creation_statements="CREATE ROLE \"{{name}}\" WITH LOGIN PASSWORD '{{password}}' VALID UNTIL '{{expiration}}'; GRANT SELECT ON ALL TABLES IN SCHEMA public TO \"{{name}}\";" \
    default_ttl=1h max_ttl=24h
Success! Data written to: database/roles/orders-ro
`, V{"a": g.pwStrong()}, "{{username}}:{{password}}", "vault_admin", "WITH LOGIN PASSWORD '{{password}}'")

	g.add("sql/vault-read-creds-output", `
$ vault read database/creds/orders-ro
Key                Value
---                -----
lease_id           database/creds/orders-ro/«_l»
lease_duration     1h
lease_renewable    true
password           «a»
username           v-token-orders-r-«_u»-«_ts»
`, V{"_l": g.an(24), "a": "A1a-" + g.an(16), "_u": g.an(20), "_ts": g.digits(10)}, "lease_duration     1h")

	g.add("sql/pulumi-postgresql-role", `
import * as postgresql from "@pulumi/postgresql";

const reader = new postgresql.Role("reader", {
    name: "dash_reader",
    login: true,
    password: "«a»",
});

new postgresql.Grant("reader-select", {
    database: "dash",
    role: reader.name,
    schema: "public",
    objectType: "table",
    privileges: ["SELECT"],
});
`, V{"a": g.pw()}, "dash_reader", "@pulumi/postgresql")

	g.add("sql/psycopg-provision-script", `
# tools/provision_tenant.py
import psycopg
from psycopg import sql

ADMIN_DSN = "host=pg-tenants.internal dbname=postgres user=provisioner password=«a»"

def provision(tenant: str, password: str) -> None:
    with psycopg.connect(ADMIN_DSN, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
            sql.Identifier(f"tenant_{tenant}"), sql.Literal(password)))
        conn.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(
            sql.Identifier(f"t_{tenant}"), sql.Identifier(f"tenant_{tenant}")))
`, V{"a": g.pw()}, "pg-tenants.internal", "sql.Literal(password)")

	g.sqlAdd("sql/go-db-exec-sprintf-fallback", `
func ensureReplicationUser(ctx context.Context, db *sql.DB) error {
	pw := os.Getenv("REPL_PASSWORD")
	if pw == "" {
		pw = "«a»" // TODO remove before release
	}
	_, err := db.ExecContext(ctx, fmt.Sprintf(
		ˋCREATE USER IF NOT EXISTS 'repl'@'%%' IDENTIFIED BY '%s'ˋ, pw))
	return err
}
`, V{"a": g.pw()}, `os.Getenv("REPL_PASSWORD")`, "ensureReplicationUser")

	g.sqlAdd("sql/node-pg-alter-role", `
// scripts/rotate-readonly.mjs
import pg from 'pg';

const client = new pg.Client({ connectionString: process.env.ADMIN_DATABASE_URL });
await client.connect();
const newPassword = '«a»';
await client.query(ˋALTER ROLE readonly_api WITH PASSWORD '${newPassword}'ˋ);
console.log('rotated readonly_api');
await client.end();
`, V{"a": g.pwStrong()}, "process.env.ADMIN_DATABASE_URL", "readonly_api")

	g.add("sql/makefile-db-reset", `
.PHONY: db-reset
db-reset:
	dropdb --if-exists -h localhost -U postgres shop_dev
	createdb -h localhost -U postgres shop_dev
	psql -h localhost -U postgres -d shop_dev -c "CREATE ROLE shop_app LOGIN PASSWORD '«a»'" || true
	psql -h localhost -U postgres -d shop_dev -c "GRANT ALL ON SCHEMA public TO shop_app"
`, V{"a": g.pw()}, "shop_dev", "dropdb --if-exists")

	g.add("sql/github-actions-service-and-role", `
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: «a»
        ports: ["5432:5432"]
        options: >-
          --health-cmd pg_isready --health-interval 10s
    steps:
      - uses: actions/checkout@v4
      - run: psql -h localhost -U postgres -c "CREATE ROLE ci_app LOGIN PASSWORD '«b»'"
        env:
          PGPASSWORD: «a»
`, V{"a": g.an(16), "b": g.pw()}, "actions/checkout@v4", "--health-cmd pg_isready")

	g.add("sql/chat-user-pastes-prod-statement", `
user: I ran this on prod and now the app can't log in, can you see what's wrong?

  CREATE USER 'orders'@'10.0.%' IDENTIFIED WITH caching_sha2_password BY '«a»';
  GRANT ALL ON orders.* TO 'orders'@'10.0.%';

The app uses mysql-connector-python 8.0.11 and the error is "Authentication plugin 'caching_sha2_password' is not supported".

assistant: The statement is fine; your connector is too old for caching_sha2_password. Either upgrade mysql-connector-python to 8.0.13+ or recreate the account with mysql_native_password. Since you pasted the password here, please also rotate it.
`, V{"a": g.pw()}, "Authentication plugin 'caching_sha2_password' is not supported", "mysql-connector-python")

	g.add("sql/agent-tool-call-psql", `
● Bash(psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -c "CREATE ROLE bench_runner LOGIN PASSWORD '«a»';")
  ⎿  CREATE ROLE
● Bash(psql "postgresql://bench_runner:«a»@127.0.0.1:5432/bench" -c 'select current_user')
  ⎿   current_user
     --------------
      bench_runner
     (1 row)
`, V{"a": g.pwURL()}, "bench_runner", "ON_ERROR_STOP=1")
}

// ---- benign look-alikes ----

func (g *G) sqlBenign() {
	g.add("sql/psql-variable-from-file-benign", `
-- scripts/set_app_password.sql
-- usage: psql -v pw="$(cat /run/secrets/app_db_password)" -f scripts/set_app_password.sql
\set ON_ERROR_STOP on
ALTER ROLE app_rw WITH PASSWORD :'pw';
\echo 'password updated for app_rw'
`, V{}, "/run/secrets/app_db_password", "ALTER ROLE app_rw WITH PASSWORD :'pw';")

	g.add("sql/placeholders-in-driver-code-benign", `
# psycopg2 — identifiers must not be bound, values can
cur.execute(sql.SQL("ALTER ROLE {} WITH PASSWORD %s").format(sql.Identifier(role)), (new_password,))

// JDBC
PreparedStatement ps = conn.prepareStatement("UPDATE users SET password_hash = ? WHERE id = ?");

-- node-postgres
await client.query('UPDATE app_users SET api_key_hash = $1 WHERE id = $2', [hash, userId]);
`, V{}, `"ALTER ROLE {} WITH PASSWORD %s"`, "password_hash = ? WHERE id = ?", "api_key_hash = $1")

	g.add("sql/flyway-env-placeholders-benign", `
-- V9__service_users.sql
CREATE USER ${svc_user} WITH PASSWORD '${svc_password}';
GRANT app_rw TO ${svc_user};

# flyway.toml
[environments.prod.flyway.placeholders]
svc_user = "orders_api"
svc_password = "${env.ORDERS_API_DB_PASSWORD}"
`, V{}, "'${svc_password}'", "${env.ORDERS_API_DB_PASSWORD}")

	g.add("sql/role-nologin-password-null-benign", `
CREATE ROLE app_owner NOLOGIN;
ALTER ROLE legacy_batch PASSWORD NULL;
ALTER ROLE legacy_batch NOLOGIN;
CREATE ROLE pg_signal_backend_delegate NOLOGIN;
GRANT pg_signal_backend TO pg_signal_backend_delegate;
`, V{}, "ALTER ROLE legacy_batch PASSWORD NULL;", "pg_signal_backend_delegate")

	g.add("sql/docs-angle-placeholder-benign", `
## Creating the database user

Run the following as a superuser, replacing the placeholders:

    CREATE USER <db_user> WITH PASSWORD '<strong-password>';
    GRANT ALL PRIVILEGES ON DATABASE <db_name> TO <db_user>;

On MySQL:

    CREATE USER 'your_user'@'localhost' IDENTIFIED BY 'your_password_here';
`, V{}, "'<strong-password>'", "'your_password_here'")

	g.add("sql/psql-password-meta-command-benign", `
postgres=# \password app_rw
Enter new password for user "app_rw":
Enter it again:
postgres=# \q
$ grep app_rw /var/log/postgresql/postgresql-16-main.log | tail -1
«=t».552 UTC [90112] postgres@postgres LOG:  statement: ALTER USER app_rw PASSWORD '«_h»'
`, V{"=t": g.sqlTS(), "_h": g.sqlScram()}, `Enter new password for user "app_rw":`)

	g.add("sql/plpgsql-format-literal-benign", `
CREATE OR REPLACE FUNCTION admin.set_role_password(p_role name, p_password text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
  EXECUTE format('ALTER ROLE %I WITH PASSWORD %L', p_role, p_password);
END;
$$;
REVOKE ALL ON FUNCTION admin.set_role_password(name, text) FROM PUBLIC;
`, V{}, "EXECUTE format('ALTER ROLE %I WITH PASSWORD %L', p_role, p_password);")

	g.add("sql/pg-hba-conf-benign", `
# TYPE  DATABASE        USER            ADDRESS                 METHOD
local   all             postgres                                peer
host    all             all             127.0.0.1/32            scram-sha-256
host    replication     replicator      10.40.0.0/16            scram-sha-256
hostssl app             app_rw          10.0.0.0/8              scram-sha-256
host    all             all             0.0.0.0/0               reject
`, V{}, "hostssl app             app_rw          10.0.0.0/8              scram-sha-256")

	g.add("sql/psql-du-output-benign", `
app=# \du
                                    List of roles
   Role name    |                         Attributes                         | Member of
----------------+------------------------------------------------------------+-----------
 app_rw         | Password valid until 2026-01-01 00:00:00+00                | {}
 grafana        |                                                            | {readonly}
 postgres       | Superuser, Create role, Create DB, Replication, Bypass RLS | {}
 readonly       | Cannot login                                               | {}
 replicator     | Replication                                                | {}
`, V{}, "Password valid until 2026-01-01 00:00:00+00", "Superuser, Create role, Create DB, Replication, Bypass RLS")

	g.add("sql/mysql-config-editor-print-benign", `
$ mysql_config_editor print --all
[client]
user = "root"
password = *****
host = "localhost"
[prod-ro]
user = "readonly"
password = *****
host = "db-replica.internal"
port = 3306
`, V{}, "mysql_config_editor print --all", "db-replica.internal")

	g.add("sql/mask-in-tool-output-benign", `
$ dbt debug --target prod
Connection:
  account: acme-xy12345
  user: DBT_PROD
  database: ANALYTICS
  warehouse: TRANSFORMING
  role: TRANSFORMER
  schema: dbt_prod
  authenticator: snowflake_jwt
  private_key_path: /etc/dbt/keys/rsa_key.p8
  private_key_passphrase: ****
  Connection test: [OK connection ok]
`, V{}, "/etc/dbt/keys/rsa_key.p8", "Connection test: [OK connection ok]")

	g.add("sql/redis-acl-list-hashes-benign", `
127.0.0.1:6379> ACL GETUSER worker
 1) "flags"
 2) 1) "on"
    2) "sanitize-payload"
 3) "passwords"
 4) 1) "«_h»"
 5) "commands"
 6) "-@all +@list +@stream +@connection"
 7) "keys"
 8) "~jobs:*"
`, V{"_h": g.hex(64)}, "ACL GETUSER worker", "-@all +@list +@stream +@connection")

	g.add("sql/mssql-login-failed-errorlog-benign", `
2025-03-05 09:14:22.71 Logon       Error: 18456, Severity: 14, State: 8.
2025-03-05 09:14:22.71 Logon       Login failed for user 'app_orders'. Reason: Password did not match that for the login provided. [CLIENT: 10.20.3.44]
2025-03-05 09:14:25.03 Logon       Error: 18456, Severity: 14, State: 38.
2025-03-05 09:14:25.03 Logon       Login failed for user 'app_orders'. Reason: Failed to open the explicitly specified database 'Orders_v2'. [CLIENT: 10.20.3.44]
`, V{}, "Error: 18456, Severity: 14, State: 8.", "app_orders")

	g.add("sql/snowflake-key-pair-doc-benign", `
$ openssl rsa -in rsa_key.p8 -pubout -out rsa_key.pub
$ grep -v -- ----- rsa_key.pub | tr -d '\n'
«_k»
$ snowsql -q "ALTER USER ci_deployer SET RSA_PUBLIC_KEY='«_k»'"
`, V{"_k": g.sqlSnowPub()}, "ci_deployer", "openssl rsa -in rsa_key.p8 -pubout -out rsa_key.pub")

	g.add("sql/mysql-native-hash-identified-as-benign", `
-- copy the account to the new replica without knowing the password
CREATE USER 'legacy_crm'@'10.0.%' IDENTIFIED WITH mysql_native_password AS '«=h»';
GRANT SELECT, INSERT, UPDATE ON crm.* TO 'legacy_crm'@'10.0.%';
`, V{"=h": g.sqlNative()}, "legacy_crm", "without knowing the password")
}
