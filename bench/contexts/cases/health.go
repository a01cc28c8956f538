package cases

import (
	"fmt"
	"strings"
)

// healthCases adds credentials from healthcare, education and government
// integrations, as a coding agent meets them while it wires an interface
// engine, calls a sandbox API, reads a config or fixes a deployment.
// Sources: FHIR servers and clients (HAPI FHIR JPA server and Spring
// datasource, Keycloak in front of it, Medplum, Azure Health Data
// Services, Google Cloud Healthcare API, AWS HealthLake, fhir.resources,
// fhirclient, Firely .NET), SMART on FHIR (EHR launch and the
// authorization code exchange, standalone launch, backend services with
// private_key_jwt and JWKS, refresh tokens), EHR vendor sandboxes (Epic
// on FHIR non-production apps, Oracle Health / Cerner system accounts,
// athenahealth, eClinicalWorks, NextGen, Allscripts/Veradigm, OpenEMR,
// OpenMRS), HL7 v2 interface engines (Mirth Connect / NextGen Connect
// mirth.properties, channel XML with database readers and HTTP senders,
// the Mirth CLI, MLLP over stunnel, Rhapsody, python-hl7, HAPI HL7 test
// panel), DICOM and PACS (Orthanc json config, REST and the Python
// plugin, dcm4chee-arc with LDAP, Postgres and Keycloak, OHIF viewer,
// DCMTK and pynetdicom tools, storescu logs), payers and clearinghouses
// (Availity, Optum / Change Healthcare Medical Network, Stedi, Office
// Ally and other SFTP drops for X12 270/271 and 837, ISA security
// information, Waystar, pVerify, CMS Blue Button 2.0, CAQH), labs and
// pharmacy (Redox, Health Gorilla, Quest and LabCorp HL7 feeds,
// Surescripts and DoseSpot, 1upHealth, Particle), telehealth SDKs (Twilio
// Video, Vonage Video API, Zoom Video SDK, Agora, Daily, Amazon Chime,
// coturn), health information exchange and public health (IHE XDS.b with
// WS-Security, CDC immunization registry SOAP, Carequality mTLS keystores,
// Medicaid SFTP, FHIR bulk export, SMART Health Cards issuer keys, Azure
// FHIR Converter, Elation),
// school and LMS systems (Canvas LMS developer keys, access tokens and
// Canvas Data 2, Moodle web service tokens and config.php, Blackboard
// Learn REST, D2L Brightspace, Schoology, Google Classroom service
// accounts, Clever, PowerSchool, Infinite Campus, ClassLink OneRoster
// SFTP, Blackbaud SKY, Veracross, Ellucian Ethos, Kaltura, Turnitin),
// LTI 1.1 and 1.3 registrations (pylti1.3, ltijs, Moodle and Canvas
// tool configs), research data (REDCap and PyCap, REDCapR, OpenClinica,
// Qualtrics, Prolific, LabKey, XNAT, Synapse, PhysioNet, OHDSI WebAPI,
// UMLS and VSAC), government APIs (login.gov and identity-oidc-sinatra,
// api.data.gov, Socrata app tokens and API keys, Census, SAM.gov,
// openFDA, NASA, IRS MeF transmitter and IRIS A2A configs, USPS, ID.me,
// eIDAS nodes, German eID / Governikus, Singpass MyInfo, DigiD, the UK
// GOV.UK Notify and Pay keys, NHS Digital APIs), and the chats, logs,
// shell commands, tool calls and deployment files (Kubernetes secrets,
// Helm values, Terraform, Vault, Secrets Manager, GitHub Actions, Ansible)
// around them. Benign look-alikes: patient,
// encounter and study ids, MRNs, NPIs, OIDs, DICOM UIDs, accession
// numbers, FHIR resource ids, versionIds and ETags, LOINC and SNOMED
// codes, X12 control numbers, public JWKS and certificates, client ids,
// deployment ids, EFINs and ETINs, and masked previews. The case names
// start with "health/".
func (g *G) healthCases() {
	g.hcFHIRServers()
	g.hcSMART()
	g.hcEHRVendors()
	g.hcHL7()
	g.hcDICOM()
	g.hcPayers()
	g.hcLabPharmacy()
	g.hcTelehealth()
	g.hcLMS()
	g.hcLTI()
	g.hcResearch()
	g.hcGov()
	g.hcOps()
	g.hcExchange()
	g.hcSchools()
	g.hcChat()
	g.hcBenign()
}

// ---- helpers used only here ----

func (g *G) hcNPI() string { return "1" + g.s(alDigit, 9) }
func (g *G) hcMRN() string { return "E" + g.digits(7) }
func (g *G) hcDicomUID() string {
	return fmt.Sprintf("1.2.840.113619.2.%d.%d.%d.%s", 55+g.r.IntN(400), 1+g.r.IntN(9), g.r.IntN(99999), g.digits(10))
}
func (g *G) hcFhirID() string  { return g.s(alAlnum, 8) + "." + g.s(alAlnum+"-", 20) }
func (g *G) hcEpicTok() string { return g.b64u(20) + "-" + g.b64u(120) + "-" + g.b64u(40) }
func (g *G) hcCanvas() string  { return fmt.Sprintf("%d~", 1+g.r.IntN(20)) + g.an(64) }
func (g *G) hcCanvasID() string {
	return fmt.Sprintf("%d%s", 10+g.r.IntN(90), "0000000"+g.digits(5))
}
func (g *G) hcRedcap() string   { return g.s(alHexU, 32) }
func (g *G) hcSocrata() string  { return g.an(25) }
func (g *G) hcDataGov() string  { return g.an(40) }
func (g *G) hcAthenaID() string { return "0oa" + g.an(17) }
func (g *G) hcOrthanc() string  { return g.pick(g.pw(), g.pwStrong(), g.pwURL()) }
func (g *G) hcAccessJWT(iss, sub, scope string) string {
	iat := 1735000000 + g.r.IntN(30000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","exp":%d,"iat":%d,"scope":"%s","jti":"%s"}`,
		iss, sub, iss, iat+3600, iat, scope, g.uuid()))
}

// hcJWK is a private RSA JWK with random values: a secret.
func (g *G) hcJWK(kid string) string {
	return fmt.Sprintf(`{"kty":"RSA","kid":"%s","use":"sig","alg":"RS384","n":"%s","e":"AQAB","d":"%s","p":"%s","q":"%s","dp":"%s","dq":"%s","qi":"%s"}`,
		kid, g.b64u(342), g.b64u(342), g.b64u(171), g.b64u(171), g.b64u(171), g.b64u(171), g.b64u(171))
}

// hcPubJWK is the public half only: benign.
func (g *G) hcPubJWK(kid string) string {
	return fmt.Sprintf(`{"kty":"RSA","kid":"%s","use":"sig","alg":"RS384","n":"%s","e":"AQAB"}`, kid, g.b64u(342))
}

// ---- FHIR servers and clients ----

func (g *G) hcFHIRServers() {
	g.add("health/hapi-fhir-application-yaml-datasource", `
spring:
  datasource:
    url: 'jdbc:postgresql://fhir-db.internal:5432/hapi_r4'
    username: hapi_admin
    password: «a»
    driverClassName: org.postgresql.Driver
  jpa:
    properties:
      hibernate.dialect: ca.uhn.fhir.jpa.model.dialect.HapiFhirPostgresDialect
      hibernate.search.enabled: false
hapi:
  fhir:
    fhir_version: R4
    server_address: https://fhir.acme-health.org/fhir/
    allow_external_references: true
    subscription:
      resthook_enabled: true
`, V{"a": g.pwStrong()}, "hapi_admin", "ca.uhn.fhir.jpa.model.dialect.HapiFhirPostgresDialect", "https://fhir.acme-health.org/fhir/")

	g.add("health/hapi-fhir-docker-run-env", `
$ docker run -d --name hapi -p 8080:8080 \
    -e spring.datasource.url=jdbc:postgresql://10.20.0.14:5432/hapi \
    -e spring.datasource.username=hapi \
    -e spring.datasource.password=«a» \
    -e hapi.fhir.fhir_version=R4 \
    hapiproject/hapi:v7.4.0
«_c»
$ docker logs hapi 2>&1 | grep -m2 Started
2025-02-11 09:14:02.118 [main] INFO  ca.uhn.fhir.jpa.starter.Application [StartupInfoLogger.java:56] Started Application in 41.377 seconds (process running for 43.02)
`, V{"a": g.pwURL(), "_c": g.hex(64)}, "hapiproject/hapi:v7.4.0", "spring.datasource.username=hapi")

	kcSecret := g.an(32)
	g.add("health/hapi-keycloak-client-credentials-curl", `
$ TOKEN=$(curl -s -X POST https://auth.acme-health.org/realms/fhir/protocol/openid-connect/token \
    -d grant_type=client_credentials -d client_id=etl-loader -d client_secret=«a» | jq -r .access_token)
$ curl -s -H "Authorization: Bearer $TOKEN" "https://fhir.acme-health.org/fhir/Patient?_count=2&_elements=id,meta" | jq -c '.entry[].resource'
{"resourceType":"Patient","id":"«_p1»","meta":{"versionId":"3","lastUpdated":"2025-02-10T17:22:41.118+00:00"}}
{"resourceType":"Patient","id":"«_p2»","meta":{"versionId":"1","lastUpdated":"2025-02-11T08:01:09.440+00:00"}}
`, V{"a": kcSecret, "_p1": g.digits(6), "_p2": g.digits(6)}, "client_id=etl-loader", "Bearer $TOKEN")

	g.add("health/fhir-curl-bearer-jwt-verbose", `
$ curl -v https://fhir.acme-health.org/fhir/Observation?patient=«_p»&code=http://loinc.org|4548-4 \
    -H 'Accept: application/fhir+json' -H 'Authorization: Bearer «a»'
> GET /fhir/Observation?patient=«_p»&code=http://loinc.org|4548-4 HTTP/2
> Host: fhir.acme-health.org
> accept: application/fhir+json
> authorization: Bearer «a»
< HTTP/2 200
< content-type: application/fhir+json;charset=utf-8
< x-request-id: «_r»
< etag: W/"7"
`, V{"_p": g.digits(7), "a": g.hcAccessJWT("https://auth.acme-health.org/realms/fhir", "service-account-etl-loader", "system/Observation.read system/Patient.read"), "_r": g.an(16)}, "http://loinc.org|4548-4", `etag: W/"7"`)

	g.add("health/medplum-client-env", `
# .env.local for the intake bot
MEDPLUM_BASE_URL=https://api.medplum.com/
MEDPLUM_CLIENT_ID=«_c»
MEDPLUM_CLIENT_SECRET=«a»
MEDPLUM_PROJECT_ID=«_p»
BOT_ID=«_b»
`, V{"_c": g.uuid(), "a": g.hex(64), "_p": g.uuid(), "_b": g.uuid()}, "MEDPLUM_BASE_URL=https://api.medplum.com/")

	g.add("health/medplum-ts-startclientlogin", `
import { MedplumClient } from '@medplum/core';

const medplum = new MedplumClient({ baseUrl: 'https://api.medplum.com/' });
await medplum.startClientLogin('«_c»', '«a»');
const patients = await medplum.searchResources('Patient', { name: 'Simpson', _count: 5 });
console.log(patients.map((p) => p.id));
`, V{"_c": g.uuid(), "a": g.hex(64)}, "@medplum/core", "startClientLogin")

	g.add("health/azure-fhir-service-token-az", `
$ az login --service-principal -u «_app» -p '«a»' --tenant «_t»
[
  {
    "cloudName": "AzureCloud",
    "homeTenantId": "«_t»",
    "id": "«_sub»",
    "isDefault": true,
    "name": "Acme Health Data Platform",
    "state": "Enabled",
    "tenantId": "«_t»",
    "user": { "name": "«_app»", "type": "servicePrincipal" }
  }
]
$ az account get-access-token --resource=https://acmehdsws-fhirsvc.fhir.azurehealthcareapis.com --query accessToken -o tsv | cut -c1-24
eyJ0eXAiOiJKV1QiLCJhbGci
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid(), "_sub": g.uuid()}, "https://acmehdsws-fhirsvc.fhir.azurehealthcareapis.com", "Acme Health Data Platform")

	gsaKey := g.pkcs8RSAPEM()
	g.add("health/google-healthcare-api-sa-json", `
$ cat infra/keys/healthcare-ingest.json
{
  "type": "service_account",
  "project_id": "acme-hc-prod",
  "private_key_id": "«_kid»",
  "private_key": "«a»\n",
  "client_email": "hl7v2-ingest@acme-hc-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
$ gcloud healthcare hl7v2-stores list --dataset=adt --location=us-central1
ID       LOCATION     TOPIC
adt-in   us-central1  projects/acme-hc-prod/topics/hl7v2-adt
`, V{"_kid": g.hex(40), "a": jsonEsc(gsaKey.block()), "_cid": g.digits(21)}, "hl7v2-ingest@acme-hc-prod.iam.gserviceaccount.com", "projects/acme-hc-prod/topics/hl7v2-adt")

	g.add("health/healthlake-awscli-profile", `
$ cat ~/.aws/credentials
[healthlake-dev]
aws_access_key_id = «a»
aws_secret_access_key = «b»
region = us-east-1
$ aws healthlake list-fhir-datastores --profile healthlake-dev --query 'DatastorePropertiesList[].[DatastoreId,DatastoreStatus]' --output text
«_ds»	ACTIVE
`, V{"a": g.awsID(), "b": g.awsSecret(), "_ds": g.hex(32)}, "[healthlake-dev]", "list-fhir-datastores")

	g.add("health/fhirclient-python-settings", `
from fhirclient import client
import fhirclient.models.patient as p

settings = {
    'app_id': 'acme_readmission_model',
    'api_base': 'https://fhir-ehr-code.cerner.com/r4/«_tenant»',
    'app_secret': '«a»',
    'redirect_uri': 'http://localhost:8000/fhir-app/',
    'scope': 'launch/patient openid fhirUser patient/Patient.read offline_access',
}
smart = client.FHIRClient(settings=settings)
patient = p.Patient.read('«_pid»', smart.server)
print(smart.human_name(patient.name[0]))
`, V{"_tenant": g.uuid(), "a": g.an(32), "_pid": g.digits(8)}, "acme_readmission_model", "http://localhost:8000/fhir-app/")

	g.add("health/firely-dotnet-appsettings", `
{
  "Logging": { "LogLevel": { "Default": "Information", "Hl7.Fhir": "Warning" } },
  "Fhir": {
    "BaseUrl": "https://fhir.acme-health.org/r4",
    "Authority": "https://login.microsoftonline.com/«_t»/v2.0",
    "ClientId": "«_c»",
    "ClientSecret": "«a»",
    "Scope": "https://fhir.acme-health.org/.default"
  },
  "ConnectionStrings": {
    "Outbox": "Server=tcp:acme-outbox.database.windows.net,1433;Database=outbox;User ID=outbox_rw;Password=«b»;Encrypt=True;"
  }
}
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret(), "b": g.pwStrong()}, "Hl7.Fhir", "User ID=outbox_rw")

	g.add("health/fhir-bundle-transaction-response-benign", `
{
  "resourceType": "Bundle",
  "id": "«_b»",
  "type": "transaction-response",
  "entry": [
    {"response": {"status": "201 Created", "location": "Patient/«_p»/_history/1", "etag": "W/\"1\"", "lastModified": "2025-02-11T08:14:22.915+00:00"}},
    {"response": {"status": "201 Created", "location": "Encounter/«_e»/_history/1", "etag": "W/\"1\""}},
    {"response": {"status": "200 OK", "location": "Practitioner/«_pr»/_history/4", "etag": "W/\"4\""}}
  ]
}
`, V{"_b": g.uuid(), "_p": g.uuid(), "_e": g.uuid(), "_pr": g.uuid()}, "transaction-response")

	g.add("health/hapi-fhir-cli-upload-basic-auth", `
$ hapi-fhir-cli upload-terminology -d SNOMED_CT_InternationalRF2_PRODUCTION_20240801T120000Z.zip \
    -v r4 -t https://terminology.acme-health.org/fhir -u http://snomed.info/sct \
    --basic-auth term_loader:«a»
2025-02-12 10:01:17.204 [main] INFO  c.u.f.c.UploadTerminologyCommand Beginning upload - This may take a while...
2025-02-12 10:14:56.781 [main] INFO  c.u.f.c.UploadTerminologyCommand Upload complete!
`, V{"a": g.pwURL()}, "SNOMED_CT_InternationalRF2_PRODUCTION_20240801T120000Z.zip", "http://snomed.info/sct")
}

// ---- SMART on FHIR ----

func (g *G) hcSMART() {
	g.add("health/smart-ehr-launch-redirect-code", `
127.0.0.1 - - [11/Feb/2025 14:02:19] "GET /launch?iss=https%3A%2F%2Ffhir.epic.com%2Finterconnect-fhir-oauth%2Fapi%2FFHIR%2FR4&launch=«_l» HTTP/1.1" 302 -
127.0.0.1 - - [11/Feb/2025 14:02:24] "GET /callback?code=«a»&state=«_s» HTTP/1.1" 500 -
Traceback (most recent call last):
  File "/app/smart/views.py", line 88, in callback
    token = exchange_code(request.args["code"])
  File "/app/smart/oauth.py", line 41, in exchange_code
    raise TokenError(resp.json()["error_description"])
smart.oauth.TokenError: redirect_uri does not match the registered value
`, V{"_l": g.b64u(20), "a": g.b64u(60) + "." + g.b64u(40), "_s": g.hex(16)}, "redirect_uri does not match the registered value")

	iat := 1736000000 + g.r.IntN(20000000)
	g.add("health/smart-token-response-json", `
$ curl -s -X POST https://fhir.epic.com/interconnect-fhir-oauth/oauth2/token \
    -d grant_type=authorization_code -d code=«c» \
    -d redirect_uri=https://localhost:3000/callback -d client_id=«_cid» -d code_verifier=«v» | jq .
{
  "access_token": "«a»",
  "token_type": "Bearer",
  "expires_in": 3600,
  "scope": "launch openid fhirUser patient/Patient.read patient/Observation.read",
  "id_token": "«id»",
  "patient": "«_pat»",
  "encounter": "«_enc»",
  "need_patient_banner": true,
  "smart_style_url": "https://fhir.epic.com/interconnect-fhir-oauth/api/epic/2016/EDI/HTTP/HSWeb_uscdi.json"
}
`, V{"c": g.b64u(60), "_cid": g.uuid(), "v": g.b64u(43), "a": g.hcEpicTok(),
		"id":   g.jwt("RS256", fmt.Sprintf(`{"aud":"app","iss":"https://fhir.epic.com/interconnect-fhir-oauth/oauth2","sub":"%s","iat":%d,"exp":%d}`, g.hcFhirID(), iat, iat+300)),
		"_pat": "e" + g.b64u(22) + "3", "_enc": "e" + g.b64u(30) + "3"}, "need_patient_banner", "redirect_uri=https://localhost:3000/callback")

	key := g.pkcs8RSAPEM()
	g.add("health/smart-backend-services-private-key-file", `
$ ls -l keys/
-rw-r--r--  1 dev  staff   451 Feb  3 10:21 publickey509.pem
-rw-------  1 dev  staff  1704 Feb  3 10:21 privatekey.pem
$ cat keys/privatekey.pem
«a»
$ openssl req -new -x509 -key keys/privatekey.pem -out keys/publickey509.pem -subj '/CN=acme-bulk-export' -days 365
`, V{"a": key.block()}, "publickey509.pem", "/CN=acme-bulk-export")

	g.add("health/smart-backend-jwks-private-json", `
// jwks/private.json (generated with node-jose; the public half is served at /.well-known/jwks.json)
{
  "keys": [
    «a»
  ]
}
`, V{"a": g.hcJWK(g.hex(16))}, "/.well-known/jwks.json")

	iat2 := 1737000000 + g.r.IntN(20000000)
	g.add("health/smart-client-assertion-debug-log", `
DEBUG smart_backend: POST https://authorization.cerner.com/tenants/«_t»/protocols/oauth2/profiles/smart-v1/token
DEBUG smart_backend: body grant_type=client_credentials&scope=system%2FPatient.read+system%2FGroup.read&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=«a»
DEBUG smart_backend: 200 OK {"access_token":"«b»","scope":"system/Patient.read system/Group.read","token_type":"Bearer","expires_in":570}
`, V{"_t": g.uuid(),
		"a": g.jwt("RS384", fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"https://authorization.cerner.com/tenants/x/token","exp":%d,"jti":"%s"}`, g.uuid(), g.uuid(), iat2+300, g.uuid())),
		"b": g.hcAccessJWT("https://authorization.cerner.com/", g.uuid(), "system/Patient.read")}, "urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer")

	g.add("health/smart-refresh-token-sqlite", `
sqlite> .headers on
sqlite> select id, patient_fhir_id, iss, refresh_token, expires_at from smart_sessions order by id desc limit 2;
id|patient_fhir_id|iss|refresh_token|expires_at
412|«_p1»|https://fhir.epic.com/interconnect-fhir-oauth/api/FHIR/R4|«a»|2025-05-12 14:02:29
411|«_p2»|https://fhir.epic.com/interconnect-fhir-oauth/api/FHIR/R4|«b»|2025-05-12 13:47:03
`, V{"_p1": "e" + g.b64u(22) + "3", "_p2": "e" + g.b64u(22) + "3", "a": g.b64u(64), "b": g.b64u(64)}, "smart_sessions")

	g.add("health/smart-launch-js-client-config", `
// src/launch.js
import FHIR from "fhirclient";

FHIR.oauth2.authorize({
  clientId: "«_c»",
  clientSecret: "«a»",
  scope: "launch openid fhirUser patient/*.read offline_access",
  redirectUri: "/app",
  iss: "https://launch.smarthealthit.org/v/r4/fhir",
  pkceMode: "ifSupported",
});
`, V{"_c": g.uuid(), "a": g.b64u(43)}, "https://launch.smarthealthit.org/v/r4/fhir", `pkceMode: "ifSupported"`)

	g.add("health/smart-well-known-config-benign", `
$ curl -s https://fhir.acme-health.org/fhir/.well-known/smart-configuration | jq '{authorization_endpoint, token_endpoint, jwks_uri, capabilities}'
{
  "authorization_endpoint": "https://auth.acme-health.org/realms/fhir/protocol/openid-connect/auth",
  "token_endpoint": "https://auth.acme-health.org/realms/fhir/protocol/openid-connect/token",
  "jwks_uri": "https://auth.acme-health.org/realms/fhir/protocol/openid-connect/certs",
  "capabilities": ["launch-ehr", "client-confidential-asymmetric", "context-ehr-patient", "permission-v2"]
}
$ curl -s https://auth.acme-health.org/realms/fhir/protocol/openid-connect/certs | jq -c '.keys[0]'
«_k»
`, V{"_k": g.hcPubJWK(g.b64u(43))}, "client-confidential-asymmetric", "https://auth.acme-health.org/realms/fhir/protocol/openid-connect/certs")
}

// ---- EHR vendors and open-source EHRs ----

func (g *G) hcEHRVendors() {
	g.add("health/epic-nonprod-client-ids-and-key-env", `
# Epic on FHIR app "Acme Remote Monitoring" — ids from the Build Apps page
EPIC_NONPROD_CLIENT_ID=«_np»
EPIC_PROD_CLIENT_ID=«_p»
EPIC_FHIR_BASE=https://fhir.epic.com/interconnect-fhir-oauth/api/FHIR/R4
EPIC_JWT_KID=acme-rpm-2025
EPIC_PRIVATE_KEY_B64=«a»
`, V{"_np": g.uuid(), "_p": g.uuid(), "a": b64s(g.pkcs8RSAPEM().block())}, "EPIC_JWT_KID=acme-rpm-2025", "https://fhir.epic.com/interconnect-fhir-oauth/api/FHIR/R4")

	g.add("health/epic-sandbox-test-patient-benign", `
Test patients in the Epic sandbox (from open.epic.com, public):
| Name               | FHIR ID                           | MRN      | MyChart user |
|--------------------|-----------------------------------|----------|--------------|
| Camila Lopez       | «_a» | «_m1» | fhircamila   |
| Derrick Lin        | «_b» | «_m2» | fhirderrick  |
`, V{"_a": "e" + g.b64u(29) + "3", "_b": "e" + g.b64u(29) + "3", "_m1": g.hcMRN(), "_m2": g.hcMRN()}, "fhircamila", "fhirderrick")

	g.add("health/cerner-system-account-yaml", `
oracle_health:
  tenant_id: «_t»
  fhir_base: https://fhir-ehr-code.cerner.com/r4/«_t»
  token_url: https://authorization.cerner.com/tenants/«_t»/protocols/oauth2/profiles/smart-v1/token
  system_account:
    client_id: «_c»
    client_secret: «a»
  scopes: system/Patient.read system/Encounter.read system/DocumentReference.write
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.an(32)}, "system/DocumentReference.write")

	g.add("health/athenahealth-oauth-curl", `
$ curl -s -u «_c»:«a» \
    -d 'grant_type=client_credentials&scope=athena/service/Athenanet.MDP.*' \
    https://api.preview.platform.athenahealth.com/oauth2/v1/token
{"token_type":"Bearer","expires_in":3600,"access_token":"«b»","scope":"athena/service/Athenanet.MDP.*"}
$ curl -s -H "Authorization: Bearer «b»" \
    "https://api.preview.platform.athenahealth.com/v1/195900/patients/«_pid»" | jq '.[0].firstname'
"Gary"
`, V{"_c": g.hcAthenaID(), "a": g.b64u(40), "b": g.an(28), "_pid": g.digits(5)}, "api.preview.platform.athenahealth.com", "athena/service/Athenanet.MDP.*")

	g.add("health/eclinicalworks-fhir-backend-config-js", `
module.exports = {
  ecw: {
    fhirBase: "https://fhir4.eclinicalworks.com/fhir/r4/«_practice»",
    tokenUrl: "https://oauthserver.eclinicalworks.com/oauth/oauth2/token",
    clientId: "«_c»",
    jwksUrl: "https://rpm.acme-health.org/.well-known/jwks.json",
    privateKeyPem: `+"`"+`«a»`+"`"+`,
  },
};
`, V{"_practice": g.s(alUpper, 12), "_c": g.b64u(43), "a": g.ecPKCS8().block()}, "https://oauthserver.eclinicalworks.com/oauth/oauth2/token")

	g.add("health/openemr-docker-compose", `
services:
  mysql:
    image: mariadb:11.4
    environment:
      MYSQL_ROOT_PASSWORD: «a»
  openemr:
    image: openemr/openemr:7.0.3
    ports: ["80:80", "443:443"]
    environment:
      MYSQL_HOST: mysql
      MYSQL_ROOT_PASS: «a»
      MYSQL_USER: openemr
      MYSQL_PASS: «b»
      OE_USER: admin
      OE_PASS: «c»
    depends_on: [mysql]
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pw()}, "openemr/openemr:7.0.3", "OE_USER: admin")

	g.add("health/openemr-sqlconf-php", `
<?php
//  OpenEMR
//  MySQL Config

global $disable_utf8_flag;
$disable_utf8_flag = false;

$host   = 'localhost';
$port   = '3306';
$login  = 'openemr';
$pass   = '«a»';
$dbase  = 'openemr';
$db_encoding = 'utf8mb4';

$sqlconf = array();
global $sqlconf;
$sqlconf["host"]= $host;
$sqlconf["port"] = $port;
$sqlconf["login"] = $login;
$sqlconf["pass"] = $pass;
$sqlconf["dbase"] = $dbase;
$sqlconf["db_encoding"] = $db_encoding;

//////////////////////////
//////////////////////////
//////////////////////////
//////DO NOT TOUCH THIS///
$config = 1; /////////////
`, V{"a": g.pwStrong()}, "$disable_utf8_flag = false;", "//////DO NOT TOUCH THIS///")

	g.add("health/openmrs-runtime-properties", `
#Auto generated by OpenMRS initialization wizard
#Tue Feb 11 09:41:55 UTC 2025
connection.url=jdbc\:mysql\://localhost\:3306/openmrs?autoReconnect\=true&sessionVariables\=default_storage_engine%3DInnoDB&useUnicode\=true&characterEncoding\=UTF-8
connection.username=openmrs_user
connection.password=«a»
module.allow_web_admin=true
auto_update_database=false
encryption.vector=«b»
encryption.key=«c»
application_data_directory=/openmrs/data
`, V{"a": g.an(12), "b": g.b64(16), "c": g.b64(16)}, "connection.username=openmrs_user", "application_data_directory=/openmrs/data")

	g.add("health/openmrs-rest-basic-curl", `
$ curl -s -u admin:«a» "http://localhost:8080/openmrs/ws/rest/v1/patient?q=«_id»&v=default" | jq '.results[0] | {uuid, display}'
{
  "uuid": "«_u»",
  "display": "«_id» - Joshua Johnson"
}
`, V{"a": g.pw(), "_id": "1000" + g.s(alUpNum, 3), "_u": g.uuid()}, "/openmrs/ws/rest/v1/patient")

	g.add("health/nextgen-enterprise-api-headers", `
POST https://nativeapi.nextgen.com/nge/prod/nge-oauth/token HTTP/1.1
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id=«_c»&client_secret=«a»&site_id=«_s»

HTTP/1.1 200 OK
{"access_token":"«b»","token_type":"bearer","expires_in":3599}
`, V{"_c": g.an(24), "a": g.an(40), "_s": g.s(alUpNum, 12), "b": g.b64u(180)}, "https://nativeapi.nextgen.com/nge/prod/nge-oauth/token")

	g.add("health/veradigm-unity-getsecuritytoken", `
>>> import requests
>>> r = requests.post("https://tw181unityregionalsandbox.allscriptscloud.com/Unity/UnityService.svc/json/GetToken",
...                   json={"Username": "ACMEHEALTH", "Password": "«a»"})
>>> r.text
'«tok»'
>>> magic = {"Action": "GetServerInfo", "AppUserID": "terry", "Appname": "AcmeRPM.App", "PatientID": "", "Token": r.text}
`, V{"a": g.an(12) + "!", "tok": strings.ToUpper(g.uuid())}, "AcmeRPM.App", "GetServerInfo")
}

// ---- HL7 v2 and interface engines ----

func (g *G) hcHL7() {
	ks := g.an(10)
	g.add("health/mirth-properties", `
$ sudo cat /opt/mirthconnect/conf/mirth.properties
# Mirth Connect configuration file

# directories
dir.appdata = appdata
dir.tempdata = ${dir.appdata}/temp

# ports
http.port = 8080
https.port = 8443

# password requirements
password.minlength = 8
password.minupper = 1

# keystore
keystore.path = ${dir.appdata}/keystore.jks
keystore.storepass = «a»
keystore.keypass = «a»
keystore.type = JCEKS

# server
http.contextpath = /
server.url =
http.host = 0.0.0.0
https.host = 0.0.0.0
https.client.protocols = TLSv1.3,TLSv1.2

# database
database = postgres
database.url = jdbc:postgresql://mirthdb.int.acme-health.org:5432/mirthdb
database.username = mirth
database.password = «b»
database.max-connections = 20
`, V{"a": ks, "b": g.pwStrong()}, "keystore.type = JCEKS", "database.username = mirth", "https.client.protocols = TLSv1.3,TLSv1.2")

	g.add("health/mirth-channel-database-reader-xml", `
  <sourceConnector version="4.5.2">
    <metaDataId>0</metaDataId>
    <name>sourceConnector</name>
    <properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties" version="4.5.2">
      <pluginProperties/>
      <pollConnectorProperties version="4.5.2">
        <pollingType>INTERVAL</pollingType>
        <pollingFrequency>30000</pollingFrequency>
      </pollConnectorProperties>
      <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
      <url>jdbc:sqlserver://LIS-SQL01:1433;databaseName=LabResults;encrypt=true;trustServerCertificate=true</url>
      <username>mirth_lis_ro</username>
      <password>«a»</password>
      <select>SELECT TOP 50 * FROM dbo.ResultQueue WHERE Sent = 0 ORDER BY ResultId</select>
      <update>UPDATE dbo.ResultQueue SET Sent = 1 WHERE ResultId = ${ResultId}</update>
      <useScript>false</useScript>
      <aggregateResults>false</aggregateResults>
    </properties>
    <transportName>Database Reader</transportName>
    <mode>SOURCE</mode>
    <enabled>true</enabled>
  </sourceConnector>
`, V{"a": g.pw()}, "mirth_lis_ro", "com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties")

	g.add("health/mirth-http-sender-basic-and-header", `
      <properties class="com.mirth.connect.connectors.http.HttpDispatcherProperties" version="4.5.2">
        <host>https://hie.statehie.org/api/adt/inbound</host>
        <useProxyServer>false</useProxyServer>
        <method>post</method>
        <headers class="linked-hash-map">
          <entry>
            <string>X-HIE-Facility</string>
            <list><string>ACME-GEN-01</string></list>
          </entry>
          <entry>
            <string>X-Api-Key</string>
            <list><string>«b»</string></list>
          </entry>
        </headers>
        <useAuthentication>true</useAuthentication>
        <authenticationType>Basic</authenticationType>
        <usePreemptiveAuthentication>true</usePreemptiveAuthentication>
        <username>acme_gen_adt</username>
        <password>«a»</password>
        <content>${message.encodedData}</content>
        <contentType>x-application/hl7-v2+er7</contentType>
        <socketTimeout>30000</socketTimeout>
      </properties>
`, V{"b": g.hex(40), "a": g.pwStrong()}, "ACME-GEN-01", "acme_gen_adt", "x-application/hl7-v2+er7")

	g.add("health/mirth-js-transformer-db-connection", `
// Destination 2 - Write to EHR staging (JavaScript Writer)
var dbConn;
try {
    dbConn = DatabaseConnectionFactory.createDatabaseConnection(
        'com.microsoft.sqlserver.jdbc.SQLServerDriver',
        'jdbc:sqlserver://EHR-STG02:1433;databaseName=Interfaces',
        'svc_mirth_writer',
        '«a»');
    var mrn = msg['PID']['PID.3']['PID.3.1'].toString();
    dbConn.executeUpdate("INSERT INTO adt_events (mrn, event, received) VALUES ('" + mrn + "', '" + msg['MSH']['MSH.9']['MSH.9.2'] + "', GETDATE())");
} finally {
    if (dbConn) dbConn.close();
}
`, V{"a": g.pw()}, "svc_mirth_writer", "DatabaseConnectionFactory.createDatabaseConnection")

	g.add("health/mirth-cli-mccommand", `
$ ./mccommand -a https://127.0.0.1:8443 -u admin -p '«a»' -s deploy-all.txt
Connected to Mirth Connect server @ https://127.0.0.1:8443 (4.5.2)
$ cat deploy-all.txt
channel undeploy *
importcfg /opt/export/prod-config.xml force
channel deploy *
status
ID                                     Status      Name
«_c1»   STARTED     ADT_Inbound_Epic
«_c2»   STARTED     ORU_Outbound_Quest
«_c3»   STOPPED     MDM_Transcription
`, V{"a": g.pw(), "_c1": g.uuid(), "_c2": g.uuid(), "_c3": g.uuid()}, "ADT_Inbound_Epic", "ORU_Outbound_Quest")

	g.add("health/mirth-configuration-map-export", `
<map>
  <entry>
    <string>LAB_SFTP_HOST</string>
    <com.mirth.connect.util.ConfigurationProperty>
      <value>sftp.questdiagnostics.com</value>
      <comment>Quest results drop</comment>
    </com.mirth.connect.util.ConfigurationProperty>
  </entry>
  <entry>
    <string>LAB_SFTP_PASSWORD</string>
    <com.mirth.connect.util.ConfigurationProperty>
      <value>«a»</value>
      <comment>rotated 2025-01 per ticket INT-2291</comment>
    </com.mirth.connect.util.ConfigurationProperty>
  </entry>
  <entry>
    <string>REDOX_VERIFICATION_TOKEN</string>
    <com.mirth.connect.util.ConfigurationProperty>
      <value>«b»</value>
      <comment></comment>
    </com.mirth.connect.util.ConfigurationProperty>
  </entry>
</map>
`, V{"a": g.pwURL(), "b": g.an(32)}, "sftp.questdiagnostics.com", "ticket INT-2291")

	pskHex := g.hex(64)
	g.add("health/stunnel-mllp-psk", `
$ cat /etc/stunnel/mllp-lab.conf
[mllp-lab]
client = yes
accept = 127.0.0.1:6661
connect = hl7.reflab.example:16661
ciphers = PSK
PSKsecrets = /etc/stunnel/psk-lab.txt
$ sudo cat /etc/stunnel/psk-lab.txt
acme-gen-mllp:«a»
`, V{"a": pskHex}, "hl7.reflab.example:16661", "PSKsecrets = /etc/stunnel/psk-lab.txt")

	g.add("health/hl7-adt-message-benign", `
$ python -c "import hl7,sys; m=hl7.parse(open('samples/adt_a01.hl7').read().replace('\n','\r')); print(str(m).replace('\r','\n'))"
MSH|^~\&|EPIC|ACMEGEN|MIRTH|ACMEGEN|20250211083012||ADT^A01^ADT_A01|«_ctl»|P|2.5.1
EVN|A01|20250211083000
PID|1||«_mrn»^^^ACMEGEN^MR~«_ssn»^^^SSA^SS||DOE^JANE^Q||19710304|F|||100 MAIN ST^^SPRINGFIELD^IL^62701
PV1|1|I|4WEST^412^B^ACMEGEN||||«_npi»^HOUSE^GREGORY^^^^MD|||MED||||ADM|||||«_vn»
`, V{"_ctl": g.digits(10), "_mrn": g.hcMRN(), "_ssn": "999-" + g.digits(2) + "-" + g.digits(4), "_npi": g.hcNPI(), "_vn": "V" + g.digits(9)}, "ADT^A01^ADT_A01", "4WEST^412^B^ACMEGEN")

	g.add("health/mllp-bridge-client-tls-passphrase", `
# hl7 sender for the ORU feed (runs in the results-bridge container)
import os
from bridge.mllp import MLLPClient

HOST = os.getenv("MLLP_HOST", "mirth.int.acme-health.org")
PORT = int(os.getenv("MLLP_PORT", "6661"))
TLS_KEY_PASSPHRASE = "«a»"
client = MLLPClient(HOST, PORT, certfile="/run/secrets/bridge.crt", keyfile="/run/secrets/bridge.key", key_password=TLS_KEY_PASSPHRASE)
`, V{"a": g.pw()}, "mirth.int.acme-health.org", "/run/secrets/bridge.key")

	g.add("health/rhapsody-rest-api-curl", `
$ curl -sk -u «=u»:«a» -H 'Accept: application/json' https://rhapsody01:8444/api/components/communicationpoints | jq -r '.[] | "\(.id)\t\(.state)\t\(.name)"' | head -4
«_i1»	RUNNING	HTTP In - Referrals
«_i2»	RUNNING	TCP Server - ADT 6661
«_i3»	STOPPED	Directory Out - Archive
«_i4»	ERROR	SFTP Out - Claims
`, V{"=u": "rhapsody_api", "a": g.pw(), "_i1": g.digits(4), "_i2": g.digits(4), "_i3": g.digits(4), "_i4": g.digits(4)}, "TCP Server - ADT 6661", "https://rhapsody01:8444/api/components/communicationpoints")

	g.add("health/hl7-ack-error-log-with-sftp-url", `
2025-02-11 09:02:41,117 ERROR [ORU_Outbound_Quest] com.mirth.connect.connectors.file.FileDispatcher - Error writing file to sftp://acmegen_results:«a»@sftp.questdiagnostics.com:22/inbound/results
com.jcraft.jsch.JSchException: Auth fail
	at com.jcraft.jsch.Session.connect(Session.java:519)
	at com.mirth.connect.connectors.file.filesystems.SftpConnection.<init>(SftpConnection.java:127)
2025-02-11 09:02:41,121 WARN  [ORU_Outbound_Quest] queue paused, 18 messages pending
`, V{"a": g.pwURL()}, "com.jcraft.jsch.JSchException: Auth fail", "sftp.questdiagnostics.com:22/inbound/results")
}

// ---- DICOM and PACS ----

func (g *G) hcDICOM() {
	g.add("health/orthanc-json-registered-users", `
{
  "Name" : "ORTHANC-RAD",
  "StorageDirectory" : "/var/lib/orthanc/db",
  "IndexDirectory" : "/var/lib/orthanc/db",
  "RemoteAccessAllowed" : true,
  "AuthenticationEnabled" : true,
  "RegisteredUsers" : {
    "admin" : "«a»",
    "ohif" : "«b»"
  },
  "DicomAet" : "ORTHANC",
  "DicomPort" : 4242,
  "DicomModalities" : {
    "ct-ge" : [ "CT01_GE", "10.1.4.20", 104 ],
    "mr-siemens" : [ "MRC25301", "10.1.4.31", 104 ]
  },
  "PostgreSQL" : {
    "EnableIndex" : true,
    "EnableStorage" : false,
    "Host" : "pg-orthanc",
    "Port" : 5432,
    "Database" : "orthanc",
    "Username" : "orthanc",
    "Password" : "«c»"
  }
}
`, V{"a": g.hcOrthanc(), "b": g.hcOrthanc(), "c": g.pwStrong()}, `"DicomAet" : "ORTHANC"`, "MRC25301")

	g.add("health/orthanc-docker-compose-env", `
services:
  orthanc:
    image: orthancteam/orthanc:24.12.1
    ports: ["8042:8042", "4242:4242"]
    environment:
      ORTHANC__NAME: "PACS-DEV"
      ORTHANC__AUTHENTICATION_ENABLED: "true"
      ORTHANC__REGISTERED_USERS: |
        {"admin": "«a»", "viewer": "«b»"}
      ORTHANC__POSTGRESQL__HOST: "orthanc-db"
      ORTHANC__POSTGRESQL__PASSWORD: "«c»"
      ORTHANC__AWS_S3_STORAGE__BUCKET_NAME: "acme-pacs-dev"
      ORTHANC__AWS_S3_STORAGE__ACCESS_KEY: "«d»"
      ORTHANC__AWS_S3_STORAGE__SECRET_KEY: "«e»"
      DICOM_WEB_PLUGIN_ENABLED: "true"
`, V{"a": g.hcOrthanc(), "b": g.hcOrthanc(), "c": g.pwURL(), "d": g.awsID(), "e": g.awsSecret()}, "orthancteam/orthanc:24.12.1", `ORTHANC__AWS_S3_STORAGE__BUCKET_NAME: "acme-pacs-dev"`)

	g.add("health/orthanc-rest-curl-find", `
$ curl -s -u admin:«a» http://localhost:8042/tools/find -d '{"Level":"Study","Query":{"PatientID":"«_pid»","ModalitiesInStudy":"CT"}}'
[ "«_o1»" ]
$ curl -s -u admin:«a» http://localhost:8042/studies/«_o1» | jq '.MainDicomTags'
{
  "AccessionNumber": "«_acc»",
  "StudyDate": "20250207",
  "StudyDescription": "CT CHEST W CONTRAST",
  "StudyInstanceUID": "«_uid»"
}
`, V{"a": g.hcOrthanc(), "_pid": g.hcMRN(), "_o1": g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8), "_acc": "ACC" + g.digits(8), "_uid": g.hcDicomUID()}, "CT CHEST W CONTRAST")

	g.add("health/orthanc-lua-set-credentials", `
-- /etc/orthanc/forward.lua
function OnStoredInstance(instanceId, tags, metadata, origin)
   if origin['RequestOrigin'] ~= 'Lua' then
      SetHttpCredentials('router', '«a»')
      local r = RestApiPost('/peers/cloud-pacs/store', instanceId)
      print('forwarded ' .. tags['SOPInstanceUID'])
   end
end
`, V{"a": g.pw()}, "OnStoredInstance", "/peers/cloud-pacs/store")

	g.add("health/orthanc-dicomweb-servers-config", `
  "DicomWeb" : {
    "Enable" : true,
    "Root" : "/dicom-web/",
    "EnableWado" : true,
    "Servers" : {
      "gcp-hc" : {
        "Url" : "https://healthcare.googleapis.com/v1/projects/acme-hc-prod/locations/us-central1/datasets/imaging/dicomStores/archive/dicomWeb/",
        "HttpHeaders" : { "Authorization" : "Bearer «a»" }
      },
      "vna" : [ "https://vna.acme-health.org/dcm4chee-arc/aets/DCM4CHEE/rs/", "orthanc-sync", "«b»" ]
    }
  },
`, V{"a": g.ya29(), "b": g.pwStrong()}, `"Root" : "/dicom-web/"`, "orthanc-sync")

	g.add("health/dcm4chee-docker-compose", `
version: "3"
services:
  ldap:
    image: dcm4che/slapd-dcm4chee:2.6.7-33.0
    environment:
      LDAP_ROOTPASS: «a»
      LDAP_CONFIGPASS: «b»
      ARCHIVE_DEVICE_NAME: dcm4chee-arc
      STORAGE_DIR: /storage/fs1
  db:
    image: dcm4che/postgres-dcm4chee:16.4-33
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      POSTGRES_PASSWORD: «c»
  arc:
    image: dcm4che/dcm4chee-arc-psql:5.33.0-secure
    environment:
      WILDFLY_CHOWN: /opt/wildfly/standalone /storage
      AUTH_SERVER_URL: https://keycloak.acme-health.org:8843
      KEYCLOAK_ADMIN_PASSWORD: «d»
      UI_CLIENT_ID: dcm4chee-arc-ui
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL(), "d": g.pw()}, "dcm4che/dcm4chee-arc-psql:5.33.0-secure", "UI_CLIENT_ID: dcm4chee-arc-ui")

	g.add("health/ohif-app-config-dicomweb-auth", `
window.config = {
  routerBasename: '/',
  showStudyList: true,
  dataSources: [
    {
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'orthanc',
      configuration: {
        friendlyName: 'Orthanc (dev)',
        wadoUriRoot: 'https://pacs-dev.acme-health.org/wado',
        qidoRoot: 'https://pacs-dev.acme-health.org/dicom-web',
        wadoRoot: 'https://pacs-dev.acme-health.org/dicom-web',
        requestOptions: { auth: 'ohif:«a»' },
        supportsFuzzyMatching: true,
      },
    },
  ],
  defaultDataSourceName: 'orthanc',
};
`, V{"a": g.hcOrthanc()}, "@ohif/extension-default.dataSourcesModule.dicomweb", "https://pacs-dev.acme-health.org/dicom-web")

	g.add("health/dcmtk-findscu-output-benign", `
$ findscu -v -S -k QueryRetrieveLevel=STUDY -k PatientID=«_pid» -k StudyInstanceUID -k AccessionNumber -aet ACMEWS01 -aec ORTHANC pacs-dev 4242
I: Requesting Association
I: Association Accepted (Max Send PDV: 16372)
I: Sending Find Request (MsgID 1)
I: ---------------------------
I: Find Response: 1 (Pending)
I: (0008,0050) SH [«_acc»]                              #  12, 1 AccessionNumber
I: (0008,0052) CS [STUDY ]                                #   6, 1 QueryRetrieveLevel
I: (0010,0020) LO [«_pid»]                               #   8, 1 PatientID
I: (0020,000d) UI [«_uid»]  #  54, 1 StudyInstanceUID
I: Received Final Find Response (Success)
I: Releasing Association
`, V{"_pid": g.hcMRN(), "_acc": "ACC" + g.digits(9), "_uid": g.hcDicomUID()}, "Max Send PDV: 16372")

	g.add("health/dcmtk-storescu-tls-passwd", `
$ storescu -v +tls keys/modality.key keys/modality.crt +pw '«a»' +cf keys/pacs-ca.crt \
    -aet CT01_GE -aec DCM4CHEE vna.acme-health.org 2762 +sd ./export/«_uid»
I: checking input files ...
I: Requesting Association
I: Association Accepted (Max Send PDV: 16340)
I: Sending file: ./export/«_uid»/IM0001.dcm
I: Received Store Response (Success)
`, V{"a": g.pw(), "_uid": g.hcDicomUID()}, "keys/pacs-ca.crt", "CT01_GE")

	g.add("health/pynetdicom-script-aws-keys", `
# push_to_s3.py - receives C-STOREs and archives to S3
import boto3
from pynetdicom import AE, evt, AllStoragePresentationContexts

s3 = boto3.client(
    "s3",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    region_name="us-east-2",
)

def handle_store(event):
    ds = event.dataset
    ds.file_meta = event.file_meta
    key = f"{ds.StudyInstanceUID}/{ds.SOPInstanceUID}.dcm"
    s3.upload_fileobj(ds_to_bytes(ds), "acme-dicom-archive", key)
    return 0x0000

ae = AE(ae_title="S3ARCHIVE")
ae.supported_contexts = AllStoragePresentationContexts
ae.start_server(("0.0.0.0", 11112), evt_handlers=[(evt.EVT_C_STORE, handle_store)])
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-dicom-archive", `ae_title="S3ARCHIVE"`)
}

// ---- payers and clearinghouses ----

func (g *G) hcPayers() {
	g.add("health/availity-token-and-coverages", `
$ curl -s -X POST https://api.availity.com/availity/v1/token \
    -H 'Content-Type: application/x-www-form-urlencoded' \
    -d 'grant_type=client_credentials&client_id=«_c»&client_secret=«a»&scope=hipaa'
{"token_type":"bearer","access_token":"«b»","expires_in":300,"scope":"hipaa","consented_on":"2025-02-11T15:04:33+0000"}
$ curl -s "https://api.availity.com/availity/v1/coverages?payerId=BCBSF&providerNpi=«_npi»&memberId=«_mem»&patientBirthDate=1980-01-01&serviceType=30" \
    -H "Authorization: Bearer «b»" | jq '.coverages[0].statusCode'
"0"
`, V{"_c": g.hex(32), "a": g.an(16), "b": g.an(48), "_npi": g.hcNPI(), "_mem": "XYZ" + g.digits(9)}, "payerId=BCBSF", "serviceType=30")

	g.add("health/optum-medical-network-eligibility-env", `
# Optum (Change Healthcare) Medical Network — sandbox
CHC_TOKEN_URL=https://sandbox-apigw.optum.com/apip/auth/v2/token
CHC_ELIGIBILITY_URL=https://sandbox-apigw.optum.com/medicalnetwork/eligibility/v3/
CHC_CLIENT_ID=«_c»
CHC_CLIENT_SECRET=«a»
CHC_SUBMITTER_ID=«_sub»
TRADING_PARTNER_SERVICE_ID=000050
`, V{"_c": g.an(32), "a": g.an(16), "_sub": g.digits(9)}, "TRADING_PARTNER_SERVICE_ID=000050", "https://sandbox-apigw.optum.com/apip/auth/v2/token")

	g.add("health/optum-eligibility-request-body-benign", `
{
  "controlNumber": "«_ctl»",
  "tradingPartnerServiceId": "000050",
  "provider": { "organizationName": "ACME FAMILY MEDICINE", "npi": "«_npi»" },
  "subscriber": { "memberId": "«_mem»", "firstName": "johnone", "lastName": "doeone", "dateOfBirth": "18800102" },
  "encounter": { "serviceTypeCodes": ["30"] }
}
`, V{"_ctl": g.digits(9), "_npi": g.hcNPI(), "_mem": "0000000000"}, "ACME FAMILY MEDICINE")

	g.add("health/x12-270-isa-security-info", `
$ head -c 400 outbound/270_«_d».x12 | tr '~' '\n'
ISA*00*          *01*«a»*ZZ*ACMEFAMMED     *ZZ*OFFICEALLY     *250211*0915*^*00501*«_icn»*0*P*:
GS*HS*ACMEFAMMED*OFFICEALLY*20250211*0915*«_gcn»*X*005010X279A1
ST*270*0001*005010X279A1
BHT*0022*13*«_ref»*20250211*0915
HL*1**20*1
NM1*PR*2*AETNA*****PI*60054
`, V{"_d": g.digits(8), "a": g.an(10), "_icn": g.s(alDigit, 9), "_gcn": g.digits(4), "_ref": g.digits(10)}, "005010X279A1", "NM1*PR*2*AETNA*****PI*60054")

	g.add("health/officeally-sftp-paramiko-script", `
import paramiko, glob, os

HOST = "sftp10.officeally.com"
USER = "acmefammed"
PASSWORD = "«a»"

transport = paramiko.Transport((HOST, 22))
transport.connect(username=USER, password=PASSWORD)
sftp = paramiko.SFTPClient.from_transport(transport)
for path in glob.glob("outbound/*.x12"):
    sftp.put(path, f"/inbound/{os.path.basename(path)}")
    print("uploaded", path)
for name in sftp.listdir("/outbound"):
    if name.startswith("271_") or name.startswith("999_"):
        sftp.get(f"/outbound/{name}", f"inbound/{name}")
`, V{"a": g.pw()}, "sftp10.officeally.com", `name.startswith("271_")`)

	g.add("health/winscp-ini-clearinghouse-session", `
[Sessions\claims@sftp.waystar.com]
HostName=sftp.waystar.com
UserName=acme_claims
PortNumber=22
LocalDirectory=C:%5CClaims%5COutbound
RemoteDirectory=/to_waystar
Password=«a»
FSProtocol=2
HostKey=ssh-ed25519 255 «_hk»
`, V{"a": "A35C4" + strings.ToUpper(g.hex(60)), "_hk": g.b64(32)[:43]}, "HostName=sftp.waystar.com", "RemoteDirectory=/to_waystar")

	g.add("health/lftp-x12-mirror-cron", `
# /etc/cron.d/x12-sync
*/15 6-20 * * 1-5 claims lftp -u 'acme271,«a»' sftp://edi.healthplan.example -e "mirror --only-newer /outbox /srv/edi/271; bye" >> /var/log/x12-sync.log 2>&1
`, V{"a": g.pwStrong()}, "sftp://edi.healthplan.example", "/var/log/x12-sync.log")

	g.add("health/stedi-eligibility-curl", `
$ curl -s https://healthcare.us.stedi.com/2024-04-01/change/medicalnetwork/eligibility/v3 \
    -H "Authorization: «a»" -H "Content-Type: application/json" -d @eligibility-aetna.json | jq '.benefitsInformation | length'
47
`, V{"a": g.an(24) + "." + g.an(32)}, "https://healthcare.us.stedi.com/2024-04-01/change/medicalnetwork/eligibility/v3", "eligibility-aetna.json")

	g.add("health/pverify-token-form", `
POST https://api.pverify.com/Token HTTP/1.1
Content-Type: application/x-www-form-urlencoded

username=acme_api&password=«a»&grant_type=password&client_id=«_c»

HTTP/1.1 200 OK
{"access_token":"«b»","token_type":"bearer","expires_in":86399,"userName":"acme_api"}
`, V{"a": g.pw(), "_c": g.uuid(), "b": g.b64u(240)}, "https://api.pverify.com/Token", `"userName":"acme_api"`)

	g.add("health/bluebutton-sandbox-settings-py", `
# settings/local.py — CMS Blue Button 2.0 sandbox
BLUEBUTTON = {
    "base_url": "https://sandbox.bluebutton.cms.gov",
    "version": 2,
    "client_id": "«_c»",
    "client_secret": "«a»",
    "callback_url": "http://localhost:3001/api/bluebutton/callback/",
}
# synthetic beneficiary for testing: BBUser00000 / PW00000!
`, V{"_c": g.an(40), "a": g.an(128)}, "https://sandbox.bluebutton.cms.gov", "BBUser00000 / PW00000!")

	g.add("health/caqh-proview-basic-curl", `
$ curl -s -u "acmemso_api:«a»" "https://proview.caqh.org/RosterAPI/api/Roster?product=PV&Caqh_Provider_Id=«_caqh»" | jq '.provider_status'
"Initial Profile Complete"
`, V{"a": g.pw(), "_caqh": g.digits(8)}, "https://proview.caqh.org/RosterAPI/api/Roster?product=PV", `"Initial Profile Complete"`)

	g.add("health/claimmd-accountkey-form", `
$ curl -s https://svc.claim.md/services/eligdata/ \
    -F AccountKey=«a» -F ins_name_l=DOE -F ins_name_f=JANE -F payerid=60054 \
    -F pat_rel=18 -F fdos=20250211 -F prov_npi=«_npi» -F ins_number=«_mem»
<result><elig eligid="«_e»" ins_number="«_mem»" elig_result="A"/></result>
`, V{"a": g.digits(5) + "_" + g.an(24), "_npi": g.hcNPI(), "_mem": "W" + g.digits(9), "_e": g.digits(8)}, "https://svc.claim.md/services/eligdata/", `elig_result="A"`)
}

// ---- labs, pharmacy and health data networks ----

func (g *G) hcLabPharmacy() {
	g.add("health/redox-authenticate-legacy", `
$ curl -s -X POST https://api.redoxengine.com/auth/authenticate \
    -H "Content-Type: application/json" \
    -d '{"apiKey": "«_k»", "secret": "«a»"}' | jq .
{
  "accessToken": "«b»",
  "expires": "2025-02-12T15:11:02.118Z",
  "refreshToken": "«c»"
}
`, V{"_k": g.uuid(), "a": g.an(40), "b": g.uuid(), "c": g.uuid()}, "https://api.redoxengine.com/auth/authenticate")

	g.add("health/redox-webhook-verification-express", `
// routes/redox.ts
const VERIFICATION_TOKEN = "«a»";

router.post("/redox/webhook", (req, res) => {
  if (req.header("verification-token") !== VERIFICATION_TOKEN) {
    return res.status(401).send("bad token");
  }
  if (req.body.challenge) return res.send(req.body.challenge);
  enqueue(req.body.Meta.DataModel, req.body);
  res.sendStatus(200);
});
`, V{"a": g.an(24)}, `req.header("verification-token")`)

	g.add("health/health-gorilla-client-yaml", `
healthgorilla:
  environment: sandbox
  base_url: https://sandbox.healthgorilla.com
  client_id: «_c»
  client_secret: «a»
  user_id: «_u»@acme-health.org
  tenant: ACMEHEALTH
  scopes: [user/*.*, patient/*.read, launch]
`, V{"_c": g.an(32), "a": g.an(40), "_u": "dr.nguyen"}, "https://sandbox.healthgorilla.com", "tenant: ACMEHEALTH")

	g.add("health/quest-results-sftp-netrc", `
$ cat ~/.netrc
machine hub.questdiagnostics.com
  login acme_ordering_01
  password «a»
machine results.labcorp.com login ACMEGEN password «b»
`, V{"a": g.pwURL(), "b": g.pw()}, "hub.questdiagnostics.com", "acme_ordering_01")

	g.add("health/surescripts-java-properties", `
# surescripts.properties (staging)
surescripts.endpoint=https://smr-staging.surescripts.net/erx/AcmeRx/v6_1
surescripts.portal.id=«_pid»
surescripts.account.id=«_aid»
surescripts.keystore.path=/etc/acme/erx/surescripts-client.p12
surescripts.keystore.password=«a»
surescripts.basic.user=ACMERX
surescripts.basic.password=«b»
ncpdp.script.version=2017071
`, V{"_pid": g.digits(4), "_aid": g.digits(5), "a": g.pwStrong(), "b": g.an(20)}, "ncpdp.script.version=2017071", "surescripts.basic.user=ACMERX")

	g.add("health/dosespot-sso-config-cs", `
public static class DoseSpotSettings
{
    public const string BaseUrl = "https://my.staging.dosespot.com/webapi/v2/";
    public const int ClinicId = «_cid»;
    public const string ClinicKey = "«a»";
    public const int ClinicianUserId = «_uid»;
    public const string SubscriptionKey = "«b»";
}
`, V{"_cid": g.digits(6), "a": g.an(32), "_uid": g.digits(6), "b": g.hex(32)}, "https://my.staging.dosespot.com/webapi/v2/")

	g.add("health/1uphealth-token-exchange", `
$ curl -s -X POST "https://auth.1up.health/oauth2/token" \
    -d "client_id=«_c»&client_secret=«a»&code=«b»&grant_type=authorization_code"
{"refresh_token":"«r»","token_type":"bearer","access_token":"«t»","expires_in":7200}
`, V{"_c": g.hex(32), "a": g.hex(32), "b": g.hex(32), "r": g.hex(32), "t": g.hex(32)}, "https://auth.1up.health/oauth2/token")

	g.add("health/particle-health-env-and-log", `
$ grep PARTICLE .env
PARTICLE_CLIENT_ID=«_c»
PARTICLE_CLIENT_SECRET=«a»
PARTICLE_SCOPE=projects/«_p»
$ npm run query -- --patient «_pat»
[particle] GET https://sandbox.particlehealth.com/auth -> 200
[particle] POST /api/v2/patients -> 200 (particle_patient_id=«_pp»)
[particle] query status: PENDING (retry in 15s)
`, V{"_c": g.an(16), "a": g.an(43), "_p": g.uuid(), "_pat": g.uuid(), "_pp": g.uuid()}, "https://sandbox.particlehealth.com/auth")

	g.add("health/drfirst-rcopia-vendor-config", `
[rcopia]
engine_url = https://engine201.staging.drfirst.com/servlet/rcopia.servlet.EngineServlet
upload_url = https://update201.staging.drfirst.com/servlet/rcopia.servlet.EngineServlet
vendor_name = avendor«_v»
vendor_password = «a»
practice_username = acmefm
system_name = acme_ehr
`, V{"_v": g.digits(4), "a": g.an(12)}, "practice_username = acmefm", "rcopia.servlet.EngineServlet")
}

// ---- telehealth SDKs ----

func (g *G) hcTelehealth() {
	g.add("health/twilio-video-token-server-env", `
TWILIO_ACCOUNT_SID=«_ac»
TWILIO_API_KEY_SID=«_sk»
TWILIO_API_KEY_SECRET=«a»
TWILIO_CONVERSATIONS_SERVICE_SID=IS«_is»
VISIT_ROOM_TYPE=group
`, V{"_ac": g.twilioSID(), "_sk": "SK" + g.hex(32), "a": g.an(32), "_is": g.hex(32)}, "VISIT_ROOM_TYPE=group")

	g.add("health/vonage-video-opentok-ruby", `
# config/initializers/opentok.rb
require "opentok"

OPENTOK = OpenTok::OpenTok.new(
  "«_k»",                                        # API key (project id)
  "«a»"         # API secret
)
session = OPENTOK.create_session(media_mode: :routed, archive_mode: :always)
`, V{"_k": g.digits(8), "a": g.hex(40)}, "OpenTok::OpenTok.new", "archive_mode: :always")

	g.add("health/vonage-video-private-key-app", `
$ ls ~/telehealth/keys
private.key
$ cat ~/telehealth/keys/private.key
«a»
$ vonage apps show «_app» | grep -i 'video\|Name'
Name: Acme Virtual Visits
Video: enabled
`, V{"a": g.pkcs8RSAPEM().block(), "_app": g.uuid()}, "Acme Virtual Visits")

	g.add("health/zoom-video-sdk-signature-node", `
// server/videoSignature.js
const KJUR = require('jsrsasign');

const ZOOM_VIDEO_SDK_KEY = process.env.ZOOM_VIDEO_SDK_KEY || '«_k»';
const ZOOM_VIDEO_SDK_SECRET = process.env.ZOOM_VIDEO_SDK_SECRET || '«a»';

function generateSignature(sessionName, role) {
  const iat = Math.round(Date.now() / 1000) - 30;
  const exp = iat + 60 * 60 * 2;
  const oHeader = { alg: 'HS256', typ: 'JWT' };
  const oPayload = { app_key: ZOOM_VIDEO_SDK_KEY, tpc: sessionName, role_type: role, version: 1, iat, exp };
  return KJUR.jws.JWS.sign('HS256', JSON.stringify(oHeader), JSON.stringify(oPayload), ZOOM_VIDEO_SDK_SECRET);
}
`, V{"_k": g.an(22), "a": g.an(36)}, "KJUR.jws.JWS.sign", "process.env.ZOOM_VIDEO_SDK_SECRET")

	iat := 1738000000 + g.r.IntN(10000000)
	g.add("health/zoom-video-sdk-join-log", `
[visit-room] joining session "visit-«_v»" as provider
[visit-room] signature: «a»
[visit-room] client.join ok, sessionId=«_sid»
`, V{"_v": g.digits(7), "a": g.jwt("HS256", fmt.Sprintf(`{"app_key":"%s","tpc":"visit-room","role_type":1,"version":1,"iat":%d,"exp":%d}`, g.an(22), iat, iat+7200)), "_sid": g.b64(16)}, "client.join ok")

	g.add("health/agora-token-builder-python", `
from agora_token_builder import RtcTokenBuilder, Role_Publisher
import time

APP_ID = "«_id»"
APP_CERTIFICATE = "«a»"

def visit_token(channel: str, uid: int) -> str:
    expire = int(time.time()) + 3600
    return RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, Role_Publisher, expire)
`, V{"_id": g.hex(32), "a": g.hex(32)}, "RtcTokenBuilder.buildTokenWithUid")

	g.add("health/agora-rtc-token-in-console", `
> fetch('/api/visits/«_v»/token').then(r => r.json()).then(console.log)
{channel: 'visit-«_v»', uid: 48211, token: '«a»', expiresAt: 1739294401}
`, V{"_v": g.digits(6), "a": "006" + g.hex(32) + "IAB" + g.b64(110)}, "channel: 'visit-")

	g.add("health/daily-co-rooms-curl", `
$ curl -s -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -X POST -d '{"properties":{"exp":1739300000,"enable_prejoin_ui":true,"max_participants":3}}' \
    https://api.daily.co/v1/rooms | jq '{name, url}'
{
  "name": "«_r»",
  "url": "https://acmehealth.daily.co/«_r»"
}
`, V{"a": g.hex(64), "_r": g.an(20)}, "https://api.daily.co/v1/rooms", "enable_prejoin_ui")

	g.add("health/chime-sdk-lambda-env", `
$ aws lambda get-function-configuration --function-name telehealth-join --query 'Environment.Variables'
{
    "MEETINGS_TABLE": "telehealth-meetings",
    "CHIME_REGION": "us-east-1",
    "CHIME_ACCESS_KEY_ID": "«a»",
    "CHIME_SECRET_ACCESS_KEY": "«b»",
    "RECORDING_BUCKET": "acme-telehealth-recordings"
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "telehealth-meetings", "acme-telehealth-recordings")
}

// ---- LMS and school systems ----

func (g *G) hcLMS() {
	g.add("health/canvas-curl-courses-header", `
$ curl -s -H "Authorization: Bearer «a»" "https://canvas.acme.edu/api/v1/courses?enrollment_type=teacher&per_page=3" | jq -r '.[] | "\(.id) \(.course_code)"'
«_c1» BIO-101-F25
«_c2» BIO-240-F25
«_c3» SANDBOX-dkim
`, V{"a": g.hcCanvas(), "_c1": g.digits(5), "_c2": g.digits(5), "_c3": g.digits(5)}, "enrollment_type=teacher", "BIO-240-F25")

	g.add("health/canvas-developer-key-oauth-exchange", `
$ curl -s -X POST https://canvas.acme.edu/login/oauth2/token \
    -F grant_type=authorization_code \
    -F client_id=«_cid» \
    -F client_secret=«a» \
    -F redirect_uri=https://gradesync.acme.edu/oauth/callback \
    -F code=«b» | jq .
{
  "access_token": "«c»",
  "token_type": "Bearer",
  "user": { "id": «_uid», "name": "Dana Kowalski", "global_id": "«_gid»" },
  "canvas_region": "us-east-1",
  "refresh_token": "«d»",
  "expires_in": 3600
}
`, V{"_cid": g.hcCanvasID(), "a": g.an(64), "b": g.hex(32), "c": g.hcCanvas(), "_uid": g.digits(5), "_gid": g.hcCanvasID(), "d": g.hcCanvas()}, "https://gradesync.acme.edu/oauth/callback", `"canvas_region": "us-east-1"`)

	g.add("health/canvas-token-dotenv-next", `
# .env.local (gradebook-dashboard)
NEXT_PUBLIC_CANVAS_URL=https://acme.instructure.com
CANVAS_API_TOKEN=«a»
CANVAS_ACCOUNT_ID=1
DATABASE_URL=postgresql://gradebook:«b»@localhost:5432/gradebook
`, V{"a": g.hcCanvas(), "b": g.pwURL()}, "NEXT_PUBLIC_CANVAS_URL=https://acme.instructure.com")

	g.add("health/canvas-vcr-cassette-header", `
interactions:
- request:
    body: null
    headers:
      Accept: ['*/*']
      Authorization: [Bearer «a»]
      User-Agent: [python-requests/2.32.3]
    method: GET
    uri: https://acme.test.instructure.com/api/v1/courses/«_c»/assignments?per_page=100
  response:
    status: {code: 200, message: OK}
    headers:
      X-Canvas-Meta: ['q=«_q»;a=1;g=«_g»;s=«_s»;c=cluster35;z=us-east-1c;']
      X-Request-Cost: ['0.1281']
`, V{"a": g.hcCanvas(), "_c": g.digits(5), "_q": g.digits(4), "_g": g.an(40), "_s": g.digits(5)}, "X-Request-Cost: ['0.1281']", "python-requests/2.32.3")

	g.add("health/canvas-data-2-dap-env", `
$ cat ~/.config/dap/.env
DAP_API_URL=https://api-gateway.instructure.com
DAP_CLIENT_ID=us-east-1#«_c»
DAP_CLIENT_SECRET=«a»
$ dap snapshot --namespace canvas --table accounts --format jsonl
2025-02-11 10:12:44,118 - INFO - Query job started with ID: «_j»
2025-02-11 10:12:59,402 - INFO - Files from server downloaded to folder: downloads/«_j»
`, V{"_c": g.uuid(), "a": g.b64u(43), "_j": g.uuid()}, "https://api-gateway.instructure.com", "--namespace canvas --table accounts")

	g.add("health/canvas-self-hosted-security-yml", `
$ sudo cat /var/canvas/config/security.yml /var/canvas/config/database.yml | sed -n '1,20p'
production:
  # replace this with a random string of at least 20 characters
  encryption_key: «a»
  lti_iss: "https://canvas.acme.edu"
production:
  adapter: postgresql
  encoding: utf8
  database: canvas_production
  host: localhost
  username: canvas
  password: «b»
  timeout: 5000
`, V{"a": g.hex(64), "b": g.pwURL()}, "# replace this with a random string of at least 20 characters", "canvas_production")

	g.add("health/moodle-login-token-php", `
$ curl -s "https://moodle.acme.edu/login/token.php" \
    --data-urlencode "username=svc_gradeexport" --data-urlencode "password=«a»" \
    --data-urlencode "service=moodle_mobile_app"
{"token":"«b»","privatetoken":"«c»"}
$ curl -s "https://moodle.acme.edu/webservice/rest/server.php?wstoken=«b»&wsfunction=core_webservice_get_site_info&moodlewsrestformat=json" | jq '.release'
"4.4.3+ (Build: 20240905)"
`, V{"a": g.pw(), "b": g.hex(32), "c": g.an(64)}, "service=moodle_mobile_app", `"4.4.3+ (Build: 20240905)"`)

	g.add("health/moodle-config-php", `
<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'moodle-db.internal';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '«a»';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array (
  'dbpersist' => 0,
  'dbport' => 5432,
);

$CFG->wwwroot   = 'https://moodle.acme.edu';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->passwordsaltmain = '«b»';

require_once(__DIR__ . '/lib/setup.php');
`, V{"a": g.pwStrong(), "b": g.s(alSalt, 32)}, "$CFG->dbuser    = 'moodleuser';", "$CFG->dataroot  = '/var/moodledata';")

	g.add("health/moodle-cli-install-adminpass", `
$ sudo -u www-data php admin/cli/install_database.php --agree-license --fullname="Acme Online Learning" \
    --shortname="AcmeOL" --adminuser=admin --adminpass='«a»' --adminemail=lms-admin@acme.edu
-------------------------------------------------------------------------------
== Setting up database ==
-->System
++ Success ++
`, V{"a": g.pw()}, "--adminemail=lms-admin@acme.edu", `--shortname="AcmeOL"`)

	g.add("health/blackboard-learn-rest-token", `
$ curl -s -u «_k»:«a» -d grant_type=client_credentials https://learn.acme.edu/learn/api/public/v1/oauth2/token
{"access_token":"«b»","token_type":"bearer","expires_in":3599}
$ curl -s -H "Authorization: Bearer «b»" "https://learn.acme.edu/learn/api/public/v3/courses?courseId=CHEM-110-001-SP25" | jq '.results[0].id'
"_«_cpk»_1"
`, V{"_k": g.uuid(), "a": g.an(32), "b": g.an(32), "_cpk": g.digits(5)}, "https://learn.acme.edu/learn/api/public/v1/oauth2/token", "CHEM-110-001-SP25")

	g.add("health/d2l-brightspace-oauth-yaml", `
brightspace:
  host: https://acme.brightspace.com
  lp_version: "1.47"
  le_version: "1.79"
  oauth:
    client_id: «_c»
    client_secret: «a»
    scope: core:*:* enrollment:orgunit:read grades:gradevalues:read
    refresh_token: «b»
`, V{"_c": g.uuid(), "a": g.b64u(43), "b": "rt." + g.s(alLower, 9) + "." + g.b64u(43)}, `le_version: "1.79"`, "grades:gradevalues:read")

	g.add("health/schoology-oauth1-plaintext-header", `
GET /v1/users/me HTTP/1.1
Host: api.schoology.com
Accept: application/json
Authorization: OAuth realm="Schoology API",oauth_consumer_key="«_ck»",oauth_token="",oauth_nonce="«_n»",oauth_timestamp="1739283011",oauth_signature_method="PLAINTEXT",oauth_version="1.0",oauth_signature="«a»%26"
`, V{"_ck": g.hex(41), "_n": g.an(16), "a": g.hex(32)}, `oauth_signature_method="PLAINTEXT"`)

	g.add("health/google-classroom-token-json", `
$ cat token.json
{"token": "«a»", "refresh_token": "«b»", "token_uri": "https://oauth2.googleapis.com/token", "client_id": "«_cid».apps.googleusercontent.com", "client_secret": "«c»", "scopes": ["https://www.googleapis.com/auth/classroom.courses.readonly", "https://www.googleapis.com/auth/classroom.rosters.readonly"], "universe_domain": "googleapis.com", "account": "", "expiry": "2025-02-11T16:02:19.411233Z"}
`, V{"a": g.ya29(), "b": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()}, "https://www.googleapis.com/auth/classroom.rosters.readonly")

	g.add("health/clever-district-token-curl", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.clever.com/v3.0/sections?limit=2" | jq -c '.data[].data | {id, name, sis_id}'
{"id":"«_s1»","name":"Algebra I - P3","sis_id":"«_sis1»"}
{"id":"«_s2»","name":"Biology - P5","sis_id":"«_sis2»"}
`, V{"a": g.hex(40), "_s1": g.hex(24), "_sis1": g.digits(6), "_s2": g.hex(24), "_sis2": g.digits(6)}, "https://api.clever.com/v3.0/sections?limit=2", "Algebra I - P3")

	g.add("health/clever-instant-login-env", `
CLEVER_CLIENT_ID=«_c»
CLEVER_CLIENT_SECRET=«a»
CLEVER_REDIRECT_URI=https://app.readingpals.io/auth/clever/callback
SESSION_SECRET=«b»
`, V{"_c": g.hex(20), "a": g.hex(40), "b": g.b64(48)}, "CLEVER_REDIRECT_URI=https://app.readingpals.io/auth/clever/callback")

	g.add("health/powerschool-basic-access-token", `
$ curl -s -X POST https://acmeusd.powerschool.com/oauth/access_token \
    -H "Authorization: Basic «a»" \
    -H "Content-Type: application/x-www-form-urlencoded;charset=UTF-8" \
    -d grant_type=client_credentials
{
  "access_token":"«b»",
  "token_type":"Bearer",
  "expires_in":"5183999"
}
`, V{"a": b64s(g.uuid() + ":" + g.uuid()), "b": g.uuid()}, "https://acmeusd.powerschool.com/oauth/access_token", `"expires_in":"5183999"`)

	g.add("health/infinite-campus-oneroster-python", `
ONEROSTER = {
    "base": "https://acmeisd.infinitecampus.org/campus/api/oneroster/v1p2/acmeisd/ims/oneroster/rostering/v1p2",
    "token_url": "https://acmeisd.infinitecampus.org/campus/oauth2/token?appName=acmeisd",
    "client_id": "«_c»",
    "client_secret": "«a»",
}
`, V{"_c": g.hex(32), "a": g.hex(64)}, "appName=acmeisd")

	g.add("health/kaltura-admin-secret-session", `
>>> from KalturaClient import KalturaClient, KalturaConfiguration
>>> from KalturaClient.Plugins.Core import KalturaSessionType
>>> cfg = KalturaConfiguration(«_pid»); cfg.serviceUrl = "https://www.kaltura.com/"
>>> client = KalturaClient(cfg)
>>> ks = client.session.start("«a»", "lecture-capture@acme.edu", KalturaSessionType.ADMIN, «_pid», 86400, "disableentitlement")
>>> ks
'«b»'
`, V{"_pid": g.digits(7), "a": g.hex(32), "b": "djJ8" + g.b64(120)}, "lecture-capture@acme.edu", "KalturaSessionType.ADMIN")

	g.add("health/turnitin-tca-headers", `
POST /api/v1/submissions HTTP/1.1
Host: acme.turnitin.com
Authorization: Bearer «a»
X-Turnitin-Integration-Name: AcmeCourseHub
X-Turnitin-Integration-Version: 3.2.0
Content-Type: application/json

{"owner":"«_o»","title":"Essay 2 - Rhetorical Analysis","submitter":"«_o»","metadata":{"group":{"id":"«_g»","name":"ENG-102-04"}}}
`, V{"a": g.hex(32), "_o": g.uuid(), "_g": g.uuid()}, "X-Turnitin-Integration-Name: AcmeCourseHub", "ENG-102-04")

	g.add("health/ellucian-ethos-api-key-auth", `
$ curl -s -X POST https://integrate.elluciancloud.com/auth -H "Authorization: Bearer «a»"
«b»
$ curl -s -H "Authorization: Bearer «b»" -H "Accept: application/vnd.hedtech.integration.v12+json" https://integrate.elluciancloud.com/api/persons?limit=1 | jq '.[0].id'
"«_p»"
`, V{"a": g.uuid(), "b": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","iss":"ethos","tenant":{"id":"%s","label":"test"}}`, g.uuid(), g.uuid())), "_p": g.uuid()}, "application/vnd.hedtech.integration.v12+json")
}

// ---- LTI 1.1 and 1.3 ----

func (g *G) hcLTI() {
	key := g.pkcs8RSAPEM()
	g.add("health/pylti13-config-and-private-key", `
$ cat configs/tool.json
{
  "https://canvas.instructure.com": [{
    "default": true,
    "client_id": "«_cid»",
    "auth_login_url": "https://sso.canvaslms.com/api/lti/authorize_redirect",
    "auth_token_url": "https://sso.canvaslms.com/login/oauth2/token",
    "key_set_url": "https://sso.canvaslms.com/api/lti/security/jwks",
    "private_key_file": "private.key",
    "public_key_file": "public.key",
    "deployment_ids": ["«_dep»"]
  }]
}
$ cat configs/private.key
«a»
`, V{"_cid": g.hcCanvasID(), "_dep": g.digits(3) + ":" + g.hex(40), "a": key.block()}, "https://sso.canvaslms.com/api/lti/security/jwks", `"private_key_file": "private.key"`)

	g.add("health/ltijs-setup-server", `
const lti = require('ltijs').Provider;

lti.setup('«a»',
  {
    url: 'mongodb://ltijs:«b»@mongo.internal:27017/ltidb?authSource=admin',
  },
  {
    appRoute: '/', loginRoute: '/login',
    cookies: { secure: true, sameSite: 'None' },
    devMode: false,
  });

await lti.deploy({ port: 3000 });
await lti.registerPlatform({
  url: 'https://moodle.acme.edu',
  name: 'Acme Moodle',
  clientId: '«_cid»',
  authenticationEndpoint: 'https://moodle.acme.edu/mod/lti/auth.php',
  accesstokenEndpoint: 'https://moodle.acme.edu/mod/lti/token.php',
  authConfig: { method: 'JWK_SET', key: 'https://moodle.acme.edu/mod/lti/certs.php' },
});
`, V{"a": g.an(32), "b": g.pwURL(), "_cid": g.an(15)}, "https://moodle.acme.edu/mod/lti/certs.php", "authConfig: { method: 'JWK_SET'")

	g.add("health/lti11-moodle-external-tool-sql", `
mysql> SELECT id, name, baseurl, resourcekey, password FROM mdl_lti_types WHERE state = 1;
+----+------------------+--------------------------------------------+------------------+----------------------------------+
| id | name             | baseurl                                    | resourcekey      | password                         |
+----+------------------+--------------------------------------------+------------------+----------------------------------+
|  3 | MHE Connect      | https://lti.mheducation.com/connect/lti    | «_k1» | «a» |
|  7 | Padlet           | https://padlet.com/lti/launch              | acme_padlet_lti  | «b»         |
+----+------------------+--------------------------------------------+------------------+----------------------------------+
2 rows in set (0.00 sec)
`, V{"_k1": "acme" + g.digits(12), "a": g.hex(32), "b": g.an(24)}, "mdl_lti_types", "acme_padlet_lti")

	g.add("health/lti11-launch-form-benign-signature", `
POST /lti/launch HTTP/1.1
Host: tool.readingpals.io
Content-Type: application/x-www-form-urlencoded

lti_message_type=basic-lti-launch-request&lti_version=LTI-1p0&resource_link_id=«_rl»&user_id=«_u»&roles=Learner&context_id=«_ctx»&oauth_consumer_key=acme_readingpals&oauth_signature_method=HMAC-SHA1&oauth_timestamp=1739283190&oauth_nonce=«_n»&oauth_version=1.0&oauth_signature=«_sig»
`, V{"_rl": g.hex(40), "_u": g.hex(40), "_ctx": g.hex(40), "_n": g.digits(20), "_sig": strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(b64s(string(g.bytes(20))))}, "oauth_consumer_key=acme_readingpals", "basic-lti-launch-request")

	g.add("health/canvas-lti13-dev-key-json-public-jwk", `
{
  "title": "ReadingPals",
  "description": "Leveled reading assignments",
  "oidc_initiation_url": "https://tool.readingpals.io/lti/login",
  "target_link_uri": "https://tool.readingpals.io/lti/launch",
  "scopes": [
    "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
    "https://purl.imsglobal.org/spec/lti-ags/scope/score",
    "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"
  ],
  "public_jwk": «_k»,
  "extensions": [{ "platform": "canvas.instructure.com", "privacy_level": "public" }]
}
`, V{"_k": g.hcPubJWK(g.uuid())}, "https://tool.readingpals.io/lti/login", `"privacy_level": "public"`)

	g.add("health/lti-ags-token-response-log", `
2025-02-11T10:44:12Z INFO  lti.ags  requesting token for platform https://canvas.acme.edu deployment=«_dep»
2025-02-11T10:44:12Z DEBUG lti.ags  POST https://canvas.acme.edu/login/oauth2/token -> 200 {"access_token":"«a»","token_type":"Bearer","expires_in":3600,"scope":"https://purl.imsglobal.org/spec/lti-ags/scope/score"}
2025-02-11T10:44:13Z INFO  lti.ags  posted score 0.85 for user «_u» on line item «_li»
`, V{"_dep": g.digits(3) + ":" + g.hex(40), "a": g.hcAccessJWT("https://canvas.acme.edu", g.hcCanvasID(), "https://purl.imsglobal.org/spec/lti-ags/scope/score"), "_u": g.uuid(), "_li": g.digits(4)}, "posted score 0.85")

	g.add("health/lti13-php-library-registration", `
<?php
// db/registrations.php — IMSGlobal\LTI (packbackbooks/lti-1p3-tool)
return [
    'https://moodle.acme.edu' => [
        'client_id' => '«_cid»',
        'auth_login_url' => 'https://moodle.acme.edu/mod/lti/auth.php',
        'auth_token_url' => 'https://moodle.acme.edu/mod/lti/token.php',
        'key_set_url' => 'https://moodle.acme.edu/mod/lti/certs.php',
        'kid' => '«_kid»',
        'private_key' => "«a»",
        'deployment' => ['«_dep»'],
    ],
];
`, V{"_cid": g.an(15), "_kid": g.hex(20), "a": g.pkcs8RSAPEM().block(), "_dep": g.digits(1)}, "packbackbooks/lti-1p3-tool")
}

// ---- research data and clinical trials ----

func (g *G) hcResearch() {
	g.add("health/redcap-curl-export-records", `
$ curl -s -X POST https://redcap.acme.edu/api/ \
    -d token=«a» -d content=record -d format=csv -d type=flat \
    -d 'fields[0]=record_id' -d 'fields[1]=enroll_date' -d 'forms[0]=baseline' | head -3
record_id,redcap_event_name,enroll_date,baseline_complete
1001,screening_arm_1,2024-11-02,2
1002,screening_arm_1,2024-11-04,1
`, V{"a": g.hcRedcap()}, "screening_arm_1", "https://redcap.acme.edu/api/")

	g.add("health/redcap-pycap-notebook", `
In [1]: from redcap import Project
   ...: URL = "https://redcap.acme.edu/api/"
   ...: TOKEN = "«a»"
   ...: proj = Project(URL, TOKEN)
In [2]: proj.export_project_info()["project_title"]
Out[2]: 'SLEEP-HF Pilot (PID 4127)'
In [3]: df = proj.export_records(format_type="df", events=["baseline_arm_1"]); df.shape
Out[3]: (212, 87)
`, V{"a": g.hcRedcap()}, "SLEEP-HF Pilot (PID 4127)", `events=["baseline_arm_1"]`)

	g.add("health/redcapr-renviron-and-script", `
$ cat ~/.Renviron
REDCAP_URI=https://redcap.acme.edu/api/
REDCAP_TOKEN_SLEEPHF=«a»
REDCAP_TOKEN_CARDIO=«b»
$ Rscript -e 'd <- REDCapR::redcap_read(redcap_uri = Sys.getenv("REDCAP_URI"), token = Sys.getenv("REDCAP_TOKEN_SLEEPHF"))$data; nrow(d)'
10 records and 87 columns were read from REDCap in 0.6 seconds.  The http status code was 200.
[1] 212
`, V{"a": g.hcRedcap(), "b": g.hcRedcap()}, `Sys.getenv("REDCAP_TOKEN_SLEEPHF")`)

	g.add("health/redcap-database-php", `
<?php

global $log_all_errors;
$log_all_errors = FALSE;

$hostname   = 'redcap-db.acme.edu';
$db         = 'redcap';
$username   = 'redcap_app';
$password   = '«a»';

// For greater security, you may instead want to place the database connection values in a separate file
$db_ssl_ca  = '/etc/ssl/certs/rds-global-bundle.pem';
$db_ssl_verify_server_cert = true;

$salt = '«b»';
`, V{"a": g.pwStrong(), "b": g.hex(16)}, "redcap_app", "/etc/ssl/certs/rds-global-bundle.pem")

	g.add("health/openclinica-oauth-token", `
$ curl -s -X POST https://acme.openclinica.io/user-service/api/oauth/token \
    -H 'Content-Type: application/json' \
    -d '{"username": "dm_export", "password": "«a»"}'
«b»
$ curl -s -H "Authorization: Bearer «b»" "https://acme.build.openclinica.io/OpenClinica/rest/clinicaldata/json/view/S_SLEEPHF/*/*/*" | jq '.ClinicalData.StudyOID'
"S_SLEEPHF(PROD)"
`, V{"a": g.pw(), "b": g.hcAccessJWT("https://acme.openclinica.io", "dm_export", "openid")}, "S_SLEEPHF(PROD)", "/user-service/api/oauth/token")

	g.add("health/qualtrics-python-export-response", `
import requests, time

DATA_CENTER = "ca1"
API_TOKEN = "«a»"
SURVEY_ID = "SV_«_sv»"

base = f"https://{DATA_CENTER}.qualtrics.com/API/v3/surveys/{SURVEY_ID}/export-responses"
headers = {"X-API-TOKEN": API_TOKEN, "Content-Type": "application/json"}
progress = requests.post(base, json={"format": "csv"}, headers=headers).json()["result"]["progressId"]
`, V{"a": g.an(40), "_sv": g.an(15)}, "export-responses", `DATA_CENTER = "ca1"`)

	g.add("health/prolific-api-token-header", `
$ curl -s -H "Authorization: Token «a»" https://api.prolific.com/api/v1/studies/?state=ACTIVE | jq -r '.results[] | "\(.id) \(.name) \(.total_available_places)"'
«_s» Sleep habits and shift work (wave 2) 300
`, V{"a": g.b64u(64) + "==", "_s": g.hex(24)}, "https://api.prolific.com/api/v1/studies/?state=ACTIVE", "Sleep habits and shift work (wave 2)")

	g.add("health/labkey-netrc-apikey", `
$ cat ~/.netrc
machine labkey.acme.edu
login apikey
password apikey|«a»
$ python -c "from labkey.api_wrapper import APIWrapper; api = APIWrapper('labkey.acme.edu', 'Studies/SLEEPHF', use_ssl=True); print(len(api.query.select_rows('study', 'Demographics')['rows']))"
212
`, V{"a": g.hex(32)}, "machine labkey.acme.edu", "Studies/SLEEPHF")

	g.add("health/xnat-alias-token-response", `
$ curl -s -u dkowalski:«p» https://xnat.acme.edu/data/services/tokens/issue | jq .
{
  "alias": "«_al»",
  "secret": "«a»",
  "xdatUserId": "dkowalski",
  "singleUse": false,
  "estimatedExpirationTime": 1739369621000,
  "enabled": true
}
$ xnat-download --host https://xnat.acme.edu --user «_al» --password «a» --project SLEEPHF_MRI
`, V{"p": g.pw(), "_al": g.uuid(), "a": g.an(64)}, "SLEEPHF_MRI", `"xdatUserId": "dkowalski"`)

	g.add("health/synapse-config-authtoken", `
$ cat ~/.synapseConfig
[authentication]
username = dkowalski
authtoken = «a»

[cache]
location = /scratch/synapseCache
$ synapse get syn«_id»
Downloading  [####################]100.00%   2.1MB/2.1MB (1.4MB/s) phenotypes_v3.tsv Done...
`, V{"a": "eyJ0eXAiOiJKV1QiLCJraWQiOiJXN05OOldMSlQ6SjVSSzpMN1RMOlQ3TDc6M1ZYNjpKRU9VOjY0NFI6VTNJWDo1S1oyOjdaQ0s6RlBUSCIsImFsZyI6IlJTMjU2In0." + b64raw(fmt.Sprintf(`{"access":{"scope":["view","download","modify"]},"tokenType":"PERSONAL_ACCESS_TOKEN","iss":"https://repo-prod.prod.sagebase.org/auth/v1","aud":"0","sub":"%s","jti":"%s"}`, g.digits(7), g.digits(5))) + "." + g.b64u(342), "_id": g.digits(8)}, "location = /scratch/synapseCache", "phenotypes_v3.tsv")

	g.add("health/physionet-wget-credentialed", `
$ wget -r -N -c -np --user dkowalski --password '«a»' https://physionet.org/files/mimiciv/3.1/
--2025-02-11 11:02:17--  https://physionet.org/files/mimiciv/3.1/
Resolving physionet.org (physionet.org)... 18.18.42.54
Connecting to physionet.org (physionet.org)|18.18.42.54|:443... connected.
HTTP request sent, awaiting response... 401 Unauthorized
Authentication selected: Basic realm="PhysioNet", charset="UTF-8"
HTTP request sent, awaiting response... 200 OK
`, V{"a": g.pw()}, "https://physionet.org/files/mimiciv/3.1/", `Basic realm="PhysioNet"`)

	g.add("health/ohdsi-broadsea-env", `
# Broadsea .env (excerpt)
BROADSEA_HOST="ohdsi.acme.edu"
WEBAPI_DATASOURCE_URL="jdbc:postgresql://omop-db:5432/ohdsi"
WEBAPI_DATASOURCE_USERNAME="ohdsi_admin_user"
WEBAPI_DATASOURCE_PASSWORD="«a»"
SECURITY_AUTH_JDBC_ENABLED="true"
SECURITY_LDAP_SYSTEM_PASSWORD="«b»"
SECURITY_OID_CLIENTID="atlas"
SECURITY_OID_APISECRET="«c»"
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.an(32)}, `SECURITY_OID_CLIENTID="atlas"`, "ohdsi_admin_user")

	g.add("health/umls-vsac-apikey-url", `
$ curl -s "https://uts-ws.nlm.nih.gov/rest/search/current?string=type%202%20diabetes&sabs=SNOMEDCT_US&apiKey=«a»" | jq -r '.result.results[0] | "\(.ui) \(.name)"'
C0011860 Diabetes Mellitus, Non-Insulin-Dependent
$ curl -s -u apikey:«a» "https://cts.nlm.nih.gov/fhir/ValueSet/2.16.840.1.113883.3.464.1003.103.12.1001/\$expand" | jq '.expansion.total'
526
`, V{"a": g.uuid()}, "2.16.840.1.113883.3.464.1003.103.12.1001", "C0011860 Diabetes Mellitus, Non-Insulin-Dependent")

	g.add("health/ncbi-eutils-api-key-env", `
export NCBI_API_KEY=«a»
export NCBI_EMAIL=dkowalski@acme.edu
esearch -db pubmed -query "sleep apnea AND heart failure[mh]" | efetch -format uid | head -3
«_p1»
«_p2»
«_p3»
`, V{"a": g.hex(36), "_p1": g.digits(8), "_p2": g.digits(8), "_p3": g.digits(8)}, "NCBI_EMAIL=dkowalski@acme.edu")

	g.add("health/dataverse-api-token-upload", `
$ export API_TOKEN=«a»
$ curl -s -H "X-Dataverse-key:$API_TOKEN" -X POST -F "file=@sleephf_deidentified.csv" \
    "https://dataverse.harvard.edu/api/datasets/:persistentId/add?persistentId=doi:10.7910/DVN/«_doi»"
{"status":"OK","data":{"files":[{"label":"sleephf_deidentified.csv","dataFile":{"id":«_fid»,"persistentId":""}}]}}
`, V{"a": g.uuid(), "_doi": g.s(alUpNum, 6), "_fid": g.digits(8)}, "sleephf_deidentified.csv", `X-Dataverse-key:$API_TOKEN`)

	g.add("health/castor-edc-client-credentials", `
castor:
  base_url: https://data.castoredc.com
  client_id: «_c»
  client_secret: «a»
  study_id: «_s»
`, V{"_c": strings.ToUpper(g.uuid()), "a": g.hex(32), "_s": strings.ToUpper(g.uuid())}, "https://data.castoredc.com")
}

// ---- government APIs and eID ----

func (g *G) hcGov() {
	g.add("health/logingov-sinatra-env-and-key", `
$ cat .env
IDP_SP_URL=https://idp.int.identitysandbox.gov
CLIENT_ID=urn:gov:gsa:openidconnect.profiles:sp:sinatra:acme-benefits
REDIRECT_URI=http://localhost:9292/
ACR_VALUES=urn:acr.login.gov:verified
$ cat config/demo_sp.key
«a»
`, V{"a": g.rsaPEM().block()}, "urn:gov:gsa:openidconnect.profiles:sp:sinatra:acme-benefits", "https://idp.int.identitysandbox.gov")

	iat := 1739000000 + g.r.IntN(5000000)
	g.add("health/logingov-token-exchange-log", `
I, [2025-02-11T11:22:04.118 #4412]  INFO -- : POST https://idp.int.identitysandbox.gov/api/openid_connect/token code=«c» client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer
I, [2025-02-11T11:22:04.540 #4412]  INFO -- : token response {"access_token"=>"«a»", "token_type"=>"Bearer", "expires_in"=>900, "id_token"=>"«b»"}
`, V{"c": g.uuid(), "a": g.uuid(), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://idp.int.identitysandbox.gov/","sub":"%s","aud":"urn:gov:gsa:openidconnect.profiles:sp:sinatra:acme-benefits","acr":"urn:acr.login.gov:verified","nonce":"%s","exp":%d,"iat":%d}`, g.uuid(), g.hex(32), iat+900, iat))}, "client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer")

	g.add("health/api-data-gov-fooddata-url", `
$ curl -s "https://api.nal.usda.gov/fdc/v1/foods/search?query=cheddar%20cheese&pageSize=2&api_key=«a»" | jq -r '.foods[] | "\(.fdcId) \(.description)"'
«_f1» CHEESE, CHEDDAR
«_f2» Cheese, cheddar, sharp, sliced
$ curl -sI "https://api.nal.usda.gov/fdc/v1/foods/search?query=x&api_key=«a»" | grep -i ratelimit
x-ratelimit-limit: 3600
x-ratelimit-remaining: 3597
`, V{"a": g.hcDataGov(), "_f1": g.digits(6), "_f2": g.digits(7)}, "x-ratelimit-limit: 3600", "CHEESE, CHEDDAR")

	g.add("health/regulations-gov-x-api-key", `
import httpx

client = httpx.Client(base_url="https://api.regulations.gov/v4", headers={"X-Api-Key": "«a»"})
r = client.get("/documents", params={"filter[docketId]": "CMS-2024-0052", "page[size]": 25})
print(r.status_code, r.json()["meta"]["totalElements"])
`, V{"a": g.hcDataGov()}, "CMS-2024-0052", "https://api.regulations.gov/v4")

	g.add("health/census-api-key-r", `
> library(tidycensus)
> census_api_key("«a»", install = TRUE)
Your API key has been stored in your .Renviron and can be accessed by Sys.getenv("CENSUS_API_KEY").
To use now, restart R or run 'readRenviron("~/.Renviron")'
> get_acs(geography = "county", variables = "B27010_017", state = "IL", year = 2022) |> head(2)
`, V{"a": g.hex(40)}, `Sys.getenv("CENSUS_API_KEY")`, `variables = "B27010_017"`)

	g.add("health/socrata-sodapy-client", `
from sodapy import Socrata

client = Socrata(
    "data.cityofchicago.org",
    "«a»",
    username="opendata-etl@acme.org",
    password="«b»",
    timeout=60,
)
rows = client.get("85ca-t3if", where="crash_date > '2025-01-01T00:00:00'", limit=50000)
`, V{"a": g.hcSocrata(), "b": g.pw()}, "85ca-t3if", "opendata-etl@acme.org")

	g.add("health/socrata-app-token-header-and-key-basic", `
$ curl -s -H "X-App-Token: «a»" "https://data.cdc.gov/resource/9mfq-cb36.json?\$limit=1&state=IL" | jq -c '.[0] | {submission_date, tot_cases}'
{"submission_date":"2023-05-10T00:00:00.000","tot_cases":"4083292"}
$ curl -s -u «_kid»:«b» -X PATCH https://data.acme-county.gov/api/views/metadata/v1/x4k2-9pqz -d '{"name":"Restaurant Inspections (2025)"}'
`, V{"a": g.hcSocrata(), "_kid": g.s(alLowNum, 25), "b": g.s(alLowNum, 50)}, "9mfq-cb36.json", "Restaurant Inspections (2025)")

	g.add("health/sam-gov-entity-api", `
$ curl -s "https://api.sam.gov/entity-information/v3/entities?api_key=«a»&ueiSAM=«_uei»&includeSections=entityRegistration" | jq -r '.entityData[0].entityRegistration | "\(.legalBusinessName) \(.registrationStatus) \(.cageCode)"'
ACME HEALTH PARTNERS LLC Active «_cage»
`, V{"a": "SAM-" + g.uuid(), "_uei": g.s(alUpNum, 12), "_cage": g.s(alUpNum, 5)}, "ACME HEALTH PARTNERS LLC Active", "includeSections=entityRegistration")

	g.add("health/openfda-and-nasa-keys-yaml", `
public_apis:
  openfda:
    base: https://api.fda.gov
    api_key: «a»
  nasa:
    base: https://api.nasa.gov
    api_key: «b»
  nppes:
    base: https://npiregistry.cms.hhs.gov/api/?version=2.1
    # no key required
`, V{"a": g.hcDataGov(), "b": g.hcDataGov()}, "https://npiregistry.cms.hhs.gov/api/?version=2.1", "# no key required")

	g.add("health/irs-mef-transmitter-properties", `
# mef-a2a.properties — ACME Tax Services (test, ATS)
mef.environment=ATS
mef.etin=«_etin»
mef.efin=«_efin»
mef.appSysId=«_sys»
mef.endpoint=https://la.alt.www4.irs.gov/a2a/mef
mef.strongauth.keystore=/etc/acme/irs/strongauth-«_etin».p12
mef.strongauth.keystore.password=«a»
mef.strongauth.key.alias=acme-mef-ats
mef.software.id=«_swid»
`, V{"_etin": g.digits(5), "_efin": g.digits(6), "_sys": g.digits(8), "a": g.pwStrong(), "_swid": g.digits(8)}, "mef.environment=ATS", "https://la.alt.www4.irs.gov/a2a/mef", "acme-mef-ats")

	g.add("health/usps-webtools-userid-xml", `
$ curl -s "https://secure.shippingapis.com/ShippingAPI.dll?API=Verify&XML=<AddressValidateRequest USERID=\"«a»\"><Revision>1</Revision><Address ID=\"0\"><Address1></Address1><Address2>1600 Pennsylvania Ave NW</Address2><City>Washington</City><State>DC</State><Zip5></Zip5><Zip4></Zip4></Address></AddressValidateRequest>"
<?xml version="1.0" encoding="UTF-8"?>
<AddressValidateResponse><Address ID="0"><Address2>1600 PENNSYLVANIA AVE NW</Address2><City>WASHINGTON</City><State>DC</State><Zip5>20500</Zip5><Zip4>0005</Zip4></Address></AddressValidateResponse>
`, V{"a": g.digits(3) + g.s(alUpper, 5) + g.digits(4)}, "1600 PENNSYLVANIA AVE NW", "API=Verify")

	g.add("health/idme-omniauth-initializer", `
# config/initializers/omniauth.rb
Rails.application.config.middleware.use OmniAuth::Builder do
  provider :openid_connect,
    name: :idme,
    scope: %i[openid military],
    issuer: "https://api.idmelabs.com/oidc",
    client_options: {
      identifier: "«_c»",
      secret: "«a»",
      redirect_uri: "https://benefits.acme.org/auth/idme/callback",
    }
end
`, V{"_c": g.hex(32), "a": g.hex(32)}, "https://api.idmelabs.com/oidc", "scope: %i[openid military]")

	g.add("health/eidas-node-signmodule-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE properties SYSTEM "http://java.sun.com/dtd/properties.dtd">
<properties>
	<comment>SWModule sign with JKS.</comment>
	<entry key="check_certificate_validity_period">false</entry>
	<entry key="disallow_self_signed_certificate">false</entry>
	<entry key="response.sign.assertions">true</entry>
	<entry key="keyStorePath">keystore/eidasKeyStore_Connector_XA.p12</entry>
	<entry key="keyStorePassword">«a»</entry>
	<entry key="keyPassword">«b»</entry>
	<entry key="issuer">CN=connector-xa, OU=eIDAS, O=Acme Gov Lab, C=XA</entry>
	<entry key="serialNumber">«_sn»</entry>
	<entry key="keyStoreType">PKCS12</entry>
	<entry key="signature.algorithm">http://www.w3.org/2007/05/xmldsig-more#sha512-rsa-MGF1</entry>
</properties>
`, V{"a": g.pwURL(), "b": g.pwURL(), "_sn": g.s(alHexU, 16)}, "keystore/eidasKeyStore_Connector_XA.p12", "CN=connector-xa, OU=eIDAS, O=Acme Gov Lab, C=XA")

	g.add("health/governikus-eidas-middleware-properties", `
# /opt/eidas-middleware/config/application.properties
server.port=8443
server.ssl.key-store=file:/opt/eidas-middleware/config/tls.p12
server.ssl.key-store-type=PKCS12
server.ssl.key-store-password=«a»
server.ssl.key-alias=localhost
poseidas.admin.hashed.password=«_h»
middleware.eid.serviceprovider.name=ACME_SP_TEST
middleware.eid.signature.keystore.password=«b»
`, V{"a": g.pwStrong(), "_h": g.bcrypt(), "b": g.pwStrong()}, "middleware.eid.serviceprovider.name=ACME_SP_TEST")

	g.add("health/singpass-myinfo-private-jwks", `
// config/singpass.js (staging)
module.exports = {
  clientId: "«_c»",
  issuer: "https://stg-id.singpass.gov.sg",
  redirectUri: "https://benefits-stg.acme.sg/callback",
  privateJwks: {
    keys: [
      { kty: "EC", crv: "P-256", use: "sig", kid: "acme-sig-2025", alg: "ES256", x: "«_x»", y: "«_y»", d: "«a»" },
      { kty: "EC", crv: "P-256", use: "enc", kid: "acme-enc-2025", alg: "ECDH-ES+A256KW", x: "«_x2»", y: "«_y2»", d: "«b»" },
    ],
  },
};
`, V{"_c": g.an(32), "_x": g.b64u(43), "_y": g.b64u(43), "a": g.b64u(43), "_x2": g.b64u(43), "_y2": g.b64u(43), "b": g.b64u(43)}, "https://stg-id.singpass.gov.sg", `kid: "acme-sig-2025"`)

	g.add("health/govuk-notify-python-client", `
from notifications_python_client.notifications import NotificationsAPIClient

notifications_client = NotificationsAPIClient("«a»")
notifications_client.send_email_notification(
    email_address="applicant@example.com",
    template_id="«_t»",
    personalisation={"reference": "«_ref»"},
)
`, V{"a": "acme_benefits_live-" + g.uuid() + "-" + g.uuid(), "_t": g.uuid(), "_ref": "HB-" + g.digits(7)}, "notifications_python_client.notifications")

	g.add("health/govuk-pay-create-payment", `
$ curl -s https://publicapi.payments.service.gov.uk/v1/payments \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"amount": 2500, "reference": "LIC-«_r»", "description": "Pet shop licence", "return_url": "https://licensing.acme-council.gov.uk/return"}' | jq -r '.payment_id, .state.status'
«_p»
created
`, V{"a": "api_test_" + g.s(alLowNum, 58), "_r": g.digits(6), "_p": g.s(alLowNum, 26)}, "Pet shop licence", "https://publicapi.payments.service.gov.uk/v1/payments")

	g.add("health/nhs-pds-fhir-app-restricted", `
$ cat .env
NHS_API_ENV=int
NHS_API_KEY=«a»
NHS_KID=acme-pds-int-1
NHS_PRIVATE_KEY_PATH=./keys/acme-pds-int-1.pem
$ curl -s -H "Authorization: Bearer «b»" -H "X-Request-ID: «_rid»" \
    https://int.api.service.nhs.uk/personal-demographics/FHIR/R4/Patient/9449306621 | jq -r '.name[0].family'
XIANG
`, V{"a": g.an(32), "b": g.an(28), "_rid": g.uuid()}, "NHS_KID=acme-pds-int-1", "https://int.api.service.nhs.uk/personal-demographics/FHIR/R4/Patient/9449306621")
}

// ---- deployment, CI and secret stores around these systems ----

func (g *G) hcOps() {
	g.add("health/k8s-secret-mirth-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: mirth-connect
  namespace: integration
type: Opaque
stringData:
  DATABASE_USERNAME: mirth
  DATABASE_PASSWORD: «a»
  KEYSTORE_STOREPASS: «b»
  KEYSTORE_KEYPASS: «b»
  MP_VMOPTIONS: "-Xmx2048m"
`, V{"a": g.pwStrong(), "b": g.an(12)}, "namespace: integration", `MP_VMOPTIONS: "-Xmx2048m"`)

	g.add("health/k8s-get-secret-orthanc-base64", `
$ kubectl -n pacs get secret orthanc-auth -o yaml
apiVersion: v1
data:
  ORTHANC__REGISTERED_USERS: «a»
  pg-password: «b»
kind: Secret
metadata:
  creationTimestamp: "2025-01-28T14:02:11Z"
  name: orthanc-auth
  namespace: pacs
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(`{"admin":"` + g.pwURL() + `"}`), "b": b64s(g.pwURL()), "_rv": g.digits(8), "_uid": g.uuid()}, "orthanc-auth")

	g.add("health/helm-values-hapi-fhir", `
# values-prod.yaml for hapifhir/hapi-fhir-jpaserver 0.17.x
image:
  tag: v7.4.0
postgresql:
  enabled: false
externalDatabase:
  host: hapi-prod.cluster-«_rds».us-east-1.rds.amazonaws.com
  port: 5432
  user: hapi
  password: «a»
  database: hapi
ingress:
  enabled: true
  hosts:
    - host: fhir.acme-health.org
extraEnv:
  - name: HAPI_FHIR_AUTH_CLIENT_SECRET
    value: "«b»"
`, V{"_rds": g.s(alLowNum, 12), "a": g.pwURL(), "b": g.an(32)}, "hapifhir/hapi-fhir-jpaserver", "host: fhir.acme-health.org")

	g.add("health/gh-actions-canvas-sync-inline-token", `
name: nightly-canvas-sync
on:
  schedule: [{cron: "0 7 * * *"}]
jobs:
  sync:
    runs-on: ubuntu-latest
    env:
      CANVAS_URL: https://acme.instructure.com
      CANVAS_TOKEN: «a»   # TODO move to secrets before merge
      POWERSCHOOL_CLIENT_SECRET: ${{ secrets.POWERSCHOOL_CLIENT_SECRET }}
    steps:
      - uses: actions/checkout@v4
      - run: python sync.py --term SP25
`, V{"a": g.hcCanvas()}, "${{ secrets.POWERSCHOOL_CLIENT_SECRET }}", "nightly-canvas-sync")

	g.add("health/terraform-tfvars-healthcare", `
# envs/prod/terraform.tfvars
project_id              = "acme-hc-prod"
fhir_store_id           = "r4-main"
hl7v2_store_id          = "adt-in"
mllp_adapter_image      = "gcr.io/cloud-healthcare-containers/mllp-adapter:latest"
db_password             = "«a»"
mirth_admin_password    = "«b»"
epic_client_secret      = "«c»"
alert_email             = "integrations-oncall@acme-health.org"
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.b64u(43)}, "gcr.io/cloud-healthcare-containers/mllp-adapter:latest", "integrations-oncall@acme-health.org")

	g.add("health/vault-kv-get-redox", `
$ vault kv get -format=json secret/integrations/redox | jq '.data.data'
{
  "api_key": "«_k»",
  "api_secret": "«a»",
  "destination_id": "«_d»",
  "webhook_verification_token": "«b»"
}
`, V{"_k": g.uuid(), "a": g.an(40), "_d": g.uuid(), "b": g.an(24)}, "secret/integrations/redox")

	g.add("health/aws-secretsmanager-get-availity", `
$ aws secretsmanager get-secret-value --secret-id prod/availity/oauth --query SecretString --output text
{"client_id":"«_c»","client_secret":"«a»","scope":"hipaa","customer_id":"«_cust»"}
`, V{"_c": g.hex(32), "a": g.an(16), "_cust": g.digits(6)}, "prod/availity/oauth")

	g.add("health/docker-inspect-lms-sync-env", `
$ docker inspect lms-sync --format '{{range .Config.Env}}{{println .}}{{end}}'
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
PYTHON_VERSION=3.12.8
MOODLE_URL=https://moodle.acme.edu
MOODLE_WSTOKEN=«a»
CLEVER_DISTRICT_TOKEN=«b»
SIS_DB_URL=mssql+pyodbc://sis_ro:«c»@sis-sql01/PowerSchoolMirror?driver=ODBC+Driver+18+for+SQL+Server
LOG_LEVEL=INFO
`, V{"a": g.hex(32), "b": g.hex(40), "c": g.pwURL()}, "MOODLE_URL=https://moodle.acme.edu", "PYTHON_VERSION=3.12.8")

	g.add("health/ansible-vars-openemr", `
# group_vars/clinic_servers.yml
openemr_version: "7.0.3"
openemr_db_host: "127.0.0.1"
openemr_db_user: "openemr"
openemr_db_password: "«a»"
openemr_admin_user: "admin"
openemr_admin_password: "«b»"
openemr_couchdb_password: "«c»"
certbot_email: "it@acmefamilymed.com"
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.pwURL()}, "openemr_version: \"7.0.3\"", "certbot_email: \"it@acmefamilymed.com\"")

	g.add("health/powershell-sftp-claims-winscp", `
PS C:\EDI> Add-Type -Path "C:\Program Files (x86)\WinSCP\WinSCPnet.dll"
PS C:\EDI> $opts = New-Object WinSCP.SessionOptions -Property @{
>>   Protocol = [WinSCP.Protocol]::Sftp
>>   HostName = "sftp.availity.com"
>>   UserName = "acme_edi_prod"
>>   Password = "«a»"
>>   SshHostKeyFingerprint = "ssh-rsa 2048 «_fp»"
>> }
PS C:\EDI> $s = New-Object WinSCP.Session; $s.Open($opts); $s.PutFiles("C:\EDI\out\837P_*.txt", "/SendFiles/").Check()
`, V{"a": g.pwStrong(), "_fp": g.b64(32)[:43]}, "acme_edi_prod", "WinSCP.Protocol")

	g.add("health/systemd-env-file-mllp-adapter", `
$ systemctl cat mllp-adapter
# /etc/systemd/system/mllp-adapter.service
[Service]
EnvironmentFile=/etc/default/mllp-adapter
ExecStart=/usr/local/bin/mllp_adapter --port=2575 --hl7_v2_project_id=acme-hc-prod --hl7_v2_location_id=us-central1 --hl7_v2_dataset_id=adt --hl7_v2_store_id=adt-in --api_addr_prefix=https://healthcare.googleapis.com:443/v1 --logtostderr --receiver_ip=0.0.0.0
$ sudo cat /etc/default/mllp-adapter
GOOGLE_APPLICATION_CREDENTIALS=/etc/mllp/sa.json
MLLP_TLS_KEY_PASSWORD=«a»
`, V{"a": g.pw()}, "--hl7_v2_store_id=adt-in", "GOOGLE_APPLICATION_CREDENTIALS=/etc/mllp/sa.json")

	g.add("health/pg-dump-redcap-pgpass", `
$ cat ~/.pgpass
ohdsi-db.acme.edu:5432:ohdsi:ohdsi_admin_user:«a»
omop-replica.acme.edu:5432:*:analyst_ro:«b»
$ pg_dump -h ohdsi-db.acme.edu -U ohdsi_admin_user -n webapi ohdsi > webapi.sql
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "ohdsi_admin_user", "analyst_ro")
}

// ---- chats and agent conversations ----

func (g *G) hcChat() {
	g.add("health/chat-epic-sandbox-token-401", `
User: Epic sandbox keeps returning 401 on Patient.read. Here's the token I got from the backend services flow: «a»
and the non-prod client id is «_c». The public key is uploaded (kid acme-rpm-2025). What am I missing?
Assistant: Non-production client ids take up to an hour to sync after you change the key set. Also check that the
JWT's "aud" is exactly https://fhir.epic.com/interconnect-fhir-oauth/oauth2/token. And please don't paste access
tokens here; that one is valid for another ~50 minutes.
`, V{"a": g.hcEpicTok(), "_c": g.uuid()}, "kid acme-rpm-2025", "https://fhir.epic.com/interconnect-fhir-oauth/oauth2/token")

	g.add("health/chat-mirth-admin-reset", `
> I reset the Mirth admin password with the SQL from the forum:
> UPDATE person_password SET password = '«_h»' WHERE person_id = 1;
> then logged in as admin / admin and changed it to «a» in Settings → Users. Channels still show "Unauthorized" on the
> HTTP listener though.
That UPDATE only resets the UI login. The HTTP Listener uses its own Basic auth under Source → Authentication; set
the same credential there or switch it to "Custom" with the JavaScript authenticator.
`, V{"_h": g.b64(40), "a": g.pw()}, "person_password", "Source → Authentication")

	g.add("health/chat-canvas-token-slack-paste", `
[10:14] dana.k: anyone know why /api/v1/courses/«_c»/students is 401 for me? token is «a» (it's my admin one, I'll rotate after lol)
[10:15] priya: that endpoint was removed, use /enrollments?type[]=StudentEnrollment
[10:15] priya: and yes please rotate it now, this channel has 140 people
[10:16] dana.k: done, deleted it under Settings > Approved Integrations
`, V{"_c": g.digits(5), "a": g.hcCanvas()}, "Approved Integrations", "/enrollments?type[]=StudentEnrollment")

	g.add("health/chat-redcap-token-in-email", `
From: REDCap <redcap@acme.edu>
To: dkowalski@acme.edu
Subject: [REDCap] API token approved - SLEEP-HF Pilot

Your REDCap API token for project "SLEEP-HF Pilot" (PID 4127) has been approved by an administrator.
Token: «a»

Treat this token like a password. It gives the same data access rights you have in the project, including
identifiers if your user rights allow them.
`, V{"a": g.hcRedcap()}, "SLEEP-HF Pilot", "(PID 4127)")

	g.add("health/chat-agent-tool-call-availity", `
{"type":"tool_use","id":"toolu_01«_tid»","name":"bash","input":{"command":"curl -s -X POST https://api.availity.com/availity/v1/token -d 'grant_type=client_credentials&client_id=«_c»&client_secret=«a»&scope=hipaa' | jq -r .access_token"}}
{"type":"tool_result","tool_use_id":"toolu_01«_tid»","content":"«b»"}
`, V{"_tid": g.s(alB58, 22), "_c": g.hex(32), "a": g.an(16), "b": g.an(48)}, "https://api.availity.com/availity/v1/token")

	g.add("health/chat-orthanc-default-creds", `
User: after docker compose up I can reach http://localhost:8042 but orthanc/orthanc doesn't work anymore. my compose has
ORTHANC__REGISTERED_USERS='{"radiology": "«a»"}'
Assistant: Once you set RegisteredUsers, the built-in orthanc/orthanc account is gone; log in with radiology and the
password from that variable. If you also want OHIF to use it, put the same pair in requestOptions.auth.
`, V{"a": g.hcOrthanc()}, "orthanc/orthanc", "http://localhost:8042")

	g.add("health/chat-moodle-token-troubleshoot", `
me: my python script gets {"exception":"moodle_exception","errorcode":"invalidtoken","message":"Invalid token - token not found"}
me: token=«a» service is "gradesync"
agent: The token exists only for the service it was created for. Check Site administration → Server → Web services →
Manage tokens: if it belongs to "Moodle mobile web service" it won't work against a custom service function list.
`, V{"a": g.hex(32)}, `"errorcode":"invalidtoken"`, "Manage tokens")

	g.add("health/chat-lti-private-key-pr-review", `
Review comment on PR #418 (tools/lti/config.py):
> PRIVATE_KEY = """«a»"""
This is the production LTI 1.3 signing key — the JWKS at https://tool.readingpals.io/.well-known/jwks.json publishes its
public half with kid «_kid». Please load it from AWS Secrets Manager (prod/lti/signing-key) and rotate: anyone with repo
access can mint launches' client assertions now.
`, V{"a": g.pkcs8RSAPEM().block(), "_kid": g.uuid()}, "prod/lti/signing-key", "https://tool.readingpals.io/.well-known/jwks.json")

	g.add("health/chat-socrata-token-commit", `
User: GitGuardian flagged this in my commit, is the Socrata app token really a secret? It's just for rate limits.
    SOCRATA_APP_TOKEN = "«a»"
    SOCRATA_USER = "opendata-etl@acme.org"
    SOCRATA_PASSWORD = "«b»"
Assistant: The app token only raises throttling limits, but the account password right below it can publish to your
datasets. Rotate the password today and move all three to environment variables.
`, V{"a": g.hcSocrata(), "b": g.pw()}, "opendata-etl@acme.org", "GitGuardian")

	g.add("health/chat-x12-999-rejection", `
the 999 came back rejected:
IK3*ISA*1**8~
IK4*4*I04*7*«a»~
Availity support said ISA04 must be the 10-char security info they issued, and ours («a») was reset when the
submitter account was migrated. New one is «b». Trading partner id is still «_tp».
`, V{"a": g.an(10), "b": g.an(10), "_tp": g.digits(9)}, "IK3*ISA*1**8~", "Trading partner id")

	g.add("health/chat-clever-secret-jira", `
INT-3310  Clever Secure Sync failing for Springfield USD
Description:
Sync job logs 401 since 02/09. Creds in use:
  client id: «_c»
  client secret: «a»
  district token (Springfield): «b»
Steps: re-authorize the app in the district dashboard, update the token in Vault at kv/edu/clever/springfield.
`, V{"_c": g.hex(20), "a": g.hex(40), "b": g.hex(40)}, "kv/edu/clever/springfield", "INT-3310")

	g.add("health/chat-agent-summary-rotation-table", `
Summary of credentials found in the repository (all rotated per your request):

| File                               | Credential               | Value (first seen)  | Status   |
|------------------------------------|--------------------------|---------------------|----------|
| config/hie.yml                     | HIE basic auth password  | «a»   | rotated  |
| scripts/export_redcap.py           | REDCap API token         | «b»   | revoked  |
| deploy/.env.prod                   | Zoom Video SDK secret    | «c»   | rotated  |
| tests/fixtures/patient.json        | MRN                      | «_m»            | not a secret |
`, V{"a": g.pwStrong(), "b": g.hcRedcap(), "c": g.an(36), "_m": g.hcMRN()}, "scripts/export_redcap.py", "not a secret")

	g.add("health/chat-irs-mef-keystore-help", `
User: ATS test fails with "Invalid Strong Authentication certificate". keystore.p12 password is «a», alias acme-mef-ats,
ETIN «_etin». Here's the log:
  MeFClientSDK  ERROR  com.irs.mef.exception.ToolkitException: loginCert failed: HTTP 500 SOAP Fault 'Cert not in e-Services'
Assistant: That fault means the certificate's public key isn't registered to your ETIN's application system id in
e-Services yet. Upload the .cer (not the .p12) under "Application to Application" and wait for the sync.
`, V{"a": g.pwStrong(), "_etin": g.digits(5)}, "com.irs.mef.exception.ToolkitException", "alias acme-mef-ats")

	g.add("health/chat-daily-key-vs-meeting-token", `
Q: Is it OK to put the Daily key in the React app? const DAILY_API_KEY = '«a»'
A: No. The REST API key can create and delete rooms for your whole domain. Create meeting tokens on your server and
send only those to the browser, e.g. POST /v1/meeting-tokens with {"properties":{"room_name":"«_room»","is_owner":false}}.
`, V{"a": g.hex(64), "_room": g.an(20)}, "/v1/meeting-tokens")
}

// ---- benign look-alikes ----

func (g *G) hcBenign() {
	g.add("health/benign-nppes-npi-lookup", `
$ curl -s "https://npiregistry.cms.hhs.gov/api/?version=2.1&number=«_npi»" | jq '.results[0] | {number, enumeration_type, basic: {first_name: .basic.first_name, last_name: .basic.last_name}, taxonomies: [.taxonomies[0].code]}'
{
  "number": «_npi»,
  "enumeration_type": "NPI-1",
  "basic": { "first_name": "GREGORY", "last_name": "HOUSE" },
  "taxonomies": [ "207RI0200X" ]
}
`, V{"_npi": g.hcNPI()}, "207RI0200X", "enumeration_type")

	g.add("health/benign-cda-oids-and-ids", `
<ClinicalDocument xmlns="urn:hl7-org:v3">
  <realmCode code="US"/>
  <templateId root="2.16.840.1.113883.10.20.22.1.1" extension="2015-08-01"/>
  <templateId root="2.16.840.1.113883.10.20.22.1.2" extension="2015-08-01"/>
  <id root="«_docid»"/>
  <code code="34133-9" codeSystem="2.16.840.1.113883.6.1" displayName="Summarization of Episode Note"/>
  <recordTarget>
    <patientRole>
      <id root="2.16.840.1.113883.3.«_org»" extension="«_mrn»"/>
      <id root="2.16.840.1.113883.4.1" extension="999-«_ssn»"/>
    </patientRole>
  </recordTarget>
</ClinicalDocument>
`, V{"_docid": g.uuid(), "_org": g.digits(4) + ".1.1", "_mrn": g.hcMRN(), "_ssn": g.digits(2) + "-" + g.digits(4)}, "2.16.840.1.113883.10.20.22.1.2", "Summarization of Episode Note")

	g.add("health/benign-fhir-history-etags-and-ids", `
$ curl -s -D - -o /dev/null -H "If-None-Match: W/\"3\"" https://fhir.acme-health.org/fhir/Patient/«_p»
HTTP/1.1 304 Not Modified
ETag: W/"3"
Content-Location: https://fhir.acme-health.org/fhir/Patient/«_p»/_history/3
Last-Modified: Mon, 10 Feb 2025 17:22:41 GMT
X-Request-ID: «_r»
X-Correlation-Id: «_c»
`, V{"_p": g.uuid(), "_r": g.an(16), "_c": g.uuid()}, "304 Not Modified")

	g.add("health/benign-dicom-tags-dump", `
$ dcmdump +P 0008,0018 +P 0020,000d +P 0020,000e +P 0008,0050 +P 0010,0020 IM0001.dcm
(0008,0018) UI [«_sop»]                          #  56, 1 SOPInstanceUID
(0008,0050) SH [«_acc»]                                  #  10, 1 AccessionNumber
(0010,0020) LO [«_pid»]                                  #   8, 1 PatientID
(0020,000d) UI [«_st»]                          #  54, 1 StudyInstanceUID
(0020,000e) UI [«_se»]                          #  56, 1 SeriesInstanceUID
`, V{"_sop": g.hcDicomUID(), "_acc": g.digits(10), "_pid": g.hcMRN(), "_st": g.hcDicomUID(), "_se": g.hcDicomUID()}, "SOPInstanceUID")

	g.add("health/benign-x12-271-control-numbers", `
ISA*00*          *00*          *ZZ*AVAILITY       *ZZ*ACMEFAMMED     *250211*1002*^*00501*«_icn»*0*P*:~
GS*HB*AVAILITY*ACMEFAMMED*20250211*1002*«_gcn»*X*005010X279A1~
ST*271*0001*005010X279A1~
BHT*0022*11*«_ref»*20250211*1002~
NM1*IL*1*DOE*JANE****MI*«_mem»~
EB*1*IND*30**CHOICE POS II~
EB*C*IND*30***23*500~
SE*14*0001~
`, V{"_icn": g.s(alDigit, 9), "_gcn": g.digits(6), "_ref": g.digits(10), "_mem": "W" + g.digits(9)}, "CHOICE POS II", "ISA*00*          *00*")

	g.add("health/benign-public-jwks-endpoint", `
$ curl -s https://tool.readingpals.io/.well-known/jwks.json
{"keys":[«_a»,«_b»]}
`, V{"_a": g.hcPubJWK(g.uuid()), "_b": g.hcPubJWK(g.uuid())}, "/.well-known/jwks.json")

	g.add("health/benign-canvas-masked-token-ui", `
Approved Integrations
  Purpose                    Token            Last Used        Expires
  gradebook-dashboard        «_m1»           Feb 11, 2025     never
  nightly sync (CI)          «_m2»           Feb 11, 2025     Jun 30, 2025
  Canvas Student (iOS)       «_m3»           Feb 10, 2025     never
`, V{"_m1": fmt.Sprintf("%d~", 1+g.r.IntN(20)) + g.an(4) + "******", "_m2": fmt.Sprintf("%d~", 1+g.r.IntN(20)) + g.an(4) + "******", "_m3": fmt.Sprintf("%d~", 1+g.r.IntN(20)) + g.an(4) + "******"}, "Approved Integrations", "gradebook-dashboard")

	g.add("health/benign-lti-launch-claims-decoded", `
{
  "iss": "https://canvas.instructure.com",
  "aud": "«_cid»",
  "sub": "«_sub»",
  "nonce": "«_n»",
  "https://purl.imsglobal.org/spec/lti/claim/deployment_id": "«_dep»",
  "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiResourceLinkRequest",
  "https://purl.imsglobal.org/spec/lti/claim/version": "1.3.0",
  "https://purl.imsglobal.org/spec/lti/claim/roles": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
  "https://purl.imsglobal.org/spec/lti/claim/context": {"id": "«_ctx»", "label": "BIO-101-F25"}
}
`, V{"_cid": g.hcCanvasID(), "_sub": g.uuid(), "_n": g.hex(32), "_dep": g.digits(3) + ":" + g.hex(40), "_ctx": g.hex(40)}, "LtiResourceLinkRequest")

	g.add("health/benign-epic-fhir-ids-and-mrns-test-fixture", `
# tests/fixtures/patients.py
PATIENTS = [
    {"fhir_id": "«_a»", "mrn": "«_m1»", "dob": "1987-09-12", "name": "Camila Lopez"},
    {"fhir_id": "«_b»", "mrn": "«_m2»", "dob": "1961-06-01", "name": "Derrick Lin"},
]
ENCOUNTER_CSN = "«_csn»"
`, V{"_a": "e" + g.b64u(29) + "3", "_b": "e" + g.b64u(29) + "3", "_m1": g.hcMRN(), "_m2": g.hcMRN(), "_csn": g.digits(10)}, "ENCOUNTER_CSN")

	g.add("health/benign-nasa-demo-key-and-placeholders", `
# README excerpt
curl "https://api.nasa.gov/planetary/apod?api_key=DEMO_KEY"
curl "https://api.census.gov/data/2022/acs/acs5?get=NAME&for=state:*&key=YOUR_KEY_HERE"
export REDCAP_TOKEN=<32-character token from the API page>
export CANVAS_TOKEN=${CANVAS_TOKEN:?set it in .env}
`, nil, "api_key=DEMO_KEY", "key=YOUR_KEY_HERE", "<32-character token from the API page>", "${CANVAS_TOKEN:?set it in .env}")

	g.add("health/benign-efin-etin-and-software-id", `
Transmitter profile (IRS e-Services, test)
  Firm:           ACME TAX SERVICES LLC
  EFIN:           «_efin»
  ETIN:           «_etin»
  Software ID:    «_sw»
  Submission ID:  «_sub»
  Status:         Accepted (ATS scenario 3)
`, V{"_efin": g.digits(6), "_etin": g.digits(5), "_sw": g.digits(8), "_sub": g.digits(6) + "2025042" + g.s(alLowNum, 7)}, "ATS scenario 3")

	g.add("health/benign-mirth-channel-ids-and-stats", `
$ curl -sk -u «=u»:$MIRTH_PASS -H 'X-Requested-With: OpenAPI' https://127.0.0.1:8443/api/channels/statistics | jq -r '.list.channelStatistics[] | "\(.channelId) r=\(.received) s=\(.sent) e=\(.error)"'
«_a» r=18422 s=18420 e=2
«_b» r=3311 s=3311 e=0
`, V{"=u": "admin", "_a": g.uuid(), "_b": g.uuid()}, "$MIRTH_PASS", "X-Requested-With: OpenAPI")

	g.add("health/benign-orthanc-stats-and-uuids", `
$ curl -s http://localhost:8042/statistics
{
   "CountInstances" : 248112,
   "CountPatients" : 1893,
   "CountSeries" : 12204,
   "CountStudies" : 4410,
   "TotalDiskSize" : "512309182771",
   "TotalDiskSizeMB" : 488577
}
$ curl -s http://localhost:8042/patients | jq '.[0:2]'
[ "«_a»", "«_b»" ]
`, V{"_a": g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8), "_b": g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8)}, "CountStudies")

	g.add("health/benign-qualtrics-ids-response", `
{
  "result": {
    "responseId": "R_«_r»",
    "values": {"startDate": "2025-02-10T14:02:11Z", "QID1": 4, "QID2_TEXT": "night shift"},
    "surveyId": "SV_«_s»",
    "distributionChannel": "anonymous"
  },
  "meta": {"requestId": "«_req»", "httpStatus": "200 - OK"}
}
`, V{"_r": g.an(15), "_s": g.an(15), "_req": g.uuid()}, "night shift")

	g.add("health/benign-accession-and-order-ids-log", `
2025-02-11T09:41:02Z INFO  orders  ORM^O01 received placer=«_pl» filler=«_fi» accession=«_acc» mrn=«_mrn» cpt=71260 modality=CT
2025-02-11T09:41:02Z INFO  orders  routed to worklist CT01_GE (AE CT01_GE@10.1.4.20:104) study_uid=«_uid»
`, V{"_pl": g.digits(9), "_fi": "F" + g.digits(8), "_acc": "ACC" + g.digits(9), "_mrn": g.hcMRN(), "_uid": g.hcDicomUID()}, "routed to worklist CT01_GE")

	g.add("health/benign-fhir-capability-and-operation-outcome", `
{
  "resourceType": "OperationOutcome",
  "id": "«_id»",
  "issue": [
    {
      "severity": "error",
      "code": "security",
      "diagnostics": "HAPI-0333: Access denied by rule: Deny all (client_id=etl-loader, scope=system/Observation.read)"
    }
  ]
}
`, V{"_id": g.hex(32)}, "HAPI-0333: Access denied by rule: Deny all", "client_id=etl-loader")

	g.add("health/benign-gov-masked-keys-dashboard", `
api.data.gov — My keys
  Key                                        Created      Requests (30d)
  «_a»   2024-06-02   41,229
  «_b»   2025-01-15   1,004
Socrata — Developer settings
  App token: «_c»   (secret token hidden)
`, V{"_a": g.an(4) + strings.Repeat("•", 32) + g.an(4), "_b": g.an(4) + strings.Repeat("•", 32) + g.an(4), "_c": g.an(4) + "…" + g.an(4)}, "(secret token hidden)", "Requests (30d)")

	g.add("health/benign-snomed-loinc-valueset-rows", `
code        system                          display
4548-4      http://loinc.org                Hemoglobin A1c/Hemoglobin.total in Blood
17856-6     http://loinc.org                Hemoglobin A1c/Hemoglobin.total in Blood by HPLC
44054006    http://snomed.info/sct          Diabetes mellitus type 2 (disorder)
E11.9       http://hl7.org/fhir/sid/icd-10-cm  Type 2 diabetes mellitus without complications
`, nil, "44054006", "17856-6", "Hemoglobin A1c/Hemoglobin.total in Blood by HPLC")
}

// ---- health information exchange, public health and more school systems ----

func (g *G) hcExchange() {
	g.add("health/ihe-xds-provide-register-wsse", `
<soapenv:Envelope xmlns:soapenv="http://www.w3.org/2003/05/soap-envelope" xmlns:wsa="http://www.w3.org/2005/08/addressing">
  <soapenv:Header>
    <wsa:Action soapenv:mustUnderstand="1">urn:ihe:iti:2007:ProvideAndRegisterDocumentSet-b</wsa:Action>
    <wsa:MessageID>urn:uuid:«_m»</wsa:MessageID>
    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>acme_gen_xds</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <xdsb:ProvideAndRegisterDocumentSetRequest xmlns:xdsb="urn:ihe:iti:xds-b:2007">
`, V{"_m": g.uuid(), "a": g.pwStrong()}, "urn:ihe:iti:2007:ProvideAndRegisterDocumentSet-b", "acme_gen_xds")

	g.add("health/iis-cdc-wsdl-submit-single-message", `
<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:urn="urn:cdc:iisb:2011">
  <soap:Header/>
  <soap:Body>
    <urn:submitSingleMessage>
      <urn:username>ACMEPEDS01</urn:username>
      <urn:password>«a»</urn:password>
      <urn:facilityID>«_fac»</urn:facilityID>
      <urn:hl7Message>MSH|^~\&amp;|ACMEEHR|ACMEPEDS^«_fac»^|ILIIS|ILIIS|20250211101544||VXU^V04^VXU_V04|«_ctl»|P|2.5.1|||ER|AL|||||Z22^CDCPHINVS
PID|1||«_mrn»^^^ACMEPEDS^MR||DOE^BABY^^^^^L||20241205|F
RXA|0|1|20250211|20250211|08^Hep B, adolescent or pediatric^CVX|0.5|mL^mL^UCUM||00^New immunization record^NIP001</urn:hl7Message>
    </urn:submitSingleMessage>
  </soap:Body>
</soap:Envelope>
`, V{"a": g.pw(), "_fac": g.digits(5), "_ctl": g.digits(12), "_mrn": g.hcMRN()}, "urn:cdc:iisb:2011", "ACMEPEDS01")

	g.add("health/carequality-mtls-pkcs12-export", `
$ openssl pkcs12 -export -in certs/acme-hie-client.crt -inkey certs/acme-hie-client.key \
    -certfile certs/carequality-intermediate.crt -name acme-hie -out certs/acme-hie-client.p12 -passout pass:«a»
$ keytool -list -keystore certs/acme-hie-client.p12 -storetype PKCS12 -storepass «a»
Keystore type: PKCS12
Keystore provider: SUN

Your keystore contains 1 entry

acme-hie, Feb 11, 2025, PrivateKeyEntry,
Certificate fingerprint (SHA-256): «_fp»
`, V{"a": g.pwURL(), "_fp": strings.ToUpper(strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 32), ":"))}, "certs/carequality-intermediate.crt", "PrivateKeyEntry")

	g.add("health/azure-fhir-converter-storage-connstr", `
$ az functionapp config appsettings list -g rg-hc-integration -n fn-hl7-to-fhir --query "[?contains(name,'Storage') || contains(name,'Template')]" -o table
Name                           SlotSetting    Value
-----------------------------  -------------  ------------------------------------------------------------
AzureWebJobsStorage            False          DefaultEndpointsProtocol=https;AccountName=sthcintegration;AccountKey=«a»;EndpointSuffix=core.windows.net
TemplateCollectionReference    False          acmehcacr.azurecr.io/hl7v2-templates:2025.02
`, V{"a": g.azStorage()}, "fn-hl7-to-fhir", "acmehcacr.azurecr.io/hl7v2-templates:2025.02")

	g.add("health/bulk-export-status-presigned-urls", `
$ curl -s -H "Authorization: Bearer $TOKEN" "https://fhir.acme-health.org/fhir/\$export-poll-status?_jobId=«_job»" | jq '.output[0]'
{
  "type": "Patient",
  "url": "https://acme-bulk-export.s3.amazonaws.com/«_job»/Patient.ndjson?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«_akid»%2F20250211%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250211T104411Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»",
  "count": 1893
}
`, V{"_job": g.uuid(), "_akid": g.awsID(), "a": g.hex(64)}, "Bearer $TOKEN", `"count": 1893`)

	g.add("health/smart-health-cards-issuer-jwk", `
$ cat issuer/keys/private.jwks.json
{
  "keys": [
    {
      "kty": "EC",
      "kid": "«_kid»",
      "use": "sig",
      "alg": "ES256",
      "crv": "P-256",
      "x": "«_x»",
      "y": "«_y»",
      "d": "«a»"
    }
  ]
}
$ curl -s https://shc.acme-health.org/.well-known/jwks.json | jq -r '.keys[0].kid'
«_kid»
`, V{"_kid": g.b64u(43), "_x": g.b64u(43), "_y": g.b64u(43), "a": g.b64u(43)}, "https://shc.acme-health.org/.well-known/jwks.json")

	g.add("health/coturn-telehealth-static-secret", `
# /etc/turnserver.conf — TURN for the video visit web app
listening-port=3478
tls-listening-port=5349
realm=turn.acme-telehealth.com
use-auth-secret
static-auth-secret=«a»
cert=/etc/letsencrypt/live/turn.acme-telehealth.com/fullchain.pem
pkey=/etc/letsencrypt/live/turn.acme-telehealth.com/privkey.pem
no-multicast-peers
denied-peer-ip=10.0.0.0-10.255.255.255
`, V{"a": g.hex(64)}, "realm=turn.acme-telehealth.com", "denied-peer-ip=10.0.0.0-10.255.255.255")

	g.add("health/medicaid-sftp-ed25519-key", `
$ cat ~/.ssh/config
Host mmis-sftp
    HostName sftp.medicaid.state.example
    User ACMEGEN_835
    IdentityFile ~/.ssh/mmis_ed25519
$ cat ~/.ssh/mmis_ed25519
«a»
$ sftp mmis-sftp:/outbound/835/ <<< 'ls -1'
835_«_d»_«_n».x12
`, V{"a": func() string { k, _ := g.sshEd25519("acmegen-835@edi01"); return k.block() }(), "_d": g.digits(8), "_n": g.digits(6)}, "HostName sftp.medicaid.state.example", "ACMEGEN_835")

	g.add("health/elation-password-grant", `
$ curl -s -X POST https://sandbox.elationemr.com/api/2.0/oauth2/token/ \
    -u "«_c»:«a»" \
    -d "grant_type=password&username=api-user@acmefm.com&password=«b»"
{"access_token": "«t»", "expires_in": 36000, "token_type": "Bearer", "scope": "read write", "refresh_token": "«r»"}
`, V{"_c": g.an(40), "a": g.an(128), "b": g.pw(), "t": g.an(30), "r": g.an(30)}, "https://sandbox.elationemr.com/api/2.0/oauth2/token/", "api-user@acmefm.com")

	g.add("health/dcm4che-tools-keystore-pass", `
$ storescu --tls12 --key-store /etc/dcm4che/modality.p12 --key-store-pass «a» --key-pass «a» \
    --trust-store /etc/dcm4che/cacerts.p12 --trust-store-pass «b» \
    -b CT01_GE -c DCM4CHEE@vna.acme-health.org:2762 ./export/
11:02:17,441 INFO  - Initiate connection from 0.0.0.0/0.0.0.0:0 to vna.acme-health.org:2762
11:02:17,612 INFO  - CT01_GE->DCM4CHEE(1): A-ASSOCIATE-RQ
11:02:17,690 INFO  - CT01_GE<-DCM4CHEE(1): A-ASSOCIATE-AC
Sent 212 objects (=101.441MB) in 9.114s (=11.130MB/s)
`, V{"a": g.pwURL(), "b": g.pwURL()}, "A-ASSOCIATE-AC", "Sent 212 objects")
}

func (g *G) hcSchools() {
	g.add("health/blackbaud-sky-subscription-key", `
GET https://api.sky.blackbaud.com/school/v1/academics/sections?level_num=«_lvl» HTTP/1.1
Bb-Api-Subscription-Key: «a»
Authorization: Bearer «b»
`, V{"_lvl": g.digits(4), "a": g.hex(32), "b": g.jwt("RS256", fmt.Sprintf(`{"environment_id":"p-%s","application_id":"%s","user_id":"%s","iss":"https://oauth2.sky.blackbaud.com/"}`, g.b64u(22), g.uuid(), g.uuid()))}, "https://api.sky.blackbaud.com/school/v1/academics/sections")

	g.add("health/veracross-oauth-env", `
VERACROSS_SCHOOL_ROUTE=acmeacademy
VERACROSS_CLIENT_ID=«_c»
VERACROSS_CLIENT_SECRET=«a»
VERACROSS_SCOPES="students:list classes:list enrollments:list"
`, V{"_c": g.an(32), "a": g.an(64)}, "VERACROSS_SCHOOL_ROUTE=acmeacademy")

	g.add("health/classlink-oneroster-sftp-pysftp", `
import pysftp

cnopts = pysftp.CnOpts()
with pysftp.Connection("sftp.classlink.com", username="acmeisd_roster", password="«a»", cnopts=cnopts) as sftp:
    for f in ("orgs.csv", "users.csv", "classes.csv", "enrollments.csv", "academicSessions.csv", "manifest.csv"):
        sftp.put(f"export/oneroster/{f}", f"/upload/{f}")
`, V{"a": g.pwStrong()}, "acmeisd_roster", "academicSessions.csv")

	ctok := g.hcCanvas()
	g.add("health/canvas-rails-console-token", `
canvas(prod):001> u = User.find(«_uid»)
=> #<User id: «_uid», name: "SIS Integration", sortable_name: "Integration, SIS", workflow_state: "registered">
canvas(prod):002> t = u.access_tokens.create!(purpose: "SIS nightly import (INT-2291)", expires_at: 90.days.from_now)
canvas(prod):003> t.full_token
=> "«a»"
canvas(prod):004> t.token_hint
=> "«=hint»"
`, V{"_uid": g.digits(5), "a": ctok, "=hint": ctok[:5]}, "SIS nightly import (INT-2291)", "t.token_hint")
}
