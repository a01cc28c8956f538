package cases

import (
	"crypto/md5"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// dbaCases adds credentials as database administrators and the agents
// working for them meet them. Sources: PostgreSQL client and server files
// (~/.pgpass, pg_service.conf, pg_hba.conf with LDAP and RADIUS secrets,
// postgresql.auto.conf and recovery.conf primary_conninfo, pg_basebackup,
// pg_upgrade, psql sessions and \conninfo, postgres_fdw, subscriptions,
// pg_dump in cron); poolers (pgbouncer
// userlist.txt with plain, md5 and SCRAM entries, pgbouncer.ini
// auth_query, SHOW POOLS, PgCat, Odyssey, Pgpool-II pool_passwd, pcp.conf
// and pgpool.conf); high availability and backup (Patroni YAML and
// environment, patronictl, repmgr.conf, pgBackRest, WAL-G, Barman,
// Stolon); MySQL and MariaDB (~/.my.cnf, mysql_config_editor,
// debian.cnf, CHANGE MASTER TO / CHANGE REPLICATION SOURCE TO, SHOW
// REPLICA STATUS, Galera wsrep_sst_auth, XtraBackup, gh-ost,
// pt-online-schema-change, MHA, MySQL Router, MySQL Shell); ProxySQL
// (proxysql.cnf, admin sessions, mysql_users), Orchestrator and Vitess
// (vtgate static auth, vttablet flags, PlanetScale); Oracle (tnsnames.ora,
// sqlplus user/pass@tns, rman, dgmgrl, expdp and impdp parfiles, mkstore
// and orapki wallets, python-oracledb, SQL*Loader); SQL Server (sqlcmd,
// bcp, Invoke-Sqlcmd and dbatools, connection strings, odbc.ini, linked
// servers, CREATE LOGIN, the mssql container, ERRORLOG); MongoDB
// (mongosh URIs, keyFile contents, mongod.conf, createUser, mongodump,
// Atlas CLI, mongo-express); Redis (users.acl, redis.conf, sentinel.conf,
// CONFIG SET requirepass, ACL SETUSER); Cassandra (cqlshrc, nodetool,
// JMX password files, Astra tokens), ClickHouse (users.xml, client
// config), CockroachDB, TiDB (Lightning, Dumpling, TiDB Cloud), Neo4j,
// InfluxDB (setup, auth list, configs, Telegraf); migration tools (Flyway,
// Liquibase, Alembic, Rails database.yml, Prisma .env, golang-migrate,
// dbmate, Sqitch, goose, Atlas); GUI clients' saved connections (DBeaver
// credentials-config.json, DataGrip, pgAdmin, TablePlus, HeidiSQL,
// Navicat, SQL Developer, DbVisualizer, Robo 3T, MySQL Workbench, Azure
// Data Studio); server logs (slow query
// logs, failed-auth errors, log_statement leaks, MySQL's rewritten general
// log); managed and provisioned databases (CloudNativePG secrets, Vault's
// database engine, AWS Secrets Manager, Cloud SQL, Azure flexible server,
// Terraform outputs, Ansible, compose); and the chats and runbooks around
// them. Benign look-alikes: LSNs, WAL segment names, GTIDs, binlog positions, OIDs, query fingerprints
// and ids, SCRAM verifiers and other stored hashes, replication ids,
// Oracle SQL_IDs and SCNs, index and constraint names, migration
// versions and checksums. The case names start with "dba/".
func (g *G) dbaCases() {
	g.dbaPostgres()
	g.dbaPoolers()
	g.dbaHA()
	g.dbaMySQL()
	g.dbaProxy()
	g.dbaOracle()
	g.dbaSQLServer()
	g.dbaMongo()
	g.dbaRedis()
	g.dbaOtherStores()
	g.dbaMigrations()
	g.dbaGUI()
	g.dbaLogs()
	g.dbaCloud()
	g.dbaChat()
	g.dbaBenign()
}

// ---- helpers used only here ----

// dbaAdd is add with "ˋ" standing for a backtick.
func (g *G) dbaAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// dbaMd5 is PostgreSQL's md5 password hash of pw for user, which a client
// can replay under md5 authentication.
func dbaMd5(user, pw string) string {
	s := md5.Sum([]byte(pw + user))
	return "md5" + hex.EncodeToString(s[:])
}

// dbaScram is a SCRAM-SHA-256 verifier (salt, StoredKey, ServerKey).
func (g *G) dbaScram() string {
	return "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32)
}

// dbaNative is a mysql_native_password hash.
func (g *G) dbaNative() string { return "*" + g.s(alHexU, 40) }

// dbaLSN is a PostgreSQL log sequence number.
func (g *G) dbaLSN() string {
	return fmt.Sprintf("%X/%X", g.r.IntN(64), g.r.Uint32())
}

// dbaWAL is a WAL segment file name.
func (g *G) dbaWAL() string {
	return fmt.Sprintf("%08X%08X%08X", 1+g.r.IntN(4), g.r.IntN(40), g.r.IntN(256))
}

// dbaGTID is a MySQL GTID set for one server.
func (g *G) dbaGTID() string {
	return fmt.Sprintf("%s:1-%d", g.uuid(), 1000+g.r.IntN(9000000))
}

// dbaInflux is an InfluxDB 2 API token.
func (g *G) dbaInflux() string { return base64.URLEncoding.EncodeToString(g.bytes(64)) }

// dbaAstra is a DataStax Astra application token.
func (g *G) dbaAstra() string { return "AstraCS:" + g.s(alUpper+alLower, 24) + ":" + g.hex(64) }

// dbaPscale is a PlanetScale database password.
func (g *G) dbaPscale() string { return "pscale_pw_" + g.b64u(43) }

// dbaKeyFile is a MongoDB keyFile as openssl rand -base64 756 writes it.
func (g *G) dbaKeyFile() string { return wrap(g.b64(756), 64) }

// dbaTS is a log timestamp.
func (g *G) dbaTS() string {
	return fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// ---- PostgreSQL ----

func (g *G) dbaPostgres() {
	g.add("dba/pgpass-multi-cluster", `
$ cat ~/.pgpass
# managed by ansible role dba_workstation - do not edit by hand
# hostname:port:database:username:password
pg-orders-01.db.acme.internal:5432:orders:orders_owner:«a»
pg-orders-02.db.acme.internal:5432:orders:orders_owner:«a»
pg-analytics.db.acme.internal:6432:*:metabase_ro:«b»
*:5432:*:postgres:«c»
127.0.0.1:5433:replication:replicator:«d»
$ ls -l ~/.pgpass
-rw------- 1 dba dba 412 Jun 11 09:14 /home/dba/.pgpass
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw(), "d": g.an(24)}, "pg-analytics.db.acme.internal", "metabase_ro", "orders_owner")

	g.add("dba/pgpass-escaped-colon", `
# the password has a colon in it, so it has to be escaped in .pgpass:
$ printf '%s\n' 'billing-db.prod.internal:5432:billing:billing_app:«a»' >> ~/.pgpass && chmod 600 ~/.pgpass
$ psql -h billing-db.prod.internal -U billing_app -d billing -c 'select 1'
 ?column?
----------
        1
(1 row)
`, V{"a": g.pick(pwWords...) + `\:` + g.pick(pwWords...) + g.s(alDigit, 4) + "!"}, "billing-db.prod.internal", "billing_app")

	g.add("dba/pg-service-conf", `
# ~/.pg_service.conf
[prod-ro]
host=pg-ro.prod.acme.internal
port=5432
dbname=core
user=readonly
password=«a»
sslmode=verify-full
sslrootcert=/etc/ssl/certs/acme-db-ca.pem

[staging]
host=pg.staging.acme.internal
dbname=core
user=core_admin
password=«b»
application_name=dba-laptop
`, V{"a": g.pwURL(), "b": g.pwURL()}, "pg-ro.prod.acme.internal", "[prod-ro]", "acme-db-ca.pem")

	g.add("dba/pg-service-psql-usage", `
$ export PGSERVICEFILE=/etc/postgresql-common/pg_service.conf
$ grep -A6 '^\[warehouse\]' $PGSERVICEFILE
[warehouse]
host=10.40.2.18
port=5432
dbname=dwh
user=etl_loader
password=«a»
connect_timeout=10
$ psql service=warehouse -c '\conninfo'
You are connected to database "dwh" as user "etl_loader" on host "10.40.2.18" at port "5432".
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
`, V{"a": g.pw()}, "etl_loader", "TLS_AES_256_GCM_SHA384")

	g.add("dba/pg-hba-ldap-bind", `
# /etc/postgresql/16/main/pg_hba.conf
# TYPE  DATABASE        USER            ADDRESS                 METHOD
local   all             postgres                                peer
local   all             all                                     peer
host    replication     replicator      10.20.0.0/24            scram-sha-256
hostssl all             +dba            10.0.0.0/8              ldap ldapserver=ldap.corp.acme.internal ldapbasedn="ou=people,dc=acme,dc=internal" ldapbinddn="cn=pg-bind,ou=svc,dc=acme,dc=internal" ldapbindpasswd="«a»" ldapsearchattribute=uid
hostssl all             all             0.0.0.0/0               scram-sha-256
`, V{"a": g.pwStrong()}, "ldap.corp.acme.internal", "cn=pg-bind,ou=svc,dc=acme,dc=internal", "scram-sha-256")

	g.add("dba/pg-hba-radius", `
# pg_hba.conf excerpt after the 2FA change
hostssl  all  all  10.8.0.0/16  radius radiusservers="radius1.acme.internal,radius2.acme.internal" radiussecrets="«a»,«b»" radiusports="1812,1812"
host     all  all  127.0.0.1/32 scram-sha-256
`, V{"a": g.an(20), "b": g.an(20)}, "radius1.acme.internal", "radiusports=\"1812,1812\"")

	g.add("dba/auto-conf-primary-conninfo", `
$ sudo cat /var/lib/postgresql/16/main/postgresql.auto.conf
# Do not edit this file manually!
# It will be overwritten by the ALTER SYSTEM command.
primary_conninfo = 'user=replicator password=«a» channel_binding=prefer host=10.20.0.11 port=5432 sslmode=prefer sslcompression=0 sslcertmode=allow sslsni=1 ssl_min_protocol_version=TLSv1.2 gssencmode=prefer krbsrvname=postgres gssdelegation=0 target_session_attrs=any load_balance_hosts=disable'
primary_slot_name = 'replica_pg_node2'
`, V{"a": g.an(32)}, "replica_pg_node2", "target_session_attrs=any")

	g.add("dba/recovery-conf-legacy", `
# recovery.conf on the 9.6 standby (to be converted during the upgrade)
standby_mode = 'on'
primary_conninfo = 'host=pg96-master.dc1 port=5432 user=rep password=''«a»'' application_name=pg96-standby-b'
restore_command = 'cp /mnt/wal_archive/%f %p'
trigger_file = '/tmp/postgresql.trigger.5432'
recovery_target_timeline = 'latest'
`, V{"a": g.pwURL()}, "pg96-master.dc1", "/mnt/wal_archive/%f")

	g.add("dba/pg-basebackup-write-recovery", `
$ pg_basebackup -d "host=10.20.0.11 port=5432 user=replicator password=«a»" -D /var/lib/postgresql/16/main -X stream -R -P -C -S replica_node3 -v
pg_basebackup: initiating base backup, waiting for checkpoint to complete
pg_basebackup: checkpoint completed
pg_basebackup: write-ahead log start point: «_l» on timeline 1
pg_basebackup: starting background WAL receiver
pg_basebackup: created replication slot "replica_node3"
41237184/41237184 kB (100%), 1/1 tablespace
pg_basebackup: write-ahead log end point: «_l2»
pg_basebackup: syncing data to disk ...
pg_basebackup: base backup completed
`, V{"a": g.pwURL(), "_l": g.dbaLSN(), "_l2": g.dbaLSN()}, "replica_node3")

	g.add("dba/psql-password-meta", `
postgres=# \password app_rw
Enter new password for user "app_rw":
Enter it again:
postgres=# ALTER ROLE reporting WITH LOGIN PASSWORD '«a»' VALID UNTIL '2026-01-01';
ALTER ROLE
postgres=# \du reporting
                   List of roles
 Role name |          Attributes           | Member of
-----------+-------------------------------+-----------
 reporting | Password valid until 2026-01-01 00:00:00+00 | {pg_read_all_data}
`, V{"a": g.pw()}, "pg_read_all_data", `Enter new password for user "app_rw":`)

	g.add("dba/pg-upgrade-env", `
#!/usr/bin/env bash
# upgrade-15-to-16.sh  (run as postgres on pg-orders-01)
set -euo pipefail
export PGPASSWORD='«a»'
export PGUSER=postgres
/usr/lib/postgresql/16/bin/pg_upgrade \
  --old-datadir=/var/lib/postgresql/15/main \
  --new-datadir=/var/lib/postgresql/16/main \
  --old-bindir=/usr/lib/postgresql/15/bin \
  --new-bindir=/usr/lib/postgresql/16/bin \
  --link --jobs=8 --check
`, V{"a": g.pw()}, "--old-datadir=/var/lib/postgresql/15/main", "upgrade-15-to-16.sh")

	g.add("dba/pg-authid-scram-benign", `
postgres=# SELECT rolname, rolpassword FROM pg_authid WHERE rolcanlogin ORDER BY 1;
   rolname    |                                                              rolpassword
--------------+---------------------------------------------------------------------------------------------------------------------------------------
 app_rw       | «_h1»
 metabase_ro  | «_h2»
 postgres     |
(3 rows)
`, V{"_h1": g.dbaScram(), "_h2": g.dbaScram()}, "metabase_ro", "rolcanlogin")

	g.add("dba/pg-dump-cron", `
# /etc/cron.d/pg-nightly-dump
SHELL=/bin/bash
PGPASSWORD=«a»
15 2 * * * postgres pg_dump -h pg-orders-01.db.acme.internal -U backup_ro -Fc -Z 6 orders > /backups/orders-$(date +\%F).dump 2>>/var/log/pg-dump.err
`, V{"a": g.an(28)}, "backup_ro", "/var/log/pg-dump.err")

	g.add("dba/postgres-fdw-user-mapping-psql", `
legacy=# CREATE SERVER erp_src FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host 'erp-db.legacy.lan', dbname 'erp', port '5432');
CREATE SERVER
legacy=# CREATE USER MAPPING FOR etl SERVER erp_src OPTIONS (user 'erp_reader', password '«a»');
CREATE USER MAPPING
legacy=# \deu+
                     List of user mappings
 Server  | User name |               FDW options
---------+-----------+------------------------------------------
 erp_src | etl       | ("user" 'erp_reader', password '«a»')
`, V{"a": g.pw()}, "erp-db.legacy.lan", "erp_reader")

	g.add("dba/pg-subscription-conninfo", `
target=# CREATE SUBSCRIPTION orders_sub
target-#   CONNECTION 'host=pg-orders-01.db.acme.internal port=5432 dbname=orders user=logical_rep password=«a» sslmode=require'
target-#   PUBLICATION orders_pub WITH (copy_data = true, create_slot = true);
NOTICE:  created replication slot "orders_sub" on publisher
CREATE SUBSCRIPTION
`, V{"a": g.an(26)}, "orders_pub", "logical_rep")
}

// ---- connection poolers ----

func (g *G) dbaPoolers() {
	p1, p2 := g.pw(), g.pwStrong()
	g.add("dba/pgbouncer-userlist-mixed", `
$ sudo cat /etc/pgbouncer/userlist.txt
"pgbouncer_admin" "«a»"
"app_rw" "«b»"
"metabase_ro" "«_s»"
"stats_collector" "«c»"
`, V{"a": g.pwStrong(), "b": dbaMd5("app_rw", p1), "_s": g.dbaScram(), "c": dbaMd5("stats_collector", p2)}, "pgbouncer_admin", "stats_collector")

	g.add("dba/pgbouncer-userlist-generate", `
# generate an md5 entry for pgbouncer from the password:
$ echo -n "«a»billing_app" | md5sum
«=h»  -
$ echo '"billing_app" "md5«=h»"' | sudo tee -a /etc/pgbouncer/userlist.txt
"billing_app" "«b»"
$ sudo systemctl reload pgbouncer
`, func() V {
		pw := g.pwURL()
		h := dbaMd5("billing_app", pw)
		return V{"a": pw, "=h": h[3:], "b": h}
	}(), "billing_app", "systemctl reload pgbouncer")

	g.add("dba/pgbouncer-ini-auth-query", `
;; /etc/pgbouncer/pgbouncer.ini
[databases]
orders = host=10.20.0.11 port=5432 dbname=orders
analytics = host=pg-analytics.db.acme.internal dbname=analytics user=metabase_ro password=«a»
* = host=10.20.0.11 port=5432 auth_user=pgbouncer_auth

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 6432
auth_type = scram-sha-256
auth_file = /etc/pgbouncer/userlist.txt
auth_user = pgbouncer_auth
auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)
admin_users = pgbouncer_admin
stats_users = stats_collector
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 40
`, V{"a": g.pw()}, "auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)", "pgbouncer_auth", "max_client_conn = 2000")

	g.add("dba/pgbouncer-show-pools-benign", `
$ psql -p 6432 -U pgbouncer_admin pgbouncer -c 'SHOW POOLS;'
 database  |      user      | cl_active | cl_waiting | sv_active | sv_idle | sv_used | maxwait | pool_mode
-----------+----------------+-----------+------------+-----------+---------+---------+---------+-------------
 orders    | app_rw         |        37 |          0 |        12 |      28 |       0 |       0 | transaction
 pgbouncer | pgbouncer      |         1 |          0 |         0 |       0 |       0 |       0 | statement
(2 rows)
`, V{}, "SHOW POOLS;", "cl_waiting")

	g.add("dba/pgcat-toml", `
# pgcat.toml
[general]
host = "0.0.0.0"
port = 6432
admin_username = "pgcat_admin"
admin_password = "«a»"

[pools.shop]
pool_mode = "transaction"
default_role = "any"

[pools.shop.users.0]
username = "shop_app"
password = "«b»"
pool_size = 50

[pools.shop.shards.0]
servers = [["10.30.1.10", 5432, "primary"], ["10.30.1.11", 5432, "replica"]]
database = "shop"
`, V{"a": g.an(24), "b": g.pwStrong()}, "pgcat_admin", "shop_app", `[pools.shop.shards.0]`)

	g.add("dba/odyssey-conf", `
# /etc/odyssey/odyssey.conf
database "payments" {
	user "payments_app" {
		authentication "scram-sha-256"
		password "«a»"
		storage "postgres_server"
		storage_user "payments_app"
		storage_password "«a»"
		pool "transaction"
		pool_size 64
	}
}
`, V{"a": g.pwStrong()}, "postgres_server", "payments_app")

	g.add("dba/pgpool-pcp-and-passwd", `
$ pg_md5 --md5auth --username=app_rw «a»
$ cat /etc/pgpool2/pool_passwd
app_rw:«b»
pgpool_health:«_s»
$ cat /etc/pgpool2/pcp.conf
# USERID:MD5PASSWD
pgpool:«=m»
$ pcp_node_info -h localhost -p 9898 -U pgpool -w -n 0
10.20.0.11 5432 2 0.500000 up up primary primary 0 none none 2025-06-11 08:01:12
`, func() V {
		pw := g.pw()
		return V{"a": pw, "b": dbaMd5("app_rw", pw), "_s": g.dbaScram(), "=m": g.hex(32)}
	}(), "pcp_node_info", "pgpool_health")

	g.add("dba/pgpool-conf-check-passwords", `
# pgpool.conf (streaming replication check and health check)
sr_check_period = 10
sr_check_user = 'pgpool_health'
sr_check_password = '«a»'
health_check_period = 5
health_check_user = 'pgpool_health'
health_check_password = '«a»'
recovery_user = 'postgres'
recovery_password = '«b»'
wd_lifecheck_user = 'nobody'
`, V{"a": g.pwURL(), "b": g.pw()}, "sr_check_period = 10", "wd_lifecheck_user")
}

// ---- high availability and backup ----

func (g *G) dbaHA() {
	g.add("dba/patroni-yml", `
$ sudo cat /etc/patroni/patroni.yml
scope: pg-main
namespace: /service/
name: pg-node1

restapi:
  listen: 0.0.0.0:8008
  connect_address: 10.20.0.11:8008
  authentication:
    username: patroni
    password: «a»

etcd3:
  hosts: 10.20.0.5:2379,10.20.0.6:2379,10.20.0.7:2379
  protocol: https
  cacert: /etc/patroni/etcd-ca.crt
  username: patroni
  password: «b»

bootstrap:
  dcs:
    ttl: 30
    loop_wait: 10
    retry_timeout: 10
    maximum_lag_on_failover: 1048576
    postgresql:
      use_pg_rewind: true
      parameters:
        wal_level: replica
        max_wal_senders: 10

postgresql:
  listen: 0.0.0.0:5432
  connect_address: 10.20.0.11:5432
  data_dir: /var/lib/postgresql/16/main
  bin_dir: /usr/lib/postgresql/16/bin
  pgpass: /tmp/pgpass0
  authentication:
    superuser:
      username: postgres
      password: «c»
    replication:
      username: replicator
      password: «d»
    rewind:
      username: rewind_user
      password: «e»
`, V{"a": g.an(20), "b": g.pwURL(), "c": g.pwStrong(), "d": g.an(32), "e": g.an(32)}, "maximum_lag_on_failover: 1048576", "rewind_user", "/etc/patroni/etcd-ca.crt")

	g.add("dba/patroni-env-k8s", `
    env:
    - name: PATRONI_KUBERNETES_LABELS
      value: '{application: spilo, cluster-name: acid-orders}'
    - name: PATRONI_SUPERUSER_USERNAME
      value: postgres
    - name: PATRONI_SUPERUSER_PASSWORD
      value: «a»
    - name: PATRONI_REPLICATION_USERNAME
      value: standby
    - name: PATRONI_REPLICATION_PASSWORD
      value: «b»
    - name: PATRONI_RESTAPI_PASSWORD
      valueFrom:
        secretKeyRef:
          name: patroni-restapi
          key: password
`, V{"a": g.an(64), "b": g.an(64)}, "acid-orders", "PATRONI_RESTAPI_PASSWORD", "patroni-restapi")

	g.add("dba/patronictl-list-benign", `
$ patronictl -c /etc/patroni/patroni.yml list
+ Cluster: pg-main («_id») ----+-----------+----+-----------+
| Member   | Host        | Role    | State     | TL | Lag in MB |
+----------+-------------+---------+-----------+----+-----------+
| pg-node1 | 10.20.0.11  | Leader  | running   | 14 |           |
| pg-node2 | 10.20.0.12  | Replica | streaming | 14 |         0 |
| pg-node3 | 10.20.0.13  | Replica | streaming | 14 |         0 |
+----------+-------------+---------+-----------+----+-----------+
$ curl -s -u patroni:«a» http://10.20.0.11:8008/cluster | jq '.members[0].lag'
0
`, V{"_id": "7" + g.s(alDigit, 18), "a": g.an(20)}, "pg-node3", "Lag in MB")

	g.add("dba/repmgr-conf", `
# /etc/repmgr.conf on node2
node_id=2
node_name='pg-node2'
conninfo='host=10.20.0.12 user=repmgr dbname=repmgr password=«a» connect_timeout=2'
data_directory='/var/lib/postgresql/14/main'
use_replication_slots=yes
failover=automatic
promote_command='/usr/bin/repmgr standby promote -f /etc/repmgr.conf --log-to-file'
follow_command='/usr/bin/repmgr standby follow -f /etc/repmgr.conf --log-to-file --upstream-node-id=%n'
log_file='/var/log/postgresql/repmgr.log'
`, V{"a": g.an(22)}, "pg-node2", "--upstream-node-id=%n")

	g.add("dba/repmgr-cluster-show", `
$ repmgr -f /etc/repmgr.conf cluster show
 ID | Name     | Role    | Status    | Upstream | Location | Priority | Timeline | Connection string
----+----------+---------+-----------+----------+----------+----------+----------+---------------------------------------------------------------------
 1  | pg-node1 | primary | * running |          | default  | 100      | 7        | host=10.20.0.11 user=repmgr dbname=repmgr password=«a» connect_timeout=2
 2  | pg-node2 | standby |   running | pg-node1 | default  | 100      | 7        | host=10.20.0.12 user=repmgr dbname=repmgr password=«a» connect_timeout=2
`, V{"a": g.pwURL()}, "Connection string", "pg-node1")

	g.add("dba/pgbackrest-conf-s3", `
$ sudo cat /etc/pgbackrest/pgbackrest.conf
[global]
repo1-type=s3
repo1-path=/pgbackrest/pg-main
repo1-s3-bucket=acme-db-backups-eu
repo1-s3-endpoint=s3.eu-central-1.amazonaws.com
repo1-s3-region=eu-central-1
repo1-s3-key=«a»
repo1-s3-key-secret=«b»
repo1-cipher-type=aes-256-cbc
repo1-cipher-pass=«c»
repo1-retention-full=2
process-max=4
start-fast=y
log-level-console=info

[pg-main]
pg1-path=/var/lib/postgresql/16/main
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.b64(48)}, "acme-db-backups-eu", "repo1-retention-full=2")

	g.add("dba/pgbackrest-info-benign", `
$ sudo -u postgres pgbackrest --stanza=pg-main info
stanza: pg-main
    status: ok
    cipher: aes-256-cbc

    db (current)
        wal archive min/max (16): «_w1»/«_w2»

        full backup: 20250608-010003F
            timestamp start/stop: 2025-06-08 01:00:03+00 / 2025-06-08 01:41:55+00
            wal start/stop: «_w3» / «_w4»
            database size: 412.7GB, database backup size: 412.7GB
            repo1: backup set size: 61.3GB, backup size: 61.3GB
`, V{"_w1": g.dbaWAL(), "_w2": g.dbaWAL(), "_w3": g.dbaWAL(), "_w4": g.dbaWAL()}, "20250608-010003F", "stanza: pg-main")

	g.add("dba/walg-env", `
# /etc/wal-g/env (sourced by archive_command and the backup timer)
WALG_S3_PREFIX=s3://acme-walg/pg-main
AWS_REGION=eu-west-1
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
WALG_LIBSODIUM_KEY=«c»
WALG_LIBSODIUM_KEY_TRANSFORM=hex
WALG_COMPRESSION_METHOD=brotli
PGHOST=/var/run/postgresql
PGUSER=postgres
PGPASSWORD=«d»
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.hex(64), "d": g.pw()}, "s3://acme-walg/pg-main", "WALG_LIBSODIUM_KEY_TRANSFORM=hex")

	g.add("dba/walg-backup-list-benign", `
$ wal-g backup-list --detail
name                          modified             wal_segment_backup_start start_time           finish_time          hostname  data_dir                    pg_version start_lsn  finish_lsn is_permanent
base_«_w1» 2025-06-10T01:42:11Z «_w1» 2025-06-10T01:00:04Z 2025-06-10T01:42:10Z pg-node1 /var/lib/postgresql/16/main 160003     «_l1» «_l2» false
`, V{"_w1": g.dbaWAL(), "_l1": g.dbaLSN(), "_l2": g.dbaLSN()}, "wal_segment_backup_start")

	g.add("dba/barman-server-conf", `
; /etc/barman.d/pg-main.conf
[pg-main]
description = "Main PostgreSQL cluster"
conninfo = host=10.20.0.11 user=barman dbname=postgres password=«a»
streaming_conninfo = host=10.20.0.11 user=streaming_barman password=«b»
backup_method = postgres
streaming_archiver = on
slot_name = barman
retention_policy = RECOVERY WINDOW OF 14 DAYS
`, V{"a": g.an(24), "b": g.an(24)}, "streaming_barman", "RECOVERY WINDOW OF 14 DAYS")

	g.add("dba/stolon-keeper-flags", `
$ stolon-keeper --cluster-name stolon-prod --store-backend etcdv3 --store-endpoints http://etcd-0:2379 \
    --uid keeper0 --data-dir /stolon-data --pg-listen-address 10.0.5.21 \
    --pg-repl-username repluser --pg-repl-password «a» \
    --pg-su-username stolon --pg-su-passwordfile /etc/secrets/stolon/password
`, V{"a": g.an(18)}, "/etc/secrets/stolon/password", "stolon-prod")

	g.add("dba/pg-auto-failover-monitor", `
$ pg_autoctl show uri --formation default
        Type |    Name | Connection String
-------------+---------+-------------------------------
     monitor | monitor | postgres://autoctl_node@monitor.db.acme.internal:5432/pg_auto_failover?sslmode=require
   formation | default | postgres://app_rw:«a»@node1.db.acme.internal:5432,node2.db.acme.internal:5432/app?target_session_attrs=read-write&sslmode=require
`, V{"a": g.pwURL()}, "autoctl_node@monitor.db.acme.internal", "target_session_attrs=read-write")
}

// ---- MySQL and MariaDB ----

func (g *G) dbaMySQL() {
	g.add("dba/my-cnf-sections", `
$ cat ~/.my.cnf
[client]
user = dba_jlee
password = "«a»"
default-character-set = utf8mb4

[mysql]
prompt = "\\u@\\h [\\d]> "
pager = "less -SFX"

[mysqladmin]
user = root
password = «b»

[client-replica]
host = db-replica-02.mysql.acme.internal
`, V{"a": g.pw(), "b": g.pwURL()}, "dba_jlee", "db-replica-02.mysql.acme.internal", "[mysqladmin]")

	g.add("dba/mysql-config-editor-print-benign", `
$ mysql_config_editor set --login-path=prod-ro --host=db-ro.mysql.acme.internal --user=report_ro --password
Enter password:
$ mysql_config_editor print --all
[client]
user = "root"
password = *****
host = "localhost"
[prod-ro]
user = "report_ro"
password = *****
host = "db-ro.mysql.acme.internal"
$ mysql --login-path=prod-ro -e 'select @@hostname'
`, V{}, "--login-path=prod-ro", "db-ro.mysql.acme.internal", "report_ro")

	g.add("dba/debian-cnf", `
$ sudo cat /etc/mysql/debian.cnf
# Automatically generated for Debian scripts. DO NOT TOUCH!
[client]
host     = localhost
user     = debian-sys-maint
password = «a»
socket   = /var/run/mysqld/mysqld.sock
[mysql_upgrade]
host     = localhost
user     = debian-sys-maint
password = «a»
socket   = /var/run/mysqld/mysqld.sock
`, V{"a": g.an(16)}, "debian-sys-maint", "/var/run/mysqld/mysqld.sock")

	g.add("dba/change-master-to", `
mysql> STOP SLAVE;
Query OK, 0 rows affected (0.01 sec)

mysql> CHANGE MASTER TO
    ->   MASTER_HOST='10.30.0.21',
    ->   MASTER_PORT=3306,
    ->   MASTER_USER='repl',
    ->   MASTER_PASSWORD='«a»',
    ->   MASTER_LOG_FILE='mysql-bin.004211',
    ->   MASTER_LOG_POS=873412991,
    ->   MASTER_SSL=1;
Query OK, 0 rows affected, 8 warnings (0.04 sec)

mysql> START SLAVE;
`, V{"a": g.pw()}, "mysql-bin.004211", "MASTER_LOG_POS=873412991")

	g.add("dba/change-replication-source-gtid", `
mysql> CHANGE REPLICATION SOURCE TO SOURCE_HOST='db-primary.mysql.acme.internal', SOURCE_USER='repl_gtid', SOURCE_PASSWORD='«a»', SOURCE_AUTO_POSITION=1, SOURCE_SSL=1, GET_SOURCE_PUBLIC_KEY=1 FOR CHANNEL 'dc2';
Query OK, 0 rows affected, 2 warnings (0.03 sec)

mysql> SHOW WARNINGS\G
*************************** 1. row ***************************
  Level: Note
   Code: 1759
Message: Sending passwords in plain text without SSL/TLS is extremely insecure.
*************************** 2. row ***************************
  Level: Note
   Code: 1760
Message: Storing MySQL user name or password information in the connection metadata repository is not secure and is therefore not recommended. Please consider using the USER and PASSWORD connection options for START REPLICA; see the 'START REPLICA Syntax' in the MySQL Manual for more information.
`, V{"a": g.pwStrong()}, "repl_gtid", "FOR CHANNEL 'dc2'")

	g.add("dba/show-replica-status-benign", `
mysql> SHOW REPLICA STATUS\G
*************************** 1. row ***************************
             Replica_IO_State: Waiting for source to send event
                  Source_Host: 10.30.0.21
                  Source_User: repl
                  Source_Port: 3306
              Source_Log_File: mysql-bin.004213
          Read_Source_Log_Pos: 41872631
               Relay_Log_File: db-replica-02-relay-bin.000912
                Relay_Log_Pos: 41872847
           Replica_IO_Running: Yes
          Replica_SQL_Running: Yes
        Seconds_Behind_Source: 0
             Source_Server_Id: 21
                  Source_UUID: «_u»
           Retrieved_Gtid_Set: «_g1»
            Executed_Gtid_Set: «_g1»,
«_g2»
                Auto_Position: 1
`, V{"_u": g.uuid(), "_g1": g.dbaGTID(), "_g2": g.dbaGTID()}, "db-replica-02-relay-bin.000912", "Seconds_Behind_Source: 0")

	g.add("dba/start-replica-user-password", `
mysql> START REPLICA USER='repl_dc3' PASSWORD='«a»' FOR CHANNEL 'dc3';
Query OK, 0 rows affected (0.01 sec)
`, V{"a": g.pw()}, "repl_dc3")

	g.add("dba/galera-wsrep-sst-auth", `
# /etc/mysql/mariadb.conf.d/60-galera.cnf
[galera]
wsrep_on                 = ON
wsrep_cluster_name       = "shop-galera"
wsrep_cluster_address    = "gcomm://10.31.0.11,10.31.0.12,10.31.0.13"
wsrep_provider           = /usr/lib/galera/libgalera_smm.so
wsrep_sst_method         = mariabackup
wsrep_sst_auth           = mariabackup:«a»
binlog_format            = row
innodb_autoinc_lock_mode = 2
`, V{"a": g.pwURL()}, "shop-galera", "gcomm://10.31.0.11,10.31.0.12,10.31.0.13")

	g.add("dba/xtrabackup-command", `
$ xtrabackup --backup --user=xtrabackup --password='«a»' --host=127.0.0.1 --target-dir=/data/backups/$(date +%F) --parallel=4 --compress
2025-06-11T02:00:01.012345-00:00 0 [Note] [MY-011825] [Xtrabackup] recognized server arguments: --datadir=/var/lib/mysql --server-id=11 --log_bin=mysql-bin
2025-06-11T02:00:01.012501-00:00 0 [Note] [MY-011825] [Xtrabackup] recognized client arguments: --backup=1 --user=xtrabackup --password=* --host=127.0.0.1 --target-dir=/data/backups/2025-06-11 --parallel=4 --compress
2025-06-11T02:14:55.331870-00:00 0 [Note] [MY-011825] [Xtrabackup] completed OK!
`, V{"a": g.pw()}, "--password=*", "[MY-011825]")

	g.add("dba/gh-ost-invocation", `
$ gh-ost \
  --host=db-replica-02.mysql.acme.internal \
  --user=ghost --password="«a»" \
  --database=shop --table=order_items \
  --alter="ADD COLUMN fulfillment_center_id BIGINT UNSIGNED NULL, ADD INDEX idx_fc (fulfillment_center_id)" \
  --chunk-size=2000 --max-load=Threads_running=30 \
  --allow-on-master=false --cut-over=default --exact-rowcount --concurrent-rowcount \
  --throttle-control-replicas="db-replica-03.mysql.acme.internal" \
  --execute
# Migrating ˋshopˋ.ˋorder_itemsˋ; Ghost table is ˋshopˋ.ˋ_order_items_ghoˋ
`, V{"a": g.pwStrong()}, "fulfillment_center_id", "_order_items_gho")

	g.dbaAdd("dba/pt-osc-dsn", `
$ pt-online-schema-change --alter "ADD INDEX idx_created_at (created_at)" \
    D=shop,t=sessions,h=10.30.0.21,u=ptosc,p=«a» \
    --recursion-method=dsn=D=percona,t=dsns,h=10.30.0.21,u=ptosc,p=«a» \
    --max-lag=5 --critical-load Threads_running=80 --execute
No slaves found.  See --recursion-method if host db-primary has slaves.
Altering ˋshopˋ.ˋsessionsˋ...
Creating new table...
`, V{"a": g.pwURL()}, "idx_created_at", "--critical-load Threads_running=80")

	g.add("dba/mha-app-cnf", `
# /etc/masterha/app1.cnf
[server default]
user=mha
password=«a»
ssh_user=root
repl_user=repl
repl_password=«b»
manager_workdir=/var/log/masterha/app1
master_ip_failover_script=/usr/local/bin/master_ip_failover

[server1]
hostname=10.30.0.21
candidate_master=1

[server2]
hostname=10.30.0.22
`, V{"a": g.pw(), "b": g.pw()}, "master_ip_failover_script=/usr/local/bin/master_ip_failover", "[server default]")

	g.add("dba/mysqlrouter-bootstrap", `
$ mysqlrouter --bootstrap clusteradmin:«a»@10.30.0.21:3306 --directory /opt/router --user=mysqlrouter --conf-use-sockets
# Bootstrapping MySQL Router 8.0.37 (MySQL Community - GPL) instance at '/opt/router'...

- Creating account(s) (only those that are needed, if any)
- Verifying account (using it to run SQL queries that would be run by Router)
- Storing account in keyring
- Adjusting permissions of generated files
- Creating configuration /opt/router/mysqlrouter.conf

## MySQL Classic protocol
- Read/Write Connections: localhost:6446, /opt/router/mysql.sock
- Read/Only Connections:  localhost:6447, /opt/router/mysqlro.sock
`, V{"a": g.pwURL()}, "Storing account in keyring", "localhost:6446")

	g.add("dba/mysqlsh-dba-uri", `
$ mysqlsh --uri clusteradmin:«a»@mysql-ic-1.acme.internal:3306 --js
MySQL Shell 8.0.37
 MySQL  mysql-ic-1.acme.internal:3306 ssl  JS > dba.getCluster().status().defaultReplicaSet.status
OK
 MySQL  mysql-ic-1.acme.internal:3306 ssl  JS > dba.getCluster().addInstance('clusteradmin:«a»@mysql-ic-4.acme.internal:3306', {recoveryMethod: 'clone'})
`, V{"a": g.pwURL()}, "mysql-ic-4.acme.internal", "recoveryMethod: 'clone'")

	g.add("dba/mysqladmin-status-loop", `
$ while true; do mysqladmin -h db-primary.mysql.acme.internal -u monitor -p«a» extended-status -r -i 10 | grep -E 'Threads_running|Questions'; done
mysqladmin: [Warning] Using a password on the command line interface can be insecure.
| Questions                                             | 1183                 |
| Threads_running                                       | 7                    |
`, V{"a": g.an(18)}, "Threads_running", "extended-status")

	g.add("dba/mariadb-mysql-secure-install-expect", `
#!/usr/bin/expect -f
# provision/mariadb_secure.exp
spawn mysql_secure_installation
expect "Enter current password for root (enter for none):"
send "\r"
expect "Switch to unix_socket authentication"
send "n\r"
expect "Change the root password?"
send "Y\r"
expect "New password:"
send "«a»\r"
expect "Re-enter new password:"
send "«a»\r"
expect eof
`, V{"a": g.pw()}, "mysql_secure_installation", "Switch to unix_socket authentication")
}

// ---- ProxySQL, Orchestrator, Vitess ----

func (g *G) dbaProxy() {
	g.add("dba/proxysql-cnf", `
# /etc/proxysql.cnf
datadir="/var/lib/proxysql"

admin_variables=
{
	admin_credentials="admin:«a»;radmin:«b»"
	mysql_ifaces="0.0.0.0:6032"
}

mysql_variables=
{
	threads=4
	max_connections=4096
	interfaces="0.0.0.0:6033"
	monitor_username="proxysql_monitor"
	monitor_password="«c»"
	server_version="8.0.36"
}

mysql_users=
(
	{ username = "shop_app", password = "«d»", default_hostgroup = 10, transaction_persistent = 1, active = 1 },
	{ username = "report_ro", password = "«e»", default_hostgroup = 20, active = 1 }
)
`, V{"a": g.an(20), "b": g.an(20), "c": g.pwURL(), "d": g.pwStrong(), "e": g.pw()}, "proxysql_monitor", "mysql_ifaces=\"0.0.0.0:6032\"", "transaction_persistent = 1")

	g.add("dba/proxysql-admin-insert-users", `
$ mysql -u radmin -p«a» -h 127.0.0.1 -P 6032 --prompt='ProxySQL Admin> '
ProxySQL Admin> INSERT INTO mysql_users (username, password, default_hostgroup) VALUES ('billing_app', '«b»', 10);
Query OK, 1 row affected (0.00 sec)
ProxySQL Admin> LOAD MYSQL USERS TO RUNTIME; SAVE MYSQL USERS TO DISK;
Query OK, 0 rows affected (0.00 sec)
ProxySQL Admin> SELECT username, password, default_hostgroup FROM runtime_mysql_users WHERE username = 'billing_app';
+-------------+-------------------------------------------+-------------------+
| username    | password                                  | default_hostgroup |
+-------------+-------------------------------------------+-------------------+
| billing_app | «_h»                                      | 10                |
+-------------+-------------------------------------------+-------------------+
`, V{"a": g.an(20), "b": g.pw(), "_h": g.dbaNative()}, "runtime_mysql_users", "LOAD MYSQL USERS TO RUNTIME")

	g.add("dba/proxysql-set-monitor-password", `
ProxySQL Admin> UPDATE global_variables SET variable_value='«a»' WHERE variable_name='mysql-monitor_password';
Query OK, 1 row affected (0.00 sec)
ProxySQL Admin> SELECT * FROM monitor.mysql_server_connect_log ORDER BY time_start_us DESC LIMIT 2;
+------------+------+------------------+-------------------------+---------------------------------------------------------------------+
| hostname   | port | time_start_us    | connect_success_time_us | connect_error                                                       |
+------------+------+------------------+-------------------------+---------------------------------------------------------------------+
| 10.30.0.22 | 3306 | 1749630012842113 | 0                       | Access denied for user 'proxysql_monitor'@'10.30.0.40' (using password: YES) |
| 10.30.0.21 | 3306 | 1749630012841877 | 1893                    | NULL                                                                |
+------------+------+------------------+-------------------------+---------------------------------------------------------------------+
`, V{"a": g.pwURL()}, "mysql_server_connect_log", "Access denied for user 'proxysql_monitor'@'10.30.0.40' (using password: YES)")

	g.add("dba/orchestrator-conf-json", `
{
  "Debug": false,
  "ListenAddress": ":3000",
  "MySQLTopologyUser": "orchestrator",
  "MySQLTopologyPassword": "«a»",
  "MySQLTopologySSLSkipVerify": true,
  "MySQLOrchestratorHost": "orchestrator-db.acme.internal",
  "MySQLOrchestratorPort": 3306,
  "MySQLOrchestratorDatabase": "orchestrator",
  "MySQLOrchestratorUser": "orc_server_user",
  "MySQLOrchestratorPassword": "«b»",
  "RecoverMasterClusterFilters": ["shop", "billing"],
  "HostnameResolveMethod": "default",
  "InstancePollSeconds": 5,
  "RaftEnabled": false
}
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "orchestrator-db.acme.internal", "RecoverMasterClusterFilters", "orc_server_user")

	g.add("dba/orchestrator-topology-benign", `
$ orchestrator-client -c topology -i db-primary.mysql.acme.internal:3306
db-primary.mysql.acme.internal:3306     [0s,ok,8.0.36-28,rw,ROW,>>,GTID]
+ db-replica-02.mysql.acme.internal:3306 [0s,ok,8.0.36-28,ro,ROW,>>,GTID]
+ db-replica-03.mysql.acme.internal:3306 [2s,ok,8.0.36-28,ro,ROW,>>,GTID]
$ orchestrator-client -c which-gtid-executed -i db-replica-03.mysql.acme.internal:3306
«_g»
`, V{"_g": g.dbaGTID()}, "8.0.36-28", "which-gtid-executed")

	g.add("dba/vtgate-static-auth", `
$ cat /vt/config/mysql_auth_server_static.json
{
  "shop_app": [
    {
      "Password": "«a»",
      "UserData": "shop_app"
    }
  ],
  "vt_readonly": [
    {
      "MysqlNativePassword": "«_h»",
      "UserData": "vt_readonly"
    }
  ]
}
$ vtgate --mysql_auth_server_impl static --mysql_auth_server_static_file /vt/config/mysql_auth_server_static.json --mysql_server_port 3306 --cell zone1
`, V{"a": g.pwStrong(), "_h": g.dbaNative()}, "--mysql_auth_server_impl static", "vt_readonly")

	g.add("dba/vttablet-db-flags", `
$ vttablet --topo_implementation etcd2 --topo_global_server_address etcd:2379 --topo_global_root /vitess/global \
    --tablet-path zone1-0000000101 --init_keyspace commerce --init_shard 0 --init_tablet_type replica \
    --db_app_user vt_app --db_app_password «a» \
    --db_dba_user vt_dba --db_dba_password «b» \
    --db_repl_user vt_repl --db_repl_password «c» \
    --db-credentials-file /vt/secrets/db_credentials.json --grpc_port 16101 --port 15101
`, V{"a": g.an(24), "b": g.an(24), "c": g.an(24)}, "zone1-0000000101", "/vt/secrets/db_credentials.json")

	g.add("dba/vitess-db-credentials-json", `
# /vt/secrets/db_credentials.json  (vttablet --db-credentials-server file)
{
  "vt_app":      ["«a»"],
  "vt_dba":      ["«b»"],
  "vt_repl":     ["«c»"],
  "vt_filtered": ["«d»"]
}
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32), "d": g.an(32)}, "vt_filtered", "--db-credentials-server file")

	g.add("dba/pscale-password-create", `
$ pscale password create shop main ci-migrations --role admin
Password ci-migrations was successfully created in shop/main.
Please save the values below as they will not be shown again

  NAME            BRANCH   ID             USERNAME              ACCESS HOST URL                   ROLE               PLAIN TEXT
 --------------- -------- -------------- --------------------- --------------------------------- ------------------ ------------------------------------------------------
  ci-migrations   main     «_id»   «_u»  aws.connect.psdb.cloud            Can administer     «a»

$ mysql -h aws.connect.psdb.cloud -u «_u» -p«a» --ssl-mode=VERIFY_IDENTITY --ssl-ca=/etc/ssl/certs/ca-certificates.crt shop
`, V{"_id": g.s(alLowNum, 12), "_u": g.s(alLowNum, 20), "a": g.dbaPscale()}, "aws.connect.psdb.cloud", "Please save the values below as they will not be shown again")
}

// ---- Oracle ----

func (g *G) dbaOracle() {
	g.add("dba/tnsnames-ora-benign", `
# $ORACLE_HOME/network/admin/tnsnames.ora
ORCLPDB1 =
  (DESCRIPTION =
    (ADDRESS = (PROTOCOL = TCP)(HOST = ora19-prod.db.acme.internal)(PORT = 1521))
    (CONNECT_DATA =
      (SERVER = DEDICATED)
      (SERVICE_NAME = orclpdb1.acme.internal)
    )
  )

ERPSTBY =
  (DESCRIPTION =
    (ADDRESS_LIST =
      (ADDRESS = (PROTOCOL = TCPS)(HOST = ora19-stby.db.acme.internal)(PORT = 2484))
    )
    (CONNECT_DATA = (SERVICE_NAME = erp_stby.acme.internal))
    (SECURITY = (SSL_SERVER_CERT_DN = "CN=ora19-stby.db.acme.internal,OU=DBA,O=Acme"))
  )
`, V{}, "ora19-prod.db.acme.internal", "orclpdb1.acme.internal", "SSL_SERVER_CERT_DN")

	g.add("dba/sqlplus-user-pass-tns", `
$ sqlplus system/«a»@ORCLPDB1

SQL*Plus: Release 19.0.0.0.0 - Production on Wed Jun 11 10:02:17 2025
Version 19.22.0.0.0

Copyright (c) 1982, 2023, Oracle.  All rights reserved.

Last Successful login time: Tue Jun 10 2025 16:44:03 +00:00

Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
Version 19.22.0.0.0

SQL> select name, open_mode, database_role from v$database;
`, V{"a": g.pwURL()}, "Oracle Database 19c Enterprise Edition", "database_role")

	g.add("dba/sqlplus-sysdba-easy-connect", `
#!/bin/bash
# check_tablespaces.sh (runs from cron on the monitoring host)
sqlplus -s "sys/«a»@//ora19-prod.db.acme.internal:1521/orclpdb1.acme.internal as sysdba" <<EOF
set pages 200 lines 200
select tablespace_name, round(used_percent,1) pct from dba_tablespace_usage_metrics where used_percent > 85;
exit
EOF
`, V{"a": g.pwURL()}, "dba_tablespace_usage_metrics", "check_tablespaces.sh")

	g.add("dba/rman-target-auxiliary", `
$ rman target sys/«a»@ERPPRIM auxiliary sys/«a»@ERPSTBY

Recovery Manager: Release 19.0.0.0.0 - Production on Wed Jun 11 02:00:11 2025
connected to target database: ERP (DBID=«_dbid»)
connected to auxiliary database: ERP (not mounted)

RMAN> DUPLICATE TARGET DATABASE FOR STANDBY FROM ACTIVE DATABASE DORECOVER NOFILENAMECHECK;
`, V{"a": g.pwURL(), "_dbid": g.digits(10)}, "FROM ACTIVE DATABASE DORECOVER", "ERPSTBY")

	g.add("dba/dgmgrl-connect", `
$ dgmgrl sys/«a»@ERPPRIM
DGMGRL for Linux: Release 19.0.0.0.0 - Production on Wed Jun 11 11:20:04 2025
Connected to "ERPPRIM"
Connected as SYSDBA.
DGMGRL> show configuration;

Configuration - erp_dg

  Protection Mode: MaxPerformance
  Members:
  erpprim - Primary database
    erpstby - Physical standby database

Fast-Start Failover:  Disabled

Configuration Status:
SUCCESS   (status updated 42 seconds ago)
`, V{"a": g.pw()}, "erp_dg", "Physical standby database")

	g.add("dba/expdp-parfile", `
$ cat /u01/exports/erp_hr.par
USERID=system/«a»@ORCLPDB1
DIRECTORY=DATA_PUMP_DIR
DUMPFILE=erp_hr_%U.dmp
LOGFILE=erp_hr_exp.log
SCHEMAS=HR,PAYROLL
PARALLEL=4
COMPRESSION=ALL
ENCRYPTION=ALL
ENCRYPTION_PASSWORD=«b»
ENCRYPTION_ALGORITHM=AES256
FLASHBACK_TIME=SYSTIMESTAMP
$ expdp parfile=/u01/exports/erp_hr.par
`, V{"a": g.pwURL(), "b": g.pwURL()}, "DATA_PUMP_DIR", "erp_hr_%U.dmp")

	g.add("dba/impdp-remap-network-link", `
$ impdp \"/ as sysdba\" NETWORK_LINK=SRC_ERP SCHEMAS=HR REMAP_SCHEMA=HR:HR_TEST TABLE_EXISTS_ACTION=REPLACE
Import: Release 19.0.0.0.0 - Production on Wed Jun 11 13:10:44 2025
Starting "SYS"."SYS_IMPORT_SCHEMA_01":  "/******** AS SYSDBA" NETWORK_LINK=SRC_ERP SCHEMAS=HR REMAP_SCHEMA=HR:HR_TEST
SQL> CREATE DATABASE LINK SRC_ERP CONNECT TO hr_export IDENTIFIED BY "«a»" USING 'ORCLPDB1';
Database link created.
`, V{"a": g.pwStrong()}, "SYS_IMPORT_SCHEMA_01", "REMAP_SCHEMA=HR:HR_TEST")

	g.add("dba/mkstore-create-credential", `
$ mkstore -wrl /u01/app/oracle/wallet -createCredential ORCLPDB1 app_batch «a»
Oracle Secret Store Tool Release 19.0.0.0.0 - Production
Version 19.4.0.0.0
Copyright (c) 2004, 2023, Oracle and/or its affiliates. All rights reserved.

Enter wallet password: «b»
$ mkstore -wrl /u01/app/oracle/wallet -listCredential
List credential (index: connect_string username)
1: ORCLPDB1 app_batch
$ sqlplus /@ORCLPDB1
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "/u01/app/oracle/wallet", "connect_string username")

	g.add("dba/orapki-wallet-create", `
$ orapki wallet create -wallet /u01/app/oracle/admin/ERP/tde_wallet -pwd «a» -auto_login_local
Oracle PKI Tool Release 19.0.0.0.0 - Production
Operation is successfully completed.
SQL> ADMINISTER KEY MANAGEMENT SET KEYSTORE OPEN IDENTIFIED BY "«a»" CONTAINER=ALL;
keystore altered.
SQL> ADMINISTER KEY MANAGEMENT SET KEY IDENTIFIED BY "«a»" WITH BACKUP USING 'pre_rotate' CONTAINER=ALL;
`, V{"a": g.pwURL()}, "-auto_login_local", "pre_rotate")

	g.add("dba/python-oracledb-wallet", `
import oracledb

conn = oracledb.connect(
    user="ADMIN",
    password="«a»",
    dsn="acmeadw_high",
    config_dir="/opt/oracle/wallet_acmeadw",
    wallet_location="/opt/oracle/wallet_acmeadw",
    wallet_password="«b»",
)
with conn.cursor() as cur:
    cur.execute("select sys_context('USERENV','SERVICE_NAME') from dual")
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "acmeadw_high", "wallet_acmeadw")

	g.add("dba/sqlldr-control-userid", `
$ sqlldr userid=stage_loader/«a»@ORCLPDB1 control=/data/ctl/customers.ctl log=/data/log/customers.log direct=true errors=500
SQL*Loader: Release 19.0.0.0.0 - Production on Wed Jun 11 04:15:02 2025
Path used:      Direct
Load completed - logical record count 2184771.
Table CUSTOMERS_STG:
  2184760 Rows successfully loaded.
  11 Rows not loaded due to data errors.
`, V{"a": g.pwURL()}, "CUSTOMERS_STG", "stage_loader")

	g.add("dba/oracle-alert-ora-01017-benign", `
$ tail -n 4 $ORACLE_BASE/diag/rdbms/erp/ERP/trace/alert_ERP.log
2025-06-11T09:41:12.518337+00:00
ORCLPDB1(3):Unsuccessful login attempt from host 10.4.8.19 for user APP_BATCH
ORA-01017: invalid username/password; logon denied
ORA-28000: The account is locked.
`, V{}, "ORA-01017: invalid username/password; logon denied", "APP_BATCH")

	g.add("dba/ords-conf-pool", `
<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE properties SYSTEM "http://java.sun.com/dtd/properties.dtd">
<properties>
<entry key="db.hostname">ora19-prod.db.acme.internal</entry>
<entry key="db.port">1521</entry>
<entry key="db.servicename">orclpdb1.acme.internal</entry>
<entry key="db.username">ORDS_PUBLIC_USER</entry>
<entry key="db.password">!«a»</entry>
<entry key="jdbc.MaxLimit">40</entry>
</properties>
`, V{"a": g.pwURL()}, "ORDS_PUBLIC_USER", "jdbc.MaxLimit")
}

// ---- SQL Server ----

func (g *G) dbaSQLServer() {
	g.add("dba/sqlcmd-sa", `
PS C:\> sqlcmd -S tcp:sql01.corp.acme.local,1433 -U sa -P '«a»' -C -Q "SELECT @@SERVERNAME, @@VERSION"

-------------------------------------------------------------------------------------------
SQL01
Microsoft SQL Server 2022 (RTM-CU13) (KB5036432) - 16.0.4125.3 (X64)

(1 rows affected)
`, V{"a": g.pwStrong()}, "sql01.corp.acme.local", "RTM-CU13")

	g.add("dba/bcp-export", `
$ bcp "SELECT OrderID, CustomerID, Total FROM Sales.dbo.Orders WHERE OrderDate >= '2025-01-01'" queryout orders_2025.csv -c -t, -S sql01.corp.acme.local -U etl_export -P «a» -d Sales
Starting copy...
1000 rows successfully bulk-copied to host-file. Total received: 412000
412338 rows copied.
Network packet size (bytes): 4096
Clock Time (ms.) Total     : 3121   Average : (132117.26 rows per sec.)
`, V{"a": g.pwURL()}, "orders_2025.csv", "etl_export")

	g.add("dba/mssql-docker-run", `
$ docker run -d --name mssql-dev -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=«a»" -e "MSSQL_PID=Developer" \
    -p 1433:1433 -v mssql-data:/var/opt/mssql mcr.microsoft.com/mssql/server:2022-CU13-ubuntu-22.04
«_c»
`, V{"a": g.pwStrong(), "_c": g.hex(64)}, "mcr.microsoft.com/mssql/server:2022-CU13-ubuntu-22.04", "MSSQL_PID=Developer")

	g.add("dba/sp-addlinkedsrvlogin", `
EXEC master.dbo.sp_addlinkedserver
    @server = N'ORA_ERP',
    @srvproduct = N'Oracle',
    @provider = N'OraOLEDB.Oracle',
    @datasrc = N'ORCLPDB1';
GO
EXEC master.dbo.sp_addlinkedsrvlogin
    @rmtsrvname = N'ORA_ERP',
    @useself = N'False',
    @locallogin = NULL,
    @rmtuser = N'MSSQL_LINK',
    @rmtpassword = N'«a»';
GO
`, V{"a": g.pwStrong()}, "OraOLEDB.Oracle", "MSSQL_LINK")

	g.add("dba/create-login-ssms-script", `
USE [master]
GO
CREATE LOGIN [svc_reporting] WITH PASSWORD=N'«a»', DEFAULT_DATABASE=[ReportServer], CHECK_EXPIRATION=OFF, CHECK_POLICY=ON
GO
ALTER SERVER ROLE [##MS_ServerStateReader##] ADD MEMBER [svc_reporting]
GO
CREATE LOGIN [legacy_app] WITH PASSWORD=«_h» HASHED, SID=«_sid», CHECK_POLICY=OFF
GO
`, V{"a": g.pw(), "_h": "0x0200" + g.s(alHexU, 136), "_sid": "0x" + g.s(alHexU, 32)}, "##MS_ServerStateReader##", "svc_reporting")

	g.add("dba/invoke-sqlcmd-dbatools", `
# Refresh-Staging.ps1
$pw   = ConvertTo-SecureString '«a»' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ('CORP\svc_dbrefresh', $pw)
Copy-DbaDatabase -Source sql01.corp.acme.local -Destination sqlstg01.corp.acme.local -Database Sales -BackupRestore -SharedPath \\fs01\sqlbackup -SourceSqlCredential $cred -DestinationSqlCredential $cred -WithReplace
Invoke-Sqlcmd -ServerInstance sqlstg01.corp.acme.local -Username sa -Password '«b»' -Query "ALTER DATABASE Sales SET RECOVERY SIMPLE" -TrustServerCertificate
`, V{"a": g.pw(), "b": g.pwStrong()}, "CORP\\svc_dbrefresh", "Copy-DbaDatabase")

	g.add("dba/odbc-ini-dsn", `
$ cat /etc/odbc.ini
[SalesDW]
Driver          = ODBC Driver 18 for SQL Server
Server          = tcp:sqldw01.corp.acme.local,1433
Database        = SalesDW
UID             = tableau_ro
PWD             = «a»
Encrypt         = yes
TrustServerCertificate = no

[ERP-Oracle]
Driver          = Oracle 19 ODBC driver
ServerName      = ORCLPDB1
UserID          = odbc_ro
Password        = «b»
$ isql -v SalesDW
`, V{"a": g.pwURL(), "b": g.pw()}, "ODBC Driver 18 for SQL Server", "tableau_ro")

	g.add("dba/web-config-connectionstrings", `
<configuration>
  <connectionStrings>
    <add name="Warehouse" connectionString="Data Source=sqldw01.corp.acme.local;Initial Catalog=SalesDW;User Id=wh_app;Password=«a»;Max Pool Size=200;Application Name=OrderPortal" providerName="System.Data.SqlClient" />
    <add name="Audit" connectionString="Server=sql01.corp.acme.local;Database=Audit;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
`, V{"a": g.pwStrong()}, "Integrated Security=SSPI;", "Application Name=OrderPortal")

	g.add("dba/sqlpackage-extract", `
> SqlPackage /Action:Extract /SourceConnectionString:"Server=tcp:acme-sales.database.windows.net,1433;Database=Sales;User ID=dacpac_ci;Password=«a»;Encrypt=True;" /TargetFile:"artifacts\Sales.dacpac"
Connecting to database 'Sales' on server 'tcp:acme-sales.database.windows.net,1433'.
Extracting schema
Resolving references in schema model
Successfully extracted database and saved it to file 'artifacts\Sales.dacpac'.
`, V{"a": g.pwStrong()}, "artifacts\\Sales.dacpac", "dacpac_ci")

	g.add("dba/sql-errorlog-failed-login-benign", `
2025-06-11 08:14:22.31 Logon       Error: 18456, Severity: 14, State: 8.
2025-06-11 08:14:22.31 Logon       Login failed for user 'sa'. Reason: Password did not match that for the login provided. [CLIENT: 10.9.14.77]
2025-06-11 08:14:25.02 Logon       Error: 18456, Severity: 14, State: 5.
2025-06-11 08:14:25.02 Logon       Login failed for user 'admin'. Reason: Could not find a login matching the name provided. [CLIENT: 10.9.14.77]
`, V{}, "Error: 18456, Severity: 14, State: 8.", "[CLIENT: 10.9.14.77]")

	g.add("dba/mssql-master-key-backup", `
USE Sales;
CREATE MASTER KEY ENCRYPTION BY PASSWORD = '«a»';
CREATE CERTIFICATE TDECert WITH SUBJECT = 'TDE certificate for Sales';
BACKUP CERTIFICATE TDECert TO FILE = 'D:\keys\TDECert.cer'
    WITH PRIVATE KEY (FILE = 'D:\keys\TDECert.pvk', ENCRYPTION BY PASSWORD = '«b»');
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "TDE certificate for Sales", "D:\\keys\\TDECert.pvk")

	g.add("dba/mssql-ag-endpoint-login", `
-- run on both replicas of the AG
CREATE LOGIN [ag_endpoint] WITH PASSWORD = '«a»';
CREATE USER [ag_endpoint] FOR LOGIN [ag_endpoint];
CREATE ENDPOINT [Hadr_endpoint] STATE = STARTED AS TCP (LISTENER_PORT = 5022)
    FOR DATA_MIRRORING (ROLE = ALL, AUTHENTICATION = CERTIFICATE ag_cert, ENCRYPTION = REQUIRED ALGORITHM AES);
GRANT CONNECT ON ENDPOINT::[Hadr_endpoint] TO [ag_endpoint];
`, V{"a": g.pwStrong()}, "Hadr_endpoint", "LISTENER_PORT = 5022")

	g.add("dba/go-mssql-sqlserver-url", `
// cmd/inventory-sync/main.go
dsn := "sqlserver://inv_sync:«a»@sql01.corp.acme.local:1433?database=Inventory&encrypt=true&app+name=inventory-sync"
db, err := sql.Open("sqlserver", dsn)
if err != nil {
	log.Fatalf("open: %v", err)
}
`, V{"a": g.pwURL()}, "app+name=inventory-sync", "inv_sync")
}

// ---- MongoDB ----

func (g *G) dbaMongo() {
	g.add("dba/mongosh-replset-uri", `
$ mongosh "mongodb://clusterAdmin:«a»@mongo-1.db.acme.internal:27017,mongo-2.db.acme.internal:27017,mongo-3.db.acme.internal:27017/?replicaSet=rs0&authSource=admin&tls=true"
Current Mongosh Log ID: «_l»
Connecting to:          mongodb://<credentials>@mongo-1.db.acme.internal:27017,mongo-2.db.acme.internal:27017,mongo-3.db.acme.internal:27017/?replicaSet=rs0&authSource=admin&tls=true&appName=mongosh+2.2.6
Using MongoDB:          7.0.11
Using Mongosh:          2.2.6
rs0 [primary] test>
`, V{"a": g.pwURL(), "_l": g.hex(24)}, "mongodb://<credentials>@mongo-1.db.acme.internal", "appName=mongosh+2.2.6")

	g.add("dba/mongo-keyfile-cat", `
$ openssl rand -base64 756 > /etc/mongod/keyfile && chmod 400 /etc/mongod/keyfile && chown mongodb:mongodb /etc/mongod/keyfile
$ sudo cat /etc/mongod/keyfile
«a»
$ scp /etc/mongod/keyfile mongo-2.db.acme.internal:/etc/mongod/keyfile
`, V{"a": g.dbaKeyFile()}, "openssl rand -base64 756", "chown mongodb:mongodb")

	g.add("dba/mongod-conf-benign-security", `
# /etc/mongod.conf
storage:
  dbPath: /var/lib/mongodb
  wiredTiger:
    engineConfig:
      cacheSizeGB: 24
net:
  port: 27017
  bindIp: 0.0.0.0
  tls:
    mode: requireTLS
    certificateKeyFile: /etc/mongod/tls/mongo-1.pem
    CAFile: /etc/mongod/tls/ca.pem
replication:
  replSetName: rs0
security:
  authorization: enabled
  keyFile: /etc/mongod/keyfile
`, V{}, "keyFile: /etc/mongod/keyfile", "replSetName: rs0")

	g.add("dba/mongo-createuser", `
rs0 [primary] admin> db.createUser({
...   user: "orders_app",
...   pwd: "«a»",
...   roles: [ { role: "readWrite", db: "orders" }, { role: "read", db: "catalog" } ],
...   mechanisms: [ "SCRAM-SHA-256" ]
... })
{ ok: 1, '$clusterTime': { clusterTime: Timestamp({ t: 1749633312, i: 4 }), signature: { hash: Binary.createFromBase64('«_h»', 0), keyId: Long('«_k»') } }, operationTime: Timestamp({ t: 1749633312, i: 4 }) }
`, V{"a": g.pw(), "_h": g.b64(20), "_k": "7" + g.s(alDigit, 18)}, "orders_app", "SCRAM-SHA-256")

	g.add("dba/mongo-change-user-password", `
rs0 [primary] admin> db.changeUserPassword("reporting", "«a»")
{ ok: 1 }
rs0 [primary] admin> db.getSiblingDB("admin").auth("reporting", "«a»")
{ ok: 1 }
`, V{"a": g.pwStrong()}, "changeUserPassword", "reporting")

	g.add("dba/mongodump-uri-archive", `
$ mongodump --uri="mongodb+srv://backup_svc:«a»@prod-cluster.x9kq2.mongodb.net/orders" --archive=/backups/orders-$(date +%F).gz --gzip --readPreference=secondary
2025-06-11T03:00:02.117+0000	writing orders.customers to archive '/backups/orders-2025-06-11.gz'
2025-06-11T03:00:02.219+0000	writing orders.line_items to archive '/backups/orders-2025-06-11.gz'
2025-06-11T03:04:41.880+0000	done dumping orders.line_items (18273112 documents)
`, V{"a": g.pwURL()}, "prod-cluster.x9kq2.mongodb.net", "readPreference=secondary")

	g.add("dba/atlas-cli-dbusers", `
$ atlas config init
? Public API Key: «_pub»
? Private API Key: [? for help] «a»
? Default Org ID: «_org»
$ atlas dbusers create readWriteAnyDatabase --username etl_atlas --password '«b»' --projectId «_proj»
Database user 'etl_atlas' successfully created.
`, V{"_pub": g.s(alLower, 8), "a": g.uuid(), "_org": g.hex(24), "b": g.pwStrong(), "_proj": g.hex(24)}, "readWriteAnyDatabase", "etl_atlas")

	g.add("dba/mongo-express-compose", `
  mongo-express:
    image: mongo-express:1.0.2
    ports: ["8081:8081"]
    environment:
      ME_CONFIG_MONGODB_URL: mongodb://root:«a»@mongo:27017/?authSource=admin
      ME_CONFIG_BASICAUTH_USERNAME: dba
      ME_CONFIG_BASICAUTH_PASSWORD: «b»
  mongo:
    image: mongo:7.0
    environment:
      MONGO_INITDB_ROOT_USERNAME: root
      MONGO_INITDB_ROOT_PASSWORD: «a»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "ME_CONFIG_BASICAUTH_USERNAME", "mongo-express:1.0.2")

	g.add("dba/mongod-auth-failed-log-benign", `
{"t":{"$date":"2025-06-11T09:14:02.331+00:00"},"s":"I",  "c":"ACCESS",   "id":20249,   "ctx":"conn48213","msg":"Authentication failed","attr":{"mechanism":"SCRAM-SHA-256","speculative":true,"principalName":"orders_app","authenticationDatabase":"admin","remote":"10.50.3.18:51872","extraInfo":{},"error":"AuthenticationFailed: SCRAM authentication failed, storedKey mismatch"}}
{"t":{"$date":"2025-06-11T09:14:02.335+00:00"},"s":"I",  "c":"NETWORK",  "id":22944,   "ctx":"conn48213","msg":"Connection ended","attr":{"remote":"10.50.3.18:51872","uuid":{"uuid":{"$uuid":"«_u»"}},"connectionId":48213,"connectionCount":412}}
`, V{"_u": g.uuid()}, "storedKey mismatch", "conn48213")

	g.add("dba/mongo-system-users-benign", `
rs0 [primary] admin> db.system.users.find({user: "orders_app"}, {credentials: 1}).pretty()
[
  {
    _id: 'admin.orders_app',
    credentials: {
      'SCRAM-SHA-256': {
        iterationCount: 15000,
        salt: '«_s»',
        storedKey: '«_k»',
        serverKey: '«_v»'
      }
    }
  }
]
`, V{"_s": g.b64(28), "_k": g.b64(32), "_v": g.b64(32)}, "admin.orders_app", "iterationCount: 15000")

	g.add("dba/mongo-rs-add-keyfile-k8s-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: mongodb-keyfile
  namespace: data
type: Opaque
stringData:
  keyfile: |
«a»
`, func() V {
		k := g.dbaKeyFile()
		return V{"a": "    " + strings.ReplaceAll(k, "\n", "\n    ")}
	}(), "mongodb-keyfile")
}

// ---- Redis ----

func (g *G) dbaRedis() {
	g.add("dba/redis-users-acl", `
$ cat /etc/redis/users.acl
user default off nopass ~* &* +@all
user admin on #«_h» ~* &* +@all
user app_cache on >«a» ~cache:* &* +@read +@write -@dangerous
user sidekiq on >«b» ~queue:* ~sidekiq:* &* +@all -@admin
user exporter on >«c» -@all +info +ping +config|get +client|list +slowlog +latency
`, V{"_h": g.hex(64), "a": g.an(32), "b": g.pwURL(), "c": g.an(24)}, "+@write -@dangerous", "user default off nopass")

	g.add("dba/redis-conf-requirepass-masterauth", `
# /etc/redis/redis.conf  (replica)
bind 0.0.0.0
port 6379
protected-mode yes
requirepass «a»
replicaof 10.60.0.11 6379
masteruser replica-user
masterauth «b»
maxmemory 12gb
maxmemory-policy allkeys-lru
aclfile /etc/redis/users.acl
`, V{"a": g.an(40), "b": g.an(40)}, "replica-user", "maxmemory-policy allkeys-lru")

	g.add("dba/redis-config-set-requirepass", `
$ redis-cli -h 10.60.0.11
10.60.0.11:6379> CONFIG SET requirepass "«a»"
OK
10.60.0.11:6379> AUTH «a»
OK
10.60.0.11:6379> CONFIG REWRITE
OK
`, V{"a": g.pwURL()}, "CONFIG REWRITE")

	g.add("dba/redis-acl-setuser-list", `
127.0.0.1:6379> ACL SETUSER reporting on >«a» ~report:* +@read
OK
127.0.0.1:6379> ACL LIST
1) "user default on nopass sanitize-payload ~* &* +@all"
2) "user reporting on #«_h» ~report:* resetchannels -@all +@read"
127.0.0.1:6379> ACL WHOAMI
"default"
`, V{"a": g.pwStrong(), "_h": g.hex(64)}, "resetchannels", "ACL WHOAMI")

	g.add("dba/redis-sentinel-conf", `
# /etc/redis/sentinel.conf
port 26379
sentinel monitor mymaster 10.60.0.11 6379 2
sentinel auth-user mymaster sentinel-user
sentinel auth-pass mymaster «a»
sentinel down-after-milliseconds mymaster 5000
sentinel failover-timeout mymaster 60000
requirepass «b»
sentinel myid «_id»
`, V{"a": g.an(32), "b": g.an(32), "_id": g.hex(40)}, "sentinel monitor mymaster 10.60.0.11 6379 2", "sentinel-user")

	g.add("dba/redis-cli-user-pass", `
$ redis-cli --tls --cacert /etc/redis/tls/ca.crt -h redis-prod.cache.acme.internal --user app_cache --pass «a» --no-auth-warning INFO replication
# Replication
role:master
connected_slaves:2
slave0:ip=10.60.0.12,port=6379,state=online,offset=928173664,lag=0
master_replid:«_r»
master_repl_offset:928173664
`, V{"a": g.an(32), "_r": g.hex(40)}, "redis-prod.cache.acme.internal", "connected_slaves:2")

	g.add("dba/redis-migrate-auth2", `
127.0.0.1:6379> MIGRATE 10.60.1.21 6379 "" 0 5000 COPY REPLACE AUTH2 migrator «a» KEYS session:1 session:2
OK
`, V{"a": g.an(28)}, "MIGRATE 10.60.1.21 6379")

	g.add("dba/redis-exporter-env", `
$ systemctl cat redis_exporter | grep -i env
Environment=REDIS_ADDR=rediss://redis-prod.cache.acme.internal:6379
Environment=REDIS_USER=exporter
Environment=REDIS_PASSWORD=«a»
Environment=REDIS_EXPORTER_CHECK_KEYS=queue:*
`, V{"a": g.an(24)}, "REDIS_EXPORTER_CHECK_KEYS=queue:*")
}

// ---- Cassandra, ClickHouse, CockroachDB, TiDB, Neo4j, InfluxDB ----

func (g *G) dbaOtherStores() {
	g.add("dba/cqlshrc", `
$ cat ~/.cassandra/cqlshrc
[authentication]
username = cass_dba
password = «a»

[connection]
hostname = cass-seed-1.db.acme.internal
port = 9042
ssl = true
request_timeout = 60

[ssl]
certfile = /etc/cassandra/tls/ca.pem
validate = true
`, V{"a": g.pw()}, "cass-seed-1.db.acme.internal", "cass_dba")

	g.add("dba/nodetool-pw-status", `
$ nodetool -u cassandra_jmx -pw «a» status
Datacenter: eu-west
===================
Status=Up/Down
|/ State=Normal/Leaving/Joining/Moving
--  Address      Load        Tokens  Owns (effective)  Host ID                               Rack
UN  10.70.0.11   412.31 GiB  16      33.4%             «_h1»  rack1
UN  10.70.0.12   409.88 GiB  16      33.3%             «_h2»  rack2
DN  10.70.0.13   411.02 GiB  16      33.3%             «_h3»  rack3
`, V{"a": g.an(20), "_h1": g.uuid(), "_h2": g.uuid(), "_h3": g.uuid()}, "Owns (effective)", "cassandra_jmx")

	g.add("dba/cassandra-jmxremote-password", `
$ sudo cat /etc/cassandra/jmxremote.password
# role      password
monitorRole «a»
controlRole «b»
cassandra_jmx «c»
$ ls -l /etc/cassandra/jmxremote.password
-r-------- 1 cassandra cassandra 97 Jun  2 14:10 /etc/cassandra/jmxremote.password
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.an(20)}, "monitorRole", "/etc/cassandra/jmxremote.password")

	g.add("dba/cassandra-yaml-keystore", `
server_encryption_options:
  internode_encryption: all
  keystore: /etc/cassandra/tls/node1.keystore.jks
  keystore_password: «a»
  truststore: /etc/cassandra/tls/truststore.jks
  truststore_password: «b»
  require_client_auth: true
client_encryption_options:
  enabled: true
  keystore: /etc/cassandra/tls/node1.keystore.jks
  keystore_password: «a»
`, V{"a": g.an(20), "b": g.an(16)}, "internode_encryption: all", "require_client_auth: true")

	g.add("dba/cqlsh-create-role", `
cass_dba@cqlsh> CREATE ROLE inventory_svc WITH PASSWORD = '«a»' AND LOGIN = true;
cass_dba@cqlsh> GRANT SELECT ON KEYSPACE inventory TO inventory_svc;
cass_dba@cqlsh> LIST ROLES;

 role          | super | login | options | datacenters
---------------+-------+-------+---------+-------------
     cass_dba  |  True |  True |        {} |         ALL
 inventory_svc | False |  True |        {} |         ALL
`, V{"a": g.pw()}, "inventory_svc", "datacenters")

	g.add("dba/astra-token-cqlsh", `
$ cqlsh -u token -p «a» -b ~/Downloads/secure-connect-inventory.zip
Connected to cndb at 127.0.0.1:9042
[cqlsh 6.8.0 | Cassandra 4.0.0.6816 | CQL spec 3.4.5 | Native protocol v4]
token@cqlsh>
`, V{"a": g.dbaAstra()}, "secure-connect-inventory.zip", "Native protocol v4")

	g.add("dba/clickhouse-users-xml", `
<!-- /etc/clickhouse-server/users.d/users.xml -->
<clickhouse>
    <users>
        <default>
            <password_sha256_hex>«_h»</password_sha256_hex>
            <networks><ip>::1</ip><ip>127.0.0.1</ip></networks>
        </default>
        <etl_writer>
            <password>«a»</password>
            <profile>etl</profile>
            <quota>default</quota>
            <access_management>0</access_management>
        </etl_writer>
        <grafana>
            <password_double_sha1_hex>«_d»</password_double_sha1_hex>
            <profile>readonly</profile>
        </grafana>
    </users>
</clickhouse>
`, V{"_h": g.hex(64), "a": g.pwStrong(), "_d": g.hex(40)}, "etl_writer", "password_double_sha1_hex")

	g.add("dba/clickhouse-client-config", `
$ cat ~/.clickhouse-client/config.xml
<config>
    <host>ch-prod-1.analytics.acme.internal</host>
    <port>9440</port>
    <secure>true</secure>
    <user>analyst_kb</user>
    <password>«a»</password>
    <database>events</database>
    <prompt_by_server_display_name>{display_name} :) </prompt_by_server_display_name>
</config>
`, V{"a": g.pwURL()}, "ch-prod-1.analytics.acme.internal", "analyst_kb")

	g.add("dba/clickhouse-cloud-connect", `
$ clickhouse client --host «_h».eu-west-1.aws.clickhouse.cloud --secure --password '«a»'
ClickHouse client version 24.5.1.1763 (official build).
Connecting to «_h».eu-west-1.aws.clickhouse.cloud:9440 as user default.
Connected to ClickHouse server version 24.4.1.

«_h».eu-west-1.aws.clickhouse.cloud :) SELECT count() FROM system.parts WHERE active
`, V{"_h": g.s(alLowNum, 10), "a": g.s(alAlnum+"~_.", 22)}, "system.parts WHERE active", "ClickHouse client version 24.5.1.1763")

	g.add("dba/cockroach-sql-url", `
$ cockroach sql --url "postgresql://maxroach:«a»@free-tier14.aws-us-east-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full&options=--cluster%3Dacme-ledger-«_c»"
#
# Welcome to the CockroachDB SQL shell.
# All statements must be terminated by a semicolon.
# To exit, type: \q.
#
# Server version: CockroachDB CCL v24.1.1 (x86_64-pc-linux-gnu, built 2024/06/05 17:53:13, go1.22.3)
maxroach@free-tier14.aws-us-east-1.cockroachlabs.cloud:26257/defaultdb>
`, V{"a": g.b64u(22), "_c": g.digits(4)}, "Welcome to the CockroachDB SQL shell.", "maxroach")

	g.add("dba/cockroach-create-user", `
root@localhost:26257/ledger> CREATE USER ledger_svc WITH PASSWORD '«a»';
CREATE ROLE
root@localhost:26257/ledger> SHOW USERS;
  username   | options | member_of
-------------+---------+------------
  admin      |         | {}
  ledger_svc |         | {}
  root       |         | {admin}
(3 rows)
`, V{"a": g.pwStrong()}, "ledger_svc", "member_of")

	g.add("dba/tidb-lightning-toml", `
# tidb-lightning.toml
[lightning]
level = "info"
file = "tidb-lightning.log"

[tikv-importer]
backend = "local"
sorted-kv-dir = "/mnt/ssd/sorted-kv"

[mydumper]
data-source-dir = "s3://acme-tidb-import/orders?region=us-west-2&access-key=«a»&secret-access-key=«b»"

[tidb]
host = "tidb.db.acme.internal"
port = 4000
user = "lightning"
password = "«c»"
status-port = 10080
pd-addr = "10.80.0.11:2379"
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwStrong()}, "sorted-kv-dir", "tidb.db.acme.internal")

	g.add("dba/tidb-cloud-mysql-cli", `
$ mysql --comments -u '«_u».root' -h gateway01.us-west-2.prod.aws.tidbcloud.com -P 4000 -D test --ssl-mode=VERIFY_IDENTITY --ssl-ca=/etc/ssl/cert.pem -p'«a»'
Welcome to the MySQL monitor.  Commands end with ; or \g.
Server version: 8.0.11-TiDB-v7.5.2-serverless TiDB Server (Apache License 2.0) Community Edition, MySQL 8.0 compatible
`, V{"_u": g.an(15), "a": g.an(16)}, "gateway01.us-west-2.prod.aws.tidbcloud.com", "8.0.11-TiDB-v7.5.2-serverless")

	g.add("dba/dumpling-export", `
$ tiup dumpling -u dumper -p '«a»' -P 4000 -h tidb.db.acme.internal --filetype sql -t 8 -o /data/dump/orders -r 200000 -F 256MiB -B orders
[2025/06/11 03:00:01.112 +00:00] [INFO] [versions.go:54] ["Welcome to dumpling"] ["Release Version"=v7.5.2]
[2025/06/11 03:00:01.301 +00:00] [INFO] [dump.go:151] ["begin to run Dump"] [conf="{\"s3\":{},\"AllowCleartextPasswords\":false,\"SortByPk\":true,\"User\":\"dumper\",\"Password\":\"******\",\"Port\":4000}"]
`, V{"a": g.pw()}, `\"Password\":\"******\"`, "Welcome to dumpling")

	g.add("dba/neo4j-aura-credentials-txt", `
$ cat ~/Downloads/Neo4j-«_i»-Created-2025-06-11.txt
# Wait 60 seconds before connecting using these details, or login to https://console.neo4j.io to validate the Aura Instance is available
NEO4J_URI=neo4j+s://«_i».databases.neo4j.io
NEO4J_USERNAME=neo4j
NEO4J_PASSWORD=«a»
AURA_INSTANCEID=«_i»
AURA_INSTANCENAME=graph-recs
`, V{"_i": g.hex(8), "a": g.b64u(43)}, "https://console.neo4j.io", "graph-recs")

	g.add("dba/neo4j-admin-initial-password", `
$ docker run -d --name neo4j -p 7474:7474 -p 7687:7687 -e NEO4J_AUTH=neo4j/«a» -e NEO4J_PLUGINS='["apoc"]' neo4j:5.20-enterprise
$ docker exec neo4j neo4j-admin dbms set-initial-password «b»
Changed password for user 'neo4j'. IMPORTANT: this change will only take effect if performed before the database is started for the first time.
`, V{"a": g.pwURL(), "b": g.pwURL()}, "neo4j:5.20-enterprise", "set-initial-password")

	g.add("dba/influx-setup", `
$ influx setup --host http://influx.mon.acme.internal:8086 --username admin --password '«a»' --org acme --bucket telegraf --retention 30d --token «b» --force
User	Organization	Bucket
admin	acme		telegraf
`, V{"a": g.pw(), "b": g.dbaInflux()}, "influx.mon.acme.internal", "--retention 30d")

	g.add("dba/influx-auth-list", `
$ influx auth list --user admin
ID			Description			Token												User Name	User ID			Permissions
«_i1»	admin's Token			«a»	admin		«_u»	[read:/authorizations write:/authorizations read:/buckets write:/buckets ...]
«_i2»	telegraf write			«b»	admin		«_u»	[write:orgs/«_o»/buckets/«_b»]
`, V{"_i1": g.hex(16), "a": g.dbaInflux(), "_u": g.hex(16), "_i2": g.hex(16), "b": g.dbaInflux(), "_o": g.hex(16), "_b": g.hex(16)}, "telegraf write", "read:/authorizations")

	g.add("dba/influx-configs-file", `
$ cat ~/.influxdbv2/configs
[default]
  url = "http://localhost:8086"
  token = "«a»"
  org = "acme"
  active = true

[prod]
  url = "https://influx.mon.acme.internal:8086"
  token = "«b»"
  org = "acme"
`, V{"a": g.dbaInflux(), "b": g.dbaInflux()}, "influx.mon.acme.internal", "active = true")

	g.add("dba/telegraf-outputs-influx", `
[[outputs.influxdb_v2]]
  urls = ["https://influx.mon.acme.internal:8086"]
  token = "«a»"
  organization = "acme"
  bucket = "telegraf"

[[inputs.postgresql_extensible]]
  address = "host=10.20.0.11 user=telegraf password=«b» sslmode=disable dbname=postgres"
  databases = ["orders"]

[[inputs.mysql]]
  servers = ["telegraf:«c»@tcp(10.30.0.21:3306)/?tls=false"]
`, V{"a": g.dbaInflux(), "b": g.an(20), "c": g.an(20)}, "outputs.influxdb_v2", "postgresql_extensible")

	g.add("dba/influx1-cli", `
$ influx -host influx-legacy.mon.acme.internal -port 8086 -username grafana -password '«a»' -database telegraf -execute 'SHOW RETENTION POLICIES'
name    duration  shardGroupDuration replicaN default
----    --------  ------------------ -------- -------
autogen 720h0m0s  24h0m0s            1        true
`, V{"a": g.pw()}, "shardGroupDuration", "influx-legacy.mon.acme.internal")

	g.add("dba/influxdb3-create-token", `
$ influxdb3 create token --admin --host http://localhost:8181
New token created successfully!

Token: «a»
HTTP Requests Header: Authorization: Bearer «a»

IMPORTANT: Store this token securely, as it will not be shown again.
`, V{"a": "apiv3_" + g.b64u(86)}, "Store this token securely")
}

// ---- migration tools ----

func (g *G) dbaMigrations() {
	g.add("dba/flyway-conf", `
# conf/flyway.conf
flyway.url=jdbc:postgresql://pg-orders-01.db.acme.internal:5432/orders
flyway.user=flyway
flyway.password=«a»
flyway.schemas=public,audit
flyway.locations=filesystem:sql/migrations
flyway.baselineOnMigrate=true
flyway.placeholders.readonly_password=«b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "filesystem:sql/migrations", "flyway.baselineOnMigrate=true")

	g.add("dba/flyway-toml-env", `
# flyway.toml
[flyway]
locations = ["filesystem:migrations"]
licenseKey = "«a»"

[environments.prod]
url = "jdbc:sqlserver://sql01.corp.acme.local:1433;databaseName=Sales;encrypt=true"
user = "flyway_deploy"
password = "«b»"
`, V{"a": "FL01" + g.s(alUpNum, 60), "b": g.pwStrong()}, "flyway_deploy", "[environments.prod]")

	g.add("dba/flyway-info-benign", `
$ flyway info
Flyway OSS Edition 10.15.0 by Redgate
Database: jdbc:postgresql://pg-orders-01.db.acme.internal:5432/orders (PostgreSQL 16.3)
Schema version: 2.14.0

+-----------+---------+------------------------------+------+---------------------+---------+-------------+
| Category  | Version | Description                  | Type | Installed On        | State   | Checksum    |
+-----------+---------+------------------------------+------+---------------------+---------+-------------+
| Versioned | 2.13.0  | add refund reasons           | SQL  | 2025-05-28 10:12:44 | Success | «_c1»   |
| Versioned | 2.14.0  | partition order events       | SQL  | 2025-06-10 08:01:03 | Success | «_c2»  |
+-----------+---------+------------------------------+------+---------------------+---------+-------------+
`, V{"_c1": "-" + g.digits(10), "_c2": g.digits(9)}, "partition order events", "Flyway OSS Edition 10.15.0 by Redgate")

	g.add("dba/liquibase-properties", `
# liquibase.properties
changeLogFile: db/changelog/db.changelog-master.yaml
url: jdbc:oracle:thin:@//ora19-prod.db.acme.internal:1521/orclpdb1.acme.internal
username: LB_DEPLOY
password: «a»
liquibase.licenseKey: «b»
referenceUrl: jdbc:oracle:thin:@//ora19-stage.db.acme.internal:1521/orclpdb1.acme.internal
referenceUsername: LB_DEPLOY
referencePassword: «c»
`, V{"a": g.pwURL(), "b": g.s(alAlnum+"+/", 120) + "==", "c": g.pwURL()}, "db/changelog/db.changelog-master.yaml", "referenceUsername: LB_DEPLOY")

	g.add("dba/liquibase-update-cli", `
$ liquibase update --url="jdbc:mysql://db-primary.mysql.acme.internal:3306/shop" --username=lb_shop --password=«a» --changelog-file=changelog.xml
####################################################
##   _     _             _ _                      ##
##  | |   (_)           (_) |                     ##
##  | |    _  __ _ _   _ _| |__   __ _ ___  ___   ##
####################################################
Starting Liquibase at 10:44:02 (version 4.28.0 #2272 built at 2024-05-16 19:00+0000)
Liquibase Version: 4.28.0
UPDATE SUMMARY
Run:                          3
Previously run:             118
`, V{"a": g.pwURL()}, "lb_shop", "Previously run:             118")

	g.add("dba/alembic-ini", `
# alembic.ini
[alembic]
script_location = migrations
prepend_sys_path = .
sqlalchemy.url = postgresql+psycopg2://alembic:«a»@pg-analytics.db.acme.internal:5432/analytics

[loggers]
keys = root,sqlalchemy,alembic
`, V{"a": g.pwURL()}, "prepend_sys_path = .", "keys = root,sqlalchemy,alembic")

	g.add("dba/alembic-upgrade-benign", `
$ alembic upgrade head
INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade «_a» -> «_b», add index on events.created_at
`, V{"_a": g.hex(12), "_b": g.hex(12)}, "Will assume transactional DDL.", "add index on events.created_at")

	g.add("dba/rails-database-yml-replica", `
# config/database.yml
production:
  primary:
    adapter: postgresql
    url: postgres://storefront:«a»@pg-orders-01.db.acme.internal:5432/storefront_production
    pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>
  primary_replica:
    adapter: postgresql
    url: postgres://storefront_ro:«b»@pg-orders-02.db.acme.internal:5432/storefront_production
    replica: true
  cache:
    adapter: postgresql
    database: storefront_cache
    migrations_paths: db/cache_migrate
`, V{"a": g.pwURL(), "b": g.pwURL()}, "primary_replica", "db/cache_migrate")

	g.add("dba/prisma-env-migrate", `
$ cat .env
# Environment variables declared in this file are automatically made available to Prisma.
DATABASE_URL="mysql://prisma_app:«a»@aws.connect.psdb.cloud/shop?sslaccept=strict"
SHADOW_DATABASE_URL="mysql://root:«b»@localhost:3307/shop_shadow"
$ npx prisma migrate deploy
Prisma schema loaded from prisma/schema.prisma
Datasource "db": MySQL database "shop" at "aws.connect.psdb.cloud"
12 migrations found in prisma/migrations
No pending migrations to apply.
`, V{"a": g.dbaPscale(), "b": g.pwURL()}, "prisma/schema.prisma", "No pending migrations to apply.")

	g.add("dba/golang-migrate-dirty", `
$ migrate -path db/migrations -database "postgres://migrator:«a»@10.20.0.11:5432/orders?sslmode=disable" up
error: Dirty database version 20250610153012. Fix and force version.
$ migrate -path db/migrations -database "postgres://migrator:«a»@10.20.0.11:5432/orders?sslmode=disable" force 20250610153011
`, V{"a": g.pwURL()}, "Dirty database version 20250610153012. Fix and force version.")

	g.add("dba/dbmate-env", `
# .env (dbmate)
DATABASE_URL="postgres://dbmate:«a»@127.0.0.1:5432/inventory_dev?sslmode=disable"
DBMATE_MIGRATIONS_DIR="./db/migrations"
DBMATE_SCHEMA_FILE="./db/schema.sql"
$ dbmate up
Applying: 20250611091500_add_sku_index.sql
Applied: 20250611091500_add_sku_index.sql in 41.2ms
Writing: ./db/schema.sql
`, V{"a": g.pwURL()}, "20250611091500_add_sku_index.sql", "DBMATE_SCHEMA_FILE")

	g.add("dba/sqitch-conf-target", `
$ cat sqitch.conf
[core]
	engine = pg
	top_dir = sqitch
[engine "pg"]
	target = prod
	registry = sqitch
[target "prod"]
	uri = db:pg://sqitch_deploy:«a»@pg-orders-01.db.acme.internal:5432/orders
[target "dev"]
	uri = db:pg://localhost/orders_dev
[deploy]
	verify = true
`, V{"a": g.pwURL()}, "db:pg://localhost/orders_dev", "[target \"prod\"]")

	g.add("dba/goose-env", `
$ export GOOSE_DRIVER=mysql
$ export GOOSE_DBSTRING="goose:«a»@tcp(db-primary.mysql.acme.internal:3306)/billing?parseTime=true&tls=skip-verify"
$ goose -dir sql/schema status
    Applied At                  Migration
    =======================================
    Tue Jun 10 08:14:02 2025 -- 00041_invoice_lines.sql
    Pending                  -- 00042_credit_notes.sql
`, V{"a": g.pwURL()}, "00042_credit_notes.sql", "GOOSE_DRIVER=mysql")

	g.dbaAdd("dba/atlas-schema-apply", `
$ atlas schema apply --url "mysql://root:«a»@localhost:3306/shop" --to file://schema.hcl --dev-url "docker://mysql/8/dev"
-- Planned Changes:
-- Modify "orders" table
ALTER TABLE ˋordersˋ ADD INDEX ˋidx_orders_customer_createdˋ (ˋcustomer_idˋ, ˋcreated_atˋ);
✔ Apply
`, V{"a": g.pwURL()}, "docker://mysql/8/dev", "idx_orders_customer_created")

	g.add("dba/django-databases-settings", `
# settings/production.py
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "crm",
        "USER": "crm_app",
        "PASSWORD": "«a»",
        "HOST": "pg-crm.db.acme.internal",
        "PORT": "5432",
        "CONN_MAX_AGE": 60,
        "OPTIONS": {"sslmode": "require"},
    },
}
`, V{"a": g.pwStrong()}, "django.db.backends.postgresql", "pg-crm.db.acme.internal")
}

// ---- GUI clients' saved connections ----

func (g *G) dbaGUI() {
	g.add("dba/dbeaver-credentials-decrypt", `
$ openssl aes-128-cbc -d -K babb4a9f774ab853c96c2d653dfe544a -iv 00000000000000000000000000000000 \
    -in ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json | dd bs=1 skip=16 2>/dev/null
{"postgres-jdbc-«_i1»":{"#connection":{"user":"dba_jlee","password":"«a»"}},"mysql8-«_i2»":{"#connection":{"user":"root","password":"«b»"}},"oracle_thin-«_i3»":{"#connection":{"user":"SYSTEM","password":"«c»"}}}
`, V{"_i1": g.hex(11) + "-" + g.hex(16), "a": g.pw(), "_i2": g.hex(11) + "-" + g.hex(16), "b": g.pwStrong(), "_i3": g.hex(11) + "-" + g.hex(16), "c": g.pwURL()}, "babb4a9f774ab853c96c2d653dfe544a", "credentials-config.json")

	g.add("dba/dbeaver-data-sources-benign", `
{
	"folders": {},
	"connections": {
		"postgres-jdbc-«_i»": {
			"provider": "postgresql",
			"driver": "postgres-jdbc",
			"name": "orders-prod (ro)",
			"save-password": true,
			"read-only": true,
			"configuration": {
				"host": "pg-orders-02.db.acme.internal",
				"port": "5432",
				"database": "orders",
				"url": "jdbc:postgresql://pg-orders-02.db.acme.internal:5432/orders",
				"configurationType": "MANUAL",
				"type": "prod",
				"auth-model": "native"
			}
		}
	}
}
`, V{"_i": g.hex(11) + "-" + g.hex(16)}, "orders-prod (ro)", "\"auth-model\": \"native\"")

	g.add("dba/datagrip-datasources-local-benign", `
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="dataSourceStorageLocal" created-in="DB-241.17011.2">
    <data-source name="orders@pg-orders-01" uuid="«_u»">
      <database-info product="PostgreSQL" version="16.3" jdbc-version="4.2" driver-name="PostgreSQL JDBC Driver" driver-version="42.7.3" dbms="POSTGRES" exact-version="16.3" exact-driver-version="42.7">
        <identifier-quote-string>&quot;</identifier-quote-string>
      </database-info>
      <case-sensitivity plain-identifiers="lower" quoted-identifiers="exact" />
      <secret-storage>master_key</secret-storage>
      <user-name>dba_jlee</user-name>
      <schema-mapping><introspection-scope><node kind="database" qname="@"><node kind="schema" qname="@" /></node></introspection-scope></schema-mapping>
    </data-source>
  </component>
</project>
`, V{"_u": g.uuid()}, "<secret-storage>master_key</secret-storage>", "dataSourceStorageLocal")

	g.add("dba/datagrip-jdbc-url-password", `
<!-- .idea/dataSources.xml (committed by mistake) -->
<data-source source="LOCAL" name="billing@mysql-prod" uuid="«_u»">
  <driver-ref>mysql.8</driver-ref>
  <synchronize>true</synchronize>
  <jdbc-driver>com.mysql.cj.jdbc.Driver</jdbc-driver>
  <jdbc-url>jdbc:mysql://db-primary.mysql.acme.internal:3306/billing?user=billing_ro&amp;password=«a»&amp;useSSL=true</jdbc-url>
  <working-dir>$ProjectFileDir$</working-dir>
</data-source>
`, V{"_u": g.uuid(), "a": g.pwURL()}, "com.mysql.cj.jdbc.Driver", "$ProjectFileDir$")

	g.add("dba/pgadmin-servers-json-benign", `
$ cat pgadmin/servers.json
{
    "Servers": {
        "1": {
            "Name": "orders-prod",
            "Group": "Production",
            "Host": "pg-orders-01.db.acme.internal",
            "Port": 5432,
            "MaintenanceDB": "postgres",
            "Username": "dba_jlee",
            "SSLMode": "verify-full",
            "PassFile": "/pgpass",
            "Shared": true
        }
    }
}
`, V{}, "\"PassFile\": \"/pgpass\"", "orders-prod")

	g.add("dba/pgadmin-compose-env", `
  pgadmin:
    image: dpage/pgadmin4:8.8
    environment:
      PGADMIN_DEFAULT_EMAIL: dba@acme.io
      PGADMIN_DEFAULT_PASSWORD: «a»
      PGADMIN_CONFIG_SERVER_MODE: "True"
      PGADMIN_CONFIG_MASTER_PASSWORD_REQUIRED: "False"
    volumes:
      - ./pgadmin/servers.json:/pgadmin4/servers.json
      - ./pgadmin/pgpass:/pgpass
`, V{"a": g.pw()}, "dpage/pgadmin4:8.8", "PGADMIN_CONFIG_MASTER_PASSWORD_REQUIRED")

	g.add("dba/tableplus-connection-url", `
hey, here's the TablePlus link for the staging db, just paste it in "New connection from URL":
postgresql://qa_team:«a»@pg.staging.acme.internal:5432/core?statusColor=007F3D&env=staging&name=core%20staging&tLSMode=0&usePrivateKey=false&safeModeLevel=0&advancedSafeModeLevel=0&driverVersion=0
`, V{"a": g.pwURL()}, "pg.staging.acme.internal", "safeModeLevel=0")

	g.add("dba/heidisql-settings-export", `
Servers\prod-mysql\Host<|||>1<|||>db-primary.mysql.acme.internal
Servers\prod-mysql\User<|||>1<|||>dba_jlee
Servers\prod-mysql\Password<|||>1<|||>«a»
Servers\prod-mysql\Port<|||>1<|||>3306
Servers\prod-mysql\NetType<|||>3<|||>0
Servers\prod-mysql\SSHtunnelHost<|||>1<|||>bastion.acme.io
Servers\prod-mysql\SSHtunnelPass<|||>1<|||>«b»
Servers\prod-mysql\LastConnect<|||>1<|||>2025-06-10 17:42:11
`, V{"a": strings.ToUpper(g.hex(34)) + "7", "b": strings.ToUpper(g.hex(26)) + "4"}, "SSHtunnelHost", "bastion.acme.io")

	g.add("dba/navicat-ncx", `
<?xml version="1.0" encoding="UTF-8"?>
<Connections Ver="1.5">
	<Connection ConnectionName="ERP Oracle" ProjectUUID="" ConnType="ORACLE" OraConnType="BASIC" ServiceProvider="Default" Host="ora19-prod.db.acme.internal" Port="1521" Database="orclpdb1.acme.internal" OraServiceNameType="SERVICE_NAME" UserName="HR_REPORT" Password="«a»" SavePassword="true" SettingsSavePath="C:\Users\jlee\Documents\Navicat\Oracle\Servers\ERP Oracle" SessionLimit="0" SSH="false"/>
	<Connection ConnectionName="shop-mysql" ProjectUUID="" ConnType="MYSQL" ServiceProvider="Default" Host="db-primary.mysql.acme.internal" Port="3306" UserName="root" Password="«b»" SavePassword="true" SSH="true" SSH_Host="bastion.acme.io" SSH_Port="22" SSH_UserName="jlee" SSH_AuthenMethod="PUBLICKEY" SSH_PrivateKey="C:\Users\jlee\.ssh\id_ed25519"/>
</Connections>
`, V{"a": strings.ToUpper(g.hex(32)), "b": strings.ToUpper(g.hex(48))}, "SSH_AuthenMethod=\"PUBLICKEY\"", "HR_REPORT")

	g.add("dba/sqldeveloper-connections-json", `
{"connections":[{"info":{"role":"","SavePassword":"true","OracleConnectionType":"BASIC","RaptorConnectionType":"Oracle","serviceName":"orclpdb1.acme.internal","customUrl":"jdbc:oracle:thin:@//ora19-prod.db.acme.internal:1521/orclpdb1.acme.internal","password":"«a»","hostname":"ora19-prod.db.acme.internal","driver":"oracle.jdbc.OracleDriver","port":"1521","subtype":"oraJDBC","ConnName":"ERP_PROD_HR","user":"HR"},"name":"ERP_PROD_HR","type":"jdbc"}]}
`, V{"a": g.b64(32)}, "ERP_PROD_HR", "oracle.jdbc.OracleDriver")

	g.add("dba/dbvisualizer-dbvis-xml", `
    <Database id="12">
      <Alias>Billing (MySQL prod)</Alias>
      <Notes />
      <Url>jdbc:mysql://db-primary.mysql.acme.internal:3306/billing</Url>
      <Driver>MySQL 8</Driver>
      <Userid>billing_ro</Userid>
      <Password>«a»</Password>
      <ServerInfoFormat>1</ServerInfoFormat>
      <SshTunnel enabled="false" />
    </Database>
`, V{"a": g.b64(24)}, "Billing (MySQL prod)", "ServerInfoFormat")

	g.add("dba/robo3t-json", `
{
    "connections": [
        {
            "connectionName": "orders-rs0",
            "credentials": [
                {
                    "databaseName": "admin",
                    "enabled": true,
                    "mechanism": "SCRAM-SHA-256",
                    "userName": "clusterAdmin",
                    "userPassword": "«a»"
                }
            ],
            "serverHost": "mongo-1.db.acme.internal",
            "serverPort": 27017,
            "ssl": { "sslEnabled": true, "caFile": "/etc/ssl/acme-ca.pem" }
        }
    ]
}
`, V{"a": g.pwStrong()}, "orders-rs0", "mongo-1.db.acme.internal")

	g.add("dba/workbench-connections-benign", `
        <value type="object" struct-name="db.mgmt.Connection" id="«_u»" struct-checksum="0x96ba47d8">
          <link type="object" struct-name="db.mgmt.Driver" key="driver">com.mysql.rdbms.mysql.driver.native</link>
          <value type="string" key="hostIdentifier">Mysql@db-primary.mysql.acme.internal:3306</value>
          <value type="int" key="isDefault">0</value>
          <value _ptr_="0x6000028d4b40" type="dict" key="parameterValues">
            <value type="string" key="hostName">db-primary.mysql.acme.internal</value>
            <value type="int" key="port">3306</value>
            <value type="string" key="userName">dba_jlee</value>
            <value type="string" key="password"></value>
            <value type="int" key="useSSL">1</value>
          </value>
          <value type="string" key="name">shop primary</value>
        </value>
`, V{"_u": strings.ToUpper(g.uuid())}, "com.mysql.rdbms.mysql.driver.native", "hostIdentifier")

	g.add("dba/azure-data-studio-settings-benign", `
    "datasource.connections": [
        {
            "options": {
                "server": "sql01.corp.acme.local",
                "database": "Sales",
                "authenticationType": "SqlLogin",
                "user": "dba_jlee",
                "password": "",
                "savePassword": true,
                "applicationName": "azdata",
                "trustServerCertificate": true
            },
            "groupId": "«_g»",
            "providerName": "MSSQL",
            "id": "«_i»"
        }
    ],
`, V{"_g": strings.ToUpper(g.uuid()), "_i": strings.ToUpper(g.uuid())}, "\"authenticationType\": \"SqlLogin\"", "sql01.corp.acme.local")
}

// ---- server and tool logs ----

func (g *G) dbaLogs() {
	g.add("dba/pg-log-failed-auth-benign", `
2025-06-11 09:12:44.118 UTC [381244] app_rw@orders FATAL:  password authentication failed for user "app_rw"
2025-06-11 09:12:44.118 UTC [381244] app_rw@orders DETAIL:  Connection matched file "/etc/postgresql/16/main/pg_hba.conf" line 104: "hostssl all all 0.0.0.0/0 scram-sha-256"
2025-06-11 09:12:45.902 UTC [381251] [unknown]@[unknown] LOG:  connection received: host=10.50.3.18 port=51904
`, V{}, "password authentication failed for user \"app_rw\"", "connection received: host=10.50.3.18 port=51904")

	g.add("dba/pg-log-statement-alter-role", `
$ sudo grep -n "PASSWORD" /var/log/postgresql/postgresql-16-main.log
88123:2025-06-11 10:02:17.441 UTC [391002] postgres@orders LOG:  statement: ALTER ROLE app_rw WITH PASSWORD '«a»';
88131:2025-06-11 10:02:31.009 UTC [391002] postgres@orders LOG:  statement: CREATE ROLE etl_loader LOGIN PASSWORD '«b»' IN ROLE etl;
`, V{"a": g.pw(), "b": g.pwStrong()}, "etl_loader", "postgresql-16-main.log")

	g.add("dba/pgaudit-log-create-role", `
2025-06-11 10:15:02.338 UTC [392117] dba_jlee@orders LOG:  AUDIT: SESSION,4,1,ROLE,CREATE ROLE,,,"CREATE ROLE metabase_svc WITH LOGIN PASSWORD '«a»' CONNECTION LIMIT 20",<not logged>
2025-06-11 10:15:02.341 UTC [392117] dba_jlee@orders LOG:  AUDIT: SESSION,5,1,ROLE,GRANT,,,GRANT pg_read_all_data TO metabase_svc,<not logged>
`, V{"a": g.pwStrong()}, "metabase_svc", "AUDIT: SESSION,5,1,ROLE,GRANT")

	g.add("dba/pg-stat-activity-password", `
orders=# SELECT pid, usename, state, left(query, 120) AS query FROM pg_stat_activity WHERE state <> 'idle';
  pid   | usename  | state  |                                   query
--------+----------+--------+---------------------------------------------------------------------------
 392511 | postgres | active | SELECT pid, usename, state, left(query, 120) AS query FROM pg_stat_activity
 392530 | deployer | active | ALTER USER reporting_svc WITH ENCRYPTED PASSWORD '«a»'
(2 rows)
`, V{"a": g.pw()}, "reporting_svc", "pg_stat_activity")

	g.add("dba/mysql-slow-log-benign", `
# Time: 2025-06-11T09:41:02.118342Z
# User@Host: shop_app[shop_app] @  [10.30.2.41]  Id: 8812731
# Query_time: 4.812331  Lock_time: 0.000112 Rows_sent: 20  Rows_examined: 2844103
use shop;
SET timestamp=1749634862;
SELECT o.id, o.total, c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.status = 'pending' ORDER BY o.created_at DESC LIMIT 20;
`, V{}, "Rows_examined: 2844103", "SET timestamp=1749634862;")

	g.add("dba/mysql-slow-log-token-lookup", `
# Time: 2025-06-11T11:02:44.519003Z
# User@Host: api[api] @  [10.30.2.55]  Id: 8819442
# Query_time: 2.004711  Lock_time: 0.000091 Rows_sent: 1  Rows_examined: 1311022
SET timestamp=1749639764;
SELECT id, user_id, scopes, expires_at FROM api_tokens WHERE token = '«a»' AND revoked_at IS NULL LIMIT 1;
`, V{"a": "tok_" + g.an(40)}, "Rows_examined: 1311022", "revoked_at IS NULL")

	g.add("dba/mysql-error-log-temp-root", `
$ sudo grep 'temporary password' /var/log/mysqld.log
2025-06-11T08:00:14.218831Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: «a»
`, V{"a": g.s(alAlnum+"!#%&*;:<>?/,.=-_", 12)}, "[MY-010454]", "A temporary password is generated for root@localhost")

	g.add("dba/mysql-error-log-access-denied-benign", `
2025-06-11T09:20:12.004311Z 884211 [Note] [MY-010926] [Server] Access denied for user 'report_ro'@'10.30.4.12' (using password: YES)
2025-06-11T09:20:13.991002Z 884219 [Warning] [MY-013360] [Server] Plugin mysql_native_password reported: ''mysql_native_password' is deprecated and will be removed in a future release. Please use caching_sha2_password instead'
`, V{}, "Access denied for user 'report_ro'@'10.30.4.12' (using password: YES)", "[MY-013360]")

	g.add("dba/mysql-general-log-rewritten-benign", `
2025-06-11T10:44:01.882113Z	  8821 Connect	dba_jlee@10.8.1.14 on  using SSL/TLS
2025-06-11T10:44:07.301245Z	  8821 Query	CREATE USER 'grafana_ro'@'10.%' IDENTIFIED WITH 'caching_sha2_password' AS '<secret>'
2025-06-11T10:44:11.019283Z	  8821 Query	ALTER USER 'report_ro'@'%' IDENTIFIED WITH 'caching_sha2_password' AS '<secret>'
2025-06-11T10:44:15.551093Z	  8821 Query	GRANT SELECT ON ˋmetricsˋ.* TO 'grafana_ro'@'10.%'
`, V{}, "IDENTIFIED WITH 'caching_sha2_password' AS '<secret>'", "grafana_ro")

	g.add("dba/mariadb-general-log-plain", `
250611 10:51:07	   412 Connect	root@localhost on  using Socket
		   412 Query	SET PASSWORD FOR 'wp_blog'@'localhost' = PASSWORD('«a»')
		   412 Query	GRANT ALL PRIVILEGES ON wordpress.* TO 'wp_blog'@'localhost' IDENTIFIED BY '«a»'
		   412 Quit
`, V{"a": g.pw()}, "wp_blog", "using Socket")

	g.add("dba/node-pg-config-error", `
Error: connect ETIMEDOUT 10.20.0.11:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)
[db] pool config: {
  connectionString: 'postgres://orders_api:«a»@10.20.0.11:5432/orders',
  max: 20,
  idleTimeoutMillis: 30000,
  connectionTimeoutMillis: 5000,
  ssl: { rejectUnauthorized: false }
}
`, V{"a": g.pwURL()}, "TCPConnectWrap.afterConnect", "idleTimeoutMillis: 30000")

	g.add("dba/rds-postgres-log-download", `
$ aws rds download-db-log-file-portion --db-instance-identifier orders-prod --log-file-name error/postgresql.log.2025-06-11-09 --output text | grep -i password
2025-06-11 09:03:41 UTC:10.0.14.22(53188):rdsadmin@rdsadmin:[1241]:LOG:  statement: ALTER ROLE "dms_user" PASSWORD '«a»'
2025-06-11 09:07:12 UTC:10.0.9.77(40022):app_rw@orders:[1833]:FATAL:  password authentication failed for user "app_rw"
`, V{"a": g.an(24)}, "orders-prod", "error/postgresql.log.2025-06-11-09")

	g.add("dba/sqlalchemy-echo-url", `
2025-06-11 11:20:03,118 INFO sqlalchemy.engine.Engine select pg_catalog.version()
2025-06-11 11:20:03,118 INFO sqlalchemy.engine.Engine [raw sql] {}
>>> engine.url
postgresql+psycopg2://analytics:***@pg-analytics.db.acme.internal:5432/analytics
>>> engine.url.render_as_string(hide_password=False)
'postgresql+psycopg2://analytics:«a»@pg-analytics.db.acme.internal:5432/analytics'
`, V{"a": g.pwURL()}, "render_as_string(hide_password=False)", "postgresql+psycopg2://analytics:***@pg-analytics.db.acme.internal:5432/analytics")
}

// ---- chats and runbooks ----

func (g *G) dbaChat() {
	g.add("dba/slack-rotate-replication", `
[09:12] dana.k: @here rotating the replication user on pg-main tonight. new pw for replicator is «a» — patroni.yml on all three nodes needs it before 22:00
[09:13] marco: ack, I'll do node2 and node3
[09:13] dana.k: don't forget the pgpass on the barman box too
`, V{"a": g.pw()}, "pg-main", "barman box")

	g.add("dba/ticket-db-access", `
DBA-2214  Access request: read-only access to billing (MySQL) for the finance analytics team
Status: Done    Assignee: jlee

jlee commented:
Created the account. Connection details:
  host: db-ro.mysql.acme.internal  port: 3306
  user: fin_analytics
  password: «a»
Please change it at first login (ALTER USER USER() IDENTIFIED BY '...').
`, V{"a": g.pwStrong()}, "DBA-2214", "fin_analytics")

	g.add("dba/agent-summary-connected", `
I connected to the staging database to check the migration state:

    PGPASSWORD='«a»' psql -h pg.staging.acme.internal -U core_admin -d core -c 'SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 3'

The latest applied version is 20250610153011, so 20250610153012 (the one that failed in CI) has not run yet.
`, V{"a": g.pw()}, "core_admin", "20250610153011")

	g.add("dba/runbook-failover-mssql", `
## Runbook: manual AG failover (SQL01 -> SQL02)

1. Connect to the secondary as the DBA login:
   ˋsqlcmd -S SQL02 -U dba_break_glass -P "«a»"ˋ
2. ˋALTER AVAILABILITY GROUP [AG_Sales] FAILOVER;ˋ
3. Check ˋsys.dm_hadr_availability_replica_statesˋ on both nodes.
4. Update the listener DNS TTL back to 300 once the apps reconnect.
`, V{"a": g.pwStrong()}, "AG_Sales", "sys.dm_hadr_availability_replica_states")

	g.add("dba/user-pastes-my-cnf-to-agent", `
user: the backup job fails with access denied, here's the config it uses:

[client]
user=backup
password=«a»
host=db-primary.mysql.acme.internal

can you see what's wrong?

assistant: The account is ˋbackupˋ connecting from the backup host; MySQL matches 'backup'@'10.30.%' first, which lacks the RELOAD and PROCESS privileges...
`, V{"a": g.pwURL()}, "RELOAD and PROCESS privileges", "'backup'@'10.30.%'")

	g.add("dba/oncall-handover-mongo", `
On-call handover 2025-06-11
- mongo rs0: mongo-3 was resyncing until 04:10, now SECONDARY, lag < 1s
- the atlas migration job uses mongodb+srv://migrator:«a»@prod-cluster.x9kq2.mongodb.net — please delete that user once the cutover is signed off
- redis sentinel flapped twice (see INC-8812), no action needed
`, V{"a": g.pwURL()}, "INC-8812", "mongo-3 was resyncing")

	g.add("dba/chat-masked-benign", `
[14:02] priya: what's the conn string for the reporting replica?
[14:03] dana.k: postgres://report_ro:<see 1Password "pg reporting ro">@pg-orders-02.db.acme.internal:5432/orders — don't paste the password here pls
[14:03] priya: 👍 found it in the vault
`, V{}, "<see 1Password \"pg reporting ro\">", "pg-orders-02.db.acme.internal")

	g.add("dba/teams-sa-password", `
Marco Rossi  10:41
The vendor needs sa on the new SQL box for the install. Temporarily set to «a» — I'll rotate it after they finish.
Dana Kim  10:43
ok but please add it to the break-glass vault entry after rotating
`, V{"a": g.pwStrong()}, "break-glass vault entry")
}

// ---- benign look-alikes ----

func (g *G) dbaBenign() {
	g.add("dba/benign-pg-stat-replication", `
postgres=# SELECT application_name, client_addr, state, sent_lsn, write_lsn, flush_lsn, replay_lsn, sync_state FROM pg_stat_replication;
 application_name | client_addr |   state   |  sent_lsn   |  write_lsn  |  flush_lsn  | replay_lsn  | sync_state
------------------+-------------+-----------+-------------+-------------+-------------+-------------+------------
 pg-node2         | 10.20.0.12  | streaming | «_l1» | «_l1» | «_l1» | «_l2» | async
 pg-node3         | 10.20.0.13  | streaming | «_l1» | «_l1» | «_l3» | «_l3» | async
(2 rows)
`, V{"_l1": g.dbaLSN(), "_l2": g.dbaLSN(), "_l3": g.dbaLSN()}, "sync_state")

	g.add("dba/benign-pg-controldata", `
$ /usr/lib/postgresql/16/bin/pg_controldata /var/lib/postgresql/16/main | head -12
pg_control version number:            1300
Catalog version number:               202307071
Database system identifier:           «_id»
Database cluster state:               in production
pg_control last modified:             Wed 11 Jun 2025 09:55:02 AM UTC
Latest checkpoint location:           «_l1»
Latest checkpoint's REDO location:    «_l2»
Latest checkpoint's REDO WAL file:    «_w»
Latest checkpoint's TimeLineID:       14
Latest checkpoint's NextXID:          0:«_x»
Latest checkpoint's NextOID:          «_o»
Mock authentication nonce:            «_n»
`, V{"_id": "7" + g.s(alDigit, 18), "_l1": g.dbaLSN(), "_l2": g.dbaLSN(), "_w": g.dbaWAL(), "_x": g.digits(9), "_o": g.digits(7), "_n": g.hex(64)}, "Database cluster state:               in production")

	g.add("dba/benign-pg-class-oids", `
orders=# SELECT oid, relname, relfilenode, relpages, reltuples::bigint FROM pg_class WHERE relname LIKE 'order_items%' ORDER BY 1;
  oid   |           relname            | relfilenode | relpages | reltuples
--------+------------------------------+-------------+----------+-----------
 «_o1» | order_items                  |     «_f1» |   912331 |  71822304
 «_o2» | order_items_pkey             |     «_f2» |   196021 |  71822304
 «_o3» | order_items_order_id_idx     |     «_f3» |   198110 |  71822304
`, V{"_o1": g.digits(6), "_f1": g.digits(7), "_o2": g.digits(6), "_f2": g.digits(7), "_o3": g.digits(6), "_f3": g.digits(7)}, "order_items_order_id_idx")

	g.add("dba/benign-pt-query-digest", `
# Profile
# Rank Query ID                            Response time   Calls  R/Call V/M   Item
# ==== =================================== =============== ====== ====== ===== ==========
#    1 0x«_q1»  4811.2310 41.2%  18221 0.2640  0.31 SELECT orders customers
#    2 0x«_q2»  2210.0831 18.9% 911203 0.0024  0.00 UPDATE sessions
#    3 0x«_q3»   801.4412  6.9%   2011 0.3985  0.12 SELECT api_tokens

# Query 1: 12.31 QPS, 3.25x concurrency, ID 0x«_q1» at byte 88211734
`, V{"_q1": g.s(alHexU, 32), "_q2": g.s(alHexU, 32), "_q3": g.s(alHexU, 32)}, "Response time   Calls  R/Call", "SELECT api_tokens")

	g.add("dba/benign-pg-stat-statements", `
orders=# SELECT queryid, calls, round(mean_exec_time::numeric, 2) AS mean_ms, left(query, 60) FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 3;
       queryid        |  calls  | mean_ms |                             left
----------------------+---------+---------+--------------------------------------------------------------
  «_q1» | 8812331 |    0.41 | SELECT * FROM sessions WHERE token_hash = $1
 «_q2» |   18221 |  264.02 | SELECT o.id, o.total, c.email FROM orders o JOIN customers c
  «_q3» |  991203 |    2.40 | UPDATE order_items SET status = $1 WHERE id = $2
`, V{"_q1": g.digits(19), "_q2": "-" + g.digits(19), "_q3": g.digits(18)}, "token_hash = $1")

	g.add("dba/benign-show-binary-logs-gtid", `
mysql> SHOW BINARY LOG STATUS\G
*************************** 1. row ***************************
             File: mysql-bin.004213
         Position: 41872631
     Binlog_Do_DB:
 Binlog_Ignore_DB:
Executed_Gtid_Set: «_g1»,
«_g2»
mysql> SELECT @@server_uuid, @@gtid_purged\G
@@server_uuid: «_u»
@@gtid_purged: «_g3»
`, V{"_g1": g.dbaGTID(), "_g2": g.dbaGTID(), "_u": g.uuid(), "_g3": g.dbaGTID()}, "mysql-bin.004213")

	g.add("dba/benign-mysql-auto-cnf", `
$ sudo cat /var/lib/mysql/auto.cnf
[auto]
server-uuid=«_u»
$ mysqlbinlog --start-position=41872631 --stop-position=41873002 mysql-bin.004213 | head -5
# at 41872631
#250611  9:41:02 server id 21  end_log_pos 41872712 CRC32 0x«_c» 	GTID	last_committed=912331	sequence_number=912332	rbr_only=yes	original_committed_timestamp=1749634862118342
SET @@SESSION.GTID_NEXT= '«_g»'/*!*/;
`, V{"_u": g.uuid(), "_c": g.hex(8), "_g": g.uuid() + ":" + g.digits(7)}, "last_committed=912331")

	g.add("dba/benign-oracle-sql-id-scn", `
SQL> select sql_id, plan_hash_value, executions, round(elapsed_time/1e6) secs from v$sql where sql_id = '«_s»';

SQL_ID        PLAN_HASH_VALUE EXECUTIONS       SECS
------------- --------------- ---------- ----------
«_s»      «_p»      18221       4412

SQL> select current_scn from v$database;

CURRENT_SCN
-----------
«_scn»
`, V{"_s": g.s("0123456789abcdfghjkmnpqrstuvwxyz", 13), "_p": g.digits(10), "_scn": g.digits(11)}, "PLAN_HASH_VALUE")

	g.add("dba/benign-mongo-oplog-resume-token", `
rs0 [primary] local> db.oplog.rs.find().sort({$natural: -1}).limit(1)
[
  {
    op: 'u',
    ns: 'orders.line_items',
    ui: UUID('«_u»'),
    o: { '$v': 2, diff: { u: { status: 'shipped' } } },
    o2: { _id: ObjectId('«_oid»') },
    ts: Timestamp({ t: 1749635112, i: 17 }),
    t: Long('41'),
    wall: ISODate('2025-06-11T09:45:12.331Z')
  }
]
change stream resumeAfter: { _data: '«_rt»' }
`, V{"_u": g.uuid(), "_oid": g.hex(24), "_rt": "82" + strings.ToUpper(g.hex(150)) + "04"}, "orders.line_items")

	g.add("dba/benign-django-constraint-names", `
$ python manage.py sqlmigrate orders 0042
BEGIN;
--
-- Add field fulfillment_center to order
--
ALTER TABLE "orders_order" ADD COLUMN "fulfillment_center_id" bigint NULL CONSTRAINT "orders_order_fulfillment_center_id_«_h1»_fk_warehouse" REFERENCES "warehouse_fulfillmentcenter"("id") DEFERRABLE INITIALLY DEFERRED;
CREATE INDEX "orders_order_fulfillment_center_id_«_h1»" ON "orders_order" ("fulfillment_center_id");
CREATE INDEX "orders_order_created_at_«_h2»" ON "orders_order" ("created_at");
COMMIT;
`, V{"_h1": g.hex(8), "_h2": g.hex(8)}, "warehouse_fulfillmentcenter")

	g.add("dba/benign-scram-prehashed-alter-role", `
-- roles.sql (generated by our role-sync tool: only verifiers, never plaintext)
ALTER ROLE app_rw PASSWORD '«_h1»';
ALTER ROLE metabase_ro PASSWORD '«_h2»';
`, V{"_h1": g.dbaScram(), "_h2": g.dbaScram()}, "only verifiers, never plaintext")

	g.add("dba/benign-liquibase-changelog-md5", `
orders=# SELECT id, author, filename, md5sum, deployment_id FROM databasechangelog ORDER BY orderexecuted DESC LIMIT 2;
        id         | author |            filename             |               md5sum               | deployment_id
-------------------+--------+---------------------------------+------------------------------------+---------------
 add-refund-reason | jlee   | db/changelog/2025/06/refund.xml | 9:«_m1» | «_d»
 partition-events  | dana   | db/changelog/2025/06/events.xml | 9:«_m2» | «_d»
`, V{"_m1": g.hex(32), "_m2": g.hex(32), "_d": g.digits(10)}, "databasechangelog", "add-refund-reason")

	g.add("dba/benign-placeholders-env", `
# .env.example
DATABASE_URL=postgres://app:${DB_PASSWORD}@localhost:5432/app_dev
MYSQL_PWD=changeme
REDIS_URL=redis://:<password>@localhost:6379/0
MONGO_URI=mongodb://app:****@localhost:27017/app?authSource=admin
`, V{}, "${DB_PASSWORD}", "<password>", "mongodb://app:****@localhost:27017/app?authSource=admin")

	g.add("dba/benign-redis-info-server", `
127.0.0.1:6379> INFO server
# Server
redis_version:7.2.5
redis_git_sha1:00000000
redis_mode:standalone
os:Linux 6.1.0-21-amd64 x86_64
process_id:1841
run_id:«_r»
tcp_port:6379
executable:/usr/bin/redis-server
config_file:/etc/redis/redis.conf
`, V{"_r": g.hex(40)}, "redis_version:7.2.5", "redis_git_sha1:00000000")

	g.add("dba/benign-cassandra-describecluster", `
$ nodetool describecluster
Cluster Information:
	Name: inventory-prod
	Snitch: org.apache.cassandra.locator.GossipingPropertyFileSnitch
	DynamicEndPointSnitch: enabled
	Partitioner: org.apache.cassandra.dht.Murmur3Partitioner
	Schema versions:
		«_s»: [10.70.0.11, 10.70.0.12, 10.70.0.13]
`, V{"_s": g.uuid()}, "GossipingPropertyFileSnitch", "inventory-prod")

	g.add("dba/benign-pg-dump-toc", `
$ pg_restore -l orders-2025-06-11.dump | head -8
;
; Archive created at 2025-06-11 02:15:03 UTC
;     dbname: orders
;     TOC Entries: 412
;     Compression: gzip
;     Dump Version: 1.15-0
;
«_o1»; 1259 «_o2» TABLE public order_items orders_owner
`, V{"_o1": g.digits(4), "_o2": g.digits(5)}, "TOC Entries: 412", "order_items orders_owner")

	g.add("dba/benign-clickhouse-query-log", `
SELECT query_id, user, query_duration_ms, read_rows, normalized_query_hash FROM system.query_log WHERE type = 'QueryFinish' ORDER BY event_time DESC LIMIT 2

┌─query_id─────────────────────────────┬─user───────┬─query_duration_ms─┬─read_rows─┬─normalized_query_hash─┐
│ «_q1» │ etl_writer │              4121 │  88211734 │  «_h1» │
│ «_q2» │ grafana    │               212 │    911203 │   «_h2» │
└──────────────────────────────────────┴────────────┴───────────────────┴───────────┴───────────────────────┘
`, V{"_q1": g.uuid(), "_h1": g.digits(20), "_q2": g.uuid(), "_h2": g.digits(19)}, "normalized_query_hash", "QueryFinish")
}

// ---- managed databases and provisioning ----

func (g *G) dbaCloud() {
	g.add("dba/cnpg-app-secret-yaml", `
$ kubectl -n data get secret orders-db-app -o yaml
apiVersion: v1
data:
  dbname: b3JkZXJz
  host: b3JkZXJzLWRiLXJ3
  password: «a»
  pgpass: «b»
  port: NTQzMg==
  username: b3JkZXJz
kind: Secret
metadata:
  labels:
    cnpg.io/cluster: orders-db
    cnpg.io/reload: "true"
  name: orders-db-app
  namespace: data
type: kubernetes.io/basic-auth
`, func() V {
		pw := g.an(64)
		return V{"a": b64s(pw), "b": b64s("orders-db-rw:5432:orders:orders:" + pw + "\n")}
	}(), "cnpg.io/cluster: orders-db", "kubernetes.io/basic-auth")

	g.add("dba/vault-database-creds", `
$ vault read database/creds/orders-readonly
Key                Value
---                -----
lease_id           database/creds/orders-readonly/«_l»
lease_duration     1h
lease_renewable    true
password           «a»
username           v-token-orders-r-«_u»
`, V{"_l": g.an(24), "a": g.an(8) + "-" + g.an(11), "_u": g.an(20) + "-" + g.digits(10)}, "lease_renewable    true", "database/creds/orders-readonly")

	g.add("dba/aws-secretsmanager-rds", `
$ aws secretsmanager get-secret-value --secret-id rds!db-«_s» --query SecretString --output text
{"username":"postgres","password":"«a»"}
$ aws rds describe-db-instances --db-instance-identifier orders-prod --query 'DBInstances[0].MasterUserSecret'
{
    "SecretArn": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:rds!db-«_s»-«_sfx»",
    "SecretStatus": "active",
    "KmsKeyId": "arn:aws:kms:eu-west-1:«_acct»:key/«_k»"
}
`, V{"_s": g.uuid(), "a": g.s(alAlnum+"!#$%&()*+,-.:;<=>?[]^_{|}~", 28), "_acct": g.digits(12), "_sfx": g.an(6), "_k": g.uuid()}, "MasterUserSecret", "SecretStatus")

	g.add("dba/gcloud-sql-set-password", `
$ gcloud sql users set-password app_rw --instance=orders-pg16 --host=% --password='«a»' --project=acme-prod-data
Updating Cloud SQL user...done.
$ gcloud sql connect orders-pg16 --user=app_rw --database=orders --project=acme-prod-data
Allowlisting your IP for incoming connection for 5 minutes...done.
`, V{"a": g.pwStrong()}, "acme-prod-data", "orders-pg16")

	g.add("dba/az-flexible-server-create", `
$ az postgres flexible-server create --resource-group rg-data-prod --name acme-orders-pg --location westeurope \
    --admin-user pgadmin_acme --admin-password '«a»' --sku-name Standard_D4ds_v5 --tier GeneralPurpose \
    --storage-size 512 --version 16 --high-availability ZoneRedundant --public-access None
Checking the existence of the resource group 'rg-data-prod'...
Creating PostgreSQL Server 'acme-orders-pg' in group 'rg-data-prod'...
`, V{"a": g.pwStrong()}, "Standard_D4ds_v5", "pgadmin_acme")

	g.add("dba/terraform-output-db-password", `
$ terraform output
db_endpoint = "orders-prod.cluster-«_c».eu-west-1.rds.amazonaws.com"
db_password = <sensitive>
db_port = 5432
$ terraform output -raw db_password
«a»
`, V{"_c": g.s(alLowNum, 12), "a": g.an(32)}, "db_password = <sensitive>")

	g.add("dba/ansible-mysql-user-task", `
- name: Create the replication account
  community.mysql.mysql_user:
    login_user: root
    login_password: "«a»"
    login_unix_socket: /var/run/mysqld/mysqld.sock
    name: repl
    host: "10.30.%"
    password: "«b»"
    priv: "*.*:REPLICATION SLAVE,REPLICATION CLIENT"
    state: present
  no_log: true
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "community.mysql.mysql_user", "REPLICATION SLAVE,REPLICATION CLIENT")

	g.add("dba/cockroach-client-key", `
$ cockroach cert create-client root --certs-dir=certs --ca-key=my-safe-directory/ca.key
$ ls certs
ca.crt  client.root.crt  client.root.key  node.crt  node.key
$ cat certs/client.root.key
«a»
`, V{"a": g.rsaPEM().block()}, "client.root.crt", "my-safe-directory/ca.key")

	g.add("dba/docker-compose-db-stack", `
services:
  postgres:
    image: postgres:16.3
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: «a»
      POSTGRES_DB: app_dev
    ports: ["5432:5432"]
  mysql:
    image: mysql:8.4
    environment:
      MYSQL_ROOT_PASSWORD: «b»
      MYSQL_DATABASE: shop
      MYSQL_USER: shop
      MYSQL_PASSWORD: «c»
  redis:
    image: redis:7.2
    command: ["redis-server", "--requirepass", "«d»"]
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL(), "d": g.an(24)}, "postgres:16.3", "MYSQL_DATABASE: shop")
}
