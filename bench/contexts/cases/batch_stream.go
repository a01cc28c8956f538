package cases

import (
	"crypto/ecdh"
	"crypto/x509"
	"fmt"
	"strings"
)

// streamCases adds credentials from live streaming, video and creator
// tooling as a coding agent meets them while it edits a streamer's setup,
// an ingest server or a video platform integration. Sources: OBS Studio
// (service.json for rtmp_common, rtmp_custom with auth and whip_custom,
// basic.ini, global.ini with the obs-websocket 4 AuthSecret, the
// obs-websocket 5 plugin config, obs-multi-rtmp, Aitum Vertical,
// obs-websocket clients in Python, TypeScript and Go, Advanced Scene
// Switcher, Stream Deck and Touch Portal settings, portable installs on
// Windows), ingest URLs and keys for Twitch, YouTube, Facebook Live, Kick,
// Restream, TikTok Live, X Media Studio, LinkedIn Live, Owncast and
// PeerTube, ffmpeg and GStreamer command lines and their output
// (multi-output tee, SRT with passphrase and streamid, RTSP cameras,
// WHIP with a bearer token), systemd units, docker run lines and ps
// output, Larix, Moblin, BELABOX and NOALBS for IRL streaming, streamlink,
// ingest servers (nginx-rtmp push, on_publish backends and access logs,
// secure_link, MediaMTX users, external auth and logs, SRS hooks and
// logs, OvenMediaEngine signed policies and admission webhooks, Ant Media
// Server, Wowza Streaming Engine, Icecast, Liquidsoap, SHOUTcast, butt,
// AzuraCast, SRT Live Server), Twitch (Helix client credentials, twurple
// token files, tmi.js, TwitchIO, EventSub secrets and handlers, the Twitch
// CLI, extension secrets, device code flow, IRC debug output, Firebot,
// Nightbot and Fossabot), YouTube (Data API keys, OAuth client secrets and
// token.json, liveStreams.insert with the ingestion stream name, Studio
// copy-paste), Facebook Live Graph API, Kick and Restream APIs, alert and
// tipping services (Streamlabs socket and API tokens, StreamElements JWTs,
// Ko-fi, Tiltify, Fourthwall, Pulsoid, Spotify now-playing widgets), video
// platforms (Mux tokens, signing keys and live streams, Cloudflare Stream
// live inputs and signing keys, api.video, Vimeo, Wistia, JW Player,
// Brightcove, Bunny Stream, Kaltura, Livepeer, Amazon IVS stream keys,
// playback keys and stage tokens, Dolby.io/Millicast, VdoCipher),
// real-time video (Agora, LiveKit ingress and egress, 100ms, Daily,
// coturn, ICE server configs, Twilio NTS, Xirsys, VDO.Ninja, Vonage
// Video, Zoom Video SDK), Discord music and go-live bots (Lavalink,
// LavaSrc, youtube-source OAuth, notifier configs), podcast hosting
// (Buzzsprout, Transistor, Podbean, Captivate, Podcast Index, Castos,
// Auphonic, private feeds), and the chats, issues, logs and agent tool
// calls around them. Benign look-alikes: Twitch user, stream, VOD and
// clip ids, YouTube video, channel and live chat ids, Mux playback and
// asset ids, Cloudflare Stream uids, IVS ARNs and playback URLs, HLS
// playlists, Agora App IDs, LiveKit room listings, obs-websocket Hello
// challenges, EventSub signatures, masked keys and OBS logs. The case
// names start with "stream/".
func (g *G) streamCases() {
	g.stOBS()
	g.stIngest()
	g.stServers()
	g.stTwitch()
	g.stYouTube()
	g.stPlatforms()
	g.stAlerts()
	g.stVideoAPIs()
	g.stRTC()
	g.stDiscord()
	g.stPodcast()
	g.stChat()
	g.stLookalikes()
}

// ---- helpers used only here ----

// stAdd is add with "ˋ" standing for a backtick.
func (g *G) stAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// stTwitchKey is a Twitch stream key.
func (g *G) stTwitchKey() string { return "live_" + g.digits(9) + "_" + g.an(30) }

// stTwitchTok is a Twitch OAuth access token, refresh token or client secret body.
func (g *G) stTwitchTok() string { return g.s(alLowNum, 30) }

// stTwitchRefresh is a Twitch refresh token.
func (g *G) stTwitchRefresh() string { return g.s(alLowNum, 50) }

// stYTKey is a YouTube Live stream key.
func (g *G) stYTKey() string {
	p := make([]string, 5)
	for i := range p {
		p[i] = g.s(alLowNum, 4)
	}
	return strings.Join(p, "-")
}

// stFBKey is a Facebook Live persistent stream key.
func (g *G) stFBKey() string { return "FB-" + g.digits(16) + "-0-Ab" + g.b64u(30) }

// stIVSKey is an Amazon IVS (and Kick) stream key.
func (g *G) stIVSKey(region string) string { return "sk_" + region + "_" + g.an(12) + "_" + g.an(30) }

// stRestream is a Restream stream key.
func (g *G) stRestream() string { return "re_" + g.digits(7) + "_" + g.hex(20) }

// stCFKey is a Cloudflare Stream live input key.
func (g *G) stCFKey() string { return g.hex(32) + "k" + g.hex(32) }

// stYTVideo is a YouTube video id.
func (g *G) stYTVideo() string { return g.b64u(11) }

// stYTChannel is a YouTube channel id.
func (g *G) stYTChannel() string { return "UC" + g.b64u(22) }

// stJWT is a JWT with a signature of sig base64url characters.
func (g *G) stJWT(alg, payload string, sig int) string {
	return b64raw(`{"alg":"`+alg+`","typ":"JWT"}`) + "." + b64raw(payload) + "." + g.b64u(sig)
}

// stIP is a documentation-range public address.
func (g *G) stIP() string {
	return g.pick("203.0.113.", "198.51.100.", "192.0.2.") + fmt.Sprint(2+g.r.IntN(250))
}

// stEC384 is a real PKCS#8 P-384 private key (IVS playback keys are ES384).
func (g *G) stEC384() pemKey {
	for {
		k, err := ecdh.P384().NewPrivateKey(g.bytes(48))
		if err != nil {
			continue
		}
		der, err := x509.MarshalPKCS8PrivateKey(k)
		if err != nil {
			panic(err)
		}
		return g.pemFromDER("PRIVATE KEY", der)
	}
}

// stIat is a recent Unix time.
func (g *G) stIat() int { return 1718000000 + g.r.IntN(20000000) }

// ---- OBS Studio ----

func (g *G) stOBS() {
	g.stAdd("stream/obs-service-json-twitch-rtmps", `
$ cat ~/.config/obs-studio/basic/profiles/Twitch_1080p60/service.json
{
    "settings": {
        "bwtest": false,
        "key": "«a»",
        "protocol": "RTMPS",
        "server": "rtmps://ingest.global-contribute.live-video.net:443/app",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
`, V{"a": g.stTwitchKey()}, "rtmps://ingest.global-contribute.live-video.net:443/app", "Twitch_1080p60")

	g.stAdd("stream/obs-service-json-custom-auth", `
PS C:\Users\marco> Get-Content "$env:APPDATA\obs-studio\basic\profiles\Church_Sunday\service.json"
{
    "settings": {
        "bwtest": false,
        "key": "sunday-main",
        "password": "«a»",
        "server": "rtmp://stream.gracechapel.example:1935/live",
        "use_auth": true,
        "username": "avteam"
    },
    "type": "rtmp_custom"
}
`, V{"a": g.pw()}, "rtmp://stream.gracechapel.example:1935/live", "\"username\": \"avteam\"", "Church_Sunday")

	g.stAdd("stream/obs-service-json-whip-bearer", `
{
    "settings": {
        "bearer_token": "«a»",
        "server": "https://whip.studio-east.example/whip/endpoint/main-cam"
    },
    "type": "whip_custom"
}
`, V{"a": g.hex(48)}, "https://whip.studio-east.example/whip/endpoint/main-cam")

	g.stAdd("stream/obs-service-json-youtube-compact", `
dana@streampc:~$ jq -c . ~/.config/obs-studio/basic/profiles/YT/service.json
{"settings":{"bwtest":false,"key":"«a»","server":"rtmps://a.rtmps.youtube.com:443/live2","service":"YouTube - RTMPS","stream_key_link":"https://www.youtube.com/live_dashboard"},"type":"rtmp_common"}
`, V{"a": g.stYTKey()}, "rtmps://a.rtmps.youtube.com:443/live2", "https://www.youtube.com/live_dashboard")

	g.stAdd("stream/obs-basic-ini-and-service-diff", `
$ cd ~/.config/obs-studio/basic/profiles && git diff --no-index Old/ New/
diff --git a/Old/basic.ini b/New/basic.ini
--- a/Old/basic.ini
+++ b/New/basic.ini
@@ -1,7 +1,7 @@
 [General]
-Name=Old
+Name=New
 
 [Output]
 Mode=Advanced
 
 [AdvOut]
-Encoder=obs_x264
+Encoder=jim_nvenc
 TrackIndex=1
 RecType=Standard
diff --git a/Old/service.json b/New/service.json
--- a/Old/service.json
+++ b/New/service.json
@@ -1 +1 @@
-{"settings":{"bwtest":false,"key":"«a»","server":"auto","service":"Twitch"},"type":"rtmp_common"}
+{"settings":{"bwtest":false,"key":"«b»","server":"rtmp://live.restream.io/live","service":"Restream.io"},"type":"rtmp_common"}
`, V{"a": g.stTwitchKey(), "b": g.stRestream()}, "Encoder=jim_nvenc", "rtmp://live.restream.io/live")

	g.stAdd("stream/obs-basic-ini-video-benign-plus-key", `
[General]
Name=Podcast Live

[Video]
BaseCX=1920
BaseCY=1080
OutputCX=1280
OutputCY=720
FPSType=1
FPSCommon=30

[SimpleOutput]
FilePath=/home/kai/Videos
RecFormat2=mkv
VBitrate=4500
StreamEncoder=x264
Preset=veryfast

[Stream1]
IgnoreRecommended=false
EnableMultitrackVideo=false

; service.json in the same folder:
; {"settings":{"key":"«a»","server":"rtmps://live-api-s.facebook.com:443/rtmp/","service":"Facebook Live"},"type":"rtmp_common"}
`, V{"a": g.stFBKey()}, "rtmps://live-api-s.facebook.com:443/rtmp/", "FilePath=/home/kai/Videos")

	g.stAdd("stream/obs-websocket5-config-json", `
$ cat ~/.config/obs-studio/plugin_config/obs-websocket/config.json
{
    "alerts_enabled": false,
    "auth_required": true,
    "first_load": false,
    "server_enabled": true,
    "server_password": "«a»",
    "server_port": 4455
}
`, V{"a": g.an(16)}, "\"server_port\": 4455")

	g.stAdd("stream/obs-global-ini-websocket4-authsecret", `
[General]
Pre19Defaults=false
Pre21Defaults=false
Pre23Defaults=false
LastVersion=453115907
FirstRun=true

[BasicWindow]
gridMode=false
SysTrayEnabled=true

[WebsocketAPI]
ServerEnabled=true
ServerPort=4444
LockToIPv4=false
DebugEnabled=false
AlertsEnabled=true
AuthRequired=true
AuthSecret=«a»
AuthSalt=«_s»
`, V{"a": g.b64(32), "_s": g.b64(32)}, "LastVersion=453115907")

	g.stAdd("stream/obs-multi-rtmp-json", `
{
  "targets": [
    {
      "id": "«_i1»",
      "name": "YouTube backup",
      "protocol": "RTMP",
      "service-param": {
        "server": "rtmp://b.rtmp.youtube.com/live2?backup=1",
        "key": "«a»",
        "use_auth": false
      },
      "output-param": {"video-encoder": "", "audio-encoder": ""},
      "sync-start": true
    },
    {
      "id": "«_i2»",
      "name": "Kick",
      "protocol": "RTMPS",
      "service-param": {
        "server": "rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/",
        "key": "«b»"
      },
      "sync-start": false
    }
  ]
}
`, V{"_i1": g.uuid(), "a": g.stYTKey(), "_i2": g.uuid(), "b": g.stIVSKey("us-west-2")}, "rtmp://b.rtmp.youtube.com/live2?backup=1", "\"name\": \"YouTube backup\"")

	g.stAdd("stream/obs-aitum-vertical-ini", `
# ~/Library/Application Support/obs-studio/plugin_config/vertical-canvas/config.json (excerpt)
{
  "width": 1080,
  "height": 1920,
  "stream_server": "rtmps://push-rtmp-l11-va01.tiktokcdn.com/game/",
  "stream_key": "«a»",
  "stream_server2": "rtmp://live.twitch.tv/app",
  "stream_key2": "«b»",
  "backtrack_seconds": 30
}
`, V{"a": "stream-" + g.digits(18) + "?expire=" + fmt.Sprint(g.stIat()) + "&sign=" + g.hex(32), "b": g.stTwitchKey()}, "rtmps://push-rtmp-l11-va01.tiktokcdn.com/game/", "vertical-canvas")

	g.stAdd("stream/obs-websocket-python-obsws", `
# scenes.py -- switch to BRB when the stream goes idle
import obsws_python as obs

cl = obs.ReqClient(host="192.168.1.40", port=4455, password="«a»", timeout=3)
resp = cl.get_scene_list()
print([s["sceneName"] for s in resp.scenes])
cl.set_current_program_scene("BRB")
`, V{"a": g.an(16)}, "obsws_python", "192.168.1.40")

	g.stAdd("stream/obs-websocket-ts-connect", `
import OBSWebSocket from 'obs-websocket-js';

const obs = new OBSWebSocket();
const OBS_URL = 'ws://streampc.lan:4455';
const OBS_PASSWORD = '«a»';

export async function connectObs() {
  const { obsWebSocketVersion, negotiatedRpcVersion } = await obs.connect(OBS_URL, OBS_PASSWORD, { rpcVersion: 1 });
  console.log(ˋConnected to server ${obsWebSocketVersion} (using RPC ${negotiatedRpcVersion})ˋ);
}
`, V{"a": g.pw()}, "ws://streampc.lan:4455")

	g.stAdd("stream/obs-websocket-go-goobs", `
package obsctl

import "github.com/andreykaipov/goobs"

func Client() (*goobs.Client, error) {
	return goobs.New("localhost:4455", goobs.WithPassword("«a»"))
}
`, V{"a": g.an(16)}, "github.com/andreykaipov/goobs")

	g.stAdd("stream/obs-advanced-scene-switcher-export", `
[advanced-scene-switcher]
; exported settings, websocket connection section
websocketConnections\size=1
websocketConnections\1\name=Stream PC
websocketConnections\1\address=10.0.0.21
websocketConnections\1\port=4455
websocketConnections\1\password=«a»
websocketConnections\1\connectOnStart=true
websocketConnections\1\reconnect=true
websocketConnections\1\useOBSWSProtocol=true
`, V{"a": g.an(16)}, "websocketConnections\\1\\address=10.0.0.21")

	g.stAdd("stream/streamdeck-obs-plugin-settings", `
$ cat "$HOME/Library/Application Support/com.elgato.StreamDeck/Plugins/com.elgato.obsstudio.sdPlugin/settings.json"
{"obsHost":"127.0.0.1","obsPort":4455,"obsPassword":"«a»","autoConnect":true,"lastSceneCollection":"Main","showAlerts":false}
`, V{"a": g.an(16)}, "com.elgato.obsstudio.sdPlugin")

	g.stAdd("stream/touch-portal-obs-plugin", `
# TouchPortal/plugins/OBS/settings.tpsettings
{
  "settings": [
    {"name": "OBS Host", "value": "192.168.0.12"},
    {"name": "OBS Port", "value": "4455"},
    {"name": "OBS Password", "value": "«a»"},
    {"name": "Auto connect", "value": "On"}
  ]
}
`, V{"a": g.pwStrong()}, "\"name\": \"OBS Password\"", "192.168.0.12")

	g.stAdd("stream/obs-cmd-websocket-url", `
$ obs-cmd --websocket obsws://studio-pc:4455/«a» scene switch "Just Chatting"
Switched to scene: Just Chatting
$ obs-cmd --websocket obsws://studio-pc:4455/«a» streaming status
Streaming: true (01:42:07)
`, V{"a": g.an(16)}, "obsws://studio-pc:4455/", "Just Chatting")

	g.stAdd("stream/obs-websocket-identify-frames", `
<- {"op":0,"d":{"obsWebSocketVersion":"5.4.2","rpcVersion":1,"authentication":{"challenge":"«_c»","salt":"«_s»"}}}
-> {"op":1,"d":{"rpcVersion":1,"authentication":"«=h»","eventSubscriptions":33}}
<- {"op":2,"d":{"negotiatedRpcVersion":1}}
# config used: OBS_WS_PASSWORD=«a»
`, V{"_c": g.b64(32), "_s": g.b64(32), "=h": g.b64(32), "a": g.an(16)}, "\"negotiatedRpcVersion\":1")

	g.stAdd("stream/obs-portable-zip-profile-export", `
> Expand-Archive obs-profile-backup.zip -DestinationPath .\restore
> Get-ChildItem .\restore\basic\profiles\Main
    Directory: C:\Tools\OBS-portable\config\obs-studio\basic\profiles\Main
Mode                 LastWriteTime         Length Name
----                 -------------         ------ ----
-a----         6/11/2024   9:14 PM           1874 basic.ini
-a----         6/11/2024   9:14 PM            210 service.json
-a----         6/11/2024   9:14 PM            389 streamEncoder.json
> Get-Content .\restore\basic\profiles\Main\service.json
{"settings":{"bwtest":false,"key":"«a»","server":"rtmp://live.twitch.tv/app","service":"Twitch"},"type":"rtmp_common"}
`, V{"a": g.stTwitchKey()}, "streamEncoder.json", "rtmp://live.twitch.tv/app")

	g.stAdd("stream/obs-service-json-owncast-custom", `
# profile "Owncast" service.json
{
    "settings": {
        "bwtest": false,
        "key": "«a»",
        "server": "rtmp://live.ourcrew.example:1935/live",
        "use_auth": false
    },
    "type": "rtmp_custom"
}
`, V{"a": g.pwURL()}, "rtmp://live.ourcrew.example:1935/live")
}

// ---- ffmpeg, GStreamer and ingest URLs ----

func (g *G) stIngest() {
	g.stAdd("stream/ffmpeg-youtube-output-banner", `
$ ffmpeg -re -stream_loop -1 -i lofi_loop.mp4 -c:v libx264 -preset veryfast -b:v 4500k -g 60 -c:a aac -b:a 160k -f flv "rtmp://a.rtmp.youtube.com/live2/«a»"
ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers
Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'lofi_loop.mp4':
  Duration: 00:59:58.02, start: 0.000000, bitrate: 3211 kb/s
Output #0, flv, to 'rtmp://a.rtmp.youtube.com/live2/«a»':
  Metadata:
    encoder         : Lavf60.16.100
  Stream #0:0: Video: h264 ([7][0][0][0] / 0x0007), yuv420p(progressive), 1920x1080, q=2-31, 4500 kb/s, 30 fps, 1k tbn
  Stream #0:1: Audio: aac (LC) ([10][0][0][0] / 0x000A), 48000 Hz, stereo, fltp, 160 kb/s
frame= 1802 fps= 30 q=23.0 size=   33541kB time=00:01:00.03 bitrate=4577.2kbits/s speed=   1x
`, V{"a": g.stYTKey()}, "lofi_loop.mp4", "Lavf60.16.100")

	g.stAdd("stream/ffmpeg-tee-multistream", `
ffmpeg -i rtmp://127.0.0.1/ingest/main \
  -map 0 -c copy -f tee \
  "[f=flv:onfail=ignore]rtmp://live.twitch.tv/app/«a»|[f=flv:onfail=ignore]rtmp://a.rtmp.youtube.com/live2/«b»|[f=flv:onfail=ignore]rtmps://live-api-s.facebook.com:443/rtmp/«c»"
`, V{"a": g.stTwitchKey(), "b": g.stYTKey(), "c": g.stFBKey()}, "rtmp://127.0.0.1/ingest/main")

	g.stAdd("stream/ffmpeg-srt-passphrase-streamid", `
ffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 \
  -c:v h264_v4l2m2m -b:v 3M -c:a aac -f mpegts \
  "srt://ingest.eventco.example:9000?mode=caller&latency=2000000&pbkeylen=32&passphrase=«a»&streamid=#!::r=live/stage-left,m=publish"
`, V{"a": g.an(24)}, "#!::r=live/stage-left,m=publish", "ingest.eventco.example:9000")

	g.stAdd("stream/ffmpeg-rtsp-camera-to-mediamtx", `
#!/bin/sh
# relay the PTZ camera into mediamtx; the path needs publish creds
exec ffmpeg -rtsp_transport tcp \
  -i "rtsp://admin:«a»@10.20.0.64:554/Streaming/Channels/101" \
  -c copy -f rtsp "rtsp://publisher:«b»@127.0.0.1:8554/ptz-front"
`, V{"a": g.pwURL(), "b": g.pwURL()}, "10.20.0.64:554/Streaming/Channels/101", "ptz-front")

	g.stAdd("stream/gstreamer-rtmp2sink", `
gst-launch-1.0 -e \
  v4l2src device=/dev/video2 ! video/x-raw,width=1280,height=720,framerate=30/1 ! videoconvert ! \
  x264enc bitrate=2500 speed-preset=veryfast tune=zerolatency key-int-max=60 ! h264parse ! \
  flvmux name=mux streamable=true ! rtmp2sink location="rtmp://live.restream.io/live/«a»" \
  pulsesrc ! audioconvert ! voaacenc bitrate=128000 ! aacparse ! mux.
`, V{"a": g.stRestream()}, "rtmp2sink", "flvmux name=mux streamable=true")

	g.stAdd("stream/gstreamer-whipsink-auth-token", `
$ GST_DEBUG=whipsink:4 gst-launch-1.0 videotestsrc is-live=true ! videoconvert ! vp8enc deadline=1 ! rtpvp8pay ! \
    whipsink name=ws whip-endpoint="https://customer-«_c».cloudflarestream.com/«a»/webRTC/publish" auth-token="«b»"
0:00:00.412 INFO whipsink gstwhipsink.c:612: Sending offer to https://customer-«_c».cloudflarestream.com/«a»/webRTC/publish
0:00:00.739 INFO whipsink gstwhipsink.c:688: Received answer, resource at /«a»/webRTC/publish/«_r»
`, V{"_c": g.s(alLowNum, 16), "a": g.stCFKey(), "b": g.an(32), "_r": g.hex(32)}, "gstwhipsink.c:612")

	g.stAdd("stream/systemd-unit-247-radio", `
# /etc/systemd/system/lofi-stream.service
[Unit]
Description=24/7 lofi stream to YouTube
After=network-online.target

[Service]
User=stream
Environment=YT_KEY=«a»
Environment=PLAYLIST=/srv/lofi/playlist.txt
ExecStart=/usr/bin/ffmpeg -re -f concat -safe 0 -i ${PLAYLIST} -c:v libx264 -b:v 2500k -c:a aac -f flv rtmp://a.rtmp.youtube.com/live2/${YT_KEY}
Restart=always
RestartSec=5

[Install]
WantedBy=multi-user.target
`, V{"a": g.stYTKey()}, "rtmp://a.rtmp.youtube.com/live2/${YT_KEY}", "/srv/lofi/playlist.txt")

	g.stAdd("stream/ps-aux-ffmpeg-restream", `
$ ps aux | grep [f]fmpeg
stream    48211 91.3  4.1 2417332 336112 ?      Rsl  13:02  57:14 ffmpeg -hide_banner -loglevel warning -i /srv/vod/replay-0611.mkv -c copy -f flv rtmp://fra05.contribute.live-video.net/app/«a»
stream    48390  3.0  0.4  812224  35120 ?      Ssl  13:02   1:52 ffmpeg -i http://127.0.0.1:8080/hls/main.m3u8 -c copy -f segment /srv/archive/%03d.ts
`, V{"a": g.stTwitchKey()}, "rtmp://fra05.contribute.live-video.net/app/", "/srv/vod/replay-0611.mkv")

	g.stAdd("stream/docker-run-restreamer-env", `
docker run -d --name restreamer --restart unless-stopped \
  -e SOURCE_URL=rtsp://camera.lan:8554/stream \
  -e TWITCH_KEY=«a» \
  -e KICK_URL=rtmps://fa723fc1b171.global-contribute.live-video.net:443/app \
  -e KICK_KEY=«b» \
  -e X_KEY=«c» \
  -e X_URL=rtmp://va.pscp.tv:80/x \
  ghcr.io/ourcrew/restreamer:2.3
`, V{"a": g.stTwitchKey(), "b": g.stIVSKey("us-west-2"), "c": g.s(alLowNum, 12)}, "rtmp://va.pscp.tv:80/x", "ghcr.io/ourcrew/restreamer:2.3")

	g.stAdd("stream/python-subprocess-ffmpeg", `
import subprocess

RTMP_URL = "rtmp://live.twitch.tv/app/"
STREAM_KEY = "«a»"

def start_stream(src: str) -> subprocess.Popen:
    cmd = [
        "ffmpeg", "-re", "-i", src,
        "-c:v", "libx264", "-preset", "veryfast", "-maxrate", "6000k", "-bufsize", "12000k",
        "-pix_fmt", "yuv420p", "-g", "120", "-c:a", "aac", "-b:a", "160k", "-ar", "44100",
        "-f", "flv", RTMP_URL + STREAM_KEY,
    ]
    return subprocess.Popen(cmd, stderr=subprocess.PIPE)
`, V{"a": g.stTwitchKey()}, "RTMP_URL = \"rtmp://live.twitch.tv/app/\"")

	g.stAdd("stream/node-fluent-ffmpeg", `
const ffmpeg = require('fluent-ffmpeg');

const INGEST = 'rtmps://global-live.mux.com:443/app';
const KEY = process.env.MUX_STREAM_KEY || '«a»';

ffmpeg('/var/media/intro.mp4')
  .inputOptions(['-re'])
  .videoCodec('libx264')
  .audioCodec('aac')
  .format('flv')
  .output(ˋ${INGEST}/${KEY}ˋ)
  .on('stderr', (l) => console.debug(l))
  .run();
`, V{"a": g.uuid()}, "rtmps://global-live.mux.com:443/app", "fluent-ffmpeg")

	g.stAdd("stream/ffmpeg-tiktok-signed-push", `
ffmpeg -re -i vertical.mp4 -c:v libx264 -b:v 3000k -c:a aac -f flv \
  'rtmp://push-rtmp-l11-sg01.tiktokcdn.com/game/stream-«_sid»?expire=«_exp»&sign=«a»'
`, V{"_sid": g.digits(18), "_exp": fmt.Sprint(g.stIat()), "a": g.hex(32)}, "push-rtmp-l11-sg01.tiktokcdn.com")

	g.stAdd("stream/ffmpeg-linkedin-live-azure", `
# LinkedIn Live (custom stream) - values from the "Go live" setup page
STREAM_URL="rtmps://«_c».channel.media.azure.net:2935/live/«_d»"
STREAM_KEY="«a»"
ffmpeg -re -i webinar.mp4 -c:v libx264 -b:v 4000k -g 60 -c:a aac -f flv "$STREAM_URL/$STREAM_KEY"
`, V{"_c": g.hex(32), "_d": g.hex(32), "a": g.an(11)}, "channel.media.azure.net:2935")

	g.stAdd("stream/larix-broadcaster-connections-export", `
{
  "connections": [
    {
      "name": "Twitch IRL",
      "url": "rtmp://live.twitch.tv/app/«a»",
      "mode": "AudioVideo",
      "active": true
    },
    {
      "name": "BELABOX cloud",
      "url": "srtla://euw.belabox.net:5000",
      "mode": "AudioVideo",
      "srtStreamid": "«b»",
      "srtPassphrase": "«c»",
      "srtLatency": 2000,
      "active": false
    }
  ],
  "version": 2
}
`, V{"a": g.stTwitchKey(), "b": g.hex(32), "c": g.an(20)}, "srtla://euw.belabox.net:5000")

	g.stAdd("stream/moblin-settings-json", `
    "streams" : [
      {
        "name" : "Kick",
        "url" : "rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/«a»",
        "enabled" : true,
        "twitchChannelName" : "",
        "kickChannelName" : "irl_nomad",
        "obsWebSocketUrl" : "ws://100.92.14.3:4455",
        "obsWebSocketPassword" : "«b»",
        "resolution" : "1920x1080",
        "fps" : 30
      }
    ]
`, V{"a": g.stIVSKey("us-west-2"), "b": g.an(16)}, "\"kickChannelName\" : \"irl_nomad\"", "ws://100.92.14.3:4455")

	g.stAdd("stream/noalbs-config-json", `
{
  "user": {"id": null, "name": "irl_nomad", "passwordHash": null},
  "switcher": {
    "bitrateSwitcherEnabled": true,
    "onlySwitchWhenStreaming": true,
    "triggers": {"low": 800, "rtt": 2500, "offline": null},
    "streamServers": [
      {"streamServer": {"type": "SrtLiveServer", "statsUrl": "http://127.0.0.1:8181/stats", "publisher": "live/feed1"}, "name": "SRTLA", "priority": 0}
    ]
  },
  "software": {"type": "Obs", "host": "localhost", "password": "«a»", "port": 4455},
  "chat": {
    "platform": "Twitch",
    "username": "irl_nomad",
    "admins": ["irl_nomad"],
    "language": "EN"
  }
}
# .env next to it
TWITCH_BOT_USERNAME=nomadbot
TWITCH_BOT_OAUTH=oauth:«b»
`, V{"a": g.an(16), "b": g.stTwitchTok()}, "http://127.0.0.1:8181/stats", "TWITCH_BOT_USERNAME=nomadbot")

	g.stAdd("stream/belabox-srtla-send", `
$ ./srtla_send 5000 euw.belabox.net 5000 /tmp/srtla_ips &
$ ./belacoder pipeline/h265_camlink_1080p 127.0.0.1 5000 -d 2000 -b /tmp/bitrate -s «a»
belacoder: using SRT stream id «a»
Connecting to 127.0.0.1:5000 (latency 2000 ms)
SRT connected. Stream starting...
`, V{"a": g.hex(32)}, "euw.belabox.net", "pipeline/h265_camlink_1080p")

	g.stAdd("stream/streamlink-twitch-api-header", `
# ~/.config/streamlink/config.twitch
twitch-disable-ads
twitch-low-latency
twitch-api-header=Authorization=OAuth «a»
player=mpv
default-stream=best
`, V{"a": g.stTwitchTok()}, "twitch-low-latency", "player=mpv")

	g.stAdd("stream/streamlink-cli-ttvlol", `
$ streamlink --twitch-api-header "Authorization=OAuth «a»" --twitch-proxy-playlist=https://eu.luminous.dev twitch.tv/shroud best -o /mnt/vods/shroud-$(date +%F).ts
[cli][info] Found matching plugin twitch for URL twitch.tv/shroud
[plugins.twitch][info] Using playlist proxy 'https://eu.luminous.dev'
[cli][info] Available streams: audio_only, 160p (worst), 360p, 480p, 720p60, 1080p60 (best)
[cli][info] Opening stream: 1080p60 (hls)
[cli][info] Writing output to
/mnt/vods/shroud-2024-06-11.ts
`, V{"a": g.stTwitchTok()}, "Found matching plugin twitch for URL twitch.tv/shroud")

	g.stAdd("stream/peertube-live-settings-copy", `
Live settings (copied from the PeerTube "Go live" modal)

Live RTMP Url      rtmp://tube.makerspace.example:1935/live
Live RTMPS Url     rtmps://tube.makerspace.example:1936/live
Live stream key    «a»
⚠ Never share your stream key with anyone.

Video URL          https://tube.makerspace.example/w/«_v»
`, V{"a": g.uuid(), "_v": g.s(alB58, 22)}, "rtmp://tube.makerspace.example:1935/live")
}

// ---- ingest and broadcast servers ----

func (g *G) stServers() {
	g.stAdd("stream/nginx-rtmp-push-and-on-publish", `
rtmp {
    server {
        listen 1935;
        chunk_size 4096;

        application live {
            live on;
            record off;
            on_publish http://127.0.0.1:8090/rtmp/auth;
            on_publish_done http://127.0.0.1:8090/rtmp/done;

            push rtmp://live.twitch.tv/app/«a»;
            push rtmp://a.rtmp.youtube.com/live2/«b»;
            push rtmp://127.0.0.1:19350/rtmp/«c»;   # stunnel -> facebook rtmps
        }

        application hls {
            live on;
            hls on;
            hls_path /var/www/hls;
            hls_fragment 3;
        }
    }
}
`, V{"a": g.stTwitchKey(), "b": g.stYTKey(), "c": g.stFBKey()}, "on_publish http://127.0.0.1:8090/rtmp/auth", "hls_path /var/www/hls")

	g.stAdd("stream/nginx-rtmp-on-publish-flask", `
# rtmp_auth.py - nginx-rtmp on_publish callback
from flask import Flask, request, abort

app = Flask(__name__)

STREAM_KEYS = {
    "studio-a": "«a»",
    "studio-b": "«b»",
    "guest":    "«c»",
}

@app.post("/rtmp/auth")
def auth():
    name = request.form.get("name", "")
    key = request.form.get("key", "")
    if STREAM_KEYS.get(name) != key:
        abort(403)
    return "", 204
`, V{"a": g.hex(24), "b": g.hex(24), "c": g.pw()}, "nginx-rtmp on_publish callback", "request.form.get(\"name\", \"\")")

	g.stAdd("stream/nginx-rtmp-access-log", `
$ tail -n 4 /var/log/nginx/rtmp_access.log
«_ip» [11/Jun/2024:20:58:13 +0000] PUBLISH "live" "«a»" "" - 3621 409 "" "FMLE/3.0 (compatible; FMSc/1.0)" (4s)
«_ip» [11/Jun/2024:21:02:40 +0000] PUBLISH "live" "«a»" "" - 1148223081 4177 "" "FMLE/3.0 (compatible; FMSc/1.0)" (4m 27s)
10.8.0.6 [11/Jun/2024:21:03:05 +0000] PLAY "hls" "main" "" - 433 9981223 "" "LNX 9,0,124,2" (22s)
«_ip2» [11/Jun/2024:21:04:11 +0000] PUBLISH "live" "studio-b?key=«b»" "" - 3621 409 "" "FMLE/3.0 (compatible; FMSc/1.0)" (1s)
`, V{"_ip": g.stIP(), "a": g.stTwitchKey(), "_ip2": g.stIP(), "b": g.hex(24)}, "PLAY \"hls\" \"main\"", "FMLE/3.0 (compatible; FMSc/1.0)")

	g.stAdd("stream/nginx-secure-link-hls", `
location /hls/ {
    secure_link $arg_md5,$arg_expires;
    secure_link_md5 "$secure_link_expires$uri$remote_addr «a»";
    if ($secure_link = "")  { return 403; }
    if ($secure_link = "0") { return 410; }
    types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
    root /var/www;
}
# example link the player gets:
# https://live.ourcrew.example/hls/main.m3u8?md5=«_m»&expires=«_e»
`, V{"a": g.an(28), "_m": g.b64u(22), "_e": fmt.Sprint(g.stIat())}, "secure_link $arg_md5,$arg_expires;")

	g.stAdd("stream/mediamtx-auth-internal-users", `
# mediamtx.yml
logLevel: info
authMethod: internal
authInternalUsers:
  - user: any
    pass:
    ips: []
    permissions:
      - action: read
        path:
  - user: publisher
    pass: «a»
    ips: ['10.20.0.0/16']
    permissions:
      - action: publish
        path:
  - user: admin
    pass: sha256:«_h»
    permissions:
      - action: api
      - action: metrics
api: yes
apiAddress: :9997
rtmp: yes
rtmpAddress: :1935
srt: yes
srtAddress: :8890
paths:
  cam-lobby:
    source: rtsp://viewer:«b»@10.20.0.71:554/h264Preview_01_main
  all_others:
`, V{"a": g.pwURL(), "_h": g.b64(32), "b": g.pwURL()}, "authMethod: internal", "10.20.0.71:554/h264Preview_01_main")

	g.stAdd("stream/mediamtx-http-auth-runonready", `
authMethod: http
authHTTPAddress: http://auth.internal:8000/mediamtx/auth
authHTTPExclude:
  - action: api
  - action: metrics

paths:
  live/main:
    runOnReady: >
      ffmpeg -i rtsp://localhost:$RTSP_PORT/$MTX_PATH -c copy -f flv
      rtmp://live.twitch.tv/app/«a»
    runOnReadyRestart: yes
  live/backup:
    srtPublishPassphrase: «b»
    srtReadPassphrase: «c»
`, V{"a": g.stTwitchKey(), "b": g.an(16), "c": g.an(16)}, "authHTTPAddress: http://auth.internal:8000/mediamtx/auth")

	g.stAdd("stream/mediamtx-log-publish-query", `
2024/06/11 21:14:02 INF MediaMTX v1.8.3
2024/06/11 21:14:02 INF [RTSP] listener opened on :8554 (TCP), :8000 (UDP/RTP), :8001 (UDP/RTCP)
2024/06/11 21:14:02 INF [RTMP] listener opened on :1935
2024/06/11 21:14:02 INF [SRT] listener opened on :8890 (UDP)
2024/06/11 21:15:47 INF [RTMP] [conn «_ip»:51822] opened
2024/06/11 21:15:47 DEB [RTMP] [conn «_ip»:51822] URL rtmp://«_host»/live/main?user=publisher&pass=«a»
2024/06/11 21:15:47 INF [RTMP] [conn «_ip»:51822] is publishing to path 'live/main', 2 tracks (H264, MPEG-4 Audio)
`, V{"_ip": g.stIP(), "_host": "stream.ourcrew.example", "a": g.pwURL()}, "MediaMTX v1.8.3", "is publishing to path 'live/main'")

	g.stAdd("stream/srs-conf-http-hooks", `
# conf/srs.conf
listen              1935;
max_connections     1000;
daemon              off;
srs_log_tank        console;
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
        enabled         on;
        on_publish      http://hooks.internal:8085/api/v1/streams?token=«b»;
        on_unpublish    http://hooks.internal:8085/api/v1/streams?token=«b»;
    }
    hls {
        enabled         on;
        hls_fragment    2;
    }
}
`, V{"a": g.pw(), "b": g.hex(32)}, "on_publish      http://hooks.internal:8085/api/v1/streams?token=", "srs_log_tank        console;")

	g.stAdd("stream/srs-log-client-identified-param", `
[2024-06-11 21:20:05.118][INFO][1][9o1h0s27] RTMP client ip=«_ip»:61233, fd=12
[2024-06-11 21:20:05.121][INFO][1][9o1h0s27] complex handshake success
[2024-06-11 21:20:05.164][INFO][1][9o1h0s27] connect app, tcUrl=rtmp://«_host»/live, pageUrl=, swfUrl=, schema=rtmp, vhost=__defaultVhost__, port=1935, app=live, args=null
[2024-06-11 21:20:05.205][INFO][1][9o1h0s27] client identified, type=fmle-publish, vhost=__defaultVhost__, app=live, stream=studio, param=?secret=«a», duration=-1ms
[2024-06-11 21:20:05.206][INFO][1][9o1h0s27] http: on_publish ok, client_id=9o1h0s27, url=http://hooks.internal:8085/api/v1/streams, request={"action":"on_publish","client_id":"9o1h0s27","ip":"«_ip»","vhost":"__defaultVhost__","app":"live","stream":"studio","param":"?secret=«a»"}, response={"code":0}
`, V{"_ip": g.stIP(), "_host": "live.ourcrew.example", "a": g.an(20)}, "client identified, type=fmle-publish", "complex handshake success")

	g.stAdd("stream/ovenmediaengine-signed-policy-xml", `
<!-- conf/Server.xml (excerpt) -->
<VirtualHost>
    <Name>default</Name>
    <Host>
        <Names><Name>live.ourcrew.example</Name></Names>
    </Host>
    <SignedPolicy>
        <PolicyQueryKeyName>policy</PolicyQueryKeyName>
        <SignatureQueryKeyName>signature</SignatureQueryKeyName>
        <SecretKey>«a»</SecretKey>
        <Enables>
            <Providers>rtmp,webrtc,srt</Providers>
            <Publishers>webrtc,llhls</Publishers>
        </Enables>
    </SignedPolicy>
    <AdmissionWebhooks>
        <ControlServerUrl>https://ops.ourcrew.example/ome/admission</ControlServerUrl>
        <SecretKey>«b»</SecretKey>
        <Timeout>3000</Timeout>
        <Enables><Providers>rtmp,webrtc,srt</Providers></Enables>
    </AdmissionWebhooks>
</VirtualHost>
<Managers>
    <API>
        <AccessToken>«c»</AccessToken>
    </API>
</Managers>
`, V{"a": g.an(32), "b": g.an(24), "c": "ome-admin:" + g.pwURL()}, "<PolicyQueryKeyName>policy</PolicyQueryKeyName>", "https://ops.ourcrew.example/ome/admission")

	g.stAdd("stream/ovenmediaengine-api-curl", `
$ curl -s -H "Authorization: Basic «a»" http://127.0.0.1:8081/v1/vhosts/default/apps/app/streams | jq
{
  "message": "OK",
  "response": ["studio", "lobby-cam"],
  "statusCode": 200
}
`, V{"a": b64s("ome-admin:" + g.pwURL())}, "http://127.0.0.1:8081/v1/vhosts/default/apps/app/streams")

	g.stAdd("stream/ant-media-settings-and-rest", `
# /usr/local/antmedia/webapps/LiveApp/WEB-INF/red5-web.properties
settings.publishTokenControlEnabled=true
settings.playTokenControlEnabled=false
settings.jwtControlEnabled=true
settings.jwtSecretKey=«a»
settings.jwtStreamSecretKey=«b»
settings.ipFilterEnabled=true
settings.remoteAllowedCIDR=127.0.0.1/32,10.8.0.0/24

$ curl -s -X POST "https://ams.ourcrew.example:5443/LiveApp/rest/v2/broadcasts/create" \
    -H "Authorization: «c»" -H "Content-Type: application/json" -d '{"name":"townhall","type":"liveStream"}'
{"streamId":"«_s»","status":"created","type":"liveStream","name":"townhall","publish":true,"rtmpURL":"rtmp://ams.ourcrew.example/LiveApp/«_s»"}
`, V{"a": g.an(32), "b": g.an(32), "c": g.stJWT("HS256", fmt.Sprintf(`{"iat":%d,"exp":%d}`, g.stIat(), g.stIat()+3600), 43), "_s": g.digits(15)}, "settings.publishTokenControlEnabled=true", "\"name\":\"townhall\"")

	g.stAdd("stream/wowza-publish-password-and-rest", `
$ sudo cat /usr/local/WowzaStreamingEngine/conf/publish.password
# Publish password file (format [username][space][password])
# username password
encoder1 «a»
vmix-ballroom «b»

$ curl --digest -u "wseadmin:«c»" -H 'Accept: application/json' \
    http://localhost:8087/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/live/instances/_definst_/incomingstreams
{"serverName":"_defaultServer_","incomingStreams":[{"name":"ballroom","isConnected":true,"sourceIp":"rtmp://10.1.4.22:49812"}]}
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pw()}, "vmix-ballroom", "http://localhost:8087/v2/servers/_defaultServer_")

	g.stAdd("stream/owncast-cli-flags-and-admin-api", `
$ ./owncast -streamkey «a» -adminpassword «b» -webserverport 8080
INFO[2024-06-11T21:31:02Z] Owncast v0.1.3-linux-64bit (4a1b13c)
INFO[2024-06-11T21:31:02Z] Video transcoder started using x264 with 2 stream variants.
INFO[2024-06-11T21:31:02Z] RTMP is accepting inbound streams on port 1935.
INFO[2024-06-11T21:31:02Z] Web server is listening on port 8080.
INFO[2024-06-11T21:31:02Z] Configure this server by visiting /admin.

$ curl -u admin:«b» -X POST http://localhost:8080/api/admin/config/streamkeys \
    -d '{"value":[{"key":"«c»","comment":"backup encoder"}]}'
{"success":true,"message":"changed"}
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.an(20)}, "Owncast v0.1.3-linux-64bit", "backup encoder")

	g.stAdd("stream/owncast-access-token-webhook-bot", `
# chatbot/.env  (Owncast > Integrations > Access Tokens, scope: CAN_SEND_SYSTEM_MESSAGES)
OWNCAST_URL=https://live.ourcrew.example
OWNCAST_ACCESS_TOKEN=«a»
OWNCAST_WEBHOOK_PATH=/hooks/owncast

$ curl -s -X POST https://live.ourcrew.example/api/integrations/chat/system \
    -H "Authorization: Bearer «a»" -d '{"body":"Stream starts in 5 minutes!"}'
{"success":true,"message":"sent"}
`, V{"a": g.b64u(43) + "="}, "OWNCAST_WEBHOOK_PATH=/hooks/owncast", "Stream starts in 5 minutes!")

	g.stAdd("stream/icecast-xml-authentication", `
<icecast>
    <location>Basement</location>
    <admin>radio@kbsm.example</admin>
    <limits>
        <clients>200</clients>
        <sources>4</sources>
    </limits>
    <authentication>
        <source-password>«a»</source-password>
        <relay-password>«b»</relay-password>
        <admin-user>admin</admin-user>
        <admin-password>«c»</admin-password>
    </authentication>
    <hostname>radio.kbsm.example</hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/late-night.mp3</mount-name>
        <password>«d»</password>
    </mount>
</icecast>
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong(), "d": g.an(14)}, "radio.kbsm.example", "<mount-name>/late-night.mp3</mount-name>")

	g.stAdd("stream/liquidsoap-output-icecast", `
# radio.liq
settings.log.stdout.set(true)

music = playlist(mode="randomize", reload_mode="watch", "/srv/music/rotation")
jingles = playlist("/srv/music/jingles")
radio = rotate(weights=[1, 5], [jingles, music])
radio = fallback(track_sensitive=false, [input.harbor("live", port=8005, password="«a»"), radio])

output.icecast(%mp3(bitrate=192),
  host="radio.kbsm.example", port=8000,
  password="«b»", mount="/main.mp3",
  name="KBSM Radio", description="college radio, 24/7",
  radio)
`, V{"a": g.pw(), "b": g.pw()}, "/srv/music/rotation", "KBSM Radio")

	g.stAdd("stream/shoutcast-sc-serv-conf", `
; sc_serv.conf
logfile=logs/sc_serv.log
w3clog=logs/sc_w3c.log
banfile=control/sc_serv.ban
ripfile=control/sc_serv.rip
portbase=8000
maxuser=250
password=«a»
adminpassword=«b»
streamid_1=1
streampath_1=/stream
streamauthhash_1=«c»
publicserver=always
`, V{"a": g.pw(), "b": g.pwStrong(), "c": strings.ToUpper(g.hex(16))}, "streampath_1=/stream", "logfile=logs/sc_serv.log")

	g.stAdd("stream/butt-rc-config", `
# ~/.buttrc
[main]
bg_color = 252645120
txt_color = -256
server = KBSM Icecast
srv_ent = KBSM Icecast
icy_ent = KBSM
num_of_srv = 1
num_of_icy = 1

[KBSM Icecast]
address = radio.kbsm.example
port = 8000
password = «a»
type = 1
tls = 0
mount = /live
usr = source
`, V{"a": g.pw()}, "[KBSM Icecast]", "address = radio.kbsm.example")

	g.stAdd("stream/azuracast-api-key-curl", `
$ export AZ_KEY='«a»'
$ curl -s -H "X-API-Key: $AZ_KEY" https://radio.kbsm.example/api/station/1/queue | jq '.[0].song.title'
"Midnight City"
$ curl -s -X POST -H "X-API-Key: «a»" https://radio.kbsm.example/api/station/1/backend/skip
{"success":true,"message":"Song skipped.","formatted_message":"Song skipped."}
`, V{"a": g.hex(16) + ":" + g.hex(32)}, "https://radio.kbsm.example/api/station/1/queue", "Song skipped.")

	g.stAdd("stream/srt-live-server-sls-conf", `
srt {
    worker_threads  1;
    worker_connections 300;
    http_port 8181;
    cors_header *;
    log_file logs/srt_server.log;
    log_level info;

    server {
        listen 30000;
        latency 20;
        domain_player play;
        domain_publisher live;
        backlog 100;
        idle_streams_timeout 10;
        on_event_url http://127.0.0.1:8000/sls/on_event?token=«a»;
        app {
            app_player stream;
            app_publisher stream;
        }
    }
}
# publisher streamid: live/stream/«b»
`, V{"a": g.hex(32), "b": g.an(16)}, "domain_publisher live;", "http_port 8181;")

	g.stAdd("stream/datarhei-restreamer-env", `
# docker-compose.yml for datarhei/restreamer
services:
  restreamer:
    image: datarhei/restreamer:2.12.0
    ports: ["8080:8080", "8181:8181", "1935:1935", "6000:6000/udp"]
    environment:
      CORE_API_AUTH_USERNAME: admin
      CORE_API_AUTH_PASSWORD: «a»
      CORE_RTMP_ENABLE: "true"
      CORE_RTMP_TOKEN: «b»
      CORE_SRT_PASSPHRASE: «c»
    volumes:
      - /opt/restreamer/config:/core/config
      - /opt/restreamer/data:/core/data
`, V{"a": g.pw(), "b": g.an(24), "c": g.an(20)}, "datarhei/restreamer:2.12.0", "CORE_API_AUTH_USERNAME: admin")
}

// ---- Twitch ----

func (g *G) stTwitch() {
	cid := g.stTwitchTok()
	g.stAdd("stream/twitch-helix-client-credentials-curl", `
$ curl -s -X POST https://id.twitch.tv/oauth2/token \
    -d client_id=«_cid» \
    -d client_secret=«a» \
    -d grant_type=client_credentials
{"access_token":"«b»","expires_in":5184437,"token_type":"bearer"}
$ curl -s -H "Client-Id: «_cid»" -H "Authorization: Bearer «b»" \
    "https://api.twitch.tv/helix/streams?user_login=ourcrew_live"
{"data":[],"pagination":{}}
`, V{"_cid": cid, "a": g.stTwitchTok(), "b": g.stTwitchTok()}, "user_login=ourcrew_live")

	uid := g.digits(9)
	g.stAdd("stream/twitch-twurple-tokens-json", `
$ cat data/tokens.«_uid».json
{
	"accessToken": "«a»",
	"refreshToken": "«b»",
	"scope": [
		"channel:manage:broadcast",
		"channel:read:redemptions",
		"chat:edit",
		"chat:read",
		"moderator:manage:banned_users"
	],
	"expiresIn": 14371,
	"obtainmentTimestamp": «_t»
}
`, V{"_uid": uid, "a": g.stTwitchTok(), "b": g.stTwitchRefresh(), "_t": fmt.Sprint(int64(g.stIat()) * 1000)}, "channel:manage:broadcast")

	g.stAdd("stream/twitch-twurple-auth-provider-ts", `
import { RefreshingAuthProvider } from '@twurple/auth';
import { ChatClient } from '@twurple/chat';
import { promises as fs } from 'fs';

const clientId = '«_cid»';
const clientSecret = '«a»';

const authProvider = new RefreshingAuthProvider({ clientId, clientSecret });
authProvider.onRefresh(async (userId, newTokenData) =>
  await fs.writeFile(ˋ./tokens.${userId}.jsonˋ, JSON.stringify(newTokenData, null, 4), 'utf-8'));

await authProvider.addUserForToken(JSON.parse(await fs.readFile('./tokens.«_uid».json', 'utf-8')), ['chat']);
const chat = new ChatClient({ authProvider, channels: ['ourcrew_live'] });
chat.connect();
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok(), "_uid": g.digits(9)}, "@twurple/auth")

	g.stAdd("stream/twitch-tmijs-options", `
const tmi = require('tmi.js');

const client = new tmi.Client({
  options: { debug: true },
  identity: {
    username: 'crewbot_',
    password: 'oauth:«a»'
  },
  channels: ['ourcrew_live', 'ourcrew_dev']
});

client.connect().catch(console.error);
client.on('message', (channel, tags, message, self) => {
  if (self) return;
  if (message.toLowerCase() === '!discord') client.say(channel, ˋ@${tags.username} https://discord.gg/ourcrewˋ);
});
`, V{"a": g.stTwitchTok()}, "username: 'crewbot_'", "https://discord.gg/ourcrew")

	g.stAdd("stream/twitchio-bot-v3", `
import twitchio
from twitchio.ext import commands

CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"
BOT_ID = "«_bid»"
OWNER_ID = "«_oid»"


class Bot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(client_id=CLIENT_ID, client_secret=CLIENT_SECRET, bot_id=BOT_ID, owner_id=OWNER_ID, prefix="!")

    async def event_ready(self) -> None:
        print(f"Logged in as {self.bot_id}")
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok(), "_bid": g.digits(9), "_oid": g.digits(8)}, "prefix=\"!\"")

	g.stAdd("stream/twitch-eventsub-create-webhook", `
$ curl -s -X POST 'https://api.twitch.tv/helix/eventsub/subscriptions' \
  -H 'Authorization: Bearer «a»' \
  -H 'Client-Id: «_cid»' \
  -H 'Content-Type: application/json' \
  -d '{"type":"stream.online","version":"1","condition":{"broadcaster_user_id":"«_uid»"},"transport":{"method":"webhook","callback":"https://bots.ourcrew.example/twitch/eventsub","secret":"«b»"}}'
{"data":[{"id":"«_sub»","status":"webhook_callback_verification_pending","type":"stream.online","version":"1","condition":{"broadcaster_user_id":"«_uid»"},"created_at":"2024-06-11T21:40:12.58311Z","transport":{"method":"webhook","callback":"https://bots.ourcrew.example/twitch/eventsub"},"cost":1}],"total":1,"max_total_cost":10000,"total_cost":1}
`, V{"a": g.stTwitchTok(), "_cid": g.stTwitchTok(), "_uid": g.digits(9), "b": g.hex(40), "_sub": g.uuid()}, "webhook_callback_verification_pending", "https://bots.ourcrew.example/twitch/eventsub")

	g.stAdd("stream/twitch-eventsub-express-handler-env", `
# .env
TWITCH_CLIENT_ID=«_cid»
TWITCH_CLIENT_SECRET=«a»
TWITCH_EVENTSUB_SECRET=«b»
PORT=3000

// eventsub.js
const crypto = require('crypto');
const SECRET = process.env.TWITCH_EVENTSUB_SECRET;
app.post('/twitch/eventsub', express.raw({ type: 'application/json' }), (req, res) => {
  const msg = req.headers['twitch-eventsub-message-id'] + req.headers['twitch-eventsub-message-timestamp'] + req.body;
  const hmac = 'sha256=' + crypto.createHmac('sha256', SECRET).update(msg).digest('hex');
  if (!crypto.timingSafeEqual(Buffer.from(hmac), Buffer.from(req.headers['twitch-eventsub-message-signature']))) return res.sendStatus(403);
  res.sendStatus(204);
});
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok(), "b": g.pwStrong()}, "twitch-eventsub-message-signature")

	g.stAdd("stream/twitch-cli-env-file", `
$ twitch configure
Client ID: «_cid»
Client Secret: ********************
Updated configuration.
$ cat ~/.config/twitch-cli/.twitch-cli.env
ACCESSTOKEN=«a»
CLIENTID=«_cid»
CLIENTSECRET=«b»
REFRESHTOKEN=«c»
TOKENEXPIRATION=2024-06-12T01:44:53Z
TOKENSCOPES=["bits:read","channel:read:subscriptions"]
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok(), "b": g.stTwitchTok(), "c": g.stTwitchRefresh()}, "TOKENEXPIRATION=2024-06-12T01:44:53Z")

	g.stAdd("stream/twitch-cli-token-user-output", `
$ twitch token -u -s 'channel:manage:broadcast moderator:read:chatters'
Opening browser. Press Ctrl+C to cancel...
2024/06/11 21:48:20 User Access Token: «a»
Refresh Token: «b»
Expires At: 2024-06-12 01:35:13.4011233 +0000 UTC
Scopes: [channel:manage:broadcast moderator:read:chatters]
`, V{"a": g.stTwitchTok(), "b": g.stTwitchRefresh()}, "Expires At: 2024-06-12 01:35:13.4011233 +0000 UTC")

	g.stAdd("stream/twitch-extension-ebs-secret", `
# ebs/.env
EXT_CLIENT_ID=«_cid»
EXT_OWNER_ID=«_oid»
EXT_SECRET=«a»

// ebs/jwt.js
const secret = Buffer.from(process.env.EXT_SECRET, 'base64');
function makeServerToken(channelId) {
  return jwt.sign({
    exp: Math.floor(Date.now() / 1000) + 30,
    user_id: process.env.EXT_OWNER_ID,
    role: 'external',
    channel_id: String(channelId),
    pubsub_perms: { send: ['broadcast'] },
  }, secret, { algorithm: 'HS256' });
}
`, V{"_cid": g.stTwitchTok(), "_oid": g.digits(9), "a": g.b64(32)}, "pubsub_perms: { send: ['broadcast'] }")

	g.stAdd("stream/twitch-device-code-flow", `
>>> r = requests.post("https://id.twitch.tv/oauth2/device", data={"client_id": CLIENT_ID, "scopes": "chat:read chat:edit"})
>>> r.json()
{'device_code': '«a»', 'expires_in': 1800, 'interval': 5, 'user_code': 'QWKRTBXN', 'verification_uri': 'https://www.twitch.tv/activate?public=true&device-code=QWKRTBXN'}
>>> tok = requests.post("https://id.twitch.tv/oauth2/token", data={"client_id": CLIENT_ID, "scopes": "chat:read chat:edit", "device_code": r.json()["device_code"], "grant_type": "urn:ietf:params:oauth:grant-type:device_code"}).json()
>>> tok
{'access_token': '«b»', 'expires_in': 14124, 'refresh_token': '«c»', 'scope': ['chat:edit', 'chat:read'], 'token_type': 'bearer'}
`, V{"a": g.an(40), "b": g.stTwitchTok(), "c": g.stTwitchRefresh()}, "https://www.twitch.tv/activate?public=true&device-code=QWKRTBXN")

	g.stAdd("stream/twitch-irc-debug-log", `
[21:52:01] DEBUG irc.client: connecting to irc.chat.twitch.tv:6697 (tls)
[21:52:01] DEBUG irc.client: > CAP REQ :twitch.tv/membership twitch.tv/tags twitch.tv/commands
[21:52:01] DEBUG irc.client: > PASS oauth:«a»
[21:52:01] DEBUG irc.client: > NICK crewbot_
[21:52:02] DEBUG irc.client: < :tmi.twitch.tv 001 crewbot_ :Welcome, GLHF!
[21:52:02] DEBUG irc.client: > JOIN #ourcrew_live
[21:52:02] DEBUG irc.client: < @badge-info=;badges=moderator/1;color=#1E90FF;display-name=crewbot_;emote-sets=0,300374282;mod=1;subscriber=0;user-type=mod :tmi.twitch.tv USERSTATE #ourcrew_live
`, V{"a": g.stTwitchTok()}, "irc.chat.twitch.tv:6697", "Welcome, GLHF!")

	g.stAdd("stream/twitch-go-twitch-irc", `
package main

import (
	"log"

	"github.com/gempir/go-twitch-irc/v4"
)

func main() {
	client := twitch.NewClient("crewbot_", "oauth:«a»")
	client.OnPrivateMessage(func(m twitch.PrivateMessage) {
		if m.Message == "!uptime" {
			client.Say(m.Channel, uptime())
		}
	})
	client.Join("ourcrew_live")
	log.Fatal(client.Connect())
}
`, V{"a": g.stTwitchTok()}, "github.com/gempir/go-twitch-irc/v4")

	g.stAdd("stream/twitch-gql-copy-as-curl", `
curl 'https://gql.twitch.tv/gql' \
  -H 'accept: */*' \
  -H 'authorization: OAuth «a»' \
  -H 'client-id: «_cid»' \
  -H 'content-type: text/plain;charset=UTF-8' \
  -H 'x-device-id: «_dev»' \
  -H 'cookie: unique_id=«_dev»; auth-token=«a»; login=dana_k; twilight-user={%22authToken%22:%22«a»%22%2C%22displayName%22:%22dana_k%22}' \
  --data-raw '[{"operationName":"ChannelPointsContext","variables":{"channelLogin":"ourcrew_live"},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"«_h»"}}}]'
`, V{"a": g.stTwitchTok(), "_cid": g.stTwitchTok(), "_dev": g.an(32), "_h": g.hex(64)}, "ChannelPointsContext")

	g.stAdd("stream/twitch-helix-python-update-channel", `
import requests

HEADERS = {
    "Client-Id": "«_cid»",
    "Authorization": "Bearer «a»",
}

def set_title(broadcaster_id: str, title: str, game_id: str = "509658") -> None:
    r = requests.patch(
        "https://api.twitch.tv/helix/channels",
        params={"broadcaster_id": broadcaster_id},
        headers=HEADERS,
        json={"title": title, "game_id": game_id},
    )
    r.raise_for_status()
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok()}, "https://api.twitch.tv/helix/channels")

	g.stAdd("stream/twitch-revoke-old-token", `
# rotated the bot token after the leak, revoking the old one:
$ curl -X POST 'https://id.twitch.tv/oauth2/revoke' \
    -H 'Content-Type: application/x-www-form-urlencoded' \
    -d 'client_id=«_cid»&token=«a»'
$ echo $?
0
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok()}, "https://id.twitch.tv/oauth2/revoke")

	g.stAdd("stream/nightbot-api-send-message", `
$ curl -s -X POST https://api.nightbot.tv/1/channel/send \
    -H "Authorization: Bearer «a»" \
    -d "message=Raid incoming! Be nice to the new folks <3"
{"status":200}
`, V{"a": g.hex(32)}, "https://api.nightbot.tv/1/channel/send")

	g.stAdd("stream/firebot-custom-script-params", `
// firebot/scripts/shoutout-clip.js  (Firebot custom script)
exports.getDefaultParameters = () => ({
  clientId: { type: "string", default: "«_cid»", description: "Twitch app client id" },
  clientSecret: { type: "password", default: "«a»", description: "Twitch app client secret" },
  maxClipSeconds: { type: "number", default: 30 }
});
exports.run = async (runRequest) => { /* ... */ };
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok()}, "Firebot custom script", "maxClipSeconds")

	g.stAdd("stream/twitch-eventsub-websocket-session", `
2024-06-11T21:58:31.004Z info  eventsub: connected to wss://eventsub.wss.twitch.tv/ws
2024-06-11T21:58:31.212Z info  eventsub: session_welcome id=«_sess» keepalive=10s
2024-06-11T21:58:31.377Z debug helix: POST /eventsub/subscriptions type=channel.chat.message transport=websocket session=«_sess» auth="Bearer «a»"
2024-06-11T21:58:31.498Z info  eventsub: subscribed channel.chat.message (id «_sub», cost 0)
`, V{"_sess": "AgoQ" + g.b64u(22) + "gidsZWdhY3kt" + g.b64u(12), "a": g.stTwitchTok(), "_sub": g.uuid()}, "wss://eventsub.wss.twitch.tv/ws")
}

// ---- YouTube ----

func (g *G) stYouTube() {
	g.stAdd("stream/youtube-data-api-key-env-and-curl", `
# .env
YOUTUBE_API_KEY=«a»
YOUTUBE_CHANNEL_ID=«_ch»

$ curl -s "https://www.googleapis.com/youtube/v3/search?part=snippet&channelId=«_ch»&eventType=live&type=video&key=«a»" | jq '.items[0].id.videoId'
"«_v»"
`, V{"a": g.googleKey(), "_ch": g.stYTChannel(), "_v": g.stYTVideo()}, "eventType=live&type=video")

	g.stAdd("stream/youtube-client-secret-json-installed", `
$ cat client_secret_«_n».apps.googleusercontent.com.json
{"installed":{"client_id":"«_n».apps.googleusercontent.com","project_id":"yt-live-chatbot-412908","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«a»","redirect_uris":["http://localhost"]}}
`, V{"_n": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, "yt-live-chatbot-412908")

	g.stAdd("stream/youtube-token-json-google-auth", `
$ cat token.json
{"token": "«a»", "refresh_token": "«b»", "token_uri": "https://oauth2.googleapis.com/token", "client_id": "«_n».apps.googleusercontent.com", "client_secret": "«c»", "scopes": ["https://www.googleapis.com/auth/youtube.force-ssl"], "universe_domain": "googleapis.com", "account": "", "expiry": "2024-06-11T22:59:41.228114Z"}
`, V{"a": g.ya29(), "b": g.gRefresh(), "_n": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()}, "https://www.googleapis.com/auth/youtube.force-ssl")

	g.stAdd("stream/youtube-livestreams-insert-response", `
>>> stream = youtube.liveStreams().insert(part="snippet,cdn,contentDetails,status", body=body).execute()
>>> print(json.dumps(stream, indent=2))
{
  "kind": "youtube#liveStream",
  "etag": "«_e»",
  "id": "«_id»",
  "snippet": {
    "publishedAt": "2024-06-11T22:03:17Z",
    "channelId": "«_ch»",
    "title": "Main encoder 1080p60",
    "isDefaultStream": false
  },
  "cdn": {
    "ingestionType": "rtmp",
    "ingestionInfo": {
      "streamName": "«a»",
      "ingestionAddress": "rtmp://a.rtmp.youtube.com/live2",
      "backupIngestionAddress": "rtmp://b.rtmp.youtube.com/live2?backup=1",
      "rtmpsIngestionAddress": "rtmps://a.rtmps.youtube.com/live2",
      "rtmpsBackupIngestionAddress": "rtmps://b.rtmps.youtube.com/live2?backup=1"
    },
    "resolution": "variable",
    "frameRate": "variable"
  },
  "status": {"streamStatus": "ready", "healthStatus": {"status": "noData"}},
  "contentDetails": {"closedCaptionsIngestionUrl": "http://upload.youtube.com/closedcaption?cid=«a»", "isReusable": true}
}
`, V{"_e": g.b64u(27), "_id": g.stYTChannel()[2:] + g.b64u(16), "_ch": g.stYTChannel(), "a": g.stYTKey()}, "\"title\": \"Main encoder 1080p60\"", "rtmps://b.rtmps.youtube.com/live2?backup=1")

	g.stAdd("stream/youtube-studio-stream-settings-copy", `
Stream settings

Stream key (paste in encoder)
Default stream key (RTMP, Variable)
«a»                                  COPY
Stream URL
rtmp://a.rtmp.youtube.com/live2                                   COPY
Backup server URL
rtmp://b.rtmp.youtube.com/live2?backup=1                          COPY

Stream latency   ( ) Normal latency  (•) Low-latency  ( ) Ultra low-latency
`, V{"a": g.stYTKey()}, "Default stream key (RTMP, Variable)")

	g.stAdd("stream/youtube-livechat-httperror-key-in-url", `
Traceback (most recent call last):
  File "/app/ytbot/poll.py", line 41, in poll
    resp.raise_for_status()
  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://youtube.googleapis.com/youtube/v3/liveChat/messages?liveChatId=«_lc»&part=snippet,authorDetails&maxResults=200&key=«a»
`, V{"_lc": "Cg0KC" + g.b64u(16) + "KicKGFVD" + g.b64u(22), "a": g.googleKey()}, "/app/ytbot/poll.py")

	g.stAdd("stream/youtubeuploader-request-token", `
$ ./youtubeuploader -filename vod-0611.mp4 -secrets client_secrets.json -cache request.token -privacy unlisted -metaJSON meta.json
Uploading file 'vod-0611.mp4'
Progress: 1843.21 Mbps, 2147483648 / 2147483648 (100.000%) ETA 0s
Upload successful! Video ID: «_v»
$ cat request.token
{"access_token":"«a»","token_type":"Bearer","refresh_token":"«b»","expiry":"2024-06-11T23:10:08.771354+02:00"}
`, V{"_v": g.stYTVideo(), "a": g.ya29(), "b": g.gRefresh()}, "Upload successful! Video ID:")

	g.stAdd("stream/youtube-oauth-playground-exchange", `
Request / Response

POST /token HTTP/1.1
Host: oauth2.googleapis.com
Content-length: 261
content-type: application/x-www-form-urlencoded
user-agent: google-oauth-playground
code=4/0A«a»&redirect_uri=https%3A%2F%2Fdevelopers.google.com%2Foauthplayground&client_id=407408718192.apps.googleusercontent.com&client_secret=************&scope=&grant_type=authorization_code

HTTP/1.1 200 OK
Content-type: application/json; charset=utf-8
{
  "access_token": "«b»",
  "scope": "https://www.googleapis.com/auth/youtube.readonly",
  "token_type": "Bearer",
  "expires_in": 3599,
  "refresh_token": "«c»"
}
`, V{"a": g.b64u(70), "b": g.ya29(), "c": g.gRefresh()}, "user-agent: google-oauth-playground")

	g.stAdd("stream/youtube-chat-relay-config-yml", `
# yt-chat-relay/config.yml
youtube:
  channel_id: «_ch»
  api_key: «a»
  poll_interval: 5s
  oauth:
    client_id: «_n».apps.googleusercontent.com
    client_secret: «b»
    refresh_token: «c»
discord:
  channel: "«_dc»"
  webhook: https://discord.com/api/webhooks/«_dc»/«d»
`, V{"_ch": g.stYTChannel(), "a": g.googleKey(), "_n": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "c": g.gRefresh(), "_dc": g.digits(19), "d": g.b64u(68)}, "poll_interval: 5s")

	g.stAdd("stream/youtube-python-live-broadcast-script", `
# golive.py -- schedule the weekly stream and bind it to the reusable key
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

creds = Credentials(
    token=None,
    refresh_token="«a»",
    client_id="«_n».apps.googleusercontent.com",
    client_secret="«b»",
    token_uri="https://oauth2.googleapis.com/token",
)
yt = build("youtube", "v3", credentials=creds)
bc = yt.liveBroadcasts().insert(part="snippet,status,contentDetails", body={
    "snippet": {"title": "Thursday Build Night", "scheduledStartTime": "2024-06-13T23:00:00Z"},
    "status": {"privacyStatus": "public", "selfDeclaredMadeForKids": False},
}).execute()
yt.liveBroadcasts().bind(part="id,contentDetails", id=bc["id"], streamId="«_sid»").execute()
`, V{"a": g.gRefresh(), "_n": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "_sid": g.b64u(22) + g.b64u(16)}, "Thursday Build Night")
}

// ---- other platforms ----

func (g *G) stPlatforms() {
	pid := g.digits(15)
	g.stAdd("stream/facebook-graph-live-videos-create", `
$ curl -s -X POST "https://graph.facebook.com/v20.0/«_p»/live_videos" \
    -d "status=LIVE_NOW" -d "title=Friday Q%26A" \
    -d "access_token=«a»"
{
  "id": "«_lv»",
  "stream_url": "rtmps://live-api-s.facebook.com:443/rtmp/«b»",
  "secure_stream_url": "rtmps://live-api-s.facebook.com:443/rtmp/«b»",
  "stream_secondary_urls": [],
  "secure_stream_secondary_urls": []
}
`, V{"_p": pid, "a": "EAAG" + g.an(180), "_lv": g.digits(16), "b": g.digits(16) + "?s_bl=1&s_psm=1&s_sc=" + g.digits(16) + "&s_sw=0&s_vt=api-s&a=Ab" + g.b64u(24)}, "Friday Q%26A")

	g.stAdd("stream/kick-oauth-client-credentials", `
$ curl -s -X POST https://id.kick.com/oauth/token \
    -H 'Content-Type: application/x-www-form-urlencoded' \
    -d 'grant_type=client_credentials&client_id=«_cid»&client_secret=«a»'
{"access_token":"«b»","token_type":"Bearer","expires_in":5183999}
$ curl -s -X POST https://api.kick.com/public/v1/chat -H "Authorization: Bearer «b»" \
    -H 'Content-Type: application/json' -d '{"broadcaster_user_id":«_uid»,"content":"gg","type":"bot"}'
{"data":{"is_sent":true,"message_id":"«_mid»"},"message":"OK"}
`, V{"_cid": "01J" + g.s(alUpNum, 23), "a": g.hex(64), "b": g.s(alUpNum, 52), "_uid": g.digits(8), "_mid": g.uuid()}, "https://api.kick.com/public/v1/chat")

	g.stAdd("stream/restream-api-stream-key", `
$ curl -s -H "Authorization: Bearer «a»" https://api.restream.io/v2/user/streamKey
{"streamKey":"«b»","srtUrl":"srt://live.restream.io:2010?streamid=srt_«_n»_ams_«c»&passphrase=«d»"}
$ curl -s -X POST https://api.restream.io/oauth/token -d grant_type=refresh_token \
    -d refresh_token=«e» -u «_cid»:«f»
{"token_type":"Bearer","access_token":"«a»","refresh_token":"«e»","expires_in":3600,"accessTokenExpiresAt":"2024-06-11T23:14:27.000Z"}
`, V{"a": g.hex(40), "b": g.stRestream(), "_n": g.digits(7), "c": g.hex(20), "d": g.an(24), "e": g.hex(40), "_cid": g.uuid(), "f": g.uuid()}, "https://api.restream.io/v2/user/streamKey")

	g.stAdd("stream/restream-chat-embed-token", `
<!-- overlay/chat.html -->
<iframe src="https://chat.restream.io/embed?token=«a»" width="420" height="900" frameborder="0"></iframe>
<!-- same token used by the websocket client -->
<script>const ws = new WebSocket('wss://chat.api.restream.io/ws?accessToken=«b»');</script>
`, V{"a": g.uuid(), "b": g.hex(40)}, "overlay/chat.html")

	g.stAdd("stream/x-media-studio-producer-source", `
Media Studio > Producer > Sources

Name            Region      Type   RTMP URL                       RTMPS URL                        Stream key
ourcrew-main    US West     RTMP   rtmp://va.pscp.tv:80/x         rtmps://va.pscp.tv:443/x         «a»
ourcrew-backup  EU West     RTMP   rtmp://fr.pscp.tv:80/x         rtmps://fr.pscp.tv:443/x         «b»
`, V{"a": g.s(alLowNum, 12), "b": g.s(alLowNum, 12)}, "rtmps://va.pscp.tv:443/x")

	g.stAdd("stream/rumble-livestream-api-url", `
# rumble_poll.py
RUMBLE_API = "https://rumble.com/-livestream-api/get-data?key=«a»"

def viewers() -> int:
    data = requests.get(RUMBLE_API, timeout=10).json()
    live = [s for s in data.get("livestreams", []) if s["is_live"]]
    return live[0]["watching_now"] if live else 0
`, V{"a": g.b64u(86)}, "watching_now")

	g.stAdd("stream/instagram-live-producer-key", `
Instagram Live Producer
  Stream URL:  rtmps://edgetee-upload-«_r».xx.fbcdn.net:443/rtmp/
  Stream key:  «_lv»?s_bl=1&s_fbp=«_r»&s_prp=1&s_sw=0&s_tids=1&s_vt=ig&a=«a»
  (Keys are valid for one broadcast. Do not share.)
`, V{"_r": g.pick("ord5-1", "iad3-2", "fra3-1"), "_lv": g.digits(17), "a": "Ab" + g.b64u(26)}, "Instagram Live Producer")

	g.stAdd("stream/trovo-chat-token", `
$ curl -s -H "Accept: application/json" -H "Client-ID: «_cid»" \
    -H "Authorization: OAuth «a»" https://open-api.trovo.live/openplatform/chat/token
{"token":"«b»"}
`, V{"_cid": g.hex(32), "a": g.an(32), "b": g.stJWT("HS256", fmt.Sprintf(`{"uid":%s,"exp":%d}`, g.digits(9), g.stIat()), 43)}, "https://open-api.trovo.live/openplatform/chat/token")

	g.stAdd("stream/castr-api-and-restream", `
$ curl -s https://api.castr.com/v2/live_streams -u «=ak»:«a» | jq '.docs[] | {name, ingest}'
{
  "name": "Sunday Service",
  "ingest": {
    "server": "rtmp://live.castr.io/static",
    "key": "«b»"
  }
}
`, V{"=ak": "ak_" + g.s(alLowNum, 12), "a": "sk_" + g.s(alLowNum, 32), "b": "live_" + g.hex(32)}, "rtmp://live.castr.io/static", "Sunday Service")
}

// ---- alerts, tipping and widgets ----

func (g *G) stAlerts() {
	iat := g.stIat()
	g.stAdd("stream/streamlabs-socket-token-socketio", `
// overlay/alerts.js -- socket.io-client@2 (Streamlabs socket API needs v2)
import io from 'socket.io-client';

const SOCKET_TOKEN = '«a»';
const socket = io(ˋhttps://sockets.streamlabs.com?token=${SOCKET_TOKEN}ˋ, { transports: ['websocket'] });

socket.on('event', (ev) => {
  if (ev.type === 'donation') queueAlert(ev.message[0]);
  if (ev.for === 'twitch_account' && ev.type === 'follow') queueFollow(ev.message[0]);
});
`, V{"a": g.stJWT("HS256", fmt.Sprintf(`{"token":"%s","read_only":true,"prefix":false,"youtube_id":"%s"}`, strings.ToUpper(g.hex(20)), g.stYTChannel()), 43)}, "https://sockets.streamlabs.com?token=${SOCKET_TOKEN}")

	g.stAdd("stream/streamlabs-api-v2-donations", `
$ curl -s "https://streamlabs.com/api/v2.0/donations?limit=2&currency=USD" \
    -H "Authorization: Bearer «a»" | jq -c '.data[]'
{"donation_id":«_d1»,"created_at":1718143311,"currency":"USD","amount":"5.0000000000","name":"pixelmoth","message":"first time catching it live!","email":null}
{"donation_id":«_d2»,"created_at":1718141027,"currency":"USD","amount":"20.0000000000","name":"anon","message":"","email":null}
`, V{"a": g.an(40), "_d1": g.digits(9), "_d2": g.digits(9)}, "first time catching it live!")

	g.stAdd("stream/streamlabs-token-exchange-response", `
POST https://streamlabs.com/api/v2.0/token
grant_type=authorization_code&client_id=«_cid»&client_secret=«a»&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fcallback&code=«b»

200 OK
{"access_token":"«c»","token_type":"Bearer","refresh_token":"«d»","expires_in":3600}
`, V{"_cid": g.an(40), "a": g.an(40), "b": g.an(40), "c": g.an(40), "d": g.an(40)}, "redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fcallback")

	seCh := g.hex(24)
	seJWT := g.stJWT("HS256", fmt.Sprintf(`{"citadel":"%s","channel":"%s","role":"owner","authToken":"%s","user":"%s","user_id":"%s","user_role":"creator","provider":"twitch","provider_id":"%s","channel_id":"%s","creator_id":"%s","iss":"StreamElements","jti":"%s"}`,
		g.hex(24), seCh, g.b64u(40), g.hex(24), g.uuid(), g.digits(9), g.uuid(), g.uuid(), g.uuid()), 43)
	g.stAdd("stream/streamelements-jwt-env-and-curl", `
# .env
SE_ACCOUNT_ID=«_ch»
SE_JWT=«a»

$ curl -s -H "Authorization: Bearer $SE_JWT" https://api.streamelements.com/kappa/v2/points/«_ch»/top | jq '.users[:2]'
[
  {"username": "pixelmoth", "points": 48210},
  {"username": "lanternfish", "points": 39105}
]
`, V{"_ch": seCh, "a": seJWT}, "https://api.streamelements.com/kappa/v2/points/")

	g.stAdd("stream/streamelements-astro-subscribe", `
-> {"type":"subscribe","nonce":"«_n»","data":{"topic":"channel.activities","room":"«_ch»","token":"«a»","token_type":"jwt"}}
<- {"id":"«_id»","ts":"2024-06-11T22:21:09Z","type":"response","nonce":"«_n»","data":{"message":"successfully subscribed to topic","room":"«_ch»","topic":"channel.activities"}}
`, V{"_n": g.uuid(), "_ch": g.hex(24), "a": g.stJWT("HS256", fmt.Sprintf(`{"channel":"%s","role":"owner","iss":"StreamElements","jti":"%s"}`, g.hex(24), g.uuid()), 43), "_id": g.s(alUpNum, 26)}, "successfully subscribed to topic")

	g.stAdd("stream/streamelements-overlay-url", `
Browser source URL for the goal bar (OBS > Sources > Browser):
https://streamelements.com/overlay/«_o»/«a»
Width 1920, Height 1080, "Shutdown source when not visible" off.
`, V{"_o": g.hex(24), "a": g.b64u(96)}, "Shutdown source when not visible")

	g.stAdd("stream/streamlabs-alertbox-widget-url", `
sources:
  - name: Alerts
    kind: browser_source
    settings:
      url: https://streamlabs.com/alert-box/v3/«a»
      width: 1920
      height: 1080
      css: "body { background-color: rgba(0, 0, 0, 0); margin: 0px auto; overflow: hidden; }"
  - name: Chat
    kind: browser_source
    settings:
      url: https://streamlabs.com/widgets/chat-box/v1/«b»
`, V{"a": strings.ToUpper(g.hex(20)), "b": strings.ToUpper(g.hex(20))}, "kind: browser_source")

	g.stAdd("stream/kofi-webhook-payload-log", `
2024-06-11T22:24:40.118Z POST /webhooks/kofi 200 12ms
body: data={"verification_token":"«a»","message_id":"«_m»","timestamp":"2024-06-11T22:24:39Z","type":"Donation","is_public":true,"from_name":"pixelmoth","message":"for the new mic!","amount":"5.00","url":"https://ko-fi.com/Home/CoffeeShop?txid=«_t»","email":"pixelmoth@example.com","currency":"USD","is_subscription_payment":false,"is_first_subscription_payment":false,"kofi_transaction_id":"«_t»","shop_items":null,"tier_name":null}
`, V{"a": g.uuid(), "_m": g.uuid(), "_t": g.uuid()}, "for the new mic!")

	g.stAdd("stream/tiltify-v5-client-credentials", `
$ curl -s -X POST https://v5api.tiltify.com/oauth/token \
    -d grant_type=client_credentials -d client_id=«_cid» -d client_secret=«a» -d scope=public
{"access_token":"«b»","created_at":"2024-06-11T22:26:02Z","expires_in":7200,"refresh_token":null,"scope":"public","token_type":"bearer"}
`, V{"_cid": g.hex(64), "a": g.hex(64), "b": g.hex(64)}, "https://v5api.tiltify.com/oauth/token")

	g.stAdd("stream/fourthwall-webhook-secret-env", `
# merch-alerts/.env
FOURTHWALL_WEBHOOK_SECRET=«a»
FOURTHWALL_API_USER=«_u»
FOURTHWALL_API_PASSWORD=«b»
ALERT_OVERLAY_URL=http://127.0.0.1:7474/push
`, V{"a": g.uuid(), "_u": "fw_api_" + g.s(alLowNum, 10), "b": g.an(32)}, "ALERT_OVERLAY_URL=http://127.0.0.1:7474/push")

	g.stAdd("stream/pulsoid-heart-rate-widget", `
$ curl -s -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    https://dev.pulsoid.net/api/v1/data/heart_rate/latest
{"measured_at":1718144812113,"data":{"heart_rate":97}}
`, V{"a": g.uuid()}, "https://dev.pulsoid.net/api/v1/data/heart_rate/latest")

	g.stAdd("stream/spotify-now-playing-widget-env", `
# now-playing-overlay/.env.local
SPOTIFY_CLIENT_ID=«_cid»
SPOTIFY_CLIENT_SECRET=«a»
SPOTIFY_REFRESH_TOKEN=«b»
OVERLAY_THEME=compact
`, V{"_cid": g.hex(32), "a": g.hex(32), "b": "AQ" + g.b64u(129)}, "OVERLAY_THEME=compact")

	g.stAdd("stream/streamerbot-websocket-client-cs", `
// Streamer.bot > Actions > "Sync to 2nd PC" > Execute C# Code
using System;

public class CPHInline
{
    public bool Execute()
    {
        // remote Streamer.bot websocket server on the gaming PC
        CPH.WebsocketConnect(0);
        CPH.WebsocketSend("{\"request\":\"DoAction\",\"action\":{\"name\":\"Scene: BRB\"},\"id\":\"sync\"}", 0);
        return true;
    }
}
// Servers/Clients > Websocket Clients > [0] ws://192.168.1.50:8080/  password: «a»
`, V{"a": g.pwStrong()}, "ws://192.168.1.50:8080/", "CPHInline")

	g.stAdd("stream/se-pay-tipping-settings-export", `
{
  "tipping": {
    "provider": "paypal",
    "currency": "EUR",
    "minAmount": 1,
    "paypal": {"email": "kai.streams@example.com", "clientId": "«_pp»", "clientSecret": "«a»"},
    "stripe": {"publishableKey": "«_pk»", "secretKey": "«b»"}
  },
  "updatedAt": "«_t»"
}
`, V{"_pp": "A" + g.b64u(79), "a": "E" + g.b64u(79), "_pk": g.pkLive(), "b": g.rkLive(), "_t": fmt.Sprint(iat)}, "kai.streams@example.com")
}

// ---- video platforms ----

func (g *G) stVideoAPIs() {
	iat := g.stIat()
	muxKID := g.an(42)
	g.stAdd("stream/mux-env-tokens-and-signing-key", `
# apps/web/.env.production
MUX_TOKEN_ID=«=id»
MUX_TOKEN_SECRET=«a»
MUX_WEBHOOK_SECRET=«b»
MUX_SIGNING_KEY_ID=«_kid»
MUX_SIGNING_KEY_PRIVATE=«c»
NEXT_PUBLIC_MUX_ENV_KEY=«_env»
`, V{"=id": g.uuid(), "a": g.b64(56), "b": g.s(alLowNum, 32), "_kid": muxKID, "c": b64s(g.pkcs8RSAPEM().block()), "_env": g.s(alLowNum, 26)}, "NEXT_PUBLIC_MUX_ENV_KEY=")

	pb := g.an(40)
	g.stAdd("stream/mux-live-stream-create-curl", `
$ curl -s https://api.mux.com/video/v1/live-streams -X POST \
    -H "Content-Type: application/json" \
    -d '{"playback_policy":["public"],"new_asset_settings":{"playback_policy":["public"]},"latency_mode":"low"}' \
    -u «=id»:«a»
{
  "data": {
    "stream_key": "«b»",
    "status": "idle",
    "reconnect_window": 60,
    "playback_ids": [{"policy": "public", "id": "«_pb»"}],
    "new_asset_settings": {"playback_policies": ["public"]},
    "id": "«_ls»",
    "created_at": "«_t»",
    "latency_mode": "low",
    "max_continuous_duration": 43200
  }
}
# player: https://stream.mux.com/«_pb».m3u8
`, V{"=id": g.uuid(), "a": g.b64(56), "b": g.uuid(), "_pb": pb, "_ls": g.an(40), "_t": fmt.Sprint(iat)}, "\"max_continuous_duration\": 43200")

	g.stAdd("stream/mux-python-signed-playback", `
# signing.py
import base64, time, jwt

SIGNING_KEY_ID = "«_kid»"
PRIVATE_KEY = base64.b64decode("«a»")

def playback_token(playback_id: str, aud: str = "v") -> str:
    return jwt.encode(
        {"sub": playback_id, "aud": aud, "exp": int(time.time()) + 3600, "kid": SIGNING_KEY_ID},
        PRIVATE_KEY,
        algorithm="RS256",
    )
`, V{"_kid": g.an(42), "a": b64s(g.pkcs8RSAPEM().block())}, "algorithm=\"RS256\"")

	g.stAdd("stream/mux-webhook-verify-ts", `
// app/api/mux/webhook/route.ts
import Mux from '@mux/mux-node';

const mux = new Mux({
  tokenId: process.env.MUX_TOKEN_ID,
  tokenSecret: process.env.MUX_TOKEN_SECRET,
  webhookSecret: '«a»', // TODO move to env before merging
});

export async function POST(req: Request) {
  const body = await req.text();
  const event = mux.webhooks.unwrap(body, req.headers);
  if (event.type === 'video.live_stream.active') await markLive(event.data.id);
  return new Response(null, { status: 204 });
}
`, V{"a": g.s(alLowNum, 32)}, "video.live_stream.active")

	cfUID := g.hex(32)
	g.stAdd("stream/cloudflare-stream-live-input-create", `
$ curl -s -X POST "https://api.cloudflare.com/client/v4/accounts/«_acct»/stream/live_inputs" \
    -H "Authorization: Bearer «a»" \
    --data '{"meta": {"name":"conference-hall-a"},"recording": {"mode": "automatic"}}' | jq .result
{
  "uid": "«_uid»",
  "rtmps": {
    "url": "rtmps://live.cloudflare.com:443/live/",
    "streamKey": "«b»"
  },
  "rtmpsPlayback": {"url": "rtmps://live.cloudflare.com:443/live/", "streamKey": "«c»"},
  "srt": {
    "url": "srt://live.cloudflare.com:778",
    "streamId": "«_uid»",
    "passphrase": "«d»"
  },
  "webRTC": {"url": "https://customer-«_cust».cloudflarestream.com/«e»/webRTC/publish"},
  "webRTCPlayback": {"url": "https://customer-«_cust».cloudflarestream.com/«_uid»/webRTC/play"},
  "meta": {"name": "conference-hall-a"},
  "created": "2024-06-11T22:31:50.212343Z",
  "status": null
}
`, V{"_acct": g.hex(32), "a": g.cfToken(), "_uid": cfUID, "b": g.stCFKey(), "c": g.stCFKey(), "d": g.stCFKey(), "_cust": g.s(alLowNum, 16), "e": g.stCFKey()}, "rtmps://live.cloudflare.com:443/live/", "conference-hall-a")

	g.stAdd("stream/cloudflare-stream-signing-key", `
$ curl -s -X POST -H "Authorization: Bearer «a»" \
    "https://api.cloudflare.com/client/v4/accounts/«_acct»/stream/keys"
{
  "result": {
    "id": "«_kid»",
    "pem": "«b»",
    "jwk": "«c»",
    "created": "2024-06-11T22:34:11.882943Z"
  },
  "success": true,
  "errors": [],
  "messages": []
}
`, V{"a": g.cfToken(), "_acct": g.hex(32), "_kid": g.hex(32), "b": b64s(g.rsaPEM().block()), "c": b64s(fmt.Sprintf(`{"use":"sig","kty":"RSA","kid":"%s","alg":"RS256","n":"%s","e":"AQAB","d":"%s","p":"%s","q":"%s"}`, g.hex(32), g.b64u(342), g.b64u(342), g.b64u(171), g.b64u(171)))}, "\"created\": \"2024-06-11T22:34:11.882943Z\"")

	g.stAdd("stream/api-video-python-live-stream", `
>>> import apivideo
>>> from apivideo.apis import LiveStreamsApi
>>> client = apivideo.AuthenticatedApiClient("«a»", base_url="https://ws.api.video")
>>> client.connect()
>>> ls = LiveStreamsApi(client).create({"name": "weekly-sync", "public": True, "record": True})
>>> ls
{'live_stream_id': 'li«_li»',
 'name': 'weekly-sync',
 'stream_key': '«b»',
 'record': True,
 'public': True,
 'assets': {'hls': 'https://live.api.video/li«_li».m3u8',
            'iframe': '<iframe src="https://embed.api.video/live/li«_li»" width="100%" height="100%" frameborder="0" scrolling="no" allowfullscreen="true"></iframe>',
            'player': 'https://embed.api.video/live/li«_li»',
            'thumbnail': 'https://live.api.video/li«_li»/thumbnail.jpg'},
 'broadcasting': False}
`, V{"a": g.an(43), "_li": g.an(22), "b": g.uuid()}, "https://ws.api.video")

	g.stAdd("stream/vimeo-pyvimeo-client", `
import vimeo

client = vimeo.VimeoClient(
    token="«a»",
    key="«_cid»",
    secret="«b»",
)
uri = client.upload("recordings/2024-06-11-townhall.mp4", data={
    "name": "Town Hall - June",
    "privacy": {"view": "unlisted"},
})
print("uploaded", uri)  # /videos/«_v»
`, V{"a": g.hex(32), "_cid": g.hex(40), "b": g.s(alAlnum+"+/", 128), "_v": g.digits(9)}, "Town Hall - June")

	g.stAdd("stream/wistia-api-token-curl", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.wistia.com/v1/medias.json?project_id=«_p»&per_page=2" | jq -r '.[] | [.hashed_id, .name] | @tsv'
«_h1»	Onboarding - 01 Welcome
«_h2»	Onboarding - 02 Setting up OBS
`, V{"a": g.hex(64), "_p": g.s(alLowNum, 10), "_h1": g.s(alLowNum, 10), "_h2": g.s(alLowNum, 10)}, "Onboarding - 02 Setting up OBS")

	g.stAdd("stream/jwplayer-v2-api-secret", `
# jw_sync.rb
JW_SITE_ID    = "«_site»"
JW_API_SECRET = "«a»"

conn = Faraday.new(url: "https://api.jwplayer.com/v2/sites/#{JW_SITE_ID}/") do |f|
  f.request :authorization, "Bearer", JW_API_SECRET
  f.response :json
end
conn.get("media/", page_length: 50).body["media"].each { |m| puts m["id"] }
`, V{"_site": g.an(8), "a": g.b64u(48)}, "https://api.jwplayer.com/v2/sites/")

	g.stAdd("stream/brightcove-oauth-client-credentials", `
$ curl -s -u "«_cid»:«a»" -d grant_type=client_credentials https://oauth.brightcove.com/v4/access_token
{"access_token":"«b»","token_type":"Bearer","expires_in":300}
$ curl -s -H "Authorization: Bearer «b»" https://cms.api.brightcove.com/v1/accounts/«_acct»/counts/videos
{"count":1184}
`, V{"_cid": g.uuid(), "a": g.b64u(86), "b": "A" + g.b64u(220), "_acct": g.digits(13)}, "https://oauth.brightcove.com/v4/access_token")

	g.stAdd("stream/bunny-stream-library-and-token-auth", `
// lib/bunny.php
const BUNNY_LIBRARY_ID = 248193;
const BUNNY_STREAM_API_KEY = '«a»';
const BUNNY_TOKEN_AUTH_KEY = '«b»';

function signedEmbed(string $videoId, int $ttl = 3600): string {
    $expires = time() + $ttl;
    $token = hash('sha256', BUNNY_TOKEN_AUTH_KEY . $videoId . $expires);
    return "https://iframe.mediadelivery.net/embed/" . BUNNY_LIBRARY_ID . "/{$videoId}?token={$token}&expires={$expires}";
}
// e.g. https://iframe.mediadelivery.net/embed/248193/«_vid»?token=«_tok»&expires=«_e»
`, V{"a": g.uuid() + "-" + g.hex(4) + "-" + g.hex(4), "b": g.uuid(), "_vid": g.uuid(), "_tok": g.hex(64), "_e": fmt.Sprint(iat)}, "https://iframe.mediadelivery.net/embed/")

	g.stAdd("stream/kaltura-ks-admin-secret", `
from KalturaClient import KalturaClient, KalturaConfiguration
from KalturaClient.Plugins.Core import KalturaSessionType

PARTNER_ID = «_pid»
ADMIN_SECRET = "«a»"

config = KalturaConfiguration(PARTNER_ID)
config.serviceUrl = "https://www.kaltura.com/"
client = KalturaClient(config)
ks = client.session.start(ADMIN_SECRET, "lecture-capture@uni.example", KalturaSessionType.ADMIN, PARTNER_ID, 86400, "disableentitlement")
client.setKs(ks)
`, V{"_pid": g.digits(7), "a": g.hex(32)}, "lecture-capture@uni.example")

	g.stAdd("stream/livepeer-stream-create", `
$ curl -s -X POST https://livepeer.studio/api/stream \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"name":"hackathon-demo-day","record":true}' | jq '{id, name, streamKey, playbackId}'
{
  "id": "«_id»",
  "name": "hackathon-demo-day",
  "streamKey": "«b»",
  "playbackId": "«_pb»"
}
# ingest: rtmp://rtmp.livepeer.com/live
`, V{"a": g.uuid(), "_id": g.uuid(), "b": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4), "_pb": g.s(alLowNum, 16)}, "hackathon-demo-day", "rtmp://rtmp.livepeer.com/live")

	acct := g.digits(12)
	chID := g.an(12)
	g.stAdd("stream/aws-ivs-get-stream-key", `
$ aws ivs list-stream-keys --channel-arn arn:aws:ivs:us-west-2:«_acct»:channel/«_ch»
{
    "streamKeys": [
        {
            "arn": "arn:aws:ivs:us-west-2:«_acct»:stream-key/«_sk»",
            "channelArn": "arn:aws:ivs:us-west-2:«_acct»:channel/«_ch»",
            "tags": {}
        }
    ]
}
$ aws ivs get-stream-key --arn arn:aws:ivs:us-west-2:«_acct»:stream-key/«_sk» --query streamKey.value --output text
«a»
`, V{"_acct": acct, "_ch": chID, "_sk": g.an(12), "a": g.stIVSKey("us-west-2")}, "aws ivs list-stream-keys")

	g.stAdd("stream/aws-ivs-playback-key-and-token-node", `
$ openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-384 -out ivs-playback-private.pem
$ openssl pkey -in ivs-playback-private.pem -pubout -out ivs-playback-public.pem
$ aws ivs import-playback-key-pair --public-key-material "$(cat ivs-playback-public.pem)" --name premium
{"keyPair": {"arn": "arn:aws:ivs:us-west-2:«_acct»:playback-key/«_pk»", "name": "premium", "fingerprint": "«_fp»", "tags": {}}}

// token.js
const privateKey = ˋ«a»ˋ;
const token = jwt.sign({
  'aws:channel-arn': 'arn:aws:ivs:us-west-2:«_acct»:channel/«_ch»',
  'aws:access-control-allow-origin': 'https://members.ourcrew.example',
}, privateKey, { algorithm: 'ES384', expiresIn: '2h' });
`, V{"_acct": acct, "_pk": g.an(12), "_fp": strings.ToLower(g.voipFingerprint()[:47]), "a": g.stEC384().block(), "_ch": chID}, "import-playback-key-pair")

	g.stAdd("stream/aws-ivs-realtime-participant-token", `
$ aws ivs-realtime create-participant-token --stage-arn arn:aws:ivs:us-east-1:«_acct»:stage/«_st» \
    --user-id guest-42 --capabilities PUBLISH SUBSCRIBE --duration 120
{
    "participantToken": {
        "participantId": "«_pid»",
        "token": "«a»",
        "userId": "guest-42",
        "duration": 120,
        "capabilities": ["PUBLISH", "SUBSCRIBE"],
        "expirationTime": "2024-06-12T00:41:13+00:00"
    }
}
`, V{"_acct": g.digits(12), "_st": g.an(12), "_pid": g.an(12), "a": g.stJWT("ES384", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","resource":"arn:aws:ivs:us-east-1:%s:stage/%s","topic":"%s","events_url":"wss://global.events.live-video.net","whip_url":"https://%s.global-bm.whip.live-video.net","capabilities":{"allow_publish":true,"allow_subscribe":true},"version":"0.0"}`, iat+7200, iat, g.an(12), g.digits(12), g.an(12), g.an(12), g.hex(12)), 128)}, "--user-id guest-42")

	g.stAdd("stream/millicast-publish-token", `
// publisher.js (@millicast/sdk)
import { Director, Publish } from '@millicast/sdk';

const tokenGenerator = () => Director.getPublisher({
  token: '«a»',
  streamName: 'stage-main',
});
const publisher = new Publish('stage-main', tokenGenerator);
await publisher.connect({ mediaStream, codec: 'h264', bandwidth: 6000 });
// viewer: https://viewer.millicast.com?streamId=«_acc»/stage-main
`, V{"a": g.hex(64), "_acc": g.an(6)}, "@millicast/sdk")

	g.stAdd("stream/vdocipher-otp-request", `
$ curl -s -X POST "https://dev.vdocipher.com/api/videos/«_vid»/otp" \
    -H "Authorization: Apisecret «a»" -H "Content-Type: application/json" \
    -d '{"ttl":300}'
{"otp":"«b»","playbackInfo":"«_pi»"}
`, V{"_vid": g.hex(32), "a": g.an(64), "b": "20160313versASE323" + g.an(46), "_pi": b64s(fmt.Sprintf(`{"videoId":"%s"}`, g.hex(32)))}, "https://dev.vdocipher.com/api/videos/")

	g.stAdd("stream/wowza-video-api-jwt", `
# wowza_video.sh -- Wowza Video REST API v2.0
export WV_JWT='«a»'
curl -s -H "Authorization: Bearer ${WV_JWT}" \
  https://api.video.wowza.com/api/v2.0/live_streams/«_ls» | jq '.live_stream.source_connection_information'
{
  "primary_server": "rtmp://«_h».entrypoint.video.wowza.com/app-«_a»",
  "host_port": 1935,
  "stream_name": "«_sn»",
  "disable_authentication": false,
  "username": "client«_u»",
  "password": "«b»"
}
`, V{"a": g.stJWT("HS256", fmt.Sprintf(`{"sub":"%s","iat":%d,"iss":"wowza"}`, g.uuid(), iat), 43), "_ls": g.s(alLowNum, 8), "_h": g.hex(6), "_a": g.an(8), "_sn": g.hex(8), "_u": g.digits(5), "b": g.hex(8)}, "https://api.video.wowza.com/api/v2.0/live_streams/")
}

// ---- real-time video and WebRTC ----

func (g *G) stRTC() {
	iat := g.stIat()
	appID := g.hex(32)
	g.stAdd("stream/agora-token-server-go-env", `
# token-server/.env
AGORA_APP_ID=«_app»
AGORA_APP_CERTIFICATE=«a»
TOKEN_TTL=3600

// main.go
token, err := rtctokenbuilder2.BuildTokenWithUid(
	os.Getenv("AGORA_APP_ID"),
	os.Getenv("AGORA_APP_CERTIFICATE"),
	channel, uid, rtctokenbuilder2.RolePublisher, ttl, ttl)
`, V{"_app": appID, "a": g.hex(32)}, "rtctokenbuilder2.RolePublisher")

	g.stAdd("stream/agora-web-sdk-console-join", `
10:41:27:913 Agora-SDK [INFO]: browser compatibility: {"getDisplayMedia":true,"getStreamFromExtension":true,"supportUnifiedPlan":true,"supportMinBitrate":false,"supportSetRtpSenderParameters":true,"supportDualStream":true,"webAudioMediaStreamDest":true,"supportReplaceTrack":true,"supportWebGL":true,"webAudioWithAEC":true,"supportRequestFrame":true,"supportShareAudio":true,"supportDualStreamEncoding":false,"supportDataChannel":true,"supportPCSetConfiguration":true,"supportWebRTCEncodedTransform":true,"supportWebRTCInsertableStream":true}
10:41:27:915 Agora-SDK [INFO]: [client-4f0b1] start join channel watch-party-7, join number: 1
main.js:88 joining with {appId: '«_app»', channel: 'watch-party-7', token: '«a»', uid: 4817}
10:41:28:402 Agora-SDK [INFO]: [client-4f0b1] Joining channel success: channel: watch-party-7, uid: 4817
`, V{"_app": g.hex(32), "a": "007eJx" + g.s(alB64, 170) + "=="}, "Joining channel success: channel: watch-party-7")

	g.stAdd("stream/agora-restful-customer-secret", `
$ CUSTOMER_KEY=«_ck»
$ CUSTOMER_SECRET=«a»
$ curl -s -u "$CUSTOMER_KEY:$CUSTOMER_SECRET" https://api.agora.io/dev/v1/projects | jq '.projects[] | {name, vendor_key, status}'
{
  "name": "watch-party-prod",
  "vendor_key": "«_app»",
  "status": 1
}
`, V{"_ck": g.hex(32), "a": g.hex(32), "_app": g.hex(32)}, "watch-party-prod")

	lkKey := "API" + g.an(12)
	g.stAdd("stream/livekit-cli-config-yaml", `
$ cat ~/.livekit/cli-config.yaml
default_project: ourcrew-prod
projects:
  - name: ourcrew-prod
    url: wss://ourcrew-x1b9q2fz.livekit.cloud
    api_key: «=k»
    api_secret: «a»
  - name: local
    url: ws://localhost:7880
    api_key: devkey
    api_secret: secret
`, V{"=k": lkKey, "a": g.an(43)}, "wss://ourcrew-x1b9q2fz.livekit.cloud", "api_key: devkey")

	g.stAdd("stream/livekit-ingress-create-rtmp", `
$ lk ingress create --request ingress.json
Using url, api-key, api-secret from environment
IngressID: IN_«_in» Status: ENDPOINT_INACTIVE
URL: rtmps://ourcrew-x1b9q2fz.rtmp.livekit.cloud/x
Stream Key: «a»
$ cat ingress.json
{"input_type": "RTMP_INPUT", "name": "obs-host", "room_name": "panel-0613", "participant_identity": "host-obs", "participant_name": "Host (OBS)", "enable_transcoding": true}
`, V{"_in": g.an(12), "a": g.an(12)}, "ENDPOINT_INACTIVE", "panel-0613")

	g.stAdd("stream/livekit-egress-stream-twitch-youtube", `
// egress.ts
const info = await egressClient.startRoomCompositeEgress('panel-0613', {
  stream: new StreamOutput({
    protocol: StreamProtocol.RTMP,
    urls: [
      'rtmp://live.twitch.tv/app/«a»',
      'rtmps://a.rtmps.youtube.com/live2/«b»',
    ],
  }),
}, { layout: 'speaker', encodingOptions: EncodingOptionsPreset.H264_1080P_30 });
console.log('egress', info.egressId); // EG_«_eg»
`, V{"a": g.stTwitchKey(), "b": g.stYTKey(), "_eg": g.an(12)}, "EncodingOptionsPreset.H264_1080P_30")

	g.stAdd("stream/livekit-meet-url-with-token", `
can you join from this link? it skips the lobby
https://meet.livekit.io/custom?liveKitUrl=wss://ourcrew-x1b9q2fz.livekit.cloud&token=«a»
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"video":{"room":"panel-0613","roomJoin":true,"canPublish":true,"canSubscribe":true},"iss":"%s","exp":%d,"nbf":%d,"sub":"guest-mira","name":"Mira"}`, lkKey, iat+21600, iat))}, "https://meet.livekit.io/custom?liveKitUrl=wss://ourcrew-x1b9q2fz.livekit.cloud")

	g.stAdd("stream/hms-100ms-management-token-python", `
# hms_token.py
import jwt, time, uuid

APP_ACCESS_KEY = "«_ak»"
APP_SECRET = "«a»"

def management_token() -> str:
    now = int(time.time())
    payload = {"access_key": APP_ACCESS_KEY, "type": "management", "version": 2,
               "iat": now, "nbf": now, "exp": now + 86400, "jti": str(uuid.uuid4())}
    return jwt.encode(payload, APP_SECRET, algorithm="HS256")
`, V{"_ak": g.hex(24), "a": g.b64u(64)}, "\"type\": \"management\"")

	g.stAdd("stream/daily-room-and-owner-token", `
>>> h = {"Authorization": "Bearer «a»"}
>>> requests.post("https://api.daily.co/v1/rooms", headers=h, json={"name": "office-hours", "properties": {"enable_recording": "cloud", "enable_live_streaming": True}}).json()["url"]
'https://ourcrew.daily.co/office-hours'
>>> requests.post("https://api.daily.co/v1/meeting-tokens", headers=h, json={"properties": {"room_name": "office-hours", "is_owner": True}}).json()
{'token': '«b»'}
`, V{"a": g.hex(64), "b": g.jwt("HS256", fmt.Sprintf(`{"r":"office-hours","o":true,"d":"%s","iat":%d}`, g.uuid(), iat))}, "https://ourcrew.daily.co/office-hours")

	g.stAdd("stream/coturn-conf-static-auth-secret", `
# /etc/turnserver.conf
listening-port=3478
tls-listening-port=5349
listening-ip=0.0.0.0
external-ip=«_ip»
realm=turn.ourcrew.example
server-name=turn.ourcrew.example
fingerprint
use-auth-secret
static-auth-secret=«a»
total-quota=300
stale-nonce=600
cert=/etc/letsencrypt/live/turn.ourcrew.example/fullchain.pem
pkey=/etc/letsencrypt/live/turn.ourcrew.example/privkey.pem
no-multicast-peers
denied-peer-ip=10.0.0.0-10.255.255.255
cli-password=«b»
`, V{"_ip": g.stIP(), "a": g.hex(64), "b": g.pw()}, "realm=turn.ourcrew.example", "denied-peer-ip=10.0.0.0-10.255.255.255")

	g.stAdd("stream/webrtc-ice-servers-static-credential", `
// src/rtc/config.ts
export const rtcConfig: RTCConfiguration = {
  iceServers: [
    { urls: 'stun:stun.l.google.com:19302' },
    {
      urls: ['turn:turn.ourcrew.example:3478?transport=udp', 'turns:turn.ourcrew.example:5349?transport=tcp'],
      username: 'watchparty',
      credential: '«a»',
    },
  ],
  iceTransportPolicy: 'all',
};
`, V{"a": g.pwStrong()}, "stun:stun.l.google.com:19302", "username: 'watchparty'")

	g.stAdd("stream/twilio-nts-token-response", `
$ curl -s -X POST "https://api.twilio.com/2010-04-01/Accounts/«_sid»/Tokens.json" -u «_sid»:«a» | jq .
{
  "username": "«_u»",
  "ice_servers": [
    {"url": "stun:global.stun.twilio.com:3478", "urls": "stun:global.stun.twilio.com:3478"},
    {"username": "«_u»", "credential": "«b»", "url": "turn:global.turn.twilio.com:3478?transport=udp", "urls": "turn:global.turn.twilio.com:3478?transport=udp"}
  ],
  "date_created": "Tue, 11 Jun 2024 22:51:10 +0000",
  "account_sid": "«_sid»",
  "ttl": "86400",
  "password": "«b»"
}
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_u": g.hex(64), "b": g.b64(32)}, "stun:global.stun.twilio.com:3478")

	g.stAdd("stream/xirsys-turn-put", `
$ curl -s -X PUT -u "ourcrew:«a»" https://global.xirsys.net/_turn/watchparty -H "Content-Type: application/json" -d '{"format":"urls"}'
{"v":{"iceServers":{"username":"«_u»","urls":["stun:us-turn7.xirsys.com","turn:us-turn7.xirsys.com:80?transport=udp","turns:us-turn7.xirsys.com:443?transport=tcp"],"credential":"«b»"}},"s":"ok"}
`, V{"a": g.uuid(), "_u": g.b64u(64), "b": g.uuid()}, "https://global.xirsys.net/_turn/watchparty")

	g.stAdd("stream/vdo-ninja-room-links", `
Director link (keep private):  https://vdo.ninja/?director=ourcrew_panel&password=«a»
Guest invite:                   https://vdo.ninja/?room=ourcrew_panel&password=«a»&label=Guest&quality=1
OBS scene view:                 https://vdo.ninja/?scene=0&room=ourcrew_panel&password=«a»
Solo link for Mira (no room):   https://vdo.ninja/?view=«_p»&solo
`, V{"a": g.pwURL(), "_p": g.an(7)}, "https://vdo.ninja/?director=ourcrew_panel")

	g.stAdd("stream/vonage-video-opentok-python", `
from opentok import Client, MediaModes, Roles

API_KEY = "«_k»"
API_SECRET = "«a»"

ot = Client(API_KEY, API_SECRET)
session = ot.create_session(media_mode=MediaModes.routed)
print(session.session_id)   # «_s»
token = ot.generate_token(session.session_id, role=Roles.publisher, expire_time=int(time.time()) + 7200)
`, V{"_k": g.digits(8), "a": g.hex(40), "_s": "2_MX4" + g.b64u(80)}, "MediaModes.routed")

	g.stAdd("stream/zoom-video-sdk-signature-node", `
// api/zoom-signature.js
const KJUR = require('jsrsasign');

const SDK_KEY = '«_k»';
const SDK_SECRET = '«a»';

module.exports = (req, res) => {
  const iat = Math.floor(Date.now() / 1000) - 30;
  const payload = { app_key: SDK_KEY, tpc: req.body.sessionName, role_type: req.body.role, version: 1, iat, exp: iat + 7200 };
  const sig = KJUR.jws.JWS.sign('HS256', JSON.stringify({ alg: 'HS256', typ: 'JWT' }), JSON.stringify(payload), SDK_SECRET);
  res.json({ signature: sig });
};
`, V{"_k": g.an(22), "a": g.an(32)}, "role_type: req.body.role")
}

// ---- Discord music and go-live bots ----

func (g *G) stDiscord() {
	g.stAdd("stream/lavalink-application-yml", `
server:
  port: 2333
  address: 0.0.0.0
lavalink:
  plugins:
    - dependency: "dev.lavalink.youtube:youtube-plugin:1.8.2"
      snapshot: false
    - dependency: "com.github.topi314.lavasrc:lavasrc-plugin:4.2.0"
  server:
    password: "«a»"
    sources:
      youtube: false
      soundcloud: true
      twitch: true
plugins:
  youtube:
    enabled: true
    oauth:
      enabled: true
      refreshToken: "«b»"
  lavasrc:
    sources:
      spotify: true
      deezer: false
    spotify:
      clientId: "«_cid»"
      clientSecret: "«c»"
      countryCode: "US"
`, V{"a": g.pw(), "b": g.gRefresh(), "_cid": g.hex(32), "c": g.hex(32)}, "dev.lavalink.youtube:youtube-plugin:1.8.2")

	g.stAdd("stream/shoukaku-nodes-discordjs", `
const { Shoukaku, Connectors } = require('shoukaku');

const Nodes = [
  { name: 'main', url: 'lavalink.internal:2333', auth: '«a»' },
  { name: 'backup', url: 'lava2.ourcrew.example:443', auth: '«b»', secure: true },
];

const shoukaku = new Shoukaku(new Connectors.DiscordJS(client), Nodes, { moveOnDisconnect: true, reconnectTries: 5 });
client.login('«c»');
`, V{"a": g.pw(), "b": g.an(24), "c": g.discordBot()}, "lava2.ourcrew.example:443")

	g.stAdd("stream/music-bot-env", `
# jukebox/.env
DISCORD_TOKEN="«a»"
DISCORD_CLIENT_ID=«_app»
GUILD_ID=«_g»
LAVALINK_HOST=lavalink
LAVALINK_PORT=2333
LAVALINK_PASSWORD=«b»
SPOTIFY_CLIENT_ID=«_sp»
SPOTIFY_CLIENT_SECRET=«c»
GENIUS_ACCESS_TOKEN=«d»
`, V{"a": g.discordBot(), "_app": g.digits(19), "_g": g.digits(18), "b": g.pw(), "_sp": g.hex(32), "c": g.hex(32), "d": g.b64u(64)}, "LAVALINK_HOST=lavalink")

	g.stAdd("stream/golive-notifier-config-yml", `
# notifier/config.yml
discord:
  token: «a»
  announce_channel: «_ch»
  ping_role: «_r»
twitch:
  client_id: «_cid»
  client_secret: «b»
  streamers: [ourcrew_live, pixelmoth, lanternfish]
youtube:
  api_key: «c»
  channels: [«_yt»]
message: "{streamer} is live! {title} -> {url}"
`, V{"a": g.discordBot(), "_ch": g.digits(19), "_r": g.digits(19), "_cid": g.stTwitchTok(), "b": g.stTwitchTok(), "c": g.googleKey(), "_yt": g.stYTChannel()}, "message: \"{streamer} is live! {title} -> {url}\"")

	g.stAdd("stream/discord-webhook-golive-bash", `
#!/usr/bin/env bash
# called by nginx-rtmp exec_publish
WEBHOOK="https://discord.com/api/webhooks/«_id»/«a»"
curl -s -H "Content-Type: application/json" -X POST "$WEBHOOK" \
  -d "{\"content\":\"<@&«_role»> we're live: https://live.ourcrew.example\",\"username\":\"Stream Bot\"}"
`, V{"_id": g.digits(19), "a": g.b64u(68), "_role": g.digits(19)}, "called by nginx-rtmp exec_publish")

	g.stAdd("stream/red-discordbot-set-api-twitch", `
dana — Today at 9:02 PM
[p]set api twitch client_id,«_cid» client_secret,«a»
Red BOT — Today at 9:02 PM
✅ Shared API tokens for twitch have been set.
dana — Today at 9:03 PM
[p]streamalert twitch ourcrew_live #going-live
Red BOT — Today at 9:03 PM
I'll now send a notification in this channel when ourcrew_live is live.
`, V{"_cid": g.stTwitchTok(), "a": g.stTwitchTok()}, "Shared API tokens for twitch have been set.")

	g.stAdd("stream/discordpy-streaming-presence", `
import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

@bot.event
async def on_ready():
    await bot.change_presence(activity=discord.Streaming(name="Build Night", url="https://www.twitch.tv/ourcrew_live"))
    print(f"Logged in as {bot.user} (ID: {bot.user.id})")

bot.run("«a»")
`, V{"a": g.discordBot()}, "https://www.twitch.tv/ourcrew_live")

	g.stAdd("stream/lavalink-compose-env", `
services:
  lavalink:
    image: ghcr.io/lavalink-devs/lavalink:4
    restart: unless-stopped
    environment:
      _JAVA_OPTIONS: -Xmx1G
      SERVER_PORT: 2333
      LAVALINK_SERVER_PASSWORD: «a»
      PLUGINS_YOUTUBE_OAUTH_ENABLED: "true"
      PLUGINS_YOUTUBE_OAUTH_REFRESHTOKEN: «b»
    volumes:
      - ./plugins/:/opt/Lavalink/plugins/
  bot:
    build: .
    environment:
      TOKEN: «c»
      LAVALINK_URL: http://lavalink:2333
    depends_on: [lavalink]
`, V{"a": g.pwURL(), "b": g.gRefresh(), "c": g.discordBot()}, "ghcr.io/lavalink-devs/lavalink:4")

	g.stAdd("stream/lavalink-youtube-oauth-log", `
2024-06-11T23:02:14.118Z  INFO 1 --- [           main] d.l.youtube.http.YoutubeOauth2Handler    : ==================================================
2024-06-11T23:02:14.118Z  INFO 1 --- [           main] d.l.youtube.http.YoutubeOauth2Handler    : !!! DO NOT USE YOUR MAIN GOOGLE ACCOUNT, USE A BURNER !!!
2024-06-11T23:02:14.119Z  INFO 1 --- [           main] d.l.youtube.http.YoutubeOauth2Handler    : OAUTH INTEGRATION: To give youtube-source access to your account, go to https://www.google.com/device and enter code «_code»
2024-06-11T23:03:02.551Z  INFO 1 --- [   youtube-oauth] d.l.youtube.http.YoutubeOauth2Handler    : OAUTH INTEGRATION: Token retrieved successfully. Store your refresh token as this can be reused. («b»)
2024-06-11T23:03:02.552Z  INFO 1 --- [   youtube-oauth] d.l.youtube.http.YoutubeOauth2Handler    : Refreshed access token with expiry in 3599 seconds
`, V{"_code": g.s(alUpper, 3) + "-" + g.s(alUpper, 3) + "-" + g.s(alUpper, 3), "b": g.gRefresh()}, "DO NOT USE YOUR MAIN GOOGLE ACCOUNT, USE A BURNER")
}

// ---- podcast hosting ----

func (g *G) stPodcast() {
	g.stAdd("stream/buzzsprout-api-curl", `
$ curl -s -H "Authorization: Token token=«a»" https://www.buzzsprout.com/api/«_p»/episodes.json | jq '.[0] | {id, title, published_at}'
{
  "id": «_e»,
  "title": "Ep. 112 - Streaming on a budget",
  "published_at": "2024-06-10T06:00:00.000-04:00"
}
`, V{"a": g.hex(32), "_p": g.digits(7), "_e": g.digits(8)}, "Ep. 112 - Streaming on a budget")

	g.stAdd("stream/transistor-api-key-node", `
// scripts/publish-episode.mjs
const res = await fetch('https://api.transistor.fm/v1/episodes', {
  method: 'POST',
  headers: { 'x-api-key': '«a»', 'Content-Type': 'application/json' },
  body: JSON.stringify({ episode: { show_id: '«_s»', title: 'Bonus: Q&A', audio_url: process.env.AUDIO_URL } }),
});
console.log(res.status, (await res.json()).data?.id);
`, V{"a": g.b64u(22), "_s": g.digits(5)}, "https://api.transistor.fm/v1/episodes")

	g.stAdd("stream/podbean-oauth-client-credentials", `
$ curl -s -u «_cid»:«a» https://api.podbean.com/v1/oauth/token -X POST -d 'grant_type=client_credentials'
{"access_token":"«b»","expires_in":604800,"token_type":"Bearer","scope":"episode_publish episode_read podcast_read"}
`, V{"_cid": g.hex(20), "a": g.hex(20), "b": g.hex(40)}, "episode_publish episode_read podcast_read")

	g.stAdd("stream/captivate-authenticate", `
$ curl -s -X POST https://api.captivate.fm/authenticate/token -F username=«_u» -F token=«a»
{"success":true,"errors":[],"messages":[],"user":{"id":"«_u»","email":"hosts@ourcrew.example","token":"«b»"}}
`, V{"_u": g.uuid(), "a": g.an(40), "b": g.an(32)}, "https://api.captivate.fm/authenticate/token")

	g.stAdd("stream/podcastindex-python-auth", `
import hashlib, time, requests

API_KEY = "«a»"
API_SECRET = "«b»"

epoch = str(int(time.time()))
auth = hashlib.sha1((API_KEY + API_SECRET + epoch).encode()).hexdigest()
headers = {"X-Auth-Date": epoch, "X-Auth-Key": API_KEY, "Authorization": auth, "User-Agent": "ourcrew-feedcheck/0.3"}
r = requests.get("https://api.podcastindex.org/api/1.0/podcasts/byfeedurl", params={"url": FEED}, headers=headers)
# debug: X-Auth-Date=«_t» Authorization=«=h»
`, V{"a": g.s(alUpNum, 20), "b": g.s(alAlnum+"^$#", 40), "_t": fmt.Sprint(g.stIat()), "=h": g.hex(40)}, "ourcrew-feedcheck/0.3")

	g.stAdd("stream/private-feed-opml-export", `
<?xml version="1.0" encoding="utf-8"?>
<opml version="1.0">
  <head><title>Pocket Casts Feeds</title></head>
  <body>
    <outline text="feeds">
      <outline type="rss" text="Build Night (public)" xmlUrl="https://feeds.transistor.fm/build-night" />
      <outline type="rss" text="Build Night Plus" xmlUrl="https://feeds.transistor.fm/build-night-plus?auth=«a»" />
      <outline type="rss" text="Behind the Stream (Supporters)" xmlUrl="https://ourcrew.supercast.com/feeds/«b»" />
    </outline>
  </body>
</opml>
`, V{"a": g.hex(32), "b": g.an(24)}, "https://feeds.transistor.fm/build-night")

	g.stAdd("stream/castos-wp-option", `
$ wp option get ss_podcasting_podmotor_account_api_token --path=/var/www/podcast
«a»
$ wp option get ss_podcasting_podmotor_account_email --path=/var/www/podcast
hosts@ourcrew.example
`, V{"a": g.hex(40)}, "ss_podcasting_podmotor_account_email")

	g.stAdd("stream/auphonic-api-production", `
$ curl -s -X POST https://auphonic.com/api/simple/productions.json \
    -H "Authorization: bearer «a»" \
    -F "preset=«_pr»" -F "title=Ep. 113" -F "input_file=@raw/ep113.wav" -F "action=start"
{"status_code": 200, "data": {"uuid": "«_u»", "status_string": "Audio Processing", "output_basename": "ep113"}}
`, V{"a": g.an(32), "_pr": g.an(22), "_u": g.an(22)}, "https://auphonic.com/api/simple/productions.json")

	g.stAdd("stream/libsyn-ftp-upload-lftp", `
$ lftp -u hosts@ourcrew.example,'«a»' ftp://ftp.libsyn.com -e "cd /; put ep113.mp3; bye"
28311402 bytes transferred in 14 seconds (1.93 MiB/s)
`, V{"a": g.pw()}, "ftp://ftp.libsyn.com")

	g.stAdd("stream/spotify-podcasters-rss-benign-plus-hosting-token", `
# podcast/deploy.env
RSS_URL=https://anchor.fm/s/«_s»/podcast/rss
SPOTIFY_SHOW_ID=«_show»
APPLE_PODCAST_ID=«_ap»
RSSCOM_API_KEY=«a»
`, V{"_s": g.hex(8), "_show": g.an(22), "_ap": g.digits(10), "a": g.hex(48)}, "APPLE_PODCAST_ID=")
}

// ---- chats, issues, tickets and agent tool calls ----

func (g *G) stChat() {
	g.stAdd("stream/chat-discord-obs-help-service-json", `
#obs-help
kai_irl — 06/11/2024 10:14 PM
stream keeps dropping every ~20 min, "Disconnected: failed to connect to server". here's my profile:
ˋˋˋjson
{"settings":{"bwtest":false,"key":"«a»","server":"rtmp://fra05.contribute.live-video.net/app","service":"Twitch"},"type":"rtmp_common"}
ˋˋˋ
upload is 12 Mbps, bitrate set to 6000
helper_dan — 06/11/2024 10:16 PM
@kai_irl first thing: reset that key on the Twitch dashboard, you just posted it publicly. then try server "auto"
`, V{"a": g.stTwitchKey()}, "Disconnected: failed to connect to server", "rtmp://fra05.contribute.live-video.net/app")

	g.stAdd("stream/chat-slack-mux-staging-creds", `
#video-platform
Priya  11:02 AM
staging Mux env for the new player branch:
token id: «=id»
secret: «a»
signing key (base64, RS256): «b»
pls don't commit these, they go in 1Password under "Mux staging"
`, V{"=id": g.uuid(), "a": g.b64(56), "b": b64s(g.rsaPEM().block())}, "#video-platform", "Mux staging")

	g.stAdd("stream/chat-issue-nginx-rtmp-push-fails", `
### push to YouTube stops after a few seconds

**nginx version**: nginx/1.24.0, nginx-rtmp-module 1.2.2 (arut)

Config:
ˋˋˋnginx
application live {
    live on;
    record off;
    push rtmp://a.rtmp.youtube.com/live2/«a»;
}
ˋˋˋ

Error log:
ˋˋˋ
2024/06/11 22:31:07 [info] 1187#0: *14 relay: create push name='«a»' app='' playpath='' url='a.rtmp.youtube.com/live2/«a»', client: «_ip», server: 0.0.0.0:1935
2024/06/11 22:31:12 [error] 1187#0: *15 relay: push reconnect failed name='«a»' url='a.rtmp.youtube.com/live2/«a»'
ˋˋˋ
`, V{"a": g.stYTKey(), "_ip": g.stIP()}, "nginx-rtmp-module 1.2.2 (arut)")

	g.stAdd("stream/chat-issue-mediamtx-auth-fails", `
**Describe the bug**
Publishing over SRT with a user and password gives "authentication failed" since v1.6.

**Conf**
ˋˋˋyml
authInternalUsers:
- user: obs
  pass: «a»
  permissions:
  - action: publish
ˋˋˋ

**OBS server field**
ˋsrt://192.168.1.20:8890?streamid=publish:mystream:obs:«a»&pkt_size=1316ˋ

**Logs**
ˋ2024/06/11 22:40:11 INF [SRT] [conn 192.168.1.33:53221] closed: authentication failedˋ
`, V{"a": g.pwURL()}, "srt://192.168.1.20:8890?streamid=publish:mystream:obs:", "authentication failed")

	g.stAdd("stream/chat-twitch-mod-warning", `
[22:44:03] pixelmoth: @ourcrew_live YOUR STREAM KEY IS ON SCREEN
[22:44:05] lanternfish: the settings window lol
[22:44:06] pixelmoth: live_«_uid»_... something, reset it
[22:44:11] ourcrew_live: oh no
[22:44:40] ourcrew_live: ok reset, old one was «a» if anyone wants to try lmao it's dead
`, V{"_uid": g.digits(9), "a": g.stTwitchKey()}, "YOUR STREAM KEY IS ON SCREEN")

	g.stAdd("stream/chat-reddit-obs-post", `
r/obs • Posted by u/first_stream_jitters

Stream to YouTube works but Facebook says "no data received"

Settings > Stream:
  Service: Custom...
  Server: rtmps://live-api-s.facebook.com:443/rtmp/
  Stream Key: «a»

Output is 1080p30, x264, 4500 kbps CBR, keyframe 2. Any ideas?

  ▲ 3  💬 4 comments
  top comment (u/helperbee): Delete this post and generate a new key, it's a persistent key.
`, V{"a": g.stFBKey()}, "u/first_stream_jitters")

	g.stAdd("stream/chat-agent-tool-call-ffmpeg", `
{"type":"tool_use","id":"toolu_01«_t»","name":"bash","input":{"command":"ffmpeg -hide_banner -re -i test_pattern.mp4 -t 20 -c copy -f flv rtmps://a.rtmps.youtube.com:443/live2/«a» 2>&1 | tail -5"}}
{"type":"tool_result","tool_use_id":"toolu_01«_t»","content":"Output #0, flv, to 'rtmps://a.rtmps.youtube.com:443/live2/«a»':\n  Metadata:\n    encoder         : Lavf61.1.100\nframe=  600 fps= 30 q=-1.0 Lsize=    4712KiB time=00:00:19.96 bitrate=1933.9kbits/s speed=   1x\n"}
`, V{"_t": g.an(22), "a": g.stYTKey()}, "test_pattern.mp4")

	g.stAdd("stream/chat-agent-summary-env-updated", `
I've wired up the LiveKit token endpoint. Summary of changes:

- Added app/api/token/route.ts that issues a 10-minute AccessToken with roomJoin for the requested room.
- Created .env.local with:
  LIVEKIT_URL=wss://ourcrew-x1b9q2fz.livekit.cloud
  LIVEKIT_API_KEY=«=k»
  LIVEKIT_API_SECRET=«a»
- .env.local is already in .gitignore, so it won't be committed.

Run ˋnpm run devˋ and open http://localhost:3000/room/panel-0613 to test.
`, V{"=k": "API" + g.an(12), "a": g.an(43)}, "http://localhost:3000/room/panel-0613")

	g.stAdd("stream/chat-email-av-vendor-srt-details", `
From: Marco Lindqvist <marco@stagecraft-av.example>
To: events@ourcrew.example
Subject: SRT feed details for Thursday's keynote

Hi team,

Here are the contribution details for the venue encoder:

  Host:        srt.stagecraft-av.example
  Port:        9710
  Mode:        caller
  Latency:     1200 ms
  Stream ID:   keynote-0613
  Passphrase:  «a»
  Key length:  AES-256

The backup path uses the same passphrase on port 9711. Call me on the day if anything looks off.

Marco
`, V{"a": g.an(20)}, "srt.stagecraft-av.example", "keynote-0613")

	g.stAdd("stream/chat-jira-rotate-coturn", `
STREAM-412  Rotate TURN shared secret after contractor offboarding
Priority: High   Assignee: dana.k   Labels: security, webrtc

Description:
The coturn static-auth-secret on turn.ourcrew.example has been the same since launch.
Current value (to be replaced): «a»
Steps:
1. generate new secret: openssl rand -hex 32
2. update /etc/turnserver.conf and the TURN_SECRET env of watchparty-api at the same time
3. restart coturn, check "lt-cred-mech" sessions in turnserver.log
`, V{"a": g.hex(64)}, "STREAM-412", "openssl rand -hex 32")

	g.stAdd("stream/chat-telegram-irl-belabox", `
Nomad 🎒, [11.06.24 23:12]
bro can you set up the backpack while I'm on the train? belabox cloud login:
user: irl_nomad
pass: «a»
srtla relay key: «b»

Nomad 🎒, [11.06.24 23:13]
and the kick key if it asks: «c»
`, V{"a": g.pw(), "b": g.hex(32), "c": g.stIVSKey("us-west-2")}, "user: irl_nomad")

	g.stAdd("stream/chat-discord-mod-streamdeck-obs", `
ourcrew_live — Today at 8:47 PM
@mod_tavi for your stream deck: host 100.101.44.7 port 4455 password «a»
it's over tailscale so only works when you're on the tailnet
mod_tavi — Today at 8:48 PM
connected 👍 scenes show up
`, V{"a": g.an(16)}, "host 100.101.44.7 port 4455")

	g.stAdd("stream/chat-element-owncast-admin", `
[23:20] <priya> owncast admin is at https://live.ourcrew.example/admin
[23:20] <priya> admin / «a»
[23:21] <priya> stream key for the second encoder: «b»
[23:21] <dana> 👍 logged in, changing the admin pw now
`, V{"a": g.pwURL(), "b": g.an(20)}, "https://live.ourcrew.example/admin")

	g.stAdd("stream/chat-slack-streamlabs-socket-token", `
Jon  3:41 PM
for the overlay repo you need the socket API token from Streamlabs > Settings > API Settings > API Tokens
mine for testing:
ˋ«a»ˋ
the donation test button in the dashboard fires events to it
`, V{"a": g.stJWT("HS256", fmt.Sprintf(`{"token":"%s","read_only":true,"prefix":false,"youtube_id":""}`, strings.ToUpper(g.hex(20))), 43)}, "API Settings > API Tokens")

	g.stAdd("stream/chat-pr-review-twitch-secret", `
src/config/twitch.ts line 4
> export const TWITCH_CLIENT_SECRET = '«a»';

review (dana-k): This is the app's client secret, please don't commit it. Move it to process.env.TWITCH_CLIENT_SECRET and
rotate it in the dev console, since it's in the branch history now. Client id on line 3 is fine to keep, it's public.
`, V{"a": g.stTwitchTok()}, "process.env.TWITCH_CLIENT_SECRET")

	g.stAdd("stream/chat-teams-youtube-dashboard-key", `
Mira Okafor  10:05
for the live-views dashboard I made a key in the ourcrew-analytics project, restricted to YouTube Data API v3 + our referrer:
«a»
quota is 10k units/day so poll no faster than every 60s pls
`, V{"a": g.googleKey()}, "YouTube Data API v3")

	g.stAdd("stream/chat-irc-obs-dev-paste", `
<kai_irl> here's the log from the crash, also my obs-websocket settings in case it matters
<kai_irl> ServerPort=4455 AuthRequired=true ServerPassword=«a»
<RytoEX> that's fine, the crash is in the browser source, unrelated to websocket. please upload the full log via Help > Log Files > Upload Current Log File
<kai_irl> https://obsproject.com/logs/«_l»
`, V{"a": g.an(16), "_l": g.an(16)}, "Help > Log Files > Upload Current Log File")

	g.stAdd("stream/chat-email-wowza-freelancer-brief", `
Subject: Encoder settings — Riverside Arts gala (Sat)

Primary server:   rtmp://«_h».entrypoint.video.wowza.com/app-«_a»
Stream name:      «_s»
Username:         client«_u»
Password:         «a»
Video: 1920x1080 @ 30, 6 Mbps, keyframe every 2s.  Audio: AAC 128 kbps stereo.
Player page: https://player.cloud.wowza.com/hosted/«_p»/player.html
`, V{"_h": g.hex(6), "_a": g.an(8), "_s": g.hex(8), "_u": g.digits(5), "a": g.hex(8), "_p": g.s(alLowNum, 8)}, "Riverside Arts gala")
}

// ---- benign look-alikes ----

func (g *G) stLookalikes() {
	g.stAdd("stream/benign-helix-streams-response", `
$ twitch api get streams -q user_login=ourcrew_live
{
  "data": [
    {
      "id": "«_s»",
      "user_id": "«_u»",
      "user_login": "ourcrew_live",
      "user_name": "ourcrew_live",
      "game_id": "509670",
      "game_name": "Science & Technology",
      "type": "live",
      "title": "Build Night #112 — soldering the stream deck",
      "viewer_count": 214,
      "started_at": "2024-06-11T23:00:41Z",
      "language": "en",
      "thumbnail_url": "https://static-cdn.jtvnw.net/previews-ttv/live_user_ourcrew_live-{width}x{height}.jpg",
      "tags": ["English", "DIY"],
      "is_mature": false
    }
  ],
  "pagination": {"cursor": "«_c»"}
}
`, V{"_s": g.digits(11), "_u": g.digits(9), "_c": b64raw(fmt.Sprintf(`{"b":null,"a":{"Cursor":"%s"}}`, g.b64u(40)))}, "live_user_ourcrew_live-{width}x{height}.jpg")

	g.stAdd("stream/benign-youtube-video-list", `
{
  "kind": "youtube#videoListResponse",
  "items": [
    {
      "id": "«_v»",
      "snippet": {"channelId": "«_ch»", "title": "Build Night #111 (VOD)", "liveBroadcastContent": "none"},
      "liveStreamingDetails": {
        "actualStartTime": "2024-06-04T23:00:12Z",
        "actualEndTime": "2024-06-05T01:47:55Z",
        "activeLiveChatId": "«_lc»"
      }
    }
  ]
}
`, V{"_v": g.stYTVideo(), "_ch": g.stYTChannel(), "_lc": "Cg0KC" + g.b64u(16) + "KicKGFVD" + g.b64u(22)}, "youtube#videoListResponse")

	g.stAdd("stream/benign-mux-webhook-asset-ready", `
{
  "type": "video.asset.ready",
  "object": {"type": "asset", "id": "«_a»"},
  "id": "«_e»",
  "environment": {"name": "Production", "id": "«_env»"},
  "data": {
    "status": "ready",
    "playback_ids": [{"policy": "public", "id": "«_p»"}],
    "live_stream_id": "«_ls»",
    "duration": 10021.48,
    "max_stored_resolution": "HD"
  },
  "created_at": "2024-06-12T01:48:03.000000Z"
}
`, V{"_a": g.an(40), "_e": g.uuid(), "_env": g.s(alLowNum, 6), "_p": g.an(40), "_ls": g.an(40)}, "video.asset.ready")

	g.stAdd("stream/benign-cloudflare-stream-embed", `
<div style="position: relative; padding-top: 56.25%;">
  <iframe
    src="https://customer-«_c».cloudflarestream.com/«_u»/iframe?muted=true&preload=true&poster=https%3A%2F%2Fcustomer-«_c».cloudflarestream.com%2F«_u»%2Fthumbnails%2Fthumbnail.jpg"
    loading="lazy" style="border: none; position: absolute; top: 0; height: 100%; width: 100%;"
    allow="accelerometer; gyroscope; autoplay; encrypted-media; picture-in-picture;" allowfullscreen="true"></iframe>
</div>
`, V{"_c": g.s(alLowNum, 16), "_u": g.hex(32)}, "encrypted-media; picture-in-picture;")

	g.stAdd("stream/benign-ivs-channel-get", `
$ aws ivs get-channel --arn arn:aws:ivs:us-west-2:«_acct»:channel/«_ch»
{
    "channel": {
        "arn": "arn:aws:ivs:us-west-2:«_acct»:channel/«_ch»",
        "name": "ourcrew-main",
        "latencyMode": "LOW",
        "type": "STANDARD",
        "ingestEndpoint": "«_ie».global-contribute.live-video.net",
        "playbackUrl": "https://«_ie».us-west-2.playback.live-video.net/api/video/v1/us-west-2.«_acct».channel.«_ch».m3u8",
        "authorized": false,
        "insecureIngest": false,
        "preset": ""
    }
}
`, V{"_acct": g.digits(12), "_ch": g.an(12), "_ie": g.hex(12)}, "\"latencyMode\": \"LOW\"")

	g.stAdd("stream/benign-hls-master-playlist", `
$ curl -s https://live.ourcrew.example/hls/main.m3u8
#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=6272000,RESOLUTION=1920x1080,CODECS="avc1.640028,mp4a.40.2"
main_1080/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=3128000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"
main_720/index.m3u8
$ curl -s https://live.ourcrew.example/hls/main_720/index.m3u8 | tail -3
#EXT-X-PROGRAM-DATE-TIME:2024-06-11T23:41:09.033Z
#EXTINF:2.000,
seg-«_s»-«_h».ts
`, V{"_s": g.digits(6), "_h": g.hex(16)}, "avc1.640028,mp4a.40.2")

	g.stAdd("stream/benign-obs-log-stream-start", `
22:59:58.114: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmps://ingest.global-contribute.live-video.net:443/app...
22:59:58.731: [rtmp stream: 'adv_stream'] Interface: Intel(R) Ethernet Controller I225-V (ethernet, 1000 mbps)
22:59:58.969: [rtmp stream: 'adv_stream'] Connection to rtmps://ingest.global-contribute.live-video.net:443/app successful
22:59:58.975: ==== Streaming Start ===============================================
22:59:58.975: [jim-nvenc: 'streaming_h264'] settings:
22:59:58.975: 	codec:       H.264
22:59:58.975: 	rate_control: CBR
22:59:58.975: 	bitrate:     6000
22:59:58.975: 	keyint:      120
`, nil, "==== Streaming Start ===============================================", "[rtmp stream: 'adv_stream'] Connecting to RTMP URL")

	g.stAdd("stream/benign-ffprobe-output", `
$ ffprobe -hide_banner rtmp://127.0.0.1/live/studio
Input #0, flv, from 'rtmp://127.0.0.1/live/studio':
  Metadata:
    |RtmpSampleAccess: true
    Server          : NGINX RTMP (github.com/arut/nginx-rtmp-module)
    displayWidth    : 1920
    displayHeight   : 1080
    fps             : 60
    profile         :
    level           :
  Duration: 00:00:00.00, start: 7.341000, bitrate: N/A
  Stream #0:0: Audio: aac (LC), 48000 Hz, stereo, fltp, 163 kb/s
  Stream #0:1: Video: h264 (High), yuv420p(tv, bt709, progressive), 1920x1080, 6000 kb/s, 60 fps, 60 tbr, 1k tbn
`, nil, "NGINX RTMP (github.com/arut/nginx-rtmp-module)")

	g.stAdd("stream/benign-nginx-rtmp-stat-xml", `
<rtmp>
  <nginx_version>1.24.0</nginx_version>
  <nginx_rtmp_version>1.1.4</nginx_rtmp_version>
  <uptime>84211</uptime>
  <server>
    <application>
      <name>live</name>
      <live>
        <stream>
          <name>studio</name>
          <time>5122411</time>
          <bw_in>6324112</bw_in>
          <client><id>«_id»</id><address>«_ip»</address><flashver>FMLE/3.0 (compatible; FMSc/1.0)</flashver><publishing/><active/></client>
          <meta><video><width>1920</width><height>1080</height><frame_rate>60</frame_rate><codec>H264</codec></video></meta>
        </stream>
      </live>
    </application>
  </server>
</rtmp>
`, V{"_id": g.digits(3), "_ip": g.stIP()}, "<nginx_rtmp_version>1.1.4</nginx_rtmp_version>")

	g.stAdd("stream/benign-eventsub-notification-headers", `
POST /twitch/eventsub HTTP/1.1
Host: bots.ourcrew.example
Twitch-Eventsub-Message-Id: «_m»
Twitch-Eventsub-Message-Retry: 0
Twitch-Eventsub-Message-Type: notification
Twitch-Eventsub-Message-Signature: sha256=«_sig»
Twitch-Eventsub-Message-Timestamp: 2024-06-11T23:00:43.519Z
Twitch-Eventsub-Subscription-Type: stream.online
Twitch-Eventsub-Subscription-Version: 1

{"subscription":{"id":"«_sub»","type":"stream.online","version":"1","status":"enabled","cost":1,"condition":{"broadcaster_user_id":"«_u»"},"transport":{"method":"webhook","callback":"https://bots.ourcrew.example/twitch/eventsub"},"created_at":"2024-06-11T21:40:12.58311Z"},"event":{"id":"«_s»","broadcaster_user_id":"«_u»","broadcaster_user_login":"ourcrew_live","type":"live","started_at":"2024-06-11T23:00:41Z"}}
`, V{"_m": g.uuid(), "_sig": g.hex(64), "_sub": g.uuid(), "_u": g.digits(9), "_s": g.digits(11)}, "Twitch-Eventsub-Message-Type: notification")

	g.stAdd("stream/benign-agora-testing-mode", `
// Testing mode project: App ID only, no certificate, token null.
const client = AgoraRTC.createClient({ mode: 'live', codec: 'vp8' });
await client.setClientRole('audience');
await client.join('«_app»', 'lobby-preview', null, null);
`, V{"_app": g.hex(32)}, "lobby-preview")

	g.stAdd("stream/benign-livekit-room-list", `
$ lk room list
Using project [ourcrew-prod]
+--------------------+------------+--------------+----------------------+
|        SID         |    NAME    | PARTICIPANTS |      CREATED AT      |
+--------------------+------------+--------------+----------------------+
| RM_«_r1» | panel-0613 |            4 | 2024-06-13T22:58:10Z |
| RM_«_r2» | green-room |            1 | 2024-06-13T22:41:47Z |
+--------------------+------------+--------------+----------------------+
`, V{"_r1": g.an(12), "_r2": g.an(12)}, "Using project [ourcrew-prod]")

	g.stAdd("stream/benign-obs-websocket-hello-masked", `
<- {"op":0,"d":{"obsWebSocketVersion":"5.5.2","rpcVersion":1,"authentication":{"challenge":"«_c»","salt":"«_s»"}}}

Tools > WebSocket Server Settings
  [x] Enable WebSocket server
  Server Port      4455
  [x] Enable Authentication
  Server Password  ••••••••••••••••   [Show Connect Info]
`, V{"_c": g.b64(32), "_s": g.b64(32)}, "[Show Connect Info]")

	g.stAdd("stream/benign-masked-keys-dashboard", `
Twitch Creator Dashboard > Settings > Stream
  Primary Stream key   ••••••••••••••••••••••••••••••••   [Copy] [Reset]
  Persist stream key   ON
Kick > Settings > Stream URL & Key
  Stream URL   rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/
  Stream Key   sk_us-west-2_************************   [Show]
Restream > Stream key:  re_«_n»_****************
`, V{"_n": g.digits(7)}, "sk_us-west-2_************************", "Persist stream key   ON")

	g.stAdd("stream/benign-podcast-rss-item", `
<item>
  <title>Ep. 112 - Streaming on a budget</title>
  <guid isPermaLink="false">Buzzsprout-«_g»</guid>
  <podcast:guid>«_pg»</podcast:guid>
  <enclosure url="https://www.buzzsprout.com/«_p»/«_g»-ep-112-streaming-on-a-budget.mp3" length="48211943" type="audio/mpeg" />
  <itunes:duration>3012</itunes:duration>
  <podcast:transcript url="https://www.buzzsprout.com/«_p»/«_g»/transcript.srt" type="application/x-subrip" />
</item>
`, V{"_g": g.digits(8), "_pg": g.uuid(), "_p": g.digits(7)}, "<itunes:duration>3012</itunes:duration>")

	g.stAdd("stream/benign-twitch-clip-and-vod-urls", `
Highlights from last night:
- clip: https://clips.twitch.tv/«_slug»
- VOD (timestamp 1h12m): https://www.twitch.tv/videos/«_vod»?t=1h12m03s
- YouTube upload: https://youtu.be/«_yt»?si=«_si»
- Kick clip: https://kick.com/ourcrew/clips/clip_«_kc»
`, V{"_slug": g.pick("Spicy", "Tangy", "Brave", "Quiet") + g.pick("Abstruse", "Gentle", "Crispy") + g.pick("Lobster", "Otter", "Walrus") + g.pick("PogChamp", "Kappa", "DansGame") + "-" + g.b64u(16), "_vod": g.digits(10), "_yt": g.stYTVideo(), "_si": g.b64u(16), "_kc": "01J" + g.s(alUpNum, 23)}, "Highlights from last night:")

	g.stAdd("stream/benign-srt-live-transmit-stats", `
$ srt-live-transmit "srt://:9710?mode=listener&latency=1200" udp://127.0.0.1:5000 -s 5000 -pf json
Accepted SRT source connection
{"sid":«_sid»,"timepoint":"2024-06-13T17:02:11.418Z","time":5002,"window":{"flow":25600,"congestion":8192,"flight":12},"link":{"rtt":38.511,"bandwidth":287.316,"maxBandwidth":1000},"recv":{"packets":2731,"packetsUnique":2731,"packetsLost":0,"packetsDropped":0,"mbitRate":6.02,"msBuf":1194}}
`, V{"_sid": g.digits(9)}, "Accepted SRT source connection")
}
