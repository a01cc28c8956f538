package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// kubeCases adds credentials met in Kubernetes and container-platform work
// as a coding agent does it. Sources: Secret manifests (data in base64,
// where the base64 value itself is the secret, and stringData in plain
// text, multi-line file keys), kubectl get secret -o yaml, -o json and
// -o jsonpath with base64 -d, jq @base64d, the view-secret plugin, kubectl
// describe (Data sizes, and the token of service-account-token Secrets),
// kubectl create secret generic, docker-registry and tls, kubectl exec env;
// Deployments, Pods, CronJobs and StatefulSets with literal env values,
// envFrom and ConfigMaps that wrongly hold secrets; Helm values.yaml,
// --set and --set-string flags, helm get values and get manifest, helm
// template renders, helm repo and registry logins, helm-secrets;
// Kustomize secretGenerator literals, files and .env files and kustomize
// build output; kubeconfig files (token, client-key-data, legacy
// auth-provider oidc with id-token and refresh-token, exec plugins with
// env, AKS admin tokens), ExecCredential outputs of aws eks get-token and
// gke-gcloud-auth-plugin; ServiceAccount token Secrets, kubectl create
// token, projected tokens read in pods, Vault Kubernetes auth; kubeadm
// join tokens and certificate keys, k3s node-token and K3S_TOKEN, RKE2
// config.yaml, microk8s add-node, kind and minikube; Argo CD repository,
// repo-creds and cluster Secrets, argocd-initial-admin-secret, argocd
// login and account tokens, argocd-secret and argocd-cm; Flux
// GitRepository and HelmRepository Secrets, flux bootstrap and create
// secret, sops-age keys and .sops.yaml; Tekton git and registry Secrets,
// Jenkins X lighthouse and bot Secrets; Crossplane ProviderConfig
// credentials; cert-manager issuers (ACME EAB HMAC keys, Cloudflare
// tokens, Route53 keys, ACME account keys); external-dns env and flags;
// Zalando and CloudNativePG Postgres operators, Strimzi KafkaUser
// Secrets, MinIO tenant config.env and mc aliases, Velero
// credentials-velero; Rancher tokens, import URLs and bootstrap
// passwords; OpenShift oc login --token, oc whoami -t, the kubeadmin
// password and pull secret; EKS aws-auth and IRSA, GKE workload identity,
// AKS service principals; Docker Swarm join and unlock keys and secrets,
// Nomad jobs with template blocks and Vault tokens, Nomad and Consul ACL
// bootstrap output, Podman secrets and auth.json, containerd hosts.toml
// and CRI registry auth; Istio cacerts and Linkerd identity issuers;
// Loki, Grafana and kube-prometheus-stack Helm values; sealed-secrets and
// External Secrets. Benign: resource versions, UIDs, namespaces, image
// digests, node names, cluster CA data and client certificates (public),
// discovery CA hashes, ARNs, IRSA and workload identity annotations,
// SealedSecret ciphertext, base64 of non-secret values, Secret data
// sizes. The case names start with "kube/".
func (g *G) kubeCases() {
	g.kubeSecretManifests()
	g.kubeGetSecret()
	g.kubeCreateSecret()
	g.kubeWorkloads()
	g.kubeHelm()
	g.kubeKustomize()
	g.kubeConfigs()
	g.kubeSATokens()
	g.kubeBootstrap()
	g.kubeArgo()
	g.kubeFlux()
	g.kubeCICD()
	g.kubeOperators()
	g.kubeDataOperators()
	g.kubePlatforms()
	g.kubeOrchestrators()
	g.kubeMesh()
	g.kubeObservability()
	g.kubeBenign()
}

// ---- values used only here ----

// kubeAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) kubeAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// kubeJWT is a Kubernetes-issued service account token (RS256 with a kid).
// pod may be empty (kubectl create token).
func (g *G) kubeJWT(iss, aud, ns, sa, pod string) string {
	iat := 1735000000 + g.r.IntN(20000000)
	podClaim := ""
	if pod != "" {
		podClaim = fmt.Sprintf(`"pod":{"name":"%s","uid":"%s"},`, pod, g.uuid())
	}
	p := fmt.Sprintf(`{"aud":["%s"],"exp":%d,"iat":%d,"iss":"%s","jti":"%s","kubernetes.io":{"namespace":"%s",%s"serviceaccount":{"name":"%s","uid":"%s"}},"nbf":%d,"sub":"system:serviceaccount:%s:%s"}`,
		aud, iat+3607, iat, iss, g.uuid(), ns, podClaim, sa, g.uuid(), iat, ns, sa)
	return b64raw(`{"alg":"RS256","kid":"`+g.b64u(43)+`"}`) + "." + b64raw(p) + "." + g.b64u(342)
}

// kubeLegacySA is the non-expiring token of a service-account-token Secret.
func (g *G) kubeLegacySA(ns, sa string) string {
	p := fmt.Sprintf(`{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"%s","kubernetes.io/serviceaccount/secret.name":"%s-token","kubernetes.io/serviceaccount/service-account.name":"%s","kubernetes.io/serviceaccount/service-account.uid":"%s","sub":"system:serviceaccount:%s:%s"}`,
		ns, sa, sa, g.uuid(), ns, sa)
	return b64raw(`{"alg":"RS256","kid":"`+g.b64u(43)+`"}`) + "." + b64raw(p) + "." + g.b64u(342)
}

// kubeCAData is base64 of a PEM certificate (public, as in
// certificate-authority-data and client-certificate-data).
func (g *G) kubeCAData() string { return b64s(g.certPEM().block() + "\n") }

// kubeKeyData is base64 of a PEM private key (client-key-data, tls.key).
func (g *G) kubeKeyData() string {
	if g.r.IntN(2) == 0 {
		return b64s(g.rsaPEM().block() + "\n")
	}
	return b64s(g.ecSEC1().block() + "\n")
}

func (g *G) kubeRV() string       { return g.digits(5 + g.r.IntN(4)) }
func (g *G) kubeK3s() string      { return "K10" + g.hex(64) + "::server:" + g.hex(32) }
func (g *G) kubeOCP() string      { return "sha256~" + g.b64u(43) }
func (g *G) kubeCAH() string      { return "sha256:" + g.hex(64) }
func (g *G) kubeSwarmKey() string { return "SWMKEY-1-" + g.s(alB64, 43) }
func (g *G) kubeRancher() string {
	return "token-" + g.s(alLowNum, 5) + ":" + g.s(alLowNum, 54)
}
func (g *G) kubeAdminPw() string {
	return g.an(5) + "-" + g.an(5) + "-" + g.an(5) + "-" + g.an(5)
}
func (g *G) kubePodSuffix() string {
	return g.s("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + g.s("bcdfghjklmnpqrstvwxz2456789", 5)
}
func (g *G) kubeArgoJWT(sub string) string {
	iat := 1735000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"argocd","sub":"%s","nbf":%d,"iat":%d,"jti":"%s"}`, sub, iat, iat, g.uuid()))
}

// kubeDockerCfg is a .dockerconfigjson document.
func kubeDockerCfg(server, user, pw string) string {
	return fmt.Sprintf(`{"auths":{"%s":{"username":"%s","password":"%s","auth":"%s"}}}`, server, user, pw, b64s(user+":"+pw))
}

// kubeEKSToken is the token aws eks get-token prints: a presigned STS URL.
func (g *G) kubeEKSToken(cluster string) string {
	u := "https://sts.us-east-1.amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=" +
		g.awsTempID() + "%2F20250312%2Fus-east-1%2Fsts%2Faws4_request&X-Amz-Date=20250312T101522Z&X-Amz-Expires=60&X-Amz-SignedHeaders=host%3Bx-k8s-aws-id&X-Amz-Security-Token=" +
		url.QueryEscape(g.awsSession()) + "&X-Amz-Signature=" + g.hex(64)
	_ = cluster
	return "k8s-aws-v1." + b64raw(u)
}

// ---- Secret manifests ----

func (g *G) kubeSecretManifests() {
	pw, key := g.pwStrong(), g.hex(64)
	g.kubeAdd("kube/secret-data-opaque-app", `
# deploy/overlays/prod/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: orders-api-env
  namespace: orders
  labels:
    app.kubernetes.io/name: orders-api
    app.kubernetes.io/part-of: shop
type: Opaque
data:
  DB_HOST: «_h»
  DB_USER: «_u»
  DB_PASSWORD: «a»
  SESSION_SIGNING_KEY: «b»
`, V{"_h": b64s("orders-db.orders.svc.cluster.local"), "_u": b64s("orders_app"), "a": b64s(pw), "b": b64s(key)},
		"orders-api-env", "app.kubernetes.io/part-of: shop")

	g.kubeAdd("kube/secret-stringdata-multiline-config", `
apiVersion: v1
kind: Secret
metadata:
  name: billing-worker-config
  namespace: billing
type: Opaque
stringData:
  config.yaml: |
    server:
      port: 8080
    database:
      dsn: "postgres://billing:«a»@pg-billing-rw.billing.svc:5432/billing?sslmode=require"
    stripe:
      api_key: «b»
      webhook_secret: «c»
    log_level: info
`, V{"a": g.pwURL(), "b": g.rkLive(), "c": g.whsec()}, "pg-billing-rw.billing.svc:5432", "billing-worker-config")

	g.kubeAdd("kube/secret-basic-auth-type", `
apiVersion: v1
kind: Secret
metadata:
  name: nexus-basic-auth
  namespace: build
type: kubernetes.io/basic-auth
stringData:
  username: ci-publisher
  password: «a»
`, V{"a": g.pw()}, "ci-publisher", "kubernetes.io/basic-auth")

	sshKey, _ := g.sshEd25519("deploy@gitops")
	g.kubeAdd("kube/secret-ssh-auth-type", `
apiVersion: v1
kind: Secret
metadata:
  name: git-deploy-key
  namespace: gitops
type: kubernetes.io/ssh-auth
stringData:
  ssh-privatekey: |
    «a»
`, V{"a": kubeIndent(sshKey.block(), "    ")}, "git-deploy-key", "kubernetes.io/ssh-auth")

	tlsKey := g.kubeKeyData()
	g.kubeAdd("kube/secret-tls-manifest", `
apiVersion: v1
kind: Secret
metadata:
  name: shop-acme-io-tls
  namespace: ingress-nginx
  annotations:
    cert-manager.io/common-name: shop.acme.io
type: kubernetes.io/tls
data:
  tls.crt: «_c»
  tls.key: «a»
`, V{"_c": g.kubeCAData(), "a": tlsKey}, "shop-acme-io-tls", "cert-manager.io/common-name: shop.acme.io")

	dpw := g.dockerPAT()
	cfg := b64s(kubeDockerCfg("https://index.docker.io/v1/", "acmebuild", dpw))
	g.kubeAdd("kube/secret-dockerconfigjson-manifest", `
apiVersion: v1
kind: Secret
metadata:
  name: dockerhub-pull
  namespace: default
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: «a»
`, V{"a": cfg}, "dockerhub-pull", "kubernetes.io/dockerconfigjson")

	g.kubeAdd("kube/secret-list-multiple-docs", `
---
apiVersion: v1
kind: Secret
metadata:
  name: redis-auth
  namespace: cache
type: Opaque
stringData:
  redis-password: «a»
---
apiVersion: v1
kind: Secret
metadata:
  name: mailer-smtp
  namespace: notifications
type: Opaque
stringData:
  SMTP_HOST: email-smtp.eu-west-1.amazonaws.com
  SMTP_USERNAME: «_u»
  SMTP_PASSWORD: «b»
---
apiVersion: v1
kind: Secret
metadata:
  name: slack-alerts
  namespace: notifications
stringData:
  webhook-url: https://hooks.slack.com/services/«_t»/«_b»/«c»
`, V{"a": g.an(32), "_u": g.awsID(), "b": "B" + g.s(alB64, 43), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24)},
		"email-smtp.eu-west-1.amazonaws.com", "notifications")

	apiKey := g.openai()
	g.kubeAdd("kube/secret-json-manifest", `
{
  "apiVersion": "v1",
  "kind": "Secret",
  "metadata": {
    "name": "llm-gateway-keys",
    "namespace": "ai-platform"
  },
  "type": "Opaque",
  "data": {
    "OPENAI_API_KEY": "«a»",
    "ANTHROPIC_API_KEY": "«b»",
    "MODEL_DEFAULT": "«_m»"
  }
}
`, V{"a": b64s(apiKey), "b": b64s(g.anthropic()), "_m": b64s("gpt-4o-mini")}, "llm-gateway-keys", "ai-platform")

	g.kubeAdd("kube/secret-immutable-with-comment", `
apiVersion: v1
kind: Secret
metadata:
  name: jwt-signing
  namespace: auth
# TODO move to external-secrets before GA, this is the real staging key
immutable: true
type: Opaque
stringData:
  JWT_ISSUER: https://auth.staging.acme.io
  JWT_HS256_SECRET: «a»
  JWT_AUDIENCE: acme-api
`, V{"a": g.b64(48)}, "https://auth.staging.acme.io", "JWT_AUDIENCE: acme-api")

	ghApp := g.rsaPEM()
	g.kubeAdd("kube/secret-github-app-private-key", `
apiVersion: v1
kind: Secret
metadata:
  name: arc-github-app
  namespace: arc-runners
type: Opaque
stringData:
  github_app_id: "«_id»"
  github_app_installation_id: "«_inst»"
  github_app_private_key: |
    «a»
`, V{"_id": g.digits(6), "_inst": g.digits(8), "a": kubeIndent(ghApp.block(), "    ")}, "arc-github-app", "github_app_installation_id")

	gsa := fmt.Sprintf(`{"type":"service_account","project_id":"acme-prod-311","private_key_id":"%s","private_key":"%s","client_email":"loki-writer@acme-prod-311.iam.gserviceaccount.com","client_id":"%s","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token"}`,
		g.hex(40), jsonEsc(g.pkcs8RSAPEM().block()+"\n"), g.digits(21))
	g.kubeAdd("kube/secret-gcp-sa-json-base64", `
apiVersion: v1
kind: Secret
metadata:
  name: loki-gcs
  namespace: logging
type: Opaque
data:
  key.json: «a»
`, V{"a": b64s(gsa)}, "loki-gcs", "logging")

	g.kubeAdd("kube/secret-generated-by-script", `
$ ./scripts/gen-secrets.sh staging > /tmp/staging-secrets.yaml && cat /tmp/staging-secrets.yaml
# generated 2025-03-02T10:41:07Z by gen-secrets.sh (do not commit)
apiVersion: v1
kind: Secret
metadata: {name: api-secrets, namespace: staging}
type: Opaque
data: {NEXTAUTH_SECRET: «a», GITHUB_CLIENT_SECRET: «b», SENTRY_AUTH_TOKEN: «c»}
`, V{"a": b64s(g.b64(32)), "b": b64s(g.hex(40)), "c": b64s(g.sentryUser())}, "gen-secrets.sh", "api-secrets")
}

// kubeIndent indents every line of s but the first, which the template
// indents.
func kubeIndent(s, pre string) string {
	return strings.ReplaceAll(s, "\n", "\n"+pre)
}

// ---- kubectl get / describe secret ----

func (g *G) kubeGetSecret() {
	pw := g.pwStrong()
	g.kubeAdd("kube/get-secret-yaml-postgres", `
$ kubectl get secret postgres-credentials -n payments -o yaml
apiVersion: v1
data:
  database: «_d»
  password: «a»
  username: «_u»
kind: Secret
metadata:
  creationTimestamp: "2025-01-22T14:03:51Z"
  name: postgres-credentials
  namespace: payments
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"_d": b64s("payments"), "a": b64s(pw), "_u": b64s("payments_svc"), "_rv": g.kubeRV(), "_uid": g.uuid()},
		"postgres-credentials", "2025-01-22T14:03:51Z")

	g.kubeAdd("kube/get-secret-jsonpath-base64-d", `
$ kubectl get secret redis -n cache -o jsonpath="{.data.redis-password}" | base64 -d; echo
«a»
$ kubectl exec -n cache redis-master-0 -- redis-cli -a "$(kubectl get secret redis -n cache -o jsonpath='{.data.redis-password}' | base64 -d)" ping
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
PONG
`, V{"a": g.an(10)}, "redis-master-0", "{.data.redis-password}")

	tok := g.hfTok()
	g.kubeAdd("kube/get-secret-jsonpath-raw-then-decoded", `
$ kubectl -n ml get secret hf-token -o jsonpath='{.data.token}'
«a»
$ echo «a» | base64 --decode
«b»
`, V{"a": b64s(tok), "b": tok}, "hf-token")

	u, p := "grafana-admin", g.pw()
	g.kubeAdd("kube/get-secret-json-full", `
$ kubectl get secret grafana -n monitoring -o json
{
    "apiVersion": "v1",
    "data": {
        "admin-password": "«a»",
        "admin-user": "«_u»",
        "ldap-toml": ""
    },
    "kind": "Secret",
    "metadata": {
        "annotations": {
            "meta.helm.sh/release-name": "grafana",
            "meta.helm.sh/release-namespace": "monitoring"
        },
        "creationTimestamp": "2024-11-08T09:27:13Z",
        "labels": {
            "app.kubernetes.io/instance": "grafana",
            "app.kubernetes.io/managed-by": "Helm",
            "app.kubernetes.io/name": "grafana",
            "app.kubernetes.io/version": "11.3.0",
            "helm.sh/chart": "grafana-8.6.0"
        },
        "name": "grafana",
        "namespace": "monitoring",
        "resourceVersion": "«_rv»",
        "uid": "«_uid»"
    },
    "type": "Opaque"
}
`, V{"a": b64s(p), "_u": b64s(u), "_rv": g.kubeRV(), "_uid": g.uuid()}, "helm.sh/chart", "grafana-8.6.0")

	g.kubeAdd("kube/get-secret-jq-base64d", `
$ kubectl get secret app-env -n web -o json | jq '.data | map_values(@base64d)'
{
  "APP_ENV": "production",
  "DATABASE_URL": "mysql://web:«a»@mysql-primary.db.svc.cluster.local:3306/web",
  "MAILGUN_API_KEY": "«b»",
  "RAILS_MASTER_KEY": "«c»",
  "REDIS_URL": "redis://redis-master.cache.svc.cluster.local:6379/1"
}
`, V{"a": g.pwURL(), "b": g.mailgun(), "c": g.hex(32)}, "mysql-primary.db.svc.cluster.local:3306", "redis://redis-master.cache.svc.cluster.local:6379/1")

	g.kubeAdd("kube/get-secret-go-template-range", `
$ kubectl get secret minio-creds -n storage -o go-template='{{range $k,$v := .data}}{{printf "%s: " $k}}{{$v | base64decode}}{{"\n"}}{{end}}'
accesskey: «_a»
secretkey: «a»
`, V{"_a": "minio" + g.s(alLowNum, 6), "a": g.an(40)}, "minio-creds", "base64decode")

	g.kubeAdd("kube/view-secret-plugin", `
$ kubectl view-secret stripe-keys -n checkout -a
STRIPE_PUBLISHABLE_KEY='«_pk»'
STRIPE_SECRET_KEY='«a»'
STRIPE_WEBHOOK_SECRET='«b»'
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()}, "stripe-keys", "kubectl view-secret")

	legacy := g.kubeLegacySA("ci", "gitlab-deployer")
	g.kubeAdd("kube/describe-sa-token-secret", `
$ kubectl describe secret gitlab-deployer-token -n ci
Name:         gitlab-deployer-token
Namespace:    ci
Labels:       <none>
Annotations:  kubernetes.io/service-account.name: gitlab-deployer
              kubernetes.io/service-account.uid: «_uid»

Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     1111 bytes
namespace:  2 bytes
token:      «a»
`, V{"_uid": g.uuid(), "a": legacy}, "kubernetes.io/service-account.name: gitlab-deployer", "ca.crt:     1111 bytes")

	g.kubeAdd("kube/get-sa-token-secret-yaml", `
$ kubectl get secret ci-bot-token -n tooling -o yaml
apiVersion: v1
data:
  ca.crt: «_ca»
  namespace: «_ns»
  token: «a»
kind: Secret
metadata:
  annotations:
    kubernetes.io/service-account.name: ci-bot
    kubernetes.io/service-account.uid: «_uid»
  name: ci-bot-token
  namespace: tooling
  resourceVersion: "«_rv»"
  uid: «_uid2»
type: kubernetes.io/service-account-token
`, V{"_ca": g.kubeCAData(), "_ns": b64s("tooling"), "a": b64s(g.kubeLegacySA("tooling", "ci-bot")), "_uid": g.uuid(), "_rv": g.kubeRV(), "_uid2": g.uuid()},
		"kubernetes.io/service-account.name: ci-bot")

	g.kubeAdd("kube/exec-env-in-pod", `
$ kubectl exec -n search deploy/search-api -- env
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=search-api-«_pod»
ELASTICSEARCH_URL=https://elastic:«a»@search-es-http.search.svc:9200
ALGOLIA_APP_ID=«_app»
ALGOLIA_ADMIN_KEY=«b»
KUBERNETES_SERVICE_HOST=10.96.0.1
KUBERNETES_SERVICE_PORT=443
SEARCH_API_SERVICE_PORT_HTTP=8080
HOME=/home/app
`, V{"_pod": g.kubePodSuffix(), "a": g.an(24), "_app": g.s(alUpNum, 10), "b": g.hex(32)}, "search-es-http.search.svc:9200", "KUBERNETES_SERVICE_HOST=10.96.0.1")

	g.kubeAdd("kube/get-secret-last-applied-annotation", `
$ kubectl get secret sentry-relay -n sentry -o yaml | head -12
apiVersion: v1
data:
  SENTRY_AUTH_TOKEN: «a»
kind: Secret
metadata:
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: |
      {"apiVersion":"v1","kind":"Secret","metadata":{"annotations":{},"name":"sentry-relay","namespace":"sentry"},"stringData":{"SENTRY_AUTH_TOKEN":"«b»"},"type":"Opaque"}
  creationTimestamp: "2025-02-03T16:20:09Z"
  name: sentry-relay
  namespace: sentry
`, func() V { t := g.sentryUser(); return V{"a": b64s(t), "b": t} }(), "sentry-relay", "kubectl.kubernetes.io/last-applied-configuration")

	g.kubeAdd("kube/get-secret-custom-columns-decoded", `
$ for s in $(kubectl get secrets -n integrations -l team=growth -o name); do echo "$s $(kubectl get $s -n integrations -o jsonpath='{.data.api-key}' | base64 -d)"; done
secret/hubspot-sync «a»
secret/segment-writer «b»
secret/intercom-export «c»
`, V{"a": g.hubspot(), "b": g.an(32), "c": "dG9rOjE" + g.b64(40)}, "secret/hubspot-sync", "secret/segment-writer")

	g.kubeAdd("kube/get-secret-ready-made-psql", `
$ export PGPASSWORD=$(kubectl get secret pg-app -n db -o jsonpath='{.data.password}' | base64 -d)
$ echo $PGPASSWORD
«a»
$ kubectl port-forward -n db svc/pg-app-rw 5432:5432 &
Forwarding from 127.0.0.1:5432 -> 5432
$ psql "host=127.0.0.1 user=app dbname=app"
psql (16.4, server 16.6)
`, V{"a": g.s(alAlnum, 64)}, "svc/pg-app-rw", "Forwarding from 127.0.0.1:5432 -> 5432")
}

// ---- kubectl create secret ----

func (g *G) kubeCreateSecret() {
	g.kubeAdd("kube/create-secret-generic-literals", `
$ kubectl create secret generic notify-svc -n notifications \
    --from-literal=TWILIO_ACCOUNT_SID=«_sid» \
    --from-literal=TWILIO_AUTH_TOKEN=«a» \
    --from-literal=FCM_SERVER_KEY='«b»'
secret/notify-svc created
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.firebaseFCM()}, "secret/notify-svc created")

	dpw := g.ghp()
	g.kubeAdd("kube/create-secret-docker-registry-ghcr", `
$ kubectl create secret docker-registry ghcr-pull \
  --docker-server=ghcr.io \
  --docker-username=acme-ci \
  --docker-password=«a» \
  --docker-email=ci@acme.io \
  -n apps
secret/ghcr-pull created
$ kubectl patch serviceaccount default -n apps -p '{"imagePullSecrets": [{"name": "ghcr-pull"}]}'
serviceaccount/default patched
`, V{"a": dpw}, "--docker-email=ci@acme.io", "serviceaccount/default patched")

	ecr, acct := g.s(alB64, 1200), g.digits(12)
	g.kubeAdd("kube/create-secret-ecr-token-pipe", `
$ kubectl create secret docker-registry ecr-pull -n batch \
    --docker-server=«_acct».dkr.ecr.eu-central-1.amazonaws.com \
    --docker-username=AWS \
    --docker-password="$(aws ecr get-login-password --region eu-central-1)" \
    --dry-run=client -o yaml
apiVersion: v1
data:
  .dockerconfigjson: «a»
kind: Secret
metadata:
  creationTimestamp: null
  name: ecr-pull
  namespace: batch
type: kubernetes.io/dockerconfigjson
`, V{"_acct": acct, "a": b64s(kubeDockerCfg(acct+".dkr.ecr.eu-central-1.amazonaws.com", "AWS", ecr))}, "aws ecr get-login-password --region eu-central-1")

	g.kubeAdd("kube/create-secret-tls-dry-run", `
$ kubectl create secret tls wildcard-internal --cert=wildcard.crt --key=wildcard.key -n ingress --dry-run=client -o yaml
apiVersion: v1
data:
  tls.crt: «_c»
  tls.key: «a»
kind: Secret
metadata:
  creationTimestamp: null
  name: wildcard-internal
  namespace: ingress
type: kubernetes.io/tls
`, V{"_c": g.kubeCAData(), "a": g.kubeKeyData()}, "wildcard-internal")

	g.kubeAdd("kube/create-secret-from-env-file", `
$ cat .env.k8s
POSTHOG_API_KEY=«_ph»
POSTHOG_PERSONAL_API_KEY=«a»
CLERK_SECRET_KEY=«b»
RESEND_API_KEY=«c»
$ kubectl create secret generic web-env --from-env-file=.env.k8s -n web
secret/web-env created
`, V{"_ph": "phc_" + g.an(43), "a": "phx_" + g.an(47), "b": "sk_live_" + g.an(46), "c": "re_" + g.an(8) + "_" + g.an(24)}, "--from-env-file=.env.k8s", "secret/web-env created")

	g.kubeAdd("kube/create-secret-dry-run-stdout", `
$ kubectl create secret generic openai -n agents --from-literal=OPENAI_API_KEY=«a» --dry-run=client -o yaml
apiVersion: v1
data:
  OPENAI_API_KEY: «b»
kind: Secret
metadata:
  creationTimestamp: null
  name: openai
  namespace: agents
`, func() V { k := g.openai(); return V{"a": k, "b": b64s(k)} }(), "creationTimestamp: null")

	g.kubeAdd("kube/create-secret-shell-history", `
$ history | grep 'create secret'
  412  kubectl create secret generic cloudflare-api-token --from-literal=api-token=«a» -n cert-manager
  418  kubectl create secret generic datadog-secret --from-literal api-key=«b» --from-literal app-key=«c» -n datadog
  431  kubectl -n ops create secret generic pagerduty --from-literal=routing-key=«d»
`, V{"a": g.cfToken(), "b": g.hex(32), "c": g.hex(40), "d": g.hex(32)}, "cloudflare-api-token", "datadog-secret")

	g.kubeAdd("kube/create-secret-from-file-then-edit", `
$ printf '%s' '«a»' > ./sa-password
$ kubectl create secret generic smb-creds --from-file=password=./sa-password --from-literal=username=svc_k8s_smb -n storage
secret/smb-creds created
$ rm ./sa-password
`, V{"a": g.pw()}, "svc_k8s_smb", "smb-creds")

	g.kubeAdd("kube/kubectl-apply-heredoc-stringdata", `
$ kubectl apply -f - <<EOF
apiVersion: v1
kind: Secret
metadata:
  name: n8n-encryption
  namespace: automation
stringData:
  N8N_ENCRYPTION_KEY: «a»
  DB_POSTGRESDB_PASSWORD: «b»
EOF
secret/n8n-encryption created
`, V{"a": g.an(32), "b": g.pwStrong()}, "n8n-encryption", "secret/n8n-encryption created")

	g.kubeAdd("kube/kubectl-patch-secret-stringdata", `
$ kubectl patch secret mongo-root -n data --type merge -p '{"stringData":{"MONGO_INITDB_ROOT_PASSWORD":"«a»"}}'
secret/mongo-root patched
$ kubectl rollout restart statefulset/mongo -n data
statefulset.apps/mongo restarted
`, V{"a": g.pwStrong()}, "statefulset.apps/mongo restarted", "MONGO_INITDB_ROOT_PASSWORD")
}

// ---- workloads with literal values ----

func (g *G) kubeWorkloads() {
	g.kubeAdd("kube/deployment-env-literal-values", `
apiVersion: apps/v1
kind: Deployment
metadata:
  name: checkout-api
  namespace: shop
spec:
  replicas: 3
  selector:
    matchLabels: {app: checkout-api}
  template:
    metadata:
      labels: {app: checkout-api}
    spec:
      containers:
        - name: api
          image: ghcr.io/acme/checkout-api:2.31.0
          ports: [{containerPort: 8080}]
          env:
            - name: SPRING_PROFILES_ACTIVE
              value: prod
            - name: SPRING_DATASOURCE_URL
              value: jdbc:postgresql://checkout-db:5432/checkout
            - name: SPRING_DATASOURCE_USERNAME
              value: checkout
            - name: SPRING_DATASOURCE_PASSWORD
              value: "«a»"
            - name: ADYEN_API_KEY
              value: «b»
            - name: JAVA_TOOL_OPTIONS
              value: -XX:MaxRAMPercentage=75
`, V{"a": g.pw(), "b": "AQE" + g.b64(120)}, "jdbc:postgresql://checkout-db:5432/checkout", "ghcr.io/acme/checkout-api:2.31.0")

	g.kubeAdd("kube/configmap-wrongly-holds-secrets", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: reporting-config
  namespace: analytics
data:
  SNOWFLAKE_ACCOUNT: acme-eu1
  SNOWFLAKE_USER: REPORTING_SVC
  SNOWFLAKE_PASSWORD: «a»
  SNOWFLAKE_WAREHOUSE: REPORTING_WH
  LOOKER_CLIENT_ID: «_lid»
  LOOKER_CLIENT_SECRET: «b»
  application.properties: |
    reporting.schedule=0 0 6 * * *
    reporting.s3.bucket=acme-reports-eu
    reporting.s3.secret-key=«c»
    reporting.s3.access-key=«d»
`, V{"a": g.pw(), "_lid": g.s(alAlnum, 20), "b": g.s(alAlnum, 24), "c": g.awsSecret(), "d": g.awsID()},
		"SNOWFLAKE_WAREHOUSE: REPORTING_WH", "acme-reports-eu")

	g.kubeAdd("kube/get-configmap-yaml-secret-in-data", `
$ kubectl get cm keycloak-env -n iam -o yaml
apiVersion: v1
data:
  KC_DB: postgres
  KC_DB_URL: jdbc:postgresql://keycloak-db:5432/keycloak
  KC_DB_USERNAME: keycloak
  KC_DB_PASSWORD: «a»
  KC_BOOTSTRAP_ADMIN_USERNAME: admin
  KC_BOOTSTRAP_ADMIN_PASSWORD: «b»
  KC_HOSTNAME: sso.acme.io
kind: ConfigMap
metadata:
  creationTimestamp: "2025-03-10T11:02:44Z"
  name: keycloak-env
  namespace: iam
  resourceVersion: "«_rv»"
  uid: «_uid»
`, V{"a": g.pwURL(), "b": g.pw(), "_rv": g.kubeRV(), "_uid": g.uuid()}, "sso.acme.io", "keycloak-env")

	g.kubeAdd("kube/cronjob-curl-bearer", `
apiVersion: batch/v1
kind: CronJob
metadata:
  name: nightly-export
  namespace: ops
spec:
  schedule: "15 2 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: export
              image: curlimages/curl:8.10.1
              args:
                - -fsS
                - -X
                - POST
                - -H
                - "Authorization: Bearer «a»"
                - https://api.linear.app/graphql
                - --data-binary
                - '@/queries/export.json'
`, V{"a": g.linear()}, "curlimages/curl:8.10.1", "https://api.linear.app/graphql")

	g.kubeAdd("kube/statefulset-args-password-flag", `
      containers:
        - name: clickhouse
          image: clickhouse/clickhouse-server:24.8
          env:
            - name: CLICKHOUSE_USER
              value: default
            - name: CLICKHOUSE_PASSWORD
              value: «a»
        - name: exporter
          image: f1yegor/clickhouse-exporter:latest
          args: ["-scrape_uri=http://localhost:8123/", "-insecure=true"]
          env:
            - {name: CLICKHOUSE_USER, value: default}
            - {name: CLICKHOUSE_PASSWORD, value: «a»}
`, V{"a": g.an(16)}, "clickhouse/clickhouse-server:24.8", "-scrape_uri=http://localhost:8123/")

	g.kubeAdd("kube/get-pod-yaml-env-values", `
$ kubectl get pod worker-«_pod» -n queue -o yaml | yq '.spec.containers[0].env'
- name: CELERY_BROKER_URL
  value: amqp://celery:«a»@rabbitmq.queue.svc:5672//
- name: AWS_ACCESS_KEY_ID
  value: «b»
- name: AWS_SECRET_ACCESS_KEY
  value: «c»
- name: AWS_DEFAULT_REGION
  value: eu-west-1
- name: DB_PASSWORD
  valueFrom:
    secretKeyRef:
      key: password
      name: worker-db
`, V{"_pod": g.kubePodSuffix(), "a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, "rabbitmq.queue.svc:5672", "name: worker-db")

	g.kubeAdd("kube/init-container-git-clone-token", `
      initContainers:
        - name: fetch-models
          image: alpine/git:2.45.2
          command: ["sh", "-c"]
          args:
            - git clone --depth 1 https://oauth2:«a»@gitlab.acme.io/ml/model-configs.git /models
          volumeMounts:
            - {name: models, mountPath: /models}
`, V{"a": g.glpat()}, "gitlab.acme.io/ml/model-configs.git", "alpine/git:2.45.2")

	g.kubeAdd("kube/docker-compose-kompose-converted", `
$ kompose convert -f docker-compose.yml --stdout | sed -n '/env:/,/image:/p'
          env:
            - name: MEILI_ENV
              value: production
            - name: MEILI_MASTER_KEY
              value: «a»
            - name: MEILI_NO_ANALYTICS
              value: "true"
          image: getmeili/meilisearch:v1.10
`, V{"a": g.b64u(32)}, "getmeili/meilisearch:v1.10", "MEILI_NO_ANALYTICS")

	g.kubeAdd("kube/kubectl-set-env-command", `
$ kubectl set env deployment/payments-worker -n payments BRAINTREE_PRIVATE_KEY=«a» BRAINTREE_MERCHANT_ID=«_m»
deployment.apps/payments-worker env updated
$ kubectl set env deployment/payments-worker -n payments --list | grep BRAINTREE
BRAINTREE_PRIVATE_KEY=«a»
BRAINTREE_MERCHANT_ID=«_m»
`, V{"a": g.hex(32), "_m": g.s(alLowNum, 16)}, "deployment.apps/payments-worker env updated")

	g.kubeAdd("kube/job-db-migrate-args", `
apiVersion: batch/v1
kind: Job
metadata:
  name: migrate-«_h»
  namespace: api
spec:
  backoffLimit: 0
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: migrate
          image: migrate/migrate:v4.17.1
          args: ["-path", "/migrations", "-database", "postgres://api:«a»@api-db.api.svc:5432/api?sslmode=disable", "up"]
`, V{"_h": g.hex(7), "a": g.pwURL()}, "migrate/migrate:v4.17.1", "api-db.api.svc:5432")

	g.kubeAdd("kube/kubectl-run-debug-with-env", `
$ kubectl run -it --rm debug-redis --image=redis:7.4 --restart=Never -n cache --env="REDISCLI_AUTH=«a»" -- redis-cli -h redis-master.cache.svc info keyspace
If you don't see a command prompt, try pressing enter.
# Keyspace
db0:keys=18233,expires=1821,avg_ttl=0,subexpiry=0
pod "debug-redis" deleted
`, V{"a": g.an(32)}, "redis-master.cache.svc", `pod "debug-redis" deleted`)

	g.kubeAdd("kube/kubectl-logs-config-print", `
$ kubectl logs -n identity deploy/hydra --tail=6
time=2025-03-11T07:14:22Z level=info msg=No tracer configured - skipping tracing setup audience=application service_name=Ory Hydra
time=2025-03-11T07:14:22Z level=debug msg=Loaded configuration dsn=postgres://hydra:«a»@hydra-db:5432/hydra?sslmode=disable secrets.system=[«b»]
time=2025-03-11T07:14:22Z level=info msg=Software quality assurance features are enabled. Learn more at: https://www.ory.sh/docs/ecosystem/sqa
time=2025-03-11T07:14:23Z level=info msg=Setting up http server on :4444 audience=application service_name=Ory Hydra
`, V{"a": g.pwURL(), "b": g.an(32)}, "hydra-db:5432", "https://www.ory.sh/docs/ecosystem/sqa")
}

// ---- Helm ----

func (g *G) kubeHelm() {
	g.kubeAdd("kube/helm-values-bitnami-postgresql", `
# charts/values/postgresql-prod.yaml
global:
  storageClass: gp3
auth:
  enablePostgresUser: true
  postgresPassword: «a»
  username: inventory
  password: «b»
  database: inventory
  replicationUsername: repl_user
  replicationPassword: «c»
architecture: replication
primary:
  resources:
    requests: {cpu: 500m, memory: 1Gi}
metrics:
  enabled: true
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.an(20)}, "replicationUsername: repl_user", "storageClass: gp3")

	g.kubeAdd("kube/helm-upgrade-set-flags", `
$ helm upgrade --install rabbitmq oci://registry-1.docker.io/bitnamicharts/rabbitmq \
    -n queue --create-namespace \
    --set auth.username=admin \
    --set auth.password=«a» \
    --set auth.erlangCookie=«b» \
    --set replicaCount=3
Release "rabbitmq" does not exist. Installing it now.
Pulled: registry-1.docker.io/bitnamicharts/rabbitmq:15.0.3
Digest: sha256:«_d»
NAME: rabbitmq
LAST DEPLOYED: Tue Mar 11 09:42:18 2025
NAMESPACE: queue
STATUS: deployed
REVISION: 1
`, V{"a": g.pwURL(), "b": g.s(alUpper, 32), "_d": g.hex(64)}, "registry-1.docker.io/bitnamicharts/rabbitmq:15.0.3", "auth.username=admin")

	g.kubeAdd("kube/helm-get-values", `
$ helm get values argo-workflows -n argo
USER-SUPPLIED VALUES:
artifactRepository:
  s3:
    accessKeySecret:
      key: accesskey
      name: argo-artifacts
    bucket: argo-artifacts
    endpoint: minio.storage.svc:9000
    insecure: true
server:
  sso:
    clientId:
      key: client-id
      name: argo-server-sso
    enabled: true
    issuer: https://dex.acme.io
controller:
  persistence:
    postgresql:
      host: argo-db.argo.svc
      passwordSecret: {key: password, name: argo-postgres}
      tableName: argo_workflows
  workflowDefaults:
    spec:
      podMetadata:
        annotations:
          slack-webhook: https://hooks.slack.com/services/«_t»/«_b»/«a»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "minio.storage.svc:9000", "passwordSecret: {key: password, name: argo-postgres}")

	g.kubeAdd("kube/helm-get-values-all-computed", `
$ helm get values gitea -n git --all | grep -iE 'pass|secret|token|key'
      ADMIN_PASSWORD: «a»
    INTERNAL_TOKEN: «b»
    JWT_SECRET: «c»
    LFS_JWT_SECRET: «d»
    SECRET_KEY: «e»
  existingSecret: ""
  passwordMode: keepUpdated
`, V{"a": g.pw(), "b": g.jwt("HS256", fmt.Sprintf(`{"nbf":%d}`, 1735000000+g.r.IntN(9000000))), "c": g.b64u(43), "d": g.b64u(43), "e": g.an(64)},
		"passwordMode: keepUpdated")

	g.kubeAdd("kube/helm-template-render-secret", `
$ helm template sentry sentry/sentry -f values.yaml --show-only templates/secret-sentry.yaml
---
# Source: sentry/templates/secret-sentry.yaml
apiVersion: v1
kind: Secret
metadata:
  name: sentry-sentry-secret
  labels:
    app: sentry
    chart: "sentry-25.11.0"
    release: "sentry"
    heritage: "Helm"
type: Opaque
data:
  key: «a»
`, func() V { k := g.s(alDjango, 50); return V{"a": b64s(k)} }(), "sentry-25.11.0", "templates/secret-sentry.yaml")

	g.kubeAdd("kube/helm-get-manifest-secret", `
$ helm get manifest keycloak -n iam | yq 'select(.kind == "Secret")'
apiVersion: v1
kind: Secret
metadata:
  name: keycloak
  namespace: "iam"
  labels:
    app.kubernetes.io/instance: keycloak
    app.kubernetes.io/managed-by: Helm
    app.kubernetes.io/name: keycloak
    app.kubernetes.io/version: 26.0.5
    helm.sh/chart: keycloak-24.2.2
type: Opaque
data:
  admin-password: "«a»"
`, V{"a": b64s(g.an(10))}, "keycloak-24.2.2")

	g.kubeAdd("kube/helm-set-string-json-and-file", `
$ helm upgrade external-secrets-doppler ./charts/secret-store \
    --set-string doppler.serviceToken=«a» \
    --set-file gcp.serviceAccountKey=./gcp-key.json \
    --set-string slack.botToken="«b»" \
    --reuse-values -n external-secrets
Release "external-secrets-doppler" has been upgraded. Happy Helming!
`, V{"a": g.doppler(), "b": g.xoxb()}, "--set-file gcp.serviceAccountKey=./gcp-key.json", "--reuse-values")

	g.kubeAdd("kube/helm-repo-add-credentials", `
$ helm repo add acme-private https://charts.acme.io/stable --username ci-bot --password «a»
"acme-private" has been added to your repositories
$ helm registry login harbor.acme.io -u 'robot$charts+ci' -p «b»
Login Succeeded
`, V{"a": g.pw(), "b": g.an(32)}, "https://charts.acme.io/stable", "robot$charts+ci")

	g.kubeAdd("kube/helm-secrets-decrypt", `
$ helm secrets decrypt secrets/prod.yaml
mongodb:
  auth:
    rootPassword: «a»
    passwords:
      - «b»
    usernames:
      - orders
sendgrid:
  apiKey: «c»
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.sendgrid()}, "helm secrets decrypt", "usernames:")

	g.kubeAdd("kube/helm-values-gitlab-runner-toml", `
gitlabUrl: https://gitlab.acme.io/
runnerToken: «a»
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
        Shared = true
        [runners.cache.s3]
          ServerAddress = "s3.amazonaws.com"
          AccessKey = "«b»"
          SecretKey = "«c»"
          BucketName = "acme-runner-cache"
          BucketLocation = "eu-west-1"
`, V{"a": "glrt-t1_" + g.b64u(20), "b": g.awsID(), "c": g.awsSecret()}, "acme-runner-cache", "{{.Release.Namespace}}")

	g.kubeAdd("kube/helmfile-values-inline", `
# helmfile.yaml
releases:
  - name: oauth2-proxy
    namespace: auth
    chart: oauth2-proxy/oauth2-proxy
    version: 7.7.28
    values:
      - config:
          clientID: «_cid».apps.googleusercontent.com
          clientSecret: «a»
          cookieSecret: «b»
        extraArgs:
          provider: google
          email-domain: acme.io
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.b64u(32)}, "oauth2-proxy/oauth2-proxy", "email-domain: acme.io")

	g.kubeAdd("kube/helm-install-output-notes-password", `
$ helm install mysql bitnami/mysql -n db
NAME: mysql
LAST DEPLOYED: Wed Feb 19 15:02:11 2025
NAMESPACE: db
STATUS: deployed
REVISION: 1
NOTES:
CHART NAME: mysql
CHART VERSION: 12.2.1
APP VERSION: 8.4.4

** Please be patient while the chart is being deployed **

Tip:

  Watch the deployment status using the command: kubectl get pods -w --namespace db

Services:

  echo Primary: mysql.db.svc.cluster.local:3306

Execute the following to get the administrator credentials:

  echo Username: root
  MYSQL_ROOT_PASSWORD=$(kubectl get secret --namespace db mysql -o jsonpath="{.data.mysql-root-password}" | base64 -d)
$ MYSQL_ROOT_PASSWORD=$(kubectl get secret --namespace db mysql -o jsonpath="{.data.mysql-root-password}" | base64 -d); echo $MYSQL_ROOT_PASSWORD
«a»
`, V{"a": g.an(10)}, "mysql.db.svc.cluster.local:3306", "CHART VERSION: 12.2.1")

	g.kubeAdd("kube/helm-values-kube-prometheus-alertmanager", `
alertmanager:
  config:
    global:
      resolve_timeout: 5m
      slack_api_url: https://hooks.slack.com/services/«_t»/«_b»/«a»
      smtp_smarthost: smtp.office365.com:587
      smtp_from: alerts@acme.io
      smtp_auth_username: alerts@acme.io
      smtp_auth_password: «b»
    receivers:
      - name: pagerduty-critical
        pagerduty_configs:
          - routing_key: «c»
      - name: opsgenie
        opsgenie_configs:
          - api_key: «d»
grafana:
  adminPassword: «e»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.pw(), "c": g.hex(32), "d": g.uuid(), "e": g.pw()},
		"smtp.office365.com:587", "pagerduty-critical")

	g.kubeAdd("kube/helm-values-diff-plugin", `
$ helm diff upgrade vaultwarden ./charts/vaultwarden -n vault -f values.yaml
vault, vaultwarden, Deployment (apps) has changed:
...
           env:
             - name: DOMAIN
               value: "https://vault.acme.io"
-            - name: ADMIN_TOKEN
-              value: "«a»"
+            - name: ADMIN_TOKEN
+              value: "«b»"
             - name: SIGNUPS_ALLOWED
               value: "false"
`, V{"a": g.b64(48), "b": "$argon2id$v=19$m=65540,t=3,p=4$" + g.b64(32)[:43] + "$" + g.b64(32)[:43]}, "https://vault.acme.io", "SIGNUPS_ALLOWED")
}

// ---- Kustomize ----

func (g *G) kubeKustomize() {
	g.kubeAdd("kube/kustomize-secretgenerator-literals", `
# overlays/staging/kustomization.yaml
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: staging
resources:
  - ../../base
secretGenerator:
  - name: api-secrets
    literals:
      - DATABASE_PASSWORD=«a»
      - SUPABASE_SERVICE_ROLE_KEY=«b»
      - LOG_LEVEL=debug
generatorOptions:
  disableNameSuffixHash: false
`, V{"a": g.pwURL(), "b": g.supabaseService()}, "kustomize.config.k8s.io/v1beta1", "disableNameSuffixHash: false")

	g.kubeAdd("kube/kustomize-secretgenerator-env-file", `
$ cat overlays/prod/kustomization.yaml
secretGenerator:
  - name: web-secrets
    envs:
      - secrets.env
    type: Opaque
$ cat overlays/prod/secrets.env
NEXTAUTH_SECRET=«a»
GITHUB_ID=«_gid»
GITHUB_SECRET=«b»
UPSTASH_REDIS_REST_TOKEN=«c»
`, V{"a": g.b64(32), "_gid": "Iv1." + g.hex(16), "b": g.hex(40), "c": "A" + g.b64u(60)}, "secretGenerator:", "GITHUB_ID=")

	pw := g.pwStrong()
	g.kubeAdd("kube/kustomize-build-output", `
$ kustomize build overlays/prod | yq 'select(.kind=="Secret")'
apiVersion: v1
data:
  DB_PASSWORD: «a»
  DB_USER: «_u»
kind: Secret
metadata:
  name: ledger-secrets-«_h»
  namespace: ledger
type: Opaque
`, V{"a": b64s(pw), "_u": b64s("ledger_rw"), "_h": g.s("bcdfghkmt256789", 10)}, "namespace: ledger")

	g.kubeAdd("kube/kustomize-secretgenerator-files", `
$ tree overlays/dev/secrets
overlays/dev/secrets
├── htpasswd
└── tls.key
$ cat overlays/dev/secrets/htpasswd
admin:«a»
$ grep -A6 secretGenerator overlays/dev/kustomization.yaml
secretGenerator:
  - name: basic-auth
    files:
      - auth=secrets/htpasswd
  - name: dev-tls
    files:
      - secrets/tls.key
`, V{"a": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)}, "auth=secrets/htpasswd", "dev-tls")

	g.kubeAdd("kube/kustomize-patch-strategic-env", `
# overlays/prod/patch-env.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ingest
spec:
  template:
    spec:
      containers:
        - name: ingest
          env:
            - name: KAFKA_SASL_USERNAME
              value: «_u»
            - name: KAFKA_SASL_PASSWORD
              value: «a»
            - name: KAFKA_BOOTSTRAP
              value: pkc-4r087.europe-west3.gcp.confluent.cloud:9092
`, V{"_u": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, "pkc-4r087.europe-west3.gcp.confluent.cloud:9092")

	g.kubeAdd("kube/kustomize-git-diff-secret-env", `
$ git diff overlays/prod/secrets.env
diff --git a/overlays/prod/secrets.env b/overlays/prod/secrets.env
index «_a»..«_b» 100644
--- a/overlays/prod/secrets.env
+++ b/overlays/prod/secrets.env
@@ -1,3 +1,3 @@
 MAPBOX_PUBLIC_TOKEN=«_pk»
-MAPBOX_SECRET_TOKEN=«a»
+MAPBOX_SECRET_TOKEN=«b»
 TILE_CACHE_TTL=3600
`, V{"_a": g.hex(7), "_b": g.hex(7), "_pk": g.mapboxPK(), "a": g.mapboxSK(), "b": g.mapboxSK()}, "TILE_CACHE_TTL=3600")
}

// ---- kubeconfig ----

func (g *G) kubeConfigs() {
	g.kubeAdd("kube/kubeconfig-client-cert-and-key", `
$ cat ~/.kube/config
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://192.168.56.10:6443
  name: homelab
contexts:
- context:
    cluster: homelab
    user: kubernetes-admin
  name: kubernetes-admin@homelab
current-context: kubernetes-admin@homelab
kind: Config
preferences: {}
users:
- name: kubernetes-admin
  user:
    client-certificate-data: «_cc»
    client-key-data: «a»
`, V{"_ca": g.kubeCAData(), "_cc": g.kubeCAData(), "a": g.kubeKeyData()}, "https://192.168.56.10:6443", "kubernetes-admin@homelab")

	idt := g.jwt("RS256", fmt.Sprintf(`{"iss":"https://dex.acme.io","sub":"%s","aud":"kubernetes","exp":%d,"iat":%d,"email":"dana@acme.io","email_verified":true,"groups":["platform"]}`,
		g.b64u(30), 1740000000+g.r.IntN(9000000), 1740000000))
	g.kubeAdd("kube/kubeconfig-oidc-auth-provider", `
users:
- name: dana@acme.io
  user:
    auth-provider:
      config:
        client-id: kubernetes
        client-secret: «a»
        id-token: «b»
        idp-issuer-url: https://dex.acme.io
        refresh-token: «c»
      name: oidc
`, V{"a": g.an(32), "b": idt, "c": "Chl" + g.s(alLowNum, 25) + "Ehl" + g.s(alLowNum, 25)}, "https://dex.acme.io", "client-id: kubernetes")

	g.kubeAdd("kube/kubeconfig-exec-plugin-env", `
users:
- name: prod-teleport
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: /usr/local/bin/cluster-login
      args:
      - get-token
      - --cluster=prod-eu
      env:
      - name: CLUSTER_LOGIN_API_KEY
        value: «a»
      - name: CLUSTER_LOGIN_ENDPOINT
        value: https://login.platform.acme.io
      interactiveMode: Never
      provideClusterInfo: false
`, V{"a": g.an(40)}, "https://login.platform.acme.io", "client.authentication.k8s.io/v1beta1")

	g.kubeAdd("kube/kubectl-config-view-raw", `
$ kubectl config view --raw --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://«_h».gr7.eu-west-1.eks.amazonaws.com
  name: arn:aws:eks:eu-west-1:«_acct»:cluster/prod
contexts:
- context:
    cluster: arn:aws:eks:eu-west-1:«_acct»:cluster/prod
    user: ci-static
  name: prod
current-context: prod
kind: Config
preferences: {}
users:
- name: ci-static
  user:
    token: «a»
`, V{"_ca": g.kubeCAData(), "_h": g.s(alHexU, 32), "_acct": g.digits(12), "a": g.kubeLegacySA("kube-system", "ci-static")}, "current-context: prod")

	g.kubeAdd("kube/kubectl-config-view-redacted", `
$ kubectl config view
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://k8s.dev.acme.io:6443
  name: dev
users:
- name: dev-admin
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
- name: dev-static
  user:
    token: REDACTED
$ grep -A1 'name: dev-static' ~/.kube/config | tail -1; grep 'token:' ~/.kube/config
  user:
    token: «a»
`, V{"a": g.hex(64)}, "DATA+OMITTED", "token: REDACTED")

	g.kubeAdd("kube/kubectl-config-set-credentials", `
$ kubectl config set-cluster staging --server=https://api.staging.k8s.acme.io --certificate-authority=./staging-ca.crt --embed-certs
Cluster "staging" set.
$ kubectl config set-credentials ci --token=«a»
User "ci" set.
$ kubectl config set-credentials legacy-basic --username=admin --password=«b»
User "legacy-basic" set.
`, V{"a": g.kubeJWT("https://kubernetes.default.svc.cluster.local", "https://kubernetes.default.svc.cluster.local", "ci", "ci", ""), "b": g.pw()},
		"https://api.staging.k8s.acme.io", `User "legacy-basic" set.`)

	g.kubeAdd("kube/kubectl-token-flag", `
$ kubectl --server=https://10.0.12.4:6443 --insecure-skip-tls-verify --token=«a» get nodes
NAME            STATUS   ROLES           AGE    VERSION
cp-01           Ready    control-plane   212d   v1.30.4
worker-01       Ready    <none>          212d   v1.30.4
worker-02       Ready    <none>          97d    v1.30.4
`, V{"a": g.kubeLegacySA("kube-system", "admin-user")}, "https://10.0.12.4:6443", "control-plane   212d   v1.30.4")

	g.kubeAdd("kube/aks-admin-kubeconfig-token", `
$ az aks get-credentials -g rg-platform-weu -n aks-prod-weu --admin --file - | sed -n '/users:/,$p'
users:
- name: clusterAdmin_rg-platform-weu_aks-prod-weu
  user:
    client-certificate-data: «_cc»
    client-key-data: «a»
    token: «b»
`, V{"_cc": g.kubeCAData(), "a": g.kubeKeyData(), "b": g.hex(128)}, "clusterAdmin_rg-platform-weu_aks-prod-weu")

	g.kubeAdd("kube/eks-get-token-exec-credential", `
$ aws eks get-token --cluster-name prod --region us-east-1
{
    "kind": "ExecCredential",
    "apiVersion": "client.authentication.k8s.io/v1beta1",
    "spec": {},
    "status": {
        "expirationTimestamp": "2025-03-12T10:29:22Z",
        "token": "«a»"
    }
}
`, V{"a": g.kubeEKSToken("prod")}, `"expirationTimestamp": "2025-03-12T10:29:22Z"`)

	g.kubeAdd("kube/gke-gcloud-auth-plugin-output", `
$ gke-gcloud-auth-plugin
{
    "kind": "ExecCredential",
    "apiVersion": "client.authentication.k8s.io/v1beta1",
    "spec": {
        "interactive": false
    },
    "status": {
        "expirationTimestamp": "2025-03-12T11:02:40Z",
        "token": "«a»"
    }
}
`, V{"a": g.ya29()}, `"interactive": false`)

	g.kubeAdd("kube/kubeconfig-in-ci-variable-base64", `
$ echo "$KUBECONFIG_B64" | head -c 120; echo
«=pre»
$ echo "$KUBECONFIG_B64" | base64 -d | grep -E 'server|token'
    server: https://rke2.lab.acme.io:6443
    token: «a»
`, V{"=pre": b64s("apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t")[:120], "a": "kubeconfig-user-" + g.s(alLowNum, 5) + ":" + g.s(alLowNum, 54)}, "https://rke2.lab.acme.io:6443")
}

// ---- service account tokens ----

func (g *G) kubeSATokens() {
	g.kubeAdd("kube/kubectl-create-token", `
$ kubectl create token argocd-manager -n kube-system --duration=8760h
«a»
`, V{"a": g.kubeJWT("https://kubernetes.default.svc.cluster.local", "https://kubernetes.default.svc.cluster.local", "kube-system", "argocd-manager", "")}, "--duration=8760h")

	g.kubeAdd("kube/projected-token-cat-in-pod", `
$ kubectl exec -it -n data deploy/etl-runner -- sh
/app $ ls /var/run/secrets/kubernetes.io/serviceaccount/
ca.crt     namespace  token
/app $ cat /var/run/secrets/kubernetes.io/serviceaccount/namespace
data
/app $ cat /var/run/secrets/kubernetes.io/serviceaccount/token
«a»
`, V{"a": g.kubeJWT("https://kubernetes.default.svc.cluster.local", "https://kubernetes.default.svc.cluster.local", "data", "etl-runner", "etl-runner-"+g.kubePodSuffix())},
		"/var/run/secrets/kubernetes.io/serviceaccount/token")

	g.kubeAdd("kube/irsa-token-file-read", `
$ kubectl exec -n karpenter deploy/karpenter -- env | grep AWS_
AWS_ROLE_ARN=arn:aws:iam::«_acct»:role/KarpenterControllerRole-prod
AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token
AWS_STS_REGIONAL_ENDPOINTS=regional
AWS_REGION=us-east-1
$ kubectl exec -n karpenter deploy/karpenter -- cat /var/run/secrets/eks.amazonaws.com/serviceaccount/token
«a»
`, V{"_acct": g.digits(12), "a": g.kubeJWT("https://oidc.eks.us-east-1.amazonaws.com/id/"+g.s(alHexU, 32), "sts.amazonaws.com", "karpenter", "karpenter", "karpenter-"+g.kubePodSuffix())},
		"AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token", "KarpenterControllerRole-prod")

	g.kubeAdd("kube/curl-apiserver-with-sa-token", `
$ TOKEN=«a»
$ curl -sk -H "Authorization: Bearer $TOKEN" https://10.96.0.1/api/v1/namespaces/default/pods | jq '.items | length'
14
`, V{"a": g.kubeLegacySA("default", "pod-reader")}, "https://10.96.0.1/api/v1/namespaces/default/pods")

	g.kubeAdd("kube/vault-kubernetes-auth-config", `
$ vault write auth/kubernetes/config \
    token_reviewer_jwt="«a»" \
    kubernetes_host="https://k8s.prod.acme.io:6443" \
    kubernetes_ca_cert=@/tmp/k8s-ca.crt \
    issuer="https://kubernetes.default.svc.cluster.local"
Success! Data written to: auth/kubernetes/config
$ vault write auth/kubernetes/login role=payments jwt=«b»
Key                                       Value
---                                       -----
token                                     «c»
token_accessor                            «_acc»
token_duration                            1h
token_renewable                           true
token_policies                            ["default" "payments-read"]
`, V{"a": g.kubeLegacySA("vault", "vault-auth"), "b": g.kubeJWT("https://kubernetes.default.svc.cluster.local", "vault", "payments", "payments-api", "payments-api-"+g.kubePodSuffix()), "c": g.vaultTok(), "_acc": g.an(24)},
		"https://k8s.prod.acme.io:6443", "auth/kubernetes/config")

	g.kubeAdd("kube/sa-token-secret-create-manifest", `
$ cat <<'YAML' | kubectl apply -f - && kubectl get secret gha-deployer -n ci -o jsonpath='{.data.token}' | base64 -d
apiVersion: v1
kind: Secret
metadata:
  name: gha-deployer
  namespace: ci
  annotations:
    kubernetes.io/service-account.name: gha-deployer
type: kubernetes.io/service-account-token
YAML
secret/gha-deployer created
«a»
`, V{"a": g.kubeLegacySA("ci", "gha-deployer")}, "secret/gha-deployer created")

	g.kubeAdd("kube/token-request-api-json", `
$ kubectl create --raw /api/v1/namespaces/monitoring/serviceaccounts/prometheus-remote/token -f - <<< '{"apiVersion":"authentication.k8s.io/v1","kind":"TokenRequest","spec":{"audiences":["https://mimir.acme.io"],"expirationSeconds":86400}}'
{"kind":"TokenRequest","apiVersion":"authentication.k8s.io/v1","metadata":{"name":"prometheus-remote","namespace":"monitoring","creationTimestamp":"2025-03-12T08:44:10Z"},"spec":{"audiences":["https://mimir.acme.io"],"expirationSeconds":86400,"boundObjectRef":null},"status":{"token":"«a»","expirationTimestamp":"2025-03-13T08:44:10Z"}}
`, V{"a": g.kubeJWT("https://kubernetes.default.svc.cluster.local", "https://mimir.acme.io", "monitoring", "prometheus-remote", "")}, `"expirationSeconds":86400`)
}

// ---- cluster bootstrap: kubeadm, k3s, RKE2, microk8s, kind, minikube ----

func (g *G) kubeBootstrap() {
	tok := g.kubeadm()
	g.kubeAdd("kube/kubeadm-init-output-join", `
$ sudo kubeadm init --control-plane-endpoint=k8s-api.lab.internal:6443 --upload-certs --pod-network-cidr=10.244.0.0/16
[init] Using Kubernetes version: v1.31.2
...
[upload-certs] Using certificate key:
«b»
[mark-control-plane] Marking the node cp-01 as control-plane by adding the labels: [node-role.kubernetes.io/control-plane node.kubernetes.io/exclude-from-external-load-balancers]
[bootstrap-token] Using token: «a»
...
Your Kubernetes control-plane has initialized successfully!

You can now join any number of control-plane nodes running the following command on each as root:

  kubeadm join k8s-api.lab.internal:6443 --token «a» \
	--discovery-token-ca-cert-hash «_h» \
	--control-plane --certificate-key «b»

Please note that the certificate-key gives access to cluster sensitive data, keep it secret!

Then you can join any number of worker nodes by running the following on each as root:

kubeadm join k8s-api.lab.internal:6443 --token «a» \
	--discovery-token-ca-cert-hash «_h»
`, V{"a": tok, "b": g.hex(64), "_h": g.kubeCAH()}, "k8s-api.lab.internal:6443", "--pod-network-cidr=10.244.0.0/16")

	g.kubeAdd("kube/kubeadm-token-create-print", `
$ kubeadm token create --print-join-command
kubeadm join 10.10.0.5:6443 --token «a» --discovery-token-ca-cert-hash «_h»
$ kubeadm token list
TOKEN                     TTL         EXPIRES                USAGES                   DESCRIPTION                                                EXTRA GROUPS
«a»   23h         2025-03-13T09:12:40Z   authentication,signing   <none>                                                     system:bootstrappers:kubeadm:default-node-token
«c»   1h          2025-03-12T10:12:40Z   <none>                   Proxy for managing TTL for the kubeadm-certs secret        <none>
`, V{"a": g.kubeadm(), "_h": g.kubeCAH(), "c": g.kubeadm()}, "system:bootstrappers:kubeadm:default-node-token")

	g.kubeAdd("kube/kubeadm-upload-certs-phase", `
$ sudo kubeadm init phase upload-certs --upload-certs
[upload-certs] Storing the certificates in Secret "kubeadm-certs" in the "kube-system" Namespace
[upload-certs] Using certificate key:
«a»
`, V{"a": g.hex(64)}, `Secret "kubeadm-certs" in the "kube-system" Namespace`)

	g.kubeAdd("kube/kubeadm-join-config-yaml", `
# /etc/kubernetes/join-config.yaml
apiVersion: kubeadm.k8s.io/v1beta4
kind: JoinConfiguration
discovery:
  bootstrapToken:
    apiServerEndpoint: 10.10.0.5:6443
    token: «a»
    caCertHashes:
      - «_h»
nodeRegistration:
  name: worker-07
  kubeletExtraArgs:
    - name: node-labels
      value: pool=gpu
`, V{"a": g.kubeadm(), "_h": g.kubeCAH()}, "kubeadm.k8s.io/v1beta4", "pool=gpu")

	k3 := g.kubeK3s()
	g.kubeAdd("kube/k3s-node-token-and-agent-install", `
$ sudo cat /var/lib/rancher/k3s/server/node-token
«a»
$ curl -sfL https://get.k3s.io | K3S_URL=https://192.168.1.40:6443 K3S_TOKEN=«a» sh -
[INFO]  Finding release for channel stable
[INFO]  Using v1.31.4+k3s1 as release
[INFO]  Downloading hash https://github.com/k3s-io/k3s/releases/download/v1.31.4+k3s1/sha256sum-arm64.txt
[INFO]  systemd: Starting k3s-agent
`, V{"a": k3}, "https://192.168.1.40:6443", "v1.31.4+k3s1")

	g.kubeAdd("kube/k3s-server-install-token-flag", `
$ curl -sfL https://get.k3s.io | INSTALL_K3S_EXEC="server --cluster-init --tls-san k3s.home.arpa" K3S_TOKEN=«a» sh -s - --disable traefik
$ sudo systemctl cat k3s | grep -A4 ExecStart
ExecStart=/usr/local/bin/k3s \
    server \
	'--cluster-init' \
	'--tls-san' \
	'k3s.home.arpa' \
$ sudo cat /etc/systemd/system/k3s.service.env
K3S_TOKEN='«a»'
`, V{"a": g.an(32)}, "k3s.home.arpa", "/etc/systemd/system/k3s.service.env")

	g.kubeAdd("kube/rke2-config-yaml", `
$ sudo cat /etc/rancher/rke2/config.yaml
server: https://rke2-cp-01.dc1.acme.lan:9345
token: «a»
agent-token: «b»
tls-san:
  - rke2.dc1.acme.lan
  - 10.40.0.10
cni: cilium
node-label:
  - "topology.kubernetes.io/zone=dc1-a"
`, V{"a": g.kubeK3s(), "b": g.an(40)}, "https://rke2-cp-01.dc1.acme.lan:9345", "topology.kubernetes.io/zone=dc1-a")

	g.kubeAdd("kube/k3s-ansible-group-vars", `
# inventory/group_vars/k3s_cluster.yml
k3s_version: v1.30.6+k3s1
ansible_user: ubuntu
systemd_dir: /etc/systemd/system
api_endpoint: "{{ hostvars[groups['server'][0]]['ansible_host'] | default(groups['server'][0]) }}"
token: "«a»"
extra_server_args: "--disable=traefik --write-kubeconfig-mode=644"
`, V{"a": g.pwStrong()}, "k3s_version: v1.30.6+k3s1", "--write-kubeconfig-mode=644")

	g.kubeAdd("kube/microk8s-add-node", `
$ microk8s add-node
From the node you wish to join to this cluster, run the following:
microk8s join 192.168.1.230:25000/«a»/«_f»

Use the '--worker' flag to join a node as a worker not running the control plane, eg:
microk8s join 192.168.1.230:25000/«a»/«_f» --worker

If the node you are adding is not reachable through the default interface you can use one of the following:
microk8s join 192.168.1.230:25000/«a»/«_f»
microk8s join 10.1.88.0:25000/«a»/«_f»
`, V{"a": g.hex(32), "_f": g.hex(12)}, "192.168.1.230:25000")

	g.kubeAdd("kube/microk8s-config-admin-token", `
$ microk8s config | tail -6
users:
- name: admin
  user:
    client-certificate-data: «_cc»
    client-key-data: «a»
$ sudo cat /var/snap/microk8s/current/credentials/known_tokens.csv | head -2
«b»,admin,admin,"system:masters"
«c»,system:kube-proxy,kube-proxy
`, V{"_cc": g.kubeCAData(), "a": g.kubeKeyData(), "b": g.an(32), "c": g.an(32)}, "/var/snap/microk8s/current/credentials/known_tokens.csv")

	g.kubeAdd("kube/kind-get-kubeconfig", `
$ kind get kubeconfig --name dev
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://127.0.0.1:39421
  name: kind-dev
contexts:
- context:
    cluster: kind-dev
    user: kind-dev
  name: kind-dev
current-context: kind-dev
kind: Config
preferences: {}
users:
- name: kind-dev
  user:
    client-certificate-data: «_cc»
    client-key-data: «a»
`, V{"_ca": g.kubeCAData(), "_cc": g.kubeCAData(), "a": g.kubeKeyData()}, "https://127.0.0.1:39421")

	g.kubeAdd("kube/minikube-registry-creds-configure", `
$ minikube addons configure registry-creds

Do you want to enable AWS Elastic Container Registry? [y/n]: n

Do you want to enable Google Container Registry? [y/n]: n

Do you want to enable Docker Registry? [y/n]: y
-- Enter docker registry server url: registry.gitlab.com
-- Enter docker registry username: dana.k
-- Enter docker registry password: «a»

Do you want to enable Azure Container Registry? [y/n]: n
✅  registry-creds was successfully configured
`, V{"a": g.glpat()}, "registry.gitlab.com", "registry-creds was successfully configured")

	g.kubeAdd("kube/minikube-client-key-file", `
$ ls ~/.minikube/profiles/minikube/
apiserver.crt  apiserver.key  client.crt  client.key  config.json  events.json
$ cat ~/.minikube/profiles/minikube/client.key
«a»
`, func() V { k := g.rsaPEM(); return V{"a": k.block()} }(), "~/.minikube/profiles/minikube/client.key")

	g.kubeAdd("kube/k0s-token-create", `
$ sudo k0s token create --role=worker --expiry=100h > worker-token
$ cat worker-token
«a»
$ sudo k0s install worker --token-file /home/ubuntu/worker-token
`, V{"a": "H4sIAAAAAAAC/" + g.s(alB64, 1399) + "="}, "--token-file /home/ubuntu/worker-token")

	g.kubeAdd("kube/talosctl-secrets-yaml", `
$ talosctl gen secrets -o secrets.yaml && head -20 secrets.yaml
cluster:
    id: «_id»
    secret: «a»
secrets:
    bootstraptoken: «b»
    secretboxencryptionsecret: «c»
trustdinfo:
    token: «d»
certs:
    etcd:
        crt: «_crt»
        key: «e»
`, V{"_id": g.b64(32), "a": g.b64(32), "b": g.kubeadm(), "c": g.b64(32), "d": g.s(alLowNum, 6) + "." + g.s(alLowNum, 16), "_crt": g.kubeCAData(), "e": g.kubeKeyData()},
		"talosctl gen secrets")
}

// ---- Argo CD ----

func (g *G) kubeArgo() {
	g.kubeAdd("kube/argocd-initial-admin-secret", `
$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d; echo
«a»
$ argocd login argocd.acme.io --username admin --password «a» --grpc-web
'admin:login' logged in successfully
Context 'argocd.acme.io' updated
`, V{"a": g.b64u(16)}, "argocd-initial-admin-secret", "'admin:login' logged in successfully")

	g.kubeAdd("kube/argocd-admin-initial-password-cmd", `
$ argocd admin initial-password -n argocd
«a»

 This password must be only used for first time login. We strongly recommend you update the password using ˋargocd account update-passwordˋ.
`, V{"a": g.b64u(16)}, "argocd account update-password")

	g.kubeAdd("kube/argocd-repository-secret-https", `
apiVersion: v1
kind: Secret
metadata:
  name: repo-platform-charts
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repository
stringData:
  type: git
  url: https://github.com/acme/platform-charts.git
  username: argocd-bot
  password: «a»
`, V{"a": g.ghFine()}, "argocd.argoproj.io/secret-type: repository", "https://github.com/acme/platform-charts.git")

	sk, _ := g.sshEd25519("argocd@acme")
	g.kubeAdd("kube/argocd-repo-creds-ssh", `
apiVersion: v1
kind: Secret
metadata:
  name: gitlab-ssh-creds
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repo-creds
stringData:
  type: git
  url: git@gitlab.acme.io:platform
  sshPrivateKey: |
    «a»
`, V{"a": kubeIndent(sk.block(), "    ")}, "argocd.argoproj.io/secret-type: repo-creds", "git@gitlab.acme.io:platform")

	g.kubeAdd("kube/argocd-cluster-secret-bearer", `
apiVersion: v1
kind: Secret
metadata:
  name: cluster-prod-eu
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: cluster
type: Opaque
stringData:
  name: prod-eu
  server: https://k8s.prod-eu.acme.io:6443
  config: |
    {
      "bearerToken": "«a»",
      "tlsClientConfig": {
        "insecure": false,
        "caData": "«_ca»"
      }
    }
`, V{"a": g.kubeLegacySA("kube-system", "argocd-manager"), "_ca": g.kubeCAData()}, "argocd.argoproj.io/secret-type: cluster", "https://k8s.prod-eu.acme.io:6443")

	g.kubeAdd("kube/argocd-account-generate-token", `
$ argocd account generate-token --account ci-sync
«a»
$ export ARGOCD_AUTH_TOKEN=«a»
$ argocd app sync payments-prod --server argocd.acme.io --grpc-web
`, V{"a": g.kubeArgoJWT("ci-sync:apiKey")}, "argocd app sync payments-prod")

	g.kubeAdd("kube/argocd-secret-data", `
$ kubectl get secret argocd-secret -n argocd -o yaml | yq .data
admin.password: «=pw»
admin.passwordMtime: «_mt»
server.secretkey: «a»
webhook.github.secret: «b»
tls.crt: «_crt»
`, V{"=pw": b64s(g.bcrypt()), "_mt": b64s("2025-01-14T10:12:51Z"), "a": b64s(g.b64(32)), "b": b64s(g.hex(40)), "_crt": g.kubeCAData()}, "admin.passwordMtime")

	g.kubeAdd("kube/argocd-cm-dex-inline-secret", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-cm
  namespace: argocd
data:
  url: https://argocd.acme.io
  dex.config: |
    connectors:
      - type: github
        id: github
        name: GitHub
        config:
          clientID: «_cid»
          clientSecret: «a»
          orgs:
            - name: acme
  accounts.ci-sync: apiKey
`, V{"_cid": "Ov23li" + g.an(14), "a": g.hex(40)}, "https://argocd.acme.io", "accounts.ci-sync: apiKey")

	g.kubeAdd("kube/argocd-repo-add-cli", `
$ argocd repo add https://bitbucket.org/acme/deploy-manifests.git --username acme-argocd --password «a»
Repository 'https://bitbucket.org/acme/deploy-manifests.git' added
$ argocd repo add oci://harbor.acme.io/helm --type helm --name harbor --enable-oci --username 'robot$argocd' --password «b»
Repository 'oci://harbor.acme.io/helm' added
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8), "b": g.an(32)}, "https://bitbucket.org/acme/deploy-manifests.git", "robot$argocd")

	g.kubeAdd("kube/argocd-notifications-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: argocd-notifications-secret
  namespace: argocd
stringData:
  slack-token: «a»
  teams-webhook: https://acme.webhook.office.com/webhookb2/«_g1»@«_g2»/IncomingWebhook/«b»/«_g3»/V2«c»
`, V{"a": g.xoxb(), "_g1": g.uuid(), "_g2": g.uuid(), "b": g.hex(32), "_g3": g.uuid(), "c": g.b64u(43)}, "argocd-notifications-secret")

	g.kubeAdd("kube/argocd-image-updater-registries", `
apiVersion: v1
kind: Secret
metadata:
  name: image-updater-ghcr
  namespace: argocd
stringData:
  creds: acme-bot:«a»
---
# argocd-image-updater-config
data:
  registries.conf: |
    registries:
    - name: GitHub Container Registry
      prefix: ghcr.io
      api_url: https://ghcr.io
      credentials: pullsecret:argocd/image-updater-ghcr
`, V{"a": g.ghp()}, "pullsecret:argocd/image-updater-ghcr", "https://ghcr.io")

	g.kubeAdd("kube/argocd-api-curl-session", `
$ curl -s https://argocd.acme.io/api/v1/session -d '{"username":"admin","password":"«a»"}'
{"token":"«b»"}
$ curl -s -H "Authorization: Bearer «b»" https://argocd.acme.io/api/v1/applications | jq -r '.items[].metadata.name'
payments-prod
search-prod
`, V{"a": g.pw(), "b": g.kubeArgoJWT("admin")}, "https://argocd.acme.io/api/v1/applications", "payments-prod")
}

// ---- Flux ----

func (g *G) kubeFlux() {
	g.kubeAdd("kube/flux-bootstrap-github", `
$ export GITHUB_TOKEN=«a»
$ flux bootstrap github --owner=acme --repository=fleet-infra --branch=main --path=clusters/prod --personal=false
► connecting to github.com
✔ repository "https://github.com/acme/fleet-infra" created
► cloning branch "main" from Git repository "https://github.com/acme/fleet-infra.git"
✔ cloned repository
► generating component manifests
✔ generated component manifests
► installing components in "flux-system" namespace
✔ installed components
► configuring deploy key
✔ configured deploy key "flux-system-main-flux-system-./clusters/prod" for "https://github.com/acme/fleet-infra"
`, V{"a": g.ghp()}, "https://github.com/acme/fleet-infra", "clusters/prod")

	g.kubeAdd("kube/flux-create-secret-git-export", `
$ flux create secret git gitlab-auth --url=https://gitlab.acme.io/platform/fleet --username=flux --password=«a» --namespace=flux-system --export
---
apiVersion: v1
kind: Secret
metadata:
  name: gitlab-auth
  namespace: flux-system
stringData:
  password: «a»
  username: flux
`, V{"a": g.glpat()}, "https://gitlab.acme.io/platform/fleet", "--export")

	ak := g.ageSecret()
	g.kubeAdd("kube/flux-sops-age-secret", `
$ age-keygen -o age.agekey
Public key: «_p»
$ cat age.agekey
# created: 2025-03-01T09:12:33+01:00
# public key: «_p»
«a»
$ cat age.agekey | kubectl create secret generic sops-age --namespace=flux-system --from-file=age.agekey=/dev/stdin
secret/sops-age created
`, V{"_p": g.agePublic(), "a": ak}, "secret/sops-age created")

	g.kubeAdd("kube/flux-sops-age-secret-yaml", `
$ kubectl get secret sops-age -n flux-system -o yaml
apiVersion: v1
data:
  age.agekey: «a»
kind: Secret
metadata:
  name: sops-age
  namespace: flux-system
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s("# created: 2025-02-11T14:03:22Z\n# public key: " + g.agePublic() + "\n" + g.ageSecret() + "\n"), "_rv": g.kubeRV(), "_uid": g.uuid()}, "flux-system")

	g.kubeAdd("kube/sops-decrypt-flux-secret", `
$ sops --decrypt clusters/prod/apps/secrets/payments.enc.yaml
apiVersion: v1
kind: Secret
metadata:
    name: payments
    namespace: payments
type: Opaque
stringData:
    ADYEN_HMAC_KEY: «a»
    ADYEN_API_KEY: «b»
`, V{"a": g.s(alHexU, 64), "b": "AQE" + g.b64(100)}, "clusters/prod/apps/secrets/payments.enc.yaml")

	g.kubeAdd("kube/flux-helmrepository-secret", `
apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: acme-charts
  namespace: flux-system
spec:
  interval: 10m
  url: https://charts.acme.io
  secretRef:
    name: acme-charts-auth
---
apiVersion: v1
kind: Secret
metadata:
  name: acme-charts-auth
  namespace: flux-system
stringData:
  username: flux-reader
  password: «a»
`, V{"a": g.pwStrong()}, "source.toolkit.fluxcd.io/v1", "flux-reader")

	g.kubeAdd("kube/flux-receiver-token", `
$ TOKEN=$(head -c 12 /dev/urandom | shasum | cut -d ' ' -f1); echo $TOKEN
«a»
$ kubectl -n flux-system create secret generic webhook-token --from-literal=token=$TOKEN
secret/webhook-token created
$ kubectl -n flux-system get receiver github-receiver
NAME              AGE   READY   STATUS
github-receiver   12s   True    Receiver initialized for path: /hook/«=p»
`, V{"a": g.hex(40), "=p": g.hex(64)}, "github-receiver")

	g.kubeAdd("kube/flux-git-ssh-identity-secret", `
$ flux create secret git fleet-ssh --url=ssh://git@github.com/acme/fleet --private-key-file=./identity --export
---
apiVersion: v1
kind: Secret
metadata:
  name: fleet-ssh
  namespace: flux-system
stringData:
  identity: |
    «a»
  known_hosts: |
    github.com «_kh»
`, func() V {
		k, _ := g.sshEd25519("")
		_, pub := g.sshEd25519("")
		return V{"a": kubeIndent(k.block(), "    "), "_kh": pub}
	}(), "ssh://git@github.com/acme/fleet")

	g.kubeAdd("kube/flux-notification-provider-address", `
apiVersion: v1
kind: Secret
metadata:
  name: discord-webhook
  namespace: flux-system
stringData:
  address: https://discord.com/api/webhooks/«_id»/«a»
---
apiVersion: notification.toolkit.fluxcd.io/v1beta3
kind: Provider
metadata:
  name: discord
  namespace: flux-system
spec:
  type: discord
  secretRef:
    name: discord-webhook
`, V{"_id": g.digits(19), "a": g.b64u(68)}, "notification.toolkit.fluxcd.io/v1beta3")
}

// ---- Tekton, Jenkins X and in-cluster CI ----

func (g *G) kubeCICD() {
	g.kubeAdd("kube/tekton-git-basic-auth-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: github-basic-auth
  namespace: tekton-pipelines
  annotations:
    tekton.dev/git-0: https://github.com
type: kubernetes.io/basic-auth
stringData:
  username: acme-tekton
  password: «a»
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: build-bot
secrets:
  - name: github-basic-auth
`, V{"a": g.ghp()}, "tekton.dev/git-0: https://github.com", "acme-tekton")

	g.kubeAdd("kube/tekton-docker-secret-annotation", `
apiVersion: v1
kind: Secret
metadata:
  name: quay-push
  annotations:
    tekton.dev/docker-0: https://quay.io
type: kubernetes.io/basic-auth
stringData:
  username: acme+tekton_push
  password: «a»
`, V{"a": g.s(alUpNum, 64)}, "tekton.dev/docker-0: https://quay.io", "acme+tekton_push")

	g.kubeAdd("kube/tekton-pipelinerun-param-token", `
$ tkn pipeline start release-pipeline -n ci \
    -p git-url=https://github.com/acme/api \
    -p revision=v2.31.0 \
    -p npm-token=«a» \
    -w name=shared-data,volumeClaimTemplateFile=pvc.yaml \
    --use-param-defaults
PipelineRun started: release-pipeline-run-«_r»
`, V{"a": g.npmTok(), "_r": g.s(alLowNum, 5)}, "release-pipeline", "volumeClaimTemplateFile=pvc.yaml")

	g.kubeAdd("kube/jenkins-x-lighthouse-hmac", `
$ kubectl get secret lighthouse-hmac-token -n jx -o jsonpath='{.data.hmac}' | base64 -d
«a»
$ kubectl get secret lighthouse-oauth-token -n jx -o jsonpath='{.data.oauth}' | base64 -d
«b»
`, V{"a": g.hex(40), "b": g.ghp()}, "lighthouse-hmac-token")

	g.kubeAdd("kube/jenkins-x-git-bot-secret", `
$ jx secret verify
SECRET                             STATUS
jx-pipeline-git-bot-github-github  valid
lighthouse-hmac-token              valid
nexus                              valid
$ kubectl get secret jx-pipeline-git-bot-github-github -n jx -o yaml | yq '.data | map_values(@base64d)'
username: acme-jx-bot
password: «a»
`, V{"a": g.ghp()}, "jx-pipeline-git-bot-github-github", "acme-jx-bot")

	g.kubeAdd("kube/jenkins-helm-values-admin", `
# jenkins/values.yaml
controller:
  admin:
    username: admin
    password: «a»
  JCasC:
    configScripts:
      credentials: |
        credentials:
          system:
            domainCredentials:
              - credentials:
                  - usernamePassword:
                      id: nexus-deploy
                      username: deployer
                      password: "«b»"
                      scope: GLOBAL
                  - string:
                      id: sonar-token
                      secret: "«c»"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": "squ_" + g.hex(40)}, "id: nexus-deploy", "domainCredentials")

	g.kubeAdd("kube/actions-runner-controller-secret", `
$ kubectl create secret generic controller-manager \
    -n actions-runner-system \
    --from-literal=github_token=«a»
secret/controller-manager created
$ helm upgrade --install arc-runner-set oci://ghcr.io/actions/actions-runner-controller-charts/gha-runner-scale-set \
    -n arc-runners --set githubConfigUrl=https://github.com/acme \
    --set githubConfigSecret.github_token=«b»
`, V{"a": g.ghp(), "b": g.ghFine()}, "https://github.com/acme", "actions-runner-system")
}

// ---- Crossplane, cert-manager, external-dns, secret operators ----

func (g *G) kubeOperators() {
	g.kubeAdd("kube/crossplane-aws-creds-secret", `
$ cat aws-credentials.txt
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
$ kubectl create secret generic aws-secret -n crossplane-system --from-file=creds=./aws-credentials.txt
secret/aws-secret created
$ cat providerconfig.yaml
apiVersion: aws.upbound.io/v1beta1
kind: ProviderConfig
metadata:
  name: default
spec:
  credentials:
    source: Secret
    secretRef:
      namespace: crossplane-system
      name: aws-secret
      key: creds
`, V{"a": g.awsID(), "b": g.awsSecret()}, "aws.upbound.io/v1beta1", "crossplane-system")

	g.kubeAdd("kube/crossplane-azure-sp-json", `
$ az ad sp create-for-rbac --sdk-auth --role Owner --scopes /subscriptions/«_sub» > azure-credentials.json
$ cat azure-credentials.json
{
  "clientId": "«_cid»",
  "clientSecret": "«a»",
  "subscriptionId": "«_sub»",
  "tenantId": "«_tid»",
  "activeDirectoryEndpointUrl": "https://login.microsoftonline.com",
  "resourceManagerEndpointUrl": "https://management.azure.com/",
  "activeDirectoryGraphResourceId": "https://graph.windows.net/",
  "sqlManagementEndpointUrl": "https://management.core.windows.net:8443/",
  "galleryEndpointUrl": "https://gallery.azure.com/",
  "managementEndpointUrl": "https://management.core.windows.net/"
}
$ kubectl create secret generic azure-secret -n crossplane-system --from-file=creds=./azure-credentials.json
`, V{"_sub": g.uuid(), "_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "https://login.microsoftonline.com")

	g.kubeAdd("kube/crossplane-provider-kubernetes-inline", `
apiVersion: v1
kind: Secret
metadata:
  name: provider-sql-pg
  namespace: crossplane-system
type: Opaque
stringData:
  username: crossplane
  password: «a»
  endpoint: pg-main.data.svc.cluster.local
  port: "5432"
---
apiVersion: postgresql.sql.crossplane.io/v1alpha1
kind: ProviderConfig
metadata:
  name: pg-main
spec:
  sslMode: require
  credentials:
    source: PostgreSQLConnectionSecret
    connectionSecretRef: {namespace: crossplane-system, name: provider-sql-pg}
`, V{"a": g.pwStrong()}, "postgresql.sql.crossplane.io/v1alpha1", "pg-main.data.svc.cluster.local")

	g.kubeAdd("kube/cert-manager-cloudflare-issuer", `
apiVersion: v1
kind: Secret
metadata:
  name: cloudflare-api-token-secret
  namespace: cert-manager
type: Opaque
stringData:
  api-token: «a»
---
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-dns
spec:
  acme:
    email: platform@acme.io
    server: https://acme-v02.api.letsencrypt.org/directory
    privateKeySecretRef:
      name: letsencrypt-dns-account-key
    solvers:
      - dns01:
          cloudflare:
            apiTokenSecretRef:
              name: cloudflare-api-token-secret
              key: api-token
`, V{"a": g.cfToken()}, "https://acme-v02.api.letsencrypt.org/directory", "letsencrypt-dns-account-key")

	g.kubeAdd("kube/cert-manager-zerossl-eab", `
$ kubectl create secret generic zerossl-eab -n cert-manager --from-literal=secret=«a»
secret/zerossl-eab created
$ cat clusterissuer-zerossl.yaml
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: zerossl-prod
spec:
  acme:
    server: https://acme.zerossl.com/v2/DV90
    externalAccountBinding:
      keyID: «_kid»
      keySecretRef:
        name: zerossl-eab
        key: secret
    privateKeySecretRef:
      name: zerossl-prod-account
`, V{"a": g.b64u(86), "_kid": g.b64u(22)}, "https://acme.zerossl.com/v2/DV90", "zerossl-prod-account")

	g.kubeAdd("kube/cert-manager-route53-inline-access-key", `
    solvers:
      - selector:
          dnsZones: ["acme.io"]
        dns01:
          route53:
            region: us-east-1
            hostedZoneID: Z«_z»
            accessKeyID: «a»
            secretAccessKeySecretRef:
              name: route53-credentials
              key: secret-access-key
$ kubectl -n cert-manager create secret generic route53-credentials --from-literal=secret-access-key=«b»
`, V{"_z": g.s(alUpNum, 13), "a": g.awsID(), "b": g.awsSecret()}, "route53-credentials", `dnsZones: ["acme.io"]`)

	g.kubeAdd("kube/cert-manager-acme-account-key", `
$ kubectl get secret letsencrypt-prod-account-key -n cert-manager -o jsonpath='{.data.tls\.key}' | base64 -d
«a»
`, func() V { k := g.ecSEC1(); return V{"a": k.block()} }(), "letsencrypt-prod-account-key")

	g.kubeAdd("kube/external-dns-env-and-args", `
      containers:
        - name: external-dns
          image: registry.k8s.io/external-dns/external-dns:v0.15.1
          args:
            - --source=ingress
            - --domain-filter=acme.io
            - --provider=pdns
            - --pdns-server=http://pdns-api.dns.svc:8081
            - --pdns-api-key=«a»
            - --txt-owner-id=k8s-prod
          env:
            - name: CF_API_TOKEN
              value: «b»
`, V{"a": g.an(32), "b": g.cfToken()}, "registry.k8s.io/external-dns/external-dns:v0.15.1", "--txt-owner-id=k8s-prod")

	g.kubeAdd("kube/external-dns-helm-digitalocean", `
$ helm upgrade --install external-dns external-dns/external-dns -n external-dns \
    --set provider.name=digitalocean \
    --set env[0].name=DO_TOKEN \
    --set env[0].value=«a» \
    --set domainFilters[0]=acme.dev
`, V{"a": g.doToken()}, "provider.name=digitalocean", "domainFilters[0]=acme.dev")

	pw := g.pw()
	g.kubeAdd("kube/kubeseal-input-and-output", `
$ cat secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: smtp
  namespace: mail
stringData:
  SMTP_PASSWORD: «a»
$ kubeseal --format yaml < secret.yaml > sealed-smtp.yaml && cat sealed-smtp.yaml
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  creationTimestamp: null
  name: smtp
  namespace: mail
spec:
  encryptedData:
    SMTP_PASSWORD: «_enc»
  template:
    metadata:
      creationTimestamp: null
      name: smtp
      namespace: mail
`, V{"a": pw, "_enc": "AgB" + g.s(alB64, 700) + "=="}, "bitnami.com/v1alpha1", "sealed-smtp.yaml")

	g.kubeAdd("kube/sealed-secrets-master-key-backup", `
$ kubectl get secret -n kube-system -l sealedsecrets.bitnami.com/sealed-secrets-key -o yaml > main.key
$ yq '.items[0].data' main.key
tls.crt: «_c»
tls.key: «a»
`, V{"_c": g.kubeCAData(), "a": b64s(g.pkcs8RSAPEM().block() + "\n")}, "sealedsecrets.bitnami.com/sealed-secrets-key")

	g.kubeAdd("kube/external-secrets-token-secret", `
$ kubectl create secret generic doppler-token-auth-api -n external-secrets --from-literal dopplerToken="«a»"
secret/doppler-token-auth-api created
$ kubectl create secret generic onepassword-connect-token -n external-secrets --from-literal=token=«b»
secret/onepassword-connect-token created
$ kubectl get clustersecretstore
NAME          AGE   STATUS   CAPABILITIES   READY
doppler       41s   Valid    ReadOnly       True
onepassword   12s   Valid    ReadOnly       True
`, V{"a": g.doppler(), "b": g.jwt("ES256", fmt.Sprintf(`{"aud":["com.1password.connect"],"iss":"com.1password.b5","jti":"%s","sub":"%s","tokens":["%s"],"iat":%d}`, g.s(alLowNum, 26), g.s(alUpNum, 26), g.s(alLowNum, 26), 1735000000+g.r.IntN(9000000)))},
		"clustersecretstore", "onepassword-connect-token")
}

// ---- data operators: Postgres, Kafka, MinIO, Velero ----

func (g *G) kubeDataOperators() {
	pw := g.s(alAlnum, 64)
	g.kubeAdd("kube/zalando-postgres-credentials-secret", `
$ kubectl get secret postgres.acid-orders.credentials.postgresql.acid.zalan.do -n orders -o yaml
apiVersion: v1
data:
  password: «a»
  username: «_u»
kind: Secret
metadata:
  labels:
    application: spilo
    cluster-name: acid-orders
    team: acid
  name: postgres.acid-orders.credentials.postgresql.acid.zalan.do
  namespace: orders
type: Opaque
$ kubectl get secret postgres.acid-orders.credentials.postgresql.acid.zalan.do -n orders -o 'jsonpath={.data.password}' | base64 -d
«b»
`, V{"a": b64s(pw), "_u": b64s("postgres"), "b": pw}, "postgres.acid-orders.credentials.postgresql.acid.zalan.do")

	g.kubeAdd("kube/zalando-operator-configmap-wal-s3", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: pod-env-overrides
  namespace: postgres-operator
data:
  WAL_S3_BUCKET: acme-pg-wal
  AWS_REGION: eu-central-1
  AWS_ACCESS_KEY_ID: «a»
  AWS_SECRET_ACCESS_KEY: «b»
  USE_WALG_BACKUP: "true"
  BACKUP_SCHEDULE: "00 02 * * *"
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-pg-wal", "USE_WALG_BACKUP")

	upw := g.s(alAlnum, 64)
	g.kubeAdd("kube/cnpg-app-secret-decoded", `
$ kubectl get secret pg-main-app -n db -o json | jq -r '.data | map_values(@base64d)'
{
  "dbname": "app",
  "host": "pg-main-rw",
  "jdbc-uri": "jdbc:postgresql://pg-main-rw.db:5432/app?password=«a»&user=app",
  "password": "«a»",
  "pgpass": "pg-main-rw:5432:app:app:«a»\n",
  "port": "5432",
  "uri": "postgresql://app:«a»@pg-main-rw.db:5432/app",
  "user": "app",
  "username": "app"
}
`, V{"a": upw}, "pg-main-rw.db:5432", `"host": "pg-main-rw"`)

	g.kubeAdd("kube/cnpg-superuser-secret-and-psql", `
$ kubectl cnpg status pg-main -n db | head -8
Cluster Summary
Name                 db/pg-main
System ID:           «_sys»
PostgreSQL Image:    ghcr.io/cloudnative-pg/postgresql:16.4
Primary instance:    pg-main-1
Primary start time:  2025-02-27 08:12:40 +0000 UTC (uptime 311h27m19s)
Status:              Cluster in healthy state
Instances:           3
$ kubectl get secret pg-main-superuser -n db -o jsonpath='{.data.password}' | base64 -d
«a»
`, V{"_sys": g.digits(19), "a": g.s(alAlnum, 64)}, "ghcr.io/cloudnative-pg/postgresql:16.4", "pg-main-superuser")

	g.kubeAdd("kube/cnpg-backup-s3-credentials", `
apiVersion: v1
kind: Secret
metadata:
  name: pg-backup-r2
  namespace: db
stringData:
  ACCESS_KEY_ID: «_kid»
  ACCESS_SECRET_KEY: «a»
---
apiVersion: postgresql.cnpg.io/v1
kind: Cluster
metadata:
  name: pg-main
spec:
  backup:
    barmanObjectStore:
      destinationPath: s3://acme-pg-backups/pg-main
      endpointURL: https://«_acc».r2.cloudflarestorage.com
      s3Credentials:
        accessKeyId: {name: pg-backup-r2, key: ACCESS_KEY_ID}
        secretAccessKey: {name: pg-backup-r2, key: ACCESS_SECRET_KEY}
`, V{"_kid": g.hex(32), "a": g.hex(64), "_acc": g.hex(32)}, "s3://acme-pg-backups/pg-main", "postgresql.cnpg.io/v1")

	kpw := g.an(32)
	g.kubeAdd("kube/strimzi-kafkauser-scram-secret", `
$ kubectl get secret orders-producer -n kafka -o yaml
apiVersion: v1
data:
  password: «a»
  sasl.jaas.config: «b»
kind: Secret
metadata:
  labels:
    app.kubernetes.io/instance: orders-producer
    app.kubernetes.io/managed-by: strimzi-user-operator
    strimzi.io/cluster: events
    strimzi.io/kind: KafkaUser
  name: orders-producer
  namespace: kafka
  ownerReferences:
  - apiVersion: kafka.strimzi.io/v1beta2
    blockOwnerDeletion: false
    controller: false
    kind: KafkaUser
    name: orders-producer
    uid: «_uid»
type: Opaque
`, V{"a": b64s(kpw), "b": b64s(`org.apache.kafka.common.security.scram.ScramLoginModule required username="orders-producer" password="` + kpw + `";`), "_uid": g.uuid()},
		"strimzi-user-operator", "kafka.strimzi.io/v1beta2")

	g.kubeAdd("kube/strimzi-tls-user-key", `
$ kubectl get secret analytics-consumer -n kafka -o jsonpath='{.data.user\.key}' | base64 -d > user.key
$ kubectl get secret analytics-consumer -n kafka -o jsonpath='{.data.user\.password}' | base64 -d
«a»
$ head -3 user.key
«b»
`, func() V {
		k := g.pkcs8RSAPEM()
		return V{"a": g.an(12), "b": k.begin + "\n" + strings.Join(strings.SplitN(k.body, "\n", 3)[:2], "\n")}
	}(), "analytics-consumer")

	g.kubeAdd("kube/minio-tenant-config-env", `
apiVersion: v1
kind: Secret
metadata:
  name: storage-configuration
  namespace: minio-tenant
type: Opaque
stringData:
  config.env: |-
    export MINIO_ROOT_USER="«_u»"
    export MINIO_ROOT_PASSWORD="«a»"
    export MINIO_STORAGE_CLASS_STANDARD="EC:2"
    export MINIO_BROWSER="on"
`, V{"_u": "minio-" + g.s(alLowNum, 8), "a": g.an(40)}, "MINIO_STORAGE_CLASS_STANDARD", "storage-configuration")

	g.kubeAdd("kube/minio-mc-alias-port-forward", `
$ kubectl port-forward svc/minio -n minio-tenant 9000:443 >/dev/null &
$ mc alias set tenant https://localhost:9000 «_ak» «a» --insecure
Added ˋtenantˋ successfully.
$ mc admin user svcacct add tenant loki-writer
Access Key: «_ak2»
Secret Key: «b»
Expiration: no-expiry
`, V{"_ak": g.s(alUpNum, 20), "a": g.an(40), "_ak2": g.s(alUpNum, 20), "b": g.an(40)}, "loki-writer", "Expiration: no-expiry")

	g.kubeAdd("kube/velero-credentials-file-install", `
$ cat credentials-velero
[default]
aws_access_key_id=«a»
aws_secret_access_key=«b»
$ velero install \
    --provider aws \
    --plugins velero/velero-plugin-for-aws:v1.11.0 \
    --bucket acme-velero-backups \
    --backup-location-config region=eu-west-1 \
    --snapshot-location-config region=eu-west-1 \
    --secret-file ./credentials-velero
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-velero-backups", "velero/velero-plugin-for-aws:v1.11.0")

	g.kubeAdd("kube/velero-cloud-credentials-secret-get", `
$ kubectl get secret cloud-credentials -n velero -o jsonpath='{.data.cloud}' | base64 -d
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
s3_endpoint = https://s3.wasabisys.com
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "https://s3.wasabisys.com")

	g.kubeAdd("kube/mongodb-community-user-secret", `
apiVersion: mongodbcommunity.mongodb.com/v1
kind: MongoDBCommunity
metadata:
  name: mongo-rs
spec:
  members: 3
  type: ReplicaSet
  version: "7.0.12"
  users:
    - name: app-user
      db: admin
      passwordSecretRef:
        name: app-user-password
      scramCredentialsSecretName: app-user-scram
---
apiVersion: v1
kind: Secret
metadata:
  name: app-user-password
type: Opaque
stringData:
  password: «a»
`, V{"a": g.pw()}, "mongodbcommunity.mongodb.com/v1", "scramCredentialsSecretName: app-user-scram")

	g.kubeAdd("kube/redis-operator-and-rabbitmq-default-user", `
$ kubectl get secret events-default-user -n rabbitmq -o jsonpath='{.data.default_user\.conf}' | base64 -d
default_user = default_user_«_s»
default_pass = «a»
$ kubectl get secret events-default-user -n rabbitmq -o jsonpath='{.data.connection_string}' | base64 -d
amqp://default_user_«_s»:«a»@events.rabbitmq.svc:5672/
`, V{"_s": g.s(alAlnum, 20), "a": g.b64u(32)}, "events.rabbitmq.svc:5672")
}

// ---- Rancher, OpenShift, EKS, GKE, AKS ----

func (g *G) kubePlatforms() {
	g.kubeAdd("kube/rancher-cli-login-token", `
$ rancher login https://rancher.acme.io/v3 --token «a» --context c-m-«_c»:p-«_p»
INFO[0000] Saving config to /home/dana/.rancher/cli2.json
$ cat ~/.rancher/cli2.json | jq .Servers.rancherDefault
{
  "accessKey": "«=ak»",
  "secretKey": "«b»",
  "tokenKey": "«a»",
  "url": "https://rancher.acme.io",
  "project": "c-m-«_c»:p-«_p»",
  "cacert": ""
}
`, func() V {
		ak := "token-" + g.s(alLowNum, 5)
		sk := g.s(alLowNum, 54)
		return V{"a": ak + ":" + sk, "_c": g.s(alLowNum, 8), "_p": g.s(alLowNum, 5), "=ak": ak, "b": sk}
	}(), "/home/dana/.rancher/cli2.json", "https://rancher.acme.io")

	g.kubeAdd("kube/rancher-import-cluster-command", `
Run the kubectl command below on an existing Kubernetes cluster running a supported Kubernetes version to import it into Rancher:

kubectl apply -f https://rancher.acme.io/v3/import/«a»_c-m-«_c».yaml

If you get a "certificate signed by unknown authority" error, your Rancher installation has a self-signed or untrusted SSL certificate. Run the command below instead to bypass the certificate verification:

curl --insecure -sfL https://rancher.acme.io/v3/import/«a»_c-m-«_c».yaml | kubectl apply -f -
`, V{"a": g.s(alLowNum, 54), "_c": g.s(alLowNum, 8)}, "certificate signed by unknown authority")

	g.kubeAdd("kube/rancher-helm-bootstrap-password", `
$ helm install rancher rancher-stable/rancher \
  --namespace cattle-system \
  --set hostname=rancher.acme.io \
  --set bootstrapPassword=«a» \
  --set ingress.tls.source=letsEncrypt \
  --set letsEncrypt.email=platform@acme.io
$ kubectl get secret --namespace cattle-system bootstrap-secret -o go-template='{{.data.bootstrapPassword|base64decode}}{{"\n"}}'
«a»
`, V{"a": g.pwStrong()}, "rancher-stable/rancher", "letsEncrypt.email=platform@acme.io")

	g.kubeAdd("kube/rancher-api-curl-bearer", `
$ curl -s -u "«_ak»:«a»" https://rancher.acme.io/v3/clusters | jq -r '.data[] | .id + " " + .name + " " + .state'
local local active
c-m-«_c» prod-eu active
`, V{"_ak": "token-" + g.s(alLowNum, 5), "a": g.s(alLowNum, 54), "_c": g.s(alLowNum, 8)}, "https://rancher.acme.io/v3/clusters")

	ocp := g.kubeOCP()
	g.kubeAdd("kube/oc-login-token", `
$ oc login --token=«a» --server=https://api.ocp4.acme.io:6443
Logged into "https://api.ocp4.acme.io:6443" as "dana.k" using the token provided.

You have access to 64 projects, the list has been suppressed. You can list all projects with 'oc projects'

Using project "payments".
`, V{"a": ocp}, "https://api.ocp4.acme.io:6443", `Logged into "https://api.ocp4.acme.io:6443" as "dana.k"`)

	g.kubeAdd("kube/oc-whoami-t-podman-login", `
$ oc whoami
dana.k
$ oc whoami -t
«a»
$ podman login -u $(oc whoami) -p $(oc whoami -t) default-route-openshift-image-registry.apps.ocp4.acme.io
Login Succeeded!
`, V{"a": g.kubeOCP()}, "default-route-openshift-image-registry.apps.ocp4.acme.io")

	g.kubeAdd("kube/openshift-install-kubeadmin-password", `
INFO Install complete!
INFO To access the cluster as the system:admin user when using 'oc', run
INFO     export KUBECONFIG=/home/dana/ocp/auth/kubeconfig
INFO Access the OpenShift web-console here: https://console-openshift-console.apps.ocp4.acme.io
INFO Login to the console with user: "kubeadmin", and password: "«a»"
INFO Time elapsed: 38m12s
$ cat ~/ocp/auth/kubeadmin-password
«a»
`, V{"a": g.kubeAdminPw()}, "https://console-openshift-console.apps.ocp4.acme.io", `user: "kubeadmin"`)

	ps := fmt.Sprintf(`{"auths":{"cloud.openshift.com":{"auth":"%s","email":"dana@acme.io"},"quay.io":{"auth":"%s","email":"dana@acme.io"},"registry.redhat.io":{"auth":"%s","email":"dana@acme.io"}}}`,
		b64s("openshift-release-dev+ocm_access_"+g.hex(32)+":"+g.s(alUpNum, 64)), b64s("openshift-release-dev+ocm_access_"+g.hex(32)+":"+g.s(alUpNum, 64)), b64s("uhc-pool-"+g.uuid()+":"+g.jwt("RS512", `{"sub":"`+g.hex(32)+`"}`)))
	g.kubeAdd("kube/openshift-install-config-pull-secret", `
$ cat install-config.yaml
apiVersion: v1
baseDomain: acme.io
metadata:
  name: ocp4
platform:
  aws:
    region: eu-west-1
pullSecret: '«a»'
sshKey: '«_ssh» dana@laptop'
`, V{"a": ps, "_ssh": g.sshRSAPub()}, "baseDomain: acme.io")

	g.kubeAdd("kube/oc-get-secret-builder-dockercfg", `
$ oc get secret -n payments | grep dockercfg
builder-dockercfg-«_s1»    kubernetes.io/dockercfg   1      212d
default-dockercfg-«_s2»    kubernetes.io/dockercfg   1      212d
$ oc extract secret/builder-dockercfg-«_s1» -n payments --to=-
# .dockercfg
{"image-registry.openshift-image-registry.svc:5000":{"username":"serviceaccount","password":"«a»","email":"serviceaccount@example.org","auth":"«b»"}}
`, func() V {
		t := g.kubeLegacySA("payments", "builder")
		return V{"_s1": g.s("bcdfghjklmnpqrstvwxz2456789", 5), "_s2": g.s("bcdfghjklmnpqrstvwxz2456789", 5), "a": t, "b": b64s("serviceaccount:" + t)}
	}(), "image-registry.openshift-image-registry.svc:5000", "kubernetes.io/dockercfg")

	g.kubeAdd("kube/eks-aws-auth-configmap-with-keys", `
$ kubectl get cm aws-auth -n kube-system -o yaml
apiVersion: v1
data:
  mapRoles: |
    - groups:
      - system:bootstrappers
      - system:nodes
      rolearn: arn:aws:iam::«_acct»:role/eks-node-group-prod
      username: system:node:{{EC2PrivateDNSName}}
  mapUsers: |
    - userarn: arn:aws:iam::«_acct»:user/ci-deployer
      username: ci-deployer
      groups:
      - system:masters
kind: ConfigMap
$ cat ~/.aws/credentials | sed -n '/ci-deployer/,+2p'
[ci-deployer]
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"_acct": g.digits(12), "a": g.awsID(), "b": g.awsSecret()}, "arn:aws:iam::", "system:node:{{EC2PrivateDNSName}}")

	g.kubeAdd("kube/eksctl-cluster-config-and-env", `
$ AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» AWS_SESSION_TOKEN=«c» eksctl create cluster -f cluster.yaml
2025-03-12 09:41:10 [ℹ]  eksctl version 0.204.0
2025-03-12 09:41:10 [ℹ]  using region eu-west-1
2025-03-12 09:41:11 [ℹ]  setting availability zones to [eu-west-1a eu-west-1b eu-west-1c]
2025-03-12 09:41:11 [ℹ]  will create IAM Open ID Connect provider for cluster "prod" in "eu-west-1"
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "eksctl version 0.204.0", "eu-west-1a eu-west-1b eu-west-1c")

	g.kubeAdd("kube/gke-sa-key-secret-for-workload", `
$ gcloud iam service-accounts keys create key.json --iam-account=gcs-sync@acme-data.iam.gserviceaccount.com
created key [«_kid»] of type [json] as [key.json] for [gcs-sync@acme-data.iam.gserviceaccount.com]
$ jq -r .private_key key.json | head -2
-----BEGIN PRIVATE KEY-----
«a»
$ kubectl create secret generic gcs-sync-key --from-file=key.json -n data
`, V{"_kid": g.hex(40), "a": g.s(alB64, 64)}, "gcs-sync@acme-data.iam.gserviceaccount.com")

	g.kubeAdd("kube/aks-sp-credential-reset", `
$ az aks show -g rg-platform-weu -n aks-legacy --query servicePrincipalProfile -o json
{
  "clientId": "«_cid»"
}
$ az ad app credential reset --id «_cid» --append --query password -o tsv
«a»
$ az aks update-credentials -g rg-platform-weu -n aks-legacy --reset-service-principal --service-principal «_cid» --client-secret «a»
`, V{"_cid": g.uuid(), "a": g.azSecret()}, "aks-legacy", "servicePrincipalProfile")

	g.kubeAdd("kube/aks-acr-attach-and-admin-creds", `
$ az acr credential show -n acmeprodacr
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
  "username": "acmeprodacr"
}
`, V{"a": g.an(42) + "+ACR" + g.an(6), "b": g.an(42) + "+ACR" + g.an(6)}, `"username": "acmeprodacr"`)

	g.kubeAdd("kube/doks-kubeconfig-token", `
$ doctl kubernetes cluster kubeconfig show k8s-ams3-prod | tail -4
users:
- name: do-ams3-k8s-ams3-prod-admin
  user:
    token: «a»
$ doctl auth list
default (current)
`, V{"a": g.doToken()}, "do-ams3-k8s-ams3-prod-admin")
}

// ---- Docker Swarm, Nomad, Consul, Podman, containerd ----

func (g *G) kubeOrchestrators() {
	g.kubeAdd("kube/swarm-join-token-output", `
$ docker swarm join-token worker
To add a worker to this swarm, run the following command:

    docker swarm join --token «a» 10.0.1.10:2377

$ docker swarm join-token manager -q
«b»
`, V{"a": g.swarm(), "b": g.swarm()}, "10.0.1.10:2377")

	g.kubeAdd("kube/swarm-unlock-key", `
$ docker swarm update --autolock=true
Swarm updated.
To unlock a swarm manager after it restarts, run the ˋdocker swarm unlockˋ
command and provide the following key:

    «a»

Please remember to store this key in a password manager, since without it you
will not be able to restart the manager.
`, V{"a": g.kubeSwarmKey()}, "docker swarm update --autolock=true")

	g.kubeAdd("kube/swarm-secret-create-and-stack", `
$ printf '%s' '«a»' | docker secret create pg_password -
«_id»
$ docker secret ls
ID                          NAME          DRIVER    CREATED         UPDATED
«_id»   pg_password             3 seconds ago   3 seconds ago
$ docker secret inspect pg_password --format '{{.Spec.Name}} {{.CreatedAt}}'
pg_password 2025-03-12 09:14:02.118 +0000 UTC
`, V{"a": g.pw(), "_id": g.s(alLowNum, 25)}, "docker secret inspect pg_password")

	g.kubeAdd("kube/swarm-stack-exec-cat-secret", `
$ docker exec -it $(docker ps -q -f name=app_api) cat /run/secrets/stripe_key
«a»
$ docker exec -it $(docker ps -q -f name=app_api) ls -l /run/secrets
-r--r--r-- 1 root root 107 Mar 12 09:14 stripe_key
-r--r--r-- 1 root root  24 Mar 12 09:14 pg_password
`, V{"a": g.skLive()}, "/run/secrets/stripe_key")

	g.kubeAdd("kube/nomad-acl-bootstrap", `
$ nomad acl bootstrap
Accessor ID  = «_acc»
Secret ID    = «a»
Name         = Bootstrap Token
Type         = management
Global       = true
Create Time  = 2025-03-12 09:31:22.871102 +0000 UTC
Expiry Time  = <none>
Create Index = 7
Modify Index = 7
Policies     = n/a
Roles        = n/a
$ export NOMAD_TOKEN=«a»
`, V{"_acc": g.uuid(), "a": g.uuid()}, "Bootstrap Token")

	g.kubeAdd("kube/nomad-job-template-and-env", `
job "billing" {
  datacenters = ["dc1"]
  type        = "service"

  vault {
    policies = ["billing-read"]
  }

  group "api" {
    task "server" {
      driver = "docker"
      config {
        image = "registry.acme.io/billing:3.2.0"
        auth {
          username = "nomad-pull"
          password = "«a»"
        }
      }
      env {
        LOG_LEVEL      = "info"
        PADDLE_API_KEY = "«b»"
      }
      template {
        data        = <<EOH
DB_PASSWORD={{ with secret "secret/data/billing/db" }}{{ .Data.data.password }}{{ end }}
EOH
        destination = "secrets/db.env"
        env         = true
      }
    }
  }
}
`, V{"a": g.pwStrong(), "b": "pdl_live_apikey_" + g.s(alLowNum, 26) + "_" + g.an(22) + "_" + g.an(3)}, `{{ with secret "secret/data/billing/db" }}`, "registry.acme.io/billing:3.2.0")

	g.kubeAdd("kube/nomad-server-vault-token-hcl", `
# /etc/nomad.d/server.hcl
server {
  enabled          = true
  bootstrap_expect = 3
  encrypt          = "«a»"
}
vault {
  enabled          = true
  address          = "https://vault.service.consul:8200"
  token            = "«b»"
  create_from_role = "nomad-cluster"
}
acl {
  enabled = true
}
`, V{"a": g.b64(32), "b": g.vaultTok()}, "https://vault.service.consul:8200", "create_from_role")

	g.kubeAdd("kube/nomad-var-put-and-read", `
$ nomad var put nomad/jobs/shop/web DATABASE_URL=postgres://shop:«a»@pg.service.consul:5432/shop SESSION_SECRET=«b»
Created variable "nomad/jobs/shop/web" with modify index 1844
$ nomad var get nomad/jobs/shop/web
Namespace   = default
Path        = nomad/jobs/shop/web
Create Time = 2025-03-12T09:48:17Z
Check Index = 1844

Items
DATABASE_URL   = postgres://shop:«a»@pg.service.consul:5432/shop
SESSION_SECRET = «b»
`, V{"a": g.pwURL(), "b": g.hex(64)}, "pg.service.consul:5432", "Check Index = 1844")

	g.kubeAdd("kube/consul-acl-bootstrap-and-gossip", `
$ consul keygen
«a»
$ consul acl bootstrap
AccessorID:       «_acc»
SecretID:         «b»
Description:      Bootstrap Token (Global Management)
Local:            false
Create Time:      2025-03-12 09:51:02.114211 +0000 UTC
Policies:
   00000000-0000-0000-0000-000000000001 - global-management
`, V{"a": g.b64(32), "_acc": g.uuid(), "b": g.uuid()}, "global-management")

	g.kubeAdd("kube/podman-secret-create-and-inspect", `
$ printf '%s' '«a»' | podman secret create gitea_db_pass -
«_id»
$ podman secret inspect --showsecret gitea_db_pass --format '{{.SecretData}}'
«a»
$ podman run -d --secret gitea_db_pass,type=env,target=GITEA__database__PASSWD docker.io/gitea/gitea:1.22
`, V{"a": g.pwStrong(), "_id": g.hex(25)}, "docker.io/gitea/gitea:1.22", "GITEA__database__PASSWD")

	g.kubeAdd("kube/podman-auth-json", `
$ cat ${XDG_RUNTIME_DIR}/containers/auth.json
{
	"auths": {
		"quay.io": {
			"auth": "«a»"
		},
		"registry.redhat.io": {
			"auth": "«b»"
		}
	}
}
`, V{"a": b64s("acme+deploy:" + g.s(alUpNum, 64)), "b": b64s("12345678|acme-ci:" + g.jwt("RS512", `{"sub":"`+g.hex(32)+`"}`))}, "registry.redhat.io")

	g.kubeAdd("kube/containerd-hosts-toml-and-cri-auth", `
$ cat /etc/containerd/certs.d/harbor.acme.io/hosts.toml
server = "https://harbor.acme.io"

[host."https://harbor.acme.io"]
  capabilities = ["pull", "resolve"]
  ca = "/etc/containerd/certs.d/harbor.acme.io/ca.crt"
$ sudo grep -A4 'registry.configs."harbor.acme.io".auth' /etc/containerd/config.toml
    [plugins."io.containerd.grpc.v1.cri".registry.configs."harbor.acme.io".auth]
      username = "robot$k8s-pull"
      password = "«a»"
`, V{"a": g.an(32)}, `capabilities = ["pull", "resolve"]`, "robot$k8s-pull")

	g.kubeAdd("kube/k3s-registries-yaml", `
$ sudo cat /etc/rancher/k3s/registries.yaml
mirrors:
  docker.io:
    endpoint:
      - "https://mirror.acme.lan"
configs:
  "mirror.acme.lan":
    auth:
      username: k3s
      password: «a»
  "ghcr.io":
    auth:
      username: acme-bot
      password: «b»
`, V{"a": g.pw(), "b": g.ghp()}, "https://mirror.acme.lan")

	g.kubeAdd("kube/crictl-pull-creds", `
$ sudo crictl pull --creds 'deploy:«a»' registry.acme.io/platform/agent:1.8.2
Image is up to date for sha256:«_d»
`, V{"a": g.pwURL(), "_d": g.hex(64)}, "registry.acme.io/platform/agent:1.8.2")

	g.kubeAdd("kube/docker-compose-secrets-file", `
$ cat compose.yaml
services:
  app:
    image: ghcr.io/acme/app:1.4.0
    secrets: [openai_key]
secrets:
  openai_key:
    file: ./secrets/openai_key.txt
$ cat ./secrets/openai_key.txt
«a»
`, V{"a": g.openaiSvc()}, "ghcr.io/acme/app:1.4.0", "./secrets/openai_key.txt")
}

// ---- Istio, Linkerd ----

func (g *G) kubeMesh() {
	g.kubeAdd("kube/istio-cacerts-secret", `
$ kubectl create secret generic cacerts -n istio-system \
      --from-file=cluster1/ca-cert.pem \
      --from-file=cluster1/ca-key.pem \
      --from-file=cluster1/root-cert.pem \
      --from-file=cluster1/cert-chain.pem
secret/cacerts created
$ kubectl get secret cacerts -n istio-system -o yaml | yq '.data | keys'
- ca-cert.pem
- ca-key.pem
- cert-chain.pem
- root-cert.pem
$ cat cluster1/ca-key.pem
«a»
`, func() V { k := g.rsaPEM(); return V{"a": k.block()} }(), "istio-system", "cluster1/root-cert.pem")

	g.kubeAdd("kube/istio-cacerts-yaml-data", `
$ kubectl get secret cacerts -n istio-system -o yaml | head -7
apiVersion: v1
data:
  ca-cert.pem: «_c»
  ca-key.pem: «a»
  cert-chain.pem: «_cc»
  root-cert.pem: «_r»
kind: Secret
`, V{"_c": g.kubeCAData(), "a": g.kubeKeyData(), "_cc": g.kubeCAData(), "_r": g.kubeCAData()}, "istio-system")

	g.kubeAdd("kube/linkerd-install-identity-issuer", `
$ step certificate create identity.linkerd.cluster.local issuer.crt issuer.key --profile intermediate-ca --not-after 8760h --no-password --insecure --ca ca.crt --ca-key ca.key
Your certificate has been saved in issuer.crt.
Your private key has been saved in issuer.key.
$ cat issuer.key
«a»
$ linkerd install --identity-trust-anchors-file ca.crt --identity-issuer-certificate-file issuer.crt --identity-issuer-key-file issuer.key | kubectl apply -f -
`, func() V { k := g.ecSEC1(); return V{"a": k.block()} }(), "identity.linkerd.cluster.local")

	g.kubeAdd("kube/linkerd-helm-identity-values", `
identityTrustAnchorsPEM: |
  -----BEGIN CERTIFICATE-----
  «_ta»
  -----END CERTIFICATE-----
identity:
  issuer:
    tls:
      crtPEM: |
        -----BEGIN CERTIFICATE-----
        «_crt»
        -----END CERTIFICATE-----
      keyPEM: |
        -----BEGIN EC PRIVATE KEY-----
        «a»
        -----END EC PRIVATE KEY-----
`, func() V {
		k := g.ecSEC1()
		return V{"_ta": kubeIndent(g.certPEM().body, "  "), "_crt": kubeIndent(g.certPEM().body, "        "), "a": kubeIndent(k.body, "        ")}
	}(), "identityTrustAnchorsPEM")

	g.kubeAdd("kube/istio-gateway-credential-tls", `
$ kubectl create -n istio-system secret tls httpbin-credential --key=httpbin.example.com.key --cert=httpbin.example.com.crt
secret/httpbin-credential created
$ cat httpbin.example.com.key
«a»
`, func() V { k := g.pkcs8RSAPEM(); return V{"a": k.block()} }(), "httpbin-credential")
}

// ---- Loki, Grafana, Prometheus Helm values ----

func (g *G) kubeObservability() {
	g.kubeAdd("kube/loki-helm-values-s3", `
loki:
  auth_enabled: false
  schemaConfig:
    configs:
      - from: "2024-04-01"
        store: tsdb
        object_store: s3
        schema: v13
        index: {prefix: loki_index_, period: 24h}
  storage:
    type: s3
    bucketNames:
      chunks: acme-loki-chunks
      ruler: acme-loki-ruler
    s3:
      region: eu-west-1
      accessKeyId: «a»
      secretAccessKey: «b»
      s3ForcePathStyle: false
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-loki-chunks", "schema: v13")

	g.kubeAdd("kube/grafana-helm-values-datasources", `
grafana:
  adminUser: admin
  adminPassword: «a»
  grafana.ini:
    server:
      root_url: https://grafana.acme.io
    smtp:
      enabled: true
      host: smtp.sendgrid.net:587
      user: apikey
      password: «b»
    auth.github:
      enabled: true
      client_id: «_cid»
      client_secret: «c»
  datasources:
    datasources.yaml:
      apiVersion: 1
      datasources:
        - name: Mimir
          type: prometheus
          url: https://mimir.acme.io/prometheus
          basicAuth: true
          basicAuthUser: grafana
          secureJsonData:
            basicAuthPassword: «d»
`, V{"a": g.pw(), "b": g.sendgrid(), "_cid": "Iv1." + g.hex(16), "c": g.hex(40), "d": g.pwStrong()}, "https://mimir.acme.io/prometheus", "smtp.sendgrid.net:587")

	g.kubeAdd("kube/promtail-alloy-helm-values-grafana-cloud", `
alloy:
  configMap:
    content: |
      prometheus.remote_write "grafana_cloud" {
        endpoint {
          url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
          basic_auth {
            username = "«_u»"
            password = "«a»"
          }
        }
      }
      loki.write "grafana_cloud" {
        endpoint {
          url = "https://logs-prod-012.grafana.net/loki/api/v1/push"
          basic_auth {
            username = "«_u2»"
            password = "«a»"
          }
        }
      }
`, V{"_u": g.digits(7), "_u2": g.digits(6), "a": "glc_" + b64s(fmt.Sprintf(`{"o":"%s","n":"stack-%s-alloy-k8s","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.digits(6), g.an(24)))},
		"https://logs-prod-012.grafana.net/loki/api/v1/push")

	g.kubeAdd("kube/datadog-helm-set-keys", `
$ helm install datadog-agent datadog/datadog -n datadog \
    --set datadog.site=datadoghq.eu \
    --set datadog.apiKey=«a» \
    --set datadog.appKey=«b» \
    --set datadog.clusterName=prod-eu \
    --set clusterAgent.token=«c»
`, V{"a": g.hex(32), "b": g.hex(40), "c": g.an(32)}, "datadog.site=datadoghq.eu", "datadog.clusterName=prod-eu")

	g.kubeAdd("kube/opentelemetry-operator-collector-cr", `
apiVersion: opentelemetry.io/v1beta1
kind: OpenTelemetryCollector
metadata:
  name: gateway
  namespace: observability
spec:
  mode: deployment
  config:
    exporters:
      otlphttp/honeycomb:
        endpoint: https://api.eu1.honeycomb.io
        headers:
          x-honeycomb-team: «a»
      otlp/newrelic:
        endpoint: otlp.eu01.nr-data.net:4317
        headers:
          api-key: «b»
`, V{"a": g.an(22), "b": g.hex(36) + "NRAL"}, "https://api.eu1.honeycomb.io", "opentelemetry.io/v1beta1")

	g.kubeAdd("kube/kube-prometheus-additional-scrape-bearer", `
prometheus:
  prometheusSpec:
    additionalScrapeConfigs:
      - job_name: federate-edge
        scheme: https
        metrics_path: /federate
        params:
          'match[]': ['{job="node"}']
        authorization:
          type: Bearer
          credentials: «a»
        static_configs:
          - targets: ['prom.edge-01.acme.io']
      - job_name: rabbitmq-mgmt
        basic_auth:
          username: monitoring
          password: «b»
        static_configs:
          - targets: ['rabbitmq.queue.svc:15692']
`, V{"a": g.kubeLegacySA("monitoring", "federate-reader"), "b": g.pw()}, "prom.edge-01.acme.io", "rabbitmq.queue.svc:15692")
}

// ---- benign look-alikes ----

func (g *G) kubeBenign() {
	g.kubeAdd("kube/benign-describe-secret-sizes", `
$ kubectl describe secret payments-db -n payments
Name:         payments-db
Namespace:    payments
Labels:       app.kubernetes.io/managed-by=external-secrets
Annotations:  reconcile.external-secrets.io/data-hash: «_h»

Type:  Opaque

Data
====
password:  32 bytes
username:  11 bytes
host:      38 bytes
`, V{"_h": g.hex(32)}, "reconcile.external-secrets.io/data-hash", "password:  32 bytes")

	g.kubeAdd("kube/benign-get-secrets-list", `
$ kubectl get secrets -n monitoring
NAME                                                TYPE                 DATA   AGE
alertmanager-kube-prometheus-stack-alertmanager    Opaque               2      211d
grafana                                             Opaque               3      211d
kube-prometheus-stack-admission                     Opaque               3      211d
prometheus-kube-prometheus-stack-prometheus-tls     Opaque               1      211d
sh.helm.release.v1.kube-prometheus-stack.v41        helm.sh/release.v1   1      3d4h
sh.helm.release.v1.kube-prometheus-stack.v42        helm.sh/release.v1   1      19h
`, nil, "sh.helm.release.v1.kube-prometheus-stack.v42", "alertmanager-kube-prometheus-stack-alertmanager")

	g.kubeAdd("kube/benign-aws-auth-configmap", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: aws-auth
  namespace: kube-system
data:
  mapRoles: |
    - rolearn: arn:aws:iam::«_acct»:role/eks-nodes-«_sfx»
      username: system:node:{{EC2PrivateDNSName}}
      groups: [system:bootstrappers, system:nodes]
    - rolearn: arn:aws:iam::«_acct»:role/AWSReservedSSO_PlatformAdmin_«_sso»
      username: platform-admin:{{SessionName}}
      groups: [system:masters]
`, V{"_acct": g.digits(12), "_sfx": g.s(alUpNum, 12), "_sso": g.hex(16)}, "system:node:{{EC2PrivateDNSName}}", "platform-admin:{{SessionName}}")

	g.kubeAdd("kube/benign-gke-workload-identity", `
$ gcloud iam service-accounts add-iam-policy-binding gcs-sync@acme-data.iam.gserviceaccount.com \
    --role roles/iam.workloadIdentityUser \
    --member "serviceAccount:acme-data.svc.id.goog[data/gcs-sync]"
Updated IAM policy for serviceAccount [gcs-sync@acme-data.iam.gserviceaccount.com].
bindings:
- members:
  - serviceAccount:acme-data.svc.id.goog[data/gcs-sync]
  role: roles/iam.workloadIdentityUser
etag: «_e»
version: 1
$ kubectl annotate serviceaccount gcs-sync -n data iam.gke.io/gcp-service-account=gcs-sync@acme-data.iam.gserviceaccount.com
serviceaccount/gcs-sync annotated
`, V{"_e": "BwY" + g.b64u(9)}, "acme-data.svc.id.goog[data/gcs-sync]", "iam.gke.io/gcp-service-account=gcs-sync@acme-data.iam.gserviceaccount.com")

	g.kubeAdd("kube/benign-irsa-serviceaccount", `
apiVersion: v1
kind: ServiceAccount
metadata:
  name: external-dns
  namespace: external-dns
  annotations:
    eks.amazonaws.com/role-arn: arn:aws:iam::«_acct»:role/external-dns-prod
    eks.amazonaws.com/sts-regional-endpoints: "true"
    eks.amazonaws.com/token-expiration: "86400"
`, V{"_acct": g.digits(12)}, "eks.amazonaws.com/role-arn", "external-dns-prod")

	g.kubeAdd("kube/benign-describe-pod-digests", `
$ kubectl describe pod checkout-api-«_pod» -n shop | sed -n '1,20p'
Name:             checkout-api-«_pod»
Namespace:        shop
Priority:         0
Service Account:  checkout-api
Node:             ip-10-0-41-187.eu-west-1.compute.internal/10.0.41.187
Start Time:       Wed, 12 Mar 2025 08:02:11 +0000
Labels:           app=checkout-api
                  pod-template-hash=«_pth»
Status:           Running
IP:               10.0.43.12
Controlled By:    ReplicaSet/checkout-api-«_pth»
Containers:
  api:
    Container ID:   containerd://«_cid»
    Image:          ghcr.io/acme/checkout-api:2.31.0
    Image ID:       ghcr.io/acme/checkout-api@sha256:«_dig»
    Port:           8080/TCP
    State:          Running
`, V{"_pod": g.kubePodSuffix(), "_pth": g.s("bcdfghjklmnpqrstvwxz2456789", 10), "_cid": g.hex(64), "_dig": g.hex(64)},
		"ip-10-0-41-187.eu-west-1.compute.internal", "ghcr.io/acme/checkout-api:2.31.0")

	g.kubeAdd("kube/benign-kubeconfig-exec-aws", `
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://«_h».gr7.us-east-1.eks.amazonaws.com
  name: arn:aws:eks:us-east-1:«_acct»:cluster/prod
users:
- name: arn:aws:eks:us-east-1:«_acct»:cluster/prod
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      args: [--region, us-east-1, eks, get-token, --cluster-name, prod, --output, json]
      command: aws
      env:
      - name: AWS_PROFILE
        value: platform-prod
`, V{"_ca": g.kubeCAData(), "_h": g.s(alHexU, 32), "_acct": g.digits(12)}, "AWS_PROFILE", "platform-prod")

	g.kubeAdd("kube/benign-sealedsecret-only", `
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: stripe
  namespace: checkout
spec:
  encryptedData:
    STRIPE_SECRET_KEY: «_a»
    STRIPE_WEBHOOK_SECRET: «_b»
  template:
    metadata:
      name: stripe
      namespace: checkout
    type: Opaque
`, V{"_a": "AgB" + g.s(alB64, 680) + "==", "_b": "AgC" + g.s(alB64, 600) + "=="}, "bitnami.com/v1alpha1")

	g.kubeAdd("kube/benign-externalsecret-refs", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: payments-db
  namespace: payments
spec:
  refreshInterval: 1h
  secretStoreRef:
    kind: ClusterSecretStore
    name: aws-secrets-manager
  target:
    name: payments-db
  data:
    - secretKey: password
      remoteRef:
        key: prod/payments/db
        property: password
`, nil, "aws-secrets-manager", "key: prod/payments/db")

	g.kubeAdd("kube/benign-configmap-binarydata-hostname", `
$ kubectl get cm edge-proxy -n edge -o yaml | yq .binaryData
upstream.host: «_h»
upstream.port: «_p»
region: «_r»
`, V{"_h": b64s("api.internal.acme.io"), "_p": b64s("8443"), "_r": b64s("eu-central-1")}, "upstream.host")

	g.kubeAdd("kube/benign-get-events", `
$ kubectl get events -n payments --sort-by=.lastTimestamp | tail -4
12m   Normal    Pulled              pod/payments-api-«_pod»   Successfully pulled image "ghcr.io/acme/payments-api:4.2.1" in 3.214s (3.214s including waiting). Image size: 48211034 bytes.
12m   Normal    Created             pod/payments-api-«_pod»   Created container: api
12m   Warning   FailedMount         pod/payments-api-«_pod»   MountVolume.SetUp failed for volume "db-credentials" : secret "payments-db" not found
11m   Normal    Started             pod/payments-api-«_pod»   Started container api
`, V{"_pod": g.kubePodSuffix()}, `secret "payments-db" not found`, "ghcr.io/acme/payments-api:4.2.1")

	g.kubeAdd("kube/benign-helm-history", `
$ helm history payments -n payments
REVISION  UPDATED                   STATUS      CHART           APP VERSION  DESCRIPTION
41        Mon Mar 10 14:02:11 2025  superseded  payments-4.2.0  4.2.0        Upgrade complete
42        Wed Mar 12 08:01:55 2025  deployed    payments-4.2.1  4.2.1        Upgrade complete
$ helm list -A | grep payments
payments  payments  42  2025-03-12 08:01:55.812 +0000 UTC  deployed  payments-4.2.1  4.2.1
`, nil, "payments-4.2.1", "Upgrade complete")

	g.kubeAdd("kube/benign-kubeadm-certs-expiration", `
$ sudo kubeadm certs check-expiration
[check-expiration] Reading configuration from the cluster...

CERTIFICATE                EXPIRES                  RESIDUAL TIME   CERTIFICATE AUTHORITY   EXTERNALLY MANAGED
admin.conf                 Feb 27, 2026 08:11 UTC   351d            ca                      no
apiserver                  Feb 27, 2026 08:11 UTC   351d            ca                      no
apiserver-etcd-client      Feb 27, 2026 08:11 UTC   351d            etcd-ca                 no
front-proxy-client         Feb 27, 2026 08:11 UTC   351d            front-proxy-ca          no

CERTIFICATE AUTHORITY   EXPIRES                  RESIDUAL TIME   EXTERNALLY MANAGED
ca                      Feb 25, 2035 08:11 UTC   9y              no
`, nil, "apiserver-etcd-client", "front-proxy-ca")

	g.kubeAdd("kube/benign-cert-manager-certificate-status", `
$ kubectl get certificate -n ingress-nginx shop-acme-io -o yaml | yq .status
conditions:
  - lastTransitionTime: "2025-02-14T03:11:09Z"
    message: Certificate is up to date and has not expired
    observedGeneration: 3
    reason: Ready
    status: "True"
    type: Ready
notAfter: "2025-05-15T02:11:08Z"
notBefore: "2025-02-14T02:11:09Z"
renewalTime: "2025-04-15T02:11:08Z"
revision: 3
$ kubectl get certificaterequest -n ingress-nginx
NAME                 APPROVED   DENIED   READY   ISSUER             REQUESTOR                                         AGE
shop-acme-io-«_r»   True                True    letsencrypt-prod   system:serviceaccount:cert-manager:cert-manager   26d
`, V{"_r": g.s(alLowNum, 5)}, "Certificate is up to date and has not expired", "system:serviceaccount:cert-manager:cert-manager")

	g.kubeAdd("kube/benign-projected-volume-spec", `
      volumes:
        - name: vault-token
          projected:
            sources:
              - serviceAccountToken:
                  path: token
                  audience: vault
                  expirationSeconds: 600
              - configMap:
                  name: kube-root-ca.crt
                  items: [{key: ca.crt, path: ca.crt}]
      automountServiceAccountToken: false
`, nil, "automountServiceAccountToken: false", "kube-root-ca.crt")

	g.kubeAdd("kube/benign-argocd-app-list", `
$ argocd app list --grpc-web
NAME                     CLUSTER                          NAMESPACE  PROJECT   STATUS  HEALTH   SYNCPOLICY  CONDITIONS  REPO                                           PATH              TARGET
argocd/payments-prod     https://kubernetes.default.svc   payments   platform  Synced  Healthy  Auto-Prune  <none>      https://github.com/acme/platform-charts.git  apps/payments     HEAD
argocd/search-prod       https://k8s.prod-eu.acme.io:6443 search     platform  Synced  Healthy  Auto-Prune  <none>      https://github.com/acme/platform-charts.git  apps/search       HEAD
$ argocd app get payments-prod -o json | jq -r .status.sync.revision
«_sha»
`, V{"_sha": g.gitSHA()}, "https://github.com/acme/platform-charts.git", "argocd/payments-prod")

	g.kubeAdd("kube/benign-flux-get-sources", `
$ flux get sources git -A
NAMESPACE    NAME         REVISION                                          SUSPENDED  READY  MESSAGE
flux-system  flux-system  main@sha1:«_a»  False      True   stored artifact for revision 'main@sha1:«_a»'
flux-system  apps         main@sha1:«_b»  False      True   stored artifact for revision 'main@sha1:«_b»'
$ flux get helmreleases -n monitoring
NAME      REVISION  SUSPENDED  READY  MESSAGE
loki      6.24.0    False      True   Helm upgrade succeeded for release monitoring/loki.v9 with chart loki@6.24.0
`, V{"_a": g.gitSHA(), "_b": g.gitSHA()}, "Helm upgrade succeeded for release monitoring/loki.v9")

	g.kubeAdd("kube/benign-vault-agent-annotations", `
  template:
    metadata:
      annotations:
        vault.hashicorp.com/agent-inject: "true"
        vault.hashicorp.com/role: "payments"
        vault.hashicorp.com/agent-inject-secret-db.env: "database/creds/payments-rw"
        vault.hashicorp.com/agent-inject-template-db.env: |
          {{- with secret "database/creds/payments-rw" -}}
          export DB_USER="{{ .Data.username }}"
          export DB_PASSWORD="{{ .Data.password }}"
          {{- end }}
`, nil, `{{- with secret "database/creds/payments-rw" -}}`, `export DB_PASSWORD="{{ .Data.password }}"`)

	g.kubeAdd("kube/benign-kubectl-auth-whoami", `
$ kubectl auth whoami
ATTRIBUTE                                           VALUE
Username                                            kubernetes-admin
Groups                                              [kubeadm:cluster-admins system:authenticated]
Extra: authentication.kubernetes.io/credential-id   [X509SHA256=«_fp»]
$ kubectl auth can-i get secrets -n payments --as system:serviceaccount:payments:payments-api
no
`, V{"_fp": g.hex(64)}, "authentication.kubernetes.io/credential-id", "system:serviceaccount:payments:payments-api")

	g.kubeAdd("kube/benign-node-list-wide", `
$ kubectl get nodes -o wide
NAME                                         STATUS   ROLES    AGE    VERSION               INTERNAL-IP   EXTERNAL-IP   OS-IMAGE                        KERNEL-VERSION                    CONTAINER-RUNTIME
ip-10-0-41-187.eu-west-1.compute.internal    Ready    <none>   14d    v1.31.4-eks-«_e1»   10.0.41.187   <none>        Amazon Linux 2023.6.20250203    6.1.124-134.200.amzn2023.x86_64   containerd://1.7.25
ip-10-0-52-9.eu-west-1.compute.internal      Ready    <none>   14d    v1.31.4-eks-«_e2»   10.0.52.9     <none>        Amazon Linux 2023.6.20250203    6.1.124-134.200.amzn2023.x86_64   containerd://1.7.25
`, V{"_e1": g.hex(7), "_e2": g.hex(7)}, "ip-10-0-52-9.eu-west-1.compute.internal", "containerd://1.7.25")
}
