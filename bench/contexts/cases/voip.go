package cases

import (
	"fmt"
	"strings"
)

// voipCases adds credentials from telephony and real-time communication
// work as a coding agent meets it: Asterisk (pjsip.conf transports,
// endpoints and outbound auth, pjsip show auth, chan_sip register lines,
// manager.conf users, AMI clients in Node.js, Go and PHP, ARI over
// websockets and in Python, res_config_mysql, odbc.ini, hep.conf,
// prometheus.conf, http.conf and ari.conf, STIR/SHAKEN keys, IMAP
// voicemail, CURL() in the dialplan, FOP2, xmpp.conf with Google OAuth,
// Ansible vars and git diffs), FreeSWITCH (vars.xml, sofia gateways and
// sofia status, TLS passphrases, event socket by telnet, fs_cli and
// modesl, verto, xml_rpc, a1-hash users, CDR and callcenter DSNs,
// json_cdr, hiredis, originate strings with sip_auth_password, the curl
// API, the SignalWire package token), Kamailio and OpenSIPS (DB URLs,
// uacreg rows, kamcmd, topos and http_client secrets, opensips-cli and
// the control panel, Siremis, rtpengine, Homer), SIP trunk providers
// (Twilio Elastic SIP Trunking and Programmable Voice, Telnyx, Vonage,
// Bandwidth, Plivo, VoIP.ms, Flowroute, SignalWire, Sinch, Skyetel,
// Amazon Chime Voice Connector, sipgate, 46elks), desk phone provisioning
// (Yealink, Polycom, Grandstream P-values, Cisco SEP and MPP XML, Fanvil,
// Mitel/Aastra, Avaya 46xxsettings, Htek, provisioning server basic
// auth), softphones (Linphone, MicroSIP, Zoiper, Bria, Acrobits
// Groundwire, pjsua, Jami, Telephone, sipcmd), SIP traces (sngrep,
// tcpdump, ngrep, sipgrep, Homer exports) with Digest Authorization and
// SDES keys, WebRTC TURN/STUN (coturn static-auth-secret, turnadmin,
// time-limited credentials in Node, Go and Python, iceServers, Twilio
// NTS, Xirsys, Metered, Cloudflare TURN, eturnal), Jitsi Meet (docker
// .env, prosody, JWT apps, JaaS, jigasi), Matrix (Synapse
// homeserver.yaml, signing keys, access tokens, bridges and appservices,
// Dendrite), Mumble and TeamSpeak, Janus, video APIs (LiveKit, Agora,
// Daily, Vonage Video/OpenTok, 100ms, Zoom Video SDK, Whereby, Stream),
// call-center platforms (Genesys Cloud, Five9, Amazon Connect, Talkdesk,
// NICE CXone, Aircall, RingCentral, Dialpad, Zoom Phone, CloudTalk) and
// chats around them. Benign look-alikes: Call-IDs, tags, branch
// parameters, nonces, SDP fingerprints and ICE ufrags, extension numbers,
// MAC addresses, SSRCs, call and room SIDs, Matrix ids, app ids and
// masked previews. The case names start with "voip/".
func (g *G) voipCases() {
	g.voipAsterisk()
	g.voipFreeSWITCH()
}

// ---- helpers used only here ----

// voipBranch is a SIP Via branch parameter (RFC 3261 magic cookie).
func (g *G) voipBranch() string { return "z9hG4bK" + g.pick("PJ", "-", "") + g.hex(20) }

// voipTag is a SIP From/To tag.
func (g *G) voipTag() string { return g.pick(g.hex(8), g.an(10), g.digits(10)) }

// voipCallID is a SIP Call-ID.
func (g *G) voipCallID() string {
	return g.pick(g.uuid(), g.hex(32)+"@10.0.0."+fmt.Sprint(2+g.r.IntN(250)), g.an(22))
}

// voipMAC is a phone MAC address as provisioning files name it.
func (g *G) voipMAC(oui string) string { return oui + g.hex(12-len(oui)) }

// voipColonMAC is a MAC address with colons.
func (g *G) voipColonMAC(oui string) string {
	m := strings.ToUpper(g.voipMAC(oui))
	return m[0:2] + ":" + m[2:4] + ":" + m[4:6] + ":" + m[6:8] + ":" + m[8:10] + ":" + m[10:12]
}

// voipIP is a documentation-range public address.
func (g *G) voipIP() string {
	return g.pick("203.0.113.", "198.51.100.", "192.0.2.") + fmt.Sprint(2+g.r.IntN(250))
}

// voipDID is a US number in E.164 from the 555 fictional range.
func (g *G) voipDID() string {
	return "+1" + g.pick("415", "212", "312", "617", "206") + "555" + g.s(alDigit, 4)
}

// voipSIPUser is a trunk/account SIP username (digits).
func (g *G) voipSIPUser() string { return g.digits(6 + g.r.IntN(4)) }

// voipSIPPass is a SIP account password as providers generate them.
func (g *G) voipSIPPass() string {
	switch g.r.IntN(4) {
	case 0:
		return g.pw()
	case 1:
		return g.an(16)
	case 2:
		return g.pwStrong()
	}
	return g.s(alAlnum+"#!*", 12+g.r.IntN(6))
}

// voipNonce is a Digest nonce as Asterisk or a carrier issues it.
func (g *G) voipNonce() string {
	return g.pick(fmt.Sprintf("%d/%s", 1718000000+g.r.IntN(9000000), g.hex(32)), g.hex(32), g.b64(18))
}

// voipFingerprint is an SDP DTLS fingerprint.
func (g *G) voipFingerprint() string {
	p := make([]string, 32)
	for i := range p {
		p[i] = strings.ToUpper(g.hex(2))
	}
	return strings.Join(p, ":")
}

// voipAdd is add with "ˋ" standing for a backtick.
func (g *G) voipAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// ---- Asterisk ----

func (g *G) voipAsterisk() {
	tu := g.voipSIPUser()
	g.add("voip/asterisk-pjsip-conf-tls-trunk", `
; /etc/asterisk/pjsip.conf  -- managed by hand, NOT by FreePBX
[transport-tls]
type = transport
protocol = tls
bind = 0.0.0.0:5061
cert_file = /etc/asterisk/keys/pbx.crt
priv_key_file = /etc/asterisk/keys/pbx.key
method = tlsv1_2
external_media_address = «_ip»
external_signaling_address = «_ip»
local_net = 10.40.0.0/16

[carrier]
type = registration
transport = transport-tls
outbound_auth = carrier-auth
server_uri = sip:sip.carrier-one.example:5061;transport=tls
client_uri = sip:«_u»@sip.carrier-one.example:5061;transport=tls
retry_interval = 60
expiration = 600

[carrier-auth]
type = auth
auth_type = userpass
username = «_u»
password = «a»

[carrier]
type = aor
contact = sip:sip.carrier-one.example:5061;transport=tls

[carrier]
type = endpoint
transport = transport-tls
context = from-carrier
disallow = all
allow = ulaw,alaw,g722
outbound_auth = carrier-auth
aors = carrier
media_encryption = sdes
from_user = «_u»
`, V{"_ip": g.voipIP(), "_u": tu, "a": g.voipSIPPass()}, "priv_key_file = /etc/asterisk/keys/pbx.key", "media_encryption = sdes")

	g.add("voip/asterisk-pjsip-show-auth-cli", `
root@pbx01:~# asterisk -rx "pjsip show auth trunk-auth"

  I/OAuth:  <AuthId/UserName.............................................................>
==========================================================================================

      Auth:  trunk-auth/«_u»


 ParameterName              : ParameterValue
 ==========================================================================================
 auth_type                  : userpass
 md5_cred                   :
 nonce_lifetime             : 32
 oauth_clientid             :
 oauth_secret               :
 password                   : «a»
 realm                      :
 refresh_token              :
 username                   : «_u»
`, V{"_u": g.voipSIPUser(), "a": g.voipSIPPass()}, "nonce_lifetime             : 32")

	su := g.voipSIPUser()
	g.add("voip/asterisk-sip-conf-register-string", `
; sip.conf (chan_sip, Asterisk 16 box we still haven't migrated)
[general]
context=from-trunk
allowguest=no
srvlookup=yes
externip=«_ip»
localnet=192.168.10.0/255.255.255.0
register => «_u»:«a»@newyork1.voip.ms:5060/«_u»

[voipms]
type=friend
host=newyork1.voip.ms
defaultuser=«_u»
fromuser=«_u»
secret=«a»
insecure=port,invite
context=from-voipms
disallow=all
allow=ulaw

[201]
type=friend
host=dynamic
secret=«b»
context=internal
callerid="Reception" <201>
`, V{"_ip": g.voipIP(), "_u": su, "a": g.voipSIPPass(), "b": g.pw()}, "newyork1.voip.ms", "insecure=port,invite")

	g.add("voip/asterisk-manager-conf-three-users", `
; manager.conf
[general]
enabled = yes
port = 5038
bindaddr = 0.0.0.0
displayconnects = yes
timestampevents = yes

[admin]
secret = «a»
deny = 0.0.0.0/0.0.0.0
permit = 127.0.0.1/255.255.255.0
read = all
write = all

[crm-dialer]
secret = «b»
deny = 0.0.0.0/0.0.0.0
permit = 10.40.2.15/255.255.255.255
read = call,cdr,agent,user
write = call,originate

[grafana-exporter]
secret=«c»
permit=10.40.3.0/255.255.255.0
read=system,reporting
write=
writetimeout = 5000
`, V{"a": g.pwStrong(), "b": g.an(24), "c": g.hex(20)}, "[crm-dialer]", "[grafana-exporter]")

	g.add("voip/asterisk-ami-node-asterisk-manager", `
// services/pbx.js
const AsteriskManager = require('asterisk-manager');

const ami = new AsteriskManager(5038, 'pbx01.office.lan', 'crm-dialer', '«a»', true);
ami.keepConnected();

ami.on('managerevent', (evt) => {
  if (evt.event === 'DialEnd' && evt.dialstatus === 'ANSWER') {
    crm.logCall(evt.destcalleridnum, evt.uniqueid);
  }
});

exports.originate = (ext, number) => ami.action({
  action: 'originate',
  channel: ˋPJSIP/${ext}ˋ,
  context: 'from-internal',
  exten: number,
  priority: 1,
  variable: { CRM_ORIGIN: '1' },
}, (err, res) => err && console.error(res));
`, V{"a": g.pw()}, "pbx01.office.lan", "crm-dialer")

	g.add("voip/asterisk-ami-go-goami2", `
package pbx

import (
	"context"
	"net"

	"github.com/heltonmarx/goami2"
)

func Dial(ctx context.Context) (*ami.Client, error) {
	conn, err := net.Dial("tcp", "10.40.0.5:5038")
	if err != nil {
		return nil, err
	}
	return ami.NewClient(conn, ami.WithAuth("go-events", "«a»"))
}
`, V{"a": g.an(20)}, "github.com/heltonmarx/goami2", "go-events")

	g.add("voip/asterisk-ami-php-phpagi-conf", `
; /etc/asterisk/phpagi.conf
[phpagi]
debug=false
error_handler=true
tempdir=/var/spool/asterisk/tmp/

[asmanager]
server=127.0.0.1
port=5038
username=phpagi
secret=«a»

[fastagi]
setuid=true
basedir=/var/lib/asterisk/agi-bin/
`, V{"a": g.pw()}, "basedir=/var/lib/asterisk/agi-bin/", "username=phpagi")

	g.add("voip/asterisk-ari-wscat-events", `
$ wscat -c "ws://10.40.0.5:8088/ari/events?api_key=ivr-app:«a»&app=hello-ivr&subscribeAll=false"
Connected (press CTRL+C to quit)
< {"type":"StasisStart","timestamp":"2024-06-11T09:14:02.118+0000","args":[],"channel":{"id":"«_ch»","name":"PJSIP/201-0000002a","state":"Ring","caller":{"name":"Reception","number":"201"},"dialplan":{"context":"from-internal","exten":"7000","priority":2,"app_name":"Stasis","app_data":"hello-ivr"},"language":"en"},"asterisk_id":"«_aid»","application":"hello-ivr"}
`, V{"a": g.an(18), "_ch": fmt.Sprintf("%d.%d", 1718090000+g.r.IntN(99999), g.r.IntN(200)), "_aid": strings.ToLower(g.voipColonMAC("080027"))}, "hello-ivr", "PJSIP/201-0000002a")

	g.add("voip/asterisk-ari-py-client", `
import ari
import logging

logging.basicConfig(level=logging.INFO)

client = ari.connect("http://pbx01.office.lan:8088", "asterisk", "«a»")


def on_start(channel_obj, ev):
    channel = channel_obj["channel"]
    channel.answer()
    channel.play(media="sound:hello-world")


client.on_channel_event("StasisStart", on_start)
client.run(apps="hello")
`, V{"a": g.pwURL()}, "http://pbx01.office.lan:8088")

	g.add("voip/asterisk-res-config-mysql", `
$ sudo cat /etc/asterisk/res_config_mysql.conf
[general]
dbhost = db-voice.internal
dbname = asterisk_rt
dbuser = asterisk
dbpass = «a»
dbport = 3306
dbsock = /var/run/mysqld/mysqld.sock
dbcharset = utf8mb4
requirements=warn
`, V{"a": g.pw()}, "db-voice.internal", "asterisk_rt")

	g.add("voip/asterisk-odbc-ini-realtime", `
# /etc/odbc.ini  (used by res_odbc for ps_endpoints / ps_auths realtime)
[asterisk-connector]
Description = MariaDB connection to 'asterisk' database
Driver = MariaDB Unicode
Server = 127.0.0.1
Database = asterisk
User = asterisk
Password = «a»
Port = 3306
Socket = /var/run/mysqld/mysqld.sock
Option = 3
`, V{"a": g.pwStrong()}, "asterisk-connector", "Driver = MariaDB Unicode")

	g.add("voip/asterisk-hep-conf-homer", `
; hep.conf -- ship SIP to homer.ops.lan
[general]
enabled = yes
capture_address = 10.40.9.20:9060
capture_password = «a»
capture_id = 2001
uuid_type = call-id
`, V{"a": g.an(16)}, "capture_address = 10.40.9.20:9060", "capture_id = 2001")

	g.add("voip/asterisk-prometheus-conf-and-scrape", `
; /etc/asterisk/prometheus.conf
[general]
enabled = yes
core_metrics_enabled = yes
uri = metrics
auth_username = prometheus
auth_password = «a»
auth_realm = Asterisk Prometheus Metrics

# prometheus.yml
  - job_name: asterisk
    metrics_path: /metrics
    basic_auth:
      username: prometheus
      password: «a»
    static_configs:
      - targets: ['pbx01.office.lan:8088']
`, V{"a": g.pwURL()}, "auth_realm = Asterisk Prometheus Metrics")

	g.add("voip/asterisk-ari-conf-plain-and-crypt", `
; ari.conf
[general]
enabled = yes
pretty = yes
allowed_origins = https://console.office.lan

[dashboard]
type = user
read_only = yes
password = «a»
password_format = plain

[stasis-ivr]
type = user
read_only = no
password = «b»
password_format = crypt
`, V{"a": g.pw(), "b": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "password_format = crypt", "allowed_origins = https://console.office.lan")

	sk := g.ecSEC1()
	g.add("voip/asterisk-stir-shaken-private-key", `
$ grep -A6 '^\[attestation\]' /etc/asterisk/stir_shaken.conf
[attestation]
global_disable = no
private_key_file = /etc/asterisk/stir/shaken-sp.key
public_cert_url = https://certs.voice-sp.example/shaken/«_spc».pem
attest_level = A
send_mky = no
$ sudo cat /etc/asterisk/stir/shaken-sp.key
`+sk.begin+`
«a»
`+sk.end+`
`, V{"_spc": g.hex(12), "a": sk.body}, "private_key_file = /etc/asterisk/stir/shaken-sp.key")

	g.add("voip/asterisk-voicemail-imap-storage", `
; voicemail.conf built with --with-imap
[general]
format=wav49|gsm|wav
imapserver=imap.office-mail.example
imapport=993
imapflags=ssl/novalidate-cert
imapfolder=INBOX
authuser=vm-master@office-mail.example
authpassword=«a»
expungeonhangup=yes

[default]
1001 => 4815,Anna Lee,anna@office-mail.example,,imapuser=anna,imappassword=«b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "imapserver=imap.office-mail.example", "authuser=vm-master@office-mail.example")

	g.add("voip/asterisk-dialplan-curl-crm-token", `
; extensions_custom.conf
[from-pstn-custom]
exten => _X.,1,NoOp(CRM lookup for ${CALLERID(num)})
 same => n,Set(CURLOPT(conntimeout)=2)
 same => n,Set(CRMNAME=${CURL(https://crm.example.com/api/v2/lookup?api_token=«a»&phone=${URIENCODE(${CALLERID(num)})})})
 same => n,ExecIf($["${CRMNAME}" != ""]?Set(CALLERID(name)=${CRMNAME}))
 same => n,Goto(ext-did,${EXTEN},1)
`, V{"a": g.hex(40)}, "CURLOPT(conntimeout)=2", "[from-pstn-custom]")

	g.add("voip/asterisk-pjsip-show-endpoints-benign", `
pbx01*CLI> pjsip show endpoints

 Endpoint:  <Endpoint/CID.....................................>  <State.....>  <Channels.>
    I/OAuth:  <AuthId/UserName...........................................................>
        Aor:  <Aor............................................>  <MaxContact>
      Contact:  <Aor/ContactUri..........................> <Hash....> <Status> <RTT(ms)..>
  Transport:  <TransportId........>  <Type>  <cipher>  <BindAddress..................>
   Identify:  <Identify/Endpoint.........................................................>
        Match:  <criteria.........................>
    Channel:  <ChannelId......................................>  <State.....>  <Time.....>
        Exten: <DialedExten...........>   CLCID: <ConnectedLineCID.......>
==========================================================================================

 Endpoint:  201/201                                              Not in use    0 of inf
     InAuth:  201/201
        Aor:  201                                                1
      Contact:  201/sip:201@10.40.5.31:5060;ob              «_h1» Avail         8.914
  Transport:  transport-udp             udp      0      0  0.0.0.0:5060

 Endpoint:  202/202                                              In use        1 of inf
     InAuth:  202/202
        Aor:  202                                                1
      Contact:  202/sip:202@10.40.5.44:5060              «_h2» Avail        11.207
    Channel:  PJSIP/202-0000004f/AppDial                         Up            00:03:12
        Exten:                           CLCID: "«_did»" <«_did»>

Objects found: 2
`, V{"_h1": g.hex(10), "_h2": g.hex(10), "_did": g.voipDID()}, "Objects found: 2", "PJSIP/202-0000004f/AppDial")

	g.add("voip/asterisk-fop2-cfg", `
$ cat /usr/local/fop2/fop2.cfg
manager_host=127.0.0.1
manager_port=5038
manager_user=fop2
manager_secret=«a»
event_mask=agent,call,user,system
web_dir=/var/www/html/fop2
restrict_host=
listen_port=4445
ssl_certificate_file=/etc/pki/tls/certs/fop2.crt
ssl_certificate_key_file=/etc/pki/tls/private/fop2.key
`, V{"a": g.an(16)}, "web_dir=/var/www/html/fop2", "ssl_certificate_key_file=/etc/pki/tls/private/fop2.key")

	g.add("voip/asterisk-xmpp-conf-google-oauth", `
; xmpp.conf -- Google Voice via chan_motif
[general]
debug=no
autoregister=yes

[google]
type=client
serverhost=talk.google.com
username=office.frontdesk@gmail.com
secret=«a»
oauth_clientid=«_cid».apps.googleusercontent.com
oauth_secret=«b»
refresh_token=«c»
priority=25
port=5222
usetls=yes
usesasl=yes
status=available
statusmessage="Front desk"
timeout=5
`, V{"a": g.pw(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "c": g.gRefresh()}, "serverhost=talk.google.com", "office.frontdesk@gmail.com")

	g.add("voip/asterisk-ansible-group-vars", `
# inventory/group_vars/pbx.yml
asterisk_version: "20.8.1"
asterisk_ari_user: stasis
asterisk_ari_password: "«a»"
asterisk_ami_users:
  - name: admin
    secret: "«b»"
    permit: 127.0.0.1/32
  - name: queue-stats
    secret: "«c»"
    permit: 10.40.3.12/32
asterisk_trunks:
  - name: telnyx
    server: sip.telnyx.com
    username: «_u»
    password: «d»
asterisk_extensions: [201, 202, 203, 210]
`, V{"a": g.pwStrong(), "b": g.an(24), "c": g.pw(), "_u": "acme" + g.s(alLower, 6), "d": g.voipSIPPass()}, "asterisk_version: \"20.8.1\"", "asterisk_extensions: [201, 202, 203, 210]")

	g.add("voip/asterisk-pjsip-git-diff-rotate", `
$ git diff etc/asterisk/pjsip.auth.conf
diff --git a/etc/asterisk/pjsip.auth.conf b/etc/asterisk/pjsip.auth.conf
index «_i1»..«_i2» 100644
--- a/etc/asterisk/pjsip.auth.conf
+++ b/etc/asterisk/pjsip.auth.conf
@@ -12,7 +12,7 @@ auth_type = userpass
 [203-auth]
 type = auth
 auth_type = userpass
 username = 203
-password = «a»
+password = «b»
 
 [210-auth]
 type = auth
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.pw(), "b": g.an(20)}, "[210-auth]")

	g.add("voip/asterisk-full-log-security-event", `
$ tail -n 8 /var/log/asterisk/full
[2024-06-11 09:31:17] VERBOSE[2214] manager.c:   == Manager 'crm-dialer' logged on from 10.40.2.15
[2024-06-11 09:31:17] VERBOSE[2214] manager.c:   == Manager 'crm-dialer' logged off from 10.40.2.15
[2024-06-11 09:31:22] NOTICE[1961] res_pjsip/pjsip_distributor.c: Request 'REGISTER' from '<sip:205@10.40.5.60>' failed for '10.40.5.60:5060' (callid: «_c») - Failed to authenticate
[2024-06-11 09:31:40] VERBOSE[3310][C-0000012e] pbx.c: Executing [7000@from-internal:1] Stasis("PJSIP/201-0000002a", "hello-ivr") in new stack
[2024-06-11 09:31:40] VERBOSE[3310][C-0000012e] res_stasis.c: Channel «_u» entered app hello-ivr
[2024-06-11 09:31:44] SECURITY[1944] res_security_log.c: SecurityEvent="InvalidPassword",EventTV="2024-06-11T09:31:44.101+0000",Severity="Error",Service="PJSIP",EventVersion="2",AccountID="205",SessionID="«_c»",LocalAddress="IPV4/UDP/10.40.0.5/5060",RemoteAddress="IPV4/UDP/10.40.5.60/5060",Challenge="«_n»",ReceivedChallenge="«_n»",ReceivedHash="«a»"
`, V{"_c": g.voipCallID(), "_u": fmt.Sprintf("%d.%d", 1718090000+g.r.IntN(99999), g.r.IntN(400)), "_n": g.hex(16), "a": g.hex(32)}, "SecurityEvent=\"InvalidPassword\"", "Manager 'crm-dialer' logged on from 10.40.2.15")
}

// ---- FreeSWITCH ----

func (g *G) voipFreeSWITCH() {
	g.add("voip/freeswitch-vars-xml-sed-default-password", `
$ grep -n default_password /etc/freeswitch/vars.xml
24:  <X-PRE-PROCESS cmd="set" data="default_password=«a»"/>
$ sudo sed -i 's/default_password=«a»/default_password=«b»/' /etc/freeswitch/vars.xml
$ fs_cli -x reloadxml
+OK [Success]
`, V{"a": g.pw(), "b": g.an(22)}, "fs_cli -x reloadxml", "+OK [Success]")

	gu := "acme" + g.digits(5)
	g.add("voip/freeswitch-sofia-gateway-and-status", `
$ cat /etc/freeswitch/sip_profiles/external/telnyx.xml
<include>
  <gateway name="telnyx">
    <param name="username" value="«_u»"/>
    <param name="password" value="«a»"/>
    <param name="realm" value="sip.telnyx.com"/>
    <param name="proxy" value="sip.telnyx.com"/>
    <param name="register" value="true"/>
    <param name="expire-seconds" value="3600"/>
    <param name="caller-id-in-from" value="true"/>
  </gateway>
</include>
$ fs_cli -x "sofia status gateway telnyx"
=================================================================================================
Name    	telnyx
Profile 	external
Scheme  	Digest
Realm   	sip.telnyx.com
Username	«_u»
Password	yes
From    	<sip:«_u»@sip.telnyx.com>
Contact 	<sip:gw+telnyx@«_ip»:5080;transport=udp;gw=telnyx>
Exten   	«_u»
To      	sip:«_u»@sip.telnyx.com
Proxy   	sip:sip.telnyx.com
Context 	public
Expires 	3600
Freq    	3600
Ping    	0
PingFreq	0
PingState	0/0/0
State   	REGED
Status  	UP
CallsIN 	14
CallsOUT	3
=================================================================================================
`, V{"_u": gu, "a": g.voipSIPPass(), "_ip": g.voipIP()}, "Password	yes", "State   	REGED")

	g.add("voip/freeswitch-sofia-internal-tls-passphrase", `
<!-- sip_profiles/internal.xml (excerpt) -->
    <param name="tls" value="$${internal_ssl_enable}"/>
    <param name="tls-only" value="false"/>
    <param name="tls-bind-params" value="transport=tls"/>
    <param name="tls-sip-port" value="$${internal_tls_port}"/>
    <param name="tls-cert-dir" value="/etc/freeswitch/tls"/>
    <param name="tls-passphrase" value="«a»"/>
    <param name="tls-verify-date" value="true"/>
    <param name="tls-version" value="$${sip_tls_version}"/>
    <param name="tls-ciphers" value="$${sip_tls_ciphers}"/>
`, V{"a": g.pwStrong()}, "$${internal_ssl_enable}", "/etc/freeswitch/tls")

	g.add("voip/freeswitch-esl-telnet-auth", `
$ telnet 127.0.0.1 8021
Trying 127.0.0.1...
Connected to 127.0.0.1.
Escape character is '^]'.
Content-Type: auth/request

auth «a»

Content-Type: command/reply
Reply-Text: +OK accepted

api show registrations

Content-Type: api/response
Content-Length: 211

reg_user,realm,token,url,expires,network_ip,network_port,network_proto,hostname,metadata
1001,10.40.0.6,«_t»,sofia/internal/sip:1001@10.40.5.31:5060,1718101264,10.40.5.31,5060,udp,fs01,

1 total.
`, V{"a": g.pw(), "_t": g.hex(32) + "@10.40.5.31"}, "Reply-Text: +OK accepted", "api show registrations")

	g.add("voip/freeswitch-fs-cli-conf", `
$ cat ~/.fs_cli_conf
[default]
host     => 127.0.0.1
port     => 8021
password => «a»
debug    => 3
loglevel => info

[fs02]
host     => 10.40.0.7
port     => 8021
password => «b»
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "loglevel => info")

	g.add("voip/freeswitch-modesl-node", `
// scripts/hangup-watch.js
const esl = require('modesl');

const conn = new esl.Connection('10.40.0.6', 8021, '«a»', () => {
  conn.events('json', 'CHANNEL_HANGUP_COMPLETE');
});

conn.on('esl::event::CHANNEL_HANGUP_COMPLETE::*', (evt) => {
  console.log(evt.getHeader('Unique-ID'), evt.getHeader('Hangup-Cause'));
});
`, V{"a": g.pw()}, "CHANNEL_HANGUP_COMPLETE")

	g.add("voip/freeswitch-verto-js-login", `
// public/js/phone.js
verto = new $.verto({
  login: "1008@" + window.location.hostname,
  passwd: "«a»",
  socketUrl: "wss://fs.office.example:8082",
  ringFile: "sounds/bell_ring2.wav",
  iceServers: [{ urls: "stun:stun.l.google.com:19302" }],
  deviceParams: { useMic: true, useSpeak: true, useCamera: false },
  tag: "webcam",
}, callbacks);
`, V{"a": g.pwURL()}, "wss://fs.office.example:8082", "stun:stun.l.google.com:19302")

	g.add("voip/freeswitch-xml-rpc-curl", `
$ grep auth /etc/freeswitch/autoload_configs/xml_rpc.conf.xml
    <param name="auth-realm" value="freeswitch"/>
    <param name="auth-user" value="freeswitch"/>
    <param name="auth-pass" value="«a»"/>
$ curl -s --user freeswitch:«a» "http://10.40.0.6:8080/webapi/show?calls"
uuid,direction,created,created_epoch,name,state,cid_name,cid_num
«_u»,inbound,2024-06-11 10:02:11,1718100131,sofia/internal/1001@10.40.0.6,CS_EXECUTE,Anna Lee,1001

1 total.
`, V{"a": g.pwURL(), "_u": g.uuid()}, "auth-realm")

	g.add("voip/freeswitch-directory-a1-hash", `
<!-- /etc/freeswitch/directory/default/1012.xml -->
<include>
  <user id="1012">
    <params>
      <param name="a1-hash" value="«a»"/>
      <param name="vm-password" value="«=vm»"/>
      <param name="allow-empty-password" value="false"/>
    </params>
    <variables>
      <variable name="toll_allow" value="domestic,local"/>
      <variable name="accountcode" value="1012"/>
      <variable name="user_context" value="default"/>
      <variable name="effective_caller_id_name" value="Warehouse"/>
      <variable name="effective_caller_id_number" value="1012"/>
    </variables>
  </user>
</include>
`, V{"a": g.hex(32), "=vm": g.s(alDigit, 4)}, "effective_caller_id_name")

	g.add("voip/freeswitch-cdr-pg-csv-db-info", `
<configuration name="cdr_pg_csv.conf" description="CDR PG CSV Format">
  <settings>
    <param name="db-info" value="host=pg-cdr.internal user=fs_cdr password=«a» dbname=cdr connect_timeout=10" />
    <param name="legs" value="a"/>
    <param name="spool-format" value="csv"/>
    <param name="rotate-on-hup" value="true"/>
  </settings>
  <schema>
    <field var="local_ip_v4"/>
    <field var="caller_id_name"/>
    <field var="caller_id_number"/>
    <field var="destination_number"/>
    <field var="start_stamp"/>
    <field var="billsec"/>
    <field var="uuid"/>
  </schema>
</configuration>
`, V{"a": g.pwURL()}, "pg-cdr.internal")

	g.add("voip/freeswitch-callcenter-odbc-dsn", `
<configuration name="callcenter.conf" description="CallCenter">
  <settings>
    <param name="odbc-dsn" value="pgsql://hostaddr=10.40.9.4 dbname=freeswitch user=freeswitch password='«a»' options='-c client_min_messages=NOTICE'"/>
    <param name="cc-instance-id" value="fs01"/>
  </settings>
  <queues>
    <queue name="support@default">
      <param name="strategy" value="longest-idle-agent"/>
      <param name="moh-sound" value="$${hold_music}"/>
    </queue>
  </queues>
</configuration>
`, V{"a": g.pwStrong()}, "longest-idle-agent")

	g.add("voip/freeswitch-json-cdr-cred", `
<configuration name="json_cdr.conf" description="JSON CDR">
  <settings>
    <param name="log-b-leg" value="false"/>
    <param name="prefix-a-leg" value="false"/>
    <param name="encode-values" value="true"/>
    <param name="url" value="https://billing.office.example/api/cdr"/>
    <param name="cred" value="fs01:«a»"/>
    <param name="auth-scheme" value="basic"/>
    <param name="retries" value="2"/>
    <param name="delay" value="5"/>
    <param name="log-dir" value="/var/log/freeswitch/json_cdr"/>
  </settings>
</configuration>
`, V{"a": g.an(28)}, "https://billing.office.example/api/cdr")

	g.add("voip/freeswitch-hiredis-conf", `
<configuration name="hiredis.conf" description="mod_hiredis">
  <profiles>
    <profile name="default">
      <connections>
        <connection name="primary">
          <param name="hostname" value="redis.voice.internal"/>
          <param name="password" value="«a»"/>
          <param name="port" value="6379"/>
          <param name="timeout_ms" value="500"/>
        </connection>
      </connections>
      <params>
        <param name="ignore-connect-fail" value="true"/>
      </params>
    </profile>
  </profiles>
</configuration>
`, V{"a": g.hex(32)}, "redis.voice.internal")

	g.add("voip/freeswitch-originate-sip-auth-vars", `
freeswitch@fs01> originate {sip_auth_username=«_u»,sip_auth_password=«a»,origination_caller_id_number=«_did»,ignore_early_media=true}sofia/external/«_to»@sip.flowroute.com &park()
+OK «_uu»
`, V{"_u": g.digits(8), "a": g.voipSIPPass(), "_did": g.voipDID(), "_to": g.voipDID(), "_uu": g.uuid()}, "ignore_early_media=true", "sip.flowroute.com")

	g.add("voip/freeswitch-lua-curl-api-header", `
-- scripts/lookup_caller.lua
local api = freeswitch.API()
local num = session:getVariable("caller_id_number")
local res = api:execute("curl", "https://api.crm-cloud.example/v1/contacts?phone=" .. num ..
  " append_headers Authorization:Bearer «a» timeout 3 json get")
freeswitch.consoleLog("INFO", "crm lookup: " .. res .. "\n")
`, V{"a": "crmk_live_" + g.an(32)}, "append_headers", "caller_id_number")

	g.add("voip/freeswitch-signalwire-apt-token", `
# Installing FreeSWITCH 1.10 packages on Debian 12 (the repo needs a SignalWire PAT)
TOKEN=«a»
apt-get update && apt-get install -yq gnupg2 wget lsb-release
wget --http-user=signalwire --http-password=$TOKEN -O /usr/share/keyrings/signalwire-freeswitch-repo.gpg https://freeswitch.signalwire.com/repo/deb/debian-release/signalwire-freeswitch-repo.gpg
echo "machine freeswitch.signalwire.com login signalwire password $TOKEN" > /etc/apt/auth.conf
chmod 600 /etc/apt/auth.conf
echo "deb [signed-by=/usr/share/keyrings/signalwire-freeswitch-repo.gpg] https://freeswitch.signalwire.com/repo/deb/debian-release/ $(lsb_release -sc) main" > /etc/apt/sources.list.d/freeswitch.list
`, V{"a": "pat_" + g.an(24)}, "machine freeswitch.signalwire.com login signalwire password $TOKEN")

	g.add("voip/freeswitch-log-benign", `
2024-06-11 10:14:02.118402 [NOTICE] switch_channel.c:1142 New Channel sofia/internal/1001@10.40.0.6 [«_u1»]
2024-06-11 10:14:02.138990 [INFO] mod_dialplan_xml.c:639 Processing Anna Lee <1001>->«_did» in context default
2024-06-11 10:14:02.420511 [NOTICE] sofia.c:8736 Channel [sofia/external/«_did»] has been answered
2024-06-11 10:14:02.441009 [DEBUG] switch_rtp.c:4422 Starting timer [soft] 160 bytes per 20ms
2024-06-11 10:14:02.441188 [DEBUG] switch_core_media.c:8660 AUDIO RTP [sofia/internal/1001@10.40.0.6] 10.40.0.6 port 23548 -> 10.40.5.31 port 4000 codec: 0 ms: 20
2024-06-11 10:14:02.442003 [DEBUG] switch_rtp.c:7812 Correct audio ip/port confirmed. ssrc «_ssrc»
2024-06-11 10:15:47.002331 [NOTICE] switch_core_session.c:1744 Session 812 (sofia/internal/1001@10.40.0.6) Ended
2024-06-11 10:15:47.002339 [NOTICE] switch_core_session.c:1748 Close Channel sofia/internal/1001@10.40.0.6 [CS_DESTROY]
`, V{"_u1": g.uuid(), "_did": g.voipDID(), "_ssrc": fmt.Sprint(g.r.Uint32())}, "Correct audio ip/port confirmed.")
}
