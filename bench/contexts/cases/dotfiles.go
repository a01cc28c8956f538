package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net/url"
	"strings"
)

// dotCases adds what a coding agent sees when it helps someone set up or
// debug their own machine: shell start-up files (bash, zsh, fish, the
// profile, direnv) and shell history; the per-user credential files of
// command-line clients (netrc, pgpass, my.cnf, s3cmd, boto, the AWS CLI,
// gh, git, npm, yarn, pip and twine, Gradle, Maven, Cargo, RubyGems,
// Composer, conda, Docker, kubectl, Terraform, rclone, hub, Vault, the
// 1Password CLI); SSH and GnuPG keys; password managers and OS keychains
// (pass, KeePassXC, Bitwarden, the macOS keychain, Windows Credential
// Manager, GNOME keyring); mail set-ups (mutt and neomutt, msmtp, mbsync,
// offlineimap, fetchmail, aerc, Thunderbird, Postfix, Dovecot, Exim, and
// app passwords of Gmail, Fastmail and Outlook); and desktop tools
// (FileZilla, WinSCP, PuTTY and KiTTY, mRemoteNG, Remmina, DBeaver,
// JetBrains IDEs, VS Code, Postman, Insomnia, Cyberduck, Transmit,
// Sublime SFTP, browser password exports). The files appear as cat, grep
// and sed output, as diffs when the agent edits them, and pasted in chat.
// The case names start with "dot/".
//
// A value is a secret as the file stores it: base64 (Docker auths,
// FileZilla, npm _auth) and URL-encoded passwords are secrets in their
// encoded form, and a decoded form shown next to them is a secret too.
// Values a tool obfuscates or encrypts with a key that ships with the
// tool or sits in the same profile (WinSCP, mRemoteNG's default key,
// Remmina, rclone obscure, DBeaver, Thunderbird logins without a primary
// password, Maven {...}) are secrets, and so are password hashes (Dovecot
// and Exim crypt strings). Benign: hosts, ports, user names, e-mail
// addresses, paths, key ids and fingerprints, public keys, the commands
// of passwordeval, PassCmd and remotepasseval, credential helper and
// keychain names, masked values, account and device ids.
func (g *G) dotCases() {
	g.dotShell()
	g.dotHistory()
	g.dotClients()
	g.dotGit()
	g.dotPackages()
	g.dotContainers()
	g.dotKeys()
	g.dotVaults()
	g.dotMail()
	g.dotDesktop()
	g.dotBenign()
}

// ---- values used only here ----

// dotAppPw is a Gmail-style app password: four groups of four letters.
func (g *G) dotAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// dotAppPwFlat is an app password of sixteen letters with no spaces.
func (g *G) dotAppPwFlat() string { return g.s(alLower, 16) }

// dotFastmail is a Fastmail app password.
func (g *G) dotFastmail() string { return g.s(alLowNum, 16) }

// dotPwSym is a human password with characters a URL must encode.
func (g *G) dotPwSym() string {
	return g.pick(pwWords...) + g.pick("@", "#", "/", "%", "&", "+") + g.s(alDigit, 3) + g.pick(pwWords...) + g.pick("!", "?", "@", ":")
}

// dotPct is s percent-encoded as in a URL's user-info.
func dotPct(s string) string { return url.QueryEscape(s) }

// dotCryptSalt is a crypt(3) salt or hash alphabet string.
func (g *G) dotCrypt(n int) string { return g.s(alAlnum+"./", n) }

func (g *G) dotSHA512Crypt() string { return "$6$" + g.dotCrypt(16) + "$" + g.dotCrypt(86) }
func (g *G) dotSHA256Crypt() string { return "$5$" + g.dotCrypt(16) + "$" + g.dotCrypt(43) }
func (g *G) dotYescrypt() string    { return "$y$j9T$" + g.dotCrypt(22) + "$" + g.dotCrypt(43) }

// dotSSHEnc returns a passphrase-protected OpenSSH ed25519 key shaped PEM
// (aes256-ctr, bcrypt KDF) and its public key line.
func (g *G) dotSSHEnc(comment string) (pemKey, string) {
	_, pub := g.sshEd25519(comment)
	pubBlob, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(pub, "ssh-ed25519 "))
	if err != nil {
		panic(err)
	}
	kdf := binary.BigEndian.AppendUint32(sshString(g.bytes(16)), 16)
	var blob []byte
	blob = append(blob, []byte("openssh-key-v1\x00")...)
	blob = append(blob, sshString([]byte("aes256-ctr"))...)
	blob = append(blob, sshString([]byte("bcrypt"))...)
	blob = append(blob, sshString(kdf)...)
	blob = binary.BigEndian.AppendUint32(blob, 1)
	blob = append(blob, sshString(pubBlob)...)
	blob = append(blob, sshString(g.bytes(144))...)
	return pemKey{
		begin: "-----BEGIN OPENSSH PRIVATE KEY-----",
		body:  wrap(base64.StdEncoding.EncodeToString(blob), 70),
		end:   "-----END OPENSSH PRIVATE KEY-----",
	}, pub
}

func (g *G) dotWinSCP() string    { return "A35C" + g.s(alHexU, 60+2*g.r.IntN(20)) }
func (g *G) dotMRemote() string   { return g.b64(32 + 16*g.r.IntN(3)) }
func (g *G) dotRemmina() string   { return g.b64(16 * (1 + g.r.IntN(2))) }
func (g *G) dotRclone() string    { return strings.TrimRight(g.b64u(30+g.r.IntN(14)), "=") }
func (g *G) dotBWSession() string { return g.b64(64) }
func (g *G) dotOPSession() string { return g.b64u(43) }
func (g *G) dotCrates() string    { return "cio" + g.an(32) }
func (g *G) dotAnaconda() string  { return g.s(alLower, 2) + "-" + g.uuid() }
func (g *G) dotMavenEnc() string  { return "{" + g.b64(32) + "}" }
func (g *G) dotOPSecretKey() string {
	return "A3-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5)
}
func (g *G) dotCodeArtifact() string { return "eyJ2ZXIiOjEsImlzdSI6" + g.b64u(380) }
func (g *G) dotSSOToken() string     { return "aoa" + g.b64u(40) + ":" + g.b64u(120) }
func (g *G) dotFF() string {
	return "MEIEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECA" + g.s(alB64, 40) + "="
}
func (g *G) dotSSHFP() string  { return "SHA256:" + strings.TrimRight(g.b64(32), "=") }
func (g *G) dotKeyID() string  { return g.s(alHexU, 16) }
func (g *G) dotGPGFpr() string { return g.s(alHexU, 40) }
func (g *G) dotTOTPURI(issuer, acct string) string {
	return "otpauth://totp/" + issuer + ":" + acct + "?secret=" + g.totp() + "&issuer=" + issuer
}

func (g *G) dotShell() {
	g.add("dot/bashrc-exports-tail", `
$ tail -n 12 ~/.bashrc
# >>> conda initialize >>>
# <<< conda initialize <<<
export PATH="$HOME/.local/bin:$HOME/go/bin:$PATH"
export EDITOR=nvim
export GITHUB_TOKEN=«a»
export OPENAI_API_KEY="«b»"
alias k=kubectl
alias gs='git status -sb'
[ -f ~/.fzf.bash ] && source ~/.fzf.bash
eval "$(starship init bash)"
`, V{"a": g.ghp(), "b": g.openai()}, "export EDITOR=nvim", "alias k=kubectl", "~/.fzf.bash")

	g.add("dot/zshrc-grep-export", `
$ grep -n export ~/.zshrc
14:export ZSH="$HOME/.oh-my-zsh"
52:export HOMEBREW_GITHUB_API_TOKEN=«a»
53:export NPM_TOKEN=«b»
54:export ANTHROPIC_API_KEY=«c»
71:export GOPATH=$HOME/go
`, V{"a": g.ghp(), "b": g.npmTok(), "c": g.anthropic()}, "HOMEBREW_GITHUB_API_TOKEN", "export GOPATH=$HOME/go")

	g.add("dot/profile-aws-and-db", `
# ~/.profile: executed by the command interpreter for login shells.
if [ -n "$BASH_VERSION" ]; then
    if [ -f "$HOME/.bashrc" ]; then
        . "$HOME/.bashrc"
    fi
fi
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export PGPASSWORD='«c»'
export PGHOST=pg-dev.home.arpa
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pw()}, "PGHOST=pg-dev.home.arpa", "$BASH_VERSION")

	g.add("dot/fish-set-gx", `
$ cat ~/.config/fish/config.fish
if status is-interactive
    set -gx EDITOR hx
    set -gx GOPATH $HOME/go
    set -gx HF_TOKEN «a»
    set -gx CLOUDFLARE_API_TOKEN «b»
    set -Ux LINEAR_API_KEY «c»
    fish_add_path $HOME/.cargo/bin
end
`, V{"a": g.hfTok(), "b": g.cfToken(), "c": g.linear()}, "set -gx EDITOR hx", "fish_add_path $HOME/.cargo/bin")

	g.add("dot/fish-variables-file", `
$ cat ~/.config/fish/fish_variables
# This file contains fish universal variable definitions.
# VERSION: 3.0
SETUVAR --export GROQ_API_KEY:«a»
SETUVAR --export OPENROUTER_API_KEY:«b»
SETUVAR __fish_initialized:3400
SETUVAR fish_color_autosuggestion:555\x1ebrblack
`, V{"a": g.groq(), "b": g.openrouter()}, "__fish_initialized:3400", "fish_color_autosuggestion")

	g.add("dot/envrc-project", `
$ cat ~/src/homelab/.envrc
export KUBECONFIG=$PWD/kubeconfig.yaml
export PROXMOX_VE_ENDPOINT=https://pve.home.arpa:8006/
export PROXMOX_VE_API_TOKEN='terraform@pve!provider=«a»'
export TF_VAR_cloudflare_token=«b»
watch_file kubeconfig.yaml
`, V{"a": g.uuid(), "b": g.cfToken()}, "https://pve.home.arpa:8006/", "watch_file kubeconfig.yaml", "terraform@pve!provider=")

	g.add("dot/envrc-direnv-allow-output", `
$ direnv allow
direnv: loading ~/src/blog/.envrc
direnv: export +CONTENTFUL_MANAGEMENT_TOKEN +NETLIFY_AUTH_TOKEN +SITE_URL
$ cat .envrc
export CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-«a»
export NETLIFY_AUTH_TOKEN=«b»
export SITE_URL=https://blog.danak.dev
`, V{"a": g.b64u(43), "b": g.netlify()}, "https://blog.danak.dev", "+CONTENTFUL_MANAGEMENT_TOKEN")

	g.add("dot/zshenv-secrets-sourced", `
$ cat ~/.zshenv
typeset -U path
path=(~/.local/bin $path)
[[ -r ~/.secrets.zsh ]] && source ~/.secrets.zsh
$ cat ~/.secrets.zsh
export DIGITALOCEAN_TOKEN=«a»
export TAILSCALE_AUTHKEY=«b»
export PUSHOVER_TOKEN=«c»
`, V{"a": g.doToken(), "b": g.tailscale(), "c": g.s(alLowNum, 30)}, "[[ -r ~/.secrets.zsh ]]", "typeset -U path")

	g.add("dot/bash-aliases-with-password", `
$ cat ~/.bash_aliases
alias ll='ls -alF'
alias dbprod='PGPASSWORD=«a» psql -h db.prod.internal -U reporting analytics'
alias nas='sshpass -p «b» ssh admin@nas.home.arpa'
alias weather='curl -s wttr.in/Berlin?format=3'
`, V{"a": g.pwURL(), "b": g.pwURL()}, "db.prod.internal", "admin@nas.home.arpa", "wttr.in/Berlin?format=3")

	g.add("dot/diff-zshrc-move-to-pass", `
--- a/.zshrc
+++ b/.zshrc
@@ -48,7 +48,7 @@ source $ZSH/oh-my-zsh.sh
 export LANG=en_US.UTF-8
-export OPENAI_API_KEY=«a»
-export GITLAB_TOKEN=«b»
+export OPENAI_API_KEY="$(pass show api/openai)"
+export GITLAB_TOKEN="$(pass show api/gitlab)"
 export BAT_THEME=ansi
`, V{"a": g.openai(), "b": g.glpat()}, "$(pass show api/openai)", "$(pass show api/gitlab)", "BAT_THEME=ansi")

	g.add("dot/diff-bashrc-op-read", `
@@ -102,4 +102,4 @@
 # api keys
-export SENDGRID_API_KEY='«a»'
+export SENDGRID_API_KEY="$(op read 'op://Personal/SendGrid/credential')"
 export GPG_TTY=$(tty)
`, V{"a": g.sendgrid()}, "op://Personal/SendGrid/credential", "GPG_TTY=$(tty)")

	g.add("dot/chat-paste-zshrc-slow", `
my zsh takes like 4 seconds to start, here's the rc, what's slow?

    source $ZSH/oh-my-zsh.sh
    export NVM_DIR="$HOME/.nvm"
    [ -s "$NVM_DIR/nvm.sh" ] && \. "$NVM_DIR/nvm.sh"
    export PULUMI_ACCESS_TOKEN=«a»
    export DOPPLER_TOKEN=«b»
    eval "$(pyenv init -)"
`, V{"a": g.pulumi(), "b": g.doppler()}, "$NVM_DIR/nvm.sh", "pyenv init -")

	g.add("dot/ksh-kshrc-proxy-password", `
$ cat ~/.kshrc
export http_proxy=http://dkaur:«a»@proxy.corp.example.com:3128
export https_proxy=$http_proxy
export no_proxy=localhost,127.0.0.1,.corp.example.com
`, V{"a": g.pwURL()}, "proxy.corp.example.com:3128", "export https_proxy=$http_proxy")

	g.add("dot/powershell-profile", `
PS> Get-Content $PROFILE
Import-Module posh-git
Set-PSReadLineOption -EditMode Emacs
$env:AZURE_DEVOPS_EXT_PAT = "«a»"
$env:OPENAI_API_KEY = '«b»'
function gco { git checkout @args }
`, V{"a": g.azDevops(), "b": g.openai()}, "Import-Module posh-git", "Set-PSReadLineOption -EditMode Emacs")

	g.add("dot/nushell-env", `
$ cat ~/.config/nushell/env.nu
$env.EDITOR = "hx"
$env.GITHUB_TOKEN = "«a»"
$env.HCLOUD_TOKEN = "«b»"
$env.PATH = ($env.PATH | split row (char esep) | prepend '~/.cargo/bin')
`, V{"a": g.ghFine(), "b": g.an(64)}, "$env.EDITOR = \"hx\"", "prepend '~/.cargo/bin'")

	g.add("dot/launchctl-setenv", `
$ cat ~/Library/LaunchAgents/dev.dana.env.plist | grep -A1 string
	<string>dev.dana.env</string>
	<string>/bin/launchctl</string>
	<string>setenv</string>
	<string>NOTION_TOKEN</string>
	<string>«a»</string>
`, V{"a": g.notion()}, "dev.dana.env", "/bin/launchctl")

	g.add("dot/systemd-user-environment-d", `
$ cat ~/.config/environment.d/50-tokens.conf
GOPROXY=https://proxy.golang.org,direct
GOPRIVATE=git.home.arpa
GITEA_TOKEN=«a»
RESTIC_PASSWORD=«b»
RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/dana-restic
`, V{"a": g.hex(40), "b": g.pw()}, "GOPRIVATE=git.home.arpa", "s3:https://s3.eu-central-003.backblazeb2.com/dana-restic")
}

func (g *G) dotHistory() {
	t := 1717000000 + g.r.IntN(9000000)
	g.add("dot/zsh-history-extended", fmt.Sprintf(`
$ tail -n 6 ~/.zsh_history
: %d:0;cd ~/src/infra
: %d:0;export VAULT_TOKEN=«a»
: %d:0;vault kv get secret/homelab/unifi
: %d:0;mysql -h 127.0.0.1 -u root -p«b» shop
: %d:0;git push origin main
`, t, t+12, t+19, t+40, t+95), V{"a": g.vaultTok(), "b": g.pwURL()}, "vault kv get secret/homelab/unifi", "cd ~/src/infra")

	g.add("dot/history-grep-curl", `
$ history | grep curl
  412  curl -s https://api.github.com/user -H "Authorization: token «a»"
  417  curl -u dana:«b» https://jenkins.home.arpa/api/json
  503  curl -fsSL https://get.docker.com | sh
  611  curl -H "X-Api-Key: «c»" https://api.pushover.net/1/messages.json
`, V{"a": g.ghp(), "b": g.pwURL(), "c": g.s(alLowNum, 30)}, "https://get.docker.com", "jenkins.home.arpa")

	g.add("dot/bash-history-docker-login", `
$ grep -n login ~/.bash_history
88:docker login -u danak -p «a»
231:docker login ghcr.io -u danak --password «b»
232:echo «c» | docker login registry.gitlab.com -u danak --password-stdin
340:gh auth login --web
`, V{"a": g.dockerPAT(), "b": g.ghp(), "c": g.glpat()}, "gh auth login --web", "registry.gitlab.com")

	g.add("dot/history-sshpass-and-git-clone", `
$ history 30 | sed -n '1,5p'
 1201  sshpass -p '«a»' scp backup.tar.gz pi@raspberrypi.local:/mnt/usb
 1202  git clone https://danak:«b»@gitlab.com/danak/dotfiles.git
 1203  cd dotfiles && ./install.sh
 1204  htpasswd -bc /etc/nginx/.htpasswd dana «c»
 1205  sudo systemctl reload nginx
`, V{"a": g.pw(), "b": g.glpat(), "c": g.pwURL()}, "pi@raspberrypi.local:/mnt/usb", "/etc/nginx/.htpasswd")

	g.add("dot/fish-history-yaml", `
$ grep -A1 -- '- cmd: export' ~/.local/share/fish/fish_history
- cmd: export STRIPE_API_KEY=«a»
  when: 1718123412
- cmd: export TWILIO_AUTH_TOKEN=«b»
  when: 1718123590
`, V{"a": g.skTest(), "b": g.hex(32)}, "when: 1718123412", "~/.local/share/fish/fish_history")

	g.add("dot/history-openssl-zip-7z", `
$ history | grep -E 'openssl|zip|7z'
  77  openssl enc -aes-256-cbc -pbkdf2 -in taxes.tar -out taxes.enc -k «a»
  78  zip -P «b» -r scans.zip ~/Documents/scans
  91  7z a -p«c» -mhe=on photos.7z ~/Pictures/2023
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "~/Documents/scans", "-mhe=on photos.7z")

	g.add("dot/psreadline-history", `
PS> Get-Content (Get-PSReadLineOption).HistorySavePath | Select-Object -Last 4
$cred = New-Object PSCredential("CONTOSO\dkaur", (ConvertTo-SecureString "«a»" -AsPlainText -Force))
Enter-PSSession -ComputerName fs01.contoso.local -Credential $cred
net use Z: \\fs01.contoso.local\home «b» /user:CONTOSO\dkaur
Get-ChildItem Z:\
`, V{"a": g.pw(), "b": g.pw()}, "fs01.contoso.local", "CONTOSO\\dkaur")

	g.add("dot/history-psql-url-and-redis", `
$ history | tail -4
 2040  psql "postgresql://dana:«a»@localhost:5433/finance?sslmode=disable"
 2041  redis-cli -h 10.0.0.12 -a «b» --no-auth-warning ping
 2042  mongosh "mongodb://admin:«c»@nas.home.arpa:27017/?authSource=admin"
 2043  clear
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "nas.home.arpa:27017", "--no-auth-warning")

	g.add("dot/chat-history-leak-question", `
I think I leaked something in my shell history, this is what `+"`history | grep -i token`"+` gives:

    1822  export CIRCLE_TOKEN=«a»
    1830  circleci setup --token «a» --host https://circleci.com --no-prompt
    1903  grep -ri token ~/notes

how do I scrub just those lines from ~/.zsh_history?
`, V{"a": g.hex(40)}, "--host https://circleci.com", "~/.zsh_history")

	g.add("dot/history-wifi-nmcli", `
$ history | grep nmcli
  55  nmcli dev wifi connect "Fritzbox 7590 XY" password «a»
  56  nmcli connection modify "Fritzbox 7590 XY" wifi-sec.psk «b»
  57  nmcli connection show
`, V{"a": g.s(alDigit, 20), "b": g.talkWifi()}, "Fritzbox 7590 XY", "nmcli connection show")
}

func (g *G) dotClients() {
	g.add("dot/netrc-heroku-github", `
$ cat ~/.netrc
machine api.heroku.com
  login dana@danak.dev
  password «a»
machine git.heroku.com
  login dana@danak.dev
  password «a»
machine github.com login danak password «b»
`, V{"a": g.uuid(), "b": g.ghp()}, "machine api.heroku.com", "dana@danak.dev")

	g.add("dot/netrc-ftp-default", `
$ sed -n '1,9p' ~/.netrc
machine ftp.hosting-provider.de
login web4711
password «a»

machine urs.earthdata.nasa.gov login dkaur password «b»

default login anonymous password dana@danak.dev
`, V{"a": g.pw(), "b": g.pwStrong()}, "ftp.hosting-provider.de", "urs.earthdata.nasa.gov", "default login anonymous")

	g.add("dot/pgpass-lines", `
$ cat ~/.pgpass
# hostname:port:database:username:password
localhost:5432:*:postgres:«a»
db.prod.internal:5432:billing:billing_ro:«b»
*:6432:*:pgbouncer_admin:«c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.an(24)}, "# hostname:port:database:username:password", "billing_ro")

	g.add("dot/pgpass-chmod-warning", `
$ psql -h pg.home.arpa -U dana photos
WARNING: password file "/home/dana/.pgpass" has group or world access; permissions should be u=rw (0600) or less
Password for user dana:
$ cat ~/.pgpass
pg.home.arpa:5432:photos:dana:«a»
`, V{"a": g.pw()}, "/home/dana/.pgpass", "u=rw (0600)")

	g.add("dot/my-cnf-client", `
$ cat ~/.my.cnf
[client]
user=root
password="«a»"
host=127.0.0.1

[mysqldump]
user=backup
password=«b»
single-transaction
`, V{"a": g.pw(), "b": g.pwURL()}, "[mysqldump]", "single-transaction")

	g.add("dot/mylogin-cnf-print-defaults", `
$ my_print_defaults -s client
--user=app
--password=«a»
--host=mysql.staging.internal
--port=3306
`, V{"a": g.pw()}, "mysql.staging.internal", "--port=3306")

	g.add("dot/s3cfg", `
$ cat ~/.s3cfg
[default]
access_key = «a»
secret_key = «b»
host_base = s3.eu-central-1.wasabisys.com
host_bucket = %(bucket)s.s3.eu-central-1.wasabisys.com
gpg_command = /usr/bin/gpg
gpg_passphrase = «c»
use_https = True
`, V{"a": g.s(alUpNum, 20), "b": g.s(alAlnum, 40), "c": g.pw()}, "host_bucket = %(bucket)s.s3.eu-central-1.wasabisys.com", "/usr/bin/gpg")

	g.add("dot/boto-config", `
$ cat ~/.boto
[Credentials]
aws_access_key_id = «a»
aws_secret_access_key = «b»
gs_oauth2_refresh_token = «c»

[Boto]
https_validate_certificates = True

[GSUtil]
default_project_id = dana-photos-archive
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.gRefresh()}, "default_project_id = dana-photos-archive", "https_validate_certificates = True")

	g.add("dot/aws-credentials-profiles", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[homelab]
aws_access_key_id = «c»
aws_secret_access_key = «d»
region = eu-central-1
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}, "[homelab]", "region = eu-central-1")

	g.add("dot/aws-credentials-session", `
$ sed -n '/\[mfa\]/,$p' ~/.aws/credentials
[mfa]
aws_access_key_id = «a»
aws_secret_access_key = «b»
aws_session_token = «c»
# expires 2024-06-11T19:02:11Z
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "# expires 2024-06-11T19:02:11Z", "[mfa]")

	g.add("dot/aws-config-sso-plus-static", `
$ cat ~/.aws/config
[profile dev]
sso_session = acme
sso_account_id = «_acct»
sso_role_name = PowerUserAccess
region = eu-west-1

[sso-session acme]
sso_start_url = https://acme.awsapps.com/start
sso_region = eu-west-1
sso_registration_scopes = sso:account:access

[profile legacy]
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"_acct": g.digits(12), "a": g.awsID(), "b": g.awsSecret()}, "https://acme.awsapps.com/start", "PowerUserAccess", "sso:account:access")

	g.add("dot/aws-sso-cache-json", `
$ cat ~/.aws/sso/cache/«_h».json | jq .
{
  "startUrl": "https://acme.awsapps.com/start",
  "region": "eu-west-1",
  "accessToken": "«a»",
  "expiresAt": "2024-06-12T03:11:52Z",
  "clientId": "«_cid»",
  "clientSecret": "«b»",
  "refreshToken": "«c»"
}
`, V{"_h": g.hex(40), "a": g.dotSSOToken(), "_cid": g.b64u(22), "b": g.jwt("HS384", `{"serialized":"`+g.b64u(60)+`"}`), "c": "aor" + g.b64u(40) + ":" + g.b64u(120)},
		"https://acme.awsapps.com/start", "2024-06-12T03:11:52Z")

	g.add("dot/aws-configure-export-env", `
$ aws configure export-credentials --profile dev --format env
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_SESSION_TOKEN=«c»
export AWS_CREDENTIAL_EXPIRATION=2024-06-11T20:14:03+00:00
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "AWS_CREDENTIAL_EXPIRATION=2024-06-11T20:14:03+00:00", "--profile dev")

	g.add("dot/gcloud-adc-json", `
$ cat ~/.config/gcloud/application_default_credentials.json
{
  "account": "",
  "client_id": "«_cid».apps.googleusercontent.com",
  "client_secret": "«a»",
  "quota_project_id": "dana-sandbox",
  "refresh_token": "«b»",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "dana-sandbox", "authorized_user")

	g.add("dot/azure-cli-msal-cache-grep", `
$ grep -o '"secret": "[^"]*"' ~/.azure/msal_token_cache.json | head -2
"secret": "«a»"
"secret": "«b»"
`, V{"a": g.jwt("RS256", `{"aud":"https://management.core.windows.net/","iss":"https://sts.windows.net/`+g.uuid()+`/","upn":"dana@contoso.com"}`), "b": "0.A" + g.b64u(300)}, "~/.azure/msal_token_cache.json")

	g.add("dot/chat-paste-aws-credentials", `
aws keeps saying "The security token included in the request is invalid", here's my creds file:

[default]
aws_access_key_id=«a»
aws_secret_access_key=«b»
region=us-east-2

do I need a session token or something?
`, V{"a": g.awsID(), "b": g.awsSecret()}, "The security token included in the request is invalid", "region=us-east-2")
}

func (g *G) dotGit() {
	g.add("dot/gh-hosts-yml", `
$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        danak:
            oauth_token: «a»
    git_protocol: ssh
    oauth_token: «a»
    user: danak
github.acme-corp.com:
    oauth_token: «b»
    user: dkaur
    git_protocol: https
`, V{"a": g.gho(), "b": g.gho()}, "github.acme-corp.com", "git_protocol: ssh")

	g.add("dot/git-credentials-store", `
$ cat ~/.git-credentials
https://danak:«a»@github.com
https://oauth2:«b»@gitlab.com
https://dana.kaur%40acme.io:«c»@bitbucket.org
https://dkaur:«d»@dev.azure.com
`, V{"a": g.ghp(), "b": g.glpat(), "c": "ATBB" + g.an(32), "d": g.azDevops()}, "dana.kaur%40acme.io", "@dev.azure.com")

	g.add("dot/git-credentials-encoded-password", `
$ cat ~/.git-credentials
https://dana:«a»@git.home.arpa
`, V{"a": dotPct(g.dotPwSym())}, "@git.home.arpa")

	g.add("dot/gitconfig-insteadof-token", `
$ git config --global --list | grep -i url
url.https://«a»@github.com/acme-corp/.insteadof=https://github.com/acme-corp/
url.git@gitlab.com:.insteadof=https://gitlab.com/
`, V{"a": g.ghp()}, "url.git@gitlab.com:.insteadof=https://gitlab.com/", "https://github.com/acme-corp/")

	g.add("dot/gitconfig-file-full", `
$ cat ~/.gitconfig
[user]
	name = Dana Kaur
	email = dana@danak.dev
	signingkey = «_k»
[commit]
	gpgsign = true
[credential]
	helper = osxkeychain
[credential "https://git.acme-corp.com"]
	username = dkaur
[url "https://x-access-token:«a»@github.com/"]
	insteadOf = https://github.com/
[github]
	user = danak
	token = «b»
`, V{"_k": g.dotKeyID(), "a": g.ghs(), "b": g.ghp()}, "helper = osxkeychain", "insteadOf = https://github.com/", "email = dana@danak.dev")

	g.add("dot/gitconfig-http-extraheader", `
$ git config --show-origin --get-regexp 'http\..*extraheader'
file:/home/dana/.gitconfig	http.https://dev.azure.com/.extraheader AUTHORIZATION: Basic «a»
file:/home/dana/.gitconfig	http.https://git.home.arpa/.extraheader Authorization: Bearer «b»
`, V{"a": b64s(":" + g.azDevops()), "b": g.hex(40)}, "file:/home/dana/.gitconfig", "http.https://git.home.arpa/.extraheader")

	g.add("dot/git-remote-v-token", `
$ git remote -v
origin	https://danak:«a»@github.com/danak/dotfiles.git (fetch)
origin	https://danak:«a»@github.com/danak/dotfiles.git (push)
upstream	https://github.com/holman/dotfiles.git (fetch)
`, V{"a": g.ghFine()}, "https://github.com/holman/dotfiles.git", "upstream")

	g.add("dot/git-credential-fill", `
$ printf 'protocol=https\nhost=github.com\n\n' | git credential fill
protocol=https
host=github.com
username=danak
password=«a»
`, V{"a": g.gho()}, "git credential fill", "username=danak")

	g.add("dot/diff-gitconfig-helper", `
--- a/.gitconfig
+++ b/.gitconfig
@@ -8,5 +8,5 @@
 [credential]
-	helper = store
+	helper = manager
 [url "https://«a»@github.com/"]
 	insteadOf = gh:
`, V{"a": g.ghp()}, "helper = manager", "insteadOf = gh:")

	g.add("dot/glab-config", `
$ cat ~/.config/glab-cli/config.yml
git_protocol: ssh
editor: nvim
hosts:
    gitlab.com:
        token: «a»
        api_host: gitlab.com
        user: danak
    gitlab.acme-corp.com:
        token: «b»
        api_protocol: https
`, V{"a": g.glpat(), "b": g.glpat()}, "gitlab.acme-corp.com", "api_host: gitlab.com")

	g.add("dot/tea-gitea-config", `
$ cat ~/.config/tea/config.yml
logins:
- name: home
  url: https://git.home.arpa
  token: «a»
  default: true
  ssh_host: git.home.arpa
  user: dana
`, V{"a": g.hex(40)}, "https://git.home.arpa", "ssh_host: git.home.arpa")

	g.add("dot/hub-config", `
$ cat ~/.config/hub
github.com:
- user: danak
  oauth_token: «a»
  protocol: https
`, V{"a": g.ghp()}, "protocol: https", "user: danak")

	g.add("dot/chat-paste-git-credentials", `
why does git still ask for my password? I have this in ~/.git-credentials:
https://danak:«a»@github.com
and credential.helper is set to "store" in ~/.gitconfig
`, V{"a": g.ghp()}, "credential.helper is set to \"store\"")
}

func (g *G) dotPackages() {
	g.add("dot/npmrc-tokens", `
$ cat ~/.npmrc
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«b»
init-author-name=Dana Kaur
save-exact=true
`, V{"a": g.npmTok(), "b": g.ghp()}, "@acme:registry=https://npm.pkg.github.com", "init-author-name=Dana Kaur")

	user, pw := "dkaur", g.pwURL()
	g.add("dot/npmrc-auth-basic-artifactory", `
$ cat ~/.npmrc
registry=https://artifactory.acme-corp.com/artifactory/api/npm/npm-virtual/
_auth=«a»
email=dana.kaur@acme-corp.com
always-auth=true
`, V{"a": b64s(user + ":" + pw)}, "https://artifactory.acme-corp.com/artifactory/api/npm/npm-virtual/", "always-auth=true")

	g.add("dot/npmrc-password-field", `
$ cat ~/.npmrc
//verdaccio.home.arpa/:username=dana
//verdaccio.home.arpa/:_password=«a»
//verdaccio.home.arpa/:email=dana@danak.dev
`, V{"a": b64s(g.pw())}, "//verdaccio.home.arpa/:username=dana")

	g.add("dot/yarnrc-yml", `
$ cat ~/.yarnrc.yml
enableTelemetry: false
npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: «a»
npmRegistries:
  "https://registry.yarnpkg.com":
    npmAuthToken: «b»
`, V{"a": g.ghp(), "b": g.npmTok()}, "enableTelemetry: false", "https://npm.pkg.github.com")

	g.add("dot/pypirc", `
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = «a»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = «b»
`, V{"a": g.pypiTok(), "b": g.pypiTok()}, "https://test.pypi.org/legacy/", "username = __token__")

	g.add("dot/pip-conf-index-url", `
$ cat ~/.config/pip/pip.conf
[global]
index-url = https://dkaur:«a»@artifactory.acme-corp.com/artifactory/api/pypi/pypi-virtual/simple
trusted-host = artifactory.acme-corp.com
timeout = 60
`, V{"a": g.an(64)}, "trusted-host = artifactory.acme-corp.com", "api/pypi/pypi-virtual/simple")

	g.add("dot/pip-conf-codeartifact", `
$ pip config list
global.extra-index-url='https://aws:«a»@acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/pypi/internal/simple/'
global.timeout='60'
`, V{"a": g.dotCodeArtifact(), "_acct": g.digits(12)}, "global.timeout='60'")

	g.add("dot/poetry-auth-toml", `
$ cat ~/.config/pypoetry/auth.toml
[http-basic.acme]
username = "dkaur"
password = "«a»"
$ poetry config --list | grep repositories
repositories.acme.url = "https://pypi.acme-corp.com/simple/"
`, V{"a": g.pwStrong()}, "https://pypi.acme-corp.com/simple/", "[http-basic.acme]")

	g.add("dot/uv-env-index", `
$ grep -r UV_ ~/.config/fish/conf.d/
/home/dana/.config/fish/conf.d/uv.fish:set -gx UV_INDEX_ACME_USERNAME dkaur
/home/dana/.config/fish/conf.d/uv.fish:set -gx UV_INDEX_ACME_PASSWORD «a»
`, V{"a": g.an(40)}, "UV_INDEX_ACME_USERNAME dkaur")

	g.add("dot/gradle-properties", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
org.gradle.caching=true
ossrhUsername=danak
ossrhPassword=«a»
signing.keyId=«_kid»
signing.password=«b»
signing.secretKeyRingFile=/home/dana/.gnupg/secring.gpg
githubPackagesToken=«c»
`, V{"a": g.pw(), "_kid": g.s(alHexU, 8), "b": g.pw(), "c": g.ghp()}, "org.gradle.jvmargs=-Xmx4g", "/home/dana/.gnupg/secring.gpg")

	g.add("dot/gradle-properties-in-memory-key", `
$ grep -n signingInMemory ~/.gradle/gradle.properties
7:signingInMemoryKeyId=«_kid»
8:signingInMemoryKeyPassword=«a»
`, V{"_kid": g.s(alHexU, 8), "a": g.pw()}, "signingInMemoryKeyId=")

	g.add("dot/m2-settings-xml", `
$ sed -n '/<servers>/,/<\/servers>/p' ~/.m2/settings.xml
  <servers>
    <server>
      <id>ossrh</id>
      <username>danak</username>
      <password>«a»</password>
    </server>
    <server>
      <id>github</id>
      <username>danak</username>
      <password>«b»</password>
    </server>
    <server>
      <id>nexus-home</id>
      <username>deploy</username>
      <password>«c»</password>
    </server>
  </servers>
`, V{"a": g.pw(), "b": g.ghp(), "c": g.dotMavenEnc()}, "<id>nexus-home</id>", "<username>deploy</username>")

	g.add("dot/cargo-credentials", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.acme]
token = "Bearer «b»"
`, V{"a": g.dotCrates(), "b": g.an(40)}, "[registries.acme]")

	g.add("dot/cargo-login-output", `
$ cargo login «a»
       Login token for `+"`crates-io`"+` saved
`, V{"a": g.dotCrates()}, "token for `crates-io` saved")

	g.add("dot/gem-credentials", `
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
`, V{"a": g.rubygems(), "b": g.ghp()}, ":rubygems_api_key:")

	g.add("dot/composer-auth-json", `
$ cat ~/.config/composer/auth.json
{
    "github-oauth": {
        "github.com": "«a»"
    },
    "gitlab-token": {
        "gitlab.com": "«b»"
    },
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "«c»"
        },
        "satis.home.arpa": {
            "username": "dana",
            "password": "«d»"
        }
    },
    "bearer": {
        "packages.acme-corp.com": "«e»"
    }
}
`, V{"a": g.gho(), "b": g.glpat(), "c": g.hex(64), "d": g.pw(), "e": g.an(48)}, "repo.packagist.com", "satis.home.arpa", "packages.acme-corp.com")

	g.add("dot/condarc-channel-token", `
$ cat ~/.condarc
channels:
  - https://conda.anaconda.org/t/«a»/acme-private
  - conda-forge
channel_priority: strict
auto_activate_base: false
`, V{"a": g.dotAnaconda()}, "channel_priority: strict", "conda-forge")

	g.add("dot/conda-config-show-sources", `
$ conda config --show-sources
==> /home/dana/.condarc <==
channel_alias: https://dkaur:«a»@artifactory.acme-corp.com/artifactory/api/conda
channels:
  - conda-main
  - defaults
`, V{"a": g.pwURL()}, "==> /home/dana/.condarc <==", "conda-main")

	g.add("dot/bundle-config", `
$ cat ~/.bundle/config
---
BUNDLE_GEMS__CONTRIBSYS__COM: "«_u»:«a»"
BUNDLE_RUBYGEMS__PKG__GITHUB__COM: "danak:«b»"
BUNDLE_JOBS: "8"
`, V{"_u": g.hex(8), "a": g.hex(8), "b": g.ghp()}, "BUNDLE_JOBS: \"8\"")

	g.add("dot/nuget-config-cleartext", `
$ cat ~/.nuget/NuGet/NuGet.Config
<configuration>
  <packageSources>
    <add key="acme" value="https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <acme>
      <add key="Username" value="dkaur" />
      <add key="ClearTextPassword" value="«a»" />
    </acme>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.azDevops()}, "https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json", "key=\"Username\" value=\"dkaur\"")

	g.add("dot/diff-npmrc-to-env", `
diff --git a/.npmrc b/.npmrc
--- a/.npmrc
+++ b/.npmrc
@@ -1,3 +1,3 @@
 registry=https://registry.npmjs.org/
-//registry.npmjs.org/:_authToken=«a»
+//registry.npmjs.org/:_authToken=${NPM_TOKEN}
 fund=false
`, V{"a": g.npmTok()}, "_authToken=${NPM_TOKEN}", "fund=false")

	g.add("dot/chat-twine-upload-fails", `
twine upload keeps failing with 403, my ~/.pypirc is:

[pypi]
  username = __token__
  password = «a»

and I'm running `+"`twine upload dist/*`"+` from the repo root
`, V{"a": g.pypiTok()}, "twine upload dist/*")

	g.add("dot/pnpm-npmrc-config-get", `
$ pnpm config list
@danak:registry=https://gitea.home.arpa/api/packages/dana/npm/
//gitea.home.arpa/api/packages/dana/npm/:_authToken=«a»
auto-install-peers=true
`, V{"a": g.hex(40)}, "auto-install-peers=true", "@danak:registry=https://gitea.home.arpa/api/packages/dana/npm/")
}

func (g *G) dotContainers() {
	u1, p1 := "danak", g.dockerPAT()
	g.add("dot/docker-config-auths", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "«a»"
		},
		"ghcr.io": {
			"auth": "«b»"
		},
		"registry.home.arpa:5000": {
			"auth": "«c»"
		}
	},
	"currentContext": "desktop-linux"
}
`, V{"a": b64s(u1 + ":" + p1), "b": b64s("danak:" + g.ghp()), "c": b64s("admin:" + g.pw())}, "registry.home.arpa:5000", "desktop-linux")

	pw := g.pw()
	enc := b64s("dana:" + pw)
	g.add("dot/docker-auth-decoded", `
$ jq -r '.auths["registry.home.arpa:5000"].auth' ~/.docker/config.json
«a»
$ jq -r '.auths["registry.home.arpa:5000"].auth' ~/.docker/config.json | base64 -d
dana:«b»
`, V{"a": enc, "b": pw}, "registry.home.arpa:5000")

	g.add("dot/docker-config-identitytoken", `
{
	"auths": {
		"acmecr.azurecr.io": {
			"auth": "«=a»",
			"identitytoken": "«b»"
		}
	},
	"credsStore": "desktop"
}
`, V{"=a": b64s("00000000-0000-0000-0000-000000000000:"), "b": g.jwt("RS256", `{"jti":"`+g.uuid()+`","sub":"dana@contoso.com","grant_type":"refresh_token","aud":"acmecr.azurecr.io"}`)}, "\"credsStore\": \"desktop\"")

	g.add("dot/docker-login-warning", `
$ echo «a» | docker login -u danak --password-stdin
WARNING! Your password will be stored unencrypted in /home/dana/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/engine/reference/commandline/login/#credential-stores

Login Succeeded
`, V{"a": g.dockerPAT()}, "/home/dana/.docker/config.json", "Login Succeeded")

	g.add("dot/kubeconfig-token-user", `
$ cat ~/.kube/config
apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://k3s.home.arpa:6443
  name: homelab
contexts:
- context:
    cluster: homelab
    user: admin
  name: homelab
current-context: homelab
users:
- name: admin
  user:
    token: «a»
`, V{"_ca": b64s(g.certPEM().block()), "a": g.k8sSAToken()}, "https://k3s.home.arpa:6443", "current-context: homelab")

	key := g.ecSEC1()
	g.add("dot/kubeconfig-client-key-data", `
users:
- name: default
  user:
    client-certificate-data: «_crt»
    client-key-data: «a»
`, V{"_crt": b64s(g.certPEM().block()), "a": b64s(key.block() + "\n")}, "client-certificate-data:")

	g.add("dot/kubeconfig-k3s-token-and-password", `
$ sudo cat /etc/rancher/k3s/k3s.yaml | sed -n '/users:/,$p'
users:
- name: default
  user:
    password: «a»
    username: admin
$ sudo cat /var/lib/rancher/k3s/server/node-token
K10«b»::server:«c»
`, V{"a": g.hex(32), "b": g.hex(64), "c": g.hex(32)}, "/var/lib/rancher/k3s/server/node-token", "username: admin")

	g.add("dot/kubeconfig-oidc-refresh", `
- name: dana@dex
  user:
    auth-provider:
      name: oidc
      config:
        client-id: kubernetes
        client-secret: «a»
        id-token: «b»
        idp-issuer-url: https://dex.home.arpa
        refresh-token: «c»
`, V{"a": g.an(32), "b": g.userJWT(), "c": g.s(alLowNum, 26)}, "https://dex.home.arpa", "client-id: kubernetes")

	g.add("dot/terraformrc-credentials", `
$ cat ~/.terraformrc
plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"
credentials "app.terraform.io" {
  token = "«a»"
}
credentials "tfe.acme-corp.com" {
  token = "«b»"
}
`, V{"a": g.tfcToken(), "b": g.tfcToken()}, "$HOME/.terraform.d/plugin-cache", "tfe.acme-corp.com")

	g.add("dot/terraform-credentials-tfrc-json", `
$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "«a»"
    }
  }
}
`, V{"a": g.tfcToken()}, "~/.terraform.d/credentials.tfrc.json")

	g.add("dot/rclone-conf", `
$ cat ~/.config/rclone/rclone.conf
[b2]
type = b2
account = «_acct»
key = «a»

[nas]
type = sftp
host = nas.home.arpa
user = dana
pass = «b»

[gdrive]
type = drive
scope = drive
token = {"access_token":"«c»","token_type":"Bearer","refresh_token":"«d»","expiry":"2024-06-11T18:22:41.551+02:00"}
`, V{"_acct": "0" + g.hex(11), "a": "K00" + g.s(alAlnum, 28), "b": g.dotRclone(), "c": g.ya29(), "d": g.gRefresh()}, "host = nas.home.arpa", "scope = drive")

	g.add("dot/rclone-config-show-s3", `
$ rclone config show wasabi
[wasabi]
type = s3
provider = Wasabi
access_key_id = «a»
secret_access_key = «b»
endpoint = s3.eu-central-2.wasabisys.com
`, V{"a": g.s(alUpNum, 20), "b": g.s(alAlnum, 40)}, "endpoint = s3.eu-central-2.wasabisys.com", "provider = Wasabi")

	g.add("dot/vault-token-file", `
$ cat ~/.vault-token
«a»
$ vault token lookup | grep -E 'display_name|policies|ttl'
display_name      oidc-dana@danak.dev
policies          [default homelab-admin]
ttl               767h58m12s
`, V{"a": g.vaultTok()}, "oidc-dana@danak.dev", "[default homelab-admin]")

	g.add("dot/vault-login-output", `
$ vault login -method=userpass username=dana
Password (will be hidden):
Success! You are now authenticated.

Key                    Value
---                    -----
token                  «a»
token_accessor         «_acc»
token_duration         768h
token_policies         ["default" "homelab-admin"]
`, V{"a": g.vaultTok(), "_acc": g.an(24)}, "token_duration         768h")

	g.add("dot/op-config-account-key", `
$ cat ~/.config/op/config
{
	"latest_signin": "my",
	"device": "«_dev»",
	"accounts": [
		{
			"shorthand": "my",
			"url": "https://my.1password.com",
			"email": "dana@danak.dev",
			"accountKey": "«a»",
			"userUUID": "«_uu»"
		}
	]
}
`, V{"_dev": g.s(alLowNum, 26), "a": g.dotOPSecretKey(), "_uu": g.s(alUpNum, 26)}, "https://my.1password.com", "\"latest_signin\": \"my\"")

	g.add("dot/op-signin-raw", `
$ eval $(op signin --account my)
$ env | grep OP_
OP_SESSION_«_u»=«a»
$ export OP_SERVICE_ACCOUNT_TOKEN=«b»
`, V{"_u": g.s(alUpNum, 26), "a": g.dotOPSession(), "b": g.opToken()}, "op signin --account my")

	g.add("dot/doctl-config", `
$ cat ~/.config/doctl/config.yaml
access-token: «a»
context: default
output: text
auth-contexts:
  work: «b»
`, V{"a": g.doToken(), "b": g.doToken()}, "context: default")

	g.add("dot/flyctl-config", `
$ cat ~/.fly/config.yml
access_token: «a»
metrics_token: «b»
send_metrics: true
wire_guard_state: {}
`, V{"a": "FlyV1 fm2_" + g.b64u(180), "b": "fm2_" + g.b64u(120)}, "send_metrics: true")

	g.add("dot/hcloud-cli-toml", `
$ cat ~/.config/hcloud/cli.toml
active_context = "homelab"

[[contexts]]
  name = "homelab"
  token = "«a»"
`, V{"a": g.an(64)}, "active_context = \"homelab\"")

	g.add("dot/wrangler-config-toml", `
$ cat ~/.config/.wrangler/config/default.toml
oauth_token = "«a»"
expiration_time = "2024-06-11T19:44:09.122Z"
refresh_token = "«b»"
scopes = [ "account:read", "user:read", "workers:write", "offline_access" ]
`, V{"a": g.b64u(43) + "." + g.b64u(43), "b": g.b64u(43) + "." + g.b64u(43)}, "workers:write", "expiration_time = \"2024-06-11T19:44:09.122Z\"")

	g.add("dot/chat-kubeconfig-paste", `
kubectl says "error: You must be logged in to the server (Unauthorized)", the user part of my kubeconfig:

- name: homelab-admin
  user:
    token: «a»

the cluster is k3s on my NUC, did the token expire?
`, V{"a": g.kubeadm()}, "You must be logged in to the server (Unauthorized)", "name: homelab-admin")
}

func (g *G) dotKeys() {
	k1, pub1 := g.sshEd25519("dana@framework")
	g.add("dot/ssh-id-ed25519-cat", `
$ cat ~/.ssh/id_ed25519
«a»
$ cat ~/.ssh/id_ed25519.pub
«_p» dana@framework
`, V{"a": k1.block(), "_p": pub1})

	k2, pub2 := g.dotSSHEnc("dana@mbp")
	g.add("dot/ssh-id-encrypted-cat", `
$ head -c 2000 ~/.ssh/id_ed25519_work
«a»
$ ssh-keygen -y -f ~/.ssh/id_ed25519_work
Enter passphrase:
«_p» dana@mbp
`, V{"a": k2.block(), "_p": pub2})

	k3 := g.rsaPEM()
	g.add("dot/ssh-id-rsa-legacy", `
$ ls -l ~/.ssh
-rw-------  1 dana dana 1679 Mar  3  2019 id_rsa
-rw-r--r--  1 dana dana  395 Mar  3  2019 id_rsa.pub
-rw-r--r--  1 dana dana 2210 Jun  2 10:14 known_hosts
$ cat ~/.ssh/id_rsa
«a»
`, V{"a": k3.block()}, "known_hosts", "id_rsa.pub")

	k4, _ := g.sshEd25519("deploy@pi")
	g.add("dot/ssh-key-chat-paste", `
can you check if this key is the right format for the Pi? ssh says "invalid format"

«a»

I copied it from Bitwarden notes
`, V{"a": k4.block()}, "I copied it from Bitwarden notes", "invalid format")

	k5, pub5 := g.sshEd25519("")
	g.add("dot/ssh-keygen-with-passphrase-flag", `
$ ssh-keygen -t ed25519 -N '«a»' -C "" -f ~/.ssh/backup_ed25519
Generating public/private ed25519 key pair.
Your identification has been saved in /home/dana/.ssh/backup_ed25519
Your public key has been saved in /home/dana/.ssh/backup_ed25519.pub
The key fingerprint is:
«_fp»
$ cat ~/.ssh/backup_ed25519.pub
«_p»
$ cat ~/.ssh/backup_ed25519
«b»
`, V{"a": g.pw(), "_fp": g.dotSSHFP(), "_p": pub5, "b": k5.block()}, "/home/dana/.ssh/backup_ed25519.pub")

	g.add("dot/ssh-add-askpass-script", `
$ cat ~/bin/ssh-askpass-work
#!/bin/sh
echo "«a»"
$ SSH_ASKPASS=~/bin/ssh-askpass-work SSH_ASKPASS_REQUIRE=force ssh-add ~/.ssh/id_ed25519_work
Identity added: /home/dana/.ssh/id_ed25519_work (dana@mbp)
`, V{"a": g.pw()}, "SSH_ASKPASS_REQUIRE=force", "Identity added: /home/dana/.ssh/id_ed25519_work (dana@mbp)")

	pg := g.pgpPrivate()
	g.add("dot/gpg-export-secret-key", `
$ gpg --armor --export-secret-keys «_k» > ~/backup/gpg-secret.asc
$ cat ~/backup/gpg-secret.asc
«a»
`, V{"_k": g.dotGPGFpr(), "a": pg.begin + "\n" + pg.body + "\n" + pg.end})

	pg2 := g.pgpPrivate()
	g.add("dot/gpg-subkeys-for-yubikey", `
$ gpg --armor --export-secret-subkeys «_k»! | head -c 4000
«a»
$ gpg --list-secret-keys --keyid-format long
sec#  ed25519/«_kid» 2023-01-14 [SC]
ssb   cv25519/«_kid2» 2023-01-14 [E]
`, V{"_k": g.dotKeyID(), "a": pg2.begin + "\n" + pg2.body + "\n" + pg2.end, "_kid": g.dotKeyID(), "_kid2": g.dotKeyID()}, "sec#  ed25519/")

	g.add("dot/gpg-passphrase-file-loopback", `
$ cat ~/.gnupg/gpg.conf
use-agent
pinentry-mode loopback
$ cat ~/.config/sign/passphrase
«a»
$ gpg --batch --passphrase-file ~/.config/sign/passphrase --detach-sign release.tar.gz
`, V{"a": g.pw()}, "pinentry-mode loopback", "--passphrase-file ~/.config/sign/passphrase")

	g.add("dot/gpg-preset-passphrase", `
$ /usr/lib/gnupg/gpg-preset-passphrase --preset --passphrase '«a»' «_kg»
$ echo "allow-preset-passphrase" >> ~/.gnupg/gpg-agent.conf
`, V{"a": g.talkPhrase(), "_kg": g.s(alHexU, 40)}, "allow-preset-passphrase", "~/.gnupg/gpg-agent.conf")

	g.add("dot/age-keys-txt", `
$ cat ~/.config/sops/age/keys.txt
# created: 2024-02-18T21:14:03+01:00
# public key: «_p»
«a»
`, V{"_p": g.agePublic(), "a": g.ageSecret()}, "# created: 2024-02-18T21:14:03+01:00")

	wg, wgPub := g.wireguard()
	g.add("dot/wireguard-client-conf", `
$ sudo cat /etc/wireguard/wg-home.conf
[Interface]
PrivateKey = «a»
Address = 10.8.0.3/32
DNS = 10.8.0.1

[Peer]
PublicKey = «_p»
PresharedKey = «b»
Endpoint = vpn.danak.dev:51820
AllowedIPs = 10.8.0.0/24, 192.168.178.0/24
`, V{"a": wg, "_p": wgPub, "b": g.b64(32)}, "vpn.danak.dev:51820", "AllowedIPs = 10.8.0.0/24, 192.168.178.0/24")

	g.add("dot/openvpn-auth-user-pass", `
$ cat ~/.config/openvpn/mullvad_userpass.txt
«u»
m
$ cat ~/.config/openvpn/work-auth.txt
dkaur
«a»
`, V{"u": g.digits(16), "a": g.pw()}, "dkaur")
}

func (g *G) dotVaults() {
	g.add("dot/pass-show-email", `
$ pass show email/fastmail
«a»
login: dana@danak.dev
url: https://app.fastmail.com
imap: imap.fastmail.com:993
`, V{"a": g.pwStrong()}, "imap.fastmail.com:993", "login: dana@danak.dev")

	g.add("dot/pass-show-with-otp", `
$ pass show web/github.com
«a»
username: danak
«b»
recovery: stored in web/github-recovery
`, V{"a": g.pwStrong(), "b": g.dotTOTPURI("GitHub", "danak")}, "recovery: stored in web/github-recovery", "username: danak")

	g.add("dot/pass-insert-multiline", `
$ pass insert -m api/hetzner
Enter contents of api/hetzner and press Ctrl+D when finished:

«a»
project: homelab
[main 3f1c2ab] Add given password for api/hetzner to store.
`, V{"a": g.an(64)}, "Add given password for api/hetzner to store.", "project: homelab")

	g.add("dot/pass-generate-output", `
$ pass generate -n web/router-admin 24
[main 8a7b6c5] Add generated password for web/router-admin.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for web/router-admin is:
«a»
`, V{"a": g.an(24)}, "Add generated password for web/router-admin.")

	g.add("dot/gopass-show-yaml", `
$ gopass show -f infra/nas
«a»
---
user: admin
host: nas.home.arpa
port: 5001
api_key: «b»
`, V{"a": g.pwStrong(), "b": g.an(32)}, "host: nas.home.arpa", "port: 5001")

	g.add("dot/keepassxc-show-s", `
$ keepassxc-cli show -s ~/Sync/vault.kdbx "Mail/Outlook"
Enter password to unlock /home/dana/Sync/vault.kdbx:
Title: Outlook
UserName: dana.kaur@outlook.com
Password: «a»
URL: https://outlook.live.com
Notes: app password for thunderbird, created 2024-02
`, V{"a": g.dotAppPwFlat()}, "dana.kaur@outlook.com", "https://outlook.live.com", "app password for thunderbird, created 2024-02")

	g.add("dot/keepassxc-attribute-password", `
$ keepassxc-cli show -a Password -k ~/.config/keepassxc/vault.key ~/Sync/vault.kdbx "Homelab/Proxmox root"
«a»
$ keepassxc-cli show -a UserName ~/Sync/vault.kdbx "Homelab/Proxmox root"
root@pam
`, V{"a": g.pw()}, "root@pam", "Homelab/Proxmox root")

	g.add("dot/keepassxc-export-csv", `
$ keepassxc-cli export --format csv ~/Sync/vault.kdbx | head -4
"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Root/Web","GitHub","danak","«a»","https://github.com","","«b»","0","2024-05-02T10:11:12Z","2021-03-03T08:00:00Z"
"Root/Web","Hetzner","dana@danak.dev","«c»","https://accounts.hetzner.com","","","0","2024-01-09T17:40:00Z","2022-07-11T12:00:00Z"
`, V{"a": g.pwStrong(), "b": g.dotTOTPURI("GitHub", "danak"), "c": g.pwStrong()}, "https://accounts.hetzner.com")

	g.add("dot/bw-unlock", `
$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the `+"`BW_SESSION`"+` environment variable. ex:
$ export BW_SESSION="«a»"
> $env:BW_SESSION="«a»"

You can also pass the session key to any command with the `+"`--session`"+` option. ex:
$ bw list items --session «a»
`, V{"a": g.dotBWSession()}, "Your vault is now unlocked!")

	g.add("dot/bw-get-item-json", `
$ bw get item "Synology NAS" | jq '{name, login}'
{
  "name": "Synology NAS",
  "login": {
    "uris": [{"match": null, "uri": "https://nas.home.arpa:5001"}],
    "username": "admin",
    "password": "«a»",
    "totp": "«b»",
    "passwordRevisionDate": "2024-03-30T09:12:44.120Z"
  }
}
`, V{"a": g.pwStrong(), "b": g.totp()}, "https://nas.home.arpa:5001", "\"passwordRevisionDate\": \"2024-03-30T09:12:44.120Z\"")

	g.add("dot/bw-get-password-and-env", `
$ export BW_SESSION=«a»
$ bw get password smtp.fastmail.com
«b»
`, V{"a": g.dotBWSession(), "b": g.dotFastmail()}, "bw get password smtp.fastmail.com")

	g.add("dot/bw-clientid-apikey-env", `
$ cat ~/.config/bw-api.env
BW_CLIENTID=user.«_uid»
BW_CLIENTSECRET=«a»
BW_PASSWORD=«b»
`, V{"_uid": g.uuid(), "a": g.an(30), "b": g.pw()}, "BW_CLIENTID=user.")

	g.add("dot/rbw-get", `
$ rbw get --full "Home Assistant"
«a»
Username: dana
URI: http://homeassistant.local:8123
`, V{"a": g.pw()}, "http://homeassistant.local:8123")

	g.add("dot/op-read-and-item-get", `
$ op read "op://Private/Fastmail SMTP/password"
«a»
$ op item get "Fastmail SMTP" --fields label=username
dana@danak.dev
`, V{"a": g.dotFastmail()}, "op://Private/Fastmail SMTP/password", "--fields label=username")

	g.add("dot/op-item-get-reveal", `
$ op item get "AWS root" --reveal --format json | jq -r '.fields[] | "\(.label)=\(.value)"'
username=dana+aws@danak.dev
password=«a»
one-time password=«b»
notesPlain=
`, V{"a": g.pwStrong(), "b": g.dotTOTPURI("Amazon%20Web%20Services", "dana")}, "username=dana+aws@danak.dev")

	g.add("dot/macos-security-find-generic-w", `
$ security find-generic-password -s msmtp -a dana@danak.dev -w
«a»
`, V{"a": g.dotFastmail()}, "security find-generic-password -s msmtp -a dana@danak.dev -w")

	g.add("dot/macos-security-find-internet-g", `
$ security find-internet-password -gs github.com
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    "acct"<blob>="danak"
    "srvr"<blob>="github.com"
    "ptcl"<uint32>="htps"
password: "«a»"
`, V{"a": g.gho()}, "/Users/dana/Library/Keychains/login.keychain-db", "\"acct\"<blob>=\"danak\"")

	g.add("dot/macos-security-add-generic", `
$ security add-generic-password -a dana -s openai-api -w '«a»' -U
$ security find-generic-password -a dana -s openai-api
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
class: "genp"
    "svce"<blob>="openai-api"
`, V{"a": g.openai()}, "\"svce\"<blob>=\"openai-api\"")

	g.add("dot/windows-cmdkey-add", `
C:\Users\dana> cmdkey /add:nas.home.arpa /user:admin /pass:«a»
CMDKEY: Credential added successfully.
C:\Users\dana> cmdkey /generic:git:https://github.com /user:danak /pass:«b»
CMDKEY: Credential added successfully.
`, V{"a": g.pwURL(), "b": g.ghp()}, "CMDKEY: Credential added successfully.", "/user:admin")

	g.add("dot/windows-credentialmanager-ps", `
PS> Get-StoredCredential -Target "git:https://dev.azure.com/acme" -AsCredentialObject
Flags          : 0
Type           : Generic
TargetName     : git:https://dev.azure.com/acme
UserName       : dkaur
Password       : «a»
Persist        : LocalMachine
`, V{"a": g.azDevops()}, "git:https://dev.azure.com/acme", "Persist        : LocalMachine")

	g.add("dot/secret-tool-lookup", `
$ secret-tool lookup service msmtp username dana@danak.dev
«a»
$ secret-tool store --label='restic b2' service restic repo b2
Password: ********
`, V{"a": g.dotFastmail()}, "secret-tool store --label='restic b2' service restic repo b2")

	g.add("dot/secret-tool-search-all", `
$ secret-tool search --all service nextcloud
[/org/freedesktop/secrets/collection/login/12]
label = Nextcloud
secret = «a»
created = 2024-02-11 09:13:41
modified = 2024-02-11 09:13:41
attribute.server = https://cloud.danak.dev
attribute.user = dana
`, V{"a": g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5)}, "/org/freedesktop/secrets/collection/login/12", "attribute.server = https://cloud.danak.dev")

	g.add("dot/kwallet-query", `
$ kwallet-query -r "Nextcloud" -f "Network Management" kdewallet
«a»
`, V{"a": g.pw()}, "kwallet-query -r \"Nextcloud\"")

	g.add("dot/chat-bw-session-in-env", `
I put `+"`export BW_SESSION=«a»`"+` at the end of my .bashrc so I don't have to unlock every time, is that fine? bw still prompts sometimes
`, V{"a": g.dotBWSession()}, "so I don't have to unlock every time")
}

func (g *G) dotMail() {
	g.add("dot/muttrc-gmail-app-password", `
$ cat ~/.muttrc
set realname = "Dana Kaur"
set from = "dana.kaur@gmail.com"
set imap_user = "dana.kaur@gmail.com"
set imap_pass = "«a»"
set folder = "imaps://imap.gmail.com:993"
set spoolfile = "+INBOX"
set smtp_url = "smtps://dana.kaur@smtp.gmail.com:465/"
set smtp_pass = "«a»"
set ssl_force_tls = yes
`, V{"a": g.dotAppPw()}, "imaps://imap.gmail.com:993", "smtps://dana.kaur@smtp.gmail.com:465/", "set ssl_force_tls = yes")

	p := g.dotPwSym()
	g.add("dot/neomuttrc-smtp-url-password", `
$ grep -E 'smtp_url|imap_pass' ~/.config/neomutt/neomuttrc
set smtp_url = "smtp://dana%40danak.dev:«a»@smtp.fastmail.com:587/"
set imap_pass = `+"`pass show email/fastmail-imap`"+`
`, V{"a": dotPct(p)}, "smtp.fastmail.com:587", "`pass show email/fastmail-imap`")

	g.add("dot/neomutt-account-file", `
$ cat ~/.config/neomutt/accounts/work
set from = "dkaur@acme-corp.com"
set imap_user = "dkaur@acme-corp.com"
set imap_pass = '«a»'
set folder = "imaps://outlook.office365.com:993"
set smtp_url = "smtp://dkaur@acme-corp.com@smtp.office365.com:587/"
set smtp_authenticators = "login"
`, V{"a": g.pw()}, "imaps://outlook.office365.com:993", "set smtp_authenticators = \"login\"")

	g.add("dot/msmtprc-password", `
$ cat ~/.msmtprc
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           dana.kaur@gmail.com
user           dana.kaur@gmail.com
password       «a»

account        fastmail
host           smtp.fastmail.com
port           465
tls_starttls   off
from           dana@danak.dev
user           dana@danak.dev
passwordeval   "pass show email/fastmail-smtp"

account default : gmail
`, V{"a": g.dotAppPwFlat()}, "passwordeval   \"pass show email/fastmail-smtp\"", "/etc/ssl/certs/ca-certificates.crt", "account default : gmail")

	g.add("dot/msmtp-debug-output", `
$ echo test | msmtp --debug -a sendgrid dana@danak.dev 2>&1 | sed -n '1,8p'
loaded user configuration file /home/dana/.msmtprc
account            : sendgrid
host               : smtp.sendgrid.net
port               : 587
user               : apikey
password           : *
$ grep -A6 'account sendgrid' ~/.msmtprc
account sendgrid
host smtp.sendgrid.net
port 587
user apikey
password «a»
from alerts@danak.dev
`, V{"a": g.sendgrid()}, "password           : *", "user apikey", "from alerts@danak.dev")

	g.add("dot/mbsyncrc-pass", `
$ cat ~/.mbsyncrc
IMAPAccount gmail
Host imap.gmail.com
User dana.kaur@gmail.com
Pass «a»
SSLType IMAPS
CertificateFile /etc/ssl/certs/ca-certificates.crt

IMAPAccount fastmail
Host imap.fastmail.com
User dana@danak.dev
PassCmd "secret-tool lookup service mbsync user dana@danak.dev"
SSLType IMAPS

IMAPStore gmail-remote
Account gmail
`, V{"a": g.dotAppPw()}, "PassCmd \"secret-tool lookup service mbsync user dana@danak.dev\"", "IMAPStore gmail-remote")

	g.add("dot/mbsync-passcmd-gpg-decrypted", `
$ grep PassCmd ~/.mbsyncrc
PassCmd "gpg -q --for-your-eyes-only --no-tty -d ~/.mail-pass.gpg"
$ gpg -q --for-your-eyes-only --no-tty -d ~/.mail-pass.gpg
«a»
`, V{"a": g.dotFastmail()}, "PassCmd \"gpg -q --for-your-eyes-only --no-tty -d ~/.mail-pass.gpg\"")

	g.add("dot/offlineimaprc-remotepass", `
$ cat ~/.offlineimaprc
[general]
accounts = Work, Personal

[Repository WorkRemote]
type = IMAP
remotehost = mail.acme-corp.com
remoteuser = dkaur
remotepass = «a»
sslcacertfile = /etc/ssl/certs/ca-certificates.crt

[Repository PersonalRemote]
type = Gmail
remoteuser = dana.kaur@gmail.com
remotepasseval = get_pass("gmail")
`, V{"a": g.pw()}, "remotepasseval = get_pass(\"gmail\")", "remotehost = mail.acme-corp.com")

	g.add("dot/offlineimap-oauth2", `
[Repository GmailRemote]
type = Gmail
remoteuser = dana.kaur@gmail.com
oauth2_client_id = «_cid».apps.googleusercontent.com
oauth2_client_secret = «a»
oauth2_refresh_token = «b»
oauth2_request_url = https://accounts.google.com/o/oauth2/token
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "https://accounts.google.com/o/oauth2/token")

	g.add("dot/fetchmailrc", `
$ cat ~/.fetchmailrc
set daemon 300
set logfile ~/.fetchmail.log
poll pop.gmx.net protocol POP3 port 995
    user "dana.kaur@gmx.de" there with password "«a»" is dana here
    ssl sslproto TLS1.2+ keep
poll imap.web.de proto IMAP user 'dkaur' pass '«b»' ssl fetchall
`, V{"a": g.pw(), "b": g.pwURL()}, "poll pop.gmx.net protocol POP3 port 995", "ssl sslproto TLS1.2+ keep")

	p2 := g.dotPwSym()
	g.add("dot/aerc-accounts-conf", `
$ cat ~/.config/aerc/accounts.conf
[Fastmail]
source        = imaps://dana%40danak.dev:«a»@imap.fastmail.com:993
outgoing      = smtps://dana%40danak.dev@smtp.fastmail.com:465
outgoing-cred-cmd = pass show email/fastmail-smtp
default       = INBOX
from          = Dana Kaur <dana@danak.dev>
copy-to       = Sent
`, V{"a": dotPct(p2)}, "outgoing-cred-cmd = pass show email/fastmail-smtp", "smtps://dana%40danak.dev@smtp.fastmail.com:465")

	g.add("dot/aerc-gmail-app-pw-encoded", `
[Gmail]
source   = imaps://dana.kaur%40gmail.com:«a»@imap.gmail.com
outgoing = smtp+plain://dana.kaur%40gmail.com:«a»@smtp.gmail.com:587
`, V{"a": strings.ReplaceAll(g.dotAppPw(), " ", "%20")}, "@imap.gmail.com", "smtp+plain://dana.kaur%40gmail.com:")

	g.add("dot/thunderbird-logins-json", `
$ jq '.logins[] | {hostname, encryptedUsername, encryptedPassword}' ~/.thunderbird/x8k2l1qa.default-release/logins.json
{
  "hostname": "imap://imap.fastmail.com",
  "encryptedUsername": "«a»",
  "encryptedPassword": "«b»"
}
`, V{"a": g.dotFF(), "b": g.dotFF()}, "imap://imap.fastmail.com", "x8k2l1qa.default-release")

	g.add("dot/postfix-sasl-passwd", `
$ sudo cat /etc/postfix/sasl_passwd
[smtp.gmail.com]:587 dana.kaur@gmail.com:«a»
[smtp.sendgrid.net]:587 apikey:«b»
$ sudo postmap /etc/postfix/sasl_passwd
$ grep relayhost /etc/postfix/main.cf
relayhost = [smtp.gmail.com]:587
`, V{"a": g.dotAppPwFlat(), "b": g.sendgrid()}, "relayhost = [smtp.gmail.com]:587", "sudo postmap /etc/postfix/sasl_passwd")

	g.add("dot/postfix-sasl-passwd-spaces", `
# /etc/postfix/sasl_passwd
[smtp.office365.com]:587    alerts@danak.dev:«a»
`, V{"a": g.dotAppPwFlat()}, "[smtp.office365.com]:587", "alerts@danak.dev")

	g.add("dot/dovecot-users-file", `
$ sudo cat /etc/dovecot/users
dana@danak.dev:{SHA512-CRYPT}«a»:5000:5000::/var/mail/vhosts/danak.dev/dana::
alerts@danak.dev:{SHA512-CRYPT}«b»:5000:5000::/var/mail/vhosts/danak.dev/alerts::
`, V{"a": g.dotSHA512Crypt(), "b": g.dotSHA512Crypt()}, "/var/mail/vhosts/danak.dev/dana", "{SHA512-CRYPT}")

	g.add("dot/doveadm-pw-output", `
$ doveadm pw -s SHA512-CRYPT
Enter new password:
Retype new password:
{SHA512-CRYPT}«a»
`, V{"a": g.dotSHA512Crypt()}, "doveadm pw -s SHA512-CRYPT")

	g.add("dot/dovecot-passwd-file-blf", `
$ sudo head -2 /etc/mail/passwd
dana:{BLF-CRYPT}«a»
backup:{ARGON2ID}$argon2id$v=19$m=65536,t=3,p=1$«b»$«c»
`, V{"a": g.bcrypt(), "b": g.b64(16)[:22], "c": g.b64(32)[:43]}, "/etc/mail/passwd", "$argon2id$v=19$m=65536,t=3,p=1$")

	g.add("dot/exim-passwd-client", `
$ sudo cat /etc/exim4/passwd.client
# password file used when the local exim is authenticating to a remote host as a client.
*.google.com:dana.kaur@gmail.com:«a»
smtp.fastmail.com:dana@danak.dev:«b»
`, V{"a": g.dotAppPwFlat(), "b": g.dotFastmail()}, "*.google.com:dana.kaur@gmail.com:", "/etc/exim4/passwd.client")

	g.add("dot/exim-passwd-server-hash", `
$ sudo cat /etc/exim4/passwd
dana:«a»:
relay:«b»:
`, V{"a": g.dotSHA256Crypt(), "b": g.dotYescrypt()}, "/etc/exim4/passwd")

	g.add("dot/chat-gmail-app-password", `
ok I generated an app password in my google account, it shows «a» — where does it go in .msmtprc, with or without the spaces?
`, V{"a": g.dotAppPw()}, "with or without the spaces?")

	g.add("dot/chat-outlook-app-password-table", `
| account | server | app password |
|---|---|---|
| dana.kaur@outlook.com | smtp-mail.outlook.com:587 | «a» |
| dana@danak.dev | smtp.fastmail.com:465 | «b» |
put these into the msmtp config please
`, V{"a": g.dotAppPwFlat(), "b": g.dotFastmail()}, "smtp-mail.outlook.com:587", "put these into the msmtp config please")

	g.add("dot/isync-diff-pass-to-passcmd", `
--- a/.mbsyncrc
+++ b/.mbsyncrc
@@ -2,6 +2,6 @@ IMAPAccount gmail
 Host imap.gmail.com
 User dana.kaur@gmail.com
-Pass «a»
+PassCmd "pass show email/gmail-app"
 SSLType IMAPS
`, V{"a": g.dotAppPw()}, "PassCmd \"pass show email/gmail-app\"", "User dana.kaur@gmail.com")

	g.add("dot/getmail-rc", `
$ cat ~/.config/getmail/getmailrc
[retriever]
type = SimpleIMAPSSLRetriever
server = imap.mailbox.org
username = dana@mailbox.org
password = «a»
mailboxes = ("INBOX",)

[destination]
type = Maildir
path = ~/Mail/mailbox/
`, V{"a": g.pw()}, "server = imap.mailbox.org", "path = ~/Mail/mailbox/")

	g.add("dot/himalaya-config", `
$ cat ~/.config/himalaya/config.toml
[accounts.personal]
email = "dana@danak.dev"
default = true
backend.type = "imap"
backend.host = "imap.fastmail.com"
backend.port = 993
backend.login = "dana@danak.dev"
backend.auth.type = "password"
backend.auth.raw = "«a»"
message.send.backend.auth.cmd = "pass show email/fastmail-smtp"
`, V{"a": g.dotFastmail()}, "message.send.backend.auth.cmd = \"pass show email/fastmail-smtp\"", "backend.host = \"imap.fastmail.com\"")

	g.add("dot/swaks-test-auth", `
$ swaks --to dana@danak.dev --server smtp.gmail.com:587 --tls --auth LOGIN --auth-user dana.kaur@gmail.com --auth-password '«a»'
=== Trying smtp.gmail.com:587...
=== Connected to smtp.gmail.com.
 -> AUTH LOGIN
<-  334 VXNlcm5hbWU6
 -> «b»
<-  334 UGFzc3dvcmQ6
`, V{"a": g.dotAppPw(), "b": b64s("dana.kaur@gmail.com")}, "334 VXNlcm5hbWU6", "=== Connected to smtp.gmail.com.")

	fm := g.dotFastmail()
	g.add("dot/smtp-auth-plain-openssl", `
$ printf '\0dana@danak.dev\0%s' '«a»' | base64
«b»
$ openssl s_client -quiet -connect smtp.fastmail.com:465
220 smtp.fastmail.com ESMTP ready
AUTH PLAIN «b»
235 2.0.0 OK
`, V{"a": fm, "b": b64s("\x00dana@danak.dev\x00" + fm)}, "220 smtp.fastmail.com ESMTP ready", "235 2.0.0 OK")

	g.add("dot/notmuch-lieer-token", `
$ cat ~/Mail/gmail/.credentials.gmailieer.json
{"access_token": "«a»", "client_id": "«_cid».apps.googleusercontent.com", "client_secret": "«b»", "refresh_token": "«c»", "token_expiry": "2024-06-11T19:55:01Z", "token_uri": "https://oauth2.googleapis.com/token"}
`, V{"a": g.ya29(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "c": g.gRefresh()}, "https://oauth2.googleapis.com/token")
}

func (g *G) dotDesktop() {
	fzPw := g.pw()
	g.add("dot/filezilla-sitemanager", `
$ cat ~/.config/filezilla/sitemanager.xml
<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="*nix">
	<Servers>
		<Server>
			<Host>ftp.hosting-provider.de</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>web4711</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
			<Name>Hosting</Name>
		</Server>
		<Server>
			<Host>nas.home.arpa</Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<User>dana</User>
			<Keyfile>/home/dana/.ssh/id_ed25519</Keyfile>
			<Logontype>5</Logontype>
			<Name>NAS</Name>
		</Server>
	</Servers>
</FileZilla3>
`, V{"a": b64s(fzPw)}, "<Host>ftp.hosting-provider.de</Host>", "<Keyfile>/home/dana/.ssh/id_ed25519</Keyfile>")

	fzPw2 := g.pw()
	g.add("dot/filezilla-recentservers-decoded", `
$ grep -o '<Pass encoding="base64">[^<]*' ~/.config/filezilla/recentservers.xml
<Pass encoding="base64">«a»
$ echo «a» | base64 -d
«b»
`, V{"a": b64s(fzPw2), "b": fzPw2}, "~/.config/filezilla/recentservers.xml")

	g.add("dot/filezilla-recentservers-xml", `
<RecentServers>
	<Server>
		<Host>sftp.acme-corp.com</Host>
		<Port>22</Port>
		<Protocol>1</Protocol>
		<User>dkaur</User>
		<Pass encoding="base64">«a»</Pass>
		<Logontype>1</Logontype>
	</Server>
</RecentServers>
`, V{"a": b64s(g.pwStrong())}, "<Host>sftp.acme-corp.com</Host>")

	g.add("dot/winscp-ini", `
C:\Users\dana> type "%APPDATA%\WinSCP.ini" | findstr /B "[Sess HostName UserName Password"
[Sessions\dana@nas.home.arpa]
HostName=nas.home.arpa
UserName=dana
Password=«a»
[Sessions\deploy@web01]
HostName=web01.acme-corp.com
UserName=deploy
Password=«b»
`, V{"a": g.dotWinSCP(), "b": g.dotWinSCP()}, "HostName=web01.acme-corp.com", "[Sessions\\dana@nas.home.arpa]")

	g.add("dot/winscp-script-open-url", `
C:\scripts> type backup.txt
open sftp://deploy:«a»@web01.acme-corp.com/ -hostkey="ssh-ed25519 255 «_hk»"
get /var/backups/db.sql.gz C:\backups\
exit
`, V{"a": g.pwURL(), "_hk": g.dotSSHFP()}, "C:\\backups\\")

	g.add("dot/putty-reg-export-proxy", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\nas]
"HostName"="nas.home.arpa"
"PortNumber"=dword:00000016
"UserName"="dana"
"PublicKeyFile"="C:\\Users\\dana\\.ssh\\nas.ppk"
"ProxyMethod"=dword:00000003
"ProxyHost"="proxy.corp.example.com"
"ProxyUsername"="dkaur"
"ProxyPassword"="«a»"
`, V{"a": g.pw()}, "\"ProxyHost\"=\"proxy.corp.example.com\"", "C:\\\\Users\\\\dana\\\\.ssh\\\\nas.ppk")

	_, ppkPub := g.sshEd25519("dana@win")
	g.add("dot/putty-ppk-unencrypted", `
C:\Users\dana\.ssh> type nas.ppk
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: dana@win
Public-Lines: 2
«_pub»
Private-Lines: 1
«a»
Private-MAC: «_mac»
`, V{"_pub": wrap(strings.TrimPrefix(ppkPub, "ssh-ed25519 "), 64), "a": g.b64(36), "_mac": g.hex(64)}, "Encryption: none", "PuTTY-User-Key-File-3: ssh-ed25519")

	g.add("dot/kitty-session-file", `
C:\tools\kitty> type Sessions\router
HostName\192.168.178.1\
Protocol\ssh\
PortNumber\22\
UserName\root\
Password\«a»\
AutocommandOut\uptime\
`, V{"a": g.s(alHex, 40+2*g.r.IntN(8))}, "HostName\\192.168.178.1\\", "AutocommandOut\\uptime\\")

	g.add("dot/mremoteng-confcons", `
PS> Get-Content "$env:APPDATA\mRemoteNG\confCons.xml" | Select-String 'Node Name'
<Node Name="fs01" Type="Connection" Descr="" Icon="Windows" Panel="General" Id="«_id1»" Username="dkaur" Domain="CONTOSO" Password="«a»" Hostname="fs01.contoso.local" Protocol="RDP" Port="3389" />
<Node Name="pihole" Type="Connection" Descr="" Icon="Linux" Panel="General" Id="«_id2»" Username="pi" Domain="" Password="«b»" Hostname="pihole.home.arpa" Protocol="SSH2" Port="22" />
`, V{"_id1": g.uuid(), "a": g.dotMRemote(), "_id2": g.uuid(), "b": g.dotMRemote()}, "Hostname=\"fs01.contoso.local\"", "Hostname=\"pihole.home.arpa\"")

	g.add("dot/remmina-file", `
$ cat ~/.local/share/remmina/group_rdp_work-pc_10-20-0-15.remmina
[remmina]
name=Work PC
protocol=RDP
server=10.20.0.15
username=dkaur
domain=CONTOSO
password=«a»
gateway_server=rdgw.acme-corp.com
gateway_username=dkaur
gateway_password=«b»
resolution_mode=2
`, V{"a": g.dotRemmina(), "b": g.dotRemmina()}, "gateway_server=rdgw.acme-corp.com", "group_rdp_work-pc_10-20-0-15.remmina")

	g.add("dot/remmina-pref-secret", `
$ grep -E '^secret=' ~/.config/remmina/remmina.pref
secret=«a»
`, V{"a": g.b64(32)}, "~/.config/remmina/remmina.pref")

	g.add("dot/dbeaver-credentials-decrypted", `
$ openssl aes-128-cbc -d -K "$DBEAVER_KEY" -iv 00000000000000000000000000000000 \
    -in ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json | dd bs=1 skip=16 2>/dev/null
{"«_pg»":{"#connection":{"user":"app","password":"«a»"}},"«_my»":{"#connection":{"user":"root","password":"«b»"}}}
`, V{"a": g.pw(), "b": g.pwStrong(), "_pg": g.dbeaverID("postgres-jdbc"), "_my": g.dbeaverID("mysql8")}, "$DBEAVER_KEY")

	g.add("dot/dbeaver-data-sources-plain", `
$ jq '.connections[] | .configuration' ~/.local/share/DBeaverData/workspace6/General/.dbeaver/data-sources.json
{
  "host": "db.prod.internal",
  "port": "5432",
  "database": "billing",
  "url": "jdbc:postgresql://db.prod.internal:5432/billing",
  "user": "billing_ro",
  "password": "«a»",
  "auth-model": "native"
}
`, V{"a": g.pw()}, "jdbc:postgresql://db.prod.internal:5432/billing", "\"auth-model\": \"native\"")

	g.add("dot/datagrip-datasources-url-password", `
$ grep jdbc-url .idea/dataSources.xml
      <jdbc-url>jdbc:mysql://localhost:3306/shop?user=shop&amp;password=«a»&amp;useSSL=false</jdbc-url>
      <jdbc-url>jdbc:sqlserver://sql01.contoso.local:1433;databaseName=erp;user=sa;password=«b»</jdbc-url>
`, V{"a": g.pwURL(), "b": g.pwURL()}, "&amp;useSSL=false", "sql01.contoso.local:1433;databaseName=erp")

	g.add("dot/jetbrains-http-client-private-env", `
$ cat http-client.private.env.json
{
  "dev": {
    "token": "«a»",
    "basicPassword": "«b»"
  },
  "prod": {
    "token": "«c»"
  }
}
`, V{"a": g.userJWT(), "b": g.pw(), "c": g.userJWT()}, "http-client.private.env.json")

	g.add("dot/vscode-settings-sqltools", `
$ cat ~/.config/Code/User/settings.json
{
  "editor.fontFamily": "JetBrains Mono",
  "editor.formatOnSave": true,
  "sqltools.connections": [
    {
      "name": "local pg",
      "driver": "PostgreSQL",
      "server": "localhost",
      "port": 5432,
      "database": "app",
      "username": "postgres",
      "password": "«a»"
    }
  ],
  "rest-client.environmentVariables": {
    "$shared": { "apiToken": "«b»" }
  },
  "intelephense.licenceKey": "«c»"
}
`, V{"a": g.pw(), "b": g.linear(), "c": g.s(alUpNum, 15)}, "\"editor.fontFamily\": \"JetBrains Mono\"", "\"driver\": \"PostgreSQL\"")

	g.add("dot/vscode-mssql-connection", `
  "mssql.connections": [
    {
      "server": "sql01.contoso.local",
      "database": "erp",
      "authenticationType": "SqlLogin",
      "user": "sa",
      "password": "«a»",
      "savePassword": true,
      "profileName": "erp-dev"
    }
  ],
`, V{"a": g.pw()}, "\"authenticationType\": \"SqlLogin\"", "\"profileName\": \"erp-dev\"")

	g.add("dot/wakatime-cfg", `
$ cat ~/.wakatime.cfg
[settings]
api_key = waka_«a»
debug = false
hidefilenames = true
`, V{"a": g.uuid()}, "hidefilenames = true")

	g.add("dot/vscode-continue-config", `
$ cat ~/.continue/config.json
{
  "models": [
    {"title": "Claude", "provider": "anthropic", "model": "claude-sonnet-4-5", "apiKey": "«a»"},
    {"title": "Local", "provider": "ollama", "model": "qwen2.5-coder:7b", "apiBase": "http://localhost:11434"}
  ],
  "tabAutocompleteModel": {"provider": "mistral", "model": "codestral-latest", "apiKey": "«b»"}
}
`, V{"a": g.anthropic(), "b": g.an(32)}, "http://localhost:11434", "qwen2.5-coder:7b")

	g.add("dot/postman-environment-export", `
$ cat ~/Downloads/homelab.postman_environment.json
{
	"id": "«_id»",
	"name": "homelab",
	"values": [
		{"key": "base_url", "value": "https://ha.home.arpa:8123/api", "type": "default", "enabled": true},
		{"key": "ha_token", "value": "«a»", "type": "secret", "enabled": true},
		{"key": "unifi_password", "value": "«b»", "type": "secret", "enabled": true}
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_using": "Postman/11.1.0"
}
`, V{"_id": g.uuid(), "a": g.jwt("HS256", `{"iss":"`+g.hex(32)+`","iat":1717000000,"exp":2032360000}`), "b": g.pw()}, "https://ha.home.arpa:8123/api", "Postman/11.1.0")

	g.add("dot/insomnia-export-env", `
{"_type":"export","__export_format":4,"resources":[
{"_id":"env_«_e»","_type":"environment","name":"Base Environment","data":{"base_url":"https://api.github.com","gh_token":"«a»","openai_key":"«b»"}},
{"_id":"req_«_r»","_type":"request","name":"whoami","url":"{{ _.base_url }}/user","method":"GET"}]}
`, V{"_e": g.hex(32), "a": g.ghp(), "_r": g.hex(32), "b": g.openai()}, "{{ _.base_url }}/user", "Base Environment")

	g.add("dot/sublime-sftp-config", `
$ cat ~/src/client-site/sftp-config.json
{
    "type": "sftp",
    "save_before_upload": true,
    "upload_on_save": true,
    "host": "web01.hosting-provider.de",
    "user": "web4711",
    "password": "«a»",
    "port": "22",
    "remote_path": "/var/www/vhosts/client-site/httpdocs/",
    "ignore_regexes": ["\\.sublime-(project|workspace)", "sftp-config\\.json"],
    "connect_timeout": 30
}
`, V{"a": g.pw()}, "/var/www/vhosts/client-site/httpdocs/", "\"host\": \"web01.hosting-provider.de\"")

	g.add("dot/vscode-sftp-extension-json", `
$ cat .vscode/sftp.json
{
    "name": "shop staging",
    "host": "staging.shop.example",
    "protocol": "ftp",
    "username": "shopstg",
    "password": "«a»",
    "remotePath": "/public_html",
    "uploadOnSave": true
}
`, V{"a": g.pwStrong()}, "\"remotePath\": \"/public_html\"", "staging.shop.example")

	g.add("dot/chrome-passwords-csv", `
$ head -4 ~/Downloads/Chrome\ Passwords.csv
name,url,username,password,note
github.com,https://github.com/session,danak,«a»,
accounts.hetzner.com,https://accounts.hetzner.com/login,dana@danak.dev,«b»,
192.168.178.1,http://192.168.178.1/,admin,«c»,router
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwURL()}, "https://accounts.hetzner.com/login", "name,url,username,password,note")

	g.add("dot/firefox-logins-csv", `
$ sed -n '1,3p' ~/Documents/logins.csv
"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"
"https://app.fastmail.com","dana@danak.dev","«a»",,"https://app.fastmail.com","{«_g»}","1688000000000","1717000000000","1688000000000"
"https://nextcloud.danak.dev","dana","«b»",,"https://nextcloud.danak.dev","{«_g2»}","1690000000000","1716000000000","1690000000000"
`, V{"a": g.pwStrong(), "_g": g.uuid(), "b": g.pw(), "_g2": g.uuid()}, "\"https://app.fastmail.com\"", "\"formActionOrigin\"")

	g.add("dot/transmission-settings-rpc", `
$ grep rpc- ~/.config/transmission-daemon/settings.json
    "rpc-authentication-required": true,
    "rpc-bind-address": "0.0.0.0",
    "rpc-password": "{«a»",
    "rpc-port": 9091,
    "rpc-username": "dana",
    "rpc-whitelist": "127.0.0.1,192.168.178.*",
`, V{"a": g.hex(40) + g.s(alLowNum, 8)}, "\"rpc-whitelist\": \"127.0.0.1,192.168.178.*\"", "\"rpc-port\": 9091")

	g.add("dot/syncthing-config-gui", `
$ grep -A4 '<gui ' ~/.local/state/syncthing/config.xml
    <gui enabled="true" tls="false" debugging="false">
        <address>127.0.0.1:8384</address>
        <user>dana</user>
        <password>«a»</password>
        <apikey>«b»</apikey>
`, V{"a": g.bcrypt(), "b": g.s(alAlnum, 32)}, "<address>127.0.0.1:8384</address>")

	g.add("dot/qbittorrent-conf", `
$ grep WebUI ~/.config/qBittorrent/qBittorrent.conf
WebUI\Port=8080
WebUI\Username=admin
WebUI\Password_PBKDF2="@ByteArray(«a»:«b»)"
`, V{"a": g.b64(16), "b": g.b64(64)}, "WebUI\\Username=admin", "WebUI\\Port=8080")

	g.add("dot/lftp-bookmarks", `
$ cat ~/.local/share/lftp/bookmarks
hosting	ftp://web4711:«a»@ftp.hosting-provider.de/httpdocs
mirror	ftp://ftp.fau.de/debian/
`, V{"a": g.pwURL()}, "ftp://ftp.fau.de/debian/", "@ftp.hosting-provider.de/httpdocs")

	g.add("dot/rdp-file-username-only-plus-chat", `
here's the .rdp I use, the password is «a» if you need to test it:

full address:s:fs01.contoso.local
username:s:CONTOSO\dkaur
gatewayhostname:s:rdgw.acme-corp.com
prompt for credentials:i:1
`, V{"a": g.talkPw()}, "full address:s:fs01.contoso.local", "gatewayhostname:s:rdgw.acme-corp.com")

	g.add("dot/nextcloud-cli-netrc-and-app-password", `
$ nextcloudcmd --user dana --password «a» ~/Nextcloud https://cloud.danak.dev
09:12:01 [ info sync.accessmanager ]:	2 "" "https://cloud.danak.dev/ocs/v1.php/cloud/capabilities?format=json" has X-Request-ID "«_rid»"
`, V{"a": g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5), "_rid": g.uuid()}, "https://cloud.danak.dev/ocs/v1.php/cloud/capabilities?format=json")

	g.add("dot/spotify-tui-client-yml", `
$ cat ~/.config/spotify-tui/client.yml
client_id: «_cid»
client_secret: «a»
device_id: «_dev»
port: 8888
`, V{"_cid": g.hex(32), "a": g.hex(32), "_dev": g.hex(40)}, "port: 8888")

	g.add("dot/home-assistant-secrets-yaml", `
$ cat ~/homeassistant/secrets.yaml
wifi_ssid: "Fritzbox 7590 XY"
wifi_password: "«a»"
mqtt_password: «b»
latitude_home: 52.5200
`, V{"a": g.talkWifi(), "b": g.pwURL()}, "wifi_ssid: \"Fritzbox 7590 XY\"", "latitude_home: 52.5200")
}

// dotBenign adds dotfiles and tool output with no secret in them.
func (g *G) dotBenign() {
	_, pub := g.sshEd25519("dana@framework")
	g.add("dot/benign-ssh-config", `
$ cat ~/.ssh/config
Host *
    AddKeysToAgent yes
    IdentitiesOnly yes
    ServerAliveInterval 60

Host nas
    HostName nas.home.arpa
    User dana
    IdentityFile ~/.ssh/id_ed25519
    Port 2222

Host bastion-prod
    HostName «_ip»
    User ec2-user
    IdentityFile ~/.ssh/acme-prod.pem
    ProxyJump none

Host github.com
    IdentityFile ~/.ssh/id_ed25519_github
    UseKeychain yes
`, V{"_ip": fmt.Sprintf("3.%d.%d.%d", g.r.IntN(250), g.r.IntN(250), g.r.IntN(250))}, "HostName nas.home.arpa", "IdentityFile ~/.ssh/acme-prod.pem", "UseKeychain yes")

	g.add("dot/benign-ssh-keygen-fingerprints", `
$ for k in ~/.ssh/*.pub; do ssh-keygen -lf "$k"; done
256 «_a» dana@framework (ED25519)
256 «_b» dana@mbp (ED25519)
3072 «_c» dana@old-laptop (RSA)
$ ssh-add -l
256 «_a» dana@framework (ED25519)
`, V{"_a": g.dotSSHFP(), "_b": g.dotSSHFP(), "_c": g.dotSSHFP()}, "dana@old-laptop (RSA)")

	g.add("dot/benign-pubkey-and-allowed-signers", `
$ cat ~/.ssh/allowed_signers
dana@danak.dev «_p»
$ git config --global gpg.format ssh
$ git config --global user.signingkey ~/.ssh/id_ed25519.pub
`, V{"_p": pub}, "git config --global gpg.format ssh", "~/.ssh/id_ed25519.pub")

	g.add("dot/benign-gpg-list-secret-keys", `
$ gpg --list-secret-keys --keyid-format long
/home/dana/.gnupg/pubring.kbx
-----------------------------
sec   ed25519/«_k1» 2023-01-14 [SC] [expires: 2026-01-13]
      «_fp»
uid                 [ultimate] Dana Kaur <dana@danak.dev>
ssb   cv25519/«_k2» 2023-01-14 [E] [expires: 2026-01-13]
`, V{"_k1": g.dotKeyID(), "_fp": g.dotGPGFpr(), "_k2": g.dotKeyID()}, "Dana Kaur <dana@danak.dev>", "/home/dana/.gnupg/pubring.kbx")

	g.add("dot/benign-gpg-agent-conf", `
$ cat ~/.gnupg/gpg-agent.conf
default-cache-ttl 3600
max-cache-ttl 86400
pinentry-program /opt/homebrew/bin/pinentry-mac
enable-ssh-support
$ cat ~/.gnupg/sshcontrol
«_kg» 0
`, V{"_kg": g.s(alHexU, 40)}, "pinentry-program /opt/homebrew/bin/pinentry-mac", "enable-ssh-support")

	g.add("dot/benign-pass-ls", `
$ pass ls
Password Store
├── api
│   ├── gitlab
│   ├── openai
│   └── sendgrid
├── email
│   ├── fastmail-imap
│   └── gmail-app
└── web
    ├── github.com
    └── router-admin
$ cat ~/.password-store/.gpg-id
«_fp»
`, V{"_fp": g.dotGPGFpr()}, "fastmail-imap", "router-admin")

	g.add("dot/benign-cmdkey-list", `
C:\Users\dana> cmdkey /list

Currently stored credentials:

    Target: LegacyGeneric:target=git:https://github.com
    Type: Generic
    User: danak
    Local machine persistence

    Target: Domain:target=fs01.contoso.local
    Type: Domain Password
    User: CONTOSO\dkaur

    Target: LegacyGeneric:target=MicrosoftAccount:user=dana.kaur@outlook.com
    Type: Generic
    User: dana.kaur@outlook.com
`, nil, "LegacyGeneric:target=git:https://github.com", "Domain:target=fs01.contoso.local", "User: dana.kaur@outlook.com")

	g.add("dot/benign-keepassxc-show-protected", `
$ keepassxc-cli show ~/Sync/vault.kdbx "Mail/Fastmail"
Enter password to unlock /home/dana/Sync/vault.kdbx:
Title: Fastmail
UserName: dana@danak.dev
Password: PROTECTED
URL: https://app.fastmail.com
Notes:
Uuid: {«_u»}
Tags:
`, V{"_u": g.uuid()}, "Password: PROTECTED", "https://app.fastmail.com")

	g.add("dot/benign-bw-status", `
$ bw status | jq .
{
  "serverUrl": "https://vault.bitwarden.eu",
  "lastSync": "2024-06-10T19:44:01.012Z",
  "userEmail": "dana@danak.dev",
  "userId": "«_u»",
  "status": "locked"
}
`, V{"_u": g.uuid()}, "https://vault.bitwarden.eu", "\"status\": \"locked\"")

	g.add("dot/benign-op-account-list", `
$ op account list
URL                     EMAIL             USER ID
my.1password.com        dana@danak.dev    «_u»
acme.1password.com      dkaur@acme-corp.com «_u2»
$ op vault list
ID                            NAME
«_v1»    Private
«_v2»    Homelab
`, V{"_u": g.s(alUpNum, 26), "_u2": g.s(alUpNum, 26), "_v1": g.s(alLowNum, 26), "_v2": g.s(alLowNum, 26)}, "acme.1password.com")

	g.add("dot/benign-thunderbird-prefs", `
$ grep -E 'mail.server.server[12]\.(hostname|userName|port|socketType|authMethod)' prefs.js
user_pref("mail.server.server1.authMethod", 10);
user_pref("mail.server.server1.hostname", "imap.gmail.com");
user_pref("mail.server.server1.port", 993);
user_pref("mail.server.server1.socketType", 3);
user_pref("mail.server.server1.userName", "dana.kaur@gmail.com");
user_pref("mail.server.server2.hostname", "imap.fastmail.com");
user_pref("mail.server.server2.userName", "dana@danak.dev");
`, nil, "user_pref(\"mail.server.server1.hostname\", \"imap.gmail.com\");", "user_pref(\"mail.server.server2.userName\", \"dana@danak.dev\");")

	g.add("dot/benign-msmtprc-passwordeval-only", `
$ cat ~/.config/msmtp/config
defaults
auth on
tls on
tls_trust_file /etc/ssl/certs/ca-certificates.crt

account fastmail
host smtp.fastmail.com
port 465
tls_starttls off
from dana@danak.dev
user dana@danak.dev
passwordeval "secret-tool lookup service msmtp username dana@danak.dev"

account default : fastmail
`, nil, "passwordeval \"secret-tool lookup service msmtp username dana@danak.dev\"", "account default : fastmail")

	g.add("dot/benign-mbsyncrc-passcmd-oauth", `
IMAPAccount outlook
Host outlook.office365.com
Port 993
User dana.kaur@outlook.com
PassCmd "~/.local/bin/mutt_oauth2.py ~/.config/mutt/outlook.tokens"
AuthMechs XOAUTH2
SSLType IMAPS
`, nil, "PassCmd \"~/.local/bin/mutt_oauth2.py ~/.config/mutt/outlook.tokens\"", "AuthMechs XOAUTH2")

	g.add("dot/benign-offlineimap-remotepasseval", `
$ cat ~/.offlineimap.py
import subprocess
def get_pass(account):
    return subprocess.check_output(["pass", "show", "email/" + account]).splitlines()[0].decode()
$ grep -n remotepasseval ~/.offlineimaprc
14:remotepasseval = get_pass("fastmail-imap")
`, nil, "remotepasseval = get_pass(\"fastmail-imap\")", "subprocess.check_output([\"pass\", \"show\", \"email/\" + account])")

	g.add("dot/benign-gitconfig-helpers", `
$ git config --global --get-regexp 'credential|url'
credential.helper osxkeychain
credential.https://dev.azure.com.usehttppath true
credential.https://git.acme-corp.com.helper !/usr/local/bin/git-credential-vault
url.git@github.com:.insteadof https://github.com/
url.ssh://git@git.home.arpa:2222/.insteadof https://git.home.arpa/
`, nil, "!/usr/local/bin/git-credential-vault", "url.ssh://git@git.home.arpa:2222/.insteadof https://git.home.arpa/")

	g.add("dot/benign-docker-config-credstore", `
$ cat ~/.docker/config.json
{
	"auths": {
		"ghcr.io": {},
		"https://index.docker.io/v1/": {}
	},
	"credsStore": "osxkeychain",
	"credHelpers": {
		"«_acct».dkr.ecr.eu-west-1.amazonaws.com": "ecr-login",
		"europe-west3-docker.pkg.dev": "gcloud"
	},
	"currentContext": "colima"
}
`, V{"_acct": g.digits(12)}, "\"credsStore\": \"osxkeychain\"", "\"europe-west3-docker.pkg.dev\": \"gcloud\"")

	g.add("dot/benign-kubeconfig-exec-plugin", `
users:
- name: arn:aws:eks:eu-west-1:«_acct»:cluster/dev
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: aws
      args: ["--region", "eu-west-1", "eks", "get-token", "--cluster-name", "dev", "--output", "json"]
      env:
      - name: AWS_PROFILE
        value: dev
`, V{"_acct": g.digits(12)}, "client.authentication.k8s.io/v1beta1", "\"get-token\", \"--cluster-name\", \"dev\"")

	g.add("dot/benign-aws-config-sso-only", `
$ cat ~/.aws/config
[default]
region = eu-central-1
output = json

[profile prod-readonly]
sso_session = acme
sso_account_id = «_a1»
sso_role_name = ReadOnlyAccess
credential_process = /opt/homebrew/bin/aws-vault exec prod-readonly --json

[sso-session acme]
sso_start_url = https://acme.awsapps.com/start
sso_region = eu-west-1
`, V{"_a1": g.digits(12)}, "credential_process = /opt/homebrew/bin/aws-vault exec prod-readonly --json", "ReadOnlyAccess")

	g.add("dot/benign-gh-auth-status", `
$ gh auth status
github.com
  ✓ Logged in to github.com account danak (keyring)
  - Active account: true
  - Git operations protocol: ssh
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        danak:
    git_protocol: ssh
    user: danak
`, nil, "gho_************************************", "Logged in to github.com account danak (keyring)")

	g.add("dot/benign-npmrc-env-refs", `
$ cat ~/.npmrc
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=${GITHUB_PACKAGES_TOKEN}
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
engine-strict=true
$ npm config get //registry.npmjs.org/:_authToken
(protected)
`, nil, "_authToken=${GITHUB_PACKAGES_TOKEN}", "(protected)")

	g.add("dot/benign-pip-conf-keyring", `
$ cat ~/.config/pip/pip.conf
[global]
index-url = https://pypi.acme-corp.com/simple/
keyring-provider = subprocess
$ keyring --list-backends
keyring.backends.SecretService.Keyring (priority: 5)
keyring.backends.chainer.ChainerBackend (priority: 10)
`, nil, "keyring-provider = subprocess", "keyring.backends.SecretService.Keyring (priority: 5)")

	g.add("dot/benign-terraformrc-plugin-cache", `
$ cat ~/.terraformrc
plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"
disable_checkpoint = true
provider_installation {
  network_mirror {
    url = "https://tf-mirror.acme-corp.com/providers/"
  }
}
`, nil, "https://tf-mirror.acme-corp.com/providers/", "disable_checkpoint = true")

	g.add("dot/benign-putty-session-no-password", `
[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\pihole]
"HostName"="pihole.home.arpa"
"PortNumber"=dword:00000016
"UserName"="pi"
"PublicKeyFile"="C:\\Users\\dana\\.ssh\\pi.ppk"
"TerminalType"="xterm-256color"
[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\SshHostKeys]
"ssh-ed25519@22:pihole.home.arpa"="0x«_x»,0x«_y»"
`, V{"_x": g.hex(64), "_y": g.hex(64)}, "\"HostName\"=\"pihole.home.arpa\"", "\"TerminalType\"=\"xterm-256color\"")

	g.add("dot/benign-cyberduck-bookmark", `
$ plutil -p ~/Library/Group\ Containers/G69SCX94XU.duck/Library/Application\ Support/duck/Bookmarks/«_u».duck
{
  "Hostname" => "sftp.acme-corp.com"
  "Nickname" => "acme sftp"
  "Port" => "22"
  "Protocol" => "sftp"
  "Username" => "dkaur"
  "UUID" => "«_u»"
  "Path" => "/incoming"
}
`, V{"_u": strings.ToUpper(g.uuid())}, "\"Hostname\" => \"sftp.acme-corp.com\"", "\"Path\" => \"/incoming\"")

	g.add("dot/benign-transmit-favorites", `
$ sqlite3 ~/Library/Application\ Support/Transmit/Favorites/Favorites.sqlite 'select ZNICKNAME, ZSERVER, ZUSERNAME, ZPROTOCOL from ZOBJECT'
Hosting|ftp.hosting-provider.de|web4711|FTP
NAS|nas.home.arpa|dana|SFTP
B2 archive|s3.eu-central-003.backblazeb2.com|«_k»|S3
`, V{"_k": "003" + g.hex(9) + "0000000004"}, "nas.home.arpa|dana|SFTP")

	g.add("dot/benign-dbeaver-data-sources", `
{
	"folders": {},
	"connections": {
		"«_pg»": {
			"provider": "postgresql",
			"driver": "postgres-jdbc",
			"name": "billing prod (ro)",
			"save-password": true,
			"configuration": {
				"host": "db.prod.internal",
				"port": "5432",
				"database": "billing",
				"url": "jdbc:postgresql://db.prod.internal:5432/billing",
				"configurationType": "MANUAL",
				"auth-model": "native"
			}
		}
	}
}
`, V{"_pg": g.dbeaverID("postgres-jdbc")}, "\"save-password\": true", "jdbc:postgresql://db.prod.internal:5432/billing")

	g.add("dot/benign-vscode-settings", `
{
  "workbench.colorTheme": "Catppuccin Mocha",
  "remote.SSH.configFile": "~/.ssh/config",
  "remote.SSH.remotePlatform": { "nas": "linux", "bastion-prod": "linux" },
  "terminal.integrated.env.linux": { "GOPRIVATE": "git.home.arpa" },
  "github.copilot.enable": { "*": true, "markdown": false },
  "git.enableCommitSigning": true,
  "files.exclude": { "**/.env": false }
}
`, nil, "\"remote.SSH.configFile\": \"~/.ssh/config\"", "\"git.enableCommitSigning\": true")

	g.add("dot/benign-remmina-pref", `
$ sed -n '1,8p' ~/.config/remmina/remmina.pref
[remmina_pref]
save_view_mode=true
use_master_password=true
unlock_timeout=300
fullscreen_on_auto=true
always_show_tab=true
datadir_path=/home/dana/.local/share/remmina
`, nil, "use_master_password=true", "datadir_path=/home/dana/.local/share/remmina")

	g.add("dot/benign-neomuttrc-commands", `
set imap_user = "dana@danak.dev"
set imap_pass = "`+"`pass show email/fastmail-imap | head -n1`"+`"
set smtp_url = "smtps://dana@danak.dev@smtp.fastmail.com:465/"
set smtp_pass = "`+"`secret-tool lookup service neomutt`"+`"
set header_cache = "~/.cache/neomutt/headers"
`, nil, "`pass show email/fastmail-imap | head -n1`", "`secret-tool lookup service neomutt`", "set header_cache = \"~/.cache/neomutt/headers\"")

	g.add("dot/benign-zshrc-plugins-and-aliases", `
$ sed -n '1,14p' ~/.zshrc
export ZSH="$HOME/.oh-my-zsh"
ZSH_THEME="powerlevel10k/powerlevel10k"
plugins=(git docker kubectl aws fzf zsh-autosuggestions)
source $ZSH/oh-my-zsh.sh
export GPG_TTY=$(tty)
export SSH_AUTH_SOCK=$(gpgconf --list-dirs agent-ssh-socket)
alias gpgkill='gpgconf --kill gpg-agent'
alias awsl='aws sso login --profile dev'
export GITHUB_TOKEN="$(gh auth token)"
export AWS_PROFILE=dev
`, nil, "$(gpgconf --list-dirs agent-ssh-socket)", "export GITHUB_TOKEN=\"$(gh auth token)\"", "plugins=(git docker kubectl aws fzf zsh-autosuggestions)")

	g.add("dot/benign-envrc-op-refs", `
$ cat .envrc
export OPENAI_API_KEY=$(op read "op://Private/OpenAI/credential")
export DATABASE_URL="postgres://app:$(op read op://Homelab/pg-app/password)@localhost:5432/app"
export AWS_PROFILE=homelab
layout python3
`, nil, "op://Private/OpenAI/credential", "$(op read op://Homelab/pg-app/password)", "layout python3")

	g.add("dot/benign-dovecot-conf-passdb", `
$ doveconf -n | sed -n '/passdb/,/}/p'
passdb {
  args = scheme=SHA512-CRYPT username_format=%u /etc/dovecot/users
  driver = passwd-file
}
$ ls -l /etc/dovecot/users
-rw-r----- 1 root dovecot 312 Jun  2 09:41 /etc/dovecot/users
`, nil, "args = scheme=SHA512-CRYPT username_format=%u /etc/dovecot/users", "driver = passwd-file")

	g.add("dot/benign-security-dump-keychain-attrs", `
$ security find-generic-password -s "GitHub - https://api.github.com"
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="GitHub - https://api.github.com"
    "acct"<blob>="danak"
    "cdat"<timedate>=0x32303234303331303132303030305A00  "20240310120000Z\000"
    "svce"<blob>="GitHub - https://api.github.com"
`, nil, "\"acct\"<blob>=\"danak\"", "0x32303234303331303132303030305A00")

	g.add("dot/benign-secret-tool-search-locked", `
$ secret-tool search --all service restic
[/org/freedesktop/secrets/collection/login/7]
label = restic b2
secret =
created = 2024-02-11 09:13:41
attribute.service = restic
attribute.repo = b2
`, nil, "/org/freedesktop/secrets/collection/login/7", "attribute.repo = b2")

	g.add("dot/benign-git-credential-manager-list", `
$ git credential-manager github list
danak
$ git credential-manager azure-repos list
org: https://dev.azure.com/acme/
  (global) -> dkaur@acme-corp.com
$ git config --global credential.credentialStore
secretservice
`, nil, "org: https://dev.azure.com/acme/", "secretservice")
}

// dbeaverID returns a DBeaver connection id: the driver's name, a hex
// timestamp and a random hex suffix (a data source's name, not a secret).
func (g *G) dbeaverID(driver string) string {
	return driver + "-" + g.hex(11) + "-" + g.hex(16)
}
