package cases

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// vaultCases adds the output and files of secret-management tools, where
// encrypted or wrapped values are safe to share and must be kept while
// the plaintext next to them must be removed. Sources: SOPS files (YAML,
// JSON, dotenv and INI, with age, PGP, AWS KMS, GCP KMS and Azure Key
// Vault recipients) beside their "sops -d" output; Ansible Vault files,
// inline "!vault" values and "ansible-vault view" output; Kubernetes
// Sealed Secrets, External Secrets, Secrets Store CSI, Vault Secrets
// Operator, Argo CD Vault Plugin, vals, encryption at rest and "kubectl
// get secret" (whose base64 data values are secrets); HashiCorp Vault's
// CLI, HTTP API, agent, audit log, transit, PKI, database, AWS, AppRole,
// response wrapping and "operator init"; AWS Secrets Manager, SSM
// Parameter Store and KMS; GCP Secret Manager, Berglas and Cloud KMS;
// Azure Key Vault and App Configuration; 1Password CLI and Connect;
// Bitwarden and Bitwarden Secrets Manager; Doppler, Infisical, Akeyless,
// CyberArk Conjur, Chamber, Keeper Secrets Manager, HCP Vault Secrets,
// CredHub, Pulumi ESC and Pulumi config; git-crypt, age, GnuPG, pass,
// transcrypt and git-secret; Rails encrypted credentials, Laravel's
// encrypted environment, .NET user-secrets and Data Protection keys,
// dotenv-vault and dotenvx, Spring Cloud Config and Jasypt ciphers,
// hiera-eyaml and Chef encrypted data bags; Jenkins credentials.xml and
// its script console. Secrets: decrypted values, tokens, unseal and
// recovery keys, data keys in plaintext, master keys, private identities
// and base64 Secret data. Benign: ciphertexts, IVs, tags, MACs, key
// fingerprints, public recipients, ARNs, resource ids and URLs, version,
// lease, request and accessor ids, and references such as op:// and
// vault: paths. The case names start with "vault/".
func (g *G) vaultCases() {
	g.vaultSops()
	g.vaultAnsible()
	g.vaultK8s()
	g.vaultHashiCLI()
	g.vaultHashiAPI()
	g.vaultAWS()
	g.vaultGCP()
	g.vaultAzure()
	g.vault1Password()
	g.vaultBitwarden()
	g.vaultSaaS()
	g.vaultFileCrypto()
	g.vaultFrameworks()
	g.vaultJenkins()
	g.vaultChat()
}

// ---- values used only here ----

func (g *G) vaultTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// vaultB64r is standard base64 of random bytes that begin with prefix.
func (g *G) vaultB64r(prefix []byte, n int) string {
	return base64.StdEncoding.EncodeToString(append(append([]byte(nil), prefix...), g.bytes(n)...))
}

// vaultSopsEnc is one SOPS-encrypted value of an n-byte plaintext.
func (g *G) vaultSopsEnc(n int, typ string) string {
	return "ENC[AES256_GCM,data:" + g.b64(n) + ",iv:" + g.b64(32) + ",tag:" + g.b64(16) + ",type:" + typ + "]"
}

// vaultSopsMac is the encrypted MAC of a SOPS file.
func (g *G) vaultSopsMac() string { return g.vaultSopsEnc(64, "str") }

// vaultAgeBody is the base64 body of an age file for one X25519 recipient.
func (g *G) vaultAgeBody(extra int) string {
	raw := func(n int) string { return base64.RawStdEncoding.EncodeToString(g.bytes(n)) }
	hdr := "age-encryption.org/v1\n-> X25519 " + raw(32) + "\n" + raw(32) + "\n--- " + raw(32) + "\n"
	return base64.StdEncoding.EncodeToString(append([]byte(hdr), g.bytes(16+extra)...))
}

// vaultAgeArmor is an armored age file, its lines joined by sep.
func (g *G) vaultAgeArmor(extra int, sep string) string {
	body := strings.ReplaceAll(wrap(g.vaultAgeBody(extra), 64), "\n", sep)
	return "-----BEGIN AGE ENCRYPTED FILE-----" + sep + body + sep + "-----END AGE ENCRYPTED FILE-----"
}

// vaultAnsibleBody is an Ansible Vault 1.1 body (hex of salt, HMAC and
// ciphertext), lines joined by "\n"+indent.
func (g *G) vaultAnsibleBody(n int, indent string) string {
	inner := g.hex(64) + "\n" + g.hex(64) + "\n" + g.hex(n)
	return strings.ReplaceAll(wrap(hex.EncodeToString([]byte(inner)), 80), "\n", "\n"+indent)
}

// vaultKMS is an AWS KMS ciphertext blob.
func (g *G) vaultKMS(n int) string {
	return g.vaultB64r([]byte{0x01, 0x02, 0x02, 0x00, 0x78}, 150+n)
}

// vaultGKMS is a Google Cloud KMS ciphertext.
func (g *G) vaultGKMS(n int) string { return g.vaultB64r([]byte{0x0a, 0x24, 0x00}, 70+n) }

func (g *G) vaultTransit(n int) string { return "vault:v1:" + g.b64(28+n) }
func (g *G) vaultAccessor() string     { return g.an(24) }
func (g *G) vaultUnseal() string       { return g.b64(32) }
func (g *G) vaultRootTok() string      { return "hvs." + g.an(24) }
func (g *G) vaultBatch() string        { return "hvb.AAAAAQ" + g.b64u(130) }
func (g *G) vaultLegacy() string       { return "s." + g.an(24) }

// vaultDBPass is a password of Vault's database engine (older releases
// prefix "A1a-").
func (g *G) vaultDBPass() string {
	if g.r.IntN(2) == 0 {
		return "A1a-" + g.an(16)
	}
	return g.s(alAlnum+"-", 20)
}
func (g *G) vaultDBUser(role string) string {
	return "v-token-" + role + "-" + g.an(20) + "-" + g.digits(10)
}

// vaultSealed is a Sealed Secrets encryptedData value.
func (g *G) vaultSealed(n int) string { return g.vaultB64r([]byte{0x02, 0x00}, 540+n) }

// vaultJenkinsEnc is a Jenkins hudson.util.Secret in its stored form.
func (g *G) vaultJenkinsEnc(plain int) string {
	l := (plain/16 + 1) * 16
	b := []byte{1, 0, 0, 0, 16, 0, 0, 0, byte(l)}
	return "{" + g.vaultB64r(b, 16+l) + "}"
}

// vaultPGP is an armored PGP message, lines joined by sep.
func (g *G) vaultPGP(n int, sep string) string {
	body := wrap("hQIMA"+g.s(alB64, 560+n), 64) + "\n=" + g.s(alB64, 4)
	return "-----BEGIN PGP MESSAGE-----" + sep + sep + strings.ReplaceAll(body, "\n", sep) + sep + "-----END PGP MESSAGE-----"
}

func (g *G) vaultOpID() string { return g.s(alLowNum, 26) }
func (g *G) vaultAcct() string { return g.digits(12) }

// vaultBWS is a Bitwarden Secrets Manager access token.
func (g *G) vaultBWS() string {
	return "0." + g.uuid() + "." + g.an(30) + ":" + g.b64(16)
}

// vaultOPSecretKey is a 1Password account Secret Key.
func (g *G) vaultOPSecretKey() string {
	u := func(n int) string { return g.s("ABCDEFGHJKLMNPQRSTVWXYZ23456789", n) }
	return "A3-" + u(6) + "-" + u(6) + "-" + u(5) + "-" + u(5) + "-" + u(5) + "-" + u(5) + "-" + u(5)
}

// vaultDotenvx is a dotenvx "encrypted:" value (ECIES, uncompressed
// ephemeral key first).
func (g *G) vaultDotenvx(n int) string {
	return "encrypted:" + g.vaultB64r([]byte{0x04}, 64+32+n)
}

// vaultRailsEnc is an ActiveSupport::EncryptedFile body.
func (g *G) vaultRailsEnc(n int) string {
	return g.b64(n) + "--" + g.b64(12) + "--" + g.b64(16)
}

// vaultLaravelEnc is Laravel's encrypter payload.
func (g *G) vaultLaravelEnc(n int) string {
	esc := func(s string) string { return strings.ReplaceAll(s, "/", `\/`) }
	return b64s(`{"iv":"` + esc(g.b64(16)) + `","value":"` + esc(g.b64(n)) + `","mac":"` + g.hex(64) + `","tag":""}`)
}

// vaultEYAML is a hiera-eyaml PKCS7 value.
func (g *G) vaultEYAML() string {
	return "ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQEwDQYJKoZIhvcNAQEBBQAEggEA" + g.s(alB64, 300) + "]"
}
func (g *G) vaultHMAC() string { return "hmac-sha256:" + g.hex(64) }
func (g *G) vaultFP() string   { return g.s(alHexU, 40) }

func (g *G) vaultSops() {
	g.add("vault/sops-yaml-age-then-decrypt", `
$ cat secrets/prod.yaml
database:
    host: ENC[AES256_GCM,data:«_h»,iv:«_hi»,tag:«_ht»,type:str]
    password: «_p»
stripe:
    secret_key: «_s»
sops:
    age:
        - recipient: «_r»
          enc: |
            «_arm»
    lastmodified: "2025-03-11T09:41:07Z"
    mac: «_mac»
    unencrypted_suffix: _unencrypted
    version: 3.9.1
$ sops -d secrets/prod.yaml
database:
    host: pg-prod.internal
    password: «a»
stripe:
    secret_key: «b»
`, V{"_h": g.b64(16), "_hi": g.b64(32), "_ht": g.b64(16), "_p": g.vaultSopsEnc(22, "str"), "_s": g.vaultSopsEnc(107, "str"),
		"_r": g.agePublic(), "_arm": g.vaultAgeArmor(32, "\n            "), "_mac": g.vaultSopsMac(), "a": g.pwStrong(), "b": g.skLive()},
		"unencrypted_suffix: _unencrypted", "host: pg-prod.internal")

	g.add("vault/sops-json-kms-and-decrypted", `
$ cat config/secrets.enc.json
{
	"api_token": "«_t»",
	"webhook_secret": "«_w»",
	"sops": {
		"kms": [
			{
				"arn": "«_arn»",
				"created_at": "2025-01-20T14:02:51Z",
				"enc": "«_kms»",
				"aws_profile": ""
			}
		],
		"lastmodified": "2025-01-20T14:02:52Z",
		"mac": "«_mac»",
		"version": "3.8.1"
	}
}
$ sops --decrypt config/secrets.enc.json
{
	"api_token": "«a»",
	"webhook_secret": "«b»"
}
`, V{"_t": g.vaultSopsEnc(40, "str"), "_w": g.vaultSopsEnc(38, "str"), "_arn": "arn:aws:kms:eu-west-1:" + g.vaultAcct() + ":key/" + g.uuid(),
		"_kms": g.vaultKMS(30), "_mac": g.vaultSopsMac(), "a": g.ghp(), "b": g.whsec()}, `"version": "3.8.1"`)

	g.add("vault/sops-dotenv-and-exec-env", `
$ cat .env.enc
DATABASE_URL=«_d»
SENDGRID_API_KEY=«_s»
LOG_LEVEL_unencrypted=info
sops_age__list_0__map_enc=«_arm»
sops_age__list_0__map_recipient=«_r»
sops_lastmodified=2025-06-02T07:55:18Z
sops_mac=«_mac»
sops_unencrypted_suffix=_unencrypted
sops_version=3.9.0
$ sops exec-env .env.enc 'printenv SENDGRID_API_KEY DATABASE_URL'
«b»
postgres://app:«a»@db.internal:5432/app
`, V{"_d": g.vaultSopsEnc(60, "str"), "_s": g.vaultSopsEnc(69, "str"), "_arm": g.vaultAgeArmor(48, `\n`) + `\n`, "_r": g.agePublic(),
		"_mac": g.vaultSopsMac(), "a": g.pwURL(), "b": g.sendgrid()}, "LOG_LEVEL_unencrypted=info", "sops_version=3.9.0")

	g.add("vault/sops-ini-pgp-decrypt-extract", `
$ head -4 deploy/credentials.ini
[smtp]
user = ENC[AES256_GCM,data:«_u»,iv:«_ui»,tag:«_ut»,type:str]
password = «_p»

$ grep -A2 '^\[sops\]' deploy/credentials.ini
[sops]
pgp__list_0__map_fp = «_fp»
pgp__list_0__map_created_at = 2024-11-04T10:12:09Z
$ sops -d --extract '["smtp"]["password"]' deploy/credentials.ini
«a»
`, V{"_u": g.b64(20), "_ui": g.b64(32), "_ut": g.b64(16), "_p": g.vaultSopsEnc(16, "str"), "_fp": g.vaultFP(), "a": g.pw()},
		"pgp__list_0__map_created_at = 2024-11-04T10:12:09Z")

	g.add("vault/sops-gcp-kms-metadata-and-set", `
$ sops set secrets/staging.yaml '["redis"]["password"]' '"«a»"'
$ yq '.sops' secrets/staging.yaml
gcp_kms:
    - resource_id: projects/acme-staging/locations/global/keyRings/sops/cryptoKeys/sops-key
      created_at: "2025-02-14T16:30:00Z"
      enc: «_enc»
lastmodified: "2025-02-14T16:31:12Z"
mac: «_mac»
version: 3.9.1
`, V{"a": g.pwStrong(), "_enc": g.vaultGKMS(32), "_mac": g.vaultSopsMac()},
		"projects/acme-staging/locations/global/keyRings/sops/cryptoKeys/sops-key")

	g.add("vault/sops-azure-kv-metadata-decrypted-inline", `
The encrypted file is fine to commit:

    azure_kv:
        - vault_url: https://kv-acme-sops.vault.azure.net
          name: sops-key
          version: «_ver»
          created_at: "2025-04-01T08:00:00Z"
          enc: «_enc»

and this is what sops -d printed on my machine (do not commit):

    servicebus_connection: Endpoint=sb://acme-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»
`, V{"_ver": g.hex(32), "_enc": g.b64u(342), "a": g.b64(32)}, "https://kv-acme-sops.vault.azure.net")

	g.add("vault/sops-yaml-encrypted-regex-leaves-plaintext", `
# .sops.yaml
creation_rules:
  - path_regex: k8s/.*\.yaml$
    encrypted_regex: ^(data|stringData)$
    age: «_r1»,«_r2»
---
# k8s/api-secret.yaml after sops -e -i (annotations are outside the regex)
apiVersion: v1
kind: Secret
metadata:
    name: api
    annotations:
        acme.io/bootstrap-token: «a»
stringData:
    DB_PASSWORD: «_e»
`, V{"_r1": g.agePublic(), "_r2": g.agePublic(), "a": g.hex(40), "_e": g.vaultSopsEnc(24, "str")}, "encrypted_regex: ^(data|stringData)$")

	g.add("vault/sops-age-key-env-in-ci", `
# .github/workflows/deploy.yml (debug step, removed later)
      - name: decrypt
        env:
          SOPS_AGE_KEY: «a»
        run: sops -d secrets/prod.yaml > /tmp/prod.yaml
# the public half, listed in .sops.yaml:
#   age: «_pub»
`, V{"a": g.ageSecret(), "_pub": g.agePublic()}, "sops -d secrets/prod.yaml > /tmp/prod.yaml")

	g.add("vault/sops-helm-secrets-values", `
$ helm secrets decrypt charts/api/secrets.prod.yaml
auth:
  jwtSigningKey: «a»
  oidcClientSecret: «b»
$ git diff --stat
 charts/api/secrets.prod.yaml | 4 ++--
$ grep oidcClientSecret charts/api/secrets.prod.yaml
  oidcClientSecret: «_e»
`, V{"a": g.b64(48), "b": g.b64u(40), "_e": g.vaultSopsEnc(30, "str")}, "charts/api/secrets.prod.yaml")

	g.add("vault/sops-flux-decryption-secret", `
$ cat age.agekey |
  kubectl create secret generic sops-age \
  --namespace=flux-system \
  --from-file=age.agekey=/dev/stdin --dry-run=client -o yaml
apiVersion: v1
data:
  age.agekey: «a»
kind: Secret
metadata:
  name: sops-age
  namespace: flux-system
`, V{"a": b64s("# created: 2025-05-05T10:00:00Z\n# public key: " + g.agePublic() + "\n" + g.ageSecret() + "\n")}, "--namespace=flux-system")

	g.add("vault/sops-terraform-data-source-plan", `
data "sops_file" "db" {
  source_file = "secrets/db.enc.json"
}
# terraform console
> nonsensitive(data.sops_file.db.data["password"])
"«a»"
> data.sops_file.db.raw
(sensitive value)
# secrets/db.enc.json holds: "password": "«_e»"
`, V{"a": g.pwStrong(), "_e": g.vaultSopsEnc(26, "str")}, `source_file = "secrets/db.enc.json"`, "(sensitive value)")

	g.add("vault/sops-edit-diff-two-versions", `
$ git diff secrets/api.yaml
-    openai_key: «_o1»
+    openai_key: «_o2»
-    mac: «_m1»
+    mac: «_m2»
$ sops -d secrets/api.yaml | grep openai
    openai_key: «a»
`, V{"_o1": g.vaultSopsEnc(164, "str"), "_o2": g.vaultSopsEnc(164, "str"), "_m1": g.vaultSopsMac(), "_m2": g.vaultSopsMac(), "a": g.openai()}, "$ git diff secrets/api.yaml")

	g.add("vault/sops-json-int-and-bool-types", `
$ jq '.replicas, .feature_x, .signing' env/prod.enc.json
"ENC[AES256_GCM,data:«_i»,iv:«_ii»,tag:«_it»,type:int]"
"ENC[AES256_GCM,data:«_b»,iv:«_bi»,tag:«_bt»,type:bool]"
"«_s»"
$ sops -d env/prod.enc.json | jq -r .signing
«a»
`, V{"_i": g.b64(1), "_ii": g.b64(32), "_it": g.b64(16), "_b": g.b64(4), "_bi": g.b64(32), "_bt": g.b64(16), "_s": g.vaultSopsEnc(64, "str"), "a": g.hex(64)},
		"type:int]", "type:bool]")

	g.add("vault/sops-python-decrypt-print", `
>>> import subprocess, yaml
>>> out = subprocess.run(["sops", "-d", "secrets/worker.yaml"], capture_output=True, check=True).stdout
>>> yaml.safe_load(out)
{'rabbitmq': {'url': 'amqps://worker:«a»@mq.acme.internal:5671/prod'}, 'sentry_dsn': 'https://«=k»@o«=o».ingest.sentry.io/«=p»'}
>>> yaml.safe_load(open("secrets/worker.yaml"))["rabbitmq"]["url"]
'«_e»'
`, V{"a": g.pwURL(), "=k": g.hex(32), "=o": g.digits(6), "=p": g.digits(7), "_e": g.vaultSopsEnc(60, "str")}, "mq.acme.internal:5671/prod")

	g.add("vault/ksops-generator-and-kustomize-build", `
# secret-generator.yaml
apiVersion: viaduct.ai/v1
kind: ksops
metadata:
  name: app-secrets
files:
  - ./secrets.enc.yaml
$ kustomize build --enable-alpha-plugins --enable-exec overlays/prod | grep -A3 '^data:'
data:
  REDIS_PASSWORD: «a»
  SESSION_SECRET: «b»
`, V{"a": b64s(g.pwStrong()), "b": b64s(g.hex(64))}, "apiVersion: viaduct.ai/v1", "--enable-alpha-plugins --enable-exec")

	g.add("vault/sops-pgp-enc-armor-yaml", `
sops:
    pgp:
        - created_at: "2024-08-19T12:00:03Z"
          enc: |-
            «_pgp»
          fp: «_fp»
    lastmodified: "2024-08-19T12:00:04Z"
    mac: «_mac»
    version: 3.8.1
# decrypted value of the only key, as printed in the CI log by mistake:
#   slack_bot_token: «a»
`, V{"_pgp": g.vaultPGP(0, "\n            "), "_fp": g.vaultFP(), "_mac": g.vaultSopsMac(), "a": g.xoxb()}, "created_at: \"2024-08-19T12:00:03Z\"")
}

func (g *G) vaultAnsible() {
	g.add("vault/ansible-encrypted-file-then-view", `
$ cat group_vars/prod/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_body»
$ ansible-vault view group_vars/prod/vault.yml --vault-password-file .vault_pass
vault_db_password: «a»
vault_smtp_password: «b»
`, V{"_body": g.vaultAnsibleBody(96, ""), "a": g.pw(), "b": g.pwStrong()}, "$ANSIBLE_VAULT;1.1;AES256", "--vault-password-file .vault_pass")

	g.add("vault/ansible-encrypt-string-command-and-output", `
$ ansible-vault encrypt_string --vault-id prod@~/.ansible/prod.pass '«a»' --name 'grafana_admin_password'
Encryption successful
grafana_admin_password: !vault |
          $ANSIBLE_VAULT;1.2;AES256;prod
          «_body»
`, V{"a": g.pwStrong(), "_body": g.vaultAnsibleBody(64, "          ")}, "$ANSIBLE_VAULT;1.2;AES256;prod", "Encryption successful")

	g.add("vault/ansible-vault-pass-file", `
$ ls -la ~/.ansible/
-rw------- 1 dana dana   33 Feb  2 10:14 prod.pass
$ cat ~/.ansible/prod.pass
«a»
$ grep vault_password_file ansible.cfg
vault_password_file = ~/.ansible/prod.pass
`, V{"a": g.an(32)}, "vault_password_file = ~/.ansible/prod.pass")

	g.add("vault/ansible-debug-var-output", `
$ ansible -i inventories/prod web01 -m debug -a var=vault_redis_password --ask-vault-pass
Vault password:
web01 | SUCCESS => {
    "vault_redis_password": "«a»"
}
$ head -1 inventories/prod/group_vars/all/vault.yml
$ANSIBLE_VAULT;1.1;AES256
`, V{"a": g.pwStrong()}, "web01 | SUCCESS =>", "$ANSIBLE_VAULT;1.1;AES256")

	g.add("vault/ansible-inline-vault-with-plain-neighbour", `
# roles/api/defaults/main.yml
api_port: 8080
api_jwt_secret: !vault |
  $ANSIBLE_VAULT;1.1;AES256
  «_body»
# TODO encrypt this one too
api_sentry_auth_token: «a»
`, V{"_body": g.vaultAnsibleBody(80, "  "), "a": g.sentryUser()}, "api_port: 8080", "# TODO encrypt this one too")

	g.add("vault/ansible-decrypt-output-stdout", `
$ ansible-vault decrypt --output - files/tls/wildcard.key.vault
«a»
$ ansible-vault encrypt files/tls/wildcard.key
Encryption successful
`, func() V {
		k := g.ecPKCS8()
		return V{"a": k.block()}
	}(), "files/tls/wildcard.key.vault")

	g.add("vault/ansible-playbook-no-log-false-leak", `
TASK [postgres : create application role] ***************************************
changed: [db01] => (item={'name': 'billing', 'password': '«a»'})
changed: [db01] => (item={'name': 'reporting', 'password': '«b»'})
TASK [postgres : show vault header] **********************************************
ok: [db01] => {"msg": "$ANSIBLE_VAULT;1.1;AES256"}
`, V{"a": g.pw(), "b": g.pwStrong()}, "TASK [postgres : create application role]")

	g.add("vault/ansible-vault-env-password-ci", `
# .gitlab-ci.yml
deploy:
  variables:
    ANSIBLE_VAULT_PASSWORD: "«a»"
  script:
    - echo "$ANSIBLE_VAULT_PASSWORD" > .vault_pass
    - ansible-playbook site.yml --vault-password-file .vault_pass
`, V{"a": g.pwStrong()}, "--vault-password-file .vault_pass")

	g.add("vault/ansible-rekey-and-view-json", `
$ ansible-vault rekey --new-vault-password-file ~/.ansible/new.pass host_vars/bastion/vault.json
Rekey successful
$ ansible-vault view host_vars/bastion/vault.json
{"vault_bastion_ssh_passphrase": "«a»", "vault_wireguard_private_key": "«b»"}
$ head -2 host_vars/bastion/vault.json
$ANSIBLE_VAULT;1.1;AES256
«_line»
`, func() V {
		priv, _ := g.wireguard()
		return V{"a": g.pw(), "b": priv, "_line": g.hex(80)}
	}(), "Rekey successful")

	g.add("vault/ansible-awx-credential-json", `
$ awx credentials get 14 -f json
{
  "id": 14,
  "name": "prod vault password",
  "credential_type": 3,
  "inputs": {
    "vault_id": "prod",
    "vault_password": "$encrypted$"
  }
}
$ awx credentials create --name "db admin" --credential_type "Machine" --inputs '{"username": "postgres", "password": "«a»"}'
`, V{"a": g.pwStrong()}, `"vault_password": "$encrypted$"`, `"vault_id": "prod"`)

	g.add("vault/ansible-lookup-hashi-vault-and-token", `
- name: read db password from Vault
  ansible.builtin.set_fact:
    db_password: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/billing/db:password url=https://vault.acme.internal:8200') }}"
  environment:
    VAULT_TOKEN: «a»
`, V{"a": g.vaultTok()}, "secret=secret/data/billing/db:password", "https://vault.acme.internal:8200")

	g.add("vault/ansible-vault-view-multi-secrets-yaml", `
$ EDITOR=cat ansible-vault edit group_vars/all/vault.yml
---
vault_cloudflare_api_token: «a»
vault_datadog_api_key: «b»
vault_backup_s3:
  access_key: «c»
  secret_key: «d»
`, V{"a": g.cfToken(), "b": g.hex(32), "c": g.awsID(), "d": g.awsSecret()}, "EDITOR=cat ansible-vault edit")
}

func (g *G) vaultK8s() {
	p1 := g.pwStrong()

	g.add("vault/k8s-sealedsecret-and-source-secret", `
$ cat db-secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: db-credentials
  namespace: billing
stringData:
  password: «a»
$ kubeseal --controller-namespace kube-system --format yaml < db-secret.yaml > db-sealed.yaml
$ cat db-sealed.yaml
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: db-credentials
  namespace: billing
spec:
  encryptedData:
    password: «_enc»
  template:
    metadata:
      name: db-credentials
      namespace: billing
`, V{"a": p1, "_enc": g.vaultSealed(len(p1))}, "apiVersion: bitnami.com/v1alpha1")

	g.add("vault/k8s-kubeseal-raw-from-literal", `
$ echo -n '«a»' | kubeseal --raw --namespace payments --name stripe --from-file=/dev/stdin
«_enc»
`, V{"a": g.skLive(), "_enc": g.vaultSealed(107)}, "--raw --namespace payments --name stripe")

	g.add("vault/k8s-sealed-secrets-master-key-backup", `
$ kubectl get secret -n kube-system -l sealedsecrets.bitnami.com/sealed-secrets-key -o yaml | head -12
apiVersion: v1
items:
- apiVersion: v1
  data:
    tls.crt: «_crt»
    tls.key: «a»
  kind: Secret
  metadata:
    name: sealed-secrets-key«_sfx»
    namespace: kube-system
`, V{"_crt": b64s(g.certPEM().block()), "a": b64s(g.pkcs8RSAPEM().block()), "_sfx": g.s(alLowNum, 5)}, "sealedsecrets.bitnami.com/sealed-secrets-key")

	u := "app"
	pw := g.pw()

	g.add("vault/k8s-get-secret-yaml-base64-data", `
$ kubectl get secret db-credentials -n billing -o yaml
apiVersion: v1
data:
  password: «a»
  username: «=u»
kind: Secret
metadata:
  creationTimestamp: "2025-05-19T08:14:27Z"
  name: db-credentials
  namespace: billing
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(pw), "=u": b64s(u), "_rv": g.digits(8), "_uid": g.uuid()}, "type: Opaque")

	tok := g.glpat()

	g.add("vault/k8s-jsonpath-base64-decode", `
$ kubectl -n ci get secret gitlab-runner -o jsonpath='{.data.runner-token}'
«a»
$ kubectl -n ci get secret gitlab-runner -o jsonpath='{.data.runner-token}' | base64 -d
«b»
`, V{"a": b64s(tok), "b": tok}, "{.data.runner-token}")

	g.add("vault/k8s-get-secret-json-multiple-keys", `
$ kubectl get secret api-env -o json | jq .data
{
  "OPENAI_API_KEY": "«a»",
  "REDIS_URL": "«b»",
  "NODE_ENV": "«=n»"
}
`, V{"a": b64s(g.openai()), "b": b64s("rediss://default:" + g.an(32) + "@redis.acme.internal:6380"), "=n": b64s("production")}, "jq .data")

	g.add("vault/k8s-externalsecret-ref-and-synced", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: billing-db
spec:
  refreshInterval: 1h
  secretStoreRef:
    kind: ClusterSecretStore
    name: aws-secretsmanager
  target:
    name: billing-db
  data:
    - secretKey: password
      remoteRef:
        key: prod/billing/db
        property: password
---
$ kubectl get secret billing-db -o go-template='{{.data.password | base64decode}}'
«a»
`, V{"a": g.pwStrong()}, "key: prod/billing/db", "name: aws-secretsmanager")

	g.add("vault/k8s-eso-fake-provider-inline", `
apiVersion: external-secrets.io/v1beta1
kind: SecretStore
metadata:
  name: local-dev
spec:
  provider:
    fake:
      data:
        - key: /dev/github/token
          value: «a»
          version: v1
        - key: /dev/mapbox/public
          value: «_pk»
`, V{"a": g.ghFine(), "_pk": "pk.eyJ1IjoiYWNtZSIsImEiOiJ" + g.b64u(20) + "." + g.b64u(22)}, "key: /dev/github/token")

	g.add("vault/k8s-eso-vault-store-token-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: vault-token
  namespace: external-secrets
stringData:
  token: «a»
---
apiVersion: external-secrets.io/v1beta1
kind: ClusterSecretStore
metadata:
  name: vault-backend
spec:
  provider:
    vault:
      server: https://vault.acme.internal:8200
      path: secret
      version: v2
      auth:
        tokenSecretRef:
          name: vault-token
          key: token
`, V{"a": g.vaultTok()}, "https://vault.acme.internal:8200", "tokenSecretRef:")

	g.add("vault/k8s-csi-secretproviderclass-and-mount", `
apiVersion: secrets-store.csi.x-k8s.io/v1
kind: SecretProviderClass
metadata:
  name: api-aws-secrets
spec:
  provider: aws
  parameters:
    objects: |
      - objectName: "«_arn»"
        objectAlias: "db-password"
---
$ kubectl exec deploy/api -- ls /mnt/secrets-store
db-password
$ kubectl exec deploy/api -- cat /mnt/secrets-store/db-password
«a»
`, V{"_arn": "arn:aws:secretsmanager:us-east-1:" + g.vaultAcct() + ":secret:prod/api/db-" + g.an(6), "a": g.pwStrong()}, "secrets-store.csi.x-k8s.io/v1")

	g.add("vault/k8s-csi-azure-keyvault-class-and-env", `
spec:
  provider: azure
  parameters:
    keyvaultName: kv-acme-prod
    tenantId: «_t»
    userAssignedIdentityID: «_c»
    objects: |
      array:
        - |
          objectName: cosmos-primary-key
          objectType: secret
$ kubectl exec -it orders-6f7d9c-2xkqp -- printenv COSMOS_KEY
«a»
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.b64(64)}, "keyvaultName: kv-acme-prod", "objectName: cosmos-primary-key")

	g.add("vault/k8s-vso-staticsecret-and-data", `
apiVersion: secrets.hashicorp.com/v1beta1
kind: VaultStaticSecret
metadata:
  name: webapp
spec:
  type: kv-v2
  mount: kvv2
  path: webapp/config
  destination:
    name: webapp-secret
    create: true
$ kubectl get secret webapp-secret -o jsonpath='{.data._raw}' | base64 -d
{"data":{"api_key":"«a»"},"metadata":{"created_time":"2025-04-07T10:22:13.118Z","version":4}}
`, V{"a": g.an(40)}, "path: webapp/config", "secrets.hashicorp.com/v1beta1")

	g.add("vault/k8s-vault-agent-injector-annotations-and-file", `
      annotations:
        vault.hashicorp.com/agent-inject: "true"
        vault.hashicorp.com/role: "orders"
        vault.hashicorp.com/agent-inject-secret-db: "database/creds/orders"
$ kubectl exec orders-0 -c orders -- cat /vault/secrets/db
username: «_u»
password: «a»
`, V{"_u": g.vaultDBUser("orders"), "a": g.vaultDBPass()}, `vault.hashicorp.com/agent-inject-secret-db: "database/creds/orders"`)

	g.add("vault/k8s-argocd-vault-plugin-placeholders", `
# manifests/secret.yaml
kind: Secret
metadata:
  name: api
  annotations:
    avp.kubernetes.io/path: "secret/data/api"
stringData:
  STRIPE_KEY: <stripe_key>
  DB_PASSWORD: <path:secret/data/api/db#password>
$ argocd-vault-plugin generate manifests/ | grep -A2 stringData
stringData:
  STRIPE_KEY: «a»
  DB_PASSWORD: «b»
`, V{"a": g.rkLive(), "b": g.pw()}, "<path:secret/data/api/db#password>", "<stripe_key>")

	g.add("vault/k8s-vals-refs-and-eval", `
$ cat values.yaml
postgres:
  password: ref+vault://secret/data/billing#/db/password
  replicationPassword: ref+awssecrets://prod/billing/replication
  dsn: ref+sops://secrets.enc.yaml#/dsn
$ vals eval -f values.yaml
postgres:
  dsn: postgresql://billing:«a»@pg-primary:5432/billing
  password: «b»
  replicationPassword: «c»
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.an(28)}, "ref+vault://secret/data/billing#/db/password", "ref+awssecrets://prod/billing/replication")

	g.add("vault/k8s-encryption-config-aescbc", `
# /etc/kubernetes/enc/enc.yaml
apiVersion: apiserver.config.k8s.io/v1
kind: EncryptionConfiguration
resources:
  - resources: [secrets]
    providers:
      - aescbc:
          keys:
            - name: key1
              secret: «a»
      - identity: {}
`, V{"a": g.b64(32)}, "kind: EncryptionConfiguration", "- identity: {}")

	g.add("vault/k8s-etcdctl-encrypted-vs-identity", `
$ ETCDCTL_API=3 etcdctl get /registry/secrets/billing/db-credentials | hexdump -C | head -3
00000000  2f 72 65 67 69 73 74 72  79 2f 73 65 63 72 65 74  |/registry/secret|
00000010  73 2f 62 69 6c 6c 69 6e  67 2f 64 62 2d 63 72 65  |s/billing/db-cre|
00000020  64 65 6e 74 69 61 6c 73  0a 6b 38 73 3a 65 6e 63  |dentials.k8s:enc|
$ ETCDCTL_API=3 etcdctl get /registry/secrets/legacy/smtp | strings | grep -A1 password
password
«a»
`, V{"a": g.pw()}, "|dentials.k8s:enc|")

	reg := g.dockerPAT()

	g.add("vault/k8s-dockerconfigjson-secret", `
$ kubectl get secret regcred -o jsonpath='{.data.\.dockerconfigjson}' | base64 -d
{"auths":{"https://index.docker.io/v1/":{"username":"acmebot","password":"«a»","auth":"«b»"}}}
`, V{"a": reg, "b": b64s("acmebot:" + reg)}, `"username":"acmebot"`)
}

func (g *G) vaultHashiCLI() {
	g.add("vault/hcv-kv-get-table", `
$ vault kv get -mount=secret billing/prod
====== Secret Path ======
secret/data/billing/prod

======= Metadata =======
Key                Value
---                -----
created_time       2025-04-14T09:12:55.481726Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            7

====== Data ======
Key                Value
---                -----
db_password        «a»
stripe_secret      «b»
`, V{"a": g.pwStrong(), "b": g.skLive()}, "secret/data/billing/prod", "created_time       2025-04-14T09:12:55.481726Z")

	g.add("vault/hcv-kv-get-json", `
$ vault kv get -format=json secret/checkout/api
{
  "request_id": "«_rq»",
  "lease_id": "",
  "lease_duration": 0,
  "renewable": false,
  "data": {
    "data": {
      "adyen_api_key": "«a»",
      "hmac_key": "«b»"
    },
    "metadata": {
      "created_time": "2025-02-27T16:40:03.99214Z",
      "custom_metadata": null,
      "deletion_time": "",
      "destroyed": false,
      "version": 3
    }
  },
  "warnings": null
}
`, V{"_rq": g.uuid(), "a": "AQE" + g.b64u(120), "b": strings.ToUpper(g.hex(64))}, `"version": 3`)

	g.add("vault/hcv-kv-put-command-and-metadata", `
$ vault kv put secret/notify/twilio account_sid=«_sid» auth_token=«a»
===== Secret Path =====
secret/data/notify/twilio

======= Metadata =======
Key                Value
---                -----
created_time       2025-06-03T11:02:41.2213Z
version            1
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "secret/data/notify/twilio")

	g.add("vault/hcv-read-database-creds", `
$ vault read database/creds/readonly
Key                Value
---                -----
lease_id           database/creds/readonly/«_l»
lease_duration     1h
lease_renewable    true
password           «a»
username           «_u»
`, V{"_l": g.an(24), "a": g.vaultDBPass(), "_u": g.vaultDBUser("readonly")}, "lease_duration     1h")

	g.add("vault/hcv-token-create-output", `
$ vault token create -policy=ci-deploy -ttl=24h -display-name=gha
Key                  Value
---                  -----
token                «a»
token_accessor       «_acc»
token_duration       24h
token_renewable      true
token_policies       ["ci-deploy" "default"]
identity_policies    []
policies             ["ci-deploy" "default"]
`, V{"a": g.vaultTok(), "_acc": g.vaultAccessor()}, `token_policies       ["ci-deploy" "default"]`)

	g.add("vault/hcv-operator-init-output", `
$ vault operator init -key-shares=3 -key-threshold=2
Unseal Key 1: «a»
Unseal Key 2: «b»
Unseal Key 3: «c»

Initial Root Token: «d»

Vault initialized with 3 key shares and a key threshold of 2. Please securely
distribute the key shares printed above.
`, V{"a": g.vaultUnseal(), "b": g.vaultUnseal(), "c": g.vaultUnseal(), "d": g.vaultRootTok()}, "Vault initialized with 3 key shares and a key threshold of 2.")

	g.add("vault/hcv-operator-init-json-recovery", `
$ vault operator init -recovery-shares=1 -recovery-threshold=1 -format=json
{
  "unseal_keys_b64": [],
  "unseal_keys_hex": [],
  "unseal_shares": 1,
  "unseal_threshold": 1,
  "recovery_keys_b64": [
    "«a»"
  ],
  "recovery_keys_hex": [
    "«b»"
  ],
  "recovery_keys_shares": 1,
  "recovery_keys_threshold": 1,
  "root_token": "«c»"
}
`, V{"a": g.vaultUnseal(), "b": g.hex(64), "c": g.vaultRootTok()}, `"recovery_keys_threshold": 1`)

	g.add("vault/hcv-operator-unseal-history", `
$ history | grep unseal
  412  vault operator unseal «a»
  413  vault operator unseal «b»
  414  vault status | grep Sealed
$ vault status | grep -E 'Sealed|Cluster ID'
Sealed                  false
Cluster ID              «_cid»
`, V{"a": g.vaultUnseal(), "b": g.vaultUnseal(), "_cid": g.uuid()}, "Sealed                  false")

	g.add("vault/hcv-login-userpass-output", `
$ vault login -method=userpass username=dana password='«a»'
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.

Key                    Value
---                    -----
token                  «b»
token_accessor         «_acc»
token_duration         8h
token_renewable        true
token_policies         ["default" "dev-read"]
token_meta_username    dana
`, V{"a": g.pw(), "b": g.vaultTok(), "_acc": g.vaultAccessor()}, "token_meta_username    dana")

	g.add("vault/hcv-approle-secret-id-and-accessor", `
$ vault read auth/approle/role/jenkins/role-id
Key        Value
---        -----
role_id    «=rid»
$ vault write -f auth/approle/role/jenkins/secret-id
Key                   Value
---                   -----
secret_id             «a»
secret_id_accessor    «_acc»
secret_id_num_uses    0
secret_id_ttl         0s
`, V{"=rid": g.uuid(), "a": g.uuid(), "_acc": g.uuid()}, "secret_id_num_uses    0")

	g.add("vault/hcv-wrap-ttl-wrapping-token", `
$ vault kv get -wrap-ttl=10m secret/onboarding/dana
Key                              Value
---                              -----
wrapping_token:                  «a»
wrapping_accessor:               «_acc»
wrapping_token_ttl:              10m
wrapping_token_creation_time:    2025-05-20 09:41:13.12 +0000 UTC
wrapping_token_creation_path:    secret/data/onboarding/dana
`, V{"a": g.vaultTok(), "_acc": g.vaultAccessor()}, "secret/data/onboarding/dana")

	g.add("vault/hcv-unwrap-output", `
$ vault unwrap «a»
Key                  Value
---                  -----
data                 map[laptop_disk_password:«b» vpn_psk:«c»]
metadata             map[created_time:2025-05-20T09:40:58.31Z version:1]
`, V{"a": g.vaultTok(), "b": g.pw(), "c": g.an(32)}, "metadata             map[created_time:2025-05-20T09:40:58.31Z version:1]")

	g.add("vault/hcv-transit-encrypt-decrypt", `
$ vault write transit/encrypt/cards plaintext=$(echo -n "4111111111111111" | base64)
Key            Value
---            -----
ciphertext     «_ct»
key_version    1
$ vault write -field=plaintext transit/decrypt/cards ciphertext=«_ct2» | base64 -d
«a»
`, V{"_ct": g.vaultTransit(16), "_ct2": g.vaultTransit(24), "a": g.s(alAlnum, 28)}, "key_version    1")

	g.add("vault/hcv-transit-datakey-plaintext", `
$ vault write -f transit/datakey/plaintext/backups
Key            Value
---            -----
ciphertext     «_ct»
key_version    2
plaintext      «a»
`, V{"_ct": g.vaultTransit(32), "a": g.b64(32)}, "transit/datakey/plaintext/backups")

	g.add("vault/hcv-transit-export-key", `
$ vault read transit/export/encryption-key/orders
Key     Value
---     -----
keys    map[1:«a» 2:«b»]
name    orders
type    aes256-gcm96
`, V{"a": g.b64(32), "b": g.b64(32)}, "type    aes256-gcm96")

	g.add("vault/hcv-pki-issue-private-key", `
$ vault write -format=json pki_int/issue/internal common_name=api.acme.internal ttl=72h | jq '{serial_number, expiration, private_key_type, private_key}'
{
  "serial_number": "«_sn»",
  "expiration": 1748601600,
  "private_key_type": "rsa",
  "private_key": "«a»"
}
`, func() V {
		k := g.rsaPEM()
		sn := strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 20), ":")
		return V{"_sn": sn, "a": jsonEsc(k.block())}
	}(), `"private_key_type": "rsa"`)

	g.add("vault/hcv-aws-creds-engine", `
$ vault read aws/creds/deploy
Key                Value
---                -----
lease_id           aws/creds/deploy/«_l»
lease_duration     768h
lease_renewable    true
access_key         «a»
secret_key         «b»
security_token     <nil>
`, V{"_l": g.an(24), "a": g.awsID(), "b": g.awsSecret()}, "security_token     <nil>")

	g.add("vault/hcv-consul-creds-accessor", `
$ vault read consul/creds/web
Key                Value
---                -----
lease_id           consul/creds/web/«_l»
lease_duration     768h
lease_renewable    true
accessor           «_acc»
consul_namespace   n/a
local              false
partition          n/a
token              «a»
`, V{"_l": g.an(24), "_acc": g.uuid(), "a": g.uuid()}, "consul_namespace   n/a")

	g.add("vault/hcv-ssh-otp-creds", `
$ vault write ssh/creds/otp_key_role ip=10.0.4.21
Key                Value
---                -----
lease_id           ssh/creds/otp_key_role/«_l»
lease_duration     768h
lease_renewable    false
ip                 10.0.4.21
key                «a»
key_type           otp
port               22
username           ubuntu
`, V{"_l": g.an(24), "a": g.uuid()}, "key_type           otp")

	g.add("vault/hcv-generate-root-otp-decode", `
$ vault operator generate-root -init
A One-Time-Password has been generated for you and is shown in the OTP field.
You will need this value to decode the resulting root token, so keep it safe.
Nonce         «_n»
Started       true
Progress      0/3
Complete      false
OTP           «a»
OTP Length    28
$ vault operator generate-root -decode=«=enc» -otp=«a»
«b»
`, V{"_n": g.uuid(), "a": g.an(28), "=enc": g.b64u(38), "b": g.vaultRootTok()}, "OTP Length    28")

	g.add("vault/hcv-token-lookup-self", `
$ vault token lookup
Key                 Value
---                 -----
accessor            «_acc»
creation_time       1748433001
creation_ttl        768h
display_name        github-dana
entity_id           «_ent»
expire_time         2025-06-29T11:50:01.4421Z
id                  «a»
issue_time          2025-05-28T11:50:01.442113Z
policies            [default dev-read]
`, V{"_acc": g.vaultAccessor(), "_ent": g.uuid(), "a": g.vaultTok()}, "display_name        github-dana")

	g.add("vault/hcv-vault-token-file-and-env", `
$ cat ~/.vault-token
«a»
$ env | grep ^VAULT_
VAULT_ADDR=https://vault.acme.internal:8200
VAULT_NAMESPACE=admin/platform
VAULT_TOKEN=«b»
`, V{"a": g.vaultTok(), "b": g.vaultBatch()}, "VAULT_ADDR=https://vault.acme.internal:8200", "VAULT_NAMESPACE=admin/platform")

	g.add("vault/hcv-legacy-tokens-log", `
2021-08-14T09:12:44Z [INFO] deploy: vault login ok, token=«a» accessor=«_acc» policies=[deploy]
2021-08-14T09:12:45Z [INFO] deploy: using batch token «b» for worker pool
2021-08-14T09:12:45Z [INFO] deploy: request_id=«_rq» path=secret/deploy/config
`, V{"a": g.vaultLegacy(), "_acc": g.vaultAccessor(), "b": "b.AAAAAQ" + g.b64u(110), "_rq": g.uuid()}, "path=secret/deploy/config")

	g.add("vault/hcv-database-config-root-credentials", `
$ vault write database/config/orders-pg \
    plugin_name=postgresql-database-plugin \
    connection_url="postgresql://{{username}}:{{password}}@pg-orders.internal:5432/orders?sslmode=require" \
    allowed_roles="orders-rw,orders-ro" \
    username="vaultadmin" \
    password="«a»"
Success! Data written to: database/config/orders-pg
`, V{"a": g.pwStrong()}, "postgresql://{{username}}:{{password}}@pg-orders.internal:5432/orders", "Success! Data written to: database/config/orders-pg")

	g.add("vault/hcv-kv-metadata-and-rollback-get", `
$ vault kv metadata get secret/billing/prod | sed -n '1,6p'
======= Metadata Path =======
secret/metadata/billing/prod
cas_required            false
current_version         7
$ vault kv get -version=6 -field=db_password secret/billing/prod
«a»
`, V{"a": g.pwStrong()}, "secret/metadata/billing/prod", "current_version         7")
}

func (g *G) vaultHashiAPI() {
	g.add("vault/hcv-curl-kv-v2-api", `
$ curl -s -H "X-Vault-Token: «a»" https://vault.acme.internal:8200/v1/secret/data/search/es | jq
{
  "request_id": "«_rq»",
  "lease_id": "",
  "renewable": false,
  "data": {
    "data": {
      "elastic_password": "«b»"
    },
    "metadata": {"created_time": "2025-03-02T07:11:09.55Z", "version": 2}
  }
}
`, V{"a": g.vaultTok(), "_rq": g.uuid(), "b": g.an(20)}, "https://vault.acme.internal:8200/v1/secret/data/search/es")

	g.add("vault/hcv-curl-approle-login-response", `
$ curl -s --request POST --data '{"role_id":"«=rid»","secret_id":"«a»"}' $VAULT_ADDR/v1/auth/approle/login | jq .auth
{
  "client_token": "«b»",
  "accessor": "«_acc»",
  "policies": ["default", "etl"],
  "lease_duration": 1200,
  "renewable": true,
  "entity_id": "«_ent»",
  "token_type": "service"
}
`, V{"=rid": g.uuid(), "a": g.uuid(), "b": g.vaultTok(), "_acc": g.vaultAccessor(), "_ent": g.uuid()}, `"token_type": "service"`)

	g.add("vault/hcv-audit-log-hmac-vs-raw", `
$ tail -n2 /var/log/vault/audit.log | jq -c '{type, auth: .auth.client_token, path: .request.path, data: .response.data}'
{"type":"response","auth":"«_h1»","path":"secret/data/app","data":{"password":"«_h2»"}}
{"type":"response","auth":"«a»","path":"secret/data/app","data":{"password":"«b»"}}
# the second line comes from the socket device that was enabled with log_raw=true
`, V{"_h1": g.vaultHMAC(), "_h2": g.vaultHMAC(), "a": g.vaultTok(), "b": g.pwStrong()}, "log_raw=true")

	g.add("vault/hcv-agent-config-and-rendered-template", `
# agent.hcl
auto_auth {
  method "approle" {
    config = {
      role_id_file_path   = "/etc/vault/role-id"
      secret_id_file_path = "/etc/vault/secret-id"
    }
  }
}
template {
  contents    = "{{ with secret \"secret/data/api\" }}API_KEY={{ .Data.data.key }}{{ end }}"
  destination = "/run/secrets/api.env"
}
$ cat /run/secrets/api.env
API_KEY=«a»
`, V{"a": g.hex(48)}, "/etc/vault/secret-id", `{{ with secret \"secret/data/api\" }}`)

	g.add("vault/hcv-nomad-template-and-alloc-fs", `
      template {
        data = <<EOH
{{ with secret "kv/data/payments" }}
MOLLIE_API_KEY={{ .Data.data.mollie }}
{{ end }}
EOH
        destination = "secrets/file.env"
        env         = true
      }
$ nomad alloc fs «_alloc» payments/secrets/file.env

MOLLIE_API_KEY=«a»
`, V{"_alloc": g.uuid()[:8], "a": "live_" + g.an(30)}, `{{ with secret "kv/data/payments" }}`)

	g.add("vault/hcv-go-client-hardcoded-token", `
client, err := vault.New(vault.WithAddress("https://vault.acme.internal:8200"))
if err != nil {
	log.Fatal(err)
}
if err := client.SetToken("«a»"); err != nil {
	log.Fatal(err)
}
s, err := client.Secrets.KvV2Read(ctx, "ledger", vault.WithMountPath("secret"))
`, V{"a": g.vaultTok()}, `client.Secrets.KvV2Read(ctx, "ledger", vault.WithMountPath("secret"))`)

	g.add("vault/hcv-python-hvac-print", `
>>> import hvac
>>> c = hvac.Client(url="https://vault.acme.internal:8200", token="«a»")
>>> c.secrets.kv.v2.read_secret_version(path="ml/wandb")["data"]["data"]
{'WANDB_API_KEY': '«b»'}
`, V{"a": g.vaultTok(), "b": g.hex(40)}, `path="ml/wandb"`)

	g.add("vault/hcv-terraform-provider-and-data", `
provider "vault" {
  address = "https://vault.acme.internal:8200"
  token   = "«a»"
}
data "vault_kv_secret_v2" "db" {
  mount = "secret"
  name  = "billing/prod"
}
`, V{"a": g.vaultTok()}, `name  = "billing/prod"`)

	g.add("vault/hcv-transit-ciphertexts-in-db-and-log", `
orders=# SELECT id, card_token FROM payments LIMIT 2;
  id  |                            card_token
------+-------------------------------------------------------------------
 1041 | «_c1»
 1042 | «_c2»
$ kubectl logs deploy/payments | grep decrypted
level=debug msg="decrypted card token" id=1042 plaintext=«a»
`, V{"_c1": g.vaultTransit(24), "_c2": g.vaultTransit(24), "a": g.s(alUpNum, 24)}, "msg=\"decrypted card token\"")

	g.add("vault/hcv-transit-hmac-and-sign-benign-with-token", `
$ VAULT_TOKEN=«a» vault write transit/hmac/webhooks input=$(base64 <<< "payload")
Key     Value
---     -----
hmac    «_h»
$ vault write transit/sign/release-key input=$(base64 < dist/checksums.txt)
Key            Value
---            -----
key_version    1
signature      «_s»
`, V{"a": g.vaultTok(), "_h": "vault:v1:" + g.b64(32), "_s": "vault:v1:" + g.b64(64)}, "transit/sign/release-key")

	g.add("vault/hcp-vault-secrets-open", `
$ hcp vault-secrets secrets open stripe_webhook_secret --app=checkout
Secret Name:    stripe_webhook_secret
Type:           kv
Created At:     2025-03-30T10:11:12.000Z
Latest Version: 3
Value:          «a»
$ export HCP_CLIENT_ID=«_cid»
$ export HCP_CLIENT_SECRET=«b»
`, V{"a": g.whsec(), "_cid": g.an(32), "b": g.an(64)}, "--app=checkout", "Latest Version: 3")
}

func (g *G) vaultAWS() {
	acct := g.vaultAcct()
	arn := func(name string) string {
		return "arn:aws:secretsmanager:eu-central-1:" + acct + ":secret:" + name + "-" + g.an(6)
	}
	a1 := arn("prod/billing/db")

	g.add("vault/aws-sm-get-secret-value-json-string", `
$ aws secretsmanager get-secret-value --secret-id prod/billing/db
{
    "ARN": "«_arn»",
    "Name": "prod/billing/db",
    "VersionId": "«_v»",
    "SecretString": "{\"username\":\"billing\",\"password\":\"«a»\",\"engine\":\"postgres\",\"host\":\"billing.cluster-«=h».eu-central-1.rds.amazonaws.com\",\"port\":5432}",
    "VersionStages": [
        "AWSCURRENT"
    ],
    "CreatedDate": "2025-04-22T10:14:31.902000+02:00"
}
`, V{"_arn": a1, "_v": g.uuid(), "a": g.pwStrong(), "=h": g.s(alLowNum, 12)}, `"Name": "prod/billing/db"`)

	g.add("vault/aws-sm-query-secretstring-text", `
$ aws secretsmanager get-secret-value --secret-id prod/github-app --query SecretString --output text
«a»
$ aws secretsmanager describe-secret --secret-id prod/github-app --query '[ARN,KmsKeyId]' --output text
«_arn»	«_kms»
`, V{"a": g.ghs(), "_arn": arn("prod/github-app"), "_kms": "arn:aws:kms:eu-central-1:" + acct + ":key/" + g.uuid()}, "--query SecretString --output text")

	g.add("vault/aws-sm-create-secret-command-and-output", `
$ aws secretsmanager create-secret --name prod/sendgrid --secret-string '«a»' --kms-key-id alias/app-secrets
{
    "ARN": "«_arn»",
    "Name": "prod/sendgrid",
    "VersionId": "«_v»"
}
`, V{"a": g.sendgrid(), "_arn": arn("prod/sendgrid"), "_v": g.uuid()}, "--kms-key-id alias/app-secrets")

	g.add("vault/aws-sm-get-random-password", `
$ aws secretsmanager get-random-password --password-length 32 --exclude-characters '"@/\' --output json
{
    "RandomPassword": "«a»"
}
`, V{"a": g.s(alAlnum+"!#%*+-.:=?^_~", 32)}, "--password-length 32")

	g.add("vault/aws-sm-put-secret-value-rotation-log", `
START RequestId: «_r» Version: $LATEST
[INFO] createSecret: Successfully put secret for ARN «_arn» and version «_v».
[INFO] setSecret: Successfully set password for user billing in PostgreSQL DB for secret arn «_arn».
[DEBUG] pending secret: {"username": "billing", "password": "«a»", "host": "billing-db.internal"}
END RequestId: «_r»
`, V{"_r": g.uuid(), "_arn": a1, "_v": g.uuid(), "a": g.s(alAlnum+"!#%*+-.:=?^_~", 32)}, "setSecret: Successfully set password for user billing")

	g.add("vault/aws-sm-batch-get-secret-value", `
$ aws secretsmanager batch-get-secret-value --secret-id-list prod/datadog prod/pagerduty --query 'SecretValues[].[Name,SecretString]' --output text
prod/datadog	«a»
prod/pagerduty	«b»
`, V{"a": g.hex(32), "b": "u+" + g.b64u(18)}, "prod/datadog", "prod/pagerduty")

	g.add("vault/aws-ssm-get-parameter-with-and-without-decryption", `
$ aws ssm get-parameter --name /prod/api/jwt-secret --query Parameter.Value --output text
«_ct»
$ aws ssm get-parameter --name /prod/api/jwt-secret --with-decryption --query Parameter.Value --output text
«a»
`, V{"_ct": g.vaultKMS(64), "a": g.hex(64)}, "--with-decryption --query Parameter.Value --output text")

	g.add("vault/aws-ssm-get-parameters-by-path-json", `
$ aws ssm get-parameters-by-path --path /prod/checkout --with-decryption
{
    "Parameters": [
        {
            "Name": "/prod/checkout/adyen-api-key",
            "Type": "SecureString",
            "Value": "«a»",
            "Version": 4,
            "LastModifiedDate": "2025-03-12T09:00:41.118000+01:00",
            "ARN": "arn:aws:ssm:eu-west-1:«_acct»:parameter/prod/checkout/adyen-api-key",
            "DataType": "text"
        },
        {
            "Name": "/prod/checkout/adyen-merchant-account",
            "Type": "String",
            "Value": "AcmeShopECOM",
            "Version": 1,
            "ARN": "arn:aws:ssm:eu-west-1:«_acct»:parameter/prod/checkout/adyen-merchant-account",
            "DataType": "text"
        }
    ]
}
`, V{"a": "AQE" + g.b64u(110), "_acct": acct}, `"Value": "AcmeShopECOM"`, `"Type": "SecureString"`)

	g.add("vault/aws-ssm-put-parameter-securestring", `
$ aws ssm put-parameter --name /staging/slack/bot-token --type SecureString --value «a» --key-id alias/aws/ssm --overwrite
{
    "Version": 3,
    "Tier": "Standard"
}
`, V{"a": g.xoxb()}, `"Tier": "Standard"`, "--key-id alias/aws/ssm")

	g.add("vault/aws-kms-encrypt-blob-and-decrypt", `
$ aws kms encrypt --key-id alias/backup --plaintext fileb://<(echo -n '«a»') --query CiphertextBlob --output text
«_ct»
$ aws kms decrypt --ciphertext-blob fileb://<(echo «_ct» | base64 -d) --query Plaintext --output text | base64 -d
«a»
`, V{"a": g.pwStrong(), "_ct": g.vaultKMS(30)}, "--key-id alias/backup")

	g.add("vault/aws-kms-generate-data-key", `
$ aws kms generate-data-key --key-id alias/envelope --key-spec AES_256
{
    "CiphertextBlob": "«_ct»",
    "Plaintext": "«a»",
    "KeyId": "arn:aws:kms:us-east-1:«_acct»:key/«_kid»"
}
`, V{"_ct": g.vaultKMS(32), "a": g.b64(32), "_acct": acct, "_kid": g.uuid()}, "--key-spec AES_256")

	g.add("vault/aws-lambda-env-kms-encrypted-and-plain", `
$ aws lambda get-function-configuration --function-name thumbnailer --query Environment
{
    "Variables": {
        "BUCKET": "acme-thumbs",
        "IMGIX_TOKEN_ENCRYPTED": "«_ct»",
        "CLOUDINARY_URL": "cloudinary://«=k»:«a»@acme"
    }
}
`, V{"_ct": g.vaultKMS(32), "=k": g.digits(15), "a": g.b64u(27)}, `"BUCKET": "acme-thumbs"`)

	g.add("vault/aws-cfn-dynamic-reference-and-describe", `
  DBInstance:
    Type: AWS::RDS::DBInstance
    Properties:
      MasterUsername: '{{resolve:secretsmanager:prod/orders/db:SecretString:username}}'
      MasterUserPassword: '{{resolve:secretsmanager:prod/orders/db:SecretString:password}}'
# old template, still in git history:
#     MasterUserPassword: «a»
`, V{"a": g.pw()}, "{{resolve:secretsmanager:prod/orders/db:SecretString:password}}")

	g.add("vault/aws-ecs-task-secrets-valuefrom-and-inspect", `
"secrets": [
  {"name": "DB_PASSWORD", "valueFrom": "«_arn»:password::"},
  {"name": "API_KEY", "valueFrom": "arn:aws:ssm:eu-central-1:«_acct»:parameter/prod/api/key"}
]
$ docker inspect $(docker ps -q --filter name=ecs-api) --format '{{json .Config.Env}}'
["DB_PASSWORD=«a»","API_KEY=«b»","AWS_REGION=eu-central-1"]
`, V{"_arn": arn("prod/api/db"), "_acct": acct, "a": g.pwStrong(), "b": g.an(40)}, "AWS_REGION=eu-central-1")

	g.add("vault/aws-params-secrets-extension-curl", `
$ curl -s -H "X-Aws-Parameters-Secrets-Token: $AWS_SESSION_TOKEN" "http://localhost:2773/secretsmanager/get?secretId=prod/openai"
{"ARN":"«_arn»","Name":"prod/openai","SecretString":"«a»","VersionId":"«_v»","VersionStages":["AWSCURRENT"]}
`, V{"_arn": arn("prod/openai"), "a": g.openai(), "_v": g.uuid()}, "http://localhost:2773/secretsmanager/get?secretId=prod/openai")

	g.add("vault/aws-chamber-list-and-read", `
$ chamber list billing
Key             Version   LastModified       User
db_password     3         04-12 09:41:17     arn:aws:iam::«_acct»:user/dana
stripe_key      1         02-02 14:03:55     arn:aws:iam::«_acct»:user/dana
$ chamber read -q billing stripe_key
«a»
$ chamber export --format dotenv billing | head -1
DB_PASSWORD="«b»"
`, V{"_acct": acct, "a": g.skLive(), "b": g.pw()}, "Key             Version   LastModified       User")
}

func (g *G) vaultGCP() {
	proj := g.digits(12)

	g.add("vault/gcp-sm-versions-access-raw", `
$ gcloud secrets versions list stripe-secret-key --project acme-prod
NAME  STATE     CREATED              DESTROYED
3     enabled   2025-04-02T09:11:41  -
2     disabled  2025-01-15T15:02:19  -
$ gcloud secrets versions access latest --secret=stripe-secret-key --project acme-prod
«a»
`, V{"a": g.skLive()}, "NAME  STATE     CREATED              DESTROYED", "--secret=stripe-secret-key")

	g.add("vault/gcp-sm-access-payload-data-base64", `
$ gcloud secrets versions access 5 --secret=jwt-signing --format=json
{
  "name": "projects/«_p»/secrets/jwt-signing/versions/5",
  "payload": {
    "data": "«a»",
    "dataCrc32c": "«_crc»"
  }
}
`, V{"_p": proj, "a": b64s(g.b64u(64)), "_crc": g.digits(10)}, `"name": "projects/`)

	g.add("vault/gcp-sm-create-from-stdin", `
$ printf '%s' '«a»' | gcloud secrets create mailjet-secret --data-file=- --replication-policy=automatic
Created version [1] of the secret [mailjet-secret].
$ gcloud secrets describe mailjet-secret --format='value(name)'
projects/«_p»/secrets/mailjet-secret
`, V{"a": g.hex(32), "_p": proj}, "Created version [1] of the secret [mailjet-secret].")

	g.add("vault/gcp-sm-python-client-print", `
>>> from google.cloud import secretmanager
>>> c = secretmanager.SecretManagerServiceClient()
>>> name = "projects/acme-prod/secrets/anthropic-key/versions/latest"
>>> c.access_secret_version(name=name).payload.data.decode()
'«a»'
`, V{"a": g.anthropic()}, `name = "projects/acme-prod/secrets/anthropic-key/versions/latest"`)

	g.add("vault/gcp-cloud-run-set-secrets-vs-env-vars", `
$ gcloud run deploy api --image europe-docker.pkg.dev/acme-prod/apps/api:1.42.0 \
    --set-secrets=DB_PASSWORD=db-password:latest,STRIPE_KEY=stripe-secret-key:3 \
    --set-env-vars=SENTRY_ENV=prod,POSTMARK_TOKEN=«a»
`, V{"a": g.uuid()}, "--set-secrets=DB_PASSWORD=db-password:latest,STRIPE_KEY=stripe-secret-key:3", "SENTRY_ENV=prod")

	g.add("vault/gcp-berglas-refs-and-access", `
$ cat app.yaml
env_variables:
  DATABASE_PASSWORD: sm://acme-prod/db-password
  REDIS_AUTH: berglas://acme-secrets/redis-auth
$ berglas access sm://acme-prod/db-password
«a»
$ berglas access berglas://acme-secrets/redis-auth
«b»
`, V{"a": g.pwStrong(), "b": g.an(32)}, "sm://acme-prod/db-password", "berglas://acme-secrets/redis-auth")

	g.add("vault/gcp-kms-encrypt-ciphertext-and-plaintext", `
$ echo -n '«a»' | gcloud kms encrypt --location global --keyring app --key config \
    --plaintext-file - --ciphertext-file - | base64 -w0
«_ct»
`, V{"a": g.pwStrong(), "_ct": g.vaultGKMS(30)}, "--keyring app --key config")

	g.add("vault/gcp-sm-rest-access-with-bearer", `
$ curl -s -H "Authorization: Bearer «a»" \
    "https://secretmanager.googleapis.com/v1/projects/«_p»/secrets/sentry-token/versions/latest:access"
{
  "name": "projects/«_p»/secrets/sentry-token/versions/2",
  "payload": {
    "data": "«b»",
    "dataCrc32c": "«_crc»"
  }
}
`, V{"a": g.ya29(), "_p": proj, "b": b64s(g.sentryUser()), "_crc": g.digits(9)}, "https://secretmanager.googleapis.com/v1/projects/")
}

func (g *G) vaultAzure() {
	g.add("vault/azure-kv-secret-show-json", `
$ az keyvault secret show --vault-name kv-acme-prod --name sql-admin-password
{
  "attributes": {
    "created": "2025-02-10T08:41:03+00:00",
    "enabled": true,
    "expires": null,
    "recoverableDays": 90,
    "recoveryLevel": "Recoverable+Purgeable",
    "updated": "2025-02-10T08:41:03+00:00"
  },
  "contentType": null,
  "id": "https://kv-acme-prod.vault.azure.net/secrets/sql-admin-password/«_ver»",
  "kid": null,
  "managed": null,
  "name": "sql-admin-password",
  "tags": {},
  "value": "«a»"
}
`, V{"_ver": g.hex(32), "a": g.pwStrong()}, `"recoveryLevel": "Recoverable+Purgeable"`)

	g.add("vault/azure-kv-secret-show-query-value", `
$ az keyvault secret show --vault-name kv-acme-shared --name openai-key --query value -o tsv
«a»
$ az keyvault secret list-versions --vault-name kv-acme-shared --name openai-key --query '[].id' -o tsv
https://kv-acme-shared.vault.azure.net/secrets/openai-key/«_v1»
https://kv-acme-shared.vault.azure.net/secrets/openai-key/«_v2»
`, V{"a": g.openai(), "_v1": g.hex(32), "_v2": g.hex(32)}, "--query value -o tsv")

	g.add("vault/azure-kv-secret-set-echoes-value", `
$ az keyvault secret set --vault-name kv-acme-prod --name storage-key --value «a» --query '{id:id, value:value}'
{
  "id": "https://kv-acme-prod.vault.azure.net/secrets/storage-key/«_v»",
  "value": "«a»"
}
`, V{"a": g.azStorage(), "_v": g.hex(32)}, "https://kv-acme-prod.vault.azure.net/secrets/storage-key/")

	g.add("vault/azure-appservice-kv-reference-and-plain-setting", `
$ az webapp config appsettings list -g rg-shop -n shop-api -o table
Name                        Value                                                                                   SlotSetting
--------------------------  --------------------------------------------------------------------------------------  -----------
DB_PASSWORD                 @Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/db-password/)  False
ASPNETCORE_ENVIRONMENT      Production                                                                              False
SENDGRID_KEY                «a»                                                   False
`, V{"a": g.sendgrid()}, "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/db-password/)")

	g.add("vault/azure-kv-rest-get-secret", `
GET https://kv-acme-prod.vault.azure.net/secrets/redis-primary?api-version=7.4
Authorization: Bearer «a»

HTTP/1.1 200 OK
x-ms-request-id: «_rq»
{"value":"«b»","id":"https://kv-acme-prod.vault.azure.net/secrets/redis-primary/«_v»","attributes":{"enabled":true,"created":1739177214,"updated":1739177214,"recoveryLevel":"Recoverable+Purgeable"}}
`, V{"a": g.jwt("RS256", `{"aud":"https://vault.azure.net","iss":"https://sts.windows.net/`+g.uuid()+`/","exp":1739180814}`), "_rq": g.uuid(), "b": g.b64(32), "_v": g.hex(32)}, "api-version=7.4")

	g.add("vault/azure-kv-key-encrypt-result", `
$ az keyvault key encrypt --vault-name kv-acme-prod --name wrap-key --algorithm RSA-OAEP-256 --value «a» --data-type plaintext
{
  "algorithm": "RSA-OAEP-256",
  "kid": "https://kv-acme-prod.vault.azure.net/keys/wrap-key/«_v»",
  "result": "«_r»"
}
`, V{"a": g.b64(32), "_v": g.hex(32), "_r": g.b64(256)}, `"algorithm": "RSA-OAEP-256"`)

	g.add("vault/azure-app-config-kv-ref-and-connection-string", `
$ az appconfig kv list -n appcs-acme --key 'Payments:*' --query '[].{key:key, value:value}'
[
  {"key": "Payments:ApiKey", "value": "{\"uri\":\"https://kv-acme-prod.vault.azure.net/secrets/payments-api-key\"}"},
  {"key": "Payments:Region", "value": "westeurope"}
]
$ echo $APPCONFIG_CONNECTION_STRING
Endpoint=https://appcs-acme.azconfig.io;Id=«=id»;Secret=«a»
`, V{"=id": g.s(alAlnum, 4) + "-l0-s0:" + g.s(alAlnum, 20), "a": g.b64(32)}, `{"key": "Payments:Region", "value": "westeurope"}`)

	g.add("vault/azure-dotnet-secretclient-log", `
info: Program[0]
      Loaded secret 'ServiceBus--ConnectionString' version «_v» from https://kv-acme-prod.vault.azure.net/
dbug: Program[0]
      ServiceBus--ConnectionString = Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=«a»
`, V{"_v": g.hex(32), "a": g.b64(32)}, "Loaded secret 'ServiceBus--ConnectionString'")
}

func (g *G) vault1Password() {
	g.add("vault/op-read-reference", `
$ op read "op://Production/Stripe/secret key"
«a»
$ op read op://Production/Postgres/password
«b»
`, V{"a": g.skLive(), "b": g.pwStrong()}, `op://Production/Stripe/secret key`, "op://Production/Postgres/password")

	g.add("vault/op-item-get-reveal-text", `
$ op item get "Mailgun SMTP" --vault Infra --reveal
ID:          «_id»
Title:       Mailgun SMTP
Vault:       Infra («_vid»)
Created:     8 months ago
Updated:     2 weeks ago by Dana K
Favorite:    false
Version:     4
Category:    LOGIN
Fields:
  username:    postmaster@mg.acme.io
  password:    «a»
URLs:
  website: https://app.mailgun.com (primary)
`, V{"_id": g.vaultOpID(), "_vid": g.vaultOpID(), "a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.acme.io", "https://app.mailgun.com")

	g.add("vault/op-item-get-json-fields", `
$ op item get «_id» --format json --reveal | jq '.fields[] | {label, value, reference}'
{
  "label": "username",
  "value": "svc-etl",
  "reference": "op://Data/«_id»/username"
}
{
  "label": "credential",
  "value": "«a»",
  "reference": "op://Data/«_id»/credential"
}
`, V{"_id": g.vaultOpID(), "a": g.airtable()}, `"value": "svc-etl"`)

	g.add("vault/op-inject-template-and-result", `
$ cat config.tpl.yml
database:
  password: {{ op://Dev/postgres-local/password }}
github:
  token: {{ op://Dev/GitHub PAT/token }}
$ op inject -i config.tpl.yml -o config.yml && cat config.yml
database:
  password: «a»
github:
  token: «b»
`, V{"a": g.pw(), "b": g.ghp()}, "{{ op://Dev/postgres-local/password }}", "{{ op://Dev/GitHub PAT/token }}")

	g.add("vault/op-run-masked-and-no-masking", `
$ cat .env.tpl
ANTHROPIC_API_KEY=op://AI/anthropic/credential
$ op run --env-file .env.tpl -- printenv ANTHROPIC_API_KEY
<concealed by 1Password>
$ op run --no-masking --env-file .env.tpl -- printenv ANTHROPIC_API_KEY
«a»
`, V{"a": g.anthropic()}, "<concealed by 1Password>", "ANTHROPIC_API_KEY=op://AI/anthropic/credential")

	g.add("vault/op-service-account-token-env", `
# .github/workflows/release.yml
      - uses: 1password/load-secrets-action@v2
        with:
          export-env: true
        env:
          OP_SERVICE_ACCOUNT_TOKEN: «a»
          NPM_TOKEN: op://CI/npm-publish/credential
`, V{"a": g.opToken()}, "op://CI/npm-publish/credential", "1password/load-secrets-action@v2")

	g.add("vault/op-signin-session-export", `
$ eval $(op signin --account acme)
$ op signin --account acme --raw
«a»
$ env | grep OP_SESSION
OP_SESSION_«_uid»=«a»
`, V{"a": g.b64u(43), "_uid": g.s(alUpNum, 26)}, "op signin --account acme --raw")

	g.add("vault/op-emergency-kit-secret-key", `
1Password Emergency Kit (transcribed by the user into the chat)
Sign-in address: acme.1password.com
Email: dana@acme.io
Secret Key: «a»
Master password: «b»
`, V{"a": g.vaultOPSecretKey(), "b": g.pw() + " " + g.pick(pwWords...)}, "Sign-in address: acme.1password.com")

	g.add("vault/op-connect-token-and-api", `
$ export OP_CONNECT_HOST=http://op-connect.internal:8080
$ export OP_CONNECT_TOKEN=«a»
$ curl -s -H "Authorization: Bearer $OP_CONNECT_TOKEN" $OP_CONNECT_HOST/v1/vaults/«_v»/items/«_i» | jq -r '.fields[] | select(.purpose=="PASSWORD") | .value'
«b»
`, V{"a": g.jwt("ES256", `{"1password.com/auuid":"`+g.s(alUpNum, 26)+`","1password.com/token":"`+g.b64u(32)+`","1password.com/fts":["vaultaccess"],"aud":["com.1password.connect"],"iat":1736951011,"iss":"com.1password.b5","jti":"`+g.vaultOpID()+`","sub":"`+g.s(alUpNum, 26)+`"}`),
		"_v": g.vaultOpID(), "_i": g.vaultOpID(), "b": g.pwStrong()}, "OP_CONNECT_HOST=http://op-connect.internal:8080")

	g.add("vault/op-kamal-secrets-fetch-and-print", `
# .kamal/secrets
SECRETS=$(kamal secrets fetch --adapter 1password --account acme --from Production/Rails REGISTRY_PASSWORD RAILS_MASTER_KEY)
REGISTRY_PASSWORD=$(kamal secrets extract REGISTRY_PASSWORD $SECRETS)
$ kamal secrets print
REGISTRY_PASSWORD=«a»
RAILS_MASTER_KEY=«b»
`, V{"a": g.dockerPAT(), "b": g.hex(32)}, "kamal secrets fetch --adapter 1password")

	g.add("vault/op-document-get-private-key", `
$ op document get "deploy key (prod)" --vault Infra
«a»
$ op item get "deploy key (prod)" --fields label=fingerprint
SHA256:«_fp»
`, func() V {
		k, _ := g.sshEd25519("deploy@prod")
		return V{"a": k.block(), "_fp": g.b64(32)[:43]}
	}(), `op document get "deploy key (prod)" --vault Infra`)
}

func (g *G) vaultBitwarden() {
	g.add("vault/bw-unlock-session", `
$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the BW_SESSION environment variable. ex:
$ export BW_SESSION="«a»"
> $env:BW_SESSION="«a»"
`, V{"a": g.b64(64)}, "Your vault is now unlocked!")

	g.add("vault/bw-get-item-json", `
$ bw get item "AWS root" | jq '{id, organizationId, login: {username: .login.username, password: .login.password, totp: .login.totp}, revisionDate}'
{
  "id": "«_id»",
  "organizationId": "«_org»",
  "login": {
    "username": "aws-root@acme.io",
    "password": "«a»",
    "totp": "otpauth://totp/Amazon%20Web%20Services:aws-root@acme.io?secret=«b»&issuer=Amazon%20Web%20Services"
  },
  "revisionDate": "2025-03-04T12:40:11.213Z"
}
`, V{"_id": g.uuid(), "_org": g.uuid(), "a": g.pwStrong(), "b": g.totp()}, `"username": "aws-root@acme.io"`)

	g.add("vault/bw-get-password-pipe", `
$ bw get password «_id» --session "$BW_SESSION" | xclip -selection clipboard
$ bw get password github.com
«a»
`, V{"_id": g.uuid(), "a": g.pw()}, `--session "$BW_SESSION"`)

	g.add("vault/bw-login-apikey-env", `
$ export BW_CLIENTID=user.«_u»
$ export BW_CLIENTSECRET=«a»
$ bw login --apikey
You are logged in!
`, V{"_u": g.uuid(), "a": g.an(30)}, "You are logged in!")

	g.add("vault/bws-access-token-and-secret-get", `
$ export BWS_ACCESS_TOKEN=«a»
$ bws secret get «_sid»
{
  "object": "secret",
  "id": "«_sid»",
  "organizationId": "«_org»",
  "projectId": "«_proj»",
  "key": "POSTGRES_PASSWORD",
  "value": "«b»",
  "note": "",
  "creationDate": "2025-01-29T10:02:41.2216Z",
  "revisionDate": "2025-04-14T08:55:12.0981Z"
}
`, V{"a": g.vaultBWS(), "_sid": g.uuid(), "_org": g.uuid(), "_proj": g.uuid(), "b": g.pwStrong()}, `"key": "POSTGRES_PASSWORD"`)

	g.add("vault/bws-run-and-gha", `
      - uses: bitwarden/sm-action@v2
        with:
          access_token: ${{ secrets.BW_ACCESS_TOKEN }}
          secrets: |
            «_s1» > DOCKERHUB_TOKEN
            «_s2» > SENTRY_AUTH_TOKEN
# local run, token pasted for the debug session:
$ bws run --access-token «a» -- ./deploy.sh
`, V{"_s1": g.uuid(), "_s2": g.uuid(), "a": g.vaultBWS()}, "${{ secrets.BW_ACCESS_TOKEN }}", "bitwarden/sm-action@v2")

	g.add("vault/bw-export-encrypted-vs-plain", `
$ bw export --format encrypted_json --output vault.enc.json && jq -c '.items[0].login' vault.enc.json
{"username":"2.«_iv1»|«_ct1»|«_mac1»","password":"2.«_iv2»|«_ct2»|«_mac2»"}
$ bw export --format csv --output - | sed -n 2p
,,login,grafana admin,,,0,https://grafana.acme.internal,admin,«a»,
`, V{"_iv1": g.b64(16), "_ct1": g.b64(16), "_mac1": g.b64(32), "_iv2": g.b64(16), "_ct2": g.b64(32), "_mac2": g.b64(32), "a": g.pw()},
		"https://grafana.acme.internal", "--format encrypted_json")

	g.add("vault/vaultwarden-admin-token-plain-and-argon", `
# /opt/vaultwarden/.env
DOMAIN=https://vault.acme.home
SIGNUPS_ALLOWED=false
# ADMIN_TOKEN=«a»
ADMIN_TOKEN='$argon2id$v=19$m=65540,t=3,p=4$«=salt»$«=hash»'
`, V{"a": g.b64(48), "=salt": g.b64(32)[:43], "=hash": g.b64(32)[:43]}, "SIGNUPS_ALLOWED=false", "DOMAIN=https://vault.acme.home")
}

func (g *G) vaultSaaS() {
	g.add("vault/doppler-secrets-table", `
$ doppler secrets --project api --config prd --only-names=false
┌──────────────────┬──────────────────────────────────────────────┬──────────────────────────────────────────────┐
│ NAME             │ VALUE                                        │ NOTE                                         │
├──────────────────┼──────────────────────────────────────────────┼──────────────────────────────────────────────┤
│ DOPPLER_CONFIG   │ prd                                          │                                              │
│ DOPPLER_PROJECT  │ api                                          │                                              │
│ RESEND_API_KEY   │ «a»                                          │ rotated in March                             │
│ SESSION_SECRET   │ «b»                                          │                                              │
└──────────────────┴──────────────────────────────────────────────┴──────────────────────────────────────────────┘
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "b": g.hex(32)}, "│ DOPPLER_PROJECT  │ api", "rotated in March")

	g.add("vault/doppler-secrets-get-plain-and-token", `
$ export DOPPLER_TOKEN=«a»
$ doppler secrets get DATABASE_URL --plain
postgres://api:«b»@db.acme.internal:5432/api?sslmode=require
`, V{"a": g.doppler(), "b": g.pwURL()}, "doppler secrets get DATABASE_URL --plain")

	g.add("vault/doppler-download-json-and-cli-token", `
$ doppler configure get token --plain
«a»
$ doppler secrets download --no-file --format json | jq '{TWILIO_AUTH_TOKEN, TWILIO_ACCOUNT_SID}'
{
  "TWILIO_AUTH_TOKEN": "«b»",
  "TWILIO_ACCOUNT_SID": "«_sid»"
}
`, V{"a": "dp.ct." + g.an(43), "b": g.hex(32), "_sid": g.twilioSID()}, "doppler configure get token --plain")

	g.add("vault/doppler-personal-and-sa-tokens-terraform", `
provider "doppler" {
  doppler_token = "«a»"
}
resource "doppler_service_token" "ci" {
  project = "web"
  config  = "ci"
  name    = "github-actions"
  access  = "read"
}
# output: doppler_service_token.ci.key = «b»
`, V{"a": "dp.pt." + g.an(43), "b": "dp.st.ci." + g.an(43)}, `name    = "github-actions"`)

	g.add("vault/infisical-export-and-service-token", `
$ INFISICAL_TOKEN=«a» infisical export --env=prod --path=/api --format=dotenv
STRIPE_WEBHOOK_SECRET='«b»'
FEATURE_FLAGS_URL='https://flags.acme.io/v1'
`, V{"a": "st." + g.hex(24) + "." + g.hex(32) + "." + g.hex(32), "b": g.whsec()}, "FEATURE_FLAGS_URL='https://flags.acme.io/v1'", "--env=prod --path=/api")

	g.add("vault/infisical-universal-auth-login", `
$ infisical login --method=universal-auth --client-id=«_cid» --client-secret=«a» --silent --plain
«b»
$ cat .infisical.json
{
    "workspaceId": "«_ws»",
    "defaultEnvironment": "dev",
    "gitBranchToEnvironmentMapping": null
}
`, V{"_cid": g.uuid(), "a": g.hex(64), "b": g.jwt("HS256", `{"identityId":"`+g.uuid()+`","clientSecretId":"`+g.uuid()+`","authTokenType":"identityAccessToken","iat":1744790000,"exp":1744797200}`), "_ws": g.uuid()},
		`"defaultEnvironment": "dev"`)

	g.add("vault/infisical-secrets-get-table", `
$ infisical secrets get GEMINI_API_KEY ALGOLIA_ADMIN_KEY --env=staging
┌───────────────────┬──────────────────────────────────────────┬─────────────┐
│ SECRET NAME       │ SECRET VALUE                             │ SECRET TYPE │
├───────────────────┼──────────────────────────────────────────┼─────────────┤
│ GEMINI_API_KEY    │ «a»  │ shared      │
│ ALGOLIA_ADMIN_KEY │ «b» │ shared      │
└───────────────────┴──────────────────────────────────────────┴─────────────┘
`, V{"a": g.googleKey(), "b": g.hex(32)}, "│ SECRET NAME       │ SECRET VALUE")

	g.add("vault/akeyless-auth-and-get-secret-value", `
$ akeyless auth --access-id p-«_id» --access-type access_key --access-key «a»
Authentication succeeded.
Token: «b»
$ akeyless get-secret-value --name /prod/payments/adyen-hmac --token «b»
«c»
`, V{"_id": g.s(alLowNum, 12), "a": g.b64(32), "b": "t-" + g.hex(32), "c": strings.ToUpper(g.hex(64))}, "Authentication succeeded.", "/prod/payments/adyen-hmac")

	g.add("vault/akeyless-dynamic-secret-json", `
$ akeyless dynamic-secret get-value --name /prod/db/mysql-readonly --json
{
  "id": "«_id»",
  "password": "«a»",
  "ttl_in_minutes": "60",
  "user": "tmp_ro_«_u»"
}
`, V{"_id": "tmp_ro_" + g.s(alLowNum, 10), "a": g.an(24), "_u": g.s(alLowNum, 10)}, `"ttl_in_minutes": "60"`)

	g.add("vault/conjur-variable-get-and-api-key", `
$ conjur host rotate-api-key -i host/ci/jenkins
«a»
$ conjur variable get -i prod/billing/db/password
«b»
$ conjur whoami
{"client_ip":"10.0.4.17","user_agent":"Go-http-client/1.1","account":"acme","username":"dana","token_issued_at":"2025-05-12T09:02:11.000+00:00"}
`, V{"a": g.s(alLowNum, 55), "b": g.pwStrong()}, `"account":"acme"`, "prod/billing/db/password")

	g.add("vault/conjur-netrc-and-conjurrc", `
$ cat ~/.conjurrc
---
account: acme
appliance_url: https://conjur.acme.internal
cert_file: "/home/dana/conjur-acme.pem"
$ cat ~/.netrc
machine https://conjur.acme.internal/authn
  login dana
  password «a»
`, V{"a": g.s(alLowNum, 55)}, "appliance_url: https://conjur.acme.internal", "machine https://conjur.acme.internal/authn")

	g.add("vault/keeper-ksm-notation-and-output", `
$ ksm init default «a»
$ ksm secret notation keeper://«_uid»/field/password
«b»
# docker-compose.yml
    environment:
      DB_PASS: keeper://«_uid»/field/password
`, V{"a": "US:" + g.b64u(43), "_uid": g.b64u(22), "b": g.pwStrong()}, "/field/password")

	g.add("vault/credhub-get-password", `
$ credhub get -n /concourse/main/pipeline/db-password
id: «_id»
name: /concourse/main/pipeline/db-password
type: password
value: «a»
version_created_at: "2025-02-19T11:41:22Z"
$ credhub get -n /concourse/main/pipeline/db-password -k value -q
«a»
`, V{"_id": g.uuid(), "a": g.s(alAlnum, 30)}, "type: password", "/concourse/main/pipeline/db-password")

	g.add("vault/credhub-generate-user-json", `
$ credhub generate -n /bosh/cf/uaa-admin -t user -z admin -j
{
  "id": "«_id»",
  "name": "/bosh/cf/uaa-admin",
  "type": "user",
  "value": {
    "password": "«a»",
    "password_hash": "$6$«=salt»$«=h»",
    "username": "admin"
  },
  "version_created_at": "2025-04-04T09:00:00Z"
}
`, V{"_id": g.uuid(), "a": g.s(alAlnum, 30), "=salt": g.s(alAlnum, 8), "=h": g.s(alAlnum+"./", 86)}, `"name": "/bosh/cf/uaa-admin"`)

	g.add("vault/pulumi-esc-open-and-definition", `
$ esc env get acme/prod --definition | sed -n 1,6p
values:
  stripe:
    secretKey:
      fn::secret:
        ciphertext: «_ct»
  region: eu-west-1
$ esc env open acme/prod --format json | jq .stripe
{
  "secretKey": "«a»"
}
`, V{"_ct": "ZXNjeAAAAA" + g.b64(120), "a": g.skLive()}, "esc env get acme/prod --definition", "region: eu-west-1")

	g.add("vault/pulumi-config-secure-and-show-secrets", `
$ cat Pulumi.prod.yaml
encryptionsalt: v1:«_salt»:v1:«_n»:«_c»
config:
  aws:region: eu-west-1
  app:dbPassword:
    secure: v1:«_n2»:«_c2»
$ pulumi config --show-secrets --stack prod
KEY            VALUE
aws:region     eu-west-1
dbPassword     «a»
`, V{"_salt": g.b64(8), "_n": g.b64(12), "_c": g.b64(32), "_n2": g.b64(12), "_c2": g.b64(40), "a": g.pw()}, "aws:region     eu-west-1")

	g.add("vault/teller-show-and-export", `
$ teller show
[prod/db] DB_PASSWORD   = Lim*****
[prod/api] MAPBOX_SECRET = sk.e*****
$ teller export env
DB_PASSWORD=«a»
MAPBOX_SECRET=«b»
`, V{"a": "Lime" + g.an(14), "b": g.mapboxSK()}, "DB_PASSWORD   = Lim*****", "teller export env")
}

func (g *G) vaultFileCrypto() {
	g.add("vault/git-crypt-locked-xxd-then-unlocked", `
$ git-crypt status -e
    encrypted: config/secrets.env
$ xxd config/secrets.env | head -2
00000000: 0047 4954 4352 5950 5400 «_n1»  .GITCRYPT.......
00000010: «_n2»  ................
$ git-crypt unlock ~/keys/acme-repo.key && cat config/secrets.env
MAILERSEND_API_TOKEN=«a»
REDIS_PASSWORD=«b»
`, V{"_n1": g.hex(4) + " " + g.hex(4) + " " + g.hex(4), "_n2": g.hex(4) + " " + g.hex(4) + " " + g.hex(4) + " " + g.hex(4) + " " + g.hex(4) + " " + g.hex(4) + " " + g.hex(4) + " " + g.hex(4), "a": "mlsn." + g.hex(64), "b": g.pwStrong()},
		"encrypted: config/secrets.env", ".GITCRYPT.......")

	g.add("vault/git-crypt-export-key-base64-ci", `
$ git-crypt export-key /tmp/repo.key && base64 -w0 /tmp/repo.key
«a»
# then in GitLab: Settings > CI/CD > Variables > GIT_CRYPT_KEY (masked)
$ ls .git-crypt/keys/default/0/
«_fp».gpg
`, V{"a": g.vaultB64r([]byte("\x00GITCRYPTKEY\x00\x00\x00\x02\x00\x00\x00\x00"), 136), "_fp": g.vaultFP()}, "GIT_CRYPT_KEY (masked)")

	g.add("vault/git-crypt-gitattributes-and-plain-leak", `
$ cat .gitattributes
secrets/** filter=git-crypt diff=git-crypt
*.key filter=git-crypt diff=git-crypt
$ git-crypt status | grep 'NOT ENCRYPTED'
not encrypted: secrets.local.env *** WARNING: staged/committed version is NOT ENCRYPTED! ***
$ git show HEAD:secrets.local.env
HUBSPOT_TOKEN=«a»
`, V{"a": g.hubspot()}, "secrets/** filter=git-crypt diff=git-crypt", "*** WARNING: staged/committed version is NOT ENCRYPTED! ***")

	g.add("vault/age-keygen-output", `
$ age-keygen -o ~/.config/age/deploy.txt
Public key: «_pub»
$ cat ~/.config/age/deploy.txt
# created: 2025-01-07T18:22:41+01:00
# public key: «_pub»
«a»
`, V{"_pub": g.agePublic(), "a": g.ageSecret()}, "age-keygen -o ~/.config/age/deploy.txt")

	g.add("vault/age-armored-file-and-decrypt", `
$ cat backup-credentials.txt.age
«_arm»
$ age -d -i ~/.config/age/deploy.txt backup-credentials.txt.age
restic repository password: «a»
B2_APPLICATION_KEY=«b»
`, V{"_arm": g.vaultAgeArmor(80, "\n"), "a": g.pw(), "b": "K005" + g.b64u(27)}, "restic repository password:")

	g.add("vault/age-binary-header-and-recipients", `
$ head -c 200 db.dump.age | cat -v
age-encryption.org/v1
-> X25519 «_e»
«_w»
-> ssh-ed25519 «_t» «_e2»
«_w2»
--- «_mac»
$ cat recipients.txt
«_r1»
«_ssh» ops@bastion
$ cat ~/.ssh/id_ed25519
«a»
`, func() V {
		raw := func(n int) string { return base64.RawStdEncoding.EncodeToString(g.bytes(n)) }
		k, pub := g.sshEd25519("ops@bastion")
		return V{"_e": raw(32), "_w": raw(32), "_t": raw(4), "_e2": raw(32), "_w2": raw(32), "_mac": raw(32), "_r1": g.agePublic(), "_ssh": pub, "a": k.block()}
	}(), "age-encryption.org/v1")

	g.add("vault/age-passphrase-scrypt-and-env", `
$ head -2 notes.age
age-encryption.org/v1
-> scrypt «_salt» 18
$ AGE_PASSPHRASE='«a»' rage -d -o notes.md notes.age
`, V{"_salt": base64.RawStdEncoding.EncodeToString(g.bytes(16)), "a": g.pw() + " " + g.pick(pwWords...)}, "-> scrypt")

	g.add("vault/gpg-message-armor-and-decrypt", `
$ cat prod.env.asc
«_pgp»
$ gpg --quiet --decrypt prod.env.asc
gpg: encrypted with 4096-bit RSA key, ID «_kid», created 2023-03-01
      "Acme Ops <ops@acme.io>"
OKTA_API_TOKEN=«a»
`, V{"_pgp": g.vaultPGP(120, "\n"), "_kid": g.s(alHexU, 16), "a": g.okta()}, "\"Acme Ops <ops@acme.io>\"")

	g.add("vault/pass-show-and-gpg-id", `
$ cat ~/.password-store/.gpg-id
«_fp»
$ pass show work/aws/console
«a»
login: dana.k
url: https://acme.signin.aws.amazon.com/console
$ pass otp work/aws/console
«=otp»
`, V{"_fp": g.vaultFP(), "a": g.pwStrong(), "=otp": g.digits(6)}, "url: https://acme.signin.aws.amazon.com/console")

	g.add("vault/gopass-show-yaml", `
$ gopass show -o infra/cloudflare
«a»
$ gopass show infra/cloudflare
Secret: infra/cloudflare

«a»
---
account_id: «_acct»
zone: acme.io
`, V{"a": g.cfToken(), "_acct": g.hex(32)}, "Secret: infra/cloudflare", "zone: acme.io")

	g.add("vault/gpg-export-secret-key-backup", `
$ gpg --list-secret-keys --keyid-format long ops@acme.io
sec   rsa4096/«_kid» 2023-03-01 [SC]
      «_fp»
$ gpg --armor --export-secret-keys «_kid» > ops-secret.asc && cat ops-secret.asc
«a»
`, V{"_kid": g.s(alHexU, 16), "_fp": g.vaultFP(), "a": g.pgpPrivate().block()}, "gpg --list-secret-keys --keyid-format long")

	g.add("vault/transcrypt-display", `
$ transcrypt --display
The current repository was configured using transcrypt version 2.3.0
and has the following configuration:

  GIT_WORK_TREE:  /home/dana/src/infra
  GIT_DIR:        /home/dana/src/infra/.git
  GIT_ATTRIBUTES: /home/dana/src/infra/.gitattributes

  CIPHER:   aes-256-cbc
  PASSWORD: «a»

Copy and paste the following command to initialize a cloned repository:

  transcrypt -c aes-256-cbc -p '«a»'
`, V{"a": g.b64(33)}, "CIPHER:   aes-256-cbc", "transcrypt version 2.3.0")

	g.add("vault/git-secret-reveal-and-mapping", `
$ cat .gitsecret/paths/mapping.cfg
config/prod.env:«_h»
$ git secret reveal -f && cat config/prod.env
done. 1 of 1 files are revealed.
CLICKHOUSE_PASSWORD=«a»
`, V{"_h": g.hex(64), "a": g.pwStrong()}, "done. 1 of 1 files are revealed.")

	g.add("vault/blackbox-cat", `
$ blackbox_cat keys/app.yml.gpg
========== PLAINFILE keys/app.yml
========== EXISTS
app:
  encryption_key: «a»
========== DONE.
$ file keys/app.yml.gpg
keys/app.yml.gpg: PGP RSA encrypted session key - keyid: «_kid» RSA (Encrypt or Sign) 4096b .
`, V{"a": g.hex(64), "_kid": g.hex(8) + " " + g.hex(8)}, "========== PLAINFILE keys/app.yml")

	g.add("vault/openssl-enc-blob-and-pass", `
$ openssl enc -aes-256-cbc -pbkdf2 -salt -in creds.json -out creds.json.enc -pass pass:«a»
$ base64 -w0 creds.json.enc
«_ct»
`, V{"a": g.pwStrong(), "_ct": "U2FsdGVkX1" + g.b64(140)}, "-aes-256-cbc -pbkdf2 -salt")
}

func (g *G) vaultFrameworks() {
	g.add("vault/rails-master-key-and-credentials-enc", `
$ cat config/credentials.yml.enc
«_enc»
$ cat config/master.key
«a»
`, V{"_enc": g.vaultRailsEnc(420), "a": g.hex(32)}, "config/credentials.yml.enc")

	g.add("vault/rails-credentials-show", `
$ bin/rails credentials:show --environment production
secret_key_base: «a»
aws:
  access_key_id: «b»
  secret_access_key: «c»
stripe:
  publishable_key: «_pk»
  secret_key: «d»
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "_pk": g.pkLive(), "d": g.skLive()}, "bin/rails credentials:show --environment production")

	g.add("vault/rails-master-key-env-kamal-heroku", `
$ heroku config:set RAILS_MASTER_KEY=$(cat config/credentials/production.key) -a acme-shop
Setting RAILS_MASTER_KEY and restarting ⬢ acme-shop... done, v214
RAILS_MASTER_KEY: «a»
`, V{"a": g.hex(32)}, "Setting RAILS_MASTER_KEY and restarting ⬢ acme-shop... done, v214")

	g.add("vault/rails-encrypted-attributes-keys", `
$ bin/rails db:encryption:init
Add this entry to the credentials of the target environment:

active_record_encryption:
  primary_key: «a»
  deterministic_key: «b»
  key_derivation_salt: «c»
rails-app(prod)> User.connection.select_value("SELECT ssn FROM users LIMIT 1")
=> "{\"p\":\"«_p»\",\"h\":{\"iv\":\"«_iv»\",\"at\":\"«_at»\"}}"
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32), "_p": g.b64(12), "_iv": g.b64(12), "_at": g.b64(16)}, "bin/rails db:encryption:init")

	g.add("vault/laravel-env-encrypt-output", `
$ php artisan env:encrypt --env=production

   INFO  Environment successfully encrypted.

  Key ......................................................... «a»
  Cipher ...................................................... AES-256-CBC
  Encrypted file .............................................. .env.production.encrypted
$ head -c 120 .env.production.encrypted
«_enc»
`, V{"a": g.laravelKey(), "_enc": g.vaultLaravelEnc(600)[:120]}, "Environment successfully encrypted.", "AES-256-CBC")

	g.add("vault/laravel-env-decrypt-key-in-dockerfile", `
# Dockerfile
ENV LARAVEL_ENV_ENCRYPTION_KEY=«a»
RUN php artisan env:decrypt --env=production --force
# .env.production.encrypted is committed:
#   «_enc»
`, V{"a": g.laravelKey(), "_enc": g.vaultLaravelEnc(200)}, "php artisan env:decrypt --env=production --force")

	g.add("vault/laravel-app-key-and-encrypted-cast", `
APP_KEY=«a»
>>> DB::table('integrations')->where('id', 7)->value('api_token')
=> "«_enc»"
>>> Crypt::decryptString(DB::table('integrations')->where('id', 7)->value('api_token'))
=> "«b»"
`, V{"a": g.laravelKey(), "_enc": g.vaultLaravelEnc(64), "b": g.shpat()}, "Crypt::decryptString(")

	g.add("vault/dotnet-user-secrets-list", `
$ dotnet user-secrets list --project src/Shop.Api
Stripe:SecretKey = «a»
Smtp:Password = «b»
ConnectionStrings:Default = Server=localhost,1433;Database=Shop;User Id=sa;Password=«c»;TrustServerCertificate=True
Logging:LogLevel:Default = Debug
`, V{"a": g.skTest(), "b": g.pw(), "c": g.pwStrong()}, "Logging:LogLevel:Default = Debug", "Server=localhost,1433;Database=Shop;User Id=sa")

	g.add("vault/dotnet-user-secrets-set-and-json-path", `
$ dotnet user-secrets set "OpenAI:ApiKey" "«a»"
Successfully saved OpenAI:ApiKey = «a» to the secret store.
$ grep UserSecretsId src/Shop.Api/Shop.Api.csproj
    <UserSecretsId>«_id»</UserSecretsId>
$ cat ~/.microsoft/usersecrets/«_id»/secrets.json
{
  "OpenAI:ApiKey": "«a»"
}
`, V{"a": g.openai(), "_id": g.uuid()}, "to the secret store.")

	g.add("vault/dotnet-dataprotection-key-unencrypted-vs-dpapi", `
$ cat keys/key-«_k1».xml
<key id="«_k1»" version="1">
  <descriptor deserializerType="Microsoft.AspNetCore.DataProtection.AuthenticatedEncryption.ConfigurationModel.AuthenticatedEncryptorDescriptorDeserializer, Microsoft.AspNetCore.DataProtection">
    <descriptor>
      <encryption algorithm="AES_256_CBC" />
      <validation algorithm="HMACSHA256" />
      <encryptedSecret decryptorType="Microsoft.AspNetCore.DataProtection.XmlEncryption.DpapiNGXmlDecryptor, Microsoft.AspNetCore.DataProtection" xmlns="http://schemas.asp.net/2015/03/dataProtection">
        <encryptedKey><value>«_dp»</value></encryptedKey>
      </encryptedSecret>
    </descriptor>
  </descriptor>
</key>
$ grep -A2 masterKey keys/key-«_k2».xml
      <masterKey p4:requiresEncryption="true" xmlns:p4="http://schemas.asp.net/2015/03/dataProtection">
        <!-- Warning: the key below is in an unencrypted form. -->
        <value>«a»</value>
`, V{"_k1": g.uuid(), "_dp": g.b64(400), "_k2": g.uuid(), "a": g.b64(64)}, `<encryption algorithm="AES_256_CBC" />`)

	g.add("vault/dotenv-vault-file-and-key", `
$ cat .env.vault
#/-------------------.env.vault---------------------/
#/         cloud-agnostic vaulting standard         /
#/   [how it works](https://dotenv.org/env-vault)   /
#/--------------------------------------------------/

# development
DOTENV_VAULT_DEVELOPMENT="«_d»"

# production
DOTENV_VAULT_PRODUCTION="«_p»"
$ npx dotenv-vault@latest keys production
remote:   Listing .env.vault decryption keys... done
«a»
`, V{"_d": g.b64(180), "_p": g.b64(240), "a": "dotenv://:key_" + g.hex(64) + "@dotenv.org/vault/.env.vault?environment=production"}, "# production", "[how it works](https://dotenv.org/env-vault)")

	g.add("vault/dotenv-vault-me-and-env-decrypted", `
$ cat .env.me
DOTENV_ME=me_«a»
$ npx dotenv-vault@latest pull
remote:   Securely pulling... done
local:    Writing to .env... done
$ cat .env
POSTHOG_PERSONAL_API_KEY=«b»
NEXT_PUBLIC_POSTHOG_KEY=«_pub»
`, V{"a": g.hex(64), "b": "phx_" + g.an(47), "_pub": "phc_" + g.an(43)}, "local:    Writing to .env... done")

	g.add("vault/dotenvx-encrypted-env-and-keys", `
$ cat .env.production
#/-------------------[DOTENV_PUBLIC_KEY]--------------------/
#/            public-key encryption for .env files          /
#/       [how it works](https://dotenvx.com/encryption)     /
#/----------------------------------------------------------/
DOTENV_PUBLIC_KEY_PRODUCTION="«_pub»"

# .env.production
RESEND_API_KEY="«_e1»"
DATABASE_URL="«_e2»"
$ cat .env.keys | grep PRODUCTION
DOTENV_PRIVATE_KEY_PRODUCTION="«a»"
`, V{"_pub": "0" + g.pick("2", "3") + g.hex(64), "_e1": g.vaultDotenvx(36), "_e2": g.vaultDotenvx(70), "a": g.hex(64)}, "[how it works](https://dotenvx.com/encryption)")

	g.add("vault/dotenvx-decrypt-stdout", `
$ dotenvx decrypt -f .env.staging --stdout
DOTENV_PUBLIC_KEY_STAGING="«_pub»"
# .env.staging
CLERK_SECRET_KEY="«a»"
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY="«_pk»"
`, V{"_pub": "0" + g.pick("2", "3") + g.hex(64), "a": "sk_test_" + g.an(40), "_pk": "pk_test_" + b64raw("clerk.acme.io$")}, "dotenvx decrypt -f .env.staging --stdout")

	g.add("vault/spring-cloud-config-cipher", `
# config-repo/orders-prod.yml
spring:
  datasource:
    username: orders
    password: '{cipher}«_c»'
$ curl -s http://config-server:8888/decrypt -d «_c2»
«a»
# config-server bootstrap.yml
encrypt:
  key: «b»
`, V{"_c": g.hex(96), "_c2": g.hex(96), "a": g.pw(), "b": g.an(32)}, "http://config-server:8888/decrypt")

	g.add("vault/jasypt-enc-and-password", `
# application.properties
spring.mail.password=ENC(«_e»)
spring.datasource.url=jdbc:postgresql://db:5432/shop
$ java -Djasypt.encryptor.password=«a» -jar shop.jar
$ mvn jasypt:decrypt-value -Djasypt.encryptor.password=«a» -Djasypt.plugin.value="«_e»"
«b»
`, V{"_e": g.b64(48), "a": g.pwStrong(), "b": g.pw()}, "spring.datasource.url=jdbc:postgresql://db:5432/shop")

	g.add("vault/hiera-eyaml-value-and-decrypt", `
# data/common.eyaml
profile::db::password: >
    «_e»
$ eyaml decrypt -s '«_e2»'
«a»
$ ls -l keys/
-r-------- 1 puppet puppet 1675 Mar  3 09:00 private_key.pkcs7.pem
-r--r--r-- 1 puppet puppet 1050 Mar  3 09:00 public_key.pkcs7.pem
`, V{"_e": g.vaultEYAML(), "_e2": g.vaultEYAML(), "a": g.pw()}, "private_key.pkcs7.pem")

	g.add("vault/chef-encrypted-data-bag", `
$ knife data bag show credentials stripe
id:      stripe
secret_key:
  auth_tag:       «_t»
  cipher:         aes-256-gcm
  encrypted_data: «_d»
  iv:             «_iv»
  version:        3
$ knife data bag show credentials stripe --secret-file ~/.chef/encrypted_data_bag_secret
id:         stripe
secret_key: «a»
`, V{"_t": g.b64(16), "_d": g.b64(120), "_iv": g.b64(12), "a": g.skLive()}, "cipher:         aes-256-gcm")

	g.add("vault/docker-swarm-secret-create", `
$ printf '%s' '«a»' | docker secret create pg_password -
«_id»
$ docker secret inspect pg_password --format '{{.ID}} {{.Spec.Name}} {{.CreatedAt}}'
«_id» pg_password 2025-05-02 09:11:41.23 +0000 UTC
`, V{"a": g.pwStrong(), "_id": g.s(alLowNum, 25)}, "docker secret create pg_password -")
}

func (g *G) vaultJenkins() {
	p := g.pw()
	enc := g.vaultJenkinsEnc(len(p))

	g.add("vault/jenkins-credentials-xml-and-script-console", `
$ sed -n '/UsernamePasswordCredentialsImpl/,/\/com.cloudbees/p' $JENKINS_HOME/credentials.xml
<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
  <scope>GLOBAL</scope>
  <id>nexus-deploy</id>
  <description>Nexus deploy user</description>
  <username>deployer</username>
  <password>«_e»</password>
</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
# Manage Jenkins > Script Console
println(hudson.util.Secret.decrypt('«_e»'))
Result: «a»
`, V{"_e": enc, "a": p}, "<id>nexus-deploy</id>", "<username>deployer</username>")

	g.add("vault/jenkins-string-credentials-secret", `
<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
  <scope>GLOBAL</scope>
  <id>slack-bot</id>
  <secret>«_e1»</secret>
</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
  <scope>GLOBAL</scope>
  <id>sonar-token</id>
  <secret>«_e2»</secret>
</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
`+"Script Console output:\n"+`slack-bot = «a»
sonar-token = «b»
`, V{"_e1": g.vaultJenkinsEnc(57), "_e2": g.vaultJenkinsEnc(44), "a": g.xoxb(), "b": "squ_" + g.hex(40)}, "<id>sonar-token</id>")

	g.add("vault/jenkins-groovy-dump-all-credentials", `
com.cloudbees.plugins.credentials.SystemCredentialsProvider.getInstance().getCredentials().each {
  println("${it.id} : ${it.properties.secret ?: it.properties.password}")
}
Result:
github-app : «a»
docker-hub : «b»
aws-deploy : «c»
`, V{"a": g.ghp(), "b": g.dockerPAT(), "c": g.awsSecret()}, "SystemCredentialsProvider.getInstance().getCredentials()")

	g.add("vault/jenkins-initial-admin-password", `
$ docker logs jenkins 2>&1 | sed -n '/Please use the following password/,+2p'
Please use the following password to proceed to installation:

«a»
$ ls /var/jenkins_home/secrets/
hudson.util.Secret  initialAdminPassword  jenkins.model.Jenkins.crumbSalt  master.key
`, V{"a": g.hex(32)}, "hudson.util.Secret  initialAdminPassword  jenkins.model.Jenkins.crumbSalt  master.key")

	g.add("vault/jenkins-casc-encrypted-and-env", `
# jenkins.yaml (JCasC)
credentials:
  system:
    domainCredentials:
      - credentials:
          - usernamePassword:
              id: artifactory
              username: ci
              password: "«_e»"
          - string:
              id: npm-token
              secret: "${NPM_TOKEN}"
# docker run -e NPM_TOKEN=«a» jenkins/jenkins:lts-jdk17
`, V{"_e": g.vaultJenkinsEnc(20), "a": g.npmTok()}, `secret: "${NPM_TOKEN}"`, "jenkins/jenkins:lts-jdk17")

	g.add("vault/jenkins-cli-get-credentials-redacted-and-job-log", `
$ java -jar jenkins-cli.jar -s https://ci.acme.io/ get-credentials-as-xml system::system::jenkins _ pypi
<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
  <id>pypi</id>
  <username>__token__</username>
  <password>
    <secret-redacted/>
  </password>
</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
[publish] + twine upload -u __token__ -p «a» dist/*
`, V{"a": g.pypiTok()}, "<secret-redacted/>", "https://ci.acme.io/")
}

func (g *G) vaultChat() {
	g.add("vault/chat-sops-ciphertext-safe-plaintext-not", `
user: is it ok that I pasted this into the PR? it's from the encrypted file

    password: «_e»

assistant: Yes, that line is SOPS ciphertext and is safe to share. The value you posted earlier from sops -d is not:

    password: «a»

Rotate it, since it is now in the PR history.
`, V{"_e": g.vaultSopsEnc(20, "str"), "a": g.pw()}, "that line is SOPS ciphertext and is safe to share")

	g.add("vault/chat-vault-accessor-vs-token", `
dana: revoking the CI token now, accessor is «_acc»
dana: oops, the full token was «a» in the job log, revoke by accessor please
sre-bot: vault token revoke -accessor «_acc» => Success! Revoked token (if it existed)
`, V{"_acc": g.vaultAccessor(), "a": g.vaultTok()}, "Success! Revoked token (if it existed)")

	g.add("vault/chat-unseal-key-shared-slack", `
#ops-oncall
priya: vault-2 came back sealed after the kernel patch, need 2 of 3
dana: key 2 → «a»
marco: key 3 → «b»
priya: unsealed, thanks. cluster id «_cid» healthy
`, V{"a": g.vaultUnseal(), "b": g.vaultUnseal(), "_cid": g.uuid()}, "need 2 of 3")

	g.add("vault/chat-op-reference-and-value", `
The deploy script reads the key from op://Platform/Datadog/api-key, so you
don't need to paste it. (For the record, the one you pasted was «a» and it
has been rotated.)
`, V{"a": g.hex(32)}, "op://Platform/Datadog/api-key")

	g.add("vault/chat-vault-ref-and-plain-in-ticket", `
JIRA OPS-4127: billing-api can't connect to Postgres after rotation
Config points at vault:secret/data/billing/db#password (unchanged).
Manual test with the new password works:
  psql "postgresql://billing:«a»@billing-db.internal:5432/billing" -c 'select 1'
`, V{"a": g.pwURL()}, "vault:secret/data/billing/db#password", "JIRA OPS-4127")

	g.add("vault/chat-sealed-secret-in-pr-review", `
reviewer: the SealedSecret is fine to merge:

  encryptedData:
    apiKey: «_enc»

but please drop secret.yaml from the commit, it still contains
  apiKey: «a»
`, V{"_enc": g.vaultSealed(40), "a": g.an(40)}, "the SealedSecret is fine to merge")

	g.add("vault/chat-kms-blob-and-decrypted-in-email", `
Subject: Re: partner SFTP credentials

Hi Dana, the KMS-encrypted blob for the vault is below (safe to store):
«_ct»
and the decrypted password, since you asked by phone: «a»
Key ARN: «_arn»
`, V{"_ct": g.vaultKMS(20), "a": g.pw(), "_arn": "arn:aws:kms:us-east-1:" + g.vaultAcct() + ":key/" + g.uuid()}, "Subject: Re: partner SFTP credentials")

	g.add("vault/chat-master-key-confusion", `
user: the deploy fails with ActiveSupport::MessageEncryptor::InvalidMessage
user: my config/master.key is «a», and credentials.yml.enc starts with «_enc»
assistant: That error means the key does not match the file. Check that RAILS_MASTER_KEY in the host's environment is the same value.
`, V{"a": g.hex(32), "_enc": g.b64(30)}, "ActiveSupport::MessageEncryptor::InvalidMessage")

	g.add("vault/chat-age-recipient-vs-identity", `
> add me as a sops recipient pls: «_pub»
> and here is the key I use on the build box so you can test: «a»
Please never send the AGE-SECRET-KEY line; only the age1... public key is needed.
`, V{"_pub": g.agePublic(), "a": g.ageSecret()}, "only the age1... public key is needed")

	g.add("vault/chat-k8s-secret-base64-not-encrypted", `
user: I committed this, it's encoded so it's fine right?
  data:
    SMTP_PASSWORD: «a»
assistant: No — base64 is an encoding, not encryption. That value decodes to «b». Use a SealedSecret or an ExternalSecret instead.
`, func() V {
		p := g.pw()
		return V{"a": b64s(p), "b": p}
	}(), "base64 is an encoding, not encryption")
}
