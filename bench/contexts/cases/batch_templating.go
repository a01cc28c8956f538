package cases

import (
	"fmt"
	"strings"
)

// templatingCases adds secrets inside templates, their defaults and
// their rendered output, as an agent edits or renders them.
// Sources: Helm (values.yaml and values-<env>.yaml, templates with
// default, required, b64enc and _helpers.tpl defines, helm template,
// install --dry-run --debug, get values, get manifest, --set and
// --set-string overrides, NOTES.txt, helmfile, helm-secrets, helm-diff);
// Go text/template in Go code, consul-template, gomplate, dockerize,
// confd, Vault Agent and Nomad template stanzas; Jinja2 and Ansible
// (group_vars and host_vars, default() filters, -e extra vars,
// ansible-vault view and encrypt_string, --diff output, inventories,
// AWX launches, no_log output); ERB, Rails database.yml and Chef
// (attributes, templates, data bags, knife, chef-client diffs); Puppet
// Hiera, hiera-eyaml and EPP, puppet lookup; Salt pillar, pillar.get
// defaults and the GPG renderer; Handlebars, Mustache, Liquid, Twig,
// Blade, Razor, Thymeleaf, EJS, Nunjucks and 11ty data, Hugo params and
// Jekyll _config.yml; Terraform templatefile and .tftpl, tfvars, plan
// and console output, Packer preseed templates, cloud-init user-data and
// write_files, Butane; Kustomize secretGenerator and configMapGenerator
// and kustomize build output; Argo CD Applications (inline helm values
// and parameters, vault plugin placeholders) and Flux HelmReleases
// (values and valuesFrom); docker compose ${VAR:-default} and ${VAR?err}
// interpolation and docker compose config, .env.template against .env,
// envsubst, the nginx image's templates; cookiecutter.json, replay files
// and cookiecutterrc, copier.yml and answers files, cruft, Yeoman
// .yo-rc.json; Spring ${prop:default} and @Value, Spring Cloud Config,
// Maven resource filtering, Micronaut, Quarkus %prod. profiles, Play
// HOCON, .NET appsettings.{Environment}.json, launchSettings.json,
// user-secrets and web.config transforms; Grafana provisioning with
// $__env{} and $__file{}, grafana.ini, Alertmanager receivers and
// templates, Prometheus configs rendered by envsubst, Promtail
// -config.expand-env, systemd Environment= drop-ins written by
// templates; GitHub Actions expressions next to literals, act and gh
// secret set, GitLab CI variables and the variables API, Azure
// Pipelines; chat, issue and review pastes, diffs. Benign look-alikes:
// template expressions that only reference secrets, required messages,
// placeholder defaults (changeme, CHANGE_ME, xxx, <your-token>), SOPS
// ENC[...] values and metadata, SealedSecret ciphertexts, ansible
// $ANSIBLE_VAULT;1.1;AES256 blocks, hiera-eyaml ENC[PKCS7,...], Chef
// encrypted data bags, Salt PGP messages, checksum/config annotations,
// image digests, chart and provider lock hashes, kustomize name suffixes,
// masked values (***, [MASKED], <secret>, (sensitive value)), public keys
// and certificates. The case names start with "templating/".
func (g *G) templatingCases() {
	g.tpHelm()
	g.tpGoTemplate()
	g.tpAnsible()
	g.tpChefPuppetSalt()
	g.tpWebTemplates()
	g.tpTerraform()
	g.tpKustomizeGitOps()
	g.tpCompose()
	g.tpScaffold()
	g.tpJVMDotnet()
	g.tpObservability()
	g.tpCI()
	g.tpTalk()
	g.tpBenign()
}

// ---- helpers used only here ----

// tpAdd is add with the "templating/" prefix and "ˋ" standing for a
// backtick.
func (g *G) tpAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("templating/"+name, bt(tmpl), v, benign...)
}

// tpIndent indents every line of s but the first by pad, for a block
// placed after an indented key.
func tpIndent(s, pad string) string { return strings.ReplaceAll(s, "\n", "\n"+pad) }

// tpSOPS is a value as SOPS encrypts it.
func (g *G) tpSOPS(n int) string {
	return "ENC[AES256_GCM,data:" + g.b64(n) + ",iv:" + g.b64(32) + ",tag:" + g.b64(16) + ",type:str]"
}

// tpVault is an ansible-vault 1.1 payload, its lines indented by pad.
func (g *G) tpVault(lines int, pad string) string {
	var b strings.Builder
	b.WriteString("$ANSIBLE_VAULT;1.1;AES256")
	for i := 0; i < lines; i++ {
		b.WriteString("\n" + pad + g.hex(80))
	}
	b.WriteString("\n" + pad + g.hex(2*(4+g.r.IntN(30))))
	return b.String()
}

// tpSealed is a SealedSecret ciphertext.
func (g *G) tpSealed() string { return "Ag" + g.s(alB64, 726+4*g.r.IntN(20)) + "==" }

// tpEYAML is a hiera-eyaml PKCS7 value.
func (g *G) tpEYAML() string { return "ENC[PKCS7," + g.b64(378) + "]" }

// tpDigest is an image or chart digest.
func (g *G) tpDigest() string { return "sha256:" + g.hex(64) }

// tpSlackHook is a Slack incoming webhook URL.
func (g *G) tpSlackHook() string {
	return "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)
}

// tpGlrt is a GitLab runner authentication token.
func (g *G) tpGlrt() string { return "glrt-" + g.b64u(20) }

// tpRecaptcha is a reCAPTCHA key (site keys are public, secret keys not).
func (g *G) tpRecaptcha() string { return "6L" + g.b64u(38) }

// tpSuffix is the hash suffix kustomize appends to generated names.
func (g *G) tpSuffix() string { return g.s("bcdfghkmt2456789", 10) }

// tpBasic is the base64 of user:password as an Authorization header holds.
func tpBasic(user, pw string) string { return b64s(user + ":" + pw) }

// tpTS is an RFC 3339 timestamp in 2025.
func (g *G) tpTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// ---- Helm ----

func (g *G) tpHelm() {
	g.tpAdd("helm-values-prod-inline-passwords", `
$ cat deploy/charts/shop/values-prod.yaml
replicaCount: 3
image:
  repository: registry.acme.io/shop/api
  tag: "2.14.1"
postgresql:
  enabled: true
  auth:
    username: shop
    database: shop
    password: "«a»"
    postgresPassword: "«b»"
redis:
  architecture: standalone
  auth:
    enabled: true
    password: «c»
ingress:
  enabled: true
  hosts:
    - host: shop.acme.io
      paths: ["/"]
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}, "registry.acme.io/shop/api", "shop.acme.io")

	g.tpAdd("helm-template-default-literal-fallback", `
$ cat charts/notifier/templates/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: {{ include "notifier.fullname" . }}
  labels:
    {{- include "notifier.labels" . | nindent 4 }}
type: Opaque
data:
  SMTP_USER: {{ .Values.smtp.user | default "postmaster@mg.acme.io" | b64enc | quote }}
  SMTP_PASSWORD: {{ .Values.smtp.password | default "«a»" | b64enc | quote }}
  SENDGRID_API_KEY: {{ .Values.sendgrid.apiKey | default "«b»" | b64enc | quote }}
  SENTRY_DSN: {{ required "sentry.dsn is required" .Values.sentry.dsn | b64enc | quote }}
`, V{"a": g.pw(), "b": g.sendgrid()}, `{{ include "notifier.fullname" . }}`, `required "sentry.dsn is required"`, "postmaster@mg.acme.io")

	pw1, key1 := g.pw(), g.skLive()
	g.tpAdd("helm-template-show-only-secret-rendered", `
$ helm template api ./charts/api -f values-prod.yaml --show-only templates/secret.yaml
---
# Source: api/templates/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: api-secrets
  labels:
    helm.sh/chart: api-0.7.3
    app.kubernetes.io/name: api
    app.kubernetes.io/instance: api
    app.kubernetes.io/version: "1.19.0"
    app.kubernetes.io/managed-by: Helm
type: Opaque
data:
  DATABASE_USER: «_u»
  DATABASE_PASSWORD: «a»
  STRIPE_API_KEY: «b»
`, V{"_u": b64s("api"), "a": b64s(pw1), "b": b64s(key1)}, "helm.sh/chart: api-0.7.3")

	g.tpAdd("helm-upgrade-set-overrides", `
$ helm upgrade --install payments ./charts/payments -n payments \
    --set image.tag=3.2.0 \
    --set secrets.stripeKey=«a» \
    --set-string db.password='«b»' \
    --set ingress.host=pay.acme.io
Release "payments" has been upgraded. Happy Helming!
NAME: payments
LAST DEPLOYED: Tue Mar 11 09:42:17 2025
NAMESPACE: payments
STATUS: deployed
REVISION: 18
TEST SUITE: None
`, V{"a": g.skLive(), "b": g.pwStrong()}, "pay.acme.io", "REVISION: 18")

	g.tpAdd("helm-get-values-keycloak", `
$ helm get values keycloak -n auth
USER-SUPPLIED VALUES:
auth:
  adminUser: admin
  adminPassword: «a»
externalDatabase:
  host: keycloak-db.auth.svc.cluster.local
  port: 5432
  user: bn_keycloak
  database: bitnami_keycloak
  password: «b»
production: true
proxy: edge
`, V{"a": g.pwStrong(), "b": g.pw()}, "keycloak-db.auth.svc.cluster.local", "bn_keycloak")

	g.tpAdd("helm-install-dry-run-debug-computed", `
$ helm install grafana grafana/grafana -n monitoring -f grafana-values.yaml --dry-run --debug 2>&1 | sed -n '/COMPUTED VALUES/,/^HOOKS/p' | head -30
COMPUTED VALUES:
adminPassword: «a»
adminUser: admin
datasources:
  datasources.yaml:
    apiVersion: 1
    datasources:
    - access: proxy
      basicAuth: true
      basicAuthUser: grafana-reader
      isDefault: true
      name: Prometheus
      secureJsonData:
        basicAuthPassword: «b»
      type: prometheus
      url: https://prometheus.internal.acme.io
deploymentStrategy:
  type: RollingUpdate
grafana.ini:
  server:
    root_url: https://grafana.acme.io
HOOKS:
`, V{"a": g.pw(), "b": g.pwURL()}, "grafana-reader", "https://prometheus.internal.acme.io")

	g.tpAdd("helmfile-inline-set-and-requiredenv", `
# helmfile.yaml
repositories:
  - name: bitnami
    url: https://charts.bitnami.com/bitnami

releases:
  - name: rabbitmq
    namespace: queues
    chart: bitnami/rabbitmq
    version: 14.6.6
    set:
      - name: auth.username
        value: orders
      - name: auth.password
        value: «a»
      - name: auth.erlangCookie
        value: «b»
  - name: minio
    namespace: storage
    chart: bitnami/minio
    values:
      - auth:
          rootUser: {{ requiredEnv "MINIO_ROOT_USER" }}
          rootPassword: {{ requiredEnv "MINIO_ROOT_PASSWORD" }}
`, V{"a": g.pw(), "b": g.s(alUpper, 32)}, `{{ requiredEnv "MINIO_ROOT_PASSWORD" }}`, "bitnami/rabbitmq")

	g.tpAdd("helm-notes-then-get-secret", `
$ helm install argocd argo/argo-cd -n argocd --create-namespace
NAME: argocd
LAST DEPLOYED: Mon Feb  3 14:05:51 2025
NAMESPACE: argocd
STATUS: deployed
REVISION: 1
NOTES:
In order to access the server UI you have the following options:

1. kubectl port-forward service/argocd-server -n argocd 8080:443

After reaching the UI the first time you can login with username: admin and the random password generated during the installation. You can find the password by running:

kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d

$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d
«a»
`, V{"a": g.s(alAlnum+"-", 16)}, `kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d`)

	pw2 := g.pw()
	g.tpAdd("helm-get-manifest-mongodb-secret", `
$ helm get manifest orders-db -n data | grep -A12 'kind: Secret'
kind: Secret
metadata:
  name: orders-db-mongodb
  namespace: "data"
  labels:
    app.kubernetes.io/instance: orders-db
    app.kubernetes.io/managed-by: Helm
    app.kubernetes.io/name: mongodb
type: Opaque
data:
  mongodb-root-password: "«a»"
  mongodb-replica-set-key: "«b»"
`, V{"a": b64s(pw2), "b": b64s(g.an(10))}, "orders-db-mongodb")

	g.tpAdd("helm-values-diff-adds-secret", `
$ git diff charts/search/values.yaml
diff --git a/charts/search/values.yaml b/charts/search/values.yaml
index «_i1»..«_i2» 100644
--- a/charts/search/values.yaml
+++ b/charts/search/values.yaml
@@ -21,9 +21,9 @@ opensearch:
   replicas: 3
   security:
-    # set through --set opensearch.security.adminPassword in CI
-    adminPassword: ""
+    adminPassword: "«a»"
   extraEnvs:
-    - name: OPENSEARCH_INITIAL_ADMIN_PASSWORD
-      valueFrom: { secretKeyRef: { name: opensearch-admin, key: password } }
+    - name: OPENSEARCH_INITIAL_ADMIN_PASSWORD
+      value: "«a»"
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.pwStrong()}, "secretKeyRef: { name: opensearch-admin, key: password }")

	g.tpAdd("helm-gitlab-runner-values", `
$ cat gitlab-runner/values.yaml
gitlabUrl: https://gitlab.acme.io/
runnerToken: "«a»"
concurrent: 8
checkInterval: 3
rbac:
  create: true
runners:
  config: |
    [[runners]]
      [runners.kubernetes]
        namespace = "{{.Release.Namespace}}"
        image = "alpine:3.20"
      [runners.cache]
        Type = "s3"
        Path = "runner"
        Shared = true
        [runners.cache.s3]
          ServerAddress = "s3.amazonaws.com"
          AccessKey = "«b»"
          SecretKey = "«c»"
          BucketName = "acme-runner-cache"
          BucketLocation = "eu-central-1"
`, V{"a": g.tpGlrt(), "b": g.awsID(), "c": g.awsSecret()}, `namespace = "{{.Release.Namespace}}"`, "acme-runner-cache")

	g.tpAdd("helm-secrets-decrypt-output", `
$ helm secrets decrypt helm_vars/prod/secrets.yaml
backend:
  env:
    JWT_SIGNING_KEY: «a»
    OPENAI_API_KEY: «b»
  database:
    url: postgresql://backend:«c»@pg-prod.acme.internal:5432/backend?sslmode=require
`, V{"a": g.hex(64), "b": g.openai(), "c": g.pwURL()}, "pg-prod.acme.internal")

	g.tpAdd("helm-helpers-tpl-default-jwt", `
$ sed -n '40,58p' charts/gateway/templates/_helpers.tpl
{{/*
JWT secret: falls back to a fixed value so that local installs work
*/}}
{{- define "gateway.jwtSecret" -}}
{{- if .Values.auth.existingSecret -}}
{{- printf "%s" .Values.auth.existingSecret -}}
{{- else -}}
{{- .Values.auth.jwtSecret | default "«a»" -}}
{{- end -}}
{{- end -}}

{{- define "gateway.redisUrl" -}}
{{- printf "redis://:%s@%s-redis-master:6379/0" (.Values.redis.auth.password | default "«b»") .Release.Name -}}
{{- end -}}
`, V{"a": g.b64(32), "b": g.pwURL()}, `{{- define "gateway.jwtSecret" -}}`, `.Values.auth.existingSecret`)

	g.tpAdd("helm-set-file-and-values-yaml-key", `
$ cat values-staging.yaml
sso:
  enabled: true
  oidc:
    issuer: https://login.acme.io/realms/staff
    clientId: wiki-staging
    clientSecret: «a»
    scopes: [openid, profile, email]
tls:
  key: |
    «k»
$ helm upgrade wiki ./charts/wiki -f values-staging.yaml --set-file tls.cert=certs/wiki.crt
`, V{"a": g.an(32), "k": tpIndent(g.ecPKCS8().block(), "    ")}, "wiki-staging", "--set-file tls.cert=certs/wiki.crt")

	// benign-only
	g.tpAdd("helm-values-existing-secret-refs", `
$ cat charts/api/values.yaml
# Default values for api.
postgresql:
  enabled: false
externalDatabase:
  host: ""
  user: api
  # -- Name of an existing secret with the key "password".
  existingSecret: api-db-credentials
  existingSecretPasswordKey: password
  password: ""   # never set here, use existingSecret
stripe:
  # -- Stripe secret key (sk_live_...). Required.
  apiKey: changeme
smtp:
  password: CHANGE_ME
serviceAccount:
  annotations:
    eks.amazonaws.com/role-arn: arn:aws:iam::«_acct»:role/api-irsa
`, V{"_acct": g.digits(12)}, "existingSecret: api-db-credentials", "apiKey: changeme", "password: CHANGE_ME", `password: ""   # never set here, use existingSecret`)

	g.tpAdd("helm-template-checksum-and-digest", `
$ helm template web ./charts/web --show-only templates/deployment.yaml | head -32
---
# Source: web/templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  template:
    metadata:
      annotations:
        checksum/config: «_c1»
        checksum/secret: «_c2»
    spec:
      containers:
        - name: web
          image: "registry.acme.io/web@«_dig»"
          env:
            - name: DATABASE_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: web-db
                  key: password
            - name: SESSION_SECRET
              valueFrom:
                secretKeyRef:
                  name: web-session
                  key: secret
`, V{"_c1": g.hex(64), "_c2": g.hex(64), "_dig": g.tpDigest()}, "secretKeyRef:")

	g.tpAdd("helm-required-error", `
$ helm install billing ./charts/billing -n billing
Error: INSTALLATION FAILED: execution error at (billing/templates/secret.yaml:11:21): billing.stripe.apiKey is required: pass --set stripe.apiKey=<sk_live_...> or set stripe.existingSecret
$ grep -n required charts/billing/templates/secret.yaml
11:  STRIPE_API_KEY: {{ required "billing.stripe.apiKey is required: pass --set stripe.apiKey=<sk_live_...> or set stripe.existingSecret" .Values.stripe.apiKey | b64enc }}
12:  WEBHOOK_SECRET: {{ required "stripe.webhookSecret is required" .Values.stripe.webhookSecret | b64enc }}
`, V{}, "--set stripe.apiKey=<sk_live_...>", `{{ required "stripe.webhookSecret is required" .Values.stripe.webhookSecret | b64enc }}`)

	g.tpAdd("helm-chart-lock-and-dependency-update", `
$ helm dependency update charts/platform
Hang tight while we grab the latest from your chart repositories...
...Successfully got an update from the "bitnami" chart repository
Update Complete. ⎈Happy Helming!⎈
Saving 2 charts
Downloading postgresql from repo oci://registry-1.docker.io/bitnamicharts
Pulled: registry-1.docker.io/bitnamicharts/postgresql:16.4.2
Digest: «_d1»
Deleting outdated charts
$ cat charts/platform/Chart.lock
dependencies:
- name: postgresql
  repository: oci://registry-1.docker.io/bitnamicharts
  version: 16.4.2
- name: redis
  repository: oci://registry-1.docker.io/bitnamicharts
  version: 20.6.1
digest: «_d2»
generated: "«_ts»"
`, V{"_d1": g.tpDigest(), "_d2": g.tpDigest(), "_ts": g.tpTS()}, "registry-1.docker.io/bitnamicharts/postgresql:16.4.2")

	g.tpAdd("helm-diff-secret-suppressed", `
$ helm diff upgrade api ./charts/api -f values-prod.yaml -n api
api, api-secrets, Secret (v1) has changed:
  # Source: api/templates/secret.yaml
  apiVersion: v1
  kind: Secret
  metadata:
    name: api-secrets
  data:
-   DATABASE_PASSWORD: '-------- # (24 bytes)'
+   DATABASE_PASSWORD: '++++++++ # (26 bytes)'
    STRIPE_API_KEY: 'REDACTED # (107 bytes)'
  type: Opaque
api, api, Deployment (apps) has changed:
        annotations:
-         checksum/secret: «_c1»
+         checksum/secret: «_c2»
`, V{"_c1": g.hex(64), "_c2": g.hex(64)}, "'-------- # (24 bytes)'", "'REDACTED # (107 bytes)'")

	g.tpAdd("helm-sops-encrypted-values", `
$ cat helm_vars/prod/secrets.yaml
backend:
    env:
        JWT_SIGNING_KEY: «_e1»
        OPENAI_API_KEY: «_e2»
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:«_acct»:alias/helm-secrets
          created_at: "«_ts»"
          enc: «_kms»
          aws_profile: ""
    lastmodified: "«_ts»"
    mac: «_mac»
    unencrypted_suffix: _unencrypted
    version: 3.9.4
`, V{"_e1": g.tpSOPS(64), "_e2": g.tpSOPS(120), "_acct": g.digits(12), "_ts": g.tpTS(), "_kms": g.b64(180), "_mac": g.tpSOPS(32)}, "alias/helm-secrets")
}

// ---- Go text/template and its renderers ----

func (g *G) tpGoTemplate() {
	g.tpAdd("go-text-template-dsn-literal", `
$ sed -n '12,38p' internal/config/render.go
package config

import (
	"os"
	"text/template"
)

const dsnTmpl = ˋpostgres://{{.User}}:{{.Password}}@{{.Host}}:{{.Port}}/{{.DB}}?sslmode={{.SSLMode}}ˋ

type DSN struct {
	User, Password, Host, DB, SSLMode string
	Port                              int
}

// Default is what the integration tests and the staging deploy use.
var Default = DSN{
	User:     "ledger",
	Password: "«a»",
	Host:     "ledger-staging.cluster-cq8x.eu-west-1.rds.amazonaws.com",
	Port:     5432,
	DB:       "ledger",
	SSLMode:  "require",
}

func Render(d DSN) error {
	return template.Must(template.New("dsn").Parse(dsnTmpl)).Execute(os.Stdout, d)
}
`, V{"a": g.pw()}, "{{.User}}:{{.Password}}@{{.Host}}", "ledger-staging.cluster-cq8x.eu-west-1.rds.amazonaws.com")

	g.tpAdd("consul-template-rendered-output", `
$ cat /etc/consul-template/app.ctmpl
{{ with secret "secret/data/orders/prod" }}
DB_USER={{ .Data.data.db_user }}
DB_PASSWORD={{ .Data.data.db_password }}
RABBITMQ_URL=amqp://orders:{{ .Data.data.rabbit_password }}@mq.internal:5672/orders
{{ end }}
$ sudo cat /etc/orders/app.env
DB_USER=orders_app
DB_PASSWORD=«a»
RABBITMQ_URL=amqp://orders:«b»@mq.internal:5672/orders
`, V{"a": g.pwStrong(), "b": g.pwURL()}, `{{ with secret "secret/data/orders/prod" }}`, "DB_PASSWORD={{ .Data.data.db_password }}")

	g.tpAdd("gomplate-getenv-default-literal", `
$ cat templates/worker.toml.tmpl
[queue]
url = "{{ getenv "AMQP_URL" "amqp://guest:guest@localhost:5672/" }}"

[s3]
bucket     = "{{ getenv "S3_BUCKET" "acme-worker-dev" }}"
access_key = "{{ getenv "AWS_ACCESS_KEY_ID" "«a»" }}"
secret_key = "{{ getenv "AWS_SECRET_ACCESS_KEY" "«b»" }}"

[sentry]
dsn = "{{ getenv "SENTRY_DSN" "" }}"
$ gomplate -f templates/worker.toml.tmpl -o /etc/worker/worker.toml
`, V{"a": g.awsID(), "b": g.awsSecret()}, `{{ getenv "SENTRY_DSN" "" }}`, "acme-worker-dev")

	g.tpAdd("dockerize-template-default", `
FROM jwilder/dockerize:0.8.0 AS dockerize
FROM python:3.12-slim
COPY --from=dockerize /usr/local/bin/dockerize /usr/local/bin/
COPY settings.ini.tmpl /app/settings.ini.tmpl
CMD ["dockerize", "-template", "/app/settings.ini.tmpl:/app/settings.ini", "-wait", "tcp://db:5432", "gunicorn", "app.wsgi"]

$ cat settings.ini.tmpl
[database]
host = {{ default .Env.DB_HOST "db" }}
user = {{ default .Env.DB_USER "app" }}
password = {{ default .Env.DB_PASSWORD "«a»" }}

[mail]
api_key = {{ default .Env.MAILGUN_API_KEY "«b»" }}
`, V{"a": g.pw(), "b": g.mailgun()}, `{{ default .Env.DB_HOST "db" }}`, "jwilder/dockerize:0.8.0")

	g.tpAdd("nomad-alloc-fs-rendered-env", `
$ nomad job inspect -json api | jq -r '.Job.TaskGroups[0].Tasks[0].Templates[0].EmbeddedTmpl'
{{ with nomadVar "nomad/jobs/api" }}
DATABASE_URL=postgres://api:{{ .db_password }}@{{ .db_host }}/api
STRIPE_KEY={{ .stripe_key }}
{{ end }}
$ nomad alloc fs «_alloc» api/secrets/env.txt
DATABASE_URL=postgres://api:«a»@pg.service.consul/api
STRIPE_KEY=«b»
`, V{"_alloc": g.uuid()[:8], "a": g.pwURL(), "b": g.rkLive()}, `{{ with nomadVar "nomad/jobs/api" }}`, "pg.service.consul")

	g.tpAdd("vault-agent-rendered-file", `
$ cat /etc/vault-agent.d/agent.hcl
auto_auth {
  method "approle" {
    config = {
      role_id_file_path   = "/etc/vault-agent.d/role-id"
      secret_id_file_path = "/etc/vault-agent.d/secret-id"
    }
  }
}
template {
  source      = "/etc/vault-agent.d/billing.yml.ctmpl"
  destination = "/srv/billing/config/secrets.yml"
  perms       = "0640"
}
$ sudo cat /srv/billing/config/secrets.yml
production:
  secret_key_base: «a»
  braintree_private_key: «b»
`, V{"a": g.hex(128), "b": g.hex(32)}, "/etc/vault-agent.d/billing.yml.ctmpl", "secret_id_file_path")

	g.tpAdd("confd-template-and-rendered", `
$ cat /etc/confd/templates/haproxy.cfg.tmpl
userlist stats_users
    user {{getv "/haproxy/stats/user"}} insecure-password {{getv "/haproxy/stats/password"}}
$ confd -onetime -backend etcdv3 -node http://127.0.0.1:2379
2025-03-04T10:14:02Z lb-01 confd[1823]: INFO Target config /etc/haproxy/haproxy.cfg out of sync
2025-03-04T10:14:02Z lb-01 confd[1823]: INFO Target config /etc/haproxy/haproxy.cfg has been updated
$ grep -A1 userlist /etc/haproxy/haproxy.cfg
userlist stats_users
    user ops insecure-password «a»
`, V{"a": g.pw()}, `{{getv "/haproxy/stats/password"}}`, "Target config /etc/haproxy/haproxy.cfg has been updated")

	g.tpAdd("go-template-exec-test-fixture-token", `
$ cat cmd/notify/main_test.go | sed -n '1,30p'
package main

import (
	"bytes"
	"testing"
	"text/template"
)

// TODO(ops): move to env before open-sourcing
const slackToken = "«a»"

func TestRender(t *testing.T) {
	tmpl := template.Must(template.New("msg").Parse("{{.Channel}}: deploy of {{.Service}} {{.Version}} done"))
	var buf bytes.Buffer
	if err := tmpl.Execute(&buf, map[string]string{"Channel": "#deploys", "Service": "api", "Version": "v1.8.2"}); err != nil {
		t.Fatal(err)
	}
	if err := post(slackToken, buf.String()); err != nil {
		t.Fatal(err)
	}
}
`, V{"a": g.xoxb()}, "{{.Channel}}: deploy of {{.Service}} {{.Version}} done")

	// benign-only
	g.tpAdd("consul-template-config-only-refs", `
$ cat /etc/consul-template/config.hcl
vault {
  address     = "https://vault.acme.internal:8200"
  renew_token = true
  retry { attempts = 5 }
}
template {
  contents    = "{{ with secret \"database/creds/orders-ro\" }}{{ .Data.username }}:{{ .Data.password }}{{ end }}"
  destination = "/run/orders/db-creds"
  perms       = 0600
  command     = "systemctl reload orders"
}
template {
  source      = "/etc/consul-template/tls.ctmpl"
  destination = "/etc/orders/tls/bundle.pem"
}
`, V{}, `{{ with secret \"database/creds/orders-ro\" }}`, "https://vault.acme.internal:8200", "/run/orders/db-creds")

	g.tpAdd("nomad-template-stanza-refs", `
job "api" {
  group "api" {
    task "api" {
      driver = "docker"
      config {
        image = "registry.acme.io/api@«_dig»"
      }
      template {
        destination = "secrets/env.txt"
        env         = true
        change_mode = "restart"
        data        = <<EOH
{{ with nomadVar "nomad/jobs/api" }}
DATABASE_URL=postgres://api:{{ .db_password }}@{{ .db_host }}/api
STRIPE_KEY={{ .stripe_key }}
{{ end }}
EOH
      }
    }
  }
}
`, V{"_dig": g.tpDigest()}, "{{ .stripe_key }}", `destination = "secrets/env.txt"`)

	g.tpAdd("gomplate-datasources-secret-stores", `
$ cat .gomplate.yaml
inputFiles: [templates/app.yaml.tmpl]
outputFiles: [out/app.yaml]
datasources:
  ssm:
    url: aws+smp:///prod/app/
  vault:
    url: vault+https://vault.acme.internal:8200/secret/data/app
$ cat templates/app.yaml.tmpl
database:
  password: {{ (ds "ssm" "db_password").Value }}
stripe:
  key: {{ (ds "vault" "stripe").data.key }}
build: {{ env.Getenv "GIT_SHA" "«_sha»" }}
`, V{"_sha": g.gitSHA()}, `{{ (ds "ssm" "db_password").Value }}`, "aws+smp:///prod/app/")

	g.tpAdd("go-template-sprig-functions", `
$ cat deploy/job.tmpl
{{- $name := .name | lower | trunc 63 -}}
name: {{ $name }}
token: {{ env "JOB_TOKEN" | required "JOB_TOKEN is not set" }}
salt: {{ randAlphaNum 16 | quote }}
hash: {{ sha256sum .name }}
$ go run ./cmd/gen -tmpl deploy/job.tmpl -values deploy/values.json -o out/job.yaml
generated job «_job» at «_ts»
`, V{"_job": g.uuid(), "_ts": g.tpTS()}, `{{ env "JOB_TOKEN" | required "JOB_TOKEN is not set" }}`, "{{ randAlphaNum 16 | quote }}")
}

// ---- Jinja2 and Ansible ----

func (g *G) tpAnsible() {
	g.tpAdd("ansible-group-vars-default-filter-literal", `
$ cat inventories/prod/group_vars/all/main.yml
---
app_user: deploy
app_db_host: db01.prod.acme.internal
app_db_name: orders
app_db_password: "{{ vault_app_db_password | default('«a»') }}"
app_secret_key: "{{ vault_app_secret_key | default('«b»') }}"
app_sentry_env: production
app_admin_email: ops@acme.io
`, V{"a": g.pw(), "b": g.djangoKey()}, "vault_app_db_password | default(", "db01.prod.acme.internal")

	g.tpAdd("ansible-group-vars-plaintext", `
$ cat group_vars/webservers.yml
nginx_worker_processes: auto
letsencrypt_email: hostmaster@acme.io
newrelic_license_key: «a»
smtp_relay_host: smtp.eu.mailgun.org
smtp_relay_user: postmaster@mg.acme.io
smtp_relay_password: «b»
php_fpm_pools:
  - name: shop
    listen: /run/php/shop.sock
`, V{"a": g.hex(36) + "NRAL", "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.acme.io", "smtp.eu.mailgun.org")

	g.tpAdd("ansible-vault-view-output", `
$ ansible-vault view inventories/prod/group_vars/all/vault.yml --vault-id prod@~/.ansible/prod.vaultpass
---
vault_app_db_password: «a»
vault_app_secret_key: «b»
vault_aws_access_key_id: «c»
vault_aws_secret_access_key: «d»
vault_grafana_admin_password: «e»
`, V{"a": g.pwStrong(), "b": g.hex(50), "c": g.awsID(), "d": g.awsSecret(), "e": g.pw()}, "--vault-id prod@~/.ansible/prod.vaultpass")

	g.tpAdd("ansible-playbook-extra-vars", `
$ ansible-playbook -i inventories/staging site.yml --limit app \
    -e "release_version=2.3.1 db_password=«a»" \
    -e '{"github_token": "«b»", "deploy_branch": "release/2.3"}'

PLAY [app] *********************************************************************

TASK [Gathering Facts] *********************************************************
ok: [app01.staging]
ok: [app02.staging]
`, V{"a": g.pwURL(), "b": g.ghp()}, "release_version=2.3.1", "app01.staging")

	g.tpAdd("ansible-diff-template-task", `
$ ansible-playbook -i prod deploy.yml --check --diff --tags config

TASK [app : Render application env] ********************************************
--- before: /etc/myapp/app.env
+++ after: /home/dev/.ansible/tmp/ansible-local-2213k4x1/tmpz8t0_7w3/app.env.j2
@@ -3,6 +3,6 @@
 APP_ENV=production
 APP_PORT=8080
-REDIS_URL=redis://:«a»@redis01.prod:6379/0
+REDIS_URL=redis://:«b»@redis01.prod:6379/0
-MAIL_API_KEY=«c»
+MAIL_API_KEY=«d»
 LOG_LEVEL=info

changed: [app01.prod]
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.sendgrid(), "d": g.sendgrid()}, "--- before: /etc/myapp/app.env", "redis01.prod")

	g.tpAdd("jinja2-template-slack-default", `
$ cat roles/alerts/templates/notify.sh.j2
#!/bin/sh
# {{ ansible_managed }}
WEBHOOK="{{ alerts_slack_webhook | default('«a»') }}"
HOST="{{ inventory_hostname }}"
curl -s -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"[$HOST] $1\"}" "$WEBHOOK"
`, V{"a": g.tpSlackHook()}, "{{ ansible_managed }}", "{{ inventory_hostname }}")

	g.tpAdd("ansible-host-vars-become-pass", `
$ cat host_vars/db01.yml
ansible_host: 10.20.1.15
ansible_user: ubuntu
ansible_become_pass: «a»
postgresql_version: 16
postgresql_users:
  - name: replicator
    password: «b»
    role_attr_flags: REPLICATION
`, V{"a": g.pw(), "b": g.pwStrong()}, "ansible_host: 10.20.1.15", "role_attr_flags: REPLICATION")

	g.tpAdd("ansible-inventory-winrm", `
$ cat inventories/windows.ini
[windows]
win-build01.corp.acme.io
win-build02.corp.acme.io

[windows:vars]
ansible_connection=winrm
ansible_winrm_transport=ntlm
ansible_winrm_server_cert_validation=ignore
ansible_user=CORP\svc_ansible
ansible_password=«a»
ansible_port=5986
`, V{"a": g.pw()}, "win-build01.corp.acme.io", `ansible_user=CORP\svc_ansible`)

	g.tpAdd("ansible-rendered-settings-on-host", `
$ ssh app01.prod 'sudo cat /srv/portal/portal/settings_local.py'
# Ansible managed: templates/settings_local.py.j2 modified on 2025-02-11 09:13:45 by deploy on ci-runner-3
DEBUG = False
ALLOWED_HOSTS = ["portal.acme.io"]
SECRET_KEY = "«a»"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "HOST": "db01.prod.acme.internal",
        "NAME": "portal",
        "USER": "portal",
        "PASSWORD": "«b»",
    }
}
`, V{"a": g.djangoKey(), "b": g.pw()}, "templates/settings_local.py.j2", "portal.acme.io")

	g.tpAdd("ansible-debug-var-output", `
$ ansible -i inventories/prod app01.prod -m debug -a "var=app_env"
app01.prod | SUCCESS => {
    "app_env": {
        "DATABASE_URL": "postgresql://portal:«a»@db01.prod.acme.internal:5432/portal",
        "LOG_LEVEL": "info",
        "OPENAI_API_KEY": "«b»",
        "WORKERS": 4
    }
}
`, V{"a": g.pwURL(), "b": g.openai()}, `"LOG_LEVEL": "info"`)

	g.tpAdd("python-jinja2-render-script", `
$ cat scripts/render_config.py
from pathlib import Path
from jinja2 import Environment, FileSystemLoader, StrictUndefined

env = Environment(loader=FileSystemLoader("templates"), undefined=StrictUndefined)
ctx = {
    "env": "staging",
    "db_host": "staging-db.acme.internal",
    "db_password": "«a»",
    "twilio_sid": "«_sid»",
    "twilio_token": "«b»",
}
Path("out/config.yaml").write_text(env.get_template("config.yaml.j2").render(**ctx))
`, V{"a": g.pw(), "_sid": g.twilioSID(), "b": g.hex(32)}, "StrictUndefined", "staging-db.acme.internal")

	g.tpAdd("awx-launch-extra-vars", `
$ awx job_templates launch "Deploy portal" --monitor \
    --extra_vars '{"portal_version": "4.2.0", "portal_admin_password": "«a»", "datadog_api_key": "«b»"}'
------Starting Standard Out Stream------
PLAY [portal] ******************************************************************
TASK [Gathering Facts] *********************************************************
ok: [portal01]
`, V{"a": g.pw(), "b": g.hex(32)}, `"portal_version": "4.2.0"`)

	g.tpAdd("ansible-vault-encrypt-string-cmdline", `
$ ansible-vault encrypt_string --vault-id prod@prompt '«a»' --name 'vault_smtp_password'
New vault password (prod):
Confirm new vault password (prod):
Encryption successful
vault_smtp_password: !vault |
          «_v»
`, V{"a": g.pw(), "_v": g.tpVault(4, "          ")}, "--vault-id prod@prompt", "Encryption successful")

	g.tpAdd("ansible-inventory-list-hostvars", `
$ ansible-inventory -i inventories/lab --host nas01 --yaml
ansible_host: 192.168.10.5
ansible_user: admin
nas_shares:
  - media
  - backups
restic_repository: s3:https://s3.eu-central-003.backblazeb2.com/lab-restic
restic_password: «a»
b2_account_id: «_kid»
b2_account_key: «b»
`, V{"a": g.pwStrong(), "_kid": "003" + g.hex(12) + "0000000001", "b": "K003" + g.b64u(27)}, "lab-restic", "192.168.10.5")

	// benign-only
	g.tpAdd("ansible-inline-vault-blocks", `
$ cat group_vars/db.yml
postgresql_admin_user: postgres
postgresql_admin_password: !vault |
          «_v1»
postgresql_replication_password: !vault |
          «_v2»
postgresql_listen_addresses: "*"
`, V{"_v1": g.tpVault(4, "          "), "_v2": g.tpVault(3, "          ")}, "postgresql_listen_addresses")

	g.tpAdd("jinja2-template-only-references", `
$ cat roles/app/templates/app.env.j2
# {{ ansible_managed }}
APP_ENV={{ app_env }}
DATABASE_URL=postgresql://{{ app_db_user }}:{{ vault_app_db_password | urlencode }}@{{ app_db_host }}:5432/{{ app_db_name }}
SECRET_KEY={{ vault_app_secret_key }}
{% if app_smtp_enabled | bool %}
SMTP_PASSWORD={{ vault_smtp_password }}
{% endif %}
AWS_ACCESS_KEY_ID={{ lookup('amazon.aws.aws_ssm', '/prod/app/aws_key_id') }}
`, V{}, "{{ vault_app_db_password | urlencode }}", "{{ lookup('amazon.aws.aws_ssm', '/prod/app/aws_key_id') }}")

	g.tpAdd("ansible-no-log-censored", `
TASK [postgres : Create application role] **************************************
ok: [db01.prod] => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result", "changed": false}

TASK [app : Render application env] ********************************************
changed: [app01.prod] => {"changed": true, "checksum": "«_sha1»", "dest": "/etc/myapp/app.env", "gid": 0, "group": "root", "md5sum": "«_md5»", "mode": "0640", "owner": "root", "size": 612, "src": "/home/deploy/.ansible/tmp/ansible-tmp-1739265225.1-2211-79154/source", "state": "file", "uid": 0}
`, V{"_sha1": g.hex(40), "_md5": g.hex(32)}, "'no_log: true' was specified for this result", `"dest": "/etc/myapp/app.env"`)

	g.tpAdd("ansible-cfg-vault-identity-list", `
$ cat ansible.cfg
[defaults]
inventory = inventories/prod
vault_identity_list = dev@~/.ansible/dev.vaultpass, prod@scripts/vault-pass-from-1password.sh
roles_path = roles:~/.ansible/roles
$ cat scripts/vault-pass-from-1password.sh
#!/bin/sh
exec op read "op://Infra/ansible-vault-prod/password"
`, V{}, "prod@scripts/vault-pass-from-1password.sh", "op://Infra/ansible-vault-prod/password")

	g.tpAdd("ansible-example-vars-placeholders", `
$ cat group_vars/all/vault.yml.example
# Copy to vault.yml, fill in, then: ansible-vault encrypt group_vars/all/vault.yml
vault_app_db_password: CHANGE_ME
vault_app_secret_key: "<generate with: openssl rand -hex 32>"
vault_aws_access_key_id: AKIAXXXXXXXXXXXXXXXX
vault_aws_secret_access_key: xxx
vault_grafana_admin_password: changeme
`, V{}, "<generate with: openssl rand -hex 32>", "AKIAXXXXXXXXXXXXXXXX", "vault_grafana_admin_password: changeme")
}

// ---- ERB, Chef, Puppet and Salt ----

func (g *G) tpChefPuppetSalt() {
	g.tpAdd("chef-attributes-default-password", `
$ cat cookbooks/billing/attributes/default.rb
default['billing']['user'] = 'billing'
default['billing']['install_dir'] = '/opt/billing'
default['billing']['db']['host'] = 'pg01.dc1.acme.internal'
default['billing']['db']['password'] = '«a»'
default['billing']['stripe']['secret_key'] = '«b»'
default['billing']['stripe']['publishable_key'] = '«_pk»'
`, V{"a": g.pw(), "b": g.skLive(), "_pk": g.pkLive()}, "pg01.dc1.acme.internal", "default['billing']['install_dir'] = '/opt/billing'")

	g.tpAdd("erb-template-fallback-literal", `
$ cat cookbooks/billing/templates/default/database.yml.erb
production:
  adapter: postgresql
  host: <%= @db_host %>
  database: billing_production
  username: <%= @db_user %>
  password: <%= @db_password || '«a»' %>
  pool: <%= @pool || 10 %>
`, V{"a": g.pw()}, "<%= @db_host %>", "billing_production")

	g.tpAdd("rails-database-yml-env-fetch-default", `
$ cat config/database.yml
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: storefront_development

production:
  <<: *default
  host: <%= ENV.fetch("DATABASE_HOST") { "storefront-db.cz8k.us-east-1.rds.amazonaws.com" } %>
  username: storefront
  password: <%= ENV.fetch("DATABASE_PASSWORD") { "«a»" } %>
`, V{"a": g.pwStrong()}, `<%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>`, "storefront_development")

	g.tpAdd("knife-data-bag-show-decrypted", `
$ knife data bag show credentials aws_deploy --secret-file ~/.chef/encrypted_data_bag_secret
Encrypted data bag detected, decrypting with provided secret.
access_key_id:     «a»
id:                aws_deploy
region:            us-east-1
secret_access_key: «b»
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Encrypted data bag detected, decrypting with provided secret.")

	g.tpAdd("chef-client-template-diff", `
$ sudo chef-client -o 'recipe[billing::config]'
Starting Chef Infra Client, version 18.6.2
resolving cookbooks for run list: ["billing::config"]
Recipe: billing::config
  * template[/opt/billing/shared/config/secrets.yml] action create
    - update content in file /opt/billing/shared/config/secrets.yml from «_h1» to «_h2»
    --- /opt/billing/shared/config/secrets.yml	2025-01-29 10:01:44.000000000 +0000
    +++ /opt/billing/shared/config/.chef-secrets20250305-4411-1k2x9q.yml	2025-03-05 08:12:09.000000000 +0000
    @@ -1,3 +1,3 @@
     production:
    -  secret_key_base: «a»
    +  secret_key_base: «b»
       adyen_api_key: «c»
Running handlers:
Chef Infra Client finished, 1/14 resources updated in 04 seconds
`, V{"_h1": g.hex(8), "_h2": g.hex(8), "a": g.hex(128), "b": g.hex(128), "c": "AQE" + g.b64u(120)}, "Starting Chef Infra Client, version 18.6.2", "template[/opt/billing/shared/config/secrets.yml]")

	g.tpAdd("kitchen-yml-attributes", `
$ cat .kitchen.yml
driver:
  name: dokken
provisioner:
  name: dokken
platforms:
  - name: ubuntu-22.04
suites:
  - name: default
    run_list:
      - recipe[billing::default]
    attributes:
      billing:
        db:
          password: «a»
        newrelic:
          license_key: «b»
`, V{"a": g.pw(), "b": g.hex(36) + "NRAL"}, "recipe[billing::default]", "ubuntu-22.04")

	g.tpAdd("puppet-hiera-common-plaintext", `
$ cat data/common.yaml
---
profile::base::ntp_servers:
  - 0.pool.ntp.org
  - 1.pool.ntp.org
profile::mysql::root_password: '«a»'
profile::mysql::replication_password: '«b»'
profile::backup::restic_password: '«c»'
profile::monitoring::datadog_api_key: '«d»'
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL(), "d": g.hex(32)}, "0.pool.ntp.org", "profile::mysql::root_password")

	g.tpAdd("puppet-epp-param-default", `
$ cat modules/profile/templates/redis.conf.epp
<%- | String $bind = '127.0.0.1',
      Integer $port = 6379,
      String $requirepass = '«a»',
      String $masterauth = '«b»',
| -%>
bind <%= $bind %>
port <%= $port %>
requirepass <%= $requirepass %>
masterauth <%= $masterauth %>
maxmemory-policy allkeys-lru
`, V{"a": g.pwURL(), "b": g.pwURL()}, "bind <%= $bind %>", "maxmemory-policy allkeys-lru")

	g.tpAdd("puppet-lookup-explain", `
$ sudo puppet lookup profile::api::jwt_secret --environment production --node api01.prod.acme.io --explain
Searching for "profile::api::jwt_secret"
  Global Data Provider (hiera configuration version 5)
    No such key: "profile::api::jwt_secret"
  Environment Data Provider (hiera configuration version 5)
    Using configuration "/etc/puppetlabs/code/environments/production/hiera.yaml"
    Hierarchy entry "Per-node data"
      Path "/etc/puppetlabs/code/environments/production/data/nodes/api01.prod.acme.io.yaml"
        Original path: "nodes/%{trusted.certname}.yaml"
        Path not found
    Hierarchy entry "Common data"
      Path "/etc/puppetlabs/code/environments/production/data/common.yaml"
        Original path: "common.yaml"
        Found key: "profile::api::jwt_secret" value: "«a»"
`, V{"a": g.b64(48)}, `Original path: "nodes/%{trusted.certname}.yaml"`, "api01.prod.acme.io")

	g.tpAdd("eyaml-edit-decrypted-view", `
$ eyaml edit data/secure.eyaml
#| This is eyaml edit mode. This text (lines starting with #| at the top of the
#| file) will be removed when you save and exit.
#|  - To edit encrypted values, change the content of the DEC(<num>)::PKCS7[]!
#|    block.
---
profile::ldap::bind_password: DEC(1)::PKCS7[«a»]!
profile::smtp::password: DEC(3)::PKCS7[«b»]!
profile::ssl::key_passphrase: DEC(5)::PKCS7[«c»]!
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "#| This is eyaml edit mode.")

	g.tpAdd("salt-pillar-plaintext", `
$ cat /srv/pillar/app/init.sls
app:
  user: app
  db:
    host: db.salt.acme.internal
    password: «a»
  rabbitmq:
    url: amqp://app:«b»@mq.salt.acme.internal:5672/app
  api_keys:
    mapbox: «c»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.mapboxSK()}, "db.salt.acme.internal", "mq.salt.acme.internal")

	g.tpAdd("salt-state-pillar-get-default", `
$ cat /srv/salt/app/config.sls
/etc/app/config.ini:
  file.managed:
    - source: salt://app/files/config.ini.jinja
    - template: jinja
    - mode: '0640'
    - context:
        db_password: {{ salt['pillar.get']('app:db:password', '«a»') }}
        api_token: {{ salt['pillar.get']('app:api_token', '«b»') }}
        workers: {{ salt['grains.get']('num_cpus', 2) }}
`, V{"a": g.pw(), "b": g.hex(40)}, "salt://app/files/config.ini.jinja", "{{ salt['grains.get']('num_cpus', 2) }}")

	g.tpAdd("salt-pillar-items-output", `
$ sudo salt 'web01*' pillar.items
web01.prod.acme.io:
    ----------
    app:
        ----------
        db:
            ----------
            host:
                db.salt.acme.internal
            password:
                «a»
        user:
            app
    nginx:
        ----------
        basic_auth:
            ----------
            user:
                staff
            password:
                «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "web01.prod.acme.io", "db.salt.acme.internal")

	// benign-only
	g.tpAdd("chef-encrypted-data-bag-json", `
$ cat data_bags/credentials/aws_deploy.json
{
  "id": "aws_deploy",
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
`, V{"_e1": g.b64(48), "_iv1": g.b64(12), "_t1": g.b64(16), "_e2": g.b64(64), "_iv2": g.b64(12), "_t2": g.b64(16)}, `"cipher": "aes-256-gcm"`)

	g.tpAdd("chef-sensitive-template-output", `
Recipe: billing::config
  * template[/opt/billing/shared/config/secrets.yml] action create
    - update content in file /opt/billing/shared/config/secrets.yml from «_h1» to «_h2»
    - suppressed sensitive resource output
  * template[/etc/logrotate.d/billing] action create (up to date)
`, V{"_h1": g.hex(6), "_h2": g.hex(6)}, "- suppressed sensitive resource output")

	g.tpAdd("hiera-eyaml-encrypted-file", `
$ cat data/secure.eyaml
---
profile::ldap::bind_password: >
    «_e1»
profile::smtp::password: «_e2»
$ cat hiera.yaml | sed -n '/eyaml/,$p'
  - name: "Secret data"
    lookup_key: eyaml_lookup_key
    path: "secure.eyaml"
    options:
      pkcs7_private_key: /etc/puppetlabs/puppet/eyaml/private_key.pkcs7.pem
      pkcs7_public_key:  /etc/puppetlabs/puppet/eyaml/public_key.pkcs7.pem
`, V{"_e1": g.tpEYAML(), "_e2": g.tpEYAML()}, "/etc/puppetlabs/puppet/eyaml/private_key.pkcs7.pem", "lookup_key: eyaml_lookup_key")

	g.tpAdd("puppet-sensitive-redacted-run", `
Notice: /Stage[main]/Profile::Mysql/Mysql_user[replicator@%]/password_hash: changed [redacted] to [redacted]
Notice: /Stage[main]/Profile::Api/File[/etc/api/secrets.env]/content: changed [redacted] to [redacted]
Notice: /Stage[main]/Profile::Api/Service[api]: Triggered 'refresh' from 1 event
Notice: Applied catalog in 12.84 seconds
Info: Caching catalog for api01.prod.acme.io (config version «_cv»)
`, V{"_cv": g.gitSHA()[:12]}, "changed [redacted] to [redacted]", "Applied catalog in 12.84 seconds")

	g.tpAdd("salt-gpg-renderer-pillar", `
$ cat /srv/pillar/secrets/db.sls
#!yaml|gpg
db:
  password: |
    -----BEGIN PGP MESSAGE-----

    «_m»
    =«_crc»
    -----END PGP MESSAGE-----
`, V{"_m": tpIndent(wrap("hQEMA"+g.s(alB64, 560), 64), "    "), "_crc": g.s(alB64, 4)}, "#!yaml|gpg", "-----BEGIN PGP MESSAGE-----")

	g.tpAdd("erb-env-fetch-no-default", `
$ cat config/storage.yml
amazon:
  service: S3
  access_key_id: <%= Rails.application.credentials.dig(:aws, :access_key_id) %>
  secret_access_key: <%= Rails.application.credentials.dig(:aws, :secret_access_key) %>
  region: eu-west-1
  bucket: <%= ENV.fetch("S3_BUCKET") %>
$ ls -l config/credentials/
-rw-r--r-- 1 dev dev  588 Feb 12 10:31 production.yml.enc
-rw------- 1 dev dev   32 Feb 12 10:31 production.key
`, V{}, "<%= Rails.application.credentials.dig(:aws, :secret_access_key) %>", "production.yml.enc")
}

// ---- web and site templates ----

func (g *G) tpWebTemplates() {
	g.tpAdd("handlebars-env-helper-fallback", `
$ cat src/mail/render.js
const Handlebars = require("handlebars");
Handlebars.registerHelper("env", (name, fallback) => process.env[name] || fallback);
module.exports = Handlebars.compile(require("fs").readFileSync(__dirname + "/config.hbs", "utf8"));
$ cat src/mail/config.hbs
transport:
  host: smtp.sendgrid.net
  user: apikey
  pass: "{{env "SENDGRID_API_KEY" "«a»"}}"
from: "{{brand.name}} <no-reply@{{brand.domain}}>"
`, V{"a": g.sendgrid()}, "{{brand.name}} <no-reply@{{brand.domain}}>", "smtp.sendgrid.net")

	g.tpAdd("mustache-view-json-and-render", `
$ cat deploy/view.prod.json
{
  "service": "search",
  "es_url": "https://search-prod.es.eu-west-1.aws.found.io:9243",
  "es_user": "search_writer",
  "es_password": "«a»",
  "algolia_app_id": "«_app»",
  "algolia_admin_key": "«b»"
}
$ npx mustache deploy/view.prod.json deploy/search.yml.mustache > deploy/search.yml
`, V{"a": g.pw(), "_app": g.s(alUpNum, 10), "b": g.hex(32)}, "search_writer", "deploy/search.yml.mustache")

	g.tpAdd("jekyll-liquid-default-key", `
$ cat _includes/newsletter.html
{% assign mc_key = site.mailchimp_api_key | default: "«a»" %}
<form action="https://acme.us14.list-manage.com/subscribe/post?u={{ site.mailchimp_u }}&amp;id={{ site.mailchimp_list }}" method="post">
  <input type="email" name="EMAIL" placeholder="you@example.com">
  <!-- key {{ mc_key | slice: 0, 4 }}… used by _plugins/sync.rb -->
</form>
`, V{"a": g.mailchimp()}, "{{ site.mailchimp_u }}", `placeholder="you@example.com"`)

	g.tpAdd("symfony-twig-globals-secret", `
$ cat config/packages/twig.yaml
twig:
    default_path: '%kernel.project_dir%/templates'
    globals:
        stripe_public_key: '«_pk»'
        stripe_secret_key: '«a»'
        ga_measurement_id: 'G-«_ga»'
$ grep -rn stripe_ templates/checkout/
templates/checkout/pay.html.twig:14:    <script>const stripe = Stripe('{{ stripe_public_key }}');</script>
`, V{"_pk": g.pkLive(), "a": g.skLive(), "_ga": g.s(alUpNum, 10)}, "{{ stripe_public_key }}", "'%kernel.project_dir%/templates'")

	g.tpAdd("laravel-services-env-fallback", `
$ cat config/services.php
<?php

return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN', 'mg.acme.io'),
        'secret' => env('MAILGUN_SECRET', '«a»'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.eu.mailgun.net'),
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET', '«b»'),
    ],
];
`, V{"a": g.mailgun(), "b": g.skTest()}, "env('STRIPE_KEY')", "api.eu.mailgun.net")

	g.tpAdd("blade-config-default-token", `
$ cat resources/views/partials/map.blade.php
<div id="map" data-style="mapbox://styles/acme/clx1k2"></div>
<script>
  mapboxgl.accessToken = @json(config('services.mapbox.public_token'));
  window.geocoderToken = "{{ config('services.mapbox.secret_token', '«a»') }}";
</script>
@csrf
`, V{"a": g.mapboxSK()}, "@json(config('services.mapbox.public_token'))", "mapbox://styles/acme/clx1k2")

	g.tpAdd("razor-configuration-coalesce", `
$ cat Pages/Shared/_Search.cshtml
@inject Microsoft.Extensions.Configuration.IConfiguration Configuration
@{
    var appId = Configuration["Algolia:AppId"];
    var adminKey = Configuration["Algolia:AdminKey"] ?? "«a»";
}
<div id="search" data-app="@appId"></div>
@section Scripts {
    <script>reindex("@appId", "@adminKey");</script>
}
`, V{"a": g.hex(32)}, `Configuration["Algolia:AppId"]`, "@inject Microsoft.Extensions.Configuration.IConfiguration Configuration")

	g.tpAdd("thymeleaf-environment-property-default", `
$ cat src/main/resources/templates/signup.html
<form th:action="@{/signup}" method="post">
  <input type="hidden" th:name="${_csrf.parameterName}" th:value="${_csrf.token}"/>
  <div class="g-recaptcha" th:attr="data-sitekey=${@environment.getProperty('recaptcha.site-key', '«_site»')}"></div>
  <!-- verified server side with ${@environment.getProperty('recaptcha.secret', '«a»')} -->
  <button type="submit" th:text="#{signup.submit}">Sign up</button>
</form>
`, V{"_site": g.tpRecaptcha(), "a": g.tpRecaptcha()}, `th:value="${_csrf.token}"`, "#{signup.submit}")

	g.tpAdd("eleventy-data-file-fallback", `
$ cat src/_data/airtable.js
const Airtable = require("airtable");

module.exports = async function () {
  const base = new Airtable({
    apiKey: process.env.AIRTABLE_TOKEN || "«a»",
  }).base("app«_base»");
  const rows = await base("Events").select({ view: "Published" }).all();
  return rows.map((r) => r.fields);
};
`, V{"a": g.airtable(), "_base": g.an(14)}, `select({ view: "Published" })`)

	g.tpAdd("nunjucks-front-matter-token", `
$ head -12 src/pages/status.njk
---
layout: base.njk
title: Service status
permalink: /status/
statuspage:
  page_id: «_pid»
  api_key: «a»
---
{% set incidents = statuspage | fetchIncidents %}
{% for i in incidents %}<li>{{ i.name }} — {{ i.status }}</li>{% endfor %}
`, V{"_pid": g.s(alLowNum, 12), "a": g.uuid()}, "{% set incidents = statuspage | fetchIncidents %}", "permalink: /status/")

	g.tpAdd("hugo-params-admin-key", `
$ cat hugo.toml
baseURL = "https://docs.acme.io/"
languageCode = "en-us"
title = "Acme Docs"

[params]
  github_repo = "https://github.com/acme/docs"
  [params.algolia]
    appId = "«_app»"
    indexName = "acme-docs"
    searchKey = "«_search»"
    adminKey = "«a»"   # for scripts/index.sh, remove before merge
`, V{"_app": g.s(alUpNum, 10), "_search": g.hex(32), "a": g.hex(32)}, `indexName = "acme-docs"`, "https://github.com/acme/docs")

	g.tpAdd("jekyll-config-algolia-and-github", `
$ cat _config.yml
title: Acme Engineering
url: "https://engineering.acme.io"
plugins:
  - jekyll-algolia
  - jekyll-github-metadata
algolia:
  application_id: «_app»
  index_name: engineering_blog
  search_only_api_key: «_search»
  api_key: «a»
github:
  token: «b»
`, V{"_app": g.s(alUpNum, 10), "_search": g.hex(32), "a": g.hex(32), "b": g.ghp()}, "index_name: engineering_blog", "https://engineering.acme.io")

	g.tpAdd("ejs-env-or-literal", `
$ cat views/layout.ejs
<!doctype html>
<html>
<head>
  <title><%= title %></title>
  <script>
    window.__CONFIG__ = {
      apiBase: "<%= process.env.API_BASE || 'https://api.acme.io' %>",
      adminToken: "<%= process.env.ADMIN_TOKEN || '«a»' %>"
    };
  </script>
</head>
`, V{"a": g.hex(40)}, "<%= title %>", "https://api.acme.io")

	// benign-only
	g.tpAdd("hugo-public-params", `
$ cat config/_default/params.toml
description = "Acme product documentation"
[analytics]
  googleAnalytics = "G-«_ga»"
[search]
  provider = "algolia"
  appId = "«_app»"
  # search-only key, safe to ship to browsers
  apiKey = "«_key»"
  indexName = "acme-docs"
[comments]
  disqusShortname = "acme-docs"
`, V{"_ga": g.s(alUpNum, 10), "_app": g.s(alUpNum, 10), "_key": g.hex(32)}, "# search-only key, safe to ship to browsers", "disqusShortname")

	g.tpAdd("handlebars-template-refs-only", `
$ cat templates/invoice-email.hbs
<p>Hi {{customer.firstName}},</p>
<p>Your invoice <strong>{{invoice.number}}</strong> for {{formatMoney invoice.total invoice.currency}} is ready.</p>
<a href="{{baseUrl}}/invoices/{{invoice.id}}?token={{signedToken}}">View invoice</a>
{{#if invoice.overdue}}<p class="warn">This invoice is overdue.</p>{{/if}}
{{> footer unsubscribeUrl=unsubscribeUrl}}
`, V{}, "{{baseUrl}}/invoices/{{invoice.id}}?token={{signedToken}}", "{{> footer unsubscribeUrl=unsubscribeUrl}}")

	g.tpAdd("twig-csrf-and-env", `
$ cat templates/security/login.html.twig
{% extends 'base.html.twig' %}
{% block body %}
<form method="post">
    <input type="hidden" name="_csrf_token" value="{{ csrf_token('authenticate') }}">
    <input type="text" name="_username" value="{{ last_username }}" required autofocus>
    <input type="password" name="_password" required>
</form>
{% endblock %}
$ grep APP_SECRET .env
APP_SECRET=
`, V{}, "{{ csrf_token('authenticate') }}", "APP_SECRET=")

	g.tpAdd("blade-config-refs-only", `
$ cat resources/views/checkout.blade.php
@extends('layouts.app')
@section('content')
<form id="payment-form" action="{{ route('checkout.store') }}" method="POST">
    @csrf
    <div id="card-element" data-key="{{ config('services.stripe.key') }}"></div>
</form>
@endsection
$ grep STRIPE .env.example
STRIPE_KEY=pk_test_xxx
STRIPE_SECRET=sk_test_xxx
`, V{}, "{{ config('services.stripe.key') }}", "STRIPE_SECRET=sk_test_xxx")

	g.tpAdd("eleventy-front-matter-plain", `
$ head -14 src/blog/2025-02-helm-secrets.md
---
title: "Keeping Helm values out of git"
date: 2025-02-18
tags: [helm, kubernetes, sops]
layout: post.njk
permalink: "/blog/{{ title | slugify }}/"
eleventyComputed:
  ogImage: "/img/og/{{ page.fileSlug }}.png"
---
Use ˋhelm secretsˋ with SOPS and an age recipient such as ˋ«_age»ˋ, never plain ˋ--setˋ flags in CI logs.
`, V{"_age": g.agePublic()}, `permalink: "/blog/{{ title | slugify }}/"`, "{{ page.fileSlug }}")
}

// ---- Terraform templates and cloud-init ----

func (g *G) tpTerraform() {
	g.tpAdd("terraform-templatefile-literal-vars", `
$ sed -n '1,24p' modules/worker/main.tf
resource "aws_launch_template" "worker" {
  name_prefix   = "worker-"
  image_id      = data.aws_ami.ubuntu.id
  instance_type = "t3.large"

  user_data = base64encode(templatefile("${path.module}/user-data.sh.tftpl", {
    region        = var.region
    queue_url     = aws_sqs_queue.jobs.url
    db_password   = "«a»"
    datadog_key   = "«b»"
    registry_user = "ci-pull"
    registry_pass = "«c»"
  }))
}
`, V{"a": g.pw(), "b": g.hex(32), "c": g.dockerPAT()}, `templatefile("${path.module}/user-data.sh.tftpl"`, "ci-pull")

	g.tpAdd("terraform-tfvars-feeding-template", `
$ cat envs/prod/terraform.tfvars
region            = "eu-central-1"
cluster_name      = "prod-eu"
db_admin_password = "«a»"
grafana_admin     = { user = "admin", password = "«b»" }
cloudflare_token  = "«c»"
$ grep -n templatefile modules/*/main.tf
modules/bastion/main.tf:31:  user_data = templatefile("${path.module}/cloud-init.yaml.tftpl", { grafana = var.grafana_admin })
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.cfToken()}, `cluster_name      = "prod-eu"`, "cloud-init.yaml.tftpl")

	g.tpAdd("cloud-init-write-files-env", `
$ cat cloud-init/worker.yaml
#cloud-config
package_update: true
packages: [docker.io, jq]
write_files:
  - path: /etc/worker/worker.env
    owner: root:root
    permissions: "0600"
    content: |
      QUEUE_URL=https://sqs.eu-west-1.amazonaws.com/«_acct»/jobs
      DATABASE_URL=postgres://worker:«a»@db.prod.internal:5432/jobs
      SENTRY_DSN=https://«_dsnpub»@o«_org».ingest.sentry.io/«_proj»
      GITHUB_APP_PRIVATE_KEY_B64=«b»
runcmd:
  - systemctl enable --now worker
`, V{"_acct": g.digits(12), "a": g.pwURL(), "_dsnpub": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7), "b": b64s(g.rsaPEM().block())}, "permissions: \"0600\"", "systemctl enable --now worker")

	g.tpAdd("cloud-init-chpasswd-and-plain-passwd", `
#cloud-config
hostname: lab-gw01
users:
  - default
  - name: ops
    groups: [sudo]
    shell: /bin/bash
    lock_passwd: false
    plain_text_passwd: «a»
chpasswd:
  expire: false
  users:
    - name: root
      password: «b»
      type: text
ssh_pwauth: true
`, V{"a": g.pw(), "b": g.pwStrong()}, "hostname: lab-gw01", "ssh_pwauth: true")

	g.tpAdd("instance-cloud-init-userdata-on-host", `
ubuntu@ip-10-0-3-44:~$ sudo cat /var/lib/cloud/instance/user-data.txt | sed -n '1,16p'
#!/bin/bash
set -euo pipefail
# rendered from user-data.sh.tftpl
export AWS_DEFAULT_REGION=eu-west-1
docker login registry.acme.io -u ci-pull -p '«a»'
cat >/etc/worker/worker.env <<EOF
DB_PASSWORD=«b»
DD_API_KEY=«c»
EOF
docker run -d --env-file /etc/worker/worker.env registry.acme.io/worker:1.42.0
`, V{"a": g.dockerPAT(), "b": g.pw(), "c": g.hex(32)}, "rendered from user-data.sh.tftpl", "registry.acme.io/worker:1.42.0")

	g.tpAdd("terraform-console-templatefile", `
$ terraform console
> templatefile("templates/pgbouncer.ini.tftpl", { db_host = "pg-main.internal", admin_password = var.pgbouncer_admin_password })
<<EOT
[databases]
* = host=pg-main.internal port=5432

[pgbouncer]
listen_addr = 0.0.0.0
auth_type = scram-sha-256
admin_users = pgbouncer_admin
; admin password «a»
EOT
>
`, V{"a": g.pwStrong()}, "auth_type = scram-sha-256", "templates/pgbouncer.ini.tftpl")

	g.tpAdd("packer-preseed-pkrtpl", `
$ cat http/preseed.pkrtpl.hcl
d-i passwd/root-login boolean false
d-i passwd/user-fullname string ${username}
d-i passwd/username string ${username}
d-i passwd/user-password password ${password}
d-i passwd/user-password-again password ${password}
$ grep -A4 'templatefile' ubuntu.pkr.hcl
    "/preseed.cfg" = templatefile("${path.root}/http/preseed.pkrtpl.hcl", {
      username = "packer"
      password = "«a»"
    })
`, V{"a": g.pw()}, "d-i passwd/user-password password ${password}", `username = "packer"`)

	ssh, _ := g.sshEd25519("deploy@ci")
	g.tpAdd("cloud-init-write-files-private-key", `
#cloud-config
write_files:
  - path: /home/deploy/.ssh/id_ed25519
    owner: deploy:deploy
    permissions: "0600"
    defer: true
    content: |
      «k»
  - path: /home/deploy/.ssh/config
    content: |
      Host git.acme.io
        User git
        IdentityFile ~/.ssh/id_ed25519
`, V{"k": tpIndent(ssh.block(), "      ")}, "IdentityFile ~/.ssh/id_ed25519", "/home/deploy/.ssh/id_ed25519")

	g.tpAdd("azure-custom-data-base64", `
$ az vm create -g rg-lab -n lab-runner --image Ubuntu2204 --size Standard_B2s \
    --admin-username azureuser --generate-ssh-keys \
    --custom-data cloud-init.yaml
$ az vm show -g rg-lab -n lab-runner --query osProfile.customData -o tsv
«blob»
`, V{"blob": b64s("#cloud-config\nruncmd:\n  - [sh, -c, \"./config.sh --url https://github.com/acme --token " + g.s(alUpNum, 29) + " --unattended\"]\n")}, "--generate-ssh-keys", "Standard_B2s")

	g.tpAdd("butane-inline-contents", `
$ cat node.bu
variant: fcos
version: 1.5.0
passwd:
  users:
    - name: core
      ssh_authorized_keys:
        - «_pub»
storage:
  files:
    - path: /etc/rancher/k3s/config.yaml
      mode: 0600
      contents:
        inline: |
          token: «a»
          server: https://k3s.lab.acme.io:6443
$ butane --pretty --strict node.bu > node.ign
`, V{"_pub": g.sshRSAPub() + " ops@laptop", "a": "K10" + g.hex(64) + "::server:" + g.hex(32)}, "variant: fcos", "https://k3s.lab.acme.io:6443")

	// benign-only
	g.tpAdd("tftpl-references-only", `
$ cat modules/worker/user-data.sh.tftpl
#!/bin/bash
set -euo pipefail
export AWS_DEFAULT_REGION=${region}
DB_PASSWORD="$(aws ssm get-parameter --name /prod/worker/db_password --with-decryption --query Parameter.Value --output text)"
%{ for q in queues ~}
echo "QUEUE_${upper(q.name)}=${q.url}" >> /etc/worker/worker.env
%{ endfor ~}
echo "DB_PASSWORD=$DB_PASSWORD" >> /etc/worker/worker.env
`, V{}, "%{ for q in queues ~}", "--name /prod/worker/db_password --with-decryption")

	g.tpAdd("terraform-plan-sensitive-values", `
$ terraform plan -target=module.worker
  # module.worker.aws_instance.worker must be replaced
-/+ resource "aws_instance" "worker" {
      ~ id              = "i-«_lt»" -> (known after apply)
      ~ private_ip      = "10.0.3.44" -> (known after apply)
      ~ user_data       = "«_ud1»" -> "«_ud2»" # forces replacement
        tags            = {
            "Name" = "worker-1"
        }
    }

  # module.worker.local_sensitive_file.env will be created
  + resource "local_sensitive_file" "env" {
      + content         = (sensitive value)
      + filename        = "./out/worker.env"
      + id              = (known after apply)
    }

Plan: 2 to add, 0 to change, 1 to destroy.
`, V{"_lt": g.hex(17), "_ud1": g.hex(40), "_ud2": g.hex(40)}, "+ content         = (sensitive value)", "Plan: 2 to add, 0 to change, 1 to destroy.")

	g.tpAdd("cloud-init-public-keys-and-ca", `
#cloud-config
users:
  - name: deploy
    sudo: "ALL=(ALL) NOPASSWD:ALL"
    ssh_authorized_keys:
      - «_k1»
      - «_k2»
ca_certs:
  trusted:
    - |
      «_ca»
runcmd:
  - [sh, -c, "aws secretsmanager get-secret-value --secret-id prod/worker --query SecretString --output text > /etc/worker/secrets.json"]
`, V{"_k1": g.sshRSAPub() + " alice@acme", "_k2": g.sshRSAPub() + " bob@acme", "_ca": tpIndent(g.certPEM().block(), "      ")}, "--secret-id prod/worker", `sudo: "ALL=(ALL) NOPASSWD:ALL"`)

	g.tpAdd("terraform-output-sensitive", `
$ terraform output
bastion_public_ip = "18.194.22.107"
db_endpoint = "prod-eu.cluster-c1a2b3.eu-central-1.rds.amazonaws.com:5432"
db_master_password = <sensitive>
grafana_admin = <sensitive>
vpc_id = "vpc-«_vpc»"
$ terraform output -raw db_master_password | pbcopy
`, V{"_vpc": g.hex(17)}, "db_master_password = <sensitive>", "prod-eu.cluster-c1a2b3.eu-central-1.rds.amazonaws.com:5432")

	g.tpAdd("terraform-lock-hashes", `
$ cat .terraform.lock.hcl
# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.84.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:«_h1»",
    "zh:«_z1»",
    "zh:«_z2»",
    "zh:«_z3»",
  ]
}

provider "registry.terraform.io/hashicorp/cloudinit" {
  version = "2.3.5"
  hashes = [
    "h1:«_h2»",
    "zh:«_z4»",
  ]
}
`, V{"_h1": g.b64(32), "_z1": g.hex(64), "_z2": g.hex(64), "_z3": g.hex(64), "_h2": g.b64(32), "_z4": g.hex(64)}, `constraints = "~> 5.0"`)
}

// ---- Kustomize, Argo CD and Flux ----

func (g *G) tpKustomizeGitOps() {
	g.tpAdd("kustomize-secret-generator-literals", `
$ cat overlays/prod/kustomization.yaml
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: orders
resources:
  - ../../base
images:
  - name: orders
    newName: registry.acme.io/orders
    newTag: 2.8.0
secretGenerator:
  - name: orders-secrets
    literals:
      - DB_PASSWORD=«a»
      - JWT_SECRET=«b»
      - PAYPAL_CLIENT_SECRET=«c»
configMapGenerator:
  - name: orders-config
    literals:
      - LOG_LEVEL=info
      - FEATURE_REFUNDS=true
`, V{"a": g.pw(), "b": g.hex(64), "c": "E" + g.b64u(79)}, "registry.acme.io/orders", "FEATURE_REFUNDS=true")

	g.tpAdd("kustomize-secret-generator-envs-file", `
$ grep -A4 secretGenerator overlays/staging/kustomization.yaml
secretGenerator:
  - name: api-env
    envs:
      - secrets.env
$ cat overlays/staging/secrets.env
DATABASE_URL=postgres://api:«a»@pg.staging.svc:5432/api
REDIS_PASSWORD=«b»
ANTHROPIC_API_KEY=«c»
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.anthropic()}, "pg.staging.svc:5432/api", "secrets.env")

	p1, p2 := g.pw(), g.hex(64)
	g.tpAdd("kustomize-build-rendered-secret", `
$ kustomize build overlays/prod | yq 'select(.kind == "Secret")'
apiVersion: v1
data:
  DB_PASSWORD: «a»
  JWT_SECRET: «b»
kind: Secret
metadata:
  name: orders-secrets-«_sfx»
  namespace: orders
type: Opaque
`, V{"a": b64s(p1), "b": b64s(p2), "_sfx": g.tpSuffix()}, "namespace: orders")

	g.tpAdd("kustomize-configmap-generator-with-key", `
$ cat base/kustomization.yaml
resources:
  - deployment.yaml
  - service.yaml
configMapGenerator:
  - name: frontend-config
    literals:
      - API_BASE=https://api.acme.io
      - SEGMENT_WRITE_KEY=«_wk»
      - ALGOLIA_ADMIN_KEY=«a»
      - INTERNAL_API_TOKEN=«b»
generatorOptions:
  disableNameSuffixHash: true
`, V{"_wk": g.an(32), "a": g.hex(32), "b": g.hex(48)}, "API_BASE=https://api.acme.io", "disableNameSuffixHash: true")

	g.tpAdd("argocd-application-inline-helm-values", `
$ cat apps/grafana.yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: grafana
  namespace: argocd
spec:
  project: platform
  source:
    repoURL: https://grafana.github.io/helm-charts
    chart: grafana
    targetRevision: 8.8.2
    helm:
      values: |
        adminUser: admin
        adminPassword: «a»
        grafana.ini:
          auth.generic_oauth:
            enabled: true
            client_id: grafana
            client_secret: «b»
  destination:
    server: https://kubernetes.default.svc
    namespace: monitoring
`, V{"a": g.pw(), "b": g.an(32)}, "https://grafana.github.io/helm-charts", "targetRevision: 8.8.2")

	g.tpAdd("argocd-application-helm-parameters", `
$ argocd app get harbor --show-params
Name:               argocd/harbor
Project:            platform
Server:             https://kubernetes.default.svc
Namespace:          harbor
URL:                https://argocd.acme.io/applications/harbor
Source:
- Repo:             https://helm.goharbor.io
  Target:           1.16.2
Sync Status:        Synced to 1.16.2
Health Status:      Healthy

NAME                              VALUE
expose.ingress.hosts.core         harbor.acme.io
harborAdminPassword               «a»
database.external.password        «b»
persistence.imageChartStorage.s3.secretkey  «c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.awsSecret()}, "https://argocd.acme.io/applications/harbor", "expose.ingress.hosts.core")

	g.tpAdd("flux-helmrelease-inline-values", `
$ cat clusters/prod/apps/sentry/helmrelease.yaml
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: sentry
  namespace: sentry
spec:
  interval: 30m
  chart:
    spec:
      chart: sentry
      version: "26.6.0"
      sourceRef: { kind: HelmRepository, name: sentry }
  valuesFrom:
    - kind: Secret
      name: sentry-values
      valuesKey: values.yaml
  values:
    user:
      email: admin@acme.io
      password: «a»
    mail:
      backend: smtp
      host: smtp.postmarkapp.com
      username: «b»
      password: «b»
`, V{"a": g.pw(), "b": g.uuid()}, "valuesKey: values.yaml", "smtp.postmarkapp.com")

	g.tpAdd("flux-create-secret-git-cmd", `
$ flux create secret git infra-repo \
    --url=https://git.acme.io/platform/infra.git \
    --username=flux-bot \
    --password=«a» \
    --namespace=flux-system
► git secret 'infra-repo' created in 'flux-system' namespace
`, V{"a": g.glpat()}, "--username=flux-bot", "► git secret 'infra-repo' created in 'flux-system' namespace")

	g.tpAdd("argocd-repo-add-and-cluster", `
$ argocd repo add https://github.com/acme/deploy.git --username acme-bot --password «a»
Repository 'https://github.com/acme/deploy.git' added
$ argocd repo add registry.acme.io/charts --type helm --name acme-charts --enable-oci --username robot$argocd --password «b»
Repository 'registry.acme.io/charts' added
`, V{"a": g.ghFine(), "b": g.an(32)}, "Repository 'https://github.com/acme/deploy.git' added", "--enable-oci")

	g.tpAdd("argocd-app-manifests-secret", `
$ argocd app manifests billing --source live | yq 'select(.kind=="Secret") | .stringData'
STRIPE_WEBHOOK_SECRET: «a»
STRIPE_API_KEY: «b»
QUICKBOOKS_CLIENT_ID: «_qid»
QUICKBOOKS_CLIENT_SECRET: «c»
`, V{"a": g.whsec(), "b": g.rkLive(), "_qid": "AB" + g.an(48), "c": g.an(40)}, "--source live")

	// benign-only
	g.tpAdd("kustomize-secret-generator-files", `
$ cat overlays/prod/kustomization.yaml
resources:
  - ../../base
secretGenerator:
  - name: ingress-tls
    type: kubernetes.io/tls
    files:
      - tls.crt=certs/prod.crt
      - tls.key=certs/prod.key
  - name: db-creds
    envs:
      - db.env   # decrypted by ksops at build time, not in git
generators:
  - ./secret-generator.yaml
`, V{}, "tls.key=certs/prod.key", "# decrypted by ksops at build time, not in git")

	g.tpAdd("kustomize-build-configmap-hash-names", `
$ kustomize build overlays/prod | grep -E 'name: (orders|frontend)-'
  name: orders-config-«_s1»
  name: orders-secrets-«_s2»
  name: frontend-config-«_s3»
        name: orders-config-«_s1»
        name: orders-secrets-«_s2»
$ kustomize edit set image orders=registry.acme.io/orders@«_dig»
`, V{"_s1": g.tpSuffix(), "_s2": g.tpSuffix(), "_s3": g.tpSuffix(), "_dig": g.tpDigest()}, "kustomize edit set image")

	g.tpAdd("flux-kustomization-sops-decryption", `
$ cat clusters/prod/apps.yaml
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
  decryption:
    provider: sops
    secretRef:
      name: sops-age
$ cat .sops.yaml
creation_rules:
  - path_regex: .*/prod/.*\.enc\.yaml$
    encrypted_regex: ^(data|stringData)$
    age: «_age»
`, V{"_age": g.agePublic()}, "name: sops-age", "encrypted_regex: ^(data|stringData)$")

	g.tpAdd("sealed-secret-manifest", `
$ cat apps/prod/orders/sealedsecret.yaml
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: orders-secrets
  namespace: orders
spec:
  encryptedData:
    DB_PASSWORD: «_s1»
    JWT_SECRET: «_s2»
  template:
    metadata:
      name: orders-secrets
      namespace: orders
    type: Opaque
`, V{"_s1": g.tpSealed(), "_s2": g.tpSealed()}, "kind: SealedSecret")

	g.tpAdd("argocd-vault-plugin-placeholders", `
$ cat apps/payments/values.yaml
# rendered by argocd-vault-plugin (avp) at sync time
stripe:
  apiKey: <path:kv/data/payments/prod#stripe_api_key>
  webhookSecret: <path:kv/data/payments/prod#stripe_webhook_secret | base64encode>
database:
  password: <path:kv/data/payments/prod#db_password#3>
annotations:
  avp.kubernetes.io/path: "kv/data/payments/prod"
`, V{}, "<path:kv/data/payments/prod#stripe_api_key>", "<path:kv/data/payments/prod#db_password#3>")

	g.tpAdd("external-secret-refs", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: orders-secrets
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: aws-secretsmanager
    kind: ClusterSecretStore
  target:
    name: orders-secrets
    template:
      data:
        DATABASE_URL: "postgres://orders:{{ .password | urlquery }}@{{ .host }}:5432/orders"
  dataFrom:
    - extract:
        key: prod/orders/db
`, V{}, `"postgres://orders:{{ .password | urlquery }}@{{ .host }}:5432/orders"`, "key: prod/orders/db")

	g.tpAdd("sops-encrypted-k8s-secret", `
$ cat apps/prod/billing/secret.enc.yaml
apiVersion: v1
kind: Secret
metadata:
    name: billing-secrets
type: Opaque
stringData:
    STRIPE_API_KEY: «_e1»
    DB_PASSWORD: «_e2»
sops:
    age:
        - recipient: «_age»
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            «_blk»
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "«_ts»"
    mac: «_mac»
    encrypted_regex: ^(data|stringData)$
    version: 3.9.1
`, V{"_e1": g.tpSOPS(107), "_e2": g.tpSOPS(18), "_age": g.agePublic(), "_blk": tpIndent(wrap(g.b64(240), 64), "            "), "_ts": g.tpTS(), "_mac": g.tpSOPS(32)}, "-----BEGIN AGE ENCRYPTED FILE-----")
}

// ---- docker compose interpolation, envsubst and nginx templates ----

func (g *G) tpCompose() {
	g.tpAdd("compose-default-literal-secrets", `
$ cat compose.yaml
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: ${POSTGRES_USER:-app}
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-«a»}
  api:
    build: .
    environment:
      DATABASE_URL: postgres://${POSTGRES_USER:-app}:${POSTGRES_PASSWORD:-«a»}@db:5432/app
      JWT_SECRET: ${JWT_SECRET:-«b»}
      PORT: ${PORT:-8080}
    depends_on: [db]
`, V{"a": g.pwURL(), "b": g.hex(48)}, "${POSTGRES_USER:-app}", "${PORT:-8080}")

	g.tpAdd("compose-config-rendered", `
$ docker compose config
name: helpdesk
services:
  app:
    environment:
      APP_URL: https://help.acme.io
      DB_PASSWORD: «a»
      MAIL_PASSWORD: «b»
      REDIS_HOST: redis
    image: ghcr.io/acme/helpdesk:4.1.0
    networks:
      default: null
    ports:
      - mode: ingress
        target: 8080
        published: "8080"
        protocol: tcp
  mariadb:
    environment:
      MARIADB_DATABASE: helpdesk
      MARIADB_PASSWORD: «a»
      MARIADB_ROOT_PASSWORD: «c»
      MARIADB_USER: helpdesk
    image: mariadb:11.4
networks:
  default:
    name: helpdesk_default
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}, "ghcr.io/acme/helpdesk:4.1.0", "helpdesk_default")

	g.tpAdd("diff-env-template-vs-env", `
$ diff .env.template .env
3,6c3,6
< POSTGRES_PASSWORD=changeme
< OPENAI_API_KEY=<your-openai-key>
< S3_ACCESS_KEY=
< S3_SECRET_KEY=
---
> POSTGRES_PASSWORD=«a»
> OPENAI_API_KEY=«b»
> S3_ACCESS_KEY=«c»
> S3_SECRET_KEY=«d»
`, V{"a": g.pw(), "b": g.openai(), "c": g.awsID(), "d": g.awsSecret()}, "< POSTGRES_PASSWORD=changeme", "< OPENAI_API_KEY=<your-openai-key>")

	g.tpAdd("envsubst-export-then-render", `
$ export GRAFANA_URL=https://grafana.acme.io
$ export GRAFANA_TOKEN=«a»
$ export PD_ROUTING_KEY=«b»
$ envsubst < alerting/contact-points.tmpl.yaml > alerting/contact-points.yaml
$ git status --short
 M alerting/contact-points.yaml
`, V{"a": g.grafanaSA(), "b": g.hex(32)}, "envsubst < alerting/contact-points.tmpl.yaml > alerting/contact-points.yaml", "GRAFANA_URL=https://grafana.acme.io")

	g.tpAdd("nginx-rendered-auth-header", `
$ docker compose exec proxy cat /etc/nginx/conf.d/default.conf
server {
    listen 80;
    server_name reports.acme.io;
    location /api/ {
        proxy_pass https://reports-backend.internal:8443/;
        proxy_set_header Authorization "Basic «a»";
        proxy_set_header X-Api-Key "«b»";
    }
}
$ docker compose exec proxy cat /etc/nginx/templates/default.conf.template | grep proxy_set_header
        proxy_set_header Authorization "Basic ${UPSTREAM_BASIC_AUTH}";
        proxy_set_header X-Api-Key "${UPSTREAM_API_KEY}";
`, V{"a": tpBasic("reports", g.pw()), "b": g.hex(40)}, `proxy_set_header X-Api-Key "${UPSTREAM_API_KEY}";`, "reports-backend.internal:8443")

	g.tpAdd("compose-run-env-flags", `
$ docker compose run --rm -e STRIPE_API_KEY=«a» -e STRIPE_WEBHOOK_SECRET=«b» api python manage.py sync_stripe --since 2025-01-01
[+] Creating 1/0
 ✔ Container shop-db-1  Running
Synced 1284 customers, 311 subscriptions
`, V{"a": g.skLive(), "b": g.whsec()}, "manage.py sync_stripe --since 2025-01-01", "Synced 1284 customers, 311 subscriptions")

	g.tpAdd("compose-environment-literals-and-secrets", `
services:
  n8n:
    image: docker.n8n.io/n8nio/n8n:1.76.1
    environment:
      - N8N_HOST=flows.acme.io
      - N8N_ENCRYPTION_KEY=«a»
      - DB_TYPE=postgresdb
      - DB_POSTGRESDB_HOST=postgres
      - DB_POSTGRESDB_PASSWORD=«b»
      - N8N_BASIC_AUTH_PASSWORD_FILE=/run/secrets/n8n_basic_auth
    secrets:
      - n8n_basic_auth
secrets:
  n8n_basic_auth:
    file: ./secrets/n8n_basic_auth.txt
`, V{"a": g.an(32), "b": g.pw()}, "N8N_BASIC_AUTH_PASSWORD_FILE=/run/secrets/n8n_basic_auth", "docker.n8n.io/n8nio/n8n:1.76.1")

	g.tpAdd("compose-config-environment-flag", `
$ docker compose --env-file .env.prod config --environment | grep -E 'KEY|SECRET|PASS|TOKEN'
AWS_SECRET_ACCESS_KEY=«a»
CLOUDFLARE_API_TOKEN=«b»
MEILI_MASTER_KEY=«c»
POSTGRES_PASSWORD=«d»
`, V{"a": g.awsSecret(), "b": g.cfToken(), "c": g.b64u(43), "d": g.pw()}, "--env-file .env.prod config --environment")

	g.tpAdd("compose-yaml-anchor-env", `
x-app-env: &app-env
  RAILS_ENV: production
  SECRET_KEY_BASE: ${SECRET_KEY_BASE:-«a»}
  DATABASE_URL: postgresql://mastodon:${DB_PASS:-«b»}@db:5432/mastodon_production
  SMTP_PASSWORD: ${SMTP_PASSWORD:-«c»}

services:
  web:
    image: ghcr.io/mastodon/mastodon:v4.3.3
    environment: *app-env
  sidekiq:
    image: ghcr.io/mastodon/mastodon:v4.3.3
    environment: *app-env
    command: bundle exec sidekiq
`, V{"a": g.hex(128), "b": g.pwURL(), "c": g.pw()}, "ghcr.io/mastodon/mastodon:v4.3.3", "environment: *app-env")

	g.tpAdd("docker-secret-create-stdin", `
$ printf '%s' '«a»' | docker secret create pg_password -
«_id1»
$ printf '%s' '«b»' | docker secret create minio_root_password -
«_id2»
$ docker stack deploy -c stack.yml storage
Creating service storage_minio
`, V{"a": g.pwStrong(), "_id1": g.s(alLowNum, 25), "b": g.pw(), "_id2": g.s(alLowNum, 25)}, "docker stack deploy -c stack.yml storage")

	g.tpAdd("envsubst-cmdline-inline-vars", `
$ DB_PASSWORD='«a»' REDIS_PASSWORD='«b»' envsubst '${DB_PASSWORD} ${REDIS_PASSWORD}' < config/app.yaml.in > config/app.yaml
$ head -6 config/app.yaml
database:
  host: db.internal
  password: «a»
redis:
  url: redis://:«b»@redis.internal:6379/1
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "envsubst '${DB_PASSWORD} ${REDIS_PASSWORD}'", "redis.internal:6379/1")

	g.tpAdd("compose-override-local-with-real-key", `
$ cat compose.override.yaml
# local dev overrides (git-ignored… it was not)
services:
  worker:
    environment:
      OPENAI_API_KEY: ${OPENAI_API_KEY:-«a»}
      ANTHROPIC_API_KEY: ${ANTHROPIC_API_KEY:-«b»}
      LOG_LEVEL: ${LOG_LEVEL:-debug}
`, V{"a": g.openai(), "b": g.anthropic()}, "${LOG_LEVEL:-debug}")

	// benign-only
	g.tpAdd("compose-required-var-error", `
$ docker compose up -d
error while interpolating services.api.environment.JWT_SECRET: required variable JWT_SECRET is missing a value: JWT_SECRET must be set (openssl rand -hex 32)
$ grep -n JWT_SECRET compose.yaml
14:      JWT_SECRET: ${JWT_SECRET?JWT_SECRET must be set (openssl rand -hex 32)}
15:      DB_PASSWORD: ${DB_PASSWORD:?DB_PASSWORD is required}
`, V{}, "required variable JWT_SECRET is missing a value", "${DB_PASSWORD:?DB_PASSWORD is required}")

	g.tpAdd("compose-unset-variable-warning", `
$ docker compose up -d
WARN[0000] The "SMTP_PASSWORD" variable is not set. Defaulting to a blank string.
WARN[0000] The "S3_SECRET_KEY" variable is not set. Defaulting to a blank string.
[+] Running 3/3
 ✔ Container helpdesk-mariadb-1  Healthy
 ✔ Container helpdesk-redis-1    Running
 ✔ Container helpdesk-app-1      Started
`, V{}, `The "SMTP_PASSWORD" variable is not set. Defaulting to a blank string.`, "helpdesk-mariadb-1")

	g.tpAdd("env-example-placeholders", `
$ cat .env.example
# Copy to .env and fill in. Never commit .env.
POSTGRES_PASSWORD=changeme
JWT_SECRET=            # openssl rand -hex 32
OPENAI_API_KEY=sk-...
STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
SMTP_PASSWORD=<your-smtp-password>
S3_ENDPOINT=http://minio:9000
`, V{}, "POSTGRES_PASSWORD=changeme", "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "SMTP_PASSWORD=<your-smtp-password>")

	g.tpAdd("compose-non-secret-defaults", `
services:
  api:
    image: ${REGISTRY:-ghcr.io/acme}/api:${TAG:-latest}
    environment:
      REDIS_URL: ${REDIS_URL:-redis://redis:6379/0}
      DATABASE_HOST: ${DATABASE_HOST:-db}
      DATABASE_PASSWORD_FILE: /run/secrets/db_password
      OTEL_EXPORTER_OTLP_ENDPOINT: ${OTEL_ENDPOINT:-http://otel-collector:4317}
    secrets: [db_password]
secrets:
  db_password:
    environment: DB_PASSWORD
`, V{}, "${REGISTRY:-ghcr.io/acme}/api:${TAG:-latest}", "${REDIS_URL:-redis://redis:6379/0}", "DATABASE_PASSWORD_FILE: /run/secrets/db_password")

	g.tpAdd("nginx-entrypoint-envsubst-log", `
$ docker compose logs proxy | head -8
proxy-1  | /docker-entrypoint.sh: /docker-entrypoint.d/ is not empty, will attempt to perform configuration
proxy-1  | /docker-entrypoint.sh: Looking for shell scripts in /docker-entrypoint.d/
proxy-1  | /docker-entrypoint.sh: Launching /docker-entrypoint.d/20-envsubst-on-templates.sh
proxy-1  | 20-envsubst-on-templates.sh: Running envsubst on /etc/nginx/templates/default.conf.template to /etc/nginx/conf.d/default.conf
proxy-1  | /docker-entrypoint.sh: Configuration complete; ready for start up
proxy-1  | 2025/03/06 09:12:44 [notice] 1#1: nginx/1.27.4
`, V{}, "Running envsubst on /etc/nginx/templates/default.conf.template to /etc/nginx/conf.d/default.conf")

	g.tpAdd("compose-config-secrets-from-files", `
$ docker compose config --no-interpolate | sed -n '1,22p'
name: wiki
services:
  wiki:
    image: ghcr.io/requarks/wiki:2.5
    environment:
      DB_TYPE: postgres
      DB_HOST: db
      DB_PASS_FILE: /run/secrets/db_password
    secrets:
      - source: db_password
  db:
    image: postgres:16@«_dig»
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
      POSTGRES_USER: ${POSTGRES_USER:-wiki}
secrets:
  db_password:
    name: wiki_db_password
    file: ./secrets/db_password.txt
`, V{"_dig": g.tpDigest()}, "DB_PASS_FILE: /run/secrets/db_password", "./secrets/db_password.txt")
}

// ---- project scaffolding: cookiecutter, copier, cruft, Yeoman ----

func (g *G) tpScaffold() {
	g.tpAdd("cookiecutter-json-internal-defaults", `
$ cat cookiecutter.json
{
  "project_name": "New Service",
  "project_slug": "{{ cookiecutter.project_name.lower().replace(' ', '-') }}",
  "python_version": ["3.12", "3.11"],
  "registry": "registry.acme.io",
  "registry_user": "svc-scaffold",
  "registry_password": "«a»",
  "sentry_auth_token": "«b»",
  "use_celery": "y"
}
`, V{"a": g.pwStrong(), "b": g.sentryUser()}, "{{ cookiecutter.project_name.lower().replace(' ', '-') }}", "svc-scaffold")

	g.tpAdd("cookiecutterrc-default-context", `
$ cat ~/.cookiecutterrc
default_context:
    full_name: "Dana Whitfield"
    email: "dana@acme.io"
    github_username: "dwhitfield"
    github_token: "«a»"
    pypi_token: "«b»"
cookiecutters_dir: "/home/dana/.cookiecutters/"
abbreviations:
    acme: https://github.com/acme/{0}.git
`, V{"a": g.ghp(), "b": g.pypiTok()}, "https://github.com/acme/{0}.git", "dwhitfield")

	g.tpAdd("cookiecutter-replay-file", `
$ cat ~/.cookiecutter_replay/cookiecutter-django.json
{
  "cookiecutter": {
    "project_name": "Fieldnotes",
    "project_slug": "fieldnotes",
    "domain_name": "fieldnotes.app",
    "cloud_provider": "AWS",
    "mail_service": "Mailgun",
    "use_sentry": "y",
    "aws_access_key_id": "«a»",
    "aws_secret_access_key": "«b»",
    "_template": "gh:cookiecutter/cookiecutter-django"
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, `"_template": "gh:cookiecutter/cookiecutter-django"`)

	g.tpAdd("copier-answers-with-secret", `
$ cat .copier-answers.yml
# Changes here will be overwritten by Copier; NEVER EDIT MANUALLY
_commit: v2.4.1
_src_path: gh:acme/service-template
project_name: invoices
python_version: "3.12"
postgres_password: «a»
smtp_password: «b»
use_docker: true
`, V{"a": g.pw(), "b": g.pw()}, "_src_path: gh:acme/service-template", "# Changes here will be overwritten by Copier; NEVER EDIT MANUALLY")

	g.tpAdd("copier-copy-data-flags", `
$ copier copy --trust --data project_name=ledger --data postgres_password='«a»' --data sendgrid_key=«b» gh:acme/service-template ./ledger
🎤 python_version
   3.12
Copying from template version 2.4.1
    create  .copier-answers.yml
    create  compose.yaml
    create  src/ledger/__init__.py
`, V{"a": g.pwStrong(), "b": g.sendgrid()}, "gh:acme/service-template ./ledger", "Copying from template version 2.4.1")

	g.tpAdd("yo-rc-json-stored-prompts", `
$ cat .yo-rc.json
{
  "generator-acme-service": {
    "promptValues": {
      "author": "Ravi Menon",
      "npmScope": "@acme",
      "npmToken": "«a»",
      "datadogApiKey": "«b»"
    },
    "serviceName": "catalog",
    "version": "3.1.0"
  }
}
`, V{"a": g.npmTok(), "b": g.hex(32)}, `"npmScope": "@acme"`, "generator-acme-service")

	g.tpAdd("yeoman-generator-prompt-default", `
$ sed -n '18,40p' generators/app/index.js
  async prompting() {
    this.answers = await this.prompt([
      { type: "input", name: "serviceName", message: "Service name", default: this.appname },
      {
        type: "password",
        name: "registryToken",
        message: "Registry token",
        default: "«a»", // shared robot account, fine for internal use
      },
      { type: "confirm", name: "withHelm", message: "Add a Helm chart?", default: true },
    ]);
  }

  writing() {
    this.fs.copyTpl(this.templatePath("env.ejs"), this.destinationPath(".env"), this.answers);
  }
`, V{"a": g.dockerPAT()}, `this.fs.copyTpl(this.templatePath("env.ejs"), this.destinationPath(".env"), this.answers);`)

	g.tpAdd("cookiecutter-django-rendered-envs", `
$ cat .envs/.production/.django
# General
# ------------------------------------------------------------------------------
DJANGO_SETTINGS_MODULE=config.settings.production
DJANGO_SECRET_KEY=«a»
DJANGO_ADMIN_URL=«=adm»/
DJANGO_ALLOWED_HOSTS=.fieldnotes.app

# Email
# ------------------------------------------------------------------------------
MAILGUN_API_KEY=«b»
MAILGUN_DOMAIN=mg.fieldnotes.app

# AWS
# ------------------------------------------------------------------------------
DJANGO_AWS_ACCESS_KEY_ID=«c»
DJANGO_AWS_SECRET_ACCESS_KEY=«d»
DJANGO_AWS_STORAGE_BUCKET_NAME=fieldnotes-media
`, V{"a": g.an(64), "=adm": g.an(32), "b": g.mailgun(), "c": g.awsID(), "d": g.awsSecret()}, "DJANGO_SETTINGS_MODULE=config.settings.production", "fieldnotes-media")

	// benign-only
	g.tpAdd("cookiecutter-json-generated-secrets", `
$ cat cookiecutter.json
{
  "project_name": "My Project",
  "author_email": "you@example.com",
  "secret_key": "{{ random_ascii_string(50, punctuation=True) }}",
  "postgres_password": "{{ random_ascii_string(32) }}",
  "_extensions": ["cookiecutter.extensions.RandomStringExtension"]
}
$ cat hooks/post_gen_project.py | sed -n '1,8p'
import secrets
from pathlib import Path

env = Path(".env")
env.write_text(env.read_text().replace("!!!SET_SECRET_KEY!!!", secrets.token_urlsafe(50)))
`, V{}, "{{ random_ascii_string(50, punctuation=True) }}", `"!!!SET_SECRET_KEY!!!"`)

	g.tpAdd("copier-yml-secret-questions", `
$ cat copier.yml
_min_copier_version: "9.4.0"
_subdirectory: template
project_name:
  type: str
  help: Name of the service
postgres_password:
  type: str
  secret: true
  default: "{{ 999999999999999999999 | ans_random | hash('sha512') }}"
  help: Not stored in .copier-answers.yml
sendgrid_key:
  type: str
  secret: true
  placeholder: SG.xxxxxxxx
`, V{}, "secret: true", "{{ 999999999999999999999 | ans_random | hash('sha512') }}", "placeholder: SG.xxxxxxxx")

	g.tpAdd("cruft-json-context", `
$ cat .cruft.json
{
  "template": "https://github.com/acme/python-lib-template",
  "commit": "«_c1»",
  "checkout": null,
  "context": {
    "cookiecutter": {
      "project_name": "acme-retry",
      "package_name": "acme_retry",
      "license": "Apache-2.0",
      "_template": "https://github.com/acme/python-lib-template",
      "_commit": "«_c1»"
    }
  },
  "directory": null
}
$ cruft check
SUCCESS: Good work! Project's cruft is up to date and as clean as possible :).
`, V{"_c1": g.gitSHA()}, "https://github.com/acme/python-lib-template", "SUCCESS: Good work!")

	g.tpAdd("copier-update-conflict-output", `
$ copier update --defaults
Updating to template version 2.5.0
    conflict  compose.yaml
 overwrite  compose.yaml
    identical  src/invoices/__init__.py
$ git diff --stat
 .copier-answers.yml | 2 +-
 compose.yaml        | 6 +++---
$ git diff .copier-answers.yml
-_commit: v2.4.1
+_commit: v2.5.0
`, V{}, "Updating to template version 2.5.0", "+_commit: v2.5.0")
}

// ---- Spring, Micronaut, Quarkus, Play and .NET ----

func (g *G) tpJVMDotnet() {
	g.tpAdd("spring-yml-placeholder-defaults", `
$ cat src/main/resources/application.yml
spring:
  datasource:
    url: jdbc:postgresql://${DB_HOST:localhost}:5432/inventory
    username: ${DB_USER:inventory}
    password: ${DB_PASSWORD:«a»}
  rabbitmq:
    host: ${RABBIT_HOST:localhost}
    username: inventory
    password: ${RABBIT_PASSWORD:«b»}
management:
  endpoints.web.exposure.include: health,info,prometheus
`, V{"a": g.pw(), "b": g.pwURL()}, "${DB_HOST:localhost}", "health,info,prometheus")

	g.tpAdd("spring-properties-mail-and-jwt", `
$ grep -nE 'password|secret|key' src/main/resources/application.properties
14:spring.mail.host=smtp.office365.com
15:spring.mail.username=noreply@acme.io
16:spring.mail.password=${SMTP_PASSWORD:«a»}
22:app.jwt.secret=${JWT_SECRET:«b»}
23:app.jwt.expiration-ms=86400000
31:app.storage.azure.connection-string=DefaultEndpointsProtocol=https;AccountName=acmedocs;AccountKey=«c»;EndpointSuffix=core.windows.net
`, V{"a": g.pw(), "b": g.b64(64), "c": g.azStorage()}, "spring.mail.username=noreply@acme.io", "app.jwt.expiration-ms=86400000")

	g.tpAdd("spring-value-annotation-default", `
$ sed -n '12,30p' src/main/java/io/acme/billing/StripeConfig.java
@Configuration
public class StripeConfig {

    @Value("${stripe.api-key:«a»}")
    private String apiKey;

    @Value("${stripe.webhook-secret:«b»}")
    private String webhookSecret;

    @Value("${stripe.api-version:2024-06-20}")
    private String apiVersion;

    @Bean
    public StripeClient stripeClient() {
        return new StripeClient(apiKey);
    }
}
`, V{"a": g.skTest(), "b": g.whsec()}, "${stripe.api-version:2024-06-20}", "public class StripeConfig")

	g.tpAdd("spring-profile-prod-literals", `
$ cat src/main/resources/application-prod.yml
spring:
  config:
    activate:
      on-profile: prod
  datasource:
    url: jdbc:mysql://orders-prod.cluster-ro-c8v1.eu-west-1.rds.amazonaws.com:3306/orders
    username: orders_app
    password: «a»
  security:
    oauth2:
      client:
        registration:
          okta:
            client-id: «_cid»
            client-secret: «b»
`, V{"a": g.pw(), "_cid": "0oa" + g.an(17), "b": g.b64u(40)}, "on-profile: prod", "orders_app")

	g.tpAdd("micronaut-yml-default-secret", `
$ cat src/main/resources/application.yml
micronaut:
  application:
    name: catalog
  security:
    authentication: bearer
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: ${JWT_GENERATOR_SIGNATURE_SECRET:«a»}
datasources:
  default:
    url: ${JDBC_URL:ˋjdbc:postgresql://localhost:5432/catalogˋ}
    username: ${JDBC_USER:catalog}
    password: ${JDBC_PASSWORD:«b»}
`, V{"a": g.an(48), "b": g.pw()}, "${JDBC_USER:catalog}", "authentication: bearer")

	g.tpAdd("quarkus-prod-profile", `
$ cat src/main/resources/application.properties
quarkus.datasource.db-kind=postgresql
%dev.quarkus.datasource.devservices.enabled=true
%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://pg-prod.internal:5432/shipping
%prod.quarkus.datasource.username=shipping
%prod.quarkus.datasource.password=«a»
%prod.quarkus.oidc.auth-server-url=https://sso.acme.io/realms/internal
%prod.quarkus.oidc.client-id=shipping
%prod.quarkus.oidc.credentials.secret=«b»
quarkus.rest-client.dhl.url=https://api-eu.dhl.com
%prod.quarkus.rest-client.dhl.headers.DHL-API-Key=«c»
`, V{"a": g.pw(), "b": g.an(32), "c": g.an(32)}, "%dev.quarkus.datasource.devservices.enabled=true", "https://sso.acme.io/realms/internal")

	g.tpAdd("dotnet-appsettings-production", `
$ cat src/Portal.Web/appsettings.Production.json
{
  "ConnectionStrings": {
    "Default": "Server=tcp:portal-prod.database.windows.net,1433;Initial Catalog=portal;User ID=portal_app;Password=«a»;Encrypt=True;",
    "Redis": "portal-prod.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "«_tid»",
    "ClientId": "«_cid»",
    "ClientSecret": "«c»"
  },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}
`, V{"a": g.pw(), "b": g.b64(32), "_tid": g.uuid(), "_cid": g.uuid(), "c": g.azSecret()}, "portal-prod.database.windows.net", `"Instance": "https://login.microsoftonline.com/"`)

	g.tpAdd("dotnet-user-secrets-list", `
$ dotnet user-secrets list --project src/Portal.Web
Stripe:SecretKey = «a»
SendGrid:ApiKey = «b»
ConnectionStrings:Default = Server=localhost,1433;Database=portal;User Id=sa;Password=«c»;TrustServerCertificate=True
`, V{"a": g.skTest(), "b": g.sendgrid(), "c": g.pw()}, "dotnet user-secrets list --project src/Portal.Web")

	g.tpAdd("dotnet-launch-settings-env", `
$ cat src/Portal.Web/Properties/launchSettings.json
{
  "profiles": {
    "Portal.Web": {
      "commandName": "Project",
      "applicationUrl": "https://localhost:7143;http://localhost:5143",
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Staging",
        "OpenAI__ApiKey": "«a»",
        "Storage__ConnectionString": "DefaultEndpointsProtocol=https;AccountName=portalstaging;AccountKey=«b»;EndpointSuffix=core.windows.net"
      }
    }
  }
}
`, V{"a": g.openai(), "b": g.azStorage()}, "https://localhost:7143;http://localhost:5143", `"ASPNETCORE_ENVIRONMENT": "Staging"`)

	g.tpAdd("web-config-release-transform", `
$ cat Web.Release.config
<?xml version="1.0" encoding="utf-8"?>
<configuration xmlns:xdt="http://schemas.microsoft.com/XML-Document-Transform">
  <connectionStrings>
    <add name="ErpDb"
         connectionString="Data Source=sql01.corp.acme.io;Initial Catalog=ERP;User ID=erp_web;Password=«a»"
         xdt:Transform="SetAttributes" xdt:Locator="Match(name)"/>
  </connectionStrings>
  <appSettings>
    <add key="SmtpPassword" value="«b»" xdt:Transform="SetAttributes" xdt:Locator="Match(key)"/>
    <add key="Environment" value="Release" xdt:Transform="SetAttributes" xdt:Locator="Match(key)"/>
  </appSettings>
</configuration>
`, V{"a": g.pw(), "b": g.pw()}, `xdt:Transform="SetAttributes" xdt:Locator="Match(name)"`, "sql01.corp.acme.io")

	g.tpAdd("spring-cloud-config-server-response", `
$ curl -s http://config.internal:8888/orders/prod | jq '.propertySources[0]'
{
  "name": "https://git.acme.io/platform/config-repo.git/orders-prod.yml",
  "source": {
    "spring.datasource.username": "orders",
    "spring.datasource.password": "«a»",
    "orders.paypal.client-secret": "«_cipher»",
    "orders.shipping.api-key": "«b»"
  }
}
`, V{"a": g.pw(), "_cipher": "{cipher}" + g.hex(96), "b": g.hex(40)}, "https://git.acme.io/platform/config-repo.git/orders-prod.yml")

	g.tpAdd("maven-resource-filtering-pom", `
$ sed -n '/<profiles>/,/<\/profiles>/p' pom.xml
<profiles>
  <profile>
    <id>staging</id>
    <properties>
      <db.url>jdbc:oracle:thin:@//ora-stg.corp.acme.io:1521/LEDGER</db.url>
      <db.user>ledger_app</db.user>
      <db.password>«a»</db.password>
      <sftp.password>«b»</sftp.password>
    </properties>
  </profile>
</profiles>
$ cat src/main/resources/ledger.properties
db.url=${db.url}
db.user=${db.user}
db.password=${db.password}
`, V{"a": g.pw(), "b": g.pwStrong()}, "db.password=${db.password}", "ora-stg.corp.acme.io:1521/LEDGER")

	g.tpAdd("play-hocon-secret-fallback", `
$ cat conf/application.conf
play.http.secret.key = "«a»"
play.http.secret.key = ${?APPLICATION_SECRET}

db.default.driver = org.postgresql.Driver
db.default.url = "jdbc:postgresql://localhost:5432/forum"
db.default.username = forum
db.default.password = "«b»"
db.default.password = ${?DB_PASSWORD}
`, V{"a": g.an(64), "b": g.pw()}, "play.http.secret.key = ${?APPLICATION_SECRET}", "db.default.password = ${?DB_PASSWORD}")

	// benign-only
	g.tpAdd("spring-actuator-env-masked", `
$ curl -s -u actuator:$ACTUATOR_PASS https://orders.acme.io/actuator/env/spring.datasource.password | jq
{
  "property": {
    "source": "applicationConfig: [classpath:/application-prod.yml]",
    "value": "******"
  },
  "activeProfiles": ["prod"],
  "propertySources": [
    { "name": "systemEnvironment", "property": { "value": "******", "origin": "System Environment Property \"DB_PASSWORD\"" } }
  ]
}
`, V{}, `"value": "******"`, `System Environment Property \"DB_PASSWORD\"`)

	g.tpAdd("quarkus-placeholder-defaults", `
$ cat src/main/resources/application.properties
quarkus.datasource.username=${DB_USER:shipping}
quarkus.datasource.password=${DB_PASSWORD:changeme}
%prod.quarkus.datasource.password=${DB_PASSWORD}
quarkus.oidc.credentials.secret=${OIDC_SECRET:secret}
quarkus.log.level=${LOG_LEVEL:INFO}
`, V{}, "quarkus.datasource.password=${DB_PASSWORD:changeme}", "%prod.quarkus.datasource.password=${DB_PASSWORD}")

	g.tpAdd("dotnet-appsettings-keyvault-refs", `
$ cat src/Portal.Web/appsettings.json
{
  "KeyVault": { "VaultUri": "https://kv-portal-prod.vault.azure.net/" },
  "ConnectionStrings": {
    "Default": "@Microsoft.KeyVault(SecretUri=https://kv-portal-prod.vault.azure.net/secrets/sql-conn/)"
  },
  "Stripe": { "SecretKey": "<set via user-secrets or Key Vault>" },
  "AzureAd": { "ClientId": "«_cid»", "TenantId": "«_tid»", "ClientCertificates": [ { "SourceType": "KeyVault", "KeyVaultCertificateName": "portal-auth" } ] }
}
`, V{"_cid": g.uuid(), "_tid": g.uuid()}, "@Microsoft.KeyVault(SecretUri=https://kv-portal-prod.vault.azure.net/secrets/sql-conn/)", "<set via user-secrets or Key Vault>")

	g.tpAdd("spring-bind-failure-log", `
***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to bind properties under 'spring.datasource.password' to java.lang.String:

    Property: spring.datasource.password
    Value: "${DB_PASSWORD}"
    Origin: class path resource [application-prod.yml] - 9:15
    Reason: java.lang.IllegalArgumentException: Could not resolve placeholder 'DB_PASSWORD' in value "${DB_PASSWORD}"
`, V{}, "Could not resolve placeholder 'DB_PASSWORD' in value", "class path resource [application-prod.yml] - 9:15")

	g.tpAdd("micronaut-env-refs-only", `
$ cat src/main/resources/application-ec2.yml
micronaut:
  security:
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: ${JWT_GENERATOR_SIGNATURE_SECRET}
aws:
  secretsmanager:
    secrets:
      - secret-name: prod/catalog/db
        prefix: datasources.default
`, V{}, "secret: ${JWT_GENERATOR_SIGNATURE_SECRET}", "secret-name: prod/catalog/db")
}

// ---- Grafana, Prometheus, Alertmanager and systemd ----

func (g *G) tpObservability() {
	g.tpAdd("grafana-datasource-literal-secure-json", `
$ cat provisioning/datasources/postgres.yaml
apiVersion: 1
datasources:
  - name: Orders DB
    type: grafana-postgresql-datasource
    url: orders-replica.internal:5432
    user: grafana_ro
    jsonData:
      database: orders
      sslmode: require
    secureJsonData:
      password: «a»
  - name: Loki
    type: loki
    url: https://logs-prod-012.grafana.net
    basicAuth: true
    basicAuthUser: «_uid»
    secureJsonData:
      basicAuthPassword: «b»
`, V{"a": g.pw(), "_uid": g.digits(6), "b": "glc_" + b64raw(fmt.Sprintf(`{"o":"%s","n":"stack-%s-logs-read","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.digits(6), g.an(24)))}, "grafana_ro", "https://logs-prod-012.grafana.net")

	g.tpAdd("grafana-ini-literal-admin-and-secret-key", `
$ sudo sed -n '/^\[security\]/,/^\[/p' /etc/grafana/grafana.ini
[security]
admin_user = admin
admin_password = «a»
secret_key = «b»
cookie_secure = true
[auth.github]
enabled = true
client_id = «_cid»
client_secret = «c»
allowed_organizations = acme
`, V{"a": g.pw(), "b": g.an(16), "_cid": "Ov23li" + g.an(14), "c": g.hex(40)}, "cookie_secure = true", "allowed_organizations = acme")

	g.tpAdd("grafana-contact-point-webhook-literal", `
$ cat provisioning/alerting/contact-points.yaml
apiVersion: 1
contactPoints:
  - orgId: 1
    name: platform-oncall
    receivers:
      - uid: «_u1»
        type: slack
        settings:
          url: «a»
          title: '{{ template "slack.default.title" . }}'
      - uid: «_u2»
        type: pagerduty
        settings:
          integrationKey: «b»
          severity: critical
`, V{"_u1": g.s(alLowNum, 14), "a": g.tpSlackHook(), "_u2": g.s(alLowNum, 14), "b": g.hex(32)}, `'{{ template "slack.default.title" . }}'`, "platform-oncall")

	g.tpAdd("alertmanager-receivers-literal", `
$ cat alertmanager.yml
global:
  resolve_timeout: 5m
  slack_api_url: '«a»'
  smtp_smarthost: 'smtp.eu.mailgun.org:587'
  smtp_from: 'alerts@acme.io'
  smtp_auth_username: 'alerts@mg.acme.io'
  smtp_auth_password: '«b»'
templates:
  - '/etc/alertmanager/templates/*.tmpl'
route:
  receiver: slack-platform
  group_by: [alertname, cluster]
receivers:
  - name: slack-platform
    slack_configs:
      - channel: '#alerts-platform'
        title: '{{ template "slack.acme.title" . }}'
        text: '{{ template "slack.acme.text" . }}'
  - name: pagerduty-critical
    pagerduty_configs:
      - routing_key: '«c»'
`, V{"a": g.tpSlackHook(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "c": g.hex(32)}, `'{{ template "slack.acme.title" . }}'`, "smtp.eu.mailgun.org:587")

	g.tpAdd("prometheus-config-rendered-by-envsubst", `
$ cat entrypoint.sh
#!/bin/sh
envsubst < /etc/prometheus/prometheus.yml.tmpl > /etc/prometheus/prometheus.yml
exec /bin/prometheus --config.file=/etc/prometheus/prometheus.yml
$ docker exec prom cat /etc/prometheus/prometheus.yml | sed -n '/remote_write/,$p'
remote_write:
  - url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push
    basic_auth:
      username: «_uid»
      password: «a»
scrape_configs:
  - job_name: node
    basic_auth:
      username: scraper
      password: «b»
    static_configs:
      - targets: ['10.0.1.11:9100', '10.0.1.12:9100']
`, V{"_uid": g.digits(7), "a": "glc_" + b64raw(fmt.Sprintf(`{"o":"%s","n":"stack-%s-hm-write","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.digits(6), g.an(24))), "b": g.pw()}, "envsubst < /etc/prometheus/prometheus.yml.tmpl > /etc/prometheus/prometheus.yml", "job_name: node")

	g.tpAdd("promtail-expand-env-default", `
$ cat promtail.yaml
# run with -config.expand-env=true
clients:
  - url: https://logs-prod-eu-west-0.grafana.net/loki/api/v1/push
    basic_auth:
      username: ${LOKI_USER:-«_uid»}
      password: ${LOKI_API_KEY:-«a»}
scrape_configs:
  - job_name: journal
    journal:
      max_age: 12h
      labels:
        job: systemd-journal
`, V{"_uid": g.digits(6), "a": "glc_" + b64raw(fmt.Sprintf(`{"o":"%s","n":"promtail","k":"%s","m":{"r":"prod-eu-west-0"}}`, g.digits(6), g.an(24)))}, "# run with -config.expand-env=true", "job: systemd-journal")

	g.tpAdd("systemd-dropin-environment-secrets", `
$ systemctl cat billing-worker
# /etc/systemd/system/billing-worker.service
[Unit]
Description=Billing worker
After=network-online.target

[Service]
User=billing
ExecStart=/opt/billing/bin/worker --queue invoices
Restart=on-failure

# /etc/systemd/system/billing-worker.service.d/override.conf
# Managed by Ansible (roles/billing/templates/override.conf.j2)
[Service]
Environment="DATABASE_URL=postgres://billing:«a»@db01:5432/billing"
Environment="STRIPE_API_KEY=«b»"
Environment=LOG_LEVEL=info
`, V{"a": g.pwURL(), "b": g.rkLive()}, "roles/billing/templates/override.conf.j2", "ExecStart=/opt/billing/bin/worker --queue invoices")

	g.tpAdd("systemctl-show-environment", `
$ systemctl show metrics-agent -p Environment --no-pager
Environment=DD_SITE=datadoghq.eu DD_API_KEY=«a» DD_APP_KEY=«b» DD_ENV=prod
`, V{"a": g.hex(32), "b": g.hex(40)}, "DD_SITE=datadoghq.eu", "DD_ENV=prod")

	g.tpAdd("fluent-bit-splunk-hec-literal", `
$ cat /etc/fluent-bit/fluent-bit.conf
[INPUT]
    Name   tail
    Path   /var/log/app/*.log
    Tag    app.*

[OUTPUT]
    Name         splunk
    Match        app.*
    Host         http-inputs-acme.splunkcloud.com
    Port         443
    TLS          On
    Splunk_Token «a»
    # was ${SPLUNK_HEC_TOKEN}, hardcoded while debugging
`, V{"a": strings.ToUpper(g.uuid())}, "http-inputs-acme.splunkcloud.com", "# was ${SPLUNK_HEC_TOKEN}, hardcoded while debugging")

	g.tpAdd("vector-toml-sink-token", `
$ cat /etc/vector/vector.toml
[sources.app_logs]
type = "file"
include = ["/var/log/app/*.log"]

[sinks.datadog]
type = "datadog_logs"
inputs = ["app_logs"]
default_api_key = "${DD_API_KEY:-«a»}"
site = "datadoghq.eu"

[sinks.axiom]
type = "axiom"
inputs = ["app_logs"]
dataset = "prod-app"
token = "«b»"
`, V{"a": g.hex(32), "b": "xaat-" + g.uuid()}, `site = "datadoghq.eu"`, `dataset = "prod-app"`)

	// benign-only
	g.tpAdd("grafana-provisioning-env-and-file-refs", `
$ cat provisioning/datasources/prometheus.yaml
apiVersion: 1
datasources:
  - name: Mimir
    type: prometheus
    url: https://mimir.internal.acme.io/prometheus
    basicAuth: true
    basicAuthUser: $__env{MIMIR_USER}
    secureJsonData:
      basicAuthPassword: $__file{/run/secrets/mimir_password}
      httpHeaderValue1: "Bearer $__env{MIMIR_TOKEN}"
    jsonData:
      httpHeaderName1: X-Scope-OrgID
$ grep admin_password /etc/grafana/grafana.ini
admin_password = $__file{/run/secrets/grafana_admin_password}
`, V{}, "$__file{/run/secrets/mimir_password}", "admin_password = $__file{/run/secrets/grafana_admin_password}", `"Bearer $__env{MIMIR_TOKEN}"`)

	g.tpAdd("alertmanager-template-file", `
$ cat /etc/alertmanager/templates/slack.tmpl
{{ define "slack.acme.title" -}}
[{{ .Status | toUpper }}{{ if eq .Status "firing" }}:{{ .Alerts.Firing | len }}{{ end }}] {{ .CommonLabels.alertname }}
{{- end }}
{{ define "slack.acme.text" -}}
{{ range .Alerts }}• *{{ .Labels.severity }}* {{ .Annotations.summary }}
  <{{ .GeneratorURL }}|source> | runbook: {{ .Annotations.runbook_url }}
{{ end }}
{{- end }}
`, V{}, `{{ define "slack.acme.title" -}}`, "{{ .Annotations.runbook_url }}")

	g.tpAdd("alertmanager-status-masked-secrets", `
$ amtool config show --alertmanager.url=http://localhost:9093 | head -14
global:
  resolve_timeout: 5m
  http_config:
    follow_redirects: true
  smtp_hello: localhost
  smtp_auth_password: <secret>
  slack_api_url: <secret>
  pagerduty_url: https://events.pagerduty.com/v2/enqueue
receivers:
- name: pagerduty-critical
  pagerduty_configs:
  - routing_key: <secret>
`, V{}, "slack_api_url: <secret>", "routing_key: <secret>", "https://events.pagerduty.com/v2/enqueue")

	g.tpAdd("systemd-dropin-credentials", `
$ systemctl cat billing-worker | sed -n '/override.conf/,$p'
# /etc/systemd/system/billing-worker.service.d/override.conf
[Service]
EnvironmentFile=/etc/billing/worker.env
LoadCredentialEncrypted=stripe_key:/etc/credstore.encrypted/stripe_key.cred
Environment=STRIPE_KEY_FILE=%d/stripe_key
Environment=LOG_LEVEL=info
$ sudo ls -l /etc/credstore.encrypted/
-r-------- 1 root root 412 Mar  3 10:02 stripe_key.cred
`, V{}, "LoadCredentialEncrypted=stripe_key:/etc/credstore.encrypted/stripe_key.cred", "Environment=STRIPE_KEY_FILE=%d/stripe_key")

	g.tpAdd("systemd-unit-j2-refs", `
$ cat roles/metrics/templates/metrics-agent.service.j2
[Unit]
Description=Metrics agent ({{ inventory_hostname }})

[Service]
Environment=DD_SITE={{ dd_site | default('datadoghq.eu') }}
Environment=DD_API_KEY={{ vault_dd_api_key }}
ExecStart=/usr/bin/metrics-agent --tags env:{{ env_name }},role:{{ group_names | first }}

[Install]
WantedBy=multi-user.target
`, V{}, "Environment=DD_API_KEY={{ vault_dd_api_key }}", "{{ dd_site | default('datadoghq.eu') }}")

	g.tpAdd("grafana-dashboard-templating-vars", `
$ jq '.templating.list[] | {name, query}' dashboards/api-latency.json
{
  "name": "datasource",
  "query": "prometheus"
}
{
  "name": "service",
  "query": "label_values(http_request_duration_seconds_bucket{env=\"$env\"}, service)"
}
$ jq -r '.panels[0].targets[0].expr' dashboards/api-latency.json
histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service=~"$service"}[$__rate_interval])))
$ jq -r .uid dashboards/api-latency.json
«_uid»
`, V{"_uid": g.s(alLowNum+"-", 14)}, "[$__rate_interval]", "label_values(http_request_duration_seconds_bucket")
}

// ---- CI expressions and variables ----

func (g *G) tpCI() {
	g.tpAdd("gha-workflow-literal-next-to-secrets", `
$ cat .github/workflows/deploy.yml
name: deploy
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      AWS_REGION: eu-west-1
      AWS_ACCESS_KEY_ID: «a»
      AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
      SLACK_WEBHOOK: ${{ secrets.SLACK_WEBHOOK }}
    steps:
      - uses: actions/checkout@«_sha»
      - run: ./scripts/deploy.sh
        env:
          DEPLOY_TOKEN: «b»
`, V{"a": g.awsID(), "_sha": g.gitSHA(), "b": g.hex(40)}, "${{ secrets.AWS_SECRET_ACCESS_KEY }}", "${{ secrets.SLACK_WEBHOOK }}")

	g.tpAdd("gha-expression-or-fallback-literal", `
      - name: Log in to registry
        uses: docker/login-action@v3
        with:
          registry: registry.acme.io
          username: ${{ vars.REGISTRY_USER || 'ci-bot' }}
          password: ${{ secrets.REGISTRY_PASSWORD || '«a»' }}
      - name: Notify
        run: curl -fsS -X POST -d "{\"text\":\"built ${{ github.sha }}\"}" "${{ secrets.SLACK_URL || '«b»' }}"
`, V{"a": g.dockerPAT(), "b": g.tpSlackHook()}, "${{ vars.REGISTRY_USER || 'ci-bot' }}", "${{ github.sha }}")

	g.tpAdd("gha-workflow-dispatch-input-default", `
on:
  workflow_dispatch:
    inputs:
      environment:
        type: choice
        options: [staging, production]
      api_token:
        description: "Token for the smoke tests"
        default: "«a»"
        required: false
jobs:
  smoke:
    runs-on: ubuntu-latest
    steps:
      - run: npm run smoke -- --env ${{ inputs.environment }} --token ${{ inputs.api_token }}
`, V{"a": g.hex(40)}, "${{ inputs.environment }}", "options: [staging, production]")

	g.tpAdd("gitlab-ci-docker-auth-config-literal", `
$ cat .gitlab-ci.yml
variables:
  DOCKER_DRIVER: overlay2
  DOCKER_AUTH_CONFIG: '{"auths":{"registry.acme.io":{"auth":"«a»"}}}'
  SONAR_HOST_URL: https://sonar.acme.io
  SONAR_TOKEN: «b»

build:
  stage: build
  image: registry.acme.io/ci/builder:2025.02
  script:
    - docker build -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA .
    - docker push $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA
`, V{"a": tpBasic("ci-bot", g.pw()), "b": "squ_" + g.hex(40)}, "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA", "https://sonar.acme.io")

	g.tpAdd("gitlab-variables-api-create", `
$ curl --request POST --header "PRIVATE-TOKEN: «a»" \
    "https://gitlab.acme.io/api/v4/projects/412/variables" \
    --form "key=DB_PASSWORD" --form "value=«b»" --form "masked=true" --form "environment_scope=production"
{"variable_type":"env_var","key":"DB_PASSWORD","value":"«b»","protected":false,"masked":true,"hidden":false,"raw":false,"environment_scope":"production","description":null}
`, V{"a": g.glpat(), "b": g.pwURL()}, `"environment_scope":"production"`, "https://gitlab.acme.io/api/v4/projects/412/variables")

	g.tpAdd("act-local-secrets-flags", `
$ act push -j deploy -s GITHUB_TOKEN=«a» -s NPM_TOKEN=«b» --var AWS_REGION=eu-west-1
[deploy/deploy] 🚀  Start image=catthehacker/ubuntu:act-latest
[deploy/deploy]   🐳  docker pull image=catthehacker/ubuntu:act-latest platform= username= forcePull=true
[deploy/deploy] ⭐ Run Main actions/checkout@v4
[deploy/deploy]   ✅  Success - Main actions/checkout@v4
`, V{"a": g.gho(), "b": g.npmTok()}, "catthehacker/ubuntu:act-latest", "--var AWS_REGION=eu-west-1")

	g.tpAdd("gh-secret-set-body", `
$ gh secret set CLOUDFLARE_API_TOKEN --body "«a»" --repo acme/edge
✓ Set Actions secret CLOUDFLARE_API_TOKEN for acme/edge
$ gh secret set -e production DATABASE_URL --body 'postgres://edge:«b»@edge-db.acme.io:5432/edge'
✓ Set Actions secret DATABASE_URL for acme/edge
$ gh variable set CF_ACCOUNT_ID --body «_acct»
✓ Created variable CF_ACCOUNT_ID for acme/edge
`, V{"a": g.cfToken(), "b": g.pwURL(), "_acct": g.hex(32)}, "✓ Set Actions secret CLOUDFLARE_API_TOKEN for acme/edge", "edge-db.acme.io:5432/edge")

	g.tpAdd("azure-pipelines-variables-literal", `
$ cat azure-pipelines.yml
trigger: [main]
pool:
  vmImage: ubuntu-latest
variables:
  - group: portal-prod           # Key Vault linked
  - name: buildConfiguration
    value: Release
  - name: sqlAdminPassword
    value: '«a»'
steps:
  - task: AzureCLI@2
    inputs:
      azureSubscription: sc-portal-prod
      scriptType: bash
      inlineScript: az sql server update -g rg-portal -n portal-sql --admin-password '$(sqlAdminPassword)'
`, V{"a": g.pwStrong()}, "--admin-password '$(sqlAdminPassword)'", "- group: portal-prod")

	g.tpAdd("gha-reusable-workflow-with-literal", `
jobs:
  release:
    uses: acme/workflows/.github/workflows/npm-release.yml@v4
    with:
      package-dir: packages/ui
      registry-url: https://npm.pkg.github.com
      npm-token: «a»
    secrets:
      gh-token: ${{ secrets.GITHUB_TOKEN }}
`, V{"a": g.npmTok()}, "acme/workflows/.github/workflows/npm-release.yml@v4", "${{ secrets.GITHUB_TOKEN }}")

	g.tpAdd("gitlab-ci-include-inputs-literal", `
include:
  - component: gitlab.acme.io/ci/components/deploy-helm@2.1.0
    inputs:
      chart: ./charts/api
      namespace: api
      set-values: "image.tag=$CI_COMMIT_SHORT_SHA,secrets.sentryAuthToken=«a»"
deploy-review:
  environment:
    name: review/$CI_COMMIT_REF_SLUG
`, V{"a": g.sentryUser()}, "gitlab.acme.io/ci/components/deploy-helm@2.1.0", "review/$CI_COMMIT_REF_SLUG")

	// benign-only
	g.tpAdd("gha-run-log-masked", `
Run docker/login-action@v3
  with:
    registry: registry.acme.io
    username: ci-bot
    password: ***
    ecr: auto
    logout: true
Logging into registry.acme.io...
Login Succeeded!
Run ./scripts/deploy.sh
  env:
    AWS_REGION: eu-west-1
    AWS_SECRET_ACCESS_KEY: ***
    DEPLOY_TOKEN: ***
`, V{}, "password: ***", "DEPLOY_TOKEN: ***", "Logging into registry.acme.io...")

	g.tpAdd("gha-expressions-only", `
jobs:
  terraform:
    runs-on: ubuntu-latest
    permissions:
      id-token: write
      contents: read
    steps:
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::${{ vars.AWS_ACCOUNT_ID }}:role/gha-terraform
          aws-region: ${{ vars.AWS_REGION }}
      - run: terraform apply -auto-approve
        env:
          TF_VAR_db_password: ${{ secrets.DB_PASSWORD }}
          TF_TOKEN_app_terraform_io: ${{ secrets.TFC_TOKEN }}
          GH_TOKEN: ${{ github.token }}
`, V{}, "${{ secrets.DB_PASSWORD }}", "arn:aws:iam::${{ vars.AWS_ACCOUNT_ID }}:role/gha-terraform", "${{ github.token }}")

	g.tpAdd("gitlab-job-log-masked", `
$ echo "Deploying with token $DEPLOY_TOKEN to $KUBE_CONTEXT"
Deploying with token [MASKED] to acme/platform:prod
$ helm upgrade --install api ./charts/api --set secrets.dbPassword=$DB_PASSWORD
Release "api" has been upgraded. Happy Helming!
Cleaning up project directory and file based variables
Job succeeded
`, V{}, "Deploying with token [MASKED] to acme/platform:prod", "--set secrets.dbPassword=$DB_PASSWORD")

	g.tpAdd("jenkinsfile-credentials-binding", `
pipeline {
  agent any
  environment {
    REGISTRY_CREDS = credentials('registry-robot')
    SONAR_TOKEN    = credentials('sonar-token')
  }
  stages {
    stage('Push') {
      steps {
        sh 'echo "$REGISTRY_CREDS_PSW" | docker login registry.acme.io -u "$REGISTRY_CREDS_USR" --password-stdin'
      }
    }
  }
}
`, V{}, "credentials('registry-robot')", `"$REGISTRY_CREDS_PSW" | docker login registry.acme.io`)

	g.tpAdd("woodpecker-from-secret", `
steps:
  publish:
    image: woodpeckerci/plugin-docker-buildx
    settings:
      repo: registry.acme.io/tools/linkcheck
      tags: ${CI_COMMIT_SHA:0:8}
      username:
        from_secret: registry_user
      password:
        from_secret: registry_password
`, V{}, "from_secret: registry_password", "${CI_COMMIT_SHA:0:8}")

	g.tpAdd("gitlab-ci-variables-list-masked", `
$ glab variable list -R platform/api
KEY                 PROTECTED  MASKED  EXPANDED  SCOPE
DB_PASSWORD         true       true    false     production
SENTRY_AUTH_TOKEN   true       true    false     *
KUBE_CONTEXT        false      false   true      *
$ glab variable get KUBE_CONTEXT -R platform/api
platform/agents:prod
`, V{}, "DB_PASSWORD         true       true    false     production", "platform/agents:prod")
}

// ---- chat, issues, reviews and diffs ----

func (g *G) tpTalk() {
	g.tpAdd("github-issue-helm-values-paste", `
### Bug: chart fails to connect to external Redis

**Chart version:** 4.12.0  **Helm:** v3.17.1

I install with ˋhelm install outline ./outline -f my-values.yamlˋ and the pod crashloops with ˋWRONGPASS invalid username-password pairˋ.

ˋˋˋyaml
# my-values.yaml
redis:
  enabled: false
externalRedis:
  host: redis-12345.c1.eu-west-1-3.ec2.redns.redis-cloud.com
  port: 12345
  password: «a»
secretKey: «b»
utilsSecret: «c»
ˋˋˋ
`, V{"a": g.an(32), "b": g.hex(64), "c": g.hex(64)}, "WRONGPASS invalid username-password pair", "Chart version:** 4.12.0")

	g.tpAdd("slack-thread-set-flag-tip", `
[10:42] maya: the mongodb chart keeps generating a new root password on every upgrade 😩
[10:43] jon: pin it: ˋhelm upgrade orders-db bitnami/mongodb --reuse-values --set auth.rootPassword=«a»ˋ
[10:43] jon: that's the one from the first install, I pulled it from the secret
[10:44] maya: 🙏 worked, revision 7 is green
`, V{"a": g.an(10)}, "--reuse-values", "revision 7 is green")

	g.tpAdd("git-diff-remove-default-add-required", `
$ git show «_sha» -- charts/notifier/templates/secret.yaml
commit «_sha»
Author: Priya Natarajan <priya@acme.io>
Date:   Thu Feb 20 16:03:11 2025 +0100

    notifier: require smtp.password instead of shipping a default

diff --git a/charts/notifier/templates/secret.yaml b/charts/notifier/templates/secret.yaml
@@ -8,7 +8,7 @@ data:
   SMTP_USER: {{ .Values.smtp.user | b64enc | quote }}
-  SMTP_PASSWORD: {{ .Values.smtp.password | default "«a»" | b64enc | quote }}
+  SMTP_PASSWORD: {{ required "smtp.password is required" .Values.smtp.password | b64enc | quote }}
`, V{"_sha": g.gitSHA(), "a": g.pw()}, `{{ required "smtp.password is required" .Values.smtp.password | b64enc | quote }}`, "priya@acme.io")

	g.tpAdd("pr-review-comment-quoting-line", `
**review** on ˋroles/app/defaults/main.ymlˋ line 14:

> ˋapp_mail_api_key: "{{ vault_app_mail_api_key | default('«a»') }}"ˋ

This default is the real production Postmark key, please drop the ˋdefault()ˋ so the play fails loudly when the vault var is missing, and rotate the key since it is now in the PR history.
`, V{"a": g.uuid()}, "{{ vault_app_mail_api_key | default(", "so the play fails loudly when the vault var is missing")

	g.tpAdd("forum-question-jinja-default", `
Title: Ansible default() filter ignored, template still renders the fallback

I have this in ˋgroup_vars/all.ymlˋ:

    db_password: "{{ vault_db_password | default('«a»') }}"

and ˋvault_db_passwordˋ is defined in ˋgroup_vars/all/vault.ymlˋ (encrypted), but the rendered ˋ/etc/app/db.confˋ always contains the fallback. Running ansible-core 2.17.7 with ˋ--vault-id @promptˋ. What am I missing?

Answer (score 12): ˋgroup_vars/all.ymlˋ and ˋgroup_vars/all/ˋ cannot coexist; Ansible only loads one of them. Move the file into the directory.
`, V{"a": g.pw()}, "ansible-core 2.17.7", "cannot coexist; Ansible only loads one of them")

	g.tpAdd("agent-transcript-decoded-secret", `
● I rendered the chart locally to check the Secret before applying:

  helm template api ./charts/api -f values-prod.yaml --show-only templates/secret.yaml | yq '.data.DATABASE_URL' | base64 -d

  postgres://api:«a»@api-prod.cluster-c7q2.eu-west-1.rds.amazonaws.com:5432/api

  The password in values-prod.yaml is committed in plain text. I recommend moving it to an
  existingSecret and rotating it; I have not changed anything yet.
`, V{"a": g.pwURL()}, "api-prod.cluster-c7q2.eu-west-1.rds.amazonaws.com:5432/api", "existingSecret")

	g.tpAdd("git-log-p-cookiecutter-json", `
$ git log -p -n1 -- cookiecutter.json
commit «_sha»
Author: build-bot <build-bot@acme.io>
Date:   Mon Jan 13 08:30:12 2025 +0000

    template: add sentry and registry defaults

diff --git a/cookiecutter.json b/cookiecutter.json
@@ -5,5 +5,7 @@
   "registry": "registry.acme.io",
+  "registry_password": "«a»",
+  "sentry_dsn": "https://«_pub»@o«_org».ingest.us.sentry.io/«_proj»",
   "use_celery": "y"
 }
`, V{"_sha": g.gitSHA(), "a": g.pwStrong(), "_pub": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "template: add sentry and registry defaults", `"registry": "registry.acme.io"`)

	g.tpAdd("discord-erb-snippet", `
rails-help  |  Today at 21:14
kev: why does prod still use the fallback?? database.yml:
ˋˋˋerb
production:
  password: <%= ENV["DB_PASS"] || "«a»" %>
  host: <%= ENV.fetch("DB_HOST", "10.0.4.20") %>
ˋˋˋ
kev: DB_PASS is set in the heroku config i swear
nadia: heroku sets DATABASE_URL, not DB_PASS. and pls delete that msg, that's a real password
`, V{"a": g.pw()}, "heroku sets DATABASE_URL, not DB_PASS", `<%= ENV.fetch("DB_HOST", "10.0.4.20") %>`)

	g.tpAdd("stack-overflow-compose-interpolation", `
Q: docker compose ignores my .env, password is always the default

compose.yaml:

    services:
      mysql:
        image: mysql:8.4
        environment:
          MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD:-«a»}

.env (next to compose.yaml):

    MYSQL_ROOT_PASSWORD = «b»

A: No spaces around ˋ=ˋ in .env files. Write ˋMYSQL_ROOT_PASSWORD=...ˋ; then ˋdocker compose configˋ shows the interpolated value.
`, V{"a": g.pw(), "b": g.pwStrong()}, "No spaces around ˋ=ˋ in .env files.", "image: mysql:8.4")

	// benign-only
	g.tpAdd("issue-required-error-no-values", `
### helm upgrade fails after bumping to 5.0.0

ˋˋˋ
Error: UPGRADE FAILED: execution error at (keycloak/templates/secrets.yaml:17:14): A Keycloak admin password is required! Please set auth.adminPassword or auth.existingSecret
ˋˋˋ

Values (secrets removed):

ˋˋˋyaml
auth:
  adminUser: admin
  existingSecret: ""          # was using adminPassword: <redacted>
production: true
ˋˋˋ

Maintainer: 5.0.0 dropped the generated default; set ˋauth.existingSecretˋ to a Secret holding ˋadmin-passwordˋ.
`, V{}, "Please set auth.adminPassword or auth.existingSecret", "# was using adminPassword: <redacted>")

	g.tpAdd("chat-explaining-default-syntax", `
[14:02] lena: what's the difference between ${DB_PASSWORD:-changeme} and ${DB_PASSWORD-changeme} in compose?
[14:03] omar: ":-" uses the default when the var is unset OR empty, "-" only when unset
[14:03] omar: and ${DB_PASSWORD:?must be set} makes compose fail instead
[14:04] lena: ok, going with :? for prod then, no defaults for secrets
`, V{}, "${DB_PASSWORD:-changeme}", "${DB_PASSWORD:?must be set}")

	g.tpAdd("commit-rotation-note", `
commit «_sha»
Author: Sam Ortega <sam@acme.io>
Date:   Wed Mar 5 11:20:44 2025 +0100

    values: move grafana admin password to existingSecret

    The literal that lived in values-prod.yaml (introduced in «_old»)
    was rotated on 2025-03-05; the new one is in the grafana-admin
    Secret, created by the ExternalSecret in apps/monitoring.
    Refs: OPS-2291
`, V{"_sha": g.gitSHA(), "_old": g.gitSHA()[:10]}, "Refs: OPS-2291", "move grafana admin password to existingSecret")

	g.tpAdd("jira-ticket-masked-values", `
OPS-2291  Remove plaintext secrets from Helm values
Status: In Progress   Assignee: Sam Ortega   Sprint: Platform 25.05

Found by gitleaks in deploy/charts/*/values-prod.yaml:
  grafana.adminPassword        = Gra**********  (rotated)
  postgresql.auth.password     = ************   (rotated)
  redis.auth.password          = sk_l…          (not a redis password?? check)
Plan: existingSecret everywhere + ExternalSecrets from AWS Secrets Manager.
`, V{}, "grafana.adminPassword        = Gra**********  (rotated)", "existingSecret everywhere + ExternalSecrets from AWS Secrets Manager.")

	g.tpAdd("review-thread-helm-template-advice", `
reviewer: nit in templates/deployment.yaml, use
  checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}
so pods roll when the ConfigMap changes.
author: done in «_sha7», rendered value for prod is «_sum»
reviewer: 👍 LGTM
`, V{"_sha7": g.gitSHA()[:7], "_sum": g.hex(64)}, `{{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}`)
}

// ---- look-alikes only ----

func (g *G) tpBenign() {
	g.tpAdd("ansible-vault-file-cat", `
$ cat inventories/prod/group_vars/all/vault.yml
«_v»
$ head -c 40 inventories/prod/group_vars/all/vault.yml | xxd | head -2
00000000: 2441 4e53 4942 4c45 5f56 4155 4c54 3b31  $ANSIBLE_VAULT;1
00000010: 2e31 3b41 4553 3235 360a                 .1;AES256.
`, V{"_v": g.tpVault(12, "")}, "$ANSIBLE_VAULT;1")

	g.tpAdd("sops-dotenv-encrypted", `
$ cat secrets.prod.env
DB_PASSWORD=«_e1»
STRIPE_API_KEY=«_e2»
LOG_LEVEL=info
sops_age__list_0__map_recipient=«_age»
sops_lastmodified=«_ts»
sops_mac=«_mac»
sops_unencrypted_suffix=_unencrypted
sops_version=3.9.4
`, V{"_e1": g.tpSOPS(20), "_e2": g.tpSOPS(107), "_age": g.agePublic(), "_ts": g.tpTS(), "_mac": g.tpSOPS(32)}, "sops_unencrypted_suffix=_unencrypted", "LOG_LEVEL=info")

	g.tpAdd("kubeseal-fetch-cert-and-seal", `
$ kubeseal --fetch-cert --controller-namespace kube-system > pub-cert.pem
$ head -3 pub-cert.pem
-----BEGIN CERTIFICATE-----
«_c»
$ kubectl create secret generic api-db --from-literal=password="$(op read op://Prod/api-db/password)" --dry-run=client -o yaml \
    | kubeseal --cert pub-cert.pem -o yaml > apps/prod/api/sealed-db.yaml
$ yq '.spec.encryptedData.password' apps/prod/api/sealed-db.yaml
«_s»
`, V{"_c": wrap(g.b64(96), 64), "_s": g.tpSealed()}, "op://Prod/api-db/password", "kubeseal --fetch-cert")

	g.tpAdd("helm-deployment-digests-and-checksums", `
$ kubectl get deploy api -n api -o jsonpath='{.spec.template.metadata.annotations}' | jq
{
  "checksum/config": "«_c1»",
  "checksum/secret": "«_c2»",
  "kubectl.kubernetes.io/restartedAt": "«_ts»"
}
$ kubectl get pods -n api -o jsonpath='{.items[*].status.containerStatuses[*].imageID}'
registry.acme.io/api@«_d1» registry.acme.io/api@«_d1»
`, V{"_c1": g.hex(64), "_c2": g.hex(64), "_ts": g.tpTS(), "_d1": g.tpDigest()}, "kubectl.kubernetes.io/restartedAt")

	g.tpAdd("values-yaml-all-placeholders", `
$ cat charts/outline/values.yaml | sed -n '1,20p'
# All secrets below are placeholders. Override them with --set or an
# existing Secret; the chart refuses to start with the defaults.
secretKey: xxx
utilsSecret: xxx
postgresql:
  auth:
    password: CHANGE_ME
externalRedis:
  password: ""
oidc:
  clientId: outline
  clientSecret: <your-oidc-client-secret>
smtp:
  password: changeme
`, V{}, "secretKey: xxx", "clientSecret: <your-oidc-client-secret>", "password: CHANGE_ME")

	g.tpAdd("buildx-imagetools-inspect", `
$ docker buildx imagetools inspect registry.acme.io/api:2.8.0
Name:      registry.acme.io/api:2.8.0
MediaType: application/vnd.oci.image.index.v1+json
Digest:    «_d0»

Manifests:
  Name:        registry.acme.io/api:2.8.0@«_d1»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        registry.acme.io/api:2.8.0@«_d2»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/arm64
`, V{"_d0": g.tpDigest(), "_d1": g.tpDigest(), "_d2": g.tpDigest()}, "application/vnd.oci.image.index.v1+json")

	g.tpAdd("kustomize-images-digest", `
$ cat overlays/prod/kustomization.yaml
resources:
  - ../../base
images:
  - name: api
    newName: registry.acme.io/api
    digest: «_d1»
  - name: worker
    newName: registry.acme.io/worker
    digest: «_d2»
replicas:
  - name: api
    count: 4
`, V{"_d1": g.tpDigest(), "_d2": g.tpDigest()}, "newName: registry.acme.io/worker")

	g.tpAdd("helm-values-sops-refs-with-fingerprints", `
$ cat .sops.yaml
creation_rules:
  - path_regex: helm_vars/prod/.*
    kms: arn:aws:kms:eu-west-1:«_acct»:key/«_kid»
    pgp: «_fp»
  - path_regex: helm_vars/dev/.*
    age: «_age»
`, V{"_acct": g.digits(12), "_kid": g.uuid(), "_fp": strings.ToUpper(g.hex(40)), "_age": g.agePublic()}, "path_regex: helm_vars/prod/.*")

	g.tpAdd("rendered-nginx-conf-no-secrets", `
$ docker compose exec proxy cat /etc/nginx/conf.d/default.conf
upstream app { server app:8080; keepalive 32; }
server {
    listen 443 ssl;
    server_name help.acme.io;
    ssl_certificate     /etc/nginx/certs/fullchain.pem;
    ssl_certificate_key /etc/nginx/certs/privkey.pem;
    auth_basic           "staff";
    auth_basic_user_file /etc/nginx/htpasswd;
    location / { proxy_pass http://app; }
}
`, V{}, "auth_basic_user_file /etc/nginx/htpasswd;", "ssl_certificate_key /etc/nginx/certs/privkey.pem;")

	g.tpAdd("ansible-template-checksum-stat", `
$ ansible app01.prod -m stat -a "path=/etc/myapp/app.env get_checksum=true checksum_algorithm=sha256" | jq '.stat | {path, mode, checksum, mtime}'
{
  "path": "/etc/myapp/app.env",
  "mode": "0640",
  "checksum": "«_c»",
  "mtime": 1741165925.8123
}
`, V{"_c": g.hex(64)}, "checksum_algorithm=sha256")

	g.tpAdd("cloud-init-query-instance-data", `
$ sudo cloud-init query --format '{{ v1.cloud_name }} {{ v1.region }} {{ v1.instance_id }} {{ ds.meta_data.iam.info.InstanceProfileArn }}'
aws eu-west-1 i-«_iid» arn:aws:iam::«_acct»:instance-profile/worker
$ cloud-init status --long
status: done
extended_status: done
boot_status_code: enabled-by-generator
last_update: Thu, 06 Mar 2025 08:14:51 +0000
detail: DataSourceEc2Local
`, V{"_iid": g.hex(17), "_acct": g.digits(12)}, "{{ ds.meta_data.iam.info.InstanceProfileArn }}", "detail: DataSourceEc2Local")

	g.tpAdd("secret-yaml-template-with-lookup", `
$ cat charts/app/templates/secret.yaml
{{- $existing := lookup "v1" "Secret" .Release.Namespace "app-secrets" -}}
apiVersion: v1
kind: Secret
metadata:
  name: app-secrets
  annotations:
    helm.sh/resource-policy: keep
data:
  {{- if $existing }}
  session-key: {{ index $existing.data "session-key" }}
  {{- else }}
  session-key: {{ randAlphaNum 48 | b64enc }}
  {{- end }}
`, V{}, `{{- $existing := lookup "v1" "Secret" .Release.Namespace "app-secrets" -}}`, "{{ randAlphaNum 48 | b64enc }}")

	g.tpAdd("helm-list-and-history", `
$ helm history api -n api --max 4
REVISION  UPDATED                   STATUS      CHART      APP VERSION  DESCRIPTION
15        Mon Mar  3 09:12:41 2025  superseded  api-0.7.1  1.18.2       Upgrade complete
16        Tue Mar  4 17:40:02 2025  superseded  api-0.7.2  1.18.3       Upgrade complete
17        Wed Mar  5 10:05:13 2025  failed      api-0.7.3  1.19.0       Upgrade "api" failed: execution error at (api/templates/secret.yaml:9:22): db.password is required
18        Wed Mar  5 10:21:55 2025  deployed    api-0.7.3  1.19.0       Upgrade complete
`, V{}, "db.password is required", "superseded  api-0.7.2")

	g.tpAdd("env-template-file-only", `
$ cat .env.template
# generated by scripts/bootstrap.sh from 1Password, do not edit
DATABASE_URL=op://Dev/api-postgres/url
STRIPE_SECRET_KEY=op://Dev/stripe-test/secret key
SENTRY_DSN=op://Dev/sentry/dsn
$ op inject -i .env.template -o .env
/home/dev/src/api/.env
`, V{}, "STRIPE_SECRET_KEY=op://Dev/stripe-test/secret key", "op inject -i .env.template -o .env")
}
