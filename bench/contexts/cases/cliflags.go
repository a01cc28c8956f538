package cases

import (
	"encoding/hex"
	"fmt"
	"strings"
)

// flagCases adds credentials passed on command lines, in the many
// idiosyncratic ways real tools take them, as they show up in shell
// history, scripts, Makefiles, CI steps, Dockerfiles, crontabs, systemd
// units, process listings and audit logs. Sources: database clients
// (mysql -p glued, mysqldump, mysqladmin, psql and pg_dump with PGPASSWORD
// or connection strings, sqlcmd -P, bcp, sqlplus user/pw@db, expdp/impdp,
// redis-cli -a, mongosh and mongodump, influx, cqlsh, clickhouse-client,
// isql, cockroach); archives and key tools (zip -P, 7z -p, unzip -P, rar
// -hp, openssl enc -k/-pass and pkcs12 -passin/-passout pass:, gpg
// --passphrase, keytool -storepass/-keypass, jarsigner, apksigner
// --ks-pass pass:, htpasswd -b); network tools (curl -u and --user, wget
// --password, lftp and ftp URLs, smbclient -U user%pw, mount -t cifs -o,
// net use, sshpass -p, expect send, rsync with RSYNC_PASSWORD, ldapsearch
// -w, ldappasswd -s, xfreerdp /p:, rdesktop, ipmitool -P, snmpwalk -A/-X,
// impacket, evil-winrm, netexec); cloud and cluster CLIs (aws configure
// set, az login -p, vault login, mc alias set, s3cmd, rclone, doctl, oc
// login, argocd login, kubectl --token and create secret --from-literal,
// helm --set, terraform -var, consul/nomad tokens); containers (docker run
// -e, --build-arg, docker/podman login -p, skopeo --creds, crane); package
// and build tools (npm --//registry:_authToken=, twine -p, pip
// --index-url, git clone https://token@, git -c http.extraHeader, cargo
// login, mvn -D, gradle -P, dotnet nuget -p, nuget setApiKey, java -D,
// spark-submit --conf); messaging (rabbitmqctl add_user, kcat -X
// sasl.password=, mosquitto_pub -P, nats --password); user management
// (useradd -p hash, chpasswd, passwd --stdin, net user, smbpasswd);
// Ansible -e ansible_password=, PowerShell ConvertTo-SecureString
// -AsPlainText and PSCredential, schtasks /rp, cmdkey /pass:, sc.exe
// password=, msdeploy, runas; where they are seen: ps auxww,
// /proc/<pid>/cmdline with NUL or space separators, top/htop, pgrep -a,
// systemctl status, docker inspect, kubectl describe, auditd EXECVE and
// PROCTITLE records with hex-encoded arguments, ausearch -i, sudo logs,
// bash/zsh/fish/PowerShell histories, Windows 4688 events; written in
// Makefiles, Dockerfiles, crontab lines, systemd units, GitHub Actions,
// GitLab CI, Jenkinsfiles, compose files, k8s args, package.json scripts
// and supervisord; and agents' tool calls. Benign look-alikes: flags
// that take file paths (--password-file, --key-file, -passin file:,
// -y), prompts (-p with no value, -W), placeholders ($PASSWORD,
// ${TOKEN}, "<password>"), -p as a port (ssh -p 2222, docker -p
// 8080:80), -k meaning insecure (curl -k), -P as port or parallelism,
// --password-stdin. The case names start with "flag/".
func (g *G) flagCases() {
	g.flgDB()
	g.flgArchive()
	g.flgNet()
	g.flgCloud()
	g.flgContainers()
	g.flgBuild()
	g.flgMessaging()
	g.flgUsers()
	g.flgWindows()
	g.flgProc()
	g.flgAudit()
	g.flgFiles()
	g.flgAgent()
	g.flgBenign()
}

// ---- values used only here ----

// flgAdd is add with "ˋ" in the template turned into a backtick and "␀"
// into a NUL byte, which raw strings cannot hold.
func (g *G) flgAdd(name, tmpl string, v V, benign ...string) {
	fix := func(s string) string {
		return strings.ReplaceAll(strings.ReplaceAll(s, "ˋ", "`"), "␀", "\x00")
	}
	for i := range benign {
		benign[i] = fix(benign[i])
	}
	g.add(name, fix(tmpl), v, benign...)
}

// flgHex is how auditd prints an argument it must escape.
func flgHex(s string) string { return strings.ToUpper(hex.EncodeToString([]byte(s))) }

// flgPW is a password without shell metacharacters that would need
// quoting (tools' users often pick those for command lines).
func (g *G) flgPW() string {
	if g.r.IntN(2) == 0 {
		return g.an(12 + g.r.IntN(10))
	}
	return g.pick(pwWords...) + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3))
}

func (g *G) flgSHA512Crypt() string {
	return "$6$" + g.s(opsCryptAl, 16) + "$" + g.s(opsCryptAl, 86)
}
func (g *G) flgPID() string   { return fmt.Sprintf("%d", 1200+g.r.IntN(90000)) }
func (g *G) flgEpoch() string { return fmt.Sprintf("17%08d", g.r.IntN(100000000)) }

func (g *G) flgDB() {
	g.flgAdd("flag/mysql-glued-p-history", `
$ history | tail -6
  501  cd ~/src/shop-api
  502  docker compose up -d mysql
  503  mysql -h 127.0.0.1 -P 3306 -u shop_app -p«a» shop -e 'SELECT COUNT(*) FROM orders'
  504  mysql -h 127.0.0.1 -P 3306 -u shop_app -p«a» shop < migrations/0042_add_refunds.sql
  505  git status
  506  history | tail -6
`, V{"a": g.flgPW()}, "shop_app", "migrations/0042_add_refunds.sql")

	g.flgAdd("flag/mysql-long-password-quoted", `
mysql --host=db-prod-ro.internal.acme.io --user=reporting --password='«a»' --database=analytics \
  --batch --skip-column-names -e "SELECT id, email FROM users WHERE created_at > NOW() - INTERVAL 1 DAY" > /tmp/new_users.tsv
mysql: [Warning] Using a password on the command line interface can be insecure.
`, V{"a": g.pw()}, "db-prod-ro.internal.acme.io", "reporting")

	g.flgAdd("flag/mysqldump-cron-script", `
#!/bin/bash
# nightly dump, installed by ops 2023-11
set -euo pipefail
STAMP=$(date +%F)
mysqldump -uroot -p«a» --single-transaction --routines --triggers --all-databases | gzip > /backup/mysql/all-$STAMP.sql.gz
find /backup/mysql -name 'all-*.sql.gz' -mtime +14 -delete
`, V{"a": g.flgPW()}, "/backup/mysql", "--single-transaction")

	g.flgAdd("flag/mysqladmin-password-change", `
root@db01:~# mysqladmin -u root -p'«a»' password '«b»'
mysqladmin: [Warning] Using a password on the command line interface can be insecure.
Warning: Since password will be sent to server in plain text, use ssl connection to ensure password safety.
root@db01:~# mysqladmin -u root -p'«b»' status
Uptime: 812734  Threads: 4  Questions: 91823412  Slow queries: 12  Opens: 4411  Open tables: 3982  Queries per second avg: 112.976
`, V{"a": g.pw(), "b": g.pw()}, "root@db01")

	g.flgAdd("flag/psql-pgpassword-prefix", `
$ PGPASSWORD='«a»' psql -h pg-main.c9xk2lq.eu-west-1.rds.amazonaws.com -U app_owner -d billing -c '\dt'
           List of relations
 Schema |      Name       | Type  |   Owner
--------+-----------------+-------+-----------
 public | invoices        | table | app_owner
 public | invoice_lines   | table | app_owner
 public | schema_migrations | table | app_owner
(3 rows)
`, V{"a": g.pwStrong()}, "pg-main.c9xk2lq.eu-west-1.rds.amazonaws.com", "app_owner")

	g.flgAdd("flag/pg-dump-conninfo-string", `
pg_dump "host=10.20.1.15 port=5432 dbname=inventory user=backup password=«a» sslmode=require" \
  --format=custom --no-owner --file=/var/backups/inventory_$(date +%Y%m%d).dump
`, V{"a": g.flgPW()}, "dbname=inventory user=backup", "--format=custom")

	g.flgAdd("flag/pg-restore-uri", `
pg_restore --no-owner --role=app -d 'postgresql://app:«a»@localhost:55432/app_dev' ./snapshots/prod-2025-03-02.dump
pg_restore: warning: errors ignored on restore: 3
`, V{"a": g.pwURL()}, "./snapshots/prod-2025-03-02.dump")

	g.flgAdd("flag/sqlcmd-capital-p", `
PS C:\deploy> sqlcmd -S tcp:sql-prod-01.corp.local,1433 -U sa -P «a» -d Payroll -i .\scripts\upgrade_v7.sql -b
Changed database context to 'Payroll'.
(1 rows affected)
PS C:\deploy> sqlcmd -S sql-prod-01.corp.local -E -Q "SELECT @@VERSION"
`, V{"a": g.flgPW()}, "sql-prod-01.corp.local", "Payroll", "-E -Q")

	g.flgAdd("flag/bcp-export", `
bcp "SELECT * FROM dbo.Customers" queryout C:\exports\customers.csv -c -t, -S SQLCLUSTER02\BI -U etl_reader -P "«a»"
Starting copy...
1000 rows sent to host-file. Total sent: 48000
48213 rows copied.
`, V{"a": g.pw()}, "etl_reader", `SQLCLUSTER02\BI`)

	g.flgAdd("flag/sqlplus-user-slash-pw", `
[oracle@erpdb ~]$ sqlplus -s system/«a»@//erpdb-scan.corp.local:1521/ERPPRD <<EOF
set pagesize 0 feedback off
select name, open_mode from v\$database;
EOF
ERPPRD    READ WRITE
`, V{"a": g.pwURL()}, "erpdb-scan.corp.local:1521/ERPPRD")

	g.flgAdd("flag/expdp-userid", `
expdp userid=hr_admin/«a»@ORCLPDB1 schemas=HR directory=DATA_PUMP_DIR dumpfile=hr_%U.dmp logfile=hr_exp.log parallel=4

Export: Release 19.0.0.0.0 - Production on Tue Mar 4 02:00:01 2025
Connected to: Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
Starting "HR_ADMIN"."SYS_EXPORT_SCHEMA_01":  userid=hr_admin/********@ORCLPDB1 schemas=HR directory=DATA_PUMP_DIR
`, V{"a": g.pwURL()}, "DATA_PUMP_DIR", "userid=hr_admin/********@ORCLPDB1")

	g.flgAdd("flag/redis-cli-a", `
$ redis-cli -h cache-01.internal -p 6380 -a «a» --tls INFO keyspace
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
# Keyspace
db0:keys=184211,expires=180034,avg_ttl=2591202
`, V{"a": g.an(32)}, "cache-01.internal", "db0:keys=184211")

	g.flgAdd("flag/redis-cli-uri-user", `
redis-cli -u 'rediss://default:«a»@redis-14231.c12.us-east-1-4.ec2.redns.redis-cloud.com:14231' --scan --pattern 'session:*' | head
`, V{"a": g.an(32)}, "redis-14231.c12.us-east-1-4.ec2.redns.redis-cloud.com")

	g.flgAdd("flag/mongosh-p-and-authdb", `
mongosh "mongodb://mongo-rs0-a.internal:27017,mongo-rs0-b.internal:27017/?replicaSet=rs0" -u clusterAdmin -p '«a»' --authenticationDatabase admin --eval 'rs.status().members.map(m => m.stateStr)'
[ 'PRIMARY', 'SECONDARY' ]
`, V{"a": g.pw()}, "clusterAdmin", "mongo-rs0-a.internal:27017")

	g.flgAdd("flag/mongodump-uri-and-password-flag", `
mongodump --uri="mongodb+srv://backup:«a»@prod-cluster.x7kq2.mongodb.net/catalog" --archive=/data/dumps/catalog.archive --gzip
mongorestore --host localhost --port 27017 --username root --password «b» --authenticationDatabase admin --archive=/data/dumps/catalog.archive --gzip --drop
`, V{"a": g.pwURL(), "b": g.flgPW()}, "prod-cluster.x7kq2.mongodb.net", "/data/dumps/catalog.archive")

	g.flgAdd("flag/influx-v1-password", `
influx -host influx.mon.local -port 8086 -username grafana -password «a» -database telegraf -execute 'SHOW MEASUREMENTS LIMIT 5'
name: measurements
name
----
cpu
disk
`, V{"a": g.flgPW()}, "influx.mon.local", "telegraf")

	g.flgAdd("flag/influx-v2-token", `
$ influx query --host https://eu-central-1-1.aws.cloud2.influxdata.com --org acme-iot --token «a» 'from(bucket:"sensors") |> range(start:-5m) |> limit(n:3)'
`, V{"a": g.b64u(86) + "=="}, "acme-iot", "eu-central-1-1.aws.cloud2.influxdata.com")

	g.flgAdd("flag/cqlsh-u-p", `
cqlsh cass-seed-1.dc1.internal 9042 -u cassandra_admin -p «a» --ssl -e "DESCRIBE KEYSPACES"

system_auth  system_schema  telemetry  system_distributed  system  system_traces
`, V{"a": g.flgPW()}, "cass-seed-1.dc1.internal", "cassandra_admin")

	g.flgAdd("flag/clickhouse-client-password", `
clickhouse-client --host ch.analytics.internal --secure --port 9440 --user default --password «a» --query "SELECT count() FROM events WHERE event_date = today()"
1842317
`, V{"a": g.an(24)}, "ch.analytics.internal")

	g.flgAdd("flag/isql-odbc-dsn-user-pw", `
$ isql -v HANA_PROD SYSTEM «a»
+---------------------------------------+
| Connected!                            |
|                                       |
| sql-statement                         |
| help [tablename]                      |
| quit                                  |
+---------------------------------------+
SQL>
`, V{"a": g.flgPW()}, "HANA_PROD")

	g.flgAdd("flag/mysql-login-path-benign-and-real", `
# safer: mysql_config_editor set --login-path=ops --host=db01 --user=ops --password   (prompts)
mysql --login-path=ops -e 'SHOW PROCESSLIST'
# the old way, still in the runbook:
mysql -h db01 -u ops --password=«a» -e 'SHOW PROCESSLIST'
`, V{"a": g.flgPW()}, "--login-path=ops", "mysql_config_editor set --login-path=ops --host=db01 --user=ops --password")

	g.flgAdd("flag/psql-conn-string-positional", `
psql postgres://readonly:«a»@analytics-replica.internal:5432/warehouse -At -c "select max(loaded_at) from etl.batches"
2025-03-04 01:58:12.41133+00
`, V{"a": g.pwURL()}, "analytics-replica.internal:5432/warehouse")

	g.flgAdd("flag/neo4j-cypher-shell", `
cypher-shell -a neo4j+s://4f2c1a9e.databases.neo4j.io -u neo4j -p «a» "MATCH (n) RETURN count(n);"
+----------+
| count(n) |
+----------+
| 91234    |
+----------+
`, V{"a": g.b64u(43)}, "4f2c1a9e.databases.neo4j.io")
}

func (g *G) flgArchive() {
	g.flgAdd("flag/zip-P-encrypt", `
$ zip -r -P «a» handover-2025Q1.zip contracts/ payroll.xlsx
  adding: contracts/ (stored 0%)
  adding: contracts/msa-acme-globex.pdf (deflated 11%)
  adding: payroll.xlsx (deflated 42%)
`, V{"a": g.flgPW()}, "handover-2025Q1.zip", "contracts/msa-acme-globex.pdf")

	g.flgAdd("flag/unzip-P-extract", `
unzip -P '«a»' -o /mnt/incoming/vendor_feed_20250304.zip -d /srv/etl/inbox/
Archive:  /mnt/incoming/vendor_feed_20250304.zip
  inflating: /srv/etl/inbox/products.csv
  inflating: /srv/etl/inbox/prices.csv
`, V{"a": g.pw()}, "/mnt/incoming/vendor_feed_20250304.zip")

	g.flgAdd("flag/7z-p-glued-mhe", `
7z a -t7z -mhe=on -p«a» /backups/keys-$(hostname)-$(date +%F).7z /etc/ssl/private /root/.ssh

7-Zip [64] 16.02 : Copyright (c) 1999-2016 Igor Pavlov : 2016-05-21
Scanning the drive:
3 folders, 9 files, 21844 bytes (22 KiB)
Everything is Ok
`, V{"a": g.flgPW()}, "/etc/ssl/private", "-mhe=on")

	g.flgAdd("flag/7z-extract-quoted", `
C:\Users\jlee\Downloads> "C:\Program Files\7-Zip\7z.exe" x invoices_march.7z -p"«a»" -oC:\Finance\2025\03 -y
Extracting archive: invoices_march.7z
Everything is Ok
Files: 31
`, V{"a": g.pw()}, `C:\Finance\2025\03`, "invoices_march.7z")

	g.flgAdd("flag/rar-hp", `
rar a -hp«a» -m5 -v500m offsite_$(date +%Y%m%d).rar /srv/nextcloud/data
`, V{"a": g.flgPW()}, "/srv/nextcloud/data")

	g.flgAdd("flag/openssl-enc-k", `
$ openssl enc -aes-256-cbc -salt -pbkdf2 -in db.sql -out db.sql.enc -k «a»
$ ls -l db.sql.enc
-rw-r--r-- 1 deploy deploy 18342976 Mar  4 09:12 db.sql.enc
`, V{"a": g.flgPW()}, "db.sql.enc")

	g.flgAdd("flag/openssl-enc-pass-pass", `
openssl enc -d -aes-256-cbc -pbkdf2 -iter 100000 -in secrets.tar.gz.enc -pass pass:«a» | tar xz -C ./secrets
`, V{"a": g.pwStrong()}, "secrets.tar.gz.enc", "-iter 100000")

	g.flgAdd("flag/openssl-pkcs12-passout", `
openssl pkcs12 -export -in tls.crt -inkey tls.key -certfile ca-chain.pem -name "api.acme.io" -out api.acme.io.p12 -passout pass:«a»
openssl pkcs12 -in api.acme.io.p12 -info -noout -passin pass:«a»
MAC: sha256, Iteration 2048
MAC length: 32, salt length: 8
PKCS7 Encrypted data: PBES2, PBKDF2, AES-256-CBC, Iteration 2048, PRF hmacWithSHA256
`, V{"a": g.flgPW()}, "api.acme.io.p12", "ca-chain.pem")

	g.flgAdd("flag/openssl-rsa-passin-and-file-benign", `
# decrypt the key for nginx (passphrase from the vendor's email)
openssl rsa -in star_acme_io.key.enc -out star_acme_io.key -passin pass:«a»
# the CI job does it with a file instead:
openssl rsa -in star_acme_io.key.enc -out star_acme_io.key -passin file:/run/secrets/tls_passphrase
openssl req -new -key star_acme_io.key -passin env:TLS_KEY_PASS -subj "/CN=*.acme.io"
`, V{"a": g.pw()}, "-passin file:/run/secrets/tls_passphrase", "-passin env:TLS_KEY_PASS")

	g.flgAdd("flag/openssl-genpkey-pass", `
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:4096 -aes256 -pass pass:«a» -out ca/private/root-ca.key
`, V{"a": g.pwStrong()}, "ca/private/root-ca.key", "rsa_keygen_bits:4096")

	g.flgAdd("flag/gpg-passphrase-batch", `
gpg --batch --yes --pinentry-mode loopback --passphrase '«a»' --output release.tar.gz.asc --detach-sign release.tar.gz
gpg: using "«_fp»" as default secret key for signing
`, V{"a": g.pw(), "_fp": g.s(alHexU, 40)}, "release.tar.gz.asc")

	g.flgAdd("flag/gpg-symmetric-decrypt", `
echo "«a»" | gpg --batch --passphrase-fd 0 -d backup-2025-03-01.tar.gpg | tar -xf -
gpg: AES256.CFB encrypted data
gpg: encrypted with 1 passphrase
`, V{"a": g.pw()}, "backup-2025-03-01.tar.gpg", "--passphrase-fd 0")

	g.flgAdd("flag/keytool-storepass-keypass", `
keytool -genkeypair -alias tomcat -keyalg RSA -keysize 2048 -validity 825 \
  -keystore /opt/tomcat/conf/keystore.jks -storepass «a» -keypass «b» \
  -dname "CN=intranet.acme.local, OU=IT, O=Acme, L=Berlin, C=DE"
`, V{"a": g.flgPW(), "b": g.flgPW()}, "/opt/tomcat/conf/keystore.jks", "CN=intranet.acme.local")

	g.flgAdd("flag/keytool-importcert-cacerts-default", `
sudo keytool -importcert -noprompt -trustcacerts -alias corp-root-ca -file corp-root-ca.crt -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit
keytool -list -keystore client.p12 -storetype PKCS12 -storepass «a» -v | grep -A2 Alias
Alias name: client
Creation date: Feb 11, 2025
Entry type: PrivateKeyEntry
`, V{"a": g.flgPW()}, "corp-root-ca", "client.p12")

	g.flgAdd("flag/jarsigner-storepass", `
jarsigner -keystore ~/keys/release.keystore -storepass «a» -keypass «b» -tsa http://timestamp.digicert.com app/build/outputs/bundle/release/app-release.aab upload
jar signed.
`, V{"a": g.flgPW(), "b": g.flgPW()}, "http://timestamp.digicert.com", "app-release.aab")

	g.flgAdd("flag/apksigner-ks-pass", `
$ANDROID_HOME/build-tools/34.0.0/apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:«a» --key-pass pass:«b» --out app-signed.apk app-unsigned-aligned.apk
`, V{"a": g.flgPW(), "b": g.flgPW()}, "--ks-key-alias upload", "app-unsigned-aligned.apk")

	g.flgAdd("flag/apksigner-ks-pass-env-benign", `
apksigner sign --ks release.jks --ks-pass env:KS_PASS --key-pass file:key.pass --out app-signed.apk app.apk
`, nil, "--ks-pass env:KS_PASS", "--key-pass file:key.pass")

	g.flgAdd("flag/htpasswd-b", `
$ sudo htpasswd -b -c /etc/nginx/.htpasswd grafana-viewer «a»
Adding password for user grafana-viewer
$ sudo htpasswd -bB /etc/nginx/.htpasswd prometheus «b»
Adding password for user prometheus
`, V{"a": g.flgPW(), "b": g.flgPW()}, "/etc/nginx/.htpasswd", "grafana-viewer")

	g.flgAdd("flag/signtool-pfx-password", `
signtool sign /f C:\build\certs\codesign.pfx /p «a» /fd SHA256 /tr http://timestamp.sectigo.com /td SHA256 dist\AcmeSetup.exe
Done Adding Additional Store
Successfully signed: dist\AcmeSetup.exe
`, V{"a": g.flgPW()}, `C:\build\certs\codesign.pfx`, "http://timestamp.sectigo.com")

	g.flgAdd("flag/pdftk-qpdf-user-password", `
qpdf --encrypt «a» «b» 256 -- payslip_2025_02.pdf payslip_2025_02.enc.pdf
pdftk statement.pdf output statement_locked.pdf user_pw «c» owner_pw «b»
`, V{"a": g.digits(8), "b": g.flgPW(), "c": g.flgPW()}, "payslip_2025_02.enc.pdf")

	g.flgAdd("flag/cryptsetup-key-file-benign-and-echo", `
# benign: key from a file
cryptsetup luksOpen /dev/nvme1n1p1 data --key-file /root/keys/data.key
# unlocking by hand in the rescue shell:
echo -n '«a»' | cryptsetup luksOpen /dev/nvme1n1p2 archive -d -
`, V{"a": g.pw()}, "--key-file /root/keys/data.key", "/dev/nvme1n1p2")
}

func (g *G) flgNet() {
	g.flgAdd("flag/curl-u-user-colon-pw", `
$ curl -s -u admin:«a» http://192.168.10.5:15672/api/overview | jq .rabbitmq_version
"3.13.1"
`, V{"a": g.flgPW()}, "http://192.168.10.5:15672/api/overview")

	g.flgAdd("flag/curl-user-long-with-k-insecure", `
curl -k --user 'svc-jenkins:«a»' -X POST "https://jenkins.corp.local/job/deploy-api/buildWithParameters?ENV=staging" -H 'Jenkins-Crumb: «_c»'
`, V{"a": g.hex(34), "_c": g.hex(64)}, "svc-jenkins", "https://jenkins.corp.local/job/deploy-api/buildWithParameters?ENV=staging")

	g.flgAdd("flag/curl-u-api-key-empty-pw", `
curl https://api.stripe.com/v1/charges?limit=3 \
  -u «a»: \
  -G
`, V{"a": g.skLive()}, "https://api.stripe.com/v1/charges?limit=3")

	g.flgAdd("flag/curl-H-authorization-and-k", `
curl -sSk -H "Authorization: Bearer «a»" -H 'Accept: application/vnd.github+json' https://ghe.acme.internal/api/v3/repos/platform/infra/actions/runs?per_page=5
`, V{"a": g.ghp()}, "https://ghe.acme.internal/api/v3/repos/platform/infra/actions/runs?per_page=5")

	g.flgAdd("flag/curl-basic-prompt-benign", `
# -u with no password makes curl prompt for it
curl -u deploy https://nexus.acme.io/service/rest/v1/status
Enter host password for user 'deploy':
curl -k https://10.0.0.12:8443/healthz
ok
`, nil, "curl -u deploy https://nexus.acme.io/service/rest/v1/status", "Enter host password for user 'deploy':")

	g.flgAdd("flag/wget-user-password", `
wget --user=mirror --password='«a»' -r -np -nH --cut-dirs=2 https://downloads.vendor-portal.com/private/releases/7.4/
--2025-03-04 10:02:11--  https://downloads.vendor-portal.com/private/releases/7.4/
Connecting to downloads.vendor-portal.com (downloads.vendor-portal.com)|104.18.22.11|:443... connected.
HTTP request sent, awaiting response... 200 OK
`, V{"a": g.pw()}, "https://downloads.vendor-portal.com/private/releases/7.4/")

	g.flgAdd("flag/wget-http-password-ftp", `
wget --ftp-user=partner_acme --ftp-password=«a» ftp://ftp.partner-edi.net/outbound/*.edi -P /srv/edi/inbound
wget --http-user=ci --http-password=«b» -O artifact.zip https://artifacts.acme.local/ci/build-8812.zip
`, V{"a": g.flgPW(), "b": g.flgPW()}, "partner_acme", "/srv/edi/inbound")

	g.flgAdd("flag/lftp-u-comma", `
lftp -u edi_upload,«a» sftp://sftp.retailer-b2b.com -e "cd /inbound; mput /srv/edi/out/*.x12; bye"
`, V{"a": g.flgPW()}, "sftp.retailer-b2b.com", "edi_upload")

	g.flgAdd("flag/lftp-mirror-crontab", `
15 3 * * * /usr/bin/lftp -c "open -u backup,«a» ftp://nas.home.arpa; mirror -R --delete /srv/photos /volume1/photos" >> /var/log/lftp-photos.log 2>&1
`, V{"a": g.flgPW()}, "ftp://nas.home.arpa", "/var/log/lftp-photos.log")

	g.flgAdd("flag/ftp-url-curl-upload", `
curl -T report_2025-03.pdf ftp://acct_upload:«a»@ftp.accounting-firm.de/incoming/ --ftp-create-dirs
`, V{"a": g.pwURL()}, "ftp.accounting-firm.de", "report_2025-03.pdf")

	g.flgAdd("flag/smbclient-U-percent", `
$ smbclient //fs01.corp.local/Finance -U 'CORP\svc_scan%«a»' -c 'ls Invoices\2025\*'
  inv_0301.pdf                        A   184212  Mon Mar  3 08:12:44 2025
  inv_0302.pdf                        A   201933  Tue Mar  4 08:10:02 2025
		52426751 blocks of size 4096. 1221013 blocks available
`, V{"a": g.flgPW()}, "//fs01.corp.local/Finance", `CORP\svc_scan`)

	g.flgAdd("flag/mount-cifs-options", `
sudo mount -t cifs //nas01/media /mnt/media -o username=plex,password=«a»,uid=1000,gid=1000,vers=3.0
# /etc/fstab uses a credentials file instead:
//nas01/backup  /mnt/backup  cifs  credentials=/etc/samba/creds.nas01,uid=1000,_netdev  0  0
`, V{"a": g.flgPW()}, "credentials=/etc/samba/creds.nas01", "//nas01/media")

	g.flgAdd("flag/sshpass-p-rsync", `
sshpass -p '«a»' rsync -avz -e 'ssh -p 2222 -o StrictHostKeyChecking=no' ./dist/ deploy@203.0.113.40:/var/www/shop/
sending incremental file list
index.html
assets/app.3f9c1e.js
sent 412,884 bytes  received 1,211 bytes  165,638.00 bytes/sec
`, V{"a": g.pw()}, "deploy@203.0.113.40:/var/www/shop/", "ssh -p 2222")

	g.flgAdd("flag/sshpass-p-loop", `
for h in sw-core-01 sw-core-02 sw-acc-11; do
  sshpass -p «a» ssh -o StrictHostKeyChecking=no admin@$h 'show running-config' > backups/$h.cfg
done
`, V{"a": g.flgPW()}, "sw-core-01", "show running-config")

	g.flgAdd("flag/sshpass-e-and-f-benign", `
export SSHPASS   # set from vault by the wrapper
sshpass -e ssh ops@bastion.acme.io uptime
sshpass -f ~/.config/bastion.pass scp release.tgz ops@bastion.acme.io:/tmp/
`, nil, "sshpass -e ssh ops@bastion.acme.io uptime", "sshpass -f ~/.config/bastion.pass")

	g.flgAdd("flag/expect-send-password", `
#!/usr/bin/expect -f
set timeout 20
spawn ssh -p 22 root@10.44.0.9 "systemctl restart asterisk"
expect {
  "yes/no" { send "yes\r"; exp_continue }
  "password:" { send "«a»\r" }
}
expect eof
`, V{"a": g.pw()}, "root@10.44.0.9", "systemctl restart asterisk")

	g.flgAdd("flag/expect-oneliner-su", `
expect -c 'spawn su - postgres -c "pg_ctl reload"; expect "Password:"; send "«a»\n"; interact'
`, V{"a": g.flgPW()}, "pg_ctl reload")

	g.flgAdd("flag/rsync-password-env-prefix", `
RSYNC_PASSWORD=«a» rsync -av --delete rsync://backup@nas.home.arpa/backups/laptop/ ~/restore/
receiving incremental file list
`, V{"a": g.flgPW()}, "rsync://backup@nas.home.arpa/backups/laptop/")

	g.flgAdd("flag/rsync-P-and-password-file-benign", `
rsync -aP --password-file=/etc/rsyncd.secret /srv/www/ rsync://mirror@files.acme.io/www/
rsync -avP -e "ssh -p 2201" build/ web@edge-03:/srv/app/
`, nil, "--password-file=/etc/rsyncd.secret", `ssh -p 2201`)

	g.flgAdd("flag/ldapsearch-w", `
ldapsearch -x -H ldaps://dc01.corp.local:636 -D "CN=svc-ldap-read,OU=Service Accounts,DC=corp,DC=local" -w '«a»' -b "DC=corp,DC=local" "(sAMAccountName=jlee)" memberOf
# extended LDIF
dn: CN=Jamie Lee,OU=Staff,DC=corp,DC=local
memberOf: CN=VPN-Users,OU=Groups,DC=corp,DC=local
`, V{"a": g.pw()}, "CN=svc-ldap-read,OU=Service Accounts,DC=corp,DC=local", "ldaps://dc01.corp.local:636")

	g.flgAdd("flag/ldappasswd-s-and-W-prompt", `
ldappasswd -H ldap://ldap.acme.lan -x -D "cn=admin,dc=acme,dc=lan" -W -s «a» "uid=mchen,ou=people,dc=acme,dc=lan"
Enter LDAP Password:
`, V{"a": g.flgPW()}, "uid=mchen,ou=people,dc=acme,dc=lan", "cn=admin,dc=acme,dc=lan")

	g.flgAdd("flag/ldapadd-w-and-y-benign", `
ldapadd -x -D cn=admin,dc=example,dc=org -w «a» -f users.ldif
adding new entry "uid=jdoe,ou=people,dc=example,dc=org"
ldapmodify -x -D cn=admin,dc=example,dc=org -y /etc/ldap/admin.pw -f acl.ldif
`, V{"a": g.flgPW()}, "-y /etc/ldap/admin.pw", "uid=jdoe,ou=people,dc=example,dc=org")

	g.flgAdd("flag/xfreerdp-slash-p", `
xfreerdp /v:ts01.corp.local /u:CORP\\jlee /p:'«a»' /size:1920x1080 /cert:ignore +clipboard /drive:home,/home/jlee
[10:11:44:120] [41233:41234] [INFO][com.freerdp.client.x11] - Logon Error Info LOGON_MSG_SESSION_CONTINUE
`, V{"a": g.pw()}, "ts01.corp.local", "/drive:home,/home/jlee")

	g.flgAdd("flag/ipmitool-P", `
$ ipmitool -I lanplus -H 10.90.0.31 -U ADMIN -P «a» chassis power status
Chassis Power is on
$ ipmitool -I lanplus -H 10.90.0.31 -U ADMIN -P «a» sol activate
[SOL Session operational.  Use ~? for help]
`, V{"a": g.s(alUpper, 10)}, "10.90.0.31", "Chassis Power is on")

	g.flgAdd("flag/snmpwalk-v3-authpriv", `
snmpwalk -v3 -l authPriv -u nms-poller -a SHA -A '«a»' -x AES -X '«b»' 10.0.0.1 IF-MIB::ifDescr
IF-MIB::ifDescr.1 = STRING: GigabitEthernet0/0
IF-MIB::ifDescr.2 = STRING: GigabitEthernet0/1
snmpget -v2c -c «c» 10.0.0.254 SNMPv2-MIB::sysUpTime.0
`, V{"a": g.flgPW(), "b": g.flgPW(), "c": g.an(14)}, "nms-poller", "IF-MIB::ifDescr.1 = STRING: GigabitEthernet0/0")

	g.flgAdd("flag/impacket-user-colon-pw-at-host", `
$ impacket-secretsdump 'CORP/backup_svc:«a»@10.10.0.5' -just-dc-user krbtgt
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies
[*] Dumping Domain Credentials (domain\uid:rid:lmhash:nthash)
krbtgt:502:aad3b435b51404eeaad3b435b51404ee:«b»:::
`, V{"a": g.pwURL(), "b": g.hex(32)}, "CORP/backup_svc", "-just-dc-user krbtgt")

	g.flgAdd("flag/evil-winrm-and-netexec", `
evil-winrm -i 10.10.11.42 -u svc_sql -p '«a»'
netexec smb 10.10.11.0/24 -u svc_sql -p '«a»' --shares
SMB   10.10.11.42  445  SQL01  [+] corp.local\svc_sql:«a» (Pwn3d!)
netexec smb 10.10.11.42 -u administrator -H «b»
`, V{"a": g.pw(), "b": g.hex(32)}, "10.10.11.0/24", "svc_sql")

	g.flgAdd("flag/openvpn-auth-user-pass-inline", `
sudo openvpn --config office.ovpn --auth-user-pass <(printf '%s\n%s\n' jlee '«a»')
2025-03-04 09:12:01 Initialization Sequence Completed
`, V{"a": g.pw()}, "office.ovpn", "Initialization Sequence Completed")

	g.flgAdd("flag/nmcli-wifi-password", `
nmcli dev wifi connect "Acme-Guest" password "«a»" ifname wlp3s0
Device 'wlp3s0' successfully activated with '«_u»'.
nmcli connection modify office-vpn vpn.secrets "password=«b»"
`, V{"a": g.flgPW(), "b": g.flgPW(), "_u": g.uuid()}, "Acme-Guest")

	g.flgAdd("flag/wpa-passphrase-cli", `
$ wpa_passphrase HomeNet-5G '«a»' | sudo tee -a /etc/wpa_supplicant/wpa_supplicant.conf
network={
	ssid="HomeNet-5G"
	#psk="«a»"
	psk=«b»
}
`, V{"a": g.pw(), "b": g.hex(64)}, "HomeNet-5G")

	g.flgAdd("flag/net-use-windows", `
C:\> net use Z: \\fs02\projects /user:CORP\build «a» /persistent:no
The command completed successfully.
C:\> net use \\10.2.0.15\IPC$ "" /user:""
`, V{"a": g.flgPW()}, `\\fs02\projects`, `/user:CORP\build`)

	g.flgAdd("flag/psexec-p", `
PsExec64.exe \\APP07 -u CORP\deploy -p «a» -h -accepteula cmd /c "sc stop AcmeAgent && sc start AcmeAgent"
`, V{"a": g.pw()}, `\\APP07`, "sc stop AcmeAgent")
}

func (g *G) flgCloud() {
	g.flgAdd("flag/aws-configure-set", `
aws configure set aws_access_key_id «a» --profile ci-deployer
aws configure set aws_secret_access_key «b» --profile ci-deployer
aws configure set region eu-central-1 --profile ci-deployer
aws sts get-caller-identity --profile ci-deployer
{
    "UserId": "AIDA«_u»",
    "Account": "«_acct»",
    "Arn": "arn:aws:iam::«_acct»:user/ci-deployer"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_u": g.s(alAWS, 17), "_acct": g.digits(12)}, "ci-deployer")

	g.flgAdd("flag/aws-env-prefix-oneliner", `
AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» AWS_SESSION_TOKEN=«c» aws s3 ls s3://acme-prod-uploads/2025/03/
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "s3://acme-prod-uploads/2025/03/")

	g.flgAdd("flag/az-login-sp-p", `
az login --service-principal -u «_app» -p «a» --tenant «_t»
[
  {
    "cloudName": "AzureCloud",
    "id": "«_sub»",
    "name": "Acme-Prod",
    "user": { "name": "«_app»", "type": "servicePrincipal" }
  }
]
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid(), "_sub": g.uuid()}, "Acme-Prod")

	g.flgAdd("flag/az-login-user-password", `
az login -u ops-automation@acme.onmicrosoft.com -p '«a»' --allow-no-subscriptions
`, V{"a": g.pw()}, "ops-automation@acme.onmicrosoft.com")

	g.flgAdd("flag/az-storage-account-key", `
az storage blob upload-batch --account-name acmeprodlogs --account-key «a» -d '$web' -s ./public --overwrite
`, V{"a": g.azStorage()}, "acmeprodlogs")

	g.flgAdd("flag/gcloud-key-file-benign-and-token", `
gcloud auth activate-service-account deployer@acme-prod.iam.gserviceaccount.com --key-file=/secrets/gcp/deployer.json
gcloud run deploy api --image=europe-docker.pkg.dev/acme-prod/app/api:1.42.0 --region=europe-west1
curl -H "Authorization: Bearer «a»" https://run.googleapis.com/v2/projects/acme-prod/locations/europe-west1/services
`, V{"a": g.ya29()}, "--key-file=/secrets/gcp/deployer.json", "deployer@acme-prod.iam.gserviceaccount.com")

	g.flgAdd("flag/gcloud-access-token-flag", `
gcloud storage ls gs://acme-ml-datasets --access-token-file=/tmp/token.txt
gsutil -o "Credentials:gs_oauth2_refresh_token=«a»" ls gs://acme-ml-datasets
`, V{"a": g.gRefresh()}, "--access-token-file=/tmp/token.txt", "gs://acme-ml-datasets")

	g.flgAdd("flag/vault-login-token-positional", `
$ vault login «a»
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.

Key                  Value
---                  -----
token                «a»
token_accessor       «_acc»
token_duration       768h
token_policies       ["default" "ops"]
`, V{"a": g.vaultTok(), "_acc": g.an(24)}, `["default" "ops"]`)

	g.flgAdd("flag/vault-login-userpass-and-approle", `
vault login -method=userpass username=mchen password='«a»'
vault write auth/approle/login role_id=«_r» secret_id=«b»
VAULT_TOKEN=«c» vault kv get -field=dsn secret/apps/billing
`, V{"a": g.pw(), "_r": g.uuid(), "b": g.uuid(), "c": g.vaultOld()}, "secret/apps/billing", "username=mchen")

	g.flgAdd("flag/mc-alias-set", `
$ mc alias set minio-prod https://s3.minio.acme.internal «a» «b» --api S3v4
Added ˋminio-prodˋ successfully.
$ mc ls minio-prod/backups
[2025-03-04 02:00:12 UTC] 4.1GiB STANDARD pg-2025-03-04.dump
`, V{"a": g.an(20), "b": g.an(40)}, "https://s3.minio.acme.internal", "minio-prod/backups")

	g.flgAdd("flag/s3cmd-access-secret", `
s3cmd --access_key=«a» --secret_key=«b» --host=fra1.digitaloceanspaces.com --host-bucket='%(bucket)s.fra1.digitaloceanspaces.com' sync ./static/ s3://acme-static/
`, V{"a": "DO00" + g.s(alUpNum, 16), "b": g.b64(32)[:43]}, "fra1.digitaloceanspaces.com", "s3://acme-static/")

	g.flgAdd("flag/rclone-inline-remote", `
rclone copy ./exports ":s3,provider=Wasabi,access_key_id=«a»,secret_access_key=«b»,endpoint=s3.eu-central-2.wasabisys.com:acme-archive/exports" --progress
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "s3.eu-central-2.wasabisys.com")

	g.flgAdd("flag/doctl-auth-init-t", `
doctl auth init --context acme -t «a»
Validating token... OK
`, V{"a": g.doToken()}, "Validating token... OK")

	g.flgAdd("flag/oc-login-token-and-password", `
oc login --token=«a» --server=https://api.ocp4.acme.lan:6443
Logged into "https://api.ocp4.acme.lan:6443" as "ci-bot" using the token provided.
oc login -u kubeadmin -p «b» https://api.crc.testing:6443 --insecure-skip-tls-verify=true
`, V{"a": "sha256~" + g.b64u(43), "b": g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5)}, "https://api.ocp4.acme.lan:6443", "ci-bot")

	g.flgAdd("flag/argocd-login-password", `
argocd login argocd.acme.internal --username admin --password «a» --grpc-web
'admin:login' logged in successfully
Context 'argocd.acme.internal' updated
`, V{"a": g.an(16)}, "argocd.acme.internal")

	g.flgAdd("flag/kubectl-token-flag", `
kubectl --server=https://10.96.0.1:443 --token=«a» --insecure-skip-tls-verify get secrets -n kube-system
`, V{"a": g.k8sSAToken()}, "https://10.96.0.1:443")

	g.flgAdd("flag/kubectl-create-secret-from-literal", `
kubectl -n payments create secret generic payments-db \
  --from-literal=username=payments \
  --from-literal=password='«a»' \
  --from-literal=stripe-key=«b» \
  --dry-run=client -o yaml | kubectl apply -f -
secret/payments-db configured
`, V{"a": g.pw(), "b": g.rkLive()}, "secret/payments-db configured", "--from-literal=username=payments")

	g.flgAdd("flag/kubectl-docker-registry-secret", `
kubectl create secret docker-registry regcred --docker-server=registry.gitlab.com --docker-username=deploy-token-41 --docker-password=«a» --docker-email=ops@acme.io -n web
`, V{"a": g.b64u(20)}, "deploy-token-41", "registry.gitlab.com")

	g.flgAdd("flag/kubectl-from-file-benign", `
kubectl create secret generic tls-bundle --from-file=tls.crt=./certs/api.crt --from-file=tls.key=./certs/api.key -n edge
kubectl create secret generic app-env --from-env-file=.env.production -n web
`, nil, "--from-file=tls.key=./certs/api.key", "--from-env-file=.env.production")

	g.flgAdd("flag/helm-set-values", `
helm upgrade --install keycloak bitnami/keycloak -n auth \
  --set auth.adminUser=admin \
  --set auth.adminPassword=«a» \
  --set postgresql.auth.password=«b» \
  --set ingress.hostname=sso.acme.io \
  --version 21.4.1
Release "keycloak" has been upgraded. Happy Helming!
`, V{"a": g.flgPW(), "b": g.flgPW()}, "sso.acme.io", "auth.adminUser=admin")

	g.flgAdd("flag/helm-set-string-and-repo-password", `
helm repo add acme-charts https://charts.acme.io --username ci --password «a»
helm upgrade api acme-charts/api --set-string secrets.jwtSecret=«b» --set image.tag=1.42.0 -f values/prod.yaml
`, V{"a": g.glpat(), "b": g.hex(64)}, "https://charts.acme.io", "values/prod.yaml")

	g.flgAdd("flag/terraform-var-flags", `
terraform apply -auto-approve \
  -var 'environment=prod' \
  -var 'db_password=«a»' \
  -var "cloudflare_api_token=«b»" \
  -var-file=prod.tfvars
`, V{"a": g.pwStrong(), "b": g.cfToken()}, "-var-file=prod.tfvars", "environment=prod")

	g.flgAdd("flag/terraform-tf-var-env", `
TF_VAR_datadog_api_key=«a» TF_VAR_datadog_app_key=«b» terraform plan -out=tfplan
`, V{"a": g.hex(32), "b": g.hex(40)}, "-out=tfplan")

	g.flgAdd("flag/consul-nomad-token-flags", `
consul kv get -token=«a» -http-addr=https://consul.service.dc1:8501 config/api/feature_flags
nomad job run -token «b» -address=https://nomad.acme.lan:4646 jobs/api.nomad.hcl
`, V{"a": g.uuid(), "b": g.uuid()}, "config/api/feature_flags", "jobs/api.nomad.hcl")

	g.flgAdd("flag/pulumi-config-set-secret-plaintext", `
pulumi config set --secret dbPassword «a» --stack acme/prod
pulumi config set hcloud:token «b» --secret
pulumi config
KEY            VALUE
dbPassword     [secret]
hcloud:token   [secret]
`, V{"a": g.pw(), "b": g.an(64)}, "dbPassword     [secret]")

	g.flgAdd("flag/heroku-cli-api-key-env", `
HEROKU_API_KEY=«a» heroku config:set -a acme-web STRIPE_SECRET_KEY=«b» SENDGRID_API_KEY=«c»
Setting STRIPE_SECRET_KEY, SENDGRID_API_KEY and restarting ⬢ acme-web... done, v214
`, V{"a": g.heroku(), "b": g.skLive(), "c": g.sendgrid()}, "acme-web")

	g.flgAdd("flag/fly-secrets-set", `
fly secrets set DATABASE_URL=postgres://postgres:«a»@acme-db.flycast:5432/acme OPENAI_API_KEY=«b» -a acme-api
Release v38 created
`, V{"a": g.an(16), "b": g.openai()}, "acme-api", "acme-db.flycast:5432")

	g.flgAdd("flag/gh-secret-set-body", `
gh secret set NPM_TOKEN --body «a» --repo acme/web-sdk
✓ Set Actions secret NPM_TOKEN for acme/web-sdk
gh secret set SIGNING_KEY < ~/keys/signing.key
`, V{"a": g.npmTok()}, "acme/web-sdk", "gh secret set SIGNING_KEY < ~/keys/signing.key")

	g.flgAdd("flag/wrangler-secret-and-vercel-token", `
echo "«a»" | npx wrangler secret put DISCORD_BOT_TOKEN --env production
vercel deploy --prod --token «b» --scope acme
`, V{"a": g.discordBot(), "b": g.vercel()}, "DISCORD_BOT_TOKEN", "--scope acme")
}

func (g *G) flgContainers() {
	g.flgAdd("flag/docker-run-e-env", `
docker run -d --name pg-dev -p 5432:5432 \
  -e POSTGRES_USER=app \
  -e POSTGRES_PASSWORD=«a» \
  -v pgdata:/var/lib/postgresql/data postgres:16-alpine
«_id»
`, V{"a": g.flgPW(), "_id": g.hex(64)}, "postgres:16-alpine", "-p 5432:5432")

	g.flgAdd("flag/docker-run-many-envs", `
docker run --rm -it -p 8080:80 -e GF_SECURITY_ADMIN_PASSWORD=«a» -e GF_SMTP_PASSWORD=«b» -e "GF_AUTH_GENERIC_OAUTH_CLIENT_SECRET=«c»" grafana/grafana:11.0.0
`, V{"a": g.flgPW(), "b": g.sendgrid(), "c": g.b64u(40)}, "grafana/grafana:11.0.0", "-p 8080:80")

	g.flgAdd("flag/docker-build-arg", `
docker build --build-arg NPM_TOKEN=«a» --build-arg BUILD_SHA=«_sha» -t ghcr.io/acme/web:«_sha» .
#5 [2/6] RUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc
`, V{"a": g.npmTok(), "_sha": g.gitSHA()}, `//registry.npmjs.org/:_authToken=${NPM_TOKEN}`)

	g.flgAdd("flag/docker-login-p", `
$ docker login -u acmebot -p «a» docker.io
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
`, V{"a": g.dockerPAT()}, "acmebot", "Use --password-stdin.")

	g.flgAdd("flag/docker-login-password-stdin-benign", `
echo "$CR_PAT" | docker login ghcr.io -u acme-ci --password-stdin
aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin «_acct».dkr.ecr.us-east-1.amazonaws.com
Login Succeeded
`, V{"_acct": g.digits(12)}, `echo "$CR_PAT" | docker login ghcr.io -u acme-ci --password-stdin`)

	g.flgAdd("flag/docker-login-stdin-with-literal", `
echo «a» | docker login registry.gitlab.com -u gitlab-ci-token --password-stdin
`, V{"a": g.glpat()}, "gitlab-ci-token")

	g.flgAdd("flag/podman-login-and-skopeo-creds", `
podman login quay.io -u 'acme+builder' -p «a»
skopeo copy --src-creds 'acme+builder:«a»' --dest-creds AWS:«b» docker://quay.io/acme/api:1.42.0 docker://«_acct».dkr.ecr.eu-west-1.amazonaws.com/api:1.42.0
`, V{"a": g.s(alUpNum, 64), "b": "eyJwYXlsb2FkIjoi" + g.b64(600), "_acct": g.digits(12)}, "acme+builder")

	g.flgAdd("flag/crane-auth-login", `
crane auth login harbor.acme.lan -u 'robot$ci' -p «a»
2025/03/04 11:20:01 logged in via /home/ci/.docker/config.json
`, V{"a": g.an(32)}, "harbor.acme.lan", "robot$ci")

	g.flgAdd("flag/docker-exec-mysql-inside", `
docker exec -it shop-mysql-1 mysql -uroot -p«a» -e "SHOW DATABASES;"
+--------------------+
| Database           |
+--------------------+
| information_schema |
| shop               |
+--------------------+
`, V{"a": g.flgPW()}, "shop-mysql-1")

	g.flgAdd("flag/docker-run-port-only-benign", `
docker run -d -p 8080:80 -p 127.0.0.1:9090:9090 --name web nginx:1.27
docker run -P --rm -e TZ=Europe/Berlin -e LOG_LEVEL=debug traefik/whoami
`, nil, "-p 127.0.0.1:9090:9090", "-e LOG_LEVEL=debug")
}

func (g *G) flgBuild() {
	g.flgAdd("flag/npm-authtoken-flag", `
npm publish --access public --//registry.npmjs.org/:_authToken=«a»
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @acme/ui-kit@4.2.0
`, V{"a": g.npmTok()}, "@acme/ui-kit@4.2.0")

	g.flgAdd("flag/npm-config-set-authtoken", `
npm config set //npm.pkg.github.com/:_authToken «a»
npm config set @acme:registry https://npm.pkg.github.com
npm install
`, V{"a": g.ghp()}, "@acme:registry https://npm.pkg.github.com")

	g.flgAdd("flag/yarn-npm-auth-ident", `
yarn config set npmAuthIdent "deploy:«a»"
yarn config set npmRegistryServer "https://artifactory.acme.io/artifactory/api/npm/npm-virtual/"
`, V{"a": g.flgPW()}, "https://artifactory.acme.io/artifactory/api/npm/npm-virtual/")

	g.flgAdd("flag/twine-upload-u-p", `
twine upload -u __token__ -p «a» --repository-url https://upload.pypi.org/legacy/ dist/*
Uploading distributions to https://upload.pypi.org/legacy/
Uploading acme_sdk-2.3.1-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 41.2/41.2 kB • 00:00
`, V{"a": g.pypiTok()}, "acme_sdk-2.3.1-py3-none-any.whl")

	g.flgAdd("flag/pip-index-url-with-token", `
pip install --index-url https://__token__:«a»@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple acme-internal-utils==0.9.4
Looking in indexes: https://__token__:****@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple
`, V{"a": g.glpat()}, "acme-internal-utils==0.9.4")

	g.flgAdd("flag/pip-extra-index-aws-codeartifact", `
pip install --extra-index-url "https://aws:«a»@acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/pypi/internal/simple/" ml-features
`, V{"a": "eyJ2ZXIiOjEsImlzdSI6" + g.b64u(300), "_acct": g.digits(12)}, "ml-features")

	g.flgAdd("flag/git-clone-token-in-url", `
$ git clone https://oauth2:«a»@gitlab.acme.io/platform/terraform-modules.git
Cloning into 'terraform-modules'...
remote: Enumerating objects: 2841, done.
Receiving objects: 100% (2841/2841), 612.04 KiB | 3.11 MiB/s, done.
`, V{"a": g.glpat()}, "gitlab.acme.io/platform/terraform-modules.git")

	g.flgAdd("flag/git-clone-x-access-token", `
git clone --depth 1 https://x-access-token:«a»@github.com/acme/deploy-config.git /tmp/deploy-config
`, V{"a": g.ghs()}, "github.com/acme/deploy-config.git")

	g.flgAdd("flag/git-c-extraheader", `
git -c http.https://github.com/.extraheader="AUTHORIZATION: basic «a»" fetch --no-tags --prune origin +refs/heads/main:refs/remotes/origin/main
`, V{"a": b64s("x-access-token:" + g.ghs())}, "+refs/heads/main:refs/remotes/origin/main")

	g.flgAdd("flag/git-remote-set-url-pat", `
git remote set-url origin https://jlee:«a»@dev.azure.com/acme/Platform/_git/infra
git push origin feature/ARM-412
`, V{"a": g.azDevops()}, "dev.azure.com/acme/Platform/_git/infra", "feature/ARM-412")

	g.flgAdd("flag/gh-auth-with-token-benign-and-literal", `
gh auth login --with-token < ~/.config/gh-token.txt
echo «a» | gh auth login --hostname github.acme.com --with-token
`, V{"a": g.ghFine()}, "gh auth login --with-token < ~/.config/gh-token.txt", "github.acme.com")

	g.flgAdd("flag/cargo-login-and-publish-token", `
cargo login «a»
       Login token for ˋcrates-ioˋ saved
cargo publish --token «b» -p acme-proto
`, V{"a": "cio" + g.an(32), "b": "cio" + g.an(32)}, "acme-proto")

	g.flgAdd("flag/mvn-D-password", `
mvn -B deploy -DskipTests -DaltDeploymentRepository=nexus::https://nexus.acme.io/repository/maven-releases/ -Dnexus.username=ci -Dnexus.password=«a» -Dgpg.passphrase=«b»
[INFO] BUILD SUCCESS
`, V{"a": g.flgPW(), "b": g.pw()}, "https://nexus.acme.io/repository/maven-releases/", "-DskipTests")

	g.flgAdd("flag/gradle-P-props", `
./gradlew publish -PsonatypeUsername=acme-release -PsonatypePassword=«a» -Psigning.password=«b» -Psigning.keyId=«_k» --no-daemon --parallel
> Task :core:publishMavenPublicationToSonatypeRepository
BUILD SUCCESSFUL in 1m 12s
`, V{"a": g.an(44), "b": g.pw(), "_k": g.s(alHexU, 8)}, "acme-release", "--parallel")

	g.flgAdd("flag/dotnet-nuget-add-source-password", `
dotnet nuget add source https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json --name acme-internal --username az --password «a» --store-password-in-clear-text
Package source with Name: acme-internal added successfully.
`, V{"a": g.azDevops()}, "acme-internal")

	g.flgAdd("flag/nuget-setapikey-and-push", `
nuget setApiKey «a» -Source https://api.nuget.org/v3/index.json
dotnet nuget push bin/Release/Acme.Client.3.0.1.nupkg --api-key «a» --source https://api.nuget.org/v3/index.json
`, V{"a": "oy2" + g.s(alLowNum, 43)}, "Acme.Client.3.0.1.nupkg")

	g.flgAdd("flag/java-D-system-props", `
java -Xmx2g -Dspring.profiles.active=prod -Dspring.datasource.password=«a» -Djavax.net.ssl.trustStorePassword=changeit -Djavax.net.ssl.keyStorePassword=«b» -jar /opt/app/orders-service.jar
`, V{"a": g.flgPW(), "b": g.flgPW()}, "-Dspring.profiles.active=prod", "/opt/app/orders-service.jar")

	g.flgAdd("flag/spark-submit-conf-secrets", `
spark-submit --master yarn --deploy-mode cluster \
  --conf spark.hadoop.fs.s3a.access.key=«a» \
  --conf spark.hadoop.fs.s3a.secret.key=«b» \
  --conf spark.authenticate.secret=«c» \
  --conf spark.executor.memory=8g \
  jobs/daily_rollup.py --date 2025-03-03
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.hex(32)}, "jobs/daily_rollup.py", "spark.executor.memory=8g")

	g.flgAdd("flag/sonar-scanner-login", `
sonar-scanner -Dsonar.projectKey=acme_billing -Dsonar.host.url=https://sonar.acme.io -Dsonar.login=«a»
INFO: ANALYSIS SUCCESSFUL, you can find the results at: https://sonar.acme.io/dashboard?id=acme_billing
`, V{"a": "squ_" + g.hex(40)}, "https://sonar.acme.io/dashboard?id=acme_billing")

	g.flgAdd("flag/flyway-liquibase-password", `
flyway -url=jdbc:postgresql://db:5432/app -user=flyway -password=«a» -locations=filesystem:sql migrate
liquibase --url=jdbc:mysql://mysql:3306/app --username=lb --password=«b» --changelog-file=db/changelog.xml update
`, V{"a": g.flgPW(), "b": g.flgPW()}, "jdbc:postgresql://db:5432/app", "db/changelog.xml")

	g.flgAdd("flag/gem-push-key-and-composer-auth", `
GEM_HOST_API_KEY=«a» gem push acme-client-1.8.0.gem
composer config --global http-basic.repo.packagist.com token «b»
`, V{"a": g.rubygems(), "b": g.hex(40)}, "acme-client-1.8.0.gem", "http-basic.repo.packagist.com")

	g.flgAdd("flag/sentry-cli-auth-token", `
sentry-cli --auth-token «a» releases -o acme -p web new «_sha»
sentry-cli --auth-token «a» releases -o acme -p web files «_sha» upload-sourcemaps ./dist
`, V{"a": "sntrys_" + g.b64u(120), "_sha": g.gitSHA()})

	g.flgAdd("flag/codecov-t-and-snyk-auth", `
./codecov -t «a» -f coverage.xml -F unittests
snyk auth «b»
Your account has been authenticated. Snyk is now ready to be used.
`, V{"a": g.uuid(), "b": g.uuid()}, "-F unittests")
}

func (g *G) flgMessaging() {
	g.flgAdd("flag/rabbitmqctl-add-user", `
root@mq01:~# rabbitmqctl add_user orders_svc «a»
Adding user "orders_svc" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
root@mq01:~# rabbitmqctl set_permissions -p /orders orders_svc ".*" ".*" ".*"
root@mq01:~# rabbitmqctl change_password admin «b»
Changing password for user "admin" ...
`, V{"a": g.flgPW(), "b": g.flgPW()}, "orders_svc", "root@mq01")

	g.flgAdd("flag/rabbitmqadmin-password", `
rabbitmqadmin -H mq.acme.lan -u admin -p «a» declare queue name=invoices.dlq durable=true
queue declared
`, V{"a": g.flgPW()}, "name=invoices.dlq")

	g.flgAdd("flag/kcat-sasl-X", `
kcat -b pkc-4r297.europe-west1.gcp.confluent.cloud:9092 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username=«_k» -X sasl.password=«a» -t orders -C -o -5 -e
`, V{"_k": g.s(alUpNum, 16), "a": g.an(64)}, "pkc-4r297.europe-west1.gcp.confluent.cloud:9092")

	g.flgAdd("flag/kafka-command-config-benign-and-file", `
$ kafka-console-consumer.sh --bootstrap-server b-1.msk.acme.internal:9096 --topic audit --from-beginning --consumer.config /etc/kafka/client.properties
$ cat /etc/kafka/client.properties
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="audit-reader" password="«a»";
`, V{"a": g.flgPW()}, "--consumer.config /etc/kafka/client.properties", "audit-reader")

	g.flgAdd("flag/kafka-configs-add-scram", `
kafka-configs.sh --bootstrap-server localhost:9092 --alter --add-config 'SCRAM-SHA-512=[password=«a»]' --entity-type users --entity-name payments-producer --command-config admin.properties
Completed updating config for user payments-producer.
`, V{"a": g.flgPW()}, "payments-producer", "--command-config admin.properties")

	g.flgAdd("flag/mosquitto-pub-P", `
mosquitto_pub -h mqtt.home.arpa -p 8883 --cafile /etc/ssl/certs/ca.pem -u homeassistant -P «a» -t 'zigbee2mqtt/bridge/request/permit_join' -m '{"value": true}'
`, V{"a": g.flgPW()}, "mqtt.home.arpa", "zigbee2mqtt/bridge/request/permit_join")

	g.flgAdd("flag/nats-creds-benign-and-password", `
nats --server nats://nats.acme.lan:4222 --creds ~/.nkeys/creds/acme/APP/orders.creds stream ls
nats --server nats://nats.acme.lan:4222 --user admin --password «a» server report jetstream
`, V{"a": g.flgPW()}, "--creds ~/.nkeys/creds/acme/APP/orders.creds", "nats://nats.acme.lan:4222")

	g.flgAdd("flag/amqp-url-celery-worker", `
celery -A acme.tasks worker --broker "amqp://celery:«a»@rabbitmq.svc.cluster.local:5672/acme" --concurrency 8 -l info
`, V{"a": g.pwURL()}, "rabbitmq.svc.cluster.local:5672/acme")
}

func (g *G) flgUsers() {
	g.flgAdd("flag/useradd-p-hash", `
useradd -m -s /bin/bash -G sudo,docker -p '«a»' deploy
`, V{"a": g.flgSHA512Crypt()}, "-G sudo,docker")

	g.flgAdd("flag/useradd-p-openssl-passwd", `
sudo useradd -m -p "$(openssl passwd -6 '«a»')" kiosk
sudo usermod -p "$(mkpasswd -m sha-512 «b»)" root
`, V{"a": g.pw(), "b": g.flgPW()}, "mkpasswd -m sha-512")

	g.flgAdd("flag/chpasswd-echo", `
echo "ubuntu:«a»" | sudo chpasswd
echo 'root:«b»' | chpasswd -e
`, V{"a": g.pw(), "b": g.flgSHA512Crypt()}, "sudo chpasswd")

	g.flgAdd("flag/passwd-stdin-rhel", `
echo «a» | passwd --stdin svc_backup
Changing password for user svc_backup.
passwd: all authentication tokens updated successfully.
`, V{"a": g.flgPW()}, "svc_backup")

	g.flgAdd("flag/smbpasswd-printf", `
(echo «a»; echo «a») | smbpasswd -s -a scanner
Added user scanner.
`, V{"a": g.flgPW()}, "smbpasswd -s -a scanner")

	g.flgAdd("flag/net-user-add", `
C:\Windows\system32> net user svc_backup «a» /add /passwordchg:no /expires:never
The command completed successfully.
C:\Windows\system32> net localgroup "Backup Operators" svc_backup /add
`, V{"a": g.flgPW()}, `"Backup Operators" svc_backup`)

	g.flgAdd("flag/net-user-star-prompt-benign", `
C:\> net user Administrator *
Type a password for the user:
Retype the password to confirm:
The command completed successfully.
`, nil, `net user Administrator *`)

	g.flgAdd("flag/samba-tool-user-create", `
samba-tool user create jdoe «a» --given-name=Jane --surname=Doe --mail-address=jdoe@corp.local
User 'jdoe' added successfully
samba-tool user setpassword Administrator --newpassword=«b»
`, V{"a": g.flgPW(), "b": g.flgPW()}, "jdoe@corp.local")

	g.flgAdd("flag/mysql-create-user-e", `
mysql -uroot -e "CREATE USER 'wp'@'%' IDENTIFIED BY '«a»'; GRANT ALL ON wordpress.* TO 'wp'@'%'; FLUSH PRIVILEGES;"
`, V{"a": g.pw()}, "wordpress.*")

	g.flgAdd("flag/htdigest-and-keycloak-kcadm", `
/opt/keycloak/bin/kcadm.sh config credentials --server http://localhost:8080 --realm master --user admin --password «a»
/opt/keycloak/bin/kcadm.sh set-password -r acme --username jdoe --new-password «b» --temporary
`, V{"a": g.flgPW(), "b": g.flgPW()}, "--realm master")

	g.flgAdd("flag/django-createsuperuser-env", `
DJANGO_SUPERUSER_PASSWORD=«a» python manage.py createsuperuser --noinput --username admin --email admin@acme.io
Superuser created successfully.
`, V{"a": g.pw()}, "admin@acme.io")
}

func (g *G) flgWindows() {
	g.flgAdd("flag/ps-convertto-securestring", `
$pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("CORP\svc_deploy", $pw)
Invoke-Command -ComputerName APP07, APP08 -Credential $cred -ScriptBlock { Restart-Service AcmeAgent }
`, V{"a": g.pw()}, `CORP\svc_deploy`, "Restart-Service AcmeAgent")

	g.flgAdd("flag/ps-pscredential-oneliner", `
PS> Enter-PSSession -ComputerName 10.20.0.14 -Credential (New-Object PSCredential('Administrator', (ConvertTo-SecureString '«a»' -AsPlainText -Force)))
[10.20.0.14]: PS C:\Users\Administrator\Documents>
`, V{"a": g.pw()}, `[10.20.0.14]: PS C:\Users\Administrator\Documents>`)

	g.flgAdd("flag/ps-read-host-benign", `
$cred = Get-Credential -UserName "CORP\jlee" -Message "Domain password"
$secure = Read-Host -AsSecureString "Enter DSRM password"
Install-ADDSForest -DomainName corp.local -SafeModeAdministratorPassword $secure -Force
`, nil, "Read-Host -AsSecureString", "-SafeModeAdministratorPassword $secure")

	g.flgAdd("flag/schtasks-ru-rp", `
schtasks /Create /TN "Acme\NightlyExport" /TR "C:\Acme\export.cmd" /SC DAILY /ST 02:30 /RU CORP\svc_export /RP «a» /RL HIGHEST /F
SUCCESS: The scheduled task "Acme\NightlyExport" has successfully been created.
`, V{"a": g.flgPW()}, `C:\Acme\export.cmd`, `CORP\svc_export`)

	g.flgAdd("flag/cmdkey-pass", `
cmdkey /generic:TERMSRV/rdsh01.corp.local /user:CORP\jlee /pass:«a»
CMDKEY: Credential added successfully.
mstsc /v:rdsh01.corp.local
`, V{"a": g.flgPW()}, "TERMSRV/rdsh01.corp.local")

	g.flgAdd("flag/sc-config-obj-password", `
sc.exe config "AcmeSync" obj= "CORP\svc_sync" password= "«a»"
[SC] ChangeServiceConfig SUCCESS
`, V{"a": g.pw()}, `CORP\svc_sync`, "[SC] ChangeServiceConfig SUCCESS")

	g.flgAdd("flag/msdeploy-dest-password", `
"C:\Program Files\IIS\Microsoft Web Deploy V3\msdeploy.exe" -verb:sync -source:contentPath="C:\build\site" -dest:contentPath="Default Web Site/shop",computerName="https://web01.corp.local:8172/msdeploy.axd?site=Default Web Site",userName="CORP\webdeploy",password="«a»",authType="Basic" -allowUntrusted
`, V{"a": g.flgPW()}, `https://web01.corp.local:8172/msdeploy.axd?site=Default Web Site`)

	g.flgAdd("flag/runas-savecred-benign-and-psexec", `
runas /user:CORP\admin-jlee /savecred "mmc dsa.msc"
Enter the password for CORP\admin-jlee:
Attempting to start mmc dsa.msc as user "CORP\admin-jlee" ...
`, nil, `runas /user:CORP\admin-jlee /savecred "mmc dsa.msc"`)

	g.flgAdd("flag/invoke-sqlcmd-password", `
Invoke-Sqlcmd -ServerInstance "sql-bi.corp.local\BI" -Database Staging -Username etl -Password '«a»' -Query "EXEC dbo.usp_LoadDaily"
`, V{"a": g.pw()}, `sql-bi.corp.local\BI`, "dbo.usp_LoadDaily")

	g.flgAdd("flag/winrm-set-and-winrs", `
winrs -r:http://hv02.corp.local:5985 -u:CORP\hvadmin -p:«a» "powershell Get-VM | Select Name,State"
Name          State
----          -----
build-agent-1 Running
`, V{"a": g.flgPW()}, "http://hv02.corp.local:5985", "build-agent-1 Running")

	g.flgAdd("flag/ansible-playbook-e-password", `
ansible-playbook -i inventories/prod/hosts.ini site.yml --limit winservers \
  -e "ansible_user=Administrator ansible_password=«a» ansible_connection=winrm ansible_winrm_server_cert_validation=ignore"
`, V{"a": g.pw()}, "inventories/prod/hosts.ini", "ansible_connection=winrm")

	g.flgAdd("flag/ansible-extra-vars-json-and-become", `
ansible all -i 10.0.5.21, -m ping -u pi --extra-vars '{"ansible_ssh_pass": "«a»", "ansible_become_pass": "«b»"}'
10.0.5.21 | SUCCESS => {
    "changed": false,
    "ping": "pong"
}
`, V{"a": g.pw(), "b": g.pw()}, `"ping": "pong"`)

	g.flgAdd("flag/ansible-vault-password-file-benign", `
ansible-playbook site.yml --vault-password-file ~/.ansible/vault_pass.txt -e @group_vars/prod/vault.yml --ask-become-pass
BECOME password:
`, nil, "--vault-password-file ~/.ansible/vault_pass.txt", "--ask-become-pass")
}

func (g *G) flgProc() {
	g.flgAdd("flag/ps-auxww-listing", `
$ ps auxww | grep -v grep | grep -E 'mysql|java'
mysql     1187  2.1 11.4 2451880 932112 ?      Ssl  Feb28  92:14 /usr/sbin/mysqld
app      «_p1»  0.0  0.0  14424  3112 pts/1    S+   10:02   0:00 mysql -h 127.0.0.1 -u shop_app -pxxxxxxxxxxxx shop
backup   «_p2»  4.7  0.3 112744 29012 ?        S    02:00   1:12 mysqldump -u backup --password=«a» --all-databases
tomcat    2210  1.2 18.0 6214400 1481220 ?     Sl   Feb28  61:33 /usr/lib/jvm/java-17/bin/java -Djavax.net.ssl.keyStorePassword=«b» -Dcatalina.base=/opt/tomcat org.apache.catalina.startup.Bootstrap start
`, V{"_p1": g.flgPID(), "_p2": g.flgPID(), "a": g.flgPW(), "b": g.flgPW()}, "/usr/sbin/mysqld", "-Dcatalina.base=/opt/tomcat")

	g.flgAdd("flag/ps-ef-sshpass-masked-and-not", `
$ ps -ef | grep sshpass
jenkins  «_p1» «_p2»  0 11:40 ?        00:00:00 sshpass -p zzzzzzzzzzzz ssh deploy@10.0.8.4
jenkins  «_p3» «_p1»  0 11:40 ?        00:00:00 ssh deploy@10.0.8.4
jenkins  «_p4» «_p2»  0 11:41 ?        00:00:00 /bin/sh -c sshpass -p «a» scp build.tgz deploy@10.0.8.4:/opt/releases/
`, V{"_p1": g.flgPID(), "_p2": g.flgPID(), "_p3": g.flgPID(), "_p4": g.flgPID(), "a": g.flgPW()}, "sshpass -p zzzzzzzzzzzz ssh deploy@10.0.8.4", "/opt/releases/")

	g.flgAdd("flag/proc-cmdline-nul", `
$ cat /proc/«_p»/cmdline
redis-server␀*:6379␀--requirepass␀«a»␀--maxmemory␀2gb␀
$ cat /proc/«_p»/cmdline | tr '\0' ' '; echo
redis-server *:6379 --requirepass «a» --maxmemory 2gb
`, V{"_p": g.flgPID(), "a": g.an(40)}, "--maxmemory")

	g.flgAdd("flag/proc-cmdline-xargs-0", `
# xargs -0 < /proc/«_p»/cmdline
/usr/local/bin/minio
server
/data
--address
:9000
--console-address
:9001
# xargs -0 -L1 -a /proc/«_p»/environ | grep -i minio_root
MINIO_ROOT_USER=minioadmin
MINIO_ROOT_PASSWORD=«a»
`, V{"_p": g.flgPID(), "a": g.an(32)}, "MINIO_ROOT_USER=minioadmin", "/usr/local/bin/minio")

	odKey := g.b64(32)
	g.flgAdd("flag/proc-cmdline-raw-od", `
$ od -c /proc/«_p»/cmdline | head -5
«=od»
$ tr '\0' ' ' < /proc/«_p»/cmdline
vault operator unseal «a»
`, V{"_p": g.flgPID(), "=od": flgOd("vault\x00operator\x00unseal\x00" + odKey + "\x00"), "a": odKey}, "vault operator unseal")

	g.flgAdd("flag/top-batch-command-column", `
top - 11:02:41 up 34 days,  3:11,  2 users,  load average: 3.14, 2.90, 2.71
Tasks: 212 total,   2 running, 210 sleeping,   0 stopped,   0 zombie
    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
  «_p1» etl       20   0 1288404 412200  18344 R  98.7   5.1  12:44.02 python3 load.py --db-url postgresql://etl:«a»@dwh:5432/dwh --batch 5000
   1021 root      20   0  717440  48112  31204 S   1.3   0.6  60:12.44 /usr/bin/containerd
`, V{"_p1": g.flgPID(), "a": g.pwURL()}, "/usr/bin/containerd", "--batch 5000")

	g.flgAdd("flag/pgrep-a", `
$ pgrep -a -f api_key
«_p» /usr/bin/node /srv/bot/index.js --api-key «a» --channel ops-alerts
`, V{"_p": g.flgPID(), "a": g.xoxb()}, "/srv/bot/index.js", "ops-alerts")

	g.flgAdd("flag/systemctl-status-cgroup", `
$ systemctl status restic-backup.service
● restic-backup.service - Restic backup to B2
     Loaded: loaded (/etc/systemd/system/restic-backup.service; static)
     Active: active (running) since Tue 2025-03-04 02:00:00 UTC; 14min ago
   Main PID: «_p» (restic)
      Tasks: 9 (limit: 9401)
     CGroup: /system.slice/restic-backup.service
             └─«_p» /usr/bin/restic -r b2:acme-backups:/srv --password-command "echo «a»" backup /srv --exclude-caches
`, V{"_p": g.flgPID(), "a": g.pw()}, "b2:acme-backups:/srv", "/etc/systemd/system/restic-backup.service")

	g.flgAdd("flag/docker-inspect-args", `
$ docker inspect --format '{{json .Config.Cmd}}' keycloak | jq .
[
  "start",
  "--db=postgres",
  "--db-url=jdbc:postgresql://pg:5432/keycloak",
  "--db-username=keycloak",
  "--db-password=«a»",
  "--hostname=sso.acme.io"
]
`, V{"a": g.flgPW()}, "--db-url=jdbc:postgresql://pg:5432/keycloak", "--hostname=sso.acme.io")

	g.flgAdd("flag/kubectl-describe-pod-args", `
$ kubectl describe pod exporter-7c9d5b8f4-qz2kx -n monitoring
Containers:
  postgres-exporter:
    Image:         quay.io/prometheuscommunity/postgres-exporter:v0.15.0
    Args:
      --web.listen-address=:9187
      --extend.query-path=/etc/queries.yaml
    Environment:
      DATA_SOURCE_NAME:  postgresql://exporter:«a»@pg-primary.db.svc:5432/postgres?sslmode=disable
      PG_EXPORTER_AUTO_DISCOVER_DATABASES:  true
`, V{"a": g.pwURL()}, "quay.io/prometheuscommunity/postgres-exporter:v0.15.0", "pg-primary.db.svc:5432")

	g.flgAdd("flag/htop-tree-line", `
  PID USER       PRI  NI  VIRT   RES   SHR S CPU% MEM%   TIME+  Command
 «_p1» gitlab-ru   20   0  412M 88120 11204 S  0.7  1.1  0:41.12 ├─ /opt/gitlab/embedded/bin/postgres_exporter --web.listen-address=localhost:9187
 «_p2» root       20   0 24112  6012  4120 S  0.0  0.1  0:00.03 └─ sudo -u git -H bundle exec rake gitlab:backup:create SKIP=registry GITLAB_BACKUP_ENCRYPTION_KEY=«a»
`, V{"_p1": g.flgPID(), "_p2": g.flgPID(), "a": g.b64(32)}, "gitlab:backup:create SKIP=registry")

	g.flgAdd("flag/windows-wmic-process-commandline", `
C:\> wmic process where "name='java.exe'" get ProcessId,CommandLine
CommandLine                                                                                                      ProcessId
"C:\Program Files\Java\jdk-17\bin\java.exe" -jar C:\Jenkins\agent.jar -url https://jenkins.corp.local/ -secret «a» -name win-agent-03 -workDir C:\Jenkins  «_p»
`, V{"a": g.hex(64), "_p": g.flgPID()}, "win-agent-03", "https://jenkins.corp.local/")
}

// flgOd is od -c's listing of b.
func flgOd(b string) string {
	var lines []string
	for off := 0; off < len(b); off += 16 {
		end := min(off+16, len(b))
		line := fmt.Sprintf("%07o", off)
		for _, c := range []byte(b[off:end]) {
			if c == 0 {
				line += `  \0`
			} else {
				line += fmt.Sprintf("%4c", c)
			}
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

func (g *G) flgAudit() {
	g.flgAdd("flag/auditd-execve-quoted-args", `
type=SYSCALL msg=audit(«_t».412:88231): arch=c000003e syscall=59 success=yes exit=0 a0=55d1c2f0a8b0 a1=55d1c2f0c1d0 a2=55d1c2f0b6e0 a3=8 items=2 ppid=«_pp» pid=«_p» auid=1001 uid=1001 gid=1001 euid=1001 tty=pts0 ses=14 comm="mysql" exe="/usr/bin/mysql" key="exec"
type=EXECVE msg=audit(«_t».412:88231): argc=6 a0="mysql" a1="-h" a2="db01" a3="-u" a4="app" a5="-p«a»"
type=CWD msg=audit(«_t».412:88231): cwd="/home/jlee"
`, V{"_t": g.flgEpoch(), "_pp": g.flgPID(), "_p": g.flgPID(), "a": g.flgPW()}, `cwd="/home/jlee"`, `exe="/usr/bin/mysql"`)

	pwA := g.flgPW()
	argA := "mysqldump -u backup -p" + pwA + " --all-databases | gzip > /backup/all.sql.gz"
	g.flgAdd("flag/auditd-execve-hex-bash-c", `
type=EXECVE msg=audit(«_t».007:51442): argc=3 a0="/bin/bash" a1="-c" a2=«a»
type=CWD msg=audit(«_t».007:51442): cwd="/root"
type=PATH msg=audit(«_t».007:51442): item=0 name="/bin/bash" inode=1048602 dev=fd:00 mode=0100755 ouid=0 ogid=0 rdev=00:00 nametype=NORMAL cap_fp=0 cap_fi=0 cap_fe=0 cap_fver=0
`, V{"_t": g.flgEpoch(), "a": flgHex(argA)}, `a0="/bin/bash" a1="-c"`)

	pwB := g.an(24)
	g.flgAdd("flag/auditd-proctitle-hex", `
type=PROCTITLE msg=audit(«_t».918:90113): proctitle=«a»
type=SYSCALL msg=audit(«_t».918:90113): arch=c000003e syscall=59 success=yes exit=0 ppid=«_pp» pid=«_p» auid=4294967295 uid=999 comm="redis-cli" exe="/usr/bin/redis-cli" key="exec"
`, V{"_t": g.flgEpoch(), "a": flgHex(strings.Join([]string{"redis-cli", "-h", "cache-01", "-a", pwB, "PING"}, "\x00")), "_pp": g.flgPID(), "_p": g.flgPID()}, `exe="/usr/bin/redis-cli"`)

	pwC := g.pw()
	g.flgAdd("flag/ausearch-interpreted", `
# ausearch -k exec -i --start today | grep -A1 PROCTITLE | tail -3
----
type=PROCTITLE msg=audit(03/04/2025 10:12:01.412:88240) : proctitle=sshpass -p «a» ssh admin@10.0.0.2
type=EXECVE msg=audit(03/04/2025 10:12:01.412:88240) : argc=5 a0=sshpass a1=-p a2=«a» a3=ssh a4=admin@10.0.0.2
`, V{"a": pwC}, "admin@10.0.0.2")

	pwD := strings.ToLower(g.pick(pwWords...) + " " + g.pick(pwWords...) + " " + g.pick(pwWords...) + " " + g.s(alDigit, 3))
	g.flgAdd("flag/auditd-execve-hex-single-arg", `
type=EXECVE msg=audit(«_t».330:7712): argc=4 a0="openssl" a1="enc" a2="-pass" a3=«a»
`, V{"_t": g.flgEpoch(), "a": flgHex("pass:" + pwD)}, `a0="openssl" a1="enc" a2="-pass"`)

	g.flgAdd("flag/sudo-auth-log", `
Mar  4 10:12:01 web01 sudo:     jlee : TTY=pts/0 ; PWD=/home/jlee ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p«a» -e SHOW\ SLAVE\ STATUS\\G
Mar  4 10:12:01 web01 sudo: pam_unix(sudo:session): session opened for user root(uid=0) by jlee(uid=1001)
Mar  4 10:14:22 web01 sudo:     jlee : TTY=pts/0 ; PWD=/home/jlee ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx
`, V{"a": g.flgPW()}, "COMMAND=/usr/bin/systemctl restart nginx")

	g.flgAdd("flag/journalctl-sudo-json", `
$ journalctl _COMM=sudo -o json --since today | jq -c '{t:.__REALTIME_TIMESTAMP, m:.MESSAGE}' | tail -2
{"t":"«_t1»","m":"    ops : TTY=pts/3 ; PWD=/srv/app ; USER=root ; COMMAND=/usr/local/bin/vault login -method=ldap username=ops password=«a»"}
{"t":"«_t2»","m":"pam_unix(sudo:session): session closed for user root"}
`, V{"_t1": g.flgEpoch() + "123456", "_t2": g.flgEpoch() + "654321", "a": g.flgPW()}, "username=ops")

	g.flgAdd("flag/bash-history-timestamps", `
$ cat ~/.bash_history | tail -8
#«_t1»
kubectl get pods -n payments
#«_t2»
export STRIPE_API_KEY=«a»
#«_t3»
stripe listen --forward-to localhost:4242/webhook --api-key $STRIPE_API_KEY
#«_t4»
curl -X POST http://localhost:4242/webhook -d @fixtures/charge.succeeded.json
`, V{"_t1": g.flgEpoch(), "_t2": g.flgEpoch(), "_t3": g.flgEpoch(), "_t4": g.flgEpoch(), "a": g.rkLive()}, "stripe listen --forward-to localhost:4242/webhook --api-key $STRIPE_API_KEY")

	g.flgAdd("flag/zsh-history-extended", `
: «_t1»:0;cd ~/work/ml-pipeline
: «_t2»:3;HF_TOKEN=«a» huggingface-cli upload acme/intent-classifier ./out --private
: «_t3»:0;wandb login «b»
: «_t4»:12;python train.py --epochs 3
`, V{"_t1": g.flgEpoch(), "_t2": g.flgEpoch(), "_t3": g.flgEpoch(), "_t4": g.flgEpoch(), "a": g.hfTok(), "b": g.hex(40)}, "acme/intent-classifier", "python train.py --epochs 3")

	g.flgAdd("flag/fish-history-yaml", `
- cmd: ssh -p 2222 git@git.home.arpa
  when: «_t1»
- cmd: restic -r sftp:nas:/backups --password-file ~/.restic-pass snapshots
  when: «_t2»
- cmd: set -x OPENROUTER_API_KEY «a»
  when: «_t3»
- cmd: aider --model openrouter/anthropic/claude-3.5-sonnet
  when: «_t4»
`, V{"_t1": g.flgEpoch(), "_t2": g.flgEpoch(), "_t3": g.flgEpoch(), "_t4": g.flgEpoch(), "a": g.openrouter()}, "--password-file ~/.restic-pass", "ssh -p 2222 git@git.home.arpa")

	g.flgAdd("flag/powershell-psreadline-history", `
PS> Get-Content (Get-PSReadLineOption).HistorySavePath -Tail 5
cd C:\src\acme-portal
$env:AZURE_CLIENT_SECRET = "«a»"
az login --service-principal -u $env:AZURE_CLIENT_ID -p $env:AZURE_CLIENT_SECRET --tenant $env:AZURE_TENANT_ID
Connect-ExchangeOnline -UserPrincipalName admin@acme.onmicrosoft.com
net use \\fs01\share /user:CORP\jlee «b»
`, V{"a": g.azSecret(), "b": g.flgPW()}, "-p $env:AZURE_CLIENT_SECRET", `\\fs01\share`)

	g.flgAdd("flag/windows-4688-event", `
Log Name:      Security
Source:        Microsoft-Windows-Security-Auditing
Event ID:      4688
Task Category: Process Creation
A new process has been created.

Creator Subject:
	Security ID:		CORP\svc_sched
	Account Name:		svc_sched
Process Information:
	New Process ID:		0x«_h»
	New Process Name:	C:\Windows\System32\net.exe
	Token Elevation Type:	%%1936
	Creator Process Name:	C:\Windows\System32\cmd.exe
	Process Command Line:	net  use \\backup01\vm$ /user:CORP\svc_sched «a»
`, V{"_h": g.hex(4), "a": g.flgPW()}, `C:\Windows\System32\net.exe`)

	g.flgAdd("flag/sysmon-event1-json", `
{"EventID":1,"UtcTime":"2025-03-04 09:41:12.018","ProcessGuid":"{«_g»}","ProcessId":«_p»,"Image":"C:\\Program Files\\PuTTY\\plink.exe","CommandLine":"\"C:\\Program Files\\PuTTY\\plink.exe\" -ssh root@10.4.0.9 -pw «a» -batch \"systemctl restart haproxy\"","User":"CORP\\jlee","ParentImage":"C:\\Windows\\System32\\cmd.exe","Hashes":"SHA256=«_sha»"}
`, V{"_g": strings.ToUpper(g.uuid()), "_p": g.flgPID(), "a": g.flgPW(), "_sha": g.s(alHexU, 64)}, "root@10.4.0.9")
}

func (g *G) flgFiles() {
	g.flgAdd("flag/makefile-targets", `
DB_HOST ?= localhost
DB_USER ?= app

.PHONY: migrate seed dump

migrate:
	migrate -path db/migrations -database "postgres://$(DB_USER):«a»@$(DB_HOST):5432/app?sslmode=disable" up

seed:
	PGPASSWORD=«a» psql -h $(DB_HOST) -U $(DB_USER) app -f db/seed.sql

dump:
	pg_dump -h $(DB_HOST) -U $(DB_USER) -W app > dump.sql
`, V{"a": g.pwURL()}, "db/migrations", "pg_dump -h $(DB_HOST) -U $(DB_USER) -W app")

	g.flgAdd("flag/makefile-publish-token", `
publish: build
	@echo "publishing $(VERSION)"
	@docker login -u acmebuild -p «a» registry.acme.io
	docker push registry.acme.io/tools/cli:$(VERSION)
	goreleaser release --clean
`, V{"a": g.an(32)}, "registry.acme.io/tools/cli:$(VERSION)")

	g.flgAdd("flag/dockerfile-run-with-creds", `
FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir --extra-index-url https://build:«a»@pypi.acme.io/simple -r requirements.txt
RUN curl -fsSL -u ci:«b» https://artifacts.acme.io/models/intent-v3.onnx -o /app/models/intent.onnx
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app.wsgi"]
`, V{"a": g.pwURL(), "b": g.flgPW()}, "https://artifacts.acme.io/models/intent-v3.onnx", `"0.0.0.0:8000"`)

	g.flgAdd("flag/dockerfile-entrypoint-args", `
FROM eclipse-temurin:21-jre
COPY build/libs/gateway.jar /opt/gateway.jar
ENTRYPOINT ["java", "-Dserver.ssl.key-store-password=«a»", "-Dspring.datasource.password=«b»", "-jar", "/opt/gateway.jar"]
`, V{"a": g.flgPW(), "b": g.flgPW()}, "/opt/gateway.jar")

	g.flgAdd("flag/dockerfile-secret-mount-benign", `
# syntax=docker/dockerfile:1.7
FROM node:20-alpine AS deps
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
RUN --mount=type=secret,id=gh_token GITHUB_TOKEN=$(cat /run/secrets/gh_token) ./scripts/fetch-private-assets.sh
`, nil, "--mount=type=secret,id=npmrc,target=/root/.npmrc", "GITHUB_TOKEN=$(cat /run/secrets/gh_token)")

	g.flgAdd("flag/crontab-l", `
$ crontab -l
# m h  dom mon dow   command
*/5 * * * * /usr/local/bin/check_http -H shop.acme.io -u /healthz > /dev/null
0 2 * * * /usr/bin/mysqldump -u backup -p«a» shop | gzip > /backup/shop-$(date +\%F).sql.gz
30 2 * * * AWS_ACCESS_KEY_ID=«b» AWS_SECRET_ACCESS_KEY=«c» /usr/local/bin/aws s3 sync /backup s3://acme-db-backups/shop/ --quiet
0 4 * * 0 /usr/sbin/certbot renew --quiet
`, V{"a": g.flgPW(), "b": g.awsID(), "c": g.awsSecret()}, "s3://acme-db-backups/shop/", "/usr/sbin/certbot renew --quiet")

	g.flgAdd("flag/cron-d-file", `
# /etc/cron.d/ldap-sync
MAILTO=ops@acme.io
SHELL=/bin/bash
15 * * * * www-data /usr/bin/php /var/www/nextcloud/occ ldap:check-user --update --all && /usr/bin/ldapsearch -x -H ldap://dc01 -D svc_nc@corp.local -w «a» -b dc=corp,dc=local "(objectClass=user)" mail > /tmp/ldap-mails.txt
`, V{"a": g.flgPW()}, "/etc/cron.d/ldap-sync", "svc_nc@corp.local")

	g.flgAdd("flag/systemd-unit-execstart", `
# /etc/systemd/system/pgbouncer-exporter.service
[Unit]
Description=PgBouncer Prometheus exporter
After=network-online.target

[Service]
User=prometheus
ExecStart=/usr/local/bin/pgbouncer_exporter --web.listen-address=:9127 --pgBouncer.connectionString="postgres://stats:«a»@127.0.0.1:6432/pgbouncer?sslmode=disable"
Restart=always

[Install]
WantedBy=multi-user.target
`, V{"a": g.pwURL()}, "--web.listen-address=:9127", "PgBouncer Prometheus exporter")

	g.flgAdd("flag/systemd-unit-environment-and-flag", `
[Service]
Environment="TUNNEL_TOKEN=«a»"
Environment=GODEBUG=netdns=go
ExecStart=/usr/local/bin/frpc -c /etc/frp/frpc.toml --token «b»
EnvironmentFile=-/etc/default/frpc
`, V{"a": "eyJhIjoi" + g.b64(150), "b": g.an(24)}, "EnvironmentFile=-/etc/default/frpc", "/etc/frp/frpc.toml")

	g.flgAdd("flag/github-actions-run-step", `
      - name: Smoke test against staging
        run: |
          curl -fsS -u "qa-bot:«a»" https://staging.acme.io/api/health
          newman run tests/api.postman_collection.json --env-var "apiKey=«b»" --env-var baseUrl=https://staging.acme.io
        env:
          NODE_OPTIONS: --max-old-space-size=4096
`, V{"a": g.flgPW(), "b": g.postman()}, "tests/api.postman_collection.json", "baseUrl=https://staging.acme.io")

	g.flgAdd("flag/gitlab-ci-script", `
deploy:prod:
  stage: deploy
  image: alpine:3.20
  script:
    - apk add --no-cache openssh-client sshpass
    - sshpass -p "«a»" ssh -o StrictHostKeyChecking=no deploy@prod-web-01 "cd /srv/app && git pull && systemctl restart app"
    - 'curl -X POST -H "PRIVATE-TOKEN: «b»" "$CI_API_V4_URL/projects/$CI_PROJECT_ID/releases" -d "tag_name=$CI_COMMIT_TAG"'
  only:
    - tags
`, V{"a": g.pw(), "b": g.glpat()}, "deploy@prod-web-01", "$CI_API_V4_URL/projects/$CI_PROJECT_ID/releases")

	g.flgAdd("flag/jenkinsfile-sh", `
pipeline {
  agent { label 'linux' }
  stages {
    stage('Publish') {
      steps {
        sh "mvn -B -s settings.xml deploy -Drepo.password=«a»"
        sh 'curl -u admin:«b» -X POST http://sonar.acme.lan:9000/api/projects/create?project=billing&name=billing'
        withCredentials([string(credentialsId: 'slack-token', variable: 'SLACK')]) {
          sh 'notify --token $SLACK'
        }
      }
    }
  }
}
`, V{"a": g.flgPW(), "b": g.flgPW()}, "credentialsId: 'slack-token'", "notify --token $SLACK")

	g.flgAdd("flag/compose-command-args", `
services:
  redis:
    image: redis:7.2-alpine
    command: ["redis-server", "--appendonly", "yes", "--requirepass", "«a»"]
    ports:
      - "6379:6379"
  minio:
    image: minio/minio:RELEASE.2025-02-28T09-55-16Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: admin
  mc:
    image: minio/mc
    entrypoint: >
      /bin/sh -c "mc alias set local http://minio:9000 admin «b» && mc mb -p local/uploads"
`, V{"a": g.an(32), "b": g.an(24)}, "local/uploads", `"6379:6379"`)

	g.flgAdd("flag/k8s-container-args", `
      containers:
        - name: oauth2-proxy
          image: quay.io/oauth2-proxy/oauth2-proxy:v7.6.0
          args:
            - --provider=github
            - --github-org=acme
            - --client-id=«_cid»
            - --client-secret=«a»
            - --cookie-secret=«b»
            - --upstream=http://grafana.monitoring.svc:3000
          ports:
            - containerPort: 4180
`, V{"_cid": "Ov23li" + g.an(14), "a": g.hex(40), "b": g.b64u(32)}, "--upstream=http://grafana.monitoring.svc:3000", "--github-org=acme")

	g.flgAdd("flag/package-json-scripts", `
{
  "name": "acme-admin",
  "scripts": {
    "dev": "vite --port 5173",
    "db:studio": "prisma studio",
    "db:pull": "DATABASE_URL='postgresql://postgres:«a»@db.«_ref».supabase.co:5432/postgres' prisma db pull",
    "deploy": "vercel --prod --token=«b»"
  }
}
`, V{"a": g.pwURL(), "_ref": g.s(alLower, 20), "b": g.vercel()}, `"dev": "vite --port 5173"`)

	g.flgAdd("flag/supervisord-program-command", `
[program:celery-beat]
command=/srv/venv/bin/celery -A acme beat --broker=redis://:«a»@127.0.0.1:6379/0 --loglevel=INFO
directory=/srv/acme
user=acme
autostart=true
`, V{"a": g.an(32)}, "[program:celery-beat]", "/srv/venv/bin/celery")

	g.flgAdd("flag/procfile-and-launchd", `
# Procfile
web: bundle exec puma -C config/puma.rb
worker: bundle exec sidekiq -q default -q mailers

# ~/Library/LaunchAgents/io.acme.tunnel.plist (excerpt)
<key>ProgramArguments</key>
<array>
  <string>/opt/homebrew/bin/ngrok</string>
  <string>http</string>
  <string>8080</string>
  <string>--authtoken</string>
  <string>«a»</string>
</array>
`, V{"a": g.ngrok()}, "/opt/homebrew/bin/ngrok", "bundle exec sidekiq -q default -q mailers")

	g.flgAdd("flag/shell-script-positional-and-heredoc", `
#!/usr/bin/env bash
# restore.sh — run on the DR box
set -e
./bin/restore-db.sh prod-replica.internal restore_user «a» /mnt/dr/latest.dump
/opt/mssql-tools18/bin/sqlcmd -C -S localhost -U SA -P "«b»" <<'SQL'
RESTORE DATABASE [Sales] FROM DISK = N'/var/opt/mssql/backup/Sales.bak' WITH REPLACE;
GO
SQL
`, V{"a": g.flgPW(), "b": g.pw()}, "prod-replica.internal", "/var/opt/mssql/backup/Sales.bak")
}

func (g *G) flgAgent() {
	g.flgAdd("flag/agent-bash-tool-call-json", `
{"type":"tool_use","id":"toolu_«_id»","name":"Bash","input":{"command":"PGPASSWORD='«a»' psql -h localhost -p 5433 -U postgres -d app_test -c \"\\d users\"","description":"Inspect users table schema"}}
`, V{"_id": g.an(24), "a": g.pw()}, "Inspect users table schema")

	g.flgAdd("flag/agent-exec-command-array", `
{"call_id":"call_«_id»","type":"function_call","name":"shell","arguments":"{\"command\":[\"bash\",\"-lc\",\"curl -s -u admin:«a» http://localhost:9200/_cat/indices?v\"],\"workdir\":\"/home/dev/search\",\"timeout_ms\":20000}"}
`, V{"_id": g.an(24), "a": g.an(20)}, `/home/dev/search`)

	g.flgAdd("flag/agent-narration-and-command", `
I'll reset the local admin password and retry the login test.

$ docker compose exec keycloak /opt/keycloak/bin/kcadm.sh config credentials --server http://localhost:8080 --realm master --user admin --password «a»
Logging into http://localhost:8080 as user admin of realm master

The login test should pass now; I used the password from docker-compose.override.yml.
`, V{"a": g.flgPW()}, "docker-compose.override.yml")

	g.flgAdd("flag/agent-tool-result-ps", `
<tool_result>
$ ps -eo pid,args | grep -i token
 «_p» /usr/bin/python3 -m slack_bolt_app --bot-token «a» --app-token «b»
«_q» grep --color=auto -i token
</tool_result>
`, V{"_p": g.flgPID(), "a": g.xoxb(), "b": g.xapp(), "_q": g.flgPID()}, "grep --color=auto -i token")

	g.flgAdd("flag/agent-suggested-command-user-message", `
user: the deploy fails with 401, here's what I ran:
    helm upgrade api ./chart --set image.tag=1.42.1 --set secrets.datadogApiKey=«a» --set secrets.sentryDsn=https://«=dsn»@o«_o».ingest.sentry.io/«_pr»
assistant: The 401 comes from the registry, not the chart. Try logging in first:
    echo "$REGISTRY_PASSWORD" | helm registry login registry.acme.io -u ci --password-stdin
`, V{"a": g.hex(32), "=dsn": g.hex(32), "_o": g.digits(6), "_pr": g.digits(7)}, `helm registry login registry.acme.io -u ci --password-stdin`)

	g.flgAdd("flag/agent-powershell-tool-call", `
{"tool":"powershell","input":{"script":"$sec = ConvertTo-SecureString '«a»' -AsPlainText -Force; $c = [pscredential]::new('acme\\svc_iis', $sec); New-PSDrive -Name X -PSProvider FileSystem -Root \\\\web01\\c$ -Credential $c"}}
`, V{"a": g.pw()}, "New-PSDrive -Name X -PSProvider FileSystem")

	g.flgAdd("flag/agent-todo-with-cli-secret", `
Plan:
1. Re-run the failing migration with verbose output
2. ✅ Confirmed creds work: ˋmongosh "mongodb://admin:«a»@localhost:27017/?authSource=admin" --eval "db.runCommand({ping:1})"ˋ → { ok: 1 }
3. Check the index build on orders.customer_id
`, V{"a": g.pwURL()}, "orders.customer_id")
}

func (g *G) flgBenign() {
	g.flgAdd("flag/benign-ssh-scp-ports", `
ssh -p 2222 -i ~/.ssh/id_ed25519 git@git.home.arpa
scp -P 2222 -r ./site/ deploy@web.home.arpa:/srv/www/
ssh -L 5432:db.internal:5432 -N -f bastion
`, nil, "ssh -p 2222 -i ~/.ssh/id_ed25519 git@git.home.arpa", "scp -P 2222", "-L 5432:db.internal:5432")

	g.flgAdd("flag/benign-prompt-flags", `
mysql -h db01 -u admin -p
Enter password:
psql -h db01 -U admin -W
Password:
redis-cli --askpass
Please input password:
ldapsearch -x -W -D cn=admin,dc=acme,dc=lan -b dc=acme,dc=lan
Enter LDAP Password:
`, nil, "mysql -h db01 -u admin -p", "redis-cli --askpass", "ldapsearch -x -W -D cn=admin,dc=acme,dc=lan")

	g.flgAdd("flag/benign-placeholders-in-readme", `
## Running locally

    docker run -e POSTGRES_PASSWORD=<password> -p 5432:5432 postgres:16
    mysql -u root -p"$MYSQL_ROOT_PASSWORD" app
    curl -u "$API_USER:$API_PASSWORD" https://api.acme.io/v1/me
    vault login -method=userpass username=$USER password=${VAULT_PASSWORD}
    export GITHUB_TOKEN=<your-token>
`, nil, "POSTGRES_PASSWORD=<password>", `-p"$MYSQL_ROOT_PASSWORD"`, "password=${VAULT_PASSWORD}", "GITHUB_TOKEN=<your-token>")

	g.flgAdd("flag/benign-file-flags", `
restic -r s3:s3.amazonaws.com/acme-backups --password-file /etc/restic/password backup /srv
borg create --rsh "ssh -i /root/.ssh/borg_key" ssh://borg@backup01/./repo::{hostname}-{now} /etc
openssl pkcs12 -in client.p12 -passin file:/run/secrets/p12pass -nokeys -out client.crt
docker login registry.acme.io -u ci --password-stdin < /run/secrets/registry_token
gcloud auth activate-service-account --key-file=sa.json
wg set wg0 private-key /etc/wireguard/private.key
`, nil, "--password-file /etc/restic/password", "-passin file:/run/secrets/p12pass", "--key-file=sa.json", "private-key /etc/wireguard/private.key")

	g.flgAdd("flag/benign-k-and-P-meanings", `
curl -k -sS https://10.0.0.5:8006/api2/json/version
xargs -P 8 -n 1 curl -sO < urls.txt
rsync -P bigfile.iso nas:/isos/
make -j8 -k
pytest -k "not slow" -p no:cacheprovider
mysql -h 127.0.0.1 -P 3306 -u root --skip-password
`, nil, "curl -k -sS https://10.0.0.5:8006/api2/json/version", "xargs -P 8", "pytest -k \"not slow\" -p no:cacheprovider", "-P 3306")

	g.flgAdd("flag/benign-env-var-refs-in-ci", `
      - run: docker login -u "$DOCKERHUB_USER" -p "$DOCKERHUB_TOKEN"
      - run: twine upload -u __token__ -p "${{ secrets.PYPI_TOKEN }}" dist/*
      - run: sshpass -p "$DEPLOY_PASS" ssh deploy@$HOST ./deploy.sh
      - run: mysql -uroot -p${MYSQL_ROOT_PASSWORD} < schema.sql
`, nil, `-p "$DOCKERHUB_TOKEN"`, `${{ secrets.PYPI_TOKEN }}`, `sshpass -p "$DEPLOY_PASS"`, "-p${MYSQL_ROOT_PASSWORD}")

	g.flgAdd("flag/benign-masked-process-listing", `
$ ps aux | grep -E 'mongod|postgres'
mongodb    912  0.9  3.1 2611232 254112 ?   Ssl  Feb28  41:02 /usr/bin/mongod --config /etc/mongod.conf
postgres  1044  0.0  0.4 219440 32112 ?     Ss   Feb28   0:12 postgres: checkpointer
postgres  «_p»  0.0  0.2 221612 19300 ?     Ss   10:14   0:00 postgres: app shop 10.0.2.14(51234) idle
app       «_q»  0.0  0.1  22144  9012 pts/2  S+   10:14   0:00 mysql -u app -pxxxxxxxxxxxxx
`, V{"_p": g.flgPID(), "_q": g.flgPID()}, "/usr/bin/mongod --config /etc/mongod.conf", "mysql -u app -pxxxxxxxxxxxxx")

	g.flgAdd("flag/benign-help-text", `
$ sshpass --help
Usage: sshpass [-f|-d|-p|-e[env_var]] [-hV] command parameters
   -f filename   Take password to use from file
   -d number     Use number as file descriptor for getting password
   -p password   Provide password as argument (security unwise)
   -e[env_var]   Password is passed as env-var "env_var" if given, "SSHPASS" otherwise
`, nil, "-p password   Provide password as argument (security unwise)")
}
