package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// clitokenCases adds what command-line tools print when they log in,
// mint or show credentials, as it lands in a terminal transcript.
// Sources: the Azure CLI (az account get-access-token JSON and tsv, az ad
// sp create-for-rbac with passwords, --sdk-auth and certificates, app and
// sp credential resets, az acr login --expose-token, storage and Cosmos DB
// keys, Key Vault secrets, publishing credentials, AKS admin kubeconfigs,
// the MSAL token cache, azd auth token, Get-AzAccessToken); the Google
// Cloud CLI (gcloud auth print-access-token and print-identity-token,
// impersonation, service account keys create and the key file,
// application-default login and its file, config-helper, the remote
// bootstrap login, API keys, Secret Manager, Cloud SQL login tokens,
// gke-gcloud-auth-plugin, credentials.db, gsutil's .boto); the AWS CLI
// (sts assume-role, get-session-token, get-federation-token, configure
// export-credentials in its env, env-no-export, process, powershell and
// windows-cmd formats, sso login and its cache files, sso
// get-role-credentials, ecr get-login-password, get-login and
// get-authorization-token, iam create-access-key, codeartifact, rds
// generate-db-auth-token, eks get-token, cognito-idp initiate-auth,
// aws-vault, saml2aws); HashiCorp tools (vault login, token create, token
// lookup, kv get as table, JSON and field, database, AWS and PKI secrets
// engines, AppRole secret ids, operator init, nomad and consul ACL
// bootstrap, terraform login and credentials.tfrc.json); Kubernetes and
// OpenShift (kubectl create token, secrets described and dumped, oc whoami
// -t, the OpenShift token display page, kubeadm join commands, k3s node
// tokens, LKE kubeconfigs, Rancher and Argo CD tokens and the initial
// admin password); forges (gh auth token, gh auth status -t in old and
// new formats, hosts.yml, glab auth status --show-token and its config,
// git credential fill, actions/checkout's extraheader, tea); PaaS and
// cloud CLIs (heroku auth:token and authorizations:create, the .netrc,
// fly tokens create and fly auth token, doctl auth init and its config,
// cf oauth-token and ~/.cf/config.json, ibmcloud iam oauth-tokens and
// api-key-create, linode-cli, hcloud context, scw, netlify and vercel
// logins and their config files, wrangler, supabase, railway, render,
// databricks); package and developer tools (npm token create tables and
// .npmrc, docker login warnings and config.json auths, helm and podman
// registry logins, pulumi login and credentials.json, snyk auth, stripe
// login and its config.toml, firebase login:ci and its configstore,
// cargo, gem, twine, sentry-cli); secret managers and networks (op
// signin session exports, bw unlock, doppler, infisical, tailscale auth
// keys, headscale pre-auth keys, ngrok config add-authtoken, cloudflared
// tunnel credentials and tokens, openstack token issue, NATS creds,
// Boundary, Confluent and Atlas API keys, GitHub and GitLab runner
// registration); and device code flows that print user codes (benign)
// before their tokens. Benign look-alikes: subscription, tenant and
// project ids, expiry timestamps, token ids and accessors, device flow
// user codes, key ids, fingerprints, role ARNs, masked tokens and
// certificates. The case names start with "clitoken/".
func (g *G) clitokenCases() {
	g.ctAzure()
	g.ctGcloud()
	g.ctAWS()
	g.ctHashi()
	g.ctKube()
	g.ctForges()
	g.ctPaaS()
	g.ctDevTools()
	g.ctNetSecrets()
	g.ctDevice()
	g.ctBenign()
}

// ---- helpers used only here ----

// ctAdd is add with the "clitoken/" prefix and "ˋ" standing for a backtick.
func (g *G) ctAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("clitoken/"+name, bt(tmpl), v, benign...)
}

// ctISO is an RFC 3339 UTC time in 2024 or 2025.
func (g *G) ctISO() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02dZ", 4+g.r.IntN(2), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// ctAWSTime is an ISO time as the AWS CLI prints it.
func (g *G) ctAWSTime() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02d+00:00", 4+g.r.IntN(2), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// ctUnix is a Unix time in seconds.
func (g *G) ctUnix() string { return fmt.Sprint(1716000000 + g.r.IntN(30000000)) }

// ctAcct is an AWS account id.
func (g *G) ctAcct() string { return g.digits(12) }

// ctAAD is a Microsoft Entra access token for aud in tenant tid.
func (g *G) ctAAD(aud, tid string) string {
	iat := 1716000000 + g.r.IntN(30000000)
	kid := g.b64u(27)
	h := b64raw(`{"typ":"JWT","alg":"RS256","x5t":"` + kid + `","kid":"` + kid + `"}`)
	p := b64raw(fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"acr":"1","aio":"%s","amr":["pwd","mfa"],"appid":"04b07795-8ddb-461a-bbee-02f9e1bf7b46","appidacr":"0","idtyp":"user","name":"Dev User","oid":"%s","scp":"user_impersonation","tid":"%s","unique_name":"dev%d@contoso.com","uti":"%s","ver":"1.0"}`,
		aud, tid, iat, iat, iat+4799, g.b64u(60), g.uuid(), tid, g.r.IntN(1000), g.b64u(22)))
	return h + "." + p + "." + g.b64u(342)
}

// ctGoogleID is a Google-signed OpenID Connect id token for aud.
func (g *G) ctGoogleID(aud, email string) string {
	iat := 1716000000 + g.r.IntN(30000000)
	h := b64raw(`{"alg":"RS256","kid":"` + g.hex(40) + `","typ":"JWT"}`)
	p := b64raw(fmt.Sprintf(`{"aud":"%s","azp":"%s","email":"%s","email_verified":true,"exp":%d,"iat":%d,"iss":"https://accounts.google.com","sub":"%s"}`,
		aud, g.digits(21), email, iat+3600, iat, g.digits(21)))
	return h + "." + p + "." + g.b64u(342)
}

// ctRS is an RS256 JWT with a payload issued by iss.
func (g *G) ctRS(iss, sub string) string {
	iat := 1716000000 + g.r.IntN(30000000)
	return g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"%s","iss":"%s","iat":%d,"exp":%d}`, g.hex(32), sub, iss, iat, iat+7199))
}

// ctSAKey is a service account private key body, JSON-escaped.
func (g *G) ctSAKey() string { return jsonEsc(g.pkcs8RSAPEM().body) }

// ctSSO is an IAM Identity Center access token (p is "aoa" or "aor").
func (g *G) ctSSO(p string) string { return p + "AAAAAG" + g.b64u(150) + ":" + "MGUCM" + g.b64u(120) }

// ctSSOSecret is an IAM Identity Center client secret.
func (g *G) ctSSOSecret() string {
	return b64raw(`{"kid":"key-`+g.digits(10)+`","alg":"HS384"}`) + "." + g.b64u(600) + "." + g.b64u(64)
}

// ctECR is an ECR get-login-password token.
func (g *G) ctECR() string { return "eyJwYXlsb2FkIjoi" + g.s(alB64, 1900) + "==" }

// ctOCP is an OpenShift OAuth access token.
func (g *G) ctOCP() string { return "sha256~" + g.b64u(43) }

// ctAcc is a Vault token accessor.
func (g *G) ctAcc() string { return g.an(24) }

// ctFly is a Fly.io macaroon token, without the "FlyV1 " scheme.
func (g *G) ctFly() string {
	return "fm2_lJPECAAAAAAAA" + g.s(alB64, 320) + ",fm2_lJPETg" + g.s(alB64, 240)
}

// ctFernet is an OpenStack Keystone fernet token.
func (g *G) ctFernet() string { return "gAAAAABm" + g.b64u(176) }

// ctCode is a device flow user code like ABCD-EFGH.
func (g *G) ctCode() string {
	return g.s("BCDFGHJKLMNPQRSTVWXZ", 4) + "-" + g.s("BCDFGHJKLMNPQRSTVWXZ", 4)
}

// ctEKS is an aws eks get-token bearer token for region.
func (g *G) ctEKS(region string) string {
	u := fmt.Sprintf("https://sts.%s.amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20240521%%2F%s%%2Fsts%%2Faws4_request&X-Amz-Date=20240521T140211Z&X-Amz-Expires=60&X-Amz-SignedHeaders=host%%3Bx-k8s-aws-id&X-Amz-Security-Token=%s&X-Amz-Signature=%s",
		region, g.awsTempID(), region, url.QueryEscape(g.awsSession()), g.hex(64))
	return "k8s-aws-v1." + b64raw(u)
}

// ctDapi is a Databricks personal access token.
func (g *G) ctDapi() string { return "dapi" + g.hex(32) }

// ---- Azure CLI ----

func (g *G) ctAzure() {
	tid, sub := g.uuid(), g.uuid()
	g.ctAdd("az-get-access-token-json", `
$ az account get-access-token
{
  "accessToken": "«a»",
  "expiresOn": "2024-05-21 15:02:11.000000",
  "expires_on": «_e»,
  "subscription": "«_s»",
  "tenant": "«_t»",
  "tokenType": "Bearer"
}
`, V{"a": g.ctAAD("https://management.core.windows.net/", tid), "_e": g.ctUnix(), "_s": sub, "_t": tid}, "2024-05-21 15:02:11.000000")

	tid = g.uuid()
	g.ctAdd("az-get-access-token-tsv-then-curl", `
PS C:\src\infra> $token = az account get-access-token --query accessToken -o tsv
PS C:\src\infra> $token
«a»
PS C:\src\infra> Invoke-RestMethod -Headers @{Authorization = "Bearer $token"} -Uri "https://management.azure.com/subscriptions/«_s»/resourcegroups?api-version=2021-04-01" | Select-Object -ExpandProperty value | Select-Object name, location

name                   location
----                   --------
rg-shared-weu          westeurope
rg-app-prod-weu        westeurope
NetworkWatcherRG       westeurope
`, V{"a": g.ctAAD("https://management.core.windows.net/", tid), "_s": g.uuid()}, "rg-app-prod-weu", "NetworkWatcherRG")

	tid = g.uuid()
	g.ctAdd("az-get-access-token-ms-graph", `
jdoe@devbox:~$ az account get-access-token --resource-type ms-graph --output json
{
  "accessToken": "«a»",
  "expiresOn": "2024-11-04 10:41:57.000000",
  "expires_on": «_e»,
  "subscription": "«_s»",
  "tenant": "«_t»",
  "tokenType": "Bearer"
}
jdoe@devbox:~$ curl -s -H "Authorization: Bearer $(az account get-access-token --resource-type ms-graph --query accessToken -o tsv)" https://graph.microsoft.com/v1.0/me | jq .userPrincipalName
"jdoe@contoso.onmicrosoft.com"
`, V{"a": g.ctAAD("https://graph.microsoft.com", tid), "_e": g.ctUnix(), "_s": g.uuid(), "_t": tid}, "jdoe@contoso.onmicrosoft.com", "--resource-type ms-graph")

	tid = g.uuid()
	g.ctAdd("az-get-access-token-storage-scope-trace", `
+ az account get-access-token --scope https://storage.azure.com/.default --query accessToken -o tsv
+ TOKEN=«a»
+ curl -sS -X PUT -H 'Authorization: Bearer «a»' -H 'x-ms-version: 2021-08-06' -H 'x-ms-blob-type: BlockBlob' --data-binary @dist/site.tar.gz https://stacmeartifacts.blob.core.windows.net/releases/site-«_v».tar.gz
+ echo 'uploaded site-«_v».tar.gz'
uploaded site-«_v».tar.gz
`, V{"a": g.ctAAD("https://storage.azure.com", tid), "_v": g.hex(7)}, "stacmeartifacts.blob.core.windows.net", "x-ms-version: 2021-08-06")

	g.ctAdd("az-ad-sp-create-for-rbac", `
$ az ad sp create-for-rbac --name gh-actions-deployer --role Contributor --scopes /subscriptions/«_s»/resourceGroups/rg-app-prod
Creating 'Contributor' role assignment under scope '/subscriptions/«_s»/resourceGroups/rg-app-prod'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "displayName": "gh-actions-deployer",
  "password": "«a»",
  "tenant": "«_t»"
}
`, V{"_s": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "gh-actions-deployer", "https://aka.ms/azadsp-cli")

	g.ctAdd("az-ad-sp-create-for-rbac-sdk-auth", `
> az ad sp create-for-rbac --name "sp-terraform-ci" --role owner --scopes /subscriptions/«_s» --sdk-auth
Option '--sdk-auth' has been deprecated and will be removed in a future release.
Creating 'owner' role assignment under scope '/subscriptions/«_s»'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "clientId": "«_c»",
  "clientSecret": "«a»",
  "subscriptionId": "«_s»",
  "tenantId": "«_t»",
  "activeDirectoryEndpointUrl": "https://login.microsoftonline.com",
  "resourceManagerEndpointUrl": "https://management.azure.com/",
  "activeDirectoryGraphResourceId": "https://graph.windows.net/",
  "sqlManagementEndpointUrl": "https://management.core.windows.net:8443/",
  "galleryEndpointUrl": "https://gallery.azure.com/",
  "managementEndpointUrl": "https://management.core.windows.net/"
}
`, V{"_s": g.uuid(), "_c": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "sp-terraform-ci", "https://management.core.windows.net:8443/")

	cert, key := g.certPEM(), g.pkcs8RSAPEM()
	g.ctAdd("az-ad-sp-create-for-rbac-create-cert", `
$ az ad sp create-for-rbac --name sp-aks-backup --create-cert --role Reader --scopes /subscriptions/«_s»
Creating 'Reader' role assignment under scope '/subscriptions/«_s»'
Please copy /home/jdoe/tmpq8v1x3ka.pem to a safe place. When you run 'az login', provide the file path in the --password argument
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "displayName": "sp-aks-backup",
  "fileWithCertAndPrivateKey": "/home/jdoe/tmpq8v1x3ka.pem",
  "password": null,
  "tenant": "«_t»"
}
$ cat /home/jdoe/tmpq8v1x3ka.pem
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
-----BEGIN CERTIFICATE-----
«_cert»
-----END CERTIFICATE-----
`, V{"_s": g.uuid(), "_app": g.uuid(), "_t": g.uuid(), "a": key.body, "_cert": cert.body}, "/home/jdoe/tmpq8v1x3ka.pem", "sp-aks-backup")

	g.ctAdd("az-ad-app-credential-reset", `
~/work/platform ❯ az ad app credential reset --id «_app» --append --display-name rotate-2024q4 --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "password": "«a»",
  "tenant": "«_t»"
}
~/work/platform ❯ az ad app credential list --id «_app» --query "[].{name:displayName, hint:hint, end:endDateTime}" -o table
Name           Hint    End
-------------  ------  ----------------------------
rotate-2024q4  «_h»     2025-10-14T09:12:40.113Z
rotate-2023q4  «_h2»     2024-10-15T08:01:02.871Z
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid(), "_h": g.an(3), "_h2": g.an(3)}, "rotate-2024q4", "2025-10-14T09:12:40.113Z")

	g.ctAdd("az-ad-sp-credential-reset-tsv", `
$ NEW_SECRET=$(az ad sp credential reset --id «_app» --query password -o tsv)
$ echo "$NEW_SECRET"
«a»
$ gh secret set AZURE_CLIENT_SECRET --repo acme/payments-api --body "$NEW_SECRET"
✓ Set Actions secret AZURE_CLIENT_SECRET for acme/payments-api
`, V{"_app": g.uuid(), "a": g.azSecret()}, "AZURE_CLIENT_SECRET", "acme/payments-api")

	acr := g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"jdoe@contoso.com","nbf":%s,"exp":%s,"iat":%s,"iss":"Azure Container Registry","aud":"acmeprod.azurecr.io","version":"1.0","rid":"%s","grant_type":"refresh_token","appid":"04b07795-8ddb-461a-bbee-02f9e1bf7b46","tenant":"%s","permissions":{"actions":["read","write","delete"]},"roles":[]}`,
		g.uuid(), g.ctUnix(), g.ctUnix(), g.ctUnix(), g.hex(32), g.uuid()))
	g.ctAdd("az-acr-login-expose-token", `
$ az acr login --name acmeprod --expose-token
You can perform manual login using the provided access token below, for example: 'docker login loginServer -u 00000000-0000-0000-0000-000000000000 -p accessToken'
{
  "accessToken": "«a»",
  "loginServer": "acmeprod.azurecr.io"
}
`, V{"a": acr}, "acmeprod.azurecr.io", "00000000-0000-0000-0000-000000000000")

	g.ctAdd("az-storage-account-keys-list-table", `
$ az storage account keys list -g rg-data-weu -n stacmedatalake -o table
KeyName    Permissions    Value                                                                                     CreationTime
---------  -------------  ----------------------------------------------------------------------------------------  ----------------------------
key1       FULL           «a»  2024-03-02T11:20:44.531992+00:00
key2       FULL           «b»  2023-11-19T08:03:12.118700+00:00
`, V{"a": g.azStorage(), "b": g.azStorage()}, "stacmedatalake", "2024-03-02T11:20:44.531992+00:00")

	g.ctAdd("az-cosmosdb-keys-list-json", `
$ az cosmosdb keys list --name cosmos-orders-prod --resource-group rg-orders --type keys
{
  "primaryMasterKey": "«a»",
  "primaryReadonlyMasterKey": "«b»",
  "secondaryMasterKey": "«c»",
  "secondaryReadonlyMasterKey": "«d»"
}
`, V{"a": g.b64(64), "b": g.b64(64), "c": g.b64(64), "d": g.b64(64)}, "cosmos-orders-prod")

	g.ctAdd("az-keyvault-secret-show", `
$ az keyvault secret show --vault-name kv-payments-prod --name sql-admin-password
{
  "attributes": {
    "created": "2024-02-12T09:41:03+00:00",
    "enabled": true,
    "expires": null,
    "notBefore": null,
    "recoverableDays": 90,
    "recoveryLevel": "Recoverable",
    "updated": "2024-02-12T09:41:03+00:00"
  },
  "contentType": "",
  "id": "https://kv-payments-prod.vault.azure.net/secrets/sql-admin-password/«_v»",
  "kid": null,
  "managed": null,
  "name": "sql-admin-password",
  "tags": {
    "owner": "platform"
  },
  "value": "«a»"
}
`, V{"_v": g.hex(32), "a": g.pwStrong()}, "kv-payments-prod", "sql-admin-password")

	pw := g.s(alAlnum, 60)
	g.ctAdd("az-webapp-publishing-credentials", `
$ az webapp deployment list-publishing-credentials -g rg-web -n acme-storefront
{
  "id": "/subscriptions/«_s»/resourceGroups/rg-web/providers/Microsoft.Web/sites/acme-storefront/publishingcredentials/$acme-storefront",
  "kind": null,
  "location": "West Europe",
  "name": "acme-storefront",
  "publishingPassword": "«a»",
  "publishingPasswordHash": null,
  "publishingPasswordHashSalt": null,
  "publishingUserName": "$acme-storefront",
  "resourceGroup": "rg-web",
  "scmUri": "https://$acme-storefront:«a»@acme-storefront.scm.azurewebsites.net",
  "type": "Microsoft.Web/sites/publishingcredentials"
}
`, V{"_s": g.uuid(), "a": pw}, "acme-storefront.scm.azurewebsites.net", "$acme-storefront")

	ck := g.rsaPEM()
	g.ctAdd("az-aks-get-credentials-admin-raw", `
$ az aks get-credentials -g rg-aks -n aks-prod-weu --admin --file -
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://aks-prod-weu-dns-«_d».hcp.westeurope.azmk8s.io:443
  name: aks-prod-weu
contexts:
- context:
    cluster: aks-prod-weu
    user: clusterAdmin_rg-aks_aks-prod-weu
  name: aks-prod-weu-admin
current-context: aks-prod-weu-admin
kind: Config
preferences: {}
users:
- name: clusterAdmin_rg-aks_aks-prod-weu
  user:
    client-certificate-data: «_cc»
    client-key-data: «a»
    token: «b»
`, V{"_ca": b64s(g.certPEM().block() + "\n"), "_d": g.hex(8), "_cc": b64s(g.certPEM().block() + "\n"), "a": b64s(ck.block() + "\n"), "b": g.hex(128)},
		"clusterAdmin_rg-aks_aks-prod-weu", "aks-prod-weu-admin")

	tid = g.uuid()
	oid := g.uuid()
	g.ctAdd("az-msal-token-cache", `
$ jq . ~/.azure/msal_token_cache.json | head -40
{
  "AccessToken": {
    "«_o».«_t»-login.microsoftonline.com-accesstoken-04b07795-8ddb-461a-bbee-02f9e1bf7b46-«_t»-https://management.core.windows.net//user_impersonation https://management.core.windows.net//.default": {
      "credential_type": "AccessToken",
      "secret": "«a»",
      "home_account_id": "«_o».«_t»",
      "environment": "login.microsoftonline.com",
      "client_id": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
      "target": "https://management.core.windows.net//user_impersonation https://management.core.windows.net//.default",
      "realm": "«_t»",
      "token_type": "Bearer",
      "cached_at": "«_c1»",
      "expires_on": "«_c2»",
      "extended_expires_on": "«_c2»"
    }
  },
  "RefreshToken": {
    "«_o».«_t»-login.microsoftonline.com-refreshtoken-1--": {
      "credential_type": "RefreshToken",
      "secret": "«b»",
      "home_account_id": "«_o».«_t»",
      "environment": "login.microsoftonline.com",
      "client_id": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
      "target": "https://management.core.windows.net//user_impersonation https://management.core.windows.net//.default",
      "last_modification_time": "«_c1»",
      "family_id": "1"
    }
  },
`, V{"_o": oid, "_t": tid, "a": g.ctAAD("https://management.core.windows.net/", tid), "_c1": g.ctUnix(), "_c2": g.ctUnix(), "b": "1.AXkA" + g.b64u(560)},
		"login.microsoftonline.com", "04b07795-8ddb-461a-bbee-02f9e1bf7b46")

	tid = g.uuid()
	g.ctAdd("azd-auth-token-json", `
❯ azd auth token --output json
{
  "token": "«a»",
  "expiresOn": "2024-08-09T17:22:05Z"
}
`, V{"a": g.ctAAD("https://management.azure.com/", tid)}, "azd auth token", "2024-08-09T17:22:05Z")

	tid = g.uuid()
	g.ctAdd("pwsh-get-azaccesstoken", `
PS /home/jdoe> Get-AzAccessToken -ResourceUrl "https://database.windows.net/"

Token     : «a»
ExpiresOn : 6/3/2024 4:18:52 PM +00:00
Type      : Bearer
TenantId  : «_t»
UserId    : jdoe@contoso.com

PS /home/jdoe> Invoke-Sqlcmd -ServerInstance sql-orders.database.windows.net -Database orders -AccessToken (Get-AzAccessToken -ResourceUrl https://database.windows.net/).Token -Query "SELECT TOP 1 name FROM sys.tables"
`, V{"a": g.ctAAD("https://database.windows.net/", tid), "_t": tid}, "sql-orders.database.windows.net", "jdoe@contoso.com")

	tid = g.uuid()
	g.ctAdd("az-rest-token-in-debug-log", `
$ az rest --method get --url "https://management.azure.com/subscriptions/«_s»/providers/Microsoft.Compute/virtualMachines?api-version=2024-03-01" --debug 2>&1 | grep -E "Request headers|Authorization|x-ms-client-request-id|Response status"
cli.azure.cli.core.util: Request headers:
cli.azure.cli.core.util:     'User-Agent': 'python/3.11.8 (Linux-6.5.0-1018-azure-x86_64-with-glibc2.35) AZURECLI/2.61.0 (DEB)'
cli.azure.cli.core.util:     'Authorization': 'Bearer «a»'
cli.azure.cli.core.util:     'x-ms-client-request-id': '«_r»'
cli.azure.cli.core.util: Response status: 200
`, V{"_s": g.uuid(), "a": g.ctAAD("https://management.core.windows.net/", tid), "_r": g.uuid()}, "AZURECLI/2.61.0 (DEB)", "x-ms-client-request-id")
}

// ---- Google Cloud CLI ----

func (g *G) ctGcloud() {
	g.ctAdd("gcloud-print-access-token", `
jdoe@cloudshell:~ (acme-prod-4411)$ gcloud auth print-access-token
«a»
jdoe@cloudshell:~ (acme-prod-4411)$
`, V{"a": g.ya29()}, "jdoe@cloudshell:~ (acme-prod-4411)$")

	g.ctAdd("gcloud-print-access-token-set-x-curl", `
+ gcloud auth print-access-token
+ TOKEN=«a»
+ curl -fsS -H 'Authorization: Bearer «a»' -H 'Content-Type: application/json' https://run.googleapis.com/v2/projects/acme-staging/locations/europe-west1/services/checkout
{
  "name": "projects/acme-staging/locations/europe-west1/services/checkout",
  "uid": "«_u»",
  "generation": "42",
`, V{"a": g.ya29(), "_u": g.uuid()}, "projects/acme-staging/locations/europe-west1/services/checkout")

	aud := "https://checkout-" + g.s(alLowNum, 10) + "-ew.a.run.app"
	g.ctAdd("gcloud-print-identity-token-audiences", `
$ gcloud auth print-identity-token --audiences=«_aud» --impersonate-service-account=invoker@acme-staging.iam.gserviceaccount.com
WARNING: This command is using service account impersonation. All API calls will be executed as [invoker@acme-staging.iam.gserviceaccount.com].
«a»
`, V{"_aud": aud, "a": g.ctGoogleID(aud, "invoker@acme-staging.iam.gserviceaccount.com")}, "invoker@acme-staging.iam.gserviceaccount.com")

	g.ctAdd("gcloud-print-identity-token-curl-cloud-run", `
$ curl -H "Authorization: Bearer $(gcloud auth print-identity-token)" https://reports-«_h»-uc.a.run.app/healthz -v 2>&1 | grep -i -E '^> (GET|Host|Authorization)|^< HTTP'
> GET /healthz HTTP/2
> Host: reports-«_h»-uc.a.run.app
> Authorization: Bearer «a»
< HTTP/2 200
`, V{"_h": g.s(alLowNum, 10), "a": g.ctGoogleID("32555940559.apps.googleusercontent.com", "jdoe@acme.io")}, "/healthz HTTP/2")

	g.ctAdd("gcloud-impersonate-access-token", `
C:\Users\jdoe> gcloud auth print-access-token --impersonate-service-account=tf-apply@acme-shared-infra.iam.gserviceaccount.com
WARNING: This command is using service account impersonation. All API calls will be executed as [tf-apply@acme-shared-infra.iam.gserviceaccount.com].
«a»

C:\Users\jdoe>
`, V{"a": g.ya29()}, "tf-apply@acme-shared-infra.iam.gserviceaccount.com")

	kid, cid := g.hex(40), g.digits(21)
	g.ctAdd("gcloud-sa-keys-create-and-cat", `
$ gcloud iam service-accounts keys create ./key.json --iam-account=gha-deployer@acme-web-prod.iam.gserviceaccount.com
created key [«_k»] of type [json] as [./key.json] for [gha-deployer@acme-web-prod.iam.gserviceaccount.com]
$ cat key.json
{
  "type": "service_account",
  "project_id": "acme-web-prod",
  "private_key_id": "«_k»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n",
  "client_email": "gha-deployer@acme-web-prod.iam.gserviceaccount.com",
  "client_id": "«_c»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/gha-deployer%40acme-web-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"_k": kid, "a": g.ctSAKey(), "_c": cid}, "gha-deployer@acme-web-prod.iam.gserviceaccount.com")

	kid = g.hex(40)
	sa := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "ml-batch-7731",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "batch-runner@ml-batch-7731.iam.gserviceaccount.com",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/batch-runner%%40ml-batch-7731.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, kid, g.ctSAKey(), g.digits(21))
	g.ctAdd("gcloud-sa-key-base64-for-ci", `
$ gcloud iam service-accounts keys create /tmp/sa.json --iam-account batch-runner@ml-batch-7731.iam.gserviceaccount.com --key-file-type=json
created key [«_k»] of type [json] as [/tmp/sa.json] for [batch-runner@ml-batch-7731.iam.gserviceaccount.com]
$ base64 -w0 /tmp/sa.json; echo
«a»
$ # paste into GitLab > Settings > CI/CD > Variables as GCP_SA_KEY_B64
`, V{"_k": kid, "a": b64s(sa)}, "GCP_SA_KEY_B64", "batch-runner@ml-batch-7731.iam.gserviceaccount.com")

	g.ctAdd("gcloud-adc-login-and-file", `
$ gcloud auth application-default login --no-launch-browser
...
Credentials saved to file: [/home/jdoe/.config/gcloud/application_default_credentials.json]

These credentials will be used by any library that requests Application Default Credentials (ADC).

Quota project "acme-dev-2291" was added to ADC which can be used by Google client libraries for billing and quota. Note that some services may still bill the project owning the resource.
$ cat ~/.config/gcloud/application_default_credentials.json
{
  "account": "",
  "client_id": "«_c».apps.googleusercontent.com",
  "client_secret": "«=s»",
  "quota_project_id": "acme-dev-2291",
  "refresh_token": "«a»",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}
`, V{"_c": g.digits(12) + "-" + g.s(alLowNum, 32), "=s": g.b64u(24), "a": g.gRefresh()}, "acme-dev-2291", "/home/jdoe/.config/gcloud/application_default_credentials.json")

	g.ctAdd("gcloud-config-helper-json", `
$ gcloud config config-helper --format=json
{
  "configuration": {
    "active_configuration": "staging",
    "properties": {
      "compute": {
        "region": "europe-west4",
        "zone": "europe-west4-a"
      },
      "core": {
        "account": "jdoe@acme.io",
        "disable_usage_reporting": "True",
        "project": "acme-staging"
      }
    }
  },
  "credential": {
    "access_token": "«a»",
    "id_token": "«b»",
    "token_expiry": "«_e»"
  },
  "sentinels": {
    "config_sentinel": "/home/jdoe/.config/gcloud/config_sentinel"
  }
}
`, V{"a": g.ya29(), "b": g.ctGoogleID("32555940559.apps.googleusercontent.com", "jdoe@acme.io"), "_e": g.ctISO()}, "europe-west4-a", "/home/jdoe/.config/gcloud/config_sentinel")

	g.ctAdd("gcloud-auth-login-remote-bootstrap", `
$ gcloud auth login --no-browser
You are authorizing gcloud CLI without access to a web browser. Please run the following command on a machine with a web browser and copy its output back here. Make sure the installed gcloud version is 372.0.0 or newer.

gcloud auth login --remote-bootstrap="https://accounts.google.com/o/oauth2/auth?response_type=code&client_id=32555940559.apps.googleusercontent.com&scope=openid+https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fuserinfo.email+https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcloud-platform&state=«_st»&access_type=offline&code_challenge=«_cc»&code_challenge_method=S256&token_usage=remote"


Enter the output of the above command: https://localhost:8085/?state=«_st»&code=«a»&scope=email%20openid%20https://www.googleapis.com/auth/userinfo.email%20https://www.googleapis.com/auth/cloud-platform&authuser=0&prompt=consent

You are now logged in as [jdoe@acme.io].
Your current project is [acme-dev-2291].  You can change this setting by running:
  $ gcloud config set project PROJECT_ID
`, V{"_st": g.an(30), "_cc": g.b64u(43), "a": "4/0A" + g.b64u(71)}, "You are now logged in as [jdoe@acme.io].")

	g.ctAdd("gcloud-adc-print-access-token-python", `
>>> import subprocess
>>> subprocess.run(["gcloud", "auth", "application-default", "print-access-token"], capture_output=True, text=True).stdout
'«a»\n'
>>> creds.token
'«a»'
`, V{"a": g.ya29()}, "application-default")

	g.ctAdd("gcloud-services-api-keys-create", `
$ gcloud services api-keys create --display-name="maps-web-prod" --api-target=service=maps-backend.googleapis.com --allowed-referrers="https://www.acme-travel.com/*"
Operation [operations/akmf.p7-«_p»-«_op»] complete. Result: {
    "@type":"type.googleapis.com/google.api.apikeys.v2.Key",
    "createTime":"2024-06-11T08:14:22.481551Z",
    "displayName":"maps-web-prod",
    "etag":"W/\"«_et»==\"",
    "keyString":"«a»",
    "name":"projects/«_p»/locations/global/keys/«_k»",
    "restrictions":{
        "apiTargets":[
            {
                "service":"maps-backend.googleapis.com"
            }
        ],
        "browserKeyRestrictions":{
            "allowedReferrers":[
                "https://www.acme-travel.com/*"
            ]
        }
    },
    "uid":"«_k»",
    "updateTime":"2024-06-11T08:14:22.555710Z"
}
`, V{"_p": g.digits(12), "_op": g.uuid(), "_et": g.b64(16)[:22], "a": g.googleKey(), "_k": g.uuid()}, "maps-web-prod", "https://www.acme-travel.com/*")

	g.ctAdd("gcloud-secrets-versions-access", `
jdoe@ws-44:~/svc/billing$ gcloud secrets versions access latest --secret=billing-db-password --project=acme-billing-prod
«a»jdoe@ws-44:~/svc/billing$ gcloud secrets versions list billing-db-password --project=acme-billing-prod
NAME  STATE    CREATED              DESTROYED
3     enabled  2024-09-02T10:11:44  -
2     disabled 2024-03-14T16:40:02  -
`, V{"a": g.pwStrong()}, "billing-db-password", "acme-billing-prod")

	g.ctAdd("gcloud-sql-generate-login-token", `
$ PGPASSWORD=$(gcloud sql generate-login-token) psql "host=127.0.0.1 port=5432 user=jdoe@acme.io dbname=analytics sslmode=disable" -c 'select 1'
$ gcloud sql generate-login-token
«a»
`, V{"a": g.ya29()}, "gcloud sql generate-login-token", "dbname=analytics")

	g.ctAdd("gke-gcloud-auth-plugin-exec-credential", `
$ /usr/lib/google-cloud-sdk/bin/gke-gcloud-auth-plugin
{
    "kind": "ExecCredential",
    "apiVersion": "client.authentication.k8s.io/v1beta1",
    "spec": {
        "interactive": false
    },
    "status": {
        "expirationTimestamp": "«_e»",
        "token": "«a»"
    }
}
`, V{"_e": g.ctISO(), "a": g.ya29()}, "client.authentication.k8s.io/v1beta1")

	g.ctAdd("gcloud-credentials-db-sqlite", `
$ sqlite3 ~/.config/gcloud/credentials.db 'select * from credentials;'
jdoe@acme.io|{
  "client_id": "32555940559.apps.googleusercontent.com",
  "client_secret": "«=cs»",
  "refresh_token": "«a»",
  "revoke_uri": "https://oauth2.googleapis.com/revoke",
  "scopes": [
    "openid",
    "https://www.googleapis.com/auth/userinfo.email",
    "https://www.googleapis.com/auth/cloud-platform",
    "https://www.googleapis.com/auth/appengine.admin",
    "https://www.googleapis.com/auth/sqlservice.login",
    "https://www.googleapis.com/auth/compute",
    "https://www.googleapis.com/auth/accounts.reauth"
  ],
  "token_uri": "https://oauth2.googleapis.com/token",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}
$ sqlite3 ~/.config/gcloud/access_tokens.db 'select account_id, access_token, token_expiry from access_tokens;'
jdoe@acme.io|«b»|2024-07-30 12:44:09.031417
`, V{"=cs": g.an(24), "a": g.gRefresh(), "b": g.ya29()}, "https://oauth2.googleapis.com/revoke", "2024-07-30 12:44:09.031417")

	g.ctAdd("gsutil-boto-refresh-token", `
$ cat ~/.boto
# This file contains credentials and other configuration information needed
# by the boto library, used by gsutil. You can edit this file (e.g., to add
# credentials) but be careful not to mis-edit any of the variable names (like
# "gs_access_key_id") or remove important markers (like the "[Credentials]" and
# "[Boto]" section delimiters).

[Credentials]

# Google OAuth2 credentials (for "gs://" URIs):
# The following OAuth2 account is authorized for this host:
#   jdoe@acme.io
gs_oauth2_refresh_token = «a»

[Boto]
https_validate_certificates = True

[GSUtil]
content_language = en
default_api_version = 2
default_project_id = acme-dev-2291
`, V{"a": g.gRefresh()}, "default_project_id = acme-dev-2291", "gs_oauth2_refresh_token")

	g.ctAdd("gcloud-hmac-keys-create", `
$ gcloud storage hmac create backup-writer@acme-ops.iam.gserviceaccount.com
metadata:
  accessId: «a»
  etag: «_et»
  id: acme-ops/«a»
  kind: storage#hmacKey
  projectId: acme-ops
  serviceAccountEmail: backup-writer@acme-ops.iam.gserviceaccount.com
  state: ACTIVE
  timeCreated: '2024-04-17T13:05:51.219Z'
  updated: '2024-04-17T13:05:51.219Z'
secret: «b»
`, V{"a": "GOOG1E" + g.s(alUpNum, 55), "_et": g.b64u(12), "b": g.b64(30)}, "backup-writer@acme-ops.iam.gserviceaccount.com", "storage#hmacKey")
}

// ---- AWS CLI ----

func (g *G) ctAWS() {
	acct := g.ctAcct()
	g.ctAdd("aws-sts-assume-role-json", `
$ aws sts assume-role --role-arn arn:aws:iam::«_a»:role/OrganizationAccountAccessRole --role-session-name jdoe-debug
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "«_e»"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_r»:jdoe-debug",
        "Arn": "arn:aws:sts::«_a»:assumed-role/OrganizationAccountAccessRole/jdoe-debug"
    }
}
`, V{"_a": acct, "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime(), "_r": g.s(alAWS, 17)},
		"arn:aws:iam::"+acct+":role/OrganizationAccountAccessRole")

	acct = g.ctAcct()
	g.ctAdd("aws-sts-assume-role-ci-log", `
[2024-10-02T09:14:51.203Z] + aws sts assume-role --role-arn arn:aws:iam::«_a»:role/ci-deploy --role-session-name build-«_n» --query Credentials --output json
[2024-10-02T09:14:52.087Z] {
[2024-10-02T09:14:52.087Z]     "AccessKeyId": "«a»",
[2024-10-02T09:14:52.087Z]     "SecretAccessKey": "«b»",
[2024-10-02T09:14:52.087Z]     "SessionToken": "«c»",
[2024-10-02T09:14:52.087Z]     "Expiration": "«_e»"
[2024-10-02T09:14:52.087Z] }
[2024-10-02T09:14:52.101Z] + export AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY AWS_SESSION_TOKEN
`, V{"_a": acct, "_n": g.digits(4), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "arn:aws:iam::"+acct+":role/ci-deploy")

	g.ctAdd("aws-sts-get-session-token-mfa", `
$ aws sts get-session-token --serial-number arn:aws:iam::«_a»:mfa/jdoe-yubikey --token-code «=otp» --duration-seconds 43200 --profile mgmt
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "«_e»"
    }
}
`, V{"_a": g.ctAcct(), "=otp": g.digits(6), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "jdoe-yubikey", "--duration-seconds 43200")

	g.ctAdd("aws-sts-get-session-token-text", `
$ aws sts get-session-token --output text
CREDENTIALS	«a»	«_e»	«b»	«c»
`, V{"a": g.awsTempID(), "_e": g.ctAWSTime(), "b": g.awsSecret(), "c": g.awsSession()}, "CREDENTIALS")

	acct = g.ctAcct()
	g.ctAdd("aws-sts-get-federation-token", `
$ aws sts get-federation-token --name support-bob --policy-arns arn=arn:aws:iam::aws:policy/ReadOnlyAccess --duration-seconds 3600
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "«_e»"
    },
    "FederatedUser": {
        "FederatedUserId": "«_a»:support-bob",
        "Arn": "arn:aws:sts::«_a»:federated-user/support-bob"
    },
    "PackedPolicySize": 6
}
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime(), "_a": acct}, "arn:aws:iam::aws:policy/ReadOnlyAccess")

	g.ctAdd("aws-export-credentials-env", `
~ ❯ aws configure export-credentials --profile sandbox --format env
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_SESSION_TOKEN=«c»
export AWS_CREDENTIAL_EXPIRATION=«_e»
~ ❯ eval "$(aws configure export-credentials --profile sandbox --format env)"
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "AWS_CREDENTIAL_EXPIRATION")

	g.ctAdd("aws-export-credentials-env-no-export-static", `
$ aws configure export-credentials --profile legacy-ci --format env-no-export
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
$ aws configure export-credentials --profile legacy-ci --format env-no-export > .env.aws   # for docker compose
`, V{"a": g.awsID(), "b": g.awsSecret()}, ".env.aws", "legacy-ci")

	g.ctAdd("aws-export-credentials-process", `
$ aws configure export-credentials --profile prod-readonly --format process
{
  "Version": 1,
  "AccessKeyId": "«a»",
  "SecretAccessKey": "«b»",
  "SessionToken": "«c»",
  "Expiration": "«_e»"
}
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "prod-readonly")

	g.ctAdd("aws-export-credentials-powershell", `
PS C:\Users\jdoe> aws configure export-credentials --profile dev --format powershell
$Env:AWS_ACCESS_KEY_ID="«a»"
$Env:AWS_SECRET_ACCESS_KEY="«b»"
$Env:AWS_SESSION_TOKEN="«c»"
$Env:AWS_CREDENTIAL_EXPIRATION="«_e»"
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "$Env:AWS_CREDENTIAL_EXPIRATION")

	g.ctAdd("aws-export-credentials-windows-cmd", `
C:\work> aws configure export-credentials --profile dev --format windows-cmd
set AWS_ACCESS_KEY_ID=«a»
set AWS_SECRET_ACCESS_KEY=«b»
set AWS_SESSION_TOKEN=«c»
set AWS_CREDENTIAL_EXPIRATION=«_e»
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "--format windows-cmd")

	g.ctAdd("aws-sso-login-then-cache-file", `
$ aws sso login --profile acme-dev
Attempting to automatically open the SSO authorization page in your default browser.
If the browser does not open or you wish to use a different device to authorize this request, open the following URL:

https://oidc.eu-west-1.amazonaws.com/authorize?response_type=code&client_id=«_cl»&redirect_uri=http%3A%2F%2F127.0.0.1%3A53711%2Foauth%2Fcallback&state=«_st»&code_challenge_method=S256&scopes=sso%3Aaccount%3Aaccess&code_challenge=«_cc»
Successfully logged into Start URL: https://acme.awsapps.com/start
$ cat ~/.aws/sso/cache/«_h».json
{"startUrl": "https://acme.awsapps.com/start", "region": "eu-west-1", "accessToken": "«a»", "expiresAt": "«_e»", "clientId": "«_cl»", "clientSecret": "«b»", "registrationExpiresAt": "2025-01-08T10:02:53Z", "refreshToken": "«c»"}
`, V{"_cl": g.b64u(22), "_st": g.uuid(), "_cc": g.b64u(43), "_h": g.hex(40), "a": g.ctSSO("aoa"), "_e": g.ctISO(), "b": g.ctSSOSecret(), "c": g.ctSSO("aor")},
		"https://acme.awsapps.com/start")

	g.ctAdd("aws-sso-cache-client-registration", `
$ ls ~/.aws/sso/cache/
0a1f7c4d2b58e96e35a3c04c0f2a8f1c7e2d6b11.json  botocore-client-id-eu-west-1.json
$ jq . ~/.aws/sso/cache/botocore-client-id-eu-west-1.json
{
  "clientId": "«_cl»",
  "clientSecret": "«a»",
  "expiresAt": "«_e»",
  "scopes": [
    "sso:account:access"
  ]
}
`, V{"_cl": g.b64u(22), "a": g.ctSSOSecret(), "_e": g.ctISO()}, "botocore-client-id-eu-west-1.json")

	acct = g.ctAcct()
	g.ctAdd("aws-sso-get-role-credentials", `
$ aws sso get-role-credentials --account-id «_a» --role-name AdministratorAccess --access-token "$(jq -r .accessToken ~/.aws/sso/cache/«_h».json)" --region eu-west-1
{
    "roleCredentials": {
        "accessKeyId": "«a»",
        "secretAccessKey": "«b»",
        "sessionToken": "«c»",
        "expiration": «_e»000
    }
}
`, V{"_a": acct, "_h": g.hex(40), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctUnix()}, "AdministratorAccess")

	g.ctAdd("aws-cli-cache-assume-role", `
$ cat ~/.aws/cli/cache/«_h».json | python3 -m json.tool
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "«_e»"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_r»:botocore-session-«_u»",
        "Arn": "arn:aws:sts::«_ac»:assumed-role/platform-admin/botocore-session-«_u»"
    },
    "ResponseMetadata": {
        "RequestId": "«_rid»",
        "HTTPStatusCode": 200,
        "RetryAttempts": 0
    }
}
`, V{"_h": g.hex(40), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime(), "_r": g.s(alAWS, 17), "_u": g.ctUnix(), "_ac": g.ctAcct(), "_rid": g.uuid()}, "platform-admin")

	g.ctAdd("aws-ecr-get-login-password-bare", `
$ aws ecr get-login-password --region eu-central-1
«a»
$ # ^ that's the docker password, user is AWS
`, V{"a": g.ctECR()}, "user is AWS")

	acct = g.ctAcct()
	g.ctAdd("aws-ecr-get-login-v1", `
$ aws --version
aws-cli/1.18.69 Python/3.8.10 Linux/5.15.0-105-generic botocore/1.16.19
$ aws ecr get-login --no-include-email --region us-east-1
docker login -u AWS -p «a» https://«_a».dkr.ecr.us-east-1.amazonaws.com
`, V{"a": g.ctECR(), "_a": acct}, "aws-cli/1.18.69", ".dkr.ecr.us-east-1.amazonaws.com")

	acct = g.ctAcct()
	g.ctAdd("aws-ecr-get-authorization-token-json", `
$ aws ecr get-authorization-token
{
    "authorizationData": [
        {
            "authorizationToken": "«a»",
            "expiresAt": "2024-05-22T02:02:11.912000+00:00",
            "proxyEndpoint": "https://«_a».dkr.ecr.eu-west-1.amazonaws.com"
        }
    ]
}
`, V{"a": b64s("AWS:" + g.ctECR()), "_a": acct}, "2024-05-22T02:02:11.912000+00:00")

	g.ctAdd("aws-iam-create-access-key", `
$ aws iam create-access-key --user-name svc-legacy-uploader
{
    "AccessKey": {
        "UserName": "svc-legacy-uploader",
        "AccessKeyId": "«a»",
        "Status": "Active",
        "SecretAccessKey": "«b»",
        "CreateDate": "«_e»"
    }
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_e": g.ctAWSTime()}, "svc-legacy-uploader")

	g.ctAdd("aws-vault-exec-env", `
$ aws-vault exec acme-prod -- env | grep ^AWS
Enter MFA code for arn:aws:iam::«_a»:mfa/jdoe: «=otp»
AWS_VAULT=acme-prod
AWS_REGION=eu-west-1
AWS_DEFAULT_REGION=eu-west-1
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
AWS_SESSION_TOKEN=«c»
AWS_CREDENTIAL_EXPIRATION=«_e»
`, V{"_a": g.ctAcct(), "=otp": g.digits(6), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "AWS_VAULT=acme-prod")

	acct = g.ctAcct()
	g.ctAdd("saml2aws-login-credentials-file", `
$ saml2aws login --skip-prompt
Using IdP Account default to access Okta https://acme.okta.com/home/amazon_aws/«_ap»/272
Authenticating as jdoe@acme.io ...
? Select which MFA option to use OKTA PUSH
Waiting for approval, please check your Okta Verify app ...
Selected role: arn:aws:iam::«_a»:role/Okta-Developer
Requesting AWS credentials using SAML assertion.
Logged in as: arn:aws:sts::«_a»:assumed-role/Okta-Developer/jdoe@acme.io

Your new access key pair has been stored in the AWS configuration.
Note that it will expire at 2024-05-21 16:02:11 +0200 CEST
To use this credential, call the AWS CLI with the --profile option (e.g. aws --profile saml ec2 describe-instances).
$ sed -n '/\[saml\]/,$p' ~/.aws/credentials
[saml]
aws_access_key_id        = «b»
aws_secret_access_key    = «c»
aws_session_token        = «d»
aws_security_token       = «d»
x_principal_arn          = arn:aws:sts::«_a»:assumed-role/Okta-Developer/jdoe@acme.io
x_security_token_expires = 2024-05-21T16:02:11+02:00
`, V{"_ap": "0oa" + g.an(17), "_a": acct, "b": g.awsTempID(), "c": g.awsSecret(), "d": g.awsSession()}, "arn:aws:iam::"+acct+":role/Okta-Developer")

	g.ctAdd("aws-codeartifact-token", `
$ export CODEARTIFACT_AUTH_TOKEN=$(aws codeartifact get-authorization-token --domain acme --domain-owner «_a» --query authorizationToken --output text)
$ echo $CODEARTIFACT_AUTH_TOKEN
«a»
$ pip config set global.index-url "https://aws:${CODEARTIFACT_AUTH_TOKEN}@acme-«_a».d.codeartifact.eu-west-1.amazonaws.com/pypi/internal/simple/"
Writing to /home/jdoe/.config/pip/pip.conf
`, V{"_a": g.ctAcct(), "a": b64raw(fmt.Sprintf(`{"ver":1,"isu":%s,"enc":"A128GCM","tag":"%s","exp":%s,"alg":"A128GCMKW","iv":"%s"}`, g.ctUnix(), g.b64u(22), g.ctUnix(), g.b64u(16))) + "." + g.b64u(22) + "." + g.b64u(16) + "." + g.b64u(900) + "." + g.b64u(22)},
		"/home/jdoe/.config/pip/pip.conf")

	sess := url.QueryEscape(g.awsSession())
	g.ctAdd("aws-rds-generate-db-auth-token", `
$ aws rds generate-db-auth-token --hostname orders.cluster-«_c».eu-west-1.rds.amazonaws.com --port 5432 --region eu-west-1 --username iam_app
orders.cluster-«_c».eu-west-1.rds.amazonaws.com:5432/?Action=connect&DBUser=iam_app&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20240521%2Feu-west-1%2Frds-db%2Faws4_request&X-Amz-Date=20240521T140211Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Security-Token=«b»&X-Amz-Signature=«c»
`, V{"_c": g.s(alLowNum, 12), "a": g.awsTempID(), "b": sess, "c": g.hex(64)}, "DBUser=iam_app")

	g.ctAdd("aws-eks-get-token", `
$ aws eks get-token --cluster-name platform-prod --region eu-west-1
{
    "kind": "ExecCredential",
    "apiVersion": "client.authentication.k8s.io/v1beta1",
    "spec": {},
    "status": {
        "expirationTimestamp": "«_e»",
        "token": "«a»"
    }
}
`, V{"_e": g.ctISO(), "a": g.ctEKS("eu-west-1")}, "platform-prod")

	g.ctAdd("aws-cognito-initiate-auth", `
$ aws cognito-idp initiate-auth --auth-flow USER_PASSWORD_AUTH --client-id «_cl» --auth-parameters USERNAME=qa-bot@acme.io,PASSWORD='«a»'
{
    "ChallengeParameters": {},
    "AuthenticationResult": {
        "AccessToken": "«b»",
        "ExpiresIn": 3600,
        "TokenType": "Bearer",
        "RefreshToken": "«c»",
        "IdToken": "«d»"
    }
}
`, V{"_cl": g.s(alLowNum, 26), "a": g.pw(), "b": g.ctRS("https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_"+g.an(9), g.uuid()), "c": b64raw(`{"cty":"JWT","enc":"A256GCM","alg":"RSA-OAEP"}`) + "." + g.b64u(342) + "." + g.b64u(16) + "." + g.b64u(620) + "." + g.b64u(22), "d": g.ctRS("https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_"+g.an(9), g.uuid())},
		"USER_PASSWORD_AUTH", "qa-bot@acme.io")

	g.ctAdd("aws-secretsmanager-get-secret-value", `
$ aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text | jq .
{
  "username": "orders_app",
  "password": "«a»",
  "engine": "postgres",
  "host": "orders.cluster-«_c».eu-west-1.rds.amazonaws.com",
  "port": 5432,
  "dbname": "orders"
}
`, V{"a": g.s(alAlnum+"!#%*+-.:=?^_~", 32), "_c": g.s(alLowNum, 12)}, "orders_app", "prod/orders/db")
}

// ---- HashiCorp: Vault, Nomad, Consul, Terraform ----

func (g *G) ctHashi() {
	g.ctAdd("vault-login-userpass-table", `
$ vault login -method=userpass username=jdoe
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
token_policies         ["default" "dev-read"]
identity_policies      []
policies               ["default" "dev-read"]
token_meta_username    jdoe
`, V{"a": g.vaultTok(), "_acc": g.ctAcc()}, "token_meta_username    jdoe", `["default" "dev-read"]`)

	g.ctAdd("vault-login-oidc", `
$ vault login -method=oidc role=engineering
Complete the login via your OIDC provider. Launching browser to:

    https://acme.okta.com/oauth2/v1/authorize?client_id=«_cid»&code_challenge=«_cc»&code_challenge_method=S256&nonce=«_n»&redirect_uri=http%3A%2F%2Flocalhost%3A8250%2Foidc%2Fcallback&response_type=code&scope=openid&state=«_st»

Waiting for OIDC authentication to complete...
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.

Key                  Value
---                  -----
token                «a»
token_accessor       «_acc»
token_duration       12h
token_renewable      true
token_policies       ["default" "engineering"]
identity_policies    ["eng-kv-read"]
policies             ["default" "eng-kv-read" "engineering"]
token_meta_role      engineering
`, V{"_cid": "0oa" + g.an(17), "_cc": g.b64u(43), "_n": "n_" + g.an(20), "_st": "st_" + g.an(20), "a": g.vaultTok(), "_acc": g.ctAcc()}, "Waiting for OIDC authentication to complete...")

	g.ctAdd("vault-login-approle-json", `
$ vault write -format=json auth/approle/login role_id="$ROLE_ID" secret_id="$SECRET_ID"
{
  "request_id": "«_r»",
  "lease_id": "",
  "lease_duration": 0,
  "renewable": false,
  "data": null,
  "warnings": null,
  "auth": {
    "client_token": "«a»",
    "accessor": "«_acc»",
    "policies": [
      "ci-deploy",
      "default"
    ],
    "token_policies": [
      "ci-deploy",
      "default"
    ],
    "metadata": {
      "role_name": "ci-deploy"
    },
    "lease_duration": 1200,
    "renewable": true,
    "entity_id": "«_ent»",
    "token_type": "service",
    "orphan": true,
    "mfa_requirement": null,
    "num_uses": 0
  }
}
`, V{"_r": g.uuid(), "a": g.vaultTok(), "_acc": g.ctAcc(), "_ent": g.uuid()}, `"role_name": "ci-deploy"`)

	g.ctAdd("vault-token-create-table", `
$ vault token create -policy=grafana-ro -ttl=720h -display-name=grafana
WARNING! The following warnings were returned from Vault:

  * TTL of "720h" exceeded the effective max_ttl of "168h"; TTL value is
  capped accordingly

Key                  Value
---                  -----
token                «a»
token_accessor       «_acc»
token_duration       168h
token_renewable      true
token_policies       ["default" "grafana-ro"]
identity_policies    []
policies             ["default" "grafana-ro"]
`, V{"a": g.vaultTok(), "_acc": g.ctAcc()}, `the effective max_ttl of "168h"`)

	g.ctAdd("vault-token-create-batch-json", `
$ vault token create -type=batch -policy=ci -ttl=20m -format=json | jq .auth
{
  "client_token": "«a»",
  "accessor": "",
  "policies": [
    "ci",
    "default"
  ],
  "token_policies": [
    "ci",
    "default"
  ],
  "metadata": null,
  "lease_duration": 1200,
  "renewable": false,
  "entity_id": "",
  "token_type": "batch",
  "orphan": false,
  "mfa_requirement": null,
  "num_uses": 0
}
`, V{"a": "hvb.AAAAAQ" + g.b64u(220)}, `"token_type": "batch"`)

	g.ctAdd("vault-token-create-field-legacy", `
bash-4.4$ export VAULT_ADDR=https://vault.internal.acme.io:8200
bash-4.4$ vault version
Vault v1.8.12 (c3be8a21dbe6ce5d3d1db8b3fd34d83cbb7e5e21)
bash-4.4$ vault token create -field=token -policy=jenkins -period=24h
«a»
bash-4.4$ vault token lookup -accessor «_acc» | grep -E 'display_name|policies|ttl'
display_name        token
policies            [default jenkins]
ttl                 23h59m41s
`, V{"a": "s." + g.an(24), "_acc": g.ctAcc()}, "https://vault.internal.acme.io:8200", "Vault v1.8.12")

	g.ctAdd("vault-token-lookup-self", `
$ vault token lookup
Key                 Value
---                 -----
accessor            «_acc»
creation_time       «_ct»
creation_ttl        768h
display_name        github-jdoe
entity_id           «_ent»
expire_time         2024-06-22T10:14:03.54491+02:00
explicit_max_ttl    0s
id                  «a»
issue_time          2024-05-21T10:14:03.544916+02:00
meta                map[org:acme username:jdoe]
num_uses            0
orphan              true
path                auth/github/login
policies            [default eng-admin]
renewable           true
ttl                 767h58m12s
type                service
`, V{"_acc": g.ctAcc(), "_ct": g.ctUnix(), "_ent": g.uuid(), "a": g.vaultTok()}, "auth/github/login", "map[org:acme username:jdoe]")

	g.ctAdd("vault-kv-get-table", `
$ vault kv get -mount=secret payments/stripe
====== Secret Path ======
secret/data/payments/stripe

======= Metadata =======
Key                Value
---                -----
created_time       2024-04-08T13:22:41.671334Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            7

========= Data =========
Key                 Value
---                 -----
publishable_key     «_pk»
secret_key          «a»
webhook_secret      «b»
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()}, "secret/data/payments/stripe")

	g.ctAdd("vault-kv-get-json", `
$ vault kv get -format=json kv/apps/search/elastic
{
  "request_id": "«_r»",
  "lease_id": "",
  "lease_duration": 0,
  "renewable": false,
  "data": {
    "data": {
      "ELASTIC_PASSWORD": "«a»",
      "ELASTIC_USERNAME": "search_writer",
      "ES_API_KEY": "«b»",
      "ES_URL": "https://search-prod.es.eu-west-1.aws.found.io:9243"
    },
    "metadata": {
      "created_time": "2024-02-29T08:01:55.12804Z",
      "custom_metadata": null,
      "deletion_time": "",
      "destroyed": false,
      "version": 2
    }
  },
  "warnings": null
}
`, V{"_r": g.uuid(), "a": g.pwStrong(), "b": g.esAPIKey()}, "search_writer", "https://search-prod.es.eu-west-1.aws.found.io:9243")

	g.ctAdd("vault-kv-get-field", `
$ PGPASSWORD=$(vault kv get -field=password secret/db/reporting) psql -h reporting.db.internal -U reporter -d reporting
psql: error: connection to server at "reporting.db.internal" (10.20.4.17), port 5432 failed: FATAL:  password authentication failed for user "reporter"
$ vault kv get -field=password secret/db/reporting
«a»
$ vault kv metadata get secret/db/reporting | grep current_version
current_version         4
`, V{"a": g.pw()}, "reporting.db.internal", `password authentication failed for user "reporter"`)

	g.ctAdd("vault-read-database-creds", `
$ vault read database/creds/readonly
Key                Value
---                -----
lease_id           database/creds/readonly/«_l»
lease_duration     1h
lease_renewable    true
password           «a»
username           v-oidc-jdo-readonly-«_u»-«_t»
`, V{"_l": g.an(24), "a": "A1a-" + g.an(16), "_u": g.an(20), "_t": g.ctUnix()}, "database/creds/readonly/")

	g.ctAdd("vault-read-aws-creds", `
$ vault read aws/creds/s3-backup
Key                Value
---                -----
lease_id           aws/creds/s3-backup/«_l»
lease_duration     768h
lease_renewable    true
access_key         «a»
secret_key         «b»
security_token     <nil>
`, V{"_l": g.an(24), "a": g.awsID(), "b": g.awsSecret()}, "aws/creds/s3-backup/")

	g.ctAdd("vault-approle-secret-id", `
$ vault read auth/approle/role/ci-deploy/role-id
Key        Value
---        -----
role_id    «_rid»
$ vault write -f auth/approle/role/ci-deploy/secret-id
Key                   Value
---                   -----
secret_id             «a»
secret_id_accessor    «_sa»
secret_id_num_uses    0
secret_id_ttl         24h
`, V{"_rid": g.uuid(), "a": g.uuid(), "_sa": g.uuid()}, "auth/approle/role/ci-deploy/secret-id")

	keys := make([]string, 5)
	for i := range keys {
		keys[i] = g.b64(33)
	}
	g.ctAdd("vault-operator-init", `
/ # vault operator init
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

Vault does not store the generated root key. Without at least 3 keys to
reconstruct the root key, Vault will remain permanently sealed!

It is possible to generate new unseal keys, provided you have a quorum of
existing unseal keys shares. See "vault operator rekey" for more information.
`, V{"a": keys[0], "b": keys[1], "c": keys[2], "d": keys[3], "e": keys[4], "f": "hvs." + g.an(24)}, "Vault initialized with 5 key shares")

	key := g.rsaPEM()
	g.ctAdd("vault-pki-issue", `
$ vault write pki_int/issue/internal-services common_name=grpc.payments.svc.acme.internal ttl=720h
Key                 Value
---                 -----
ca_chain            [-----BEGIN CERTIFICATE-----
«_ca»
-----END CERTIFICATE-----]
certificate         -----BEGIN CERTIFICATE-----
«_crt»
-----END CERTIFICATE-----
expiration          «_exp»
issuing_ca          -----BEGIN CERTIFICATE-----
«_ca»
-----END CERTIFICATE-----
private_key         -----BEGIN RSA PRIVATE KEY-----
«a»
-----END RSA PRIVATE KEY-----
private_key_type    rsa
serial_number       «_sn»
`, V{"_ca": g.certPEM().body, "_crt": g.certPEM().body, "_exp": g.ctUnix(), "a": key.body, "_sn": ctColons(g.hex(20))}, "grpc.payments.svc.acme.internal")

	g.ctAdd("vault-token-file-and-env", `
$ ls -la ~/.vault-token
-rw------- 1 jdoe jdoe 95 May 21 10:14 /home/jdoe/.vault-token
$ cat ~/.vault-token; echo
«a»
$ env | grep VAULT
VAULT_ADDR=https://vault.acme.io
VAULT_NAMESPACE=admin/platform
`, V{"a": g.vaultTok()}, "VAULT_NAMESPACE=admin/platform", "/home/jdoe/.vault-token")

	g.ctAdd("vault-print-token-agent", `
root@runner-7:/# vault print token
«a»
root@runner-7:/# cat /etc/vault-agent/agent.hcl | grep -A3 sink
  sink "file" {
    config = {
      path = "/run/vault/token"
    }
root@runner-7:/# cat /run/vault/token
«a»
`, V{"a": g.vaultTok()}, "/etc/vault-agent/agent.hcl", "/run/vault/token")

	g.ctAdd("nomad-acl-bootstrap", `
$ nomad acl bootstrap
Accessor ID  = «_acc»
Secret ID    = «a»
Name         = Bootstrap Token
Type         = management
Global       = true
Create Time  = 2024-05-21 14:02:11.428136411 +0000 UTC
Expiry Time  = <none>
Create Index = 17
Modify Index = 17
Policies     = n/a
Roles        = n/a
`, V{"_acc": g.uuid(), "a": g.uuid()}, "Bootstrap Token")

	g.ctAdd("consul-acl-bootstrap", `
$ consul acl bootstrap
AccessorID:       «_acc»
SecretID:         «a»
Description:      Bootstrap Token (Global Management)
Local:            false
Create Time:      2024-05-21 14:02:11.120731 +0000 UTC
Policies:
   00000000-0000-0000-0000-000000000001 - global-management
`, V{"_acc": g.uuid(), "a": g.uuid()}, "Bootstrap Token (Global Management)", "00000000-0000-0000-0000-000000000001")

	g.ctAdd("consul-acl-token-create", `
$ consul acl token create -description "prometheus scrape" -policy-name prometheus-ro
AccessorID:       «_acc»
SecretID:         «a»
Partition:        default
Namespace:        default
Description:      prometheus scrape
Local:            false
Create Time:      2024-09-30 07:44:19.990417 +0000 UTC
Policies:
   «_p» - prometheus-ro
`, V{"_acc": g.uuid(), "a": g.uuid(), "_p": g.uuid()}, "prometheus scrape")

	g.ctAdd("terraform-login-and-credentials", `
$ terraform login

Terraform will request an API token for app.terraform.io using your browser.

If login is successful, Terraform will store the token in plain text in
the following file for use by subsequent commands:
    /home/jdoe/.terraform.d/credentials.tfrc.json

Do you want to proceed?
  Only 'yes' will be accepted to confirm.

  Enter a value: yes

---------------------------------------------------------------------------------

Terraform must now open a web browser to the tokens page for app.terraform.io.

If a browser does not open this automatically, open the following URL to proceed:
    https://app.terraform.io/app/settings/tokens?source=terraform-login


---------------------------------------------------------------------------------

Generate a token using your browser, and copy-paste it into this prompt.

Terraform will store the token in plain text in the following file
for use by subsequent commands:
    /home/jdoe/.terraform.d/credentials.tfrc.json

Token for app.terraform.io:
  Enter a value: 

Retrieved token for user jdoe-acme

$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "«a»"
    }
  }
}
`, V{"a": g.tfcToken()}, "Retrieved token for user jdoe-acme", "/home/jdoe/.terraform.d/credentials.tfrc.json")

	g.ctAdd("terraform-credentials-private-registry", `
PS C:\Users\jdoe> type $env:APPDATA\terraform.d\credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "«a»"
    },
    "tfe.corp.acme.io": {
      "token": "«b»"
    }
  }
}
`, V{"a": g.tfcToken(), "b": g.tfcToken()}, "tfe.corp.acme.io")
}

// ctColons writes hex as colon-separated byte pairs.
func ctColons(h string) string {
	var b strings.Builder
	for i := 0; i < len(h); i += 2 {
		if i > 0 {
			b.WriteByte(':')
		}
		b.WriteString(h[i : i+2])
	}
	return b.String()
}

// ctSAJWT is a bound Kubernetes service account token for ns/name.
func (g *G) ctSAJWT(iss, ns, name string, ttl int) string {
	iat := 1716000000 + g.r.IntN(30000000)
	h := b64raw(`{"alg":"RS256","kid":"` + g.b64u(43) + `"}`)
	p := b64raw(fmt.Sprintf(`{"aud":["%s"],"exp":%d,"iat":%d,"iss":"%s","jti":"%s","kubernetes.io":{"namespace":"%s","serviceaccount":{"name":"%s","uid":"%s"}},"nbf":%d,"sub":"system:serviceaccount:%s:%s"}`,
		iss, iat+ttl, iat, iss, g.uuid(), ns, name, g.uuid(), iat, ns, name))
	return h + "." + p + "." + g.b64u(342)
}

// ---- Kubernetes, OpenShift, Rancher, Argo CD ----

func (g *G) ctKube() {
	g.ctAdd("kubectl-create-token", `
$ kubectl -n monitoring create token grafana-reader --duration=24h
«a»
`, V{"a": g.ctSAJWT("https://kubernetes.default.svc.cluster.local", "monitoring", "grafana-reader", 86400)}, "grafana-reader")

	g.ctAdd("kubectl-create-token-into-kubeconfig", `
$ TOKEN=$(kubectl -n ci create token gitlab-deployer --duration=8760h)
$ kubectl config set-credentials gitlab-deployer --token="$TOKEN"
User "gitlab-deployer" set.
$ kubectl config view --minify --raw -o jsonpath='{.users[0].user.token}'
«a»
`, V{"a": g.ctSAJWT("https://oidc.eks.eu-west-1.amazonaws.com/id/"+strings.ToUpper(g.hex(32)), "ci", "gitlab-deployer", 31536000)}, `User "gitlab-deployer" set.`)

	legacy := g.jwt("RS256", fmt.Sprintf(`{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"kube-system","kubernetes.io/serviceaccount/secret.name":"dashboard-admin-token-%s","kubernetes.io/serviceaccount/service-account.name":"dashboard-admin","kubernetes.io/serviceaccount/service-account.uid":"%s","sub":"system:serviceaccount:kube-system:dashboard-admin"}`, g.s(alLowNum, 5), g.uuid()))
	g.ctAdd("kubectl-describe-secret-sa-token", `
$ kubectl -n kube-system describe secret dashboard-admin-token
Name:         dashboard-admin-token
Namespace:    kube-system
Labels:       <none>
Annotations:  kubernetes.io/service-account.name: dashboard-admin
              kubernetes.io/service-account.uid: «_uid»

Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     1099 bytes
namespace:  11 bytes
token:      «a»
`, V{"_uid": g.uuid(), "a": legacy}, "kubernetes.io/service-account-token", "dashboard-admin")

	tok := g.ctSAJWT("https://kubernetes.default.svc", "argo", "argo-workflows-ui", 315360000)
	g.ctAdd("kubectl-get-secret-yaml-token", `
$ kubectl -n argo get secret argo-workflows-ui.service-account-token -o yaml
apiVersion: v1
data:
  ca.crt: «_ca»
  namespace: YXJnbw==
  token: «a»
kind: Secret
metadata:
  annotations:
    kubernetes.io/service-account.name: argo-workflows-ui
    kubernetes.io/service-account.uid: «_uid»
  creationTimestamp: "2024-03-18T12:50:03Z"
  name: argo-workflows-ui.service-account-token
  namespace: argo
  resourceVersion: "«_rv»"
  uid: «_u2»
type: kubernetes.io/service-account-token
`, V{"_ca": b64s(g.certPEM().block() + "\n"), "a": b64s(tok), "_uid": g.uuid(), "_rv": g.digits(8), "_u2": g.uuid()}, "argo-workflows-ui.service-account-token")

	g.ctAdd("kubectl-jsonpath-token-base64-d", `
$ kubectl get secret -n kubernetes-dashboard admin-user -o jsonpath="{.data.token}" | base64 -d; echo
«a»
`, V{"a": g.ctSAJWT("https://kubernetes.default.svc.cluster.local", "kubernetes-dashboard", "admin-user", 315360000)}, `{.data.token}`)

	g.ctAdd("oc-whoami-t", `
[jdoe@bastion ~]$ oc whoami
jdoe
[jdoe@bastion ~]$ oc whoami -t
«a»
[jdoe@bastion ~]$ oc whoami --show-server
https://api.ocp4.acme.lab:6443
`, V{"a": g.ctOCP()}, "https://api.ocp4.acme.lab:6443")

	t := g.ctOCP()
	g.ctAdd("openshift-display-token-page", `
Display Token

Your API token is
«a»

Log in with this token
oc login --token=«a» --server=https://api.c1-eu.openshift.acme.cloud:6443

Use this token directly against the API
curl -H "Authorization: Bearer «a»" "https://api.c1-eu.openshift.acme.cloud:6443/apis/user.openshift.io/v1/users/~"

Request another token

Logout
`, V{"a": t}, "https://api.c1-eu.openshift.acme.cloud:6443", "Request another token")

	g.ctAdd("oc-login-token-output", `
$ oc login --token=«a» --server=https://api.crc.testing:6443
Logged into "https://api.crc.testing:6443" as "kubeadmin" using the token provided.

You have access to 68 projects, the list has been suppressed. You can list all projects with 'oc projects'

Using project "default".
`, V{"a": g.ctOCP()}, `Logged into "https://api.crc.testing:6443" as "kubeadmin"`)

	g.ctAdd("crc-console-credentials", `
$ crc console --credentials
To login as a regular user, run 'oc login -u developer -p developer https://api.crc.testing:6443'.
To login as an admin, run 'oc login -u kubeadmin -p «a» https://api.crc.testing:6443'
`, V{"a": g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5)}, "oc login -u developer -p developer")

	g.ctAdd("kubeadm-token-create-join", `
root@cp-1:~# kubeadm token create --print-join-command
kubeadm join 10.10.0.11:6443 --token «a» --discovery-token-ca-cert-hash sha256:«_h»
root@cp-1:~# kubeadm token list
TOKEN                     TTL         EXPIRES                USAGES                   DESCRIPTION                                                EXTRA GROUPS
«a»   23h         «_e»   authentication,signing   <none>                                                     system:bootstrappers:kubeadm:default-node-token
`, V{"a": g.kubeadm(), "_h": g.hex(64), "_e": g.ctISO()}, "system:bootstrappers:kubeadm:default-node-token")

	g.ctAdd("k3s-node-token", `
root@k3s-server-1:~# cat /var/lib/rancher/k3s/server/node-token
K10«a»::server:«b»
root@k3s-server-1:~# curl -sfL https://get.k3s.io | K3S_URL=https://10.0.3.5:6443 K3S_TOKEN=K10«a»::server:«b» sh -   # ran on agent
`, V{"a": g.hex(64), "b": g.hex(32)}, "/var/lib/rancher/k3s/server/node-token")

	g.ctAdd("lke-kubeconfig-token", `
$ linode-cli lke kubeconfig-view «_id» --text --no-headers | base64 -d
apiVersion: v1
kind: Config
preferences: {}

clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://«_h».eu-central-1.linodelke.net:443
  name: lke«_id»

users:
- name: lke«_id»-admin
  user:
    as-user-extra: {}
    token: «a»

contexts:
- context:
    cluster: lke«_id»
    namespace: default
    user: lke«_id»-admin
  name: lke«_id»-ctx

current-context: lke«_id»-ctx
`, V{"_id": g.digits(6), "_ca": b64s(g.certPEM().block() + "\n"), "_h": g.uuid(), "a": g.an(64)}, "linodelke.net:443")

	g.ctAdd("rancher-token-create", `
$ rancher token create --description "ci pipeline" --ttl 2160h
NAME            TOKEN                                                                  EXPIRES
token-«_n»     token-«_n»:«a»   2024-08-19T14:02:11Z
$ rancher login https://rancher.acme.io --token token-«_n»:«a» --context c-m-«_c»:p-«_p»
`, V{"_n": g.s(alLowNum, 5), "a": g.s(alLowNum, 54), "_c": g.s(alLowNum, 8), "_p": g.s(alLowNum, 5)}, "https://rancher.acme.io", "ci pipeline")

	g.ctAdd("argocd-initial-admin-password", `
$ argocd admin initial-password -n argocd
«a»

 This password must be only used for first time login. We strongly recommend you update the password using ˋargocd account update-passwordˋ.
$ argocd login argocd.acme.io --username admin --password «a» --grpc-web
'admin:login' logged in successfully
Context 'argocd.acme.io' updated
`, V{"a": g.s(alAlnum+"-", 16)}, "Context 'argocd.acme.io' updated", "argocd account update-password")

	iat := g.r.IntN(30000000) + 1716000000
	g.ctAdd("argocd-account-generate-token", `
$ argocd account generate-token --account ci-bot --expires-in 90d
«a»
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iss":"argocd","sub":"ci-bot:apiKey","nbf":%d,"iat":%d,"exp":%d,"jti":"%s"}`, iat, iat, iat+7776000, g.uuid()))}, "--account ci-bot")

	g.ctAdd("kubectl-config-view-raw-oidc", `
$ kubectl config view --raw -o jsonpath='{.users[?(@.name=="oidc-jdoe")]}' | jq .
{
  "name": "oidc-jdoe",
  "user": {
    "auth-provider": {
      "config": {
        "client-id": "kubernetes",
        "client-secret": "«a»",
        "id-token": "«b»",
        "idp-issuer-url": "https://dex.k8s.acme.io",
        "refresh-token": "«c»"
      },
      "name": "oidc"
    }
  }
}
`, V{"a": g.b64u(32), "b": g.ctRS("https://dex.k8s.acme.io", "Cg"+g.b64u(30)), "c": "Chl" + g.s(alLowNum, 25) + "Ehl" + g.s(alLowNum, 25)}, "https://dex.k8s.acme.io", "oidc-jdoe")
}

// ---- GitHub, GitLab, Gitea and git ----

func (g *G) ctForges() {
	g.ctAdd("gh-auth-token", `
$ gh auth token
«a»
$ gh auth token | docker login ghcr.io -u jdoe --password-stdin
Login Succeeded
`, V{"a": g.gho()}, "docker login ghcr.io -u jdoe --password-stdin")

	g.ctAdd("gh-auth-status-show-token-new", `
$ gh auth status --show-token
github.com
  ✓ Logged in to github.com account jdoe-acme (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: «a»
  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo', 'workflow'

  ✓ Logged in to github.com account jdoe (GH_CONFIG_DIR/hosts.yml)
  - Active account: false
  - Git operations protocol: ssh
  - Token: «b»
  - Token scopes: 'gist', 'read:org', 'repo'

ghe.acme.io
  ✓ Logged in to ghe.acme.io account jdoe (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: «c»
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
`, V{"a": g.gho(), "b": g.gho(), "c": g.gho()}, "ghe.acme.io", "jdoe-acme")

	g.ctAdd("gh-auth-status-t-old", `
$ gh --version
gh version 2.20.2 (2022-11-15)
https://github.com/cli/cli/releases/tag/v2.20.2
$ gh auth status -t
github.com
  ✓ Logged in to github.com as mkowalski (/home/mkowalski/.config/gh/hosts.yml)
  ✓ Git operations for github.com configured to use https protocol.
  ✓ Token: «a»
  ✓ Token scopes: gist, read:org, repo, workflow
`, V{"a": g.ghp()}, "Logged in to github.com as mkowalski", "gh version 2.20.2 (2022-11-15)")

	g.ctAdd("gh-hosts-yml", `
$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        jdoe:
            oauth_token: «a»
    git_protocol: https
    oauth_token: «a»
    user: jdoe
`, V{"a": g.gho()}, "git_protocol: https")

	g.ctAdd("gh-token-env-with-pat", `
$ GH_TOKEN=«a» gh api user --jq .login
jdoe-bot
$ GH_TOKEN=«a» gh auth status
github.com
  ✓ Logged in to github.com account jdoe-bot (GH_TOKEN)
  - Active account: true
  - Git operations protocol: https
  - Token: github_pat_***********************************************************************************
`, V{"a": g.ghFine()}, "jdoe-bot (GH_TOKEN)")

	g.ctAdd("glab-auth-status-show-token", `
$ glab auth status --show-token
gitlab.com
  ✓ Logged in to gitlab.com as jdoe (/home/jdoe/.config/glab-cli/config.yml)
  ✓ Git operations for gitlab.com configured to use ssh protocol.
  ✓ API calls for gitlab.com are made over https protocol
  ✓ REST API Endpoint: https://gitlab.com/api/v4/
  ✓ GraphQL Endpoint: https://gitlab.com/api/graphql/
  ✓ Token: «a»
gitlab.acme.internal
  ✓ Logged in to gitlab.acme.internal as j.doe (/home/jdoe/.config/glab-cli/config.yml)
  ✓ Git operations for gitlab.acme.internal configured to use https protocol.
  ✓ API calls for gitlab.acme.internal are made over https protocol
  ✓ REST API Endpoint: https://gitlab.acme.internal/api/v4/
  ✓ GraphQL Endpoint: https://gitlab.acme.internal/api/graphql/
  ✓ Token: «b»
`, V{"a": g.glpat(), "b": g.glpat()}, "https://gitlab.acme.internal/api/v4/")

	g.ctAdd("glab-config-yml", `
$ sed -n '/^hosts:/,$p' ~/.config/glab-cli/config.yml
hosts:
    gitlab.com:
        # What protocol to use to access the API endpoint. Supported values: http, https
        api_protocol: https
        # Configure host for API endpoint, defaults to the host itself
        api_host: gitlab.com
        # Your GitLab access token. To get one, read https://docs.gitlab.com/ee/user/profile/personal_access_tokens.html
        token: «a»
        git_protocol: ssh
        user: jdoe
    gitlab.acme.internal:
        token: «b»
        container_registry_domains: gitlab.acme.internal,gitlab.acme.internal:443,registry.gitlab.acme.internal
        api_host: gitlab.acme.internal
        git_protocol: https
        api_protocol: https
        user: j.doe
`, V{"a": g.glpat(), "b": g.glpat()}, "registry.gitlab.acme.internal")

	g.ctAdd("git-credential-fill", `
$ printf 'protocol=https\nhost=github.com\n\n' | git credential fill
protocol=https
host=github.com
username=jdoe
password=«a»
$ git config --global credential.helper
osxkeychain
`, V{"a": g.gho()}, "osxkeychain", "username=jdoe")

	g.ctAdd("git-credential-manager-get", `
PS C:\repos\infra> "protocol=https`+"`"+`nhost=dev.azure.com`+"`"+`npath=acme/infra/_git/infra`+"`"+`n" | git credential-manager get
protocol=https
host=dev.azure.com
path=acme/infra/_git/infra
username=jdoe@acme.com
password=«a»
`, V{"a": g.azDevops()}, "path=acme/infra/_git/infra", "username=jdoe@acme.com")

	g.ctAdd("actions-checkout-extraheader", `
Run git config --local --get-regexp http.https://github.com/.extraheader
http.https://github.com/.extraheader AUTHORIZATION: basic «a»
Run git -c http.extraheader="AUTHORIZATION: basic ***" fetch --no-tags --prune origin
`, V{"a": b64s("x-access-token:" + g.ghs())}, "http.https://github.com/.extraheader")

	g.ctAdd("tea-login-config", `
$ tea login add --name acme --url https://git.acme.dev --token «a»
Login as jdoe on https://git.acme.dev successful. Added this login as acme
$ cat ~/.config/tea/config.yml
logins:
- name: acme
  url: https://git.acme.dev
  token: «a»
  default: true
  ssh_host: git.acme.dev
  ssh_key: ""
  insecure: false
  ssh_certificate_principal: ""
  ssh_agent: false
  ssh_key_agent_pub: ""
  version_check: true
  user: jdoe
  created: «_c»
preferences:
  editor: false
  flag_defaults:
    remote: ""
`, V{"a": g.hex(40), "_c": g.ctUnix()}, "https://git.acme.dev")

	g.ctAdd("gitea-admin-generate-access-token", `
git@gitea-0:~$ gitea admin user generate-access-token --username renovate-bot --token-name renovate --scopes write:repository,read:user
Access token was successfully created: «a»
`, V{"a": g.hex(40)}, "renovate-bot", "Access token was successfully created:")
}

// ---- PaaS and cloud CLIs ----

func (g *G) ctPaaS() {
	g.ctAdd("heroku-auth-token", `
$ heroku auth:token
 ›   Warning: token will expire 08/19/2025
 ›   Use heroku authorizations:create to generate a long-term token
«a»
`, V{"a": g.heroku()}, "heroku authorizations:create")

	g.ctAdd("heroku-auth-token-legacy-uuid", `
~/apps/shopfront (main) $ heroku auth:token
«a»
~/apps/shopfront (main) $ heroku config:set -a shopfront-ci HEROKU_API_KEY=$(heroku auth:token)
Setting HEROKU_API_KEY and restarting ⬢ shopfront-ci... done, v38
`, V{"a": g.uuid()}, "shopfront-ci", "HEROKU_API_KEY")

	g.ctAdd("heroku-authorizations-create", `
$ heroku authorizations:create --description "GitHub Actions deploy" --scope write,read-protected
Creating OAuth Authorization... done
Client:      <none>
ID:          «_id»
Description: GitHub Actions deploy
Scope:       write,read-protected
Token:       «a»
Updated at:  Tue May 21 2024 14:02:11 GMT+0000 (Coordinated Universal Time) (less than a minute ago)
`, V{"_id": g.uuid(), "a": g.heroku()}, "GitHub Actions deploy")

	g.ctAdd("heroku-authorizations-info-json", `
$ heroku authorizations:info «_id» --json
{
  "access_token": {
    "expires_in": null,
    "id": "«_tid»",
    "token": "«a»"
  },
  "client": null,
  "created_at": "2023-11-02T09:18:44Z",
  "description": "terraform-heroku provider",
  "grant": null,
  "id": "«_id»",
  "refresh_token": null,
  "scope": [
    "global"
  ],
  "session": null,
  "updated_at": "2023-11-02T09:18:44Z",
  "user": {
    "email": "ops@acme.io",
    "full_name": "Acme Ops",
    "id": "«_uid»"
  }
}
`, V{"_id": g.uuid(), "_tid": g.uuid(), "a": g.heroku(), "_uid": g.uuid()}, "terraform-heroku provider", "ops@acme.io")

	g.ctAdd("heroku-netrc", `
$ cat ~/.netrc
machine api.heroku.com
  login jdoe@acme.io
  password «a»
machine git.heroku.com
  login jdoe@acme.io
  password «a»
`, V{"a": g.heroku()}, "machine git.heroku.com", "jdoe@acme.io")

	g.ctAdd("fly-tokens-create-deploy", `
$ fly tokens create deploy -a acme-api -x 8760h
FlyV1 «a»
`, V{"a": g.ctFly()}, "fly tokens create deploy -a acme-api")

	g.ctAdd("fly-tokens-create-then-secret", `
$ fly tokens create org --name gha-preview -o acme
FlyV1 «a»
$ gh secret set FLY_API_TOKEN -b"FlyV1 «a»"
✓ Set Actions secret FLY_API_TOKEN for acme/web
$ fly tokens list -o acme
ID                  NAME          TYPE       ORGANIZATION  CREATED AT    EXPIRES AT
«_id1»  gha-preview   Org        acme          1m ago        Thu, 20 Nov 2025 10:00:13 UTC
«_id2»  flyctl        Org        acme          3mo ago       Sun, 31 Aug 2025 16:44:05 UTC
`, V{"a": g.ctFly(), "_id1": g.s(alLowNum, 18), "_id2": g.s(alLowNum, 18)}, "gha-preview", "FLY_API_TOKEN")

	g.ctAdd("fly-auth-token", `
❯ fly auth token
«a»
❯ fly auth whoami
jdoe@acme.io
`, V{"a": "fo1_" + g.b64u(43)}, "fly auth whoami")

	g.ctAdd("doctl-auth-init-and-config", `
$ doctl auth init --context acme-prod
Please authenticate doctl for use with your DigitalOcean account. You can generate a token in the control panel at https://cloud.digitalocean.com/account/api/tokens

❯ Enter your access token:  ●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●
Validating token... ✔
$ cat ~/.config/doctl/config.yaml
access-token: «a»
auth-contexts:
  acme-prod: «b»
  personal: «a»
context: acme-prod
kubeconfig:
  save:
    default-context: true
output: text
`, V{"a": g.doToken(), "b": g.doToken()}, "https://cloud.digitalocean.com/account/api/tokens", "acme-prod")

	iss := "https://uaa.run.pivotal.io/oauth/token"
	g.ctAdd("cf-oauth-token", `
$ cf oauth-token
bearer «a»
$ cf curl /v3/organizations -H "Authorization: $(cf oauth-token)" | jq -r '.resources[].name'
acme-prod
acme-sandbox
`, V{"a": g.ctRS(iss, g.uuid())}, "acme-sandbox")

	g.ctAdd("cf-config-json", `
$ jq '{Target, AccessToken, RefreshToken, UAAOAuthClient, UAAOAuthClientSecret, OrganizationFields: .OrganizationFields.Name, SpaceFields: .SpaceFields.Name}' ~/.cf/config.json
{
  "Target": "https://api.sys.tas.acme.io",
  "AccessToken": "bearer «a»",
  "RefreshToken": "«b»",
  "UAAOAuthClient": "cf",
  "UAAOAuthClientSecret": "",
  "OrganizationFields": "payments",
  "SpaceFields": "staging"
}
`, V{"a": g.ctRS("https://uaa.sys.tas.acme.io/oauth/token", g.uuid()), "b": g.hex(32) + "-r"}, "https://api.sys.tas.acme.io")

	g.ctAdd("ibmcloud-iam-oauth-tokens", `
$ ibmcloud iam oauth-tokens
IAM token:  Bearer «a»
$ ibmcloud iam oauth-tokens --output json
{
  "iam_token": "Bearer «b»"
}
`, V{"a": g.ctRS("https://iam.cloud.ibm.com/identity", "IBMid-"+g.s(alUpNum, 10)), "b": g.ctRS("https://iam.cloud.ibm.com/identity", "IBMid-"+g.s(alUpNum, 10))}, "IAM token:")

	g.ctAdd("ibmcloud-iam-api-key-create", `
$ ibmcloud iam api-key-create ci-deployer -d "Tekton pipeline" --file /tmp/ci-deployer.json
Creating API key ci-deployer under «_acct» as jdoe@acme.io...
OK
API key ci-deployer was created
Successfully save API key information to /tmp/ci-deployer.json
$ cat /tmp/ci-deployer.json
{
	"name": "ci-deployer",
	"description": "Tekton pipeline",
	"apikey": "«a»",
	"createdAt": "2024-05-21T14:02+0000",
	"locked": false,
	"uuid": "ApiKey-«_u»"
}
`, V{"_acct": g.hex(32), "a": g.b64u(44), "_u": g.uuid()}, "Tekton pipeline", "/tmp/ci-deployer.json")

	g.ctAdd("linode-cli-config", `
$ cat ~/.config/linode-cli
[DEFAULT]
default-user = jdoe

[jdoe]
token = «a»
region = eu-central
type = g6-standard-2
image = linode/ubuntu24.04
authorized_users = jdoe
`, V{"a": g.hex(64)}, "linode/ubuntu24.04", "default-user = jdoe")

	g.ctAdd("linode-cli-token-create", `
$ linode-cli profile token-create --label terraform --scopes '*' --expiry 2025-12-31T00:00:00
┌──────────┬───────────┬────────┬─────────────────────┬──────────────────────────────────────────────────────────────────┬─────────────────────┐
│ id       │ label     │ scopes │ created             │ token                                                            │ expiry              │
├──────────┼───────────┼────────┼─────────────────────┼──────────────────────────────────────────────────────────────────┼─────────────────────┤
│ «_id» │ terraform │ *      │ 2024-05-21T14:02:11 │ «a» │ 2025-12-31T00:00:00 │
└──────────┴───────────┴────────┴─────────────────────┴──────────────────────────────────────────────────────────────────┴─────────────────────┘
`, V{"_id": g.digits(8), "a": g.hex(64)}, "--label terraform")

	g.ctAdd("hcloud-context-create-and-toml", `
$ hcloud context create acme-prod
Token: 
Context acme-prod created and activated
$ cat ~/.config/hcloud/cli.toml
active_context = "acme-prod"

[[contexts]]
  name = "acme-dev"
  token = "«a»"

[[contexts]]
  name = "acme-prod"
  token = "«b»"
`, V{"a": g.an(64), "b": g.an(64)}, "Context acme-prod created and activated")

	g.ctAdd("scw-init-config", `
$ cat ~/.config/scw/config.yaml
access_key: «_ak»
secret_key: «a»
default_organization_id: «_o»
default_project_id: «_o»
default_region: fr-par
default_zone: fr-par-1
send_telemetry: false
profiles:
  ams:
    access_key: «_ak2»
    secret_key: «b»
    default_region: nl-ams
`, V{"_ak": "SCW" + g.s(alUpNum, 17), "a": g.uuid(), "_o": g.uuid(), "_ak2": "SCW" + g.s(alUpNum, 17), "b": g.uuid()}, "default_zone: fr-par-1")

	uid := g.hex(24)
	g.ctAdd("netlify-login-and-config", `
$ netlify login
Logging into your Netlify account...
Opening https://app.netlify.com/authorize?response_type=ticket&ticket=«_t»

You are now logged into your Netlify account!

Run netlify status for account details

To see all available commands run: netlify help

$ cat ~/.config/netlify/config.json
{
  "telemetryDisabled": false,
  "cliId": "«_cli»",
  "userId": "«_u»",
  "users": {
    "«_u»": {
      "id": "«_u»",
      "name": "Jane Doe",
      "email": "jane@acme.io",
      "auth": {
        "token": "«a»",
        "github": {}
      }
    }
  }
}
`, V{"_t": g.hex(24), "_cli": g.uuid(), "_u": uid, "a": g.netlify()}, "You are now logged into your Netlify account!")

	g.ctAdd("vercel-auth-json", `
$ cat ~/Library/Application\ Support/com.vercel.cli/auth.json
{
  "// Note": "This is your Vercel credentials file. DO NOT SHARE!",
  "// Docs": "https://vercel.com/docs/projects/project-configuration/global-configuration#auth.json",
  "token": "«a»"
}
`, V{"a": g.vercel()}, "This is your Vercel credentials file. DO NOT SHARE!")

	g.ctAdd("wrangler-oauth-config", `
$ cat ~/.wrangler/config/default.toml
oauth_token = "«a»"
expiration_time = "«_e»"
refresh_token = "«b»"
scopes = [ "account:read", "user:read", "workers:write", "workers_kv:write", "workers_routes:write", "workers_scripts:write", "workers_tail:read", "d1:write", "pages:write", "zone:read", "ssl_certs:write", "constellation:write", "ai:write", "offline_access" ]
`, V{"a": g.b64u(43) + "." + g.b64u(43), "_e": g.ctISO(), "b": g.b64u(43) + "." + g.b64u(43)}, "workers_scripts:write")

	g.ctAdd("supabase-login-token", `
$ supabase login
Hello from Supabase! Press Enter to open browser and login automatically.

Here is your login link in case browser did not open https://supabase.com/dashboard/cli/login?session_id=«_s»&token_name=cli_jdoe@mbp.local_«_n»&public_key=«_pk»

Enter your verification code: «=vc»
Token cli_jdoe@mbp.local_«_n» created successfully.

You are now logged in. Happy coding!
$ cat ~/.supabase/access-token
«a»
`, V{"_s": g.uuid(), "_n": g.ctUnix(), "_pk": "04" + g.hex(128), "=vc": g.hex(8), "a": g.supabasePAT()}, "Happy coding!")

	g.ctAdd("railway-config-json", `
$ cat ~/.railway/config.json
{
  "projects": {
    "/home/jdoe/src/api": {
      "projectPath": "/home/jdoe/src/api",
      "name": "api",
      "project": "«_p»",
      "environment": "«_e»",
      "environmentName": "production",
      "service": "«_s»"
    }
  },
  "user": {
    "token": "«a»"
  },
  "linkedFunctions": null
}
`, V{"_p": g.uuid(), "_e": g.uuid(), "_s": g.uuid(), "a": "rw_Fe26.2**" + g.hex(64) + "*" + g.b64u(22) + "*" + g.b64u(150) + "**" + g.hex(64) + "*" + g.b64u(43)}, "/home/jdoe/src/api")

	g.ctAdd("databricks-auth-token", `
$ databricks auth token --host https://adb-«_w».azuredatabricks.net
{
  "access_token": "«a»",
  "token_type": "Bearer",
  "expiry": "2024-05-21T15:02:11.413622+02:00"
}
`, V{"_w": g.digits(16) + "." + g.digits(2), "a": g.ctRS("https://adb-login.azuredatabricks.net/oidc", "jdoe@acme.io")}, "azuredatabricks.net")

	g.ctAdd("databricks-tokens-create", `
$ databricks tokens create --comment "airflow prod" --lifetime-seconds 7776000
{
  "token_info": {
    "comment": "airflow prod",
    "creation_time": «_c»000,
    "expiry_time": «_x»000,
    "token_id": "«_id»"
  },
  "token_value": "«a»"
}
`, V{"_c": g.ctUnix(), "_x": g.ctUnix(), "_id": g.hex(64), "a": g.ctDapi()}, "airflow prod")

	g.ctAdd("databrickscfg", `
$ cat ~/.databrickscfg
; The profile defined in the DEFAULT section is to be used as a fallback when no profile is explicitly specified.
[DEFAULT]
host  = https://acme-prod.cloud.databricks.com
token = «a»

[dev]
host      = https://acme-dev.cloud.databricks.com
auth_type = databricks-cli

[sp-etl]
host          = https://acme-prod.cloud.databricks.com
client_id     = «_c»
client_secret = «b»
`, V{"a": g.ctDapi(), "_c": g.uuid(), "b": "dose" + g.hex(32)}, "https://acme-dev.cloud.databricks.com", "auth_type = databricks-cli")

	g.ctAdd("render-cli-config", `
$ cat ~/.render/cli.yaml
version: 1
workspace: tea-«_w»
workspace_name: Acme
api:
    key: «a»
    expiresat: «_x»
    host: https://api.render.com/v1/
    refreshtoken: «b»
`, V{"_w": g.s(alLowNum, 20), "a": "rnd_" + g.an(32), "_x": g.ctUnix(), "b": "rnd_" + g.an(32)}, "https://api.render.com/v1/")
}

// ---- package registries and developer tools ----

func (g *G) ctDevTools() {
	g.ctAdd("npm-token-create-table", `
$ npm token create --cidr=10.0.0.0/8
npm password: 
┌────────────────┬──────────────────────────────────────┐
│ token          │ «a» │
├────────────────┼──────────────────────────────────────┤
│ readonly       │ false                                │
├────────────────┼──────────────────────────────────────┤
│ cidr_whitelist │ 10.0.0.0/8                           │
├────────────────┼──────────────────────────────────────┤
│ created        │ 2024-05-21T14:02:11.742Z             │
└────────────────┴──────────────────────────────────────┘
`, V{"a": g.npmTok()}, "cidr_whitelist │ 10.0.0.0/8")

	g.ctAdd("npm-token-create-readonly-otp", `
$ npm token create --read-only --otp=«=otp»
┌────────────────┬──────────────────────────────────────┐
│ token          │ «a» │
├────────────────┼──────────────────────────────────────┤
│ readonly       │ true                                 │
├────────────────┼──────────────────────────────────────┤
│ cidr_whitelist │                                      │
├────────────────┼──────────────────────────────────────┤
│ created        │ 2023-09-12T07:55:31.004Z             │
└────────────────┴──────────────────────────────────────┘
$ npm token list
┌────────┬─────────┬────────────┬──────────┬────────────────┐
│ id     │ token   │ created    │ readonly │ CIDR whitelist │
├────────┼─────────┼────────────┼──────────┼────────────────┤
│ «_i1» │ «_p1»… │ 2023-09-12 │ yes      │                │
├────────┼─────────┼────────────┼──────────┼────────────────┤
│ «_i2» │ «_p2»… │ 2022-01-30 │ no       │                │
└────────┴─────────┴────────────┴──────────┴────────────────┘
`, V{"=otp": g.digits(6), "a": g.npmTok(), "_i1": g.hex(6), "_p1": g.hex(6), "_i2": g.hex(6), "_p2": g.hex(6)}, "CIDR whitelist")

	g.ctAdd("npm-login-npmrc", `
$ npm login --registry=https://npm.pkg.github.com --scope=@acme
npm notice Log in on https://npm.pkg.github.com/
Username: jdoe
Password:
Logged in to scope @acme on https://npm.pkg.github.com/.
$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=«b»
`, V{"a": g.npmTok(), "b": g.ghp()}, "@acme:registry=https://npm.pkg.github.com/")

	g.ctAdd("yarn-npm-login-yarnrc", `
$ yarn npm login --scope acme
➤ YN0000: Logging in to https://registry.yarnpkg.com
➤ YN0000: Username: jdoe
➤ YN0000: Password: ****************
➤ YN0000: Successfully logged in
➤ YN0000: Done in 4s 211ms
$ cat ~/.yarnrc.yml
npmScopes:
  acme:
    npmAuthToken: «a»
`, V{"a": g.npmTok()}, "Successfully logged in", "https://registry.yarnpkg.com")

	dpw := g.pw()
	auth := b64s("jdoe:" + dpw)
	g.ctAdd("docker-login-password-flag-config", `
$ docker login -u jdoe -p '«p»'
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
WARNING! Your password will be stored unencrypted in /home/jdoe/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/engine/reference/commandline/login/#credentials-store

Login Succeeded
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "«a»"
		}
	}
}
`, V{"p": dpw, "a": auth}, "https://index.docker.io/v1/", "/home/jdoe/.docker/config.json")

	acct := g.ctAcct()
	g.ctAdd("docker-config-json-multiple-auths", `
$ jq . ~/.docker/config.json
{
  "auths": {
    "«_a».dkr.ecr.eu-west-1.amazonaws.com": {
      "auth": "«a»"
    },
    "ghcr.io": {
      "auth": "«b»"
    },
    "registry.gitlab.com": {
      "auth": "«c»"
    },
    "acmeprod.azurecr.io": {
      "auth": "MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwOg==",
      "identitytoken": "«d»"
    }
  },
  "credsStore": "",
  "currentContext": "desktop-linux",
  "plugins": {
    "-x-cli-hints": {
      "enabled": "true"
    }
  }
}
`, V{"_a": acct, "a": b64s("AWS:" + g.ctECR()), "b": b64s("jdoe:" + g.ghp()), "c": b64s("jdoe:" + g.glpat()), "d": g.ctRS("Azure Container Registry", "jdoe@contoso.com")},
		"MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwOg==", "desktop-linux")

	g.ctAdd("docker-login-dockerhub-pat", `
$ echo «a» | docker login -u acmebuild --password-stdin
Login Succeeded
$ docker info 2>/dev/null | grep -i username
 Username: acmebuild
`, V{"a": g.dockerPAT()}, "Username: acmebuild")

	g.ctAdd("helm-registry-login-config", `
$ helm registry login registry-1.docker.io -u acmecharts --password «a»
WARNING: Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ cat ~/.config/helm/registry/config.json
{"auths":{"registry-1.docker.io":{"auth":"«b»"}}}
`, V{"a": g.dockerPAT(), "b": b64s("acmecharts:" + g.dockerPAT())}, "registry-1.docker.io")

	g.ctAdd("podman-auth-json", `
$ podman login quay.io
Username: acme+ci_robot
Password:
Login Succeeded!
$ cat ${XDG_RUNTIME_DIR}/containers/auth.json
{
	"auths": {
		"quay.io": {
			"auth": "«a»"
		}
	}
}
`, V{"a": b64s("acme+ci_robot:" + g.s(alUpNum, 64))}, "acme+ci_robot")

	g.ctAdd("pulumi-login-credentials", `
$ pulumi login
Manage your Pulumi stacks by logging in.
Run ˋpulumi login --helpˋ for alternative login options.
Enter your access token from https://app.pulumi.com/account/tokens
    or hit <ENTER> to log in using your browser                   :  
Logged in to pulumi.com as jdoe (https://app.pulumi.com/jdoe)
$ cat ~/.pulumi/credentials.json
{
    "current": "https://api.pulumi.com",
    "accessTokens": {
        "https://api.pulumi.com": "«a»"
    },
    "accounts": {
        "https://api.pulumi.com": {
            "accessToken": "«a»",
            "username": "jdoe",
            "organizations": [
                "jdoe",
                "acme"
            ],
            "lastValidatedAt": "2024-05-21T16:02:11.319882+02:00",
            "tokenInformation": {
                "name": "jdoe-laptop"
            }
        }
    }
}
`, V{"a": g.pulumi()}, "Logged in to pulumi.com as jdoe", "jdoe-laptop")

	g.ctAdd("snyk-auth-url-and-config", `
$ snyk auth --auth-type=token
Now redirecting you to our auth page, go ahead and log in,
and once the auth is complete, return to this prompt and you'll
be ready to start using snyk.

If you can't wait use this url:
https://app.snyk.io/login?token=«a»&utm_medium=cli&utm_source=cli&utm_campaign=cli&os=linux&docker=false

Your account has been authenticated. Snyk is now ready to be used.
$ snyk config get api
«a»
`, V{"a": g.uuid()}, "Your account has been authenticated. Snyk is now ready to be used.")

	g.ctAdd("snyk-configstore-oauth", `
$ cat ~/.config/configstore/snyk.json
{
	"INTERNAL_OAUTH_TOKEN_STORAGE": "{\"access_token\":\"«a»\",\"token_type\":\"bearer\",\"refresh_token\":\"«b»\",\"expiry\":\"2024-05-21T15:02:11.98177+02:00\"}",
	"org": "«_o»",
	"snyk_oauth_token": "",
	"INTERNAL_SNYK_ANALYTICS": "false"
}
`, V{"a": g.ctRS("https://app.snyk.io", g.uuid()), "b": "snyk_rt_" + g.b64u(43) + "." + g.b64u(43), "_o": g.uuid()}, "INTERNAL_OAUTH_TOKEN_STORAGE")

	g.ctAdd("stripe-login-and-config", `
$ stripe login
Your pairing code is: «_pc»
This pairing code verifies your authentication with Stripe.
Press Enter to open the browser or visit https://dashboard.stripe.com/stripecli/confirm_auth?t=«=t» (^C to quit)
> Done! The Stripe CLI is configured for Acme Inc with account id acct_«_acct»

Please note: this key will expire after 90 days, at which point you'll need to re-authenticate.
$ cat ~/.config/stripe/config.toml
color = ""

[default]
  account_id = "acct_«_acct»"
  device_name = "jdoe-mbp"
  display_name = "Acme Inc"
  live_mode_api_key = "«a»"
  live_mode_key_expires_at = "2024-08-19"
  live_mode_pub_key = "«_lpk»"
  test_mode_api_key = "«b»"
  test_mode_key_expires_at = "2024-08-19"
  test_mode_pub_key = "«_tpk»"
`, V{"_pc": g.pick("enjoy", "brisk", "amply", "calm") + "-" + g.pick("enough", "tidy", "swift", "noble") + "-" + g.pick("outwit", "adore", "marvel", "cheer") + "-" + g.pick("win", "glow", "thank", "bask"),
		"=t": g.an(32), "_acct": "1" + g.an(15), "a": g.rkLive(), "_lpk": g.pkLive(), "b": "rk_test_51" + g.an(97), "_tpk": "pk_test_51" + g.an(97)}, "jdoe-mbp", "live_mode_key_expires_at")

	g.ctAdd("firebase-login-ci", `
$ firebase login:ci --no-localhost

Visit this URL on any device to log in:
https://auth.firebase.tools/login?code_challenge=«_cc»&session=«_s»&attest=«_at»

Paste authorization code here: «c»

✔  Success! Use this token to login on a CI server:

«a»

Example: firebase deploy --token "$FIREBASE_TOKEN"

⚠  Authenticating with a ˋlogin:ciˋ token is deprecated and will be removed in a future major version of ˋfirebase-toolsˋ. Instead, use a service account key with ˋGOOGLE_APPLICATION_CREDENTIALSˋ: https://cloud.google.com/docs/authentication/getting-started
`, V{"_cc": g.b64u(43), "_s": g.uuid(), "_at": g.hex(64), "c": "4/0A" + g.b64u(71), "a": g.gRefresh()}, `firebase deploy --token "$FIREBASE_TOKEN"`)

	g.ctAdd("firebase-tools-configstore", `
$ jq '{user: .user.email, tokens}' ~/.config/configstore/firebase-tools.json
{
  "user": "jdoe@acme.io",
  "tokens": {
    "expires_at": «_e»000,
    "refresh_token": "«a»",
    "scopes": [
      "email",
      "openid",
      "https://www.googleapis.com/auth/cloudplatformprojects.readonly",
      "https://www.googleapis.com/auth/firebase",
      "https://www.googleapis.com/auth/cloud-platform"
    ],
    "token_type": "Bearer",
    "id_token": "«b»",
    "access_token": "«c»"
  }
}
`, V{"_e": g.ctUnix(), "a": g.gRefresh(), "b": g.ctGoogleID("563584335869-"+g.s(alLowNum, 32)+".apps.googleusercontent.com", "jdoe@acme.io"), "c": g.ya29()},
		"https://www.googleapis.com/auth/cloudplatformprojects.readonly")

	g.ctAdd("cargo-login-credentials", `
$ cargo login
please paste the token found on https://crates.io/me below
«a»
       Login token for ˋcrates-ioˋ saved
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"
`, V{"a": "cio" + g.an(32)}, "please paste the token found on https://crates.io/me below")

	g.ctAdd("gem-signin-credentials", `
$ gem signin
Enter your RubyGems.org credentials.
Don't have an account yet? Create one at https://rubygems.org/sign_up
   Email:   jdoe@acme.io
Password:   
API Key name [jdoe-laptop-20240521140211]: 
Please select scopes you want to enable for the API key (y/n)
index_rubygems [yN]   y
push_rubygem [yN]   y
yank_rubygem [yN]   n
add_owner [yN]   n
remove_owner [yN]   n
access_webhooks [yN]   n
show_dashboard [yN]   n

Signed in with API key: jdoe-laptop-20240521140211.
$ cat ~/.local/share/gem/credentials
---
:rubygems_api_key: «a»
`, V{"a": g.rubygems()}, "jdoe-laptop-20240521140211")

	g.ctAdd("twine-pypirc", `
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

	g.ctAdd("sentry-cli-login", `
$ sentry-cli login
This helps you signing in your sentry-cli with an authentication token.
If you do not yet have a token ready we can bring up a browser for you
to create a token now.

Sentry server: sentry.io
Open browser now? [y/n] n
Enter your token: «a»
Valid token for user jdoe@acme.io

Stored token in /home/jdoe/.sentryclirc
$ cat ~/.sentryclirc
[auth]
token=«a»
`, V{"a": g.sentryUser()}, "Valid token for user jdoe@acme.io", "/home/jdoe/.sentryclirc")

	g.ctAdd("dotnet-nuget-add-source-cleartext", `
PS C:\src\Acme.Api> dotnet nuget add source https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json -n acme-internal -u jdoe -p «a» --store-password-in-clear-text
Package source with Name: acme-internal added successfully.
PS C:\src\Acme.Api> type $env:APPDATA\NuGet\NuGet.Config
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="acme-internal" value="https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <acme-internal>
        <add key="Username" value="jdoe" />
        <add key="ClearTextPassword" value="«a»" />
      </acme-internal>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.azDevops()}, "Package source with Name: acme-internal added successfully.")

	g.ctAdd("hf-auth-login", `
$ huggingface-cli login --token «a» --add-to-git-credential
Token is valid (permission: write).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/jdoe/.cache/huggingface/token
Login successful
$ cat ~/.cache/huggingface/token
«a»
`, V{"a": g.hfTok()}, "/home/jdoe/.cache/huggingface/token", "Token is valid (permission: write).")

	g.ctAdd("circleci-setup-cli-yml", `
$ circleci setup
✔ CircleCI API Token: ****************************************
API token has been set.
✔ CircleCI Host: https://circleci.com
CircleCI host has been set.
Setup complete.
Your configuration has been saved to /home/jdoe/.circleci/cli.yml.
$ cat ~/.circleci/cli.yml
host: https://circleci.com
endpoint: graphql-unstable
token: «a»
rest_endpoint: api/v2
tls_cert: ""
`, V{"a": "CCIPAT_" + g.an(22) + "_" + g.hex(40)}, "/home/jdoe/.circleci/cli.yml", "graphql-unstable")
}

// ---- secret managers, networks, data platforms, runners ----

func (g *G) ctNetSecrets() {
	g.ctAdd("op-signin-v1-export", `
$ op signin my.1password.com jdoe@acme.io
Enter the Secret Key for jdoe@acme.io at my.1password.com: «b»
Enter the password for jdoe@acme.io at my.1password.com: 
export OP_SESSION_my="«a»"
# This command is meant to be used with your shell's eval function.
# Run 'eval $(op signin my)' to sign in to your 1Password account.
# Use the --output=raw flag to only output the session token.
`, V{"b": "A3-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5), "a": g.b64u(43)}, "Run 'eval $(op signin my)'")

	uid := g.s(alUpNum, 26)
	g.ctAdd("op-signin-v2-export", `
$ op signin
Enter the password for jane@acme.io at acme.1password.com: 
export OP_SESSION_«_u»="«a»"
# This command is meant to be used with your shell's eval function.
# Run 'eval $(op signin)' to sign in to your 1Password account.
# If you wish to use the session token itself, pass the --raw flag to display the session token only.
$ op whoami
URL:        https://acme.1password.com
Email:      jane@acme.io
User ID:    «_u»
User Type:  HUMAN
`, V{"_u": uid, "a": g.b64u(43)}, "https://acme.1password.com", "User Type:  HUMAN")

	g.ctAdd("op-signin-raw", `
PS C:\Users\jane> $env:OP_SESSION = op signin --raw
Enter the password for jane@acme.io at acme.1password.com:
PS C:\Users\jane> $env:OP_SESSION
«a»
`, V{"a": g.b64u(43)}, "$env:OP_SESSION = op signin --raw")

	g.ctAdd("op-service-account-create", `
$ op service-account create "GitHub Actions" --expires-in 90d --vault Deploy:read_items
Service account created successfully.
Service account UUID: «_u»
Service account token: «a»

Please save the token somewhere safe. It will not be shown again.
`, V{"_u": g.s(alUpNum, 26), "a": g.opToken()}, "Service account created successfully.")

	g.ctAdd("bw-unlock-session", `
$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the ˋBW_SESSIONˋ environment variable. ex:
$ export BW_SESSION="«a»"
> $env:BW_SESSION="«a»"

You can also pass the session key to any command with the ˋ--sessionˋ option. ex:
$ bw list items --session «a»
`, V{"a": g.b64(64)}, "Your vault is now unlocked!")

	g.ctAdd("bw-login-apikey-env", `
$ export BW_CLIENTID=user.«_u»
$ export BW_CLIENTSECRET=«a»
$ bw login --apikey
You are logged in!

To unlock your vault, use the ˋunlockˋ command. ex:
$ bw unlock
`, V{"_u": g.uuid(), "a": g.an(30)}, "You are logged in!")

	g.ctAdd("doppler-configure-token", `
$ doppler configure --all
┌───────────────────┬─────────────────────────────────────────────┬─────────────────────┐
│ NAME              │ VALUE                                       │ SCOPE               │
├───────────────────┼─────────────────────────────────────────────┼─────────────────────┤
│ enclave.config    │ dev                                         │ /home/jdoe/src/api  │
│ enclave.project   │ api                                         │ /home/jdoe/src/api  │
│ token             │ «a» │ /                   │
└───────────────────┴─────────────────────────────────────────────┴─────────────────────┘
`, V{"a": "dp.ct." + g.an(43)}, "enclave.project")

	g.ctAdd("doppler-service-token-create", `
$ doppler configs tokens create ci-build --project api --config prd --plain
«a»
`, V{"a": g.doppler()}, "doppler configs tokens create ci-build")

	g.ctAdd("infisical-login-token", `
$ infisical login --method=universal-auth --client-id=«_c» --client-secret=«a» --silent --plain
«b»
`, V{"_c": g.uuid(), "a": g.hex(64), "b": g.jwt("HS256", fmt.Sprintf(`{"identityId":"%s","clientSecretId":"%s","identityAccessTokenId":"%s","authTokenType":"identityAccessToken","iat":%s,"exp":%s}`, g.uuid(), g.uuid(), g.uuid(), g.ctUnix(), g.ctUnix()))},
		"--method=universal-auth")

	g.ctAdd("tailscale-up-authkey", `
root@edge-03:~# tailscale up --authkey=«a» --advertise-tags=tag:edge --ssh
root@edge-03:~# tailscale status
100.101.7.42    edge-03              tagged-devices linux   -
100.88.214.9    jdoe-mbp             jdoe@        macOS   active; direct 203.0.113.40:41641, tx 1304 rx 1880
`, V{"a": g.tailscale()}, "100.101.7.42", "tag:edge")

	g.ctAdd("tailscale-api-create-key", `
$ curl -s -u "«a»:" -H "Content-Type: application/json" https://api.tailscale.com/api/v2/tailnet/-/keys -d '{"capabilities":{"devices":{"create":{"reusable":true,"ephemeral":true,"tags":["tag:ci"]}}},"expirySeconds":86400}'
{"id":"«_id»","key":"«b»","created":"2024-05-21T14:02:11Z","expires":"2024-05-22T14:02:11Z","capabilities":{"devices":{"create":{"reusable":true,"ephemeral":true,"preauthorized":false,"tags":["tag:ci"]}}},"description":""}
`, V{"a": "tskey-api-k" + g.an(10) + "CNTRL-" + g.an(33), "_id": "k" + g.an(10) + "CNTRL", "b": g.tailscale()}, "https://api.tailscale.com/api/v2/tailnet/-/keys")

	g.ctAdd("headscale-preauthkeys-create", `
$ docker exec headscale headscale preauthkeys create --user homelab --reusable --expiration 24h
«a»
$ docker exec headscale headscale preauthkeys list --user homelab
ID | Key      | Reusable | Ephemeral | Used  | Expiration          | Created             | Tags
1  | «_m» | true     | false     | false | 2024-05-22 14:02:11 | 2024-05-21 14:02:11 |
`, V{"a": g.hex(48), "_m": g.hex(8)}, "--user homelab")

	g.ctAdd("ngrok-add-authtoken-yml", `
$ ngrok config add-authtoken «a»
Authtoken saved to configuration file: /home/jdoe/.config/ngrok/ngrok.yml
$ cat /home/jdoe/.config/ngrok/ngrok.yml
version: "3"
agent:
    authtoken: «a»
`, V{"a": g.ngrok()}, "Authtoken saved to configuration file: /home/jdoe/.config/ngrok/ngrok.yml")

	g.ctAdd("ngrok-v2-yml-mac", `
% cat ~/Library/Application\ Support/ngrok/ngrok.yml
version: "2"
authtoken: «a»
api_key: «b»
tunnels:
  web:
    proto: http
    addr: 3000
    domain: jdoe-dev.ngrok.app
`, V{"a": g.ngrok(), "b": g.ngrok()}, "jdoe-dev.ngrok.app")

	tid := g.uuid()
	g.ctAdd("cloudflared-tunnel-create-credentials", `
$ cloudflared tunnel create homelab
Tunnel credentials written to /home/jdoe/.cloudflared/«_t».json. cloudflared chose this file based on where your origin certificate was found. Keep this file secret. To revoke these credentials, delete the tunnel.

Created tunnel homelab with id «_t»
$ cat /home/jdoe/.cloudflared/«_t».json
{"AccountTag":"«_a»","TunnelSecret":"«b»","TunnelID":"«_t»","Endpoint":""}
`, V{"_t": tid, "_a": g.hex(32), "b": g.b64(32)}, "Created tunnel homelab with id")

	g.ctAdd("cloudflared-tunnel-token", `
$ cloudflared tunnel token homelab
«a»
$ docker run -d cloudflare/cloudflared:latest tunnel --no-autoupdate run --token «a»
`, V{"a": b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), g.uuid(), g.b64(32)))}, "cloudflare/cloudflared:latest")

	g.ctAdd("cloudflared-login-cert", `
$ cloudflared tunnel login
Please open the following URL and log in with your Cloudflare account:

https://dash.cloudflare.com/argotunnel?aud=&callback=https%3A%2F%2Flogin.cloudflareaccess.org%2F«_cb»

Leave cloudflared running to download the cert automatically.
You have successfully logged in.
If you wish to copy your credentials to a server, they have been saved to:
/home/jdoe/.cloudflared/cert.pem
$ cat ~/.cloudflared/cert.pem
-----BEGIN ARGO TUNNEL TOKEN-----
«a»
-----END ARGO TUNNEL TOKEN-----
`, V{"_cb": g.b64u(43), "a": wrap(b64s(fmt.Sprintf(`{"zoneID":"%s","accountID":"%s","apiToken":"%s","endpoint":""}`, g.hex(32), g.hex(32), g.cfToken())), 64)}, "/home/jdoe/.cloudflared/cert.pem")

	g.ctAdd("openstack-token-issue", `
$ openstack token issue
+------------+-----------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------+
| Field      | Value                                                                                                                                                                                   |
+------------+-----------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------+
| expires    | 2024-05-22T02:02:11+0000                                                                                                                                                                |
| id         | «a» |
| project_id | «_p»                                                                                                                                                        |
| user_id    | «_u»                                                                                                                                                        |
+------------+-----------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------+
`, V{"a": g.ctFernet(), "_p": g.hex(32), "_u": g.hex(32)}, "2024-05-22T02:02:11+0000")

	seed := "SUA" + g.s(alB32, 55)
	ujwt := b64raw(`{"typ":"JWT","alg":"ed25519-nkey"}`) + "." + b64raw(fmt.Sprintf(`{"jti":"%s","iat":%s,"iss":"A%s","name":"orders-svc","sub":"U%s","nats":{"pub":{},"sub":{},"subs":-1,"data":-1,"payload":-1,"type":"user","version":2}}`, g.s(alB32, 52), g.ctUnix(), g.s(alB32, 55), g.s(alB32, 55))) + "." + g.b64u(86)
	g.ctAdd("nsc-generate-creds", `
$ nsc generate creds -a ORDERS -n orders-svc
-----BEGIN NATS USER JWT-----
«_j»
------END NATS USER JWT------

************************* IMPORTANT *************************
NKEY Seed printed below can be used to sign and prove identity.
NKEYs are sensitive and should be treated as secrets.

-----BEGIN USER NKEY SEED-----
«a»
------END USER NKEY SEED------

*************************************************************
`, V{"_j": ujwt, "a": seed}, "NKEYs are sensitive and should be treated as secrets.")

	g.ctAdd("boundary-authenticate", `
$ boundary authenticate password -auth-method-id ampw_«_am» -login-name jdoe
Please enter the password (it will be hidden): 

Authentication information:
  Account ID:      acctpw_«_ac»
  Auth Method ID:  ampw_«_am»
  Expiration Time: Tue, 28 May 2024 14:02:11 UTC
  User ID:         u_«_u»

The token was successfully stored in the chosen keyring and is not displayed here.
$ boundary authenticate password -auth-method-id ampw_«_am» -login-name ci -keyring-type none -format json | jq -r .item.attributes.token
at_«_at»_«a»
`, V{"_am": g.an(10), "_ac": g.an(10), "_u": g.an(10), "_at": g.an(10), "a": g.s(alAlnum, 120)}, "The token was successfully stored in the chosen keyring and is not displayed here.")

	g.ctAdd("confluent-api-key-create", `
$ confluent api-key create --resource lkc-«_c» --description "orders consumer"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------+
| API Key    | «_k»                                                 |
| API Secret | «a» |
+------------+------------------------------------------------------------------+
`, V{"_c": g.s(alLowNum, 5), "_k": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, "Save the API key and secret. The secret is not retrievable later.")

	g.ctAdd("atlas-api-keys-create", `
$ atlas organizations apiKeys create --desc "terraform" --role ORG_OWNER --output json
{
  "desc": "terraform",
  "id": "«_id»",
  "links": [
    {
      "href": "https://cloud.mongodb.com/api/atlas/v2/orgs/«_o»/apiKeys/«_id»",
      "rel": "self"
    }
  ],
  "privateKey": "«a»",
  "publicKey": "«_pk»",
  "roles": [
    {
      "orgId": "«_o»",
      "roleName": "ORG_OWNER"
    }
  ]
}
`, V{"_id": g.hex(24), "_o": g.hex(24), "a": g.uuid(), "_pk": g.s(alLower, 8)}, "ORG_OWNER")

	g.ctAdd("github-runner-config-token", `
runner@build-07:~/actions-runner$ ./config.sh --url https://github.com/acme/platform --token «a» --name build-07 --labels self-hosted,linux,x64,gpu --unattended

--------------------------------------------------------------------------------
|        ____ _ _   _   _       _          _        _   _                      |
|       / ___(_) |_| | | |_   _| |__      / \   ___| |_(_) ___  _ __  ___      |
|      | |  _| | __| |_| | | | | '_ \    / _ \ / __| __| |/ _ \| '_ \/ __|     |
|      | |_| | | |_|  _  | |_| | |_) |  / ___ \ (__| |_| | (_) | | | \__ \     |
|       \____|_|\__|_| |_|\__,_|_.__/  /_/   \_\___|\__|_|\___/|_| |_|___/     |
|                                                                              |
|                       Self-hosted runner registration                        |
|                                                                              |
--------------------------------------------------------------------------------

# Authentication


√ Connected to GitHub

# Runner Registration

√ Runner successfully added
√ Runner connection is good
`, V{"a": "A" + g.s(alUpNum, 28)}, "self-hosted,linux,x64,gpu", "Runner successfully added")

	g.ctAdd("gitlab-runner-register", `
$ sudo gitlab-runner register --non-interactive --url https://gitlab.acme.io --token «a» --executor docker --docker-image alpine:3.20 --description docker-builder-2
Runtime platform                                    arch=amd64 os=linux pid=41312 revision=«_rev» version=17.0.0
Running in system-mode.

Verifying runner... is valid                        runner=«_r»
Runner registered successfully. Feel free to start it, but if it's running already the config should be automatically reloaded!

Configuration (with the authentication token) was saved in "/etc/gitlab-runner/config.toml"
$ sudo grep -A3 'name = "docker-builder-2"' /etc/gitlab-runner/config.toml
  name = "docker-builder-2"
  url = "https://gitlab.acme.io"
  id = 311
  token = "«a»"
`, V{"a": g.apGlrt(), "_rev": g.hex(8), "_r": g.an(9)}, "docker-builder-2", "/etc/gitlab-runner/config.toml")

	g.ctAdd("twilio-profiles-add", `
$ twilio login
You can find your Account SID and Auth Token at https://www.twilio.com/console
 » Your Auth Token will be used once to create an API Key for future CLI access to your Twilio Account or Subaccount, and then forgotten.
? The Account SID for your Twilio Account or Subaccount: «_sid»
? Your Twilio Auth Token for your Twilio Account or Subaccount: [hidden]
? Shorthand identifier for your profile: acme-prod
Created API Key «_sk» and stored the secret in your keychain.
Saved acme-prod.
$ cat ~/.twilio-cli/config.json
{
  "profiles": {
    "acme-prod": {
      "accountSid": "«_sid»",
      "apiKey": "«_sk»",
      "apiSecret": "«a»"
    }
  },
  "activeProject": "acme-prod"
}
`, V{"_sid": g.twilioSID(), "_sk": "SK" + g.hex(32), "a": g.an(32)}, "Saved acme-prod.")

	g.ctAdd("step-ca-token", `
$ step ca token web-01.acme.internal --provisioner admin@acme.io
✔ Provisioner: admin@acme.io (JWK) [kid: «_kid»]
Please enter the password to decrypt the provisioner key: 
✔ Token: «a»
«a»
`, V{"_kid": g.b64u(43), "a": g.jwt("ES256", fmt.Sprintf(`{"aud":"https://ca.acme.internal:9000/1.0/sign","exp":%s,"iat":%s,"iss":"admin@acme.io","jti":"%s","nbf":%s,"sans":["web-01.acme.internal"],"sha":"%s","sub":"web-01.acme.internal"}`, g.ctUnix(), g.ctUnix(), g.hex(64), g.ctUnix(), g.hex(64)))},
		"web-01.acme.internal")
}

// ---- device code flows: a benign user code, then tokens ----

func (g *G) ctDevice() {
	tid := g.uuid()
	g.ctAdd("az-login-device-code-then-token", `
$ az login --use-device-code
To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code «_uc» to authenticate.
Retrieving tenants and subscriptions for the selection...

[Tenant and subscription selection]

No     Subscription name    Subscription ID                       Tenant
-----  -------------------  ------------------------------------  --------
[1] *  acme-prod            «_s»  Acme Corp

The default is marked with an *; the default tenant is 'Acme Corp' and subscription is 'acme-prod' («_s»).

Select a subscription and tenant (Type a number or Enter for no changes): 
$ az account get-access-token --query accessToken -o tsv
«a»
`, V{"_uc": g.s(alUpNum, 9), "_s": g.uuid(), "a": g.ctAAD("https://management.core.windows.net/", tid)}, "Select a subscription and tenant")

	g.ctAdd("gh-auth-login-device-then-token", `
$ gh auth login --hostname github.com --git-protocol https --web

! First copy your one-time code: «_uc»
Press Enter to open https://github.com/login/device in your browser... 
✓ Authentication complete.
- gh config set -h github.com git_protocol https
✓ Configured git protocol
✓ Logged in as jdoe
$ gh auth token
«a»
`, V{"_uc": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "a": g.gho()}, "https://github.com/login/device")

	g.ctAdd("aws-sso-device-code-then-env", `
$ aws sso login --profile sandbox --use-device-code
Browser will not be automatically opened.
Please visit the following URL:

https://device.sso.us-east-1.amazonaws.com/

Then enter the code:

«_uc»

Alternatively, you may visit the following URL which will autofill the code upon loading:
https://device.sso.us-east-1.amazonaws.com/?user_code=«_uc»
Successfully logged into Start URL: https://d-«_d».awsapps.com/start
$ aws configure export-credentials --profile sandbox --format env
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_SESSION_TOKEN=«c»
export AWS_CREDENTIAL_EXPIRATION=«_e»
`, V{"_uc": g.ctCode(), "_d": g.hex(10), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_e": g.ctAWSTime()}, "https://device.sso.us-east-1.amazonaws.com/")

	tid = g.uuid()
	g.ctAdd("entra-device-flow-curl", `
$ curl -s https://login.microsoftonline.com/«_t»/oauth2/v2.0/devicecode -d client_id=«_c» -d scope="https://graph.microsoft.com/.default offline_access"
{"user_code":"«_uc»","device_code":"«d»","verification_uri":"https://microsoft.com/devicelogin","expires_in":900,"interval":5,"message":"To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code «_uc» to authenticate."}
$ curl -s https://login.microsoftonline.com/«_t»/oauth2/v2.0/token -d grant_type=urn:ietf:params:oauth:grant-type:device_code -d client_id=«_c» -d device_code=«d»
{"token_type":"Bearer","scope":"https://graph.microsoft.com/.default","expires_in":4714,"ext_expires_in":4714,"access_token":"«a»","refresh_token":"«b»"}
`, V{"_t": tid, "_c": g.uuid(), "_uc": g.s(alUpNum, 9), "d": "DAQABAAEAAAD" + g.b64u(300), "a": g.ctAAD("https://graph.microsoft.com", tid), "b": "0.A" + g.b64u(380) + "." + g.b64u(120)},
		"urn:ietf:params:oauth:grant-type:device_code")

	g.ctAdd("github-device-flow-curl", `
$ curl -s -X POST https://github.com/login/device/code -d client_id=Iv1.«_c» -d scope=repo
device_code=«d»&expires_in=899&interval=5&user_code=«_uc»&verification_uri=https%3A%2F%2Fgithub.com%2Flogin%2Fdevice
$ curl -s -X POST https://github.com/login/oauth/access_token -d client_id=Iv1.«_c» -d device_code=«d» -d grant_type=urn:ietf:params:oauth:grant-type:device_code
error=authorization_pending&error_description=The+authorization+request+is+still+pending.&error_uri=https%3A%2F%2Fdocs.github.com%2Fdevelopers%2Fapps%2Fauthorizing-oauth-apps%23error-codes-for-the-device-flow
$ curl -s -X POST https://github.com/login/oauth/access_token -d client_id=Iv1.«_c» -d device_code=«d» -d grant_type=urn:ietf:params:oauth:grant-type:device_code
access_token=«a»&expires_in=28800&refresh_token=«b»&refresh_token_expires_in=15811200&scope=&token_type=bearer
`, V{"_c": g.hex(16), "d": g.hex(40), "_uc": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "a": g.ghu(), "b": "ghr_" + g.an(76)}, "error=authorization_pending")

	g.ctAdd("google-device-flow-curl", `
$ curl -s -d "client_id=«_c».apps.googleusercontent.com&scope=email%20profile" https://oauth2.googleapis.com/device/code
{
  "device_code": "«d»",
  "user_code": "«_uc»",
  "expires_in": 1800,
  "interval": 5,
  "verification_url": "https://www.google.com/device"
}
$ curl -s -d client_id=«_c».apps.googleusercontent.com -d client_secret=«s» -d device_code=«d» -d grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code https://oauth2.googleapis.com/token
{
  "access_token": "«a»",
  "expires_in": 3599,
  "refresh_token": "«b»",
  "scope": "https://www.googleapis.com/auth/userinfo.profile openid https://www.googleapis.com/auth/userinfo.email",
  "token_type": "Bearer",
  "id_token": "«i»"
}
`, V{"_c": g.digits(12) + "-" + g.s(alLowNum, 32), "d": "AH-1Ng" + g.b64u(80), "_uc": g.s(alUpper, 4) + "-" + g.s(alUpper, 4), "s": g.gocspx(), "a": g.ya29(), "b": g.gRefresh(), "i": g.ctGoogleID(g.digits(12)+".apps.googleusercontent.com", "kiosk@acme.io")},
		"https://www.google.com/device")

	g.ctAdd("pwsh-connect-azaccount-device-securestring", `
PS> Connect-AzAccount -UseDeviceAuthentication -Tenant «_t»
WARNING: To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code «_uc» to authenticate.

Account              SubscriptionName TenantId                             Environment
-------              ---------------- --------                             -----------
jdoe@contoso.com     Contoso-Dev      «_t» AzureCloud

PS> $t = Get-AzAccessToken -AsSecureString
PS> $t.Token | ConvertFrom-SecureString -AsPlainText
«a»
`, V{"_t": tid, "_uc": g.s(alUpNum, 9), "a": g.ctAAD("https://management.core.windows.net/", tid)}, "Contoso-Dev", "ConvertFrom-SecureString -AsPlainText")

	g.ctAdd("okta-aws-cli-device-env", `
$ okta-aws-cli web --org-domain acme.okta.com --oidc-client-id «_c» --aws-acct-fed-app-id «_f»
Open the following URL to begin Okta device authorization for AWS CLI

https://acme.okta.com/activate?user_code=«_uc»

export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_SESSION_TOKEN=«c»
`, V{"_c": "0oa" + g.an(17), "_f": "0oa" + g.an(17), "_uc": g.s(alUpper, 8), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "https://acme.okta.com/activate?user_code=")

	tid = g.uuid()
	g.ctAdd("kubelogin-devicecode-cache", `
$ kubectl get nodes
To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code «_uc» to authenticate.
NAME                                STATUS   ROLES    AGE   VERSION
aks-system-«_n»-vmss000000   Ready    <none>   41d   v1.29.4
$ cat ~/.kube/cache/kubelogin/AzurePublicCloud-6dae42f8-4368-4678-94ff-3960e28e3630-80faf920-1908-4b52-b5ef-a8e7bedfc67a-«_t».json
{"access_token":"«a»","refresh_token":"«b»","expires_in":"4581","expires_on":"«_e»","not_before":"«_nb»","resource":"6dae42f8-4368-4678-94ff-3960e28e3630","token_type":"Bearer"}
`, V{"_uc": g.s(alUpNum, 9), "_n": g.digits(8), "_t": tid, "a": g.ctAAD("6dae42f8-4368-4678-94ff-3960e28e3630", tid), "b": "0.A" + g.b64u(380) + "." + g.b64u(120), "_e": g.ctUnix(), "_nb": g.ctUnix()},
		"6dae42f8-4368-4678-94ff-3960e28e3630")

	g.ctAdd("fly-auth-login-then-token", `
$ fly auth login
Opening https://fly.io/app/auth/cli/«_s» ...

Waiting for session... Done
successfully logged in as jdoe@acme.io
$ fly auth token
«a»
`, V{"_s": g.hex(32), "a": "fo1_" + g.b64u(43)}, "successfully logged in as jdoe@acme.io")
}

// ---- benign: logins and listings that show no credential ----

func (g *G) ctBenign() {
	sub, tid := g.uuid(), g.uuid()
	g.ctAdd("benign-az-account-show", `
$ az account show
{
  "environmentName": "AzureCloud",
  "homeTenantId": "«_t»",
  "id": "«_s»",
  "isDefault": true,
  "managedByTenants": [],
  "name": "acme-prod",
  "state": "Enabled",
  "tenantDefaultDomain": "acme.onmicrosoft.com",
  "tenantDisplayName": "Acme Corp",
  "tenantId": "«_t»",
  "user": {
    "name": "jdoe@acme.onmicrosoft.com",
    "type": "user"
  }
}
`, V{"_t": tid, "_s": sub}, "jdoe@acme.onmicrosoft.com", "acme.onmicrosoft.com")

	acct := g.ctAcct()
	g.ctAdd("benign-aws-sts-get-caller-identity", `
$ aws sts get-caller-identity --profile acme-dev
{
    "UserId": "AROA«_r»:jdoe@acme.io",
    "Account": "«_a»",
    "Arn": "arn:aws:sts::«_a»:assumed-role/AWSReservedSSO_PowerUserAccess_«_h»/jdoe@acme.io"
}
`, V{"_r": g.s(alAWS, 17), "_a": acct, "_h": g.hex(16)}, "AWSReservedSSO_PowerUserAccess_")

	g.ctAdd("benign-aws-configure-list", `
$ aws configure list --profile legacy-ci
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                legacy-ci           manual    --profile
access_key     ****************«_k» shared-credentials-file
secret_key     ****************«_s» shared-credentials-file
    region                eu-west-1      config-file    ~/.aws/config
`, V{"_k": g.s(alAWS, 4), "_s": g.s(alB64, 4)}, "shared-credentials-file", "~/.aws/config")

	g.ctAdd("benign-gh-auth-status-masked", `
$ gh auth status
github.com
  ✓ Logged in to github.com account jdoe (keyring)
  - Active account: true
  - Git operations protocol: ssh
  - Token: gho_************************************
  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'
`, V{}, "gho_************************************", "'admin:public_key', 'gist', 'read:org', 'repo'")

	g.ctAdd("benign-glab-auth-status-masked", `
$ glab auth status
gitlab.com
  ✓ Logged in to gitlab.com as jdoe (/home/jdoe/.config/glab-cli/config.yml)
  ✓ Git operations for gitlab.com configured to use ssh protocol.
  ✓ API calls for gitlab.com are made over https protocol
  ✓ REST API Endpoint: https://gitlab.com/api/v4/
  ✓ GraphQL Endpoint: https://gitlab.com/api/graphql/
  ✓ Token: **************************
`, V{}, "/home/jdoe/.config/glab-cli/config.yml", "https://gitlab.com/api/graphql/")

	g.ctAdd("benign-gcloud-auth-list", `
$ gcloud auth list
                  Credentialed Accounts
ACTIVE  ACCOUNT
        gha-deployer@acme-web-prod.iam.gserviceaccount.com
*       jdoe@acme.io

To set the active account, run:
    $ gcloud config set account ˋACCOUNTˋ

$ gcloud auth activate-service-account --key-file=/secrets/sa.json
Activated service account credentials for: [gha-deployer@acme-web-prod.iam.gserviceaccount.com]
`, V{}, "gha-deployer@acme-web-prod.iam.gserviceaccount.com", "/secrets/sa.json")

	g.ctAdd("benign-gcloud-sa-keys-list", `
$ gcloud iam service-accounts keys list --iam-account=gha-deployer@acme-web-prod.iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
«_k1»  2024-05-21T14:02:11Z  9999-12-31T23:59:59Z
«_k2»  2024-05-20T08:11:40Z  2024-06-05T08:11:40Z
`, V{"_k1": g.hex(40), "_k2": g.hex(40)}, "9999-12-31T23:59:59Z")

	g.ctAdd("benign-vault-token-lookup-accessor", `
$ vault list auth/token/accessors
Keys
----
«_a1»
«_a2»
«_a3»
$ vault token lookup -accessor «_a2»
Key                 Value
---                 -----
accessor            «_a2»
creation_time       «_ct»
creation_ttl        768h
display_name        approle
entity_id           «_e»
expire_time         2024-06-22T10:14:03.54491Z
explicit_max_ttl    0s
id                  n/a
issue_time          2024-05-21T10:14:03.544916Z
meta                map[role_name:ci-deploy]
num_uses            0
orphan              true
path                auth/approle/login
policies            [ci-deploy default]
renewable           true
ttl                 719h41m2s
type                service
`, V{"_a1": g.ctAcc(), "_a2": g.ctAcc(), "_a3": g.ctAcc(), "_ct": g.ctUnix(), "_e": g.uuid()}, "map[role_name:ci-deploy]", "auth/approle/login")

	g.ctAdd("benign-aws-iam-list-access-keys", `
$ aws iam list-access-keys --user-name svc-legacy-uploader
{
    "AccessKeyMetadata": [
        {
            "UserName": "svc-legacy-uploader",
            "AccessKeyId": "«_k1»",
            "Status": "Active",
            "CreateDate": "2021-03-04T09:12:55+00:00"
        },
        {
            "UserName": "svc-legacy-uploader",
            "AccessKeyId": "«_k2»",
            "Status": "Inactive",
            "CreateDate": "2019-11-20T16:40:01+00:00"
        }
    ]
}
`, V{"_k1": g.awsID(), "_k2": g.awsID()}, "svc-legacy-uploader", "2021-03-04T09:12:55+00:00")

	g.ctAdd("benign-kubectl-get-secrets", `
$ kubectl -n ci get secrets
NAME                                TYPE                                  DATA   AGE
gitlab-deployer-token               kubernetes.io/service-account-token   3      212d
regcred                             kubernetes.io/dockerconfigjson        1      212d
sh.helm.release.v1.runner.v14       helm.sh/release.v1                    1      9d
tls-runner-cache                    kubernetes.io/tls                     2      88d
`, V{}, "gitlab-deployer-token", "kubernetes.io/dockerconfigjson")

	g.ctAdd("benign-heroku-authorizations-list", `
$ heroku authorizations
GitHub Actions deploy      «_i1»  write,read-protected
terraform-heroku provider  «_i2»  global
Heroku CLI                 «_i3»  global
`, V{"_i1": g.uuid(), "_i2": g.uuid(), "_i3": g.uuid()}, "terraform-heroku provider")

	g.ctAdd("benign-az-ad-sp-credential-list", `
$ az ad sp credential list --id «_app» -o json
[
  {
    "customKeyIdentifier": null,
    "displayName": "rotate-2024q4",
    "endDateTime": "2025-10-14T09:12:40.113Z",
    "hint": "«_h»",
    "keyId": "«_k»",
    "secretText": null,
    "startDateTime": "2024-10-14T09:12:40.113Z"
  }
]
`, V{"_app": g.uuid(), "_h": g.an(3), "_k": g.uuid()}, `"secretText": null`)

	g.ctAdd("benign-doctl-account-get", `
$ doctl account get
User Email         Team            Droplet Limit    Email Verified    User UUID                               Status
ops@acme.io        Acme Platform   25               true              «_u»    active
$ doctl auth list
acme-prod (current)
default
personal
`, V{"_u": g.uuid()}, "Acme Platform", "acme-prod (current)")

	g.ctAdd("benign-gh-device-code-aborted", `
$ gh auth login -h github.com -p https -w

! First copy your one-time code: «_uc»
Press Enter to open https://github.com/login/device in your browser... ^C
$ # never finished, still on the old token
`, V{"_uc": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "https://github.com/login/device")

	g.ctAdd("benign-aws-sso-token-expired", `
$ aws s3 ls --profile acme-dev

Error when retrieving token from sso: Token has expired and refresh failed
$ aws sso login --profile acme-dev --no-browser
Browser will not be automatically opened.
Please visit the following URL:

https://oidc.eu-west-1.amazonaws.com/authorize?response_type=code&client_id=«_c»&redirect_uri=http%3A%2F%2F127.0.0.1%3A41237%2Foauth%2Fcallback&state=«_st»&code_challenge_method=S256&scopes=sso%3Aaccount%3Aaccess&code_challenge=«_cc»
`, V{"_c": g.b64u(22), "_st": g.uuid(), "_cc": g.b64u(43)}, "Token has expired and refresh failed")

	g.ctAdd("benign-op-account-list", `
$ op account list
URL                     EMAIL           USER ID
acme.1password.com      jane@acme.io    «_u1»
my.1password.com        jane@home.net   «_u2»
`, V{"_u1": g.s(alUpNum, 26), "_u2": g.s(alUpNum, 26)}, "jane@home.net")

	g.ctAdd("benign-ssh-keygen-and-gcloud-ssh-fingerprint", `
$ gcloud compute ssh bastion-1 --zone europe-west4-a --tunnel-through-iap
Updating project ssh metadata...⠹Updated [https://www.googleapis.com/compute/v1/projects/acme-staging].
Updating project ssh metadata...done.
Waiting for SSH key to propagate.
Warning: Permanently added 'compute.«_id»' (ED25519) to the list of known hosts.
$ ssh-keygen -lf ~/.ssh/google_compute_engine.pub
3072 SHA256:«_fp» jdoe@ws-44 (RSA)
`, V{"_id": g.digits(19), "_fp": g.b64(32)[:43]}, "--tunnel-through-iap", "jdoe@ws-44 (RSA)")

	g.ctAdd("benign-ngrok-config-check", `
$ ngrok config check
Valid configuration file at /home/jdoe/.config/ngrok/ngrok.yml
$ ngrok version
ngrok version 3.10.0
`, V{}, "Valid configuration file at /home/jdoe/.config/ngrok/ngrok.yml")
}
