package cases

import (
	"fmt"
	"strings"
)

// scriptsCases adds the scripts and task files people write with
// credentials inline.
// Sources: bash and zsh scripts (exports, heredocs feeding psql, mysql,
// kubectl and cat > files, functions, case statements per environment,
// getopts defaults, ${VAR:-default} fallbacks, curl | bash installers with
// tokens, rsync and sshpass, lftp, smbclient and mount.cifs, wget with
// --password, git clone with a token, backups with pg_dump and mysqldump,
// Vault and AWS CLI logins, zsh functions in .zshrc); PowerShell
// (ConvertTo-SecureString, PSCredential, Invoke-RestMethod headers,
// splatting hashtables, Connect-AzAccount, New-PSDrive, Send-MailMessage,
// Invoke-Sqlcmd, New-LocalUser, Azure DevOps basic auth, WinRM remoting,
// DSC configuration data); Windows batch and cmd files (set, net use,
// runas, cmdkey, schtasks /RP, sqlcmd, psexec, ftp -s scripts);
// Makefiles, justfiles, Taskfile.yml, npm scripts in package.json,
// Rakefiles, Fabric and Invoke tasks, Gruntfile and gulpfile, Mage, nox
// and Earthfile targets; Ansible ad-hoc one-liners, expect scripts,
// AppleScript and osascript, AutoHotkey, cron lines, systemd unit
// Environment= lines and drop-ins, launchd plists, supervisord and
// Windows Task Scheduler; Python, Node, Go, Ruby, Perl and PHP one-off
// scripts (requests with auth, smtplib login, paramiko connect, boto3
// clients, imaplib, ftplib, ldap3, pymongo, redis, psycopg2, nodemailer,
// axios, ssh2, net/smtp, Net::SSH, DBI, PHPMailer); SQL scripts (CREATE
// USER ... IDENTIFIED BY, ALTER ROLE ... PASSWORD, CREATE LOGIN,
// sp_addlinkedsrvlogin, CREATE USER MAPPING, CREATE DATABASE LINK,
// Snowflake and Redshift credentials, ClickHouse users, MySQL replication
// sources); Dockerfile RUN lines, ARG and ENV defaults, build args on the
// command line, docker history output and BuildKit secrets. Benign
// look-alikes: variable and secret names, placeholder defaults, reads
// from the environment or a vault, checksums of downloads, GPG
// fingerprints, public URLs, version pins, commit shas, image digests and
// masked values. The case names start with "scripts/".
func (g *G) scriptsCases() {
	g.scrBash()
	g.scrBashOps()
	g.scrPowerShell()
	g.scrCmd()
	g.scrTaskFiles()
	g.scrAutomation()
	g.scrUnits()
	g.scrPython()
	g.scrOtherLangs()
	g.scrSQL()
	g.scrDocker()
	g.scrBenign()
}

// ---- helpers used only here ----

// scrAdd is add with the "scripts/" prefix and "ˋ" standing for a backtick.
func (g *G) scrAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("scripts/"+name, bt(tmpl), v, benign...)
}

// scrSum is a SHA-256 checksum of a download (benign).
func (g *G) scrSum() string { return g.hex(64) }

// scrVer is a semantic version.
func (g *G) scrVer() string {
	return fmt.Sprintf("%d.%d.%d", 1+g.r.IntN(4), g.r.IntN(30), g.r.IntN(12))
}

// scrIP is a private IPv4 address.
func (g *G) scrIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 2+g.r.IntN(250))
}

// scrFpr is an OpenPGP key fingerprint (benign).
func (g *G) scrFpr() string { return g.s(alHexU, 40) }

// ---- bash and zsh ----

func (g *G) scrBash() {
	g.scrAdd("bash-deploy-exports-top", `
#!/usr/bin/env bash
# deploy.sh — push the api to the staging box
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_DEFAULT_REGION=eu-west-1
set -euo pipefail

IMAGE_TAG="$(git rev-parse --short HEAD)"
aws ecr get-login-password | docker login --username AWS --password-stdin «_acct».dkr.ecr.eu-west-1.amazonaws.com
docker build -t api:"$IMAGE_TAG" .
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12)}, "AWS_DEFAULT_REGION=eu-west-1", "git rev-parse --short HEAD")

	g.scrAdd("bash-heredoc-psql-create-role", `
#!/bin/bash
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<-EOSQL
	CREATE USER reporting WITH PASSWORD '«a»';
	CREATE DATABASE reporting OWNER reporting;
	GRANT CONNECT ON DATABASE app TO reporting;
EOSQL
echo "init-reporting.sh done"
`, V{"a": g.pw()}, "CREATE DATABASE reporting OWNER reporting", "init-reporting.sh done")

	g.scrAdd("bash-heredoc-write-netrc", `
#!/bin/sh
# bootstrap a fresh runner
cat > "$HOME/.netrc" <<EOF
machine git.internal.acme.io
  login ci-runner
  password «a»
machine artifacts.acme.io
  login deploy
  password «b»
EOF
chmod 600 "$HOME/.netrc"
`, V{"a": g.glpat(), "b": g.pwStrong()}, "machine git.internal.acme.io", "login ci-runner", `chmod 600 "$HOME/.netrc"`)

	g.scrAdd("bash-getopts-default-password", `
#!/usr/bin/env bash
usage() { echo "usage: $0 [-h host] [-u user] [-p password] [-d db]" >&2; exit 1; }

HOST=db01.corp.local
USER=backup_ro
PASS='«a»'
DB=inventory

while getopts ":h:u:p:d:" opt; do
  case "$opt" in
    h) HOST=$OPTARG ;;
    u) USER=$OPTARG ;;
    p) PASS=$OPTARG ;;
    d) DB=$OPTARG ;;
    *) usage ;;
  esac
done

mysqldump -h "$HOST" -u "$USER" -p"$PASS" --single-transaction "$DB" | gzip > "/backups/${DB}-$(date +%F).sql.gz"
`, V{"a": g.pw()}, "HOST=db01.corp.local", "USER=backup_ro", "--single-transaction")

	g.scrAdd("bash-case-per-environment", `
case "$ENVIRONMENT" in
  dev)
    API_URL=http://localhost:8080
    API_KEY=dev-key-not-secret
    ;;
  staging)
    API_URL=https://api.staging.acme.io
    API_KEY=«a»
    ;;
  prod)
    API_URL=https://api.acme.io
    API_KEY=«b»
    ;;
  *)
    echo "unknown environment: $ENVIRONMENT" >&2
    exit 2
    ;;
esac
curl -fsS -H "X-API-Key: $API_KEY" "$API_URL/v1/health"
`, V{"a": g.an(40), "b": g.an(40)}, "https://api.staging.acme.io", "API_KEY=dev-key-not-secret")

	g.scrAdd("bash-env-default-fallback", `
#!/usr/bin/env bash
: "${REDIS_URL:=redis://:«a»@cache-01.internal:6379/0}"
: "${SENTRY_ENVIRONMENT:=production}"
DB_PASSWORD="${DB_PASSWORD:-«b»}"
export REDIS_URL SENTRY_ENVIRONMENT DB_PASSWORD
exec gunicorn app.wsgi:application --workers 4 --bind 0.0.0.0:8000
`, V{"a": g.an(32), "b": g.pw()}, "SENTRY_ENVIRONMENT:=production", "gunicorn app.wsgi:application")

	g.scrAdd("bash-curl-pipe-installer-token", `
# install the monitoring agent on all new hosts
curl -sSL https://get.acme-monitor.io/install.sh | sudo AGENT_TOKEN=«a» AGENT_SITE=eu1 bash -s -- --tags "role:web,env:prod"
`, V{"a": g.hex(32)}, "https://get.acme-monitor.io/install.sh", "role:web,env:prod")

	g.scrAdd("bash-datadog-install-one-liner", `
$ DD_API_KEY=«a» DD_SITE="datadoghq.eu" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"

* Datadog Agent 7 install script v1.32.0
* Installing apt-transport-https, curl and gnupg
`, V{"a": g.hex(32)}, "https://install.datadoghq.com/scripts/install_script_agent7.sh", `DD_SITE="datadoghq.eu"`)

	g.scrAdd("bash-git-clone-token-url", `
#!/bin/bash
# sync_configs.sh - run from cron on the bastion
cd /opt/configs || exit 1
if [ ! -d infra-config ]; then
  git clone https://oauth2:«a»@gitlab.acme.io/platform/infra-config.git
fi
cd infra-config && git pull --ff-only origin main
`, V{"a": g.glpat()}, "gitlab.acme.io/platform/infra-config.git", "git pull --ff-only origin main")

	g.scrAdd("bash-function-login-helper", `
# ~/.bashrc.d/work.sh
vault_login() {
  export VAULT_ADDR=https://vault.acme.internal:8200
  export VAULT_TOKEN=«a»
  vault token lookup >/dev/null && echo "vault: ok ($VAULT_ADDR)"
}

gh_work() {
  GH_TOKEN=«b» gh "$@"
}
`, V{"a": g.vaultTok(), "b": g.ghp()}, "https://vault.acme.internal:8200", "vault token lookup")

	g.scrAdd("zsh-zshrc-exports-middle", `
# ~/.zshrc
export ZSH="$HOME/.oh-my-zsh"
ZSH_THEME="robbyrussell"
plugins=(git docker kubectl fzf)
source $ZSH/oh-my-zsh.sh

export OPENAI_API_KEY="«a»"
export ANTHROPIC_API_KEY="«b»"
export PATH="$HOME/.local/bin:$HOME/go/bin:$PATH"
alias k=kubectl
alias gs='git status -sb'
`, V{"a": g.openai(), "b": g.anthropic()}, `ZSH_THEME="robbyrussell"`, "plugins=(git docker kubectl fzf)")

	g.scrAdd("bash-sshpass-rsync-loop", `
#!/bin/bash
HOSTS="web01 web02 web03"
for h in $HOSTS; do
  echo ">>> $h"
  sshpass -p '«a»' rsync -az --delete -e "ssh -o StrictHostKeyChecking=no" ./dist/ deploy@"$h".prod.acme.local:/var/www/app/
  sshpass -p '«a»' ssh deploy@"$h".prod.acme.local 'sudo systemctl reload nginx'
done
`, V{"a": g.pw()}, `HOSTS="web01 web02 web03"`, "/var/www/app/")

	g.scrAdd("bash-lftp-mirror", `
#!/bin/bash
lftp -u ftpsync,«a» -e "set ftp:ssl-force true; set ssl:verify-certificate no; mirror -R --delete --verbose ./public /htdocs; quit" ftp.hosting-provider.net
`, V{"a": g.pwURL()}, "ftp.hosting-provider.net", "mirror -R --delete --verbose ./public /htdocs")

	g.scrAdd("bash-mount-cifs-credentials-inline", `
#!/bin/bash
mkdir -p /mnt/scans
mount -t cifs //fs01.corp.local/Scans /mnt/scans -o username=svc_scanner,password=«a»,domain=CORP,vers=3.0,uid=1000,gid=1000
ls -la /mnt/scans | tail -5
`, V{"a": g.pwURL()}, "//fs01.corp.local/Scans", "username=svc_scanner")

	g.scrAdd("bash-smbclient-put", `
smbclient //nas.home.lan/backup -U 'backup%«a»' -c 'cd laptop; prompt OFF; mput *.tar.zst'
`, V{"a": g.pwStrong()}, "//nas.home.lan/backup", "mput *.tar.zst")

	g.scrAdd("bash-wget-password-flag", `
#!/bin/sh
VERSION=«_v»
wget --user=partner-acme --password='«a»' \
  "https://downloads.vendor-portal.com/sdk/${VERSION}/sdk-linux-x64.tar.gz"
echo "«_sum»  sdk-linux-x64.tar.gz" | sha256sum -c -
`, V{"_v": g.scrVer(), "a": g.pw(), "_sum": g.scrSum()}, "--user=partner-acme", "sha256sum -c -")

	g.scrAdd("bash-pgdump-pgpassword-nightly", `
#!/usr/bin/env bash
# /usr/local/bin/pg-nightly.sh
set -o pipefail
export PGPASSWORD='«a»'
STAMP=$(date +%Y%m%d-%H%M)
pg_dump -h pg-primary.internal -U app_backup -Fc appdb > /srv/backup/appdb-$STAMP.dump
aws s3 cp /srv/backup/appdb-$STAMP.dump s3://acme-db-backups/pg/ --storage-class STANDARD_IA
find /srv/backup -name 'appdb-*.dump' -mtime +7 -delete
`, V{"a": g.pw()}, "pg-primary.internal", "s3://acme-db-backups/pg/")

	g.scrAdd("bash-kubectl-create-secret-literal", `
#!/bin/bash
NS=payments
kubectl -n "$NS" create secret generic payments-api \
  --from-literal=STRIPE_SECRET_KEY=«a» \
  --from-literal=DATABASE_URL='postgres://payments:«b»@pg.payments.svc:5432/payments?sslmode=require' \
  --dry-run=client -o yaml | kubectl apply -f -
`, V{"a": g.skLive(), "b": g.pwURL()}, "--dry-run=client -o yaml", "pg.payments.svc:5432")

	g.scrAdd("bash-heredoc-kubectl-apply-secret", `
kubectl apply -f - <<'YAML'
apiVersion: v1
kind: Secret
metadata:
  name: registry-creds
  namespace: build
type: Opaque
stringData:
  username: robot$build+pusher
  password: «a»
YAML
`, V{"a": g.an(32)}, "registry-creds", "robot$build+pusher")

	g.scrAdd("bash-docker-login-password-stdin-echo", `
#!/bin/bash
echo "«a»" | docker login ghcr.io -u acme-bot --password-stdin
echo '«b»' | docker login registry.gitlab.com -u gitlab-ci-token --password-stdin
docker push ghcr.io/acme/worker:«_v»
`, V{"a": g.ghp(), "b": g.glpat(), "_v": g.scrVer()}, "ghcr.io/acme/worker", "-u acme-bot")

	g.scrAdd("bash-vault-unseal-keys", `
#!/bin/bash
# unseal.sh — DO NOT COMMIT (lol)
export VAULT_ADDR=https://127.0.0.1:8200
vault operator unseal «a»
vault operator unseal «b»
vault operator unseal «c»
vault login «d»
`, V{"a": g.b64(33), "b": g.b64(33), "c": g.b64(33), "d": g.vaultOld()}, "vault operator unseal", "VAULT_ADDR=https://127.0.0.1:8200")

	g.scrAdd("bash-curl-basic-auth-jenkins", `
#!/bin/bash
JENKINS=https://jenkins.acme.io
CRUMB=$(curl -s -u "admin:«a»" "$JENKINS/crumbIssuer/api/xml?xpath=concat(//crumbRequestField,\":\",//crumb)")
curl -s -X POST -u "admin:«a»" -H "$CRUMB" "$JENKINS/job/deploy-api/buildWithParameters?ENV=staging"
`, V{"a": "11" + g.hex(32)}, "crumbIssuer/api/xml", "job/deploy-api/buildWithParameters")

	g.scrAdd("bash-bearer-token-variable-last-line", `
#!/usr/bin/env bash
set -eu
BASE=https://api.cloudflare.com/client/v4
ZONE=«_zone»
curl -s "$BASE/zones/$ZONE/purge_cache" -H "Content-Type: application/json" \
  --data '{"purge_everything":true}' \
  -H "Authorization: Bearer «a»"
`, V{"_zone": g.hex(32), "a": g.cfToken()}, "purge_everything", "https://api.cloudflare.com/client/v4")

	g.scrAdd("bash-mysql-heredoc-grant", `
mysql -uroot -p'«a»' <<SQL
CREATE USER IF NOT EXISTS 'wp_shop'@'localhost' IDENTIFIED BY '«b»';
GRANT ALL PRIVILEGES ON wp_shop.* TO 'wp_shop'@'localhost';
FLUSH PRIVILEGES;
SQL
`, V{"a": g.pw(), "b": g.pwStrong()}, "'wp_shop'@'localhost'", "FLUSH PRIVILEGES")

	g.scrAdd("bash-openssl-enc-pass-arg", `
#!/bin/bash
# encrypt the weekly export before upload
tar czf - exports/ | openssl enc -aes-256-cbc -pbkdf2 -salt -pass pass:«a» -out exports-$(date +%V).tgz.enc
rclone copy exports-*.tgz.enc b2:acme-offsite/exports/
`, V{"a": g.pwStrong()}, "b2:acme-offsite/exports/", "-aes-256-cbc -pbkdf2")

	g.scrAdd("bash-gpg-batch-passphrase", `
gpg --batch --yes --pinentry-mode loopback --passphrase '«a»' \
    --local-user «_fpr» --detach-sign --armor release-«_v».tar.gz
`, V{"a": g.pw(), "_fpr": g.scrFpr(), "_v": g.scrVer()}, "--pinentry-mode loopback", "--detach-sign --armor")

	g.scrAdd("bash-htpasswd-batch", `
#!/bin/sh
htpasswd -bc /etc/nginx/.htpasswd grafana-viewer '«a»'
htpasswd -b /etc/nginx/.htpasswd ops '«b»'
nginx -t && systemctl reload nginx
`, V{"a": g.pw(), "b": g.pw()}, "/etc/nginx/.htpasswd", "grafana-viewer")

	g.scrAdd("bash-chpasswd-provision", `
#!/bin/bash
# provision-lab.sh
useradd -m -s /bin/bash student01
echo 'student01:«a»' | chpasswd
echo "root:«b»" | chpasswd
usermod -aG docker student01
`, V{"a": g.pw(), "b": g.pwStrong()}, "useradd -m -s /bin/bash student01", "usermod -aG docker student01")

	g.scrAdd("bash-set-x-trace-output", `
$ bash -x ./release.sh 1.8.0
+ VERSION=1.8.0
+ NPM_TOKEN=«a»
+ echo '//registry.npmjs.org/:_authToken=«a»'
+ npm publish --access public
npm notice 📦  @acme/ui-kit@1.8.0
npm notice === Tarball Details ===
npm notice shasum:        «_sha»
`, V{"a": g.npmTok(), "_sha": g.gitSHA()}, "npm publish --access public", "@acme/ui-kit@1.8.0")

	g.scrAdd("bash-array-of-credentials", `
declare -A DB_PASSWORDS=(
  [orders]='«a»'
  [billing]='«b»'
  [audit]='«c»'
)
for db in "${!DB_PASSWORDS[@]}"; do
  PGPASSWORD="${DB_PASSWORDS[$db]}" psql -h pg.internal -U "$db" -c 'select 1' "$db" >/dev/null && echo "$db ok"
done
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "declare -A DB_PASSWORDS", "pg.internal")

	g.scrAdd("bash-redis-cli-auth", `
#!/bin/bash
# flush the rate-limit keys after the incident
redis-cli -h redis-prod.cache.amazonaws.com -p 6379 --tls -a '«a»' --no-auth-warning --scan --pattern 'rl:*' \
  | xargs -r -n 500 redis-cli -h redis-prod.cache.amazonaws.com -p 6379 --tls -a '«a»' --no-auth-warning del
`, V{"a": g.an(32)}, "redis-prod.cache.amazonaws.com", "--pattern 'rl:*'")
}

func (g *G) scrBashOps() {
	g.scrAdd("bash-sed-inject-config", `
#!/bin/bash
# patch the shipped config before starting
sed -i "s|^db_password =.*|db_password = «a»|" /etc/keycloak/keycloak.conf
sed -i 's/__SMTP_PASSWORD__/«b»/g' /opt/app/config/mail.yml
sed -i "s/^hostname=.*/hostname=$(hostname -f)/" /etc/keycloak/keycloak.conf
`, V{"a": g.pw(), "b": g.pwStrong()}, "/etc/keycloak/keycloak.conf", "__SMTP_PASSWORD__")

	g.scrAdd("bash-aws-configure-set", `
#!/bin/bash
aws configure set aws_access_key_id «a» --profile backup
aws configure set aws_secret_access_key «b» --profile backup
aws configure set region us-east-2 --profile backup
aws --profile backup sts get-caller-identity
{
    "UserId": "«_uid»",
    "Account": "«_acct»",
    "Arn": "arn:aws:iam::«_acct»:user/svc-backup"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_uid": "AIDA" + g.s(alAWS, 17), "_acct": g.digits(12)}, "region us-east-2", "user/svc-backup")

	g.scrAdd("bash-terraform-var-flags", `
#!/usr/bin/env bash
cd infra/envs/prod
terraform init -backend-config="access_key=«a»" -backend-config="secret_key=«b»"
terraform apply -auto-approve \
  -var "db_master_password=«c»" \
  -var "environment=prod" \
  -var-file=prod.tfvars
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwStrong()}, "-var-file=prod.tfvars", `-var "environment=prod"`)

	g.scrAdd("bash-helm-upgrade-set", `
helm upgrade --install gitlab-runner gitlab/gitlab-runner \
  --namespace ci --create-namespace \
  --version «_v» \
  --set gitlabUrl=https://gitlab.acme.io/ \
  --set runnerToken=«a» \
  --set rbac.create=true
`, V{"_v": g.scrVer(), "a": "glrt-" + g.b64u(20)}, "gitlab/gitlab-runner", "gitlabUrl=https://gitlab.acme.io/")

	g.scrAdd("bash-k3s-join-token", `
# on each agent node
curl -sfL https://get.k3s.io | K3S_URL=https://«_ip»:6443 K3S_TOKEN=K10«a»::server:«b» sh -
`, V{"_ip": g.scrIP(), "a": g.hex(64), "b": g.hex(32)}, "https://get.k3s.io")

	g.scrAdd("bash-tailscale-up-authkey", `
#!/bin/sh
# cloud-init runcmd for new edge boxes
curl -fsSL https://tailscale.com/install.sh | sh
tailscale up --authkey=«a» --advertise-tags=tag:edge --hostname="edge-$(cat /etc/machine-id | cut -c1-6)"
`, V{"a": g.tailscale()}, "https://tailscale.com/install.sh", "--advertise-tags=tag:edge")

	g.scrAdd("bash-ngrok-config-add-authtoken", `
#!/usr/bin/env bash
brew install ngrok/ngrok/ngrok
ngrok config add-authtoken «a»
ngrok http --domain=acme-demo.ngrok.app 3000
`, V{"a": g.ngrok()}, "--domain=acme-demo.ngrok.app")

	g.scrAdd("bash-gh-secret-set-loop", `
#!/bin/bash
REPO=acme/storefront
gh secret set SENTRY_AUTH_TOKEN --repo "$REPO" --body "«a»"
gh secret set NETLIFY_AUTH_TOKEN --repo "$REPO" --body «b»
gh secret set NETLIFY_SITE_ID --repo "$REPO" --body «_site»
gh secret list --repo "$REPO"
`, V{"a": g.sentryUser(), "b": g.netlify(), "_site": g.uuid()}, "REPO=acme/storefront", "gh secret list")

	g.scrAdd("bash-npmrc-echo-ci", `
- name: Publish
  run: |
    echo "//npm.pkg.github.com/:_authToken=«a»" >> ~/.npmrc
    echo "@acme:registry=https://npm.pkg.github.com" >> ~/.npmrc
    npm publish
`, V{"a": g.ghp()}, "@acme:registry=https://npm.pkg.github.com")

	g.scrAdd("bash-pip-index-url-token", `
#!/bin/bash
python -m venv .venv && . .venv/bin/activate
pip install --upgrade pip==24.0
pip install --index-url https://__token__:«a»@gitlab.acme.io/api/v4/projects/«_pid»/packages/pypi/simple acme-internal-sdk==«_v»
`, V{"a": g.glpat(), "_pid": g.digits(3), "_v": g.scrVer()}, "pip==24.0", "acme-internal-sdk")

	g.scrAdd("bash-ssh-keyscan-and-deploy-key-heredoc", `
#!/bin/bash
mkdir -p ~/.ssh && chmod 700 ~/.ssh
cat > ~/.ssh/deploy_key <<'KEY'
«a»
KEY
chmod 600 ~/.ssh/deploy_key
ssh-keyscan github.com >> ~/.ssh/known_hosts
GIT_SSH_COMMAND='ssh -i ~/.ssh/deploy_key -o IdentitiesOnly=yes' git clone git@github.com:acme/deploy-scripts.git
`, func() V { k, _ := g.sshEd25519("deploy@ci"); return V{"a": k.block()} }(), "ssh-keyscan github.com", "git@github.com:acme/deploy-scripts.git")

	g.scrAdd("bash-rclone-config-create", `
rclone config create wasabi s3 provider=Wasabi access_key_id=«a» secret_access_key=«b» endpoint=s3.eu-central-1.wasabisys.com
rclone sync /srv/photos wasabi:family-photos --progress --transfers 8
`, V{"a": g.s(alUpNum, 20), "b": g.s(alAlnum, 40)}, "endpoint=s3.eu-central-1.wasabisys.com", "wasabi:family-photos")

	g.scrAdd("bash-restic-env-script", `
#!/bin/bash
# /root/bin/restic-backup
export RESTIC_REPOSITORY="s3:https://s3.us-west-004.backblazeb2.com/acme-restic"
export RESTIC_PASSWORD="«a»"
export AWS_ACCESS_KEY_ID="004«b»"
export AWS_SECRET_ACCESS_KEY="«c»"
restic backup /etc /home /var/lib/docker/volumes --exclude-caches --tag nightly
restic forget --keep-daily 7 --keep-weekly 4 --prune
`, V{"a": g.pwStrong(), "b": g.hex(21), "c": "K004" + g.an(27)}, "s3:https://s3.us-west-004.backblazeb2.com/acme-restic", "--keep-daily 7 --keep-weekly 4")

	g.scrAdd("bash-curl-query-token-telegram", `
#!/bin/bash
# notify.sh "message"
BOT_TOKEN="«a»"
CHAT_ID="-100«_chat»"
curl -s "https://api.telegram.org/bot${BOT_TOKEN}/sendMessage" -d chat_id="$CHAT_ID" -d text="$(hostname): $1" >/dev/null
`, V{"a": g.telegram(), "_chat": g.digits(10)}, "https://api.telegram.org/bot${BOT_TOKEN}/sendMessage")

	g.scrAdd("bash-ldapsearch-bind-password", `
#!/bin/bash
ldapsearch -x -H ldaps://dc01.corp.acme.local:636 \
  -D "CN=svc-ldap-read,OU=Service Accounts,DC=corp,DC=acme,DC=local" \
  -w '«a»' \
  -b "OU=Staff,DC=corp,DC=acme,DC=local" "(memberOf=CN=VPN-Users,OU=Groups,DC=corp,DC=acme,DC=local)" sAMAccountName mail
`, V{"a": g.pw()}, "CN=svc-ldap-read,OU=Service Accounts,DC=corp,DC=acme,DC=local", "sAMAccountName mail")

	g.scrAdd("bash-zsh-function-curl-api", `
# ~/.zsh/functions/jira
jira() {
  local JIRA_USER="mlopez@acme.io"
  local JIRA_TOKEN="«a»"
  curl -s -u "$JIRA_USER:$JIRA_TOKEN" \
    "https://acme.atlassian.net/rest/api/3/search?jql=assignee=currentUser()+AND+resolution=Unresolved" \
    | jq -r '.issues[] | "\(.key)\t\(.fields.summary)"'
}
`, V{"a": g.atlassian()}, `JIRA_USER="mlopez@acme.io"`, "https://acme.atlassian.net/rest/api/3/search")

	g.scrAdd("bash-wp-cli-install", `
#!/bin/bash
wp core download --locale=en_US
wp config create --dbname=wp_blog --dbuser=wp_blog --dbpass='«a»' --dbhost=127.0.0.1
wp core install --url=https://blog.acme.io --title="Acme Blog" --admin_user=acme-admin --admin_password='«b»' --admin_email=web@acme.io
`, V{"a": g.pw(), "b": g.pwStrong()}, "--admin_user=acme-admin", "--admin_email=web@acme.io")

	g.scrAdd("bash-mongosh-uri-in-script", `
#!/bin/bash
# rotate-sessions.sh
mongosh "mongodb+srv://ops-admin:«a»@cluster0.«_c».mongodb.net/app?retryWrites=true&w=majority" --quiet --eval '
  db.sessions.deleteMany({ updatedAt: { $lt: new Date(Date.now() - 30*24*3600*1000) } })
'
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "db.sessions.deleteMany", "retryWrites=true&w=majority")
}

// ---- PowerShell ----

func (g *G) scrPowerShell() {
	g.scrAdd("ps-convertto-securestring-pscredential", `
# Connect-Exchange.ps1
$User = "svc-exo@acme.onmicrosoft.com"
$Pass = ConvertTo-SecureString "«a»" -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential ($User, $Pass)
Connect-ExchangeOnline -Credential $Cred -ShowBanner:$false
Get-Mailbox -ResultSize Unlimited | Where-Object { $_.RecipientTypeDetails -eq 'SharedMailbox' } | Export-Csv shared.csv -NoTypeInformation
`, V{"a": g.pw()}, `$User = "svc-exo@acme.onmicrosoft.com"`, "Connect-ExchangeOnline")

	g.scrAdd("ps-invoke-restmethod-headers", `
$headers = @{
    "Authorization" = "Bearer «a»"
    "Accept"        = "application/vnd.github+json"
    "X-GitHub-Api-Version" = "2022-11-28"
}
$repos = Invoke-RestMethod -Uri "https://api.github.com/orgs/acme/repos?per_page=100" -Headers $headers -Method Get
$repos | Select-Object name, visibility, default_branch | Format-Table
`, V{"a": g.ghFine()}, `"X-GitHub-Api-Version" = "2022-11-28"`, "https://api.github.com/orgs/acme/repos?per_page=100")

	g.scrAdd("ps-splatting-hashtable-sendmail", `
$mailParams = @{
    SmtpServer = 'smtp.office365.com'
    Port       = 587
    UseSsl     = $true
    From       = 'reports@acme.io'
    To         = 'finance@acme.io'
    Subject    = "Monthly AR aging $(Get-Date -Format 'yyyy-MM')"
    Attachments = 'C:\Reports\ar-aging.xlsx'
    Credential = New-Object PSCredential('reports@acme.io', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
}
Send-MailMessage @mailParams
`, V{"a": g.pw()}, "SmtpServer = 'smtp.office365.com'", `C:\Reports\ar-aging.xlsx`)

	g.scrAdd("ps-connect-azaccount-sp", `
$tenantId = "«_tenant»"
$appId    = "«_app»"
$secret   = ConvertTo-SecureString -String "«a»" -AsPlainText -Force
$cred     = [pscredential]::new($appId, $secret)
Connect-AzAccount -ServicePrincipal -Tenant $tenantId -Credential $cred | Out-Null
Set-AzContext -Subscription "«_sub»"
Get-AzResourceGroup | Select ResourceGroupName, Location
`, V{"_tenant": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_sub": g.uuid()}, "Connect-AzAccount -ServicePrincipal", "Get-AzResourceGroup")

	g.scrAdd("ps-azure-devops-basic-pat", `
$pat = '«a»'
$base64AuthInfo = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$pat"))
$uri = "https://dev.azure.com/acme/Platform/_apis/build/builds?api-version=7.1&statusFilter=completed&$top=20"
$builds = Invoke-RestMethod -Uri $uri -Headers @{Authorization = "Basic $base64AuthInfo"}
$builds.value | ForEach-Object { "{0}ˋt{1}ˋt{2}" -f $_.buildNumber, $_.result, $_.sourceBranch }
`, V{"a": g.azDevops()}, "https://dev.azure.com/acme/Platform/_apis/build/builds", "[Text.Encoding]::ASCII.GetBytes")

	g.scrAdd("ps-new-psdrive-share", `
$secpasswd = ConvertTo-SecureString '«a»' -AsPlainText -Force
$creds = New-Object System.Management.Automation.PSCredential ('CORP\svc_fileops', $secpasswd)
New-PSDrive -Name "Z" -PSProvider FileSystem -Root "\\fs02\Finance$" -Credential $creds -Persist
Copy-Item -Path "Z:\Exports\*.csv" -Destination "D:\Staging\" -Force
Remove-PSDrive Z
`, V{"a": g.pw()}, `CORP\svc_fileops`, `\\fs02\Finance$`)

	g.scrAdd("ps-invoke-sqlcmd-password", `
Import-Module SqlServer
$query = @"
SELECT name, create_date, is_disabled FROM sys.sql_logins ORDER BY create_date DESC;
"@
Invoke-Sqlcmd -ServerInstance "sql01.corp.local,1433" -Database master -Username sa -Password '«a»' -Query $query -TrustServerCertificate |
    Format-Table -AutoSize
`, V{"a": g.pwStrong()}, `"sql01.corp.local,1433"`, "sys.sql_logins")

	g.scrAdd("ps-new-localuser-lab", `
# Setup-Lab.ps1 (run as admin)
$pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
New-LocalUser -Name "labadmin" -Password $pw -FullName "Lab Admin" -PasswordNeverExpires
Add-LocalGroupMember -Group "Administrators" -Member "labadmin"
Set-LocalUser -Name "Administrator" -Password (ConvertTo-SecureString "«b»" -AsPlainText -Force)
Enable-PSRemoting -Force
`, V{"a": g.pw(), "b": g.pwStrong()}, `New-LocalUser -Name "labadmin"`, "Enable-PSRemoting -Force")

	g.scrAdd("ps-invoke-command-winrm", `
$cred = [System.Management.Automation.PSCredential]::new('ACME\adm-jdoe', (ConvertTo-SecureString -AsPlainText '«a»' -Force))
$servers = 'web01','web02','web03'
Invoke-Command -ComputerName $servers -Credential $cred -ScriptBlock {
    Restart-WebAppPool -Name 'CustomerPortal'
    Get-Service W3SVC | Select-Object MachineName, Status
}
`, V{"a": g.pw()}, `ACME\adm-jdoe`, "Restart-WebAppPool -Name 'CustomerPortal'")

	g.scrAdd("ps-env-vars-set-for-session", `
PS C:\src\acme-api> $env:STRIPE_API_KEY = "«a»"
PS C:\src\acme-api> $env:DATABASE_URL = "Server=localhost;Database=acme;User Id=acme_app;Password=«b»;TrustServerCertificate=True"
PS C:\src\acme-api> dotnet run --project src/Acme.Api
info: Microsoft.Hosting.Lifetime[14]
      Now listening on: https://localhost:7043
`, V{"a": g.skTest(), "b": g.pw()}, "dotnet run --project src/Acme.Api", "Now listening on: https://localhost:7043")

	g.scrAdd("ps-setx-persistent", `
setx OPENAI_API_KEY "«a»"

SUCCESS: Specified value was saved.
setx HF_TOKEN «b»

SUCCESS: Specified value was saved.
`, V{"a": g.openai(), "b": g.hfTok()}, "SUCCESS: Specified value was saved.")

	g.scrAdd("ps-backtick-continuation-docker-run", `
docker run -d --name mssql ˋ
  -e "ACCEPT_EULA=Y" ˋ
  -e "MSSQL_SA_PASSWORD=«a»" ˋ
  -p 1433:1433 ˋ
  -v mssql-data:/var/opt/mssql ˋ
  mcr.microsoft.com/mssql/server:2022-latest
`, V{"a": g.pwStrong()}, "mcr.microsoft.com/mssql/server:2022-latest", `"ACCEPT_EULA=Y"`)

	g.scrAdd("ps-dsc-configuration-data", `
$ConfigData = @{
    AllNodes = @(
        @{
            NodeName                    = 'SQL01'
            PSDscAllowPlainTextPassword = $true
            PSDscAllowDomainUser        = $true
        }
    )
}
$svcCred = New-Object PSCredential 'CORP\svc-sqlengine', (ConvertTo-SecureString '«a»' -AsPlainText -Force)
SqlServerInstall -ConfigurationData $ConfigData -SqlServiceCredential $svcCred -OutputPath C:\DSC\SqlServerInstall
`, V{"a": g.pw()}, "PSDscAllowPlainTextPassword = $true", `CORP\svc-sqlengine`)

	g.scrAdd("ps-webclient-credentials-download", `
$wc = New-Object System.Net.WebClient
$wc.Credentials = New-Object System.Net.NetworkCredential("buildsvc", "«a»", "CORP")
$wc.DownloadFile("https://nexus.corp.local/repository/raw-internal/tools/agent-«_v».msi", "$env:TEMP\agent.msi")
Start-Process msiexec.exe -ArgumentList "/i $env:TEMP\agent.msi /qn" -Wait
`, V{"a": g.pw(), "_v": g.scrVer()}, "https://nexus.corp.local/repository/raw-internal/tools/", "System.Net.NetworkCredential")

	g.scrAdd("ps-pnp-connect-client-secret", `
Connect-PnPOnline -Url "https://acme.sharepoint.com/sites/Engineering" -ClientId «_cid» -ClientSecret "«a»" -WarningAction Ignore
Get-PnPList | Where-Object { -not $_.Hidden } | Select-Object Title, ItemCount
`, V{"_cid": g.uuid(), "a": g.b64(32)}, "https://acme.sharepoint.com/sites/Engineering")

	g.scrAdd("ps-graph-token-request-body", `
$body = @{
    grant_type    = "client_credentials"
    scope         = "https://graph.microsoft.com/.default"
    client_id     = "«_cid»"
    client_secret = "«a»"
}
$tok = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token" -Body $body
$tok.access_token.Substring(0, 20)
«_prefix»
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid(), "_prefix": "eyJ0eXAiOiJKV1QiLCJu"}, "https://graph.microsoft.com/.default", `grant_type    = "client_credentials"`)

	g.scrAdd("ps-profile-function-token", `
# Microsoft.PowerShell_profile.ps1
Import-Module posh-git
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\paradox.omp.json" | Invoke-Expression

function Get-Weather { param($City = 'Berlin') Invoke-RestMethod "https://api.openweathermap.org/data/2.5/weather?q=$City&units=metric&appid=«a»" }
$env:GITHUB_TOKEN = '«b»'
Set-PSReadLineOption -PredictionSource History
`, V{"a": g.hex(32), "b": g.gho()}, "Import-Module posh-git", "Set-PSReadLineOption -PredictionSource History")

	g.scrAdd("ps-export-clixml-comment-plaintext", `
# Save-Creds.ps1 — run once per server, the xml is DPAPI-protected
# (original plaintext kept below until the rotation is done, remove after!)
#   svc-backup / «a»
$cred = Get-Credential -UserName 'CORP\svc-backup' -Message 'backup account'
$cred | Export-Clixml -Path "$PSScriptRoot\backup.cred.xml"
`, V{"a": g.pw()}, "Export-Clixml", `CORP\svc-backup`)

	g.scrAdd("ps-invoke-webrequest-apikey-header-output", `
PS> $r = Invoke-WebRequest -Uri https://api.sendgrid.com/v3/scopes -Headers @{ Authorization = 'Bearer «a»' }
PS> $r.StatusCode
200
PS> ($r.Content | ConvertFrom-Json).scopes.Count
«_n»
`, V{"a": g.sendgrid(), "_n": fmt.Sprint(40 + g.r.IntN(60))}, "https://api.sendgrid.com/v3/scopes")

	g.scrAdd("ps-choco-apikey-push", `
choco apikey --key «a» --source https://push.chocolatey.org/
choco push .\acme-cli.«_v».nupkg --source https://push.chocolatey.org/
`, V{"a": g.uuid(), "_v": g.scrVer()}, "https://push.chocolatey.org/")

	g.scrAdd("ps-nuget-push-apikey", `
dotnet pack -c Release -o artifacts
dotnet nuget push "artifacts/*.nupkg" --api-key «a» --source https://api.nuget.org/v3/index.json --skip-duplicate
`, V{"a": "oy2" + g.s(alLowNum, 43)}, "https://api.nuget.org/v3/index.json", "--skip-duplicate")
}

// ---- Windows batch and cmd ----

func (g *G) scrCmd() {
	g.scrAdd("cmd-net-use-map-drives", `
@echo off
REM map_drives.bat - pushed by GPO... or so we thought
net use H: \\fs01\home\%USERNAME% /persistent:yes
net use P: \\fs01\projects «a» /user:CORP\svc-mapper /persistent:no
net use S: \\fs02\scans /user:scanner «b»
echo Drives mapped.
`, V{"a": g.pw(), "b": g.pwURL()}, `\\fs01\projects`, `CORP\svc-mapper`, "echo Drives mapped.")

	g.scrAdd("cmd-set-variables-top", `
@echo off
setlocal
set DB_SERVER=sql02.corp.local
set DB_USER=etl_loader
set DB_PASS=«a»
set BCP=C:\Program Files\Microsoft SQL Server\Client SDK\ODBC\170\Tools\Binn\bcp.exe

"%BCP%" Staging.dbo.Orders in D:\feeds\orders.csv -S %DB_SERVER% -U %DB_USER% -P %DB_PASS% -c -t, -F 2
if errorlevel 1 goto :fail
echo Load ok & exit /b 0
:fail
echo Load FAILED & exit /b 1
`, V{"a": g.pw()}, "set DB_SERVER=sql02.corp.local", "set DB_USER=etl_loader")

	g.scrAdd("cmd-runas-savecred-and-psexec", `
@echo off
:: install the printer driver on the kiosk PCs
for /f %%h in (kiosks.txt) do (
  psexec \\%%h -u ACME\deploy-admin -p «a» -h -d cmd /c "pnputil /add-driver \\fs01\drivers\hp\*.inf /install"
)
`, V{"a": g.pw()}, `ACME\deploy-admin`, "pnputil /add-driver")

	g.scrAdd("cmd-cmdkey-add", `
C:\> cmdkey /add:TERMSRV/jumphost01.corp.local /user:CORP\jdoe /pass:«a»

CMDKEY: Credential added successfully.

C:\> mstsc /v:jumphost01.corp.local
`, V{"a": g.pw()}, "TERMSRV/jumphost01.corp.local", "CMDKEY: Credential added successfully.")

	g.scrAdd("cmd-schtasks-create-rp", `
schtasks /Create /TN "Acme\NightlyExport" /TR "C:\Tools\export.cmd" /SC DAILY /ST 02:30 /RU CORP\svc-export /RP «a» /RL HIGHEST /F
SUCCESS: The scheduled task "Acme\NightlyExport" has successfully been created.
`, V{"a": g.pw()}, `Acme\NightlyExport`, `CORP\svc-export`)

	g.scrAdd("cmd-sqlcmd-sa", `
@echo off
sqlcmd -S localhost\SQLEXPRESS -U sa -P "«a»" -i "%~dp0migrations\001_init.sql" -o "%~dp0logs\migrate.log"
type "%~dp0logs\migrate.log"
`, V{"a": g.pwStrong()}, `localhost\SQLEXPRESS`, `migrations\001_init.sql`)

	g.scrAdd("cmd-ftp-script-file", `
REM upload.bat
echo open ftp.partner-edi.com> %TEMP%\ftp.txt
echo user acme_edi «a»>> %TEMP%\ftp.txt
echo binary>> %TEMP%\ftp.txt
echo cd /inbound>> %TEMP%\ftp.txt
echo mput D:\EDI\out\*.x12>> %TEMP%\ftp.txt
echo bye>> %TEMP%\ftp.txt
ftp -n -i -s:%TEMP%\ftp.txt
del %TEMP%\ftp.txt
`, V{"a": g.pwURL()}, "ftp.partner-edi.com", "acme_edi")

	g.scrAdd("cmd-winscp-script-open", `
"C:\Program Files (x86)\WinSCP\WinSCP.com" /log="C:\logs\winscp.log" /command ^
  "open sftp://payroll:«a»@sftp.payroll-provider.com/ -hostkey=""ssh-ed25519 255 «_hk»""" ^
  "put C:\Payroll\Export\*.csv /upload/" ^
  "exit"
`, V{"a": g.pwURL(), "_hk": g.b64(32)[:43]}, "sftp.payroll-provider.com", `C:\Payroll\Export\*.csv`)

	g.scrAdd("cmd-curl-windows-apikey", `
@echo off
set APIKEY=«a»
curl.exe -s -X POST "https://api.pagerduty.com/incidents" ^
  -H "Authorization: Token token=%APIKEY%" ^
  -H "Accept: application/vnd.pagerduty+json;version=2" ^
  -H "From: noc@acme.io" ^
  -H "Content-Type: application/json" ^
  -d @incident.json
`, V{"a": "u+" + g.b64u(18)}, "https://api.pagerduty.com/incidents", "From: noc@acme.io")

	g.scrAdd("cmd-net-user-add", `
net user kioskuser «a» /add /passwordchg:no /expires:never
net localgroup "Remote Desktop Users" kioskuser /add
wmic useraccount where "name='kioskuser'" set PasswordExpires=FALSE
`, V{"a": g.pw()}, `"Remote Desktop Users"`, "PasswordExpires=FALSE")

	g.scrAdd("cmd-7z-password-archive", `
@echo off
set STAMP=%date:~-4%%date:~3,2%%date:~0,2%
"C:\Program Files\7-Zip\7z.exe" a -t7z -mhe=on -p«a» "E:\Offsite\hr-%STAMP%.7z" "D:\HR\*"
robocopy E:\Offsite \\nas01\offsite hr-%STAMP%.7z /MOV
`, V{"a": g.pwStrong()}, `C:\Program Files\7-Zip\7z.exe`, `\\nas01\offsite`)

	g.scrAdd("cmd-git-credential-in-bat", `
@echo off
cd /d C:\build\storefront
git remote set-url origin https://build-bot:«a»@bitbucket.org/acme/storefront.git
git fetch --all --prune
git checkout -f origin/release
call npm ci && call npm run build
`, V{"a": "ATBB" + g.an(28) + g.hex(8)}, "bitbucket.org/acme/storefront.git", "git fetch --all --prune")

	g.scrAdd("cmd-msdeploy-password", `
msdeploy.exe -verb:sync -source:contentPath="%CD%\publish" ^
  -dest:contentPath="Default Web Site/portal",computerName="https://web01.corp.local:8172/msdeploy.axd?site=Default Web Site",userName="deploy",password="«a»",authtype="Basic" ^
  -allowUntrusted -enableRule:AppOffline
`, V{"a": g.pw()}, "Default Web Site/portal", "-enableRule:AppOffline")
}

// ---- Makefiles, justfiles, Taskfile, npm scripts, Rake, Fabric ----

func (g *G) scrTaskFiles() {
	g.scrAdd("make-variables-top", `
# Makefile
REGISTRY      ?= registry.acme.io/platform
IMAGE         := $(REGISTRY)/billing
VERSION       := $(shell git describe --tags --always --dirty)
REGISTRY_USER := ci-pusher
REGISTRY_PASS := «a»

.PHONY: login build push
login:
	@echo "$(REGISTRY_PASS)" | docker login $(REGISTRY) -u $(REGISTRY_USER) --password-stdin

build:
	docker build -t $(IMAGE):$(VERSION) .

push: login build
	docker push $(IMAGE):$(VERSION)
`, V{"a": g.an(32)}, "REGISTRY      ?= registry.acme.io/platform", "git describe --tags --always --dirty")

	g.scrAdd("make-target-inline-env", `
migrate:
	DATABASE_URL=postgres://app:«a»@localhost:5432/app_dev?sslmode=disable goose -dir db/migrations postgres "$$DATABASE_URL" up

seed: migrate
	go run ./cmd/seed --admin-email admin@example.com --admin-password '«b»'

test:
	go test -race ./...
`, V{"a": g.pwURL(), "b": g.pw()}, "goose -dir db/migrations", "go test -race ./...")

	g.scrAdd("make-deploy-target-last-line", `
deploy-docs:
	mkdocs build --strict
	aws s3 sync site/ s3://docs.acme.io/ --delete --cache-control max-age=300
	aws cloudfront create-invalidation --distribution-id «_dist» --paths '/*'
	curl -X POST -H 'Content-type: application/json' --data '{"text":"docs deployed"}' https://hooks.slack.com/services/«=t»/«=b»/«a»
`, V{"_dist": "E" + g.s(alUpNum, 13), "=t": g.slackT(), "=b": g.slackB(), "a": g.an(24)}, "mkdocs build --strict", "s3://docs.acme.io/")

	g.scrAdd("make-export-block", `
export GOPRIVATE=github.com/acme/*
export GONOSUMDB=github.com/acme/*
export GITHUB_TOKEN=«a»

deps:
	git config --global url."https://$(GITHUB_TOKEN):x-oauth-basic@github.com/acme/".insteadOf "https://github.com/acme/"
	go mod download
`, V{"a": g.ghp()}, "GOPRIVATE=github.com/acme/*", "go mod download")

	g.scrAdd("make-make-output-echoed", `
$ make publish
twine upload --repository-url https://upload.pypi.org/legacy/ -u __token__ -p «a» dist/*
Uploading distributions to https://upload.pypi.org/legacy/
Uploading acme_sdk-«_v»-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 21.4/21.4 kB • 00:00 • ?
View at:
https://pypi.org/project/acme-sdk/«_v»/
`, V{"a": g.pypiTok(), "_v": g.scrVer()}, "https://pypi.org/project/acme-sdk/")

	g.scrAdd("justfile-set-dotenv-and-recipe", `
# justfile
set dotenv-load := true

db_url := "postgres://postgres:«a»@127.0.0.1:5433/scratch"

default:
    @just --list

psql:
    psql {{db_url}}

reset-db:
    dropdb --if-exists -h 127.0.0.1 -p 5433 -U postgres scratch
    createdb -h 127.0.0.1 -p 5433 -U postgres scratch
    sqlx migrate run --database-url {{db_url}}
`, V{"a": g.pwURL()}, "set dotenv-load := true", "sqlx migrate run --database-url")

	g.scrAdd("justfile-export-token", `
export CLOUDFLARE_API_TOKEN := "«a»"
export CLOUDFLARE_ACCOUNT_ID := "«_acct»"

deploy:
    npx wrangler deploy --env production

tail:
    npx wrangler tail acme-edge --format pretty
`, V{"a": g.cfToken(), "_acct": g.hex(32)}, "npx wrangler deploy --env production")

	g.scrAdd("taskfile-env-block", `
version: '3'

env:
  MINIO_ENDPOINT: http://localhost:9000
  MINIO_ACCESS_KEY: minioadmin-dev
  MINIO_SECRET_KEY: «a»

vars:
  BUCKET: ingest-raw

tasks:
  bucket:
    desc: create the ingest bucket
    cmds:
      - mc alias set local {{.MINIO_ENDPOINT}} $MINIO_ACCESS_KEY $MINIO_SECRET_KEY
      - mc mb --ignore-existing local/{{.BUCKET}}
`, V{"a": g.an(40)}, "MINIO_ACCESS_KEY: minioadmin-dev", "mc mb --ignore-existing")

	g.scrAdd("taskfile-cmd-inline-flag", `
version: '3'
tasks:
  sonar:
    cmds:
      - >
        sonar-scanner
        -Dsonar.projectKey=acme_checkout
        -Dsonar.sources=src
        -Dsonar.host.url=https://sonarcloud.io
        -Dsonar.token=«a»
  lint:
    cmds:
      - golangci-lint run ./...
`, V{"a": "sqp_" + g.hex(40)}, "-Dsonar.projectKey=acme_checkout", "golangci-lint run ./...")

	g.scrAdd("npm-package-json-scripts", `
{
  "name": "acme-dashboard",
  "version": "«_v»",
  "private": true,
  "scripts": {
    "dev": "vite",
    "build": "tsc -b && vite build",
    "sentry:sourcemaps": "sentry-cli sourcemaps inject ./dist && sentry-cli --auth-token «a» sourcemaps upload --org acme --project dashboard ./dist",
    "deploy": "VERCEL_TOKEN=«b» vercel deploy --prod --yes",
    "test": "vitest run"
  },
  "dependencies": {
    "react": "^18.3.1"
  }
}
`, V{"_v": g.scrVer(), "a": g.sentryUser(), "b": g.vercel()}, `"build": "tsc -b && vite build"`, `"react": "^18.3.1"`)

	g.scrAdd("npm-package-json-cross-env", `
  "scripts": {
    "start": "node server.js",
    "start:prod": "cross-env NODE_ENV=production MONGO_URI=mongodb://api:«a»@mongo-1.internal:27017,mongo-2.internal:27017/api?replicaSet=rs0 node server.js",
    "lint": "eslint ."
  },
`, V{"a": g.pwURL()}, `"lint": "eslint ."`, "replicaSet=rs0")

	g.scrAdd("npm-run-output-shows-command", `
$ npm run db:pull

> api@0.1.0 db:pull
> pg_dump "postgresql://readonly:«a»@db.«_ref».supabase.co:5432/postgres" --schema-only > schema.sql

$ wc -l schema.sql
1842 schema.sql
`, V{"a": g.pwURL(), "_ref": g.s(alLower, 20)}, "> api@0.1.0 db:pull", "1842 schema.sql")

	g.scrAdd("yarn-pnpm-script-publish", `
  "scripts": {
    "release": "changeset publish",
    "release:canary": "NODE_AUTH_TOKEN=«a» pnpm -r publish --tag canary --no-git-checks"
  },
  "packageManager": "pnpm@9.12.1"
`, V{"a": g.npmTok()}, `"packageManager": "pnpm@9.12.1"`, "changeset publish")

	g.scrAdd("rakefile-task-credentials", `
# Rakefile
require 'net/sftp'

namespace :reports do
  desc 'Upload the nightly CSVs to the partner'
  task :upload do
    Net::SFTP.start('sftp.partner.example.net', 'acme-reports', password: '«a»') do |sftp|
      Dir['tmp/reports/*.csv'].each { |f| sftp.upload!(f, "/incoming/#{File.basename(f)}") }
    end
  end
end
`, V{"a": g.pw()}, "sftp.partner.example.net", "acme-reports")

	g.scrAdd("rakefile-env-default", `
task :deploy do
  ENV['HEROKU_API_KEY'] ||= '«a»'
  sh 'git push heroku main'
  sh 'heroku run rake db:migrate --app acme-crm'
end
`, V{"a": g.uuid()}, "heroku run rake db:migrate --app acme-crm")

	g.scrAdd("fabric-fabfile-connect-kwargs", `
# fabfile.py
from fabric import Connection, task

HOSTS = ["app1.acme.local", "app2.acme.local"]
CONNECT = {"password": "«a»"}

@task
def deploy(c, ref="main"):
    for host in HOSTS:
        with Connection(host, user="deploy", connect_kwargs=CONNECT) as conn:
            conn.sudo("systemctl stop acme-api", password="«b»")
            conn.run(f"cd /srv/acme-api && git fetch && git checkout {ref}")
            conn.sudo("systemctl start acme-api", password="«b»")
`, V{"a": g.pw(), "b": g.pw()}, `HOSTS = ["app1.acme.local", "app2.acme.local"]`, "systemctl stop acme-api")

	g.scrAdd("invoke-tasks-py", `
# tasks.py
from invoke import task

SNOWSQL = "snowsql -a acme-eu.eu-central-1 -u LOADER -d RAW -w LOAD_WH"

@task
def load(c, table):
    c.run(f"{SNOWSQL} -q \"COPY INTO {table} FROM @raw_stage/{table}/\"", env={"SNOWSQL_PWD": "«a»"})

@task
def vacuum(c):
    c.run("psql -c 'VACUUM ANALYZE'", env={"PGPASSWORD": "«b»", "PGHOST": "warehouse.internal"})
`, V{"a": g.pw(), "b": g.pw()}, "snowsql -a acme-eu.eu-central-1", "VACUUM ANALYZE")

	g.scrAdd("gruntfile-ftp-deploy", `
module.exports = function (grunt) {
  grunt.initConfig({
    'ftp-deploy': {
      build: {
        auth: { host: 'ftp.acme-static.com', port: 21, authKey: 'key1' },
        src: 'dist',
        dest: '/public_html',
        exclusions: ['dist/**/.DS_Store']
      }
    }
  });
  grunt.loadNpmTasks('grunt-ftp-deploy');
};
// .ftppass
// {"key1": {"username": "acmestatic", "password": "«a»"}}
`, V{"a": g.pw()}, "grunt-ftp-deploy", "ftp.acme-static.com")

	g.scrAdd("gulpfile-s3-publish", `
const gulp = require('gulp');
const awspublish = require('gulp-awspublish');

const publisher = awspublish.create({
  region: 'us-east-1',
  params: { Bucket: 'www.acme-events.com' },
  credentials: {
    accessKeyId: '«a»',
    secretAccessKey: '«b»',
  },
});

gulp.task('publish', () =>
  gulp.src('./build/**').pipe(publisher.publish()).pipe(publisher.sync()).pipe(awspublish.reporter())
);
`, V{"a": g.awsID(), "b": g.awsSecret()}, "www.acme-events.com", "gulp-awspublish")

	g.scrAdd("magefile-go-constants", `
//go:build mage

package main

import "github.com/magefile/mage/sh"

const (
	registry = "quay.io/acme"
	quayUser = "acme+builder"
	quayPass = "«a»"
)

// Push builds and pushes the operator image.
func Push() error {
	if err := sh.Run("docker", "login", "-u", quayUser, "-p", quayPass, "quay.io"); err != nil {
		return err
	}
	return sh.Run("docker", "push", registry+"/operator:latest")
}
`, V{"a": g.s(alUpNum, 64)}, "acme+builder", `registry = "quay.io/acme"`)

	g.scrAdd("noxfile-session-env", `
import nox

@nox.session(python=["3.11", "3.12"])
def integration(session):
    session.install("-e", ".[test]")
    session.run(
        "pytest", "tests/integration", "-x",
        env={
            "ACME_API_BASE": "https://sandbox.api.acme.io",
            "ACME_API_KEY": "«a»",
        },
    )
`, V{"a": "ak_test_" + g.an(32)}, "https://sandbox.api.acme.io", `python=["3.11", "3.12"]`)

	g.scrAdd("earthfile-target-arg", `
VERSION 0.8
FROM golang:1.22-alpine
WORKDIR /src

deps:
    ARG GOPROXY_TOKEN=«a»
    RUN go env -w GOPROXY=https://ci:$GOPROXY_TOKEN@goproxy.acme.io,direct
    COPY go.mod go.sum ./
    RUN go mod download

build:
    FROM +deps
    COPY . .
    RUN go build -o bin/api ./cmd/api
    SAVE ARTIFACT bin/api
`, V{"a": g.hex(40)}, "FROM golang:1.22-alpine", "SAVE ARTIFACT bin/api")

	g.scrAdd("makefile-comment-old-password", `
# NOTE: the staging box still uses the old creds (root / «a») until INFRA-812 lands
ssh-staging:
	ssh -i ~/.ssh/acme_staging ubuntu@staging.acme.io
`, V{"a": g.pw()}, "INFRA-812", "ubuntu@staging.acme.io")

	g.scrAdd("composer-json-scripts", `
{
    "scripts": {
        "post-install-cmd": ["@php artisan package:discover --ansi"],
        "deploy:prod": "envoy run deploy --server=prod",
        "backup": "mysqldump -h db.acme-shop.internal -u shop -p«a» shop > storage/backup.sql"
    },
    "config": {
        "http-basic": {
            "nova.laravel.com": {
                "username": "dev@acme-shop.com",
                "password": "«b»"
            }
        }
    }
}
`, V{"a": g.pwURL(), "b": g.an(48)}, "nova.laravel.com", "envoy run deploy --server=prod")

	g.scrAdd("sbt-build-credentials", `
// build.sbt
credentials += Credentials(
  "Sonatype Nexus Repository Manager",
  "nexus.acme.io",
  "deployment",
  "«a»"
)
publishTo := Some("releases" at "https://nexus.acme.io/repository/maven-releases/")
`, V{"a": g.pw()}, "Sonatype Nexus Repository Manager", "https://nexus.acme.io/repository/maven-releases/")

	g.scrAdd("gradle-properties-signing", `
# ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
signing.keyId=«_kid»
signing.password=«a»
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
mavenCentralUsername=«=u»
mavenCentralPassword=«b»
`, V{"_kid": g.s(alHexU, 8), "a": g.pw(), "=u": g.an(8), "b": g.an(44)}, "org.gradle.jvmargs=-Xmx4g", "signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg")
}

// ---- Ansible ad-hoc, expect, AppleScript, AutoHotkey, cron ----

func (g *G) scrAutomation() {
	g.scrAdd("ansible-adhoc-extra-vars-password", `
$ ansible webservers -i inventory/prod.ini -m ansible.builtin.user -a "name=deploy password={{ '«a»' | password_hash('sha512') }} shell=/bin/bash" -b
web01 | CHANGED => {
    "changed": true,
    "comment": "",
    "name": "deploy",
    "shell": "/bin/bash"
}
`, V{"a": g.pw()}, "inventory/prod.ini", `"name": "deploy"`)

	g.scrAdd("ansible-adhoc-ssh-pass-become", `
ansible all -i 10.20.0.11,10.20.0.12, -u pi -m shell -a 'uptime' -e "ansible_ssh_pass=«a» ansible_become_pass=«a»"
`, V{"a": g.pw()}, "10.20.0.11,10.20.0.12,", "-m shell -a 'uptime'")

	g.scrAdd("ansible-playbook-extra-vars-json", `
ansible-playbook site.yml -l db -e '{"postgres_admin_password": "«a»", "replication_password": "«b»", "pg_version": 16}' --diff
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, `"pg_version": 16`, "site.yml")

	g.scrAdd("ansible-adhoc-mysql-user", `
ansible db01 -m community.mysql.mysql_user -a "login_user=root login_password=«a» name=grafana password=«b» priv='grafana.*:ALL' host='10.0.%' state=present" --become
`, V{"a": g.pw(), "b": g.pw()}, "community.mysql.mysql_user", "priv='grafana.*:ALL'")

	g.scrAdd("expect-ssh-password-send", `
#!/usr/bin/expect -f
set timeout 20
set host [lindex $argv 0]
spawn ssh admin@$host
expect {
    "yes/no" { send "yes\r"; exp_continue }
    "password:" { send "«a»\r" }
}
expect "#"
send "show running-config | include snmp\r"
expect "#"
send "exit\r"
expect eof
`, V{"a": g.pw()}, `show running-config | include snmp`, "spawn ssh admin@$host")

	g.scrAdd("expect-cisco-enable-secret", `
#!/usr/bin/expect
spawn telnet 192.168.10.1
expect "Username:"
send "netops\r"
expect "Password:"
send "«a»\r"
expect ">"
send "enable\r"
expect "Password:"
send "«b»\r"
expect "#"
send "copy running-config tftp://192.168.10.50/sw-core-01.cfg\r"
expect eof
`, V{"a": g.pw(), "b": g.pwStrong()}, "tftp://192.168.10.50/sw-core-01.cfg", `send "netops\r"`)

	g.scrAdd("expect-inline-in-bash", `
#!/bin/bash
/usr/bin/expect <<END
spawn sftp -oPort=2222 ingest@files.vendor.example
expect "password:"
send "«a»\n"
expect "sftp>"
send "get /outbound/prices_$(date +%Y%m%d).csv /data/in/\n"
expect "sftp>"
send "bye\n"
END
`, V{"a": g.pwURL()}, "ingest@files.vendor.example", "-oPort=2222")

	g.scrAdd("expect-passwd-change", `
#!/usr/bin/expect -f
set user [lindex $argv 0]
spawn passwd $user
expect "New password:"
send "«a»\r"
expect "Retype new password:"
send "«a»\r"
expect "passwd: password updated successfully"
`, V{"a": g.pw()}, "passwd: password updated successfully")

	g.scrAdd("applescript-keychain-vpn", `
-- ConnectVPN.scpt
tell application "System Events"
	tell current location of network preferences
		set VPN to service "Acme Corp VPN"
		if exists VPN then connect VPN
	end tell
	delay 2
	keystroke "«a»"
	keystroke return
end tell
`, V{"a": g.pw()}, `service "Acme Corp VPN"`)

	g.scrAdd("osascript-do-shell-script-admin", `
osascript -e 'do shell script "launchctl unload /Library/LaunchDaemons/com.acme.agent.plist && rm -rf /Library/Acme" user name "itadmin" password "«a»" with administrator privileges'
`, V{"a": g.pw()}, "com.acme.agent.plist", `user name "itadmin"`)

	g.scrAdd("applescript-mail-smtp-account", `
tell application "Mail"
	set newAcct to make new imap account with properties {name:"Support", user name:"support@acme.io", server name:"imap.fastmail.com", password:"«a»", port:993, uses ssl:true}
	set smtp server of newAcct to smtp server "smtp.fastmail.com"
end tell
`, V{"a": g.s(alLowNum, 16)}, `server name:"imap.fastmail.com"`, `user name:"support@acme.io"`)

	g.scrAdd("autohotkey-hotstring-password", `
; work.ahk
#SingleInstance Force
::@@sig::Best regards,{Enter}Jordan Lee{Enter}Acme Support
^!p::SendInput «a»{Enter}
^!j::
    Run, https://jira.acme.io/secure/Dashboard.jspa
return
`, V{"a": g.pw()}, "#SingleInstance Force", "https://jira.acme.io/secure/Dashboard.jspa")

	g.scrAdd("autohotkey-v2-login-form", `
#Requires AutoHotkey v2.0
#HotIf WinActive("SAP Logon")
F9:: {
    Send "ACME_USER01"
    Send "{Tab}"
    Send "«a»"
    Send "{Enter}"
}
#HotIf
`, V{"a": g.pw()}, `#HotIf WinActive("SAP Logon")`, "ACME_USER01")

	g.scrAdd("crontab-l-mysqldump", `
$ crontab -l
# m h  dom mon dow   command
MAILTO=ops@acme.io
15 2 * * * /usr/bin/mysqldump -u backup -p'«a»' --all-databases | gzip > /var/backups/mysql/all-$(date +\%F).sql.gz
*/5 * * * * /usr/local/bin/healthcheck.sh >/dev/null 2>&1
0 4 * * 0 /usr/bin/certbot renew --quiet
`, V{"a": g.pw()}, "MAILTO=ops@acme.io", "/usr/bin/certbot renew --quiet")

	g.scrAdd("crontab-curl-ping-token", `
SHELL=/bin/bash
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
*/10 * * * * root curl -fsS -m 10 --retry 5 -o /dev/null https://hc-ping.com/«_hc»
30 1 * * * root AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» /usr/local/bin/aws s3 sync /srv/uploads s3://acme-uploads-backup --quiet
`, V{"_hc": g.uuid(), "a": g.awsID(), "b": g.awsSecret()}, "s3://acme-uploads-backup", "https://hc-ping.com/")

	g.scrAdd("cron-d-file-env-line", `
# /etc/cron.d/reports
REPORTS_DB_DSN="mysql://reports:«a»@db-ro.internal/analytics"
0 6 * * 1-5 www-data /usr/bin/php /var/www/reports/bin/console app:send-daily --env=prod
`, V{"a": g.pwURL()}, "/etc/cron.d/reports", "app:send-daily --env=prod")

	g.scrAdd("crontab-wget-with-key-query", `
# DynDNS update every 15 minutes
*/15 * * * * wget -qO- "https://dynamicdns.park-your-domain.com/update?host=home&domain=acme-family.net&password=«a»" >/dev/null 2>&1
`, V{"a": g.hex(32)}, "dynamicdns.park-your-domain.com", "domain=acme-family.net")

	g.scrAdd("ansible-adhoc-win-rm", `
ansible windows -i hosts.yml -m ansible.windows.win_ping -e "ansible_user=Administrator ansible_password='«a»' ansible_connection=winrm ansible_winrm_transport=ntlm ansible_winrm_server_cert_validation=ignore"
WIN-SQL01 | SUCCESS => {
    "changed": false,
    "ping": "pong"
}
`, V{"a": g.pwStrong()}, "ansible_winrm_transport=ntlm", `"ping": "pong"`)

	g.scrAdd("salt-cmd-run-password", `
salt 'db*' cmd.run "PGPASSWORD=«a» psql -U postgres -h localhost -c 'SELECT pg_reload_conf();'"
db01.acme.local:
     pg_reload_conf
    ----------------
     t
    (1 row)
`, V{"a": g.pw()}, "SELECT pg_reload_conf();", "db01.acme.local:")

	g.scrAdd("vagrantfile-provision-inline", `
Vagrant.configure("2") do |config|
  config.vm.box = "bento/ubuntu-22.04"
  config.vm.network "forwarded_port", guest: 5432, host: 15432
  config.vm.provision "shell", inline: <<-SHELL
    apt-get update && apt-get install -y postgresql
    sudo -u postgres psql -c "ALTER USER postgres PASSWORD '«a»';"
  SHELL
end
`, V{"a": g.pw()}, `config.vm.box = "bento/ubuntu-22.04"`, "guest: 5432, host: 15432")
}

// ---- systemd, launchd, supervisord, Task Scheduler, cloud-init ----

func (g *G) scrUnits() {
	g.scrAdd("systemd-unit-environment-lines", `
# /etc/systemd/system/acme-worker.service
[Unit]
Description=Acme background worker
After=network-online.target redis.service

[Service]
User=acme
WorkingDirectory=/opt/acme
Environment=RAILS_ENV=production
Environment=REDIS_URL=redis://:«a»@127.0.0.1:6379/1
Environment="SECRET_KEY_BASE=«b»"
ExecStart=/opt/acme/bin/bundle exec sidekiq -C config/sidekiq.yml
Restart=always

[Install]
WantedBy=multi-user.target
`, V{"a": g.an(32), "b": g.hex(128)}, "Description=Acme background worker", "Environment=RAILS_ENV=production")

	g.scrAdd("systemd-dropin-override", `
$ sudo systemctl edit grafana-server
### Editing /etc/systemd/system/grafana-server.service.d/override.conf
### Anything between here and the comment below will become the new contents of the file

[Service]
Environment="GF_SECURITY_ADMIN_PASSWORD=«a»"
Environment="GF_DATABASE_PASSWORD=«b»"

### Lines below this comment will be discarded
`, V{"a": g.pw(), "b": g.pw()}, "/etc/systemd/system/grafana-server.service.d/override.conf")

	g.scrAdd("systemd-execstart-flag-token", `
[Unit]
Description=Cloudflare Tunnel
After=network.target

[Service]
Type=notify
ExecStart=/usr/bin/cloudflared --no-autoupdate tunnel run --token «a»
Restart=on-failure
RestartSec=5s

[Install]
WantedBy=multi-user.target
`, V{"a": "eyJhIjoi" + g.b64u(180)}, "Description=Cloudflare Tunnel", "--no-autoupdate tunnel run")

	g.scrAdd("systemd-show-environment-output", `
$ systemctl show -p Environment node-exporter-push.service
Environment=PUSHGATEWAY_URL=https://push.metrics.acme.io PUSH_USER=node PUSH_PASSWORD=«a» INTERVAL=30s
`, V{"a": g.pwURL()}, "PUSHGATEWAY_URL=https://push.metrics.acme.io", "INTERVAL=30s")

	g.scrAdd("systemd-environmentfile-plus-cat", `
$ systemctl cat minio
# /etc/systemd/system/minio.service
[Service]
EnvironmentFile=-/etc/default/minio
ExecStart=/usr/local/bin/minio server $MINIO_OPTS $MINIO_VOLUMES
$ sudo cat /etc/default/minio
MINIO_VOLUMES="/mnt/data"
MINIO_OPTS="--console-address :9001"
MINIO_ROOT_USER=minio-root
MINIO_ROOT_PASSWORD=«a»
`, V{"a": g.pwStrong()}, "EnvironmentFile=-/etc/default/minio", "MINIO_ROOT_USER=minio-root")

	g.scrAdd("launchd-plist-env", `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>Label</key>
    <string>io.acme.sync-agent</string>
    <key>ProgramArguments</key>
    <array>
        <string>/usr/local/bin/acme-sync</string>
        <string>--interval=300</string>
    </array>
    <key>EnvironmentVariables</key>
    <dict>
        <key>ACME_SYNC_TOKEN</key>
        <string>«a»</string>
        <key>ACME_SYNC_ENDPOINT</key>
        <string>https://sync.acme.io/v2</string>
    </dict>
    <key>RunAtLoad</key>
    <true/>
</dict>
</plist>
`, V{"a": "ast_" + g.an(40)}, "io.acme.sync-agent", "https://sync.acme.io/v2")

	g.scrAdd("supervisord-program-environment", `
[program:celery]
command=/srv/app/venv/bin/celery -A app worker -l info -c 4
directory=/srv/app
user=app
environment=DJANGO_SETTINGS_MODULE="app.settings.prod",CELERY_BROKER_URL="amqp://app:«a»@rabbit.internal:5672/app",AWS_SECRET_ACCESS_KEY="«b»"
autostart=true
autorestart=true
stdout_logfile=/var/log/celery/worker.log
`, V{"a": g.pwURL(), "b": g.awsSecret()}, `DJANGO_SETTINGS_MODULE="app.settings.prod"`, "/var/log/celery/worker.log")

	g.scrAdd("task-scheduler-xml-arguments", `
<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.4" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <Principals>
    <Principal id="Author">
      <UserId>S-1-5-21-«_sid»-1104</UserId>
      <LogonType>Password</LogonType>
    </Principal>
  </Principals>
  <Actions Context="Author">
    <Exec>
      <Command>powershell.exe</Command>
      <Arguments>-NoProfile -File C:\Scripts\Sync-HR.ps1 -ApiKey «a» -Tenant acme</Arguments>
    </Exec>
  </Actions>
</Task>
`, V{"_sid": g.digits(10) + "-" + g.digits(10) + "-" + g.digits(9), "a": g.hex(40)}, `C:\Scripts\Sync-HR.ps1`, "<LogonType>Password</LogonType>")

	g.scrAdd("cloud-init-user-data", `
#cloud-config
hostname: gitlab-runner-07
users:
  - name: ops
    groups: sudo
    shell: /bin/bash
    lock_passwd: false
    plain_text_passwd: «a»
    ssh_authorized_keys:
      - «_pub» ops@laptop
runcmd:
  - curl -L https://packages.gitlab.com/install/repositories/runner/gitlab-runner/script.deb.sh | bash
  - apt-get install -y gitlab-runner
  - gitlab-runner register --non-interactive --url https://gitlab.acme.io --token «b» --executor docker --docker-image alpine:3.20
`, V{"a": g.pw(), "_pub": g.sshRSAPub(), "b": "glrt-" + g.b64u(20)}, "hostname: gitlab-runner-07", "--executor docker --docker-image alpine:3.20")

	g.scrAdd("logrotate-postrotate-upload", `
/var/log/nginx/*.log {
    daily
    rotate 14
    compress
    delaycompress
    sharedscripts
    postrotate
        [ -f /var/run/nginx.pid ] && kill -USR1 $(cat /var/run/nginx.pid)
        AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=«a»;EndpointSuffix=core.windows.net" \
          az storage blob upload-batch -d nginx-logs -s /var/log/nginx --pattern '*.gz' --overwrite
    endscript
}
`, V{"a": g.azStorage()}, "AccountName=acmelogs", "delaycompress")

	g.scrAdd("docker-compose-command-override", `
services:
  backup:
    image: alpine:3.20
    command: >
      sh -c "apk add --no-cache postgresql16-client aws-cli &&
             PGPASSWORD=«a» pg_dump -h db -U app app | gzip | aws s3 cp - s3://acme-backups/app-$(date +%F).sql.gz"
    environment:
      AWS_ACCESS_KEY_ID: «b»
      AWS_SECRET_ACCESS_KEY: «c»
    depends_on: [db]
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret()}, "postgresql16-client", "image: alpine:3.20")

	g.scrAdd("openrc-init-conf", `
# /etc/conf.d/prometheus-pve-exporter
command_args="--config.file=/etc/pve-exporter.yml"
# /etc/pve-exporter.yml
default:
  user: monitoring@pve
  token_name: exporter
  token_value: «a»
  verify_ssl: false
`, V{"a": g.uuid()}, "user: monitoring@pve", "token_name: exporter")

	g.scrAdd("k8s-cronjob-args", `
apiVersion: batch/v1
kind: CronJob
metadata:
  name: es-snapshot
spec:
  schedule: "0 3 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: snap
              image: curlimages/curl:8.10.1
              args:
                - -sS
                - -u
                - elastic:«a»
                - -X
                - PUT
                - https://es.logging.svc:9200/_snapshot/s3_repo/nightly-%3Cnow%2Fd%3E
`, V{"a": g.an(20)}, "curlimages/curl:8.10.1", `schedule: "0 3 * * *"`)

	g.scrAdd("windows-service-sc-create", `
sc.exe create AcmeAgent binPath= "C:\Program Files\Acme\agent.exe --server wss://ingest.acme.io --key «a»" start= auto obj= "CORP\svc-agent" password= "«b»"
[SC] CreateService SUCCESS
`, V{"a": g.hex(48), "b": g.pw()}, "[SC] CreateService SUCCESS", `CORP\svc-agent`)
}

// ---- Python one-off scripts ----

func (g *G) scrPython() {
	g.scrAdd("py-requests-basic-auth-tuple", `
#!/usr/bin/env python3
"""Export all Confluence pages of a space to JSON."""
import json
import requests

BASE = "https://acme.atlassian.net/wiki/rest/api"
AUTH = ("docs-export@acme.io", "«a»")

def pages(space):
    start = 0
    while True:
        r = requests.get(f"{BASE}/content", params={"spaceKey": space, "start": start, "limit": 50}, auth=AUTH, timeout=30)
        r.raise_for_status()
        data = r.json()
        yield from data["results"]
        if data["size"] < 50:
            break
        start += 50

if __name__ == "__main__":
    json.dump(list(pages("ENG")), open("eng.json", "w"), indent=2)
`, V{"a": g.atlassian()}, "docs-export@acme.io", "https://acme.atlassian.net/wiki/rest/api")

	g.scrAdd("py-smtplib-login", `
import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "Disk usage report"
msg["From"] = "alerts@acme.io"
msg["To"] = "ops@acme.io"
msg.set_content(open("/tmp/df.txt").read())

with smtplib.SMTP("smtp.gmail.com", 587) as s:
    s.starttls()
    s.login("alerts@acme.io", "«a»")
    s.send_message(msg)
`, V{"a": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, `smtplib.SMTP("smtp.gmail.com", 587)`, "Disk usage report")

	g.scrAdd("py-paramiko-connect", `
import paramiko

client = paramiko.SSHClient()
client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
client.connect("192.168.1.40", port=22, username="pi", password="«a»", timeout=10)
stdin, stdout, stderr = client.exec_command("vcgencmd measure_temp && df -h /")
print(stdout.read().decode())
client.close()
`, V{"a": g.pw()}, "paramiko.AutoAddPolicy()", "vcgencmd measure_temp")

	g.scrAdd("py-boto3-client-keys", `
import boto3

s3 = boto3.client(
    "s3",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    region_name="ap-southeast-2",
)
for obj in s3.list_objects_v2(Bucket="acme-ml-datasets", Prefix="imagenet-subset/")["Contents"][:10]:
    print(obj["Key"], obj["Size"])
`, V{"a": g.awsID(), "b": g.awsSecret()}, `region_name="ap-southeast-2"`, "acme-ml-datasets")

	g.scrAdd("py-boto3-session-temp-creds", `
session = boto3.Session(
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    aws_session_token="«c»",
)
print(session.client("sts").get_caller_identity()["Arn"])
# arn:aws:sts::«_acct»:assumed-role/AWSReservedSSO_AdministratorAccess_«_h»/jdoe@acme.io
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_acct": g.digits(12), "_h": g.hex(16)}, "get_caller_identity")

	g.scrAdd("py-imaplib-fetch", `
import imaplib, email

M = imaplib.IMAP4_SSL("outlook.office365.com")
M.login("invoices@acme.io", "«a»")
M.select("INBOX")
typ, data = M.search(None, '(UNSEEN FROM "billing@vendor.example")')
for num in data[0].split():
    typ, msg_data = M.fetch(num, "(RFC822)")
    msg = email.message_from_bytes(msg_data[0][1])
    print(msg["Subject"])
M.logout()
`, V{"a": g.pw()}, `imaplib.IMAP4_SSL("outlook.office365.com")`, "billing@vendor.example")

	g.scrAdd("py-ftplib-upload", `
from ftplib import FTP_TLS

ftps = FTP_TLS("ftp.print-shop.example")
ftps.login(user="acme_orders", passwd="«a»")
ftps.prot_p()
with open("orders_2024-11.zip", "rb") as fh:
    ftps.storbinary("STOR /incoming/orders_2024-11.zip", fh)
ftps.quit()
`, V{"a": g.pwURL()}, "ftp.print-shop.example", "acme_orders")

	g.scrAdd("py-ldap3-bind", `
from ldap3 import Server, Connection, ALL, NTLM

server = Server("ldaps://dc02.corp.acme.local", get_info=ALL)
conn = Connection(server, user="CORP\\svc-audit", password="«a»", authentication=NTLM, auto_bind=True)
conn.search("DC=corp,DC=acme,DC=local", "(&(objectClass=user)(userAccountControl:1.2.840.113556.1.4.803:=65536))", attributes=["sAMAccountName"])
for e in conn.entries:
    print(e.sAMAccountName)
`, V{"a": g.pw()}, "ldaps://dc02.corp.acme.local", "userAccountControl:1.2.840.113556.1.4.803:=65536")

	g.scrAdd("py-pymongo-uri-constant", `
# scripts/backfill_slugs.py
from pymongo import MongoClient
from slugify import slugify

MONGO_URI = "mongodb://backfill:«a»@10.4.0.21:27017,10.4.0.22:27017/catalog?authSource=admin&replicaSet=rs-catalog"
db = MongoClient(MONGO_URI).catalog

n = 0
for doc in db.products.find({"slug": {"$exists": False}}, {"name": 1}):
    db.products.update_one({"_id": doc["_id"]}, {"$set": {"slug": slugify(doc["name"])}})
    n += 1
print(f"backfilled {n} products")
`, V{"a": g.pwURL()}, "replicaSet=rs-catalog", "backfill_slugs.py")

	g.scrAdd("py-redis-from-url-password-kw", `
import redis
r = redis.Redis(host="redis-13845.c12.us-east-1-4.ec2.redns.redis-cloud.com", port=13845, password="«a»", decode_responses=True)
print(r.info("memory")["used_memory_human"])
print(len(r.keys("session:*")))
`, V{"a": g.an(32)}, "redis-13845.c12.us-east-1-4.ec2.redns.redis-cloud.com", "used_memory_human")

	g.scrAdd("py-psycopg2-connect-kwargs", `
import psycopg2, csv, sys

conn = psycopg2.connect(
    host="analytics.cluster-ro-«_c».eu-west-1.rds.amazonaws.com",
    dbname="analytics",
    user="looker_ro",
    password="«a»",
    sslmode="require",
)
with conn.cursor() as cur:
    cur.execute("SELECT id, email, created_at FROM users WHERE created_at > now() - interval '7 days'")
    csv.writer(sys.stdout).writerows(cur.fetchall())
`, V{"_c": g.s(alLowNum, 12), "a": g.pw()}, `user="looker_ro"`, `sslmode="require"`)

	g.scrAdd("py-openai-client-hardcoded", `
from openai import OpenAI

client = OpenAI(api_key="«a»")  # TODO: env var
resp = client.chat.completions.create(
    model="gpt-4o-mini",
    messages=[{"role": "user", "content": "Summarize this changelog in 3 bullets:\n" + open("CHANGELOG.md").read()[:8000]}],
)
print(resp.choices[0].message.content)
`, V{"a": g.openai()}, `model="gpt-4o-mini"`, "from openai import OpenAI")

	g.scrAdd("py-os-environ-setdefault", `
import os
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings.prod")
os.environ.setdefault("DATABASE_URL", "postgres://shop:«a»@db.internal:5432/shop")
os.environ["STRIPE_API_KEY"] = "«b»"

import django
django.setup()
from orders.models import Order
print(Order.objects.filter(status="pending").count())
`, V{"a": g.pwURL(), "b": g.rkLive()}, `"shop.settings.prod"`, `status="pending"`)

	g.scrAdd("py-requests-headers-dict-and-output", `
$ python3 check_quota.py
>>> headers = {"Authorization": "Token «a»", "User-Agent": "acme-quota/0.3"}
>>> r = requests.get("https://api.acme-geo.com/v1/quota", headers=headers)
>>> r.status_code, r.json()
(200, {'plan': 'business', 'used': «_u», 'limit': 500000, 'resets_at': '2024-12-01T00:00:00Z'})
`, V{"a": g.hex(40), "_u": fmt.Sprint(100000 + g.r.IntN(300000))}, "acme-quota/0.3", "https://api.acme-geo.com/v1/quota")

	g.scrAdd("py-pysftp-hostkey-none", `
import pysftp
cnopts = pysftp.CnOpts()
cnopts.hostkeys = None
with pysftp.Connection("sftp.bank-partner.example", username="ACME_TREASURY", password="«a»", cnopts=cnopts) as sftp:
    sftp.get_d("/outbound/statements", "./statements", preserve_mtime=True)
`, V{"a": g.pwStrong()}, "sftp.bank-partner.example", "ACME_TREASURY")

	g.scrAdd("py-gspread-service-account-dict", `
import gspread

creds = {
    "type": "service_account",
    "project_id": "acme-reporting",
    "private_key_id": "«_kid»",
    "private_key": "«a»",
    "client_email": "sheets-writer@acme-reporting.iam.gserviceaccount.com",
    "client_id": "«_cid»",
    "token_uri": "https://oauth2.googleapis.com/token",
}
gc = gspread.service_account_from_dict(creds)
sh = gc.open_by_key("«_sheet»")
sh.sheet1.append_row(["2024-11-30", 1874, 0.032])
`, func() V {
		return V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_cid": g.digits(21), "_sheet": "1" + g.b64u(43)}
	}(), "sheets-writer@acme-reporting.iam.gserviceaccount.com", `"project_id": "acme-reporting"`)

	g.scrAdd("py-jira-client-token", `
from jira import JIRA

jira = JIRA(server="https://jira.acme.io", token_auth="«a»")
for issue in jira.search_issues('project = OPS AND status = "In Progress"', maxResults=20):
    print(issue.key, issue.fields.assignee, issue.fields.summary)
`, V{"a": g.an(44)}, "https://jira.acme.io", `project = OPS AND status = "In Progress"`)

	g.scrAdd("py-twilio-client-sms", `
from twilio.rest import Client

account_sid = "«_sid»"
auth_token = "«a»"
client = Client(account_sid, auth_token)
message = client.messages.create(body="Server room temp 31.5C", from_="+15017122661", to="+15558675310")
print(message.sid)
«_msid»
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_msid": "SM" + g.hex(32)}, "Server room temp 31.5C")

	g.scrAdd("py-argparse-default-token", `
import argparse, requests

p = argparse.ArgumentParser(description="Bulk-close stale GitLab MRs")
p.add_argument("--url", default="https://gitlab.acme.io")
p.add_argument("--token", default="«a»", help="personal access token (api scope)")
p.add_argument("--days", type=int, default=90)
args = p.parse_args()
`, V{"a": g.glpat()}, "Bulk-close stale GitLab MRs", `help="personal access token (api scope)"`)

	g.scrAdd("py-click-envvar-default", `
@click.command()
@click.option("--api-key", envvar="HUBSPOT_KEY", default="«a»", show_default=False)
@click.option("--since", default="2024-01-01")
def export_contacts(api_key, since):
    ...
`, V{"a": g.hubspot()}, `envvar="HUBSPOT_KEY"`, `default="2024-01-01"`)

	g.scrAdd("py-mysql-connector-dict", `
import mysql.connector

cfg = {
  'user': 'etl',
  'password': '«a»',
  'host': 'mysql-legacy.dc1.acme.local',
  'database': 'erp',
  'raise_on_warnings': True,
}
cnx = mysql.connector.connect(**cfg)
`, V{"a": g.pw()}, "mysql-legacy.dc1.acme.local", "'raise_on_warnings': True")

	g.scrAdd("py-kafka-sasl-config", `
from confluent_kafka import Producer

p = Producer({
    "bootstrap.servers": "pkc-«_c».us-east-1.aws.confluent.cloud:9092",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": "«=key»",
    "sasl.password": "«a»",
})
p.produce("orders.v1", key="o-1001", value=b'{"total": 42.5}')
p.flush()
`, V{"_c": g.s(alLowNum, 5), "=key": g.s(alUpNum, 16), "a": g.s(alB64, 64)}, `"security.protocol": "SASL_SSL"`, "orders.v1")
}

// ---- Node, Go, Ruby, Perl, PHP one-offs ----

func (g *G) scrOtherLangs() {
	g.scrAdd("node-nodemailer-transport", `
// scripts/send-test-mail.js
const nodemailer = require('nodemailer');

const transporter = nodemailer.createTransport({
  host: 'email-smtp.eu-west-1.amazonaws.com',
  port: 587,
  secure: false,
  auth: { user: '«u»', pass: '«a»' },
});

transporter.sendMail({ from: 'no-reply@acme.io', to: process.argv[2], subject: 'SES test', text: 'hello' })
  .then(info => console.log('sent', info.messageId));
`, V{"u": g.awsID(), "a": "B" + g.s(alB64, 43)}, "email-smtp.eu-west-1.amazonaws.com", "no-reply@acme.io")

	g.scrAdd("node-axios-create-headers", `
const axios = require('axios');

const shopify = axios.create({
  baseURL: 'https://acme-store.myshopify.com/admin/api/2024-10',
  headers: { 'X-Shopify-Access-Token': '«a»', 'Content-Type': 'application/json' },
});

(async () => {
  const { data } = await shopify.get('/products.json?limit=250&fields=id,title,status');
  console.table(data.products);
})();
`, V{"a": g.shpat()}, "https://acme-store.myshopify.com/admin/api/2024-10")

	g.scrAdd("node-ssh2-client", `
const { Client } = require('ssh2');
const conn = new Client();
conn.on('ready', () => {
  conn.exec('pm2 restart api && pm2 ls', (err, stream) => {
    if (err) throw err;
    stream.on('data', d => process.stdout.write(d)).on('close', () => conn.end());
  });
}).connect({ host: '203.0.113.24', port: 22, username: 'node', password: '«a»' });
`, V{"a": g.pw()}, "pm2 restart api && pm2 ls", "host: '203.0.113.24'")

	g.scrAdd("node-one-liner-fetch", `
$ node -e "fetch('https://api.notion.com/v1/search',{method:'POST',headers:{Authorization:'Bearer «a»','Notion-Version':'2022-06-28','Content-Type':'application/json'},body:JSON.stringify({query:'Roadmap'})}).then(r=>r.json()).then(j=>console.log(j.results.length))"
7
`, V{"a": g.notion()}, "'Notion-Version':'2022-06-28'", "https://api.notion.com/v1/search")

	g.scrAdd("deno-script-const", `
// scripts/sync_airtable.ts
const AIRTABLE_TOKEN = "«a»";
const BASE = "«_base»";

const res = await fetch(ˋhttps://api.airtable.com/v0/${BASE}/Inventory?maxRecords=100ˋ, {
  headers: { Authorization: ˋBearer ${AIRTABLE_TOKEN}ˋ },
});
console.log((await res.json()).records.length);
`, V{"a": g.airtable(), "_base": "app" + g.an(14)}, "https://api.airtable.com/v0/", "sync_airtable.ts")

	g.scrAdd("go-run-main-smtp", `
package main

import (
	"log"
	"net/smtp"
)

func main() {
	auth := smtp.PlainAuth("", "postmaster@mg.acme.io", "«a»", "smtp.mailgun.org")
	msg := []byte("To: ops@acme.io\r\nSubject: test from go\r\n\r\nbody\r\n")
	if err := smtp.SendMail("smtp.mailgun.org:587", auth, "postmaster@mg.acme.io", []string{"ops@acme.io"}, msg); err != nil {
		log.Fatal(err)
	}
}
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.acme.io", `smtp.SendMail("smtp.mailgun.org:587"`)

	g.scrAdd("go-script-sql-open-dsn", `
// cmd/fixup/main.go — one-off, delete after the migration
func main() {
	db, err := sql.Open("mysql", "fixup:«a»@tcp(10.1.4.9:3306)/billing?parseTime=true")
	if err != nil {
		log.Fatal(err)
	}
	res, err := db.Exec("UPDATE invoices SET currency = 'EUR' WHERE currency = '' AND account_id IN (SELECT id FROM accounts WHERE country = 'DE')")
	if err != nil {
		log.Fatal(err)
	}
	n, _ := res.RowsAffected()
	fmt.Println("updated", n)
}
`, V{"a": g.pwURL()}, "tcp(10.1.4.9:3306)/billing?parseTime=true", "one-off, delete after the migration")

	g.scrAdd("go-ssh-client-config", `
config := &ssh.ClientConfig{
	User: "backup",
	Auth: []ssh.AuthMethod{
		ssh.Password("«a»"),
	},
	HostKeyCallback: ssh.InsecureIgnoreHostKey(),
	Timeout:         10 * time.Second,
}
client, err := ssh.Dial("tcp", "nas.lan:22", config)
`, V{"a": g.pw()}, "ssh.InsecureIgnoreHostKey()", `"nas.lan:22"`)

	g.scrAdd("ruby-net-ssh-start", `
#!/usr/bin/env ruby
require 'net/ssh'

%w[app1 app2].each do |h|
  Net::SSH.start("#{h}.acme.internal", 'deploy', password: '«a»', non_interactive: true) do |ssh|
    puts ssh.exec!('sudo systemctl restart puma && systemctl is-active puma')
  end
end
`, V{"a": g.pw()}, "systemctl is-active puma", "acme.internal")

	g.scrAdd("ruby-octokit-script", `
require 'octokit'
client = Octokit::Client.new(access_token: '«a»')
client.auto_paginate = true
client.org_repos('acme', type: 'private').each do |repo|
  client.update_branch_protection(repo.full_name, repo.default_branch, required_approving_review_count: 1) rescue puts("skip #{repo.name}")
end
`, V{"a": g.ghp()}, "client.auto_paginate = true", "required_approving_review_count: 1")

	g.scrAdd("perl-dbi-connect", `
#!/usr/bin/perl
use strict;
use warnings;
use DBI;

my $dbh = DBI->connect("DBI:Pg:dbname=legacy_crm;host=10.0.3.15", "crm_report", "«a»", { RaiseError => 1, AutoCommit => 1 })
    or die $DBI::errstr;
my $sth = $dbh->prepare("SELECT count(*) FROM contacts WHERE updated_at > now() - interval '1 day'");
$sth->execute;
print "changed today: ", ($sth->fetchrow_array)[0], "\n";
`, V{"a": g.pw()}, "DBI:Pg:dbname=legacy_crm;host=10.0.3.15", "crm_report")

	g.scrAdd("perl-lwp-credentials", `
my $ua = LWP::UserAgent->new(timeout => 15);
$ua->credentials('nagios.acme.local:443', 'Nagios Access', 'nagiosadmin', '«a»');
my $res = $ua->get('https://nagios.acme.local/nagios/cgi-bin/statusjson.cgi?query=hostlist');
die $res->status_line unless $res->is_success;
`, V{"a": g.pw()}, "'Nagios Access', 'nagiosadmin'", "statusjson.cgi?query=hostlist")

	g.scrAdd("php-phpmailer-script", `
<?php
require 'vendor/autoload.php';
use PHPMailer\PHPMailer\PHPMailer;

$mail = new PHPMailer(true);
$mail->isSMTP();
$mail->Host       = 'smtp.sendgrid.net';
$mail->SMTPAuth   = true;
$mail->Username   = 'apikey';
$mail->Password   = '«a»';
$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
$mail->Port       = 587;
$mail->setFrom('shop@acme-shop.com', 'Acme Shop');
$mail->addAddress($argv[1]);
$mail->Subject = 'Test';
$mail->Body    = 'It works.';
$mail->send();
`, V{"a": g.sendgrid()}, "$mail->Username   = 'apikey';", "PHPMailer::ENCRYPTION_STARTTLS")

	g.scrAdd("php-pdo-one-off", `
<?php
// fix_orders.php — run once: php fix_orders.php
$pdo = new PDO('mysql:host=127.0.0.1;port=3307;dbname=magento', 'magento', '«a»', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$n = $pdo->exec("UPDATE sales_order SET state='processing' WHERE state='pending_payment' AND created_at < NOW() - INTERVAL 2 DAY");
echo "fixed $n orders\n";
`, V{"a": g.pw()}, "mysql:host=127.0.0.1;port=3307;dbname=magento", "fix_orders.php")

	g.scrAdd("groovy-jenkins-script-console", `
// Manage Jenkins » Script Console
import com.cloudbees.plugins.credentials.*
import com.cloudbees.plugins.credentials.impl.*
import com.cloudbees.plugins.credentials.domains.Domain

def c = new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, "nexus-deploy", "Nexus deploy user", "deployment", "«a»")
SystemCredentialsProvider.getInstance().getStore().addCredentials(Domain.global(), c)
println "added ${c.id}"
`, V{"a": g.pw()}, "UsernamePasswordCredentialsImpl", `"nexus-deploy"`)

	g.scrAdd("lua-redis-script-auth", `
-- scripts/warm_cache.lua, run with: lua warm_cache.lua
local redis = require 'redis'
local client = redis.connect('10.9.0.4', 6379)
client:auth('«a»')
for i = 1, 1000 do
  client:set('warm:' .. i, os.time())
end
`, V{"a": g.an(28)}, "warm_cache.lua", "require 'redis'")

	g.scrAdd("r-script-dbconnect", `
library(DBI)
con <- dbConnect(RPostgres::Postgres(),
                 host = "warehouse.acme.internal",
                 dbname = "dw",
                 user = "analyst_jlee",
                 password = "«a»")
churn <- dbGetQuery(con, "SELECT month, churn_rate FROM mart.churn_monthly ORDER BY month")
plot(churn$month, churn$churn_rate, type = "l")
`, V{"a": g.pw()}, "warehouse.acme.internal", "analyst_jlee")

	g.scrAdd("csharp-script-csx", `
#r "nuget: Azure.Storage.Blobs, 12.22.2"
using Azure.Storage.Blobs;

var conn = "DefaultEndpointsProtocol=https;AccountName=acmeassets;AccountKey=«a»;EndpointSuffix=core.windows.net";
var container = new BlobContainerClient(conn, "thumbnails");
await foreach (var b in container.GetBlobsAsync()) Console.WriteLine($"{b.Name}\t{b.Properties.ContentLength}");
`, V{"a": g.azStorage()}, "AccountName=acmeassets", `#r "nuget: Azure.Storage.Blobs, 12.22.2"`)
}

// ---- SQL scripts ----

func (g *G) scrSQL() {
	g.scrAdd("sql-oracle-create-user-identified-by", `
-- 01_create_app_schema.sql
CREATE USER app_owner IDENTIFIED BY "«a»"
  DEFAULT TABLESPACE users
  TEMPORARY TABLESPACE temp
  QUOTA UNLIMITED ON users;
GRANT CREATE SESSION, CREATE TABLE, CREATE SEQUENCE, CREATE VIEW TO app_owner;
CREATE USER app_ro IDENTIFIED BY «b»;
GRANT CREATE SESSION TO app_ro;
`, V{"a": g.pw(), "b": g.an(16)}, "01_create_app_schema.sql", "QUOTA UNLIMITED ON users")

	g.scrAdd("sql-postgres-alter-role-password", `
BEGIN;
ALTER ROLE grafana_reader WITH LOGIN PASSWORD '«a»' VALID UNTIL '2025-06-30';
ALTER ROLE metabase PASSWORD '«b»';
GRANT pg_read_all_data TO grafana_reader;
COMMIT;
`, V{"a": g.pw(), "b": g.pwStrong()}, "VALID UNTIL '2025-06-30'", "pg_read_all_data")

	g.scrAdd("sql-postgres-scram-verifier-is-secret", `
-- dumped with pg_dumpall --roles-only
CREATE ROLE replicator;
ALTER ROLE replicator WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN REPLICATION NOBYPASSRLS PASSWORD '«a»';
`, V{"a": "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32)}, "pg_dumpall --roles-only", "NOBYPASSRLS")

	g.scrAdd("sql-mssql-create-login", `
USE [master];
GO
CREATE LOGIN [svc_reporting] WITH PASSWORD = N'«a»', DEFAULT_DATABASE = [ReportServer], CHECK_POLICY = OFF, CHECK_EXPIRATION = OFF;
GO
USE [Sales];
CREATE USER [svc_reporting] FOR LOGIN [svc_reporting];
ALTER ROLE db_datareader ADD MEMBER [svc_reporting];
GO
`, V{"a": g.pwStrong()}, "CHECK_POLICY = OFF", "ALTER ROLE db_datareader ADD MEMBER [svc_reporting]")

	g.scrAdd("sql-mssql-linked-server-login", `
EXEC master.dbo.sp_addlinkedserver @server = N'ORACLE_ERP', @srvproduct = N'Oracle', @provider = N'OraOLEDB.Oracle', @datasrc = N'erp-db:1521/ERPPROD';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'ORACLE_ERP', @useself = N'False', @locallogin = NULL, @rmtuser = N'LINKED_RO', @rmtpassword = N'«a»';
`, V{"a": g.pw()}, "@rmtuser = N'LINKED_RO'", "erp-db:1521/ERPPROD")

	g.scrAdd("sql-mysql-change-replication-source", `
STOP REPLICA;
CHANGE REPLICATION SOURCE TO
  SOURCE_HOST='10.30.1.10',
  SOURCE_PORT=3306,
  SOURCE_USER='repl',
  SOURCE_PASSWORD='«a»',
  SOURCE_AUTO_POSITION=1,
  SOURCE_SSL=1;
START REPLICA;
SHOW REPLICA STATUS\G
`, V{"a": g.pwStrong()}, "SOURCE_USER='repl'", "SOURCE_AUTO_POSITION=1")

	g.scrAdd("sql-postgres-fdw-user-mapping", `
CREATE EXTENSION IF NOT EXISTS postgres_fdw;
CREATE SERVER legacy_billing FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '10.2.0.50', port '5432', dbname 'billing');
CREATE USER MAPPING FOR app SERVER legacy_billing OPTIONS (user 'fdw_reader', password '«a»');
IMPORT FOREIGN SCHEMA public LIMIT TO (invoices, payments) FROM SERVER legacy_billing INTO legacy;
`, V{"a": g.pw()}, "CREATE EXTENSION IF NOT EXISTS postgres_fdw", "user 'fdw_reader'")

	g.scrAdd("sql-oracle-database-link", `
CREATE DATABASE LINK hr_link
  CONNECT TO hr_reader IDENTIFIED BY "«a»"
  USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=hrdb.corp.local)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=HRPDB)))';
SELECT COUNT(*) FROM employees@hr_link;
`, V{"a": g.pw()}, "CONNECT TO hr_reader", "SERVICE_NAME=HRPDB")

	g.scrAdd("sql-snowflake-stage-credentials", `
CREATE OR REPLACE STAGE raw.public.s3_events
  URL = 's3://acme-event-lake/events/'
  CREDENTIALS = (AWS_KEY_ID = '«a»' AWS_SECRET_KEY = '«b»')
  FILE_FORMAT = (TYPE = PARQUET);

ALTER USER dbt_cloud SET PASSWORD = '«c»' MUST_CHANGE_PASSWORD = FALSE;
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwStrong()}, "s3://acme-event-lake/events/", "FILE_FORMAT = (TYPE = PARQUET)")

	g.scrAdd("sql-redshift-copy-credentials", `
COPY analytics.page_views
FROM 's3://acme-clickstream/2024/11/'
CREDENTIALS 'aws_access_key_id=«a»;aws_secret_access_key=«b»'
FORMAT AS JSON 'auto'
GZIP
TIMEFORMAT 'auto'
REGION 'us-west-2';
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://acme-clickstream/2024/11/", "FORMAT AS JSON 'auto'")

	g.scrAdd("sql-clickhouse-create-user", `
CREATE USER IF NOT EXISTS grafana IDENTIFIED WITH sha256_password BY '«a»' HOST IP '10.0.0.0/8' SETTINGS readonly = 1;
GRANT SELECT ON logs.* TO grafana;
CREATE USER ingest IDENTIFIED WITH plaintext_password BY '«b»';
`, V{"a": g.pwStrong(), "b": g.pw()}, "HOST IP '10.0.0.0/8'", "GRANT SELECT ON logs.* TO grafana")

	g.scrAdd("sql-mysql-alter-user-and-select-output", `
mysql> ALTER USER 'root'@'localhost' IDENTIFIED WITH caching_sha2_password BY '«a»';
Query OK, 0 rows affected (0.02 sec)

mysql> SELECT user, host, plugin FROM mysql.user WHERE user NOT LIKE 'mysql.%';
+-----------+-----------+-----------------------+
| user      | host      | plugin                |
+-----------+-----------+-----------------------+
| root      | localhost | caching_sha2_password |
| wordpress | %         | caching_sha2_password |
+-----------+-----------+-----------------------+
2 rows in set (0.00 sec)
`, V{"a": g.pw()}, "Query OK, 0 rows affected (0.02 sec)", "WHERE user NOT LIKE 'mysql.%'")

	g.scrAdd("sql-seed-users-bcrypt-and-api-key", `
-- seeds/010_admin.sql
INSERT INTO users (id, email, password_hash, role, created_at) VALUES
  ('«_id»', 'admin@acme.io', '«a»', 'admin', now());
INSERT INTO api_keys (user_id, name, key_prefix, key_plain) VALUES
  ('«_id»', 'bootstrap', 'ak_live', 'ak_live_«b»');
`, V{"_id": g.uuid(), "a": g.bcrypt(), "b": g.an(32)}, "seeds/010_admin.sql", "admin@acme.io")

	g.scrAdd("sql-mariadb-grant-identified-by-old-syntax", `
GRANT SELECT, INSERT, UPDATE, DELETE ON shop.* TO 'shop'@'10.%' IDENTIFIED BY '«a»';
GRANT REPLICATION CLIENT ON *.* TO 'exporter'@'localhost' IDENTIFIED BY '«b»' WITH MAX_USER_CONNECTIONS 3;
`, V{"a": g.pw(), "b": g.pw()}, "WITH MAX_USER_CONNECTIONS 3", "'exporter'@'localhost'")

	g.scrAdd("sql-cockroach-create-user-with-password", `
root@crdb-0:26257/defaultdb> CREATE USER IF NOT EXISTS svc_orders WITH PASSWORD '«a»';
CREATE ROLE

Time: 34ms total (execution 33ms / network 0ms)
`, V{"a": g.pwStrong()}, "root@crdb-0:26257/defaultdb>", "svc_orders")

	g.scrAdd("sql-db2-connect-using", `
db2 CONNECT TO SAMPLE USER db2inst1 USING «a»
   Database Connection Information
 Database server        = DB2/LINUXX8664 11.5.9.0
 SQL authorization ID   = DB2INST1
 Local database alias   = SAMPLE
`, V{"a": g.pwURL()}, "Database server        = DB2/LINUXX8664 11.5.9.0", "db2inst1")
}

// ---- Dockerfile and docker build ----

func (g *G) scrDocker() {
	g.scrAdd("dockerfile-run-npmrc-token", `
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN echo "//registry.npmjs.org/:_authToken=«a»" > .npmrc && \
    npm ci --omit=dev && \
    rm -f .npmrc
`, V{"a": g.npmTok()}, "FROM node:20-bookworm-slim AS deps", "npm ci --omit=dev")

	g.scrAdd("dockerfile-arg-default-token", `
FROM python:3.12-slim
ARG PIP_EXTRA_INDEX_URL=https://aws:«a»@acme-«_acct».d.codeartifact.eu-central-1.amazonaws.com/pypi/internal/simple/
ARG APP_VERSION=«_v»
ENV PYTHONUNBUFFERED=1
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
`, V{"a": b64raw(`{"ver":1,"isu":`) + g.b64u(300), "_acct": g.digits(12), "_v": g.scrVer()}, "FROM python:3.12-slim", "PYTHONUNBUFFERED=1")

	g.scrAdd("dockerfile-env-secret-middle", `
FROM eclipse-temurin:21-jre
LABEL org.opencontainers.image.source=https://github.com/acme/ledger
ENV SPRING_PROFILES_ACTIVE=prod \
    SPRING_DATASOURCE_URL=jdbc:postgresql://ledger-db:5432/ledger \
    SPRING_DATASOURCE_USERNAME=ledger \
    SPRING_DATASOURCE_PASSWORD=«a» \
    JAVA_OPTS="-XX:MaxRAMPercentage=75"
COPY target/ledger.jar /app/ledger.jar
ENTRYPOINT ["java", "-jar", "/app/ledger.jar"]
`, V{"a": g.pw()}, "SPRING_DATASOURCE_USERNAME=ledger", "https://github.com/acme/ledger")

	g.scrAdd("dockerfile-run-git-clone-token", `
FROM golang:1.23 AS build
RUN git config --global url."https://x-access-token:«a»@github.com/".insteadOf "https://github.com/"
ENV GOPRIVATE=github.com/acme
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/svc ./cmd/svc
`, V{"a": g.ghs()}, "CGO_ENABLED=0 go build -trimpath", "GOPRIVATE=github.com/acme")

	g.scrAdd("dockerfile-run-curl-license-key", `
FROM ubuntu:24.04
RUN apt-get update && apt-get install -y curl ca-certificates && rm -rf /var/lib/apt/lists/*
RUN curl -fsSL -o /tmp/geoip.tar.gz "https://download.maxmind.com/app/geoip_download?edition_id=GeoLite2-City&license_key=«a»&suffix=tar.gz" \
 && tar -xzf /tmp/geoip.tar.gz -C /usr/share/GeoIP --strip-components=1
`, V{"a": g.an(6) + "_" + g.an(29) + "_mmk"}, "edition_id=GeoLite2-City", "FROM ubuntu:24.04")

	g.scrAdd("docker-build-arg-cli", `
$ docker build --build-arg NPM_TOKEN=«a» --build-arg SENTRY_AUTH_TOKEN=«b» -t acme/web:«_v» .
[+] Building 48.2s (14/14) FINISHED                                  docker:default
 => [internal] load build definition from Dockerfile                            0.0s
 => [deps 4/4] RUN npm ci                                                       31.7s
 => exporting to image                                                           2.1s
 => => writing image sha256:«_img»                                               0.0s
`, V{"a": g.npmTok(), "b": g.sentryUser(), "_v": g.scrVer(), "_img": g.hex(64)}, "load build definition from Dockerfile")

	g.scrAdd("docker-history-leaks-arg", `
$ docker history --no-trunc acme/api:latest | head -4
IMAGE                                                                     CREATED        CREATED BY                                                                                           SIZE
sha256:«_img»   2 hours ago    CMD ["./api"]                                                                                         0B
<missing>                                                                 2 hours ago    RUN |1 DB_PASSWORD=«a» /bin/sh -c ./migrate --up # buildkit                                            1.2kB
<missing>                                                                 2 hours ago    ARG DB_PASSWORD                                                                                       0B
`, V{"_img": g.hex(64), "a": g.pw()}, "ARG DB_PASSWORD", "docker history --no-trunc acme/api:latest")

	g.scrAdd("dockerfile-run-mysql-init", `
FROM mysql:8.4
ENV MYSQL_ROOT_PASSWORD=«a»
ENV MYSQL_DATABASE=wiki MYSQL_USER=wiki MYSQL_PASSWORD=«b»
COPY schema.sql /docker-entrypoint-initdb.d/
HEALTHCHECK CMD mysqladmin ping -h 127.0.0.1 -p«a» || exit 1
`, V{"a": g.pwURL(), "b": g.pwURL()}, "FROM mysql:8.4", "/docker-entrypoint-initdb.d/")

	g.scrAdd("dockerfile-composer-auth-env", `
FROM composer:2 AS vendor
ENV COMPOSER_AUTH='{"github-oauth": {"github.com": "«a»"}, "http-basic": {"repo.packagist.com": {"username": "token", "password": "«b»"}}}'
COPY composer.json composer.lock ./
RUN composer install --no-dev --no-scripts --prefer-dist
`, V{"a": g.ghp(), "b": g.hex(60)}, "FROM composer:2 AS vendor", "repo.packagist.com")

	g.scrAdd("dockerfile-buildkit-secret-and-leftover", `
# syntax=docker/dockerfile:1.7
FROM rust:1.82 AS build
# good: the token only exists for this RUN
RUN --mount=type=secret,id=cargo_token,env=CARGO_REGISTRIES_ACME_TOKEN cargo fetch
# bad: someone left the old line in
# ENV CARGO_REGISTRIES_ACME_TOKEN="Bearer «a»"
COPY . .
RUN cargo build --release --locked
`, V{"a": "cio" + g.an(32)}, "--mount=type=secret,id=cargo_token", "cargo build --release --locked")

	g.scrAdd("docker-run-e-flags-output", `
$ docker run -d --name n8n -p 5678:5678 \
    -e N8N_BASIC_AUTH_ACTIVE=true -e N8N_BASIC_AUTH_USER=admin -e N8N_BASIC_AUTH_PASSWORD=«a» \
    -e N8N_ENCRYPTION_KEY=«b» \
    -v n8n_data:/home/node/.n8n docker.n8n.io/n8nio/n8n:«_v»
«_cid»
`, V{"a": g.pw(), "b": g.an(32), "_v": g.scrVer(), "_cid": g.hex(64)}, "docker.n8n.io/n8nio/n8n", "N8N_BASIC_AUTH_USER=admin")

	g.scrAdd("docker-inspect-env-array", `
$ docker inspect keycloak --format '{{json .Config.Env}}' | jq .
[
  "KC_DB=postgres",
  "KC_DB_URL=jdbc:postgresql://pg:5432/keycloak",
  "KC_DB_USERNAME=keycloak",
  "KC_DB_PASSWORD=«a»",
  "KEYCLOAK_ADMIN=admin",
  "KEYCLOAK_ADMIN_PASSWORD=«b»",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
]
`, V{"a": g.pw(), "b": g.pwStrong()}, "KC_DB_URL=jdbc:postgresql://pg:5432/keycloak", "KEYCLOAK_ADMIN=admin")

	g.scrAdd("containerfile-podman-secret-file-cat", `
$ podman build -t localhost/ingest:dev -f Containerfile .
STEP 5/9: RUN echo "machine api.acme-data.io login ingest password «a»" > /root/.netrc && ./fetch-fixtures.sh
Fetched 124 fixtures from https://api.acme-data.io/v1/fixtures
--> «_layer»
`, V{"a": g.pwURL(), "_layer": g.hex(12)}, "localhost/ingest:dev", "Fetched 124 fixtures")
}

// ---- benign look-alikes ----

func (g *G) scrBenign() {
	g.scrAdd("benign-installer-checksum-and-gpg", `
#!/bin/sh
set -eu
VERSION=«_v»
curl -fsSLO "https://releases.hashicorp.com/terraform/${VERSION}/terraform_${VERSION}_linux_amd64.zip"
curl -fsSLO "https://releases.hashicorp.com/terraform/${VERSION}/terraform_${VERSION}_SHA256SUMS"
gpg --recv-keys «_fpr»
echo "«_sum»  terraform_${VERSION}_linux_amd64.zip" | sha256sum -c -
`, V{"_v": g.scrVer(), "_fpr": g.scrFpr(), "_sum": g.scrSum()}, "https://releases.hashicorp.com/terraform/")

	g.scrAdd("benign-env-reads-only", `
#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_PASSWORD:?DATABASE_PASSWORD must be set}"
: "${API_TOKEN:?}"
export PGPASSWORD="$DATABASE_PASSWORD"
psql -h "$DB_HOST" -U "$DB_USER" -c 'select now()'
curl -fsS -H "Authorization: Bearer ${API_TOKEN}" https://api.acme.io/v1/ping
`, V{}, "DATABASE_PASSWORD must be set", `export PGPASSWORD="$DATABASE_PASSWORD"`, "${API_TOKEN}")

	g.scrAdd("benign-placeholder-defaults", `
# .env.example — copy to .env and fill in
POSTGRES_PASSWORD=changeme
REDIS_PASSWORD=
STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
SENDGRID_API_KEY=<your-sendgrid-key>
JWT_SECRET=replace-me-with-64-random-chars
`, V{}, "POSTGRES_PASSWORD=changeme", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "<your-sendgrid-key>", "replace-me-with-64-random-chars")

	g.scrAdd("benign-powershell-read-host-and-vault", `
$cred = Get-Credential -Message "Domain admin for $env:COMPUTERNAME"
$apiKey = Get-Secret -Name 'PagerDutyApiKey' -Vault 'AcmeVault' -AsPlainText
$secure = Read-Host -Prompt 'SQL password' -AsSecureString
Invoke-Sqlcmd -ServerInstance 'sql01' -Credential $cred -Query 'SELECT @@VERSION'
`, V{}, "Get-Secret -Name 'PagerDutyApiKey' -Vault 'AcmeVault'", "Read-Host -Prompt 'SQL password' -AsSecureString")

	g.scrAdd("benign-dockerfile-digests-and-pins", `
FROM node:20.18.0-alpine3.20@sha256:«_d1» AS build
ARG NPM_TOKEN
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
FROM gcr.io/distroless/nodejs20-debian12@sha256:«_d2»
COPY --from=build /app /app
LABEL org.opencontainers.image.revision=«_sha»
`, V{"_d1": g.hex(64), "_d2": g.hex(64), "_sha": g.gitSHA()}, "ARG NPM_TOKEN", "--mount=type=secret,id=npmrc,target=/root/.npmrc")

	g.scrAdd("benign-makefile-vars-names-only", `
AWS_PROFILE      ?= acme-dev
SECRET_ARN       := arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/api/db-«_sfx»
TOKEN_FILE       := $(HOME)/.config/acme/token
PASSWORD_VAR     := DB_PASSWORD

db-password:
	@aws secretsmanager get-secret-value --secret-id $(SECRET_ARN) --query SecretString --output text | jq -r .password
`, V{"_acct": g.digits(12), "_sfx": g.an(6)}, "TOKEN_FILE       := $(HOME)/.config/acme/token", "PASSWORD_VAR     := DB_PASSWORD")

	g.scrAdd("benign-systemd-credential-load", `
[Service]
LoadCredential=db-password:/etc/acme/credentials/db-password
Environment=DB_PASSWORD_FILE=%d/db-password
ExecStart=/usr/local/bin/acme-api --config /etc/acme/api.toml
DynamicUser=yes
`, V{}, "LoadCredential=db-password:/etc/acme/credentials/db-password", "DB_PASSWORD_FILE=%d/db-password")

	g.scrAdd("benign-sql-password-function-and-hash-algo", `
-- enforce scram for new passwords
SET password_encryption = 'scram-sha-256';
ALTER SYSTEM SET password_encryption = 'scram-sha-256';
SELECT rolname, rolpassword IS NOT NULL AS has_password, rolvaliduntil FROM pg_authid WHERE rolcanlogin;
CREATE USER ci_reader WITH LOGIN IN ROLE pg_read_all_data PASSWORD NULL;
`, V{}, "SET password_encryption = 'scram-sha-256'", "PASSWORD NULL")

	g.scrAdd("benign-expect-prompts-from-env", `
#!/usr/bin/expect -f
set pass $env(ROUTER_PASS)
spawn ssh admin@«_ip»
expect "password:"
send "$pass\r"
expect "#"
send "show version\r"
`, V{"_ip": g.scrIP()}, "set pass $env(ROUTER_PASS)", `send "$pass\r"`)

	g.scrAdd("benign-crontab-ids-and-uuids", `
# healthchecks.io pings (the UUID only identifies the check)
*/5 * * * * curl -fsS -m 10 --retry 3 -o /dev/null https://hc-ping.com/«_u1»
0 3 * * * /usr/local/bin/backup.sh && curl -fsS https://hc-ping.com/«_u2»
# commit deployed: «_sha»
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_sha": g.gitSHA()}, "healthchecks.io pings")

	g.scrAdd("benign-package-json-integrity", `
    "node_modules/left-pad": {
      "version": "1.3.0",
      "resolved": "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",
      "integrity": "sha512-«_i»",
      "deprecated": "use String.prototype.padStart()"
    }
`, V{"_i": g.b64(64)}, "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz")

	g.scrAdd("benign-ssh-public-key-authorized-keys-script", `
#!/bin/bash
# add-ops-keys.sh — public keys only
install -d -m 700 /home/ops/.ssh
cat >> /home/ops/.ssh/authorized_keys <<'KEYS'
«_k1» alice@acme
«_k2» bob@acme
KEYS
chown -R ops:ops /home/ops/.ssh
`, func() V { _, pub := g.sshEd25519("alice@acme"); return V{"_k1": pub, "_k2": g.sshRSAPub()} }(), "add-ops-keys.sh", "chown -R ops:ops /home/ops/.ssh")

	g.scrAdd("mixed-masked-echo-and-real-secret", `
$ ./bootstrap.sh
[bootstrap] using API key «_mask» (from ~/.config/acme/key)
[bootstrap] writing /etc/acme/agent.conf
$ cat /etc/acme/agent.conf
server = "https://ingest.acme.io"
api_key = "«a»"
request_id_prefix = "«_rid»"
`, V{"_mask": "acm_****" + g.an(4), "a": "acm_" + g.an(40), "_rid": g.hex(12)}, `server = "https://ingest.acme.io"`, "[bootstrap] writing /etc/acme/agent.conf")
}
