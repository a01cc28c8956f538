package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
	"unicode/utf16"
)

// quotingCases adds credentials buried in layers of quoting and escaping,
// in the commands an agent runs or reads and in the files that hold them.
// Sources: OpenSSH remote commands (ssh host "…", -J jumps, bash -s
// heredocs, sshpass, plink) wrapping mysql, psql, redis-cli, mongosh and
// sudo -S; sh -c and bash -c, su -c, runuser, sudo -u, env, xargs -I and
// timeout; docker exec and docker run, kubectl exec -- sh -c; bash's
// ANSI-C quoting $'…' with \x escapes, printf '%s\n' and printf %q,
// here-strings and heredocs nested in heredocs, set -x traces, chpasswd,
// passwd, htpasswd -i and gpg --passphrase-fd; curl with JSON in single
// quotes, in double quotes with \" escapes and spliced with '"$VAR"',
// --data-urlencode, httpie, jq --arg, JSON inside JSON strings in logs and
// in aws lambda invoke payloads, aws secretsmanager --secret-string and
// kubectl patch; GitHub Actions run: blocks (| and >-), GitLab CI script
// lists, Azure Pipelines, CircleCI, Jenkinsfile sh steps, Kubernetes
// command: and args: arrays and CronJobs, Compose command:, healthcheck
// and $$ escapes; Dockerfile RUN and ENV with backslash continuations,
// exec-form RUN, BuildKit heredocs and build output, docker history and
// docker inspect; Makefile recipes with $$ and continuations, define
// blocks, make -n, justfile and Taskfile; PowerShell backtick escapes,
// ConvertTo-SecureString in nested powershell -Command, -ArgumentList
// arrays, @"…"@ and @'…'@ here-strings, splatting, -EncodedCommand,
// Invoke-Command and transcripts; cmd.exe carets, %VAR% and %%, psexec,
// net use, schtasks /RP, sc config, cmdkey, reg add and msiexec
// properties; python -c, node -e, ruby -e, perl -e and php -r one-liners,
// subprocess.run arrays, Go exec.Command, Java ProcessBuilder, Rust
// Command and Node child_process; SQL in shell in YAML (psql -c ALTER
// USER, mysql -e CREATE USER, sqlcmd -Q, sqlplus heredocs, mongosh
// --eval, redis ACL SETUSER, clickhouse-client, crontab \% escapes); sed
// -i substitutions with escaped & and /, awk -v, perl -pi -e, expect
// scripts and expect -c; git config url.<base>.insteadOf, remotes,
// .git-credentials, http.extraHeader, GIT_ASKPASS, .netrc, npm config and
// pip.conf, percent-encoded passwords in clone URLs and query strings;
// Ansible -e JSON and key=value, ad-hoc -a, ansible-vault
// encrypt_string, Terraform -var and -var-file, Helm --set and
// --set-string with escaped commas and dots, helm get values, Packer
// -var, Pulumi config, vault kv put and kubectl create secret
// --from-literal. A secret is listed as it appears in the text: with its
// escapes (a quote closed, escaped and reopened, \$, $$, ˋ$, ^&, %%,
// \x21, \,, \&, percent-encoding)
// when the layer it sits in escapes it. Benign look-alikes: escaped
// placeholders (\${TOKEN}, $$PASSWORD, ˋ$env:X, %DB_PASS%), variables
// expanded later or never, ${{ secrets.X }} and {{ vault_x }}, Compose
// and Jinja references, secretKeyRef and $(VAR) references, [MASKED],
// ***, ******** and (sensitive value), SSH host key fingerprints, image
// digests, file checksums, commit SHAs, UUIDs, request and trace ids,
// libsodium-sealed and ansible-vault ciphertexts, public keys,
// certificate thumbprints and PKCE challenges. The case names start with
// "quoting/".
func (g *G) quotingCases() {
	g.qtSSH()
	g.qtShellC()
	g.qtAnsiC()
	g.qtJSONShell()
	g.qtYAML()
	g.qtDocker()
	g.qtMake()
	g.qtPwsh()
	g.qtCmd()
	g.qtOneLiners()
	g.qtSQL()
	g.qtTextTools()
	g.qtGitURL()
	g.qtIaC()
}

// ---- helpers used only here ----

// qtAdd is add with the "quoting/" prefix and "ˋ" standing for a
// backtick.
func (g *G) qtAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("quoting/"+name, bt(tmpl), v, benign...)
}

// qtPwQuote is a human password holding a single quote.
func (g *G) qtPwQuote() string {
	return g.pick(pwWords...) + "'s" + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(2)) + g.pick("#", "?", "", "*")
}

// qtPwDollar is a human password holding a $ that a shell, make or
// PowerShell would expand.
func (g *G) qtPwDollar() string {
	return g.pick(pwWords...) + "$" + g.s(alDigit+alLower, 1) + g.pick(pwWords...) + g.s(alDigit, 2) + g.pick("!", "%", "", "*")
}

// qtPwMeta is a human password holding characters cmd, sed and URLs treat
// specially.
func (g *G) qtPwMeta() string {
	return g.pick(pwWords...) + g.pick("&", "^", "%", "|") + g.pick(pwWords...) + g.s(alDigit, 2) + g.pick("!", "&", "^", "/", "@", "#", "%")
}

// qtPwComma is a human password holding a comma.
func (g *G) qtPwComma() string {
	return g.pick(pwWords...) + "," + g.pick(pwWords...) + g.s(alDigit, 3) + g.pick("!", "#", ".", "-")
}

// qtPwBang is a human password ending with symbols an URL must encode.
func (g *G) qtPwBang() string {
	return g.pick(pwWords...) + g.pick("!", "@", "#") + g.pick(pwWords...) + g.s(alDigit, 2) + g.pick("?", "@", "#", "!", "%")
}

// qtSQ writes s inside a shell single-quoted word (each ' closes the
// quote, is escaped and reopens it).
func qtSQ(s string) string { return strings.ReplaceAll(s, "'", `'\''`) }

// qtDQ escapes s inside a shell double-quoted string.
func qtDQ(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "`", "\\`").Replace(s)
}

// qtMk doubles each $ as make and Compose need.
func qtMk(s string) string { return strings.ReplaceAll(s, "$", "$$") }

// qtPS escapes s inside a PowerShell double-quoted string.
func qtPS(s string) string { return strings.NewReplacer("`", "``", "$", "`$", `"`, "`\"").Replace(s) }

// qtDbl doubles each single quote, as SQL and PowerShell single-quoted
// strings do.
func qtDbl(s string) string { return strings.ReplaceAll(s, "'", "''") }

// qtCaret escapes s on a cmd.exe line inside a .bat file.
func qtCaret(s string) string {
	return strings.NewReplacer("^", "^^", "&", "^&", "|", "^|", "<", "^<", ">", "^>", "%", "%%").Replace(s)
}

// qtPct percent-encodes every byte but the unreserved ones.
func qtPct(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte("-_.~", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// qtJS escapes \ and " inside a JSON, C or Java string.
func qtJS(s string) string { return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) }

// qtHexEsc writes every non-alphanumeric byte of s as \xNN, as a bash
// $'…' string or a C literal may.
func qtHexEsc(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, `\x%02x`, c)
		}
	}
	return b.String()
}

// qtSed escapes s as the replacement of a sed s/…/…/ command.
func qtSed(s string) string { return strings.NewReplacer(`\`, `\\`, "&", `\&`, "/", `\/`).Replace(s) }

// qtHelm escapes s as a Helm --set value.
func qtHelm(s string) string { return strings.NewReplacer(`\`, `\\`, ",", `\,`).Replace(s) }

// qtBashQ is bash's printf %q of s.
func qtBashQ(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if strings.IndexByte(" '\"\\|&;()<>!{}*[]?^$`,#~", c) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// qtEncCmd is the base64 of s as UTF-16LE, as powershell -EncodedCommand
// takes it.
func qtEncCmd(s string) string {
	u := utf16.Encode([]rune(s))
	b := make([]byte, 0, 2*len(u))
	for _, r := range u {
		b = binary.LittleEndian.AppendUint16(b, r)
	}
	return base64.StdEncoding.EncodeToString(b)
}

// qtTabs turns a ⇥ at the start of a line into the tab a make recipe
// needs.
func qtTabs(s string) string { return strings.ReplaceAll(s, "\n⇥", "\n\t") }

// qtFP is an SSH host key fingerprint body (SHA256, unpadded base64).
func (g *G) qtFP() string { return g.s(alB64, 43) }

// qtPodHash is a Kubernetes pod name suffix.
func (g *G) qtPodHash() string {
	return g.s("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + g.s("bcdfghjklmnpqrstvwxz2456789", 5)
}

// ---- ssh remote commands ----

func (g *G) qtSSH() {
	g.qtAdd("ssh-mysqldump-single-in-double", `
$ ssh deploy@db01.prod.acme.net "mysqldump -u backup -p'«a»' --single-transaction --routines shop | gzip -c" > shop-$(date +%F).sql.gz
mysqldump: [Warning] Using a password on the command line interface can be insecure.
$ ls -lh shop-*.sql.gz
-rw-r--r-- 1 dev dev 412M Mar  3 02:14 shop-2025-03-03.sql.gz
`, V{"a": g.pw()}, "db01.prod.acme.net", "--single-transaction --routines")

	g.qtAdd("ssh-mysql-slave-status", `
$ ssh -t ops@10.20.1.5 "mysql -u root -p'«a»' -e 'SHOW SLAVE STATUS\G' | egrep 'Running|Behind|Master_Host'"
mysql: [Warning] Using a password on the command line interface can be insecure.
                  Master_Host: 10.20.1.4
             Slave_IO_Running: Yes
            Slave_SQL_Running: Yes
        Seconds_Behind_Master: 0
Connection to 10.20.1.5 closed.
`, V{"a": g.pwStrong()}, "Seconds_Behind_Master: 0", "Master_Host: 10.20.1.4")

	g.qtAdd("ssh-psql-pgpassword-single-outer", `
$ ssh bastion.acme.io 'PGPASSWORD="«a»" psql -h pg-primary.internal -U app -d app -Atc "select count(*) from orders where created_at > now() - interval '"'"'1 day'"'"'"'
18342
`, V{"a": g.pwURL()}, "pg-primary.internal", `'"'"'1 day'"'"'`)

	g.qtAdd("ssh-sudo-S-echo-pipe", `
$ ssh admin@web3.acme.net "echo '«a»' | sudo -S systemctl restart nginx && systemctl is-active nginx"
[sudo] password for admin: active
`, V{"a": g.pw()}, "web3.acme.net", "[sudo] password for admin:")

	g.qtAdd("ssh-redis-cli-auth", `
$ ssh cache01.int "redis-cli -a '«a»' --no-auth-warning INFO replication | head -5"
# Replication
role:master
connected_slaves:2
master_failover_state:no-failover
master_replid:«_rid»
`, V{"a": g.an(32), "_rid": g.hex(40)}, "master_failover_state:no-failover")

	g.qtAdd("ssh-jump-nested-escaped-quotes", `
$ ssh -J ops@bastion.acme.net ops@app01.int "ssh db01.int \"mysql -uroot -p'«a»' -e 'FLUSH BINARY LOGS; SHOW BINARY LOGS;'\""
mysql: [Warning] Using a password on the command line interface can be insecure.
+---------------+-----------+-----------+
| Log_name      | File_size | Encrypted |
+---------------+-----------+-----------+
| binlog.000412 |  73741877 | No        |
| binlog.000413 |       157 | No        |
+---------------+-----------+-----------+
`, V{"a": g.pw()}, "binlog.000413", "ops@bastion.acme.net")

	g.qtAdd("ssh-password-with-quote-escaped", `
The app password has an apostrophe in it, so this is what finally worked:

    ssh app@db-stage.acme.io "mysql -u app -p'«a»' app -e 'select version()'"

(the '\'' closes the quote, adds a literal ' and reopens it.) Output:
+-----------+
| version() |
+-----------+
| 8.0.36    |
+-----------+
`, V{"a": qtSQ(g.qtPwQuote())}, "db-stage.acme.io", "8.0.36")

	g.qtAdd("ssh-mongosh-uri", `
$ ssh mongo1.data.acme.io "mongosh 'mongodb://admin:«a»@localhost:27017/admin?authSource=admin' --quiet --eval 'rs.status().members.map(m => m.name + \" \" + m.stateStr)'"
[
  'mongo1.data.acme.io:27017 PRIMARY',
  'mongo2.data.acme.io:27017 SECONDARY',
  'mongo3.data.acme.io:27017 SECONDARY'
]
`, V{"a": g.pwURL()}, "mongo2.data.acme.io:27017 SECONDARY")

	g.qtAdd("ssh-bash-s-heredoc", `
$ ssh app@worker02.acme.net bash -s <<'EOF'
set -euo pipefail
export DB_PASS='«a»'
export SIDEKIQ_REDIS_URL='redis://:«b»@redis.int:6379/2'
cd /srv/app/current
RAILS_ENV=production bundle exec rails runner 'puts User.count'
EOF
48211
`, V{"a": g.pw(), "b": g.an(28)}, "worker02.acme.net", "RAILS_ENV=production bundle exec rails runner 'puts User.count'")

	g.qtAdd("rsync-rsh-sshpass-file-benign", `
$ rsync -avz --delete -e "sshpass -f $HOME/.config/deploy/static.pass ssh -o StrictHostKeyChecking=no -p 2222" ./dist/ deploy@static.acme-shop.de:/var/www/html/
sending incremental file list
./
index.html
assets/app.«_h».js
assets/app.«_h2».css

sent 1,204,331 bytes  received 112 bytes  481,777.20 bytes/sec
total size is 3,912,006  speedup is 3.25
`, V{"_h": g.hex(8), "_h2": g.hex(8)}, "static.acme-shop.de:/var/www/html/", "sshpass -f $HOME/.config/deploy/static.pass")

	g.qtAdd("sshpass-two-layers-two-passwords", `
$ sshpass -p "«a»" ssh root@192.168.1.40 "mysql -uroot -p\"«b»\" -e \"SHOW DATABASES\""
Database
information_schema
mysql
nextcloud
performance_schema
sys
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "root@192.168.1.40", "nextcloud")

	g.qtAdd("plink-sudo-herestring", `
C:\Users\jo> plink -ssh -batch -pw "«a»" admin@nas.home.lan "sudo -S -p '' /usr/syno/bin/synopkg restart ContainerManager <<< '«a»'"
{"action":"restart","beta":false,"error":{"code":0},"finished":true,"language":"enu","last_stage":"started","package":"ContainerManager","pid":«_pid»,"scripts":[],"status":"running","success":true}
`, V{"a": g.pw(), "_pid": g.digits(5)}, "nas.home.lan", `"package":"ContainerManager"`)

	g.qtAdd("ssh-docker-login-stdin", `
$ ssh ci@runner-07.build.acme.io "echo '«a»' | docker login ghcr.io -u acme-bot --password-stdin && docker pull ghcr.io/acme/api:«_tag»"
WARNING! Your password will be stored unencrypted in /home/ci/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/engine/reference/commandline/login/#credential-stores

Login Succeeded
«_tag»: Pulling from acme/api
Digest: sha256:«_d»
Status: Downloaded newer image for ghcr.io/acme/api:«_tag»
`, V{"a": g.ghp(), "_tag": "sha-" + g.hex(7), "_d": g.hex(64)}, "runner-07.build.acme.io")

	// benign only
	g.qtAdd("ssh-remote-var-escaped-benign", `
$ ssh backup@db02.acme.net "mysqldump --defaults-extra-file=/etc/mysql/backup.cnf -p\"\$MYSQL_PWD\" --all-databases | zstd -q -o /backups/all-\$(date +%F).sql.zst"
$ ssh backup@db02.acme.net 'ls -1 /backups | tail -2; sha256sum /backups/all-2025-03-02.sql.zst'
all-2025-03-01.sql.zst
all-2025-03-02.sql.zst
«_sha»  /backups/all-2025-03-02.sql.zst
`, V{"_sha": g.hex(64)}, `-p\"\$MYSQL_PWD\"`, "--defaults-extra-file=/etc/mysql/backup.cnf", `all-\$(date +%F).sql.zst`)

	g.qtAdd("ssh-hostkey-prompt-benign", `
$ ssh -o 'ProxyCommand=ssh -W %h:%p ops@bastion.acme.net' ops@10.40.2.17 "mysql -u ops -p -e 'SELECT @@hostname'"
The authenticity of host '10.40.2.17 (<no hostip for proxy command>)' can't be established.
ED25519 key fingerprint is SHA256:«_fp».
This key is not known by any other names.
Are you sure you want to continue connecting (yes/no/[fingerprint])? yes
Warning: Permanently added '10.40.2.17' (ED25519) to the list of known hosts.
Enter password: 
+----------------+
| @@hostname     |
+----------------+
| db-reporting-2 |
+----------------+
`, V{"_fp": g.qtFP()}, "ProxyCommand=ssh -W %h:%p ops@bastion.acme.net", "db-reporting-2")

	g.qtAdd("ssh-pgpassfile-benign", `
$ ssh -i ~/.ssh/id_ed25519_deploy deploy@pg-backup.int 'PGPASSFILE=$HOME/.pgpass pg_dump -h pg-primary.int -U backup -Fc app -f "/srv/dumps/app-$(date +%Y%m%d).dump" && ls -l /srv/dumps | tail -1'
-rw------- 1 deploy deploy 2148934112 Mar  3 03:00 app-20250303.dump
$ ssh deploy@pg-backup.int 'stat -c "%a %U" ~/.pgpass'
600 deploy
`, V{}, "PGPASSFILE=$HOME/.pgpass", "app-20250303.dump", "id_ed25519_deploy")

	g.qtAdd("ssh-known-hosts-and-pubkey-benign", `
$ ssh-keyscan -t ed25519 git.acme.io 2>/dev/null
git.acme.io «_hk»
$ ssh git.acme.io "echo '«_pub» ci@acme' >> ~/.ssh/authorized_keys && wc -l ~/.ssh/authorized_keys"
7 /home/git/.ssh/authorized_keys
`, V{"_hk": g.qtSSHPub(), "_pub": g.qtSSHPub()}, "ssh-keyscan -t ed25519 git.acme.io")
}

// qtSSHPub is an ssh-ed25519 public key line (public, benign).
func (g *G) qtSSHPub() string {
	blob := append(sshString([]byte("ssh-ed25519")), sshString(g.bytes(32))...)
	return "ssh-ed25519 " + base64.StdEncoding.EncodeToString(blob)
}

// ---- sh -c, bash -c, su, sudo, env, xargs, docker exec, kubectl exec ----

func (g *G) qtShellC() {
	g.qtAdd("docker-exec-sh-c-mysql", `
$ docker exec shop-db sh -c "mysql -uroot -p'«a»' -e 'SELECT user, host FROM mysql.user'"
mysql: [Warning] Using a password on the command line interface can be insecure.
user	host
shop	%
root	%
mysql.infoschema	localhost
mysql.session	localhost
mysql.sys	localhost
root	localhost
`, V{"a": g.pw()}, "mysql.infoschema", "shop-db")

	g.qtAdd("kubectl-exec-psql-nested", `
$ kubectl exec -n data statefulset/postgres -- sh -c "PGPASSWORD='«a»' psql -U postgres -c '\\l+' | head -8"
                                                                List of databases
   Name    |  Owner   | Encoding | Locale Provider |  Collate   |   Ctype    |  Size   | Tablespace
-----------+----------+----------+-----------------+------------+------------+---------+------------
 billing   | billing  | UTF8     | libc            | en_US.utf8 | en_US.utf8 | 1912 MB | pg_default
 keycloak  | keycloak | UTF8     | libc            | en_US.utf8 | en_US.utf8 | 48 MB   | pg_default
 postgres  | postgres | UTF8     | libc            | en_US.utf8 | en_US.utf8 | 7453 kB | pg_default
`, V{"a": g.pwStrong()}, "statefulset/postgres", "billing")

	g.qtAdd("kubectl-exec-redis-cli", `
$ kubectl exec -it redis-master-0 -n cache -- redis-cli -a "«a»" CONFIG GET maxmemory*
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
1) "maxmemory-policy"
2) "allkeys-lru"
3) "maxmemory"
4) "2147483648"
`, V{"a": g.an(24)}, "redis-master-0", "allkeys-lru")

	g.qtAdd("bash-c-export-aws-keys", `
$ bash -c 'export AWS_ACCESS_KEY_ID=«a»; export AWS_SECRET_ACCESS_KEY=«b»; export AWS_DEFAULT_REGION=eu-central-1; aws s3 ls s3://acme-invoices-archive/2024/ | head -3'
                           PRE 01/
                           PRE 02/
                           PRE 03/
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-invoices-archive")

	g.qtAdd("sh-c-double-quoted-header", `
$ watch -n 30 sh -c "curl -fsS -H \"Authorization: Bearer «a»\" -H 'Accept: application/json' https://api.statuspage.io/v1/pages/«_page»/incidents/unresolved | jq length"
Every 30.0s: sh -c curl -fsS -H "Authorization: Bearer «a»" ...   ops-laptop: Mon Mar  3 09:12:40 2025

0
`, V{"a": g.hex(32), "_page": g.s(alLowNum, 12)}, "ops-laptop")

	g.qtAdd("su-c-alter-user", `
root@pg01:~# su - postgres -c "psql -c \"ALTER USER replicator WITH REPLICATION ENCRYPTED PASSWORD '«a»';\""
ALTER ROLE
root@pg01:~# su - postgres -c "psql -Atc 'select rolname, rolreplication from pg_roles where rolname = '\''replicator'\'''"
replicator|t
`, V{"a": g.pw()}, "replicator|t", "ALTER ROLE")

	g.qtAdd("sudo-S-echo-apt", `
$ echo "«a»" | sudo -S -k apt-get -qq update && echo "«a»" | sudo -S apt-get -y -qq install postgresql-client-16
[sudo] password for dev: [sudo] password for dev: 
Selecting previously unselected package postgresql-client-16.
(Reading database ... 214337 files and directories currently installed.)
Setting up postgresql-client-16 (16.6-1.pgdg24.04+1) ...
`, V{"a": g.pwURL()}, "postgresql-client-16 (16.6-1.pgdg24.04+1)")

	g.qtAdd("sudo-u-env-artisan", `
$ sudo -u www-data env DB_PASSWORD='«a»' APP_KEY='«b»' php /var/www/shop/artisan migrate --force
   INFO  Running migrations.

  2025_02_27_101512_add_vat_id_to_customers ............................................ 31ms DONE
  2025_03_01_083044_create_refunds_table ............................................... 48ms DONE
`, V{"a": g.pw(), "b": g.laravelKey()}, "2025_03_01_083044_create_refunds_table", "/var/www/shop/artisan")

	g.qtAdd("env-i-github-token", `
$ env -i PATH=/usr/local/bin:/usr/bin HOME=$HOME GH_TOKEN=«a» gh api user --jq '.login + " " + (.id|tostring)'
acme-release-bot «_id»
`, V{"a": g.ghp(), "_id": g.digits(9)}, "acme-release-bot", "PATH=/usr/local/bin:/usr/bin HOME=$HOME")

	g.qtAdd("xargs-sshpass-env-benign", `
$ read -rs SSHPASS && export SSHPASS
$ cat switches.txt | xargs -I{} sh -c 'sshpass -e ssh-copy-id -o StrictHostKeyChecking=no -i ~/.ssh/netops.pub admin@{} >/dev/null 2>&1 && echo "{} ok" || echo "{} FAILED"'
sw-core-01.mgmt ok
sw-core-02.mgmt ok
sw-acc-11.mgmt FAILED
`, V{}, "sw-acc-11.mgmt FAILED", "~/.ssh/netops.pub", "read -rs SSHPASS && export SSHPASS")

	g.qtAdd("xargs-parallel-mysql", `
$ printf '%s\n' db-eu-1 db-eu-2 db-us-1 | xargs -P3 -I% mysql -h %.acme.internal -u monitor -p'«a»' -N -e 'SELECT @@hostname, @@read_only'
mysql: [Warning] Using a password on the command line interface can be insecure.
mysql: [Warning] Using a password on the command line interface can be insecure.
mysql: [Warning] Using a password on the command line interface can be insecure.
db-eu-2	1
db-eu-1	0
db-us-1	1
`, V{"a": g.pwStrong()}, "db-eu-1	0")

	g.qtAdd("docker-run-e-sh-c-pgdump", `
$ docker run --rm --network host -v "$PWD/backup:/backup" -e PGPASSWORD='«a»' postgres:16 sh -c 'pg_dump -h 127.0.0.1 -U app -Fc app > /backup/app-$(date +%s).dump && ls -la /backup'
total 90412
drwxr-xr-x 2 root root     4096 Mar  3 10:02 .
drwxr-xr-x 1 root root     4096 Mar  3 10:02 ..
-rw-r--r-- 1 root root 92571338 Mar  3 10:02 app-1740996162.dump
`, V{"a": g.pw()}, "app-1740996162.dump", "postgres:16")

	g.qtAdd("timeout-bash-c-until-mysqladmin-benign", `
      - name: Wait for MySQL
        run: timeout 60 bash -c "until mysqladmin ping -h 127.0.0.1 -P 3306 -uroot -p'${{ secrets.MYSQL_ROOT_PASSWORD }}' --silent; do echo waiting; sleep 2; done"
`, V{}, "- name: Wait for MySQL", "-p'${{ secrets.MYSQL_ROOT_PASSWORD }}'")

	g.qtAdd("runuser-sqlplus-herestring", `
[root@ora19 ~]# runuser -l oracle -c "sqlplus -s system/«a»@ORCLPDB1 <<< 'select instance_name, status from v\$instance;'"

INSTANCE_NAME    STATUS
---------------- ------------
ORCLCDB          OPEN
`, V{"a": g.pwURL()}, `v\$instance`, "ORCLPDB1")

	// benign only
	g.qtAdd("docker-exec-env-expanded-inside-benign", `
$ docker exec -it shop-db sh -c 'mysql -uroot -p"$MYSQL_ROOT_PASSWORD" -e "SELECT COUNT(*) FROM shop.orders"'
mysql: [Warning] Using a password on the command line interface can be insecure.
+----------+
| COUNT(*) |
+----------+
|   184022 |
+----------+
$ docker exec shop-db sh -c 'printf %s "$MYSQL_ROOT_PASSWORD" | wc -c'
24
`, V{}, `-p"$MYSQL_ROOT_PASSWORD"`, `printf %s "$MYSQL_ROOT_PASSWORD" | wc -c`)

	g.qtAdd("kubectl-exec-database-url-benign", `
$ kubectl -n prod exec deploy/api -c api -- sh -c 'psql "$DATABASE_URL" -Atc "select max(version) from schema_migrations"'
20250228143011
$ kubectl -n prod get pod -l app=api -o name
pod/api-«_pod»
`, V{"_pod": g.qtPodHash()}, `psql "$DATABASE_URL"`, "20250228143011")

	g.qtAdd("kubectl-exec-vault-status-benign", `
$ kubectl exec -n vault vault-0 -- sh -c 'VAULT_ADDR=https://127.0.0.1:8200 VAULT_SKIP_VERIFY=true vault status'
Key                     Value
---                     -----
Seal Type               awskms
Recovery Seal Type      shamir
Initialized             true
Sealed                  false
Total Recovery Shares   5
Threshold               3
Version                 1.18.4
Storage Type            raft
Cluster Name            vault-cluster-«_cn»
Cluster ID              «_cid»
HA Enabled              true
HA Mode                 active
`, V{"_cn": g.hex(8), "_cid": g.uuid()}, "Seal Type               awskms")

	g.qtAdd("bash-c-read-s-benign", `
$ bash -c 'read -rsp "Vault password: " VP; echo; printf "%s" "$VP" | ansible-playbook -i inventories/prod site.yml --vault-password-file /dev/stdin --tags nginx'
Vault password: 

PLAY [web] *********************************************************************

TASK [nginx : template vhosts] *************************************************
ok: [web1.acme.net]
ok: [web2.acme.net]
`, V{}, "--vault-password-file /dev/stdin", `read -rsp "Vault password: " VP`)

	g.qtAdd("sudo-S-password-manager-benign", `
$ pass show infra/web3/admin | head -1 | ssh admin@web3.acme.net 'sudo -S -p "" journalctl -u nginx --since "-10 min" --no-pager | tail -3'
Mar 03 09:21:02 web3 nginx[1123]: 2025/03/03 09:21:02 [warn] 1123#1123: *884 upstream server temporarily disabled
Mar 03 09:21:04 web3 systemd[1]: Reloading nginx.service - A high performance web server and a reverse proxy server...
Mar 03 09:21:04 web3 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server.
`, V{}, "pass show infra/web3/admin", "upstream server temporarily disabled")
}

// ---- ANSI-C quoting, printf, heredocs and here-strings ----

func (g *G) qtAnsiC() {
	g.qtAdd("ansi-c-hex-escaped-password", `
# the symbols kept breaking the quoting (and ! triggers history expansion), so the password is written with hex escapes
$ mysql -h mariadb.int -u admin --password=$'«a»' -e 'SHOW GLOBAL STATUS LIKE "Threads_connected"'
+-------------------+-------+
| Variable_name     | Value |
+-------------------+-------+
| Threads_connected | 37    |
+-------------------+-------+
`, V{"a": qtHexEsc(g.qtPwBang())}, "Threads_connected", "mariadb.int")

	g.qtAdd("ansi-c-newlines-form-body", `
$ curl -s -X POST https://sso.acme.io/api/v1/authn -H 'Content-Type: application/json' \
    --data-binary $'{\n  "username": "svc-reporting@acme.io",\n  "password": "«a»",\n  "options": {"warnBeforePasswordExpired": true}\n}\n' | jq '{status, expiresAt, sessionToken}'
{
  "status": "SUCCESS",
  "expiresAt": "2025-03-03T10:17:44.000Z",
  "sessionToken": "«b»"
}
`, V{"a": g.pw(), "b": "20111" + g.an(52)}, "svc-reporting@acme.io", "warnBeforePasswordExpired")

	g.qtAdd("printf-s-newline-env-file", `
$ printf '%s\n' 'APP_ENV=production' 'DB_USER=app' 'DB_PASSWORD=«a»' 'REDIS_URL=redis://:«b»@cache.int:6379/0' 'SENTRY_ENVIRONMENT=prod' > /srv/app/shared/.env
$ chmod 600 /srv/app/shared/.env && wc -l /srv/app/shared/.env
5 /srv/app/shared/.env
`, V{"a": qtSQ(g.qtPwQuote()), "b": g.an(32)}, "SENTRY_ENVIRONMENT=prod", "/srv/app/shared/.env")

	g.qtAdd("printf-pipe-passwd", `
root@build-03:~# printf '%s\n%s\n' '«a»' '«a»' | passwd jenkins
New password: Retype new password: passwd: password updated successfully
root@build-03:~# chage -l jenkins | head -2
Last password change					: Mar 03, 2025
Password expires					: never
`, V{"a": g.pw()}, "passwd: password updated successfully", "build-03")

	g.qtAdd("echo-chpasswd-generated-benign", `
$ for u in alice bob carol; do p=$(pwgen -s 20 1); echo "$u:$p" | sudo chpasswd; sudo chage -d 0 "$u"; printf '%s\t%s\n' "$u" "$p" | gpg -e -r helpdesk@acme.io >> initial-passwords.gpg; done
$ sudo grep -E '^(alice|bob|carol):' /etc/shadow | cut -d: -f1,3
alice:0
bob:0
carol:0
`, V{}, "sudo chage -d 0", "alice:0", `echo "$u:$p" | sudo chpasswd`)

	g.qtAdd("heredoc-inside-heredoc", `
$ ssh root@edge-02.acme.net bash <<EOF
mkdir -p /etc/edge-agent
cat > /etc/edge-agent/env <<'INNER'
EDGE_API_TOKEN=«a»
EDGE_HMAC_SECRET=«b»
EDGE_SITE=fra-2
INNER
chmod 600 /etc/edge-agent/env
systemctl restart edge-agent && systemctl --no-pager status edge-agent | head -3
EOF
● edge-agent.service - Acme edge agent
     Loaded: loaded (/etc/systemd/system/edge-agent.service; enabled; preset: enabled)
     Active: active (running) since Mon 2025-03-03 10:31:09 UTC; 12ms ago
`, V{"a": g.b64u(40), "b": g.hex(64)}, "EDGE_SITE=fra-2", "edge-02.acme.net")

	g.qtAdd("heredoc-unquoted-escaped-vars", `
$ cat > ~/.config/deploybot/config.json <<EOF
{
  "token": "«a»",
  "cache_dir": "\$HOME/.cache/deploybot",
  "log_file": "\${XDG_STATE_HOME:-\$HOME/.local/state}/deploybot.log",
  "host": "$(hostname -f)"
}
EOF
`, V{"a": g.xoxb()}, `\$HOME/.cache/deploybot`, `\${XDG_STATE_HOME:-\$HOME/.local/state}`)

	g.qtAdd("printf-q-debugging-password", `
> why does the script get "Access denied" when the same password works interactively?

$ printf '%q\n' "$DB_PASS"
«a»

The password has a $ and a !, and in deploy.sh it is written in double quotes, so bash expands the $ and the character after it to an empty string. Put it in single quotes or escape it as \$.
`, V{"a": qtBashQ(g.pick(pwWords...) + "$" + g.s(alDigit+alLower, 1) + g.pick(pwWords...) + g.s(alDigit, 2) + "!")}, "deploy.sh")

	g.qtAdd("set-x-trace-quoted", `
$ bash -x ./scripts/smoke.sh
+ BASE=https://staging.acme.io
+ curl -fsS -u 'smoke:«a»' https://staging.acme.io/healthz
{"status":"ok","commit":"«_sha»"}
+ mysql -h staging-db.int -u smoke '-p«b»' -e 'SELECT 1'
1
1
+ echo 'smoke OK'
smoke OK
`, V{"a": g.pw(), "_sha": g.gitSHA(), "b": g.pwStrong()}, "BASE=https://staging.acme.io", "staging-db.int")

	g.qtAdd("read-herestring-tab", `
$ IFS=$'\t' read -r SVC_USER SVC_PASS <<< $'svc_etl\t«a»'
$ export SVC_USER SVC_PASS
$ ./bin/etl --dry-run
[etl] connecting as svc_etl to warehouse.acme.internal:5439 ... ok
`, V{"a": g.pwStrong()}, "warehouse.acme.internal:5439", "svc_etl")

	g.qtAdd("bash-c-ansi-c-nested-quotes", `
$ bash -c $'psql "postgresql://app:«a»@10.0.3.11:5432/app?sslmode=require" -c \'select now()\''
              now
-------------------------------
 2025-03-03 10:44:17.229541+00
(1 row)
`, V{"a": g.pwURL()}, "10.0.3.11:5432/app?sslmode=require")

	g.qtAdd("gpg-passphrase-herestring", `
$ gpg --batch --yes --pinentry-mode loopback --passphrase-fd 0 -o secrets.env -d secrets.env.gpg <<< '«a»'
gpg: encrypted with rsa4096 key, ID «_kid», created 2023-05-11
      "Acme Ops <ops@acme.io>"
$ wc -l secrets.env
23 secrets.env
`, V{"a": g.pw() + " " + g.pick(pwWords...), "_kid": g.s(alHexU, 16)}, "ops@acme.io")

	g.qtAdd("htpasswd-herestring", `
$ sudo htpasswd -i -B /etc/nginx/.htpasswd grafana-viewer <<< '«a»'
Adding password for user grafana-viewer
$ sudo tail -1 /etc/nginx/.htpasswd
grafana-viewer:«b»
`, V{"a": g.pw(), "b": "$2y$05$" + g.s(alAlnum+"./", 53)}, "Adding password for user grafana-viewer")

	// benign only
	g.qtAdd("heredoc-template-placeholders-benign", `
$ cat deploy/render.sh
#!/usr/bin/env bash
set -euo pipefail
: "${DB_PASSWORD:?DB_PASSWORD must be set}"
cat > /etc/app/app.ini <<EOF
[database]
user = app
password = ${DB_PASSWORD}
[cache]
url = redis://:\${REDIS_PASSWORD}@cache.int:6379/0
EOF
printf '%s\n' "rendered /etc/app/app.ini ($(wc -l < /etc/app/app.ini) lines)"
`, V{}, "password = ${DB_PASSWORD}", `redis://:\${REDIS_PASSWORD}@cache.int:6379/0`, `: "${DB_PASSWORD:?DB_PASSWORD must be set}"`)

	g.qtAdd("printf-sha256sum-check-benign", `
$ printf '%s  %s\n' '«_a»' 'kubectl' | sha256sum -c -
kubectl: OK
$ printf '%s  %s\n' '«_b»' 'helm-v3.17.1-linux-amd64.tar.gz' | sha256sum --check --strict
helm-v3.17.1-linux-amd64.tar.gz: OK
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "helm-v3.17.1-linux-amd64.tar.gz: OK")

	g.qtAdd("ansi-c-colours-ifs-benign", `
RED=$'\e[31m'; GREEN=$'\x1b[32m'; RESET=$'\033[0m'
IFS=$'\n' read -r -d '' -a FILES < <(git diff --name-only «_base»...HEAD && printf '\0')
for f in "${FILES[@]}"; do
  printf '%s%s%s\n' "$GREEN" "$f" "$RESET"
done
echo "${RED}request-id: «_rid»${RESET}"
`, V{"_base": g.gitSHA(), "_rid": g.uuid()}, `GREEN=$'\x1b[32m'`, `RESET=$'\033[0m'`)

	g.qtAdd("printf-q-placeholder-benign", `
$ printf 'export %s=%q\n' GH_TOKEN '<paste-your-token-here>' SMTP_PASS 'changeme' >> .envrc.example
$ cat .envrc.example
export GH_TOKEN=\<paste-your-token-here\>
export SMTP_PASS=changeme
export AWS_PROFILE=acme-dev
`, V{}, `export GH_TOKEN=\<paste-your-token-here\>`, "export SMTP_PASS=changeme", "AWS_PROFILE=acme-dev")

	g.qtAdd("heredoc-ssh-authorized-benign", `
$ sudo -u git bash <<'EOF'
install -d -m 700 ~/.ssh
cat >> ~/.ssh/authorized_keys <<KEYS
«_p1» dev@laptop
«_p2» ci@runner
KEYS
chmod 600 ~/.ssh/authorized_keys
EOF
$ sudo -u git ssh-keygen -lf ~git/.ssh/authorized_keys
256 SHA256:«_f1» dev@laptop (ED25519)
256 SHA256:«_f2» ci@runner (ED25519)
`, V{"_p1": g.qtSSHPub(), "_p2": g.qtSSHPub(), "_f1": g.qtFP(), "_f2": g.qtFP()}, "install -d -m 700 ~/.ssh")
}

// ---- JSON in shell, JSON in JSON, form encoding ----

func (g *G) qtJSONShell() {
	g.qtAdd("curl-d-single-quoted-login", `
$ curl -s -X POST https://api.fleetwise.io/v2/auth/login -H 'Content-Type: application/json' -d '{"username":"ops@acme.io","password":"«a»","mfa":false}' | jq .
{
  "access_token": "«b»",
  "token_type": "Bearer",
  "expires_in": 3600,
  "user_id": "«_uid»"
}
`, V{"a": g.pw(), "b": g.userJWT(), "_uid": g.uuid()}, `"expires_in": 3600`)

	g.qtAdd("curl-double-quoted-json-cmd-envvar-benign", `
C:\work> curl -s -X POST "https://hooks.acme-crm.com/v1/ingest" -H "Content-Type: application/json" -d "{\"apiKey\":\"%CRM_API_KEY%\",\"source\":\"erp-export\",\"batch\":«=n»}"
{"accepted":true,"records":250,"batchId":"«_bid»"}
`, V{"=n": g.digits(4), "_bid": g.uuid()}, `\"source\":\"erp-export\"`, `\"apiKey\":\"%CRM_API_KEY%\"`)

	g.qtAdd("curl-double-quoted-json-cmd", `
C:\work> curl -s -X POST "https://api.acme-crm.com/v1/contacts/search" -H "X-Api-Key: «a»" -H "Content-Type: application/json" -d "{\"filter\":{\"email\":\"k.meyer@kunde-nord.de\"},\"fields\":[\"id\",\"owner\"]}"
{"results":[{"id":"«_id»","owner":"sales-nord"}],"total":1}
`, V{"a": g.an(40), "_id": g.uuid()}, `\"fields\":[\"id\",\"owner\"]`)

	g.qtAdd("curl-json-splice-var-and-literal", `
$ NAME=ci-runner-$(hostname -s)
$ curl -sf -X POST https://gitlab.acme.io/api/v4/user/runners \
    -H "PRIVATE-TOKEN: «a»" \
    -H 'Content-Type: application/json' \
    -d '{"runner_type":"group_type","group_id":42,"description":"'"$NAME"'","tag_list":["docker","linux"]}' | jq -r '.token'
«b»
`, V{"a": g.glpat(), "b": "glrt-" + g.b64u(20)}, `"description":"'"$NAME"'"`, `"tag_list":["docker","linux"]`)

	g.qtAdd("json-in-json-log-line", `
{"level":"debug","ts":"2025-03-03T11:02:14.552Z","logger":"http.client","msg":"outgoing request","method":"POST","url":"https://login.partner-portal.de/oauth/token","body":"{\"grant_type\":\"password\",\"client_id\":\"acme-sync\",\"username\":\"acme.sync@partner-portal.de\",\"password\":\"«a»\",\"scope\":\"orders.read\"}","trace_id":"«_tr»"}
{"level":"debug","ts":"2025-03-03T11:02:14.791Z","logger":"http.client","msg":"response","status":200,"body":"{\"access_token\":\"«b»\",\"expires_in\":1800,\"token_type\":\"bearer\"}","trace_id":"«_tr»"}
`, V{"a": qtJS(qtJS(g.pw())), "_tr": g.hex(32), "b": g.b64u(64)}, "acme.sync@partner-portal.de", `\"scope\":\"orders.read\"`)

	g.qtAdd("lambda-invoke-payload-json-in-json", `
$ aws lambda invoke --function-name billing-webhook-replay --cli-binary-format raw-in-base64-out \
    --payload '{"body":"{\"type\":\"invoice.paid\",\"signing_secret\":\"«a»\"}","headers":{"Stripe-Signature":"t=1740999000,v1=«_sig»"}}' out.json
{
    "StatusCode": 200,
    "ExecutedVersion": "$LATEST"
}
`, V{"a": g.whsec(), "_sig": g.hex(64)}, "billing-webhook-replay", `"ExecutedVersion": "$LATEST"`)

	g.qtAdd("secretsmanager-secret-string-sq", `
$ aws secretsmanager put-secret-value --secret-id prod/orders/db \
    --secret-string '{"engine":"postgres","host":"orders.cluster-«_c».eu-west-1.rds.amazonaws.com","username":"orders_app","password":"«a»","dbname":"orders","port":5432}'
{
    "ARN": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/orders/db-«_sfx»",
    "Name": "prod/orders/db",
    "VersionId": "«_ver»",
    "VersionStages": [
        "AWSCURRENT"
    ]
}
`, V{"_c": g.s(alLowNum, 12), "a": g.pwStrong(), "_acct": g.digits(12), "_sfx": g.an(6), "_ver": g.uuid()}, `"username":"orders_app"`)

	g.qtAdd("secretsmanager-secret-string-pwsh", `
PS C:\infra> aws secretsmanager create-secret --name qa/smtp --secret-string "{\"user\":\"AKIA-SES-QA\",\"password\":\"«a»\",\"host\":\"email-smtp.eu-central-1.amazonaws.com\"}"
{
    "ARN": "arn:aws:secretsmanager:eu-central-1:«_acct»:secret:qa/smtp-«_sfx»",
    "Name": "qa/smtp",
    "VersionId": "«_ver»"
}
`, V{"a": "BP" + g.s(alB64, 42), "_acct": g.digits(12), "_sfx": g.an(6), "_ver": g.uuid()}, "email-smtp.eu-central-1.amazonaws.com")

	g.qtAdd("curl-data-urlencode-oauth", `
$ curl -s https://auth.acme-iot.com/oauth2/token \
    --data-urlencode 'grant_type=password' \
    --data-urlencode 'client_id=device-console' \
    --data-urlencode 'client_secret=«a»' \
    --data-urlencode "username=field.tech@acme-iot.com" \
    --data-urlencode "password=«b»" | jq -r .access_token
«c»
`, V{"a": g.an(40), "b": g.pwURL(), "c": g.jwt("RS256", `{"iss":"https://auth.acme-iot.com","sub":"field.tech","aud":"device-console","exp":1741003200}`)}, "client_id=device-console")

	g.qtAdd("query-string-percent-encoded-password", `
$ curl -s "https://nvr.home.lan:7001/api/v1/login?user=admin&password=«a»&format=json"
{"result":"ok","session":"«b»","expire":900}
`, V{"a": qtPct(g.qtPwBang()), "b": g.hex(32)}, `"expire":900`, "nvr.home.lan:7001")

	g.qtAdd("curl-u-elastic-put-user-benign", `
$ curl -s -u "elastic:$ELASTIC_PASSWORD" -X PUT "https://es01.search.int:9200/_security/user/logstash_writer" \
    -H 'Content-Type: application/json' \
    -d '{"password":"'"$LOGSTASH_WRITER_PW"'","roles":["logstash_writer"],"full_name":"Logstash writer"}'
{"created":true}
`, V{}, `"roles":["logstash_writer"]`, `-u "elastic:$ELASTIC_PASSWORD"`, `"password":"'"$LOGSTASH_WRITER_PW"'"`)

	g.qtAdd("jq-arg-pipe-curl", `
$ jq -n --arg u svc-backup --arg p '«a»' '{username: $u, password: $p, remember: false}' \
  | curl -s -c cookies.txt -H 'Content-Type: application/json' -d @- https://backup.acme.lan/api/login
{"ok":true,"user":"svc-backup"}
$ grep -v '^#' cookies.txt
backup.acme.lan	FALSE	/	TRUE	0	sid	«b»
`, V{"a": g.pw(), "b": g.b64u(43)}, "svc-backup", "backup.acme.lan	FALSE	/	TRUE	0	sid")

	g.qtAdd("httpie-login-and-bearer", `
$ http POST :8080/api/auth username=admin password='«a»'
HTTP/1.1 200 OK
Content-Type: application/json

{
    "token": "«b»"
}

$ http :8080/api/admin/users Authorization:"Bearer «b»" page==2
HTTP/1.1 200 OK
`, V{"a": g.pw(), "b": g.userJWT()}, "page==2")

	dtok := g.ghp()
	g.qtAdd("docker-config-json-echo-subshell", `
$ mkdir -p ~/.docker && echo '{"auths":{"ghcr.io":{"auth":"'$(printf %s 'acme-bot:«a»' | base64 -w0)'"}}}' > ~/.docker/config.json
$ cat ~/.docker/config.json
{"auths":{"ghcr.io":{"auth":"«b»"}}}
`, V{"a": dtok, "b": b64s("acme-bot:" + dtok)}, "acme-bot")

	g.qtAdd("kubectl-patch-secret-stringdata", `
$ kubectl -n shop patch secret shop-env --type merge -p '{"stringData":{"STRIPE_SECRET_KEY":"«a»","STRIPE_WEBHOOK_SECRET":"«b»"}}'
secret/shop-env patched
$ kubectl -n shop rollout restart deploy/shop-api
deployment.apps/shop-api restarted
`, V{"a": g.skLive(), "b": g.whsec()}, "deployment.apps/shop-api restarted")

	// benign only
	g.qtAdd("curl-json-splice-env-benign", `
$ curl -s -X POST "$KC_URL/admin/realms/acme/users" \
    -H "Authorization: Bearer $(cat /run/secrets/kc_admin_token)" \
    -H 'Content-Type: application/json' \
    -d '{"username":"jdoe","enabled":true,"credentials":[{"type":"password","value":"'"${INITIAL_PASSWORD}"'","temporary":true}]}' -i | grep -i location
Location: https://sso.acme.io/admin/realms/acme/users/«_uid»
`, V{"_uid": g.uuid()}, `"value":"'"${INITIAL_PASSWORD}"'"`, "$(cat /run/secrets/kc_admin_token)")

	g.qtAdd("json-in-json-filtered-log-benign", `
{"@timestamp":"2025-03-03T11:20:41.118Z","level":"INFO","service":"gateway","event":"upstream_request","request":"{\"path\":\"/v1/login\",\"body\":{\"username\":\"k.meyer\",\"password\":\"[FILTERED]\",\"otp\":\"[FILTERED]\"}}","span_id":"«_sp»","trace_id":"«_tr»","duration_ms":84}
{"@timestamp":"2025-03-03T11:20:41.203Z","level":"INFO","service":"gateway","event":"upstream_response","response":"{\"status\":200,\"body\":{\"token\":\"***\",\"user_id\":\"«_uid»\"}}","span_id":"«_sp»","trace_id":"«_tr»"}
`, V{"_sp": g.hex(16), "_tr": g.hex(32), "_uid": g.uuid()}, `\"password\":\"[FILTERED]\"`, `\"token\":\"***\"`)

	g.qtAdd("gh-api-sealed-secret-benign", `
$ gh api repos/acme/infra/actions/secrets/public-key --jq '.key_id + " " + .key'
«_kid» «_pk»
$ gh api -X PUT repos/acme/infra/actions/secrets/DEPLOY_KEY -f encrypted_value='«_enc»' -f key_id='«_kid»'
$ gh secret list --repo acme/infra
NAME          UPDATED
DEPLOY_KEY    less than a minute ago
NPM_TOKEN     about 2 months ago
`, V{"_kid": g.digits(19), "_pk": g.b64(32), "_enc": g.b64(88)}, "DEPLOY_KEY    less than a minute ago")

	g.qtAdd("prometheus-data-urlencode-benign", `
$ curl -s http://prometheus.monitoring:9090/api/v1/query \
    --data-urlencode 'query=sum by (pod) (rate(http_requests_total{job="api",code=~"5.."}[5m]))' \
    --data-urlencode "time=$(date +%s)" | jq -c '.data.result[] | [.metric.pod, .value[1]]'
["api-«_p1»","0.0166"]
["api-«_p2»","0.0333"]
`, V{"_p1": g.qtPodHash(), "_p2": g.qtPodHash()}, `code=~"5.."`)

	g.qtAdd("curl-json-masked-response-benign", `
$ curl -s https://api.acme-pay.io/v1/api_keys -H "Authorization: Bearer $ACME_PAY_KEY" | jq '.data[] | {id, name, last4: .redacted_key, created}'
{
  "id": "key_«_k1»",
  "name": "checkout-prod",
  "last4": "sk_live_...«_l1»",
  "created": 1733211154
}
{
  "id": "key_«_k2»",
  "name": "reporting",
  "last4": "rk_live_...«_l2»",
  "created": 1739011931
}
`, V{"_k1": g.an(24), "_l1": g.an(4), "_k2": g.an(24), "_l2": g.an(4)}, `"Authorization: Bearer $ACME_PAY_KEY"`)
}

// ---- YAML: CI steps, Kubernetes commands, Compose ----

func (g *G) qtYAML() {
	g.qtAdd("gha-run-literal-block-token", `
  release-notes:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Publish release notes
        run: |
          curl -fsSL -X POST \
            -H "Authorization: token «a»" \
            -H "Accept: application/vnd.github+json" \
            "https://api.github.com/repos/acme/mobile-app/releases" \
            -d "{\"tag_name\":\"${GITHUB_REF_NAME}\",\"generate_release_notes\":true}"
`, V{"a": g.ghp()}, `\"generate_release_notes\":true`, "${GITHUB_REF_NAME}")

	g.qtAdd("gha-run-folded-registry-login-benign", `
      - name: Push image
        run: >-
          echo "${{ secrets.HARBOR_ROBOT_TOKEN }}" | docker login registry.acme.io
          --username 'robot$ci-pusher' --password-stdin &&
          docker push registry.acme.io/platform/api:${{ github.sha }}
`, V{}, "'robot$ci-pusher'", "${{ github.sha }}", `echo "${{ secrets.HARBOR_ROBOT_TOKEN }}"`)

	g.qtAdd("gha-run-folded-registry-login", `
      - name: Push image (old runner)
        run: >-
          echo "«a»" | docker login harbor.acme.io
          --username 'robot$platform+ci' --password-stdin &&
          docker push harbor.acme.io/platform/worker:${{ github.sha }}
`, V{"a": g.an(32)}, "'robot$platform+ci'", "harbor.acme.io/platform/worker")

	g.qtAdd("gitlab-ci-script-single-quoted", `
test:integration:
  stage: test
  services:
    - name: mysql:8.0
      alias: db
  script:
    - 'mysql -h db -u root -p"«a»" -e "CREATE DATABASE IF NOT EXISTS app_test"'
    - 'mysql -h db -u root -p"«a»" app_test < db/schema.sql'
    - bundle exec rspec --tag integration
`, V{"a": g.pwStrong()}, "CREATE DATABASE IF NOT EXISTS app_test", "bundle exec rspec --tag integration")

	g.qtAdd("gitlab-ci-script-double-quoted-escaped", `
seed:staging:
  stage: deploy
  image: postgres:16-alpine
  script:
    - "psql \"postgresql://seed:«a»@staging-db.acme.internal:5432/app?sslmode=require\" -v ON_ERROR_STOP=1 -f db/seed.sql"
  rules:
    - if: $CI_COMMIT_BRANCH == "main"
`, V{"a": g.pwURL()}, "staging-db.acme.internal:5432", `$CI_COMMIT_BRANCH == "main"`)

	g.qtAdd("k8s-command-array-requirepass", `
      containers:
        - name: redis
          image: redis:7.4-alpine
          command: ["sh", "-c", "redis-server --requirepass '«a»' --appendonly yes --maxmemory 512mb"]
          ports:
            - containerPort: 6379
          readinessProbe:
            exec:
              command: ["sh", "-c", "redis-cli -a '«a»' --no-auth-warning ping | grep PONG"]
`, V{"a": g.an(32)}, "--maxmemory 512mb", "redis:7.4-alpine")

	g.qtAdd("k8s-args-literal-block", `
      initContainers:
        - name: wait-and-migrate
          image: ghcr.io/acme/billing:2.14.0
          command: ["/bin/sh", "-c"]
          args:
            - |
              until pg_isready -h billing-db -p 5432; do sleep 2; done
              export DATABASE_URL='postgres://billing:«a»@billing-db:5432/billing'
              ./bin/billing migrate up
`, V{"a": g.pwURL()}, "ghcr.io/acme/billing:2.14.0", "until pg_isready -h billing-db -p 5432")

	g.qtAdd("k8s-yaml-single-quote-doubled", `
      initContainers:
        - name: fetch-config
          image: curlimages/curl:8.12.1
          command:
            - sh
            - -c
            - 'curl -sf -X POST -H "X-Vault-Token: «a»" -d ''{"role":"web","ttl":"1h"}'' https://vault.acme.internal:8200/v1/auth/token/create > /shared/token.json'
          volumeMounts:
            - name: shared
              mountPath: /shared
`, V{"a": g.vaultTok()}, `''{"role":"web","ttl":"1h"}''`, "curlimages/curl:8.12.1")

	g.qtAdd("compose-env-dollar-doubled", `
services:
  mongo:
    image: mongo:7
    environment:
      MONGO_INITDB_ROOT_USERNAME: root
      MONGO_INITDB_ROOT_PASSWORD: "«a»"   # $$ because compose interpolates $
    command: ["mongod", "--auth", "--bind_ip_all"]
  mongo-express:
    image: mongo-express:1.0.2
    environment:
      ME_CONFIG_MONGODB_URL: "mongodb://root:«b»@mongo:27017/"
`, V{"a": qtMk(g.qtPwDollar()), "b": g.pwURL()}, "mongo-express:1.0.2", `["mongod", "--auth", "--bind_ip_all"]`)

	g.qtAdd("compose-healthcheck-dollar-escaped-benign", `
  db:
    image: mysql:8.4
    environment:
      MYSQL_DATABASE: wordpress
      MYSQL_USER: wp
      MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD:?err}
    healthcheck:
      test: ["CMD-SHELL", "mysqladmin ping -h 127.0.0.1 -uroot -p$$MYSQL_ROOT_PASSWORD --silent"]
      interval: 10s
      retries: 5
`, V{}, "MYSQL_DATABASE: wordpress", "-p$$MYSQL_ROOT_PASSWORD", "${MYSQL_ROOT_PASSWORD:?err}")

	g.qtAdd("k8s-cronjob-folded-pgdump", `
apiVersion: batch/v1
kind: CronJob
metadata:
  name: pg-nightly-dump
spec:
  schedule: "15 2 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          containers:
            - name: dump
              image: ghcr.io/acme/pg-tools:16
              command: ["/bin/sh", "-c"]
              args:
                - >-
                  pg_dump "postgresql://backup:«a»@pg-primary.data.svc:5432/app"
                  --format=custom | aws s3 cp - "s3://acme-db-dumps/app/$(date +%F).dump"
                  --sse aws:kms
          restartPolicy: OnFailure
`, V{"a": g.pwURL()}, "s3://acme-db-dumps/app/$(date +%F).dump", `schedule: "15 2 * * *"`)

	g.qtAdd("azure-pipelines-az-login-script", `
steps:
  - script: |
      az login --service-principal -u «_app» -p "«a»" --tenant «_ten» --output none
      az acr login --name acmeprodacr
      docker push acmeprodacr.azurecr.io/web:$(Build.BuildId)
    displayName: Push to ACR
`, V{"_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "$(Build.BuildId)", "acmeprodacr.azurecr.io/web")

	g.qtAdd("jenkinsfile-sh-triple-single", `
stage('Upload artifacts') {
    steps {
        sh '''
            curl -fsS -u "deployer:«a»" \
                 -T build/libs/app-${BUILD_NUMBER}.jar \
                 "https://nexus.acme.internal/repository/releases/com/acme/app/${BUILD_NUMBER}/app-${BUILD_NUMBER}.jar"
        '''
    }
}
`, V{"a": g.pw()}, "nexus.acme.internal/repository/releases", "app-${BUILD_NUMBER}.jar")

	g.qtAdd("circleci-heredoc-pypirc", `
      - run:
          name: Publish to PyPI
          command: |
            cat > ~/.pypirc \<<'EOF'
            [distutils]
            index-servers = pypi
            [pypi]
            username = __token__
            password = «a»
            EOF
            python -m twine upload dist/*
`, V{"a": g.pypiTok()}, "username = __token__", "python -m twine upload dist/*")

	g.qtAdd("gha-env-block-inline-secret", `
      - name: Run e2e
        env:
          CYPRESS_RECORD_KEY: «a»
          CYPRESS_BASE_URL: https://staging.acme.io
          CYPRESS_ADMIN_PASSWORD: '«b»'
        run: npx cypress run --record --parallel --group "e2e-${{ matrix.browser }}"
`, V{"a": g.uuid(), "b": qtDbl(g.qtPwQuote())}, "CYPRESS_BASE_URL: https://staging.acme.io", `"e2e-${{ matrix.browser }}"`)

	// benign only
	g.qtAdd("gha-secrets-refs-pinned-benign", `
    steps:
      - uses: actions/checkout@«_s1» # v4.2.2
      - uses: actions/setup-node@«_s2» # v4.2.0
        with:
          node-version: 22
          registry-url: https://registry.npmjs.org
      - run: |
          echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > ~/.npmrc
          npm publish --provenance --access public
        env:
          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
`, V{"_s1": g.gitSHA(), "_s2": g.gitSHA()}, "${{ secrets.NPM_TOKEN }}", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}")

	g.qtAdd("k8s-secretkeyref-dollar-paren-benign", `
          env:
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: billing-db
                  key: password
            - name: DATABASE_URL
              value: "postgres://billing:$(DB_PASSWORD)@billing-db:5432/billing"
          command: ["sh", "-c", "exec ./billing serve --db \"$DATABASE_URL\" --listen :8080"]
`, V{}, "postgres://billing:$(DB_PASSWORD)@billing-db:5432/billing", `--db \"$DATABASE_URL\"`)

	g.qtAdd("gitlab-job-log-masked-benign", `
Running with gitlab-runner 17.8.3 (690ce25c)
  on docker-autoscale-«_r» «_r», system ID: s_«_sys»
Executing "step_script" stage of the job script
$ echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
Login Succeeded
$ curl -sf -H "PRIVATE-TOKEN: [MASKED]" "$CI_API_V4_URL/projects/$CI_PROJECT_ID/variables" | jq length
14
Job succeeded
`, V{"_r": g.an(8), "_sys": g.hex(12)}, `"PRIVATE-TOKEN: [MASKED]"`, `echo "$CI_REGISTRY_PASSWORD"`)

	g.qtAdd("compose-healthcheck-escaped-var-benign", `
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: keycloak
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U $${POSTGRES_USER} -d $${POSTGRES_DB:-keycloak}"]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
`, V{}, "$${POSTGRES_USER}", "POSTGRES_PASSWORD_FILE: /run/secrets/pg_password", "$${POSTGRES_DB:-keycloak}")

	g.qtAdd("jenkinsfile-withcredentials-benign", `
withCredentials([usernamePassword(credentialsId: 'nexus-deployer', usernameVariable: 'NX_USER', passwordVariable: 'NX_PASS')]) {
    sh 'curl -fsS -u "$NX_USER:$NX_PASS" -T target/app.war https://nexus.acme.internal/repository/releases/app.war'
}

[Pipeline] withCredentials
Masking supported pattern matches of $NX_PASS
[Pipeline] sh
+ curl -fsS -u ****:**** -T target/app.war https://nexus.acme.internal/repository/releases/app.war
[Pipeline] }
`, V{}, `-u "$NX_USER:$NX_PASS"`, "+ curl -fsS -u ****:****", "credentialsId: 'nexus-deployer'")
}

// ---- Dockerfiles and docker output ----

func (g *G) qtDocker() {
	g.qtAdd("dockerfile-run-npmrc-continuation", `
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN echo "@acme:registry=https://npm.pkg.github.com" > .npmrc \
 && echo "//npm.pkg.github.com/:_authToken=«a»" >> .npmrc \
 && npm ci --omit=dev \
 && rm -f .npmrc
`, V{"a": g.ghp()}, "@acme:registry=https://npm.pkg.github.com", "npm ci --omit=dev")

	g.qtAdd("dockerfile-env-multi-continuation", `
FROM python:3.12-slim
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DJANGO_SETTINGS_MODULE=shop.settings.prod \
    DJANGO_SECRET_KEY="«a»" \
    DATABASE_URL="postgres://shop:«b»@db:5432/shop" \
    SENTRY_DSN="https://«=dsn»@o«_org».ingest.sentry.io/«_proj»"
COPY . /srv/shop
`, V{"a": g.djangoKey(), "b": g.pwURL(), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "DJANGO_SETTINGS_MODULE=shop.settings.prod")

	g.qtAdd("dockerfile-pip-index-url-token", `
RUN --mount=type=cache,target=/root/.cache/pip \
    pip install \
      --index-url "https://__token__:«a»@gitlab.acme.io/api/v4/projects/«_pid»/packages/pypi/simple" \
      --extra-index-url https://pypi.org/simple \
      "acme-core==4.2.1" "acme-auth>=1.9,<2"
`, V{"a": g.glpat(), "_pid": g.digits(3)}, `"acme-auth>=1.9,<2"`, "--extra-index-url https://pypi.org/simple")

	g.qtAdd("dockerfile-arg-default-insteadof", `
FROM golang:1.23 AS build
ARG GITHUB_TOKEN=«a»
ENV GOPRIVATE=github.com/acme/*
RUN git config --global url."https://${GITHUB_TOKEN}:x-oauth-basic@github.com/".insteadOf "https://github.com/" \
 && go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/api ./cmd/api
`, V{"a": g.ghp()}, "GOPRIVATE=github.com/acme/*", `url."https://${GITHUB_TOKEN}:x-oauth-basic@github.com/".insteadOf`)

	g.qtAdd("dockerfile-exec-form-netrc", `
FROM alpine:3.21
RUN ["/bin/sh", "-c", "printf \"machine api.bitbucket.org\\n  login acme-ci\\n  password «a»\\n\" > /root/.netrc && chmod 600 /root/.netrc"]
RUN ["/bin/sh", "-c", "apk add --no-cache curl git"]
`, V{"a": "ATBB" + g.an(28) + g.hex(8)}, "machine api.bitbucket.org", "apk add --no-cache curl git")

	g.qtAdd("buildkit-log-private-token", `
$ docker build --progress=plain -t acme/worker:dev .
#9 [builder 4/7] RUN curl -fsSL --header "PRIVATE-TOKEN: «a»" "https://gitlab.acme.io/api/v4/projects/118/packages/generic/models/1.3.0/classifier.onnx" -o /models/classifier.onnx
#9 0.412   % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
#9 3.901 100 88.1M  100 88.1M    0     0  25.2M      0  0:00:03  0:00:03 --:--:-- 25.2M
#9 DONE 4.1s

#10 [builder 5/7] RUN sha256sum /models/classifier.onnx
#10 0.233 «_sha»  /models/classifier.onnx
#10 DONE 0.3s
`, V{"a": g.glpat(), "_sha": g.hex(64)}, "acme/worker:dev", "#10 DONE 0.3s")

	g.qtAdd("docker-history-no-trunc", `
$ docker history --no-trunc --format '{{.CreatedBy}}' registry.acme.io/legacy/crm:3.1 | head -6
CMD ["catalina.sh" "run"]
/bin/sh -c #(nop)  EXPOSE 8080
/bin/sh -c #(nop)  ENV CRM_DB_PASSWORD=«a» CRM_DB_USER=crm
/bin/sh -c #(nop)  ENV SMTP_PASS="«b»"
/bin/sh -c #(nop) COPY file:«_f» in /usr/local/tomcat/webapps/ROOT.war
/bin/sh -c #(nop)  LABEL maintainer=platform@acme.io
`, V{"a": g.pwURL(), "b": g.pw(), "_f": g.hex(64)}, "/bin/sh -c #(nop)  EXPOSE 8080", "maintainer=platform@acme.io")

	g.qtAdd("docker-inspect-config-env", `
$ docker inspect keycloak --format '{{json .Config.Env}}' | jq .
[
  "KC_DB=postgres",
  "KC_DB_URL=jdbc:postgresql://pg:5432/keycloak",
  "KC_DB_USERNAME=keycloak",
  "KC_DB_PASSWORD=«a»",
  "KC_BOOTSTRAP_ADMIN_USERNAME=admin",
  "KC_BOOTSTRAP_ADMIN_PASSWORD=«b»",
  "KC_HOSTNAME=https://sso.acme.io",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
]
`, V{"a": g.pwStrong(), "b": g.pw()}, "KC_DB_URL=jdbc:postgresql://pg:5432/keycloak", "KC_HOSTNAME=https://sso.acme.io")

	g.qtAdd("docker-run-e-passthrough-benign", `
$ docker run -d --name n8n --restart unless-stopped -p 5678:5678 \
    --env-file /srv/n8n/n8n.env \
    -e N8N_ENCRYPTION_KEY \
    -e "DB_POSTGRESDB_PASSWORD_FILE=/run/secrets/n8n_db" \
    -e DB_TYPE=postgresdb -e DB_POSTGRESDB_HOST=10.0.0.12 \
    -v n8n_data:/home/node/.n8n docker.n8n.io/n8nio/n8n:1.80.3
«_cid»
`, V{"_cid": g.hex(64)}, "docker.n8n.io/n8nio/n8n:1.80.3", "DB_POSTGRESDB_HOST=10.0.0.12", "--env-file /srv/n8n/n8n.env", "-e N8N_ENCRYPTION_KEY \\")

	g.qtAdd("buildkit-heredoc-secret-mount-benign", `
# syntax=docker/dockerfile:1.7
FROM debian:bookworm-slim
RUN --mount=type=secret,id=artifacts_pw <<EOF
set -eux
apt-get update && apt-get install -y --no-install-recommends ca-certificates curl
curl -fsSL -u "ci-reader:$(cat /run/secrets/artifacts_pw)" https://artifacts.acme.internal/repository/tools/acmectl-2.3.0-linux-amd64 -o /usr/local/bin/acmectl
chmod +x /usr/local/bin/acmectl
EOF
`, V{}, "# syntax=docker/dockerfile:1.7", "acmectl-2.3.0-linux-amd64", `-u "ci-reader:$(cat /run/secrets/artifacts_pw)"`)

	g.qtAdd("docker-build-arg-token", `
$ docker build --build-arg "NPM_TOKEN=«a»" --build-arg VERSION=1.4.2 --build-arg "SENTRY_AUTH_TOKEN=«b»" -t acme/web:1.4.2 .
[+] Building 71.4s (14/14) FINISHED                                   docker:default
 => [internal] load build definition from Dockerfile                            0.0s
 => [deps 3/4] RUN npm ci                                                      38.2s
 => [build 4/5] RUN npm run build && npx sentry-cli sourcemaps upload dist     27.9s
 => exporting to image                                                          1.1s
 => => naming to docker.io/acme/web:1.4.2                                       0.0s
`, V{"a": g.npmTok(), "b": g.sentryUser()}, "VERSION=1.4.2", "docker.io/acme/web:1.4.2")

	// benign only
	g.qtAdd("dockerfile-secret-mount-digest-benign", `
# syntax=docker/dockerfile:1
FROM node:22-alpine@sha256:«_d» AS deps
WORKDIR /app
COPY package.json pnpm-lock.yaml ./
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc \
    corepack enable && pnpm install --frozen-lockfile
# build with: docker build --secret id=npmrc,src=$HOME/.npmrc .
`, V{"_d": g.hex(64)}, "--mount=type=secret,id=npmrc,target=/root/.npmrc", "docker build --secret id=npmrc,src=$HOME/.npmrc .")

	g.qtAdd("dockerfile-arg-no-default-checksum-benign", `
ARG TERRAFORM_VERSION=1.10.5
ARG TF_SHA256=«_sha»
ARG GITLAB_TOKEN
RUN curl -fsSLo /tmp/tf.zip "https://releases.hashicorp.com/terraform/${TERRAFORM_VERSION}/terraform_${TERRAFORM_VERSION}_linux_amd64.zip" \
 && echo "${TF_SHA256}  /tmp/tf.zip" | sha256sum -c - \
 && unzip /tmp/tf.zip -d /usr/local/bin \
 && test -n "$GITLAB_TOKEN" || echo "warning: GITLAB_TOKEN not set, private modules will fail"
`, V{"_sha": g.hex(64)}, `echo "${TF_SHA256}  /tmp/tf.zip" | sha256sum -c -`, `test -n "$GITLAB_TOKEN"`)

	g.qtAdd("docker-inspect-file-env-benign", `
$ docker inspect wordpress --format '{{range .Config.Env}}{{println .}}{{end}}'
WORDPRESS_DB_HOST=db:3306
WORDPRESS_DB_USER=wp
WORDPRESS_DB_PASSWORD_FILE=/run/secrets/wp_db_password
WORDPRESS_AUTH_KEY_FILE=/run/secrets/wp_auth_key
PHP_SHA256=«_sha»
PHP_VERSION=8.3.17
`, V{"_sha": g.hex(64)}, "WORDPRESS_DB_PASSWORD_FILE=/run/secrets/wp_db_password", "PHP_VERSION=8.3.17")

	g.qtAdd("compose-config-unset-vars-benign", `
$ docker compose config --no-interpolate | grep -A3 environment
    environment:
      SMTP_PASSWORD: ${SMTP_PASSWORD:?set SMTP_PASSWORD in .env}
      SECRET_KEY_BASE: ${SECRET_KEY_BASE}
      RAILS_MASTER_KEY: $${RAILS_MASTER_KEY}
$ docker compose up -d
WARN[0000] The "SECRET_KEY_BASE" variable is not set. Defaulting to a blank string.
error while interpolating services.web.environment.SMTP_PASSWORD: required variable SMTP_PASSWORD is missing a value: set SMTP_PASSWORD in .env
`, V{}, "${SMTP_PASSWORD:?set SMTP_PASSWORD in .env}", "RAILS_MASTER_KEY: $${RAILS_MASTER_KEY}")
}

// ---- Makefiles, justfiles, Taskfiles ----

func (g *G) qtMake() {
	g.qtAdd("makefile-recipe-bearer-dollar-dollar", qtTabs(`
$ sed -n '/^deploy-prod:/,/^$/p' Makefile
deploy-prod: build
⇥@echo "deploying $(VERSION) at $$(date -u +%FT%TZ)"
⇥curl -fsS -X POST \
⇥  -H "Authorization: Bearer «a»" \
⇥  -H "Content-Type: application/json" \
⇥  -d '{"image":"ghcr.io/acme/web:$(VERSION)","clearCache":"do_not_clear"}' \
⇥  https://api.render.com/v1/services/srv-«_srv»/deploys
`), V{"a": "rnd_" + g.an(32), "_srv": g.s(alLowNum, 20)}, "$$(date -u +%FT%TZ)", `"clearCache":"do_not_clear"`)

	g.qtAdd("makefile-variable-changeme-benign", qtTabs(`
DB_HOST ?= localhost
DB_USER ?= shop
DB_PASS ?= changeme
DB_NAME ?= shop_dev

migrate:
⇥PGPASSWORD=$(DB_PASS) psql -h $(DB_HOST) -U $(DB_USER) -d $(DB_NAME) -v ON_ERROR_STOP=1 -f db/migrations/$(M).sql

psql:
⇥PGPASSWORD='$(DB_PASS)' psql -h $(DB_HOST) -U $(DB_USER) $(DB_NAME)
`), V{}, "DB_NAME ?= shop_dev", "PGPASSWORD=$(DB_PASS)", "DB_PASS ?= changeme")

	g.qtAdd("makefile-continuation-docker-aws", qtTabs(`
sync-assets:
⇥docker run --rm \
⇥  -v $(CURDIR)/public:/data:ro \
⇥  -e AWS_ACCESS_KEY_ID=«a» \
⇥  -e AWS_SECRET_ACCESS_KEY=«b» \
⇥  -e AWS_DEFAULT_REGION=eu-west-1 \
⇥  amazon/aws-cli:2.24.1 s3 sync /data s3://acme-static-prod/ --delete \
⇥  --cache-control "public, max-age=31536000, immutable"
`), V{"a": g.awsID(), "b": g.awsSecret()}, "amazon/aws-cli:2.24.1", "s3://acme-static-prod/")

	g.qtAdd("makefile-password-dollars-doubled", qtTabs(`
# make eats single dollars, hence $$ in the password
REDIS_PASSWORD := «a»
REDIS_HOST     := redis-staging.int

flush-cache:
⇥redis-cli -h $(REDIS_HOST) -a '$(REDIS_PASSWORD)' --no-auth-warning FLUSHDB ASYNC
`), V{"a": qtMk(g.qtPwDollar())}, "REDIS_HOST     := redis-staging.int", "FLUSHDB ASYNC")

	g.qtAdd("make-n-dry-run-expanded", `
$ make -n publish
python -m build --sdist --wheel
twine check dist/*
TWINE_USERNAME=__token__ TWINE_PASSWORD=«a» twine upload --repository-url https://upload.pypi.org/legacy/ dist/*
git tag -a v0.9.3 -m "release v0.9.3"
`, V{"a": g.pypiTok()}, "TWINE_USERNAME=__token__", `git tag -a v0.9.3 -m "release v0.9.3"`)

	g.qtAdd("make-cli-var-override", `
$ make release VERSION=v1.12.0 GITHUB_TOKEN=«a» DRY_RUN=0
goreleaser release --clean --skip=validate
  • starting release...
  • loading                                          path=.goreleaser.yaml
  • publishing
    • scm releases
      • creating or updating release                 tag=v1.12.0 repo=acme/acmectl
  • release succeeded after 1m42s
`, V{"a": g.ghp()}, "repo=acme/acmectl", "goreleaser release --clean --skip=validate")

	g.qtAdd("justfile-dotenv-and-literal", `
$ cat justfile
set dotenv-load
set shell := ["bash", "-uc"]

db_url := "postgres://app:«a»@localhost:5433/app_dev"

reset-db:
    psql "{{db_url}}" -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'
    sqlx migrate run --database-url "{{db_url}}"

stripe-listen:
    stripe listen --api-key «b» --forward-to localhost:3000/webhooks/stripe
`, V{"a": g.pwURL(), "b": g.skTest()}, `set shell := ["bash", "-uc"]`, "{{db_url}}")

	g.qtAdd("taskfile-env-literal", `
version: '3'

env:
  CLOUDFLARE_API_TOKEN: «a»
  CLOUDFLARE_ACCOUNT_ID: «_acct»

tasks:
  deploy:
    desc: Deploy the worker
    cmds:
      - npx wrangler deploy --env {{.ENV | default "staging"}}
      - 'curl -s -X POST "https://api.cloudflare.com/client/v4/zones/{{.ZONE}}/purge_cache" -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" --data ''{"purge_everything":true}'''
`, V{"a": g.cfToken(), "_acct": g.hex(32)}, `{{.ENV | default "staging"}}`, `''{"purge_everything":true}'''`)

	g.qtAdd("makefile-define-netrc", qtTabs(`
define NETRC
machine git.acme.io
  login ci-bot
  password «a»
endef
export NETRC

deps:
⇥@printf '%s\n' "$$NETRC" > $(HOME)/.netrc && chmod 600 $(HOME)/.netrc
⇥go mod download
`), V{"a": g.glpat()}, `"$$NETRC"`, "export NETRC")

	g.qtAdd("makefile-sed-config-js", qtTabs(`
dist/config.js: src/config.template.js
⇥mkdir -p dist
⇥sed -e 's|__API_BASE__|https://api.acme.io|g' \
⇥    -e 's|__MAPS_KEY__|«a»|g' \
⇥    -e 's|__BUILD_SHA__|$(shell git rev-parse --short HEAD)|g' $< > $@
`), V{"a": g.googleKey()}, "$(shell git rev-parse --short HEAD)", "s|__API_BASE__|https://api.acme.io|g")

	g.qtAdd("makefile-export-sentry-token", qtTabs(`
export SENTRY_ORG := acme
export SENTRY_PROJECT := web
export SENTRY_AUTH_TOKEN := «a»

sourcemaps:
⇥npx @sentry/cli releases new "$(VERSION)"
⇥npx @sentry/cli sourcemaps upload --release "$(VERSION)" dist/assets
`), V{"a": g.sentryUser()}, "export SENTRY_PROJECT := web", `npx @sentry/cli releases new "$(VERSION)"`)

	// benign only
	g.qtAdd("makefile-escaped-vars-benign", qtTabs(`
TOKEN_FILE ?= .secrets/registry-token
IMAGE      := registry.acme.io/platform/api
GIT_SHA    := $(shell git rev-parse HEAD)

login:
⇥@cat $(TOKEN_FILE) | docker login registry.acme.io -u ci --password-stdin

push: login
⇥docker push $(IMAGE):$(GIT_SHA)
⇥@echo "pushed with token from $$(basename $(TOKEN_FILE))"
⇥@PGPASSWORD=$$PASSWORD psql -h db -U app -c 'select 1' >/dev/null && echo "db reachable"
⇥envsubst '\$${API_TOKEN}' < k8s/deploy.tpl.yaml > k8s/deploy.yaml
`), V{}, "$$(basename $(TOKEN_FILE))", "PGPASSWORD=$$PASSWORD", `'\$${API_TOKEN}'`)

	g.qtAdd("makefile-guard-masked-echo-benign", qtTabs(`
check-env:
⇥@test -n "$(API_KEY)" || (echo "API_KEY is not set"; exit 1)
⇥@echo "API_KEY=$$(printf '%s' '$(API_KEY)' | cut -c1-4)****"

$ make check-env API_KEY=
API_KEY is not set
make: *** [Makefile:2: check-env] Error 1
`), V{}, `@test -n "$(API_KEY)"`, "make: *** [Makefile:2: check-env] Error 1")

	g.qtAdd("makefile-checksums-benign", qtTabs(`
PROTOC_VERSION := 29.3
PROTOC_SHA256  := «_a»
BUF_SHA256     := «_b»

tools/protoc:
⇥curl -fsSLo /tmp/protoc.zip https://github.com/protocolbuffers/protobuf/releases/download/v$(PROTOC_VERSION)/protoc-$(PROTOC_VERSION)-linux-x86_64.zip
⇥echo "$(PROTOC_SHA256)  /tmp/protoc.zip" | sha256sum -c -
⇥unzip -o /tmp/protoc.zip -d tools
`), V{"_a": g.hex(64), "_b": g.hex(64)}, "PROTOC_VERSION := 29.3")

	g.qtAdd("make-n-placeholders-benign", `
$ make -n deploy ENV=staging
kubectl config use-context acme-staging
helm upgrade --install api ./charts/api -n api --set image.tag=«_sha» --set-string 'secrets.dbPassword=$(DB_PASSWORD)' --values values/staging.yaml
kubectl -n api rollout status deploy/api --timeout=5m
`, V{"_sha": g.hex(12)}, "'secrets.dbPassword=$(DB_PASSWORD)'", "kubectl config use-context acme-staging")
}

// ---- PowerShell ----

func (g *G) qtPwsh() {
	g.qtAdd("pwsh-convertto-securestring-pscredential", `
PS C:\ops> $pw = ConvertTo-SecureString '«a»' -AsPlainText -Force
PS C:\ops> $cred = New-Object System.Management.Automation.PSCredential('ACME\svc_deploy', $pw)
PS C:\ops> Invoke-Command -ComputerName app01, app02 -Credential $cred -ScriptBlock { Restart-Service W3SVC -PassThru | Select-Object Status, Name }

Status  Name   PSComputerName
------  ----   --------------
Running W3SVC  app01
Running W3SVC  app02
`, V{"a": qtDbl(g.qtPwQuote())}, `'ACME\svc_deploy'`, "Running W3SVC  app02")

	g.qtAdd("cmd-nested-powershell-command", `
C:\Windows\system32> powershell -NoProfile -ExecutionPolicy Bypass -Command "$p = ConvertTo-SecureString '«a»' -AsPlainText -Force; New-LocalUser -Name 'backup' -Password $p -PasswordNeverExpires; Add-LocalGroupMember -Group 'Backup Operators' -Member 'backup'"

Name   Enabled Description
----   ------- -----------
backup True
`, V{"a": g.pw()}, "-Group 'Backup Operators'", "New-LocalUser -Name 'backup'")

	g.qtAdd("pwsh-backtick-escaped-dollar-connstring", `
# the password has a $ in it, so it is escaped with a backtick inside the double quotes
$ConnString = "Server=sql01.acme.local;Database=ERP;User Id=erp_app;Password=«a»;TrustServerCertificate=True"
$conn = New-Object System.Data.SqlClient.SqlConnection $ConnString
$conn.Open()
"Connected to $($conn.DataSource) / $($conn.Database)"
`, V{"a": qtPS(g.qtPwDollar())}, "TrustServerCertificate=True", "$($conn.DataSource)")

	g.qtAdd("pwsh-start-process-argumentlist", `
PS C:\Temp> Start-Process msiexec.exe -Wait -ArgumentList '/i', 'datadog-agent-7-latest.amd64.msi', '/qn', '/l*v', 'C:\Temp\dd-install.log', "APIKEY=«a»", 'SITE=datadoghq.eu', "HOSTNAME=$env:COMPUTERNAME"
PS C:\Temp> & 'C:\Program Files\Datadog\Datadog Agent\bin\agent.exe' status | Select-String -Pattern 'API Key|Version'
  Agent (v7.62.2)
    API Key ending with «_last4»: API Key valid
`, V{"a": g.hex(32), "_last4": g.hex(5)}, "HOSTNAME=$env:COMPUTERNAME", "'SITE=datadoghq.eu'")

	g.qtAdd("pwsh-here-string-body", `
$body = @"
{
  "grant_type": "client_credentials",
  "client_id": "«_cid»",
  "client_secret": "«a»",
  "scope": "https://graph.microsoft.com/.default"
}
"@
$tok = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/«_ten»/oauth2/v2.0/token" -Body ($body | ConvertFrom-Json -AsHashtable)
$tok.access_token.Substring(0, 12) + '...'
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "https://graph.microsoft.com/.default", "$tok.access_token.Substring(0, 12)")

	g.qtAdd("pwsh-here-string-expression-benign", `
$cred = Get-Secret -Name 'pg-reporting-bi' -Vault AcmeVault
$cs = @"
Host=pg-reporting.acme.local;Port=5432;Database=bi;Username=$($cred.UserName);Password=$($cred.GetNetworkCredential().Password);SSL Mode=Require
"@
Set-Content -Path "$env:APPDATA\BiExport\connection.txt" -Value $cs -Encoding utf8
`, V{}, "Password=$($cred.GetNetworkCredential().Password)", `$env:APPDATA\BiExport\connection.txt`, "Get-Secret -Name 'pg-reporting-bi' -Vault AcmeVault")

	g.qtAdd("pwsh-basic-auth-header-pat", `
$pat = '«a»'
$hdr = @{ Authorization = "Basic $([Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$pat")))" }
Invoke-RestMethod -Uri 'https://dev.azure.com/acme/Platform/_apis/build/builds?api-version=7.1&$top=3' -Headers $hdr |
  Select-Object -ExpandProperty value | Select-Object id, buildNumber, result
`, V{"a": g.azDevops()}, "api-version=7.1&$top=3", "Select-Object id, buildNumber, result")

	scriptT := `$p = ConvertTo-SecureString '«a»' -AsPlainText -Force; New-PSDrive -Name R -PSProvider FileSystem -Root \\fs01\reports -Credential (New-Object PSCredential('ACME\svc_reports', $p)) -Persist`
	epw := g.pw()
	g.qtAdd("pwsh-encodedcommand-decoded", `
PS> Get-CimInstance Win32_Process -Filter "Name='powershell.exe'" | Select-Object -ExpandProperty CommandLine
"C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe" -NoProfile -NonInteractive -WindowStyle Hidden -EncodedCommand «b»
PS> [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('«b»'))
`+scriptT+`
`, V{"b": qtEncCmd(strings.ReplaceAll(scriptT, "«a»", epw)), "a": epw}, `-Root \\fs01\reports`, "-WindowStyle Hidden")

	g.qtAdd("pwsh-splatting-api-key", `
$params = @{
    Uri         = 'https://api.pagerduty.com/incidents?statuses[]=triggered'
    Headers     = @{ 'Authorization' = 'Token token=«a»'; 'Accept' = 'application/vnd.pagerduty+json;version=2' }
    Method      = 'Get'
    ContentType = 'application/json'
}
(Invoke-RestMethod @params).incidents | Select-Object incident_number, title, urgency
`, V{"a": "u+" + g.b64u(18)}, "application/vnd.pagerduty+json;version=2", "statuses[]=triggered")

	g.qtAdd("pwsh-invoke-command-argumentlist", `
Invoke-Command -ComputerName sql02 -ScriptBlock {
    param($SaPassword, $Db)
    & sqlcmd -S . -U sa -P $SaPassword -Q "BACKUP DATABASE [$Db] TO DISK = N'D:\Backup\$Db.bak' WITH COMPRESSION, INIT"
} -ArgumentList '«a»', 'Payroll'
Processed 40632 pages for database 'Payroll', file 'Payroll' on file 1.
BACKUP DATABASE successfully processed 40634 pages in 3.212 seconds (98.826 MB/sec).
`, V{"a": qtDbl(g.pwStrong() + "'" + g.s(alDigit, 2))}, `TO DISK = N'D:\Backup\$Db.bak'`, "BACKUP DATABASE successfully processed")

	g.qtAdd("cmd-powershell-escaped-double-quotes", `
C:\deploy> powershell -Command "& { $s = ConvertTo-SecureString -String \"«a»\" -AsPlainText -Force; Import-PfxCertificate -FilePath .\wildcard-acme-io.pfx -CertStoreLocation Cert:\LocalMachine\My -Password $s }"

   PSParentPath: Microsoft.PowerShell.Security\Certificate::LocalMachine\My

Thumbprint                                Subject
----------                                -------
«_tp»  CN=*.acme.io
`, V{"a": g.pw(), "_tp": g.s(alHexU, 40)}, `Cert:\LocalMachine\My`, "CN=*.acme.io")

	g.qtAdd("pwsh-env-token-then-masked-status", `
PS C:\src\infra> $env:GH_TOKEN = '«a»'
PS C:\src\infra> gh auth status
github.com
  ✓ Logged in to github.com account acme-ops (GH_TOKEN)
  - Active account: true
  - Git operations protocol: https
  - Token: ghp_************************************
`, V{"a": g.ghp()}, "ghp_************************************", "acme-ops (GH_TOKEN)")

	g.qtAdd("pwsh-new-psdrive-one-liner", `
PS> New-PSDrive -Name S -PSProvider FileSystem -Root '\\nas01.acme.local\scans' -Credential (New-Object PSCredential 'NAS01\scanner', (ConvertTo-SecureString "«a»" -AsPlainText -Force))

Name           Used (GB)     Free (GB) Provider      Root
----           ---------     --------- --------      ----
S                 412,08      1635,91 FileSystem    \\nas01.acme.local\scans
`, V{"a": qtPS(g.qtPwDollar())}, `'NAS01\scanner'`, `\\nas01.acme.local\scans`)

	// benign only
	g.qtAdd("pwsh-read-host-keyvault-benign", `
$cred = Get-Credential -UserName 'ACME\svc_sql' -Message 'SQL service account'
$sa = Read-Host -Prompt 'sa password' -AsSecureString
$apiKey = Get-AzKeyVaultSecret -VaultName 'kv-acme-prod' -Name 'datadog-api-key' -AsPlainText
$thumb = '«_tp»'
Get-ChildItem Cert:\LocalMachine\My\$thumb | Select-Object Subject, NotAfter
`, V{"_tp": g.s(alHexU, 40)}, "-VaultName 'kv-acme-prod' -Name 'datadog-api-key'", "Read-Host -Prompt 'sa password' -AsSecureString")

	g.qtAdd("pwsh-transcript-masked-benign", `
**********************
PowerShell transcript start
Start time: 20250303094412
Username: ACME\j.berg
Machine: OPS-WS-07 (Microsoft Windows NT 10.0.22631.0)
**********************
PS C:\ops> .\Reset-ServicePassword.ps1 -Account svc_print -Verbose
VERBOSE: Generating password (length 24)
VERBOSE: Setting password for ACME\svc_print: ********
VERBOSE: Updating 3 services on PRINT01
VERBOSE: Correlation id «_cid»
`, V{"_cid": g.uuid()}, "Setting password for ACME\\svc_print: ********", "PowerShell transcript start")

	g.qtAdd("pwsh-generated-script-escaped-benign", `
$unit = @"
param([string]ˋ$Token = ˋ$env:DEPLOY_TOKEN)
Write-Host "Deploying $($config.Name) to $($config.Environment)"
Invoke-RestMethod -Uri '$($config.Url)/deploy' -Headers @{ Authorization = "Bearer ˋ$Token" }
"@
Set-Content -Path .\out\deploy-$($config.Name).ps1 -Value $unit
`, V{}, "`$env:DEPLOY_TOKEN", "Bearer `$Token", "$($config.Url)/deploy")
}

// ---- Windows cmd.exe and batch files ----

func (g *G) qtCmd() {
	g.qtAdd("bat-set-caret-escaped", `
C:\jobs> type nightly-cleanup.bat
@echo off
setlocal
set SQLUSER=sa
set SQLPASS=«a»
sqlcmd -S SQL01\PROD -U %SQLUSER% -P "%SQLPASS%" -b -Q "EXEC dbo.usp_NightlyCleanup @days = 30"
if errorlevel 1 echo cleanup failed >> C:\jobs\logs\cleanup.log
endlocal
`, V{"a": qtCaret(g.qtPwMeta())}, `-S SQL01\PROD`, "EXEC dbo.usp_NightlyCleanup @days = 30")

	g.qtAdd("psexec-inline-password", `
C:\Tools\SysinternalsSuite> psexec \\PRINT01 -u ACME\adm_print -p «a» -h cmd /c "net stop spooler && del /q C:\Windows\System32\spool\PRINTERS\* && net start spooler"

PsExec v2.43 - Execute processes remotely
Copyright (C) 2001-2023 Mark Russinovich
Sysinternals - www.sysinternals.com

The Print Spooler service is stopping.
The Print Spooler service was stopped successfully.
The Print Spooler service was started successfully.
cmd exited on PRINT01 with error code 0.
`, V{"a": g.pwURL()}, `\\PRINT01 -u ACME\adm_print`, "cmd exited on PRINT01 with error code 0.")

	g.qtAdd("net-use-password-prompt-benign", `
C:\> net use Z: \\fs01.acme.local\scans * /user:ACME\svc_scan /persistent:no
Type the password for \\fs01.acme.local\scans:
The command completed successfully.

C:\> net use
New connections will not be remembered.

Status       Local     Remote                    Network
-------------------------------------------------------------------------------
OK           Z:        \\fs01.acme.local\scans   Microsoft Windows Network
`, V{}, `\\fs01.acme.local\scans`, "/user:ACME\\svc_scan", `Type the password for \\fs01.acme.local\scans:`)

	g.qtAdd("schtasks-create-rp", `
C:\> schtasks /Create /TN "Acme\Nightly Backup" /TR "\"C:\Program Files\Acme\backup.exe\" --full --target \\nas01\backups" /SC DAILY /ST 02:00 /RU ACME\svc_backup /RP «a» /RL HIGHEST /F
SUCCESS: The scheduled task "Acme\Nightly Backup" has successfully been created.
`, V{"a": g.pwURL()}, `SUCCESS: The scheduled task "Acme\Nightly Backup" has successfully been created.`)

	g.qtAdd("sc-config-obj-password", `
C:\> sc.exe config AcmeSyncAgent obj= "ACME\svc_sync" password= "«a»" start= delayed-auto
[SC] ChangeServiceConfig SUCCESS

C:\> sc.exe qc AcmeSyncAgent | findstr /i "START_TYPE SERVICE_START_NAME"
        START_TYPE         : 2   AUTO_START  (DELAYED)
        SERVICE_START_NAME : ACME\svc_sync
`, V{"a": g.pwStrong()}, "[SC] ChangeServiceConfig SUCCESS", "SERVICE_START_NAME : ACME\\svc_sync")

	g.qtAdd("cmdkey-pass-prompt-benign", `
C:\Users\ops> cmdkey /generic:TERMSRV/rdgw01.acme.local /user:ACME\ops.admin /pass
Enter the password for 'ACME\ops.admin' to connect to 'TERMSRV/rdgw01.acme.local':

CMDKEY: Credential added successfully.

C:\Users\ops> mstsc /v:rdgw01.acme.local
`, V{}, "CMDKEY: Credential added successfully.", "TERMSRV/rdgw01.acme.local", "Enter the password for 'ACME\\ops.admin'")

	pct := g.pick(pwWords...) + "%" + g.pick(pwWords...) + g.s(alDigit, 3)
	g.qtAdd("bat-percent-doubled-password", `
:: deploy-ftp.bat  (%% because cmd eats a single percent sign in batch files)
set "FTP_USER=acme_web"
set "FTP_PASS=«a»"
winscp.com /ini=nul /command ^
  "open ftps://%FTP_USER%:%FTP_PASS%@ftp.acme-hosting.de/ -explicit" ^
  "synchronize remote C:\build\site /httpdocs -delete" ^
  "exit"
`, V{"a": strings.ReplaceAll(pct, "%", "%%")}, "ftp.acme-hosting.de", "synchronize remote C:\\build\\site /httpdocs -delete")

	g.qtAdd("reg-add-api-key", `
C:\> reg add "HKLM\SOFTWARE\Acme\Agent" /v ServerUrl /t REG_SZ /d "https://ingest.acme-monitor.io" /f
The operation completed successfully.
C:\> reg add "HKLM\SOFTWARE\Acme\Agent" /v ApiKey /t REG_SZ /d "«a»" /f
The operation completed successfully.
C:\> reg query "HKLM\SOFTWARE\Acme\Agent"

HKEY_LOCAL_MACHINE\SOFTWARE\Acme\Agent
    ServerUrl    REG_SZ    https://ingest.acme-monitor.io
    ApiKey    REG_SZ    «a»
`, V{"a": "am_" + g.an(40)}, "https://ingest.acme-monitor.io", `HKEY_LOCAL_MACHINE\SOFTWARE\Acme\Agent`)

	g.qtAdd("cmd-curl-escaped-json", `
C:\src> curl -s -X POST "https://api.acme-sms.com/v2/messages" -H "Authorization: Basic «a»" -H "Content-Type: application/json" -d "{\"from\":\"AcmeAlerts\",\"to\":\"+4915112345678\",\"text\":\"Build %BUILD_NUMBER% failed\"}"
{"message_id":"«_mid»","status":"queued","parts":1}
`, V{"a": b64s(g.an(16) + ":" + g.an(32)), "_mid": g.uuid()}, `\"from\":\"AcmeAlerts\"`, "%BUILD_NUMBER%")

	g.qtAdd("msiexec-quoted-properties", `
C:\Install> msiexec /i FalconSensor.msi /qn /norestart CID="«_cid»" PROXYDISABLE=1 /L*v C:\Install\falcon.log
C:\Install> msiexec /i ZabbixAgent2.msi /qn SERVER=zbx.acme.local SERVERACTIVE=zbx.acme.local TLSCONNECT=psk TLSACCEPT=psk TLSPSKIDENTITY="PSK-WIN-01" TLSPSKVALUE="«a»"
`, V{"_cid": g.s(alHexU, 32) + "-" + g.s(alHexU, 2), "a": g.hex(64)}, `TLSPSKIDENTITY="PSK-WIN-01"`, "SERVER=zbx.acme.local")

	g.qtAdd("cmd-c-set-pgpassword-andand", `
C:\> cmd /c "set PGPASSWORD=«a»&& "C:\Program Files\PostgreSQL\16\bin\pg_dump.exe" -h 10.1.4.20 -U postgres -Fc -f D:\dumps\crm.dump crm"
C:\> dir D:\dumps\crm.dump
03/03/2025  11:52 AM       731,442,117 crm.dump
`, V{"a": g.pwURL()}, `C:\Program Files\PostgreSQL\16\bin\pg_dump.exe`, "731,442,117 crm.dump")

	g.qtAdd("setx-api-key", `
C:\Users\dev> setx OPENAI_API_KEY "«a»"

SUCCESS: Specified value was saved.

C:\Users\dev> setx ANTHROPIC_API_KEY «b»

SUCCESS: Specified value was saved.
`, V{"a": g.openai(), "b": g.anthropic()}, "SUCCESS: Specified value was saved.")

	// benign only
	g.qtAdd("runas-prompt-benign", `
C:\> runas /user:ACME\adm_jberg /savecred "mmc.exe C:\Windows\System32\dsa.msc"
Enter the password for ACME\adm_jberg:
Attempting to start mmc.exe C:\Windows\System32\dsa.msc as user "ACME\adm_jberg" ...
`, V{}, "Enter the password for ACME\\adm_jberg:", `runas /user:ACME\adm_jberg /savecred`)

	g.qtAdd("bat-for-f-token-benign", `
@echo off
for /f "usebackq tokens=*" %%i in (ˋaz account get-access-token --resource https://database.windows.net --query accessToken -o tsvˋ) do set "AZ_TOKEN=%%i"
if "%AZ_TOKEN%"=="" (
  echo could not get a token ^& exiting
  exit /b 1
)
sqlcmd -S acme-sql.database.windows.net -d reporting -G -P "%AZ_TOKEN%" -Q "SELECT TOP 1 name FROM sys.tables"
`, V{}, `set "AZ_TOKEN=%%i"`, `-P "%AZ_TOKEN%"`, "echo could not get a token ^& exiting")

	g.qtAdd("bat-env-checks-benign", `
@echo off
if not defined DB_PASS (
  echo DB_PASS is not set. Run: set DB_PASS=^<your password^>
  exit /b 1
)
echo Using %DB_USER% on %DB_HOST% (password: ****)
"C:\Program Files\MySQL\MySQL Server 8.0\bin\mysql.exe" -h %DB_HOST% -u %DB_USER% -p%DB_PASS% < migrate.sql
`, V{}, "set DB_PASS=^<your password^>", "-p%DB_PASS%", "(password: ****)")

	g.qtAdd("certutil-hashfile-benign", `
C:\Downloads> certutil -hashfile AcmeAgentSetup-4.8.1.exe SHA256
SHA256 hash of AcmeAgentSetup-4.8.1.exe:
«_h»
CertUtil: -hashfile command completed successfully.

C:\Downloads> powershell -c "(Get-AuthenticodeSignature .\AcmeAgentSetup-4.8.1.exe).SignerCertificate.Thumbprint"
«_tp»
`, V{"_h": g.hex(64), "_tp": g.s(alHexU, 40)}, "CertUtil: -hashfile command completed successfully.")
}

// ---- one-liners and process arguments in code ----

func (g *G) qtOneLiners() {
	g.qtAdd("python-c-boto3-inline-keys", `
$ python3 -c "import boto3; s3 = boto3.client('s3', aws_access_key_id='«a»', aws_secret_access_key='«b»', region_name='eu-west-1'); print([b['Name'] for b in s3.list_buckets()['Buckets']])"
['acme-backups-eu', 'acme-cloudtrail-logs', 'acme-static-prod']
`, V{"a": g.awsID(), "b": g.awsSecret()}, "['acme-backups-eu', 'acme-cloudtrail-logs', 'acme-static-prod']")

	g.qtAdd("python-c-requests-single-outer", `
$ python -c 'import requests; r = requests.get("https://api.hubapi.com/crm/v3/objects/contacts?limit=1", headers={"Authorization": "Bearer «a»"}); print(r.status_code, r.json()["results"][0]["id"])'
200 «_id»
`, V{"a": g.hubspot(), "_id": g.digits(11)}, "crm/v3/objects/contacts?limit=1")

	g.qtAdd("node-e-jwt-sign", `
$ node -e 'const jwt = require("jsonwebtoken"); console.log(jwt.sign({ sub: "admin", role: "admin" }, "«a»", { expiresIn: "1h" }))'
«b»
`, V{"a": g.hex(48), "b": g.jwt("HS256", `{"sub":"admin","role":"admin","iat":1741000000,"exp":1741003600}`)}, `{ sub: "admin", role: "admin" }`)

	g.qtAdd("ruby-e-basic-auth", `
$ ruby -rnet/http -e 'u = URI("https://jenkins.acme.internal/job/api-deploy/lastBuild/api/json"); r = Net::HTTP::Get.new(u); r.basic_auth("deployer", "«a»"); puts Net::HTTP.start(u.host, u.port, use_ssl: true) { |h| h.request(r) }.body[0, 120]'
{"_class":"hudson.model.FreeStyleBuild","actions":[{"_class":"hudson.model.CauseAction","causes":[{"_class":"hudson.mode
`, V{"a": "11" + g.hex(32)}, "jenkins.acme.internal/job/api-deploy", `"_class":"hudson.model.FreeStyleBuild"`)

	ppw := g.pw()
	g.qtAdd("perl-e-base64-basic", `
$ perl -MMIME::Base64 -e 'print encode_base64("admin:«a»", "")'
«b»
$ curl -s -H "Authorization: Basic «b»" http://192.168.88.1/rest/system/resource | jq -r .version
7.17.2 (stable)
`, V{"a": ppw, "b": b64s("admin:" + ppw)}, "7.17.2 (stable)", "192.168.88.1/rest/system/resource")

	g.qtAdd("subprocess-run-array-mysqldump", `
def dump_all(path: Path) -> None:
    with path.open("wb") as out:
        subprocess.run(
            ["mysqldump", "-h", "db-legacy.acme.local", "-u", "root", "-p«a»",
             "--all-databases", "--single-transaction", "--quick"],
            stdout=out,
            check=True,
        )
`, V{"a": g.pwStrong()}, `"--all-databases", "--single-transaction", "--quick"`, "db-legacy.acme.local")

	g.qtAdd("subprocess-shell-fstring-quote-benign", `
    url = os.environ["REPORTING_DB_URL"]  # postgresql://reporting:<password>@host:5432/db
    cmd = f"pg_dump {shlex.quote(url)} --no-owner | gzip > {shlex.quote(out)}"
    subprocess.run(cmd, shell=True, check=True)
`, V{}, "--no-owner | gzip > {shlex.quote(out)}", "postgresql://reporting:<password>@host:5432/db")

	g.qtAdd("go-exec-command-sh-c", `
func backup(ctx context.Context, dst string) error {
	cmd := exec.CommandContext(ctx, "sh", "-c",
		"PGPASSWORD='«a»' pg_dump -h db.internal -U backup -Fc app > "+dst)
	cmd.Stderr = os.Stderr
	return cmd.Run()
}
`, V{"a": g.pw()}, "exec.CommandContext(ctx, \"sh\", \"-c\",", "cmd.Stderr = os.Stderr")

	g.qtAdd("go-exec-command-clone-token", `
	out, err := exec.Command("git", "clone", "--depth", "1",
		"https://x-access-token:«a»@github.com/acme/infra-modules.git",
		filepath.Join(tmp, "modules")).CombinedOutput()
	if err != nil {
		return fmt.Errorf("clone: %v: %s", err, out)
	}
`, V{"a": g.ghs()}, `filepath.Join(tmp, "modules")`, `fmt.Errorf("clone: %v: %s", err, out)`)

	g.qtAdd("node-execsync-template", `
const { execSync } = require("node:child_process");

execSync(
  ˋpsql "postgres://admin:«a»@localhost:5432/app" -v ON_ERROR_STOP=1 -f ${path.join(__dirname, "seed.sql")}ˋ,
  { stdio: "inherit" }
);
`, V{"a": g.pwURL()}, `${path.join(__dirname, "seed.sql")}`, `{ stdio: "inherit" }`)

	g.qtAdd("java-processbuilder-sqlcmd", `
        ProcessBuilder pb = new ProcessBuilder(
                "sqlcmd", "-S", "db01.acme.local", "-U", "sa", "-P", "«a»",
                "-Q", "BACKUP DATABASE [Ledger] TO DISK = N'\\\\nas01\\sql\\Ledger.bak' WITH INIT");
        pb.redirectErrorStream(true);
        Process p = pb.start();
`, V{"a": qtJS(g.pwStrong())}, `N'\\\\nas01\\sql\\Ledger.bak'`, "pb.redirectErrorStream(true);")

	g.qtAdd("rust-command-env-benign", `
    let pass = std::env::var("REDIS_PASSWORD").context("REDIS_PASSWORD not set")?;
    let status = Command::new("redis-cli")
        .args(["-h", "cache.internal", "-p", "6380", "--tls", "--no-auth-warning", "PING"])
        .env("REDISCLI_AUTH", &pass)
        .status()
        .expect("redis-cli failed to start");
`, V{}, `"--no-auth-warning", "PING"`, `.env("REDISCLI_AUTH", &pass)`, `std::env::var("REDIS_PASSWORD")`)

	g.qtAdd("python-c-escaped-double-quotes", `
PS C:\ml> python -c "import os; os.environ['OPENAI_API_KEY']=\"«a»\"; from openai import OpenAI; print(OpenAI().models.retrieve(\"gpt-4o-mini\").id)"
gpt-4o-mini
`, V{"a": g.openai()}, `models.retrieve(\"gpt-4o-mini\")`)

	g.qtAdd("python-token-gen-written", `
$ python3 -c 'import secrets; print(secrets.token_urlsafe(48))'
«a»
$ echo 'WEBHOOK_SIGNING_SECRET=«a»' >> .env.production
`, V{"a": g.b64u(64)}, "secrets.token_urlsafe(48)", ".env.production")

	g.qtAdd("php-r-password-hash", `
$ php -r 'echo password_hash("«a»", PASSWORD_BCRYPT, ["cost" => 12]), PHP_EOL;'
«b»
$ mysql -u root -p shop -e "UPDATE admin_users SET password = '«b»' WHERE email = 'owner@acme-shop.de'"
Enter password:
`, V{"a": g.pw(), "b": g.bcrypt()}, `["cost" => 12]`, "owner@acme-shop.de")

	g.qtAdd("deno-eval-fetch-token", `
$ deno eval 'const r = await fetch("https://api.linear.app/graphql", { method: "POST", headers: { "Content-Type": "application/json", Authorization: "«a»" }, body: JSON.stringify({ query: "{ viewer { id name } }" }) }); console.log(await r.json())'
{ data: { viewer: { id: "«_uid»", name: "Dana Ops" } } }
`, V{"a": g.linear(), "_uid": g.uuid()}, `{ viewer { id name } }`)

	// benign only
	g.qtAdd("python-c-hashlib-benign", `
$ python3 -c "import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],'rb').read()).hexdigest())" dist/acme_core-4.2.1-py3-none-any.whl
«_h»
$ grep acme_core-4.2.1 SHA256SUMS
«_h»  acme_core-4.2.1-py3-none-any.whl
`, V{"_h": g.hex(64)}, "dist/acme_core-4.2.1-py3-none-any.whl")

	g.qtAdd("subprocess-env-and-stdin-benign", `
def registry_login(user: str) -> None:
    token = os.environ["REGISTRY_TOKEN"]
    subprocess.run(
        ["docker", "login", "registry.acme.io", "-u", user, "--password-stdin"],
        input=token.encode(),
        check=True,
    )
    subprocess.run(["psql", "-h", "db", "-U", "app", "-c", "select 1"],
                   env={**os.environ, "PGPASSWORD": os.environ["DB_PASSWORD"]}, check=True)
`, V{}, `os.environ["REGISTRY_TOKEN"]`, `"PGPASSWORD": os.environ["DB_PASSWORD"]`)

	g.qtAdd("node-e-env-presence-benign", `
$ node -e 'for (const k of ["STRIPE_SECRET_KEY", "DATABASE_URL", "SESSION_SECRET"]) console.log(k.padEnd(18), process.env[k] ? "set (" + process.env[k].length + " chars)" : "MISSING")'
STRIPE_SECRET_KEY  set (107 chars)
DATABASE_URL       set (71 chars)
SESSION_SECRET     MISSING
`, V{}, "SESSION_SECRET     MISSING", "STRIPE_SECRET_KEY  set (107 chars)")

	g.qtAdd("go-exec-command-uuid-benign", `
	// job and run ids go in the args so the traces line up with the CI run
	cmd := exec.Command("acmectl", "jobs", "rerun",
		"--job", "«_job»",
		"--run", "«_run»",
		"--token-file", filepath.Join(os.Getenv("HOME"), ".config/acmectl/token"))
`, V{"_job": g.uuid(), "_run": g.hex(24)}, `".config/acmectl/token"`)
}

// qtRSAPubDER is the base64 of an RSA-2048 SubjectPublicKeyInfo (public,
// benign), as Snowflake's RSA_PUBLIC_KEY takes it.
func (g *G) qtRSAPubDER() string {
	der := []byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
		0x03, 0x82, 0x01, 0x0f, 0x00, 0x30, 0x82, 0x01, 0x0a, 0x02, 0x82, 0x01, 0x01, 0x00}
	mod := g.bytes(256)
	mod[0] |= 0x80
	der = append(der, mod...)
	der = append(der, 0x02, 0x03, 0x01, 0x00, 0x01)
	return base64.StdEncoding.EncodeToString(der)
}

// qtTcl escapes s inside a Tcl double-quoted string (expect's send).
func qtTcl(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "[", `\[`, "]", `\]`).Replace(s)
}

// ---- SQL inside shell inside YAML ----

func (g *G) qtSQL() {
	g.qtAdd("gha-psql-alter-user", `
      - name: Prepare test database
        env:
          PGHOST: localhost
          PGUSER: postgres
          PGPASSWORD: postgres
        run: |
          psql -c "CREATE ROLE app LOGIN;"
          psql -c "ALTER USER app WITH PASSWORD '«a»';"
          psql -c "CREATE DATABASE app_test OWNER app;"
`, V{"a": g.pwStrong()}, "PGPASSWORD: postgres", `psql -c "CREATE DATABASE app_test OWNER app;"`)

	g.qtAdd("docker-exec-mysql-create-user", `
$ docker exec -i mysql8 mysql -uroot -p"«a»" -e "CREATE USER 'wordpress'@'%' IDENTIFIED BY '«b»'; GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'%'; FLUSH PRIVILEGES;"
mysql: [Warning] Using a password on the command line interface can be insecure.
$ docker exec -i mysql8 mysql -uroot -p"«a»" -Ne "SELECT user, host, plugin FROM mysql.user WHERE user = 'wordpress'"
mysql: [Warning] Using a password on the command line interface can be insecure.
wordpress	%	caching_sha2_password
`, V{"a": g.pwURL(), "b": qtDbl(g.qtPwQuote())}, "caching_sha2_password", "GRANT ALL PRIVILEGES ON wordpress.*")

	g.qtAdd("psql-doubled-quote-in-password", `
$ psql -h pg.acme.internal -U postgres -d analytics -c "ALTER ROLE analyst_ro WITH LOGIN PASSWORD '«a»' VALID UNTIL '2025-12-31';"
ALTER ROLE
`, V{"a": qtDbl(g.qtPwQuote())}, "VALID UNTIL '2025-12-31'", "analyst_ro")

	g.qtAdd("sqlcmd-create-login-pwsh", `
PS C:\> sqlcmd -S SQL02 -E -Q "CREATE LOGIN [svc_etl] WITH PASSWORD = N'«a»', CHECK_POLICY = OFF, DEFAULT_DATABASE = [Staging]; ALTER SERVER ROLE [bulkadmin] ADD MEMBER [svc_etl];"
PS C:\> sqlcmd -S SQL02 -E -h -1 -Q "SET NOCOUNT ON; SELECT name, is_disabled FROM sys.sql_logins WHERE name = 'svc_etl'"
svc_etl                                                                                                                          0
`, V{"a": qtDbl(g.pwStrong())}, "DEFAULT_DATABASE = [Staging]", "ALTER SERVER ROLE [bulkadmin] ADD MEMBER [svc_etl]")

	g.qtAdd("ansible-task-literal-create-role", `
- name: Create grafana reader role
  become: true
  become_user: postgres
  ansible.builtin.shell: >
    psql -d metrics -c "DO \$\$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'grafana') THEN
        CREATE ROLE grafana LOGIN PASSWORD '«a»';
      END IF; END \$\$;"
  changed_when: false
`, V{"a": g.pw()}, `"DO \$\$ BEGIN`, "rolname = 'grafana'")

	g.qtAdd("k8s-job-psql-array", `
apiVersion: batch/v1
kind: Job
metadata:
  name: create-replication-user
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: psql
          image: postgres:16
          command:
            - psql
            - "postgresql://postgres:«a»@pg-0.pg-headless.data.svc:5432/postgres"
            - -c
            - "CREATE ROLE replicator WITH REPLICATION LOGIN ENCRYPTED PASSWORD '«b»';"
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "pg-0.pg-headless.data.svc:5432", "create-replication-user")

	g.qtAdd("clickhouse-client-ask-password-benign", `
$ clickhouse-client --host ch01.analytics.int --secure --user default --ask-password --query "SELECT database, formatReadableSize(sum(bytes_on_disk)) FROM system.parts WHERE active GROUP BY database FORMAT PrettyCompact"
┌─database─┬─formatReadableSize(sum(bytes_on_disk))─┐
│ events   │ 1.21 TiB                               │
│ system   │ 3.87 GiB                               │
└──────────┴────────────────────────────────────────┘
`, V{}, "ch01.analytics.int", "│ events   │ 1.21 TiB", "--user default --ask-password")

	g.qtAdd("mongosh-eval-createuser", `
$ mongosh "mongodb://localhost:27017/admin" -u root -p '«a»' --quiet --eval 'db.getSiblingDB("shop").createUser({user: "shop_app", pwd: "«b»", roles: [{role: "readWrite", db: "shop"}]})'
{ ok: 1 }
`, V{"a": g.pwURL(), "b": g.pwStrong()}, `roles: [{role: "readWrite", db: "shop"}]`)

	g.qtAdd("redis-acl-setuser", `
$ redis-cli -h redis01 -a '«a»' --no-auth-warning ACL SETUSER celery on '>«b»' '~celery*' '~_kombu*' '+@all' '-@dangerous'
OK
$ redis-cli -h redis01 -a '«a»' --no-auth-warning ACL LIST | grep celery
"user celery on sanitize-payload #«h» ~celery* ~_kombu* resetchannels +@all -@dangerous"
`, V{"a": g.an(32), "b": g.an(24), "h": g.hex(64)}, "'~celery*' '~_kombu*'")

	g.qtAdd("sqlplus-accept-hide-benign", `
[oracle@ora19 ~]$ sqlplus -s / as sysdba <<'EOF'
ACCEPT new_pw CHAR PROMPT 'New password for APP_OWNER: ' HIDE
ALTER SESSION SET CONTAINER = ORCLPDB1;
ALTER USER app_owner IDENTIFIED BY "&new_pw" ACCOUNT UNLOCK;
SELECT username, account_status FROM dba_users WHERE username = 'APP_OWNER';
EOF

Session altered.


User altered.


USERNAME     ACCOUNT_STATUS
------------ --------------------------------
APP_OWNER    OPEN
`, V{}, "ALTER SESSION SET CONTAINER = ORCLPDB1;", "APP_OWNER    OPEN", `IDENTIFIED BY "&new_pw"`)

	g.qtAdd("crontab-mysqldump-percent", `
$ crontab -l
MAILTO=ops@acme.io
# m h dom mon dow command
30 2 * * * mysqldump -u backup -p'«a»' --all-databases --single-transaction | gzip > /backups/mysql-$(date +\%F).sql.gz
0 4 * * 0 find /backups -name 'mysql-*.sql.gz' -mtime +30 -delete
`, V{"a": g.pw()}, `$(date +\%F)`, "MAILTO=ops@acme.io")

	g.qtAdd("ansible-command-alter-user-nested", `
- name: Set WordPress DB password
  ansible.builtin.command: >-
    mysql -u root -p'{{ mysql_root_password }}' -e
    "ALTER USER 'wp'@'localhost' IDENTIFIED WITH caching_sha2_password BY '«a»'; FLUSH PRIVILEGES;"
  no_log: false
`, V{"a": g.pwStrong()}, "-p'{{ mysql_root_password }}'", "no_log: false")

	// benign only
	g.qtAdd("snowsql-rsa-public-key-benign", `
$ snowsql -a acme-eu1 -u admin -q "ALTER USER SVC_DBT SET RSA_PUBLIC_KEY='«_pk»';"
+----------------------------------+
| status                           |
|----------------------------------|
| Statement executed successfully. |
+----------------------------------+
$ snowsql -a acme-eu1 -u admin -q "DESC USER SVC_DBT" | grep RSA_PUBLIC_KEY_FP
| RSA_PUBLIC_KEY_FP | SHA256:«_fp» | null | null |
`, V{"_pk": g.qtRSAPubDER(), "_fp": g.s(alB64, 43) + "="}, "Statement executed successfully.")

	g.qtAdd("psql-roles-listing-benign", `
$ psql -h pg.acme.internal -U postgres -c "SELECT rolname, rolcanlogin, rolvaliduntil FROM pg_roles WHERE rolname LIKE 'svc_%' ORDER BY 1"
   rolname    | rolcanlogin |     rolvaliduntil
--------------+-------------+------------------------
 svc_airflow  | t           |
 svc_grafana  | t           | 2025-06-30 00:00:00+00
 svc_metabase | f           |
(3 rows)

$ psql -h pg.acme.internal -U postgres -c '\password svc_grafana'
Enter new password for user "svc_grafana":
Enter it again:
`, V{}, "svc_metabase | f", `Enter new password for user "svc_grafana":`)

	g.qtAdd("flyway-yaml-env-checksums-benign", `
      - name: Migrate
        run: |
          flyway -url="jdbc:postgresql://${DB_HOST}:5432/app" \
                 -user="${DB_USER}" -password="${FLYWAY_PASSWORD}" \
                 -locations=filesystem:db/migration migrate
        env:
          FLYWAY_PASSWORD: ${{ secrets.FLYWAY_PASSWORD }}

Successfully validated 42 migrations (execution time 00:00.118s)
| 41      | add refunds table   | SQL  | «_c1» | Success |
| 42      | index orders by day | SQL  | «_c2» | Success |
`, V{"_c1": "-" + g.digits(9), "_c2": g.digits(9)}, `-password="${FLYWAY_PASSWORD}"`, "${{ secrets.FLYWAY_PASSWORD }}")

	g.qtAdd("ansible-jinja-no-log-benign", `
- name: Create application DB user
  community.mysql.mysql_user:
    login_user: root
    login_password: "{{ vault_mysql_root_password }}"
    name: "{{ app_db_user }}"
    password: "{{ vault_app_db_password }}"
    host: "10.0.%.%"
    priv: "{{ app_db_name }}.*:ALL"
  no_log: true

TASK [db : Create application DB user] *****************************************
changed: [db01] => (item=None)
`, V{}, `"{{ vault_app_db_password }}"`, "no_log: true", "changed: [db01] => (item=None)")
}

// ---- sed, awk, perl -pi, expect and friends ----

func (g *G) qtTextTools() {
	g.qtAdd("sed-i-env-password", `
$ sed -i "s/^DB_PASSWORD=.*/DB_PASSWORD=«a»/" /srv/app/shared/.env
$ grep -c '^DB_' /srv/app/shared/.env
4
$ sudo systemctl restart app-web app-worker
`, V{"a": g.pwStrong()}, "sudo systemctl restart app-web app-worker")

	g.qtAdd("sed-pipe-delim-database-url", `
$ sed -i.bak "s|^DATABASE_URL=.*|DATABASE_URL=postgres://app:«a»@pg-new.acme.internal:5432/app?sslmode=verify-full|" .env.production
$ diff .env.production.bak .env.production
3c3
< DATABASE_URL=postgres://app:«b»@pg-old.acme.internal:5432/app
---
> DATABASE_URL=postgres://app:«a»@pg-new.acme.internal:5432/app?sslmode=verify-full
`, V{"a": g.pwURL(), "b": g.pwURL()}, "pg-new.acme.internal:5432", "3c3")

	sp := g.pick(pwWords...) + "&" + g.pick(pwWords...) + g.s(alDigit, 2) + "/" + g.pick(pwWords...)
	g.qtAdd("sed-escaped-amp-slash", `
# & and / are special in the replacement, so they are escaped
$ sed -i 's/^smtp_password = .*/smtp_password = «a»/' /etc/gitea/app.ini
$ sudo -u git gitea admin sendmail --title test --content "smtp ok" --force
Sent test email to 3 users
`, V{"a": qtSed(sp)}, "sudo -u git gitea admin sendmail", "/etc/gitea/app.ini")

	g.qtAdd("awk-v-token-file-benign", `
$ awk -v token="$(cat ~/.config/reports/token)" 'BEGIN { printf "Authorization: Bearer %s\nX-Client: reports\n", token }' > /tmp/hdrs
$ curl -s -H @/tmp/hdrs https://reports.acme.io/api/v1/exports?status=failed | jq length
2
`, V{}, "X-Client: reports", "exports?status=failed", `-v token="$(cat ~/.config/reports/token)"`)

	g.qtAdd("ssh-awk-prints-creds", `
$ ssh ops@legacy01 "awk -F: '\$1 == \"crm\" { print \$2 \":\" \$3 }' /opt/crm/etc/dbcreds"
crm_rw:«a»
`, V{"a": g.pw()}, `'\$1 == \"crm\" { print \$2 \":\" \$3 }'`)

	g.qtAdd("expect-script-switch", `
$ cat backup-switch.exp
#!/usr/bin/expect -f
set timeout 20
set host [lindex $argv 0]
spawn ssh -o StrictHostKeyChecking=no admin@$host
expect "password:"
send "«a»\r"
expect "#"
send "copy running-config tftp://10.0.9.5/$host.cfg\r"
expect "]?"
send "\r"
expect "#"
send "exit\r"
`, V{"a": qtTcl(g.pwURL())}, `set host [lindex $argv 0]`, `copy running-config tftp://10.0.9.5/$host.cfg\r`)

	g.qtAdd("expect-c-one-liner-sftp", `
$ expect -c 'spawn sftp -oPort=2222 edi_acme@sftp.partner-logistics.com; expect "assword:"; send "«a»\r"; expect "sftp>"; send "put /data/out/ORDERS_20250303.edi /inbound/\r"; expect "sftp>"; send "bye\r"; interact'
spawn sftp -oPort=2222 edi_acme@sftp.partner-logistics.com
edi_acme@sftp.partner-logistics.com's password:
Connected to sftp.partner-logistics.com.
sftp> put /data/out/ORDERS_20250303.edi /inbound/
Uploading /data/out/ORDERS_20250303.edi to /inbound/ORDERS_20250303.edi
`, V{"a": g.pwURL()}, "sftp.partner-logistics.com", "ORDERS_20250303.edi")

	g.qtAdd("expect-tcl-escaped-dollar-bracket", `
#!/usr/bin/expect
# the password has $ and [ in it; Tcl needs both escaped inside double quotes
spawn ipmitool -I lanplus -H 10.0.50.21 -U ADMIN -a chassis power status
expect "Password: "
send -- "«a»\r"
expect eof
`, V{"a": qtTcl(g.qtPwDollar() + "[" + g.s(alDigit, 2))}, "ipmitool -I lanplus -H 10.0.50.21 -U ADMIN")

	bp := g.pw()
	g.qtAdd("sed-base64-into-secret-yaml", `
$ sed -i "s/__DB_PASSWORD_B64__/$(printf %s '«a»' | base64 -w0)/" k8s/secret.yaml
$ grep -A2 '^data:' k8s/secret.yaml
data:
  DB_USER: YXBw
  DB_PASSWORD: «b»
`, V{"a": bp, "b": b64s(bp)}, "DB_USER: YXBw")

	g.qtAdd("perl-pi-e-config-yml", `
$ perl -pi -e 's/^(\s*api_key:\s*).*/${1}«a»/' config/newrelic.yml
$ grep -n "api_key\|app_name" config/newrelic.yml
4:  license_key: <%= ENV["NEW_RELIC_LICENSE_KEY"] %>
5:  app_name: acme-storefront
9:  api_key: «a»
`, V{"a": g.newrelicUser()}, `<%= ENV["NEW_RELIC_LICENSE_KEY"] %>`, "app_name: acme-storefront")

	g.qtAdd("perl-pi-e-env-lookup-benign", `
$ perl -pi -e 's/__NR_API_KEY__/$ENV{NR_API_KEY}/g; s/__BUILD__/«_sha»/g' deploy/newrelic.yml
$ grep -c __NR_API_KEY__ deploy/newrelic.yml
0
`, V{"_sha": g.hex(12)}, "s/__NR_API_KEY__/$ENV{NR_API_KEY}/g")

	g.qtAdd("tr-pipe-gh-secret-set", `
$ echo '«a»' | tr -d '\n' | gh secret set DOCKERHUB_TOKEN --repo acme/platform --app actions
✓ Set Actions secret DOCKERHUB_TOKEN for acme/platform
`, V{"a": g.dockerPAT()}, "✓ Set Actions secret DOCKERHUB_TOKEN for acme/platform")

	// benign only
	g.qtAdd("envsubst-template-benign", `
$ cat templates/pgbouncer.ini.tpl
[databases]
app = host=${PG_HOST} port=5432 dbname=app auth_user=pgbouncer
[pgbouncer]
auth_file = /etc/pgbouncer/userlist.txt
admin_users = ${PGB_ADMIN}
$ envsubst '${PG_HOST} ${PGB_ADMIN}' < templates/pgbouncer.ini.tpl | head -2
[databases]
app = host=10.0.3.11 port=5432 dbname=app auth_user=pgbouncer
`, V{}, "envsubst '${PG_HOST} ${PGB_ADMIN}'", "auth_file = /etc/pgbouncer/userlist.txt")

	g.qtAdd("sed-masking-access-log-benign", `
$ sed -E 's/(password|token|api_key)=[^& ]*/\1=****/g' /var/log/nginx/access.log | tail -3
10.0.4.17 - - [03/Mar/2025:12:01:44 +0000] "GET /api/export?api_key=****&format=csv HTTP/1.1" 200 48211 "-" "curl/8.5.0"
10.0.4.17 - - [03/Mar/2025:12:01:52 +0000] "POST /login?next=%2Fdashboard HTTP/1.1" 302 0 "-" "Mozilla/5.0"
10.0.4.22 - - [03/Mar/2025:12:02:03 +0000] "GET /reset?token=****&uid=«_uid» HTTP/1.1" 200 1204 "-" "Mozilla/5.0"
`, V{"_uid": g.uuid()}, "api_key=****&format=csv", `s/(password|token|api_key)=[^& ]*/\1=****/g`)

	g.qtAdd("grep-ansible-vault-benign", `
$ grep -rn -A3 "db_password" group_vars/
group_vars/prod/vault.yml:4:vault_db_password: !vault |
group_vars/prod/vault.yml-5-          $ANSIBLE_VAULT;1.1;AES256
group_vars/prod/vault.yml-6-          «_v1»
group_vars/prod/vault.yml-7-          «_v2»
group_vars/prod/vars.yml:12:db_password: "{{ vault_db_password }}"
`, V{"_v1": g.hex(80), "_v2": g.hex(80)}, "$ANSIBLE_VAULT;1.1;AES256", `db_password: "{{ vault_db_password }}"`)

	g.qtAdd("awk-request-ids-benign", `
$ awk '$9 >= 500 { print $NF }' /var/log/nginx/api.log | sort | uniq -c | sort -rn | head -3
      4 req_id=«_r1»
      2 req_id=«_r2»
      1 req_id=«_r3»
`, V{"_r1": g.hex(32), "_r2": g.hex(32), "_r3": g.hex(32)}, "awk '$9 >= 500 { print $NF }'")
}

// ---- git URLs, insteadOf, credential files, encoded URLs ----

func (g *G) qtGitURL() {
	g.qtAdd("git-config-insteadof-glpat", `
$ git config --global url."https://oauth2:«a»@gitlab.acme.io/".insteadOf "https://gitlab.acme.io/"
$ git config --global --get-regexp '^url\.'
url.https://oauth2:«a»@gitlab.acme.io/.insteadof https://gitlab.acme.io/
$ go mod download gitlab.acme.io/platform/go-kit@v0.14.2
`, V{"a": g.glpat()}, "gitlab.acme.io/platform/go-kit@v0.14.2", "--get-regexp '^url\\.'")

	g.qtAdd("gitconfig-file-x-access-token", `
$ cat ~/.gitconfig
[user]
	name = Acme CI
	email = ci@acme.io
[url "https://x-access-token:«a»@github.com/acme/"]
	insteadOf = https://github.com/acme/
	insteadOf = git@github.com:acme/
[init]
	defaultBranch = main
`, V{"a": g.ghs()}, "insteadOf = git@github.com:acme/", "defaultBranch = main")

	g.qtAdd("git-remote-v-token", `
$ git remote -v
origin	https://acme-deploy:«a»@bitbucket.org/acme/storefront.git (fetch)
origin	https://acme-deploy:«a»@bitbucket.org/acme/storefront.git (push)
upstream	git@bitbucket.org:acme-vendor/storefront-base.git (fetch)
upstream	git@bitbucket.org:acme-vendor/storefront-base.git (push)
`, V{"a": "ATBB" + g.an(28) + g.hex(8)}, "git@bitbucket.org:acme-vendor/storefront-base.git")

	g.qtAdd("git-clone-percent-encoded-password", `
$ git clone "https://j.berg:«a»@git.acme-intern.de/scm/crm/crm-core.git"
Cloning into 'crm-core'...
remote: Enumerating objects: 18234, done.
remote: Total 18234 (delta 0), reused 0 (delta 0), pack-reused 18234
Receiving objects: 100% (18234/18234), 41.20 MiB | 22.87 MiB/s, done.
`, V{"a": qtPct(g.qtPwBang())}, "git.acme-intern.de/scm/crm/crm-core.git", "Receiving objects: 100% (18234/18234)")

	g.qtAdd("git-credentials-store-file", `
$ git config --global credential.helper store
$ cat ~/.git-credentials
https://dev-jb:«a»@dev.azure.com
https://oauth2:«b»@gitlab.com
https://acme-bot:«c»@github.com
`, V{"a": g.azDevops(), "b": g.glpat(), "c": g.ghp()}, "credential.helper store")

	ehTok := g.ghs()
	g.qtAdd("git-c-extraheader-basic", `
$ git -c http.https://github.com/.extraheader="AUTHORIZATION: basic «b»" fetch --depth=1 origin «_sha»
From https://github.com/acme/payments
 * branch            «_sha» -> FETCH_HEAD
$ echo «b» | base64 -d
x-access-token:«a»
`, V{"b": b64s("x-access-token:" + ehTok), "_sha": g.gitSHA(), "a": ehTok}, "From https://github.com/acme/payments")

	g.qtAdd("git-askpass-printf", `
$ printf '#!/bin/sh\necho "%s"\n' '«a»' > /tmp/askpass && chmod 700 /tmp/askpass
$ GIT_ASKPASS=/tmp/askpass git push https://ci-bot@git.acme.io/platform/charts.git HEAD:main
Enumerating objects: 7, done.
To https://git.acme.io/platform/charts.git
   «_a»..«_b»  HEAD -> main
`, V{"a": g.glpat(), "_a": g.hex(7), "_b": g.hex(7)}, "GIT_ASKPASS=/tmp/askpass")

	g.qtAdd("git-askpass-escaped-var-benign", `
$ printf '#!/bin/sh\necho "$CI_BOT_TOKEN"\n' > /tmp/askpass && chmod 700 /tmp/askpass
$ cat /tmp/askpass
#!/bin/sh
echo "$CI_BOT_TOKEN"
$ GIT_ASKPASS=/tmp/askpass git ls-remote https://ci-bot@git.acme.io/platform/charts.git HEAD
«_sha»	HEAD
`, V{"_sha": g.gitSHA()}, `echo "$CI_BOT_TOKEN"`, "https://ci-bot@git.acme.io/platform/charts.git")

	g.qtAdd("npm-config-set-authtoken-nested", `
$ npm config set "//npm.pkg.github.com/:_authToken" "«a»"
$ npm config set "@acme:registry" "https://npm.pkg.github.com"
$ cat ~/.npmrc
//npm.pkg.github.com/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
//registry.npmjs.org/:_authToken=«b»
`, V{"a": g.ghp(), "b": g.npmTok()}, "@acme:registry=https://npm.pkg.github.com")

	g.qtAdd("pip-conf-percent-encoded", `
$ cat /etc/pip.conf
[global]
index-url = https://pypi-proxy:«a»@nexus.acme.internal/repository/pypi-all/simple
trusted-host = nexus.acme.internal
timeout = 60
`, V{"a": qtPct(g.qtPwMeta())}, "trusted-host = nexus.acme.internal", "repository/pypi-all/simple")

	g.qtAdd("wget-job-token-header-benign", `
$ wget -q -O build.zip --header="JOB-TOKEN: $CI_JOB_TOKEN" "https://gitlab.acme.io/api/v4/projects/318/jobs/artifacts/main/download?job=build%3Aprod"
$ unzip -l build.zip | tail -1
  8924123                     142 files
`, V{}, "job=build%3Aprod", "142 files", `--header="JOB-TOKEN: $CI_JOB_TOKEN"`)

	// benign only
	g.qtAdd("git-config-list-ssh-insteadof-benign", `
$ git config --list --show-origin | grep -E 'url\.|credential|signingkey'
file:/home/dev/.gitconfig	url.git@github.com:.insteadof=https://github.com/
file:/home/dev/.gitconfig	credential.helper=/usr/lib/git-core/git-credential-libsecret
file:/home/dev/.gitconfig	user.signingkey=«_key»
$ git log -1 --format='%H %G?'
«_sha» G
`, V{"_key": g.s(alHexU, 16), "_sha": g.gitSHA()}, "url.git@github.com:.insteadof=https://github.com/", "credential.helper=/usr/lib/git-core/git-credential-libsecret")

	g.qtAdd("checkout-log-extraheader-masked-benign", `
Run actions/checkout@v4
Syncing repository: acme/payments
Temporarily overriding HOME='/home/runner/work/_temp/«_tmp»' before making global git config changes
[command]/usr/bin/git config --local http.https://github.com/.extraheader AUTHORIZATION: basic ***
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +«_sha»:refs/remotes/origin/main
`, V{"_tmp": g.uuid(), "_sha": g.gitSHA()}, "extraheader AUTHORIZATION: basic ***", "Syncing repository: acme/payments")

	g.qtAdd("oauth-authorize-url-pkce-benign", `
Open this URL to finish signing in:
https://login.acme.io/oauth2/authorize?response_type=code&client_id=«_cid»&redirect_uri=http%3A%2F%2F127.0.0.1%3A8085%2Fcallback&scope=openid%20profile%20offline_access&code_challenge=«_cc»&code_challenge_method=S256
Waiting for the browser... (Ctrl+C to cancel)
`, V{"_cid": g.uuid(), "_cc": g.b64u(43)}, "redirect_uri=http%3A%2F%2F127.0.0.1%3A8085%2Fcallback", "code_challenge_method=S256")
}

// ---- Ansible, Terraform, Helm, Packer, Pulumi, Vault, kubectl ----

func (g *G) qtIaC() {
	g.qtAdd("ansible-playbook-e-json", `
$ ansible-playbook -i inventories/prod/hosts.ini deploy.yml --limit web -e '{"app_version":"2.8.1","db_password":"«a»","smtp":{"user":"noreply@acme.io","password":"«b»"}}'

PLAY [web] *********************************************************************
TASK [app : render .env] *******************************************************
changed: [web1.acme.net]
changed: [web2.acme.net]
`, V{"a": g.pwStrong(), "b": g.pw()}, `"app_version":"2.8.1"`, "inventories/prod/hosts.ini")

	g.qtAdd("ansible-e-become-pass-nested", `
$ ansible-playbook site.yml -i hosts -e "ansible_user=deploy ansible_become_pass='«a»'" --tags docker
PLAY RECAP *********************************************************************
nuc01                      : ok=14   changed=2    unreachable=0    failed=0    skipped=3
`, V{"a": qtSQ(g.qtPwQuote())}, "ansible_user=deploy", "nuc01                      : ok=14")

	g.qtAdd("ansible-adhoc-defaults-file-benign", `
$ ansible db -i inventories/prod -b -m shell -a "mysql --defaults-file=/root/.my.cnf -e 'SHOW PROCESSLIST' | wc -l"
db1.acme.net | CHANGED | rc=0 >>
38
db2.acme.net | CHANGED | rc=0 >>
12
`, V{}, "db1.acme.net | CHANGED | rc=0 >>", "--defaults-file=/root/.my.cnf")

	g.qtAdd("terraform-apply-var-quoted", `
$ terraform apply -var='db_password=«a»' -var="region=eu-west-1" -var 'tags={"team":"payments","env":"prod"}'
module.rds.aws_db_instance.this: Refreshing state... [id=db-«_id»]
...
Plan: 0 to add, 1 to change, 0 to destroy.
`, V{"a": g.pwStrong(), "_id": g.s(alUpNum, 26)}, `-var 'tags={"team":"payments","env":"prod"}'`)

	g.qtAdd("terraform-var-json-map", `
PS C:\infra\monitoring> terraform plan -var 'datadog={\"api_key\":\"«a»\",\"app_key\":\"«b»\",\"site\":\"datadoghq.eu\"}' -out tfplan
`, V{"a": g.hex(32), "b": g.hex(40)}, `\"site\":\"datadoghq.eu\"`, "-out tfplan")

	g.qtAdd("helm-set-string-escaped-comma-dots", `
$ helm upgrade --install mailer ./charts/mailer -n mail \
    --set-string 'env.SMTP_PASSWORD=«a»' \
    --set-string 'ingress.annotations.nginx\.ingress\.kubernetes\.io/auth-secret=mailer-basic-auth' \
    --set-string 'ingress.annotations.nginx\.ingress\.kubernetes\.io/whitelist-source-range=10.0.0.0/8\,192.168.0.0/16'
Release "mailer" has been upgraded. Happy Helming!
NAME: mailer
NAMESPACE: mail
REVISION: 14
`, V{"a": qtHelm(g.qtPwComma())}, `nginx\.ingress\.kubernetes\.io/auth-secret=mailer-basic-auth`, `10.0.0.0/8\,192.168.0.0/16`)

	g.qtAdd("helm-set-comma-separated", `
$ helm install pg bitnami/postgresql -n data --version 16.4.16 \
    --set auth.postgresPassword=«a»,auth.username=app,auth.password=«b»,auth.database=app \
    --set 'primary.persistence.size=50Gi' --set 'imagePullSecrets[0].name=regcred'
NAME: pg
STATUS: deployed
`, V{"a": g.pwURL(), "b": g.pwURL()}, "imagePullSecrets[0].name=regcred", "auth.database=app")

	g.qtAdd("helm-get-values-user-supplied", `
$ helm get values grafana -n monitoring
USER-SUPPLIED VALUES:
adminPassword: «a»
grafana.ini:
  auth.generic_oauth:
    client_id: grafana
    client_secret: «b»
    enabled: true
  server:
    root_url: https://grafana.acme.io
`, V{"a": g.pw(), "b": g.an(32)}, "root_url: https://grafana.acme.io", "USER-SUPPLIED VALUES:")

	g.qtAdd("packer-build-env-vars-benign", `
$ packer build -var "aws_access_key=$AWS_ACCESS_KEY_ID" -var "aws_secret_key=$AWS_SECRET_ACCESS_KEY" -var "winrm_password=$(op read 'op://Infra/packer-winrm/password')" windows-2022.pkr.hcl
amazon-ebs.win2022: output will be in this color.

==> amazon-ebs.win2022: Prevalidating any provided VPC information
==> amazon-ebs.win2022: Waiting for WinRM to become available...
==> amazon-ebs.win2022: Using WinRM communicator to connect: 10.20.8.141
`, V{}, "windows-2022.pkr.hcl", `-var "aws_secret_key=$AWS_SECRET_ACCESS_KEY"`, "op://Infra/packer-winrm/password")

	g.qtAdd("pulumi-config-set-secret-argv", `
$ pulumi config set --secret dbPassword '«a»'
$ pulumi config set --secret stripeKey «b»
$ pulumi config
KEY          VALUE
aws:region   eu-central-1
dbPassword   [secret]
stripeKey    [secret]
`, V{"a": g.pw(), "b": g.skLive()}, "dbPassword   [secret]", "aws:region   eu-central-1")

	g.qtAdd("ansible-vault-encrypt-string-argv", `
$ ansible-vault encrypt_string --vault-id prod@prompt '«a»' --name 'vault_smtp_password'
New vault password (prod):
Confirm new vault password (prod):
Encryption successful
vault_smtp_password: !vault |
          $ANSIBLE_VAULT;1.2;AES256;prod
          «_v1»
          «_v2»
`, V{"a": g.pw(), "_v1": g.hex(80), "_v2": g.hex(80)}, "$ANSIBLE_VAULT;1.2;AES256;prod")

	g.qtAdd("vault-kv-put-quoted", `
$ vault kv put -mount=secret apps/billing db_password='«a»' stripe_key="«b»" region=eu
======= Secret Path =======
secret/data/apps/billing

======= Metadata =======
Key                Value
---                -----
created_time       2025-03-03T12:44:10.33211Z
version            7
`, V{"a": qtSQ(g.qtPwQuote()), "b": g.skLive()}, "secret/data/apps/billing")

	g.qtAdd("kubectl-create-secret-from-literal", `
$ kubectl -n auth create secret generic ldap-bind \
    --from-literal=LDAP_BIND_DN='cn=svc-keycloak,ou=services,dc=acme,dc=io' \
    --from-literal=LDAP_BIND_PASSWORD='«a»' --dry-run=client -o yaml | kubectl apply -f -
secret/ldap-bind created
`, V{"a": g.qtPwMeta()}, "cn=svc-keycloak,ou=services,dc=acme,dc=io", "secret/ldap-bind created")

	// benign only
	g.qtAdd("terraform-plan-sensitive-benign", `
$ terraform plan -var-file=prod.tfvars -var='instance_type=t3.large'
  # aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
        id                = "db-«_id»"
      ~ instance_class    = "db.t3.medium" -> "db.t3.large"
      ~ password          = (sensitive value)
        tags              = {
            "team" = "payments"
        }
    }
$ terraform output db_password
<sensitive>
`, V{"_id": g.s(alUpNum, 26)}, "~ password          = (sensitive value)", "-var='instance_type=t3.large'")

	g.qtAdd("helm-set-string-digest-checksum-benign", `
$ helm upgrade api ./charts/api -n prod --reuse-values \
    --set-string image.digest=sha256:«_d» \
    --set-string 'podAnnotations.checksum/config=«_c»' \
    --set-string 'secrets.existingSecret=api-env'
Release "api" has been upgraded. Happy Helming!
`, V{"_d": g.hex(64), "_c": g.hex(64)}, "secrets.existingSecret=api-env")
}
