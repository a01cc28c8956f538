package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// infraCases adds cases from infrastructure as code and operations
// tooling (Terraform state and variables, Pulumi, Ansible, Helm, Argo CD,
// Flux, Vault, Consul, Nomad, cloud-init, service managers, Kubernetes
// and CI servers), desktop and developer tool files, languages and
// frameworks the groups above cover little, IoT and home automation,
// crypto wallets, observability and messaging agents, people pasting
// credentials into chat in many languages, and benign-only cases from the
// same places. The case names start with "infra/".
func (g *G) infraCases() {
	g.infIaC()
	g.infOps()
	g.infDesktop()
	g.infLangs()
	g.infIoT()
	g.infWeb3()
	g.infObs()
	g.infChat()
	g.infBenign()
}

// ---- helpers used only here ----

// infCRLF turns a template's line ends into CRLF, as Windows tools write
// them.
func infCRLF(s string) string {
	return strings.ReplaceAll(strings.TrimPrefix(s, "\n"), "\n", "\r\n")
}

// infBytesList is n random bytes as a comma-separated decimal list, as
// Solana's id.json and Zigbee2MQTT's network_key hold them.
func (g *G) infBytesList(n int, sep string) string {
	parts := make([]string, n)
	for i, b := range g.bytes(n) {
		parts[i] = fmt.Sprint(b)
	}
	return strings.Join(parts, sep)
}

// infUUIDU is an upper-case UUID, as Splunk and Windows print them.
func (g *G) infUUIDU() string { return strings.ToUpper(g.uuid()) }

func (g *G) infUnseal() string   { return g.b64(33) }
func (g *G) infNATSSeed() string { return "SUA" + g.s(alB32, 55) }
func (g *G) infOCToken() string  { return "sha256~" + g.b64u(43) }
func (g *G) infMosqHash() string { return "$7$101$" + g.b64(12) + "$" + g.b64(64) }
func (g *G) infArgoJWT() string {
	iat := 1717000000 + g.r.IntN(9000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"argocd","sub":"ci-bot:apiKey","nbf":%d,"iat":%d,"jti":"%s"}`, iat, iat, g.uuid()))
}
func (g *G) infHAToken() string {
	iat := 1717000000 + g.r.IntN(9000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}
func (g *G) infRandPw(n int) string { return g.s(alAlnum+"!#%*-_=+", n) }

// ---- Terraform, Pulumi, Ansible, Helm, CloudFormation, Packer ----

func (g *G) infIaC() {
	rp := g.infRandPw(32)
	g.add("infra/tfstate-random-password-db-instance", `
$ cat terraform.tfstate
{
  "version": 4,
  "terraform_version": "1.8.5",
  "serial": 42,
  "lineage": "«_lin»",
  "outputs": {
    "db_endpoint": {
      "value": "orders-prod.«=c».eu-west-1.rds.amazonaws.com:5432",
      "type": "string"
    }
  },
  "resources": [
    {
      "mode": "managed",
      "type": "random_password",
      "name": "db",
      "provider": "provider[\"registry.terraform.io/hashicorp/random\"]",
      "instances": [
        {
          "schema_version": 3,
          "attributes": {
            "bcrypt_hash": "«b»",
            "id": "none",
            "keepers": null,
            "length": 32,
            "lower": true,
            "min_special": 2,
            "override_special": "!#%*-_=+",
            "result": "«a»",
            "special": true,
            "upper": true
          },
          "sensitive_attributes": [
            [{"type": "get_attr", "value": "bcrypt_hash"}],
            [{"type": "get_attr", "value": "result"}]
          ]
        }
      ]
    },
    {
      "mode": "managed",
      "type": "aws_db_instance",
      "name": "orders",
      "provider": "provider[\"registry.terraform.io/hashicorp/aws\"]",
      "instances": [
        {
          "schema_version": 2,
          "attributes": {
            "address": "orders-prod.«=c».eu-west-1.rds.amazonaws.com",
            "allocated_storage": 100,
            "engine": "postgres",
            "engine_version": "16.3",
            "identifier": "orders-prod",
            "instance_class": "db.r6g.large",
            "password": "«a»",
            "port": 5432,
            "resource_id": "db-«=rid»",
            "username": "orders_admin"
          },
          "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]
        }
      ]
    }
  ]
}
`, V{"_lin": g.uuid(), "=c": g.s(alLowNum, 12), "b": g.bcrypt(), "a": rp, "=rid": g.s(alUpNum, 26)},
		`"engine_version": "16.3"`, `"username": "orders_admin"`)

	tk := g.rsaPEM()
	g.add("infra/tfstate-backup-tls-private-key", `
$ jq '.resources[] | select(.type=="tls_private_key") | .instances[0].attributes' terraform.tfstate.backup
{
  "algorithm": "RSA",
  "ecdsa_curve": "P224",
  "id": "«=id»",
  "private_key_openssh": "«=ob»\n«b»\n«=oe»\n",
  "private_key_pem": "«=pb»\n«a»\n«=pe»\n",
  "public_key_fingerprint_md5": "«_md5»",
  "public_key_fingerprint_sha256": "SHA256:«_sha»",
  "rsa_bits": 2048
}
`, V{"=id": g.hex(40), "=ob": "-----BEGIN OPENSSH PRIVATE KEY-----", "b": jsonEsc(wrap("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn"+g.s(alB64, 1600), 70)),
		"=oe": "-----END OPENSSH PRIVATE KEY-----", "=pb": tk.begin, "a": jsonEsc(tk.body), "=pe": tk.end,
		"_md5": strings.ToLower(g.apFingerprint(16)), "_sha": strings.TrimRight(g.b64(32), "=")},
		`"rsa_bits": 2048`, `"algorithm": "RSA"`)

	sak := g.pkcs8RSAPEM()
	saJSON := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "acme-ml-prod",
  "private_key_id": "%s",
  "private_key": "%s\n%s\n%s\n",
  "client_email": "trainer@acme-ml-prod.iam.gserviceaccount.com",
  "client_id": "%s",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, g.hex(40), sak.begin, jsonEsc(sak.body), sak.end, g.digits(21))
	g.add("infra/gsutil-cat-remote-state-sa-key", `
$ gsutil cat gs://acme-tfstate/ml/default.tfstate | jq '.resources[] | select(.type=="google_service_account_key") | .instances[0].attributes | {name, private_key, public_key_type, valid_after}'
{
  "name": "projects/acme-ml-prod/serviceAccounts/trainer@acme-ml-prod.iam.gserviceaccount.com/keys/«=kid»",
  "private_key": "«a»",
  "public_key_type": "TYPE_X509_PEM_FILE",
  "valid_after": "2024-09-03T08:14:55Z"
}
`, V{"=kid": g.hex(40), "a": b64s(saJSON)}, "gs://acme-tfstate/ml/default.tfstate", `"public_key_type": "TYPE_X509_PEM_FILE"`)

	g.add("infra/terraform-output-raw-password", `
$ terraform output
db_host = "analytics.cluster-«=c».us-east-2.rds.amazonaws.com"
db_password = <sensitive>
redis_endpoint = "master.analytics-cache.«=r».use2.cache.amazonaws.com"
$ terraform output -raw db_password
«a»
$ terraform output -raw redis_auth_token; echo
«b»
`, V{"=c": g.s(alLowNum, 12), "a": g.infRandPw(24), "=r": g.s(alLowNum, 6), "b": g.an(64)},
		"db_password = <sensitive>", "terraform output -raw db_password")

	ck := g.ecSEC1()
	g.add("infra/terraform-output-kubeconfig-heredoc", `
$ terraform output kube_config
<<EOT
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://aks-prod-«=d».hcp.westeurope.azmk8s.io:443
  name: aks-prod
contexts:
- context:
    cluster: aks-prod
    user: clusterAdmin_rg-prod_aks-prod
  name: aks-prod
current-context: aks-prod
kind: Config
users:
- name: clusterAdmin_rg-prod_aks-prod
  user:
    client-certificate-data: «_crt»
    client-key-data: «a»
    token: «b»

EOT
`, V{"_ca": b64s(g.certPEM().block() + "\n"), "=d": g.s(alLowNum, 8), "_crt": b64s(g.certPEM().block() + "\n"), "a": b64s(ck.block() + "\n"), "b": g.hex(128)},
		"current-context: aks-prod", "clusterAdmin_rg-prod_aks-prod")

	g.add("infra/auto-tfvars-map-of-objects", `
# envs/prod/secrets.auto.tfvars  (gitignored... supposedly)
databases = {
  orders = {
    engine   = "postgres"
    username = "orders_admin"
    password = "«a»"
  }
  ledger = {
    engine   = "mysql"
    username = "ledger"
    password = "«b»"
  }
}

smtp_settings = {
  host     = "email-smtp.eu-west-1.amazonaws.com"
  port     = 587
  user     = "«=u»"
  password = "«c»"
}

pagerduty_token = "«d»"

bootstrap_script = <<-EOT
  #!/bin/bash
  echo "«e»" > /etc/acme/license.key
EOT
`, V{"a": g.pwStrong(), "b": g.pw(), "=u": g.awsID(), "c": g.b64(33), "d": "u+" + g.b64u(18), "e": g.an(48)},
		`engine   = "postgres"`, "email-smtp.eu-west-1.amazonaws.com")

	g.add("infra/tfvars-json", `
$ cat terraform.tfvars.json
{
  "project_id": "acme-data-«_p»",
  "region": "us-central1",
  "snowflake_account": "xy«=sa».us-central1.gcp",
  "snowflake_password": "«a»",
  "fivetran_api_key": "«=fk»",
  "fivetran_api_secret": "«b»",
  "dbt_cloud_token": "dbtc_«c»",
  "labels": {"team": "data", "env": "prod"}
}
`, V{"_p": g.digits(6), "=sa": g.digits(5), "a": g.pw(), "=fk": g.an(16), "b": g.an(32), "c": g.b64u(56)},
		`"region": "us-central1"`, `{"team": "data", "env": "prod"}`)

	g.add("infra/terraform-apply-var-flags-ci-log", `
[deploy-infra] $ terraform apply -input=false -auto-approve \
    -var "environment=staging" \
    -var "db_master_password=«a»" \
    -var='cloudflare_api_token=«b»' \
    -var github_app_private_key_path=/tmp/app.pem
random_id.suffix: Refreshing state... [id=«_rid»]
module.vpc.aws_vpc.this[0]: Refreshing state... [id=vpc-«_vpc»]
Apply complete! Resources: 0 added, 2 changed, 0 destroyed.
`, V{"a": g.pwURL(), "b": g.cfToken(), "_rid": g.b64u(6), "_vpc": g.hex(17)},
		"Apply complete! Resources: 0 added, 2 changed, 0 destroyed.", "-var \"environment=staging\"")

	g.add("infra/terraform-init-backend-config-flags", `
$ export TF_HTTP_PASSWORD=«a»
$ terraform init \
    -backend-config="address=https://gitlab.acme.io/api/v4/projects/«_pid»/terraform/state/prod" \
    -backend-config="lock_address=https://gitlab.acme.io/api/v4/projects/«_pid»/terraform/state/prod/lock" \
    -backend-config="username=deploy-bot" \
    -backend-config="retry_wait_min=5"
$ terraform -chdir=../legacy init -reconfigure \
    -backend-config="access_key=«b»" \
    -backend-config="secret_key=«c»" \
    -backend-config="bucket=acme-legacy-tfstate"
Initializing the backend...
Successfully configured the backend "s3"! Terraform will automatically
use this backend unless the backend configuration changes.
`, V{"a": g.glpat(), "_pid": g.digits(4), "b": g.awsID(), "c": g.awsSecret()},
		"-backend-config=\"username=deploy-bot\"", "bucket=acme-legacy-tfstate")

	g.add("infra/terragrunt-inputs", `
# live/prod/eu-west-1/keycloak/terragrunt.hcl
include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::ssh://git@github.com/acme/tf-modules.git//keycloak?ref=v3.2.1"
}

inputs = {
  realm              = "customers"
  admin_username     = "tg-admin"
  admin_password     = "«a»"
  smtp_password      = "«b»"
  google_idp_secret  = "«c»"
  replicas           = 3
  db_password        = get_env("KC_DB_PASSWORD")
}
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.gocspx()},
		"keycloak?ref=v3.2.1", `get_env("KC_DB_PASSWORD")`)

	g.add("infra/pulumi-config-set-secret-history", `
$ history | grep 'pulumi config'
  512  pulumi config set aws:region eu-central-1
  513  pulumi config set --secret dbPassword «a»
  514  pulumi config set --secret acme-api:stripeKey «b»
  515  pulumi config set --path 'acme-api:tags.team' payments
  516  pulumi config get dbPassword
`, V{"a": g.pw(), "b": g.rkLive()}, "pulumi config set aws:region eu-central-1", "'acme-api:tags.team' payments")

	g.add("infra/pulumi-stack-output-show-secrets", `
$ pulumi stack output --show-secrets
Current stack outputs (5):
    OUTPUT             VALUE
    bucketName         acme-assets-«_h»
    clusterName        eks-prod-«_k»
    dbConnection       postgresql://app:«a»@app-prod.«=c».eu-central-1.rds.amazonaws.com:5432/app
    grafanaAdminPass   «b»
    kubeconfigPath     /home/lee/.kube/pulumi-prod
`, V{"_h": g.hex(7), "_k": g.hex(7), "a": g.pwURL(), "=c": g.s(alLowNum, 12), "b": g.an(20)},
		"Current stack outputs (5):", "/home/lee/.kube/pulumi-prod")

	g.add("infra/pulumi-passphrase-env-and-secure-config", `
$ cat .envrc
export PULUMI_BACKEND_URL=s3://acme-pulumi-state?region=eu-central-1
export PULUMI_CONFIG_PASSPHRASE='«a»'
$ cat Pulumi.dev.yaml
encryptionsalt: v1:«=s1»:v1:«=s2»:«=s3»
config:
  gcp:project: acme-dev-«_p»
  acme:openaiKey:
    secure: v1:«=c1»:«=c2»
  acme:sentryAuthToken:
    secure: v1:«=c3»:«=c4»
`, V{"a": g.pwStrong(), "=s1": g.b64(8), "=s2": g.b64(12), "=s3": g.b64(32), "_p": g.digits(6),
		"=c1": g.b64(12), "=c2": g.b64(120), "=c3": g.b64(12), "=c4": g.b64(96)},
		"s3://acme-pulumi-state?region=eu-central-1", "acme:openaiKey:")

	g.add("infra/ansible-host-vars-windows", `
# host_vars/sql-02.corp.acme.local.yml
ansible_host: 10.20.4.12
ansible_user: CORP\svc_ansible
ansible_password: «a»
ansible_connection: winrm
ansible_winrm_server_cert_validation: ignore
ansible_become_method: runas
ansible_become_user: CORP\sqladmin
ansible_become_pass: "«b»"
mssql_sa_password: '«c»'
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.pw()},
		"ansible_winrm_server_cert_validation: ignore", `CORP\svc_ansible`)

	g.add("infra/ansible-adhoc-user-password-hash", `
$ ansible webservers -i inventories/prod -b -m ansible.builtin.user \
    -a "name=deploy password={{ '«a»' | password_hash('sha512') }} update_password=always"
web-01 | CHANGED => {
    "append": false,
    "changed": true,
    "comment": "",
    "group": 1001,
    "home": "/home/deploy",
    "name": "deploy",
    "password": "NOT_LOGGING_PASSWORD",
    "shell": "/bin/bash",
    "state": "present",
    "uid": 1001
}
`, V{"a": g.pw()}, `"password": "NOT_LOGGING_PASSWORD"`, "update_password=always")

	g.add("infra/ansible-vault-view-output", `
$ ansible-vault view group_vars/prod/vault.yml --vault-password-file ~/.vault_pass
Vault password:
vault_postgres_password: «a»
vault_rabbitmq_password: "«b»"
vault_django_secret_key: '«c»'
vault_aws_secret_access_key: «d»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.s(alDjango, 50), "d": g.awsSecret()},
		"group_vars/prod/vault.yml", "--vault-password-file ~/.vault_pass")

	g.add("infra/ansible-inventory-list-json", `
$ ansible-inventory -i inventories/lab --list
{
    "_meta": {
        "hostvars": {
            "pve-01.lab": {
                "ansible_host": "192.168.50.11",
                "proxmox_api_token_id": "ansible@pve!automation",
                "proxmox_api_token_secret": "«a»"
            },
            "nas.lab": {
                "ansible_host": "192.168.50.20",
                "ansible_ssh_pass": "«b»",
                "ansible_user": "admin"
            }
        }
    },
    "all": {
        "children": ["ungrouped", "hypervisors", "storage"]
    }
}
`, V{"a": g.uuid(), "b": g.pwURL()}, "ansible@pve!automation", `"ansible_host": "192.168.50.20"`)

	g.add("infra/awx-credential-create-inputs", `
$ awx credentials create --name "vsphere-prod" --credential_type "VMware vCenter" \
    --organization Infra \
    --inputs '{"host": "vcsa01.dc1.acme.local", "username": "svc-awx@vsphere.local", "password": "«a»"}'
$ awx credentials create --name "gh-scm" --credential_type "Source Control" --organization Infra \
    --inputs "{\"username\": \"acme-ci\", \"password\": \"«b»\"}"
{
     "id": 37,
     "type": "credential",
     "name": "gh-scm",
     "inputs": {"username": "acme-ci", "password": "$encrypted$"}
}
`, V{"a": g.pwStrong(), "b": g.ghp()}, `"password": "$encrypted$"`, "vcsa01.dc1.acme.local")

	g.add("infra/helmfile-release-values", `
# helmfile.yaml
repositories:
  - name: bitnami
    url: https://charts.bitnami.com/bitnami

releases:
  - name: airflow
    namespace: data
    chart: bitnami/airflow
    version: 18.3.7
    values:
      - auth:
          username: admin
          password: "«a»"
          fernetKey: «b»
          secretKey: «c»
      - postgresql:
          auth:
            password: {{ requiredEnv "AIRFLOW_PG_PASSWORD" | quote }}
            postgresPassword: «d»
`, V{"a": g.pw(), "b": g.b64u(43) + "=", "c": g.hex(32), "d": g.pwURL()},
		`{{ requiredEnv "AIRFLOW_PG_PASSWORD" | quote }}`, "bitnami/airflow")

	g.add("infra/flux-helmrelease-values", `
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: harbor
  namespace: registry
spec:
  interval: 30m
  chart:
    spec:
      chart: harbor
      version: "1.15.x"
      sourceRef:
        kind: HelmRepository
        name: harbor
  values:
    externalURL: https://harbor.acme.dev
    harborAdminPassword: «a»
    secretKey: «b»
    database:
      type: external
      external:
        host: pg.acme.dev
        username: harbor
        password: "«c»"
  valuesFrom:
    - kind: Secret
      name: harbor-s3
      valuesKey: values.yaml
`, V{"a": g.pw(), "b": g.an(16), "c": g.pwStrong()}, "https://harbor.acme.dev", "valuesKey: values.yaml")

	g.add("infra/helm-upgrade-set-string-ci", `
+ helm upgrade --install checkout ./charts/checkout -n shop --atomic --timeout 10m \
    --set image.tag=«_sha» \
    --set-string secrets.adyenApiKey=«a» \
    --set-string 'secrets.hmacKeys={«b»,«c»}' \
    --set redis.auth.password=«d»
Release "checkout" has been upgraded. Happy Helming!
NAME: checkout
LAST DEPLOYED: Tue Sep 10 14:02:11 2024
NAMESPACE: shop
STATUS: deployed
REVISION: 58
`, V{"_sha": g.hex(12), "a": "AQE" + g.b64u(80), "b": g.hex(64), "c": g.hex(64), "d": g.pwURL()},
		"Happy Helming!", "REVISION: 58")

	g.add("infra/kustomize-edit-add-secret", `
$ cd overlays/prod
$ kustomize edit add secret api-secrets \
    --from-literal=JWT_SIGNING_KEY=«a» \
    --from-literal=MAILGUN_API_KEY=«b» \
    --type Opaque --disableNameSuffixHash
$ cat kustomization.yaml
resources:
  - ../../base
secretGenerator:
- literals:
  - JWT_SIGNING_KEY=«a»
  - MAILGUN_API_KEY=«b»
  name: api-secrets
  type: Opaque
generatorOptions:
  disableNameSuffixHash: true
`, V{"a": g.b64(48), "b": g.mailgun()}, "disableNameSuffixHash: true", "../../base")

	g.add("infra/cfn-deploy-parameter-overrides", `
$ aws cloudformation deploy --template-file packaged.yaml --stack-name reports-prod \
    --capabilities CAPABILITY_NAMED_IAM \
    --parameter-overrides Env=prod DBUsername=reports DBPassword='«a»' SlackWebhookToken=«b» \
    --no-fail-on-empty-changeset

Waiting for changeset to be created..
Waiting for stack create/update to complete
Successfully created/updated stack - reports-prod
`, V{"a": g.pwStrong(), "b": g.an(24)}, "Successfully created/updated stack - reports-prod", "CAPABILITY_NAMED_IAM")

	g.add("infra/cfn-template-noecho-default", `
AWSTemplateFormatVersion: "2010-09-09"
Parameters:
  DBPassword:
    Type: String
    NoEcho: true
    MinLength: 12
    Default: «a»
  DatadogApiKey:
    Type: String
    NoEcho: true
    Default: "«b»"
Resources:
  Database:
    Type: AWS::RDS::DBInstance
    Properties:
      MasterUsername: reports
      MasterUserPassword: !Ref DBPassword
`, V{"a": g.pwURL(), "b": g.hex(32)}, "MasterUserPassword: !Ref DBPassword", "AWS::RDS::DBInstance")

	g.add("infra/packer-pkrvars-and-build-var", `
$ cat windows.auto.pkrvars.hcl
vsphere_server   = "vc.lab.acme.local"
vsphere_user     = "packer@vsphere.local"
vsphere_password = "«a»"
winrm_username   = "Administrator"
winrm_password   = "«b»"
iso_path         = "[datastore1] iso/SERVER_EVAL_x64FRE_en-us.iso"
$ packer build -var "rhsm_password=«c»" -var rhsm_username=acme-builds -only 'vsphere-iso.rhel9' .
vsphere-iso.rhel9: output will be in this color.
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwURL()},
		"[datastore1] iso/SERVER_EVAL_x64FRE_en-us.iso", "rhsm_username=acme-builds")

	g.add("infra/cloud-init-write-files-passwd-hash", `
#cloud-config
hostname: edge-gw-03
ssh_pwauth: true
users:
  - name: ops
    lock_passwd: false
    passwd: «a»
    sudo: ALL=(ALL) NOPASSWD:ALL
write_files:
  - path: /etc/edge-agent/env
    permissions: "0600"
    content: |
      EDGE_ENROLL_TOKEN=«b»
      MQTT_PASSWORD=«c»
  - path: /etc/motd
    content: "managed by cloud-init, do not edit"
`, V{"a": g.apSHA512Crypt(), "b": g.an(40), "c": g.pwURL()},
		"managed by cloud-init, do not edit", "hostname: edge-gw-03")

	tok, pw := g.uuid(), g.pwURL()
	ud := "#!/bin/bash\nset -e\nexport CONSUL_HTTP_TOKEN=" + tok + "\necho 'DB_PASSWORD=" + pw + "' >> /etc/environment\nsystemctl restart app\n"
	g.add("infra/ec2-userdata-attribute-base64", `
$ aws ec2 describe-instance-attribute --instance-id i-«_i» --attribute userData
{
    "InstanceId": "i-«_i»",
    "UserData": {
        "Value": "«a»"
    }
}
$ aws ec2 describe-instance-attribute --instance-id i-«_i» --attribute userData --query UserData.Value --output text | base64 -d
#!/bin/bash
set -e
export CONSUL_HTTP_TOKEN=«b»
echo 'DB_PASSWORD=«c»' >> /etc/environment
systemctl restart app
`, V{"_i": g.hex(17), "a": b64s(ud), "b": tok, "c": pw}, "--attribute userData", "systemctl restart app")
}

// ---- Vault, Consul, Nomad, service managers, Kubernetes, CI servers ----

func (g *G) infOps() {
	g.add("infra/vault-operator-init-output", `
$ vault operator init -key-shares=5 -key-threshold=3
Unseal Key 1: «a»
Unseal Key 2: «b»
Unseal Key 3: «c»
Unseal Key 4: «d»
Unseal Key 5: «e»

Initial Root Token: «f»

Vault initialized with 5 key shares and a key threshold of 3. Please securely
distribute the key shares printed above. When the Vault is re-sealed,
restarted, or stopped, you must supply at least 3 of these keys to unseal it
before it can start servicing requests.
`, V{"a": g.infUnseal(), "b": g.infUnseal(), "c": g.infUnseal(), "d": g.infUnseal(), "e": g.infUnseal(), "f": g.vaultOld()},
		"Vault initialized with 5 key shares and a key threshold of 3.")

	g.add("infra/vault-kv-put-command", `
$ vault kv put -mount=secret apps/billing/prod \
    stripe_secret_key=«a» \
    db_password='«b»' \
    sentry_dsn=https://«=dsn»@o«_o».ingest.sentry.io/«_p»
======= Secret Path =======
secret/data/apps/billing/prod

======= Metadata =======
Key                Value
---                -----
created_time       2024-10-01T07:44:12.771931Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            7
`, V{"a": g.skLive(), "b": g.pwStrong(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)},
		"secret/data/apps/billing/prod", "version            7")

	g.add("infra/nomad-acl-bootstrap", `
$ nomad acl bootstrap
Accessor ID  = «=acc»
Secret ID    = «a»
Name         = Bootstrap Token
Type         = management
Global       = true
Create Time  = 2024-08-19 09:12:44.183215 +0000 UTC
Expiry Time  = <none>
Create Index = 7
Modify Index = 7
Policies     = n/a
Roles        = n/a
$ export NOMAD_TOKEN=«a»
`, V{"=acc": g.uuid(), "a": g.uuid()}, "Name         = Bootstrap Token", "Create Index = 7")

	g.add("infra/consul-acl-token-create", `
$ consul acl token create -description "gitlab deploy" -policy-name deploy -token=«a»
AccessorID:       «=acc»
SecretID:         «b»
Partition:        default
Namespace:        default
Description:      gitlab deploy
Local:            false
Create Time:      2024-08-19 09:20:11.402 +0000 UTC
Policies:
   «=pid» - deploy
`, V{"a": g.uuid(), "=acc": g.uuid(), "b": g.uuid(), "=pid": g.uuid()},
		"Description:      gitlab deploy", "Partition:        default")

	g.add("infra/consul-hcl-gossip-encrypt", `
# /etc/consul.d/consul.hcl
datacenter = "fra1"
data_dir   = "/opt/consul"
server     = true
bootstrap_expect = 3
encrypt    = "«a»"
retry_join = ["provider=digitalocean region=fra1 tag_name=consul-server api_token=«b»"]

acl {
  enabled                  = true
  default_policy           = "deny"
  enable_token_persistence = true
  tokens {
    initial_management = "«c»"
    agent              = "«d»"
  }
}
`, V{"a": g.b64(32), "b": g.doToken(), "c": g.uuid(), "d": g.uuid()}, `default_policy           = "deny"`, "bootstrap_expect = 3")

	g.add("infra/systemctl-show-environment", `
$ systemctl show sidekiq.service -p Environment -p EnvironmentFiles -p User
Environment=RAILS_ENV=production MALLOC_ARENA_MAX=2 REDIS_URL=redis://:«a»@10.0.3.7:6379/1 SECRET_KEY_BASE=«b»
EnvironmentFiles=/etc/sidekiq/env (ignore_errors=no)
User=deploy
`, V{"a": g.pwURL(), "b": g.hex(128)}, "MALLOC_ARENA_MAX=2", "EnvironmentFiles=/etc/sidekiq/env (ignore_errors=no)")

	g.add("infra/environmentfile-cat-minio", `
$ sudo cat /etc/default/minio
# Volume to be used for MinIO server.
MINIO_VOLUMES="/mnt/data{1...4}"
MINIO_OPTS="--console-address :9001"
MINIO_ROOT_USER=minio-admin
MINIO_ROOT_PASSWORD=«a»
MINIO_IDENTITY_OPENID_CONFIG_URL="https://sso.acme.io/realms/infra/.well-known/openid-configuration"
MINIO_IDENTITY_OPENID_CLIENT_ID="minio"
MINIO_IDENTITY_OPENID_CLIENT_SECRET="«b»"
`, V{"a": g.pwStrong(), "b": g.an(32)}, `MINIO_VOLUMES="/mnt/data{1...4}"`, "MINIO_ROOT_USER=minio-admin")

	g.add("infra/schtasks-create-rp", infCRLF(`
C:\Users\admin>schtasks /Create /TN "Nightly SQL Backup" /TR "C:\Scripts\backup.cmd" /SC DAILY /ST 02:00 /RU CORP\svc_backup /RP «a» /RL HIGHEST
SUCCESS: The scheduled task "Nightly SQL Backup" has successfully been created.

C:\Users\admin>type C:\Scripts\backup.cmd
@echo off
sqlcmd -S SQL02\PROD -U backup_op -P «b» -Q "BACKUP DATABASE [Erp] TO DISK='D:\Backup\Erp.bak' WITH COMPRESSION, INIT"
robocopy D:\Backup \\nas01\sqlbackups /MIR /R:2 /W:5
`), V{"a": g.pw(), "b": g.pwStrong()}, `SUCCESS: The scheduled task "Nightly SQL Backup" has successfully been created.`, `\\nas01\sqlbackups`)

	g.add("infra/launchagent-plist-env", `
$ cat ~/Library/LaunchAgents/com.acme.photosync.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>com.acme.photosync</string>
	<key>ProgramArguments</key>
	<array>
		<string>/opt/homebrew/bin/photosync</string>
		<string>--watch</string>
	</array>
	<key>EnvironmentVariables</key>
	<dict>
		<key>B2_APPLICATION_KEY_ID</key>
		<string>«=kid»</string>
		<key>B2_APPLICATION_KEY</key>
		<string>«a»</string>
		<key>PHOTOSYNC_WEBHOOK_SECRET</key>
		<string>«b»</string>
	</dict>
	<key>RunAtLoad</key>
	<true/>
</dict>
</plist>
`, V{"=kid": g.agB2KeyID(), "a": "K005" + g.an(27), "b": g.hex(40)}, "com.acme.photosync", "/opt/homebrew/bin/photosync")

	g.add("infra/crontab-mysqldump-p-nospace", `
$ sudo crontab -l -u backup
# m h  dom mon dow   command
15 3 * * * mysqldump -ubackup -p«a» --single-transaction --all-databases | gzip > /var/backups/mysql/all-$(date +\%F).sql.gz
45 3 * * * s3cmd put --recursive /var/backups/mysql/ s3://acme-db-dumps/ --access_key=«=ak» --secret_key=«b»
0 4 * * 0 find /var/backups/mysql -mtime +14 -delete
`, V{"a": g.pwURL(), "=ak": g.awsID(), "b": g.awsSecret()}, "find /var/backups/mysql -mtime +14 -delete", "--single-transaction --all-databases")

	g.add("infra/supervisord-inet-http-server", `
; /etc/supervisor/conf.d/app.conf
[inet_http_server]
port=127.0.0.1:9001
username=admin
password=«a»

[supervisorctl]
serverurl=http://127.0.0.1:9001
username=admin
password=«a»

[program:celery]
command=/srv/app/venv/bin/celery -A app worker -l info --concurrency=4
directory=/srv/app
environment=CELERY_BROKER_URL="amqp://app:«b»@rabbit.internal:5672//",PYTHONUNBUFFERED="1"
autorestart=true
`, V{"a": g.pw(), "b": g.pwURL()}, "serverurl=http://127.0.0.1:9001", "--concurrency=4")

	g.add("infra/compose-override-yaml-anchors", `
# docker-compose.override.yml  (local only, not in git)
x-common-env: &common-env
  SPRING_PROFILES_ACTIVE: local
  SPRING_DATASOURCE_PASSWORD: «a»
  KEYCLOAK_CLIENT_SECRET: «b»
  TZ: Europe/Berlin

services:
  api:
    environment:
      <<: *common-env
      SERVER_PORT: "8081"
  worker:
    environment:
      <<: *common-env
      WORKER_THREADS: "4"
`, V{"a": g.pw(), "b": g.an(32)}, "x-common-env: &common-env", "TZ: Europe/Berlin")

	g.add("infra/k8s-configmap-holding-password", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: reporting-config
  namespace: reporting
data:
  LOG_LEVEL: INFO
  application.properties: |
    spring.datasource.url=jdbc:sqlserver://mssql.reporting.svc:1433;databaseName=reports;encrypt=true
    spring.datasource.username=reporting
    spring.datasource.password=«a»
    reporting.s3.access-key=«=ak»
    reporting.s3.secret-key=«b»
`, V{"a": g.pw(), "=ak": g.awsID(), "b": g.awsSecret()}, "databaseName=reports;encrypt=true", "spring.datasource.username=reporting")

	g.add("infra/kubectl-set-env-deployment", `
$ kubectl set env deployment/notifier -n comms TWILIO_AUTH_TOKEN=«a» VONAGE_API_SECRET=«b» LOG_FORMAT=json
deployment.apps/notifier env updated
$ kubectl rollout status deployment/notifier -n comms
deployment "notifier" successfully rolled out
`, V{"a": g.hex(32), "b": g.an(16)}, "deployment.apps/notifier env updated", "LOG_FORMAT=json")

	g.add("infra/kubectl-patch-secret-stringdata-json", `
$ kubectl -n auth patch secret oauth2-proxy --type merge -p '{"stringData":{"client-id":"«_cid»","client-secret":"«a»","cookie-secret":"«b»"}}'
secret/oauth2-proxy patched
$ kubectl -n auth rollout restart deploy/oauth2-proxy
deployment.apps/oauth2-proxy restarted
`, V{"_cid": "Iv1." + g.hex(16), "a": g.hex(40), "b": g.b64u(43) + "="}, "secret/oauth2-proxy patched", "deployment.apps/oauth2-proxy restarted")

	g.add("infra/kubectl-config-set-credentials", `
$ kubectl config set-credentials ci-deployer --token=«a»
User "ci-deployer" set.
$ kubectl config set-credentials legacy-admin --username=admin --password=«b»
User "legacy-admin" set.
$ kubectl config set-context ci --cluster=prod-eu --user=ci-deployer --namespace=apps
Context "ci" created.
`, V{"a": g.k8sSAToken(), "b": g.pwURL()}, `User "ci-deployer" set.`, "--cluster=prod-eu")

	g.add("infra/oc-login-token", `
$ oc login --token=«a» --server=https://api.ocp4.acme.corp:6443
Logged into "https://api.ocp4.acme.corp:6443" as "dana.k" using the token provided.

You have access to 41 projects, the list has been suppressed. You can list all projects with 'oc projects'

Using project "payments-dev".
$ oc whoami -t
«a»
`, V{"a": g.infOCToken()}, "https://api.ocp4.acme.corp:6443", `Using project "payments-dev".`)

	g.add("infra/talosconfig", `
$ cat ~/.talos/config
context: homelab
contexts:
    homelab:
        endpoints:
            - 192.168.10.21
            - 192.168.10.22
        nodes:
            - 192.168.10.21
        ca: «_ca»
        crt: «_crt»
        key: «a»
`, V{"_ca": b64s(g.certPEM().block() + "\n"), "_crt": b64s(g.certPEM().block() + "\n"),
		"a": b64s("-----BEGIN ED25519 PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEI" + g.s(alB64, 43) + "\n-----END ED25519 PRIVATE KEY-----\n")},
		"context: homelab", "- 192.168.10.22")

	g.add("infra/kubectl-secret-jq-base64d", `
$ kubectl get secret -n data clickhouse-creds -o json | jq '.data | map_values(@base64d)'
{
  "CLICKHOUSE_PASSWORD": "«a»",
  "CLICKHOUSE_USER": "default",
  "S3_ACCESS_KEY": "«=ak»",
  "S3_SECRET_KEY": "«b»"
}
`, V{"a": g.pwStrong(), "=ak": g.s(alUpNum, 20), "b": g.an(40)}, "map_values(@base64d)", `"CLICKHOUSE_USER": "default"`)

	g.add("infra/jenkins-credentials-xml-and-script-console", `
$ sudo cat /var/lib/jenkins/credentials.xml
<?xml version='1.1' encoding='UTF-8'?>
<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin="credentials@1337.v60b_d7b_c7b_c9f">
  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">
    <entry>
      <com.cloudbees.plugins.credentials.domains.Domain>
        <specifications/>
      </com.cloudbees.plugins.credentials.domains.Domain>
      <java.util.concurrent.CopyOnWriteArrayList>
        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>nexus-deploy</id>
          <description>Nexus deploy user</description>
          <username>jenkins</username>
          <password>{«=e1»}</password>
          <usernameSecret>false</usernameSecret>
        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>slack-bot-token</id>
          <secret>{«=e2»}</secret>
        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
      </java.util.concurrent.CopyOnWriteArrayList>
    </entry>
  </domainCredentialsMap>
</com.cloudbees.plugins.credentials.SystemCredentialsProvider>

// Manage Jenkins » Script Console
com.cloudbees.plugins.credentials.SystemCredentialsProvider.getInstance().getCredentials().each {
  println(it.id + " : " + (it.properties.password ?: it.properties.secret))
}
Result:
nexus-deploy : «a»
slack-bot-token : «b»
`, V{"=e1": "AQAAABAAAAAQ" + g.b64(48), "=e2": "AQAAABAAAABg" + g.b64(96), "a": g.pw(), "b": g.xoxb()},
		"<id>nexus-deploy</id>", "Manage Jenkins » Script Console")

	g.add("infra/argocd-admin-initial-password", agBT(`
$ argocd admin initial-password -n argocd
«a»

 This password must be only used for first time login. We strongly recommend you update the password using ˋargocd account update-passwordˋ.
$ argocd login argocd.acme.dev --username admin --password «a» --grpc-web
'admin:login' logged in successfully
Context 'argocd.acme.dev' updated
`), V{"a": g.s(alAlnum+"-", 16)}, "'admin:login' logged in successfully", "Context 'argocd.acme.dev' updated")

	g.add("infra/argocd-repo-add-and-token", `
$ argocd repo add https://gitlab.acme.io/platform/deploy-manifests.git --username argocd --password «a»
Repository 'https://gitlab.acme.io/platform/deploy-manifests.git' added
$ argocd account generate-token --account ci-bot
«b»
`, V{"a": g.glpat(), "b": g.infArgoJWT()}, "Repository 'https://gitlab.acme.io/platform/deploy-manifests.git' added", "--account ci-bot")

	g.add("infra/argocd-application-helm-parameters", `
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: metabase
  namespace: argocd
spec:
  project: analytics
  source:
    repoURL: https://pmint93.github.io/helm-charts
    chart: metabase
    targetRevision: 2.16.4
    helm:
      parameters:
        - name: database.username
          value: metabase
        - name: database.password
          value: «a»
      values: |
        database:
          type: postgres
          host: pg.analytics.svc
        extraEnv:
          MB_ENCRYPTION_SECRET_KEY: "«b»"
  destination:
    server: https://kubernetes.default.svc
    namespace: metabase
`, V{"a": g.pwURL(), "b": g.b64(32)}, "https://pmint93.github.io/helm-charts", "targetRevision: 2.16.4")

	g.add("infra/flux-kustomization-postbuild-substitute", `
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: apps
  namespace: flux-system
spec:
  interval: 10m
  path: ./apps/prod
  prune: true
  sourceRef:
    kind: GitRepository
    name: flux-system
  postBuild:
    substitute:
      cluster_name: prod-eu
      cloudflare_api_token: "«a»"
      minio_secret_key: «b»
    substituteFrom:
      - kind: Secret
        name: cluster-secrets
`, V{"a": g.cfToken(), "b": g.an(40)}, "cluster_name: prod-eu", "name: cluster-secrets")

	g.add("infra/drone-yml-settings", `
kind: pipeline
type: docker
name: default

steps:
- name: test
  image: node:20
  environment:
    SONAR_TOKEN: «a»
  commands:
  - npm ci
  - npm test -- --coverage
  - npx sonar-scanner -Dsonar.host.url=https://sonar.acme.io

- name: publish
  image: plugins/docker
  settings:
    registry: registry.acme.io
    repo: registry.acme.io/shop/web
    username: drone
    password: «b»
    tags: [ "${DRONE_COMMIT_SHA:0:8}", latest ]
`, V{"a": g.agSonar(), "b": g.pwStrong()}, "registry.acme.io/shop/web", `"${DRONE_COMMIT_SHA:0:8}"`)

	g.add("infra/concourse-fly-set-pipeline-vars", `
$ fly -t ci set-pipeline -p billing -c ci/pipeline.yml \
    -v git-private-key="$(cat ~/.ssh/ci_deploy)" \
    -v registry-password=«a» \
    -l ci/vars-prod.yml
$ cat ci/vars-prod.yml
aws-access-key-id: «b»
aws-secret-access-key: «c»
slack-channel: "#billing-ci"
sonar-token: «d»
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret(), "d": g.agSonar()}, `slack-channel: "#billing-ci"`, "fly -t ci set-pipeline -p billing")

	g.add("infra/teamcity-settings-kts", `
// .teamcity/settings.kts
object Build : BuildType({
    name = "Build and publish"
    params {
        password("env.NPM_TOKEN", "credentialsJSON:«_cj»")
        password("env.SENTRY_AUTH_TOKEN", "«a»", display = ParameterDisplay.HIDDEN)
        param("env.NODE_VERSION", "20")
        param("env.NEXUS_PASSWORD", "«b»")
    }
    vcs { root(DslContext.settingsRoot) }
})
`, V{"_cj": g.uuid(), "a": g.txSentryOrg(), "b": g.pw()}, "credentialsJSON:", `param("env.NODE_VERSION", "20")`)

	g.add("infra/rancher-cli-login-token", `
$ rancher login https://rancher.acme.corp/v3 --token token-«=tid»:«a» --context c-m-«_c»:p-«_p»
INFO[0000] Saving config to /home/dana/.rancher/cli2.json
$ jq . ~/.rancher/cli2.json
{
  "Servers": {
    "rancherDefault": {
      "accessKey": "token-«=tid»",
      "secretKey": "«a»",
      "tokenKey": "token-«=tid»:«a»",
      "url": "https://rancher.acme.corp",
      "project": "c-m-«_c»:p-«_p»"
    }
  },
  "CurrentServer": "rancherDefault"
}
`, V{"=tid": g.s(alLowNum, 5), "a": g.s(alLowNum, 54), "_c": g.s(alLowNum, 8), "_p": g.s(alLowNum, 5)},
		"Saving config to /home/dana/.rancher/cli2.json", `"CurrentServer": "rancherDefault"`)
}

// infUTF16B64 is base64 of s as UTF-16LE, as Windows answer files store a
// password with PlainText false.
func infUTF16B64(s string) string {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return base64.StdEncoding.EncodeToString(b)
}

// ---- desktop and developer tool files ----

func (g *G) infDesktop() {
	g.add("infra/winscp-ini-crlf", infCRLF(`
C:\Users\dana>type "%APPDATA%\WinSCP.ini"
[Sessions\deploy@files.partner-logistics.com]
HostName=files.partner-logistics.com
PortNumber=2222
UserName=deploy
FSProtocol=0
Password=«a»
PublicKeyFile=C:%5CUsers%5Cdana%5C.ssh%5Cpartner.ppk
RemoteDirectory=/outbound/edi

[Configuration\Interface]
Theme=1
`), V{"a": "A35C" + g.s(alHexU, 92)}, "files.partner-logistics.com", "RemoteDirectory=/outbound/edi")

	g.add("infra/dbeaver-data-sources-json", `
$ cat ~/.local/share/DBeaverData/workspace6/General/.dbeaver/data-sources.json
{
	"folders": {},
	"connections": {
		"postgres-jdbc-18f2a1c4b7e-3f1d": {
			"provider": "postgresql",
			"driver": "postgres-jdbc",
			"name": "warehouse (prod)",
			"save-password": true,
			"configuration": {
				"host": "warehouse.prod.acme.internal",
				"port": "5432",
				"database": "dwh",
				"url": "jdbc:postgresql://warehouse.prod.acme.internal:5432/dwh",
				"type": "prod",
				"user": "bi_reader",
				"password": "«a»",
				"handlers": {
					"ssh_tunnel": {
						"type": "TUNNEL",
						"enabled": true,
						"save-password": true,
						"properties": {"host": "bastion.acme.io", "port": 22, "authType": "PASSWORD"},
						"user": "dana",
						"password": "«b»"
					}
				}
			}
		}
	}
}
`, V{"a": g.pw(), "b": g.pwStrong()}, "warehouse.prod.acme.internal", `"authType": "PASSWORD"`)

	g.add("infra/postman-collection-prerequest-script", `
{
  "info": { "name": "Partner API", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json" },
  "event": [
    {
      "listen": "prerequest",
      "script": {
        "type": "text/javascript",
        "exec": [
          "const clientId = \"partner-portal\";",
          "const clientSecret = \"«a»\";",
          "pm.sendRequest({",
          "  url: 'https://auth.partner-api.io/oauth/token', method: 'POST',",
          "  header: { 'Content-Type': 'application/x-www-form-urlencoded' },",
          "  body: { mode: 'urlencoded', urlencoded: [",
          "    { key: 'grant_type', value: 'client_credentials' },",
          "    { key: 'client_id', value: clientId },",
          "    { key: 'client_secret', value: clientSecret } ] }",
          "}, (err, res) => pm.collectionVariables.set('access_token', res.json().access_token));"
        ]
      }
    }
  ],
  "variable": [ { "key": "access_token", "value": "«b»" } ]
}
`, V{"a": g.b64u(48), "b": g.userJWT()}, "https://auth.partner-api.io/oauth/token", `const clientId = \"partner-portal\";`)

	g.add("infra/hoppscotch-environment-export", `
[
  {
    "v": 1,
    "id": "«_id»",
    "name": "Staging",
    "variables": [
      { "key": "baseUrl", "value": "https://staging-api.acme.io", "secret": false },
      { "key": "apiKey", "value": "«a»", "secret": false },
      { "key": "adminPassword", "initialValue": "«b»", "currentValue": "«b»", "secret": true }
    ]
  }
]
`, V{"_id": g.s(alLowNum, 25), "a": "ak_" + g.an(40), "b": g.pw()}, "https://staging-api.acme.io", `"name": "Staging"`)

	g.add("infra/thunder-client-env-json", `
$ cat thunder-tests/thunderEnvironment.json
[{"_id":"«_id»","name":"prod","default":false,"sortNum":20000,"created":"2024-05-02T10:11:12.000Z","modified":"2024-09-18T08:30:41.512Z","data":[{"name":"host","value":"https://api.acme.io"},{"name":"token","value":"«a»"},{"name":"webhookSecret","value":"«b»"}]}]
`, V{"_id": g.uuid(), "a": g.userJWT(), "b": g.whsec()}, `"name":"prod"`, `{"name":"host","value":"https://api.acme.io"}`)

	g.add("infra/rclone-config-create-command", `
$ rclone config create wasabi s3 provider=Wasabi access_key_id=«=ak» secret_access_key=«a» endpoint=s3.eu-central-1.wasabisys.com
$ rclone config create nas sftp host=nas.home.lan user=backup pass=«b» --obscure
[nas]
type = sftp
host = nas.home.lan
user = backup
pass = «c»
`, V{"=ak": g.s(alUpNum, 20), "a": g.an(40), "b": g.pwURL(), "c": g.b64u(46)}, "endpoint=s3.eu-central-1.wasabisys.com", "type = sftp")

	g.add("infra/passwd-s3fs-and-fstab", `
$ echo "«=ak»:«a»" | sudo tee /etc/passwd-s3fs >/dev/null && sudo chmod 600 /etc/passwd-s3fs
$ grep s3fs /etc/fstab
acme-archive /mnt/archive fuse.s3fs _netdev,allow_other,passwd_file=/etc/passwd-s3fs,url=https://s3.eu-west-1.amazonaws.com 0 0
`, V{"=ak": g.awsID(), "a": g.awsSecret()}, "passwd_file=/etc/passwd-s3fs", "fuse.s3fs _netdev,allow_other")

	g.add("infra/davfs2-secrets", `
$ sudo cat /etc/davfs2/secrets
# davfs2 secrets file
# mount point / server URL       username          password
/mnt/nextcloud                   dana              "«a»"
https://webdav.hidrive.strato.com/users/acme   acme-backup   «b»
`, V{"a": g.pw(), "b": g.pwURL()}, "# davfs2 secrets file", "/mnt/nextcloud")

	g.add("infra/fetchmailrc", `
$ cat ~/.fetchmailrc
set daemon 300
set logfile ~/.fetchmail.log
poll imap.acme-mail.de protocol IMAP port 993
   user "helpdesk@acme-mail.de" there with password "«a»" is helpdesk here
   ssl sslcertck folder INBOX keep
poll pop.gmx.net proto pop3 user 'dana.k@gmx.de' pass '«b»' is dana here ssl
`, V{"a": g.pw(), "b": g.pwStrong()}, "poll imap.acme-mail.de protocol IMAP port 993", "set daemon 300")

	g.add("infra/mbsyncrc-pass", `
$ cat ~/.mbsyncrc
IMAPAccount work
Host outlook.office365.com
User dana.k@acme.io
Pass «a»
SSLType IMAPS
AuthMechs LOGIN

IMAPAccount fastmail
Host imap.fastmail.com
User dana@fastmail.com
PassCmd "pass show mail/fastmail"
SSLType IMAPS
`, V{"a": g.txAppPw()}, `PassCmd "pass show mail/fastmail"`, "Host outlook.office365.com")

	g.add("infra/nmcli-show-secrets", `
$ nmcli --show-secrets connection show "Acme-Corp"
connection.id:                          Acme-Corp
connection.uuid:                        «_u»
connection.type:                        802-11-wireless
connection.autoconnect:                 yes
802-11-wireless.ssid:                   Acme-Corp
802-11-wireless-security.key-mgmt:      wpa-eap
802-1x.eap:                             peap
802-1x.identity:                        dana.k
802-1x.anonymous-identity:              --
802-1x.password:                        «a»
802-1x.phase2-auth:                     mschapv2
ipv4.method:                            auto
`, V{"_u": g.uuid(), "a": g.pw()}, "802-1x.phase2-auth:                     mschapv2", "802-11-wireless.ssid:                   Acme-Corp")

	g.add("infra/nmconnection-file", `
$ sudo cat /etc/NetworkManager/system-connections/Home-5G.nmconnection
[connection]
id=Home-5G
uuid=«_u»
type=wifi
interface-name=wlp2s0

[wifi]
mode=infrastructure
ssid=Home-5G

[wifi-security]
auth-alg=open
key-mgmt=wpa-psk
psk=«a»

[ipv4]
method=auto
`, V{"_u": g.uuid(), "a": g.pw()}, "key-mgmt=wpa-psk", "interface-name=wlp2s0")

	g.add("infra/hostapd-conf", `
# /etc/hostapd/hostapd.conf
interface=wlan0
driver=nl80211
ssid=Workshop-IoT
hw_mode=g
channel=6
wpa=2
wpa_passphrase=«a»
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
`, V{"a": g.pw()}, "ssid=Workshop-IoT", "rsn_pairwise=CCMP")

	g.add("infra/netsh-wlan-key-clear", infCRLF(`
C:\>netsh wlan show profile name="Buero-5G" key=clear

Profile Buero-5G on interface Wi-Fi:
=======================================================================

Applied: All User Profile

Profile information
-------------------
    Version                : 1
    Type                   : Wireless LAN
    Name                   : Buero-5G

Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Security key           : Present
    Key Content            : «a»

Cost settings
-------------
    Cost                   : Unrestricted
`), V{"a": g.pw()}, "Authentication         : WPA2-Personal", "Profile Buero-5G on interface Wi-Fi:")

	upw, lpw := g.pwStrong(), g.pw()
	g.add("infra/unattend-xml-autologon", infCRLF(`
<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value>«a»</Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
        <LocalAccounts>
          <LocalAccount wcm:action="add">
            <Password>
              <Value>«b»</Value>
              <PlainText>false</PlainText>
            </Password>
            <Name>labuser</Name>
            <Group>Administrators</Group>
          </LocalAccount>
        </LocalAccounts>
      </UserAccounts>
      <AutoLogon>
        <Password>
          <Value>«a»</Value>
          <PlainText>true</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <LogonCount>3</LogonCount>
        <Username>Administrator</Username>
      </AutoLogon>
    </component>
  </settings>
</unattend>
`), V{"a": upw, "b": infUTF16B64(lpw + "Password")}, `publicKeyToken="31bf3856ad364e35"`, "<LogonCount>3</LogonCount>")

	g.add("infra/net-user-add-cmd", infCRLF(`
C:\Windows\system32>net user svc_report «a» /add /passwordchg:no /expires:never
The command completed successfully.

C:\Windows\system32>net localgroup "Remote Desktop Users" svc_report /add
The command completed successfully.
`), V{"a": g.pw()}, `net localgroup "Remote Desktop Users" svc_report /add`)

	gt := g.hex(40)
	g.add("infra/git-credential-approve-printf", `
$ printf 'protocol=https\nhost=git.acme.io\nusername=dana\npassword=%s\n\n' '«a»' | git credential approve
$ git config --global credential.helper
store
$ cat ~/.git-credentials
https://dana:«a»@git.acme.io
`, V{"a": gt}, "git config --global credential.helper", "host=git.acme.io")

	g.add("infra/tea-gitea-cli-config", `
$ cat ~/.config/tea/config.yml
logins:
  - name: acme
    url: https://git.acme.io
    token: «a»
    default: true
    ssh_host: git.acme.io
    ssh_key: ""
    insecure: false
    user: dana
preferences:
  editor: false
  flag_defaults:
    remote: origin
`, V{"a": g.hex(40)}, "ssh_host: git.acme.io", "remote: origin")

	g.add("infra/gitea-app-ini", agBT(`
$ sudo cat /etc/gitea/app.ini
APP_NAME = Acme Git
RUN_MODE = prod

[database]
DB_TYPE = postgres
HOST    = 127.0.0.1:5432
NAME    = gitea
USER    = gitea
PASSWD  = ˋ«a»ˋ

[security]
INSTALL_LOCK   = true
SECRET_KEY     = «b»
INTERNAL_TOKEN = «c»

[oauth2]
JWT_SECRET = «d»

[mailer]
ENABLED   = true
SMTP_ADDR = smtp.eu.mailgun.org
USER      = gitea@mg.acme.io
PASSWD    = «e»
`), V{"a": g.pwStrong(), "b": g.an(64), "c": g.jwt("HS256", fmt.Sprintf(`{"nbf":%d}`, 1700000000+g.r.IntN(9000000))), "d": g.b64u(43), "e": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)},
		"SMTP_ADDR = smtp.eu.mailgun.org", "APP_NAME = Acme Git")

	g.add("infra/vscode-settings-proxy-sqltools", `
$ cat ~/.config/Code/User/settings.json
{
  "editor.formatOnSave": true,
  "http.proxy": "http://dana.k:«a»@proxy.corp.acme.local:3128",
  "http.proxyStrictSSL": false,
  "sqltools.connections": [
    {
      "previewLimit": 50,
      "server": "pg-staging.acme.internal",
      "port": 5432,
      "driver": "PostgreSQL",
      "name": "staging",
      "database": "app",
      "username": "app_ro",
      "password": "«b»"
    }
  ],
  "workbench.colorTheme": "Default Dark Modern"
}
`, V{"a": agQ(g.pw()), "b": g.pw()}, "proxy.corp.acme.local:3128", `"workbench.colorTheme": "Default Dark Modern"`)

	g.add("infra/pg-service-conf", `
$ cat ~/.pg_service.conf
[prod-ro]
host=pg-prod-replica.acme.internal
port=5432
dbname=app
user=readonly
password=«a»
sslmode=verify-full

[staging]
host=pg-staging.acme.internal
dbname=app
user=dev
password=«b»
$ psql service=prod-ro -c 'select count(*) from orders'
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "sslmode=verify-full", "psql service=prod-ro")

	g.add("infra/mongosh-password-flag-and-mongodump", `
$ mongosh "mongodb://mongo-0.mongo.data.svc:27017/?replicaSet=rs0" --username admin --password '«a»' --authenticationDatabase admin
Current Mongosh Log ID:	«_lid»
Connecting to:		mongodb://<credentials>@mongo-0.mongo.data.svc:27017/?replicaSet=rs0&authSource=admin&appName=mongosh+2.2.10
Using MongoDB:		7.0.12
Using Mongosh:		2.2.10
rs0 [direct: primary] test> exit
$ mongodump --uri="mongodb://backup:«b»@mongo-0.mongo.data.svc:27017/shop?authSource=admin" --archive=/backups/shop.archive --gzip
2024-09-18T09:12:44.511+0000	writing shop.orders to archive '/backups/shop.archive'
`, V{"a": g.pwStrong(), "_lid": g.txObjID(), "b": g.pwURL()}, "mongodb://<credentials>@mongo-0.mongo.data.svc:27017", "Using MongoDB:		7.0.12")

	g.add("infra/redis-cli-user-pass-warning", `
$ redis-cli -h redis-«_p».c1.eu-west-1-2.ec2.redns.redis-cloud.com -p «_p» --user default --pass «a» --tls
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
redis-«_p».c1.eu-west-1-2.ec2.redns.redis-cloud.com:«_p»> DBSIZE
(integer) 48211
$ REDISCLI_AUTH=«b» redis-cli -u rediss://app@cache.acme.internal:6380 PING
PONG
`, V{"_p": g.digits(5), "a": g.an(32), "b": g.pwURL()}, "(integer) 48211", "rediss://app@cache.acme.internal:6380")

	g.add("infra/sqlcmd-and-tsql-flags", `
$ sqlcmd -S tcp:sql-erp-prod.database.windows.net,1433 -d erp -U erp_admin -P '«a»' -Q "SELECT @@VERSION" -N
Microsoft SQL Azure (RTM) - 12.0.2000.8
$ tsql -H 10.1.4.20 -p 1433 -U 'CORP\reporting' -P «b»
locale is "en_US.UTF-8"
locale charset is "UTF-8"
using default charset "UTF-8"
1> select db_name()
2> go
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "Microsoft SQL Azure (RTM) - 12.0.2000.8", `using default charset "UTF-8"`)

	g.add("infra/keepassxc-cli-show", `
$ keepassxc-cli show -s ~/Passwords.kdbx "Infra/Proxmox root"
Enter password to unlock /home/dana/Passwords.kdbx:
Title: Proxmox root
UserName: root@pam
Password: «a»
URL: https://pve.home.lan:8006
Notes: API token automation@pve!terraform = «b»
`, V{"a": g.pwStrong(), "b": g.uuid()}, "URL: https://pve.home.lan:8006", "UserName: root@pam")

	g.add("infra/pass-show-output", `
$ pass show work/aws/prod-breakglass
«a»
login: breakglass
url: https://acme-prod.signin.aws.amazon.com/console
otpauth://totp/AWS:breakglass@acme-prod?secret=«b»&issuer=Amazon%20Web%20Services
`, V{"a": g.pwStrong(), "b": g.s(alB32, 64)}, "login: breakglass", "https://acme-prod.signin.aws.amazon.com/console")

	g.add("infra/plink-pscp-pw-flag", infCRLF(`
PS C:\netops> plink.exe -ssh -batch admin@10.20.0.1 -pw «a» "show running-config | include hostname"
hostname core-sw-01
PS C:\netops> pscp.exe -pw «a» admin@10.20.0.1:flash:/config.text .\backups\core-sw-01.cfg
config.text               | 41 kB |  41.2 kB/s | ETA: 00:00:00 | 100%
`), V{"a": g.pw()}, "hostname core-sw-01", `.\backups\core-sw-01.cfg`)
}

// ---- languages and frameworks ----

func (g *G) infLangs() {
	g.add("infra/erlang-vm-args-setcookie", `
$ cat rel/vm.args
-name acme_gateway@10.0.1.15
-setcookie «a»
+K true
+A 64
-kernel inet_dist_listen_min 9100 inet_dist_listen_max 9155
$ cat ~/.erlang.cookie
«b»
`, V{"a": g.s(alUpper, 20), "b": g.s(alUpper, 20)}, "-name acme_gateway@10.0.1.15", "inet_dist_listen_min 9100")

	g.add("infra/mix-hex-organization-auth", `
$ mix hex.organization auth acme --key «a»
Authenticating...
Successfully authorized for organization acme
$ grep -n HEX .github/workflows/ci.yml
14:      HEX_API_KEY: «b»
22:      - run: mix hex.organization auth acme --key "$HEX_API_KEY"
`, V{"a": g.hex(32), "b": g.hex(32)}, "Successfully authorized for organization acme", `--key "$HEX_API_KEY"`)

	g.add("infra/elixir-releases-env-sh-eex", `
# rel/env.sh.eex
export RELEASE_DISTRIBUTION=name
export RELEASE_NODE=<%= @release.name %>@${POD_IP}
export RELEASE_COOKIE="«a»"
export DATABASE_URL="ecto://acme:«b»@pg.prod.internal/acme_prod"
export SECRET_KEY_BASE="«c»"
export PHX_HOST=app.acme.io
`, V{"a": g.b64u(40), "b": g.pwURL(), "c": g.b64(48)}, "RELEASE_NODE=<%= @release.name %>@${POD_IP}", "PHX_HOST=app.acme.io")

	g.add("infra/play-application-conf-secret-key", `
# conf/application.conf
play.http.secret.key = "«a»"
play.http.secret.key = ${?APPLICATION_SECRET}

slick.dbs.default {
  profile = "slick.jdbc.PostgresProfile$"
  db.url = "jdbc:postgresql://localhost:5432/shop?user=shop&password=«b»"
}

play.mailer {
  host = "smtp.sendgrid.net"
  port = 587
  user = "apikey"
  password = "«c»"
}
`, V{"a": g.b64(48), "b": g.pwURL(), "c": g.sendgrid()}, "${?APPLICATION_SECRET}", `profile = "slick.jdbc.PostgresProfile$"`)

	g.add("infra/ktor-exposed-database-connect", `
// src/main/kotlin/com/acme/inventory/plugins/Databases.kt
fun Application.configureDatabases() {
    Database.connect(
        url = "jdbc:postgresql://db.internal:5432/inventory",
        driver = "org.postgresql.Driver",
        user = "inventory",
        password = "«a»"
    )
    install(Authentication) {
        basic("admin") {
            realm = "inventory-admin"
            validate { c -> if (c.name == "ops" && c.password == "«b»") UserIdPrincipal(c.name) else null }
        }
    }
}
`, V{"a": g.pw(), "b": g.pwStrong()}, `driver = "org.postgresql.Driver"`, `realm = "inventory-admin"`)

	g.add("infra/swift-urlcredential", `
// Sources/SyncKit/SyncClient.swift
final class SyncClient {
    private let credential = URLCredential(user: "ios-sync", password: "«a»", persistence: .forSession)
    private let apiToken = "«b»"

    func push(_ body: Data) async throws {
        var request = URLRequest(url: URL(string: "https://sync.acme.io/v2/push")!)
        request.httpMethod = "POST"
        request.setValue("Bearer \(apiToken)", forHTTPHeaderField: "Authorization")
        _ = try await URLSession.shared.upload(for: request, from: body)
    }
}
`, V{"a": g.pw(), "b": g.an(48)}, "https://sync.acme.io/v2/push", "persistence: .forSession")

	g.add("infra/r-renviron-and-dbi", `
$ cat ~/.Renviron
GITHUB_PAT=«a»
OPENAI_API_KEY=«b»
R_LIBS_USER=~/R/library
> con <- DBI::dbConnect(RPostgres::Postgres(), host = "warehouse.acme.internal", dbname = "analytics",
+                       user = "analyst", password = "«c»")
> DBI::dbListTables(con) |> head()
[1] "events"   "sessions" "users"
`, V{"a": g.ghp(), "b": g.openai(), "c": g.pw()}, "R_LIBS_USER=~/R/library", `[1] "events"   "sessions" "users"`)

	g.add("infra/julia-startup-and-libpq", `
# ~/.julia/config/startup.jl
ENV["OPENAI_API_KEY"] = "«a»"
ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"

using LibPQ, DataFrames
conn = LibPQ.Connection("host=ts.acme.internal dbname=metrics user=julia password=«b» sslmode=require")
df = DataFrame(execute(conn, "SELECT * FROM cpu LIMIT 10"))
`, V{"a": g.openai(), "b": g.pwURL()}, `ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"`, "sslmode=require")

	g.add("infra/powershell-new-psdrive-credential", `
PS C:\> $cred = [pscredential]::new('CORP\svc_files', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
PS C:\> New-PSDrive -Name S -PSProvider FileSystem -Root \\fs01\share -Credential $cred -Persist

Name           Used (GB)     Free (GB) Provider      Root
----           ---------     --------- --------      ----
S                 812.40        211.60 FileSystem    \\fs01\share

PS C:\> Set-AzKeyVaultSecret -VaultName kv-acme-prod -Name smtp-password -SecretValue (ConvertTo-SecureString "«b»" -AsPlainText -Force)
`, V{"a": g.pw(), "b": g.pwStrong()}, `\\fs01\share`, "-VaultName kv-acme-prod")

	g.add("infra/perl-dbi-connect", `
#!/usr/bin/perl
use strict; use warnings;
use DBI;
use LWP::UserAgent;

my $dbh = DBI->connect("DBI:mysql:database=crm;host=mysql-01.corp;port=3306",
                       "crm_app", "«a»", { RaiseError => 1, AutoCommit => 1 })
    or die $DBI::errstr;

my $ua = LWP::UserAgent->new(timeout => 30);
$ua->credentials("intranet.acme.local:443", "Restricted", "svc_perl", '«b»');
`, V{"a": g.pw(), "b": g.pwStrong()}, "DBI:mysql:database=crm;host=mysql-01.corp;port=3306", "RaiseError => 1")

	g.add("infra/magento-env-php", `
<?php
// app/etc/env.php
return [
    'backend' => ['frontName' => 'admin_«_fn»'],
    'crypt' => ['key' => '«a»'],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'mysql',
                'dbname' => 'magento',
                'username' => 'magento',
                'password' => '«b»',
                'model' => 'mysql4',
                'active' => '1',
            ],
        ],
    ],
    'queue' => ['amqp' => ['host' => 'rabbitmq', 'port' => '5672', 'user' => 'magento', 'password' => '«c»', 'virtualhost' => '/']],
    'MAGE_MODE' => 'production',
];
`, V{"_fn": g.s(alLowNum, 6), "a": g.hex(32), "b": g.pwStrong(), "c": g.pwURL()}, "'MAGE_MODE' => 'production'", "'model' => 'mysql4'")

	g.add("infra/csharp-smtp-networkcredential", `
// Services/Notifications/MailSender.cs
using var smtp = new SmtpClient("smtp.office365.com", 587)
{
    EnableSsl = true,
    Credentials = new NetworkCredential("noreply@acme.io", "«a»")
};
var blobs = new BlobServiceClient(
    new Uri("https://acmefiles.blob.core.windows.net"),
    new StorageSharedKeyCredential("acmefiles", "«b»"));
`, V{"a": g.pw(), "b": g.azStorage()}, "https://acmefiles.blob.core.windows.net", `new SmtpClient("smtp.office365.com", 587)`)

	g.add("infra/clojure-profiles-clj", `
;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.0.0-RC3"]]}
 :auth {:repository-auth {#"clojars" {:username "dana" :password "«a»"}
                          #"nexus\.acme\.io" {:username "deploy" :password "«b»"}}}
 :dev {:env {:database-url "postgresql://localhost/app?user=app&password=«c»"
             :stripe-key "«d»"}}}
`, V{"a": "CLOJARS_" + g.hex(60), "b": g.pw(), "c": g.pwURL(), "d": g.skTest()}, `[lein-ancient "1.0.0-RC3"]`, `#"nexus\.acme\.io"`)

	g.add("infra/nim-db-open", `
# src/report.nim
import db_connector/db_postgres, std/httpclient

const apiToken = "«a»"
let db = open("pg.acme.internal", "reporter", "«b»", "reports")
let client = newHttpClient(headers = newHttpHeaders({"Authorization": "Token " & apiToken}))
`, V{"a": g.hex(40), "b": g.pw()}, "import db_connector/db_postgres, std/httpclient", `open("pg.acme.internal", "reporter"`)

	g.add("infra/zig-http-authorization", `
// src/upload.zig
const std = @import("std");

const auth_header = "Bearer «a»";

pub fn upload(client: *std.http.Client, uri: std.Uri, buf: []u8) !void {
    var req = try client.open(.POST, uri, .{
        .server_header_buffer = buf,
        .headers = .{ .authorization = .{ .override = auth_header } },
    });
    defer req.deinit();
}
`, V{"a": g.b64u(40)}, ".server_header_buffer = buf,", `const std = @import("std");`)

	g.add("infra/haskell-postgresql-simple", `
-- app/Main.hs
{-# LANGUAGE OverloadedStrings #-}
module Main where

import Database.PostgreSQL.Simple

mailgunKey :: Text
mailgunKey = "«a»"

main :: IO ()
main = do
  conn <- connectPostgreSQL "host=db.acme.internal port=5432 dbname=ledger user=ledger password=«b»"
  [Only n] <- query_ conn "select count(*) from entries" :: IO [Only Int]
  print n
`, V{"a": g.mailgun(), "b": g.pwURL()}, "{-# LANGUAGE OverloadedStrings #-}", "import Database.PostgreSQL.Simple")

	g.add("infra/cabal-config-hackage", `
$ grep -v '^ *--' ~/.cabal/config | grep -v '^$' | head -12
repository hackage.haskell.org
  url: http://hackage.haskell.org/
  secure: True
remote-repo-cache: /home/dana/.cabal/packages
username: dana
password: «a»
jobs: $ncpus
build-summary: /home/dana/.cabal/logs/build.log
`, V{"a": g.pw()}, "remote-repo-cache: /home/dana/.cabal/packages", "repository hackage.haskell.org")

	g.add("infra/go-mysql-dsn-no-scheme", `
// internal/store/mysql.go
func Open() (*sql.DB, error) {
	dsn := "orders:«a»@tcp(mysql-primary.orders.svc:3306)/orders?parseTime=true&loc=UTC&tls=preferred"
	return sql.Open("mysql", dsn)
}
`, V{"a": g.pwURL()}, "parseTime=true&loc=UTC&tls=preferred", `sql.Open("mysql", dsn)`)

	g.add("infra/java-ssl-keystore-system-property", `
// TlsBootstrap.java
System.setProperty("javax.net.ssl.keyStore", "/opt/app/certs/client.p12");
System.setProperty("javax.net.ssl.keyStorePassword", "«a»");
System.setProperty("javax.net.ssl.keyStoreType", "PKCS12");

$ ps -o args= -C java
java -Xmx2g -Djavax.net.ssl.keyStore=/opt/app/certs/client.p12 -Djavax.net.ssl.keyStorePassword=«a» -jar /opt/app/settlement.jar
`, V{"a": g.pwURL()}, "/opt/app/certs/client.p12", `"javax.net.ssl.keyStoreType", "PKCS12"`)

	g.add("infra/python-paramiko-connect", `
# tools/backup_switch_configs.py
import paramiko

ssh = paramiko.SSHClient()
ssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())
ssh.connect("10.40.2.8", username="netops", password="«a»", look_for_keys=False)
stdin, stdout, stderr = ssh.exec_command("show running-config")

key = paramiko.RSAKey.from_private_key_file("/home/netops/.ssh/id_rsa", password="«b»")
`, V{"a": g.pw(), "b": g.pwStrong()}, "paramiko.AutoAddPolicy()", `"/home/netops/.ssh/id_rsa"`)

	g.add("infra/ruby-net-smtp-start", `
# lib/tasks/digest.rake
Net::SMTP.start('smtp.mailgun.org', 587, 'acme.io', 'postmaster@mg.acme.io', '«a»', :login) do |smtp|
  smtp.send_message(msg, 'noreply@acme.io', recipients)
end
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "'postmaster@mg.acme.io'", "lib/tasks/digest.rake")

	g.add("infra/sbt-credentials-file", `
$ cat ~/.sbt/.credentials
realm=Sonatype Nexus Repository Manager
host=nexus.acme.io
user=deployment
password=«a»
$ cat ~/.sbt/1.0/sonatype.sbt
credentials += Credentials("Sonatype Nexus Repository Manager", "s01.oss.sonatype.org", "«=u»", "«b»")
`, V{"a": g.pw(), "=u": g.an(8), "b": g.b64u(44)}, "realm=Sonatype Nexus Repository Manager", "s01.oss.sonatype.org")

	g.add("infra/dart-pub-tokens-json", `
$ cat ~/.config/dart/pub-tokens.json
{"version":1,"hosted":[{"url":"https://dart.cloudsmith.io/acme/flutter-pkgs/","token":"«a»"},{"url":"https://pub.acme.dev","env":"PUB_ACME_TOKEN"}]}
`, V{"a": g.an(40)}, `"env":"PUB_ACME_TOKEN"`, "https://dart.cloudsmith.io/acme/flutter-pkgs/")
}

// ---- IoT and home automation ----

func (g *G) infIoT() {
	g.add("infra/arduino-wifi-mqtt-sketch", `
// greenhouse/greenhouse.ino
#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid        = "Gewaechshaus-2G";
const char* password    = "«a»";
const char* mqtt_server = "192.168.178.40";

WiFiClient espClient;
PubSubClient client(espClient);

void reconnect() {
  while (!client.connected()) {
    if (client.connect("greenhouse-esp32", "sensor", "«b»")) {
      client.subscribe("greenhouse/vent/set");
    } else {
      delay(5000);
    }
  }
}

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  client.setServer(mqtt_server, 1883);
}
`, V{"a": g.pw(), "b": g.pwURL()}, `client.subscribe("greenhouse/vent/set");`, "Gewaechshaus-2G")

	g.add("infra/esp-idf-sdkconfig", `
$ grep -E 'WIFI|BROKER|FREERTOS_HZ' sdkconfig
CONFIG_EXAMPLE_WIFI_SSID="factory-iot"
CONFIG_EXAMPLE_WIFI_PASSWORD="«a»"
CONFIG_BROKER_URL="mqtts://line3:«b»@mqtt.factory.acme.local:8883"
CONFIG_ESP_WIFI_STATIC_RX_BUFFER_NUM=10
CONFIG_ESP_WIFI_DYNAMIC_RX_BUFFER_NUM=32
CONFIG_FREERTOS_HZ=1000
`, V{"a": g.pw(), "b": g.pwURL()}, `CONFIG_EXAMPLE_WIFI_SSID="factory-iot"`, "CONFIG_FREERTOS_HZ=1000")

	g.add("infra/esphome-yaml-api-key-ota", `
# garage-door.yaml
esphome:
  name: garage-door
esp32:
  board: esp32dev
wifi:
  ssid: "Hollow-Oak-IoT"
  password: "«a»"
  ap:
    ssid: "Garage-Door Fallback"
    password: "«b»"
api:
  encryption:
    key: "«c»"
ota:
  - platform: esphome
    password: "«d»"
logger:
`, V{"a": g.pw(), "b": g.an(12), "c": g.b64(32), "d": g.hex(32)}, "board: esp32dev", `ssid: "Garage-Door Fallback"`)

	g.add("infra/mosquitto-passwd-file-and-command", `
$ sudo mosquitto_passwd -b /etc/mosquitto/passwd zigbee2mqtt «a»
$ sudo cat /etc/mosquitto/passwd
homeassistant:«b»
zigbee2mqtt:«c»
$ grep -E 'password_file|allow_anonymous' /etc/mosquitto/conf.d/local.conf
password_file /etc/mosquitto/passwd
allow_anonymous false
`, V{"a": g.pwURL(), "b": g.infMosqHash(), "c": g.infMosqHash()}, "allow_anonymous false", "password_file /etc/mosquitto/passwd")

	g.add("infra/mosquitto-sub-pub-flags", `
$ mosquitto_sub -h mqtt.acme-iot.cloud -p 8883 --capath /etc/ssl/certs -u fleet-monitor -P '«a»' -t 'fleet/+/telemetry' -v
fleet/truck-112/telemetry {"lat":48.137,"lon":11.575,"fuel":0.62}
fleet/truck-087/telemetry {"lat":48.351,"lon":11.786,"fuel":0.18}
^C
$ mosquitto_pub -L mqtts://ops:«b»@mqtt.acme-iot.cloud:8883/fleet/truck-112/cmd -m '{"reboot":true}'
`, V{"a": g.pwStrong(), "b": g.pwURL()}, `fleet/truck-112/telemetry {"lat":48.137,"lon":11.575,"fuel":0.62}`, "--capath /etc/ssl/certs")

	g.add("infra/node-red-flows-cred-json", `
$ cat ~/.node-red/flows_cred.json
{
    "«_n1»": {
        "user": "nodered",
        "password": "«a»"
    },
    "«_n2»": {
        "token": "«b»"
    },
    "«_n3»": {
        "apikey": "«c»"
    }
}
`, V{"_n1": g.hex(16), "a": g.pw(), "_n2": g.hex(16), "b": g.telegram(), "_n3": g.hex(16), "c": g.hex(32)}, `"user": "nodered"`)

	g.add("infra/node-red-settings-credential-secret", `
// ~/.node-red/settings.js
module.exports = {
    flowFile: 'flows.json',
    credentialSecret: "«a»",
    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "«b»",
            permissions: "*"
        }]
    },
    uiPort: process.env.PORT || 1880,
}
`, V{"a": g.an(24), "b": "$2b$08$" + g.s(alAlnum+"./", 53)}, "uiPort: process.env.PORT || 1880", `type: "credentials"`)

	g.add("infra/zigbee2mqtt-network-key", `
# /opt/zigbee2mqtt/data/configuration.yaml
homeassistant: true
permit_join: false
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://core-mosquitto:1883
  user: z2m
  password: «a»
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus-if00-port0
advanced:
  pan_id: 6754
  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]
  network_key: [«b»]
  channel: 15
frontend:
  port: 8080
  auth_token: «c»
`, V{"a": g.pwURL(), "b": g.infBytesList(16, ", "), "c": g.an(24)}, "ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]", "server: mqtt://core-mosquitto:1883")

	g.add("infra/tasmota-backlog-console", `
19:42:07.311 CMD: Backlog SSId1 Werkstatt; Password1 «a»; MqttHost 192.168.1.10; MqttUser tasmota; MqttPassword «b»; Topic plug_3d_printer
19:42:07.402 RSL: RESULT = {"SSId1":"Werkstatt"}
19:42:07.505 RSL: RESULT = {"Password1":"****"}
19:42:07.611 RSL: RESULT = {"MqttHost":"192.168.1.10"}
19:42:07.713 RSL: RESULT = {"MqttPassword":"****"}
19:42:08.004 RSL: RESULT = {"Topic":"plug_3d_printer"}
`, V{"a": g.pw(), "b": g.pwURL()}, `RESULT = {"Password1":"****"}`, `{"Topic":"plug_3d_printer"}`)

	g.add("infra/home-assistant-rest-command-bearer", `
# configuration.yaml
rest_command:
  unifi_block_client:
    url: "https://unifi.home.lan:8443/api/s/default/cmd/stamgr"
    method: post
    username: ha-bot
    password: «a»
    verify_ssl: false
$ curl -s -H "Authorization: Bearer «b»" -H "Content-Type: application/json" http://homeassistant.local:8123/api/states/sensor.outdoor_temperature
{"entity_id":"sensor.outdoor_temperature","state":"12.4","attributes":{"unit_of_measurement":"°C"}}
`, V{"a": g.pw(), "b": g.infHAToken()}, "http://homeassistant.local:8123/api/states/sensor.outdoor_temperature", `"state":"12.4"`)

	g.add("infra/frigate-rtsp-camera-urls", `
# frigate/config.yml
mqtt:
  host: 192.168.1.10
  user: frigate
  password: «c»
cameras:
  driveway:
    ffmpeg:
      inputs:
        - path: rtsp://admin:«a»@192.168.1.31:554/cam/realmonitor?channel=1&subtype=0
          roles: [record]
        - path: rtsp://viewer:«b»@192.168.1.31:554/cam/realmonitor?channel=1&subtype=1
          roles: [detect]
    detect:
      width: 1280
      height: 720
`, V{"c": g.pwURL(), "a": agQ(g.pw()), "b": g.pwURL()}, "/cam/realmonitor?channel=1&subtype=0", "roles: [detect]")

	ok := g.s(alHexU, 32)
	g.add("infra/octoprint-config-api-key", `
$ grep -A2 '^api:' ~/.octoprint/config.yaml
api:
  key: «a»
$ curl -s -H "X-Api-Key: «a»" http://octopi.local/api/job | jq .state
"Printing"
`, V{"a": ok}, "http://octopi.local/api/job", `"Printing"`)
}

// ---- crypto wallets and web3 ----

func (g *G) infWeb3() {
	g.add("infra/foundry-toml-and-forge-script", `
$ cat foundry.toml
[profile.default]
src = "src"
out = "out"
libs = ["lib"]
solc = "0.8.26"

[rpc_endpoints]
mainnet = "https://mainnet.infura.io/v3/«a»"
base = "https://base-mainnet.g.alchemy.com/v2/«b»"

[etherscan]
mainnet = { key = "«c»" }
$ forge script script/Deploy.s.sol --rpc-url base --broadcast --verify --private-key 0x«d»
`, V{"a": g.hex(32), "b": g.b64u(32), "c": g.s(alUpNum, 34), "d": g.hex(64)}, `solc = "0.8.26"`, "script/Deploy.s.sol")

	g.add("infra/cast-wallet-zsh-history", `
$ grep cast ~/.zsh_history
: 1726400112:0;cast wallet import deployer --private-key «a»
: 1726400188:0;cast send «_to» "transfer(address,uint256)" «_rc» 1000000 --rpc-url $RPC --private-key «b»
: 1726400230:0;cast balance «_rc» --rpc-url https://eth-mainnet.g.alchemy.com/v2/«c»
`, V{"a": g.ethPriv(), "_to": g.ethAddr(), "_rc": g.ethAddr(), "b": g.ethPriv(), "c": g.b64u(32)}, `"transfer(address,uint256)"`)

	g.add("infra/solana-keygen-and-id-json", `
$ solana-keygen new -o ~/.config/solana/devnet.json
Generating a new keypair

For added security, enter a BIP39 passphrase

NOTE! This passphrase improves security of the recovery seed phrase NOT the
keypair file itself, which is stored as insecure plain text

BIP39 Passphrase (empty for none):

Wrote new keypair to /home/dana/.config/solana/devnet.json
===============================================================================
pubkey: «_pk»
===============================================================================
Save this seed phrase and your BIP39 passphrase to recover your new keypair:
«a»
===============================================================================
$ cat ~/.config/solana/devnet.json
[«b»]
`, V{"_pk": g.s(alB58, 44), "a": g.seedPhrase(12), "b": g.infBytesList(64, ",")}, "Wrote new keypair to /home/dana/.config/solana/devnet.json")

	addr := g.hex(40)
	g.add("infra/eth-keystore-json-and-password-file", `
$ ls keystore/
UTC--2024-08-02T10-11-12.345678901Z--«_addr»
$ cat keystore/UTC--2024-08-02T10-11-12.345678901Z--«_addr»
{"address":"«_addr»","crypto":{"cipher":"aes-128-ctr","ciphertext":"«=ct»","cipherparams":{"iv":"«=iv»"},"kdf":"scrypt","kdfparams":{"dklen":32,"n":262144,"p":1,"r":8,"salt":"«=salt»"},"mac":"«=mac»"},"id":"«=id»","version":3}
$ cat keystore/.password
«a»
`, V{"_addr": addr, "=ct": g.hex(64), "=iv": g.hex(32), "=salt": g.hex(64), "=mac": g.hex(64), "=id": g.uuid(), "a": g.pw()},
		`"kdf":"scrypt"`, `"cipher":"aes-128-ctr"`)

	g.add("infra/geth-unlock-password-txt", `
$ ps -o args= -C geth
geth --datadir /data/geth --networkid 1337 --unlock 0x«_addr» --password /data/geth/pw.txt --mine --miner.etherbase 0x«_addr» --http --http.addr 0.0.0.0 --http.api eth,net,web3,personal --allow-insecure-unlock
$ cat /data/geth/pw.txt
«a»
$ curl -s -X POST -H 'Content-Type: application/json' --data '{"jsonrpc":"2.0","method":"personal_unlockAccount","params":["0x«_addr»","«a»",300],"id":1}' http://10.0.0.8:8545
{"jsonrpc":"2.0","id":1,"result":true}
`, V{"_addr": g.hex(40), "a": g.pwStrong()}, "--allow-insecure-unlock", `{"jsonrpc":"2.0","id":1,"result":true}`)

	g.add("infra/wagmi-config-rpc-urls", agBT(`
// src/wagmi.ts
import { http, createConfig } from 'wagmi'
import { mainnet, base } from 'wagmi/chains'
import { walletConnect } from 'wagmi/connectors'

export const config = createConfig({
  chains: [mainnet, base],
  transports: {
    [mainnet.id]: http('https://eth-mainnet.g.alchemy.com/v2/«a»'),
    [base.id]: http(ˋhttps://base-mainnet.infura.io/v3/«b»ˋ),
  },
  connectors: [walletConnect({ projectId: '«=wc»' })],
})
`), V{"a": g.b64u(32), "b": g.hex(32), "=wc": g.hex(32)}, "import { walletConnect } from 'wagmi/connectors'")

	g.add("infra/truffle-hdwallet-infura", agBT(`
// truffle-config.js
const HDWalletProvider = require('@truffle/hdwallet-provider');
const mnemonic = "«a»";

module.exports = {
  networks: {
    sepolia: {
      provider: () => new HDWalletProvider(mnemonic, ˋhttps://sepolia.infura.io/v3/«b»ˋ),
      network_id: 11155111,
      gas: 5500000,
      confirmations: 2,
    },
  },
  compilers: { solc: { version: "0.8.21" } },
};
`), V{"a": g.seedPhrase(12), "b": g.hex(32)}, "network_id: 11155111", "@truffle/hdwallet-provider")

	g.add("infra/quicknode-helius-env", `
# .env.local
NEXT_PUBLIC_CHAIN_ID=137
POLYGON_RPC_URL=https://young-dawn-«=sub».matic.quiknode.pro/«a»/
SOLANA_RPC=https://api.mainnet-beta.solana.com
HELIUS_RPC=https://mainnet.helius-rpc.com/?api-key=«b»
RELAYER_PRIVATE_KEY=«c»
`, V{"=sub": g.s(alLower, 6) + "-" + g.s(alLower, 5), "a": g.hex(40), "b": g.uuid(), "c": g.ethPriv()}, "NEXT_PUBLIC_CHAIN_ID=137", "SOLANA_RPC=https://api.mainnet-beta.solana.com")

	g.add("infra/bitcoin-conf-rpcauth", `
# ~/.bitcoin/bitcoin.conf
server=1
txindex=1
rpcbind=127.0.0.1
rpcallowip=127.0.0.1
rpcauth=electrs:«a»
rpcuser=btcpay
rpcpassword=«b»
zmqpubrawblock=tcp://127.0.0.1:28332
`, V{"a": g.hex(32) + "$" + g.hex(64), "b": g.b64u(43)}, "zmqpubrawblock=tcp://127.0.0.1:28332", "rpcallowip=127.0.0.1")

	g.add("infra/bitcoin-cli-dumpprivkey-descriptors", `
$ bitcoin-cli -rpcwallet=hot dumpprivkey bc1q«_addr»
«a»
$ bitcoin-cli -rpcwallet=hot listdescriptors true | jq -r '.descriptors[0].desc'
wpkh(«b»/84h/0h/0h/0/*)#«_cs»
`, V{"_addr": g.s(alBech, 38), "a": g.wif(), "b": "xprv9s21ZrQH143K" + g.s(alB58, 95), "_cs": g.s(alBech, 8)}, "listdescriptors true")

	g.add("infra/cosmos-keys-export-unarmored", `
$ gaiad keys export validator --unarmored-hex --unsafe --keyring-backend file
Enter keyring passphrase (attempt 1/3):
WARNING: The private key will be exported as an unarmored hexadecimal string. USE AT YOUR OWN RISK. Continue? [y/N]: y
«a»
$ gaiad keys show validator -a --keyring-backend file
cosmos1«_addr»
`, V{"a": g.hex(64), "_addr": g.s(alBech, 38)}, "USE AT YOUR OWN RISK. Continue? [y/N]: y")

	g.add("infra/chat-metamask-exported-key", `
ok I exported the deployer account from MetaMask (Account details → Show private key), it's «a» — it only has sepolia ETH on it so just use it for the deploy script, address is «_addr»
`, V{"a": g.hex(64), "_addr": g.ethAddr()}, "Account details → Show private key", "it only has sepolia ETH on it")
}

// ---- observability and messaging ----

func (g *G) infObs() {
	g.add("infra/otel-headers-honeycomb-env", `
# deploy/k8s/checkout-api.env
OTEL_SERVICE_NAME=checkout-api
OTEL_EXPORTER_OTLP_ENDPOINT=https://api.eu1.honeycomb.io
OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=«a»,x-honeycomb-dataset=checkout
OTEL_RESOURCE_ATTRIBUTES=deployment.environment=prod,service.version=2.41.0
OTEL_TRACES_SAMPLER=parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG=0.1
`, V{"a": g.an(22)}, "OTEL_SERVICE_NAME=checkout-api", "OTEL_TRACES_SAMPLER_ARG=0.1")

	g.add("infra/otel-headers-grafana-cloud-urlencoded", `
$ kubectl -n apps get deploy api -o jsonpath='{.spec.template.spec.containers[0].env}' | jq -c '.[]'
{"name":"OTEL_EXPORTER_OTLP_ENDPOINT","value":"https://otlp-gateway-prod-eu-west-2.grafana.net/otlp"}
{"name":"OTEL_EXPORTER_OTLP_HEADERS","value":"Authorization=Basic%20«a»"}
{"name":"OTEL_EXPORTER_OTLP_PROTOCOL","value":"http/protobuf"}
`, V{"a": apPct(g.apGlcBasic())}, "https://otlp-gateway-prod-eu-west-2.grafana.net/otlp", `"value":"http/protobuf"`)

	g.add("infra/grafana-alloy-basic-auth", `
// /etc/alloy/config.alloy
prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
    basic_auth {
      username = "«=u»"
      password = "«a»"
    }
  }
}

loki.write "default" {
  endpoint {
    url = "https://logs-prod-012.grafana.net/loki/api/v1/push"
    basic_auth {
      username = "«=u2»"
      password = sys.env("GRAFANA_CLOUD_API_KEY")
    }
  }
}
`, V{"=u": g.digits(7), "a": g.txGlc(), "=u2": g.digits(6)}, `password = sys.env("GRAFANA_CLOUD_API_KEY")`, `prometheus.remote_write "grafana_cloud"`)

	g.add("infra/fluentd-match-outputs", `
# /etc/fluent/fluent.conf
<match app.**>
  @type elasticsearch
  host es.logging.svc
  port 9200
  scheme https
  user fluentd
  password «a»
  logstash_format true
</match>

<match audit.**>
  @type logzio_buffered
  endpoint_url https://listener-eu.logz.io:8071?token=«b»&type=audit
  output_include_time true
</match>
`, V{"a": g.pwURL(), "b": g.s(alUpper+alLower, 32)}, "@type logzio_buffered", "logstash_format true")

	g.add("infra/grafana-sa-token-create-response", `
$ curl -s -u admin:«a» -X POST -H 'Content-Type: application/json' -d '{"name":"terraform","secondsToLive":0}' https://grafana.acme.io/api/serviceaccounts/12/tokens
{"id":41,"name":"terraform","key":"«b»"}
`, V{"a": g.pwURL(), "b": g.grafanaSA()}, "https://grafana.acme.io/api/serviceaccounts/12/tokens", `{"name":"terraform","secondsToLive":0}`)

	g.add("infra/datadog-install-one-liner", `
$ DD_API_KEY=«a» DD_SITE="datadoghq.eu" DD_APM_INSTRUMENTATION_ENABLED=host bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"
* Datadog Agent install script v1.36.0
* Adding your API key to the Datadog Agent configuration: /etc/datadog-agent/datadog.yaml
* Setting SITE in the Datadog Agent configuration: /etc/datadog-agent/datadog.yaml
$ sudo datadog-agent status | grep -i 'api key'
    API key ending with «=tail»: API Key valid
`, V{"a": g.hex(32), "=tail": g.hex(5)}, "install_script_agent7.sh", `DD_SITE="datadoghq.eu"`)

	g.add("infra/newrelic-ini-python-agent", `
# newrelic.ini
[newrelic]
license_key = «a»
app_name = Checkout API (prod)
monitor_mode = true
log_level = info
distributed_tracing.enabled = true

[newrelic:staging]
license_key = «b»
app_name = Checkout API (staging)
`, V{"a": g.apNRLicense(), "b": g.hex(40)}, "app_name = Checkout API (staging)", "distributed_tracing.enabled = true")

	g.add("infra/elasticsearch-keystore-add-echo", `
$ echo "«a»" | sudo /usr/share/elasticsearch/bin/elasticsearch-keystore add -x bootstrap.password
$ printf '%s' '«b»' | sudo /usr/share/elasticsearch/bin/elasticsearch-keystore add --stdin s3.client.default.secret_key
$ sudo /usr/share/elasticsearch/bin/elasticsearch-keystore list
bootstrap.password
keystore.seed
s3.client.default.access_key
s3.client.default.secret_key
`, V{"a": g.pwStrong(), "b": g.awsSecret()}, "s3.client.default.access_key", "keystore.seed")

	ver := fmt.Sprintf(`{"ver":"8.14.3","adr":["10.0.0.5:9200"],"fgr":"%s","key":"%s:%s"}`, g.hex(64), g.b64u(20), g.b64u(22))
	g.add("infra/elasticsearch-reset-password-output", `
$ sudo /usr/share/elasticsearch/bin/elasticsearch-reset-password -u elastic
This tool will reset the password of the [elastic] user to an autogenerated value.
The password will be printed in the console.
Please confirm that you would like to continue [y/N]y


Password for the [elastic] user successfully reset.
New value: «a»
$ sudo /usr/share/elasticsearch/bin/elasticsearch-create-enrollment-token -s kibana
«b»
`, V{"a": g.s(alAlnum+"*-_=+", 20), "b": b64s(ver)}, "Password for the [elastic] user successfully reset.")

	g.add("infra/filebeat-cloud-auth-api-key", `
# /etc/filebeat/filebeat.yml
cloud.id: "prod-logs:«=cid»"
cloud.auth: "elastic:«a»"

output.elasticsearch:
  hosts: ["https://es.acme.internal:9200"]
  api_key: "«b»"
  ssl.certificate_authorities: ["/etc/filebeat/ca.crt"]
`, V{"=cid": b64s("eu-west-1.aws.found.io$" + g.hex(32) + "$" + g.hex(32)), "a": g.s(alAlnum, 24), "b": g.apESKeyIDKey()},
		`hosts: ["https://es.acme.internal:9200"]`, "/etc/filebeat/ca.crt")

	g.add("infra/debezium-connector-post-json", `
$ curl -s -X POST -H "Content-Type: application/json" http://connect:8083/connectors -d '{
  "name": "orders-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "orders-db.prod.internal",
    "database.port": "5432",
    "database.user": "debezium",
    "database.password": "«a»",
    "database.dbname": "orders",
    "topic.prefix": "orders",
    "schema.history.internal.kafka.bootstrap.servers": "pkc-«=p».eu-west-1.aws.confluent.cloud:9092",
    "schema.history.internal.producer.sasl.jaas.config": "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«=k»\" password=\"«b»\";"
  }
}'
`, V{"a": g.pwStrong(), "=p": g.s(alLowNum, 5), "=k": g.s(alUpNum, 16), "b": g.apConfluent()},
		"io.debezium.connector.postgresql.PostgresConnector", `"database.user": "debezium"`)

	g.add("infra/rabbitmqadmin-and-change-password", `
$ rabbitmqadmin -H rabbit.prod.internal -P 15672 -u admin -p '«a»' list queues name messages consumers
+-----------------+----------+-----------+
|      name       | messages | consumers |
+-----------------+----------+-----------+
| emails.outbound | 0        | 4         |
| invoices.render | 1287     | 2         |
+-----------------+----------+-----------+
$ sudo rabbitmqctl change_password billing «b»
Changing password for user "billing" ...
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "| invoices.render | 1287     | 2         |", `Changing password for user "billing" ...`)

	g.add("infra/nats-creds-file", `
$ cat ~/.local/share/nats/nsc/keys/creds/ACME/ORDERS/order-svc.creds
-----BEGIN NATS USER JWT-----
«=jwt»
------END NATS USER JWT------

************************* IMPORTANT *************************
NKEY Seed printed below can be used to sign and prove identity.
NKEYs are sensitive and should be treated as secrets.

-----BEGIN USER NKEY SEED-----
«a»
------END USER NKEY SEED------

*************************************************************
`, V{"=jwt": g.jwt("ed25519-nkey", fmt.Sprintf(`{"jti":"%s","iat":%d,"iss":"A%s","name":"order-svc","sub":"U%s","nats":{"pub":{},"sub":{},"subs":-1,"data":-1,"payload":-1,"type":"user","version":2}}`,
		g.s(alB32, 52), 1717000000+g.r.IntN(9000000), g.s(alB32, 55), g.s(alB32, 55))), "a": g.infNATSSeed()},
		"NKEYs are sensitive and should be treated as secrets.")

	g.add("infra/redis-users-acl-and-setuser", `
$ sudo cat /etc/redis/users.acl
user default off
user app on #«a» ~app:* &* +@all -@dangerous
user metrics on #«b» ~* resetchannels -@all +info +ping +client|list
$ redis-cli --user admin --askpass
Please input password: ***********
127.0.0.1:6379> ACL SETUSER worker on >«c» ~jobs:* +@list +@connection
OK
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.pwURL()}, "user default off", "Please input password: ***********")

	g.add("infra/clickhouse-users-xml", `
<!-- /etc/clickhouse-server/users.d/users.xml -->
<clickhouse>
  <users>
    <default>
      <password></password>
      <networks><ip>::1</ip><ip>127.0.0.1</ip></networks>
    </default>
    <grafana>
      <password>«a»</password>
      <profile>readonly</profile>
    </grafana>
    <etl>
      <password_sha256_hex>«b»</password_sha256_hex>
      <profile>default</profile>
    </etl>
  </users>
</clickhouse>
`, V{"a": g.pw(), "b": g.hex(64)}, "<networks><ip>::1</ip><ip>127.0.0.1</ip></networks>", "<profile>readonly</profile>")

	g.add("infra/splunk-hec-curl-and-outputs-conf", `
$ curl -k https://splunk.acme.corp:8088/services/collector/event -H "Authorization: Splunk «a»" -d '{"event": "deploy finished", "sourcetype": "_json", "index": "ci"}'
{"text":"Success","code":0}
$ cat /opt/splunkforwarder/etc/system/local/outputs.conf
[httpout]
httpEventCollectorToken = «b»
uri = https://splunk.acme.corp:8088
`, V{"a": g.infUUIDU(), "b": g.uuid()}, `{"text":"Success","code":0}`, "/opt/splunkforwarder/etc/system/local/outputs.conf")

	g.add("infra/graylog-server-conf", `
$ sudo grep -v '^#' /etc/graylog/server/server.conf | grep -v '^$'
is_leader = true
node_id_file = /etc/graylog/server/node-id
password_secret = «a»
root_username = admin
root_password_sha2 = «b»
http_bind_address = 0.0.0.0:9000
elasticsearch_hosts = http://graylog:«c»@opensearch-01:9200
mongodb_uri = mongodb://graylog:«d»@mongo-01:27017/graylog
`, V{"a": g.an(96), "b": g.hex(64), "c": g.pwURL(), "d": g.pwURL()}, "node_id_file = /etc/graylog/server/node-id", "http_bind_address = 0.0.0.0:9000")

	g.add("infra/opsgenie-curl-geniekey", `
$ curl -s -X POST https://api.eu.opsgenie.com/v2/alerts -H "Content-Type: application/json" -H "Authorization: GenieKey «a»" -d '{"message": "disk 91% on db-03", "priority": "P2", "tags": ["disk", "prod"]}'
{"result":"Request will be processed","took":0.011,"requestId":"«_rid»"}
`, V{"a": g.uuid(), "_rid": g.uuid()}, `"result":"Request will be processed"`, `"message": "disk 91% on db-03"`)

	g.add("infra/zabbix-agent-psk", `
$ grep -E '^(Server|Hostname|TLS)' /etc/zabbix/zabbix_agent2.conf
Server=zabbix.acme.internal
Hostname=db-03
TLSConnect=psk
TLSAccept=psk
TLSPSKIdentity=PSK-db-03
TLSPSKFile=/etc/zabbix/zabbix_agent2.psk
$ sudo cat /etc/zabbix/zabbix_agent2.psk
«a»
`, V{"a": g.hex(64)}, "TLSPSKIdentity=PSK-db-03", "Server=zabbix.acme.internal")

	g.add("infra/librdkafka-client-properties-confluent", `
$ cat ~/.confluent/client.properties
bootstrap.servers=pkc-«=p».europe-west3.gcp.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanisms=PLAIN
sasl.username=«=k»
sasl.password=«a»
schema.registry.url=https://psrc-«=s».europe-west3.gcp.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info=«=sk»:«b»
session.timeout.ms=45000
`, V{"=p": g.s(alLowNum, 5), "=k": g.s(alUpNum, 16), "a": g.apConfluent(), "=s": g.s(alLowNum, 5), "=sk": g.s(alUpNum, 16), "b": g.apConfluent()},
		"security.protocol=SASL_SSL", "session.timeout.ms=45000")
}

// ---- people pasting credentials into chat ----

func (g *G) infChat() {
	g.add("infra/chat-en-use-this-key-geocoding", `
use this key for the geocoding thing: «a» (it's the paid tier so go easy on the tests pls)
`, V{"a": g.googleKey()}, "it's the paid tier so go easy on the tests pls")

	g.add("infra/chat-en-staging-password-is", agBT(`
fyi the staging password is «a» — user is ˋqa-adminˋ, it gets reset every sunday night so don't bother rotating it
`), V{"a": g.pw()}, "it gets reset every sunday night")

	g.add("infra/chat-en-dont-commit-it", `
here's the token, don't commit it: «a»

and please put it in 1Password under "Linear – automation" once the sync script works
`, V{"a": g.linear()}, `"Linear – automation"`)

	g.add("infra/chat-en-markdown-table-db-creds", `
can you wire up the three environments? creds below

| env     | host                       | user   | password |
|---------|----------------------------|--------|----------|
| dev     | pg-dev.acme.internal       | app    | «a» |
| staging | pg-staging.acme.internal   | app    | «b» |
| prod    | pg-prod-ro.acme.internal   | app_ro | «c» |
`, V{"a": g.txShortPw(), "b": g.pw(), "c": g.pwStrong()}, "pg-staging.acme.internal", "can you wire up the three environments?")

	g.add("infra/chat-en-quoted-email-sftp", `
On Tue, 10 Sep 2024 at 14:02, Priya Shah <priya@partner-logistics.com> wrote:
> Hi Dana,
> As requested, here are the SFTP credentials for the EDI feed:
>   host: sftp.partner-logistics.com
>   user: acme_edi
>   password: «a»
> Let me know if you need anything else.
> Priya

can you set up the nightly pull job with these? files land in /outbound/edi
`, V{"a": g.pwStrong()}, "sftp.partner-logistics.com", "files land in /outbound/edi")

	g.add("infra/chat-en-forwarded-vpn-password", `
---------- Forwarded message ---------
From: IT Service Desk <servicedesk@acme.io>
Date: Mon, Sep 9, 2024 at 9:14 AM
Subject: Your VPN account
To: Dana K <dana@acme.io>

Hello Dana,

Your VPN account has been created.
Username: dana.k
Temporary password: «a»
You will be asked to change it at first login.

can you write me a script that connects with openconnect using this?
`, V{"a": g.pw()}, "Subject: Your VPN account", "You will be asked to change it at first login.")

	g.add("infra/chat-en-typos-odd-spacing", `
heres teh api key  :   «a»   ( for the sendgrid acount) ,,, also pasword for the smtp relay is«b» lol no space sorry
`, V{"a": g.sendgrid(), "b": g.pw()}, "( for the sendgrid acount)", "lol no space sorry")

	g.add("infra/chat-en-inline-code-twilio", agBT(`
set ˋTWILIO_AUTH_TOKENˋ to ˋ«a»ˋ and ˋTWILIO_API_SECRETˋ to ˋ«b»ˋ, the account SID is ˋ«_sid»ˋ. sms only works to verified numbers on this trial account
`), V{"a": g.hex(32), "b": g.an(32), "_sid": g.twilioSID()}, "sms only works to verified numbers on this trial account")

	g.add("infra/chat-en-slack-thread-paste", `
[10:41] dana: anyone have the jenkins admin pw? need to fix the agent label
[10:43] marco: «a»
[10:43] marco: pls change it after, it's been the same since 2021
[10:44] dana: 👍 thx
`, V{"a": g.pw()}, "need to fix the agent label", "it's been the same since 2021")

	g.add("infra/chat-en-numbered-runbook-steps", `
ok here's how I usually do the cert rotation:
1. ssh ops@bastion.acme.io (pw: «a»)
2. sudo -i (same pw)
3. export VAULT_TOKEN=«b»
4. cd /opt/pki && ./rotate.sh --env prod
can you turn that into an ansible playbook?
`, V{"a": g.pw(), "b": g.vaultTok()}, "./rotate.sh --env prod", "can you turn that into an ansible playbook?")

	g.add("infra/chat-en-diceware-passphrase", `
the passphrase for the release signing key is «a» (all lowercase, dashes between words). the key id is «_kid»
`, V{"a": strings.ReplaceAll(g.seedPhrase(5), " ", "-"), "_kid": g.s(alHexU, 16)}, "all lowercase, dashes between words")

	g.add("infra/chat-cs-heslo-databaze", `
Ahoj, heslo k produkční databázi je «a», uživatel je app_prod. Prosím nikam ho neukládej a po migraci mi dej vědět.
`, V{"a": g.pwStrong()}, "uživatel je app_prod", "po migraci mi dej vědět")

	g.add("infra/chat-fi-mailgun-avain", `
Moi! Tässä Mailgun-avain: «a» – älä laita sitä gittiin. Domain on mg.acme.fi ja lähettäjä noreply@mg.acme.fi.
`, V{"a": g.mailgun()}, "älä laita sitä gittiin", "noreply@mg.acme.fi")

	g.add("infra/chat-hu-staging-jelszo", `
Szia, a staging admin jelszava: «a» (felhasználó: admin). Kérlek, holnapig cseréld le, mert a régi is ez volt!
`, V{"a": g.pw()}, "(felhasználó: admin)", "Kérlek, holnapig cseréld le")

	g.add("infra/chat-ro-token-gitlab", `
Salut, tokenul de GitLab pentru CI este «a». Îl poți pune în variabilele proiectului ca masked? Mersi!
`, V{"a": g.glpat()}, "Îl poți pune în variabilele proiectului ca masked?")

	g.add("infra/chat-th-line-token", `
สวัสดีครับ นี่คือ Channel access token ของ LINE Messaging API: «a»
ช่วยใส่ใน .env ให้หน่อยครับ ห้าม commit นะครับ
`, V{"a": g.s(alB64, 171) + "="}, "ช่วยใส่ใน .env ให้หน่อยครับ", "LINE Messaging API")

	g.add("infra/chat-fa-ramz-server", `
سلام، رمز عبور سرور تست: «a» — نام کاربری root است. لطفاً بعد از استفاده عوضش کن.
`, V{"a": g.pwStrong()}, "نام کاربری root است", "سرور تست")

	g.add("infra/chat-nb-grafana-passord", `
Passordet til Grafana er «a» btw, brukernavn admin. Ikke del det videre 🙏
`, V{"a": g.pw()}, "Ikke del det videre", "brukernavn admin")

	g.add("infra/chat-tl-paymongo-key", `
Pre, eto yung secret key ng PayMongo: «a» — pakilagay na lang sa env ng staging, salamat! yung public key nasa Notion na.
`, V{"a": "sk_live_" + g.an(24)}, "pakilagay na lang sa env ng staging", "yung public key nasa Notion na")

	g.add("infra/chat-hi-razorpay-secret", `
नमस्ते, Razorpay का key secret यह है: «a» — इसे कोड में commit मत करना। Key ID «_k» है।
`, V{"a": g.an(24), "_k": "rzp_live_" + g.an(14)}, "इसे कोड में commit मत करना")

	g.add("infra/chat-sw-daraja-keys", `
Habari, consumer key ya M-Pesa Daraja ni «=ck» na consumer secret ni «a». Tafadhali usiweke kwenye GitHub, tumia .env tu.
`, V{"=ck": g.an(48), "a": g.an(64)}, "Tafadhali usiweke kwenye GitHub", "M-Pesa Daraja")

	g.add("infra/chat-de-quoted-email-shopware", `
Am 12.09.2024 um 09:31 schrieb Jonas Weber <j.weber@agentur-nord.de>:
> Hallo Dana,
> die Zugangsdaten für das Shopware-Backend lauten:
> Benutzer: acme-admin
> Passwort: «a»
> Viele Grüße
> Jonas

Kannst du dich damit mal einloggen und das PayPal-Plugin aktualisieren?
`, V{"a": g.pw()}, "Shopware-Backend", "Benutzer: acme-admin")

	g.add("infra/chat-ja-backlog-api-key", `
お疲れさまです。Backlog の API キーはこちらです → «a»　（社外秘でお願いします）
スペースは acme-dev.backlog.jp です。
`, V{"a": g.an(64)}, "acme-dev.backlog.jp", "社外秘でお願いします")

	g.add("infra/chat-zh-tw-redis-password", `
這是測試環境的 Redis 密碼：«a»，帳號是 default，請勿外流。連線位址 redis-test.acme.internal:6379
`, V{"a": g.an(32)}, "redis-test.acme.internal:6379", "請勿外流")

	g.add("infra/chat-es-whatsapp-export", `
[9/10/24, 11:02:15] Luis Ortega: la contra del wifi de la oficina es «a»
[9/10/24, 11:02:40] Luis Ortega: y el router es admin / «b» por si hay que abrir puertos
[9/10/24, 11:03:02] Dana: gracias!!
`, V{"a": g.pw(), "b": g.pwURL()}, "por si hay que abrir puertos", "[9/10/24, 11:03:02] Dana: gracias!!")
}

// infBenignLines puts each line of body in v under _key0, _key1, … (benign)
// and returns the template lines, each after prefix. Lines shorter than
// 16 characters are filler.
func infBenignLines(v V, key, prefix, body string) string {
	var out []string
	for i, l := range strings.Split(body, "\n") {
		k := fmt.Sprintf("_%s%d", key, i)
		if len(l) < 16 {
			k = "=" + k[1:]
		}
		v[k] = l
		out = append(out, prefix+"«"+k+"»")
	}
	return strings.Join(out, "\n")
}

// infGPGFpr is a 40-hex fingerprint in gpg's groups of four.
func (g *G) infGPGFpr() string {
	var p []string
	for i := 0; i < 10; i++ {
		p = append(p, g.s(alHexU, 4))
	}
	return strings.Join(p[:5], " ") + "  " + strings.Join(p[5:], " ")
}

// ---- benign-only cases from the same places ----

func (g *G) infBenign() {
	g.add("infra/benign-gemfile-lock-checksums", `
CHECKSUMS
  actioncable (7.1.3.4) sha256=«_a»
  nokogiri (1.16.7-x86_64-linux) sha256=«_b»
  rack (3.1.7) sha256=«_c»

BUNDLED WITH
   2.5.18
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "BUNDLED WITH")

	g.add("infra/benign-mix-lock-hashes", `
%{
  "jason": {:hex, :jason, "1.4.4", "«_a»", [:mix], [{:decimal, "~> 1.0 or ~> 2.0", [hex: :decimal, repo: "hexpm", optional: true]}], "hexpm", "«_b»"},
  "plug": {:hex, :plug, "1.16.1", "«_c»", [:mix], [{:mime, "~> 1.0 or ~> 2.0", [hex: :mime, repo: "hexpm", optional: false]}], "hexpm", "«_d»"},
}
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64), "_d": g.hex(64)}, `{:hex, :plug, "1.16.1"`)

	g.add("infra/benign-pubspec-lock-sha256", `
packages:
  http:
    dependency: "direct main"
    description:
      name: http
      sha256: «_a»
      url: "https://pub.dev"
    source: hosted
    version: "1.2.2"
  path_provider:
    dependency: "direct main"
    description:
      name: path_provider
      sha256: «_b»
      url: "https://pub.dev"
    source: hosted
    version: "2.1.4"
`, V{"_a": g.hex(64), "_b": g.hex(64)}, `dependency: "direct main"`)

	g.add("infra/benign-swift-package-resolved", `
{
  "originHash" : "«_o»",
  "pins" : [
    {
      "identity" : "alamofire",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/Alamofire/Alamofire.git",
      "state" : {
        "revision" : "«_r1»",
        "version" : "5.9.1"
      }
    },
    {
      "identity" : "swift-collections",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/apple/swift-collections.git",
      "state" : {
        "revision" : "«_r2»",
        "version" : "1.1.3"
      }
    }
  ],
  "version" : 3
}
`, V{"_o": g.hex(64), "_r1": g.gitSHA(), "_r2": g.gitSHA()}, "https://github.com/Alamofire/Alamofire.git")

	g.add("infra/benign-skopeo-inspect-digests", `
$ skopeo inspect docker://ghcr.io/acme/api:2.41.0
{
    "Name": "ghcr.io/acme/api",
    "Digest": "sha256:«_d»",
    "RepoTags": ["2.40.0", "2.41.0", "latest"],
    "Created": "2024-09-17T12:44:01.118Z",
    "Architecture": "amd64",
    "Os": "linux",
    "Layers": [
        "sha256:«_l1»",
        "sha256:«_l2»",
        "sha256:«_l3»"
    ],
    "Env": ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "NODE_VERSION=20.17.0"]
}
`, V{"_d": g.hex(64), "_l1": g.hex(64), "_l2": g.hex(64), "_l3": g.hex(64)}, `"NODE_VERSION=20.17.0"`)

	bl := g.gitSHA()
	g.add("infra/benign-git-blame-settings-env-refs", `
$ git blame -l -L 40,43 config/settings.py
«_a» (Dana K      2024-03-02 10:12:44 +0100 40) SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
«_a» (Dana K      2024-03-02 10:12:44 +0100 41) DEBUG = env.bool("DEBUG", default=False)
«_b» (Priya S     2024-06-11 16:40:02 +0200 42) DATABASES = {"default": env.db("DATABASE_URL")}
«_c» (Marco R     2023-11-20 09:01:13 +0100 43) STRIPE_API_KEY = os.getenv("STRIPE_API_KEY")
`, V{"_a": bl, "_b": g.gitSHA(), "_c": g.gitSHA()}, `SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]`, `STRIPE_API_KEY = os.getenv("STRIPE_API_KEY")`)

	head := g.gitSHA()
	g.add("infra/benign-git-describe-submodule-status", `
$ git rev-parse HEAD
«_a»
$ git describe --tags --long
v2.41.0-3-g«_s»
$ git submodule status
 «_b» vendor/protos (v1.8.2)
+«_c» third_party/llama.cpp (b3620-12-g«_s2»)
`, V{"_a": head, "_s": head[:7], "_b": g.gitSHA(), "_c": g.gitSHA(), "_s2": g.hex(9)}, "vendor/protos (v1.8.2)")

	g.add("infra/benign-ssh-keygen-randomart", `
$ ssh-keygen -t ed25519 -C "dana@acme-laptop" -f ~/.ssh/id_ed25519_acme
Generating public/private ed25519 key pair.
Enter passphrase (empty for no passphrase):
Enter same passphrase again:
Your identification has been saved in /home/dana/.ssh/id_ed25519_acme
Your public key has been saved in /home/dana/.ssh/id_ed25519_acme.pub
The key fingerprint is:
SHA256:«_fp» dana@acme-laptop
The key's randomart image is:
+--[ED25519 256]--+
|        .o+=*B=. |
|       . ooo+*o. |
|        o ..=.+  |
|       . . = B   |
|        S = O o  |
|         + * =   |
|        . = E .  |
|         o *.o   |
|          ..=+.  |
+----[SHA256]-----+
$ cat ~/.ssh/id_ed25519_acme.pub
«_pub» dana@acme-laptop
`, V{"_fp": strings.TrimRight(g.b64(32), "="), "_pub": g.agSSHPub()}, "Your public key has been saved in /home/dana/.ssh/id_ed25519_acme.pub")

	g.add("infra/benign-keytool-list-fingerprints", `
$ keytool -list -v -keystore /etc/ssl/certs/java/cacerts -alias digicertglobalrootg2 -storepass:env STOREPASS
Alias name: digicertglobalrootg2
Creation date: Aug 21, 2024
Entry type: trustedCertEntry

Owner: CN=DigiCert Global Root G2, OU=www.digicert.com, O=DigiCert Inc, C=US
Issuer: CN=DigiCert Global Root G2, OU=www.digicert.com, O=DigiCert Inc, C=US
Serial number: «_ser»
Valid from: Thu Aug 01 12:00:00 UTC 2013 until: Fri Jan 15 12:00:00 UTC 2038
Certificate fingerprints:
	 SHA1: «_s1»
	 SHA256: «_s2»
Signature algorithm name: SHA256withRSA
`, V{"_ser": g.hex(32), "_s1": g.apFingerprint(20), "_s2": g.apFingerprint(32)}, "-storepass:env STOREPASS", "Entry type: trustedCertEntry")

	g.add("infra/benign-azure-blob-response-headers", `
$ curl -sI "https://acmefiles.blob.core.windows.net/public/logo.svg"
HTTP/1.1 200 OK
Content-Length: 4211
Content-Type: image/svg+xml
Content-MD5: «_md5»
Last-Modified: Tue, 17 Sep 2024 08:12:44 GMT
ETag: "0x«_etag»"
Server: Windows-Azure-Blob/1.0 Microsoft-HTTPAPI/2.0
x-ms-request-id: «_rid»
x-ms-version: 2021-08-06
x-ms-blob-type: BlockBlob
x-ms-server-encrypted: true
`, V{"_md5": g.b64(16), "_etag": g.s(alHexU, 15), "_rid": g.uuid() + "-" + g.hex(4)}, "x-ms-blob-type: BlockBlob")

	g.add("infra/benign-gsutil-stat-hashes", `
$ gsutil stat gs://acme-public-assets/app/v2.41.0/bundle.js
gs://acme-public-assets/app/v2.41.0/bundle.js:
    Creation time:          Tue, 17 Sep 2024 08:13:01 GMT
    Update time:            Tue, 17 Sep 2024 08:13:01 GMT
    Storage class:          STANDARD
    Content-Length:         412877
    Content-Type:           application/javascript
    Hash (crc32c):          «_crc»
    Hash (md5):             «_md5»
    ETag:                   «_et»
    Generation:             «_gen»
    Metageneration:         1
`, V{"_crc": g.b64(4), "_md5": g.b64(16), "_et": "C" + g.b64u(10) + "EAE=", "_gen": g.digits(16)}, "Storage class:          STANDARD")

	g.add("infra/benign-xray-b3-request-headers", `
GET /v1/orders/«_oid» HTTP/1.1
Host: orders.internal
X-Amzn-Trace-Id: Root=1-«_t1»-«_t2»;Parent=«_p»;Sampled=1
X-B3-TraceId: «_b3t»
X-B3-SpanId: «_b3s»
X-B3-Sampled: 1
X-Request-Id: «_rid»
Accept: application/json
`, V{"_oid": g.uuid(), "_t1": g.hex(8), "_t2": g.hex(24), "_p": g.hex(16), "_b3t": g.hex(32), "_b3s": g.hex(16), "_rid": g.uuid()}, "Host: orders.internal")

	g.add("infra/benign-terraform-state-show-sensitive", `
$ terraform state show aws_db_instance.main
# aws_db_instance.main:
resource "aws_db_instance" "main" {
    address                  = "app-prod.«_c».eu-west-1.rds.amazonaws.com"
    allocated_storage        = 100
    arn                      = "arn:aws:rds:eu-west-1:«_acct»:db:app-prod"
    engine                   = "postgres"
    engine_version           = "16.3"
    identifier               = "app-prod"
    password                 = (sensitive value)
    resource_id              = "db-«_rid»"
    username                 = "app_admin"
}
`, V{"_c": g.s(alLowNum, 12), "_acct": g.digits(12), "_rid": g.s(alUpNum, 26)}, "password                 = (sensitive value)")

	var vl []string
	for i := 0; i < 6; i++ {
		vl = append(vl, g.hex(80))
	}
	vl = append(vl, g.hex(42))
	bv := V{}
	body := infBenignLines(bv, "v", "", strings.Join(vl, "\n"))
	g.add("infra/benign-ansible-vault-file-vault-id", `
$ head -8 group_vars/prod/vault.yml
$ANSIBLE_VAULT;1.2;AES256;prod
`+body+`
$ ansible-vault view --vault-id prod@prompt group_vars/prod/vault.yml
Vault password (prod):
`, bv, "$ANSIBLE_VAULT;1.2;AES256;prod", "--vault-id prod@prompt")

	g.add("infra/benign-sops-dotenv-encrypted", `
$ cat secrets.prod.env
DB_PASSWORD=ENC[AES256_GCM,data:«_d1»,iv:«_i1»,tag:«_t1»,type:str]
STRIPE_SECRET_KEY=ENC[AES256_GCM,data:«_d2»,iv:«_i2»,tag:«_t2»,type:str]
sops_age__list_0__map_enc=-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSBH...\n-----END AGE ENCRYPTED FILE-----\n
sops_age__list_0__map_recipient=«_rcp»
sops_lastmodified=2024-09-17T08:12:44Z
sops_mac=ENC[AES256_GCM,data:«_m»,iv:«_mi»,tag:«_mt»,type:str]
sops_version=3.9.0
`, V{"_d1": g.b64(24), "_i1": g.b64(32), "_t1": g.b64(16), "_d2": g.b64(80), "_i2": g.b64(32), "_t2": g.b64(16),
		"_rcp": g.agePublic(), "_m": g.b64(96), "_mi": g.b64(32), "_mt": g.b64(16)}, "sops_version=3.9.0")

	cv := V{"_rv": g.digits(6), "_uid": g.uuid()}
	cbody := infBenignLines(cv, "c", "    ", g.certPEM().body)
	g.add("infra/benign-kube-root-ca-configmap", `
$ kubectl get configmap kube-root-ca.crt -n default -o yaml
apiVersion: v1
data:
  ca.crt: |
    -----BEGIN CERTIFICATE-----
`+cbody+`
    -----END CERTIFICATE-----
kind: ConfigMap
metadata:
  annotations:
    kubernetes.io/description: Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. No other usage is guaranteed across distributions of Kubernetes clusters.
  creationTimestamp: "2024-02-11T10:02:33Z"
  name: kube-root-ca.crt
  namespace: default
  resourceVersion: "«_rv»"
  uid: «_uid»
`, cv, "name: kube-root-ca.crt")

	g.add("infra/benign-importmap-integrity", `
<script type="importmap">
{
  "imports": {
    "app": "/assets/app-«_h1».js",
    "lit": "https://cdn.jsdelivr.net/npm/lit@3.2.0/+esm"
  },
  "integrity": {
    "/assets/app-«_h1».js": "sha384-«_i1»",
    "https://cdn.jsdelivr.net/npm/lit@3.2.0/+esm": "sha384-«_i2»"
  }
}
</script>
`, V{"_h1": g.s(alB64U, 8), "_i1": g.b64(48), "_i2": g.b64(48)}, "https://cdn.jsdelivr.net/npm/lit@3.2.0/+esm")

	did := g.uuid()
	g.add("infra/benign-dwarfdump-uuid-debug-files", `
$ dwarfdump --uuid build/Acme.app.dSYM
UUID: «_u1» (arm64) build/Acme.app.dSYM/Contents/Resources/DWARF/Acme
$ sentry-cli debug-files upload --include-sources build/Acme.app.dSYM
> Found 1 debug information file
> Prepared debug information file for upload
> Uploading completed in 2.104s
> Uploaded 1 missing debug information file
> File upload complete:

  UPLOADED «_u2» (Acme; arm64 debug companion)
`, V{"_u1": strings.ToUpper(did), "_u2": did}, "(arm64) build/Acme.app.dSYM/Contents/Resources/DWARF/Acme")

	g.add("infra/benign-rails-assets-precompile", `
$ RAILS_ENV=production SECRET_KEY_BASE_DUMMY=1 bin/rails assets:precompile
I, [2024-09-17T08:12:44.123456 #4211]  INFO -- : Writing /app/public/assets/application-«_a».css
I, [2024-09-17T08:12:44.301877 #4211]  INFO -- : Writing /app/public/assets/application-«_b».js
I, [2024-09-17T08:12:44.402113 #4211]  INFO -- : Writing /app/public/assets/logo-«_c».svg
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "SECRET_KEY_BASE_DUMMY=1")

	g.add("infra/benign-iam-password-policy-json", `
$ aws iam get-account-password-policy
{
    "PasswordPolicy": {
        "MinimumPasswordLength": 14,
        "RequireSymbols": true,
        "RequireNumbers": true,
        "RequireUppercaseCharacters": true,
        "RequireLowercaseCharacters": true,
        "AllowUsersToChangePassword": true,
        "ExpirePasswords": true,
        "MaxPasswordAge": 90,
        "PasswordReusePrevention": 24,
        "HardExpiry": false
    }
}
`, nil, `"MinimumPasswordLength": 14`, `"PasswordReusePrevention": 24`, `"MaxPasswordAge": 90`)

	g.add("infra/benign-env-numeric-security-settings", `
# .env.example — security knobs, safe defaults
PASSWORD_MIN_LENGTH=12
PASSWORD_MAX_AGE_DAYS=90
TOKEN_TTL_SECONDS=3600
REFRESH_TOKEN_TTL_SECONDS=1209600
SECRET_ROTATION_DAYS=30
API_KEY_PREFIX=ak_
SESSION_COOKIE_NAME=__Host-session
MAX_LOGIN_ATTEMPTS=5
BCRYPT_ROUNDS=12
`, nil, "PASSWORD_MIN_LENGTH=12", "REFRESH_TOKEN_TTL_SECONDS=1209600", "SESSION_COOKIE_NAME=__Host-session", "BCRYPT_ROUNDS=12")

	g.add("infra/benign-keycloak-password-policy-doc", `
## Password policy (realm: customers)

Passwords must be at least 12 characters long and contain 1 digit, 1 uppercase letter and 1 special character. The last 5 passwords cannot be reused, and the password must not equal the username.

    passwordPolicy: "length(12) and digits(1) and upperCase(1) and specialChars(1) and passwordHistory(5) and notUsername"
`, nil, "Passwords must be at least 12 characters long", `"length(12) and digits(1) and upperCase(1) and specialChars(1) and passwordHistory(5) and notUsername"`)

	g.add("infra/benign-npm-pack-dry-run", `
$ npm pack --dry-run
npm notice
npm notice 📦  @acme/ui@4.2.0
npm notice Tarball Contents
npm notice 1.1kB LICENSE
npm notice 2.4kB README.md
npm notice 88.2kB dist/index.js
npm notice 1.9kB package.json
npm notice Tarball Details
npm notice name: @acme/ui
npm notice version: 4.2.0
npm notice filename: acme-ui-4.2.0.tgz
npm notice package size: 24.1 kB
npm notice unpacked size: 93.6 kB
npm notice shasum: «_sha»
npm notice integrity: sha512-«_i1»[...]«_i2»==
npm notice total files: 4
`, V{"_sha": g.hex(40), "_i1": g.s(alB64, 13), "_i2": g.s(alB64, 13)}, "npm notice filename: acme-ui-4.2.0.tgz")

	g.add("infra/benign-gpg-verify-output", `
$ gpg --verify terraform_1.9.5_SHA256SUMS.sig terraform_1.9.5_SHA256SUMS
gpg: Signature made Tue 27 Aug 2024 16:02:11 UTC
gpg:                using RSA key «_k»
gpg: Good signature from "HashiCorp Security (HashiCorp Package Signing) <security+packaging@hashicorp.com>" [unknown]
gpg: WARNING: This key is not certified with a trusted signature!
gpg:          There is no indication that the signature belongs to the owner.
Primary key fingerprint: «_fp»
`, V{"_k": g.s(alHexU, 40), "_fp": g.infGPGFpr()}, "gpg: Good signature from")

	g.add("infra/benign-vault-audit-log-hmac", `
$ sudo tail -n1 /var/log/vault/audit.log
{"time":"2024-09-17T08:12:44.511Z","type":"response","auth":{"client_token":"hmac-sha256:«_h1»","accessor":"hmac-sha256:«_h2»","display_name":"approle","policies":["default","deploy-ro"]},"request":{"id":"«_rid»","operation":"read","mount_type":"kv","path":"secret/data/apps/billing/prod","remote_address":"10.0.3.14"},"response":{"data":{"data":{"db_password":"hmac-sha256:«_h3»","stripe_secret_key":"hmac-sha256:«_h4»"}}}}
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_rid": g.uuid(), "_h3": g.hex(64), "_h4": g.hex(64)}, `"path":"secret/data/apps/billing/prod"`)

	kid := g.uuid()
	g.add("infra/benign-kms-encrypt-ciphertext", `
$ aws kms encrypt --key-id alias/app-config --plaintext fileb://config.json --query CiphertextBlob --output text
«_ct»
$ aws kms describe-key --key-id alias/app-config --query 'KeyMetadata.[KeyId,Arn]' --output text
«_kid»	arn:aws:kms:eu-west-1:«_acct»:key/«_kid»
`, V{"_ct": "AQICAHh" + g.s(alB64, 300) + "==", "_kid": kid, "_acct": g.digits(12)}, "fileb://config.json")

	g.add("infra/benign-gh-actions-secrets-public-key", `
$ gh api repos/acme/shop/actions/secrets/public-key
{"key_id":"«_kid»","key":"«_key»"}
$ gh secret set SENTRY_AUTH_TOKEN --repo acme/shop < /dev/stdin
✓ Set Actions secret SENTRY_AUTH_TOKEN for acme/shop
`, V{"_kid": g.digits(19), "_key": g.b64(32)}, "✓ Set Actions secret SENTRY_AUTH_TOKEN for acme/shop")

	g.add("infra/benign-az-ad-app-credential-hint", `
$ az ad app credential list --id «_app» -o json
[
  {
    "customKeyIdentifier": null,
    "displayName": "github-actions",
    "endDateTime": "2025-09-17T08:12:44Z",
    "hint": "«_h»",
    "keyId": "«_kid»",
    "secretText": null,
    "startDateTime": "2024-09-17T08:12:44Z"
  }
]
`, V{"_app": g.uuid(), "_h": g.an(3), "_kid": g.uuid()}, `"secretText": null`, `"displayName": "github-actions"`)
}
