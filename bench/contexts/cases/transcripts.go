package cases

import (
	"fmt"
	"strings"
)

// transcriptCases adds cases in styles the groups above cover little:
// what coding-agent tools print (environment dumps, cluster and cloud CLI
// output, CLI config files, CI logs, stack traces, HTTP debug logs, query
// results, REPL sessions), users' chat messages in several languages,
// less common config formats, and harder benign-only cases.
func (g *G) transcriptCases() {
	g.txEnvAndCluster()
	g.txCloudCLIs()
	g.txCLIConfigFiles()
	g.txCILogs()
	g.txErrorsAndHTTP()
	g.txQueriesAndREPLs()
	g.txChat()
	g.txFormats()
	g.txDeployFormats()
	g.txBenign()
}

// ---- formats used only here ----

func (g *G) txWandb() string      { return g.hex(40) }
func (g *G) txDatabricks() string { return "dapi" + g.hex(32) }
func (g *G) txFly() string        { return "fm2_lJPE" + g.b64(180) }
func (g *G) txRunnerReg() string  { return "A" + g.s(alUpNum, 28) }
func (g *G) txSnyk() string       { return g.uuid() }
func (g *G) txDDApp() string      { return g.hex(40) }
func (g *G) txGlc() string {
	return "glc_" + b64s(fmt.Sprintf(`{"o":"%s","n":"stack-%s-hm-read","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.digits(6), g.an(24)))
}
func (g *G) txSentryOrg() string {
	return "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.0,"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}`, 1717000000+g.r.IntN(9000000))) + "_" + g.b64u(43)
}
func (g *G) txClaudeOAT() string { return "sk-ant-oat01-" + g.b64u(93) + "AA" }
func (g *G) txClaudeORT() string { return "sk-ant-ort01-" + g.b64u(93) + "AA" }
func (g *G) txAppPw() string {
	return g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4)
}
func (g *G) txGmailAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}
func (g *G) txAzureJWT(tenant string) string {
	iat := 1717000000 + g.r.IntN(9000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"https://management.core.windows.net/","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"oid":"%s","tid":"%s","upn":"dana@acme.onmicrosoft.com"}`,
		tenant, iat, iat, iat+4299, g.uuid(), tenant))
}
func (g *G) txCID0() string    { return "Qm" + g.s(alB58, 44) }
func (g *G) txObjID() string   { return g.hex(24) }
func (g *G) txShortPw() string { return g.pick(pwWords...) + g.s(alDigit, 4) }

// txEsc escapes ':' and '=' as a Java .properties file needs them.
func txEsc(s string) string { return strings.NewReplacer(":", `\:`, "=", `\=`).Replace(s) }

func (g *G) txEnvAndCluster() {
	g.add("printenv-sort-gpu-workstation", `
$ printenv | sort
ANTHROPIC_API_KEY=«a»
CONDA_DEFAULT_ENV=torch
CONDA_PREFIX=/opt/conda/envs/torch
CUDA_HOME=/usr/local/cuda-12.4
CUDA_VISIBLE_DEVICES=0,1
DISPLAY=:1
EDITOR=nvim
GIT_PAGER=delta
HF_HOME=/mnt/data/hf
HF_TOKEN=«b»
HISTSIZE=100000
HOME=/home/mei
HOSTNAME=gpu-box-03
LANG=en_US.UTF-8
LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64
LOGNAME=mei
NCCL_DEBUG=WARN
OLDPWD=/home/mei
OPENAI_API_KEY=«c»
PATH=/opt/conda/envs/torch/bin:/usr/local/cuda-12.4/bin:/usr/local/bin:/usr/bin:/bin
PWD=/home/mei/research/rlhf
SHELL=/bin/bash
SHLVL=2
SSH_AUTH_SOCK=/tmp/ssh-k2nd1QpZ/agent.4121
TERM=screen-256color
TMUX=/tmp/tmux-1000/default,4133,0
USER=mei
WANDB_API_KEY=«d»
WANDB_ENTITY=mei-lab
_=/usr/bin/printenv
`, V{"a": g.anthropic(), "b": g.hfTok(), "c": g.openaiSvc(), "d": g.txWandb()},
		"CUDA_VISIBLE_DEVICES=0,1", "/home/mei/research/rlhf", "WANDB_ENTITY=mei-lab")

	g.add("docker-exec-env-selfhosted-runner", `
$ docker exec gh-runner-7 env
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_host»
RUNNER_NAME=build-7
RUNNER_WORKDIR=/tmp/runner/work
RUNNER_SCOPE=org
ORG_NAME=acme
LABELS=self-hosted,linux,x64,gpu
RUNNER_TOKEN=«a»
ACCESS_TOKEN=«b»
EPHEMERAL=true
DISABLE_AUTO_UPDATE=1
DOCKER_HOST=tcp://docker:2376
DOCKER_TLS_VERIFY=1
DOCKER_CERT_PATH=/certs/client
TZ=Etc/UTC
LANG=C.UTF-8
DEBIAN_FRONTEND=noninteractive
RUNNER_ALLOW_RUNASROOT=1
CONFIGURED_ACTIONS_RUNNER_FILES_DIR=/runnertmp
GIT_LFS_SKIP_SMUDGE=1
HOME=/home/runner
`, V{"_host": g.hex(12), "a": g.txRunnerReg(), "b": g.ghFine()},
		"LABELS=self-hosted,linux,x64,gpu", "DOCKER_HOST=tcp://docker:2376", "CONFIGURED_ACTIONS_RUNNER_FILES_DIR=/runnertmp")

	g.add("windows-cmd-set-dump", `
C:\Users\dana>set
ALLUSERSPROFILE=C:\ProgramData
APPDATA=C:\Users\dana\AppData\Roaming
AZURE_CLIENT_ID=«_cid»
AZURE_CLIENT_SECRET=«a»
AZURE_TENANT_ID=«_tid»
CommonProgramFiles=C:\Program Files\Common Files
COMPUTERNAME=DANA-XPS
ComSpec=C:\Windows\system32\cmd.exe
DriverData=C:\Windows\System32\Drivers\DriverData
GOPATH=C:\Users\dana\go
HOMEDRIVE=C:
HOMEPATH=\Users\dana
JAVA_HOME=C:\Program Files\Eclipse Adoptium\jdk-21.0.3.9-hotspot
LOCALAPPDATA=C:\Users\dana\AppData\Local
NUMBER_OF_PROCESSORS=16
NUGET_API_KEY=«b»
OneDrive=C:\Users\dana\OneDrive - Acme
OS=Windows_NT
Path=C:\Windows\system32;C:\Windows;C:\Program Files\Git\cmd;C:\Users\dana\go\bin
PATHEXT=.COM;.EXE;.BAT;.CMD;.VBS;.JS;.WSH;.MSC
PROCESSOR_ARCHITECTURE=AMD64
PROMPT=$P$G
SENTRY_AUTH_TOKEN=«c»
SystemRoot=C:\Windows
TEMP=C:\Users\dana\AppData\Local\Temp
USERDOMAIN=ACME
USERNAME=dana
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid(), "b": "oy2" + g.s(alLowNum, 43), "c": g.txSentryOrg()},
		`JAVA_HOME=C:\Program Files\Eclipse Adoptium\jdk-21.0.3.9-hotspot`, "COMPUTERNAME=DANA-XPS", "PROCESSOR_ARCHITECTURE=AMD64")

	g.add("kubectl-describe-pod-env-literals", `
$ kubectl describe pod checkout-6c9d7b8f4-hx2lp -n shop
Name:             checkout-6c9d7b8f4-hx2lp
Namespace:        shop
Node:             gke-prod-pool-2-«_n»/10.128.0.41
Status:           Running
IP:               10.52.3.17
Containers:
  checkout:
    Image:          europe-docker.pkg.dev/acme-prod/shop/checkout:3.8.0
    Port:           8080/TCP
    State:          Running
      Started:      Tue, 04 Jun 2024 09:12:31 +0200
    Ready:          True
    Restart Count:  0
    Environment:
      SPRING_PROFILES_ACTIVE:  prod
      DB_USER:                 checkout
      DB_PASSWORD:             <set to the key 'password' in secret 'checkout-db'>  Optional: false
      ADYEN_API_KEY:           «a»
      ADYEN_HMAC_KEY:          «b»
      JAVA_TOOL_OPTIONS:       -XX:MaxRAMPercentage=75
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-8xq2m (ro)
Events:                      <none>
`, V{"_n": g.s(alLowNum, 4), "a": "AQE" + g.b64(120), "b": g.s(alHexU, 64)},
		"<set to the key 'password' in secret 'checkout-db'>", "europe-docker.pkg.dev/acme-prod/shop/checkout:3.8.0", "-XX:MaxRAMPercentage=75")

	g.add("kubectl-get-pod-yaml-env-value", `
$ kubectl get pod ingest-worker-0 -n data -o yaml | yq '.spec.containers[0]'
env:
  - name: KAFKA_BOOTSTRAP
    value: b-1.msk-prod.«_c».c3.kafka.eu-west-1.amazonaws.com:9096
  - name: KAFKA_SASL_USERNAME
    value: ingest
  - name: KAFKA_SASL_PASSWORD
    value: «a»
  - name: SNOWFLAKE_PASSWORD
    value: "«b»"
  - name: POD_IP
    valueFrom:
      fieldRef:
        fieldPath: status.podIP
image: 912345678901.dkr.ecr.eu-west-1.amazonaws.com/ingest:2024.06.1
imagePullPolicy: IfNotPresent
name: worker
resources:
  limits:
    memory: 2Gi
`, V{"_c": g.s(alLowNum, 6), "a": g.an(32), "b": g.pwStrong()}, "fieldPath: status.podIP", "KAFKA_SASL_USERNAME")

	pgpw := g.pwStrong()
	g.add("kubectl-get-secret-jsonpath-decode", `
$ kubectl get secret pg-app -n db -o json | jq .data
{
  "dbname": "«_d»",
  "host": "«_h»",
  "password": "«a»",
  "username": "«_u»"
}
$ kubectl get secret pg-app -n db -o jsonpath='{.data.password}' | base64 -d
«b»
`, V{"_d": b64s("app"), "_h": b64s("pg-app-rw.db.svc"), "a": b64s(pgpw), "_u": b64s("app"), "b": pgpw},
		"jsonpath='{.data.password}'")

	tlsCert, tlsKey := g.certPEM(), g.pkcs8RSAPEM()
	g.add("kubectl-get-secret-tls-yaml", `
$ kubectl get secret api-acme-io-tls -n ingress -o yaml
apiVersion: v1
data:
  tls.crt: «_c»
  tls.key: «a»
kind: Secret
metadata:
  annotations:
    cert-manager.io/issuer-name: letsencrypt-prod
  name: api-acme-io-tls
  namespace: ingress
type: kubernetes.io/tls
`, V{"_c": b64s(tlsCert.block() + "\n"), "a": b64s(tlsKey.block() + "\n")}, "cert-manager.io/issuer-name: letsencrypt-prod", "type: kubernetes.io/tls")

	g.add("docker-inspect-full-json", `
$ docker inspect notifier
[
    {
        "Id": "«_id»",
        "Created": "2024-06-03T07:41:12.118230419Z",
        "Path": "/usr/local/bin/notifier",
        "State": {
            "Status": "running",
            "Running": true,
            "Pid": 48211
        },
        "Image": "sha256:«_img»",
        "Name": "/notifier",
        "Config": {
            "Hostname": "«_short»",
            "Env": [
                "TWILIO_ACCOUNT_SID=«_sid»",
                "TWILIO_AUTH_TOKEN=«a»",
                "PUSHER_APP_SECRET=«b»",
                "FCM_SERVER_KEY=«c»",
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
            ],
            "Image": "acme/notifier:2.3.1",
            "Labels": {
                "org.opencontainers.image.revision": "«_rev»"
            }
        }
    }
]
`, V{"_id": g.hex(64), "_img": g.hex(64), "_short": g.hex(12), "_sid": g.twilioSID(), "a": g.hex(32), "b": g.hex(20), "c": g.firebaseFCM(), "_rev": g.gitSHA()},
		"acme/notifier:2.3.1", "/usr/local/bin/notifier")

	g.add("docker-compose-config-interpolated", `
$ docker compose config
name: analytics
services:
  metabase:
    environment:
      MB_DB_CONNECTION_URI: postgres://metabase:«a»@warehouse:5432/metabase?ssl=false
      MB_ENCRYPTION_SECRET_KEY: «b»
      MB_SITE_URL: https://bi.acme.io
    image: metabase/metabase:v0.50.4
    networks:
      default: null
  warehouse:
    environment:
      POSTGRES_PASSWORD: «c»
      POSTGRES_USER: metabase
    image: postgres:16
`, V{"a": g.pwURL(), "b": g.b64(32), "c": g.pwURL()}, "metabase/metabase:v0.50.4", "MB_SITE_URL: https://bi.acme.io")

	g.add("helm-get-values-all", `
$ helm get values sentry -n sentry
USER-SUPPLIED VALUES:
system:
  adminEmail: ops@acme.io
  secretKey: «a»
  url: https://sentry.acme.io
mail:
  backend: smtp
  host: email-smtp.eu-west-1.amazonaws.com
  username: «b»
  password: «c»
github:
  appId: 412233
  clientId: Iv1.«_cid»
  clientSecret: «d»
  webhookSecret: «e»
`, V{"a": g.s(alDjango, 50), "b": g.awsID(), "c": "B" + g.s(alB64, 43), "_cid": g.hex(16), "d": g.hex(40), "e": g.hex(32)},
		"USER-SUPPLIED VALUES:", "email-smtp.eu-west-1.amazonaws.com", "appId: 412233")

	mqpw := g.pwURL()
	g.add("helm-get-manifest-secret", `
$ helm get manifest rabbitmq -n messaging | yq 'select(.kind == "Secret")'
apiVersion: v1
kind: Secret
metadata:
  name: rabbitmq
  namespace: "messaging"
  labels:
    app.kubernetes.io/instance: rabbitmq
    helm.sh/chart: rabbitmq-14.4.1
type: Opaque
data:
  rabbitmq-password: "«a»"
  rabbitmq-erlang-cookie: "«b»"
`, V{"a": b64s(mqpw), "b": b64s(g.s(alUpper, 32))}, "helm.sh/chart: rabbitmq-14.4.1", "app.kubernetes.io/instance: rabbitmq")

	g.add("terraform-plan-lambda-env", `
$ terraform plan
Terraform will perform the following actions:

  # aws_lambda_function.webhooks will be updated in-place
  ~ resource "aws_lambda_function" "webhooks" {
        id            = "acme-webhooks"
        function_name = "acme-webhooks"
      ~ source_code_hash = "«_h1»" -> "«_h2»"

      ~ environment {
          ~ variables = {
              ~ "SHOPIFY_API_SECRET" = "«a»" -> "«b»"
                "LOG_LEVEL"          = "info"
              + "SLACK_SIGNING_SECRET" = "«c»"
            }
        }
    }

  # aws_db_instance.core will be updated in-place
  ~ resource "aws_db_instance" "core" {
      ~ password = (sensitive value)
    }

Plan: 0 to add, 2 to change, 0 to destroy.
`, V{"_h1": g.b64(32), "_h2": g.b64(32), "a": "shpss_" + g.hex(32), "b": "shpss_" + g.hex(32), "c": g.hex(32)},
		"password = (sensitive value)", "Plan: 0 to add, 2 to change, 0 to destroy.")

	g.add("terraform-output-json-sensitive", `
$ terraform output -json
{
  "cluster_endpoint": {
    "sensitive": false,
    "type": "string",
    "value": "https://«_e».gr7.eu-west-1.eks.amazonaws.com"
  },
  "ci_user_access_key_id": {
    "sensitive": false,
    "type": "string",
    "value": "«a»"
  },
  "ci_user_secret_access_key": {
    "sensitive": true,
    "type": "string",
    "value": "«b»"
  },
  "redis_auth_token": {
    "sensitive": true,
    "type": "string",
    "value": "«c»"
  }
}
`, V{"_e": g.s(alHexU, 32), "a": g.awsID(), "b": g.awsSecret(), "c": g.an(64)}, "\"sensitive\": true", "ci_user_secret_access_key")

	g.add("terraform-state-pull-iam-key", `
$ terraform state pull | jq '.resources[] | select(.type == "aws_iam_access_key") | .instances[0].attributes'
{
  "create_date": "2024-05-21T14:02:11Z",
  "encrypted_secret": null,
  "id": "«a»",
  "key_fingerprint": null,
  "pgp_key": null,
  "secret": "«b»",
  "ses_smtp_password_v4": "«c»",
  "status": "Active",
  "user": "ses-sender"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": "B" + g.s(alB64, 43)}, "\"user\": \"ses-sender\"", "aws_iam_access_key")

	g.add("terraform-console-nonsensitive", `
$ terraform console
> random_password.grafana_admin.result
(sensitive value)
> nonsensitive(random_password.grafana_admin.result)
"«a»"
> azurerm_cosmosdb_account.main.primary_key
(sensitive value)
> nonsensitive(azurerm_cosmosdb_account.main.primary_key)
"«b»"
> exit
`, V{"a": g.pwStrong(), "b": g.b64(64)}, "nonsensitive(random_password.grafana_admin.result)", "(sensitive value)")
}

func (g *G) txCloudCLIs() {
	g.add("aws-sts-get-session-token-mfa", `
$ aws sts get-session-token --serial-number arn:aws:iam::«_acct»:mfa/dana --token-code 482913 --duration-seconds 43200
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "2024-06-04T22:14:09+00:00"
    }
}
`, V{"_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "--duration-seconds 43200", "2024-06-04T22:14:09+00:00")

	g.add("aws-configure-export-credentials-env", `
$ aws configure export-credentials --profile sandbox-admin --format env
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_SESSION_TOKEN=«c»
export AWS_CREDENTIAL_EXPIRATION=2024-06-04T18:40:02+00:00
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "--profile sandbox-admin", "AWS_CREDENTIAL_EXPIRATION=2024-06-04T18:40:02+00:00")

	g.add("aws-sso-cache-json", `
$ ls ~/.aws/sso/cache/
«_f1».json  botocore-client-acme.json
$ cat ~/.aws/sso/cache/«_f1».json
{"startUrl": "https://acme.awsapps.com/start", "region": "eu-central-1", "accessToken": "«a»", "expiresAt": "2024-06-04T17:02:44Z", "clientId": "«_cl»", "clientSecret": "«b»", "registrationExpiresAt": "2024-09-01T08:00:00Z", "refreshToken": "«c»"}
`, V{"_f1": g.hex(40), "a": "aoaAAAAAG" + g.b64u(280), "_cl": g.b64u(22) + "ZXUtY2VudHJhbC0x", "b": "eyJraWQiOiJrZXktMTU2NDAyODA5OSIsImFsZyI6IkhTMzg0In0." + g.b64u(400) + "." + g.b64u(64), "c": "aorAAAAAG" + g.b64u(380)},
		"https://acme.awsapps.com/start", "botocore-client-acme.json")

	g.add("aws-ecr-get-authorization-token", `
$ aws ecr get-authorization-token --region eu-west-1
{
    "authorizationData": [
        {
            "authorizationToken": "«a»",
            "expiresAt": "2024-06-05T07:12:40.211000+02:00",
            "proxyEndpoint": "https://«_acct».dkr.ecr.eu-west-1.amazonaws.com"
        }
    ]
}
`, V{"a": b64s("AWS:eyJwYXlsb2FkIjoi" + g.b64(900)), "_acct": g.digits(12)}, "\"proxyEndpoint\"", "2024-06-05T07:12:40.211000+02:00")

	g.add("aws-secretsmanager-get-secret-value", `
$ aws secretsmanager get-secret-value --secret-id prod/billing/db
{
    "ARN": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/billing/db-«_sfx»",
    "Name": "prod/billing/db",
    "VersionId": "«_v»",
    "SecretString": "{\"username\":\"billing_app\",\"password\":\"«a»\",\"engine\":\"postgres\",\"host\":\"billing.cluster-«_c».eu-west-1.rds.amazonaws.com\",\"port\":5432}",
    "VersionStages": [
        "AWSCURRENT"
    ],
    "CreatedDate": "2024-05-02T11:08:41.533000+02:00"
}
`, V{"_acct": g.digits(12), "_sfx": g.an(6), "_v": g.uuid(), "a": g.pwStrong(), "_c": g.s(alLowNum, 12)}, "billing_app", "AWSCURRENT")

	g.add("aws-ssm-get-parameters-decrypted", `
$ aws ssm get-parameters-by-path --path /acme/prod/ --with-decryption --query 'Parameters[].[Name,Value]' --output text
/acme/prod/ALGOLIA_ADMIN_KEY	«a»
/acme/prod/ALGOLIA_APP_ID	«_app»
/acme/prod/MAILJET_SECRET_KEY	«b»
/acme/prod/FEATURE_FLAGS	checkout_v2,search_v3
/acme/prod/JWT_SIGNING_KEY	«c»
`, V{"a": g.hex(32), "_app": g.s(alUpNum, 10), "b": g.hex(32), "c": g.b64(48)}, "checkout_v2,search_v3", "--with-decryption")

	g.add("gcloud-adc-authorized-user-json", `
$ cat ~/.config/gcloud/application_default_credentials.json
{
  "account": "",
  "client_id": "«_cid».apps.googleusercontent.com",
  "client_secret": "«a»",
  "quota_project_id": "acme-data-dev",
  "refresh_token": "«b»",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "\"type\": \"authorized_user\"", "acme-data-dev")

	g.add("gcloud-secrets-versions-access", `
$ gcloud secrets versions list stripe-restricted-key --project acme-prod
NAME  STATE    CREATED              DESTROYED
3     enabled  2024-05-30T09:14:11  -
2     disabled 2024-02-11T16:40:02  -
$ gcloud secrets versions access latest --secret=stripe-restricted-key --project acme-prod
«a»
`, V{"a": g.rkLive()}, "2024-05-30T09:14:11", "--secret=stripe-restricted-key")

	tenant := g.uuid()
	g.add("az-account-get-access-token", `
$ az account get-access-token --output json
{
  "accessToken": "«a»",
  "expiresOn": "2024-06-04 15:41:09.000000",
  "expires_on": 1717508469,
  "subscription": "«_sub»",
  "tenant": "«_ten»",
  "tokenType": "Bearer"
}
`, V{"a": g.txAzureJWT(tenant), "_sub": g.uuid(), "_ten": tenant}, "\"tokenType\": \"Bearer\"", "\"expires_on\": 1717508469")

	g.add("az-keyvault-secret-show", `
$ az keyvault secret show --vault-name kv-acme-prod --name cosmos-primary-key
{
  "attributes": {
    "created": "2024-04-18T10:22:31+00:00",
    "enabled": true,
    "recoveryLevel": "Recoverable+Purgeable"
  },
  "contentType": null,
  "id": "https://kv-acme-prod.vault.azure.net/secrets/cosmos-primary-key/«_ver»",
  "name": "cosmos-primary-key",
  "tags": {},
  "value": "«a»"
}
`, V{"_ver": g.hex(32), "a": g.b64(64)}, "Recoverable+Purgeable", "--vault-name kv-acme-prod")

	g.add("az-storage-account-keys-list", `
$ az storage account keys list -g rg-data -n acmedatalake -o table
KeyName    Permissions    Value                                                                                     CreationTime
---------  -------------  ----------------------------------------------------------------------------------------  --------------------------------
key1       FULL           «a»  2024-03-14T09:51:20.912341+00:00
key2       FULL           «b»  2024-03-14T09:51:20.912341+00:00
`, V{"a": g.azStorage(), "b": g.azStorage()}, "acmedatalake", "2024-03-14T09:51:20.912341+00:00")

	g.add("vault-read-database-creds", `
$ vault read database/creds/analytics-readonly
Key                Value
---                -----
lease_id           database/creds/analytics-readonly/«_lease»
lease_duration     1h
lease_renewable    true
password           «a»
username           v-token-analytics-r-«_u»
`, V{"_lease": g.an(24), "a": "A1a-" + g.an(20), "_u": g.an(20) + "-" + g.digits(10)}, "lease_duration     1h", "database/creds/analytics-readonly")

	g.add("vault-token-create-table", `
$ vault token create -policy=ci-deploy -ttl=72h
Key                  Value
---                  -----
token                «a»
token_accessor       «=acc»
token_duration       72h
token_renewable      true
token_policies       ["ci-deploy" "default"]
identity_policies    []
policies             ["ci-deploy" "default"]
`, V{"a": g.vaultTok(), "=acc": g.an(24)}, "token_duration       72h", "-policy=ci-deploy")

	g.add("vault-kv-get-json-format", `
$ vault kv get -format=json -mount=kv teams/search/algolia
{
  "request_id": "«_rid»",
  "lease_id": "",
  "lease_duration": 0,
  "renewable": false,
  "data": {
    "data": {
      "admin_api_key": "«a»",
      "app_id": "«_app»",
      "search_only_key": "«_pub»"
    },
    "metadata": {
      "created_time": "2024-05-10T12:00:31.904311Z",
      "version": 4
    }
  }
}
`, V{"_rid": g.uuid(), "a": g.hex(32), "_app": g.s(alUpNum, 10), "_pub": g.hex(32)}, "teams/search/algolia", "\"version\": 4")

	g.add("vault-approle-secret-id", `
$ vault read auth/approle/role/ci/role-id
Key        Value
---        -----
role_id    «=rid»
$ vault write -f auth/approle/role/ci/secret-id
Key                   Value
---                   -----
secret_id             «a»
secret_id_accessor    «=acc»
secret_id_num_uses    0
secret_id_ttl         24h
`, V{"=rid": g.uuid(), "a": g.uuid(), "=acc": g.uuid()}, "secret_id_ttl         24h", "auth/approle/role/ci/secret-id")

	g.add("op-item-get-json-fields", `
$ op item get "Mailgun prod" --vault Platform --format json --reveal | jq '.fields[] | {label, value}'
{
  "label": "username",
  "value": "postmaster@mg.acme.io"
}
{
  "label": "password",
  "value": "«a»"
}
{
  "label": "api key",
  "value": "«b»"
}
{
  "label": "notesPlain",
  "value": "domain verified 2023-11; region EU"
}
`, V{"a": g.pwStrong(), "b": g.mailgun()}, "postmaster@mg.acme.io", "domain verified 2023-11; region EU")

	g.add("op-read-and-inject", `
$ op read "op://Prod/Neon main/password"
«a»
$ op inject -i config.tpl.yml -o config.yml && cat config.yml
database:
  url: postgresql://neondb_owner:«a»@ep-«_ep».eu-central-1.aws.neon.tech/neondb?sslmode=require
resend:
  api_key: «b»
`, V{"a": g.pwURL(), "_ep": g.s(alLower, 6) + "-" + g.s(alLower, 6) + "-" + g.s(alLowNum, 8), "b": "re_" + g.an(8) + "_" + g.an(24)},
		"op inject -i config.tpl.yml -o config.yml", "sslmode=require")

	g.add("bw-get-item-json", `
$ bw get item "registry.acme.io robot" --session "$BW_SESSION" | jq '.login'
{
  "fido2Credentials": [],
  "uris": [
    {
      "match": null,
      "uri": "https://registry.acme.io"
    }
  ],
  "username": "robot$ci+push",
  "password": "«a»",
  "totp": "otpauth://totp/Harbor:robot?secret=«b»&issuer=Harbor",
  "passwordRevisionDate": null
}
`, V{"a": g.an(32), "b": g.totp()}, "robot$ci+push", "--session \"$BW_SESSION\"")

	g.add("heroku-auth-token-config-get", `
$ heroku auth:token
 ›   Warning: token will expire 06/30/2025
 ›   Use heroku authorizations:create to generate a long-term token
«a»
$ heroku config:get SECRET_KEY_BASE -a acme-storefront
«b»
$ heroku config:get WEB_CONCURRENCY -a acme-storefront
3
`, V{"a": g.heroku(), "b": g.hex(128)}, "heroku authorizations:create", "acme-storefront")

	g.add("fly-secrets-set-and-deploy-token", `
$ fly secrets set -a acme-edge DATABASE_URL=postgres://edge:«a»@acme-edge-db.flycast:5432/edge STRIPE_SECRET_KEY=«b»
Updating existing machines in 'acme-edge' with rolling strategy
$ fly tokens create deploy -a acme-edge -x 720h
FlyV1 «c»
`, V{"a": g.pwURL(), "b": g.skLive(), "c": g.txFly()}, "rolling strategy", "fly tokens create deploy -a acme-edge")

	g.add("gh-auth-status-t-and-token", `
$ gh auth status -t
github.com
  ✓ Logged in to github.com as dana-k (/home/dana/.config/gh/hosts.yml)
  ✓ Git operations for github.com configured to use https protocol.
  ✓ Token: «a»
  ✓ Token scopes: admin:public_key, gist, read:org, repo
github.acme-corp.com
  ✓ Logged in to github.acme-corp.com as dkowalski (GH_ENTERPRISE_TOKEN)
  ✓ Token: «b»
$ gh auth token --hostname github.com
«a»
`, V{"a": g.gho(), "b": g.ghp()}, "admin:public_key, gist, read:org, repo", "github.acme-corp.com")

	g.add("npm-token-create-table", `
$ npm whoami
dana-k
$ npm token create --read-only --cidr=10.0.0.0/8
npm notice Creating read-only token restricted to 10.0.0.0/8
┌────────────────┬──────────────────────────────────────────┐
│ token          │ «a» │
├────────────────┼──────────────────────────────────────────┤
│ readonly       │ true                                     │
├────────────────┼──────────────────────────────────────────┤
│ cidr_whitelist │ 10.0.0.0/8                               │
├────────────────┼──────────────────────────────────────────┤
│ created        │ 2024-06-04T08:12:44.912Z                 │
└────────────────┴──────────────────────────────────────────┘
`, V{"a": g.npmTok()}, "cidr_whitelist", "2024-06-04T08:12:44.912Z")

	g.add("git-remote-v-three-hosts", `
$ git remote -v
bb	https://x-token-auth:«a»@bitbucket.org/acme/legacy-api.git (fetch)
bb	https://x-token-auth:«a»@bitbucket.org/acme/legacy-api.git (push)
gl	https://gitlab-ci-token:«b»@gitlab.acme.io/platform/api.git (fetch)
gl	https://gitlab-ci-token:«b»@gitlab.acme.io/platform/api.git (push)
origin	https://dana-k:«c»@github.com/acme/api.git (fetch)
origin	https://dana-k:«c»@github.com/acme/api.git (push)
`, V{"a": "ATCTT3xFfGN0" + g.b64u(180) + "=" + g.s(alHexU, 8), "b": g.glpat(), "c": g.ghFine()},
		"bitbucket.org/acme/legacy-api.git", "gitlab.acme.io/platform/api.git", "github.com/acme/api.git")

	g.add("git-config-list-show-origin", `
$ git config --list --show-origin | grep -v alias
file:/home/dana/.gitconfig	user.name=Dana Kowalski
file:/home/dana/.gitconfig	user.email=dana@acme.io
file:/home/dana/.gitconfig	credential.helper=store
file:/home/dana/.gitconfig	url.https://dana-k:«a»@github.com/.insteadof=https://github.com/
file:.git/config	core.repositoryformatversion=0
file:.git/config	remote.origin.url=https://github.com/acme/infra.git
file:.git/config	http.https://git.acme.io/.extraheader=PRIVATE-TOKEN: «b»
file:.git/config	branch.main.remote=origin
`, V{"a": g.ghp(), "b": g.glpat()}, "user.email=dana@acme.io", "remote.origin.url=https://github.com/acme/infra.git")
}

func (g *G) txCLIConfigFiles() {
	g.add("cat-gh-hosts-yml-multi-account", `
$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        dana-k:
            oauth_token: «a»
        dana-acme:
            oauth_token: «b»
    git_protocol: https
    oauth_token: «a»
    user: dana-k
ghe.acme-corp.com:
    oauth_token: «c»
    git_protocol: ssh
    user: dkowalski
`, V{"a": g.gho(), "b": g.gho(), "c": g.ghp()}, "ghe.acme-corp.com", "git_protocol: https")

	g.add("cat-hub-config", `
$ cat ~/.config/hub
github.com:
- user: dana-k
  oauth_token: «a»
  protocol: https
`, V{"a": g.ghp()}, "protocol: https", "user: dana-k")

	g.add("cat-linode-cli-config", `
$ cat ~/.config/linode-cli
[DEFAULT]
default-user = dana

[dana]
token = «a»
region = eu-central
type = g6-standard-2
image = linode/debian12
authorized_users = dana
`, V{"a": g.hex(64)}, "image = linode/debian12", "region = eu-central")

	g.add("cat-ngrok-v3-config", `
$ ngrok config check
Valid configuration file at /home/dana/.config/ngrok/ngrok.yml
$ cat /home/dana/.config/ngrok/ngrok.yml
version: "3"
agent:
    authtoken: «a»
    api_key: «b»
endpoints:
  - name: webhooks
    url: https://dana-dev.ngrok.app
    upstream:
      url: 8080
`, V{"a": g.ngrok(), "b": g.ngrok()}, "https://dana-dev.ngrok.app", "Valid configuration file")

	g.add("cat-netlify-config-json", `
$ cat ~/.config/netlify/config.json
{
  "telemetryDisabled": true,
  "cliId": "«_cli»",
  "userId": "«_uid»",
  "users": {
    "«_uid»": {
      "id": "«_uid»",
      "name": "Dana K",
      "email": "dana@acme.io",
      "auth": {
        "token": "«a»",
        "github": {}
      }
    }
  }
}
`, V{"_cli": g.uuid(), "_uid": g.hex(24), "a": g.netlify()}, "\"telemetryDisabled\": true")

	g.add("cat-vercel-auth-json", `
$ cat ~/.local/share/com.vercel.cli/auth.json
{
  "// Note": "This is your Vercel credentials file. DO NOT SHARE!",
  "// Docs": "https://vercel.com/docs/projects/project-configuration/global-configuration#auth.json",
  "token": "«a»"
}
$ cat ~/.local/share/com.vercel.cli/config.json
{"// Note": "This is your Vercel config file.", "currentTeam": "team_«_team»", "collectMetrics": false}
`, V{"a": g.vercel(), "_team": g.an(24)}, "This is your Vercel credentials file. DO NOT SHARE!", "\"collectMetrics\": false")

	g.add("cat-firebase-tools-configstore", `
$ cat ~/.config/configstore/firebase-tools.json
{
  "motd": {"minVersion": "13.0.0"},
  "usage": true,
  "analytics-uuid": "«_uu»",
  "user": {
    "email": "dana@acme.io",
    "email_verified": true,
    "sub": "«_sub»"
  },
  "tokens": {
    "expires_at": 1717512041229,
    "refresh_token": "«a»",
    "scopes": ["email", "openid", "https://www.googleapis.com/auth/cloudplatformprojects.readonly", "https://www.googleapis.com/auth/firebase"],
    "access_token": "«b»"
  },
  "activeProjects": {"/home/dana/src/acme-app": "acme-app-prod"}
}
`, V{"_uu": g.uuid(), "_sub": g.digits(21), "a": g.gRefresh(), "b": g.ya29()}, "\"activeProjects\"", "acme-app-prod")

	g.add("cat-stripe-cli-config-toml", `
$ cat ~/.config/stripe/config.toml
color = ""

[default]
  account_id = "acct_«_acct»"
  device_name = "dana-xps"
  display_name = "Acme Inc."
  live_mode_api_key = "«a»"
  live_mode_key_expires_at = "2024-09-02"
  live_mode_pub_key = "«_pk»"
  test_mode_api_key = "«b»"
  test_mode_key_expires_at = "2024-09-02"
  test_mode_pub_key = "«_pkt»"
`, V{"_acct": g.an(16), "a": g.rkLive(), "_pk": g.pkLive(), "b": "rk_test_51" + g.an(97), "_pkt": "pk_test_51" + g.an(97)},
		"device_name = \"dana-xps\"", "live_mode_key_expires_at = \"2024-09-02\"")

	g.add("cat-twilio-cli-config-json", `
$ cat ~/.twilio-cli/config.json
{
  "profiles": {
    "acme-prod": {
      "accountSid": "«_ac»",
      "apiKey": "«=sk»",
      "apiSecret": "«a»",
      "region": "ie1",
      "edge": "dublin"
    }
  },
  "activeProfile": "acme-prod",
  "email": {}
}
`, V{"_ac": g.twilioSID(), "=sk": "SK" + g.hex(32), "a": g.an(32)}, "\"activeProfile\": \"acme-prod\"", "\"edge\": \"dublin\"")

	g.add("cat-flyctl-config-yml", `
$ cat ~/.fly/config.yml
access_token: FlyV1 «a»
last_update_check: 2024-06-03T20:14:01.001823Z
metrics_token: «=mt»
send_metrics: true
wire_guard_state:
  acme-personal:
    region: fra
    name: interactive-dana-xps-«_n»
`, V{"a": g.txFly(), "=mt": g.b64u(40), "_n": g.digits(6)}, "send_metrics: true", "region: fra")

	g.add("cat-databrickscfg-profiles", `
$ cat ~/.databrickscfg
[DEFAULT]
host  = https://adb-«_ws».«=n».azuredatabricks.net
token = «a»

[staging]
host          = https://dbc-«_dbc».cloud.databricks.com
client_id     = «_cid»
client_secret = «b»
jobs-api-version = 2.1
`, V{"_ws": g.digits(16), "=n": g.digits(1), "a": g.txDatabricks(), "_dbc": g.hex(8) + "-" + g.hex(4), "_cid": g.uuid(), "b": "dose" + g.hex(32)},
		"jobs-api-version = 2.1", "[staging]")

	g.add("cat-snowsql-config", `
$ cat ~/.snowsql/config
[connections]
accountname = «_acc».eu-central-1
username = DANA_K
warehousename = ANALYST_WH

[connections.etl]
accountname = «_acc».eu-central-1
username = ETL_SVC
password = «a»
rolename = TRANSFORMER
dbname = RAW

[options]
log_level = DEBUG
`, V{"_acc": g.s(alLower, 2) + g.digits(5), "a": g.pwURL()}, "warehousename = ANALYST_WH", "rolename = TRANSFORMER")

	g.add("cat-railway-config-json", `
$ cat ~/.railway/config.json
{
  "projects": {
    "/home/dana/src/acme-bot": {
      "projectPath": "/home/dana/src/acme-bot",
      "name": "acme-bot",
      "project": "«_p»",
      "environment": "«_e»",
      "environmentName": "production"
    }
  },
  "user": {
    "token": "«a»"
  },
  "linkedFunctions": null
}
`, V{"_p": g.uuid(), "_e": g.uuid(), "a": g.uuid()}, "\"environmentName\": \"production\"", "/home/dana/src/acme-bot")

	g.add("cat-sentryclirc", `
$ cat ~/.sentryclirc
[defaults]
url = https://sentry.io/
org = acme
project = web-frontend

[auth]
token=«a»

[log]
level = warn
`, V{"a": g.txSentryOrg()}, "project = web-frontend", "url = https://sentry.io/")

	g.add("cat-kaggle-json-and-pip-conf", `
$ cat ~/.kaggle/kaggle.json
{"username":"meiresearch","key":"«a»"}
$ cat ~/.config/pip/pip.conf
[global]
extra-index-url = https://__token__:«b»@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple
timeout = 60
`, V{"a": g.hex(32), "b": g.glpat()}, "\"username\":\"meiresearch\"", "gitlab.acme.io/api/v4/projects/412/packages/pypi/simple")

	g.add("cat-codex-auth-json", `
$ cat ~/.codex/auth.json
{
  "OPENAI_API_KEY": "«a»",
  "tokens": {
    "id_token": "«b»",
    "access_token": "«c»",
    "refresh_token": "«d»",
    "account_id": "«_acc»"
  },
  "last_refresh": "2024-06-03T21:40:12.550112Z"
}
`, V{"a": g.openai(), "b": g.jwt("RS256", fmt.Sprintf(`{"aud":["app_%s"],"email":"dana@acme.io","iss":"https://auth.openai.com"}`, g.an(24))),
		"c": g.jwt("RS256", fmt.Sprintf(`{"aud":["https://api.openai.com/v1"],"client_id":"app_%s","exp":%d}`, g.an(24), 1718000000+g.r.IntN(900000))),
		"d": "rt_" + g.b64u(64), "_acc": g.uuid()}, "\"last_refresh\": \"2024-06-03T21:40:12.550112Z\"")

	g.add("cat-claude-credentials-json", `
$ cat ~/.claude/.credentials.json
{"claudeAiOauth":{"accessToken":"«a»","refreshToken":"«b»","expiresAt":1717531040221,"scopes":["user:inference","user:profile"],"subscriptionType":"max"}}
`, V{"a": g.txClaudeOAT(), "b": g.txClaudeORT()}, "\"scopes\":[\"user:inference\",\"user:profile\"]")

	g.add("cat-wrangler-default-toml", `
$ cat ~/.wrangler/config/default.toml
oauth_token = "«a»"
expiration_time = "2024-06-04T10:58:12.401Z"
refresh_token = "«b»"
scopes = [ "account:read", "user:read", "workers:write", "workers_kv:write", "d1:write", "offline_access" ]
`, V{"a": g.b64u(43) + "." + g.b64u(43), "b": g.b64u(43) + "." + g.b64u(43)}, "\"workers_kv:write\"", "expiration_time = \"2024-06-04T10:58:12.401Z\"")

	g.add("cat-boto-config-ini", `
$ cat ~/.boto
[Credentials]
gs_access_key_id = «a»
gs_secret_access_key = «b»

[Boto]
https_validate_certificates = True

[GSUtil]
default_project_id = acme-media
parallel_composite_upload_threshold = 150M
`, V{"a": "GOOG1E" + g.s(alUpNum, 55), "b": g.s(alB64, 40)}, "default_project_id = acme-media", "https_validate_certificates = True")
}

func (g *G) txCILogs() {
	kc := g.an(40)
	g.add("gha-log-base64-not-masked", `
2024-06-04T08:31:02.1184561Z ##[group]Run echo "$REGISTRY_PASSWORD" | base64 -w0; echo
2024-06-04T08:31:02.1185020Z echo "$REGISTRY_PASSWORD" | base64 -w0; echo
2024-06-04T08:31:02.1212410Z shell: /usr/bin/bash -e {0}
2024-06-04T08:31:02.1212802Z env:
2024-06-04T08:31:02.1213126Z   REGISTRY_PASSWORD: ***
2024-06-04T08:31:02.1213408Z ##[endgroup]
2024-06-04T08:31:02.1301177Z «a»
2024-06-04T08:31:02.1420911Z ##[group]Run docker login registry.acme.io -u ci-bot --password-stdin
`, V{"a": b64s(kc + "\n")}, "REGISTRY_PASSWORD: ***", "##[endgroup]")

	g.add("gha-log-set-x-app-token", `
2024-06-04T09:02:11.4410021Z ##[group]Run ./scripts/sync-labels.sh
2024-06-04T09:02:11.4542300Z + TOKEN=«a»
2024-06-04T09:02:11.4543910Z + curl -fsS -X PATCH -H 'Authorization: Bearer «a»' -H 'Accept: application/vnd.github+json' https://api.github.com/repos/acme/web/labels/bug -d '{"color":"d73a4a"}'
2024-06-04T09:02:11.8120455Z {"id":«_id»,"node_id":"LA_kwDO«_nid»","name":"bug","color":"d73a4a","default":true}
2024-06-04T09:02:11.8231102Z ##[endgroup]
`, V{"a": g.ghs(), "_id": g.digits(10), "_nid": g.b64u(16)}, "Accept: application/vnd.github+json", "\"color\":\"d73a4a\"")

	g.add("gitlab-job-log-unmasked-variable", `
Running with gitlab-runner 17.0.0 (44feccdf)
  on acme-docker-runner-3 «_r», system ID: s_«_sys»
Preparing the "docker" executor
Using docker image sha256:«_img» for node:20-alpine ...
$ echo "//registry.npmjs.org/:_authToken=${NPM_PUBLISH_TOKEN}" > .npmrc
$ cat .npmrc
//registry.npmjs.org/:_authToken=«a»
$ echo "deploy key is $DEPLOY_TOKEN"
deploy key is [MASKED]
$ npm publish --access public
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @acme/ui-kit@4.11.0
Job succeeded
`, V{"_r": g.s(alLowNum, 8), "_sys": g.hex(12), "_img": g.hex(64), "a": g.npmTok()}, "deploy key is [MASKED]", "@acme/ui-kit@4.11.0", "gitlab-runner 17.0.0 (44feccdf)")

	g.add("jenkins-console-groovy-interpolation", `
[Pipeline] withCredentials
Masking supported pattern matches of $NEXUS_PASS
[Pipeline] {
[Pipeline] sh
Warning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.
		 Affected argument(s) used the following variable(s): [NEXUS_PASS]
+ mvn -B deploy -Dnexus.user=deployer -Dnexus.pass=****
[Pipeline] sh
+ echo «a»
«a»
+ curl -u deployer:«b» https://nexus.acme.io/service/rest/v1/status
[Pipeline] }
[Pipeline] // withCredentials
`, V{"a": b64s("deployer:" + g.pwURL()), "b": g.pwURL()}, "Masking supported pattern matches of $NEXUS_PASS", "[Pipeline] // withCredentials")

	g.add("azure-devops-system-debug-log", `
2024-06-04T10:11:54.1124110Z ##[debug]Evaluating condition for step: 'Publish artifact'
2024-06-04T10:11:54.1125001Z ##[debug]Evaluating: variables['feed.pat']
2024-06-04T10:11:54.1125320Z ##[debug]Evaluating variables:
2024-06-04T10:11:54.1125780Z ##[debug]..Evaluating String:
2024-06-04T10:11:54.1126002Z ##[debug]..=> 'feed.pat'
2024-06-04T10:11:54.1127224Z ##[debug]=> '«a»'
2024-06-04T10:11:54.1127660Z ##[debug]Result: '«a»'
2024-06-04T10:11:54.1130001Z ##[section]Starting: Publish artifact
`, V{"a": g.azDevops()}, "##[section]Starting: Publish artifact", "variables['feed.pat']")

	g.add("circleci-step-env-debug", `
#!/bin/bash -eo pipefail
env | grep -E '^(CIRCLE_|AWS_|CODECOV_|SNYK_)' | sort
AWS_ACCESS_KEY_ID=«a»
AWS_DEFAULT_REGION=us-east-2
AWS_SECRET_ACCESS_KEY=«b»
CIRCLE_BRANCH=main
CIRCLE_BUILD_NUM=18342
CIRCLE_JOB=deploy
CIRCLE_PROJECT_REPONAME=storefront
CIRCLE_SHA1=«_sha»
CODECOV_TOKEN=«c»
SNYK_TOKEN=«d»

CircleCI received exit code 0
`, V{"a": g.awsID(), "b": g.awsSecret(), "_sha": g.gitSHA(), "c": g.uuid(), "d": g.txSnyk()}, "CIRCLE_BUILD_NUM=18342", "CircleCI received exit code 0")

	g.add("buildkite-agent-start-log", `
$ buildkite-agent start --token «a» --tags "queue=gpu,os=linux" --name "gpu-%spawn"

   _           _ _     _ _    _ _                                _
  | |         (_) |   | | |  (_) |                              | |
  | |__  _   _ _| | __| | | ___| |_ ___    __ _  __ _  ___ _ __ | |_

2024-06-04 10:30:12 NOTICE Starting buildkite-agent v3.73.1 with PID: 71830
2024-06-04 10:30:12 INFO   Registering agent with Buildkite...
2024-06-04 10:30:13 INFO   Successfully registered agent "gpu-1" with tags [queue=gpu os=linux]
`, V{"a": g.hex(50)}, "buildkite-agent v3.73.1", "queue=gpu,os=linux")

	g.add("kustomize-build-diff-secret", `
$ kustomize build overlays/prod > /tmp/new.yaml && diff -u /tmp/old.yaml /tmp/new.yaml
--- /tmp/old.yaml	2024-06-04 10:41:02.118272044 +0200
+++ /tmp/new.yaml	2024-06-04 10:41:09.902615220 +0200
@@ -12,8 +12,8 @@
 kind: Secret
 metadata:
   name: payments-env-8g2k5b7c4t
 stringData:
-  STRIPE_API_KEY: «a»
-  WEBHOOK_SIGNING_SECRET: «b»
+  STRIPE_API_KEY: «c»
+  WEBHOOK_SIGNING_SECRET: «d»
 type: Opaque
@@ -41 +41 @@
-        image: ghcr.io/acme/payments-api:5.1.0
+        image: ghcr.io/acme/payments-api:5.2.0
`, V{"a": g.skLive(), "b": g.whsec(), "c": g.skLive(), "d": g.whsec()}, "ghcr.io/acme/payments-api:5.2.0", "payments-env-8g2k5b7c4t")
}

func (g *G) txErrorsAndHTTP() {
	g.add("java-stacktrace-jdbc-url", `
2024-06-04 11:02:44.118 ERROR 1 --- [           main] o.s.b.SpringApplication                  : Application run failed
org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource': Failed to initialize pool: Connection to reports-db.acme.internal:5432 refused.
	at org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1806)
Caused by: org.postgresql.util.PSQLException: Connection to reports-db.acme.internal:5432 refused. url=jdbc:postgresql://reports-db.acme.internal:5432/reports?user=reports_ro&password=«a»&sslmode=require
	at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:346)
	at com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:554)
	... 42 common frames omitted
`, V{"a": g.pwURL()}, "com.zaxxer.hikari.pool.HikariPool.checkFailFast", "user=reports_ro")

	g.add("go-panic-libpq-dsn", `
panic: failed to connect to `+"`host=10.0.7.14 user=ledger database=ledger`"+`: server error (FATAL: password authentication failed for user "ledger" (SQLSTATE 28P01))
	dsn: host=10.0.7.14 port=5432 user=ledger password=«a» dbname=ledger sslmode=verify-full

goroutine 1 [running]:
main.mustOpen({0xc0000a4000, 0x61})
	/src/cmd/ledger/main.go:48 +0x1c5
main.main()
	/src/cmd/ledger/main.go:22 +0x4a
exit status 2
`, V{"a": g.pwURL()}, "/src/cmd/ledger/main.go:48", "SQLSTATE 28P01")

	g.add("ruby-redis-cannot-connect", `
Redis::CannotConnectError: Error connecting to Redis on redis://:«a»@cache.acme.internal:6380/2 (Errno::ECONNREFUSED)
/usr/local/bundle/gems/redis-client-0.22.2/lib/redis_client/ruby_connection.rb:139:in `+"`rescue in connect'"+`
/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/redis_connection.rb:38:in `+"`new'"+`
bin/rails:4:in `+"`<main>'"+`
`, V{"a": g.hex(32)}, "redis-client-0.22.2", "Errno::ECONNREFUSED")

	g.add("dotnet-sqlexception-connection-string", `
fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'Orders' on server 'tcp:acme-sql.database.windows.net,1433'.
fail: Acme.Orders.Startup[0]
      Startup failed with connection string "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=Orders;User ID=orders_app;Password=«a»;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'orders_app'.
         at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection)
`, V{"a": g.pwStrong()}, "Microsoft.Data.SqlClient.SqlException (0x80131904)", "Initial Catalog=Orders")

	g.add("rust-anyhow-error-chain-header", `
Error: failed to send webhook

Caused by:
    0: builder error for url (https://hooks.acme.io/v1/events)
    1: failed to parse header value "Bearer «a»\n"
    2: invalid HTTP header value

Stack backtrace:
   0: anyhow::error::<impl anyhow::Error>::msg
   1: notifier::webhook::send
             at ./src/webhook.rs:61:9
`, V{"a": g.an(48)}, "./src/webhook.rs:61:9", "invalid HTTP header value")

	g.add("python-requests-httperror-key-url", `
Traceback (most recent call last):
  File "/home/dana/src/geo/enrich.py", line 31, in geocode
    r.raise_for_status()
  File "/home/dana/.venv/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://maps.googleapis.com/maps/api/geocode/json?address=Rua+Augusta+100%2C+Lisboa&key=«a»
`, V{"a": g.googleKey()}, "Rua+Augusta+100%2C+Lisboa", "requests.exceptions.HTTPError: 403 Client Error")

	g.add("php-pdo-exception-trace-args", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'172.18.0.5' (using password: YES) in /var/www/html/lib/Db.php:14
Stack trace:
#0 /var/www/html/lib/Db.php(14): PDO->__construct('mysql:host=db;d...', 'shop', '«a»')
#1 /var/www/html/index.php(9): Db::connect()
#2 {main}
  thrown in /var/www/html/lib/Db.php on line 14
`, V{"a": g.txShortPw()}, "/var/www/html/lib/Db.php(14)", "Access denied for user 'shop'@'172.18.0.5'")

	g.add("node-axios-error-config-dump", `
AxiosError: Request failed with status code 429
    at settle (/app/node_modules/axios/dist/node/axios.cjs:1983:12)
  code: 'ERR_BAD_REQUEST',
  config: {
    timeout: 10000,
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      'x-api-key': '«a»',
      'User-Agent': 'axios/1.7.2'
    },
    baseURL: 'https://api.elevenlabs.io/v1',
    method: 'post',
    url: '/text-to-speech/«_voice»',
  },
  response: { status: 429, statusText: 'Too Many Requests' }
`, V{"a": "sk_" + g.hex(48), "_voice": g.an(20)}, "'User-Agent': 'axios/1.7.2'", "statusText: 'Too Many Requests'")

	g.add("rich-traceback-locals-api-key", `
╭───────────────────── Traceback (most recent call last) ─────────────────────╮
│ /home/mei/src/agent/llm.py:58 in complete                                    │
│                                                                              │
│   55 │   client = Mistral(api_key=api_key)                                   │
│ ❱ 58 │   resp = client.chat.complete(model=model, messages=msgs)             │
│                                                                              │
│ ╭──────────────────────────────── locals ────────────────────────────────╮   │
│ │ api_key = '«a»'                                                       │   │
│ │   model = 'mistral-large-latest'                                      │   │
│ │    msgs = [{'role': 'user', 'content': 'ping'}]                        │   │
│ ╰────────────────────────────────────────────────────────────────────────╯   │
╰──────────────────────────────────────────────────────────────────────────────╯
SDKError: API error occurred: Status 401
`, V{"a": g.an(32)}, "mistral-large-latest", "SDKError: API error occurred: Status 401")

	g.add("curl-v-bearer-request-trace", `
$ curl -v https://api.cohere.com/v2/embed -H "Authorization: Bearer «a»" -H "Content-Type: application/json" -d @req.json
*   Trying 34.96.76.122:443...
* Connected to api.cohere.com (34.96.76.122) port 443
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / id-ecPublicKey
> POST /v2/embed HTTP/2
> Host: api.cohere.com
> User-Agent: curl/8.7.1
> Accept: */*
> Authorization: Bearer «a»
> Content-Type: application/json
>
< HTTP/2 401
< content-type: application/json
< x-request-id: «_rid»
<
{"message":"invalid api token"}
`, V{"a": g.an(40), "_rid": g.hex(32)}, "TLS_AES_256_GCM_SHA384", "{\"message\":\"invalid api token\"}")

	g.add("python-http-client-debuglevel-send", `
>>> http.client.HTTPConnection.debuglevel = 1
>>> client.messages.create(model="claude-sonnet-4-5", max_tokens=64, messages=[{"role": "user", "content": "hi"}])
send: b'POST /v1/messages HTTP/1.1\r\nHost: api.anthropic.com\r\nAccept-Encoding: gzip, deflate\r\nAccept: application/json\r\nContent-Type: application/json\r\nanthropic-version: 2023-06-01\r\nx-api-key: «a»\r\nContent-Length: 96\r\n\r\n'
reply: 'HTTP/1.1 200 OK\r\n'
header: request-id: req_«_r»
`, V{"a": g.anthropic(), "_r": g.an(24)}, "anthropic-version: 2023-06-01", "reply: 'HTTP/1.1 200 OK\\r\\n'")

	g.add("go-httputil-dumprequestout", `
2024/06/04 11:20:31 request:
POST /v3/mail/send HTTP/1.1
Host: api.sendgrid.com
User-Agent: acme-mailer/0.9 (+https://acme.io)
Content-Length: 412
Authorization: Bearer «a»
Content-Type: application/json
Accept-Encoding: gzip

{"personalizations":[{"to":[{"email":"customer@example.org"}]}],"from":{"email":"orders@acme.io"},"template_id":"d-«_t»"}
2024/06/04 11:20:31 response: 202 Accepted
`, V{"a": g.sendgrid(), "_t": g.hex(32)}, "acme-mailer/0.9 (+https://acme.io)", "response: 202 Accepted")

	g.add("okhttp-logging-interceptor-body", `
D/OkHttp: --> POST https://api.acme.io/v2/session/refresh
D/OkHttp: Content-Type: application/json; charset=UTF-8
D/OkHttp: Content-Length: 71
D/OkHttp: Authorization: Bearer «a»
D/OkHttp: {"refresh_token":"«b»","device_id":"«_d»"}
D/OkHttp: --> END POST (71-byte body)
D/OkHttp: <-- 200 https://api.acme.io/v2/session/refresh (184ms)
D/OkHttp: set-cookie: __Host-sid=«c»; Path=/; Secure; HttpOnly; SameSite=Lax
`, V{"a": g.userJWT(), "b": g.b64u(64), "_d": g.uuid(), "c": g.b64u(43)}, "--> END POST (71-byte body)", "SameSite=Lax")

	g.add("httpie-verbose-api-key-header", `
$ http -v POST https://api.deepgram.com/v1/listen Authorization:"Token «a»" Content-Type:audio/wav < sample.wav
POST /v1/listen HTTP/1.1
Accept: application/json, */*;q=0.5
Authorization: Token «a»
Connection: keep-alive
Content-Type: audio/wav
User-Agent: HTTPie/3.2.2

+-----------------------------------------+
| NOTE: binary data not shown in terminal |
+-----------------------------------------+

HTTP/1.1 200 OK
dg-request-id: «_rid»
`, V{"a": g.hex(40), "_rid": g.uuid()}, "User-Agent: HTTPie/3.2.2", "NOTE: binary data not shown in terminal")

	g.add("wget-debug-basic-authorization", `
$ wget --debug --user=backup --password='«b»' https://files.acme.io/dumps/latest.sql.gz
Setting --user (user) to backup
Setting --password (password) to «b»
---request begin---
GET /dumps/latest.sql.gz HTTP/1.1
Host: files.acme.io
User-Agent: Wget/1.21.4
Authorization: Basic «a»
Connection: Keep-Alive

---request end---
HTTP request sent, awaiting response... 200 OK
`, func() V {
		p := g.pwStrong()
		return V{"b": p, "a": b64s("backup:" + p)}
	}(), "---request begin---", "User-Agent: Wget/1.21.4")

	g.add("browser-copy-as-curl-cookies", `
curl 'https://admin.acme.io/api/graphql' \
  -H 'accept: application/graphql-response+json' \
  -H 'content-type: application/json' \
  -H 'cookie: _ga=GA1.1.«_ga»; csrftoken=«=csrf»; sessionid=«a»; theme=dark' \
  -H 'origin: https://admin.acme.io' \
  -H 'x-csrftoken: «=csrf»' \
  --data-raw '{"query":"query Orders($first:Int){orders(first:$first){id total}}","variables":{"first":20}}'
`, V{"_ga": g.digits(10) + "." + g.digits(10), "=csrf": g.an(32), "a": g.djangoSession()}, "origin: https://admin.acme.io", "theme=dark")

	g.add("mitmproxy-flow-detail", `
$ mitmdump -nr flows.mitm --flow-detail 2 '~d api.intercom.io'
127.0.0.1:51422: GET https://api.intercom.io/contacts?per_page=50
    Host: api.intercom.io
    Authorization: Bearer «a»
    Intercom-Version: 2.11
    Accept: application/json
 << 200 OK 18.4k
    content-type: application/json; charset=utf-8
    x-request-id: «_r»
`, V{"a": "dG9rOj" + g.b64(54), "_r": g.s(alLowNum, 20)}, "Intercom-Version: 2.11", "~d api.intercom.io")
}

func (g *G) txQueriesAndREPLs() {
	g.add("psql-select-api-keys-table", `
app=> SELECT id, name, key, scopes, created_at FROM api_keys WHERE revoked_at IS NULL ORDER BY id LIMIT 4;
 id |      name       |                   key                    |      scopes       |       created_at
----+-----------------+------------------------------------------+-------------------+------------------------
  7 | zapier          | «a» | {orders:read}     | 2024-02-11 09:14:02+00
 12 | metabase-sync   | «b» | {reports:read}    | 2024-03-30 17:40:51+00
 19 | mobile-release  | «c» | {builds:write}    | 2024-05-02 08:01:33+00
(3 rows)
`, V{"a": "ak_live_" + g.an(32), "b": "ak_live_" + g.an(32), "c": "ak_live_" + g.an(32)},
		"WHERE revoked_at IS NULL", "metabase-sync", "{orders:read}")

	g.add("mysql-vertical-oauth-clients", `
mysql> SELECT * FROM oauth_clients WHERE name LIKE 'partner%'\G
*************************** 1. row ***************************
            id: 4
          name: partner-portal
     client_id: «_cid»
 client_secret: «a»
  redirect_uri: https://partners.acme.io/oauth/callback
       revoked: 0
    created_at: 2024-01-09 10:22:41
*************************** 2. row ***************************
            id: 9
          name: partner-reporting
     client_id: «_cid2»
 client_secret: «b»
  redirect_uri: https://reports.partners.acme.io/callback
       revoked: 0
    created_at: 2024-04-17 15:03:08
2 rows in set (0.00 sec)
`, V{"_cid": g.uuid(), "a": g.an(40), "_cid2": g.uuid(), "b": g.an(40)}, "https://partners.acme.io/oauth/callback", "2 rows in set (0.00 sec)")

	g.add("sqlite3-sessions-column-mode", `
$ sqlite3 -header -column instance/app.db "select user_id, token, expires from sessions order by expires desc limit 3"
user_id  token                                                             expires
-------  ----------------------------------------------------------------  -------------------
3        «a»  2024-06-11 10:02:17
1        «b»  2024-06-10 22:41:05
8        «c»  2024-06-09 07:13:59
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.hex(64)}, "order by expires desc limit 3", "2024-06-11 10:02:17")

	g.add("mongosh-find-integrations", `
acme> db.integrations.find({ provider: { $in: ["slack", "hubspot"] } }, { _id: 1, provider: 1, config: 1 })
[
  {
    _id: ObjectId('«_o1»'),
    provider: 'slack',
    config: { botToken: '«a»', teamId: '«_t»', channel: '#alerts' }
  },
  {
    _id: ObjectId('«_o2»'),
    provider: 'hubspot',
    config: { accessToken: '«b»', portalId: «_p» }
  }
]
`, V{"_o1": g.txObjID(), "a": g.xoxb(), "_t": g.slackT(), "_o2": g.txObjID(), "b": g.hubspot(), "_p": g.digits(8)}, "channel: '#alerts'", "provider: 'hubspot'")

	g.add("duckdb-box-connections", `
D SELECT name, host, username, password FROM read_json_auto('connections.json');
┌────────────┬──────────────────────────────┬──────────┬──────────────────────────────┐
│    name    │             host             │ username │           password           │
│  varchar   │           varchar            │ varchar  │           varchar            │
├────────────┼──────────────────────────────┼──────────┼──────────────────────────────┤
│ warehouse  │ wh.acme.internal             │ dbt      │ «a» │
│ crm-mirror │ crm-replica.acme.internal    │ readonly │ «b» │
└────────────┴──────────────────────────────┴──────────┴──────────────────────────────┘
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "crm-replica.acme.internal", "read_json_auto('connections.json')")

	rpw := g.pwURL()
	g.add("redis-monitor-auth-and-set", `
$ redis-cli -h 10.0.2.9 -a '«a»' --no-auth-warning MONITOR
OK
1717495321.118404 [0 10.0.3.41:53912] "AUTH" "app" "«a»"
1717495321.119011 [0 10.0.3.41:53912] "SELECT" "2"
1717495321.120552 [2 10.0.3.41:53912] "SET" "oauth:gh:dana-k" "{\"access_token\":\"«b»\",\"scope\":\"repo\"}" "EX" "28800"
1717495321.131870 [2 10.0.3.41:53912] "GET" "ratelimit:api:203.0.113.7"
`, V{"a": rpw, "b": g.gho()}, "ratelimit:api:203.0.113.7", "--no-auth-warning MONITOR")

	g.add("redis-config-get-auth", `
127.0.0.1:6379> CONFIG GET requirepass
1) "requirepass"
2) "«a»"
127.0.0.1:6379> CONFIG GET masterauth
1) "masterauth"
2) "«b»"
127.0.0.1:6379> CONFIG GET maxmemory-policy
1) "maxmemory-policy"
2) "allkeys-lru"
`, V{"a": g.an(32), "b": g.an(32)}, "allkeys-lru", "CONFIG GET maxmemory-policy")

	g.add("json-logs-nested-token-fields", `
{"ts":"2024-06-04T12:01:02.311Z","level":"debug","logger":"billing.client","msg":"outgoing request","http":{"method":"POST","url":"https://api.paddle.com/transactions","headers":{"authorization":"Bearer «a»","paddle-version":"1"}},"trace_id":"«_t»"}
{"ts":"2024-06-04T12:01:02.702Z","level":"info","logger":"auth","msg":"token refreshed","user":{"id":«_uid»,"email":"k.tanaka@example.jp"},"session":{"refresh":{"token":"«b»","expires_in":2592000}}}
{"ts":"2024-06-04T12:01:03.004Z","level":"info","logger":"http","msg":"GET /healthz 200","duration_ms":1}
`, V{"a": "pdl_live_apikey_01" + g.s(alLowNum, 26) + "_" + g.an(27) + "_A" + g.an(2), "_t": g.hex(32), "_uid": g.digits(6), "b": g.b64u(86)},
		"\"paddle-version\":\"1\"", "k.tanaka@example.jp", "GET /healthz 200")

	g.add("logfmt-debug-upstream-key", `
time=2024-06-04T12:10:44Z level=debug msg="calling upstream" upstream=weather provider=openweather api_key=«a» lat=52.52 lon=13.40
time=2024-06-04T12:10:44Z level=debug msg="calling upstream" upstream=fx provider=fixer access_key=«b» base=EUR
time=2024-06-04T12:10:45Z level=info msg="cache warm" entries=1842 took=1.21s
`, V{"a": g.hex(32), "b": g.hex(32)}, "msg=\"cache warm\" entries=1842", "upstream=weather provider=openweather")

	g.add("python-repl-os-environ", `
$ python3
Python 3.12.3 (main, Apr 10 2024, 05:33:47) [GCC 13.2.0] on linux
>>> import os
>>> os.environ.get("DATABRICKS_TOKEN")
'«a»'
>>> {k: v for k, v in os.environ.items() if k.startswith("AZURE_OPENAI")}
{'AZURE_OPENAI_ENDPOINT': 'https://acme-eus2.openai.azure.com/', 'AZURE_OPENAI_API_KEY': '«b»', 'AZURE_OPENAI_API_VERSION': '2024-05-01-preview'}
`, V{"a": g.txDatabricks(), "b": g.hex(32)}, "'AZURE_OPENAI_API_VERSION': '2024-05-01-preview'", "https://acme-eus2.openai.azure.com/")

	g.add("node-repl-process-env-and-config", `
$ node
Welcome to Node.js v20.14.0.
> require('dotenv').config(); process.env.SUPABASE_SERVICE_ROLE_KEY
'«a»'
> const cfg = require('./config'); cfg.mail
{
  transport: 'smtp',
  host: 'smtp.postmarkapp.com',
  auth: { user: '«b»', pass: '«b»' },
  from: 'Acme <hello@acme.io>'
}
`, V{"a": g.supabaseService(), "b": g.uuid()}, "Welcome to Node.js v20.14.0.", "smtp.postmarkapp.com")

	g.add("jupyter-cell-output-creds-dict", `
In [7]: creds = json.loads(secret_client.get_secret_value(SecretId="ml/feature-store")["SecretString"])
        creds

Out[7]:
{'host': 'feature-store.acme.internal',
 'user': 'feast',
 'password': '«a»',
 'redis_connection_string': 'feature-cache.acme.internal:6379,password=«b»,ssl=true'}

In [8]: len(creds)
Out[8]: 4
`, V{"a": g.pwStrong(), "b": g.an(32)}, "SecretId=\"ml/feature-store\"", "feature-cache.acme.internal:6379")

	g.add("ipython-boto3-frozen-credentials", `
In [3]: boto3.Session(profile_name="prod").get_credentials().get_frozen_credentials()
Out[3]: ReadOnlyCredentials(access_key='«a»', secret_key='«b»', token='«c»')
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "get_frozen_credentials()", "profile_name=\"prod\"")

	g.add("rails-console-credentials-hash", `
$ bin/rails console -e production
Loading production environment (Rails 7.1.3.4)
irb(main):001> Rails.application.credentials.stripe
=> {:secret_key=>"«a»", :publishable_key=>"«_pk»", :signing_secret=>"«b»"}
irb(main):002> Rails.application.credentials.secret_key_base
=> "«c»"
`, V{"a": g.skLive(), "_pk": g.pkLive(), "b": g.whsec(), "c": g.hex(128)}, "Loading production environment (Rails 7.1.3.4)")

	g.add("django-shell-settings", `
$ python manage.py shell
>>> from django.conf import settings
>>> settings.SECRET_KEY
'«a»'
>>> settings.DATABASES["default"]["PASSWORD"]
'«b»'
>>> settings.DEBUG
False
`, V{"a": g.s(alDjango, 50), "b": g.pwStrong()}, "from django.conf import settings", "settings.DEBUG")

	g.add("iex-application-get-env", `
iex(1)> Application.get_env(:acme, Acme.Repo)
[
  username: "acme",
  password: "«a»",
  hostname: "pg.acme.internal",
  database: "acme_prod",
  pool_size: 10
]
iex(2)> Application.get_env(:acme, AcmeWeb.Endpoint)[:secret_key_base]
"«b»"
`, V{"a": g.pwStrong(), "b": g.b64(48)}, "Application.get_env(:acme, Acme.Repo)", "pool_size: 10")
}

func (g *G) txChat() {
	g.add("chat-fr-cle-api-parentheses", `
Salut ! J'ai un souci avec l'API de Mistral, ça renvoie 401 à chaque appel. Ma clé c'est «a» (je l'ai regénérée ce matin). Tu peux regarder le fichier client.py stp ?
`, V{"a": g.an(32)}, "ça renvoie 401 à chaque appel", "client.py")

	g.add("chat-fr-env-code-fence", "\n"+`Voici mon .env de préprod, le déploiement plante au démarrage :

`+"```"+`
DATABASE_URL=postgres://preprod:«a»@10.2.0.8:5432/boutique
BREVO_API_KEY=«b»
`+"```"+`

Merci d'avance !
`, V{"a": g.pwURL(), "b": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "le déploiement plante au démarrage", "10.2.0.8:5432/boutique")

	g.add("chat-de-passwort-quotes", `
Hallo, kannst du mir helfen? Der Login auf dem Staging-Server klappt nicht mehr. Benutzer ist „deploy“, das Passwort lautet „«a»“ – das hat letzte Woche noch funktioniert. Der SSH-Port ist 2222.
`, V{"a": g.pw()}, "Der SSH-Port ist 2222.", "Staging-Server")

	g.add("chat-de-json-snippet-token", `
Ich bekomme immer "invalid_grant" zurück. Das ist mein Request-Body:
{"grant_type":"refresh_token","refresh_token":"«a»","client_id":"«_cid»","client_secret":"«b»"}
Woran kann das liegen?
`, V{"a": g.b64u(64), "_cid": g.uuid(), "b": g.b64u(48)}, "\"grant_type\":\"refresh_token\"", "Woran kann das liegen?")

	g.add("chat-es-token-lista-guiones", `
Hola, necesito migrar estas integraciones al nuevo servidor:
- Slack: «a»
- SendGrid: «b»,
- Twilio (auth token): «c».
El SID de Twilio es «_sid», ese no cambia.
`, V{"a": g.xoxb(), "b": g.sendgrid(), "c": g.hex(32), "_sid": g.twilioSID()}, "El SID de Twilio es", "migrar estas integraciones")

	g.add("chat-es-curl-question", `
¿Por qué este comando me da "Unauthorized"? curl -H 'X-Auth-Token: «a»' https://api.acme.com.mx/v1/facturas?mes=05
Lo copié tal cual del panel 😅
`, V{"a": g.hex(40)}, "https://api.acme.com.mx/v1/facturas?mes=05", "Lo copié tal cual del panel")

	g.add("chat-pt-br-credenciais-dois-pontos", `
Oi! Seguem as credenciais do banco de homologação:
host: hml-db.acme.com.br
usuário: app_hml
senha: «a»
E o token do Asaas (sandbox) é «b» , mas o de produção eu passo depois.
`, V{"a": g.pw(), "b": "$aact_prod_000" + g.b64u(120)}, "hml-db.acme.com.br", "o de produção eu passo depois")

	g.add("chat-pt-pt-env-vars", `
Boa tarde. Já pus as variáveis no servidor mas o webhook continua a falhar:
STRIPE_WEBHOOK_SECRET = «a»
STRIPE_SECRET_KEY = «b»
Obrigado!
`, V{"a": g.whsec(), "b": g.skTest()}, "o webhook continua a falhar", "Obrigado!")

	g.add("chat-ja-apikey-kagikakko", `
OpenAIのAPIキー「«a»」を設定したのですが、RateLimitErrorが出ます。組織IDは「org-«_org»」です。どうすればいいですか？
`, V{"a": g.openai(), "_org": g.an(24)}, "RateLimitErrorが出ます", "どうすればいいですか")

	g.add("chat-ja-env-block-polite", `
お疲れ様です。本番の.envを共有します（取り扱い注意でお願いします）。

LINE_CHANNEL_SECRET=«a»
LINE_CHANNEL_ACCESS_TOKEN=«b»
NODE_ENV=production

よろしくお願いいたします。
`, V{"a": g.hex(32), "b": g.s(alB64, 171) + "="}, "取り扱い注意でお願いします", "NODE_ENV=production")

	g.add("chat-zh-mima-fullwidth-colon", `
你好，帮我看一下为什么连不上阿里云的 RDS。
用户名：report_user
密码：«a»。
AccessKey ID：«b»，AccessKey Secret：«c»
谢谢！
`, V{"a": g.pw(), "b": "LTAI5t" + g.an(18), "c": g.an(30)}, "用户名：report_user", "帮我看一下为什么连不上阿里云的 RDS")

	g.add("chat-zh-connection-string-inline", `
我的连接串是 mongodb+srv://admin:«a»@cluster0.«_c».mongodb.net/?retryWrites=true ，本地可以连，部署到 Vercel 之后就超时了，是白名单的问题吗？
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "是白名单的问题吗", "retryWrites=true")

	g.add("chat-ru-token-bota", `
Привет! Бот в Телеграме перестал отвечать. Токен: «a» — я его не менял. Вебхук стоит на https://bot.acme.ru/tg/webhook. Что посмотреть в логах?
`, V{"a": g.telegram()}, "https://bot.acme.ru/tg/webhook", "Что посмотреть в логах?")

	k, _ := g.sshEd25519("deploy@ci")
	g.add("chat-ru-ssh-key-paste", `
Вот приватный ключ для деплоя, добавь его в секреты репозитория:
`+k.begin+`
«a»
`+k.end+`
Публичная часть уже лежит на сервере в authorized_keys.
`, V{"a": k.body}, "Публичная часть уже лежит на сервере", "authorized_keys")

	g.add("chat-it-password-trailing-period", `
Ciao, ho resettato la password dell'utente admin di WordPress: ora è «a». Puoi verificare se il plugin di backup funziona?
`, V{"a": g.pwURL()}, "plugin di backup", "dell'utente admin di WordPress")

	g.add("chat-ko-api-key-sentence", `
안녕하세요, 토스페이먼츠 시크릿 키 «a» 를 넣었는데 결제 승인 API에서 UNAUTHORIZED_KEY 에러가 나요.
`, V{"a": "live_sk_" + g.an(24)}, "UNAUTHORIZED_KEY", "결제 승인 API에서")

	g.add("chat-typo-pasword-kye", `
ok so the pasword for the jumpbox is «a» and the api kye for grafana is «b»
sorry for typos im on my phone lol
`, V{"a": g.pwURL(), "b": g.grafanaSA()}, "sorry for typos im on my phone", "jumpbox")

	g.add("chat-emoji-wrapped-key", `
🔑 «a» 🙏 pls put it in the GH secrets as OPENROUTER_KEY, thx!! 🚀
`, V{"a": g.openrouter()}, "OPENROUTER_KEY", "GH secrets")

	g.add("chat-inline-code-spans", `
Tried both `+"`«a»`"+` and `+"`«b»`"+` as `+"`LINEAR_API_KEY`"+`, the CLI keeps saying `+"`Authentication required, not authenticated`"+`.
`, V{"a": g.linear(), "b": g.linear()}, "Authentication required, not authenticated", "LINEAR_API_KEY")

	g.add("chat-brackets-and-comma-list", `
keys for the three envs are [«a»], [«b»], [«c»] (dev, staging, prod in that order), the prod one has write scope.
`, V{"a": g.pinecone(), "b": g.pinecone(), "c": g.pinecone()}, "dev, staging, prod in that order")

	tok := g.atlassian()
	g.add("chat-quoted-reply-split-token", `
> did you set the Jira token?
yes, it's
> «a»
> «b»
(email dana@acme.io, site acme.atlassian.net)
`, V{"a": tok[:96], "b": tok[96:]}, "site acme.atlassian.net", "did you set the Jira token?")

	g.add("chat-gmail-app-password-spaces", `
Nodemailer still fails with "535-5.7.8 Username and Password not accepted". I generated an app password for noreply@acme-shop.com: «a» — do I need to remove the spaces?
`, V{"a": g.txGmailAppPw()}, "535-5.7.8 Username and Password not accepted", "noreply@acme-shop.com")

	g.add("chat-apple-app-specific-password", `
For notarization: Apple ID dev@acme.io, team ID «_team», app-specific password «a». xcrun notarytool says "HTTP status code: 401. Invalid credentials."
`, V{"_team": g.s(alUpNum, 10), "a": g.txAppPw()}, "xcrun notarytool", "dev@acme.io")

	g.add("chat-2fa-backup-codes", `
saving these here so I don't lose them, GitHub recovery codes for the acme-bot account:
«a»
«b»
«c»
«d»
`, V{"a": g.hex(5) + "-" + g.hex(5), "b": g.hex(5) + "-" + g.hex(5), "c": g.hex(5) + "-" + g.hex(5), "d": g.hex(5) + "-" + g.hex(5)}, "GitHub recovery codes for the acme-bot account")

	g.add("chat-ssh-passphrase-sentence", `
ssh-add asks for a passphrase for /home/dana/.ssh/id_ed25519_acme, it's «a» if that helps, but it says "Bad passphrase, try again".
`, V{"a": g.pw()}, "/home/dana/.ssh/id_ed25519_acme", "Bad passphrase, try again")

	g.add("chat-slack-export-timestamps", `
[10:41] Priya S: who has the staging db password?
[10:42] Dana K: «a»
[10:42] Dana K: user is staging_admin, host pg-stg.acme.internal
[10:43] Priya S: thx 👍
`, V{"a": g.pwStrong()}, "pg-stg.acme.internal", "who has the staging db password?")

	g.add("chat-forwarded-email-credentials", `
---------- Forwarded message ---------
From: Vendor Support <support@payments-vendor.example>
Date: Mon, 3 Jun 2024 at 16:02
Subject: Your sandbox credentials

Merchant ID: «_mid»
API Login ID: «_login»
Transaction Key: «a»
Signature Key: «b»

Please keep these credentials confidential.
`, V{"_mid": g.digits(9), "_login": g.an(10), "a": g.an(16), "b": g.s(alHexU, 128)}, "Please keep these credentials confidential.", "Subject: Your sandbox credentials")

	g.add("chat-wifi-and-router-admin", `
office wifi: SSID "Acme-5G", WPA2 key «a»
router admin at http://192.168.8.1 → admin / «b»
printer is on 192.168.8.40
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "printer is on 192.168.8.40", "http://192.168.8.1")

	g.add("chat-bulleted-mixed-markdown", `
Here's everything for the handover:

* **Cloudflare**: API token `+"`«a»`"+` (zone edit only)
* **Algolia** admin key → «b»
* **Render**: «c»;
* Domain registrar login: ops@acme.io / "«d»"
`, V{"a": g.cfToken(), "b": g.hex(32), "c": "rnd_" + g.an(32), "d": g.pw()}, "(zone edit only)", "Domain registrar login: ops@acme.io")

	g.add("chat-single-quoted-then-comma", `
user said the key was 'sk-ant-api03-' + something, found it in 1Password: '«a»', can you update Doppler with it, then restart the worker
`, V{"a": g.anthropic()}, "can you update Doppler with it", "found it in 1Password")

	g.add("chat-key-after-equals-no-space", `
lol I accidentally committed MAPBOX_SECRET=«a»in the README, how do I purge it from history?
`, V{"a": g.mapboxSK()}, "how do I purge it from history?", "MAPBOX_SECRET=")
}

func (g *G) txFormats() {
	ldapPw, smtpPw := g.pwStrong(), g.pwStrong()
	g.add("properties-escaped-separators", `
# ldap.properties -- generated by the installer, keys and values escaped per java.util.Properties
ldap.url=ldaps\://dc01.corp.acme.local\:636
ldap.bind.dn=CN\=svc-jira,OU\=Service Accounts,DC\=corp,DC\=acme,DC\=local
ldap.bind.password=«a»
mail.smtp.password «b»
mail.smtp.user\u0040domain=jira@acme.io
`, V{"a": txEsc(ldapPw), "b": txEsc(smtpPw)}, `ldaps\://dc01.corp.acme.local\:636`, `OU\=Service Accounts`)

	g.add("tomcat-users-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
  <role rolename="manager-gui"/>
  <role rolename="manager-script"/>
  <user username="admin" password="«a»" roles="manager-gui,admin-gui"/>
  <user username="jenkins-deploy" password="«b»" roles="manager-script"/>
</tomcat-users>
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "roles=\"manager-gui,admin-gui\"", "jenkins-deploy")

	g.add("tomcat-context-xml-resource", `
<Context>
  <Resource name="jdbc/CoreDS" auth="Container" type="javax.sql.DataSource"
            driverClassName="oracle.jdbc.OracleDriver"
            url="jdbc:oracle:thin:@//ora-prod.acme.internal:1521/COREPDB"
            username="CORE_APP" password="«a»"
            maxTotal="40" maxIdle="10" validationQuery="SELECT 1 FROM DUAL"/>
</Context>
`, V{"a": g.pwStrong()}, "jdbc:oracle:thin:@//ora-prod.acme.internal:1521/COREPDB", "validationQuery=\"SELECT 1 FROM DUAL\"")

	g.add("wildfly-standalone-datasource", `
<datasource jndi-name="java:jboss/datasources/BillingDS" pool-name="BillingDS" enabled="true">
    <connection-url>jdbc:mysql://billing-db:3306/billing?useSSL=true</connection-url>
    <driver>mysql</driver>
    <security>
        <user-name>billing</user-name>
        <password>«a»</password>
    </security>
</datasource>
<mail-session name="default" jndi-name="java:jboss/mail/Default">
    <smtp-server outbound-socket-binding-ref="mail-smtp" username="ses-smtp-user" password="«b»"/>
</mail-session>
`, V{"a": g.pwStrong(), "b": "B" + g.s(alB64, 43)}, "java:jboss/datasources/BillingDS", "outbound-socket-binding-ref=\"mail-smtp\"")

	g.add("dotnet-user-secrets-list", `
$ dotnet user-secrets list --project src/Acme.Api
ConnectionStrings:Default = Host=localhost;Database=acme;Username=acme;Password=«a»
Authentication:Google:ClientId = «_cid».apps.googleusercontent.com
Authentication:Google:ClientSecret = «b»
OpenAI:ApiKey = «c»
`, V{"a": g.pwURL(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "c": g.openai()}, "--project src/Acme.Api", "Host=localhost;Database=acme;Username=acme")

	g.add("drupal-settings-php", `
<?php
$databases['default']['default'] = [
  'database' => 'drupal',
  'username' => 'drupal',
  'password' => '«a»',
  'host' => 'mariadb',
  'port' => '3306',
  'driver' => 'mysql',
  'prefix' => '',
];
$settings['hash_salt'] = '«b»';
$settings['config_sync_directory'] = '../config/sync';
$config['smtp.settings']['smtp_password'] = '«c»';
`, V{"a": g.pwStrong(), "b": g.b64u(74), "c": g.pw()}, "'config_sync_directory'", "'driver' => 'mysql'")

	g.add("ruby-fog-credentials-hash", `
# config/initializers/carrierwave.rb
CarrierWave.configure do |config|
  config.fog_credentials = {
    provider:              'AWS',
    aws_access_key_id:     '«a»',
    aws_secret_access_key: '«b»',
    region:                'ap-southeast-2'
  }
  config.fog_directory = 'acme-uploads-syd'
end
Sidekiq.configure_server { |c| c.redis = { url: "redis://:«c»@redis.acme.internal:6379/1" } }
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwURL()}, "acme-uploads-syd", "region:                'ap-southeast-2'")

	g.add("elixir-config-swoosh-exaws", `
# config/prod.exs
config :acme, Acme.Mailer,
  adapter: Swoosh.Adapters.Sendgrid,
  api_key: "«a»"

config :ex_aws,
  access_key_id: "«b»",
  secret_access_key: "«c»",
  region: "eu-north-1"

config :acme, :stripe, webhook_secret: "«d»"
`, V{"a": g.sendgrid(), "b": g.awsID(), "c": g.awsSecret(), "d": g.whsec()}, "Swoosh.Adapters.Sendgrid", "region: \"eu-north-1\"")

	g.add("erlang-sys-config", `
%% rel/sys.config
[
 {kernel, [{logger_level, info}]},
 {acme_gateway, [
   {listen_port, 8443},
   {db, [{host, "pg.acme.internal"}, {user, "gateway"}, {password, "«a»"}]},
   {hmac_secret, <<"«b»">>},
   {upstream_api_key, "«c»"}
 ]}
].
`, V{"a": g.pwStrong(), "b": g.hex(64), "c": g.an(40)}, "{listen_port, 8443}", "{logger_level, info}")

	g.add("lua-neovim-plugin-setup", `
-- ~/.config/nvim/lua/plugins/ai.lua
return {
  "olimorris/codecompanion.nvim",
  opts = {
    adapters = {
      anthropic = function()
        return require("codecompanion.adapters").extend("anthropic", {
          env = { api_key = "«a»" },
        })
      end,
    },
    strategies = { chat = { adapter = "anthropic" } },
  },
  keys = { { "<leader>ac", "<cmd>CodeCompanionChat Toggle<cr>" } },
}
`, V{"a": g.anthropic()}, "olimorris/codecompanion.nvim", "<cmd>CodeCompanionChat Toggle<cr>")

	g.add("lua-openresty-upstream-auth", `
-- nginx/lua/auth_proxy.lua
local _M = {}
local API_KEY = "«a»"
local redis_password = "«b»"

function _M.access()
  ngx.req.set_header("X-Api-Key", API_KEY)
  ngx.req.set_header("X-Forwarded-Proto", ngx.var.scheme)
end
return _M
`, V{"a": g.an(40), "b": g.pwURL()}, "ngx.req.set_header(\"X-Forwarded-Proto\", ngx.var.scheme)", "local _M = {}")

	g.add("nix-nixos-configuration", `
# /etc/nixos/configuration.nix
{ config, pkgs, ... }:
{
  services.tailscale.enable = true;
  services.restic.backups.home = {
    repository = "s3:s3.eu-central-003.backblazeb2.com/acme-restic";
    passwordFile = "/etc/nixos/secrets/restic-password";
    environmentFile = pkgs.writeText "restic-env" ''
      AWS_ACCESS_KEY_ID=«=kid»
      AWS_SECRET_ACCESS_KEY=«a»
    '';
  };
  users.users.dana.hashedPassword = "«b»";
  services.grafana.settings.security.admin_password = "«c»";
}
`, V{"=kid": "003" + g.hex(22), "a": "K003" + g.b64(22)[:27], "b": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "c": g.pwStrong()},
		"passwordFile = \"/etc/nixos/secrets/restic-password\"", "services.tailscale.enable = true;")

	g.add("dhall-config-record", `
-- config/prod.dhall
let Db = { host : Text, port : Natural, user : Text, password : Text }
in  { db = { host = "db.acme.internal", port = 5432, user = "svc", password = "«a»" } : Db
    , sentryDsn = "https://«=dsn»@o«_o».ingest.sentry.io/«_p»"
    , githubToken = "«b»"
    , replicas = 3
    }
`, V{"a": g.pwStrong(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "b": g.ghFine()}, "let Db = { host : Text, port : Natural", "replicas = 3")

	g.add("cue-config-secrets", `
// deploy/values.cue
package deploy

app: {
	name:     "search-api"
	replicas: 3 & >=1
	env: {
		ELASTIC_URL:     "https://es.acme.internal:9243"
		ELASTIC_API_KEY: "«a»"
		COHERE_API_KEY:  "«b»"
	}
}
`, V{"a": g.esAPIKey(), "b": g.an(40)}, "replicas: 3 & >=1", "https://es.acme.internal:9243")

	key := g.rsaPEM()
	g.add("hcl-heredoc-vault-and-key", `
resource "vault_generic_secret" "payments" {
  path      = "secret/payments/prod"
  data_json = <<EOT
{
  "adyen_api_key": "«a»",
  "db_password":   "«b»"
}
EOT
}

resource "tls_locally_signed_cert" "svc" {
  ca_private_key_pem = <<EOF
`+key.begin+`
«c»
`+key.end+`
EOF
  allowed_uses = ["server_auth"]
}
`, V{"a": "AQE" + g.b64(120), "b": g.pwStrong(), "c": key.body}, "path      = \"secret/payments/prod\"", "allowed_uses = [\"server_auth\"]")

	g.add("ini-sections-mixed-tool-config", `
; C:\ProgramData\AcmeAgent\agent.ini
[general]
site = fra1
log_level = info

[upload]
endpoint = https://ingest.acme.io
api_key = «a»

[proxy]
host = proxy.corp.acme.local
port = 3128
user = ACME\svc-agent
pass = «b»
`, V{"a": g.an(40), "b": g.pwURL()}, "host = proxy.corp.acme.local", "endpoint = https://ingest.acme.io")

	g.add("powershell-connect-azaccount-sp", `
PS C:\deploy> $secret = ConvertTo-SecureString -String '«a»' -AsPlainText -Force
PS C:\deploy> $cred = [pscredential]::new('«_app»', $secret)
PS C:\deploy> Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant «_ten»

Account                               SubscriptionName TenantId                             Environment
-------                               ---------------- --------                             -----------
«_app» Acme-Prod        «_ten» AzureCloud
`, V{"a": g.azSecret(), "_app": g.uuid(), "_ten": g.uuid()}, "Connect-AzAccount -ServicePrincipal", "AzureCloud")

	g.add("powershell-profile-env-vars", `
PS> Get-Content $PROFILE
Import-Module posh-git
$env:OPENAI_API_KEY = "«a»"
[Environment]::SetEnvironmentVariable("AZURE_DEVOPS_EXT_PAT", "«b»", "User")
$env:PNPM_HOME = "$env:LOCALAPPDATA\pnpm"
Set-Alias k kubectl
`, V{"a": g.openaiOld(), "b": g.azDevops()}, "Import-Module posh-git", "$env:LOCALAPPDATA\\pnpm")

	g.add("windows-cmd-setx-and-runas", `
C:\> setx GITLAB_TOKEN «a»

SUCCESS: Specified value was saved.

C:\> cmdkey /generic:git:https://gitlab.acme.io /user:dana /pass:«b»

CMDKEY: Credential added successfully.
`, V{"a": g.glpat(), "b": g.glpat()}, "SUCCESS: Specified value was saved.", "CMDKEY: Credential added successfully.")

	g.add("registry-export-reg-file", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Acme\SyncAgent]
"InstallDir"="C:\\Program Files\\Acme\\SyncAgent"
"ServerUrl"="https://sync.acme.io"
"ApiKey"="«a»"
"ProxyPassword"="«b»"
"Version"=dword:00000204
`, V{"a": g.an(32), "b": g.pwURL()}, `"InstallDir"="C:\\Program Files\\Acme\\SyncAgent"`, "\"Version\"=dword:00000204")

	g.add("crontab-l-inline-secrets", `
$ crontab -l
MAILTO=ops@acme.io
# m h  dom mon dow   command
*/5 * * * * curl -fsS -m 10 --retry 3 https://hc-ping.com/«_hc» > /dev/null
15 2 * * * PGPASSWORD=«a» pg_dump -h db.acme.internal -U backup core | gzip > /backups/core-$(date +\%F).sql.gz
0 3 * * 0 AWS_ACCESS_KEY_ID=«b» AWS_SECRET_ACCESS_KEY=«c» aws s3 sync /backups s3://acme-backups/db/ --quiet
`, V{"_hc": g.uuid(), "a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, "MAILTO=ops@acme.io", "s3://acme-backups/db/")

	g.add("systemd-dropin-setcredential", `
$ systemctl cat caddy.service | tail -n 9
# /etc/systemd/system/caddy.service.d/override.conf
[Service]
Environment="CF_API_TOKEN=«a»"
Environment=CADDY_ADMIN=localhost:2019
SetCredential=basicauth_pw:«b»
LoadCredential=tls-key:/etc/caddy/private/site.key
EnvironmentFile=-/etc/default/caddy
`, V{"a": g.cfToken(), "b": g.pwURL()}, "LoadCredential=tls-key:/etc/caddy/private/site.key", "CADDY_ADMIN=localhost:2019")

	g.add("supervisord-program-environment", `
; /etc/supervisor/conf.d/worker.conf
[program:celery-worker]
command=/srv/app/.venv/bin/celery -A app worker -l info -c 4
directory=/srv/app
user=app
environment=DJANGO_SETTINGS_MODULE="app.settings.prod",BROKER_URL="amqp://app:«a»@rabbit.acme.internal:5672/app",SENTRY_DSN="https://«=dsn»@o«_o».ingest.sentry.io/«_p»",MAILJET_API_SECRET="«b»"
autorestart=true
stopwaitsecs=600
`, V{"a": g.pwURL(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "b": g.hex(32)}, "DJANGO_SETTINGS_MODULE=\"app.settings.prod\"", "stopwaitsecs=600")

	g.add("procfile-inline-env", `
$ cat Procfile
web: bundle exec puma -C config/puma.rb
worker: REDIS_URL=redis://:«a»@10.0.1.12:6379/0 bundle exec sidekiq -q default -q mailers
release: DATABASE_URL=postgres://app:«b»@10.0.1.5/app bin/rails db:migrate
`, V{"a": g.pwURL(), "b": g.pwURL()}, "bundle exec puma -C config/puma.rb", "-q default -q mailers")

	g.add("makefile-variables-credentials", `
REGISTRY      ?= registry.acme.io/platform
IMAGE         := $(REGISTRY)/gateway
REGISTRY_USER ?= ci-push
REGISTRY_PASS ?= «a»
SONAR_TOKEN   := «b»

login:
	@echo $(REGISTRY_PASS) | docker login $(REGISTRY) -u $(REGISTRY_USER) --password-stdin

scan:
	sonar-scanner -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=$(SONAR_TOKEN)
`, V{"a": g.an(32), "b": "squ_" + g.hex(40)}, "$(REGISTRY)/gateway", "-Dsonar.host.url=https://sonar.acme.io")

	g.add("dockerfile-arg-default-token", `
# syntax=docker/dockerfile:1.7
FROM golang:1.22-bookworm AS build
ARG GOPRIVATE=github.com/acme/*
ARG GH_TOKEN=«a»
ENV GONOSUMDB=github.com/acme/*
RUN git config --global url."https://x-access-token:${GH_TOKEN}@github.com/".insteadOf "https://github.com/"
WORKDIR /src
COPY . .
RUN go build -o /out/api ./cmd/api

FROM gcr.io/distroless/static-debian12
ENV MAXMIND_LICENSE_KEY=«b»
COPY --from=build /out/api /api
`, V{"a": g.ghp(), "b": g.an(6) + "_" + g.an(29) + "_mmk"}, "gcr.io/distroless/static-debian12", "ENV GONOSUMDB=github.com/acme/*")
}

func (g *G) txDeployFormats() {
	g.add("gha-with-inputs-literal-secrets", `
jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: docker/login-action@v3
        with:
          registry: docker.io
          username: acmebuild
          password: «a»
      - uses: slackapi/slack-github-action@v1.26.0
        with:
          channel-id: C06«_ch»
          slack-message: "Release ${{ github.ref_name }} is out"
        env:
          SLACK_BOT_TOKEN: «b»
      - uses: codecov/codecov-action@v4
        with:
          token: «c»
          fail_ci_if_error: true
`, V{"a": g.dockerPAT(), "_ch": g.s(alUpNum, 8), "b": g.xoxb(), "c": g.uuid()}, "slackapi/slack-github-action@v1.26.0", "fail_ci_if_error: true")

	g.add("argo-workflow-env-literals", `
apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: nightly-export-
spec:
  entrypoint: export
  templates:
    - name: export
      container:
        image: ghcr.io/acme/exporter:1.9.0
        command: [python, -m, exporter]
        args: ["--since", "{{workflow.creationTimestamp}}"]
        env:
          - name: BIGQUERY_PROJECT
            value: acme-analytics
          - name: HUBSPOT_TOKEN
            value: «a»
          - name: SFTP_PASSWORD
            value: "«b»"
`, V{"a": g.hubspot(), "b": g.pwStrong()}, "generateName: nightly-export-", "{{workflow.creationTimestamp}}")

	g.add("tekton-basic-auth-secret-and-task", `
apiVersion: v1
kind: Secret
metadata:
  name: git-basic
  annotations:
    tekton.dev/git-0: https://github.com
type: kubernetes.io/basic-auth
stringData:
  username: acme-bot
  password: «a»
---
apiVersion: tekton.dev/v1
kind: Task
metadata:
  name: notify
spec:
  steps:
    - name: post
      image: curlimages/curl:8.8.0
      env:
        - name: TEAMS_WEBHOOK
          value: https://acme.webhook.office.com/webhookb2/«_g»@«_t»/IncomingWebhook/«a2»/«_u»
`, V{"a": g.ghp(), "_g": g.uuid(), "_t": g.uuid(), "a2": g.hex(32), "_u": g.uuid()}, "tekton.dev/git-0: https://github.com", "curlimages/curl:8.8.0")

	g.add("pulumi-stack-config-secure-vs-plain", `
$ cat Pulumi.staging.yaml
encryptionsalt: v1:«_salt»:v1:«_s2»:«_s3»
config:
  aws:region: eu-west-3
  acme:dbPassword:
    secure: v1:«_c1»:«_c2»
  acme:datadogApiKey: «a»
  acme:githubOauthSecret: «b»
  acme:instanceType: t3.medium
`, V{"_salt": g.b64(8), "_s2": g.b64(12), "_s3": g.b64(32), "_c1": g.b64(12), "_c2": g.b64(40), "a": g.hex(32), "b": g.hex(40)},
		"aws:region: eu-west-3", "acme:instanceType: t3.medium")

	g.add("serverless-yml-provider-env", `
service: acme-webhooks
frameworkVersion: "3"
provider:
  name: aws
  runtime: nodejs20.x
  region: us-east-1
  environment:
    TABLE_NAME: ${self:service}-${sls:stage}-events
    GITHUB_WEBHOOK_SECRET: «a»
    LINEAR_API_KEY: «b»
    DISCORD_BOT_TOKEN: «c»
functions:
  github:
    handler: src/github.handler
    events:
      - httpApi: "POST /github"
`, V{"a": g.hex(40), "b": g.linear(), "c": g.discordBot()}, "${self:service}-${sls:stage}-events", "handler: src/github.handler")

	g.add("sam-template-env-and-param-default", `
AWSTemplateFormatVersion: "2010-09-09"
Transform: AWS::Serverless-2016-10-31
Parameters:
  OpenSearchPassword:
    Type: String
    NoEcho: true
    Default: «a»
Resources:
  IngestFunction:
    Type: AWS::Serverless::Function
    Properties:
      Handler: app.handler
      Runtime: python3.12
      Environment:
        Variables:
          OPENSEARCH_ENDPOINT: https://search-acme-logs-«_d».eu-west-1.es.amazonaws.com
          SEGMENT_WRITE_KEY: «_seg»
          SLACK_SIGNING_SECRET: «b»
`, V{"a": g.pwStrong(), "_d": g.s(alLowNum, 26), "_seg": g.an(32), "b": g.hex(32)}, "Transform: AWS::Serverless-2016-10-31", "NoEcho: true")

	g.add("cloudformation-parameters-json", `
$ cat params/prod.json
[
  {"ParameterKey": "Environment", "ParameterValue": "prod"},
  {"ParameterKey": "DBMasterPassword", "ParameterValue": "«a»"},
  {"ParameterKey": "GitHubOAuthToken", "ParameterValue": "«b»"},
  {"ParameterKey": "VpcId", "ParameterValue": "vpc-«_vpc»"}
]
$ aws cloudformation deploy --stack-name core-prod --template-file core.yml --parameter-overrides DBMasterPassword=«a» Environment=prod
`, V{"a": g.pwURL(), "b": g.gho(), "_vpc": g.hex(17)}, "--stack-name core-prod", "\"ParameterValue\": \"prod\"")

	g.add("ansible-yaml-inventory-become", `
# inventories/prod/hosts.yml
all:
  children:
    db:
      hosts:
        db-01.acme.internal:
          ansible_user: ops
          ansible_become_password: "«a»"
    windows:
      hosts:
        ad-01.corp.acme.local:
          ansible_connection: winrm
          ansible_user: ACME\ansible
          ansible_password: '«b»'
          ansible_winrm_transport: ntlm
  vars:
    ansible_ssh_pass: «c»
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pwURL()}, "ansible_winrm_transport: ntlm", "ad-01.corp.acme.local")

	g.add("puppet-hiera-common-yaml", `
# hieradata/common.yaml
---
profile::base::ntp_servers:
  - 0.pool.ntp.org
  - 1.pool.ntp.org
profile::postgres::replication_password: '«a»'
profile::monitoring::datadog_api_key: '«b»'
profile::mail::relay_password: >
  ENC[PKCS7,«_enc»]
`, V{"a": g.pwStrong(), "b": g.hex(32), "_enc": g.b64(180)}, "profile::base::ntp_servers:", "0.pool.ntp.org")

	g.add("chef-data-bag-item-json", `
$ knife data bag show credentials mysql -F json
{
  "id": "mysql",
  "root_password": "«a»",
  "replication": {
    "user": "repl",
    "password": "«b»"
  },
  "backup_s3_secret": "«c»"
}
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.awsSecret()}, "knife data bag show credentials mysql", "\"user\": \"repl\"")

	g.add("salt-pillar-sls", `
# /srv/pillar/mysql.sls
mysql:
  server:
    root_user: root
    root_password: «a»
  user:
    app:
      password: '«b»'
      host: '10.0.%'
      databases:
        - database: shop
          grants: ['select', 'insert', 'update']
smtp:
  relay_api_key: «c»
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.sendgrid()}, "grants: ['select', 'insert', 'update']", "/srv/pillar/mysql.sls")

	g.add("renovate-config-js-hostrules", `
// config.js (self-hosted Renovate)
module.exports = {
  platform: "gitlab",
  endpoint: "https://gitlab.acme.io/api/v4/",
  token: "«a»",
  hostRules: [
    { matchHost: "npm.pkg.github.com", hostType: "npm", token: "«b»" },
    { matchHost: "acme.jfrog.io", username: "renovate", password: "«c»" },
  ],
  onboardingConfig: { extends: ["config:recommended"] },
};
`, V{"a": g.glpat(), "b": g.ghp(), "c": "cmVmdGtuOjAxOjE3" + g.an(48)}, "\"config:recommended\"", "matchHost: \"npm.pkg.github.com\"")

	g.add("vagrantfile-provider-token", `
# Vagrantfile
Vagrant.configure("2") do |config|
  config.vm.box = "bento/ubuntu-24.04"
  config.vm.provider :digital_ocean do |provider, override|
    override.ssh.private_key_path = "~/.ssh/id_ed25519"
    provider.token = "«a»"
    provider.region = "ams3"
    provider.size = "s-2vcpu-4gb"
  end
  config.vm.provision "shell", inline: "echo 'export TAILSCALE_AUTHKEY=«b»' >> /etc/environment"
end
`, V{"a": g.doToken(), "b": g.tailscale()}, "bento/ubuntu-24.04", "provider.size = \"s-2vcpu-4gb\"")

	g.add("k8s-cronjob-args-inline-password", `
apiVersion: batch/v1
kind: CronJob
metadata:
  name: mysqldump
spec:
  schedule: "30 1 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: dump
              image: mysql:8.4
              command: ["/bin/sh", "-c"]
              args:
                - mysqldump -h mysql.db.svc -u backup -p'«a»' --single-transaction shop | gzip > /backup/shop.sql.gz
`, V{"a": g.pwStrong()}, "schedule: \"30 1 * * *\"", "--single-transaction shop")
}

func (g *G) txBenign() {
	g.add("benign-git-reflog-and-bisect", `
$ git reflog -5
«_a» HEAD@{0}: rebase (finish): returning to refs/heads/feat/token-refresh
«_b» HEAD@{1}: rebase (pick): fix: refresh access token before expiry
«_c» HEAD@{2}: checkout: moving from main to feat/token-refresh
$ git bisect good «_d»
Bisecting: 6 revisions left to test after this (roughly 3 steps)
[«_e»] chore: rotate api key fixtures
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.gitSHA(), "_e": g.gitSHA()}, "refs/heads/feat/token-refresh")

	g.add("benign-docker-pull-layers-digest", `
$ docker pull ghcr.io/acme/api:1.15.0
1.15.0: Pulling from acme/api
«_l1»: Already exists
«_l2»: Pull complete
«_l3»: Pull complete
Digest: sha256:«_d»
Status: Downloaded newer image for ghcr.io/acme/api:1.15.0
`, V{"_l1": g.hex(12), "_l2": g.hex(12), "_l3": g.hex(12), "_d": g.hex(64)}, "Status: Downloaded newer image")

	g.add("benign-pnpm-lock-integrity", `
packages:

  /@tanstack/react-query@5.40.0(react@18.3.1):
    resolution: {integrity: sha512-«_a»}
    peerDependencies:
      react: ^18 || ^19

  /jose@5.4.0:
    resolution: {integrity: sha512-«_b»}
    dev: false
`, V{"_a": g.b64(64), "_b": g.b64(64)}, "/jose@5.4.0:")

	g.add("benign-go-mod-download-json", `
$ go mod download -json golang.org/x/oauth2@v0.21.0
{
	"Path": "golang.org/x/oauth2",
	"Version": "v0.21.0",
	"Info": "/home/dana/go/pkg/mod/cache/download/golang.org/x/oauth2/@v/v0.21.0.info",
	"Sum": "h1:«_a»",
	"GoModSum": "h1:«_b»",
	"Origin": {"VCS": "git", "URL": "https://go.googlesource.com/oauth2", "Hash": "«_c»"}
}
`, V{"_a": g.b64(32), "_b": g.b64(32), "_c": g.gitSHA()}, "\"Version\": \"v0.21.0\"")

	g.add("benign-flake-lock-narhash", `
{
  "nodes": {
    "nixpkgs": {
      "locked": {
        "lastModified": 1717179513,
        "narHash": "sha256-«_a»",
        "owner": "NixOS",
        "repo": "nixpkgs",
        "rev": "«_r»",
        "type": "github"
      }
    }
  },
  "version": 7
}
`, V{"_a": g.b64(32), "_r": g.gitSHA()}, "\"lastModified\": 1717179513")

	g.add("benign-ipfs-add-cids", `
$ ipfs add -r site/
added «_a» site/index.html
added «_b» site/app.js
added «_c» site
 2.41 MiB / 2.41 MiB [=====================================] 100.00%
$ ipfs cid format -v 1 -b base32 «_c»
bafybei«_d»
`, V{"_a": g.txCID0(), "_b": g.txCID0(), "_c": g.txCID0(), "_d": g.s("abcdefghijklmnopqrstuvwxyz234567", 52)}, "site/index.html")

	_, pk1 := g.sshEd25519("")
	g.add("benign-github-api-user-keys", `
$ curl -s https://api.github.com/users/dana-k/keys
[
  {
    "id": «_i1»,
    "key": "«_k1»"
  },
  {
    "id": «_i2»,
    "key": "«_k2»"
  }
]
`, V{"_i1": g.digits(8), "_k1": pk1, "_i2": g.digits(8), "_k2": g.sshRSAPub()}, "https://api.github.com/users/dana-k/keys")

	g.add("benign-jwks-public-keys", `
$ curl -s https://auth.acme.io/.well-known/jwks.json | jq
{
  "keys": [
    {
      "kty": "RSA",
      "use": "sig",
      "kid": "«_kid»",
      "alg": "RS256",
      "n": "«_n»",
      "e": "AQAB"
    },
    {
      "kty": "EC",
      "crv": "P-256",
      "kid": "«_kid2»",
      "x": "«_x»",
      "y": "«_y»"
    }
  ]
}
`, V{"_kid": g.b64u(43), "_n": g.b64u(342), "_kid2": g.b64u(43), "_x": g.b64u(43), "_y": g.b64u(43)}, "\"e\": \"AQAB\"", "/.well-known/jwks.json")

	g.add("benign-pem-public-key-verify-config", `
# config/jwt.yml -- verification only, the signing key lives in KMS
issuer: https://auth.acme.io
audience: acme-api
public_key: |
  -----BEGIN PUBLIC KEY-----
  «_a»
  -----END PUBLIC KEY-----
`, V{"_a": strings.ReplaceAll(wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.s(alB64, 348)+"IDAQAB", 64), "\n", "\n  ")}, "audience: acme-api")

	g.add("benign-openssl-s-client-chain", `
$ openssl s_client -connect api.acme.io:443 -servername api.acme.io </dev/null 2>/dev/null | head -12
CONNECTED(00000003)
---
Certificate chain
 0 s:CN = api.acme.io
   i:C = US, O = Let's Encrypt, CN = R11
   a:PKEY: rsaEncryption, 2048 (bit); sigalg: RSA-SHA256
 1 s:C = US, O = Let's Encrypt, CN = R11
   i:C = US, O = Internet Security Research Group, CN = ISRG Root X1
---
Server certificate
SHA1 Fingerprint=«_f»
Session-ID: «_s»
`, V{"_f": strings.TrimSuffix(strings.Repeat(g.s(alHexU, 2)+":", 20), ":"), "_s": g.s(alHexU, 64)}, "CN = ISRG Root X1")

	g.add("benign-curl-i-response-ids", `
$ curl -sI https://api.acme.io/v1/status
HTTP/2 200
date: Tue, 04 Jun 2024 12:41:09 GMT
content-type: application/json
x-amzn-requestid: «_a»
x-amzn-trace-id: Root=1-«_t1»-«_t2»;Sampled=0
x-amz-cf-id: «_cf»==
cf-ray: «_ray»-FRA
etag: W/"«_etag»"
`, V{"_a": g.uuid(), "_t1": g.hex(8), "_t2": g.hex(24), "_cf": g.b64u(54), "_ray": g.hex(16), "_etag": g.hex(8) + "-" + g.b64u(27)}, "content-type: application/json")

	g.add("benign-terraform-state-lineage", `
$ terraform state pull | head -8
{
  "version": 4,
  "terraform_version": "1.8.4",
  "serial": 412,
  "lineage": "«_l»",
  "outputs": {},
  "check_results": null,
$ terraform workspace show
prod-eu
`, V{"_l": g.uuid()}, "\"terraform_version\": \"1.8.4\"")

	g.add("benign-font-face-woff2-base64", `
@font-face {
  font-family: "Inter var";
  font-weight: 100 900;
  font-display: swap;
  src: url(data:font/woff2;base64,d09GMgABAAAA«_a») format("woff2");
}
`, V{"_a": g.s(alB64, 480)}, "font-display: swap;")

	g.add("benign-webpack-stats-chunks", `
asset main.«_a».js 214 KiB [emitted] [immutable] [minimized] (name: main) 1 related asset
asset 812.«_b».js 41.3 KiB [emitted] [immutable] [minimized] 1 related asset
asset runtime~main.«_c».js 3.1 KiB [emitted] [immutable] [minimized] (name: runtime~main)
webpack 5.91.0 compiled successfully in 18234 ms (hash «_h»)
`, V{"_a": g.hex(20), "_b": g.hex(20), "_c": g.hex(20), "_h": g.hex(20)}, "webpack 5.91.0 compiled successfully")

	g.add("benign-composer-lock-refs", `
        {
            "name": "guzzlehttp/guzzle",
            "version": "7.8.1",
            "source": {
                "type": "git",
                "url": "https://github.com/guzzle/guzzle.git",
                "reference": "«_a»"
            },
            "dist": {
                "type": "zip",
                "url": "https://api.github.com/repos/guzzle/guzzle/zipball/«_a»",
                "shasum": ""
            }
        }
    ],
    "content-hash": "«_c»",
`, V{"_a": g.gitSHA(), "_c": g.hex(32)}, "guzzlehttp/guzzle")

	g.add("benign-aws-get-caller-identity", `
$ aws sts get-caller-identity
{
    "UserId": "AROA«_u»:dana@acme.io",
    "Account": "«_acct»",
    "Arn": "arn:aws:sts::«_acct»:assumed-role/AWSReservedSSO_AdministratorAccess_«_h»/dana@acme.io"
}
$ aws iam list-roles --query 'Roles[?RoleName==`+"`ci-deploy`"+`].RoleId' --output text
AROA«_r»
`, V{"_u": g.s(alAWS, 17), "_acct": g.digits(12), "_h": g.hex(16), "_r": g.s(alAWS, 17)}, "AWSReservedSSO_AdministratorAccess_")

	g.add("benign-moto-fixture-example-keys", `
@pytest.fixture
def aws_credentials(monkeypatch):
    """Mocked AWS credentials for moto."""
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_SESSION_TOKEN", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")

EXAMPLE_ID = "AKIAIOSFODNN7EXAMPLE"
EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
`, nil, "monkeypatch.setenv(\"AWS_SECRET_ACCESS_KEY\", \"testing\")", "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")

	g.add("benign-dashboard-masked-keys", `
NAME                 SECRET KEY          CREATED        LAST USED      PERMISSIONS
ci-evals             sk-...«_a»          May 2, 2024    Jun 3, 2024    All
notebook             sk-proj-...«_b»     Apr 11, 2024   Never          Restricted
stripe (restricted)  rk_live_...«_c»     Jan 9, 2024    Jun 4, 2024    Write: Charges
`, V{"_a": g.an(4), "_b": g.an(4), "_c": g.an(4)}, "sk-...", "rk_live_...", "Write: Charges")

	g.add("benign-fly-secrets-list-digests", `
$ fly secrets list -a acme-edge
NAME                    DIGEST                  CREATED AT
DATABASE_URL            «_a»        2024-05-30T09:12:44Z
SENTRY_DSN              «_b»        2024-02-01T17:03:10Z
STRIPE_SECRET_KEY       «_c»        2024-06-04T10:40:51Z
`, V{"_a": g.hex(16), "_b": g.hex(16), "_c": g.hex(16)}, "STRIPE_SECRET_KEY", "2024-06-04T10:40:51Z")

	g.add("benign-kubectl-describe-secret-bytes", `
$ kubectl describe secret payments-env -n payments
Name:         payments-env
Namespace:    payments
Labels:       app.kubernetes.io/managed-by=external-secrets
Annotations:  reconcile.external-secrets.io/data-hash: «_h»

Type:  Opaque

Data
====
STRIPE_API_KEY:          107 bytes
WEBHOOK_SIGNING_SECRET:  38 bytes
DATABASE_URL:            96 bytes
`, V{"_h": g.hex(32)}, "STRIPE_API_KEY:          107 bytes", "app.kubernetes.io/managed-by=external-secrets")

	g.add("benign-npm-token-list-masked", `
$ npm token list
┌────────┬─────────┬────────────┬──────────┬────────────────┐
│ id     │ token   │ created    │ readonly │ CIDR whitelist │
├────────┼─────────┼────────────┼──────────┼────────────────┤
│ «_a» │ npm_«_t1»… │ 2024-06-04 │ yes      │ 10.0.0.0/8     │
│ «_b» │ npm_«_t2»… │ 2023-11-20 │ no       │                │
└────────┴─────────┴────────────┴──────────┴────────────────┘
`, V{"_a": g.hex(6), "_t1": g.an(4), "_b": g.hex(6), "_t2": g.an(4)}, "CIDR whitelist")

	g.add("benign-git-lfs-pointer", `
$ git show HEAD:models/classifier.onnx
version https://git-lfs.github.com/spec/v1
oid sha256:«_a»
size 88213504
$ git lfs ls-files
«_b» * models/classifier.onnx
`, V{"_a": g.hex(64), "_b": g.hex(10)}, "version https://git-lfs.github.com/spec/v1", "size 88213504")

	g.add("benign-cosign-verify-output", `
$ cosign verify ghcr.io/acme/api@sha256:«_d» --certificate-identity-regexp 'https://github.com/acme/.*' --certificate-oidc-issuer https://token.actions.githubusercontent.com | jq '.[0].optional'
{
  "Bundle": {
    "SignedEntryTimestamp": "«_set»",
    "Payload": {
      "logIndex": «_li»,
      "logID": "«_lid»"
    }
  },
  "Issuer": "https://token.actions.githubusercontent.com",
  "Subject": "https://github.com/acme/api/.github/workflows/release.yml@refs/tags/v1.15.0"
}
`, V{"_d": g.hex(64), "_set": g.b64(70), "_li": g.digits(8), "_lid": g.hex(64)}, "https://github.com/acme/api/.github/workflows/release.yml@refs/tags/v1.15.0")

	_, wgPub1 := g.wireguard()
	_, wgPub2 := g.wireguard()
	g.add("benign-wg-show-public-only", `
$ sudo wg show wg0
interface: wg0
  public key: «_a»
  private key: (hidden)
  listening port: 51820

peer: «_b»
  endpoint: 203.0.113.10:51820
  allowed ips: 10.8.0.2/32
  latest handshake: 41 seconds ago
  transfer: 1.21 GiB received, 388.90 MiB sent
`, V{"_a": wgPub1, "_b": wgPub2}, "private key: (hidden)", "allowed ips: 10.8.0.2/32")

	ca := g.certPEM()
	g.add("benign-webhook-cabundle", `
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: policy-webhook
webhooks:
  - name: validate.policy.acme.io
    clientConfig:
      service:
        name: policy-webhook
        namespace: policy
      caBundle: «_a»
    admissionReviewVersions: ["v1"]
`, V{"_a": b64s(ca.block() + "\n")}, "validate.policy.acme.io")

	g.add("benign-github-webhook-delivery-headers", `
POST /hooks/github HTTP/1.1
Host: ci.acme.io
User-Agent: GitHub-Hookshot/«_ua»
X-GitHub-Delivery: «_d»
X-GitHub-Event: push
X-GitHub-Hook-ID: «_hid»
X-Hub-Signature: sha1=«_s1»
X-Hub-Signature-256: sha256=«_s2»
Content-Type: application/json
`, V{"_ua": g.hex(7), "_d": g.uuid(), "_hid": g.digits(9), "_s1": g.hex(40), "_s2": g.hex(64)}, "X-GitHub-Event: push")

	g.add("benign-sourcemap-mappings", `
{"version":3,"file":"index-«_h».js","sources":["../../src/main.tsx","../../src/api/client.ts"],"names":["createRoot","fetchToken","apiKey"],"mappings":";;AAAA,SAASA«_m»","sourceRoot":""}
`, V{"_h": g.b64u(8), "_m": strings.Join([]string{g.s(alB64, 6), g.s(alB64, 8), g.s(alB64, 5), g.s(alB64, 9), g.s(alB64, 7)}, ",") + ";" + g.s(alB64, 40)}, "\"names\":[\"createRoot\",\"fetchToken\",\"apiKey\"]")

	g.add("benign-elf-build-id", `
$ file ./bin/acme-agent
./bin/acme-agent: ELF 64-bit LSB executable, x86-64, version 1 (SYSV), statically linked, Go BuildID=«_g1»/«_g2»/«_g3»/«_g4», with debug_info, not stripped
$ readelf -n ./bin/acme-agent | grep 'Build ID'
    Build ID: «_b»
`, V{"_g1": g.b64u(20), "_g2": g.b64u(20), "_g3": g.b64u(20), "_g4": g.b64u(20), "_b": g.hex(40)}, "statically linked")

	g.add("benign-poetry-lock-hashes", `
[[package]]
name = "httpx"
version = "0.27.0"
files = [
    {file = "httpx-0.27.0-py3-none-any.whl", hash = "sha256:«_a»"},
    {file = "httpx-0.27.0.tar.gz", hash = "sha256:«_b»"},
]

[metadata]
lock-version = "2.0"
python-versions = "^3.11"
content-hash = "«_c»"
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "lock-version = \"2.0\"")

	g.add("benign-gradle-verification-metadata", `
<component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">
   <artifact name="okhttp-4.12.0.jar">
      <sha256 value="«_a»" origin="Generated by Gradle"/>
   </artifact>
   <artifact name="okhttp-4.12.0.module">
      <sha256 value="«_b»" origin="Generated by Gradle"/>
   </artifact>
</component>
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "origin=\"Generated by Gradle\"")

	g.add("benign-ssh-first-connect-fingerprint", `
$ ssh deploy@203.0.113.25
The authenticity of host '203.0.113.25 (203.0.113.25)' can't be established.
ED25519 key fingerprint is SHA256:«_a».
This key is not known by any other names.
Are you sure you want to continue connecting (yes/no/[fingerprint])? yes
Warning: Permanently added '203.0.113.25' (ED25519) to the list of known hosts.
`, V{"_a": g.b64(32)[:43]}, "This key is not known by any other names.")

	g.add("benign-stripe-object-ids", `
$ stripe payment_intents list --limit 2 | jq -r '.data[] | [.id, .customer, .latest_charge, .status] | @tsv'
pi_«_a»	cus_«_b»	ch_«_c»	succeeded
pi_«_d»	cus_«_e»	ch_«_f»	requires_payment_method
`, V{"_a": g.an(24), "_b": g.an(14), "_c": g.an(24), "_d": g.an(24), "_e": g.an(14), "_f": g.an(24)}, "requires_payment_method")

	g.add("benign-slack-ids-and-message-ts", `
{"ok":true,"channel":"C«_c»","ts":"«_ts»","message":{"user":"U«_u»","bot_id":"B«_b»","app_id":"A«_app»","team":"T«_t»","text":"Deploy finished","client_msg_id":"«_cm»"}}
`, V{"_c": g.s(alUpNum, 10), "_ts": g.digits(10) + "." + g.s(alDigit, 6), "_u": g.s(alUpNum, 10), "_b": g.s(alUpNum, 10), "_app": g.s(alUpNum, 10), "_t": g.s(alUpNum, 8), "_cm": g.uuid()}, "\"text\":\"Deploy finished\"")

	g.add("benign-terraform-plan-sensitive-hidden", `
  # google_sql_user.app will be created
  + resource "google_sql_user" "app" {
      + id       = (known after apply)
      + instance = "core-pg-«_s»"
      + name     = "app"
      + password = (sensitive value)
      + project  = "acme-prod-«_p»"
    }

  # random_password.app will be created
  + resource "random_password" "app" {
      + bcrypt_hash = (sensitive value)
      + result      = (sensitive value)
      + length      = 32
    }
`, V{"_s": g.hex(8), "_p": g.digits(6)}, "+ password = (sensitive value)", "+ length      = 32")

	g.add("benign-gpgsig-commit-object", `
$ git cat-file commit HEAD
tree «_tree»
parent «_par»
author Dana K <dana@acme.io> 1717500012 +0200
committer Dana K <dana@acme.io> 1717500012 +0200
gpgsig -----BEGIN SSH SIGNATURE-----
 U1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg«_a»
 «_b»
 -----END SSH SIGNATURE-----

ci: pin actions to commit SHAs
`, V{"_tree": g.gitSHA(), "_par": g.gitSHA(), "_a": g.s(alB64, 26), "_b": g.s(alB64, 70)}, "ci: pin actions to commit SHAs")

	g.add("benign-vault-kv-metadata", `
$ vault kv metadata get -mount=secret apps/checkout
========== Metadata Path ==========
secret/metadata/apps/checkout

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2024-01-17T09:11:02.411201Z
current_version         7
max_versions            0
updated_time            2024-06-03T15:42:19.019374Z
`, nil, "secret/metadata/apps/checkout", "current_version         7")

	g.add("benign-gha-log-masked-stars", `
2024-06-04T08:40:11.2201122Z ##[group]Run aws-actions/configure-aws-credentials@v4
2024-06-04T08:40:11.2201830Z with:
2024-06-04T08:40:11.2202114Z   role-to-assume: arn:aws:iam::«_acct»:role/gha-deploy
2024-06-04T08:40:11.2202530Z   aws-region: eu-west-1
2024-06-04T08:40:11.2203002Z env:
2024-06-04T08:40:11.2203321Z   NPM_TOKEN: ***
2024-06-04T08:40:11.2203610Z   SENTRY_AUTH_TOKEN: ***
2024-06-04T08:40:11.2204001Z ##[endgroup]
2024-06-04T08:40:12.0031442Z Authenticated as assumedRoleId AROA«_rid»:GitHubActions
`, V{"_acct": g.digits(12), "_rid": g.s(alAWS, 17)}, "NPM_TOKEN: ***", "aws-region: eu-west-1")

	g.add("benign-helm-pull-digest", `
$ helm pull oci://registry-1.docker.io/bitnamicharts/postgresql --version 15.5.2
Pulled: registry-1.docker.io/bitnamicharts/postgresql:15.5.2
Digest: sha256:«_a»
$ helm show chart postgresql-15.5.2.tgz | grep -E '^(appVersion|version)'
appVersion: 16.3.0
version: 15.5.2
`, V{"_a": g.hex(64)}, "appVersion: 16.3.0")

	g.add("benign-eyaml-encrypted-values", `
# hieradata/prod/secrets.eyaml
profile::postgres::replication_password: >
    ENC[PKCS7,«_a»]
profile::monitoring::datadog_api_key: ENC[PKCS7,«_b»]
`, V{"_a": g.b64(220), "_b": g.b64(180)}, "profile::monitoring::datadog_api_key")

	g.add("benign-ci-env-dump-no-secrets", `
$ env | sort | grep -v -i -E 'token|secret|password|key'
CI=true
CI_COMMIT_SHA=«_sha»
CI_COMMIT_SHORT_SHA=«_short»
CI_JOB_ID=«_job»
CI_PIPELINE_ID=«_pipe»
CI_PROJECT_PATH=acme/platform/api
CI_RUNNER_ID=«_run»
GITLAB_USER_LOGIN=dana.k
HOME=/root
HOSTNAME=runner-«_h»-project-412-concurrent-0
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"_sha": g.gitSHA(), "_short": g.hex(8), "_job": g.digits(10), "_pipe": g.digits(9), "_run": g.digits(5), "_h": g.s(alLowNum, 8)}, "CI_PROJECT_PATH=acme/platform/api")

	g.add("benign-oauth-public-client-ids", `
# app.config.ts -- public identifiers, safe to ship in the client bundle
export const auth = {
  githubClientId: "Iv23li«_gh»",
  googleClientId: "«_g».apps.googleusercontent.com",
  auth0Domain: "acme.eu.auth0.com",
  auth0ClientId: "«_a0»",
  posthogKey: "phc_«_ph»",
  stripePublishableKey: "«_pk»",
};
`, V{"_gh": g.an(14), "_g": g.digits(12) + "-" + g.s(alLowNum, 32), "_a0": g.an(32), "_ph": g.an(43), "_pk": g.pkLive()}, "auth0Domain: \"acme.eu.auth0.com\"")

	g.add("benign-base64-png-in-json", `
{"filename":"avatar.png","mime":"image/png","size":2418,"data":"iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA«_a»AAAAAElFTkSuQmCC","sha256":"«_h»"}
`, V{"_a": g.s(alB64, 600), "_h": g.hex(64)}, "\"mime\":\"image/png\"")

	g.add("benign-sentry-dsn-and-trace-headers", `
[2024-06-04 12:55:31] sentry.transport DEBUG: Sending envelope [event «_e»] project:«_p» host:o«_o».ingest.sentry.io
[2024-06-04 12:55:31] http DEBUG: outgoing headers sentry-trace: «_t»-«_s»-1, baggage: sentry-trace_id=«_t»,sentry-environment=production,sentry-release=«_rel»
`, V{"_e": g.hex(32), "_p": g.digits(7), "_o": g.digits(6), "_t": g.hex(32), "_s": g.hex(16), "_rel": g.gitSHA()}, "sentry-environment=production")
}
