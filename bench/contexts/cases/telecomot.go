package cases

import (
	"fmt"
	"strings"
)

// telCases adds the credentials met in telecom and VoIP, broadcasting and
// streaming, cameras, SMS and mobile money, IoT and LoRaWAN, industrial and
// building automation, scientific and HPC computing, healthcare IT and
// government open-data APIs, in the files, command lines, traces, logs,
// source code and chat messages a coding agent sees there: Asterisk
// (sip.conf, pjsip.conf, manager.conf, ari.conf, AGI scripts, asterisk
// -rx), FreePBX, FreeSWITCH (directory XML, event_socket, sofia gateways,
// ESL), FusionPBX, Kamailio and OpenSIPS (DB URLs, kamctlrc, subscriber
// HA1, htable), Homer, rtpengine, SIP traces with Digest authentication,
// SIPp, SIP libraries (pjsua2, JsSIP, SIP.js), desk phones and softphones
// (Yealink, Polycom, Grandstream, Cisco SPA, Snom, Linphone, baresip), 3CX,
// Cisco CUCM AXL and CUBE; WebRTC (coturn, TURN REST credentials, Janus,
// Jitsi, LiveKit, BigBlueButton, mediasoup); streaming (OBS, nginx-rtmp,
// ffmpeg to YouTube, Twitch, Facebook, Amazon IVS, Mux, Cloudflare Stream,
// SRT, MediaMTX, Wowza, Icecast, Liquidsoap, DarkIce, Owncast, SRS, vMix,
// Restream); IP cameras and NVRs (RTSP, Hikvision ISAPI, Dahua, ONVIF,
// go2rtc, ZoneMinder, Shinobi, Axis, Reolink, motion, Milestone); SMS
// (Kannel, Jasmin, SMPP clients and PDUs, gammu, AT commands) and mobile
// money and USSD (Africa's Talking, MTN MoMo, Flutterwave, Orange); IoT
// (The Things Stack, ChirpStack, LoRa Basics Station, ABP keys, RAK AT
// commands, Azure IoT Hub, AWS IoT, EMQX, HiveMQ and Sparkplug); industrial
// (OPC UA clients, servers and their PKI, Kepware, Telegraf OPC UA,
// Ignition and Cirrus Link, Siemens Insights Hub and S7/HMI handover notes,
// Beckhoff ADS, Ewon Talk2M, ThingWorx, PI Web API and AF SDK, AVEVA
// historian, Moxa gateways, DNP3 secure authentication, SEL relays);
// building automation (BACnet and BACnet/SC, KNX Secure and xknx, Niagara,
// Metasys, EcoStruxure); scientific computing (Slurm, munge, JupyterHub,
// Globus, iRODS, HTCondor, Open OnDemand, Galaxy, Nextflow, Spack, pixi and
// pip channels, MLflow, grid proxies, keytabs, OpenStack clouds.yaml and
// Fernet tokens, Apptainer, Zenodo, Figshare, ORCID, NCBI, Dataverse,
// REDCap, Copernicus, Materials Project, OSF); healthcare (SMART backend
// services JWKs and client assertions, Epic and Oracle Health apps, HAPI
// FHIR, Medplum, Azure Health Data Services, Mirth Connect, HL7 v2 over
// MLLP, Orthanc, dcm4chee, DICOMweb, OHIF, OpenEMR, OpenMRS, DHIS2,
// InterSystems IRIS, NHS APIs); and open-data APIs (api.data.gov, EIA,
// NOAA, openFDA, BLS, Regulations.gov and Congress.gov, Socrata, Met Office
// DataHub, data.gouv.fr). The case names start with "tel/".
//
// Secrets: passwords, PINs, shared secrets, API keys and tokens, stream
// keys, LoRaWAN root and session keys, private keys (PEM and JWK), munge
// and keytab material, Fernet and JWT tokens, and password-equivalent
// hashes: a SIP Digest HA1 authenticates by itself, and a Digest response
// beside its nonce can be guessed offline, so both are kept secret. Benign:
// Digest nonces and opaque values, Call-IDs and branches, DevEUIs and
// JoinEUIs, certificate thumbprints, public certificates and JWKs, HL7 test
// messages, DICOM and FHIR ids, job ids, public stream URLs, file paths and
// environment references.
func (g *G) telCases() {
	g.tcAsterisk()
	g.tcFreeSWITCH()
	g.tcSIPProxies()
	g.tcSIPTraces()
	g.tcPhones()
	g.tcWebRTC()
	g.tcStreaming()
	g.tcCameras()
	g.tcSMS()
	g.tcIoT()
	g.tcIndustrial()
	g.tcBuilding()
	g.tcHPC()
	g.tcResearch()
	g.tcHealth()
	g.tcGovData()
	g.tcBenign()
}

// ---- values used only here ----

func (g *G) tcBranch() string { return "z9hG4bK" + g.s(alLowNum, 8+g.r.IntN(16)) }
func (g *G) tcTag() string    { return g.s(alLowNum, 8+g.r.IntN(8)) }
func (g *G) tcCallID() string {
	if g.r.IntN(2) == 0 {
		return g.uuid()
	}
	return g.s(alAlnum, 22) + "@" + g.tcPubIP()
}
func (g *G) tcPubIP() string {
	return fmt.Sprintf("%s.%d", g.pick("203.0.113", "198.51.100", "192.0.2"), 2+g.r.IntN(250))
}
func (g *G) tcLanIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(40), g.r.IntN(255), 2+g.r.IntN(250))
}
func (g *G) tcDigestNonce() string {
	if g.r.IntN(2) == 0 {
		return g.hex(32)
	}
	return g.s(alB64, 40) + "="
}
func (g *G) tcAstNonce() string {
	return fmt.Sprintf("%d/%s", 1700000000+g.r.IntN(90000000), g.hex(32))
}
func (g *G) tcSecret() string   { return g.s(alAlnum, 16+g.r.IntN(8)) }
func (g *G) tcPin(n int) string { return g.digits(n) }
func (g *G) tcTwitch() string   { return "live_" + g.digits(9) + "_" + g.an(30) }
func (g *G) tcYouTube() string {
	p := make([]string, 5)
	for i := range p {
		p[i] = g.s(alLowNum, 4)
	}
	return strings.Join(p, "-")
}
func (g *G) tcFacebook() string { return "FB-" + g.digits(17) + "-0-Ab" + g.b64u(30) }
func (g *G) tcIVS(region string) string {
	return "sk_" + region + "_" + g.an(12) + "_" + g.an(30)
}
func (g *G) tcTTNKey() string  { return "NNSXS." + g.s(alB32, 39) + "." + g.s(alB32, 52) }
func (g *G) tcLoraKey() string { return g.s(alHexU, 32) }
func (g *G) tcEUI() string     { return g.s(alHexU, 16) }
func (g *G) tcREDCap() string  { return g.s(alHexU, 32) }
func (g *G) tcMunge() string   { return wrap(g.b64(1024), 76) }
func (g *G) tcFernet() string  { return "gAAAAABm" + g.b64u(174) }
func (g *G) tcKeytab() string  { return "BQIAAA" + g.b64(420)[:556] }
func (g *G) tcOrthancID() string {
	p := make([]string, 5)
	for i := range p {
		p[i] = g.hex(8)
	}
	return strings.Join(p, "-")
}
func (g *G) tcDicomUID() string {
	return "1.2.826.0.1.3680043.8.498." + g.digits(20) + "." + g.digits(6)
}
func (g *G) tcHexU(n int) string { return g.s(alHexU, n) }
func (g *G) tcHA1() string       { return g.hex(32) }
func (g *G) tcThumb() string     { return g.s(alHexU, 40) }
func (g *G) tcStamp() string {
	return fmt.Sprintf("2026%02d%02d%02d%02d%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}
func (g *G) tcChirpToken() string {
	return g.jwt("HS256", fmt.Sprintf(`{"aud":"chirpstack","iss":"chirpstack","sub":"%s","typ":"key"}`, g.uuid()))
}
func (g *G) tcSlurmJWT(user string) string {
	iat := 1760000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"exp":%d,"iat":%d,"sun":"%s"}`, iat+1800, iat, user))
}
func (g *G) tcCondorToken(user, host string) string {
	iat := 1760000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iat":%d,"iss":"%s","jti":"%s","sub":"%s@%s"}`, iat, host, g.hex(32), user, host))
}
func (g *G) tcAssertion(iss, aud string) string {
	iat := 1760000000 + g.r.IntN(20000000)
	return g.jwt("RS384", fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","jti":"%s","exp":%d}`, iss, iss, aud, g.uuid(), iat+300))
}
func (g *G) tcAccessJWT(iss, scope string) string {
	iat := 1760000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"%s","scope":"%s","jti":"%s","iat":%d,"exp":%d}`, iss, scope, g.uuid(), iat, iat+3600))
}
func (g *G) tcAT() string  { return "atsk_" + g.hex(64) }
func (g *G) tcDOI() string { return fmt.Sprintf("10.5281/zenodo.%d", 10000000+g.r.IntN(9000000)) }
func (g *G) tcORCID() string {
	return fmt.Sprintf("0000-000%d-%04d-%03d%s", 1+g.r.IntN(3), g.r.IntN(10000), g.r.IntN(1000), g.pick("0", "1", "5", "X", "7"))
}

func (g *G) tcAsterisk() {
	g.add("tel/asterisk-sip-conf-trunk-and-peers", `
$ sudo cat /etc/asterisk/sip.conf
[general]
context=from-external
allowguest=no
udpbindaddr=0.0.0.0:5060
externip=«_ext»
localnet=10.0.0.0/255.0.0.0
register => 4420«_acct»:«a»@sip.voipgateway.example.net/4420«_acct»

[voipgateway]
type=peer
host=sip.voipgateway.example.net
defaultuser=4420«_acct»
fromuser=4420«_acct»
secret=«a»
insecure=port,invite
context=from-trunk
disallow=all
allow=alaw,ulaw

[201]
type=friend
host=dynamic
secret=«b»
context=internal
callerid="Reception" <201>
`, V{"_ext": g.tcPubIP(), "_acct": g.digits(6), "a": g.tcSecret(), "b": g.pw()},
		"context=from-external", "insecure=port,invite", `callerid="Reception" <201>`)

	g.add("tel/asterisk-pjsip-conf-endpoint-auth", `
; /etc/asterisk/pjsip.conf
[transport-udp]
type=transport
protocol=udp
bind=0.0.0.0

[1001]
type=endpoint
context=office
disallow=all
allow=g722,ulaw
auth=1001-auth
aors=1001
direct_media=no

[1001-auth]
type=auth
auth_type=userpass
username=1001
password=«a»

[1001]
type=aor
max_contacts=2
remove_existing=yes
`, V{"a": g.pwStrong()}, "auth=1001-auth", "auth_type=userpass", "max_contacts=2")

	g.add("tel/asterisk-pjsip-registration-trunk", `
[siptrunk-reg]
type=registration
transport=transport-udp
outbound_auth=siptrunk-auth
server_uri=sip:sip.telnyx-alt.example.com
client_uri=sip:«_user»@sip.telnyx-alt.example.com
retry_interval=60
expiration=3600

[siptrunk-auth]
type=auth
auth_type=userpass
username=«_user»
password=«a»
realm=sip.telnyx-alt.example.com
`, V{"_user": "trunk" + g.digits(6), "a": g.an(20)}, "outbound_auth=siptrunk-auth", "retry_interval=60")

	g.add("tel/asterisk-pjsip-wizard-conf", `
[trunk-defaults](!)
type=wizard
sends_auth=yes
sends_registrations=yes
endpoint/context=from-pstn
endpoint/allow=!all,alaw

[flowroute](trunk-defaults)
remote_hosts=us-west-or.sip.flowroute.com
outbound_auth/username=«_u»
outbound_auth/password=«a»
endpoint/from_user=«_u»

[phone-2002]
type=wizard
accepts_auth=yes
accepts_registrations=yes
inbound_auth/username=2002
inbound_auth/password=«b»
endpoint/context=office
`, V{"_u": g.digits(8), "a": g.an(12), "b": g.pwURL()}, "sends_registrations=yes", "us-west-or.sip.flowroute.com", "inbound_auth/username=2002")

	g.add("tel/asterisk-pjsip-md5-cred", `
[alice-auth]
type=auth
auth_type=md5
username=alice
realm=pbx.clinic-net.example
md5_cred=«a»
; md5_cred = md5("alice:pbx.clinic-net.example:<password>")
`, V{"a": g.tcHA1()}, "auth_type=md5", `md5("alice:pbx.clinic-net.example:<password>")`)

	g.add("tel/asterisk-manager-conf", `
$ cat /etc/asterisk/manager.conf
[general]
enabled = yes
port = 5038
bindaddr = 127.0.0.1
displayconnects = no

[crm-bridge]
secret = «a»
deny = 0.0.0.0/0.0.0.0
permit = 10.20.0.15/255.255.255.255
read = system,call,cdr,agent,user
write = system,call,originate
writetimeout = 5000

[fop2]
secret = «b»
permit = 127.0.0.1/255.255.255.0
read = all
write = all
`, V{"a": g.tcSecret(), "b": g.pwURL()}, "bindaddr = 127.0.0.1", "read = system,call,cdr,agent,user", "[crm-bridge]")

	g.add("tel/asterisk-ami-telnet-login", `
$ telnet 127.0.0.1 5038
Trying 127.0.0.1...
Connected to 127.0.0.1.
Escape character is '^]'.
Asterisk Call Manager/7.0.3
Action: Login
Username: dialer
Secret: «a»

Response: Success
Message: Authentication accepted

Event: FullyBooted
Privilege: system,all
Uptime: 861022
LastReload: 3112
Status: Fully Booted
`, V{"a": g.pwURL()}, "Asterisk Call Manager/7.0.3", "Username: dialer", "Authentication accepted")

	g.add("tel/asterisk-ami-python-panoramisk", `
import asyncio
from panoramisk import Manager

manager = Manager(
    host="pbx01.internal",
    port=5038,
    username="autodialer",
    secret="«a»",
    ping_delay=10,
)

@manager.register_event("Hangup")
async def on_hangup(mngr, msg):
    print(msg.Uniqueid, msg.Cause_txt)

async def main():
    await manager.connect()
    await manager.send_action({"Action": "Originate", "Channel": "PJSIP/1001", "Exten": "600", "Context": "office", "Priority": 1})
`, V{"a": g.tcSecret()}, `username="autodialer"`, `@manager.register_event("Hangup")`)

	g.add("tel/asterisk-ari-conf-and-curl", `
$ cat /etc/asterisk/ari.conf
[general]
enabled = yes
pretty = yes
allowed_origins = https://console.example-pbx.io

[ivr-app]
type = user
read_only = no
password = «a»
password_format = plain

$ curl -s -u ivr-app:«a» http://127.0.0.1:8088/ari/channels | jq length
3
$ wscat -c "ws://127.0.0.1:8088/ari/events?app=ivr&api_key=ivr-app:«a»"
`, V{"a": g.pwURL()}, "password_format = plain", "http://127.0.0.1:8088/ari/channels", "allowed_origins = https://console.example-pbx.io")

	g.add("tel/asterisk-ari-crypt-password", `
; ari.conf — password hashed with: asterisk -x "ari mkpasswd"
[dashboard]
type = user
read_only = yes
password_format = crypt
password = «a»
`, V{"a": g.hlSHA512Crypt()}, "password_format = crypt", `asterisk -x "ari mkpasswd"`)

	g.add("tel/asterisk-agi-php-mysql", `
#!/usr/bin/php -q
<?php
// /var/lib/asterisk/agi-bin/lookup_customer.php
require_once 'phpagi.php';
$agi = new AGI();
$cid = $agi->request['agi_callerid'];

$db = new mysqli('crm-db.internal', 'agi_ro', '«a»', 'crm');
$stmt = $db->prepare('SELECT name, account_no FROM customers WHERE phone = ?');
$stmt->bind_param('s', $cid);
$stmt->execute();
$row = $stmt->get_result()->fetch_assoc();
$agi->set_variable('CUSTNAME', $row['name'] ?? 'unknown');
$agi->verbose("AGI lookup for $cid done", 3);
`, V{"a": g.pw()}, "/var/lib/asterisk/agi-bin/lookup_customer.php", "$agi->request['agi_callerid']", "'agi_ro'")

	g.add("tel/asterisk-agi-python-http-api", `
#!/usr/bin/env python3
# agi-bin/ticket_ivr.py — called from extensions.conf: same => n,AGI(ticket_ivr.py,${CALLERID(num)})
import sys, requests
from asterisk.agi import AGI

HELPDESK_URL = "https://helpdesk.example-corp.com/api/v2/tickets"
HELPDESK_KEY = "«a»"

agi = AGI()
caller = sys.argv[1]
r = requests.get(HELPDESK_URL, params={"phone": caller, "state": "open"},
                 headers={"X-API-Key": HELPDESK_KEY}, timeout=3)
agi.set_variable("OPEN_TICKETS", str(len(r.json()["tickets"])))
`, V{"a": g.hex(40)}, "same => n,AGI(ticket_ivr.py,${CALLERID(num)})", "https://helpdesk.example-corp.com/api/v2/tickets")

	g.add("tel/asterisk-extensions-dial-string-creds", `
[outbound]
exten => _00X.,1,NoOp(International via backup carrier)
 same => n,Set(CALLERID(num)=+4420«_n»)
 same => n,Dial(IAX2/backupco:«a»@iax.backupcarrier.example/${EXTEN:2},60)
 same => n,Hangup()

exten => _0X.,1,Dial(PJSIP/${EXTEN}@siptrunk,60)
`, V{"_n": g.digits(8), "a": g.an(14)}, "Dial(PJSIP/${EXTEN}@siptrunk,60)", "[outbound]")

	g.add("tel/asterisk-iax-conf-register", `
; iax.conf
[general]
bindport=4569
register => branch-office:«a»@hq.pbx.example.org

[hq]
type=friend
host=hq.pbx.example.org
username=branch-office
secret=«a»
auth=md5
trunk=yes
context=from-hq
`, V{"a": g.tcSecret()}, "bindport=4569", "username=branch-office", "trunk=yes")

	g.add("tel/asterisk-voicemail-conf-pins", `
; voicemail.conf — mailbox => password,full name,email
[general]
format=wav49|gsm|wav
serveremail=voicemail@dental-office.example
attach=yes

[default]
100 => «a»,Front Desk,frontdesk@dental-office.example
101 => «b»,Dr. Patel,patel@dental-office.example
102 => 1234,Spare,,,delete=yes
`, V{"a": g.tcPin(4), "b": g.tcPin(6)}, "serveremail=voicemail@dental-office.example", "Dr. Patel")

	g.add("tel/asterisk-res-odbc-and-cdr", `
$ cat /etc/asterisk/res_odbc.conf
[asterisk]
enabled => yes
dsn => asterisk-connector
username => asterisk
password => «a»
pre-connect => yes
max_connections => 5

$ cat /etc/odbc.ini
[asterisk-connector]
Description = MySQL connection to 'asteriskcdrdb'
Driver = MariaDB
Server = localhost
Port = 3306
Database = asteriskcdrdb
Option = 3
`, V{"a": g.pw()}, "dsn => asterisk-connector", "Database = asteriskcdrdb")

	g.add("tel/freepbx-conf-ampdbpass", `
[root@pbx ~]# cat /etc/freepbx.conf
<?php
$amp_conf['AMPDBUSER'] = 'freepbxuser';
$amp_conf['AMPDBPASS'] = '«a»';
$amp_conf['AMPDBHOST'] = 'localhost';
$amp_conf['AMPDBNAME'] = 'asterisk';
$amp_conf['AMPDBENGINE'] = 'mysql';
$amp_conf['datasource'] = '';
require_once('/var/www/html/admin/bootstrap.php');
?>
[root@pbx ~]# fwconsole ma list | head -3
`, V{"a": g.hex(32)}, "$amp_conf['AMPDBUSER'] = 'freepbxuser';", "/var/www/html/admin/bootstrap.php")

	g.add("tel/freepbx-mysql-sip-table-dump", `
[root@pbx ~]# mysql asterisk -e "select id,keyword,data from sip where keyword in ('secret','account','context') and id in ('2001','2002')"
+------+----------+-----------------------+
| id   | keyword  | data                  |
+------+----------+-----------------------+
| 2001 | account  | 2001                  |
| 2001 | context  | from-internal         |
| 2001 | secret   | «a»      |
| 2002 | account  | 2002                  |
| 2002 | context  | from-internal         |
| 2002 | secret   | «b»      |
+------+----------+-----------------------+
`, V{"a": g.hex(16), "b": g.hex(16)}, "from-internal", "keyword in ('secret','account','context')")

	g.add("tel/asterisk-rx-sip-show-peer-and-history", `
$ history | grep -i sip
  412  asterisk -rx "sip show peer 204"
  413  asterisk -rx "sip set debug peer 204"
  414  sed -i 's/^secret=.*/secret=«a»/' /etc/asterisk/sip_custom.conf
  415  asterisk -rx "sip reload"
$ asterisk -rx "sip show peer 204" | head -8

  * Name       : 204
  Description  :
  Secret       : <Set>
  MD5Secret    : <Not set>
  Remote Secret: <Not set>
  Context      : from-internal
`, V{"a": g.tcSecret()}, "Secret       : <Set>", "MD5Secret    : <Not set>", `asterisk -rx "sip show peer 204"`)

	g.add("tel/asterisk-docker-compose-env", `
services:
  asterisk:
    image: andrius/asterisk:20
    network_mode: host
    environment:
      - ASTERISK_UID=1000
      - TRUNK_USERNAME=«_u»
      - TRUNK_PASSWORD=«a»
      - AMI_SECRET=«b»
    volumes:
      - ./config:/etc/asterisk
      - ./sounds:/var/lib/asterisk/sounds/custom
`, V{"_u": g.digits(10), "a": g.pwURL(), "b": g.hex(24)}, "andrius/asterisk:20", "./config:/etc/asterisk")

	g.add("tel/chat-asterisk-trunk-not-registering", `
Hey, our trunk shows "Rejected" in pjsip show registrations since this morning. Config below, the provider says creds are right:

[voipms]
type=auth
auth_type=userpass
username=«_u»_office
password=«a»

server is atlanta1.voip.ms. Anything obviously wrong? We changed nothing except upgrading to Asterisk 21.4.
`, V{"_u": g.digits(6), "a": g.pwStrong()}, "atlanta1.voip.ms", "pjsip show registrations", "Asterisk 21.4")
}

func (g *G) tcFreeSWITCH() {
	g.add("tel/freeswitch-directory-user-xml", `
<!-- /etc/freeswitch/directory/default/1005.xml -->
<include>
  <user id="1005">
    <params>
      <param name="password" value="«a»"/>
      <param name="vm-password" value="«b»"/>
    </params>
    <variables>
      <variable name="toll_allow" value="domestic,local"/>
      <variable name="accountcode" value="1005"/>
      <variable name="user_context" value="default"/>
      <variable name="effective_caller_id_name" value="Warehouse"/>
      <variable name="effective_caller_id_number" value="1005"/>
    </variables>
  </user>
</include>
`, V{"a": g.pwURL(), "b": g.tcPin(5)}, `<variable name="toll_allow" value="domestic,local"/>`, "/etc/freeswitch/directory/default/1005.xml")

	g.add("tel/freeswitch-event-socket-conf", `
<configuration name="event_socket.conf" description="Socket Client">
  <settings>
    <param name="nat-map" value="false"/>
    <param name="listen-ip" value="127.0.0.1"/>
    <param name="listen-port" value="8021"/>
    <param name="password" value="«a»"/>
    <param name="apply-inbound-acl" value="loopback.auto"/>
  </settings>
</configuration>
`, V{"a": g.tcSecret()}, `<param name="listen-port" value="8021"/>`, "loopback.auto")

	g.add("tel/freeswitch-fs-cli-password-flag", `
$ fs_cli -H 10.4.0.12 -P 8021 -p «a» -x "sofia status gateway carrier_a"
Name    	carrier_a
Profile 	external
Scheme  	Digest
Realm   	sip.carrier-a.example
Username	«_u»
Password	yes
From    	<sip:«_u»@sip.carrier-a.example>
State   	REGED
Status  	UP (ping)
`, V{"a": g.pwURL(), "_u": g.digits(9)}, "Password	yes", "State   	REGED", `-x "sofia status gateway carrier_a"`)

	g.add("tel/freeswitch-sofia-gateway-xml", `
<!-- conf/sip_profiles/external/carrier_b.xml -->
<include>
  <gateway name="carrier_b">
    <param name="username" value="acct-«_a»"/>
    <param name="realm" value="sbc.carrier-b.example"/>
    <param name="password" value="«a»"/>
    <param name="register" value="true"/>
    <param name="expire-seconds" value="600"/>
    <param name="caller-id-in-from" value="true"/>
    <param name="ping" value="30"/>
  </gateway>
</include>
`, V{"_a": g.digits(7), "a": g.an(18)}, "sbc.carrier-b.example", `<param name="expire-seconds" value="600"/>`)

	g.add("tel/freeswitch-vars-xml-default-password", `
$ grep -n 'default_password\|hold_music\|domain=' /etc/freeswitch/vars.xml
13:  <X-PRE-PROCESS cmd="set" data="default_password=«a»"/>
54:  <X-PRE-PROCESS cmd="set" data="domain=$${local_ip_v4}"/>
81:  <X-PRE-PROCESS cmd="set" data="hold_music=local_stream://moh"/>
`, V{"a": g.pwURL()}, `data="domain=$${local_ip_v4}"`, "local_stream://moh")

	g.add("tel/freeswitch-esl-python-client", `
import ESL

con = ESL.ESLconnection("fs-media-01.internal", "8021", "«a»")
if not con.connected():
    raise SystemExit("ESL connect failed")

con.events("plain", "CHANNEL_ANSWER CHANNEL_HANGUP_COMPLETE")
while True:
    e = con.recvEvent()
    if e:
        print(e.getHeader("Event-Name"), e.getHeader("Unique-ID"))
`, V{"a": g.tcSecret()}, `con.events("plain", "CHANNEL_ANSWER CHANNEL_HANGUP_COMPLETE")`, "fs-media-01.internal")

	g.add("tel/freeswitch-esl-go-client", `
package main

import (
	"log"

	"github.com/percipia/eslgo"
)

func main() {
	conn, err := eslgo.Dial("127.0.0.1:8021", "«a»", func() {
		log.Println("inbound ESL disconnected")
	})
	if err != nil {
		log.Fatalf("esl dial: %v", err)
	}
	defer conn.ExitAndClose()
}
`, V{"a": g.pwURL()}, "github.com/percipia/eslgo", "inbound ESL disconnected")

	g.add("tel/freeswitch-switch-conf-core-db-dsn", `
<configuration name="switch.conf" description="Core Configuration">
  <settings>
    <param name="max-sessions" value="2000"/>
    <param name="sessions-per-second" value="60"/>
    <param name="core-db-dsn" value="pgsql://hostaddr=10.4.0.30 dbname=freeswitch user=freeswitch password='«a»' options='-c client_min_messages=NOTICE'"/>
    <param name="rtp-start-port" value="16384"/>
    <param name="rtp-end-port" value="32768"/>
  </settings>
</configuration>
`, V{"a": g.pw()}, `<param name="rtp-start-port" value="16384"/>`, "dbname=freeswitch user=freeswitch")

	g.add("tel/fusionpbx-config-conf", `
$ cat /etc/fusionpbx/config.conf
#database system settings
database.0.type = pgsql
database.0.host = 127.0.0.1
database.0.port = 5432
database.0.sslmode = prefer
database.0.name = fusionpbx
database.0.username = fusionpbx
database.0.password = «a»

#general settings
switch.conf.dir = /etc/freeswitch
switch.sounds.dir = /usr/share/freeswitch/sounds
`, V{"a": g.an(24)}, "database.0.username = fusionpbx", "switch.sounds.dir = /usr/share/freeswitch/sounds")

	g.add("tel/freeswitch-xml-curl-gateway-basic", `
<configuration name="xml_curl.conf" description="cURL XML Gateway">
  <bindings>
    <binding name="directory">
      <param name="gateway-url" value="https://provisioning.voice.example.io/fs/directory" bindings="directory"/>
      <param name="gateway-credentials" value="freeswitch:«a»"/>
      <param name="auth-scheme" value="basic"/>
      <param name="timeout" value="5"/>
    </binding>
  </bindings>
</configuration>
`, V{"a": g.pwURL()}, "https://provisioning.voice.example.io/fs/directory", `<param name="auth-scheme" value="basic"/>`)
}

func (g *G) tcSIPProxies() {
	g.add("tel/kamailio-cfg-dburl", `
#!KAMAILIO
#!define WITH_MYSQL
#!define WITH_AUTH
#!define WITH_USRLOCDB

#!ifdef WITH_MYSQL
# - database URL - used to connect to database server by modules such
#       as: auth_db, acc, usrloc, a.s.o.
#!ifndef DBURL
#!define DBURL "mysql://kamailio:«a»@10.8.0.21/kamailio"
#!endif
#!endif

listen=udp:0.0.0.0:5060 advertise «_ip»:5060
loadmodule "auth_db.so"
modparam("auth_db", "db_url", DBURL)
modparam("auth_db", "calculate_ha1", yes)
modparam("auth_db", "password_column", "password")
`, V{"a": g.pwURL(), "_ip": g.tcPubIP()}, `modparam("auth_db", "calculate_ha1", yes)`, "#!define WITH_USRLOCDB")

	g.add("tel/kamailio-kamctlrc", `
$ grep -v '^#' /etc/kamailio/kamctlrc | grep .
SIP_DOMAIN=sip.example-telco.net
DBENGINE=MYSQL
DBHOST=localhost
DBNAME=kamailio
DBRWUSER="kamailio"
DBRWPW="«a»"
DBROUSER="kamailioro"
DBROPW="«b»"
DBACCESSHOST=127.0.0.1
`, V{"a": g.pwURL(), "b": g.pwURL()}, "SIP_DOMAIN=sip.example-telco.net", `DBROUSER="kamailioro"`)

	g.add("tel/kamailio-subscriber-ha1-select", `
MariaDB [kamailio]> SELECT username, domain, ha1 FROM subscriber LIMIT 3;
+----------+------------------------+----------------------------------+
| username | domain                 | ha1                              |
+----------+------------------------+----------------------------------+
| 3001     | sip.example-telco.net  | «a» |
| 3002     | sip.example-telco.net  | «b» |
| 3003     | sip.example-telco.net  | «c» |
+----------+------------------------+----------------------------------+
3 rows in set (0.001 sec)
`, V{"a": g.tcHA1(), "b": g.tcHA1(), "c": g.tcHA1()},
		"SELECT username, domain, ha1 FROM subscriber LIMIT 3;", "3 rows in set")

	g.add("tel/kamctl-add-subscriber", `
root@sbc1:~# kamctl add 4107@sip.example-telco.net «a»
new user '4107@sip.example-telco.net' added
root@sbc1:~# kamctl db show subscriber | grep 4107
| 52 | 4107 | sip.example-telco.net | «a» | «h» | «hb» | |
`, V{"a": g.pwURL(), "h": g.tcHA1(), "hb": g.tcHA1()}, "new user '4107@sip.example-telco.net' added")

	g.add("tel/kamailio-htable-api-keys", `
# htable of tenant API keys used by the HTTP route (xhttp) to push config
modparam("htable", "htable", "apikeys=>size=8;autoexpire=0;dbtable=tenant_keys;")

event_route[htable:mod-init] {
    $sht(apikeys=>acme) = "«a»";
    $sht(apikeys=>globex) = "«b»";
}

event_route[xhttp:request] {
    if ($hdr(X-Api-Key) != $sht(apikeys=>$(hu{uri.param,tenant}))) {
        xhttp_reply("403", "Forbidden", "text/plain", "bad key");
        exit;
    }
}
`, V{"a": g.hex(32), "b": g.hex(32)}, `modparam("htable", "htable", "apikeys=>size=8;autoexpire=0;dbtable=tenant_keys;")`, "xhttp_reply(\"403\", \"Forbidden\", \"text/plain\", \"bad key\");")

	g.add("tel/opensips-cfg-db-url", `
####### Modules Section ########
mpath="/usr/lib/x86_64-linux-gnu/opensips/modules/"

loadmodule "db_mysql.so"
loadmodule "usrloc.so"
modparam("usrloc", "db_url", "mysql://opensips:«a»@db-sip.internal/opensips")
modparam("usrloc", "working_mode_preset", "single-instance-sql-write-back")

loadmodule "auth_db.so"
modparam("auth_db", "db_url", "mysql://opensips:«a»@db-sip.internal/opensips")
modparam("auth_db", "load_credentials", "")
`, V{"a": g.pwURL()}, `modparam("usrloc", "working_mode_preset", "single-instance-sql-write-back")`, "db-sip.internal")

	g.add("tel/opensips-cli-cfg", `
$ cat ~/.opensips-cli.cfg
[default]
log_level: WARNING
prompt_name: opensips-cli
prompt_intro: Welcome to OpenSIPS Command Line Interface!
history_file: ~/.opensips-cli.history
database_url: mysql://root:«a»@localhost
database_name: opensips
database_schema_path: /usr/share/opensips
`, V{"a": g.pwURL()}, "prompt_name: opensips-cli", "database_schema_path: /usr/share/opensips")

	g.add("tel/homer-heplify-server-toml", `
# heplify-server.toml
HEPAddr               = "0.0.0.0:9060"
HEPTCPAddr            = "0.0.0.0:9061"
ESAddr                = ""
DBShema               = "homer7"
DBDriver              = "postgres"
DBAddr                = "10.9.0.40:5432"
DBUser                = "homer"
DBPass                = "«a»"
DBDataTable           = "homer_data"
DBConfTable           = "homer_config"
DBDropDays            = 14
PromAddr              = ":9096"
`, V{"a": g.pw()}, `DBShema               = "homer7"`, `PromAddr              = ":9096"`)

	g.add("tel/rtpengine-redis-and-sbc-env", `
# /etc/rtpengine/rtpengine.conf
[rtpengine]
table = 0
interface = internal/10.8.0.5;external/10.8.1.5!«_ip»
listen-ng = 127.0.0.1:2223
port-min = 30000
port-max = 40000
redis = 10.8.0.50:6379/5
redis-auth-pw = «a»
recording-dir = /var/spool/rtpengine
`, V{"_ip": g.tcPubIP(), "a": g.hex(32)}, "listen-ng = 127.0.0.1:2223", "recording-dir = /var/spool/rtpengine")
}

func (g *G) tcSIPTraces() {
	cid := g.tcCallID()
	g.add("tel/sip-register-digest-trace", `
$ sudo sngrep -N -q -O /tmp/reg.pcap port 5060 && tshark -r /tmp/reg.pcap -Y sip -V | sed -n '/Session Initiation/,/Content-Length/p'
REGISTER sip:sip.voice-carrier.example SIP/2.0
Via: SIP/2.0/UDP 10.1.4.20:5060;rport;branch=«_br»
Max-Forwards: 70
From: <sip:«_u»@sip.voice-carrier.example>;tag=«_tag»
To: <sip:«_u»@sip.voice-carrier.example>
Call-ID: «_cid»
CSeq: 2 REGISTER
Contact: <sip:«_u»@10.1.4.20:5060;ob>
Expires: 300
Authorization: Digest username="«_u»", realm="sip.voice-carrier.example", nonce="«_n»", uri="sip:sip.voice-carrier.example", response="«a»", algorithm=MD5, opaque="«_o»", qop=auth, nc=00000001, cnonce="«_cn»"
User-Agent: Asterisk PBX 20.8.1
Content-Length: 0
`, V{"_br": g.tcBranch(), "_u": g.digits(9), "_tag": g.tcTag(), "_cid": cid, "_n": g.tcDigestNonce(), "a": g.hex(32), "_o": g.hex(32), "_cn": g.hex(16)},
		"CSeq: 2 REGISTER", "User-Agent: Asterisk PBX 20.8.1")

	g.add("tel/pjsip-logger-invite-proxy-auth", `
<--- Transmitting SIP request (1154 bytes) to UDP:«_ip»:5060 --->
INVITE sip:+14155550123@sip.trunkco.example SIP/2.0
Via: SIP/2.0/UDP 10.20.0.5:5060;rport;branch=«_br»
From: "Front Desk" <sip:«_u»@sip.trunkco.example>;tag=«_tag»
To: <sip:+14155550123@sip.trunkco.example>
Contact: <sip:asterisk@10.20.0.5:5060>
Call-ID: «_cid»
CSeq: 29015 INVITE
Proxy-Authorization: Digest username="«_u»", realm="trunkco", nonce="«_n»", uri="sip:+14155550123@sip.trunkco.example", response="«a»", algorithm=MD5
Allow: OPTIONS, INVITE, ACK, BYE, CANCEL, UPDATE, PRACK, REGISTER, SUBSCRIBE, NOTIFY, PUBLISH, INFO, REFER, MESSAGE
Content-Type: application/sdp
Content-Length:   263
`, V{"_ip": g.tcPubIP(), "_br": g.tcBranch(), "_u": g.digits(8), "_tag": g.uuid(), "_cid": g.uuid(), "_n": g.tcAstNonce(), "a": g.hex(32)},
		"CSeq: 29015 INVITE", "Transmitting SIP request (1154 bytes)")

	g.add("tel/tshark-fields-auth-response", `
$ tshark -r uplink.pcapng -Y 'sip.Method == "REGISTER" && sip.auth' -T fields -e frame.time_relative -e sip.Call-ID -e sip.auth.username -e sip.auth.response
0.000000000	«_c1»	2104	«a»
30.004116000	«_c2»	2104	«b»
`, V{"_c1": g.tcCallID(), "a": g.hex(32), "_c2": g.tcCallID(), "b": g.hex(32)}, `sip.Method == "REGISTER" && sip.auth`)

	g.add("tel/sipvicious-svcrack-output", `
$ svcrack -u 102 -d /usr/share/wordlists/voip-top1000.txt «_ip»
WARNING:root:found password for extension 102
| Extension   | Password      |
------------------------------
| 102         | «a» |
$ svwar -m INVITE -e100-110 «_ip»
| Extension | Authentication |
------------------------------
| 101       | reqauth        |
| 102       | reqauth        |
| 107       | reqauth        |
`, V{"_ip": g.tcLanIP(), "a": g.pick(pwWords...) + g.digits(4)}, "/usr/share/wordlists/voip-top1000.txt", "| 107       | reqauth        |")

	g.add("tel/sipp-users-csv-auth", `
$ cat users.csv
SEQUENTIAL
5001;[authentication username=5001 password=«a»];pbx-lab.internal
5002;[authentication username=5002 password=«b»];pbx-lab.internal
$ sipp -sf uac_auth.xml -inf users.csv -r 5 -m 200 -s 600 pbx-lab.internal:5060
`, V{"a": g.tcSecret(), "b": g.tcSecret()}, "-sf uac_auth.xml -inf users.csv", "SEQUENTIAL")

	g.add("tel/pjsua2-python-account", `
import pjsua2 as pj

acfg = pj.AccountConfig()
acfg.idUri = "sip:6001@voice.example-hosted.net"
acfg.regConfig.registrarUri = "sip:voice.example-hosted.net;transport=tls"
cred = pj.AuthCredInfo("digest", "*", "6001", 0, "«a»")
acfg.sipConfig.authCreds.append(cred)
acfg.natConfig.iceEnabled = True

acc = Account()
acc.create(acfg)
`, V{"a": g.pwStrong()}, `acfg.regConfig.registrarUri = "sip:voice.example-hosted.net;transport=tls"`, "acfg.natConfig.iceEnabled = True")

	g.add("tel/jssip-ua-config", `
// src/phone/ua.ts
import JsSIP from "jssip";

const socket = new JsSIP.WebSocketInterface("wss://sbc.example-cc.com:8089/ws");
const ua = new JsSIP.UA({
  sockets: [socket],
  uri: "sip:agent42@example-cc.com",
  authorization_user: "agent42",
  password: "«a»",
  display_name: "Agent 42",
  register: true,
  session_timers: false,
});
ua.start();
`, V{"a": g.pwURL()}, "wss://sbc.example-cc.com:8089/ws", `authorization_user: "agent42"`)

	g.add("tel/sipjs-simple-user-options", `
const options: Web.SimpleUserOptions = {
  aor: "sip:alice@pbx.example-team.io",
  media: { remote: { audio: document.getElementById("remoteAudio") as HTMLAudioElement } },
  userAgentOptions: {
    authorizationUsername: "alice",
    authorizationPassword: "«a»",
    transportOptions: { server: "wss://pbx.example-team.io:7443" },
  },
};
const simpleUser = new Web.SimpleUser("wss://pbx.example-team.io:7443", options);
`, V{"a": g.pw()}, `authorizationUsername: "alice"`, "wss://pbx.example-team.io:7443")

	g.add("tel/sipsak-register-cli", `
$ sipsak -U -C sip:7001@10.2.0.44 -s sip:7001@sip.example-hosted.net -a «a» -vv
warning: IP extract from warning activated to be more informational
0: 10.2.0.44 (0.712 ms) SIP/2.0 401 Unauthorized
1: 10.2.0.44 (1.204 ms) SIP/2.0 200 OK
`, V{"a": g.pwURL()}, "SIP/2.0 401 Unauthorized", "-C sip:7001@10.2.0.44")

	g.add("tel/asterisk-log-register-with-auth-debug", `
[2026-04-02 09:31:12] DEBUG[4412] res_pjsip_outbound_authenticator_digest.c: Using 'siptrunk-auth' for digest auth, realm 'sip.trunkco.example', username '«_u»', password '«a»'
[2026-04-02 09:31:12] VERBOSE[4412] res_pjsip_outbound_registration.c: Outbound registration to 'sip:sip.trunkco.example' with client 'sip:«_u»@sip.trunkco.example' now registered
`, V{"_u": g.digits(8), "a": g.tcSecret()}, "res_pjsip_outbound_registration.c", "now registered")
}

func (g *G) tcPhones() {
	g.add("tel/yealink-mac-cfg", `
#!version:1.0.0.1
## /srv/tftp/805ec0«_mac».cfg
account.1.enable = 1
account.1.label = 214 Sales
account.1.display_name = Sales Desk
account.1.auth_name = 214
account.1.user_name = 214
account.1.password = «a»
account.1.sip_server.1.address = pbx.example-office.lan
account.1.sip_server.1.port = 5060
static.security.user_password = admin:«b»
static.auto_provision.server.url = https://prov.example-office.lan/yealink/
`, V{"_mac": g.hex(6), "a": g.hex(16), "b": g.pwURL()}, "account.1.sip_server.1.address = pbx.example-office.lan", "account.1.label = 214 Sales")

	g.add("tel/polycom-phone-xml", `
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<!-- 0004f2«_mac»-phone.cfg -->
<PHONE_CONFIG>
  <ALL
    reg.1.displayName="Lab Bench 3"
    reg.1.address="3103"
    reg.1.auth.userId="3103"
    reg.1.auth.password="«a»"
    reg.1.server.1.address="voip.example-univ.edu"
    device.auth.localAdminPassword="«b»"
    device.auth.localAdminPassword.set="1"
    voIpProt.SIP.outboundProxy.address="sbc.example-univ.edu"
  />
</PHONE_CONFIG>
`, V{"_mac": g.hex(6), "a": g.an(12), "b": g.tcPin(6)}, `reg.1.server.1.address="voip.example-univ.edu"`, `device.auth.localAdminPassword.set="1"`)

	g.add("tel/grandstream-pvalues-cfg", `
# cfg000b82«_mac».txt — Grandstream GXP P-value provisioning
# Admin password
P2 = «a»
# Account 1: SIP server, user id, auth id, auth password, name
P47 = pbx.example-shop.lan
P35 = 120
P36 = 120
P34 = «b»
P3 = Stockroom
# Firmware server path
P192 = fm.grandstream.com/gs
`, V{"_mac": g.hex(6), "a": g.pwURL(), "b": g.hex(12)}, "P47 = pbx.example-shop.lan", "P192 = fm.grandstream.com/gs")

	g.add("tel/linphonerc-auth-info", `
$ cat ~/.config/linphone/linphonerc
[sip]
sip_port=-1
default_proxy=0

[auth_info_0]
username=maria.g
userid=maria.g
passwd=«a»
realm=sip.linphone.org
domain=sip.linphone.org
algorithm=MD5

[auth_info_1]
username=4011
ha1=«b»
realm=asterisk
algorithm=MD5

[proxy_0]
reg_proxy=<sip:sip.linphone.org;transport=tls>
reg_identity="Maria G" <sip:maria.g@sip.linphone.org>
`, V{"a": g.pw(), "b": g.tcHA1()}, "reg_proxy=<sip:sip.linphone.org;transport=tls>", "username=maria.g")

	g.add("tel/baresip-accounts", `
$ cat ~/.baresip/accounts
#
# SIP accounts - one account per line
#
# Displayname <sip:user@domain;uri-params>;addr-params
#
<sip:2010@pbx.example-home.net;transport=udp>;auth_pass=«a»;regint=600
<sip:«_u»@sip.provider-two.example>;auth_user=«_u»;auth_pass=«b»;outbound="sip:sip.provider-two.example;transport=tcp"
`, V{"a": g.pwURL(), "_u": g.digits(7), "b": g.an(16)}, "# Displayname <sip:user@domain;uri-params>;addr-params", "regint=600")

	g.add("tel/cisco-spa-provisioning-xml", `
<flat-profile>
  <Admin_Passwd>«a»</Admin_Passwd>
  <Line_Enable_1_>Yes</Line_Enable_1_>
  <Proxy_1_>sip.example-dealer.com</Proxy_1_>
  <Display_Name_1_>Service Bay</Display_Name_1_>
  <User_ID_1_>4410</User_ID_1_>
  <Password_1_>«b»</Password_1_>
  <Use_Auth_ID_1_>No</Use_Auth_ID_1_>
  <Profile_Rule>https://prov.example-dealer.com/spa/$MA.xml</Profile_Rule>
</flat-profile>
`, V{"a": g.pwURL(), "b": g.an(10)}, "<Proxy_1_>sip.example-dealer.com</Proxy_1_>", "https://prov.example-dealer.com/spa/$MA.xml")

	g.add("tel/snom-settings-xml", `
<?xml version="1.0" encoding="utf-8"?>
<settings>
  <phone-settings e="2">
    <user_realname idx="1" perm="">Warehouse Gate</user_realname>
    <user_name idx="1" perm="">«_u»</user_name>
    <user_host idx="1" perm="">sip.example-logistics.de</user_host>
    <user_pass idx="1" perm="">«a»</user_pass>
    <admin_mode_password perm="R">«b»</admin_mode_password>
    <http_user perm="R">admin</http_user>
    <http_pass perm="R">«c»</http_pass>
  </phone-settings>
</settings>
`, V{"_u": g.digits(4), "a": g.an(14), "b": g.tcPin(4), "c": g.pwURL()}, "sip.example-logistics.de", `<http_user perm="R">admin</http_user>`)

	g.add("tel/dhcp-option66-provisioning-creds", `
# /etc/dhcp/dhcpd.conf (voice VLAN)
subnet 10.60.0.0 netmask 255.255.255.0 {
  range 10.60.0.100 10.60.0.250;
  option routers 10.60.0.1;
  option tftp-server-name "https://provuser:«a»@prov.example-office.lan/phones/";
  option domain-name-servers 10.60.0.2;
}
`, V{"a": g.pwURL()}, "range 10.60.0.100 10.60.0.250;", "prov.example-office.lan/phones/")

	g.add("tel/3cx-xapi-client-credentials", `
$ curl -s -X POST https://example-firm.3cx.eu/connect/token \
    -d grant_type=client_credentials \
    -d client_id=reporting-api \
    -d client_secret=«a»
{"token_type":"Bearer","expires_in":60,"access_token":"«b»","refresh_token":null}
$ curl -s -H "Authorization: Bearer «b»" "https://example-firm.3cx.eu/xapi/v1/Users?$top=2&$select=Number,DisplayName"
`, V{"a": g.an(32), "b": g.jwt("ES256", fmt.Sprintf(`{"sub":"reporting-api","iss":"3CX","exp":%d}`, 1770000000+g.r.IntN(9000000)))},
		"client_id=reporting-api", "$select=Number,DisplayName")

	g.add("tel/3cx-phonesystem-ini", `
$ sudo cat /var/lib/3cxpbx/Bin/3CXPhoneSystem.ini | sed -n '1,12p'
[General]
Version=20.0
[CfgServerProfile]
DBHost=127.0.0.1
DBPort=5432
DBName=database_single
MasterDBUser=phonesystem
MasterDBPassword=«a»
[QMDatabase]
DBUser=logsreader_single
DBPassword=«b»
`, V{"a": g.an(10), "b": g.an(10)}, "DBName=database_single", "DBUser=logsreader_single")

	g.add("tel/cisco-cube-sip-ua-credentials", `
cube-edge-01#show running-config | section sip-ua
sip-ua
 credentials username «_u» password 0 «a» realm sip.carrier-c.example
 authentication username «_u» password 7 «b»
 registrar dns:sip.carrier-c.example expires 3600
 sip-server dns:sip.carrier-c.example
!
voice class tenant 100
 registrar dns:sip.carrier-c.example expires 3600
 credentials number «_u» username «_u» password 0 «a» realm sip.carrier-c.example
`, V{"_u": g.digits(10), "a": g.an(16), "b": fmt.Sprintf("%02d", g.r.IntN(16)) + g.tcHexU(22)}, "voice class tenant 100", "registrar dns:sip.carrier-c.example expires 3600")

	g.add("tel/cucm-axl-python-zeep", `
from requests import Session
from requests.auth import HTTPBasicAuth
from zeep import Client
from zeep.transports import Transport

CUCM = "cucm-pub.example-corp.local"
session = Session()
session.verify = "/etc/ssl/certs/cucm-chain.pem"
session.auth = HTTPBasicAuth("axl_svc", "«a»")

client = Client("schema/15.0/AXLAPI.wsdl", transport=Transport(session=session))
axl = client.create_service("{http://www.cisco.com/AXLAPIService/}AXLAPIBinding",
                            f"https://{CUCM}:8443/axl/")
print(axl.getPhone(name="SEP0C1167«_mac»").return_.phone.description)
`, V{"a": g.pwStrong(), "_mac": g.tcHexU(6)}, `HTTPBasicAuth("axl_svc",`, "schema/15.0/AXLAPI.wsdl")
}

func (g *G) tcWebRTC() {
	g.add("tel/coturn-turnserver-conf-static-auth", `
$ grep -v '^#' /etc/turnserver.conf | grep -v '^$'
listening-port=3478
tls-listening-port=5349
external-ip=«_ip»
min-port=49152
max-port=65535
fingerprint
use-auth-secret
static-auth-secret=«a»
realm=turn.example-meet.app
total-quota=1200
cert=/etc/letsencrypt/live/turn.example-meet.app/fullchain.pem
pkey=/etc/letsencrypt/live/turn.example-meet.app/privkey.pem
no-cli
`, V{"_ip": g.tcPubIP(), "a": g.hex(64)}, "realm=turn.example-meet.app", "/etc/letsencrypt/live/turn.example-meet.app/privkey.pem")

	g.add("tel/coturn-long-term-users", `
# /etc/turnserver.conf (long-term credentials for the kiosk fleet)
lt-cred-mech
realm=kiosk.example-retail.com
user=kiosk:«a»
user=support:«b»
cli-password=«c»
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.tcSecret()}, "lt-cred-mech", "realm=kiosk.example-retail.com")

	g.add("tel/turnadmin-add-user-cli", `
$ sudo turnadmin -a -u conference -r turn.example-meet.app -p «a»
0: : log file opened: /var/log/turn_1123_2026-05-14.log
0: : SQLite DB connection success: /var/lib/turn/turndb
$ sudo turnadmin -l
conference[turn.example-meet.app]
`, V{"a": g.pwURL()}, "/var/lib/turn/turndb", "conference[turn.example-meet.app]")

	g.add("tel/webrtc-ice-servers-js", `
const pc = new RTCPeerConnection({
  iceServers: [
    { urls: "stun:stun.l.google.com:19302" },
    {
      urls: ["turn:turn.example-meet.app:3478?transport=udp", "turns:turn.example-meet.app:5349"],
      username: "webclient",
      credential: "«a»",
    },
  ],
  iceTransportPolicy: "all",
});
`, V{"a": g.pwURL()}, "stun:stun.l.google.com:19302", "turns:turn.example-meet.app:5349")

	g.add("tel/turn-rest-api-ephemeral-credential", `
$ curl -s "https://api.example-meet.app/v1/turn-credentials?service=turn&username=u_84121" \
    -H "Authorization: Bearer «a»"
{
  "username": "«_exp»:u_84121",
  "password": "«b»",
  "ttl": 86400,
  "uris": [
    "turn:turn.example-meet.app:3478?transport=udp",
    "turn:turn.example-meet.app:3478?transport=tcp"
  ]
}
`, V{"a": g.b64u(40), "_exp": fmt.Sprint(1770000000 + g.r.IntN(9000000)), "b": g.b64(20)}, `"ttl": 86400`, "u_84121")

	g.add("tel/turn-hmac-python-generator", `
import base64, hashlib, hmac, time

TURN_SHARED_SECRET = "«a»"  # must match static-auth-secret in turnserver.conf

def turn_credentials(user_id: str, ttl: int = 3600) -> dict:
    username = f"{int(time.time()) + ttl}:{user_id}"
    digest = hmac.new(TURN_SHARED_SECRET.encode(), username.encode(), hashlib.sha1).digest()
    return {"username": username, "credential": base64.b64encode(digest).decode()}
`, V{"a": g.hex(48)}, "must match static-auth-secret in turnserver.conf", "hashlib.sha1")

	g.add("tel/janus-jcfg-secrets", `
general: {
	configs_folder = "/opt/janus/etc/janus"
	plugins_folder = "/opt/janus/lib/janus/plugins"
	debug_level = 4
	admin_secret = "«a»"
	api_secret = "«b»"
	token_auth = true
	token_auth_secret = "«c»"
}
nat: {
	stun_server = "stun.l.google.com"
	stun_port = 19302
	nice_debug = false
}
`, V{"a": g.pwURL(), "b": g.hex(32), "c": g.an(32)}, `configs_folder = "/opt/janus/etc/janus"`, "stun_port = 19302")

	g.add("tel/jitsi-docker-env", `
$ grep -E '_PASSWORD|_SECRET|PUBLIC_URL|ENABLE_AUTH' .env
PUBLIC_URL=https://meet.example-school.org
ENABLE_AUTH=1
JICOFO_AUTH_PASSWORD=«a»
JVB_AUTH_PASSWORD=«b»
JIGASI_XMPP_PASSWORD=«c»
#JIGASI_SIP_PASSWORD=
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(32)}, "PUBLIC_URL=https://meet.example-school.org", "#JIGASI_SIP_PASSWORD=")

	g.add("tel/livekit-server-yaml-keys", `
# livekit.yaml
port: 7880
rtc:
  tcp_port: 7881
  port_range_start: 50000
  port_range_end: 60000
  use_external_ip: true
redis:
  address: redis.internal:6379
  password: «b»
keys:
  «=k»: «a»
turn:
  enabled: true
  domain: turn.example-live.io
  tls_port: 5349
`, V{"=k": "API" + g.an(12), "a": g.an(44), "b": g.pwURL()}, "domain: turn.example-live.io", "port_range_start: 50000")

	g.add("tel/bbb-conf-secret-output", `
$ sudo bbb-conf --secret

    URL: https://bbb.example-univ.edu/bigbluebutton/
    Secret: «a»

    Link to the API-Mate:
    https://mconf.github.io/api-mate/#server=https://bbb.example-univ.edu/bigbluebutton/&sharedSecret=«a»
`, V{"a": g.an(42)}, "https://bbb.example-univ.edu/bigbluebutton/", "Link to the API-Mate:")

	g.add("tel/mediasoup-demo-config-js", `
module.exports = {
  domain: process.env.DOMAIN || "rooms.example-media.dev",
  https: {
    listenIp: "0.0.0.0",
    listenPort: 4443,
    tls: {
      cert: "/etc/ssl/rooms/fullchain.pem",
      key: "/etc/ssl/rooms/privkey.pem",
    },
  },
  recorder: {
    s3Bucket: "rooms-recordings",
    accessKeyId: "«ak»",
    secretAccessKey: "«a»",
  },
};
`, V{"ak": g.awsID(), "a": g.awsSecret()}, `process.env.DOMAIN || "rooms.example-media.dev"`, "/etc/ssl/rooms/privkey.pem")
}

func (g *G) tcStreaming() {
	g.add("tel/obs-service-json-twitch", `
$ cat "$HOME/.config/obs-studio/basic/profiles/Untitled/service.json"
{
    "settings": {
        "bwtest": false,
        "key": "«a»",
        "server": "auto",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
`, V{"a": g.tcTwitch()}, `"type": "rtmp_common"`, `"service": "Twitch"`)

	g.add("tel/obs-service-json-custom-server", `
PS C:\Users\stream> Get-Content "$env:APPDATA\obs-studio\basic\profiles\Church_Sunday\service.json"
{"settings":{"bwtest":false,"key":"«a»","server":"rtmp://stream.example-church.org/live","use_auth":true,"username":"av-team","password":"«b»"},"type":"rtmp_custom"}
`, V{"a": g.an(20), "b": g.pw()}, `"type":"rtmp_custom"`, "rtmp://stream.example-church.org/live", `"username":"av-team"`)

	g.add("tel/ffmpeg-youtube-rtmp-push", `
$ ffmpeg -re -stream_loop -1 -i loop.mp4 \
    -c:v libx264 -preset veryfast -b:v 4500k -maxrate 4500k -bufsize 9000k -g 60 \
    -c:a aac -b:a 160k -ar 44100 \
    -f flv rtmp://a.rtmp.youtube.com/live2/«a»
ffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers
Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'loop.mp4':
Output #0, flv, to 'rtmp://a.rtmp.youtube.com/live2/«a»':
frame=  912 fps= 30 q=23.0 size=   16896kB time=00:00:30.40 bitrate=4553.1kbits/s speed=   1x
`, V{"a": g.tcYouTube()}, "rtmp://a.rtmp.youtube.com/live2/", "-preset veryfast -b:v 4500k")

	g.add("tel/nginx-rtmp-multistream-push", `
rtmp {
    server {
        listen 1935;
        chunk_size 4096;

        application live {
            live on;
            record off;
            allow publish 10.0.0.0/8;
            deny publish all;

            push rtmp://live.twitch.tv/app/«a»;
            push rtmp://a.rtmp.youtube.com/live2/«b»;
            push rtmps://live-api-s.facebook.com:443/rtmp/«c»;
        }
    }
}
`, V{"a": g.tcTwitch(), "b": g.tcYouTube(), "c": g.tcFacebook()}, "allow publish 10.0.0.0/8;", "chunk_size 4096;")

	g.add("tel/nginx-rtmp-on-publish-auth", `
application ingest {
    live on;
    on_publish http://127.0.0.1:8081/auth;
}

# auth.py
STREAM_KEYS = {
    "studio-a": "«a»",
    "studio-b": "«b»",
}

@app.post("/auth")
def auth():
    name, key = request.form["name"], request.form.get("key", "")
    return ("", 200) if STREAM_KEYS.get(name) == key else ("", 403)
`, V{"a": g.hex(24), "b": g.hex(24)}, "on_publish http://127.0.0.1:8081/auth;", `request.form.get("key", "")`)

	g.add("tel/ivs-create-channel-output", `
$ aws ivs create-channel --name town-hall --latency-mode LOW --type STANDARD
{
    "channel": {
        "arn": "arn:aws:ivs:us-west-2:«_acct»:channel/«_ch»",
        "name": "town-hall",
        "ingestEndpoint": "«_ing».global-contribute.live-video.net",
        "playbackUrl": "https://«_ing».us-west-2.playback.live-video.net/api/video/v1/us-west-2.«_acct».channel.«_ch».m3u8"
    },
    "streamKey": {
        "arn": "arn:aws:ivs:us-west-2:«_acct»:stream-key/«_sk»",
        "value": "«a»",
        "channelArn": "arn:aws:ivs:us-west-2:«_acct»:channel/«_ch»"
    }
}
`, V{"_acct": g.digits(12), "_ch": g.an(12), "_ing": g.hex(12), "_sk": g.an(12), "a": g.tcIVS("us-west-2")}, `"name": "town-hall"`)

	g.add("tel/mux-live-stream-create", `
$ curl -s https://api.mux.com/video/v1/live-streams \
    -X POST -H "Content-Type: application/json" \
    -u «=tid»:«a» \
    -d '{"playback_policy":["public"],"new_asset_settings":{"playback_policy":["public"]}}' | jq '.data | {id, stream_key, playback_ids}'
{
  "id": "«_id»",
  "stream_key": "«b»",
  "playback_ids": [
    {
      "policy": "public",
      "id": "«_pb»"
    }
  ]
}
`, V{"=tid": g.uuid(), "a": g.b64(60)[:75], "_id": g.an(40), "b": g.uuid(), "_pb": g.an(40)}, `"policy": "public"`, "https://api.mux.com/video/v1/live-streams")

	g.add("tel/cloudflare-stream-live-input", `
$ curl -s https://api.cloudflare.com/client/v4/accounts/«_acct»/stream/live_inputs \
    -H "Authorization: Bearer «a»" \
    --data '{"meta":{"name":"weekly-webinar"},"recording":{"mode":"automatic"}}' | jq .result.rtmps
{
  "url": "rtmps://live.cloudflare.com:443/live/",
  "streamKey": "«b»"
}
`, V{"_acct": g.hex(32), "a": g.cfToken(), "b": g.hex(32) + "k" + g.hex(32)}, "rtmps://live.cloudflare.com:443/live/", "weekly-webinar")

	g.add("tel/srt-ffmpeg-passphrase", `
$ ffmpeg -f decklink -i "DeckLink Mini Recorder" -c:v libx264 -b:v 8M -c:a aac -f mpegts \
    "srt://contribution.example-tv.net:9000?mode=caller&latency=200000&pbkeylen=32&passphrase=«a»&streamid=#!::r=live/studio2,m=publish"
`, V{"a": g.an(24)}, "pbkeylen=32", "streamid=#!::r=live/studio2,m=publish")

	g.add("tel/srt-live-transmit-cli", `
$ srt-live-transmit "srt://:9000?mode=listener&passphrase=«a»&pbkeylen=16" udp://127.0.0.1:5000 -v
Media path: 'srt://:9000?mode=listener&passphrase=«a»&pbkeylen=16' --> 'udp://127.0.0.1:5000'
Opening SRT source listener on :9000
Accepted SRT source connection
`, V{"a": g.pwURL()}, "udp://127.0.0.1:5000", "Accepted SRT source connection")

	g.add("tel/mediamtx-yml-publish-auth", `
# mediamtx.yml
rtspAddress: :8554
rtmpAddress: :1935
hlsAddress: :8888
authMethod: internal
authInternalUsers:
  - user: any
    pass:
    ips: []
    permissions:
      - action: read
  - user: encoder
    pass: «a»
    ips: ["10.10.0.0/16"]
    permissions:
      - action: publish
  - user: admin
    pass: «b»
    permissions:
      - action: api
paths:
  cam1:
    source: rtsp://viewer:«c»@10.10.3.21:554/Streaming/Channels/101
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "authMethod: internal", "/Streaming/Channels/101", "- action: publish")

	g.add("tel/wowza-publish-password", `
$ cat /usr/local/WowzaStreamingEngine/conf/publish.password
# Publish password file (format [username] [password])
encoder01 «a»
vmix-studio «b»
$ grep -A2 '<Name>ModuleCoreSecurity' /usr/local/WowzaStreamingEngine/conf/live/Application.xml
`, V{"a": g.an(12), "b": g.pwURL()}, "# Publish password file (format [username] [password])", "/usr/local/WowzaStreamingEngine/conf/live/Application.xml")

	g.add("tel/icecast-xml-authentication", `
<icecast>
    <location>Studio B</location>
    <admin>radio@example-fm.org</admin>
    <limits>
        <clients>500</clients>
        <sources>4</sources>
    </limits>
    <authentication>
        <source-password>«a»</source-password>
        <relay-password>«b»</relay-password>
        <admin-user>admin</admin-user>
        <admin-password>«c»</admin-password>
    </authentication>
    <hostname>stream.example-fm.org</hostname>
    <listen-socket><port>8000</port></listen-socket>
</icecast>
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwStrong()}, "<hostname>stream.example-fm.org</hostname>", "<admin-user>admin</admin-user>")

	g.add("tel/liquidsoap-output-icecast", `
# radio.liq
settings.log.level := 3
music = playlist(reload_mode="watch", "/srv/music/rotation")
jingles = playlist("/srv/music/jingles")
radio = random(weights=[1, 5], [jingles, music])

output.icecast(%mp3(bitrate=128),
  host="stream.example-fm.org", port=8000,
  password="«a»",
  mount="/live.mp3", name="Example FM",
  mksafe(radio))
`, V{"a": g.pwURL()}, `mount="/live.mp3"`, `playlist(reload_mode="watch", "/srv/music/rotation")`)

	g.add("tel/darkice-cfg", `
[general]
duration        = 0
bufferSecs      = 5
reconnect       = yes

[input]
device          = hw:1,0
sampleRate      = 44100
channel         = 2

[icecast2-0]
bitrateMode     = cbr
format          = vorbis
bitrate         = 128
server          = stream.example-fm.org
port            = 8000
password        = «a»
mountPoint      = studio.ogg
name            = Studio feed
`, V{"a": g.pwURL()}, "mountPoint      = studio.ogg", "device          = hw:1,0")

	g.add("tel/owncast-admin-and-stream-keys", `
$ curl -s -u admin:«a» http://localhost:8080/api/admin/serverconfig | jq '{streamKeys, rtmpServerPort, instanceDetails: .instanceDetails.name}'
{
  "streamKeys": [
    {"key": "«b»", "comment": "Default stream key"},
    {"key": "«c»", "comment": "Guest laptop"}
  ],
  "rtmpServerPort": 1935,
  "instanceDetails": "Maker Space Live"
}
`, V{"a": g.pwURL(), "b": g.an(22), "c": g.an(22)}, "Default stream key", "Maker Space Live")

	g.add("tel/srs-conf-http-hooks-secret", `
# /usr/local/srs/conf/srs.conf
listen              1935;
max_connections     1000;
http_api {
    enabled         on;
    listen          1985;
    auth {
        enabled     on;
        username    admin;
        password    «a»;
    }
}
vhost __defaultVhost__ {
    http_hooks {
        enabled     on;
        on_publish  http://127.0.0.1:8085/api/v1/streams?secret=«b»;
    }
}
`, V{"a": g.pwURL(), "b": g.hex(32)}, "vhost __defaultVhost__ {", "max_connections     1000;")

	g.add("tel/chat-streamer-leaked-key", `
[#stream-tech] jess: ok I'm live but the restream is dead. this is what OBS has under Stream > Service: Custom…
[#stream-tech] jess: Server: rtmp://live.restream.io/live
[#stream-tech] jess: Stream Key: «a»
[#stream-tech] mo: jess pls regenerate that key now, this channel is public. also the restream ingest you want is rtmp://eu.restream.io/live
`, V{"a": "re_" + g.digits(7) + "_" + g.hex(20)}, "rtmp://eu.restream.io/live", "Stream > Service: Custom")

	g.add("tel/vmix-settings-stream-destinations", `
<!-- vMix preset export: StreamingSettings.xml -->
<Streaming>
  <Destination Index="0" Enabled="True">
    <Name>YouTube Primary</Name>
    <URL>rtmp://a.rtmp.youtube.com/live2</URL>
    <StreamName>«a»</StreamName>
    <Quality>1080p 6000kbps</Quality>
  </Destination>
  <Destination Index="1" Enabled="True">
    <Name>Facebook Page</Name>
    <URL>rtmps://live-api-s.facebook.com:443/rtmp/</URL>
    <StreamName>«b»</StreamName>
  </Destination>
</Streaming>
`, V{"a": g.tcYouTube(), "b": g.tcFacebook()}, "<Name>YouTube Primary</Name>", "rtmps://live-api-s.facebook.com:443/rtmp/")
}

func (g *G) tcCameras() {
	g.add("tel/opencv-rtsp-hikvision", `
import cv2

# Lobby camera, main stream
URL = "rtsp://admin:«a»@192.168.20.64:554/Streaming/Channels/101"
cap = cv2.VideoCapture(URL, cv2.CAP_FFMPEG)
cap.set(cv2.CAP_PROP_BUFFERSIZE, 1)
while cap.isOpened():
    ok, frame = cap.read()
    if not ok:
        break
    detector.process(frame)
`, V{"a": g.pwURL()}, "/Streaming/Channels/101", "cv2.CAP_PROP_BUFFERSIZE")

	g.add("tel/hikvision-isapi-curl-digest", `
$ curl --digest -u admin:«a» -s http://10.30.1.12/ISAPI/System/deviceInfo
<?xml version="1.0" encoding="UTF-8"?>
<DeviceInfo version="2.0" xmlns="http://www.hikvision.com/ver20/XMLSchema">
<deviceName>Loading Dock 2</deviceName>
<deviceID>«_id»</deviceID>
<model>DS-2CD2143G2-I</model>
<serialNumber>DS-2CD2143G2-I20230817AAWR«_sn»</serialNumber>
<firmwareVersion>V5.7.15</firmwareVersion>
</DeviceInfo>
`, V{"a": g.pwStrong(), "_id": g.uuid(), "_sn": g.tcHexU(9)}, "<model>DS-2CD2143G2-I</model>", "/ISAPI/System/deviceInfo")

	g.add("tel/dahua-cgi-snapshot-cron", `
# crontab -l
*/5 * * * * curl -s --digest -u admin:«a» "http://10.30.2.8/cgi-bin/snapshot.cgi?channel=1" -o /srv/timelapse/gate-$(date +\%Y\%m\%d\%H\%M).jpg
0 3 * * * curl -s --digest -u admin:«a» "http://10.30.2.8/cgi-bin/magicBox.cgi?action=reboot"
`, V{"a": g.pwURL()}, "/cgi-bin/snapshot.cgi?channel=1", "/srv/timelapse/gate-")

	g.add("tel/onvif-zeep-python", `
from onvif import ONVIFCamera

cam = ONVIFCamera("10.30.1.40", 80, "onvif_user", "«a»", "/usr/local/lib/python3.11/site-packages/wsdl/")
media = cam.create_media_service()
profiles = media.GetProfiles()
uri = media.GetStreamUri({
    "StreamSetup": {"Stream": "RTP-Unicast", "Transport": {"Protocol": "RTSP"}},
    "ProfileToken": profiles[0].token,
})
print(uri.Uri)
`, V{"a": g.pw()}, `"onvif_user"`, "create_media_service()")

	g.add("tel/go2rtc-yaml-streams", `
# go2rtc.yaml
api:
  listen: ":1984"
  username: admin
  password: «a»
streams:
  driveway:
    - rtsp://viewer:«b»@10.30.1.21:554/h264Preview_01_main
    - ffmpeg:driveway#audio=opus
  doorbell:
    - onvif://admin:«c»@10.30.1.25:8000?subtype=MainStreamProfileToken
webrtc:
  candidates:
    - stun:8555
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "ffmpeg:driveway#audio=opus", "/h264Preview_01_main")

	g.add("tel/zoneminder-zm-conf", `
$ sudo cat /etc/zm/conf.d/zm-db.conf
# Custom database settings
ZM_DB_HOST=localhost
ZM_DB_NAME=zm
ZM_DB_USER=zmuser
ZM_DB_PASS=«a»
$ sudo zmupdate.pl --version
2.4.3
`, V{"a": g.pwURL()}, "ZM_DB_USER=zmuser", "zmupdate.pl --version")

	g.add("tel/shinobi-conf-json", `
{
  "port": 8080,
  "passwordType": "sha256",
  "detectorMergePamRegionTriggers": true,
  "cron": {"key": "«a»"},
  "pluginKeys": {"Yolo": "«b»"},
  "db": {
    "host": "127.0.0.1",
    "user": "majesticflame",
    "password": "«c»",
    "database": "ccio",
    "port": 3306
  },
  "mail": {"service": "gmail"}
}
`, V{"a": g.an(32), "b": g.an(20), "c": g.pwURL()}, `"database": "ccio"`, `"passwordType": "sha256"`)

	g.add("tel/axis-vapix-param-list", `
$ curl -s --digest -u root:«a» "http://10.30.4.7/axis-cgi/param.cgi?action=list&group=Brand,Properties.Firmware"
root.Brand.Brand=AXIS
root.Brand.ProdFullName=AXIS P3265-LVE Dome Camera
root.Brand.ProdNbr=P3265-LVE
root.Properties.Firmware.Version=11.9.60
`, V{"a": g.pwURL()}, "root.Brand.ProdNbr=P3265-LVE", "/axis-cgi/param.cgi?action=list")

	g.add("tel/reolink-api-login-json", `
POST http://10.30.5.3/api.cgi?cmd=Login HTTP/1.1
Content-Type: application/json

[{"cmd":"Login","param":{"User":{"Version":"0","userName":"admin","password":"«a»"}}}]

HTTP/1.1 200 OK
[{"cmd":"Login","code":0,"value":{"Token":{"leaseTime":3600,"name":"«b»"}}}]
`, V{"a": g.pwURL(), "b": g.hex(15)}, `"leaseTime":3600`, "/api.cgi?cmd=Login")

	g.add("tel/motion-conf-netcam", `
# /etc/motion/camera1.conf
camera_name Garage
netcam_url rtsp://10.30.6.10:554/stream1
netcam_userpass tapo_cam:«a»
netcam_high_url rtsp://10.30.6.10:554/stream1
width 1920
height 1080
webcontrol_authentication admin:«b»
stream_auth_method 2
`, V{"a": g.pwURL(), "b": g.pwURL()}, "netcam_url rtsp://10.30.6.10:554/stream1", "stream_auth_method 2")

	g.add("tel/vlc-nvr-playlist-m3u", `
#EXTM3U
#EXTINF:-1,NVR ch1 Front
rtsp://nvr:«a»@10.30.0.5:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,NVR ch2 Yard
rtsp://nvr:«a»@10.30.0.5:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Public traffic cam
https://cams.example-dot.gov/hls/i90-exit12.m3u8
`, V{"a": g.pwURL()}, "https://cams.example-dot.gov/hls/i90-exit12.m3u8", "/cam/realmonitor?channel=1&subtype=0")

	g.add("tel/milestone-xprotect-sdk-csharp", `
// Program.cs — export bookmarks from the Milestone management server
var uri = new Uri("https://vms.example-campus.edu");
var cc = new NetworkCredential("svc_bookmarks", "«a»", "CAMPUS");
VideoOS.Platform.SDK.Environment.Initialize();
VideoOS.Platform.SDK.Environment.AddServer(false, uri, cc, true);
VideoOS.Platform.SDK.Environment.Login(uri);
Console.WriteLine($"Logged in: {VideoOS.Platform.SDK.Environment.IsLoggedIn(uri)}");
`, V{"a": g.pwStrong()}, "VideoOS.Platform.SDK.Environment.Initialize();", `"svc_bookmarks"`)
}

func (g *G) tcSMS() {
	g.add("tel/kannel-conf-smpp-smsc", `
$ sudo cat /etc/kannel/kannel.conf
group = core
admin-port = 13000
admin-password = «a»
status-password = «b»
smsbox-port = 13001
log-file = "/var/log/kannel/bearerbox.log"
log-level = 1
box-allow-ip = 127.0.0.1

group = smsc
smsc = smpp
smsc-id = operator-a
host = smpp.operator-a.example
port = 2775
transceiver-mode = true
smsc-username = «_sys»
smsc-password = «c»
system-type = VMA
source-addr-ton = 5
`, V{"a": g.pwURL(), "b": g.pwURL(), "_sys": "acme" + g.digits(4), "c": g.an(8)}, "smsc-id = operator-a", "system-type = VMA")

	g.add("tel/kannel-sendsms-user-and-url", `
group = sendsms-user
username = webapp
password = «a»
max-messages = 3
concatenation = true

# used by the app:
# http://127.0.0.1:13013/cgi-bin/sendsms?username=webapp&password=«a»&to=%2B254700000000&text=Your+code+is+123456
`, V{"a": g.pwURL()}, "max-messages = 3", "http://127.0.0.1:13013/cgi-bin/sendsms?username=webapp")

	g.add("tel/jasmin-jcli-session", `
$ telnet 127.0.0.1 8990
Authentication required.

Username: jcliadmin
Password: «a»
Welcome to Jasmin 0.11.1 console
jcli : smppccm -a
> cid OPERATOR_B
> host smpp.operator-b.example
> port 2775
> username «_u»
> password «b»
> submit_throughput 50
> ok
Successfully added connector [OPERATOR_B]
`, V{"a": g.pwURL(), "_u": "cl" + g.digits(5), "b": g.an(8)}, "Username: jcliadmin", "Successfully added connector [OPERATOR_B]")

	g.add("tel/smpplib-python-bind", `
import smpplib.client
import smpplib.consts
import smpplib.gsm

client = smpplib.client.Client("smpp.operator-c.example", 2775, allow_unknown_opt_params=True)
client.set_message_sent_handler(lambda pdu: log.info("submit_sm_resp %s", pdu.message_id))
client.connect()
client.bind_transceiver(system_id="«_sys»", password="«a»")

parts, coding, msg_type = smpplib.gsm.make_parts("Your verification code is 482911")
`, V{"_sys": "shop" + g.digits(4), "a": g.an(8)}, "smpp.operator-c.example", "smpplib.gsm.make_parts")

	sys := "mkt" + g.digits(4)
	pw := g.s(alAlnum, 8)
	hexs := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			fmt.Fprintf(&b, "%02x ", s[i])
		}
		return strings.TrimSpace(b.String())
	}
	g.add("tel/smpp-bind-pdu-log-ascii", `
2026-06-11 08:14:22,118 DEBUG smpp.pdu Sending bind_transceiver PDU
2026-06-11 08:14:22,118 DEBUG smpp.pdu   command_id=0x00000009 sequence_number=1
2026-06-11 08:14:22,118 DEBUG smpp.pdu   system_id='«_sys»' password='«a»' system_type='' interface_version=0x34
2026-06-11 08:14:22,118 DEBUG smpp.pdu   hex: 00 00 00 «=len» 00 00 00 09 00 00 00 00 00 00 00 01 «=hs» 00 «=hp» 00 00 34 00 00 00
2026-06-11 08:14:22,301 DEBUG smpp.pdu Received bind_transceiver_resp command_status=0x00000000 (ESME_ROK)
`, V{"_sys": sys, "a": pw, "=len": fmt.Sprintf("%02x", 16+len(sys)+len(pw)+7), "=hs": hexs(sys), "=hp": hexs(pw)},
		"command_status=0x00000000 (ESME_ROK)", "interface_version=0x34")

	g.add("tel/jsmpp-java-session", `
SMPPSession session = new SMPPSession();
session.setTransactionTimer(10_000L);
String systemId = "«_sys»";
session.connectAndBind("smpp.operator-d.example", 2775,
        new BindParameter(BindType.BIND_TX, systemId, "«a»", "cp",
                TypeOfNumber.UNKNOWN, NumberingPlanIndicator.UNKNOWN, null));
log.info("bound as {} to operator-d", systemId);
`, V{"_sys": "ins" + g.digits(5), "a": g.an(8)}, "new BindParameter(BindType.BIND_TX, systemId,", "smpp.operator-d.example")

	g.add("tel/gammu-smsdrc", `
$ cat /etc/gammu-smsdrc
[gammu]
device = /dev/ttyUSB2
connection = at
[smsd]
service = sql
driver = native_pgsql
host = localhost
user = smsd
password = «a»
database = smsd
PIN = «b»
logfile = /var/log/gammu-smsd
`, V{"a": g.pwURL(), "b": g.tcPin(4)}, "device = /dev/ttyUSB2", "driver = native_pgsql")

	g.add("tel/africastalking-ussd-python", `
import africastalking
from flask import Flask, request

africastalking.initialize(username="shopkeeper-ussd", api_key="«a»")
sms = africastalking.SMS
app = Flask(__name__)

@app.route("/ussd", methods=["POST"])
def ussd():
    text = request.values.get("text", "")
    if text == "":
        return "CON Welcome to Duka\n1. Check balance\n2. Buy airtime"
    if text == "1":
        return "END Your balance is KES 1,240"
    return "END Invalid choice"
`, V{"a": g.tcAT()}, `username="shopkeeper-ussd"`, "CON Welcome to Duka")

	g.add("tel/mtn-momo-collection-token", `
$ curl -s -X POST https://sandbox.momodeveloper.mtn.com/collection/token/ \
    -H "Ocp-Apim-Subscription-Key: «a»" \
    -u «_user»:«b»
{"access_token":"«c»","token_type":"access_token","expires_in":3600}
`, V{"a": g.hex(32), "_user": g.uuid(), "b": g.hex(32), "c": g.jwt("RS256", fmt.Sprintf(`{"clientId":"%s","expires":"2026-05-02T10:12:33.412","sessionId":"%s"}`, g.uuid(), g.uuid()))},
		"https://sandbox.momodeveloper.mtn.com/collection/token/", `"expires_in":3600`)

	g.add("tel/flutterwave-env-mobile-money", `
# .env (payments service)
FLW_PUBLIC_KEY=FLWPUBK-«_pub»-X
FLW_SECRET_KEY=FLWSECK-«a»-X
FLW_ENCRYPTION_KEY=«b»
MOMO_NETWORKS=MTN,VODAFONE,TIGO
CALLBACK_URL=https://api.example-shop.gh/webhooks/flutterwave
`, V{"_pub": g.hex(32), "a": g.hex(32), "b": g.hex(12)}, "MOMO_NETWORKS=MTN,VODAFONE,TIGO", "https://api.example-shop.gh/webhooks/flutterwave")

	g.add("tel/orange-sms-api-oauth", `
$ curl -s -X POST https://api.orange.com/oauth/v3/token \
    -H "Authorization: Basic «a»" \
    -d grant_type=client_credentials
{"token_type":"Bearer","access_token":"«b»","expires_in":3600}
$ curl -s -X POST "https://api.orange.com/smsmessaging/v1/outbound/tel%3A%2B2250000/requests" \
    -H "Authorization: Bearer «b»" -H "Content-Type: application/json" -d @sms.json
`, V{"a": b64s(g.an(32) + ":" + g.an(16)), "b": g.an(28)}, "grant_type=client_credentials", "/smsmessaging/v1/outbound/")

	g.add("tel/at-commands-sim-pin-minicom", `
Welcome to minicom 2.8
Port /dev/ttyUSB2, 10:41:07
AT+CPIN?
+CPIN: SIM PIN

OK
AT+CPIN="«a»"
OK
AT+CSQ
+CSQ: 21,99

OK
AT+COPS?
+COPS: 0,0,"Safaricom",7
`, V{"a": g.tcPin(4)}, `+COPS: 0,0,"Safaricom",7`, "+CPIN: SIM PIN")
}

func (g *G) tcIoT() {
	dev := g.tcEUI()
	join := g.tcEUI()
	g.add("tel/ttn-lw-cli-root-keys", `
$ ttn-lw-cli end-devices get soil-sensors eui-«_dl» --root-keys --session
{
  "ids": {
    "device_id": "eui-«_dl»",
    "application_ids": {"application_id": "soil-sensors"},
    "dev_eui": "«_dev»",
    "join_eui": "«_join»"
  },
  "root_keys": {
    "app_key": {"key": "«a»"},
    "nwk_key": {"key": "«b»"}
  },
  "created_at": "2026-03-02T11:20:41.118Z"
}
`, V{"_dl": strings.ToLower(dev), "_dev": dev, "_join": join, "a": g.tcLoraKey(), "b": g.tcLoraKey()}, `"application_id": "soil-sensors"`, "--root-keys --session")

	g.add("tel/ttn-lw-cli-api-key-create", `
$ ttn-lw-cli applications api-keys create --application-id soil-sensors --name grafana-ingest --right-application-traffic-read
INFO	API key ID: «_kid»
INFO	API key value: «a»
WARN	The API key value will never be shown again
WARN	Make sure to copy it to a safe place
{
  "id": "«_kid»",
  "name": "grafana-ingest",
  "rights": ["RIGHT_APPLICATION_TRAFFIC_READ"]
}
`, V{"_kid": g.s(alB32, 39), "a": g.tcTTNKey()}, "RIGHT_APPLICATION_TRAFFIC_READ", "The API key value will never be shown again")

	g.add("tel/ttn-mqtt-subscribe-uplinks", `
$ mosquitto_sub -h eu1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs \
    -u soil-sensors@ttn -P «a» -t 'v3/soil-sensors@ttn/devices/+/up' -v | head -c 300
v3/soil-sensors@ttn/devices/eui-«_dl»/up {"end_device_ids":{"device_id":"eui-«_dl»","application_ids":{"application_id":"soil-sensors"},"dev_eui":"«_dev»"},"uplink_message":{"f_port":2,"frm_payload":"AWcA4A=="
`, V{"a": g.tcTTNKey(), "_dl": strings.ToLower(dev), "_dev": dev}, "eu1.cloud.thethings.network", "v3/soil-sensors@ttn/devices/+/up")

	g.add("tel/basicstation-tc-key-files", `
pi@gw-roof:~/basicstation $ ls
station.conf  tc.key  tc.trust  tc.uri  cups.uri  cups.key
pi@gw-roof:~/basicstation $ cat tc.uri cups.uri
wss://eu1.cloud.thethings.network:8887
https://eu1.cloud.thethings.network:443
pi@gw-roof:~/basicstation $ cat tc.key
Authorization: Bearer «a»
pi@gw-roof:~/basicstation $ cat cups.key
Authorization: Bearer «b»
`, V{"a": g.tcTTNKey(), "b": g.tcTTNKey()}, "wss://eu1.cloud.thethings.network:8887", "station.conf  tc.key  tc.trust")

	g.add("tel/chirpstack-toml-secrets", `
# /etc/chirpstack/chirpstack.toml
[logging]
  level="info"

[postgresql]
  dsn="postgres://chirpstack:«a»@localhost/chirpstack?sslmode=disable"
  max_open_connections=10

[redis]
  servers=["redis://localhost/"]

[network]
  net_id="000000"
  enabled_regions=["eu868"]

[api]
  bind="0.0.0.0:8080"
  secret="«b»"
`, V{"a": g.pwURL(), "b": g.b64(32)}, `enabled_regions=["eu868"]`, `bind="0.0.0.0:8080"`)

	g.add("tel/chirpstack-grpc-python-token", `
import grpc
from chirpstack_api import api

server = "lns.example-farm.io:8080"
api_token = "«a»"

channel = grpc.insecure_channel(server)
client = api.DeviceServiceStub(channel)
auth_token = [("authorization", "Bearer %s" % api_token)]

req = api.EnqueueDeviceQueueItemRequest()
req.queue_item.confirmed = False
req.queue_item.data = bytes([0x01, 0x02])
req.queue_item.dev_eui = "«_dev»"
req.queue_item.f_port = 10
resp = client.Enqueue(req, metadata=auth_token)
`, V{"a": g.tcChirpToken(), "_dev": strings.ToLower(g.tcEUI())}, "api.DeviceServiceStub(channel)", "lns.example-farm.io:8080")

	g.add("tel/chirpstack-device-import-csv", `
$ head -4 devices-import.csv
dev_eui,name,device_profile,nwk_key,app_key
«_d1»,trough-01,cattle-trough-v2,«a»,00000000000000000000000000000000
«_d2»,trough-02,cattle-trough-v2,«b»,00000000000000000000000000000000
«_d3»,trough-03,cattle-trough-v2,«c»,00000000000000000000000000000000
`, V{"_d1": strings.ToLower(g.tcEUI()), "a": strings.ToLower(g.tcLoraKey()), "_d2": strings.ToLower(g.tcEUI()), "b": strings.ToLower(g.tcLoraKey()), "_d3": strings.ToLower(g.tcEUI()), "c": strings.ToLower(g.tcLoraKey())},
		"dev_eui,name,device_profile,nwk_key,app_key", "cattle-trough-v2")

	arr := func(hexs string) string {
		var p []string
		for i := 0; i < len(hexs); i += 2 {
			p = append(p, "0x"+hexs[i:i+2])
		}
		return strings.Join(p, ", ")
	}
	g.add("tel/lorawan-abp-arduino-session-keys", `
// config.h — ABP activation, copied from the console (msb first)
#pragma once
static const PROGMEM u1_t NWKSKEY[16] = { «a» };
static const u1_t PROGMEM APPSKEY[16] = { «b» };
static const u4_t DEVADDR = 0x«_addr»;
#define TX_INTERVAL 300
`, V{"a": arr(g.tcLoraKey()), "b": arr(g.tcLoraKey()), "_addr": "26" + g.tcHexU(6)}, "#define TX_INTERVAL 300", "ABP activation")

	g.add("tel/rak-at-commands-otaa", `
$ picocom -b 115200 /dev/ttyACM0
AT+NWM=1
OK
AT+NJM=1
OK
AT+DEVEUI=«_dev»
OK
AT+APPEUI=«_join»
OK
AT+APPKEY=«a»
OK
AT+BAND=4
OK
AT+JOIN=1:0:10:8
OK
+EVT:JOINED
`, V{"_dev": g.tcEUI(), "_join": g.tcEUI(), "a": g.tcLoraKey()}, "+EVT:JOINED", "AT+JOIN=1:0:10:8")

	g.add("tel/azure-iot-device-conn-string", `
import asyncio
from azure.iot.device.aio import IoTHubDeviceClient

CONNECTION_STRING = "HostName=plant-floor-hub.azure-devices.net;DeviceId=press-line-07;SharedAccessKey=«a»"

async def main():
    client = IoTHubDeviceClient.create_from_connection_string(CONNECTION_STRING)
    await client.connect()
    await client.send_message('{"spindle_rpm": 1180, "temp_c": 61.4}')
    await client.shutdown()
`, V{"a": g.b64(32)}, "DeviceId=press-line-07", `'{"spindle_rpm": 1180, "temp_c": 61.4}'`)

	k := g.rsaPEM()
	g.add("tel/aws-iot-esp32-secrets-h", `
// secrets.h — ESP32 thing "greenhouse-03"
#include <pgmspace.h>
#define THINGNAME "greenhouse-03"
const char AWS_IOT_ENDPOINT[] = "«_ep»-ats.iot.eu-central-1.amazonaws.com";

static const char AWS_CERT_CRT[] PROGMEM = R"KEY(
-----BEGIN CERTIFICATE-----
«_crt»
-----END CERTIFICATE-----
)KEY";

static const char AWS_CERT_PRIVATE[] PROGMEM = R"KEY(
«a»
)KEY";
`, V{"_ep": g.s(alLowNum, 14), "_crt": g.certPEM().body, "a": k.block()}, `#define THINGNAME "greenhouse-03"`)

	g.add("tel/emqx-bootstrap-api-keys", `
$ cat /opt/emqx/etc/default_api_key.conf
ops-dashboard:«a»:administrator
grafana-exporter:«b»:viewer
$ grep -n 'api_key\|default_password' /opt/emqx/etc/emqx.conf
14:api_key.bootstrap_file = "etc/default_api_key.conf"
22:dashboard.default_password = "«c»"
`, V{"a": g.an(32), "b": g.an(32), "c": g.pwURL()}, `api_key.bootstrap_file = "etc/default_api_key.conf"`)

	g.add("tel/hivemq-cloud-java-sparkplug", `
final Mqtt5AsyncClient client = MqttClient.builder()
        .useMqttVersion5()
        .identifier("edge-node-line4")
        .serverHost("«_h».s1.eu.hivemq.cloud")
        .serverPort(8883)
        .sslWithDefaultConfig()
        .simpleAuth()
            .username("line4-edge")
            .password("«a»".getBytes(StandardCharsets.UTF_8))
            .applyAuth()
        .buildAsync();
client.publishWith().topic("spBv1.0/PlantA/NBIRTH/Line4").payload(birth.toByteArray()).send();
`, V{"_h": g.hex(32), "a": g.pwStrong()}, "spBv1.0/PlantA/NBIRTH/Line4", `.identifier("edge-node-line4")`)
}

func (g *G) tcIndustrial() {
	g.add("tel/opcua-asyncua-client-user", `
import asyncio
from asyncua import Client
from asyncua.crypto.security_policies import SecurityPolicyBasic256Sha256

URL = "opc.tcp://10.50.1.20:4840/freeopcua/server/"

async def main():
    client = Client(url=URL, timeout=10)
    client.set_user("historian_reader")
    client.set_password("«a»")
    await client.set_security(
        SecurityPolicyBasic256Sha256,
        certificate="pki/own/cert/historian.der",
        private_key="pki/own/private/historian.pem",
    )
    async with client:
        node = client.get_node("ns=2;s=Line1.Press.Temperature")
        print(await node.read_value())
`, V{"a": g.pwStrong()}, `"ns=2;s=Line1.Press.Temperature"`, "pki/own/private/historian.pem", `client.set_user("historian_reader")`)

	g.add("tel/node-opcua-server-user-manager", `
const server = new OPCUAServer({
  port: 4840,
  resourcePath: "/UA/PackagingLine",
  buildInfo: { productName: "PackagingLineServer", buildNumber: "1.4.2" },
  securityModes: [MessageSecurityMode.SignAndEncrypt],
  allowAnonymous: false,
  userManager: {
    isValidUser: (user, password) =>
      (user === "operator" && password === "«a»") ||
      (user === "engineer" && password === "«b»"),
  },
});
await server.start();
`, V{"a": g.pwURL(), "b": g.pwStrong()}, `resourcePath: "/UA/PackagingLine"`, "allowAnonymous: false")

	k := g.pkcs8RSAPEM()
	g.add("tel/opcua-server-own-private-key", `
root@edge-gw:/opt/opcua/pki# tree -L 3
.
├── own
│   ├── certs
│   │   └── uaserver [«_thumb»].der
│   └── private
│       └── uaserver [«_thumb»].pem
├── rejected
└── trusted
    └── certs
root@edge-gw:/opt/opcua/pki# cat "own/private/uaserver [«_thumb»].pem"
«a»
`, V{"_thumb": g.tcThumb(), "a": k.block()}, "├── rejected")

	g.add("tel/kepware-iot-gateway-mqtt-agent", `
$ curl -s -u Administrator:«a» http://kepware-01:57412/config/v1/project/_iot_gateway/mqtt_clients/MES_Broker | jq .
{
  "common.ALLTYPES_NAME": "MES_Broker",
  "iot_gateway.AGENTTYPES_ENABLED": true,
  "iot_gateway.MQTT_CLIENT_URL": "ssl://mes-broker.example-plant.local:8883",
  "iot_gateway.MQTT_CLIENT_TOPIC": "iotgateway/line2",
  "iot_gateway.MQTT_CLIENT_CLIENT_ID": "kepware-line2",
  "iot_gateway.MQTT_CLIENT_USERNAME": "kepware",
  "iot_gateway.MQTT_CLIENT_PASSWORD": "«b»",
  "iot_gateway.MQTT_CLIENT_QOS": 1
}
`, V{"a": g.pwStrong(), "b": g.pwURL()}, `"iot_gateway.MQTT_CLIENT_TOPIC": "iotgateway/line2"`, "/config/v1/project/_iot_gateway/mqtt_clients/MES_Broker")

	g.add("tel/telegraf-inputs-opcua", `
[[inputs.opcua]]
  name = "packaging"
  endpoint = "opc.tcp://10.50.2.11:4840"
  connect_timeout = "10s"
  security_policy = "Basic256Sha256"
  security_mode = "SignAndEncrypt"
  certificate = "/etc/telegraf/opcua/cert.pem"
  private_key = "/etc/telegraf/opcua/key.pem"
  auth_method = "UserName"
  username = "telegraf"
  password = "«a»"
  nodes = [
    {name="line_speed", namespace="3", identifier_type="s", identifier="Line2.Conveyor.Speed"},
  ]
`, V{"a": g.pw()}, `auth_method = "UserName"`, `identifier="Line2.Conveyor.Speed"`)

	g.add("tel/ignition-gateway-script-jdbc", `
# Ignition Gateway Timer Script: push shift totals to the ERP staging DB
from java.sql import DriverManager

url = "jdbc:sqlserver://erp-sql.example-plant.local:1433;databaseName=MES_STAGING;encrypt=true"
conn = DriverManager.getConnection(url, "ign_writer", "«a»")
try:
    totals = system.tag.readBlocking(["[default]Line1/ShiftCount", "[default]Line2/ShiftCount"])
    stmt = conn.prepareStatement("INSERT INTO shift_totals(line, count) VALUES (?, ?)")
    for i, qv in enumerate(totals):
        stmt.setInt(1, i + 1); stmt.setInt(2, qv.value); stmt.executeUpdate()
finally:
    conn.close()
`, V{"a": g.pwStrong()}, `"[default]Line1/ShiftCount"`, "databaseName=MES_STAGING")

	g.add("tel/ignition-gwcmd-reset-password", `
C:\Program Files\Inductive Automation\Ignition> gwcmd.bat --passwd
Resetting gateway admin credentials...
Enter new username: admin
Enter new password: «a»
Confirm password: «a»
Gateway credentials reset. Restart the gateway to apply: gwcmd.bat -r
`, V{"a": g.pwStrong()}, "Gateway credentials reset.", `C:\Program Files\Inductive Automation\Ignition>`)

	g.add("tel/siemens-insights-hub-technical-token", `
$ curl -s -X POST https://gateway.eu1.mindsphere.io/api/technicalTokenManager/v3/oauth/token \
    -H "X-SPACE-AUTH-KEY: Basic «a»" \
    -H "Content-Type: application/json" \
    -d '{"grant_type":"client_credentials","appName":"oeeapp","appVersion":"1.0.0","hostTenant":"exmplplant","userTenant":"exmplplant"}'
{"access_token":"«b»","token_type":"Bearer","expires_in":1799}
`, V{"a": b64s("exmplplant-oeeapp-1.0.0:" + g.an(43)), "b": g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"oeeapp","scope":["mdsp:core:iot.timAdmin"],"ten":"exmplplant"}`, g.hex(32)))},
		"/api/technicalTokenManager/v3/oauth/token", `"appName":"oeeapp"`)

	g.add("tel/pyads-add-route", `
import pyads

PLC_NET_ID = "5.33.160.54.1.1"
pyads.open_port()
pyads.set_local_address("192.168.11.20.1.1")
pyads.add_route_to_plc(
    "192.168.11.20.1.1", "scada-ws01", "192.168.11.54",
    "Administrator", "«a»",
    route_name="scada-ws01",
)
plc = pyads.Connection(PLC_NET_ID, pyads.PORT_TC3PLC1)
plc.open()
print(plc.read_by_name("MAIN.nCycleCount", pyads.PLCTYPE_DINT))
`, V{"a": g.pwURL()}, `"MAIN.nCycleCount"`, "pyads.PORT_TC3PLC1")

	g.add("tel/ewon-talk2m-m2web-api", `
$ curl -s "https://m2web.talk2m.com/t2mapi/getewons?t2maccount=example-oem&t2musername=svc-monitor&t2mpassword=«a»&t2mdeveloperid=«b»" | jq '.ewons[] | {name, status}'
{"name": "Customer-1042-Palletizer", "status": "online"}
{"name": "Customer-1077-Wrapper", "status": "offline"}
`, V{"a": g.pwURL(), "b": g.uuid()}, "t2musername=svc-monitor", `"status": "online"`)

	g.add("tel/thingworx-appkey-rest", `
$ curl -s -X POST "https://twx.example-plant.com/Thingworx/Things/Line3_Asset/Services/GetOEE" \
    -H "appKey: «a»" \
    -H "Accept: application/json" -H "Content-Type: application/json" -d '{"shift":"B"}'
{"dataShape":{"fieldDefinitions":{"result":{"baseType":"NUMBER"}}},"rows":[{"result":0.812}]}
`, V{"a": g.uuid()}, "/Thingworx/Things/Line3_Asset/Services/GetOEE", `"rows":[{"result":0.812}]`)

	g.add("tel/pi-web-api-basic-curl", `
$ curl -s -u 'EXAMPLEPLANT\svc_piwebapi:«a»' \
    "https://pivision.example-plant.local/piwebapi/points?path=\\\\PI-DA01\\FIC-201.PV" | jq '{WebId, Name, PointType}'
{
  "WebId": "F1DP«_w»",
  "Name": "FIC-201.PV",
  "PointType": "Float32"
}
`, V{"a": g.pwStrong(), "_w": g.b64u(40)}, `"Name": "FIC-201.PV"`, "/piwebapi/points?path=")

	g.add("tel/pi-af-sdk-csharp-credential", `
var systems = new PISystems();
var system = systems["PI-AF01"];
var cred = new NetworkCredential("svc_af_reader", "«a»", "EXAMPLEPLANT");
system.Connect(cred);
var db = system.Databases["Utilities"];
var boiler = db.Elements["Boiler House"].Elements["Boiler 2"];
Console.WriteLine(boiler.Attributes["Steam Flow"].GetValue().Value);
`, V{"a": g.pwStrong()}, `db.Elements["Boiler House"]`, `"svc_af_reader"`)

	g.add("tel/aveva-historian-sql-connection", `
# report_downtime.py — pulls from AVEVA (Wonderware) Historian Runtime DB
import pyodbc

conn = pyodbc.connect(
    "DRIVER={ODBC Driver 18 for SQL Server};SERVER=hist01.example-plant.local;"
    "DATABASE=Runtime;UID=wwReporter;PWD=«a»;TrustServerCertificate=yes"
)
sql = """SELECT DateTime, TagName, Value FROM History
         WHERE TagName IN ('Filler01.State') AND wwRetrievalMode = 'Delta'
         AND DateTime >= DATEADD(hour, -8, GETDATE())"""
`, V{"a": g.pwStrong()}, "wwRetrievalMode = 'Delta'", "DATABASE=Runtime;UID=wwReporter;")

	g.add("tel/moxa-nport-telnet-config", `
$ telnet 10.50.9.30
Trying 10.50.9.30...
Model name       : NPort 5150
MAC address      : 00:90:E8:«_mac»
Serial No.       : «_sn»
Firmware version : 3.9 Build 19011512
Please keyin your username: admin
Please keyin your password: «a»

<< Main menu >>
  (1) Basic settings
  (2) Network settings
  (3) Serial settings
`, V{"_mac": g.tcHexU(2) + ":" + g.tcHexU(2) + ":" + g.tcHexU(2), "_sn": g.digits(4), "a": g.pwURL()}, "Model name       : NPort 5150", "<< Main menu >>")

	g.add("tel/dnp3-secure-auth-update-key", `
# outstation.yaml — DNP3 SAv5 settings for RTU-14 (substation North)
outstation:
  link_address: 14
  master_address: 1
  listen: 0.0.0.0:20000
secure_authentication:
  version: 5
  hmac_algorithm: HMAC-SHA256
  key_wrap: AES-256
  users:
    - number: 1
      name: scada-master
      update_key: «a»
  key_change_interval_s: 900
`, V{"a": g.tcHexU(64)}, "hmac_algorithm: HMAC-SHA256", "link_address: 14")

	g.add("tel/sel-relay-acc-telnet", `
$ telnet 10.60.3.15
SEL-751A
FEEDER 14

Level 0
=ACC
Password: ?«a»

FEEDER 14                                  Date: 06/14/2026    Time: 09:41:22.118
Level 1
=>2AC
Password: ?«b»

Level 2
==>
`, V{"a": strings.ToUpper(g.s(alLower, 6)), "b": strings.ToUpper(g.s(alLower, 6)) + g.digits(2)}, "SEL-751A", "Level 2")

	g.add("tel/commissioning-handover-passwords", `
## Line 5 commissioning handover (FAT complete 2026-05-28)

| Device            | IP            | Access           | Credential                 |
|-------------------|---------------|------------------|----------------------------|
| S7-1516 PLC       | 10.55.0.10    | web server: maint | «a»                   |
| TP1500 Comfort HMI| 10.55.0.20    | Sm@rtServer VNC   | «b»                   |
| Scalance XC206    | 10.55.0.2     | admin             | «c»                   |
| PLC know-how protection |          | TIA project      | held by OEM, not handed over |

Please change all of these after site acceptance.
`, V{"a": g.pwURL(), "b": g.tcPin(8), "c": g.pwStrong()}, "held by OEM, not handed over", "| S7-1516 PLC       | 10.55.0.10    |")

	g.add("tel/cirrus-mqtt-transmission-export", `
<!-- Ignition MQTT Transmission > Servers export -->
<servers>
  <server>
    <name>Chariot-Prod</name>
    <url>ssl://chariot.example-plant.local:8883</url>
    <username>transmitter-line6</username>
    <password>«a»</password>
    <caFile>chariot-ca.pem</caFile>
    <groupId>PlantB</groupId>
    <edgeNodeId>Line6</edgeNodeId>
  </server>
</servers>
`, V{"a": g.pwStrong()}, "<groupId>PlantB</groupId>", "ssl://chariot.example-plant.local:8883")
}

func (g *G) tcBuilding() {
	g.add("tel/bacpypes-reinitialize-password", `
from bacpypes.apdu import ReinitializeDeviceRequest
from bacpypes.pdu import Address

request = ReinitializeDeviceRequest(
    reinitializedStateOfDevice="warmstart",
    password="«a»",
)
request.pduDestination = Address("10.70.1.33")
iocb = IOCB(request)
this_application.request_io(iocb)
`, V{"a": g.pwURL()}, `reinitializedStateOfDevice="warmstart"`, `Address("10.70.1.33")`)

	g.add("tel/xknx-ip-secure-config", `
from xknx import XKNX
from xknx.io import ConnectionConfig, ConnectionType, SecureConfig

connection_config = ConnectionConfig(
    connection_type=ConnectionType.TUNNELING_TCP_SECURE,
    gateway_ip="10.70.2.5",
    secure_config=SecureConfig(
        user_id=3,
        device_authentication_password="«a»",
        user_password="«b»",
        knxkeys_file_path="/config/knx/site.knxkeys",
        knxkeys_password="«c»",
    ),
)
xknx = XKNX(connection_config=connection_config)
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pw()}, "ConnectionType.TUNNELING_TCP_SECURE", "/config/knx/site.knxkeys")

	g.add("tel/xknx-routing-backbone-key", `
# knx.yaml for the building gateway (KNX IP Secure routing)
connection:
  type: routing_secure
  local_ip: 10.70.2.40
  multicast_group: 224.0.23.12
  backbone_key: «a»
  latency_ms: 1000
individual_address: 1.1.240
`, V{"a": g.tcHexU(32)}, "multicast_group: 224.0.23.12", "individual_address: 1.1.240")

	g.add("tel/niagara-obix-curl", `
$ curl -s -u obix_reader:«a» "https://jace-ahu.example-campus.edu/obix/config/Drivers/BacnetNetwork/AHU_1/points/SupplyAirTemp/"
<real href="https://jace-ahu.example-campus.edu/obix/config/Drivers/BacnetNetwork/AHU_1/points/SupplyAirTemp/" val="13.2" unit="obix:units/celsius" display="13.2 °C {ok} @ 10"/>
`, V{"a": g.pwStrong()}, "/obix/config/Drivers/BacnetNetwork/AHU_1/points/SupplyAirTemp/", `unit="obix:units/celsius"`)

	g.add("tel/metasys-rest-login", `
$ curl -s -X POST https://adx01.example-hospital.org/api/v4/login \
    -H "Content-Type: application/json" \
    -d '{"username": "api_energy", "password": "«a»"}'
{"accessToken":"«b»","expires":"2026-07-02T15:04:11Z"}
$ curl -s -H "Authorization: Bearer «b»" "https://adx01.example-hospital.org/api/v4/objects/«_obj»/attributes/presentValue"
`, V{"a": g.pwStrong(), "b": g.jwt("RS256", fmt.Sprintf(`{"sub":"api_energy","iss":"metasys","exp":%d}`, 1780000000+g.r.IntN(1000000))), "_obj": g.uuid()},
		`"username": "api_energy"`, "/api/v4/login")

	g.add("tel/ebo-ews-soap-wsse", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ews="http://www.schneider-electric.com/common/dataexchange/2011/05">
  <soapenv:Header>
    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>ews_integration</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body><ews:GetValuesRequest><ews:GetValuesIds><ews:string>01/Server 1/Chiller Plant/CHW Supply Temp</ews:string></ews:GetValuesIds></ews:GetValuesRequest></soapenv:Body>
</soapenv:Envelope>
`, V{"a": g.pwStrong()}, "<wsse:Username>ews_integration</wsse:Username>", "01/Server 1/Chiller Plant/CHW Supply Temp")

	g.add("tel/bacnet-sc-hub-private-key", `
$ ls /etc/bacnet-sc/
hub-cert.pem  hub-key.pem  issuer-ca.pem  hub.json
$ cat /etc/bacnet-sc/hub.json
{"hub_uri": "wss://bacnet-hub.example-campus.edu:47809", "vmac": "«_vmac»", "device_uuid": "«_uuid»"}
$ sudo cat /etc/bacnet-sc/hub-key.pem
«a»
`, V{"_vmac": g.hex(12), "_uuid": g.uuid(), "a": g.ecSEC1().block()}, "wss://bacnet-hub.example-campus.edu:47809", "hub-cert.pem  hub-key.pem  issuer-ca.pem  hub.json")

	g.add("tel/chat-bms-integrator-creds", `
From: Raj (controls contractor)
Sent: Tuesday 10:12

Hi, for the energy dashboard integration you can hit the Niagara supervisor directly:
  https://bms-sup.example-office.com
  user: dashboard_ro
  pass: «a»
Fox port 1911 is closed from your VLAN, use HTTPS only. The JACE-8000s behind it still have the commissioning login; I'll rotate those Friday.
`, V{"a": g.pwURL()}, "user: dashboard_ro", "Fox port 1911 is closed")
}

func (g *G) tcHPC() {
	g.add("tel/slurmdbd-conf-storagepass", `
[root@slurm-ctl ~]# cat /etc/slurm/slurmdbd.conf
AuthType=auth/munge
DbdAddr=slurm-ctl
DbdHost=slurm-ctl
SlurmUser=slurm
DebugLevel=info
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/run/slurmdbd.pid
StorageType=accounting_storage/mysql
StorageHost=db01.hpc.example-univ.edu
StorageUser=slurm
StoragePass=«a»
StorageLoc=slurm_acct_db
`, V{"a": g.pwURL()}, "StorageType=accounting_storage/mysql", "StorageLoc=slurm_acct_db", "AuthType=auth/munge")

	g.add("tel/slurm-scontrol-token-slurmrestd", `
[jdoe@login1 ~]$ scontrol token lifespan=1800
SLURM_JWT=«a»
[jdoe@login1 ~]$ export SLURM_JWT=«a»
[jdoe@login1 ~]$ curl -s -H "X-SLURM-USER-NAME: jdoe" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" \
    http://slurm-ctl:6820/slurm/v0.0.40/jobs | jq '.jobs[] | {job_id, job_state, name}' | head -5
{
  "job_id": 4418231,
  "job_state": ["RUNNING"],
  "name": "md-equil"
}
`, V{"a": g.tcSlurmJWT("jdoe")}, `"job_id": 4418231`, "X-SLURM-USER-TOKEN: $SLURM_JWT", "/slurm/v0.0.40/jobs")

	g.add("tel/munge-key-base64-dump", `
[root@slurm-ctl ~]# ls -l /etc/munge/munge.key
-r-------- 1 munge munge 1024 Mar  3  2025 /etc/munge/munge.key
[root@slurm-ctl ~]# base64 /etc/munge/munge.key
«a»
[root@slurm-ctl ~]# # paste that into the compute image build so nodes share the key
`, V{"a": g.tcMunge()}, "-r-------- 1 munge munge 1024 Mar  3  2025 /etc/munge/munge.key")

	g.add("tel/munge-key-ansible-group-vars", `
# inventories/hpc/group_vars/all.yml
slurm_cluster_name: quartz
slurm_controller: slurm-ctl.hpc.example-univ.edu
slurm_partitions:
  - {name: batch, nodes: "c[001-128]", default: yes, maxtime: "2-00:00:00"}
  - {name: gpu, nodes: "g[01-16]", maxtime: "1-00:00:00"}
munge_key_b64: |
  «a»
slurmdbd_storage_pass: "«b»"
`, V{"a": strings.ReplaceAll(g.tcMunge(), "\n", "\n  "), "b": g.pwURL()}, "slurm_cluster_name: quartz", `nodes: "c[001-128]"`)

	g.add("tel/jupyterhub-config-py-secrets", `
# /etc/jupyterhub/jupyterhub_config.py
c = get_config()  # noqa

c.JupyterHub.bind_url = "https://jupyter.hpc.example-univ.edu"
c.JupyterHub.cookie_secret = bytes.fromhex("«a»")
c.ConfigurableHTTPProxy.auth_token = "«b»"

c.JupyterHub.authenticator_class = "generic-oauth"
c.GenericOAuthenticator.client_id = "jupyterhub-prod"
c.GenericOAuthenticator.client_secret = "«c»"
c.GenericOAuthenticator.oauth_callback_url = "https://jupyter.hpc.example-univ.edu/hub/oauth_callback"
c.GenericOAuthenticator.authorize_url = "https://sso.example-univ.edu/realms/research/protocol/openid-connect/auth"

c.JupyterHub.spawner_class = "batchspawner.SlurmSpawner"
c.SlurmSpawner.req_partition = "interactive"
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.an(32)}, `c.GenericOAuthenticator.client_id = "jupyterhub-prod"`, `c.SlurmSpawner.req_partition = "interactive"`)

	g.add("tel/z2jh-values-yaml-secrets", `
# config.yaml for helm upgrade --install jhub jupyterhub/jupyterhub --version 3.3.8
proxy:
  secretToken: "«a»"
hub:
  cookieSecret: "«b»"
  config:
    GitHubOAuthenticator:
      client_id: «_cid»
      client_secret: «c»
      oauth_callback_url: https://hub.example-course.org/hub/oauth_callback
      allowed_organizations:
        - example-course-2026
    JupyterHub:
      authenticator_class: github
singleuser:
  image:
    name: quay.io/jupyter/scipy-notebook
    tag: "2026-05-04"
`, V{"a": g.hex(64), "b": g.hex(64), "_cid": "Ov23li" + g.an(14), "c": g.hex(40)}, "quay.io/jupyter/scipy-notebook", "example-course-2026")

	g.add("tel/jupyterhub-api-token-curl", `
$ jupyterhub token --db=sqlite:////srv/jupyterhub/jupyterhub.sqlite admin-bot
«a»
$ curl -s -H "Authorization: token «a»" https://jupyter.hpc.example-univ.edu/hub/api/users | jq -r '.[].name' | head -3
aclark
bnguyen
cperez
`, V{"a": g.hex(32)}, "https://jupyter.hpc.example-univ.edu/hub/api/users", "admin-bot")

	g.add("tel/globus-sdk-confidential-client", `
import globus_sdk

CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"
SRC = "«_src»"   # HPC scratch collection
DST = "«_dst»"   # lab archive collection

client = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, CLIENT_SECRET)
authorizer = globus_sdk.ClientCredentialsAuthorizer(client, globus_sdk.TransferClient.scopes.all)
tc = globus_sdk.TransferClient(authorizer=authorizer)
tdata = globus_sdk.TransferData(tc, SRC, DST, label="nightly sync", sync_level="checksum")
tdata.add_item("/scratch/lab-x/runs/", "/archive/runs/", recursive=True)
print(tc.submit_transfer(tdata)["task_id"])
`, V{"_cid": g.uuid(), "a": g.b64(32), "_src": g.uuid(), "_dst": g.uuid()}, `sync_level="checksum"`, "HPC scratch collection")

	g.add("tel/globus-deployment-key-json", `
[root@dtn01 ~]# globus-connect-server endpoint setup "Example Univ DTN" --organization "Example University" --owner admin@example-univ.edu --contact-email hpc-help@example-univ.edu
...
[root@dtn01 ~]# cat deployment-key.json
{"client_id": "«_cid»", "secret": "«a»", "deployment_key": "«b»"}
`, V{"_cid": g.uuid(), "a": g.b64(32), "b": g.b64(48)}, `--organization "Example University"`, "hpc-help@example-univ.edu")

	g.add("tel/irods-environment-and-irodsa", `
$ cat ~/.irods/irods_environment.json
{
    "irods_host": "irods.example-univ.edu",
    "irods_port": 1247,
    "irods_user_name": "mlopez",
    "irods_zone_name": "researchZone",
    "irods_authentication_scheme": "native",
    "irods_client_server_policy": "CS_NEG_REQUIRE",
    "irods_ssl_verify_server": "cert"
}
$ cat ~/.irods/.irodsA
«a»
`, V{"a": g.s(alAlnum+"!#$%&()*+,-./:;<=>?@[]^_{|}~", 24)}, `"irods_zone_name": "researchZone"`, `"irods_client_server_policy": "CS_NEG_REQUIRE"`)

	g.add("tel/irods-server-config-keys", `
$ sudo jq '{zone_key, negotiation_key, server_control_plane_key, "db": .plugin_configuration.database}' /etc/irods/server_config.json
{
  "zone_key": "«a»",
  "negotiation_key": "«b»",
  "server_control_plane_key": "«c»",
  "db": {
    "postgres": {
      "db_host": "localhost",
      "db_name": "ICAT",
      "db_odbc_driver": "PostgreSQL Unicode",
      "db_port": 5432,
      "db_username": "irods"
    }
  }
}
`, V{"a": g.s(alAlnum+"_", 24), "b": g.an(32), "c": g.an(32)}, `"db_odbc_driver": "PostgreSQL Unicode"`, `"db_name": "ICAT"`)

	g.add("tel/python-irodsclient-session", `
from irods.session import iRODSSession

with iRODSSession(host="irods.example-univ.edu", port=1247, user="pipeline",
                  password="«a»", zone="researchZone") as session:
    coll = session.collections.get("/researchZone/home/pipeline/sequencing/run_0412")
    for obj in coll.data_objects:
        print(obj.name, obj.size, obj.checksum)
`, V{"a": g.pwStrong()}, "/researchZone/home/pipeline/sequencing/run_0412", "obj.checksum")

	g.add("tel/htcondor-idtoken-file", `
[ospuser@ap40 ~]$ condor_token_fetch -lifetime 604800 -token ap40-submit
[ospuser@ap40 ~]$ ls -l ~/.condor/tokens.d/
-rw------- 1 ospuser ospuser 287 Jun  3 10:14 ap40-submit
[ospuser@ap40 ~]$ cat ~/.condor/tokens.d/ap40-submit
«a»
[ospuser@ap40 ~]$ condor_q -totals
Total for ospuser: 12 jobs; 0 completed, 0 removed, 8 idle, 4 running, 0 held, 0 suspended
`, V{"a": g.tcCondorToken("ospuser", "ap40.example-grid.org")}, "Total for ospuser: 12 jobs", "condor_token_fetch -lifetime 604800 -token ap40-submit")

	g.add("tel/ood-portal-yml-oidc", `
# /etc/ood/config/ood_portal.yml
servername: ondemand.hpc.example-univ.edu
ssl:
  - 'SSLCertificateFile "/etc/pki/tls/certs/ondemand.crt"'
  - 'SSLCertificateKeyFile "/etc/pki/tls/private/ondemand.key"'
auth:
  - 'AuthType openid-connect'
  - 'Require valid-user'
oidc_uri: /oidc
oidc_provider_metadata_url: https://sso.example-univ.edu/realms/research/.well-known/openid-configuration
oidc_client_id: ondemand
oidc_client_secret: «a»
oidc_remote_user_claim: preferred_username
`, V{"a": g.an(32)}, "oidc_client_id: ondemand", "/etc/pki/tls/private/ondemand.key")

	g.add("tel/galaxy-yml-id-secret", `
galaxy:
  admin_users: galaxy-admin@example-univ.edu
  database_connection: postgresql://galaxy:«a»@pg-galaxy.internal/galaxy
  id_secret: «b»
  file_path: /data/galaxy/objects
  tool_config_file: tool_conf.xml,shed_tool_conf.xml
  brand: Example University
`, V{"a": g.pwURL(), "b": g.hex(32)}, "admin_users: galaxy-admin@example-univ.edu", "tool_config_file: tool_conf.xml,shed_tool_conf.xml")

	g.add("tel/nextflow-config-tower-aws", `
// nextflow.config
params {
    outdir = "s3://example-genomics-results/rnaseq"
}
tower {
    enabled     = true
    accessToken = '«a»'
    workspaceId = '«_ws»'
}
aws {
    region    = 'eu-west-1'
    accessKey = '«b»'
    secretKey = '«c»'
    batch { cliPath = '/home/ec2-user/miniconda/bin/aws' }
}
process.executor = 'awsbatch'
`, V{"a": g.b64(60), "_ws": g.digits(15), "b": g.awsID(), "c": g.awsSecret()}, "process.executor = 'awsbatch'", `outdir = "s3://example-genomics-results/rnaseq"`)

	cert := g.certPEM()
	key := g.rsaPEM()
	g.add("tel/grid-x509-proxy-file", `
[atlasuser@lxplus ~]$ voms-proxy-init --voms atlas --valid 96:00
Enter GRID pass phrase for this identity:
Contacting voms-atlas-auth.cern.ch:443 [/DC=ch/DC=cern/OU=computers/CN=atlas-auth.cern.ch] "atlas"...
Created proxy in /tmp/x509up_u«_uid».
[atlasuser@lxplus ~]$ cat /tmp/x509up_u«_uid»
-----BEGIN CERTIFICATE-----
«_c»
-----END CERTIFICATE-----
«a»
`, V{"_uid": g.digits(5), "_c": cert.body, "a": key.block()}, "Enter GRID pass phrase for this identity:", "voms-atlas-auth.cern.ch:443")

	g.add("tel/keytab-base64-slurm-batch", `
#!/bin/bash
#SBATCH --job-name=hdfs-export
#SBATCH --partition=batch
#SBATCH --time=04:00:00
# svc-export keytab, generated with: ktutil -> wkt svc-export.keytab; base64 -w0 svc-export.keytab
KEYTAB_B64='«a»'
echo "$KEYTAB_B64" | base64 -d > "$TMPDIR/svc.keytab"
kinit -kt "$TMPDIR/svc.keytab" svc-export@HPC.EXAMPLE-UNIV.EDU
hdfs dfs -put results/ /projects/lab-x/
`, V{"a": g.tcKeytab()}, "kinit -kt \"$TMPDIR/svc.keytab\" svc-export@HPC.EXAMPLE-UNIV.EDU", "#SBATCH --partition=batch")

	g.add("tel/spack-mirror-s3-keys", `
$ spack mirror add --s3-access-key-id «a» --s3-access-key-secret «b» --s3-endpoint-url https://s3.hpc.example-univ.edu buildcache s3://spack-buildcache
$ spack mirror list
buildcache    s3://spack-buildcache
spack-public  https://mirror.spack.io
`, V{"a": g.s(alUpNum, 20), "b": g.s(alB64, 40)}, "spack-public  https://mirror.spack.io", "--s3-endpoint-url https://s3.hpc.example-univ.edu")

	g.add("tel/mlflow-sbatch-basic-auth", `
#!/bin/bash
#SBATCH -J sweep-lr
#SBATCH --gres=gpu:a100:1
#SBATCH --array=0-7
module load cuda/12.4 python/3.11
export MLFLOW_TRACKING_URI=https://mlflow.lab-x.example-univ.edu
export MLFLOW_TRACKING_USERNAME=lab-x-runner
export MLFLOW_TRACKING_PASSWORD=«a»
srun python train.py --lr-index "$SLURM_ARRAY_TASK_ID"
`, V{"a": g.pwURL()}, `--lr-index "$SLURM_ARRAY_TASK_ID"`, "MLFLOW_TRACKING_USERNAME=lab-x-runner")

	g.add("tel/pixi-and-pip-private-channel", `
$ pixi auth login conda.example-univ.edu --token «a»
Authenticating with conda.example-univ.edu
$ cat ~/.config/pip/pip.conf
[global]
index-url = https://pypi.org/simple
extra-index-url = https://__token__:«b»@nexus.hpc.example-univ.edu/repository/pypi-lab/simple
`, V{"a": "pfx_" + g.an(40), "b": g.an(32)}, "index-url = https://pypi.org/simple", "Authenticating with conda.example-univ.edu")

	g.add("tel/apptainer-registry-login", `
$ apptainer remote login --username robot\$lab-x+ci --password «a» docker://harbor.hpc.example-univ.edu
INFO:    Token stored in /home/ci/.apptainer/remote.yaml
$ apptainer pull docker://harbor.hpc.example-univ.edu/lab-x/gromacs:2024.2
`, V{"a": g.an(32)}, "/home/ci/.apptainer/remote.yaml", "lab-x/gromacs:2024.2")
}

func (g *G) tcResearch() {
	g.add("tel/openstack-clouds-yaml-password", `
# ~/.config/openstack/clouds.yaml
clouds:
  uni-cloud:
    auth:
      auth_url: https://keystone.cloud.example-univ.edu:5000/v3
      username: "s1234567"
      password: "«a»"
      project_id: «_pid»
      project_name: "lab-x-compute"
      user_domain_name: "Default"
    region_name: "RegionOne"
    interface: "public"
    identity_api_version: 3
`, V{"a": g.pw(), "_pid": g.hex(32)}, `project_name: "lab-x-compute"`, "https://keystone.cloud.example-univ.edu:5000/v3")

	g.add("tel/openstack-clouds-yaml-app-credential", `
clouds:
  nectar:
    auth_type: "v3applicationcredential"
    auth:
      auth_url: https://keystone.rc.example-research.org.au/v3/
      application_credential_id: "«_id»"
      application_credential_secret: "«a»"
    region_name: "Melbourne"
    interface: "public"
    identity_api_version: 3
`, V{"_id": g.hex(32), "a": g.b64u(86)}, `auth_type: "v3applicationcredential"`, `region_name: "Melbourne"`)

	g.add("tel/openstack-openrc-sh", `
$ cat lab-x-openrc.sh
#!/usr/bin/env bash
export OS_AUTH_URL=https://keystone.cloud.example-univ.edu:5000/v3
export OS_PROJECT_NAME="lab-x-compute"
export OS_USER_DOMAIN_NAME="Default"
export OS_USERNAME="s1234567"
# echo "Please enter your OpenStack Password for project $OS_PROJECT_NAME as user $OS_USERNAME: "
# read -sr OS_PASSWORD_INPUT
export OS_PASSWORD="«a»"
export OS_REGION_NAME="RegionOne"
export OS_INTERFACE=public
export OS_IDENTITY_API_VERSION=3
`, V{"a": g.pw()}, "# read -sr OS_PASSWORD_INPUT", `export OS_REGION_NAME="RegionOne"`)

	g.add("tel/openstack-token-issue-fernet", `
$ openstack token issue -f yaml
expires: '2026-05-20T19:41:03+0000'
id: «a»
project_id: «_p»
user_id: «_u»
$ curl -s -H "X-Auth-Token: «a»" https://nova.cloud.example-univ.edu:8774/v2.1/servers | jq -r '.servers[].name'
md-sim-worker-01
md-sim-worker-02
`, V{"a": g.tcFernet(), "_p": g.hex(32), "_u": g.hex(64)}, "md-sim-worker-01", "/v2.1/servers")

	g.add("tel/zenodo-deposit-python", `
import requests

ZENODO_TOKEN = "«a»"
params = {"access_token": ZENODO_TOKEN}

r = requests.post("https://zenodo.org/api/deposit/depositions", params=params, json={})
dep = r.json()
bucket = dep["links"]["bucket"]
with open("dataset-v1.2.tar.gz", "rb") as fp:
    requests.put(f"{bucket}/dataset-v1.2.tar.gz", data=fp, params=params)
print("draft DOI:", dep["metadata"]["prereserve_doi"]["doi"])
`, V{"a": g.an(60)}, "https://zenodo.org/api/deposit/depositions", `dep["metadata"]["prereserve_doi"]["doi"]`)

	g.add("tel/zenodo-curl-query-token", `
$ curl -s "https://zenodo.org/api/deposit/depositions?access_token=«a»&size=3" | jq -r '.[] | [.id, .state, .title] | @tsv'
«_id1»	done	Cryo-EM maps for PfCRT (v2)
«_id2»	unsubmitted	Field survey 2026 raw data
`, V{"a": g.an(60), "_id1": g.digits(8), "_id2": g.digits(8)}, "Cryo-EM maps for PfCRT (v2)")

	g.add("tel/figshare-api-token-header", `
$ curl -s -H "Authorization: token «a»" https://api.figshare.com/v2/account/articles?page_size=2 | jq '.[] | {id, title, doi}'
{
  "id": «_id»,
  "title": "Supplementary tables for coral bleaching survey",
  "doi": "10.6084/m9.figshare.«_id»"
}
`, V{"a": g.hex(128), "_id": g.digits(8)}, "https://api.figshare.com/v2/account/articles", "Supplementary tables for coral bleaching survey")

	g.add("tel/orcid-member-api-client-credentials", `
$ curl -s -i -H "Accept: application/json" \
    -d "client_id=APP-«_app»" -d "client_secret=«a»" \
    -d "grant_type=client_credentials" -d "scope=/read-public" \
    https://orcid.org/oauth/token
HTTP/2 200
content-type: application/json;charset=UTF-8

{"access_token":"«b»","token_type":"bearer","refresh_token":"«c»","expires_in":631138518,"scope":"/read-public","name":null,"orcid":null}
`, V{"_app": g.s(alUpNum, 16), "a": g.uuid(), "b": g.uuid(), "c": g.uuid()}, "scope=/read-public", "https://orcid.org/oauth/token")

	g.add("tel/ncbi-eutils-url-api-key", `
$ curl -s "https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=pubmed&term=CRISPR+AND+malaria&retmax=3&retmode=json&api_key=«a»" | jq .esearchresult.idlist
[
  "«_p1»",
  "«_p2»",
  "«_p3»"
]
`, V{"a": g.hex(36), "_p1": g.digits(8), "_p2": g.digits(8), "_p3": g.digits(8)}, "db=pubmed&term=CRISPR+AND+malaria")

	g.add("tel/rentrez-set-key-rprofile", `
# ~/.Rprofile
options(repos = c(CRAN = "https://cloud.r-project.org"))
Sys.setenv(ENTREZ_KEY = "«a»")
Sys.setenv(REDCAP_API_URL = "https://redcap.example-med.edu/api/")
if (interactive()) message("Loaded ~/.Rprofile")
`, V{"a": g.hex(36)}, `Sys.setenv(REDCAP_API_URL = "https://redcap.example-med.edu/api/")`, `options(repos = c(CRAN = "https://cloud.r-project.org"))`)

	g.add("tel/dataverse-api-token-upload", `
$ export SERVER_URL=https://dataverse.example-univ.edu
$ export API_TOKEN=«a»
$ curl -H "X-Dataverse-key:$API_TOKEN" -X POST -F "file=@survey_wave3.csv" \
    -F 'jsonData={"description":"Wave 3 responses","categories":["Data"],"restrict":"true"}' \
    "$SERVER_URL/api/datasets/:persistentId/add?persistentId=doi:10.70122/FK2/«_doi»"
{"status":"OK","data":{"files":[{"label":"survey_wave3.csv","restricted":true}]}}
`, V{"a": g.uuid(), "_doi": g.s(alUpNum, 6)}, "X-Dataverse-key:$API_TOKEN", "https://dataverse.example-univ.edu")

	g.add("tel/redcap-pycap-export", `
from redcap import Project

API_URL = "https://redcap.example-med.edu/api/"
API_KEY = "«a»"

project = Project(API_URL, API_KEY)
records = project.export_records(format_type="df", fields=["record_id", "visit_date", "bmi"],
                                 events=["baseline_arm_1"])
records.to_parquet("baseline.parquet")
`, V{"a": g.tcREDCap()}, `events=["baseline_arm_1"]`, "https://redcap.example-med.edu/api/")

	g.add("tel/redcap-curl-export-metadata", `
$ curl -s -X POST https://redcap.example-med.edu/api/ \
    -d token=«a» -d content=metadata -d format=csv -d returnFormat=json | head -3
field_name,form_name,section_header,field_type,field_label
record_id,enrollment,,text,"Record ID"
consent_date,enrollment,,text,"Date of consent"
`, V{"a": g.tcREDCap()}, "field_name,form_name,section_header,field_type,field_label", "-d content=metadata")

	g.add("tel/redcapr-r-script", `
library(REDCapR)
uri   <- "https://redcap.example-med.edu/api/"
token <- "«a»"  # TODO move to ~/.REDCapR token file before sharing
ds <- redcap_read(redcap_uri = uri, token = token, batch_size = 500)$data
table(ds$redcap_event_name)
`, V{"a": g.tcREDCap()}, "redcap_read(redcap_uri = uri, token = token, batch_size = 500)$data", "table(ds$redcap_event_name)")

	g.add("tel/cdsapirc-and-copernicusmarine-login", `
$ cat ~/.cdsapirc
url: https://cds.climate.copernicus.eu/api
key: «a»
$ copernicusmarine login --username jrivera2 --password «b»
INFO - Credentials file stored in /home/jrivera/.copernicusmarine/.copernicusmarine-credentials.
`, V{"a": g.uuid(), "b": g.pwURL()}, "url: https://cds.climate.copernicus.eu/api", "copernicusmarine login --username jrivera2")

	g.add("tel/materials-project-and-osf-env", `
# .env for the thesis analysis repo
MP_API_KEY=«a»
OSF_TOKEN=«b»
OSF_PROJECT_ID=«_osf»
DATA_DIR=/work/thesis/data
`, V{"a": g.an(32), "b": g.an(70), "_osf": g.s(alLowNum, 5)}, "DATA_DIR=/work/thesis/data")
}

func (g *G) tcHealth() {
	x, y := g.b64u(64), g.b64u(64)
	g.add("tel/smart-backend-private-jwks", `
$ cat keys/private-jwks.json
{
  "keys": [
    {
      "kty": "EC",
      "crv": "P-384",
      "kid": "«_kid»",
      "alg": "ES384",
      "key_ops": ["sign"],
      "x": "«_x»",
      "y": "«_y»",
      "d": "«a»"
    }
  ]
}
# the public half (no "d") is served at https://apps.example-health.io/.well-known/jwks.json
`, V{"_kid": g.hex(32), "_x": x, "_y": y, "a": g.b64u(64)}, "https://apps.example-health.io/.well-known/jwks.json", `"key_ops": ["sign"]`)

	k := g.pkcs8RSAPEM()
	g.add("tel/smart-backend-python-assertion", `
import time, uuid, jwt, requests

TOKEN_URL = "https://fhir.example-ehr.com/oauth2/token"
CLIENT_ID = "«_cid»"
PRIVATE_KEY = """«a»"""

assertion = jwt.encode(
    {"iss": CLIENT_ID, "sub": CLIENT_ID, "aud": TOKEN_URL, "jti": str(uuid.uuid4()), "exp": int(time.time()) + 300},
    PRIVATE_KEY, algorithm="RS384", headers={"kid": "bulk-export-2026"},
)
resp = requests.post(TOKEN_URL, data={
    "grant_type": "client_credentials",
    "scope": "system/Patient.rs system/Observation.rs",
    "client_assertion_type": "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
    "client_assertion": assertion,
})
`, V{"_cid": g.uuid(), "a": k.block()}, "urn:ietf:params:oauth:client-assertion-type:jwt-bearer", `"scope": "system/Patient.rs system/Observation.rs"`)

	tokURL := "https://fhir.example-ehr.com/oauth2/token"
	cid := g.uuid()
	g.add("tel/smart-token-request-curl-verbose", `
$ curl -s -X POST `+tokURL+` \
    -d grant_type=client_credentials \
    -d scope=system/*.rs \
    -d client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer \
    -d client_assertion=«a»
{"access_token":"«b»","token_type":"Bearer","expires_in":300,"scope":"system/*.rs"}
$ curl -s -H "Authorization: Bearer «b»" "https://fhir.example-ehr.com/r4/Group/«_grp»/$export" -H "Prefer: respond-async" -D - | grep -i content-location
content-location: https://fhir.example-ehr.com/r4/bulkstatus/«_job»
`, V{"a": g.tcAssertion(cid, tokURL), "b": g.tcAccessJWT("https://fhir.example-ehr.com", "system/*.rs"), "_grp": g.uuid(), "_job": g.hex(24)},
		"Prefer: respond-async", `"expires_in":300`)

	g.add("tel/epic-backend-env-and-key-path", `
# .env.nonprod — Epic on FHIR backend app "Care Gap Exporter"
EPIC_FHIR_BASE=https://fhir.epic.com/interconnect-fhir-oauth/api/FHIR/R4
EPIC_TOKEN_URL=https://fhir.epic.com/interconnect-fhir-oauth/oauth2/token
EPIC_CLIENT_ID=«=cid»
EPIC_PRIVATE_KEY_PATH=./secrets/epic-nonprod-private.pem
EPIC_KEY_ID=care-gap-2026-04
# last token, for debugging only (expires in 1h)
EPIC_ACCESS_TOKEN=«a»
`, V{"=cid": g.uuid(), "a": g.b64u(180)}, "EPIC_PRIVATE_KEY_PATH=./secrets/epic-nonprod-private.pem", "EPIC_KEY_ID=care-gap-2026-04")

	g.add("tel/oracle-health-system-account-token", `
$ curl -s -X POST "https://authorization.cerner.com/tenants/«_tenant»/protocols/oauth2/profiles/smart-v1/token" \
    -u "«_cid»:«a»" \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "grant_type=client_credentials&scope=system%2FObservation.read%20system%2FPatient.read"
{"access_token":"«b»","scope":"system/Observation.read system/Patient.read","token_type":"Bearer","expires_in":570}
`, V{"_tenant": g.uuid(), "_cid": g.uuid(), "a": g.an(32), "b": g.jwt("ES256", fmt.Sprintf(`{"sub":"system","aud":"https://fhir-ehr.cerner.com/r4/%s","iss":"https://authorization.cerner.com/","exp":%d}`, g.uuid(), 1780000000+g.r.IntN(1000000)))},
		`"scope":"system/Observation.read system/Patient.read"`, "/protocols/oauth2/profiles/smart-v1/token")

	g.add("tel/hapi-fhir-application-yaml", `
spring:
  datasource:
    url: jdbc:postgresql://pg-fhir.internal:5432/hapi
    username: hapi
    password: «a»
    driverClassName: org.postgresql.Driver
  jpa:
    properties:
      hibernate.dialect: ca.uhn.fhir.jpa.model.dialect.HapiFhirPostgresDialect
hapi:
  fhir:
    fhir_version: R4
    server_address: https://fhir.example-clinic.org/fhir
    subscription:
      resthook_enabled: true
`, V{"a": g.pwStrong()}, "hibernate.dialect: ca.uhn.fhir.jpa.model.dialect.HapiFhirPostgresDialect", "server_address: https://fhir.example-clinic.org/fhir")

	g.add("tel/medplum-oauth-client-credentials-curl", `
$ curl -s -X POST https://api.medplum.com/oauth2/token \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "grant_type=client_credentials&client_id=«_cid»&client_secret=«a»"
{"token_type":"Bearer","scope":"openid","expires_in":3600,"access_token":"«b»"}
$ curl -s -H "Authorization: Bearer «b»" "https://api.medplum.com/fhir/R4/Task?status=requested&_count=5" | jq '.entry | length'
5
`, V{"_cid": g.uuid(), "a": g.hex(64), "b": g.tcAccessJWT("https://api.medplum.com/", "openid")},
		"https://api.medplum.com/oauth2/token", "/fhir/R4/Task?status=requested&_count=5")

	g.add("tel/azure-health-data-services-python", `
from azure.identity import ClientSecretCredential
from fhirclient import client as fhir

cred = ClientSecretCredential(
    tenant_id="«_t»",
    client_id="«_c»",
    client_secret="«a»",
)
token = cred.get_token("https://exhealth-ws-fhir01.fhir.azurehealthcareapis.com/.default").token
headers = {"Authorization": f"Bearer {token}", "Accept": "application/fhir+json"}
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "https://exhealth-ws-fhir01.fhir.azurehealthcareapis.com/.default", "application/fhir+json")

	g.add("tel/mirth-properties", `
[root@mirth01 conf]# grep -E '^(database|keystore|http|https)\.' /opt/mirthconnect/conf/mirth.properties
http.port = 8080
https.port = 8443
keystore.path = ${dir.appdata}/keystore.jks
keystore.storepass = «a»
keystore.keypass = «b»
keystore.type = JCEKS
database = postgres
database.url = jdbc:postgresql://localhost:5432/mirthdb
database.username = mirth
database.password = «c»
`, V{"a": g.an(12), "b": g.an(12), "c": g.pwURL()}, "keystore.path = ${dir.appdata}/keystore.jks", "database.url = jdbc:postgresql://localhost:5432/mirthdb")

	g.add("tel/mirth-channel-database-reader-xml", `
<channel version="4.5.0">
  <id>«_id»</id>
  <name>LAB_RESULTS_FROM_LIS</name>
  <sourceConnector version="4.5.0">
    <transportName>Database Reader</transportName>
    <properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties" version="4.5.0">
      <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
      <url>jdbc:sqlserver://lis-db.example-hosp.local:1433;databaseName=LIS</url>
      <username>mirth_ro</username>
      <password>«a»</password>
      <select>SELECT * FROM results_outbox WHERE sent = 0</select>
      <pollingFrequency>5000</pollingFrequency>
    </properties>
  </sourceConnector>
</channel>
`, V{"_id": g.uuid(), "a": g.pwStrong()}, "<name>LAB_RESULTS_FROM_LIS</name>", "SELECT * FROM results_outbox WHERE sent = 0")

	g.add("tel/mirth-cli-mccommand", `
$ ./mccommand -a https://mirth01.example-hosp.local:8443 -u admin -p «a» -s deploy-adt.txt
Connected to Mirth Connect server @ https://mirth01.example-hosp.local:8443 (4.5.0)
Channel 'ADT_A01_TO_EMPI' deployed.
Channel 'ORU_R01_FROM_LIS' deployed.
`, V{"a": g.pwURL()}, "Channel 'ADT_A01_TO_EMPI' deployed.", "-s deploy-adt.txt")

	g.add("tel/mirth-transformer-js-api-key", `
// Destination 2 — JavaScript Writer: forward ORU to the analytics API
var client = new Packages.org.apache.http.impl.client.HttpClients.createDefault();
var post = new Packages.org.apache.http.client.methods.HttpPost("https://analytics.example-hosp.org/v1/results");
post.setHeader("x-api-key", "«a»");
post.setHeader("Content-Type", "application/json");
post.setEntity(new Packages.org.apache.http.entity.StringEntity(JSON.stringify({
    accession: msg['OBR']['OBR.3']['OBR.3.1'].toString(),
    code: msg['OBX'][0]['OBX.3']['OBX.3.1'].toString()
})));
var resp = client.execute(post);
logger.info('analytics status ' + resp.getStatusLine().getStatusCode());
`, V{"a": g.an(40)}, "msg['OBR']['OBR.3']['OBR.3.1'].toString()", "https://analytics.example-hosp.org/v1/results")

	g.add("tel/stunnel-psk-mllp-tunnel", `
; /etc/stunnel/mllp-lab.conf — wraps the HL7 MLLP feed from the reference lab
[mllp-lab]
client = yes
accept = 127.0.0.1:6661
connect = hl7.reflab.example.com:16661
PSKsecrets = /etc/stunnel/mllp-lab.psk
ciphers = PSK

$ sudo cat /etc/stunnel/mllp-lab.psk
hosp-example-01:«a»
`, V{"a": g.hex(48)}, "connect = hl7.reflab.example.com:16661", "PSKsecrets = /etc/stunnel/mllp-lab.psk")

	g.add("tel/orthanc-json-registered-users", `
{
  "Name" : "PACS-Research",
  "HttpPort" : 8042,
  "DicomAet" : "ORTHANC_RES",
  "DicomPort" : 4242,
  "RemoteAccessAllowed" : true,
  "AuthenticationEnabled" : true,
  "RegisteredUsers" : {
    "admin" : "«a»",
    "radiology-ai" : "«b»"
  },
  "DicomModalities" : {
    "ct-scanner" : [ "CT01", "10.80.4.21", 104 ]
  },
  "PostgreSQL" : {
    "EnableIndex" : true,
    "Host" : "pg-pacs.internal",
    "Database" : "orthanc",
    "Username" : "orthanc",
    "Password" : "«c»"
  }
}
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pwURL()}, `"DicomAet" : "ORTHANC_RES"`, `"ct-scanner" : [ "CT01", "10.80.4.21", 104 ]`)

	g.add("tel/orthanc-docker-env-users", `
services:
  orthanc:
    image: orthancteam/orthanc:24.6.2
    ports: ["4242:4242", "8042:8042"]
    environment:
      ORTHANC__NAME: "Teaching PACS"
      ORTHANC__AUTHENTICATION_ENABLED: "true"
      ORTHANC__REGISTERED_USERS: |
        {"teacher": "«a»", "student": "«b»"}
      DICOM_WEB_PLUGIN_ENABLED: "true"
`, V{"a": g.pwURL(), "b": g.pwURL()}, "orthancteam/orthanc:24.6.2", `ORTHANC__NAME: "Teaching PACS"`)

	g.add("tel/dcm4chee-compose-env", `
  ldap:
    image: dcm4che/slapd-dcm4chee:2.6.6-33.0
    environment:
      LDAP_ROOTPASS: «a»
      LDAP_CONFIGPASS: «b»
  db:
    image: dcm4che/postgres-dcm4chee:16.2-33
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      POSTGRES_PASSWORD: «c»
  arc:
    image: dcm4che/dcm4chee-arc-psql:5.33.0
    environment:
      WILDFLY_CHOWN: /opt/wildfly/standalone /storage
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "dcm4che/dcm4chee-arc-psql:5.33.0", "POSTGRES_DB: pacsdb")

	g.add("tel/dicomweb-qido-curl-basic", `
$ curl -s -u radiology-ai:«a» \
    "https://pacs.example-hosp.org/dicom-web/studies?ModalitiesInStudy=MR&StudyDate=20260601-20260607&limit=2" \
    -H "Accept: application/dicom+json" | jq '.[] | .["0020000D"].Value[0]'
"«_s1»"
"«_s2»"
`, V{"a": g.pwURL(), "_s1": g.tcDicomUID(), "_s2": g.tcDicomUID()}, "ModalitiesInStudy=MR&StudyDate=20260601-20260607", "application/dicom+json")

	g.add("tel/ohif-app-config-request-auth", `
// platform/app/public/config/local_orthanc.js
window.config = {
  routerBasename: "/",
  showStudyList: true,
  dataSources: [{
    namespace: "@ohif/extension-default.dataSourcesModule.dicomweb",
    sourceName: "dicomweb",
    configuration: {
      friendlyName: "Local Orthanc",
      qidoRoot: "http://localhost:8042/dicom-web",
      wadoRoot: "http://localhost:8042/dicom-web",
      requestOptions: { auth: "ohif:«a»" },
    },
  }],
};
`, V{"a": g.pwURL()}, `qidoRoot: "http://localhost:8042/dicom-web"`, "@ohif/extension-default.dataSourcesModule.dicomweb")

	g.add("tel/openemr-sqlconf-php", `
<?php
//  OpenEMR
//  MySQL Config
//  sites/default/sqlconf.php
$host   = 'localhost';
$port   = '3306';
$login  = 'openemr';
$pass   = '«a»';
$dbase  = 'openemr';
$db_encoding = 'utf8mb4';
$sqlconf = array();
global $sqlconf;
$config = 1; /////////////// set to 1 when configured
`, V{"a": g.pwURL()}, "$dbase  = 'openemr';", "$db_encoding = 'utf8mb4';")

	g.add("tel/openmrs-runtime-properties", `
$ cat ~/.OpenMRS/openmrs-runtime.properties
#Auto generated by OpenMRS initialization wizard
encryption.vector=«=v»
connection.url=jdbc\:mysql\://localhost\:3306/openmrs?autoReconnect\=true&sessionVariables\=default_storage_engine%3DInnoDB&useUnicode\=true&characterEncoding\=UTF-8
connection.username=openmrs_user
connection.password=«a»
module.allow_web_admin=true
auto_update_database=false
encryption.key=«b»
`, V{"=v": g.b64(16), "a": g.pwURL(), "b": g.b64(16)}, "connection.username=openmrs_user", "module.allow_web_admin=true")

	g.add("tel/dhis2-dhis-conf", `
# /home/dhis/config/dhis.conf
connection.dialect = org.hibernate.dialect.PostgreSQLDialect
connection.driver_class = org.postgresql.Driver
connection.url = jdbc:postgresql:dhis2
connection.username = dhis
connection.password = «a»
encryption.password = «b»
server.base.url = https://hmis.example-moh.org
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "connection.url = jdbc:postgresql:dhis2", "server.base.url = https://hmis.example-moh.org")

	g.add("tel/nhs-api-platform-apikey-curl", `
$ curl -s "https://int.api.service.nhs.uk/personal-demographics/FHIR/R4/Patient?family=Smith&gender=female&birthdate=eq2010-10-22" \
    -H "apikey: «a»" \
    -H "X-Request-ID: «_rid»" \
    -H "Accept: application/fhir+json"
{"resourceType":"Bundle","type":"searchset","total":1}
`, V{"a": g.an(32), "_rid": g.uuid()}, "https://int.api.service.nhs.uk/personal-demographics/FHIR/R4/Patient", `"type":"searchset"`)

	g.add("tel/iris-native-python-connection", `
import iris

conn = iris.connect("hs-iris01.example-hosp.local", 1972, "HSCUSTOM", "_SYSTEM", "«a»")
irispy = iris.createIRIS(conn)
count = irispy.classMethodValue("HS.Local.Util", "CountPendingADT")
print(f"pending ADT messages: {count}")
conn.close()
`, V{"a": g.pwStrong()}, `"HSCUSTOM", "_SYSTEM"`, "CountPendingADT")

	g.add("tel/chat-pacs-vendor-support", `
Teams chat — #imaging-it
[09:02] Dana (PACS admin): vendor support needs to get into the Orthanc test box, they're on the VPN now
[09:03] Dana (PACS admin): http://10.80.4.40:8042  user vendor-support / «a»
[09:03] Dana (PACS admin): it's the TEST instance, no PHI, anonymized studies only
[09:20] Sam (security): pls rotate after they're done and put it in the PAM next time
`, V{"a": g.pwURL()}, "it's the TEST instance, no PHI, anonymized studies only", "http://10.80.4.40:8042")
}

func (g *G) tcGovData() {
	g.add("tel/fooddata-central-api-data-gov-key", `
$ curl -s "https://api.nal.usda.gov/fdc/v1/foods/search?api_key=«a»&query=cheddar%20cheese&pageSize=2" | jq '.foods[] | {fdcId, description, dataType}'
{
  "fdcId": «_id»,
  "description": "Cheese, cheddar",
  "dataType": "Foundation"
}
$ curl -s "https://api.nal.usda.gov/fdc/v1/foods/search?api_key=DEMO_KEY&query=apple" -o /dev/null -w '%{http_code}\n'
429
`, V{"a": g.an(40), "_id": g.digits(7)}, "api_key=DEMO_KEY", `"description": "Cheese, cheddar"`)

	g.add("tel/eia-v2-api-key-python", `
import os, requests

EIA_KEY = os.environ.get("EIA_API_KEY", "«a»")
url = "https://api.eia.gov/v2/electricity/rto/region-data/data/"
params = {
    "api_key": EIA_KEY,
    "frequency": "hourly",
    "data[0]": "value",
    "facets[respondent][]": "ERCO",
    "sort[0][column]": "period",
    "length": 5000,
}
df = pd.DataFrame(requests.get(url, params=params, timeout=30).json()["response"]["data"])
`, V{"a": g.an(40)}, `"facets[respondent][]": "ERCO"`, "https://api.eia.gov/v2/electricity/rto/region-data/data/")

	g.add("tel/noaa-cdo-token-header", `
$ curl -s -H "token: «a»" "https://www.ncei.noaa.gov/cdo-web/api/v2/data?datasetid=GHCND&stationid=GHCND:USW00014739&startdate=2026-01-01&enddate=2026-01-31&datatypeid=PRCP&limit=3" | jq '.results[] | {date, value}'
{"date": "2026-01-01T00:00:00", "value": 0}
{"date": "2026-01-02T00:00:00", "value": 41}
`, V{"a": g.s(alUpper+alLower, 32)}, "stationid=GHCND:USW00014739", "/cdo-web/api/v2/data?datasetid=GHCND")

	g.add("tel/openfda-query-key-log", `
2026-05-11T14:02:19Z INFO fetch adverse events page=3 url=https://api.fda.gov/drug/event.json?api_key=«a»&search=patient.drug.openfda.generic_name:"metformin"&limit=100&skip=200
2026-05-11T14:02:20Z INFO got 100 results (meta.results.total=48211)
`, V{"a": g.an(40)}, "meta.results.total=48211", `patient.drug.openfda.generic_name:"metformin"`)

	g.add("tel/socrata-sodapy-client", `
from sodapy import Socrata

client = Socrata(
    "data.cityofchicago.org",
    "«=app»",
    username="analytics@example-civic.org",
    password="«a»",
    timeout=60,
)
rows = client.get("ijzp-q8t2", where="date > '2026-01-01T00:00:00'", limit=50000)
`, V{"=app": g.an(25), "a": g.pw()}, `username="analytics@example-civic.org"`, `client.get("ijzp-q8t2"`)

	g.add("tel/regulations-gov-and-congress-env", `
# civic-tracker/.env
REGULATIONS_GOV_API_KEY=«a»
CONGRESS_GOV_API_KEY=«b»
BLS_REGISTRATION_KEY=«c»
POLL_INTERVAL_MINUTES=30
`, V{"a": g.an(40), "b": g.an(40), "c": g.hex(32)}, "POLL_INTERVAL_MINUTES=30")

	g.add("tel/bls-api-json-body", `
$ curl -s -X POST -H "Content-Type: application/json" https://api.bls.gov/publicAPI/v2/timeseries/data/ \
    -d '{"seriesid":["CUUR0000SA0","LNS14000000"],"startyear":"2024","endyear":"2026","registrationkey":"«a»"}' | jq .status
"REQUEST_SUCCEEDED"
`, V{"a": g.hex(32)}, `"seriesid":["CUUR0000SA0","LNS14000000"]`, "REQUEST_SUCCEEDED")

	g.add("tel/met-office-datahub-apikey", `
import requests

headers = {"accept": "application/json", "apikey": "«a»"}
r = requests.get(
    "https://data.hub.api.metoffice.gov.uk/sitespecific/v0/point/hourly",
    params={"latitude": 51.5072, "longitude": -0.1276, "includeLocationName": "true"},
    headers=headers,
)
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"sub":"analyst@example-energy.co.uk","iss":"https://data.hub.api.metoffice.gov.uk","subscribedAPIs":[{"name":"SiteSpecificForecast"}],"iat":%d}`, 1770000000+g.r.IntN(9000000)))},
		"https://data.hub.api.metoffice.gov.uk/sitespecific/v0/point/hourly", `"latitude": 51.5072`)

	g.add("tel/data-gouv-fr-api-key-upload", `
$ curl -s -X POST "https://www.data.gouv.fr/api/1/datasets/«_ds»/upload/" \
    -H "X-API-KEY: «a»" \
    -F "file=@qualite-air-2026-05.csv"
{"id": "«_res»", "title": "qualite-air-2026-05.csv", "format": "csv", "filesize": 184233}
`, V{"_ds": g.hex(24), "a": g.jwt("HS512", fmt.Sprintf(`{"user":"%s","time":%d.%d}`, g.hex(24), 1770000000+g.r.IntN(9000000), g.r.IntN(999999))), "_res": g.uuid()},
		"https://www.data.gouv.fr/api/1/datasets/", `"format": "csv"`)
}

func (g *G) tcBenign() {
	g.add("tel/benign-sip-401-challenge", `
SIP/2.0 401 Unauthorized
Via: SIP/2.0/UDP 10.1.4.20:5060;rport=5060;received=«_ip»;branch=«_br»
Call-ID: «_cid»
From: <sip:«_u»@sip.voice-carrier.example>;tag=«_tag»
To: <sip:«_u»@sip.voice-carrier.example>;tag=«_tag2»
CSeq: 1 REGISTER
WWW-Authenticate: Digest realm="sip.voice-carrier.example", nonce="«_n»", opaque="«_o»", algorithm=MD5, qop="auth"
Server: Kamailio (5.7.4 (x86_64/linux))
Content-Length: 0
`, V{"_ip": g.tcPubIP(), "_br": g.tcBranch(), "_cid": g.tcCallID(), "_u": g.digits(9), "_tag": g.tcTag(), "_tag2": g.hex(32), "_n": g.tcDigestNonce(), "_o": g.hex(32)},
		"Server: Kamailio (5.7.4 (x86_64/linux))", `realm="sip.voice-carrier.example"`)

	g.add("tel/benign-sngrep-call-list", `
$ sngrep -I /tmp/capture.pcap -N -q --dump-calls 2>/dev/null | head -5
Idx  Method   SIP From                     SIP To                      Msgs  Call-ID                                  State
1    INVITE   1001@pbx.example-office.lan  +442071838750@trunk         9     «_c1»      COMPLETED
2    INVITE   1004@pbx.example-office.lan  600@pbx.example-office.lan  7     «_c2»      CANCELLED
3    REGISTER 1001@pbx.example-office.lan  1001@pbx.example-office.lan 4     «_c3»
`, V{"_c1": g.tcCallID(), "_c2": g.tcCallID(), "_c3": g.tcCallID()}, "+442071838750@trunk", "CANCELLED")

	g.add("tel/benign-asterisk-failed-auth-log", `
[2026-06-02 03:14:07] NOTICE[2211] res_pjsip/pjsip_distributor.c: Request 'REGISTER' from '"1000" <sip:1000@«_pbx»>' failed for '«_ip»:5072' (callid: «_cid») - Failed to authenticate
[2026-06-02 03:14:08] NOTICE[2211] res_pjsip/pjsip_distributor.c: Request 'REGISTER' from '"admin" <sip:admin@«_pbx»>' failed for '«_ip»:5072' (callid: «_cid2») - No matching endpoint found
[2026-06-02 03:14:09] NOTICE[2211] res_security_log.c: SecurityEvent="ChallengeResponseFailed",EventTV="2026-06-02T03:14:09.118+0000",Service="PJSIP",AccountID="1000",Challenge="«_ch»",ReceivedChallenge="«_ch»",ReceivedHash="«=h»"
`, V{"_pbx": g.tcPubIP(), "_ip": g.tcPubIP(), "_cid": g.hex(32), "_cid2": g.hex(32), "_ch": g.hex(8), "=h": g.hex(32)},
		"Failed to authenticate", `SecurityEvent="ChallengeResponseFailed"`)

	g.add("tel/benign-pjsip-show-registrations", `
$ asterisk -rx "pjsip show registrations"

 <Registration/ServerURI..............................>  <Auth....................>  <Status.......>
==========================================================================================

 siptrunk-reg/sip:sip.trunkco.example                    siptrunk-auth               Registered        (exp. 3481s)
 backup-reg/sip:sip.backupcarrier.example                backup-auth                 Rejected

Objects found: 2
`, nil, "siptrunk-reg/sip:sip.trunkco.example", "Objects found: 2", "backup-auth")

	g.add("tel/benign-pjsip-conf-template-vars", `
; pjsip.conf.tpl — rendered by confd at container start
[trunk-auth]
type=auth
auth_type=userpass
username={{ getv "/voice/trunk/username" }}
password={{ getv "/voice/trunk/password" }}

[1001-auth]
type=auth
auth_type=userpass
username=1001
password=${EXT_1001_PASSWORD}
`, nil, `{{ getv "/voice/trunk/password" }}`, "${EXT_1001_PASSWORD}")

	g.add("tel/benign-webrtc-sdp-offer", `
v=0
o=- «_sess» 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0 1
a=msid-semantic: WMS «_ms»
m=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8
c=IN IP4 0.0.0.0
a=ice-ufrag:«=uf»
a=ice-pwd:«=pw»
a=ice-options:trickle
a=fingerprint:sha-256 «_fp»
a=setup:actpass
a=mid:0
a=rtpmap:111 opus/48000/2
`, V{"_sess": g.digits(19), "_ms": g.uuid(), "=uf": g.an(4), "=pw": g.b64(18)[:24], "_fp": strings.ToUpper(strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 32), ":"))},
		"a=rtpmap:111 opus/48000/2", "a=setup:actpass")

	g.add("tel/benign-coturn-session-log", `
1042: : session 000000000000000014: realm <turn.example-meet.app> user <1781002233:u_84121>: incoming packet ALLOCATE processed, success
1042: : session 000000000000000014: new, realm=<turn.example-meet.app>, username=<1781002233:u_84121>, lifetime=600
1042: : IPv4. tcp or tls connected to: «_ip»:51422
1043: : session 000000000000000014: peer «_peer» lifetime updated: 300
`, V{"_ip": g.tcPubIP(), "_peer": g.tcPubIP()}, "incoming packet ALLOCATE processed, success", "username=<1781002233:u_84121>")

	g.add("tel/benign-public-stream-urls", `
## Watch the town hall
- YouTube: https://www.youtube.com/watch?v=«_yt»
- HLS (for VLC / set-top boxes): https://«_ing».us-west-2.playback.live-video.net/api/video/v1/us-west-2.«_acct».channel.«_ch».m3u8
- Audio only: https://stream.example-fm.org/live.mp3
Ingest for volunteers: rtmp://ingest.example-church.org/live/<your-stream-key> (ask in #av for your key)
`, V{"_yt": g.b64u(11), "_ing": g.hex(12), "_acct": g.digits(12), "_ch": g.an(12)}, "rtmp://ingest.example-church.org/live/<your-stream-key>", "https://stream.example-fm.org/live.mp3")

	g.add("tel/benign-obs-log-stream-start", `
10:42:17.118: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://live.twitch.tv/app...
10:42:17.402: [rtmp stream: 'adv_stream'] Interface: Intel(R) Ethernet Controller I225-V (ethernet, 1000 mbps)
10:42:17.611: [rtmp stream: 'adv_stream'] Connection to rtmp://live.twitch.tv/app (185.42.204.12) successful
10:42:17.612: ==== Streaming Start ===============================================
10:42:17.612: Output 'adv_stream': Number of skipped frames due to encoding lag: 0/1
`, nil, "Connecting to RTMP URL rtmp://live.twitch.tv/app...", "==== Streaming Start")

	g.add("tel/benign-rtsp-env-refs", `
# docker-compose.override.yml
services:
  nvr-bridge:
    environment:
      CAM_FRONT_URL: rtsp://${CAM_USER}:${CAM_PASSWORD}@10.30.1.21:554/h264Preview_01_main
      CAM_BACK_URL: "rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@10.30.1.22:554/stream1"
    env_file: ./secrets/cameras.env
`, nil, "rtsp://${CAM_USER}:${CAM_PASSWORD}@10.30.1.21:554/h264Preview_01_main", "{FRIGATE_RTSP_PASSWORD}", "./secrets/cameras.env")

	g.add("tel/benign-onvif-ws-discovery", `
$ python -m wsdiscovery -s "dn:NetworkVideoTransmitter" -t 3
urn:uuid:«_u1»  http://10.30.1.40:80/onvif/device_service  onvif://www.onvif.org/hardware/DS-2CD2143G2-I
urn:uuid:«_u2»  http://10.30.1.41:8000/onvif/device_service  onvif://www.onvif.org/name/Reolink
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "http://10.30.1.40:80/onvif/device_service", "onvif://www.onvif.org/name/Reolink")

	g.add("tel/benign-kannel-status", `
$ curl -s "http://127.0.0.1:13000/status.txt?password=$KANNEL_STATUS_PASSWORD"
Kannel bearerbox version '1.4.5'. Build 'Jun 10 2025 11:20:01', compiler '12.2.0'.
Status: running, uptime 12d 4h 11m 2s
SMS: received 8112 (0 queued), sent 41203 (0 queued), store size 0
SMSC connections:
    operator-a[operator-a]  SMPP:smpp.operator-a.example:2775/2775:«_sys»:VMA (online 1051862s, rcvd: sms 8112 / dlr 40977, sent: sms 41203 / dlr 0, failed 12, queued 0 msgs)
`, V{"_sys": "acme" + g.digits(4)}, "password=$KANNEL_STATUS_PASSWORD", "Status: running, uptime 12d 4h 11m 2s")

	g.add("tel/benign-lorawan-device-ids", `
$ ttn-lw-cli end-devices list soil-sensors --dev-eui --join-eui -o json | jq -r '.[] | [.ids.device_id, .ids.dev_eui, .ids.join_eui] | @tsv'
eui-«_d1l»	«_d1»	«_j»
eui-«_d2l»	«_d2»	«_j»
eui-«_d3l»	«_d3»	«_j»
`, func() V {
		d1, d2, d3 := g.tcEUI(), g.tcEUI(), g.tcEUI()
		return V{"_d1l": strings.ToLower(d1), "_d1": d1, "_d2l": strings.ToLower(d2), "_d2": d2, "_d3l": strings.ToLower(d3), "_d3": d3, "_j": g.tcEUI()}
	}(), "end-devices list soil-sensors --dev-eui --join-eui")

	g.add("tel/benign-ttn-uplink-webhook-body", `
{
  "end_device_ids": {
    "device_id": "trough-07",
    "application_ids": {"application_id": "cattle-water"},
    "dev_eui": "«_dev»",
    "join_eui": "«_join»",
    "dev_addr": "«_addr»"
  },
  "received_at": "2026-05-30T06:11:02.118243Z",
  "uplink_message": {
    "session_key_id": "«_skid»",
    "f_port": 2,
    "f_cnt": 1841,
    "frm_payload": "«_pl»",
    "decoded_payload": {"level_cm": 42, "battery_v": 3.61},
    "rx_metadata": [{"gateway_ids": {"gateway_id": "gw-barn-roof", "eui": "«_gw»"}, "rssi": -97, "snr": 6.5}]
  }
}
`, V{"_dev": g.tcEUI(), "_join": g.tcEUI(), "_addr": "26" + g.tcHexU(6), "_skid": g.b64(16), "_pl": g.b64(6), "_gw": g.tcEUI()},
		`"gateway_id": "gw-barn-roof"`, `"decoded_payload": {"level_cm": 42, "battery_v": 3.61}`)

	g.add("tel/benign-lora-packet-forwarder-conf", `
{
  "gateway_conf": {
    "gateway_ID": "«_gw»",
    "server_address": "eu1.cloud.thethings.network",
    "serv_port_up": 1700,
    "serv_port_down": 1700,
    "keepalive_interval": 10,
    "stat_interval": 30,
    "push_timeout_ms": 100
  }
}
`, V{"_gw": g.tcEUI()}, `"server_address": "eu1.cloud.thethings.network"`, `"serv_port_up": 1700`)

	g.add("tel/benign-opcua-trust-list-thumbprints", `
PS C:\ProgramData\OPC Foundation\pki> Get-ChildItem .\trusted\certs | Select-Object Name
Name
----
HistorianClient [«_t1»].der
KEPServerEX [«_t2»].der
UaExpert@ENG-WS07 [«_t3»].der
PS C:\ProgramData\OPC Foundation\pki> certutil -hashfile ".\trusted\certs\KEPServerEX [«_t2»].der" SHA1
SHA1 hash of .\trusted\certs\KEPServerEX [«_t2»].der:
«_t2l»
CertUtil: -hashfile command completed successfully.
`, func() V {
		t2 := g.tcThumb()
		return V{"_t1": g.tcThumb(), "_t2": t2, "_t3": g.tcThumb(), "_t2l": strings.ToLower(t2)}
	}(), "CertUtil: -hashfile command completed successfully.")

	g.add("tel/benign-opcua-get-endpoints", `
$ uasc-cli get-endpoints opc.tcp://10.50.1.20:4840
EndpointUrl        : opc.tcp://10.50.1.20:4840/freeopcua/server/
ApplicationUri     : urn:example-plant:packaging:server
SecurityMode       : SignAndEncrypt
SecurityPolicyUri  : http://opcfoundation.org/UA/SecurityPolicy#Basic256Sha256
UserIdentityTokens : Anonymous(disabled), UserName, Certificate
ServerCertificate  : «_cert»...
`, V{"_cert": g.b64(48)}, "http://opcfoundation.org/UA/SecurityPolicy#Basic256Sha256", "urn:example-plant:packaging:server")

	g.add("tel/benign-modbus-register-dump", `
$ mbpoll -a 17 -r 40001 -c 6 -t 4 -1 10.50.7.3
mbpoll 1.5-2 - ModBus(R) Master Simulator
Protocol configuration: ModBus TCP
Slave configuration...: address = [17]
                        start reference = 40001, count = 6
[40001]: 	1180
[40002]: 	614
[40003]: 	-12
[40004]: 	0
[40005]: 	21845
[40006]: 	4660
`, nil, "Protocol configuration: ModBus TCP", "start reference = 40001, count = 6")

	g.add("tel/benign-bacnet-whois", `
$ bacwi -1
;Device   MAC (hex)            SNET  SADR (hex)           APDU
;-------- -------------------- ----- -------------------- ----
  2001    0A:46:01:21:BA:C0    0     00                   1476
  2002    0A:46:01:22:BA:C0    0     00                   1476
  110301  0A:46:02:05:BA:C0    11    03                   480
;
; Total Devices: 3
`, nil, "; Total Devices: 3", "0A:46:01:21:BA:C0")

	g.add("tel/benign-knx-ets-group-addresses", `
Main;Middle;Sub;Address;Central;Unfiltered;Description;DatapointType;Security
Lighting;;;0/-/-;;;;;Auto
;Floor 1;;0/1/-;;;;;Auto
;;Office 101 switch;0/1/1;;;;DPST-1-1;Auto
;;Office 101 status;0/1/2;;;;DPST-1-1;Auto
HVAC;;;1/-/-;;;;;Auto
;;Meeting room setpoint;1/0/5;;;;DPST-9-1;On
`, nil, "Main;Middle;Sub;Address;Central;Unfiltered;Description;DatapointType;Security", ";;Meeting room setpoint;1/0/5;;;;DPST-9-1;On")

	g.add("tel/benign-munge-paths-and-status", `
[root@c042 ~]# systemctl status munge --no-pager | head -4
● munge.service - MUNGE authentication service
     Loaded: loaded (/usr/lib/systemd/system/munge.service; enabled; preset: disabled)
     Active: active (running) since Mon 2026-06-01 07:02:11 UTC; 2 days ago
[root@c042 ~]# sha256sum /etc/munge/munge.key
«_h»  /etc/munge/munge.key
[root@c042 ~]# munge -n | ssh slurm-ctl unmunge | grep STATUS
STATUS:          Success (0)
`, V{"_h": g.hex(64)}, "/etc/munge/munge.key", "STATUS:          Success (0)")

	g.add("tel/benign-slurm-sacct-jobs", `
[jdoe@login1 ~]$ sacct -X -S 2026-06-01 --format=JobID,JobName%20,Partition,State,Elapsed,NodeList
JobID                     JobName  Partition      State    Elapsed        NodeList
------------ -------------------- ---------- ---------- ---------- ---------------
4418231                 md-equil      batch    RUNNING   06:12:44       c[017-020]
4418232_[0-7]           sweep-lr        gpu    PENDING   00:00:00   None assigned
4417990               postprocess      batch  COMPLETED   00:41:09            c031
`, nil, "4418232_[0-7]", "c[017-020]", "--format=JobID,JobName%20,Partition,State,Elapsed,NodeList")

	g.add("tel/benign-jupyterhub-config-env-refs", `
import os
c = get_config()  # noqa
c.JupyterHub.cookie_secret_file = "/srv/jupyterhub/jupyterhub_cookie_secret"
c.ConfigurableHTTPProxy.auth_token = os.environ["CONFIGPROXY_AUTH_TOKEN"]
c.GenericOAuthenticator.client_secret = os.environ.get("OAUTH_CLIENT_SECRET")
c.JupyterHub.db_url = "postgresql://jhub@db/jupyterhub"  # password from PGPASSWORD
`, nil, `os.environ["CONFIGPROXY_AUTH_TOKEN"]`, `os.environ.get("OAUTH_CLIENT_SECRET")`, "/srv/jupyterhub/jupyterhub_cookie_secret")

	g.add("tel/benign-voms-proxy-info", `
[atlasuser@lxplus ~]$ voms-proxy-info --all
subject   : /DC=ch/DC=cern/OU=Organic Units/OU=Users/CN=atlasuser/CN=812345/CN=Alex Example/CN=«_n»
issuer    : /DC=ch/DC=cern/OU=Organic Units/OU=Users/CN=atlasuser/CN=812345/CN=Alex Example
identity  : /DC=ch/DC=cern/OU=Organic Units/OU=Users/CN=atlasuser/CN=812345/CN=Alex Example
type      : RFC3820 compliant impersonation proxy
strength  : 2048
path      : /tmp/x509up_u81234
timeleft  : 95:41:02
=== VO atlas extension information ===
attribute : /atlas/Role=NULL/Capability=NULL
`, V{"_n": g.digits(10)}, "path      : /tmp/x509up_u81234", "type      : RFC3820 compliant impersonation proxy")

	g.add("tel/benign-openstack-server-list", `
$ openstack server list -c ID -c Name -c Status -c Networks
+--------------------------------------+------------------+--------+-----------------------------+
| ID                                   | Name             | Status | Networks                    |
+--------------------------------------+------------------+--------+-----------------------------+
| «_a» | md-sim-worker-01 | ACTIVE | lab-x-net=192.168.10.14     |
| «_b» | md-sim-worker-02 | ACTIVE | lab-x-net=192.168.10.15     |
+--------------------------------------+------------------+--------+-----------------------------+
`, V{"_a": g.uuid(), "_b": g.uuid()}, "lab-x-net=192.168.10.14")

	g.add("tel/benign-citation-cff-ids", `
cff-version: 1.2.0
title: "reefwatch: coral bleaching survey toolkit"
doi: «_doi»
authors:
  - family-names: Rivera
    given-names: Jo
    orcid: "https://orcid.org/«_o1»"
  - family-names: Okafor
    given-names: Chidi
    orcid: "https://orcid.org/«_o2»"
repository-code: "https://github.com/example-lab/reefwatch"
`, V{"_doi": g.tcDOI(), "_o1": g.tcORCID(), "_o2": g.tcORCID()}, "https://github.com/example-lab/reefwatch", "cff-version: 1.2.0")

	g.add("tel/benign-hl7-adt-test-message", `
MSH|^~\&|EPICADT|EXHOSP|MIRTH|EXHOSP|«_ts»||ADT^A01^ADT_A01|«_ctl»|T|2.5.1
EVN|A01|«_ts»
PID|1||TEST0001^^^EXHOSP^MR||ZZTEST^PATIENT^A||19800101|F|||123 TEST ST^^SPRINGFIELD^IL^62701||555-0100
PV1|1|I|4W^412^A^EXHOSP||||1234^TESTDOC^ALPHA|||MED||||||||V«_visit»
`, V{"_ts": g.tcStamp(), "_ctl": g.digits(10), "_visit": g.digits(8)}, "ZZTEST^PATIENT^A", "ADT^A01^ADT_A01")

	g.add("tel/benign-hl7-ack-mllp-log", `
2026-06-04 11:02:17,412 INFO  [ORU_R01_FROM_LIS] Received 1 message(s) on 0.0.0.0:6661 from 10.80.2.14:51842
2026-06-04 11:02:17,418 INFO  [ORU_R01_FROM_LIS] MSH-10=«_ctl» MSH-9=ORU^R01 -> routed to EMR_RESULTS
2026-06-04 11:02:17,421 DEBUG [ORU_R01_FROM_LIS] ACK: MSH|^~\&|MIRTH|EXHOSP|LIS|EXLAB|«_ts»||ACK^R01|«_ack»|P|2.3\rMSA|AA|«_ctl»
`, V{"_ctl": g.digits(12), "_ts": g.tcStamp(), "_ack": g.uuid()}, "MSA|AA|", "routed to EMR_RESULTS")

	g.add("tel/benign-fhir-search-bundle-ids", `
{
  "resourceType": "Bundle",
  "id": "«_b»",
  "type": "searchset",
  "total": 2,
  "link": [{"relation": "self", "url": "https://fhir.example-clinic.org/fhir/Observation?patient=«_p»&code=http://loinc.org|4548-4"}],
  "entry": [
    {"fullUrl": "https://fhir.example-clinic.org/fhir/Observation/«_o1»", "resource": {"resourceType": "Observation", "id": "«_o1»", "meta": {"versionId": "2", "lastUpdated": "2026-05-28T10:14:02.118+00:00"}, "status": "final"}},
    {"fullUrl": "https://fhir.example-clinic.org/fhir/Observation/«_o2»", "resource": {"resourceType": "Observation", "id": "«_o2»", "status": "final"}}
  ]
}
`, V{"_b": g.uuid(), "_p": g.uuid(), "_o1": g.digits(7), "_o2": g.digits(7)}, "code=http://loinc.org|4548-4")

	g.add("tel/benign-smart-configuration", `
$ curl -s https://fhir.example-ehr.com/r4/.well-known/smart-configuration | jq '{issuer, token_endpoint, token_endpoint_auth_methods_supported, grant_types_supported}'
{
  "issuer": "https://fhir.example-ehr.com",
  "token_endpoint": "https://fhir.example-ehr.com/oauth2/token",
  "token_endpoint_auth_methods_supported": ["private_key_jwt", "client_secret_basic"],
  "grant_types_supported": ["authorization_code", "client_credentials"]
}
`, nil, `"token_endpoint_auth_methods_supported": ["private_key_jwt", "client_secret_basic"]`, "/.well-known/smart-configuration")

	g.add("tel/benign-public-jwks", `
$ curl -s https://apps.example-health.io/.well-known/jwks.json
{"keys":[{"kty":"RSA","kid":"«_kid»","use":"sig","alg":"RS384","n":"«_n»","e":"AQAB"},{"kty":"EC","crv":"P-384","kid":"«_kid2»","alg":"ES384","x":"«_x»","y":"«_y»"}]}
`, V{"_kid": g.hex(16), "_n": g.b64u(342), "_kid2": g.hex(32), "_x": g.b64u(64), "_y": g.b64u(64)}, `"e":"AQAB"`)

	g.add("tel/benign-dicom-dump-uids", `
$ dcmdump +P 0020,000D +P 0020,000E +P 0008,0018 +P 0008,0060 IMG0001.dcm
(0008,0018) UI [«_sop»]                                 #  58, 1 SOPInstanceUID
(0008,0060) CS [MR]                                     #   2, 1 Modality
(0020,000d) UI [«_st»]                                  #  58, 1 StudyInstanceUID
(0020,000e) UI [«_se»]                                  #  58, 1 SeriesInstanceUID
`, V{"_sop": g.tcDicomUID(), "_st": g.tcDicomUID(), "_se": g.tcDicomUID()}, "#   2, 1 Modality", "SeriesInstanceUID")

	g.add("tel/benign-orthanc-rest-ids", `
$ curl -s -u "$ORTHANC_USER:$ORTHANC_PASSWORD" http://localhost:8042/studies | jq .
[
  "«_a»",
  "«_b»"
]
$ curl -s -u "$ORTHANC_USER:$ORTHANC_PASSWORD" http://localhost:8042/studies/«_a»/statistics | jq -c .
{"CountInstances":412,"CountSeries":6,"DiskSize":"219431022","DiskSizeMB":209}
`, V{"_a": g.tcOrthancID(), "_b": g.tcOrthancID()}, "$ORTHANC_USER:$ORTHANC_PASSWORD", `"CountInstances":412`)

	g.add("tel/benign-redcap-token-placeholder-docs", `
## Exporting records

1. In REDCap, open **API** in the project sidebar and request a token.
2. Save it to ~/.redcap_token (chmod 600). Never paste it into notebooks.
3. Run:

    export REDCAP_API_TOKEN=$(cat ~/.redcap_token)
    python export.py --token "$REDCAP_API_TOKEN" --url https://redcap.example-med.edu/api/

The token is a 32-character hex string like XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.
`, nil, "export REDCAP_API_TOKEN=$(cat ~/.redcap_token)", `--token "$REDCAP_API_TOKEN"`, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX")

	g.add("tel/benign-ncbi-accessions-and-pmids", `
$ esearch -db nuccore -query "Plasmodium falciparum[orgn] AND crt[gene]" | efetch -format acc | head -4
«_a1»
«_a2»
«_a3»
$ echo "PMIDs cited: «_p1», «_p2»"
`, V{"_a1": "MN" + g.digits(6) + ".1", "_a2": "OQ" + g.digits(6) + ".1", "_a3": "KX" + g.digits(6) + ".2", "_p1": g.digits(8), "_p2": g.digits(8)}, `"Plasmodium falciparum[orgn] AND crt[gene]"`)

	g.add("tel/benign-stream-key-masked-ui", `
YouTube Studio > Go live > Stream settings
  Stream key (paste in encoder): ••••••••••••••••••••   [Copy]  [Reset]
  Stream URL: rtmp://a.rtmp.youtube.com/live2
  Backup server URL: rtmp://b.rtmp.youtube.com/live2?backup=1
Twitch > Creator Dashboard > Settings > Stream
  Primary Stream key: live_************************************  [Copy] [Reset]
`, nil, "rtmp://b.rtmp.youtube.com/live2?backup=1", "live_************************************", "••••••••••••••••••••")
}
