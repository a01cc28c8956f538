package cases

import (
	"fmt"
	"strings"
)

// infraoutCases adds the output of infrastructure tools run in a terminal,
// as a coding agent captures it: the values those tools print back,
// sometimes on purpose (a key that is shown only once), sometimes by
// mistake (a secret that was not marked sensitive, a debug flag).
// Sources: Terraform (plan and apply with lambda, ECS, Kubernetes, Helm
// and local_file attributes in clear, (sensitive value) and (known after
// apply) placeholders, apply Outputs, output -json and -raw, show -json,
// state pull and state show, console with nonsensitive, TF_LOG traces,
// init -backend-config, import, Terragrunt and Atlantis plan comments);
// Pulumi (up and preview, stack output --show-secrets, config
// --show-secrets, stack export with plaintext secrets and ciphertext,
// ESC env open); Ansible (-v and -vvv results with module args and
// invocation, debug msg, failed tasks, ansible-inventory --list hostvars,
// ansible-vault view, facts with ansible_env, set -x in shell tasks);
// cloud-init (cloud-init-output.log, cloud-init.log, query userdata,
// user-data.txt, IMDS user-data and security credentials, EC2
// describe-instance-attribute); Packer (build logs with set -x, debug
// Windows passwords, temporary key pairs, PACKER_LOG); Helm (install
// NOTES, get values, --dry-run --debug computed values, template
// Secrets, upgrade --set, repo add) and kustomize build with
// secretGenerator; Argo CD (initial-password, account generate-token, app
// get and manifests, repo and cluster add), Flux (create secret --export)
// and Crossplane connection secrets; AWS CDK (deploy outputs, synth
// templates, diff) and CloudFormation describe-stacks (Parameters with
// and without NoEcho, Outputs, tables, events); AWS CLI (iam
// create-access-key, sts assume-role and get-session-token, secretsmanager
// get-secret-value, ssm get-parameter --with-decryption, ecr
// get-login-password, ec2 create-key-pair and get-password-data, rds
// generate-db-auth-token, lambda and ECS configuration, Cognito clients,
// codeartifact, configure export-credentials, service-specific
// credentials); gcloud (service-accounts keys create and the key file,
// print-access-token and identity tokens, config-helper, secrets versions
// access, api-keys create, sql users); az (ad sp create-for-rbac, app
// credential reset, storage account keys and connection strings, SAS
// tokens, acr credential show, cosmosdb keys, keyvault secret show,
// get-access-token, redis keys, publishing profiles); Vault (kv get,
// database, aws and pki secrets engines, token create, login, operator
// init, approle secret-id, transit ciphertext), Consul (acl bootstrap,
// token create, keygen, kv get) and Nomad (acl bootstrap, job inspect,
// var get, alloc exec env); docker compose config and docker inspect;
// kubectl (get secret -o yaml, -o json, jsonpath and go-template,
// describe secret and pod, create secret --dry-run, create token, config
// view --raw, exec env, view-secret, configmaps); doctl, linode-cli,
// hcloud, vultr-cli, scw and exoscale CLI outputs. Benign look-alikes:
// resource ids, ARNs and account ids, lease and accessor ids, key
// fingerprints and key ids, plan and user_data hashes, (sensitive value),
// <sensitive>, [secret] and (known after apply) placeholders, Pulumi,
// Vault transit, KMS and ansible-vault ciphertext, certificates, public
// keys, image digests, masked keys and lineage UUIDs. The case names
// start with "infraout/".
func (g *G) infraoutCases() {
	g.ioTerraform()
	g.ioTerraformState()
	g.ioPulumi()
	g.ioAnsible()
	g.ioCloudInit()
	g.ioPacker()
	g.ioHelm()
	g.ioGitOps()
	g.ioCDK()
	g.ioAWS()
	g.ioGcloud()
	g.ioAz()
	g.ioVault()
	g.ioConsulNomad()
	g.ioCompose()
	g.ioKubectl()
	g.ioSmallClouds()
	g.ioBenign()
}

// ---- helpers used only here ----

// ioAdd is add with the "infraout/" prefix and "ˋ" standing for a backtick.
func (g *G) ioAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("infraout/"+name, bt(tmpl), v, benign...)
}

// ioAcct is an AWS account id.
func (g *G) ioAcct() string { return g.digits(12) }

// ioRid is an AWS resource id such as i-0…, vpc-0…, sg-0….
func (g *G) ioRid(kind string) string { return kind + "-0" + g.hex(16) }

// ioISO is an RFC 3339 UTC time in 2024 or 2025.
func (g *G) ioISO() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02dZ", 4+g.r.IntN(2), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// ioFpr is an MD5 key fingerprint in colon-separated hex.
func (g *G) ioFpr() string {
	p := make([]string, 16)
	for i := range p {
		p[i] = g.hex(2)
	}
	return strings.Join(p, ":")
}

// ioVaultPw is a password as Vault's database engine generates it.
func (g *G) ioVaultPw() string { return g.an(4) + "-" + g.an(15) }

// ioKMSBlob is a KMS ciphertext blob (benign).
func (g *G) ioKMSBlob() string { return "AQICAHh" + g.s(alB64, 180) + "==" }

// ioPulumiCipher is a Pulumi secret ciphertext (benign).
func (g *G) ioPulumiCipher() string { return "v1:" + g.s(alB64, 16) + ":" + g.s(alB64, 44) }

// ioSAKey returns a Google service account key file with the placeholder
// «sakey» for its private key, the key id and the private key as it
// appears in the file (JSON-escaped).
func (g *G) ioSAKey(project, name string) (string, string, string) {
	kid := g.hex(40)
	pk := jsonEsc(g.pkcs8RSAPEM().block()) + `\n`
	js := `{
  "type": "service_account",
  "project_id": "` + project + `",
  "private_key_id": "` + kid + `",
  "private_key": "«sakey»",
  "client_email": "` + name + `@` + project + `.iam.gserviceaccount.com",
  "client_id": "1` + g.s(alDigit, 20) + `",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/` + name + `%40` + project + `.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`
	return js, kid, pk
}

// ioAzJWT is an Entra ID access token.
func (g *G) ioAzJWT(tenant string) string {
	iat := 1716000000 + g.r.IntN(30000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"https://management.core.windows.net/","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"appid":"%s","tid":"%s","ver":"1.0"}`,
		tenant, iat, iat, iat+4479, g.uuid(), tenant))
}

// ---- Terraform: plan, apply, output ----

func (g *G) ioTerraform() {
	g.ioAdd("tf-plan-lambda-env-change", `
$ terraform plan -out tfplan
data.aws_caller_identity.current: Reading...
aws_iam_role.ingest: Refreshing state... [id=ingest-prod-role]
data.aws_caller_identity.current: Read complete after 0s [id=«_acct»]
aws_lambda_function.ingest: Refreshing state... [id=ingest-prod]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # aws_lambda_function.ingest will be updated in-place
  ~ resource "aws_lambda_function" "ingest" {
        id                             = "ingest-prod"
      ~ last_modified                  = "2025-02-11T09:14:52.000+0000" -> (known after apply)
      ~ source_code_hash               = "«_h1»" -> "«_h2»"
        tags                           = {}
        # (24 unchanged attributes hidden)

      ~ environment {
          ~ variables = {
              ~ "STRIPE_API_KEY" = "«a»" -> "«b»"
                "LOG_LEVEL"      = "info"
                "QUEUE_URL"      = "https://sqs.us-east-1.amazonaws.com/«_acct»/ingest-prod"
            }
        }

        # (3 unchanged blocks hidden)
    }

Plan: 0 to add, 1 to change, 0 to destroy.

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan"
`, V{"_acct": g.ioAcct(), "_h1": g.b64(32), "_h2": g.b64(32), "a": g.rkLive(), "b": g.rkLive()},
		"ingest-prod-role", "Plan: 0 to add, 1 to change, 0 to destroy.")

	g.ioAdd("tf-plan-random-password-placeholders-and-k8s-secret", `
  # kubernetes_secret.app will be created
  + resource "kubernetes_secret" "app" {
      + data                           = (sensitive value)
      + id                             = (known after apply)
      + type                           = "Opaque"
      + wait_for_service_account_token = true

      + metadata {
          + generation       = (known after apply)
          + name             = "app-env"
          + namespace        = "shop"
          + resource_version = (known after apply)
          + uid              = (known after apply)
        }
    }

  # kubernetes_deployment.worker will be created
  + resource "kubernetes_deployment" "worker" {
      + id               = (known after apply)
      + wait_for_rollout = true
      + spec {
          + template {
              + spec {
                  + container {
                      + image = "ghcr.io/acme/worker:2.8.1"
                      + name  = "worker"

                      + env {
                          + name  = "AMQP_URL"
                          + value = "amqps://worker:«a»@b-«_mq».mq.eu-west-1.amazonaws.com:5671"
                        }
                      + env {
                          + name  = "SENTRY_ENVIRONMENT"
                          + value = "production"
                        }
                    }
                }
            }
        }
    }

  # random_password.db will be created
  + resource "random_password" "db" {
      + bcrypt_hash = (sensitive value)
      + id          = (known after apply)
      + length      = 32
      + lower       = true
      + min_lower   = 0
      + result      = (sensitive value)
      + special     = true
    }

Plan: 3 to add, 0 to change, 0 to destroy.
`, V{"a": g.pwURL(), "_mq": g.uuid()}, "ghcr.io/acme/worker:2.8.1", "(sensitive value)", "(known after apply)", "SENTRY_ENVIRONMENT")

	g.ioAdd("tf-apply-outputs-mixed", `
aws_iam_access_key.ci: Creating...
aws_iam_access_key.ci: Creation complete after 1s [id=«ak»]
aws_db_instance.main: Modifying... [id=db-«_dbid»]
aws_db_instance.main: Still modifying... [id=db-«_dbid», 10s elapsed]
aws_db_instance.main: Modifications complete after 42s [id=db-«_dbid»]

Apply complete! Resources: 1 added, 1 changed, 0 destroyed.

Outputs:

ci_access_key_id = "«ak»"
ci_secret_access_key = <sensitive>
db_endpoint = "orders-prod.«_rds».eu-central-1.rds.amazonaws.com:5432"
db_master_password = <sensitive>
vpc_id = "«_vpc»"
`, V{"ak": g.awsID(), "_dbid": g.s(alUpNum, 26), "_rds": g.s(alLowNum, 12), "_vpc": g.ioRid("vpc")},
		"Apply complete! Resources: 1 added, 1 changed, 0 destroyed.", "ci_secret_access_key = <sensitive>")

	g.ioAdd("tf-output-json-sensitive", `
$ terraform output -json
{
  "ci_access_key_id": {
    "sensitive": false,
    "type": "string",
    "value": "«a»"
  },
  "ci_secret_access_key": {
    "sensitive": true,
    "type": "string",
    "value": "«b»"
  },
  "db_endpoint": {
    "sensitive": false,
    "type": "string",
    "value": "orders-prod.«_rds».eu-central-1.rds.amazonaws.com:5432"
  },
  "db_master_password": {
    "sensitive": true,
    "type": "string",
    "value": "«c»"
  },
  "private_subnet_ids": {
    "sensitive": false,
    "type": [
      "tuple",
      [
        "string",
        "string"
      ]
    ],
    "value": [
      "«_s1»",
      "«_s2»"
    ]
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_rds": g.s(alLowNum, 12), "c": g.pwStrong(), "_s1": g.ioRid("subnet"), "_s2": g.ioRid("subnet")},
		"private_subnet_ids", `"sensitive": true`)

	g.ioAdd("tf-output-raw-password", `
$ terraform output -raw grafana_admin_password
«a»$ terraform output grafana_url
"https://grafana.ops.acme.dev"
`, V{"a": g.pwStrong()}, "grafana_admin_password", "https://grafana.ops.acme.dev")

	g.ioAdd("tf-output-raw-kubeconfig", `
$ terraform output -raw kubeconfig > ~/.kube/eks-staging && cat ~/.kube/eks-staging
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://«_ep».gr7.us-west-2.eks.amazonaws.com
  name: eks-staging
contexts:
- context:
    cluster: eks-staging
    user: terraform-admin
  name: eks-staging
current-context: eks-staging
kind: Config
users:
- name: terraform-admin
  user:
    token: «a»
`, V{"_ca": g.b64(900), "_ep": g.hex(32), "a": "k8s-aws-v1." + g.b64u(600)}, "eks-staging", "terraform-admin")

	g.ioAdd("tf-console-nonsensitive", `
$ terraform console
> random_password.redis.result
(sensitive value)
> nonsensitive(random_password.redis.result)
"«a»"
> azurerm_redis_cache.main.hostname
"redis-orders-weu.redis.cache.windows.net"
> nonsensitive(azurerm_redis_cache.main.primary_access_key)
"«b»"
> exit
`, V{"a": g.pwStrong(), "b": g.b64(32)}, "redis-orders-weu.redis.cache.windows.net", "(sensitive value)")

	g.ioAdd("tf-init-backend-config-flags", `
$ terraform init -reconfigure \
    -backend-config="bucket=acme-tfstate-prod" \
    -backend-config="access_key=«a»" \
    -backend-config="secret_key=«b»" \
    -backend-config="endpoints={s3=\"https://fra1.digitaloceanspaces.com\"}"

Initializing the backend...

Successfully configured the backend "s3"! Terraform will automatically
use this backend unless the backend configuration changes.
Initializing provider plugins...
- Reusing previous version of digitalocean/digitalocean from the dependency lock file
- Using previously-installed digitalocean/digitalocean v2.46.1

Terraform has been successfully initialized!
`, V{"a": "DO00" + g.s(alUpNum, 16), "b": g.s(alB64, 43)}, "acme-tfstate-prod", "digitalocean/digitalocean v2.46.1")

	g.ioAdd("tf-log-debug-aws-request", `
$ TF_LOG=DEBUG terraform apply -target=aws_s3_bucket.logs 2>&1 | tail -n 20
2025-03-04T11:02:17.412+0100 [DEBUG] provider.terraform-provider-aws_v5.82.2_x5: HTTP Request Sent: @caller=github.com/hashicorp/aws-sdk-go-base/v2@v2.0.0-beta.61/logging/tf_logger.go:45 @module=aws http.method=PUT http.url=https://acme-access-logs.s3.eu-west-1.amazonaws.com/?versioning tf_aws.sdk=aws-sdk-go-v2 tf_aws.service=S3
  http.request.header.authorization="AWS4-HMAC-SHA256 Credential=«a»/20250304/eu-west-1/s3/aws4_request, SignedHeaders=amz-sdk-invocation-id;amz-sdk-request;content-length;content-md5;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=«=sig»"
  http.request.header.x_amz_security_token="«b»"
  http.request.header.x_amz_date=20250304T100217Z
  http.request.header.amz_sdk_invocation_id=«_inv»
2025-03-04T11:02:17.611+0100 [DEBUG] provider.terraform-provider-aws_v5.82.2_x5: HTTP Response Received: http.status_code=200 http.duration=198 aws.request_id=«_req»
`, V{"a": g.awsTempID(), "=sig": g.hex(64), "b": g.awsSession(), "_inv": g.uuid(), "_req": g.s(alUpNum, 16)},
		"acme-access-logs.s3.eu-west-1.amazonaws.com", "terraform-provider-aws_v5.82.2_x5")

	g.ioAdd("tf-plan-helm-release-set-values", `
  # helm_release.keycloak will be updated in-place
  ~ resource "helm_release" "keycloak" {
        id                         = "keycloak"
        name                       = "keycloak"
        namespace                  = "identity"
      ~ version                    = "24.0.3" -> "24.2.1"
        # (27 unchanged attributes hidden)

      - set {
          - name  = "auth.adminPassword" -> null
          - value = "«a»" -> null
        }
      + set {
          + name  = "auth.adminPassword"
          + value = "«b»"
        }

      + set_sensitive {
          # At least one attribute in this block is (or was) sensitive,
          # so its contents will not be displayed.
        }

        # (4 unchanged blocks hidden)
    }
`, V{"a": g.pw(), "b": g.pwStrong()}, `resource "helm_release" "keycloak"`, "auth.adminPassword", "# (4 unchanged blocks hidden)")

	g.ioAdd("tf-plan-ecs-container-definitions", `
  # aws_ecs_task_definition.api must be replaced
-/+ resource "aws_ecs_task_definition" "api" {
      ~ arn                      = "arn:aws:ecs:us-east-1:«_acct»:task-definition/api:41" -> (known after apply)
      ~ container_definitions    = jsonencode(
          ~ [
              ~ {
                  ~ environment      = [
                      ~ {
                            name  = "DATABASE_URL"
                          ~ value = "postgresql://api:«a»@api-db.cluster-«_c».us-east-1.rds.amazonaws.com/api" -> "postgresql://api:«b»@api-db.cluster-«_c».us-east-1.rds.amazonaws.com/api"
                        },
                        {
                            name  = "NODE_ENV"
                            value = "production"
                        },
                    ]
                  ~ image            = "«_acct».dkr.ecr.us-east-1.amazonaws.com/api:sha-«_s1»" -> "«_acct».dkr.ecr.us-east-1.amazonaws.com/api:sha-«_s2»"
                    name             = "api"
                    # (9 unchanged attributes hidden)
                },
            ] # forces replacement
        )
      ~ id                       = "api" -> (known after apply)
      ~ revision                 = 41 -> (known after apply)
        # (9 unchanged attributes hidden)
    }
`, V{"_acct": g.ioAcct(), "a": g.pwURL(), "b": g.pwURL(), "_c": g.s(alLowNum, 12), "_s1": g.hex(7), "_s2": g.hex(7)},
		"# forces replacement", `resource "aws_ecs_task_definition" "api"`)

	g.ioAdd("tf-plan-local-file-content", `
  # local_file.pgpass will be created
  + resource "local_file" "pgpass" {
      + content              = <<-EOT
            analytics-db.internal:5432:warehouse:loader:«a»
        EOT
      + content_base64sha256 = (known after apply)
      + content_base64sha512 = (known after apply)
      + content_md5          = (known after apply)
      + content_sha1         = (known after apply)
      + directory_permission = "0777"
      + file_permission      = "0600"
      + filename             = "/home/ci/.pgpass"
      + id                   = (known after apply)
    }
`, V{"a": g.pw()}, "analytics-db.internal:5432:warehouse:loader:", "/home/ci/.pgpass")

	g.ioAdd("tf-plan-user-data-hash-and-ssm-value", `
  # aws_instance.bastion will be created
  + resource "aws_instance" "bastion" {
      + ami                                  = "«_ami»"
      + arn                                  = (known after apply)
      + instance_type                        = "t4g.micro"
      + key_name                             = "ops-2024"
      + user_data                            = "«_ud»"
      + user_data_replace_on_change          = false
      + vpc_security_group_ids               = [
          + "«_sg»",
        ]
    }

  # aws_ssm_parameter.datadog will be created
  + resource "aws_ssm_parameter" "datadog" {
      + arn            = (known after apply)
      + data_type      = (known after apply)
      + id             = (known after apply)
      + insecure_value = "«a»"
      + key_id         = (known after apply)
      + name           = "/prod/datadog/api_key"
      + tier           = (known after apply)
      + type           = "String"
      + value          = (sensitive value)
    }
`, V{"_ami": g.ioRid("ami"), "_ud": g.hex(40), "_sg": g.ioRid("sg"), "a": g.hex(32)}, "/prod/datadog/api_key", "ops-2024", "t4g.micro")

	g.ioAdd("tf-plan-github-actions-secret-and-null-resource-triggers", `
  # github_actions_secret.npm will be created
  + resource "github_actions_secret" "npm" {
      + created_at      = (known after apply)
      + encrypted_value = (sensitive value)
      + id              = (known after apply)
      + plaintext_value = (sensitive value)
      + repository      = "web-frontend"
      + secret_name     = "NPM_TOKEN"
      + updated_at      = (known after apply)
    }

  # null_resource.seed_admin must be replaced
-/+ resource "null_resource" "seed_admin" {
      ~ id       = "«_nid»" -> (known after apply)
      ~ triggers = { # forces replacement
          ~ "admin_token" = "«a»" -> "«b»"
            "endpoint"    = "https://directus.internal.acme.io"
        }
    }
`, V{"_nid": g.digits(19), "a": g.b64u(32), "b": g.b64u(32)}, "web-frontend", "https://directus.internal.acme.io", "NPM_TOKEN")

	g.ioAdd("tf-import-then-show", `
$ terraform import cloudflare_api_token.ci «_tid»
cloudflare_api_token.ci: Importing from ID "«_tid»"...
cloudflare_api_token.ci: Import prepared!
  Prepared cloudflare_api_token for import
cloudflare_api_token.ci: Refreshing state... [id=«_tid»]

Import successful!

$ terraform state show cloudflare_api_token.ci
# cloudflare_api_token.ci:
resource "cloudflare_api_token" "ci" {
    id          = "«_tid»"
    issued_on   = "2025-01-09T14:22:08Z"
    modified_on = "2025-01-09T14:22:08Z"
    name        = "ci-dns-edit"
    status      = "active"
    value       = (sensitive value)

    policy {
        effect            = "allow"
        id                = "«_pid»"
        permission_groups = [
            "4755a26eedb94da69e1066d98aa820be",
        ]
        resources         = {
            "com.cloudflare.api.account.zone.«_zone»" = "*"
        }
    }
}
`, V{"_tid": g.hex(32), "_pid": g.hex(32), "_zone": g.hex(32)}, "ci-dns-edit", "4755a26eedb94da69e1066d98aa820be")

	g.ioAdd("terragrunt-run-all-output", `
$ terragrunt run-all output -json 2>/dev/null | jq -c 'to_entries[] | {k: .key, v: .value.value}'
{"k":"cluster_endpoint","v":"https://«_ep».yl4.eu-west-1.eks.amazonaws.com"}
{"k":"cluster_name","v":"platform-prod"}
{"k":"argocd_admin_password","v":"«a»"}
{"k":"grafana_api_key","v":"«b»"}
{"k":"opensearch_master_password","v":"«c»"}
{"k":"opensearch_endpoint","v":"vpc-logs-prod-«_os».eu-west-1.es.amazonaws.com"}
`, V{"_ep": g.hex(32), "a": g.an(16), "b": g.grafanaSA(), "c": g.pwStrong(), "_os": g.s(alLowNum, 26)}, "platform-prod", "argocd_admin_password")

	g.ioAdd("atlantis-plan-comment", `
Ran Plan for dir: ˋenvs/prod/notificationsˋ workspace: ˋdefaultˋ

<details><summary>Show Output</summary>

ˋˋˋdiff

Terraform will perform the following actions:

  # aws_sns_topic_subscription.pagerduty will be updated in-place
  ~ resource "aws_sns_topic_subscription" "pagerduty" {
      ~ endpoint                        = "https://events.pagerduty.com/integration/«a»/enqueue" -> "https://events.pagerduty.com/integration/«b»/enqueue"
        id                              = "arn:aws:sns:us-east-1:«_acct»:alerts-prod:«_sub»"
        # (8 unchanged attributes hidden)
    }

Plan: 0 to add, 1 to change, 0 to destroy.
ˋˋˋ

* :arrow_forward: To **apply** this plan, comment:
    * ˋatlantis apply -d envs/prod/notificationsˋ
* :put_litter_in_its_place: To **delete** this plan click [here](https://atlantis.acme.io/lock?id=acme%252Finfra%252Fenvs%252Fprod%252Fnotifications%252Fdefault)
</details>
Plan: 0 to add, 1 to change, 0 to destroy.
`, V{"a": g.hex(32), "b": g.hex(32), "_acct": g.ioAcct(), "_sub": g.uuid()}, "atlantis apply -d envs/prod/notifications", "alerts-prod")

	g.ioAdd("tf-apply-tls-private-key-output-raw", `
$ terraform apply -auto-approve -target=tls_private_key.deploy
tls_private_key.deploy: Creating...
tls_private_key.deploy: Creation complete after 0s [id=«_id»]

Apply complete! Resources: 1 added, 0 changed, 0 destroyed.

Outputs:

deploy_public_key_openssh = <<EOT
«_pub»

EOT
deploy_private_key_pem = <sensitive>
$ terraform output -raw deploy_private_key_pem
«a»
`, V{"_id": g.hex(40), "_pub": g.sshRSAPub(), "a": g.rsaPEM().block()}, "deploy_public_key_openssh", "deploy_private_key_pem = <sensitive>")

	g.ioAdd("tf-plan-error-provider-config-echo", `
$ terraform plan -var "pg_password=«a»" -var "env=staging"
╷
│ Error: error detecting capabilities: error PostgreSQL version: pq: password authentication failed for user "tf_admin"
│
│   with postgresql_role.readonly,
│   on roles.tf line 12, in resource "postgresql_role" "readonly":
│   12: resource "postgresql_role" "readonly" {
│
╵
`, V{"a": g.pw()}, `failed for user "tf_admin"`, "roles.tf line 12")

	g.ioAdd("tf-cloud-run-output-vars-api", `
$ curl -s -H "Authorization: Bearer «a»" \
    https://app.terraform.io/api/v2/state-versions/sv-«_sv»/outputs | jq '.data[] | .attributes'
{
  "name": "mongodb_connection_string",
  "sensitive": true,
  "type": "string",
  "value": "mongodb+srv://app:«b»@cluster0.«_mg».mongodb.net/?retryWrites=true&w=majority",
  "detailed-type": "string"
}
{
  "name": "region",
  "sensitive": false,
  "type": "string",
  "value": "eu-west-1",
  "detailed-type": "string"
}
`, V{"a": g.tfcToken(), "_sv": g.an(16), "b": g.pwURL(), "_mg": g.s(alLowNum, 5)}, "mongodb_connection_string", "detailed-type")
}

// ---- Terraform: state ----

func (g *G) ioTerraformState() {
	g.ioAdd("tf-state-pull-random-password", `
$ terraform state pull | head -n 40
{
  "version": 4,
  "terraform_version": "1.9.8",
  "serial": 57,
  "lineage": "«_lin»",
  "outputs": {
    "db_password": {
      "value": "«a»",
      "type": "string",
      "sensitive": true
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
            "length": 24,
            "lower": true,
            "min_lower": 0,
            "override_special": "!#%&*()-_=+[]{}<>:?",
            "result": "«a»",
            "special": true,
            "upper": true
          },
          "sensitive_attributes": [],
          "private": "«_priv»"
        }
      ]
    },
`, V{"_lin": g.uuid(), "a": g.pwStrong(), "b": g.bcrypt(), "_priv": b64s(`{"schema_version":"3"}`)}, "registry.terraform.io/hashicorp/random", "terraform_version")

	g.ioAdd("tf-state-pull-iam-access-key-jq", `
$ terraform state pull | jq '.resources[] | select(.type=="aws_iam_access_key") | .instances[0].attributes'
{
  "create_date": "2024-11-19T08:41:55Z",
  "encrypted_secret": null,
  "encrypted_ses_smtp_password_v4": null,
  "id": "«a»",
  "key_fingerprint": null,
  "pgp_key": null,
  "secret": "«b»",
  "ses_smtp_password_v4": "«c»",
  "status": "Active",
  "user": "ses-sender"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": "B" + g.s(alB64, 43)}, "ses-sender", "encrypted_ses_smtp_password_v4")

	g.ioAdd("tf-show-json-rds-and-tls", `
$ terraform show -json | jq '.values.root_module.resources[] | {address, values: (.values | {password, username, private_key_pem, endpoint})}'
{
  "address": "aws_db_instance.reporting",
  "values": {
    "password": "«a»",
    "username": "reporting_admin",
    "private_key_pem": null,
    "endpoint": "reporting.«_rds».ap-southeast-2.rds.amazonaws.com:3306"
  }
}
{
  "address": "tls_private_key.vpn",
  "values": {
    "password": null,
    "username": null,
    "private_key_pem": "«b»",
    "endpoint": null
  }
}
`, V{"a": g.pw(), "_rds": g.s(alLowNum, 12), "b": jsonEsc(g.ecSEC1().block()) + `\n`}, "reporting_admin", "aws_db_instance.reporting")

	g.ioAdd("tf-state-show-azure-sp-password", `
$ terraform state show azuread_service_principal_password.github
# azuread_service_principal_password.github:
resource "azuread_service_principal_password" "github" {
    display_name         = "github-actions"
    end_date             = "2026-03-01T00:00:00Z"
    id                   = "«_sp»/password/«_kid»"
    key_id               = "«_kid»"
    service_principal_id = "/servicePrincipals/«_sp»"
    start_date           = "2025-03-01T10:41:17Z"
    value                = (sensitive value)
}
$ terraform state pull | jq -r '.resources[] | select(.name=="github") | .instances[0].attributes.value'
«a»
`, V{"_sp": g.uuid(), "_kid": g.uuid(), "a": g.azSecret()}, "github-actions", "(sensitive value)")

	g.ioAdd("tf-state-s3-object-download", `
$ aws s3 cp s3://acme-terraform-state/network/prod/terraform.tfstate - | grep -A3 -E '"(preshared_key|tunnel1_preshared_key|tunnel2_preshared_key)"'
            "tunnel1_preshared_key": "«a»",
            "tunnel1_rekey_fuzz_percentage": 100,
            "tunnel1_rekey_margin_time_seconds": 540,
            "tunnel1_replay_window_size": 1024,
--
            "tunnel2_preshared_key": "«b»",
            "tunnel2_rekey_fuzz_percentage": 100,
            "tunnel2_rekey_margin_time_seconds": 540,
            "tunnel2_replay_window_size": 1024,
`, V{"a": g.s(alAlnum+"._", 32), "b": g.s(alAlnum+"._", 32)}, "tunnel1_rekey_fuzz_percentage", "s3://acme-terraform-state/network/prod/terraform.tfstate")

	g.ioAdd("tf-state-list-then-show-google-sa-key", `
$ terraform state list | grep service_account
google_service_account.exporter
google_service_account_key.exporter
$ terraform state show google_service_account_key.exporter
# google_service_account_key.exporter:
resource "google_service_account_key" "exporter" {
    id                 = "projects/acme-data-prod/serviceAccounts/bq-exporter@acme-data-prod.iam.gserviceaccount.com/keys/«_kid»"
    key_algorithm      = "KEY_ALG_RSA_2048"
    name               = "projects/acme-data-prod/serviceAccounts/bq-exporter@acme-data-prod.iam.gserviceaccount.com/keys/«_kid»"
    private_key        = (sensitive value)
    private_key_type   = "TYPE_GOOGLE_CREDENTIALS_FILE"
    public_key         = "«_pub»"
    public_key_type    = "TYPE_X509_PEM_FILE"
    service_account_id = "projects/acme-data-prod/serviceAccounts/bq-exporter@acme-data-prod.iam.gserviceaccount.com"
    valid_after        = "2025-02-02T09:10:11Z"
    valid_before       = "9999-12-31T23:59:59Z"
}
$ terraform output -raw exporter_key | base64 -d | jq -r .private_key_id,.client_email
«_kid»
bq-exporter@acme-data-prod.iam.gserviceaccount.com
`, V{"_kid": g.hex(40), "_pub": g.b64(1100)}, "KEY_ALG_RSA_2048", "bq-exporter@acme-data-prod.iam.gserviceaccount.com")

	g.ioAdd("tf-state-pull-kubernetes-secret-data", `
$ terraform state pull | jq '.resources[] | select(.type=="kubernetes_secret_v1") | .instances[].attributes | {metadata: .metadata[0].name, data}'
{
  "metadata": "registry-pull",
  "data": {
    ".dockerconfigjson": "{\"auths\":{\"registry.gitlab.com\":{\"username\":\"gitlab+deploy-token-«_n»\",\"password\":\"«a»\",\"auth\":\"«b»\"}}}"
  }
}
{
  "metadata": "minio-root",
  "data": {
    "rootPassword": "«c»",
    "rootUser": "minioadmin-prod"
  }
}
`, V{"_n": g.digits(7), "a": "gldt-" + g.b64u(20), "b": g.b64(48), "c": g.pwStrong()}, "registry-pull", "minioadmin-prod")

	g.ioAdd("tf-state-rm-and-mv-benign-then-tfvars-leak", `
$ terraform state mv module.db.aws_db_instance.this module.database.aws_db_instance.primary
Move "module.db.aws_db_instance.this" to "module.database.aws_db_instance.primary"
Successfully moved 1 object(s).
$ terraform plan -var-file=prod.tfvars 2>&1 | grep -B2 -A2 'Warning'
╷
│ Warning: Value for undeclared variable
│
│ The root module does not declare a variable named "sendgrid_api_key" but a value was found in file "prod.tfvars". If you meant to use this value, add a "variable" block to the configuration.
╵
$ cat prod.tfvars
region           = "us-east-2"
db_instance_type = "db.r6g.large"
sendgrid_api_key = "«a»"
db_password      = "«b»"
`, V{"a": g.sendgrid(), "b": g.pw()}, "module.database.aws_db_instance.primary", "db.r6g.large", "Value for undeclared variable")
}

// ---- Pulumi ----

func (g *G) ioPulumi() {
	g.ioAdd("pulumi-stack-output-show-secrets", `
$ pulumi stack output --show-secrets
Current stack outputs (5):
    OUTPUT              VALUE
    bucketName          assets-prod-«_b»
    cdnDomain           d«_cf».cloudfront.net
    dbConnectionString  postgres://app:«a»@app-prod.«_rds».us-east-1.rds.amazonaws.com:5432/app
    redisAuthToken      «b»
    vpcId               «_vpc»
`, V{"_b": g.hex(7), "_cf": g.s(alLowNum, 13), "a": g.pwURL(), "_rds": g.s(alLowNum, 12), "b": g.an(32), "_vpc": g.ioRid("vpc")},
		"Current stack outputs (5):", "dbConnectionString")

	g.ioAdd("pulumi-up-outputs-secret-placeholder", `
$ pulumi up --yes --stack acme/platform/prod
Updating (acme/prod)

View in Browser (Ctrl+O): https://app.pulumi.com/acme/platform/prod/updates/«_n»

     Type                              Name                 Status              Info
     pulumi:pulumi:Stack               platform-prod                            
 +   ├─ random:index:RandomPassword    grafana-admin        created (0.01s)     
 ~   ├─ kubernetes:core/v1:Secret      grafana-admin        updated (0.44s)     [diff: ~stringData]
 ~   └─ aws:lambda:Function            thumbnailer          updated (3s)        [diff: ~environment]

Outputs:
    grafanaAdminPassword: [secret]
    grafanaUrl          : "https://grafana.prod.acme.io"
  ~ thumbnailerEnv      : {
      ~ IMGPROXY_KEY : "«a»" => "«b»"
        IMGPROXY_SALT: "«c»"
    }

Resources:
    + 1 created
    ~ 2 updated
    3 changes. 41 unchanged

Duration: 12s
`, V{"_n": fmt.Sprint(100 + g.r.IntN(800)), "a": g.hex(128), "b": g.hex(128), "c": g.hex(128)},
		"grafanaAdminPassword: [secret]", "https://grafana.prod.acme.io", "[diff: ~stringData]")

	g.ioAdd("pulumi-config-show-secrets", `
$ pulumi config --show-secrets
KEY                     VALUE
aws:region              eu-north-1
platform:adminEmail     ops@acme.se
platform:dbPassword     «a»
platform:githubToken    «b»
platform:instanceCount  3
platform:slackWebhook   https://hooks.slack.com/services/«=t»/«=bb»/«c»
`, V{"a": g.pw(), "b": g.ghp(), "=t": g.slackT(), "=bb": g.slackB(), "c": g.an(24)}, "aws:region              eu-north-1", "ops@acme.se")

	g.ioAdd("pulumi-config-ciphertext-file-benign-with-get", `
$ cat Pulumi.prod.yaml
encryptionsalt: «_salt»
config:
  aws:region: us-west-2
  platform:dbPassword:
    secure: «_c1»
  platform:datadogApiKey:
    secure: «_c2»
$ pulumi config get platform:datadogApiKey
«a»
`, V{"_salt": g.ioPulumiCipher(), "_c1": g.ioPulumiCipher(), "_c2": g.ioPulumiCipher(), "a": g.hex(32)}, "platform:datadogApiKey", "aws:region: us-west-2")

	g.ioAdd("pulumi-stack-export-show-secrets", `
$ pulumi stack export --show-secrets | jq '.deployment.resources[] | select(.type=="random:index/randomPassword:RandomPassword") | .outputs'
{
  "id": "none",
  "length": 40,
  "lower": true,
  "minLower": 0,
  "minNumeric": 0,
  "result": {
    "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
    "plaintext": "\"«a»\""
  },
  "special": false,
  "upper": true
}
`, V{"a": g.an(40)}, "4dabf18193072939515e22adb298388d", "1b47061264138c4ac30d75fd1eb44270")

	g.ioAdd("pulumi-stack-export-ciphertext-benign-and-provider-token", `
$ pulumi stack export | jq '.deployment.resources[1]'
{
  "urn": "urn:pulumi:prod::edge::pulumi:providers:cloudflare::default_5_38_0",
  "custom": true,
  "id": "«_pid»",
  "type": "pulumi:providers:cloudflare",
  "inputs": {
    "apiToken": "«a»",
    "version": "5.38.0"
  },
  "outputs": {
    "apiToken": {
      "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
      "ciphertext": "«_ct»"
    },
    "version": "5.38.0"
  }
}
`, V{"_pid": g.uuid(), "a": g.cfToken(), "_ct": g.ioPulumiCipher()}, "urn:pulumi:prod::edge::pulumi:providers:cloudflare::default_5_38_0")

	g.ioAdd("pulumi-preview-diff-secret-input", `
$ pulumi preview --diff
Previewing update (dev)

  pulumi:pulumi:Stack: (same)
    [urn=urn:pulumi:dev::api::pulumi:pulumi:Stack::api-dev]
    ~ aws:ssm/parameter:Parameter: (update)
        [id=/dev/api/stripe-key]
        [urn=urn:pulumi:dev::api::aws:ssm/parameter:Parameter::stripe-key]
        [provider=urn:pulumi:dev::api::pulumi:providers:aws::default_6_66_2::«_prov»]
      ~ value: [secret] => [secret]
    ~ aws:apprunner/service:Service: (update)
        [id=arn:aws:apprunner:us-east-1:«_acct»:service/api-dev/«_svc»]
      ~ sourceConfiguration: {
          ~ imageRepository: {
              ~ imageConfiguration: {
                  ~ runtimeEnvironmentVariables: {
                      ~ SENDGRID_API_KEY: "«a»" => "«b»"
                    }
                }
            }
        }
Resources:
    ~ 2 to update
    9 unchanged
`, V{"_prov": g.uuid(), "_acct": g.ioAcct(), "_svc": g.hex(32), "a": g.sendgrid(), "b": g.sendgrid()}, "[secret] => [secret]", "/dev/api/stripe-key")

	g.ioAdd("pulumi-esc-env-open", `
$ esc env open acme/prod-aws
{
  "aws": {
    "login": {
      "accessKeyId": "«a»",
      "secretAccessKey": "«b»",
      "sessionToken": "«c»"
    }
  },
  "environmentVariables": {
    "AWS_ACCESS_KEY_ID": "«a»",
    "AWS_SECRET_ACCESS_KEY": "«b»",
    "AWS_SESSION_TOKEN": "«c»",
    "OPENAI_API_KEY": "«d»"
  }
}
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "d": g.openai()}, "acme/prod-aws", "environmentVariables")

	g.ioAdd("pulumi-up-error-with-secret-in-message", `
     Type                          Name              Status                  Info
     pulumi:pulumi:Stack           queue-staging     **failed**              1 error
 +   └─ rabbitmq:index:User        consumer          **creating failed**     1 error

Diagnostics:
  rabbitmq:index:User (consumer):
    error: 1 error occurred:
    	* Post "https://admin:«a»@mq-staging.internal:15671/api/users/consumer": dial tcp 10.20.4.17:15671: connect: connection refused

  pulumi:pulumi:Stack (queue-staging):
    error: update failed

Resources:
    1 unchanged

Duration: 4s
`, V{"a": g.pwURL()}, "mq-staging.internal:15671", "queue-staging", "connect: connection refused")

	g.ioAdd("pulumi-whoami-and-access-token-env", `
$ pulumi whoami -v
User: dana-ops
Organizations: dana-ops, acme
Backend URL: https://app.pulumi.com/dana-ops
Token type: personal
Token name: laptop-2025
$ grep PULUMI ~/.zshrc
export PULUMI_ACCESS_TOKEN=«a»
export PULUMI_SKIP_UPDATE_CHECK=true
`, V{"a": g.pulumi()}, "Token name: laptop-2025", "PULUMI_SKIP_UPDATE_CHECK=true")
}

// ---- Ansible ----

func (g *G) ioAnsible() {
	g.ioAdd("ansible-debug-msg", `
TASK [app : Show rendered connection string] ***********************************
ok: [app-01.prod] => {
    "msg": "postgresql://orders:«a»@pg-primary.prod.internal:5432/orders?sslmode=require"
}
ok: [app-02.prod] => {
    "msg": "postgresql://orders:«a»@pg-primary.prod.internal:5432/orders?sslmode=require"
}

TASK [app : Template .env] *****************************************************
changed: [app-01.prod]
changed: [app-02.prod]
`, V{"a": g.pwURL()}, "pg-primary.prod.internal", "Show rendered connection string")

	g.ioAdd("ansible-vvv-uri-module-invocation", `
TASK [Register runner with GitLab] *********************************************
task path: /home/ci/infra/ansible/roles/gitlab-runner/tasks/register.yml:14
<runner-03> ESTABLISH SSH CONNECTION FOR USER: ubuntu
<runner-03> SSH: EXEC ssh -C -o ControlMaster=auto -o ControlPersist=60s -o 'User="ubuntu"' -o ConnectTimeout=10 runner-03 '/bin/sh -c '"'"'echo ~ubuntu && sleep 0'"'"''
ok: [runner-03] => {
    "changed": false,
    "connection": "close",
    "content_type": "application/json",
    "cookies": {},
    "elapsed": 0,
    "invocation": {
        "module_args": {
            "body": {
                "description": "runner-03",
                "tag_list": "docker,linux"
            },
            "body_format": "json",
            "force_basic_auth": false,
            "headers": {
                "PRIVATE-TOKEN": "«a»"
            },
            "method": "POST",
            "status_code": [
                201
            ],
            "url": "https://gitlab.acme.io/api/v4/user/runners",
            "url_password": null,
            "url_username": null,
            "validate_certs": true
        }
    },
    "json": {
        "id": «_rid»,
        "token": "«b»",
        "token_expires_at": null
    },
    "status": 201
}
`, V{"a": g.glpat(), "_rid": g.digits(5), "b": "glrt-" + g.b64u(20)}, "https://gitlab.acme.io/api/v4/user/runners", "roles/gitlab-runner/tasks/register.yml:14")

	g.ioAdd("ansible-no-log-masked-and-command-leak", `
TASK [mysql : Create application user] *****************************************
changed: [db-01] => {"changed": true, "msg": "User added", "user": "shop", "invocation": {"module_args": {"name": "shop", "password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "priv": "shop.*:ALL", "host": "10.0.%", "login_user": "root", "login_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER"}}}

TASK [mysql : Load seed data] **************************************************
changed: [db-01] => {"changed": true, "cmd": "mysql -u shop -p'«a»' shop < /tmp/seed.sql", "delta": "0:00:02.118404", "end": "2025-03-06 14:02:11.903541", "rc": 0, "start": "2025-03-06 14:02:09.785137", "stderr": "mysql: [Warning] Using a password on the command line interface can be insecure.", "stdout": ""}
`, V{"a": g.pw()}, "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "Using a password on the command line interface can be insecure.")

	g.ioAdd("ansible-failed-task-connection-error", `
TASK [postgres_exporter : Check exporter can reach DB] *************************
fatal: [pg-replica-2]: FAILED! => {"changed": false, "msg": "unable to connect to database: connection to server at \"10.4.0.12\", port 5432 failed: FATAL:  password authentication failed for user \"postgres_exporter\"\n", "invocation": {"module_args": {"login_host": "10.4.0.12", "login_user": "postgres_exporter", "login_password": "«a»", "db": "postgres", "query": "SELECT 1", "port": 5432, "ssl_mode": "prefer"}}}

PLAY RECAP *********************************************************************
pg-replica-1               : ok=12   changed=1    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0
pg-replica-2               : ok=11   changed=0    unreachable=0    failed=1    skipped=2    rescued=0    ignored=0
`, V{"a": g.pw()}, "postgres_exporter", "PLAY RECAP", "pg-replica-2")

	g.ioAdd("ansible-inventory-list-hostvars", `
$ ansible-inventory -i inventories/prod --list --yaml | sed -n '1,30p'
all:
  children:
    windows:
      hosts:
        ad-01.corp.acme.local:
          ansible_connection: winrm
          ansible_host: 10.9.0.10
          ansible_password: «a»
          ansible_user: ACME\svc-ansible
          ansible_winrm_server_cert_validation: ignore
        sql-01.corp.acme.local:
          ansible_connection: winrm
          ansible_host: 10.9.0.21
          ansible_password: «a»
          ansible_user: ACME\svc-ansible
    linux:
      hosts:
        web-01.acme.io:
          ansible_become_password: «b»
          ansible_host: 203.0.113.41
          ansible_user: deploy
`, V{"a": g.pw(), "b": g.pwStrong()}, "ACME\\svc-ansible", "ansible_winrm_server_cert_validation: ignore", "ad-01.corp.acme.local")

	g.ioAdd("ansible-vault-view", `
$ ansible-vault view group_vars/prod/vault.yml
Vault password: 
vault_smtp_password: «a»
vault_s3_backup_access_key: «b»
vault_s3_backup_secret_key: «c»
vault_django_secret_key: "«d»"
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret(), "d": g.s(alDjango, 50)}, "group_vars/prod/vault.yml", "vault_s3_backup_access_key")

	g.ioAdd("ansible-vault-encrypted-file-benign-and-decrypt-string", `
$ head -4 group_vars/prod/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_l1»
«_l2»
«_l3»
$ ansible localhost -m debug -a var=vault_redis_password -e @group_vars/prod/vault.yml --ask-vault-pass
Vault password: 
localhost | SUCCESS => {
    "vault_redis_password": "«a»"
}
`, V{"_l1": g.hex(80), "_l2": g.hex(80), "_l3": g.hex(80), "a": g.an(32)}, "$ANSIBLE_VAULT;1.1;AES256", "vault_redis_password")

	g.ioAdd("ansible-setup-facts-ansible-env", `
$ ansible build-07 -m setup -a 'filter=ansible_env'
build-07 | SUCCESS => {
    "ansible_facts": {
        "ansible_env": {
            "HOME": "/home/jenkins",
            "LANG": "C.UTF-8",
            "LOGNAME": "jenkins",
            "NEXUS_PASSWORD": "«a»",
            "NEXUS_USER": "ci-publisher",
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "PWD": "/home/jenkins",
            "SHELL": "/bin/bash",
            "SONAR_TOKEN": "«b»",
            "SSH_CLIENT": "10.1.2.3 51422 22",
            "USER": "jenkins"
        },
        "discovered_interpreter_python": "/usr/bin/python3"
    },
    "changed": false
}
`, V{"a": g.pw(), "b": "squ_" + g.hex(40)}, "ci-publisher", "discovered_interpreter_python")

	g.ioAdd("ansible-shell-set-x-stderr", `
TASK [Bootstrap k3s agent] *****************************************************
changed: [edge-node-4] => changed=true 
  cmd: |-
    set -x
    curl -sfL https://get.k3s.io | K3S_URL=https://10.50.0.2:6443 K3S_TOKEN=«a» sh -s - agent
  delta: '0:00:19.402116'
  end: '2025-03-02 22:14:51.004811'
  rc: 0
  start: '2025-03-02 22:14:31.602695'
  stderr: |-
    + curl -sfL https://get.k3s.io
    + K3S_URL=https://10.50.0.2:6443 K3S_TOKEN=«a» sh -s - agent
  stdout: |-
    [INFO]  Finding release for channel stable
    [INFO]  Using v1.31.4+k3s1 as release
    [INFO]  systemd: Starting k3s-agent
`, V{"a": "K10" + g.hex(64) + "::server:" + g.hex(32)}, "v1.31.4+k3s1", "edge-node-4")

	g.ioAdd("ansible-playbook-extra-vars-cmdline", `
$ ansible-playbook site.yml -i hosts.ini -l mail -e "postfix_relay_password=«a» postfix_relay_user=apikey" --diff
PLAY [mail] ********************************************************************

TASK [postfix : Configure SASL] ************************************************
--- before: /etc/postfix/sasl_passwd
+++ after: /home/dana/.ansible/tmp/ansible-local-4127vd8l/tmpq1jx0h8n/sasl_passwd.j2
@@ -1 +1 @@
-[smtp.sendgrid.net]:587 apikey:«b»
+[smtp.sendgrid.net]:587 apikey:«a»

changed: [mx-1]
`, V{"a": g.sendgrid(), "b": g.sendgrid()}, "[smtp.sendgrid.net]:587 apikey:", "/etc/postfix/sasl_passwd")

	g.ioAdd("ansible-diff-template-env-file", `
TASK [grafana : Render grafana.ini] ********************************************
--- before: /etc/grafana/grafana.ini
+++ after: /root/.ansible/tmp/ansible-local-9931/tmp7f0q/grafana.ini.j2
@@ -12,7 +12,7 @@
 [security]
 admin_user = admin
-admin_password = «a»
+admin_password = «b»
 secret_key = «c»
 
 [auth.generic_oauth]
@@ -20,3 +20,3 @@
 client_id = grafana
-client_secret = «d»
+client_secret = «e»

changed: [mon-01]
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(20), "d": g.an(32), "e": g.an(32)}, "[auth.generic_oauth]", "/etc/grafana/grafana.ini")

	g.ioAdd("ansible-lookup-hashi-vault-debug", `
TASK [Fetch DB creds from Vault] ***********************************************
ok: [localhost] => (item=readonly) => {
    "ansible_loop_var": "item",
    "item": "readonly",
    "msg": {
        "password": "«a»",
        "username": "v-approle-readonly-«_u»"
    }
}
`, V{"a": g.ioVaultPw(), "_u": g.an(20) + "-" + g.ioUnix()}, "Fetch DB creds from Vault", "ansible_loop_var")

	g.ioAdd("ansible-win-user-module-result", `
TASK [Create local backup operator] ********************************************
changed: [fs-02] => {"changed": true, "description": "Nightly robocopy job", "fullname": "backup-op", "groups": [{"name": "Backup Operators", "path": "WinNT://WORKGROUP/FS-02/Backup Operators"}], "name": "backup-op", "password_expired": false, "password_never_expires": true, "sid": "«_sid»", "state": "present", "user_cannot_change_password": true}
TASK [Show generated password] *************************************************
ok: [fs-02] => {
    "backup_op_pw": "«a»"
}
`, V{"_sid": "S-1-5-21-" + g.digits(10) + "-" + g.digits(9) + "-" + g.digits(10) + "-1004", "a": g.s(alAlnum+"!#%*+-.", 20)}, "WinNT://WORKGROUP/FS-02/Backup Operators", "Nightly robocopy job")

	g.ioAdd("ansible-awx-job-stdout-extra-vars", `
$ awx jobs stdout 48213 | head -n 12
Identity added: /runner/artifacts/48213/ssh_key_data (awx@acme)
Using /etc/ansible/ansible.cfg as config file
Vault password: 

PLAY [Rotate Datadog agent key] ************************************************

TASK [Gathering Facts] *********************************************************
ok: [mon-edge-1]

TASK [Write datadog.yaml] ******************************************************
changed: [mon-edge-1] => {"changed": true, "dest": "/etc/datadog-agent/datadog.yaml", "diff": [{"after": "api_key: «a»\nsite: datadoghq.eu\n", "before": "api_key: «b»\nsite: datadoghq.eu\n"}]}
`, V{"a": g.hex(32), "b": g.hex(32)}, "/etc/datadog-agent/datadog.yaml", "Rotate Datadog agent key")
}

// ioUnix is a Unix time in seconds, as Vault's generated usernames end.
func (g *G) ioUnix() string { return fmt.Sprint(1716000000 + g.r.IntN(30000000)) }

// ---- cloud-init, instance metadata ----

func (g *G) ioCloudInit() {
	g.ioAdd("cloud-init-output-log-runcmd", `
$ sudo tail -n 15 /var/log/cloud-init-output.log
Cloud-init v. 24.4-0ubuntu1~24.04.1 running 'modules:final' at Tue, 04 Mar 2025 08:12:44 +0000. Up 21.37 seconds.
+ export DD_API_KEY=«a»
+ DD_API_KEY=«a»
+ export DD_SITE=datadoghq.com
+ DD_SITE=datadoghq.com
+ bash -c '$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)'
* Datadog Agent 7 install script v1.38.0
* Installing apt-transport-https, curl and gnupg
* Adding your API key to the Datadog Agent configuration: /etc/datadog-agent/datadog.yaml
+ docker login -u deploy -p «b» registry.acme.io
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
Cloud-init v. 24.4-0ubuntu1~24.04.1 finished at Tue, 04 Mar 2025 08:13:31 +0000. Datasource DataSourceEc2Local.  Up 68.02 seconds
`, V{"a": g.hex(32), "b": g.pwStrong()}, "DataSourceEc2Local", "Cloud-init v. 24.4-0ubuntu1~24.04.1", "registry.acme.io")

	g.ioAdd("cloud-init-query-userdata", `
$ sudo cloud-init query userdata
#cloud-config
hostname: gitlab-runner-07
users:
  - name: ops
    groups: sudo
    shell: /bin/bash
    ssh_authorized_keys:
      - «_pub» ops@acme
chpasswd:
  expire: false
  users:
    - name: ops
      password: «a»
      type: text
write_files:
  - path: /etc/gitlab-runner/config.toml
    permissions: '0600'
    content: |
      concurrent = 4
      [[runners]]
        name = "runner-07"
        url = "https://gitlab.acme.io"
        token = "«b»"
        executor = "docker"
`, V{"_pub": g.sshRSAPub(), "a": g.pw(), "b": "glrt-t3_" + g.b64u(20)}, "gitlab-runner-07", "/etc/gitlab-runner/config.toml")

	g.ioAdd("cloud-init-log-debug-command", `
$ sudo grep -n 'Running command' /var/log/cloud-init.log | tail -3
1841:2025-03-04 08:12:45,117 - subp.py[DEBUG]: Running command ['/var/lib/cloud/instance/scripts/runcmd'] with allowed return codes [0] (shell=False, capture=False)
1866:2025-03-04 08:12:47,902 - subp.py[DEBUG]: Running command ['tailscale', 'up', '--authkey', '«a»', '--ssh', '--hostname', 'bastion-fra'] with allowed return codes [0] (shell=False, capture=True)
1871:2025-03-04 08:12:51,233 - subp.py[DEBUG]: Running command ['systemctl', 'enable', '--now', 'node_exporter'] with allowed return codes [0] (shell=False, capture=True)
`, V{"a": g.tailscale()}, "bastion-fra", "/var/lib/cloud/instance/scripts/runcmd")

	ud := "#!/bin/bash\nset -euo pipefail\nexport CONSUL_HTTP_TOKEN=" + g.uuid() + "\nconsul join 10.0.0.10\n"
	g.ioAdd("ec2-describe-instance-attribute-userdata", `
$ aws ec2 describe-instance-attribute --instance-id «_i» --attribute userData
{
    "InstanceId": "«_i»",
    "UserData": {
        "Value": "«a»"
    }
}
`, V{"_i": g.ioRid("i"), "a": b64s(ud)}, `"InstanceId"`)

	g.ioAdd("imds-security-credentials", `
$ TOKEN=$(curl -s -X PUT "http://169.254.169.254/latest/api/token" -H "X-aws-ec2-metadata-token-ttl-seconds: 21600")
$ curl -s -H "X-aws-ec2-metadata-token: $TOKEN" http://169.254.169.254/latest/meta-data/iam/security-credentials/
app-ec2-role
$ curl -s -H "X-aws-ec2-metadata-token: $TOKEN" http://169.254.169.254/latest/meta-data/iam/security-credentials/app-ec2-role
{
  "Code" : "Success",
  "LastUpdated" : "2025-03-04T08:40:11Z",
  "Type" : "AWS-HMAC",
  "AccessKeyId" : "«a»",
  "SecretAccessKey" : "«b»",
  "Token" : "«c»",
  "Expiration" : "2025-03-04T15:05:46Z"
}
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "app-ec2-role", "AWS-HMAC")

	g.ioAdd("imds-user-data-curl", `
$ curl -s http://169.254.169.254/latest/user-data
#!/bin/bash
yum install -y amazon-cloudwatch-agent
cat > /etc/ecs/ecs.config <<EOF
ECS_CLUSTER=batch-prod
ECS_ENGINE_AUTH_TYPE=docker
ECS_ENGINE_AUTH_DATA={"https://index.docker.io/v1/":{"username":"acmebuild","password":"«a»","email":"build@acme.io"}}
EOF
`, V{"a": g.dockerPAT()}, "ECS_CLUSTER=batch-prod", "build@acme.io")

	g.ioAdd("gce-metadata-startup-script-and-token", `
$ curl -s -H 'Metadata-Flavor: Google' 'http://metadata.google.internal/computeMetadata/v1/instance/attributes/startup-script'
#! /bin/bash
echo "REDIS_PASSWORD=«a»" >> /etc/environment
systemctl restart worker
$ curl -s -H 'Metadata-Flavor: Google' 'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token'
{"access_token":"«b»","expires_in":3497,"token_type":"Bearer"}
`, V{"a": g.an(24), "b": g.ya29()}, "metadata.google.internal", `"expires_in":3497`)

	g.ioAdd("azure-custom-data-and-imds-token", `
$ sudo cat /var/lib/waagent/CustomData | base64 -d | head -5
#cloud-config
runcmd:
  - [ sh, -c, "az login --service-principal -u «_app» -p '«a»' --tenant «_t»" ]
  - [ sh, -c, "az keyvault secret show --vault-name kv-edge-prod -n tls --query value -o tsv > /etc/ssl/edge.pfx.b64" ]
$ curl -s -H Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://vault.azure.net' | jq -r .access_token | cut -c1-40
«_pre»
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid(), "_pre": b64raw(`{"typ":"JWT","alg":"RS256","x5`)}, "kv-edge-prod", "/var/lib/waagent/CustomData")

	g.ioAdd("cloud-init-user-data-txt-multipart", `
$ sudo cat /var/lib/cloud/instance/user-data.txt
Content-Type: multipart/mixed; boundary="//"
MIME-Version: 1.0

--//
Content-Type: text/x-shellscript; charset="us-ascii"
MIME-Version: 1.0
Content-Transfer-Encoding: 7bit
Content-Disposition: attachment; filename="userdata.txt"

#!/bin/bash
/etc/eks/bootstrap.sh eks-prod-blue --b64-cluster-ca «_ca» --apiserver-endpoint https://«_ep».gr7.eu-west-1.eks.amazonaws.com
echo 'NEW_RELIC_LICENSE_KEY=«a»' >> /etc/newrelic-infra.env
--//--
`, V{"_ca": g.b64(300), "_ep": g.hex(32), "a": "eu01xx" + g.hex(34)}, "eks-prod-blue", "Content-Disposition: attachment")
}

// ---- Packer ----

func (g *G) ioPacker() {
	g.ioAdd("packer-build-set-x-shell", `
==> amazon-ebs.ubuntu: Provisioning with shell script: /tmp/packer-shell2913388127
    amazon-ebs.ubuntu: + export DEBIAN_FRONTEND=noninteractive
    amazon-ebs.ubuntu: + DEBIAN_FRONTEND=noninteractive
    amazon-ebs.ubuntu: + curl -fsSL -u ci-bot:«a» https://artifactory.acme.io/artifactory/api/gpg/key/public
    amazon-ebs.ubuntu: + sudo apt-key add -
    amazon-ebs.ubuntu: OK
    amazon-ebs.ubuntu: + echo 'deb https://ci-bot:«a»@artifactory.acme.io/artifactory/debian-local noble main'
==> amazon-ebs.ubuntu: Stopping the source instance...
    amazon-ebs.ubuntu: Stopping instance
`, V{"a": "AKCp8" + g.an(68)}, "/tmp/packer-shell2913388127", "debian-local noble main")

	g.ioAdd("packer-debug-windows-password", `
==> amazon-ebs.win2022: Launching a source AWS instance...
    amazon-ebs.win2022: Instance ID: «_i»
==> amazon-ebs.win2022: Waiting for instance («_i») to become ready...
==> amazon-ebs.win2022: Waiting for auto-generated password for instance...
    amazon-ebs.win2022: It is normal for this process to take up to 15 minutes,
    amazon-ebs.win2022: but it usually takes around 5. Please wait.
    amazon-ebs.win2022:  
    amazon-ebs.win2022: Password retrieved!
    amazon-ebs.win2022: Password (since debug is enabled): «a»
==> amazon-ebs.win2022: Pausing after run of step 'StepGetPassword'. Press enter to continue. 
`, V{"_i": g.ioRid("i"), "a": g.s(alAlnum+"!$%&()*;=?@", 32)}, "StepGetPassword", "Waiting for auto-generated password")

	k := g.rsaPEM()
	g.ioAdd("packer-debug-temporary-keypair", `
==> amazon-ebs.al2023: Creating temporary keypair: packer_«_kp»
    amazon-ebs.al2023: Saving key for debug purposes: ec2_amazon-ebs.al2023.pem
==> amazon-ebs.al2023: Pausing after run of step 'StepKeyPair'. Press enter to continue. 
$ cat ec2_amazon-ebs.al2023.pem
«a»
`, V{"_kp": g.hex(8) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12), "a": k.block()}, "StepKeyPair", "ec2_amazon-ebs.al2023.pem")

	g.ioAdd("packer-log-variables", `
$ PACKER_LOG=1 packer build -var "vsphere_password=«a»" -var-file=prod.pkrvars.hcl rhel9.pkr.hcl 2>&1 | head -n 8
2025/03/05 10:22:41 [INFO] Packer version: 1.11.2 [go1.22.5 linux amd64]
2025/03/05 10:22:41 [TRACE] discovering plugins in /home/ci/.config/packer/plugins
2025/03/05 10:22:41 [INFO] PACKER_CONFIG env var not set; checking the default config file path
2025/03/05 10:22:41 Build debug mode: false
2025/03/05 10:22:41 Force build: false
2025/03/05 10:22:41 On error: 
2025/03/05 10:22:41 Waiting on builds to complete...
2025/03/05 10:22:41 Starting build run: vsphere-iso.rhel9
`, V{"a": g.pw()}, "Packer version: 1.11.2", "vsphere-iso.rhel9")

	g.ioAdd("packer-sensitive-masked-and-ansible-provisioner-leak", `
==> googlecompute.base: Provisioning with Ansible...
    googlecompute.base: Setting up proxy adapter for Ansible....
==> googlecompute.base: Executing Ansible: ansible-playbook -e packer_build_name="base" -e packer_builder_type=googlecompute -e ansible_ssh_private_key_file=/tmp/ansible-key2331 --ssh-extra-args '-o IdentitiesOnly=yes' -e sentry_dsn=<sensitive> -e consul_encrypt=«a» -i /tmp/packer-provisioner-ansible881 /work/ansible/base.yml
    googlecompute.base:
    googlecompute.base: PLAY [all] *********************************************************************
==> Builds finished. The artifacts of successful builds are:
--> googlecompute.base: A disk image was created in the 'acme-images' project: base-2025-03-05t10-40-12z
`, V{"a": g.b64(32)}, "sentry_dsn=<sensitive>", "base-2025-03-05t10-40-12z")

	g.ioAdd("packer-qemu-vnc-and-chpasswd", `
==> qemu.debian12: Starting HTTP server on port 8471
==> qemu.debian12: Typing the boot command over VNC...
    qemu.debian12: Connecting to VM via VNC (127.0.0.1:5947)
==> qemu.debian12: Using SSH communicator to connect: 127.0.0.1
==> qemu.debian12: Waiting for SSH to become available...
==> qemu.debian12: Connected to SSH!
==> qemu.debian12: Provisioning with shell script: scripts/setup.sh
    qemu.debian12: + echo 'packer:«a»'
    qemu.debian12: + sudo chpasswd
    qemu.debian12: Adding user ˋbuildbotˋ ...
`, V{"a": g.pw()}, "Typing the boot command over VNC", "scripts/setup.sh")

	g.ioAdd("packer-build-artifacts-benign-ami", `
Build 'amazon-ebs.ubuntu' finished after 7 minutes 12 seconds.

==> Wait completed after 7 minutes 12 seconds

==> Builds finished. The artifacts of successful builds are:
--> amazon-ebs.ubuntu: AMIs were created:
eu-west-1: «_a1»
us-east-1: «_a2»

--> amazon-ebs.ubuntu: Manifest written to packer-manifest.json (packer_run_uuid «_u»)
`, V{"_a1": g.ioRid("ami"), "_a2": g.ioRid("ami"), "_u": g.uuid()}, "packer-manifest.json", "AMIs were created")
}

// ---- Helm and kustomize ----

func (g *G) ioHelm() {
	g.ioAdd("helm-get-values", `
$ helm get values keycloak -n identity
USER-SUPPLIED VALUES:
auth:
  adminPassword: «a»
  adminUser: admin
externalDatabase:
  database: keycloak
  host: pg-identity.identity.svc.cluster.local
  password: «b»
  user: keycloak
ingress:
  enabled: true
  hostname: sso.acme.io
postgresql:
  enabled: false
`, V{"a": g.pw(), "b": g.pwStrong()}, "pg-identity.identity.svc.cluster.local", "USER-SUPPLIED VALUES:", "sso.acme.io")

	g.ioAdd("helm-install-notes-then-decode", `
$ helm install grafana grafana/grafana -n monitoring --create-namespace
NAME: grafana
LAST DEPLOYED: Wed Mar  5 11:04:22 2025
NAMESPACE: monitoring
STATUS: deployed
REVISION: 1
NOTES:
1. Get your 'admin' user password by running:

   kubectl get secret --namespace monitoring grafana -o jsonpath="{.data.admin-password}" | base64 --decode ; echo


2. The Grafana server can be accessed via port 80 on the following DNS name from within your cluster:

   grafana.monitoring.svc.cluster.local
$ kubectl get secret --namespace monitoring grafana -o jsonpath="{.data.admin-password}" | base64 --decode ; echo
«a»
`, V{"a": g.an(40)}, "grafana.monitoring.svc.cluster.local", "{.data.admin-password}")

	g.ioAdd("helm-dry-run-debug-computed-values", `
$ helm upgrade --install harbor harbor/harbor -n harbor -f values-prod.yaml --dry-run --debug 2>&1 | sed -n '/COMPUTED VALUES/,/^---/p' | head -n 24
COMPUTED VALUES:
caSecretName: ""
core:
  secret: «a»
  secretName: ""
  xsrfKey: «b»
database:
  external:
    coreDatabase: registry
    host: harbor-db.cxj1.eu-west-1.rds.amazonaws.com
    password: «c»
    port: "5432"
    sslmode: require
    username: harbor
  type: external
existingSecretAdminPasswordKey: HARBOR_ADMIN_PASSWORD
externalURL: https://registry.acme.io
harborAdminPassword: «d»
jobservice:
  secret: «e»
registry:
  credentials:
    password: «f»
    username: harbor_registry_user
---
`, V{"a": g.an(16), "b": g.an(32), "c": g.pw(), "d": g.pwStrong(), "e": g.an(16), "f": g.an(20)},
		"harbor_registry_user", "existingSecretAdminPasswordKey: HARBOR_ADMIN_PASSWORD", "https://registry.acme.io")

	g.ioAdd("helm-template-rendered-secret", `
$ helm template pgbouncer ./charts/pgbouncer -f envs/staging.yaml -s templates/secret.yaml
---
# Source: pgbouncer/templates/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: pgbouncer-userlist
  labels:
    app.kubernetes.io/name: pgbouncer
    helm.sh/chart: pgbouncer-1.4.0
type: Opaque
data:
  userlist.txt: «a»
stringData:
  PGBOUNCER_AUTH_PASSWORD: "«b»"
`, V{"a": b64s(`"app" "` + g.pwURL() + `"` + "\n"), "b": g.pwURL()}, "pgbouncer-userlist", "helm.sh/chart: pgbouncer-1.4.0")

	g.ioAdd("helm-upgrade-set-flags-history", `
$ helm upgrade gitlab-runner gitlab/gitlab-runner -n ci \
    --set gitlabUrl=https://gitlab.acme.io/ \
    --set runnerToken=«a» \
    --set rbac.create=true
Release "gitlab-runner" has been upgraded. Happy Helming!
NAME: gitlab-runner
LAST DEPLOYED: Thu Mar  6 09:12:03 2025
NAMESPACE: ci
STATUS: deployed
REVISION: 7
TEST SUITE: None
NOTES:
Your GitLab Runner should now be registered against the GitLab instance reachable at: "https://gitlab.acme.io/"
`, V{"a": "glrt-" + g.b64u(20)}, "Happy Helming!", "rbac.create=true")

	g.ioAdd("helm-repo-add-credentials", `
$ helm repo add acme-charts https://charts.acme.io/stable --username ci --password «a»
"acme-charts" has been added to your repositories
$ helm registry login ghcr.io -u acme-bot --password «b»
Login Succeeded
$ helm repo list
NAME       	URL
bitnami    	https://charts.bitnami.com/bitnami
acme-charts	https://charts.acme.io/stable
`, V{"a": g.pwURL(), "b": g.ghp()}, "https://charts.bitnami.com/bitnami", "has been added to your repositories")

	g.ioAdd("helm-get-values-all-json", `
$ helm get values sentry -n sentry --all -o json | jq '{user: .user, mail: .mail, slack: .slack, github: .github}'
{
  "user": {
    "create": true,
    "email": "admin@acme.io",
    "password": "«a»"
  },
  "mail": {
    "backend": "smtp",
    "from": "sentry@acme.io",
    "host": "email-smtp.eu-west-1.amazonaws.com",
    "password": "«b»",
    "port": 587,
    "useTls": true,
    "username": "«c»"
  },
  "slack": {
    "clientId": "«_sc»",
    "clientSecret": "«d»",
    "signingSecret": "«e»"
  },
  "github": {
    "appId": «_gid»,
    "appName": "acme-sentry",
    "clientId": "«_ghc»",
    "clientSecret": "«f»",
    "webhookSecret": "«h»"
  }
}
`, V{"a": g.pw(), "b": "B" + g.s(alB64, 43), "c": g.awsID(), "_sc": g.digits(12) + "." + g.digits(13), "d": g.hex(32), "e": g.hex(32),
		"_gid": g.digits(6), "_ghc": "Iv23li" + g.an(14), "f": g.hex(40), "h": g.hex(40)}, "email-smtp.eu-west-1.amazonaws.com", "acme-sentry")

	g.ioAdd("helm-get-manifest-configmap-leak", `
$ helm get manifest airflow -n data | grep -A12 'kind: ConfigMap' | head -n 14
kind: ConfigMap
apiVersion: v1
metadata:
  name: airflow-config
  labels:
    tier: airflow
    component: config
    release: airflow
data:
  airflow.cfg: |-
    [core]
    fernet_key = «a»
    sql_alchemy_conn = postgresql+psycopg2://airflow:«b»@airflow-pg:5432/airflow
`, V{"a": g.b64u(43) + "=", "b": g.pwURL()}, "airflow-config", "postgresql+psycopg2://airflow:")

	g.ioAdd("kustomize-build-secret-generator", `
$ kustomize build overlays/prod | yq 'select(.kind == "Secret")'
apiVersion: v1
data:
  API_KEY: «a»
  JWT_SIGNING_KEY: «b»
kind: Secret
metadata:
  name: api-env-«_sfx»
  namespace: api
type: Opaque
`, V{"a": b64s(g.hex(40)), "b": b64s(g.b64(48)), "_sfx": g.s("bcdfghkmt2456789", 10)}, `select(.kind == "Secret")`, "overlays/prod")

	g.ioAdd("kubectl-kustomize-dockerconfig", `
$ kubectl kustomize base/registry
apiVersion: v1
data:
  .dockerconfigjson: «a»
kind: Secret
metadata:
  name: regcred-«_sfx»
type: kubernetes.io/dockerconfigjson
`, V{"a": b64s(`{"auths":{"` + "quay.io" + `":{"auth":"` + b64s("acme+ci_robot:"+g.s(alUpNum, 64)) + `"}}}`), "_sfx": g.s("bcdfghkmt2456789", 10)},
		"kubernetes.io/dockerconfigjson", "base/registry")

	g.ioAdd("helm-secrets-plugin-decrypt", `
$ helm secrets decrypt envs/prod/secrets.yaml
postgresql:
    auth:
        postgresPassword: «a»
        replicationPassword: «b»
redis:
    auth:
        password: «c»
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:«_acct»:key/«_kid»
          created_at: "2024-10-02T12:40:11Z"
          enc: «_blob»
          aws_profile: ""
    lastmodified: "2025-02-18T16:22:03Z"
    mac: ENC[AES256_GCM,data:«_mac»,iv:«_iv»,tag:«_tag»,type:str]
    version: 3.9.1
`, V{"a": g.pw(), "b": g.an(24), "c": g.an(32), "_acct": g.ioAcct(), "_kid": g.uuid(), "_blob": g.ioKMSBlob(),
		"_mac": g.s(alB64, 88), "_iv": g.s(alB64, 43) + "=", "_tag": g.s(alB64, 22) + "=="}, "postgresql:", "version: 3.9.1")
}

// ---- Argo CD, Flux, Crossplane ----

func (g *G) ioGitOps() {
	g.ioAdd("argocd-admin-initial-password", `
$ argocd admin initial-password -n argocd
«a»

 This password must be only used for first time login. We strongly recommend you update the password using ˋargocd account update-passwordˋ.
$ argocd login argocd.acme.io --username admin --password «a» --grpc-web
'admin:login' logged in successfully
Context 'argocd.acme.io' updated
`, V{"a": g.an(16)}, "This password must be only used for first time login.", "'admin:login' logged in successfully")

	iat := 1720000000 + g.r.IntN(20000000)
	g.ioAdd("argocd-account-generate-token", `
$ argocd account generate-token --account ci-deployer --expires-in 90d
«a»
$ argocd account get --account ci-deployer
Name:               ci-deployer
Enabled:            true
Capabilities:       apiKey

Tokens:
ID                                    ISSUED AT                  EXPIRING AT
«_id»  2025-03-05T11:40:22+01:00  2025-06-03T12:40:22+02:00
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iss":"argocd","sub":"ci-deployer:apiKey","nbf":%d,"iat":%d,"exp":%d,"jti":"%s"}`, iat, iat, iat+7776000, g.uuid())), "_id": g.uuid()},
		"Capabilities:       apiKey", "ci-deployer")

	g.ioAdd("argocd-app-get-helm-parameters", `
$ argocd app get payments -o yaml | yq '.spec.source.helm'
parameters:
  - name: image.tag
    value: v3.14.0
  - name: stripe.secretKey
    value: «a»
  - name: postgres.password
    value: «b»
releaseName: payments
valueFiles:
  - values-prod.yaml
`, V{"a": g.skLive(), "b": g.pw()}, "values-prod.yaml", "stripe.secretKey", "v3.14.0")

	g.ioAdd("argocd-repo-add-and-list", `
$ argocd repo add https://github.com/acme/deploy-manifests.git --username x-access-token --password «a»
Repository 'https://github.com/acme/deploy-manifests.git' added
$ argocd repo list
TYPE  NAME  REPO                                              INSECURE  OCI    LFS    CREDS  STATUS      MESSAGE  PROJECT
git         https://github.com/acme/deploy-manifests.git      false     false  false  true   Successful           
helm  acme  https://charts.acme.io/stable                     false     false  false  true   Successful           
`, V{"a": g.ghs()}, "https://github.com/acme/deploy-manifests.git", "x-access-token")

	g.ioAdd("argocd-cluster-secret-get", `
$ kubectl -n argocd get secret cluster-prod-eu -o jsonpath='{.data.config}' | base64 -d | jq .
{
  "bearerToken": "«a»",
  "tlsClientConfig": {
    "insecure": false,
    "caData": "«_ca»"
  }
}
`, V{"a": g.k8sSAToken(), "_ca": g.b64(800)}, "cluster-prod-eu", "tlsClientConfig")

	g.ioAdd("argocd-app-manifests-secret-rendered", `
$ argocd app manifests billing --source live | grep -B3 -A8 'kind: Secret'
---
apiVersion: v1
data:
  MAILGUN_API_KEY: «a»
  SIGNING_SECRET: «b»
kind: Secret
metadata:
  annotations:
    argocd.argoproj.io/tracking-id: billing:/Secret:billing/billing-env
  name: billing-env
  namespace: billing
type: Opaque
`, V{"a": b64s(g.mailgun()), "b": b64s(g.hex(64))}, "argocd.argoproj.io/tracking-id", "billing-env")

	g.ioAdd("flux-create-secret-git-export", `
$ flux create secret git infra-auth --url=https://gitlab.acme.io/platform/fleet.git --username=flux --password=«a» --export
---
apiVersion: v1
kind: Secret
metadata:
  name: infra-auth
  namespace: flux-system
stringData:
  password: «a»
  username: flux
`, V{"a": g.glpat()}, "https://gitlab.acme.io/platform/fleet.git", "flux-system")

	g.ioAdd("flux-bootstrap-output-env", `
$ export GITHUB_TOKEN=«a»
$ flux bootstrap github --owner=acme --repository=fleet-infra --branch=main --path=clusters/prod --personal=false
► connecting to github.com
► cloning branch "main" from Git repository "https://github.com/acme/fleet-infra.git"
✔ cloned repository
► generating component manifests
✔ generated component manifests
✔ committed component manifests to "main" ("«_sha»")
► pushing component manifests to "https://github.com/acme/fleet-infra.git"
► installing components in "flux-system" namespace
✔ installed components
✔ reconciled components
► determining if source secret "flux-system/flux-system" exists
► generating source secret
✔ public key: «_pub»
✔ configured deploy key "flux-system-main-flux-system-./clusters/prod" for "https://github.com/acme/fleet-infra"
`, V{"a": g.ghp(), "_sha": g.gitSHA(), "_pub": "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABh" + g.s(alB64, 128)},
		"flux-system/flux-system", "clusters/prod")

	g.ioAdd("crossplane-connection-secret", `
$ kubectl get secret orders-db-conn -n orders -o json | jq '.data | map_values(@base64d)'
{
  "endpoint": "orders-db.«_rds».us-east-2.rds.amazonaws.com",
  "password": "«a»",
  "port": "5432",
  "username": "masteruser"
}
$ kubectl get rdsinstances.rds.aws.upbound.io
NAME        SYNCED   READY   EXTERNAL-NAME   AGE
orders-db   True     True    orders-db       3d2h
`, V{"_rds": g.s(alLowNum, 12), "a": g.an(27)}, "rdsinstances.rds.aws.upbound.io", "masteruser")

	g.ioAdd("crossplane-providerconfig-secret-describe", `
$ kubectl get secret aws-creds -n crossplane-system -o jsonpath='{.data.creds}' | base64 -d
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
$ kubectl get providerconfigs.aws.upbound.io
NAME      AGE
default   41d
`, V{"a": g.awsID(), "b": g.awsSecret()}, "providerconfigs.aws.upbound.io", "crossplane-system")

	g.ioAdd("sealed-secrets-benign-and-raw-input", `
$ kubectl create secret generic smtp --from-literal=password=«a» --dry-run=client -o yaml | kubeseal -o yaml
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  creationTimestamp: null
  name: smtp
  namespace: mailer
spec:
  encryptedData:
    password: «_enc»
  template:
    metadata:
      creationTimestamp: null
      name: smtp
      namespace: mailer
`, V{"a": g.pw(), "_enc": "AgB" + g.s(alB64, 700) + "=="}, "bitnami.com/v1alpha1", "SealedSecret")
}

// ---- AWS CDK and CloudFormation ----

func (g *G) ioCDK() {
	acct := g.ioAcct()
	g.ioAdd("cdk-deploy-outputs", `
$ npx cdk deploy IngestStack --require-approval never

✨  Synthesis time: 6.41s

IngestStack: start: Building IngestStack Template
IngestStack: success: Built IngestStack Template
IngestStack: start: Publishing IngestStack Template («_acct»-eu-west-1)
IngestStack: success: Published IngestStack Template («_acct»-eu-west-1)
IngestStack: deploying... [1/1]
IngestStack: creating CloudFormation changeset...

 ✅  IngestStack

✨  Deployment time: 71.2s

Outputs:
IngestStack.ApiEndpoint4F160690 = https://«_api».execute-api.eu-west-1.amazonaws.com/prod/
IngestStack.PartnerUserAccessKeyId = «a»
IngestStack.PartnerUserSecretAccessKey = «b»
IngestStack.QueueUrl = https://sqs.eu-west-1.amazonaws.com/«_acct»/IngestStack-Queue4A7E3555-«_q»
Stack ARN:
arn:aws:cloudformation:eu-west-1:«_acct»:stack/IngestStack/«_sid»

✨  Total time: 77.61s
`, V{"_acct": acct, "_api": g.s(alLowNum, 10), "a": g.awsID(), "b": g.awsSecret(), "_q": g.s(alAlnum, 12), "_sid": g.uuid()},
		"IngestStack.ApiEndpoint4F160690", "Deployment time: 71.2s")

	g.ioAdd("cdk-synth-hardcoded-env", `
$ npx cdk synth WorkerStack | grep -A14 'AWS::Lambda::Function'
    Type: AWS::Lambda::Function
    Properties:
      Code:
        S3Bucket: cdk-hnb659fds-assets-«_acct»-us-east-1
        S3Key: «_asset».zip
      Environment:
        Variables:
          OPENAI_API_KEY: «a»
          PINECONE_API_KEY: «b»
          PINECONE_INDEX: docs-prod
      Handler: index.handler
      Role:
        Fn::GetAtt:
          - WorkerServiceRole2130CC7F
          - Arn
`, V{"_acct": g.ioAcct(), "_asset": g.hex(64), "a": g.openai(), "b": g.pinecone()}, "cdk-hnb659fds-assets-", "WorkerServiceRole2130CC7F", "docs-prod")

	g.ioAdd("cdk-diff-secret-unsafe-plaintext", `
$ npx cdk diff AuthStack
Stack AuthStack
Resources
[~] AWS::Cognito::UserPoolIdentityProvider AuthStack/Google GoogleB2E7A2C4
 └─ [~] ProviderDetails
     └─ [~] .client_secret:
         ├─ [-] «a»
         └─ [+] «b»
[~] AWS::SecretsManager::Secret AuthStack/SmtpSecret SmtpSecret5B91F0D2
 └─ [~] SecretString
     ├─ [-] {"username":"smtp-relay","password":"«c»"}
     └─ [+] {"username":"smtp-relay","password":"«d»"}


✨  Number of stacks with differences: 1
`, V{"a": g.gocspx(), "b": g.gocspx(), "c": "B" + g.s(alB64, 43), "d": "B" + g.s(alB64, 43)},
		"GoogleB2E7A2C4", "Number of stacks with differences: 1")

	g.ioAdd("cfn-describe-stacks-params-noecho-and-not", `
$ aws cloudformation describe-stacks --stack-name wordpress-prod --query 'Stacks[0].[Parameters,Outputs]'
[
    [
        {
            "ParameterKey": "DBPassword",
            "ParameterValue": "****"
        },
        {
            "ParameterKey": "WPAdminPassword",
            "ParameterValue": "«a»"
        },
        {
            "ParameterKey": "InstanceType",
            "ParameterValue": "t3.small"
        },
        {
            "ParameterKey": "KeyName",
            "ParameterValue": "wp-admin-2023"
        }
    ],
    [
        {
            "OutputKey": "WebsiteURL",
            "OutputValue": "http://ec2-18-184-22-90.eu-central-1.compute.amazonaws.com/wordpress",
            "Description": "WordPress Website"
        }
    ]
]
`, V{"a": g.pw()}, `"ParameterValue": "****"`, "wp-admin-2023", "WordPress Website")

	g.ioAdd("cfn-describe-stacks-outputs-table", `
$ aws cloudformation describe-stacks --stack-name partner-sftp --query 'Stacks[0].Outputs' --output table
--------------------------------------------------------------------------------------------------
|                                         DescribeStacks                                         |
+-----------------------+------------------------------------------------------------------------+
|       OutputKey       |                              OutputValue                               |
+-----------------------+------------------------------------------------------------------------+
|  ServerId             |  s-«_srv»                                                   |
|  SftpUserPassword     |  «a»                                                   |
|  SftpEndpoint         |  s-«_srv».server.transfer.us-east-1.amazonaws.com           |
|  UploaderSecretKey    |  «b»                              |
+-----------------------+------------------------------------------------------------------------+
`, V{"_srv": g.hex(17), "a": g.s(alAlnum, 20), "b": g.awsSecret()}, "SftpUserPassword", "DescribeStacks")

	g.ioAdd("cfn-describe-stack-events-failure", `
$ aws cloudformation describe-stack-events --stack-name etl-dev --max-items 2 --query 'StackEvents[].[LogicalResourceId,ResourceStatus,ResourceStatusReason]' --output text
RedshiftCluster	CREATE_FAILED	Resource handler returned message: "The password '«a»' is not valid. Passwords must contain at least one uppercase letter. (Service: Redshift, Status Code: 400, Request ID: «_req»)" (RequestToken: «_tok», HandlerErrorCode: InvalidRequest)
etl-dev	ROLLBACK_IN_PROGRESS	The following resource(s) failed to create: [RedshiftCluster]. Rollback requested by user.
`, V{"a": strings.ToLower(g.pw()), "_req": g.uuid(), "_tok": g.uuid()}, "ROLLBACK_IN_PROGRESS", "HandlerErrorCode: InvalidRequest")

	g.ioAdd("sam-deploy-parameter-overrides", `
$ sam deploy --stack-name slack-bot --parameter-overrides SlackBotToken=«a» SlackSigningSecret=«b» Stage=prod --no-confirm-changeset

	Deploying with following values
	===============================
	Stack name                   : slack-bot
	Region                       : us-east-1
	Confirm changeset            : False
	Deployment s3 bucket         : aws-sam-cli-managed-default-samclisourcebucket-«_bk»
	Capabilities                 : ["CAPABILITY_IAM"]
	Parameter overrides          : {"SlackBotToken": "*****", "SlackSigningSecret": "*****", "Stage": "prod"}
	Signing Profiles             : {}
`, V{"a": g.xoxb(), "b": g.hex(32), "_bk": g.s(alLowNum, 12)}, `"SlackBotToken": "*****"`, "CAPABILITY_IAM")
}

// ---- AWS CLI ----

func (g *G) ioAWS() {
	g.ioAdd("aws-iam-create-access-key", `
$ aws iam create-access-key --user-name ci-deployer
{
    "AccessKey": {
        "UserName": "ci-deployer",
        "AccessKeyId": "«a»",
        "Status": "Active",
        "SecretAccessKey": "«b»",
        "CreateDate": "«_d»"
    }
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_d": g.ioISO()}, `"UserName": "ci-deployer"`)

	g.ioAdd("aws-sts-assume-role", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/OrganizationAccountAccessRole --role-session-name dana-debug
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "«_exp»"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_ar»:dana-debug",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/OrganizationAccountAccessRole/dana-debug"
    }
}
`, V{"_acct": g.ioAcct(), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_exp": g.ioISO(), "_ar": g.s(alAWS, 17)}, "OrganizationAccountAccessRole")

	g.ioAdd("aws-sts-get-session-token-text", `
$ aws sts get-session-token --serial-number arn:aws:iam::«_acct»:mfa/dana --token-code 482913 --output text
CREDENTIALS	«a»	«_exp»	«b»	«c»
`, V{"_acct": g.ioAcct(), "a": g.awsTempID(), "_exp": g.ioISO(), "b": g.awsSecret(), "c": g.awsSession()}, "mfa/dana", "CREDENTIALS")

	g.ioAdd("aws-secretsmanager-get-secret-value", `
$ aws secretsmanager get-secret-value --secret-id prod/orders/db
{
    "ARN": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/orders/db-«_sfx»",
    "Name": "prod/orders/db",
    "VersionId": "«_v»",
    "SecretString": "{\"username\":\"orders_app\",\"password\":\"«a»\",\"engine\":\"postgres\",\"host\":\"orders.cluster-«_c».eu-west-1.rds.amazonaws.com\",\"port\":5432,\"dbClusterIdentifier\":\"orders\"}",
    "VersionStages": [
        "AWSCURRENT"
    ],
    "CreatedDate": "2025-02-27T10:14:51.224000+01:00"
}
`, V{"_acct": g.ioAcct(), "_sfx": g.an(6), "_v": g.uuid(), "a": g.s(alAlnum+"!#$%&*+-=?^_~", 30), "_c": g.s(alLowNum, 12)}, "AWSCURRENT", "orders_app")

	g.ioAdd("aws-ssm-get-parameters-by-path-decrypt", `
$ aws ssm get-parameters-by-path --path /prod/checkout/ --with-decryption --query 'Parameters[].[Name,Type,Value]' --output text
/prod/checkout/ADYEN_API_KEY	SecureString	«a»
/prod/checkout/ADYEN_MERCHANT	String	AcmeShopECOM
/prod/checkout/HMAC_KEY	SecureString	«b»
/prod/checkout/REDIS_URL	SecureString	rediss://default:«c»@checkout-cache.«_r».use1.cache.amazonaws.com:6379
`, V{"a": "AQE" + g.s(alAlnum+"+/", 100) + "=", "b": strings.ToUpper(g.hex(64)), "c": g.an(32), "_r": g.s(alLowNum, 6)}, "AcmeShopECOM", "/prod/checkout/ADYEN_MERCHANT")

	g.ioAdd("aws-ecr-get-login-password", `
$ aws ecr get-login-password --region us-east-1
«a»
$ aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin «_acct».dkr.ecr.us-east-1.amazonaws.com
Login Succeeded
`, V{"a": "eyJwYXlsb2FkIjoi" + g.s(alB64, 1900) + "=", "_acct": g.ioAcct()}, "--password-stdin", "Login Succeeded")

	g.ioAdd("aws-ec2-create-key-pair", `
$ aws ec2 create-key-pair --key-name bastion-2025 --key-type ed25519 --query 'KeyMaterial' --output text
«a»
$ aws ec2 describe-key-pairs --key-names bastion-2025
{
    "KeyPairs": [
        {
            "KeyPairId": "«_kp»",
            "KeyFingerprint": "«_fp»",
            "KeyName": "bastion-2025",
            "KeyType": "ed25519",
            "Tags": [],
            "CreateTime": "«_d»"
        }
    ]
}
`, V{"a": func() string { k, _ := g.sshEd25519("bastion-2025"); return k.block() }(), "_kp": g.ioRid("key"), "_fp": g.b64(32)[:43] + "=", "_d": g.ioISO()}, "bastion-2025")

	g.ioAdd("aws-ec2-get-password-data", `
$ aws ec2 get-password-data --instance-id «_i» --priv-launch-key ~/.ssh/win-launch.pem
{
    "InstanceId": "«_i»",
    "PasswordData": "«a»",
    "Timestamp": "«_d»"
}
`, V{"_i": g.ioRid("i"), "a": g.s(alAlnum+"!$%&()*;=?@.", 32), "_d": g.ioISO()}, "win-launch.pem")

	g.ioAdd("aws-rds-generate-db-auth-token", `
$ aws rds generate-db-auth-token --hostname reporting.«_c».us-east-1.rds.amazonaws.com --port 5432 --region us-east-1 --username iam_reader
reporting.«_c».us-east-1.rds.amazonaws.com:5432/?Action=connect&DBUser=iam_reader&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20250306%2Fus-east-1%2Frds-db%2Faws4_request&X-Amz-Date=20250306T101744Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Security-Token=«b»&X-Amz-Signature=«c»
`, V{"_c": g.s(alLowNum, 12), "a": g.awsTempID(), "b": "IQoJb3JpZ2luX2VjE" + g.s(alAlnum, 300) + "%3D%3D", "c": g.hex(64)}, "iam_reader", "X-Amz-Expires=900")

	g.ioAdd("aws-lambda-get-function-configuration", `
$ aws lambda get-function-configuration --function-name stripe-webhook-prod --query 'Environment'
{
    "Variables": {
        "STRIPE_WEBHOOK_SECRET": "«a»",
        "STRIPE_SECRET_KEY": "«b»",
        "TABLE_NAME": "payments-prod",
        "POWERTOOLS_SERVICE_NAME": "stripe-webhook"
    }
}
`, V{"a": g.whsec(), "b": g.skLive()}, "payments-prod", "POWERTOOLS_SERVICE_NAME")

	g.ioAdd("aws-ecs-describe-task-definition-env", `
$ aws ecs describe-task-definition --task-definition metabase:12 --query 'taskDefinition.containerDefinitions[0].environment'
[
    {
        "name": "MB_DB_TYPE",
        "value": "postgres"
    },
    {
        "name": "MB_DB_PASS",
        "value": "«a»"
    },
    {
        "name": "MB_ENCRYPTION_SECRET_KEY",
        "value": "«b»"
    },
    {
        "name": "MB_DB_HOST",
        "value": "metabase-db.internal.acme.io"
    }
]
`, V{"a": g.pw(), "b": g.b64(32)}, "metabase-db.internal.acme.io", "MB_DB_TYPE")

	g.ioAdd("aws-cognito-create-user-pool-client", `
$ aws cognito-idp create-user-pool-client --user-pool-id eu-west-1_«_pool» --client-name backoffice --generate-secret --allowed-o-auth-flows client_credentials
{
    "UserPoolClient": {
        "UserPoolId": "eu-west-1_«_pool»",
        "ClientName": "backoffice",
        "ClientId": "«_cid»",
        "ClientSecret": "«a»",
        "LastModifiedDate": "2025-03-06T11:20:03.118000+01:00",
        "CreationDate": "2025-03-06T11:20:03.118000+01:00",
        "RefreshTokenValidity": 30,
        "AllowedOAuthFlows": [
            "client_credentials"
        ]
    }
}
`, V{"_pool": g.an(9), "_cid": g.s(alLowNum, 26), "a": g.s(alLowNum, 51)}, "backoffice", "RefreshTokenValidity")

	g.ioAdd("aws-codeartifact-token-and-npm", `
$ export CODEARTIFACT_AUTH_TOKEN=$(aws codeartifact get-authorization-token --domain acme --domain-owner «_acct» --query authorizationToken --output text)
$ echo $CODEARTIFACT_AUTH_TOKEN
«a»
$ aws codeartifact login --tool npm --repository npm-internal --domain acme --domain-owner «_acct»
Successfully configured npm to use AWS CodeArtifact repository https://acme-«_acct».d.codeartifact.eu-central-1.amazonaws.com/npm/npm-internal/
Login expires in 12 hours at 2025-03-06 23:41:12+01:00
`, V{"_acct": g.ioAcct(), "a": b64raw(`{"ver":1,"isu":`) + g.s(alB64U, 900)}, "npm-internal", "Login expires in 12 hours")

	g.ioAdd("aws-configure-export-credentials", `
$ aws configure export-credentials --profile prod-admin --format env
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_SESSION_TOKEN=«c»
export AWS_CREDENTIAL_EXPIRATION=«_exp»
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_exp": g.ioISO()}, "prod-admin")

	g.ioAdd("aws-configure-list-masked-benign", `
$ aws configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                <not set>             None    None
access_key     ****************«_k1» shared-credentials-file    
secret_key     ****************«_k2» shared-credentials-file    
    region                eu-west-1      config-file    ~/.aws/config
$ aws sts get-caller-identity
{
    "UserId": "AIDA«_uid»",
    "Account": "«_acct»",
    "Arn": "arn:aws:iam::«_acct»:user/dana"
}
`, V{"_k1": g.s(alAWS, 4), "_k2": g.s(alB64, 4), "_uid": g.s(alAWS, 17), "_acct": g.ioAcct()}, "shared-credentials-file", "arn:aws:iam::")

	g.ioAdd("aws-iam-service-specific-credential", `
$ aws iam create-service-specific-credential --user-name codecommit-ci --service-name codecommit.amazonaws.com
{
    "ServiceSpecificCredential": {
        "CreateDate": "«_d»",
        "ServiceName": "codecommit.amazonaws.com",
        "ServiceUserName": "codecommit-ci-at-«_acct»",
        "ServicePassword": "«a»",
        "ServiceSpecificCredentialId": "ACCA«_id»",
        "UserName": "codecommit-ci",
        "Status": "Active"
    }
}
`, V{"_d": g.ioISO(), "_acct": g.ioAcct(), "a": g.s(alB64, 44), "_id": g.s(alAWS, 17)}, "codecommit-ci", "codecommit.amazonaws.com")

	g.ioAdd("aws-iam-create-login-profile-cmd", `
$ aws iam create-login-profile --user-name temp-auditor --password '«a»' --password-reset-required
{
    "LoginProfile": {
        "UserName": "temp-auditor",
        "CreateDate": "«_d»",
        "PasswordResetRequired": true
    }
}
`, V{"a": g.pwStrong(), "_d": g.ioISO()}, "temp-auditor", "PasswordResetRequired")

	g.ioAdd("aws-lightsail-get-instance-access-details", `
$ aws lightsail get-instance-access-details --instance-name wp-blog --protocol ssh
{
    "accessDetails": {
        "certKey": "«_ck»",
        "expiresAt": "2025-03-06T12:10:00+01:00",
        "ipAddress": "3.120.44.17",
        "password": "",
        "privateKey": "«a»",
        "protocol": "ssh",
        "instanceName": "wp-blog",
        "username": "bitnami",
        "hostKeys": []
    }
}
`, V{"_ck": "ssh-rsa-cert-v01@openssh.com " + g.s(alB64, 600), "a": jsonEsc(g.rsaPEM().block())}, "wp-blog", "bitnami")

	g.ioAdd("aws-s3-presign-url", `
$ aws s3 presign s3://acme-exports/finance/2025-02.csv --expires-in 604800
https://acme-exports.s3.eu-west-1.amazonaws.com/finance/2025-02.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20250306%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250306T102208Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«b»
`, V{"a": g.awsID(), "b": g.hex(64)}, "finance/2025-02.csv", "X-Amz-Expires=604800")
}

// ---- gcloud ----

func (g *G) ioGcloud() {
	js, kid, pk := g.ioSAKey("acme-data-prod", "looker-sync")
	g.ioAdd("gcloud-sa-keys-create-and-cat", `
$ gcloud iam service-accounts keys create looker-sync.json --iam-account=looker-sync@acme-data-prod.iam.gserviceaccount.com
created key [«_kid»] of type [json] as [looker-sync.json] for [looker-sync@acme-data-prod.iam.gserviceaccount.com]
$ cat looker-sync.json
`+js+`
`, V{"_kid": kid, "sakey": pk}, "looker-sync@acme-data-prod.iam.gserviceaccount.com")

	g.ioAdd("gcloud-print-access-token", `
$ gcloud auth print-access-token
«a»
$ curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" "https://cloudresourcemanager.googleapis.com/v1/projects/acme-web-prod" | jq .lifecycleState
"ACTIVE"
`, V{"a": g.ya29()}, "acme-web-prod", "cloudresourcemanager.googleapis.com")

	iat := 1720000000 + g.r.IntN(20000000)
	g.ioAdd("gcloud-print-identity-token", `
$ gcloud auth print-identity-token --audiences=https://reports-«_h»-ew.a.run.app
«a»
`, V{"_h": g.s(alLowNum, 10), "a": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://reports-x-ew.a.run.app","azp":"dana@acme.io","email":"dana@acme.io","email_verified":true,"exp":%d,"iat":%d,"iss":"https://accounts.google.com","sub":"1%s"}`, iat+3600, iat, g.digits(20)))}, "--audiences=")

	g.ioAdd("gcloud-config-helper-json", `
$ gcloud config config-helper --format=json
{
  "configuration": {
    "active_configuration": "prod",
    "properties": {
      "compute": {
        "region": "europe-west1",
        "zone": "europe-west1-b"
      },
      "core": {
        "account": "dana@acme.io",
        "disable_usage_reporting": "True",
        "project": "acme-web-prod"
      }
    }
  },
  "credential": {
    "access_token": "«a»",
    "id_token": "«b»",
    "token_expiry": "2025-03-06T11:48:02Z"
  },
  "sentinels": {
    "config_sentinel": "/home/dana/.config/gcloud/config_sentinel"
  }
}
`, V{"a": g.ya29(), "b": g.jwt("RS256", `{"iss":"https://accounts.google.com","azp":"32555940559.apps.googleusercontent.com","aud":"32555940559.apps.googleusercontent.com","email":"dana@acme.io"}`)},
		"/home/dana/.config/gcloud/config_sentinel", "europe-west1-b")

	g.ioAdd("gcloud-secrets-versions-access", `
$ gcloud secrets versions list stripe-secret-key --project acme-web-prod
NAME  STATE     CREATED              DESTROYED
3     enabled   2025-02-11T09:12:44  -
2     disabled  2024-11-02T14:01:09  -
$ gcloud secrets versions access latest --secret=stripe-secret-key --project acme-web-prod
«a»
`, V{"a": g.skLive()}, "stripe-secret-key", "2024-11-02T14:01:09")

	g.ioAdd("gcloud-api-keys-create", `
$ gcloud services api-keys create --display-name="maps-frontend" --api-target=service=maps-backend.googleapis.com
Operation [operations/akmf.p7-«_op»] complete. Result: {
    "@type":"type.googleapis.com/google.api.apikeys.v2.Key",
    "createTime":"2025-03-06T10:31:12.418511Z",
    "displayName":"maps-frontend",
    "etag":"W/\"«_etag»\"",
    "keyString":"«a»",
    "name":"projects/«_pn»/locations/global/keys/«_kid»",
    "restrictions":{
      "apiTargets":[
        {
          "service":"maps-backend.googleapis.com"
        }
      ]
    },
    "uid":"«_kid»",
    "updateTime":"2025-03-06T10:31:12.524893Z"
  }
`, V{"_op": g.digits(12) + "-" + g.uuid(), "_etag": g.b64(16), "a": g.googleKey(), "_pn": g.digits(12), "_kid": g.uuid()}, "maps-frontend", "type.googleapis.com/google.api.apikeys.v2.Key")

	g.ioAdd("gcloud-sql-users-and-connect", `
$ gcloud sql users set-password postgres --instance=orders-pg --password='«a»'
Updating Cloud SQL user...done.
$ gcloud sql users list --instance=orders-pg
NAME          HOST  TYPE      PASSWORD_POLICY
orders_app          BUILT_IN
postgres            BUILT_IN
sa-looker@acme-data-prod.iam  CLOUD_IAM_SERVICE_ACCOUNT
`, V{"a": g.pwStrong()}, "orders-pg", "CLOUD_IAM_SERVICE_ACCOUNT")

	g.ioAdd("gcloud-hmac-keys-create", `
$ gcloud storage hmac create backup-writer@acme-ops.iam.gserviceaccount.com
accessId: GOOG1E«_id»
secret: «a»
metadata:
  accessId: GOOG1E«_id»
  etag: «_etag»
  id: acme-ops/GOOG1E«_id»
  kind: storage#hmacKey
  projectId: acme-ops
  serviceAccountEmail: backup-writer@acme-ops.iam.gserviceaccount.com
  state: ACTIVE
  timeCreated: '2025-03-06T10:40:33.871Z'
`, V{"_id": g.s(alUpNum, 55), "a": g.s(alB64, 40), "_etag": g.b64(9)}, "storage#hmacKey", "backup-writer@acme-ops.iam.gserviceaccount.com")

	g.ioAdd("gcloud-run-services-describe-env", `
$ gcloud run services describe checkout --region europe-west1 --format='yaml(spec.template.spec.containers[0].env)'
spec:
  template:
    spec:
      containers:
      - env:
        - name: NODE_ENV
          value: production
        - name: BRAINTREE_PRIVATE_KEY
          value: «a»
        - name: SESSION_SECRET
          value: «b»
        - name: DB_PASSWORD
          valueFrom:
            secretKeyRef:
              key: latest
              name: checkout-db-password
`, V{"a": g.hex(32), "b": g.b64(48)}, "checkout-db-password", "BRAINTREE_PRIVATE_KEY")
}

// ---- Azure CLI ----

func (g *G) ioAz() {
	g.ioAdd("az-ad-sp-create-for-rbac", `
$ az ad sp create-for-rbac --name gh-actions-deploy --role Contributor --scopes /subscriptions/«_sub»/resourceGroups/rg-web-prod
Creating 'Contributor' role assignment under scope '/subscriptions/«_sub»/resourceGroups/rg-web-prod'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "displayName": "gh-actions-deploy",
  "password": "«a»",
  "tenant": "«_t»"
}
`, V{"_sub": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "gh-actions-deploy", "https://aka.ms/azadsp-cli")

	g.ioAdd("az-ad-app-credential-reset", `
$ az ad app credential reset --id «_app» --append --display-name 2025-rotation --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "password": "«a»",
  "tenant": "«_t»"
}
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "2025-rotation")

	g.ioAdd("az-storage-account-keys-list-table", `
$ az storage account keys list -g rg-data -n acmedatalake01 -o table
CreationTime                      KeyName    Permissions    Value
--------------------------------  ---------  -------------  ----------------------------------------------------------------------------------------
2024-08-14T09:12:40.118340+00:00  key1       FULL           «a»
2024-08-14T09:12:40.118340+00:00  key2       FULL           «b»
`, V{"a": g.azStorage(), "b": g.azStorage()}, "acmedatalake01", "Permissions")

	g.ioAdd("az-storage-show-connection-string", `
$ az storage account show-connection-string -g rg-data -n acmedatalake01
{
  "connectionString": "DefaultEndpointsProtocol=https;EndpointSuffix=core.windows.net;AccountName=acmedatalake01;AccountKey=«a»;BlobEndpoint=https://acmedatalake01.blob.core.windows.net/;FileEndpoint=https://acmedatalake01.file.core.windows.net/;QueueEndpoint=https://acmedatalake01.queue.core.windows.net/;TableEndpoint=https://acmedatalake01.table.core.windows.net/"
}
`, V{"a": g.azStorage()}, "https://acmedatalake01.blob.core.windows.net/")

	g.ioAdd("az-storage-container-generate-sas", `
$ az storage container generate-sas --account-name acmedatalake01 --name exports --permissions rl --expiry 2025-04-01T00:00Z --auth-mode key -o tsv
se=2025-04-01T00%3A00Z&sp=rl&sv=2022-11-02&sr=c&sig=«a»
`, V{"a": g.s(alAlnum, 43) + "%3D"}, "sp=rl&sv=2022-11-02&sr=c", "--permissions rl")

	g.ioAdd("az-acr-credential-show", `
$ az acr credential show -n acmeregistry
{
  "passwords": [
    {
      "name": "password",
      "value": "«a»"
    },
    {
      "name": "password2",
      "value": "«b»"
    }
  ],
  "username": "acmeregistry"
}
`, V{"a": g.an(32) + "+ACR" + g.an(16), "b": g.an(32) + "+ACR" + g.an(16)}, `"username": "acmeregistry"`)

	g.ioAdd("az-cosmosdb-keys-list", `
$ az cosmosdb keys list -n cosmos-orders-weu -g rg-orders --type keys
{
  "primaryMasterKey": "«a»",
  "primaryReadonlyMasterKey": "«b»",
  "secondaryMasterKey": "«c»",
  "secondaryReadonlyMasterKey": "«d»"
}
`, V{"a": g.s(alB64, 86) + "==", "b": g.s(alB64, 86) + "==", "c": g.s(alB64, 86) + "==", "d": g.s(alB64, 86) + "=="}, "cosmos-orders-weu")

	g.ioAdd("az-keyvault-secret-show", `
$ az keyvault secret show --vault-name kv-payments-prod --name adyen-api-key
{
  "attributes": {
    "created": "2025-01-20T13:41:07+00:00",
    "enabled": true,
    "expires": null,
    "notBefore": null,
    "recoverableDays": 90,
    "recoveryLevel": "Recoverable",
    "updated": "2025-01-20T13:41:07+00:00"
  },
  "contentType": null,
  "id": "https://kv-payments-prod.vault.azure.net/secrets/adyen-api-key/«_ver»",
  "kid": null,
  "managed": null,
  "name": "adyen-api-key",
  "tags": {},
  "value": "«a»"
}
`, V{"_ver": g.hex(32), "a": "AQE" + g.s(alAlnum+"+/", 100) + "="}, "kv-payments-prod", "recoverableDays")

	t := g.uuid()
	g.ioAdd("az-account-get-access-token", `
$ az account get-access-token --resource https://management.azure.com/
{
  "accessToken": "«a»",
  "expiresOn": "2025-03-06 12:31:55.000000",
  "expires_on": 1741260715,
  "subscription": "«_sub»",
  "tenant": "«_t»",
  "tokenType": "Bearer"
}
`, V{"a": g.ioAzJWT(t), "_sub": g.uuid(), "_t": t}, "https://management.azure.com/", "tokenType")

	g.ioAdd("az-redis-list-keys-tsv", `
$ az redis list-keys -n redis-session-weu -g rg-web -o tsv
«a»	«b»
$ az redis show -n redis-session-weu -g rg-web --query hostName -o tsv
redis-session-weu.redis.cache.windows.net
`, V{"a": g.s(alAlnum, 43) + "=", "b": g.s(alAlnum, 43) + "="}, "redis-session-weu.redis.cache.windows.net")

	g.ioAdd("az-webapp-publishing-profile", `
$ az webapp deployment list-publishing-profiles -n app-portal-prod -g rg-portal --query "[?publishMethod=='MSDeploy']"
[
  {
    "SQLServerDBConnectionString": "",
    "controlPanelLink": "https://portal.azure.com",
    "destinationAppUrl": "https://app-portal-prod.azurewebsites.net",
    "msdeploySite": "app-portal-prod",
    "profileName": "app-portal-prod - Web Deploy",
    "publishMethod": "MSDeploy",
    "publishUrl": "app-portal-prod.scm.azurewebsites.net:443",
    "userName": "$app-portal-prod",
    "userPWD": "«a»",
    "webSystem": "WebSites"
  }
]
`, V{"a": g.an(60)}, "app-portal-prod.scm.azurewebsites.net:443", "$app-portal-prod")

	g.ioAdd("az-sql-server-create-cmd", `
$ az sql server create -n sql-reporting-weu -g rg-reporting -l westeurope --admin-user sqladmin --admin-password '«a»'
{
  "administratorLogin": "sqladmin",
  "administratorLoginPassword": null,
  "fullyQualifiedDomainName": "sql-reporting-weu.database.windows.net",
  "id": "/subscriptions/«_sub»/resourceGroups/rg-reporting/providers/Microsoft.Sql/servers/sql-reporting-weu",
  "location": "westeurope",
  "minimalTlsVersion": "1.2",
  "state": "Ready",
  "version": "12.0"
}
`, V{"a": g.pwStrong(), "_sub": g.uuid()}, "sql-reporting-weu.database.windows.net", `"administratorLoginPassword": null`)

	g.ioAdd("az-eventhubs-authorization-rule-keys", `
$ az eventhubs namespace authorization-rule keys list -g rg-telemetry --namespace-name evh-telemetry-weu -n RootManageSharedAccessKey -o yaml
keyName: RootManageSharedAccessKey
primaryConnectionString: Endpoint=sb://evh-telemetry-weu.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»
primaryKey: «a»
secondaryConnectionString: Endpoint=sb://evh-telemetry-weu.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»
secondaryKey: «b»
`, V{"a": g.s(alB64, 43) + "=", "b": g.s(alB64, 43) + "="}, "sb://evh-telemetry-weu.servicebus.windows.net/", "RootManageSharedAccessKey")
}

// ---- Vault ----

func (g *G) ioVault() {
	g.ioAdd("vault-kv-get-table", `
$ vault kv get secret/payments/prod
======= Secret Path =======
secret/data/payments/prod

======= Metadata =======
Key                Value
---                -----
created_time       2025-02-19T15:22:41.410358Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            7

========= Data =========
Key                   Value
---                   -----
adyen_hmac_key        «a»
db_password           «b»
merchant_account      AcmeShopECOM
stripe_secret_key     «c»
`, V{"a": strings.ToUpper(g.hex(64)), "b": g.pwStrong(), "c": g.skLive()}, "secret/data/payments/prod", "AcmeShopECOM", "custom_metadata    <nil>")

	g.ioAdd("vault-read-database-creds", `
$ vault read database/creds/analytics-readonly
Key                Value
---                -----
lease_id           database/creds/analytics-readonly/«_lease»
lease_duration     1h
lease_renewable    true
password           «a»
username           v-token-analytic-«_u»-«_ts»
`, V{"_lease": g.an(24), "a": g.ioVaultPw(), "_u": g.an(20), "_ts": g.ioUnix()}, "lease_renewable    true", "database/creds/analytics-readonly/")

	g.ioAdd("vault-token-create", `
$ vault token create -policy=deploy -ttl=72h -display-name=ci-release
Key                  Value
---                  -----
token                «a»
token_accessor       «_acc»
token_duration       72h
token_renewable      true
token_policies       ["default" "deploy"]
identity_policies    []
policies             ["default" "deploy"]
`, V{"a": g.vaultTok(), "_acc": g.an(24)}, `["default" "deploy"]`, "token_accessor")

	g.ioAdd("vault-operator-init", `
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
`, V{"a": g.b64(33), "b": g.b64(33), "c": g.b64(33), "d": g.b64(33), "e": g.b64(33), "f": g.vaultOld()},
		"Vault initialized with 5 key shares and a key threshold of 3.")

	g.ioAdd("vault-login-output", `
$ vault login -method=userpass username=dana
Password (will be hidden): 
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.

Key                    Value
---                    -----
token                  «a»
token_accessor         «_acc»
token_duration         768h
token_renewable        true
token_policies         ["default" "ops"]
identity_policies      []
policies               ["default" "ops"]
token_meta_username    dana
`, V{"a": g.vaultTok(), "_acc": g.an(24)}, "token_meta_username    dana", "Password (will be hidden):")

	g.ioAdd("vault-approle-secret-id", `
$ vault read -field=role_id auth/approle/role/jenkins/role-id
«_rid»
$ vault write -f auth/approle/role/jenkins/secret-id
Key                   Value
---                   -----
secret_id             «a»
secret_id_accessor    «_acc»
secret_id_num_uses    0
secret_id_ttl         0s
`, V{"_rid": g.uuid(), "a": g.uuid(), "_acc": g.uuid()}, "auth/approle/role/jenkins/secret-id", "secret_id_num_uses")

	g.ioAdd("vault-read-aws-creds-json", `
$ vault read -format=json aws/creds/s3-uploader
{
  "request_id": "«_req»",
  "lease_id": "aws/creds/s3-uploader/«_lease»",
  "lease_duration": 900,
  "renewable": false,
  "data": {
    "access_key": "«a»",
    "secret_key": "«b»",
    "security_token": "«c»",
    "ttl": 899
  },
  "warnings": null
}
`, V{"_req": g.uuid(), "_lease": g.an(24), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "aws/creds/s3-uploader/")

	cert := g.certPEM().block()
	ca := g.certPEM().block()
	g.ioAdd("vault-pki-issue", `
$ vault write pki_int/issue/internal common_name=grpc.payments.svc ttl=720h
Key                 Value
---                 -----
ca_chain            [«_ca»]
certificate         «_cert»
expiration          1743861402
issuing_ca          «_ca»
private_key         «a»
private_key_type    rsa
serial_number       «_sn»
`, V{"_ca": ca, "_cert": cert, "a": g.rsaPEM().block(), "_sn": g.ioFpr() + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2)}, "grpc.payments.svc", "private_key_type    rsa")

	g.ioAdd("vault-transit-encrypt-benign-and-decrypt", `
$ vault write transit/encrypt/orders plaintext=$(echo -n '4111111111111111' | base64)
Key            Value
---            -----
ciphertext     vault:v1:«_ct»
key_version    1
$ vault write -field=plaintext transit/decrypt/orders ciphertext=vault:v1:«_ct2» | base64 -d
«a»
`, V{"_ct": g.s(alB64, 64), "_ct2": g.s(alB64, 92), "a": g.s(alAlnum, 32)}, "transit/encrypt/orders", "key_version    1")

	g.ioAdd("vault-kv-get-json-field", `
$ vault kv get -format=json kv/ci/npm | jq .data.data
{
  "NPM_TOKEN": "«a»",
  "registry": "https://registry.npmjs.org/"
}
$ vault kv get -field=SONAR_TOKEN kv/ci/sonar
«b»
`, V{"a": g.npmTok(), "b": "sqa_" + g.hex(40)}, "https://registry.npmjs.org/", "kv/ci/sonar")

	g.ioAdd("vault-kv-metadata-benign", `
$ vault kv metadata get secret/payments/prod
========= Metadata Path =========
secret/metadata/payments/prod

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2024-06-02T08:11:37.001245Z
current_version         7
custom_metadata         map[owner:payments-team]
delete_version_after    0s
max_versions            0
oldest_version          0
updated_time            2025-02-19T15:22:41.410358Z
`, nil, "secret/metadata/payments/prod", "map[owner:payments-team]")

	g.ioAdd("vault-token-lookup-benign-accessor", `
$ vault token lookup -accessor «_acc»
Key                 Value
---                 -----
accessor            «_acc»
creation_time       1741255362
creation_ttl        72h
display_name        token-ci-release
entity_id           n/a
expire_time         2025-03-09T11:02:42.118873Z
explicit_max_ttl    0s
id                  n/a
issue_time          2025-03-06T11:02:42.118866Z
meta                <nil>
num_uses            0
orphan              false
path                auth/token/create
policies            [default deploy]
renewable           true
ttl                 71h58m3s
type                service
`, V{"_acc": g.an(24)}, "token-ci-release", "auth/token/create")
}

// ---- Consul and Nomad ----

func (g *G) ioConsulNomad() {
	g.ioAdd("consul-acl-bootstrap", `
$ consul acl bootstrap
AccessorID:       «_acc»
SecretID:         «a»
Partition:        default
Namespace:        default
Description:      Bootstrap Token (Global Management)
Local:            false
Create Time:      2025-03-06 11:10:42.501123 +0000 UTC
Policies:
   00000000-0000-0000-0000-000000000001 - global-management
`, V{"_acc": g.uuid(), "a": g.uuid()}, "Bootstrap Token (Global Management)", "00000000-0000-0000-0000-000000000001 - global-management")

	g.ioAdd("consul-acl-token-create", `
$ consul acl token create -description "prometheus scrape" -policy-name prometheus-read
AccessorID:       «_acc»
SecretID:         «a»
Partition:        default
Namespace:        default
Description:      prometheus scrape
Local:            false
Create Time:      2025-03-06 11:14:03.92271 +0000 UTC
Policies:
   «_pol» - prometheus-read
`, V{"_acc": g.uuid(), "a": g.uuid(), "_pol": g.uuid()}, "prometheus-read", "prometheus scrape")

	g.ioAdd("consul-keygen-and-config", `
$ consul keygen
«a»
$ consul members
Node        Address          Status  Type    Build   Protocol  DC   Partition  Segment
consul-1    10.30.0.11:8301  alive   server  1.20.2  2         fra  default    <all>
consul-2    10.30.0.12:8301  alive   server  1.20.2  2         fra  default    <all>
worker-a1   10.30.4.21:8301  alive   client  1.20.2  2         fra  default    <default>
`, V{"a": g.b64(32)}, "10.30.0.11:8301", "consul-2")

	g.ioAdd("consul-kv-get-recurse", `
$ consul kv get -recurse config/billing/
config/billing/feature_flags:{"new_invoices":true}
config/billing/log_level:info
config/billing/mailgun_api_key:«a»
config/billing/pg_dsn:postgres://billing:«b»@pg-billing.service.consul:5432/billing
config/billing/replicas:3
`, V{"a": g.mailgun(), "b": g.pwURL()}, "pg-billing.service.consul", `config/billing/feature_flags:{"new_invoices":true}`)

	g.ioAdd("nomad-acl-bootstrap", `
$ nomad acl bootstrap
Accessor ID  = «_acc»
Secret ID    = «a»
Name         = Bootstrap Token
Type         = management
Global       = true
Create Time  = 2025-03-06 11:20:51.022115 +0000 UTC
Expiry Time  = <none>
Create Index = 7
Modify Index = 7
Policies     = n/a
Roles        = n/a
`, V{"_acc": g.uuid(), "a": g.uuid()}, "Bootstrap Token", "Expiry Time  = <none>")

	g.ioAdd("nomad-job-inspect-env-and-template", `
$ nomad job inspect -json traefik | jq '.TaskGroups[0].Tasks[0] | {Env, tmpl: .Templates[0].EmbeddedTmpl}'
{
  "Env": {
    "CF_DNS_API_TOKEN": "«a»",
    "TRAEFIK_LOG_LEVEL": "INFO"
  },
  "tmpl": "[http.middlewares.auth.basicAuth]\n  users = [\"admin:«b»\"]\n"
}
`, V{"a": g.cfToken(), "b": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)}, "TRAEFIK_LOG_LEVEL", "[http.middlewares.auth.basicAuth]")

	g.ioAdd("nomad-var-get", `
$ nomad var get nomad/jobs/grafana
Namespace   = default
Path        = nomad/jobs/grafana
Create Time = 2025-02-28T09:40:11+01:00
Check Index = 1842

Items
admin_password   = «a»
oauth_secret     = «b»
smtp_user        = grafana@acme.io
`, V{"a": g.pw(), "b": g.an(40)}, "nomad/jobs/grafana", "smtp_user        = grafana@acme.io")

	g.ioAdd("nomad-alloc-exec-env", `
$ nomad alloc exec -task api «_alloc» env | grep -Ev '^(NOMAD_|PATH|HOSTNAME)'
HOME=/root
VAULT_TOKEN=«a»
DATABASE_URL=postgres://api:«b»@10.30.4.40:5432/api
OTEL_EXPORTER_OTLP_ENDPOINT=http://10.30.4.21:4317
`, V{"_alloc": g.hex(8), "a": g.vaultTok(), "b": g.pwURL()}, "OTEL_EXPORTER_OTLP_ENDPOINT=http://10.30.4.21:4317")

	g.ioAdd("nomad-operator-gossip-keyring", `
$ nomad operator gossip keyring generate
«a»
$ nomad operator gossip keyring install «a»
==> Installing new gossip encryption key...
$ nomad operator gossip keyring list
==> Gathering installed encryption keys...
Key
«b»
«a»
`, V{"a": g.b64(32), "b": g.b64(32)}, "Gathering installed encryption keys")
}

// ---- docker compose config, docker inspect ----

func (g *G) ioCompose() {
	g.ioAdd("compose-config-resolved-env", `
$ docker compose config
name: shopfront
services:
  api:
    build:
      context: /home/dana/src/shopfront
      dockerfile: Dockerfile
    depends_on:
      db:
        condition: service_healthy
        required: true
    environment:
      DATABASE_URL: postgres://shop:«a»@db:5432/shop
      NODE_ENV: production
      STRIPE_SECRET_KEY: «b»
    networks:
      default: null
    ports:
      - mode: ingress
        target: 3000
        published: "3000"
        protocol: tcp
  db:
    environment:
      POSTGRES_DB: shop
      POSTGRES_PASSWORD: «a»
      POSTGRES_USER: shop
    image: postgres:16-alpine
networks:
  default:
    name: shopfront_default
`, V{"a": g.pwURL(), "b": g.skTest()}, "shopfront_default", "postgres:16-alpine", "condition: service_healthy")

	g.ioAdd("compose-config-json-environment", `
$ docker compose -f compose.yml -f compose.prod.yml config --format json | jq '.services.worker.environment'
{
  "CELERY_BROKER_URL": "amqp://celery:«a»@rabbitmq:5672//",
  "DJANGO_SECRET_KEY": "«b»",
  "DJANGO_SETTINGS_MODULE": "config.settings.production",
  "SENTRY_DSN": "https://«=dsn»@o«_o».ingest.sentry.io/«_p»"
}
`, V{"a": g.pwURL(), "b": g.s(alDjango, 50), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "config.settings.production", "CELERY_BROKER_URL")

	g.ioAdd("docker-inspect-config-env", `
$ docker inspect --format '{{json .Config.Env}}' n8n | jq .
[
  "N8N_ENCRYPTION_KEY=«a»",
  "DB_POSTGRESDB_PASSWORD=«b»",
  "N8N_HOST=n8n.acme.io",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "NODE_VERSION=20.18.0",
  "N8N_VERSION=1.80.3"
]
`, V{"a": g.an(32), "b": g.pw()}, "N8N_VERSION=1.80.3", "n8n.acme.io")

	g.ioAdd("compose-up-error-shows-var", `
$ docker compose up -d
WARN[0000] The "OPENAI_BASE_URL" variable is not set. Defaulting to a blank string.
[+] Running 2/3
 ✔ Network rag_default       Created                                                     0.1s
 ✔ Container rag-qdrant-1    Started                                                     0.4s
 ⠿ Container rag-api-1       Error                                                       2.1s
Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: "uvicorn --env OPENAI_API_KEY=«a»": executable file not found in $PATH: unknown
`, V{"a": g.openai()}, "rag-qdrant-1", "OPENAI_BASE_URL")

	g.ioAdd("docker-secret-and-config-inspect", `
$ docker service inspect --pretty traefik_traefik | sed -n '/Secrets/,/Resources/p'
Secrets:
 Target:	cf_token
  Source:	traefik_cf_token
Configs:
 Target:	/etc/traefik/traefik.yml
  Source:	traefik_static
Resources:
$ docker exec $(docker ps -qf name=traefik_traefik) cat /run/secrets/cf_token
«a»
`, V{"a": g.cfToken()}, "traefik_cf_token", "/etc/traefik/traefik.yml")

	g.ioAdd("compose-convert-mysql-healthcheck", `
$ docker compose config db
services:
  db:
    environment:
      MARIADB_DATABASE: wordpress
      MARIADB_PASSWORD: «a»
      MARIADB_ROOT_PASSWORD: «b»
      MARIADB_USER: wordpress
    healthcheck:
      test:
        - CMD-SHELL
        - mariadb-admin ping -h localhost -uroot -p«b»
      interval: 10s
      timeout: 5s
      retries: 5
    image: mariadb:11.4
    volumes:
      - type: volume
        source: dbdata
        target: /var/lib/mysql
`, V{"a": g.pw(), "b": g.pwStrong()}, "mariadb:11.4", "CMD-SHELL")
}

// ---- kubectl ----

func (g *G) ioKubectl() {
	u, p := "app_rw", g.pwURL()
	g.ioAdd("kubectl-get-secret-yaml", `
$ kubectl get secret orders-db -n orders -o yaml
apiVersion: v1
data:
  DB_HOST: «_h»
  DB_PASSWORD: «a»
  DB_USER: «_u»
kind: Secret
metadata:
  creationTimestamp: "2025-01-14T10:22:31Z"
  name: orders-db
  namespace: orders
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"_h": b64s("orders-pg.orders.svc"), "a": b64s(p), "_u": b64s(u), "_rv": g.digits(8), "_uid": g.uuid()}, "orders-db", "creationTimestamp")

	g.ioAdd("kubectl-get-secret-json-tls", `
$ kubectl get secret wildcard-acme-io -n ingress -o json | jq '{type, keys: (.data | keys), key: .data["tls.key"]}'
{
  "type": "kubernetes.io/tls",
  "keys": [
    "tls.crt",
    "tls.key"
  ],
  "key": "«a»"
}
`, V{"a": b64s(g.ecPKCS8().block() + "\n")}, "wildcard-acme-io", "kubernetes.io/tls")

	g.ioAdd("kubectl-jsonpath-decode-all", `
$ kubectl get secret minio -n storage -o go-template='{{range $k,$v := .data}}{{$k}}={{$v|base64decode}}{{"\n"}}{{end}}'
root-password=«a»
root-user=admin
`, V{"a": g.an(40)}, "root-user=admin", "base64decode")

	g.ioAdd("kubectl-describe-secret-benign-bytes", `
$ kubectl describe secret orders-db -n orders
Name:         orders-db
Namespace:    orders
Labels:       app.kubernetes.io/managed-by=Helm
Annotations:  meta.helm.sh/release-name: orders
              meta.helm.sh/release-namespace: orders

Type:  Opaque

Data
====
DB_HOST:      20 bytes
DB_PASSWORD:  24 bytes
DB_USER:      6 bytes
`, nil, "DB_PASSWORD:  24 bytes", "meta.helm.sh/release-name: orders")

	g.ioAdd("kubectl-describe-sa-token-secret", `
$ kubectl describe secret ci-deployer-token -n ci
Name:         ci-deployer-token
Namespace:    ci
Labels:       <none>
Annotations:  kubernetes.io/service-account.name: ci-deployer
              kubernetes.io/service-account.uid: «_uid»

Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     1107 bytes
namespace:  2 bytes
token:      «a»
`, V{"_uid": g.uuid(), "a": g.k8sSAToken()}, "kubernetes.io/service-account-token", "ca.crt:     1107 bytes")

	g.ioAdd("kubectl-create-token", `
$ kubectl create token grafana-reader -n monitoring --duration=8760h
«a»
`, V{"a": g.k8sSAToken()}, "grafana-reader", "--duration=8760h")

	g.ioAdd("kubectl-create-secret-dry-run", `
$ kubectl create secret generic algolia --from-literal=ALGOLIA_APP_ID=«_app» --from-literal=ALGOLIA_ADMIN_KEY=«a» -n search --dry-run=client -o yaml
apiVersion: v1
data:
  ALGOLIA_ADMIN_KEY: «b»
  ALGOLIA_APP_ID: «_app64»
kind: Secret
metadata:
  creationTimestamp: null
  name: algolia
  namespace: search
`, func() V {
		app, k := g.s(alUpNum, 10), g.hex(32)
		return V{"_app": app, "a": k, "b": b64s(k), "_app64": b64s(app)}
	}(), "ALGOLIA_ADMIN_KEY")

	g.ioAdd("kubectl-config-view-raw", `
$ kubectl config view --raw --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://10.0.40.10:6443
  name: kubernetes
contexts:
- context:
    cluster: kubernetes
    user: kubernetes-admin
  name: kubernetes-admin@kubernetes
current-context: kubernetes-admin@kubernetes
kind: Config
preferences: {}
users:
- name: kubernetes-admin
  user:
    client-certificate-data: «_cert»
    client-key-data: «a»
`, V{"_ca": b64s(g.certPEM().block()), "_cert": b64s(g.certPEM().block()), "a": b64s(g.rsaPEM().block() + "\n")}, "kubernetes-admin@kubernetes", "https://10.0.40.10:6443")

	g.ioAdd("kubectl-config-view-redacted-benign", `
$ kubectl config view --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://«_ep».gr7.eu-west-1.eks.amazonaws.com
  name: arn:aws:eks:eu-west-1:«_acct»:cluster/platform-prod
contexts:
- context:
    cluster: arn:aws:eks:eu-west-1:«_acct»:cluster/platform-prod
    user: arn:aws:eks:eu-west-1:«_acct»:cluster/platform-prod
  name: platform-prod
current-context: platform-prod
kind: Config
preferences: {}
users:
- name: arn:aws:eks:eu-west-1:«_acct»:cluster/platform-prod
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      args:
      - --region
      - eu-west-1
      - eks
      - get-token
      - --cluster-name
      - platform-prod
      command: aws
`, V{"_ep": strings.ToUpper(g.hex(32)), "_acct": g.ioAcct()}, "DATA+OMITTED", "client.authentication.k8s.io/v1beta1")

	g.ioAdd("kubectl-describe-pod-env-literals", `
$ kubectl describe pod ledger-7d9c6f5b8-x2kqp -n finance | sed -n '/Environment:/,/Mounts:/p'
    Environment:
      SPRING_PROFILES_ACTIVE:      prod
      SPRING_DATASOURCE_URL:       jdbc:postgresql://ledger-db:5432/ledger
      SPRING_DATASOURCE_USERNAME:  ledger
      SPRING_DATASOURCE_PASSWORD:  «a»
      PLAID_SECRET:                «b»
      KAFKA_SASL_JAAS:             <set to the key 'jaas' in secret 'kafka-client'>  Optional: false
    Mounts:
`, V{"a": g.pw(), "b": g.hex(30)}, "jdbc:postgresql://ledger-db:5432/ledger", "<set to the key 'jaas' in secret 'kafka-client'>")

	g.ioAdd("kubectl-exec-env", `
$ kubectl exec -n search deploy/meilisearch -- env | sort
HOME=/root
HOSTNAME=meilisearch-5f6c9d4b7-8hq2w
KUBERNETES_PORT=tcp://172.20.0.1:443
MEILI_ENV=production
MEILI_MASTER_KEY=«a»
MEILI_NO_ANALYTICS=true
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"a": g.b64u(32)}, "meilisearch-5f6c9d4b7-8hq2w", "MEILI_NO_ANALYTICS=true")

	g.ioAdd("kubectl-view-secret-plugin", `
$ kubectl view-secret -n auth oauth2-proxy --all
client-id='«_cid»'
client-secret='«a»'
cookie-secret='«b»'
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com", "a": g.gocspx(), "b": g.b64u(32) + "="}, "oauth2-proxy", ".apps.googleusercontent.com")

	g.ioAdd("kubectl-get-configmap-password", `
$ kubectl get cm pgadmin-config -n tools -o yaml
apiVersion: v1
data:
  PGADMIN_CONFIG_SERVER_MODE: "True"
  PGADMIN_DEFAULT_EMAIL: dba@acme.io
  PGADMIN_DEFAULT_PASSWORD: «a»
  servers.json: |
    {"Servers": {"1": {"Name": "prod", "Host": "pg-prod.internal", "Port": 5432, "Username": "dba", "SSLMode": "require"}}}
kind: ConfigMap
metadata:
  name: pgadmin-config
  namespace: tools
`, V{"a": g.pw()}, "pg-prod.internal", "PGADMIN_CONFIG_SERVER_MODE")

	g.ioAdd("kubectl-get-secret-dockerconfigjson-decoded", `
$ kubectl get secret ghcr-pull -n apps -o jsonpath='{.data.\.dockerconfigjson}' | base64 -d | jq .
{
  "auths": {
    "ghcr.io": {
      "username": "acme-ci",
      "password": "«a»",
      "auth": "«b»"
    }
  }
}
`, func() V {
		t := g.ghp()
		return V{"a": t, "b": b64s("acme-ci:" + t)}
	}(), "acme-ci", `"ghcr.io"`)

	g.ioAdd("kubectl-get-secrets-list-benign", `
$ kubectl get secrets -n orders
NAME                           TYPE                 DATA   AGE
orders-db                      Opaque               3      51d
orders-tls                     kubernetes.io/tls    2      51d
sh.helm.release.v1.orders.v14  helm.sh/release.v1   1      3d4h
sh.helm.release.v1.orders.v15  helm.sh/release.v1   1      2h
`, nil, "sh.helm.release.v1.orders.v15", "helm.sh/release.v1")

	g.ioAdd("kubectl-logs-init-container-echo", `
$ kubectl logs job/db-migrate -n api -c wait-for-db
+ until pg_isready -h api-db -U api; do sleep 2; done
api-db:5432 - accepting connections
+ export PGPASSWORD=«a»
+ psql -h api-db -U api -d api -c 'select 1'
 ?column? 
----------
        1
(1 row)
`, V{"a": g.pw()}, "api-db:5432 - accepting connections", "pg_isready")
}

// ---- doctl, linode-cli, hcloud, vultr-cli, scw, exo ----

func (g *G) ioSmallClouds() {
	g.ioAdd("doctl-databases-connection", `
$ doctl databases connection «_id» --format Host,Port,User,Password,URI
Host                                                   Port     User       Password                    URI
db-postgresql-fra1-«_n»-do-user-«_u»-0.k.db.ondigitalocean.com    25060    doadmin    «a»    postgresql://doadmin:«a»@db-postgresql-fra1-«_n»-do-user-«_u»-0.k.db.ondigitalocean.com:25060/defaultdb?sslmode=require
`, V{"_id": g.uuid(), "_n": g.digits(5), "_u": g.digits(8), "a": "AVNS_" + g.b64u(19)}, "doadmin", "sslmode=require")

	g.ioAdd("doctl-databases-user-get", `
$ doctl databases user get «_id» metabase
Name        Role      Password
metabase    normal    «a»
`, V{"_id": g.uuid(), "a": "AVNS_" + g.b64u(19)}, "metabase    normal")

	g.ioAdd("doctl-spaces-keys-create", `
$ doctl spaces keys create ci-backups --grants 'bucket=acme-backups;permission=readwrite'
Name          Access Key              Secret Key                                     Grants                                             Created At
ci-backups    «a»    «b»    [{Bucket:acme-backups Permission:readwrite}]    2025-03-06 11:42:17 +0000 UTC
`, V{"a": "DO00" + g.s(alUpNum, 16), "b": g.s(alB64, 43)}, "[{Bucket:acme-backups Permission:readwrite}]")

	g.ioAdd("doctl-registry-docker-config", `
$ doctl registry docker-config --read-write --expiry-seconds 3600
{"auths":{"registry.digitalocean.com":{"auth":"«a»"}}}
`, V{"a": b64s(g.doToken() + ":" + g.doToken())}, "registry.digitalocean.com")

	g.ioAdd("doctl-kubeconfig-show", `
$ doctl kubernetes cluster kubeconfig show k8s-fra1-prod | tail -n 8
users:
- name: do-fra1-k8s-fra1-prod-admin
  user:
    token: «a»
preferences: {}
`, V{"a": g.doToken()}, "do-fra1-k8s-fra1-prod-admin")

	g.ioAdd("linode-object-storage-keys-create", `
$ linode-cli object-storage keys-create --label restic-backups
┌────────┬────────────────┬──────────────────────┬──────────────────────────────────────────┐
│ id     │ label          │ access_key           │ secret_key                               │
├────────┼────────────────┼──────────────────────┼──────────────────────────────────────────┤
│ «_id» │ restic-backups │ «a» │ «b» │
└────────┴────────────────┴──────────────────────┴──────────────────────────────────────────┘
`, V{"_id": g.digits(6), "a": g.s(alUpNum, 20), "b": g.an(40)}, "restic-backups")

	g.ioAdd("linode-create-root-pass-cmd", `
$ linode-cli linodes create --type g6-standard-2 --region eu-central --image linode/debian12 --label vpn-fra --root_pass '«a»' --authorized_keys "$(cat ~/.ssh/id_ed25519.pub)"
┌──────────┬─────────┬────────────┬───────────────┬─────────────────┬──────────────┬────────────────┐
│ id       │ label   │ region     │ type          │ image           │ status       │ ipv4           │
├──────────┼─────────┼────────────┼───────────────┼─────────────────┼──────────────┼────────────────┤
│ «_id» │ vpn-fra │ eu-central │ g6-standard-2 │ linode/debian12 │ provisioning │ 172.105.77.190 │
└──────────┴─────────┴────────────┴───────────────┴─────────────────┴──────────────┴────────────────┘
`, V{"a": g.pwStrong(), "_id": g.digits(8)}, "g6-standard-2", "linode/debian12")

	g.ioAdd("linode-lke-kubeconfig-view", `
$ linode-cli lke kubeconfig-view «_id» --text --no-headers | base64 -d | grep -A3 'users:'
users:
- name: lke«_id»-admin
  user:
    as-user-extra: {}
    token: «a»
`, V{"_id": g.digits(6), "a": g.an(64)}, "as-user-extra: {}")

	g.ioAdd("hcloud-server-create-root-password", `
$ hcloud server create --name build-01 --type cpx31 --image ubuntu-24.04 --location nbg1
 ✓ Waiting for create_server       100% 8.4s (server: 5«_sid», ip: 49.13.71.204)
 ✓ Waiting for start_server        100% 8.4s (server: 5«_sid»)
Server 5«_sid» created
IPv4: 49.13.71.204
IPv6: 2a01:4f8:c012:9a3::1
IPv6 Network: 2a01:4f8:c012:9a3::/64
Root password: «a»
`, V{"_sid": g.digits(7), "a": g.an(20)}, "2a01:4f8:c012:9a3::/64", "build-01")

	g.ioAdd("hcloud-reset-password-and-context", `
$ hcloud server reset-password db-02
Password of server 4«_sid» reset to: «a»
$ hcloud context list
ACTIVE   NAME
*        acme-prod
         personal
$ cat ~/.config/hcloud/cli.toml
active_context = "acme-prod"

[[contexts]]
  name = "acme-prod"
  token = "«b»"
`, V{"_sid": g.digits(7), "a": g.an(20), "b": g.an(64)}, `active_context = "acme-prod"`)

	g.ioAdd("vultr-instance-create-default-password", `
$ vultr-cli instance create --region fra --plan vc2-1c-1gb --os 2136 --label monitoring
INSTANCE INFO
ID			«_id»
OS			Debian 12 x64 (bookworm)
RAM			1024
DISK			0
MAIN IP			0.0.0.0
VCPUs			1
REGION			fra
DEFAULT PASSWORD	«a»
DATE CREATED		2025-03-06T11:51:02+00:00
STATUS			pending
LABEL			monitoring
`, V{"_id": g.uuid(), "a": g.s(alAlnum+"!#%*?@-=", 16)}, "Debian 12 x64 (bookworm)", "vc2-1c-1gb")

	g.ioAdd("scw-iam-api-key-create", `
$ scw iam api-key create application-id=«_app» description="terraform ci"
AccessKey          «k»
SecretKey          «a»
ApplicationID      «_app»
Description        terraform ci
CreatedAt          now
UpdatedAt          now
Editable           true
DefaultProjectID   «_proj»
CreationIP         81.250.12.4
`, V{"_app": g.uuid(), "k": "SCW" + g.s(alUpNum, 17), "a": g.uuid(), "_proj": g.uuid()}, "terraform ci", "DefaultProjectID")

	g.ioAdd("exo-iam-api-key-create", `
$ exo iam api-key create ci-sos --role sos-writer
┼────────┼───────────────────────────────────────────┼
│ API KEY│                                           │
┼────────┼───────────────────────────────────────────┼
│ Name   │ ci-sos                                    │
│ Key    │ «k»                │
│ Secret │ «a» │
│ Role   │ «_r»      │
┼────────┼───────────────────────────────────────────┼
`, V{"k": "EXO" + g.hex(24), "a": g.b64u(43), "_r": g.uuid()}, "ci-sos")
}

// ---- benign look-alikes ----

func (g *G) ioBenign() {
	g.ioAdd("benign-tf-plan-all-placeholders", `
  # aws_db_instance.analytics will be created
  + resource "aws_db_instance" "analytics" {
      + address                               = (known after apply)
      + allocated_storage                     = 200
      + arn                                   = (known after apply)
      + engine                                = "postgres"
      + engine_version                        = "16.4"
      + identifier                            = "analytics-prod"
      + instance_class                        = "db.r6g.xlarge"
      + kms_key_id                            = "arn:aws:kms:eu-west-1:«_acct»:key/«_kid»"
      + manage_master_user_password           = true
      + master_user_secret                    = (known after apply)
      + password                              = (sensitive value)
      + password_wo                           = (write-only attribute)
      + username                              = "analytics_admin"
    }

Plan: 1 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  + analytics_endpoint = (known after apply)
  + analytics_password = (sensitive value)
`, V{"_acct": g.ioAcct(), "_kid": g.uuid()}, "(write-only attribute)", "analytics_admin", "db.r6g.xlarge")

	g.ioAdd("benign-tf-state-list-and-lineage", `
$ terraform state pull | jq '{version, terraform_version, serial, lineage, check_results: (.check_results|length)}'
{
  "version": 4,
  "terraform_version": "1.10.5",
  "serial": 212,
  "lineage": "«_lin»",
  "check_results": 0
}
$ terraform state list | head -5
aws_iam_role.lambda_exec
aws_kms_key.state
aws_lambda_function.ingest
module.vpc.aws_subnet.private[0]
module.vpc.aws_subnet.private[1]
`, V{"_lin": g.uuid()}, "module.vpc.aws_subnet.private[0]", "terraform_version")

	g.ioAdd("benign-aws-kms-encrypt-ciphertext", `
$ aws kms encrypt --key-id alias/app-secrets --plaintext fileb://token.txt --query CiphertextBlob --output text
«_blob»
$ aws kms describe-key --key-id alias/app-secrets --query 'KeyMetadata.[KeyId,Arn,KeyState]' --output text
«_kid»	arn:aws:kms:us-east-1:«_acct»:key/«_kid»	Enabled
`, V{"_blob": g.ioKMSBlob(), "_kid": g.uuid(), "_acct": g.ioAcct()}, "alias/app-secrets", "Enabled")

	g.ioAdd("benign-aws-iam-list-ssh-keys-fingerprints", `
$ aws ec2 describe-key-pairs --query 'KeyPairs[].[KeyName,KeyFingerprint,KeyPairId]' --output table
-------------------------------------------------------------------------------------------
|                                    DescribeKeyPairs                                     |
+---------------+--------------------------------------------------+----------------------+
|  ops-2024     |  «_f1»  |  «_k1»  |
|  ci-runner    |  «_f2»  |  «_k2»  |
+---------------+--------------------------------------------------+----------------------+
`, V{"_f1": g.ioFpr(), "_k1": g.ioRid("key"), "_f2": g.ioFpr(), "_k2": g.ioRid("key")}, "DescribeKeyPairs", "ci-runner")

	g.ioAdd("benign-helm-history-and-digest", `
$ helm history payments -n payments --max 3
REVISION	UPDATED                 	STATUS    	CHART          	APP VERSION	DESCRIPTION
41      	Mon Mar  3 16:12:09 2025	superseded	payments-3.13.2	3.13.2     	Upgrade complete
42      	Wed Mar  5 09:40:51 2025	superseded	payments-3.14.0	3.14.0     	Upgrade complete
43      	Thu Mar  6 10:02:17 2025	deployed  	payments-3.14.1	3.14.1     	Upgrade complete
$ helm pull oci://ghcr.io/acme/charts/payments --version 3.14.1
Pulled: ghcr.io/acme/charts/payments:3.14.1
Digest: sha256:«_dg»
`, V{"_dg": g.hex(64)}, "payments-3.14.1", "ghcr.io/acme/charts/payments:3.14.1")

	g.ioAdd("benign-argocd-app-get-revision", `
$ argocd app get payments
Name:               argocd/payments
Project:            default
Server:             https://kubernetes.default.svc
Namespace:          payments
URL:                https://argocd.acme.io/applications/payments
Source:
- Repo:             https://github.com/acme/deploy-manifests.git
  Target:           main
  Path:             apps/payments/overlays/prod
SyncWindow:         Sync Allowed
Sync Policy:        Automated (Prune)
Sync Status:        Synced to main («_sha»)
Health Status:      Healthy
`, V{"_sha": g.hex(7)}, "apps/payments/overlays/prod", "Automated (Prune)")

	g.ioAdd("benign-pulumi-stack-output-no-secrets", `
$ pulumi stack output
Current stack outputs (4):
    OUTPUT            VALUE
    clusterName       platform-prod-«_c»
    dbPassword        [secret]
    kubeconfig        [secret]
    loadBalancerDns   a«_lb»-«_lb2».elb.eu-west-1.amazonaws.com
`, V{"_c": g.hex(7), "_lb": g.hex(32), "_lb2": g.digits(10)}, "[secret]", "Current stack outputs (4):")

	g.ioAdd("benign-gcloud-sa-keys-list", `
$ gcloud iam service-accounts keys list --iam-account=looker-sync@acme-data-prod.iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
«_k1»  2025-03-06T10:12:31Z  9999-12-31T23:59:59Z
«_k2»  2025-03-06T10:09:14Z  2025-03-08T10:09:14Z
`, V{"_k1": g.hex(40), "_k2": g.hex(40)}, "9999-12-31T23:59:59Z", "looker-sync@acme-data-prod.iam.gserviceaccount.com")

	g.ioAdd("benign-az-ad-sp-credential-list", `
$ az ad app credential list --id «_app» -o table
CustomKeyIdentifier    DisplayName    EndDateTime                   Hint    KeyId                                 StartDateTime
---------------------  -------------  ----------------------------  ------  ------------------------------------  ----------------------------
                       2025-rotation  2026-03-06T10:44:12.104Z      «=hint»     «_kid»  2025-03-06T10:44:12.104Z
                       rbac           2025-09-01T08:01:55.662Z      «=hint2»     «_kid2»  2024-09-01T08:01:55.662Z
`, V{"_app": g.uuid(), "=hint": g.an(3), "_kid": g.uuid(), "=hint2": g.an(3), "_kid2": g.uuid()}, "2025-rotation", "CustomKeyIdentifier")

	g.ioAdd("benign-ansible-recap-and-changed-lines", `
TASK [common : Ensure unattended-upgrades is installed] ************************
ok: [web-01.acme.io]
ok: [web-02.acme.io]

TASK [common : Set authorized key for deploy] **********************************
changed: [web-01.acme.io] => (item=«_pub» deploy@acme)

PLAY RECAP *********************************************************************
web-01.acme.io             : ok=24   changed=3    unreachable=0    failed=0    skipped=5    rescued=0    ignored=0
web-02.acme.io             : ok=23   changed=2    unreachable=0    failed=0    skipped=5    rescued=0    ignored=0
`, V{"_pub": func() string { _, p := g.sshEd25519("deploy@acme"); return p }()}, "Ensure unattended-upgrades is installed", "PLAY RECAP")

	g.ioAdd("benign-vault-status", `
$ vault status
Key                      Value
---                      -----
Seal Type                awskms
Recovery Seal Type       shamir
Initialized              true
Sealed                   false
Total Recovery Shares    5
Threshold                3
Version                  1.18.4
Build Date               2025-01-29T13:57:54Z
Storage Type             raft
Cluster Name             vault-cluster-«_c»
Cluster ID               «_id»
HA Enabled               true
HA Cluster               https://vault-0.vault-internal:8201
HA Mode                  active
Active Since             2025-02-14T08:01:22.671432Z
Raft Committed Index     1848210
Raft Applied Index       1848210
`, V{"_c": g.hex(8), "_id": g.uuid()}, "Recovery Seal Type       shamir", "https://vault-0.vault-internal:8201")

	g.ioAdd("benign-kubectl-get-sealedsecret-and-externalsecret", `
$ kubectl get externalsecrets -n payments
NAME           STORE              REFRESH INTERVAL   STATUS         READY
adyen-keys     aws-secretsmanager 1h                 SecretSynced   True
payments-db    vault-backend      15m                SecretSynced   True
$ kubectl get externalsecret payments-db -n payments -o jsonpath='{.spec.data[*].remoteRef}'
{"conversionStrategy":"Default","decodingStrategy":"None","key":"kv/payments/prod","metadataPolicy":"None","property":"db_password"}
`, nil, "SecretSynced", `"property":"db_password"`)

	g.ioAdd("benign-docker-compose-ps-and-images", `
$ docker compose images
CONTAINER            REPOSITORY          TAG                 IMAGE ID            SIZE
shopfront-api-1      shopfront-api       latest              «_i1»        412MB
shopfront-db-1       postgres            16-alpine           «_i2»        276MB
$ docker inspect --format '{{index .RepoDigests 0}}' postgres:16-alpine
postgres@sha256:«_dg»
`, V{"_i1": g.hex(12), "_i2": g.hex(12), "_dg": g.hex(64)}, "shopfront-api-1", "16-alpine")

	g.ioAdd("benign-cfn-stack-outputs-no-secrets", `
$ aws cloudformation describe-stacks --stack-name network-prod --query 'Stacks[0].Outputs[].[OutputKey,OutputValue]' --output text
PrivateSubnets	«_s1»,«_s2»,«_s3»
VpcId	«_vpc»
NatGatewayEip	52.29.140.11
HostedZoneId	Z0«_hz»
`, V{"_s1": g.ioRid("subnet"), "_s2": g.ioRid("subnet"), "_s3": g.ioRid("subnet"), "_vpc": g.ioRid("vpc"), "_hz": g.s(alUpNum, 19)}, "NatGatewayEip", "52.29.140.11")

	g.ioAdd("benign-consul-acl-token-list-accessors", `
$ consul acl token list -format json | jq -r '.[] | [.AccessorID, .Description] | @tsv'
«_a1»	Bootstrap Token (Global Management)
«_a2»	Anonymous Token
«_a3»	prometheus scrape
`, V{"_a1": g.uuid(), "_a2": "00000000-0000-0000-0000-000000000002", "_a3": g.uuid()}, "Anonymous Token", "prometheus scrape")

	g.ioAdd("benign-sops-encrypted-values-file", `
$ cat envs/prod/secrets.yaml | head -n 9
postgresql:
    auth:
        postgresPassword: ENC[AES256_GCM,data:«_d1»,iv:«_iv1»,tag:«_t1»,type:str]
        replicationPassword: ENC[AES256_GCM,data:«_d2»,iv:«_iv2»,tag:«_t2»,type:str]
sops:
    age:
        - recipient: «_age»
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
`, V{"_d1": g.s(alB64, 32) + "=", "_iv1": g.s(alB64, 43) + "=", "_t1": g.s(alB64, 22) + "==", "_d2": g.s(alB64, 32) + "=", "_iv2": g.s(alB64, 43) + "=", "_t2": g.s(alB64, 22) + "==", "_age": g.agePublic()},
		"BEGIN AGE ENCRYPTED FILE", "postgresPassword: ENC[AES256_GCM")
}
