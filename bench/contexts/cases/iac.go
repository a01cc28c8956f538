package cases

import (
	"fmt"
	"strings"
)

// iacCases adds credentials met in infrastructure-as-code work and in the
// output of its tools, as a coding agent sees them. Sources: Terraform
// (variables.tf with defaults, terraform.tfvars and *.auto.tfvars,
// provider blocks for AWS, Azure, Google, GitHub, Cloudflare, Datadog,
// Vault, PostgreSQL, MySQL, Kubernetes, Helm, Hetzner, DigitalOcean,
// Fastly, PagerDuty, Grafana and TFE, backend blocks and -backend-config
// files for S3, azurerm, GCS, pg, http, consul and remote, TF_VAR_
// exports, locals and module arguments, terraform.tfstate and its backup
// with sensitive_attributes, state pull and state show, terraform plan
// and apply output with (sensitive value) and with values shown, plan
// JSON, terraform output and output -json and -raw, terraform console,
// TF_LOG traces, import and validate errors, credentials.tfrc.json,
// Terraform Cloud workspace variables, tfsec, checkov and Atlantis);
// OpenTofu state encryption and tofu output; Terragrunt inputs,
// remote_state and render-json; Pulumi (Pulumi.<stack>.yaml with secure:
// ciphertext and plain values, encryptionsalt, pulumi config and
// --show-secrets, config set --secret on the command line, stack export
// with and without --show-secrets, stack output, credentials.json,
// PULUMI_CONFIG_PASSPHRASE, programs in TypeScript, Python and Go, ESC
// environments and esc open, pulumi up diffs); CloudFormation (templates
// with NoEcho defaults, parameter files, create-stack and deploy
// --parameter-overrides, describe-stacks Outputs and Parameters, UserData,
// SAM template.yaml and samconfig.toml, dynamic references, cfn-lint,
// rain, sceptre); AWS CDK (cdk.context.json, cdk.json, outputs files,
// cdk deploy output, SecretValue.unsafePlainText, synthesized templates,
// CDKTF); Ansible (INI and YAML inventories with ansible_password,
// ansible_become_pass, ansible_ssh_pass and WinRM, group_vars and
// host_vars, !vault blocks and vault files, .vault_pass files,
// ansible-vault view and decrypt output, ansible-playbook -v and -vvv
// output, -e extra vars, ansible-inventory --list, ansible.cfg Galaxy
// server tokens, AWX credentials, molecule); Chef (data bag items,
// encrypted data bags, knife data bag show --secret, client and
// validator keys, knife vault, Test Kitchen, Automate tokens); Puppet
// (Hiera YAML with plain values and eyaml ENC[PKCS7] blocks, eyaml
// decrypt, puppet lookup, r10k, csr_attributes challengePassword, RBAC
// tokens); SaltStack (pillar SLS, GPG-encrypted pillar, pillar.items
// output, master ext_pillar and salt-cloud providers, salt-api tokens);
// Packer (JSON and HCL templates with winrm_password and ssh_password,
// pkrvars, -var flags, autounattend.xml, preseed and kickstart); Vagrant
// (Vagrantfiles with ssh passwords, provider keys, vagrant cloud tokens);
// Azure Bicep and .bicepparam, ARM parameters files and az deployment
// output, Crossplane ProviderConfigs and connection secrets; Nomad job
// specs and variables, Consul agent configs, ACL tokens and KV exports,
// Vault agent and server configs, operator init output and AppRole
// secret ids, Boundary KMS keys; CI pipelines that run these tools.
// Benign: ARNs, resource, subnet, security-group, VPC and AMI ids, state
// serials and lineage UUIDs, hashes in lock files, public keys and
// certificates, KMS key ids, Pulumi, Ansible Vault, eyaml, Chef, SOPS and
// GPG ciphertexts, (sensitive value) and [secret] markers, dynamic
// references, Key Vault references. The case names start with "iac/".
func (g *G) iacCases() {
	g.iacTerraformFiles()
	g.iacTerraformProviders()
	g.iacTerraformBackends()
	g.iacTerraformState()
	g.iacTerraformCLI()
	g.iacTofuTerragrunt()
	g.iacPulumi()
	g.iacCloudFormation()
	g.iacCDK()
	g.iacAnsible()
	g.iacChef()
	g.iacPuppet()
	g.iacSalt()
	g.iacPacker()
	g.iacVagrant()
	g.iacAzure()
	g.iacHashi()
	g.iacPipelines()
	g.iacBenign()
}

// ---- values used only here ----

// iacAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) iacAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

func (g *G) iacAcct() string      { return g.digits(12) }
func (g *G) iacAMI() string       { return "ami-0" + g.hex(16) }
func (g *G) iacSubnet() string    { return "subnet-0" + g.hex(16) }
func (g *G) iacSG() string        { return "sg-0" + g.hex(16) }
func (g *G) iacVPC() string       { return "vpc-0" + g.hex(16) }
func (g *G) iacEC2() string       { return "i-0" + g.hex(16) }
func (g *G) iacSerial() string    { return fmt.Sprint(3 + g.r.IntN(900)) }
func (g *G) iacHexU(n int) string { return g.s(alHexU, n) }

// iacMD5Colon is an MD5 fingerprint written as colon-separated hex pairs.
func (g *G) iacMD5Colon() string {
	h := g.hex(32)
	var p []string
	for i := 0; i < 32; i += 2 {
		p = append(p, h[i:i+2])
	}
	return strings.Join(p, ":")
}

// iacVault is an Ansible Vault 1.1 payload: hex of salt, HMAC and
// ciphertext, itself hex-encoded and cut in lines of 80.
func (g *G) iacVault(indent string, n int) string {
	inner := g.hex(64) + "\n" + g.hex(64) + "\n" + g.hex(n)
	lines := strings.Split(wrap(fmt.Sprintf("%x", inner), 80), "\n")
	return indent + "$ANSIBLE_VAULT;1.1;AES256\n" + indent + strings.Join(lines, "\n"+indent)
}

// iacEyaml is a hiera-eyaml PKCS7 block.
func (g *G) iacEyaml() string { return "ENC[PKCS7," + g.b64(186+g.r.IntN(40)) + "]" }

// iacPulumiSecure is a secure: value of the passphrase secrets provider.
func (g *G) iacPulumiSecure() string { return "v1:" + g.b64(12) + ":" + g.b64(16+g.r.IntN(24)) }

// iacPulumiSvc is a secure: value of the Pulumi Cloud secrets provider.
func (g *G) iacPulumiSvc() string { return "AAABA" + g.s(alB64, 40+g.r.IntN(30)) + "=" }

func (g *G) iacPulumiSalt() string {
	return "v1:" + g.b64(8) + ":v1:" + g.b64(12) + ":" + g.b64(32)
}

// iacGCPKey is a service-account key JSON, one line, as Terraform and
// APIs print it inside strings.
func (g *G) iacGCPKey(project, sa string) (string, string) {
	pem := g.pkcs8RSAPEM().block() + "\n"
	return fmt.Sprintf(`{"type":"service_account","project_id":"%s","private_key_id":"%s","private_key":"%s","client_email":"%s@%s.iam.gserviceaccount.com","client_id":"%s","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token"}`,
		project, g.hex(40), jsonEsc(pem), sa, project, g.digits(21)), pem
}

func (g *G) iacTerraformFiles() {
	g.iacAdd("iac/tf-variables-tf-password-default", `
$ cat infra/modules/rds/variables.tf
variable "identifier" {
  description = "RDS instance identifier"
  type        = string
  default     = "orders-prod"
}

variable "instance_class" {
  type    = string
  default = "db.r6g.large"
}

variable "master_username" {
  type    = string
  default = "orders_admin"
}

variable "master_password" {
  description = "Master password for the cluster (TODO move to Secrets Manager)"
  type        = string
  sensitive   = true
  default     = "«a»"
}

variable "kms_key_id" {
  type    = string
  default = "arn:aws:kms:eu-west-1:«_acct»:key/«_kms»"
}
`, V{"a": g.pw(), "_acct": g.iacAcct(), "_kms": g.uuid()}, "orders_admin", "db.r6g.large", "orders-prod")

	g.iacAdd("iac/tfvars-mixed-ids-and-secrets", `
# terraform.tfvars — prod
region            = "us-east-1"
vpc_id            = "«_vpc»"
private_subnets   = ["«_s1»", "«_s2»", "«_s3»"]
bastion_ami       = "«_ami»"
db_username       = "app"
db_password       = "«a»"
redis_auth_token  = "«b»"
datadog_api_key   = "«c»"
alert_email       = "oncall@northwind-logistics.com"
`, V{"_vpc": g.iacVPC(), "_s1": g.iacSubnet(), "_s2": g.iacSubnet(), "_s3": g.iacSubnet(), "_ami": g.iacAMI(),
		"a": g.pwStrong(), "b": g.an(48), "c": g.hex(32)}, "oncall@northwind-logistics.com", "us-east-1")

	g.iacAdd("iac/auto-tfvars-json-secrets", `
$ cat secrets.auto.tfvars.json
{
  "github_app_id": 318842,
  "github_app_installation_id": 40211937,
  "github_app_pem_file": "«a»",
  "slack_webhook_url": "https://hooks.slack.com/services/«_t»/«_b»/«b»",
  "sentry_auth_token": "«c»"
}
`, V{"a": jsonEsc(g.rsaPEM().block() + "\n"), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24),
		"c": "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"northwind"}`, 1735000000+g.r.IntN(9000000))) + "_" + g.b64u(43)},
		"github_app_installation_id", "318842")

	g.iacAdd("iac/tfvars-map-of-users", `
# users.auto.tfvars
sftp_users = {
  "acme-finance" = {
    home_directory = "/finance"
    password       = "«a»"
    public_key     = "«_pk»"
  }
  "globex-edi" = {
    home_directory = "/edi/inbound"
    password       = "«b»"
    public_key     = null
  }
}
`, V{"a": g.pw(), "_pk": g.sshRSAPub() + " finance@acme", "b": g.pwStrong()}, "acme-finance", "globex-edi", "/edi/inbound")

	g.iacAdd("iac/tf-var-exports-shell", `
$ export TF_VAR_environment=staging
$ export TF_VAR_cloudflare_zone_id=«_z»
$ export TF_VAR_cloudflare_api_token=«a»
$ export TF_VAR_db_password='«b»'
$ terraform plan -out=staging.tfplan
`, V{"_z": g.hex(32), "a": g.cfToken(), "b": g.pw()}, "TF_VAR_cloudflare_zone_id", "staging.tfplan")

	g.iacAdd("iac/tf-locals-connection-string", `
locals {
  name_prefix = "${var.project}-${var.env}"
  common_tags = {
    Project     = var.project
    Environment = var.env
    ManagedBy   = "terraform"
  }

  # FIXME: pull from Key Vault once the pipeline has access
  sql_connection = "Server=tcp:${azurerm_mssql_server.main.fully_qualified_domain_name},1433;Initial Catalog=ledger;User ID=ledgeradmin;Password=«a»;Encrypt=True;"
}
`, V{"a": g.pwStrong()}, "ledgeradmin", "Initial Catalog=ledger", `"${var.project}-${var.env}"`)

	g.iacAdd("iac/tf-module-call-literal-secrets", `
module "keycloak" {
  source  = "git::https://gitlab.com/platform/terraform-modules.git//keycloak?ref=v2.4.1"

  realm_name          = "customers"
  admin_username      = "kcadmin"
  admin_password      = "«a»"
  smtp_host           = "email-smtp.eu-central-1.amazonaws.com"
  smtp_user           = "«b»"
  smtp_password       = "«c»"
  db_subnet_group     = "keycloak-«_sfx»"
}
`, V{"a": g.pw(), "b": g.awsID(), "c": "B" + g.s(alB64, 43), "_sfx": g.hex(8)}, "kcadmin", "email-smtp.eu-central-1.amazonaws.com", "ref=v2.4.1")

	g.iacAdd("iac/tf-user-data-heredoc", `
resource "aws_instance" "runner" {
  ami                    = "«_ami»"
  instance_type          = "c6i.xlarge"
  subnet_id              = "«_sub»"
  vpc_security_group_ids = ["«_sg»"]

  user_data = <<-EOT
    #!/bin/bash
    set -euo pipefail
    cd /opt/actions-runner
    ./config.sh --url https://github.com/northwind --token «a» --labels self-hosted,linux,x64 --unattended
    echo 'NPM_TOKEN=«b»' >> /etc/environment
    ./svc.sh install && ./svc.sh start
  EOT
}
`, V{"_ami": g.iacAMI(), "_sub": g.iacSubnet(), "_sg": g.iacSG(), "a": "A" + g.s(alUpNum, 28), "b": g.npmTok()}, "c6i.xlarge", "self-hosted,linux,x64")

	g.iacAdd("iac/tf-lambda-env-vars", `
resource "aws_lambda_function" "webhook" {
  function_name = "stripe-webhook"
  role          = aws_iam_role.webhook.arn
  handler       = "index.handler"
  runtime       = "nodejs20.x"
  filename      = "dist/webhook.zip"
  source_code_hash = "«_h»"

  environment {
    variables = {
      STRIPE_API_KEY        = "«a»"
      STRIPE_WEBHOOK_SECRET = "«b»"
      TABLE_NAME            = aws_dynamodb_table.events.name
    }
  }
}
`, V{"_h": g.b64(32), "a": g.rkLive(), "b": g.whsec()}, "stripe-webhook", "nodejs20.x")

	g.iacAdd("iac/tf-random-password-and-ssm", `
resource "random_password" "grafana_admin" {
  length           = 24
  special          = true
  override_special = "!#%*-_=+"
}

resource "aws_ssm_parameter" "grafana_admin" {
  name   = "/observability/grafana/admin-password"
  type   = "SecureString"
  value  = random_password.grafana_admin.result
  key_id = "alias/observability"
}

resource "aws_ssm_parameter" "pagerduty_key" {
  name  = "/observability/alertmanager/pagerduty-routing-key"
  type  = "SecureString"
  value = "«a»"
}
`, V{"a": g.hex(32)}, "/observability/grafana/admin-password", "random_password.grafana_admin.result", "alias/observability")

	g.iacAdd("iac/tf-secretsmanager-secret-string-jsonencode", `
resource "aws_secretsmanager_secret_version" "airflow" {
  secret_id = aws_secretsmanager_secret.airflow.id
  secret_string = jsonencode({
    username      = "airflow"
    password      = "«a»"
    fernet_key    = "«b»"
    webserver_key = "«c»"
  })
}
`, V{"a": g.pwStrong(), "b": g.b64u(43) + "=", "c": g.hex(32)}, "aws_secretsmanager_secret.airflow.id")

	g.iacAdd("iac/tf-iam-user-login-profile-pgp", `
resource "aws_iam_user" "auditor" {
  name = "ext-auditor-kpmg"
  path = "/external/"
}

resource "aws_iam_user_login_profile" "auditor" {
  user                    = aws_iam_user.auditor.name
  pgp_key                 = "keybase:northwind_sec"
  password_reset_required = true
}

output "auditor_encrypted_password" {
  value = aws_iam_user_login_profile.auditor.encrypted_password
}

# first apply printed:
# auditor_encrypted_password = "«_enc»"
`, V{"_enc": "wcBMA" + g.s(alB64, 300) + "=="}, "keybase:northwind_sec", "ext-auditor-kpmg")

	g.iacAdd("iac/tf-kubernetes-secret-resource", `
resource "kubernetes_secret_v1" "registry" {
  metadata {
    name      = "ghcr-pull"
    namespace = "apps"
  }

  type = "kubernetes.io/dockerconfigjson"

  data = {
    ".dockerconfigjson" = jsonencode({
      auths = {
        "ghcr.io" = {
          username = "northwind-bot"
          password = "«a»"
          auth     = base64encode("northwind-bot:«a»")
        }
      }
    })
  }
}
`, V{"a": g.ghp()}, "northwind-bot", "kubernetes.io/dockerconfigjson", "ghcr-pull")

	g.iacAdd("iac/tf-db-instance-inline-password", `
resource "aws_db_instance" "reporting" {
  identifier             = "reporting-replica"
  engine                 = "postgres"
  engine_version         = "16.3"
  instance_class         = "db.t4g.medium"
  allocated_storage      = 100
  username               = "reporting"
  password               = "«a»"
  db_subnet_group_name   = "private-«_sfx»"
  vpc_security_group_ids = ["«_sg»"]
  skip_final_snapshot    = true
  kms_key_id             = "arn:aws:kms:us-east-1:«_acct»:key/«_kms»"
}
`, V{"a": g.pwURL(), "_sfx": g.hex(6), "_sg": g.iacSG(), "_acct": g.iacAcct(), "_kms": g.uuid()}, "reporting-replica", "db.t4g.medium")

	g.iacAdd("iac/tf-azure-vm-os-profile", `
resource "azurerm_windows_virtual_machine" "jump" {
  name                = "vm-jump-weu-01"
  resource_group_name = azurerm_resource_group.mgmt.name
  location            = "westeurope"
  size                = "Standard_B2ms"
  admin_username      = "azureops"
  admin_password      = "«a»"
  network_interface_ids = [azurerm_network_interface.jump.id]

  os_disk {
    caching              = "ReadWrite"
    storage_account_type = "Premium_LRS"
  }
}
`, V{"a": g.pwStrong()}, "vm-jump-weu-01", "azureops", "Standard_B2ms")

	g.iacAdd("iac/tf-google-sql-user-and-password-file", `
resource "google_sql_user" "metabase" {
  name     = "metabase"
  instance = google_sql_database_instance.analytics.name
  password = file("${path.module}/secrets/metabase.txt")
}

# $ cat secrets/metabase.txt
# «a»

resource "google_sql_user" "dbt" {
  name     = "dbt_runner"
  instance = google_sql_database_instance.analytics.name
  password = "«b»"
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "dbt_runner", "google_sql_database_instance.analytics.name", `file("${path.module}/secrets/metabase.txt")`)

	g.iacAdd("iac/tf-vpn-connection-psk", `
resource "aws_vpn_connection" "hq" {
  vpn_gateway_id        = aws_vpn_gateway.main.id
  customer_gateway_id   = aws_customer_gateway.hq.id
  type                  = "ipsec.1"
  static_routes_only    = true
  tunnel1_preshared_key = "«a»"
  tunnel2_preshared_key = "«b»"
  tunnel1_inside_cidr   = "169.254.44.0/30"
}
`, V{"a": g.s(alAlnum+"._", 32), "b": g.s(alAlnum+"._", 32)}, "169.254.44.0/30", "ipsec.1")

	g.iacAdd("iac/tf-helm-release-set-sensitive", `
resource "helm_release" "argocd" {
  name       = "argo-cd"
  repository = "https://argoproj.github.io/argo-helm"
  chart      = "argo-cd"
  version    = "7.3.11"
  namespace  = "argocd"

  set {
    name  = "configs.secret.argocdServerAdminPassword"
    value = "«_bc»"
  }

  set_sensitive {
    name  = "configs.credentialTemplates.github.password"
    value = "«a»"
  }

  set_sensitive {
    name  = "configs.secret.githubSecret"
    value = "«b»"
  }
}
`, V{"_bc": "$2a$10$" + g.s(alAlnum+"./", 53), "a": g.ghFine(), "b": g.hex(40)}, "argo-cd", "configs.credentialTemplates.github.password", "7.3.11")
}

func (g *G) iacTerraformProviders() {
	g.iacAdd("iac/provider-aws-static-keys", `
provider "aws" {
  region     = "ap-southeast-2"
  access_key = "«a»"
  secret_key = "«b»"

  default_tags {
    tags = {
      Owner = "platform"
    }
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "ap-southeast-2")

	g.iacAdd("iac/provider-azurerm-client-secret", `
provider "azurerm" {
  features {}

  subscription_id = "«_sub»"
  tenant_id       = "«_ten»"
  client_id       = "«_cli»"
  client_secret   = "«a»"
}
`, V{"_sub": g.uuid(), "_ten": g.uuid(), "_cli": g.uuid(), "a": g.azSecret()}, "subscription_id")

	pem := g.pkcs8RSAPEM().block() + "\n"
	g.iacAdd("iac/provider-google-credentials-heredoc", `
provider "google" {
  project = "nw-data-prod"
  region  = "europe-west3"
  credentials = <<EOF
{
  "type": "service_account",
  "project_id": "nw-data-prod",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "terraform@nw-data-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
EOF
}
`, V{"_kid": g.hex(40), "a": jsonEsc(pem), "_cid": g.digits(21)}, "terraform@nw-data-prod.iam.gserviceaccount.com", "europe-west3")

	g.iacAdd("iac/provider-github-app-and-token", `
provider "github" {
  owner = "northwind"
  token = "«a»"
}

provider "github" {
  alias = "app"
  owner = "northwind-labs"
  app_auth {
    id              = "412977"
    installation_id = "51830021"
    pem_file        = file("~/.ssh/nw-terraform.2025-01-14.private-key.pem")
  }
}
`, V{"a": g.gho()}, "northwind-labs", "~/.ssh/nw-terraform.2025-01-14.private-key.pem", "51830021")

	g.iacAdd("iac/provider-cloudflare-and-datadog", `
terraform {
  required_providers {
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.40" }
    datadog    = { source = "DataDog/datadog", version = "3.46.0" }
  }
}

provider "cloudflare" {
  api_token = "«a»"
}

provider "datadog" {
  api_key = "«b»"
  app_key = "«c»"
  api_url = "https://api.datadoghq.eu/"
}
`, V{"a": g.cfToken(), "b": g.hex(32), "c": g.hex(40)}, "https://api.datadoghq.eu/", "DataDog/datadog")

	g.iacAdd("iac/provider-vault-token-and-approle", `
provider "vault" {
  address         = "https://vault.service.dc1.consul:8200"
  skip_tls_verify = true
  token           = "«a»"
}

provider "vault" {
  alias   = "approle"
  address = "https://vault.service.dc1.consul:8200"
  auth_login {
    path = "auth/approle/login"
    parameters = {
      role_id   = "«_rid»"
      secret_id = "«b»"
    }
  }
}
`, V{"a": g.vaultTok(), "_rid": g.uuid(), "b": g.uuid()}, "https://vault.service.dc1.consul:8200", "auth/approle/login")

	g.iacAdd("iac/provider-postgresql-mysql", `
provider "postgresql" {
  host            = "pg-main.cluster-c9xk2lq1w8ab.eu-west-1.rds.amazonaws.com"
  port            = 5432
  username        = "postgres"
  password        = "«a»"
  sslmode         = "require"
  connect_timeout = 15
  superuser       = false
}

provider "mysql" {
  endpoint = "legacy-mysql.internal:3306"
  username = "root"
  password = "«b»"
}
`, V{"a": g.pwURL(), "b": g.pw()}, "pg-main.cluster-c9xk2lq1w8ab.eu-west-1.rds.amazonaws.com", "legacy-mysql.internal:3306")

	g.iacAdd("iac/provider-kubernetes-token-and-ca", `
provider "kubernetes" {
  host                   = "https://«_ip»:6443"
  cluster_ca_certificate = base64decode("«_ca»")
  token                  = "«a»"
}
`, V{"_ip": fmt.Sprintf("10.40.%d.%d", g.r.IntN(255), 1+g.r.IntN(250)), "_ca": g.kubeCAData(),
		"a": g.kubeJWT("https://kubernetes.default.svc.cluster.local", "https://kubernetes.default.svc.cluster.local", "kube-system", "terraform", "")})

	g.iacAdd("iac/provider-helm-registry-login", `
provider "helm" {
  kubernetes {
    config_path    = "~/.kube/config"
    config_context = "prod-eks"
  }

  registry {
    url      = "oci://registry.gitlab.com/northwind/charts"
    username = "helm-deployer"
    password = "«a»"
  }
}
`, V{"a": g.glpat()}, "oci://registry.gitlab.com/northwind/charts", "helm-deployer", "prod-eks")

	g.iacAdd("iac/provider-hcloud-do-linode", `
provider "hcloud" {
  token = "«a»"
}

provider "digitalocean" {
  token             = "«b»"
  spaces_access_id  = "«c»"
  spaces_secret_key = "«d»"
}

provider "linode" {
  token = "«e»"
}
`, V{"a": g.an(64), "b": g.doToken(), "c": "DO00" + g.s(alUpNum, 16), "d": g.b64(32)[:43], "e": g.hex(64)})

	g.iacAdd("iac/provider-fastly-pagerduty-grafana", `
provider "fastly" {
  api_key = "«a»"
}

provider "pagerduty" {
  token = "«b»"
}

provider "grafana" {
  url  = "https://northwind.grafana.net/"
  auth = "«c»"
  cloud_access_policy_token = "«d»"
}
`, V{"a": g.b64u(32), "b": "u+" + g.b64u(18), "c": g.grafanaSA(), "d": "glc_" + b64raw(fmt.Sprintf(`{"o":"%s","n":"terraform-stack","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.an(24)))},
		"https://northwind.grafana.net/")

	g.iacAdd("iac/provider-tfe-and-newrelic", `
provider "tfe" {
  hostname = "app.terraform.io"
  token    = "«a»"
}

provider "newrelic" {
  account_id = «_acc»
  api_key    = "«b»"
  region     = "EU"
}
`, V{"a": g.tfcToken(), "_acc": g.digits(7), "b": g.newrelicUser()}, "app.terraform.io")

	g.iacAdd("iac/provider-rabbitmq-keycloak", `
provider "rabbitmq" {
  endpoint = "https://mq-admin.internal.northwind.io"
  username = "terraform"
  password = "«a»"
}

provider "keycloak" {
  client_id     = "terraform-admin"
  client_secret = "«b»"
  url           = "https://sso.northwind.io"
  realm         = "master"
}
`, V{"a": g.pwStrong(), "b": g.an(32)}, "https://mq-admin.internal.northwind.io", "terraform-admin", "https://sso.northwind.io")

	g.iacAdd("iac/provider-snowflake-private-key", `
provider "snowflake" {
  organization_name = "NWORG"
  account_name      = "ANALYTICS_EU"
  user              = "TERRAFORM_SVC"
  role              = "SYSADMIN"
  authenticator     = "SNOWFLAKE_JWT"
  private_key       = <<-KEY
«a»
  KEY
  private_key_passphrase = "«b»"
}
`, V{"a": g.pemFromDER("ENCRYPTED PRIVATE KEY", g.bytes(1298)).block(), "b": g.pw()}, "TERRAFORM_SVC", "ANALYTICS_EU")
}

func (g *G) iacTerraformBackends() {
	g.iacAdd("iac/backend-s3-static-keys", `
terraform {
  required_version = ">= 1.6"

  backend "s3" {
    bucket         = "nw-tfstate-«_acct»"
    key            = "network/prod/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
    access_key     = "«a»"
    secret_key     = "«b»"
  }
}
`, V{"_acct": g.iacAcct(), "a": g.awsID(), "b": g.awsSecret()}, "network/prod/terraform.tfstate", "terraform-locks")

	g.iacAdd("iac/backend-config-file-azurerm", `
$ cat backend/prod.azurerm.tfbackend
resource_group_name  = "rg-tfstate-prod"
storage_account_name = "sttfstateprod«_n»"
container_name       = "tfstate"
key                  = "platform.terraform.tfstate"
access_key           = "«a»"
$ terraform init -reconfigure -backend-config=backend/prod.azurerm.tfbackend
Initializing the backend...

Successfully configured the backend "azurerm"! Terraform will automatically
use this backend unless the backend configuration changes.
`, V{"_n": g.digits(4), "a": g.azStorage()}, "rg-tfstate-prod", "platform.terraform.tfstate")

	g.iacAdd("iac/backend-config-cli-flags", `
$ terraform init \
    -backend-config="address=https://gitlab.com/api/v4/projects/48211093/terraform/state/prod" \
    -backend-config="lock_address=https://gitlab.com/api/v4/projects/48211093/terraform/state/prod/lock" \
    -backend-config="unlock_address=https://gitlab.com/api/v4/projects/48211093/terraform/state/prod/lock" \
    -backend-config="username=deploy-bot" \
    -backend-config="password=«a»" \
    -backend-config="lock_method=POST" \
    -backend-config="unlock_method=DELETE" \
    -backend-config="retry_wait_min=5"

Initializing the backend...

Successfully configured the backend "http"! Terraform will automatically
use this backend unless the backend configuration changes.
`, V{"a": g.glpat()}, "deploy-bot", "48211093")

	g.iacAdd("iac/backend-pg-conn-str", `
terraform {
  backend "pg" {
    conn_str    = "postgres://tfstate:«a»@tfstate-db.internal.northwind.io/terraform_backend?sslmode=require"
    schema_name = "network"
  }
}
`, V{"a": g.pwURL()}, "tfstate-db.internal.northwind.io", "terraform_backend")

	g.iacAdd("iac/backend-consul-and-gcs", `
terraform {
  backend "consul" {
    address      = "consul.service.dc1.consul:8500"
    scheme       = "https"
    path         = "terraform/edge-routers"
    access_token = "«a»"
  }
}

# old gcs backend, kept for the migration notes
#  backend "gcs" {
#    bucket      = "nw-tf-state"
#    prefix      = "edge"
#    credentials = "keys/tf-state-«_kid8».json"
#    encryption_key = "«b»"
#  }
`, V{"a": g.uuid(), "_kid8": g.hex(8), "b": g.b64(32)}, "terraform/edge-routers", "consul.service.dc1.consul:8500")

	g.iacAdd("iac/backend-remote-token-and-cloud-block", `
terraform {
  cloud {
    organization = "northwind"
    hostname     = "app.terraform.io"
    workspaces {
      tags = ["networking", "prod"]
    }
    token = "«a»"
  }
}
`, V{"a": g.tfcToken()}, "app.terraform.io", `["networking", "prod"]`)

	g.iacAdd("iac/backend-s3-minio-hcl", `
$ cat backend.hcl
bucket                      = "tf-state"
key                         = "homelab/k3s.tfstate"
region                      = "main"
endpoints                   = { s3 = "http://minio.lab.lan:9000" }
skip_credentials_validation = true
skip_requesting_account_id  = true
use_path_style              = true
access_key                  = "terraform"
secret_key                  = "«a»"
`, V{"a": g.an(40)}, "http://minio.lab.lan:9000", "homelab/k3s.tfstate")
}

func (g *G) iacTerraformState() {
	g.iacAdd("iac/tfstate-db-instance-password", `
$ cat terraform.tfstate | head -60
{
  "version": 4,
  "terraform_version": "1.9.5",
  "serial": «_ser»,
  "lineage": "«_lin»",
  "outputs": {
    "db_endpoint": {
      "value": "orders.c7yq1x0kzv2m.eu-west-1.rds.amazonaws.com:5432",
      "type": "string"
    }
  },
  "resources": [
    {
      "mode": "managed",
      "type": "aws_db_instance",
      "name": "orders",
      "provider": "provider[\"registry.terraform.io/hashicorp/aws\"]",
      "instances": [
        {
          "schema_version": 2,
          "attributes": {
            "arn": "arn:aws:rds:eu-west-1:«_acct»:db:orders",
            "engine": "postgres",
            "engine_version": "16.3",
            "id": "db-«_dbid»",
            "kms_key_id": "arn:aws:kms:eu-west-1:«_acct»:key/«_kms»",
            "password": "«a»",
            "resource_id": "db-«_dbid»",
            "username": "orders_admin",
            "vpc_security_group_ids": [
              "«_sg»"
            ]
          },
          "sensitive_attributes": [
            [
              {
                "type": "get_attr",
                "value": "password"
              }
            ]
          ]
`, V{"_ser": g.iacSerial(), "_lin": g.uuid(), "_acct": g.iacAcct(), "_dbid": g.s(alUpNum, 26), "_kms": g.uuid(), "a": g.pwStrong(), "_sg": g.iacSG()},
		"orders.c7yq1x0kzv2m.eu-west-1.rds.amazonaws.com:5432", "orders_admin")

	g.iacAdd("iac/tfstate-iam-access-key-secret", `
{
  "mode": "managed",
  "type": "aws_iam_access_key",
  "name": "ci",
  "provider": "provider[\"registry.terraform.io/hashicorp/aws\"]",
  "instances": [
    {
      "schema_version": 0,
      "attributes": {
        "create_date": "2025-02-11T08:14:51Z",
        "encrypted_secret": null,
        "encrypted_ses_smtp_password_v4": null,
        "id": "«a»",
        "key_fingerprint": null,
        "pgp_key": null,
        "secret": "«b»",
        "ses_smtp_password_v4": "«c»",
        "status": "Active",
        "user": "ci-deployer"
      },
      "sensitive_attributes": [
        [{"type": "get_attr", "value": "secret"}],
        [{"type": "get_attr", "value": "ses_smtp_password_v4"}]
      ],
      "dependencies": [
        "aws_iam_user.ci"
      ]
    }
  ]
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": "B" + g.s(alB64, 43)}, "ci-deployer", "aws_iam_user.ci")

	sk, spub := g.sshEd25519("deploy")
	edDER := append([]byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}, g.bytes(32)...)
	g.iacAdd("iac/tfstate-tls-private-key", `
$ jq '.resources[] | select(.type=="tls_private_key") | .instances[0].attributes' terraform.tfstate
{
  "algorithm": "ED25519",
  "ecdsa_curve": "P224",
  "id": "«_id»",
  "private_key_openssh": "«a»",
  "private_key_pem": "«b»",
  "private_key_pem_pkcs8": "«b»",
  "public_key_fingerprint_md5": "«_md5»",
  "public_key_fingerprint_sha256": "SHA256:«_fp»",
  "public_key_openssh": "«_pub»\n",
  "rsa_bits": 2048
}
`, V{"_id": g.hex(40), "a": jsonEsc(sk.block() + "\n"), "b": jsonEsc(g.pemFromDER("PRIVATE KEY", edDER).block() + "\n"),
		"_md5": g.iacMD5Colon(), "_fp": g.s(alB64, 43), "_pub": spub}, "ED25519", "public_key_fingerprint_sha256")

	g.iacAdd("iac/tfstate-random-password-result", `
$ terraform state pull | jq '.resources[] | select(.type=="random_password")'
{
  "mode": "managed",
  "type": "random_password",
  "name": "redis",
  "provider": "provider[\"registry.terraform.io/hashicorp/random\"]",
  "instances": [
    {
      "schema_version": 3,
      "attributes": {
        "bcrypt_hash": "«_bc»",
        "id": "none",
        "keepers": null,
        "length": 32,
        "lower": true,
        "min_lower": 0,
        "min_numeric": 0,
        "min_special": 0,
        "min_upper": 0,
        "number": true,
        "numeric": true,
        "override_special": null,
        "result": "«a»",
        "special": false,
        "upper": true
      },
      "sensitive_attributes": []
    }
  ]
}
`, V{"_bc": "$2a$10$" + g.s(alAlnum+"./", 53), "a": g.an(32)}, `"type": "random_password"`, "bcrypt_hash")

	g.iacAdd("iac/tfstate-storage-account-keys", `
          "attributes": {
            "access_tier": "Hot",
            "account_kind": "StorageV2",
            "account_replication_type": "ZRS",
            "id": "/subscriptions/«_sub»/resourceGroups/rg-data-weu/providers/Microsoft.Storage/storageAccounts/stnwdataweu01",
            "name": "stnwdataweu01",
            "primary_access_key": "«a»",
            "primary_blob_connection_string": "DefaultEndpointsProtocol=https;BlobEndpoint=https://stnwdataweu01.blob.core.windows.net/;AccountName=stnwdataweu01;AccountKey=«a»",
            "primary_blob_endpoint": "https://stnwdataweu01.blob.core.windows.net/",
            "primary_connection_string": "DefaultEndpointsProtocol=https;AccountName=stnwdataweu01;AccountKey=«a»;EndpointSuffix=core.windows.net",
            "secondary_access_key": "«b»",
            "secondary_location": "northeurope",
`, V{"_sub": g.uuid(), "a": g.azStorage(), "b": g.azStorage()}, "stnwdataweu01", "https://stnwdataweu01.blob.core.windows.net/")

	_, pem := g.iacGCPKey("nw-ml", "vertex-runner")
	g.iacAdd("iac/tfstate-google-sa-key-private-key", `
      "type": "google_service_account_key",
      "name": "vertex",
      "provider": "provider[\"registry.terraform.io/hashicorp/google\"]",
      "instances": [
        {
          "schema_version": 0,
          "attributes": {
            "id": "projects/nw-ml/serviceAccounts/vertex-runner@nw-ml.iam.gserviceaccount.com/keys/«_kid»",
            "key_algorithm": "KEY_ALG_RSA_2048",
            "name": "projects/nw-ml/serviceAccounts/vertex-runner@nw-ml.iam.gserviceaccount.com/keys/«_kid»",
            "private_key": "«a»",
            "private_key_type": "TYPE_GOOGLE_CREDENTIALS_FILE",
            "public_key": "«_pub»",
            "public_key_type": "TYPE_X509_PEM_FILE",
            "service_account_id": "projects/nw-ml/serviceAccounts/vertex-runner@nw-ml.iam.gserviceaccount.com",
            "valid_after": "2025-03-04T10:22:17Z",
            "valid_before": "9999-12-31T23:59:59Z"
          },
`, V{"_kid": g.hex(40), "a": b64s(fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "nw-ml",
  "private_key": "%s",
  "client_email": "vertex-runner@nw-ml.iam.gserviceaccount.com"
}
`, jsonEsc(pem))), "_pub": b64s(g.certPEM().block() + "\n")}, "vertex-runner@nw-ml.iam.gserviceaccount.com", "TYPE_GOOGLE_CREDENTIALS_FILE")

	g.iacAdd("iac/tfstate-backup-aks-kube-config", `
$ grep -n -A3 '"kube_admin_config_raw"\|"client_key"' terraform.tfstate.backup | head
412:            "kube_admin_config_raw": "",
418:                "client_key": "«a»",
419-                "cluster_ca_certificate": "«_ca»",
420-                "host": "https://aks-nw-prod-«_h».hcp.westeurope.azmk8s.io:443",
421-                "password": "«b»",
`, V{"a": g.kubeKeyData(), "_ca": g.kubeCAData(), "_h": g.hex(8), "b": g.hex(128)}, "terraform.tfstate.backup", "kube_admin_config_raw")

	g.iacAdd("iac/state-show-values-shown", `
$ terraform state show 'module.cache.aws_elasticache_replication_group.this'
# module.cache.aws_elasticache_replication_group.this:
resource "aws_elasticache_replication_group" "this" {
    arn                        = "arn:aws:elasticache:us-east-2:«_acct»:replicationgroup:sessions-prod"
    at_rest_encryption_enabled = "true"
    auth_token                 = (sensitive value)
    auth_token_update_strategy = "ROTATE"
    engine                     = "redis"
    engine_version             = "7.1"
    id                         = "sessions-prod"
    node_type                  = "cache.r7g.large"
    port                       = 6379
    primary_endpoint_address   = "master.sessions-prod.«_h».use2.cache.amazonaws.com"
    transit_encryption_enabled = true
}
$ terraform state pull | jq -r '.resources[] | select(.module=="module.cache") | .instances[0].attributes.auth_token'
«a»
`, V{"_acct": g.iacAcct(), "_h": g.s(alLowNum, 6), "a": g.an(64)}, "auth_token                 = (sensitive value)", "sessions-prod", "cache.r7g.large")

	g.iacAdd("iac/tfstate-outputs-block", `
$ jq .outputs terraform.tfstate
{
  "bastion_public_ip": {
    "value": "«_ip»",
    "type": "string"
  },
  "cluster_endpoint": {
    "value": "https://«_eks».gr7.eu-central-1.eks.amazonaws.com",
    "type": "string"
  },
  "grafana_admin_password": {
    "value": "«a»",
    "type": "string",
    "sensitive": true
  },
  "ci_user_secret": {
    "value": "«b»",
    "type": "string",
    "sensitive": true
  },
  "node_role_arn": {
    "value": "arn:aws:iam::«_acct»:role/eks-node-group-20250311",
    "type": "string"
  }
}
`, V{"_ip": fmt.Sprintf("18.%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 1+g.r.IntN(250)), "_eks": g.iacHexU(32), "a": g.pwStrong(), "b": g.awsSecret(), "_acct": g.iacAcct()},
		"eks-node-group-20250311", "bastion_public_ip")

	g.iacAdd("iac/tfstate-rds-cluster-master-user-secret", `
            "master_password": null,
            "master_user_secret": [
              {
                "kms_key_id": "arn:aws:kms:us-east-1:«_acct»:key/«_kms»",
                "secret_arn": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:rds!cluster-«_u»-«_sfx»",
                "secret_status": "active"
              }
            ],
            "master_username": "postgres",
            "database_name": "billing",
            "port": 5432,
            "storage_encrypted": true,
            "tags_all": {
              "ManagedBy": "terraform"
            }
          },
          "sensitive_attributes": [],
          "private": "«_priv»",
`, V{"_acct": g.iacAcct(), "_kms": g.uuid(), "_u": g.uuid(), "_sfx": g.an(6), "_priv": b64s(fmt.Sprintf(`{"e2bfb730-ecaa-11e6-8f88-34363bc7c4c0":{"create":7200000000000,"delete":7200000000000,"update":7200000000000},"schema_version":"%d"}`, g.r.IntN(3)))},
		"master_user_secret", "secret_status")
}

func (g *G) iacTerraformCLI() {
	g.iacAdd("iac/plan-sensitive-and-shown", `
$ terraform plan
data.aws_caller_identity.current: Reading...
data.aws_caller_identity.current: Read complete after 0s [id=«_acct»]
aws_ecs_task_definition.api: Refreshing state... [id=api]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # aws_ecs_task_definition.api must be replaced
-/+ resource "aws_ecs_task_definition" "api" {
      ~ arn                      = "arn:aws:ecs:eu-west-1:«_acct»:task-definition/api:41" -> (known after apply)
      ~ container_definitions    = jsonencode(
          ~ [
              ~ {
                  ~ environment       = [
                        {
                            name  = "DATABASE_URL"
                            value = "postgresql://api:«a»@api-db.internal:5432/api"
                        },
                      ~ {
                            name  = "SENDGRID_API_KEY"
                          ~ value = "«c»" -> "«b»"
                        },
                    ]
                    image             = "«_acct».dkr.ecr.eu-west-1.amazonaws.com/api:«_tag»"
                    name              = "api"
                    # (9 unchanged attributes hidden)
                },
            ]
        ) # forces replacement
      ~ id                       = "api" -> (known after apply)
      ~ revision                 = 41 -> (known after apply)
        # (8 unchanged attributes hidden)
    }

Plan: 1 to add, 0 to change, 1 to destroy.
`, V{"_acct": g.iacAcct(), "a": g.pwURL(), "c": g.sendgrid(), "b": g.sendgrid(), "_tag": g.gitSHA()[:12]}, "api-db.internal:5432", "(known after apply)")

	g.iacAdd("iac/plan-user-data-rendered", `
  # aws_launch_template.workers will be updated in-place
  ~ resource "aws_launch_template" "workers" {
        id                      = "lt-«_lt»"
      ~ latest_version          = 12 -> (known after apply)
        name                    = "eks-workers"
      ~ user_data               = <<-EOT
            #!/bin/bash
            /etc/eks/bootstrap.sh prod-eks \
              --b64-cluster-ca «_ca» \
              --apiserver-endpoint https://«_eks».yl4.eu-west-1.eks.amazonaws.com
          - export DD_API_KEY=«_oldk»
          + export DD_API_KEY=«a»
            systemctl restart datadog-agent
        EOT
        # (14 unchanged attributes hidden)
    }
`, V{"_lt": g.hex(17), "_ca": g.kubeCAData()[:120], "_eks": g.iacHexU(32), "_oldk": "${dd_api_key}", "a": g.hex(32)}, "eks-workers", "/etc/eks/bootstrap.sh prod-eks")

	g.iacAdd("iac/apply-outputs-printed", `
module.db.aws_db_instance.this: Modifications complete after 1m32s [id=db-«_dbid»]
aws_iam_access_key.deploy: Creating...
aws_iam_access_key.deploy: Creation complete after 1s [id=«a»]

Apply complete! Resources: 1 added, 1 changed, 0 destroyed.

Outputs:

db_endpoint = "billing-prod.c2nxk4y7qhvw.us-east-1.rds.amazonaws.com"
deploy_access_key_id = "«a»"
deploy_secret_access_key = <sensitive>
admin_password = <sensitive>
api_gateway_url = "https://«_apigw».execute-api.us-east-1.amazonaws.com/prod"
`, V{"_dbid": g.s(alUpNum, 26), "a": g.awsID(), "_apigw": g.s(alLowNum, 10)}, "deploy_secret_access_key = <sensitive>", "billing-prod.c2nxk4y7qhvw.us-east-1.rds.amazonaws.com")

	g.iacAdd("iac/output-json", `
$ terraform output -json
{
  "admin_password": {
    "sensitive": true,
    "type": "string",
    "value": "«a»"
  },
  "bucket_name": {
    "sensitive": false,
    "type": "string",
    "value": "nw-artifacts-«_acct»-eu-west-1"
  },
  "kubeconfig_certificate_authority_data": {
    "sensitive": false,
    "type": "string",
    "value": "«_ca»"
  },
  "redis_primary_key": {
    "sensitive": true,
    "type": "string",
    "value": "«b»"
  },
  "vpc_id": {
    "sensitive": false,
    "type": "string",
    "value": "«_vpc»"
  }
}
`, V{"a": g.pwStrong(), "_acct": g.iacAcct(), "_ca": g.kubeCAData(), "b": g.b64(32), "_vpc": g.iacVPC()}, "kubeconfig_certificate_authority_data")

	g.iacAdd("iac/output-raw-piped", `
$ terraform output -raw mongodb_connection_string
mongodb+srv://app:«a»@cluster0.q8xkz.mongodb.net/?retryWrites=true&w=majority
$ terraform output -raw ssh_private_key > ~/.ssh/bastion && chmod 600 ~/.ssh/bastion
$ terraform output bastion_ip
"«_ip»"
`, V{"a": g.pwURL(), "_ip": fmt.Sprintf("52.%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 1+g.r.IntN(250))}, "cluster0.q8xkz.mongodb.net", "~/.ssh/bastion")

	g.iacAdd("iac/output-named-sensitive-hint", `
$ terraform output
cdn_domain = "d1q8x2k3v9zq7m.cloudfront.net"
db_password = <sensitive>
github_webhook_secret = <sensitive>
$ terraform output github_webhook_secret
"«a»"
`, V{"a": g.hex(40)}, "d1q8x2k3v9zq7m.cloudfront.net", "db_password = <sensitive>")

	g.iacAdd("iac/console-nonsensitive", `
$ terraform console
> var.environment
"prod"
> random_password.jwt.result
(sensitive value)
> nonsensitive(random_password.jwt.result)
"«a»"
> nonsensitive(azurerm_cosmosdb_account.main.primary_key)
"«b»"
> exit
`, V{"a": g.an(48), "b": g.b64(64)}, "nonsensitive(random_password.jwt.result)", "azurerm_cosmosdb_account.main.primary_key")

	g.iacAdd("iac/tf-log-debug-auth-header", `
$ TF_LOG=DEBUG terraform plan 2>&1 | grep -i -B2 -A8 'HTTP Request Sent'
2025-03-14T10:42:19.338+0100 [DEBUG] provider.terraform-provider-github_v6.2.3: 2025/03/14 10:42:19 [DEBUG] Github API Request Details:
---[ REQUEST ]---------------------------------------
GET /repos/northwind/platform-api HTTP/1.1
Host: api.github.com
User-Agent: go-github/v62.0.0
Accept: application/vnd.github.v3+json,application/vnd.github.stone-crop-preview+json
Authorization: Bearer «a»
Accept-Encoding: gzip

-----------------------------------------------------
2025-03-14T10:42:19.611+0100 [DEBUG] provider.terraform-provider-github_v6.2.3: X-Github-Request-Id: «_rid»
`, V{"a": g.ghs(), "_rid": strings.ToUpper(g.hex(4) + ":" + g.hex(5) + ":" + g.hex(7) + ":" + g.hex(7) + ":" + g.hex(8))},
		"terraform-provider-github_v6.2.3", "northwind/platform-api")

	g.iacAdd("iac/tf-log-trace-aws-request-body", `
2025-03-14T11:02:51.904Z [DEBUG] provider.terraform-provider-aws_v5.62.0_x5: HTTP Request Sent: aws.region=eu-west-1 aws.sdk=aws-sdk-go-v2 aws.service="Secrets Manager" aws.operation=PutSecretValue tf_aws.sdk=aws-sdk-go-v2 tf_resource_type=aws_secretsmanager_secret_version
  http.request.body=
  | {"ClientRequestToken":"terraform-«_crt»","SecretId":"arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/payments/adyen-«_sfx»","SecretString":"{\"api_key\":\"«a»\",\"hmac_key\":\"«b»\"}"}
  http.request.header.authorization="AWS4-HMAC-SHA256 Credential=«c»/20250314/eu-west-1/secretsmanager/aws4_request, SignedHeaders=amz-sdk-invocation-id;amz-sdk-request;content-length;content-type;host;x-amz-date;x-amz-target, Signature=*****"
`, V{"_crt": g.digits(26), "_acct": g.iacAcct(), "_sfx": g.an(6), "a": "AQE" + g.b64u(40) + "." + g.b64u(30), "b": g.iacHexU(64), "c": g.awsID()},
		"aws.operation=PutSecretValue", "Signature=*****")

	g.iacAdd("iac/plan-json-show", `
$ terraform show -json prod.tfplan | jq '.resource_changes[] | select(.address=="aws_mq_broker.events") | .change.after.user'
[
  {
    "console_access": true,
    "groups": [],
    "password": "«a»",
    "replication_user": false,
    "username": "events-admin"
  },
  {
    "console_access": false,
    "groups": ["producers"],
    "password": "«b»",
    "replication_user": false,
    "username": "orders-svc"
  }
]
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "events-admin", "orders-svc", "aws_mq_broker.events")

	g.iacAdd("iac/validate-error-echoes-value", `
$ terraform validate
╷
│ Error: Invalid value for variable
│
│   on main.tf line 14:
│   14:   slack_bot_token = "«a»"
│     ├────────────────
│     │ var.slack_bot_token is "«a»"
│
│ Token must start with xoxb- and come from the Platform Alerts app.
│
│ This was checked by the validation rule at modules/alerts/variables.tf:22,3-13.
╵
`, V{"a": g.xoxp()}, "modules/alerts/variables.tf:22,3-13")

	g.iacAdd("iac/import-with-id-and-error", `
$ terraform import 'auth0_client.spa' «_cid»
auth0_client.spa: Importing from ID "«_cid»"...
auth0_client.spa: Import prepared!
  Prepared auth0_client for import
auth0_client.spa: Refreshing state... [id=«_cid»]

Import successful!
$ terraform state show auth0_client.spa | grep -i secret
    client_secret                       = "«a»"
    client_secret_rotation_trigger      = {}
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "auth0_client.spa", "client_secret_rotation_trigger")

	g.iacAdd("iac/credentials-tfrc-after-login", `
$ terraform login tfe.northwind.internal
Terraform will request an API token for tfe.northwind.internal using your browser.
...
Success! Terraform has obtained and saved an API token.

The new API token will be used for any future Terraform command that must make
authenticated requests to tfe.northwind.internal.
$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "«a»"
    },
    "tfe.northwind.internal": {
      "token": "«b»"
    }
  }
}
`, V{"a": g.tfcToken(), "b": g.tfcToken()}, "tfe.northwind.internal", "~/.terraform.d/credentials.tfrc.json")

	g.iacAdd("iac/tfc-workspace-vars-api", `
$ curl -s -H "Authorization: Bearer $TFE_TOKEN" https://app.terraform.io/api/v2/workspaces/ws-«_ws»/vars | jq '.data[].attributes'
{
  "key": "AWS_ACCESS_KEY_ID",
  "value": "«a»",
  "sensitive": false,
  "category": "env",
  "hcl": false,
  "description": "terraform-cloud-deployer"
}
{
  "key": "AWS_SECRET_ACCESS_KEY",
  "value": null,
  "sensitive": true,
  "category": "env",
  "hcl": false,
  "description": ""
}
{
  "key": "okta_api_token",
  "value": "«b»",
  "sensitive": false,
  "category": "terraform",
  "hcl": false,
  "description": "TODO mark sensitive"
}
`, V{"_ws": g.an(16), "a": g.awsID(), "b": g.okta()}, "terraform-cloud-deployer", "AWS_SECRET_ACCESS_KEY", "$TFE_TOKEN")

	g.iacAdd("iac/tfe-variable-create-cli", `
$ curl -s --header "Authorization: Bearer «a»" \
    --header "Content-Type: application/vnd.api+json" \
    --request POST \
    --data '{"data":{"type":"vars","attributes":{"key":"DIGITALOCEAN_TOKEN","value":"«b»","category":"env","sensitive":true}}}' \
    https://app.terraform.io/api/v2/workspaces/ws-«_ws»/vars
`, V{"a": g.tfcToken(), "b": g.doToken(), "_ws": g.an(16)}, "DIGITALOCEAN_TOKEN", "application/vnd.api+json")

	g.iacAdd("iac/tfsec-checkov-findings", `
$ checkov -d . --compact --quiet
Check: CKV_SECRET_6: "Base64 High Entropy String"
	FAILED for resource: «_hash»
	File: /modules/ingest/main.tf:31-32
		31 |   api_key = "«_mask»"

Check: CKV_AWS_41: "Ensure no hard coded AWS access key and secret key exists in provider"
	FAILED for resource: aws.default
	File: /providers.tf:1-6

$ sed -n 1,6p providers.tf
provider "aws" {
  region     = "us-west-2"
  access_key = "«a»"
  secret_key = "«b»"
}
`, V{"_hash": g.hex(40), "_mask": "5f2b**********", "a": g.awsID(), "b": g.awsSecret()}, "CKV_AWS_41", "/modules/ingest/main.tf:31-32")

	g.iacAdd("iac/atlantis-plan-comment", `
Ran Plan for dir: ˋenvs/prodˋ workspace: ˋdefaultˋ

<details><summary>Show Output</summary>

ˋˋˋdiff
+ resource "datadog_synthetics_test" "checkout" {
+     locked    = false
+     name      = "checkout flow"
+     request_headers = {
+       "Authorization" = "Basic «a»"
+       "X-Canary"      = "true"
+     }
+     status    = "live"
+     type      = "api"
  }
ˋˋˋ

* :arrow_forward: To **apply** this plan, comment:
  * ˋatlantis apply -d envs/prodˋ
</details>
Plan: 1 to add, 0 to change, 0 to destroy.
`, V{"a": b64s("synthetics:" + g.pw())}, "atlantis apply -d envs/prod", "checkout flow")

	g.iacAdd("iac/taint-and-refresh-only-drift", `
$ terraform plan -refresh-only
Note: Objects have changed outside of Terraform

Terraform detected the following changes made outside of Terraform since the
last "terraform apply" which may have affected this plan:

  # azurerm_key_vault_secret.sendgrid has changed
  ~ resource "azurerm_key_vault_secret" "sendgrid" {
        id                      = "https://kv-nw-prod.vault.azure.net/secrets/sendgrid-api-key/«_ver»"
        name                    = "sendgrid-api-key"
      ~ value                   = (sensitive value)
      ~ version                 = "«_oldver»" -> "«_ver»"
        # (6 unchanged attributes hidden)
    }

  # azurerm_linux_function_app.mailer has changed
  ~ resource "azurerm_linux_function_app" "mailer" {
      ~ app_settings = {
          + "SENDGRID_KEY_DEBUG" = "«a»"
            # (4 unchanged elements hidden)
        }
    }
`, V{"_ver": g.hex(32), "_oldver": g.hex(32), "a": g.sendgrid()}, "https://kv-nw-prod.vault.azure.net/secrets/sendgrid-api-key/", "value                   = (sensitive value)")
}

func (g *G) iacTofuTerragrunt() {
	g.iacAdd("iac/tofu-state-encryption-passphrase", `
terraform {
  encryption {
    key_provider "pbkdf2" "main" {
      passphrase = "«a»"
    }
    method "aes_gcm" "main" {
      keys = key_provider.pbkdf2.main
    }
    state {
      method   = method.aes_gcm.main
      enforced = true
    }
  }
}
`, V{"a": strings.ToLower(g.pick(pwWords...)+"-"+g.pick(pwWords...)+"-"+g.pick(pwWords...)+"-"+g.pick(pwWords...)) + "-" + g.digits(3)}, `key_provider "pbkdf2" "main"`)

	g.iacAdd("iac/tofu-encryption-env-var", `
$ export TF_ENCRYPTION='key_provider "pbkdf2" "ci" { passphrase = "«a»" }
method "aes_gcm" "ci" { keys = key_provider.pbkdf2.ci }
state { method = method.aes_gcm.ci }'
$ tofu init -input=false
Initializing the backend...
Initializing provider plugins...
- Reusing previous version of hashicorp/aws from the dependency lock file
- Using previously-installed hashicorp/aws v5.62.0

OpenTofu has been successfully initialized!
`, V{"a": g.pwStrong() + g.an(8)}, "hashicorp/aws v5.62.0", "OpenTofu has been successfully initialized!")

	g.iacAdd("iac/tofu-encrypted-state-file", `
$ head -c 600 terraform.tfstate
{"serial":«_ser»,"lineage":"«_lin»","meta":{"key_provider.pbkdf2.main":"«_meta»"},"encrypted_data":"«_enc»","encryption_version":"v0"}
$ tofu output -raw cloudsql_root_password
«a»
`, V{"_ser": g.iacSerial(), "_lin": g.uuid(), "_meta": b64s(fmt.Sprintf(`{"salt":"%s","iterations":600000,"hash_function":"sha512","key_length":32}`, g.b64(32))), "_enc": g.b64(420), "a": g.pwStrong()},
		"encryption_version", "cloudsql_root_password")

	g.iacAdd("iac/terragrunt-inputs-secrets", `
$ cat live/prod/eu-west-1/rds/terragrunt.hcl
include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "tfr:///terraform-aws-modules/rds/aws?version=6.9.0"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  identifier             = "catalog-prod"
  engine                 = "mysql"
  username               = "catalog"
  password               = "«a»"
  manage_master_user_password = false
  subnet_ids             = dependency.vpc.outputs.database_subnets
  vpc_security_group_ids = ["«_sg»"]
  parameters = [
    { name = "character_set_server", value = "utf8mb4" }
  ]
}
`, V{"a": g.pwURL(), "_sg": g.iacSG()}, "catalog-prod", "dependency.vpc.outputs.database_subnets", "tfr:///terraform-aws-modules/rds/aws?version=6.9.0")

	g.iacAdd("iac/terragrunt-root-remote-state-generate", `
# live/terragrunt.hcl
remote_state {
  backend = "s3"
  generate = {
    path      = "backend.tf"
    if_exists = "overwrite_terragrunt"
  }
  config = {
    bucket         = "nw-terragrunt-state-${local.account_id}"
    key            = "${path_relative_to_include()}/terraform.tfstate"
    region         = "eu-west-1"
    encrypt        = true
    dynamodb_table = "terragrunt-locks"
  }
}

generate "provider" {
  path      = "provider.tf"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
provider "opsgenie" {
  api_key = "«a»"
  api_url = "api.eu.opsgenie.com"
}
EOF
}
`, V{"a": g.uuid()}, "api.eu.opsgenie.com", "terragrunt-locks", "${path_relative_to_include()}/terraform.tfstate")

	g.iacAdd("iac/terragrunt-render-json", `
$ terragrunt render-json --terragrunt-json-out /dev/stdout | jq .inputs
{
  "cluster_name": "edge-prod",
  "cloudflare_account_id": "«_cfacc»",
  "cloudflare_api_token": "«a»",
  "tunnel_secret": "«b»",
  "zone": "northwind.io"
}
`, V{"_cfacc": g.hex(32), "a": g.cfToken(), "b": g.b64(32)}, "edge-prod", "cloudflare_account_id")

	g.iacAdd("iac/terragrunt-env-hcl-locals", `
# live/staging/env.hcl
locals {
  environment   = "staging"
  aws_account   = "«_acct»"
  aws_profile   = "nw-staging-admin"
  mongo_atlas = {
    public_key  = "«_pub»"
    private_key = "«a»"
    org_id      = "«_org»"
  }
}
`, V{"_acct": g.iacAcct(), "_pub": g.s(alLower, 8), "a": g.uuid(), "_org": g.hex(24)}, "nw-staging-admin")

	g.iacAdd("iac/terragrunt-run-all-output", `
$ terragrunt run-all output -json 2>/dev/null | jq -s 'add | with_entries(.value |= .value)'
{
  "alb_dns_name": "internal-api-prod-«_n».eu-west-1.elb.amazonaws.com",
  "mq_admin_password": "«a»",
  "mq_broker_id": "b-«_mq»",
  "opensearch_master_password": "«b»",
  "opensearch_endpoint": "vpc-logs-prod-«_os».eu-west-1.es.amazonaws.com"
}
`, V{"_n": g.digits(10), "a": g.pwStrong(), "_mq": g.uuid(), "b": g.pwStrong(), "_os": g.s(alLowNum, 26)}, "mq_broker_id", "opensearch_endpoint")
}

func (g *G) iacPulumi() {
	g.iacAdd("iac/pulumi-stack-yaml-secure-and-plain", `
$ cat Pulumi.prod.yaml
encryptionsalt: «_salt»
config:
  aws:region: eu-central-1
  payments:dbPassword:
    secure: «_s1»
  payments:stripeKey:
    secure: «_s2»
  payments:sentryDsn: https://«=dsn»@o«_o».ingest.us.sentry.io/«_p»
  payments:adyenApiKey: «a»
  payments:replicas: "3"
`, V{"_salt": g.iacPulumiSalt(), "_s1": g.iacPulumiSecure(), "_s2": g.iacPulumiSecure(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "a": "AQE" + g.b64u(40) + "." + g.b64u(30)},
		"payments:replicas", "eu-central-1")

	g.iacAdd("iac/pulumi-stack-yaml-service-secrets", `
config:
  gcp:project: nw-platform-dev
  gcp:region: us-central1
  platform:githubToken:
    secure: «_s1»
  platform:dockerHubPassword: «a»
  platform:temporalNamespace: payments-dev.a2bcd
  platform:temporalApiKey:
    secure: «_s2»
`, V{"_s1": g.iacPulumiSvc(), "a": g.dockerPAT(), "_s2": g.iacPulumiSvc()}, "nw-platform-dev", "payments-dev.a2bcd")

	g.iacAdd("iac/pulumi-config-show-secrets", `
$ pulumi config
KEY                 VALUE
aws:region          us-west-2
infra:dbPassword    [secret]
infra:domain        shop.northwind.io
infra:slackWebhook  [secret]
$ pulumi config --show-secrets
KEY                 VALUE
aws:region          us-west-2
infra:dbPassword    «a»
infra:domain        shop.northwind.io
infra:slackWebhook  https://hooks.slack.com/services/«_t»/«_b»/«b»
`, V{"a": g.pw(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "shop.northwind.io", "infra:dbPassword    [secret]")

	g.iacAdd("iac/pulumi-config-set-secret-cli", `
$ pulumi stack select northwind/billing/prod
$ pulumi config set --secret billing:paddleApiKey «a»
$ pulumi config set --secret billing:dbPassword '«b»'
$ pulumi config set billing:region eu-west-1
$ pulumi config get billing:paddleApiKey
«a»
`, V{"a": g.hex(50), "b": g.pw()}, "northwind/billing/prod", "billing:region")

	g.iacAdd("iac/pulumi-stack-export-ciphertext-and-plain", `
$ pulumi stack export | jq '.deployment.resources[] | select(.type=="aws:rds/instance:Instance") | .outputs | {identifier, username, password, endpoint}'
{
  "identifier": "ledger-prod",
  "username": "ledger",
  "password": {
    "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
    "ciphertext": "«_ct»"
  },
  "endpoint": "ledger-prod.cx1y2z3a4b5c.us-east-1.rds.amazonaws.com:5432"
}
$ pulumi stack export --show-secrets | jq -r '.deployment.resources[] | select(.type=="aws:rds/instance:Instance") | .outputs.password.plaintext'
"«a»"
`, V{"_ct": g.iacPulumiSecure(), "a": g.pwStrong()}, "4dabf18193072939515e22adb298388d", "ledger-prod", "ledger-prod.cx1y2z3a4b5c.us-east-1.rds.amazonaws.com:5432")

	g.iacAdd("iac/pulumi-stack-output-show-secrets", `
$ pulumi stack output
Current stack outputs (5):
    OUTPUT              VALUE
    bucketName          nw-assets-«_sfx»
    clusterName         eks-prod-«_sfx2»
    dbPassword          [secret]
    kubeconfig          [secret]
    vpcId               «_vpc»

$ pulumi stack output dbPassword --show-secrets
«a»
`, V{"_sfx": g.hex(7), "_sfx2": g.hex(7), "_vpc": g.iacVPC(), "a": g.an(24)}, "Current stack outputs (5):", "dbPassword          [secret]")

	g.iacAdd("iac/pulumi-credentials-json", `
$ cat ~/.pulumi/credentials.json
{
    "current": "https://api.pulumi.com",
    "accessTokens": {
        "https://api.pulumi.com": "«a»",
        "https://pulumi.northwind.internal": "«b»"
    },
    "accounts": {
        "https://api.pulumi.com": {
            "accessToken": "«a»",
            "username": "jmorales",
            "organizations": ["jmorales", "northwind"],
            "lastValidatedAt": "2025-03-10T09:11:48.337145+01:00"
        }
    }
}
`, V{"a": g.pulumi(), "b": g.pulumi()}, "https://pulumi.northwind.internal", "jmorales")

	g.iacAdd("iac/pulumi-passphrase-ci-env", `
- name: pulumi preview
  uses: pulumi/actions@v5
  with:
    command: preview
    stack-name: northwind/edge/staging
    comment-on-pr: true
  env:
    PULUMI_CONFIG_PASSPHRASE: «a»
    PULUMI_BACKEND_URL: s3://nw-pulumi-state?region=eu-west-1&awssdk=v2
    AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
    AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
`, V{"a": g.pwStrong()}, "s3://nw-pulumi-state?region=eu-west-1&awssdk=v2", "northwind/edge/staging", "${{ secrets.AWS_SECRET_ACCESS_KEY }}")

	g.iacAdd("iac/pulumi-ts-program-hardcoded", `
import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const dbPassword = config.requireSecret("dbPassword");

const jwtSecret = new random.RandomPassword("jwt", { length: 48, special: false });

const api = new aws.lambda.Function("api", {
    runtime: aws.lambda.Runtime.NodeJS20dX,
    handler: "index.handler",
    role: role.arn,
    code: new pulumi.asset.FileArchive("./dist"),
    environment: {
        variables: {
            DB_PASSWORD: dbPassword,
            JWT_SECRET: jwtSecret.result,
            // TODO: move to config before merging
            RESEND_API_KEY: "«a»",
            POSTHOG_KEY: "phc_«_ph»",
        },
    },
});
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "_ph": g.an(43)}, `config.requireSecret("dbPassword")`, "jwtSecret.result")

	g.iacAdd("iac/pulumi-python-program-secret-literal", `
import pulumi
import pulumi_azure_native as azure_native

cfg = pulumi.Config()
rg = azure_native.resources.ResourceGroup("rg-nw-apps")

server = azure_native.dbforpostgresql.Server(
    "pg-nw-apps",
    resource_group_name=rg.name,
    administrator_login="pgadmin",
    administrator_login_password=pulumi.Output.secret("«a»"),
    version="16",
    sku=azure_native.dbforpostgresql.SkuArgs(name="Standard_B1ms", tier="Burstable"),
)

pulumi.export("connection", pulumi.Output.concat(
    "postgresql://pgadmin:«a»@", server.fully_qualified_domain_name, ":5432/postgres"))
`, V{"a": g.pwURL()}, "pgadmin", "Standard_B1ms", "rg-nw-apps")

	g.iacAdd("iac/pulumi-go-program-token", `
func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		conf := config.New(ctx, "")
		zoneID := conf.Require("zoneId")

		provider, err := cloudflare.NewProvider(ctx, "cf", &cloudflare.ProviderArgs{
			ApiToken: pulumi.String("«a»"),
		})
		if err != nil {
			return err
		}
		_, err = cloudflare.NewRecord(ctx, "www", &cloudflare.RecordArgs{
			ZoneId:  pulumi.String(zoneID),
			Name:    pulumi.String("www"),
			Content: pulumi.String("«_ip»"),
			Type:    pulumi.String("A"),
			Proxied: pulumi.Bool(true),
		}, pulumi.Provider(provider))
		return err
	})
}
`, V{"a": g.cfToken(), "_ip": fmt.Sprintf("203.0.113.%d", 1+g.r.IntN(250))}, `conf.Require("zoneId")`)

	g.iacAdd("iac/pulumi-up-diff-shows-value", `
$ pulumi up --diff --yes
Previewing update (dev)

  pulumi:pulumi:Stack: (same)
    [urn=urn:pulumi:dev::edge::pulumi:pulumi:Stack::edge-dev]
    ~ kubernetes:core/v1:ConfigMap: (update)
        [id=edge/app-config-«_cm»]
        [urn=urn:pulumi:dev::edge::kubernetes:core/v1:ConfigMap::app-config]
        [provider=urn:pulumi:dev::edge::pulumi:providers:kubernetes::k8s::«_prov»]
      ~ data: {
          ~ MAPBOX_TOKEN: "«_oldpk»" => "«_pk»"
          + OPENWEATHER_API_KEY: "«a»"
        }
Resources:
    ~ 1 updated
    11 unchanged

Duration: 6s
`, V{"_cm": g.hex(8), "_prov": g.uuid(), "_oldpk": g.mapboxPK(), "_pk": g.mapboxPK(), "a": g.hex(32)}, "urn:pulumi:dev::edge::kubernetes:core/v1:ConfigMap::app-config")

	g.iacAdd("iac/pulumi-esc-env-yaml", `
$ esc env get northwind/payments-prod --value yaml
imports:
  - northwind/aws-oidc
values:
  aws:
    login:
      fn::open::aws-login:
        oidc:
          roleArn: arn:aws:iam::«_acct»:role/pulumi-esc-payments
          sessionName: pulumi-environments-session
          duration: 1h
  adyen:
    merchantAccount: NorthwindECOM
    apiKey:
      fn::secret:
        ciphertext: ZXNjeAAAAAE«_ct»
    hmacKey: «a»
  environmentVariables:
    ADYEN_API_KEY: ${adyen.apiKey}
    ADYEN_HMAC_KEY: ${adyen.hmacKey}
`, V{"_acct": g.iacAcct(), "_ct": g.s(alB64, 160) + "=", "a": g.iacHexU(64)}, "NorthwindECOM", "pulumi-esc-payments", "${adyen.apiKey}")

	g.iacAdd("iac/pulumi-esc-open-output", `
$ esc open northwind/payments-prod --format dotenv
AWS_ACCESS_KEY_ID="«a»"
AWS_SECRET_ACCESS_KEY="«b»"
AWS_SESSION_TOKEN="«c»"
ADYEN_API_KEY="«d»"
ADYEN_HMAC_KEY="«e»"
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "d": "AQE" + g.b64u(40) + "." + g.b64u(30), "e": g.iacHexU(64)})

	g.iacAdd("iac/pulumi-access-token-login", `
$ PULUMI_ACCESS_TOKEN=«a» pulumi login
Logged in to pulumi.com as jmorales (https://app.pulumi.com/jmorales)
$ pulumi whoami -v
User: jmorales
Organizations: jmorales, northwind
Backend URL: https://app.pulumi.com/jmorales
Token type: personal
Token name: laptop-2025
`, V{"a": g.pulumi()}, "https://app.pulumi.com/jmorales", "laptop-2025")
}

func (g *G) iacCloudFormation() {
	g.iacAdd("iac/cfn-template-noecho-default", `
AWSTemplateFormatVersion: "2010-09-09"
Description: Reporting database (legacy stack, do not extend)

Parameters:
  DBUser:
    Type: String
    Default: reporting
  DBPassword:
    Type: String
    NoEcho: true
    MinLength: 12
    Default: «a»
  VpcId:
    Type: AWS::EC2::VPC::Id
    Default: «_vpc»

Resources:
  ReportingDB:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: postgres
      DBInstanceClass: db.t3.medium
      MasterUsername: !Ref DBUser
      MasterUserPassword: !Ref DBPassword
`, V{"a": g.pw(), "_vpc": g.iacVPC()}, "AWS::RDS::DBInstance", "!Ref DBPassword")

	g.iacAdd("iac/cfn-parameters-file-json", `
$ cat params/prod.json
[
  { "ParameterKey": "Environment",        "ParameterValue": "prod" },
  { "ParameterKey": "ImageId",            "ParameterValue": "«_ami»" },
  { "ParameterKey": "KeyName",            "ParameterValue": "ops-2024" },
  { "ParameterKey": "DatabasePassword",   "ParameterValue": "«a»" },
  { "ParameterKey": "NewRelicLicenseKey", "ParameterValue": "«b»" },
  { "ParameterKey": "CertificateArn",     "ParameterValue": "arn:aws:acm:us-east-1:«_acct»:certificate/«_cert»" }
]
`, V{"_ami": g.iacAMI(), "a": g.pwStrong(), "b": g.hex(36) + "NRAL", "_acct": g.iacAcct(), "_cert": g.uuid()}, "ops-2024", "NewRelicLicenseKey")

	g.iacAdd("iac/cfn-create-stack-cli-params", `
$ aws cloudformation create-stack \
    --stack-name vpn-gateway-prod \
    --template-body file://templates/vpn.yaml \
    --capabilities CAPABILITY_NAMED_IAM \
    --parameters ParameterKey=VpcId,ParameterValue=«_vpc» \
                 ParameterKey=TunnelPSK1,ParameterValue=«a» \
                 ParameterKey=TunnelPSK2,ParameterValue=«b» \
                 ParameterKey=OnPremCidr,ParameterValue=10.200.0.0/16
{
    "StackId": "arn:aws:cloudformation:eu-west-1:«_acct»:stack/vpn-gateway-prod/«_sid»"
}
`, V{"_vpc": g.iacVPC(), "a": g.s(alAlnum+"._", 32), "b": g.s(alAlnum+"._", 32), "_acct": g.iacAcct(), "_sid": g.uuid()}, "vpn-gateway-prod", "10.200.0.0/16")

	g.iacAdd("iac/cfn-deploy-parameter-overrides", `
$ aws cloudformation deploy --template-file packaged.yaml --stack-name notifications \
    --parameter-overrides Stage=prod TwilioAccountSid=«_sid» TwilioAuthToken=«a» \
      FcmServerKey=«b» --capabilities CAPABILITY_IAM

Waiting for changeset to be created..
Waiting for stack create/update to complete
Successfully created/updated stack - notifications
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.firebaseFCM()}, "Successfully created/updated stack - notifications")

	g.iacAdd("iac/cfn-describe-stacks-outputs", `
$ aws cloudformation describe-stacks --stack-name ci-iam-user
{
    "Stacks": [
        {
            "StackId": "arn:aws:cloudformation:us-east-1:«_acct»:stack/ci-iam-user/«_sid»",
            "StackName": "ci-iam-user",
            "Parameters": [
                {
                    "ParameterKey": "UserName",
                    "ParameterValue": "gitlab-ci-deployer"
                },
                {
                    "ParameterKey": "PgpKey",
                    "ParameterValue": "****"
                }
            ],
            "CreationTime": "2024-11-02T14:11:09.512000+00:00",
            "StackStatus": "CREATE_COMPLETE",
            "Outputs": [
                {
                    "OutputKey": "AccessKeyId",
                    "OutputValue": "«a»"
                },
                {
                    "OutputKey": "SecretAccessKey",
                    "OutputValue": "«b»",
                    "Description": "Rotate after first use"
                },
                {
                    "OutputKey": "UserArn",
                    "OutputValue": "arn:aws:iam::«_acct»:user/gitlab-ci-deployer"
                }
            ],
            "Tags": [],
            "EnableTerminationProtection": false,
            "DriftInformation": {
                "StackDriftStatus": "NOT_CHECKED"
            }
        }
    ]
}
`, V{"_acct": g.iacAcct(), "_sid": g.uuid(), "a": g.awsID(), "b": g.awsSecret()}, "gitlab-ci-deployer", "CREATE_COMPLETE")

	cfD, cfPw := g.s(alLowNum, 26), g.pwStrong()
	cfEP := "vpc-search-prod-" + cfD + ".us-east-1.es.amazonaws.com"
	cfKib := "https://" + cfEP + "/_dashboards"
	cfW := len(cfKib) + 4
	cfRow := func(k, v string) string { return fmt.Sprintf("|  %-20s|  %-*s|", k, cfW-2, v) }
	cfCenter := func(t string, w int) string {
		l := (w - len(t)) / 2
		return strings.Repeat(" ", l) + t + strings.Repeat(" ", w-len(t)-l)
	}
	cfSep := "+" + strings.Repeat("-", 22) + "+" + strings.Repeat("-", cfW) + "+"
	g.iacAdd("iac/cfn-describe-stacks-query-table", `
$ aws cloudformation describe-stacks --stack-name search-prod --query 'Stacks[0].Outputs' --output table
`+strings.Repeat("-", 25+cfW)+`
|`+cfCenter("DescribeStacks", 23+cfW)+`|
`+cfSep+`
|`+cfCenter("OutputKey", 22)+`|`+cfCenter("OutputValue", cfW)+`|
`+cfSep+`
`+cfRow("DomainEndpoint", cfEP)+`
`+cfRow("KibanaUrl", cfKib)+`
`+strings.Replace(cfRow("MasterUserPassword", cfPw), cfPw, "«a»", 1)+`
`+cfRow("MasterUserName", "admin")+`
`+cfSep+`
`, V{"a": cfPw}, "MasterUserName", "DescribeStacks", cfEP)

	g.iacAdd("iac/cfn-userdata-sub", `
  AppServer:
    Type: AWS::EC2::Instance
    Properties:
      ImageId: «_ami»
      InstanceType: t3.large
      SubnetId: «_sub»
      UserData:
        Fn::Base64: !Sub |
          #!/bin/bash -xe
          yum install -y amazon-cloudwatch-agent
          cat > /etc/app.env <<EOF
          DB_HOST=${Database.Endpoint.Address}
          DB_PASSWORD=«a»
          MAILGUN_API_KEY=«b»
          EOF
          /opt/aws/bin/cfn-signal -e $? --stack ${AWS::StackName} --resource AppServer --region ${AWS::Region}
`, V{"_ami": g.iacAMI(), "_sub": g.iacSubnet(), "a": g.pw(), "b": g.mailgun()}, "${Database.Endpoint.Address}", "amazon-cloudwatch-agent")

	g.iacAdd("iac/cfn-dynamic-refs-and-one-literal", `
  ApiTaskDefinition:
    Type: AWS::ECS::TaskDefinition
    Properties:
      Family: api
      ContainerDefinitions:
        - Name: api
          Image: !Sub "${AWS::AccountId}.dkr.ecr.${AWS::Region}.amazonaws.com/api:${ImageTag}"
          Environment:
            - Name: DB_PASSWORD
              Value: "{{resolve:secretsmanager:prod/api/db:SecretString:password}}"
            - Name: STRIPE_KEY
              Value: "{{resolve:ssm-secure:/prod/api/stripe-key:3}}"
            - Name: ALGOLIA_ADMIN_KEY
              Value: «a»
            - Name: ALGOLIA_APP_ID
              Value: «_app»
`, V{"a": g.hex(32), "_app": g.s(alUpNum, 10)}, "{{resolve:secretsmanager:prod/api/db:SecretString:password}}", "{{resolve:ssm-secure:/prod/api/stripe-key:3}}")

	g.iacAdd("iac/sam-template-env-vars", `
Transform: AWS::Serverless-2016-10-31

Globals:
  Function:
    Runtime: python3.12
    Timeout: 30
    Environment:
      Variables:
        POWERTOOLS_SERVICE_NAME: ingest
        OPENAI_API_KEY: «a»

Resources:
  IngestFunction:
    Type: AWS::Serverless::Function
    Properties:
      CodeUri: src/ingest/
      Handler: app.handler
      Environment:
        Variables:
          PINECONE_API_KEY: «b»
          PINECONE_INDEX: docs-prod
`, V{"a": g.openai(), "b": g.pinecone()}, "POWERTOOLS_SERVICE_NAME", "docs-prod")

	g.iacAdd("iac/samconfig-toml-overrides", `
$ cat samconfig.toml
version = 0.1

[default.deploy.parameters]
stack_name = "ingest-api"
resolve_s3 = true
s3_prefix = "ingest-api"
region = "eu-west-1"
capabilities = "CAPABILITY_IAM"
parameter_overrides = "Stage=\"prod\" SlackSigningSecret=\"«a»\" SlackBotToken=\"«b»\""
image_repositories = []
`, V{"a": g.hex(32), "b": g.xoxb()}, "ingest-api", "CAPABILITY_IAM")

	g.iacAdd("iac/cfn-lint-output-with-line", `
$ cfn-lint templates/queue-worker.yaml
W2501 Parameter RabbitPassword used as MasterUserPassword, therefore NoEcho should be True
templates/queue-worker.yaml:14:5

E3012 Property Resources/Broker/Properties/Users/0/Password should be of type String
templates/queue-worker.yaml:42:13

$ sed -n 12,16p templates/queue-worker.yaml
  RabbitPassword:
    Type: String
    Default: "«a»"
    Description: broker admin password
`, V{"a": g.pw()}, "templates/queue-worker.yaml:14:5", "W2501")

	g.iacAdd("iac/rain-deploy-output", `
$ rain deploy redis.yaml cache-prod --params AuthToken=«a»,NodeType=cache.t4g.small
Deploying template 'redis.yaml' as stack 'cache-prod' in eu-west-2.
Stack cache-prod: CREATE_COMPLETE
  Outputs:
    RedisEndpoint: master.cache-prod.«_h».euw2.cache.amazonaws.com # Primary endpoint
Successfully deployed cache-prod
`, V{"a": g.an(40), "_h": g.s(alLowNum, 6)}, "cache.t4g.small", "Successfully deployed cache-prod")

	g.iacAdd("iac/sceptre-config-yaml", `
$ cat config/prod/directory-service.yaml
template:
  path: directory-service.yaml
parameters:
  DomainName: corp.northwind.local
  ShortName: NWCORP
  AdminPassword: «a»
  VpcId: !stack_output prod/vpc.yaml::VpcId
  SubnetIds:
    - !stack_output prod/vpc.yaml::PrivateSubnet1
    - !stack_output prod/vpc.yaml::PrivateSubnet2
stack_tags:
  CostCenter: "IT-4410"
`, V{"a": g.pwStrong()}, "corp.northwind.local", "!stack_output prod/vpc.yaml::VpcId", "IT-4410")

	g.iacAdd("iac/cfn-stack-events-failure-reason", `
$ aws cloudformation describe-stack-events --stack-name ldap-sync --max-items 3 --query 'StackEvents[].[LogicalResourceId,ResourceStatus,ResourceStatusReason]' --output text
ldap-sync	ROLLBACK_IN_PROGRESS	The following resource(s) failed to create: [SyncFunction].
SyncFunction	CREATE_FAILED	Resource handler returned message: "Lambda was unable to configure your environment variables because the environment variables you have provided exceeded the 4KB limit. String measured: {"LDAP_BIND_DN":"cn=svc-sync,ou=services,dc=northwind,dc=local","LDAP_BIND_PASSWORD":"«a»","JIRA_TOKEN":"«b»"}" (RequestToken: «_rt», HandlerErrorCode: InvalidRequest)
ldap-sync	CREATE_IN_PROGRESS	User Initiated
`, V{"a": g.pw(), "b": g.atlassian(), "_rt": g.uuid()}, "cn=svc-sync,ou=services,dc=northwind,dc=local", "ROLLBACK_IN_PROGRESS")

	g.iacAdd("iac/cfn-init-metadata-files", `
    Metadata:
      AWS::CloudFormation::Init:
        config:
          files:
            /etc/datadog-agent/datadog.yaml:
              content: |
                api_key: «a»
                site: datadoghq.com
                hostname_fqdn: true
              mode: "000640"
              owner: dd-agent
            /root/.my.cnf:
              content: !Sub |
                [client]
                user=root
                password=«b»
                host=${Database.Endpoint.Address}
              mode: "000600"
`, V{"a": g.hex(32), "b": g.pw()}, "/etc/datadog-agent/datadog.yaml", "dd-agent")
}

func (g *G) iacCDK() {
	g.iacAdd("iac/cdk-unsafe-plaintext", `
import * as cdk from 'aws-cdk-lib';
import * as rds from 'aws-cdk-lib/aws-rds';
import * as ec2 from 'aws-cdk-lib/aws-ec2';

export class DataStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const vpc = ec2.Vpc.fromLookup(this, 'Vpc', { vpcId: '«_vpc»' });

    new rds.DatabaseInstance(this, 'Warehouse', {
      engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_16_3 }),
      vpc,
      credentials: rds.Credentials.fromPassword('warehouse', cdk.SecretValue.unsafePlainText('«a»')),
      instanceType: ec2.InstanceType.of(ec2.InstanceClass.R6G, ec2.InstanceSize.LARGE),
    });
  }
}
`, V{"_vpc": g.iacVPC(), "a": g.pwStrong()}, "rds.PostgresEngineVersion.VER_16_3", "'warehouse'")

	g.iacAdd("iac/cdk-context-json-lookups", `
$ cat cdk.context.json
{
  "vpc-provider:account=«_acct»:filter.vpc-id=«_vpc»:region=eu-west-1:returnAsymmetricSubnets=true": {
    "vpcId": "«_vpc»",
    "vpcCidrBlock": "10.30.0.0/16",
    "ownerAccountId": "«_acct»",
    "availabilityZones": [],
    "subnetGroups": [
      {
        "name": "Private",
        "type": "Private",
        "subnets": [
          { "subnetId": "«_s1»", "cidr": "10.30.0.0/19", "availabilityZone": "eu-west-1a", "routeTableId": "rtb-0«_rt»" }
        ]
      }
    ]
  },
  "ami:account=«_acct»:filters.image-type.0=machine:filters.name.0=al2023-ami-*:region=eu-west-1": "«_ami»",
  "acknowledged-issue-numbers": [32775],
  "slackWorkspaceId": "«_t»",
  "slackBotToken": "«a»"
}
`, V{"_acct": g.iacAcct(), "_vpc": g.iacVPC(), "_s1": g.iacSubnet(), "_rt": g.hex(16), "_ami": g.iacAMI(), "_t": g.slackT(), "a": g.xoxb()}, "10.30.0.0/16", "acknowledged-issue-numbers")

	g.iacAdd("iac/cdk-deploy-outputs", `
$ npx cdk deploy AuthStack --require-approval never

✨  Synthesis time: 8.42s

AuthStack: deploying... [1/1]
AuthStack: creating CloudFormation changeset...

 ✅  AuthStack

✨  Deployment time: 71.3s

Outputs:
AuthStack.UserPoolId = eu-west-1_«_up»
AuthStack.UserPoolClientId = «_cid»
AuthStack.UserPoolClientSecret = «a»
AuthStack.HostedUiDomain = https://nw-auth-prod.auth.eu-west-1.amazoncognito.com
Stack ARN:
arn:aws:cloudformation:eu-west-1:«_acct»:stack/AuthStack/«_sid»

✨  Total time: 79.72s
`, V{"_up": g.an(9), "_cid": g.s(alLowNum, 26), "a": g.s(alLowNum, 51), "_acct": g.iacAcct(), "_sid": g.uuid()}, "https://nw-auth-prod.auth.eu-west-1.amazoncognito.com", "AuthStack.UserPoolClientId")

	g.iacAdd("iac/cdk-outputs-file-json", `
$ cat cdk-outputs.json
{
  "PipelineStack": {
    "ArtifactBucketName": "pipelinestack-artifactsbucket-«_b»",
    "GithubConnectionArn": "arn:aws:codeconnections:us-east-1:«_acct»:connection/«_con»",
    "WebhookSecret": "«a»"
  },
  "SearchStack": {
    "OpenSearchEndpoint": "https://search-nw-«_d».us-east-1.es.amazonaws.com",
    "OpenSearchMasterUserSecretArn": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:SearchStackDomainMasterUs-«_sfx»"
  }
}
`, V{"_b": g.s(alLowNum, 12), "_acct": g.iacAcct(), "_con": g.uuid(), "a": g.hex(40), "_d": g.s(alLowNum, 26), "_sfx": g.an(6)}, "OpenSearchMasterUserSecretArn")

	g.iacAdd("iac/cdk-json-context-keys", `
{
  "app": "npx ts-node --prefer-ts-exts bin/app.ts",
  "watch": { "include": ["**"], "exclude": ["README.md", "cdk*.json", "node_modules"] },
  "context": {
    "@aws-cdk/aws-lambda:recognizeLayerVersion": true,
    "@aws-cdk/core:checkSecretUsage": true,
    "env": "staging",
    "mapboxSecretToken": "«a»",
    "algoliaSearchOnlyKey": "«_algolia»"
  }
}
`, V{"a": g.mapboxSK(), "_algolia": g.hex(32)}, "@aws-cdk/core:checkSecretUsage", "npx ts-node --prefer-ts-exts bin/app.ts", "algoliaSearchOnlyKey")

	g.iacAdd("iac/cdk-synth-template-literal", `
$ cdk synth MailerStack | grep -A12 'AWS::Lambda::Function'
    Type: AWS::Lambda::Function
    Properties:
      Code:
        S3Bucket: cdk-hnb659fds-assets-«_acct»-us-east-1
        S3Key: «_asset».zip
      Environment:
        Variables:
          SMTP_HOST: smtp.postmarkapp.com
          SMTP_USERNAME: «a»
          SMTP_PASSWORD: «a»
      Handler: index.handler
      Runtime: nodejs20.x
`, V{"_acct": g.iacAcct(), "_asset": g.hex(64), "a": g.uuid()}, "cdk-hnb659fds-assets-", "smtp.postmarkapp.com")

	g.iacAdd("iac/cdktf-main-ts", `
import { App, TerraformStack, TerraformOutput } from "cdktf";
import { GoogleProvider } from "@cdktf/provider-google/lib/provider";
import { SqlUser } from "@cdktf/provider-google/lib/sql-user";

class Db extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, "google", { project: "nw-analytics", region: "europe-west1" });

    const user = new SqlUser(this, "looker", {
      instance: "analytics-pg-15",
      name: "looker",
      password: "«a»",
    });
    new TerraformOutput(this, "looker_user", { value: user.name });
  }
}
`, V{"a": g.pwStrong()}, "analytics-pg-15", "nw-analytics")

	g.iacAdd("iac/cdk-bootstrap-and-env-creds", `
$ AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» npx cdk bootstrap aws://«_acct»/eu-north-1
 ⏳  Bootstrapping environment aws://«_acct»/eu-north-1...
Trusted accounts for deployment: (none)
Trusted accounts for lookup: (none)
Using default execution policy of 'arn:aws:iam::aws:policy/AdministratorAccess'. Pass '--cloudformation-execution-policies' to customize.
CDKToolkit: creating CloudFormation changeset...
 ✅  Environment aws://«_acct»/eu-north-1 bootstrapped.
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.iacAcct()}, "arn:aws:iam::aws:policy/AdministratorAccess")
}

func (g *G) iacAnsible() {
	g.iacAdd("iac/ansible-inventory-ini-mixed", `
$ cat inventories/prod/hosts.ini
[web]
web-01.prod.nw.lan ansible_host=10.12.1.11
web-02.prod.nw.lan ansible_host=10.12.1.12

[db]
db-01.prod.nw.lan ansible_host=10.12.2.21 ansible_user=dbops ansible_password=«a»

[windows]
ad-01.corp.nw.lan

[windows:vars]
ansible_connection=winrm
ansible_winrm_transport=ntlm
ansible_winrm_server_cert_validation=ignore
ansible_user=NWCORP\svc_ansible
ansible_password=«b»

[all:vars]
ansible_become_pass=«c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "NWCORP\\svc_ansible", "db-01.prod.nw.lan", "ansible_winrm_transport=ntlm")

	g.iacAdd("iac/ansible-inventory-yaml-network", `
all:
  children:
    ios_switches:
      hosts:
        sw-core-01: { ansible_host: 10.0.0.2 }
        sw-core-02: { ansible_host: 10.0.0.3 }
      vars:
        ansible_network_os: cisco.ios.ios
        ansible_connection: ansible.netcommon.network_cli
        ansible_user: netops
        ansible_ssh_pass: «a»
        ansible_become: true
        ansible_become_method: enable
        ansible_become_password: «b»
    junos:
      hosts:
        fw-edge-01: { ansible_host: 10.0.0.10 }
      vars:
        ansible_network_os: junipernetworks.junos.junos
        ansible_connection: ansible.netcommon.netconf
        ansible_user: automation
        ansible_password: "«c»"
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pwStrong()}, "cisco.ios.ios", "sw-core-01", "junipernetworks.junos.junos")

	g.iacAdd("iac/ansible-group-vars-vault-and-plain", `
$ cat group_vars/prod/vars.yml
app_name: billing
app_db_user: billing
app_db_password: "{{ vault_app_db_password }}"
smtp_relay: smtp.eu.mailgun.org
smtp_user: postmaster@mg.northwind.io
smtp_password: «a»
redis_password: !vault |
«_v»
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_v": g.iacVault("          ", 96)}, "{{ vault_app_db_password }}", "postmaster@mg.northwind.io", "smtp.eu.mailgun.org")

	g.iacAdd("iac/ansible-vault-view-decrypted", `
$ ansible-vault view group_vars/prod/vault.yml --vault-password-file ~/.ansible/prod.vault
Vault password:
---
vault_app_db_password: «a»
vault_rabbitmq_erlang_cookie: «b»
vault_grafana_admin_password: «c»
vault_backup_s3_access_key: «d»
vault_backup_s3_secret_key: «e»
`, V{"a": g.pwStrong(), "b": g.s(alUpper, 20), "c": g.pw(), "d": g.awsID(), "e": g.awsSecret()}, "~/.ansible/prod.vault")

	g.iacAdd("iac/ansible-vault-file-encrypted-benign", `
$ head -5 group_vars/prod/vault.yml
«_v»
$ cat .vault_pass
«a»
$ grep vault_password_file ansible.cfg
vault_password_file = .vault_pass
`, V{"_v": g.iacVault("", 420), "a": g.an(40)}, "vault_password_file = .vault_pass")

	wpriv, wpub := g.wireguard()
	g.iacAdd("iac/ansible-vault-decrypt-stdout", `
$ ansible-vault decrypt --output - host_vars/vpn-01/secrets.yml
Decryption successful
wireguard_private_key: «a»
wireguard_peers:
  - name: laptop-jm
    public_key: «_pub»
    preshared_key: «b»
    allowed_ips: 10.99.0.5/32
`, V{"a": wpriv, "_pub": wpub, "b": g.b64(32)}, "laptop-jm", "10.99.0.5/32")

	g.iacAdd("iac/ansible-playbook-v-module-args", `
$ ansible-playbook -i inventories/staging site.yml --tags users -v
Using /home/jm/src/infra/ansible.cfg as config file

PLAY [db] ***********************************************************************

TASK [postgres : create application role] ***************************************
changed: [db-01.staging.nw.lan] => {"changed": true, "queries": ["CREATE USER \"reporting\" WITH ENCRYPTED PASSWORD %(password)s"], "user": "reporting"}

TASK [mysql : ensure replication user] ******************************************
changed: [db-02.staging.nw.lan] => {"changed": true, "invocation": {"module_args": {"check_implicit_admin": false, "login_host": "localhost", "login_password": "«a»", "login_user": "root", "name": "repl", "password": "«b»", "priv": "*.*:REPLICATION SLAVE", "host": "%"}}, "msg": "User added", "user": "repl"}

PLAY RECAP **********************************************************************
db-01.staging.nw.lan       : ok=3    changed=1    unreachable=0    failed=0
db-02.staging.nw.lan       : ok=3    changed=1    unreachable=0    failed=0
`, V{"a": g.pw(), "b": g.pwStrong()}, "db-02.staging.nw.lan", "*.*:REPLICATION SLAVE", "CREATE USER \\\"reporting\\\" WITH ENCRYPTED PASSWORD %(password)s")

	g.iacAdd("iac/ansible-playbook-extra-vars-cli", `
$ ansible-playbook deploy.yml -i prod -e "app_version=4.18.2 registry_password=«a» sentry_auth_token=«b»" --limit web
`, V{"a": g.ghp(), "b": "sntryu_" + g.hex(64)}, "app_version=4.18.2")

	g.iacAdd("iac/ansible-debug-var-output", `
TASK [debug] ********************************************************************
ok: [localhost] => {
    "aws_creds": {
        "changed": false,
        "sts_creds": {
            "access_key": "«a»",
            "expiration": "2025-03-14T12:47:03+00:00",
            "secret_key": "«b»",
            "session_token": "«c»"
        }
    }
}
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, `"expiration": "2025-03-14T12:47:03+00:00"`)

	g.iacAdd("iac/ansible-inventory-list-json", `
$ ansible-inventory -i inventories/prod --list | jq '._meta.hostvars["mail-01"]'
{
  "ansible_host": "10.12.4.8",
  "ansible_user": "ubuntu",
  "ansible_ssh_private_key_file": "~/.ssh/nw-prod.pem",
  "postfix_relayhost": "[smtp.sendgrid.net]:587",
  "postfix_sasl_user": "apikey",
  "postfix_sasl_password": "«a»",
  "dkim_selector": "s2025",
  "dkim_public_key": "«_pub»"
}
`, V{"a": g.sendgrid(), "_pub": "v=DKIM1; k=rsa; p=" + g.s(alB64, 216) + "IDAQAB"}, "[smtp.sendgrid.net]:587", "~/.ssh/nw-prod.pem", "dkim_selector")

	g.iacAdd("iac/ansible-cfg-galaxy-token", `
$ cat ansible.cfg
[defaults]
inventory = inventories/prod
roles_path = roles:~/.ansible/roles
host_key_checking = False

[galaxy]
server_list = automation_hub, galaxy

[galaxy_server.automation_hub]
url=https://console.redhat.com/api/automation-hub/content/published/
auth_url=https://sso.redhat.com/auth/realms/redhat-external/protocol/openid-connect/token
token=«a»

[galaxy_server.galaxy]
url=https://galaxy.ansible.com/
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iat":%d,"jti":"%s","iss":"https://sso.redhat.com/auth/realms/redhat-external","aud":"https://sso.redhat.com/auth/realms/redhat-external","sub":"f:%s:jmorales","typ":"Offline","azp":"cloud-services","scope":"openid api.iam.service_accounts offline_access"}`, 1735000000+g.r.IntN(9000000), g.uuid(), g.uuid()))},
		"https://console.redhat.com/api/automation-hub/content/published/", "server_list = automation_hub, galaxy")

	g.iacAdd("iac/awx-credential-create", `
$ awx credentials create --name "prod-vsphere" --organization Default \
    --credential_type "VMware vCenter" \
    --inputs '{"host": "vcsa-01.corp.nw.lan", "username": "svc-awx@vsphere.local", "password": "«a»"}'
{
     "id": 41,
     "type": "credential",
     "name": "prod-vsphere",
     "inputs": {
          "host": "vcsa-01.corp.nw.lan",
          "username": "svc-awx@vsphere.local",
          "password": "$encrypted$"
     }
}
`, V{"a": g.pwStrong()}, "svc-awx@vsphere.local", "$encrypted$", "vcsa-01.corp.nw.lan")

	g.iacAdd("iac/ansible-role-defaults-main", `
# roles/keycloak/defaults/main.yml
keycloak_version: 25.0.6
keycloak_http_port: 8080
keycloak_admin_user: admin
keycloak_admin_password: «a»
keycloak_db_url: "jdbc:postgresql://pg-01.nw.lan:5432/keycloak"
keycloak_db_user: keycloak
keycloak_db_password: «b»
keycloak_hostname: sso.northwind.io
`, V{"a": g.pw(), "b": g.pwURL()}, "jdbc:postgresql://pg-01.nw.lan:5432/keycloak", "sso.northwind.io", "25.0.6")

	g.iacAdd("iac/ansible-task-uri-headers", `
- name: Register runner with GitLab
  ansible.builtin.uri:
    url: https://gitlab.northwind.io/api/v4/user/runners
    method: POST
    headers:
      PRIVATE-TOKEN: "«a»"
    body_format: json
    body:
      runner_type: group_type
      group_id: 112
      tag_list: ["docker", "linux"]
    status_code: 201
  register: runner
  no_log: false
`, V{"a": g.glpat()}, "https://gitlab.northwind.io/api/v4/user/runners", "group_type")

	g.iacAdd("iac/ansible-vvv-connection-ssh-pass", `
<10.12.2.21> ESTABLISH SSH CONNECTION FOR USER: dbops
<10.12.2.21> SSH: EXEC sshpass -d12 ssh -C -o ControlMaster=auto -o ControlPersist=60s -o StrictHostKeyChecking=no -o User="dbops" -o ConnectTimeout=10 -o 'ControlPath="/home/jm/.ansible/cp/«_cp»"' 10.12.2.21 '/bin/sh -c '"'"'echo ~dbops && sleep 0'"'"''
<10.12.2.21> (0, b'/home/dbops\n', b'')
<10.12.2.21> EXEC /bin/sh -c 'sudo -H -S -p "[sudo via ansible, key=«_key»] password:" -u root /bin/sh -c '"'"'echo BECOME-SUCCESS-«_bs» ; /usr/bin/python3'"'"' && sleep 0'
ok: [db-01] => {"changed": false, "ansible_facts": {"pg_conn": "host=localhost user=postgres password=«a» dbname=billing"}}
`, V{"_cp": g.hex(10), "_key": g.s(alLower, 32), "_bs": g.s(alLower, 32), "a": g.pwURL()}, "sshpass -d12", "BECOME-SUCCESS-")

	g.iacAdd("iac/molecule-yml-platform-creds", `
$ cat molecule/default/molecule.yml
driver:
  name: docker
platforms:
  - name: rhel9
    image: registry.redhat.io/ubi9/ubi-init:latest
    registry:
      url: registry.redhat.io
      credentials:
        username: "«_u»|ansible-ci"
        password: «a»
    pre_build_image: true
provisioner:
  name: ansible
  env:
    RHSM_ACTIVATION_KEY: rhel9-ci
    RHSM_ORG_ID: "«_org»"
verifier:
  name: testinfra
`, V{"_u": g.digits(8), "a": g.jwt("RS512", fmt.Sprintf(`{"sub":"%s"}`, g.hex(32))), "_org": g.digits(8)}, "registry.redhat.io/ubi9/ubi-init:latest", "rhel9-ci")

	g.iacAdd("iac/ansible-win-host-vars", `
# host_vars/sql-01.corp.nw.lan.yml
ansible_connection: psrp
ansible_psrp_protocol: https
ansible_psrp_cert_validation: ignore
ansible_user: CORP\svc-ansible-sql
ansible_password: «a»
mssql_sa_password: «b»
mssql_service_account: CORP\svc-mssql
mssql_service_password: «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()}, "CORP\\svc-mssql", "ansible_psrp_protocol: https")
}

func (g *G) iacChef() {
	g.iacAdd("iac/chef-data-bag-item-plain", `
$ cat data_bags/credentials/postgres.json
{
  "id": "postgres",
  "environment": "production",
  "superuser": "postgres",
  "superuser_password": "«a»",
  "replication_password": "«b»",
  "pgbouncer_auth_hash": "«_md5»"
}
`, V{"a": g.pw(), "b": g.pwStrong(), "_md5": "md5" + g.hex(32)}, "replication_password", "pgbouncer_auth_hash")

	g.iacAdd("iac/chef-encrypted-data-bag-benign-and-secret-file", `
$ knife data bag show secrets aws --format json
Encrypted data bag detected, but no secret provided for decoding. Displaying encrypted data.
{
  "id": "aws",
  "access_key_id": {
    "encrypted_data": "«_e1»",
    "iv": "«_iv1»",
    "auth_tag": "«_t1»",
    "version": 3,
    "cipher": "aes-256-gcm"
  },
  "secret_access_key": {
    "encrypted_data": "«_e2»",
    "iv": "«_iv2»",
    "auth_tag": "«_t2»",
    "version": 3,
    "cipher": "aes-256-gcm"
  }
}
$ cat ~/.chef/encrypted_data_bag_secret
«a»
`, V{"_e1": g.b64(48), "_iv1": g.b64(12), "_t1": g.b64(16), "_e2": g.b64(64), "_iv2": g.b64(12), "_t2": g.b64(16), "a": wrap(g.b64(384), 64)},
		"Encrypted data bag detected, but no secret provided for decoding.", "aes-256-gcm")

	g.iacAdd("iac/knife-data-bag-show-secret-file", `
$ knife data bag show secrets aws --secret-file ~/.chef/encrypted_data_bag_secret
Encrypted data bag detected, decrypting with provided secret.
access_key_id:     «a»
id:                aws
secret_access_key: «b»
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Encrypted data bag detected, decrypting with provided secret.")

	g.iacAdd("iac/chef-client-pem-and-knife-rb", `
$ cat .chef/config.rb
current_dir = File.dirname(__FILE__)
log_level                :info
node_name                "jmorales"
client_key               "#{current_dir}/jmorales.pem"
chef_server_url          "https://chef.corp.nw.lan/organizations/northwind"
cookbook_path            ["#{current_dir}/../cookbooks"]
knife[:vault_mode] = 'client'
$ cat .chef/jmorales.pem
«a»
`, V{"a": g.rsaPEM().block()}, "https://chef.corp.nw.lan/organizations/northwind", `"#{current_dir}/jmorales.pem"`)

	g.iacAdd("iac/knife-vault-show", `
$ knife vault show passwords mysql_root -M client
id:       mysql_root
password: «a»
user:     root
$ knife vault show passwords mysql_root --mode client -F json
{
  "id": "mysql_root",
  "password": "«a»",
  "user": "root"
}
`, V{"a": g.pwStrong()}, "knife vault show passwords mysql_root")

	g.iacAdd("iac/chef-attributes-rb", `
# cookbooks/nw_base/attributes/default.rb
default['nw_base']['ntp_servers'] = %w(0.pool.ntp.org 1.pool.ntp.org)
default['nw_base']['datadog']['api_key'] = '«a»'
default['nw_base']['datadog']['site'] = 'datadoghq.eu'
default['nw_base']['splunk']['hec_token'] = '«b»'
default['nw_base']['splunk']['hec_url'] = 'https://hec.splunk.nw.lan:8088'
default['nw_base']['motd'] = 'Managed by Chef - changes will be overwritten'
`, V{"a": g.hex(32), "b": g.uuid()}, "https://hec.splunk.nw.lan:8088", "Managed by Chef - changes will be overwritten")

	g.iacAdd("iac/kitchen-yml-driver-creds", `
$ cat kitchen.yml
---
driver:
  name: vagrant
  provider: vmware_desktop

provisioner:
  name: chef_infra
  product_name: chef
  product_version: 18
  chef_license: accept-no-persist

transport:
  name: winrm
  username: Administrator
  password: «a»

platforms:
  - name: windows-2022
    driver:
      box: nw/win2022-core
      customize:
        memory: 4096
suites:
  - name: default
    attributes:
      nw_iis:
        cert_pfx_password: «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "nw/win2022-core", "accept-no-persist")

	g.iacAdd("iac/chef-validator-bootstrap", `
$ knife bootstrap 10.12.7.31 -U ubuntu --sudo -i ~/.ssh/nw-prod.pem -N app-31 -r 'role[web]' \
    --bootstrap-vault-item passwords:mysql_root
Creating new client for app-31
Creating new node for app-31
Connecting to 10.12.7.31 using ssh
 [10.12.7.31] Starting the first Chef Infra Client Client run...
 [10.12.7.31] WARN: Using a validation key is deprecated: /etc/chef/validation.pem
$ sudo cat /etc/chef/client.rb
chef_server_url  "https://chef.corp.nw.lan/organizations/northwind"
validation_client_name "northwind-validator"
node_name "app-31"
data_collector.token "«a»"
data_collector.server_url "https://automate.corp.nw.lan/data-collector/v0/"
`, V{"a": g.b64u(28) + "="}, "northwind-validator", "https://automate.corp.nw.lan/data-collector/v0/")

	g.iacAdd("iac/chef-automate-api-token", `
$ chef-automate iam token create ci-ingest --admin
«a»
$ curl -sk -H "api-token: «a»" https://automate.corp.nw.lan/api/v0/cfgmgmt/nodes?pagination.size=2 | jq '.[].name'
"app-31"
"db-02"
`, V{"a": g.b64u(28)}, "chef-automate iam token create ci-ingest --admin", "pagination.size=2")
}

func (g *G) iacPuppet() {
	g.iacAdd("iac/hiera-common-plain-and-eyaml", `
$ cat data/common.yaml
---
profile::base::ntp_servers:
  - 0.pool.ntp.org
  - 1.pool.ntp.org
profile::mysql::root_password: >
    «_e1»
profile::mysql::replication_password: «a»
profile::nexus::admin_password: "«b»"
profile::sensu::api_key: >
    «_e2»
`, V{"_e1": g.iacEyaml(), "a": g.pw(), "b": g.pwStrong(), "_e2": g.iacEyaml()}, "profile::mysql::replication_password", "profile::sensu::api_key")

	g.iacAdd("iac/eyaml-decrypt-output", `
$ eyaml decrypt -f data/nodes/ldap-01.corp.nw.lan.yaml --pkcs7-private-key=keys/private_key.pkcs7.pem
---
profile::openldap::rootpw: DEC::PKCS7[«a»]!
profile::openldap::replication_bind_pw: DEC::PKCS7[«b»]!
profile::openldap::suffix: dc=corp,dc=nw,dc=lan
`, V{"a": g.pwStrong(), "b": g.pw()}, "keys/private_key.pkcs7.pem", "dc=corp,dc=nw,dc=lan")

	g.iacAdd("iac/eyaml-encrypt-string-cli", `
$ eyaml encrypt -l 'profile::jenkins::api_token' -s '«a»'
string: «_e»

OR

block: >
    «_e»
`, V{"a": g.hex(34), "_e": g.iacEyaml()}, "profile::jenkins::api_token")

	g.iacAdd("iac/puppet-lookup-explain", `
$ sudo puppet lookup profile::postgresql::app_password --node db-01.corp.nw.lan --explain
Searching for "profile::postgresql::app_password"
  Global Data Provider (hiera configuration version 5)
    No such key: "profile::postgresql::app_password"
  Environment Data Provider (hiera configuration version 5)
    Using configuration "/etc/puppetlabs/code/environments/production/hiera.yaml"
    Hierarchy entry "Per-node data"
      Path "/etc/puppetlabs/code/environments/production/data/nodes/db-01.corp.nw.lan.yaml"
        Original path: "nodes/%{trusted.certname}.yaml"
        Found key: "profile::postgresql::app_password" value: "«a»"
`, V{"a": g.pw()}, "nodes/%{trusted.certname}.yaml", "db-01.corp.nw.lan")

	g.iacAdd("iac/puppet-manifest-class-params", `
class profile::graylog (
  String $password_secret = '«a»',
  String $root_password_sha2 = '«_sha»',
  String $mongodb_uri = 'mongodb://graylog:«b»@mongo-01.corp.nw.lan:27017/graylog',
) {
  class { 'graylog::server':
    config => {
      'password_secret'    => $password_secret,
      'root_password_sha2' => $root_password_sha2,
      'mongodb_uri'        => $mongodb_uri,
      'http_bind_address'  => '0.0.0.0:9000',
    },
  }
}
`, V{"a": g.an(96), "_sha": g.hex(64), "b": g.pwURL()}, "mongo-01.corp.nw.lan:27017", "graylog::server")

	g.iacAdd("iac/r10k-yaml-git-creds", `
$ cat /etc/puppetlabs/r10k/r10k.yaml
---
cachedir: '/var/cache/r10k'
sources:
  puppet:
    remote: 'https://r10k:«a»@git.corp.nw.lan/puppet/control-repo.git'
    basedir: '/etc/puppetlabs/code/environments'
forge:
  baseurl: 'https://forge.puppet.com'
  authorization_token: 'Bearer «b»'
`, V{"a": g.glpat(), "b": g.an(64)}, "git.corp.nw.lan/puppet/control-repo.git", "/etc/puppetlabs/code/environments")

	g.iacAdd("iac/puppet-csr-attributes-challenge", `
$ cat /etc/puppetlabs/puppet/csr_attributes.yaml
---
custom_attributes:
  1.2.840.113549.1.9.7: «a»
extension_requests:
  pp_role: webserver
  pp_environment: production
  pp_datacenter: fra1
`, V{"a": g.hex(40)}, "1.2.840.113549.1.9.7", "pp_datacenter: fra1")

	g.iacAdd("iac/puppet-rbac-token-file", `
$ puppet access login --lifetime 1d
Enter your Puppet Enterprise credentials.
Username: jmorales
Password:
Access token saved to: /home/jm/.puppetlabs/token
$ cat ~/.puppetlabs/token
«a»
$ curl -sk -H "X-Authentication: $(cat ~/.puppetlabs/token)" https://pe-console.corp.nw.lan:4433/rbac-api/v1/users/current | jq .login
"jmorales"
`, V{"a": "0" + g.s(alLowNum, 20) + "-" + g.s(alLowNum, 22)}, "/home/jm/.puppetlabs/token", "https://pe-console.corp.nw.lan:4433/rbac-api/v1/users/current")

	g.iacAdd("iac/hiera-node-yaml-plain", `
# data/nodes/vpn-01.corp.nw.lan.yaml
---
profile::strongswan::connections:
  branch-lyon:
    left: '%defaultroute'
    right: 'vpn.lyon.nw-partner.fr'
    authby: 'secret'
    psk: '«a»'
profile::strongswan::eap_users:
  jmorales: '«b»'
  kpatel: '«c»'
`, V{"a": g.b64(30), "b": g.pw(), "c": g.pw()}, "vpn.lyon.nw-partner.fr", "branch-lyon")
}

func (g *G) iacSalt() {
	g.iacAdd("iac/salt-pillar-sls-plain", `
$ cat /srv/pillar/postgres/init.sls
postgres:
  version: 16
  users:
    app:
      password: '«a»'
      createdb: False
    grafana:
      password: «b»
  pgbouncer:
    admin_users: pgbouncer
    auth_type: scram-sha-256
`, V{"a": g.pw(), "b": g.pwURL()}, "scram-sha-256", "pgbouncer")

	g.iacAdd("iac/salt-gpg-pillar-benign-and-plain", `
#!yaml|gpg

smtp:
  host: smtp.office365.com
  user: alerts@northwind.io
  password: |
    -----BEGIN PGP MESSAGE-----

    «_m»
    -----END PGP MESSAGE-----
  # plaintext fallback while the new minion key is distributed
  password_plain: «a»
`, V{"_m": strings.ReplaceAll(wrap("hQIMA"+g.s(alB64, 560), 64), "\n", "\n    ") + "\n    =" + g.s(alB64, 4), "a": g.pw()}, "alerts@northwind.io", "#!yaml|gpg")

	g.iacAdd("iac/salt-pillar-items-output", `
$ sudo salt 'app-0*' pillar.item app:secrets --out=yaml
app-01.nw.lan:
  app:secrets:
    django_secret_key: «a»
    sentry_dsn: https://«=dsn»@o«_o».ingest.sentry.io/«_p»
    stripe_secret_key: «b»
app-02.nw.lan:
  app:secrets:
    django_secret_key: «a»
    sentry_dsn: https://«=dsn»@o«_o».ingest.sentry.io/«_p»
    stripe_secret_key: «b»
`, V{"a": g.djangoKey(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "b": g.skLive()}, "app-01.nw.lan", "app:secrets")

	g.iacAdd("iac/salt-master-ext-pillar-vault", `
$ cat /etc/salt/master.d/vault.conf
vault:
  url: https://vault.corp.nw.lan:8200
  auth:
    method: token
    token: «a»
  policies:
    - saltstack/minions
    - saltstack/minion/{minion}

ext_pillar:
  - vault: path=secret/salt

external_auth:
  pam:
    saltops%:
      - .*
`, V{"a": g.vaultTok()}, "saltstack/minion/{minion}", "https://vault.corp.nw.lan:8200")

	g.iacAdd("iac/salt-cloud-providers", `
$ cat /etc/salt/cloud.providers.d/aws.conf
nw-ec2:
  driver: ec2
  id: «a»
  key: «b»
  private_key: /etc/salt/keys/nw-prod.pem
  keyname: nw-prod
  securitygroupid:
    - «_sg»
  location: eu-west-1
  minion:
    master: salt.corp.nw.lan

nw-linode:
  driver: linode
  apikey: «c»
  password: «d»
`, V{"a": g.awsID(), "b": g.awsSecret(), "_sg": g.iacSG(), "c": g.hex(64), "d": g.pwStrong()}, "/etc/salt/keys/nw-prod.pem", "salt.corp.nw.lan")

	g.iacAdd("iac/salt-api-login-token", `
$ curl -sSk https://salt.corp.nw.lan:8000/login -H 'Accept: application/x-yaml' \
    -d username=saltops -d password='«a»' -d eauth=pam
return:
- eauth: pam
  expire: 1741998203.417261
  perms:
  - .*
  start: 1741955003.417259
  token: «b»
  user: saltops
`, V{"a": g.pw(), "b": g.hex(40)}, "https://salt.corp.nw.lan:8000/login")

	g.iacAdd("iac/salt-state-file-managed-contents", `
/etc/restic/env:
  file.managed:
    - mode: '0600'
    - contents: |
        RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/nw-backups
        RESTIC_PASSWORD={{ pillar['restic']['password'] }}
        AWS_ACCESS_KEY_ID=«a»
        AWS_SECRET_ACCESS_KEY=«b»
`, V{"a": "003" + g.hex(22), "b": "K003" + g.s(alAlnum+"/+", 27)}, "{{ pillar['restic']['password'] }}", "s3:https://s3.eu-central-003.backblazeb2.com/nw-backups")
}

func (g *G) iacPacker() {
	g.iacAdd("iac/packer-json-winrm", `
{
  "variables": {
    "aws_region": "eu-west-1",
    "winrm_password": "«a»"
  },
  "builders": [
    {
      "type": "amazon-ebs",
      "region": "{{user ˋaws_regionˋ}}",
      "source_ami": "«_ami»",
      "instance_type": "t3.large",
      "ami_name": "win2022-base-{{timestamp}}",
      "user_data_file": "./scripts/bootstrap_win.txt",
      "communicator": "winrm",
      "winrm_username": "Administrator",
      "winrm_password": "{{user ˋwinrm_passwordˋ}}",
      "winrm_use_ssl": true,
      "winrm_insecure": true
    }
  ]
}
`, V{"a": g.pwStrong(), "_ami": g.iacAMI()}, "win2022-base-{{timestamp}}", "{{user `winrm_password`}}")

	g.iacAdd("iac/packer-hcl-vsphere-ssh-password", `
source "vsphere-iso" "ubuntu" {
  vcenter_server      = "vcsa-01.corp.nw.lan"
  username            = "packer@vsphere.local"
  password            = "«a»"
  insecure_connection = true
  datacenter          = "FRA1"
  cluster             = "compute-01"
  datastore           = "vsan-fra1"
  guest_os_type       = "ubuntu64Guest"
  iso_paths           = ["[vsan-fra1] iso/ubuntu-24.04.1-live-server-amd64.iso"]
  ssh_username        = "packer"
  ssh_password        = "«b»"
  ssh_timeout         = "30m"
  http_content = {
    "/user-data" = templatefile("http/user-data.pkrtpl", { password_hash = "«_hash»" })
    "/meta-data" = ""
  }
}
`, V{"a": g.pwStrong(), "b": g.pw(), "_hash": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "packer@vsphere.local", "ubuntu-24.04.1-live-server-amd64.iso")

	g.iacAdd("iac/packer-pkrvars-hcl", `
$ cat variables.auto.pkrvars.hcl
proxmox_url      = "https://pve-01.lab.lan:8006/api2/json"
proxmox_username = "packer@pve!builder"
proxmox_token    = "«a»"
template_name    = "debian-12-cloudinit"
ssh_password     = "«b»"
`, V{"a": g.uuid(), "b": g.pw()}, "packer@pve!builder", "https://pve-01.lab.lan:8006/api2/json")

	g.iacAdd("iac/packer-build-var-flags", `
$ packer build -var 'hcp_client_id=«_cid»' -var 'hcp_client_secret=«a»' -var "azure_client_secret=«b»" -only='azure-arm.ubuntu' .
azure-arm.ubuntu: output will be in this color.

==> azure-arm.ubuntu: Running builder ...
==> azure-arm.ubuntu: Getting tokens using client secret
==> azure-arm.ubuntu: Getting tokens using client secret
    azure-arm.ubuntu: Creating Azure Resource Manager (ARM) client ...
`, V{"_cid": g.an(32), "a": g.an(64), "b": g.azSecret()}, "azure-arm.ubuntu", "Getting tokens using client secret")

	g.iacAdd("iac/autounattend-xml-passwords", `
            <UserAccounts>
                <AdministratorPassword>
                    <Value>«a»</Value>
                    <PlainText>true</PlainText>
                </AdministratorPassword>
                <LocalAccounts>
                    <LocalAccount wcm:action="add">
                        <Password>
                            <Value>«b»</Value>
                            <PlainText>true</PlainText>
                        </Password>
                        <Group>administrators</Group>
                        <DisplayName>packer</DisplayName>
                        <Name>packer</Name>
                    </LocalAccount>
                </LocalAccounts>
            </UserAccounts>
            <AutoLogon>
                <Password>
                    <Value>«c»</Value>
                    <PlainText>false</PlainText>
                </Password>
                <Enabled>true</Enabled>
                <Username>packer</Username>
            </AutoLogon>
`, V{"a": g.pwStrong(), "b": g.pw(), "c": b64s(g.pw() + "Password")}, `<LocalAccount wcm:action="add">`)

	g.iacAdd("iac/preseed-and-kickstart", `
$ grep -h -i 'passw\|rootpw' http/preseed.cfg http/ks.cfg
d-i passwd/root-login boolean false
d-i passwd/user-fullname string Packer Builder
d-i passwd/username string packer
d-i passwd/user-password password «a»
d-i passwd/user-password-again password «a»
rootpw --iscrypted «_h»
user --name=ansible --groups=wheel --password=«b» --plaintext
`, V{"a": g.pw(), "_h": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "b": g.pwStrong()}, "d-i passwd/username string packer", "rootpw --iscrypted")

	g.iacAdd("iac/packer-hcp-registry-env", `
$ export HCP_CLIENT_ID=«_cid»
$ export HCP_CLIENT_SECRET=«a»
$ export PKR_VAR_docker_password=«b»
$ packer init . && packer build -force docker.pkr.hcl
`, V{"_cid": g.an(32), "a": g.an(64), "b": g.dockerPAT()}, "docker.pkr.hcl")
}

func (g *G) iacVagrant() {
	g.iacAdd("iac/vagrantfile-ssh-password-and-provider", `
Vagrant.configure("2") do |config|
  config.vm.box = "generic/rhel9"
  config.ssh.username = "vagrant"
  config.ssh.password = "«a»"
  config.ssh.insert_key = false

  config.vm.provider :vsphere do |vsphere|
    vsphere.host = "vcsa-01.corp.nw.lan"
    vsphere.compute_resource_name = "compute-01"
    vsphere.template_name = "templates/rhel9-base"
    vsphere.user = "vagrant@vsphere.local"
    vsphere.password = "«b»"
    vsphere.insecure = true
  end

  config.vm.provision "shell", inline: "subscription-manager register --org=«_org» --activationkey=dev-rhel9"
end
`, V{"a": g.pw(), "b": g.pwStrong(), "_org": g.digits(8)}, "generic/rhel9", "vagrant@vsphere.local", "--activationkey=dev-rhel9")

	g.iacAdd("iac/vagrantfile-aws-provider-keys", `
Vagrant.configure("2") do |config|
  config.vm.box = "dummy"
  config.vm.provider :aws do |aws, override|
    aws.access_key_id = "«a»"
    aws.secret_access_key = "«b»"
    aws.keypair_name = "jm-laptop"
    aws.ami = "«_ami»"
    aws.region = "eu-west-1"
    aws.security_groups = ["«_sg»"]
    override.ssh.username = "ec2-user"
    override.ssh.private_key_path = "~/.ssh/jm-laptop.pem"
  end
end
`, V{"a": g.awsID(), "b": g.awsSecret(), "_ami": g.iacAMI(), "_sg": g.iacSG()}, "~/.ssh/jm-laptop.pem", "jm-laptop")

	g.iacAdd("iac/vagrant-cloud-token", `
$ vagrant cloud auth login --token «a»
The token was successfully saved.
You are now logged in.
$ vagrant cloud publish northwind/rhel9-dev 1.4.0 virtualbox output/rhel9.box --release
`, V{"a": g.an(14) + ".atlasv1." + g.an(67)}, "northwind/rhel9-dev 1.4.0")

	g.iacAdd("iac/vagrantfile-provision-env", `
  config.vm.provision "docker" do |d|
    d.run "gitlab-runner",
      image: "gitlab/gitlab-runner:v17.4.0",
      args: "-v /srv/gitlab-runner/config:/etc/gitlab-runner -e REGISTRATION_TOKEN=«a» -e CI_SERVER_URL=https://gitlab.northwind.io"
  end

  config.vm.provision "shell", env: { "TS_AUTHKEY" => "«b»" }, inline: <<-SHELL
    curl -fsSL https://tailscale.com/install.sh | sh
    tailscale up --authkey "$TS_AUTHKEY" --hostname vagrant-dev
  SHELL
`, V{"a": "glrt-" + g.b64u(20), "b": g.tailscale()}, "gitlab/gitlab-runner:v17.4.0", "vagrant-dev")

	g.iacAdd("iac/vagrant-ssh-config-benign-and-winrm", `
$ vagrant ssh-config
Host default
  HostName 127.0.0.1
  User vagrant
  Port 2222
  UserKnownHostsFile /dev/null
  StrictHostKeyChecking no
  PasswordAuthentication no
  IdentityFile /home/jm/src/lab/.vagrant/machines/default/virtualbox/private_key
  IdentitiesOnly yes
  LogLevel FATAL
$ grep winrm Vagrantfile
  win.winrm.username = "Administrator"
  win.winrm.password = "«a»"
`, V{"a": g.pwStrong()}, "/home/jm/src/lab/.vagrant/machines/default/virtualbox/private_key")
}

func (g *G) iacAzure() {
	g.iacAdd("iac/bicep-secure-param-default", `
@description('Admin password for the jump box')
@secure()
param adminPassword string = '«a»'

@description('SAS token for the artifacts container')
@secure()
param artifactsSas string = '«b»'

param location string = resourceGroup().location

resource vm 'Microsoft.Compute/virtualMachines@2024-03-01' = {
  name: 'vm-jump-01'
  location: location
  properties: {
    osProfile: {
      computerName: 'jump01'
      adminUsername: 'azureops'
      adminPassword: adminPassword
    }
  }
}
`, V{"a": g.pwStrong(), "b": "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-01-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=" + strings.ReplaceAll(g.b64(32), "=", "%3D")},
		"Microsoft.Compute/virtualMachines@2024-03-01", "azureops")

	g.iacAdd("iac/bicepparam-file", `
using './main.bicep'

param environment = 'prod'
param sqlAdminLogin = 'sqladmin'
param sqlAdminPassword = '«a»'
param keyVaultName = 'kv-nw-prod-weu'
param appInsightsConnectionString = 'InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/'
param storageAccountKey = getSecret('«_sub»', 'rg-shared', 'kv-nw-shared', 'storage-key')
`, V{"a": g.pw(), "_ik": g.uuid(), "_sub": g.uuid()}, "kv-nw-prod-weu", "getSecret(", "sqladmin")

	g.iacAdd("iac/arm-parameters-json-keyvault-ref-and-value", `
{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "administratorLogin": { "value": "pgadmin" },
    "administratorLoginPassword": {
      "reference": {
        "keyVault": {
          "id": "/subscriptions/«_sub»/resourceGroups/rg-shared/providers/Microsoft.KeyVault/vaults/kv-nw-shared"
        },
        "secretName": "pg-admin-password"
      }
    },
    "replicationPassword": { "value": "«a»" },
    "sendGridApiKey": { "value": "«b»" }
  }
}
`, V{"_sub": g.uuid(), "a": g.pwStrong(), "b": g.sendgrid()}, "pg-admin-password", "deploymentParameters.json#")

	g.iacAdd("iac/az-deployment-create-params", `
$ az deployment group create -g rg-aks-prod -f main.bicep \
    -p clusterName=aks-nw-prod aadAdminGroup=«_grp» \
    -p servicePrincipalClientId=«_cid» servicePrincipalClientSecret='«a»' \
    -p windowsAdminPassword='«b»'
 / Running ..
`, V{"_grp": g.uuid(), "_cid": g.uuid(), "a": g.azSecret(), "b": g.pwStrong()}, "rg-aks-prod", "aks-nw-prod")

	g.iacAdd("iac/az-deployment-show-outputs", `
$ az deployment group show -g rg-data -n main --query properties.outputs
{
  "cosmosEndpoint": {
    "type": "String",
    "value": "https://cosmos-nw-data.documents.azure.com:443/"
  },
  "cosmosPrimaryKey": {
    "type": "String",
    "value": "«a»"
  },
  "serviceBusConnection": {
    "type": "String",
    "value": "Endpoint=sb://sb-nw-data.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»"
  },
  "storageAccountName": {
    "type": "String",
    "value": "stnwdata«_n»"
  }
}
`, V{"a": g.b64(64), "b": g.b64(32), "_n": g.digits(4)}, "https://cosmos-nw-data.documents.azure.com:443/", "RootManageSharedAccessKey")

	g.iacAdd("iac/arm-template-what-if", `
$ az deployment group what-if -g rg-web -f azuredeploy.json -p @azuredeploy.parameters.json
Resource and property changes are indicated with these symbols:
  ~ Modify
  = Nochange

The deployment will update the following scope:

Scope: /subscriptions/«_sub»/resourceGroups/rg-web

  ~ Microsoft.Web/sites/app-nw-web/config/appsettings [2022-03-01]
    ~ properties.REDIS_CONNECTION: "nw-cache.redis.cache.windows.net:6380,password=«c»,ssl=True" => "nw-cache.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False"

  = Microsoft.Web/serverfarms/asp-nw-web [2022-03-01]

Resource changes: 1 to modify, 1 no change.
`, V{"_sub": g.uuid(), "c": g.b64(32), "a": g.b64(32)}, "nw-cache.redis.cache.windows.net:6380", "Microsoft.Web/sites/app-nw-web/config/appsettings")

	g.iacAdd("iac/crossplane-providerconfig-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: gcp-creds
  namespace: crossplane-system
type: Opaque
stringData:
  credentials: |
    {
      "type": "service_account",
      "project_id": "nw-xp-prod",
      "private_key_id": "«_kid»",
      "private_key": "«a»",
      "client_email": "crossplane@nw-xp-prod.iam.gserviceaccount.com"
    }
---
apiVersion: gcp.upbound.io/v1beta1
kind: ProviderConfig
metadata:
  name: default
spec:
  projectID: nw-xp-prod
  credentials:
    source: Secret
    secretRef:
      namespace: crossplane-system
      name: gcp-creds
      key: credentials
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n")}, "crossplane@nw-xp-prod.iam.gserviceaccount.com", "gcp.upbound.io/v1beta1")

	g.iacAdd("iac/crossplane-connection-secret-decoded", `
$ kubectl get secret -n team-a orders-db-conn -o json | jq '.data | map_values(@base64d)'
{
  "endpoint": "orders-db-«_h».cluster-cxk2.eu-west-1.rds.amazonaws.com",
  "password": "«a»",
  "port": "5432",
  "username": "masteruser"
}
`, V{"_h": g.s(alLowNum, 5), "a": g.an(32)}, "masteruser", "map_values(@base64d)")

	g.iacAdd("iac/crossplane-composition-patch-literal", `
        - name: rds-instance
          base:
            apiVersion: rds.aws.upbound.io/v1beta2
            kind: Instance
            spec:
              forProvider:
                engine: postgres
                engineVersion: "16.3"
                instanceClass: db.t4g.micro
                username: masteruser
                autoGeneratePassword: false
                passwordSecretRef:
                  namespace: crossplane-system
                  name: default-db-password
                  key: password
              writeConnectionSecretToRef:
                namespace: crossplane-system
---
apiVersion: v1
kind: Secret
metadata:
  name: default-db-password
  namespace: crossplane-system
stringData:
  password: «a»
`, V{"a": g.pwStrong()}, "rds.aws.upbound.io/v1beta2", "default-db-password")
}

func (g *G) iacHashi() {
	g.iacAdd("iac/nomad-job-env-and-template-vars", `
job "ingest" {
  datacenters = ["fra1"]
  group "workers" {
    count = 3
    task "consumer" {
      driver = "docker"
      config {
        image = "ghcr.io/northwind/ingest:2.11.4"
      }
      env {
        KAFKA_BROKERS   = "kafka-0.service.consul:9092"
        KAFKA_SASL_USER = "ingest"
        KAFKA_SASL_PASS = "«a»"
      }
      template {
        data        = <<EOT
{{ with nomadVar "nomad/jobs/ingest" }}CLICKHOUSE_PASSWORD={{ .clickhouse_password }}{{ end }}
EOT
        destination = "secrets/env"
        env         = true
      }
    }
  }
}
`, V{"a": g.pwStrong()}, "kafka-0.service.consul:9092", `{{ with nomadVar "nomad/jobs/ingest" }}`, "ghcr.io/northwind/ingest:2.11.4")

	g.iacAdd("iac/nomad-var-put-and-get", `
$ nomad var put nomad/jobs/ingest clickhouse_password=«a» s3_secret=«b»
Namespace   = default
Path        = nomad/jobs/ingest
Create Time = 2025-03-14T10:21:09+01:00
Check Index = 4412

Items
clickhouse_password = «a»
s3_secret           = «b»
`, V{"a": g.pwURL(), "b": g.awsSecret()}, "Check Index = 4412", "nomad/jobs/ingest")

	g.iacAdd("iac/consul-agent-hcl", `
$ cat /etc/consul.d/consul.hcl
datacenter = "fra1"
data_dir   = "/opt/consul"
encrypt    = "«a»"
retry_join = ["10.20.0.11", "10.20.0.12", "10.20.0.13"]

tls {
  defaults {
    ca_file   = "/etc/consul.d/tls/consul-agent-ca.pem"
    cert_file = "/etc/consul.d/tls/fra1-server-consul-0.pem"
    key_file  = "/etc/consul.d/tls/fra1-server-consul-0-key.pem"
  }
}

acl {
  enabled        = true
  default_policy = "deny"
  tokens {
    initial_management = "«b»"
    agent              = "«c»"
  }
}
`, V{"a": g.b64(32), "b": g.uuid(), "c": g.uuid()}, "/etc/consul.d/tls/fra1-server-consul-0-key.pem", `default_policy = "deny"`)

	g.iacAdd("iac/consul-acl-token-read", `
$ consul acl token read -accessor-id «_acc»
AccessorID:       «_acc»
SecretID:         «a»
Partition:        default
Namespace:        default
Description:      terraform-provider-consul
Local:            false
Create Time:      2025-01-21 08:13:44.10213 +0000 UTC
Policies:
   «_pol» - terraform-write
`, V{"_acc": g.uuid(), "a": g.uuid(), "_pol": g.uuid()}, "terraform-provider-consul", "terraform-write")

	g.iacAdd("iac/consul-kv-export", `
$ consul kv export config/billing/
[
	{
		"key": "config/billing/db_host",
		"flags": 0,
		"value": "cGctMDEuc2VydmljZS5jb25zdWw="
	},
	{
		"key": "config/billing/db_password",
		"flags": 0,
		"value": "«a»"
	},
	{
		"key": "config/billing/feature_flags",
		"flags": 0,
		"value": "eyJuZXdfY2hlY2tvdXQiOnRydWV9"
	}
]
`, V{"a": b64s(g.pwStrong())}, "cGctMDEuc2VydmljZS5jb25zdWw=", "config/billing/feature_flags")

	g.iacAdd("iac/vault-operator-init-output", `
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
`, V{"a": g.b64(33), "b": g.b64(33), "c": g.b64(33), "d": g.b64(33), "e": g.b64(33), "f": g.vaultOld()}, "Vault initialized with 5 key shares and a key threshold of 3.")

	g.iacAdd("iac/vault-server-hcl-awskms-seal", `
storage "raft" {
  path    = "/opt/vault/data"
  node_id = "vault-0"
}

listener "tcp" {
  address       = "0.0.0.0:8200"
  tls_cert_file = "/opt/vault/tls/tls.crt"
  tls_key_file  = "/opt/vault/tls/tls.key"
}

seal "awskms" {
  region     = "eu-central-1"
  access_key = "«a»"
  secret_key = "«b»"
  kms_key_id = "«_kms»"
}

api_addr     = "https://vault-0.corp.nw.lan:8200"
cluster_addr = "https://vault-0.corp.nw.lan:8201"
ui           = true
`, V{"a": g.awsID(), "b": g.awsSecret(), "_kms": g.uuid()}, "https://vault-0.corp.nw.lan:8200", "/opt/vault/tls/tls.key")

	g.iacAdd("iac/vault-agent-config-approle", `
$ cat /etc/vault-agent/agent.hcl
vault {
  address = "https://vault.corp.nw.lan:8200"
}

auto_auth {
  method "approle" {
    config = {
      role_id_file_path                   = "/etc/vault-agent/role_id"
      secret_id_file_path                 = "/etc/vault-agent/secret_id"
      remove_secret_id_file_after_reading = false
    }
  }
  sink "file" {
    config = { path = "/run/vault-agent/token" }
  }
}

template {
  source      = "/etc/vault-agent/templates/db.env.ctmpl"
  destination = "/run/app/db.env"
}
$ sudo cat /etc/vault-agent/role_id /etc/vault-agent/secret_id
«_rid»
«a»
`, V{"_rid": g.uuid(), "a": g.uuid()}, "/etc/vault-agent/templates/db.env.ctmpl", "remove_secret_id_file_after_reading")

	g.iacAdd("iac/vault-approle-secret-id-write", `
$ vault write -f auth/approle/role/ci-deployer/secret-id
Key                   Value
---                   -----
secret_id             «a»
secret_id_accessor    «_acc»
secret_id_num_uses    0
secret_id_ttl         24h
$ vault write auth/approle/login role_id=«_rid» secret_id=«a»
Key                     Value
---                     -----
token                   «b»
token_accessor          «_tacc»
token_duration          1h
token_renewable         true
token_policies          ["ci-deployer" "default"]
`, V{"a": g.uuid(), "_acc": g.uuid(), "_rid": g.uuid(), "b": g.vaultTok(), "_tacc": g.an(24)}, `["ci-deployer" "default"]`, "secret_id_accessor")

	g.iacAdd("iac/vault-kv-get-json", `
$ vault kv get -format=json secret/prod/billing | jq .data
{
  "data": {
    "db_password": "«a»",
    "paddle_webhook_secret": "«b»",
    "region": "eu-west-1"
  },
  "metadata": {
    "created_time": "2025-02-27T16:04:12.883117Z",
    "custom_metadata": null,
    "deletion_time": "",
    "destroyed": false,
    "version": 7
  }
}
`, V{"a": g.pwStrong(), "b": "pdl_ntfset_" + g.s(alLowNum, 26) + "_" + g.an(32)}, "2025-02-27T16:04:12.883117Z")

	g.iacAdd("iac/boundary-controller-kms", `
kms "aead" {
  purpose   = "root"
  aead_type = "aes-gcm"
  key       = "«a»"
  key_id    = "global_root"
}

kms "aead" {
  purpose   = "worker-auth"
  aead_type = "aes-gcm"
  key       = "«b»"
  key_id    = "global_worker-auth"
}

controller {
  name = "boundary-controller-0"
  database {
    url = "postgresql://boundary:«c»@pg-boundary.corp.nw.lan:5432/boundary"
  }
}
`, V{"a": g.b64(32), "b": g.b64(32), "c": g.pwURL()}, "global_worker-auth", "pg-boundary.corp.nw.lan:5432")

	g.iacAdd("iac/nomad-server-hcl-gossip-and-vault", `
server {
  enabled          = true
  bootstrap_expect = 3
  encrypt          = "«a»"
}

vault {
  enabled          = true
  address          = "https://vault.corp.nw.lan:8200"
  create_from_role = "nomad-cluster"
  token            = "«b»"
}

consul {
  address = "127.0.0.1:8500"
  token   = "«c»"
}
`, V{"a": g.b64(32), "b": g.vaultTok(), "c": g.uuid()}, "nomad-cluster", "bootstrap_expect = 3")

	g.iacAdd("iac/waypoint-and-hcp-env", `
$ cat .envrc
export HCP_CLIENT_ID=«_cid»
export HCP_CLIENT_SECRET=«a»
export HCP_PROJECT_ID=«_pid»
export VAULT_ADDR=https://vault-public-vault-«_v».«_z».z1.hashicorp.cloud:8200
export VAULT_NAMESPACE=admin
export VAULT_TOKEN=«b»
`, V{"_cid": g.an(32), "a": g.an(64), "_pid": g.uuid(), "_v": g.hex(8), "_z": g.hex(8), "b": g.vaultTok()}, "VAULT_NAMESPACE=admin")
}

func (g *G) iacPipelines() {
	g.iacAdd("iac/gha-terraform-workflow-env", `
name: terraform
on:
  pull_request:
    paths: ["infra/**"]
jobs:
  plan:
    runs-on: ubuntu-latest
    env:
      TF_IN_AUTOMATION: "true"
      ARM_CLIENT_ID: «_cid»
      ARM_CLIENT_SECRET: «a»
      ARM_SUBSCRIPTION_ID: «_sub»
      ARM_TENANT_ID: «_ten»
      TF_VAR_pagerduty_token: ${{ secrets.PAGERDUTY_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - uses: hashicorp/setup-terraform@v3
        with:
          cli_config_credentials_token: «b»
      - run: terraform init && terraform plan -no-color
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_sub": g.uuid(), "_ten": g.uuid(), "b": g.tfcToken()}, "${{ secrets.PAGERDUTY_TOKEN }}", "hashicorp/setup-terraform@v3")

	g.iacAdd("iac/gitlab-ci-terraform-vars", `
variables:
  TF_ROOT: ${CI_PROJECT_DIR}/infra
  TF_STATE_NAME: production
  TF_HTTP_PASSWORD: «a»
  TF_VAR_hcloud_token: «b»

plan:
  stage: plan
  image: registry.gitlab.com/gitlab-org/terraform-images/stable:latest
  script:
    - gitlab-terraform plan
    - gitlab-terraform plan-json
  artifacts:
    reports:
      terraform: ${TF_ROOT}/plan.json
`, V{"a": g.glpat(), "b": g.an(64)}, "registry.gitlab.com/gitlab-org/terraform-images/stable:latest", "gitlab-terraform plan-json")

	g.iacAdd("iac/jenkinsfile-ansible-withcredentials", `
pipeline {
  agent { label 'ansible' }
  environment {
    ANSIBLE_VAULT_PASSWORD = credentials('ansible-vault-prod')
    ANSIBLE_HOST_KEY_CHECKING = 'False'
    NETBOX_TOKEN = '«a»'
  }
  stages {
    stage('Deploy') {
      steps {
        sh '''
          ansible-playbook -i netbox_inventory.yml site.yml \
            --vault-password-file <(echo "$ANSIBLE_VAULT_PASSWORD") \
            -e "awx_admin_password=«b»"
        '''
      }
    }
  }
}
`, V{"a": g.hex(40), "b": g.pw()}, "credentials('ansible-vault-prod')", "netbox_inventory.yml")

	slA, slB := g.an(30), g.hex(64)
	slRow := func(n, v, w string) string { return fmt.Sprintf("%-26s Plain      %-64s  %s", n, v, w) }
	g.iacAdd("iac/spacelift-context-env", `
$ spacectl stack environment list --id networking-prod
`+fmt.Sprintf("%-26s TYPE       %-64s  WRITE ONLY", "NAME", "VALUE")+`
`+slRow("AWS_DEFAULT_REGION", "eu-west-1", "false")+`
`+strings.Replace(slRow("TF_VAR_fortigate_api_key", slA, "false"), slA, "«a»", 1)+`
`+slRow("TF_VAR_meraki_api_key", "*", "true")+`
`+strings.Replace(slRow("SPACELIFT_API_KEY_SECRET", slB, "false"), slB, "«b»", 1)+`
`, V{"a": slA, "b": slB}, "networking-prod", "TF_VAR_meraki_api_key")

	g.iacAdd("iac/azure-pipelines-terraform-task", `
- task: TerraformTaskV4@4
  displayName: terraform apply
  inputs:
    provider: azurerm
    command: apply
    workingDirectory: $(System.DefaultWorkingDirectory)/infra
    environmentServiceNameAzureRM: sc-nw-prod
    commandOptions: >-
      -auto-approve
      -var "sql_admin_password=«a»"
      -var "github_token=«b»"
`, V{"a": g.pwStrong(), "b": g.ghFine()}, "TerraformTaskV4@4", "sc-nw-prod")

	g.iacAdd("iac/ci-log-terraform-apply-echo", `
$ terraform apply -auto-approve -input=false tfplan
module.monitoring.datadog_api_key.ci: Creating...
module.monitoring.datadog_api_key.ci: Creation complete after 1s [id=«_id»]
module.monitoring.null_resource.register: Provisioning with 'local-exec'...
module.monitoring.null_resource.register (local-exec): Executing: ["/bin/sh" "-c" "curl -s -X POST https://api.datadoghq.com/api/v1/validate -H 'DD-API-KEY: «a»'"]
module.monitoring.null_resource.register (local-exec): {"valid":true}
module.monitoring.null_resource.register: Creation complete after 0s [id=«_nid»]

Apply complete! Resources: 2 added, 0 changed, 0 destroyed.
`, V{"_id": g.uuid(), "a": g.hex(32), "_nid": g.digits(19)}, "module.monitoring.null_resource.register", "https://api.datadoghq.com/api/v1/validate")

	g.iacAdd("iac/serverless-yml-provider-env", `
service: lead-capture
frameworkVersion: "4"

provider:
  name: aws
  runtime: nodejs20.x
  region: us-east-1
  environment:
    HUBSPOT_TOKEN: «a»
    TURNSTILE_SECRET: «b»
    TABLE: ${self:service}-${sls:stage}
    SALESFORCE_PASSWORD: ${ssm:/lead-capture/sf-password}

functions:
  submit:
    handler: src/submit.handler
    events:
      - httpApi: "POST /leads"
`, V{"a": g.hubspot(), "b": "0x4AAAAAAA" + g.b64u(24)}, "${ssm:/lead-capture/sf-password}", "${self:service}-${sls:stage}")

	g.iacAdd("iac/sst-secret-list", `
$ npx sst secret list --stage production
┌ Secrets
│
│ StripeSecretKey=«a»
│ ResendApiKey=«b»
│ AuthSecret=«c»
│
└ Listed secrets for production
`, V{"a": g.skLive(), "b": "re_" + g.an(8) + "_" + g.an(24), "c": g.b64(32)}, "Listed secrets for production")
}

func (g *G) iacBenign() {
	g.iacAdd("iac/benign-lock-hcl", `
$ cat .terraform.lock.hcl
# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.62.0"
  constraints = "~> 5.40"
  hashes = [
    "h1:«_h1»=",
    "zh:«_z1»",
    "zh:«_z2»",
    "zh:«_z3»",
  ]
}
`, V{"_h1": g.s(alB64, 43), "_z1": g.hex(64), "_z2": g.hex(64), "_z3": g.hex(64)}, "registry.terraform.io/hashicorp/aws")

	g.iacAdd("iac/benign-plan-all-sensitive", `
  # aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
        id                       = "db-«_dbid»"
      ~ password                 = (sensitive value)
        # (53 unchanged attributes hidden)
    }

  # module.secrets.aws_secretsmanager_secret_version.api will be updated in-place
  ~ resource "aws_secretsmanager_secret_version" "api" {
        id                       = "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/api-«_sfx»|terraform-«_ver»"
      ~ secret_string            = (sensitive value)
        # (4 unchanged attributes hidden)
    }

Plan: 0 to add, 2 to change, 0 to destroy.

Changes to Outputs:
  ~ db_password = (sensitive value)
`, V{"_dbid": g.s(alUpNum, 26), "_acct": g.iacAcct(), "_sfx": g.an(6), "_ver": g.digits(26)}, "password                 = (sensitive value)")

	g.iacAdd("iac/benign-state-list-and-ids", `
$ terraform state list | head
aws_iam_role.lambda_exec
aws_kms_key.logs
aws_lambda_function.thumbnailer
aws_s3_bucket.uploads
$ terraform state show aws_kms_key.logs | grep -E 'arn|key_id|id '
    arn                                = "arn:aws:kms:eu-west-1:«_acct»:key/«_kms»"
    id                                 = "«_kms»"
    key_id                             = "«_kms»"
$ jq '{serial, lineage, terraform_version}' terraform.tfstate
{
  "serial": «_ser»,
  "lineage": "«_lin»",
  "terraform_version": "1.9.5"
}
`, V{"_acct": g.iacAcct(), "_kms": g.uuid(), "_ser": g.iacSerial(), "_lin": g.uuid()}, "aws_lambda_function.thumbnailer")

	g.iacAdd("iac/benign-pulumi-yaml-only-secure", `
encryptionsalt: «_salt»
config:
  aws:region: ap-northeast-1
  web:domain: shop.example.jp
  web:dbPassword:
    secure: «_s1»
  web:stripeSecret:
    secure: «_s2»
  web:githubOAuthClientId: Iv1.«_gh»
`, V{"_salt": g.iacPulumiSalt(), "_s1": g.iacPulumiSecure(), "_s2": g.iacPulumiSecure(), "_gh": g.hex(16)}, "shop.example.jp", "web:githubOAuthClientId")

	g.iacAdd("iac/benign-ansible-vault-inline-only", `
# group_vars/all/vault.yml (encrypted per value)
db_password: !vault |
«_v1»
api_token: !vault |
«_v2»
db_user: app
`, V{"_v1": g.iacVault("  ", 64), "_v2": g.iacVault("  ", 96)}, "db_user: app")

	g.iacAdd("iac/benign-eyaml-only", `
---
profile::postgres::password: ENC[PKCS7,«_e1»]
profile::redis::password: ENC[PKCS7,«_e2»]
profile::base::timezone: Europe/Berlin
`, V{"_e1": g.b64(200), "_e2": g.b64(200)}, "Europe/Berlin", "profile::base::timezone")

	g.iacAdd("iac/benign-cfn-dynamic-refs-only", `
      MasterUsername: '{{resolve:secretsmanager:prod/rds/master:SecretString:username}}'
      MasterUserPassword: '{{resolve:secretsmanager:prod/rds/master:SecretString:password}}'
      KmsKeyId: arn:aws:kms:eu-west-1:«_acct»:key/«_kms»
      DBSubnetGroupName: !Ref DBSubnetGroup
      VPCSecurityGroups:
        - «_sg»
`, V{"_acct": g.iacAcct(), "_kms": g.uuid(), "_sg": g.iacSG()}, "{{resolve:secretsmanager:prod/rds/master:SecretString:password}}")

	g.iacAdd("iac/benign-tf-var-references", `
resource "aws_db_instance" "main" {
  username = var.db_username
  password = var.db_password
}

resource "azurerm_key_vault_secret" "db" {
  name         = "db-password"
  value        = random_password.db.result
  key_vault_id = azurerm_key_vault.main.id
}

data "aws_secretsmanager_secret_version" "stripe" {
  secret_id = "prod/stripe/secret-key"
}

locals {
  stripe_key = jsondecode(data.aws_secretsmanager_secret_version.stripe.secret_string)["key"]
}
`, nil, "random_password.db.result", "prod/stripe/secret-key", "var.db_password")

	g.iacAdd("iac/benign-chef-encrypted-item", `
{
  "id": "github",
  "token": {
    "encrypted_data": "«_e»",
    "hmac": "«_m»",
    "iv": "«_iv»",
    "version": 2,
    "cipher": "aes-256-cbc"
  }
}
`, V{"_e": g.b64(64), "_m": g.b64(32), "_iv": g.b64(16)}, "aes-256-cbc")

	g.iacAdd("iac/benign-sops-encrypted-tfvars-json", `
{
	"db_password": "ENC[AES256_GCM,data:«_d1»,iv:«_iv1»,tag:«_t1»,type:str]",
	"sops": {
		"kms": [
			{
				"arn": "arn:aws:kms:eu-west-1:«_acct»:key/«_kms»",
				"created_at": "2025-03-01T09:12:44Z",
				"enc": "«_enc»",
				"aws_profile": ""
			}
		],
		"lastmodified": "2025-03-01T09:12:45Z",
		"mac": "ENC[AES256_GCM,data:«_mac»,iv:«_iv2»,tag:«_t2»,type:str]",
		"version": "3.9.4"
	}
}
`, V{"_d1": g.b64(24), "_iv1": g.b64(32), "_t1": g.b64(16), "_acct": g.iacAcct(), "_kms": g.uuid(), "_enc": "AQICAH" + g.s(alB64, 220) + "==",
		"_mac": g.b64(64), "_iv2": g.b64(32), "_t2": g.b64(16)}, "3.9.4")

	g.iacAdd("iac/benign-describe-stacks-noecho-masked", `
$ aws cloudformation describe-stacks --stack-name wordpress --query 'Stacks[0].Parameters'
[
    {
        "ParameterKey": "DBPassword",
        "ParameterValue": "****"
    },
    {
        "ParameterKey": "KeyName",
        "ParameterValue": "wp-admin-2023"
    },
    {
        "ParameterKey": "LatestAmiId",
        "ParameterValue": "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64",
        "ResolvedValue": "«_ami»"
    }
]
`, V{"_ami": g.iacAMI()}, "wp-admin-2023", "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64")

	g.iacAdd("iac/benign-packer-manifest", `
$ cat packer-manifest.json
{
  "builds": [
    {
      "name": "ubuntu",
      "builder_type": "amazon-ebs",
      "build_time": 1741948833,
      "files": null,
      "artifact_id": "eu-west-1:«_ami»,us-east-1:«_ami2»",
      "packer_run_uuid": "«_run»",
      "custom_data": { "git_sha": "«_sha»" }
    }
  ],
  "last_run_uuid": "«_run»"
}
`, V{"_ami": g.iacAMI(), "_ami2": g.iacAMI(), "_run": g.uuid(), "_sha": g.gitSHA()}, "amazon-ebs")

	g.iacAdd("iac/benign-ssh-public-key-resource", `
resource "aws_key_pair" "deployer" {
  key_name   = "deployer-2025"
  public_key = "«_pub» deployer@ci"
}

resource "hcloud_ssh_key" "jm" {
  name       = "jm-laptop"
  public_key = file("~/.ssh/id_ed25519.pub")
}
`, V{"_pub": g.sshRSAPub()}, "deployer-2025", `file("~/.ssh/id_ed25519.pub")`)
}
