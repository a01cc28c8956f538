package cases

import (
	"fmt"
	"strings"
)

// panelsCases adds web hosting control panels and server management
// tools as an agent meets them while it administers a server or a
// hosting account for a user.
// Sources: cPanel and WHM (uapi and whmapi1 YAML and JSON output, the
// Tokens and api_token_* calls, "Authorization: cpanel" and "whm"
// headers, create_user_session, /root/.my.cnf, /root/.accesshash, backup
// destinations, manage_mysql_profiles, the transfer tool, Softaculous CLI,
// .cpanel.yml); Plesk (plesk bin admin, secret_key, subscription,
// database, mail and license, plesk login, /etc/psa/.psa.shadow, the REST
// API v2 and the XML API packet headers, panel.ini, plesk version);
// DirectAdmin (setup.txt, conf/mysql.conf, login keys and login URLs,
// CMD_API_* calls, HTTPSocket, CustomBuild options.conf, user.conf);
// Webmin, Usermin and Virtualmin (miniserv.users, miniserv.conf,
// changepass.pl, virtualmin create-domain, create-user, list-domains
// --multiline, modify-database-pass, backup-domain to S3, remote.cgi);
// ISPConfig (remote SOAP and JSON API, config.inc.php,
// mysql_clientdb.conf, the auto installer); CyberPanel (install summary,
// adminPass, /etc/cyberpanel/mysqlPassword, the cyberpanel CLI);
// HestiaCP and VestaCP (v-* commands, access keys, the API, mysql.conf);
// CloudPanel (clpctl); aaPanel and BT panel (bt default, default.pl,
// api.json, signed API requests); RunCloud, ServerPilot, Ploi, Laravel
// Forge and SpinupWP (API tokens, deploy webhooks, server creation
// responses with sudo and database passwords, deploy scripts); Coolify
// (.env, Sanctum API tokens, magic SERVICE_* variables); CapRover
// (configstore, app tokens, serversetup); Dokku (config:show, postgres
// plugin, git:auth, registry:login, http-auth, reports); Portainer (bcrypt
// admin password, /api/auth, ptr_ access tokens, edge keys, agent secret,
// stack webhooks); Cockpit (cockpit.conf, the session cookie); Proxmox VE
// and Backup Server (pveum token output, PVEAPIToken headers, tickets and
// CSRF tokens, Terraform providers, storage passwords, cloud-init,
// proxmox-backup-client); vSphere (govc environment, PowerCLI, Terraform,
// VCSA deploy JSON, ESXi kickstart); Virtualizor and SolusVM APIs; WHMCS
// (configuration.php, the API, decrypted server passwords, module logs,
// email templates) and Blesta; welcome emails of hosting providers;
// FTP servers (pure-ftpd, vsftpd, ProFTPD, lftp, curl, FileZilla); and
// phpMyAdmin, Roundcube, SnappyMail, RainLoop and Adminer configuration.
// Benign look-alikes: account, server, site, VM and order ids, IPs,
// hostnames, plans and package names, token names and ACLs, token ids
// without their secret, version and build strings, fingerprints of keys,
// masked values, documented defaults and sample values, placeholders
// ($FORGE_*, SERVICE_PASSWORD_*, {$service_password}, <your-api-key>) and
// references to secret stores. The case names start with "panels/".
func (g *G) panelsCases() {
	g.pnCPanel()
	g.pnWHM()
	g.pnPlesk()
	g.pnDirectAdmin()
	g.pnWebmin()
	g.pnLightPanels()
	g.pnManaged()
	g.pnSelfPaaS()
	g.pnContainers()
	g.pnHypervisors()
	g.pnBilling()
	g.pnProviderMail()
	g.pnFTP()
	g.pnWebmail()
	g.pnChat()
	g.pnLookalikes()
}

// ---- helpers used only here ----

// pnAdd is add with the "panels/" prefix and "ˋ" standing for a backtick.
func (g *G) pnAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("panels/"+name, bt(tmpl), v, benign...)
}

// pnCpToken is a cPanel or WHM API token.
func (g *G) pnCpToken() string { return g.s(alUpNum, 32) }

// pnTS is a Unix time.
func (g *G) pnTS() string { return fmt.Sprint(1700000000 + g.r.IntN(50000000)) }

// pnCpsess is the security token of a cPanel URL.
func (g *G) pnCpsess() string { return "cpsess" + g.digits(10) }

// pnAccessHash is the legacy WHM remote access key of /root/.accesshash.
func (g *G) pnAccessHash() string {
	lines := make([]string, 30)
	for i := range lines {
		lines[i] = g.hex(32)
	}
	return strings.Join(lines, "\n")
}

// pnSanctum is a Laravel Sanctum personal access token (Coolify).
func (g *G) pnSanctum() string { return fmt.Sprint(1+g.r.IntN(40)) + "|" + g.an(48) }

// pnPassport is a Laravel Passport personal access token (Forge, Ploi,
// SpinupWP).
func (g *G) pnPassport() string {
	iat := 1700000000 + g.r.IntN(40000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"1","jti":"%s","iat":%d,"nbf":%d,"exp":%d,"sub":"%d","scopes":[]}`,
		g.hex(80), iat, iat, iat+31536000, 10000+g.r.IntN(900000)))
}

// pnPtr is a Portainer access token.
func (g *G) pnPtr() string { return "ptr_" + g.b64(32) }

// pnHex8 is the hex time stamp of a Proxmox ticket.
func (g *G) pnHex8() string { return fmt.Sprintf("%08X", 0x66000000+g.r.IntN(1<<25)) }

// pnPVETicket is a Proxmox VE authentication ticket of user.
func (g *G) pnPVETicket(user string) string {
	return "PVE:" + user + ":" + g.pnHex8() + "::" + g.b64(256)
}

// pnCSRF is a Proxmox VE CSRFPreventionToken.
func (g *G) pnCSRF() string { return g.pnHex8() + ":" + g.s(alB64, 27) }

// pnMD5Crypt is an MD5-crypt password hash.
func (g *G) pnMD5Crypt() string {
	return "$1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)
}

// pnSHA512Crypt is a SHA-512-crypt password hash.
func (g *G) pnSHA512Crypt() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}

// pnPleskCode is a Plesk activation code.
func (g *G) pnPleskCode() string {
	return "A00" + g.pick("C", "H", "N") + "00-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 6) + "-" +
		g.s(alUpNum, 6) + "-" + g.s(alUpNum, 6)
}

// pnWHMCSLicense is a WHMCS license key.
func (g *G) pnWHMCSLicense() string { return g.pick("Owned-", "Leased-", "Dev-") + g.hex(20) }

// pnFingerprint is a colon-separated hex fingerprint of n bytes.
func (g *G) pnFingerprint(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.s(alHex, 2)
	}
	return strings.Join(parts, ":")
}

// ---- cPanel ----

func (g *G) pnCPanel() {
	g.pnAdd("cpanel-uapi-tokens-create-full-access", `
$ uapi --user=northwind Tokens create_full_access name=github-deploy
---
apiversion: 3
func: create_full_access
module: Tokens
result:
  data:
    create_time: «=t»
    expires_at: ~
    has_full_access: 1
    name: github-deploy
    token: «a»
  errors: ~
  messages: ~
  metadata: {}
  status: 1
  warnings: ~
`, V{"=t": g.pnTS(), "a": g.pnCpToken()}, "github-deploy", "create_full_access")

	g.pnAdd("cpanel-curl-execute-authorization-header", `
$ curl -s -H 'Authorization: cpanel northwind:«a»' \
    'https://server214.hostingcloud.example:2083/execute/Email/list_pops?regex=sales' | jq -r '.data[].email'
sales@northwind-tiles.co.uk
sales.ie@northwind-tiles.co.uk
`, V{"a": g.pnCpToken()}, "server214.hostingcloud.example", "sales@northwind-tiles.co.uk")

	g.pnAdd("cpanel-uapi-tokens-list-no-values", `
$ uapi --output=jsonpretty --user=northwind Tokens list
{
   "apiversion" : 3,
   "func" : "list",
   "module" : "Tokens",
   "result" : {
      "data" : [
         {
            "create_time" : «_t1»,
            "expires_at" : null,
            "has_full_access" : 1,
            "name" : "github-deploy"
         },
         {
            "create_time" : «_t2»,
            "expires_at" : «_t3»,
            "features" : [ "email", "ftp" ],
            "has_full_access" : 0,
            "name" : "zapier-mailboxes"
         }
      ],
      "errors" : null,
      "messages" : null,
      "status" : 1
   }
}
`, V{"_t1": g.pnTS(), "_t2": g.pnTS(), "_t3": g.pnTS()}, "zapier-mailboxes", "github-deploy")

	g.pnAdd("cpanel-uapi-mysql-create-user", `
$ uapi --user=northwind Mysql create_user name=northwind_wp2 password='«a»'
---
apiversion: 3
func: create_user
module: Mysql
result:
  data: ~
  errors: ~
  messages: ~
  metadata: {}
  status: 1
  warnings: ~
$ uapi --user=northwind Mysql set_privileges_on_database user=northwind_wp2 database=northwind_wp2 privileges=ALL%20PRIVILEGES
`, V{"a": g.pwStrong()}, "northwind_wp2", "ALL%20PRIVILEGES")

	g.pnAdd("cpanel-uapi-email-add-pop-json", `
$ uapi --output=jsonpretty --user=brightsmile Email add_pop email=invoices password='«a»' quota=1024 domain=brightsmile-dental.com skip_update_db=0
{
   "module" : "Email",
   "result" : {
      "errors" : null,
      "status" : 1,
      "messages" : null,
      "data" : "invoices+brightsmile-dental.com",
      "warnings" : null,
      "metadata" : {}
   },
   "func" : "add_pop",
   "apiversion" : 3
}
`, V{"a": g.pw()}, "invoices+brightsmile-dental.com", "brightsmile")

	g.pnAdd("cpanel-root-my-cnf", `
[root@server214 ~]# cat /root/.my.cnf
[client]
password="«a»"
user=root
[root@server214 ~]# mysql -e 'SELECT User, Host FROM mysql.user WHERE User LIKE "northwind%"'
+----------------+-----------+
| User           | Host      |
+----------------+-----------+
| northwind_wp   | localhost |
| northwind_wp2  | localhost |
+----------------+-----------+
`, V{"a": g.pwStrong()}, "northwind_wp2", "[root@server214 ~]#")

	g.pnAdd("cpanel-user-my-cnf-home", `
northwind@server214 [~]# cat ~/.my.cnf
[client]
user="northwind"
pass="«a»"
host="localhost"
northwind@server214 [~]# mysqldump northwind_wp > ~/backups/northwind_wp-$(date +%F).sql
`, V{"a": g.pw()}, "northwind_wp-$(date +%F).sql")

	g.pnAdd("cpanel-python-cpsession-cookie", `
# quick script to pull the bandwidth page while the API token request is pending
import requests

HOST = "https://cp.hostpapa-eu.example:2083"
COOKIES = {"cpsession": "lindqvist%3a«a»%2c«b»"}
SEC = "/«=sess»"

r = requests.get(HOST + SEC + "/execute/Bandwidth/query?grouping=domain%7Cyear",
                 cookies=COOKIES, verify=True, timeout=20)
print(r.status_code, r.json()["result"]["data"])
`, V{"a": g.s(alAlnum+"_", 16), "b": g.hex(32), "=sess": g.pnCpsess()}, "https://cp.hostpapa-eu.example:2083", "grouping=domain%7Cyear")

	g.pnAdd("cpanel-backup-destination-sftp", `
[root@server214 ~]# ls /var/cpanel/backups/
config  offsite_sftp_UID_«_id».backup_destination
[root@server214 ~]# cat /var/cpanel/backups/offsite_sftp_UID_«_id».backup_destination
---
authtype: password
disabled: 0
host: u«_u».your-storagebox.de
id: «_id»
name: offsite_sftp
password: «a»
path: /cpbackups/server214
port: 23
timeout: 30
type: SFTP
upload_system_backup: 0
username: u«_u»
`, V{"_id": g.an(24), "_u": g.digits(6), "a": g.pwStrong()}, "/cpbackups/server214")

	g.pnAdd("cpanel-uapi-ftp-add", `
$ uapi --user=brightsmile Ftp add_ftp user=designer pass='«a»' quota=0 homedir=public_html/assets domain=brightsmile-dental.com
---
apiversion: 3
func: add_ftp
module: Ftp
result:
  data: ~
  errors: ~
  messages: ~
  metadata: {}
  status: 1
  warnings: ~
# login is designer@brightsmile-dental.com, host ftp.brightsmile-dental.com, port 21 (explicit TLS)
`, V{"a": g.pw()}, "designer@brightsmile-dental.com", "public_html/assets")

	g.pnAdd("cpanel-uapi-email-passwd-pop", `
northwind@server214 [~]# uapi Email passwd_pop email=accounts password='«a»' domain=northwind-tiles.co.uk
---
apiversion: 3
func: passwd_pop
module: Email
result:
  data: ~
  errors: ~
  messages: ~
  metadata: {}
  status: 1
  warnings: ~
`, V{"a": g.pw()}, "northwind-tiles.co.uk", "passwd_pop")

	g.pnAdd("cpanel-php-uapi-client-class", `
<?php
// app/Services/CpanelClient.php
class CpanelClient
{
    private string $host = 'server214.hostingcloud.example';
    private string $user = 'northwind';
    private string $token = '«a»';

    public function call(string $module, string $function, array $params = []): array
    {
        $url = sprintf('https://%s:2083/execute/%s/%s?%s', $this->host, $module, $function, http_build_query($params));
        $ch = curl_init($url);
        curl_setopt($ch, CURLOPT_HTTPHEADER, ["Authorization: cpanel {$this->user}:{$this->token}"]);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        $body = curl_exec($ch);
        curl_close($ch);
        return json_decode($body, true);
    }
}
`, V{"a": g.pnCpToken()}, "app/Services/CpanelClient.php", "server214.hostingcloud.example")

	g.pnAdd("cpanel-softaculous-cli-install", `
[root@server214 ~]# /usr/local/cpanel/3rdparty/bin/php /usr/local/cpanel/whostmgr/docroot/cgi/softaculous/cli.php \
    --install --panel_user=brightsmile --soft=26 --softdomain=brightsmile-dental.com --softdirectory=blog \
    --site_name="Bright Smile Blog" --admin_username=bs_editor --admin_pass='«a»' \
    --admin_email=web@brightsmile-dental.com --language=en
Installation Started ...
Congratulations, the software was installed successfully
Path : /home/brightsmile/public_html/blog
URL  : https://brightsmile-dental.com/blog
Admin URL : https://brightsmile-dental.com/blog/wp-admin/
`, V{"a": g.pw()}, "/home/brightsmile/public_html/blog", "bs_editor")

	// benign-only
	g.pnAdd("cpanel-version-and-license-refresh", `
[root@server214 ~]# /usr/local/cpanel/cpanel -V
118.0 (build 27)
[root@server214 ~]# /usr/local/cpanel/cpkeyclt
Updating cPanel license...Done. Update succeeded.
Building global cache for cpanel...Done
[root@server214 ~]# cat /var/cpanel/cpanel.config | grep -E '^(mycnf_auto_adjust_maxallowedpacket|skipboxtrapper|dumplogs)'
dumplogs=1
mycnf_auto_adjust_maxallowedpacket=1
skipboxtrapper=1
`, V{}, "118.0 (build 27)", "Updating cPanel license...Done. Update succeeded.")

	g.pnAdd("cpanel-yml-deploy-file", `
$ cat .cpanel.yml
---
deployment:
  tasks:
    - export DEPLOYPATH=/home/northwind/public_html/
    - /bin/cp -R app $DEPLOYPATH
    - /bin/cp index.php $DEPLOYPATH
    - /bin/cp .htaccess $DEPLOYPATH
$ git log -1 --format='%H %s'
«_sha» deploy: bump theme to 2.4.1
`, V{"_sha": g.gitSHA()}, "export DEPLOYPATH=/home/northwind/public_html/")

	g.pnAdd("cpanel-github-actions-secret-ref", `
# .github/workflows/deploy.yml
name: deploy to cpanel
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: pull on the server via UAPI
        run: |
          curl -sf -H "Authorization: cpanel ${{ secrets.CPANEL_USER }}:${{ secrets.CPANEL_API_TOKEN }}" \
            "https://${{ vars.CPANEL_HOST }}:2083/execute/VersionControlDeployment/create?repository_root=/home/northwind/repositories/site"
`, V{}, "${{ secrets.CPANEL_API_TOKEN }}", "/home/northwind/repositories/site")

	g.pnAdd("cpanel-access-log-cpsess-lines", `
[root@server214 ~]# tail -n 4 /usr/local/cpanel/logs/access_log
203.0.113.77 - northwind [«=d1»] "GET /«=s1»/frontend/jupiter/email_accounts/index.html HTTP/1.1" 200 0 "https://server214.hostingcloud.example:2083/" "Mozilla/5.0" "s" "-" 2083
203.0.113.77 - northwind [«=d1»] "POST /«=s1»/execute/Email/list_pops_with_disk HTTP/1.1" 200 0 "-" "Mozilla/5.0" "s" "-" 2083
198.51.100.4 - root [«=d2»] "GET /«=s2»/scripts4/listaccts HTTP/1.1" 200 0 "-" "Mozilla/5.0" "s" "-" 2087
198.51.100.4 - root [«=d2»] "GET /json-api/version?api.version=1 HTTP/1.1" 200 0 "-" "curl/8.5.0" "t" "-" 2087
`, V{"=d1": "10/14/2024:09:12:44 -0000", "=s1": g.pnCpsess(), "=d2": "10/14/2024:09:15:02 -0000", "=s2": g.pnCpsess()}, "/frontend/jupiter/email_accounts/index.html", "/json-api/version?api.version=1")

	g.pnAdd("cpanel-uapi-list-databases-benign", `
$ uapi --user=northwind Mysql list_databases
---
apiversion: 3
func: list_databases
module: Mysql
result:
  data:
    -
      database: northwind_wp
      disk_usage: 48234496
      users:
        - northwind_wp
    -
      database: northwind_wp2
      disk_usage: 0
      users:
        - northwind_wp2
  errors: ~
  status: 1
`, V{}, "northwind_wp2", "disk_usage: 48234496")
}

// ---- WHM ----

func (g *G) pnWHM() {
	g.pnAdd("whm-api-token-create", `
[root@host3 ~]# whmapi1 api_token_create token_name=whmcs-provisioning acl-1=create-acct acl-2=suspend-acct acl-3=kill-acct acl-4=list-accts
---
data:
  acls:
    - create-acct
    - suspend-acct
    - kill-acct
    - list-accts
  create_time: «=t»
  expires_at: ~
  name: whmcs-provisioning
  token: «a»
metadata:
  command: api_token_create
  reason: OK
  result: 1
  version: 1
`, V{"=t": g.pnTS(), "a": g.pnCpToken()}, "whmcs-provisioning", "acl-1=create-acct")

	g.pnAdd("whm-json-api-createacct-curl", `
$ curl -sk -H "Authorization: whm reseller7:«a»" \
  "https://host3.fastvps-node.example:2087/json-api/createacct?api.version=1&username=mapleyog&domain=mapleyoga.studio&plan=reseller7_starter&contactemail=hello%40mapleyoga.studio&password=«b»" | jq .metadata
{
  "command": "createacct",
  "reason": "Account Creation Ok",
  "result": 1,
  "version": 1,
  "output": "Account Creation Status: ok\n"
}
`, V{"a": g.pnCpToken(), "b": g.pwURL()}, "host3.fastvps-node.example", "reseller7_starter")

	g.pnAdd("whm-root-accesshash", `
[root@host3 ~]# ls -la /root/.accesshash
-rw------- 1 root root 990 Mar  3  2019 /root/.accesshash
[root@host3 ~]# cat /root/.accesshash
«a»
[root@host3 ~]# # old WHMCS server entry still uses this instead of an API token
`, V{"a": g.pnAccessHash()}, "/root/.accesshash")

	g.pnAdd("whm-create-user-session", `
[root@host3 ~]# whmapi1 create_user_session user=mapleyog service=cpaneld app=Email_Accounts
---
data:
  cp_security_token: /«=sess»
  expires: «=t»
  session: mapleyog:«a»:create_user_session,«b»
  url: https://host3.fastvps-node.example:2083/«=sess»/login/?session=mapleyog:«a»:create_user_session,«b»&goto_app=Email_Accounts
metadata:
  command: create_user_session
  reason: OK
  result: 1
  version: 1
`, V{"=sess": g.pnCpsess(), "=t": g.pnTS(), "a": g.s(alAlnum+"_", 16), "b": g.hex(32)}, "goto_app=Email_Accounts", "host3.fastvps-node.example")

	g.pnAdd("whm-passwd-user", `
[root@host3 ~]# whmapi1 passwd user=mapleyog password='«a»' db_pass_update=1
---
data:
  app: ~
  messages:
    - "Password for mapleyog has been changed.\nUpdating ftp passwords for mapleyog\nFtp password files updated.\nFtp vhost passwords synced\n"
metadata:
  command: passwd
  reason: OK
  result: 1
  version: 1
`, V{"a": g.pwStrong()}, "Password for mapleyog has been changed.")

	g.pnAdd("whm-remote-root-transfer-session", `
[root@newhost ~]# whmapi1 create_remote_root_transfer_session remote_server_type=cpanel host=203.0.113.41 port=22 user=root password='«a»' transfer_threads=2 restore_threads=2 unrestricted_restore=0 copy_reseller_privs=1 compressed=1 unencrypted=0 use_backups=0 low_priority=0 enable_custom_pkgacct=0
---
data:
  transfer_session_id: «_sid»
metadata:
  command: create_remote_root_transfer_session
  reason: OK
  result: 1
  version: 1
[root@newhost ~]# whmapi1 enqueue_transfer_item transfer_session_id=«_sid» module=AccountRemoteRoot user=mapleyog localuser=mapleyog
`, V{"a": g.pw(), "_sid": "newhostfastvpsno" + g.s(alLowNum, 12)}, "AccountRemoteRoot", "203.0.113.41")

	g.pnAdd("whm-manage-mysql-profiles-add", `
[root@host3 ~]# /usr/local/cpanel/scripts/manage_mysql_profiles --add --name=db01-remote --mysql_host=10.40.0.21 --mysql_port=3306 --mysql_user=root --mysql_pass='«a»'
Profile "db01-remote" created.
[root@host3 ~]# /usr/local/cpanel/scripts/manage_mysql_profiles --activate=db01-remote
Activating profile "db01-remote" ... Done.
`, V{"a": g.pwStrong()}, "db01-remote", "10.40.0.21")

	g.pnAdd("whm-php-xmlapi-legacy-password-auth", `
<?php
// cron/suspend_overdue.php  -- legacy, still on xmlapi.php 1.0.13
include 'xmlapi.php';

$xmlapi = new xmlapi('198.51.100.23');
$xmlapi->set_port(2087);
$xmlapi->password_auth('root', '«a»');
$xmlapi->set_output('json');
$xmlapi->set_debug(0);

foreach ($overdue as $acct) {
    echo $xmlapi->suspendacct($acct, 'Invoice overdue > 14 days');
}
`, V{"a": g.pw()}, "cron/suspend_overdue.php", "198.51.100.23")

	// benign-only
	g.pnAdd("whm-listaccts-output", `
[root@host3 ~]# whmapi1 listaccts want=user,domain,ip,plan,suspended,diskused,startdate
---
data:
  acct:
    -
      diskused: 1843M
      domain: mapleyoga.studio
      ip: 203.0.113.58
      plan: reseller7_starter
      startdate: 24 Feb 11 09:31
      suspended: 0
      user: mapleyog
    -
      diskused: 312M
      domain: harbourview-b-and-b.ie
      ip: 203.0.113.58
      plan: reseller7_pro
      startdate: 23 Nov 02 14:07
      suspended: 1
      user: harbourv
metadata:
  command: listaccts
  reason: OK
  result: 1
`, V{}, "harbourview-b-and-b.ie", "reseller7_pro", "203.0.113.58")

	g.pnAdd("whm-api-token-list-acls", `
[root@host3 ~]# whmapi1 api_token_list
---
data:
  tokens:
    backup-monitor:
      acls:
        - list-accts
        - basic-system-info
      create_time: «_t1»
      expires_at: ~
      name: backup-monitor
    whmcs-provisioning:
      acls:
        - create-acct
        - suspend-acct
        - kill-acct
        - list-accts
      create_time: «_t2»
      expires_at: ~
      name: whmcs-provisioning
metadata:
  command: api_token_list
  reason: OK
  result: 1
`, V{"_t1": g.pnTS(), "_t2": g.pnTS()}, "backup-monitor", "basic-system-info")

	g.pnAdd("whm-ansible-vault-refs", `
# roles/whm_account/tasks/main.yml
- name: create the cPanel account
  ansible.builtin.uri:
    url: "https://{{ whm_host }}:2087/json-api/createacct?api.version=1&username={{ item.user }}&domain={{ item.domain }}&plan={{ item.plan }}"
    headers:
      Authorization: "whm root:{{ vault_whm_api_token }}"
    validate_certs: true
  loop: "{{ hosting_accounts }}"
  no_log: true
`, V{}, "{{ vault_whm_api_token }}", "roles/whm_account/tasks/main.yml")

	g.pnAdd("whm-upcp-log-tail", `
[root@host3 ~]# tail -n 6 /var/cpanel/updatelogs/update.«_t».log
[«=d»] Processing: Running package manager install for cpanel-perl-536-mail-spamassassin
[«=d»] Finished in 84.112 seconds
[«=d»]   Version: 11.118.0.27 (was 11.118.0.24)
[«=d»]   Checksum: «_sum»
[«=d»] => Log closed «=d»
[«=d»] Completed all updates
`, V{"_t": g.pnTS(), "=d": "2024-10-14 03:21:55 -0500", "_sum": g.hex(32)}, "11.118.0.27 (was 11.118.0.24)")
}

// ---- Plesk ----

func (g *G) pnPlesk() {
	g.pnAdd("plesk-secret-key-create", `
[root@plesk-eu1 ~]# plesk bin secret_key --create -ip-address 198.51.100.17 -description "terraform runner"
«a»
[root@plesk-eu1 ~]# curl -sk -H "X-API-Key: «a»" https://plesk-eu1.webhost.example:8443/api/v2/server | jq -r .panel_version
18.0.63
`, V{"a": g.uuid()}, "terraform runner", "https://plesk-eu1.webhost.example:8443/api/v2/server")

	g.pnAdd("plesk-login-one-time-url", `
[root@plesk-eu1 ~]# plesk login admin
https://plesk-eu1.webhost.example:8443/login?secret=«a»
https://198.51.100.5:8443/login?secret=«a»
`, V{"a": g.b64u(60)}, "plesk-eu1.webhost.example:8443")

	g.pnAdd("plesk-set-admin-password", `
[root@plesk-eu1 ~]# plesk bin admin --set-admin-password -passwd '«a»'
SUCCESS: The password for the administrator 'admin' was changed.
[root@plesk-eu1 ~]# plesk bin admin --info | head -n 4
Login:                                  admin
Contact name:                           Hosting Ops
E-mail:                                 ops@webhost.example
Company name:                           WebHost EU Ltd
`, V{"a": g.pwStrong()}, "ops@webhost.example", "SUCCESS: The password for the administrator 'admin' was changed.")

	g.pnAdd("plesk-psa-shadow-plaintext-legacy", `
[root@oldplesk ~]# cat /etc/psa/.psa.shadow
«a»
[root@oldplesk ~]# MYSQL_PWD=ˋcat /etc/psa/.psa.shadowˋ mysql -uadmin psa -e "select login, home from sys_users limit 3"
+-----------+--------------------------------+
| login     | home                           |
+-----------+--------------------------------+
| fernbank  | /var/www/vhosts/fernbank.co.nz |
| kiwidrone | /var/www/vhosts/kiwidrone.nz   |
+-----------+--------------------------------+
`, V{"a": g.pw()}, "MYSQL_PWD=`cat /etc/psa/.psa.shadow`", "/var/www/vhosts/fernbank.co.nz")

	g.pnAdd("plesk-subscription-create", `
[root@plesk-eu1 ~]# plesk bin subscription --create tallinn-bikes.ee -owner admin -service-plan "Business" -ip 198.51.100.5 -login tallinnbikes -passwd '«a»'
SUCCESS: Creation of domain 'tallinn-bikes.ee' complete.
[root@plesk-eu1 ~]# plesk bin subscription --webspace-off tallinn-bikes.ee
`, V{"a": g.pw()}, "tallinn-bikes.ee", "Business")

	g.pnAdd("plesk-database-create-user", `
[root@plesk-eu1 ~]# plesk bin database --create tb_shop -domain tallinn-bikes.ee -type mysql -server localhost:3306 -add_user tb_shop_u -passwd "«a»"
SUCCESS: Database 'tb_shop' was successfully created
SUCCESS: Database user 'tb_shop_u' was successfully created
`, V{"a": g.pwStrong()}, "tb_shop_u", "-server localhost:3306")

	g.pnAdd("plesk-mail-create-and-forward", `
[root@plesk-eu1 ~]# plesk bin mail --create info@tallinn-bikes.ee -mailbox true -passwd '«a»' -mbox_quota 2G
SUCCESS: Creation of mailname 'info@tallinn-bikes.ee' complete
[root@plesk-eu1 ~]# plesk bin mail --update info@tallinn-bikes.ee -forwarding true -forwarding-addresses add:owner@tallinn-bikes.ee
SUCCESS: Update of mailname 'info@tallinn-bikes.ee' complete
`, V{"a": g.pw()}, "owner@tallinn-bikes.ee", "-mbox_quota 2G")

	g.pnAdd("plesk-rest-auth-keys-create", `
$ curl -sk -X POST -u admin:'«a»' -H 'Content-Type: application/json' \
    https://plesk-eu1.webhost.example:8443/api/v2/auth/keys -d '{"ip":"192.0.2.44","description":"billing sync"}'
{
    "key": "«b»"
}
`, V{"a": g.pw(), "b": g.uuid()}, "billing sync", "192.0.2.44")

	g.pnAdd("plesk-xml-api-packet-headers", `
POST /enterprise/control/agent.php HTTP/1.1
Host: plesk-eu1.webhost.example:8443
Content-Type: text/xml
HTTP_AUTH_LOGIN: admin
HTTP_AUTH_PASSWD: «a»
HTTP_PRETTY_PRINT: TRUE

<packet>
  <webspace>
    <get>
      <filter><name>tallinn-bikes.ee</name></filter>
      <dataset><gen_info/><hosting/></dataset>
    </get>
  </webspace>
</packet>
`, V{"a": g.pw()}, "/enterprise/control/agent.php", "HTTP_AUTH_LOGIN: admin")

	g.pnAdd("plesk-license-install-activation-code", `
[root@plesk-eu1 ~]# plesk bin license --install «a»
The license key was successfully installed.
[root@plesk-eu1 ~]# plesk bin license --info | grep -E 'Key number|Product|Expiration'
Key number:            PLSK.«_kn».0000
Product:               Plesk Obsidian Web Pro Edition
Expiration date:       2025-11-30
`, V{"a": g.pnPleskCode(), "_kn": g.digits(8)}, "Plesk Obsidian Web Pro Edition")

	g.pnAdd("plesk-admin-show-password-legacy", `
[root@oldplesk ~]# /usr/local/psa/bin/admin --show-password
«a»
[root@oldplesk ~]# # that is the admin login for https://oldplesk.hosting-nz.example:8443 -- migrating to the new box tonight
`, V{"a": g.pw()}, "https://oldplesk.hosting-nz.example:8443")

	// benign-only
	g.pnAdd("plesk-version-output", `
[root@plesk-eu1 ~]# plesk version
Product version: Plesk Obsidian 18.0.63.4
     OS version: AlmaLinux 9.4 x86_64
     Build date: 2024/08/22 16:00
       Revision: «_rev»
`, V{"_rev": g.hex(40)}, "Plesk Obsidian 18.0.63.4", "AlmaLinux 9.4 x86_64")

	g.pnAdd("plesk-panel-ini", `
[root@plesk-eu1 ~]# cat /usr/local/psa/admin/conf/panel.ini
[license]
fileUpload = true

[ext-wp-toolkit]
updateWpVersions = false

[api]
allowedIPs = 198.51.100.17, 192.0.2.44

[promos]
enabled = off
`, V{}, "allowedIPs = 198.51.100.17, 192.0.2.44", "[ext-wp-toolkit]")

	g.pnAdd("plesk-rest-docs-placeholder", `
To call the Plesk REST API from the deploy job, create a key once on the
server (plesk bin secret_key --create -ip-address <runner-ip>) and store it
as PLESK_API_KEY in the CI variables. Then:

    curl -sk -H "X-API-Key: $PLESK_API_KEY" \
         https://<plesk-host>:8443/api/v2/domains?name=example.com

The response lists the domain id (e.g. 17) and its hosting_type.
`, V{}, "X-API-Key: $PLESK_API_KEY", "https://<plesk-host>:8443/api/v2/domains?name=example.com")

	g.pnAdd("plesk-wp-toolkit-list", `
[root@plesk-eu1 ~]# plesk ext wp-toolkit --list
ID  Main Domain ID  Path                                          Version  Alive
--  --------------  --------------------------------------------  -------  -----
3   12              /var/www/vhosts/tallinn-bikes.ee/httpdocs      6.6.2    true
7   19              /var/www/vhosts/fernbank.co.nz/httpdocs/shop   6.5.5    true
`, V{}, "/var/www/vhosts/fernbank.co.nz/httpdocs/shop", "6.6.2")
}

// ---- DirectAdmin ----

func (g *G) pnDirectAdmin() {
	g.pnAdd("da-setup-txt", `
[root@da01 ~]# cat /usr/local/directadmin/scripts/setup.txt
hostname=da01.hostnode.example
email=admin@hostnode.example
mysql=«a»
mysqluser=da_admin
adminname=admin
adminpass=«b»
ns1=ns1.hostnode.example
ns2=ns2.hostnode.example
ip=203.0.113.90
netmask=255.255.255.0
uid=«_uid»
lid=«_lid»
services=services_es90_64.tar.gz
`, V{"a": g.an(12), "b": g.an(12), "_uid": g.digits(5), "_lid": g.digits(6)}, "da01.hostnode.example", "services_es90_64.tar.gz")

	g.pnAdd("da-conf-mysql-conf", `
[root@da01 ~]# cat /usr/local/directadmin/conf/mysql.conf
user=da_admin
passwd=«a»
[root@da01 ~]# mysql --defaults-extra-file=/usr/local/directadmin/conf/my.cnf -e 'show databases' | head -4
Database
information_schema
bob_wp
da_roundcube
`, V{"a": g.an(16)}, "da_roundcube", "--defaults-extra-file=/usr/local/directadmin/conf/my.cnf")

	g.pnAdd("da-login-key-curl-show-users", `
$ curl -s --user 'admin:«a»' 'https://da01.hostnode.example:2222/CMD_API_SHOW_ALL_USERS?json=yes' | jq '.[]' | head
"bob"
"clinic_ro"
"gardenpro"
`, V{"a": g.an(64)}, "CMD_API_SHOW_ALL_USERS?json=yes", "gardenpro")

	g.pnAdd("da-login-url-cli", `
[root@da01 ~]# da login-url --user=gardenpro --redirect-url=/evo/user/email/accounts
URL: https://da01.hostnode.example:2222/api/login/url?key=«a»
[root@da01 ~]# # valid for a single login, sent it to the client over chat
`, V{"a": g.an(64)}, "--redirect-url=/evo/user/email/accounts")

	g.pnAdd("da-api-account-user-post", `
$ curl -s --user 'reseller1:«a»' https://da01.hostnode.example:2222/CMD_API_ACCOUNT_USER \
    -d action=create -d add=Submit -d username=lakeshore -d email=office@lakeshore-physio.ca \
    -d passwd='«b»' -d passwd2='«b»' -d domain=lakeshore-physio.ca -d package=bronze -d ip=203.0.113.91 -d notify=yes
error=0&text=User%20Created&details=...%3Cbr%3E
`, V{"a": g.pw(), "b": g.pwURL()}, "lakeshore-physio.ca", "text=User%20Created")

	g.pnAdd("da-php-httpsocket-login", `
<?php
include 'httpsocket.php';

$sock = new HTTPSocket;
$sock->connect('ssl://da01.hostnode.example', 2222);
$sock->set_login('admin', '«a»');
$sock->set_method('POST');
$sock->query('/CMD_API_POP', [
    'action' => 'create',
    'domain' => 'lakeshore-physio.ca',
    'user'   => 'frontdesk',
    'passwd' => '«b»',
    'quota'  => 500,
]);
print_r($sock->fetch_parsed_body());
`, V{"a": g.pw(), "b": g.pw()}, "'user'   => 'frontdesk'", "ssl://da01.hostnode.example")

	g.pnAdd("da-ftp-create-login-key", `
$ KEY='«a»'
$ curl -s -u "gardenpro:$KEY" "https://da01.hostnode.example:2222/CMD_API_FTP" \
    --data "action=create&domain=gardenpro.co.uk&user=photos&type=custom&custom_val=/home/gardenpro/domains/gardenpro.co.uk/public_html/gallery&passwd=«b»&passwd2=«b»"
error=0&text=FTP%20account%20created
`, V{"a": g.an(64), "b": g.pwURL()}, "/home/gardenpro/domains/gardenpro.co.uk/public_html/gallery")

	// benign-only
	g.pnAdd("da-custombuild-options-conf", `
[root@da01 custombuild]# grep -E '^(php[12]_release|php[12]_mode|webserver|mysql|mysql_inst|ftpd|roundcube|phpmyadmin)=' options.conf
php1_release=8.2
php1_mode=php-fpm
php2_release=7.4
php2_mode=php-fpm
mysql=10.6
mysql_inst=mariadb
webserver=openlitespeed
ftpd=pureftpd
roundcube=yes
phpmyadmin=yes
`, V{}, "webserver=openlitespeed", "php1_release=8.2")

	g.pnAdd("da-user-conf", `
[root@da01 ~]# cat /usr/local/directadmin/data/users/gardenpro/user.conf
bandwidth=unlimited
creator=reseller1
date_created=Tue Mar 12 10:44:08 2024
domain=gardenpro.co.uk
email=accounts@gardenpro.co.uk
ip=203.0.113.91
language=en
name=gardenpro
package=silver
quota=10240
suspended=no
usertype=user
`, V{}, "accounts@gardenpro.co.uk", "creator=reseller1")

	g.pnAdd("da-login-keys-list-json", `
$ curl -s --user "admin:$DA_LOGIN_KEY" 'https://da01.hostnode.example:2222/CMD_API_LOGIN_KEYS?json=yes' | jq '.keys'
{
  "backup-exporter": {
    "allow_html": "no",
    "created_on": "1710240848",
    "expiry": "never",
    "ips": "192.0.2.10",
    "max_uses": "0",
    "uses": "1882"
  },
  "whmcs": {
    "allow_html": "no",
    "created_on": "1698751012",
    "expiry": "never",
    "ips": "198.51.100.23",
    "max_uses": "0",
    "uses": "407"
  }
}
`, V{}, "$DA_LOGIN_KEY", "backup-exporter", "198.51.100.23")

	g.pnAdd("da-version-and-setup-grep", `
[root@da01 ~]# /usr/local/directadmin/directadmin version
DirectAdmin v.1.668 «_c»
[root@da01 ~]# grep -v pass /usr/local/directadmin/scripts/setup.txt
hostname=da01.hostnode.example
email=admin@hostnode.example
mysqluser=da_admin
adminname=admin
ns1=ns1.hostnode.example
ns2=ns2.hostnode.example
ip=203.0.113.90
`, V{"_c": g.hex(40)}, "DirectAdmin v.1.668", "mysqluser=da_admin")
}

// ---- Webmin, Usermin, Virtualmin ----

func (g *G) pnWebmin() {
	g.pnAdd("webmin-miniserv-users", `
root@vmhost:~# cat /etc/webmin/miniserv.users
root:x:0
deploy:«a»:0::::::::0:0
support:«b»:0::::::::0:0
root@vmhost:~# cat /etc/webmin/webmin.acl
root: acl adsl-client apache at backup-config bind8 change-user virtual-server
deploy: virtual-server system-status
support: system-status syslog
`, V{"a": g.pnMD5Crypt(), "b": g.pnSHA512Crypt()}, "deploy: virtual-server system-status")

	g.pnAdd("webmin-changepass-pl", `
root@vmhost:~# /usr/share/webmin/changepass.pl /etc/webmin root '«a»'
Updated password of Webmin user root
root@vmhost:~# systemctl restart webmin
`, V{"a": g.pwStrong()}, "Updated password of Webmin user root")

	g.pnAdd("virtualmin-create-domain", `
root@vmhost:~# virtualmin create-domain --domain quarrycoffee.com.au --pass '«a»' --desc "Quarry Coffee Roasters" \
    --unix --dir --webmin --web --ssl --dns --mail --mysql --spam --virus --limits-from-plan --plan 'Small Business'
Beginning server creation ..
Creating administration group quarrycoffee.com.au ..
.. done
Creating administration user quarrycoffee ..
.. done
Creating MySQL login ..
.. done
Creating MySQL database quarrycoffee ..
.. done
All done!
`, V{"a": g.pw()}, "Quarry Coffee Roasters", "Small Business")

	g.pnAdd("virtualmin-list-domains-multiline-password", `
root@vmhost:~# virtualmin list-domains --domain quarrycoffee.com.au --multiline
quarrycoffee.com.au
    ID: «_id»
    Type: Top-level server
    Description: Quarry Coffee Roasters
    Template: Default Settings
    Plan: Small Business
    Username: quarrycoffee
    User ID: 1012
    Group name: quarrycoffee
    Password: «a»
    Home directory: /home/quarrycoffee
    IP address: 203.0.113.120 (Shared)
    MySQL username: quarrycoffee
    Features: unix dir mail dns web webmin mysql ssl spam virus
`, V{"_id": g.digits(17), "a": g.pw()}, "/home/quarrycoffee", "IP address: 203.0.113.120 (Shared)")

	g.pnAdd("virtualmin-create-user", `
root@vmhost:~# virtualmin create-user --domain quarrycoffee.com.au --user orders --pass '«a»' --quota 1048576 --real "Online orders" --ftp
User orders.quarrycoffee created successfully
root@vmhost:~# virtualmin create-user --domain quarrycoffee.com.au --user barista --pass '«b»' --real "Shift lead"
User barista.quarrycoffee created successfully
`, V{"a": g.pw(), "b": g.pw()}, "User orders.quarrycoffee created successfully")

	g.pnAdd("virtualmin-remote-cgi-wget", `
$ wget -O - --quiet --http-user=root --http-passwd='«a»' --no-check-certificate \
   'https://vmhost.roast-it.example:10000/virtual-server/remote.cgi?program=list-domains&json=1&multiline=' | jq '.data[].name'
"quarrycoffee.com.au"
"beanline.net.au"
`, V{"a": g.pw()}, "/virtual-server/remote.cgi?program=list-domains&json=1&multiline=", "beanline.net.au")

	g.pnAdd("virtualmin-modify-database-pass", `
root@vmhost:~# virtualmin modify-database-pass --domain beanline.net.au --pass '«a»'
Changing MySQL password ..
.. done
root@vmhost:~# sed -i "s/define( 'DB_PASSWORD', .*/define( 'DB_PASSWORD', '«a»' );/" /home/beanline/public_html/wp-config.php
`, V{"a": g.pwStrong()}, "/home/beanline/public_html/wp-config.php")

	g.pnAdd("virtualmin-backup-domain-s3", `
root@vmhost:~# virtualmin backup-domain --all-domains --all-features --newformat --compression gzip \
    --dest 's3://«_ak»:«a»@vmhost-backups/daily/%Y-%m-%d' --strftime --purge 14
Starting backup of 2 domains to Amazon S3 bucket vmhost-backups ..
    Backing up Cron jobs ..
    .. done
Backup is complete. Final size was 1.84 GiB.
`, V{"_ak": g.awsID(), "a": g.awsSecret()}, "vmhost-backups", "Backup is complete. Final size was 1.84 GiB.")

	// benign-only
	g.pnAdd("webmin-miniserv-conf", `
root@vmhost:~# grep -E '^(port|ssl|keyfile|certfile|allow|logout|session|passwd_file|twofactor_provider)=' /etc/webmin/miniserv.conf
port=10000
ssl=1
keyfile=/etc/webmin/miniserv.pem
certfile=/etc/webmin/miniserv.cert
allow=192.0.2.0/24 198.51.100.17
session=1
passwd_file=/etc/webmin/miniserv.users
twofactor_provider=totp
logout=/etc/webmin/logout-flag
`, V{}, "passwd_file=/etc/webmin/miniserv.users", "allow=192.0.2.0/24 198.51.100.17")

	g.pnAdd("virtualmin-list-domains-table", `
root@vmhost:~# virtualmin list-domains
Domain                         Username        Description                    L
------------------------------ --------------- ------------------------------ -
quarrycoffee.com.au            quarrycoffee    Quarry Coffee Roasters         S
beanline.net.au                beanline        Beanline wholesale             S
staging.beanline.net.au        beanline        Staging copy                   S
`, V{}, "staging.beanline.net.au", "Beanline wholesale")

	g.pnAdd("virtualmin-install-script-output", `
root@vmhost:~# sh virtualmin-install.sh --bundle LEMP --minimal
[1/4] Configuring Virtualmin repositories ...              [  ✔  ]
[2/4] Installing Virtualmin 7 and plugins ...              [  ✔  ]
[3/4] Installing Virtualmin 7 related packages ...         [  ✔  ]
[4/4] Configuring Virtualmin ...                           [  ✔  ]
[SUCCESS] Installation Complete!
[SUCCESS] If there were no errors above, Virtualmin is ready to be configured
[SUCCESS] at https://vmhost.roast-it.example:10000 (or https://203.0.113.120:10000).
[SUCCESS] You may receive a security warning in your browser on your first visit.
`, V{}, "https://vmhost.roast-it.example:10000", "--bundle LEMP --minimal")

	g.pnAdd("webmin-session-log-lines", `
root@vmhost:~# tail -n 3 /var/webmin/miniserv.log
192.0.2.31 - root [14/Oct/2024:10:02:11 +0000] "POST /session_login.cgi HTTP/1.1" 302 0
192.0.2.31 - root [14/Oct/2024:10:02:12 +0000] "GET /virtual-server/index.cgi HTTP/1.1" 200 11874
192.0.2.31 - root [14/Oct/2024:10:04:40 +0000] "GET /virtual-server/list_users.cgi?dom=«_dom» HTTP/1.1" 200 7322
`, V{"_dom": g.digits(17)}, "POST /session_login.cgi HTTP/1.1")
}

// ---- ISPConfig, CyberPanel, HestiaCP, VestaCP, CloudPanel, aaPanel ----

func (g *G) pnLightPanels() {
	g.pnAdd("ispconfig-remote-soap-php", `
<?php
// scripts/ispc_add_site.php -- run from the provisioning box
$username = 'provision_api';
$password = '«a»';
$soap_location = 'https://ispc.panelhost.example:8080/remote/index.php';
$soap_uri = 'https://ispc.panelhost.example:8080/remote/';

$client = new SoapClient(null, array('location' => $soap_location, 'uri' => $soap_uri,
    'trace' => 1, 'exceptions' => 1, 'stream_context' => stream_context_create(['ssl' => ['verify_peer' => true]])));

try {
    if ($session_id = $client->login($username, $password)) {
        echo 'Logged successfull. Session ID:' . $session_id . PHP_EOL;
    }
    $client_id = 3;
    $params = array('server_id' => 1, 'domain' => 'alpenblick-pension.at', 'php' => 'php-fpm', 'active' => 'y');
    $site_id = $client->sites_web_domain_add($session_id, $client_id, $params);
    $client->logout($session_id);
} catch (SoapFault $e) {
    die('SOAP Error: ' . $e->getMessage());
}
`, V{"a": g.pw()}, "alpenblick-pension.at", "scripts/ispc_add_site.php")

	g.pnAdd("ispconfig-json-api-login-session", `
$ curl -s -X POST 'https://ispc.panelhost.example:8080/remote/json.php?login' \
    -d '{"username":"provision_api","password":"«a»","client_login":false}'
{"code":"ok","message":"","response":"«b»"}
$ curl -s -X POST 'https://ispc.panelhost.example:8080/remote/json.php?client_get_by_username' \
    -d '{"session_id":"«b»","username":"alpenblick"}' | jq '.response.client_id'
"3"
`, V{"a": g.pw(), "b": g.hex(32)}, "client_get_by_username", "provision_api")

	g.pnAdd("ispconfig-config-inc-php", `
root@ispc:~# grep -nE "db_(host|port|database|user|password)|dbmaster" /usr/local/ispconfig/server/lib/config.inc.php
36:$conf['db_host'] = 'localhost';
37:$conf['db_port'] = 3306;
38:$conf['db_database'] = 'dbispconfig';
39:$conf['db_user'] = 'ispconfig';
40:$conf['db_password'] = '«a»';
46:$conf['dbmaster_host'] = '';
47:$conf['dbmaster_port'] = 3306;
48:$conf['dbmaster_database'] = 'dbispconfig';
49:$conf['dbmaster_user'] = '';
50:$conf['dbmaster_password'] = '';
`, V{"a": g.hex(32)}, "$conf['db_database'] = 'dbispconfig';", "$conf['dbmaster_password'] = '';")

	g.pnAdd("ispconfig-mysql-clientdb-conf", `
root@ispc:~# cat /usr/local/ispconfig/server/lib/mysql_clientdb.conf
<?php
$clientdb_host			= 'localhost';
$clientdb_user			= 'root';
$clientdb_password		= '«a»';
?>
`, V{"a": g.pwStrong()}, "/usr/local/ispconfig/server/lib/mysql_clientdb.conf")

	g.pnAdd("ispconfig-autoinstaller-final-lines", `
root@ispc:~# wget -O - https://get.ispconfig.org | sh -s -- --use-nginx --use-ftp-ports=40110-40210 --unattended-upgrades --lang=en
...
[INFO] Installing ISPConfig
[INFO] ISPConfig installed.
[INFO] Adding PHP version(s) 8.1,8.2
[INFO] Your ISPConfig admin password is: «a»
[INFO] Your MySQL root password is: «b»
[INFO] Installation ready.
[INFO] Warning: Please delete the log files in /tmp/ispconfig-ai/var/log/setup-* once you don't need them anymore because they contain your passwords!
`, V{"a": g.an(16), "b": g.an(16)}, "--use-ftp-ports=40110-40210", "/tmp/ispconfig-ai/var/log/setup-*")

	g.pnAdd("cyberpanel-install-summary", `
###################################################################
                CyberPanel Successfully Installed

                Current Disk usage : 7/78GB (9%)
                Current RAM  usage : 684/3931MB (17.4%)

                Installation time  : 0 hrs 13 min 52 sec

                Visit: https://203.0.113.150:8090
                Panel username: admin
                Panel password: «a»

                Run cyberpanel help to get FAQ info
                Run cyberpanel upgrade to upgrade it to latest version.
                Run cyberpanel utility to access some handy tools .
###################################################################
`, V{"a": g.an(16)}, "https://203.0.113.150:8090", "Panel username: admin")

	g.pnAdd("cyberpanel-adminpass-and-mysql-file", `
root@cp-lsws:~# adminPass '«a»'
Admin password successfully changed!
root@cp-lsws:~# cat /etc/cyberpanel/mysqlPassword
«b»
root@cp-lsws:~# mysql -uroot -p"$(cat /etc/cyberpanel/mysqlPassword)" -e 'select count(*) from cyberpanel.websiteFunctions_websites'
`, V{"a": g.pw(), "b": g.an(16)}, "Admin password successfully changed!", "cyberpanel.websiteFunctions_websites")

	g.pnAdd("cyberpanel-cli-create-database", `
root@cp-lsws:~# cyberpanel createDatabase --databaseWebsite sunbake.co --dbName sunb_shop --dbUsername sunb_shop --dbPassword '«a»'
{"success": 1, "errorMessage": "None"}
`, V{"a": g.pwStrong()}, "--dbName sunb_shop", "{\"success\": 1, \"errorMessage\": \"None\"}")

	g.pnAdd("hestia-install-congratulations", `
Congratulations!

You have successfully installed Hestia Control Panel on your server.

Ready to get started? Log in using the following credentials:

	Admin URL:  https://hcp.linden-web.example:8083
	Backup URL: https://203.0.113.61:8083
	Username:   admin
	Password:   «a»

Thank you for choosing Hestia Control Panel to power your full stack web server,
we hope that you enjoy using it as much as we do!
`, V{"a": g.an(16)}, "https://hcp.linden-web.example:8083", "Backup URL: https://203.0.113.61:8083")

	g.pnAdd("hestia-v-add-user-and-db", `
root@hcp:~# v-add-user lindenbakery '«a»' office@lindenbakery.de default "Linden Bakery"
root@hcp:~# v-add-web-domain lindenbakery lindenbakery.de 203.0.113.61 yes
root@hcp:~# v-add-database lindenbakery shop shop '«b»' mysql
root@hcp:~# v-list-databases lindenbakery
DATABASE           USER               HOST       TYPE   CHARSET  DISK  SPND  DATE
--------           ----               ----       ----   -------  ----  ----  ----
lindenbakery_shop  lindenbakery_shop  localhost  mysql  utf8mb4  0     no    2024-10-14
`, V{"a": g.pw(), "b": g.pwStrong()}, "lindenbakery_shop", "office@lindenbakery.de")

	g.pnAdd("hestia-access-key-json", `
root@hcp:~# v-add-access-key admin "*" "ansible-deploy" json
{
	"ACCESS_KEY_ID": "«_id»",
	"SECRET_ACCESS_KEY": "«a»",
	"USER": "admin",
	"PERMISSIONS": "",
	"COMMENT": "ansible-deploy",
	"TIME": "11:02:17",
	"DATE": "2024-10-14"
}
`, V{"_id": g.s(alUpNum, 20), "a": g.an(40)}, "ansible-deploy")

	g.pnAdd("hestia-api-curl-hash", `
$ curl -s -X POST https://hcp.linden-web.example:8083/api/ \
    -d "hash=«_id»:«a»" -d returncode=no -d cmd=v-list-users -d arg1=json | jq 'keys'
[
  "admin",
  "lindenbakery"
]
`, V{"_id": g.s(alUpNum, 20), "a": g.an(40)}, "cmd=v-list-users", "lindenbakery")

	g.pnAdd("hestia-conf-mysql-conf", `
root@hcp:~# cat /usr/local/hestia/conf/mysql.conf
HOST='localhost' USER='root' PASSWORD='«a»' CHARSET='UTF8' MAX_DB='500' U_SYS_USERS='' U_DB_BASES='2' SUSPENDED='no' TIME='09:14:55' DATE='2024-03-02'
`, V{"a": g.an(16)}, "MAX_DB='500'")

	g.pnAdd("vesta-generate-api-key", `
[root@vesta ~]# /usr/local/vesta/bin/v-generate-api-key
«a»
[root@vesta ~]# curl -sk https://vesta.oldbox.example:8083/api/ -d "hash=«a»&returncode=yes&cmd=v-add-dns-record&arg1=admin&arg2=example-shop.pl&arg3=mail&arg4=A&arg5=203.0.113.14"
0
`, V{"a": g.an(32)}, "arg2=example-shop.pl", "vesta.oldbox.example")

	g.pnAdd("cloudpanel-db-master-credentials", `
root@clp:~# clpctl db:show:master-credentials
+-----------+------+-----------+--------------------------+
| Host      | Port | User Name | Password                 |
+-----------+------+-----------+--------------------------+
| 127.0.0.1 | 3306 | root      | «a» |
+-----------+------+-----------+--------------------------+
`, V{"a": g.an(24)}, "| 127.0.0.1 | 3306 | root      |")

	g.pnAdd("cloudpanel-user-add-and-site", `
root@clp:~# clpctl user:add --userName='mira' --email='mira@studio-kalm.fi' --firstName='Mira' --lastName='Laine' --password='«a»' --role='admin' --timezone='Europe/Helsinki' --status='1'
User "mira" has been added.
root@clp:~# clpctl site:add:php --domainName=studio-kalm.fi --phpVersion=8.3 --vhostTemplate='WordPress' --siteUser='kalm' --siteUserPassword='«b»'
Site has been created.
`, V{"a": g.pw(), "b": g.pwStrong()}, "--vhostTemplate='WordPress'", "mira@studio-kalm.fi")

	g.pnAdd("cloudpanel-db-add", `
root@clp:~# clpctl db:add --domainName=studio-kalm.fi --databaseName=kalm_wp --databaseUserName=kalm_wp --databaseUserPassword='«a»'
Database "kalm_wp" has been added.
`, V{"a": g.pwStrong()}, "Database \"kalm_wp\" has been added.")

	g.pnAdd("aapanel-bt-default-info", `
root@aap:~# bt default
==================================================================
aaPanel default info!
==================================================================
Outer panel address: https://203.0.113.80:7800/«=entry»
Inside panel address: https://10.0.0.4:7800/«=entry»
username: «_user»
password: «a»
Warning:
If you cannot access the panel,
release the following port (7800|888|80|443|20|21) in the security group
==================================================================
`, V{"=entry": g.s(alLowNum, 8), "_user": g.s(alLowNum, 8), "a": g.s(alLowNum, 8)}, "aaPanel default info!", "release the following port (7800|888|80|443|20|21) in the security group")

	g.pnAdd("aapanel-default-pl-cat", `
root@aap:~# cat /www/server/panel/default.pl
«a»
root@aap:~# cat /www/server/panel/data/port.pl
7800
`, V{"a": g.s(alLowNum, 8)}, "/www/server/panel/data/port.pl")

	g.pnAdd("btpanel-api-json", `
root@bt:~# cat /www/server/panel/config/api.json
{"open": true, "token": "«a»", "limit_addr": ["198.51.100.17", "192.0.2.44"]}
`, V{"a": g.an(32)}, "\"limit_addr\": [\"198.51.100.17\", \"192.0.2.44\"]")

	g.pnAdd("btpanel-api-python-signing", `
import hashlib
import time

import requests

PANEL = "https://203.0.113.80:7800"
API_SK = "«a»"


def signed():
    now = int(time.time())
    token = hashlib.md5((str(now) + hashlib.md5(API_SK.encode()).hexdigest()).encode()).hexdigest()
    return {"request_time": now, "request_token": token}


r = requests.post(PANEL + "/system?action=GetSystemTotal", data=signed(), verify=False, timeout=10)
print(r.json()["cpuRealUsed"], r.json()["memRealUsed"])
`, V{"a": g.an(32)}, "/system?action=GetSystemTotal", "request_token")

	// benign-only
	g.pnAdd("cyberpanel-create-website-cli", `
root@cp-lsws:~# cyberpanel createWebsite --package Default --owner admin --domainName sunbake.co --email hello@sunbake.co --php 8.1
{"success": 1, "errorMessage": "None"}
root@cp-lsws:~# cyberpanel listWebsitesPretty
+----+------------+--------------------+-------+---------+--------+
| ID | Domain     | IP Address         | Owner | Package | State  |
+----+------------+--------------------+-------+---------+--------+
| 1  | sunbake.co | 203.0.113.150      | admin | Default | Active |
+----+------------+--------------------+-------+---------+--------+
`, V{}, "hello@sunbake.co", "| 1  | sunbake.co | 203.0.113.150      | admin | Default | Active |")

	g.pnAdd("hestia-v-list-users-plain", `
root@hcp:~# v-list-users
USER          PKG      WEB  DNS  MAIL  DB  DISK  BW   SPND  DATE
----          ---      ---  ---  ----  --  ----  --   ----  ----
admin         system   0    0    0     0   2     0    no    2024-03-02
lindenbakery  default  1    1    1     1   184   2211 no    2024-10-14
`, V{}, "lindenbakery  default")

	g.pnAdd("cloudpanel-le-and-templates", `
root@clp:~# clpctl lets-encrypt:install:certificate --domainName=studio-kalm.fi --subjectAlternativeName=www.studio-kalm.fi
Certificate installation was successful.
root@clp:~# clpctl vhost-templates:list | head -n 6
+---------------+----------------+
| Name          | Type           |
+---------------+----------------+
| Generic       | PHP            |
| Laravel 11    | PHP            |
| WordPress     | PHP            |
`, V{}, "--subjectAlternativeName=www.studio-kalm.fi", "| Laravel 11    | PHP            |")

	g.pnAdd("ispconfig-remote-user-functions-doc", `
Remote user "provision_api" (Remote Access: yes, Remote Access IPs: 198.51.100.17)
Functions granted:
  [x] Client functions          [x] Sites Domain functions
  [x] Sites Database functions  [x] Mail user functions
  [ ] Server functions          [ ] DNS zone functions
Password: ********  (changed 2024-09-02 by admin)
Endpoint: https://ispc.panelhost.example:8080/remote/json.php
`, V{}, "Password: ********", "Remote Access IPs: 198.51.100.17")
}

// ---- Laravel Forge, Ploi, RunCloud, ServerPilot, SpinupWP ----

func (g *G) pnManaged() {
	g.pnAdd("forge-create-server-response", `
$ curl -s -X POST https://forge.laravel.com/api/v1/servers \
    -H "Authorization: Bearer $FORGE_API_TOKEN" -H "Accept: application/json" -H "Content-Type: application/json" \
    -d '{"provider":"custom","name":"web-prod-2","type":"app","ip_address":"203.0.113.201","private_ip_address":"10.110.0.4","php_version":"php83","database_type":"mysql8"}' | jq .
{
  "server": {
    "id": «_sid»,
    "credential_id": null,
    "name": "web-prod-2",
    "type": "app",
    "provider": "custom",
    "ip_address": "203.0.113.201",
    "php_version": "php83",
    "is_ready": false,
    "created_at": "2024-10-14 10:21:07"
  },
  "sudo_password": "«a»",
  "database_password": "«b»",
  "provision_command": "wget -O forge.sh \"https://forge.laravel.com/servers/«_sid»/vps?forge_token=«c»\"; bash forge.sh"
}
`, V{"_sid": g.digits(6), "a": g.an(20), "b": g.an(20), "c": g.an(40)}, "$FORGE_API_TOKEN", "web-prod-2")

	g.pnAdd("forge-deploy-trigger-url", `
# .github/workflows/deploy.yml (the webhook URL was pasted inline while testing)
      - name: trigger Forge deployment
        run: curl -fsS -X POST "https://forge.laravel.com/servers/«_sid»/sites/«_site»/deploy/http?token=«a»"
`, V{"_sid": g.digits(6), "_site": g.digits(7), "a": g.an(40)}, "trigger Forge deployment")

	g.pnAdd("forge-cli-config-json", `
$ cat ~/.laravel-forge/config.json
{
    "token": "«a»",
    "server": «_sid»
}
$ forge server:current
  INFO  You are currently within the [web-prod-2] («_sid») server context.
`, V{"a": g.pnPassport(), "_sid": g.digits(6)}, "~/.laravel-forge/config.json", "server:current")

	g.pnAdd("forge-api-list-sites-inline-token", `
$ curl -s https://forge.laravel.com/api/v1/servers/«_sid»/sites \
    -H "Authorization: Bearer «a»" -H "Accept: application/json" | jq -r '.sites[] | [.id, .name, .deployment_status] | @tsv'
«_s1»	harbourfreight.app	null
«_s2»	staging.harbourfreight.app	deploying
`, V{"_sid": g.digits(6), "a": g.pnPassport(), "_s1": g.digits(7), "_s2": g.digits(7)}, "staging.harbourfreight.app")

	g.pnAdd("forge-site-environment-file", `
$ forge env:pull harbourfreight.app
  INFO  Environment variables written to [.env.forge].
$ grep -E '^(APP_KEY|DB_|MAIL_PASSWORD|PUSHER_APP_SECRET)' .env.forge
APP_KEY=«a»
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=forge
DB_USERNAME=forge
DB_PASSWORD="«b»"
MAIL_PASSWORD=«c»
`, V{"a": g.laravelKey(), "b": g.an(20), "c": g.sendgrid()}, "DB_DATABASE=forge", ".env.forge")

	g.pnAdd("ploi-api-servers-curl", `
$ curl -s https://ploi.io/api/servers -H "Authorization: Bearer «a»" -H "Accept: application/json" | jq -r '.data[] | "\(.id) \(.name) \(.ip_address)"'
«_s1» ploi-eu-web 203.0.113.44
«_s2» ploi-eu-worker 203.0.113.45
`, V{"a": g.pnPassport(), "_s1": g.digits(5), "_s2": g.digits(5)}, "ploi-eu-worker 203.0.113.45")

	g.pnAdd("ploi-deploy-webhook-url", `
Ploi → Site → Deployment → Deploy webhook, copied into Bitbucket Pipelines:

pipelines:
  branches:
    main:
      - step:
          name: deploy
          script:
            - curl -X POST "https://ploi.io/webhooks/servers/«_sid»/sites/«_site»/deploy?token=«a»"
`, V{"_sid": g.digits(5), "_site": g.digits(6), "a": g.an(40)}, "Ploi → Site → Deployment → Deploy webhook")

	g.pnAdd("runcloud-api-basic-auth-ping", `
$ curl -s -u '«_k»:«a»' https://manage.runcloud.io/api/v2/ping
{"message":"pong"}
$ curl -s -u '«_k»:«a»' 'https://manage.runcloud.io/api/v2/servers?page=1' | jq '.data[0] | {id, name, ipAddress}'
{
  "id": «_id»,
  "name": "rc-sgp-01",
  "ipAddress": "203.0.113.88"
}
`, V{"_k": g.an(40), "a": g.an(60), "_id": g.digits(6)}, "rc-sgp-01", "https://manage.runcloud.io/api/v2/ping")

	g.pnAdd("runcloud-agent-installer-oneliner", `
root@rc-sgp-01:~# export DEBIAN_FRONTEND=noninteractive; echo 'Acquire::ForceIPv4 "true";' | tee /etc/apt/apt.conf.d/99force-ipv4; apt-get update; apt-get install curl netcat-openbsd -y; curl -4 --silent --location https://manage.runcloud.io/scripts/installer/«a»/«b» | bash -
Acquire::ForceIPv4 "true";
Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease
`, V{"a": g.an(40), "b": g.an(40)}, "/etc/apt/apt.conf.d/99force-ipv4")

	g.pnAdd("serverpilot-create-server-and-installer", `
$ curl -s -u "$SP_CLIENT_ID:«a»" -H "Content-Type: application/json" -d '{"name":"www3"}' https://api.serverpilot.io/v1/servers
{"data": {"id": "«_id»", "name": "www3", "autoupdates": true, "firewall": true, "deny_unknown_domains": false, "lastaddress": null, "datecreated": «_t», "lastconn": null, "created": null, "apikey": "«b»"}}

root@www3:~# sudo ./serverpilot-installer --server-id=«_id» --server-apikey=«b»
`, V{"a": g.an(43), "_id": g.an(16), "_t": g.pnTS(), "b": g.an(43)}, "$SP_CLIENT_ID", "serverpilot-installer")

	g.pnAdd("serverpilot-python-client-hardcoded", `
# tools/sp_sync.py
import requests

CLIENT_ID = "cid_«_cid»"
API_KEY = "«a»"

def apps():
    r = requests.get("https://api.serverpilot.io/v1/apps", auth=(CLIENT_ID, API_KEY), timeout=15)
    r.raise_for_status()
    return r.json()["data"]
`, V{"_cid": g.an(16), "a": g.an(43)}, "tools/sp_sync.py", "https://api.serverpilot.io/v1/apps")

	g.pnAdd("spinupwp-api-token-env", `
$ cat .env.local
SPINUPWP_API_TOKEN=«a»
SPINUPWP_SERVER_ID=«_sid»
$ curl -s https://api.spinupwp.app/v1/sites?server_id=«_sid» -H "Authorization: Bearer $SPINUPWP_API_TOKEN" | jq '.data[].domain'
"wildflowerfarm.co.nz"
`, V{"a": g.an(40), "_sid": g.digits(5)}, "wildflowerfarm.co.nz", "SPINUPWP_SERVER_ID=")

	// benign-only
	g.pnAdd("forge-deploy-script-placeholders", `
cd /home/forge/harbourfreight.app
git pull origin $FORGE_SITE_BRANCH

$FORGE_COMPOSER install --no-dev --no-interaction --prefer-dist --optimize-autoloader

( flock -w 10 9 || exit 1
    echo 'Restarting FPM...'; sudo -S service $FORGE_PHP_FPM reload ) 9>/tmp/fpmlock

if [ -f artisan ]; then
    $FORGE_PHP artisan migrate --force
fi
`, V{}, "git pull origin $FORGE_SITE_BRANCH", "sudo -S service $FORGE_PHP_FPM reload")

	g.pnAdd("ploi-servers-json-output", `
{
  "data": [
    {
      "id": «_id»,
      "type": "server",
      "name": "ploi-eu-web",
      "ip_address": "203.0.113.44",
      "php_version": "8.3",
      "mysql_version": "8.0",
      "sites_count": 4,
      "status": "active",
      "created_at": "2024-01-09 16:04:12"
    }
  ],
  "links": {"first": "https://ploi.io/api/servers?page=1", "last": "https://ploi.io/api/servers?page=1"},
  "meta": {"current_page": 1, "per_page": 15, "total": 1}
}
`, V{"_id": g.digits(5)}, "ploi-eu-web", "https://ploi.io/api/servers?page=1")

	g.pnAdd("runcloud-webapp-summary", `
Web Application: harbour-api
  Owner (system user): runcloud
  Root path: /home/runcloud/webapps/harbour-api/public
  PHP version: php83rc
  Stack: NGINX + Apache2 Hybrid
  Domains: api.harbourfreight.app, harbour-api.rc-sgp-01.runcloud.link
  SSL: Let's Encrypt (HTTP-01), auto renew on
  Database: harbour_api (user harbour_api, password managed in RunCloud, not shown)
`, V{}, "/home/runcloud/webapps/harbour-api/public", "password managed in RunCloud, not shown")

	g.pnAdd("forge-provision-log-tail", `
root@web-prod-2:~# tail -n 5 /root/forge-provision.log
Setting Up Swap File...
Installing PHP 8.3...
Configuring Supervisor...
Callback To Forge: https://forge.laravel.com/provisioning/callback/status?status=10&server_id=«_sid»
Provisioning complete (exit 0)
`, V{"_sid": g.digits(6)}, "Provisioning complete (exit 0)", "Installing PHP 8.3...")
}

// ---- Coolify, CapRover, Dokku ----

func (g *G) pnSelfPaaS() {
	g.pnAdd("coolify-source-env", `
root@coolify:~# cat /data/coolify/source/.env
APP_ID=«_appid»
APP_NAME=Coolify
APP_KEY=«a»
DB_USERNAME=coolify
DB_PASSWORD=«b»
REDIS_PASSWORD=«c»
PUSHER_APP_ID=«=pid»
PUSHER_APP_KEY=«=pkey»
PUSHER_APP_SECRET=«d»
ROOT_USERNAME=
ROOT_USER_EMAIL=
ROOT_USER_PASSWORD=
REGISTRY_URL=ghcr.io
`, V{"_appid": g.hex(32), "a": g.laravelKey(), "b": g.b64(32), "c": g.b64(32), "=pid": g.hex(32), "=pkey": g.hex(32), "d": g.hex(32)}, "REGISTRY_URL=ghcr.io", "DB_USERNAME=coolify")

	g.pnAdd("coolify-api-deploy-curl", `
$ curl -s "https://coolify.ops.example.dev/api/v1/deploy?uuid=«_app»&force=false" \
    -H "Authorization: Bearer «a»"
{"deployments":[{"message":"Application harbour-web deployment queued.","resource_uuid":"«_app»","deployment_uuid":"«_dep»"}]}
`, V{"_app": g.s(alLowNum, 24), "a": g.pnSanctum(), "_dep": g.s(alLowNum, 24)}, "harbour-web deployment queued.")

	g.pnAdd("coolify-root-user-install-env", `
root@coolify:~# env ROOT_USERNAME=ops ROOT_USER_EMAIL=ops@example.dev ROOT_USER_PASSWORD='«a»' \
    bash -c 'curl -fsSL https://cdn.coollabs.io/coolify/install.sh | bash'
Welcome to Coolify Installer!
This script will install everything for you. Sit back and relax.
`, V{"a": g.pwStrong()}, "ops@example.dev", "https://cdn.coollabs.io/coolify/install.sh")

	g.pnAdd("caprover-cli-configstore", `
$ cat ~/.config/configstore/caprover.json
{
	"CapMachines": [
		{
			"authToken": "«a»",
			"baseUrl": "https://captain.apps.tidepool.example",
			"name": "captain-01"
		}
	]
}
`, V{"a": g.jwt("HS256", `{"data":{"namespace":"captain","tokenVersion":"`+g.uuid()+`"},"iat":1728900000,"exp":1764900000}`)}, "https://captain.apps.tidepool.example")

	g.pnAdd("caprover-deploy-app-token", `
$ npx caprover deploy --caproverUrl https://captain.apps.tidepool.example --appToken «a» --appName tidepool-web --branch main
Preparing deployment to CapRover...
Deploying tidepool-web to https://captain.apps.tidepool.example
Build started for tidepool-web
`, V{"a": g.hex(64)}, "--appName tidepool-web", "Build started for tidepool-web")

	g.pnAdd("caprover-serversetup-non-interactive", `
$ caprover serversetup -y -i 203.0.113.230 -p captain42 -w '«a»' -r captain.apps.tidepool.example -e ops@tidepool.example -n captain-01
Setting up the root domain... done
Enabling SSL... done
Changing the password... done
Your CapRover is available at https://captain.apps.tidepool.example
`, V{"a": g.pw()}, "-p captain42", "https://captain.apps.tidepool.example")

	g.pnAdd("dokku-config-show", `
dokku@paas:~$ dokku config:show ledgerly
=====> ledgerly env vars
DATABASE_URL:             postgres://postgres:«a»@dokku-postgres-ledgerly-db:5432/ledgerly_db
DOKKU_APP_RESTORE:        1
DOKKU_PROXY_PORT:         80
GIT_REV:                  «_rev»
RAILS_ENV:                production
RAILS_MASTER_KEY:         «b»
SECRET_KEY_BASE:          «c»
`, V{"a": g.hex(32), "_rev": g.gitSHA(), "b": g.hex(32), "c": g.hex(128)}, "dokku-postgres-ledgerly-db", "RAILS_ENV:                production")

	g.pnAdd("dokku-postgres-info-dsn", `
dokku@paas:~$ dokku postgres:info ledgerly-db
=====> ledgerly-db postgres service information
       Config dir:          /var/lib/dokku/services/postgres/ledgerly-db/data
       Data dir:            /var/lib/dokku/services/postgres/ledgerly-db/data
       Dsn:                 postgres://postgres:«a»@dokku-postgres-ledgerly-db:5432/ledgerly_db
       Exposed ports:       -
       Id:                  «_id»
       Internal ip:         172.17.0.6
       Links:               ledgerly
       Service root:        /var/lib/dokku/services/postgres/ledgerly-db
       Status:              running
       Version:             postgres:16.4
`, V{"a": g.hex(32), "_id": g.hex(64)}, "/var/lib/dokku/services/postgres/ledgerly-db", "postgres:16.4")

	g.pnAdd("dokku-git-auth-and-registry", `
root@paas:~# dokku git:auth github.com ledgerly-bot «a»
root@paas:~# dokku registry:login ghcr.io ledgerly-bot «b»
Login Succeeded
root@paas:~# dokku git:sync --build ledgerly https://github.com/ledgerly/ledgerly.git main
`, V{"a": g.ghp(), "b": g.ghp()}, "https://github.com/ledgerly/ledgerly.git", "ledgerly-bot")

	g.pnAdd("dokku-http-auth-staging", `
root@paas:~# dokku http-auth:enable ledgerly-staging reviewer '«a»'
-----> Enabling HTTP auth for ledgerly-staging...
-----> Configuring ledgerly-staging.paas.ledgerly.example...(using built-in template)
       Reloading nginx
`, V{"a": g.pw()}, "ledgerly-staging.paas.ledgerly.example")

	g.pnAdd("dokku-docker-hub-registry-login", `
root@paas:~# dokku registry:login docker.io tidepoolci «a»
WARNING! Your password will be stored unencrypted in /home/dokku/.docker/config.json.
Login Succeeded
`, V{"a": g.dockerPAT()}, "/home/dokku/.docker/config.json")

	// benign-only
	g.pnAdd("coolify-compose-magic-variables", `
# docker-compose.yml as a Coolify service template
services:
  umami:
    image: ghcr.io/umami-software/umami:postgresql-latest
    environment:
      - SERVICE_FQDN_UMAMI_3000
      - DATABASE_URL=postgres://$SERVICE_USER_POSTGRES:$SERVICE_PASSWORD_POSTGRES@postgresql:5432/${POSTGRES_DB:-umami}
      - APP_SECRET=$SERVICE_PASSWORD_64_UMAMI
  postgresql:
    image: postgres:15-alpine
    environment:
      - POSTGRES_USER=$SERVICE_USER_POSTGRES
      - POSTGRES_PASSWORD=$SERVICE_PASSWORD_POSTGRES
      - POSTGRES_DB=${POSTGRES_DB:-umami}
`, V{}, "$SERVICE_PASSWORD_POSTGRES", "APP_SECRET=$SERVICE_PASSWORD_64_UMAMI")

	g.pnAdd("coolify-install-finished", `
 _____            _ _  __
/  __ \          | (_)/ _|
| /  \/ ___   ___ | |_| |_ _   _
| |    / _ \ / _ \| | |  _| | | |
| \__/\ (_) | (_) | | | | | |_| |
 \____/\___/ \___/|_|_|_|  \__, |
                            __/ |
                           |___/

Your instance is ready to use!

You can access Coolify through your Public IPV4: http://203.0.113.210:8000

WARNING: It is highly recommended to backup your Environment variables file (/data/coolify/source/.env) to a safe location, outside of this server (e.g. into a Password Manager).
`, V{}, "http://203.0.113.210:8000", "/data/coolify/source/.env")

	g.pnAdd("caprover-default-password-docs", `
CapRover install, as in the docs:

    docker run -p 80:80 -p 443:443 -p 3000:3000 -e ACCEPTED_TERMS=true \
      -v /var/run/docker.sock:/var/run/docker.sock -v /captain:/captain caprover/caprover

then open http://203.0.113.230:3000 and log in with the default password captain42,
and change it right away in Settings.
`, V{}, "default password captain42", "-v /captain:/captain caprover/caprover")

	g.pnAdd("caprover-github-action-secrets", `
      - name: Deploy to CapRover
        uses: caprover/deploy-from-github@v1.1.2
        with:
          server: "${{ secrets.CAPROVER_SERVER }}"
          app: "${{ secrets.APP_NAME }}"
          token: "${{ secrets.APP_TOKEN }}"
          image: ghcr.io/tidepool/web:${{ github.sha }}
`, V{}, "${{ secrets.APP_TOKEN }}", "caprover/deploy-from-github@v1.1.2")

	g.pnAdd("dokku-apps-report", `
root@paas:~# dokku ps:report ledgerly
=====> ledgerly ps information
       Deployed:                      true
       Processes:                     2
       Ps can scale:                  true
       Ps computed procfile path:     Procfile
       Restart policy:                on-failure:10
       Running:                       true
       Status web 1:                  running    (CID: «_c1»)
       Status worker 1:               running    (CID: «_c2»)
`, V{"_c1": g.hex(12), "_c2": g.hex(12)}, "on-failure:10")

	g.pnAdd("dokku-ssh-keys-list", `
root@paas:~# dokku ssh-keys:list
SHA256:«_f1» NAME="admin" SSHCOMMAND_ALLOWED_KEYS="no-agent-forwarding,no-user-rc,no-X11-forwarding,no-port-forwarding"
SHA256:«_f2» NAME="github-actions" SSHCOMMAND_ALLOWED_KEYS="no-agent-forwarding,no-user-rc,no-X11-forwarding,no-port-forwarding"
`, V{"_f1": g.s(alB64, 43), "_f2": g.s(alB64, 43)}, "NAME=\"github-actions\"")
}

// ---- Portainer, Cockpit ----

func (g *G) pnContainers() {
	g.pnAdd("portainer-admin-password-bcrypt-run", `
$ docker run --rm httpd:2.4-alpine htpasswd -nbB admin '«a»' | cut -d ":" -f 2
«b»
$ docker run -d -p 9443:9443 --name portainer --restart=always \
    -v /var/run/docker.sock:/var/run/docker.sock -v portainer_data:/data \
    portainer/portainer-ce:2.21.4 --admin-password='«b»'
«_cid»
`, V{"a": g.pwStrong(), "b": "$2y$05$" + g.s(alAlnum+"./", 53), "_cid": g.hex(64)}, "portainer/portainer-ce:2.21.4")

	g.pnAdd("portainer-api-auth-jwt", `
$ curl -s -X POST https://portainer.ops.example.net:9443/api/auth \
    -H 'Content-Type: application/json' -d '{"username":"admin","password":"«a»"}'
{"jwt":"«b»"}
`, V{"a": g.pw(), "b": g.jwt("HS256", `{"id":1,"username":"admin","role":1,"scope":"default","forceChangePassword":false,"exp":1728950400,"jti":"`+g.uuid()+`","iat":1728921600}`)}, "https://portainer.ops.example.net:9443/api/auth")

	g.pnAdd("portainer-api-key-list-endpoints", `
$ export PORTAINER_TOKEN='«a»'
$ curl -s -H "X-API-Key: $PORTAINER_TOKEN" https://portainer.ops.example.net:9443/api/endpoints | jq -r '.[] | "\(.Id)\t\(.Name)\t\(.URL)"'
1	local	unix:///var/run/docker.sock
3	edge-shop-kiosk-07	
4	swarm-prod	tcp://10.20.0.11:9001
`, V{"a": g.pnPtr()}, "edge-shop-kiosk-07", "tcp://10.20.0.11:9001")

	edgeKey := b64s("https://portainer.ops.example.net:9443|portainer.ops.example.net:8000|" + g.pnFingerprint(16) + "|7")
	g.pnAdd("portainer-edge-agent-run", `
docker run -d \
  -v /var/run/docker.sock:/var/run/docker.sock \
  -v /var/lib/docker/volumes:/var/lib/docker/volumes \
  -v /:/host \
  -v portainer_agent_data:/data \
  --restart always \
  -e EDGE=1 \
  -e EDGE_ID=«_id» \
  -e EDGE_KEY=«a» \
  -e EDGE_INSECURE_POLL=1 \
  --name portainer_edge_agent \
  portainer/agent:2.21.4
`, V{"_id": g.uuid(), "a": edgeKey}, "--name portainer_edge_agent")

	g.pnAdd("portainer-agent-stack-secret", `
# portainer-agent-stack.yml
version: '3.2'
services:
  agent:
    image: portainer/agent:2.21.4
    environment:
      AGENT_CLUSTER_ADDR: tasks.agent
      AGENT_SECRET: «a»
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
      - /var/lib/docker/volumes:/var/lib/docker/volumes
    networks:
      - agent_network
    deploy:
      mode: global
      placement:
        constraints: [node.platform.os == linux]
`, V{"a": g.an(32)}, "AGENT_CLUSTER_ADDR: tasks.agent")

	g.pnAdd("portainer-stack-webhook-url", `
# stack "shop-api" → Settings → Create a stack webhook (GitOps updates)
$ curl -X POST https://portainer.ops.example.net:9443/api/stacks/webhooks/«a»
$ echo $?
0
`, V{"a": g.uuid()}, "Create a stack webhook (GitOps updates)")

	cookie := b64s("v=2;k=" + g.hex(64))
	g.pnAdd("cockpit-login-and-cookie", `
$ curl -sk -u 'sysop:«a»' -D - -o /dev/null https://lab-node-3.lab.example:9090/cockpit/login
HTTP/1.1 200 OK
Content-Type: application/json
Set-Cookie: cockpit=«b»; Path=/; Secure; HttpOnly; SameSite=Strict
X-DNS-Prefetch-Control: off
`, V{"a": g.pw(), "b": cookie}, "https://lab-node-3.lab.example:9090/cockpit/login")

	// benign-only
	g.pnAdd("portainer-compose-admin-password-file", `
services:
  portainer:
    image: portainer/portainer-ee:2.21.4
    command: --admin-password-file /run/secrets/portainer_admin --http-disabled
    secrets:
      - portainer_admin
    ports:
      - "9443:9443"
    volumes:
      - portainer_data:/data
      - /var/run/docker.sock:/var/run/docker.sock
secrets:
  portainer_admin:
    external: true
volumes:
  portainer_data:
`, V{}, "--admin-password-file /run/secrets/portainer_admin", "portainer/portainer-ee:2.21.4")

	g.pnAdd("portainer-api-status", `
$ curl -s https://portainer.ops.example.net:9443/api/system/status | jq .
{
  "Version": "2.21.4",
  "InstanceID": "«_id»"
}
$ curl -s https://portainer.ops.example.net:9443/api/system/version | jq -r .ServerVersion
2.21.4
`, V{"_id": g.uuid()}, "/api/system/version")

	g.pnAdd("cockpit-conf", `
$ cat /etc/cockpit/cockpit.conf
[WebService]
Origins = https://cockpit.lab.example wss://cockpit.lab.example
ProtocolHeader = X-Forwarded-Proto
AllowUnencrypted = false
LoginTitle = lab-node-3

[Session]
IdleTimeout = 15
`, V{}, "Origins = https://cockpit.lab.example wss://cockpit.lab.example", "LoginTitle = lab-node-3")

	g.pnAdd("cockpit-journal-sessions", `
$ journalctl -u cockpit -n 4 --no-pager
Oct 14 10:31:02 lab-node-3 cockpit-tls[21877]: cockpit-tls: gnutls_handshake failed: A TLS fatal alert has been received.
Oct 14 10:31:08 lab-node-3 cockpit-session[21901]: pam_unix(cockpit:session): session opened for user sysop(uid=1000) by sysop(uid=0)
Oct 14 10:46:11 lab-node-3 cockpit-session[21901]: pam_unix(cockpit:session): session closed for user sysop
Oct 14 10:46:11 lab-node-3 systemd[1]: cockpit.service: Deactivated successfully.
`, V{}, "pam_unix(cockpit:session): session opened for user sysop(uid=1000) by sysop(uid=0)")

	g.pnAdd("portainer-edge-env-placeholder", `
# .env for the kiosk provisioning image -- values are injected at flash time
EDGE_ID=${KIOSK_EDGE_ID}
EDGE_KEY=<paste the edge key from Portainer → Environments → Add environment>
EDGE_INSECURE_POLL=0
PORTAINER_AGENT_VERSION=2.21.4
`, V{}, "EDGE_ID=${KIOSK_EDGE_ID}", "<paste the edge key from Portainer → Environments → Add environment>")
}

// ---- Proxmox VE, Proxmox Backup Server, vSphere, Virtualizor, SolusVM ----

func (g *G) pnHypervisors() {
	g.pnAdd("pve-pveum-token-add-table", `
root@pve1:~# pveum user token add terraform-prov@pve tf --privsep 0
┌──────────────┬──────────────────────────────────────┐
│ key          │ value                                │
╞══════════════╪══════════════════════════════════════╡
│ full-tokenid │ terraform-prov@pve!tf                │
├──────────────┼──────────────────────────────────────┤
│ info         │ {"privsep":"0"}                      │
├──────────────┼──────────────────────────────────────┤
│ value        │ «a» │
└──────────────┴──────────────────────────────────────┘
`, V{"a": g.uuid()}, "terraform-prov@pve!tf")

	g.pnAdd("pve-curl-pveapitoken-header", `
$ curl -s -H 'Authorization: PVEAPIToken=root@pam!monitoring=«a»' \
    https://pve1.lab.example:8006/api2/json/nodes/pve1/qemu | jq -r '.data[] | "\(.vmid) \(.name) \(.status)"'
101 dns-01 running
104 gitea running
110 win11-test stopped
`, V{"a": g.uuid()}, "https://pve1.lab.example:8006/api2/json/nodes/pve1/qemu", "110 win11-test stopped")

	g.pnAdd("pve-terraform-telmate-provider", `
# providers.tf
provider "proxmox" {
  pm_api_url          = "https://pve1.lab.example:8006/api2/json"
  pm_api_token_id     = "terraform-prov@pve!tf"
  pm_api_token_secret = "«a»"
  pm_tls_insecure     = true
  pm_parallel         = 2
}
`, V{"a": g.uuid()}, "pm_api_token_id     = \"terraform-prov@pve!tf\"")

	g.pnAdd("pve-terraform-bpg-provider", `
provider "proxmox" {
  endpoint  = "https://10.0.10.2:8006/"
  api_token = "terraform@pve!provider=«a»"
  insecure  = true
  ssh {
    agent    = false
    username = "root"
    password = "«b»"
  }
}
`, V{"a": g.uuid(), "b": g.pw()}, "https://10.0.10.2:8006/")

	g.pnAdd("pve-access-ticket-json", `
$ curl -sk -d 'username=root@pam' --data-urlencode 'password=«a»' https://pve1.lab.example:8006/api2/json/access/ticket | jq .
{
  "data": {
    "cap": { "nodes": { "Sys.Audit": 1 } },
    "CSRFPreventionToken": "«b»",
    "ticket": "«c»",
    "username": "root@pam"
  }
}
`, V{"a": g.pw(), "b": g.pnCSRF(), "c": g.pnPVETicket("root@pam")}, "/api2/json/access/ticket")

	g.pnAdd("pve-pvesm-add-cifs", `
root@pve1:~# pvesm add cifs nas-backups --server 10.0.10.20 --share pve-backups --username pvebackup --password '«a»' --domain HOMELAB --content backup
root@pve1:~# cat /etc/pve/priv/storage/nas-backups.pw
«a»
`, V{"a": g.pw()}, "--share pve-backups")

	g.pnAdd("pve-qm-cloudinit-cipassword", `
root@pve1:~# qm set 9001 --ciuser ubuntu --cipassword '«a»' --sshkeys ~/.ssh/authorized_keys --ipconfig0 ip=dhcp
update VM 9001: -cipassword <hidden> -ciuser ubuntu -ipconfig0 ip=dhcp -sshkeys ssh-ed25519%20...
root@pve1:~# qm cloudinit dump 9001 user | head -n 4
#cloud-config
hostname: ubuntu-tmpl
manage_etc_hosts: true
password: «b»
`, V{"a": g.pw(), "b": g.pnSHA512Crypt()}, "-cipassword <hidden>", "ubuntu-tmpl")

	g.pnAdd("pbs-client-env-backup", `
root@pve1:~# export PBS_REPOSITORY='backup@pbs!pve1@10.0.10.30:store1'
root@pve1:~# export PBS_PASSWORD='«a»'
root@pve1:~# export PBS_FINGERPRINT='«_fp»'
root@pve1:~# proxmox-backup-client backup etc.pxar:/etc --backup-id pve1-host
Starting backup: host/pve1-host/2024-10-14T10:52:01Z
Client name: pve1
`, V{"a": g.uuid(), "_fp": g.pnFingerprint(32)}, "backup@pbs!pve1@10.0.10.30:store1")

	g.pnAdd("pve-ansible-proxmox-kvm", `
- name: clone the template
  community.general.proxmox_kvm:
    api_host: pve1.lab.example
    api_user: ansible@pve
    api_password: "«a»"
    node: pve1
    clone: ubuntu-tmpl
    newid: 215
    name: ci-runner-03
    full: true
    timeout: 500
`, V{"a": g.pw()}, "ci-runner-03", "community.general.proxmox_kvm")

	g.pnAdd("govc-env-vcenter", `
$ export GOVC_URL=https://vcsa01.corp.example/sdk
$ export GOVC_USERNAME='administrator@vsphere.local'
$ export GOVC_PASSWORD='«a»'
$ export GOVC_INSECURE=1
$ govc ls /DC-Frankfurt/vm
/DC-Frankfurt/vm/Discovered virtual machine
/DC-Frankfurt/vm/k8s-worker-01
/DC-Frankfurt/vm/k8s-worker-02
`, V{"a": g.pw()}, "/DC-Frankfurt/vm/k8s-worker-02", "GOVC_USERNAME='administrator@vsphere.local'")

	g.pnAdd("govc-url-embedded-creds-esxi", `
$ GOVC_URL='root:«a»@esxi02.lab.example' GOVC_INSECURE=1 govc host.info
Name:              esxi02.lab.example
  Path:            /ha-datacenter/host/esxi02.lab.example/esxi02.lab.example
  Manufacturer:    Supermicro
  Logical CPUs:    16 CPUs @ 2100MHz
  Memory:          131012MB
`, V{"a": g.pwURL()}, "Supermicro", "/ha-datacenter/host/esxi02.lab.example/esxi02.lab.example")

	g.pnAdd("powercli-connect-viserver", `
PS C:\ops> Connect-VIServer -Server vcsa01.corp.example -User 'svc-backup@vsphere.local' -Password '«a»'

Name                           Port  User
----                           ----  ----
vcsa01.corp.example            443   VSPHERE.LOCAL\svc-backup

PS C:\ops> Get-VM -Name k8s-* | Select-Object Name, PowerState, NumCpu
`, V{"a": g.pw()}, "VSPHERE.LOCAL\\svc-backup")

	g.pnAdd("vsphere-terraform-tfvars", `
# terraform.tfvars (should have been in .gitignore)
vsphere_server   = "vcsa01.corp.example"
vsphere_user     = "terraform@vsphere.local"
vsphere_password = "«a»"
datacenter       = "DC-Frankfurt"
cluster          = "CL-Compute-01"
datastore        = "vsanDatastore"
template         = "ubuntu-2404-tmpl"
`, V{"a": g.pwStrong()}, "CL-Compute-01", "terraform@vsphere.local")

	g.pnAdd("vcsa-deploy-json-template", `
{
    "__version": "2.13.0",
    "new_vcsa": {
        "esxi": {
            "hostname": "esxi01.corp.example",
            "username": "root",
            "password": "«a»",
            "deployment_network": "VM Network",
            "datastore": "datastore1"
        },
        "appliance": {
            "thin_disk_mode": true,
            "deployment_option": "small",
            "name": "vcsa01"
        },
        "os": {
            "password": "«b»",
            "ntp_servers": "pool.ntp.org",
            "ssh_enable": false
        },
        "sso": {
            "password": "«c»",
            "domain_name": "vsphere.local"
        }
    },
    "ceip": { "settings": { "ceip_enabled": false } }
}
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwStrong()}, "\"deployment_option\": \"small\"", "esxi01.corp.example")

	g.pnAdd("esxi-kickstart-rootpw", `
# ks.cfg served by the PXE box
vmaccepteula
install --firstdisk --overwritevmfs
network --bootproto=static --ip=10.0.20.12 --netmask=255.255.255.0 --gateway=10.0.20.1 --hostname=esxi02.lab.example --nameserver=10.0.20.2
rootpw «a»
reboot
%firstboot --interpreter=busybox
vim-cmd hostsvc/enable_ssh
`, V{"a": g.pw()}, "--hostname=esxi02.lab.example", "vim-cmd hostsvc/enable_ssh")

	g.pnAdd("virtualizor-api-url-listvs", `
$ curl -sk 'https://vz.cloudnode.example:4085/index.php?act=vs&api=json&apikey=«=key»&apipass=«a»' | jq '.vs | to_entries[] | .value | {vpsid, hostname, ips}' | head -n 12
{
  "vpsid": "118",
  "hostname": "vps118.cloudnode.example",
  "ips": { "53": "203.0.113.118" }
}
`, V{"=key": g.an(32), "a": g.an(32)}, "vps118.cloudnode.example", "act=vs&api=json")

	g.pnAdd("virtualizor-php-sdk-admin", `
<?php
require_once 'sdk/admin.php';

$key  = '«=key»';
$pass = '«a»';
$ip   = '203.0.113.5';

$admin = new Virtualizor_Admin_API($ip, $key, $pass);
$post = ['serid' => 0, 'slave_server' => 1, 'virt' => 'kvm', 'user_email' => 'tomas@kvetina.cz',
         'user_pass' => '«b»', 'hostname' => 'kvetina-vps', 'rootpass' => '«c»', 'osid' => 1065, 'ips' => 1, 'space' => 40, 'ram' => 2048];
$output = $admin->addvs_v2($post);
print_r($output['done']);
`, V{"=key": g.an(32), "a": g.an(32), "b": g.pw(), "c": g.pwStrong()}, "Virtualizor_Admin_API", "kvetina-vps")

	g.pnAdd("solusvm-api-key-curl", `
$ curl -s 'https://solus.cloudnode.example:5656/api/admin/command.php' \
    -d 'id=«=id»' -d 'key=«a»' -d 'action=vserver-info' -d 'vserverid=231' -d 'rdtype=json'
{"status":"success","statusmsg":"","vserverid":"231","ctid-xid":"kvm231","clientid":"52","ipaddress":"203.0.113.231","hostname":"mail.kvetina.cz","template":"debian-12-x86_64","hdd":"42949672960","memory":"2147483648","swap-burst":"0","type":"kvm","mac":"52:54:00:4b:1a:e7"}
`, V{"=id": g.an(36), "a": g.an(40)}, "mail.kvetina.cz", "\"template\":\"debian-12-x86_64\"")

	// benign-only
	g.pnAdd("pve-token-list-table", `
root@pve1:~# pveum user token list terraform-prov@pve
┌──────────┬─────────┬────────┬─────────┐
│ tokenid  │ comment │ expire │ privsep │
╞══════════╪═════════╪════════╪═════════╡
│ tf       │         │      0 │ 0       │
├──────────┼─────────┼────────┼─────────┤
│ tf-plan  │ CI plan │      0 │ 1       │
└──────────┴─────────┴────────┴─────────┘
`, V{}, "│ tf-plan  │ CI plan │")

	g.pnAdd("pve-versions-and-cluster", `
root@pve1:~# pveversion -v | head -n 4
proxmox-ve: 8.2.0 (running kernel: 6.8.12-2-pve)
pve-manager: 8.2.7 (running version: 8.2.7/3e0176e6bb2ade3b)
proxmox-kernel-helper: 8.1.0
pve-kernel-6.2: 8.0.5
root@pve1:~# pvecm status | sed -n '/Quorum information/,/Quorate/p'
Quorum information
------------------
Date:             Mon Oct 14 10:55:21 2024
Quorum provider:  corosync_votequorum
Nodes:            3
Node ID:          0x00000001
Ring ID:          1.8e
Quorate:          Yes
`, V{}, "pve-manager: 8.2.7 (running version: 8.2.7/3e0176e6bb2ade3b)", "Quorum provider:  corosync_votequorum")

	g.pnAdd("pve-api-token-docs-placeholder", `
## Proxmox access for the dashboard

Create a read-only token (Datacenter → Permissions → API Tokens) and put it in
.env as:

    PVE_TOKEN_ID=dashboard@pve!readonly
    PVE_TOKEN_SECRET=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx

The header the app sends is ˋAuthorization: PVEAPIToken=USER@REALM!TOKENID=UUIDˋ.
`, V{}, "PVE_TOKEN_SECRET=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "Authorization: PVEAPIToken=USER@REALM!TOKENID=UUID")

	g.pnAdd("govc-about-and-session", `
$ govc about
FullName:     VMware vCenter Server 8.0.3 build-24022515
Name:         VMware vCenter Server
Vendor:       VMware, Inc.
Version:      8.0.3
Build:        24022515
OS type:      linux-x64
API type:     VirtualCenter
API version:  8.0.3.0
Product ID:   vpx
UUID:         «_uuid»
$ govc session.ls | head -n 2
Key                                   Name                                 Created           Idle  Host
«_k»  VSPHERE.LOCAL\svc-backup  2024-10-14 10:02  12s   10.0.20.40
`, V{"_uuid": g.uuid(), "_k": g.uuid()}, "VMware vCenter Server 8.0.3 build-24022515")

	g.pnAdd("pve-cluster-resources-json", `
root@pve1:~# pvesh get /cluster/resources --type vm --output-format json | jq -c '.[] | {vmid, name, node, status, maxmem}'
{"vmid":101,"name":"dns-01","node":"pve1","status":"running","maxmem":2147483648}
{"vmid":104,"name":"gitea","node":"pve2","status":"running","maxmem":4294967296}
{"vmid":215,"name":"ci-runner-03","node":"pve3","status":"running","maxmem":8589934592}
`, V{}, "pvesh get /cluster/resources", "\"name\":\"ci-runner-03\"")

	g.pnAdd("virtualizor-listvs-benign", `
VPS ID  Hostname                    IP              OS                  Status   Node
118     vps118.cloudnode.example    203.0.113.118   ubuntu-24.04-x86_64 Online   node-fra-2
119     kvetina-vps                 203.0.113.119   almalinux-9-x86_64  Online   node-fra-2
120     build-cache                 203.0.113.120   debian-12-x86_64    Suspended node-fra-3
`, V{}, "kvetina-vps", "node-fra-3")
}

// ---- WHMCS, Blesta ----

func (g *G) pnBilling() {
	g.pnAdd("whmcs-configuration-php", `
$ cat /home/billing/public_html/configuration.php
<?php
$license = '«a»';
$db_host = 'localhost';
$db_port = '';
$db_username = 'billing_whmcs';
$db_password = '«b»';
$db_name = 'billing_whmcs';
$cc_encryption_hash = '«c»';
$templates_compiledir = '/home/billing/whmcs_tmpl_c/';
$mysql_charset = 'utf8mb4';
$customadminpath = 'staffdesk';
`, V{"a": g.pnWHMCSLicense(), "b": g.pwStrong(), "c": g.an(64)}, "$customadminpath = 'staffdesk';", "/home/billing/whmcs_tmpl_c/")

	g.pnAdd("whmcs-api-curl-getclients", `
$ curl -s https://billing.hostlane.example/includes/api.php \
    -d identifier=«=id» -d secret=«a» \
    -d action=GetClients -d search=mapleyoga -d responsetype=json | jq '.clients.client[0] | {id, email, status}'
{
  "id": 412,
  "email": "hello@mapleyoga.studio",
  "status": "Active"
}
`, V{"=id": g.an(32), "a": g.an(32)}, "action=GetClients", "hello@mapleyoga.studio")

	g.pnAdd("whmcs-api-python-add-order", `
# scripts/whmcs_order.py
import requests

WHMCS_URL = "https://billing.hostlane.example/includes/api.php"
CREDS = {"identifier": "«=id»", "secret": "«a»"}

def add_order(client_id, domain):
    payload = dict(CREDS, action="AddOrder", clientid=client_id, pid=[7], domain=[domain],
                   billingcycle=["annually"], paymentmethod="stripe", responsetype="json")
    return requests.post(WHMCS_URL, data=payload, timeout=20).json()
`, V{"=id": g.an(32), "a": g.an(32)}, "scripts/whmcs_order.py", "paymentmethod=\"stripe\"")

	g.pnAdd("whmcs-api-access-key-config", `
$ git diff configuration.php
@@ -9,3 +9,4 @@ $cc_encryption_hash = getenv('WHMCS_CC_HASH');
 $templates_compiledir = 'templates_c';
 $mysql_charset = 'utf8mb4';
+$api_access_key = '«a»';
`, V{"a": g.an(24)}, "getenv('WHMCS_CC_HASH')")

	g.pnAdd("whmcs-decrypt-server-password", `
$ php -r 'require "init.php"; use WHMCS\Database\Capsule;
  foreach (Capsule::table("tblservers")->get() as $s) { echo $s->id, " ", $s->hostname, " ", $s->username, " ", decrypt($s->password), PHP_EOL; }'
1 host3.fastvps-node.example root «a»
2 da01.hostnode.example admin «b»
`, V{"a": g.pw(), "b": g.an(12)}, "Capsule::table(\"tblservers\")", "da01.hostnode.example")

	g.pnAdd("blesta-config-php", `
$ sed -n '1,40p' config/blesta.php | grep -E "system_key|'(host|database|user|pass)'"
Configure::set('Blesta.system_key', '«a»');
        'host' => 'localhost',
        'database' => 'blesta_live',
        'user' => 'blesta_live',
        'pass' => '«b»',
`, V{"a": g.hex(64), "b": g.pw()}, "'database' => 'blesta_live'")

	g.pnAdd("blesta-api-curl", `
$ curl -s -u 'apibot:«a»' 'https://portal.hostlane.example/api/services/getList.json?client_id=412&status=active' | jq '.response[].id_value'
"mapleyoga.studio"
`, V{"a": g.hex(32)}, "/api/services/getList.json?client_id=412&status=active")

	// benign-only
	g.pnAdd("whmcs-localapi-hook", `
<?php
// includes/hooks/auto_suspend_notice.php
use WHMCS\Database\Capsule;

add_hook('AfterModuleSuspend', 1, function ($vars) {
    $results = localAPI('SendEmail', [
        'messagename' => 'Service Suspension Notification',
        'id' => $vars['params']['serviceid'],
    ]);
    logActivity('Suspension notice sent for service #' . $vars['params']['serviceid'] . ': ' . $results['result']);
});
`, V{}, "includes/hooks/auto_suspend_notice.php", "Service Suspension Notification")

	g.pnAdd("whmcs-welcome-template-merge-fields", `
Subject: New Account Information

Dear {$client_name},

Your hosting account for {$service_domain} is ready.

Control panel: https://{$service_server_hostname}:2083
Username: {$service_username}
Password: {$service_password}

Nameservers: {$service_ns1} / {$service_ns2}

{$signature}
`, V{}, "Password: {$service_password}", "https://{$service_server_hostname}:2083")

	g.pnAdd("whmcs-module-log-masked", `
Date: 14/10/2024 11:02   Module: cpanel   Action: CreateAccount
Request:
/json-api/createacct?api.version=1&username=mapleyog&domain=mapleyoga.studio&plan=reseller7_starter&password=********&contactemail=hello%40mapleyoga.studio
Response:
{"metadata":{"command":"createacct","result":1,"reason":"Account Creation Ok","version":1}}
Replaced Vars: password, accesshash, api token
`, V{}, "password=********", "Replaced Vars: password, accesshash, api token")

	g.pnAdd("whmcs-cron-output", `
$ php -q /home/billing/crons/cron.php all -vvv
WHMCS Automation Task Utility: all
==================================
 [OK] Queued 14 tasks
 Invoices                      : 37 created
 Late Fees                     : 2 applied
 Credit Card Charges           : 11 captured, 1 declined
 Overdue Suspensions           : 1 suspended (service #918)
 Domain Renewal Notices        : 6 sent
 [OK] Completed in 41.2 seconds
`, V{}, "Overdue Suspensions           : 1 suspended (service #918)")

	g.pnAdd("whmcs-configuration-php-env", `
<?php
$license = getenv('WHMCS_LICENSE');
$db_host = getenv('DB_HOST') ?: 'mariadb';
$db_username = getenv('DB_USER');
$db_password = getenv('DB_PASSWORD');
$db_name = 'whmcs';
$cc_encryption_hash = getenv('WHMCS_CC_HASH');
$templates_compiledir = 'templates_c';
`, V{}, "$db_password = getenv('DB_PASSWORD');", "$cc_encryption_hash = getenv('WHMCS_CC_HASH');")
}

// ---- welcome emails and tickets of hosting providers ----

func (g *G) pnProviderMail() {
	g.pnAdd("mail-hetzner-dedicated-ready", `
From: Hetzner Online GmbH <info@hetzner.example>
Subject: Your ordered SB server: #«_srv»

Dear Mr Okafor,

your ordered server is ready. You can now log in with the following access data:

IPv4 address: 203.0.113.171
IPv6 subnet: 2001:db8:41:2e1b::/64
Username: root
Password: «a»

Please change the password immediately after logging in for the first time.
Order number: B«_ord»
`, V{"_srv": g.digits(7), "a": g.an(12), "_ord": g.digits(8)}, "2001:db8:41:2e1b::/64", "203.0.113.171")

	g.pnAdd("mail-ovh-vps-installed", `
Subject: Your VPS vps-«_v».vps.ovh.net is installed

Hello,

Your VPS has just been installed with the "Ubuntu 24.04" distribution.

IPv4 address of VPS: 198.51.100.64
Name of VPS: vps-«_v».vps.ovh.net

The following account has been created on your VPS:
Username: ubuntu
Password: «a»
`, V{"_v": g.hex(8), "a": g.an(12)}, "198.51.100.64", "Ubuntu 24.04")

	g.pnAdd("mail-contabo-login-data", `
Your login data!

VPS M SSD (order «_ord»)
IP address:      203.0.113.97
IPv6 address:    2001:db8:2002:7d1::1/64
Username:        root
Password:        «a»
VNC:             203.0.113.2:63021 (password: «b»)

Please keep this e-mail in a safe place.
`, V{"_ord": g.digits(8), "a": g.pw(), "b": g.an(8)}, "2001:db8:2002:7d1::1/64", "VPS M SSD")

	g.pnAdd("mail-shared-hosting-welcome-cpanel", `
New Account Information

Hosting package: Starter (Annual)
Domain: lakeshore-physio.ca
First payment amount: $59.88 CAD

Login details
cPanel URL: https://lakeshore-physio.ca:2083 (or https://ca-shared-14.hostlane.example:2083)
Username: lakeshor
Password: «a»

FTP hostname: ftp.lakeshore-physio.ca
FTP username: lakeshor (same password as cPanel)

Nameservers: ns1.hostlane.example, ns2.hostlane.example
`, V{"a": g.an(14)}, "https://ca-shared-14.hostlane.example:2083", "ns1.hostlane.example")

	g.pnAdd("mail-reseller-whm-welcome", `
Subject: Reseller Account Activated - reseller7

WHM login:  https://host3.fastvps-node.example:2087
Username:   reseller7
Password:   «a»
Disk space: 60 GB   Bandwidth: 600 GB   Accounts: unlimited
Private nameservers: ns1.reseller7-dns.example (203.0.113.58), ns2.reseller7-dns.example (203.0.113.59)
`, V{"a": g.pwStrong()}, "ns1.reseller7-dns.example (203.0.113.58)")

	g.pnAdd("mail-storage-box-credentials", `
Storage Box BX11 #«_id» has been activated.

Server:   u«_u».your-storagebox.de
Username: u«_u»
Password: «a»
Quota:    1 TB
Access:   SFTP (port 23), FTPS, SMB, WebDAV, rsync
`, V{"_id": g.digits(6), "_u": g.digits(6), "a": g.an(16)}, "SFTP (port 23), FTPS, SMB, WebDAV, rsync")

	g.pnAdd("mail-support-ticket-root-reset", `
Ticket #«_t» — Re: cannot ssh to VPS after kernel update

Hello Daniel,

we booted the VPS into rescue, repaired /etc/fstab and reset the root password as you asked.
New root password: «a»
Please log in and change it with passwd. The rescue system has been switched off again.

Kind regards,
Marta — Support, HostLane
`, V{"_t": g.digits(6), "a": g.pw()}, "repaired /etc/fstab")

	// benign-only
	g.pnAdd("mail-credentials-in-panel-only", `
Subject: Your cloud server "fra-app-01" is ready

Your server is online.

IPv4: 198.51.100.140
Location: Frankfurt (FRA1)
Image: Debian 12

For security reasons we no longer send passwords by email.
Your root password is shown once in the Cloud Console under
Servers → fra-app-01 → Access → Reset root password.
`, V{}, "For security reasons we no longer send passwords by email.", "Servers → fra-app-01 → Access → Reset root password.")

	g.pnAdd("mail-nameserver-change-notice", `
Subject: Scheduled maintenance: ca-shared-14 (ticket «_t»)

On 22 October 2024, 02:00–04:00 UTC, ca-shared-14.hostlane.example will be
moved to new hardware. The IP address stays 203.0.113.14. cPanel, email and
FTP logins are not affected. Customers on ns3/ns4 should update to
ns1.hostlane.example and ns2.hostlane.example.
`, V{"_t": "MNT-" + g.digits(5)}, "ca-shared-14.hostlane.example", "203.0.113.14")

	g.pnAdd("mail-renewal-invoice", `
Invoice #«_inv» — Amount due: €119.40
Invoice date: 14/10/2024   Due date: 28/10/2024

Item                                                     Amount
Web Hosting Business - tallinn-bikes.ee (14/11/2024 - 13/11/2025)   €99.50
Domain Renewal - tallinn-bikes.ee - 1 Year/s                           €19.90

Pay online: https://billing.hostlane.example/viewinvoice.php?id=«_inv»
`, V{"_inv": g.digits(5)}, "Web Hosting Business - tallinn-bikes.ee")

	g.pnAdd("mail-abuse-report", `
Subject: [Abuse] Outgoing brute force from 203.0.113.97 (case «_case»)

We received the report below for an IP address assigned to your service
VPS M SSD (order «_ord»):

2024-10-13T22:14:07Z sshd[88121]: Failed password for invalid user admin from 203.0.113.97 port 51544 ssh2
2024-10-13T22:14:09Z sshd[88123]: Failed password for invalid user test from 203.0.113.97 port 51580 ssh2

Please reply within 24 hours with the steps taken.
`, V{"_case": g.digits(9), "_ord": g.digits(8)}, "Failed password for invalid user admin from 203.0.113.97 port 51544 ssh2")
}

// ---- FTP servers and clients ----

func (g *G) pnFTP() {
	g.pnAdd("pureftpd-passwd-file", `
root@web1:~# cat /etc/pure-ftpd/pureftpd.passwd
webdev:«a»:1001:1001::/home/ftpusers/webdev/./::::::::::::
photos:«b»:1001:1001::/home/ftpusers/photos/./::::::::::::
root@web1:~# pure-pw mkdb
`, V{"a": g.pnSHA512Crypt(), "b": g.pnSHA512Crypt()}, "/home/ftpusers/photos/./")

	g.pnAdd("pureftpd-pure-pw-show", `
root@web1:~# pure-pw show webdev

Login              : webdev
Password           : «a»
UID                : 1001 (ftpuser)
GID                : 1001 (ftpgroup)
Directory          : /home/ftpusers/webdev/./
Full name          :
Download bandwidth : 0 Kb (unlimited)
Upload   bandwidth : 0 Kb (unlimited)
Max files          : 0 (unlimited)
Max size           : 0 Mb (unlimited)
`, V{"a": g.pnSHA512Crypt()}, "Directory          : /home/ftpusers/webdev/./")

	g.pnAdd("pureftpd-useradd-piped-password", `
root@web1:~# (echo '«a»'; echo '«a»') | pure-pw useradd agency -u ftpuser -d /home/ftpusers/agency -m
Password:
Enter it again:
root@web1:~# systemctl restart pure-ftpd
`, V{"a": g.pw()}, "pure-pw useradd agency -u ftpuser -d /home/ftpusers/agency -m")

	g.pnAdd("vsftpd-virtual-users-db-load", `
root@ftp:/etc/vsftpd# cat virtual_users.txt
printshop
«a»
scanner01
«b»
root@ftp:/etc/vsftpd# db_load -T -t hash -f virtual_users.txt virtual_users.db && chmod 600 virtual_users.db
`, V{"a": g.pw(), "b": g.an(10)}, "db_load -T -t hash -f virtual_users.txt virtual_users.db")

	g.pnAdd("proftpd-sqlconnectinfo", `
root@ftp2:~# grep -n '^SQL' /etc/proftpd/sql.conf
12:SQLBackend        mysql
13:SQLEngine         on
14:SQLAuthenticate   users groups
15:SQLConnectInfo    proftpd@localhost proftpd «a»
16:SQLAuthTypes      Crypt
17:SQLUserInfo       ftpuser userid passwd uid gid homedir shell
`, V{"a": g.pw()}, "SQLUserInfo       ftpuser userid passwd uid gid homedir shell")

	g.pnAdd("proftpd-ftpasswd-file", `
root@ftp2:~# ftpasswd --passwd --file=/etc/proftpd/ftpd.passwd --name=archive --uid=2001 --gid=2001 --home=/srv/ftp/archive --shell=/bin/false --sha512
ftpasswd: using alternate file: /etc/proftpd/ftpd.passwd
ftpasswd: --passwd: missing --gecos argument: default gecos used
ftpasswd: entry created
root@ftp2:~# cat /etc/proftpd/ftpd.passwd
archive:«a»:2001:2001::/srv/ftp/archive:/bin/false
`, V{"a": g.pnSHA512Crypt()}, "/srv/ftp/archive:/bin/false")

	g.pnAdd("lftp-mirror-reverse-deploy", `
$ lftp -u 'lakeshor,«a»' -e "set ftp:ssl-force true; set ssl:verify-certificate no; mirror -R --delete --verbose ./dist /public_html; bye" ftp.lakeshore-physio.ca
Transferring file 'index.html'
Transferring file 'assets/app.3f9c1e.js'
Removing old file 'assets/app.8d02aa.js'
Total: 4 directories, 38 files, 0 symlinks
New: 2 files, 0 symlinks
Modified: 1 file, 0 symlinks
`, V{"a": g.pw()}, "ftp.lakeshore-physio.ca", "mirror -R --delete --verbose ./dist /public_html")

	g.pnAdd("curl-ftp-upload-userinfo", `
$ curl --ssl-reqd -T backup-2024-10-14.tar.gz 'ftp://backup_nw:«a»@ftp.northwind-tiles.co.uk/backups/'
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
                                 Dload  Upload   Total   Spent    Left  Speed
100  214M    0     0  100  214M      0  9.8M  0:00:21  0:00:21 --:--:-- 10.1M
`, V{"a": g.pwURL()}, "backup-2024-10-14.tar.gz", "ftp.northwind-tiles.co.uk/backups/")

	g.pnAdd("filezilla-sitemanager-base64-pass", `
<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.brightsmile-dental.com</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>designer@brightsmile-dental.com</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
			<EncodingType>Auto</EncodingType>
			<Name>Bright Smile (cPanel FTP)</Name>
			<RemoteDir>1 0 11 public_html 6 assets</RemoteDir>
		</Server>
	</Servers>
</FileZilla3>
`, V{"a": b64s(g.pw())}, "Bright Smile (cPanel FTP)", "<FileZilla3 version=\"3.67.1\" platform=\"windows\">")

	// benign-only
	g.pnAdd("vsftpd-conf-and-userlist", `
root@ftp:~# grep -vE '^(#|$)' /etc/vsftpd.conf
listen=YES
anonymous_enable=NO
local_enable=YES
write_enable=YES
chroot_local_user=YES
allow_writeable_chroot=YES
pasv_min_port=40000
pasv_max_port=40100
userlist_enable=YES
userlist_file=/etc/vsftpd.userlist
userlist_deny=NO
ssl_enable=YES
rsa_cert_file=/etc/letsencrypt/live/ftp.printshop.example/fullchain.pem
rsa_private_key_file=/etc/letsencrypt/live/ftp.printshop.example/privkey.pem
root@ftp:~# cat /etc/vsftpd.userlist
printshop
scanner01
`, V{}, "userlist_file=/etc/vsftpd.userlist", "rsa_private_key_file=/etc/letsencrypt/live/ftp.printshop.example/privkey.pem")

	g.pnAdd("pure-ftpwho-output", `
root@web1:~# pure-ftpwho -s
+------+---------+-------+------+-------------------------------------------+
| PID  | Login   | For   | What | File/IP                                   |
+------+---------+-------+------+-------------------------------------------+
|21344 |webdev   | 00:02 | IDLE |                                           |
|      |         |       |      | -> 198.51.100.203                         |
|21402 |photos   | 00:00 |  UL  | 2024/oct/IMG_4419.jpg (62%, 1.8 MB/s)     |
|      |         |       |      | -> 192.0.2.77                             |
+------+---------+-------+------+-------------------------------------------+
`, V{}, "2024/oct/IMG_4419.jpg (62%, 1.8 MB/s)")

	g.pnAdd("xferlog-lines", `
root@ftp:~# tail -n 3 /var/log/xferlog
Mon Oct 14 09:41:22 2024 1 192.0.2.77 2048576 /srv/ftp/printshop/jobs/flyer-A5.pdf b _ i r printshop ftp 0 * c
Mon Oct 14 09:44:03 2024 0 192.0.2.77 4412 /srv/ftp/printshop/jobs/order-1184.txt a _ i r printshop ftp 0 * c
Mon Oct 14 09:52:19 2024 3 198.51.100.9 18874368 /srv/ftp/scans/scan-0042.tif b _ i r scanner01 ftp 0 * c
`, V{}, "/srv/ftp/printshop/jobs/flyer-A5.pdf")

	g.pnAdd("proftpd-sql-env-reference", `
# /etc/proftpd/sql.conf -- password comes from the systemd drop-in (EnvironmentFile=/etc/proftpd/db.env, mode 600)
SQLBackend        mysql
SQLConnectInfo    proftpd@db.internal:3306 proftpd %{env:PROFTPD_DB_PASS}
SQLAuthTypes      Crypt
SQLLogFile        /var/log/proftpd/sql.log
`, V{}, "%{env:PROFTPD_DB_PASS}", "EnvironmentFile=/etc/proftpd/db.env")
}

// ---- phpMyAdmin, Adminer, Roundcube, SnappyMail, RainLoop ----

func (g *G) pnWebmail() {
	g.pnAdd("phpmyadmin-config-inc-controlpass", `
$ cat /usr/share/phpmyadmin/config.inc.php
<?php
declare(strict_types=1);

$cfg['blowfish_secret'] = '«a»'; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */

$i = 0;
$i++;
$cfg['Servers'][$i]['auth_type'] = 'cookie';
$cfg['Servers'][$i]['host'] = 'localhost';
$cfg['Servers'][$i]['compress'] = false;
$cfg['Servers'][$i]['AllowNoPassword'] = false;
$cfg['Servers'][$i]['controluser'] = 'pma';
$cfg['Servers'][$i]['controlpass'] = '«b»';
$cfg['Servers'][$i]['pmadb'] = 'phpmyadmin';
$cfg['UploadDir'] = '';
$cfg['SaveDir'] = '';
`, V{"a": g.an(32), "b": g.pwStrong()}, "$cfg['Servers'][$i]['controluser'] = 'pma';", "$cfg['Servers'][$i]['pmadb'] = 'phpmyadmin';")

	g.pnAdd("phpmyadmin-blowfish-sodium-hex", `
--- a/docker/phpmyadmin/config.user.inc.php
+++ b/docker/phpmyadmin/config.user.inc.php
@@ -1,4 +1,4 @@
 <?php
-$cfg['blowfish_secret'] = '';
+$cfg['blowfish_secret'] = sodium_hex2bin('«a»');
 $cfg['LoginCookieValidity'] = 3600;
 $cfg['ShowPhpInfo'] = false;
`, V{"a": g.hex(64)}, "$cfg['LoginCookieValidity'] = 3600;")

	g.pnAdd("phpmyadmin-compose-env", `
  phpmyadmin:
    image: phpmyadmin:5.2.1
    restart: unless-stopped
    ports:
      - "127.0.0.1:8081:80"
    environment:
      PMA_HOST: mariadb
      PMA_USER: root
      PMA_PASSWORD: «a»
      UPLOAD_LIMIT: 256M
    depends_on:
      - mariadb
`, V{"a": g.pw()}, "127.0.0.1:8081:80", "phpmyadmin:5.2.1")

	g.pnAdd("phpmyadmin-signon-script", `
<?php
// /var/www/tools/pma-signon.php -- opens phpMyAdmin for the reporting user from the intranet
session_name('SignonSession');
session_start();
$_SESSION['PMA_single_signon_user'] = 'reports_ro';
$_SESSION['PMA_single_signon_password'] = '«a»';
$_SESSION['PMA_single_signon_host'] = 'db-replica.intranet.example';
session_write_close();
header('Location: /phpmyadmin/index.php');
`, V{"a": g.pw()}, "db-replica.intranet.example", "SignonSession")

	g.pnAdd("roundcube-config-inc", `
$ grep -E 'db_dsnw|imap_host|smtp_host|des_key|plugins' /var/www/roundcube/config/config.inc.php
$config['db_dsnw'] = 'mysql://roundcube:«a»@localhost/roundcubemail';
$config['imap_host'] = 'ssl://mail.lindenbakery.de:993';
$config['smtp_host'] = 'tls://mail.lindenbakery.de:587';
$config['des_key'] = '«b»';
$config['plugins'] = ['archive', 'zipdownload', 'managesieve', 'password'];
`, V{"a": g.pwURL(), "b": g.s(alAlnum+"!#*+-", 24)}, "ssl://mail.lindenbakery.de:993")

	g.pnAdd("roundcube-password-plugin-sql", `
$ cat plugins/password/config.inc.php
<?php
$config['password_driver'] = 'sql';
$config['password_confirm_current'] = true;
$config['password_minimum_length'] = 12;
$config['password_db_dsn'] = 'mysql://postfixadmin:«a»@127.0.0.1/postfix';
$config['password_query'] = 'UPDATE mailbox SET password=%P, modified=NOW() WHERE username=%u LIMIT 1';
$config['password_algorithm'] = 'dovecot';
$config['password_dovecotpw_method'] = 'ARGON2ID';
`, V{"a": g.pwURL()}, "UPDATE mailbox SET password=%P, modified=NOW() WHERE username=%u LIMIT 1")

	g.pnAdd("snappymail-admin-password-file", `
root@mail:~# cat /var/lib/snappymail/_data_/_default_/admin_password.txt
«a»
root@mail:~# # log in at https://mail.lindenbakery.de/?admin with user "admin" and the password above, then delete the file
`, V{"a": g.an(16)}, "https://mail.lindenbakery.de/?admin")

	g.pnAdd("rainloop-application-ini", `
$ sed -n '/^\[security\]/,/^\[/p' data/_data_/_default_/configs/application.ini
[security]
csrf_protection = On
custom_server_signature = "RainLoop"
x_frame_options_header = ""
openpgp = Off
admin_login = "admin"
admin_password = "«a»"
allow_admin_panel = On
`, V{"a": g.bcrypt()}, "custom_server_signature = \"RainLoop\"")

	// benign-only
	g.pnAdd("phpmyadmin-config-sample", `
$ grep -n blowfish /usr/share/phpmyadmin/config.sample.inc.php
16:$cfg['blowfish_secret'] = ''; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */
$ php -r 'echo bin2hex(random_bytes(32)), PHP_EOL;' > /dev/null   # generated into the real config, not printed
`, V{}, "$cfg['blowfish_secret'] = ''; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */")

	g.pnAdd("roundcube-defaults-des-key", `
$ grep -n -A3 "des_key" /var/www/roundcube/config/defaults.inc.php
543:// This key is used for encrypting purposes, like storing of imap password
544-// in the session. For historical reasons it's called DES_key, but it's used
545-// with any configured cipher_method (see below).
546-// For the default cipher_method a required key length is 24 characters.
547:$config['des_key'] = 'rcmail-!24ByteDESkey*Str';
`, V{}, "$config['des_key'] = 'rcmail-!24ByteDESkey*Str';")

	g.pnAdd("phpmyadmin-blowfish-warning-version", `
Warning shown at the bottom of https://northwind-tiles.co.uk:2083/«=sess»/3rdparty/phpMyAdmin/index.php :

  The configuration file needs a valid key for cookie encryption. A temporary key
  was automatically generated for you. Please refer to the documentation.

phpMyAdmin 5.2.1 (cPanel build 5.2.1-12.cp118), PHP 8.1.30, MariaDB 10.6.19
`, V{"=sess": g.pnCpsess()}, "phpMyAdmin 5.2.1 (cPanel build 5.2.1-12.cp118)")

	g.pnAdd("adminer-login-url", `
Open https://tools.lindenbakery.de/adminer.php?server=db-1&username=shop_ro&db=shop&select=orders
(Adminer 4.8.1 asks for the password; it is in the team vault under "shop_ro / read replica")
`, V{}, "https://tools.lindenbakery.de/adminer.php?server=db-1&username=shop_ro&db=shop&select=orders", "Adminer 4.8.1")

	g.pnAdd("roundcube-installer-checks", `
Checking database config
DSN (write):  OK
DB Schema:    OK
DB Write:     OK
DB Time:      OK

Test SMTP config
Server: tls://mail.lindenbakery.de:587
Port: 587
User: (none)
Password: (none)

Test IMAP config
Server: mail.lindenbakery.de
Port: 993
Connecting to ssl://mail.lindenbakery.de... OK
`, V{}, "Connecting to ssl://mail.lindenbakery.de... OK", "DSN (write):  OK")
}

// ---- chat, issues and tickets ----

func (g *G) pnChat() {
	g.pnAdd("chat-slack-client-handover-cpanel", `
[10:14] Priya (client): hi! the old web guy left, all I have is this:
[10:14] Priya (client): cpanel: https://server214.hostingcloud.example:2083  user northwind  pass «a»
[10:15] Priya (client): can your AI thing move the site to the new host?
[10:16] Jonas: got it, I'll rotate that password once the move is done
`, V{"a": g.pw()}, "https://server214.hostingcloud.example:2083")

	g.pnAdd("chat-user-asks-agent-plesk-key", `
User: here's the Plesk API key, X-API-Key «a» — the server is plesk-eu1.webhost.example. Please list all subscriptions that still run PHP 7.4 and upgrade them to 8.2.
Assistant: I'll query /api/v2/domains first and then call plesk bin site --update-php-handler for each one.
`, V{"a": g.uuid()}, "plesk bin site --update-php-handler", "plesk-eu1.webhost.example")

	g.pnAdd("chat-teams-proxmox-root", `
Marco Bianchi 09:02
new node is racked, pve4.lab.example (10.0.10.5), root / «a»
web UI https://10.0.10.5:8006 — join it to the cluster when you get a minute
Lena Schulz 09:05
👍 joining with pvecm add 10.0.10.2 now
`, V{"a": g.pw()}, "pvecm add 10.0.10.2", "https://10.0.10.5:8006")

	g.pnAdd("chat-agent-transcript-whmcs-creds", `
> user: WHMCS API is failing with "Authentication Failed". identifier «=id», secret «a», allowed IP is the office 198.51.100.210
> assistant: The request comes from the CI runner (192.0.2.55), not the office IP. Add 192.0.2.55 under Setup → General Settings → Security → API IP Access Restriction.
`, V{"=id": g.an(32), "a": g.an(32)}, "API IP Access Restriction", "192.0.2.55")

	g.pnAdd("chat-email-webmin-2fa-handover", `
From: it@quarrycoffee.com.au
To: contractor@roast-it.example
Subject: Webmin access for the migration

Login: https://vmhost.roast-it.example:10000  user deploy
Password: «a»
2FA is on (TOTP); secret for your authenticator: «b»
Please tell me when you are done and I'll disable the account.
`, V{"a": g.pwStrong(), "b": g.totp()}, "https://vmhost.roast-it.example:10000")

	g.pnAdd("chat-discord-coolify-token-paste", `
#help  —  kaito: deploy webhook returns 401, any idea?
curl -X GET "https://coolify.kaito.example/api/v1/deploy?uuid=«_app»" -H "Authorization: Bearer «a»"
{"message":"Unauthenticated."}
#help  —  helper-bot: the token needs the "deploy" permission (Keys & Tokens → API tokens), read-only tokens get 401.
`, V{"_app": g.s(alLowNum, 24), "a": g.pnSanctum()}, "Keys & Tokens → API tokens")

	// benign-only
	g.pnAdd("issue-hestia-redacted-access-key", `
### Bug: v-add-letsencrypt-domain fails after upgrade to 1.8.12

Steps: call the API with hash=ACCESS_KEY_ID:SECRET_ACCESS_KEY (redacted below)

    curl -X POST https://hcp.example.net:8083/api/ -d "hash=<redacted>:<redacted>" -d cmd=v-add-letsencrypt-domain -d arg1=admin -d arg2=example.net

Output: Error: Let's Encrypt validation status 400 (example.net). Details: 403:"Invalid response from http://example.net/.well-known/acme-challenge/..."

HestiaCP 1.8.12, Debian 12, nginx + php-fpm.
`, V{}, "hash=<redacted>:<redacted>", "HestiaCP 1.8.12, Debian 12, nginx + php-fpm.")

	g.pnAdd("forum-cyberpanel-install-redacted", `
Re: Cannot log in after fresh install (CyberPanel 2.3.6)

I copied the summary exactly, only hid the password:

                Visit: https://203.0.113.150:8090
                Panel username: admin
                Panel password: ********

Running "adminPass <newpassword>" fixed it for me, the generated one had a "$" in it and my password manager cut it off.
`, V{}, "Panel password: ********", "adminPass <newpassword>")

	g.pnAdd("jira-rotate-forge-token", `
OPS-2291  Rotate Laravel Forge API token after contractor offboarding
Status: Done   Assignee: j.keller
- revoked token "ci-deploy (2023)" (created 2023-05-02, last used 2024-10-01)
- new token "ci-deploy (2024-10)" stored in 1Password → Infra → Forge, CI variable FORGE_API_TOKEN updated
- deploy webhook URLs regenerated for sites «_s1» and «_s2»
`, V{"_s1": g.digits(7), "_s2": g.digits(7)}, "1Password → Infra → Forge", "FORGE_API_TOKEN")

	g.pnAdd("ticket-directadmin-login-key-revoked", `
Hi team, the DirectAdmin login key "whmcs" was shown in a screen share
yesterday. I deleted it in Admin → Login Keys and created "whmcs-2024-10"
restricted to 198.51.100.23. WHMCS server #2 (da01.hostnode.example) now uses
the new key (stored encrypted in WHMCS). Test connection: "Connection successful".
`, V{}, "restricted to 198.51.100.23", "Test connection: \"Connection successful\"")
}

// ---- benign look-alikes across panels ----

func (g *G) pnLookalikes() {
	g.pnAdd("benign-cpanel-license-verify", `
$ curl -s 'https://verify.cpanel.net/api/ipaddrs?ip=203.0.113.58' | jq '.current[0] | {product, status, package, company, basepkg}'
{
  "product": "cPanel/WHM",
  "status": 1,
  "package": "CPDIRECT-PREMIER-METAL",
  "company": "FastVPS Node Ltd",
  "basepkg": "«_pkg»"
}
`, V{"_pkg": "CPDIRECT-" + g.digits(6)}, "CPDIRECT-PREMIER-METAL", "FastVPS Node Ltd")

	g.pnAdd("benign-server-inventory-csv", `
$ column -s, -t < inventory/panels.csv
hostname                     ip              panel         version        os                 order_id
server214.hostingcloud.example 203.0.113.214 cPanel        118.0.27       AlmaLinux 8.10     «_o1»
plesk-eu1.webhost.example    198.51.100.5    Plesk         18.0.63.4      AlmaLinux 9.4      «_o2»
da01.hostnode.example        203.0.113.90    DirectAdmin   1.668          Rocky Linux 9.4    «_o3»
hcp.linden-web.example       203.0.113.61    HestiaCP      1.8.12         Debian 12          «_o4»
`, V{"_o1": g.digits(7), "_o2": g.digits(7), "_o3": g.digits(7), "_o4": g.digits(7)}, "HestiaCP      1.8.12")

	g.pnAdd("benign-pve-node-cert-fingerprint", `
root@pve1:~# pvenode cert info --output-format json | jq -r '.[] | "\(.filename) \(.fingerprint) \(.notafter)"'
pve-root-ca.pem «_f1» 2034-02-11
pve-ssl.pem «_f2» 2026-02-12
pveproxy-ssl.pem «_f3» 2025-01-10
`, V{"_f1": strings.ToUpper(g.pnFingerprint(32)), "_f2": strings.ToUpper(g.pnFingerprint(32)), "_f3": strings.ToUpper(g.pnFingerprint(32))}, "pveproxy-ssl.pem")

	g.pnAdd("benign-whm-ssl-installed-hosts", `
[root@host3 ~]# whmapi1 fetch_ssl_vhosts | grep -E 'servername|issuer_organizationName|not_after|modulus_length' | head -n 8
        servername: mapleyoga.studio
          issuer_organizationName: "Sectigo Limited"
          modulus_length: 2048
          not_after: «_t1»
        servername: harbourview-b-and-b.ie
          issuer_organizationName: "Let's Encrypt"
          modulus_length: 2048
          not_after: «_t2»
`, V{"_t1": g.pnTS(), "_t2": g.pnTS()}, "issuer_organizationName: \"Sectigo Limited\"")

	g.pnAdd("benign-fail2ban-panel-jails", `
root@hcp:~# fail2ban-client status
Status
|- Number of jail:	6
ˋ- Jail list:	dovecot-iptables, exim-iptables, hestia-iptables, phpmyadmin-auth, recidive, ssh-iptables
root@hcp:~# fail2ban-client status hestia-iptables | tail -n 2
   |- Total banned:	14
   ˋ- Banned IP list:	192.0.2.200 198.51.100.77
`, V{}, "hestia-iptables", "192.0.2.200 198.51.100.77")

	g.pnAdd("benign-portainer-edge-id-vs-key-doc", `
Notes from the kiosk rollout:
- EDGE_ID is per device, we use the machine-id: «_mid»
- EDGE_KEY is the same for all kiosks in the group and lives in Vault at secret/data/portainer/edge-kiosks (never in the image)
- Agent image pinned to portainer/agent:2.21.4 (digest sha256:«_dg»)
`, V{"_mid": g.hex(32), "_dg": g.hex(64)}, "secret/data/portainer/edge-kiosks", "portainer/agent:2.21.4")

	g.pnAdd("benign-da-license-ids", `
[root@da01 ~]# da license
License ID:   «_lid»
Client ID:    «_uid»
Type:         Personal+ (10 users)
IP:           203.0.113.90
Expires:      2025-03-12
Status:       Active
`, V{"_lid": g.digits(6), "_uid": g.digits(5)}, "Personal+ (10 users)")

	g.pnAdd("benign-hosting-order-confirmation", `
Order Confirmation — Order #«_ord»
Product: VPS Cloud 4 (4 vCPU / 8 GB / 160 GB NVMe) with Plesk Web Admin Edition
Billing cycle: Monthly    Amount: €14.90
Server ID: srv-«_srv»
Hostname (requested): plesk-eu2.webhost.example
Status: Provisioning — you will receive the access data in a separate email.
`, V{"_ord": g.digits(8), "_srv": g.s(alLowNum, 10)}, "plesk-eu2.webhost.example", "Plesk Web Admin Edition")
}
