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
	g.voipProxies()
	g.voipTrunks()
	g.voipPhones()
	g.voipSoftphones()
	g.voipTraces()
	g.voipTURN()
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
	g.voipAdd("voip/asterisk-pjsip-conf-tls-trunk", `
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

	g.voipAdd("voip/asterisk-pjsip-show-auth-cli", `
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
	g.voipAdd("voip/asterisk-sip-conf-register-string", `
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

	g.voipAdd("voip/asterisk-manager-conf-three-users", `
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

	g.voipAdd("voip/asterisk-ami-node-asterisk-manager", `
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

	g.voipAdd("voip/asterisk-ami-go-goami2", `
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

	g.voipAdd("voip/asterisk-ami-php-phpagi-conf", `
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

	g.voipAdd("voip/asterisk-ari-wscat-events", `
$ wscat -c "ws://10.40.0.5:8088/ari/events?api_key=ivr-app:«a»&app=hello-ivr&subscribeAll=false"
Connected (press CTRL+C to quit)
< {"type":"StasisStart","timestamp":"2024-06-11T09:14:02.118+0000","args":[],"channel":{"id":"«_ch»","name":"PJSIP/201-0000002a","state":"Ring","caller":{"name":"Reception","number":"201"},"dialplan":{"context":"from-internal","exten":"7000","priority":2,"app_name":"Stasis","app_data":"hello-ivr"},"language":"en"},"asterisk_id":"«_aid»","application":"hello-ivr"}
`, V{"a": g.an(18), "_ch": fmt.Sprintf("%d.%d", 1718090000+g.r.IntN(99999), g.r.IntN(200)), "_aid": strings.ToLower(g.voipColonMAC("080027"))}, "hello-ivr", "PJSIP/201-0000002a")

	g.voipAdd("voip/asterisk-ari-py-client", `
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

	g.voipAdd("voip/asterisk-res-config-mysql", `
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

	g.voipAdd("voip/asterisk-odbc-ini-realtime", `
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

	g.voipAdd("voip/asterisk-hep-conf-homer", `
; hep.conf -- ship SIP to homer.ops.lan
[general]
enabled = yes
capture_address = 10.40.9.20:9060
capture_password = «a»
capture_id = 2001
uuid_type = call-id
`, V{"a": g.an(16)}, "capture_address = 10.40.9.20:9060", "capture_id = 2001")

	g.voipAdd("voip/asterisk-prometheus-conf-and-scrape", `
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

	g.voipAdd("voip/asterisk-ari-conf-plain-and-crypt", `
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
	g.voipAdd("voip/asterisk-stir-shaken-private-key", `
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

	g.voipAdd("voip/asterisk-voicemail-imap-storage", `
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

	g.voipAdd("voip/asterisk-dialplan-curl-crm-token", `
; extensions_custom.conf
[from-pstn-custom]
exten => _X.,1,NoOp(CRM lookup for ${CALLERID(num)})
 same => n,Set(CURLOPT(conntimeout)=2)
 same => n,Set(CRMNAME=${CURL(https://crm.example.com/api/v2/lookup?api_token=«a»&phone=${URIENCODE(${CALLERID(num)})})})
 same => n,ExecIf($["${CRMNAME}" != ""]?Set(CALLERID(name)=${CRMNAME}))
 same => n,Goto(ext-did,${EXTEN},1)
`, V{"a": g.hex(40)}, "CURLOPT(conntimeout)=2", "[from-pstn-custom]")

	g.voipAdd("voip/asterisk-pjsip-show-endpoints-benign", `
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

	g.voipAdd("voip/asterisk-fop2-cfg", `
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

	g.voipAdd("voip/asterisk-xmpp-conf-google-oauth", `
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

	g.voipAdd("voip/asterisk-ansible-group-vars", `
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

	g.voipAdd("voip/asterisk-pjsip-git-diff-rotate", `
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

	g.voipAdd("voip/asterisk-full-log-security-event", `
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
	g.voipAdd("voip/freeswitch-vars-xml-sed-default-password", `
$ grep -n default_password /etc/freeswitch/vars.xml
24:  <X-PRE-PROCESS cmd="set" data="default_password=«a»"/>
$ sudo sed -i 's/default_password=«a»/default_password=«b»/' /etc/freeswitch/vars.xml
$ fs_cli -x reloadxml
+OK [Success]
`, V{"a": g.pw(), "b": g.an(22)}, "fs_cli -x reloadxml", "+OK [Success]")

	gu := "acme" + g.digits(5)
	g.voipAdd("voip/freeswitch-sofia-gateway-and-status", `
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

	g.voipAdd("voip/freeswitch-sofia-internal-tls-passphrase", `
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

	g.voipAdd("voip/freeswitch-esl-telnet-auth", `
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

	g.voipAdd("voip/freeswitch-fs-cli-conf", `
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

	g.voipAdd("voip/freeswitch-modesl-node", `
// scripts/hangup-watch.js
const esl = require('modesl');

const conn = new esl.Connection('10.40.0.6', 8021, '«a»', () => {
  conn.events('json', 'CHANNEL_HANGUP_COMPLETE');
});

conn.on('esl::event::CHANNEL_HANGUP_COMPLETE::*', (evt) => {
  console.log(evt.getHeader('Unique-ID'), evt.getHeader('Hangup-Cause'));
});
`, V{"a": g.pw()}, "CHANNEL_HANGUP_COMPLETE")

	g.voipAdd("voip/freeswitch-verto-js-login", `
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

	g.voipAdd("voip/freeswitch-xml-rpc-curl", `
$ grep auth /etc/freeswitch/autoload_configs/xml_rpc.conf.xml
    <param name="auth-realm" value="freeswitch"/>
    <param name="auth-user" value="freeswitch"/>
    <param name="auth-pass" value="«a»"/>
$ curl -s --user freeswitch:«a» "http://10.40.0.6:8080/webapi/show?calls"
uuid,direction,created,created_epoch,name,state,cid_name,cid_num
«_u»,inbound,2024-06-11 10:02:11,1718100131,sofia/internal/1001@10.40.0.6,CS_EXECUTE,Anna Lee,1001

1 total.
`, V{"a": g.pwURL(), "_u": g.uuid()}, "auth-realm")

	g.voipAdd("voip/freeswitch-directory-a1-hash", `
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

	g.voipAdd("voip/freeswitch-cdr-pg-csv-db-info", `
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

	g.voipAdd("voip/freeswitch-callcenter-odbc-dsn", `
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

	g.voipAdd("voip/freeswitch-json-cdr-cred", `
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

	g.voipAdd("voip/freeswitch-hiredis-conf", `
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

	g.voipAdd("voip/freeswitch-originate-sip-auth-vars", `
freeswitch@fs01> originate {sip_auth_username=«_u»,sip_auth_password=«a»,origination_caller_id_number=«_did»,ignore_early_media=true}sofia/external/«_to»@sip.flowroute.com &park()
+OK «_uu»
`, V{"_u": g.digits(8), "a": g.voipSIPPass(), "_did": g.voipDID(), "_to": g.voipDID(), "_uu": g.uuid()}, "ignore_early_media=true", "sip.flowroute.com")

	g.voipAdd("voip/freeswitch-lua-curl-api-header", `
-- scripts/lookup_caller.lua
local api = freeswitch.API()
local num = session:getVariable("caller_id_number")
local res = api:execute("curl", "https://api.crm-cloud.example/v1/contacts?phone=" .. num ..
  " append_headers Authorization:Bearer «a» timeout 3 json get")
freeswitch.consoleLog("INFO", "crm lookup: " .. res .. "\n")
`, V{"a": "crmk_live_" + g.an(32)}, "append_headers", "caller_id_number")

	g.voipAdd("voip/freeswitch-signalwire-apt-token", `
# Installing FreeSWITCH 1.10 packages on Debian 12 (the repo needs a SignalWire PAT)
TOKEN=«a»
apt-get update && apt-get install -yq gnupg2 wget lsb-release
wget --http-user=signalwire --http-password=$TOKEN -O /usr/share/keyrings/signalwire-freeswitch-repo.gpg https://freeswitch.signalwire.com/repo/deb/debian-release/signalwire-freeswitch-repo.gpg
echo "machine freeswitch.signalwire.com login signalwire password $TOKEN" > /etc/apt/auth.conf
chmod 600 /etc/apt/auth.conf
echo "deb [signed-by=/usr/share/keyrings/signalwire-freeswitch-repo.gpg] https://freeswitch.signalwire.com/repo/deb/debian-release/ $(lsb_release -sc) main" > /etc/apt/sources.list.d/freeswitch.list
`, V{"a": "pat_" + g.an(24)}, "machine freeswitch.signalwire.com login signalwire password $TOKEN")

	g.voipAdd("voip/freeswitch-log-benign", `
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

// ---- Kamailio, OpenSIPS and friends ----

func (g *G) voipProxies() {
	kp := g.pwURL()
	g.voipAdd("voip/kamailio-cfg-dburl-and-auth-secret", `
#!KAMAILIO
#
# kamailio.cfg -- edge proxy sip.office.example
#!define WITH_MYSQL
#!define WITH_AUTH
#!define WITH_USRLOCDB
#!define WITH_NAT

#!ifdef WITH_MYSQL
#!define DBURL "mysql://kamailio:«a»@db-sip.internal/kamailio"
#!endif

listen=udp:10.40.0.10:5060 advertise «_ip»:5060
listen=tls:10.40.0.10:5061 advertise «_ip»:5061

loadmodule "auth.so"
loadmodule "auth_db.so"
modparam("auth", "secret", "«b»")
modparam("auth", "nonce_expire", 300)
modparam("auth_db", "db_url", DBURL)
modparam("auth_db", "calculate_ha1", yes)
modparam("auth_db", "password_column", "password")
modparam("usrloc", "db_url", DBURL)
`, V{"a": kp, "_ip": g.voipIP(), "b": g.an(32)}, "modparam(\"auth_db\", \"calculate_ha1\", yes)")

	ru := g.voipSIPUser()
	g.voipAdd("voip/kamailio-uacreg-sql-insert", `
MariaDB [kamailio]> INSERT INTO uacreg (l_uuid, l_username, l_domain, r_username, r_domain, realm, auth_username, auth_password, auth_proxy, expires, flags, reg_delay)
    -> VALUES ('trunk1', '«_u»', 'sip.office.example', '«_u»', 'sip.carrier-two.example', 'sip.carrier-two.example', '«_u»', '«a»', 'sip:sip.carrier-two.example:5060', 360, 0, 0);
Query OK, 1 row affected (0.004 sec)

MariaDB [kamailio]> \q
$ kamcmd uac.reg_reload
`, V{"_u": ru, "a": g.voipSIPPass()}, "kamcmd uac.reg_reload", "sip.carrier-two.example")

	g.voipAdd("voip/kamailio-kamcmd-uac-reg-dump", `
$ kamcmd uac.reg_dump
{
	l_uuid: trunk1
	l_username: «_u»
	l_domain: sip.office.example
	r_username: «_u»
	r_domain: sip.carrier-two.example
	realm: sip.carrier-two.example
	auth_username: «_u»
	auth_password: «a»
	auth_ha1: 
	auth_proxy: sip:sip.carrier-two.example:5060
	expires: 360
	flags: 20
	diff_expires: 211
	timer_expires: «_te»
	reg_init: «_ri»
	reg_delay: 0
	contact_addr: 
	socket: 
}
`, V{"_u": g.voipSIPUser(), "a": g.voipSIPPass(), "_te": fmt.Sprint(1718100000 + g.r.IntN(90000)), "_ri": fmt.Sprint(1718000000 + g.r.IntN(90000))}, "kamcmd uac.reg_dump", "diff_expires: 211")

	g.voipAdd("voip/kamailio-http-client-fraud-api", `
route[FRAUDCHECK] {
	$var(hdrs) = "Content-Type: application/json\r\nAuthorization: Bearer «a»";
	$var(body) = "{\"from\":\"" + $fU + "\",\"to\":\"" + $rU + "\",\"src\":\"" + $si + "\"}";
	http_client_query("https://fraud.voice-guard.example/v1/score", "$var(body)", "$var(hdrs)", "$var(result)");
	jansson_get("score", "$var(result)", "$var(score)");
	if ($var(score) > 80) {
		xlog("L_WARN", "blocking $fU -> $rU score=$var(score) ci=$ci\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
}
`, V{"a": "vg_" + g.b64u(40)}, "route[FRAUDCHECK]", "https://fraud.voice-guard.example/v1/score")

	g.voipAdd("voip/kamailio-dispatcher-list-benign", `
$ cat /etc/kamailio/dispatcher.list
# setid destination flags priority attributes
1 sip:10.40.0.21:5060 0 10 weight=50;duid=fs01;socket=udp:10.40.0.10:5060
1 sip:10.40.0.22:5060 0 10 weight=50;duid=fs02;socket=udp:10.40.0.10:5060
2 sip:«_ip»:5060;transport=udp 0 0 duid=carrier-a
$ kamcmd dispatcher.list | grep -E 'URI|FLAGS'
				URI: sip:10.40.0.21:5060
				FLAGS: AP
				URI: sip:10.40.0.22:5060
				FLAGS: IP
				URI: sip:«_ip»:5060;transport=udp
				FLAGS: AP
`, V{"_ip": g.voipIP()}, "weight=50;duid=fs01;socket=udp:10.40.0.10:5060")

	op := g.pw()
	g.voipAdd("voip/opensips-cfg-db-urls", `
####### Modules Section ########
mpath="/usr/lib/x86_64-linux-gnu/opensips/modules/"

loadmodule "db_mysql.so"
loadmodule "usrloc.so"
modparam("usrloc", "nat_bflag", "NAT")
modparam("usrloc", "working_mode_preset", "single-instance-sql-write-back")
modparam("usrloc", "db_url", "mysql://opensips:«a»@127.0.0.1/opensips")

loadmodule "auth_db.so"
modparam("auth_db", "calculate_ha1", yes)
modparam("auth_db", "password_column", "password")
modparam("auth_db|uri", "db_url", "mysql://opensips:«a»@127.0.0.1/opensips")

loadmodule "dialog.so"
modparam("dialog", "db_mode", 2)
modparam("dialog", "db_url", "mysql://opensips:«a»@127.0.0.1/opensips")
`, V{"a": op}, "single-instance-sql-write-back")

	g.voipAdd("voip/opensips-cli-user-add", `
$ opensips-cli -x user add 1007@sip.office.example «a»
$ opensips-cli -x mi ul_dump | jq '.Domains[0].AORs[] | {AOR, Contacts: [.Contacts[].Contact]}'
{
  "AOR": "1007",
  "Contacts": [
    "sip:1007@10.40.5.77:5060;transport=udp"
  ]
}
`, V{"a": g.pwURL()}, "opensips-cli -x mi ul_dump")

	g.voipAdd("voip/opensips-cp-db-inc-php", `
<?php
/* /var/www/html/opensips-cp/config/db.inc.php */

	//database host
	$config->db_host = "localhost";

	//database port - leave empty for default
	$config->db_port = "";

	//database connection user
	$config->db_user = "opensips";

	//database connection password
	$config->db_pass = "«a»";

	//database name
	$config->db_name = "opensips";

	if ($config->db_port != "") $config->db_host = $config->db_host . ";port=" . $config->db_port;
?>
`, V{"a": g.pwStrong()}, "opensips-cp/config/db.inc.php")

	g.voipAdd("voip/rtpengine-conf-redis-password", `
[rtpengine]
table = 0
interface = internal/10.40.0.30;external/10.40.0.30!«_ip»
listen-ng = 127.0.0.1:2223
listen-cli = 127.0.0.1:9900
port-min = 30000
port-max = 40000
redis = «a»@10.40.9.8:6379/5
redis-write = «a»@10.40.9.8:6379/6
log-level = 6
log-facility = local1
recording-dir = /var/spool/rtpengine
`, V{"_ip": g.voipIP(), "a": g.hex(24)}, "listen-ng = 127.0.0.1:2223")

	g.voipAdd("voip/homer-app-webapp-config", `
$ jq '.database_data, .database_config, .auth_settings' /usr/local/homer/etc/webapp_config.json
{
  "LocalNode": {
    "help": "Settings for PGSQL Database (data)",
    "node": "LocalNode",
    "user": "homer_user",
    "pass": "«a»",
    "name": "homer_data",
    "keepalive": true,
    "host": "127.0.0.1"
  }
}
{
  "help": "Settings for PGSQL Database (settings)",
  "node": "LocalConfig",
  "user": "homer_user",
  "pass": "«a»",
  "name": "homer_config",
  "host": "127.0.0.1"
}
{
  "_comment": "The type param can be internal, ldap, http_auth",
  "type": "internal",
  "gravatar": false,
  "token_expire": 1200
}
`, V{"a": g.pwURL()}, "\"token_expire\": 1200", "homer_config")

	g.voipAdd("voip/siremis-config-php", `
$ sudo grep -A8 "'db_" /var/www/siremis/siremis/app/Config/app.inc.php
define('SIREMIS_DB_DRIVER', 'mysqli');
define('SIREMIS_DB_HOST', '127.0.0.1');
define('SIREMIS_DB_NAME', 'siremis');
define('SIREMIS_DB_USER', 'siremis');
define('SIREMIS_DB_PASSWORD', '«a»');
define('KAMAILIO_DB_URL', 'mysql://kamailio:«b»@127.0.0.1/kamailio');
`, V{"a": g.pw(), "b": g.pwURL()}, "SIREMIS_DB_DRIVER")
}

// ---- SIP trunk and CPaaS providers ----

func (g *G) voipTrunks() {
	acct := g.twilioSID()
	tok := g.hex(32)
	g.voipAdd("voip/twilio-cli-sip-credential-create", `
$ export TWILIO_ACCOUNT_SID=«_acct»
$ export TWILIO_AUTH_TOKEN=«t»
$ twilio api:core:sip:credential-lists:credentials:create \
    --credential-list-sid CL«_cl» \
    --username office-pbx \
    --password '«a»'
SID                                 Username    Date Created
CR«_cr»  office-pbx  Jun 11 2024 10:41:07 GMT+0000
`, V{"_acct": acct, "t": tok, "_cl": g.hex(32), "a": g.s(alAlnum, 6) + g.pw(), "_cr": g.hex(32)}, "--username office-pbx")

	g.voipAdd("voip/twilio-trunking-python-origination", `
import os
from twilio.rest import Client

account_sid = "«_acct»"
auth_token = "«t»"
client = Client(account_sid, auth_token)

trunk = client.trunking.v1.trunks.create(friendly_name="office-pbx", secure=True)
client.trunking.v1.trunks(trunk.sid).origination_urls.create(
    weight=10, priority=10, enabled=True,
    friendly_name="pbx01", sip_url="sip:pbx01.office.example:5061;transport=tls",
)
print(trunk.sid, trunk.domain_name)
# TK«_tk» office-pbx.pstn.twilio.com
`, V{"_acct": g.twilioSID(), "t": g.hex(32), "_tk": g.hex(32)}, "office-pbx.pstn.twilio.com")

	iat := 1718100000 + g.r.IntN(900000)
	skid := "SK" + g.hex(32)
	ac2 := g.twilioSID()
	g.voipAdd("voip/twilio-voice-access-token-node", `
// routes/token.js  -- hands the browser a Voice SDK token
const AccessToken = require('twilio').jwt.AccessToken;
const VoiceGrant = AccessToken.VoiceGrant;

const token = new AccessToken(
  '«_ac»',
  '«=sk»',
  '«a»',
  { identity: req.user.email, ttl: 3600 },
);
token.addGrant(new VoiceGrant({ outgoingApplicationSid: 'AP«_ap»', incomingAllow: true }));
res.json({ token: token.toJwt() });

$ curl -s localhost:3000/token -b session=dev | jq -r .token
«b»
`, V{"_ac": ac2, "=sk": skid, "a": g.an(32), "_ap": g.hex(32),
		"b": g.jwt("HS256", fmt.Sprintf(`{"jti":"%s-%d","grants":{"identity":"dana@office.example","voice":{"incoming":{"allow":true},"outgoing":{"application_sid":"AP%s"}}},"iat":%d,"exp":%d,"iss":"%s","sub":"%s"}`, skid, iat, g.hex(32), iat, iat+3600, skid, ac2))},
		"outgoingApplicationSid")

	g.voipAdd("voip/twilio-twiml-dial-sip-credentials", `
<?xml version="1.0" encoding="UTF-8"?>
<Response>
  <Say voice="Polly.Joanna">Connecting you to the warehouse.</Say>
  <Dial callerId="«_did»" timeout="25" record="record-from-answer-dual">
    <Sip username="twilio-out" password="«a»">sip:2150@pbx01.office.example;transport=tls</Sip>
  </Dial>
</Response>
`, V{"_did": g.voipDID(), "a": g.pwStrong()}, "record-from-answer-dual", "sip:2150@pbx01.office.example;transport=tls")

	g.voipAdd("voip/twilio-status-callback-log-benign", `
2024-06-11T10:52:31.004Z info  POST /twilio/status 200 3ms
  X-Twilio-Signature: «_sig»
  body: AccountSid=«_ac»&ApiVersion=2010-04-01&CallSid=CA«_ca»&CallStatus=completed&CallDuration=184&Called=%2B«_to»&Caller=%2B«_from»&Direction=outbound-api&RecordingSid=RE«_re»&SipResponseCode=200
`, V{"_sig": g.b64(20), "_ac": g.twilioSID(), "_ca": g.hex(32), "_to": g.digits(11), "_from": g.digits(11), "_re": g.hex(32)}, "ApiVersion=2010-04-01", "CallStatus=completed")

	tk := "KEY" + g.s(alHexU, 32) + "_" + g.an(22)
	g.voipAdd("voip/telnyx-credential-connection-curl", `
$ curl -s -X POST https://api.telnyx.com/v2/credential_connections \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «k»" \
  -d '{"connection_name":"office-pbx","user_name":"officepbx«_n»","password":"«a»","sip_uri_calling_preference":"disabled","anchorsite_override":"Latency"}' | jq '.data | {id, connection_name, user_name, active}'
{
  "id": "«_id»",
  "connection_name": "office-pbx",
  "user_name": "officepbx«_n»",
  "active": true
}
`, V{"k": tk, "_n": g.digits(4), "a": g.voipSIPPass(), "_id": g.digits(19)}, "\"anchorsite_override\":\"Latency\"")

	g.voipAdd("voip/telnyx-telephony-credential-and-token", `
$ curl -s -X POST https://api.telnyx.com/v2/telephony_credentials -H "Authorization: Bearer $TELNYX_API_KEY" \
    -H "Content-Type: application/json" -d '{"connection_id":"«_conn»","name":"webrtc-agent-17"}'
{"data":{"created_at":"2024-06-11T11:02:10.391Z","expired":false,"expires_at":null,"id":"«_id»","name":"webrtc-agent-17","record_type":"credential","resource_id":"connection:«_conn»","sip_password":"«a»","sip_username":"gencred«_gu»","updated_at":"2024-06-11T11:02:10.391Z","user_id":"«_uid»"}}
$ curl -s -X POST https://api.telnyx.com/v2/telephony_credentials/«_id»/token -H "Authorization: Bearer $TELNYX_API_KEY"
«b»
`, V{"_conn": g.digits(19), "_id": g.uuid(), "a": g.hex(32), "_gu": g.an(22), "_uid": g.uuid(),
		"b": g.jwt("HS256", fmt.Sprintf(`{"aud":"telnyx_telephony","exp":%d,"iat":%d,"iss":"telnyx_telephony","jti":"%s","nbf":%d,"sub":"%s","tel_token":"%s","typ":"access"}`, iat+86400, iat, g.uuid(), iat-1, g.uuid(), g.b64u(40)))},
		"webrtc-agent-17", "$TELNYX_API_KEY")

	g.voipAdd("voip/telnyx-dotenv-public-key-benign", `
# .env (voice-bot)
TELNYX_API_KEY=«a»
TELNYX_PUBLIC_KEY=«_pub»
TELNYX_CONNECTION_ID=«_conn»
TELNYX_FROM_NUMBER=«_did»
WEBHOOK_BASE_URL=https://voice-bot.office.example
`, V{"a": "KEY" + g.s(alHexU, 32) + "_" + g.an(22), "_pub": g.b64(32), "_conn": g.digits(19), "_did": g.voipDID()}, "WEBHOOK_BASE_URL=https://voice-bot.office.example")

	vk := g.hex(8)
	g.voipAdd("voip/vonage-sip-trunk-pjsip", `
; pjsip.conf -- Vonage SIP: username is the API key, password the API secret
[vonage-auth]
type = auth
auth_type = userpass
username = «_k»
password = «a»

[vonage]
type = aor
contact = sip:sip.nexmo.com

[vonage]
type = endpoint
context = from-vonage
disallow = all
allow = ulaw
outbound_auth = vonage-auth
aors = vonage
from_domain = sip.nexmo.com

[vonage]
type = identify
endpoint = vonage
match = 173.193.199.24,174.37.245.34,5.10.112.121,5.10.112.122
`, V{"_k": vk, "a": g.an(16)}, "from_domain = sip.nexmo.com")

	vpk := g.pkcs8RSAPEM()
	g.voipAdd("voip/vonage-node-sdk-application", `
$ cat .env
VONAGE_API_KEY=«_k»
VONAGE_API_SECRET=«a»
VONAGE_APPLICATION_ID=«_app»
VONAGE_PRIVATE_KEY=./private.key
$ head -3 private.key
`+vpk.begin+`
«b»
`, V{"_k": g.hex(8), "a": g.an(16), "_app": g.uuid(), "b": strings.Join(strings.Split(vpk.body, "\n")[:2], "\n")}, "VONAGE_PRIVATE_KEY=./private.key")

	vapp := g.uuid()
	g.voipAdd("voip/vonage-voice-api-bearer-call", `
$ curl -X POST https://api.nexmo.com/v1/calls \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"to":[{"type":"phone","number":"«_to»"}],"from":{"type":"phone","number":"«_from»"},"ncco":[{"action":"talk","text":"Your parcel has shipped."}]}'
{"uuid":"«_u»","status":"started","direction":"outbound","conversation_uuid":"CON-«_cu»"}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"application_id":"%s","iat":%d,"jti":"%s","exp":%d}`, vapp, iat, g.uuid(), iat+900)), "_to": g.digits(11), "_from": g.digits(11), "_u": g.uuid(), "_cu": g.uuid()}, "\"status\":\"started\"")

	g.voipAdd("voip/bandwidth-voice-python-env", `
# settings.py
BW_ACCOUNT_ID = "«_acct»"
BW_USERNAME = "api-voice@office.example"
BW_PASSWORD = "«a»"
BW_VOICE_APPLICATION_ID = "«_app»"
BW_NUMBER = "«_did»"

configuration = bandwidth.Configuration(username=BW_USERNAME, password=BW_PASSWORD)
calls_api = bandwidth.CallsApi(bandwidth.ApiClient(configuration))
`, V{"_acct": g.digits(7), "a": g.pwStrong(), "_app": g.uuid(), "_did": g.voipDID()}, "api-voice@office.example")

	g.voipAdd("voip/bandwidth-oauth-client-credentials", `
$ curl -s -u «_cid»:«a» -d grant_type=client_credentials https://api.bandwidth.com/api/v1/oauth2/token
{"access_token":"«b»","token_type":"Bearer","expires_in":3600}
`, V{"_cid": g.an(20), "a": g.b64u(43), "b": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","iss":"https://id.bandwidth.com","accounts":["%s"],"iat":%d,"exp":%d}`, g.an(20), g.digits(7), iat, iat+3600))}, "grant_type=client_credentials")

	pa := "MA" + g.s(alUpNum, 18)
	g.voipAdd("voip/plivo-curl-make-call", `
$ curl -i --user «_id»:«a» \
    -H "Content-Type: application/json" \
    -d '{"from": "«_from»","to": "«_to»","answer_url": "https://ivr.office.example/plivo/answer","answer_method": "GET"}' \
    https://api.plivo.com/v1/Account/«_id»/Call/
HTTP/1.1 201 CREATED
content-type: application/json

{"api_id":"«_api»","message":"call fired","request_uuid":"«_ru»"}
`, V{"_id": pa, "a": g.an(40), "_from": g.digits(11), "_to": g.digits(11), "_api": g.uuid(), "_ru": g.uuid()}, "\"message\":\"call fired\"")

	g.voipAdd("voip/plivo-endpoint-create-python", `
import plivo

client = plivo.RestClient(auth_id="«_id»", auth_token="«a»")
response = client.endpoints.create(
    username="frontdesk",
    password="«b»",
    alias="Front desk softphone",
    app_id="«_app»",
)
print(response)
# {'alias': 'Front desk softphone', 'api_id': '«_api»', 'endpoint_id': '«_ep»', 'message': 'created', 'username': 'frontdesk«_suf»'}
`, V{"_id": "MA" + g.s(alUpNum, 18), "a": g.an(40), "b": g.pw(), "_app": g.digits(20), "_api": g.uuid(), "_ep": g.digits(14), "_suf": g.digits(12)}, "Front desk softphone")

	g.voipAdd("voip/voipms-rest-get-balance", `
$ curl -s "https://voip.ms/api/v1/rest.php?api_username=ops@office.example&api_password=«a»&method=getBalance&advanced=true" | jq .
{
  "status": "success",
  "balance": {
    "current_balance": "41.2719",
    "spent_total": "318.0812",
    "calls_total": "2106",
    "time_total": "61:12:04",
    "spent_today": "0.3141",
    "calls_today": "17",
    "time_today": "0:41:09"
  }
}
`, V{"a": g.pwURL()}, "\"current_balance\": \"41.2719\"")

	g.voipAdd("voip/voipms-create-subaccount-php", `
<?php
// bin/provision-sub.php
$params = [
    'api_username' => 'ops@office.example',
    'api_password' => '«a»',
    'method'       => 'createSubAccount',
    'username'     => 'branch2',
    'protocol'     => 1,
    'description'  => 'Branch office 2 PBX',
    'auth_type'    => 1,
    'password'     => '«b»',
    'device_type'  => 2,
    'lock_international' => 1,
    'international_route' => 1,
    'music_on_hold' => 'default',
];
$res = json_decode(file_get_contents('https://voip.ms/api/v1/rest.php?' . http_build_query($params)), true);
echo $res['status'], ' ', $res['account'] ?? '', PHP_EOL;   // success 100000_branch2
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "createSubAccount", "100000_branch2")

	g.voipAdd("voip/flowroute-numbers-curl", `
$ export FR_ACCESS_KEY=«_ak»
$ export FR_SECRET_KEY=«a»
$ curl -s -u $FR_ACCESS_KEY:$FR_SECRET_KEY "https://api.flowroute.com/v2/numbers?limit=2" | jq -r '.data[].id'
«_n1»
«_n2»
`, V{"_ak": g.digits(8), "a": g.an(32), "_n1": g.digits(11), "_n2": g.digits(11)}, "$FR_ACCESS_KEY:$FR_SECRET_KEY")

	sp := g.uuid()
	g.voipAdd("voip/signalwire-laml-calls", `
$ curl -s https://office-voice.signalwire.com/api/laml/2010-04-01/Accounts/«_p»/Calls.json \
    -X POST \
    --data-urlencode "Url=https://ivr.office.example/laml/welcome.xml" \
    --data-urlencode "To=«_to»" \
    --data-urlencode "From=«_from»" \
    -u "«_p»:«a»" | jq '{sid, status}'
{
  "sid": "«_sid»",
  "status": "queued"
}
`, V{"_p": sp, "a": "PT" + g.hex(48), "_to": g.voipDID(), "_from": g.voipDID(), "_sid": g.uuid()}, "office-voice.signalwire.com")

	g.voipAdd("voip/sinch-voice-callout-basic", `
# scripts/callout.sh
APP_KEY="«_k»"
APP_SECRET="«a»"
curl -s -X POST "https://calling.api.sinch.com/calling/v1/callouts" \
  -u "$APP_KEY:$APP_SECRET" \
  -H "Content-Type: application/json" \
  -d '{"method":"ttsCallout","ttsCallout":{"cli":"«_from»","destination":{"type":"number","endpoint":"«_to»"},"locale":"en-US","text":"Your verification code is 4 1 9 2"}}'
`, V{"_k": g.uuid(), "a": g.b64(16), "_from": g.voipDID(), "_to": g.voipDID()}, "ttsCallout")

	g.voipAdd("voip/chime-voice-connector-termination-creds", `
$ aws chime-sdk-voice put-voice-connector-termination-credentials \
    --voice-connector-id «_vc» \
    --credentials Username="pbx-office",Password="«a»"
$ aws chime-sdk-voice list-voice-connector-termination-credentials --voice-connector-id «_vc»
{
    "Usernames": [
        "pbx-office"
    ]
}
`, V{"_vc": g.s(alLowNum, 22), "a": g.pwStrong()}, "\"Usernames\": [")

	g.voipAdd("voip/skyetel-api-env", `
$ cat /etc/default/did-sync
SKYETEL_API=https://api.skyetel.com/v1
SKYETEL_SID=«_sid»
SKYETEL_SECRET=«a»
SYNC_TARGET=mysql://didsync:«b»@127.0.0.1/asterisk
SYNC_INTERVAL=900
`, V{"_sid": g.an(24), "a": g.an(40), "b": g.pwURL()}, "SKYETEL_API=https://api.skyetel.com/v1")

	g.voipAdd("voip/sipgate-io-token-python", `
import requests

TOKEN_ID = "token-«_tid»"
TOKEN = "«a»"

r = requests.get("https://api.sipgate.com/v2/history?types=CALL&limit=5", auth=(TOKEN_ID, TOKEN))
r.raise_for_status()
for item in r.json()["items"]:
    print(item["created"], item["direction"], item["source"], item["target"], item["duration"])
`, V{"_tid": g.s(alUpNum, 6), "a": g.uuid()}, "https://api.sipgate.com/v2/history")

	g.voipAdd("voip/46elks-curl-call", `
$ curl https://api.46elks.com/a1/calls \
    -u «_u»:«a» \
    -d from=+46766861004 \
    -d to=+46704508449 \
    -d voice_start='{"play":"https://files.office.example/ivr/welcome.mp3"}'
{"direction": "outgoing", "from": "+46766861004", "to": "+46704508449", "state": "ongoing", "id": "c«_cid»", "created": "2024-06-11T11:31:02.118000"}
`, V{"_u": "u" + g.hex(32), "a": strings.ToUpper(g.hex(32)), "_cid": g.hex(32)}, "https://api.46elks.com/a1/calls")

	g.voipAdd("voip/trunk-provider-welcome-email", `
From: provisioning@sip-wholesale.example
To: it@office.example
Subject: Your SIP trunk is active (order 48113)

Hello,

Your SIP trunk has been provisioned. Please use the following details:

  Registrar / Proxy : reg.sip-wholesale.example (UDP/TCP 5060, TLS 5061)
  Username          : «_u»
  Password          : «a»
  Auth realm        : sip-wholesale
  Channels          : 10
  Inbound DIDs      : «_d1», «_d2»

For security we recommend restricting the trunk to your public IP in the portal
(Trunks > IP Authentication). Support: +1 800 555 0142.

Regards,
Provisioning team
`, V{"_u": g.voipSIPUser(), "a": g.voipSIPPass(), "_d1": g.voipDID(), "_d2": g.voipDID()}, "reg.sip-wholesale.example", "Trunks > IP Authentication")
}

// ---- desk phone provisioning ----

func (g *G) voipPhones() {
	g.voipAdd("voip/yealink-common-cfg-autop-and-admin", `
#!version:1.0.0.1
## y000000000000.cfg  (common file for every T4x/T5x on the LAN)
static.auto_provision.server.url = https://prov.office.example/yealink/
static.auto_provision.server.username = yealink
static.auto_provision.server.password = «a»
static.auto_provision.repeat.enable = 1
static.auto_provision.repeat.minutes = 1440
static.security.user_name.admin = admin
static.security.user_password = admin:«b»
static.network.vlan.internet_port_enable = 1
static.network.vlan.internet_port_vid = 20
local_time.time_zone = -5
local_time.ntp_server1 = ntp.office.lan
`, V{"a": g.pwURL(), "b": g.pw()}, "static.auto_provision.server.url = https://prov.office.example/yealink/", "static.network.vlan.internet_port_vid = 20")

	ym := g.voipMAC("805ec0")
	g.voipAdd("voip/yealink-mac-cfg-two-lines", `
$ cat /srv/tftp/yealink/«_m».cfg
#!version:1.0.0.1
account.1.enable = 1
account.1.label = 214 Sales
account.1.display_name = Marta Ruiz
account.1.auth_name = 214
account.1.user_name = 214
account.1.password = «a»
account.1.sip_server.1.address = pbx01.office.lan
account.1.sip_server.1.port = 5060
account.1.sip_server.1.expires = 300
account.2.enable = 1
account.2.label = Sales queue
account.2.auth_name = 8214
account.2.user_name = 8214
account.2.password = «b»
account.2.sip_server.1.address = pbx01.office.lan
linekey.3.type = 16
linekey.3.value = 215
linekey.3.label = Tom
`, V{"_m": ym, "a": g.voipSIPPass(), "b": g.voipSIPPass()}, "account.1.sip_server.1.address = pbx01.office.lan", "linekey.3.label = Tom")

	g.voipAdd("voip/yealink-curl-fetch-mac-cfg", `
$ curl -s -u yealink:«a» https://prov.office.example/yealink/«_m».cfg | grep -E 'account\.1\.(user_name|password|sip_server)'
account.1.user_name = 231
account.1.password = «b»
account.1.sip_server.1.address = pbx01.office.lan
`, V{"a": g.pwURL(), "_m": g.voipMAC("249ad8"), "b": g.voipSIPPass()}, "account.1.user_name = 231")

	pm := g.voipMAC("0004f2")
	g.voipAdd("voip/polycom-mac-phone-cfg-xml", `
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<!-- «_m»-phone.cfg  generated by endpoint manager -->
<polycomConfig>
  <reg
    reg.1.displayName="Front Desk"
    reg.1.address="201"
    reg.1.label="201"
    reg.1.auth.userId="201"
    reg.1.auth.password="«a»"
    reg.1.server.1.address="pbx01.office.lan"
    reg.1.server.1.port="5060"
    reg.1.server.1.transport="UDPOnly"
    reg.1.lineKeys="2"/>
  <device
    device.set="1"
    device.prov.serverType.set="1"
    device.prov.serverType="HTTPS"
    device.prov.serverName.set="1"
    device.prov.serverName="prov.office.example/polycom"
    device.prov.user.set="1"
    device.prov.user="polyprov"
    device.prov.password.set="1"
    device.prov.password="«b»"
    device.auth.localAdminPassword.set="1"
    device.auth.localAdminPassword="«c»"/>
</polycomConfig>
`, V{"_m": pm, "a": g.voipSIPPass(), "b": g.pwURL(), "c": g.pw()}, "device.prov.serverName=\"prov.office.example/polycom\"", "reg.1.server.1.transport=\"UDPOnly\"")

	gm := g.voipMAC("000b82")
	g.voipAdd("voip/grandstream-cfg-mac-xml", `
<?xml version="1.0" encoding="UTF-8" ?>
<!-- cfg«_m».xml -->
<gs_provision version="1">
  <mac>«_m»</mac>
  <config version="1">
    <!-- Admin password for web interface -->
    <P2>«a»</P2>
    <!-- End user password -->
    <P196>«b»</P196>
    <!-- Account 1: Active, Name, SIP server, User ID, Auth ID, Password -->
    <P271>1</P271>
    <P270>Warehouse</P270>
    <P47>pbx01.office.lan</P47>
    <P35>230</P35>
    <P36>230</P36>
    <P34>«c»</P34>
    <P3>Warehouse</P3>
    <!-- Config server path -->
    <P237>prov.office.example/gs</P237>
    <P212>2</P212>
  </config>
</gs_provision>
`, V{"_m": gm, "a": g.pw(), "b": g.an(10), "c": g.voipSIPPass()}, "<P237>prov.office.example/gs</P237>", "<P47>pbx01.office.lan</P47>")

	g.voipAdd("voip/grandstream-ucm-api-challenge-login", `
$ curl -sk https://ucm.office.lan:8089/api -d '{"request":{"action":"challenge","user":"cdrapi","version":"1.0"}}'
{"response":{"challenge":"«_ch»"},"status":0}
$ curl -sk https://ucm.office.lan:8089/api -d '{"request":{"action":"login","token":"«a»","url":"https://crm.office.example/ucm-events","user":"cdrapi"}}'
{"response":{"cookie":"sid«b»"},"status":0}
$ curl -sk https://ucm.office.lan:8089/api -d '{"request":{"action":"listAccount","cookie":"sid«b»","item_num":"50","options":"extension,account_type,fullname,status","page":"1","sidx":"extension","sord":"asc"}}'
`, V{"_ch": g.digits(16), "a": g.hex(32), "b": g.digits(10) + "-" + g.digits(10)}, "\"action\":\"listAccount\"")

	cm := strings.ToUpper(g.voipMAC("00562b"))
	g.voipAdd("voip/cisco-sep-cnf-xml-sip-line", `
<!-- /srv/tftp/SEP«_m».cnf.xml -->
<device>
  <deviceProtocol>SIP</deviceProtocol>
  <sshUserId>admin</sshUserId>
  <sshPassword>«a»</sshPassword>
  <devicePool>
    <dateTimeSetting><timeZone>Eastern Standard/Daylight Time</timeZone></dateTimeSetting>
    <callManagerGroup><members><member priority="0"><callManager><processNodeName>10.40.0.5</processNodeName></callManager></member></members></callManagerGroup>
  </devicePool>
  <sipProfile>
    <sipLines>
      <line button="1">
        <featureID>9</featureID>
        <featureLabel>240</featureLabel>
        <proxy>USECALLMANAGER</proxy>
        <port>5060</port>
        <name>240</name>
        <displayName>Shipping</displayName>
        <authName>240</authName>
        <authPassword>«b»</authPassword>
        <messagesNumber>*97</messagesNumber>
      </line>
    </sipLines>
    <phoneLabel>Shipping</phoneLabel>
  </sipProfile>
  <loadInformation>SIP88xx.14-2-1-0201-60</loadInformation>
</device>
`, V{"_m": cm, "a": g.pw(), "b": g.voipSIPPass()}, "SIP88xx.14-2-1-0201-60", "<proxy>USECALLMANAGER</proxy>")

	g.voipAdd("voip/cisco-mpp-3pcc-xml", `
<flat-profile>
  <Profile_Rule ua="na">https://prov.office.example/cisco/$PSN.xml</Profile_Rule>
  <Admin_Password ua="na">«a»</Admin_Password>
  <User_Password ua="rw">«b»</User_Password>
  <Station_Display_Name ua="na">Lab 2</Station_Display_Name>
  <Proxy_1_ ua="na">pbx01.office.lan</Proxy_1_>
  <Display_Name_1_ ua="na">Lab 2</Display_Name_1_>
  <User_ID_1_ ua="na">250</User_ID_1_>
  <Auth_ID_1_ ua="na">250</Auth_ID_1_>
  <Password_1_ ua="na">«c»</Password_1_>
  <Use_Auth_ID_1_ ua="na">Yes</Use_Auth_ID_1_>
</flat-profile>
`, V{"a": g.pwStrong(), "b": g.an(10), "c": g.voipSIPPass()}, "https://prov.office.example/cisco/$PSN.xml")

	g.voipAdd("voip/cisco-7960-sip-cnf", `
# SIP0012D9«_m».cnf
image_version: "P0S3-8-12-00"
line1_name: "260"
line1_displayname: "Conference Room"
line1_shortname: "Conf"
line1_authname: "260"
line1_password: "«a»"
proxy1_address: "10.40.0.5"
proxy1_port: "5060"
phone_label: "Conf Room   "
phone_password: "«b»"
`, V{"_m": strings.ToUpper(g.hex(6)), "a": g.voipSIPPass(), "b": g.an(8)}, "P0S3-8-12-00")

	g.voipAdd("voip/fanvil-autoprovision-cfg", `
<<VOIP CONFIG FILE>>Version:2.0002

<GLOBAL CONFIG MODULE>
Static IP          :
Default Protocol   :2
Enable DHCP        :1

<SIP CONFIG MODULE>
SIP  Port          :5060
--SIP Line List--  :
SIP1 Phone Number       :270
SIP1 Display Name       :Loading Dock
SIP1 Sip Name           :270
SIP1 Register Addr      :pbx01.office.lan
SIP1 Register Port      :5060
SIP1 Register User      :270
SIP1 Register Pswd      :«a»
SIP1 Register TTL       :3600
SIP1 Enable Reg         :1

<WEB CONFIG MODULE>
WEB Port           :80
Web Server Type    :0
--Web User List--  :
User Name      :admin
User Password  :«b»
User Level     :10
<<END OF FILE>>
`, V{"a": g.voipSIPPass(), "b": g.pw()}, "<<VOIP CONFIG FILE>>Version:2.0002", "SIP1 Register Addr      :pbx01.office.lan")

	g.voipAdd("voip/mitel-aastra-mac-cfg", `
# 00085D«_m».cfg  (Mitel 6867i)
sip line1 auth name: 280
sip line1 password: «a»
sip line1 user name: 280
sip line1 display name: Yard Office
sip line1 screen name: Yard Office
sip line1 proxy ip: pbx01.office.lan
sip line1 proxy port: 5060
sip line1 registrar ip: pbx01.office.lan
sip line1 registrar port: 5060
admin password: «b»
user password: 
`, V{"_m": strings.ToUpper(g.hex(6)), "a": g.voipSIPPass(), "b": g.digits(8)}, "sip line1 proxy ip: pbx01.office.lan")

	g.voipAdd("voip/panasonic-kx-cfg", `
# Panasonic SIP Phone Standard Format File # DO NOT CHANGE THIS LINE!
## KX-HDV230 -- Config«_m».cfg
CFG_STANDARD_FILE_PATH="https://prov.office.example/panasonic/Config{mac}.cfg"
ADMIN_ID="admin"
ADMIN_PASS="«a»"
USER_ID="user"
USER_PASS="«b»"
PHONE_NUMBER_1="290"
SIP_URI_1="290"
SIP_AUTHID_1="290"
SIP_PASS_1="«c»"
SIP_RGSTR_ADDR_1="pbx01.office.lan"
SIP_PRXY_ADDR_1="pbx01.office.lan"
DISPLAY_NAME_1="Reception 2"
`, V{"_m": strings.ToUpper(g.voipMAC("080023")), "a": g.pw(), "b": g.an(10), "c": g.voipSIPPass()}, "CFG_STANDARD_FILE_PATH=\"https://prov.office.example/panasonic/Config{mac}.cfg\"")

	g.voipAdd("voip/provisioning-nginx-htpasswd", `
$ sudo htpasswd -cb /etc/nginx/.prov_htpasswd phones '«a»'
Adding password for user phones
$ sudo cat /etc/nginx/.prov_htpasswd
phones:«b»
$ sudo cat /etc/nginx/sites-enabled/prov.conf
server {
    listen 443 ssl;
    server_name prov.office.example;
    root /srv/prov;
    location / {
        auth_basic "phones";
        auth_basic_user_file /etc/nginx/.prov_htpasswd;
        autoindex off;
    }
}
`, V{"a": g.pw(), "b": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)}, "auth_basic_user_file /etc/nginx/.prov_htpasswd;")

	g.voipAdd("voip/provisioning-access-log-benign", `
$ tail -n 6 /var/log/nginx/prov.access.log
10.40.5.31 - phones [11/Jun/2024:06:02:11 +0000] "GET /yealink/y000000000000.cfg HTTP/1.1" 200 1834 "-" "Yealink SIP-T54W 96.86.0.70 «_ym»"
10.40.5.31 - phones [11/Jun/2024:06:02:11 +0000] "GET /yealink/«_ym».cfg HTTP/1.1" 200 2210 "-" "Yealink SIP-T54W 96.86.0.70 «_ym»"
10.40.5.44 - - [11/Jun/2024:06:02:19 +0000] "GET /polycom/«_pm»-phone.cfg HTTP/1.1" 401 179 "-" "FileTransport PolycomVVX-VVX_450-UA/6.4.6.2256 Type/Application"
10.40.5.44 - phones [11/Jun/2024:06:02:19 +0000] "GET /polycom/«_pm»-phone.cfg HTTP/1.1" 200 3127 "-" "FileTransport PolycomVVX-VVX_450-UA/6.4.6.2256 Type/Application"
10.40.5.60 - phones [11/Jun/2024:06:02:40 +0000] "GET /gs/cfg«_gm».xml HTTP/1.1" 200 914 "-" "Grandstream Model HW GRP2614 SW 1.0.11.23 DevId «_gm»"
`, V{"_ym": g.voipMAC("805ec0"), "_pm": g.voipMAC("0004f2"), "_gm": g.voipMAC("c074ad")}, "PolycomVVX-VVX_450-UA/6.4.6.2256")

	g.voipAdd("voip/htek-ztp-chat-provisioning-url", `
[#it-voice] dana: for the Htek/Poly batch just set the provisioning URL in the RPS/ZTP portal to
https://phones:«a»@prov.office.example/ztp/{mac}.cfg
and they'll pick up their MAC file on first boot. The account passwords are in the per-MAC files, not in that URL.
[#it-voice] sam: 👍 done for 14 units, MACs 001fc1xxxxxx in the sheet
`, V{"a": g.pwURL()}, "prov.office.example/ztp/{mac}.cfg")
}

// ---- softphones and SIP test clients ----

func (g *G) voipSoftphones() {
	g.voipAdd("voip/microsip-ini", `
; %APPDATA%\MicroSIP\MicroSIP.ini
[Settings]
accountId=1
singleMode=1
ringingSound=
audioCodecs=opus/48000/2 G722/16000/1 PCMA/8000/1 PCMU/8000/1
enableLog=0
[Account1]
label=Office
server=pbx01.office.example
proxy=
domain=pbx01.office.example
username=305
password=«a»
authID=305
displayName=Priya S
voicemailNumber=*97
transport=tls
publicAddr=
SRTP=mandatory
registerRefresh=300
keepAlive=15
`, V{"a": g.voipSIPPass()}, "audioCodecs=opus/48000/2 G722/16000/1 PCMA/8000/1 PCMU/8000/1", "SRTP=mandatory")

	g.voipAdd("voip/zoiper5-config-xml", `
$ grep -A12 '<account>' ~/.Zoiper5/Config.xml
  <account>
    <name>306@pbx01.office.example</name>
    <username>306</username>
    <password>«a»</password>
    <auth_username>306</auth_username>
    <host>pbx01.office.example</host>
    <protocol>2</protocol>
    <transport>1</transport>
    <register_on_startup>1</register_on_startup>
    <reregistration_time>60</reregistration_time>
    <use_stun>0</use_stun>
    <caller_id>Kenji</caller_id>
  </account>
`, V{"a": g.voipSIPPass()}, "<reregistration_time>60</reregistration_time>")

	g.voipAdd("voip/linphonec-register", `
$ linphonec
Ready
Warning: video is disabled in linphonec, use -V or -C or -D to enable.
linphonec> register sip:307@pbx01.office.example sip:pbx01.office.example «a»
Registration on <sip:pbx01.office.example> successful.
linphonec> call sip:7000@pbx01.office.example
Establishing call id to <sip:7000@pbx01.office.example>, assigned id 1
Call 1 to <sip:7000@pbx01.office.example> ringing.
Call 1 with <sip:7000@pbx01.office.example> connected.
`, V{"a": g.pwURL()}, "Registration on <sip:pbx01.office.example> successful.")

	g.voipAdd("voip/linphone-remote-provisioning-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<config xmlns="http://www.linphone.org/xsds/lpconfig.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <section name="proxy_0">
    <entry name="reg_proxy">&lt;sip:sip.office.example;transport=tls&gt;</entry>
    <entry name="reg_identity">"Lea M" &lt;sip:lea@sip.office.example&gt;</entry>
    <entry name="reg_expires">3600</entry>
    <entry name="reg_sendregister">1</entry>
  </section>
  <section name="auth_info_0">
    <entry name="username">lea</entry>
    <entry name="passwd">«a»</entry>
    <entry name="realm">sip.office.example</entry>
    <entry name="domain">sip.office.example</entry>
    <entry name="algorithm">SHA-256</entry>
  </section>
</config>
`, V{"a": g.pw()}, "http://www.linphone.org/xsds/lpconfig.xsd")

	g.voipAdd("voip/acrobits-groundwire-provisioning", `
<account>
  <title>Office PBX</title>
  <username>308</username>
  <password>«a»</password>
  <host>pbx01.office.example:5061</host>
  <transport>tls</transport>
  <srtpMode>mandatory</srtpMode>
  <voiceMailNumber>*97</voiceMailNumber>
  <pushNotifications>1</pushNotifications>
  <allowMessage>1</allowMessage>
</account>

QR code for onboarding (scan in Groundwire → Add account → Scan QR):
csc:308:«a»@officepbx
`, V{"a": g.voipSIPPass()}, "<srtpMode>mandatory</srtpMode>")

	g.voipAdd("voip/pjsua-cli-register-and-call", `
$ ./pjsua-x86_64-pc-linux-gnu --id "sip:309@pbx01.office.example" --registrar "sip:pbx01.office.example" \
    --realm "*" --username 309 --password '«a»' --null-audio --auto-answer 200 --max-calls 1
11:42:10.031         pjsua_core.c  .pjsua version 2.14.1 for Linux-6.8.0/x86_64/glibc-2.39 initialized
11:42:10.219         pjsua_acc.c  ....SIP outbound status for acc 0 is not active
11:42:10.219         pjsua_acc.c  ....sip:309@pbx01.office.example: registration success, status=200 (OK), will re-register in 300 seconds
`, V{"a": g.voipSIPPass()}, "pjsua version 2.14.1")

	g.voipAdd("voip/pjsua-config-file", `
$ cat alice.cfg
--id sip:alice@sip.office.example
--registrar sip:sip.office.example;transport=tls
--realm *
--username alice
--password «a»
--use-tls
--use-srtp 2
--srtp-secure 1
--stun-srv stun.office.example:3478
$ pjsua --config-file=alice.cfg
`, V{"a": g.pwStrong()}, "--stun-srv stun.office.example:3478")

	g.voipAdd("voip/sipexer-register", `
$ sipexer -register -vl 3 -co -com -ex 310 -fuser 310 -au 310 -ap '«a»' -ae 300 tls:pbx01.office.example:5061
[info] [sipexer.go:1610] main.SIPExerDialogLoop(): local socket address: 10.40.5.90:42118 (tls)
[info] [sipexer.go:1611] main.SIPExerDialogLoop(): local via address: 10.40.5.90:42118
[info] [sipexer.go:1612] main.SIPExerDialogLoop(): sending to tls pbx01.office.example:5061: [[---
REGISTER sip:pbx01.office.example:5061;transport=tls SIP/2.0
Via: SIP/2.0/TLS 10.40.5.90:42118;rport;branch=«_br»
From: <sip:310@pbx01.office.example>;tag=«_tag»
To: <sip:310@pbx01.office.example>
Call-ID: «_cid»
CSeq: 1 REGISTER
Expires: 300
User-Agent: SIPExer v1.1.0
Content-Length: 0

---]]
[info] [sipexer.go:1672] main.SIPExerDialogLoop(): response code: 200
`, V{"a": g.voipSIPPass(), "_br": g.voipBranch(), "_tag": g.voipTag(), "_cid": g.voipCallID()}, "User-Agent: SIPExer v1.1.0")

	g.voipAdd("voip/twinkle-cfg", `
$ grep -E '^(user_|auth_|registrar|outbound)' ~/.twinkle/office.cfg
user_name=311
user_domain=pbx01.office.example
user_display=Omar
user_organization=
auth_realm=
auth_name=311
auth_pass=«a»
registrar=pbx01.office.example
outbound_proxy=
`, V{"a": g.pwURL()}, "user_domain=pbx01.office.example")

	g.voipAdd("voip/ctxsip-localstorage-devtools", `
> JSON.parse(localStorage.getItem('SIPCreds'))
{Display: 'Lab tester', User: '312', Pass: '«a»', Realm: 'pbx01.office.example', WSServer: 'wss://pbx01.office.example:8089/ws'}
> localStorage.getItem('sipCalls')
'{"«_cid»":{"id":"«_cid»","clid":"7000","uri":"sip:7000@pbx01.office.example","start":1718105210331,"stop":1718105291004,"flow":"outgoing","status":"answered"}}'
`, V{"a": g.pwURL(), "_cid": g.hex(20)}, "wss://pbx01.office.example:8089/ws")

	g.voipAdd("voip/sipp-cli-auth-flags", `
$ sipp -sf uac_auth.xml -s «_did» -au 313 -ap '«a»' -i 10.40.5.90 -r 2 -l 20 -m 200 -trace_err pbx01.office.lan:5060
Resolving remote host 'pbx01.office.lan'... Done.
------------------------------ Scenario Screen -------- [1-9]: Change Screen --
  Call rate (length)   Port   Total-time  Total-calls  Remote-host
   2.0(0 ms)/1.000s   5060     100.02 s          200  10.40.0.5:5060(UDP)
`, V{"_did": g.voipDID()[2:], "a": g.voipSIPPass()}, "uac_auth.xml", "Scenario Screen")
}

// ---- SIP traces ----

func (g *G) voipTraces() {
	u := g.voipSIPUser()
	cid := g.voipCallID()
	n := g.voipNonce()
	g.voipAdd("voip/tcpdump-A-register-challenge", `
$ sudo tcpdump -i eth0 -nn -A -s0 'udp port 5060 and host sip.carrier-three.example'
11:58:01.201874 IP 10.40.0.5.5060 > «_ip».5060: SIP: REGISTER sip:sip.carrier-three.example SIP/2.0
E...:.@.@.....(.....................REGISTER sip:sip.carrier-three.example SIP/2.0
Via: SIP/2.0/UDP 10.40.0.5:5060;rport;branch=«_b1»
From: <sip:«_u»@sip.carrier-three.example>;tag=«_t»
To: <sip:«_u»@sip.carrier-three.example>
Call-ID: «_cid»
CSeq: 1 REGISTER
Content-Length:  0

11:58:01.233101 IP «_ip».5060 > 10.40.0.5.5060: SIP: SIP/2.0 401 Unauthorized
E...^.@.5.*.........................SIP/2.0 401 Unauthorized
Via: SIP/2.0/UDP 10.40.0.5:5060;rport=5060;branch=«_b1»
Call-ID: «_cid»
CSeq: 1 REGISTER
WWW-Authenticate: Digest realm="sip.carrier-three.example", nonce="«_n»", qop="auth", algorithm=MD5, stale=FALSE
Content-Length: 0

11:58:01.234410 IP 10.40.0.5.5060 > «_ip».5060: SIP: REGISTER sip:sip.carrier-three.example SIP/2.0
E...:.@.@.....(.....................REGISTER sip:sip.carrier-three.example SIP/2.0
Via: SIP/2.0/UDP 10.40.0.5:5060;rport;branch=«_b2»
Call-ID: «_cid»
CSeq: 2 REGISTER
Authorization: Digest username="«_u»", realm="sip.carrier-three.example", nonce="«_n»", uri="sip:sip.carrier-three.example", response="«a»", algorithm=MD5, cnonce="«_cn»", qop=auth, nc=00000001
Content-Length:  0
`, V{"_ip": g.voipIP(), "_b1": g.voipBranch(), "_u": u, "_t": g.voipTag(), "_cid": cid, "_n": n, "_b2": g.voipBranch(), "a": g.hex(32), "_cn": g.hex(16)}, "SIP/2.0 401 Unauthorized")

	g.voipAdd("voip/ngrep-invite-proxy-authorization", `
$ sudo ngrep -W byline -d any -q port 5060 and host 10.40.5.31

U 10.40.5.31:5060 -> 10.40.0.5:5060 #41
INVITE sip:«_did»@pbx01.office.lan SIP/2.0.
Via: SIP/2.0/UDP 10.40.5.31:5060;branch=«_br».
From: "Marta Ruiz" <sip:214@pbx01.office.lan>;tag=«_tag».
To: <sip:«_did»@pbx01.office.lan>.
Call-ID: «_cid».
CSeq: 2 INVITE.
Proxy-Authorization: Digest username="214", realm="asterisk", nonce="«_n»", uri="sip:«_did»@pbx01.office.lan", response="«a»", algorithm=MD5.
User-Agent: Yealink SIP-T54W 96.86.0.70.
Content-Type: application/sdp.
Content-Length: 312.
.
`, V{"_did": g.voipDID()[2:], "_br": g.voipBranch(), "_tag": g.voipTag(), "_cid": g.voipCallID(), "_n": g.voipNonce(), "a": g.hex(32)}, "User-Agent: Yealink SIP-T54W 96.86.0.70.")

	g.voipAdd("voip/sip-register-sha256-digest", `
<--- Received SIP request (611 bytes) from TLS:10.40.5.77:49811 --->
REGISTER sip:sip.office.example SIP/2.0
Via: SIP/2.0/TLS 10.40.5.77:49811;branch=«_br»;rport
From: <sip:lea@sip.office.example>;tag=«_tag»
To: sip:lea@sip.office.example
CSeq: 21 REGISTER
Call-ID: «_cid»
Max-Forwards: 70
Supported: replaces, outbound, gruu, path, record-aware
Contact: <sip:lea@10.40.5.77:49811;transport=tls>;+sip.instance="<urn:uuid:«_inst»>"
Expires: 3600
User-Agent: LinphoneAndroid/5.2.5 (Pixel 7) LinphoneSDK/5.3.47
Authorization: Digest realm="sip.office.example", nonce="«_n»", algorithm=SHA-256, opaque="«_op»", username="lea", uri="sip:sip.office.example", response="«a»", cnonce="«_cn»", nc=00000001, qop=auth
Content-Length: 0
`, V{"_br": g.voipBranch(), "_tag": g.voipTag(), "_cid": g.voipCallID(), "_inst": g.uuid(), "_n": g.b64(24), "_op": g.hex(16), "a": g.hex(64), "_cn": g.an(16)}, "LinphoneAndroid/5.2.5 (Pixel 7) LinphoneSDK/5.3.47")

	g.voipAdd("voip/sdp-sdes-crypto-inline-keys", `
<--- Transmitting SIP request (1402 bytes) to TLS:«_ip»:5061 --->
INVITE sip:«_did»@sip.carrier-one.example;transport=tls SIP/2.0
Via: SIP/2.0/TLS 10.40.0.5:5061;rport;branch=«_br»
From: <sip:«_u»@sip.carrier-one.example>;tag=«_tag»
To: <sip:«_did»@sip.carrier-one.example>
Call-ID: «_cid»
CSeq: 4120 INVITE
Content-Type: application/sdp
Content-Length:   402

v=0
o=- «_o» «_o» IN IP4 «_pub»
s=Asterisk
c=IN IP4 «_pub»
t=0 0
m=audio 17204 RTP/SAVP 0 8 101
a=crypto:1 AES_CM_128_HMAC_SHA1_80 inline:«a»
a=crypto:2 AES_CM_128_HMAC_SHA1_32 inline:«b»
a=rtpmap:0 PCMU/8000
a=rtpmap:8 PCMA/8000
a=rtpmap:101 telephone-event/8000
a=fmtp:101 0-16
a=ptime:20
a=maxptime:150
a=sendrecv
`, V{"_ip": g.voipIP(), "_did": g.voipDID(), "_br": g.voipBranch(), "_u": g.voipSIPUser(), "_tag": g.voipTag(), "_cid": g.voipCallID(), "_o": g.digits(9), "_pub": g.voipIP(), "a": g.b64(30), "b": g.b64(30)}, "a=rtpmap:101 telephone-event/8000")

	g.voipAdd("voip/homer-export-json-raw-sip", `
$ curl -s -H "Authorization: Bearer $HOMER_TOKEN" https://homer.ops.lan/api/v3/call/transaction -d @q.json | jq -c '.data.messages[1] | {create_date, srcIp, dstIp, method, raw}'
{"create_date":1718107410331,"srcIp":"10.40.0.10","dstIp":"10.40.0.21","method":"INVITE","raw":"INVITE sip:7000@10.40.0.21 SIP/2.0\r\nRecord-Route: <sip:10.40.0.10;lr>\r\nVia: SIP/2.0/UDP 10.40.0.10;branch=«_br»\r\nFrom: <sip:215@sip.office.example>;tag=«_tag»\r\nTo: <sip:7000@sip.office.example>\r\nCall-ID: «_cid»\r\nCSeq: 102 INVITE\r\nProxy-Authorization: Digest username=\"215\", realm=\"sip.office.example\", nonce=\"«_n»\", uri=\"sip:7000@sip.office.example\", response=\"«a»\"\r\nContent-Length: 0\r\n\r\n"}
`, V{"_br": g.voipBranch(), "_tag": g.voipTag(), "_cid": g.voipCallID(), "_n": g.hex(40), "a": g.hex(32)}, "$HOMER_TOKEN", "https://homer.ops.lan/api/v3/call/transaction")

	g.voipAdd("voip/chrome-devtools-wss-register-frames", `
Network ▸ WS ▸ wss://pbx01.office.example:8089/ws ▸ Messages
↑ 12:07:14.101  REGISTER sip:pbx01.office.example SIP/2.0
Via: SIP/2.0/WSS «_host».invalid;branch=«_br»
Max-Forwards: 69
To: <sip:312@pbx01.office.example>
From: "Lab tester" <sip:312@pbx01.office.example>;tag=«_tag»
Call-ID: «_cid»
CSeq: 2 REGISTER
Authorization: Digest algorithm=MD5, username="312", realm="asterisk", nonce="«_n»", uri="sip:pbx01.office.example", response="«a»"
Contact: <sip:«_c»@«_host».invalid;transport=ws>;+sip.ice;reg-id=1;+sip.instance="<urn:uuid:«_inst»>";expires=600
Expires: 600
Allow: INVITE,ACK,CANCEL,BYE,UPDATE,MESSAGE,OPTIONS,REFER,INFO,NOTIFY
Supported: path,gruu,outbound
User-Agent: JsSIP 3.10.1
Content-Length: 0
↓ 12:07:14.126  SIP/2.0 200 OK
`, V{"_host": g.s(alLowNum, 12), "_br": g.voipBranch(), "_tag": g.s(alLowNum, 10), "_cid": g.s(alLowNum, 20), "_n": g.voipNonce(), "a": g.hex(32), "_c": g.s(alLowNum, 8), "_inst": g.uuid()}, "User-Agent: JsSIP 3.10.1")

	g.voipAdd("voip/kamailio-xlog-debug-password-leak", `
Jun 11 12:11:41 sip01 /usr/sbin/kamailio[1822]: INFO: <script>: AUTH DEBUG ci=«_cid» au=«=u» realm=sip.office.example db_pw=«a» ha1=«b»
Jun 11 12:11:41 sip01 /usr/sbin/kamailio[1822]: NOTICE: <script>: auth ok for «=u»@sip.office.example from 10.40.5.77:49811
Jun 11 12:11:42 sip01 /usr/sbin/kamailio[1825]: INFO: <script>: REGISTER 200 for «=u» expires=3600
`, V{"_cid": g.voipCallID(), "=u": "lea", "a": g.pw(), "b": g.hex(32)}, "auth ok for lea@sip.office.example")

	g.voipAdd("voip/sngrep-call-flow-sdp-benign", `
$ sngrep -I /tmp/call-7000.pcap   (F2 → save as .txt)
2024/06/11 12:15:02.218544 10.40.5.31:5060 -> 10.40.0.5:5060
INVITE sip:7000@pbx01.office.lan SIP/2.0
Via: SIP/2.0/UDP 10.40.5.31:5060;branch=«_br»
From: "Marta Ruiz" <sip:214@pbx01.office.lan>;tag=«_tag»
To: <sip:7000@pbx01.office.lan>
Call-ID: «_cid»
CSeq: 1 INVITE
Content-Type: application/sdp

v=0
o=- «_o» «_o» IN IP4 10.40.5.31
s=SDP data
c=IN IP4 10.40.5.31
t=0 0
m=audio 11780 UDP/TLS/RTP/SAVPF 111 9 0 8 101
a=rtpmap:111 opus/48000/2
a=ice-ufrag:«_uf»
a=ice-pwd:«=ip»
a=fingerprint:sha-256 «_fp»
a=setup:actpass
a=mid:0
a=ssrc:«_ssrc» cname:«_cn»
a=ssrc:«_ssrc» msid:«_ms» «_tr»
a=rtcp-mux
`, V{"_br": g.voipBranch(), "_tag": g.voipTag(), "_cid": g.voipCallID(), "_o": g.digits(10), "_uf": g.an(4), "=ip": g.b64u(24), "_fp": g.voipFingerprint(), "_ssrc": fmt.Sprint(g.r.Uint32()), "_cn": g.b64u(16), "_ms": g.uuid(), "_tr": g.uuid()}, "a=setup:actpass")

	g.voipAdd("voip/sip-200-ok-register-benign", `
<--- Transmitting SIP response (512 bytes) to UDP:10.40.5.31:5060 --->
SIP/2.0 200 OK
Via: SIP/2.0/UDP 10.40.5.31:5060;rport=5060;received=10.40.5.31;branch=«_br»
Call-ID: «_cid»
From: <sip:214@pbx01.office.lan>;tag=«_tag»
To: <sip:214@pbx01.office.lan>;tag=«_tt»
CSeq: 3 REGISTER
Date: Tue, 11 Jun 2024 12:16:40 GMT
Contact: <sip:214@10.40.5.31:5060>;expires=299
Expires: 300
Server: Asterisk PBX 20.8.1
Content-Length:  0
`, V{"_br": g.voipBranch(), "_cid": g.voipCallID(), "_tag": g.voipTag(), "_tt": g.voipTag()}, "Server: Asterisk PBX 20.8.1")

	g.voipAdd("voip/rtp-stats-ssrc-benign", `
pbx01*CLI> rtp show stats
pbx01*CLI> pjsip show channelstats
                                             ...........Receive......... .........Transmit..........
 BridgeId ChannelId ........ UpTime.. Codec.   Count    Lost Pct  Jitter   Count    Lost Pct  Jitter RTT....
 ===========================================================================================================
 «_b» 214-0000004f      00:02:31 ulaw     7554       0   0   0.001    7551       2   0   0.002   0.031
$ tshark -r call.pcap -q -z rtp,streams
========================= RTP Streams ========================
   Start time      End time     Src IP addr  Port    Dest IP addr  Port       SSRC          Payload  Pkts         Lost   Min Delta(ms)  Mean Delta(ms)  Max Delta(ms)  Min Jitter(ms)  Mean Jitter(ms)  Max Jitter(ms)  Problem?
     0.031221   151.07112     10.40.5.31 11780      10.40.0.5 17204 0x«_s1»        g711U  7554     0 (0.0%)           19.01          20.000          21.44            0.00             0.11             0.87
     0.034998   151.06901      10.40.0.5 17204     10.40.5.31 11780 0x«_s2»        g711U  7551     2 (0.0%)           18.62          20.002          41.03            0.00             0.14             1.02 X
==============================================================
`, V{"_b": g.hex(8), "_s1": g.hex(8), "_s2": g.hex(8)}, "RTP Streams")
}

// ---- WebRTC: TURN and STUN ----

func (g *G) voipTURN() {
	ts := g.hex(64)
	g.voipAdd("voip/coturn-turnserver-conf-static-auth", `
# /etc/turnserver.conf
listening-port=3478
tls-listening-port=5349
listening-ip=10.40.7.10
external-ip=«_ip»/10.40.7.10
min-port=49160
max-port=49999
fingerprint
use-auth-secret
static-auth-secret=«a»
realm=turn.office.example
total-quota=300
stale-nonce=600
cert=/etc/letsencrypt/live/turn.office.example/fullchain.pem
pkey=/etc/letsencrypt/live/turn.office.example/privkey.pem
no-multicast-peers
denied-peer-ip=10.0.0.0-10.255.255.255
cli-password=«b»
`, V{"_ip": g.voipIP(), "a": ts, "b": g.pwStrong()}, "realm=turn.office.example", "denied-peer-ip=10.0.0.0-10.255.255.255")

	g.voipAdd("voip/coturn-lt-cred-users-and-turnadmin", `
$ sudo turnadmin -a -u kiosk01 -r turn.office.example -p '«a»'
$ sudo turnadmin -l
kiosk01[turn.office.example]
$ grep '^user=' /etc/turnserver.conf
user=legacyapp:«b»
user=monitor:0x«c»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.hex(32)}, "kiosk01[turn.office.example]")

	g.voipAdd("voip/turn-rest-credentials-node", `
// server/turn.js -- time-limited TURN credentials (draft-uberti-behave-turn-rest)
const crypto = require('crypto');

const TURN_SECRET = process.env.TURN_SECRET || '«a»';

function turnCredentials(userId, ttl = 86400) {
  const username = ˋ${Math.floor(Date.now() / 1000) + ttl}:${userId}ˋ;
  const credential = crypto.createHmac('sha1', TURN_SECRET).update(username).digest('base64');
  return {
    urls: ['turn:turn.office.example:3478?transport=udp', 'turns:turn.office.example:5349?transport=tcp'],
    username,
    credential,
  };
}
`, V{"a": g.hex(64)}, "draft-uberti-behave-turn-rest", "turns:turn.office.example:5349?transport=tcp")

	exp := 1718200000 + g.r.IntN(90000)
	g.voipAdd("voip/turn-rest-credentials-response", `
$ curl -s -H "Cookie: session=«s»" https://meet.office.example/api/turn-credentials | jq .
{
  "urls": [
    "turn:turn.office.example:3478?transport=udp",
    "turns:turn.office.example:5349?transport=tcp"
  ],
  "username": "«_un»",
  "credential": "«a»",
  "ttl": 86400
}
`, V{"s": g.b64u(43), "_un": fmt.Sprintf("%d:user-%s", exp, g.hex(8)), "a": g.b64(20)}, "\"ttl\": 86400")

	g.voipAdd("voip/turn-rest-credentials-go", `
package turn

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"time"
)

const sharedSecret = "«a»"

func Credentials(user string) (string, string) {
	username := fmt.Sprintf("%d:%s", time.Now().Add(12*time.Hour).Unix(), user)
	mac := hmac.New(sha1.New, []byte(sharedSecret))
	mac.Write([]byte(username))
	return username, base64.StdEncoding.EncodeToString(mac.Sum(nil))
}
`, V{"a": g.an(40)}, "time.Now().Add(12*time.Hour).Unix()")

	g.voipAdd("voip/iceservers-static-credential-js", `
const pc = new RTCPeerConnection({
  iceServers: [
    { urls: 'stun:stun.office.example:3478' },
    {
      urls: ['turn:turn.office.example:3478', 'turns:turn.office.example:5349'],
      username: 'webclient',
      credential: '«a»',
    },
  ],
  iceTransportPolicy: 'all',
  bundlePolicy: 'max-bundle',
});
`, V{"a": g.pwStrong()}, "bundlePolicy: 'max-bundle'", "stun:stun.office.example:3478")

	g.voipAdd("voip/twilio-nts-token-response", `
$ curl -s -X POST https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Tokens.json -u "$TWILIO_API_KEY:$TWILIO_API_SECRET" | jq '{ttl, ice_servers: .ice_servers[1:3]}'
{
  "ttl": "86400",
  "ice_servers": [
    {
      "url": "turn:global.turn.twilio.com:3478?transport=udp",
      "username": "«_u»",
      "urls": "turn:global.turn.twilio.com:3478?transport=udp",
      "credential": "«a»"
    },
    {
      "url": "turn:global.turn.twilio.com:3478?transport=tcp",
      "username": "«_u»",
      "urls": "turn:global.turn.twilio.com:3478?transport=tcp",
      "credential": "«a»"
    }
  ]
}
`, V{"_u": g.hex(64), "a": g.b64(32)}, "turn:global.turn.twilio.com:3478?transport=udp")

	g.voipAdd("voip/xirsys-ice-put", `
$ curl -s -X PUT -u "officeapp:«a»" https://global.xirsys.net/_turn/meet-prod -H "Content-Type: application/json" -d '{"format":"urls"}'
{"v":{"iceServers":{"username":"«_u»","urls":["stun:fr-turn1.xirsys.com","turn:fr-turn1.xirsys.com:80?transport=udp","turns:fr-turn1.xirsys.com:443?transport=tcp"],"credential":"«b»"}},"s":"ok"}
`, V{"a": g.uuid(), "_u": g.b64u(64), "b": g.uuid()}, "https://global.xirsys.net/_turn/meet-prod")

	g.voipAdd("voip/metered-turn-api-key", `
# .env.local
NEXT_PUBLIC_METERED_DOMAIN=officeapp.metered.live
METERED_API_KEY=«a»
METERED_SECRET_KEY=«b»

# lib/ice.ts
const res = await fetch(ˋhttps://${process.env.NEXT_PUBLIC_METERED_DOMAIN}/api/v1/turn/credentials?apiKey=${process.env.METERED_API_KEY}ˋ);
`, V{"a": g.hex(32), "b": g.an(40)}, "officeapp.metered.live")

	g.voipAdd("voip/cloudflare-turn-generate-ice", `
$ curl -s -X POST https://rtc.live.cloudflare.com/v1/turn/keys/«_kid»/credentials/generate-ice-servers \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" -d '{"ttl": 86400}'
{"iceServers":[{"urls":["stun:stun.cloudflare.com:3478"]},{"urls":["turn:turn.cloudflare.com:3478?transport=udp","turns:turn.cloudflare.com:5349?transport=tcp"],"username":"«_u»","credential":"«b»"}]}
`, V{"_kid": g.hex(32), "a": g.hex(64), "_u": g.hex(80), "b": g.hex(64)}, "stun:stun.cloudflare.com:3478")

	g.voipAdd("voip/eturnal-yml", `
# /etc/eturnal.yml
eturnal:
  secret: "«a»"
  relay_ipv4_addr: "«_ip»"
  relay_min_port: 50000
  relay_max_port: 50999
  listen:
    - ip: "::"
      port: 3478
      transport: udp
    - ip: "::"
      port: 5349
      transport: tls
  tls_crt_file: /etc/eturnal/tls/crt.pem
  tls_key_file: /etc/eturnal/tls/key.pem
  realm: turn.office.example
  log_level: info
`, V{"a": g.b64u(32), "_ip": g.voipIP()}, "relay_min_port: 50000")

	g.voipAdd("voip/pion-turn-cli", `
$ go run ./examples/turn-server/simple -public-ip «_ip» -users "kiosk=«a»,lab=«b»" -realm turn.office.example
2024/06/11 12:31:40 listening on 0.0.0.0:3478
`, V{"_ip": g.voipIP(), "a": g.pwURL(), "b": g.an(16)}, "./examples/turn-server/simple")

	g.voipAdd("voip/coturn-log-benign", `
Jun 11 12:33:02 turn01 turnserver: 1032: : session 001000000000000071: realm <turn.office.example> user <«_un»>: incoming packet ALLOCATE processed, success
Jun 11 12:33:02 turn01 turnserver: 1032: : IPv4. tcp or tls connected to: 10.40.5.31:53612
Jun 11 12:33:02 turn01 turnserver: 1032: : session 001000000000000071: realm <turn.office.example> user <«_un»>: incoming packet CREATE_PERMISSION processed, success
Jun 11 12:34:18 turn01 turnserver: 1108: : session 001000000000000071: usage: realm=<turn.office.example>, username=<«_un»>, rp=6102, rb=1712880, sp=6090, sb=1688112
`, V{"_un": fmt.Sprintf("%d:user-%s", exp, g.hex(8))}, "incoming packet ALLOCATE processed, success")
}
