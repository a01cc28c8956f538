package cases

import (
	"fmt"
	"strings"
)

// printCases adds 3D printing, printer and makerspace tooling: OctoPrint
// (config.yaml, users.yaml, the application keys flow, login sessions and
// cookie jars, plugins such as Obico / The Spaghetti Detective,
// OctoEverywhere, Telegram, Pushbullet, Pushover, DiscordRemote, MQTT,
// Ngrok and IFTTT webhooks, OctoPi Wi-Fi files and Raspberry Pi Imager
// first-run scripts, Cura and OrcaSlicer print host settings); Klipper and
// Moonraker (JWT logins, oneshot tokens, the authorized users database,
// [power] devices, Apprise notifiers, the Telegram bot, Mobileraker,
// OctoEverywhere and Obico companions, klipper-backup, Mainsail behind
// nginx basic auth, rclone timelapse uploads); Bambu Lab (cloud login and
// bind API, cloud and LAN MQTT with the access code, FTPS, RTSPS cameras in
// go2rtc and Frigate, Bambu Studio's conf, the Home Assistant integration,
// Node-RED credentials, bambulabs_api scripts, the OctoPrint plugin);
// Prusa (PrusaLink digest and API key, Prusa Connect camera tokens and
// bearer tokens); other vendors (Creality Cloud, Elegoo, Snapmaker Luban
// tokens, Duet RepRapFirmware M551 / M587 and rr_connect, ESP3D, Marlin
// Wi-Fi defines, MKS Robin Wi-Fi, FlashForge check codes, Raise3D,
// UltiMaker digest credentials, Formlabs and Anycubic); CUPS and print
// servers (printers.conf, lpadmin and lpstat with smb:// credentials, the
// cups error log, ipptool, CUPS containers, Ansible roles, Windows net use,
// cmdkey and Add-PrinterPort, PrintNode, PaperCut, Printix, Epson
// Connect, scan-to-SMB users); network printer administration (SNMP v2c
// and v3, snmp_exporter, Telegraf, Zabbix, nmap snmp-brute, HP EWS and
// JetDirect, Brother and Lexmark settings, scan-to-email SMTP relays and
// app passwords); label printers (Zebra SGD and WebLink, Zebra Savanna,
// EasyPost and ShipStation labels); laser cutters, CNC and makerspace
// tooling (LightBurn, Glowforge, FluidNC, CNCjs, Fabman, Wild Apricot door
// controllers, ESPHome tool lockouts, 3DPrinterOS, Discord bots); model
// sites and CAD APIs (Thingiverse, Printables, MyMiniFactory, Cults3D,
// Sketchfab, Onshape, Autodesk APS, Manyfold); Home Assistant printer
// integrations; print farms and self-hosted servers (OctoFarm, Spoolman,
// Repetier-Server, the UltiMaker account in cura.cfg, a self-hosted
// Obico server, Windows Standard TCP/IP port registry values); and the
// forum posts, chats, tickets and wikis where makers paste all of it.
// Also the Brother, Canon, Ricoh, Xerox, Kyocera and Konica Minolta
// scan-to-folder and LDAP settings, Dymo and Brother QL label printers,
// and PRET sessions. Benign look-alikes: printer serial numbers,
// device and mainboard ids, MCU serial paths and CAN uuids, firmware
// hashes and versions, G-code with thumbnails, IPP attributes, masked and
// redacted keys. The case names start with "print/".
func (g *G) printCases() {
	g.printOctoPrint()
	g.printKlipper()
	g.printBambu()
	g.printPrusa()
	g.printVendors()
	g.printCUPS()
	g.printNetPrinters()
	g.printLabels()
	g.printMaker()
	g.printModels()
	g.printHomeAssistant()
	g.printFarm()
	g.printChat()
	g.printBenign()
}

// ---- helpers used only here ----

// printAdd is add with "ˋ" standing for a backtick.
func (g *G) printAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// printIP is a home or office LAN address.
func (g *G) printIP() string {
	return fmt.Sprintf("192.168.%d.%d", g.r.IntN(3), 20+g.r.IntN(200))
}

// printOctoKey is a classic OctoPrint API key: 32 upper-case hex digits.
func (g *G) printOctoKey() string { return g.s(alHexU, 32) }

// printBambuSN is a Bambu Lab printer serial number.
func (g *G) printBambuSN() string {
	return g.pick("00M09A", "01S00C", "01P00A", "0309DA", "03919A") + g.s(alUpNum, 9)
}

// printBambuToken is a Bambu Lab cloud access token.
func (g *G) printBambuToken() string {
	iat := 1720000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"bambulab","exp":%d,"iat":%d,"iss":"https://api.bambulab.com","sub":"%d","typ":"access"}`,
		iat+7776000, iat, 1000000000+g.r.IntN(900000000)))
}

// printMAC is a hardware address.
func (g *G) printMAC() string {
	h := g.s(alHexU, 12)
	return h[0:2] + ":" + h[2:4] + ":" + h[4:6] + ":" + h[6:8] + ":" + h[8:10] + ":" + h[10:12]
}

// ---- OctoPrint ----

func (g *G) printOctoPrint() {
	g.printAdd("print/octoprint-users-yaml", `
pi@octopi:~ $ cat ~/.octoprint/users.yaml
dana:
  active: true
  apikey: «a»
  groups:
  - users
  - admins
  password: «b»
  permissions: []
  roles:
  - user
  - admin
  settings:
    interface:
      language: en
webcam-viewer:
  active: true
  apikey: null
  groups:
  - readonly
  password: «c»
  permissions: []
  roles:
  - user
  settings: {}
`, V{"a": g.printOctoKey(), "b": g.hex(128), "c": g.hex(128)}, "webcam-viewer:", "pi@octopi:~ $ cat ~/.octoprint/users.yaml")

	g.printAdd("print/octoprint-config-yaml-mqtt-secretkey", `
accessControl:
  salt: «=salt»
api:
  key: «a»
appearance:
  color: orange
  name: Ender 3 V2
plugins:
  _disabled:
  - tracking
  announcements:
    _config_version: 1
  mqtt:
    broker:
      url: 192.168.1.10
      port: 1883
      username: octoprint
      password: «b»
    publish:
      baseTopic: octoPrint/
  softwareupdate:
    _config_version: 9
printerProfiles:
  default: _default
serial:
  autoconnect: true
  baudrate: 115200
  port: /dev/ttyUSB0
server:
  commands:
    serverRestartCommand: sudo service octoprint restart
    systemRestartCommand: sudo shutdown -r now
  firstRun: false
  onlineCheck:
    enabled: true
  secretKey: «c»
  seenWizards:
    corewizard: 4
webcam:
  ffmpeg: /usr/bin/ffmpeg
`, V{"=salt": g.an(32), "a": g.printOctoKey(), "b": g.pw(), "c": g.an(32)}, "serverRestartCommand: sudo service octoprint restart", "baseTopic: octoPrint/")

	g.printAdd("print/octoprint-appkeys-flow-curl", `
$ curl -s -o /dev/null -w '%{http_code}\n' http://octopi.local/plugin/appkeys/probe
204
$ curl -s -X POST -H 'Content-Type: application/json' \
    -d '{"app": "PrintDeck", "user": "dana"}' http://octopi.local/plugin/appkeys/request
{"app_token": "«=tok»", "auth_dialog": "http://octopi.local/plugin/appkeys/auth/«=tok»"}
$ curl -s -o /dev/null -w '%{http_code}\n' http://octopi.local/plugin/appkeys/request/«=tok»
202
# ... clicked "Allow" in the OctoPrint UI ...
$ curl -s http://octopi.local/plugin/appkeys/request/«=tok»
{"api_key": "«a»"}
$ curl -s -H "X-Api-Key: «a»" http://octopi.local/api/version
{"api": "0.1", "server": "1.10.3", "text": "OctoPrint 1.10.3"}
`, V{"=tok": g.b64u(32), "a": g.b64u(43)}, "http://octopi.local/plugin/appkeys/probe", `"text": "OctoPrint 1.10.3"`)

	g.printAdd("print/octoprint-cli-user-add", `
pi@octopi:~ $ ~/oprint/bin/octoprint user add --password '«a»' --admin maker-ops
User maker-ops added:
	name: maker-ops
	groups: admins, users
	permissions: 
	subgroups permissions: ADMIN
	active: yes
pi@octopi:~ $ ~/oprint/bin/octoprint user list
dana
maker-ops
pi@octopi:~ $ ~/oprint/bin/octoprint config get --yaml api
allowCrossOrigin: false
key: «b»
`, V{"a": g.pw(), "b": g.printOctoKey()}, "~/oprint/bin/octoprint user list", "allowCrossOrigin: false")

	g.printAdd("print/octoprint-obico-tsd-plugin-config", `
plugins:
  obico:
    auth_token: «a»
    endpoint_prefix: https://app.obico.io
    sentry_opt: out
    disable_video_streaming: false
    tunnel_enabled: true
  thespaghettidetective:
    auth_token: «b»
    endpoint_prefix: https://app.thespaghettidetective.com
  firmwarecheck:
    _config_version: 1
`, V{"a": g.hex(20), "b": g.hex(20)}, "endpoint_prefix: https://app.obico.io", "sentry_opt: out")

	g.printAdd("print/octoprint-octoeverywhere-plugin", `
pi@octopi:~ $ grep -A6 'octoeverywhere:' ~/.octoprint/config.yaml
  octoeverywhere:
    HasShownActivationNotification: true
    Id: «=id»
    PrivateKey: «a»
    AddPrinterUrl: https://octoeverywhere.com/getstarted?printerid=«=id»
    _config_version: 1
pi@octopi:~ $ tail -n 3 ~/.octoprint/logs/plugin_octoeverywhere.log
2024-11-02 18:04:11,512 - octoprint.plugins.octoeverywhere - INFO - OctoEverywhere websocket connected to wss://starport-v1.octoeverywhere.com/octoclientws
2024-11-02 18:04:11,688 - octoprint.plugins.octoeverywhere - INFO - Handshake complete, printer is connected to account.
2024-11-02 18:04:41,702 - octoprint.plugins.octoeverywhere - INFO - Plugin version 3.12.4 running on OctoPrint 1.10.3
`, V{"=id": g.s(alUpNum, 60), "a": g.an(80)}, "wss://starport-v1.octoeverywhere.com/octoclientws", "Plugin version 3.12.4")

	g.printAdd("print/octoprint-telegram-plugin-traceback", `
2025-01-19 06:12:44,903 - octoprint.plugins.telegram - ERROR - Exception caught in loop!
Traceback (most recent call last):
  File "/home/pi/oprint/lib/python3.9/site-packages/urllib3/connectionpool.py", line 703, in urlopen
    httplib_response = self._make_request(
  File "/home/pi/oprint/lib/python3.9/site-packages/urllib3/connectionpool.py", line 386, in _make_request
    self._validate_conn(conn)
urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='api.telegram.org', port=443): Max retries exceeded with url: /bot«a»/getUpdates?offset=0&timeout=30 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at «_p»>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))
2025-01-19 06:12:45,911 - octoprint.plugins.telegram - INFO - Waiting 2 seconds before retry
`, V{"a": g.telegram(), "_p": "0x" + g.hex(8)}, "octoprint.plugins.telegram", "Temporary failure in name resolution")

	g.printAdd("print/octoprint-pushbullet-pushover", `
  pushbullet:
    access_token: o.«a»
    sender_name: OctoPrint
    printDone:
      title: Print job finished
      body: '{file} finished printing in {elapsed_time}'
  pushover:
    token: «b»
    user_key: «=u»
    sound: bike
    events:
      PrintDone:
        priority: 0
`, V{"a": g.an(32), "b": g.s(alLowNum, 30), "=u": g.s(alLowNum, 30)}, "sender_name: OctoPrint", "sound: bike")

	g.printAdd("print/octoprint-discordremote-plugin", `
  DiscordRemote:
    bottoken: «a»
    channelid: '«_ch»'
    allowedusers: '«_u»'
    show_local_ip: false
    show_external_ip: false
    prefix: /
`, V{"a": g.discordBot(), "_ch": g.digits(19), "_u": g.digits(18)}, "show_external_ip: false")

	g.printAdd("print/octoprint-ifttt-webhook-plugin", `
  IFTTT:
    makerkey: «a»
    events:
    - name: octoprint_PrintDone
      value1: '{name}'
    - name: octoprint_PrintFailed
      value1: '{reason}'
  webhooks:
    hooks:
    - enabled: true
      url: https://maker.ifttt.com/trigger/printer_done/json/with/key/«a»
      http_method: POST
      content_type: JSON
`, V{"a": g.b64u(22)}, "octoprint_PrintFailed", "content_type: JSON")

	g.printAdd("print/octopi-wpa-supplicant-txt", `
$ cat /boot/octopi-wpa-supplicant.txt
# Use this file to configure your wifi connection(s).
#
# Just uncomment the lines prefixed with a single # of the configuration
# that matches your wifi setup and fill in SSID and passphrase.
#
# You can configure multiple wifi connections by adding more 'network'
# blocks.

## WPA/WPA2 secured
network={
  ssid="Garage-2G"
  psk="«a»"
}

## Open/unsecured
#network={
#  ssid="put SSID here"
#  key_mgmt=NONE
#}

# Uncomment the country your Pi is in to activate Wifi in RaspberryPi 3 B+ and above
country=DE # Germany
`, V{"a": g.pw()}, `ssid="Garage-2G"`, "country=DE # Germany")

	g.printAdd("print/octopi-imager-firstrun", `
$ sudo cat /boot/firmware/firstrun.sh
#!/bin/bash

set +e

CURRENT_HOSTNAME=ˋcat /etc/hostname | tr -d " \t\n\r"ˋ
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_hostname octopi-mk3
else
   echo octopi-mk3 >/etc/hostname
fi
FIRSTUSER=ˋgetent passwd 1000 | cut -d: -f1ˋ
if [ -f /usr/lib/userconf-pi/userconf ]; then
   /usr/lib/userconf-pi/userconf 'pi' '«a»'
else
   echo "$FIRSTUSER:"'«a»' | chpasswd -e
fi
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Workshop' '«b»' 'GB'
fi
rm -f /boot/firstrun.sh
sed -i 's| systemd.run.*||g' /boot/cmdline.txt
exit 0
`, V{"a": "$5$" + g.s(alAlnum+"./", 10) + "$" + g.s(alAlnum+"./", 43), "b": g.hex(64)}, "set_hostname octopi-mk3", "imager_custom set_wlan 'Workshop'")

	g.printAdd("print/octopi-haproxy-userlist", `
$ sudo grep -B2 -A8 '^userlist' /etc/haproxy/haproxy.cfg
        timeout server 605s

userlist octoprint_users
        user dana insecure-password «a»
        user kiosk password «b»

backend octoprint
        acl auth_ok http_auth(octoprint_users)
        http-request auth realm OctoPrint if !auth_ok
        reqrep ^([^\ :]*)\ /(.*)     \1\ /\2
        option forwardfor
        server octoprint1 127.0.0.1:5000
`, V{"a": g.pwURL(), "b": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "userlist octoprint_users", "server octoprint1 127.0.0.1:5000")

	g.printAdd("print/octoprint-octorest-script", `
#!/usr/bin/env python3
"""Cancel the job on every printer in the lab when the fire alarm relay trips."""
from octorest import OctoRest

PRINTERS = {
    "mk3s-left":  ("http://10.40.2.11", "«a»"),
    "mk3s-right": ("http://10.40.2.12", "«b»"),
    "voron-24":   ("http://10.40.2.20:5000", "«c»"),
}

def cancel_all():
    for name, (url, key) in PRINTERS.items():
        client = OctoRest(url=url, apikey=key)
        if client.state() == "Printing":
            client.cancel()
            print(f"{name}: cancelled")
`, V{"a": g.printOctoKey(), "b": g.printOctoKey(), "c": g.printOctoKey()}, "from octorest import OctoRest", `"mk3s-right"`)

	g.printAdd("print/cura-cfg-octoprint-keys-cache", `
$ grep -A4 '^\[octoprint\]' ~/.local/share/cura/5.8/cura.cfg
[octoprint]
keys_cache = {"octopi-garage._octoprint._tcp.local.": "«a»", "manual:192.168.1.47:80/": "«b»"}
manual_instances = {"192.168.1.47": {"address": "192.168.1.47", "port": 80, "path": "/", "useHttps": false, "userName": "", "password": ""}}
use_zeroconf = True
`, V{"a": g.printOctoKey(), "b": g.b64u(43)}, "use_zeroconf = True", `"useHttps": false`)

	g.printAdd("print/orcaslicer-machine-json-octoprint", `
$ cat ~/.config/OrcaSlicer/user/default/machine/Voron\ 2.4\ 350\ -\ lab.json
{
    "from": "User",
    "host_type": "octoprint",
    "inherits": "Voron 2.4 350 0.4 nozzle",
    "is_custom_defined": "0",
    "name": "Voron 2.4 350 - lab",
    "print_host": "http://voron-lab.local",
    "print_host_webui": "",
    "printable_area": ["0x0", "350x0", "350x350", "0x350"],
    "printer_settings_id": "Voron 2.4 350 - lab",
    "printhost_apikey": "«a»",
    "printhost_authorization_type": "key",
    "printhost_cafile": "",
    "printhost_password": "",
    "printhost_port": "",
    "printhost_ssl_ignore_revoke": "0",
    "printhost_user": "",
    "version": "2.2.0.4"
}
`, V{"a": g.hex(32)}, `"inherits": "Voron 2.4 350 0.4 nozzle"`, `"printhost_authorization_type": "key"`)

	g.printAdd("print/octoprint-login-passive-session", `
$ curl -s -X POST -H "X-Api-Key: «a»" -H 'Content-Type: application/json' \
    -d '{"passive": true}' http://octopi.local/api/login | jq .
{
  "_is_external_client": false,
  "_login_mechanism": "apikey",
  "active": true,
  "admin": true,
  "apikey": null,
  "groups": ["admins", "users"],
  "name": "dana",
  "needs": {"group": ["admins", "users"], "role": ["admin", "user"]},
  "permissions": [],
  "session": "«b»",
  "user": true
}
# then on the socket:  {"auth": "dana:«b»"}
`, V{"a": g.printOctoKey(), "b": g.hex(32)}, `"_login_mechanism": "apikey"`, `"groups": ["admins", "users"]`)

	g.printAdd("print/octoprint-cookie-jar", `
$ curl -s -c /tmp/op.jar -H 'Content-Type: application/json' -d '{"user":"dana","pass":"«a»","remember":true}' http://octopi.local/api/login >/dev/null
$ cat /tmp/op.jar
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
# This file was generated by libcurl! Edit at your own risk.

#HttpOnly_octopi.local	FALSE	/	FALSE	0	session_P80	«b»
#HttpOnly_octopi.local	FALSE	/	FALSE	1767225600	remember_token_P80	dana|«c»
octopi.local	FALSE	/	FALSE	0	csrf_token_P80	«_csrf»
`, V{"a": g.pw(), "b": g.b64u(24) + "." + g.b64u(6) + "." + g.b64u(27), "c": g.hex(128), "_csrf": g.b64u(43)}, "# Netscape HTTP Cookie File", "csrf_token_P80")

	g.printAdd("print/octoprint-ngrok-plugin", `
  ngrok:
    auth_name: dana
    auth_pass: «a»
    disable_local_ip_check: false
    hostname: ''
    port: 80
    region: eu
    token: «b»
    trust_basic_authentication: false
`, V{"a": g.pwURL(), "b": g.ngrok()}, "auth_name: dana", "region: eu")

	g.printAdd("print/octoprint-docker-compose-caddy", `
services:
  octoprint:
    image: octoprint/octoprint:1.10.3
    restart: unless-stopped
    devices:
      - /dev/ttyACM0:/dev/ttyACM0
      - /dev/video0:/dev/video0
    environment:
      - ENABLE_MJPG_STREAMER=true
      - MJPG_STREAMER_INPUT=-y -n -r 1280x720
    volumes:
      - octoprint:/octoprint

  caddy:
    image: caddy:2
    ports: ["443:443"]
    volumes:
      - ./Caddyfile:/etc/caddy/Caddyfile:ro
volumes:
  octoprint:
---- Caddyfile ----
printer.example-home.net {
	basicauth {
		dana «a»
	}
	reverse_proxy octoprint:80
}
`, V{"a": "$2a$14$" + g.s(alAlnum+"./", 53)}, "image: octoprint/octoprint:1.10.3", "MJPG_STREAMER_INPUT=-y -n -r 1280x720")

	g.printAdd("print/octoprint-email-notifier-smtp", `
  emailnotifier:
    enabled: true
    include_snapshot: true
    mail_server: smtp.gmail.com
    mail_server_port: 587
    mail_server_tls: true
    mail_username: garage.printer.bot@gmail.com
    mail_password: «a»
    recipient_address: dana@example.org
    message_format:
      title: 'Print job complete: {filename} done printing.'
`, V{"a": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "mail_username: garage.printer.bot@gmail.com", "mail_server_port: 587")

	g.printAdd("print/octoprint-upload-python-requests", `
import os
import sys

import requests

OCTO = os.environ.get("OCTOPRINT_URL", "http://octopi.local")
KEY = os.environ.get("OCTOPRINT_KEY", "«a»")  # TODO: remove default before pushing


def upload(path: str, start: bool = False) -> dict:
    with open(path, "rb") as fh:
        r = requests.post(
            f"{OCTO}/api/files/local",
            headers={"X-Api-Key": KEY},
            files={"file": (os.path.basename(path), fh, "application/octet-stream")},
            data={"select": "true", "print": str(start).lower()},
            timeout=60,
        )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    print(upload(sys.argv[1], start="--print" in sys.argv))
`, V{"a": g.printOctoKey()}, "TODO: remove default before pushing", `f"{OCTO}/api/files/local"`)

	g.printAdd("print/octoprint-systemd-env-override", `
$ systemctl cat octoprint-exporter
# /etc/systemd/system/octoprint-exporter.service
[Unit]
Description=Prometheus exporter for OctoPrint
After=network-online.target

[Service]
User=prometheus
ExecStart=/usr/local/bin/octoprint_exporter --octoprint.addr=http://127.0.0.1:5000 --web.listen-address=:9529
Restart=on-failure

# /etc/systemd/system/octoprint-exporter.service.d/override.conf
[Service]
Environment="OCTOPRINT_APIKEY=«a»"
`, V{"a": g.printOctoKey()}, "--web.listen-address=:9529", "Description=Prometheus exporter for OctoPrint")

	g.printAdd("print/octoprint-multi-instance-haproxy-and-keys-table", `
| Instance | Port | Printer            | API key                          | Webcam              |
|----------|------|--------------------|----------------------------------|---------------------|
| op-1     | 5001 | Prusa MK3S+ (left) | «a» | /webcam/?action=stream |
| op-2     | 5002 | Prusa MK3S+ (right)| «b» | /webcam2/?action=stream |
| op-3     | 5003 | Ender 5 Plus       | «c» | (none)              |
`, V{"a": g.printOctoKey(), "b": g.printOctoKey(), "c": g.printOctoKey()}, "Prusa MK3S+ (left)", "/webcam2/?action=stream")
}

// ---- Klipper / Moonraker ----

func (g *G) printKlipper() {
	iat := 1730000000 + g.r.IntN(9000000)
	g.printAdd("print/moonraker-access-login-jwt", `
$ curl -s -X POST http://voron.local:7125/access/login -H 'Content-Type: application/json' \
    -d '{"username": "dana", "password": "«a»", "source": "moonraker"}' | jq .
{
  "result": {
    "username": "dana",
    "token": "«b»",
    "refresh_token": "«c»",
    "action": "user_logged_in",
    "source": "moonraker"
  }
}
`, V{
		"a": g.pw(),
		"b": g.jwt("ES256", fmt.Sprintf(`{"iss":"Moonraker","iat":%d,"exp":%d,"username":"dana","token_type":"access","keyid":"%s"}`, iat, iat+3600, g.hex(32))),
		"c": g.jwt("ES256", fmt.Sprintf(`{"iss":"Moonraker","iat":%d,"exp":%d,"username":"dana","token_type":"refresh","keyid":"%s"}`, iat, iat+7776000, g.hex(32))),
	}, `"action": "user_logged_in"`)

	g.printAdd("print/moonraker-oneshot-token-websocket", `
$ TOKEN=$(curl -s -H "Authorization: Bearer $MR_JWT" http://voron.local/access/oneshot_token | jq -r .result)
$ echo $TOKEN
«a»
$ websocat "ws://voron.local/websocket?token=«a»"
{"jsonrpc": "2.0", "method": "server.info", "id": 5664}
{"jsonrpc": "2.0", "result": {"klippy_connected": true, "klippy_state": "ready", "components": ["klippy_connection", "application", "websockets", "database", "file_manager", "authorization"], "moonraker_version": "v0.9.3-42-g«_h»", "api_version": [1, 5, 0]}, "id": 5664}
`, V{"a": g.an(32), "_h": g.hex(8)}, `"klippy_state": "ready"`)

	g.printAdd("print/moonraker-conf-power-homeassistant", `
[server]
host: 0.0.0.0
port: 7125
klippy_uds_address: ~/printer_data/comms/klippy.sock

[authorization]
trusted_clients:
    10.0.0.0/8
    127.0.0.0/8
    192.168.0.0/16
cors_domains:
    *.lan
    *.local
    *://my.mainsail.xyz

[power printer_plug]
type: homeassistant
protocol: http
address: 192.168.1.20
port: 8123
device: switch.voron_plug
token: «a»
domain: switch
off_when_shutdown: True
locked_while_printing: True
restart_klipper_when_powered: True
`, V{"a": g.iotHAToken()}, "device: switch.voron_plug", "*://my.mainsail.xyz")

	g.printAdd("print/moonraker-notifier-apprise", `
[notifier print_complete]
url: tgram://«a»/«_chat»
events: complete
body: "{event_args[1].filename} finished in {event_args[1].print_duration}"
attach: http://localhost/webcam/?action=snapshot

[notifier print_error]
url: discord://«_wid»/«b»
events: error, cancelled
body: "Voron says: {event_message}"
`, V{"a": g.telegram(), "_chat": "-100" + g.digits(10), "_wid": g.digits(19), "b": g.b64u(68)}, "events: error, cancelled", "attach: http://localhost/webcam/?action=snapshot")

	g.printAdd("print/moonraker-telegram-bot-conf", `
$ cat ~/printer_data/config/telegram.conf
[bot]
server: localhost
chat_id: «_chat»
bot_token: «a»
log_path: ~/printer_data/logs

[camera]
host: http://localhost:8080/?action=stream
fps: 15

[progress_notification]
percent: 10
height: 5
time: 300

[timelapse]
cleanup: true
`, V{"_chat": g.digits(9), "a": g.telegram()}, "host: http://localhost:8080/?action=stream", "[progress_notification]")

	g.printAdd("print/moonraker-power-tasmota-shelly", `
[power enclosure_lights]
type: tasmota
address: 192.168.1.61
password: «a»
output_id: 1

[power exhaust_fan]
type: shelly
address: shelly-exhaust.lan
user: admin
password: «b»
output_id: 0
off_when_shutdown: True
`, V{"a": g.pwURL(), "b": g.pw()}, "[power enclosure_lights]", "address: shelly-exhaust.lan")

	g.printAdd("print/moonraker-sqlite-authorized-users", `
pi@voron:~ $ sqlite3 -json ~/printer_data/database/moonraker-sql.db "SELECT key, value FROM namespace_store WHERE namespace='authorized_users'"
[{"key":"_API_KEY_USER_","value":"{\"username\": \"_API_KEY_USER_\", \"api_key\": \"«a»\", \"created_on\": 1718203344.52}"},
{"key":"dana","value":"{\"username\": \"dana\", \"password\": \"«b»\", \"salt\": \"«=s»\", \"source\": \"moonraker\", \"created_on\": 1718203411.07, \"jwk_id\": \"«_k»\"}"}]
`, V{"a": g.hex(32), "b": g.hex(64), "=s": g.hex(32), "_k": g.b64u(22)}, `\"source\": \"moonraker\"`)

	g.printAdd("print/mainsail-nginx-basic-auth", `
$ sudo cat /etc/nginx/.htpasswd-mainsail
dana:«a»
printfarm:«b»
$ sudo grep -n auth_basic /etc/nginx/sites-enabled/mainsail
14:    auth_basic "Printer farm";
15:    auth_basic_user_file /etc/nginx/.htpasswd-mainsail;
`, V{"a": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22), "b": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)}, `auth_basic "Printer farm";`)

	g.printAdd("print/mobileraker-companion-conf", `
$ cat ~/printer_data/config/mobileraker.conf
[general]
language: en
timezone: Europe/Berlin
eta_format: %d.%m.%Y, %H:%M
include_snapshot: True

[printer Voron24]
moonraker_uri: ws://127.0.0.1:7125/websocket
moonraker_api_key: «a»
snapshot_uri: http://127.0.0.1/webcam/?action=snapshot
snapshot_rotation: 0
`, V{"a": g.hex(32)}, "[printer Voron24]", "moonraker_uri: ws://127.0.0.1:7125/websocket")

	g.printAdd("print/octoeverywhere-klipper-conf", `
$ cat ~/octoeverywhere-store/octoeverywhere.conf
[server]
printer_id = «=id»
private_key = «a»

[relay]
frame_rate = 5

[logging]
log_level = INFO
max_file_size_mb = 3
`, V{"=id": g.s(alUpNum, 60), "a": g.an(80)}, "max_file_size_mb = 3")

	g.printAdd("print/obico-verify-code-response", `
$ curl -s "https://app.obico.io/api/v1/octo/verify/?code=«_code»" -X POST | jq .printer
{
  "id": «_id»,
  "name": "Voron 2.4 - garage",
  "auth_token": "«a»",
  "is_agent_moonraker": true,
  "created_at": "2024-10-07T15:44:02.113518Z"
}
`, V{"_code": g.digits(6), "_id": fmt.Sprint(100000 + g.r.IntN(800000)), "a": g.hex(20)}, `"is_agent_moonraker": true`)

	g.printAdd("print/klipper-backup-env", `
$ cat ~/klipper-backup/.env
github_token=«a»
github_username=dana-makes
github_repository=voron-config
branch_name="main"
commit_username="Klipper Backup"
commit_email="backup@voron.local"

# Indivdual file syntax:
#  Note: script.sh starts searching in $HOME which is represented by the ~ symbol
path_klipperdata=printer_data/config/*
exclude=(
"*.swp"
"*.tmp"
"printer-[0-9]*_[0-9]*.cfg"
)
`, V{"a": g.ghp()}, "github_repository=voron-config", `"printer-[0-9]*_[0-9]*.cfg"`)

	g.printAdd("print/moonraker-printer-objects-query", `
$ curl -s -H "X-Api-Key: «a»" "http://voron.local/printer/objects/query?extruder=temperature,target&heater_bed=temperature,target&print_stats=state,filename" | jq -c .result.status
{"extruder":{"temperature":240.12,"target":240.0},"heater_bed":{"temperature":99.87,"target":100.0},"print_stats":{"state":"printing","filename":"stealthburner_main_body_ABS.gcode"}}
`, V{"a": g.hex(32)}, "stealthburner_main_body_ABS.gcode")

	g.printAdd("print/moonraker-mqtt-literal-password", `
[mqtt]
address: homeassistant.lan
port: 1883
username: klipper
password: «a»
mqtt_protocol: v3.1.1
enable_moonraker_api: True
instance_name: voron24
status_objects:
    webhooks
    toolhead=position,print_time,homed_axes
    extruder=temperature
`, V{"a": g.pwStrong()}, "instance_name: voron24", "toolhead=position,print_time,homed_axes")

	g.printAdd("print/rclone-timelapse-webdav", `
$ cat ~/.config/rclone/rclone.conf
[nextcloud]
type = webdav
url = https://cloud.example-home.net/remote.php/dav/files/dana/
vendor = nextcloud
user = dana
pass = «a»

$ crontab -l | grep rclone
*/30 * * * * rclone move ~/printer_data/timelapse nextcloud:Printing/Timelapses --include "*.mp4" --log-file ~/printer_data/logs/rclone.log
`, V{"a": g.b64u(48)}, "vendor = nextcloud", "nextcloud:Printing/Timelapses")

	g.printAdd("print/klipper-private-macros-clone", `
pi@voron:~ $ history | tail -n 6
  501  cd ~/printer_data/config
  502  git clone https://dana-makes:«a»@github.com/dana-makes/klipper-macros-private.git macros
  503  ls macros
  504  echo "[include macros/*.cfg]" >> printer.cfg
  505  sudo systemctl restart klipper
  506  tail -f ~/printer_data/logs/klippy.log
`, V{"a": g.ghFine()}, `[include macros/*.cfg]`, "sudo systemctl restart klipper")
}

// ---- Bambu Lab ----

func (g *G) printBambu() {
	g.printAdd("print/bambu-cloud-login-curl", `
$ curl -s https://api.bambulab.com/v1/user-service/user/login \
    -H 'Content-Type: application/json' \
    -d '{"account": "dana.maker@example.org", "password": "«a»", "apiError": ""}' | jq .
{
  "accessToken": "«b»",
  "refreshToken": "«c»",
  "expiresIn": 7776000,
  "refreshExpiresIn": 7776000,
  "tfaKey": "",
  "accessMethod": "",
  "loginType": ""
}
`, V{"a": g.pw(), "b": g.printBambuToken(), "c": g.printBambuToken()}, `"expiresIn": 7776000`, "https://api.bambulab.com/v1/user-service/user/login")

	sn := g.printBambuSN()
	g.printAdd("print/bambu-cloud-bind-dev-access-code", `
$ curl -s -H "Authorization: Bearer «a»" https://api.bambulab.com/v1/iot-service/api/user/bind | jq .
{
  "message": "success",
  "code": null,
  "error": null,
  "devices": [
    {
      "dev_id": "«_sn»",
      "name": "X1C-garage",
      "online": true,
      "print_status": "ACTIVE",
      "dev_model_name": "BL-P001",
      "dev_product_name": "X1 Carbon",
      "dev_access_code": "«b»",
      "nozzle_diameter": 0.4,
      "dev_structure": "CoreXY"
    }
  ]
}
`, V{"a": g.printBambuToken(), "_sn": sn, "b": g.digits(8)}, `"dev_product_name": "X1 Carbon"`, `"dev_model_name": "BL-P001"`)

	uid := g.digits(10)
	g.printAdd("print/bambu-cloud-mqtt-paho", `
import json
import ssl

import paho.mqtt.client as mqtt

USER_ID = "«_uid»"
TOKEN = "«a»"
SERIAL = "«_sn»"

client = mqtt.Client(client_id="ha-bridge-01", protocol=mqtt.MQTTv311)
client.username_pw_set(f"u_{USER_ID}", TOKEN)
client.tls_set(tls_version=ssl.PROTOCOL_TLS_CLIENT)
client.on_message = lambda c, u, m: print(json.loads(m.payload)["print"].get("mc_percent"))
client.connect("us.mqtt.bambulab.com", 8883)
client.subscribe(f"device/{SERIAL}/report")
client.loop_forever()
`, V{"_uid": uid, "a": g.printBambuToken(), "_sn": g.printBambuSN()}, "us.mqtt.bambulab.com", `client_id="ha-bridge-01"`)

	g.printAdd("print/bambu-ha-core-config-entries", `
$ sudo jq '.data.entries[] | select(.domain=="bambu_lab")' /config/.storage/core.config_entries
{
  "entry_id": "«_e»",
  "version": 2,
  "domain": "bambu_lab",
  "title": "«_sn»",
  "data": {
    "device_type": "P1S",
    "serial": "«_sn»"
  },
  "options": {
    "region": "Europe",
    "email": "dana.maker@example.org",
    "username": "u_«_uid»",
    "name": "P1S-workshop",
    "host": "192.168.1.91",
    "local_mqtt": true,
    "auth_token": "«a»",
    "access_code": "«b»",
    "usage_hours": 412.6,
    "disable_ssl_verify": false,
    "enable_firmware_update": false
  },
  "pref_disable_new_entities": false,
  "source": "user",
  "unique_id": null
}
`, V{"_e": strings.ToUpper(g.s(alB32, 26)), "_sn": g.printBambuSN(), "_uid": g.digits(10), "a": g.printBambuToken(), "b": g.digits(8)}, `"domain": "bambu_lab"`, `"name": "P1S-workshop"`)

	sn2 := g.printBambuSN()
	g.printAdd("print/bambu-studio-conf-access-codes", `
$ jq '{app: .app | {language, region, "installed_networking"}, access_code, user_access_code, ip_address}' ~/.config/BambuStudio/BambuStudio.conf
{
  "app": {
    "language": "en_GB",
    "region": "Europe",
    "installed_networking": "1"
  },
  "access_code": {
    "«_sn»": "«a»",
    "«_sn2»": "«b»"
  },
  "user_access_code": {
    "«_sn»": "«a»"
  },
  "ip_address": {
    "«_sn»": "192.168.1.91",
    "«_sn2»": "192.168.1.92"
  }
}
`, V{"_sn": sn2, "a": g.digits(8), "_sn2": g.printBambuSN(), "b": g.digits(8)}, `"region": "Europe"`)

	g.printAdd("print/bambu-lftp-ftps", `
$ lftp -u bblp,«a» -e "set ftp:ssl-force true; set ssl:verify-certificate no; ls /; ls /timelapse; bye" ftps://192.168.1.91:990
drwxrwxrwx   1 root root        0 Jan 01  1970 cache
drwxrwxrwx   1 root root        0 Jan 01  1970 image
drwxrwxrwx   1 root root        0 Jan 01  1970 timelapse
-rwxrwxrwx   1 root root  4811203 Mar 12 21:40 Cable_chain_PETG.gcode.3mf
-rwxrwxrwx   1 root root 19201133 Mar 10 08:02 timelapse_2025-03-10_08-02-11.mp4
`, V{"a": g.digits(8)}, "Cable_chain_PETG.gcode.3mf", "timelapse_2025-03-10_08-02-11.mp4")

	g.printAdd("print/bambu-go2rtc-rtsps", `
# /config/go2rtc.yaml
streams:
  x1c_chamber:
    - rtsps://bblp:«a»@192.168.1.91:322/streaming/live/1
  p1s_chamber:
    - "ffmpeg:http://192.168.1.92:8080/?action=stream#video=h264"
  garage_door:
    - rtsp://viewer:«b»@192.168.1.40:554/Streaming/Channels/102
webrtc:
  candidates:
    - 192.168.1.5:8555
`, V{"a": g.digits(8), "b": g.pwURL()}, "/streaming/live/1", "x1c_chamber:")

	g.printAdd("print/bambu-frigate-camera", `
cameras:
  bambu_x1c:
    enabled: true
    ffmpeg:
      hwaccel_args: preset-vaapi
      inputs:
        - path: rtsps://bblp:«a»@10.20.0.41:322/streaming/live/1
          input_args: preset-rtsp-restream
          roles:
            - detect
            - record
    detect:
      width: 1920
      height: 1080
      fps: 5
    objects:
      track:
        - person
`, V{"a": g.digits(8)}, "hwaccel_args: preset-vaapi", "input_args: preset-rtsp-restream")

	g.printAdd("print/bambu-node-red-flows-cred", `
$ cat ~/.node-red/flows_cred.json
{
    "4b1f2e8a9c3d7e10": {
        "user": "bblp",
        "password": "«a»"
    },
    "a7c05f6b21e94d33": {
        "user": "nodered",
        "password": "«b»"
    }
}
$ grep credentialSecret ~/.node-red/settings.js
    credentialSecret: false,
`, V{"a": g.digits(8), "b": g.pw()}, "credentialSecret: false,", `"4b1f2e8a9c3d7e10"`)

	g.printAdd("print/bambu-bambulabs-api-script", `
import time
import bambulabs_api as bl

IP = "192.168.1.93"
SERIAL = "«_sn»"
ACCESS_CODE = "«a»"

if __name__ == "__main__":
    printer = bl.Printer(IP, ACCESS_CODE, SERIAL)
    printer.connect()
    time.sleep(2)
    print(f"state={printer.get_state()} bed={printer.get_bed_temperature()} nozzle={printer.get_nozzle_temperature()}")
    printer.turn_light_off()
    printer.disconnect()
`, V{"_sn": g.printBambuSN(), "a": g.digits(8)}, "printer.turn_light_off()", `IP = "192.168.1.93"`)

	sn3 := g.printBambuSN()
	g.printAdd("print/bambu-mosquitto-pub-pause", `
$ mosquitto_pub -h 192.168.1.91 -p 8883 --insecure --cafile ~/bambu/ca_cert.pem \
    -u bblp -P '«a»' -i pause-script \
    -t "device/«_sn»/request" \
    -m '{"print": {"sequence_id": "2001", "command": "pause", "param": ""}}'
$ mosquitto_sub -h 192.168.1.91 -p 8883 --insecure --cafile ~/bambu/ca_cert.pem -u bblp -P '«a»' -t "device/«_sn»/report" -C 1 | jq -c .print.command
"pause"
`, V{"a": g.digits(8), "_sn": sn3}, `"sequence_id": "2001"`, "-i pause-script")

	g.printAdd("print/bambu-farm-manager-env", `
# .env for bambu-farm-dashboard
TZ=America/Chicago
PORT=8080
BAMBU_PRINTERS=[{"name":"A1-01","ip":"10.8.0.21","serial":"«_s1»","access_code":"«a»"},{"name":"A1-02","ip":"10.8.0.22","serial":"«_s2»","access_code":"«b»"},{"name":"P1S-03","ip":"10.8.0.23","serial":"«_s3»","access_code":"«c»"}]
DASHBOARD_ADMIN_PASSWORD=«d»
`, V{"_s1": g.printBambuSN(), "a": g.digits(8), "_s2": g.printBambuSN(), "b": g.digits(8), "_s3": g.printBambuSN(), "c": g.digits(8), "d": g.pw()}, "TZ=America/Chicago")

	g.printAdd("print/bambu-octoprint-plugin-config", `
  bambu_printer:
    access_code: «a»
    always_use_default_options: false
    auth_token: ''
    device_type: X1C
    email: ''
    host: 192.168.1.91
    local_mqtt: true
    region: ''
    serial: «_sn»
    timelapse: false
    use_ams: true
    username: bblp
`, V{"a": g.digits(8), "_sn": g.printBambuSN()}, "always_use_default_options: false", "device_type: X1C")

	g.printAdd("print/bambu-env-cloud-scripts", `
# ~/projects/bambu-stats/.env
BAMBU_EMAIL=dana.maker@example.org
BAMBU_PASSWORD=«a»
BAMBU_REGION=global
BAMBU_TOKEN=«b»
BAMBU_UID=«_uid»
INFLUX_URL=http://influx.lan:8086
`, V{"a": g.pwStrong(), "b": g.printBambuToken(), "_uid": g.digits(10)}, "BAMBU_REGION=global", "INFLUX_URL=http://influx.lan:8086")

	g.printAdd("print/bambu-tfa-code-login", `
>>> r = s.post("https://api.bambulab.com/v1/user-service/user/login", json={"account": EMAIL, "code": "«_code»"})
>>> r.status_code
200
>>> r.json()
{'accessToken': '«a»', 'refreshToken': '«b»', 'expiresIn': 7776000, 'refreshExpiresIn': 7776000, 'tfaKey': '', 'accessMethod': '', 'loginType': 'verifyCode'}
`, V{"_code": g.digits(6), "a": g.printBambuToken(), "b": g.printBambuToken()}, "'loginType': 'verifyCode'")

	g.printAdd("print/bambu-lan-only-printer-settings-chat", `
ok got it working in LAN only mode. for anyone else setting up the P1S in the lab:
  - printer IP: 10.8.0.23 (reserved in dhcp)
  - serial: «_sn»
  - access code (Settings > WLAN on the screen): «a»
  - it changes every time you toggle LAN only off and on, so don't toggle it pls
Bambu Studio: Device tab > + > enter IP + access code
`, V{"_sn": g.printBambuSN(), "a": g.digits(8)}, "printer IP: 10.8.0.23")

	g.printAdd("print/bambu-panda-touch-ha-yaml", `
# configuration.yaml - second MQTT bridge to the printer (ha-bambulab not installed)
mqtt:
  sensor:
    - name: "X1C progress"
      state_topic: "device/«_sn»/report"
      value_template: "{{ value_json.print.mc_percent | default(this.state) }}"
      unit_of_measurement: "%"
# /etc/mosquitto/conf.d/bambu-bridge.conf
connection bambu-x1c
address 192.168.1.91:8883
bridge_cafile /etc/mosquitto/certs/bambu.cert
bridge_insecure true
remote_username bblp
remote_password «a»
topic device/«_sn»/report in 0
`, V{"_sn": g.printBambuSN(), "a": g.digits(8)}, "connection bambu-x1c", "bridge_insecure true")
}

// ---- Prusa ----

func (g *G) printPrusa() {
	g.printAdd("print/prusalink-digest-curl", `
$ curl -s --digest -u maker:«a» http://mk4-lab.local/api/v1/status | jq .
{
  "storage": {"path": "/usb/", "name": "usb", "read_only": false},
  "printer": {
    "state": "IDLE",
    "temp_bed": 22.1,
    "target_bed": 0.0,
    "temp_nozzle": 23.4,
    "target_nozzle": 0.0,
    "axis_z": 4.2,
    "flow": 100,
    "speed": 100,
    "fan_hotend": 0,
    "fan_print": 0
  }
}
`, V{"a": g.an(10)}, "http://mk4-lab.local/api/v1/status", `"state": "IDLE"`)

	g.printAdd("print/prusalink-api-key-upload", `
$ curl -i -X PUT http://192.168.1.88/api/v1/files/usb/bracket_v3_0.4n_0.2mm_PETG_MK4IS_1h12m.bgcode \
    -H "X-Api-Key: «a»" \
    -H "Print-After-Upload: ?1" \
    -H "Overwrite: ?1" \
    -H "Content-Type: application/octet-stream" \
    --data-binary @bracket_v3_0.4n_0.2mm_PETG_MK4IS_1h12m.bgcode
HTTP/1.1 201 Created
Content-Length: 0
Server: PrusaLink
`, V{"a": g.an(16)}, "Print-After-Upload: ?1", "Server: PrusaLink")

	g.printAdd("print/prusa-connect-camera-snapshot-cron", `
#!/bin/bash
# /home/pi/connect-cam.sh  (crontab: * * * * * /home/pi/connect-cam.sh)
TOKEN="«a»"
FINGERPRINT="«_fp»"

rpicam-jpeg -n -t 1 --width 1280 --height 720 -o /dev/shm/snap.jpg
curl -s -X PUT "https://connect.prusa3d.com/c/snapshot" \
    -H "accept: */*" \
    -H "content-type: image/jpg" \
    -H "fingerprint: $FINGERPRINT" \
    -H "token: $TOKEN" \
    --data-binary "@/dev/shm/snap.jpg" \
    --compressed
`, V{"a": g.an(20), "_fp": g.hex(32)}, "https://connect.prusa3d.com/c/snapshot", "rpicam-jpeg -n -t 1")

	g.printAdd("print/prusa-connect-camera-docker-env", `
services:
  prusa-connect-camera:
    image: ghcr.io/nunofgs/prusa-connect-camera:latest
    restart: always
    devices:
      - /dev/video0:/dev/video0
    environment:
      PRUSA_CONNECT_CAMERA_TOKEN: «a»
      PRUSA_CONNECT_CAMERA_FINGERPRINT: «_fp»
      CAMERA_DEVICE: /dev/video0
      CAMERA_COMMAND: ffmpeg
      CAMERA_COMMAND_EXTRA_PARAMS: "-f v4l2 -input_format mjpeg -video_size 1280x720"
      UPLOAD_INTERVAL: "10"
`, V{"a": g.an(20), "_fp": g.uuid()}, "CAMERA_COMMAND_EXTRA_PARAMS", "image: ghcr.io/nunofgs/prusa-connect-camera:latest")

	g.printAdd("print/prusa-esp32-cam-serial-log", `
---- Opened the serial port /dev/ttyUSB0 ----
----------------------------------------------------------------
Prusa ESP32-cam. Version: 1.1.0  build: Dec  4 2024 19:22:51
----------------------------------------------------------------
Read EEPROM configuration
Token: «a»
Fingerprint: «_fp»
Photo quality: 10, framesize: UXGA, led: OFF
WiFi SSID: Makerspace-IoT
WiFi password: «b»
Connecting to WiFi..... connected, IP 10.20.30.114, RSSI -61 dBm
Sending photo to Prusa Connect... HTTP status 204
`, V{"a": g.an(20), "_fp": g.b64u(43), "b": g.pw()}, "WiFi SSID: Makerspace-IoT", "HTTP status 204")

	g.printAdd("print/prusalink-pi-journal-registration", `
$ journalctl -u prusalink -n 6 --no-pager
Mar 02 11:03:12 prusalink prusalink[812]: INFO  Printer: Printer type: MK3.9 SN: CZPX2224X004XK91234
Mar 02 11:03:15 prusalink prusalink[812]: INFO  Connect: Registration started, code «_code»
Mar 02 11:04:40 prusalink prusalink[812]: INFO  Connect: Registration succeeded, storing token
Mar 02 11:04:40 prusalink prusalink[812]: INFO  Connect: Sending telemetry to connect.prusa3d.com
$ grep -A4 'service::connect' /etc/prusalink/prusa_printer_settings.ini
[service::connect]
hostname = connect.prusa3d.com
tls = True
port = 0
token = «a»
`, V{"_code": g.s(alLowNum, 14), "a": g.an(20)}, "CZPX2224X004XK91234", "Registration succeeded, storing token")

	g.printAdd("print/prusa-connect-bearer-curl", `
$ curl -s "https://connect.prusa3d.com/app/printers?limit=50" \
    -H "Authorization: Bearer «a»" | jq -r '.printers[] | [.name, .printer_state, .uuid] | @tsv'
MK4-left	PRINTING	«_u1»
MK4-right	IDLE	«_u2»
XL-5T	FINISHED	«_u3»
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://account.prusa3d.com","sub":"%d","aud":"connect","scope":"basic_info","exp":%d}`, 100000+g.r.IntN(900000), 1740000000+g.r.IntN(9000000))), "_u1": g.uuid(), "_u2": g.uuid(), "_u3": g.uuid()}, "MK4-left\tPRINTING")

	g.printAdd("print/prusaslicer-ini-physical-printer-digest", `
; ~/.config/PrusaSlicer/physical_printer/Prusa-XL-lab.ini
host_type = prusalink
preset_name = Original Prusa XL - 5T 0.4 nozzle
print_host = http://xl-lab.makerspace.lan
printhost_apikey = 
printhost_authorization_type = user
printhost_cafile = 
printhost_password = «a»
printhost_port = 
printhost_ssl_ignore_revoke = 0
printhost_user = maker
`, V{"a": g.an(12)}, "printhost_authorization_type = user", "print_host = http://xl-lab.makerspace.lan")
}

// ---- other printer vendors and firmware ----

func (g *G) printVendors() {
	g.printAdd("print/creality-cloud-api-headers", `
$ curl -s 'https://api.crealitycloud.com/api/cxy/v2/device/user/importDevice' \
    -H 'content-type: application/json' \
    -H '__CXY_APP_ID_: creality_model' \
    -H '__CXY_PLATFORM_: 2' \
    -H '__CXY_UID_: «_uid»' \
    -H '__CXY_JWTOKEN_: «a»' \
    -H '__CXY_REQUESTID_: «_req»' \
    --data-raw '{"page":1,"pageSize":20}'
{"code":0,"msg":"success","result":{"list":[{"deviceName":"K1 Max","printerName":"«_dn»","model":"CR-K1 Max","online":1}],"count":1}}
`, V{"_uid": g.digits(10), "a": g.jwt("HS256", fmt.Sprintf(`{"userid":"%d","device_brand":"creality","exp":%d}`, 1000000+g.r.IntN(9000000), 1750000000+g.r.IntN(9000000))), "_req": g.uuid(), "_dn": g.s(alLowNum, 16)}, "__CXY_APP_ID_: creality_model", `"model":"CR-K1 Max"`)

	g.printAdd("print/creality-sonicpad-sshpass", `
$ sshpass -p '«a»' ssh -o StrictHostKeyChecking=no root@sonicpad.lan 'cat /usr/data/printer_data/config/printer.cfg | head -n 12'
# F004 Sonic Pad generated printer config
[include sonic_pad_macros.cfg]
[mcu]
serial: /dev/serial/by-id/usb-1a86_USB_Serial-if00-port0
restart_method: command
[printer]
kinematics: cartesian
max_velocity: 300
max_accel: 3000
`, V{"a": g.pwURL()}, "[include sonic_pad_macros.cfg]", "/dev/serial/by-id/usb-1a86_USB_Serial-if00-port0")

	g.printAdd("print/elegoo-neptune4-mks-password-forum", `
Re: Neptune 4 Pro - can't ssh after update?

Default login is mks / makerbase. I changed mine right away with

    sudo chpasswd <<< 'mks:«a»'

and after flashing the 1.2.6 image it reverted to the default. So just log in with makerbase and run chpasswd again.
`, V{"a": g.pw()}, "Neptune 4 Pro", "after flashing the 1.2.6 image")

	g.printAdd("print/snapmaker-luban-connect-token", `
$ curl -s -X POST http://10.0.0.58:8080/api/v1/connect
{"token":"«a»","readonly":false,"series":"Snapmaker 2.0 A350","headType":1,"hasEnclosure":true}
# (accept on the touchscreen)
$ curl -s "http://10.0.0.58:8080/api/v1/status?token=«a»" | jq -c '{status, progress, nozzleTemperature, heatedBedTemperature}'
{"status":"RUNNING","progress":0.4381,"nozzleTemperature":209.6,"heatedBedTemperature":59.9}
`, V{"a": g.uuid()}, `"series":"Snapmaker 2.0 A350"`, "http://10.0.0.58:8080/api/v1/connect")

	g.printAdd("print/snapmaker-upload-script", `
SM_HOST = "10.0.0.58"
SM_TOKEN = "«a»"  # from /api/v1/connect, survives reboots until you "forget" Luban on the screen

def send(path):
    with open(path, "rb") as f:
        r = requests.post(f"http://{SM_HOST}:8080/api/v1/upload",
                          data={"token": SM_TOKEN}, files={"file": f}, timeout=120)
    r.raise_for_status()
`, V{"a": g.uuid()}, `f"http://{SM_HOST}:8080/api/v1/upload"`)

	g.printAdd("print/duet-config-g-m551-m587", `
; config.g for Duet 2 WiFi
; executed by the firmware on start-up
;
; generated by RepRapFirmware Configuration Tool v3.5.4 on Sat Feb 08 2025 14:02:11 GMT+0100

; General preferences
M575 P1 S1 B57600                                      ; enable support for PanelDue
G90                                                    ; send absolute coordinates...
M83                                                    ; ...but relative extruder moves
M550 P"Duet-Hevort"                                    ; set printer name
M551 P"«a»"                             ; set password

; Network
M552 S0                                                ; disable network module
M587 S"Makerspace-IoT" P"«b»"             ; store WiFi credentials
M552 S1                                                ; enable network
M586 P0 S1                                             ; enable HTTP
M586 P1 S0                                             ; disable FTP
M586 P2 S0                                             ; disable Telnet
`, V{"a": g.pwURL(), "b": g.pw()}, `M550 P"Duet-Hevort"`, "generated by RepRapFirmware Configuration Tool v3.5.4")

	g.printAdd("print/duet-rr-connect-curl", `
$ curl -s "http://duet-hevort.local/rr_connect?password=«a»&time=2025-02-08T14:20:33"
{"err":0,"sessionTimeout":8000,"boardType":"duetwifi102","apiLevel":1,"sessionKey":«=sk»}
$ curl -s -H "X-Session-Key: «=sk»" "http://duet-hevort.local/rr_model?key=state&flags=d99fn" | jq -c .result.status
"idle"
`, V{"a": g.pwURL(), "=sk": fmt.Sprint(1000000 + g.r.IntN(9000000))}, `"boardType":"duetwifi102"`, "flags=d99fn")

	g.printAdd("print/esp3d-tft-config-ini", `
# esp3dcnf.ini - copied to SD card root, applied at boot then renamed to esp3dcnf.ok
[network]
hostname = esp3d-ender
radio_mode = STA
sta_ssid = Garage-2G
sta_password = «a»
sta_ip_mode = DHCP
ap_ssid = ESP3D
ap_password = «b»

[services]
http_on = Yes
http_port = 80
telnet_on = No
ws_on = Yes

[authentication]
admin_password = «c»
user_password = «d»
session_timeout = 3
`, V{"a": g.pw(), "b": g.an(12), "c": g.pwURL(), "d": g.pwURL()}, "esp3dcnf.ok", "radio_mode = STA")

	g.printAdd("print/esp3d-serial-commands-terminal", `
Send: [ESP800]
Recv: FW version:3.0.0.a228 # FW target:marlin # FW HW:Direct SD # primary : /sd/ # secondary : /fs/ # authentication:no
Send: [ESP100]Lab-IoT
Recv: ok
Send: [ESP101]«a»
Recv: ok
Send: [ESP555]«b» pwd=admin
Recv: ok
Send: [ESP444]RESTART
Recv: Restarting...
`, V{"a": g.pw(), "b": g.pwURL()}, "[ESP444]RESTART", "FW version:3.0.0.a228")

	g.printAdd("print/marlin-configuration-adv-wifi-diff", `
diff --git a/Marlin/Configuration_adv.h b/Marlin/Configuration_adv.h
index 3c41d9e..a07b21f 100644
--- a/Marlin/Configuration_adv.h
+++ b/Marlin/Configuration_adv.h
@@ -4087,8 +4087,8 @@
 #if ENABLED(WIFISUPPORT)
-  #define WIFI_SSID "Wifi SSID"
-  #define WIFI_PWD  "Wifi Password"
+  #define WIFI_SSID "Makerspace-IoT"
+  #define WIFI_PWD  "«a»"
   //#define WEBSUPPORT          // Start a webserver (which may include auto-discovery)
   //#define OTASUPPORT          // Support over-the-air firmware updates
   //#define WIFI_CUSTOM_COMMAND // Accept feature config commands (e.g., WiFi ESP3D) from the host
`, V{"a": g.pw()}, `#define WIFI_SSID "Makerspace-IoT"`, `#define WIFI_PWD  "Wifi Password"`)

	g.printAdd("print/mks-robin-nano-cfg-wifi", `
#wifi mode(0:sta; 1:ap)
>cfg_wifi_mode:0
#wifi name
>cfg_wifi_ap_name:Garage-2G
#wifi password
>cfg_wifi_key_code:«a»
#wifi cloud service
>cfg_cloud_enable:0
>cfg_wifi_cloud_host:baizhongyun.cn
>cfg_cloud_port:12345
#screen
>cfg_language_type:3
`, V{"a": g.pw()}, ">cfg_wifi_ap_name:Garage-2G", ">cfg_wifi_cloud_host:baizhongyun.cn")

	g.printAdd("print/flashforge-ad5m-detail-api", `
$ curl -s http://192.168.1.77:8898/detail -H 'Content-Type: application/json' \
    -d '{"serialNumber": "«_sn»", "checkCode": "«a»"}' | jq -c '.detail | {status, printProgress, rightTemp, platTemp, firmwareVersion}'
{"status":"printing","printProgress":0.27,"rightTemp":219.5,"platTemp":55.0,"firmwareVersion":"2.7.5"}
`, V{"_sn": "SNMOMC" + g.s(alUpNum, 8), "a": g.an(8)}, `"firmwareVersion":"2.7.5"`, "http://192.168.1.77:8898/detail")

	g.printAdd("print/raise3d-api-login", `
import hashlib, time, requests

HOST = "http://10.12.0.30:10800"
API_PASSWORD = "«a»"   # Printer > Settings > Remote Access > API password

ts = int(time.time() * 1000)
sign = hashlib.md5(hashlib.sha1(f"password={API_PASSWORD}&timestamp={ts}".encode()).hexdigest().encode()).hexdigest()
tok = requests.get(f"{HOST}/v1/login", params={"sign": sign, "timestamp": ts}).json()["data"]["token"]
# >>> tok
# '«b»'
print(requests.get(f"{HOST}/v1/job/currentjob/get", params={"token": tok}).json())
`, V{"a": g.an(8), "b": g.hex(32)}, "Remote Access > API password", `f"{HOST}/v1/job/currentjob/get"`)

	g.printAdd("print/ultimaker-auth-request-digest", `
$ curl -s -X POST http://um-s5-lab.local/api/v1/auth/request -d 'application=FarmMonitor' -d 'user=dana'
{"id": "«_id»", "key": "«a»"}
$ curl -s http://um-s5-lab.local/api/v1/auth/check/«_id»
{"message": "authorized"}
$ curl -s --digest -u «_id»:«a» -X PUT http://um-s5-lab.local/api/v1/printer/led -H 'Content-Type: application/json' -d '{"brightness": 40}'
""
`, V{"_id": g.hex(32), "a": g.hex(64)}, "application=FarmMonitor", `{"message": "authorized"}`)

	g.printAdd("print/formlabs-web-api-token", `
$ curl -s -X POST https://api.formlabs.com/developer/v1/o/token/ \
    -d grant_type=client_credentials \
    -d client_id=«_cid» \
    -d client_secret=«a»
{"access_token": "«b»", "expires_in": 86400, "token_type": "Bearer", "scope": "dashboard:read"}
$ curl -s -H "Authorization: Bearer «b»" "https://api.formlabs.com/developer/v1/printers/" | jq -r '.[].serial'
«_s1»
«_s2»
`, V{"_cid": g.an(40), "a": g.an(128), "b": g.an(30), "_s1": "Form3-" + g.pick("Able", "Brave", "Calm", "Deft") + g.pick("Heron", "Otter", "Lynx", "Finch"), "_s2": "Form4-" + g.pick("Quick", "Sunny", "Witty") + g.pick("Badger", "Koala", "Panda")}, "https://api.formlabs.com/developer/v1/printers/")

	g.printAdd("print/anycubic-slicer-next-conf-token", `
I copied the token out of the slicer config like the README says:

    $ jq '.app | {user_id, user_token, region}' "$HOME/Library/Application Support/AnycubicSlicerNext/AnycubicSlicerNext.conf"
    {
      "user_id": "«_uid»",
      "user_token": "«a»",
      "region": "global"
    }

and pasted user_token into the integration dialog, but I still get "Auth failed (code 10001)". Kobra 3 Combo, firmware 2.4.5.
`, V{"_uid": g.digits(6), "a": g.b64u(176)}, "Kobra 3 Combo, firmware 2.4.5", `Auth failed (code 10001)`)

	g.printAdd("print/qidi-plus4-fluidd-ssh-root", `
# QIDI Plus4 - what I ran to get Mainsail + moonraker-timelapse on it
ssh mks@192.168.1.66           # default password makerbase
sudo -i
echo 'mks:«a»' | chpasswd
echo 'root:«b»' | chpasswd
cd ~mks && git clone https://github.com/mainsail-crew/moonraker-timelapse.git
`, V{"a": g.pw(), "b": g.pwStrong()}, "moonraker-timelapse.git", "QIDI Plus4")
}

// ---- CUPS, print servers and cloud printing ----

func (g *G) printCUPS() {
	g.printAdd("print/cups-printers-conf-smb", `
$ sudo cat /etc/cups/printers.conf
# Printer configuration file for CUPS v2.4.7
# Written by cupsd
# DO NOT EDIT THIS FILE WHEN CUPSD IS RUNNING
NextPrinterId 4
<Printer Finance_HP_M507>
PrinterId 2
UUID urn:uuid:«_u1»
Info Finance HP LaserJet M507
Location 2nd floor, finance
MakeModel HP LaserJet Enterprise M507 Postscript (recommended)
DeviceURI smb://svc-print:«a»@CORP/printsrv01/Finance-HP
State Idle
StateTime 1718090411
ConfigTime 1718090322
Type 8433668
Accepting Yes
Shared No
JobSheets none none
QuotaPeriod 0
PageLimit 0
KLimit 0
OpPolicy default
ErrorPolicy retry-job
</Printer>
<Printer Lab_Brother>
PrinterId 3
UUID urn:uuid:«_u2»
Info Brother MFC-L8900CDW
MakeModel Brother MFC-L8900CDW series, driverless, cups-filters 2.0.0
DeviceURI ipps://BRN«_mac».local:443/ipp/print
State Idle
Type 8425500
Accepting Yes
Shared No
ErrorPolicy retry-job
</Printer>
`, V{"_u1": g.uuid(), "a": g.pwURL(), "_u2": g.uuid(), "_mac": g.s(alHexU, 12)}, "# Printer configuration file for CUPS v2.4.7", "Info Finance HP LaserJet M507")

	g.printAdd("print/cups-lpadmin-smb-history", `
$ sudo lpadmin -p HR_Canon_C3826 -E \
    -v 'smb://hr-scan:«a»@printsrv02.corp.example.com/HR-Canon-C3826' \
    -P /usr/share/ppd/canon/CNRCUPSIRADVC3826ZS.ppd \
    -L "HR, room 1.14" -o PageSize=A4 -o printer-is-shared=false
lpadmin: Printer drivers are deprecated and will stop working in a future version of CUPS.
$ lpstat -p HR_Canon_C3826
printer HR_Canon_C3826 is idle.  enabled since Tue 11 Jun 2024 09:41:17 CEST
`, V{"a": g.pwURL()}, `-L "HR, room 1.14"`, "CNRCUPSIRADVC3826ZS.ppd")

	g.printAdd("print/cups-lpstat-v", `
$ lpstat -v
device for Finance_HP_M507: smb://svc-print:«a»@CORP/printsrv01/Finance-HP
device for Lab_Brother: ipps://BRN«_mac».local:443/ipp/print
device for PDF: cups-pdf:/
device for Zebra_ZD421: socket://10.40.7.19:9100
$ lpstat -d
system default destination: Lab_Brother
`, V{"a": g.pwURL(), "_mac": g.s(alHexU, 12)}, "socket://10.40.7.19:9100", "system default destination: Lab_Brother")

	g.printAdd("print/cups-error-log-smb-logon-failure", `
$ sudo tail -n 8 /var/log/cups/error_log
D [11/Jun/2024:09:52:03 +0200] [Job 118] envp[5]="DEVICE_URI=smb://svc-print:****@CORP/printsrv01/Finance-HP"
D [11/Jun/2024:09:52:03 +0200] [Job 118] envp[6]="DEVICE_URI=smb://svc-print:****@CORP/printsrv01/Finance-HP"
E [11/Jun/2024:09:52:04 +0200] [Job 118] Unable to connect to CIFS host: NT_STATUS_LOGON_FAILURE
D [11/Jun/2024:09:52:04 +0200] [Job 118] Backend returned status 2 (authentication required)
$ smbclient -L printsrv01 -W CORP -U 'svc-print%«a»'

	Sharename       Type      Comment
	---------       ----      -------
	Finance-HP      Printer   HP LaserJet M507 (2nd floor)
	IPC$            IPC       Remote IPC
session setup failed: NT_STATUS_LOGON_FAILURE
`, V{"a": g.pw()}, "DEVICE_URI=smb://svc-print:****@CORP/printsrv01/Finance-HP", "NT_STATUS_LOGON_FAILURE")

	g.printAdd("print/cups-ipptool-basic-auth", `
$ ipptool -tv 'ipps://admin:«a»@10.40.7.22:443/ipp/print' get-printer-attributes.test | grep -E 'printer-(make|state|firmware)'
        printer-make-and-model (textWithoutLanguage) = HP Color LaserJet MFP M480
        printer-state (enum) = idle
        printer-state-reasons (1setOf keyword) = none
        printer-firmware-name (nameWithoutLanguage) = 2507252_052240
`, V{"a": g.pwURL()}, "printer-make-and-model (textWithoutLanguage) = HP Color LaserJet MFP M480", "get-printer-attributes.test")

	g.printAdd("print/cups-docker-compose-env", `
services:
  cups:
    image: anujdatar/cups:latest
    container_name: cups
    restart: unless-stopped
    ports:
      - "631:631"
    devices:
      - /dev/bus/usb:/dev/bus/usb
    environment:
      - CUPSADMIN=printadmin
      - CUPSPASSWORD=«a»
      - TZ="Europe/Amsterdam"
    volumes:
      - ./cups:/etc/cups
`, V{"a": g.pwStrong()}, "CUPSADMIN=printadmin", "image: anujdatar/cups:latest")

	g.printAdd("print/cups-ansible-printers-vars", `
# group_vars/office_desktops.yml
cups_admin_user: root
cups_printers:
  - name: Reception_Ricoh
    uri: "smb://printuser:«a»@printsrv01.office.lan/Reception-Ricoh"
    model: everywhere
    location: "Reception"
    default: true
  - name: Warehouse_Zebra
    uri: "socket://10.8.1.60:9100"
    model: raw
    location: "Warehouse dock 2"
`, V{"a": g.pwURL()}, "cups_printers:", `uri: "socket://10.8.1.60:9100"`)

	g.printAdd("print/windows-net-use-printui", `
C:\Users\it-dana> net use \\printsrv01.corp.example.com\IPC$ /user:CORP\svc-print «a»
The command completed successfully.

C:\Users\it-dana> rundll32 printui.dll,PrintUIEntry /in /n "\\printsrv01.corp.example.com\Finance-HP"

C:\Users\it-dana> Get-Printer | Where-Object Type -eq Connection | Format-Table Name, PortName, DriverName
Name                                          PortName   DriverName
----                                          --------   ----------
\\printsrv01.corp.example.com\Finance-HP      Finance-HP HP Universal Printing PCL 6 (v7.3.0)
`, V{"a": g.pw()}, "rundll32 printui.dll,PrintUIEntry", "HP Universal Printing PCL 6 (v7.3.0)")

	g.printAdd("print/windows-cmdkey-printserver", `
PS C:\> cmdkey /add:printsrv02 /user:CORP\svc-scan /pass:«a»

CMDKEY: Credential added successfully.

PS C:\> cmdkey /list:printsrv02

Currently stored credentials for printsrv02:

    Target: printsrv02
    Type: Domain Password
    User: CORP\svc-scan
`, V{"a": g.pwStrong()}, "Type: Domain Password", "User: CORP\\svc-scan")

	g.printAdd("print/windows-add-printerport-snmp", `
# Deploy-Printers.ps1
$printers = Import-Csv .\printers.csv   # Name,IP,Driver
foreach ($p in $printers) {
    $port = "IP_$($p.IP)"
    if (-not (Get-PrinterPort -Name $port -ErrorAction SilentlyContinue)) {
        Add-PrinterPort -Name $port -PrinterHostAddress $p.IP -SNMP 1 -SNMPCommunity "«a»"
    }
    Add-Printer -Name $p.Name -PortName $port -DriverName $p.Driver
    Set-PrintConfiguration -PrinterName $p.Name -DuplexingMode TwoSidedLongEdge
}
`, V{"a": g.pwURL()}, "Set-PrintConfiguration -PrinterName $p.Name -DuplexingMode TwoSidedLongEdge", "Import-Csv .\\printers.csv")

	g.printAdd("print/printnode-whoami-curl", `
$ curl -s -u «a»: https://api.printnode.com/whoami | jq '{id, email, state, credits, totals}'
{
  "id": «_id»,
  "email": "ops@shop.example.com",
  "state": "active",
  "credits": null,
  "totals": {
    "computers": 3,
    "printers": 7,
    "printjobs": 48211
  }
}
`, V{"a": g.b64u(43), "_id": fmt.Sprint(400000 + g.r.IntN(500000))}, `"email": "ops@shop.example.com"`, "https://api.printnode.com/whoami")

	g.printAdd("print/printnode-node-printjob", `
// services/labels.js
const axios = require("axios");

const PRINTNODE_KEY = process.env.PRINTNODE_KEY || "«a»";
const LABEL_PRINTER_ID = «_pid»; // Zebra ZD421 at the packing bench

async function printLabel(zplBase64, orderId) {
  return axios.post(
    "https://api.printnode.com/printjobs",
    {
      printerId: LABEL_PRINTER_ID,
      title: ˋorder-${orderId}ˋ,
      contentType: "raw_base64",
      content: zplBase64,
      source: "shop-backend",
    },
    { auth: { username: PRINTNODE_KEY, password: "" } }
  );
}
`, V{"a": g.b64u(43), "_pid": fmt.Sprint(70000000 + g.r.IntN(9000000))}, `contentType: "raw_base64"`, "Zebra ZD421 at the packing bench")

	g.printAdd("print/printnode-client-headless", `
$ ./PrintNode --headless --web-interface --email ops@shop.example.com --password '«a»'
PrintNode 4.27.17 (linux-x86_64) starting
Logged in as ops@shop.example.com (account «_id»)
Computer registered: packing-pi (id «_cid»)
Found 2 printers: Zebra_ZD421, Brother_QL_820NWB
Web interface listening on http://127.0.0.1:8888
`, V{"a": g.pw(), "_id": fmt.Sprint(400000 + g.r.IntN(500000)), "_cid": fmt.Sprint(500000 + g.r.IntN(400000))}, "PrintNode 4.27.17 (linux-x86_64) starting", "Found 2 printers: Zebra_ZD421, Brother_QL_820NWB")

	g.printAdd("print/papercut-server-command-auth-token", `
C:\Program Files\PaperCut MF\server\bin\win> server-command set-config auth.webservices.auth-token "«a»"
C:\Program Files\PaperCut MF\server\bin\win> server-command get-config auth.webservices.allowed-addresses
10.1.0.15,10.1.0.16

# sync_balances.py
proxy = xmlrpc.client.ServerProxy("http://papercut.corp.example.com:9191/rpc/api/xmlrpc")
AUTH = "«a»"
for user in proxy.api.listUserAccounts(AUTH, 0, 1000):
    bal = proxy.api.getUserAccountBalance(AUTH, user)
`, V{"a": g.an(32)}, "auth.webservices.allowed-addresses", "http://papercut.corp.example.com:9191/rpc/api/xmlrpc")

	g.printAdd("print/papercut-server-properties-db", `
### PaperCut MF - server.properties (server\server.properties)
server.port=9191
server.ssl.port=9192
database.type=SQLServer
database.driver=net.sourceforge.jtds.jdbc.Driver
database.url=jdbc:jtds:sqlserver://sql02.corp.example.com:1433/papercut;instance=PRINT
database.username=papercut_app
database.password=«a»
admin.username=admin
admin.password=«b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "database.username=papercut_app", "server.ssl.port=9192")

	g.printAdd("print/printix-oauth-client-credentials", `
$ curl -s -X POST https://auth.printix.net/oauth/token \
    -d grant_type=client_credentials \
    -d client_id=«_cid» \
    -d client_secret=«a» | jq .
{
  "access_token": "«b»",
  "refresh_token": "«c»",
  "expires_in": 3599,
  "token_type": "bearer"
}
`, V{"_cid": g.uuid(), "a": g.an(36), "b": g.uuid(), "c": g.uuid()}, "https://auth.printix.net/oauth/token", `"expires_in": 3599`)

	g.printAdd("print/epson-connect-api-token", `
AUTH=$(printf '%s:%s' "«_cid»" "«a»" | base64 -w0)
curl -s -X POST https://api.epsonconnect.com/api/1/printing/oauth2/auth/token?subject=printer \
  -H "Authorization: Basic $AUTH" \
  -H "Content-Type: application/x-www-form-urlencoded; charset=utf-8" \
  -d "grant_type=password&username=lab-et5850@print.epsonconnect.com&password="
# -> {"token_type":"Bearer","access_token":"«b»","expires_in":3600,"refresh_token":"«c»","subject_type":"printer","subject_id":"«_sid»"}
`, V{"_cid": g.hex(32), "a": g.an(64), "b": g.an(128), "c": g.an(128), "_sid": g.hex(32)}, "lab-et5850@print.epsonconnect.com", `"subject_type":"printer"`)

	g.printAdd("print/scan-to-smb-samba-user-script", `
#!/bin/sh
# setup-scan-share.sh - run once on the office NAS
set -e
useradd -M -s /usr/sbin/nologin scanner
(echo '«a»'; echo '«a»') | smbpasswd -s -a scanner
mkdir -p /srv/scans && chown scanner:office /srv/scans && chmod 2770 /srv/scans
cat >>/etc/samba/smb.conf <<'EOT'
[scans]
   path = /srv/scans
   valid users = scanner @office
   server min protocol = SMB2
EOT
systemctl reload smbd
`, V{"a": g.pw()}, "server min protocol = SMB2", "valid users = scanner @office")

	g.printAdd("print/scan-to-folder-powershell-local-user", `
# Scan-to-folder for the Konica Minolta bizhub C300i (SMB)
$pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
New-LocalUser -Name "scan-svc" -Password $pw -PasswordNeverExpires -UserMayNotChangePassword -Description "MFP scan to folder"
New-Item -ItemType Directory -Path D:\Scans -Force | Out-Null
New-SmbShare -Name "Scans" -Path "D:\Scans" -ChangeAccess "scan-svc" -ReadAccess "Everyone"
icacls D:\Scans /grant "scan-svc:(OI)(CI)M"
# On the copier: Address Book > SMB > Host: 10.1.0.40  Path: Scans  User: scan-svc  Password: (same as above)
`, V{"a": g.pwStrong()}, "Konica Minolta bizhub C300i", `New-SmbShare -Name "Scans"`)

	g.printAdd("print/cups-lpadmin-ipp-everywhere-benignish-and-kerberos", `
$ sudo lpadmin -p Eng_Xerox -E -v ipps://xerox-b8145.eng.corp.example.com/ipp/print -m everywhere -o auth-info-required=negotiate
$ lpstat -l -p Eng_Xerox | head -n 4
printer Eng_Xerox is idle.  enabled since Wed 12 Jun 2024 08:02:11 CEST
	Form mounted:
	Content types: any
	Printer types: unknown
$ sudo lpadmin -p Eng_Xerox -o 'job-sheets-default=none' -u allow:@engineering
# and for the one Mac that needs a stored password:
$ security add-internet-password -a eng-print -s xerox-b8145.eng.corp.example.com -r 'ipps' -w '«a»' -T /usr/libexec/cups/backend/ipp
`, V{"a": g.pw()}, "-o auth-info-required=negotiate", "-u allow:@engineering")
}

// ---- network printers: SNMP, web admin, scan-to-email ----

func (g *G) printNetPrinters() {
	g.printAdd("print/snmpwalk-v2c-private-community", `
$ snmpwalk -v2c -c «a» 10.40.7.22 1.3.6.1.2.1.43.11.1.1
SNMPv2-SMI::mib-2.43.11.1.1.6.1.1 = STRING: "Black Cartridge HP W2030X"
SNMPv2-SMI::mib-2.43.11.1.1.6.1.2 = STRING: "Cyan Cartridge HP W2031X"
SNMPv2-SMI::mib-2.43.11.1.1.8.1.1 = INTEGER: 7500
SNMPv2-SMI::mib-2.43.11.1.1.9.1.1 = INTEGER: 1350
SNMPv2-SMI::mib-2.43.11.1.1.9.1.2 = INTEGER: 3790
`, V{"a": g.pwURL()}, `"Black Cartridge HP W2030X"`, "1.3.6.1.2.1.43.11.1.1")

	g.printAdd("print/snmpget-v3-printer", `
$ snmpget -v3 -l authPriv -u printmon -a SHA -A '«a»' -x AES -X '«b»' 10.40.7.23 \
    SNMPv2-MIB::sysDescr.0 HOST-RESOURCES-MIB::hrDeviceDescr.1 1.3.6.1.2.1.43.10.2.1.4.1.1
SNMPv2-MIB::sysDescr.0 = STRING: Brother NC-9300h, Firmware Ver.1.20  (23.03.09),MID 8CE-F43,FID 2
HOST-RESOURCES-MIB::hrDeviceDescr.1 = STRING: Brother MFC-L8900CDW series
SNMPv2-SMI::mib-2.43.10.2.1.4.1.1 = Counter32: 48217
`, V{"a": g.pw(), "b": g.pwStrong()}, "Brother NC-9300h, Firmware Ver.1.20", "-l authPriv -u printmon")

	g.printAdd("print/snmp-exporter-printer-auths", `
# snmp.yml (generated by snmp_exporter generator, auths merged by hand)
auths:
  public_v2:
    community: public
    version: 2
  office_printers_v2:
    community: «a»
    version: 2
  mfp_v3:
    version: 3
    security_level: authPriv
    username: prom-snmp
    password: «b»
    auth_protocol: SHA
    priv_protocol: AES
    priv_password: «c»
modules:
  printer_mib:
    walk:
      - 1.3.6.1.2.1.43
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.pwStrong()}, "username: prom-snmp", "community: public")

	g.printAdd("print/telegraf-snmp-printers", `
[[inputs.snmp]]
  agents = ["udp://10.40.7.22:161", "udp://10.40.7.23:161", "udp://10.40.7.31:161"]
  version = 2
  community = "«a»"
  timeout = "5s"
  retries = 2
  name = "printer"

  [[inputs.snmp.field]]
    name = "hostname"
    oid = "SNMPv2-MIB::sysName.0"
    is_tag = true

  [[inputs.snmp.table]]
    name = "printer_supplies"
    oid = "Printer-MIB::prtMarkerSuppliesTable"
`, V{"a": g.pwURL()}, `oid = "Printer-MIB::prtMarkerSuppliesTable"`, `"udp://10.40.7.31:161"`)

	g.printAdd("print/zabbix-printer-host-macros", `
$ curl -s https://zabbix.corp.example.com/api_jsonrpc.php -H 'Content-Type: application/json-rpc' \
  -H 'Authorization: Bearer «a»' \
  -d '{"jsonrpc":"2.0","method":"usermacro.get","params":{"hostids":["10584"],"output":["macro","value","type"]},"id":1}' | jq -c '.result[]'
{"macro":"{$SNMP_COMMUNITY}","value":"«b»","type":"0"}
{"macro":"{$SNMP_TIMEOUT}","value":"5s","type":"0"}
{"macro":"{$PRINTER.TONER.WARN}","value":"15","type":"0"}
`, V{"a": g.hex(64), "b": g.pwURL()}, `"macro":"{$PRINTER.TONER.WARN}"`, "usermacro.get")

	g.printAdd("print/nmap-snmp-brute-printer", `
$ sudo nmap -sU -p161 --script snmp-brute --script-args snmp-brute.communitiesdb=communities.txt 10.40.7.0/24
Nmap scan report for hp-m479-2f.corp.example.com (10.40.7.22)
Host is up (0.0021s latency).

PORT    STATE SERVICE
161/udp open  snmp
| snmp-brute:
|   public - Valid credentials
|_  «a» - Valid credentials
MAC Address: «_mac» (Hewlett Packard)

Nmap done: 256 IP addresses (14 hosts up) scanned in 41.87 seconds
`, V{"a": g.pwURL(), "_mac": g.printMAC()}, "public - Valid credentials", "(Hewlett Packard)")

	g.printAdd("print/hp-ews-curl-basic-auth", `
$ curl -sk -u admin:«a» https://10.40.7.22/DevMgmt/ProductConfigDyn.xml | xmllint --xpath '//*[local-name()="ProductInformation"]' - | head -n 6
<prdcfgdyn:ProductInformation>
  <dd:MakeAndModel>HP Color LaserJet MFP M479fdw</dd:MakeAndModel>
  <dd:SerialNumber>«_sn»</dd:SerialNumber>
  <dd:ProductNumber>W1A80A</dd:ProductNumber>
  <dd:Version><dd:Revision>TUSTBEPP2N002.2311A.00</dd:Revision></dd:Version>
</prdcfgdyn:ProductInformation>
`, V{"a": g.pwURL(), "_sn": "VNB3" + g.s(alUpNum, 6)}, "TUSTBEPP2N002.2311A.00", "/DevMgmt/ProductConfigDyn.xml")

	g.printAdd("print/hp-jetdirect-telnet-community", `
$ telnet 10.40.7.30
Trying 10.40.7.30...
Connected to 10.40.7.30.
HP JetDirect

Password is not set

Please type "menu" for the MENU system,
or "?" for help, or "/" for current settings.
> set-cmnty-name: «a»
> get-cmnty-name: «b»
> passwd: «c»
> save
Configuration saved, exiting telnet
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "HP JetDirect", `Please type "menu" for the MENU system,`)

	g.printAdd("print/brother-default-password-ticket", `
Ticket #48211 - Brother MFC-L8900CDW in room 1.14 - locked out of web admin

Tech note (Sam, 14:02): the default web login is printed on the label on the back of the unit, "Pwd: «a»".
Logged in with that, set a new admin password: «b»
Also set Scan to Network profile "Scans-HR": Host 10.1.0.40, Store Directory \Scans\HR, Username CORP\scan-svc, Password «c»
Closing.
`, V{"a": g.s(alAlnum+"@#", 8), "b": g.pwStrong(), "c": g.pw()}, "Ticket #48211", `Store Directory \Scans\HR`)

	g.printAdd("print/brother-scan-to-sftp-profile-copy", `
Scan to FTP/SFTP/Network/SharePoint Profile 2
  Profile Name            : Drawings-SFTP
  Host Address            : files.studio.lan
  Username                : brother-scan
  Authentication Method   : Password
  Password                : «a»
  Retype password         : «a»
  Store Directory         : /uploads/scans
  File Name               : BRN«_mac»
  Quality                 : Color 300 dpi
  File Type               : PDF
  Port Number             : 22
`, V{"a": g.pw(), "_mac": g.s(alHexU, 12)}, "Profile Name            : Drawings-SFTP", "Store Directory         : /uploads/scans")

	g.printAdd("print/mfp-scan-to-email-m365-ticket", `
From: Priya N. <priya@architects.example.com>
Subject: Re: scanner won't send emails anymore

Hi Tom,

Here is what the Canon shows under Settings/Registration > Send > E-Mail/I-Fax > Communication Settings:

  SMTP Server:           smtp.office365.com
  Port:                  587
  Use TLS:               On
  SMTP Authentication:   On
  User:                  scanner@architects.example.com
  Password:              «a»
  POP Before SMTP:       Off

Microsoft says "5.7.139 Authentication unsuccessful, SmtpClientAuthentication is disabled for the Tenant".
Thanks, Priya
`, V{"a": g.s(alLower, 16)}, "smtp.office365.com", "SmtpClientAuthentication is disabled for the Tenant")

	g.printAdd("print/postfix-relay-for-copiers", `
$ sudo cat /etc/postfix/sasl_passwd
[smtp.gmail.com]:587 office.scanner@example-dental.com:«a»
[smtp.sendgrid.net]:587 apikey:«b»
$ sudo postmap /etc/postfix/sasl_passwd
$ postconf relayhost mynetworks
relayhost = [smtp.gmail.com]:587
mynetworks = 127.0.0.0/8 10.1.0.0/24
`, V{"a": g.s(alLower, 16), "b": g.sendgrid()}, "mynetworks = 127.0.0.0/8 10.1.0.0/24", "office.scanner@example-dental.com")

	g.printAdd("print/lexmark-ucf-settings-export", `
// Lexmark CX725 settings export (UCF)
set "ESF.Hostname" "prt-lab-2f"
set "emailSMTPPrimaryGateway" "mail.university.example.edu"
set "emailSMTPPrimaryGatewayPort" "587"
set "emailSMTPUseSSL" "Required"
set "emailSMTPDeviceUserID" "lab-scanner"
set "emailSMTPDevicePassword" "«a»"
set "snmpCommunityName" "«b»"
set "wirelessWPAPersonalPassphrase" "«c»"
set "ESF.TimeZone" "(UTC+0100) Amsterdam"
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}, `set "ESF.Hostname" "prt-lab-2f"`, `"emailSMTPUseSSL" "Required"`)

	g.printAdd("print/ricoh-web-image-monitor-ldap-bind", `
Device Management > Configuration > LDAP Server > Program/Change
  Name                 : CORP-AD
  Server Name          : dc01.corp.example.com
  Search Base          : OU=Staff,DC=corp,DC=example,DC=com
  Port Number          : 636
  Use Secure Connection (SSL): On
  Authentication       : Cleartext Authentication
  User Name            : CN=svc-ricoh,OU=Service Accounts,DC=corp,DC=example,DC=com
  Password             : «a»
  Search Conditions    : Name: displayName  E-mail Address: mail  Fax Number: facsimileTelephoneNumber
`, V{"a": g.pwStrong()}, "Search Base          : OU=Staff,DC=corp,DC=example,DC=com", "Use Secure Connection (SSL): On")

	g.printAdd("print/xerox-smb-filing-csv", `
Name,Protocol,Server,Share,Path,Login Name,Password,Port
Scans-Accounting,SMB,10.1.0.40,Scans,\Accounting,CORP\scan-svc,«a»,445
Scans-Design,SMB,10.1.0.40,Scans,\Design,CORP\scan-svc,«a»,445
Plans-FTP,FTP,ftp.studio.example.com,,/incoming,xerox,«b»,21
`, V{"a": g.pw(), "b": g.pwURL()}, "Name,Protocol,Server,Share,Path,Login Name,Password,Port", "Plans-FTP,FTP,ftp.studio.example.com")

	g.printAdd("print/kyocera-command-center-smtp-json", `
// captured from Command Center RX (Network Settings > Protocol > SMTP) - POST /SMTPSetting.model.htm
{
  "SmtpServerName": "smtp.mailgun.org",
  "SmtpPortNumber": "587",
  "SmtpSecurity": "STARTTLS",
  "SmtpAuthentication": "On",
  "SmtpAuthUserName": "scanner@mg.office.example.com",
  "SmtpAuthPassword": "«a»",
  "SenderAddress": "kyocera-2f@office.example.com",
  "SignatureText": "Scanned on TASKalfa 3554ci"
}
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, `"SmtpServerName": "smtp.mailgun.org"`, "Scanned on TASKalfa 3554ci")

	g.printAdd("print/hp-wjet-export-xml", `
<?xml version="1.0" encoding="utf-8"?>
<!-- HP Web Jetadmin configuration template: Floor2-MFP-baseline -->
<ConfigurationTemplate Name="Floor2-MFP-baseline" Version="10.5">
  <Setting Id="EWS.AdminPassword" Value="«a»" />
  <Setting Id="SNMP.V1V2.ReadCommunity" Value="public" />
  <Setting Id="SNMP.V1V2.SetCommunity" Value="«b»" />
  <Setting Id="Email.SMTP.Server" Value="relay.corp.example.com" />
  <Setting Id="Email.SMTP.Port" Value="25" />
  <Setting Id="Pjl.Password" Value="0" />
</ConfigurationTemplate>
`, V{"a": g.pwStrong(), "b": g.pwURL()}, `Name="Floor2-MFP-baseline"`, "relay.corp.example.com")

	g.printAdd("print/pret-pjl-session", `
$ python3 pret.py 10.40.7.31 pjl
      ________________
    _/_______________/|
   /___________/___//||   PRET | Printer Exploitation Toolkit v0.40
  |===        |----| ||    by Jens Mueller <jens.a.mueller@rub.de>
  |           |   ô| ||
  |___________|   ô| ||
  | ||/.´---.||    | ||
  |-||/_____\||-.  | |´
  |_||=L==H==||_|__|/

     (ASCII art by
     Jan Foerster)

Connection to 10.40.7.31 established
Device:   HP LaserJet M607

Welcome to the pret shell. Type help or ? to list commands.
10.40.7.31:/> unlock «=pin»
PIN protection:  DISABLED
10.40.7.31:/> env
@PJL INFO VARIABLES
PASSWORD=DISABLED [2 ENUMERATED]
	DISABLED
	ENABLED
10.40.7.31:/> exit
$ grep -i password ~/pentest/hp-m607/notes.txt
EWS admin (reused from the old M602): «a»
`, V{"=pin": g.digits(5), "a": g.pwStrong()}, "PRET | Printer Exploitation Toolkit v0.40", "Device:   HP LaserJet M607")
}

// ---- label printers and shipping labels ----

func (g *G) printLabels() {
	g.printAdd("print/zebra-sgd-wifi-psk", `
$ cat zd421-wifi.sgd
! U1 setvar "wlan.essid" "Warehouse-Scan"
! U1 setvar "wlan.security" "5"
! U1 setvar "wlan.wpa.psk" "«a»"
! U1 setvar "ip.dhcp.enable" "on"
! U1 setvar "device.friendly_name" "ZD421-dock2"
! U1 do "device.reset" ""
$ nc -q1 10.8.1.60 9100 < zd421-wifi.sgd
`, V{"a": g.pw()}, `"device.friendly_name" "ZD421-dock2"`, "nc -q1 10.8.1.60 9100")

	g.printAdd("print/zebra-weblink-authentication", `
! U1 setvar "weblink.ip.conn1.location" "https://printhub.shop.example.com/zebra/ws"
! U1 setvar "weblink.ip.conn1.authentication.add" "printhub.shop.example.com zebra-fleet «a»"
! U1 setvar "weblink.ip.conn1.test.location" "https://printhub.shop.example.com/health"
! U1 setvar "weblink.logging.max_entries" "100"
! U1 do "device.reset" ""
`, V{"a": g.pwStrong()}, `"weblink.logging.max_entries" "100"`, "https://printhub.shop.example.com/zebra/ws")

	g.printAdd("print/zebra-savanna-api-key", `
$ curl -s "https://api.zebra.com/v2/tools/barcode/generate?symbology=code128&text=SO-104882&scaleX=2&includeText=true" \
    -H "apikey: «a»" -o so-104882.png
$ file so-104882.png
so-104882.png: PNG image data, 402 x 120, 8-bit grayscale, non-interlaced
`, V{"a": g.an(32)}, "symbology=code128&text=SO-104882", "PNG image data, 402 x 120")

	g.printAdd("print/easypost-zpl-label-lp", `
$ curl -s -u «a»: https://api.easypost.com/v2/shipments/shp_«_shp»/label -d file_format=ZPL | jq -r .postage_label.label_zpl_url
https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20250214/e8«_f».zpl
$ curl -s "$(!!)" -o label.zpl && lp -d Zebra_ZD421 -o raw label.zpl
request id is Zebra_ZD421-212 (1 file(s))
`, V{"a": "EZAK" + g.hex(54), "_shp": g.hex(32), "_f": g.hex(30)}, "request id is Zebra_ZD421-212 (1 file(s))", "file_format=ZPL")

	g.printAdd("print/shipstation-basic-auth-labels", `
SHIPSTATION_API_KEY=«=k»
SHIPSTATION_API_SECRET=«a»
LABEL_PRINTER=Zebra_ZD421
# curl -u "$SHIPSTATION_API_KEY:$SHIPSTATION_API_SECRET" https://ssapi.shipstation.com/shipments/createlabel
`, V{"=k": g.hex(32), "a": g.hex(32)}, "LABEL_PRINTER=Zebra_ZD421", "https://ssapi.shipstation.com/shipments/createlabel")

	g.printAdd("print/brother-ql-web-config-and-pi", `
$ cat /etc/brother_ql_web/config.json
{
  "SERVER": {"PORT": 8013, "HOST": "0.0.0.0", "LOGLEVEL": "WARNING", "ADDITIONAL_FONT_FOLDER": false},
  "PRINTER": {"MODEL": "QL-820NWB", "PRINTER": "tcp://192.168.1.121:9100"},
  "LABEL": {"DEFAULT_SIZE": "62", "DEFAULT_ORIENTATION": "standard", "DEFAULT_FONT_SIZE": 70,
            "DEFAULT_FONTS": [{"family": "DejaVu Sans", "style": "Book"}]},
  "WEBSITE": {"HTML_TITLE": "Makerspace label printer"},
  "AUTH": {"USERNAME": "labels", "PASSWORD": "«a»"}
}
`, V{"a": g.pw()}, `"MODEL": "QL-820NWB"`, `"HTML_TITLE": "Makerspace label printer"`)

	g.printAdd("print/dymo-wireless-setup-log", `
[2025-01-08 10:14:22] DYMO Connect 1.4.7.39 - LabelWriter Wireless setup
[2025-01-08 10:14:22] Printer LW-WL-«_sn» found on 192.168.4.1 (soft AP)
[2025-01-08 10:14:23] POST /wifi/config {"ssid":"FrontDesk","security":"WPA2","passphrase":"«a»","dhcp":true}
[2025-01-08 10:14:31] Printer joined FrontDesk, new address 10.2.0.77
[2025-01-08 10:14:31] Added printer "DYMO LabelWriter Wireless" (10.2.0.77)
`, V{"_sn": g.s(alUpNum, 8), "a": g.pw()}, "DYMO Connect 1.4.7.39", `Added printer "DYMO LabelWriter Wireless" (10.2.0.77)`)

	g.printAdd("print/zebra-printer-setup-802-1x", `
^XA
^WAN,3,3
^NBS
^WEOFF,1,O,H,,,,
^WP0,0
^WS«_ss»,I,L,,,
^WX09,«_user»,«a»
^XZ
`, V{"_ss": "CORP-WIFI", "_user": "zebra-dock", "a": g.pw()}, "^WAN,3,3")
}

// ---- laser cutters, CNC and makerspace tooling ----

func (g *G) printMaker() {
	g.printAdd("print/lightburn-license-forum", `
Re: Moving LightBurn to the new shop laptop

Deactivate on the old machine first (Help > License Management > Deactivate), then on the new one enter the key again. Mine is

    «a»

(yes I know, I'll regenerate it, the forum won't let me edit for 10 min). Old machine still said 2 of 3 activations used.
`, V{"a": g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5)}, "Help > License Management > Deactivate", "2 of 3 activations used")

	g.printAdd("print/glowforge-copy-as-curl", `
curl 'https://app.glowforge.com/api/machines' \
  -H 'accept: application/json' \
  -H 'accept-language: en-US,en;q=0.9' \
  -H 'cookie: _ga=GA1.2.«_ga»; glowforge_session=«a»; remember_user_token=«b»' \
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \
  -H 'x-csrf-token: «=c»'
`, V{"_ga": g.digits(9) + "." + g.digits(10), "a": g.b64u(200) + "--" + g.hex(40), "b": g.b64u(80) + "--" + g.hex(40), "=c": g.b64u(86) + "=="}, "https://app.glowforge.com/api/machines")

	g.printAdd("print/fluidnc-wifi-commands", `
> $Sta/SSID=Makerspace-IoT
ok
> $Sta/Password=«a»
ok
> $AP/Password=«b»
ok
> $WiFi/Mode=STA>AP
ok
> $Sta/IPMode=DHCP
ok
> $Bye
[MSG:INFO: Restarting]
[MSG:INFO: FluidNC v3.9.4 https://github.com/bdring/FluidNC]
[MSG:INFO: Connecting to STA SSID:Makerspace-IoT]
[MSG:INFO: Connected - IP is 10.20.30.88]
`, V{"a": g.pw(), "b": g.an(12)}, "FluidNC v3.9.4", "$WiFi/Mode=STA>AP")

	g.printAdd("print/cncjs-cncrc", `
$ cat ~/.cncrc
{
  "secret": "«a»",
  "accessTokenLifetime": "30d",
  "allowRemoteAccess": false,
  "state": {
    "checkForUpdates": true,
    "controller": {"exception": {"ignoreErrors": false}}
  },
  "commands": [
    {"title": "Update (root user)", "commands": "sudo npm install -g cncjs@latest --unsafe-perm; pkill -f cncjs"}
  ],
  "users": [
    {"id": "«_id»", "mtime": 1736012114000, "enabled": true, "name": "shapeoko", "password": "«b»"}
  ],
  "watchDirectory": "/home/pi/gcode"
}
`, V{"a": "$2a$10$" + g.s(alAlnum+"./", 22), "_id": g.uuid(), "b": "$2a$10$" + g.s(alAlnum+"./", 53)}, `"accessTokenLifetime": "30d"`, `"watchDirectory": "/home/pi/gcode"`)

	g.printAdd("print/cncjs-pendant-systemd", `
# /etc/systemd/system/cncjs-pendant.service
[Unit]
Description=CNCjs USB jog pendant
After=cncjs.service

[Service]
User=pi
ExecStart=/usr/bin/node /home/pi/cncjs-pendant-ps3/bin/cncjs-pendant-ps3 -p /dev/ttyACM0 -b 115200 -s "«a»" --socket-address localhost --socket-port 8000
Restart=always

[Install]
WantedBy=multi-user.target
`, V{"a": "$2a$10$" + g.s(alAlnum+"./", 22)}, "Description=CNCjs USB jog pendant", "--socket-address localhost --socket-port 8000")

	g.printAdd("print/fabman-api-bearer", `
$ curl -s "https://fabman.io/api/v1/resources?account=«_acct»&limit=5" -H "Authorization: Bearer «a»" | jq -r '.[] | [.id, .name, .state] | @tsv'
«_r1»	Trotec Speedy 360	active
«_r2»	Prusa MK4 #1	active
«_r3»	SawStop PCS	locked
`, V{"_acct": fmt.Sprint(1000 + g.r.IntN(9000)), "a": g.uuid(), "_r1": fmt.Sprint(30000 + g.r.IntN(9000)), "_r2": fmt.Sprint(40000 + g.r.IntN(9000)), "_r3": fmt.Sprint(50000 + g.r.IntN(9000))}, "Trotec Speedy 360", "https://fabman.io/api/v1/resources")

	g.printAdd("print/wild-apricot-door-controller-env", `
# /opt/doorbot/.env  (RFID door controller for the makerspace front door)
WA_ACCOUNT_ID=«_acct»
WA_API_KEY=«a»
WA_MEMBER_LEVELS="Full Member,Keyholder,Board"
MQTT_HOST=10.20.30.5
MQTT_USER=doorbot
MQTT_PASS=«b»
STRIKE_GPIO=17
UNLOCK_SECONDS=5
SLACK_WEBHOOK=https://hooks.slack.com/services/T«_t»/B«_b»/«c»
`, V{"_acct": fmt.Sprint(100000 + g.r.IntN(800000)), "a": g.s(alLowNum, 30), "b": g.pwURL(), "_t": g.s(alUpNum, 10), "_b": g.s(alUpNum, 10), "c": g.an(24)}, `WA_MEMBER_LEVELS="Full Member,Keyholder,Board"`, "UNLOCK_SECONDS=5")

	g.printAdd("print/esphome-tool-lockout", `
# tablesaw-lockout.yaml
esphome:
  name: tablesaw-lockout
  friendly_name: Table saw lockout

esp32:
  board: esp32dev

api:
  encryption:
    key: "«a»"

ota:
  - platform: esphome
    password: "«b»"

wifi:
  ssid: Makerspace-IoT
  password: "«c»"

rc522_spi:
  cs_pin: GPIO5
  on_tag:
    then:
      - http_request.post:
          url: https://members.makerspace.example.org/api/authorize
          request_headers:
            Authorization: "Token «d»"
          json:
            tool: tablesaw
            uid: !lambda 'return x;'
`, V{"a": g.iotESPKey(), "b": g.hex(32), "c": g.pw(), "d": g.hex(40)}, "friendly_name: Table saw lockout", "https://members.makerspace.example.org/api/authorize")

	g.printAdd("print/3dprinteros-api-login", `
$ curl -s -X POST https://cloud.3dprinteros.com/apiglobal/login -d "username=fablab-admin@university.example.edu" -d "password=«a»"
{"result":true,"message":{"session":"«b»","user_id":«_uid»,"organization_id":«_org»}}
$ curl -s -X POST https://cloud.3dprinteros.com/apiglobal/get_printers_list -d "session=«b»" | jq '.message | length'
23
`, V{"a": g.pw(), "b": g.hex(40), "_uid": fmt.Sprint(200000 + g.r.IntN(700000)), "_org": fmt.Sprint(1000 + g.r.IntN(9000))}, "apiglobal/get_printers_list")

	g.printAdd("print/discord-printfarm-bot-config", `
{
  "discord": {
    "token": "«a»",
    "guild_id": "«_g»",
    "status_channel_id": "«_c»"
  },
  "poll_interval_seconds": 60,
  "printers": [
    {"name": "MK4-1", "type": "prusalink", "url": "http://10.20.30.41", "api_key": "«b»"},
    {"name": "MK4-2", "type": "prusalink", "url": "http://10.20.30.42", "api_key": "«c»"},
    {"name": "Voron", "type": "moonraker", "url": "http://10.20.30.50", "api_key": null},
    {"name": "Ender3-octo", "type": "octoprint", "url": "http://10.20.30.60", "api_key": "«d»"}
  ]
}
`, V{"a": g.discordBot(), "_g": g.digits(18), "_c": g.digits(19), "b": g.an(16), "c": g.an(16), "d": g.printOctoKey()}, `"poll_interval_seconds": 60`, `"type": "moonraker"`)

	g.printAdd("print/laser-pi-ssh-keygen", `
$ ssh-keygen -t ed25519 -f ~/.ssh/laser-pi -N '' -C laser-pi
$ cat ~/.ssh/laser-pi
«a»
$ cat ~/.ssh/laser-pi.pub
«_pub»
`, func() V {
		k, pub := g.sshEd25519("laser-pi")
		return V{"a": k.block(), "_pub": pub + " laser-pi"}
	}(), "ssh-keygen -t ed25519 -f ~/.ssh/laser-pi")

	g.printAdd("print/ruida-lightburn-device-and-bridge", `
LightBurn Bridge status page (http://lightburn-bridge.local)
  Bridge version:     1.1.4
  Bridge IP:          10.20.30.77
  Laser IP:           10.0.3.2 (Ruida RDC6445S, firmware RDLC-V8.01.65)
  Status:             Connected
LightBurn > Devices > "Thunder Nova 51" > Connection: Bridge, address 10.20.30.77
Bridge admin login (router page at 10.20.30.77:8080): admin / «a»
`, V{"a": g.pwURL()}, "RDLC-V8.01.65", `"Thunder Nova 51"`)
}

// ---- model repositories and CAD APIs ----

func (g *G) printModels() {
	g.printAdd("print/thingiverse-app-token-curl", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.thingiverse.com/search/gridfinity?type=things&per_page=3&sort=popular" | jq -r '.hits[] | [.id, .name, .like_count] | @tsv'
«_t1»	Gridfinity Rebuilt - baseplates and bins	18211
«_t2»	Gridfinity Extended	7211
«_t3»	Gridfinity Screwdriver Holder	2410
`, V{"a": g.hex(32), "_t1": fmt.Sprint(5000000 + g.r.IntN(1000000)), "_t2": fmt.Sprint(5000000 + g.r.IntN(1000000)), "_t3": fmt.Sprint(6000000 + g.r.IntN(1000000))}, "Gridfinity Rebuilt - baseplates and bins")

	g.printAdd("print/thingiverse-oauth-exchange", `
$ curl -s -X POST https://www.thingiverse.com/login/oauth/access_token \
    -d client_id=«_cid» \
    -d client_secret=«a» \
    -d code=«=code»
access_token=«b»&token_type=Bearer
`, V{"_cid": g.hex(20), "a": g.hex(32), "=code": g.hex(32), "b": g.hex(32)}, "https://www.thingiverse.com/login/oauth/access_token")

	g.printAdd("print/printables-graphql-bearer", `
$ curl -s https://api.printables.com/graphql/ \
    -H 'content-type: application/json' \
    -H 'authorization: Bearer «a»' \
    --data '{"operationName":"UserCollections","variables":{"userId":"«_uid»"},"query":"query UserCollections($userId: ID!) { collections(userId: $userId) { id name count } }"}' | jq -c '.data.collections[:2]'
[{"id":"«_c1»","name":"Workshop organisation","count":54},{"id":"«_c2»","name":"Voron mods","count":31}]
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://account.prusa3d.com","sub":"%d","aud":"printables","scope":"basic_info email","exp":%d}`, 100000+g.r.IntN(900000), 1740000000+g.r.IntN(9000000))), "_uid": fmt.Sprint(100000 + g.r.IntN(900000)), "_c1": fmt.Sprint(1000000 + g.r.IntN(900000)), "_c2": fmt.Sprint(1000000 + g.r.IntN(900000))}, `"name":"Workshop organisation"`)

	g.printAdd("print/myminifactory-api-key-python", `
MMF_API_KEY = "«a»"

def search(q, page=1):
    r = requests.get("https://www.myminifactory.com/api/v2/search",
                     params={"q": q, "page": page, "per_page": 20, "key": MMF_API_KEY})
    r.raise_for_status()
    return [(o["id"], o["name"]) for o in r.json()["items"]]

# >>> search("dwarven forge")[:2]
# [(«_o1», 'Dwarven Forge Tavern'), («_o2», 'Forge Anvil Set')]
`, V{"a": g.uuid(), "_o1": fmt.Sprint(100000 + g.r.IntN(800000)), "_o2": fmt.Sprint(100000 + g.r.IntN(800000))}, "https://www.myminifactory.com/api/v2/search")

	g.printAdd("print/cults3d-graphql-basic", `
$ curl -s -u "atelier-noa:«a»" https://cults3d.com/graphql \
    -H 'Content-Type: application/json' \
    -d '{"query":"{ myself { creations(limit: 2) { name(locale: EN) downloadsCount } } }"}'
{"data":{"myself":{"creations":[{"name":"Articulated Axolotl","downloadsCount":18233},{"name":"Cable clip set","downloadsCount":902}]}}}
`, V{"a": g.s(alLowNum, 24)}, `"name":"Articulated Axolotl"`, "https://cults3d.com/graphql")

	g.printAdd("print/sketchfab-upload-token", `
$ curl -s -X POST https://api.sketchfab.com/v3/models \
    -H "Authorization: Token «a»" \
    -F "modelFile=@helmet_scan_decimated.zip" \
    -F "name=Helmet scan (decimated)" \
    -F "isPublished=false"
{"uid":"«_uid»","uri":"https://api.sketchfab.com/v3/models/«_uid»"}
`, V{"a": g.hex(32), "_uid": g.hex(32)}, "helmet_scan_decimated.zip", "https://api.sketchfab.com/v3/models")

	g.printAdd("print/onshape-api-keys-bashrc", `
# ~/.bashrc additions for onshape-to-robot
export ONSHAPE_API=https://cad.onshape.com
export ONSHAPE_ACCESS_KEY=«a»
export ONSHAPE_SECRET_KEY=«b»
alias o2r='onshape-to-robot ~/robots/arm-v2'
`, V{"a": g.an(24), "b": g.an(48)}, "alias o2r='onshape-to-robot ~/robots/arm-v2'", "ONSHAPE_API=https://cad.onshape.com")

	g.printAdd("print/autodesk-aps-fusion-export", `
# fusion_export.py - pull STEP/STL exports of the Fusion hub for the print queue
APS_CLIENT_ID = "«_cid»"
APS_CLIENT_SECRET = "«a»"
HUB = "b.«_hub»"

tok = requests.post("https://developer.api.autodesk.com/authentication/v2/token",
                    auth=(APS_CLIENT_ID, APS_CLIENT_SECRET),
                    data={"grant_type": "client_credentials", "scope": "data:read data:create"}).json()["access_token"]
`, V{"_cid": g.an(48), "a": g.an(64), "_hub": g.uuid()}, "https://developer.api.autodesk.com/authentication/v2/token", `"scope": "data:read data:create"`)

	g.printAdd("print/manyfold-compose", `
services:
  app:
    image: ghcr.io/manyfold3d/manyfold:latest
    ports:
      - 3214:3214
    volumes:
      - /mnt/nas/models:/models
    environment:
      DATABASE_ADAPTER: postgresql
      DATABASE_HOST: postgres-server
      DATABASE_NAME: manyfold
      DATABASE_USER: manyfold
      DATABASE_PASSWORD: «a»
      SECRET_KEY_BASE: «b»
      REDIS_URL: redis://:«c»@redis-server:6379/1
      PUID: 1000
      PGID: 1000
`, V{"a": g.pwURL(), "b": g.hex(128), "c": g.an(24)}, "image: ghcr.io/manyfold3d/manyfold:latest", "/mnt/nas/models:/models")

	g.printAdd("print/printables-cookie-downloader", `
# printables-dl.toml
[auth]
# copy from browser devtools > Application > Cookies > www.printables.com
sessionid = "«a»"
csrftoken = "«=csrf»"

[download]
dir = "~/Models/printables"
formats = ["stl", "3mf"]
skip_existing = true
`, V{"a": g.s(alLowNum, 32), "=csrf": g.an(32)}, `formats = ["stl", "3mf"]`, "Cookies > www.printables.com")
}

// ---- Home Assistant printer integrations ----

func (g *G) printHomeAssistant() {
	g.printAdd("print/ha-octoprint-config-entry", `
{
  "entry_id": "«_e»",
  "version": 1,
  "minor_version": 1,
  "domain": "octoprint",
  "title": "OctoPrint",
  "data": {
    "host": "octopi.local",
    "api_key": "«a»",
    "name": "OctoPrint",
    "path": "/",
    "port": 80,
    "ssl": false,
    "verify_ssl": true,
    "username": "dana"
  },
  "options": {},
  "source": "zeroconf",
  "unique_id": "«_u»"
}
`, V{"_e": strings.ToUpper(g.s(alB32, 26)), "a": g.b64u(43), "_u": g.uuid()}, `"source": "zeroconf"`, `"domain": "octoprint"`)

	g.printAdd("print/ha-secrets-yaml-printers", `
# /config/secrets.yaml
octoprint_api_key: «a»
moonraker_api_key: «b»
prusalink_password: «c»
printer_snmp_community: «d»
printer_webhook_id: «e»
latitude_home: 52.37
longitude_home: 4.89
`, V{"a": g.printOctoKey(), "b": g.hex(32), "c": g.an(10), "d": g.pwURL(), "e": "printer_done_" + g.b64u(24)}, "latitude_home: 52.37")

	g.printAdd("print/ha-snmp-sensor-toner", `
sensor:
  - platform: snmp
    name: "Office printer black toner"
    host: 10.40.7.22
    community: «a»
    version: 2c
    baseoid: 1.3.6.1.2.1.43.11.1.1.9.1.1
    unit_of_measurement: "%"
    value_template: "{{ ((value | int) / 7500 * 100) | round(0) }}"
    scan_interval: 3600
`, V{"a": g.pwURL()}, "baseoid: 1.3.6.1.2.1.43.11.1.1.9.1.1", `name: "Office printer black toner"`)

	g.printAdd("print/ha-rest-command-moonraker", `
rest_command:
  voron_cancel_print:
    url: "http://voron.local/printer/print/cancel"
    method: POST
    headers:
      X-Api-Key: «a»
  voron_emergency_stop:
    url: "http://voron.local/printer/emergency_stop"
    method: POST
    headers:
      X-Api-Key: «a»
`, V{"a": g.hex(32)}, `url: "http://voron.local/printer/emergency_stop"`)

	g.printAdd("print/ha-prusalink-config-entry", `
$ jq '.data.entries[] | select(.domain=="prusalink") | .data' /config/.storage/core.config_entries
{
  "host": "http://192.168.1.88",
  "username": "maker",
  "password": "«a»"
}
`, V{"a": g.an(10)}, `"host": "http://192.168.1.88"`, `select(.domain=="prusalink")`)

	g.printAdd("print/ha-moonraker-integration-entry", `
    {
        "domain": "moonraker",
        "title": "voron24",
        "data": {
            "url": "voron.local",
            "port": "7125",
            "tls": false,
            "api_key": "«a»",
            "printer_name": "voron24"
        },
        "options": {"scan_interval": 30, "api_device_name": "voron24"},
        "source": "user"
    }
`, V{"a": g.hex(32)}, `"api_device_name": "voron24"`)

	g.printAdd("print/ha-legacy-octoprint-yaml", `
# configuration.yaml (2020, before the OctoPrint integration moved to the UI)
octoprint:
  - host: 192.168.1.47
    api_key: «a»
    name: Prusa
    number_of_tools: 1
    bed: true

binary_sensor:
  - platform: octoprint
    name: Prusa
    monitored_conditions:
      - Printing
      - Printing Error
`, V{"a": g.printOctoKey()}, "number_of_tools: 1", "- Printing Error")

	g.printAdd("print/ha-telegram-bot-printer-notify", `
telegram_bot:
  - platform: polling
    api_key: «a»
    allowed_chat_ids:
      - «_chat»

automation:
  - alias: "Print finished"
    trigger:
      - platform: state
        entity_id: sensor.p1s_print_status
        to: "finish"
    action:
      - service: notify.telegram
        data:
          message: "P1S done: {{ states('sensor.p1s_task_name') }}"
`, V{"a": g.telegram(), "_chat": g.digits(9)}, "entity_id: sensor.p1s_print_status", `alias: "Print finished"`)

	g.printAdd("print/ha-mosquitto-addon-logins", `
# Settings > Add-ons > Mosquitto broker > Configuration (YAML mode)
logins:
  - username: klipper
    password: «a»
  - username: octoprint
    password: «b»
  - username: bambu-bridge
    password: «c»
require_certificate: false
certfile: fullchain.pem
keyfile: privkey.pem
customize:
  active: false
  folder: mosquitto
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.pwStrong()}, "require_certificate: false", "username: bambu-bridge")

	g.printAdd("print/ha-webhook-automation-printer", `
$ curl -s -X POST -H 'Content-Type: application/json' \
    -d '{"printer": "mk4-left", "event": "print_done", "file": "hinge_v4.bgcode"}' \
    http://homeassistant.local:8123/api/webhook/«a»
$ grep -n webhook_id /config/automations.yaml
214:    webhook_id: «a»
`, V{"a": "printer-done-" + g.b64u(24)}, `"file": "hinge_v4.bgcode"`)
}

// ---- print farms and self-hosted servers ----

func (g *G) printFarm() {
	g.printAdd("print/octofarm-env-mongo", `
$ cat /opt/octofarm/.env
MONGO=mongodb://octofarm:«a»@127.0.0.1:27017/octofarm?authSource=admin
OCTOFARM_PORT=4000
NODE_ENV=production
SUPER_SECRET_KEY=«b»
`, V{"a": g.pwURL(), "b": g.hex(48)}, "OCTOFARM_PORT=4000", "authSource=admin")

	g.printAdd("print/spoolman-compose-postgres", `
services:
  spoolman:
    image: ghcr.io/donkie/spoolman:latest
    restart: unless-stopped
    ports:
      - "7912:8000"
    environment:
      - TZ=Europe/Stockholm
      - SPOOLMAN_DB_TYPE=postgres
      - SPOOLMAN_DB_HOST=pg.lan
      - SPOOLMAN_DB_PORT=5432
      - SPOOLMAN_DB_NAME=spoolman
      - SPOOLMAN_DB_USERNAME=spoolman
      - SPOOLMAN_DB_PASSWORD=«a»
      - SPOOLMAN_BASE_PATH=/spoolman
`, V{"a": g.pwStrong()}, "image: ghcr.io/donkie/spoolman:latest", "SPOOLMAN_BASE_PATH=/spoolman")

	g.printAdd("print/repetier-server-apikey-url", `
$ curl -s "http://farm-pi.local:3344/printer/api/Anet_A8?a=stateList&apikey=«a»" | jq -c '.Anet_A8 | {extruder: [.extruder[0].tempRead, .extruder[0].tempSet], layer, job: .activeExtruder}'
{"extruder":[204.7,205],"layer":37,"job":0}
$ curl -s "http://farm-pi.local:3344/printer/list?apikey=«a»" | jq -r '.data[].slug'
Anet_A8
Ender_5_Plus
`, V{"a": g.uuid()}, "http://farm-pi.local:3344/printer/list", "Ender_5_Plus")

	g.printAdd("print/cura-cfg-ultimaker-auth-data", `
$ grep -E '^(ultimaker_auth_data|ultimaker_auth_state)' ~/.local/share/cura/5.8/cura.cfg
ultimaker_auth_data = {"access_token": "«a»", "refresh_token": "«b»", "expires_in": 3600, "scope": "account.user.read drive.backup.read drive.backup.write packages.download packages.rating.read packages.rating.write connect.cluster.read connect.cluster.write cura.printjob.read cura.printjob.write cura.mesh.read cura.mesh.write", "received_at": "2025-02-03 10:14:08"}
`, V{"a": g.userJWT(), "b": g.b64u(64)}, "packages.rating.write connect.cluster.read")

	g.printAdd("print/windows-tcpip-port-registry", `
PS C:\> reg query "HKLM\SYSTEM\CurrentControlSet\Control\Print\Monitors\Standard TCP/IP Port\Ports\IP_10.40.7.22"

HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\Print\Monitors\Standard TCP/IP Port\Ports\IP_10.40.7.22
    Protocol    REG_DWORD    0x1
    Version    REG_DWORD    0x2
    HostName    REG_SZ
    IPAddress    REG_SZ    10.40.7.22
    HWAddress    REG_SZ
    PortNumber    REG_DWORD    0x238c
    SNMP Community    REG_SZ    «a»
    SNMP Enabled    REG_DWORD    0x1
    SNMP Index    REG_DWORD    0x1
`, V{"a": g.pwURL()}, "PortNumber    REG_DWORD    0x238c", "SNMP Enabled    REG_DWORD    0x1")

	g.printAdd("print/obico-server-dotenv", `
# obico-server/.env (self-hosted)
EMAIL_HOST=smtp.fastmail.com
EMAIL_HOST_USER=printers@makerspace.example.org
EMAIL_HOST_PASSWORD=«a»
EMAIL_PORT=587
EMAIL_USE_TLS=True
DEFAULT_FROM_EMAIL=printers@makerspace.example.org
DEBUG=False
SITE_USES_HTTPS=True
SITE_IS_PUBLIC=False
SOCIAL_LOGIN=False
DJANGO_SECRET_KEY=«b»
TELEGRAM_BOT_TOKEN=«c»
OPENAI_API_KEY=«d»
`, V{"a": g.s(alLowNum, 16), "b": g.djangoKey(), "c": g.telegram(), "d": g.openai()}, "SITE_IS_PUBLIC=False", "EMAIL_HOST=smtp.fastmail.com")
}

// ---- forum posts, chats, tickets and wikis ----

func (g *G) printChat() {
	g.printAdd("print/octoprint-forum-webcam-stream-creds", `
**What is the problem?**
Webcam stream works in VLC but the Control tab stays black.

**What did you already try to solve it?**
Restarted OctoPrint, tried the snapshot URL in the browser (works).

**Additional information about your setup**
OctoPrint 1.10.3, OctoPi 1.0.0, Python 3.11.2, Prusa MK3S+, Wansview IP camera

Webcam settings from config.yaml:

    webcam:
      stream: http://admin:«a»@192.168.1.55/videostream.cgi?rate=0
      snapshot: http://192.168.1.55/snapshot.cgi?user=admin&pwd=«a»
      ffmpeg: /usr/bin/ffmpeg
      timelapseEnabled: true
`, V{"a": g.pwURL()}, "OctoPrint 1.10.3, OctoPi 1.0.0, Python 3.11.2", "**What did you already try to solve it?**")

	g.printAdd("print/klipper-discord-power-paste", `
dana_makes — Today at 21:14
power plug turns off mid print?? moonraker.conf:
ˋˋˋini
[power printer]
type: homeassistant
address: 192.168.1.20
port: 8123
device: switch.printer_plug
token: «a»
locked_while_printing: False
ˋˋˋ
kevin_voron — Today at 21:16
locked_while_printing: True is what you want. also maybe don't paste the HA token in a public channel 😅
`, V{"a": g.iotHAToken()}, "locked_while_printing: True is what you want.", "device: switch.printer_plug")

	g.printAdd("print/bambu-reddit-post-ha-integration", `
r/BambuLab • Posted by u/filament_frank

**HA integration keeps saying "Unable to connect" for P1S (LAN mode)**

Settings I entered:
- Host: 192.168.50.17
- Serial: «_sn»
- Access code: «a»
- Local MQTT: yes

Firmware 01.07.00.00. Studio connects fine with the same code. Anyone?

> **top comment** (u/ams_jammer): LAN only mode has to be OFF for the cloud mode, and you pasted your access code, change it under Settings > WLAN.
`, V{"_sn": g.printBambuSN(), "a": g.digits(8)}, "Firmware 01.07.00.00.", "r/BambuLab")

	g.printAdd("print/reddit-octopi-nmcli", `
Finally fixed my OctoPi not joining the 5GHz network. On the new Bookworm-based images wpa-supplicant.txt is gone, you have to do it with NetworkManager:

    sudo nmcli dev wifi connect "Workshop-5G" password "«a»" ifname wlan0
    sudo nmcli connection modify "Workshop-5G" connection.autoconnect-priority 10

Then nmcli con show should list it. Hope this saves someone an evening.
`, V{"a": g.pw()}, `connection.autoconnect-priority 10`, "Bookworm-based images")

	g.printAdd("print/github-issue-obico-moonraker-cfg", `
### Describe the bug
moonraker-obico disconnects every ~10 min with "Websocket closed" and the printer shows Offline in the app.

### Config
ˋˋˋ
[server]
url = https://obico.makerspace.example.org
auth_token = «a»

[moonraker]
host = 127.0.0.1
port = 7125
api_key = «b»
ˋˋˋ

### Logs
ˋˋˋ
2025-02-21 20:41:07,118  WARNING  moonraker_obico.server_conn  Server websocket closed: code=1006
2025-02-21 20:41:12,330  INFO     moonraker_obico.server_conn  Connecting to wss://obico.makerspace.example.org/ws/dev/
ˋˋˋ
`, V{"a": g.hex(20), "b": g.hex(32)}, "Server websocket closed: code=1006", "https://obico.makerspace.example.org")

	g.printAdd("print/makerspace-slack-admin-creds", `
#infra-admins
Marta  9:12 AM
new printer credentials for the wiki (admins only pls):
• Canon C3826 web UI: 7654321 / «a»   (department ID + PIN we set)
• Prusa XL PrusaLink: maker / «b»
• X1C access code: «c»
• Glowforge account: lasers@makerspace.example.org / «d»
Jonas  9:14 AM
:thumbsup: added to Bitwarden, deleting this message in 5
`, V{"a": g.pwURL(), "b": g.an(10), "c": g.digits(8), "d": g.pw()}, "added to Bitwarden, deleting this message in 5", "#infra-admins")

	a := g.pick(pwWords...) + "@" + g.pick(pwWords...) + g.s(alDigit, 4)
	g.printAdd("print/stackoverflow-cups-smb-at-sign", `
Q: lpadmin smb:// URI with an @ in the password

I'm adding a Windows-shared printer with

    lpadmin -p Office -E -v smb://jsmith:«a»@FILESRV/OfficeLaser -m everywhere

and jobs fail with "Unable to connect to CIFS host". The password really has an @ in it.

A: Percent-encode the reserved characters in the userinfo part, CUPS decodes it before handing it to smbspool:

    lpadmin -p Office -E -v 'smb://jsmith:«b»@FILESRV/OfficeLaser' -m everywhere

(Better: use a dedicated print user, or Kerberos with auth-info-required=negotiate, so no password lives in printers.conf.)
`, V{"a": a, "b": strings.ReplaceAll(a, "@", "%40")}, "auth-info-required=negotiate", `"Unable to connect to CIFS host"`)

	g.printAdd("print/agent-session-moonraker-check", `
> I can't get Mobileraker to connect, can you check my config?

● Read(~/printer_data/config/moonraker.conf)
  ⎿  [server]
     host: 0.0.0.0
     port: 7125
     [authorization]
     force_logins: True
     trusted_clients:
         127.0.0.1
     …

● Bash(curl -s -H "X-Api-Key: «a»" http://localhost:7125/access/user)
  ⎿  {"result": {"username": "_API_KEY_USER_", "source": "moonraker", "created_on": 1718203344.52}}

● With force_logins: True and only 127.0.0.1 trusted, Mobileraker needs either a login or the API key. The key above works; paste it into Mobileraker > Printer settings > API key, or add your LAN (192.168.1.0/24) to trusted_clients.
`, V{"a": g.hex(32)}, "force_logins: True", `"username": "_API_KEY_USER_"`)

	g.printAdd("print/wiki-makerspace-printers-table", `
## 3D printers (admins)

| Printer      | IP           | Interface   | Login / key                              |
|--------------|--------------|-------------|------------------------------------------|
| MK4 #1       | 10.20.30.41  | PrusaLink   | maker / «a»                       |
| MK4 #2       | 10.20.30.42  | PrusaLink   | maker / «b»                       |
| Voron 2.4    | 10.20.30.50  | Mainsail    | API key «c» |
| X1C          | 10.20.30.61  | LAN mode    | access code «d»                      |
| Ender 3 (old)| 10.20.30.60  | OctoPrint   | admin / «e»                       |

Serials: MK4 #1 «_s1», X1C «_s2»
`, V{"a": g.an(10), "b": g.an(10), "c": g.hex(32), "d": g.digits(8), "e": g.pw(), "_s1": "CZPX4523X017XC" + g.digits(5), "_s2": g.printBambuSN()}, "| Printer      | IP           | Interface   | Login / key                              |")

	g.printAdd("print/msp-email-site-printers", `
From: Field Service <service@copier-partners.example.com>
To: it@dental-group.example.com
Subject: Install complete - Rotterdam site (2x bizhub C300i)

Hi,

Both devices are live. Admin settings:
  Administrator password (both devices): «a»
  Scan to E-mail SMTP: smtp.office365.com:587, user scanner-rtm@dental-group.example.com, password «b»
  Scan to SMB: \\10.12.0.40\Scans, user DENTAL\scan-rtm, password «c»
  SNMP v1/v2 read community changed from "public" to «d»

Meter readings at install: C300i-1 = 1,204 / C300i-2 = 988.
Kind regards, Ruud
`, V{"a": g.digits(8), "b": g.pw(), "c": g.pwStrong(), "d": g.pwURL()}, `changed from "public" to`, "Meter readings at install")

	g.printAdd("print/prusa-forum-prusalink-connect", `
Prusa Knowledge Base forum › MK4 › Connect registration stuck on "Waiting for code"

Settings > Network > PrusaLink shows:
  User: maker
  Password: «a»
  API key: «b»
Connect: Enabled, Status: Error (HTTP 401). Firmware 6.2.3+4621, printer SN «_sn».
`, V{"a": g.an(10), "b": g.an(16), "_sn": "CZPX4523X017XC" + g.digits(5)}, "Firmware 6.2.3+4621", `"Waiting for code"`)

	g.printAdd("print/discord-bambu-cloud-token-help", `
noa_prints — 11/03/2025 19:02
the bambu-cloud sensor gives 401, here's what HA logged:
ˋˋˋ
2025-03-11 19:01:44.912 ERROR (MainThread) [custom_components.bambu_lab.pybambu.bambu_cloud] Received error: 401 {"code":1,"error":"Unauthorized"} with token «a»
2025-03-11 19:01:44.913 WARNING (MainThread) [custom_components.bambu_lab] Cloud token expired, please re-authenticate
ˋˋˋ
helper_bot — 11/03/2025 19:03
Tokens last 90 days. Reconfigure the integration and log in again (and revoke this one, it's in chat now).
`, V{"a": g.printBambuToken()}, "Cloud token expired, please re-authenticate", "Tokens last 90 days.")

	g.printAdd("print/chat-octoprint-discord-webhook", `
Leo: for the #print-status channel, here's the webhook I made, put it in OctoPrint > Settings > Discord Webhook:
https://discord.com/api/webhooks/«_id»/«a»
Leo: and the avatar url is https://cdn.makerspace.example.org/img/octo.png
`, V{"_id": g.digits(19), "a": g.b64u(68)}, "https://cdn.makerspace.example.org/img/octo.png", "OctoPrint > Settings > Discord Webhook")

	g.printAdd("print/forum-creality-k1-wpa-conf", `
Re: K1 Max drops Wi-Fi after firmware 1.3.3.5

Check what it actually saved, mine had the old router in it:

    root@K1Max-6A2F /root [#] cat /usr/data/wpa_supplicant.conf
    ctrl_interface=/var/run/wpa_supplicant
    update_config=1
    network={
            ssid="Garage-2G"
            psk="«a»"
            key_mgmt=WPA-PSK
            priority=1
    }

Deleted it, rebooted, re-entered the password on the screen, stable since.
`, V{"a": g.pw()}, "root@K1Max-6A2F /root [#] cat /usr/data/wpa_supplicant.conf", "firmware 1.3.3.5")

	g.printAdd("print/fablab-email-3dprinteros-shared", `
Subject: Fab Lab - printer queue access for ENG-204

Hi all,

For this semester's project please submit through 3DPrinterOS (https://cloud.3dprinteros.com) with the course workspace account:

  login:    eng204-fablab@university.example.edu
  password: «a»

Do not change the password. Slicing profile: "Fab Lab PLA 0.2 (MK4)". Prints over 6 hours need approval.

— Fab Lab staff
`, V{"a": g.pw()}, `"Fab Lab PLA 0.2 (MK4)"`, "Prints over 6 hours need approval.")
}

// ---- benign look-alikes ----

func (g *G) printBenign() {
	rawThumb := "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAB" + g.s(alB64, 400) + "AAAAAElFTkSuQmCC"
	thumb := wrap(rawThumb, 78)
	g.printAdd("print/benign-prusaslicer-gcode-thumbnail", `
; generated by PrusaSlicer 2.8.1+linux-x64-GTK3 on 2025-02-11 at 12:01:44 UTC

; 

; thumbnail begin 16x16 «=n»
; «_t»
; thumbnail end

; external perimeters extrusion width = 0.45mm
; perimeters extrusion width = 0.45mm
M73 P0 R72
M201 X4000 Y4000 Z200 E2500 ; sets maximum accelerations, mm/sec^2
M203 X300 Y300 Z40 E100 ; sets maximum feedrates, mm / sec
M862.3 P "MK4S" ; printer model check
M862.5 P2 ; g-code level check
M115 U6.2.3+4621
G28 ; home all without mesh bed level
`, V{"=n": fmt.Sprint(len(rawThumb)), "_t": strings.ReplaceAll(thumb, "\n", "\n; ")}, "M862.3 P \"MK4S\" ; printer model check", "M115 U6.2.3+4621")

	g.printAdd("print/benign-bambu-gcode-header-and-md5", `
$ unzip -l Cable_chain_PETG.gcode.3mf | grep Metadata/plate_1
  8114022  2025-03-12 21:40   Metadata/plate_1.gcode
       32  2025-03-12 21:40   Metadata/plate_1.gcode.md5
    11873  2025-03-12 21:40   Metadata/plate_1.json
$ unzip -p Cable_chain_PETG.gcode.3mf Metadata/plate_1.gcode.md5; echo
«_md5»
$ unzip -p Cable_chain_PETG.gcode.3mf Metadata/plate_1.gcode | head -n 12
; HEADER_BLOCK_START
; BambuStudio 01.10.01.50
; model printing time: 1h 12m 3s; total estimated time: 1h 19m 40s
; total layer number: 212
; total filament length [mm] : 8121.31
; total filament volume [cm^3] : 19533.88
; total filament weight [g] : 24.42
; filament_density: 1.27
; filament_diameter: 1.75
; max_z_height: 42.40
; HEADER_BLOCK_END
`, V{"_md5": strings.ToUpper(g.hex(32))}, "; BambuStudio 01.10.01.50", "Metadata/plate_1.gcode.md5")

	g.printAdd("print/benign-klipper-mcu-serial-canbus", `
[mcu]
serial: /dev/serial/by-id/usb-Klipper_stm32f446xx_«_id»-if00
restart_method: command

[mcu EBBCan]
canbus_uuid: «_can»

[mcu rpi]
serial: /tmp/klipper_host_mcu

[include mainsail.cfg]
[include stealthburner_leds.cfg]

#*# <---------------------- SAVE_CONFIG ---------------------->
#*# [probe]
#*# z_offset = -0.985
#*# [input_shaper]
#*# shaper_type_x = mzv
#*# shaper_freq_x = 54.6
`, V{"_id": g.s(alHexU, 24), "_can": g.hex(12)}, "[include stealthburner_leds.cfg]", "shaper_freq_x = 54.6")

	gv := g.hex(8)
	g.printAdd("print/benign-klippy-log-header", `
Starting Klippy...
Args: ['/home/pi/klipper/klippy/klippy.py', '/home/pi/printer_data/config/printer.cfg', '-I', '/home/pi/printer_data/comms/klippy.serial', '-l', '/home/pi/printer_data/logs/klippy.log', '-a', '/home/pi/printer_data/comms/klippy.sock']
Git version: 'v0.12.0-385-g«_g»'
Branch: master
Remote: origin
Tracked URL: https://github.com/Klipper3d/klipper.git
CPU: 4 core ARMv7 Processor rev 4 (v7l)
Python: '3.9.2 (default, Mar 12 2021, 04:06:34) \n[GCC 10.2.1 20210110]'
Loaded MCU 'mcu' 117 commands (v0.12.0-385-g«_g» / gcc: (15:10.3-2021.07-4) 10.3.1 20210621 (release) binutils: (2.38-4ubuntu2+12) 2.38)
MCU 'mcu' config: ADC_MAX=4095 BUS_PINS_i2c1=PB6,PB7 CLOCK_FREQ=180000000 MCU=stm32f446xx PWM_MAX=255 RESERVE_PINS_USB=PA11,PA12 SERIAL_BAUD=250000 STATS_SUMSQ_BASE=256
`, V{"_g": gv}, "Tracked URL: https://github.com/Klipper3d/klipper.git", "MCU=stm32f446xx")

	g.printAdd("print/benign-moonraker-authorization-spoolman", `
[authorization]
force_logins: False
cors_domains:
    https://my.mainsail.xyz
    http://*.local
    http://*.lan
trusted_clients:
    10.0.0.0/8
    127.0.0.0/8
    169.254.0.0/16
    172.16.0.0/12
    192.168.0.0/16
    FE80::/10
    ::1/128

[spoolman]
server: http://192.168.1.12:7912
sync_rate: 5

[update_manager crowsnest]
type: git_repo
path: ~/crowsnest
origin: https://github.com/mainsail-crew/crowsnest.git
managed_services: crowsnest
install_script: tools/pkglist.sh
`, V{}, "server: http://192.168.1.12:7912", "origin: https://github.com/mainsail-crew/crowsnest.git", "force_logins: False")

	bsn := g.printBambuSN()
	g.printAdd("print/benign-bambu-mqtt-report", `
{"print":{"command":"push_status","msg":0,"sequence_id":"1934","gcode_state":"RUNNING","subtask_name":"Cable_chain_PETG","mc_percent":64,"mc_remaining_time":37,"layer_num":112,"total_layer_num":212,"wifi_signal":"-48dBm","nozzle_temper":219.8,"bed_temper":70.0,"job_id":"«_job»","task_id":"«_task»","profile_id":"«_prof»","ams":{"ams":[{"id":"0","humidity":"4","temp":"25.1","tray":[{"id":"0","tray_uuid":"«_tu»","tag_uid":"«_tag»","tray_type":"PETG","tray_sub_brands":"PETG HF","tray_color":"FF6A13FF","nozzle_temp_min":"230","nozzle_temp_max":"260"}]}]},"ipcam":{"ipcam_dev":"1","ipcam_record":"enable","timelapse":"disable","rtsp_url":"rtsps://192.168.1.91/streaming/live/1"},"upgrade_state":{"sn":"«_sn»","ota_new_version_number":"","ahb_new_version_number":"","module":"ota","new_ver_list":[]},"hms":[]}}
`, V{"_job": g.digits(9), "_task": g.digits(9), "_prof": g.digits(8), "_tu": g.s(alHexU, 32), "_tag": g.s(alHexU, 16), "_sn": bsn}, `"tray_sub_brands":"PETG HF"`, "rtsps://192.168.1.91/streaming/live/1")

	g.printAdd("print/benign-ipptool-attributes", `
$ ipptool -tv ipp://10.40.7.22/ipp/print get-printer-attributes.test | grep -E 'printer-(uuid|device-id|firmware-string|more-info|supply-info)'
        printer-device-id (textWithoutLanguage) = MFG:HP;MDL:HP Color LaserJet MFP M479fdw;CMD:PJL,PCL,PCLXL,PDF,PCLM,PWGRaster,URF,POSTSCRIPT;CLS:PRINTER;DES:W1A80A;CID:HPLJPDLV1;LEDMDIS:USB#FF#CC#00,USB#07#01#02;SN:«_sn»;
        printer-firmware-string-version (textWithoutLanguage) = 2507252_052240
        printer-more-info (uri) = http://10.40.7.22/#hId-pgDevInfo
        printer-supply-info-uri (uri) = http://10.40.7.22/#hId-pgConsumables
        printer-uuid (uri) = urn:uuid:«_u»
`, V{"_sn": "VNB3" + g.s(alUpNum, 6), "_u": g.uuid()}, "CID:HPLJPDLV1", "printer-firmware-string-version (textWithoutLanguage) = 2507252_052240")

	g.printAdd("print/benign-lpstat-t", `
$ lpstat -t
scheduler is running
system default destination: Lab_Brother
device for Lab_Brother: ipps://BRN«_mac».local:443/ipp/print
device for Zebra_ZD421: socket://10.40.7.19:9100
Lab_Brother accepting requests since Tue 11 Jun 2024 09:41:17 CEST
Zebra_ZD421 accepting requests since Mon 10 Jun 2024 16:02:55 CEST
printer Lab_Brother is idle.  enabled since Tue 11 Jun 2024 09:41:17 CEST
printer Zebra_ZD421 now printing Zebra_ZD421-212.  enabled since Mon 10 Jun 2024 16:02:55 CEST
Zebra_ZD421-212         dana           1024   Wed 12 Jun 2024 10:11:02 CEST
`, V{"_mac": g.s(alHexU, 12)}, "scheduler is running", "Zebra_ZD421-212")

	g.printAdd("print/benign-firmware-sha256sums", `
$ sha256sum MK4_6.2.3+4621.bbf klipper.bin X1C_01.08.02.00.zip
«_h1»  MK4_6.2.3+4621.bbf
«_h2»  klipper.bin
«_h3»  X1C_01.08.02.00.zip
$ git -C ~/klipper log --oneline -3
«_c1» stm32: Add support for stm32h723 usb (#6821)
«_c2» toolhead: Fix lookahead flush on long moves
«_c3» docs: Update Config_Changes.md
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "_c1": g.hex(9), "_c2": g.hex(9), "_c3": g.hex(9)}, "MK4_6.2.3+4621.bbf", "toolhead: Fix lookahead flush on long moves")

	g.printAdd("print/benign-octoprint-systeminfo", `
browser.user_agent: Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0
connectivity.connection_check: 1.1.1.1:53
connectivity.connection_ok: true
connectivity.enabled: true
connectivity.online: true
connectivity.resolution_check: octoprint.org
env.hardware.cores: 4
env.hardware.freq: 1800.0
env.hardware.ram: 3976400896
env.os.id: linux
env.os.platform: linux
env.plugins.pi_support.model: Raspberry Pi 4 Model B Rev 1.4
env.plugins.pi_support.octopi_version: 1.0.0
env.plugins.pi_support.octopiuptodate_build: 1.0.0-1.10.3-20240602131413
env.python.version: 3.9.2
octoprint.last_safe_mode.date: unknown
octoprint.version: 1.10.3
printer.firmware: Prusa-Firmware 3.14.1 based on Marlin
systeminfo.generator: zipapi
`, V{}, "env.plugins.pi_support.octopiuptodate_build: 1.0.0-1.10.3-20240602131413", "printer.firmware: Prusa-Firmware 3.14.1 based on Marlin")

	g.printAdd("print/benign-octoprint-masked-keys-ui", `
Settings > Application Keys
  Application      User    API Key            Created
  PrintDeck        dana    ••••••••••••3F9A    2025-01-03 10:14
  Home Assistant   dana    ••••••••••••B7C1    2024-11-19 21:40
  OctoApp          dana    ••••••••••••0E22    2024-08-02 08:05
[Generate key]  [Revoke selected]
`, V{}, "••••••••••••3F9A", "Settings > Application Keys")

	g.printAdd("print/benign-grbl-settings", `
$$
$0=10
$1=25
$2=0
$3=2
$4=0
$5=0
$6=0
$10=1
$11=0.010
$12=0.002
$13=0
$20=1
$21=1
$22=1
$23=3
$24=25.000
$25=1500.000
$26=250
$27=2.000
$30=24000
$31=0
$32=0
$100=40.000
$101=40.000
$102=400.000
$110=5000.000
$111=5000.000
$112=1000.000
$130=850.000
$131=850.000
$132=95.000
ok
[VER:1.1h.20190825:]
[OPT:VZL,15,128]
ok
`, V{}, "[VER:1.1h.20190825:]", "[OPT:VZL,15,128]")

	g.printAdd("print/benign-zebra-allcv-masked", `
$ printf '! U1 getvar "wlan"\r\n' | nc -q2 10.8.1.60 9100 | head -n 9
wlan.essid : Warehouse-Scan , Choices: 0-32 alphanumeric ASCII characters
wlan.security : 5 , Choices: 1-15
wlan.wpa.psk : ******** , Choices: 64 hexadecimal digits
wlan.wpa.psk_passphrase : ******** , Choices: 8-63 alphanumeric ASCII characters
wlan.mac_addr : «_mac» , Choices:
wlan.ip.addr : 10.8.1.61 , Choices:
wlan.signal_strength : 82 , Choices:
wlan.firmware_version : V76.20.01Z , Choices:
wlan.country_code : usa/canada , Choices:
`, V{"_mac": g.printMAC()}, "wlan.wpa.psk : ******** , Choices: 64 hexadecimal digits", "wlan.firmware_version : V76.20.01Z")

	g.printAdd("print/benign-snmpwalk-public", `
$ snmpwalk -v1 -c public 10.40.7.22 SNMPv2-MIB::system
SNMPv2-MIB::sysDescr.0 = STRING: HP ETHERNET MULTI-ENVIRONMENT,ROM none,JETDIRECT,JD153,EEPROM JSI24110004,CIDATE 02/15/2024
SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.11.2.3.9.1
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (123456789) 14 days, 6:56:07.89
SNMPv2-MIB::sysContact.0 = STRING: it@corp.example.com
SNMPv2-MIB::sysName.0 = STRING: NPI«_n»
SNMPv2-MIB::sysLocation.0 = STRING: 2F copy room
`, V{"_n": g.s(alHexU, 6)}, "JETDIRECT,JD153,EEPROM JSI24110004", "SNMPv2-SMI::enterprises.11.2.3.9.1")

	g.printAdd("print/benign-printnode-printers-json", `
[
  {
    "id": «_p1»,
    "computer": {"id": «_c», "name": "packing-pi", "hostname": "pi@packing-pi", "state": "connected", "version": "4.27.17", "createTimestamp": "2024-05-02T09:11:40.114Z"},
    "name": "Zebra_ZD421",
    "description": "Zebra ZD421",
    "capabilities": {"bins": [], "collate": false, "color": false, "copies": 1, "dpis": ["203x203"], "duplex": false, "medias": [], "papers": {"4x6": [1016, 1524]}},
    "default": false,
    "createTimestamp": "2024-05-02T09:12:03.540Z",
    "state": "online"
  }
]
`, V{"_p1": fmt.Sprint(70000000 + g.r.IntN(9000000)), "_c": fmt.Sprint(500000 + g.r.IntN(400000))}, `"hostname": "pi@packing-pi"`, `"dpis": ["203x203"]`)

	g.printAdd("print/benign-prusa-connect-printer-json", `
{
  "uuid": "«_u»",
  "fingerprint": "«_fp»",
  "name": "MK4-left",
  "printer_model": "MK4S",
  "printer_type": "1.4.0",
  "sn": "«_sn»",
  "firmware": "6.2.3+4621",
  "connect_state": "ONLINE",
  "team_id": «_team»,
  "location": "Bay 2",
  "nozzle_diameter": 0.4
}
`, V{"_u": g.uuid(), "_fp": g.hex(64), "_sn": "CZPX4524X017XC" + g.digits(5), "_team": fmt.Sprint(10000 + g.r.IntN(90000))}, `"printer_type": "1.4.0"`, `"location": "Bay 2"`)

	g.printAdd("print/benign-ha-bambu-diagnostics", `
{
  "home_assistant": {"installation_type": "Home Assistant OS", "version": "2025.3.1"},
  "integration_manifest": {"domain": "bambu_lab", "version": "2.1.6"},
  "data": {
    "config_entry_data": {"device_type": "X1C", "serial": "**REDACTED**"},
    "config_entry_options": {"host": "**REDACTED**", "local_mqtt": true, "access_code": "**REDACTED**", "auth_token": "**REDACTED**", "username": "**REDACTED**", "email": "**REDACTED**"},
    "push_all": {"print": {"gcode_state": "IDLE", "ams_exist_bits": "1", "nozzle_diameter": "0.4", "nozzle_type": "hardened_steel", "ver": "01.08.02.00", "spd_lvl": 2}}
  }
}
`, V{}, `"access_code": "**REDACTED**"`, `"nozzle_type": "hardened_steel"`)

	g.printAdd("print/benign-pip-hashes-octoprint", `
# requirements.txt for the OctoPrint farm image (pip-compile --generate-hashes)
octoprint==1.10.3 \
    --hash=sha256:«_h1» \
    --hash=sha256:«_h2»
octoprint-firmwarecheck==2021.10.11 \
    --hash=sha256:«_h3»
octorest==0.4 \
    --hash=sha256:«_h4»
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "_h4": g.hex(64)}, "octoprint-firmwarecheck==2021.10.11", "pip-compile --generate-hashes")

	mb := g.hex(16)
	g.printAdd("print/benign-elegoo-sdcp-status", `
< {"Status":{"CurrentStatus":[1],"PreviousStatus":0,"PrintInfo":{"Status":13,"CurrentLayer":118,"TotalLayer":412,"CurrentTicks":3120,"TotalTicks":10840,"Filename":"benchy_pla.gcode","TaskId":"«_task»","PrintSpeedPct":100},"TempOfNozzle":219.87,"TempOfHotbed":60.02},"MainboardID":"«_mb»","TimeStamp":1741962011,"Topic":"sdcp/status/«_mb»"}
> {"Id":"","Data":{"Cmd":0,"Data":{},"RequestID":"«_req»","MainboardID":"«_mb»","TimeStamp":1741962015,"From":1},"Topic":"sdcp/request/«_mb»"}
`, V{"_task": g.uuid(), "_mb": mb, "_req": g.hex(32)}, `"Filename":"benchy_pla.gcode"`)

	g.printAdd("print/benign-ultimaker-system-json", `
$ curl -s http://um-s5-lab.local/api/v1/system | jq '{guid, name, firmware, hostname, type, variant, hardware}'
{
  "guid": "«_g»",
  "name": "UM-S5-lab",
  "firmware": "8.3.0.20241028",
  "hostname": "ultimakersystem-«_h»",
  "type": "3D printer",
  "variant": "Ultimaker S5",
  "hardware": {"revision": 0, "typeid": 9051}
}
`, V{"_g": g.uuid(), "_h": g.hex(12)}, `"firmware": "8.3.0.20241028"`, `"variant": "Ultimaker S5"`)

	g.printAdd("print/benign-duet-m122-board-id", `
M122
=== Diagnostics ===
RepRapFirmware for Duet 2 WiFi/Ethernet version 3.5.4 (2024-11-24 10:43:42) running on Duet WiFi 1.02 or later
Board ID: «_b»
Used output buffers: 3 of 26 (14 max)
=== RTOS ===
Static ram: 23256
Dynamic ram: 72340 of which 0 recycled
Never used RAM 12880, free system stack 184 words
=== Network ===
Interface state active, link 65Mbps
WiFi firmware version 2.1.0, module type ESP8266, SSID Makerspace-IoT, signal -58dBm, mode 802.11n, reconnections 0
WiFi MAC address «_mac»
`, V{"_b": g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5), "_mac": strings.ToLower(g.printMAC())}, "RepRapFirmware for Duet 2 WiFi/Ethernet version 3.5.4", "module type ESP8266, SSID Makerspace-IoT")

	g.printAdd("print/benign-duet-m587-list", `
M587
Remembered networks:
Makerspace-IoT IP=0.0.0.0 GW=0.0.0.0 NM=0.0.0.0
Garage-2G IP=192.168.1.80 GW=192.168.1.1 NM=255.255.255.0
ok
`, V{}, "Remembered networks:", "Garage-2G IP=192.168.1.80")

	g.printAdd("print/benign-bambu-connect-url-and-device-json", `
open "bambu-connect://import-file?path=%2FUsers%2Fdana%2FDownloads%2Fbracket_v3.gcode.3mf&name=bracket_v3&version=1.0.0"

# Bambu Connect device list (Help > Export device info, secrets stripped by the app)
{"devices":[{"dev_id":"«_sn»","dev_name":"X1C-garage","dev_model":"BL-P001","dev_ip":"192.168.1.91","lan_mode":true,"fw_ver":"01.08.02.00","access_code":"********"}]}
`, V{"_sn": g.printBambuSN()}, "bambu-connect://import-file?path=%2FUsers%2Fdana%2FDownloads%2Fbracket_v3.gcode.3mf", `"access_code":"********"`)

	g.printAdd("print/benign-zpl-shipping-label", `
^XA
^CI28
^FO40,40^A0N,36,36^FDMakerspace Supply Co.^FS
^FO40,90^A0N,28,28^FDOrder SO-104882^FS
^FO40,140^BY3^BCN,120,Y,N,N^FD«_trk»^FS
^FO40,320^BQN,2,6^FDQA,https://track.example-shop.com/t/«_id»^FS
^FO420,340^A0N,24,24^FDWeight 1.42 kg^FS
^PQ1,0,1,Y
^XZ
`, V{"_trk": "1Z" + g.s(alUpNum, 16), "_id": g.b64u(12)}, "^FDMakerspace Supply Co.^FS", "^FDWeight 1.42 kg^FS")

	g.printAdd("print/benign-hp-config-page-text", `
HP Color LaserJet Pro MFP M479fdw - Configuration Page
  Product Name:             HP Color LaserJet Pro MFP M479fdw
  Product Number:           W1A80A
  Serial Number:            «_sn»
  Firmware Datecode:        20250206
  Firmware Revision:        002_2506A
  Formatter Number:         «_fmt»
  Hardware Address:         «_mac»
  Host Name:                NPI«_n»
  IPv4 Address:             10.40.7.22
  Total Pages Printed:      48217
`, V{"_sn": "VNB3" + g.s(alUpNum, 6), "_fmt": "JSI24" + g.digits(6), "_mac": g.printMAC(), "_n": g.s(alHexU, 6)}, "Firmware Revision:        002_2506A", "Total Pages Printed:      48217")
}
