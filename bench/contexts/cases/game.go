package cases

import (
	"fmt"
	"strings"
)

// gameCases adds credentials of game servers, modding, streaming and
// creator tools as a coding agent meets them. Sources: Minecraft
// (server.properties, mcrcon and rcon-cli, the itzg/minecraft-server
// image, Paper's paper-global.yml, Velocity's velocity.toml and
// forwarding.secret, BungeeCord, LuckPerms, DiscordSRV, CoreProtect,
// AuthMe, Plan, Dynmap, ServerTap, Geyser, latest.log, ops.json and
// usercache.json, Prism Launcher accounts.json); dedicated servers and
// their launch lines (Factorio server-settings.json and player-data.json,
// Valheim, ARK, Rust, CS2, TF2, Garry's Mod, Palworld, 7 Days to Die,
// Project Zomboid, Terraria, DayZ and BattlEye, Arma 3, Squad, V Rising,
// Enshrouded, Satisfactory, Space Engineers, Conan Exiles, Starbound,
// Unturned), LinuxGSM common.cfg and details output, rcon clients;
// Steam (Web API keys in code and URLs, SteamCMD and DepotDownloader
// logins, GSLT), Unity (.ulf license files, GameCI, Unity Services
// service accounts, ProjectSettings), Unreal (DefaultEngine.ini online
// subsystems, DefaultCrypto.ini pak keys), Epic Online Services, PlayFab,
// Photon, Nakama, Colyseus, Godot export credentials, Perforce tickets,
// Riot and Blizzard APIs; Discord bots (.env, discord.py, discord.js,
// JDA, config.json, webhooks, OAuth2 exchanges, Lavalink, Red); Twitch
// (tmi.js, TwitchIO, Twitch CLI, Helix, EventSub), OBS Studio (service.json,
// obs-websocket), RTMP and SRT stream keys for YouTube, Kick and Restream,
// ffmpeg and nginx-rtmp, MediaMTX, Owncast, Streamlabs and StreamElements
// tokens, Ko-fi, Patreon, Spotify now-playing widgets; TeamSpeak 3
// (first-start output, ServerQuery, privilege keys, API keys), Mumble,
// Pterodactyl panel and Wings, PufferPanel, AMP, Crafty; CurseForge,
// Modrinth, Thunderstore and itch.io butler; game backend REST logs,
// anti-cheat and matchmaking configs; chat about all of these. Benign
// look-alikes: SteamID64s, app and depot ids, manifest ids, workshop ids,
// world seeds, map hashes, player UUIDs, Discord snowflakes and
// interaction public keys, Twitch client and broadcaster ids, EOS product,
// sandbox and deployment ids, PlayFab title ids, Photon app ids, Unity
// project ids, build numbers, server UUIDs and public keys. The case names
// start with "game/".
func (g *G) gameCases() {
	g.gameMinecraft()
	g.gameDedicated()
	g.gameDedicated2()
	g.gameSteamEngines()
	g.gameBackends()
	g.gameDiscord()
	g.gameTwitch()
	g.gameStreaming()
	g.gameVoicePanels()
	g.gameMods()
	g.gameChat()
	g.gameBenign()
}

// ---- values used only here ----

// gameAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) gameAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// gmSID is a SteamID64 (public).
func (g *G) gmSID() string { return "7656119" + g.s(alDigit, 10) }

// gmSteamKey is a Steam Web API key or a game server login token.
func (g *G) gmSteamKey() string { return g.s(alHexU, 32) }

// gmSnow is a Discord snowflake (public id).
func (g *G) gmSnow() string { return g.digits(18 + g.r.IntN(2)) }

// gmHook is the token part of a Discord webhook URL.
func (g *G) gmHook() string { return g.b64u(68) }

// gmTw is a Twitch OAuth access token, client secret or client id.
func (g *G) gmTw() string { return g.s(alLowNum, 30) }

// gmTwKey is a Twitch stream key.
func (g *G) gmTwKey() string { return "live_" + g.digits(9) + "_" + g.an(30) }

// gmYTKey is a YouTube Live stream key.
func (g *G) gmYTKey() string {
	return g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4)
}

// gmRcon is an RCON or admin password as server owners pick them.
func (g *G) gmRcon() string {
	switch g.r.IntN(3) {
	case 0:
		return g.pw()
	case 1:
		return g.an(12 + g.r.IntN(8))
	}
	return g.pwStrong()
}

// gmCurse is a CurseForge Core API key (shaped like a bcrypt hash).
func (g *G) gmCurse() string { return "$2a$10$" + g.s(alAlnum+"./", 53) }

// gmPtero is a Pterodactyl client (ptlc_) or application (ptla_) API key.
func (g *G) gmPtero(kind string) string { return "ptl" + kind + "_" + g.an(43) }

// gmSeed is a Minecraft world seed (public).
func (g *G) gmSeed() string { return g.pick("-", "") + g.digits(17+g.r.IntN(2)) }

// gmTS3Priv is a TeamSpeak 3 privilege key.
func (g *G) gmTS3Priv() string { return g.s(alAlnum+"+", 40) }

// gmEOSClient is an EOS client id (shipped in game builds: public).
func (g *G) gmEOSClient() string { return "xyza7891" + g.an(24) }

// gmMSRefresh is a Microsoft account refresh token as launchers keep it.
func (g *G) gmMSRefresh() string {
	return "M.C5" + g.digits(2) + "_BAY.0.U.-" + g.b64u(30) + "!" + g.b64u(60) + "*" + g.b64u(120) + "$"
}

// gmPlayFabTicket is a PlayFab session ticket.
func (g *G) gmPlayFabTicket() string {
	return g.s(alHexU, 16) + "-" + g.s(alHexU, 16) + "-" + g.s(alHexU, 4) + "-" + g.s(alHexU, 15) + "-" + g.b64(33)
}

// ---- Minecraft ----

func (g *G) gameMinecraft() {
	g.add("game/mc-server-properties-full", `
$ cat /srv/minecraft/survival/server.properties
#Minecraft server properties
#Sat Mar 15 19:02:11 UTC 2025
accepts-transfers=false
allow-flight=false
allow-nether=true
broadcast-console-to-ops=true
broadcast-rcon-to-ops=true
difficulty=hard
enable-command-block=false
enable-jmx-monitoring=false
enable-query=true
enable-rcon=true
enable-status=true
enforce-secure-profile=true
enforce-whitelist=true
gamemode=survival
level-name=world
level-seed=«_seed»
max-players=24
motd=\u00A76Acme SMP \u00A77- season 4
network-compression-threshold=256
online-mode=true
query.port=25565
rate-limit=0
rcon.password=«a»
rcon.port=25575
resource-pack=https\://cdn.acme-smp.net/packs/s4-«_rp».zip
resource-pack-sha1=«_sha»
server-port=25565
simulation-distance=10
spawn-protection=0
view-distance=12
white-list=true
`, V{"_seed": g.gmSeed(), "a": g.gmRcon(), "_rp": g.hex(8), "_sha": g.hex(40)}, "rcon.port=25575", "level-name=world")

	g.add("game/mc-itzg-compose-rcon-cf-key", `
services:
  mc:
    image: itzg/minecraft-server:java21
    tty: true
    stdin_open: true
    ports:
      - "25565:25565"
    environment:
      EULA: "TRUE"
      TYPE: AUTO_CURSEFORGE
      CF_API_KEY: '«cf»'
      CF_SLUG: all-the-mods-9
      CF_FILE_ID: "«_fid»"
      MEMORY: 10G
      RCON_PASSWORD: «a»
      OPS: |
        Dana_K
        priyas
      SEED: "«_seed»"
    volumes:
      - ./data:/data
`, V{"cf": g.gmCurse(), "_fid": g.digits(7), "a": g.gmRcon(), "_seed": g.gmSeed()}, "itzg/minecraft-server:java21", "all-the-mods-9")

	g.add("game/mc-rcon-cli-docker-exec", `
$ docker exec -i mc rcon-cli --password «a» "list"
There are 3 of a max of 24 players online: Dana_K, priyas, Mossy_Otter
$ docker exec mc printenv RCON_PASSWORD
«a»
`, V{"a": g.an(20)}, "Mossy_Otter")

	g.add("game/mc-velocity-toml-and-forwarding-secret", `
$ head -30 velocity.toml
# Config version. Do not change this
config-version = "2.7"
bind = "0.0.0.0:25577"
motd = "<#09add3>Acme Network"
show-max-players = 500
online-mode = true
force-key-authentication = true
prevent-client-proxy-connections = false
player-info-forwarding-mode = "modern"
forwarding-secret-file = "forwarding.secret"
announce-forge = false

[servers]
lobby = "10.0.5.11:30066"
survival = "10.0.5.12:30067"
try = ["lobby"]
$ cat forwarding.secret
«a»
`, V{"a": g.an(12)}, `forwarding-secret-file = "forwarding.secret"`, `lobby = "10.0.5.11:30066"`)

	g.add("game/mc-paper-global-velocity-secret", `
# config/paper-global.yml
proxies:
  bungee-cord:
    online-mode: true
  proxy-protocol: false
  velocity:
    enabled: true
    online-mode: true
    secret: '«a»'
scoreboards:
  save-empty-scoreboard-teams: true
  track-plugin-scoreboards: false
`, V{"a": g.an(12)}, "track-plugin-scoreboards: false")

	g.add("game/mc-velocity-forwarding-env-override", `
$ java -Dvelocity.forwarding-secret=«a» -Xms512M -Xmx1G -XX:+UseG1GC -jar velocity-3.4.0-SNAPSHOT-«=b».jar
[19:04:12 INFO]: Booting up Velocity 3.4.0-SNAPSHOT (git-«_c»-b«=b»)...
[19:04:12 INFO]: Loading localizations...
[19:04:13 INFO]: Connections will use epoll channels, libdeflate (Linux x86_64) compression, libdeflate (Linux x86_64) ciphers
[19:04:13 INFO]: Listening on /[0:0:0:0:0:0:0:0%0]:25577
`, V{"a": g.an(12), "=b": fmt.Sprint(400 + g.r.IntN(100)), "_c": g.hex(8)}, "Booting up Velocity 3.4.0-SNAPSHOT")

	g.add("game/mc-bungeecord-config-benign-with-mysql-plugin", `
$ cat BungeeCord/config.yml | head -12
prevent_proxy_connections: false
listeners:
- query_port: 25577
  motd: '&1Acme Network'
  priorities:
  - lobby
  bind_local_address: true
  host: 0.0.0.0:25577
ip_forward: true
online_mode: true
$ cat BungeeCord/plugins/LiteBans/config.yml | grep -A7 '^sql:'
sql:
  driver: MySQL
  address: db.internal:3306
  database: litebans
  username: litebans
  password: '«a»'
  table_prefix: 'litebans_'
`, V{"a": g.gmRcon()}, "ip_forward: true", "address: db.internal:3306")

	g.add("game/mc-luckperms-storage-config", `
storage-method: MariaDB

data:
  address: 10.0.5.20:3306
  database: luckperms
  username: lp_network
  password: '«a»'

  pool-settings:
    maximum-pool-size: 10
    minimum-idle: 10
    maximum-lifetime: 1800000
  table-prefix: 'luckperms_'

messaging-service: redis
redis:
  enabled: true
  address: 10.0.5.21:6379
  username: ''
  password: '«b»'
`, V{"a": g.pwStrong(), "b": g.hex(32)}, "username: lp_network", "address: 10.0.5.21:6379")

	g.add("game/mc-discordsrv-config", `
# DiscordSRV config.yml (excerpt)
BotToken: "«a»"

Channels: {"global": "«_ch»", "staff": "«_ch2»"}
DiscordConsoleChannelId: "«_con»"
DiscordInviteLink: "discord.gg/acmesmp"
Experiment_WebhookChatMessageDelivery: true
Experiment_WebhookChatMessageUsernameFormat: "%displayname%"
`, V{"a": g.discordBot(), "_ch": g.gmSnow(), "_ch2": g.gmSnow(), "_con": g.gmSnow()}, "discord.gg/acmesmp")

	g.add("game/mc-coreprotect-mysql", `
$ grep -E '^(use-mysql|table-prefix|mysql-)' plugins/CoreProtect/config.yml
use-mysql: true
table-prefix: co_
mysql-host: 127.0.0.1
mysql-port: 3306
mysql-database: coreprotect
mysql-username: coreprotect
mysql-password: «a»
`, V{"a": g.pw()}, "mysql-database: coreprotect")

	g.add("game/mc-authme-config-and-hash", `
DataSource:
    backend: MYSQL
    caching: true
    mySQLHost: 127.0.0.1
    mySQLPort: '3306'
    mySQLUseSSL: true
    mySQLUsername: authme
    mySQLPassword: '«a»'
    mySQLDatabase: authme
    mySQLTablename: authme
settings:
    security:
        passwordHash: SHA256
# sample row from the authme table
| id | username   | password                                                                       |
| 17 | mossy_otter | $SHA$«_salt»$«_h» |
`, V{"a": g.pw(), "_salt": g.hex(16), "_h": g.hex(64)}, "mySQLUsername: authme", "passwordHash: SHA256")

	g.add("game/mc-plan-webserver-and-db", `
Webserver:
    Port: 8804
    Alternative_IP:
        Enabled: true
        Address: https://plan.acme-smp.net
    Security:
        SSL_certificate:
            KeyStore_path: Cert.jks
            Key_pass: «a»
            Store_pass: «a»
            Alias: plan
Database:
    Type: MySQL
    MySQL:
        Host: localhost
        Port: '3306'
        User: plan
        Password: «b»
        Database: plan
`, V{"a": g.an(16), "b": g.pw()}, "https://plan.acme-smp.net", "Alias: plan")

	g.add("game/mc-dynmap-sqlite-to-mysql-and-web-login", `
storage:
  type: mysql
  hostname: db.internal
  port: 3306
  database: dynmap
  userid: dynmap
  password: «a»
  prefix: ""
  flags: "?allowReconnect=true&autoReConnect=true"
login-enabled: true
login-required: false
webserver-bindaddress: 0.0.0.0
webserver-port: 8123
`, V{"a": g.pwURL()}, "webserver-port: 8123")

	g.add("game/mc-servertap-key-and-curl", `
$ grep -E 'key|port|useKeyAuth' plugins/ServerTap/config.yml
port: 4567
useKeyAuth: true
key: «a»
$ curl -s -H "key: «a»" http://localhost:4567/v1/players | jq '.[].displayName'
"Dana_K"
"priyas"
`, V{"a": g.an(32)}, "useKeyAuth: true", "http://localhost:4567/v1/players")

	g.add("game/mc-geyser-floodgate-key-listing", `
$ ls -la plugins/floodgate/
-rw-r--r-- 1 mc mc  1288 Mar 15 19:02 config.yml
-rw------- 1 mc mc    16 Mar  2 11:40 key.pem
$ base64 plugins/floodgate/key.pem
«a»
$ grep -n 'auth-type\|remote:' -A2 plugins/Geyser-Spigot/config.yml
12:remote:
13-  address: auto
14-  port: 25565
15:  auth-type: floodgate
`, V{"a": g.b64(16)}, "auth-type: floodgate")

	g.add("game/mc-mcrcon-python-script", `
# tools/restart_warning.py
import time
from mcrcon import MCRcon

HOST = "play.acme-smp.net"
RCON_PORT = 25575
RCON_PASSWORD = "«a»"

with MCRcon(HOST, RCON_PASSWORD, port=RCON_PORT) as mcr:
    for left in (300, 60, 10):
        mcr.command(f"say Server restarting in {left}s")
        time.sleep(left if left < 60 else left - 60)
    mcr.command("save-all flush")
`, V{"a": g.gmRcon()}, `HOST = "play.acme-smp.net"`)

	g.add("game/mc-latest-log-rcon-start-benign", `
[19:02:14] [Server thread/INFO]: Starting minecraft server version 1.21.4
[19:02:14] [Server thread/INFO]: Loading properties
[19:02:14] [Server thread/INFO]: Default game type: SURVIVAL
[19:02:14] [Server thread/INFO]: Generating keypair
[19:02:15] [Server thread/INFO]: Starting Minecraft server on *:25565
[19:02:21] [Server thread/INFO]: Preparing level "world"
[19:02:29] [Server thread/INFO]: Done (8.412s)! For help, type "help"
[19:02:29] [Server thread/INFO]: Starting remote control listener
[19:02:29] [Server thread/INFO]: Thread RCON Listener started
[19:02:29] [RCON Listener #1/INFO]: RCON running on 0.0.0.0:25575
[19:03:02] [User Authenticator #1/INFO]: UUID of player Dana_K is «_u1»
[19:03:02] [Server thread/INFO]: Dana_K[/203.0.113.44:51922] logged in with entity id 211 at (-184.5, 71.0, 402.3)
`, V{"_u1": g.uuid()}, "RCON running on 0.0.0.0:25575")

	g.add("game/mc-ops-usercache-benign", `
$ cat ops.json
[
  {
    "uuid": "«_u1»",
    "name": "Dana_K",
    "level": 4,
    "bypassesPlayerLimit": false
  }
]
$ jq -c '.[0:2][]' usercache.json
{"name":"Dana_K","uuid":"«_u1»","expiresOn":"2025-04-15 19:03:02 +0000"}
{"name":"priyas","uuid":"«_u2»","expiresOn":"2025-04-14 21:40:55 +0000"}
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, `"bypassesPlayerLimit": false`)

	g.add("game/mc-prism-accounts-json", `
$ jq '.accounts[0]' ~/.local/share/PrismLauncher/accounts.json
{
  "active": true,
  "entitlement": {"canPlayMinecraft": true, "ownsMinecraft": true},
  "msa": {
    "exp": 1742150400,
    "extra": {"clientID": "«_cid»"},
    "iat": 1742064000,
    "refresh_token": "«a»",
    "token": "«b»"
  },
  "profile": {"id": "«_pid»", "name": "Dana_K", "skin": {"id": "«_skin»", "variant": "CLASSIC"}},
  "type": "MSA",
  "ygg": {"extra": {"clientToken": "«_ct»", "userName": "dana@example.com"}, "iat": 1742064003, "token": "«c»"}
}
`, V{"_cid": g.uuid(), "a": g.gmMSRefresh(), "b": "EwA" + g.b64(900), "_pid": g.hex(32), "_skin": g.uuid(), "_ct": g.hex(32), "c": g.jwt("HS256", fmt.Sprintf(`{"xuid":"%s","agg":"Adult","sub":"%s","auth":"XBOX","ns":"default","roles":[],"iss":"authentication","flags":["twofactorauth","msamigration","orders_2022"],"profiles":{"mc":"%s"},"platform":"PC_LAUNCHER","yuid":"%s","nbf":1742064003,"exp":1742150403,"iat":1742064003}`, g.digits(16), g.uuid(), g.uuid(), g.hex(32)))}, `"name": "Dana_K"`)

	g.add("game/mc-systemd-unit-rcon-stop", `
# /etc/systemd/system/minecraft@.service
[Unit]
Description=Minecraft server %i
After=network-online.target

[Service]
User=minecraft
WorkingDirectory=/srv/minecraft/%i
ExecStart=/usr/bin/java -Xms4G -Xmx8G -XX:+UseG1GC -jar paper-1.21.4-«_b».jar --nogui
ExecStop=/usr/local/bin/mcrcon -H 127.0.0.1 -P 25575 -p «a» -w 5 "say Server stopping" save-all stop
Restart=on-failure

[Install]
WantedBy=multi-user.target
`, V{"_b": fmt.Sprint(180 + g.r.IntN(60)), "a": g.pwURL()}, "WorkingDirectory=/srv/minecraft/%i")

	g.add("game/mc-bluemap-sql-storage", `
# plugins/BlueMap/storages/sql.conf
storage-type: sql
connection-url: "jdbc:mysql://db.internal:3306/bluemap?permitMysqlScheme"
connection-properties: {
    user: "bluemap",
    password: "«a»"
}
max-connections: -1
compression: gzip
`, V{"a": g.pwStrong()}, `user: "bluemap"`)

	g.add("game/mc-ptero-startup-vars-json", `
$ curl -s -H "Authorization: Bearer «k»" -H "Accept: Application/vnd.pterodactyl.v1+json" \
    https://panel.acme-smp.net/api/client/servers/«_sid»/startup | jq '.data[].attributes | {env_variable, server_value}'
{"env_variable": "SERVER_JARFILE", "server_value": "server.jar"}
{"env_variable": "MINECRAFT_VERSION", "server_value": "1.21.4"}
{"env_variable": "BUILD_NUMBER", "server_value": "«=bn»"}
{"env_variable": "RCON_PASS", "server_value": "«a»"}
`, V{"k": g.gmPtero("c"), "_sid": g.hex(8), "=bn": fmt.Sprint(180 + g.r.IntN(60)), "a": g.an(16)}, "https://panel.acme-smp.net/api/client/servers/")

	g.add("game/mc-fabric-server-launcher-benign", `
$ java -Xmx6G -jar fabric-server-mc.1.21.4-loader.0.16.10-launcher.1.0.1.jar nogui
Loading Minecraft 1.21.4 with Fabric Loader 0.16.10
[main/INFO]: Loading 41 mods:
	- fabric-api 0.118.0+1.21.4
	- lithium 0.14.7+mc1.21.4
[Server thread/INFO]: Preparing level "world"
[Server thread/INFO]: Using world seed «_seed»
[Server thread/INFO]: Spawn chunk hash «_h»
`, V{"_seed": g.gmSeed(), "_h": g.hex(16)}, "fabric-api 0.118.0+1.21.4")

	g.add("game/mc-essentials-discord-bot-token", `
# plugins/EssentialsDiscord/config.yml
# The token for your bot from the Discord Developers site.
token: "«a»"

# The ID of your server.
guild: «_g»

channels:
  primary: «_c1»
  staff: «_c2»
message-types:
  chat: primary
  join: primary
`, V{"a": g.discordBot(), "_g": g.gmSnow(), "_c1": g.gmSnow(), "_c2": g.gmSnow()}, "message-types:")

	g.add("game/mc-votifier-token-and-public-key", `
$ cat plugins/Votifier/config.yml
host: 0.0.0.0
port: 8192
disable-v1-protocol: false
tokens:
  default: «a»
forwarding:
  method: none
$ cat plugins/Votifier/rsa/public.key
«_pub»
`, V{"a": g.s(alLowNum, 26), "_pub": g.b64(294)}, "disable-v1-protocol: false")

	g.add("game/mc-votifier-private-key-cat", `
$ cat plugins/Votifier/rsa/private.key
«a»
`, V{"a": g.b64(1218)})

	g.add("game/mc-crafty-controller-default-creds", `
$ docker logs crafty_container 2>&1 | grep -i -A3 'default'
[+] Crafty: 03/15/25 19:11:08 - INFO:	Initializing all servers defined
|------------------------------------------------------------------------------|
| Crafty Controller default login: admin / see default-creds.txt               |
|------------------------------------------------------------------------------|
$ docker exec crafty_container cat app/config/default-creds.txt
{
    "username": "admin",
    "password": "«a»",
    "info": "This is NOT where you change your password. This file is only a means to give you a default password."
}
`, V{"a": g.an(64)}, "default-creds.txt")
}

// ---- dedicated servers ----

func (g *G) gameDedicated() {
	g.add("game/factorio-server-settings-json", `
{
  "name": "Acme Megabase",
  "description": "Vanilla+ weekend megabase. Ask in #factorio for the password.",
  "tags": ["game", "tags"],
  "max_players": 12,

  "visibility":
  {
    "public": true,
    "lan": true
  },

  "_comment_credentials": "Your factorio.com login credentials. Required for games with visibility public",
  "username": "dana_k",
  "password": "",

  "_comment_token": "Authentication token. May be used instead of 'password' above.",
  "token": "«a»",

  "game_password": "«b»",

  "require_user_verification": true,
  "max_upload_in_kilobytes_per_second": 0,
  "autosave_interval": 10,
  "autosave_slots": 5,
  "afk_autokick_interval": 0,
  "auto_pause": true
}
`, V{"a": g.hex(30), "b": g.pw()}, `"username": "dana_k"`, `"autosave_slots": 5`)

	g.add("game/factorio-player-data-service-token", `
$ jq '{"service-username", "service-token", "last-played-version"}' ~/.factorio/player-data.json
{
  "service-username": "dana_k",
  "service-token": "«a»",
  "last-played-version": {
    "game_version": "2.0.39",
    "build_version": «_b»,
    "build_mode": "steam",
    "platform": "linux64"
  }
}
`, V{"a": g.hex(30), "_b": fmt.Sprint(80000 + g.r.IntN(9000))}, `"game_version": "2.0.39"`)

	g.add("game/factorio-rcon-launch-and-benign-map-seed", `
$ ./bin/x64/factorio --start-server saves/megabase.zip \
    --server-settings data/server-settings.json \
    --rcon-port 27015 --rcon-password '«a»' \
    --server-adminlist data/server-adminlist.json
   0.000 2025-03-15 19:21:44; Factorio 2.0.39 (build «_b», linux64, headless)
   0.213 Loading mod base 2.0.39 (data.lua)
   2.911 Info ServerMultiplayerManager.cpp:800: Map seed: «_seed», map exchange string hash «_h»
   3.004 Info RemoteCommandProcessor.cpp:133: Starting RCON interface at IP ADDR:({0.0.0.0:27015})
`, V{"a": g.gmRcon(), "_b": fmt.Sprint(80000 + g.r.IntN(9000)), "_seed": g.digits(10), "_h": g.hex(8)}, "--rcon-port 27015")

	g.add("game/valheim-start-server-sh", `
$ cat ~/valheim/start_server.sh
#!/bin/bash
export templdpath=$LD_LIBRARY_PATH
export LD_LIBRARY_PATH=./linux64:$LD_LIBRARY_PATH
export SteamAppId=892970

echo "Starting server PRESS CTRL-C to exit"

# Tip: Make a local copy of this script to avoid it being overwritten by steam.
# NOTE: Minimum password length is 5 characters & Password cant be in the server name.
./valheim_server.x86_64 -name "Acme Vikings" -port 2456 -world "Yggdrasil" -password "«a»" -crossplay -public 0 -savedir /srv/valheim/saves

export LD_LIBRARY_PATH=$templdpath
`, V{"a": g.pw()}, "-world \"Yggdrasil\"", "export SteamAppId=892970")

	g.add("game/valheim-lloesche-compose-env", `
services:
  valheim:
    image: ghcr.io/lloesche/valheim-server
    cap_add: [sys_nice]
    environment:
      SERVER_NAME: "Acme Vikings"
      WORLD_NAME: Yggdrasil
      SERVER_PASS: "«a»"
      SERVER_PUBLIC: "false"
      BACKUPS_MAX_AGE: 3
      SUPERVISOR_HTTP: "true"
      SUPERVISOR_HTTP_USER: admin
      SUPERVISOR_HTTP_PASS: "«b»"
      DISCORD_WEBHOOK: "https://discord.com/api/webhooks/«_id»/«c»"
      POST_SERVER_LISTENING_HOOK: 'curl -sfSL -X POST -H "Content-Type: application/json" -d "{\"username\":\"Valheim\",\"content\":\"Server up\"}" "$DISCORD_WEBHOOK"'
`, V{"a": g.pw(), "b": g.pwStrong(), "_id": g.gmSnow(), "c": g.gmHook()}, "ghcr.io/lloesche/valheim-server", "SUPERVISOR_HTTP_USER: admin")

	g.add("game/ark-gameusersettings-ini", `
$ cat ShooterGame/Saved/Config/LinuxServer/GameUserSettings.ini
[ServerSettings]
ServerPassword=«a»
ServerAdminPassword=«b»
SpectatorPassword=
RCONEnabled=True
RCONPort=27020
DifficultyOffset=1.000000
OverrideOfficialDifficulty=5.000000
AllowThirdPersonPlayer=True
ActiveMods=«_m1»,«_m2»

[SessionSettings]
SessionName=Acme ARK - The Island x3
Port=7777
QueryPort=27015

[/Script/Engine.GameSession]
MaxPlayers=40
`, V{"a": g.pw(), "b": g.gmRcon(), "_m1": g.digits(9), "_m2": g.digits(10)}, "RCONPort=27020", "SessionName=Acme ARK - The Island x3")

	g.add("game/ark-launch-url-query-args", `
$ ps -o args= -C ShooterGameServer
/home/steam/ark/ShooterGame/Binaries/Linux/ShooterGameServer TheIsland?listen?SessionName=AcmeARK?ServerPassword=«a»?ServerAdminPassword=«b»?Port=7777?QueryPort=27015?RCONEnabled=True?RCONPort=27020?MaxPlayers=40 -server -log -crossplay -NoBattlEye
`, V{"a": g.an(10), "b": g.an(16)}, "SessionName=AcmeARK", "RCONPort=27020")

	g.add("game/ark-asa-windows-bat", `
@echo off
REM start_asa.bat
start ArkAscendedServer.exe TheIsland_WP?listen?SessionName="Acme Ascended"?Port=7777?RCONPort=27020?ServerAdminPassword=«a» -mods=«_m1»,«_m2» -WinLiveMaxPlayers=30 -clusterid=acmecluster -ClusterDirOverride="D:\ARK\cluster"
`, V{"a": g.gmRcon(), "_m1": g.digits(6), "_m2": g.digits(6)}, "-clusterid=acmecluster")

	g.add("game/rust-server-launch-line", `
#!/bin/sh
# /home/rustserver/start.sh
./RustDedicated -batchmode -nographics \
  +server.ip 0.0.0.0 \
  +server.port 28015 \
  +server.queryport 28017 \
  +rcon.ip 0.0.0.0 \
  +rcon.port 28016 \
  +rcon.password "«a»" \
  +rcon.web 1 \
  +server.maxplayers 150 \
  +server.hostname "Acme Rust | Monthly | 2x" \
  +server.identity "acme_monthly" \
  +server.seed «_seed» \
  +server.worldsize 4000 \
  +server.saveinterval 300 \
  +app.port 28082 \
  -logfile 2>&1
`, V{"a": g.gmRcon(), "_seed": g.digits(9)}, `+server.identity "acme_monthly"`, "+app.port 28082")

	g.add("game/rust-server-cfg-and-users-cfg", `
$ cat server/acme_monthly/cfg/server.cfg
server.description "Monthly wipe, 2x gather, max group 4"
server.url "https://acme-rust.gg"
server.headerimage "https://acme-rust.gg/banner.png"
server.tags "monthly,vanilla,NA"
rcon.password "«a»"
$ cat server/acme_monthly/cfg/users.cfg
ownerid «_s1» "Dana" "no reason"
moderatorid «_s2» "priya" "no reason"
`, V{"a": g.gmRcon(), "_s1": g.gmSID(), "_s2": g.gmSID()}, "https://acme-rust.gg")

	g.add("game/rust-webrcon-websocat", `
$ websocat "ws://203.0.113.40:28016/«a»"
{"Identifier":1,"Message":"status","Name":"WebRcon"}
{
  "Message": "hostname: Acme Rust | Monthly | 2x\nversion : 2585 secure (secure mode enabled, connected to Steam3)\nmap     : Procedural Map\nplayers : 87 (150 max) (0 queued) (3 joining)\n",
  "Identifier": 1,
  "Type": "Generic",
  "Stacktrace": ""
}
`, V{"a": g.pwURL()}, "ws://203.0.113.40:28016/")

	g.add("game/rust-carbon-oxide-plugin-config", `
// oxide/config/DiscordCore.json
{
  "Discord Bot Token": "«a»",
  "Discord Server ID (Optional if bot only in 1 guild)": "«_g»",
  "Enable Discord Link": true,
  "Welcome Message Settings": {
    "Enable Discord Server Welcome DM Message": true
  },
  "Link Settings": {
    "Link Code Generator Characters": "123456789",
    "Link Code Length (Default 6)": 6
  }
}
`, V{"a": g.discordBot(), "_g": g.gmSnow()}, `"Link Code Length (Default 6)": 6`)

	g.add("game/cs2-launch-gslt-and-rcon", `
$ ./game/bin/linuxsteamrt64/cs2 -dedicated -console -usercon -port 27015 +map de_ancient +game_type 0 +game_mode 1 +sv_setsteamaccount «a» +rcon_password «b» +sv_password «c» -maxplayers 12
#Using breakpad minidump system 730/14063.5.0.0
Network: IP 0.0.0.0 mode MP, dedicated Yes, ports 27015 SV / 27005 CL
Connection to Steam servers successful.
   VAC secure mode is activated.
GC Connection established for server version 14063, instance idx 1
`, V{"a": g.gmSteamKey(), "b": g.gmRcon(), "c": g.an(10)}, "+map de_ancient", "730/14063.5.0.0")

	g.add("game/cs2-docker-joedwards-env", `
$ cat cs2.env
CS2_SERVERNAME="Acme 5v5 Pugs"
CS2_PORT=27015
CS2_RCON_PORT=
SRCDS_TOKEN=«a»
CS2_PW=«b»
CS2_RCONPW=«c»
CS2_MAXPLAYERS=12
CS2_GAMEALIAS=competitive
CS2_STARTMAP=de_inferno
CS2_MAPGROUP=mg_active
TV_ENABLE=1
TV_PW=«d»
`, V{"a": g.gmSteamKey(), "b": g.an(10), "c": g.gmRcon(), "d": g.an(12)}, "CS2_STARTMAP=de_inferno")

	g.add("game/tf2-server-cfg-and-motd", `
// tf/cfg/server.cfg
hostname "Acme TF2 | 2Fort 24/7"
sv_contact "admins@acme-gaming.example"
rcon_password "«a»"
sv_password ""
sv_region 0
sv_pure 1
mp_timelimit 30
tv_enable 1
tv_name "Acme SourceTV"
tv_password "«b»"
tv_relaypassword "«c»"
sv_downloadurl "https://fastdl.acme-gaming.example/tf/"
`, V{"a": g.gmRcon(), "b": g.an(10), "c": g.an(10)}, "https://fastdl.acme-gaming.example/tf/", `sv_password ""`)

	g.add("game/gmod-srcds-launch-workshop-gslt", `
$ ./srcds_run -game garrysmod -console -port 27015 +maxplayers 32 +gamemode terrortown +map ttt_minecraft_b5 +host_workshop_collection «_col» +sv_setsteamaccount «a» -authkey «b» -tickrate 66
`, V{"_col": g.digits(10), "a": g.gmSteamKey(), "b": g.gmSteamKey()}, "+gamemode terrortown")

	g.add("game/palworld-settings-ini", `
$ sed -n '1,3p' Pal/Saved/Config/LinuxServer/PalWorldSettings.ini | fold -w 160
[/Script/Pal.PalGameWorldSettings]
OptionSettings=(Difficulty=None,DayTimeSpeedRate=1.000000,NightTimeSpeedRate=1.000000,ExpRate=2.000000,PalCaptureRate=1.500000,DeathPenalty=Item,bEnableInvaderEnemy=True,
ServerPlayerMaxNum=32,ServerName="Acme Palworld",ServerDescription="",AdminPassword="«a»",ServerPassword="«b»",PublicPort=8211,PublicIP="",RCONEnabled=True,RCONPort
=25575,Region="",bUseAuth=True,BanListURL="https://api.palworldgame.com/api/banlist.txt",RESTAPIEnabled=True,RESTAPIPort=8212)
`, V{"a": g.gmRcon(), "b": g.an(10)}, `ServerName="Acme Palworld"`, "https://api.palworldgame.com/api/banlist.txt")

	g.add("game/palworld-rest-api-basic-auth", `
$ curl -s -u admin:«a» http://127.0.0.1:8212/v1/api/info
{"version":"v0.5.1.«_b»","servername":"Acme Palworld","description":"","worldguid":"«_w»"}
$ curl -s -H "Authorization: Basic «c»" http://127.0.0.1:8212/v1/api/players | jq '.players | length'
14
`, V{"a": g.an(14), "_b": fmt.Sprint(60000 + g.r.IntN(9000)), "_w": g.s(alHexU, 32), "c": b64s("admin:" + g.an(14))}, "http://127.0.0.1:8212/v1/api/info")

	g.add("game/7dtd-serverconfig-xml", `
<?xml version="1.0"?>
<ServerSettings>
	<!-- GENERAL SERVER SETTINGS -->
	<property name="ServerName"				value="Acme 7 Days - Navezgane"/>
	<property name="ServerPassword"			value="«a»"/>
	<property name="ServerVisibility"		value="2"/>
	<property name="ServerPort"				value="26900"/>
	<!-- ADMIN INTERFACES -->
	<property name="WebDashboardEnabled"	value="true"/>
	<property name="WebDashboardPort"		value="8080"/>
	<property name="TelnetEnabled"			value="true"/>
	<property name="TelnetPort"				value="8081"/>
	<property name="TelnetPassword"			value="«b»"/>
	<property name="TelnetFailedLoginLimit"	value="10"/>
	<!-- WORLD -->
	<property name="GameWorld"				value="RWG"/>
	<property name="WorldGenSeed"			value="«_seed»"/>
	<property name="WorldGenSize"			value="8192"/>
</ServerSettings>
`, V{"a": g.pw(), "b": g.gmRcon(), "_seed": g.an(12)}, `value="Acme 7 Days - Navezgane"`)

	g.add("game/7dtd-webapi-tokens-xml", `
$ cat ~/.local/share/7DaysToDie/Saves/serveradmin.xml
<?xml version="1.0" encoding="UTF-8"?>
<adminTools>
  <users>
    <user platform="Steam" userid="«_s1»" name="Dana" permission_level="0" />
  </users>
  <apitokens>
    <token name="discordbot" secret="«a»" permission_level="0" />
  </apitokens>
</adminTools>
`, V{"_s1": g.gmSID(), "a": g.an(32)}, `name="discordbot"`)

	g.add("game/zomboid-servertest-ini", `
$ grep -nE '^(Password|RCON|PublicName|Mods|WorkshopItems|Public|DiscordToken|DiscordChannel)' Zomboid/Server/servertest.ini
12:Public=true
13:PublicName=Acme Knox Country
19:Password=«a»
47:RCONPort=27015
48:RCONPassword=«b»
52:DiscordChannel=zomboid-chat
53:DiscordChannelID=«_ch»
54:DiscordToken=«c»
61:Mods=tsarslib;AuthenticZLite;BetterSortCC
62:WorkshopItems=«_w1»;«_w2»;«_w3»
`, V{"a": g.pw(), "b": g.gmRcon(), "_ch": g.gmSnow(), "c": g.discordBot(), "_w1": g.digits(10), "_w2": g.digits(10), "_w3": g.digits(10)}, "PublicName=Acme Knox Country")

	g.add("game/zomboid-first-start-admin-password", `
$ ./start-server.sh -servername acmeknox -adminpassword '«a»'
2025-03-15 19:40:01.122 LOG  : General     , 1742067601122> versionNumber=41.78.16 demo=false
2025-03-15 19:40:01.140 LOG  : General     , 1742067601140> 1742067601140 server password set to ***
2025-03-15 19:40:05.991 LOG  : Network     , 1742067605991> *** SERVER STARTED ****
`, V{"a": g.pw()}, "-servername acmeknox", "versionNumber=41.78.16")

	g.add("game/terraria-serverconfig-and-tshock", `
$ cat serverconfig.txt
world=/home/terraria/.local/share/Terraria/Worlds/AcmeWorld.wld
autocreate=3
seed=«_seed»
worldname=AcmeWorld
difficulty=1
maxplayers=16
port=7777
password=«a»
motd=Welcome to Acme Terraria!
$ jq '.Settings | {ApplicationRestTokens, RestApiEnabled, RestApiPort}' tshock/config.json
{
  "ApplicationRestTokens": {
    "«b»": {"Username": "discord-relay", "UserGroupName": "superadmin"}
  },
  "RestApiEnabled": true,
  "RestApiPort": 7878
}
`, V{"_seed": g.digits(9), "a": g.pw(), "b": g.s(alHexU, 32)}, "worldname=AcmeWorld", `"Username": "discord-relay"`)
}

func (g *G) gameDedicated2() {
	g.add("game/dayz-serverdz-cfg", `
hostname = "Acme DayZ | Chernarus | 1PP";
password = "«a»";
passwordAdmin = "«b»";
enableWhitelist = 0;
maxPlayers = 60;
verifySignatures = 2;
forceSameBuild = 1;
disable3rdPerson = 1;
serverTime = "SystemTime";
steamQueryPort = 2305;
class Missions
{
    class DayZ
    {
        template = "dayzOffline.chernarusplus";
    };
};
`, V{"a": g.an(10), "b": g.gmRcon()}, `template = "dayzOffline.chernarusplus";`)

	g.add("game/battleye-beserver-cfg", `
$ cat profiles/BattlEye/BEServer_x64.cfg
RConPassword «a»
RConPort 2306
RestrictRCon 0
$ bercon-cli -i 127.0.0.1 -p 2306 -P «a» players
Players on server:
[#] [IP Address]:[Port] [Ping] [GUID] [Name]
--------------------------------------------------
0   198.51.100.17:2304  31   «_guid»(OK) Survivor_Mossy
`, V{"a": g.an(16), "_guid": g.hex(32)}, "RConPort 2306", "Survivor_Mossy")

	g.add("game/arma3-server-cfg", `
// server.cfg
hostname       = "Acme Milsim | Antistasi | TFAR";
password       = "«a»";
passwordAdmin  = "«b»";
serverCommandPassword = "«c»";
admins[]       = { "«_s1»", "«_s2»" };
maxPlayers     = 48;
persistent     = 1;
verifySignatures = 2;
BattlEye       = 1;
headlessClients[] = { "127.0.0.1" };
`, V{"a": g.an(8), "b": g.gmRcon(), "c": g.pwStrong(), "_s1": g.gmSID(), "_s2": g.gmSID()}, `headlessClients[] = { "127.0.0.1" };`)

	g.add("game/squad-rcon-cfg", `
$ cat SquadGame/ServerConfig/Rcon.cfg
// Rcon port
Port=21114
// Rcon password, if empty, Rcon is disabled
Password=«a»
$ cat SquadGame/ServerConfig/Admins.cfg
Group=Admin:changemap,pause,cheat,private,balance,chat,kick,ban,config,cameraman,immune,manageserver,featuretest,reserve,demos,clientdemos,debug,teamchange,forceteamchange,canseeadminchat
Admin=«_s1»:Admin // Dana
`, V{"a": g.pwStrong(), "_s1": g.gmSID()}, "Port=21114")

	g.add("game/vrising-host-settings-json", `
{
  "Name": "Acme V Rising",
  "Description": "PvE, 2x loot",
  "Port": 9876,
  "QueryPort": 9877,
  "MaxConnectedUsers": 40,
  "MaxConnectedAdmins": 4,
  "SaveName": "acme_world1",
  "Password": "«a»",
  "Secure": true,
  "ListOnSteam": true,
  "ListOnEOS": true,
  "AutoSaveCount": 20,
  "AutoSaveInterval": 120,
  "GameSettingsPreset": "StandardPvE",
  "Rcon": {
    "Enabled": true,
    "Port": 25575,
    "Password": "«b»"
  }
}
`, V{"a": g.pw(), "b": g.gmRcon()}, `"SaveName": "acme_world1"`)

	g.add("game/enshrouded-server-json", `
{
	"name": "Acme Embervale",
	"saveDirectory": "./savegame",
	"logDirectory": "./logs",
	"ip": "0.0.0.0",
	"queryPort": 15637,
	"slotCount": 16,
	"userGroups": [
		{
			"name": "Admin",
			"password": "«a»",
			"canKickBan": true,
			"canAccessInventories": true,
			"canEditBase": true,
			"canExtendBase": true,
			"reservedSlots": 0
		},
		{
			"name": "Friend",
			"password": "«b»",
			"canKickBan": false,
			"canAccessInventories": true,
			"canEditBase": true,
			"canExtendBase": false,
			"reservedSlots": 0
		}
	]
}
`, V{"a": g.pwStrong(), "b": g.pw()}, `"name": "Acme Embervale"`)

	g.add("game/satisfactory-api-bearer-curl", `
$ curl -sk https://10.0.5.30:7777/api/v1 -H 'Content-Type: application/json' \
    -d '{"function":"PasswordLogin","data":{"MinimumPrivilegeLevel":"Administrator","Password":"«a»"}}'
{"data":{"authenticationToken":"«b»"}}
$ curl -sk https://10.0.5.30:7777/api/v1 -H "Authorization: Bearer «b»" -d '{"function":"QueryServerState"}' | jq .data.serverGameState.activeSessionName
"Acme Factory"
`, V{"a": g.pw(), "b": b64s(fmt.Sprintf(`{"pl":"APIToken","exp":%d}`, 1742000000+g.r.IntN(9999999))) + "." + g.s(alHexU, 64)}, "https://10.0.5.30:7777/api/v1")

	g.add("game/space-engineers-dedicated-cfg", `
<MyConfigDedicated xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <ServerName>Acme Engineers</ServerName>
  <WorldName>Star System</WorldName>
  <ServerPort>27016</ServerPort>
  <SteamPort>8766</SteamPort>
  <RemoteApiEnabled>true</RemoteApiEnabled>
  <RemoteSecurityKey>«a»</RemoteSecurityKey>
  <RemoteApiPort>8080</RemoteApiPort>
  <Administrators>
    <unsignedLong>«_s1»</unsignedLong>
  </Administrators>
  <GroupID>«_grp»</GroupID>
  <ServerPasswordHash>«_h»</ServerPasswordHash>
  <ServerPasswordSalt>«_salt»</ServerPasswordSalt>
</MyConfigDedicated>
`, V{"a": g.b64(16), "_s1": g.gmSID(), "_grp": g.digits(18), "_h": g.b64(20), "_salt": g.b64(16)}, "<WorldName>Star System</WorldName>")

	g.add("game/conan-exiles-serversettings-ini", `
$ cat ConanSandbox/Saved/Config/WindowsServer/ServerSettings.ini
[ServerSettings]
AdminPassword=«a»
MaxNudity=2
PVPEnabled=True
ServerRegion=1
ServerPassword=«b»
IsBattlEyeEnabled=True
$ cat ConanSandbox/Saved/Config/WindowsServer/Game.ini
[RconPlugin]
RconEnabled=1
RconPassword=«c»
RconPort=25575
RconMaxKarma=60
`, V{"a": g.gmRcon(), "b": g.an(10), "c": g.gmRcon()}, "RconMaxKarma=60")

	g.add("game/starbound-server-config", `
$ jq '{serverName, serverUsers, rconServerPassword, runRconServer, allowAnonymousConnections}' storage/starbound_server.config
{
  "serverName": "Acme Starbound",
  "serverUsers": {
    "dana": {"admin": true, "password": "«a»"},
    "priya": {"admin": false, "password": "«b»"}
  },
  "rconServerPassword": "«c»",
  "runRconServer": true,
  "allowAnonymousConnections": false
}
`, V{"a": g.pw(), "b": g.pw(), "c": g.an(16)}, `"serverName": "Acme Starbound"`)

	g.add("game/unturned-commands-dat-gslt", `
$ cat Servers/AcmeRP/Server/Commands.dat
Name Acme Unturned RP
Map PEI
Port 27015
Password «a»
MaxPlayers 24
Owner «_s1»
Perspective Both
Cycle 3600
GSLT «b»
`, V{"a": g.an(10), "_s1": g.gmSID(), "b": g.gmSteamKey()}, "Name Acme Unturned RP")

	g.add("game/lgsm-common-cfg", `
$ cat lgsm/config-lgsm/rustserver/common.cfg
## Predefined Parameters | https://docs.linuxgsm.com/configuration/start-parameters
ip="0.0.0.0"
port="28015"
rconport="28016"
appport=28082
rconpassword="«a»"
rconweb="1"
servername="Acme Rust | Biweekly"
maxplayers="100"
seed="«_seed»"

## Notification Alerts
discordalert="on"
discordwebhook="https://discord.com/api/webhooks/«_id»/«b»"

## SteamCMD Login | https://docs.linuxgsm.com/steamcmd#steamcmd-login
steamuser="acme_builder"
steampass='«c»'
`, V{"a": g.gmRcon(), "_seed": g.digits(8), "_id": g.gmSnow(), "b": g.gmHook(), "c": g.pw()}, `steamuser="acme_builder"`, "https://docs.linuxgsm.com/configuration/start-parameters")

	g.add("game/lgsm-details-output", `
$ ./cs2server details

Counter-Strike 2 Server Details
=================================
Server name:      Acme CS2 #1
Server IP:        203.0.113.40:27015
Internet IP:      203.0.113.40:27015
Server password:  «a»
RCON password:    «b»
Maxplayers:       12
Default map:      de_mirage
Game mode:        1
Game type:        0
Status:           STARTED
GSLT:             «c»

cs2server Script Details
=================================
Script name:      cs2server
LinuxGSM version: v24.3.4
Backup path:      /home/cs2server/lgsm/backup (0 backups)
`, V{"a": g.an(10), "b": g.gmRcon(), "c": g.gmSteamKey()}, "LinuxGSM version: v24.3.4", "Default map:      de_mirage")

	g.add("game/gorcon-rcon-yaml", `
$ cat ~/.config/rcon/rcon.yaml
default:
  address: "127.0.0.1:25575"
  password: "«a»"
  log: "rcon-default.log"
  type: ""
  timeout: "10s"
palworld:
  address: "10.0.5.40:25575"
  password: "«b»"
  type: "rcon"
7dtd:
  address: "10.0.5.41:8081"
  password: "«c»"
  type: "telnet"
$ rcon -e palworld "ShowPlayers"
name,playeruid,steamid
Mossy,«_uid»,«_sid»
`, V{"a": g.gmRcon(), "b": g.gmRcon(), "c": g.gmRcon(), "_uid": g.digits(10), "_sid": g.gmSID()}, `address: "10.0.5.40:25575"`)

	g.add("game/srcds-python-rcon-valve", `
from rcon.source import Client

SERVERS = {
    "pug-1": ("203.0.113.40", 27015),
    "pug-2": ("203.0.113.41", 27015),
}

def changelevel(name: str, mapname: str) -> str:
    host, port = SERVERS[name]
    with Client(host, port, passwd="«a»") as client:
        return client.run("changelevel", mapname)
`, V{"a": g.gmRcon()}, `"pug-1": ("203.0.113.40", 27015)`)

	g.add("game/sourcemod-databases-cfg", `
"Databases"
{
	"driver_default"		"mysql"

	"default"
	{
		"driver"			"default"
		"host"				"localhost"
		"database"			"sourcemod"
		"user"				"sm_admin"
		"pass"				"«a»"
		//"timeout"			"0"
		//"port"			"0"
	}

	"sourcebans"
	{
		"driver"			"mysql"
		"host"				"db.acme-gaming.example"
		"database"			"sourcebans"
		"user"				"sbpp"
		"pass"				"«b»"
	}
}
`, V{"a": g.pw(), "b": g.pwStrong()}, `"user"				"sm_admin"`, "db.acme-gaming.example")

	g.add("game/get5-matchzy-api-key", `
// cfg/MatchZy/config.cfg
matchzy_remote_log_url "https://api.acme-pugs.gg/matchzy/events"
matchzy_remote_log_header_key "Authorization"
matchzy_remote_log_header_value "Bearer «a»"
matchzy_demo_upload_url "https://api.acme-pugs.gg/matchzy/demos"
matchzy_kick_when_no_match_loaded 1
`, V{"a": g.b64u(40)}, "https://api.acme-pugs.gg/matchzy/events")

	g.add("game/dst-cluster-token-txt", `
$ ls ~/.klei/DoNotStarveTogether/AcmeCluster/
Caves  cluster.ini  cluster_token.txt  Master
$ cat ~/.klei/DoNotStarveTogether/AcmeCluster/cluster_token.txt
«a»
$ grep -E 'cluster_(name|password)|game_mode' ~/.klei/DoNotStarveTogether/AcmeCluster/cluster.ini
game_mode = endless
cluster_name = Acme Constant
cluster_password = «b»
`, V{"a": "pds-g^KU_" + g.an(9) + "^" + g.b64(33), "b": g.pw()}, "cluster_name = Acme Constant")

	g.add("game/vintage-story-serverconfig", `
{
  "FileEditWarning": "PLEASE NOTE: This file is also loaded when you start a single player world...",
  "ConfigVersion": "1.20",
  "ServerName": "Acme Vintage",
  "Port": 42420,
  "Upnp": false,
  "MaxClients": 16,
  "Password": "«a»",
  "WhitelistMode": 1,
  "WorldConfig": {
    "Seed": "«_seed»",
    "SaveFileLocation": "/data/Saves/acme.vcdbs",
    "WorldName": "Acme Vintage",
    "PlayStyle": "surviveandbuild"
  }
}
`, V{"a": g.pw(), "_seed": g.digits(9)}, `"PlayStyle": "surviveandbuild"`)
}

// ---- Steam, Unity, Unreal, Godot, Perforce ----

func (g *G) gameSteamEngines() {
	g.add("game/steam-webapi-getplayersummaries-url", `
$ curl -s "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=«a»&steamids=«_s1»,«_s2»" | jq '.response.players[] | {steamid, personaname, timecreated}'
{
  "steamid": "«_s1»",
  "personaname": "Dana",
  "timecreated": 1296011904
}
{
  "steamid": "«_s2»",
  "personaname": "mossy otter",
  "timecreated": 1404418762
}
`, V{"a": g.gmSteamKey(), "_s1": g.gmSID(), "_s2": g.gmSID()}, `"personaname": "mossy otter"`)

	g.add("game/steam-webapi-node-env", `
// src/steam.ts
import SteamAPI from "steamapi";

const steam = new SteamAPI(process.env.STEAM_API_KEY ?? "«a»");

export async function ownedGames(steamId: string) {
  // app 570 = Dota 2, 730 = CS2
  return steam.getUserOwnedGames(steamId, { includeAppInfo: true });
}
`, V{"a": g.gmSteamKey()}, "process.env.STEAM_API_KEY")

	g.add("game/steam-openid-passport-config", `
passport.use(new SteamStrategy({
    returnURL: "https://pugs.acme-gaming.example/auth/steam/return",
    realm: "https://pugs.acme-gaming.example/",
    apiKey: "«a»"
  },
  (identifier, profile, done) => {
    // identifier: https://steamcommunity.com/openid/id/«_s1»
    return done(null, profile);
  }
));
`, V{"a": g.gmSteamKey(), "_s1": g.gmSID()}, "https://pugs.acme-gaming.example/auth/steam/return")

	g.add("game/steamcmd-login-prompt-transcript", `
$ ./steamcmd.sh +login acme_builder
Redirecting stderr to '/home/steam/Steam/logs/stderr.txt'
[  0%] Checking for available updates...
[----] Verifying installation...
Steam Console Client (c) Valve Corporation - version 1741737356
-- type 'quit' to exit --
Loading Steam API...OK
Logging in user 'acme_builder' [U:1:«_acc»] to Steam Public...
password: «a»
This computer has not been authenticated for your account using Steam Guard.
Please check your email for the message from Steam, and enter the Steam Guard
 code from that message.
Steam Guard code:K7MQ2
OK
Waiting for client config...OK
Waiting for user info...OK
Steam>
`, V{"_acc": g.digits(9), "a": g.pw()}, "Logging in user 'acme_builder'")

	g.add("game/depotdownloader-username-password", `
$ dotnet DepotDownloader.dll -app 1829350 -depot 1829351 -manifest «_man» -username acme_qa -password "«a»" -remember-password -dir ./vrising_1.0.5
Connecting to Steam3... Done!
Logging 'acme_qa' into Steam3... Done!
Got session token!
Got AppInfo for 1829350
Downloading depot 1829351 - «_man»
100.00% game/VRisingServer.exe
Total downloaded: 1543771852 bytes (1543771852 bytes uncompressed) from 1 depots
`, V{"_man": g.digits(19), "a": g.pwStrong()}, "-app 1829350", "Logging 'acme_qa' into Steam3")

	g.add("game/steam-workshop-vdf-benign", `
$ cat workshop_item.vdf
"workshopitem"
{
	"appid"		"4000"
	"publishedfileid"		"«_pf»"
	"contentfolder"		"/home/dana/addons/acme_weapons"
	"previewfile"		"/home/dana/addons/preview.jpg"
	"visibility"		"0"
	"title"		"Acme Weapons Pack"
	"changenote"		"v1.4.2 - fixed reload sounds (build «_bn»)"
}
$ steamcmd +login acme_builder +workshop_build_item workshop_item.vdf +quit
`, V{"_pf": g.digits(10), "_bn": g.digits(5)}, `"title"		"Acme Weapons Pack"`)

	g.add("game/steam-appid-and-depots-benign", `
$ cat steam_appid.txt
«_app»
$ steamcmd +login anonymous +app_info_print «_app» +quit | grep -A6 '"depots"'
	"depots"
	{
		"«_d1»"
		{
			"manifests"
			{
				"public"		{ "gid" "«_m1»" "size" "2147483648" }
`, V{"_app": g.digits(7), "_d1": g.digits(7), "_m1": g.digits(19)}, "+login anonymous")

	ulfDev := g.b64(120)
	g.add("game/unity-ulf-license-file", `
$ cat ~/.local/share/unity3d/Unity/Unity_lic.ulf
<?xml version="1.0" encoding="UTF-8"?><root>
    <License id="Terms">
        <MachineBindings>
            <Binding Key="1" Value="«_mb1»"/>
            <Binding Key="2" Value="«_mb2»"/>
        </MachineBindings>
        <MachineID Value="«_mid»"/>
        <SerialHash Value="«_sh»"/>
        <Features>
            <Feature Value="33"/>
            <Feature Value="1"/>
        </Features>
        <DeveloperData Value="«a»"/>
        <SerialMasked Value="«_mask»"/>
        <StartDate Value="2025-03-01T00:00:00"/>
        <UpdateDate Value="2025-03-15T18:04:22"/>
        <InitialActivationDate Value="2025-03-01T09:12:40"/>
        <LicenseVersion Value="6.x"/>
        <ClientProvidedVersion Value="2022.3.55f1"/>
        <AlwaysOnline Value="false"/>
        <Entitlements>
            <Entitlement Ns="unity_editor" Tag="UnityPersonal" Type="EDITOR" ValidTo="9999-12-31T00:00:00"/>
        </Entitlements>
    </License>
<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments"/><SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/><Reference URI="#Terms"><DigestValue>«_dig»</DigestValue></Reference></SignedInfo><SignatureValue>«_sig»</SignatureValue></Signature></root>
`, V{"_mb1": g.uuid(), "_mb2": g.s(alUpNum, 8), "_mid": g.b64(20), "_sh": g.hex(40), "a": ulfDev, "_mask": "F4-" + g.s(alUpNum, 4) + "-XXXX-XXXX-XXXX-XXXX", "_dig": g.b64(20), "_sig": g.b64(128)}, "2022.3.55f1")

	g.add("game/unity-gameci-secrets-set", `
$ gh secret set UNITY_LICENSE < ~/.local/share/unity3d/Unity/Unity_lic.ulf
✓ Set Actions secret UNITY_LICENSE for acme-games/skyforge
$ gh secret set UNITY_EMAIL --body "builds@acme-games.example"
✓ Set Actions secret UNITY_EMAIL for acme-games/skyforge
$ gh secret set UNITY_PASSWORD --body '«a»'
✓ Set Actions secret UNITY_PASSWORD for acme-games/skyforge
$ gh secret set UNITY_SERIAL --body "«b»"
✓ Set Actions secret UNITY_SERIAL for acme-games/skyforge
`, V{"a": g.pwStrong(), "b": "E4-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "acme-games/skyforge", "builds@acme-games.example")

	g.add("game/unity-services-service-account-ugs-cli", `
$ export UGS_CLI_SERVICE_KEY_ID=«_kid»
$ export UGS_CLI_SERVICE_SECRET_KEY=«a»
$ ugs login
Service Account key stored securely. You are now logged in.
$ ugs config set project-id «_pid»
$ ugs config set environment-name production
$ ugs deploy ./Assets/Remote/ --reconcile
Deployed:
    matchmaker-queues.mmq
    economy-currencies.ec
`, V{"_kid": g.uuid(), "a": g.b64u(32), "_pid": g.uuid()}, "ugs config set environment-name production")

	g.add("game/unity-projectsettings-benign", `
$ grep -nE 'cloudProjectId|projectName|organizationId|productGUID|bundleVersion|applicationIdentifier|AndroidKeystoreName|AndroidKeyaliasName' ProjectSettings/ProjectSettings.asset
14:  productGUID: «_guid»
131:  bundleVersion: 0.9.14
160:    Android: com.acmegames.skyforge
212:  AndroidKeystoreName: '{inproject}: Signing/skyforge.keystore'
213:  AndroidKeyaliasName: upload
719:  cloudProjectId: «_cp»
733:  projectName: Skyforge
734:  organizationId: acme-games
`, V{"_guid": g.hex(32), "_cp": g.uuid()}, "AndroidKeyaliasName: upload", "organizationId: acme-games")

	g.add("game/unity-editor-prefs-keystore-script", `
// Assets/Editor/CIBuild.cs
public static class CIBuild
{
    public static void Android()
    {
        PlayerSettings.Android.useCustomKeystore = true;
        PlayerSettings.Android.keystoreName = "Signing/skyforge.keystore";
        PlayerSettings.Android.keystorePass = "«a»";
        PlayerSettings.Android.keyaliasName = "upload";
        PlayerSettings.Android.keyaliasPass = "«b»";
        BuildPipeline.BuildPlayer(Scenes(), "Builds/skyforge.aab", BuildTarget.Android, BuildOptions.None);
    }
}
`, V{"a": g.pw(), "b": g.pw()}, `"Signing/skyforge.keystore"`)

	g.add("game/unreal-defaultengine-eos-artifacts", `
[OnlineSubsystem]
DefaultPlatformService=EOS

[OnlineSubsystemEOS]
bEnabled=true

[/Script/OnlineSubsystemEOS.EOSSettings]
CacheDir=CacheDir
DefaultArtifactName=Skyforge
bUseEAS=True
bUseEOSConnect=True
+Artifacts=(ArtifactName="Skyforge",ClientId="«_cid»",ClientSecret="«a»",ProductId="«_prod»",SandboxId="«_sbx»",DeploymentId="«_dep»",EncryptionKey="«b»")

[OnlineSubsystemSteam]
bEnabled=true
SteamDevAppId=480
bInitServerOnClient=true
`, V{"_cid": g.gmEOSClient(), "a": g.s(alAlnum+"+/", 43), "_prod": g.hex(32), "_sbx": g.hex(32), "_dep": g.hex(32), "b": g.hex(64)}, "SteamDevAppId=480", "DefaultArtifactName=Skyforge")

	g.add("game/unreal-defaultcrypto-ini", `
$ cat Config/DefaultCrypto.ini
[/Script/CryptoKeys.CryptoKeysSettings]
EncryptionKey=«a»
bEnablePakSigning=True
bEncryptPakIniFiles=True
bEncryptPakIndex=True
bEncryptUAssetFiles=False
bEncryptAllAssetFiles=False
SigningPublicExponent=AQAB
SigningModulus=«_mod»
SigningPrivateExponent=«b»
`, V{"a": g.b64(32), "_mod": g.b64(256), "b": g.b64(256)}, "bEnablePakSigning=True")

	g.add("game/unreal-crypto-json-and-uat", `
$ jq '.EncryptionKey, .bEnablePakIndexEncryption' Saved/Cooked/Windows/Skyforge/Metadata/Crypto.json
{
  "Name": null,
  "Guid": null,
  "Key": "«a»"
}
true
$ RunUAT.bat BuildCookRun -project=Skyforge.uproject -platform=Win64 -clientconfig=Shipping -cook -pak -stage -archive -archivedirectory=D:\Builds\«_cl»
`, V{"a": g.b64(32), "_cl": g.digits(6)}, "-clientconfig=Shipping")

	g.add("game/eos-sdk-cpp-platform-options", `
// Source/Skyforge/EOSBootstrap.cpp
EOS_Platform_Options PlatformOptions = {};
PlatformOptions.ApiVersion = EOS_PLATFORM_OPTIONS_API_LATEST;
PlatformOptions.ProductId = "«_prod»";
PlatformOptions.SandboxId = "«_sbx»";
PlatformOptions.DeploymentId = "«_dep»";
PlatformOptions.ClientCredentials.ClientId = "«_cid»";
PlatformOptions.ClientCredentials.ClientSecret = "«a»";
PlatformOptions.bIsServer = EOS_TRUE;
PlatformOptions.EncryptionKey = "«b»";
`, V{"_prod": g.hex(32), "_sbx": g.hex(32), "_dep": g.hex(32), "_cid": g.gmEOSClient(), "a": g.s(alAlnum+"+/", 43), "b": g.hex(64)}, "EOS_PLATFORM_OPTIONS_API_LATEST")

	g.add("game/eos-client-credentials-curl", `
$ curl -s -u «_cid»:«a» -d grant_type=client_credentials -d deployment_id=«_dep» https://api.epicgames.dev/auth/v1/oauth/token | jq
{
  "access_token": "«b»",
  "token_type": "bearer",
  "expires_at": "2025-03-15T21:20:11.523Z",
  "features": ["AntiCheat", "Connect", "Ecom", "Matchmaking"],
  "organization_id": "«_org»",
  "product_id": "«_prod»",
  "sandbox_id": "«_sbx»",
  "deployment_id": "«_dep»",
  "expires_in": 3599
}
`, V{"_cid": g.gmEOSClient(), "a": g.s(alAlnum+"+/", 43), "_dep": g.hex(32), "b": g.jwt("RS256", fmt.Sprintf(`{"clid":"%s","dpid":"%s","iss":"https://api.epicgames.dev/auth/v1/oauth","exp":1742073611}`, g.gmEOSClient(), g.hex(32))), "_org": "o-" + g.s(alLowNum, 30), "_prod": g.hex(32), "_sbx": g.hex(32)}, "https://api.epicgames.dev/auth/v1/oauth/token")

	g.add("game/eac-settings-json-benign", `
$ cat EasyAntiCheat/Settings.json
{
	"productid": "«_prod»",
	"sandboxid": "«_sbx»",
	"clientid": "«_cid»",
	"deploymentid": "«_dep»",
	"title": "Skyforge",
	"executable": "Skyforge/Binaries/Win64/Skyforge-Win64-Shipping.exe",
	"logo": "EasyAntiCheat/SplashScreen.png",
	"parameters": "",
	"use_cmd_parameters": "1",
	"requested_splash": "EasyAntiCheat/SplashScreen.png"
}
`, V{"_prod": g.hex(32), "_sbx": g.hex(32), "_cid": g.gmEOSClient(), "_dep": g.hex(32)}, "Skyforge-Win64-Shipping.exe")

	g.add("game/eac-integrity-tool-cfg", `
$ anticheat_integritytool64.exe -productid=«_prod» -target_game_dir=.\Builds\Win64
[Integrity Tool] Using certificate base_private.key
[Integrity Tool] Signing 1432 files ...
$ type base_private.key
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"_prod": g.hex(32), "a": g.pkcs8RSAPEM().body}, "anticheat_integritytool64.exe")

	g.add("game/godot-export-credentials-cfg", `
$ cat .godot/export_credentials.cfg
[preset.0]

keystore/debug_user="androiddebugkey"
keystore/debug_password="android"
keystore/release_user="upload"
keystore/release_password="«a»"

[preset.1]

application/certificate_password="«b»"
codesign/identity=""

[preset.2]

script_encryption_key="«c»"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.hex(64)}, `keystore/debug_password="android"`, `keystore/release_user="upload"`)

	g.add("game/godot-build-encryption-key-env", `
$ export SCRIPT_AES256_ENCRYPTION_KEY="«a»"
$ scons platform=linuxbsd target=template_release arch=x86_64 -j16
scons: Reading SConscript files ...
Auto-detected 16 CPU cores available for build parallelism. Using 16 cores by default.
Building for platform "linuxbsd", architecture "x86_64", target "template_release".
Found encryption key: SCRIPT_AES256_ENCRYPTION_KEY
`, V{"a": g.hex(64)}, `target "template_release"`)

	g.add("game/perforce-p4tickets-and-p4config", `
$ cat ~/.p4tickets
ssl:perforce.acme-games.example:1666=dana.k:«a»
10.0.6.5:1666=buildbot:«b»
$ cat .p4config
P4PORT=ssl:perforce.acme-games.example:1666
P4USER=dana.k
P4CLIENT=dana-skyforge-main
P4IGNORE=.p4ignore
$ p4 login -s
User dana.k ticket expires in 11 hours 59 minutes.
`, V{"a": g.s(alHexU, 32), "b": g.s(alHexU, 32)}, "P4CLIENT=dana-skyforge-main")

	g.add("game/perforce-ci-p4passwd-env", `
      - name: Sync depot
        env:
          P4PORT: ssl:perforce.acme-games.example:1666
          P4USER: buildbot
          P4PASSWD: «a»
        run: |
          p4 trust -y
          echo "$P4PASSWD" | p4 login
          p4 -c ci-skyforge-${{ github.run_id }} sync -q //Skyforge/main/...@«_cl»
`, V{"a": g.pwStrong(), "_cl": g.digits(6)}, "P4USER: buildbot")

	g.add("game/plastic-scm-client-conf", `
$ cat ~/.plastic4/client.conf
<ClientConfigData>
  <Language>en</Language>
  <WorkspaceServer>acme-games@cloud</WorkspaceServer>
  <SecurityConfig>::0:dana.k@acme-games.example:«a»::</SecurityConfig>
  <WorkingMode>SSOWorkingMode</WorkingMode>
</ClientConfigData>
`, V{"a": g.b64(48)}, "<WorkspaceServer>acme-games@cloud</WorkspaceServer>")

	g.add("game/riot-api-x-riot-token", `
$ curl -s -H "X-Riot-Token: «a»" "https://europe.api.riotgames.com/riot/account/v1/accounts/by-riot-id/Mossy/EUW" | jq
{
  "puuid": "«_puuid»",
  "gameName": "Mossy",
  "tagLine": "EUW"
}
`, V{"a": "RGAPI-" + g.uuid(), "_puuid": g.b64u(78)}, "https://europe.api.riotgames.com/riot/account/v1/accounts/by-riot-id/Mossy/EUW")

	g.add("game/blizzard-battlenet-client-credentials", `
BLIZZARD_CLIENT_ID=«_cid»
BLIZZARD_CLIENT_SECRET=«a»
BLIZZARD_REGION=eu
# token: curl -u $BLIZZARD_CLIENT_ID:$BLIZZARD_CLIENT_SECRET -d grant_type=client_credentials https://oauth.battle.net/token
WOW_REALM_SLUG=silvermoon
`, V{"_cid": g.hex(32), "a": g.an(32)}, "https://oauth.battle.net/token", "WOW_REALM_SLUG=silvermoon")

	g.add("game/speedrun-com-api-key-header", `
import requests

API = "https://www.speedrun.com/api/v1"
HEADERS = {"X-API-Key": "«a»", "User-Agent": "acme-leaderboard-sync/0.3"}

def verify_run(run_id: str) -> None:
    r = requests.put(f"{API}/runs/{run_id}/status", headers=HEADERS,
                     json={"status": {"status": "verified"}})
    r.raise_for_status()
`, V{"a": g.s(alLowNum, 25)}, "acme-leaderboard-sync/0.3")
}

// ---- game backends ----

func (g *G) gameBackends() {
	g.add("game/playfab-node-sdk-settings", `
// server/playfab.js
const { PlayFab, PlayFabServer } = require("playfab-sdk");

PlayFab.settings.titleId = "«_tid»";
PlayFab.settings.developerSecretKey = "«a»";

PlayFabServer.GrantItemsToUser({
  PlayFabId: "«_pfid»",
  ItemIds: ["starter_pack_v2"],
  CatalogVersion: "season4",
}, (err, res) => { if (err) console.error(PlayFab.GenerateErrorReport(err)); });
`, V{"_tid": g.s(alHexU, 5), "a": g.s(alUpNum, 52), "_pfid": g.s(alHexU, 16)}, "starter_pack_v2")

	g.add("game/playfab-cli-login-and-title-secret-env", `
$ cat .env.server
PLAYFAB_TITLE_ID=«_tid»
PLAYFAB_SECRET_KEY=«a»
MATCH_QUEUE=ranked_2v2
$ curl -s -X POST "https://«_tid».playfabapi.com/Server/GetUserAccountInfo" \
    -H "X-SecretKey: «a»" -H "Content-Type: application/json" -d '{"PlayFabId":"«_pfid»"}' | jq .data.UserInfo.TitleInfo.DisplayName
"Mossy"
`, V{"_tid": g.s(alHexU, 5), "a": g.s(alUpNum, 52), "_pfid": g.s(alHexU, 16)}, "MATCH_QUEUE=ranked_2v2")

	g.add("game/playfab-client-log-session-ticket", `
[2025-03-15 20:11:04.221] [PlayFab] POST https://«_tid».playfabapi.com/Client/LoginWithCustomID 200 (182 ms)
[2025-03-15 20:11:04.223] [PlayFab] LoginResult { PlayFabId: "«_pfid»", NewlyCreated: false, SessionTicket: "«a»", EntityToken: { Entity: { Id: "«_eid»", Type: "title_player_account" }, EntityToken: "«b»", TokenExpiration: "2025-03-16T20:11:04Z" } }
[2025-03-15 20:11:04.301] [Matchmaking] CreateMatchmakingTicket queue=ranked_2v2 ticket=«_tick»
`, V{"_tid": g.s(alHexU, 5), "_pfid": g.s(alHexU, 16), "a": g.gmPlayFabTicket(), "_eid": g.s(alHexU, 16), "b": "NHxY" + g.b64(180), "_tick": g.uuid()}, "queue=ranked_2v2")

	g.add("game/photon-appsettings-benign-and-custom-auth-secret", `
// Assets/Photon/PhotonUnityNetworking/Resources/PhotonServerSettings.asset
  AppSettings:
    AppIdRealtime: «_app»
    AppIdFusion: 
    AppIdChat: «_chat»
    AppIdVoice: «_voice»
    AppVersion: 0.9.14
    UseNameServer: 1
    FixedRegion: eu
    Protocol: 0
    AuthMode: 0

# Photon dashboard > Custom Authentication (pasted into the server README)
Authentication URL: https://api.acme-games.example/photon/auth?secret=«a»
`, V{"_app": g.uuid(), "_chat": g.uuid(), "_voice": g.uuid(), "a": g.b64u(32)}, "FixedRegion: eu", "https://api.acme-games.example/photon/auth")

	g.add("game/photon-webhooks-baseurl-key", `
{
  "BaseUrl": "https://acme-photon-hooks.azurewebsites.net/api/«_app»",
  "CustomHttpHeaders": {"x-functions-key": "«a»"},
  "IsPersistent": true,
  "HasErrorInfo": true,
  "PathCreate": "GameCreate",
  "PathClose": "GameClose",
  "PathJoin": "GameJoin",
  "PathLeave": "GameLeave",
  "PathEvent": "GameEvent",
  "PathGameProperties": "GameProperties"
}
`, V{"_app": g.uuid(), "a": g.b64u(54) + "=="}, `"PathCreate": "GameCreate"`)

	g.add("game/nakama-config-yml", `
name: nakama-skyforge
data_dir: "./data/"
logger:
  stdout: true
  level: "info"
database:
  address:
    - "nakama:«a»@cockroachdb:26257/nakama"
socket:
  server_key: "«b»"
  port: 7350
session:
  token_expiry_sec: 7200
  encryption_key: "«c»"
  refresh_encryption_key: "«d»"
runtime:
  http_key: "«e»"
  env:
    - "PLAYFAB_TITLE=«_tid»"
console:
  port: 7351
  username: "admin"
  password: "«f»"
  signing_key: "«g»"
`, V{"a": g.pwURL(), "b": g.an(20), "c": g.an(32), "d": g.an(32), "e": g.an(24), "_tid": g.s(alHexU, 5), "f": g.pwStrong(), "g": g.hex(32)}, "name: nakama-skyforge", `username: "admin"`)

	g.add("game/nakama-compose-command-flags", `
  nakama:
    image: registry.heroiclabs.com/heroiclabs/nakama:3.25.0
    entrypoint:
      - "/bin/sh"
      - "-ecx"
      - >
        /nakama/nakama migrate up --database.address postgres:«a»@postgres:5432/nakama &&
        exec /nakama/nakama --name nakama1 --database.address postgres:«a»@postgres:5432/nakama
        --logger.level DEBUG --session.token_expiry_sec 7200 --socket.server_key «b»
        --console.password «c»
    restart: unless-stopped
`, V{"a": g.pwURL(), "b": g.an(20), "c": g.pw()}, "registry.heroiclabs.com/heroiclabs/nakama:3.25.0")

	g.add("game/colyseus-monitor-basic-auth", `
// src/app.config.ts
import { monitor } from "@colyseus/monitor";
import basicAuth from "express-basic-auth";

const basicAuthMiddleware = basicAuth({
  users: { "admin": "«a»" },
  challenge: true,
});

export default config({
  initializeExpress: (app) => {
    app.use("/colyseus", basicAuthMiddleware, monitor());
  },
});
`, V{"a": g.pw()}, `app.use("/colyseus", basicAuthMiddleware, monitor());`)

	g.add("game/colyseus-env-production", `
$ cat .env.production
PORT=2567
REDIS_URI=redis://default:«a»@redis-12345.c1.eu-west-1-1.ec2.cloud.redislabs.com:12345
MONGO_URI=mongodb+srv://colyseus:«b»@acme-games.x1y2z.mongodb.net/skyforge
JWT_SECRET=«c»
COLYSEUS_CLOUD_TOKEN=«d»
`, V{"a": g.an(32), "b": g.pwURL(), "c": g.hex(64), "d": g.b64u(40)}, "PORT=2567")

	g.add("game/backend-express-request-log-bearer", `
2025-03-15T20:14:02.118Z info: POST /v1/matches/«_mid»/result 200 41ms
2025-03-15T20:14:02.119Z debug: headers {"host":"api.acme-games.example","user-agent":"UnityPlayer/2022.3.55f1 (UnityWebRequest/1.0, libcurl/8.5.0-DEV)","authorization":"Bearer «a»","x-client-build":"«_bn»","x-steam-id":"«_sid»"}
2025-03-15T20:14:02.121Z info: elo updated player=«_sid» 1432 -> 1447
`, V{"_mid": g.uuid(), "a": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","steamid":"%s","role":"player","iat":1742069642,"exp":1742156042}`, g.uuid(), g.gmSID())), "_bn": g.digits(5), "_sid": g.gmSID()}, "UnityPlayer/2022.3.55f1")

	g.add("game/backend-steam-ticket-auth-log", `
[auth] POST /auth/steam ticket_len=480 appid=«_app»
[auth] ISteamUserAuth/AuthenticateUserTicket?key=«a»&appid=«_app»&ticket=«_t»
[auth] -> 200 {"response":{"params":{"result":"OK","steamid":"«_sid»","ownersteamid":"«_sid»","vacbanned":false,"publisherbanned":false}}}
[auth] issued session sess_«b» for «_sid»
`, V{"_app": g.digits(7), "a": g.gmSteamKey(), "_t": g.s(alHexU, 480), "_sid": g.gmSID(), "b": g.an(32)}, `"vacbanned":false`)

	g.add("game/backend-dedicated-server-registration", `
# deploy/fleet.yaml
fleet: skyforge-eu
image: registry.acme-games.example/skyforge-server:0.9.14-«_bn»
ports: [{name: game, containerPort: 7777, protocol: UDP}]
env:
  SERVER_REGISTRY_URL: https://api.acme-games.example/v1/servers
  SERVER_REGISTRY_SECRET: «a»
  MATCHMAKER_HMAC_KEY: «b»
  STEAM_GSLT: «c»
  MAP_ROTATION: "forge_01,forge_02,canyon_03"
`, V{"_bn": g.digits(5), "a": g.an(40), "b": g.b64(32), "c": g.gmSteamKey()}, `MAP_ROTATION: "forge_01,forge_02,canyon_03"`)

	g.add("game/matchmaker-openmatch-director-config", `
# matchmaker/config.yaml
openmatch:
  frontend: om-frontend.open-match.svc.cluster.local:50504
  backend: om-backend.open-match.svc.cluster.local:50505
profiles:
  - name: ranked_2v2
    pools: [{name: eu, tag: region.eu}, {name: na, tag: region.na}]
allocator:
  url: https://agones-allocator.acme-games.example
  namespace: skyforge
  client_cert: /certs/allocator-client.crt
  client_key: /certs/allocator-client.key
  ticket_signing_secret: "«a»"
`, V{"a": g.hex(48)}, "om-frontend.open-match.svc.cluster.local:50504")

	g.add("game/anticheat-server-config-yaml", `
anticheat:
  provider: eos
  mode: protected
  integrity_check_interval_s: 120
  report_webhook: https://discord.com/api/webhooks/«_id»/«a»
  server_key_file: /etc/skyforge/eac_server.key
  ban_api:
    url: https://bans.acme-games.example/v2
    api_key: "«b»"
  trusted_build_hashes:
    - «_h1»
    - «_h2»
`, V{"_id": g.gmSnow(), "a": g.gmHook(), "b": "ak_live_" + g.an(32), "_h1": g.hex(64), "_h2": g.hex(64)}, "https://bans.acme-games.example/v2")

	g.add("game/backend-gameserver-cli-token-flag", `
$ ./SkyforgeServer.x86_64 -batchmode -nographics -port 7777 -region eu-west -serverToken «a» -logFile /var/log/skyforge/server.log
[Server] Skyforge dedicated server 0.9.14 (build «_bn», commit «_sha»)
[Server] Registering with https://api.acme-games.example/v1/servers ...
[Server] Registered as «_srv» (eu-west)
`, V{"a": g.b64u(48), "_bn": g.digits(5), "_sha": g.hex(7), "_srv": g.uuid()}, "Skyforge dedicated server 0.9.14")

	g.add("game/hathora-like-cloud-admin-dotenv", `
# server/.env (local only)
GAME_API_BASE=https://api.acme-games.example
ADMIN_API_TOKEN=«a»
STEAM_WEB_API_KEY=«b»
STEAM_PUBLISHER_KEY=«c»
POSTGRES_URL=postgres://skyforge:«d»@localhost:5432/skyforge
REDIS_URL=redis://localhost:6379/0
`, V{"a": g.b64u(43), "b": g.gmSteamKey(), "c": g.gmSteamKey(), "d": g.pwURL()}, "GAME_API_BASE=https://api.acme-games.example", "REDIS_URL=redis://localhost:6379/0")

	g.add("game/backend-leaderboard-hmac-unity", `
// Assets/Scripts/Net/ScoreSubmitter.cs
public class ScoreSubmitter : MonoBehaviour
{
    const string Endpoint = "https://api.acme-games.example/v1/leaderboards/daily";
    const string HmacKey = "«a»";

    IEnumerator Submit(int score, string playerId)
    {
        var body = JsonUtility.ToJson(new ScoreBody { score = score, player = playerId });
        var sig = Convert.ToBase64String(new HMACSHA256(Encoding.UTF8.GetBytes(HmacKey)).ComputeHash(Encoding.UTF8.GetBytes(body)));
        using var req = UnityWebRequest.Post(Endpoint, body, "application/json");
        req.SetRequestHeader("X-Signature", sig);
        yield return req.SendWebRequest();
    }
}
`, V{"a": g.an(32)}, "https://api.acme-games.example/v1/leaderboards/daily")

	g.add("game/backend-redis-monitor-session-cache", `
$ redis-cli -h cache.internal -a '«a»' --no-auth-warning MONITOR | head -4
OK
1742069800.123456 [0 10.0.7.14:51022] "SETEX" "session:«b»" "7200" "{\"player\":\"«_pl»\",\"region\":\"eu\"}"
1742069800.130001 [0 10.0.7.14:51022] "ZINCRBY" "lb:daily:2025-03-15" "12" "«_pl»"
1742069800.141112 [0 10.0.7.15:40210] "GET" "match:«_m»"
`, V{"a": g.pwStrong(), "b": g.hex(40), "_pl": g.uuid(), "_m": g.uuid()}, `"lb:daily:2025-03-15"`)
}

// ---- Discord ----

func (g *G) gameDiscord() {
	g.add("game/discord-dotenv-bot", `
$ cat .env
# Discord
DISCORD_TOKEN=«a»
DISCORD_CLIENT_ID=«_app»
DISCORD_CLIENT_SECRET=«b»
DISCORD_PUBLIC_KEY=«_pk»
GUILD_ID=«_g»
# Game
RCON_HOST=10.0.5.12
RCON_PORT=25575
RCON_PASSWORD=«c»
`, V{"a": g.discordBot(), "_app": g.gmSnow(), "b": g.b64u(32), "_pk": g.hex(64), "_g": g.gmSnow(), "c": g.gmRcon()}, "RCON_HOST=10.0.5.12")

	g.add("game/discord-py-bot-run-literal", `
import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

@bot.command()
async def status(ctx):
    await ctx.send(await query_server("play.acme-smp.net", 25565))

bot.run("«a»")
`, V{"a": g.discordBot()}, `command_prefix="!"`)

	g.add("game/discord-js-config-json-and-deploy", `
$ cat config.json
{
	"token": "«a»",
	"clientId": "«_app»",
	"guildId": "«_g»"
}
$ node deploy-commands.js
Started refreshing 6 application (/) commands.
Successfully reloaded 6 application (/) commands.
`, V{"a": g.discordBot(), "_app": g.gmSnow(), "_g": g.gmSnow()}, "Successfully reloaded 6 application (/) commands.")

	g.add("game/discord-js-client-login-ts", `
import { Client, GatewayIntentBits, Events } from "discord.js";

const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates] });

client.once(Events.ClientReady, (c) => console.log(ˋReady! Logged in as ${c.user.tag}ˋ));

client.login(process.env.DISCORD_TOKEN || "«a»");
`, V{"a": g.discordBot()}, "process.env.DISCORD_TOKEN", "GatewayIntentBits.GuildVoiceStates")

	g.gameAdd("game/discord-webhook-python-server-status", `
import requests

WEBHOOK = "https://discord.com/api/webhooks/«_id»/«a»"

def announce(players: int, map_name: str) -> None:
    requests.post(WEBHOOK, json={
        "username": "Acme Server Bot",
        "embeds": [{"title": "Server online", "description": f"{players} players on ˋ{map_name}ˋ", "color": 0x2ECC71}],
    }, timeout=5)
`, V{"_id": g.gmSnow(), "a": g.gmHook()}, `"username": "Acme Server Bot"`)

	g.add("game/discord-webhook-curl-ptb-canary", `
$ curl -H "Content-Type: application/json" -d '{"content":"Wipe in 1 hour! Seed «_seed», size 4000"}' \
    https://ptb.discord.com/api/webhooks/«_id»/«a»
$ curl -s https://canary.discordapp.com/api/webhooks/«_id2»/«b» | jq '{name, channel_id, guild_id}'
{
  "name": "Wipe Alerts",
  "channel_id": "«_ch»",
  "guild_id": "«_g»"
}
`, V{"_seed": g.digits(9), "_id": g.gmSnow(), "a": g.gmHook(), "_id2": g.gmSnow(), "b": g.gmHook(), "_ch": g.gmSnow(), "_g": g.gmSnow()}, `"name": "Wipe Alerts"`)

	g.add("game/discord-oauth2-token-exchange", `
$ curl -s -X POST https://discord.com/api/v10/oauth2/token \
    -d client_id=«_app» -d client_secret=«a» \
    -d grant_type=authorization_code -d code=«b» \
    -d redirect_uri=https://pugs.acme-gaming.example/auth/discord/callback
{"token_type": "Bearer", "access_token": "«c»", "expires_in": 604800, "refresh_token": "«d»", "scope": "identify guilds"}
`, V{"_app": g.gmSnow(), "a": g.b64u(32), "b": g.an(30), "c": g.an(30), "d": g.an(30)}, "https://pugs.acme-gaming.example/auth/discord/callback")

	g.add("game/discord-invite-url-and-public-key-benign", `
Bot invite link (give this to server owners, it's safe to share):
https://discord.com/oauth2/authorize?client_id=«_app»&permissions=277025508352&integration_type=0&scope=bot+applications.commands

Interactions endpoint public key (shown on the General Information page):
«_pk»
`, V{"_app": g.gmSnow(), "_pk": g.hex(64)}, "permissions=277025508352")

	g.add("game/discord-jda-kotlin-builder", `
fun main() {
    val jda = JDABuilder.createDefault("«a»")
        .enableIntents(GatewayIntent.GUILD_MEMBERS)
        .setActivity(Activity.watching("play.acme-smp.net"))
        .addEventListeners(WhitelistListener(rcon = Rcon("127.0.0.1", 25575, "«b»")))
        .build()
    jda.awaitReady()
}
`, V{"a": g.discordBot(), "b": g.pwURL()}, "GatewayIntent.GUILD_MEMBERS")

	g.add("game/discord-py-login-failure-traceback", `
$ python bot.py
[2025-03-15 20:31:02] [INFO    ] discord.client: logging in using static token
Traceback (most recent call last):
  File "/srv/acmebot/bot.py", line 88, in <module>
    bot.run(TOKEN)
  File "/srv/acmebot/.venv/lib/python3.12/site-packages/discord/client.py", line 860, in run
    asyncio.run(runner())
  File "/srv/acmebot/.venv/lib/python3.12/site-packages/discord/http.py", line 805, in static_login
    raise LoginFailure('Improper token has been passed.') from exc
discord.errors.LoginFailure: Improper token has been passed.
$ grep -n TOKEN bot.py
12:TOKEN = "«a»"
`, V{"a": g.discordBot()}, "discord.errors.LoginFailure: Improper token has been passed.")

	g.add("game/discord-docker-run-env-flags", `
$ docker run -d --name acme-musicbot --restart unless-stopped \
    -e DISCORD_BOT_TOKEN=«a» \
    -e LAVALINK_HOST=lavalink -e LAVALINK_PASSWORD=«b» \
    -e OWNER_ID=«_own» \
    ghcr.io/acme-games/musicbot:2.3.0
«_cid»
`, V{"a": g.discordBot(), "b": g.pw(), "_own": g.gmSnow(), "_cid": g.hex(64)}, "ghcr.io/acme-games/musicbot:2.3.0")

	g.add("game/lavalink-application-yml", `
server:
  port: 2333
  address: 0.0.0.0
lavalink:
  plugins:
    - dependency: "dev.lavalink.youtube:youtube-plugin:1.11.5"
  server:
    password: "«a»"
    sources:
      youtube: false
      soundcloud: true
plugins:
  youtube:
    enabled: true
    oauth:
      enabled: true
      refreshToken: "«b»"
`, V{"a": g.pw(), "b": g.gRefresh()}, "dev.lavalink.youtube:youtube-plugin:1.11.5")

	g.add("game/red-discordbot-set-api", `
[p]set api youtube api_key «a»
Set API key(s) for youtube. I've deleted your message for safety.
[p]set api twitch client_id «_cid» client_secret «b»
Set API key(s) for twitch.
$ redbot-setup
Please enter a name for your instance, it will be used to run your bot from here on out: acme
`, V{"a": g.googleKey(), "_cid": g.gmTw(), "b": g.gmTw()}, "Please enter a name for your instance")

	g.add("game/discord-bot-sharding-log-benign", `
[ShardingManager] Launched shard 0
[ShardingManager] Launched shard 1
[Shard 0] Ready as AcmeBot#4412 (id «_app») in 212 guilds
[Shard 1] Ready as AcmeBot#4412 (id «_app») in 198 guilds
[Shard 0] Guild «_g» (Acme SMP) registered 6 commands
[Shard 1] Interaction «_int» from user «_u» -> /whitelist add Mossy_Otter
`, V{"_app": g.gmSnow(), "_g": g.gmSnow(), "_int": g.gmSnow(), "_u": g.gmSnow()}, "AcmeBot#4412")

	g.add("game/discord-bot-pm2-ecosystem", `
module.exports = {
  apps: [{
    name: "acme-bot",
    script: "dist/index.js",
    env_production: {
      NODE_ENV: "production",
      DISCORD_TOKEN: "«a»",
      MONGO_URI: "mongodb://acmebot:«b»@127.0.0.1:27017/acmebot?authSource=admin",
      TOPGG_TOKEN: "«c»",
    },
  }],
};
`, V{"a": g.discordBot(), "b": g.pwURL(), "c": g.jwt("HS256", fmt.Sprintf(`{"id":"%s","bot":true,"iat":1742069000}`, g.gmSnow()))}, `name: "acme-bot"`)
}

// ---- Twitch ----

func (g *G) gameTwitch() {
	g.add("game/twitch-tmi-js-identity", `
const tmi = require("tmi.js");

const client = new tmi.Client({
  options: { debug: true },
  identity: {
    username: "acme_chatbot",
    password: "oauth:«a»",
  },
  channels: ["acmeplays"],
});

client.connect().catch(console.error);
`, V{"a": g.gmTw()}, `username: "acme_chatbot"`, `channels: ["acmeplays"]`)

	g.add("game/twitchio-bot-python", `
from twitchio.ext import commands

class Bot(commands.Bot):
    def __init__(self):
        super().__init__(
            token="«a»",
            client_id="«_cid»",
            client_secret="«b»",
            bot_id="«_bid»",
            prefix="!",
            initial_channels=["acmeplays"],
        )
`, V{"a": g.gmTw(), "_cid": g.gmTw(), "b": g.gmTw(), "_bid": g.digits(9)}, `initial_channels=["acmeplays"]`)

	g.add("game/twitch-cli-configure-and-token", `
$ twitch configure
Client ID: «_cid»
Client Secret: «a»
Updated configuration.
$ twitch token
2025/03/15 20:40:12 App Access Token: «b»
$ twitch token -u -s 'channel:read:redemptions moderator:read:followers'
Opening browser. Press Ctrl+C to cancel...
2025/03/15 20:40:41 User Access Token: «c»
Refresh Token: «d»
Expires At: 2025-03-16 00:31:22.8176502 +0000 UTC
Scopes: [channel:read:redemptions moderator:read:followers]
`, V{"_cid": g.gmTw(), "a": g.gmTw(), "b": g.gmTw(), "c": g.gmTw(), "d": g.s(alLowNum, 50)}, "channel:read:redemptions moderator:read:followers")

	g.add("game/twitch-helix-curl-streams", `
$ curl -s -H "Client-Id: «_cid»" -H "Authorization: Bearer «a»" \
    "https://api.twitch.tv/helix/streams?user_login=acmeplays" | jq '.data[0] | {id, user_id, game_name, viewer_count}'
{
  "id": "«_sid»",
  "user_id": "«_uid»",
  "game_name": "Factorio",
  "viewer_count": 412
}
`, V{"_cid": g.gmTw(), "a": g.gmTw(), "_sid": g.digits(11), "_uid": g.digits(9)}, "https://api.twitch.tv/helix/streams?user_login=acmeplays")

	g.add("game/twitch-oauth-refresh-response", `
$ curl -s -X POST https://id.twitch.tv/oauth2/token \
    -d client_id=«_cid» -d client_secret=«a» \
    -d grant_type=refresh_token -d refresh_token=«b»
{"access_token":"«c»","expires_in":14258,"refresh_token":"«d»","scope":["chat:edit","chat:read","moderator:manage:banned_users"],"token_type":"bearer"}
`, V{"_cid": g.gmTw(), "a": g.gmTw(), "b": g.s(alLowNum, 50), "c": g.gmTw(), "d": g.s(alLowNum, 50)}, "moderator:manage:banned_users")

	g.add("game/twitch-eventsub-subscribe-secret", `
$ curl -s -X POST https://api.twitch.tv/helix/eventsub/subscriptions \
    -H "Authorization: Bearer «a»" -H "Client-Id: «_cid»" -H 'Content-Type: application/json' \
    -d '{"type":"channel.channel_points_custom_reward_redemption.add","version":"1","condition":{"broadcaster_user_id":"«_bid»"},"transport":{"method":"webhook","callback":"https://overlay.acmeplays.tv/eventsub","secret":"«b»"}}'
{"data":[{"id":"«_subid»","status":"webhook_callback_verification_pending","type":"channel.channel_points_custom_reward_redemption.add","version":"1","cost":0}],"total":1,"max_total_cost":10000,"total_cost":0}
`, V{"a": g.gmTw(), "_cid": g.gmTw(), "_bid": g.digits(9), "b": g.an(32), "_subid": g.uuid()}, "https://overlay.acmeplays.tv/eventsub")

	g.add("game/twitch-validate-response-benign-with-token-in-cmd", `
$ curl -s -H "Authorization: OAuth «a»" https://id.twitch.tv/oauth2/validate
{"client_id":"«_cid»","login":"acme_chatbot","scopes":["chat:edit","chat:read"],"user_id":"«_uid»","expires_in":5011271}
`, V{"a": g.gmTw(), "_cid": g.gmTw(), "_uid": g.digits(9)}, `"login":"acme_chatbot"`)

	g.add("game/twitch-streamerbot-settings-export", `
{
  "twitch": {
    "broadcaster": {"login": "acmeplays", "userId": "«_uid»", "accessToken": "«a»", "refreshToken": "«b»"},
    "bot": {"login": "acme_chatbot", "userId": "«_uid2»", "accessToken": "«c»"}
  },
  "websocketServer": {"enabled": true, "address": "127.0.0.1", "port": 8080, "endpoint": "/", "authentication": true, "password": "«d»"}
}
`, V{"_uid": g.digits(9), "a": g.gmTw(), "b": g.s(alLowNum, 50), "_uid2": g.digits(9), "c": g.gmTw(), "d": g.an(16)}, `"login": "acmeplays"`)

	g.add("game/twitch-chatterino-settings-json", `
$ jq '.accounts' ~/.local/share/chatterino/Settings/settings.json
{
  "current": "acmeplays",
  "uid«_uid»": {
    "username": "acmeplays",
    "userID": "«_uid»",
    "clientID": "«_cid»",
    "oauthToken": "«a»"
  }
}
`, V{"_uid": g.digits(9), "_cid": g.gmTw(), "a": g.gmTw()}, `"current": "acmeplays"`)

	g.add("game/twitch-irc-raw-pass", `
$ openssl s_client -quiet -connect irc.chat.twitch.tv:6697
PASS oauth:«a»
NICK acme_chatbot
JOIN #acmeplays
:tmi.twitch.tv 001 acme_chatbot :Welcome, GLHF!
:acme_chatbot!acme_chatbot@acme_chatbot.tmi.twitch.tv JOIN #acmeplays
`, V{"a": g.gmTw()}, "irc.chat.twitch.tv:6697", "NICK acme_chatbot")
}

// ---- streaming and creator tools ----

func (g *G) gameStreaming() {
	g.add("game/obs-service-json-twitch", `
$ cat ~/.config/obs-studio/basic/profiles/Acme_Stream/service.json
{"settings":{"bwtest":false,"key":"«a»","server":"auto","service":"Twitch"},"type":"rtmp_common"}
`, V{"a": g.gmTwKey()})

	g.add("game/obs-service-json-custom-rtmp-pretty", `
PS> Get-Content "$env:APPDATA\obs-studio\basic\profiles\Untitled\service.json"
{
    "settings": {
        "bwtest": false,
        "key": "«a»",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "use_auth": true,
        "username": "acme",
        "password": "«b»"
    },
    "type": "rtmp_custom"
}
`, V{"a": g.gmYTKey(), "b": g.pw()}, "rtmp://a.rtmp.youtube.com/live2")

	g.add("game/obs-websocket-config-json", `
$ cat ~/.config/obs-studio/plugin_config/obs-websocket/config.json
{"alerts_enabled":false,"auth_required":true,"first_load":false,"server_enabled":true,"server_password":"«a»","server_port":4455}
`, V{"a": g.an(16)})

	g.add("game/obs-websocket-js-connect", `
import OBSWebSocket from "obs-websocket-js";

const obs = new OBSWebSocket();
const { obsWebSocketVersion, negotiatedRpcVersion } = await obs.connect("ws://192.168.1.50:4455", "«a»", { rpcVersion: 1 });
console.log(ˋConnected to server ${obsWebSocketVersion} (using RPC ${negotiatedRpcVersion})ˋ);
await obs.call("SetCurrentProgramScene", { sceneName: "BRB" });
`, V{"a": g.an(16)}, "ws://192.168.1.50:4455")

	g.add("game/obs-cmd-password-flag", `
$ obs-cmd --websocket obsws://localhost:4455/«a» scene switch "Gameplay"
Result: Ok(())
$ obs-cli --password «b» recording start
`, V{"a": g.an(16), "b": g.an(16)}, `scene switch "Gameplay"`)

	g.add("game/obs-log-benign-stream-start", `
20:42:11.532: ==== Streaming Start ===============================================
20:42:11.532: [rtmp stream: 'adv_stream'] URL: rtmp://live.twitch.tv/app
20:42:11.533: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://live.twitch.tv/app...
20:42:11.774: [rtmp stream: 'adv_stream'] Connection to rtmp://live.twitch.tv/app (52.223.200.44) successful
20:42:11.775: [obs_x264: 'streaming_h264'] settings: rate_control: CBR bitrate: 6000 buffer size: 6000
20:42:11.776: Output 'adv_stream': stopping
20:42:11.780: Session ID: «_sid»
`, V{"_sid": g.uuid()}, "Connecting to RTMP URL rtmp://live.twitch.tv/app")

	g.add("game/ffmpeg-youtube-rtmp-key-in-url", `
$ ffmpeg -re -stream_loop -1 -i lofi_loop.mp4 -c:v libx264 -preset veryfast -b:v 4500k -maxrate 4500k -bufsize 9000k -g 60 -c:a aac -b:a 160k -f flv "rtmp://a.rtmp.youtube.com/live2/«a»"
ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers
Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'lofi_loop.mp4':
Output #0, flv, to 'rtmp://a.rtmp.youtube.com/live2/«a»':
frame=  912 fps= 30 q=23.0 size=   17408kB time=00:00:30.40 bitrate=4690.9kbits/s speed=   1x
`, V{"a": g.gmYTKey()}, "lofi_loop.mp4")

	g.add("game/nginx-rtmp-multistream-push", `
rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        application live {
            live on;
            record off;
            allow publish 192.168.1.0/24;
            deny publish all;
            push rtmp://live.twitch.tv/app/«a»;
            push rtmp://a.rtmp.youtube.com/live2/«b»;
            push rtmps://fa723fc1b171.global-contribute.live-video.net/«c»;
        }
    }
}
`, V{"a": g.gmTwKey(), "b": g.gmYTKey(), "c": "sk_us-west-2_" + g.an(12) + "_" + g.an(28)}, "allow publish 192.168.1.0/24")

	g.add("game/restream-and-srt-passphrase", `
# OBS > Settings > Stream (custom), copied into notes.md
Server: rtmp://live.restream.io/live
Stream Key: re_«a»

# backup path over SRT to the studio box
srt://studio.acmeplays.tv:9000?streamid=publish:main&passphrase=«b»&pbkeylen=32&latency=2000000
`, V{"a": g.digits(7) + "_" + g.hex(20), "b": g.an(24)}, "rtmp://live.restream.io/live", "srt://studio.acmeplays.tv:9000")

	g.add("game/mediamtx-paths-publish-auth", `
# mediamtx.yml
authMethod: internal
authInternalUsers:
  - user: any
    pass:
    ips: []
    permissions:
      - action: read
  - user: obs
    pass: «a»
    ips: ['192.168.1.0/24']
    permissions:
      - action: publish
api: yes
apiAddress: :9997
paths:
  gameplay:
    runOnReady: ffmpeg -i rtsp://localhost:8554/gameplay -c copy -f flv rtmp://live.twitch.tv/app/«b»
`, V{"a": g.pw(), "b": g.gmTwKey()}, "apiAddress: :9997")

	g.add("game/owncast-admin-and-stream-keys", `
$ ./owncast -streamkey «a» -adminpassword «a»
INFO[2025-03-15T20:51:04Z] Owncast v0.1.3-linux-64bit (d9d9a0f)
INFO[2025-03-15T20:51:04Z] Web server is listening on port 8080.
INFO[2025-03-15T20:51:04Z] RTMP is accepting inbound streams on port 1935.
$ curl -s -u admin:«a» http://localhost:8080/api/admin/serverconfig | jq '.streamKeys'
[{"key": "«b»", "comment": "OBS laptop"}]
`, V{"a": g.pw(), "b": g.an(24)}, "Owncast v0.1.3-linux-64bit")

	g.add("game/streamlabs-socket-token-js", `
// overlay/alerts.js
const SOCKET_TOKEN = "«a»";
const socket = io(ˋhttps://sockets.streamlabs.com?token=${SOCKET_TOKEN}ˋ, { transports: ["websocket"] });
socket.on("event", (eventData) => {
  if (eventData.type === "donation") showDonation(eventData.message[0]);
});
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"token":"%s","read_only":true,"prevent_master":true,"twitch_id":"%s"}`, g.s(alHexU, 20), g.digits(9)))}, `eventData.type === "donation"`)

	g.add("game/streamelements-jwt-and-account-id", `
$ cat se.env
SE_ACCOUNT_ID=«_acc»
SE_JWT=«a»
$ curl -s -H "Authorization: Bearer $SE_JWT" https://api.streamelements.com/kappa/v2/points/«_acc»/top | jq '.users[0]'
{"username": "mossy_otter", "points": 184210}
`, V{"_acc": g.hex(24), "a": g.jwt("HS256", fmt.Sprintf(`{"citadel":"%s","channel":"%s","role":"owner","provider":"twitch","authToken":"%s","user":"%s","iat":1742069000,"iss":"StreamElements"}`, g.hex(24), g.hex(24), g.b64u(40), g.hex(24)))}, "https://api.streamelements.com/kappa/v2/points/")

	g.add("game/kofi-webhook-payload-verification-token", `
POST /webhooks/kofi HTTP/1.1
Host: overlay.acmeplays.tv
Content-Type: application/x-www-form-urlencoded

data={"verification_token":"«a»","message_id":"«_mid»","timestamp":"2025-03-15T20:55:11Z","type":"Donation","is_public":true,"from_name":"Mossy","message":"gg!","amount":"5.00","url":"https://ko-fi.com/Home/CoffeeShop?txid=«_tx»","currency":"USD","kofi_transaction_id":"«_tx»"}
`, V{"a": g.uuid(), "_mid": g.uuid(), "_tx": g.uuid()}, `"from_name":"Mossy"`)

	g.add("game/patreon-creator-token-python", `
import patreon

CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"
CREATOR_ACCESS_TOKEN = "«b»"
CREATOR_REFRESH_TOKEN = "«c»"

api = patreon.API(CREATOR_ACCESS_TOKEN)
campaign = api.fetch_campaign().data()[0]
print(campaign.id(), campaign.attribute("patron_count"))
`, V{"_cid": g.b64u(64), "a": g.b64u(64), "b": g.b64u(43), "c": g.b64u(43)}, `campaign.attribute("patron_count")`)

	g.add("game/patreon-webhook-secret-and-signature", `
$ grep -n PATREON .env
4:PATREON_WEBHOOK_SECRET=«a»
5:PATREON_CAMPAIGN_ID=«_camp»
$ tail -2 logs/webhooks.log
2025-03-15T20:58:01Z patreon members:pledge:create sig=«_sig» ok member=«_mem»
2025-03-15T20:58:01Z granted discord role Supporter to «_du»
`, V{"a": g.b64u(64), "_camp": g.digits(7), "_sig": g.hex(32), "_mem": g.uuid(), "_du": g.gmSnow()}, "granted discord role Supporter")

	g.add("game/spotify-now-playing-widget-env", `
# now-playing overlay for OBS browser source
SPOTIFY_CLIENT_ID=«_cid»
SPOTIFY_CLIENT_SECRET=«a»
SPOTIFY_REFRESH_TOKEN=«b»
OVERLAY_PORT=3011
`, V{"_cid": g.hex(32), "a": g.hex(32), "b": "AQ" + g.b64u(129)}, "OVERLAY_PORT=3011")

	g.add("game/youtube-chatbot-client-secret-json", `
$ cat client_secret_«_num»-«_x».apps.googleusercontent.com.json
{"installed":{"client_id":"«_num»-«_x».apps.googleusercontent.com","project_id":"acme-chatbot-417213","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«a»","redirect_uris":["http://localhost"]}}
$ cat token.json | jq -r .refresh_token
«b»
`, V{"_num": g.digits(12), "_x": g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, `"project_id":"acme-chatbot-417213"`)

	g.add("game/youtube-data-api-key-live-chat", `
$ curl -s "https://www.googleapis.com/youtube/v3/liveBroadcasts?part=snippet&broadcastStatus=active&key=«a»" -H "Authorization: Bearer «b»" | jq -r '.items[0].snippet.liveChatId'
«_chat»
`, V{"a": g.googleKey(), "b": g.ya29(), "_chat": "KicKGFVD" + g.b64u(40)}, "broadcastStatus=active")

	g.add("game/kick-stream-key-and-url", `
Kick > Creator Dashboard > Settings > Stream URL & Key
Stream URL: rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/
Stream Key: «a»
(Reset stream key if it leaks.)
`, V{"a": "sk_us-west-2_" + g.an(12) + "_" + g.an(28)}, "rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/")

	g.add("game/tiltify-and-streamlabs-api-env", `
TILTIFY_CLIENT_ID=«_cid»
TILTIFY_CLIENT_SECRET=«a»
TILTIFY_CAMPAIGN_ID=«_camp»
STREAMLABS_ACCESS_TOKEN=«b»
STREAMLABS_SOCKET_TOKEN=«c»
`, V{"_cid": g.hex(64), "a": g.hex(64), "_camp": g.uuid(), "b": g.an(40), "c": g.jwt("HS256", fmt.Sprintf(`{"token":"%s","read_only":true,"prevent_master":true,"youtube_id":"UC%s"}`, g.s(alHexU, 20), g.b64u(22)))}, "TILTIFY_CAMPAIGN_ID=")
}

// ---- voice servers and game panels ----

func (g *G) gameVoicePanels() {
	g.add("game/teamspeak3-first-start-output", `
$ docker logs teamspeak 2>&1 | head -22
2025-03-15 21:02:11.340461|INFO    |ServerLibPriv |   |TeamSpeak 3 Server 3.13.7 (2022-06-20 12:21:53)
2025-03-15 21:02:11.341012|INFO    |ServerLibPriv |   |SystemInformation: Linux 6.8.0-52-generic #53-Ubuntu SMP x86_64 Binary: 64bit
2025-03-15 21:02:11.402231|WARNING |DatabaseQuery |   |dbPlugin name:    SQLite3 plugin, Version 3, (c)TeamSpeak Systems GmbH
2025-03-15 21:02:11.512201|INFO    |SQL           |   |db_CreateTables() tables created

------------------------------------------------------------------
                      I M P O R T A N T                           
------------------------------------------------------------------
               Server Query Admin Account created                  
         loginname= "serveradmin", password= "«a»"
         apikey= "«b»"
------------------------------------------------------------------

2025-03-15 21:02:12.031223|INFO    |VirtualServer |1  |listening on 0.0.0.0:9987, [::]:9987

------------------------------------------------------------------
                      I M P O R T A N T                           
------------------------------------------------------------------
      ServerAdmin privilege key created, please use it to gain 
      serveradmin rights for your virtualserver. please
      also check the doc/privilegekey_guide.txt for details.

       token=«c»
------------------------------------------------------------------
`, V{"a": g.an(8), "b": g.b64u(39), "c": g.gmTS3Priv()}, "TeamSpeak 3 Server 3.13.7", "listening on 0.0.0.0:9987")

	g.add("game/teamspeak3-serverquery-telnet", `
$ telnet ts.acme-gaming.example 10011
TS3
Welcome to the TeamSpeak 3 ServerQuery interface, type "help" for a list of commands and "help <command>" for information on a specific command.
login serveradmin «a»
error id=0 msg=ok
use sid=1
error id=0 msg=ok
clientlist -uid
clid=5 cid=1 client_database_id=3 client_nickname=Dana client_type=0 client_unique_identifier=«_uid»|clid=7 cid=4 client_database_id=9 client_nickname=Mossy client_type=0 client_unique_identifier=«_uid2»
error id=0 msg=ok
`, V{"a": g.an(8), "_uid": g.b64(20), "_uid2": g.b64(20)}, "client_nickname=Mossy")

	g.add("game/teamspeak3-webquery-apikey-curl", `
$ curl -s -H "x-api-key: «a»" "http://127.0.0.1:10080/1/clientlist?-uid" | jq '.body | length'
6
$ curl -s "http://127.0.0.1:10080/1/tokenadd?tokentype=0&tokenid1=6&tokenid2=0&api-key=«a»"
{"body":[{"token":"«b»"}],"status":{"code":0,"message":"ok"}}
`, V{"a": g.b64u(39), "b": g.gmTS3Priv()}, "http://127.0.0.1:10080/1/clientlist?-uid")

	g.add("game/teamspeak3-compose-mariadb", `
services:
  teamspeak:
    image: teamspeak:3.13
    restart: always
    ports: ["9987:9987/udp", "10011:10011", "30033:30033"]
    environment:
      TS3SERVER_DB_PLUGIN: ts3db_mariadb
      TS3SERVER_DB_SQLCREATEPATH: create_mariadb
      TS3SERVER_DB_HOST: db
      TS3SERVER_DB_USER: root
      TS3SERVER_DB_PASSWORD: «a»
      TS3SERVER_DB_NAME: teamspeak
      TS3SERVER_DB_WAITUNTILREADY: 30
      TS3SERVER_LICENSE: accept
      TS3SERVER_SERVERADMIN_PASSWORD: «b»
`, V{"a": g.pw(), "b": g.an(12)}, "TS3SERVER_DB_PLUGIN: ts3db_mariadb")

	g.add("game/teamspeak-sinusbot-config-ini", `
$ cat /opt/sinusbot/config.ini
ListenPort = 8087
ListenHost = "0.0.0.0"
TS3Path = "/opt/sinusbot/TeamSpeak3-Client-linux_amd64/ts3client_linux_amd64"
YoutubeDLPath = "/usr/local/bin/yt-dlp"
$ ./sinusbot --override-password «a»
2025/03/15 21:10:02 Overriding password for user admin
`, V{"a": g.pw()}, "ListenPort = 8087")

	g.add("game/mumble-superuser-log", `
$ journalctl -u mumble-server --no-pager | grep -i superuser
Mar 15 21:12:40 voice mumble-server[1822]: <W>2025-03-15 21:12:40.118 1 => Password for 'SuperUser' set to '«a»'
$ sudo mumble-server -ini /etc/mumble-server.ini -supw '«b»'
<W>2025-03-15 21:13:02.771 Initializing settings from /etc/mumble-server.ini (basepath /etc)
<W>2025-03-15 21:13:02.775 1 => SuperUser password set
`, V{"a": g.an(12), "b": g.pw()}, "/etc/mumble-server.ini")

	g.add("game/mumble-server-ini", `
; /etc/mumble-server.ini
database=/var/lib/mumble-server/mumble-server.sqlite
ice="tcp -h 127.0.0.1 -p 6502"
icesecretread=
icesecretwrite=«a»
logfile=/var/log/mumble-server/mumble-server.log
welcometext="<br />Welcome to <b>Acme Voice</b>.<br />"
port=64738
serverpassword=«b»
bandwidth=130000
users=100
registerName=Acme Voice
sslCert=/etc/letsencrypt/live/voice.acme-gaming.example/fullchain.pem
sslKey=/etc/letsencrypt/live/voice.acme-gaming.example/privkey.pem
`, V{"a": g.an(24), "b": g.pw()}, "registerName=Acme Voice", "icesecretread=")

	g.add("game/mumble-docker-env", `
$ docker inspect mumble --format '{{range .Config.Env}}{{println .}}{{end}}'
MUMBLE_SUPERUSER_PASSWORD=«a»
MUMBLE_CONFIG_SERVER_PASSWORD=«b»
MUMBLE_CONFIG_WELCOMETEXT=Acme Voice
MUMBLE_CONFIG_USERS=60
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"a": g.pwStrong(), "b": g.pw()}, "MUMBLE_CONFIG_WELCOMETEXT=Acme Voice")

	g.add("game/pterodactyl-wings-config-yml", `
$ sudo cat /etc/pterodactyl/config.yml
debug: false
app_name: Pterodactyl
uuid: «_uuid»
token_id: «a»
token: «b»
api:
  host: 0.0.0.0
  port: 8080
  ssl:
    enabled: true
    cert: /etc/letsencrypt/live/node1.acme-gaming.example/fullchain.pem
    key: /etc/letsencrypt/live/node1.acme-gaming.example/privkey.pem
  upload_limit: 100
system:
  data: /var/lib/pterodactyl/volumes
  sftp:
    bind_port: 2022
allowed_mounts: []
remote: 'https://panel.acme-gaming.example'
`, V{"_uuid": g.uuid(), "a": g.an(16), "b": g.an(64)}, "remote: 'https://panel.acme-gaming.example'")

	g.add("game/pterodactyl-wings-configure-command", `
$ cd /etc/pterodactyl && sudo wings configure --panel-url https://panel.acme-gaming.example --token «a» --node 3
Successfully configured wings.
$ systemctl enable --now wings
Created symlink /etc/systemd/system/multi-user.target.wants/wings.service → /etc/systemd/system/wings.service.
`, V{"a": g.gmPtero("a")}, "Successfully configured wings.")

	g.add("game/pterodactyl-panel-env", `
$ sudo grep -vE '^\s*(#|$)' /var/www/pterodactyl/.env
APP_ENV=production
APP_DEBUG=false
APP_KEY=«a»
APP_THEME=pterodactyl
APP_TIMEZONE=UTC
APP_URL=https://panel.acme-gaming.example
APP_SERVICE_AUTHOR=admins@acme-gaming.example
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=panel
DB_USERNAME=pterodactyl
DB_PASSWORD=«b»
HASHIDS_SALT=«c»
HASHIDS_LENGTH=8
MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAIL_PORT=587
MAIL_USERNAME=postmaster@mg.acme-gaming.example
MAIL_PASSWORD=«d»
REDIS_HOST=127.0.0.1
REDIS_PASSWORD=null
`, V{"a": g.laravelKey(), "b": g.pwStrong(), "c": g.an(20), "d": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "APP_URL=https://panel.acme-gaming.example", "REDIS_PASSWORD=null")

	g.add("game/pterodactyl-client-api-power", `
$ curl -s -X POST "https://panel.acme-gaming.example/api/client/servers/«_sid»/power" \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" -H "Accept: Application/vnd.pterodactyl.v1+json" \
    -d '{"signal": "restart"}' -w '%{http_code}\n'
204
`, V{"_sid": g.hex(8), "a": g.gmPtero("c")}, `'{"signal": "restart"}'`)

	g.add("game/pterodactyl-python-pydactyl", `
from pydactyl import PterodactylClient

api = PterodactylClient("https://panel.acme-gaming.example", "«a»")
for srv in api.client.servers.list_servers().collect():
    print(srv["attributes"]["identifier"], srv["attributes"]["name"])
# «_s1» Acme SMP
# «_s2» Acme Rust Monthly
`, V{"a": g.gmPtero("c"), "_s1": g.hex(8), "_s2": g.hex(8)}, "Acme Rust Monthly")

	g.add("game/pufferpanel-config-json", `
{
  "logs": "/var/log/pufferpanel",
  "panel": {
    "database": {
      "dialect": "mysql",
      "url": "pufferpanel:«a»@tcp(127.0.0.1:3306)/pufferpanel?charset=utf8mb4"
    },
    "web": {"files": "/var/www/pufferpanel"},
    "token": {"private": "/etc/pufferpanel/private.pem"},
    "sessionKey": "«b»"
  },
  "daemon": {"data": {"root": "/var/lib/pufferpanel"}},
  "web": {"host": "0.0.0.0:8080"}
}
`, V{"a": g.pwURL(), "b": g.b64(32)}, `"dialect": "mysql"`)

	g.add("game/amp-cubecoders-create-instance", `
$ ampinstmgr quickstart admin «a»
$ ampinstmgr CreateInstance Minecraft AcmeSMP 0.0.0.0 8081 «b» admin «c» +MinecraftModule.Minecraft.PortNumber 25565
[Info/1] Creating instance AcmeSMP...
[Info/1] Instance created: AcmeSMP01 (ID «_id»)
`, V{"a": g.pw(), "b": g.s(alUpNum, 8) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 12), "c": g.pwStrong(), "_id": g.uuid()}, "Instance created: AcmeSMP01")

	g.add("game/gamedig-status-cron-benign-with-webhook", `
# crontab -l
*/5 * * * * /usr/bin/node /opt/status/check.js >> /var/log/status.log 2>&1
$ cat /opt/status/servers.json
[
  {"type": "minecraft", "host": "play.acme-smp.net", "port": 25565},
  {"type": "rust", "host": "203.0.113.40", "port": 28017},
  {"type": "valheim", "host": "203.0.113.41", "port": 2457}
]
$ grep WEBHOOK /opt/status/.env
STATUS_WEBHOOK=https://discord.com/api/webhooks/«_id»/«a»
`, V{"_id": g.gmSnow(), "a": g.gmHook()}, `"host": "play.acme-smp.net"`)
}

// ---- mod loaders and distribution ----

func (g *G) gameMods() {
	g.add("game/curseforge-core-api-curl", `
$ curl -s -H "Accept: application/json" -H 'x-api-key: «a»' \
    "https://api.curseforge.com/v1/mods/search?gameId=432&classId=4471&searchFilter=all%20the%20mods" | jq '.data[0] | {id, name, downloadCount}'
{
  "id": «_mid»,
  "name": "All the Mods 9 - ATM9",
  "downloadCount": 11422318
}
`, V{"a": g.gmCurse(), "_mid": g.digits(6)}, "gameId=432&classId=4471")

	g.add("game/curseforge-upload-token-gradle", `
// build.gradle
curseforge {
    apiKey = findProperty("curseforge_token") ?: "«a»"
    project {
        id = "«_pid»"
        changelog = file("CHANGELOG.md")
        releaseType = "release"
        addGameVersion "1.21.1"
        addGameVersion "NeoForge"
        mainArtifact(remapJar)
    }
}
`, V{"a": g.uuid(), "_pid": g.digits(6)}, `addGameVersion "NeoForge"`)

	g.add("game/modrinth-minotaur-and-token", `
$ cat gradle.properties
org.gradle.jvmargs=-Xmx3G
mod_version=2.4.1+1.21.1
modrinth_token=«a»
curseforge_token=«b»
$ ./gradlew modrinth
> Task :modrinth
Successfully uploaded version 2.4.1+1.21.1 to acme-backpacks («_pid») as version ID «_vid».
`, V{"a": "mrp_" + g.an(36), "b": g.uuid(), "_pid": g.an(8), "_vid": g.an(8)}, "mod_version=2.4.1+1.21.1")

	g.add("game/mc-publish-workflow-literal", `
      - uses: Kir-Antipov/mc-publish@v3.3
        with:
          modrinth-id: «_mrid»
          modrinth-token: «a»
          curseforge-id: «_cfid»
          curseforge-token: ${{ secrets.CURSEFORGE_TOKEN }}
          github-token: ${{ secrets.GITHUB_TOKEN }}
          loaders: |
            fabric
            quilt
          game-versions: 1.21.1
`, V{"_mrid": g.an(8), "a": "mrp_" + g.an(36), "_cfid": g.digits(6)}, "Kir-Antipov/mc-publish@v3.3", "${{ secrets.CURSEFORGE_TOKEN }}")

	g.add("game/thunderstore-cli-publish", `
$ tcli publish --token «a» --file build/AcmeTeam-LethalTweaks-1.3.0.zip
Publishing build/AcmeTeam-LethalTweaks-1.3.0.zip
Successfully published AcmeTeam-LethalTweaks 1.3.0
https://thunderstore.io/c/lethal-company/p/AcmeTeam/LethalTweaks/
`, V{"a": "tss_" + g.an(64)}, "https://thunderstore.io/c/lethal-company/p/AcmeTeam/LethalTweaks/")

	g.add("game/itch-butler-creds-and-push", `
$ butler login
Your local credentials are valid!
$ cat ~/.config/itch/butler_creds
«a»
$ butler push build/web acme-games/skyforge:html5 --userversion 0.9.14
∙ For channel ˋhtml5ˋ: last build is «_bid», downloading its signature
∙ Pushing 18.42 MiB (412 files, 37 dirs, 0 symlinks)
✓ Added 1.2 MiB fresh data
`, V{"a": g.an(40), "_bid": g.digits(6)}, "acme-games/skyforge:html5")

	g.add("game/itch-butler-api-key-ci-and-url", `
  deploy-itch:
    runs-on: ubuntu-latest
    env:
      BUTLER_API_KEY: «a»
    steps:
      - run: curl -L -o butler.zip https://broth.itch.ovh/butler/linux-amd64/LATEST/archive/default
      - run: ./butler push dist/windows acme-games/skyforge:windows-beta --userversion-file VERSION
      - run: curl -s "https://itch.io/api/1/«a»/my-games" | jq '.games[].title'
`, V{"a": g.an(40)}, "acme-games/skyforge:windows-beta")

	g.add("game/packwiz-and-prism-benign", `
$ cat pack.toml
name = "Acme SMP Season 4"
author = "acme"
version = "4.2.0"
pack-format = "packwiz:1.1.0"

[index]
file = "index.toml"
hash-format = "sha256"
hash = "«_h»"

[versions]
minecraft = "1.21.1"
neoforge = "21.1.115"
$ cat mods/sodium.pw.toml | tail -4
[update.modrinth]
mod-id = "AANobbMI"
version = "«_v»"
`, V{"_h": g.hex(64), "_v": g.an(8)}, `name = "Acme SMP Season 4"`)

	g.add("game/nexusmods-api-validate-echoes-key", `
$ curl -s -H "apikey: «a»" -H "Application-Name: acme-modsync" -H "Application-Version: 0.2.0" https://api.nexusmods.com/v1/users/validate.json
{"user_id":«_uid»,"key":"«a»","name":"mossy_otter","is_premium?":false,"is_supporter?":false,"email":"mossy@example.com","profile_url":"https://avatars.nexusmods.com/«_uid»/100","is_supporter":false,"is_premium":false}
`, V{"a": g.b64(66), "_uid": g.digits(8)}, "https://api.nexusmods.com/v1/users/validate.json")
}

// ---- chat with the agent ----

func (g *G) gameChat() {
	g.add("game/chat-user-pastes-rcon-for-debug", `
user: the rcon plugin keeps saying "authentication failed". host is 10.0.5.12, port 25575, password is «a» — can you try connecting from the box and tell me what's wrong?
assistant: I'll test it with mcrcon from the host first.
`, V{"a": g.gmRcon()}, "port 25575")

	g.add("game/chat-twitch-stream-key-in-message", `
user: OBS says "Failed to connect to server". my key is «a» and I'm using the auto server. does the key look right? it starts with live_ like it should
`, V{"a": g.gmTwKey()}, "Failed to connect to server")

	g.add("game/chat-discord-token-after-reset", `
user: ok I reset it in the dev portal, new one: «a»
put it in .env as DISCORD_TOKEN and restart the pm2 process (name is acme-bot)
assistant: Updated .env and ran ˋpm2 restart acme-bot --update-envˋ; the bot logged in as AcmeBot#4412.
`, V{"a": g.discordBot()}, "pm2 restart acme-bot --update-env")

	g.add("game/chat-agent-summary-server-setup", `
assistant: Done. Summary of the Valheim server setup on vps-eu-2:
- installed SteamCMD and app 896660 into /home/vhserver/serverfiles
- LinuxGSM instance: vhserver, world "Yggdrasil", port 2456
- server password: «a» (you asked for it to be easy to type)
- Discord alerts go to the webhook you gave me (https://discord.com/api/webhooks/«_id»/«b»)
- backups at 04:00 UTC via cron, 7 kept
`, V{"a": g.pw(), "_id": g.gmSnow(), "b": g.gmHook()}, "app 896660", "vps-eu-2")

	g.add("game/chat-gslt-list-from-steam-page", `
user: here are the tokens from https://steamcommunity.com/dev/managegameservers, one per server:
pug-1  730  «a»  last logon 2025-03-14
pug-2  730  «b»  last logon 2025-03-15
memo says which box is which. please put them in each server's cs2.env
`, V{"a": g.gmSteamKey(), "b": g.gmSteamKey()}, "https://steamcommunity.com/dev/managegameservers")

	g.add("game/chat-obs-websocket-password-streamdeck", `
user: stream deck can't reach obs. websocket is on 4455 on my gaming pc (192.168.1.50), auth on, pw «a». the plugin shows "Connection refused"
assistant: "Connection refused" means nothing is listening on 4455 from the Stream Deck's side; let's check the Windows firewall rule before the password.
`, V{"a": g.an(16)}, "192.168.1.50")

	g.add("game/chat-ptero-admin-key-permissions", `
user: the application API key I made is «a» — it has r/w on servers, nodes and allocations. can you write a script that creates a Paper server for each new Patreon member?
`, V{"a": g.gmPtero("a")}, "r/w on servers, nodes and allocations")

	g.add("game/chat-teamspeak-token-for-friend", `
Dana: can you make Mossy a server admin on TS?
assistant: I ran ˋtokenadd tokentype=0 tokenid1=6 tokenid2=0ˋ over ServerQuery. Give Mossy this privilege key (single use): «a»
`, V{"a": g.gmTS3Priv()}, "tokenadd tokentype=0 tokenid1=6 tokenid2=0")

	g.add("game/chat-factorio-token-from-site", `
user: server won't list publicly: "Login failed: invalid token". my username is dana_k and the token from factorio.com/profile is «a»
`, V{"a": g.hex(30)}, "Login failed: invalid token")

	g.add("game/chat-agent-explains-public-vs-secret", `
assistant: Quick audit of the files you shared:
- PlayFab title id «_tid», Photon AppId «_app» and the EOS ProductId are public identifiers shipped in every client build; they can stay in the repo.
- The PlayFab developer secret key (PLAYFAB_SECRET_KEY=«a») is a server credential and must not be in Assets/ or in the client build. Move it to the backend and rotate it in Game Manager > Title settings > Secret Keys.
`, V{"_tid": g.s(alHexU, 5), "_app": g.uuid(), "a": g.s(alUpNum, 52)}, "Game Manager > Title settings > Secret Keys")

	g.add("game/chat-youtube-key-in-ffmpeg-question", `
user: why does this drop frames every few seconds?
ffmpeg -f x11grab -framerate 60 -video_size 1920x1080 -i :0.0 -c:v h264_nvenc -b:v 9000k -f flv rtmp://a.rtmp.youtube.com/live2/«a»
`, V{"a": g.gmYTKey()}, "h264_nvenc")

	g.add("game/chat-curseforge-key-env-question", `
user: itzg image fails with "CF_API_KEY is invalid" but I copied it from console.curseforge.com: «a»
assistant: Compose interpolates "$" in environment values; a CurseForge key starts with "$2a$10$", so it must be written with each "$" doubled, or put in a .env file read with env_file.
`, V{"a": g.gmCurse()}, "console.curseforge.com")

	g.add("game/chat-steam-login-for-ci", `
user: ci needs to upload to steam. builder account is acme_builder / «a» and the guard email goes to builds@acme-games.example. can you set up the steam-deploy step?
`, V{"a": g.pwStrong()}, "builds@acme-games.example")

	g.add("game/chat-mumble-superuser-recovery", `
assistant: I reset the Mumble SuperUser password with ˋmumble-server -ini /etc/mumble-server.ini -supw ...ˋ. New password: «a». Log in with username "SuperUser" from the Mumble client to register your own admin account, then stop using it.
`, V{"a": g.an(14)}, "SuperUser")
}

// ---- benign look-alikes ----

func (g *G) gameBenign() {
	g.add("game/benign-steam-ids-and-depots", `
$ steamcmd +login anonymous +app_status 896660 +quit
AppID 896660 (Valheim Dedicated Server):
 - release state: Fully Installed (Subscribed,)
 - owner accountID: 0
 - install dir: "/home/vhserver/serverfiles"
 - mounted depots: 896661 «_man» 1006 «_man2»
 - size on disk: 1592331822 bytes, BuildID «_bid»
$ echo "admins: «_s1» «_s2»"
admins: «_s1» «_s2»
`, V{"_man": g.digits(19), "_man2": g.digits(19), "_bid": g.digits(8), "_s1": g.gmSID(), "_s2": g.gmSID()}, "Valheim Dedicated Server")

	g.add("game/benign-minecraft-world-and-player-uuids", `
$ ls world/playerdata | head -3
«_u1».dat
«_u2».dat
«_u3».dat
$ nbt level.dat | grep -E 'RandomSeed|LevelName|DataVersion|WorldGenSettings'
  LevelName: "world"
  DataVersion: 4189
  WorldGenSettings.seed: «_seed»
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_u3": g.uuid(), "_seed": g.gmSeed()}, "DataVersion: 4189")

	g.add("game/benign-cs2-map-workshop-and-hashes", `
$ cat gamemodes_server.txt | grep -A4 mg_acme
"mg_acme"
{
	"maps"
	{
		"workshop/«_w1»/de_acme_vertigo"	""
		"workshop/«_w2»/aim_acme"	""
$ md5sum maps/*.vpk
«_h1»  maps/de_acme_vertigo.vpk
«_h2»  maps/aim_acme.vpk
`, V{"_w1": g.digits(10), "_w2": g.digits(10), "_h1": g.hex(32), "_h2": g.hex(32)}, "de_acme_vertigo")

	g.add("game/benign-discord-message-json-snowflakes", `
{
  "id": "«_m»",
  "channel_id": "«_c»",
  "guild_id": "«_g»",
  "author": {"id": "«_u»", "username": "mossy_otter", "global_name": "Mossy", "avatar": "«_av»", "discriminator": "0"},
  "content": "server's back up, seed «_seed» if anyone wants a test world",
  "timestamp": "2025-03-15T21:22:41.118000+00:00",
  "application_id": "«_app»",
  "nonce": "«_n»"
}
`, V{"_m": g.gmSnow(), "_c": g.gmSnow(), "_g": g.gmSnow(), "_u": g.gmSnow(), "_av": g.hex(32), "_seed": g.gmSeed(), "_app": g.gmSnow(), "_n": g.gmSnow()}, `"username": "mossy_otter"`)

	g.add("game/benign-twitch-ids-and-clip-urls", `
broadcaster_id=«_b» (acmeplays)
clip: https://clips.twitch.tv/«_clip»
vod:  https://www.twitch.tv/videos/«_v»
emote set: «_es»
client id for the extension (public): «_cid»
`, V{"_b": g.digits(9), "_clip": "BraveSillyOtter" + g.an(6) + "-" + g.b64u(16), "_v": g.digits(10), "_es": g.digits(9), "_cid": g.gmTw()}, "https://clips.twitch.tv/")

	g.add("game/benign-eos-playfab-photon-ids", `
// Assets/Config/BackendIds.cs — public ids only, no secrets
public static class BackendIds
{
    public const string PlayFabTitleId = "«_tid»";
    public const string PhotonAppId = "«_app»";
    public const string EosProductId = "«_prod»";
    public const string EosSandboxId = "«_sbx»";
    public const string EosDeploymentId = "«_dep»";
    public const string EosClientId = "«_cid»";
    public const string UnityCloudProjectId = "«_ucp»";
}
`, V{"_tid": g.s(alHexU, 5), "_app": g.uuid(), "_prod": g.hex(32), "_sbx": g.hex(32), "_dep": g.hex(32), "_cid": g.gmEOSClient(), "_ucp": g.uuid()}, "public ids only, no secrets")

	g.add("game/benign-unity-build-report", `
Build Report
Uncompressed usage by category (Percentages based on user generated assets only):
Textures               412.7 mb	 61.2%
Meshes                 88.1 mb	 13.1%
Build completed with a result of 'Succeeded' in 812 seconds (812034 ms)
Build GUID: «_g»
Addressables content state: Library/com.unity.addressables/aa/Android/catalog_«_v».hash = «_h»
`, V{"_g": g.hex(32), "_v": "2025.03.15.21.30.11", "_h": g.hex(32)}, "Build completed with a result of 'Succeeded'")

	g.add("game/benign-rust-server-status-and-seed", `
$ curl -s "https://api.battlemetrics.com/servers/«_bm»" | jq '.data.attributes | {name, players, maxPlayers, details: {map: .details.map, seed: .details.rust_world_seed, size: .details.rust_world_size, build: .details.rust_build}}'
{
  "name": "Acme Rust | Monthly | 2x",
  "players": 87,
  "maxPlayers": 150,
  "details": {"map": "Procedural Map", "seed": «_seed», "size": 4000, "build": "«_build»"}
}
`, V{"_bm": g.digits(8), "_seed": g.digits(9), "_build": g.digits(5)}, "https://api.battlemetrics.com/servers/")

	g.add("game/benign-ts3-server-info-public-key", `
serverinfo
virtualserver_unique_identifier=«_uid» virtualserver_name=Acme\sVoice virtualserver_platform=Linux virtualserver_version=3.13.7\s[Build:\s1655727713] virtualserver_maxclients=64 virtualserver_port=9987 virtualserver_id=1 virtualserver_created=1742073731 virtualserver_hostbanner_gfx_url=https:\/\/acme-gaming.example\/ts.png
error id=0 msg=ok
`, V{"_uid": g.b64(20)}, "virtualserver_name=Acme\\sVoice")

	g.add("game/benign-placeholders-in-server-guide", `
## Hosting your own Acme server

1. Copy cs2.env.example to cs2.env.
2. Get a Game Server Login Token for app 730 at https://steamcommunity.com/dev/managegameservers and set SRCDS_TOKEN=<your-gslt>.
3. Set CS2_RCONPW=changeme to something long.
4. For Discord alerts set DISCORD_WEBHOOK=https://discord.com/api/webhooks/<id>/<token>.
5. Never commit cs2.env.
`, nil, "SRCDS_TOKEN=<your-gslt>", "CS2_RCONPW=changeme", "https://discord.com/api/webhooks/<id>/<token>")

	g.add("game/benign-velocity-public-key-and-hash-log", `
[21:40:02 INFO]: [connected player] Dana_K (/203.0.113.44:51922) has connected
[21:40:02 INFO]: [server connection] Dana_K -> lobby has connected
[21:40:02 INFO] [velocity]: Player Dana_K profile key: «_pk» (expires 2025-03-16T21:40:01Z)
[21:40:02 INFO] [velocity]: Player Dana_K session hash «_sh»
`, V{"_pk": g.b64(294), "_sh": g.hex(40)}, "Dana_K -> lobby has connected")

	g.add("game/benign-factorio-mod-list-and-checksums", `
$ jq -c '.mods[] | select(.enabled)' mods/mod-list.json | head -3
{"name":"base","enabled":true}
{"name":"space-age","enabled":true}
{"name":"even-distribution","enabled":true}
$ sha1sum mods/*.zip | head -2
«_a»  mods/even-distribution_2.0.4.zip
«_b»  mods/far-reach_2.0.1.zip
`, V{"_a": g.hex(40), "_b": g.hex(40)}, "even-distribution_2.0.4.zip")
}
