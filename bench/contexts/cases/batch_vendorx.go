package cases

import (
	"fmt"
	"strings"
)

// vendorxCases adds credentials of about two hundred SaaS and API vendors
// that the earlier vendor batches (vendors.go, longtail.go, rarevendors.go,
// bizsaas.go, saas.go) leave out, each in the token shape its documentation
// or dashboard shows, as an agent meets them in a session: .env files, the
// vendor SDK's settings, curl commands with the vendor's header, SDK init
// code in Python, TypeScript, Go, Ruby, PHP, Java, C#, Kotlin, Rust and
// Elixir, CI secret listings, error messages and debug logs that echo the
// key, docker-compose and Helm values, MCP server configs, and users
// pasting keys into chat.
// Sources: LLM and inference APIs (Moonshot, Zhipu, SiliconFlow, Baichuan,
// 01.AI, MiniMax, iFlytek Spark, Aleph Alpha, Upstage, Writer, Nebius AI
// Studio, Friendli, Chutes, Venice, Kluster, Featherless, Cerebrium,
// Predibase, Lamini, OctoAI, Clarifai, LightOn, Nscale, OpenPipe);
// image, video and voice (Segmind, Ideogram, Leonardo, Luma, Kling,
// getimg, HeyGen, Synthesia, Tavus, Pictory, Fish Audio, LMNT, Hume,
// Gladia, Speechmatics, Rev.ai, Picovoice, Murf, WellSaid, Speechify,
// Neuphonic, Retell, Bland, Synthflow); agent infrastructure (Mem0,
// Letta, Ragie, Carbon, JigsawStack, ScrapeGraphAI, Spider, Hyperbrowser,
// Airtop, Anchor Browser, Browser Use, ScrapingAnt, serpstack, CodeSandbox,
// Val Town, DevZero, Lindy); unified APIs and data movement (Nango,
// Apideck, Codat, Rutter, Merge, Unified.to, Kombo, Paragon, Prismatic,
// Cyclr, hotglue, Polytomic, Matillion, Integrate.io, Skyvia, Coupler.io,
// Funnel, Windsor.ai, Improvado, Adverity, Dataddo, Portable); developer
// tools and observability (Mintlify, SwaggerHub, liblab, Buddy.Works,
// BuildJet, Terrateam, Lumigo, Baselime, Chronosphere, Kloudfuse, TrackJS,
// Hyperping, Zenduty, Spike.sh, xMatters, BigPanda); databases and hosting
// (ScaleGrid, SingleStore, Tembo, Crunchy Bridge, Firebolt, Marqo, Upsun,
// Zeabur, Qovery, Acquia); authorization and identity (OpenFGA, Aserto,
// Authgear, IDnow); fraud and captcha (Arkose Labs, Friendly Captcha,
// Forter, Kount, Riskified, Signifyd, Sardine); fintech and billing
// (Nuvei, Payoneer, Yodlee, Akoya, Synctera, Metronome, Togai,
// Memberstack, Memberful, Outseta); marketing and sales (AWeber, beehiiv,
// Flodesk, Eloqua, Bloomreach, Freshpaint, OptinMonster, Weglot, Instantly,
// Smartlead, Mailshake, Agile CRM, ZoomInfo, RocketReach, SocketLabs,
// SuprSend, Engagespot, CometChat, Transloadit, Swiftype, Common Room);
// productivity (Basecamp, Canny, Productboard, Aha!, Document360, Tettra,
// SavvyCal, JustCall, Fireflies, tl;dv).
// Benign look-alikes: documented public keys (Weglot wg_ keys, TrackJS
// tokens, Arkose public keys, Friendly Captcha sitekeys, Bloomreach
// project tokens, Freshpaint environment ids, CometChat app ids,
// Memberstack pk_ keys, Swiftype search- keys, Transloadit auth keys,
// Mintlify mint_dsc_ keys, Nango public keys), app, group, tenant,
// project, workspace, merchant and site ids, request ids, model names,
// masked values, checksums, version strings, placeholders and secret
// references. The case names start with "vendorx/".
func (g *G) vendorxCases() {
	g.vxLLM()
	g.vxMedia()
	g.vxVoice()
	g.vxAgents()
	g.vxUnified()
	g.vxDataMove()
	g.vxDevObs()
	g.vxDBHost()
	g.vxAuthFraud()
	g.vxFinBilling()
	g.vxMarketing()
	g.vxProductivity()
	g.vxMore()
	g.vxBenign()
}

// ---- helpers used only here ----

// vxAdd is add with the "vendorx/" prefix and "ˋ" standing for a backtick.
func (g *G) vxAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("vendorx/"+name, bt(tmpl), v, benign...)
}

// vxEpoch is a Unix time in 2024 or 2025.
func (g *G) vxEpoch() int { return 1717200000 + g.r.IntN(40000000) }

// vxJWT is an HS256 JWT with the given claims.
func (g *G) vxJWT(claims string) string { return g.jwt("HS256", claims) }

// vxRS is an RS256 JWT with the given claims.
func (g *G) vxRS(claims string) string { return g.jwt("RS256", claims) }

// vxMask keeps the first n characters of s and stars the rest.
func vxMask(s string, n int) string { return s[:n] + strings.Repeat("*", 12) }

func (g *G) vxLLM() {
	g.vxAdd("moonshot-kimi-env-and-openai-client", `
$ cat .env.local
# Kimi (Moonshot) — platform.moonshot.ai console
MOONSHOT_API_KEY=«k»
MOONSHOT_BASE_URL=https://api.moonshot.ai/v1
KIMI_MODEL=kimi-k2-0905-preview

$ cat app/llm.py
from openai import OpenAI
import os
client = OpenAI(api_key=os.environ["MOONSHOT_API_KEY"], base_url=os.environ["MOONSHOT_BASE_URL"])
`, V{"k": "sk-" + g.an(48)}, "kimi-k2-0905-preview", "MOONSHOT_API_KEY")

	g.vxAdd("zhipu-glm-python-hardcoded-id-secret", `
# scripts/summarize_cn.py
from zhipuai import ZhipuAI

# 智谱开放平台 API Key (id.secret)
client = ZhipuAI(api_key="«k»")

resp = client.chat.completions.create(
    model="glm-4-plus",
    messages=[{"role": "user", "content": "请总结这份日志"}],
)
print(resp.choices[0].message.content)
`, V{"k": g.hex(32) + "." + g.an(16)}, "glm-4-plus")

	g.vxAdd("siliconflow-curl-chat", `
$ curl -s https://api.siliconflow.cn/v1/chat/completions \
    -H "Authorization: Bearer «k»" \
    -H "Content-Type: application/json" \
    -d '{"model":"Qwen/Qwen2.5-72B-Instruct","messages":[{"role":"user","content":"ping"}]}' | jq .usage
{
  "prompt_tokens": 9,
  "completion_tokens": 4,
  "total_tokens": 13
}
`, V{"k": "sk-" + g.s(alLower, 48)}, "Qwen/Qwen2.5-72B-Instruct")

	g.vxAdd("baichuan-lingyi-yaml-providers", `
# config/providers.yaml (one-api style, shared with the team)
providers:
  - name: baichuan
    base_url: https://api.baichuan-ai.com/v1
    api_key: «bc»
    models: [Baichuan4-Turbo, Baichuan4-Air]
  - name: lingyiwanwu
    base_url: https://api.lingyiwanwu.com/v1
    api_key: «yi»
    models: [yi-lightning]
  - name: local-vllm
    base_url: http://10.0.4.17:8000/v1
    api_key: EMPTY
`, V{"bc": "sk-" + g.hex(32), "yi": g.hex(32)}, "Baichuan4-Turbo", "yi-lightning", "EMPTY")

	groupID := "18" + g.s(alDigit, 17)
	g.vxAdd("minimax-group-id-and-jwt-key", `
// server/minimax.ts
const MINIMAX_GROUP_ID = "«_gid»";
const MINIMAX_API_KEY =
  "«k»";

export async function t2a(text: string) {
  const r = await fetch(ˋhttps://api.minimax.chat/v1/t2a_v2?GroupId=${MINIMAX_GROUP_ID}ˋ, {
    method: "POST",
    headers: { Authorization: ˋBearer ${MINIMAX_API_KEY}ˋ, "Content-Type": "application/json" },
    body: JSON.stringify({ model: "speech-02-hd", text }),
  });
  return r.json();
}
`, V{"_gid": groupID, "k": g.vxRS(fmt.Sprintf(`{"GroupName":"acme-voice","UserName":"acme-voice","AccountType":"","GroupID":"%s","PhoneNumber":"","Mail":"ops@acme-voice.cn","CreateTime":"2025-03-02 10:11:12","iss":"minimax"}`, groupID))}, "speech-02-hd")

	g.vxAdd("iflytek-spark-websocket-config", `
# spark_config.ini — 讯飞星火 WebSocket 接口
[spark]
appid = «_app»
api_key = «key»
api_secret = «sec»
spark_url = wss://spark-api.xf-yun.com/v4.0/chat
domain = 4.0Ultra
`, V{"_app": g.hex(8), "key": g.hex(32), "sec": g.b64(24)}, "4.0Ultra")

	g.vxAdd("aleph-alpha-token-in-notebook-output", `
In [3]: from aleph_alpha_client import Client, CompletionRequest, Prompt
In [4]: client = Client(token="«k»", host="https://api.aleph-alpha.com")
In [5]: client
Out[5]: <aleph_alpha_client.aleph_alpha_client.Client object at 0x7f3a1c2b9d50>
In [6]: client.models()[:2]
Out[6]: [{'name': 'luminous-base', 'max_context_size': 2048}, {'name': 'luminous-extended', 'max_context_size': 2048}]
`, V{"k": g.vxJWT(fmt.Sprintf(`{"user_id":%d,"token_id":%d}`, 10000+g.r.IntN(90000), 1000+g.r.IntN(9000)))}, "luminous-base", "0x7f3a1c2b9d50")

	g.vxAdd("upstage-solar-langchain-env", `
$ export UPSTAGE_API_KEY=«k»
$ python - <<'PY'
from langchain_upstage import ChatUpstage
print(ChatUpstage(model="solar-pro").invoke("안녕하세요").content)
PY
안녕하세요! 무엇을 도와드릴까요?
`, V{"k": "up_" + g.an(29)}, "solar-pro")

	g.vxAdd("writer-palmyra-node-sdk", `
// lib/writer.js
import Writer from "writer-sdk";

const client = new Writer({
  apiKey: "«k»", // TODO move to env before merge
});

const chat = await client.chat.chat({ model: "palmyra-x-004", messages: [{ role: "user", content: "Draft a release note" }] });
`, V{"k": g.an(32)}, "palmyra-x-004")

	g.vxAdd("nebius-ai-studio-litellm-config", `
# litellm/config.yaml
model_list:
  - model_name: llama-3.3-70b
    litellm_params:
      model: nebius/meta-llama/Llama-3.3-70B-Instruct
      api_base: https://api.studio.nebius.com/v1/
      api_key: «k»
  - model_name: fallback
    litellm_params:
      model: openai/gpt-4o-mini
      api_key: os.environ/OPENAI_API_KEY
`, V{"k": g.vxJWT(fmt.Sprintf(`{"sub":"google-oauth2|%s","iss":"api_key_issuer","aud":["https://nebius-inference.eu.auth0.com/api/v2/"],"exp":%d,"uuid":"%s","name":"litellm","expires_at":"2026-01-01T00:00:00+00:00"}`, g.s(alDigit, 21), g.vxEpoch()+31536000, g.uuid()))}, "os.environ/OPENAI_API_KEY", "nebius/meta-llama/Llama-3.3-70B-Instruct")

	g.vxAdd("friendli-token-cli-login", `
$ friendli login --token «k»
Login success!
Welcome back to Friendli Suite, dana@orbitlabs.dev
$ friendli endpoint list
  ID             NAME                 STATUS    MODEL
  ep-8fk2m1qz    support-bot-prod     RUNNING   meta-llama-3.1-8b-instruct
`, V{"k": "flp_" + g.an(44)}, "ep-8fk2m1qz", "dana@orbitlabs.dev")

	g.vxAdd("chutes-api-key-docker-run", `
$ docker run -d --name sd-worker \
    -e CHUTES_API_KEY=«k» \
    -e CHUTES_MODEL=deepseek-ai/DeepSeek-V3-0324 \
    -p 7860:7860 ghcr.io/orbit/sd-worker:1.4.2
a3f9d2c17be04e55b8a1f0c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2
`, V{"k": "cpk_" + g.hex(32) + "." + g.hex(32) + "." + g.an(32)}, "ghcr.io/orbit/sd-worker:1.4.2", "a3f9d2c17be04e55b8a1f0c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2")

	g.vxAdd("venice-admin-key-chat-paste", `
user: the venice integration returns 401 {"error":"Admin API key required"} when I call /api_keys. I'm using this key:
«k»
it's the inference one I think? can you check which type it is and fix the call
`, V{"k": g.b64u(43)})

	g.vxAdd("kluster-ai-batch-python", `
from openai import OpenAI

client = OpenAI(
    base_url="https://api.kluster.ai/v1",
    api_key="«k»",
)
batch = client.batches.create(input_file_id="file-«_f»", endpoint="/v1/chat/completions", completion_window="24h")
print(batch.id, batch.status)
`, V{"k": g.uuid(), "_f": g.hex(24)})

	g.vxAdd("featherless-cerebrium-github-secrets", `
$ gh secret list --repo orbitlabs/model-evals
NAME                     UPDATED
CEREBRIUM_PROJECT_ID     about 2 months ago
FEATHERLESS_API_KEY      about 5 days ago
HF_TOKEN                 about 1 year ago
$ gh secret set FEATHERLESS_API_KEY --body "«f»"
✓ Set Actions secret FEATHERLESS_API_KEY for orbitlabs/model-evals
$ gh secret set CEREBRIUM_SERVICE_TOKEN --body "«c»"
✓ Set Actions secret CEREBRIUM_SERVICE_TOKEN for orbitlabs/model-evals
`, V{"f": "rc_" + g.hex(64), "c": g.vxRS(fmt.Sprintf(`{"projectId":"p-%s","iss":"https://dev-cerebrium.us.auth0.com/","iat":%d}`, g.hex(8), g.vxEpoch()))}, "CEREBRIUM_PROJECT_ID", "orbitlabs/model-evals")

	g.vxAdd("predibase-lorax-client", `
>>> from predibase import Predibase
>>> pb = Predibase(api_token="«k»")
>>> lorax = pb.deployments.client("llama-3-1-8b-instruct")
>>> print(lorax.generate("What is a LoRA adapter?", adapter_id="support-ft/3", max_new_tokens=64).generated_text)
A LoRA adapter is a small set of trainable low-rank matrices...
`, V{"k": "pb_" + g.b64u(22)}, "support-ft/3")

	g.vxAdd("lamini-octoai-legacy-env-diff", `
diff --git a/.env.example b/.env.example
--- a/.env.example
+++ b/.env.example
@@ -3,6 +3,6 @@ LOG_LEVEL=info
-LAMINI_API_KEY=«l»
-OCTOAI_TOKEN=«o»
+LAMINI_API_KEY=
+OCTOAI_TOKEN=
 # OctoAI was shut down Oct 2024, remove once migration to Together is done
`, V{"l": g.hex(64), "o": g.vxRS(fmt.Sprintf(`{"sub":"%s","type":"userAccessToken","tenantId":"%s","userId":"%s","roles":["FetchRoles"],"permissions":["FetchPermissions"],"aud":"3df4f3a3-5c0e-4f6e-b0f1-0d6e7b5e2f1a","iss":"https://identity.octoml.ai","iat":%d}`, g.uuid(), g.uuid(), g.uuid(), g.vxEpoch()))}, "OctoAI was shut down Oct 2024")

	g.vxAdd("clarifai-pat-grpc-python", `
from clarifai_grpc.channel.clarifai_channel import ClarifaiChannel
from clarifai_grpc.grpc.api import service_pb2_grpc

PAT = "«k»"
USER_ID = "orbit-vision"
APP_ID = "shelf-detect"
MODEL_ID = "general-image-detection"

channel = ClarifaiChannel.get_grpc_channel()
stub = service_pb2_grpc.V2Stub(channel)
metadata = (("authorization", "Key " + PAT),)
`, V{"k": g.hex(32)}, "orbit-vision", "shelf-detect", "general-image-detection")

	g.vxAdd("lighton-paradigm-nscale-openpipe-env", `
# .env.staging (copied from 1Password by hand)
PARADIGM_API_KEY=«lo»
PARADIGM_BASE_URL=https://paradigm.lighton.ai/api/v2
NSCALE_SERVICE_TOKEN=«ns»
OPENPIPE_API_KEY=«op»
OPENPIPE_PROJECT=support-distill
`, V{"lo": g.an(40), "ns": g.b64u(48), "op": "opk_" + g.hex(40)}, "support-distill")
}

func (g *G) vxMedia() {
	g.vxAdd("segmind-x-api-key-curl", `
$ curl -X POST https://api.segmind.com/v1/flux-schnell \
    -H "x-api-key: «k»" \
    -H "Content-Type: application/json" \
    -d '{"prompt":"isometric server room, soft light","steps":4,"seed":184467}' \
    --output out.jpg
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
100  412k  100  412k  100    88   201k     42  0:00:02  0:00:02 --:--:--  201k
`, V{"k": "SG_" + g.hex(16)})

	g.vxAdd("ideogram-api-key-header-python", `
import requests

r = requests.post(
    "https://api.ideogram.ai/v1/ideogram-v3/generate",
    headers={"Api-Key": "«k»"},
    data={"prompt": "logo for a bike repair shop, flat", "rendering_speed": "TURBO"},
)
r.raise_for_status()
print(r.json()["data"][0]["url"])
`, V{"k": g.b64u(86)})

	g.vxAdd("leonardo-bearer-uuid-axios", `
// generate.js
const axios = require("axios");
const LEONARDO_KEY = "«k»";

const { data } = await axios.post(
  "https://cloud.leonardo.ai/api/rest/v1/generations",
  { prompt: "watercolor fox", modelId: "«_m»", width: 1024, height: 768 },
  { headers: { authorization: ˋBearer ${LEONARDO_KEY}ˋ, accept: "application/json" } }
);
console.log(data.sdGenerationJob.generationId);
`, V{"k": g.uuid(), "_m": g.uuid()})

	g.vxAdd("luma-dream-machine-env-ruby", `
# config/initializers/luma.rb
LUMA_API_KEY = ENV.fetch("LUMA_API_KEY") { "«k»" }

LumaClient = Faraday.new(url: "https://api.lumalabs.ai/dream-machine/v1") do |f|
  f.request :authorization, "Bearer", LUMA_API_KEY
  f.request :json
  f.response :json
end
`, V{"k": "luma-" + g.uuid() + "-" + g.uuid()})

	g.vxAdd("kling-ak-sk-jwt-script", `
# kling_token.py
import time, jwt

AK = "«ak»"
SK = "«sk»"

def token():
    now = int(time.time())
    return jwt.encode({"iss": AK, "exp": now + 1800, "nbf": now - 5}, SK, algorithm="HS256",
                      headers={"alg": "HS256", "typ": "JWT"})
`, V{"ak": g.an(32), "sk": g.an(32)})

	g.vxAdd("getimg-key-in-error-log", `
2025-06-11T09:14:03.218Z ERROR imagegen.client request failed
  method=POST url=https://api.getimg.ai/v1/stable-diffusion-xl/text-to-image
  headers={"Authorization":"Bearer «k»","Content-Type":"application/json"}
  status=402 body={"error":{"type":"payment_required","message":"Insufficient credits"}}
2025-06-11T09:14:03.219Z WARN  imagegen.queue job=img_7731 moved to dead-letter after 3 attempts
`, V{"k": "key-" + g.an(60)}, "img_7731")

	g.vxAdd("heygen-x-api-key-video-create", `
$ curl -s --request POST https://api.heygen.com/v2/video/generate \
   --header 'X-Api-Key: «k»' \
   --header 'Content-Type: application/json' \
   --data @payload.json
{"error":null,"data":{"video_id":"«_vid»"}}
`, V{"k": b64s(g.hex(32) + "-" + g.digits(10)), "_vid": g.hex(32)})

	g.vxAdd("synthesia-tavus-keys-compose", `
# docker-compose.override.yml
services:
  avatar-worker:
    image: orbit/avatar-worker:0.9.3
    environment:
      SYNTHESIA_API_KEY: «sy»
      TAVUS_API_KEY: «tv»
      TAVUS_REPLICA_ID: r79e1c033f
      OUTPUT_BUCKET: s3://orbit-avatar-renders
`, V{"sy": g.hex(32), "tv": g.hex(32)}, "r79e1c033f", "orbit/avatar-worker:0.9.3")

	g.vxAdd("pictory-client-credentials-token", `
POST https://api.pictory.ai/pictoryapis/v1/oauth2/token
Content-Type: application/json

{
  "client_id": "«_cid»",
  "client_secret": "«cs»"
}

HTTP/1.1 200 OK
{"access_token":"«at»","token_type":"Bearer","expires_in":172800}
`, V{"_cid": g.s(alLowNum, 26), "cs": g.b64u(48), "at": g.vxRS(fmt.Sprintf(`{"sub":"%s","client_id":"pictory-api","exp":%d}`, g.uuid(), g.vxEpoch()))})
}

func (g *G) vxVoice() {
	g.vxAdd("fish-audio-sdk-session", `
from fish_audio_sdk import Session, TTSRequest

session = Session("«k»")
with open("greeting.mp3", "wb") as f:
    for chunk in session.tts(TTSRequest(reference_id="«_ref»", text="Hallo und willkommen!")):
        f.write(chunk)
`, V{"k": g.hex(32), "_ref": g.hex(32)})

	g.vxAdd("lmnt-neuphonic-env", `
# voice-agent/.env
LMNT_API_KEY=«l»
LMNT_VOICE=lily
NEUPHONIC_API_KEY=«n»
NEUPHONIC_VOICE_ID=«_vid»
LIVEKIT_URL=wss://orbit-voice.livekit.cloud
`, V{"l": g.an(32), "n": g.hex(64), "_vid": g.uuid()}, "wss://orbit-voice.livekit.cloud")

	g.vxAdd("hume-api-and-secret-key-token-fetch", `
// app/api/hume-token/route.ts
import { fetchAccessToken } from "hume";

export async function GET() {
  const accessToken = await fetchAccessToken({
    apiKey: "«ak»",
    secretKey: "«sk»",
  });
  return Response.json({ accessToken });
}
`, V{"ak": g.an(48), "sk": g.an(64)})

	g.vxAdd("gladia-x-gladia-key-upload", `
$ curl --request POST https://api.gladia.io/v2/upload \
    --header 'x-gladia-key: «k»' \
    --form 'audio=@standup-2025-05-12.m4a;type=audio/mp4'
{"audio_url":"https://api.gladia.io/file/«_fid»","audio_metadata":{"id":"«_fid»","filename":"standup-2025-05-12.m4a","extension":"m4a","size":1834112,"audio_duration":611.2,"number_of_channels":1}}
`, V{"k": g.uuid(), "_fid": g.uuid()}, "standup-2025-05-12.m4a")

	g.vxAdd("speechmatics-rev-ai-keys-settings", `
# settings/transcription.py
TRANSCRIPTION_BACKENDS = {
    "speechmatics": {
        "url": "wss://eu2.rt.speechmatics.com/v2",
        "auth_token": "«sm»",
        "language": "de",
    },
    "revai": {
        "access_token": "«rv»",
        "callback_url": "https://hooks.orbit.dev/revai",
    },
}
`, V{"sm": g.an(32), "rv": "02" + g.b64u(68)}, "wss://eu2.rt.speechmatics.com/v2")

	g.vxAdd("picovoice-accesskey-android", `
// MainActivity.java (porcupine wake word demo, edited)
public class MainActivity extends AppCompatActivity {
    private static final String ACCESS_KEY = "«k»";
    private PorcupineManager porcupineManager;

    private void startListening() throws PorcupineException {
        porcupineManager = new PorcupineManager.Builder()
                .setAccessKey(ACCESS_KEY)
                .setKeyword(Porcupine.BuiltInKeyword.PORCUPINE)
                .build(getApplicationContext(), wakeWordCallback);
        porcupineManager.start();
    }
}
`, V{"k": g.b64(40)})

	g.vxAdd("murf-wellsaid-speechify-tts-keys", `
tts_vendors:
  murf:
    api_key: «mu»
    voice: en-US-natalie
  wellsaid:
    api_key: «ws»
    speaker_id: 3
  speechify:
    token: «sp»
    voice_id: george
`, V{"mu": "ap2_" + g.uuid(), "ws": g.an(40), "sp": g.b64u(43) + "="}, "en-US-natalie")

	g.vxAdd("retell-key-webhook-verify-node", `
// routes/retell.ts
import Retell from "retell-sdk";

const RETELL_API_KEY = "«k»";
const client = new Retell({ apiKey: RETELL_API_KEY });

app.post("/webhook/retell", (req, res) => {
  if (!Retell.verify(JSON.stringify(req.body), RETELL_API_KEY, req.headers["x-retell-signature"] as string)) {
    return res.status(401).end();
  }
  res.status(204).end();
});
`, V{"k": "key_" + g.hex(28)})

	g.vxAdd("bland-authorization-header-call", `
$ http POST https://api.bland.ai/v1/calls \
    authorization:«k» \
    phone_number=+14155550132 task="Confirm tomorrow's 10am appointment" voice=maya
HTTP/1.1 200 OK
{"status":"success","message":"Call successfully queued.","call_id":"«_cid»"}
`, V{"k": "org_" + g.hex(64), "_cid": g.uuid()}, "+14155550132")

	g.vxAdd("synthflow-bearer-python", `
SYNTHFLOW_API_KEY = "«k»"
resp = httpx.post(
    "https://api.synthflow.ai/v2/calls",
    headers={"Authorization": f"Bearer {SYNTHFLOW_API_KEY}"},
    json={"model_id": "«_mid»", "phone": "+4915201234567", "name": "Jonas"},
)
`, V{"k": g.an(32), "_mid": g.uuid()}, "+4915201234567")
}

func (g *G) vxAgents() {
	g.vxAdd("mem0-memoryclient-init", `
from mem0 import MemoryClient

client = MemoryClient(api_key="«k»", org_id="org_«_o»", project_id="proj_«_p»")
client.add([{"role": "user", "content": "I prefer window seats"}], user_id="u_4412")
print(client.search("seat preference", filters={"user_id": "u_4412"}))
`, V{"k": "m0-" + g.an(40), "_o": g.an(20), "_p": g.an(20)}, "u_4412")

	g.vxAdd("letta-cloud-token-typescript", `
import { LettaClient } from "@letta-ai/letta-client";

const client = new LettaClient({ token: "«k»", project: "support-agents" });
const agent = await client.agents.create({ model: "openai/gpt-4.1", embedding: "openai/text-embedding-3-small" });
console.log(agent.id); // agent-«_a»
`, V{"k": "sk-let-" + g.b64u(64), "_a": g.uuid()}, "support-agents")

	g.vxAdd("ragie-carbon-keys-mcp-json", `
{
  "mcpServers": {
    "ragie": {
      "command": "npx",
      "args": ["-y", "@ragieai/mcp-server", "--partition", "docs"],
      "env": { "RAGIE_API_KEY": "«rg»" }
    },
    "carbon": {
      "url": "https://mcp.carbon.ai/sse",
      "headers": { "authorization": "Bearer «cb»" }
    }
  }
}
`, V{"rg": "tnt_" + g.an(11) + "_" + g.an(43), "cb": g.hex(64)}, "@ragieai/mcp-server")

	g.vxAdd("jigsawstack-scrapegraph-env", `
$ cat .env | grep -v '^#'
JIGSAWSTACK_API_KEY=«js»
SGAI_API_KEY=«sg»
SCRAPE_CONCURRENCY=4
USER_AGENT_POOL=./data/ua.txt
`, V{"js": "sk_" + g.hex(64), "sg": "sgai-" + g.uuid()}, "./data/ua.txt")

	g.vxAdd("spider-cloud-crawl-rust", `
// src/crawl.rs
use spider_client::{RequestParams, Spider};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let spider = Spider::new(Some("«k»".to_string()))?;
    let pages = spider
        .crawl_url("https://docs.orbit.dev", Some(RequestParams { limit: Some(50), ..Default::default() }), false, "application/json", None::<fn(serde_json::Value)>)
        .await?;
    println!("{} pages", pages.as_array().map(|a| a.len()).unwrap_or(0));
    Ok(())
}
`, V{"k": "sk-" + g.uuid()})

	g.vxAdd("hyperbrowser-airtop-anchor-session-script", `
# browsers.sh — pick a hosted browser for the e2e crawl
export HYPERBROWSER_API_KEY=«hb»
export AIRTOP_API_KEY=«at»
export ANCHOR_API_KEY=«an»
case "${BROWSER_VENDOR:-hyper}" in
  hyper)  node scripts/run-hyper.js ;;
  airtop) node scripts/run-airtop.js ;;
  anchor) node scripts/run-anchor.js ;;
esac
`, V{"hb": "hb_" + g.hex(32), "at": g.an(48), "an": "sk-" + g.hex(32)}, "scripts/run-hyper.js")

	g.vxAdd("browser-use-x-api-key-curl", `
$ curl -s -X POST https://api.browser-use.com/api/v3/sessions \
    -H "X-Browser-Use-API-Key: «k»" \
    -H "Content-Type: application/json" \
    -d '{"task":"Find the cheapest flight BER→LIS on 14 June"}'
{"id":"«_sid»","status":"created","live_url":"https://live.browser-use.com/«_sid»"}
`, V{"k": "bu_" + g.an(43), "_sid": g.uuid()})

	g.vxAdd("scrapingant-serpstack-query-keys", `
scrape log (tail -n 4 logs/fetch.log)
[12:01:44] GET https://api.scrapingant.com/v2/general?url=https%3A%2F%2Fshop.example%2Fp%2F31&x-api-key=«sa»&browser=false -> 200 (1.2s)
[12:01:45] GET http://api.serpstack.com/search?access_key=«ss»&query=standing+desk+oak -> 200 (0.8s)
[12:01:47] GET https://api.scrapingant.com/v2/general?url=https%3A%2F%2Fshop.example%2Fp%2F32&x-api-key=«sa»&browser=false -> 429
[12:01:47] backing off 4s
`, V{"sa": g.hex(32), "ss": g.hex(32)})

	g.vxAdd("codesandbox-csb-api-key-ci", `
# .github/workflows/preview.yml (excerpt)
    steps:
      - uses: actions/checkout@v4
      - run: npx @codesandbox/sdk build ./template --ports 5173
        env:
          CSB_API_KEY: «k»   # FIXME: use secrets.CSB_API_KEY
`, V{"k": "csb_v1_" + g.b64u(43)}, "secrets.CSB_API_KEY")

	g.vxAdd("val-town-devzero-lindy-tokens-chat", `
user: ok here are the three tokens for the migration, I'll rotate them after:
  val town: «vt»
  devzero: «dz»
  lindy webhook secret: «ld»
please move the cron vals to the devzero workspace and point lindy's webhook at it
`, V{"vt": g.uuid(), "dz": g.b64u(40), "ld": g.hex(48)})
}

func (g *G) vxUnified() {
	g.vxAdd("nango-secret-key-node-backend", `
// server/integrations.ts
import { Nango } from "@nangohq/node";

export const nango = new Nango({
  secretKey: process.env.NANGO_SECRET_KEY ?? "«k»",
  host: "https://api.nango.dev",
});

const conn = await nango.getConnection("hubspot", "acct_«_acc»");
`, V{"k": g.uuid(), "_acc": g.digits(6)})

	g.vxAdd("nango-webhook-signing-key-env", `
NANGO_SECRET_KEY=«sk»
# Environment Settings > Webhooks > Signing key (distinct from the secret key)
NANGO_WEBHOOK_SIGNING_KEY=«wh»
NANGO_INTEGRATION_ID=salesforce
`, V{"sk": g.uuid(), "wh": g.hex(64)}, "NANGO_INTEGRATION_ID=salesforce")

	g.vxAdd("apideck-three-headers-curl", `
$ curl -s 'https://unify.apideck.com/accounting/invoices?limit=5' \
    -H 'Authorization: Bearer «k»' \
    -H 'x-apideck-app-id: «_app»' \
    -H 'x-apideck-consumer-id: acme-customer-4471' \
    -H 'x-apideck-service-id: quickbooks' | jq '.data | length'
5
`, V{"k": "sk_live_" + g.an(96), "_app": g.an(40)}, "acme-customer-4471")

	codat := g.an(40)
	g.vxAdd("codat-basic-authorization-python", `
import base64, requests

CODAT_API_KEY = "«k»"
AUTH = "Basic " + base64.b64encode(CODAT_API_KEY.encode()).decode()
# AUTH == "Basic «kb»"

r = requests.get("https://api.codat.io/companies?page=1&pageSize=10", headers={"Authorization": AUTH})
`, V{"k": codat, "kb": b64s(codat)})

	g.vxAdd("rutter-client-id-secret-basic", `
$ curl https://production.rutterapi.com/versioned/accounting/accounts \
    -u «_cid»:«cs» \
    -H 'X-Rutter-Version: 2024-08-31' \
    -G --data-urlencode "access_token=«at»"
{"accounts":[{"id":"«_aid»","name":"Undeposited Funds","account_type":"other_current_asset"}],"next_cursor":null}
`, V{"_cid": g.uuid(), "cs": g.uuid(), "at": g.uuid(), "_aid": g.uuid()}, "Undeposited Funds")

	g.vxAdd("merge-api-key-and-account-token-go", `
// internal/hris/merge.go
const (
	mergeAPIKey       = "«k»"
	mergeAccountToken = "«at»" // Acme GmbH (BambooHR)
)

func (c *Client) employees(ctx context.Context) (*http.Response, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.merge.dev/api/hris/v1/employees", nil)
	req.Header.Set("Authorization", "Bearer "+mergeAPIKey)
	req.Header.Set("X-Account-Token", mergeAccountToken)
	return c.http.Do(req)
}
`, V{"k": g.b64u(54), "at": g.b64u(54)})

	g.vxAdd("unified-to-workspace-jwt", `
UNIFIED_API_TOKEN="«k»"
UNIFIED_WORKSPACE_ID=«_ws»
UNIFIED_REGION=eu
`, V{"k": g.vxJWT(fmt.Sprintf(`{"_id":"%s","workspace_id":"%s"}`, g.hex(24), g.hex(24))), "_ws": g.hex(24)})

	g.vxAdd("kombo-integration-tool-header", `
POST https://api.kombo.dev/v1/force-sync HTTP/1.1
Authorization: Bearer «k»
X-Integration-Id: personio:«_iid»
Content-Type: application/json

{"type":"FULL"}
`, V{"k": g.b64u(48), "_iid": g.s(alAlnum, 22)})

	pk := g.pkcs8RSAPEM()
	g.vxAdd("paragon-signing-key-pem-env", `
# .env.production — Paragon Connect (user tokens are signed with this key)
PARAGON_PROJECT_ID=«_pid»
PARAGON_SIGNING_KEY="«k»"
`, V{"_pid": g.uuid(), "k": strings.ReplaceAll(pk.block(), "\n", `\n`)})

	g.vxAdd("prismatic-refresh-token-cli", `
$ prism me:token --type refresh
«k»
$ export PRISMATIC_REFRESH_TOKEN=$(prism me:token --type refresh)
$ prism integrations:list --columns id,name
Id                                                          Name
SW50ZWdyYXRpb246«_iid»    Salesforce Sync
`, V{"k": g.b64u(64), "_iid": b64raw(g.uuid())[:32]}, "Salesforce Sync")
}

func (g *G) vxDataMove() {
	g.vxAdd("cyclr-client-credentials-token", `
$ curl -s -X POST https://api.cyclr.com/oauth/token \
    -d grant_type=client_credentials \
    -d client_id=«_cid» \
    -d client_secret=«cs»
{"access_token":"«at»","token_type":"bearer","expires_in":604799}
`, V{"_cid": g.an(24), "cs": g.an(40), "at": g.b64u(120)})

	g.vxAdd("hotglue-polytomic-keys-terraform", `
# terraform/etl.tfvars (should be in Vault)
hotglue_api_key        = "«hg»"
hotglue_env_id         = "prod.hotglue.orbit.dev"
polytomic_api_key      = "«pt»"
polytomic_organization = "«_org»"
`, V{"hg": g.an(40), "pt": g.uuid(), "_org": g.uuid()}, "prod.hotglue.orbit.dev")

	g.vxAdd("matillion-integrateio-skyvia-connection-yaml", `
connections:
  matillion_dpc:
    client_id: «_mcid»
    client_secret: «mcs»
    account: orbit-eu1
  integrateio:
    api_key: «ik»
  skyvia:
    token: «sk»
    workspace: Analytics
`, V{"_mcid": g.an(32), "mcs": g.an(64), "ik": g.b64u(32), "sk": g.hex(40)}, "orbit-eu1")

	g.vxAdd("coupler-funnel-windsor-query-keys", `
=IMPORTDATA("https://connectors.windsor.ai/all?api_key=«ws»&date_preset=last_30d&fields=campaign,clicks,spend")
=IMPORTDATA("https://app.coupler.io/export/w/«_wid».csv?access_token=«cp»")
funnel export (manual): https://api.funnel.io/v1/export?token=«fn»&format=csv
`, V{"ws": g.hex(32), "_wid": g.uuid(), "cp": g.hex(48), "fn": g.b64u(40)})

	g.vxAdd("improvado-adverity-dataddo-airflow-vars", `
$ airflow variables list -o table
key                       | val
==========================+=================================================
improvado_api_token       | «im»
adverity_instance         | orbit.datatap.adverity.com
adverity_token            | «ad»
dataddo_api_token         | «dd»
dag_default_owner         | data-eng
`, V{"im": g.an(64), "ad": g.hex(40), "dd": g.vxJWT(fmt.Sprintf(`{"iat":%d,"user":"etl@orbit.dev","id":"%s"}`, g.vxEpoch(), g.hex(24)))}, "orbit.datatap.adverity.com")

	g.vxAdd("portable-io-bearer-log", `
DEBUG urllib3.connectionpool Starting new HTTPS connection (1): api.portable.io:443
DEBUG urllib3.connectionpool https://api.portable.io:443 "GET /v2/flows HTTP/1.1" 200 1832
DEBUG portable.client request headers: {'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer «k»', 'Accept': 'application/json'}
INFO  sync found 7 flows, 2 paused
`, V{"k": g.b64u(43)}, "python-requests/2.32.3")
}

func (g *G) vxDevObs() {
	g.vxAdd("mintlify-admin-key-vs-assistant-key", `
# docs/.env
# admin API key: triggers deployments, server only
MINTLIFY_ADMIN_KEY=«k»
# assistant API key: safe to expose in the browser widget
NEXT_PUBLIC_MINTLIFY_ASSISTANT_KEY=«_pub»
`, V{"k": "mint_" + g.an(24), "_pub": "mint_dsc_" + g.an(24)})

	g.vxAdd("swaggerhub-api-key-cli-config", `
$ swaggerhub configure
? SwaggerHub URL: https://api.swaggerhub.com
? API Key: «k»
Saved to /home/runner/.config/swaggerhub-cli/config.json
$ swaggerhub api:get orbit/payments-api/2.3.0 > payments-2.3.0.yaml
`, V{"k": g.uuid()}, "orbit/payments-api/2.3.0")

	g.vxAdd("liblab-buddy-buildjet-ci-env-dump", `
Run env | sort | grep -E 'LIBLAB|BUDDY|BUILDJET|TERRATEAM'
BUDDY_TOKEN=«bd»
BUILDJET_API_TOKEN=«bj»
LIBLAB_TOKEN=«ll»
TERRATEAM_API_TOKEN=«tt»
`, V{"bd": g.an(40), "bj": g.b64u(40), "ll": g.vxJWT(fmt.Sprintf(`{"sub":"ci-bot","org":%d,"iat":%d}`, 100+g.r.IntN(900), g.vxEpoch())), "tt": "tt_" + g.an(40)})

	g.vxAdd("lumigo-tracer-token-serverless-yml", `
# serverless.yml
custom:
  lumigo:
    token: «k»
    nodePackageManager: npm
plugins:
  - serverless-lumigo
provider:
  name: aws
  runtime: nodejs20.x
  environment:
    LUMIGO_TRACER_TOKEN: «k»
`, V{"k": "t_" + g.hex(20)}, "serverless-lumigo", "nodejs20.x")

	g.vxAdd("baselime-chronosphere-kloudfuse-otel-headers", `
exporters:
  otlphttp/baselime:
    endpoint: https://otel.baselime.io/v1
    headers:
      x-api-key: «bl»
  otlp/chronosphere:
    endpoint: orbit.chronosphere.io:443
    headers:
      API-Token: «cr»
  otlphttp/kloudfuse:
    endpoint: https://kf.orbit.dev/ingester/otlp
    headers:
      Authorization: "Bearer «kf»"
`, V{"bl": g.hex(40), "cr": g.hex(64), "kf": g.b64u(48)})

	g.vxAdd("hyperping-zenduty-spike-incident-env", `
# incident-bot/.env
HYPERPING_API_KEY=«hp»
ZENDUTY_API_TOKEN=«zd»
ZENDUTY_SERVICE_ID=«_svc»
SPIKE_API_KEY=«sp»
ESCALATION_CHANNEL=#oncall-platform
`, V{"hp": "sk_" + g.hex(48), "zd": g.hex(40), "_svc": g.uuid(), "sp": g.hex(32)}, "#oncall-platform")

	g.vxAdd("zenduty-token-scheme-curl", `
$ curl -s https://www.zenduty.com/api/account/teams/ \
    -H "Authorization: Token «k»" | jq -r '.[].name'
Platform
Payments
Data
`, V{"k": g.hex(40)})

	g.vxAdd("xmatters-bigpanda-integration-config", `
# alerting/integrations.properties
xmatters.base.url=https://orbit.xmatters.com
xmatters.api.key=«_xk»
xmatters.api.secret=«xs»
bigpanda.app.key=«_bk»
bigpanda.org.token=«bt»
`, V{"_xk": g.uuid(), "xs": g.uuid(), "_bk": g.hex(32), "bt": g.hex(32)})
}

func (g *G) vxDBHost() {
	g.vxAdd("scalegrid-mongo-uri-env", `
MONGO_URL=mongodb://admin:«pw»@SG-orbit-prod-5521.servers.mongodirector.com:27017,SG-orbit-prod-5522.servers.mongodirector.com:27017/admin?replicaSet=RS-orbit-prod-0&ssl=true
MONGO_DB=orders
`, V{"pw": g.pwURL()}, "SG-orbit-prod-5521.servers.mongodirector.com")

	g.vxAdd("singlestore-dsn-and-mgmt-key", `
# .env
SINGLESTORE_URL=singlestoredb://admin:«pw»@svc-«_svc»-dml.aws-frankfurt-1.svc.singlestore.com:3306/analytics
SINGLESTORE_MANAGEMENT_API_KEY=«mk»
`, V{"pw": g.pwURL(), "_svc": g.uuid(), "mk": g.hex(64)})

	g.vxAdd("tembo-crunchy-bridge-api-tokens", `
$ export TEMBO_TOKEN=«tb»
$ tembo context list
  NAME    TARGET   ORG ID                            SET
  local   docker                                     false
  prod    tembo-cloud  «_org»  true
$ export CRUNCHY_BRIDGE_API_KEY=«cb»
$ cb list
Team     Cluster             State   Plan
orbit    orders-primary      ready   hobby-4
`, V{"tb": g.vxRS(fmt.Sprintf(`{"sub":"user_%s","iss":"https://clerk.tembo.io","exp":%d}`, g.an(27), g.vxEpoch())), "cb": "cbkey_" + g.an(48), "_org": "org_" + g.an(24)}, "orders-primary")

	g.vxAdd("firebolt-service-account-python", `
from firebolt.client.auth import ClientCredentials
from firebolt.db import connect

conn = connect(
    auth=ClientCredentials("«_cid»", "«cs»"),
    account_name="orbit-analytics",
    database="events",
    engine_name="reporting_engine",
)
`, V{"_cid": g.an(32), "cs": g.b64u(64)}, "orbit-analytics", "reporting_engine")

	g.vxAdd("marqo-cloud-api-key-client", `
import marqo
mq = marqo.Client(url="https://api.marqo.ai", api_key="«k»")
mq.index("products-v2").search("waterproof hiking boots", limit=5)
`, V{"k": g.an(8) + "-" + g.an(40)}, "products-v2")

	g.vxAdd("upsun-cli-token-and-variable", `
$ export UPSUN_CLI_TOKEN=«tk»
$ upsun variable:create --level environment --environment main --name env:STRIPE_WEBHOOK_SECRET --sensitive true --value «wh»
Creating variable env:STRIPE_WEBHOOK_SECRET on the environment main
The variable env:STRIPE_WEBHOOK_SECRET has been created
`, V{"tk": g.b64u(43), "wh": g.whsec()})

	g.vxAdd("zeabur-qovery-deploy-tokens-gitlab", `
variables:
  ZEABUR_TOKEN: "«zb»"
  QOVERY_CLI_ACCESS_TOKEN: "«qv»"
  QOVERY_ORGANIZATION: "orbit"

deploy:
  stage: deploy
  script:
    - qovery application deploy --organization "$QOVERY_ORGANIZATION" --project web --environment prod --application api --watch
`, V{"zb": "sk-" + g.s(alLowNum, 40), "qv": "qov_" + g.an(64)})

	g.vxAdd("acquia-cloud-api-key-secret-acli", `
$ acli auth:login --key=«_key» --secret=«sec»
 Saved credentials to /home/dev/.acquia/cloud_api.conf
$ acli api:applications:list --format=table
 +--------------------------------------+---------------------+
 | UUID                                 | Name                |
 +--------------------------------------+---------------------+
 | «_app» | Orbit Marketing     |
 +--------------------------------------+---------------------+
`, V{"_key": g.uuid(), "sec": g.b64(32), "_app": g.uuid()}, "Orbit Marketing")
}

func (g *G) vxAuthFraud() {
	g.vxAdd("openfga-preshared-key-and-client", `
# openfga server
OPENFGA_AUTHN_METHOD=preshared
OPENFGA_AUTHN_PRESHARED_KEYS=«k1»,«k2»
OPENFGA_DATASTORE_ENGINE=postgres
OPENFGA_DATASTORE_URI=postgres://openfga:«pw»@pg.internal:5432/openfga?sslmode=disable
# app side
FGA_STORE_ID=01HVMMBCMGZNT3SED4Z17ECXCA
FGA_API_TOKEN=«k1»
`, V{"k1": g.b64u(32), "k2": g.b64u(32), "pw": g.pwURL()}, "01HVMMBCMGZNT3SED4Z17ECXCA")

	g.vxAdd("aserto-authorizer-api-key-yaml", `
# topaz / aserto directory client
authorizer:
  address: authorizer.prod.aserto.com:8443
  api_key: «ak»
  tenant_id: «_t»
directory:
  address: directory.prod.aserto.com:8443
  api_key: «dk»
`, V{"ak": g.hex(32), "_t": g.uuid(), "dk": g.hex(32)})

	g.vxAdd("authgear-client-secret-nextauth", `
// auth.ts
export const { handlers, auth } = NextAuth({
  providers: [{
    id: "authgear",
    name: "Authgear",
    type: "oidc",
    issuer: "https://orbit.authgear.cloud",
    clientId: "«_cid»",
    clientSecret: "«cs»",
  }],
});
`, V{"_cid": g.hex(16), "cs": g.an(43)})

	g.vxAdd("idnow-api-key-login-curl", `
$ curl -s -X POST "https://gateway.idnow.de/api/v1/orbitbank/login" \
    -H "Content-Type: application/json" \
    -d '{"apiKey":"«k»"}'
{"authToken":"«at»"}
`, V{"k": g.s(alUpNum, 32), "at": g.vxJWT(fmt.Sprintf(`{"sub":"orbitbank","exp":%d}`, g.vxEpoch()))})

	g.vxAdd("arkose-public-and-private-keys", `
# Arkose Labs — public key goes into the page, private key only to /api/v4/verify
ARKOSE_PUBLIC_KEY=«_pub»
ARKOSE_PRIVATE_KEY=«priv»
ARKOSE_VERIFY_URL=https://verify-api.arkoselabs.com/api/v4/verify/
`, V{"_pub": strings.ToUpper(g.uuid()), "priv": strings.ToUpper(g.uuid())})

	g.vxAdd("friendly-captcha-sitekey-and-api-key", `
<!-- templates/signup.html -->
<div class="frc-captcha" data-sitekey="«_sk»"></div>

# app/captcha.py
FRC_API_KEY = "«k»"
resp = requests.post("https://api.friendlycaptcha.com/api/v1/siteverify",
                     json={"solution": solution, "secret": FRC_API_KEY, "sitekey": "«_sk»"})
`, V{"_sk": "FCM" + g.s(alUpNum, 13), "k": "A1" + g.s(alUpNum, 54)})

	g.vxAdd("forter-site-id-secret-java", `
// ForterConfig.java
@Configuration
public class ForterConfig {
    static final String SITE_ID = "«_site»";
    static final String SECRET_KEY = "«k»";

    @Bean
    RestClient forterClient() {
        return RestClient.builder()
            .baseUrl("https://" + SITE_ID + ".api.forter-secure.com")
            .defaultHeaders(h -> { h.setBasicAuth(SECRET_KEY, ""); h.set("x-forter-siteid", SITE_ID); h.set("api-version", "14.0"); })
            .build();
    }
}
`, V{"_site": g.hex(8), "k": g.hex(40)})

	g.vxAdd("kount-merchant-and-api-key-php", `
<?php
// config/kount.php
return [
    'merchant_id' => 900431,
    'api_key'     => '«k»',
    'url'         => 'https://risk.kount.net',
    'config_key'  => '«ck»',
];
`, V{"k": g.vxRS(fmt.Sprintf(`{"iss":"900431","aud":"kount.net","iat":%d,"scp":{"ka":null,"kc":null,"api":true,"ris":true}}`, g.vxEpoch())), "ck": g.pwStrong()}, "900431")

	g.vxAdd("riskified-signifyd-sardine-env", `
# fraud-service/.env.production
RISKIFIED_SHOP_DOMAIN=shop.orbitgear.com
RISKIFIED_AUTH_TOKEN=«rk»
SIGNIFYD_TEAM_API_KEY=«sg»
SARDINE_CLIENT_ID=«_sc»
SARDINE_CLIENT_SECRET=«ss»
`, V{"rk": g.hex(40), "sg": g.an(32), "_sc": g.uuid(), "ss": g.uuid()}, "shop.orbitgear.com")
}

func (g *G) vxFinBilling() {
	g.vxAdd("nuvei-merchant-secret-checksum-code", `
# nuvei_session.py
MERCHANT_ID = "«_mid»"
MERCHANT_SITE_ID = "«_sid»"
SECRET_KEY = "«k»"

def checksum(client_request_id, ts):
    raw = MERCHANT_ID + MERCHANT_SITE_ID + client_request_id + ts + SECRET_KEY
    return hashlib.sha256(raw.encode()).hexdigest()
`, V{"_mid": g.digits(19), "_sid": g.digits(6), "k": g.an(64)})

	g.vxAdd("payoneer-client-secret-token-response", `
$ curl -s -u «_cid»:«cs» -d 'grant_type=client_credentials&scope=read write' \
    https://login.payoneer.com/api/v2/oauth2/token
{"token_type":"Bearer","access_token":"«at»","expires_in":2591999,"consented_on":1718202000,"scope":"read write"}
`, V{"_cid": g.hex(32), "cs": g.an(32), "at": g.an(44)})

	g.vxAdd("yodlee-admin-login-config-json", `
{
  "yodlee": {
    "baseUrl": "https://production.api.yodlee.com/ysl",
    "clientId": "«_cid»",
    "secret": "«sec»",
    "adminLoginName": "«_adm»_ADMIN",
    "apiVersion": "1.1"
  }
}
`, V{"_cid": g.an(32), "sec": g.an(16), "_adm": g.uuid()})

	g.vxAdd("akoya-synctera-fintech-secrets-doc", `
| System   | Key                     | Value                                    | Owner |
|----------|-------------------------|------------------------------------------|-------|
| Akoya    | client_id               | «_ac»                 | ana   |
| Akoya    | client_secret           | «as»             | ana   |
| Synctera | api_key (sandbox)       | «sy»     | raj   |
`, V{"_ac": g.s(alLowNum, 26), "as": g.s(alLowNum, 40), "sy": g.uuid()})

	g.vxAdd("metronome-togai-billing-keys-elixir", `
# config/runtime.exs
config :billing, Billing.Metronome,
  bearer_token: System.get_env("METRONOME_BEARER_TOKEN", "«mt»"),
  base_url: "https://api.metronome.com/v1"

config :billing, Billing.Togai,
  api_key: "«tg»",
  account: "orbit-prod"
`, V{"mt": g.hex(64), "tg": g.b64u(40)}, "orbit-prod")

	g.vxAdd("memberstack-secret-and-public-key", `
// memberstack.ts
import memberstackAdmin from "@memberstack/admin";
// public key is embedded in the site script; the secret only runs server-side
export const PUBLIC_KEY = "«_pk»";
export const ms = memberstackAdmin.init("«sk»");
`, V{"_pk": "pk_" + g.hex(20), "sk": "sk_" + g.hex(20)})

	g.vxAdd("memberful-outseta-api-keys-wordpress", `
// wp-config.php (staging)
define( 'MEMBERFUL_API_KEY', '«mf»' );
define( 'MEMBERFUL_WEBHOOK_SECRET', '«mw»' );
define( 'OUTSETA_DOMAIN', 'orbitclub.outseta.com' );
define( 'OUTSETA_API_KEY', '«_ok»' );
define( 'OUTSETA_SECRET_KEY', '«os»' );
`, V{"mf": g.an(32), "mw": g.hex(32), "_ok": g.uuid(), "os": g.hex(32)}, "orbitclub.outseta.com")

	g.vxAdd("outseta-authorization-header-curl", `
$ curl -s https://orbitclub.outseta.com/api/v1/crm/people?limit=2 \
    -H "Authorization: Outseta «_ok»:«os»"
{"metadata":{"limit":2,"offset":0,"total":418},"items":[{"Uid":"L9nqRB9Z","Email":"maria@orbitclub.io"}]}
`, V{"_ok": g.uuid(), "os": g.hex(32)}, "L9nqRB9Z", "maria@orbitclub.io")
}

func (g *G) vxMarketing() {
	g.vxAdd("aweber-oauth-token-json-file", `
$ cat ~/.config/aweber/credentials.json
{
  "client_id": "«_cid»",
  "access_token": "«at»",
  "refresh_token": "«rt»",
  "expires_at": «=exp»,
  "account_id": 1893344
}
`, V{"_cid": g.an(32), "at": g.an(32), "rt": g.an(32), "=exp": fmt.Sprint(g.vxEpoch())}, "1893344")

	g.vxAdd("beehiiv-bearer-publication-python", `
BEEHIIV_API_KEY = "«k»"
PUBLICATION_ID = "pub_«_pub»"

r = requests.post(
    f"https://api.beehiiv.com/v2/publications/{PUBLICATION_ID}/subscriptions",
    headers={"Authorization": f"Bearer {BEEHIIV_API_KEY}"},
    json={"email": email, "reactivate_existing": False, "send_welcome_email": True},
)
`, V{"k": g.an(64), "_pub": g.uuid()})

	g.vxAdd("flodesk-basic-key-js", `
const FLODESK_KEY = "«k»";
const auth = "Basic " + Buffer.from(FLODESK_KEY + ":").toString("base64");
await fetch("https://api.flodesk.com/v1/subscribers", {
  method: "POST",
  headers: { Authorization: auth, "Content-Type": "application/json", "User-Agent": "orbit-site (hello@orbit.dev)" },
  body: JSON.stringify({ email, segment_ids: ["«_seg»"] }),
});
`, V{"k": "fd_key_" + g.hex(32) + "." + g.an(40), "_seg": g.hex(24)})

	g.vxAdd("eloqua-basic-company-user-password", `
$ curl -s https://secure.p03.eloqua.com/api/REST/2.0/assets/emails?count=1 \
    -u 'OrbitIndustries\svc.marketing.api:«pw»'
{"elements":[{"type":"Email","id":"10482","name":"Q3 webinar invite"}],"page":1,"pageSize":1,"total":913}
`, V{"pw": g.pw()}, "OrbitIndustries\\svc.marketing.api", "Q3 webinar invite")

	g.vxAdd("bloomreach-engagement-key-id-secret", `
# exponea / bloomreach engagement — public project token is in the JS SDK snippet,
# the key id + secret pair is for the private API
BLOOMREACH_PROJECT_TOKEN=«_pt»
BLOOMREACH_API_KEY_ID=«_kid»
BLOOMREACH_API_SECRET=«sec»
BLOOMREACH_BASE_URL=https://api.eu1.exponea.com
`, V{"_pt": g.uuid(), "_kid": g.s(alLowNum, 64), "sec": g.s(alLowNum, 64)})

	g.vxAdd("freshpaint-env-id-and-api-token", `
// analytics.ts
freshpaint.init("«_env»"); // environment id from the snippet
// server: backfill past events
await fetch("https://api.perfalytics.com/track", {
  method: "POST",
  headers: { Authorization: "Bearer «tk»" },
  body: JSON.stringify(batch),
});
`, V{"_env": g.uuid(), "tk": g.an(40)})

	g.vxAdd("optinmonster-rest-api-key-header", `
$ curl -s "https://api.omappapi.com/v2/campaigns?status=published" \
    -H "X-OptinMonster-ApiKey: «k»"
[{"id":23118,"slug":"exit-intent-summer","type":"popup","status":"published"}]
`, V{"k": g.an(32)}, "exit-intent-summer")

	g.vxAdd("weglot-private-key-api-translate", `
# translate_catalog.py — server side uses the private API key, not the wg_ JS key
WEGLOT_API_KEY = "«k»"
resp = requests.post(
    "https://api.weglot.com/translate",
    params={"api_key": WEGLOT_API_KEY},
    json={"l_from": "en", "l_to": "de", "words": [{"w": "Free shipping", "t": 1}], "request_url": "https://shop.orbit.dev"},
)
`, V{"k": "wg_" + g.hex(32)})

	g.vxAdd("instantly-smartlead-mailshake-outbound-env", `
# outbound-sync/.env
INSTANTLY_API_KEY=«in»
SMARTLEAD_API_KEY=«sl»
MAILSHAKE_API_KEY=«ms»
CAMPAIGN_PREFIX=q3-outbound-
`, V{"in": b64s(g.uuid() + ":" + g.an(14)), "sl": g.uuid() + "_" + g.s(alLowNum, 6), "ms": g.uuid()}, "q3-outbound-")

	g.vxAdd("smartlead-query-api-key-error", `
Traceback (most recent call last):
  File "/app/sync.py", line 88, in fetch_campaigns
    r.raise_for_status()
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://server.smartlead.ai/api/v1/campaigns?api_key=«k»
`, V{"k": g.uuid() + "_" + g.s(alLowNum, 6)}, "/app/sync.py")

	g.vxAdd("agilecrm-basic-email-rest-key", `
AGILE_DOMAIN = "orbitsales"
AGILE_EMAIL = "ops@orbitsales.com"
AGILE_REST_KEY = "«k»"
resp = requests.get(f"https://{AGILE_DOMAIN}.agilecrm.com/dev/api/contacts?page_size=20",
                    auth=(AGILE_EMAIL, AGILE_REST_KEY), headers={"Accept": "application/json"})
`, V{"k": g.s(alLowNum, 26)}, "ops@orbitsales.com")

	g.vxAdd("zoominfo-pki-private-key-auth", `
# zi_auth.py — ZoomInfo PKI authentication
from zi_api_auth_client import pki_authentication
USERNAME = "data-team@orbit.dev"
CLIENT_ID = "«_cid»"
PRIVATE_KEY = "«pk»"
jwt_token = pki_authentication(USERNAME, CLIENT_ID, PRIVATE_KEY)
`, V{"_cid": g.uuid(), "pk": jsonEsc(g.pkcs8RSAPEM().block())}, "data-team@orbit.dev")

	g.vxAdd("rocketreach-api-key-lookup", `
$ curl -s "https://api.rocketreach.co/api/v2/person/lookup?name=Jane%20Doe&current_employer=Orbit" \
    -H "Api-Key: «k»"
{"id":5244217,"status":"searching","name":"Jane Doe","current_employer":"Orbit"}
`, V{"k": g.hex(7) + "k" + g.hex(32)}, "5244217")

	g.vxAdd("socketlabs-server-id-and-key-csharp", `
// Program.cs
var serverId = 48211;
var injectionApiKey = "«k»";
var client = new SocketLabsClient(serverId, injectionApiKey);
var message = new BasicMessage { Subject = "Your receipt", From = new EmailAddress("billing@orbit.dev") };
`, V{"k": g.s(alAlnum, 20) + "." + g.s(alAlnum+"_-", 60)}, "48211", "billing@orbit.dev")

	g.vxAdd("suprsend-engagespot-notification-keys", `
notifications:
  suprsend:
    workspace_key: «_wk»
    workspace_secret: «ws»
  engagespot:
    api_key: «_ek»
    api_secret: «es»
`, V{"_wk": g.an(20), "ws": g.an(20), "_ek": g.s(alLowNum, 26), "es": g.s(alLowNum, 48)})

	g.vxAdd("cometchat-rest-api-key-vs-auth-key", `
// cometchat.config.ts
export const COMETCHAT = {
  APP_ID: "«_app»",
  REGION: "eu",
  AUTH_KEY: "«_auth»", // client-side, dev only
};

// server/cometchat.ts
const REST_API_KEY = "«rk»";
await fetch(ˋhttps://${COMETCHAT.APP_ID}.api-eu.cometchat.io/v3/usersˋ, {
  headers: { apikey: REST_API_KEY, "Content-Type": "application/json" },
});
`, V{"_app": g.hex(16), "_auth": g.hex(40), "rk": g.hex(40)})

	g.vxAdd("transloadit-auth-key-and-secret", `
// uploader.js
const transloadit = new Transloadit({
  authKey: "«_ak»",
  authSecret: "«as»",
});
const result = await transloadit.createAssembly({ params: { template_id: "«_tpl»" }, files: { avatar: "./avatar.png" } });
`, V{"_ak": g.hex(32), "as": g.hex(40), "_tpl": g.hex(32)})

	g.vxAdd("swiftype-private-key-indexing", `
# index_docs.rb
client = Elastic::AppSearch::Client.new(
  host_identifier: "host-2376rb",
  api_key: "«k»"
)
client.index_documents("help-center", docs)
`, V{"k": "private-" + g.s(alLowNum, 24)}, "host-2376rb", "help-center")

	g.vxAdd("common-room-api-token-webhook", `
$ curl -s -X POST https://api.commonroom.io/community/v1/members \
    -H "Authorization: Bearer «k»" \
    -H "Content-Type: application/json" \
    -d '{"source":"orbit-app","fullName":"Lea Park","email":"lea@example.org"}'
{"status":"ok"}
`, V{"k": g.b64u(96)}, "lea@example.org")
}

func (g *G) vxProductivity() {
	g.vxAdd("basecamp-oauth-token-bc3-cli", `
$ cat ~/.config/bc3/token.json
{"access_token":"«at»","refresh_token":"«rt»","expires_in":1209600,"account_id":4482193}
`, V{"at": "BAhbB0kiAbB7ImNsaWVudF9pZCI6I" + g.b64(120) + "--" + g.hex(40), "rt": "BAhbB0kiAbB7ImNsaWVudF9pZCI6I" + g.b64(120) + "--" + g.hex(40)}, "4482193")

	g.vxAdd("canny-secret-api-key-post", `
const CANNY_API_KEY = "«k»";
await fetch("https://canny.io/api/v1/posts/create", {
  method: "POST",
  body: new URLSearchParams({ apiKey: CANNY_API_KEY, authorID: "«_au»", boardID: "«_bd»", title: "Dark mode for the dashboard", details: "" }),
});
`, V{"k": g.uuid(), "_au": g.hex(24), "_bd": g.hex(24)}, "Dark mode for the dashboard")

	g.vxAdd("productboard-token-curl-features", `
$ curl -s https://api.productboard.com/features?pageLimit=3 \
    -H "Authorization: Bearer «k»" \
    -H "X-Version: 1" | jq -r '.data[].name'
Bulk CSV export
SAML group mapping
Slack digest
`, V{"k": g.vxJWT(fmt.Sprintf(`{"iss":"%s","sub":"%d","role":"admin","aud":"https://api.productboard.com","user_id":%d,"space_id":"%d"}`, g.uuid(), 200000+g.r.IntN(800000), 200000+g.r.IntN(800000), 100000+g.r.IntN(900000)))}, "SAML group mapping")

	g.vxAdd("aha-api-key-ruby-client", `
# lib/tasks/aha_sync.rake
AHA = Faraday.new("https://orbit.aha.io/api/v1") do |f|
  f.headers["Authorization"] = "Bearer «k»"
  f.headers["User-Agent"] = "Orbit sync (pm@orbit.dev)"
end
features = JSON.parse(AHA.get("products/PLAT/features").body)["features"]
`, V{"k": g.hex(64)}, "products/PLAT/features")

	g.vxAdd("document360-tettra-keys-env", `
# kb-sync/.env
DOCUMENT360_API_TOKEN=«d3»
DOCUMENT360_PROJECT_VERSION=«_pv»
TETTRA_API_KEY=«tt»
TETTRA_TEAM_ID=50217
`, V{"d3": g.b64(48), "_pv": g.uuid(), "tt": g.an(40)}, "TETTRA_TEAM_ID=50217")

	g.vxAdd("savvycal-personal-token-curl", `
$ curl -s https://api.savvycal.com/v1/events?state=confirmed \
    -H "Authorization: Bearer «k»"
{"entries":[{"id":"evt_«_e»","summary":"Intro call","start_at":"2025-07-02T14:00:00Z"}],"metadata":{"after":null}}
`, V{"k": "pt_secret_" + g.hex(48), "_e": g.an(14)}, "Intro call")

	g.vxAdd("justcall-key-secret-authorization", `
$ curl -s https://api.justcall.io/v2.1/calls?per_page=5 \
    -H "Authorization: «_key»:«sec»" \
    -H "Accept: application/json"
{"status":"success","count":5,"data":[{"id":88231411,"contact_number":"+14155550188","call_info":{"direction":"Incoming"}}]}
`, V{"_key": g.hex(40), "sec": g.hex(40)}, "+14155550188")

	g.vxAdd("fireflies-graphql-bearer-node", `
const FIREFLIES_API_KEY = "«k»";
const res = await fetch("https://api.fireflies.ai/graphql", {
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: ˋBearer ${FIREFLIES_API_KEY}ˋ },
  body: JSON.stringify({ query: "{ transcripts(limit: 5) { id title date } }" }),
});
`, V{"k": g.uuid()})

	g.vxAdd("tldv-api-key-header-python", `
TLDV_KEY = "«k»"
meetings = requests.get("https://pasta.tldv.io/v1alpha1/meetings", headers={"x-api-key": TLDV_KEY}).json()
for m in meetings["results"]:
    print(m["id"], m["name"])
`, V{"k": g.uuid()})
}

// vxMore adds a second round of vendors in other surroundings: error
// output, CI, manifests, shell history and chat.
func (g *G) vxMore() {
	g.vxAdd("abstractapi-numverify-mailboxlayer-urls-in-sheet", `
A1: =IMPORTJSON("https://emailvalidation.abstractapi.com/v1/?api_key=«ab»&email="&B2)
A2: =IMPORTJSON("http://apilayer.net/api/validate?access_key=«nv»&number="&C2&"&country_code=DE")
A3: =IMPORTJSON("http://apilayer.net/api/check?access_key=«mb»&email="&B3&"&smtp=1")
`, V{"ab": g.hex(32), "nv": g.hex(32), "mb": g.hex(32)})

	g.vxAdd("apiflash-urlbox-screenshot-secrets-env", `
SCREENSHOT_PROVIDER=urlbox
URLBOX_PUBLISHABLE_KEY=«_pub»
URLBOX_SECRET=«sec»
APIFLASH_ACCESS_KEY=«af»
`, V{"_pub": g.an(16), "sec": g.hex(32), "af": g.hex(32)})

	g.vxAdd("screenshotone-secret-signing-node", `
import * as screenshotone from "screenshotone-api-sdk";
// access key is visible in the signed URL; the secret key signs it and stays here
const client = new screenshotone.Client("«_ak»", "«sk»");
const url = client.generateSignedTakeURL(screenshotone.TakeOptions.url("https://orbit.dev").fullPage(true));
`, V{"_ak": g.an(14), "sk": g.an(14)})

	g.vxAdd("bannerbear-master-and-project-keys", `
$ bannerbear auth --key «ma»
Authenticated as master key for workspace "Orbit Social"
$ cat .bannerbear.json
{"project_key": "«pr»", "template": "«_tpl»"}
`, V{"ma": "bb_ma_" + g.hex(30), "pr": "bb_pr_" + g.hex(30), "_tpl": g.an(15)}, "Orbit Social")

	g.vxAdd("apitemplate-pdfmonkey-placid-pdf-keys", `
# pdf-service/config.toml
[providers.apitemplate]
api_key = "«at»"
[providers.pdfmonkey]
secret_key = "«pm»"
document_template_id = "«_dt»"
[providers.placid]
api_token = "«pl»"
`, V{"at": g.an(30), "pm": g.b64u(20), "_dt": g.uuid(), "pl": "placid-" + g.s(alLowNum, 32)})

	g.vxAdd("carbone-cloud-api-token-curl", `
$ curl -s -X POST https://api.carbone.io/render/«_tpl» \
    -H "Authorization: Bearer «k»" \
    -H "carbone-version: 4" \
    -H "Content-Type: application/json" \
    -d '{"data":{"invoice":"INV-2025-0412"},"convertTo":"pdf"}'
{"success":true,"data":{"renderId":"MTAuMjAuMTEuMTEgIGVhdE9hYlBkZlRlc3QucGRm.pdf"}}
`, V{"_tpl": g.hex(64), "k": g.jwt("ES512", fmt.Sprintf(`{"iss":"%d","aud":"carbone","exp":%d,"data":{"type":"production"}}`, 1000000000+g.r.IntN(99999999), g.vxEpoch()+31536000))}, "INV-2025-0412")

	g.vxAdd("browshot-microlink-query-keys-log", `
127.0.0.1 - - [03/Jul/2025:10:02:11 +0000] "GET /proxy?u=https%3A%2F%2Fapi.browshot.com%2Fapi%2Fv1%2Fsimple%3Furl%3Dhttps%3A%2F%2Forbit.dev%26key%3D«bs» HTTP/1.1" 200 88412
127.0.0.1 - - [03/Jul/2025:10:02:14 +0000] "GET /preview?src=https://pro.microlink.io/?url=https://orbit.dev/blog&apiKey=«ml» HTTP/1.1" 200 2210
`, V{"bs": g.an(32), "ml": g.an(40)})

	g.vxAdd("emailable-live-key-python", `
import emailable
client = emailable.Client("«k»")
resp = client.verify("jane@orbit.dev")
print(resp.state, resp.score)  # deliverable 100
`, V{"k": "live_" + g.an(20)})

	g.vxAdd("fillout-paperform-form-keys-env", `
FILLOUT_API_KEY=«fo»
FILLOUT_FORM_ID=«_fid»
PAPERFORM_API_KEY=«pf»
WUFOO_SUBDOMAIN=orbitforms
WUFOO_API_KEY=«wf»
`, V{"fo": "sk_prod_" + g.an(96), "_fid": g.s(alAlnum, 14), "pf": g.b64u(60), "wf": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "WUFOO_SUBDOMAIN=orbitforms")

	g.vxAdd("wufoo-basic-api-key-curl", `
$ curl -u «k»:footastic https://orbitforms.wufoo.com/api/v3/forms.json
{"Forms":[{"Name":"Event RSVP","Hash":"z1x2c3v4b5n6m7","Url":"event-rsvp"}]}
`, V{"k": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "footastic", "z1x2c3v4b5n6m7")

	g.vxAdd("clicksign-access-token-query", `
$ http GET "https://app.clicksign.com/api/v1/documents?access_token=«k»&page=1"
HTTP/1.1 200 OK
{"documents":[{"key":"«_dk»","filename":"contrato-prestacao.pdf","status":"running"}]}
`, V{"k": g.uuid(), "_dk": g.uuid()}, "contrato-prestacao.pdf")

	g.vxAdd("documenso-api-token-typescript", `
import { Documenso } from "@documenso/sdk-typescript";
const documenso = new Documenso({ apiKey: "«k»" });
const doc = await documenso.documents.createV0({ title: "NDA — Orbit x Lumen", recipients: [{ email: "legal@lumen.io", name: "Legal", role: "SIGNER" }] });
`, V{"k": "api_" + g.s(alLowNum, 16)}, "legal@lumen.io")

	g.vxAdd("postgrid-live-secret-key-letters", `
$ curl https://api.postgrid.com/print-mail/v1/letters \
    -H "x-api-key: «k»" \
    -d to=contact_«_c» -d from=contact_«_f» -d template=template_«_t» -d addressPlacement=top_first_page
{"id":"letter_«_l»","object":"letter","status":"ready","live":true}
`, V{"k": "live_sk_" + g.an(22), "_c": g.an(22), "_f": g.an(22), "_t": g.an(22), "_l": g.an(22)})

	g.vxAdd("coresignal-apikey-header-employee-search", `
resp = requests.post(
    "https://api.coresignal.com/cdapi/v2/employee_base/search/filter",
    headers={"apikey": "«k»", "Content-Type": "application/json"},
    json={"title": "platform engineer", "location": "Berlin"},
)
`, V{"k": g.b64u(32)})

	g.vxAdd("appcues-chameleon-userpilot-keys-sync", `
# product-tours/sync.yaml
appcues:
  account_id: "«_acc»"
  api_key: «ak»
  api_secret: «as»
chameleon:
  account_secret: «cs»
userpilot:
  app_token: «_ut»
  api_key: «uk»
`, V{"_acc": g.digits(5), "ak": g.uuid(), "as": g.an(40), "cs": g.hex(32), "_ut": "NX-" + g.hex(8), "uk": g.an(32)})

	g.vxAdd("userguiding-walkme-whatfix-onboarding-env", `
USERGUIDING_API_KEY=«ug»
WALKME_CLIENT_ID=«_wc»
WALKME_CLIENT_SECRET=«ws»
WHATFIX_API_TOKEN=«wf»
WHATFIX_ENT_NAME=orbit
`, V{"ug": g.an(32), "_wc": g.s(alLowNum, 24), "ws": g.an(40), "wf": g.hex(64)}, "WHATFIX_ENT_NAME=orbit")

	g.vxAdd("delighted-wootric-refiner-survey-tokens", `
surveys = {
    "delighted": {"api_key": "«dl»"},
    "wootric": {"client_id": "«_wci»", "client_secret": "«wcs»", "account_token": "NPS-«_wat»"},
    "refiner": {"bearer": "«rf»"},
}
`, V{"dl": g.an(32), "_wci": g.hex(64), "wcs": g.hex(64), "_wat": g.hex(8), "rf": g.hex(40)})

	g.vxAdd("survicate-surveysparrow-nicereply-headers", `
GET https://data-api.survicate.com/v2/surveys HTTP/1.1
Authorization: Basic «sv»

GET https://api.surveysparrow.com/v3/surveys HTTP/1.1
Authorization: Bearer «ss»

GET https://api.nicereply.com/v1/ratings HTTP/1.1
Authorization: Basic «nr»
`, V{"sv": b64s(g.hex(32) + ":"), "ss": g.b64u(48), "nr": b64s(":" + g.hex(32))})

	g.vxAdd("dixa-trengo-richpanel-helpdesk-migration", `
$ cat migrate.env
DIXA_API_TOKEN=«dx»
TRENGO_TOKEN=«tr»
RICHPANEL_API_KEY=«rp»
DRY_RUN=true
`, V{"dx": g.vxJWT(fmt.Sprintf(`{"sub":"%s","org":"%s","iat":%d}`, g.uuid(), g.uuid(), g.vxEpoch())), "tr": g.vxRS(fmt.Sprintf(`{"aud":"1","jti":"%s","iat":%d,"sub":"%d","scopes":[]}`, g.hex(80), g.vxEpoch(), 100000+g.r.IntN(900000))), "rp": g.hex(32)})

	g.vxAdd("liveagent-userlike-chat-keys-php", `
<?php
$liveagent = new LiveAgentClient('https://orbit.ladesk.com/api/v3', '«la»');
$userlike  = new UserlikeClient(['api_token' => '«ul»', 'widget_key' => '«_wk»']);
`, V{"la": g.an(32), "ul": g.an(40), "_wk": g.hex(64)})

	g.vxAdd("talkjs-secret-key-user-token", `
// server/talk.ts
const TALKJS_APP_ID = "«_app»";
const TALKJS_SECRET = "«sk»";

export function talkToken(userId: string) {
  return jwt.sign({ tokenType: "user" }, TALKJS_SECRET, { issuer: TALKJS_APP_ID, subject: userId, expiresIn: "1h" });
}
`, V{"_app": "t" + g.an(7), "sk": "sk_live_" + g.an(24)})

	g.vxAdd("dovetail-octomind-qawolf-ci-secrets", `
Run gh secret list
DOVETAIL_API_TOKEN        Updated 2025-04-02
OCTOMIND_API_KEY          Updated 2025-05-19
QAWOLF_API_KEY            Updated 2025-05-19
Run echo "::add-mask::$OCTOMIND_API_KEY"; echo "debug key=«om»"
debug key=«om»
Run curl -H "Authorization: Bearer «qw»" https://app.qawolf.com/api/v0/deploy_success -d '{"branch":"main"}'
{"success":true}
`, V{"om": g.uuid(), "qw": "qawolf_" + g.an(32)})

	g.vxAdd("krea-pollinations-image-keys-chat", `
user: I switched the thumbnail generator to krea, fallback pollinations. keys:
KREA_API_KEY=«kr»
POLLINATIONS_TOKEN=«pl»
the krea one has image:read/write scopes. can you update the worker and drop the old segmind code path
`, V{"kr": g.uuid() + ":" + g.b64u(32), "pl": "sk_" + g.an(32)})

	g.vxAdd("highnote-graphql-basic-key", `
$ curl -s https://api.us.highnote.com/graphql \
    -u «k»: \
    -H 'Content-Type: application/json' \
    -d '{"query":"{ ping }"}'
{"data":{"ping":"pong"},"extensions":{"requestId":"«_rid»"}}
`, V{"k": "sk_live_" + g.b64u(86), "_rid": g.uuid()})

	g.vxAdd("segmind-key-in-kubectl-secret-yaml", `
$ kubectl get secret imagegen -o yaml
apiVersion: v1
data:
  SEGMIND_API_KEY: «kb»
  IDEOGRAM_API_KEY: «ib»
kind: Secret
metadata:
  name: imagegen
  namespace: media
type: Opaque
`, V{"kb": b64s("SG_" + g.hex(16)), "ib": b64s(g.b64u(86))})

	g.vxAdd("mem0-key-in-exception-repr", `
mem0.client.main.APIError: Error: {"detail":"Invalid API key"}
  client=MemoryClient(host='https://api.mem0.ai', api_key='«k»', org_id=None, project_id=None)
  during handling of: POST /v1/memories/ user_id='u_77'
`, V{"k": "m0-" + g.an(40)})

	g.vxAdd("moonshot-key-powershell-profile", `
PS C:\Users\lin> Get-Content $PROFILE
Set-Alias k kubectl
$env:MOONSHOT_API_KEY = "«ms»"
$env:ZHIPUAI_API_KEY = "«zp»"
function ask { param($q) python C:\tools\ask.py $q }
`, V{"ms": "sk-" + g.an(48), "zp": g.hex(32) + "." + g.an(16)})

	g.vxAdd("retell-bland-keys-helm-values", `
# charts/voice-gateway/values-prod.yaml
env:
  RETELL_API_KEY: «rt»
  BLAND_API_KEY: «bl»
  HUME_API_KEY: «hm»
  LOG_LEVEL: info
replicaCount: 3
`, V{"rt": "key_" + g.hex(28), "bl": "org_" + g.hex(64), "hm": g.an(48)})

	g.vxAdd("nango-secret-key-python-sdk-repr", `
>>> from nango import Nango
>>> n = Nango(secret_key="«k»")
>>> n.list_connections()
[{'connection_id': 'acct_1042', 'provider_config_key': 'github', 'created': '2025-04-01T09:12:00Z'}]
`, V{"k": g.uuid()}, "acct_1042")

	g.vxAdd("mintlify-admin-key-gha-step", `
      - name: Trigger Mintlify update
        run: |
          curl -s -X POST "https://api.mintlify.com/v1/project/update/$PROJECT_ID" \
            -H "Authorization: Bearer «k»"
        env:
          PROJECT_ID: «_pid»
`, V{"k": "mint_" + g.an(24), "_pid": g.hex(24)})

	g.vxAdd("lumigo-token-terraform-lambda-env", `
resource "aws_lambda_function" "orders" {
  function_name = "orders-api"
  layers        = ["arn:aws:lambda:eu-central-1:114300393969:layer:lumigo-node-tracer:312"]
  environment {
    variables = {
      LUMIGO_TRACER_TOKEN = "«k»"
      AWS_LAMBDA_EXEC_WRAPPER = "/opt/lumigo_wrapper"
    }
  }
}
`, V{"k": "t_" + g.hex(20)}, "arn:aws:lambda:eu-central-1:114300393969:layer:lumigo-node-tracer:312")

	g.vxAdd("singlestore-password-in-mysql-history", `
$ tail -3 ~/.mysql_history
USE analytics;
SELECT COUNT(*) FROM events WHERE ts > NOW() - INTERVAL 1 DAY;
CREATE USER 'reporting'@'%' IDENTIFIED BY '«pw»';
`, V{"pw": g.pwStrong()})

	g.vxAdd("friendly-captcha-api-key-in-error", `
$ tail -n 3 storage/logs/laravel.log
[2025-05-30 08:41:12] production.ERROR: Friendly Captcha verification failed {"status":401,"errors":["secret_invalid"],"request":{"secret":"«k»","solution":".UNSTARTED","sitekey":"«_sk»"}}
[2025-05-30 08:41:12] production.INFO: signup rejected {"email":"k.m@example.net","reason":"captcha"}
`, V{"k": "A1" + g.s(alUpNum, 54), "_sk": "FCM" + g.s(alUpNum, 13)}, ".UNSTARTED")

	g.vxAdd("kling-keys-pasted-in-issue", `
### Bug: 1004 "Authorization is not valid" from Kling

Steps: run ˋpython kling_token.pyˋ with
ˋˋˋ
KLING_ACCESS_KEY=«ak»
KLING_SECRET_KEY=«sk»
ˋˋˋ
Expected a video task id, got ˋ{"code":1004,"message":"Auth failed"}ˋ.
`, V{"ak": g.an(32), "sk": g.an(32)})

	g.vxAdd("beehiiv-key-in-zapier-export", `
{
  "steps": [
    {"app": "webhook", "event": "catch_hook"},
    {"app": "custom_request", "params": {
      "method": "POST",
      "url": "https://api.beehiiv.com/v2/publications/pub_«_p»/subscriptions",
      "headers": {"Authorization": "Bearer «k»"},
      "data": "{\"email\": \"{{1.email}}\"}"
    }}
  ]
}
`, V{"_p": g.uuid(), "k": g.an(64)})

	g.vxAdd("eloqua-password-in-ansible-vars", `
# group_vars/marketing.yml
eloqua_site: OrbitIndustries
eloqua_user: svc.marketing.api
eloqua_password: "«pw»"
eloqua_pod: p03
`, V{"pw": g.pwStrong()}, "svc.marketing.api")

	g.vxAdd("transloadit-secret-signature-ruby", `
# app/services/upload_params.rb
AUTH_KEY = "«_ak»"
AUTH_SECRET = "«as»"
def signed_params(template_id)
  params = { auth: { key: AUTH_KEY, expires: (Time.now.utc + 3600).strftime("%Y/%m/%d %H:%M:%S+00:00") }, template_id: template_id }.to_json
  [params, "sha384:" + OpenSSL::HMAC.hexdigest("sha384", AUTH_SECRET, params)]
end
`, V{"_ak": g.hex(32), "as": g.hex(40)})

	g.vxAdd("qovery-token-curl-header", `
$ curl -s https://api.qovery.com/organization \
    -H "Authorization: Token «k»" | jq -r '.results[].name'
orbit
orbit-sandbox
`, V{"k": "qov_" + g.an(64)})
}

func (g *G) vxBenign() {
	g.vxAdd("benign-weglot-js-snippet", `
<!-- layout.html -->
<script type="text/javascript" src="https://cdn.weglot.com/weglot.min.js"></script>
<script>
  Weglot.initialize({ api_key: "«_k»", hide_switcher: false });
</script>
`, V{"_k": "wg_" + g.hex(32)})

	g.vxAdd("benign-trackjs-browser-token", `
import { TrackJS } from "trackjs";
TrackJS.install({
  token: "«_t»",
  application: "orbit-web",
  version: "4.12.0",
});
`, V{"_t": g.hex(32)}, "orbit-web", "4.12.0")

	g.vxAdd("benign-arkose-enforcement-script", `
<script src="https://client-api.arkoselabs.com/v2/«_pk»/api.js"
        data-callback="setupEnforcement" async defer></script>
<script>
  function setupEnforcement(enforcement) {
    enforcement.setConfig({ selector: "#signup-submit", onCompleted: (r) => submitWithToken(r.token) });
  }
</script>
`, V{"_pk": strings.ToUpper(g.uuid())})

	g.vxAdd("benign-friendly-captcha-widget", `
<form action="/signup" method="POST">
  <input name="email" type="email">
  <div class="frc-captcha" data-sitekey="«_sk»" data-lang="de"></div>
  <button type="submit">Registrieren</button>
</form>
<script type="module" src="https://cdn.jsdelivr.net/npm/friendly-challenge@0.9.18/widget.module.min.js" async defer></script>
`, V{"_sk": "FCM" + g.s(alUpNum, 13)}, "friendly-challenge@0.9.18")

	g.vxAdd("benign-bloomreach-sdk-snippet", `
<script>
!function(e,n,t,i,r,o){ /* exponea snippet v2 */ }(document,"exponea","script","webxpClient",window,{
  target: "https://api.eu1.exponea.com",
  token: "«_t»",
  track: { visits: true },
});
</script>
`, V{"_t": g.uuid()})

	g.vxAdd("benign-freshpaint-snippet", `
<script type="text/javascript">
(function(c,a){ /* freshpaint loader */ })(document,window.freshpaint||[]);
freshpaint.init("«_env»");
freshpaint.page();
</script>
`, V{"_env": g.uuid()})

	g.vxAdd("benign-memberstack-script-tag", `
<script data-memberstack-app="app_«_app»" src="https://static.memberstack.com/scripts/v1/memberstack.js" type="text/javascript"></script>
<script>
  window.$memberstackDom.getCurrentMember().then(({ data }) => data && console.log(data.id));
</script>
`, V{"_app": g.s(alLowNum, 25)})

	g.vxAdd("benign-swiftype-search-key-widget", `
const client = ElasticAppSearch.createClient({
  searchKey: "«_k»",
  endpointBase: "https://orbit.ent.eu-central-1.aws.cloud.es.io",
  engineName: "help-center",
});
`, V{"_k": "search-" + g.s(alLowNum, 24)}, "help-center")

	g.vxAdd("benign-transloadit-uppy-signed-params", `
uppy.use(Transloadit, {
  assemblyOptions: {
    params: '{"auth":{"key":"«_ak»","expires":"2025/07/03 16:00:00+00:00"},"template_id":"«_tpl»"}',
    signature: "sha384:«_sig»",
  },
});
`, V{"_ak": g.hex(32), "_tpl": g.hex(32), "_sig": g.hex(96)})

	g.vxAdd("benign-mintlify-assistant-widget", `
<script
  src="https://cdn.mintlify.com/widget.js"
  data-api-key="«_k»"
  data-domain="docs.orbit.dev"></script>
`, V{"_k": "mint_dsc_" + g.an(24)}, "docs.orbit.dev")

	g.vxAdd("benign-nango-frontend-connect-ui", `
import Nango from "@nangohq/frontend";
// the session token comes from our backend per user, nothing secret is bundled here
const nango = new Nango();
const connect = nango.openConnectUI({ onEvent: (ev) => ev.type === "connect" && refresh(ev.payload.connectionId) });
connect.setSessionToken(await getSessionToken());
`, V{}, "@nangohq/frontend")

	g.vxAdd("benign-urlbox-render-link", `
<img src="https://api.urlbox.com/v1/«_pub»/«_tok»/png?url=orbit.dev&width=1280&thumb_width=640" alt="preview">
<!-- token is the HMAC of the query string; the secret never leaves the server -->
`, V{"_pub": g.an(16), "_tok": g.hex(40)})

	g.vxAdd("benign-screenshotone-signed-url", `
# og-image link generated by the build (docs/og.md)
https://api.screenshotone.com/take?access_key=«_ak»&url=https%3A%2F%2Forbit.dev&full_page=true&viewport_width=1280&signature=«_sig»
# regenerate with: node scripts/og.mjs --page home
`, V{"_ak": g.an(14), "_sig": g.hex(64)})

	g.vxAdd("benign-talkjs-frontend-appid", `
await Talk.ready;
const me = new Talk.User({ id: "u_1042", name: "Ana", email: "ana@orbit.dev", role: "default" });
const session = new Talk.Session({ appId: "«_app»", me, token: await fetchTalkToken() });
`, V{"_app": "t" + g.an(7)}, "u_1042", "ana@orbit.dev")

	g.vxAdd("benign-cometchat-client-init", `
const appSetting = new CometChat.AppSettingsBuilder()
  .subscribePresenceForAllUsers()
  .setRegion("eu")
  .autoEstablishSocketConnection(true)
  .build();
CometChat.init("«_app»", appSetting).then(() => CometChat.login(uid, await fetchAuthToken(uid)));
`, V{"_app": g.hex(16)})

	g.vxAdd("benign-forter-kount-device-scripts", `
<!-- checkout.html -->
<script>(function(){ var siteId = "«_fs»"; /* forter token script */ })();</script>
<script src="https://ssl.kaptcha.com/collect/sdk?m=900431&s=«_ks»"></script>
`, V{"_fs": g.hex(8), "_ks": g.hex(32)}, "900431")

	g.vxAdd("benign-riskified-signifyd-beacons", `
<script async src="https://beacon.riskified.com?shop=shop.orbitgear.com&sid=«_rs»"></script>
<script async id="sig-api" data-order-session-id="«_ss»" src="https://cdn-scripts.signifyd.com/api/script-tag.js"></script>
`, V{"_rs": g.uuid(), "_ss": g.uuid()}, "shop.orbitgear.com")

	g.vxAdd("benign-sardine-device-sdk-client-id", `
import { setupSardine } from "@sardine-ai/web-sdk";
setupSardine({
  clientId: "«_cid»",
  sessionKey: sessionKeyFromServer,
  environment: "production",
  flow: "checkout",
});
`, V{"_cid": g.uuid()})

	g.vxAdd("benign-picovoice-keyword-files-checksums", `
$ sha256sum resources/keywords/*.ppn
«_h1»  resources/keywords/hey-orbit_en_linux_v3_0_0.ppn
«_h2»  resources/keywords/hey-orbit_de_linux_v3_0_0.ppn
$ grep -n ACCESS_KEY demo.py
14:    access_key = os.environ["PICOVOICE_ACCESS_KEY"]
`, V{"_h1": g.hex(64), "_h2": g.hex(64)}, "hey-orbit_en_linux_v3_0_0.ppn")

	g.vxAdd("benign-env-example-vendorx-placeholders", `
# .env.example — copy to .env and fill in
MOONSHOT_API_KEY=sk-...
ZHIPUAI_API_KEY=<id>.<secret>
SEGMIND_API_KEY=SG_xxxxxxxxxxxxxxxx
RETELL_API_KEY=key_...
MEM0_API_KEY=m0-your-key
BROWSER_USE_API_KEY=bu_your_key_here
HYPERBROWSER_API_KEY=hb_...
SGAI_API_KEY=sgai-...
NANGO_SECRET_KEY=
LUMIGO_TRACER_TOKEN=t_XXXXXXXXXXXXXXXXXXXX
`, V{}, "sk-...", "<id>.<secret>", "SG_xxxxxxxxxxxxxxxx", "m0-your-key", "bu_your_key_here", "t_XXXXXXXXXXXXXXXXXXXX")

	g.vxAdd("benign-gha-vendorx-secret-refs", `
    env:
      UPSTAGE_API_KEY: ${{ secrets.UPSTAGE_API_KEY }}
      FRIENDLI_TOKEN: ${{ secrets.FRIENDLI_TOKEN }}
      CSB_API_KEY: ${{ secrets.CSB_API_KEY }}
      MERGE_ACCOUNT_TOKEN: ${{ secrets.MERGE_ACCOUNT_TOKEN_ACME }}
      QOVERY_CLI_ACCESS_TOKEN: ${{ secrets.QOVERY_TOKEN }}
`, V{}, "${{ secrets.UPSTAGE_API_KEY }}", "${{ secrets.MERGE_ACCOUNT_TOKEN_ACME }}")

	g.vxAdd("benign-compose-vendorx-var-refs", `
services:
  voice:
    image: orbit/voice-gateway:2.1.0
    environment:
      RETELL_API_KEY: ${RETELL_API_KEY:?set in .env}
      HUME_API_KEY: ${HUME_API_KEY}
      HUME_SECRET_KEY: ${HUME_SECRET_KEY}
      GLADIA_KEY_FILE: /run/secrets/gladia_key
    secrets: [gladia_key]
secrets:
  gladia_key:
    file: ./secrets/gladia.txt
`, V{}, "${RETELL_API_KEY:?set in .env}", "/run/secrets/gladia_key", "orbit/voice-gateway:2.1.0")

	g.vxAdd("benign-external-secrets-vendorx", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: llm-providers
spec:
  secretStoreRef: { kind: ClusterSecretStore, name: vault-prod }
  data:
    - secretKey: MOONSHOT_API_KEY
      remoteRef: { key: kv/llm/moonshot, property: api_key }
    - secretKey: SILICONFLOW_API_KEY
      remoteRef: { key: kv/llm/siliconflow, property: api_key }
`, V{}, "kv/llm/moonshot", "vault-prod")

	g.vxAdd("benign-terraform-vendorx-sensitive-vars", `
variable "lumigo_token" {
  type      = string
  sensitive = true
}
variable "hyperping_api_key" {
  type      = string
  sensitive = true
}
# terraform plan
  + LUMIGO_TRACER_TOKEN = (sensitive value)
`, V{}, "(sensitive value)")

	g.vxAdd("benign-masked-keys-dashboard-copy", `
API keys                          Created       Last used
  prod-backend   sk-…«_a»          2025-03-14    2 hours ago
  notebooks      sk-…«_b»          2025-01-02    41 days ago
  ci             up_…«_c»          2025-05-20    never
  browser-agent  bu_…«_d»          2025-06-01    5 minutes ago
`, V{"_a": g.hex(4), "_b": g.hex(4), "_c": g.an(4), "_d": g.an(4)})

	g.vxAdd("benign-clarifai-model-version-ids", `
$ clarifai model list --user_id clarifai --app_id main | head -4
MODEL_ID                     VERSION_ID                          
general-image-recognition    «_v1»    
general-image-detection      «_v2»    
face-detection               «_v3»    
`, V{"_v1": g.hex(32), "_v2": g.hex(32), "_v3": g.hex(32)}, "general-image-recognition")

	g.vxAdd("benign-leonardo-model-ids-list", `
{
  "custom_models": [
    {"id": "«_a»", "name": "Leonardo Phoenix 1.0", "featured": true},
    {"id": "«_b»", "name": "Leonardo Kino XL", "featured": true}
  ]
}
`, V{"_a": g.uuid(), "_b": g.uuid()}, "Leonardo Kino XL")

	g.vxAdd("benign-fish-audio-reference-ids", `
# voices.yaml — Fish Audio voice models (public model ids from the library)
narrator_en: «_a»
narrator_de: «_b»
support_bot: «_c»
`, V{"_a": g.hex(32), "_b": g.hex(32), "_c": g.hex(32)})

	g.vxAdd("benign-minimax-group-id-env-ref", `
MINIMAX_GROUP_ID=«_gid»
MINIMAX_API_KEY=${MINIMAX_API_KEY}
MINIMAX_TTS_MODEL=speech-02-turbo
`, V{"_gid": "18" + g.s(alDigit, 17)}, "${MINIMAX_API_KEY}", "speech-02-turbo")

	g.vxAdd("benign-zhipu-response-request-id", `
$ python scripts/summarize_cn.py --raw
POST https://open.bigmodel.cn/api/paas/v4/chat/completions 200
{"choices":[{"finish_reason":"stop","index":0,"message":{"content":"已完成","role":"assistant"}}],"created":1718203311,"id":"«_id»","model":"glm-4-plus","request_id":"«_id»","usage":{"completion_tokens":4,"prompt_tokens":31,"total_tokens":35}}
`, V{"_id": g.digits(19)}, "glm-4-plus")

	g.vxAdd("benign-moonshot-file-ids", `
$ python list_files.py
cq4v5r1mi2h9b0d6nk2g  report-q2.pdf     processed
cq4v61hmi2h9b0d6nl80  contract-v3.docx  processed
`, V{}, "cq4v5r1mi2h9b0d6nk2g", "cq4v61hmi2h9b0d6nl80")

	g.vxAdd("benign-mem0-memory-ids", `
{"results":[
 {"id":"«_a»","memory":"Prefers window seats","user_id":"u_4412","created_at":"2025-06-02T08:01:11-07:00","score":0.91},
 {"id":"«_b»","memory":"Vegetarian","user_id":"u_4412","created_at":"2025-06-03T09:14:52-07:00","score":0.62}
]}
`, V{"_a": g.uuid(), "_b": g.uuid()}, "u_4412")

	g.vxAdd("benign-letta-agent-ids", `
$ letta agents list
ID                                             NAME             MODEL
agent-«_a»   support-triage   openai/gpt-4.1
agent-«_b»   billing-helper   anthropic/claude-sonnet-4
`, V{"_a": g.uuid(), "_b": g.uuid()}, "support-triage")

	g.vxAdd("benign-ragie-documents-list", `
{"documents":[{"id":"«_a»","name":"handbook.pdf","status":"ready","partition":"docs","chunk_count":212},
{"id":"«_b»","name":"pricing.md","status":"indexed","partition":"docs","chunk_count":9}],"pagination":{"next_cursor":null}}
`, V{"_a": g.uuid(), "_b": g.uuid()}, "handbook.pdf")

	g.vxAdd("benign-browser-use-session-status", `
$ curl -s https://api.browser-use.com/api/v3/sessions/$SID -H "X-Browser-Use-API-Key: $BROWSER_USE_API_KEY" | jq -c .
{"id":"«_s»","status":"finished","output":"Cheapest: 89 EUR, TAP TP531, 14 Jun 06:10","live_url":"https://live.browser-use.com/«_s»","steps":17,"cost":"0.0412"}
`, V{"_s": g.uuid()}, "TAP TP531")

	g.vxAdd("benign-retell-agent-and-llm-ids", `
$ curl -s https://api.retellai.com/list-agents -H "Authorization: Bearer $RETELL_API_KEY" | jq -c '.[] | {agent_id, agent_name, llm: .response_engine.llm_id}'
{"agent_id":"agent_«_a»","agent_name":"Clinic reception","llm":"llm_«_l»"}
`, V{"_a": g.hex(26), "_l": g.hex(26)}, "$RETELL_API_KEY")

	g.vxAdd("benign-heygen-video-status", `
$ curl -s "https://api.heygen.com/v1/video_status.get?video_id=$VID" -H "X-Api-Key: $HEYGEN_API_KEY"
{"code":100,"data":{"id":"«_v»","status":"completed","video_url":"https://files2.heygen.ai/aws_pacific/avatar_tmp/«_v».mp4","duration":42.3,"thumbnail_url":"https://files2.heygen.ai/thumb/«_v».jpeg"},"message":"Success"}
`, V{"_v": g.hex(32)})

	g.vxAdd("benign-gladia-transcription-result", `
$ curl -s https://api.gladia.io/v2/pre-recorded/$JOB -H "x-gladia-key: $GLADIA_KEY" | jq -c "{id,request_id,status,file,result}"
{"id":"«_j»","request_id":"G-«_r»","status":"done","file":{"id":"«_f»","filename":"standup.m4a","audio_duration":611.2},"result":{"metadata":{"billing_time":611.2}}}
`, V{"_j": g.uuid(), "_r": g.hex(8), "_f": g.uuid()}, "standup.m4a")

	g.vxAdd("benign-segmind-request-headers-response", `
HTTP/2 200
content-type: image/jpeg
x-remaining-credits: 148.31
x-request-id: «_r»
x-segmind-model: flux-schnell
`, V{"_r": g.uuid()}, "flux-schnell")

	g.vxAdd("benign-hume-config-and-chat-group-ids", `
EVI_CONFIG_ID=«_c»
# last session
chat_group_id=«_g» chat_id=«_h» duration=312s
`, V{"_c": g.uuid(), "_g": g.uuid(), "_h": g.uuid()})

	g.vxAdd("benign-codat-company-ids", `
| Company            | Codat id                              | Platform  | Status |
| Acme GmbH          | «_a»  | Xero      | Linked |
| Lumen SARL         | «_b»  | Sage 50   | Linked |
`, V{"_a": g.uuid(), "_b": g.uuid()}, "Acme GmbH")

	g.vxAdd("benign-merge-linked-accounts", `
$ curl -s "https://api.merge.dev/api/hris/v1/linked-accounts?category=hris" -H "Authorization: Bearer $MERGE_API_KEY"
{"results":[{"id":"«_a»","integration":"BambooHR","end_user_origin_id":"acme-4471","end_user_organization_name":"Acme GmbH","status":"COMPLETE","category":"hris"}],"next":null}
`, V{"_a": g.uuid()}, "acme-4471")

	g.vxAdd("benign-rutter-connections-list", `
$ curl -s -u "$RUTTER_CLIENT_ID:$RUTTER_SECRET" https://production.rutterapi.com/versioned/connections
{"connections":[{"id":"«_a»","platform":"NETSUITE","link_url":"https://link.rutterapi.com/connection/«_a»","needs_update":false}]}
`, V{"_a": g.uuid()})

	g.vxAdd("benign-nango-connections-cli", `
$ nango connection:list
┌───────────────┬──────────────────────┬─────────────────────────────┐
│ connection_id │ provider_config_key  │ created                     │
├───────────────┼──────────────────────┼─────────────────────────────┤
│ acct_1042     │ github               │ 2025-04-01T09:12:00.000Z    │
│ acct_2210     │ hubspot              │ 2025-05-13T17:40:22.000Z    │
└───────────────┴──────────────────────┴─────────────────────────────┘
`, V{}, "acct_1042", "acct_2210")

	g.vxAdd("benign-apideck-consumer-and-app-ids", `
# apideck consumers (no keys here — API key lives in Vault at kv/apideck)
APIDECK_APP_ID=«_app»
consumers:
  - acme-customer-4471
  - lumen-customer-0192
`, V{"_app": g.an(40)}, "kv/apideck", "lumen-customer-0192")

	g.vxAdd("benign-openfga-store-and-model-ids", `
$ fga store list
{"stores":[{"id":"01HVMMBCMGZNT3SED4Z17ECXCA","name":"orbit-prod","created_at":"2024-04-17T10:11:12Z"}]}
$ fga model list --store-id 01HVMMBCMGZNT3SED4Z17ECXCA
{"authorization_models":[{"id":"01J0Q1XW7Z3H9M2F0KJ2T9V6YB","created_at":"2025-06-12T08:00:00Z"}]}
`, V{}, "01HVMMBCMGZNT3SED4Z17ECXCA", "01J0Q1XW7Z3H9M2F0KJ2T9V6YB")

	g.vxAdd("benign-aserto-policy-image-digest", `
$ policy list
  NAME                                   TAG      DIGEST
  ghcr.io/orbit/policy-rebac             v1.4.0   sha256:«_d»
tenant: «_t»
`, V{"_d": g.hex(64), "_t": g.uuid()}, "ghcr.io/orbit/policy-rebac")

	g.vxAdd("benign-firebolt-engine-list", `
$ firebolt engine list --account orbit-analytics
NAME               STATUS    TYPE   NODES  URL
reporting_engine   RUNNING   M      2      orbit-analytics-reporting-engine.api.us-east-1.app.firebolt.io
ingest_engine      STOPPED   L      1      orbit-analytics-ingest-engine.api.us-east-1.app.firebolt.io
`, V{}, "orbit-analytics-reporting-engine.api.us-east-1.app.firebolt.io")

	g.vxAdd("benign-singlestore-workspace-describe", `
$ curl -s https://api.singlestore.com/v1/workspaces/$WS -H "Authorization: Bearer $SINGLESTORE_MANAGEMENT_API_KEY" | jq -c .
{"workspaceID":"«_w»","workspaceGroupID":"«_g»","name":"analytics-prod","endpoint":"svc-«_w»-dml.aws-frankfurt-1.svc.singlestore.com","size":"S-2","state":"ACTIVE"}
`, V{"_w": g.uuid(), "_g": g.uuid()}, "analytics-prod")

	g.vxAdd("benign-upsun-project-info", `
$ upsun project:info
+------------------+----------------------------------------------+
| id               | «_p»                                |
| title            | orbit-shop                                   |
| region           | eu-5.platform.sh                             |
| default_branch   | main                                         |
+------------------+----------------------------------------------+
`, V{"_p": g.s(alLowNum, 13)}, "orbit-shop", "eu-5.platform.sh")

	g.vxAdd("benign-qovery-env-list", `
$ qovery environment list --organization orbit --project web
 Name      Type         Id                                     Status
 prod      PRODUCTION   «_a»   DEPLOYED
 preview   PREVIEW      «_b»   STOPPED
`, V{"_a": g.uuid(), "_b": g.uuid()})

	g.vxAdd("benign-lumigo-trace-ids", `
2025-07-02T09:11:43.112Z	«_r»	INFO	#LUMIGO# - Tracer version 1.102.3, transactionId=«_t»
2025-07-02T09:11:43.310Z	«_r»	INFO	orders.created id=ord_«_o»
`, V{"_r": g.uuid(), "_t": g.hex(24), "_o": g.an(14)}, "1.102.3")

	g.vxAdd("benign-bigpanda-incident-links", `
BigPanda incident «_i» (critical) — 4 alerts
https://a.bigpanda.io/#/app/overview/incidents/«_i»?environment=«_e»
correlation: host=db-eu-3, check=disk_usage
`, V{"_i": g.hex(24), "_e": g.hex(24)}, "db-eu-3")

	g.vxAdd("benign-xmatters-event-output", `
$ curl -s -u "$XM_KEY:$XM_SECRET" "https://orbit.xmatters.com/api/xm/1/events?status=ACTIVE&limit=1" | jq -c ".data[0]"
{"id":"«_e»","eventId":"41932214","status":"ACTIVE","priority":"HIGH","plan":{"name":"Platform Ops"},"form":{"name":"Disk pressure"}}
`, V{"_e": g.uuid()}, "41932214")

	g.vxAdd("benign-beehiiv-post-list", `
$ curl -s "https://api.beehiiv.com/v2/publications/$PUB/posts?limit=1" -H "Authorization: Bearer $BEEHIIV_API_KEY"
{"data":[{"id":"post_«_a»","title":"June changelog","status":"confirmed","publish_date":1719817200,"web_url":"https://orbit.beehiiv.com/p/june-changelog"}],"page":1,"total_results":37}
`, V{"_a": g.uuid()}, "June changelog")

	g.vxAdd("benign-basecamp-project-ids", `
$ bc3 projects
ID         NAME                 BUCKET URL
31088512   Website relaunch     https://3.basecamp.com/4482193/projects/31088512
31119047   Q3 hiring            https://3.basecamp.com/4482193/projects/31119047
`, V{}, "31088512", "https://3.basecamp.com/4482193/projects/31119047")

	g.vxAdd("benign-canny-webhook-payload", `
POST /hooks/canny HTTP/1.1
Host: hooks.orbit.dev
Content-Type: application/json

{"created":"2025-06-30T12:01:00.000Z","object":{"id":"«_p»","title":"Dark mode for the dashboard","board":{"id":"«_b»","name":"Feature Requests"},"author":{"id":"«_a»","name":"Lea Park"}},"type":"post.created"}
`, V{"_p": g.hex(24), "_b": g.hex(24), "_a": g.hex(24)}, "Feature Requests")

	g.vxAdd("benign-productboard-feature-ids", `
features exported 2025-06-30
«_a»,Bulk CSV export,in-progress
«_b»,SAML group mapping,planned
`, V{"_a": g.uuid(), "_b": g.uuid()}, "Bulk CSV export")

	g.vxAdd("benign-pip-freeze-vendorx-sdks", `
$ pip freeze | grep -iE 'zhipu|upstage|mem0|letta|hume|gladia|retell|nango|scrapegraph|hyperbrowser'
hume==0.9.1
langchain-upstage==0.6.0
letta-client==0.1.146
mem0ai==0.1.114
retell-sdk==4.36.0
scrapegraph-py==1.12.0
zhipuai==2.1.5.20250421
hyperbrowser==0.46.0
`, V{}, "zhipuai==2.1.5.20250421", "mem0ai==0.1.114", "retell-sdk==4.36.0")

	g.vxAdd("benign-package-lock-integrity-hashes", `
    "node_modules/@nangohq/node": {
      "version": "0.58.7",
      "resolved": "https://registry.npmjs.org/@nangohq/node/-/node-0.58.7.tgz",
      "integrity": "sha512-«_i1»=="
    },
    "node_modules/retell-sdk": {
      "version": "4.36.0",
      "integrity": "sha512-«_i2»=="
    },
`, V{"_i1": g.b64(64)[:86], "_i2": g.b64(64)[:86]}, "0.58.7")

	g.vxAdd("benign-chutes-model-slugs", `
Available chutes (top by invocations):
  deepseek-ai/DeepSeek-V3-0324      chute_id=«_a»
  Qwen/Qwen3-235B-A22B              chute_id=«_b»
  unsloth/gemma-3-27b-it            chute_id=«_c»
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "Qwen/Qwen3-235B-A22B")

	g.vxAdd("benign-nuvei-merchant-ids-only", `
# nuvei.properties — secret key injected at deploy from AWS Secrets Manager
nuvei.merchantId=«_m»
nuvei.merchantSiteId=«_s»
nuvei.secretKey=${NUVEI_SECRET_KEY}
nuvei.env=prod
`, V{"_m": g.digits(19), "_s": g.digits(6)}, "${NUVEI_SECRET_KEY}")

	g.vxAdd("benign-postgrid-publishable-key", `
<script src="https://cdn.postgrid.com/av/v1/postgrid-av.js"
        data-pg-key="«_k»"
        data-pg-country="CA"></script>
`, V{"_k": "live_pk_" + g.an(22)})

	g.vxAdd("benign-hypertune-june-frontend-init", `
// both are client-side tokens from the vendors' install guides
const hypertune = createSource({ token: "«_ht»" });
const analytics = AnalyticsBrowser.load({ writeKey: "«_jw»" }); // june.so
`, V{"_ht": g.b64u(40), "_jw": g.an(16)})

	g.vxAdd("benign-rate-limit-headers-vendorx", `
< HTTP/2 429
< x-ratelimit-limit-requests: 500
< x-ratelimit-remaining-requests: 0
< x-ratelimit-reset-requests: 12s
< x-request-id: req_«_r»
< retry-after: 12
{"error":{"message":"Rate limit reached for kimi-k2-0905-preview in organization org-«_o» on requests per min","type":"rate_limit_reached_error"}}
`, V{"_r": g.hex(32), "_o": g.hex(32)}, "kimi-k2-0905-preview")

	g.vxAdd("benign-kling-task-status", `
$ curl -s https://api.klingai.com/v1/videos/text2video/$TASK -H "Authorization: Bearer $(python kling_token.py)"
{"code":0,"message":"SUCCEED","request_id":"«_r»","data":{"task_id":"«_t»","task_status":"succeed","task_result":{"videos":[{"id":"«_v»","url":"https://cdn.klingai.com/bs2/upload-kling-api/«_v».mp4","duration":"5.1"}]}}}
`, V{"_r": g.uuid(), "_t": g.digits(18), "_v": g.uuid()})

	g.vxAdd("benign-paragon-connect-sdk-public", `
import { paragon } from "@useparagon/connect";
// project id is public; the user token is minted by our backend with the signing key
await paragon.authenticate("«_pid»", await fetch("/api/paragon-token").then((r) => r.text()));
paragon.connect("salesforce");
`, V{"_pid": g.uuid()})

	g.vxAdd("benign-vendor-status-json-versions", `
$ curl -s https://status-internal.orbit.dev/vendors.json
{"status":"ok","vendors":{"lumigo":{"tracer":"1.102.3"},"chronosphere":{"collector":"0.114.1"},"kloudfuse":{"agent":"3.2.0"},"hyperping":{"monitors":42}},"build":"«_b»"}
`, V{"_b": g.hex(40)}, "0.114.1")

	g.vxAdd("benign-document360-article-ids", `
Synced 3 articles to Document360 (project version «_pv»):
  «_a»  Getting started
  «_b»  SSO with Okta
  «_c»  Webhooks reference
`, V{"_pv": g.uuid(), "_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "SSO with Okta")

	g.vxAdd("benign-chat-asks-about-key-formats", `
user: quick question before I paste anything — does Segmind want the key in x-api-key or as a Bearer token? mine starts with SG_ and the docs say 19 chars total. also is the Weglot wg_ key ok to ship in the frontend bundle?
assistant: Segmind expects the x-api-key header (it rejects Bearer). The Weglot JS key is meant for the browser snippet; keep any server-side API usage on the backend.
`, V{}, "SG_", "wg_")

	g.vxAdd("benign-savvycal-public-links", `
Book time with us:
  https://savvycal.com/orbit/intro
  https://savvycal.com/orbit/demo-30?utm_source=site
scheduling link id: link_«_l»
`, V{"_l": g.an(14)}, "https://savvycal.com/orbit/intro")

	g.vxAdd("benign-akoya-provider-ids", `
providers:
  - id: mikomo
    name: Mikomo Bank (sandbox)
  - id: chase
    name: JPMorgan Chase
  - id: wellsfargo
    name: Wells Fargo
consent_callback: https://app.orbit.dev/akoya/callback
`, V{}, "https://app.orbit.dev/akoya/callback", "mikomo")

	g.vxAdd("benign-yodlee-provider-account-ids", `
$ curl -s https://production.api.yodlee.com/ysl/providerAccounts -H "Authorization: Bearer $YODLEE_USER_TOKEN" -H "Api-Version: 1.1"
{"providerAccount":[{"id":«_a»,"providerId":16441,"status":"SUCCESS","dataset":[{"name":"BASIC_AGG_DATA","additionalStatus":"AVAILABLE_DATA_RETRIEVED"}]}]}
`, V{"_a": g.digits(8)}, "16441")

	g.vxAdd("benign-smartlead-campaign-stats", `
$ curl -s "https://server.smartlead.ai/api/v1/campaigns/218744?api_key=$SMARTLEAD_API_KEY" | jq -c "{id,name,status,sent_count,open_count,reply_count,client_id}"
{"id":218744,"name":"q3-outbound-fintech","status":"ACTIVE","sent_count":1204,"open_count":512,"reply_count":38,"client_id":null}
`, V{}, "q3-outbound-fintech", "218744")

	g.vxAdd("benign-instantly-lead-ids", `
leads imported: 312
  «_a»  jane@lumen.io        status=1
  «_b»  tom@orbitgear.com    status=1
campaign «_c»
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "jane@lumen.io")

	g.vxAdd("benign-tembo-crunchy-cluster-ids", `
$ cb info orders-primary
ID:        «_id»
Team:      orbit
Host:      p.«_id».db.postgresbridge.com
Version:   16.4
`, V{"_id": g.s(alLowNum, 26)}, "orders-primary")

	g.vxAdd("benign-acquia-environment-list", `
$ acli api:environments:list «_app»
 «_e1»   dev    Dev     orbitmkt.dev.acquia-sites.com
 «_e2»   prod   Prod    orbitmkt.prod.acquia-sites.com
`, V{"_app": g.uuid(), "_e1": g.digits(6) + "-" + g.uuid(), "_e2": g.digits(6) + "-" + g.uuid()}, "orbitmkt.prod.acquia-sites.com")
}
