package cases

import (
	"fmt"
	"strings"
)

// homeCases adds the credentials of people running their own services at
// home, in the files and outputs a coding agent meets when it helps with
// a home lab: Home Assistant (secrets.yaml, long-lived access tokens,
// .storage), ESPHome, Zigbee2MQTT and Mosquitto; Nextcloud; Synology,
// QNAP, TrueNAS and Unraid; Proxmox; Pi-hole and AdGuard Home; Plex,
// Jellyfin and Emby; the *arr apps, SABnzbd, qBittorrent and
// Transmission; Traefik, Caddy, Nginx Proxy Manager; Authelia,
// Authentik, Vaultwarden; Gitea and Forgejo; Mastodon and Matrix
// Synapse; Immich, Paperless-ngx, Grafana, InfluxDB, Uptime Kuma;
// WireGuard, Tailscale, Headscale, ZeroTier, Cloudflare tunnels and
// dynamic DNS clients; cameras (Frigate, RTSP); UniFi, OpenWrt, pfSense
// and OPNsense; MinIO, restic, Borg, Kopia, rclone, Syncthing;
// Portainer, Watchtower notification URLs, ntfy, Gotify; Kodi, Samba;
// the Docker Compose and .env files that wire them; and forum and chat
// posts asking for help with a pasted config. The case names start with
// "home/".
//
// Secrets: passwords, API keys and tokens, session ids, encryption and
// signing keys, pre-shared keys, private keys, and password hashes
// (htpasswd, bcrypt, argon2, PBKDF2, crypt, NT hashes: offline guessing
// recovers chosen passwords) and reversibly obscured values (rclone).
// Benign: hosts, ports, image tags, entity and device ids, UUIDs of
// things, public keys, file hashes, "!secret" references, environment
// references, documented default placeholders and half-redacted values.
func (g *G) homeCases() {
	g.hlHomeAssistant()
	g.hlMedia()
	g.hlArr()
	g.hlNAS()
	g.hlProxy()
	g.hlAuth()
	g.hlApps()
	g.hlNet()
	g.hlBackup()
	g.hlNotify()
	g.hlCompose()
	g.hlForum()
	g.hlBenign()
}

// ---- values used only here ----

func (g *G) hlHAToken() string {
	iat := 1700000000 + g.r.IntN(60000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}
func (g *G) hlArrKey() string  { return g.hex(32) }
func (g *G) hlPlex() string    { return g.s(alAlnum+"-_", 20) }
func (g *G) hlESPKey() string  { return g.b64(32) }
func (g *G) hlTrueNAS() string { return fmt.Sprintf("%d-", 1+g.r.IntN(9)) + g.an(64) }
func (g *G) hlArgon2id() string {
	return "$argon2id$v=19$m=65536,t=3,p=4$" + g.s(alB64, 22) + "$" + g.s(alB64, 43)
}
func (g *G) hlBcrypt(cost string) string {
	return "$2" + g.pick("a", "b", "y") + "$" + cost + "$" + g.s(alAlnum+"./", 53)
}
func (g *G) hlApr1() string {
	return "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)
}
func (g *G) hlSHA512Crypt() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}
func (g *G) hlMD5Crypt() string { return "$1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22) }
func (g *G) hlQbit() string     { return "@ByteArray(" + g.b64(16) + ":" + g.b64(64) + ")" }
func (g *G) hlMosq() string     { return "$7$101$" + g.b64(12) + "$" + g.b64(64) }
func (g *G) hlCFTunnel() string {
	return b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), g.uuid(), g.b64(32)))
}
func (g *G) hlSyncID() string {
	p := make([]string, 8)
	for i := range p {
		p[i] = g.s(alB32, 7)
	}
	return strings.Join(p, "-")
}
func (g *G) hlObscured() string { return g.b64u(24 + 4*g.r.IntN(6)) }
func (g *G) hlSynapse() string  { return g.s(alAlnum+".,;:^&*-_+=#~@", 50) }
func (g *G) hlGiteaInternal() string {
	return g.jwt("HS256", fmt.Sprintf(`{"nbf":%d}`, 1600000000+g.r.IntN(100000000)))
}
func (g *G) hlNCSecret() string { return g.s(alAlnum+"+/", 48) }
func (g *G) hlGotify() string   { return "A" + g.s(alAlnum+".-_", 14) }
func (g *G) hlNtfy() string     { return "tk_" + g.s(alLowNum, 29) }
func (g *G) hlPushTok() string  { return "a" + g.s(alLowNum, 29) }
func (g *G) hlPushUser() string { return "u" + g.s(alLowNum, 29) }
func (g *G) hlDiscordHook() (string, string) {
	return g.digits(19), g.b64u(68)
}
func (g *G) hlNT() string     { return g.s(alHexU, 32) }
func (g *G) hlInflux() string { return g.b64u(86) + "==" }
func (g *G) hlPiholeV6() string {
	return "$BALLOON-SHA256$v=1$s=1024,t=32$" + g.b64(16) + "$" + g.b64(32)
}
func (g *G) hlZ2MKey() string {
	n := make([]string, 16)
	for i := range n {
		n[i] = fmt.Sprint(g.r.IntN(256))
	}
	return strings.Join(n, ", ")
}
func (g *G) hlMac() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.s(alHexU, 2)
	}
	return strings.Join(p, ":")
}
func (g *G) hlIP() string {
	return fmt.Sprintf("192.168.%d.%d", g.pick1(1, 0, 10, 50), 2+g.r.IntN(250))
}
func (g *G) pick1(xs ...int) int { return xs[g.r.IntN(len(xs))] }
func (g *G) hlWifi() string {
	if g.r.IntN(2) == 0 {
		return g.s("abcdefghjkmnpqrstuvwxyz23456789", 16)
	}
	return strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + g.s(alDigit, 4)
}
func (g *G) hlB2Key() string     { return "K00" + g.s(alDigit, 1) + g.s(alAlnum+"/+", 27) }
func (g *G) hlB2ID() string      { return "00" + g.hex(10) + "000000000" + g.s(alDigit, 1) }
func (g *G) hlHeadscale() string { return g.hex(48) }
func (g *G) hlDigest() string    { return "sha256:" + g.hex(64) }
func (g *G) hlVapid() (string, string) {
	return g.b64u(43) + "=", "B" + g.b64u(86) + "="
}
func (g *G) hlDollar(s string) string { return strings.ReplaceAll(s, "$", "$$") }

func (g *G) hlHomeAssistant() {
	g.add("home/ha-secrets-yaml", `
$ cat /config/secrets.yaml
# Use this file to store secrets like usernames and passwords.
latitude: 52.3731
longitude: 4.8922
mqtt_user: homeassistant
mqtt_password: «a»
influxdb_token: «b»
spotify_client_id: «_c»
spotify_client_secret: «d»
wifi_ssid: "Skynet-IoT"
wifi_password: "«e»"
`, V{"a": g.pwURL(), "b": g.hlInflux(), "_c": g.hex(32), "d": g.hex(32), "e": g.hlWifi()}, "Skynet-IoT", "mqtt_user: homeassistant")

	g.add("home/ha-configuration-secret-refs", `
homeassistant:
  name: Home
  latitude: !secret latitude
  longitude: !secret longitude
  unit_system: metric
  time_zone: Europe/Amsterdam
http:
  use_x_forwarded_for: true
  trusted_proxies:
    - 172.30.33.0/24
influxdb:
  api_version: 2
  host: «_h»
  port: 8086
  token: !secret influxdb_token
  organization: «_o»
  bucket: homeassistant
`, V{"_h": g.hlIP(), "_o": g.hex(16)}, "!secret influxdb_token", "!secret latitude", "172.30.33.0/24")

	g.add("home/ha-llat-curl", `
$ curl -s -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    http://homeassistant.local:8123/api/states/sensor.living_room_temperature
{"entity_id":"sensor.living_room_temperature","state":"21.4","attributes":{"unit_of_measurement":"°C","device_class":"temperature","friendly_name":"Living Room Temperature"},"last_changed":"2026-10-30T18:02:11.412+00:00","context":{"id":"«_id»","parent_id":null,"user_id":null}}
`, V{"a": g.hlHAToken(), "_id": strings.ToUpper(g.s(alB32, 26))}, "sensor.living_room_temperature", "http://homeassistant.local:8123")

	g.add("home/ha-rest-command-yaml", `
rest_command:
  restart_octoprint:
    url: "http://octopi.lan/api/system/commands/core/restart"
    method: POST
    headers:
      X-Api-Key: «a»
  notify_nas:
    url: "http://«_ip»:5000/webapi/entry.cgi"
    method: POST
    payload: 'api=SYNO.Core.Notification&version=1&method=send&_sid=«b»'
`, V{"a": strings.ToUpper(g.hex(32)), "_ip": g.hlIP(), "b": g.b64u(86)}, "restart_octoprint", "http://octopi.lan/api/system/commands/core/restart")

	g.add("home/ha-storage-auth", `
$ sudo jq '.data.refresh_tokens[0]' /config/.storage/auth
{
  "id": "«_id»",
  "user_id": "«_u»",
  "client_id": "https://home-assistant.io/iOS",
  "client_name": null,
  "token_type": "normal",
  "created_at": "2026-03-14T09:11:02.118392+00:00",
  "access_token_expiration": 1800.0,
  "token": "«a»",
  "jwt_key": "«b»",
  "last_used_at": "2026-11-01T20:44:19.002114+00:00",
  "last_used_ip": "«_ip»"
}
`, V{"_id": g.hex(32), "_u": g.hex(32), "a": g.hex(128), "b": g.hex(128), "_ip": g.hlIP()}, "https://home-assistant.io/iOS")

	g.add("home/esphome-node-yaml", `
esphome:
  name: garage-door
  friendly_name: Garage Door

esp32:
  board: esp32dev

api:
  encryption:
    key: "«a»"

ota:
  - platform: esphome
    password: "«b»"

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
  ap:
    ssid: "Garage-Door Fallback Hotspot"
    password: "«c»"
`, V{"a": g.hlESPKey(), "b": g.hex(32), "c": g.s(alAlnum, 12)}, "!secret wifi_password", "Garage-Door Fallback Hotspot", "board: esp32dev")

	g.add("home/esphome-secrets-yaml", `
# esphome/secrets.yaml
wifi_ssid: "Lan Solo"
wifi_password: "«a»"
api_key_office: "«b»"
ota_password: "«c»"
`, V{"a": g.hlWifi(), "b": g.hlESPKey(), "c": g.pwURL()}, "Lan Solo")

	g.add("home/esphome-logs-encryption", `
$ esphome logs living-room-sensor.yaml
INFO ESPHome 2024.10.2
INFO Reading configuration living-room-sensor.yaml...
INFO Starting log output from 192.168.1.87 using esphome API
WARNING Can't connect to ESPHome API for living-room-sensor @ 192.168.1.87: The connection dropped immediately after encrypted hello; Try enabling encryption on the device or turning off encryption on the client (Home Assistant). (RequiresEncryptionAPIError)
INFO Trying to connect to living-room-sensor @ 192.168.1.87 in the background
# fixed by adding key «a» to the HA integration
`, V{"a": g.hlESPKey()}, "RequiresEncryptionAPIError", "living-room-sensor @ 192.168.1.87")

	g.add("home/z2m-configuration", `
homeassistant:
  enabled: true
frontend:
  enabled: true
  port: 8080
  auth_token: «a»
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://core-mosquitto:1883
  user: addons
  password: «b»
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_«_sn»-if00-port0
  adapter: zstack
advanced:
  pan_id: 6754
  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]
  network_key: [«c»]
  channel: 25
devices:
  '0x«_ieee»':
    friendly_name: hallway_motion
`, V{"a": g.an(24), "b": g.pwURL(), "_sn": g.hex(32), "c": g.hlZ2MKey(), "_ieee": g.hex(16)}, "mqtt://core-mosquitto:1883", "hallway_motion", "ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]")

	g.add("home/z2m-secret-yaml", `
$ cat /opt/zigbee2mqtt/data/secret.yaml
user: mqtt_z2m
password: «a»
network_key: [«b»]
`, V{"a": g.pw(), "b": g.hlZ2MKey()}, "user: mqtt_z2m")

	g.add("home/mosquitto-passwd-file", `
$ sudo mosquitto_passwd -c /mosquitto/config/passwd homeassistant
Password:
Reenter password:
$ cat /mosquitto/config/passwd
homeassistant:«a»
zigbee2mqtt:«b»
frigate:«c»
`, V{"a": g.hlMosq(), "b": g.hlMosq(), "c": g.hlMosq()}, "/mosquitto/config/passwd")

	g.add("home/mosquitto-pub-cli", `
$ mosquitto_pub -h 192.168.1.10 -p 1883 -u tasmota -P «a» -t cmnd/tasmota_«_id»/POWER -m TOGGLE
$ mosquitto_sub -h 192.168.1.10 -u tasmota -P '«b»' -t 'tele/#' -v
tele/tasmota_«_id»/STATE {"Time":"2026-11-02T09:01:33","Uptime":"3T04:11:09","POWER":"ON","Wifi":{"SSId":"IoT","RSSI":78}}
`, V{"a": g.pwURL(), "_id": g.s(alHexU, 6), "b": g.pw()}, "tele/#")

	g.add("home/tasmota-backlog", `
Backlog SSID1 IoT-2G; Password1 «a»; MqttHost 192.168.1.10; MqttUser tasmota; MqttPassword «b»; Topic shelly_plug_3; WebPassword «c»
`, V{"a": g.hlWifi(), "b": g.pwURL(), "c": g.pwURL()}, "MqttHost 192.168.1.10", "Topic shelly_plug_3")

	g.add("home/nodered-settings-js", `
module.exports = {
    uiPort: process.env.PORT || 1880,
    credentialSecret: "«a»",
    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "«b»",
            permissions: "*"
        }]
    },
    httpNodeAuth: {user:"flows", pass:"«c»"},
`, V{"a": g.hex(32), "b": g.hlBcrypt("08"), "c": g.hlBcrypt("08")}, "process.env.PORT || 1880")

	g.add("home/ha-websocket-auth", `
$ websocat ws://192.168.1.20:8123/api/websocket
{"type":"auth_required","ha_version":"2024.11.1"}
{"type":"auth","access_token":"«a»"}
{"type":"auth_ok","ha_version":"2024.11.1"}
{"id":1,"type":"subscribe_events","event_type":"state_changed"}
`, V{"a": g.hlHAToken()}, "auth_required", `"ha_version":"2024.11.1"`)

	g.add("home/ha-appdaemon-yaml", `
appdaemon:
  time_zone: Europe/Berlin
  plugins:
    HASS:
      type: hass
      ha_url: http://homeassistant:8123
      token: «a»
http:
  url: http://0.0.0.0:5050
admin:
  password: «b»
`, V{"a": g.hlHAToken(), "b": g.pwURL()}, "http://homeassistant:8123")

	g.add("home/ha-env-hass-token", `
$ cat ~/.config/hass-cli/env
HASS_SERVER=https://ha.example-home.net
HASS_TOKEN=«a»
$ hass-cli state list 'light.*' | head -3
ENTITY                     DESCRIPTION          STATE    CHANGED
light.kitchen_ceiling      Kitchen Ceiling      off      2026-11-02T07:14:02
light.office_desk          Office Desk          on       2026-11-02T08:30:49
`, V{"a": g.hlHAToken()}, "https://ha.example-home.net", "light.kitchen_ceiling")

	g.add("home/homebridge-config-json", `
{
  "bridge": {
    "name": "Homebridge 3C1A",
    "username": "0E:«_m»",
    "port": 51826,
    "pin": "031-45-154"
  },
  "platforms": [
    {"platform": "config", "name": "Config", "port": 8581},
    {"platform": "Ring", "refreshToken": "«a»"},
    {"platform": "nest-cam", "options": ["Camera.Enabled"], "refreshToken": "«b»"}
  ]
}
`, V{"_m": g.hlMac()[3:], "a": g.b64u(180), "b": g.gRefresh()}, `"port": 51826`, "Homebridge 3C1A")

	g.add("home/ha-ecobee-and-ring-tokens", `
$ cat /config/ecobee.conf
{"API_KEY": "«a»", "REFRESH_TOKEN": "«b»", "ACCESS_TOKEN": "«c»", "AUTHORIZATION_CODE": ""}
`, V{"a": g.an(32), "b": g.b64u(32), "c": g.jwt("RS256", `{"iss":"https://auth.ecobee.com/","aud":"https://developer-apps.ecobee.com/api/"}`)}, `"AUTHORIZATION_CODE": ""`)

	g.add("home/ha-shell-command-secrets", `
shell_command:
  backup_to_nas: >-
    sshpass -p '«a»' rsync -az /backup/ hass@nas.lan:/volume1/backups/ha/
  wake_pc: "curl -u admin:«b» http://192.168.1.1/cgi-bin/wol?mac=«_m»"
`, V{"a": g.pw(), "b": g.pwURL(), "_m": g.hlMac()}, "/volume1/backups/ha/")
}

func (g *G) hlMedia() {
	g.add("home/plex-preferences-xml", `
$ cat "/var/lib/plexmediaserver/Library/Application Support/Plex Media Server/Preferences.xml"
<?xml version="1.0" encoding="utf-8"?>
<Preferences OldestPreviousVersion="1.32.8.7639-fb6452ebf" MachineIdentifier="«_mid»" ProcessedMachineIdentifier="«_pmid»" AnonymousMachineIdentifier="«_amid»" MetricsEpoch="1" AcceptedEULA="1" FriendlyName="basement-nas" PublishServerOnPlexOnlineKey="1" PlexOnlineHome="1" PlexOnlineToken="«a»" PlexOnlineUsername="mediadad" PlexOnlineMail="mediadad@example.com" CertificateUUID="«_cu»" LanNetworksBandwidth="192.168.1.0/24" TranscoderTempDirectory="/transcode"/>
`, V{"_mid": g.uuid(), "_pmid": g.hex(40), "_amid": g.uuid(), "a": g.hlPlex(), "_cu": g.hex(32)}, "basement-nas", "192.168.1.0/24")

	g.add("home/plex-token-url", `
$ curl -s "http://192.168.1.40:32400/library/sections/2/refresh?X-Plex-Token=«a»"
$ curl -s "http://192.168.1.40:32400/status/sessions?X-Plex-Token=«b»" | xmllint --xpath 'count(//Video)' -
2
`, V{"a": g.hlPlex(), "b": g.hlPlex()}, "/library/sections/2/refresh", "http://192.168.1.40:32400")

	g.add("home/plex-claim-compose", `
services:
  plex:
    image: lscr.io/linuxserver/plex:1.41.1
    network_mode: host
    environment:
      - PUID=1000
      - PGID=1000
      - VERSION=docker
      - PLEX_CLAIM=claim-«a»
    volumes:
      - /srv/plex/config:/config
      - /mnt/media:/media
`, V{"a": g.s(alAlnum, 20)}, "lscr.io/linuxserver/plex:1.41.1", "/srv/plex/config:/config")

	g.add("home/plex-log-token-leak", `
Nov 02, 2026 10:14:22.391 [140181230] DEBUG - Request: [192.168.1.55:51234 (Subnet)] GET /library/metadata/48211/thumb/1730499913?X-Plex-Token=«a» (4 live) #1c8a TLS GZIP Signed-in Token (mediadad) (Apple TV)
Nov 02, 2026 10:14:22.402 [140181230] DEBUG - Completed: [192.168.1.55:51234] 200 GET /library/metadata/48211/thumb/1730499913 (4 live) #1c8a TLS GZIP 10ms 18213 bytes
`, V{"a": g.hlPlex()}, "/library/metadata/48211/thumb/1730499913")

	g.add("home/jellyfin-api-key-curl", `
$ curl -s -H 'Authorization: MediaBrowser Token="«a»"' http://jellyfin.lan:8096/Library/VirtualFolders | jq -r '.[].Name'
Movies
Shows
Music
$ curl -s "http://jellyfin.lan:8096/Items/Counts?api_key=«b»"
{"MovieCount":812,"SeriesCount":96,"EpisodeCount":4410}
`, V{"a": g.hex(32), "b": g.hex(32)}, "http://jellyfin.lan:8096/Library/VirtualFolders")

	g.add("home/jellyfin-sql-apikeys", `
$ sqlite3 /var/lib/jellyfin/data/jellyfin.db "select Id, DateCreated, Name, AccessToken from ApiKeys;"
1|2025-01-12 18:22:40|Jellyseerr|«a»
2|2025-06-03 07:11:09|Home Assistant|«b»
`, V{"a": g.hex(32), "b": g.hex(32)}, "/var/lib/jellyfin/data/jellyfin.db")

	g.add("home/emby-webhook-url", `
Emby Server › Notifications › Webhooks
URL: https://n8n.home.example.org/webhook/emby?api_key=«a»
Events: playback.start, playback.stop, library.new
Request content type: application/json
`, V{"a": g.hex(32)}, "playback.start, playback.stop, library.new")

	g.add("home/tautulli-config-ini", `
[PMS]
pms_name = basement-nas
pms_ip = 192.168.1.40
pms_port = 32400
pms_token = «a»
pms_identifier = «_id»
[General]
api_enabled = 1
api_key = «b»
http_username = admin
http_password = «c»
`, V{"a": g.hlPlex(), "_id": g.hex(40), "b": g.hex(32), "c": g.pw()}, "pms_port = 32400")

	g.add("home/overseerr-settings-json", `
$ jq '.main, .plex, .radarr[0]' /app/config/settings.json
{
  "apiKey": "«a»",
  "applicationTitle": "Overseerr",
  "applicationUrl": "https://requests.example-home.net",
  "localLogin": true
}
{
  "name": "basement-nas",
  "ip": "192.168.1.40",
  "port": 32400,
  "useSsl": false,
  "machineId": "«_mid»"
}
{
  "name": "Radarr 4K",
  "hostname": "radarr",
  "port": 7878,
  "apiKey": "«b»",
  "activeProfileName": "UHD Bluray + WEB"
}
`, V{"a": b64s(fmt.Sprint(1690000000000+g.r.IntN(90000000000)) + g.uuid()), "_mid": g.hex(40), "b": g.hlArrKey()}, "https://requests.example-home.net", "UHD Bluray + WEB")

	g.add("home/kodi-advancedsettings-mysql", `
<advancedsettings version="1.0">
  <videodatabase>
    <type>mysql</type>
    <host>192.168.1.30</host>
    <port>3306</port>
    <user>kodi</user>
    <pass>«a»</pass>
  </videodatabase>
  <musicdatabase>
    <type>mysql</type>
    <host>192.168.1.30</host>
    <port>3306</port>
    <user>kodi</user>
    <pass>«a»</pass>
  </musicdatabase>
</advancedsettings>
`, V{"a": g.pw()}, "<type>mysql</type>")

	g.add("home/kodi-jsonrpc-curl", `
$ curl -s -u kodi:«a» -H 'Content-Type: application/json' \
    -d '{"jsonrpc":"2.0","method":"Player.GetActivePlayers","id":1}' http://livingroom-kodi:8080/jsonrpc
{"id":1,"jsonrpc":"2.0","result":[{"playerid":1,"playertype":"internal","type":"video"}]}
`, V{"a": g.pwURL()}, "Player.GetActivePlayers", "http://livingroom-kodi:8080/jsonrpc")

	g.add("home/jellyseerr-env", `
# jellyseerr .env
LOG_LEVEL=debug
TZ=Europe/London
JELLYFIN_URL=http://jellyfin:8096
JELLYFIN_API_KEY=«a»
SONARR_API_KEY=«b»
`, V{"a": g.hex(32), "b": g.hlArrKey()}, "JELLYFIN_URL=http://jellyfin:8096")

	g.add("home/navidrome-toml", `
# /var/lib/navidrome/navidrome.toml
MusicFolder = "/mnt/music"
Port = 4533
LastFM.ApiKey = "«a»"
LastFM.Secret = "«b»"
Spotify.ID = "«_sid»"
Spotify.Secret = "«c»"
`, V{"a": g.hex(32), "b": g.hex(32), "_sid": g.hex(32), "c": g.hex(32)}, `MusicFolder = "/mnt/music"`)

	g.add("home/audiobookshelf-token", `
$ curl -s -X POST http://abs.lan:13378/login -H 'Content-Type: application/json' -d '{"username":"root","password":"«a»"}' | jq '.user.token'
"«b»"
`, V{"a": g.pw(), "b": g.jwt("HS256", fmt.Sprintf(`{"userId":"%s","username":"root","iat":%d}`, g.uuid(), 1720000000+g.r.IntN(9000000)))}, "http://abs.lan:13378/login")
}

func (g *G) hlArr() {
	for _, app := range []struct{ name, port, branch string }{
		{"sonarr", "8989", "main"}, {"radarr", "7878", "master"}, {"prowlarr", "9696", "master"}, {"lidarr", "8686", "master"},
	} {
		g.add("home/"+app.name+"-config-xml", `
$ cat /srv/`+app.name+`/config.xml
<Config>
  <BindAddress>*</BindAddress>
  <Port>`+app.port+`</Port>
  <SslPort>9898</SslPort>
  <EnableSsl>False</EnableSsl>
  <LaunchBrowser>True</LaunchBrowser>
  <ApiKey>«a»</ApiKey>
  <AuthenticationMethod>Forms</AuthenticationMethod>
  <AuthenticationRequired>DisabledForLocalAddresses</AuthenticationRequired>
  <Branch>`+app.branch+`</Branch>
  <LogLevel>info</LogLevel>
  <UrlBase></UrlBase>
  <InstanceName>`+strings.ToUpper(app.name[:1])+app.name[1:]+`</InstanceName>
  <PostgresPassword>«b»</PostgresPassword>
</Config>
`, V{"a": g.hlArrKey(), "b": g.pwURL()}, "<Port>"+app.port+"</Port>", "DisabledForLocalAddresses")
	}

	g.add("home/sonarr-api-curl", `
$ curl -s -H "X-Api-Key: «a»" http://localhost:8989/api/v3/queue | jq '.totalRecords'
3
$ curl -s "http://localhost:7878/api/v3/system/status?apikey=«b»" | jq -r .version
5.14.0.9383
`, V{"a": g.hlArrKey(), "b": g.hlArrKey()}, "http://localhost:8989/api/v3/queue", "5.14.0.9383")

	g.add("home/prowlarr-indexer-export", `
{
  "name": "NZBgeek",
  "implementation": "Newznab",
  "fields": [
    {"name": "baseUrl", "value": "https://api.nzbgeek.info"},
    {"name": "apiPath", "value": "/api"},
    {"name": "apiKey", "value": "«a»"},
    {"name": "vipExpiration", "value": "2027-01-04"}
  ],
  "appProfileId": 1,
  "tags": [3]
},
{
  "name": "TorrentLeech",
  "implementation": "Cardigann",
  "fields": [
    {"name": "username", "value": "seedbox_steve"},
    {"name": "password", "value": "«b»"},
    {"name": "alttlcookie", "value": "«c»"}
  ]
}
`, V{"a": g.hex(32), "b": g.pw(), "c": g.hex(32)}, "https://api.nzbgeek.info", "seedbox_steve")

	g.add("home/sabnzbd-ini", `
[misc]
host = 0.0.0.0
port = 8080
username = ""
password = ""
api_key = «a»
nzb_key = «b»
download_dir = /downloads/incomplete
complete_dir = /downloads/complete
[servers]
[[news.eweka.nl]]
name = news.eweka.nl
displayname = Eweka
host = news.eweka.nl
port = 563
connections = 30
ssl = 1
username = «_u»
password = «c»
`, V{"a": g.hex(32), "b": g.hex(32), "_u": g.hex(8), "c": g.s(alAlnum, 12)}, "host = news.eweka.nl", "download_dir = /downloads/incomplete")

	g.add("home/qbittorrent-conf-pbkdf2", `
$ cat /config/qBittorrent/qBittorrent.conf
[BitTorrent]
Session\DefaultSavePath=/downloads/
Session\Port=6881
Session\QueueingSystemEnabled=true

[Preferences]
WebUI\Address=*
WebUI\AuthSubnetWhitelist=192.168.1.0/24
WebUI\AuthSubnetWhitelistEnabled=true
WebUI\Password_PBKDF2="«a»"
WebUI\Port=8080
WebUI\Username=admin
`, V{"a": g.hlQbit()}, `Session\DefaultSavePath=/downloads/`, `WebUI\AuthSubnetWhitelist=192.168.1.0/24`)

	g.add("home/qbittorrent-api-login", `
$ curl -i -c cookies.txt --data "username=admin&password=«a»" --header "Referer: http://qbt.lan:8080" http://qbt.lan:8080/api/v2/auth/login
HTTP/1.1 200 OK
set-cookie: SID=«b»; HttpOnly; path=/; SameSite=Strict
Ok.
`, V{"a": g.pwURL(), "b": g.s(alAlnum+"/+", 32)}, "http://qbt.lan:8080/api/v2/auth/login")

	g.add("home/transmission-settings-json", `
$ sudo cat /var/lib/transmission-daemon/info/settings.json | grep rpc
    "rpc-authentication-required": true,
    "rpc-bind-address": "0.0.0.0",
    "rpc-enabled": true,
    "rpc-host-whitelist": "",
    "rpc-password": "{«a»",
    "rpc-port": 9091,
    "rpc-url": "/transmission/",
    "rpc-username": "transmission",
    "rpc-whitelist": "127.0.0.1,192.168.1.*",
`, V{"a": g.hex(40) + g.s(alAlnum+"./", 8)}, `"rpc-url": "/transmission/"`, "127.0.0.1,192.168.1.*")

	g.add("home/transmission-remote-cli", `
$ transmission-remote 192.168.1.40:9091 --auth transmission:«a» -l
    ID   Done       Have  ETA           Up    Down  Ratio  Status       Name
     1   100%    4.37 GB  Done         0.0     0.0    2.1  Idle         debian-12.7.0-amd64-DVD-1.iso
Sum:             4.37 GB               0.0     0.0
`, V{"a": g.pwURL()}, "debian-12.7.0-amd64-DVD-1.iso")

	g.add("home/bazarr-config-yaml", `
auth:
  apikey: «a»
  password: «b»
  type: form
  username: admin
sonarr:
  apikey: «c»
  base_url: ''
  ip: sonarr
  port: 8989
opensubtitlescom:
  username: subs_fan
  password: «d»
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hlArrKey(), "d": g.pw()}, "username: subs_fan")

	g.add("home/recyclarr-yml", `
sonarr:
  web-1080p:
    base_url: http://sonarr:8989
    api_key: «a»
    quality_definition:
      type: series
radarr:
  uhd:
    base_url: http://radarr:7878
    api_key: !env_var RADARR_API_KEY
`, V{"a": g.hlArrKey()}, "!env_var RADARR_API_KEY", "base_url: http://radarr:7878")

	g.add("home/unpackerr-conf", `
[[sonarr]]
 url = "http://sonarr:8989"
 api_key = "«a»"
 paths = ["/downloads"]
[[radarr]]
 url = "http://radarr:7878"
 api_key = "filepath:/run/secrets/radarr_api_key"
`, V{"a": g.hlArrKey()}, "filepath:/run/secrets/radarr_api_key")

	g.add("home/flaresolverr-arr-log", `
[Info] Starting Prowlarr - /app/prowlarr/bin/Prowlarr - Version 1.24.3.4754
[Warn] IndexerProxy: FlareSolverr 'http://flaresolverr:8191/' health check failed
[Info] Newznab: Searching for "The Expanse" at https://api.nzbgeek.info/api?t=tvsearch&cat=5030,5040&extended=1&apikey=«a»&offset=0&limit=100
[Info] Newznab: Response 200 (243 ms), 100 releases
`, V{"a": g.hex(32)}, "Version 1.24.3.4754", "http://flaresolverr:8191/")
}

func (g *G) hlNAS() {
	g.add("home/synology-webapi-login", `
$ curl -s "https://ds920.lan:5001/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account=backup_bot&passwd=«a»&session=FileStation&format=sid" -k
{"data":{"did":"«_did»","is_portal_port":false,"sid":"«b»"},"success":true}
$ curl -sk "https://ds920.lan:5001/webapi/entry.cgi?api=SYNO.FileStation.List&version=2&method=list_share&_sid=«b»"
{"data":{"offset":0,"shares":[{"isdir":true,"name":"homes","path":"/homes"},{"isdir":true,"name":"photo","path":"/photo"}],"total":2},"success":true}
`, V{"a": g.pwURL(), "_did": g.b64u(86), "b": g.b64u(86)}, "SYNO.FileStation.List", "https://ds920.lan:5001/webapi/auth.cgi")

	g.add("home/synology-task-scheduler-script", `
#!/bin/bash
# Control Panel > Task Scheduler > User-defined script (runs as root)
export AWS_ACCESS_KEY_ID=«_kid»
export AWS_SECRET_ACCESS_KEY=«a»
export RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/ds920-restic
export RESTIC_PASSWORD='«b»'
/usr/local/bin/restic backup /volume1/photo /volume1/homes --exclude '#recycle'
`, V{"_kid": g.hlB2ID(), "a": g.hlB2Key(), "b": g.pwStrong()}, "s3:https://s3.eu-central-003.backblazeb2.com/ds920-restic", "#recycle")

	g.add("home/qnap-authlogin", `
$ curl -s "http://qnap.lan:8080/cgi-bin/authLogin.cgi?user=admin&pwd=«a»&remme=1"
<QDocRoot version="1.0"><authPassed><![CDATA[1]]></authPassed><authSid><![CDATA[«b»]]></authSid><username><![CDATA[admin]]></username><groupname><![CDATA[administrators]]></groupname></QDocRoot>
`, V{"a": b64s(g.pw()), "b": g.s(alLowNum, 8)}, "http://qnap.lan:8080/cgi-bin/authLogin.cgi")

	g.add("home/truenas-api-key-midclt", `
$ curl -s -H "Authorization: Bearer «a»" https://truenas.lan/api/v2.0/pool | jq -r '.[] | .name + " " + .status'
tank ONLINE
fast ONLINE
$ midclt call pool.dataset.query '[["name","=","tank/media"]]' | jq '.[0].id'
"tank/media"
`, V{"a": g.hlTrueNAS()}, "https://truenas.lan/api/v2.0/pool", "tank/media")

	g.add("home/truenas-cloudsync-credentials", `
$ midclt call cloudsync.credentials.query | jq '.[0]'
{
  "id": 1,
  "name": "Backblaze B2 - offsite",
  "provider": {
    "type": "B2",
    "account": "«_acct»",
    "key": "«a»"
  }
}
`, V{"_acct": g.hlB2ID(), "a": g.hlB2Key()}, "Backblaze B2 - offsite")

	g.add("home/unraid-smb-extra-and-go", `
root@Tower:~# cat /boot/config/go
#!/bin/bash
# Start the Management Utility
/usr/local/sbin/emhttp &
echo "«a»" | /usr/bin/smbpasswd -s -a backupuser
mount -t cifs //192.168.1.30/archive /mnt/remotes/archive -o username=archive,password=«b»,vers=3.0
`, V{"a": g.pw(), "b": g.pwURL()}, "/usr/local/sbin/emhttp &", "//192.168.1.30/archive")

	g.add("home/unraid-template-xml", `
<?xml version="1.0"?>
<Container version="2">
  <Name>photoprism</Name>
  <Repository>photoprism/photoprism:240915</Repository>
  <Network>bridge</Network>
  <WebUI>http://[IP]:[PORT:2342]/</WebUI>
  <Config Name="Admin Password" Target="PHOTOPRISM_ADMIN_PASSWORD" Default="" Mode="" Type="Variable" Display="always" Required="true" Mask="true">«a»</Config>
  <Config Name="DB Password" Target="PHOTOPRISM_DATABASE_PASSWORD" Default="" Type="Variable" Display="always" Required="false" Mask="true">«b»</Config>
  <Config Name="Storage" Target="/photoprism/storage" Default="/mnt/user/appdata/photoprism/storage" Mode="rw" Type="Path">/mnt/user/appdata/photoprism/storage</Config>
</Container>
`, V{"a": g.pw(), "b": g.pwURL()}, "photoprism/photoprism:240915", "http://[IP]:[PORT:2342]/")

	g.add("home/proxmox-api-token-header", `
$ curl -s -H "Authorization: PVEAPIToken=root@pam!homepage=«a»" https://pve.lan:8006/api2/json/nodes | jq -r '.data[].node'
pve1
pve2
`, V{"a": g.uuid()}, "root@pam!homepage", "https://pve.lan:8006/api2/json/nodes")

	g.add("home/proxmox-pveum-token-add", `
root@pve1:~# pveum user token add terraform@pve tf --privsep 0
┌──────────────┬──────────────────────────────────────┐
│ key          │ value                                │
╞══════════════╪══════════════════════════════════════╡
│ full-tokenid │ terraform@pve!tf                     │
├──────────────┼──────────────────────────────────────┤
│ info         │ {"privsep":"0"}                      │
├──────────────┼──────────────────────────────────────┤
│ value        │ «a» │
└──────────────┴──────────────────────────────────────┘
`, V{"a": g.uuid()}, "terraform@pve!tf")

	g.add("home/proxmox-terraform-tfvars", `
# terraform.tfvars
pm_api_url          = "https://192.168.1.5:8006/api2/json"
pm_api_token_id     = "terraform@pve!tf"
pm_api_token_secret = "«a»"
pm_tls_insecure     = true
ci_password         = "«b»"
ssh_keys            = "«_pub»"
`, V{"a": g.uuid(), "b": g.pw(), "_pub": g.hlSSHPub()}, "terraform@pve!tf", "https://192.168.1.5:8006/api2/json")

	g.add("home/proxmox-answer-toml", `
# answer.toml for proxmox-auto-install-assistant
[global]
keyboard = "en-us"
country = "de"
fqdn = "pve3.home.arpa"
mailto = "admin@home.arpa"
timezone = "Europe/Berlin"
root_password = "«a»"
root_ssh_keys = ["«_pub»"]

[network]
source = "from-dhcp"

[disk-setup]
filesystem = "zfs"
zfs.raid = "raid1"
disk_list = ["sda", "sdb"]
`, V{"a": g.pw(), "_pub": g.hlSSHPub()}, `fqdn = "pve3.home.arpa"`, `zfs.raid = "raid1"`)

	g.add("home/proxmox-backup-client-env", `
root@pve1:~# export PBS_REPOSITORY='backup@pbs!pve1@pbs.lan:datastore1'
root@pve1:~# export PBS_PASSWORD='«a»'
root@pve1:~# export PBS_FINGERPRINT='«_fp»'
root@pve1:~# proxmox-backup-client backup root.pxar:/ --ns homelab
`, V{"a": g.uuid(), "_fp": strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 32), ":")}, "backup@pbs!pve1@pbs.lan:datastore1")

	g.add("home/proxmox-storage-cfg-cifs", `
$ cat /etc/pve/storage.cfg
dir: local
	path /var/lib/vz
	content iso,vztmpl,backup

cifs: nas-backups
	path /mnt/pve/nas-backups
	server 192.168.1.30
	share pve-backups
	content backup
	username pve
	prune-backups keep-last=7
$ cat /etc/pve/priv/storage/nas-backups.pw
«a»
`, V{"a": g.pw()}, "/etc/pve/priv/storage/nas-backups.pw", "prune-backups keep-last=7")

	g.add("home/samba-smbpasswd-file", `
$ sudo pdbedit -L -w
nas:1000:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«a»:[U          ]:LCT-66F1A0B2:
timemachine:1001:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«b»:[U          ]:LCT-66F1A0D9:
`, V{"a": g.hlNT(), "b": g.hlNT()}, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "LCT-66F1A0B2")

	g.add("home/fstab-cifs-credentials", `
$ cat /etc/fstab
UUID=«_u» / ext4 errors=remount-ro 0 1
//nas.lan/media /mnt/media cifs credentials=/root/.smbcredentials,uid=1000,gid=1000,iocharset=utf8 0 0
$ sudo cat /root/.smbcredentials
username=mediaserver
password=«a»
domain=WORKGROUP
`, V{"_u": g.uuid(), "a": g.pw()}, "credentials=/root/.smbcredentials", "username=mediaserver")

	g.add("home/samba-mount-command", `
$ sudo mount -t cifs -o username=dad,password=«a»,vers=3.1.1 //192.168.1.30/family /mnt/family
mount error(13): Permission denied
Refer to the mount.cifs(8) manual page (e.g. man mount.cifs) and kernel log messages (dmesg)
`, V{"a": g.pwURL()}, "mount error(13): Permission denied")

	g.add("home/omv-rsync-secrets", `
# /etc/rsyncd.secrets on openmediavault (chmod 600)
backup:«a»
laptop:«b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "/etc/rsyncd.secrets")
}

// hlSSHPub is an ed25519 public key line.
func (g *G) hlSSHPub() string {
	_, pub := g.sshEd25519("")
	return pub + " admin@workstation"
}

func (g *G) hlProxy() {
	h1 := g.hlApr1()
	g.add("home/traefik-compose-basicauth-labels", `
services:
  traefik:
    image: traefik:v3.2
    command:
      - --providers.docker=true
      - --entrypoints.websecure.address=:443
      - --certificatesresolvers.le.acme.dnschallenge.provider=cloudflare
      - --certificatesresolvers.le.acme.email=me@example-home.net
    environment:
      - CF_DNS_API_TOKEN=«a»
    labels:
      - traefik.http.routers.dashboard.rule=Host(`+"`traefik.example-home.net`"+`)
      - traefik.http.routers.dashboard.service=api@internal
      - traefik.http.middlewares.auth.basicauth.users=admin:«b»
`, V{"a": g.cfToken(), "b": g.hlDollar(h1)}, "traefik:v3.2", "api@internal", "--certificatesresolvers.le.acme.dnschallenge.provider=cloudflare")

	g.add("home/traefik-htpasswd-file", `
$ htpasswd -nB admin
New password:
Re-type new password:
admin:«a»
$ cat /etc/traefik/usersfile
admin:«a»
grafana:«b»
`, V{"a": g.hlBcrypt("05"), "b": g.hlApr1()}, "/etc/traefik/usersfile")

	g.add("home/traefik-dynamic-yaml", `
http:
  middlewares:
    lan-only:
      ipAllowList:
        sourceRange: ["192.168.1.0/24", "10.8.0.0/24"]
    basic:
      basicAuth:
        users:
          - "dad:«a»"
          - "kid:«b»"
  routers:
    ha:
      rule: "Host(`+"`ha.example-home.net`"+`)"
      service: ha
      middlewares: [lan-only]
`, V{"a": g.hlApr1(), "b": g.hlApr1()}, `sourceRange: ["192.168.1.0/24", "10.8.0.0/24"]`)

	g.add("home/traefik-acme-env-providers", `
# traefik/.env
CF_API_EMAIL=me@example-home.net
CF_API_KEY=«a»
DUCKDNS_TOKEN=«b»
OVH_ENDPOINT=ovh-eu
OVH_APPLICATION_KEY=«_ak»
OVH_APPLICATION_SECRET=«c»
OVH_CONSUMER_KEY=«d»
NAMECHEAP_API_USER=homelabber
NAMECHEAP_API_KEY=«e»
`, V{"a": g.cfGlobal(), "b": g.uuid(), "_ak": g.an(16), "c": g.an(32), "d": g.an(32), "e": g.hex(32)}, "CF_API_EMAIL=me@example-home.net", "NAMECHEAP_API_USER=homelabber")

	g.add("home/traefik-acme-json", `
$ sudo jq '.le.Account' /opt/traefik/acme.json
{
  "Email": "me@example-home.net",
  "Registration": {
    "body": {"status": "valid", "contact": ["mailto:me@example-home.net"]},
    "uri": "https://acme-v02.api.letsencrypt.org/acme/acct/«_acct»"
  },
  "PrivateKey": "«a»",
  "KeyType": "4096"
}
`, V{"_acct": g.digits(10), "a": g.b64(1190)}, "https://acme-v02.api.letsencrypt.org/acme/acct/")

	g.add("home/caddyfile-basicauth-cloudflare", `
{
	email me@example-home.net
	acme_dns cloudflare «a»
}

grafana.example-home.net {
	reverse_proxy 192.168.1.31:3000
}

files.example-home.net {
	basic_auth {
		alice «b»
		bob «c»
	}
	reverse_proxy 192.168.1.30:8080
}
`, V{"a": g.cfToken(), "b": g.hlBcrypt("14"), "c": g.hlBcrypt("14")}, "reverse_proxy 192.168.1.31:3000")

	g.add("home/caddy-hash-password", `
$ docker exec -it caddy caddy hash-password --plaintext '«a»'
«b»
`, V{"a": g.pw(), "b": g.hlBcrypt("14")}, "caddy hash-password --plaintext")

	g.add("home/caddyfile-env-benign", `
{
	acme_dns cloudflare {env.CF_API_TOKEN}
}
vault.example-home.net {
	reverse_proxy vaultwarden:80 {
		header_up X-Real-IP {remote_host}
	}
}
`, nil, "{env.CF_API_TOKEN}", "X-Real-IP {remote_host}")

	g.add("home/npm-compose-default-login", `
services:
  app:
    image: 'jc21/nginx-proxy-manager:2.12.1'
    restart: unless-stopped
    ports:
      - '80:80'
      - '81:81'
      - '443:443'
    environment:
      DB_MYSQL_HOST: "db"
      DB_MYSQL_PORT: 3306
      DB_MYSQL_USER: "npm"
      DB_MYSQL_PASSWORD: "«a»"
      DB_MYSQL_NAME: "npm"
  db:
    image: 'jc21/mariadb-aria:10.11.5'
    environment:
      MYSQL_ROOT_PASSWORD: '«b»'
      MYSQL_DATABASE: 'npm'
      MYSQL_USER: 'npm'
      MYSQL_PASSWORD: '«a»'
# first login: admin@example.com / changeme
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "jc21/nginx-proxy-manager:2.12.1", "admin@example.com / changeme")

	g.add("home/npm-access-list-sqlite", `
$ sqlite3 /data/database.sqlite "select id, username, password from access_list_auth;"
1|family|«a»
2|guest|«b»
`, V{"a": g.hlApr1(), "b": g.hlApr1()}, "access_list_auth")

	g.add("home/nginx-htpasswd-sha", `
$ cat /etc/nginx/.htpasswd
netdata:{SHA}«a»
uptime:«b»
$ grep auth_basic /etc/nginx/sites-enabled/netdata.conf
    auth_basic "Netdata";
    auth_basic_user_file /etc/nginx/.htpasswd;
`, V{"a": g.b64(20), "b": g.hlApr1()}, "auth_basic_user_file /etc/nginx/.htpasswd;")

	g.add("home/nginx-proxy-set-header-auth", `
location /octoprint/ {
    proxy_pass http://192.168.1.61/;
    proxy_set_header X-Api-Key «a»;
    proxy_set_header X-Script-Name /octoprint;
}
location /frigate/ {
    proxy_pass http://192.168.1.62:5000/;
    proxy_set_header Authorization "Basic «b»";
}
`, V{"a": strings.ToUpper(g.hex(32)), "b": b64s("viewer:" + g.pwURL())}, "X-Script-Name /octoprint")

	g.add("home/swag-dns-conf", `
$ cat /config/dns-conf/cloudflare.ini
# Instructions: https://github.com/certbot/certbot/blob/master/certbot-dns-cloudflare/certbot_dns_cloudflare/__init__.py#L20
# Replace with your values

# With global api key:
#dns_cloudflare_email = cloudflare@example.com
#dns_cloudflare_api_key = 0123456789abcdef0123456789abcdef01234567

# With token (comment out both lines above and uncomment below):
dns_cloudflare_api_token = «a»
`, V{"a": g.cfToken()}, "0123456789abcdef0123456789abcdef01234567", "dns_cloudflare_email = cloudflare@example.com")

	g.add("home/certbot-rfc2136-ini", `
# /etc/letsencrypt/rfc2136.ini
dns_rfc2136_server = 192.168.1.2
dns_rfc2136_port = 53
dns_rfc2136_name = certbot.
dns_rfc2136_secret = «a»
dns_rfc2136_algorithm = HMAC-SHA512
`, V{"a": g.b64(64)}, "dns_rfc2136_algorithm = HMAC-SHA512")
}

func (g *G) hlAuth() {
	g.add("home/authelia-configuration-yml", `
theme: dark
identity_validation:
  reset_password:
    jwt_secret: «a»
server:
  address: 'tcp://:9091'
session:
  secret: «b»
  cookies:
    - domain: 'example-home.net'
      authelia_url: 'https://auth.example-home.net'
  redis:
    host: redis
    port: 6379
    password: «c»
storage:
  encryption_key: «d»
  postgres:
    address: 'tcp://postgres:5432'
    database: authelia
    username: authelia
    password: «e»
notifier:
  smtp:
    address: 'submission://smtp.gmail.com:587'
    username: homelab.alerts@gmail.com
    password: «f»
`, V{"a": g.an(64), "b": g.an(64), "c": g.pwURL(), "d": g.an(64), "e": g.pwURL(), "f": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "https://auth.example-home.net", "submission://smtp.gmail.com:587")

	g.add("home/authelia-users-database", `
users:
  alice:
    disabled: false
    displayname: "Alice"
    password: "«a»"
    email: alice@example-home.net
    groups:
      - admins
  bob:
    displayname: "Bob"
    password: "«b»"
    email: bob@example-home.net
    groups: [family]
`, V{"a": g.hlArgon2id(), "b": g.hlArgon2id()}, "alice@example-home.net")

	g.add("home/authelia-hash-cli", `
$ docker run --rm authelia/authelia:4.38 authelia crypto hash generate argon2 --password '«a»'
Digest: «b»
`, V{"a": g.pw(), "b": g.hlArgon2id()}, "authelia/authelia:4.38")

	g.add("home/authelia-oidc-clients", `
identity_providers:
  oidc:
    hmac_secret: «a»
    jwks:
      - key_id: main
        algorithm: RS256
        key: |
          «b»
    clients:
      - client_id: «_cid»
        client_name: Immich
        client_secret: '«c»'
        redirect_uris:
          - https://photos.example-home.net/auth/login
          - app.immich:///oauth-callback
`, V{"a": g.an(64), "b": strings.ReplaceAll(g.rsaPEM().block(), "\n", "\n          "), "_cid": g.s(alAlnum+"-._~", 64), "c": "$pbkdf2-sha512$310000$" + g.s(alB64, 22) + "$" + g.s(alB64, 86)}, "app.immich:///oauth-callback")

	g.add("home/authentik-env", `
$ cat .env
PG_PASS=«a»
AUTHENTIK_SECRET_KEY=«b»
AUTHENTIK_ERROR_REPORTING__ENABLED=true
AUTHENTIK_EMAIL__HOST=smtp.fastmail.com
AUTHENTIK_EMAIL__PORT=587
AUTHENTIK_EMAIL__USERNAME=me@fastmail.com
AUTHENTIK_EMAIL__PASSWORD=«c»
AUTHENTIK_EMAIL__FROM=authentik@example-home.net
COMPOSE_PORT_HTTP=9000
`, V{"a": g.b64(27), "b": g.b64(60), "c": g.s(alLowNum, 16)}, "AUTHENTIK_EMAIL__HOST=smtp.fastmail.com", "COMPOSE_PORT_HTTP=9000")

	g.add("home/authentik-outpost-token", `
services:
  authentik_ldap:
    image: ghcr.io/goauthentik/ldap:2024.10
    ports:
      - 389:3389
    environment:
      AUTHENTIK_HOST: https://auth.example-home.net
      AUTHENTIK_INSECURE: "false"
      AUTHENTIK_TOKEN: «a»
`, V{"a": g.an(60)}, "ghcr.io/goauthentik/ldap:2024.10")

	ah := g.hlArgon2id()
	g.add("home/vaultwarden-compose-admin-token", `
services:
  vaultwarden:
    image: vaultwarden/server:1.32.3
    environment:
      DOMAIN: "https://vault.example-home.net"
      SIGNUPS_ALLOWED: "false"
      ADMIN_TOKEN: '«a»'
      SMTP_HOST: smtp.gmail.com
      SMTP_USERNAME: homelab.alerts@gmail.com
      SMTP_PASSWORD: «b»
      PUSH_INSTALLATION_ID: «_pid»
      PUSH_INSTALLATION_KEY: «c»
`, V{"a": g.hlDollar(ah), "b": g.s(alLower, 16), "_pid": g.uuid(), "c": g.an(20)}, "vaultwarden/server:1.32.3", `SIGNUPS_ALLOWED: "false"`)

	g.add("home/vaultwarden-env-plain-token", `
# /etc/vaultwarden.env
ROCKET_PORT=8000
WEBSOCKET_ENABLED=true
ADMIN_TOKEN=«a»
DATABASE_URL=postgresql://vaultwarden:«b»@127.0.0.1:5432/vaultwarden
YUBICO_CLIENT_ID=«_yid»
YUBICO_SECRET_KEY=«c»
`, V{"a": g.b64(48), "b": g.pwURL(), "_yid": g.digits(5), "c": g.b64(20)}, "ROCKET_PORT=8000")

	g.add("home/vaultwarden-hash-cli", `
$ docker exec -it vaultwarden /vaultwarden hash --preset owasp
Password:
Confirm Password:

ADMIN_TOKEN='«a»'

Generation of the Argon2id PHC string took: 192.741ms
`, V{"a": g.hlArgon2id()}, "Generation of the Argon2id PHC string took")

	g.add("home/gitea-app-ini", `
APP_NAME = Gitea: Git with a cup of tea
RUN_MODE = prod
RUN_USER = git

[database]
DB_TYPE  = postgres
HOST     = db:5432
NAME     = gitea
USER     = gitea
PASSWD   = «a»

[server]
DOMAIN           = git.example-home.net
SSH_DOMAIN       = git.example-home.net
ROOT_URL         = https://git.example-home.net/
LFS_START_SERVER = true
LFS_JWT_SECRET   = «b»

[security]
INSTALL_LOCK       = true
SECRET_KEY         = «c»
INTERNAL_TOKEN     = «d»
PASSWORD_HASH_ALGO = pbkdf2

[oauth2]
JWT_SECRET = «e»
`, V{"a": g.pwURL(), "b": g.b64u(43), "c": g.an(64), "d": g.hlGiteaInternal(), "e": g.b64u(43)}, "ROOT_URL         = https://git.example-home.net/", "PASSWORD_HASH_ALGO = pbkdf2")

	g.add("home/forgejo-generate-secret", `
$ docker exec -u git forgejo forgejo generate secret INTERNAL_TOKEN
«a»
$ docker exec -u git forgejo forgejo generate secret SECRET_KEY
«b»
$ docker exec -u git forgejo forgejo generate secret JWT_SECRET
«c»
`, V{"a": g.hlGiteaInternal(), "b": g.an(64), "c": g.b64u(43)}, "forgejo generate secret INTERNAL_TOKEN")

	g.add("home/gitea-runner-register", `
$ act_runner register --no-interactive --instance https://git.example-home.net --token «a» --name pi5-runner --labels ubuntu-latest:docker://node:20-bookworm
INFO Registering runner, arch=arm64, os=linux, version=v0.2.11.
INFO Runner registered successfully.
$ cat .runner
{"WARNING":"This file is automatically generated by act-runner. Do not edit it manually unless you know what you are doing. Removing this file will cause act runner to re-register as a new runner.","id":3,"uuid":"«_u»","name":"pi5-runner","token":"«b»","address":"https://git.example-home.net"}
`, V{"a": g.an(40), "_u": g.uuid(), "b": g.hex(40)}, "ubuntu-latest:docker://node:20-bookworm")

	g.add("home/gitea-user-token-curl", `
$ curl -s -H "Authorization: token «a»" https://git.example-home.net/api/v1/user/repos | jq -r '.[].full_name'
dad/home-assistant-config
dad/dotfiles
`, V{"a": g.hex(40)}, "dad/home-assistant-config")

	vpriv, vpub := g.hlVapid()
	g.add("home/mastodon-env-production", `
LOCAL_DOMAIN=social.example-home.net
SINGLE_USER_MODE=true
REDIS_HOST=redis
DB_HOST=db
DB_USER=mastodon
DB_NAME=mastodon_production
DB_PASS=«a»
SECRET_KEY_BASE=«b»
OTP_SECRET=«c»
VAPID_PRIVATE_KEY=«d»
VAPID_PUBLIC_KEY=«_vp»
ACTIVE_RECORD_ENCRYPTION_DETERMINISTIC_KEY=«e»
ACTIVE_RECORD_ENCRYPTION_KEY_DERIVATION_SALT=«f»
ACTIVE_RECORD_ENCRYPTION_PRIMARY_KEY=«h»
SMTP_SERVER=smtp.mailgun.org
SMTP_LOGIN=postmaster@mg.example-home.net
SMTP_PASSWORD=«i»
S3_ENABLED=true
AWS_ACCESS_KEY_ID=«_ak»
AWS_SECRET_ACCESS_KEY=«j»
`, V{"a": g.pwURL(), "b": g.hex(128), "c": g.hex(128), "d": vpriv, "_vp": vpub, "e": g.an(32), "f": g.an(32), "h": g.an(32), "i": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_ak": g.hlB2ID(), "j": g.hlB2Key()}, "LOCAL_DOMAIN=social.example-home.net", "DB_NAME=mastodon_production")

	g.add("home/synapse-homeserver-yaml", `
server_name: "example-home.net"
pid_file: /data/homeserver.pid
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
    host: synapse-db
registration_shared_secret: "«b»"
macaroon_secret_key: "«c»"
form_secret: "«d»"
signing_key_path: "/data/example-home.net.signing.key"
trusted_key_servers:
  - server_name: "matrix.org"
`, V{"a": g.pwURL(), "b": g.hlSynapse(), "c": g.hlSynapse(), "d": g.hlSynapse()}, "/data/example-home.net.signing.key", `server_name: "matrix.org"`)

	g.add("home/synapse-signing-key", `
$ cat /data/example-home.net.signing.key
ed25519 a_«_kid» «a»
$ curl -s https://matrix.example-home.net/_matrix/key/v2/server | jq '.verify_keys'
{
  "ed25519:a_«_kid»": {
    "key": "«_pub»"
  }
}
`, V{"_kid": g.s(alAlnum, 4), "a": g.s(alB64, 43), "_pub": g.s(alB64, 43)}, "/_matrix/key/v2/server")

	g.add("home/synapse-register-new-user", `
$ docker exec -it synapse register_new_matrix_user http://localhost:8008 -c /data/homeserver.yaml -u mum -p '«a»' --no-admin
Sending registration request...
Success!
$ curl -s -XPOST -d '{"type":"m.login.password","user":"mum","password":"«a»"}' https://matrix.example-home.net/_matrix/client/v3/login
{"user_id":"@mum:example-home.net","access_token":"«b»","home_server":"example-home.net","device_id":"«_dev»"}
`, V{"a": g.pw(), "b": "syt_bXVt_" + g.an(20) + "_" + g.an(6), "_dev": g.s(alUpper, 10)}, "@mum:example-home.net")

	g.add("home/keycloak-homelab-compose", `
  keycloak:
    image: quay.io/keycloak/keycloak:26.0
    command: start --hostname=https://sso.example-home.net --proxy-headers xforwarded
    environment:
      KC_DB: postgres
      KC_DB_URL: jdbc:postgresql://kc-db:5432/keycloak
      KC_DB_USERNAME: keycloak
      KC_DB_PASSWORD: «a»
      KC_BOOTSTRAP_ADMIN_USERNAME: admin
      KC_BOOTSTRAP_ADMIN_PASSWORD: «b»
`, V{"a": g.pwURL(), "b": g.pw()}, "quay.io/keycloak/keycloak:26.0", "jdbc:postgresql://kc-db:5432/keycloak")
}

func (g *G) hlApps() {
	g.add("home/nextcloud-config-php", `
$ sudo -u www-data cat /var/www/nextcloud/config/config.php
<?php
$CONFIG = array (
  'instanceid' => 'oc«_iid»',
  'passwordsalt' => '«a»',
  'secret' => '«b»',
  'trusted_domains' =>
  array (
    0 => 'cloud.example-home.net',
    1 => '192.168.1.32',
  ),
  'datadirectory' => '/mnt/ncdata',
  'dbtype' => 'mysql',
  'version' => '30.0.1.2',
  'overwrite.cli.url' => 'https://cloud.example-home.net',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nextcloud',
  'dbpassword' => '«c»',
  'installed' => true,
  'memcache.locking' => '\\OC\\Memcache\\Redis',
  'redis' => array ('host' => '/run/redis/redis-server.sock', 'port' => 0, 'password' => '«d»'),
  'mail_smtppassword' => '«e»',
);
`, V{"_iid": g.s(alLowNum, 10), "a": g.an(30), "b": g.hlNCSecret(), "c": g.pwURL(), "d": g.pwStrong(), "e": g.pw()}, "cloud.example-home.net", "'version' => '30.0.1.2'")

	g.add("home/nextcloud-occ-app-password", `
$ sudo -u www-data php occ user:add-app-password nas-backup
Enter the user password:
app password:
«a»
$ rclone lsd nc: --webdav-url https://cloud.example-home.net/remote.php/dav/files/nas-backup --webdav-user nas-backup --webdav-pass «b»
`, V{"a": g.an(72), "b": g.hlObscured()}, "/remote.php/dav/files/nas-backup")

	g.add("home/nextcloud-aio-compose", `
services:
  nextcloud-aio-mastercontainer:
    image: nextcloud/all-in-one:latest
    container_name: nextcloud-aio-mastercontainer
    environment:
      APACHE_PORT: 11000
      NEXTCLOUD_DATADIR: /mnt/ncdata
    volumes:
      - nextcloud_aio_mastercontainer:/mnt/docker-aio-config
# AIO passphrase shown on first start:
# «a»
`, V{"a": g.seedPhrase(8)}, "nextcloud/all-in-one:latest", "APACHE_PORT: 11000")

	g.add("home/immich-env", `
# You can find documentation for all the supported env variables at https://immich.app/docs/install/environment-variables
UPLOAD_LOCATION=/mnt/photos/immich
DB_DATA_LOCATION=./postgres
IMMICH_VERSION=release
DB_PASSWORD=«a»
DB_USERNAME=postgres
DB_DATABASE_NAME=immich
`, V{"a": g.an(24)}, "UPLOAD_LOCATION=/mnt/photos/immich", "IMMICH_VERSION=release")

	g.add("home/immich-cli-login", `
$ immich login https://photos.example-home.net/api «a»
Logging in to https://photos.example-home.net/api
Logged in as alice@example-home.net
Wrote auth info to /home/alice/.config/immich/auth.yml
$ cat ~/.config/immich/auth.yml
url: https://photos.example-home.net/api
key: «a»
`, V{"a": g.an(43)}, "/home/alice/.config/immich/auth.yml")

	g.add("home/paperless-env", `
PAPERLESS_REDIS=redis://broker:6379
PAPERLESS_DBHOST=db
PAPERLESS_DBPASS=«a»
PAPERLESS_SECRET_KEY=«b»
PAPERLESS_URL=https://docs.example-home.net
PAPERLESS_TIME_ZONE=Europe/Vienna
PAPERLESS_OCR_LANGUAGE=deu+eng
PAPERLESS_ADMIN_USER=admin
PAPERLESS_ADMIN_PASSWORD=«c»
PAPERLESS_EMAIL_HOST_PASSWORD=«d»
`, V{"a": g.pwURL(), "b": g.s(alDjango, 50), "c": g.pw(), "d": g.s(alLower, 16)}, "PAPERLESS_OCR_LANGUAGE=deu+eng", "PAPERLESS_REDIS=redis://broker:6379")

	g.add("home/paperless-api-token", `
$ curl -s -H "Authorization: Token «a»" "https://docs.example-home.net/api/documents/?query=insurance" | jq '.count'
14
`, V{"a": g.hex(40)}, "/api/documents/?query=insurance")

	g.add("home/paperless-mail-account-export", `
{
  "model": "paperless_mail.mailaccount",
  "pk": 1,
  "fields": {
    "name": "Family inbox",
    "imap_server": "imap.fastmail.com",
    "imap_port": 993,
    "imap_security": 2,
    "username": "family@example-home.net",
    "password": "«a»",
    "character_set": "UTF-8"
  }
}
`, V{"a": g.s(alLowNum, 16)}, "paperless_mail.mailaccount", "imap.fastmail.com")

	g.add("home/grafana-ini-homelab", `
[server]
root_url = https://grafana.example-home.net
[security]
admin_user = admin
admin_password = «a»
secret_key = «b»
[auth.generic_oauth]
enabled = true
name = Authelia
client_id = grafana
client_secret = «c»
auth_url = https://auth.example-home.net/api/oidc/authorization
`, V{"a": g.pw(), "b": g.an(16), "c": g.an(64)}, "root_url = https://grafana.example-home.net", "client_id = grafana")

	g.add("home/grafana-sa-token-provisioning", `
$ curl -s -H "Authorization: Bearer «a»" http://grafana.lan:3000/api/search?query=node | jq -r '.[].title'
Node Exporter Full
$ cat provisioning/datasources/influx.yaml
apiVersion: 1
datasources:
  - name: InfluxDB-HA
    type: influxdb
    url: http://influxdb:8086
    jsonData:
      version: Flux
      organization: home
      defaultBucket: homeassistant
    secureJsonData:
      token: «b»
`, V{"a": g.grafanaSA(), "b": g.hlInflux()}, "Node Exporter Full", "http://influxdb:8086")

	g.add("home/influxdb-setup-env", `
services:
  influxdb:
    image: influxdb:2.7
    environment:
      - DOCKER_INFLUXDB_INIT_MODE=setup
      - DOCKER_INFLUXDB_INIT_USERNAME=admin
      - DOCKER_INFLUXDB_INIT_PASSWORD=«a»
      - DOCKER_INFLUXDB_INIT_ORG=home
      - DOCKER_INFLUXDB_INIT_BUCKET=telegraf
      - DOCKER_INFLUXDB_INIT_ADMIN_TOKEN=«b»
`, V{"a": g.pw(), "b": g.hlInflux()}, "DOCKER_INFLUXDB_INIT_BUCKET=telegraf")

	g.add("home/influx-auth-list", `
$ influx auth list --user admin
ID			Description		Token												User Name	User ID			Permissions
«_id»	admin's Token		«a»	admin		«_uid»	[read:/authorizations write:/authorizations]
«_id2»	telegraf-pi		«b»	admin		«_uid»	[write:orgs/«_org»/buckets/«_bk»]
`, V{"_id": g.hex(16), "a": g.hlInflux(), "_uid": g.hex(16), "_id2": g.hex(16), "b": g.hlInflux(), "_org": g.hex(16), "_bk": g.hex(16)}, "telegraf-pi")

	g.add("home/telegraf-conf", `
[[outputs.influxdb_v2]]
  urls = ["http://192.168.1.31:8086"]
  token = "«a»"
  organization = "home"
  bucket = "telegraf"
[[inputs.snmp]]
  agents = ["udp://192.168.1.1:161"]
  version = 3
  sec_name = "telegraf"
  auth_protocol = "SHA"
  auth_password = "«b»"
  priv_protocol = "AES"
  priv_password = "«c»"
`, V{"a": g.hlInflux(), "b": g.pwURL(), "c": g.pwURL()}, `agents = ["udp://192.168.1.1:161"]`)

	g.add("home/prometheus-scrape-auth", `
scrape_configs:
  - job_name: proxmox
    metrics_path: /pve
    params:
      module: [default]
    static_configs:
      - targets: ['192.168.1.5']
  - job_name: homeassistant
    metrics_path: /api/prometheus
    bearer_token: «a»
    static_configs:
      - targets: ['homeassistant.lan:8123']
  - job_name: nextcloud
    basic_auth:
      username: metrics
      password: «b»
    static_configs:
      - targets: ['nextcloud-exporter:9205']
`, V{"a": g.hlHAToken(), "b": g.pwURL()}, "homeassistant.lan:8123", "nextcloud-exporter:9205")

	g.add("home/pve-exporter-yml", `
# /etc/prometheus/pve.yml
default:
  user: prometheus@pve
  token_name: "exporter"
  token_value: "«a»"
  verify_ssl: false
`, V{"a": g.uuid()}, "user: prometheus@pve")

	g.add("home/uptime-kuma-push-and-api", `
# cron on the NAS, every 5 minutes
*/5 * * * * curl -fsS -m 10 "https://status.example-home.net/api/push/«a»?status=up&msg=OK&ping=" >/dev/null
# prometheus scrape of uptime kuma
  - job_name: uptime
    scheme: https
    static_configs: [{targets: ['status.example-home.net']}]
    basic_auth:
      password: «b»
`, V{"a": g.an(10), "b": "uk" + g.digits(1) + "_" + g.b64u(32)}, "https://status.example-home.net/api/push/")

	g.add("home/portainer-api-key", `
$ curl -s -H "X-API-Key: «a»" https://portainer.lan:9443/api/endpoints | jq -r '.[] | "\(.Id) \(.Name)"'
2 local
3 pi5-agent
$ curl -s -X POST https://portainer.lan:9443/api/auth -d '{"username":"admin","password":"«b»"}'
{"jwt":"«c»"}
`, V{"a": "ptr_" + g.b64(32), "b": g.pw(), "c": g.jwt("HS256", fmt.Sprintf(`{"id":1,"username":"admin","role":1,"scope":"default","exp":%d}`, 1790000000+g.r.IntN(9000000)))}, "3 pi5-agent")

	g.add("home/portainer-agent-secret", `
$ docker run -d -p 9001:9001 --name portainer_agent --restart=always \
    -e AGENT_SECRET=«a» \
    -v /var/run/docker.sock:/var/run/docker.sock \
    portainer/agent:2.21.4
`, V{"a": g.an(32)}, "portainer/agent:2.21.4")

	g.add("home/firefly-iii-env", `
APP_KEY=«a»
SITE_OWNER=me@example-home.net
TZ=Europe/Amsterdam
DB_CONNECTION=mysql
DB_HOST=db
DB_DATABASE=firefly
DB_USERNAME=firefly
DB_PASSWORD=«b»
STATIC_CRON_TOKEN=«c»
`, V{"a": g.an(32), "b": g.pwURL(), "c": g.an(32)}, "SITE_OWNER=me@example-home.net")

	g.add("home/mealie-and-miniflux-env", `
# mealie
BASE_URL=https://food.example-home.net
POSTGRES_PASSWORD=«a»
OPENAI_API_KEY=«b»
# miniflux
DATABASE_URL=postgres://miniflux:«c»@db/miniflux?sslmode=disable
ADMIN_USERNAME=admin
ADMIN_PASSWORD=«d»
`, V{"a": g.pwURL(), "b": g.openai(), "c": g.pwURL(), "d": g.pw()}, "BASE_URL=https://food.example-home.net", "ADMIN_USERNAME=admin")

	g.add("home/n8n-env", `
N8N_HOST=n8n.example-home.net
N8N_PROTOCOL=https
N8N_ENCRYPTION_KEY=«a»
WEBHOOK_URL=https://n8n.example-home.net/
DB_POSTGRESDB_PASSWORD=«b»
GENERIC_TIMEZONE=Europe/Paris
`, V{"a": g.an(32), "b": g.pwURL()}, "WEBHOOK_URL=https://n8n.example-home.net/")

	g.add("home/netdata-claim", `
$ docker run -d --name=netdata --pid=host --network=host \
  -e NETDATA_CLAIM_TOKEN=«a» \
  -e NETDATA_CLAIM_URL=https://app.netdata.cloud \
  -e NETDATA_CLAIM_ROOMS=«_room» \
  netdata/netdata:stable
`, V{"a": g.b64u(135), "_room": g.uuid()}, "NETDATA_CLAIM_URL=https://app.netdata.cloud")

	g.add("home/octoprint-config-yaml", `
api:
  key: «a»
plugins:
  octoeverywhere:
    PrinterKey: «b»
  telegram:
    token: «c»
    chats:
      '«_chat»': {accept_commands: true, send_notifications: true}
server:
  secretKey: «d»
`, V{"a": strings.ToUpper(g.hex(32)), "b": g.an(60), "c": g.telegram(), "_chat": g.digits(9), "d": g.an(32)}, "accept_commands: true")

	g.add("home/homepage-services-yaml", `
- Media:
    - Sonarr:
        icon: sonarr.png
        href: https://sonarr.example-home.net
        widget:
          type: sonarr
          url: http://sonarr:8989
          key: «a»
    - Jellyfin:
        href: https://jf.example-home.net
        widget:
          type: jellyfin
          url: http://jellyfin:8096
          key: «b»
    - Proxmox:
        widget:
          type: proxmox
          url: https://192.168.1.5:8006
          username: homepage@pam!homepage
          password: «c»
    - Pi-hole:
        widget:
          type: pihole
          url: http://192.168.1.2
          key: "{{HOMEPAGE_VAR_PIHOLE_KEY}}"
`, V{"a": g.hlArrKey(), "b": g.hex(32), "c": g.uuid()}, "{{HOMEPAGE_VAR_PIHOLE_KEY}}", "homepage@pam!homepage")
}

func (g *G) hlNet() {
	g.add("home/pihole-setupvars", `
$ cat /etc/pihole/setupVars.conf
PIHOLE_INTERFACE=eth0
IPV4_ADDRESS=192.168.1.2/24
QUERY_LOGGING=true
INSTALL_WEB_SERVER=true
INSTALL_WEB_INTERFACE=true
LIGHTTPD_ENABLED=true
WEBPASSWORD=«a»
BLOCKING_ENABLED=true
PIHOLE_DNS_1=127.0.0.1#5335
DNSMASQ_LISTENING=local
`, V{"a": g.hex(64)}, "PIHOLE_DNS_1=127.0.0.1#5335", "IPV4_ADDRESS=192.168.1.2/24")

	g.add("home/pihole-compose-webpassword", `
services:
  pihole:
    container_name: pihole
    image: pihole/pihole:2024.07.0
    ports:
      - "53:53/tcp"
      - "53:53/udp"
      - "8053:80/tcp"
    environment:
      TZ: 'America/Chicago'
      WEBPASSWORD: '«a»'
      FTLCONF_LOCAL_IPV4: 192.168.1.2
`, V{"a": g.pw()}, "pihole/pihole:2024.07.0", "FTLCONF_LOCAL_IPV4: 192.168.1.2")

	g.add("home/pihole-v6-toml", `
$ sudo grep -A3 '^\s*pwhash\|app_pwhash\|totp' /etc/pihole/pihole.toml
    pwhash = "«a»"
    totp_secret = "«b»"
    app_pwhash = "«c»"
`, V{"a": g.hlPiholeV6(), "b": g.totp(), "c": g.hlPiholeV6()}, "/etc/pihole/pihole.toml")

	g.add("home/pihole-api-auth", `
$ curl -sk -X POST https://pi.hole/api/auth -d '{"password":"«a»"}'
{"session":{"valid":true,"totp":false,"sid":"«b»","csrf":"«c»","validity":1800,"message":"app-password correct"},"took":0.041}
$ curl -sk "http://pi.hole/admin/api.php?summaryRaw&auth=«d»"
`, V{"a": g.b64(32), "b": g.b64(18), "c": g.b64(18), "d": g.hex(64)}, `"message":"app-password correct"`)

	g.add("home/adguardhome-yaml", `
http:
  pprof:
    port: 6060
    enabled: false
  address: 0.0.0.0:3000
  session_ttl: 720h
users:
  - name: admin
    password: «a»
auth_attempts: 5
block_auth_min: 15
dns:
  bind_hosts:
    - 0.0.0.0
  port: 53
  upstream_dns:
    - https://dns10.quad9.net/dns-query
    - "[/lan/]192.168.1.1"
`, V{"a": g.hlBcrypt("10")}, "https://dns10.quad9.net/dns-query", "[/lan/]192.168.1.1")

	g.add("home/adguardhome-sync-env", `
ORIGIN_URL=http://192.168.1.2:3000
ORIGIN_USERNAME=admin
ORIGIN_PASSWORD=«a»
REPLICA1_URL=http://192.168.1.3:3000
REPLICA1_USERNAME=admin
REPLICA1_PASSWORD=«b»
CRON=*/10 * * * *
`, V{"a": g.pw(), "b": g.pwURL()}, "REPLICA1_URL=http://192.168.1.3:3000")

	priv, _ := g.wireguard()
	_, peerPub := g.wireguard()
	g.add("home/wireguard-wg0-conf", `
$ sudo cat /etc/wireguard/wg0.conf
[Interface]
Address = 10.8.0.1/24
ListenPort = 51820
PrivateKey = «a»
PostUp = iptables -A FORWARD -i %i -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE

[Peer]
# phone
PublicKey = «_pp»
PresharedKey = «b»
AllowedIPs = 10.8.0.2/32
`, V{"a": priv, "_pp": peerPub, "b": g.b64(32)}, "ListenPort = 51820", "AllowedIPs = 10.8.0.2/32")

	cpriv, _ := g.wireguard()
	_, spub := g.wireguard()
	g.add("home/wireguard-client-qr-text", `
[Interface]
PrivateKey = «a»
Address = 10.8.0.3/32
DNS = 192.168.1.2

[Peer]
PublicKey = «_sp»
PresharedKey = «b»
AllowedIPs = 0.0.0.0/0, ::/0
Endpoint = vpn.example-home.net:51820
PersistentKeepalive = 25
`, V{"a": cpriv, "_sp": spub, "b": g.b64(32)}, "Endpoint = vpn.example-home.net:51820")

	g.add("home/wg-show-output", `
$ sudo wg show
interface: wg0
  public key: «_a»
  private key: (hidden)
  listening port: 51820

peer: «_b»
  preshared key: (hidden)
  endpoint: 203.0.113.54:40211
  allowed ips: 10.8.0.2/32
  latest handshake: 1 minute, 12 seconds ago
  transfer: 21.33 MiB received, 312.40 MiB sent
`, V{"_a": g.b64(32), "_b": g.b64(32)}, "private key: (hidden)", "203.0.113.54:40211")

	g.add("home/wg-easy-compose", `
services:
  wg-easy:
    image: ghcr.io/wg-easy/wg-easy:14
    environment:
      - LANG=en
      - WG_HOST=vpn.example-home.net
      - PASSWORD_HASH=«a»
      - WG_DEFAULT_DNS=192.168.1.2
    ports:
      - "51820:51820/udp"
      - "51821:51821/tcp"
`, V{"a": g.hlDollar(g.hlBcrypt("12"))}, "ghcr.io/wg-easy/wg-easy:14", "WG_HOST=vpn.example-home.net")

	g.add("home/tailscale-up-authkey", `
$ sudo tailscale up --authkey=«a» --advertise-routes=192.168.1.0/24 --advertise-exit-node --ssh
$ tailscale status
100.101.102.7   nas           dad@         linux   -
100.84.12.99    dads-iphone   dad@         iOS     idle, tx 1432 rx 9812
`, V{"a": g.tailscale()}, "--advertise-routes=192.168.1.0/24", "100.101.102.7")

	g.add("home/tailscale-compose-sidecar", `
services:
  ts-jellyfin:
    image: tailscale/tailscale:v1.76.1
    hostname: jellyfin
    environment:
      - TS_AUTHKEY=«a»
      - TS_EXTRA_ARGS=--advertise-tags=tag:container
      - TS_STATE_DIR=/var/lib/tailscale
      - TS_SERVE_CONFIG=/config/serve.json
  tsdproxy:
    environment:
      - TSDPROXY_AUTHKEY=«b»
      - TS_API_KEY=«c»
`, V{"a": g.tailscale(), "b": "tskey-client-k" + g.an(10) + "CNTRL-" + g.an(33), "c": "tskey-api-k" + g.an(10) + "CNTRL-" + g.an(33)}, "tailscale/tailscale:v1.76.1", "TS_EXTRA_ARGS=--advertise-tags=tag:container")

	g.add("home/headscale-preauthkey", `
$ docker exec headscale headscale preauthkeys create --user family --reusable --expiration 24h
«a»
$ tailscale up --login-server https://hs.example-home.net --authkey «a»
$ docker exec headscale headscale apikeys create --expiration 90d
«b»
`, V{"a": g.hlHeadscale(), "b": g.an(7) + "." + g.b64u(32)}, "--login-server https://hs.example-home.net")

	g.add("home/headscale-config-yaml", `
server_url: https://hs.example-home.net
listen_addr: 0.0.0.0:8080
noise:
  private_key_path: /var/lib/headscale/noise_private.key
oidc:
  issuer: https://auth.example-home.net
  client_id: headscale
  client_secret: «a»
$ cat /var/lib/headscale/noise_private.key
privkey:«b»
`, V{"a": g.an(64), "b": g.hex(64)}, "private_key_path: /var/lib/headscale/noise_private.key", "client_id: headscale")

	g.add("home/zerotier-identity-secret", `
$ sudo zerotier-cli info
200 info «_addr» 1.14.1 ONLINE
$ sudo cat /var/lib/zerotier-one/identity.secret
«_addr»:0:«_pub»:«a»
$ sudo zerotier-cli join «_net»
200 join OK
`, V{"_addr": g.hex(10), "_pub": g.hex(128), "a": g.hex(128), "_net": g.hex(16)}, "200 join OK")

	g.add("home/cloudflared-tunnel-token", `
services:
  cloudflared:
    image: cloudflare/cloudflared:2024.10.1
    restart: unless-stopped
    command: tunnel --no-autoupdate run --token «a»
`, V{"a": g.hlCFTunnel()}, "cloudflare/cloudflared:2024.10.1")

	g.add("home/cloudflared-credentials-json", `
$ cloudflared tunnel create homelab
Tunnel credentials written to /home/pi/.cloudflared/«_t».json. cloudflared chose this file based on where your origin certificate was found. Keep this file secret.
Created tunnel homelab with id «_t»
$ cat /home/pi/.cloudflared/«_t».json
{"AccountTag":"«_acct»","TunnelSecret":"«a»","TunnelID":"«_t»","Endpoint":""}
`, V{"_t": g.uuid(), "_acct": g.hex(32), "a": g.b64(32)}, "Created tunnel homelab with id")

	g.add("home/cloudflared-cert-pem", `
$ cat ~/.cloudflared/cert.pem
-----BEGIN ARGO TUNNEL TOKEN-----
«a»
-----END ARGO TUNNEL TOKEN-----
`, V{"a": wrap(b64s(fmt.Sprintf(`{"zoneID":"%s","accountID":"%s","apiToken":"%s","endpoint":""}`, g.hex(32), g.hex(32), g.cfToken())), 64)}, "BEGIN ARGO TUNNEL TOKEN")

	g.add("home/duckdns-cron", `
$ crontab -l
*/5 * * * * ~/duckdns/duck.sh >/dev/null 2>&1
$ cat ~/duckdns/duck.sh
echo url="https://www.duckdns.org/update?domains=dadlab&token=«a»&ip=" | curl -k -o ~/duckdns/duck.log -K -
`, V{"a": g.uuid()}, "~/duckdns/duck.sh", "domains=dadlab")

	g.add("home/ddclient-conf", `
$ sudo cat /etc/ddclient.conf
daemon=300
syslog=yes
use=web, web=checkip.dyndns.org
ssl=yes
protocol=noip
login=dadlab@example.com
password='«a»'
dadlab.ddns.net

protocol=cloudflare, \
zone=example-home.net, \
login=token, \
password=«b» \
vpn.example-home.net
`, V{"a": g.pw(), "b": g.cfToken()}, "use=web, web=checkip.dyndns.org", "zone=example-home.net")

	g.add("home/noip-duc-env", `
$ docker run -d --name noip-duc -e NOIP_USERNAME=«_u» -e NOIP_PASSWORD=«a» -e NOIP_HOSTNAMES=all.ddnskey.com ghcr.io/noipcom/noip-duc:latest
`, V{"_u": g.s(alLowNum, 12), "a": g.s(alAlnum, 12)}, "NOIP_HOSTNAMES=all.ddnskey.com")

	g.add("home/frigate-config-rtsp", `
mqtt:
  host: 192.168.1.10
  user: frigate
  password: «a»
go2rtc:
  streams:
    front_door:
      - rtsp://admin:«b»@192.168.1.71:554/cam/realmonitor?channel=1&subtype=0
    driveway:
      - "rtsp://viewer:«c»@192.168.1.72:554/Streaming/Channels/101"
    garage:
      - rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@192.168.1.73:554/h264Preview_01_main
cameras:
  front_door:
    ffmpeg:
      inputs:
        - path: rtsp://127.0.0.1:8554/front_door
          roles: [detect, record]
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}", "rtsp://127.0.0.1:8554/front_door")

	g.add("home/ffprobe-camera-url", `
$ ffprobe -rtsp_transport tcp "rtsp://admin:«a»@192.168.1.74:554/stream1"
Input #0, rtsp, from 'rtsp://admin:«a»@192.168.1.74:554/stream1':
  Metadata:
    title           : Session streamed by "TP-LINK RTSP Server"
  Duration: N/A, start: 0.000000, bitrate: N/A
  Stream #0:0: Video: h264 (High), yuv420p(progressive), 2560x1440, 15 fps
`, V{"a": g.pwURL()}, "TP-LINK RTSP Server")

	g.add("home/unifi-protect-ha-and-ssh", `
$ ssh root@192.168.1.1
root@192.168.1.1's password:
# device SSH credentials from Settings > System > Advanced:
#   username: ubnt-admin  password: «a»
$ mongo --port 27117 ace --eval 'db.setting.find({key:"mgmt"}).forEach(printjson)' --quiet
{ "_id" : ObjectId("«_oid»"), "key" : "mgmt", "site_id" : "«_sid»", "x_ssh_username" : "ubnt-admin", "x_ssh_password" : "«a»", "x_ssh_enabled" : true, "x_mgmt_key" : "«b»" }
`, V{"a": g.pwURL(), "_oid": g.hex(24), "_sid": g.hex(24), "b": g.hex(32)}, `"x_ssh_username" : "ubnt-admin"`)

	g.add("home/unifi-wlanconf-export", `
{"_id":"«_id»","name":"HomeNet","security":"wpapsk","wpa_mode":"wpa2","x_passphrase":"«a»","enabled":true,"networkconf_id":"«_nid»"}
{"_id":"«_id2»","name":"HomeNet-IoT","security":"wpapsk","wpa_mode":"wpa2","x_passphrase":"«b»","is_guest":false,"vlan":"20"}
`, V{"_id": g.hex(24), "a": g.hlWifi(), "_nid": g.hex(24), "_id2": g.hex(24), "b": g.hlWifi()}, `"name":"HomeNet-IoT"`)

	g.add("home/openwrt-uci-show-wireless", `
root@OpenWrt:~# uci show wireless
wireless.radio0=wifi-device
wireless.radio0.type='mac80211'
wireless.radio0.path='platform/soc/18000000.wifi'
wireless.radio0.channel='36'
wireless.radio0.band='5g'
wireless.default_radio0=wifi-iface
wireless.default_radio0.device='radio0'
wireless.default_radio0.network='lan'
wireless.default_radio0.mode='ap'
wireless.default_radio0.ssid='Lan Solo 5G'
wireless.default_radio0.encryption='sae-mixed'
wireless.default_radio0.key='«a»'
wireless.wifinet2.ssid='Guests'
wireless.wifinet2.key='«b»'
`, V{"a": g.hlWifi(), "b": g.hlWifi()}, "wireless.default_radio0.ssid='Lan Solo 5G'", "platform/soc/18000000.wifi")

	g.add("home/openwrt-shadow-and-ddns", `
root@OpenWrt:~# cat /etc/shadow | head -1
root:«a»:19876:0:99999:7:::
root@OpenWrt:~# uci show ddns.myddns_ipv4
ddns.myddns_ipv4=service
ddns.myddns_ipv4.service_name='cloudflare.com-v4'
ddns.myddns_ipv4.lookup_host='home.example-home.net'
ddns.myddns_ipv4.username='Bearer'
ddns.myddns_ipv4.password='«b»'
`, V{"a": g.hlMD5Crypt(), "b": g.cfToken()}, "ddns.myddns_ipv4.service_name='cloudflare.com-v4'")

	g.add("home/openwrt-luci-rpc-login", `
$ curl -s http://192.168.1.1/cgi-bin/luci/rpc/auth -d '{"id":1,"method":"login","params":["root","«a»"]}'
{"id":1,"result":"«b»","error":null}
`, V{"a": g.pw(), "b": g.hex(32)}, "/cgi-bin/luci/rpc/auth")

	g.add("home/pfsense-config-xml", `
<user>
  <name>admin</name>
  <descr><![CDATA[System Administrator]]></descr>
  <scope>system</scope>
  <groupname>admins</groupname>
  <bcrypt-hash>«a»</bcrypt-hash>
  <uid>0</uid>
  <priv>user-shell-access</priv>
</user>
<ipsec>
  <phase1>
    <ikeid>1</ikeid>
    <remote-gateway>203.0.113.20</remote-gateway>
    <authentication_method>pre_shared_key</authentication_method>
    <pre-shared-key>«b»</pre-shared-key>
  </phase1>
</ipsec>
`, V{"a": g.hlBcrypt("10"), "b": g.an(48)}, "<remote-gateway>203.0.113.20</remote-gateway>")

	g.add("home/opnsense-apikey-txt", `
$ cat ~/Downloads/OPNsense.localdomain_root_apikey.txt
key=«a»
secret=«b»
$ curl -s -u "«a»:«b»" https://192.168.1.1/api/core/firmware/status -k | jq -r .status
none
`, V{"a": g.s(alAlnum+"+/", 80), "b": g.s(alAlnum+"+/", 80)}, "/api/core/firmware/status")

	g.add("home/crowdsec-bouncer-key", `
$ docker exec crowdsec cscli bouncers add traefik-bouncer
API key for 'traefik-bouncer':

   «a»

Please keep this key since you will not be able to retrieve it!
$ grep -n CROWDSEC_BOUNCER_API_KEY docker-compose.yml
41:      - CROWDSEC_BOUNCER_API_KEY=«a»
`, V{"a": g.s(alAlnum+"/+", 43)}, "Please keep this key since you will not be able to retrieve it!")
}

func (g *G) hlBackup() {
	g.add("home/minio-compose-root", `
services:
  minio:
    image: quay.io/minio/minio:RELEASE.2024-10-13T13-34-11Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: homelab-admin
      MINIO_ROOT_PASSWORD: «a»
      MINIO_BROWSER_REDIRECT_URL: https://minio-console.example-home.net
`, V{"a": g.pwStrong()}, "MINIO_ROOT_USER: homelab-admin", "quay.io/minio/minio:RELEASE.2024-10-13T13-34-11Z")

	g.add("home/minio-mc-alias", `
$ mc alias set nas http://192.168.1.30:9000 «_ak» «a»
Added `+"`nas`"+` successfully.
$ mc admin user svcacct add nas velero
Access Key: «_ak2»
Secret Key: «b»
Expiration: no-expiry
`, V{"_ak": g.s(alUpNum, 20), "a": g.an(40), "_ak2": g.s(alUpNum, 20), "b": g.an(40)}, "http://192.168.1.30:9000")

	g.add("home/restic-env-file", `
$ cat /etc/restic/env
RESTIC_REPOSITORY=rest:https://backup:«a»@restic.example-home.net/nas
RESTIC_PASSWORD=«b»
RESTIC_CACHE_DIR=/var/cache/restic
$ restic snapshots --compact | tail -3
«_id»  2026-11-01 03:00:12  nas          /volume1/homes
«_id2»  2026-11-02 03:00:09  nas          /volume1/homes
`, V{"a": g.pwURL(), "b": g.pwStrong(), "_id": g.hex(8), "_id2": g.hex(8)}, "RESTIC_CACHE_DIR=/var/cache/restic")

	g.add("home/restic-password-command-benign", `
$ cat ~/.config/restic/laptop.env
export RESTIC_REPOSITORY=sftp:backup@nas.lan:/volume1/restic/laptop
export RESTIC_PASSWORD_COMMAND="secret-tool lookup restic laptop"
export RESTIC_PASSWORD_FILE=/home/dad/.config/restic/password
`, nil, `RESTIC_PASSWORD_COMMAND="secret-tool lookup restic laptop"`, "RESTIC_PASSWORD_FILE=/home/dad/.config/restic/password")

	g.add("home/borgmatic-config", `
source_directories:
    - /etc
    - /home
    - /var/lib/docker/volumes
repositories:
    - path: ssh://«_u»@«_u».repo.borgbase.com/./repo
      label: borgbase
encryption_passphrase: "«a»"
keep_daily: 7
keep_weekly: 4
healthchecks:
    ping_url: https://hc-ping.com/«=hc»
`, V{"_u": g.s(alLowNum, 8), "a": g.talkPhrase(), "=hc": g.uuid()}, "keep_weekly: 4")

	g.add("home/borg-export-passphrase", `
$ export BORG_REPO=/mnt/usb-backup/borg
$ export BORG_PASSPHRASE='«a»'
$ borg create --stats --compression zstd ::'{hostname}-{now}' /srv
------------------------------------------------------------------------------
Repository: /mnt/usb-backup/borg
Archive name: homeserver-2026-11-02T03:00:04
Archive fingerprint: «_fp»
`, V{"a": g.pwStrong(), "_fp": g.hex(64)}, "Archive name: homeserver-2026-11-02T03:00:04")

	g.add("home/borg-key-export", `
$ borg key export /mnt/usb-backup/borg -
BORG_KEY «_rid»
«a»
`, V{"_rid": g.hex(64), "a": wrap("hqlhbGdvcml0aG2mc2hhMjU2pGRhdGHaAZ"+g.s(alB64, 620)+"==", 76)}, "borg key export")

	g.add("home/kopia-repo-connect", `
$ kopia repository connect b2 --bucket=homelab-kopia --key-id=«_kid» --key=«a» --password='«b»'
Connected to repository.
$ cat ~/.config/kopia/repository.config | jq '.storage.config'
{"bucket":"homelab-kopia","keyID":"«_kid»","key":"«a»"}
`, V{"_kid": g.hlB2ID(), "a": g.hlB2Key(), "b": g.pw()}, "Connected to repository.")

	g.add("home/rclone-conf", `
$ cat ~/.config/rclone/rclone.conf
[gdrive]
type = drive
scope = drive
token = {"access_token":"«a»","token_type":"Bearer","refresh_token":"«b»","expiry":"2026-11-02T11:02:44.123+01:00"}

[nas-sftp]
type = sftp
host = 192.168.1.30
user = backup
pass = «c»

[b2-crypt]
type = crypt
remote = b2:homelab-rclone
password = «d»
password2 = «e»
`, V{"a": g.ya29(), "b": g.gRefresh(), "c": g.hlObscured(), "d": g.hlObscured(), "e": g.hlObscured()}, "remote = b2:homelab-rclone")

	g.add("home/rclone-obscure-cli", `
$ rclone obscure '«a»'
«b»
$ rclone config create webdav-nc webdav url=https://cloud.example-home.net/remote.php/dav/files/dad vendor=nextcloud user=dad pass=«b»
`, V{"a": g.pw(), "b": g.hlObscured()}, "vendor=nextcloud")

	g.add("home/syncthing-config-xml", `
<configuration version="37">
    <folder id="«_fid»" label="Photos" path="/mnt/photos" type="receiveonly">
        <device id="«_d1»" introducedBy=""></device>
    </folder>
    <device id="«_d2»" name="pixel-8" compression="metadata" introducer="false">
        <address>dynamic</address>
    </device>
    <gui enabled="true" tls="false" debugging="false">
        <address>0.0.0.0:8384</address>
        <user>dad</user>
        <password>«a»</password>
        <apikey>«b»</apikey>
        <theme>default</theme>
    </gui>
</configuration>
`, V{"_fid": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5), "_d1": g.hlSyncID(), "_d2": g.hlSyncID(), "a": g.hlBcrypt("10"), "b": g.an(32)}, "<address>0.0.0.0:8384</address>")

	g.add("home/syncthing-rest-curl", `
$ curl -s -H "X-API-Key: «a»" http://localhost:8384/rest/system/status | jq '{myID, uptime}'
{
  "myID": "«_id»",
  "uptime": 183211
}
`, V{"a": g.an(32), "_id": g.hlSyncID()}, "/rest/system/status")

	g.add("home/duplicati-cli", `
$ duplicati-cli backup "b2://homelab-duplicati/laptop?auth-username=«_kid»&auth-password=«a»" /home/dad --passphrase="«b»" --dbpath=/root/.config/Duplicati/XKTMPRWQJZ.sqlite
`, V{"_kid": g.hlB2ID(), "a": g.hlB2Key(), "b": g.pwStrong()}, "--dbpath=/root/.config/Duplicati/XKTMPRWQJZ.sqlite")

	g.add("home/backrest-config-json", `
{
  "modno": 14,
  "instance": "nas",
  "repos": [{
    "id": "b2-offsite",
    "uri": "b2:homelab-backrest",
    "password": "«a»",
    "env": ["B2_ACCOUNT_ID=«_kid»", "B2_ACCOUNT_KEY=«b»"]
  }],
  "auth": {"users": [{"name": "dad", "passwordBcrypt": "«c»"}]}
}
`, V{"a": g.pwStrong(), "_kid": g.hlB2ID(), "b": g.hlB2Key(), "c": b64s(g.hlBcrypt("10"))}, `"uri": "b2:homelab-backrest"`)
}

func (g *G) hlNotify() {
	tgTok := g.telegram()
	g.add("home/watchtower-telegram-url", `
services:
  watchtower:
    image: containrrr/watchtower:1.7.1
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
    environment:
      WATCHTOWER_SCHEDULE: "0 0 4 * * *"
      WATCHTOWER_CLEANUP: "true"
      WATCHTOWER_NOTIFICATION_URL: telegram://«a»@telegram?chats=«_chat»&notification=no
`, V{"a": tgTok, "_chat": "-100" + g.digits(10)}, `WATCHTOWER_SCHEDULE: "0 0 4 * * *"`)

	id, tok := g.hlDiscordHook()
	g.add("home/watchtower-discord-pushover", `
WATCHTOWER_NOTIFICATION_URL="discord://«a»@«_id» pushover://shoutrrr:«b»@«=u»/?devices=pixel8"
WATCHTOWER_NOTIFICATION_TEMPLATE={{range .}}{{.Message}}{{println}}{{end}}
`, V{"a": tok, "_id": id, "b": g.hlPushTok(), "=u": g.hlPushUser()}, "{{range .}}{{.Message}}{{println}}{{end}}")

	id2, tok2 := g.hlDiscordHook()
	g.add("home/discord-webhook-ha-yaml", `
notify:
  - name: discord_homelab
    platform: discord
    token: «a»
rest_command:
  discord_alert:
    url: https://discord.com/api/webhooks/«_id»/«b»
    method: POST
    payload: '{"content": "{{ message }}"}'
`, V{"a": g.discordBot(), "_id": id2, "b": tok2}, `payload: '{"content": "{{ message }}"}'`)

	g.add("home/ntfy-server-yml-and-curl", `
$ cat /etc/ntfy/server.yml
base-url: https://ntfy.example-home.net
auth-file: /var/lib/ntfy/user.db
auth-default-access: deny-all
$ ntfy token add dad
token «a» created for user dad, never expires
$ curl -H "Authorization: Bearer «a»" -d "Backup finished: 42 GB" https://ntfy.example-home.net/backups
$ curl -u dad:«b» -d "Disk /dev/sdb SMART warning" https://ntfy.example-home.net/alerts
`, V{"a": g.hlNtfy(), "b": g.pwURL()}, "auth-default-access: deny-all", "Backup finished: 42 GB")

	g.add("home/gotify-curl-app-token", `
$ curl "https://gotify.example-home.net/message?token=«a»" -F "title=Proxmox" -F "message=Backup job pve1 OK" -F "priority=5"
{"id":1482,"appid":3,"message":"Backup job pve1 OK","title":"Proxmox","priority":5,"date":"2026-11-02T03:14:02.181Z"}
$ gotify-cli config
token: «b»
url: https://gotify.example-home.net
`, V{"a": g.hlGotify(), "b": g.hlGotify()}, `"message":"Backup job pve1 OK"`)

	g.add("home/apprise-yml", `
urls:
  - tgram://«a»/«_chat»
  - pover://«=u»@«b»
  - ntfys://dad:«c»@ntfy.example-home.net/alerts
  - gotifys://gotify.example-home.net/«d»
  - mailtos://alerts:«e»@gmail.com?to=dad@example-home.net
`, V{"a": g.telegram(), "_chat": g.digits(9), "=u": g.hlPushUser(), "b": g.hlPushTok(), "c": g.pwURL(), "d": g.hlGotify(), "e": g.s(alLower, 16)}, "dad@example-home.net")

	g.add("home/uptime-kuma-notification-export", `
{
  "notificationList": [
    {"id": 1, "name": "Telegram", "config": "{\"name\":\"Telegram\",\"type\":\"telegram\",\"isDefault\":true,\"telegramBotToken\":\"«a»\",\"telegramChatID\":\"«_chat»\"}", "active": true},
    {"id": 2, "name": "Pushover", "config": "{\"type\":\"pushover\",\"pushoveruserkey\":\"«=u»\",\"pushoverapptoken\":\"«b»\"}", "active": true}
  ],
  "version": "1.23.15"
}
`, V{"a": g.telegram(), "_chat": g.digits(9), "=u": g.hlPushUser(), "b": g.hlPushTok()}, `"version": "1.23.15"`)

	g.add("home/ha-notify-smtp-secrets", `
notify:
  - name: family_email
    platform: smtp
    server: smtp.gmail.com
    port: 587
    sender: homelab.alerts@gmail.com
    username: homelab.alerts@gmail.com
    password: «a»
    recipient:
      - dad@example-home.net
`, V{"a": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "sender: homelab.alerts@gmail.com")

	g.add("home/smartd-msmtprc", `
$ cat /etc/msmtprc
defaults
auth on
tls on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
account gmail
host smtp.gmail.com
port 587
from homelab.alerts@gmail.com
user homelab.alerts@gmail.com
password «a»
account default : gmail
`, V{"a": g.s(alLower, 16)}, "tls_trust_file /etc/ssl/certs/ca-certificates.crt")

	g.add("home/diun-and-scrutiny-yaml", `
# diun.yml
notif:
  telegram:
    token: «a»
    chatIDs: [«_chat»]
  gotify:
    endpoint: https://gotify.example-home.net
    token: «b»
# scrutiny.yaml
notify:
  urls:
    - "discord://«c»@«_id»"
`, V{"a": g.telegram(), "_chat": g.digits(9), "b": g.hlGotify(), "c": g.b64u(68), "_id": g.digits(19)}, "endpoint: https://gotify.example-home.net")

	g.add("home/healthchecks-and-slack-script", `
#!/bin/sh
# /usr/local/bin/zfs-scrub-report.sh
STATUS=$(zpool status -x)
curl -fsS -m 10 --retry 5 https://hc-ping.com/«=hc»
curl -s -X POST -H 'Content-type: application/json' --data "{\"text\":\"$STATUS\"}" https://hooks.slack.com/services/«_t»/«_b»/«a»
`, V{"=hc": g.uuid(), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "STATUS=$(zpool status -x)")
}

func (g *G) hlCompose() {
	g.add("home/compose-arr-stack-env-file", `
$ cat .env
PUID=1000
PGID=1000
TZ=Europe/London
DATA=/mnt/tank/data
VPN_SERVICE_PROVIDER=mullvad
WIREGUARD_PRIVATE_KEY=«a»
WIREGUARD_ADDRESSES=10.64.«_o».«_p»/32
OPENVPN_USER=«b»
SERVER_CITIES=Amsterdam
`, V{"a": g.b64(32), "_o": fmt.Sprint(g.r.IntN(250)), "_p": fmt.Sprint(g.r.IntN(250)), "b": g.digits(16)}, "VPN_SERVICE_PROVIDER=mullvad", "DATA=/mnt/tank/data")

	g.add("home/compose-gluetun-pia", `
services:
  gluetun:
    image: qmcgaw/gluetun:v3.39
    cap_add: [NET_ADMIN]
    environment:
      - VPN_SERVICE_PROVIDER=private internet access
      - OPENVPN_USER=p«_u»
      - OPENVPN_PASSWORD=«a»
      - SERVER_REGIONS=Netherlands
      - HTTP_CONTROL_SERVER_AUTH_DEFAULT_ROLE={"auth":"apikey","apikey":"«b»"}
`, V{"_u": g.digits(7), "a": g.an(10), "b": g.an(22)}, "qmcgaw/gluetun:v3.39", "SERVER_REGIONS=Netherlands")

	g.add("home/compose-secrets-block", `
services:
  db:
    image: postgres:16-alpine
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
  app:
    image: ghcr.io/linkwarden/linkwarden:v2.7.1
    environment:
      - DATABASE_URL=postgresql://postgres:«a»@db:5432/postgres
      - NEXTAUTH_SECRET=«b»
      - NEXTAUTH_URL=https://links.example-home.net/api/v1/auth
secrets:
  db_password:
    file: ./secrets/db_password.txt
$ cat secrets/db_password.txt
«a»
`, V{"a": g.pwURL(), "b": g.b64(32)}, "POSTGRES_PASSWORD_FILE: /run/secrets/db_password", "file: ./secrets/db_password.txt")

	g.add("home/compose-config-rendered", `
$ docker compose config | sed -n '/environment:/,/image:/p'
    environment:
      MYSQL_DATABASE: bookstack
      DB_HOST: bookstack_db
      DB_PASS: «a»
      APP_KEY: base64:«b»
      APP_URL: https://wiki.example-home.net
    image: lscr.io/linuxserver/bookstack:24.10.2
`, V{"a": g.pwURL(), "b": g.b64(32)}, "lscr.io/linuxserver/bookstack:24.10.2")

	g.add("home/docker-inspect-env", `
$ docker inspect photoprism --format '{{json .Config.Env}}' | jq -r '.[]'
PHOTOPRISM_ADMIN_USER=admin
PHOTOPRISM_ADMIN_PASSWORD=«a»
PHOTOPRISM_SITE_URL=https://photos2.example-home.net/
PHOTOPRISM_DATABASE_DRIVER=mysql
PHOTOPRISM_DATABASE_PASSWORD=«b»
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"a": g.pw(), "b": g.pwURL()}, "PHOTOPRISM_DATABASE_DRIVER=mysql")

	g.add("home/compose-homeassistant-stack", `
services:
  homeassistant:
    image: ghcr.io/home-assistant/home-assistant:2024.11
    network_mode: host
    volumes: [./ha:/config]
  mariadb:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD: "«a»"
      MARIADB_DATABASE: ha
      MARIADB_USER: homeassistant
      MARIADB_PASSWORD: "«b»"
  esphome:
    image: ghcr.io/esphome/esphome:2024.10
    environment:
      - USERNAME=dad
      - PASSWORD=«c»
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pwURL()}, "ghcr.io/home-assistant/home-assistant:2024.11", "MARIADB_USER: homeassistant")

	g.add("home/compose-postgres-backup-cron", `
  pgbackup:
    image: prodrigestivill/postgres-backup-local:16
    environment:
      - POSTGRES_HOST=immich_postgres
      - POSTGRES_DB=immich
      - POSTGRES_USER=postgres
      - POSTGRES_PASSWORD=«a»
      - SCHEDULE=@daily
      - BACKUP_KEEP_DAYS=7
`, V{"a": g.an(24)}, "prodrigestivill/postgres-backup-local:16", "SCHEDULE=@daily")

	g.add("home/ansible-homelab-vars", `
# group_vars/homelab/vars.yml (not vaulted yet, TODO)
ansible_user: dad
ansible_become_password: «a»
docker_users: [dad]
pihole_web_password: «b»
cloudflare_api_token: «c»
smb_users:
  - name: family
    password: «d»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.cfToken(), "d": g.pw()}, "docker_users: [dad]")

	g.add("home/ansible-vault-encrypted-benign", `
# group_vars/homelab/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_a»
`, V{"_a": wrap(g.hex(640), 80)}, "$ANSIBLE_VAULT;1.1;AES256")

	sk := g.hlArrKey()
	g.add("home/k3s-homelab-secret", `
$ kubectl -n media get secret arr-keys -o jsonpath='{.data}' | jq
{
  "SONARR_API_KEY": "«a»",
  "RADARR_API_KEY": "«b»"
}
$ echo «a» | base64 -d
«c»
`, V{"a": b64s(sk), "b": b64s(g.hlArrKey()), "c": sk}, "arr-keys")
}

func (g *G) hlForum() {
	g.add("home/reddit-traefik-help", `
r/selfhosted · Posted by u/lab_goblin

**Traefik keeps giving 404 for my Nextcloud, what am I missing?**

Here's my compose, I blanked the email:

    labels:
      - "traefik.enable=true"
      - "traefik.http.routers.nc.rule=Host(`+"`cloud.mydomain.xyz`"+`)"
      - "traefik.http.routers.nc.tls.certresolver=le"
    environment:
      - CF_DNS_API_TOKEN=«a»
      - ACME_EMAIL=xxxx@xxxx.com

Edit: thanks u/pihole_pete, it was the missing entrypoint label. (also yes I rotated the token 🙃)
`, V{"a": g.cfToken()}, "ACME_EMAIL=xxxx@xxxx.com", "traefik.http.routers.nc.tls.certresolver=le")

	g.add("home/reddit-half-redacted-benign", `
r/homeassistant · u/zigbee_zoe

My configuration.yaml (token redacted obviously):

    http:
      use_x_forwarded_for: true
      trusted_proxies: 172.18.0.0/16
    rest:
      - resource: http://192.168.1.40:32400/status/sessions?X-Plex-Token=XXXXXXXXXXXXXXXXXXXX
    influxdb:
      token: eyJhbGciOi...REDACTED
      api_key: sk-********************

Any idea why the rest sensor stays "unknown"?
`, nil, "X-Plex-Token=XXXXXXXXXXXXXXXXXXXX", "eyJhbGciOi...REDACTED", "sk-********************")

	g.add("home/forum-synology-post", `
Synology Community › DSM 7.2 › Docker

Re: Container Manager: gitea can't connect to db

> Post your compose file

Here:

    gitea:
      environment:
        - GITEA__database__DB_TYPE=postgres
        - GITEA__database__HOST=gitea-db:5432
        - GITEA__database__PASSWD=«a»
        - GITEA__security__SECRET_KEY=«b»
    gitea-db:
      environment:
        - POSTGRES_PASSWORD=«a»

Log says "pq: password authentication failed for user gitea".
`, V{"a": g.pw(), "b": g.an(64)}, `pq: password authentication failed for user gitea`)

	g.add("home/discord-chat-wireguard-help", `
[22:14] dad_ops: anyone around? wg tunnel comes up but no handshake
[22:14] dad_ops: `+"```"+`
[Interface]
PrivateKey = «a»
Address = 10.8.0.5/32
[Peer]
PublicKey = «_p»
Endpoint = home.mydomain.xyz:51820
AllowedIPs = 192.168.1.0/24
`+"```"+`
[22:16] netninja: dude you just posted your private key. regenerate it. also check port forward 51820/udp on the router
[22:17] dad_ops: oops. yeah will do
`, V{"a": func() string { k, _ := g.wireguard(); return k }(), "_p": g.b64(32)}, "check port forward 51820/udp on the router")

	g.add("home/chat-user-pastes-ha-token", `
ok here's my long lived token from the HA profile page, use it for the script that turns off the lights when the TV turns on:
«a»
the HA url is http://homeassistant.local:8123 and the TV is media_player.lg_webos_tv
`, V{"a": g.hlHAToken()}, "media_player.lg_webos_tv", "http://homeassistant.local:8123")

	g.add("home/chat-user-router-and-nas", `
router admin is admin / «a» (it's a Fritz!Box 7590 at 192.168.178.1), NAS is a DS220+ with admin account «_u» and password «b». can you write a script that pulls the DSL stats and logs them to InfluxDB?
`, V{"a": g.talkPw(), "_u": "nasadmin", "b": g.talkPw()}, "Fritz!Box 7590 at 192.168.178.1")

	g.add("home/chat-assistant-restates-keys", `
I've updated docker-compose.yml so Homepage reads the keys from .env instead of inline:

- HOMEPAGE_VAR_SONARR_KEY=«a»
- HOMEPAGE_VAR_RADARR_KEY=«b»
- HOMEPAGE_VAR_PLEX_TOKEN=«c»

and in services.yaml the widgets now use {{HOMEPAGE_VAR_SONARR_KEY}}. Restart with docker compose up -d homepage.
`, V{"a": g.hlArrKey(), "b": g.hlArrKey(), "c": g.hlPlex()}, "{{HOMEPAGE_VAR_SONARR_KEY}}", "docker compose up -d homepage")

	g.add("home/github-issue-vaultwarden", `
### Describe the bug
Admin page says "Invalid admin token" after upgrading to 1.32.

### Config
Environment: docker, behind Caddy.

    ADMIN_TOKEN=$argon2id$v=19$m=65540,t=3,p=4$«_x»

(truncated on purpose)

### Logs
[2026-11-01 18:02:11.402][vaultwarden::api::admin][ERROR] Invalid admin token. IP: 172.20.0.4
`, V{"_x": "****"}, "vaultwarden::api::admin", "(truncated on purpose)")

	g.add("home/github-issue-frigate-log", `
**Frigate config and logs**

`+"```"+`
2026-11-02 08:41:07.331 ERROR   : front_door: Unable to read frames from ffmpeg process.
2026-11-02 08:41:07.331 ERROR   : [rtsp @ 0x55d0c1a8] method DESCRIBE failed: 401 Unauthorized
2026-11-02 08:41:07.332 INFO    : ffmpeg -hide_banner -rtsp_transport tcp -i rtsp://admin:«a»@192.168.1.71:554/cam/realmonitor?channel=1&subtype=1 -r 5 -f rawvideo
`+"```"+`
`, V{"a": g.pwURL()}, "method DESCRIBE failed: 401 Unauthorized")

	g.add("home/forum-unraid-diagnostics-benign", `
Unraid Forums › General Support › diagnostics attached

tower-diagnostics-20261102-0914.zip (anonymized)

From system/vars.txt:
    [NAME] => Tower
    [regGUID] => «_guid»
    [flashGUID] => «_guid»
    [mdVersion] => 2.9.31
    [shareSMBEnabled] => yes
From shares/appdata.cfg:
    shareComment="..."
    shareUseCache="prefer"
`, V{"_guid": strings.ToUpper(g.hex(4)) + "-" + strings.ToUpper(g.hex(4)) + "-" + strings.ToUpper(g.hex(4)) + "-" + strings.ToUpper(g.hex(12))}, "tower-diagnostics-20261102-0914.zip", "shareUseCache=\"prefer\"")

	g.add("home/forum-pihole-discourse", `
Pi-hole Userspace › Help

Debug token: https://tricorder.pi-hole.net/«_t»

I reset the web password with pihole -a -p «a» but still can't log in, the page just reloads. setupVars shows WEBPASSWORD=«b».
`, V{"_t": g.s(alLowNum, 10), "a": g.talkPw(), "b": g.hex(64)}, "https://tricorder.pi-hole.net/")

	g.add("home/chat-mqtt-creds-inline", `
zigbee2mqtt can't reach the broker. broker is mosquitto on 192.168.1.10, user z2m pass «a». here's the z2m log:
Zigbee2MQTT:error 2026-11-02 09:12:44: MQTT error: Connection refused: Not authorized
`, V{"a": g.talkPw()}, "Connection refused: Not authorized")

	g.add("home/chat-tailscale-key-and-benign-ip", `
use this tailscale auth key for the new pi: «a» — it's reusable and tagged tag:iot. the pi should end up with something like 100.x.y.z, the current one is 100.94.33.12
`, V{"a": g.tailscale()}, "100.94.33.12", "tag:iot")

	g.add("home/chat-nextcloud-upgrade-help", `
I'm getting "Internal Server Error" after updating Nextcloud. here's my config.php bits:
  'passwordsalt' => '«a»',
  'secret' => '«b»',
  'dbpassword' => '«c»',
  'instanceid' => 'oc«_iid»',
what should I check?
`, V{"a": g.an(30), "b": g.hlNCSecret(), "c": g.talkPw(), "_iid": g.s(alLowNum, 10)}, "Internal Server Error")

	g.add("home/forum-opnsense-wireguard-export", `
OPNsense Forum › 24.7 Series › WireGuard

Exported /conf/config.xml section:
<server uuid="«_u»">
  <enabled>1</enabled>
  <name>wg_home</name>
  <pubkey>«_pub»</pubkey>
  <privkey>«a»</privkey>
  <port>51820</port>
  <tunneladdress>10.10.10.1/24</tunneladdress>
</server>
`, V{"_u": g.uuid(), "_pub": g.b64(32), "a": func() string { k, _ := g.wireguard(); return k }()}, "<tunneladdress>10.10.10.1/24</tunneladdress>")

	g.add("home/chat-restic-passphrase-sentence", `
restic repo on the usb disk is /mnt/usb/restic and the password is «a» — please write a systemd timer that runs it nightly and prunes to 7 daily / 4 weekly.
`, V{"a": g.talkPhrase()}, "7 daily / 4 weekly")

	g.add("home/chat-truenas-smb-user", `
Created the SMB user on TrueNAS: username «_u», password «a». Share path /mnt/tank/family, ACL preset NFSv4_HOME. Can you give me the Windows net use command?
`, V{"_u": "family", "a": g.talkPw()}, "/mnt/tank/family")

	g.add("home/chat-assistant-net-use", `
Here's the command for Windows:

    net use Z: \\192.168.1.30\family /user:family «a» /persistent:yes

If you'd rather not store the password in your shell history, use `+"`net use Z: \\\\192.168.1.30\\family /user:family *`"+` and type it at the prompt.
`, V{"a": g.pwURL()}, "/persistent:yes", "/user:family *")
}

func (g *G) hlBenign() {
	g.add("home/benign-ha-secret-refs-only", `
mqtt:
  broker: core-mosquitto
  username: !secret mqtt_user
  password: !secret mqtt_password
sensor:
  - platform: rest
    resource: !secret plex_sessions_url
    headers:
      Authorization: !secret ha_bearer
`, nil, "!secret mqtt_password", "!secret plex_sessions_url", "!secret ha_bearer")

	g.add("home/benign-ha-entity-ids-and-ulids", `
$ ha core logs | tail -3
2026-11-02 09:14:02.118 INFO (MainThread) [homeassistant.components.automation.hallway_lights] Hallway lights: Running automation actions
2026-11-02 09:14:02.119 INFO (MainThread) [homeassistant.components.automation.hallway_lights] Hallway lights: Executing step call service
context_id=«_c» entity_id=light.hallway_ceiling device_id=«_d»
`, V{"_c": strings.ToUpper(g.s(alB32, 26)), "_d": g.hex(32)}, "light.hallway_ceiling")

	g.add("home/benign-z2m-device-list", `
$ mosquitto_sub -h 192.168.1.10 -u z2m -P "$MQTT_PASSWORD" -t zigbee2mqtt/bridge/devices -C 1 | jq -r '.[] | .ieee_address + " " + .friendly_name'
0x«_a» Coordinator
0x«_b» hallway_motion
0x«_c» kitchen_plug
`, V{"_a": g.hex(16), "_b": g.hex(16), "_c": g.hex(16)}, `-P "$MQTT_PASSWORD"`, "kitchen_plug")

	g.add("home/benign-docker-ps-and-digests", `
$ docker compose pull
[+] Pulling 3/3
 ✔ sonarr Pulled
 ✔ radarr Pulled
 ✔ prowlarr Pulled
$ docker images --digests | grep linuxserver
lscr.io/linuxserver/sonarr    latest   «_a»   «_id1»   2 days ago   205MB
lscr.io/linuxserver/radarr    latest   «_b»   «_id2»   2 days ago   210MB
`, V{"_a": g.hlDigest(), "_b": g.hlDigest(), "_id1": g.hex(12), "_id2": g.hex(12)}, "lscr.io/linuxserver/sonarr")

	g.add("home/benign-compose-env-refs", `
services:
  vaultwarden:
    environment:
      ADMIN_TOKEN: ${VW_ADMIN_TOKEN}
      SMTP_PASSWORD: ${SMTP_PASSWORD:?missing}
  authelia:
    environment:
      AUTHELIA_IDENTITY_VALIDATION_RESET_PASSWORD_JWT_SECRET_FILE: /secrets/JWT_SECRET
      AUTHELIA_SESSION_SECRET_FILE: /secrets/SESSION_SECRET
      AUTHELIA_STORAGE_ENCRYPTION_KEY_FILE: /secrets/STORAGE_ENCRYPTION_KEY
`, nil, "${VW_ADMIN_TOKEN}", "${SMTP_PASSWORD:?missing}", "/secrets/STORAGE_ENCRYPTION_KEY")

	_, pub1 := g.wireguard()
	_, pub2 := g.wireguard()
	g.add("home/benign-wireguard-public-keys", `
# peers.md — public keys only, safe to share
| peer    | address      | public key |
|---------|--------------|------------|
| phone   | 10.8.0.2/32  | «_a» |
| laptop  | 10.8.0.3/32  | «_b» |
`, V{"_a": pub1, "_b": pub2}, "public keys only")

	g.add("home/benign-syncthing-device-ids", `
$ syncthing cli show system | jq -r .myID
«_a»
$ syncthing cli config devices list
«_a»
«_b»
«_c»
`, V{"_a": g.hlSyncID(), "_b": g.hlSyncID(), "_c": g.hlSyncID()}, "syncthing cli config devices list")

	g.add("home/benign-proxmox-qm-config", `
root@pve1:~# qm config 104
boot: order=scsi0;net0
cores: 4
memory: 8192
name: docker-host
net0: virtio=«_m»,bridge=vmbr0,firewall=1
scsi0: local-zfs:vm-104-disk-0,discard=on,iothread=1,size=64G
smbios1: uuid=«_u»
vmgenid: «_g»
`, V{"_m": g.hlMac(), "_u": g.uuid(), "_g": g.uuid()}, "local-zfs:vm-104-disk-0")

	g.add("home/benign-zfs-and-smart", `
$ zpool status tank
  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:12:44 with 0 errors on Sun Nov  1 05:36:45 2026
config:
	NAME                                      STATE     READ WRITE CKSUM
	tank                                      ONLINE       0     0     0
	  mirror-0                                ONLINE       0     0     0
	    ata-WDC_WD120EFBX-68B0EN0_«_s1»  ONLINE       0     0     0
	    ata-WDC_WD120EFBX-68B0EN0_«_s2»  ONLINE       0     0     0
$ zpool get guid tank
NAME  PROPERTY  VALUE                 SOURCE
tank  guid      «_g»  -
`, V{"_s1": g.s(alUpNum, 8), "_s2": g.s(alUpNum, 8), "_g": g.digits(19)}, "scrub repaired 0B")

	g.add("home/benign-nfs-exports", `
$ cat /etc/exports
/mnt/tank/media    192.168.1.0/24(ro,sync,no_subtree_check,all_squash,anonuid=1000,anongid=1000)
/mnt/tank/backups  192.168.1.5(rw,sync,no_subtree_check,no_root_squash)
$ showmount -e nas.lan
Export list for nas.lan:
/mnt/tank/backups 192.168.1.5
/mnt/tank/media   192.168.1.0/24
`, nil, "no_subtree_check,no_root_squash", "Export list for nas.lan:")

	g.add("home/benign-smb-conf", `
[global]
   workgroup = WORKGROUP
   server string = nas
   security = user
   map to guest = Bad User
   vfs objects = fruit streams_xattr
   fruit:metadata = stream
[timemachine]
   path = /mnt/tank/timemachine
   valid users = timemachine
   fruit:time machine = yes
   fruit:time machine max size = 1T
`, nil, "fruit:time machine max size = 1T", "vfs objects = fruit streams_xattr")

	g.add("home/benign-plex-machine-ids", `
$ curl -s http://192.168.1.40:32400/identity
<?xml version="1.0" encoding="UTF-8"?>
<MediaContainer size="0" claimed="1" machineIdentifier="«_a»" version="1.41.1.9057-af5eaea7a">
</MediaContainer>
`, V{"_a": g.hex(40)}, "1.41.1.9057-af5eaea7a")

	g.add("home/benign-arr-default-placeholders", `
# Recyclarr template; fill in before running
sonarr:
  series:
    base_url: http://localhost:8989
    api_key: YOUR_API_KEY_HERE
radarr:
  movies:
    base_url: http://localhost:7878
    api_key: !secret radarr_apikey
`, nil, "YOUR_API_KEY_HERE", "!secret radarr_apikey")

	g.add("home/benign-nextcloud-status", `
$ sudo -u www-data php occ status
  - installed: true
  - version: 30.0.1.2
  - versionstring: 30.0.1
  - edition:
  - maintenance: false
  - needsDbUpgrade: false
  - productname: Nextcloud
  - extendedSupport: false
$ sudo -u www-data php occ config:system:get instanceid
oc«_a»
`, V{"_a": g.s(alLowNum, 10)}, "needsDbUpgrade: false")

	g.add("home/benign-immich-docs-default", `
# The default .env from the Immich docs:
# Connection secret for postgres. You should change it to a random password
# Please use only the characters `+"`A-Za-z0-9`"+`, without special characters or spaces
DB_PASSWORD=postgres
DB_USERNAME=postgres
DB_DATABASE_NAME=immich
`, nil, "DB_PASSWORD=postgres", "DB_DATABASE_NAME=immich")

	g.add("home/benign-pihole-gravity-output", `
$ pihole -g
  [i] Neutrino emissions detected...
  [✓] Pulling blocklist source list into range
  [i] Target: https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts
  [✓] Status: Retrieval successful
  [i] Number of gravity domains: 161253 (153801 unique domains)
  [✓] Done.
$ pihole status
  [✓] FTL is listening on port 53
`, nil, "https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts", "Number of gravity domains: 161253")

	g.add("home/benign-tailscale-status-json", `
$ tailscale status --json | jq '.Self | {ID, PublicKey, DNSName, TailscaleIPs}'
{
  "ID": "n«_id»CNTRL",
  "PublicKey": "nodekey:«_pk»",
  "DNSName": "nas.tail«_t».ts.net.",
  "TailscaleIPs": ["100.101.102.7", "fd7a:115c:a1e0::«_v6»"]
}
`, V{"_id": g.an(10), "_pk": g.hex(64), "_t": g.hex(4), "_v6": g.hex(4)}, "100.101.102.7")

	g.add("home/benign-cloudflared-tunnel-list", `
$ cloudflared tunnel list
You can obtain more detailed information for each tunnel with `+"`cloudflared tunnel info <name/uuid>`"+`
ID                                   NAME    CREATED              CONNECTIONS
«_a» homelab 2025-02-11T19:04:22Z 2xAMS, 2xFRA
$ cloudflared tunnel route dns homelab jf.example-home.net
`, V{"_a": g.uuid()}, "2xAMS, 2xFRA", "cloudflared tunnel route dns homelab jf.example-home.net")

	g.add("home/benign-esphome-compile-output", `
INFO Successfully compiled program.
INFO Connecting to 192.168.1.87 port 3232...
INFO Connected to 192.168.1.87
INFO Uploading /data/living-room-sensor/.pioenvs/living-room-sensor/firmware.bin (1043760 bytes)
INFO Compressed to 675321 bytes
Uploading: [============================================================] 100% Done...
INFO Upload took 8.42 seconds, waiting for result...
INFO OTA successful
firmware.bin md5: «_a»
`, V{"_a": g.hex(32)}, "INFO OTA successful", "/data/living-room-sensor/.pioenvs/living-room-sensor/firmware.bin")

	g.add("home/benign-traefik-access-log", `
192.168.1.55 - - [02/Nov/2026:09:41:12 +0000] "GET /api/v3/queue?page=1 HTTP/2.0" 200 1843 "-" "Mozilla/5.0" 9182 "sonarr@docker" "http://172.20.0.7:8989" 12ms
192.168.1.55 - dad [02/Nov/2026:09:41:13 +0000] "GET /dashboard/ HTTP/2.0" 200 4130 "-" "Mozilla/5.0" 9183 "dashboard@docker" "-" 1ms
`, nil, "sonarr@docker", "http://172.20.0.7:8989")

	g.add("home/benign-wireguard-genkey-pipe", `
$ umask 077
$ wg genkey | tee privatekey | wg pubkey > publickey
$ ls -l
-rw------- 1 dad dad 45 Nov  2 10:01 privatekey
-rw------- 1 dad dad 45 Nov  2 10:01 publickey
$ cat publickey
«_a»
`, V{"_a": g.b64(32)}, "wg genkey | tee privatekey | wg pubkey > publickey")

	g.add("home/benign-unifi-device-list", `
$ curl -sk -b cookie.txt https://unifi.lan:8443/api/s/default/stat/device | jq -r '.data[] | [.name, .mac, .model, .version] | @tsv'
USW-Lite-8-PoE	«_a»	USL8LP	7.1.26.15869
U6-Lite-Hallway	«_b»	UAL6	6.6.77.15402
`, V{"_a": strings.ToLower(g.hlMac()), "_b": strings.ToLower(g.hlMac())}, "USW-Lite-8-PoE")

	g.add("home/benign-openwrt-uci-network", `
root@OpenWrt:~# uci show network.lan
network.lan=interface
network.lan.device='br-lan'
network.lan.proto='static'
network.lan.ipaddr='192.168.1.1'
network.lan.netmask='255.255.255.0'
network.lan.ip6assign='60'
root@OpenWrt:~# uci show network.globals.ula_prefix
network.globals.ula_prefix='fd«_a»::/48'
`, V{"_a": g.hex(2) + ":" + g.hex(4) + ":" + g.hex(4)}, "network.lan.ipaddr='192.168.1.1'")

	g.add("home/benign-restic-check-output", `
$ restic check
using temporary cache in /tmp/restic-check-cache-«_c»
repository «_r» opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-«_c»
load indexes
check all packs
check snapshots, trees and blobs
[0:04] 100.00%  12 / 12 snapshots
no errors were found
`, V{"_c": g.digits(10), "_r": g.hex(8)}, "no errors were found")

	g.add("home/benign-gitea-ini-env-refs", `
[security]
INSTALL_LOCK = true
SECRET_KEY =
SECRET_KEY_URI = file:/data/gitea/secret_key
INTERNAL_TOKEN_URI = file:/data/gitea/internal_token
[oauth2]
JWT_SECRET_URI = file:/data/gitea/jwt_secret
`, nil, "SECRET_KEY_URI = file:/data/gitea/secret_key", "JWT_SECRET_URI = file:/data/gitea/jwt_secret")

	g.add("home/benign-ha-backup-list", `
$ ha backups list
backups:
- date: "2026-11-01T03:00:00.412331+00:00"
  name: Automatic backup 2024.11.1
  protected: true
  size: 412.7
  slug: «_a»
  type: full
`, V{"_a": g.hex(8)}, "Automatic backup 2024.11.1", "protected: true")

	g.add("home/benign-mosquitto-conf", `
$ cat /mosquitto/config/mosquitto.conf
persistence true
persistence_location /mosquitto/data/
listener 1883
allow_anonymous false
password_file /mosquitto/config/passwd
acl_file /mosquitto/config/acl
`, nil, "password_file /mosquitto/config/passwd", "allow_anonymous false")

	g.add("home/benign-sha256sums-iso", `
$ sha256sum -c SHA256SUMS --ignore-missing
proxmox-ve_8.2-2.iso: OK
$ grep proxmox-ve_8.2-2.iso SHA256SUMS
«_a»  proxmox-ve_8.2-2.iso
`, V{"_a": g.hex(64)}, "proxmox-ve_8.2-2.iso: OK")

	g.add("home/benign-frigate-env-placeholders", `
cameras:
  back_yard:
    ffmpeg:
      inputs:
        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@192.168.1.75:554/stream1
          roles: [detect]
mqtt:
  host: 192.168.1.10
  user: "{FRIGATE_MQTT_USER}"
  password: "{FRIGATE_MQTT_PASSWORD}"
`, nil, "{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}", `"{FRIGATE_MQTT_PASSWORD}"`)
}
