package cases

import (
	"encoding/hex"
	"fmt"
	"strings"
)

// pwexportCases adds secrets from password managers, OS credential
// stores and their exports as a developer meets them in scripts,
// migrations and debugging. Sources: Bitwarden (unencrypted and
// encrypted JSON exports, personal and organization CSV exports, bw get
// item, bw list items, bw get password and notes, bw unlock and login
// with an API key, bw serve, Sends, SSH key items, the Secrets Manager
// bws CLI and its access tokens); 1Password (CSV and 1PUX exports, op
// item get in JSON and text, op read, op inject, op run, op signin
// sessions, service account and Connect tokens, Connect's credentials
// file, the Emergency Kit's Secret Key); LastPass (CSV exports, lpass
// show, lpass show --json, lpass ls, secure notes of the Server and SSH
// key types); KeePass and KeePassXC (KeePass 2 XML exports, KeePassXC
// XML and CSV exports, KeePass 1.x CSV, keepassxc-cli show, kpcli,
// pykeepass scripts); browser and other manager exports (Chrome, Edge,
// Brave, Firefox and Safari Passwords.csv, Dashlane, Enpass, NordPass,
// Proton Pass, RoboForm, Keeper and Zoho Vault CSVs and JSONs); pass(1),
// gopass and passage show output (the password on the first line and
// metadata lines), pass insert -m, pass otp, gopass YAML secrets;
// macOS's security tool (find-generic-password -g and -w,
// find-internet-password, dump-keychain -d, add-generic-password in
// scripts, the credential helpers); Windows (cmdkey, the
// CredentialManager module's Get-StoredCredential and
// New-StoredCredential, SecretManagement, Git Credential Manager,
// vaultcmd); Linux (secret-tool lookup, search and store, the GNOME
// keyring through secretstorage and lssecret, kwallet-query, Python's
// keyring, docker-credential-secretservice); Vaultwarden and
// self-hosted Bitwarden (ADMIN_TOKEN plain and Argon2 PHC strings,
// .env, config.json, docker run and compose, global.override.env,
// installation keys, push relay keys, Duo and YubiKey settings); TOTP
// (otpauth:// URIs, Google Authenticator otpauth-migration exports,
// Aegis, 2FAS and andOTP exports, oathtool, ykman, AWS virtual MFA
// seeds, GitHub, Google and Bitwarden recovery and backup codes);
// scripts migrating between managers and their debug output; support
// questions and issues pasting a broken CSV row. Benign look-alikes:
// item, folder, collection, vault and organization ids, URLs, user
// names and emails, revision dates, masked and concealed values,
// encrypted export ciphertexts, fingerprints and fingerprint phrases.
// The case names start with "pwexport/".
func (g *G) pwexportCases() {
	g.pwBitwarden()
	g.pwBitwardenCLI()
	g.pwOnePassword()
	g.pwLastPass()
	g.pwKeePass()
	g.pwBrowserCSV()
	g.pwOtherManagers()
	g.pwPass()
	g.pwMacOS()
	g.pwWindows()
	g.pwLinux()
	g.pwVaultwarden()
	g.pwTOTP()
	g.pwMigrate()
	g.pwSupport()
	g.pwBenign()
}

// ---- helpers used only here ----

// pwAdd is add with the "pwexport/" prefix and "ˋ" standing for a backtick.
func (g *G) pwAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("pwexport/"+name, bt(tmpl), v, benign...)
}

// pwTS is an ISO 8601 timestamp with milliseconds, as Bitwarden writes.
func (g *G) pwTS() string {
	return fmt.Sprintf("20%02d-%02d-%02dT%02d:%02d:%02d.%03dZ", 21+g.r.IntN(5), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// pwTSs is an ISO 8601 timestamp without fractions.
func (g *G) pwTSs() string { return g.pwTS()[:19] + "Z" }

// pwEpoch is a Unix time in seconds.
func (g *G) pwEpoch() string { return fmt.Sprint(1650000000 + g.r.IntN(90000000)) }

// pwEpochMs is a Unix time in milliseconds.
func (g *G) pwEpochMs() string { return g.pwEpoch() + g.s(alDigit, 3) }

// pwBWEnc is a Bitwarden EncString (type 2: AES-CBC-256 + HMAC).
func (g *G) pwBWEnc(n int) string {
	return "2." + g.b64(16) + "|" + g.b64(n) + "|" + g.b64(32)
}

// pwOPID is a 1Password item or vault id.
func (g *G) pwOPID() string { return g.s(alLowNum, 26) }

// pwLPID is a LastPass account id.
func (g *G) pwLPID() string { return g.digits(19) }

// pwKPUUID is a KeePass entry or group UUID as the XML writes it.
func (g *G) pwKPUUID() string { return g.b64(16) }

// pwSecretKey is a 1Password account Secret Key.
func (g *G) pwSecretKey() string {
	al := "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
	return "A3-" + g.s(al, 6) + "-" + g.s(al, 6) + "-" + g.s(al, 5) + "-" + g.s(al, 5) + "-" + g.s(al, 5) + "-" + g.s(al, 5)
}

// pwGHCode is a GitHub two-factor recovery code.
func (g *G) pwGHCode() string { return g.hex(5) + "-" + g.hex(5) }

// pwGCode is a Google backup code.
func (g *G) pwGCode() string { return g.s(alDigit, 4) + " " + g.s(alDigit, 4) }

// pwBWSession is a bw CLI session key.
func (g *G) pwBWSession() string { return g.b64(64) }

// pwBWS is a Bitwarden Secrets Manager machine account access token.
func (g *G) pwBWS() string { return "0." + g.uuid() + "." + g.an(30) + ":" + g.b64(16) }

// pwArgon is an Argon2id PHC string as vaultwarden hash prints.
func (g *G) pwArgon() string {
	return "$argon2id$v=19$m=65540,t=3,p=4$" + g.s(alB64, 43) + "$" + g.s(alB64, 43)
}

// pwCard is a Visa-shaped card number.
func (g *G) pwCard() string { return "4" + g.s(alDigit, 15) }

// pwSHA256FP is an OpenSSH SHA256 fingerprint body.
func (g *G) pwSHA256FP() string { return g.b64(32)[:43] }

// pwHexOf is the keychain's hex rendering of a password.
func pwHexOf(s string) string { return strings.ToUpper(hex.EncodeToString([]byte(s))) }

// pwMacDate is the keychain's cdat/mdat rendering of a date.
func (g *G) pwMacDate() string {
	d := fmt.Sprintf("20%02d%02d%02d%02d%02d%02dZ", 21+g.r.IntN(5), 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
	return "0x" + pwHexOf(d) + "00  \"" + d + "\\000\""
}

func (g *G) pwBitwarden() {
	ed, edPub := g.sshEd25519("")
	g.pwAdd("bw-json-export-login-fields", `
$ jq '.items[] | select(.name=="Hetzner Cloud")' bitwarden_export_20240512094127.json
{
  "passwordHistory": [
    {
      "lastUsedDate": "«_t1»",
      "password": "«a»"
    }
  ],
  "revisionDate": "«_t2»",
  "creationDate": "«_t3»",
  "deletedDate": null,
  "id": "«_id»",
  "organizationId": null,
  "folderId": "«_f»",
  "type": 1,
  "reprompt": 0,
  "name": "Hetzner Cloud",
  "notes": "project: shopfront-prod",
  "favorite": false,
  "fields": [
    {
      "name": "API token (read/write)",
      "value": "«b»",
      "type": 1,
      "linkedId": null
    },
    {
      "name": "customer number",
      "value": "K«_k»",
      "type": 0,
      "linkedId": null
    }
  ],
  "login": {
    "fido2Credentials": [],
    "uris": [
      {
        "match": null,
        "uri": "https://accounts.hetzner.com/login"
      }
    ],
    "username": "ops@shopfront.io",
    "password": "«c»",
    "totp": "«d»"
  },
  "collectionIds": null
}
`, V{"_t1": g.pwTS(), "a": g.pw(), "_t2": g.pwTS(), "_t3": g.pwTS(), "_id": g.uuid(), "_f": g.uuid(), "b": g.an(64), "_k": g.digits(10), "c": g.pwStrong(), "d": g.totp()},
		"bitwarden_export_20240512094127.json", "ops@shopfront.io", "https://accounts.hetzner.com/login")

	g.pwAdd("bw-json-export-secure-note-and-card", `
{
  "encrypted": false,
  "folders": [
    {
      "id": "«_f»",
      "name": "Finance"
    }
  ],
  "items": [
    {
      "id": "«_i1»",
      "organizationId": null,
      "folderId": "«_f»",
      "type": 2,
      "reprompt": 1,
      "name": "Stripe restricted keys",
      "notes": "live reporting key (read only):\n«a»\n\nwebhook signing secret for /hooks/stripe:\n«b»",
      "favorite": true,
      "secureNote": {
        "type": 0
      },
      "collectionIds": null,
      "revisionDate": "«_t1»"
    },
    {
      "id": "«_i2»",
      "organizationId": null,
      "folderId": "«_f»",
      "type": 3,
      "reprompt": 0,
      "name": "Company Visa",
      "notes": null,
      "favorite": false,
      "card": {
        "cardholderName": "Lena Vogt",
        "brand": "Visa",
        "number": "«c»",
        "expMonth": "9",
        "expYear": "2027",
        "code": "«=cvv»"
      },
      "collectionIds": null,
      "revisionDate": "«_t2»"
    }
  ]
}
`, V{"_f": g.uuid(), "_i1": g.uuid(), "a": g.rkLive(), "b": g.whsec(), "_t1": g.pwTS(), "_i2": g.uuid(), "c": g.pwCard(), "=cvv": g.s(alDigit, 3), "_t2": g.pwTS()},
		"Stripe restricted keys", "Lena Vogt")

	g.pwAdd("bw-json-export-ssh-key-item", `
    {
      "id": "«_i»",
      "organizationId": "«_o»",
      "folderId": null,
      "type": 5,
      "reprompt": 0,
      "name": "deploy@ci-runner-02",
      "notes": null,
      "favorite": false,
      "sshKey": {
        "privateKey": "«a»",
        "publicKey": "«_pub»",
        "keyFingerprint": "SHA256:«_fp»"
      },
      "collectionIds": [
        "«_c»"
      ],
      "revisionDate": "«_t»",
      "creationDate": "«_t»",
      "deletedDate": null
    }
`, V{"_i": g.uuid(), "_o": g.uuid(), "a": jsonEsc(ed.block() + "\n"), "_pub": edPub, "_fp": g.pwSHA256FP(), "_c": g.uuid(), "_t": g.pwTS()}, "deploy@ci-runner-02")

	g.pwAdd("bw-json-export-encrypted-account", `
$ head -c 900 bitwarden_encrypted_export_20240512.json
{
  "encrypted": true,
  "encKeyValidation_DO_NOT_EDIT": "«_v»",
  "folders": [
    {
      "id": "«_f»",
      "name": "«_fn»"
    }
  ],
  "items": [
    {
      "id": "«_i»",
      "organizationId": null,
      "folderId": "«_f»",
      "type": 1,
      "reprompt": 0,
      "name": "«_n»",
      "login": {
        "username": "«_u»",
        "password": "«_p»",
        "totp": null
      }
`, V{"_v": g.pwBWEnc(64), "_f": g.uuid(), "_fn": g.pwBWEnc(16), "_i": g.uuid(), "_n": g.pwBWEnc(16), "_u": g.pwBWEnc(32), "_p": g.pwBWEnc(32)}, "encKeyValidation_DO_NOT_EDIT")

	g.pwAdd("bw-json-export-password-protected", `
{
  "encrypted": true,
  "passwordProtected": true,
  "salt": "«_s»",
  "kdfType": 0,
  "kdfIterations": 600000,
  "kdfMemory": null,
  "kdfParallelism": null,
  "encKeyValidation_DO_NOT_EDIT": "«_v»",
  "data": "«_d»"
}
export password (told to Jonas by phone, NOT in this ticket): see ticket comment #4
`, V{"_s": g.b64(16), "_v": g.pwBWEnc(64), "_d": g.pwBWEnc(900)}, "passwordProtected")

	g.pwAdd("bw-csv-export-personal", `
folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
,,login,Docker Hub,,,0,https://hub.docker.com/,shopfrontci,«a»,
Servers,1,login,pfSense,"WAN admin, only from VPN",,0,https://10.0.0.1/,admin,«b»,
Servers,,login,Synology DSM,,"quickconnect: shopfront-nas",0,https://nas.shopfront.lan:5001/,backup,«c»,«d»
,,note,Wi-Fi guest,«e»,,0,,,,
`, V{"a": g.dockerPAT(), "b": g.pwStrong(), "c": g.pw(), "d": "otpauth://totp/Synology:backup?secret=" + g.totp() + "&issuer=Synology", "e": g.pw()},
		"login_uri,login_username,login_password,login_totp", "https://nas.shopfront.lan:5001/", "shopfrontci")

	g.pwAdd("bw-csv-export-organization", `
collections,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
"Engineering,Engineering/Prod",login,AWS root (billing),,"account id: «_acct»",0,https://signin.aws.amazon.com/console,aws-root@northwind.dev,«a»,«b»
Engineering/Prod,login,Sentry,,,0,https://northwind.sentry.io/,ops@northwind.dev,«c»,
Engineering/Prod,note,Sentry auth token (releases),«d»,,0,,,,
Support,login,Zendesk,,"subdomain: northwind",0,https://northwind.zendesk.com/,support@northwind.dev,«e»,
`, V{"_acct": g.digits(12), "a": g.pwStrong(), "b": g.totp(), "c": g.pw(), "d": g.sentryUser(), "e": g.pwStrong()},
		"collections,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp", "aws-root@northwind.dev")

	g.pwAdd("bw-json-export-identity-hidden-fields", `
      "fields": [
        {
          "name": "recovery email",
          "value": "ops-recovery@northwind.dev",
          "type": 0,
          "linkedId": null
        },
        {
          "name": "security answer (first pet)",
          "value": "«a»",
          "type": 1,
          "linkedId": null
        },
        {
          "name": "PIN",
          "value": "«b»",
          "type": 1,
          "linkedId": null
        },
        {
          "name": "auto-fill on page load",
          "value": "true",
          "type": 2,
          "linkedId": null
        },
        {
          "name": null,
          "value": null,
          "type": 3,
          "linkedId": 100
        }
      ],
`, V{"a": g.pick(pwWords...) + g.pick(pwWords...) + g.s(alDigit, 3), "b": g.s(alDigit, 8)}, "ops-recovery@northwind.dev", "security answer (first pet)")

	g.pwAdd("bw-json-export-org-collections", `
{
  "encrypted": false,
  "collections": [
    {
      "id": "«_c1»",
      "organizationId": "«_o»",
      "name": "DevOps",
      "externalId": null
    }
  ],
  "items": [
    {
      "id": "«_i»",
      "organizationId": "«_o»",
      "folderId": null,
      "type": 1,
      "reprompt": 0,
      "name": "Grafana Cloud SA",
      "notes": "service account 'alerts-sync', token below",
      "favorite": false,
      "login": {
        "uris": [{ "match": 0, "uri": "https://northwind.grafana.net" }],
        "username": "sa-1-alerts-sync",
        "password": "«a»",
        "totp": null
      },
      "collectionIds": ["«_c1»"]
    }
  ]
}
`, V{"_c1": g.uuid(), "_o": g.uuid(), "_i": g.uuid(), "a": g.grafanaSA()}, "https://northwind.grafana.net", "sa-1-alerts-sync")

	g.pwAdd("bw-json-export-password-history-only", `
$ jq -r '.items[] | select(.passwordHistory != null) | .name as $n | .passwordHistory[] | [$n, .lastUsedDate, .password] | @tsv' export.json
Office 365 admin	«_t1»	«a»
Office 365 admin	«_t2»	«b»
Jira service user	«_t3»	«c»
`, V{"_t1": g.pwTS(), "a": g.pw(), "_t2": g.pwTS(), "b": g.pw(), "_t3": g.pwTS(), "c": g.atlassian()}, "Jira service user", "Office 365 admin")

	g.pwAdd("bw-json-export-multiple-uris", `
      "login": {
        "fido2Credentials": [
          {
            "credentialId": "«_cred»",
            "keyType": "public-key",
            "keyAlgorithm": "ECDSA",
            "keyCurve": "P-256",
            "keyValue": "«a»",
            "rpId": "github.com",
            "userHandle": "«_uh»",
            "userName": "mira-dev",
            "counter": "0",
            "rpName": "GitHub",
            "userDisplayName": "Mira Okafor",
            "discoverable": "true",
            "creationDate": "«_t»"
          }
        ],
        "uris": [
          { "match": null, "uri": "https://github.com/login" },
          { "match": 3, "uri": "https://github.com/sessions/two-factor" }
        ],
        "username": "mira-dev",
        "password": "«b»",
        "totp": "otpauth://totp/GitHub:mira-dev?secret=«c»&issuer=GitHub"
      },
`, V{"_cred": g.uuid(), "a": g.bxPKCS8(), "_uh": g.b64u(43), "_t": g.pwTS(), "b": g.pwStrong(), "c": g.totp()}, "mira-dev", "https://github.com/sessions/two-factor")
}

func (g *G) pwBitwardenCLI() {
	g.pwAdd("bw-get-item-compact", `
$ bw get item «_id»
{"passwordHistory":null,"revisionDate":"«_t»","creationDate":"«_t»","deletedDate":null,"object":"item","id":"«_id»","organizationId":null,"folderId":"«_f»","type":1,"reprompt":0,"name":"postgres prod (rw)","notes":null,"favorite":false,"login":{"fido2Credentials":[],"uris":[{"match":null,"uri":"postgresql://db-prod.internal:5432/orders"}],"username":"orders_rw","password":"«a»","totp":null,"passwordRevisionDate":null},"collectionIds":[]}
`, V{"_id": g.uuid(), "_t": g.pwTS(), "_f": g.uuid(), "a": g.pwURL()}, "orders_rw", "postgresql://db-prod.internal:5432/orders")

	g.pwAdd("bw-list-items-jq", `
$ bw list items --search smtp | jq '.[] | {name, user: .login.username, pass: .login.password}'
{
  "name": "Postmark SMTP",
  "user": "«a»",
  "pass": "«a»"
}
{
  "name": "Mailgun SMTP (eu)",
  "user": "postmaster@mg.northwind.dev",
  "pass": "«b»"
}
`, V{"a": g.uuid(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.northwind.dev", "Postmark SMTP")

	g.pwAdd("bw-get-password-script", `
#!/usr/bin/env bash
# deploy.sh — pulls creds from Bitwarden before running ansible
set -euo pipefail
export BW_SESSION="«a»"
bw sync >/dev/null
export ANSIBLE_BECOME_PASS="$(bw get password 'ansible become (prod)')"
export VAULT_PASS="$(bw get password «_id»)"
ansible-playbook -i inventories/prod site.yml
`, V{"a": g.pwBWSession(), "_id": g.uuid()}, "ansible become (prod)", "inventories/prod")

	g.pwAdd("bw-unlock-output", `
$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the ˋBW_SESSIONˋ environment variable. ex:
$ export BW_SESSION="«a»"
> $env:BW_SESSION="«a»"

You can also pass the session key to any command with the ˋ--sessionˋ option. ex:
$ bw list items --session «a»
`, V{"a": g.pwBWSession()}, "Your vault is now unlocked!")

	g.pwAdd("bw-login-apikey-env", `
# ~/.config/systemd/user/bw-backup.service.d/override.conf
[Service]
Environment=BW_CLIENTID=user.«_u»
Environment=BW_CLIENTSECRET=«a»
Environment=BW_PASSWORD=«b»
ExecStartPre=/usr/bin/bw login --apikey
ExecStart=/home/lena/bin/bw-export.sh
`, V{"_u": g.uuid(), "a": g.an(30), "b": g.pw()}, "/home/lena/bin/bw-export.sh", "BW_CLIENTID=user.")

	g.pwAdd("bw-login-apikey-prompt", `
$ bw config server https://vault.northwind.dev
Saved setting ˋconfigˋ.
$ bw login --apikey
? client_id: user.«_u»
? client_secret: «a»
You are logged in!

To unlock your vault, use the ˋunlockˋ command. ex:
$ bw unlock
`, V{"_u": g.uuid(), "a": g.an(30)}, "https://vault.northwind.dev")

	g.pwAdd("bw-get-notes", `
$ bw get notes "kubeconfig admin (staging)" | head -20
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://k8s-staging.northwind.dev:6443
  name: staging
users:
- name: admin
  user:
    token: «a»
`, V{"_ca": g.b64(600), "a": g.k8sSAToken()}, "https://k8s-staging.northwind.dev:6443", "kubeconfig admin (staging)")

	g.pwAdd("bw-serve-curl", `
$ bw serve --hostname 127.0.0.1 --port 8087 &
$ curl -s http://127.0.0.1:8087/object/password/«_id»
{"success":true,"data":{"object":"string","data":"«a»"}}
$ curl -s "http://127.0.0.1:8087/list/object/items?search=redis" | jq -c '.data.data[] | [.name,.login.password]'
["redis sessions (prod)","«b»"]
`, V{"_id": g.uuid(), "a": g.pwStrong(), "b": g.hex(48)}, "redis sessions (prod)", "http://127.0.0.1:8087/object/password/")

	g.pwAdd("bw-send-create", `
$ bw send -n "staging db creds for Tomás" -d 2 --hidden "host=db-stg.northwind.dev user=tomas password=«a»"
{
  "object": "send",
  "id": "«_id»",
  "accessId": "«_aid»",
  "accessUrl": "https://send.bitwarden.com/#«_aid»/«b»",
  "name": "staging db creds for Tomás",
  "notes": null,
  "key": "«b»",
  "type": 0,
  "text": {
    "text": "host=db-stg.northwind.dev user=tomas password=«a»",
    "hidden": true
  },
  "maxAccessCount": null,
  "accessCount": 0,
  "revisionDate": "«_t»",
  "deletionDate": "«_t2»",
  "expirationDate": null,
  "passwordSet": false,
  "disabled": false,
  "hideEmail": false
}
`, V{"a": g.pwURL(), "_id": g.uuid(), "_aid": g.b64u(22), "b": g.b64u(22), "_t": g.pwTS(), "_t2": g.pwTS()}, "db-stg.northwind.dev", "https://send.bitwarden.com/#")

	g.pwAdd("bw-get-item-custom-field-jq", `
$ bw get item "Cloudflare API" | jq -r '.fields[] | "\(.name)=\(.value)"'
CF_ACCOUNT_ID=«_acct»
CF_ZONE_ID=«_zone»
CF_API_TOKEN=«a»
`, V{"_acct": g.hex(32), "_zone": g.hex(32), "a": g.cfToken()}, "CF_ACCOUNT_ID=", "CF_ZONE_ID=")

	g.pwAdd("bws-secret-get", `
$ export BWS_ACCESS_TOKEN=«a»
$ bws secret get «_id»
{
  "object": "secret",
  "id": "«_id»",
  "organizationId": "«_o»",
  "projectId": "«_p»",
  "key": "OPENAI_API_KEY",
  "value": "«b»",
  "note": "billing org: northwind-ml",
  "creationDate": "«_t1»",
  "revisionDate": "«_t2»"
}
`, V{"a": g.pwBWS(), "_id": g.uuid(), "_o": g.uuid(), "_p": g.uuid(), "b": g.openai(), "_t1": g.pwTS(), "_t2": g.pwTS()}, "billing org: northwind-ml")

	g.pwAdd("bws-run-gha", `
      - name: Get secrets
        uses: bitwarden/sm-action@v2
        with:
          access_token: ${{ secrets.BW_ACCESS_TOKEN }}
          base_url: https://vault.bitwarden.eu
          secrets: |
            «_s1» > DB_PASSWORD
            «_s2» > NPM_TOKEN
# local test, token pasted from the machine account page:
# bws run --access-token «a» -- npm publish
`, V{"_s1": g.uuid(), "_s2": g.uuid(), "a": g.pwBWS()}, "${{ secrets.BW_ACCESS_TOKEN }}", "https://vault.bitwarden.eu")

	g.pwAdd("bws-secret-list-table", `
$ bws secret list «_p» --output table
 ID                                     Key                  Value                                        Creation date          Revision date
 ------------------------------------------------------------------------------------------------------------------------------------------------
 «_i1»   SENTRY_DSN           «=dsn»   «_t1»   «_t1»
 «_i2»   PGPASSWORD           «a»                         «_t2»   «_t2»
 «_i3»   SLACK_BOT_TOKEN      «b»   «_t3»   «_t3»
`, V{"_p": g.uuid(), "_i1": g.uuid(), "=dsn": "https://" + g.hex(32) + "@o" + g.digits(6) + ".ingest.sentry.io/" + g.digits(7), "_t1": g.pwTSs(), "_i2": g.uuid(), "a": g.pwURL(), "_t2": g.pwTSs(), "_i3": g.uuid(), "b": g.xoxb(), "_t3": g.pwTSs()}, "SLACK_BOT_TOKEN")

	lin := g.linear()
	g.pwAdd("bw-create-item-encode", `
$ bw get template item | jq '.name="Linear API" | .login={"username":"bot@northwind.dev","password":"«a»"}' | bw encode | bw create item
$ echo -n '{"name":"Linear API","login":{"password":"«a»"}}' | bw encode
«b»
`, V{"a": lin, "b": b64s(`{"name":"Linear API","login":{"password":"` + lin + `"}}`)}, "bot@northwind.dev")

	g.pwAdd("bw-status-and-get-username-password", `
$ bw status | jq -c .
{"serverUrl":"https://vault.northwind.dev","lastSync":"«_t»","userEmail":"lena@northwind.dev","userId":"«_u»","status":"unlocked"}
$ bw get username "Hetzner Storage Box" && bw get password "Hetzner Storage Box"
u«_sb»
«a»
$ bw get uri "Hetzner Storage Box"
https://u«_sb».your-storagebox.de
`, V{"_t": g.pwTS(), "_u": g.uuid(), "_sb": g.digits(6), "a": g.an(16)}, "lena@northwind.dev", "Hetzner Storage Box")

	g.pwAdd("bw-export-command", `
$ bw export --format json --output /mnt/backup/bw/ --session «a»
? Master password: [hidden]
Saved /mnt/backup/bw/bitwarden_export_20240601030000.json
$ bw export --format encrypted_json --password «b» --output /mnt/backup/bw/enc.json
Saved /mnt/backup/bw/enc.json
`, V{"a": g.pwBWSession(), "b": g.pwStrong()}, "/mnt/backup/bw/bitwarden_export_20240601030000.json")
}

func (g *G) pwOnePassword() {
	vault := g.pwOPID()
	g.pwAdd("op-item-get-json-login", `
$ op item get "Stripe" --vault Engineering --format json
{
  "id": "«_id»",
  "title": "Stripe",
  "version": 7,
  "vault": {
    "id": "«_v»",
    "name": "Engineering"
  },
  "category": "LOGIN",
  "last_edited_by": "«_by»",
  "created_at": "«_t1»",
  "updated_at": "«_t2»",
  "additional_information": "finance@northwind.dev",
  "urls": [
    {
      "label": "website",
      "primary": true,
      "href": "https://dashboard.stripe.com/login"
    }
  ],
  "sections": [
    {
      "id": "«_sec»",
      "label": "API"
    }
  ],
  "fields": [
    {
      "id": "username",
      "type": "STRING",
      "purpose": "USERNAME",
      "label": "username",
      "value": "finance@northwind.dev",
      "reference": "op://Engineering/Stripe/username"
    },
    {
      "id": "password",
      "type": "CONCEALED",
      "purpose": "PASSWORD",
      "label": "password",
      "value": "«a»",
      "entropy": 131.1,
      "reference": "op://Engineering/Stripe/password",
      "password_details": {
        "entropy": 131,
        "generated": true,
        "strength": "FANTASTIC"
      }
    },
    {
      "id": "«_f1»",
      "section": {
        "id": "«_sec»",
        "label": "API"
      },
      "type": "CONCEALED",
      "label": "secret key",
      "value": "«b»",
      "reference": "op://Engineering/Stripe/API/secret key"
    },
    {
      "id": "«_f2»",
      "section": {
        "id": "«_sec»",
        "label": "API"
      },
      "type": "STRING",
      "label": "publishable key",
      "value": "«_pk»",
      "reference": "op://Engineering/Stripe/API/publishable key"
    }
  ]
}
`, V{"_id": g.pwOPID(), "_v": vault, "_by": g.s(alUpNum, 26), "_t1": g.pwTSs(), "_t2": g.pwTSs(), "_sec": g.s(alLowNum, 26), "a": g.pwStrong(), "_f1": g.s(alLowNum, 26), "b": g.skLive(), "_f2": g.s(alLowNum, 26), "_pk": g.pkLive()},
		"op://Engineering/Stripe/password", "finance@northwind.dev")

	g.pwAdd("op-item-get-json-otp", `
    {
      "id": "TOTP_«_f»",
      "section": {
        "id": "add more"
      },
      "type": "OTP",
      "label": "one-time password",
      "value": "otpauth://totp/npm:northwind-bot?secret=«a»&issuer=npm",
      "reference": "op://Private/npmjs/one-time password?attribute=otp",
      "totp": "«=code»"
    }
`, V{"_f": g.s(alLowNum, 26), "a": g.totp(), "=code": g.s(alDigit, 6)}, "op://Private/npmjs/one-time password?attribute=otp")

	g.pwAdd("op-item-get-text-reveal", `
$ op item get "AWS prod deployer" --reveal
ID:          «_id»
Title:       AWS prod deployer
Vault:       Infra («_v»)
Created:     8 months ago
Updated:     3 days ago by Mira Okafor
Favorite:    false
Version:     5
Category:    API_CREDENTIAL
Fields:
  username:       deployer
  credential:     «a»
  type:           other
  filename:       
  valid from:     Never
  expires:        Never
  hostname:       
  access key id:  «_ak»
`, V{"_id": g.pwOPID(), "_v": vault, "a": g.awsSecret(), "_ak": g.awsID()}, "AWS prod deployer", "API_CREDENTIAL")

	g.pwAdd("op-item-get-text-concealed", `
$ op item get "GitLab runner" 
ID:          «_id»
Title:       GitLab runner
Vault:       Infra («_v»)
Created:     1 year ago
Updated:     1 year ago by Mira Okafor
Favorite:    false
Version:     1
Category:    PASSWORD
Fields:
  password:    [use 'op item get «_id» --reveal' to reveal]
  notesPlain:  registration token rotated 2024-03, see #ops
$ op item get «_id» --fields password --reveal
«a»
`, V{"_id": g.pwOPID(), "_v": vault, "a": g.glpat()}, "registration token rotated 2024-03, see #ops")

	g.pwAdd("op-read-references", `
$ op read "op://Infra/postgres-prod/password"
«a»
$ op read "op://Infra/postgres-prod/connection/url"
postgres://orders:«a»@pg-prod.northwind.internal:5432/orders?sslmode=require
$ op read "op://Private/Hugging Face/credential"
«b»
`, V{"a": g.pwURL(), "b": g.hfTok()}, "op://Infra/postgres-prod/password", "pg-prod.northwind.internal")

	g.pwAdd("op-inject-output", `
$ cat config.tpl.yml
database:
  host: pg-prod.northwind.internal
  password: {{ op://Infra/postgres-prod/password }}
sendgrid:
  api_key: {{ op://Infra/SendGrid/credential }}
$ op inject -i config.tpl.yml
database:
  host: pg-prod.northwind.internal
  password: «a»
sendgrid:
  api_key: «b»
`, V{"a": g.pwStrong(), "b": g.sendgrid()}, "{{ op://Infra/postgres-prod/password }}", "pg-prod.northwind.internal")

	g.pwAdd("op-run-masked", `
$ cat .env.op
DATABASE_URL="op://Infra/postgres-prod/connection/url"
OPENAI_API_KEY="op://Private/OpenAI/credential"
$ op run --env-file=.env.op -- printenv OPENAI_API_KEY DATABASE_URL
<concealed by 1Password>
<concealed by 1Password>
$ op run --no-masking --env-file=.env.op -- printenv OPENAI_API_KEY
«a»
`, V{"a": g.openai()}, "<concealed by 1Password>", "op://Private/OpenAI/credential")

	g.pwAdd("op-signin-v1-session", `
$ eval $(op signin northwind)
Enter the password for mira@northwind.dev at northwind.1password.com:
$ op signin northwind --raw
«a»
$ env | grep OP_SESSION
OP_SESSION_northwind=«a»
`, V{"a": g.b64u(43)}, "mira@northwind.dev", "northwind.1password.com")

	g.pwAdd("op-service-account-token", `
# .github/workflows/deploy.yml
      - name: Load secrets
        uses: 1password/load-secrets-action@v2
        with:
          export-env: true
        env:
          OP_SERVICE_ACCOUNT_TOKEN: ${{ secrets.OP_SERVICE_ACCOUNT_TOKEN }}
          FLY_API_TOKEN: op://CI/fly/credential
# what I ran locally to test it:
# OP_SERVICE_ACCOUNT_TOKEN=«a» op vault list
`, V{"a": g.opToken()}, "${{ secrets.OP_SERVICE_ACCOUNT_TOKEN }}", "op://CI/fly/credential")

	g.pwAdd("op-connect-token-create", `
$ op connect server create "k8s-prod" --vaults Infra
Set up a Connect server.
UUID: «_u»
Credentials file: /home/mira/1password-credentials.json
$ op connect token create "external-secrets" --server «_u» --vault Infra --expires-in 90d
«a»
`, V{"_u": g.s(alUpNum, 26), "a": g.jwt("ES256", fmt.Sprintf(`{"1password.com/auuid":"%s","1password.com/token":"%s","1password.com/fts":["vaultaccess"],"1password.com/vts":[{"u":"%s","a":48}],"aud":["com.1password.connect"],"sub":"%s","iat":%s,"iss":"com.1password.b5"}`, g.s(alUpNum, 26), g.b64u(32), g.pwOPID(), g.s(alUpNum, 26), g.pwEpoch()))},
		"/home/mira/1password-credentials.json", "external-secrets")

	g.pwAdd("op-connect-credentials-json", `
$ cat 1password-credentials.json | jq .
{
  "verifier": {
    "salt": "«_salt»",
    "localHash": "«a»"
  },
  "encCredentials": {
    "kid": "localauthv2keykid",
    "enc": "A256GCM",
    "cty": "b5+jwk+json",
    "iv": "«_iv»",
    "data": "«=data»"
  },
  "version": "2",
  "deviceUuid": "«_dev»",
  "uniqueKey": {
    "alg": "A256GCM",
    "ext": true,
    "k": "«b»",
    "key_ops": [
      "decrypt",
      "encrypt"
    ],
    "kty": "oct",
    "kid": "«_kid»"
  }
}
`, V{"_salt": g.b64u(22), "a": g.b64u(43), "_iv": g.b64u(16), "=data": g.b64u(900), "_dev": g.s(alLowNum, 26), "b": g.b64u(43), "_kid": g.s(alLowNum, 26)}, "localauthv2keykid")

	g.pwAdd("op-csv-export", `
Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes
"Fly.io","https://fly.io/app/sign-in","mira@northwind.dev","«a»","otpauth://totp/Fly.io:mira%40northwind.dev?secret=«b»&issuer=Fly.io","false","false","infra",""
"Namecheap","https://www.namecheap.com/myaccount/login/","northwind","«c»","","true","false","dns;billing","API whitelist: 203.0.113.7
API key: «d»"
`, V{"a": g.pwStrong(), "b": g.totp(), "c": g.pw(), "d": g.hex(32)}, "Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes", "https://www.namecheap.com/myaccount/login/")

	g.pwAdd("op-1pux-export-data", `
$ unzip -p 1PasswordExport-«_acc»-20240512-094127.1pux export.data | jq '.accounts[0].vaults[0].items[0]'
{
  "uuid": "«_id»",
  "favIndex": 0,
  "createdAt": «_c»,
  "updatedAt": «_u»,
  "state": "active",
  "categoryUuid": "001",
  "details": {
    "loginFields": [
      {
        "value": "root",
        "id": "",
        "name": "username",
        "fieldType": "T",
        "designation": "username"
      },
      {
        "value": "«a»",
        "id": "",
        "name": "password",
        "fieldType": "P",
        "designation": "password"
      }
    ],
    "notesPlain": "",
    "sections": [],
    "passwordHistory": [
      {
        "value": "«b»",
        "time": «_h»
      }
    ]
  },
  "overview": {
    "subtitle": "root",
    "urls": [],
    "title": "Proxmox pve01",
    "url": "https://pve01.lab.northwind.dev:8006",
    "ps": 88,
    "pbe": 104.5,
    "pgrng": true
  }
}
`, V{"_acc": g.s(alUpNum, 26), "_id": g.pwOPID(), "_c": g.pwEpoch(), "_u": g.pwEpoch(), "a": g.pwStrong(), "b": g.pw(), "_h": g.pwEpoch()}, "Proxmox pve01", "https://pve01.lab.northwind.dev:8006")

	g.pwAdd("op-1pux-section-concealed", `
        "sections": [
          {
            "title": "Database",
            "name": "«_n»",
            "fields": [
              { "title": "server", "id": "hostname", "value": { "string": "mysql-legacy.northwind.internal" }, "guarded": false, "multiline": false },
              { "title": "port", "id": "port", "value": { "string": "3306" }, "guarded": false, "multiline": false },
              { "title": "password", "id": "password", "value": { "concealed": "«a»" }, "guarded": true, "multiline": false },
              { "title": "one-time password", "id": "«_otp»", "value": { "totp": "«b»" }, "guarded": true, "multiline": false }
            ]
          }
        ]
`, V{"_n": g.s(alLowNum, 26), "a": g.pw(), "_otp": "TOTP_" + g.s(alLowNum, 26), "b": g.totp()}, "mysql-legacy.northwind.internal")

	g.pwAdd("op-emergency-kit", `
1Password Emergency Kit
Created for Mira Okafor on May 12, 2024.

SIGN-IN ADDRESS      https://northwind.1password.com/
EMAIL ADDRESS        mira@northwind.dev
SECRET KEY           «a»
MASTER PASSWORD      «b»
`, V{"a": g.pwSecretKey(), "b": g.pw() + " " + g.pick(pwWords...)}, "https://northwind.1password.com/", "mira@northwind.dev")

	g.pwAdd("op-item-create-assignments", `
$ op item create --category=login --title="Hetzner Robot" --vault=Infra \
    --url="https://robot.hetzner.com" \
    username=K«_k» \
    'password=«a»' \
    'Webservice.user[text]=#ws+«_ws»' \
    'Webservice.password[password]=«b»'
ID:          «_id»
Title:       Hetzner Robot
Vault:       Infra («_v»)
`, V{"_k": g.digits(10), "a": g.pwStrong(), "_ws": g.an(8), "b": g.pwStrong(), "_id": g.pwOPID(), "_v": vault}, "https://robot.hetzner.com")

	g.pwAdd("op-document-get-env", `
$ op document get "shopfront .env.production" --vault Engineering
NODE_ENV=production
SESSION_SECRET=«a»
REDIS_URL=rediss://default:«b»@redis-prod.northwind.internal:6380
SHOPIFY_ADMIN_TOKEN=«c»
`, V{"a": g.hex(64), "b": g.an(32), "c": g.shpat()}, "redis-prod.northwind.internal:6380", "shopfront .env.production")

	g.pwAdd("op-python-sdk", `
import asyncio, os
from onepassword.client import Client

async def main():
    client = await Client.authenticate(
        auth=os.getenv("OP_SERVICE_ACCOUNT_TOKEN"),
        integration_name="billing-sync",
        integration_version="v1.0.0",
    )
    value = await client.secrets.resolve("op://CI/braintree/credential")
    print(value)

asyncio.run(main())
$ python sync.py
«a»
`, V{"a": g.braintree()}, "op://CI/braintree/credential", "integration_name=\"billing-sync\"")
}

func (g *G) pwLastPass() {
	g.pwAdd("lastpass-csv-export", `
url,username,password,totp,extra,name,grouping,fav
https://console.hetzner.cloud/,ops@northwind.dev,«a»,«b»,,Hetzner Cloud,Infra,0
https://app.datadoghq.eu/,ops@northwind.dev,«c»,,"API key: «d»
APP key: «e»",Datadog EU,Infra\Monitoring,1
http://sn,,,,"«f»",Wi-Fi office,,0
`, V{"a": g.pwStrong(), "b": g.totp(), "c": g.pw(), "d": g.hex(32), "e": g.hex(40), "f": g.pw()}, "url,username,password,totp,extra,name,grouping,fav", "Infra\\Monitoring")

	g.pwAdd("lastpass-csv-server-note", `
url,username,password,totp,extra,name,grouping,fav
http://sn,,,,"NoteType:Server
Language:en-US
Hostname:bastion.northwind.dev
Username:ubuntu
Password:«a»
Notes:sudo works without password on this box",bastion prod,Servers,0
http://sn,,,,"NoteType:Database
Language:en-US
Type:postgres
Hostname:pg-legacy.northwind.internal
Port:5432
Database:crm
Username:crm_app
Password:«b»
SID:
Alias:
Notes:",crm db,Servers,0
`, V{"a": g.pw(), "b": g.pwURL()}, "NoteType:Server", "bastion.northwind.dev", "pg-legacy.northwind.internal")

	g.pwAdd("lpass-show", `
$ lpass show "Infra/Cloudflare"
Infra/Cloudflare [id: «_id»]
Username: ops@northwind.dev
Password: «a»
URL: https://dash.cloudflare.com/login
Global API Key: «b»
Notes: origin CA key is in the other entry
`, V{"_id": g.pwLPID(), "a": g.pwStrong(), "b": g.cfGlobal()}, "https://dash.cloudflare.com/login", "origin CA key is in the other entry")

	g.pwAdd("lpass-show-password-pipe", `
$ lpass show --password "Shared-DevOps/docker registry" | docker login registry.northwind.dev -u ci-pusher --password-stdin
Login Succeeded
$ lpass show --password "Shared-DevOps/docker registry"
«a»
`, V{"a": g.pwStrong()}, "registry.northwind.dev", "ci-pusher")

	g.pwAdd("lpass-show-json", `
$ lpass show --json «_id»
[
  {
    "id": "«_id»",
    "name": "Twilio",
    "fullname": "Shared-Support/Twilio",
    "username": "«_sid»",
    "password": "«a»",
    "last_modified_gmt": "«_e1»",
    "last_touch": "«_e2»",
    "share": "Shared-Support",
    "group": "",
    "url": "https://console.twilio.com/",
    "note": ""
  }
]
`, V{"_id": g.pwLPID(), "_sid": g.twilioSID(), "a": g.hex(32), "_e1": g.pwEpoch(), "_e2": g.pwEpoch()}, "Shared-Support/Twilio", "https://console.twilio.com/")

	g.pwAdd("lpass-show-ssh-key-note", `
$ lpass show "Servers/ci deploy key"
Servers/ci deploy key [id: «_id»]
Bit Strength: 256
Format: OpenSSH
Passphrase: «a»
Private Key: «b»
Public Key: «_pub»
Hostname: git.northwind.dev
Date: 2023-10-04
NoteType: SSH Key
`, V{"_id": g.pwLPID(), "a": g.pw(), "b": g.ecSEC1().block(), "_pub": g.sshRSAPub()}, "git.northwind.dev", "NoteType: SSH Key")

	g.pwAdd("lpass-export-grep", `
$ lpass export --fields=name,username,password | grep -i vpn
OpenVPN office,dana.k,«a»
WireGuard home,dana,«b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "OpenVPN office", "WireGuard home")

	g.pwAdd("lpass-add-non-interactive", `
$ printf 'Username: svc-grafana\nPassword: %s\nURL: https://grafana.northwind.dev\n' '«a»' \
    | lpass add --sync=now --non-interactive "Shared-DevOps/grafana admin"
$ lpass ls Shared-DevOps
Shared-DevOps/grafana admin [id: «_id»]
`, V{"a": g.pwStrong(), "_id": g.pwLPID()}, "svc-grafana", "https://grafana.northwind.dev")

	g.pwAdd("lastpass-generic-csv-excel-mangled", `
url;username;password;totp;extra;name;grouping;fav
https://portal.azure.com/;admin@northwindtraders.onmicrosoft.com;«a»;;;Azure portal;Cloud;0
https://login.salesforce.com/;sf-integration@northwind.dev;«b»;;security token «c»;Salesforce API user;CRM;1
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.an(25)}, "admin@northwindtraders.onmicrosoft.com", "Salesforce API user")
}

func (g *G) pwKeePass() {
	g.pwAdd("keepass2-xml-export", `
<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
	<Meta>
		<Generator>KeePass</Generator>
		<DatabaseName>ops</DatabaseName>
		<DatabaseNameChanged>«_t1»</DatabaseNameChanged>
		<DefaultUserName>admin</DefaultUserName>
		<MemoryProtection>
			<ProtectTitle>False</ProtectTitle>
			<ProtectUserName>False</ProtectUserName>
			<ProtectPassword>True</ProtectPassword>
			<ProtectURL>False</ProtectURL>
			<ProtectNotes>False</ProtectNotes>
		</MemoryProtection>
		<RecycleBinUUID>AAAAAAAAAAAAAAAAAAAAAA==</RecycleBinUUID>
	</Meta>
	<Root>
		<Group>
			<UUID>«_g»</UUID>
			<Name>ops</Name>
			<Entry>
				<UUID>«_e»</UUID>
				<IconID>0</IconID>
				<Times>
					<CreationTime>«_t2»</CreationTime>
					<LastModificationTime>«_t3»</LastModificationTime>
					<Expires>False</Expires>
				</Times>
				<String>
					<Key>Notes</Key>
					<Value>iDRAC of rack 3, reset via racadm</Value>
				</String>
				<String>
					<Key>Password</Key>
					<Value ProtectInMemory="True">«a»</Value>
				</String>
				<String>
					<Key>Title</Key>
					<Value>idrac-r3-01</Value>
				</String>
				<String>
					<Key>URL</Key>
					<Value>https://10.40.3.11/</Value>
				</String>
				<String>
					<Key>UserName</Key>
					<Value>root</Value>
				</String>
			</Entry>
		</Group>
	</Root>
</KeePassFile>
`, V{"_t1": g.pwTSs(), "_g": g.pwKPUUID(), "_e": g.pwKPUUID(), "_t2": g.pwTSs(), "_t3": g.pwTSs(), "a": g.pwStrong()}, "idrac-r3-01", "https://10.40.3.11/")

	g.pwAdd("keepassxc-xml-otp-attribute", `
			<Entry>
				<UUID>«_e»</UUID>
				<IconID>0</IconID>
				<Tags>2fa;work</Tags>
				<String>
					<Key>KPXC_BROWSER_github.com</Key>
					<Value>github.com</Value>
				</String>
				<String>
					<Key>Password</Key>
					<Value ProtectInMemory="True">«a»</Value>
				</String>
				<String>
					<Key>Title</Key>
					<Value>GitHub (work)</Value>
				</String>
				<String>
					<Key>UserName</Key>
					<Value>jonas-nw</Value>
				</String>
				<String>
					<Key>otp</Key>
					<Value ProtectInMemory="True">otpauth://totp/GitHub:jonas-nw?secret=«b»&amp;period=30&amp;digits=6&amp;issuer=GitHub</Value>
				</String>
				<String>
					<Key>PAT (repo, workflow)</Key>
					<Value ProtectInMemory="True">«c»</Value>
				</String>
			</Entry>
`, V{"_e": g.pwKPUUID(), "a": g.pw(), "b": g.totp(), "c": g.ghFine()}, "jonas-nw", "KPXC_BROWSER_github.com")

	g.pwAdd("keepassxc-cli-show-s", `
$ keepassxc-cli show -s ~/sync/work.kdbx "Databases/clickhouse prod"
Enter password to unlock /home/jonas/sync/work.kdbx: 
Title: clickhouse prod
UserName: default
Password: «a»
URL: https://ch-prod.northwind.internal:8443
Notes: used by the metrics-export cron
Uuid: {«_u»}
Tags: 
`, V{"a": g.an(24), "_u": g.uuid()}, "https://ch-prod.northwind.internal:8443", "used by the metrics-export cron")

	g.pwAdd("keepassxc-cli-show-attribute", `
$ keepassxc-cli show -q -a Password -k ~/.ssh/kp.key ~/sync/work.kdbx "Cloud/Scaleway"
«a»
$ keepassxc-cli show -q -a "secret key" -k ~/.ssh/kp.key ~/sync/work.kdbx "Cloud/Scaleway"
«b»
$ keepassxc-cli show -q -a "access key" -k ~/.ssh/kp.key ~/sync/work.kdbx "Cloud/Scaleway"
SCW«_ak»
`, V{"a": g.pw(), "b": g.uuid(), "_ak": g.s(alUpNum, 17)}, "Cloud/Scaleway", "~/.ssh/kp.key")

	g.pwAdd("keepassxc-cli-export-csv", `
$ keepassxc-cli export -f csv ~/sync/work.kdbx > /tmp/work.csv && head -4 /tmp/work.csv
"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Root","Bitbucket","jonas@northwind.dev","«a»","https://bitbucket.org","","","0","«_t1»","«_t2»"
"Root/Servers","nas","admin","«b»","https://nas.lab.northwind.dev:5001","","otpauth://totp/nas:admin?secret=«c»&period=30&digits=6&issuer=nas","27","«_t3»","«_t4»"
"Root/Cloud","Backblaze B2","«_kid»","«d»","https://secure.backblaze.com","application key for restic","","0","«_t5»","«_t6»"
`, V{"a": g.pw(), "_t1": g.pwTSs(), "_t2": g.pwTSs(), "b": g.pwStrong(), "c": g.totp(), "_t3": g.pwTSs(), "_t4": g.pwTSs(), "_kid": "005" + g.hex(22), "d": "K005" + g.b64u(27), "_t5": g.pwTSs(), "_t6": g.pwTSs()},
		"\"Group\",\"Title\",\"Username\",\"Password\",\"URL\",\"Notes\",\"TOTP\",\"Icon\",\"Last Modified\",\"Created\"", "application key for restic")

	g.pwAdd("keepass1-csv", `
"Account","Login Name","Password","Web Site","Comments"
"Router","admin","«a»","http://192.168.1.1",""
"NAS","jonas","«b»","http://diskstation:5000","firmware 7.2"
"Printer","admin","«c»","http://brother-hl.local","default was on the sticker"
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.an(8)}, "\"Account\",\"Login Name\",\"Password\",\"Web Site\",\"Comments\"", "http://diskstation:5000")

	g.pwAdd("kpcli-show-f", `
kpcli:/> cd work/Servers
kpcli:/work/Servers> ls
=== Entries ===
0. bastion                                          bastion.northwind.dev
1. jenkins                                          ci.northwind.dev
kpcli:/work/Servers> show -f 1

Title: jenkins
Uname: admin
 Pass: «a»
  URL: https://ci.northwind.dev
Notes: api token for the release job: «b»
`, V{"a": g.pw(), "b": "11" + g.hex(32)}, "bastion.northwind.dev", "https://ci.northwind.dev")

	g.pwAdd("pykeepass-script-output", `
$ cat dump_kp.py
from pykeepass import PyKeePass
kp = PyKeePass("vault.kdbx", password="«a»", keyfile="vault.keyx")
for e in kp.find_entries(group=kp.find_groups(name="CI", first=True)):
    print(e.title, e.username, e.password, sep=" | ")
$ python dump_kp.py
sonarqube | sonar-ci | «b»
nexus | deployer | «c»
`, V{"a": g.pwStrong(), "b": "squ_" + g.hex(40), "c": g.pw()}, "vault.keyx", "sonar-ci")

	g.pwAdd("keepassxc-cli-clip-and-add", `
$ keepassxc-cli add -u svc-backup --url https://minio.lab.northwind.dev -p ~/sync/work.kdbx "Storage/minio svc-backup"
Enter password to unlock /home/jonas/sync/work.kdbx: 
Enter password for new entry: 
Successfully added entry Storage/minio svc-backup.
$ keepassxc-cli clip ~/sync/work.kdbx "Storage/minio svc-backup" 10
Entry's "Password" attribute copied to the clipboard!
Clearing the clipboard in 10 seconds...
$ xclip -o -selection clipboard
«a»
`, V{"a": g.an(40)}, "https://minio.lab.northwind.dev", "Storage/minio svc-backup")

	g.pwAdd("keepass-xml-custom-strings-notes", `
				<String>
					<Key>Notes</Key>
					<Value>SMTP relay for alerts
user: alerts@northwind.dev
app password: «a»
backup codes:
«b»
«c»</Value>
				</String>
				<String>
					<Key>Title</Key>
					<Value>Google Workspace alerts@</Value>
				</String>
`, V{"a": g.bxAppPw(), "b": g.pwGCode(), "c": g.pwGCode()}, "alerts@northwind.dev", "Google Workspace alerts@")

	g.pwAdd("keepassxc-cli-db-create-script", `
#!/bin/sh
# provision a kdbx for the new laptop from env
printf '%s\n%s\n' "«a»" "«a»" | keepassxc-cli db-create -p --set-key-file ~/kp.keyx ~/vault.kdbx
printf '%s\n%s\n' "«a»" "«b»" | keepassxc-cli add -p ~/vault.kdbx "wifi/office-5g"
`, V{"a": g.pw(), "b": g.pwStrong()}, "wifi/office-5g", "~/kp.keyx")

	g.pwAdd("keepass-kdbx-xml-protected-base64", `
$ keepassxc-cli export -f xml vault.kdbx | grep -A2 '<Key>Password</Key>' | head -6
					<Key>Password</Key>
					<Value ProtectInMemory="True">«a»</Value>
--
					<Key>Password</Key>
					<Value ProtectInMemory="True">«b»</Value>
`, V{"a": g.pwStrong(), "b": g.pw()}, "ProtectInMemory")

	g.pwAdd("keepassxc-cli-show-totp", `
$ keepassxc-cli show --totp ~/sync/work.kdbx "Cloud/AWS root"
Enter password to unlock /home/jonas/sync/work.kdbx: 
«=code»
$ keepassxc-cli show -s --all ~/sync/work.kdbx "Cloud/AWS root" | grep -E '^(UserName|Password|otp):'
UserName: root@northwind.dev
Password: «a»
otp: otpauth://totp/Amazon%20Web%20Services:root@northwind.dev?secret=«b»&period=30&digits=6&issuer=Amazon%20Web%20Services
`, V{"=code": g.s(alDigit, 6), "a": g.pwStrong(), "b": g.s(alB32, 64)}, "root@northwind.dev", "Cloud/AWS root")

	g.pwAdd("keeagent-ssh-attachment", `
$ keepassxc-cli attachment-export --stdout ~/sync/work.kdbx "SSH/github signing" id_ed25519
«a»
$ keepassxc-cli show -s ~/sync/work.kdbx "SSH/github signing" | grep Password
Password: «b»
`, V{"a": g.ecPKCS8().block(), "b": g.pw()}, "SSH/github signing")
}

func (g *G) pwBrowserCSV() {
	g.pwAdd("chrome-passwords-csv-note-column", `
$ csvlook --max-rows 3 "Chrome Passwords.csv"
| name                  | url                                   | username              | password                   | note          |
| --------------------- | ------------------------------------- | --------------------- | -------------------------- | ------------- |
| gitlab.northwind.dev  | https://gitlab.northwind.dev/users/…  | jonas                 | «a»      |               |
| localhost             | http://localhost:8080/login           | admin                 | «b»            | keycloak dev  |
| id.atlassian.com      | https://id.atlassian.com/login        | jonas@northwind.dev   | «c»       |               |
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}, "keycloak dev", "https://gitlab.northwind.dev/users/…")

	g.pwAdd("firefox-logins-csv-http-realm", `
"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"
"https://prometheus.lab.northwind.dev","admin","«a»","Prometheus",,"{«_g1»}","«_c1»","«_u1»","«_c1»"
"https://jenkins.lab.northwind.dev","jonas","«b»",,"https://jenkins.lab.northwind.dev","{«_g2»}","«_c2»","«_u2»","«_c2»"
`, V{"a": g.pw(), "_g1": g.uuid(), "_c1": g.pwEpochMs(), "_u1": g.pwEpochMs(), "b": g.pwStrong(), "_g2": g.uuid(), "_c2": g.pwEpochMs(), "_u2": g.pwEpochMs()}, "https://prometheus.lab.northwind.dev", "httpRealm")

	g.pwAdd("brave-passwords-python-read", `
>>> import csv
>>> rows = list(csv.DictReader(open("Brave Passwords.csv", newline="")))
>>> rows[17]
{'name': 'portainer.lab.northwind.dev', 'url': 'https://portainer.lab.northwind.dev:9443/', 'username': 'admin', 'password': '«a»', 'note': ''}
>>> [r for r in rows if r['url'].startswith('android://')][0]
{'name': 'Slack', 'url': 'android://«_h»==@com.Slack/', 'username': 'jonas@northwind.dev', 'password': '«b»', 'note': ''}
`, V{"a": g.pwStrong(), "_h": g.b64(64)[:86], "b": g.pw()}, "https://portainer.lab.northwind.dev:9443/", "com.Slack")

	g.pwAdd("edge-csv-grep-company-domain", `
PS C:\Users\jwagner\Downloads> Select-String -Path '.\Microsoft Edge Passwords.csv' -Pattern 'fabrikam'

Microsoft Edge Passwords.csv:14:fabrikam.service-now.com,https://fabrikam.service-now.com/login.do,jwagner,«a»,
Microsoft Edge Passwords.csv:15:vpn.fabrikam.com,https://vpn.fabrikam.com/+CSCOE+/logon.html,jwagner,«b»,
Microsoft Edge Passwords.csv:31:adfs.fabrikam.com,https://adfs.fabrikam.com/adfs/ls/,FABRIKAM\jwagner,«b»,
`, V{"a": g.pw(), "b": g.pwStrong()}, "FABRIKAM\\jwagner", "https://vpn.fabrikam.com/+CSCOE+/logon.html")

	g.pwAdd("safari-passwords-csv-macos", `
$ head -4 ~/Desktop/Passwords.csv
Title,URL,Username,Password,Notes,OTPAuth
appleid.apple.com (jonas@northwind.dev),https://appleid.apple.com/,jonas@northwind.dev,«a»,,
app.posthog.com (jonas),https://eu.posthog.com/login,jonas,«b»,"personal API key: «c»",otpauth://totp/PostHog:jonas?secret=«d»&issuer=PostHog
`, V{"a": g.pw(), "b": g.pwStrong(), "c": "phx_" + g.an(43), "d": g.totp()}, "Title,URL,Username,Password,Notes,OTPAuth", "https://eu.posthog.com/login")

	g.pwAdd("chrome-csv-pandas-head", `
In [3]: df = pd.read_csv("~/Downloads/Chrome Passwords.csv")
In [4]: df[df.url.str.contains("northwind")].head()
Out[4]:
                         name                                         url  username                  password  note
12   grafana.northwind.dev     https://grafana.northwind.dev/login         admin     «a»   NaN
40   argocd.northwind.dev      https://argocd.northwind.dev/login          admin     «b»   NaN
41   harbor.northwind.dev      https://harbor.northwind.dev/account/sign-in robot$ci  «c»   NaN
`, V{"a": g.pw(), "b": g.an(16), "c": g.an(32)}, "https://argocd.northwind.dev/login", "robot$ci")

	g.pwAdd("vivaldi-opera-csv-diff", `
$ diff <(sort vivaldi.csv) <(sort opera.csv)
3c3
< jira.northwind.dev,https://jira.northwind.dev/login.jsp,jonas,«a»,
---
> jira.northwind.dev,https://jira.northwind.dev/login.jsp,jonas,«b»,
7a8
> 192.168.8.1,http://192.168.8.1/,admin,«c»,
`, V{"a": g.pw(), "b": g.pw(), "c": g.an(10)}, "https://jira.northwind.dev/login.jsp")

	g.pwAdd("firefox-about-logins-export-jq", `
$ python3 -c 'import csv,json,sys; print(json.dumps(list(csv.DictReader(open(sys.argv[1]))), indent=1))' logins.csv | head -14
[
 {
  "url": "https://sso.northwind.dev",
  "username": "jonas",
  "password": "«a»",
  "httpRealm": "",
  "formActionOrigin": "https://sso.northwind.dev",
  "guid": "{«_g»}",
  "timeCreated": "«_c»",
  "timeLastUsed": "«_u»",
  "timePasswordChanged": "«_c»"
 },
`, V{"a": g.pwStrong(), "_g": g.uuid(), "_c": g.pwEpochMs(), "_u": g.pwEpochMs()}, "https://sso.northwind.dev", "formActionOrigin")
}

func (g *G) pwOtherManagers() {
	g.pwAdd("dashlane-credentials-csv", `
username,username2,username3,title,password,note,url,category,otpSecret
priya@northwind.dev,,,Mailchimp,«a»,"API key «b»",https://login.mailchimp.com,Business,
priya.r,,,Figma,«c»,,https://www.figma.com/login,Design,«d»
`, V{"a": g.pw(), "b": g.mailchimp(), "c": g.pwStrong(), "d": g.totp()}, "username,username2,username3,title,password,note,url,category,otpSecret", "https://login.mailchimp.com")

	g.pwAdd("dashlane-json-export", `
{
  "AUTHENTIFIANT": [
    {
      "domain": "vercel.com",
      "email": "priya@northwind.dev",
      "login": "priya-nw",
      "note": "team token: «a»",
      "password": "«b»",
      "secondaryLogin": "",
      "title": "Vercel"
    }
  ],
  "EMAIL": [
    { "email": "priya@northwind.dev", "emailName": "work", "type": "PERRO" }
  ]
}
`, V{"a": g.vercel(), "b": g.pw()}, "priya-nw", "\"domain\": \"vercel.com\"")

	g.pwAdd("enpass-csv-fields", `
"Title","Field","Value","Field","Value","Field","Value","Field","Value","Note"
"Cloudinary","Username","priya@northwind.dev","Password","«a»","Website","https://console.cloudinary.com","API Secret","«b»","cloud name: northwind"
"Namecheap","Username","northwind","Password","«c»","Website","https://namecheap.com","","",""
`, V{"a": g.pw(), "b": g.b64u(27), "c": g.pwStrong()}, "cloud name: northwind", "https://console.cloudinary.com")

	g.pwAdd("enpass-json-export", `
{
  "folders": [],
  "items": [
    {
      "archived": 0,
      "category": "login",
      "fields": [
        { "label": "Username", "order": 1, "sensitive": 0, "type": "username", "uid": 10, "value": "deploy" },
        { "label": "Password", "order": 3, "sensitive": 1, "type": "password", "uid": 12, "value": "«a»", "value_updated_at": «_e» },
        { "label": "Website", "order": 4, "sensitive": 0, "type": "url", "uid": 14, "value": "https://ftp.northwind-legacy.de" },
        { "label": "One-time code", "order": 5, "sensitive": 1, "type": "totp", "uid": 15, "value": "«b»" }
      ],
      "title": "legacy FTP",
      "uuid": "«_u»"
    }
  ]
}
`, V{"a": g.pw(), "_e": g.pwEpoch(), "b": g.totp(), "_u": g.uuid()}, "https://ftp.northwind-legacy.de", "legacy FTP")

	g.pwAdd("nordpass-csv", `
name,url,additional_urls,username,password,note,cardholdername,cardnumber,cvc,pin,expirydate,zipcode,folder,full_name,phone_number,email,address1,address2,city,country,state,type,custom_fields
Mongo Atlas,https://account.mongodb.com/account/login,,priya@northwind.dev,«a»,,,,,,,,Cloud,,,,,,,,,password,
Atlas API key,,,«_pub»,«b»,"org 65f0a2…, project role",,,,,,,Cloud,,,,,,,,,password,
`, V{"a": g.pwStrong(), "_pub": g.s(alLower, 8), "b": g.uuid()}, "https://account.mongodb.com/account/login", "Atlas API key")

	g.pwAdd("protonpass-csv", `
type,name,url,email,username,password,note,totp,createTime,modifyTime,vault
login,Tailscale,https://login.tailscale.com,priya@northwind.dev,,«a»,"auth key for CI: «b»",«c»,«_e1»,«_e2»,Work
login,Hetzner DNS,https://dns.hetzner.com,,priya,«d»,,,«_e3»,«_e3»,Work
note,recovery,,,,,"«e»",,«_e4»,«_e4»,Personal
`, V{"a": g.pw(), "b": g.tailscale(), "c": "otpauth://totp/Tailscale:priya?secret=" + g.totp(), "_e1": g.pwEpoch(), "_e2": g.pwEpoch(), "d": g.pwStrong(), "_e3": g.pwEpoch(), "e": g.seedPhrase(12), "_e4": g.pwEpoch()}, "type,name,url,email,username,password,note,totp,createTime,modifyTime,vault", "https://dns.hetzner.com")

	g.pwAdd("protonpass-json-export", `
      "items": [
        {
          "itemId": "«_i»==",
          "shareId": "«_s»==",
          "data": {
            "metadata": { "name": "Render", "note": "", "itemUuid": "«_u»" },
            "extraFields": [
              { "fieldName": "API key", "type": "hidden", "data": { "content": "«a»" } }
            ],
            "type": "login",
            "content": {
              "itemEmail": "priya@northwind.dev",
              "password": "«b»",
              "urls": ["https://dashboard.render.com/"],
              "totpUri": "",
              "passkeys": [],
              "itemUsername": ""
            }
          },
          "state": 1,
          "aliasEmail": null,
          "contentFormatVersion": 6,
          "createTime": «_e»,
          "modifyTime": «_e»,
          "pinned": false
        }
      ]
`, V{"_i": g.b64u(86), "_s": g.b64u(86), "_u": g.hex(8), "a": "rnd_" + g.an(32), "b": g.pw(), "_e": g.pwEpoch()}, "https://dashboard.render.com/")

	g.pwAdd("roboform-csv", `
Name,Url,MatchUrl,Login,Pwd,Note,Folder,RfFieldsV2
Plesk,https://plesk.northwind-hosting.de:8443,https://plesk.northwind-hosting.de:8443/login_up.php,admin,«a»,,/Hosting,"login_name,,,txt,admin"
Strato,https://www.strato.de/apps/CustomerService,https://www.strato.de/apps/CustomerService,«_kn»,«b»,Kundennummer,/Hosting,
`, V{"a": g.pwStrong(), "_kn": g.digits(8), "b": g.pw()}, "Name,Url,MatchUrl,Login,Pwd,Note,Folder,RfFieldsV2", "https://plesk.northwind-hosting.de:8443")

	g.pwAdd("keeper-csv-export", `
Shared-Engineering,Snowflake svc,svc_dbt,«a»,https://northwind.eu-central-1.snowflakecomputing.com,role TRANSFORMER,,Account,NW12345
Shared-Engineering,Terraform Cloud,tfc-ci,«b»,https://app.terraform.io,,,API token,«c»
Personal,Banking,priya.r,«d»,https://banking.example.de,,,
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.tfcToken(), "d": g.pw()}, "https://northwind.eu-central-1.snowflakecomputing.com", "role TRANSFORMER")

	g.pwAdd("keeper-commander-get", `
My Vault> get «_uid»

                 UID: «_uid»
                Type: login
               Title: Snowflake svc
               Login: svc_dbt
            Password: «a»
                 URL: https://northwind.eu-central-1.snowflakecomputing.com
         private key: «b»
               Notes: key-pair auth for dbt, password is fallback
`, V{"_uid": g.b64u(22), "a": g.pwStrong(), "b": strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", "")}, "key-pair auth for dbt, password is fallback", "svc_dbt")

	g.pwAdd("zoho-vault-csv", `
Password Name,Description,Password URL,SecretData,Notes,Tags,Classification,Favorite,TOTP,Folder Name
WHM root,,https://whm.northwind-hosting.de:2087,"User Name=root
Password=«a»",,hosting,Personal,false,,Servers
cPanel API,,https://cp.northwind-hosting.de:2083,"User Name=northwind
Password=«b»
API Token=«c»",,hosting,Shared,false,,Servers
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.s(alUpNum, 32)}, "https://whm.northwind-hosting.de:2087", "Password Name,Description,Password URL,SecretData,Notes,Tags,Classification,Favorite,TOTP,Folder Name")

	g.pwAdd("passbolt-cli-get", `
$ passbolt get resource --id «_id» -j
{
  "id": "«_id»",
  "folder_parent_id": "«_f»",
  "name": "sonatype nexus",
  "username": "admin",
  "uri": "https://nexus.northwind.dev",
  "password": "«a»",
  "description": "",
  "created_timestamp": "«_t»",
  "modified_timestamp": "«_t»"
}
`, V{"_id": g.uuid(), "_f": g.uuid(), "a": g.pwStrong(), "_t": g.pwTSs()}, "https://nexus.northwind.dev", "sonatype nexus")

	g.pwAdd("psono-csv-export", `
"name","url","username","password","notes","totp","folder"
"MinIO console","https://minio.lab.northwind.dev:9001","minioadmin","«a»","root creds, change me","","lab"
"Harbor robot","https://harbor.northwind.dev","robot$ci-push","«b»","","","lab"
`, V{"a": g.pw(), "b": g.an(32)}, "https://minio.lab.northwind.dev:9001", "robot$ci-push")

	g.pwAdd("apple-passwords-app-csv-passkey", `
Title,URL,Username,Password,Notes,OTPAuth
google.com (priya.rao.nw@gmail.com),https://accounts.google.com/,priya.rao.nw@gmail.com,«a»,App password for mutt: «b»,
cloud.digitalocean.com (priya),https://cloud.digitalocean.com/login,priya@northwind.dev,«c»,,otpauth://totp/DigitalOcean:priya%40northwind.dev?secret=«d»&algorithm=SHA1&digits=6&period=30
`, V{"a": g.pw(), "b": strings.ReplaceAll(g.bxAppPw(), "-", ""), "c": g.pwStrong(), "d": g.s(alB32, 16)}, "priya.rao.nw@gmail.com", "https://cloud.digitalocean.com/login")
}

func (g *G) pwPass() {
	g.pwAdd("pass-show-multiline", `
$ pass show servers/db-prod
«a»
login: postgres
url: db-prod.northwind.internal:5432
comment: replication user is below
replication: «b»
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "db-prod.northwind.internal:5432", "replication user is below")

	g.pwAdd("pass-show-single-line", `
$ pass show api/anthropic
«a»
$ pass show -c api/anthropic
Copied api/anthropic to clipboard. Will clear in 45 seconds.
`, V{"a": g.anthropic()}, "Copied api/anthropic to clipboard. Will clear in 45 seconds.")

	g.pwAdd("pass-show-otpauth-line", `
$ pass show web/pypi.org
«a»
user: northwind-release
otpauth://totp/PyPI:northwind-release?secret=«b»&issuer=PyPI
$ pass otp web/pypi.org
«=code»
`, V{"a": g.pw(), "b": g.totp(), "=code": g.s(alDigit, 6)}, "northwind-release")

	g.pwAdd("pass-insert-multiline", `
$ pass insert -m mail/fastmail-smtp
Enter contents of mail/fastmail-smtp and press Ctrl+D when finished:

«a»
user: alerts@northwind.dev
host: smtp.fastmail.com:465
[main 3f2a9c1] Add given password for mail/fastmail-smtp to store.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 mail/fastmail-smtp.gpg
`, V{"a": g.s(alLowNum, 16)}, "smtp.fastmail.com:465", "create mode 100644 mail/fastmail-smtp.gpg")

	g.pwAdd("pass-in-shell-config", `
# ~/.config/fish/conf.d/secrets.fish
set -gx GITHUB_TOKEN (pass show api/github-cli)
set -gx OPENROUTER_API_KEY (pass show api/openrouter)
# TODO remove, was debugging why pass was slow:
# set -gx OPENROUTER_API_KEY «a»
`, V{"a": g.openrouter()}, "(pass show api/openrouter)")

	g.pwAdd("pass-generate-output", `
$ pass generate -n infra/grafana-admin 28
[main «_c»] Add generated password for infra/grafana-admin.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 infra/grafana-admin.gpg
The generated password for infra/grafana-admin is:
«a»
`, V{"_c": g.hex(7), "a": g.an(28)}, "The generated password for infra/grafana-admin is:")

	g.pwAdd("gopass-show", `
$ gopass show websites/gitlab.com/jonas
Secret: websites/gitlab.com/jonas

«a»
---
login: jonas
url: https://gitlab.com
recovery: «b» «c» «d»
`, V{"a": g.pw(), "b": g.hex(16), "c": g.hex(16), "d": g.hex(16)}, "Secret: websites/gitlab.com/jonas", "https://gitlab.com")

	g.pwAdd("gopass-show-o-and-key", `
$ gopass show -o infra/minio/root
«a»
$ gopass show infra/minio/root access_key
minioadmin
$ gopass show infra/minio/root secret_key
«b»
`, V{"a": g.pwStrong(), "b": g.an(40)}, "infra/minio/root")

	g.pwAdd("gopass-yaml-secret", `
$ gopass cat k8s/argocd/repo-creds
«a»
---
type: git
url: https://github.com/northwind/gitops
username: argocd-bot
sshPrivateKey: |
  «b»
`, V{"a": g.ghp(), "b": strings.ReplaceAll(g.ecPKCS8().block(), "\n", "\n  ")}, "https://github.com/northwind/gitops", "argocd-bot")

	g.pwAdd("passage-show", `
$ PASSAGE_DIR=~/.passage/store passage show ci/npm
«a»
registry: https://registry.npmjs.org/
scope: @northwind
$ ls ~/.passage/
identities  store
`, V{"a": g.npmTok()}, "https://registry.npmjs.org/", "PASSAGE_DIR=~/.passage/store")

	g.pwAdd("pass-grep-output", `
$ pass grep -i "api"
services/sendgrid:
api_key: «a»
services/mailgun/eu:
api: «b»
services/hcloud:
HCLOUD_TOKEN=«c»
`, V{"a": g.sendgrid(), "b": g.mailgun(), "c": g.an(64)}, "services/mailgun/eu:")

	g.pwAdd("pass-git-push-debug", `
$ GIT_TRACE=1 pass git push
12:01:44.120431 git.c:463               trace: built-in: git push
12:01:44.121982 run-command.c:659       trace: run_command: GIT_DIR=.git git remote-https origin https://jonas:«a»@git.northwind.dev/jonas/password-store.git
Everything up-to-date
`, V{"a": g.glpat()}, "git.northwind.dev/jonas/password-store.git")

	g.pwAdd("pass-otp-uri-and-insert", `
$ pass otp uri -q web/aws-root
$ pass otp uri web/aws-root
otpauth://totp/Amazon%20Web%20Services:root-account@northwind.dev?secret=«a»&issuer=Amazon%20Web%20Services
$ zbarimg -q --raw cloudflare-2fa.png | pass otp append web/cloudflare
$ zbarimg -q --raw cloudflare-2fa.png
otpauth://totp/Cloudflare:ops%40northwind.dev?secret=«b»&issuer=Cloudflare
`, V{"a": g.s(alB32, 64), "b": g.s(alB32, 16)}, "root-account@northwind.dev", "cloudflare-2fa.png")

	g.pwAdd("browserpass-debug-log", `
browserpass-native: 2024/05/12 09:41:27 [DEBUG] request: {"action":"fetch","storeId":"default","file":"work/jira.gpg"}
browserpass-native: 2024/05/12 09:41:28 [DEBUG] response: {"status":"ok","version":3001000,"data":{"contents":"«a»\nuser: jonas\nurl: jira.northwind.dev\n"}}
`, V{"a": g.pw()}, "\"file\":\"work/jira.gpg\"")
}

func (g *G) pwMacOS() {
	g.pwAdd("security-find-generic-g", `
$ security find-generic-password -s "codesign-notarize" -g
keychain: "/Users/priya/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="codesign-notarize"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="priya@northwind.dev"
    "cdat"<timedate>=«_d1»
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>=<NULL>
    "gena"<blob>=<NULL>
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=«_d2»
    "nega"<sint32>=<NULL>
    "prot"<blob>=<NULL>
    "scrp"<sint32>=<NULL>
    "svce"<blob>="codesign-notarize"
    "type"<uint32>=<NULL>
password: "«a»"
`, V{"_d1": g.pwMacDate(), "_d2": g.pwMacDate(), "a": g.bxAppPw()}, "login.keychain-db", "codesign-notarize")

	p := g.pw() + "é"
	g.pwAdd("security-find-generic-g-hex", `
$ security find-generic-password -a priya -s "vpn.northwind.dev" -g 2>&1 >/dev/null
password: 0x«a»  "«b»"
`, V{"a": pwHexOf(p), "b": strings.ReplaceAll(p, "é", "\\303\\251")}, "vpn.northwind.dev")

	g.pwAdd("security-find-generic-w", `
$ security find-generic-password -a "$USER" -s OPENAI_API_KEY -w
«a»
$ grep -n keychain ~/.zshrc
42:export OPENAI_API_KEY=$(security find-generic-password -a "$USER" -s OPENAI_API_KEY -w)
`, V{"a": g.openai()}, "security find-generic-password -a \"$USER\" -s OPENAI_API_KEY -w")

	g.pwAdd("security-add-generic-password-script", `
# bootstrap.sh — store CI secrets in the login keychain of the mac mini runner
security add-generic-password -U -a ci -s MATCH_PASSWORD -w '«a»'
security add-generic-password -U -a ci -s ASC_KEY_ID -w '«_kid»'
security add-generic-password -U -a ci -s FASTLANE_SESSION -w '«b»'
security unlock-keychain -p '«c»' ~/Library/Keychains/ci.keychain-db
`, V{"a": g.pw(), "_kid": g.s(alUpNum, 10), "b": g.b64(400), "c": g.pwStrong()}, "~/Library/Keychains/ci.keychain-db", "MATCH_PASSWORD")

	g.pwAdd("security-find-internet-g", `
$ security find-internet-password -s github.com -g
keychain: "/Users/priya/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    0x00000007 <blob>="github.com"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="priya-nw"
    "atyp"<blob>="dflt"
    "cdat"<timedate>=«_d1»
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>="Internet password"
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=«_d2»
    "nega"<sint32>=<NULL>
    "path"<blob>=<NULL>
    "port"<uint32>=0x00000000 
    "prot"<blob>=<NULL>
    "ptcl"<uint32>="htps"
    "scrp"<sint32>=<NULL>
    "sdmn"<blob>=<NULL>
    "srvr"<blob>="github.com"
    "type"<uint32>=<NULL>
password: "«a»"
`, V{"_d1": g.pwMacDate(), "_d2": g.pwMacDate(), "a": g.gho()}, "priya-nw", "\"ptcl\"<uint32>=\"htps\"")

	g.pwAdd("security-dump-keychain-d", `
$ security dump-keychain -d login.keychain-db 2>/dev/null | grep -B22 -A1 '^data:' | tail -26
keychain: "/Users/priya/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="Docker Credentials"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="northwindci"
    "cdat"<timedate>=«_d1»
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>=<NULL>
    "gena"<blob>=<NULL>
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=«_d2»
    "nega"<sint32>=<NULL>
    "prot"<blob>=<NULL>
    "scrp"<sint32>=<NULL>
    "svce"<blob>="https://index.docker.io/v1/"
    "type"<uint32>=<NULL>
data:
"«a»"
`, V{"_d1": g.pwMacDate(), "_d2": g.pwMacDate(), "a": g.dockerPAT()}, "Docker Credentials", "northwindci")

	g.pwAdd("git-credential-osxkeychain-get", `
$ printf 'protocol=https\nhost=gitlab.northwind.dev\n\n' | git credential-osxkeychain get
password=«a»
username=priya
$ git config --global credential.helper
osxkeychain
`, V{"a": g.glpat()}, "host=gitlab.northwind.dev", "osxkeychain")

	g.pwAdd("docker-credential-osxkeychain", `
$ docker-credential-osxkeychain list
{"https://index.docker.io/v1/":"northwindci","ghcr.io":"priya-nw"}
$ echo ghcr.io | docker-credential-osxkeychain get
{"ServerURL":"ghcr.io","Username":"priya-nw","Secret":"«a»"}
`, V{"a": g.ghp()}, "\"ghcr.io\":\"priya-nw\"")

	g.pwAdd("macos-keyring-python-backend", `
$ python3 -m keyring get twine https://upload.pypi.org/legacy/
«a»
$ python3 -m keyring --list-backends
keyring.backends.macOS.Keyring (priority: 5)
keyring.backends.chainer.ChainerBackend (priority: 10)
keyring.backends.fail.Keyring (priority: 0)
`, V{"a": g.pypiTok()}, "keyring.backends.macOS.Keyring (priority: 5)", "https://upload.pypi.org/legacy/")

	g.pwAdd("security-find-generic-airport", `
$ security find-generic-password -D "AirPort network password" -a "Northwind-Office" -w
«a»
$ security find-generic-password -D "AirPort network password" -a "Northwind-Guest" -w
«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "AirPort network password", "Northwind-Office")

	g.pwAdd("aws-vault-keychain-list", `
$ aws-vault list
Profile                  Credentials              Sessions
=======                  ===========              ========
northwind-prod           northwind-prod           -
northwind-dev            northwind-dev            sts.GetSessionToken:11h52m
$ security find-generic-password -l "aws-vault (northwind-prod)" -w ~/Library/Keychains/aws-vault.keychain-db
{"AccessKeyID":"«_ak»","SecretAccessKey":"«a»","SessionToken":"","ProviderName":""}
`, V{"_ak": g.awsID(), "a": g.awsSecret()}, "aws-vault (northwind-prod)", "sts.GetSessionToken:11h52m")

	g.pwAdd("swift-keychain-debug-print", `
(lldb) po String(data: result as! Data, encoding: .utf8)
▿ Optional<String>
  - some : "«a»"
(lldb) po query
▿ 4 elements
  ▿ 0 : 2 elements
    - key : "svce"
    - value : com.northwind.app.refresh-token
  ▿ 1 : 2 elements
    - key : "class"
    - value : genp
`, V{"a": g.bxAuth0RT()}, "com.northwind.app.refresh-token")
}

func (g *G) pwWindows() {
	g.pwAdd("cmdkey-add-pass", `
C:\> cmdkey /add:fileserver01.corp.northwind.local /user:CORP\svc-backup /pass:«a»

CMDKEY: Credential added successfully.

C:\> cmdkey /generic:TERMSRV/rdp-jump01 /user:CORP\priya /pass:«b»

CMDKEY: Credential added successfully.
`, V{"a": g.pw(), "b": g.pwStrong()}, "CORP\\svc-backup", "fileserver01.corp.northwind.local")

	g.pwAdd("get-storedcredential-object", `
PS C:\> Get-StoredCredential -Target "git:https://dev.azure.com" -AsCredentialObject


Flags          : 0
Type           : Generic
TargetName     : git:https://dev.azure.com
Comment        :
LastWritten    : 5/12/2024 9:41:27 AM
PaswordSize    : 104
Password       : «a»
Persist        : LocalMachine
AttributeCount : 0
Attributes     : 0
TargetAlias    :
UserName       : PersonalAccessToken
`, V{"a": g.azDevops()}, "git:https://dev.azure.com", "PersonalAccessToken")

	g.pwAdd("get-storedcredential-networkcredential", `
PS C:\> $c = Get-StoredCredential -Target "sql-prod"
PS C:\> $c

UserName                       Password
--------                       --------
sa     System.Security.SecureString

PS C:\> $c.GetNetworkCredential().Password
«a»
`, V{"a": g.pwStrong()}, "System.Security.SecureString", "sql-prod")

	g.pwAdd("new-storedcredential-script", `
# setup-runner.ps1
Install-Module CredentialManager -Scope CurrentUser -Force
New-StoredCredential -Target "nuget.northwind.dev" -UserName "ci" -Password "«a»" -Persist LocalMachine | Out-Null
New-StoredCredential -Target "octopus" -UserName "API" -Password "«b»" -Persist LocalMachine | Out-Null
`, V{"a": g.pw(), "b": "API-" + g.s(alUpNum, 26)}, "nuget.northwind.dev", "Install-Module CredentialManager")

	g.pwAdd("secretmanagement-get-secret", `
PS C:\> Get-SecretInfo -Vault LocalStore

Name                Type         VaultName
----                ----         ---------
AzureDevOpsPat      String       LocalStore
SqlSaPassword       SecureString LocalStore

PS C:\> Get-Secret -Name AzureDevOpsPat -AsPlainText
«a»
PS C:\> Get-Secret -Name SqlSaPassword -AsPlainText
«b»
`, V{"a": g.azDevops(), "b": g.pwStrong()}, "AzureDevOpsPat", "LocalStore")

	g.pwAdd("git-credential-manager-fill", `
PS C:\src\northwind> "protocol=https`+"`"+`nhost=github.com`+"`"+`n" | git credential fill
protocol=https
host=github.com
username=priya-nw
password=«a»
PS C:\src\northwind> git config --show-origin credential.helper
file:C:/Program Files/Git/etc/gitconfig	manager
`, V{"a": g.gho()}, "username=priya-nw", "file:C:/Program Files/Git/etc/gitconfig")

	g.pwAdd("secretstore-set-secret-transcript", `
PS C:\> Set-Secret -Name StripeLive -Secret "«a»" -Vault LocalStore
PS C:\> Set-Secret -Name ServiceBusConn -Secret "Endpoint=sb://northwind-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»" -Vault LocalStore
`, V{"a": g.skLive(), "b": g.b64(32)}, "northwind-prod.servicebus.windows.net", "SharedAccessKeyName=RootManageSharedAccessKey")

	g.pwAdd("powershell-credential-export-clixml", `
PS C:\> Get-Credential -UserName CORP\svc-deploy -Message deploy | Export-Clixml C:\secure\deploy.xml
PS C:\> Get-Content C:\secure\deploy.xml
<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">
  <Obj RefId="0">
    <TN RefId="0">
      <T>System.Management.Automation.PSCredential</T>
      <T>System.Object</T>
    </TN>
    <ToString>System.Management.Automation.PSCredential</ToString>
    <Props>
      <S N="UserName">CORP\svc-deploy</S>
      <SS N="Password">«=blob»</SS>
    </Props>
  </Obj>
</Objs>
PS C:\> (Import-Clixml C:\secure\deploy.xml).GetNetworkCredential().Password
«a»
`, V{"=blob": dpapiHex + g.hex(460), "a": g.pw()}, "CORP\\svc-deploy", "System.Management.Automation.PSCredential")

	g.pwAdd("powershell-convertto-securestring", `
$password = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("NORTHWIND\svc-sql", $password)
Invoke-Command -ComputerName sql01.corp.northwind.local -Credential $cred -ScriptBlock { Get-Service MSSQLSERVER }
`, V{"a": g.pw()}, "sql01.corp.northwind.local", "NORTHWIND\\svc-sql")

	g.pwAdd("windows-credential-python-win32cred", `
>>> import win32cred
>>> c = win32cred.CredRead("GitHub - https://api.github.com/priya-nw", win32cred.CRED_TYPE_GENERIC)
>>> c["UserName"], c["CredentialBlob"].decode("utf-16-le")
('priya-nw', '«a»')
>>> c["LastWritten"]
pywintypes.datetime(2024, 5, 12, 9, 41, 27, tzinfo=TimeZoneInfo('GMT Standard Time', True))
`, V{"a": g.ghu()}, "GitHub - https://api.github.com/priya-nw")

	g.pwAdd("rdp-file-password-51", `
PS C:\> Get-Content .\jump01.rdp
full address:s:rdp-jump01.corp.northwind.local
username:s:CORP\priya
prompt for credentials:i:0
password 51:b:«a»
`, V{"a": "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(alHexU, 540)}, "rdp-jump01.corp.northwind.local", "CORP\\priya")
}

func (g *G) pwLinux() {
	g.pwAdd("secret-tool-lookup", `
$ secret-tool lookup service gh-cli username priya-nw
«a»
$ secret-tool lookup xdg:schema org.gnome.Evolution.Data.Source e-source-uid «_uid»
«b»
`, V{"a": g.gho(), "_uid": g.hex(40), "b": g.pw()}, "service gh-cli username priya-nw")

	g.pwAdd("secret-tool-search-all", `
$ secret-tool search --all service docker-credential-helpers
[/org/freedesktop/secrets/collection/login/17]
label = https://registry.northwind.dev
secret = «a»
created = 2024-05-12 09:41:27
modified = 2024-05-12 09:41:27
schema = io.docker.Credentials
attribute.label = Docker Credentials
attribute.server = https://registry.northwind.dev
attribute.username = ci-pusher
attribute.docker_cli = 1
`, V{"a": g.pwStrong()}, "/org/freedesktop/secrets/collection/login/17", "ci-pusher")

	g.pwAdd("secret-tool-store-pipe", `
# install-token.sh
echo -n '«a»' | secret-tool store --label='Hugging Face token' service huggingface username priya
secret-tool lookup service huggingface username priya >/dev/null && echo "stored"
`, V{"a": g.hfTok()}, "Hugging Face token")

	g.pwAdd("secretstorage-python-dump", `
>>> import secretstorage
>>> conn = secretstorage.dbus_init()
>>> coll = secretstorage.get_default_collection(conn)
>>> for it in coll.get_all_items():
...     print(it.get_label(), it.get_attributes(), it.get_secret())
...
Chrome Safe Storage {'application': 'chrome', 'xdg:schema': 'chrome_libsecret_os_crypt_password_v2'} b'«a»'
Nextcloud {'server': 'https://cloud.northwind.dev', 'user': 'priya', 'type': 'plaintext'} b'«b»'
`, V{"a": g.b64(16), "b": g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5)}, "chrome_libsecret_os_crypt_password_v2", "https://cloud.northwind.dev")

	g.pwAdd("lssecret-output", `
$ lssecret -s
Collection:	Login
Item:	GOA google account: priya.rao.nw@gmail.com
Secret:	{'access_token': <'«a»'>, 'refresh_token': <'«b»'>}
Item:	Network secret for Northwind-Office/802-11-wireless-security/psk
Secret:	«c»
`, V{"a": g.ya29(), "b": g.gRefresh(), "c": g.pw()}, "Network secret for Northwind-Office/802-11-wireless-security/psk", "priya.rao.nw@gmail.com")

	g.pwAdd("kwallet-query-read", `
$ kwallet-query -l -f Passwords kdewallet
nextcloud-desktop:priya:https://cloud.northwind.dev/:0
smb-fileserver01
$ kwallet-query -r "smb-fileserver01" -f Passwords kdewallet
«a»
$ kwallet-query -r "Chromium Safe Storage" -f "Chromium Keys" kdewallet
«b»
`, V{"a": g.pw(), "b": g.b64(16)}, "nextcloud-desktop:priya:https://cloud.northwind.dev/:0", "Chromium Keys")

	g.pwAdd("kwallet-query-map", `
$ kwallet-query -r "imap://priya@mail.northwind.dev" -f "Mailbox" kdewallet
{
    "login": "priya@northwind.dev",
    "password": "«a»"
}
`, V{"a": g.pw()}, "imap://priya@mail.northwind.dev")

	g.pwAdd("python-keyring-cli-linux", `
$ keyring --list-backends
keyring.backends.SecretService.Keyring (priority: 5)
keyring.backends.chainer.ChainerBackend (priority: 10)
$ keyring set poetry-repository-northwind ci
Password for 'ci' in 'poetry-repository-northwind': 
$ keyring get poetry-repository-northwind ci
«a»
`, V{"a": g.pwStrong()}, "poetry-repository-northwind", "keyring.backends.SecretService.Keyring (priority: 5)")

	g.pwAdd("docker-credential-secretservice-get", `
$ docker-credential-secretservice list
{"https://index.docker.io/v1/":"northwindci","registry.gitlab.com":"priya"}
$ echo registry.gitlab.com | docker-credential-secretservice get
{"ServerURL":"registry.gitlab.com","Username":"priya","Secret":"«a»"}
`, V{"a": g.glpat()}, "\"registry.gitlab.com\":\"priya\"")

	g.pwAdd("git-credential-libsecret-debug", `
$ GIT_TRACE=1 git fetch 2>&1 | grep -v "^$"
09:41:27.001212 git.c:463               trace: built-in: git fetch
09:41:27.004511 run-command.c:659       trace: run_command: 'git credential-libsecret get'
$ printf 'protocol=https\nhost=bitbucket.org\nusername=priya-nw\n\n' | git credential-libsecret get
password=«a»
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8)}, "host=bitbucket.org", "git credential-libsecret get")

	g.pwAdd("gnome-keyring-nmcli-show-secrets", `
$ nmcli -s -g 802-11-wireless-security.psk connection show "Northwind-Office"
«a»
$ nmcli -s connection show "office-vpn" | grep -i secret
vpn.secrets:                            password = «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "Northwind-Office", "office-vpn")

	kpw := g.an(20)
	var kb []string
	for _, c := range []byte(kpw) {
		kb = append(kb, fmt.Sprint(c))
	}
	g.pwAdd("keepassxc-secret-service-dbus", `
$ busctl --user call org.freedesktop.secrets /org/freedesktop/secrets/collection/Passwords/«_e» org.freedesktop.Secret.Item GetSecret o /org/freedesktop/secrets/session/1
(oayays) "/org/freedesktop/secrets/session/1" 0 20 «a» 10 116 101 120 116 47 112 108 97 105 110
# that's the plain session, so the ay is literally the password bytes; decoded:
«b»
`, V{"_e": g.hex(32), "a": strings.Join(kb, " "), "b": kpw}, "org.freedesktop.Secret.Item")
}

func (g *G) pwVaultwarden() {
	g.pwAdd("vaultwarden-env-file", `
$ cat /opt/vaultwarden/.env
DOMAIN=https://vault.northwind.dev
SIGNUPS_ALLOWED=false
INVITATIONS_ALLOWED=true
ADMIN_TOKEN='«a»'
SMTP_HOST=smtp.eu.mailgun.org
SMTP_FROM=vault@northwind.dev
SMTP_PORT=587
SMTP_SECURITY=starttls
SMTP_USERNAME=vault@mg.northwind.dev
SMTP_PASSWORD=«b»
PUSH_ENABLED=true
PUSH_INSTALLATION_ID=«_pid»
PUSH_INSTALLATION_KEY=«c»
PUSH_RELAY_URI=https://api.bitwarden.eu
`, V{"a": g.pwArgon(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_pid": g.uuid(), "c": g.an(20)}, "https://vault.northwind.dev", "vault@mg.northwind.dev", "PUSH_RELAY_URI=https://api.bitwarden.eu")

	g.pwAdd("vaultwarden-hash-output", `
$ docker exec -it vaultwarden /vaultwarden hash
Generate an Argon2id PHC string using the 'bitwarden' preset:

Password: 
Confirm Password: 

ADMIN_TOKEN='«a»'

Generation of the Argon2id PHC string took: 391.02ms
`, V{"a": g.pwArgon()}, "Generation of the Argon2id PHC string took: 391.02ms")

	g.pwAdd("vaultwarden-docker-run-plain-token", `
$ docker run -d --name vaultwarden \
    -e DOMAIN=https://vault.home.example \
    -e ADMIN_TOKEN=«a» \
    -e WEBSOCKET_ENABLED=true \
    -v /srv/vw-data/:/data/ \
    --restart unless-stopped \
    -p 127.0.0.1:8080:80 \
    vaultwarden/server:1.30.5
«_cid»
`, V{"a": g.b64(48), "_cid": g.hex(64)}, "https://vault.home.example", "vaultwarden/server:1.30.5")

	g.pwAdd("vaultwarden-compose-yubico-duo", `
services:
  vaultwarden:
    image: vaultwarden/server:latest
    container_name: vaultwarden
    environment:
      DOMAIN: "https://pw.familie-berg.de"
      DATABASE_URL: "postgresql://vaultwarden:«a»@postgres:5432/vaultwarden"
      YUBICO_CLIENT_ID: "«_yid»"
      YUBICO_SECRET_KEY: "«b»"
      DUO_IKEY: "DI«_ikey»"
      DUO_SKEY: "«c»"
      DUO_HOST: "api-«_dh».duosecurity.com"
    volumes:
      - ./vw-data:/data
`, V{"a": g.pwURL(), "_yid": g.digits(5), "b": g.b64(20), "_ikey": g.s(alUpNum, 18), "c": g.an(40), "_dh": g.hex(8)}, "https://pw.familie-berg.de", "DUO_HOST")

	g.pwAdd("vaultwarden-config-json", `
$ docker exec vaultwarden cat /data/config.json
{
  "domain": "https://vault.northwind.dev",
  "signups_allowed": false,
  "admin_token": "«a»",
  "smtp_host": "smtp.office365.com",
  "smtp_security": "starttls",
  "smtp_port": 587,
  "smtp_from": "vault@northwind.dev",
  "smtp_username": "vault@northwind.dev",
  "smtp_password": "«b»",
  "smtp_timeout": 15,
  "_enable_yubico": false
}
`, V{"a": g.b64u(64), "b": g.pw()}, "smtp.office365.com", "vault@northwind.dev")

	g.pwAdd("vaultwarden-admin-curl", `
$ curl -si -X POST https://vault.northwind.dev/admin -d "token=«a»" | grep -i set-cookie
set-cookie: VW_ADMIN=«b»; Path=/admin; Max-Age=1200; HttpOnly; SameSite=Strict
$ curl -s https://vault.northwind.dev/admin/users -H "Cookie: VW_ADMIN=«b»" | jq length
23
`, V{"a": g.b64u(48), "b": g.jwt("RS256", fmt.Sprintf(`{"nbf":%s,"exp":%s,"iss":"https://vault.northwind.dev|admin","sub":"admin_panel"}`, g.pwEpoch(), g.pwEpoch()))}, "https://vault.northwind.dev/admin/users")

	g.pwAdd("vaultwarden-log-warning", `
vaultwarden  | [2024-05-12 09:41:27.118][vaultwarden::config][WARN] 
vaultwarden  | You are using a plain text ˋADMIN_TOKENˋ which is insecure.
vaultwarden  | Please generate a secure Argon2 PHC string by using ˋvaultwarden hashˋ or ˋargon2ˋ.
vaultwarden  | See: https://github.com/dani-garcia/vaultwarden/wiki/Enabling-admin-page#secure-the-admin_token
$ grep ADMIN_TOKEN docker-compose.yml
      - ADMIN_TOKEN=«a»
`, V{"a": g.pwStrong()}, "https://github.com/dani-garcia/vaultwarden/wiki/Enabling-admin-page#secure-the-admin_token")

	g.pwAdd("bitwarden-selfhost-global-override-env", `
$ sudo cat ./bwdata/env/global.override.env
globalSettings__baseServiceUri__vault=https://bitwarden.northwind.dev
globalSettings__sqlServer__connectionString="Data Source=tcp:mssql,1433;Initial Catalog=vault;Persist Security Info=False;User ID=sa;Password=«a»;MultipleActiveResultSets=False;Connect Timeout=30;Encrypt=True;TrustServerCertificate=True"
globalSettings__identityServer__certificatePassword=«b»
globalSettings__attachment__baseDirectory=/etc/bitwarden/core/attachments
globalSettings__attachment__baseUrl=https://bitwarden.northwind.dev/attachments
globalSettings__dataProtection__directory=/etc/bitwarden/core/aspnet-dataprotection
globalSettings__logDirectory=/etc/bitwarden/logs
globalSettings__internalIdentityKey=«c»
globalSettings__oidcIdentityClientKey=«d»
globalSettings__duo__aKey=«e»
globalSettings__installation__id=«_iid»
globalSettings__installation__key=«f»
globalSettings__yubico__clientId=REPLACE
globalSettings__yubico__key=REPLACE
globalSettings__mail__replyToEmail=no-reply@northwind.dev
globalSettings__mail__smtp__host=smtp.northwind.dev
globalSettings__mail__smtp__port=587
globalSettings__mail__smtp__ssl=false
globalSettings__mail__smtp__username=bitwarden
globalSettings__mail__smtp__password=«g»
globalSettings__disableUserRegistration=true
adminSettings__admins=lena@northwind.dev
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(64), "d": g.an(64), "e": g.an(64), "_iid": g.uuid(), "f": g.an(20), "g": g.pw()},
		"globalSettings__yubico__key=REPLACE", "https://bitwarden.northwind.dev", "adminSettings__admins=lena@northwind.dev")

	g.pwAdd("bitwarden-selfhost-mssql-env", `
$ cat bwdata/env/mssql.override.env
ACCEPT_EULA=Y
MSSQL_PID=Express
SA_PASSWORD=«a»
$ docker exec -it bitwarden-mssql /opt/mssql-tools18/bin/sqlcmd -S localhost -U sa -P '«a»' -C -Q "SELECT COUNT(*) FROM vault.dbo.[User]"
`, V{"a": g.an(32)}, "MSSQL_PID=Express")

	g.pwAdd("bitwarden-selfhost-config-yml-install", `
$ ./bitwarden.sh install
 _     _ _                         _
| |__ (_) |___      ____ _ _ __ __| | ___ _ __
| '_ \| | __\ \ /\ / / _ˋ | '__/ _ˋ |/ _ \ '_ \
| |_) | | |_ \ V  V / (_| | | | (_| |  __/ | | |
|_.__/|_|\__| \_/\_/ \__,_|_|  \__,_|\___|_| |_|

(!) Enter the domain name for your Bitwarden instance (ex. bitwarden.example.com): bitwarden.northwind.dev
(!) Do you want to use Let's Encrypt to generate a free SSL certificate? (y/N): y
(!) Enter your email address (Let's Encrypt will send you certificate expiration reminders): lena@northwind.dev
(!) Enter the database name for your Bitwarden instance (ex. vault): vault
(!) Enter your installation id (get at https://bitwarden.com/host): «_iid»
(!) Enter your installation key: «a»
(!) Enter your region (US/EU) [US]: EU
`, V{"_iid": g.uuid(), "a": g.an(20)}, "https://bitwarden.com/host", "bitwarden.northwind.dev")

	g.pwAdd("vaultwarden-sqlite-user-row", `
sqlite> select uuid, email, akey, private_key, password_hash from users limit 1;
«_u»|lena@northwind.dev|«_ak»|«_pk»|«a»
sqlite> select * from twofactor where user_uuid = '«_u»';
«_t»|«_u»|0|1|{"secret":"«b»"}|«_e»
`, V{"_u": g.uuid(), "_ak": g.pwBWEnc(64), "_pk": g.pwBWEnc(1200), "a": g.b64(32), "_t": g.uuid(), "b": g.totp(), "_e": g.pwEpoch()}, "lena@northwind.dev")

	g.pwAdd("vaultwarden-backup-script-rclone", `
#!/bin/bash
# /etc/cron.daily/vw-backup
sqlite3 /srv/vw-data/db.sqlite3 ".backup '/tmp/vw-$(date +%F).sqlite3'"
tar czf - /tmp/vw-*.sqlite3 /srv/vw-data/attachments /srv/vw-data/rsa_key.pem \
  | openssl enc -aes-256-cbc -pbkdf2 -pass pass:«a» \
  | rclone rcat b2:northwind-vw-backup/vw-$(date +%F).tar.gz.enc
export RCLONE_CONFIG_B2_ACCOUNT=«_acc»
export RCLONE_CONFIG_B2_KEY=«b»
`, V{"a": g.pwStrong(), "_acc": "005" + g.hex(22), "b": "K005" + g.b64u(27)}, "northwind-vw-backup", "/srv/vw-data/rsa_key.pem")

	rsa := g.rsaPEM()
	g.pwAdd("vaultwarden-rsa-key-pem", `
$ ls /srv/vw-data
attachments  config.json  db.sqlite3  db.sqlite3-shm  db.sqlite3-wal  icon_cache  rsa_key.pem  sends  tmp
$ cat /srv/vw-data/rsa_key.pem
«a»
`, V{"a": rsa.block()}, "icon_cache")
}

func (g *G) pwTOTP() {
	g.pwAdd("otpauth-migration-uri", `
$ zbarimg --raw -q ~/Pictures/authenticator-export-1.png
otpauth-migration://offline?data=«a»
$ python3 extract_otp_secrets.py ~/Pictures/authenticator-export-1.png
Name:    ops@northwind.dev
Secret:  «b»
Issuer:  Cloudflare
Type:    totp
`, V{"a": strings.ReplaceAll(strings.ReplaceAll(g.b64(180), "+", "%2B"), "/", "%2F"), "b": g.s(alB32, 16)}, "extract_otp_secrets.py", "ops@northwind.dev")

	g.pwAdd("aegis-plain-export", `
{
    "version": 1,
    "header": {
        "slots": null,
        "params": null
    },
    "db": {
        "version": 3,
        "entries": [
            {
                "type": "totp",
                "uuid": "«_u1»",
                "name": "priya@northwind.dev",
                "issuer": "Google",
                "note": "",
                "favorite": false,
                "icon": null,
                "info": {
                    "secret": "«a»",
                    "algo": "SHA1",
                    "digits": 6,
                    "period": 30
                },
                "groups": []
            },
            {
                "type": "totp",
                "uuid": "«_u2»",
                "name": "northwind-admin",
                "issuer": "GitHub",
                "note": "",
                "favorite": true,
                "icon": null,
                "info": {
                    "secret": "«b»",
                    "algo": "SHA1",
                    "digits": 6,
                    "period": 30
                },
                "groups": []
            }
        ],
        "groups": []
    }
}
`, V{"_u1": g.uuid(), "a": g.s(alB32, 32), "_u2": g.uuid(), "b": g.s(alB32, 16)}, "northwind-admin")

	g.pwAdd("twofas-export", `
{"services":[{"name":"Atlassian","secret":"«a»","updatedAt":«_e»,"otp":{"label":"priya@northwind.dev","account":"priya@northwind.dev","issuer":"Atlassian","digits":6,"period":30,"algorithm":"SHA1","tokenType":"TOTP","source":"Link"},"order":{"position":0},"icon":{"selected":"Label","label":{"text":"AT","backgroundColor":"Orange"},"iconCollection":{"id":"«_ic»"}}}],"groups":[],"updatedAt":«_e»,"schemaVersion":4,"appVersionCode":5000012,"appVersionName":"5.3.2","appOrigin":"android"}
`, V{"a": g.s(alB32, 32), "_e": g.pwEpochMs(), "_ic": g.uuid()}, "\"appVersionName\":\"5.3.2\"")

	g.pwAdd("andotp-json", `
[{"secret":"«a»","issuer":"AWS","label":"root-account@northwind.dev","digits":6,"type":"TOTP","algorithm":"SHA1","thumbnail":"Default","last_used":«_e»,"used_frequency":4,"period":30,"tags":["work"]},{"secret":"«b»","issuer":"Proton","label":"priya.rao","digits":6,"type":"TOTP","algorithm":"SHA1","thumbnail":"Default","last_used":«_e»,"used_frequency":0,"period":30,"tags":[]}]
`, V{"a": g.s(alB32, 64), "_e": g.pwEpochMs(), "b": g.s(alB32, 32)}, "root-account@northwind.dev")

	g.pwAdd("oathtool-script", `
#!/bin/sh
# vpn-login.sh — appends the TOTP to the password like the Fortinet portal expects
PW='«a»'
CODE=$(oathtool --totp -b «b»)
printf '%s%s\n' "$PW" "$CODE" | sudo openfortivpn vpn.northwind.dev:10443 -u priya --pinentry=-
`, V{"a": g.pw(), "b": g.s(alB32, 32)}, "vpn.northwind.dev:10443")

	g.pwAdd("ykman-oath-add", `
$ ykman oath accounts uri "otpauth://totp/Okta:priya@northwind.dev?secret=«a»&issuer=Okta" --touch
Enter password to unlock YubiKey: 
$ ykman oath accounts list
Okta:priya@northwind.dev
GitHub:northwind-admin
$ ykman oath accounts code Okta
Okta:priya@northwind.dev  «=code»
`, V{"a": g.s(alB32, 32), "=code": g.s(alDigit, 6)}, "GitHub:northwind-admin")

	g.pwAdd("aws-virtual-mfa-seed", `
$ aws iam create-virtual-mfa-device --virtual-mfa-device-name priya-cli --outfile /tmp/priya-mfa.txt --bootstrap-method Base32StringSeed
{
    "VirtualMFADevice": {
        "SerialNumber": "arn:aws:iam::«_acct»:mfa/priya-cli"
    }
}
$ cat /tmp/priya-mfa.txt
«a»
$ aws iam enable-mfa-device --user-name priya --serial-number arn:aws:iam::«_acct»:mfa/priya-cli --authentication-code1 «=c1» --authentication-code2 «=c2»
`, V{"_acct": g.digits(12), "a": g.s(alB32, 64), "=c1": g.s(alDigit, 6), "=c2": g.s(alDigit, 6)}, "mfa/priya-cli")

	g.pwAdd("github-recovery-codes-file", `
$ cat ~/Downloads/github-recovery-codes.txt
«a»
«b»
«c»
«d»
«e»
«f»
«g»
«h»
`, V{"a": g.pwGHCode(), "b": g.pwGHCode(), "c": g.pwGHCode(), "d": g.pwGHCode(), "e": g.pwGHCode(), "f": g.pwGHCode(), "g": g.pwGHCode(), "h": g.pwGHCode()}, "github-recovery-codes.txt")

	g.pwAdd("google-backup-codes", `
SAVE YOUR BACKUP CODES
Keep these backup codes somewhere safe but accessible.

1. «a»		6. «b»
2. «c»		7. «d»
3. «e»		8. «f»

(admin@northwind.dev)

* You can only use each backup code once.
* Need new backup codes? Generate them at https://g.co/2sv
* These codes were generated on: May 12, 2024
`, V{"a": g.pwGCode(), "b": g.pwGCode(), "c": g.pwGCode(), "d": g.pwGCode(), "e": g.pwGCode(), "f": g.pwGCode()}, "https://g.co/2sv", "admin@northwind.dev")

	g.pwAdd("bitwarden-recovery-code", `
Bitwarden two-step login recovery code for lena@northwind.dev
(generated 2024-05-12, stored offline in the safe, copy for the team wiki):

«a»
`, V{"a": strings.ToUpper(g.s(alLowNum, 32))}, "lena@northwind.dev")

	g.pwAdd("pyotp-in-source", `
import pyotp, requests

# service account for the vendor portal; the portal forces 2FA
TOTP = pyotp.TOTP("«a»")
s = requests.Session()
s.post("https://portal.vendor.example/login", data={"user": "nw-bot", "password": "«b»"})
s.post("https://portal.vendor.example/2fa", data={"code": TOTP.now()})
`, V{"a": g.s(alB32, 32), "b": g.pwStrong()}, "https://portal.vendor.example/2fa", "nw-bot")

	g.pwAdd("otpauth-qr-in-issue", `
> **Steps to reproduce**
> 1. Add an account in the app by pasting:
>    ˋotpauth://hotp/Example%20Corp:dev@example.org?secret=«a»&counter=12&digits=8ˋ
> 2. Tap refresh twice.
> **Expected**: counter is 14. **Actual**: app shows 13.
`, V{"a": g.s(alB32, 26)}, "Example%20Corp:dev@example.org")

	g.pwAdd("gitlab-recovery-codes-api", `
$ ssh git@gitlab.northwind.dev 2fa_recovery_codes
Are you sure you want to generate new two-factor recovery codes?
Any existing recovery codes you saved will be invalidated. (yes/no)
yes

Your two-factor authentication recovery codes are:

«a»
«b»
«c»
«d»

During sign in, use one of the codes above when prompted for
your two-factor code. Then, visit your Profile Settings and add
a new device so you do not lose access to your account again.
`, V{"a": g.hex(16), "b": g.hex(16), "c": g.hex(16), "d": g.hex(16)}, "git@gitlab.northwind.dev")

	g.pwAdd("proton-recovery-phrase", `
Proton Account — recovery phrase for priya.rao@proton.me
Write these 12 words down, in order:

«a»
`, V{"a": g.seedPhrase(12)}, "priya.rao@proton.me")
}

func (g *G) pwMigrate() {
	g.pwAdd("lastpass-to-bitwarden-python-debug", `
$ python lp2bw.py lastpass_export.csv -o bw_import.json --debug
DEBUG row 118: {'url': 'https://app.circleci.com/', 'username': 'ci@northwind.dev', 'password': '«a»', 'totp': '', 'extra': 'personal API token: «b»', 'name': 'CircleCI', 'grouping': 'CI', 'fav': '0'}
DEBUG -> item {'type': 1, 'name': 'CircleCI', 'folderId': '«_f»', 'login': {'username': 'ci@northwind.dev', 'password': '«a»', 'uris': [{'uri': 'https://app.circleci.com/'}]}, 'notes': 'personal API token: «b»'}
INFO wrote 412 items, 9 folders
`, V{"a": g.pw(), "b": "CCIPAT_" + g.an(22) + "_" + g.hex(40), "_f": g.uuid()}, "https://app.circleci.com/", "INFO wrote 412 items, 9 folders")

	g.pwAdd("bw-to-op-bash-loop", `
$ bash -x migrate.sh 2>&1 | sed -n '10,16p'
+ for id in $(bw list items --folderid "$FOLDER" | jq -r '.[].id')
++ bw get item «_id»
+ item='{"name":"Sentry","login":{"username":"ops@northwind.dev","password":"«a»"}}'
++ jq -r .login.password
+ pw=«a»
+ op item create --category=login --vault=Imported --title=Sentry username=ops@northwind.dev password=«a»
`, V{"_id": g.uuid(), "a": g.pwStrong()}, "--vault=Imported", "ops@northwind.dev")

	g.pwAdd("pass-import-verbose", `
$ pass import keepassxc work.kdbx -p imported/ -vvv
 (*) Importing passwords from keepassxc to pass
  .  Passwords imported from: /home/jonas/work.kdbx
  .  Passwords exported to: /home/jonas/.password-store
  .  Root path: imported
  .  Number of password imported: 87
  .  Data: imported/Servers/jenkins
       password: «a»
       login: admin
       url: https://ci.northwind.dev
  .  Data: imported/Cloud/Backblaze B2
       password: «b»
       login: «_kid»
`, V{"a": g.pw(), "b": "K005" + g.b64u(27), "_kid": "005" + g.hex(22)}, "Number of password imported: 87", "https://ci.northwind.dev")

	g.pwAdd("keepass-to-bw-go-test-fixture", `
func TestConvertEntry(t *testing.T) {
	e := kdbx.Entry{Title: "staging db", UserName: "app", Password: "«a»", URL: "postgres://db-stg:5432"}
	got := convert(e)
	if got.Login.Password != "«a»" {
		t.Fatalf("password = %q", got.Login.Password)
	}
}
--- FAIL: TestConvertEntry (0.00s)
    convert_test.go:14: password = "«a»\n"
`, V{"a": g.pw()}, "postgres://db-stg:5432", "TestConvertEntry")

	g.pwAdd("csvkit-join-exports", `
$ csvjoin -c url chrome.csv bitwarden.csv | csvcut -c url,username,password,login_password | csvgrep -c password -r '.+' | head -3
url,username,password,login_password
https://sentry.northwind.dev/auth/login/,jonas,«a»,«b»
https://matomo.northwind.dev/,admin,«c»,«c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "https://matomo.northwind.dev/")

	g.pwAdd("onepassword-to-keepass-node", `
// op2kp.mjs
const items = JSON.parse(execSync("op item list --vault Infra --format json"));
for (const it of items) {
  const full = JSON.parse(execSync(ˋop item get ${it.id} --format json --revealˋ));
  console.log(it.title, full.fields.find(f => f.purpose === "PASSWORD")?.value);
}
$ node op2kp.mjs
Proxmox pve01 «a»
UniFi controller «b»
Home Assistant «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%s,"exp":%s}`, g.hex(32), g.pwEpoch(), g.pwEpoch()))}, "UniFi controller", "op item list --vault Infra --format json")

	g.pwAdd("dashlane-to-proton-dedupe-log", `
[migrate] loaded 388 from dashlane credentials.csv, 377 from protonpass.csv
[migrate] conflict for title="Shopify partners" url=https://partners.shopify.com:
            dashlane: pw=«a»
            proton:   pw=«b»  (newer, keeping)
[migrate] 11 new, 0 conflicts unresolved
`, V{"a": g.pw(), "b": g.pwStrong()}, "https://partners.shopify.com", "[migrate] 11 new, 0 conflicts unresolved")

	g.pwAdd("import-into-bw-cli", `
$ bw import lastpasscsv ./lastpass_export.csv
Imported 412 items.
$ bw import keepass2xml ./work.xml
Import failed: Cannot read properties of undefined (reading 'length')
$ grep -n -m1 -B1 -A3 '<Key>Password</Key>' work.xml
212-				<String>
213:					<Key>Password</Key>
214-					<Value ProtectInMemory="True">«a»</Value>
215-				</String>
`, V{"a": g.pwStrong()}, "Imported 412 items.", "keepass2xml")

	g.pwAdd("chrome-to-firefox-sqlite-python", `
$ python3 - <<'EOF'
import csv
for r in csv.DictReader(open("Chrome Passwords.csv")):
    if "northwind" in r["url"]:
        print(repr(r["url"]), repr(r["password"]))
EOF
'https://vault.northwind.dev/' '«a»'
'https://kibana.northwind.dev/login' '«b»'
`, V{"a": g.pw(), "b": g.an(20)}, "https://kibana.northwind.dev/login")

	vc := g.pw()
	g.pwAdd("migration-diff-report-markdown", `
## Migration check: KeePass → 1Password (Infra vault)

| Entry | KeePass | 1Password | OK |
|---|---|---|---|
| ldap bind (svc-ldap) | ˋ«a»ˋ | ˋ«a»ˋ | ✅ |
| vCenter admin | ˋ«b»ˋ | ˋ«c»ˋ | ❌ trailing space lost |
| iLO rack 2 | ˋ«d»ˋ | ˋ«d»ˋ | ✅ |
`, V{"a": g.pwStrong(), "b": vc + " ", "c": vc, "d": g.an(10)}, "Migration check: KeePass → 1Password (Infra vault)")

	g.pwAdd("enpass-to-bitwarden-jq", `
$ jq -r '.items[] | [.title, (.fields[] | select(.type=="password") | .value)] | @csv' enpass.json | head -3
"GitLab","«a»"
"Sentry self-hosted","«b»"
"SMTP relay","«c»"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(20)}, "\"Sentry self-hosted\"")

	g.pwAdd("gopass-migrate-from-pass", `
$ gopass clone git@git.northwind.dev:jonas/password-store.git
$ gopass --yes fsck
[...]
Checking secret infra/redis
  Secret infra/redis has no newline at end, fixing:
    «a»
Extra recipients on infra/redis: [0x«_k»]
`, V{"a": g.hex(32), "_k": g.s(alHexU, 16)}, "git@git.northwind.dev:jonas/password-store.git")
}

func (g *G) pwSupport() {
	g.pwAdd("support-bitwarden-csv-import-error", `
Hi, importing my Chrome export into Bitwarden fails with "Import failed: CSV row 58 has 6 columns, expected 5".
Row 58 is this one (the note has a comma in it I think):

intranet.northwind.dev,https://intranet.northwind.dev/login,jonas,«a»,shared login, ask Lena

What's the right way to quote it?
`, V{"a": g.pw()}, "https://intranet.northwind.dev/login", "Import failed: CSV row 58 has 6 columns, expected 5")

	g.pwAdd("support-lastpass-quote-in-password", `
**Bug**: passwords containing a double quote are cut off after importing the LastPass CSV.
Example line from the export (already changed this password, so fine to post):

    https://router.local,admin,"«a»""«b»",,,Router,Home,0

After import the password is only ˋ«a»ˋ.
`, V{"a": g.pick(pwWords...) + g.s(alDigit, 4), "b": g.pick(pwWords...) + g.s(alDigit, 3) + "!"}, "https://router.local")

	g.pwAdd("support-keepass-xml-encoding", `
I get "XML parse error at line 8812, column 44: not well-formed (invalid token)" when importing my KeePass XML into KeePassXC.
Line 8812:

					<Value ProtectInMemory="True">«a»</Value>

the & should probably be &amp; but KeePass wrote it like that?
`, V{"a": g.pick(pwWords...) + "&" + g.pick(pwWords...) + g.s(alDigit, 3)}, "XML parse error at line 8812, column 44")

	g.pwAdd("support-proton-pass-multiline-note", `
Proton Pass import keeps merging two entries. In the CSV from NordPass it looks like this:

login,Grafana,https://grafana.northwind.dev,,admin,«a»,"api key:
«b»",,,,Work
login,Loki,https://loki.northwind.dev,,loki,«c»,,,,,Work

Any idea? The second one disappears.
`, V{"a": g.pw(), "b": g.grafanaSA(), "c": g.pwStrong()}, "https://loki.northwind.dev")

	g.pwAdd("support-op-item-create-escaping", `
user: op item create keeps failing on this one, what am I doing wrong?

$ op item create --category=password --title="legacy ftp" password="«a»"
[ERROR] 2024/05/12 09:41:27 invalid JSON in piped input
`, V{"a": g.pick(pwWords...) + "=" + g.s(alAlnum, 6) + "[text]" + g.s(alDigit, 2)}, "invalid JSON in piped input")

	g.pwAdd("support-excel-scientific-notation", `
Opened the Bitwarden CSV in Excel to clean it up and now some passwords look like 1.23E+15 😩
Original row from the backup:
Work,,login,PBX admin,,,0,https://pbx.northwind.dev,admin,«a»,
After Excel:
Work,,login,PBX admin,,,0,https://pbx.northwind.dev,admin,1.23457E+15,
`, V{"a": g.digits(16)}, "https://pbx.northwind.dev", "1.23457E+15")

	g.pwAdd("support-agent-chat-csv-bom", `
> The import says "No data found" but the file is fine?
$ head -c 200 passwords.csv | xxd | head -3
00000000: efbb bf6e 616d 652c 7572 6c2c 7573 6572  ...name,url,user
00000010: 6e61 6d65 2c70 6173 7377 6f72 6420 0a67  name,password .g
$ head -2 passwords.csv
«=bom»name,url,username,password 
github.com,https://github.com/login,jonas-nw,«a»
Looks like a BOM plus a trailing space in the header.
`, V{"=bom": "\ufeff", "a": g.pwStrong()}, "Looks like a BOM plus a trailing space in the header.")

	kx := g.pw()
	kxHex := fmt.Sprintf("% X", kx)
	g.pwAdd("support-github-issue-keepassxc-cli", `
### Actual behavior
ˋkeepassxc-cli show -s -a Password db.kdbx entryˋ prints the password with a trailing ˋ\rˋ on Windows:

ˋˋˋ
PS> keepassxc-cli show -s -a Password .\test.kdbx "test entry" | Format-Hex
   Label: String (System.String) <«_h»>

          Offset Bytes                                           Ascii
                 00 01 02 03 04 05 06 07 08 09 0A 0B 0C 0D 0E 0F
          ------ ----------------------------------------------- -----
0000000000000000 «a» 0D
ˋˋˋ
(test db, password is «b»)
### KeePassXC - 2.7.9
`, V{"_h": g.s(alHexU, 8), "a": kxHex, "b": kx}, "### KeePassXC - 2.7.9")

	g.pwAdd("support-pass-gpg-error", `
$ pass show work/ldap
gpg: decryption failed: No secret key
$ PASSWORD_STORE_GPG_OPTS="--pinentry-mode loopback --passphrase «a»" pass show work/ldap
«b»
ok that worked, so it's the agent. how do I make pinentry-curses the default?
`, V{"a": g.pw(), "b": g.pwStrong()}, "pinentry-curses", "work/ldap")

	g.pwAdd("support-secret-tool-dbus-error", `
Running the installer over SSH gives:
** Message: 09:41:27.118: Remote error from secret service: org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided by any .service files
secret-tool store failed, falling back to ~/.config/acme-cli/credentials:
[default]
api_key = «a»
Is it expected that it writes the key in plain text?
`, V{"a": "acme_live_" + g.an(32)}, "org.freedesktop.DBus.Error.ServiceUnknown", "~/.config/acme-cli/credentials")

	g.pwAdd("support-bw-cli-session-expired", `
why does this fail in cron but not in my shell?
crontab:
0 3 * * * BW_SESSION=«a» /usr/local/bin/bw export --format json --output /backup/ >> /var/log/bw.log 2>&1
/var/log/bw.log:
You are not logged in.
`, V{"a": g.pwBWSession()}, "/var/log/bw.log")

	g.pwAdd("support-cmdkey-rdp-prompt", `
RDP still asks for a password even though I added it:
C:\> cmdkey /add:TERMSRV/10.20.0.15 /user:.\Administrator /pass:«a»
CMDKEY: Credential added successfully.
C:\> mstsc /v:10.20.0.15
(prompt appears: "Your credentials did not work")
Group policy "Allow delegating saved credentials" is set to TERMSRV/*.
`, V{"a": g.pw()}, "Allow delegating saved credentials", "TERMSRV/10.20.0.15")
}

func (g *G) pwBenign() {
	g.pwAdd("benign-bw-list-folders", `
$ bw list folders | jq -c '.[]'
{"object":"folder","id":"«_a»","name":"Infra"}
{"object":"folder","id":"«_b»","name":"Finance"}
{"object":"folder","id":null,"name":"No Folder"}
$ bw list organizations | jq -c '.[] | {id,name,status,type}'
{"id":"«_o»","name":"Northwind","status":2,"type":0}
`, V{"_a": g.uuid(), "_b": g.uuid(), "_o": g.uuid()}, "No Folder")

	g.pwAdd("benign-op-item-list", `
$ op item list --vault Infra
ID                            TITLE                  VAULT            EDITED
«_a»    Proxmox pve01          Infra            3 days ago
«_b»    UniFi controller       Infra            2 months ago
«_c»    postgres-prod          Infra            1 year ago
$ op whoami
URL:        https://northwind.1password.com
Email:      mira@northwind.dev
User ID:    «_u»
`, V{"_a": g.pwOPID(), "_b": g.pwOPID(), "_c": g.pwOPID(), "_u": g.s(alUpNum, 26)}, "https://northwind.1password.com")

	g.pwAdd("benign-lpass-ls", `
$ lpass ls --long Infra
2024-05-02 09:11 Infra/Cloudflare [id: «_a»] [username: ops@northwind.dev]
2023-11-19 17:40 Infra/Datadog EU [id: «_b»] [username: ops@northwind.dev]
2024-01-08 12:03 Infra/Hetzner Cloud [id: «_c»] [username: ops@northwind.dev]
`, V{"_a": g.pwLPID(), "_b": g.pwLPID(), "_c": g.pwLPID()}, "Infra/Datadog EU")

	g.pwAdd("benign-keepassxc-show-protected", `
$ keepassxc-cli show ~/sync/work.kdbx "Databases/clickhouse prod"
Enter password to unlock /home/jonas/sync/work.kdbx: 
Title: clickhouse prod
UserName: default
Password: PROTECTED
URL: https://ch-prod.northwind.internal:8443
Notes: used by the metrics-export cron
Uuid: {«_u»}
Tags: 
`, V{"_u": g.uuid()}, "Password: PROTECTED")

	g.pwAdd("benign-pass-ls-tree", `
$ pass ls
Password Store
├── api
│   ├── anthropic
│   ├── github-cli
│   └── openrouter
├── servers
│   ├── db-prod
│   └── bastion
└── web
    ├── pypi.org
    └── aws-root
$ cat ~/.password-store/.gpg-id
«_k»
`, V{"_k": g.s(alHexU, 40)}, "Password Store")

	g.pwAdd("benign-cmdkey-list", `
C:\> cmdkey /list

Currently stored credentials:

    Target: LegacyGeneric:target=git:https://github.com
    Type: Generic 
    User: priya-nw
    Local machine persistence
    
    Target: Domain:target=fileserver01.corp.northwind.local
    Type: Domain Password
    User: CORP\svc-backup
    
    Target: LegacyGeneric:target=MicrosoftAccount:user=priya@northwind.dev
    Type: Generic 
    User: priya@northwind.dev
    Local machine persistence
`, nil, "LegacyGeneric:target=git:https://github.com", "Domain:target=fileserver01.corp.northwind.local", "CORP\\svc-backup")

	g.pwAdd("benign-security-find-without-g", `
$ security find-generic-password -s "codesign-notarize"
keychain: "/Users/priya/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="codesign-notarize"
    "acct"<blob>="priya@northwind.dev"
    "cdat"<timedate>=«_d»
    "svce"<blob>="codesign-notarize"
$ security find-certificate -c "Developer ID Application" -Z | grep SHA-256
SHA-256 hash: «_h»
`, V{"_d": g.pwMacDate(), "_h": g.s(alHexU, 64)}, "Developer ID Application")

	g.pwAdd("benign-op-run-concealed", `
$ op run --env-file=.env.op -- ./bin/migrate --dry-run
connecting to postgres://orders:<concealed by 1Password>@pg-prod.northwind.internal:5432/orders
using OPENAI_API_KEY=<concealed by 1Password>
dry run: 3 migrations pending («_a», «_b», «_c»)
`, V{"_a": g.hex(12), "_b": g.hex(12), "_c": g.hex(12)}, "postgres://orders:<concealed by 1Password>@pg-prod.northwind.internal:5432/orders")

	g.pwAdd("benign-bw-fingerprint-phrase", `
$ bw get fingerprint me
«_p»
$ bw get fingerprint «_u»
«_q»
`, V{"_p": strings.ReplaceAll(g.seedPhrase(5), " ", "-"), "_u": g.uuid(), "_q": strings.ReplaceAll(g.seedPhrase(5), " ", "-")}, "bw get fingerprint me")

	g.pwAdd("benign-masked-export-preview", `
Import preview (412 items)
  ✓ GitHub            jonas-nw              ••••••••••••   https://github.com/login
  ✓ Hetzner Cloud     ops@northwind.dev     ••••••••••••   https://console.hetzner.cloud/
  ! Datadog EU        ops@northwind.dev     (empty)        https://app.datadoghq.eu/
  item ids: «_a», «_b», «_c»
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "••••••••••••", "https://app.datadoghq.eu/")

	g.pwAdd("benign-keepassxc-db-info", `
$ keepassxc-cli db-info ~/sync/work.kdbx
Enter password to unlock /home/jonas/sync/work.kdbx: 
UUID: {«_u»}
Name: work
Description: 
Cipher: AES 256-bit
KDF: Argon2id (3 rounds, 65536 KiB)
Recycle bin is enabled.
Location: /home/jonas/sync/work.kdbx
Database created: 2022-03-14T10:22:31Z
Last saved: 2024-05-12T09:41:27Z
Unsaved changes: no
Number of groups: 14
Number of entries: 231
Number of expired entries: 2
Number of weak passwords: 3
`, V{"_u": g.uuid()}, "KDF: Argon2id (3 rounds, 65536 KiB)")

	g.pwAdd("benign-secret-tool-search-attributes", `
$ secret-tool search --all --unlock application chrome 2>&1 | grep -v '^secret'
[/org/freedesktop/secrets/collection/login/3]
label = Chrome Safe Storage
created = 2023-02-11 08:15:44
modified = 2023-02-11 08:15:44
schema = chrome_libsecret_os_crypt_password_v2
attribute.application = chrome
`, nil, "chrome_libsecret_os_crypt_password_v2", "/org/freedesktop/secrets/collection/login/3")

	g.pwAdd("benign-vaultwarden-startup-log", `
/--------------------------------------------------------------------\
|                        Starting Vaultwarden                        |
|                           Version 1.30.5                           |
|--------------------------------------------------------------------|
| This is an *unofficial* Bitwarden implementation, DO NOT use the   |
| official channels to report bugs/features, regardless of client.   |
| Send usage/configuration questions or feature requests to:         |
|   https://github.com/dani-garcia/vaultwarden/discussions or        |
|   https://vaultwarden.discourse.group/                             |
| Report suspected bugs/issues in the software itself at:            |
|   https://github.com/dani-garcia/vaultwarden/issues/new            |
\--------------------------------------------------------------------/

[INFO] Private key created correctly.
[INFO] Public key created correctly.
[INFO] Rocket has launched from http://0.0.0.0:80
[INFO] User «_u» logged in successfully. IP: 203.0.113.7
`, V{"_u": g.uuid()}, "Rocket has launched from http://0.0.0.0:80")

	g.pwAdd("op-item-share-link", `
$ op item share «_id» --emails tomas@northwind.dev --expires-in 7d --view-once
https://share.1password.com/s#«a»
# (expired, link was viewed once on 2024-05-13, posting for the audit)
`, V{"_id": g.pwOPID(), "a": g.b64u(86)}, "--view-once")

	g.pwAdd("benign-export-audit-log", `
{"object":"event","type":1702,"itemId":"«_i»","collectionId":null,"groupId":null,"policyId":null,"memberId":null,"actingUserId":"«_u»","date":"«_t»","device":9,"ipAddress":"203.0.113.7"}
{"object":"event","type":1107,"itemId":"«_i»","collectionId":null,"groupId":null,"policyId":null,"memberId":null,"actingUserId":"«_u»","date":"«_t2»","device":9,"ipAddress":"203.0.113.7"}
`, V{"_i": g.uuid(), "_u": g.uuid(), "_t": g.pwTS(), "_t2": g.pwTS()}, "\"ipAddress\":\"203.0.113.7\"")
}
