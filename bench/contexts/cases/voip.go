package cases

import (
	"fmt"
	"strings"
)

// voipCases adds credentials from telephony and real-time communication
// work as a coding agent meets it: Asterisk (pjsip.conf transports,
// registrations and outbound auth, pjsip show auth, chan_sip register
// lines, manager.conf users, AMI clients in Node.js and Go, phpagi.conf,
// ARI over websockets and in Python, res_config_mysql, odbc.ini, hep.conf,
// prometheus.conf, ari.conf, STIR/SHAKEN keys, IMAP voicemail, CURL() in
// the dialplan, FOP2, xmpp.conf with Google OAuth, Ansible vars, git diffs
// and security logs), FreeSWITCH (vars.xml, sofia gateways and sofia
// status, TLS passphrases, the event socket by telnet, fs_cli and modesl,
// verto, xml_rpc, a1-hash users, CDR and callcenter DSNs, json_cdr,
// hiredis, originate strings with sip_auth_password, the curl API from
// Lua, the SignalWire package token), Kamailio and OpenSIPS (DB URLs, the
// auth nonce secret, uacreg rows and kamcmd uac.reg_dump, http_client
// headers, opensips-cli, the control panel, Siremis, rtpengine, Homer),
// SIP trunk and CPaaS providers (Twilio Elastic SIP Trunking, Voice
// access tokens and TwiML, Telnyx, Vonage, Bandwidth, Plivo, VoIP.ms,
// Flowroute, SignalWire, Sinch, Amazon Chime Voice Connector, Skyetel,
// sipgate, 46elks, a provider's welcome mail), desk phone provisioning
// (Yealink, Polycom, Grandstream P-values and the UCM API, Cisco SEP, MPP
// and 7960 files, Fanvil, Mitel/Aastra, Panasonic, nginx basic auth for
// the provisioning server, ZTP URLs), softphones and SIP test clients
// (MicroSIP, Zoiper, linphonec and Linphone remote provisioning, Acrobits
// Groundwire, pjsua, sipexer, Twinkle, ctxSip, SIPp), SIP traces
// (tcpdump, ngrep, pjsip logger, sngrep, Homer, browser WebSocket frames,
// Kamailio xlog) with Digest Authorization and SDES keys, WebRTC TURN and
// STUN (coturn static-auth-secret and users, turnadmin, time-limited
// credentials in Node and Go, iceServers, Twilio NTS, Xirsys, Metered,
// Cloudflare TURN, eturnal, Pion), Jitsi Meet (docker .env, JWT apps,
// prosody, JaaS, jigasi, jibri), Matrix (Synapse homeserver.yaml, signing
// keys, register_new_matrix_user, access tokens, bots, mautrix bridges,
// appservices, Dendrite, the admin API, Element Call's lk-jwt-service),
// Mumble and TeamSpeak, Janus, video APIs (LiveKit, Agora, Daily, Vonage
// Video/OpenTok, 100ms, Zoom Video SDK, Whereby, Stream, RealtimeKit),
// contact-center and cloud phone platforms (Genesys Cloud, Five9, Amazon
// Connect, Talkdesk, NICE CXone, Aircall, RingCentral, Dialpad, Zoom
// Phone, CloudTalk), and the chats, tickets and shell history around
// them. Benign look-alikes: Call-IDs, tags, branch parameters, nonces,
// SDP fingerprints, ICE ufrags, SSRCs, STIR/SHAKEN PASSporTs, extension
// numbers, MAC addresses and serials, call, room and participant SIDs,
// Matrix ids, CDRs and dialplans. The case names start with "voip/".
func (g *G) voipCases() {
	g.voipAsterisk()
	g.voipFreeSWITCH()
	g.voipProxies()
	g.voipTrunks()
	g.voipPhones()
	g.voipSoftphones()
	g.voipTraces()
	g.voipTURN()
	g.voipJitsi()
	g.voipMatrix()
	g.voipMumbleTS()
	g.voipJanus()
	g.voipVideoAPIs()
	g.voipContactCenter()
	g.voipChat()
	g.voipBenign()
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

// ---- Jitsi Meet ----

func (g *G) voipJitsi() {
	g.voipAdd("voip/jitsi-docker-env-gen-passwords", `
$ ./gen-passwords.sh && grep -E 'PASSWORD|PUBLIC_URL|HTTPS_PORT|TZ' .env
PUBLIC_URL=https://meet.office.example
HTTPS_PORT=443
TZ=Europe/Berlin
JICOFO_AUTH_PASSWORD=«a»
JVB_AUTH_PASSWORD=«b»
JIGASI_XMPP_PASSWORD=«c»
JIGASI_TRANSCRIBER_PASSWORD=«d»
JIBRI_RECORDER_PASSWORD=«e»
JIBRI_XMPP_PASSWORD=«f»
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(32), "d": g.hex(32), "e": g.hex(32), "f": g.hex(32)}, "PUBLIC_URL=https://meet.office.example")

	g.voipAdd("voip/jitsi-env-jwt-auth", `
# .env  (docker-jitsi-meet stable-9584)
ENABLE_AUTH=1
ENABLE_GUESTS=1
AUTH_TYPE=jwt
JWT_APP_ID=officemeet
JWT_APP_SECRET=«a»
JWT_ACCEPTED_ISSUERS=officemeet
JWT_ACCEPTED_AUDIENCES=jitsi
JWT_ALLOW_EMPTY=0
`, V{"a": g.an(32)}, "AUTH_TYPE=jwt", "JWT_ACCEPTED_AUDIENCES=jitsi")

	iat := 1718100000 + g.r.IntN(900000)
	g.voipAdd("voip/jitsi-meeting-link-jwt-chat", `
[10:02] ana: can't get past the lobby, moderator link please?
[10:03] bot-meet: https://meet.office.example/weekly-standup?jwt=«a»#config.prejoinConfig.enabled=false
[10:03] ana: thx
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"aud":"jitsi","iss":"officemeet","sub":"meet.office.example","room":"weekly-standup","exp":%d,"moderator":true,"context":{"user":{"name":"Ana","email":"ana@office.example"}}}`, iat+7200))}, "#config.prejoinConfig.enabled=false")

	g.voipAdd("voip/prosody-jitsi-meet-cfg-lua", `
-- /etc/prosody/conf.avail/meet.office.example.cfg.lua
VirtualHost "meet.office.example"
    authentication = "token"
    app_id = "officemeet"
    app_secret = "«a»"
    allow_empty_token = false
    ssl = {
        key = "/etc/prosody/certs/meet.office.example.key";
        certificate = "/etc/prosody/certs/meet.office.example.crt";
    }
    modules_enabled = { "bosh"; "websocket"; "smacks"; "pubsub"; "ping"; "speakerstats"; "conference_duration"; "muc_lobby_rooms" }

Component "focus.meet.office.example" "client_proxy"
    target_address = "focus@auth.meet.office.example"

Component "jvb.meet.office.example"
    component_secret = "«b»"
`, V{"a": g.an(32), "b": g.an(16)}, "target_address = \"focus@auth.meet.office.example\"")

	jk := g.pkcs8RSAPEM()
	tenant := "vpaas-magic-cookie-" + g.hex(32)
	g.voipAdd("voip/jaas-8x8-key-and-token", `
$ ls ~/Downloads/
«_t»_«_k».pk
$ cat ~/Downloads/«_t»_«_k».pk
`+jk.begin+`
«a»
`+jk.end+`
$ node jaas-jwt.js
«b»
`, V{"_t": tenant, "_k": g.hex(6), "a": jk.body, "b": g.jwt("RS256", fmt.Sprintf(`{"aud":"jitsi","iss":"chat","iat":%d,"exp":%d,"nbf":%d,"sub":"%s","context":{"features":{"livestreaming":false,"recording":true,"transcription":false,"outbound-call":false},"user":{"moderator":true,"name":"Dana","id":"%s","email":"dana@office.example"}},"room":"*"}`, iat, iat+7200, iat-10, tenant, g.uuid()))})

	g.voipAdd("voip/jigasi-sip-communicator-properties", `
# /etc/jitsi/jigasi/sip-communicator.properties
net.java.sip.communicator.impl.protocol.sip.acc1403273890647=acc1403273890647
net.java.sip.communicator.impl.protocol.sip.acc1403273890647.ACCOUNT_UID=SIP\:«_u»@sip.carrier-one.example
net.java.sip.communicator.impl.protocol.sip.acc1403273890647.PASSWORD=«a»
net.java.sip.communicator.impl.protocol.sip.acc1403273890647.PROTOCOL_NAME=SIP
net.java.sip.communicator.impl.protocol.sip.acc1403273890647.SERVER_ADDRESS=sip.carrier-one.example
net.java.sip.communicator.impl.protocol.sip.acc1403273890647.USER_ID=«_u»@sip.carrier-one.example
net.java.sip.communicator.impl.protocol.sip.acc1403273890647.KEEP_ALIVE_INTERVAL=25
net.java.sip.communicator.impl.protocol.sip.acc1403273890647.DEFAULT_ENCRYPTION=false
org.jitsi.jigasi.DEFAULT_JVB_ROOM_NAME=siptest
`, V{"_u": g.voipSIPUser(), "a": b64s(g.pw())}, "org.jitsi.jigasi.DEFAULT_JVB_ROOM_NAME=siptest")

	g.voipAdd("voip/jibri-conf-hocon", `
jibri {
  recording {
    recordings-directory = "/srv/recordings"
    finalize-script = "/opt/jibri/finalize.sh"
  }
  api {
    xmpp {
      environments = [{
        name = "prod"
        xmpp-server-hosts = ["meet.office.example"]
        xmpp-domain = "meet.office.example"
        control-login {
          domain = "auth.meet.office.example"
          username = "jibri"
          password = "«a»"
        }
        control-muc {
          domain = "internal.auth.meet.office.example"
          room-name = "JibriBrewery"
          nickname = "jibri-nickname"
        }
        call-login {
          domain = "recorder.meet.office.example"
          username = "recorder"
          password = "«b»"
        }
        strip-from-room-domain = "conference."
        usage-timeout = 0
        trust-all-xmpp-certs = true
      }]
    }
  }
}
`, V{"a": g.hex(32), "b": g.hex(32)}, "room-name = \"JibriBrewery\"")
}

// ---- Matrix ----

// voipSyt is a Synapse access token: syt_, base64 of the localpart, 20 random, a checksum.
func (g *G) voipSyt(local string) string {
	return "syt_" + b64raw(local) + "_" + g.s(alAlnum, 20) + "_" + g.s(alAlnum, 6)
}

func (g *G) voipMatrix() {
	g.voipAdd("voip/synapse-homeserver-yaml", `
# /data/homeserver.yaml
server_name: "office.example"
pid_file: /data/homeserver.pid
public_baseurl: https://matrix.office.example/
listeners:
  - port: 8008
    tls: false
    type: http
    x_forwarded: true
    resources:
      - names: [client, federation]
database:
  name: psycopg2
  args:
    user: synapse
    password: "«a»"
    database: synapse
    host: postgres
    cp_min: 5
    cp_max: 10
log_config: "/data/office.example.log.config"
media_store_path: /data/media_store
registration_shared_secret: "«b»"
report_stats: false
macaroon_secret_key: "«c»"
form_secret: "«d»"
signing_key_path: "/data/office.example.signing.key"
turn_uris: ["turn:turn.office.example:3478?transport=udp", "turns:turn.office.example:5349?transport=tcp"]
turn_shared_secret: "«e»"
turn_user_lifetime: 86400000
trusted_key_servers:
  - server_name: "matrix.org"
`, V{"a": g.pwURL(), "b": g.s(alAlnum+"~.;:&^@,=#+", 50), "c": g.s(alAlnum+"~.;:&^@,=#+", 50), "d": g.s(alAlnum+"~.;:&^@,=#+", 50), "e": g.hex(64)}, "signing_key_path: \"/data/office.example.signing.key\"")

	g.voipAdd("voip/synapse-signing-key", `
$ docker exec synapse cat /data/office.example.signing.key
ed25519 a_«_kid» «a»
$ curl -s https://matrix.office.example/_matrix/key/v2/server | jq '.verify_keys'
{
  "ed25519:a_«_kid»": {
    "key": "«_pub»"
  }
}
`, V{"_kid": g.an(4), "a": strings.TrimRight(g.b64(32), "="), "_pub": strings.TrimRight(g.b64(32), "=")}, "/_matrix/key/v2/server")

	g.voipAdd("voip/synapse-register-new-matrix-user", `
$ docker exec -it synapse register_new_matrix_user http://localhost:8008 -u dana -p '«a»' -a -k '«b»'
Sending registration request...
Success!
`, V{"a": g.pw(), "b": g.s(alAlnum+"~.;:&^@,=#+", 50)}, "register_new_matrix_user http://localhost:8008")

	tok := g.voipSyt("opsbot")
	g.voipAdd("voip/matrix-password-login-curl", `
$ curl -s -X POST https://matrix.office.example/_matrix/client/v3/login \
    -d '{"type":"m.login.password","identifier":{"type":"m.id.user","user":"opsbot"},"password":"«a»","initial_device_display_name":"alert-relay"}' | jq .
{
  "user_id": "@opsbot:office.example",
  "access_token": "«b»",
  "home_server": "office.example",
  "device_id": "«_dev»",
  "well_known": {
    "m.homeserver": {
      "base_url": "https://matrix.office.example/"
    }
  }
}
`, V{"a": g.pwStrong(), "b": tok, "_dev": g.s(alUpper, 10)}, "\"user_id\": \"@opsbot:office.example\"")

	g.voipAdd("voip/matrix-nio-bot-config-yaml", `
# alert-relay/config.yaml
matrix:
  homeserver: https://matrix.office.example
  user_id: "@opsbot:office.example"
  device_id: «_dev»
  access_token: «a»
  rooms:
    alerts: "!«_room»:office.example"
alertmanager:
  listen: 0.0.0.0:9088
  basic_auth_password: «b»
`, V{"_dev": g.s(alUpper, 10), "a": g.voipSyt("opsbot"), "_room": g.s(alUpper+alLower, 18), "b": g.pwURL()}, "\"@opsbot:office.example\"")

	ast, hst := g.an(64), g.an(64)
	g.voipAdd("voip/mautrix-whatsapp-config", `
homeserver:
    address: http://synapse:8008
    domain: office.example
appservice:
    address: http://mautrix-whatsapp:29318
    database:
        type: postgres
        uri: postgres://mautrix:«a»@postgres/mautrix_whatsapp?sslmode=disable
    id: whatsapp
    bot:
        username: whatsappbot
        displayname: WhatsApp bridge bot
    as_token: "«b»"
    hs_token: "«c»"
bridge:
    permissions:
        "*": relay
        "office.example": user
        "@dana:office.example": admin
`, V{"a": g.pwURL(), "b": ast, "c": hst}, "http://mautrix-whatsapp:29318")

	g.voipAdd("voip/synapse-appservice-registration-yaml", `
# /data/appservices/hookshot.yaml
id: github-hookshot
as_token: «a»
hs_token: «b»
namespaces:
  rooms: []
  users:
    - regex: "@_github_.*:office.example"
      exclusive: true
  aliases:
    - regex: "#github_.+:office.example"
      exclusive: true
sender_localpart: hookshot
url: "http://hookshot:9993"
rate_limited: false
`, V{"a": g.hex(64), "b": g.hex(64)}, "sender_localpart: hookshot")

	g.voipAdd("voip/dendrite-yaml", `
global:
  server_name: office.example
  private_key: /etc/dendrite/matrix_key.pem
  key_validity_period: 168h0m0s
  database:
    connection_string: postgresql://dendrite:«a»@postgres/dendrite?sslmode=disable
    max_open_conns: 90
  jetstream:
    storage_path: /var/dendrite/jetstream
client_api:
  registration_disabled: true
  registration_shared_secret: "«b»"
  turn:
    turn_user_lifetime: "24h"
    turn_uris: ["turn:turn.office.example:3478?transport=udp"]
    turn_shared_secret: "«c»"
`, V{"a": g.pwURL(), "b": g.an(40), "c": g.hex(64)}, "private_key: /etc/dendrite/matrix_key.pem")

	g.voipAdd("voip/element-config-json-benign", `
{
    "default_server_config": {
        "m.homeserver": { "base_url": "https://matrix.office.example", "server_name": "office.example" },
        "m.identity_server": { "base_url": "https://vector.im" }
    },
    "brand": "Office Chat",
    "jitsi": { "preferred_domain": "meet.office.example" },
    "element_call": { "url": "https://call.office.example", "use_exclusively": true },
    "map_style_url": "https://api.maptiler.com/maps/streets/style.json?key=«=mt»",
    "setting_defaults": { "UIFeature.registration": false },
    "posthog": { "project_api_key": "«=ph»", "api_host": "https://posthog.office.example" }
}
`, V{"=mt": g.an(20), "=ph": "phc_" + g.an(43)}, "\"preferred_domain\": \"meet.office.example\"")

	g.voipAdd("voip/matrix-room-messages-benign", `
$ curl -s -H "Authorization: Bearer $MATRIX_TOKEN" "https://matrix.office.example/_matrix/client/v3/rooms/%21«_r»%3Aoffice.example/messages?dir=b&limit=2" | jq -c '.chunk[] | {event_id, sender, type, content}'
{"event_id":"$«_e1»","sender":"@dana:office.example","type":"m.room.message","content":{"msgtype":"m.image","body":"trunk-diagram.png","url":"mxc://office.example/«_mxc»"}}
{"event_id":"$«_e2»","sender":"@opsbot:office.example","type":"m.room.message","content":{"msgtype":"m.notice","body":"[FIRING] SIPTrunkDown carrier-one (pbx01)"}}
`, V{"_r": g.s(alUpper+alLower, 18), "_e1": g.b64u(43), "_mxc": g.s(alUpper+alLower, 24), "_e2": g.b64u(43)}, "$MATRIX_TOKEN", "[FIRING] SIPTrunkDown carrier-one (pbx01)")

	g.voipAdd("voip/synapse-admin-api-list-users", `
$ curl -s -H "Authorization: Bearer «a»" "http://localhost:8008/_synapse/admin/v2/users?from=0&limit=3&guests=false" | jq -c '.users[] | {name, admin, deactivated}'
{"name":"@dana:office.example","admin":true,"deactivated":false}
{"name":"@opsbot:office.example","admin":false,"deactivated":false}
{"name":"@sam:office.example","admin":false,"deactivated":true}
`, V{"a": g.voipSyt("dana")}, "/_synapse/admin/v2/users")

	g.voipAdd("voip/element-call-lk-jwt-service-compose", `
  lk-jwt-service:
    image: ghcr.io/element-hq/lk-jwt-service:latest-ci
    environment:
      - LIVEKIT_JWT_PORT=8080
      - LIVEKIT_URL=wss://livekit.office.example
      - LIVEKIT_KEY=«=k»
      - LIVEKIT_SECRET=«a»
      - LIVEKIT_FULL_ACCESS_HOMESERVERS=office.example
    restart: unless-stopped
`, V{"=k": "API" + g.an(12), "a": g.an(43)}, "ghcr.io/element-hq/lk-jwt-service:latest-ci")
}

// ---- Mumble and TeamSpeak ----

func (g *G) voipMumbleTS() {
	g.voipAdd("voip/murmur-ini", `
; /etc/mumble-server.ini
database=/var/lib/mumble-server/mumble-server.sqlite
ice="tcp -h 127.0.0.1 -p 6502"
icesecretread=
icesecretwrite=«a»
logfile=/var/log/mumble-server/mumble-server.log
welcometext="<br />Welcome to the <b>Office</b> voice server.<br />"
port=64738
serverpassword=«b»
bandwidth=72000
users=100
registerName=Office Voice
registerPassword=«c»
registerUrl=https://voice.office.example/
registerHostname=voice.office.example
sslCert=/etc/letsencrypt/live/voice.office.example/fullchain.pem
sslKey=/etc/letsencrypt/live/voice.office.example/privkey.pem
`, V{"a": g.an(24), "b": g.pw(), "c": g.pwURL()}, "registerHostname=voice.office.example")

	g.voipAdd("voip/mumble-server-superuser-docker-log", `
$ docker logs mumble-server 2>&1 | head -n 8
Running Mumble server as uid=10000 gid=10000
<W>2024-06-11 12:40:01.108 Initializing settings from /data/mumble_server_config.ini (basepath /data)
<W>2024-06-11 12:40:01.110 Meta: TLS cipher preference is "ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384"
<W>2024-06-11 12:40:01.111 ServerDB: Opened SQLite database /data/mumble-server.sqlite
<W>2024-06-11 12:40:01.112 1 => Password for 'SuperUser' set to '«a»'
<W>2024-06-11 12:40:01.140 1 => Server listening on [::]:64738
<W>2024-06-11 12:40:01.201 1 => Announcing server via bonjour
`, V{"a": g.an(12)}, "Server listening on [::]:64738")

	g.voipAdd("voip/murmurd-supw", `
$ sudo -u mumble-server murmurd -ini /etc/mumble-server.ini -supw '«a»'
<W>2024-06-11 12:44:19.002 Initializing settings from /etc/mumble-server.ini (basepath /etc)
<W>2024-06-11 12:44:19.030 ServerDB: Opened SQLite database /var/lib/mumble-server/mumble-server.sqlite
<W>2024-06-11 12:44:19.031 Superuser password set on server 1
`, V{"a": g.pw()}, "Superuser password set on server 1")

	g.voipAdd("voip/mumble-url-with-server-password", `
Reminder for tonight's raid 🎮 — join voice here (server password is in the link):
mumble://guest:«a»@voice.office.example:64738/Guild/Raid?title=Office%20Voice&version=1.2.0
`, V{"a": g.pwURL()}, "voice.office.example:64738/Guild/Raid")

	g.voipAdd("voip/teamspeak-first-start-log", `
$ docker logs teamspeak
2024-06-11 12:50:02.441230|INFO    |ServerLibPriv |   |TeamSpeak 3 Server 3.13.7 (2022-06-20 12:21:53)
2024-06-11 12:50:02.441311|INFO    |ServerLibPriv |   |SystemInformation: Linux 6.8.0-35-generic #35-Ubuntu SMP x86_64 Binary: 64bit
2024-06-11 12:50:02.712093|INFO    |SQL           |   |db_CreateTables() tables created

------------------------------------------------------------------
                      I M P O R T A N T                           
------------------------------------------------------------------
               Server Query Admin Account created                 
         loginname= "serveradmin", password= "«a»"
         apikey= "«b»"
------------------------------------------------------------------

2024-06-11 12:50:03.118220|WARNING |VirtualServer |1  |--------------------------------------------------------
2024-06-11 12:50:03.118240|WARNING |VirtualServer |1  |ServerAdmin privilege key created, please use the line below
2024-06-11 12:50:03.118250|WARNING |VirtualServer |1  |token=«c»
2024-06-11 12:50:03.118260|WARNING |VirtualServer |1  |--------------------------------------------------------
`, V{"a": g.an(8), "b": "BAA" + g.b64u(37), "c": g.s(alAlnum+"+", 40)}, "Server Query Admin Account created")

	g.voipAdd("voip/teamspeak-serverquery-telnet", `
$ telnet ts.office.example 10011
TS3
Welcome to the TeamSpeak 3 ServerQuery interface, type "help" for a list of commands and "help <command>" for information on a specific command.
login serveradmin «a»
error id=0 msg=ok
use sid=1
error id=0 msg=ok
clientlist
clid=1 cid=1 client_database_id=1 client_nickname=serveradmin\sfrom\s10.40.5.90:51412 client_type=1|clid=4 cid=3 client_database_id=12 client_nickname=Dana client_type=0
error id=0 msg=ok
`, V{"a": g.an(8) + g.an(2)}, "Welcome to the TeamSpeak 3 ServerQuery interface")
}

// ---- Janus ----

func (g *G) voipJanus() {
	g.voipAdd("voip/janus-jcfg-general-secrets", `
# /opt/janus/etc/janus/janus.jcfg (excerpt)
general: {
	configs_folder = "/opt/janus/etc/janus"
	plugins_folder = "/opt/janus/lib/janus/plugins"
	log_to_stdout = true
	debug_level = 4
	server_name = "janus-office"
	session_timeout = 60
	api_secret = "«a»"
	token_auth = true
	token_auth_secret = "«b»"
	admin_secret = "«c»"
}
nat: {
	stun_server = "stun.office.example"
	stun_port = 3478
	nice_debug = false
	ice_ignore_list = "vmnet"
}
`, V{"a": g.an(24), "b": g.hex(32), "c": g.pwStrong()}, "server_name = \"janus-office\"")

	g.voipAdd("voip/janus-videoroom-jcfg", `
# janus.plugin.videoroom.jcfg
general: {
	admin_key = "«a»"
	lock_rtp_forward = true
}

room-4410: {
	description = "All-hands"
	secret = "«b»"
	pin = "«c»"
	is_private = true
	publishers = 12
	bitrate = 512000
	fir_freq = 10
	videocodec = "vp8,h264"
	record = false
}
`, V{"a": g.an(20), "b": g.pw(), "c": g.digits(8)}, "description = \"All-hands\"")

	g.voipAdd("voip/janus-admin-api-curl", `
$ curl -s -X POST http://127.0.0.1:7088/admin -d '{"janus":"list_sessions","transaction":"«_tx»","admin_secret":"«a»"}'
{
   "janus": "success",
   "transaction": "«_tx»",
   "sessions": [
      «_s1»,
      «_s2»
   ]
}
`, V{"_tx": g.an(12), "a": g.pwStrong(), "_s1": g.digits(16), "_s2": g.digits(16)}, "\"janus\": \"success\"")

	g.voipAdd("voip/janus-js-init-token", `
Janus.init({ debug: "all", callback: function() {
	janus = new Janus({
		server: ["wss://janus.office.example/ws", "https://janus.office.example/janus"],
		iceServers: [{ urls: "turn:turn.office.example:3478", username: "janus", credential: "«a»" }],
		apisecret: "«b»",
		token: "«c»",
		success: attachVideoRoom,
		error: function(e) { Janus.error(e); },
	});
}});
`, V{"a": g.pwURL(), "b": g.an(24), "c": fmt.Sprintf("%d,janus,janus.plugin.videoroom:", 1718200000+g.r.IntN(90000)) + g.b64(20)}, "\"wss://janus.office.example/ws\"")

	g.voipAdd("voip/janus-add-token-ws-frame", `
> ws.send(JSON.stringify({janus: "add_token", token: "«a»", plugins: ["janus.plugin.videoroom", "janus.plugin.textroom"], transaction: "«_tx»", admin_secret: "«b»"}))
< {"janus":"success","transaction":"«_tx»","data":{"plugins":["janus.plugin.videoroom","janus.plugin.textroom"]}}
`, V{"a": g.b64u(32), "_tx": g.an(12), "b": g.an(28)}, "janus.plugin.textroom")
}

// ---- video and real-time APIs ----

func (g *G) voipVideoAPIs() {
	iat := 1718100000 + g.r.IntN(900000)
	lk := "API" + g.an(12)
	g.voipAdd("voip/livekit-yaml-keys", `
# /etc/livekit.yaml
port: 7880
bind_addresses: [""]
rtc:
  tcp_port: 7881
  port_range_start: 50000
  port_range_end: 60000
  use_external_ip: true
redis:
  address: redis.voice.internal:6379
  password: «a»
  db: 0
turn:
  enabled: true
  domain: turn-lk.office.example
  tls_port: 5349
keys:
  «=k»: «b»
webhook:
  api_key: «=k»
  urls:
    - https://meet-api.office.example/livekit/webhook
`, V{"a": g.hex(24), "=k": lk, "b": g.an(43)}, "https://meet-api.office.example/livekit/webhook")

	g.voipAdd("voip/livekit-cli-token-create", `
$ lk token create --api-key «=k» --api-secret «a» --join --room standup --identity dana --valid-for 24h
valid for (mins):  1440
token grants:
  {
    "roomJoin": true,
    "room": "standup",
    "canPublish": true,
    "canSubscribe": true,
    "canPublishData": true
  }

Project URL: wss://office-7x2kq1ab.livekit.cloud
Access token: «b»
`, V{"=k": "API" + g.an(12), "a": g.an(43), "b": g.jwt("HS256", fmt.Sprintf(`{"exp":%d,"iss":"%s","name":"dana","nbf":%d,"sub":"dana","video":{"room":"standup","roomJoin":true}}`, iat+86400, lk, iat))}, "wss://office-7x2kq1ab.livekit.cloud")

	g.voipAdd("voip/livekit-node-server-sdk-env", `
# .env.local
LIVEKIT_URL=wss://office-7x2kq1ab.livekit.cloud
LIVEKIT_API_KEY=«=k»
LIVEKIT_API_SECRET=«a»

// app/api/token/route.ts
import { AccessToken } from 'livekit-server-sdk';
export async function GET(req: Request) {
  const at = new AccessToken(process.env.LIVEKIT_API_KEY, process.env.LIVEKIT_API_SECRET, { identity: userId, ttl: '10m' });
  at.addGrant({ roomJoin: true, room: roomName });
  return Response.json({ token: await at.toJwt() });
}
`, V{"=k": "API" + g.an(12), "a": g.an(43)}, "livekit-server-sdk")

	g.voipAdd("voip/livekit-egress-yaml-s3", `
# egress.yaml
log_level: info
api_key: «=k»
api_secret: «a»
ws_url: ws://livekit:7880
redis:
  address: redis.voice.internal:6379
  password: «b»
s3:
  access_key: «=ak»
  secret: «c»
  region: eu-central-1
  bucket: office-recordings
`, V{"=k": "API" + g.an(12), "a": g.an(43), "b": g.hex(24), "=ak": g.awsID(), "c": g.awsSecret()}, "bucket: office-recordings")

	appID := g.hex(32)
	g.voipAdd("voip/agora-token-builder-python", `
from agora_token_builder import RtcTokenBuilder, Role_Publisher
import time

APP_ID = "«=app»"
APP_CERTIFICATE = "«a»"

def rtc_token(channel: str, uid: int) -> str:
    expire = int(time.time()) + 3600
    return RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, Role_Publisher, expire)

>>> rtc_token("support-call-8812", 42)
'«b»'
`, V{"=app": appID, "a": g.hex(32), "b": "007eJx" + g.s(alB64, 150)}, "support-call-8812")

	cust, csec := g.hex(32), g.hex(32)
	g.voipAdd("voip/agora-cloud-recording-acquire", `
$ echo -n "«=cid»:«a»" | base64 -w0
«b»
$ curl -s -X POST "https://api.agora.io/v1/apps/«=app»/cloud_recording/acquire" \
    -H "Authorization: Basic «b»" -H "Content-Type: application/json" \
    -d '{"cname":"support-call-8812","uid":"527841","clientRequest":{"resourceExpiredHour":24,"scene":0}}'
{"resourceId":"«_rid»"}
`, V{"=cid": cust, "a": csec, "b": b64s(cust + ":" + csec), "=app": appID, "_rid": g.b64u(120)}, "\"resourceExpiredHour\":24")

	g.voipAdd("voip/daily-create-room-and-meeting-token", `
$ export DAILY_API_KEY=«a»
$ curl -s -H "Authorization: Bearer $DAILY_API_KEY" -H "Content-Type: application/json" \
    -d '{"name":"tele-visit-5521","privacy":"private","properties":{"exp":«=exp»,"enable_recording":"cloud"}}' https://api.daily.co/v1/rooms | jq -c '{id,name,url}'
{"id":"«_id»","name":"tele-visit-5521","url":"https://office.daily.co/tele-visit-5521"}
$ curl -s -H "Authorization: Bearer $DAILY_API_KEY" -H "Content-Type: application/json" \
    -d '{"properties":{"room_name":"tele-visit-5521","is_owner":true,"user_name":"Dr. Patel"}}' https://api.daily.co/v1/meeting-tokens
{"token":"«b»"}
`, V{"a": g.hex(64), "=exp": fmt.Sprint(iat + 86400), "_id": g.uuid(), "b": g.jwt("HS256", fmt.Sprintf(`{"r":"tele-visit-5521","o":true,"u":"Dr. Patel","d":"%s","iat":%d}`, g.uuid(), iat))}, "https://office.daily.co/tele-visit-5521")

	okKey := g.digits(8)
	sess := "1_MX4" + b64s(okKey + "fn5")[:6] + g.b64u(60) + "-fg"
	g.voipAdd("voip/opentok-node-session-token", `
const OpenTok = require('opentok');
const opentok = new OpenTok('«_k»', '«a»');

opentok.createSession({ mediaMode: 'routed' }, (err, session) => {
  const token = session.generateToken({ role: 'publisher', expireTime: Math.round(Date.now() / 1000) + 3600, data: 'name=Dana' });
  console.log(session.sessionId, token);
});

$ node session.js
«_s» «b»
`, V{"_k": okKey, "a": g.hex(40), "_s": sess, "b": "T1==" + b64s(fmt.Sprintf("partner_id=%s&sig=%s:session_id=%s&create_time=%d&nonce=0.%d&role=publisher&expire_time=%d&data=name%%3DDana", okKey, g.hex(40), sess, iat, g.r.Int64N(1e15), iat+3600))}, "mediaMode: 'routed'")

	g.voipAdd("voip/hms-100ms-env-management-token", `
# .env
HMS_APP_ACCESS_KEY=«=k»
HMS_APP_SECRET=«a»
HMS_TEMPLATE_ID=«_t»
$ curl -s https://api.100ms.live/v2/rooms -H "Authorization: Bearer «b»" | jq -r '.data[].name'
support-desk
weekly-standup
`, V{"=k": g.hex(24), "a": g.b64u(43) + "=", "_t": g.hex(24), "b": g.jwt("HS256", fmt.Sprintf(`{"access_key":"%s","type":"management","version":2,"iat":%d,"nbf":%d,"exp":%d,"jti":"%s"}`, g.hex(24), iat, iat, iat+86400, g.uuid()))}, "weekly-standup")

	g.voipAdd("voip/zoom-video-sdk-env", `
# server/.env
ZOOM_VIDEO_SDK_KEY=«=k»
ZOOM_VIDEO_SDK_SECRET=«a»
# Server-to-Server OAuth app for recordings
ZOOM_ACCOUNT_ID=«_acc»
ZOOM_CLIENT_ID=«=cid»
ZOOM_CLIENT_SECRET=«b»
`, V{"=k": g.an(22), "a": g.an(36), "_acc": g.b64u(22), "=cid": g.an(22), "b": g.an(32)}, "Server-to-Server OAuth app for recordings")

	g.voipAdd("voip/whereby-create-meeting-host-key", `
$ curl -s -X POST https://api.whereby.dev/v1/meetings \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"endDate":"2024-06-12T18:00:00.000Z","fields":["hostRoomUrl"],"roomNamePrefix":"tele"}' | jq .
{
  "meetingId": "«_mid»",
  "roomName": "/tele-«_rn»",
  "roomUrl": "https://office.whereby.com/tele-«_rn»",
  "startDate": "2024-06-11T13:10:44.118Z",
  "endDate": "2024-06-12T18:00:00.000Z",
  "hostRoomUrl": "https://office.whereby.com/tele-«_rn»?roomKey=«b»"
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iss":"https://accounts.srv.whereby.com","iat":%d,"sub":"%s","jti":"%s"}`, iat, g.digits(6), g.uuid())), "_mid": g.digits(8), "_rn": g.uuid(), "b": g.b64u(180)}, "\"roomNamePrefix\":\"tele\"")

	g.voipAdd("voip/stream-video-node-client", `
import { StreamClient } from '@stream-io/node-sdk';

const apiKey = '«=k»';
const secret = '«a»';
const client = new StreamClient(apiKey, secret, { timeout: 3000 });

const token = client.generateUserToken({ user_id: 'dana', validity_in_seconds: 3600 });
await client.video.getOrCreateCall({ type: 'default', id: 'support-8812', data: { created_by_id: 'dana' } });
`, V{"=k": g.s(alLowNum, 12), "a": g.s(alLowNum, 64)}, "@stream-io/node-sdk")

	g.voipAdd("voip/realtimekit-dyte-add-participant", `
$ ORG_ID=«_org»
$ API_KEY=«a»
$ curl -s -u "$ORG_ID:$API_KEY" -X POST https://api.dyte.io/v2/meetings/«_m»/participants \
    -H "Content-Type: application/json" -d '{"name":"Dana","preset_name":"group_call_host","custom_participant_id":"dana@office.example"}' | jq -r .data.token
«b»
`, V{"_org": g.uuid(), "a": g.hex(20), "_m": g.uuid(), "b": g.jwt("RS256", fmt.Sprintf(`{"orgId":"%s","meetingId":"%s","participantId":"%s","presetId":"%s","iat":%d,"exp":%d}`, g.uuid(), g.uuid(), g.uuid(), g.uuid(), iat, iat+2592000))}, "\"preset_name\":\"group_call_host\"")

	g.voipAdd("voip/livekit-room-list-benign", `
$ lk room list
Using url, api-key, api-secret from environment
+-----------------+----------------+----------------------+----------------+
|       SID       |      NAME      | NUM PARTICIPANTS     | NUM PUBLISHERS |
+-----------------+----------------+----------------------+----------------+
| RM_«_r1» | standup        |                    6 |              4 |
| RM_«_r2» | support-8812   |                    2 |              2 |
+-----------------+----------------+----------------------+----------------+
$ lk room participants list standup | head -3
PA_«_p1» dana     ACTIVE  joined 2024-06-11T09:01:12Z
PA_«_p2» sam      ACTIVE  joined 2024-06-11T09:01:40Z
`, V{"_r1": g.an(12), "_r2": g.an(12), "_p1": g.an(12), "_p2": g.an(12)}, "Using url, api-key, api-secret from environment")
}

// ---- contact-center and cloud phone platforms ----

func (g *G) voipContactCenter() {
	iat := 1718100000 + g.r.IntN(900000)
	gcid, gsec := g.uuid(), g.b64u(43)
	g.voipAdd("voip/genesys-cloud-client-credentials-curl", `
$ curl -s -X POST https://login.mypurecloud.de/oauth/token \
    -H "Authorization: Basic «a»" \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "grant_type=client_credentials"
{"access_token":"«b»","token_type":"bearer","expires_in":86399}
`, V{"a": b64s(gcid + ":" + gsec), "b": g.b64u(86)}, "https://login.mypurecloud.de/oauth/token")

	g.voipAdd("voip/genesys-gc-cli-config", `
$ cat ~/.gc/config.toml
[default]
access_token = ''
client_credentials = ''
client_id = '«_cid»'
client_secret = '«a»'
environment = 'mypurecloud.com'
logfilepath = '/home/dana/.gc/logs'
logging_enabled = false
$ gc users list --autopaginate | jq -r '.[].email' | head -2
agent01@office.example
agent02@office.example
`, V{"_cid": g.uuid(), "a": g.b64u(43)}, "environment = 'mypurecloud.com'")

	g.voipAdd("voip/genesys-python-sdk", `
import PureCloudPlatformClientV2 as gc

gc.configuration.host = gc.PureCloudRegionHosts.eu_central_1.get_api_host()
api_client = gc.api_client.ApiClient().get_client_credentials_token(
    "«_cid»",
    "«a»",
)
routing = gc.RoutingApi(api_client)
for q in routing.get_routing_queues(page_size=25).entities:
    print(q.id, q.name)
`, V{"_cid": g.uuid(), "a": g.b64u(43)}, "PureCloudRegionHosts.eu_central_1")

	g.voipAdd("voip/genesys-data-action-credential-json", `
$ curl -s -X POST https://api.mypurecloud.com/api/v2/integrations/credentials -H "Authorization: Bearer $GC_TOKEN" -H "Content-Type: application/json" -d @- <<'EOF'
{
  "name": "CRM lookup",
  "type": {"id": "userDefined"},
  "credentialFields": {
    "apiKey": "«a»",
    "baseUrl": "https://crm.office.example/api"
  }
}
EOF
{"id":"«_id»","name":"CRM lookup","selfUri":"/api/v2/integrations/credentials/«_id»"}
`, V{"a": "crmk_live_" + g.an(32), "_id": g.uuid()}, "$GC_TOKEN", "\"baseUrl\": \"https://crm.office.example/api\"")

	fu, fp := "api.admin@office.example", g.pw()
	g.voipAdd("voip/five9-soap-basic-auth", `
POST /wsadmin/v13/AdminWebService HTTP/1.1
Host: api.five9.com
Authorization: Basic «a»
Content-Type: text/xml; charset=utf-8
SOAPAction: ""

<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ser="http://service.admin.ws.five9.com/">
  <soapenv:Body>
    <ser:getUsersGeneralInfo>
      <userNamePattern>agent.*</userNamePattern>
    </ser:getUsersGeneralInfo>
  </soapenv:Body>
</soapenv:Envelope>
`, V{"a": b64s(fu + ":" + fp)}, "/wsadmin/v13/AdminWebService", "getUsersGeneralInfo")

	g.voipAdd("voip/five9-python-lib", `
from five9 import Five9

client = Five9("api.admin@office.example", "«a»")
campaigns = client.configuration.getCampaigns(campaignNamePattern=".*Outbound.*")
for c in campaigns:
    print(c.name, c.state)
`, V{"a": g.pwStrong()}, "campaignNamePattern")

	g.voipAdd("voip/amazon-connect-get-federation-token", `
$ aws connect get-federation-token --instance-id «_inst» --region eu-west-2
{
    "Credentials": {
        "AccessToken": "«a»",
        "AccessTokenExpiration": "2024-06-11T14:22:05+00:00",
        "RefreshToken": "«b»",
        "RefreshTokenExpiration": "2024-06-12T14:22:05+00:00"
    },
    "SignInUrl": "https://office-cc.my.connect.aws/auth/sign-in",
    "UserArn": "arn:aws:connect:eu-west-2:«_acct»:instance/«_inst»/agent/«_ag»",
    "UserId": "«_ag»"
}
`, V{"_inst": g.uuid(), "a": g.b64(160), "b": g.b64(160), "_acct": g.digits(12), "_ag": g.uuid()}, "https://office-cc.my.connect.aws/auth/sign-in")

	g.voipAdd("voip/amazon-connect-lambda-env", `
$ aws lambda get-function-configuration --function-name connect-crm-lookup --query Environment
{
    "Variables": {
        "CONNECT_INSTANCE_ARN": "arn:aws:connect:eu-west-2:«_acct»:instance/«_inst»",
        "CRM_BASE_URL": "https://crm.office.example/api",
        "CRM_API_KEY": "«a»",
        "LOG_LEVEL": "INFO"
    }
}
`, V{"_acct": g.digits(12), "_inst": g.uuid(), "a": g.an(40)}, "connect-crm-lookup")

	g.voipAdd("voip/talkdesk-client-credentials", `
$ curl -s -X POST https://office.talkdeskid.com/oauth/token \
    -u "«_cid»:«a»" \
    -d "grant_type=client_credentials&scope=calls:read recordings:read users:read"
{"access_token":"«b»","token_type":"Bearer","expires_in":600,"scope":"calls:read recordings:read users:read"}
`, V{"_cid": g.hex(32), "a": g.b64u(43), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://office.talkdeskid.com","aud":"https://api.talkdeskapp.com","sub":"%s","scp":["calls:read","recordings:read","users:read"],"exp":%d,"iat":%d}`, g.hex(32), iat+600, iat))}, "grant_type=client_credentials&scope=calls:read recordings:read users:read")

	g.voipAdd("voip/nice-cxone-access-key-token", `
$ curl -s -X POST https://cxone.niceincontact.com/auth/token \
    -d grant_type=password \
    -d username=«_kid» \
    -d password=«a» \
    -d client_id=«_cid» \
    -d client_secret=«b»
{"access_token":"«c»","token_type":"Bearer","expires_in":3600,"refresh_token":"«d»"}
`, V{"_kid": strings.ToUpper(g.b64u(40)), "a": g.b64u(40), "_cid": g.uuid(), "b": g.b64u(43), "c": g.jwt("RS256", fmt.Sprintf(`{"role":{"legacyId":"Administrator"},"iss":"https://auth.niceincontact.com","sub":"user:%s","aud":"%s","exp":%d,"iat":%d,"tenantId":"%s"}`, g.uuid(), g.uuid(), iat+3600, iat, g.uuid())), "d": g.b64u(64)}, "https://cxone.niceincontact.com/auth/token")

	g.voipAdd("voip/aircall-api-basic", `
$ curl -s -u «_id»:«a» "https://api.aircall.io/v1/calls?per_page=2&order=desc" | jq -c '.calls[] | {id, direction, status, duration, raw_digits}'
{"id":«_c1»,"direction":"inbound","status":"done","duration":211,"raw_digits":"+33 1 84 88 40 12"}
{"id":«_c2»,"direction":"outbound","status":"done","duration":48,"raw_digits":"+33 6 12 34 56 78"}
`, V{"_id": g.hex(32), "a": g.hex(32), "_c1": g.digits(10), "_c2": g.digits(10)}, "https://api.aircall.io/v1/calls")

	g.voipAdd("voip/ringcentral-jwt-env", `
# .env (call-log sync)
RC_SERVER_URL=https://platform.ringcentral.com
RC_CLIENT_ID=«_cid»
RC_CLIENT_SECRET=«a»
RC_JWT=«b»
`, V{"_cid": g.an(22), "a": g.an(42), "b": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://platform.ringcentral.com/restapi/oauth/token","sub":"%s","iss":"https://platform.ringcentral.com","exp":3869827200,"iat":%d,"jti":"%s"}`, g.digits(10), iat, g.b64u(22)))}, "RC_SERVER_URL=https://platform.ringcentral.com")

	g.voipAdd("voip/dialpad-api-users", `
>>> import requests
>>> r = requests.get("https://dialpad.com/api/v2/users", params={"limit": 2}, headers={"Authorization": "Bearer «a»"})
>>> [u["emails"][0] for u in r.json()["items"]]
['dana@office.example', 'sam@office.example']
`, V{"a": g.an(64)}, "https://dialpad.com/api/v2/users")

	zid, zsec := g.an(22), g.an(32)
	g.voipAdd("voip/zoom-phone-s2s-oauth", `
$ curl -s -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id=«_acc»" \
    -H "Authorization: Basic «a»"
{"access_token":"«b»","token_type":"bearer","expires_in":3599,"scope":"phone:read:admin phone:write:admin","api_url":"https://api.zoom.us"}
$ curl -s -H "Authorization: Bearer $ZOOM_TOKEN" "https://api.zoom.us/v2/phone/call_history?page_size=1" | jq '.call_logs[0].id'
"«_cl»"
`, V{"_acc": g.b64u(22), "a": b64s(zid + ":" + zsec), "b": "eyJzdiI6IjAwMDAwMSIsImFsZyI6IkhTNTEyIiwidiI6IjIuMCIsImtpZCI6I" + g.b64u(40) + "." + g.b64u(400) + "." + g.b64u(86), "_cl": g.uuid()}, "$ZOOM_TOKEN")

	g.voipAdd("voip/cloudtalk-api-basic-python", `
import requests
from requests.auth import HTTPBasicAuth

CT_KEY_ID = "«_kid»"
CT_KEY_SECRET = "«a»"

resp = requests.get(
    "https://my.cloudtalk.io/api/calls/index.json",
    params={"limit": 50, "date_from": "2024-06-10 00:00:00"},
    auth=HTTPBasicAuth(CT_KEY_ID, CT_KEY_SECRET),
    timeout=10,
)
`, V{"_kid": strings.ToUpper(g.an(20)), "a": g.an(40)}, "https://my.cloudtalk.io/api/calls/index.json")

	g.voipAdd("voip/amazon-connect-streams-ccp-benign", `
<div id="ccp" style="width:400px;height:600px"></div>
<script src="https://cdn.jsdelivr.net/npm/amazon-connect-streams@2.14.1/release/connect-streams-min.js"></script>
<script>
  connect.core.initCCP(document.getElementById("ccp"), {
    ccpUrl: "https://office-cc.my.connect.aws/ccp-v2/",
    loginPopup: true,
    loginPopupAutoClose: true,
    region: "eu-west-2",
    softphone: { allowFramedSoftphone: true },
    pageOptions: { enableAudioDeviceSettings: true, enablePhoneTypeSettings: false },
  });
</script>
`, nil, "https://office-cc.my.connect.aws/ccp-v2/", "connect.core.initCCP")
}

// ---- chats, tickets and shell history ----

func (g *G) voipChat() {
	g.voipAdd("voip/chat-slack-trunk-not-registering", `
dana  10:41
trunk to carrier-one keeps flapping since the cert renewal, pjsip says
ˋˋˋ
 <Registration/ServerURI..............................>  <Auth....................>  <Status.......>
 carrier/sip:sip.carrier-one.example:5061               carrier-auth                Rejected
ˋˋˋ
I re-typed the password from the portal (ˋ«a»ˋ) into pjsip.conf, same result. any idea?
sam  10:44
Rejected = 403 on their side, not auth. They pin source IPs — did the NAT egress change with the new firewall?
`, V{"a": g.voipSIPPass()}, "Rejected = 403 on their side, not auth.")

	g.voipAdd("voip/chat-agent-session-ami-fix", `
user: the CRM click-to-call stopped working after I changed the AMI password, can you fix it

assistant: I'll check what the CRM uses and what Asterisk expects.

[tool: bash] grep -n -A3 '\[crm-dialer\]' /etc/asterisk/manager.conf; grep -n AMI_ /srv/crm/.env
12:[crm-dialer]
13-secret = «a»
14-deny = 0.0.0.0/0.0.0.0
15-permit = 10.40.2.15/255.255.255.255
4:AMI_HOST=10.40.0.5
5:AMI_USER=crm-dialer
6:AMI_SECRET=«b»

assistant: The CRM still sends the old secret. I'll update /srv/crm/.env to match manager.conf and restart the crm-worker service.
`, V{"a": g.pwStrong(), "b": g.pw()}, "restart the crm-worker service")

	g.voipAdd("voip/jira-ticket-phone-admin-reset", `
ITOPS-4471  Reset web admin on phone in Room 3B
Reporter: Facilities   Priority: Low   Labels: phones, room-3b

Phone in 3B (Yealink T54W, MAC «_m») was factory reset by a visitor. I re-provisioned it
from prov.office.example; the web UI admin password is now «a» (same as the rest of floor 3).
Line 1 registers fine as 233.

Comment (sam): please don't put the admin password in tickets, rotate it via the common cfg next sprint.
`, V{"_m": g.voipColonMAC("805EC0"), "a": g.pw()}, "ITOPS-4471", "prov.office.example")

	g.voipAdd("voip/chat-twilio-token-rotation", `
[#eng-voice] priya: rotated the Twilio auth token for the main account (secondary promoted).
old: «a»
new: «b»
[#eng-voice] priya: the old one stays valid until I click "delete secondary", so update TWILIO_AUTH_TOKEN in the ivr and sms-gateway deploys today pls
[#eng-voice] omar: done for ivr (release v2024.06.11-3)
`, V{"a": g.hex(32), "b": g.hex(32)}, "release v2024.06.11-3", "TWILIO_AUTH_TOKEN")

	g.voipAdd("voip/chat-turn-relay-debug", `
kenji: webrtc calls from the hotel wifi fail at ICE, only host/srflx candidates in chrome://webrtc-internals
dana: TURN auth probably. quick check with the static user:
dana: turnutils_uclient -t -u webclient -w '«a»' -y turn.office.example
dana: → "0: : allocate: success". So TURN is ok; the app still hands out creds signed with the old static-auth-secret («b»), I'll redeploy meet-api
`, V{"a": g.pwStrong(), "b": g.hex(64)}, "chrome://webrtc-internals", "turnutils_uclient")

	g.voipAdd("voip/bash-history-voip-admin", `
$ tail -n 12 ~/.bash_history
asterisk -rx "pjsip show registrations"
asterisk -rx "pjsip reload"
fs_cli -H 10.40.0.7 -P 8021 -p «a» -x "show channels count"
curl -s "https://voip.ms/api/v1/rest.php?api_username=ops@office.example&api_password=«b»&method=getDIDsInfo" | jq '.dids | length'
sngrep -d any port 5060
mysql -u asterisk -p«c» asterisk -e "select id, username from ps_auths limit 5"
kamctl ul show
tail -f /var/log/asterisk/full | grep -i register
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "kamctl ul show", "sngrep -d any port 5060")

	g.voipAdd("voip/chat-new-hire-softphone-onboarding", `
Hi Lea, welcome aboard! Your softphone details:

  Extension:    318
  SIP server:   pbx01.office.example (TLS, port 5061)
  Username:     318
  Password:     «a»
  Voicemail PIN: set it on first login (*97)

Install Zoiper or Groundwire, or just open https://phone.office.example and log in with your SSO.
— IT
`, V{"a": g.voipSIPPass()}, "https://phone.office.example")

	g.voipAdd("voip/chat-livekit-secret-in-error", `
> npm run dev
[api] Error: Unable to generate token: invalid API secret for key «=k»
[api]     at AccessToken.toJwt (node_modules/livekit-server-sdk/dist/AccessToken.js:112:19)
[api] config: {"url":"wss://office-7x2kq1ab.livekit.cloud","apiKey":"«=k»","apiSecret":"«a»"}
dana: oops, I pasted the dev project's secret into prod .env, fixing
`, V{"=k": "API" + g.an(12), "a": g.an(43)}, "node_modules/livekit-server-sdk/dist/AccessToken.js:112:19")
}

// ---- benign look-alikes ----

func (g *G) voipBenign() {
	g.voipAdd("voip/sip-show-peers-benign", `
pbx-legacy*CLI> sip show peers
Name/username             Host                                    Dyn Forcerport Comedia    ACL Port     Status      Description
201/201                   10.40.5.31                               D  Auto (No)  No             5060     OK (9 ms)
202/202                   10.40.5.44                               D  Auto (No)  No             5060     OK (12 ms)
203/203                   (Unspecified)                            D  Auto (No)  No             0        UNKNOWN
voipms/«_u»               «_ip»                                       Yes        Yes            5060     OK (31 ms)
4 sip peers [Monitored: 3 online, 1 offline Unmonitored: 0 online, 0 offline]
`, V{"_u": g.voipSIPUser(), "_ip": g.voipIP()}, "4 sip peers [Monitored: 3 online, 1 offline Unmonitored: 0 online, 0 offline]")

	g.voipAdd("voip/asterisk-cdr-master-csv-benign", `
$ tail -n 3 /var/log/asterisk/cdr-csv/Master.csv
"","201","«_d1»","from-internal","""Reception"" <201>","PJSIP/201-00000051","PJSIP/carrier-00000052","Dial","PJSIP/«_d1»@carrier,60","2024-06-11 13:02:11","2024-06-11 13:02:17","2024-06-11 13:05:40",209,203,"ANSWERED","DOCUMENTATION","«_u1»","",""
"","«_d2»","7000","from-carrier","""«_d2»"" <«_d2»>","PJSIP/carrier-00000053","","Stasis","hello-ivr","2024-06-11 13:06:02","2024-06-11 13:06:02","2024-06-11 13:06:31",29,29,"ANSWERED","DOCUMENTATION","«_u2»","",""
`, V{"_d1": g.voipDID()[2:], "_u1": fmt.Sprintf("%d.%d", 1718110931, g.r.IntN(400)), "_d2": g.voipDID(), "_u2": fmt.Sprintf("%d.%d", 1718111162, g.r.IntN(400))}, "Master.csv")

	g.voipAdd("voip/phone-inventory-csv-benign", `
$ head -5 inventory/phones.csv
mac,model,firmware,extension,room,serial
«_m1»,SIP-T54W,96.86.0.70,201,Reception,«_s1»
«_m2»,VVX 450,6.4.6.2256,202,Sales,«_s2»
«_m3»,GRP2614,1.0.11.23,230,Warehouse,«_s3»
«_m4»,CP-8851-3PCC,12.0.1,250,Lab 2,«_s4»
`, V{"_m1": g.voipColonMAC("805EC0"), "_s1": g.s(alDigit, 16), "_m2": g.voipColonMAC("0004F2"), "_s2": strings.ToUpper(g.voipMAC("0004f2")), "_m3": g.voipColonMAC("C074AD"), "_s3": g.s(alUpNum, 12), "_m4": g.voipColonMAC("00562B"), "_s4": "FCH" + g.s(alUpNum, 8)}, "mac,model,firmware,extension,room,serial")

	g.voipAdd("voip/twilio-calls-list-benign", `
$ twilio api:core:calls:list --limit 3 --properties sid,from,to,status,duration
SID                                 From          To            Status     Duration
CA«_c1»  «_f1»  «_t1»  completed  184
CA«_c2»  «_f2»  «_t2»  no-answer  0
CA«_c3»  «_f3»  «_t3»  completed  47
`, V{"_c1": g.hex(32), "_f1": g.voipDID(), "_t1": g.voipDID(), "_c2": g.hex(32), "_f2": g.voipDID(), "_t2": g.voipDID(), "_c3": g.hex(32), "_f3": g.voipDID(), "_t3": g.voipDID()}, "--properties sid,from,to,status,duration")

	g.voipAdd("voip/webrtc-getstats-benign", `
{
  "type": "candidate-pair",
  "id": "CP«_cp»",
  "transportId": "T01",
  "localCandidateId": "I«_lc»",
  "remoteCandidateId": "I«_rc»",
  "state": "succeeded",
  "nominated": true,
  "currentRoundTripTime": 0.031,
  "availableOutgoingBitrate": 2405120
},
{
  "type": "inbound-rtp",
  "kind": "audio",
  "ssrc": «_ssrc»,
  "mid": "0",
  "codecId": "CIT01_111_minptime=10;useinbandfec=1",
  "packetsLost": 3,
  "jitter": 0.004
},
{
  "type": "certificate",
  "fingerprint": "«_fp»",
  "fingerprintAlgorithm": "sha-256"
}
`, V{"_cp": g.an(8) + "_" + g.an(8), "_lc": g.an(8), "_rc": g.an(8), "_ssrc": fmt.Sprint(g.r.Uint32()), "_fp": g.voipFingerprint()}, "\"fingerprintAlgorithm\": \"sha-256\"")

	g.voipAdd("voip/stir-shaken-identity-header-benign", `
<--- Received SIP request (1688 bytes) from UDP:«_ip»:5060 --->
INVITE sip:«_to»@pbx01.office.lan SIP/2.0
Via: SIP/2.0/UDP «_ip»:5060;branch=«_br»
From: <sip:«_from»@«_ip»>;tag=«_tag»
To: <sip:«_to»@pbx01.office.lan>
Call-ID: «_cid»
CSeq: 1 INVITE
Identity: «_pp»;info=<https://certs.voice-carrier.example/shaken/«_crt».pem>;alg=ES256;ppt=shaken
P-Asserted-Identity: <sip:«_from»@«_ip»>
Content-Type: application/sdp
`, V{"_ip": g.voipIP(), "_to": g.voipDID(), "_br": g.voipBranch(), "_from": g.voipDID(), "_tag": g.voipTag(), "_cid": g.voipCallID(),
		"_pp":  b64raw(`{"alg":"ES256","ppt":"shaken","typ":"passport","x5u":"https://certs.voice-carrier.example/shaken/cert.pem"}`) + "." + b64raw(fmt.Sprintf(`{"attest":"A","dest":{"tn":["%s"]},"iat":%d,"orig":{"tn":"%s"},"origid":"%s"}`, g.digits(11), 1718111000+g.r.IntN(9000), g.digits(11), g.uuid())) + "." + g.b64u(86),
		"_crt": g.hex(16)}, "alg=ES256;ppt=shaken")

	g.voipAdd("voip/dialplan-show-benign", `
pbx01*CLI> dialplan show 7000@from-internal
[ Context 'from-internal' created by 'pbx_config' ]
  '7000' =>         1. NoOp(IVR entry for ${CALLERID(num)})            [extensions.conf:88]
                    2. Stasis(hello-ivr)                              [extensions.conf:89]
                    3. Hangup()                                       [extensions.conf:90]

-= 1 extension (3 priorities) in 1 context. =-
`, nil, "Stasis(hello-ivr)", "-= 1 extension (3 priorities) in 1 context. =-")

	g.voipAdd("voip/sip-options-qualify-benign", `
<--- Transmitting SIP request (482 bytes) to UDP:«_ip»:5060 --->
OPTIONS sip:«_ip»:5060 SIP/2.0
Via: SIP/2.0/UDP 10.40.0.5:5060;rport;branch=«_br»
From: <sip:qualify@10.40.0.5>;tag=«_tag»
To: <sip:«_ip»>
Contact: <sip:qualify@10.40.0.5:5060>
Call-ID: «_cid»
CSeq: 31045 OPTIONS
Max-Forwards: 70
User-Agent: Asterisk PBX 20.8.1
Content-Length:  0

<--- Received SIP response (391 bytes) from UDP:«_ip»:5060 --->
SIP/2.0 200 OK
Via: SIP/2.0/UDP 10.40.0.5:5060;rport=5060;branch=«_br»
Call-ID: «_cid»
CSeq: 31045 OPTIONS
Accept: application/sdp
Content-Length: 0
`, V{"_ip": g.voipIP(), "_br": g.voipBranch(), "_tag": g.voipTag(), "_cid": g.voipCallID()}, "CSeq: 31045 OPTIONS")
}
