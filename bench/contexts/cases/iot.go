package cases

import (
	"fmt"
	"strings"
)

// iotCases adds credentials from IoT, embedded and smart-home development
// as a coding agent meets them while it flashes boards, wires devices to
// brokers and clouds, or debugs a home automation setup. Sources: Home
// Assistant (secrets.yaml, configuration.yaml with !secret references,
// long-lived access tokens in REST and WebSocket calls, .storage config
// entries, HACS, backups, hass-cli), ESPHome (device YAML with api
// encryption keys, OTA, Wi-Fi and fallback AP passwords, aioesphomeapi,
// compile and log output), Tasmota (console Backlog commands,
// user_config_override.h, decode-config backups, HTTP cm API),
// Zigbee2MQTT (configuration.yaml network keys, coordinator backups),
// ZHA, deCONZ, Z-Wave JS (S0/S2 security keys in settings, env and add-on
// options), Mosquitto (mosquitto.conf bridges, mosquitto_passwd,
// mosquitto_pub/sub, paho, MQTT.js, EMQX), Node-RED (flows_cred.json,
// settings.js credentialSecret and adminAuth, function nodes), Arduino and
// PlatformIO (sketches with WiFi.begin and MQTT credentials,
// arduino_secrets.h, ArduinoOTA, platformio.ini upload_flags --auth,
// espota, Blynk, ThingSpeak, Arduino IoT Cloud), ESP-IDF (sdkconfig, NVS
// CSV, flash-encryption keys, esptool output), Zephyr shells,
// MicroPython and CircuitPython (boot.py, settings.toml, webrepl_cfg.py,
// umqtt, Adafruit IO), AWS IoT Core (create-keys-and-certificate, device
// private keys, embedded C certificate strings, Greengrass), Azure IoT Hub
// and DPS (connection strings, SAS tokens, symmetric keys, IoT Edge),
// Google Cloud IoT (device JWTs, RSA keys), LoRaWAN (The Things Stack CLI
// and API keys, LMIC sketches, AT commands, ABP session keys, ChirpStack),
// Tuya (tinytuya devices.json, cloud access secrets, localtuya), Philips
// Hue (bridge usernames and client keys), Shelly, Nest SDM, SmartThings,
// Particle, Govee, IFTTT, Wyze, Balena, Mender, Golioth, Memfault,
// hawkBit, Foundries.io, Blues Notehub, Yocto and Buildroot root
// passwords, U-Boot, OpenOCD, Raspberry Pi Imager firstrun.sh, userconf.txt,
// wpa_supplicant.conf, NetworkManager and cloud-init, SWUpdate keys,
// cameras (Frigate, go2rtc, Scrypted, Reolink, Hikvision, ONVIF, ffmpeg),
// 3D printers (OctoPrint, PrusaSlicer, PrusaLink, Moonraker, Bambu Lab,
// Obico), Grafana, InfluxDB and Telegraf on a Pi, and the chats, issues,
// diffs and agent tool calls around them. Benign look-alikes: MAC
// addresses, IEEE addresses, DevEUIs and JoinEUIs, device and entity
// ids, PAN ids, firmware hashes, chip ids, serial numbers, certificate
// ids, ARNs and fingerprints, public keys and certificates, endpoints,
// ciphertext. The case names start with "iot/".
func (g *G) iotCases() {
	g.iotHomeAssistant()
	g.iotESPHome()
	g.iotTasmota()
	g.iotZigbeeZwave()
	g.iotMQTT()
	g.iotNodeRED()
	g.iotArduino()
	g.iotESPIDF()
	g.iotMicroPython()
	g.iotAWS()
	g.iotAzureGCP()
	g.iotLoRaWAN()
	g.iotTuyaHue()
	g.iotVendorClouds()
	g.iotFleet()
	g.iotEmbeddedLinux()
	g.iotRaspberryPi()
	g.iotCameras()
	g.iotPrinters()
	g.iotPiData()
	g.iotChat()
	g.iotBenign()
}

// ---- helpers used only here ----

// iotAdd is add with "ˋ" standing for a backtick.
func (g *G) iotAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// iotMAC is a MAC address with sep, upper or lower case (benign).
func (g *G) iotMAC(sep string, upper bool) string {
	al := alHex
	if upper {
		al = alHexU
	}
	p := make([]string, 6)
	for i := range p {
		p[i] = g.s(al, 2)
	}
	return strings.Join(p, sep)
}

func (g *G) iotEUI() string    { return g.s(alHexU, 16) }
func (g *G) iotIEEE() string   { return "0x" + g.hex(16) }
func (g *G) iotKey128() string { return g.s(alHexU, 32) }
func (g *G) iotIP() string {
	return fmt.Sprintf("192.168.%s.%d", g.pick("1", "0", "10", "178", "86"), 20+g.r.IntN(200))
}

// iotHAToken is a Home Assistant long-lived access token.
func (g *G) iotHAToken() string {
	iat := 1700000000 + g.r.IntN(40000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}

// iotESPKey is an ESPHome api encryption key.
func (g *G) iotESPKey() string { return g.b64(32) }

// iotZ2MKey is a Zigbee2MQTT network_key array.
func (g *G) iotZ2MKey() string { return g.iotByteList(16) }

// iotByteList is n random bytes as a YAML list of decimals.
func (g *G) iotByteList(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = fmt.Sprint(g.r.IntN(256))
	}
	return "[" + strings.Join(p, ", ") + "]"
}

func (g *G) iotTuyaKey() string { return g.s(alAlnum+"!#%&()*+,-./:;<=>?@[]^_{|}~", 16) }
func (g *G) iotTuyaID() string  { return g.pick("bf", "eb", "") + g.s(alLowNum, 20) }
func (g *G) iotHue() string     { return g.s(alAlnum+"-", 40) }
func (g *G) iotTTNKey() string  { return "NNSXS." + g.s(alB32, 39) + "." + g.s(alB32, 52) }
func (g *G) iotScope() string   { return "0ne00" + g.s(alHexU, 6) }
func (g *G) iotAWSHost(region string) string {
	return "a" + g.s(alLowNum, 13) + "-ats.iot." + region + ".amazonaws.com"
}
func (g *G) iotSHA512Crypt() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}
func (g *G) iotSHA256Crypt() string {
	return "$5$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 43)
}
func (g *G) iotParticle() string { return g.hex(40) }
func (g *G) iotGrafanaCloud() string {
	return "glc_" + b64s(fmt.Sprintf(`{"o":"%d","n":"stack-%d-alloy-pi","k":"%s","m":{"r":"prod-eu-west-2"}}`,
		100000+g.r.IntN(900000), 100000+g.r.IntN(900000), g.an(24)))
}
func (g *G) iotAP() string { return g.an(12) }

// iotCArray is a C byte array of n random bytes, as LMIC sketches write keys.
func (g *G) iotCArray(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = "0x" + g.s(alHexU, 2)
	}
	return strings.Join(p, ", ")
}

// iotHexPairs is n random bytes as "AA BB CC" or "aa:bb" (with sep).
func (g *G) iotHexPairs(n int, sep string, upper bool) string {
	al := alHex
	if upper {
		al = alHexU
	}
	p := make([]string, n)
	for i := range p {
		p[i] = g.s(al, 2)
	}
	return strings.Join(p, sep)
}

// ---- Home Assistant ----

func (g *G) iotHomeAssistant() {
	g.iotAdd("iot/ha-secrets-yaml-integrations", `
$ cat /config/secrets.yaml
# Use this file to store secrets like usernames and passwords.
# Learn more at https://www.home-assistant.io/docs/configuration/secrets/
latitude_home: 52.37403
longitude_home: 4.88969
elevation_home: 3
http_base_url: https://ha.example-home.nl
mqtt_username: homeassistant
mqtt_password: «a»
influxdb_token: «b»
spotify_client_id: «_sid»
spotify_client_secret: «c»
openweathermap_api_key: «d»
alarm_code: "«e»"
`, V{"a": g.pwURL(), "b": g.b64u(86) + "==", "_sid": g.hex(32), "c": g.hex(32), "d": g.hex(32), "e": g.digits(8)},
		"https://ha.example-home.nl", "mqtt_username: homeassistant", "latitude_home: 52.37403")

	g.iotAdd("iot/ha-configuration-secret-refs-benign", `
# configuration.yaml
homeassistant:
  name: Home
  latitude: !secret latitude_home
  longitude: !secret longitude_home
  unit_system: metric
  time_zone: Europe/Amsterdam
  external_url: !secret http_base_url

http:
  use_x_forwarded_for: true
  trusted_proxies:
    - 172.30.33.0/24

influxdb:
  api_version: 2
  host: a0d7b954-influxdb
  port: 8086
  token: !secret influxdb_token
  organization: «_org»
  bucket: homeassistant

recorder:
  db_url: !secret recorder_db_url
  purge_keep_days: 14
`, V{"_org": g.hex(16)}, "token: !secret influxdb_token", "db_url: !secret recorder_db_url", "172.30.33.0/24", "a0d7b954-influxdb")

	g.iotAdd("iot/ha-rest-api-curl-states", `
$ curl -s -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    http://homeassistant.local:8123/api/states/sensor.living_room_temperature | jq
{
  "entity_id": "sensor.living_room_temperature",
  "state": "21.4",
  "attributes": {
    "state_class": "measurement",
    "unit_of_measurement": "°C",
    "device_class": "temperature",
    "friendly_name": "Living Room Temperature"
  },
  "last_changed": "2025-02-11T18:04:12.331021+00:00",
  "context": {"id": "«_ctx»", "parent_id": null, "user_id": null}
}
`, V{"a": g.iotHAToken(), "_ctx": "01J" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)},
		"sensor.living_room_temperature", "http://homeassistant.local:8123/api/states/sensor.living_room_temperature")

	g.iotAdd("iot/ha-python-requests-service-call", `
#!/usr/bin/env python3
"""Turn off all lights when the NAS finishes its nightly backup."""
import requests

HA_URL = "http://192.168.1.20:8123"
HA_TOKEN = "«a»"

def call(domain, service, data):
    r = requests.post(
        f"{HA_URL}/api/services/{domain}/{service}",
        headers={"Authorization": f"Bearer {HA_TOKEN}"},
        json=data,
        timeout=10,
    )
    r.raise_for_status()
    return r.json()

call("light", "turn_off", {"entity_id": "all"})
`, V{"a": g.iotHAToken()}, "http://192.168.1.20:8123", `call("light", "turn_off", {"entity_id": "all"})`)

	g.iotAdd("iot/ha-websocket-websocat-session", `
$ websocat ws://homeassistant.local:8123/api/websocket
{"type":"auth_required","ha_version":"2025.1.4"}
{"type":"auth","access_token":"«a»"}
{"type":"auth_ok","ha_version":"2025.1.4"}
{"id":1,"type":"config/device_registry/list"}
{"id":1,"type":"result","success":true,"result":[{"area_id":"kitchen","config_entries":["«_ce»"],"connections":[["mac","«_mac»"]],"id":"«_dev»","manufacturer":"Espressif","model":"esp32dev","name":"kitchen-sensor","sw_version":"2024.12.4 (ESPHome)"}]}
`, V{"a": g.iotHAToken(), "_ce": g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), "_mac": g.iotMAC(":", false), "_dev": g.hex(32)},
		"ws://homeassistant.local:8123/api/websocket", `"ha_version":"2025.1.4"`)

	g.iotAdd("iot/ha-storage-core-config-entries", `
$ sudo jq '.data.entries[] | select(.domain=="mqtt" or .domain=="tuya" or .domain=="esphome") | {domain, title, data}' /config/.storage/core.config_entries
{
  "domain": "mqtt",
  "title": "192.168.1.10",
  "data": {
    "broker": "192.168.1.10",
    "port": 1883,
    "username": "homeassistant",
    "password": "«a»",
    "discovery": true
  }
}
{
  "domain": "esphome",
  "title": "garage-door",
  "data": {
    "host": "garage-door.local",
    "port": 6053,
    "password": "",
    "noise_psk": "«b»",
    "device_name": "garage-door"
  }
}
{
  "domain": "tuya",
  "title": "«_uname»",
  "data": {
    "endpoint": "https://apigw.tuyaeu.com",
    "terminal_id": "«_term»",
    "token_info": {
      "t": 1739283345120,
      "uid": "«_uid»",
      "expire_time": 7200,
      "access_token": "«c»",
      "refresh_token": "«d»"
    },
    "user_code": "«_code»"
  }
}
`, V{"a": g.pw(), "b": g.iotESPKey(), "_uname": "user" + g.digits(6), "_term": g.digits(13) + g.s(alLowNum, 8), "_uid": "eu" + g.digits(19), "c": g.hex(32), "d": g.hex(32), "_code": g.s(alUpNum, 7)},
		"https://apigw.tuyaeu.com", "garage-door.local")

	g.iotAdd("iot/ha-hacs-storage-github-token", `
$ cat /config/.storage/hacs.data | head -c 400
{
  "version": 1,
  "minor_version": 1,
  "key": "hacs.data",
  "data": {
    "token": "«a»",
    "hacs": {
      "view": "Grid",
      "compact": false,
      "onboarding_done": true
    },
    "archived_repositories": []
`, V{"a": g.gho()}, `"key": "hacs.data"`)

	g.iotAdd("iot/ha-rest-sensor-and-command", `
sensor:
  - platform: rest
    name: Octopus Agile Price
    resource: https://api.octopus.energy/v1/products/AGILE-24-10-01/electricity-tariffs/E-1R-AGILE-24-10-01-C/standard-unit-rates/
    authentication: basic
    username: «a»
    password: ""
    value_template: "{{ value_json.results[0].value_inc_vat }}"
    unit_of_measurement: "p/kWh"
    scan_interval: 1800

rest_command:
  pushcut_notify:
    url: "https://api.pushcut.io/«b»/notifications/Doorbell"
    method: POST
    headers:
      API-Key: «c»
    payload: '{"title":"Doorbell","text":"{{ who }}"}'
`, V{"a": "sk_live_" + g.an(24), "b": g.b64u(22), "c": g.b64u(22)}, "AGILE-24-10-01", "pushcut_notify")

	g.iotAdd("iot/ha-hass-cli-env", `
$ cat ~/.config/hass-cli.env
export HASS_SERVER=https://ha.«_dom».duckdns.org
export HASS_TOKEN=«a»
$ source ~/.config/hass-cli.env && hass-cli state list 'binary_sensor.front_door*'
ENTITY                              DESCRIPTION         STATE    CHANGED
binary_sensor.front_door_contact    Front Door Contact  off      2025-02-11T19:22:01+00:00
binary_sensor.front_door_motion     Front Door Motion   off      2025-02-11T19:21:40+00:00
`, V{"_dom": g.s(alLower, 9), "a": g.iotHAToken()}, "binary_sensor.front_door_contact", "hass-cli state list")

	g.iotAdd("iot/ha-backup-emergency-kit", `
Home Assistant backup emergency kit
===================================

Keep this file safe. You will need the encryption key to restore
backups made by Home Assistant on another device.

Instance name: Home
Created:       2025-01-09 21:14

Backup encryption key:
«a»

Instance ID: «_inst»
For more information visit: https://www.home-assistant.io/more-info/backup-emergency-kit
`, V{"a": strings.Join([]string{g.s(alUpNum, 4), g.s(alUpNum, 4), g.s(alUpNum, 4), g.s(alUpNum, 4), g.s(alUpNum, 4), g.s(alUpNum, 4), g.s(alUpNum, 4)}, "-"), "_inst": g.hex(32)},
		"https://www.home-assistant.io/more-info/backup-emergency-kit")

	g.iotAdd("iot/ha-automation-yaml-ids-benign", `
- id: '«_aid»'
  alias: Hallway light on motion after sunset
  triggers:
    - trigger: device
      device_id: «_dev»
      domain: binary_sensor
      entity_id: «_ent»
      type: motion
  conditions:
    - condition: sun
      after: sunset
  actions:
    - action: light.turn_on
      target:
        entity_id: light.hallway
      data:
        brightness_pct: 40
  mode: restart
`, V{"_aid": g.digits(13), "_dev": g.hex(32), "_ent": g.hex(32)}, "light.hallway", "Hallway light on motion after sunset")

	g.iotAdd("iot/ha-packages-notify-telegram", `
# packages/notify.yaml
telegram_bot:
  - platform: polling
    api_key: «a»
    allowed_chat_ids:
      - «_chat»
      - -100«_grp»

notify:
  - platform: telegram
    name: dana_phone
    chat_id: «_chat»
  - name: pushover
    platform: pushover
    api_key: «b»
    user_key: «c»
`, V{"a": g.telegram(), "_chat": g.digits(9), "_grp": g.digits(10), "b": "a" + g.s(alLowNum, 29), "c": "u" + g.s(alLowNum, 29)}, "dana_phone", "platform: polling")

	g.iotAdd("iot/ha-core-log-invalid-auth-benign", `
$ ha core logs | tail -6
2025-02-11 19:40:02.118 WARNING (MainThread) [homeassistant.components.http.ban] Login attempt or request with invalid authentication from 192.168.1.57 (192.168.1.57). Requested URL: '/api/states'. (python-requests/2.32.3)
2025-02-11 19:40:05.771 INFO (MainThread) [homeassistant.components.mqtt.client] Connected to MQTT server core-mosquitto:1883 (0)
2025-02-11 19:40:06.004 WARNING (MainThread) [homeassistant.components.esphome] garage-door @ 192.168.1.61: Connection error occurred: Invalid encryption key: received_name=garage-door, received_mac=«_mac»
2025-02-11 19:40:09.912 INFO (MainThread) [homeassistant.components.zha.core.gateway] Loaded 23 devices, ext PAN ID «_epan»
`, V{"_mac": g.iotMAC("", true), "_epan": g.iotHexPairs(8, ":", false)}, "core-mosquitto:1883", "Invalid encryption key")

	g.iotAdd("iot/ha-addon-options-json", `
$ cat /data/options.json   # inside the "Mosquitto broker" add-on container
{
  "logins": [
    {"username": "zigbee2mqtt", "password": "«a»"},
    {"username": "frigate", "password": "«b»"}
  ],
  "require_certificate": false,
  "certfile": "fullchain.pem",
  "keyfile": "privkey.pem",
  "customize": {"active": false, "folder": "mosquitto"}
}
`, V{"a": g.pwURL(), "b": g.pwStrong()}, `"certfile": "fullchain.pem"`, `"username": "zigbee2mqtt"`)
}

// ---- ESPHome ----

func (g *G) iotESPHome() {
	g.iotAdd("iot/esphome-wizard-device-yaml", `
esphome:
  name: office-co2
  friendly_name: Office CO2

esp32:
  board: esp32-c3-devkitm-1
  framework:
    type: esp-idf

# Enable logging
logger:

# Enable Home Assistant API
api:
  encryption:
    key: "«a»"

ota:
  - platform: esphome
    password: "«b»"

wifi:
  ssid: "Skynet-IoT"
  password: "«c»"

  # Enable fallback hotspot (captive portal) in case wifi connection fails
  ap:
    ssid: "Office-Co2 Fallback Hotspot"
    password: "«d»"

captive_portal:

uart:
  rx_pin: GPIO20
  tx_pin: GPIO21
  baud_rate: 9600

sensor:
  - platform: senseair
    co2:
      name: "CO2"
    update_interval: 60s
`, V{"a": g.iotESPKey(), "b": g.hex(32), "c": g.pw(), "d": g.iotAP()}, "esp32-c3-devkitm-1", "Office-Co2 Fallback Hotspot")

	g.iotAdd("iot/esphome-secrets-yaml-dashboard", `
$ cat /config/esphome/secrets.yaml
# Your Wi-Fi SSID and password
wifi_ssid: "Skynet"
wifi_password: "«a»"
iot_ssid: "Skynet-IoT"
iot_password: "«b»"
api_key_office: "«c»"
api_key_garage: "«d»"
ota_password: "«e»"
mqtt_password: «f»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.iotESPKey(), "d": g.iotESPKey(), "e": g.hex(32), "f": g.pwURL()}, `iot_ssid: "Skynet-IoT"`)

	g.iotAdd("iot/esphome-mqtt-and-web-server", `
mqtt:
  broker: 192.168.1.10
  port: 8883
  username: esphome
  password: «a»
  discovery: false
  topic_prefix: garden/irrigation
  certificate_authority: !secret mqtt_ca

web_server:
  port: 80
  version: 3
  auth:
    username: admin
    password: «b»

http_request:
  verify_ssl: false

time:
  - platform: sntp
    servers: [0.pool.ntp.org, 1.pool.ntp.org]
`, V{"a": g.pwURL(), "b": g.pw()}, "topic_prefix: garden/irrigation", "certificate_authority: !secret mqtt_ca")

	g.iotAdd("iot/esphome-http-request-action-header", `
button:
  - platform: template
    name: "Ring kitchen bell"
    on_press:
      - http_request.post:
          url: https://ntfy.sh/kitchen-«_topic»
          request_headers:
            Authorization: "Bearer «a»"
            Title: "Kitchen"
          body: "Dinner is ready"
`, V{"_topic": g.s(alLowNum, 8), "a": "tk_" + g.s(alLowNum, 29)}, "Ring kitchen bell")

	g.iotAdd("iot/esphome-remote-package-git-token", `
packages:
  common:
    url: https://«_user»:«a»@github.com/«_user»/esphome-common
    ref: v1.4.0
    files: [base/wifi.yaml, base/diagnostics.yaml]
    refresh: 1d

substitutions:
  device_name: bedroom-blinds
  mac_suffix: "«_suffix»"
`, V{"_user": "dkoster" + g.digits(2), "a": g.ghFine(), "_suffix": g.s(alHex, 6)}, "base/wifi.yaml", "bedroom-blinds")

	g.iotAdd("iot/esphome-aioesphomeapi-script", `
import asyncio
import aioesphomeapi

async def main():
    cli = aioesphomeapi.APIClient(
        "porch-light.local",
        6053,
        password=None,
        noise_psk="«a»",
    )
    await cli.connect(login=True)
    info = await cli.device_info()
    print(info.name, info.mac_address, info.esphome_version)
    await cli.disconnect()

asyncio.run(main())
$ python3 probe.py
porch-light «_mac» 2024.12.4
`, V{"a": g.iotESPKey(), "_mac": g.iotMAC(":", true)}, "porch-light.local")

	g.iotAdd("iot/esphome-compile-upload-log-benign", `
$ esphome run office-co2.yaml --device 192.168.1.73
INFO ESPHome 2024.12.4
INFO Reading configuration office-co2.yaml...
INFO Generating C++ source...
INFO Compiling app...
Processing office-co2 (board: esp32-c3-devkitm-1; framework: espidf; platform: platformio/espressif32@5.4.0)
RAM:   [=         ]  11.4% (used 37384 bytes from 327680 bytes)
Flash: [======    ]  58.0% (used 1064185 bytes from 1835008 bytes)
========================= [SUCCESS] Took 94.87 seconds =========================
INFO Successfully compiled program.
INFO Connecting to 192.168.1.73 port 3232...
INFO Connected to 192.168.1.73
INFO Uploading .esphome/build/office-co2/.pioenvs/office-co2/firmware.bin (1064320 bytes)
INFO Compressed to 675882 bytes
Uploading: [============================================================] 100% Done...
INFO Upload took 7.41 seconds, waiting for result...
INFO OTA successful
INFO Successfully uploaded program.
INFO Starting log output from 192.168.1.73 using esphome API
INFO Successfully connected to office-co2 @ 192.168.1.73 in 0.052s
INFO Successful handshake with office-co2 @ 192.168.1.73 in 0.161s
[18:22:41][C][wifi:600]:   Local MAC: «_mac»
[18:22:41][C][wifi:605]:   SSID: [redacted]
[18:22:41][C][wifi:607]:   BSSID: [redacted]
[18:22:41][C][esphome.ota:073]: Over-The-Air updates:
[18:22:41][C][esphome.ota:074]:   Address: office-co2.local:3232
[18:22:41][C][esphome.ota:080]:   Password configured
[18:22:41][C][api:140]:   Using noise encryption: YES
[18:22:41][C][app:100]: ESPHome version 2024.12.4 compiled on Feb 11 2025, 18:20:58
[18:22:41][C][app:102]: Project hash: 0x«_hash»
`, V{"_mac": g.iotMAC(":", true), "_hash": g.hex(8)}, "Using noise encryption: YES", "office-co2.local:3232")

	g.iotAdd("iot/esphome-old-api-password-and-ota", `
# legacy node, not migrated to encryption yet
api:
  password: «a»
  reboot_timeout: 15min

ota:
  platform: esphome
  password: «b»
  safe_mode: true

wifi:
  networks:
    - ssid: Skynet
      password: «c»
    - ssid: Skynet-Garage
      password: «d»
      priority: 1
  manual_ip:
    static_ip: 192.168.1.84
    gateway: 192.168.1.1
    subnet: 255.255.255.0
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pw(), "d": g.pwStrong()}, "static_ip: 192.168.1.84", "reboot_timeout: 15min")

	g.iotAdd("iot/esphome-logs-api-key-mismatch-benign", `
$ esphome logs garage-door.yaml --device garage-door.local
INFO ESPHome 2024.12.4
INFO Reading configuration garage-door.yaml...
INFO Starting log output from garage-door.local using esphome API
WARNING Can't connect to ESPHome API for garage-door @ 192.168.1.61: Invalid encryption key: received_name=garage-door, received_mac=«_mac» (EncryptionErrorAPIError)
INFO Trying to connect to garage-door @ 192.168.1.61 in the background
$ grep -n "key:" garage-door.yaml
14:    key: !secret api_key_garage
`, V{"_mac": g.iotMAC("", true)}, "key: !secret api_key_garage", "EncryptionErrorAPIError")

	g.iotAdd("iot/esphome-dashboard-docker-compose", `
services:
  esphome:
    container_name: esphome
    image: ghcr.io/esphome/esphome:2024.12.4
    volumes:
      - ./esphome:/config
      - /etc/localtime:/etc/localtime:ro
    restart: always
    privileged: true
    network_mode: host
    environment:
      - USERNAME=admin
      - PASSWORD=«a»
      - ESPHOME_DASHBOARD_USE_PING=true
`, V{"a": g.pwStrong()}, "ghcr.io/esphome/esphome:2024.12.4", "ESPHOME_DASHBOARD_USE_PING=true")
}

// ---- Tasmota ----

func (g *G) iotTasmota() {
	g.iotAdd("iot/tasmota-console-backlog", `
12:04:17.201 CMD: Backlog SSId1 Skynet-IoT; Password1 «a»; MqttHost 192.168.1.10; MqttUser tasmota; MqttPassword «b»; Topic plug_dryer; FullTopic %prefix%/%topic%/; SetOption19 0
12:04:17.214 RSL: RESULT = {"SSId1":"Skynet-IoT"}
12:04:17.226 RSL: RESULT = {"Password1":"****"}
12:04:17.239 RSL: RESULT = {"MqttHost":"192.168.1.10"}
12:04:17.251 RSL: RESULT = {"MqttUser":"tasmota"}
12:04:17.263 RSL: RESULT = {"MqttPassword":"****"}
12:04:17.276 RSL: RESULT = {"Topic":"plug_dryer"}
12:04:19.880 APP: Restarting
`, V{"a": g.pw(), "b": g.pwURL()}, "Topic plug_dryer", `{"MqttPassword":"****"}`)

	g.iotAdd("iot/tasmota-user-config-override", `
// tasmota/user_config_override.h
#ifndef _USER_CONFIG_OVERRIDE_H_
#define _USER_CONFIG_OVERRIDE_H_

#undef  STA_SSID1
#define STA_SSID1         "Skynet-IoT"
#undef  STA_PASS1
#define STA_PASS1         "«a»"

#undef  MQTT_HOST
#define MQTT_HOST         "mqtt.lan"
#undef  MQTT_USER
#define MQTT_USER         "tasmota"
#undef  MQTT_PASS
#define MQTT_PASS         "«b»"

#undef  WEB_PASSWORD
#define WEB_PASSWORD      "«c»"

#undef  FRIENDLY_NAME
#define FRIENDLY_NAME     "Dryer Plug"
#endif  // _USER_CONFIG_OVERRIDE_H_
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}, `#define MQTT_HOST         "mqtt.lan"`, `"Dryer Plug"`)

	g.iotAdd("iot/tasmota-decode-config-json", `
$ decode-config -s 192.168.1.45 -p «a» --json-indent 2 --json-hide-pw=false | jq '{hostname, sta_ssid, sta_pwd, mqtt_host, mqtt_user, mqtt_pwd, web_password, mqtt_fingerprint}'
{
  "hostname": "plug-dryer-%04d",
  "sta_ssid": ["Skynet-IoT", ""],
  "sta_pwd": ["«b»", ""],
  "mqtt_host": "192.168.1.10",
  "mqtt_user": "tasmota",
  "mqtt_pwd": "«c»",
  "web_password": "«a»",
  "mqtt_fingerprint": ["«_fp1»", "«_fp2»"]
}
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL(), "_fp1": g.iotHexPairs(20, " ", true), "_fp2": g.iotHexPairs(20, " ", true)}, `"hostname": "plug-dryer-%04d"`)

	g.iotAdd("iot/tasmota-http-cm-api", `
$ curl -s "http://192.168.1.45/cm?user=admin&password=«a»&cmnd=Power%20TOGGLE"
{"POWER":"OFF"}
$ curl -s "http://192.168.1.45/cm?user=admin&password=«a»&cmnd=Status%205" | jq .StatusNET
{
  "Hostname": "plug-dryer-2841",
  "IPAddress": "192.168.1.45",
  "Gateway": "192.168.1.1",
  "Mac": "«_mac»",
  "Webserver": 2,
  "HTTP_API": 1,
  "WifiConfig": 4,
  "WifiPower": 17.0
}
`, V{"a": g.pwURL(), "_mac": g.iotMAC(":", true)}, "plug-dryer-2841", `"HTTP_API": 1`)

	g.iotAdd("iot/tasmota-status0-benign", `
MQT: stat/plug_dryer/STATUS0 = {"Status":{"Module":0,"DeviceName":"Dryer Plug","FriendlyName":["Dryer Plug"],"Topic":"plug_dryer","ButtonTopic":"0","Power":"1","PowerOnState":3},"StatusFWR":{"Version":"14.4.1(release-tasmota)","BuildDateTime":"2024-12-15T13:41:47","Boot":31,"Core":"2_7_8","SDK":"2.2.2-dev(38a443e)","CpuFrequency":80,"Hardware":"ESP8266EX","CR":"378/699"},"StatusNET":{"Hostname":"plug-dryer-2841","IPAddress":"192.168.1.45","Mac":"«_mac»"},"StatusMQT":{"MqttHost":"192.168.1.10","MqttPort":1883,"MqttClientMask":"DVES_%06X","MqttClient":"DVES_«_cid»","MqttUser":"tasmota","MqttCount":1}}
`, V{"_mac": g.iotMAC(":", true), "_cid": g.s(alHexU, 6)}, `"Version":"14.4.1(release-tasmota)"`, `"MqttUser":"tasmota"`)

	g.iotAdd("iot/tasmota-rules-and-webquery", `
12:31:02.004 CMD: Rule1 ON Power1#State=1 DO WebQuery http://192.168.1.20:8123/api/webhook/«a» POST {"dev":"dryer","state":"on"} ENDON
12:31:02.019 RSL: RESULT = {"Rule1":{"State":"OFF","Once":"OFF","StopOnError":"OFF","Length":112,"Free":399,"Rules":"ON Power1#State=1 DO WebQuery http://192.168.1.20:8123/api/webhook/«a» POST {\"dev\":\"dryer\",\"state\":\"on\"} ENDON"}}
12:31:05.811 CMD: Rule1 1
`, V{"a": "dryer-" + g.b64u(24)}, "Rule1 ON Power1#State=1")

	g.iotAdd("iot/tasmota-esp32-berry-autoexec", `
# autoexec.be on the Tasmota32 gateway
import mqtt
import json

var TELEGRAM_TOKEN = "«a»"
var CHAT_ID = "«_chat»"

def notify(msg)
  var cl = webclient()
  cl.begin("https://api.telegram.org/bot" + TELEGRAM_TOKEN + "/sendMessage?chat_id=" + CHAT_ID + "&text=" + msg)
  cl.GET()
  cl.close()
end

tasmota.add_rule("Switch1#State=1", def () notify("Mailbox%20opened") end)
`, V{"a": g.telegram(), "_chat": g.digits(9)}, `tasmota.add_rule("Switch1#State=1"`)
}

// ---- Zigbee and Z-Wave ----

func (g *G) iotZigbeeZwave() {
	g.iotAdd("iot/z2m-configuration-yaml-full", `
$ cat /opt/zigbee2mqtt/data/configuration.yaml
homeassistant:
  enabled: true
frontend:
  enabled: true
  port: 8080
  auth_token: «a»
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://192.168.1.10:1883
  user: zigbee2mqtt
  password: «b»
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_«_ser»-if00-port0
  adapter: zstack
advanced:
  pan_id: «_pan»
  ext_pan_id: «_ext»
  channel: 25
  network_key: «c»
  log_level: info
devices:
  '«_ieee»':
    friendly_name: bedroom/motion
version: 4
`, V{"a": g.pwStrong(), "b": g.pwURL(), "_ser": g.hex(32), "_pan": fmt.Sprint(1000 + g.r.IntN(60000)), "_ext": g.iotByteList(8), "c": g.iotZ2MKey(), "_ieee": g.iotIEEE()},
		"base_topic: zigbee2mqtt", "bedroom/motion")

	g.iotAdd("iot/z2m-coordinator-backup-json", `
$ cat data/coordinator_backup.json
{
  "metadata": {
    "format": "zigpy/open-coordinator-backup",
    "version": 1,
    "source": "zigbee-herdsman@2.1.9",
    "internal": {"date": "2025-02-10T03:00:01.112Z", "znpVersion": 2}
  },
  "stack_specific": {"zstack": {"tclk_seed": "«a»"}},
  "coordinator_ieee": "«_cieee»",
  "pan_id": "«_pan»",
  "extended_pan_id": "«_epan»",
  "nwk_update_id": 0,
  "security_level": 5,
  "channel": 25,
  "channel_mask": [25],
  "network_key": {"key": "«b»", "sequence_number": 0, "frame_counter": 188422},
  "devices": [
    {"nwk_address": "«_nwk»", "ieee_address": "«_dieee»", "is_child": false,
     "link_key": {"key": "«c»", "rx_counter": 0, "tx_counter": 275}}
  ]
}
`, V{"a": g.hex(32), "_cieee": g.hex(16), "_pan": g.hex(4), "_epan": g.hex(16), "b": g.hex(32), "_nwk": g.hex(4), "_dieee": g.hex(16), "c": g.hex(32)},
		"zigpy/open-coordinator-backup", "zigbee-herdsman@2.1.9")

	g.iotAdd("iot/z2m-docker-env-network-key", `
services:
  zigbee2mqtt:
    image: koenkk/zigbee2mqtt:2.1.1
    volumes:
      - ./z2m-data:/app/data
      - /run/udev:/run/udev:ro
    ports:
      - 8080:8080
    environment:
      - TZ=Europe/Berlin
      - ZIGBEE2MQTT_CONFIG_MQTT_SERVER=mqtt://mosquitto:1883
      - ZIGBEE2MQTT_CONFIG_MQTT_USER=z2m
      - ZIGBEE2MQTT_CONFIG_MQTT_PASSWORD=«a»
      - ZIGBEE2MQTT_CONFIG_ADVANCED_NETWORK_KEY=«b»
      - ZIGBEE2MQTT_CONFIG_SERIAL_PORT=tcp://192.168.1.77:6638
    devices:
      - /dev/ttyUSB0:/dev/ttyACM0
`, V{"a": g.pwURL(), "b": strings.ReplaceAll(g.iotZ2MKey(), " ", "")}, "koenkk/zigbee2mqtt:2.1.1", "tcp://192.168.1.77:6638")

	g.iotAdd("iot/z2m-startup-log-benign", `
[2025-02-11 07:12:03] info: 	z2m: Logging to console, file (filename: log.log)
[2025-02-11 07:12:03] info: 	z2m: Starting Zigbee2MQTT version 2.1.1 (commit #«_commit»)
[2025-02-11 07:12:03] info: 	z2m: Starting zigbee-herdsman (3.2.5)
[2025-02-11 07:12:05] info: 	zh:zstack:znp: Opening SerialPort with {"path":"/dev/ttyACM0","baudRate":115200,"rtscts":false,"autoOpen":false}
[2025-02-11 07:12:07] info: 	z2m: zigbee-herdsman started (resumed)
[2025-02-11 07:12:07] info: 	z2m: Coordinator firmware version: '{"meta":{"maintrel":1,"majorrel":2,"minorrel":7,"product":1,"revision":20240710,"transportrev":2},"type":"zStack3x0"}'
[2025-02-11 07:12:07] info: 	z2m: Currently «=n» devices are joined.
[2025-02-11 07:12:07] info: 	z2m: bedroom/motion («_i1»): RTCGQ11LM - Aqara Human body movement and illuminance sensor (EndDevice)
[2025-02-11 07:12:07] info: 	z2m: kitchen/plug («_i2»): SP 120 - Innr Smart plug (Router)
[2025-02-11 07:12:08] info: 	z2m: Connecting to MQTT server at mqtt://192.168.1.10:1883
[2025-02-11 07:12:08] info: 	z2m: Connected to MQTT server
`, V{"_commit": g.hex(7), "=n": fmt.Sprint(20 + g.r.IntN(30)), "_i1": g.iotIEEE(), "_i2": g.iotIEEE()}, "RTCGQ11LM", "Connected to MQTT server")

	g.iotAdd("iot/zha-network-backup-download", `
$ jq '.network_info' zha_network_backup_2025-02-11.json
{
  "extended_pan_id": "«_epan»",
  "pan_id": "«_pan»",
  "nwk_update_id": 0,
  "nwk_manager_id": "0000",
  "channel": 15,
  "channel_mask": [11, 15, 20, 25],
  "security_level": 5,
  "network_key": {
    "key": "«a»",
    "tx_counter": 94211,
    "rx_counter": 0,
    "seq": 0,
    "partner_ieee": "ff:ff:ff:ff:ff:ff:ff:ff"
  },
  "tc_link_key": {
    "key": "5a:69:67:42:65:65:41:6c:6c:69:61:6e:63:65:30:39",
    "tx_counter": 0,
    "rx_counter": 0,
    "seq": 0,
    "partner_ieee": "«_ieee»"
  },
  "stack_specific": {"ezsp": {"hashed_tclk": "«b»"}}
}
`, V{"_epan": g.iotHexPairs(8, ":", false), "_pan": g.s(alHexU, 4), "a": g.iotHexPairs(16, ":", false), "_ieee": g.iotHexPairs(8, ":", false), "b": g.hex(32)},
		"5a:69:67:42:65:65:41:6c:6c:69:61:6e:63:65:30:39")

	g.iotAdd("iot/zwave-js-ui-settings-json", `
$ jq '{zwave: (.zwave | {port, securityKeys, securityKeysLongRange, serverEnabled}), mqtt: (.mqtt | {host, port, auth, username, password})}' store/settings.json
{
  "zwave": {
    "port": "/dev/serial/by-id/usb-Zooz_800_Z-Wave_Stick_«_ser»-if00",
    "securityKeys": {
      "S2_Unauthenticated": "«a»",
      "S2_Authenticated": "«b»",
      "S2_AccessControl": "«c»",
      "S0_Legacy": "«d»"
    },
    "securityKeysLongRange": {
      "S2_Authenticated": "«e»",
      "S2_AccessControl": "«f»"
    },
    "serverEnabled": true
  },
  "mqtt": {
    "host": "mqtt://192.168.1.10",
    "port": 1883,
    "auth": true,
    "username": "zwavejs",
    "password": "«p»"
  }
}
`, V{"_ser": g.s(alHexU, 16), "a": g.iotKey128(), "b": g.iotKey128(), "c": g.iotKey128(), "d": g.iotKey128(), "e": g.iotKey128(), "f": g.iotKey128(), "p": g.pwURL()}, `"username": "zwavejs"`)

	g.iotAdd("iot/zwave-js-server-docker-env", `
$ docker run -d --name zwave-js-ui --restart unless-stopped \
    -p 8091:8091 -p 3000:3000 \
    --device=/dev/serial/by-id/usb-Silicon_Labs_CP2102N_USB_to_UART_Bridge_Controller_«_ser»-if00-port0:/dev/zwave \
    -e SESSION_SECRET=«a» \
    -e ZWAVEJS_EXTERNAL_CONFIG=/usr/src/app/store/.config-db \
    -e KEY_S0_Legacy=«b» \
    -e KEY_S2_Unauthenticated=«c» \
    -e KEY_S2_Authenticated=«d» \
    -e KEY_S2_AccessControl=«e» \
    -v zwave-config:/usr/src/app/store \
    zwavejs/zwave-js-ui:9.30.1
`, V{"_ser": g.hex(32), "a": g.hex(32), "b": g.iotKey128(), "c": g.iotKey128(), "d": g.iotKey128(), "e": g.iotKey128()}, "zwavejs/zwave-js-ui:9.30.1", "ZWAVEJS_EXTERNAL_CONFIG=/usr/src/app/store/.config-db")

	g.iotAdd("iot/zwave-ha-addon-options-yaml", `
device: /dev/serial/by-id/usb-0658_0200-if00
log_level: info
s0_legacy_key: «a»
s2_access_control_key: «b»
s2_authenticated_key: «c»
s2_unauthenticated_key: «d»
lr_s2_access_control_key: «e»
lr_s2_authenticated_key: «f»
soft_reset: Automatic
emulate_hardware: false
safe_mode: false
`, V{"a": g.iotKey128(), "b": g.iotKey128(), "c": g.iotKey128(), "d": g.iotKey128(), "e": g.iotKey128(), "f": g.iotKey128()}, "/dev/serial/by-id/usb-0658_0200-if00", "soft_reset: Automatic")

	g.iotAdd("iot/zwave-js-driver-log-benign", `
2025-02-11T08:01:44.219Z CNTRLR   home ID:     «_home»
                                  own node ID: 1
2025-02-11T08:01:44.503Z CNTRLR   [Node 014] Interview stage completed: ProtocolInfo
2025-02-11T08:01:45.118Z CNTRLR   [Node 014] Security S2 bootstrapping successful with these security classes:
                                  · S2_Authenticated
2025-02-11T08:01:45.992Z CNTRLR » [Node 014] querying manufacturer information...
2025-02-11T08:01:46.201Z CNTRLR   [Node 014] received response for manufacturer information:
                                    manufacturer: Zooz (0x027a)
                                    product type: 0x7000
                                    product id:   0xe002
2025-02-11T08:01:46.377Z CNTRLR   [Node 014] firmware version: 10.30, SDK 7.18.8
`, V{"_home": "0x" + g.hex(8)}, "Zooz (0x027a)", "S2_Authenticated")

	g.iotAdd("iot/deconz-api-key-rest", `
$ curl -s -X POST http://192.168.1.14:80/api -d '{"devicetype":"ha-backup-script"}'
[{"success":{"username":"«a»"}}]
$ curl -s http://192.168.1.14:80/api/«a»/config | jq '{name, bridgeid, mac, swversion, zigbeechannel, panid}'
{
  "name": "Phoscon-GW",
  "bridgeid": "00212E«_bid»",
  "mac": "«_mac»",
  "swversion": "2.28.1",
  "zigbeechannel": 20,
  "panid": «_pan»
}
`, V{"a": g.s(alHexU, 10), "_bid": g.s(alHexU, 10), "_mac": g.iotMAC(":", false), "_pan": fmt.Sprint(1000 + g.r.IntN(60000))}, "Phoscon-GW", `"devicetype":"ha-backup-script"`)

	g.iotAdd("iot/z2m-frontend-websocket-token-url", `
$ wscat -c "ws://192.168.1.22:8080/api?token=«a»"
Connected (press CTRL+C to quit)
< {"payload":{"state":"online"},"topic":"bridge/state"}
< {"payload":{"commit":"«_commit»","coordinator":{"ieee_address":"«_ieee»","type":"EmberZNet"},"network":{"channel":15,"pan_id":«_pan»},"version":"2.1.1"},"topic":"bridge/info"}
`, V{"a": g.pwStrong(), "_commit": g.hex(7), "_ieee": g.iotIEEE(), "_pan": fmt.Sprint(1000 + g.r.IntN(60000))}, `"topic":"bridge/state"`)
}

// ---- MQTT brokers and clients ----

func (g *G) iotMQTT() {
	g.iotAdd("iot/mosquitto-conf-bridge", `
$ cat /etc/mosquitto/conf.d/bridge.conf
per_listener_settings true

listener 1883
allow_anonymous false
password_file /etc/mosquitto/passwd
acl_file /etc/mosquitto/acl

connection hivemq-cloud
address «_h».s1.eu.hivemq.cloud:8883
bridge_protocol_version mqttv311
bridge_insecure false
bridge_cafile /etc/ssl/certs/ca-certificates.crt
remote_clientid pi-bridge-01
remote_username home-bridge
remote_password «a»
topic sensors/# out 1 home/ cloud/home-01/
topic cmnd/# in 1 home/ cloud/home-01/
`, V{"_h": g.hex(32), "a": g.pwStrong()}, "password_file /etc/mosquitto/passwd", "remote_clientid pi-bridge-01")

	g.iotAdd("iot/mosquitto-passwd-batch-mode", `
$ sudo mosquitto_passwd -b /etc/mosquitto/passwd shelly-plug «a»
$ sudo mosquitto_passwd -b /etc/mosquitto/passwd weatherstation «b»
$ sudo cat /etc/mosquitto/passwd
homeassistant:«=h1»
shelly-plug:«=h2»
weatherstation:«=h3»
$ sudo systemctl reload mosquitto
`, V{"a": g.pwURL(), "b": g.pw(), "=h1": "$7$101$" + g.b64(12) + "$" + g.b64(64), "=h2": "$7$101$" + g.b64(12) + "$" + g.b64(64), "=h3": "$7$101$" + g.b64(12) + "$" + g.b64(64)}, "/etc/mosquitto/passwd")

	g.iotAdd("iot/mosquitto-sub-tls-client-cert", `
$ mosquitto_sub -h mqtt.example-home.nl -p 8883 --cafile /etc/mosquitto/certs/ca.crt \
    --cert ~/certs/laptop.crt --key ~/certs/laptop.key \
    -u dana -P '«a»' -t 'shellies/+/relay/0' -v
shellies/shellyplug-s-«_id1»/relay/0 on
shellies/shelly1pm-«_id2»/relay/0 off
`, V{"a": g.pw(), "_id1": g.s(alHexU, 6), "_id2": g.s(alHexU, 6)}, "/etc/mosquitto/certs/ca.crt", "~/certs/laptop.key")

	g.iotAdd("iot/paho-python-client", `
import json, ssl, time
import paho.mqtt.client as mqtt

BROKER = "«_h».s1.eu.hivemq.cloud"
USER = "greenhouse-pi"
PASSWORD = "«a»"

client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="greenhouse-pi-01")
client.username_pw_set(USER, PASSWORD)
client.tls_set(tls_version=ssl.PROTOCOL_TLS_CLIENT)
client.connect(BROKER, 8883)
client.loop_start()
while True:
    client.publish("greenhouse/climate", json.dumps(read_bme280()), qos=1)
    time.sleep(30)
`, V{"_h": g.hex(32), "a": g.pwStrong()}, `client_id="greenhouse-pi-01"`, `USER = "greenhouse-pi"`)

	g.iotAdd("iot/mqttjs-node-connect", `
const mqtt = require("mqtt");

const client = mqtt.connect("mqtts://broker.emqx.example-iot.io:8883", {
  clientId: "dashboard_" + Math.random().toString(16).slice(2, 8),
  username: "dashboard",
  password: "«a»",
  clean: true,
  reconnectPeriod: 5000,
});

client.on("connect", () => client.subscribe("factory/+/telemetry"));
`, V{"a": g.pwStrong()}, "mqtts://broker.emqx.example-iot.io:8883", "factory/+/telemetry")

	g.iotAdd("iot/emqx-api-key-curl", `
$ curl -s -u «_k»:«a» \
    "http://localhost:18083/api/v5/clients?limit=3" | jq '.data[] | {clientid, username, ip_address, connected}'
{"clientid": "esp32-«_c1»", "username": "device", "ip_address": "10.8.0.14", "connected": true}
{"clientid": "esp32-«_c2»", "username": "device", "ip_address": "10.8.0.22", "connected": true}
`, V{"_k": g.hex(16), "a": g.an(43), "_c1": g.iotMAC("", false), "_c2": g.iotMAC("", false)}, "http://localhost:18083/api/v5/clients?limit=3")

	g.iotAdd("iot/emqx-bootstrap-and-dashboard-env", `
# emqx.env
EMQX_NODE__COOKIE=«a»
EMQX_DASHBOARD__DEFAULT_USERNAME=admin
EMQX_DASHBOARD__DEFAULT_PASSWORD=«b»
EMQX_API_KEY__BOOTSTRAP_FILE=/opt/emqx/etc/api_keys.txt
$ cat /opt/emqx/etc/api_keys.txt
provisioner:«c»:administrator
`, V{"a": g.an(32), "b": g.pwStrong(), "c": g.an(40)}, "EMQX_API_KEY__BOOTSTRAP_FILE=/opt/emqx/etc/api_keys.txt")

	g.iotAdd("iot/mosquitto-pub-aws-iot-benign-paths", `
$ mosquitto_pub --cafile AmazonRootCA1.pem \
    --cert «_cid»-certificate.pem.crt \
    --key «_cid»-private.pem.key \
    -h «_ep» -p 8883 -q 1 -d -i thermostat-07 \
    -t 'dt/thermostat/thermostat-07/telemetry' -m '{"t":21.7,"rh":44}'
Client thermostat-07 sending CONNECT
Client thermostat-07 received CONNACK (0)
Client thermostat-07 sending PUBLISH (d0, q1, r0, m1, 'dt/thermostat/thermostat-07/telemetry', ... (20 bytes))
Client thermostat-07 received PUBACK (Mid: 1, RC:0)
Client thermostat-07 sending DISCONNECT
`, V{"_cid": g.hex(10), "_ep": g.iotAWSHost("eu-central-1")}, "AmazonRootCA1.pem", "dt/thermostat/thermostat-07/telemetry")

	g.iotAdd("iot/telegraf-mqtt-consumer-to-influx-v1", `
[[inputs.mqtt_consumer]]
  servers = ["tcp://192.168.1.10:1883"]
  topics = ["tele/+/SENSOR", "zigbee2mqtt/+"]
  username = "telegraf"
  password = "«a»"
  data_format = "json_v2"

[[outputs.influxdb]]
  urls = ["http://127.0.0.1:8086"]
  database = "home"
  username = "telegraf"
  password = "«b»"
  skip_database_creation = true
`, V{"a": g.pwURL(), "b": g.pw()}, `topics = ["tele/+/SENSOR", "zigbee2mqtt/+"]`)

	g.iotAdd("iot/vernemq-and-hivemq-ce-users", `
$ docker run -d --name vernemq -p 1883:1883 \
    -e "DOCKER_VERNEMQ_ACCEPT_EULA=yes" \
    -e "DOCKER_VERNEMQ_ALLOW_ANONYMOUS=off" \
    -e "DOCKER_VERNEMQ_USER_SENSORGW=«a»" \
    vernemq/vernemq:2.0.1
$ cat hivemq/extensions/hivemq-file-rbac-extension/credentials.xml
<file-rbac>
    <users>
        <user>
            <name>backend</name>
            <password>«=hash»</password>
            <roles><id>superuser</id></roles>
        </user>
    </users>
</file-rbac>
`, V{"a": g.pwURL(), "=hash": g.b64(16) + ":" + g.b64(64)}, "hivemq-file-rbac-extension", "<name>backend</name>", "DOCKER_VERNEMQ_ALLOW_ANONYMOUS=off")
}

// ---- Node-RED ----

func (g *G) iotNodeRED() {
	g.iotAdd("iot/nodered-flows-cred-plaintext", `
$ cat ~/.node-red/flows_cred.json
{
    "«_n1»": {
        "user": "nodered",
        "password": "«a»"
    },
    "«_n2»": {
        "token": "«b»"
    },
    "«_n3»": {
        "access_token": "«c»"
    }
}
$ grep credentialSecret ~/.node-red/settings.js
    credentialSecret: false,
`, V{"_n1": g.hex(16), "a": g.pwURL(), "_n2": g.hex(16), "b": g.telegram(), "_n3": g.hex(16), "c": g.iotHAToken()}, "credentialSecret: false,")

	g.iotAdd("iot/nodered-flows-cred-encrypted-benign", `
$ cat /data/flows_cred.json
{"$":"«_ct»"}
$ docker logs nodered 2>&1 | grep -i cred
11 Feb 07:40:12 - [info] Flows file     : /data/flows.json
11 Feb 07:40:12 - [info] Encrypted credentials not found
`, V{"_ct": g.hex(32) + g.b64(180)}, "Encrypted credentials not found")

	g.iotAdd("iot/nodered-settings-js-admin-auth", `
module.exports = {
    flowFile: 'flows.json',
    credentialSecret: "«a»",
    flowFilePretty: true,

    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "«b»",
            permissions: "*"
        }]
    },

    httpNodeAuth: {user: "hooks", pass: "«c»"},

    uiPort: process.env.PORT || 1880,
    diagnostics: { enabled: true, ui: true },
    runtimeState: { enabled: false, ui: false },
`, V{"a": g.pwStrong(), "b": g.bcrypt(), "c": g.bcrypt()}, "flowFile: 'flows.json'", "process.env.PORT || 1880")

	g.iotAdd("iot/nodered-admin-hash-pw", `
$ docker exec -it nodered npx node-red admin hash-pw
Password:
«a»
$ docker exec -it nodered node -e "console.log(require('bcryptjs').hashSync(process.argv[1], 8));" '«b»'
«c»
`, V{"a": g.bcrypt(), "b": g.pw(), "c": "$2a$08$" + g.s(alAlnum+"./", 53)}, "node-red admin hash-pw")

	g.iotAdd("iot/nodered-function-node-hardcoded", `
[
    {
        "id": "«_id1»",
        "type": "function",
        "z": "«_z»",
        "name": "build Solcast request",
        "func": "const SITE = '«_site»';\nconst KEY = '«a»';\nmsg.url = ˋhttps://api.solcast.com.au/rooftop_sites/${SITE}/forecasts?format=jsonˋ;\nmsg.headers = { Authorization: 'Bearer ' + KEY };\nreturn msg;",
        "outputs": 1,
        "x": 340,
        "y": 120,
        "wires": [["«_id2»"]]
    },
    {
        "id": "«_id2»",
        "type": "http request",
        "z": "«_z»",
        "name": "",
        "method": "GET",
        "ret": "obj",
        "url": "",
        "tls": "",
        "authType": "",
        "x": 560,
        "y": 120,
        "wires": [["«_id3»"]]
    }
]
`, V{"_id1": g.hex(16), "_z": g.hex(16), "_site": g.iotHexPairs(2, "-", false) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4), "a": g.b64u(32), "_id2": g.hex(16), "_id3": g.hex(16)}, "build Solcast request")

	g.iotAdd("iot/nodered-docker-env-credential-secret", `
services:
  nodered:
    image: nodered/node-red:4.0.8-20
    ports: ["1880:1880"]
    environment:
      - TZ=Europe/London
      - NODE_RED_CREDENTIAL_SECRET=«a»
      - NODE_RED_ENABLE_PROJECTS=true
    volumes:
      - nodered_data:/data
`, V{"a": g.hex(48)}, "nodered/node-red:4.0.8-20", "NODE_RED_ENABLE_PROJECTS=true")

	g.iotAdd("iot/nodered-ha-websocket-server-node", `
    {
        "id": "«_id»",
        "type": "server",
        "name": "Home Assistant",
        "addon": false,
        "rejectUnauthorizedCerts": true,
        "ha_boolean": "y|yes|true|on|home|open",
        "connectionDelay": true,
        "cacheJson": true,
        "heartbeat": false,
        "heartbeatInterval": "30",
        "areaSelector": "friendlyName",
        "statusSeparator": "at: ",
        "enableGlobalContextStore": true
    }
$ jq '."«_id»"' flows_cred.json
{
  "host": "http://192.168.1.20:8123",
  "access_token": "«a»"
}
`, V{"_id": g.hex(16), "a": g.iotHAToken()}, `"ha_boolean": "y|yes|true|on|home|open"`)

	g.iotAdd("iot/nodered-projects-git-key-passphrase", `
$ cat ~/.node-red/.config.projects.json
{
    "projects": {
        "home-flows": {
            "credentialSecret": "«a»"
        }
    },
    "activeProject": "home-flows",
    "git": {
        "user": {"name": "Dana", "email": "dana@example-home.nl"},
        "workflow": {"mode": "manual"}
    }
}
$ ls ~/.node-red/projects/.sshkeys/
__default_github  __default_github.pub
`, V{"a": g.pwStrong()}, `"activeProject": "home-flows"`, "__default_github.pub")
}

// ---- Arduino and PlatformIO ----

func (g *G) iotArduino() {
	g.iotAdd("iot/arduino-esp32-sketch-wifi-mqtt", `
#include <WiFi.h>
#include <PubSubClient.h>
#include <DHT.h>

const char* ssid = "Skynet-IoT";
const char* password = "«a»";
const char* mqtt_server = "192.168.1.10";
const char* mqtt_user = "greenhouse";
const char* mqtt_pass = "«b»";

WiFiClient espClient;
PubSubClient client(espClient);
DHT dht(4, DHT22);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) {
    delay(500);
    Serial.print(".");
  }
  Serial.println(WiFi.localIP());
  client.setServer(mqtt_server, 1883);
}

void reconnect() {
  while (!client.connected()) {
    if (client.connect("greenhouse-esp32", mqtt_user, mqtt_pass)) {
      client.subscribe("greenhouse/fan/set");
    } else {
      delay(5000);
    }
  }
}
`, V{"a": g.pw(), "b": g.pwURL()}, `client.connect("greenhouse-esp32", mqtt_user, mqtt_pass)`, "greenhouse/fan/set")

	g.iotAdd("iot/arduino-secrets-h", `
$ cat arduino_secrets.h
#define SECRET_SSID "Skynet"
#define SECRET_OPTIONAL_PASS "«a»"
#define SECRET_DEVICE_KEY "«b»"
$ cat thingProperties.h | head -12
// Code generated by Arduino IoT Cloud, DO NOT EDIT.

#include <ArduinoIoTCloud.h>
#include <Arduino_ConnectionHandler.h>

const char DEVICE_LOGIN_NAME[]  = "«_dev»";

const char SSID[]               = SECRET_SSID;    // Network SSID (name)
const char PASS[]               = SECRET_OPTIONAL_PASS;    // Network password (use for WPA, or use as key for WEP)
const char DEVICE_KEY[]  = SECRET_DEVICE_KEY;    // Secret device password
`, V{"a": g.pw(), "b": g.s(alAlnum+"#!?@", 24), "_dev": g.uuid()}, "Code generated by Arduino IoT Cloud, DO NOT EDIT.")

	g.iotAdd("iot/arduino-ota-set-password", `
void setupOTA() {
  ArduinoOTA.setHostname("garage-opener");
  ArduinoOTA.setPort(3232);
  // ArduinoOTA.setPassword("«a»");
  ArduinoOTA.setPasswordHash("«b»");  // MD5 of the OTA password
  ArduinoOTA.onStart([]() { Serial.println("OTA start"); });
  ArduinoOTA.onError([](ota_error_t error) { Serial.printf("OTA error[%u]\n", error); });
  ArduinoOTA.begin();
}
`, V{"a": g.pwURL(), "b": g.hex(32)}, `ArduinoOTA.setHostname("garage-opener")`)

	g.iotAdd("iot/platformio-ini-upload-auth", `
; platformio.ini
[platformio]
default_envs = d1_mini_ota

[env]
platform = espressif8266@4.2.1
framework = arduino
monitor_speed = 115200
lib_deps =
    knolleary/PubSubClient@^2.8
    bblanchon/ArduinoJson@^7.2.0

[env:d1_mini]
board = d1_mini
upload_speed = 921600

[env:d1_mini_ota]
extends = env:d1_mini
upload_protocol = espota
upload_port = 192.168.1.93
upload_flags =
    --port=8266
    --auth=«a»
build_flags =
    -DWIFI_SSID=\"Skynet-IoT\"
    -DWIFI_PASS=\"«b»\"
    -DMQTT_HOST=\"192.168.1.10\"
`, V{"a": g.pwURL(), "b": g.pw()}, "bblanchon/ArduinoJson@^7.2.0", "upload_port = 192.168.1.93")

	g.iotAdd("iot/pio-run-upload-espota-verbose", `
$ pio run -e d1_mini_ota -t upload -v
Processing d1_mini_ota (board: d1_mini; platform: espressif8266@4.2.1; framework: arduino; ...)
...
Linking .pio/build/d1_mini_ota/firmware.elf
Building .pio/build/d1_mini_ota/firmware.bin
Creating BIN file ".pio/build/d1_mini_ota/firmware.bin" using "/home/dana/.platformio/packages/framework-arduinoespressif8266/bootloaders/eboot/eboot.elf" and ".pio/build/d1_mini_ota/firmware.elf"
Uploading .pio/build/d1_mini_ota/firmware.bin
"/home/dana/.platformio/penv/bin/python" "/home/dana/.platformio/packages/framework-arduinoespressif8266/tools/espota.py" --debug --progress -i 192.168.1.93 --port=8266 --auth=«a» -f .pio/build/d1_mini_ota/firmware.bin
13:02:44 [DEBUG]: Options: {'esp_ip': '192.168.1.93', 'host_ip': '0.0.0.0', 'esp_port': 8266, 'host_port': «_hp», 'auth': '«a»', 'image': '.pio/build/d1_mini_ota/firmware.bin', 'spiffs': False, 'debug': True, 'progress': True}
13:02:44 [INFO]: Starting on 0.0.0.0:«_hp»
13:02:44 [INFO]: Upload size: 402160
Sending invitation to 192.168.1.93
Authenticating...OK
Uploading: [============================================================] 100% Done...
`, V{"a": g.pwURL(), "_hp": fmt.Sprint(10000 + g.r.IntN(50000))}, "Authenticating...OK", "Upload size: 402160")

	g.iotAdd("iot/blynk-template-auth", `
/*************************************************************
  Blynk.Edgent is not used here; the auth token is hardcoded.
 *************************************************************/
#define BLYNK_TEMPLATE_ID "TMPL4«_tid»"
#define BLYNK_TEMPLATE_NAME "Water Tank"
#define BLYNK_AUTH_TOKEN "«a»"
#define BLYNK_PRINT Serial

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>

char ssid[] = "Skynet-IoT";
char pass[] = "«b»";

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}
`, V{"_tid": g.s(alAlnum, 7), "a": g.b64u(32), "b": g.pw()}, `#define BLYNK_TEMPLATE_NAME "Water Tank"`)

	g.iotAdd("iot/thingspeak-write-key-sketch-and-curl", `
unsigned long myChannelNumber = «_ch»;
const char * myWriteAPIKey = "«a»";
const char * myReadAPIKey  = "«b»";
...
ThingSpeak.writeFields(myChannelNumber, myWriteAPIKey);

$ curl -s "https://api.thingspeak.com/update?api_key=«a»&field1=21.4&field2=48"
«_entry»
`, V{"_ch": g.digits(7), "a": g.s(alUpNum, 16), "b": g.s(alUpNum, 16), "_entry": g.digits(4)}, "ThingSpeak.writeFields(myChannelNumber, myWriteAPIKey)")

	g.iotAdd("iot/esp8266-https-fingerprint-and-token", `
#include <ESP8266WiFi.h>
#include <ESP8266HTTPClient.h>
#include <WiFiClientSecureBearSSL.h>

// SHA1 fingerprint of api.pushover.net's certificate (expires 2025-09-14)
const char fingerprint[] PROGMEM = "«_fp»";
const char* PUSHOVER_TOKEN = "«a»";
const char* PUSHOVER_USER  = "«b»";

void notify(const char* msg) {
  std::unique_ptr<BearSSL::WiFiClientSecure> client(new BearSSL::WiFiClientSecure);
  client->setFingerprint(fingerprint);
  HTTPClient https;
  https.begin(*client, "https://api.pushover.net/1/messages.json");
`, V{"_fp": g.iotHexPairs(20, " ", true), "a": "a" + g.s(alLowNum, 29), "b": "u" + g.s(alLowNum, 29)}, "https://api.pushover.net/1/messages.json")

	g.iotAdd("iot/serial-monitor-debug-print-leak", `
$ pio device monitor -b 115200
--- Terminal on /dev/ttyUSB0 | 115200 8-N-1
--- Available filters and text transformations: colorize, debug, default, direct, esp8266_exception_decoder, hexlify, log2file, nocontrol, printable, send_on_enter, time
ets Jan  8 2013,rst cause:2, boot mode:(3,6)

load 0x4010f000, len 3424, room 16
[BOOT] chip id: «_chip»  mac: «_mac»
[WIFI] connecting to 'Skynet-IoT' with pass '«a»'
[WIFI] connected, ip 192.168.1.93 rssi -61
[MQTT] connecting mqtt://tank-sensor:«b»@192.168.1.10:1883
[MQTT] connected, subscribed to tank/cmd
`, V{"_chip": g.s(alHexU, 6), "_mac": g.iotMAC(":", true), "a": g.pw(), "b": g.pwURL()}, "[MQTT] connected, subscribed to tank/cmd")

	g.iotAdd("iot/wifimanager-ap-and-params", `
  WiFiManager wm;
  WiFiManagerParameter p_mqtt_server("server", "MQTT server", "192.168.1.10", 40);
  WiFiManagerParameter p_mqtt_token("token", "MQTT token", "", 64);
  wm.addParameter(&p_mqtt_server);
  wm.addParameter(&p_mqtt_token);
  wm.setConfigPortalTimeout(180);
  if (!wm.autoConnect("SoilSensor-Setup", "«a»")) {
    ESP.restart();
  }
`, V{"a": g.pwURL()}, `wm.autoConnect("SoilSensor-Setup"`, "setConfigPortalTimeout(180)")

	g.iotAdd("iot/firebase-esp-client-legacy-secret", `
#include <Firebase_ESP_Client.h>

#define DATABASE_URL "https://plant-monitor-«_proj»-default-rtdb.europe-west1.firebasedatabase.app"
#define DATABASE_SECRET "«a»"
#define USER_EMAIL "esp32@plant-monitor.example"
#define USER_PASSWORD "«b»"

FirebaseData fbdo;
FirebaseAuth auth;
FirebaseConfig config;

void setupFirebase() {
  config.database_url = DATABASE_URL;
  config.signer.tokens.legacy_token = DATABASE_SECRET;
  Firebase.begin(&config, &auth);
}
`, V{"_proj": g.s(alLowNum, 5), "a": g.an(40), "b": g.pw()}, "config.signer.tokens.legacy_token = DATABASE_SECRET")

	g.iotAdd("iot/git-diff-platformio-secrets-ini", `
$ git diff --cached
diff --git a/secrets.ini b/secrets.ini
new file mode 100644
index 0000000..«_idx»
--- /dev/null
+++ b/secrets.ini
@@ -0,0 +1,5 @@
+[secrets]
+build_flags =
+    -D WIFI_PASSWORD=\"«a»\"
+    -D OTA_PASSWORD=\"«b»\"
+    -D HA_TOKEN=\"«c»\"
diff --git a/platformio.ini b/platformio.ini
index «_i1»..«_i2» 100644
--- a/platformio.ini
+++ b/platformio.ini
@@ -1,3 +1,4 @@
+extra_configs = secrets.ini
 [env:esp32dev]
 platform = espressif32@6.9.0
`, V{"_idx": g.hex(7), "a": g.pw(), "b": g.pwURL(), "c": g.iotHAToken(), "_i1": g.hex(7), "_i2": g.hex(7)}, "extra_configs = secrets.ini", "platform = espressif32@6.9.0")
}

// ---- ESP-IDF, esptool and Zephyr ----

func (g *G) iotESPIDF() {
	g.iotAdd("iot/espidf-sdkconfig-wifi", `
$ grep -E 'WIFI|MQTT|BROKER' sdkconfig
CONFIG_EXAMPLE_WIFI_SSID="Skynet-IoT"
CONFIG_EXAMPLE_WIFI_PASSWORD="«a»"
CONFIG_EXAMPLE_WIFI_CONN_MAX_RETRY=6
CONFIG_ESP_WIFI_STATIC_RX_BUFFER_NUM=10
CONFIG_ESP_WIFI_DYNAMIC_RX_BUFFER_NUM=32
CONFIG_BROKER_URL="mqtts://«_h».s1.eu.hivemq.cloud:8883"
CONFIG_BROKER_USERNAME="esp-lab"
CONFIG_BROKER_PASSWORD="«b»"
# CONFIG_MQTT_PROTOCOL_5 is not set
`, V{"a": g.pw(), "_h": g.hex(32), "b": g.pwStrong()}, "CONFIG_EXAMPLE_WIFI_CONN_MAX_RETRY=6", `CONFIG_BROKER_USERNAME="esp-lab"`)

	g.iotAdd("iot/espidf-nvs-partition-csv", `
$ cat factory_nvs.csv
key,type,encoding,value
wifi,namespace,,
ssid,data,string,Skynet-IoT
password,data,string,«a»
cloud,namespace,,
device_id,data,string,«_dev»
api_token,data,string,«b»
calib,namespace,,
adc_offset,data,i32,-14
$ python $IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py generate factory_nvs.csv factory_nvs.bin 0x6000
Creating NVS binary with version: V2 - Multipage Blob Support enabled
Created NVS binary: ===> factory_nvs.bin
`, V{"a": g.pwStrong(), "_dev": "dev-" + g.hex(12), "b": g.b64u(40)}, "nvs_partition_gen.py generate factory_nvs.csv")

	g.iotAdd("iot/espsecure-flash-encryption-key", `
$ espsecure.py generate_flash_encryption_key my_flash_encryption_key.bin
espsecure.py v4.8.1
Writing 256 random bits to key file my_flash_encryption_key.bin
$ xxd -p -c 32 my_flash_encryption_key.bin
«a»
$ espefuse.py --port /dev/ttyUSB0 burn_key BLOCK_KEY0 my_flash_encryption_key.bin XTS_AES_128_KEY
`, V{"a": g.hex(64)}, "espefuse.py --port /dev/ttyUSB0 burn_key BLOCK_KEY0")

	g.iotAdd("iot/esptool-chip-id-benign", `
$ esptool.py --port /dev/ttyUSB0 flash_id
esptool.py v4.8.1
Serial port /dev/ttyUSB0
Connecting....
Detecting chip type... ESP32-S3
Chip is ESP32-S3 (QFN56) (revision v0.2)
Features: WiFi, BLE, Embedded PSRAM 8MB (AP_3v3)
Crystal is 40MHz
MAC: «_mac»
Uploading stub...
Running stub...
Stub running...
Manufacturer: 20
Device: 4018
Detected flash size: 16MB
Flash voltage set by eFuse to 3.3V
Hard resetting via RTS pin...
$ espefuse.py --port /dev/ttyUSB0 summary | grep -E 'BLOCK_KEY0|OPTIONAL_UNIQUE_ID|WAFER'
BLOCK_KEY0 (BLOCK4)     Purpose: XTS_AES_128_KEY = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? -/-
OPTIONAL_UNIQUE_ID (BLOCK_SYS_DATA) Optional unique 128-bit ID = «_uid» R/W
`, V{"_mac": g.iotMAC(":", false), "_uid": g.iotHexPairs(16, " ", false)}, "Chip is ESP32-S3 (QFN56) (revision v0.2)", "XTS_AES_128_KEY = ??")

	g.iotAdd("iot/espidf-monitor-wifi-connect-log", `
I (612) wifi:wifi driver task: 3ffc1e4c, prio:23, stack:6656, core=0
I (642) wifi:mode : sta («_mac»)
I (652) wifi station: wifi_init_sta finished.
I (662) wifi station: connecting to ap SSID:Skynet-IoT password:«a»
I (1452) wifi:new:<6,0>, old:<1,0>, ap:<255,255>, sta:<6,0>, prof:1
I (2212) wifi:connected with Skynet-IoT, aid = 4, channel 6, BW20, bssid = «_bssid»
I (3022) esp_netif_handlers: sta ip: 192.168.1.118, mask: 255.255.255.0, gw: 192.168.1.1
I (3022) wifi station: got ip:192.168.1.118
`, V{"_mac": g.iotMAC(":", false), "a": g.pw(), "_bssid": g.iotMAC(":", false)}, "wifi_init_sta finished.")

	g.iotAdd("iot/zephyr-wifi-shell-connect", `
uart:~$ wifi scan
Scan requested
Num  | SSID                             (len) | Chan (Band)   | RSSI | Security        | BSSID             | MFP
1    | Skynet-IoT                       10    | 6    (2.4GHz) | -52  | WPA2-PSK        | «_b1» | Disable
2    | Vodafone-«_v»                    13    | 11   (2.4GHz) | -81  | WPA2-PSK        | «_b2» | Disable
uart:~$ wifi connect -s Skynet-IoT -k 1 -p «a»
Connection requested
Connected
uart:~$ net iface
Interface wlan0 (0x20001e28) (WiFi) [1]
Link addr : «_mac»
`, V{"_b1": g.iotMAC(":", true), "_v": g.s(alUpNum, 4), "_b2": g.iotMAC(":", true), "a": g.pwURL(), "_mac": g.iotMAC(":", true)}, "wifi connect -s Skynet-IoT")

	g.iotAdd("iot/espidf-c-embedded-credentials", `
// main/app_config.h -- TODO: move to NVS before shipping
#pragma once

#define APP_WIFI_SSID       "Warehouse-Scanners"
#define APP_WIFI_PASS       "«a»"
#define APP_API_BASE        "https://telemetry.example-logistics.com/v2"
#define APP_API_KEY         "«b»"
#define APP_FW_SIGNING_PUB  "«_pub»"
#define APP_HW_REV          3
`, V{"a": g.pwStrong(), "b": "tlm_live_" + g.an(32), "_pub": g.b64(32)}, "https://telemetry.example-logistics.com/v2", "APP_FW_SIGNING_PUB")

	g.iotAdd("iot/idf-menuconfig-secure-boot-benign", `
$ idf.py build 2>&1 | tail -9
Generated /home/dana/fw/build/bootloader/bootloader.bin
Bootloader binary size 0x6a60 bytes. 0x15a0 bytes (17%) free.
Secure boot V2 enabled. Signing key: /home/dana/fw/keys/secure_boot_signing_key.pem
Signed 40960 bytes of data from /home/dana/fw/build/fw.bin with key /home/dana/fw/keys/secure_boot_signing_key.pem
Public key digest: «_d»
fw.bin binary size 0xe4c30 bytes. Smallest app partition is 0x180000 bytes. 0x9b3d0 bytes (40%) free.
Project build complete. To flash, run:
 idf.py flash
or
 idf.py -p PORT flash
`, V{"_d": g.hex(64)}, "/home/dana/fw/keys/secure_boot_signing_key.pem", "Secure boot V2 enabled.")
}

// ---- MicroPython and CircuitPython ----

func (g *G) iotMicroPython() {
	g.iotAdd("iot/micropython-boot-py", `
# boot.py -- run on boot-up
import network, time, webrepl

SSID = "Skynet-IoT"
PSK = "«a»"

sta = network.WLAN(network.STA_IF)
sta.active(True)
if not sta.isconnected():
    sta.connect(SSID, PSK)
    for _ in range(20):
        if sta.isconnected():
            break
        time.sleep(0.5)
print("network config:", sta.ifconfig())
webrepl.start()
`, V{"a": g.pw()}, `print("network config:", sta.ifconfig())`)

	g.iotAdd("iot/micropython-webrepl-cfg", `
$ mpremote connect /dev/ttyACM0 cat webrepl_cfg.py
PASS = '«a»'
$ mpremote connect /dev/ttyACM0 exec "import machine, ubinascii; print(ubinascii.hexlify(machine.unique_id()))"
b'«_uid»'
`, V{"a": g.pwURL()[:9], "_uid": g.hex(16)}, "mpremote connect /dev/ttyACM0 cat webrepl_cfg.py")

	g.iotAdd("iot/micropython-umqtt-config-json", `
$ mpremote cp config.json :config.json && mpremote cat config.json
{
  "wifi": {"ssid": "Skynet-IoT", "password": "«a»"},
  "mqtt": {
    "server": "io.adafruit.com",
    "port": 1883,
    "user": "dkoster",
    "key": "«b»",
    "feed": "dkoster/feeds/balcony-temp"
  },
  "sample_every_s": 60
}
`, V{"a": g.pw(), "b": "aio_" + g.s(alAlnum, 28)}, "dkoster/feeds/balcony-temp")

	g.iotAdd("iot/circuitpython-settings-toml", `
# settings.toml (CIRCUITPY drive)
CIRCUITPY_WIFI_SSID = "Skynet-IoT"
CIRCUITPY_WIFI_PASSWORD = "«a»"
CIRCUITPY_WEB_API_PASSWORD = "«b»"
CIRCUITPY_WEB_API_PORT = 80
ADAFRUIT_AIO_USERNAME = "dkoster"
ADAFRUIT_AIO_KEY = "«c»"
OPENWEATHER_TOKEN = "«d»"
timezone = "Europe/Amsterdam"
`, V{"a": g.pw(), "b": g.pwURL(), "c": "aio_" + g.s(alAlnum, 28), "d": g.hex(32)}, `timezone = "Europe/Amsterdam"`, `ADAFRUIT_AIO_USERNAME = "dkoster"`)

	g.iotAdd("iot/adafruit-io-curl-feeds", `
$ curl -s -H "X-AIO-Key: «a»" https://io.adafruit.com/api/v2/dkoster/feeds/balcony-temp/data?limit=2 | jq -c '.[] | {id, value, created_at}'
{"id":"«_i1»","value":"7.4","created_at":"2025-02-11T06:00:12Z"}
{"id":"«_i2»","value":"7.1","created_at":"2025-02-11T05:59:11Z"}
`, V{"a": "aio_" + g.s(alAlnum, 28), "_i1": "0" + g.s(alUpNum, 25), "_i2": "0" + g.s(alUpNum, 25)}, "https://io.adafruit.com/api/v2/dkoster/feeds/balcony-temp/data?limit=2")

	g.iotAdd("iot/micropython-urequests-influx", `
import urequests, ujson
from machine import Pin, I2C
import bme280

INFLUX = "http://192.168.1.30:8086/api/v2/write?org=home&bucket=sensors&precision=s"
TOKEN = "«a»"

def push(t, h, p):
    line = "bme280,room=attic temp=%.2f,hum=%.2f,pres=%.1f" % (t, h, p)
    r = urequests.post(INFLUX, data=line, headers={"Authorization": "Token " + TOKEN})
    r.close()
`, V{"a": g.b64u(86) + "=="}, "bme280,room=attic")

	g.iotAdd("iot/micropython-repl-session-benign", `
$ mpremote connect /dev/ttyACM0 repl
Connected to MicroPython at /dev/ttyACM0
Use Ctrl-] or Ctrl-x to exit this shell
>>> import os, machine, network
>>> os.uname()
(sysname='rp2', nodename='rp2', release='1.24.1', version='v1.24.1 on 2024-11-29 (GNU 14.2.0 MinSizeRel)', machine='Raspberry Pi Pico W with RP2040')
>>> machine.unique_id().hex()
'«_uid»'
>>> network.WLAN(network.STA_IF).config('mac').hex(':')
'«_mac»'
>>> network.WLAN(network.STA_IF).config('ssid')
'Skynet-IoT'
`, V{"_uid": g.hex(16), "_mac": g.iotMAC(":", false)}, "Raspberry Pi Pico W with RP2040")
}

// ---- AWS IoT Core ----

func (g *G) iotAWS() {
	k := g.rsaPEM()
	cert := g.certPEM()
	g.iotAdd("iot/aws-iot-create-keys-and-certificate", `
$ aws iot create-keys-and-certificate --set-as-active --region eu-central-1
{
    "certificateArn": "arn:aws:iot:eu-central-1:«_acct»:cert/«_cid»",
    "certificateId": "«_cid»",
    "certificatePem": "«_cert»",
    "keyPair": {
        "PublicKey": "-----BEGIN PUBLIC KEY-----\n«_pub»\n-----END PUBLIC KEY-----\n",
        "PrivateKey": "«a»"
    }
}
`, V{"_acct": g.digits(12), "_cid": g.hex(64), "_cert": jsonEsc(cert.block()) + `\n`, "_pub": jsonEsc(wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.s(alB64, 348)+"IDAQAB", 64)), "a": jsonEsc(k.block()) + `\n`},
		"arn:aws:iot:eu-central-1:")

	k2 := g.rsaPEM()
	g.iotAdd("iot/aws-iot-device-private-key-file", `
$ ls certs/
AmazonRootCA1.pem  «_cid»-certificate.pem.crt  «_cid»-private.pem.key  «_cid»-public.pem.key
$ cat certs/«_cid»-private.pem.key
«a»
`, V{"_cid": g.hex(64), "a": k2.block()}, "AmazonRootCA1.pem")

	k3 := g.rsaPEM()
	var lines []string
	for _, l := range strings.Split(k3.block(), "\n") {
		lines = append(lines, `"`+l+`\n" \`)
	}
	body := strings.Join(lines, "\n")
	body = strings.TrimSuffix(body, ` \`) + ";"
	g.iotAdd("iot/aws-iot-embedded-c-credentials", `
/* aws_clientcredential_keys.h */
#define keyCLIENT_CERTIFICATE_PEM   NULL
#define keyJITR_DEVICE_CERTIFICATE_AUTHORITY_PEM  NULL

static const char democonfigCLIENT_IDENTIFIER[] = "pump-ctrl-«_sn»";
static const char democonfigMQTT_BROKER_ENDPOINT[] = "«_ep»";

#define keyCLIENT_PRIVATE_KEY_PEM \
«a»
`, V{"_sn": g.digits(6), "_ep": g.iotAWSHost("us-east-1"), "a": body}, "democonfigMQTT_BROKER_ENDPOINT")

	g.iotAdd("iot/aws-iot-describe-endpoint-and-thing-benign", `
$ aws iot describe-endpoint --endpoint-type iot:Data-ATS
{
    "endpointAddress": "«_ep»"
}
$ aws iot describe-thing --thing-name pump-ctrl-«_sn»
{
    "defaultClientId": "pump-ctrl-«_sn»",
    "thingName": "pump-ctrl-«_sn»",
    "thingId": "«_tid»",
    "thingArn": "arn:aws:iot:us-east-1:«_acct»:thing/pump-ctrl-«_sn»",
    "thingTypeName": "irrigation-pump",
    "attributes": {"fw": "3.2.0", "site": "field-7"},
    "version": 4
}
$ aws iot list-thing-principals --thing-name pump-ctrl-«_sn»
{
    "principals": [
        "arn:aws:iot:us-east-1:«_acct»:cert/«_cid»"
    ]
}
`, V{"_ep": g.iotAWSHost("us-east-1"), "_sn": g.digits(6), "_tid": g.uuid(), "_acct": g.digits(12), "_cid": g.hex(64)}, "irrigation-pump")

	g.iotAdd("iot/greengrass-installer-env", `
$ export AWS_ACCESS_KEY_ID=«a»
$ export AWS_SECRET_ACCESS_KEY=«b»
$ sudo -E java -Droot="/greengrass/v2" -Dlog.store=FILE \
    -jar ./GreengrassInstaller/lib/Greengrass.jar \
    --aws-region eu-west-1 \
    --thing-name gw-barn-01 \
    --thing-group-name farm-gateways \
    --thing-policy-name GreengrassV2IoTThingPolicy \
    --tes-role-name GreengrassV2TokenExchangeRole \
    --tes-role-alias-name GreengrassCoreTokenExchangeRoleAlias \
    --component-default-user ggc_user:ggc_group \
    --provision true --setup-system-service true
Provisioning AWS IoT resources for the device with IoT Thing Name: [gw-barn-01]...
Creating new IoT policy "GreengrassV2IoTThingPolicy"
Creating keys and certificate...
Attaching policy to certificate...
Successfully set up Nucleus as a system service
`, V{"a": g.awsID(), "b": g.awsSecret()}, "GreengrassCoreTokenExchangeRoleAlias", "gw-barn-01")

	g.iotAdd("iot/aws-iot-custom-authorizer-mqtt", `
$ python3 pubsub.py --endpoint «_ep» --port 443 \
    --custom_auth_authorizer_name sensor-token-authorizer \
    --custom_auth_username "sensor-«_sn»" \
    --custom_auth_password "«a»" \
    --topic telemetry/sensor-«_sn» --count 3
Connecting to «_ep» with client ID 'test-«_cl»'...
Connected!
Publishing message to topic 'telemetry/sensor-«_sn»': Hello World!  [1]
`, V{"_ep": g.iotAWSHost("eu-west-1"), "_sn": g.digits(5), "a": g.b64u(48), "_cl": g.uuid()}, "sensor-token-authorizer")

	g.iotAdd("iot/aws-iot-fleet-provisioning-claim-template", `
$ aws iot create-provisioning-claim --template-name esp32-fleet --region eu-central-1 | jq -r '.certificateId, .expiration'
«_cid»
2025-02-12T10:02:17+00:00
$ aws iot create-provisioning-claim --template-name esp32-fleet --region eu-central-1 | jq -r '.keyPair.PrivateKey' > claim.private.pem.key
$ cat claim.private.pem.key
«a»
`, V{"_cid": g.hex(64), "a": g.rsaPEM().block()}, "--template-name esp32-fleet")

	g.iotAdd("iot/aws-iot-shadow-get-benign", `
$ aws iot-data get-thing-shadow --thing-name pump-ctrl-«_sn» /dev/stdout | jq
{
  "state": {
    "desired": {"mode": "auto", "flow_lpm": 12},
    "reported": {"mode": "auto", "flow_lpm": 11.8, "fw": "3.2.0", "mac": "«_mac»"}
  },
  "metadata": {"desired": {"mode": {"timestamp": 1739268011}}},
  "version": 1873,
  "timestamp": 1739271220,
  "clientToken": "«_ct»"
}
`, V{"_sn": g.digits(6), "_mac": g.iotMAC(":", false), "_ct": g.uuid()}, `"flow_lpm": 11.8`)
}

// ---- Azure IoT Hub, DPS, IoT Edge and Google Cloud IoT ----

func (g *G) iotAzureGCP() {
	g.iotAdd("iot/azure-iothub-device-connstr-python", `
import asyncio, json, random
from azure.iot.device.aio import IoTHubDeviceClient
from azure.iot.device import Message

CONNECTION_STRING = "HostName=contoso-fleet-hub.azure-devices.net;DeviceId=chiller-07;SharedAccessKey=«a»"

async def main():
    client = IoTHubDeviceClient.create_from_connection_string(CONNECTION_STRING)
    await client.connect()
    msg = Message(json.dumps({"temp": 4.1 + random.random()}))
    msg.content_type = "application/json"
    await client.send_message(msg)
    await client.shutdown()
`, V{"a": g.b64(32)}, "contoso-fleet-hub.azure-devices.net", "DeviceId=chiller-07")

	g.iotAdd("iot/azure-iothub-connection-string-show", `
$ az iot hub connection-string show --hub-name contoso-fleet-hub --policy-name iothubowner
{
  "connectionString": "HostName=contoso-fleet-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=«a»"
}
$ az iot hub policy list --hub-name contoso-fleet-hub --query "[].{name:keyName, rights:rights}" -o table
Name           Rights
-------------  --------------------------------------------------------
iothubowner    RegistryWrite, ServiceConnect, DeviceConnect
service        ServiceConnect
device         DeviceConnect
`, V{"a": g.b64(32)}, "SharedAccessKeyName=iothubowner")

	g.iotAdd("iot/azure-device-identity-create", `
$ az iot hub device-identity create -n contoso-fleet-hub -d chiller-08 --ee false
{
  "authentication": {
    "symmetricKey": {
      "primaryKey": "«a»",
      "secondaryKey": "«b»"
    },
    "type": "sas",
    "x509Thumbprint": {"primaryThumbprint": null, "secondaryThumbprint": null}
  },
  "capabilities": {"iotEdge": false},
  "cloudToDeviceMessageCount": 0,
  "connectionState": "Disconnected",
  "deviceId": "chiller-08",
  "etag": "«_etag»",
  "generationId": "«_gen»",
  "status": "enabled"
}
`, V{"a": g.b64(32), "b": g.b64(32), "_etag": b64s(g.digits(9)), "_gen": "63" + g.digits(16)}, `"deviceId": "chiller-08"`)

	g.iotAdd("iot/azure-sas-token-generate-sas", `
$ az iot hub generate-sas-token -n contoso-fleet-hub -d chiller-07 --du 86400
{
  "sas": "SharedAccessSignature sr=contoso-fleet-hub.azure-devices.net%2Fdevices%2Fchiller-07&sig=«a»&se=1739360811"
}
$ mosquitto_pub -h contoso-fleet-hub.azure-devices.net -p 8883 --capath /etc/ssl/certs \
    -i chiller-07 -u 'contoso-fleet-hub.azure-devices.net/chiller-07/?api-version=2021-04-12' \
    -P 'SharedAccessSignature sr=contoso-fleet-hub.azure-devices.net%2Fdevices%2Fchiller-07&sig=«a»&se=1739360811' \
    -t devices/chiller-07/messages/events/ -m '{"temp":4.3}'
`, V{"a": strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.b64(32))}, "api-version=2021-04-12", "devices/chiller-07/messages/events/")

	g.iotAdd("iot/azure-dps-group-enrollment-derive", `
$ az iot dps enrollment-group show --dps-name contoso-dps -g rg-iot --enrollment-id chillers --show-keys --query attestation.symmetricKey
{
  "primaryKey": "«a»",
  "secondaryKey": "«b»"
}
$ az iot dps enrollment-group compute-device-key --key «a» --registration-id chiller-09
"«c»"
# device config
ID_SCOPE=«_scope»
REGISTRATION_ID=chiller-09
DEVICE_KEY=«c»
`, V{"a": g.b64(64), "b": g.b64(64), "c": g.b64(32), "_scope": g.iotScope()}, "REGISTRATION_ID=chiller-09", "compute-device-key")

	g.iotAdd("iot/azure-iot-edge-config-toml", `
$ sudo cat /etc/aziot/config.toml
hostname = "edge-gw-04"

## Manual provisioning with connection string
[provisioning]
source = "manual"
connection_string = "HostName=contoso-fleet-hub.azure-devices.net;DeviceId=edge-gw-04;SharedAccessKey=«a»"

[agent]
name = "edgeAgent"
type = "docker"

[agent.config]
image = "mcr.microsoft.com/azureiotedge-agent:1.5"

[connect]
workload_uri = "unix:///var/run/iotedge/workload.sock"
management_uri = "unix:///var/run/iotedge/mgmt.sock"
`, V{"a": g.b64(32)}, "mcr.microsoft.com/azureiotedge-agent:1.5", `hostname = "edge-gw-04"`)

	g.iotAdd("iot/azure-iot-central-device-env", `
# .env for the IoT Central sample device
IOTHUB_DEVICE_SECURITY_TYPE=DPS
IOTHUB_DEVICE_DPS_ENDPOINT=global.azure-devices-provisioning.net
IOTHUB_DEVICE_DPS_ID_SCOPE=«_scope»
IOTHUB_DEVICE_DPS_DEVICE_ID=«_dev»
IOTHUB_DEVICE_DPS_DEVICE_KEY=«a»
MODEL_ID=dtmi:com:example:Thermostat;1
`, V{"_scope": g.iotScope(), "_dev": g.s(alLowNum, 22), "a": g.b64(32)}, "global.azure-devices-provisioning.net", "dtmi:com:example:Thermostat;1")

	rsa := g.pkcs8RSAPEM()
	g.iotAdd("iot/gcp-iot-rsa-private-and-register", `
$ openssl genpkey -algorithm RSA -out rsa_private.pem -pkeyopt rsa_keygen_bits:2048
$ openssl rsa -in rsa_private.pem -pubout -out rsa_public.pem
$ cat rsa_private.pem
«a»
$ gcloud iot devices create soil-probe-12 --project=agri-sensors-«_p» --region=europe-west1 \
    --registry=field-probes --public-key path=rsa_public.pem,type=rsa-pem
Created device [soil-probe-12].
`, V{"a": rsa.block(), "_p": g.digits(6)}, "--registry=field-probes")

	iat := 1680000000 + g.r.IntN(1000000)
	g.iotAdd("iot/gcp-iot-mqtt-jwt-password", `
$ python cloudiot_mqtt_example.py --project_id=agri-sensors-«_p» --cloud_region=europe-west1 \
    --registry_id=field-probes --device_id=soil-probe-12 --algorithm=RS256 \
    --private_key_file=rsa_private.pem --ca_certs=roots.pem --message_type=event --num_messages=1
Creating JWT using RS256 from private key file rsa_private.pem
DEBUG: client_id=projects/agri-sensors-«_p»/locations/europe-west1/registries/field-probes/devices/soil-probe-12
DEBUG: password=«a»
on_connect Connection Accepted.
Publishing message 1/1: 'field-probes/soil-probe-12-payload-1'
`, V{"_p": g.digits(6), "a": g.jwt("RS256", fmt.Sprintf(`{"iat":%d,"exp":%d,"aud":"agri-sensors"}`, iat, iat+1200))}, "on_connect Connection Accepted.")

	g.iotAdd("iot/azure-iothub-service-sdk-node", `
// tools/send-c2d.js
const { Client } = require("azure-iothub");
const { Message } = require("azure-iot-common");

const connectionString = process.env.IOTHUB_CONNECTION_STRING ||
  "HostName=contoso-fleet-hub.azure-devices.net;SharedAccessKeyName=service;SharedAccessKey=«a»";
const client = Client.fromConnectionString(connectionString);
client.open().then(() => client.send("chiller-07", new Message(JSON.stringify({ setpoint: 3.5 }))));
`, V{"a": g.b64(32)}, "process.env.IOTHUB_CONNECTION_STRING", "SharedAccessKeyName=service")
}

// ---- LoRaWAN ----

func (g *G) iotLoRaWAN() {
	g.iotAdd("iot/ttn-lw-cli-end-device-create", `
$ ttn-lw-cli end-devices create soil-app soil-node-03 \
    --dev-eui «_dev» --join-eui «_join» \
    --frequency-plan-id EU_863_870_TTN --lorawan-version 1.0.3 --lorawan-phy-version PHY_V1_0_3_REV_A \
    --root-keys.app-key.key «a»
{
  "ids": {
    "device_id": "soil-node-03",
    "application_ids": {"application_id": "soil-app"},
    "dev_eui": "«_dev»",
    "join_eui": "«_join»"
  },
  "created_at": "2025-02-11T09:14:02.881Z",
  "network_server_address": "eu1.cloud.thethings.network",
  "application_server_address": "eu1.cloud.thethings.network",
  "join_server_address": "eu1.cloud.thethings.network",
  "lorawan_version": "MAC_V1_0_3",
  "frequency_plan_id": "EU_863_870_TTN",
  "supports_join": true,
  "root_keys": {"app_key": {"key": "«a»"}}
}
`, V{"_dev": g.iotEUI(), "_join": g.iotEUI(), "a": g.iotKey128()}, "eu1.cloud.thethings.network", "EU_863_870_TTN")

	g.iotAdd("iot/ttn-api-key-create", `
$ ttn-lw-cli applications api-keys create --application-id soil-app --name ha-integration --right-application-traffic-read --right-application-devices-read
{
  "id": "«_kid»",
  "key": "«a»",
  "name": "ha-integration",
  "rights": ["RIGHT_APPLICATION_DEVICES_READ", "RIGHT_APPLICATION_TRAFFIC_READ"],
  "created_at": "2025-02-11T09:20:47.114Z",
  "updated_at": "2025-02-11T09:20:47.114Z"
}
`, V{"_kid": g.s(alB32, 39), "a": g.iotTTNKey()}, "RIGHT_APPLICATION_TRAFFIC_READ")

	g.iotAdd("iot/ttn-mqtt-integration-subscribe", `
$ mosquitto_sub -h eu1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs \
    -u 'soil-app@ttn' -P '«a»' -t 'v3/soil-app@ttn/devices/+/up' -C 1 | jq '.uplink_message | {f_port, frm_payload, decoded_payload, rx_metadata: [.rx_metadata[0] | {gateway_ids, rssi, snr}]}'
{
  "f_port": 2,
  "frm_payload": "«_pl»",
  "decoded_payload": {"moisture": 31.4, "battery": 3.61},
  "rx_metadata": [{"gateway_ids": {"gateway_id": "rak7268-barn", "eui": "«_geui»"}, "rssi": -97, "snr": 6.25}]
}
`, V{"a": g.iotTTNKey(), "_pl": g.b64(6), "_geui": g.iotEUI()}, "v3/soil-app@ttn/devices/+/up", "rak7268-barn")

	g.iotAdd("iot/lmic-arduino-otaa-keys", `
// This EUI must be in little-endian format, so least-significant-byte
// first. When copying an EUI from ttnctl output, this means to reverse
// the bytes.
static const u1_t PROGMEM APPEUI[8] = { «_app» };
void os_getArtEui (u1_t* buf) { memcpy_P(buf, APPEUI, 8);}

// This should also be in little endian format, see above.
static const u1_t PROGMEM DEVEUI[8] = { «_dev» };
void os_getDevEui (u1_t* buf) { memcpy_P(buf, DEVEUI, 8);}

// This key should be in big endian format (or, since it is not really a
// number but a block of memory, endianness does not really apply).
static const u1_t PROGMEM APPKEY[16] = { «a» };
void os_getDevKey (u1_t* buf) {  memcpy_P(buf, APPKEY, 16);}
`, V{"_app": g.iotCArray(8), "_dev": g.iotCArray(8), "a": g.iotCArray(16)}, "os_getDevKey (u1_t* buf)")

	g.iotAdd("iot/lorawan-abp-session-keys", `
// ABP test node (no join) -- keys copied from the console's "Session information"
#define DEVADDR 0x«_addr»
static const PROGMEM u1_t NWKSKEY[16] = { «a» };
static const u1_t PROGMEM APPSKEY[16] = { «b» };
// frame counter checks disabled on the server for this device
`, V{"_addr": g.s(alHexU, 8), "a": g.iotCArray(16), "b": g.iotCArray(16)}, "frame counter checks disabled")

	g.iotAdd("iot/rak-at-commands-serial", `
AT+VER=?
AT+VER=4.1.1 Jan 16 2024 15:28:11
OK
AT+DEVEUI=«_dev»
OK
AT+APPEUI=«_app»
OK
AT+APPKEY=«a»
OK
AT+NJM=1
OK
AT+BAND=4
OK
AT+JOIN=1:0:10:8
OK
+EVT:JOINED
`, V{"_dev": g.iotEUI(), "_app": g.iotEUI(), "a": g.iotKey128()}, "+EVT:JOINED", "AT+VER=4.1.1 Jan 16 2024 15:28:11")

	g.iotAdd("iot/chirpstack-toml-and-api-token", `
$ grep -A4 -E '^\[(api|postgresql|integration.mqtt)\]' /etc/chirpstack/chirpstack.toml
[postgresql]
  dsn="postgres://chirpstack:«a»@localhost/chirpstack?sslmode=disable"
  max_open_connections=10
--
[api]
  bind="0.0.0.0:8080"
  secret="«b»"
--
[integration.mqtt]
  server="tcp://localhost:1883/"
  json=true
$ grpcurl -H "authorization: Bearer «c»" -d '{"limit":1}' localhost:8080 api.TenantService/List
{"totalCount": 1, "result": [{"id": "«_tid»", "name": "ChirpStack", "canHaveGateways": true}]}
`, V{"a": g.pwURL(), "b": g.b64(32), "c": g.jwt("HS256", fmt.Sprintf(`{"aud":"chirpstack","iss":"chirpstack","sub":"%s","typ":"key"}`, g.uuid())), "_tid": g.uuid()}, `server="tcp://localhost:1883/"`)

	g.iotAdd("iot/basic-station-tc-key", `
$ ls /etc/station/
station.conf  tc.key  tc.trust  tc.uri
$ cat /etc/station/tc.uri
wss://eu1.cloud.thethings.network:8887
$ cat /etc/station/tc.key
Authorization: Bearer «a»
$ sudo journalctl -u basicstation -n 3 --no-pager
Feb 11 10:01:44 rak7268-barn station[912]: [TCE:VERB] Connecting to MUXS...
Feb 11 10:01:45 rak7268-barn station[912]: [TCE:VERB] Connected to MUXS.
Feb 11 10:01:45 rak7268-barn station[912]: [any:INFO] Station EUI   : «_eui»
`, V{"a": g.iotTTNKey(), "_eui": strings.ToLower(g.iotEUI()[:4] + ":" + g.iotEUI()[4:8] + ":" + g.iotEUI()[8:12] + ":" + g.iotEUI()[12:])}, "wss://eu1.cloud.thethings.network:8887")

	g.iotAdd("iot/ttn-webhook-uplink-benign", `
POST /ttn/uplink HTTP/1.1
Host: hooks.example-farm.io
X-Downlink-Apikey: «a»
X-Downlink-Push: https://eu1.cloud.thethings.network/api/v3/as/applications/soil-app/webhooks/farm-api/devices/soil-node-03/down/push
Content-Type: application/json

{"end_device_ids":{"device_id":"soil-node-03","application_ids":{"application_id":"soil-app"},"dev_eui":"«_dev»","join_eui":"«_join»","dev_addr":"«_addr»"},"correlation_ids":["gs:uplink:«_ulid»"],"received_at":"2025-02-11T10:03:12.554Z","uplink_message":{"session_key_id":"«_skid»","f_port":2,"f_cnt":418,"frm_payload":"«_pl»"}}
`, V{"a": g.iotTTNKey(), "_dev": g.iotEUI(), "_join": g.iotEUI(), "_addr": g.s(alHexU, 8), "_ulid": "01J" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23), "_skid": g.b64(16), "_pl": g.b64(6)}, "hooks.example-farm.io")

	g.iotAdd("iot/helium-chirpstack-gateway-bridge-env", `
# .env for the lorawan stack on the Pi
CHIRPSTACK_API_SECRET=«a»
POSTGRES_PASSWORD=«b»
REDIS_PASSWORD=«c»
GATEWAY_EUI=«_eui»
INTEGRATION__MQTT__SERVER=tcp://mosquitto:1883/
`, V{"a": g.b64(32), "b": g.pwURL(), "c": g.hex(32), "_eui": g.iotEUI()}, "INTEGRATION__MQTT__SERVER=tcp://mosquitto:1883/")
}

// ---- Tuya and Philips Hue ----

func (g *G) iotTuyaHue() {
	g.iotAdd("iot/tinytuya-devices-json", `
$ cat devices.json
[
    {
        "name": "Desk Lamp",
        "id": "«_id1»",
        "key": "«a»",
        "mac": "«_m1»",
        "uuid": "«_u1»",
        "category": "dj",
        "product_name": "RGBCW Bulb",
        "product_id": "«_p1»",
        "biz_type": 18,
        "model": "",
        "sub": false,
        "icon": "https://images.tuyaeu.com/smart/icon/«_icon».png",
        "ip": "192.168.1.141",
        "version": "3.3"
    },
    {
        "name": "Dehumidifier",
        "id": "«_id2»",
        "key": "«b»",
        "mac": "«_m2»",
        "category": "cs",
        "ip": "192.168.1.152",
        "version": "3.4"
    }
]
`, V{"_id1": g.iotTuyaID(), "a": g.iotTuyaKey(), "_m1": g.iotMAC(":", false), "_u1": g.s(alLowNum, 16), "_p1": g.s(alLowNum, 16), "_icon": g.digits(13) + g.s(alLowNum, 6), "_id2": g.iotTuyaID(), "b": g.iotTuyaKey(), "_m2": g.iotMAC(":", false)}, "RGBCW Bulb")

	g.iotAdd("iot/tinytuya-wizard-json", `
$ cat tinytuya.json
{
    "apiKey": "«_id»",
    "apiSecret": "«a»",
    "apiRegion": "eu",
    "apiDeviceID": "«_dev»"
}
$ python -m tinytuya scan
TinyTuya (Tuya device scanner) [1.16.0]
Scanning on UDP ports 6666 and 6667 and 7000 for devices for 18 seconds...
Desk Lamp   Product ID = «_pid»  [Valid Broadcast]:
    Address = 192.168.1.141   Device ID = «_dev» (len:22)   Local Key = «b»   Version = 3.3  Type = default, MAC = «_mac»
`, V{"_id": g.s(alLowNum, 20), "a": g.hex(32), "_dev": "bf" + g.s(alLowNum, 20), "_pid": g.s(alLowNum, 16), "b": g.iotTuyaKey(), "_mac": g.iotMAC(":", false)}, "Scanning on UDP ports 6666 and 6667 and 7000")

	g.iotAdd("iot/tuya-connector-python", `
from tuya_connector import TuyaOpenAPI, TUYA_LOGGER

ACCESS_ID = "«_id»"
ACCESS_KEY = "«a»"
API_ENDPOINT = "https://openapi.tuyaeu.com"
DEVICE_ID = "«_dev»"

openapi = TuyaOpenAPI(API_ENDPOINT, ACCESS_ID, ACCESS_KEY)
openapi.connect()
print(openapi.get(f"/v1.0/iot-03/devices/{DEVICE_ID}/status"))
`, V{"_id": g.s(alLowNum, 20), "a": g.hex(32), "_dev": g.iotTuyaID()}, "https://openapi.tuyaeu.com")

	g.iotAdd("iot/localtuya-ha-yaml", `
localtuya:
  - host: 192.168.1.152
    device_id: «_dev»
    local_key: «a»
    friendly_name: Dehumidifier
    protocol_version: "3.4"
    entities:
      - platform: switch
        friendly_name: Dehumidifier Power
        id: 1
      - platform: sensor
        friendly_name: Dehumidifier Humidity
        id: 6
        unit_of_measurement: "%"
`, V{"_dev": g.iotTuyaID(), "a": g.iotTuyaKey()}, "Dehumidifier Humidity")

	g.iotAdd("iot/hue-bridge-register-app", `
$ curl -sk -X POST https://192.168.1.15/api -d '{"devicetype":"hue_sync#dana-laptop","generateclientkey":true}'
[{"error":{"type":101,"address":"","description":"link button not pressed"}}]
# pressed the button
$ curl -sk -X POST https://192.168.1.15/api -d '{"devicetype":"hue_sync#dana-laptop","generateclientkey":true}'
[{"success":{"username":"«a»","clientkey":"«b»"}}]
`, V{"a": g.iotHue(), "b": g.s(alHexU, 32)}, "link button not pressed", "hue_sync#dana-laptop")

	g.iotAdd("iot/hue-v1-api-username-in-path", `
$ curl -s http://192.168.1.15/api/«a»/lights/7 | jq '{name, type, modelid, uniqueid, swversion, state: .state.on}'
{
  "name": "Hallway 1",
  "type": "Extended color light",
  "modelid": "LCA001",
  "uniqueid": "«_uid»-0b",
  "swversion": "1.122.2",
  "state": true
}
$ curl -s -X PUT -d '{"on":false}' http://192.168.1.15/api/«a»/lights/7/state
[{"success":{"/lights/7/state/on":false}}]
`, V{"a": g.iotHue(), "_uid": g.iotHexPairs(8, ":", false)}, "Extended color light", `"modelid": "LCA001"`)

	g.iotAdd("iot/hue-v2-clip-application-key", `
$ curl -sk -H "hue-application-key: «a»" https://192.168.1.15/clip/v2/resource/light | jq '.data[0] | {id, id_v1, owner, metadata}'
{
  "id": "«_id»",
  "id_v1": "/lights/7",
  "owner": {"rid": "«_rid»", "rtype": "device"},
  "metadata": {"name": "Hallway 1", "archetype": "sultan_bulb"}
}
`, V{"a": g.iotHue(), "_id": g.uuid(), "_rid": g.uuid()}, `"archetype": "sultan_bulb"`)

	g.iotAdd("iot/hue-bridge-discovery-benign", `
$ curl -s https://discovery.meethue.com/
[{"id":"«_bid»","internalipaddress":"192.168.1.15","port":443}]
$ curl -s http://192.168.1.15/api/config
{"name":"Hue Bridge","datastoreversion":"172","swversion":"1968096020","apiversion":"1.68.0","mac":"«_mac»","bridgeid":"«_bidu»","factorynew":false,"replacesbridgeid":null,"modelid":"BSB002","starterkitid":""}
`, V{"_bid": strings.ToLower(g.s(alHexU, 6) + "fffe" + g.s(alHexU, 6)), "_mac": g.iotMAC(":", false), "_bidu": g.s(alHexU, 6) + "FFFE" + g.s(alHexU, 6)}, `"modelid":"BSB002"`)

	g.iotAdd("iot/hue-python-phue-config", `
$ cat ~/.python_hue
{"192.168.1.15": {"username": "«a»"}}
$ python3 -c "from phue import Bridge; b = Bridge('192.168.1.15'); print([l.name for l in b.lights][:3])"
['Hallway 1', 'Hallway 2', 'Kitchen island']
`, V{"a": g.iotHue()}, "from phue import Bridge")

	g.iotAdd("iot/hue-ha-storage-config-entry", `
  {
    "domain": "hue",
    "title": "Hue Bridge «_short»",
    "data": {"host": "192.168.1.15", "api_key": "«a»", "api_version": 2},
    "unique_id": "«_uid»",
    "source": "zeroconf",
    "pref_disable_polling": false
  },
`, V{"_short": g.s(alHexU, 6), "a": g.iotHue(), "_uid": g.hex(16)}, `"source": "zeroconf"`)
}

// ---- vendor clouds: Shelly, Nest, SmartThings, Particle and others ----

func (g *G) iotVendorClouds() {
	g.iotAdd("iot/shelly-gen2-rpc-digest", `
$ curl -s --digest -u admin:«a» http://192.168.1.61/rpc/Shelly.GetDeviceInfo | jq
{
  "name": "Garage door",
  "id": "shellyplus1-«_id»",
  "mac": "«_mac»",
  "slot": 0,
  "model": "SNSW-001X16EU",
  "gen": 2,
  "fw_id": "20241011-114449/1.4.4-g6d2a586",
  "ver": "1.4.4",
  "app": "Plus1",
  "auth_en": true,
  "auth_domain": "shellyplus1-«_id»"
}
$ curl -s --digest -u admin:«a» "http://192.168.1.61/rpc/Switch.Set?id=0&on=true"
{"was_on": false}
`, V{"a": g.pwURL(), "_id": strings.ToLower(g.iotMAC("", false)), "_mac": g.iotMAC("", true)}, `"fw_id": "20241011-114449/1.4.4-g6d2a586"`)

	g.iotAdd("iot/shelly-set-auth-and-cloud", `
$ python3 -c "import hashlib;print(hashlib.sha256(b'admin:shellyplus1-«_id»:«a»').hexdigest())"
«b»
$ curl -s -X POST -d '{"id":1,"method":"Shelly.SetAuth","params":{"user":"admin","realm":"shellyplus1-«_id»","ha1":"«b»"}}' http://192.168.1.61/rpc
{"id":1,"src":"shellyplus1-«_id»","result":null}
$ curl -s -X POST https://shelly-77-eu.shelly.cloud/device/status -d "id=«_id»&auth_key=«c»" | jq .isok
true
`, V{"_id": strings.ToLower(g.iotMAC("", false)), "a": g.pw(), "b": g.hex(64), "c": "MT" + g.s(alB64, 66) + "=="}, "Shelly.SetAuth")

	g.iotAdd("iot/nest-sdm-curl-bearer", `
$ curl -s -X GET "https://smartdevicemanagement.googleapis.com/v1/enterprises/«_proj»/devices" \
    -H "Content-Type: application/json" \
    -H "Authorization: Bearer «a»" | jq '.devices[0] | {name, type, traits: (.traits | keys)}'
{
  "name": "enterprises/«_proj»/devices/«_dev»",
  "type": "sdm.devices.types.THERMOSTAT",
  "traits": ["sdm.devices.traits.Connectivity", "sdm.devices.traits.Humidity", "sdm.devices.traits.Temperature", "sdm.devices.traits.ThermostatMode"]
}
`, V{"_proj": g.uuid(), "a": g.ya29(), "_dev": g.b64u(86)}, "sdm.devices.types.THERMOSTAT")

	g.iotAdd("iot/nest-oauth-refresh-exchange", `
$ curl -s -X POST "https://www.googleapis.com/oauth2/v4/token?client_id=«_cid».apps.googleusercontent.com&client_secret=«a»&refresh_token=«b»&grant_type=refresh_token"
{
  "access_token": "«c»",
  "expires_in": 3599,
  "scope": "https://www.googleapis.com/auth/sdm.service",
  "token_type": "Bearer"
}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh(), "c": g.ya29()}, "https://www.googleapis.com/auth/sdm.service")

	g.iotAdd("iot/smartthings-cli-pat", `
$ export SMARTTHINGS_TOKEN=«a»
$ smartthings devices --token $SMARTTHINGS_TOKEN
┌───┬──────────────────────┬──────────────────┬──────────────────────────────────────┐
│ # │ Label                │ Type             │ Device Id                            │
├───┼──────────────────────┼──────────────────┼──────────────────────────────────────┤
│ 1 │ Washer               │ OCF              │ «_d1» │
│ 2 │ Front Door Lock      │ ZWAVE            │ «_d2» │
└───┴──────────────────────┴──────────────────┴──────────────────────────────────────┘
`, V{"a": g.uuid(), "_d1": g.uuid(), "_d2": g.uuid()}, "Front Door Lock", "$SMARTTHINGS_TOKEN")

	g.iotAdd("iot/particle-token-create-and-config", `
$ particle token create --expires-in 0
? Using account dana@example-home.nl
? Please enter your password: [hidden]
New access token never expires
    «a»
$ cat ~/.particle/particle.config.json
{
	"username": "dana@example-home.nl",
	"access_token": "«b»"
}
$ particle list
garage-argon [«_dev»] (Argon) is online
  Functions:
    int toggle (String args)
`, V{"a": g.iotParticle(), "b": g.iotParticle(), "_dev": g.hex(24)}, "int toggle (String args)")

	g.iotAdd("iot/particle-cloud-api-curl", `
$ curl -s https://api.particle.io/v1/devices/«_dev»/toggle -d arg=open -d access_token=«a»
{"id":"«_dev»","name":"garage-argon","connected":true,"return_value":1}
$ curl -s -H "Authorization: Bearer «a»" https://api.particle.io/v1/devices/«_dev»/temp
{"cmd":"VarReturn","name":"temp","result":18.25,"coreInfo":{"last_app":"","last_heard":"2025-02-11T10:42:10.318Z","connected":true,"deviceID":"«_dev»","product_id":12}}
`, V{"_dev": g.hex(24), "a": g.iotParticle()}, `"name":"garage-argon"`)

	g.iotAdd("iot/govee-api-curl", `
$ curl -s -H "Govee-API-Key: «a»" -H "Content-Type: application/json" \
    https://openapi.api.govee.com/router/api/v1/user/devices | jq '.data[] | {sku, device, deviceName}'
{"sku": "H6008", "device": "«_d1»", "deviceName": "Bedroom bulb"}
{"sku": "H5179", "device": "«_d2»", "deviceName": "Hygrometer"}
`, V{"a": g.uuid(), "_d1": g.iotHexPairs(8, ":", true), "_d2": g.iotHexPairs(8, ":", true)}, "https://openapi.api.govee.com/router/api/v1/user/devices")

	g.iotAdd("iot/ifttt-maker-webhook-key", `
$ curl -X POST -H "Content-Type: application/json" \
    -d '{"value1":"washer","value2":"done"}' \
    https://maker.ifttt.com/trigger/appliance_done/with/key/«a»
Congratulations! You've fired the appliance_done event
`, V{"a": g.b64u(22)}, "Congratulations! You've fired the appliance_done event")

	g.iotAdd("iot/wyze-sdk-env", `
# ~/.config/wyze/.env  (used by wyze-sdk and docker-wyze-bridge)
WYZE_EMAIL=dana@example-home.nl
WYZE_PASSWORD=«a»
API_ID=«_kid»
API_KEY=«b»
TOTP_KEY=«c»
WB_AUTH=True
`, V{"a": g.pw(), "_kid": g.uuid(), "b": g.an(60), "c": g.totp()}, "WYZE_EMAIL=dana@example-home.nl", "WB_AUTH=True")

	g.iotAdd("iot/ecobee-pyecobee-config", `
$ cat ecobee.conf
{
    "API_KEY": "«_app»",
    "ACCESS_TOKEN": "«a»",
    "REFRESH_TOKEN": "«b»",
    "AUTHORIZE_CODE": null
}
`, V{"_app": g.an(32), "a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://auth.ecobee.com/","sub":"auth0|%s","aud":["https://prod.ecobee.com/api/v1"],"exp":%d}`, g.uuid(), 1739300000+g.r.IntN(100000))), "b": g.b64u(43)}, `"AUTHORIZE_CODE": null`)

	g.iotAdd("iot/sonoff-ewelink-diy-and-app", `
$ curl -s -X POST http://192.168.1.133:8081/zeroconf/switch -d '{"deviceid":"«_dev»","data":{"switch":"on"}}'
{"seq":12,"error":0}
$ cat ewelink-config.json
{"region": "eu", "email": "dana@example-home.nl", "password": "«a»", "appId": "«_app»", "appSecret": "«b»"}
`, V{"_dev": "1000" + g.hex(6), "a": g.pw(), "_app": g.an(32), "b": g.an(32)}, "http://192.168.1.133:8081/zeroconf/switch")
}

// ---- fleet management: Balena, Mender, Golioth, Memfault, hawkBit ----

func (g *G) iotFleet() {
	g.iotAdd("iot/balena-cli-login-token-and-env", `
$ balena login --token «a»
Successfully logged in as: gh_dkoster
$ balena env add MQTT_PASSWORD «b» --fleet g_dana_koster/greenhouse
$ balena envs --fleet g_dana_koster/greenhouse
ID      NAME           VALUE                 FLEET
«_id1» MQTT_HOST      192.168.1.10          g_dana_koster/greenhouse
«_id2» MQTT_PASSWORD  «b» g_dana_koster/greenhouse
`, V{"a": g.an(32), "b": g.pwURL(), "_id1": g.digits(7), "_id2": g.digits(7)}, "g_dana_koster/greenhouse", "Successfully logged in as: gh_dkoster")

	g.iotAdd("iot/balena-device-config-json", `
root@«_short»:~# cat /mnt/boot/config.json | jq
{
  "applicationId": «_app»,
  "deviceType": "raspberrypi4-64",
  "userId": «_uid»,
  "appUpdatePollInterval": 900000,
  "listenPort": 48484,
  "vpnPort": 443,
  "apiEndpoint": "https://api.balena-cloud.com",
  "vpnEndpoint": "cloudlink.balena-cloud.com",
  "registryEndpoint": "registry2.balena-cloud.com",
  "deltaEndpoint": "https://delta.balena-cloud.com",
  "uuid": "«_uuid»",
  "deviceApiKey": "«a»",
  "deviceApiKeys": {"api.balena-cloud.com": "«a»"},
  "registered_at": 1739269211318,
  "deviceId": «_did»,
  "hostname": "«_short»",
  "persistentLogging": false
}
`, V{"_short": g.hex(7), "_app": g.digits(7), "_uid": g.digits(6), "_uuid": g.hex(32), "a": g.hex(32), "_did": g.digits(8)}, "cloudlink.balena-cloud.com")

	g.iotAdd("iot/mender-conf-tenant-token", `
$ sudo cat /etc/mender/mender.conf
{
  "ServerURL": "https://eu.hosted.mender.io",
  "TenantToken": "«a»",
  "UpdatePollIntervalSeconds": 1800,
  "InventoryPollIntervalSeconds": 28800,
  "RetryPollIntervalSeconds": 300
}
$ mender-auth show-artifact 2>/dev/null || mender show-artifact
greenhouse-gw-v1.8.2
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"mender.tenant":"%s","iss":"Mender","sub":"%s"}`, g.hex(24), g.hex(24)))}, "https://eu.hosted.mender.io", "greenhouse-gw-v1.8.2")

	g.iotAdd("iot/mender-cli-login-and-upload", `
$ mender-cli login --server https://eu.hosted.mender.io --username ci@example-farm.io --password '«a»'
Login successful.
$ cat ~/.cache/mender/authtoken
«b»
$ mender-cli artifacts upload --server https://eu.hosted.mender.io greenhouse-gw-v1.8.3.mender
Processing uploaded file. This may take around one minute.
upload successful
`, V{"a": g.pwStrong(), "b": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","mender.plan":"professional","mender.tenant":"%s","mender.user":true,"sub":"%s"}`, 1739900000, 1739295200, g.uuid(), g.hex(24), g.uuid()))}, "greenhouse-gw-v1.8.3.mender")

	g.iotAdd("iot/golioth-psk-prj-conf-and-cli", `
$ goliothctl login
Logged in as dana@example-home.nl
$ goliothctl provision --name weather-01 --hwId «_hw» --credentials psk --pskId weather-01-id@example-farm --psk «a»
$ cat boards/nrf9160dk_nrf9160_ns.conf
CONFIG_GOLIOTH_SAMPLE_PSK_ID="weather-01-id@example-farm"
CONFIG_GOLIOTH_SAMPLE_PSK="«a»"
CONFIG_GOLIOTH_SAMPLE_HARDCODED_CREDENTIALS=y
$ curl -s -H "x-api-key: «b»" https://api.golioth.io/v1/projects/example-farm/devices | jq -r '.list[].name'
weather-01
`, V{"_hw": g.hex(16), "a": g.pwStrong(), "b": g.an(32)}, "CONFIG_GOLIOTH_SAMPLE_HARDCODED_CREDENTIALS=y")

	g.iotAdd("iot/memfault-project-key-and-cli", `
$ memfault --org-token «a» --org example-farm --project greenhouse-fw \
    upload-mcu-symbols build/zephyr/zephyr.elf
Build ID: «_bid»
Upload successful
$ grep MEMFAULT prj.conf
CONFIG_MEMFAULT=y
CONFIG_MEMFAULT_NCS_PROJECT_KEY="«b»"
CONFIG_MEMFAULT_NCS_DEVICE_ID_RUNTIME=y
`, V{"a": "oat_" + g.an(48), "_bid": g.hex(40), "b": g.an(32)}, "CONFIG_MEMFAULT_NCS_DEVICE_ID_RUNTIME=y", "upload-mcu-symbols build/zephyr/zephyr.elf")

	g.iotAdd("iot/hawkbit-swupdate-suricatta", `
$ cat /etc/swupdate.cfg
globals :
{
	verbose = true;
	loglevel = 5;
	syslog = true;
	public-key-file = "/etc/swupdate/public.pem";
};
suricatta :
{
	tenant		= "DEFAULT";
	id		= "gw-«_sn»";
	url		= "https://hawkbit.example-farm.io";
	nocheckcert	= false;
	polldelay	= 300;
	targettoken	= "«a»";
};
`, V{"_sn": g.digits(6), "a": g.hex(32)}, `public-key-file = "/etc/swupdate/public.pem";`, "https://hawkbit.example-farm.io")

	g.iotAdd("iot/foundries-fioctl-and-lmp-token", `
$ fioctl login --client-id «_cid» --secret «a»
Logged in as dana@example-farm.io to factory example-farm
$ cat ~/.config/fioctl.yaml
factory: example-farm
clientcredentials:
  accesstoken: «b»
  refreshtoken: «c»
  tokentype: bearer
  expiresin: 3600
  created: "2025-02-11T11:10:02Z"
  clientid: «_cid»
  clientsecret: «a»
`, V{"_cid": g.s(alLowNum, 14), "a": g.an(40), "b": g.an(40), "c": g.an(40)}, "factory: example-farm")

	g.iotAdd("iot/blues-notehub-api-and-notecard", `
$ curl -s -X POST -L https://notehub.io/oauth2/token \
    -H 'content-type: application/x-www-form-urlencoded' \
    -d grant_type=client_credentials -d client_id=«_cid» -d client_secret=«a»
{"access_token":"«b»","expires_in":1799,"scope":"","token_type":"bearer"}
$ notecard -req '{"req":"hub.set","product":"com.example-farm.dana:soil","mode":"periodic","sn":"soil-node-9"}'
{}
$ notecard -req '{"req":"card.version"}' | jq -c '{device, sku}'
{"device":"dev:«_imei»","sku":"NOTE-WBGLW"}
`, V{"_cid": g.uuid(), "a": g.an(32), "b": "ory_at_" + g.b64u(43) + "." + g.b64u(43), "_imei": g.digits(15)}, "com.example-farm.dana:soil")

	g.iotAdd("iot/losant-device-key-secret", `
const Device = require("losant-mqtt").Device;

const device = new Device({
  id: "«_dev»",
  key: "«=key»",
  secret: "«a»",
});
device.connect();
device.on("connect", () => device.sendState({ temperature: 21.2 }));
`, V{"_dev": g.hex(24), "=key": g.uuid(), "a": g.hex(64)}, `require("losant-mqtt")`)
}

// ---- Yocto, Buildroot, U-Boot, OpenOCD, SWUpdate ----

func (g *G) iotEmbeddedLinux() {
	g.iotAdd("iot/yocto-local-conf-extrausers", `
# conf/local.conf
MACHINE ??= "imx8mm-var-dart"
DISTRO ?= "fsl-imx-xwayland"
PACKAGE_CLASSES ?= "package_ipk"
EXTRA_IMAGE_FEATURES:remove = "debug-tweaks"

INHERIT += "extrausers"
# password generated with: openssl passwd -6
EXTRA_USERS_PARAMS = "\
    usermod -p '«a»' root; \
    useradd -p '«b»' -G sudo,dialout service; \
"
BB_NUMBER_THREADS = "16"
DL_DIR ?= "/srv/yocto/downloads"
`, V{"a": strings.ReplaceAll(g.iotSHA512Crypt(), "$", `\$`), "b": strings.ReplaceAll(g.iotSHA512Crypt(), "$", `\$`)}, `MACHINE ??= "imx8mm-var-dart"`, `DL_DIR ?= "/srv/yocto/downloads"`)

	g.iotAdd("iot/yocto-bbappend-plaintext-password", `
# meta-greenhouse/recipes-core/images/greenhouse-image.bb
require recipes-core/images/core-image-minimal.bb
IMAGE_INSTALL:append = " mosquitto-clients python3-paho-mqtt wpa-supplicant"
inherit extrausers
EXTRA_USERS_PARAMS = "usermod -P «a» root;"

# meta-greenhouse/recipes-connectivity/wpa-supplicant/files/wpa_supplicant.conf-sane
network={
    ssid="Greenhouse-Mgmt"
    psk="«b»"
}
`, V{"a": g.pwURL(), "b": g.pw()}, "core-image-minimal.bb", `ssid="Greenhouse-Mgmt"`)

	g.iotAdd("iot/buildroot-defconfig-root-passwd", `
$ grep -E 'ROOT_PASSWD|HOSTNAME|ISSUE|USERS_TABLES|DROPBEAR' configs/greenhouse_defconfig
BR2_TARGET_GENERIC_HOSTNAME="greenhouse"
BR2_TARGET_GENERIC_ISSUE="Welcome to Greenhouse OS"
BR2_TARGET_ENABLE_ROOT_LOGIN=y
BR2_TARGET_GENERIC_ROOT_PASSWD="«a»"
BR2_ROOTFS_USERS_TABLES="board/greenhouse/users.txt"
BR2_PACKAGE_DROPBEAR=y
$ cat board/greenhouse/users.txt
service -1 service -1 =«b» /home/service /bin/sh dialout,video Service account
mqtt -1 mqtt -1 * - - - MQTT client
`, V{"a": g.pw(), "b": g.pwURL()}, `BR2_ROOTFS_USERS_TABLES="board/greenhouse/users.txt"`, "mqtt -1 mqtt -1 * - - - MQTT client")

	g.iotAdd("iot/uboot-printenv-benign", `
=> printenv
arch=arm
baudrate=115200
board=verdin-imx8mm
board_name=verdin-imx8mm
boot_targets=mmc2 mmc1 usb0 dhcp
bootcmd=run distro_bootcmd
bootdelay=1
ethaddr=«_mac»
fdtcontroladdr=«_fdt»
serial#=«_sn»
soc=imx8m
upgrade_available=0
vendor=toradex

Environment size: 2318/4092 bytes
`, V{"_mac": g.iotMAC(":", false), "_fdt": g.hex(8), "_sn": g.digits(8)}, "boot_targets=mmc2 mmc1 usb0 dhcp", "board=verdin-imx8mm")

	g.iotAdd("iot/uboot-autoboot-stop-str-defconfig", `
$ grep AUTOBOOT configs/greenhouse_imx8mm_defconfig
CONFIG_AUTOBOOT_KEYED=y
CONFIG_AUTOBOOT_PROMPT="Autoboot in %d seconds\n"
CONFIG_AUTOBOOT_ENCRYPTION=n
CONFIG_AUTOBOOT_STOP_STR="«a»"
$ fw_setenv mender_boot_part 3
$ fw_printenv | grep -E 'ethaddr|mender'
ethaddr=«_mac»
mender_boot_part=3
mender_dtb_name=imx8mm-greenhouse.dtb
`, V{"a": g.pwURL(), "_mac": g.iotMAC(":", false)}, "CONFIG_AUTOBOOT_PROMPT", "mender_dtb_name=imx8mm-greenhouse.dtb")

	g.iotAdd("iot/openocd-script-and-telnet-benign", `
$ cat tools/flash-stm32.cfg
source [find interface/stlink.cfg]
transport select hld
adapter serial «_sn»
source [find target/stm32l4x.cfg]
reset_config srst_only
init
reset halt
flash write_image erase build/firmware.elf
verify_image build/firmware.elf
reset run
shutdown
$ telnet localhost 4444
> mdw 0x1FFF7590 3
0x1fff7590: «_w1» «_w2» «_w3»
> flash info 0
#0 : stm32l4x at 0x08000000, size 0x00100000, buswidth 0, chipwidth 0
`, V{"_sn": g.s(alHexU, 24), "_w1": g.hex(8), "_w2": g.hex(8), "_w3": g.hex(8)}, "source [find target/stm32l4x.cfg]", "flash write_image erase build/firmware.elf")

	g.iotAdd("iot/swupdate-aes-key-and-sign", `
$ openssl rand -hex 32 > aes.key.raw && openssl rand -hex 16 > aes.iv
$ printf '%s %s\n' "$(cat aes.key.raw)" "$(cat aes.iv)" | tee /etc/swupdate/aes.key
«a» «_iv»
$ openssl enc -aes-256-cbc -in rootfs.ext4.gz -out rootfs.ext4.gz.enc -K «a» -iv «_iv»
$ openssl dgst -sha256 -sign priv.pem -passin pass:«b» sw-description > sw-description.sig
`, V{"a": g.hex(64), "_iv": g.hex(32), "b": g.pwURL()}, "sw-description.sig")

	g.iotAdd("iot/rauc-keyring-and-bundle-benign", `
$ rauc info --keyring=/etc/rauc/ca.cert.pem greenhouse-bundle-1.8.3.raucb
Compatible:     'greenhouse-imx8mm'
Version:        '1.8.3'
Description:    'greenhouse-image'
Build:          '20250211101522'
Hooks:          ''
Bundle Format:  verity
  Verity Salt:  '«_salt»'
  Verity Hash:  '«_hash»'
  Verity Size:  «_size»
1 Image:
  [rootfs]
	Filename:  greenhouse-image-imx8mm.ext4
	Checksum:  «_sum»
	Size:      214958080
Signature verified successfully
`, V{"_salt": g.hex(64), "_hash": g.hex(64), "_size": g.digits(7), "_sum": g.hex(64)}, "Signature verified successfully", "greenhouse-image-imx8mm.ext4")

	g.iotAdd("iot/embedded-shadow-in-rootfs-overlay", `
$ cat board/greenhouse/rootfs-overlay/etc/shadow
root:«a»:19765:0:99999:7:::
daemon:*:19765:0:99999:7:::
service:«b»:19765:0:99999:7:::
mosquitto:!:19765::::::
$ git log --oneline -1 -- board/greenhouse/rootfs-overlay/etc/shadow
«_sha» board: set default passwords for field units
`, V{"a": g.iotSHA512Crypt(), "b": g.iotSHA256Crypt(), "_sha": g.hex(7)}, "board: set default passwords for field units")

	g.iotAdd("iot/dropbear-and-wifi-in-init-script", `
#!/bin/sh
# /etc/init.d/S45provision -- first boot provisioning for field units
[ -f /data/.provisioned ] && exit 0
echo "root:«a»" | chpasswd
wpa_passphrase "Field-Uplink" "«b»" > /data/wpa_supplicant.conf
curl -fsS -X POST https://provision.example-farm.io/v1/register \
    -H "X-Provision-Token: «c»" \
    -d "serial=$(cat /sys/firmware/devicetree/base/serial-number)"
touch /data/.provisioned
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.b64u(40)}, "/sys/firmware/devicetree/base/serial-number", "https://provision.example-farm.io/v1/register")
}

// ---- Raspberry Pi ----

func (g *G) iotRaspberryPi() {
	_, pub := g.sshEd25519("dana@laptop")
	g.iotAdd("iot/rpi-imager-firstrun-sh", `
#!/bin/bash

set +e

CURRENT_HOSTNAME=$(cat /etc/hostname | tr -d " \t\n\r")
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_hostname greenhouse-pi
else
   echo greenhouse-pi >/etc/hostname
   sed -i "s/127.0.1.1.*$CURRENT_HOSTNAME/127.0.1.1\tgreenhouse-pi/g" /etc/hosts
fi
FIRSTUSER=$(getent passwd 1000 | cut -d: -f1)
FIRSTUSERHOME=$(getent passwd 1000 | cut -d: -f6)
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom enable_ssh -k '«_pub»'
else
   install -o "$FIRSTUSER" -m 700 -d "$FIRSTUSERHOME/.ssh"
   install -o "$FIRSTUSER" -m 600 <(printf "«_pub»") "$FIRSTUSERHOME/.ssh/authorized_keys"
fi
if [ -f /usr/lib/userconf-pi/userconf ]; then
   /usr/lib/userconf-pi/userconf 'dana' '«a»'
else
   echo "$FIRSTUSER:"'«a»' | chpasswd -e
fi
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Skynet' '«b»' 'NL'
else
cat >/etc/wpa_supplicant/wpa_supplicant.conf <<'WPAEOF'
country=NL
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
ap_scan=1

update_config=1
network={
	ssid="Skynet"
	psk=«b»
}

WPAEOF
fi
rm -f /boot/firstrun.sh
sed -i 's| systemd.run.*||g' /boot/cmdline.txt
exit 0
`, V{"_pub": pub + " dana@laptop", "a": g.iotSHA512Crypt(), "b": g.hex(64)}, "/usr/lib/raspberrypi-sys-mods/imager_custom set_hostname greenhouse-pi")

	g.iotAdd("iot/rpi-userconf-txt", `
$ echo "dana:$(echo '«a»' | openssl passwd -6 -stdin)" | sudo tee /media/dana/bootfs/userconf.txt
dana:«b»
$ touch /media/dana/bootfs/ssh
`, V{"a": g.pw(), "b": g.iotSHA512Crypt()}, "/media/dana/bootfs/userconf.txt")

	g.iotAdd("iot/rpi-wpa-supplicant-conf", `
$ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
	ssid="BT-Hub6-«_s»"
	psk="«a»"
	key_mgmt=WPA-PSK
	priority=10
}

network={
	ssid="eduroam"
	key_mgmt=WPA-EAP
	eap=PEAP
	identity="«_id»@ed.ac.uk"
	password="«b»"
	phase2="auth=MSCHAPV2"
}
`, V{"_s": g.s(alUpNum, 4), "a": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "_id": "s" + g.digits(7), "b": g.pw()}, `phase2="auth=MSCHAPV2"`)

	g.iotAdd("iot/rpi-wpa-passphrase-output", `
$ wpa_passphrase "Skynet-IoT" | sudo tee -a /etc/wpa_supplicant/wpa_supplicant.conf
# reading passphrase from stdin
«a»
network={
	ssid="Skynet-IoT"
	#psk="«a»"
	psk=«b»
}
`, V{"a": g.pw(), "b": g.hex(64)}, "# reading passphrase from stdin")

	g.iotAdd("iot/rpi-nmconnection-file", `
$ sudo cat /etc/NetworkManager/system-connections/preconfigured.nmconnection
[connection]
id=preconfigured
uuid=«_uuid»
type=wifi
[wifi]
mode=infrastructure
ssid=Skynet
hidden=false
[wifi-security]
key-mgmt=wpa-psk
psk=«a»
[ipv4]
method=auto
[ipv6]
addr-gen-mode=default
method=auto
[proxy]
`, V{"_uuid": g.uuid(), "a": g.pw()}, "id=preconfigured")

	g.iotAdd("iot/rpi-nmcli-show-secrets", `
$ sudo nmcli --show-secrets connection show "Skynet-IoT" | grep -E 'ssid|psk|uuid|mac'
connection.uuid:                        «_uuid»
802-11-wireless.ssid:                   Skynet-IoT
802-11-wireless.mac-address:            --
802-11-wireless.cloned-mac-address:     --
802-11-wireless-security.psk:           «a»
802-11-wireless-security.psk-flags:     0 (none)
`, V{"_uuid": g.uuid(), "a": g.pwURL()}, "802-11-wireless-security.psk-flags:     0 (none)")

	g.iotAdd("iot/rpi-cloud-init-user-data", `
#cloud-config
hostname: k3s-pi-02
manage_etc_hosts: true
users:
  - name: dana
    groups: [adm, sudo, gpio, i2c]
    shell: /bin/bash
    lock_passwd: false
    passwd: «a»
    ssh_authorized_keys:
      - «_pub»
chpasswd:
  expire: false
  users:
    - {name: ubuntu, password: «b», type: text}
ssh_pwauth: false
`, V{"a": g.iotSHA512Crypt(), "_pub": g.sshRSAPub() + " dana@laptop", "b": g.pwURL()}, "hostname: k3s-pi-02", "groups: [adm, sudo, gpio, i2c]")

	g.iotAdd("iot/rpi-network-config-netplan", `
$ cat /boot/firmware/network-config
version: 2
wifis:
  renderer: networkd
  wlan0:
    dhcp4: true
    optional: true
    access-points:
      "Skynet-IoT":
        password: "«a»"
      "Pixel_«_n»":
        password: "«b»"
`, V{"a": g.pw(), "_n": g.digits(4), "b": g.an(10)}, "renderer: networkd")

	g.iotAdd("iot/rpi-raspi-config-nonint", `
$ sudo raspi-config nonint do_hostname sensor-pi-03
$ sudo raspi-config nonint do_wifi_country DE
$ sudo raspi-config nonint do_wifi_ssid_passphrase "Skynet-IoT" "«a»" 0 0
$ sudo raspi-config nonint do_i2c 0
$ sudo raspi-config nonint do_ssh 0
$ echo 'pi:«b»' | sudo chpasswd
`, V{"a": g.pw(), "b": g.pwURL()}, "do_hostname sensor-pi-03", "do_wifi_country DE")

	g.iotAdd("iot/rpi-vcgencmd-and-cpuinfo-benign", `
$ cat /proc/cpuinfo | tail -4
Revision	: d04170
Serial		: «_sn»
Model		: Raspberry Pi 5 Model B Rev 1.0
$ vcgencmd otp_dump | grep -E '^(28|30):'
28:«_otp»
30:00d04170
$ ip link show wlan0 | grep ether
    link/ether «_mac» brd ff:ff:ff:ff:ff:ff
$ rpi-eeprom-update
BOOTLOADER: up to date
   CURRENT: Mon 13 Jan 2025 14:03:27 UTC (1736777007)
    LATEST: Mon 13 Jan 2025 14:03:27 UTC (1736777007)
`, V{"_sn": g.hex(16), "_otp": g.hex(8), "_mac": g.iotMAC(":", false)}, "Raspberry Pi 5 Model B Rev 1.0")
}

// ---- cameras: Frigate, go2rtc, Scrypted, Reolink, Hikvision, ONVIF ----

func (g *G) iotCameras() {
	g.iotAdd("iot/go2rtc-yaml-streams", `
# go2rtc.yaml
api:
  listen: ":1984"
  username: admin
  password: «a»
rtsp:
  listen: ":8554"
streams:
  driveway:
    - rtsp://admin:«b»@192.168.20.11:554/h264Preview_01_main
    - ffmpeg:driveway#audio=opus
  doorbell:
    - rtsp://viewer:«c»@192.168.20.12:554/cam/realmonitor?channel=1&subtype=0
  garden:
    - onvif://admin:«d»@192.168.20.13:2020?subtype=MainStream
webrtc:
  candidates:
    - 192.168.1.40:8555
    - stun:8555
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pwURL(), "d": g.pwURL()}, "ffmpeg:driveway#audio=opus", "192.168.1.40:8555")

	g.iotAdd("iot/frigate-config-env-and-literal", `
mqtt:
  enabled: true
  host: 192.168.1.10
  user: frigate
  password: "{FRIGATE_MQTT_PASSWORD}"

cameras:
  driveway:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@192.168.20.11:554/h264Preview_01_sub
          roles: [detect]
  backyard:
    ffmpeg:
      inputs:
        - path: rtsp://admin:«a»@192.168.20.14:554/Streaming/Channels/101
          roles: [record, detect]
    detect:
      width: 1280
      height: 720
`, V{"a": g.pwURL()}, "{FRIGATE_MQTT_PASSWORD}", "rtsp://admin:{FRIGATE_RTSP_PASSWORD}@192.168.20.11:554/h264Preview_01_sub")

	g.iotAdd("iot/frigate-log-masked-benign", `
2025-02-11 11:02:14.118211437  [INFO] Preparing Frigate...
2025-02-11 11:02:15.004412093  [INFO] Starting Frigate...
2025-02-11 11:02:19.731004561  frigate.app                    INFO    : Camera processor started for driveway: 312
2025-02-11 11:02:21.912843322  watchdog.driveway              ERROR   : Ffmpeg process crashed unexpectedly for driveway.
2025-02-11 11:02:21.913118754  watchdog.driveway              ERROR   : The following ffmpeg logs include the last 100 lines prior to exit.
2025-02-11 11:02:21.913290511  ffmpeg.driveway.detect         ERROR   : [rtsp @ 0x55d0c4a2b0c0] method DESCRIBE failed: 401 Unauthorized
2025-02-11 11:02:21.913402677  ffmpeg.driveway.detect         ERROR   : rtsp://*:*@192.168.20.11:554/h264Preview_01_sub: Server returned 401 Unauthorized (authorization failed)
`, nil, "rtsp://*:*@192.168.20.11:554/h264Preview_01_sub", "method DESCRIBE failed: 401 Unauthorized")

	g.iotAdd("iot/ffprobe-rtsp-unmasked", `
$ ffprobe -hide_banner -rtsp_transport tcp "rtsp://admin:«a»@192.168.20.14:554/Streaming/Channels/101"
Input #0, rtsp, from 'rtsp://admin:«a»@192.168.20.14:554/Streaming/Channels/101':
  Metadata:
    title           : Media Presentation
  Duration: N/A, start: 0.033000, bitrate: N/A
  Stream #0:0: Video: h264 (Main), yuvj420p(pc, bt709, progressive), 2560x1440, 20 fps, 20 tbr, 90k tbn
  Stream #0:1: Audio: pcm_mulaw, 8000 Hz, mono, s16, 64 kb/s
`, V{"a": g.pwURL()}, "Media Presentation")

	g.iotAdd("iot/reolink-api-login-token", `
$ curl -sk -X POST "https://192.168.20.11/api.cgi?cmd=Login" \
    -d '[{"cmd":"Login","param":{"User":{"Version":"0","userName":"admin","password":"«a»"}}}]'
[
   {
      "cmd" : "Login",
      "code" : 0,
      "value" : {
         "Token" : {
            "leaseTime" : 3600,
            "name" : "«b»"
         }
      }
   }
]
$ curl -sk "https://192.168.20.11/api.cgi?cmd=GetDevInfo&token=«b»" | jq -c '.[0].value.DevInfo | {model, serial, firmVer}'
{"model":"RLC-811A","serial":"«_sn»","firmVer":"v3.1.0.2368_23062508"}
`, V{"a": g.pw(), "b": g.hex(15), "_sn": g.digits(14)}, `"model":"RLC-811A"`)

	g.iotAdd("iot/hikvision-isapi-digest", `
$ curl -s --digest -u admin:«a» http://192.168.20.14/ISAPI/System/deviceInfo
<?xml version="1.0" encoding="UTF-8"?>
<DeviceInfo version="2.0" xmlns="http://www.hikvision.com/ver20/XMLSchema">
<deviceName>Backyard</deviceName>
<deviceID>«_id»</deviceID>
<model>DS-2CD2387G2-LU</model>
<serialNumber>DS-2CD2387G2-LU20231104AAWR«_sn»</serialNumber>
<macAddress>«_mac»</macAddress>
<firmwareVersion>V5.7.18</firmwareVersion>
</DeviceInfo>
`, V{"a": g.pwURL(), "_id": g.uuid(), "_sn": g.s(alUpNum, 9), "_mac": g.iotMAC(":", false)}, "DS-2CD2387G2-LU", "<firmwareVersion>V5.7.18</firmwareVersion>")

	g.iotAdd("iot/onvif-python-snapshot", `
from onvif import ONVIFCamera

cam = ONVIFCamera("192.168.20.13", 2020, "admin", "«a»", "/etc/onvif/wsdl/")
media = cam.create_media_service()
profile = media.GetProfiles()[0]
uri = media.GetSnapshotUri({"ProfileToken": profile.token})
print(uri.Uri)
$ python3 snap.py
http://192.168.20.13:8080/stream/snapshot.jpg
`, V{"a": g.pwURL()}, `"/etc/onvif/wsdl/"`, "http://192.168.20.13:8080/stream/snapshot.jpg")

	g.iotAdd("iot/scrypted-login-json-and-ha-token", `
$ npx scrypted login 127.0.0.1
username: admin
password: ********
login successful. token saved to /home/dana/.scrypted/login.json
$ cat ~/.scrypted/login.json
{"127.0.0.1:10443":{"username":"admin","token":"«a»"}}
$ curl -sk -H "Authorization: Bearer «a»" https://127.0.0.1:10443/endpoint/@scrypted/core/public/ | head -c 80
`, V{"a": g.hex(32) + g.hex(32)}, "/home/dana/.scrypted/login.json")

	g.iotAdd("iot/vlc-m3u-playlist-cameras", `
$ cat ~/Videos/cameras.m3u
#EXTM3U
#EXTINF:-1,Driveway
rtsp://admin:«a»@192.168.20.11:554/h264Preview_01_main
#EXTINF:-1,Doorbell
rtsp://viewer:«b»@192.168.20.12:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Backyard (sub)
rtsp://192.168.20.14:554/Streaming/Channels/102
`, V{"a": g.pwURL(), "b": g.pwURL()}, "rtsp://192.168.20.14:554/Streaming/Channels/102")

	g.iotAdd("iot/docker-wyze-bridge-compose", `
services:
  wyze-bridge:
    image: mrlt8/wyze-bridge:2.10.3
    restart: unless-stopped
    ports:
      - 8554:8554
      - 5000:5000
    environment:
      - WYZE_EMAIL=dana@example-home.nl
      - WYZE_PASSWORD=«a»
      - API_ID=«_kid»
      - API_KEY=«b»
      - WB_AUTH=true
      - WB_USERNAME=dana
      - WB_PASSWORD=«c»
`, V{"a": g.pw(), "_kid": g.uuid(), "b": g.an(60), "c": g.pwURL()}, "mrlt8/wyze-bridge:2.10.3")
}

// ---- 3D printers: OctoPrint, PrusaSlicer, PrusaLink, Klipper/Moonraker, Bambu ----

func (g *G) iotPrinters() {
	g.iotAdd("iot/octoprint-api-curl-job", `
$ curl -s -H "X-Api-Key: «a»" http://octopi.local/api/job | jq '{state, job: .job.file.name, progress: .progress.completion}'
{
  "state": "Printing",
  "job": "benchy_0.2mm_PLA_MK3S_1h4m.gcode",
  "progress": 37.52
}
$ curl -s -H "X-Api-Key: «a»" -F select=true -F print=true -F file=@bracket.gcode http://octopi.local/api/files/local
`, V{"a": g.s(alHexU, 32)}, "benchy_0.2mm_PLA_MK3S_1h4m.gcode", "http://octopi.local/api/files/local")

	g.iotAdd("iot/octoprint-appkeys-yaml", `
$ cat ~/.octoprint/data/appkeys/keys.yaml
dana:
- api_key: «a»
  app_id: OctoApp
  created: 1735912220
- api_key: «b»
  app_id: Home Assistant
  created: 1737020114
$ grep -A3 '^api:' ~/.octoprint/config.yaml
api:
  allowCrossOrigin: false
  key: «c»
`, V{"a": g.b64u(43), "b": g.b64u(43), "c": g.s(alHexU, 32)}, "app_id: Home Assistant", "allowCrossOrigin: false")

	g.iotAdd("iot/prusaslicer-physical-printer-ini", `
$ cat ~/.config/PrusaSlicer/physical_printer/MK4-workshop.ini
# generated by PrusaSlicer 2.9.0+linux-x64-GTK3 on 2025-02-11 at 12:01:44 UTC
host_type = prusalink
preset_name = Original Prusa MK4 Input Shaper 0.4 nozzle
preset_names = "Original Prusa MK4 Input Shaper 0.4 nozzle"
print_host = 192.168.1.88
printhost_apikey = «a»
printhost_authorization_type = key
printhost_cafile = 
printhost_password = «b»
printhost_port = 
printhost_user = maker
`, V{"a": g.an(15), "b": g.an(15)}, "host_type = prusalink", "printhost_user = maker")

	g.iotAdd("iot/prusalink-settings-ini", `
$ cat /media/dana/USB/prusa_printer_settings.ini
[printer]
name = MK4-workshop
location = garage

[network]
hostname = mk4-workshop
wifi_ssid = Skynet-IoT
wifi_password = «a»

[service::connect]
hostname = connect.prusa3d.com
tls = true
port = 0

[service::local]
enable = 1
username = maker
password = «b»
api-key = «c»
`, V{"a": g.pw(), "b": g.an(10), "c": g.an(15)}, "hostname = connect.prusa3d.com", "[service::connect]")

	g.iotAdd("iot/moonraker-secrets-and-conf", `
$ cat ~/printer_data/moonraker.secrets
[mqtt_credentials]
username: klipper
password: «a»

[home_assistant]
token: «b»
$ grep -A6 '^\[mqtt\]' ~/printer_data/config/moonraker.conf
[mqtt]
address: 192.168.1.10
port: 1883
username: {secrets.mqtt_credentials.username}
password: {secrets.mqtt_credentials.password}
enable_moonraker_api: True
`, V{"a": g.pwURL(), "b": g.iotHAToken()}, "{secrets.mqtt_credentials.password}", "enable_moonraker_api: True")

	g.iotAdd("iot/moonraker-api-key-endpoint", `
$ curl -s http://voron.local:7125/access/api_key -H "X-Api-Key: «a»"
{"result": "«a»"}
$ curl -s -X POST http://voron.local:7125/access/api_key -H "X-Api-Key: «a»"
{"result": "«b»"}
$ curl -s http://voron.local:7125/server/info | jq -c '.result | {klippy_state, moonraker_version}'
{"klippy_state":"ready","moonraker_version":"v0.9.3-31-g«_g»"}
`, V{"a": g.hex(32), "b": g.hex(32), "_g": g.hex(7)}, `"klippy_state":"ready"`)

	g.iotAdd("iot/bambu-lan-mqtt-access-code", `
$ mosquitto_sub -h 192.168.1.91 -p 8883 --insecure --cafile /dev/null \
    -u bblp -P «a» -t "device/«_sn»/report" -C 1 | jq -c '.print | {gcode_state, mc_percent, nozzle_temper, wifi_signal}'
{"gcode_state":"RUNNING","mc_percent":64,"nozzle_temper":219.8,"wifi_signal":"-48dBm"}
`, V{"a": g.digits(8), "_sn": "01P00A" + g.digits(9)}, `"gcode_state":"RUNNING"`)

	g.iotAdd("iot/obico-moonraker-conf-auth-token", `
$ cat ~/printer_data/config/moonraker-obico.cfg
[server]
url = https://app.obico.io
auth_token = «a»

[moonraker]
host = 127.0.0.1
port = 7125

[webcam]
disable_video_streaming = False

[logging]
path = /home/pi/printer_data/logs/moonraker-obico.log
`, V{"a": g.hex(20)}, "https://app.obico.io", "/home/pi/printer_data/logs/moonraker-obico.log")
}

// ---- Grafana, InfluxDB and Telegraf on a Pi ----

func (g *G) iotPiData() {
	g.iotAdd("iot/influx-cli-config-create", `
$ influx config create --config-name pi-local --host-url http://localhost:8086 --org home --token «a» --active
Active	Name		URL			Org
*	pi-local	http://localhost:8086	home
$ cat ~/.influxdbv2/configs
[pi-local]
  url = "http://localhost:8086"
  token = "«a»"
  org = "home"
  active = true
`, V{"a": g.b64u(86) + "=="}, "--config-name pi-local")

	g.iotAdd("iot/influxdb1-cli-on-pi", `
$ influx -username admin -password '«a»' -database sensors -execute 'SHOW MEASUREMENTS'
name: measurements
name
----
bme280
ds18b20
power_meter
$ grep -E 'auth-enabled|bind-address' /etc/influxdb/influxdb.conf
  bind-address = "127.0.0.1:8088"
  auth-enabled = true
`, V{"a": g.pw()}, "auth-enabled = true")

	g.iotAdd("iot/grafana-ini-on-pi", `
$ sudo grep -vE '^\s*(;|#|$)' /etc/grafana/grafana.ini
[server]
http_port = 3000
domain = pi-dash.local
[security]
admin_user = admin
admin_password = «a»
secret_key = «b»
[smtp]
enabled = true
host = smtp.gmail.com:587
user = dana.alerts@gmail.com
password = «c»
from_address = dana.alerts@gmail.com
`, V{"a": g.pw(), "b": g.an(16), "c": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "domain = pi-dash.local", "from_address = dana.alerts@gmail.com")

	g.iotAdd("iot/grafana-alloy-cloud-remote-write", `
prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
    basic_auth {
      username = "«_uid»"
      password = "«a»"
    }
  }
}

prometheus.exporter.unix "pi" { }
`, V{"_uid": g.digits(7), "a": g.iotGrafanaCloud()}, "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push")

	g.iotAdd("iot/iotstack-compose-env", `
$ cat ~/IOTstack/.env
TZ=Etc/UTC
INFLUXDB_ADMIN_USER=admin
INFLUXDB_ADMIN_PASSWORD=«a»
DOCKER_INFLUXDB_INIT_ADMIN_TOKEN=«b»
GF_SECURITY_ADMIN_PASSWORD=«c»
NODE_RED_CREDENTIAL_SECRET=«d»
MOSQUITTO_UID=1883
`, V{"a": g.pwURL(), "b": g.b64u(86) + "==", "c": g.pw(), "d": g.hex(32)}, "MOSQUITTO_UID=1883", "INFLUXDB_ADMIN_USER=admin")

	g.iotAdd("iot/python-bme280-influx-client", `
from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import SYNCHRONOUS
import board, adafruit_bme280.basic as bme

url = "https://eu-central-1-1.aws.cloud2.influxdata.com"
token = "«a»"
org = "dana-home"

client = InfluxDBClient(url=url, token=token, org=org)
write = client.write_api(write_options=SYNCHRONOUS)
sensor = bme.Adafruit_BME280_I2C(board.I2C(), address=0x76)
write.write("pi-sensors", org, Point("climate").tag("room", "office").field("temp", sensor.temperature))
`, V{"a": g.b64u(86) + "=="}, "https://eu-central-1-1.aws.cloud2.influxdata.com", "address=0x76")

	g.iotAdd("iot/node-exporter-web-config-on-pi", `
$ cat /etc/prometheus/web-config.yml
basic_auth_users:
  prometheus: «a»
$ curl -s -u prometheus:«b» http://pi-dash.local:9100/metrics | grep node_hwmon_temp_celsius
node_hwmon_temp_celsius{chip="thermal_thermal_zone0",sensor="temp0"} 48.3
`, V{"a": g.bcrypt(), "b": g.pwURL()}, `node_hwmon_temp_celsius{chip="thermal_thermal_zone0",sensor="temp0"} 48.3`)
}

// ---- chats, issues, diffs and agent tool calls ----

func (g *G) iotChat() {
	g.iotAdd("iot/chat-esp-not-connecting", `
user: my esp32 won't join the wifi, serial just prints dots forever. here's the top of the sketch:

    const char* ssid = "Skynet-IoT ";
    const char* password = "«a»";

router is a fritzbox 7590, 2.4 GHz is on. MAC of the board is «_mac» if that matters for the filter

assistant: The SSID has a trailing space inside the quotes ("Skynet-IoT "), so the ESP32 is looking for a network that doesn't exist. Remove the space and reflash. Also, since you pasted the Wi-Fi password here, consider changing it.
`, V{"a": g.pw(), "_mac": g.iotMAC(":", true)}, "fritzbox 7590")

	g.iotAdd("iot/github-issue-z2m-paste", `
### What happened?

After updating to 2.1.1 the frontend asks for a token and none of mine work.

### Zigbee2MQTT version

2.1.1

### Adapter firmware version

20240710

### Debug log

    [2025-02-11 07:12:03] debug: 	z2m: Loaded settings: {"frontend":{"enabled":true,"port":8080,"auth_token":"«a»"},"mqtt":{"base_topic":"zigbee2mqtt","server":"mqtt://core-mosquitto:1883","user":"addons","password":"«b»"},"serial":{"adapter":"ember","port":"/dev/ttyUSB0"},"advanced":{"network_key":"HIDDEN","pan_id":«_pan»}}
    [2025-02-11 07:12:08] error: 	z2m: Frontend: invalid token from 192.168.1.57
`, V{"a": g.pwURL(), "b": g.an(64), "_pan": fmt.Sprint(1000 + g.r.IntN(60000))}, `"network_key":"HIDDEN"`, "Frontend: invalid token from 192.168.1.57")

	g.iotAdd("iot/agent-write-tool-secrets-h", `
{"type":"tool_use","id":"toolu_01«_tid»","name":"Write","input":{"file_path":"/home/dana/fw/tank-sensor/include/secrets.h","content":"#pragma once\n\n#define WIFI_SSID \"Skynet-IoT\"\n#define WIFI_PASS \"«a»\"\n#define MQTT_USER \"tank\"\n#define MQTT_PASS \"«b»\"\n#define OTA_PASS \"«c»\"\n"}}
{"type":"tool_result","tool_use_id":"toolu_01«_tid»","content":"File created successfully at: /home/dana/fw/tank-sensor/include/secrets.h"}
`, V{"_tid": g.an(22), "a": g.pw(), "b": g.pwURL(), "c": g.pwURL()}, "/home/dana/fw/tank-sensor/include/secrets.h")

	g.iotAdd("iot/agent-bash-grep-repo-passwords", `
$ git grep -nE '(password|PASS|psk|api_key)\s*[:=]' -- '*.yaml' '*.h' '*.ini' | head
esphome/garage-door.yaml:22:    password: !secret ota_password
esphome/porch-light.yaml:19:    password: «a»
include/config.h:7:#define MQTT_PASS "«b»"
platformio.ini:31:    --auth=«c»
z2m/configuration.yaml:9:  password: '!secret.yaml password'
`, V{"a": g.hex(32), "b": g.pwURL(), "c": g.pwURL()}, "password: !secret ota_password", "'!secret.yaml password'")

	g.iotAdd("iot/ha-forum-post-redacted-benign", `
Posted by dkoster · Feb 11

Hi all, my REST sensor keeps returning unknown. Config below (token removed obviously):

    sensor:
      - platform: rest
        resource: http://192.168.1.20:8123/api/states/sensor.p1_meter_power
        headers:
          Authorization: "Bearer <REDACTED>"
        value_template: "{{ value_json.state }}"

Log says: "Template variable warning: 'value_json' is undefined when rendering '{{ value_json.state }}'"
`, nil, `Authorization: "Bearer <REDACTED>"`, "sensor.p1_meter_power")

	g.iotAdd("iot/pr-review-hardcoded-key", `
**dana-k** commented on src/cloud/tuya.cpp line 14:

> `+"```"+`cpp
> static const char *kLocalKey = "«a»";
> static const char *kDeviceId = "«_dev»";
> `+"```"+`

Please don't hardcode the local key; it lets anyone on the LAN control the heater. Read it from NVS like the Wi-Fi creds (see provisioning.cpp). The device id is fine to keep.
`, V{"a": g.iotTuyaKey(), "_dev": g.iotTuyaID()}, "provisioning.cpp")

	g.iotAdd("iot/chat-ha-token-401", `
user: why do I get 401 from home assistant? I created a long-lived token in my profile page and run
curl -H "Authorization: «a»" http://192.168.1.20:8123/api/
it returns 401: Unauthorized

assistant: The header is missing the "Bearer " prefix. Use -H "Authorization: Bearer <token>". And since the token is now in this chat, revoke it under Profile → Security → Long-lived access tokens and create a new one.
`, V{"a": g.iotHAToken()}, "Profile → Security → Long-lived access tokens")

	g.iotAdd("iot/journalctl-esphome-dashboard-env-leak", `
$ journalctl -u esphome-dashboard -n 6 --no-pager
Feb 11 12:20:01 pi4 systemd[1]: Started esphome-dashboard.service - ESPHome dashboard.
Feb 11 12:20:01 pi4 esphome[2231]: INFO Starting dashboard web server on http://0.0.0.0:6052 and configuration dir /home/dana/esphome...
Feb 11 12:20:02 pi4 esphome[2231]: Environment: ESPHOME_DASHBOARD_USE_PING=true USERNAME=admin PASSWORD=«a» HOME=/home/dana
Feb 11 12:20:14 pi4 esphome[2231]: INFO 200 GET /devices (192.168.1.57) 3.42ms
`, V{"a": g.pwURL()}, "http://0.0.0.0:6052", "ESPHOME_DASHBOARD_USE_PING=true")

	g.iotAdd("iot/agent-edit-tool-esphome-yaml", `
{"type":"tool_use","id":"toolu_01«_tid»","name":"Edit","input":{"file_path":"/config/esphome/office-co2.yaml","old_string":"api:\n  encryption:\n    key: \"«a»\"","new_string":"api:\n  encryption:\n    key: !secret api_key_office"}}
{"type":"tool_result","tool_use_id":"toolu_01«_tid»","content":"The file /config/esphome/office-co2.yaml has been updated."}
`, V{"_tid": g.an(22), "a": g.iotESPKey()}, "key: !secret api_key_office")

	g.iotAdd("iot/slack-paste-ttn-keys", `
[10:14] dana: ok the new soil nodes are registered, keys for the LMIC build:
[10:14] dana: DevEUI «_dev»  JoinEUI «_join»
[10:15] dana: AppKey «a»
[10:15] tom: thx, flashing 03 and 04 now
[10:22] tom: 03 joined on SF7, 04 stuck on join accept, will check the antenna
`, V{"_dev": g.iotEUI(), "_join": g.iotEUI(), "a": g.iotKey128()}, "03 joined on SF7")
}

// ---- benign look-alikes ----

func (g *G) iotBenign() {
	g.iotAdd("iot/benign-z2m-devices-table", `
$ mosquitto_sub -h 192.168.1.10 -u zigbee2mqtt -P "$Z2M_MQTT_PASSWORD" -t zigbee2mqtt/bridge/devices -C 1 | jq -r '.[] | [.ieee_address, .friendly_name, .model_id, .software_build_id // "-", .date_code // "-"] | @tsv'
«_i1»	Coordinator	-	-	-
«_i2»	bedroom/motion	lumi.sensor_motion.aq2	-	20170627
«_i3»	kitchen/plug	SP 120	«_b»	20230829
«_i4»	hallway/button	TRADFRI shortcut button	2.3.015	20210727
`, V{"_i1": g.iotIEEE(), "_i2": g.iotIEEE(), "_i3": g.iotIEEE(), "_b": fmt.Sprintf("%d.%d.%d", 1+g.r.IntN(3), g.r.IntN(9), g.r.IntN(99)), "_i4": g.iotIEEE()}, "$Z2M_MQTT_PASSWORD", "lumi.sensor_motion.aq2")

	g.iotAdd("iot/benign-zigbee-ota-index", `
[
  {
    "fileVersion": «_fv»,
    "fileSize": 244162,
    "manufacturerCode": 4476,
    "imageType": 4353,
    "sha512": "«_s1»",
    "url": "https://raw.githubusercontent.com/Koenkk/zigbee-OTA/master/images/IKEA/10005777-4.1-TRADFRI-light-unified-w-2.3.095.ota.ota.signed",
    "modelId": "TRADFRI bulb E27 WS globe 1055lm"
  },
  {
    "fileVersion": «_fv2»,
    "fileSize": 199712,
    "manufacturerCode": 4107,
    "imageType": 275,
    "sha512": "«_s2»",
    "url": "https://raw.githubusercontent.com/Koenkk/zigbee-OTA/master/images/Hue/100B-0113-«_h»-ConfLight-ModuleB-0012.zigbee"
  }
]
`, V{"_fv": g.digits(9), "_s1": g.hex(128), "_fv2": g.digits(8), "_s2": g.hex(128), "_h": g.s(alHexU, 8)}, "TRADFRI bulb E27 WS globe 1055lm")

	g.iotAdd("iot/benign-esphome-firmware-manifest", `
$ cat firmware/office-co2.manifest.json
{
  "name": "Office CO2",
  "version": "2024.12.4",
  "home_assistant_domain": "esphome",
  "new_install_prompt_erase": false,
  "builds": [
    {
      "chipFamily": "ESP32-C3",
      "ota": {"path": "office-co2.ota.bin", "md5": "«_md5»", "summary": "fw update"},
      "parts": [{"path": "office-co2.factory.bin", "offset": 0}]
    }
  ]
}
$ sha256sum office-co2.factory.bin
«_sha»  office-co2.factory.bin
`, V{"_md5": g.hex(32), "_sha": g.hex(64)}, `"chipFamily": "ESP32-C3"`)

	g.iotAdd("iot/benign-ha-entity-registry", `
$ jq '.data.entities[] | select(.platform=="esphome") | {entity_id, unique_id, device_id, config_entry_id}' /config/.storage/core.entity_registry | head -12
{
  "entity_id": "sensor.office_co2_co2",
  "unique_id": "«_mac»-sensor-co2",
  "device_id": "«_d»",
  "config_entry_id": "«_ce»"
}
{
  "entity_id": "switch.garage_door_relay",
  "unique_id": "«_mac2»-switch-relay",
  "device_id": "«_d2»",
  "config_entry_id": "«_ce2»"
}
`, V{"_mac": g.iotMAC("", true), "_d": g.hex(32), "_ce": g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), "_mac2": g.iotMAC("", true), "_d2": g.hex(32), "_ce2": g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)}, "switch.garage_door_relay")

	g.iotAdd("iot/benign-bluetoothctl-scan", `
$ bluetoothctl --timeout 10 scan on
Discovery started
[CHG] Controller «_c» Discovering: yes
[NEW] Device «_d1» ATC_«_s1»
[NEW] Device «_d2» LYWSD03MMC
[NEW] Device «_d3» Govee_H5075_«_s3»
[CHG] Device «_d2» ManufacturerData Key: 0x0499
[CHG] Device «_d2» ServiceData Key: 0000fe95-0000-1000-8000-00805f9b34fb
[CHG] Device «_d2» ServiceData Value:
  «_sd»
`, V{"_c": g.iotMAC(":", true), "_d1": g.iotMAC(":", true), "_s1": g.s(alHexU, 6), "_d2": g.iotMAC(":", true), "_d3": g.iotMAC(":", true), "_s3": g.s(alHexU, 4), "_sd": g.iotHexPairs(16, " ", false)}, "0000fe95-0000-1000-8000-00805f9b34fb")

	g.iotAdd("iot/benign-lsusb-dmesg-coordinator", `
$ ls -l /dev/serial/by-id/
lrwxrwxrwx 1 root root 13 Feb 11 07:11 usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_«_s1»-if00-port0 -> ../../ttyUSB0
lrwxrwxrwx 1 root root 13 Feb 11 07:11 usb-Nabu_Casa_SkyConnect_v1.0_«_s2»-if00-port0 -> ../../ttyUSB1
$ dmesg | grep -i 'SerialNumber' | tail -2
[    3.118220] usb 1-1.3: SerialNumber: «_s1»
[    3.402118] usb 1-1.4: SerialNumber: «_s2»
`, V{"_s1": g.hex(32), "_s2": g.hex(32)}, "usb-Nabu_Casa_SkyConnect_v1.0_")

	cert := g.certPEM()
	g.iotAdd("iot/benign-aws-iot-cert-and-fingerprint", `
$ aws iot describe-certificate --certificate-id «_cid» --query 'certificateDescription.{status:status,pem:certificatePem}' --output text
ACTIVE	«_pem»
$ openssl x509 -in device.pem.crt -noout -fingerprint -sha256 -subject
sha256 Fingerprint=«_fp»
subject=CN = AWS IoT Certificate
`, V{"_cid": g.hex(64), "_pem": cert.block(), "_fp": g.iotHexPairs(32, ":", true)}, "subject=CN = AWS IoT Certificate")

	g.iotAdd("iot/benign-matter-server-nodes", `
$ curl -s http://localhost:5580/api/nodes | jq -c '.[] | {node_id, date_commissioned, is_bridge, vendor: .attributes["0/40/1"], product: .attributes["0/40/3"], serial: .attributes["0/40/15"], unique: .attributes["0/40/18"]}'
{"node_id":3,"date_commissioned":"2025-01-22T19:04:31","is_bridge":false,"vendor":"Eve Systems","product":"Eve Energy","serial":"«_sn»","unique":"«_u»"}
{"node_id":5,"date_commissioned":"2025-02-02T10:11:02","is_bridge":true,"vendor":"Aqara","product":"Aqara Hub M3","serial":"«_sn2»","unique":"«_u2»"}
`, V{"_sn": g.s(alUpNum, 12), "_u": g.s(alHexU, 16), "_sn2": g.s(alUpNum, 14), "_u2": g.s(alHexU, 32)}, "Aqara Hub M3", `"vendor":"Eve Systems"`)

	g.iotAdd("iot/benign-ttn-device-list", `
$ ttn-lw-cli end-devices list soil-app --dev-eui --join-eui --last-seen-at
[{
  "ids": {"device_id": "soil-node-01", "application_ids": {"application_id": "soil-app"}, "dev_eui": "«_d1»", "join_eui": "«_j»"},
  "last_seen_at": "2025-02-11T10:02:51.004Z"
}, {
  "ids": {"device_id": "soil-node-02", "application_ids": {"application_id": "soil-app"}, "dev_eui": "«_d2»", "join_eui": "«_j»"},
  "last_seen_at": "2025-02-11T09:58:12.761Z"
}]
`, V{"_d1": g.iotEUI(), "_j": g.iotEUI(), "_d2": g.iotEUI()}, "soil-node-02")
}
