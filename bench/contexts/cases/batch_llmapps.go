package cases

import (
	"fmt"
	"strings"
)

// llmappsCases adds the code, configuration, traces and output of
// applications built on large language models, as an agent reads, edits
// or runs them.
// Sources: LangChain and LangGraph (Python and JS code, langgraph.json,
// LangServe, the verbose callback output, the SQLite and Redis caches);
// tracing and evaluation services (LangSmith env and exported runs,
// Langfuse keys, self-hosted docker-compose and exported traces, Helicone
// gateway headers, Arize Phoenix and OpenTelemetry exporters, W&B Weave,
// promptfoo YAML, OpenAI evals registry, playground exports); the LiteLLM
// proxy (config.yaml model_list, general_settings master_key, virtual
// keys from /key/generate, spend logs, the admin UI); hosted model APIs
// (OpenRouter, Together, Groq, Mistral, Cohere, Fireworks, Replicate,
// Perplexity, DeepSeek, xAI) by curl, SDK and env; Azure OpenAI (endpoint,
// api-key header, deployments, az cognitiveservices output), AWS Bedrock
// (profiles, boto3, Bedrock API keys) and Vertex AI (service account
// JSON, gcloud tokens); self-hosted servers (Ollama, vLLM --api-key, TGI,
// llama.cpp server, LocalAI, Open WebUI); vector databases (Pinecone,
// Weaviate, Qdrant, Milvus and Zilliz, Chroma, pgvector DSNs, Supabase
// vector, Upstash, Redis); LlamaIndex, Haystack, DSPy, CrewAI and AutoGen
// (OAI_CONFIG_LIST); Jupyter cells; SDK error messages; .env files,
// Streamlit secrets.toml, Gradio launch auth, Hugging Face Spaces
// secrets; Vercel AI SDK routes; MCP server configs for these services;
// chat and issue pastes. Benign look-alikes: model ids and deployment
// names, run, trace, span and session ids, OpenAI object ids (chatcmpl-,
// asst_, thread_, run_, file-, vs_, batch_, ft: model names), request
// ids, embedding vectors, token counts, masked keys (sk-...abcd,
// sk-proj-****), environment references (os.environ["OPENAI_API_KEY"],
// process.env, ${...}, os.environ/ in LiteLLM), Langfuse public keys
// where the secret key is absent, key aliases and hashed tokens, Azure
// resource ids, collection and index names, placeholders. The case names
// start with "llmapps/".
func (g *G) llmappsCases() {
	g.llLangChain()
	g.llTracing()
	g.llLiteLLM()
	g.llProviders()
	g.llClouds()
	g.llSelfHosted()
	g.llVectors()
	g.llFrameworks()
	g.llEvals()
	g.llNotebooks()
	g.llErrors()
	g.llAppSecrets()
	g.llVercelMCP()
	g.llBenign()
}

// ---- helpers used only here ----

// llAdd is add with the "llmapps/" prefix and "ˋ" standing for a
// backtick.
func (g *G) llAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("llmapps/"+name, bt(tmpl), v, benign...)
}

// llVec is an embedding vector's first n components.
func (g *G) llVec(n int) string {
	xs := make([]string, n)
	for i := range xs {
		xs[i] = fmt.Sprintf("%.7f", g.r.Float64()*0.16-0.08)
	}
	return strings.Join(xs, ", ")
}

// llMaskOf is key as an SDK error message masks it: its first keep
// characters, n stars and its last four characters.
func llMaskOf(key string, keep, n int) string {
	return key[:keep] + strings.Repeat("*", n) + key[len(key)-4:]
}

func (g *G) llMistral() string     { return g.an(32) }
func (g *G) llCohere() string      { return g.an(40) }
func (g *G) llTogether() string    { return "tgp_v1_" + g.b64u(43) }
func (g *G) llTogetherOld() string { return g.hex(64) }
func (g *G) llFireworks() string   { return "fw_" + g.an(24) }
func (g *G) llDeepseek() string    { return "sk-" + g.hex(32) }
func (g *G) llAzure() string       { return g.hex(32) }
func (g *G) llVirtual() string     { return "sk-" + g.b64u(22) }
func (g *G) llLfSK() string        { return "sk-lf-" + g.uuid() }
func (g *G) llLfPK() string        { return "pk-lf-" + g.uuid() }
func (g *G) llWandb() string       { return g.hex(40) }
func (g *G) llCerebras() string    { return "csk-" + g.s(alLowNum, 48) }
func (g *G) llVoyage() string      { return "pa-" + g.b64u(43) }
func (g *G) llJina() string        { return "jina_" + g.hex(32) + g.an(28) }
func (g *G) llNvapi() string       { return "nvapi-" + g.b64u(64) }
func (g *G) llChroma() string      { return "ck-" + g.an(44) }
func (g *G) llZilliz() string      { return g.hex(104) }
func (g *G) llQdrant() string      { return g.b64u(54) }
func (g *G) llWeaviate() string    { return g.an(40) }
func (g *G) llPineOld() string     { return g.uuid() }
func (g *G) llUpstash() string     { return "A" + g.b64u(59) + "=" }
func (g *G) llBedrockKey() string {
	return "ABSK" + b64s("BedrockAPIKey-"+g.s(alLowNum, 4)+"-at-"+g.digits(12)+":"+g.b64(40))
}

// llHelicone is a Helicone API key.
func (g *G) llHelicone() string {
	p := make([]string, 4)
	for i := range p {
		p[i] = g.s(alLowNum, 7)
	}
	return "sk-helicone-" + strings.Join(p, "-")
}

// llPhoenix is an Arize Phoenix system or user API key (a JWT).
func (g *G) llPhoenix() string {
	return g.jwt("HS256", fmt.Sprintf(`{"jti":"ApiKey:%d","iat":%d,"iss":"phoenix"}`, g.r.IntN(90)+1, 1735000000+g.r.IntN(20000000)))
}

// Object ids OpenAI and the others return; benign.
func (g *G) llChatcmpl() string { return "chatcmpl-" + g.an(29) }
func (g *G) llAsst() string     { return "asst_" + g.an(24) }
func (g *G) llThread() string   { return "thread_" + g.an(24) }
func (g *G) llRun() string      { return "run_" + g.an(24) }
func (g *G) llFile() string     { return "file-" + g.an(22) }
func (g *G) llVS() string       { return "vs_" + g.an(24) }
func (g *G) llReq() string      { return "req_" + g.hex(32) }
func (g *G) llOrg() string      { return "org-" + g.an(24) }
func (g *G) llProj() string     { return "proj_" + g.an(24) }
func (g *G) llGen() string      { return "gen-" + g.digits(10) + "-" + g.an(20) }
func (g *G) llTS() string {
	return fmt.Sprintf("2025-0%d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(9), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}
func (g *G) llUnix() string { return fmt.Sprintf("17%08d", g.r.IntN(100000000)) }

// llSA is a Google service account key file as a template part, with
// placeholders «_kid», «k» (the key, JSON-escaped) and «_cid».
func llSA(project, email string) string {
	return `{
  "type": "service_account",
  "project_id": "` + project + `",
  "private_key_id": "«_kid»",
  "private_key": "«k»",
  "client_email": "` + email + `",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}`
}

func (g *G) llSAKey() string { return jsonEsc(g.pkcs8RSAPEM().block() + "\n") }

// ---- LangChain and LangGraph ----

func (g *G) llLangChain() {
	g.llAdd("langchain-chatopenai-hardcoded", `
$ sed -n 1,30p app/chains/summarize.py
from langchain_openai import ChatOpenAI
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.output_parsers import StrOutputParser

# TODO move to settings before merging
llm = ChatOpenAI(
    model="gpt-4o-mini",
    temperature=0,
    api_key="«a»",
    organization="«_org»",
)

prompt = ChatPromptTemplate.from_messages([
    ("system", "You summarize support tickets in three bullet points."),
    ("human", "{ticket}"),
])

chain = prompt | llm | StrOutputParser()
`, V{"a": g.openai(), "_org": g.llOrg()}, "app/chains/summarize.py", "gpt-4o-mini")

	g.llAdd("langchain-anthropic-env-setdefault", `
import os
from langchain_anthropic import ChatAnthropic
from langgraph.prebuilt import create_react_agent

os.environ.setdefault("ANTHROPIC_API_KEY", "«a»")
os.environ.setdefault("TAVILY_API_KEY", "«b»")

from langchain_community.tools.tavily_search import TavilySearchResults

model = ChatAnthropic(model="claude-3-5-sonnet-20241022", max_tokens=2048)
tools = [TavilySearchResults(max_results=3)]
agent = create_react_agent(model, tools)
`, V{"a": g.anthropic(), "b": "tvly-" + g.an(32)}, "claude-3-5-sonnet-20241022", "create_react_agent")

	g.llAdd("langgraph-json-and-env", `
$ cat langgraph.json .env
{
  "dependencies": ["."],
  "graphs": {
    "agent": "./src/agent/graph.py:graph"
  },
  "env": ".env",
  "python_version": "3.11"
}
LANGSMITH_API_KEY=«a»
LANGSMITH_TRACING=true
LANGSMITH_PROJECT=support-agent-dev
OPENAI_API_KEY=«b»
POSTGRES_URI=postgresql://langgraph:«c»@localhost:5433/langgraph?sslmode=disable
`, V{"a": g.langsmith(), "b": g.openai(), "c": g.pwURL()}, "./src/agent/graph.py:graph", "support-agent-dev")

	g.llAdd("langgraph-up-license", `
$ langgraph up --port 8123 --postgres-uri "postgres://lg:«a»@db.internal:5432/lg"
Starting LangGraph API server...
For local dev, requires env var LANGSMITH_API_KEY with access to LangGraph Cloud closed beta.
For production use, requires a license key in env var LANGGRAPH_CLOUD_LICENSE_KEY.
- Pulling...Error response from daemon: pull access denied
$ export LANGGRAPH_CLOUD_LICENSE_KEY=«b»
$ langgraph up --port 8123
Ready!
- API: http://localhost:8123
- Docs: http://localhost:8123/docs
- LangGraph Studio: https://smith.langchain.com/studio/?baseUrl=http://127.0.0.1:8123
`, V{"a": g.pwURL(), "b": "lcl_" + g.hex(32) + "_" + g.hex(10)}, "https://smith.langchain.com/studio/?baseUrl=http://127.0.0.1:8123", "LANGGRAPH_CLOUD_LICENSE_KEY")

	g.llAdd("langchain-js-groq-route", `
// src/lib/llm.ts
import { ChatGroq } from "@langchain/groq";
import { ChatMistralAI } from "@langchain/mistralai";

export const fast = new ChatGroq({
  model: "llama-3.3-70b-versatile",
  apiKey: process.env.GROQ_API_KEY ?? "«a»",
  temperature: 0,
});

export const fallback = new ChatMistralAI({
  model: "mistral-large-latest",
  apiKey: "«b»",
});
`, V{"a": g.groq(), "b": g.llMistral()}, "llama-3.3-70b-versatile", "process.env.GROQ_API_KEY")

	g.llAdd("langchain-verbose-debug-headers", `
$ LANGCHAIN_VERBOSE=true OPENAI_LOG=debug python run_chain.py
[chain/start] [chain:RunnableSequence] Entering Chain run with input:
{
  "question": "what is our refund window?"
}
[llm/start] [chain:RunnableSequence > llm:ChatOpenAI] Entering LLM run with input:
{
  "prompts": [
    "System: Answer from context.\nHuman: what is our refund window?"
  ]
}
DEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/chat/completions', 'headers': {'Authorization': 'Bearer «a»'}, 'files': None, 'json_data': {'messages': [...], 'model': 'gpt-4o'}}
DEBUG:httpx:HTTP Request: POST https://api.openai.com/v1/chat/completions "HTTP/1.1 200 OK"
DEBUG:openai._base_client:HTTP Response: POST https://api.openai.com/v1/chat/completions "200 OK" Headers({'x-request-id': '«_rid»', 'openai-organization': 'acme-support-prod', 'openai-processing-ms': '812'})
[llm/end] [chain:RunnableSequence > llm:ChatOpenAI] [1.21s] Exiting LLM run with output:
{
  "generations": [[{"text": "Refunds are accepted within 30 days.", "generation_info": {"finish_reason": "stop"}}]],
  "llm_output": {"token_usage": {"completion_tokens": 9, "prompt_tokens": 211, "total_tokens": 220}, "model_name": "gpt-4o-2024-08-06", "system_fingerprint": "fp_«_fp»"}
}
`, V{"a": g.openai(), "_rid": g.llReq(), "_fp": g.hex(10)}, "acme-support-prod", "gpt-4o-2024-08-06")

	g.llAdd("langchain-sqlite-cache-benign", `
$ sqlite3 .langchain.db ".schema full_llm_cache" "select llm, substr(response,1,120) from full_llm_cache limit 2"
CREATE TABLE full_llm_cache (
	prompt VARCHAR NOT NULL,
	llm VARCHAR NOT NULL,
	idx INTEGER NOT NULL,
	response VARCHAR,
	PRIMARY KEY (prompt, llm, idx)
);
[('_type', 'openai-chat'), ('model_name', 'gpt-4o-mini'), ('stop', None), ('temperature', 0.0)]|[{"lc": 1, "type": "constructor", "id": ["langchain", "schema", "output", "ChatGeneration"], "kwargs": {"text": "The capital
[('_type', 'openai-chat'), ('model_name', 'gpt-4o-mini'), ('stop', None), ('temperature', 0.0)]|[{"lc": 1, "type": "constructor", "id": ["langchain", "schema", "output", "ChatGeneration"], "kwargs": {"text": "Sure! Here
`, V{}, "full_llm_cache", "PRIMARY KEY (prompt, llm, idx)")

	g.llAdd("langchain-serialized-secret-ref", `
>>> from langchain_core.load import dumpd
>>> import json; print(json.dumps(dumpd(llm), indent=2)[:600])
{
  "lc": 1,
  "type": "constructor",
  "id": ["langchain", "chat_models", "openai", "ChatOpenAI"],
  "kwargs": {
    "model_name": "gpt-4o",
    "temperature": 0.2,
    "openai_api_key": {
      "lc": 1,
      "type": "secret",
      "id": ["OPENAI_API_KEY"]
    },
    "max_retries": 2,
    "n": 1
  },
  "name": "ChatOpenAI"
}
`, V{}, `"id": ["OPENAI_API_KEY"]`, `"type": "secret"`)

	g.llAdd("langserve-client-headers", `
from langserve import RemoteRunnable

# staging LangServe deployment behind the API gateway
rag = RemoteRunnable(
    "https://rag-staging.internal.acme.dev/rag/",
    headers={"x-api-key": "«a»", "x-tenant": "acme-eu"},
)
print(rag.invoke({"question": "How do I rotate the webhook secret?"}))
`, V{"a": g.an(40)}, "https://rag-staging.internal.acme.dev/rag/", "acme-eu")

	g.llAdd("langgraph-checkpointer-redis-url", `
from langgraph.checkpoint.redis import RedisSaver
from langgraph.store.postgres import PostgresStore

REDIS_URL = "rediss://default:«a»@usw2-valid-mole-31522.upstash.io:6379"
DB_URI = "postgresql://agent_mem:«b»@ep-old-field-a5k2.us-east-2.aws.neon.tech/agentmem?sslmode=require"

with RedisSaver.from_conn_string(REDIS_URL) as checkpointer, PostgresStore.from_conn_string(DB_URI) as store:
    checkpointer.setup()
    graph = builder.compile(checkpointer=checkpointer, store=store)
`, V{"a": g.an(34), "b": "npg_" + g.an(12)}, "usw2-valid-mole-31522.upstash.io", "ep-old-field-a5k2.us-east-2.aws.neon.tech")

	g.llAdd("langgraph-stream-events-benign", `
$ curl -s http://localhost:2024/threads/«_th»/runs/stream -H 'Content-Type: application/json' \
  -d '{"assistant_id":"agent","input":{"messages":[{"role":"user","content":"hi"}]},"stream_mode":"updates"}'
event: metadata
data: {"run_id":"«_run»","attempt":1}

event: updates
data: {"agent":{"messages":[{"content":"Hello! How can I help you today?","type":"ai","id":"run-«_msg»-0","usage_metadata":{"input_tokens":412,"output_tokens":11,"total_tokens":423}}]}}

event: end
data: null
`, V{"_th": g.uuid(), "_run": g.uuid(), "_msg": g.uuid()}, `"assistant_id":"agent"`)

	g.llAdd("langchain-tool-schema-benign", `
@tool
def lookup_order(order_id: str, api_key: str = Field(default_factory=lambda: os.environ["SHOPIFY_ADMIN_TOKEN"])) -> dict:
    """Look up an order by id in the Shopify admin API."""
    ...

>>> lookup_order.args_schema.model_json_schema()
{'description': 'Look up an order by id in the Shopify admin API.', 'properties': {'order_id': {'title': 'Order Id', 'type': 'string'}, 'api_key': {'title': 'Api Key', 'type': 'string'}}, 'required': ['order_id'], 'title': 'lookup_order', 'type': 'object'}
`, V{}, `os.environ["SHOPIFY_ADMIN_TOKEN"]`, "'title': 'Api Key'")

	g.llAdd("langchain-sql-agent-db-uri", `
from langchain_community.utilities import SQLDatabase
from langchain_community.agent_toolkits import create_sql_agent

db = SQLDatabase.from_uri(
    "mysql+pymysql://analytics_ro:«a»@reporting-db.c1ab2.eu-west-1.rds.amazonaws.com:3306/shop",
    include_tables=["orders", "customers"],
    sample_rows_in_table_info=2,
)
agent = create_sql_agent(llm, db=db, agent_type="openai-tools", verbose=True)
`, V{"a": g.pw()}, "reporting-db.c1ab2.eu-west-1.rds.amazonaws.com", "analytics_ro")

	g.llAdd("langchain-hub-pull-with-key", `
$ python - <<'PY'
from langchain import hub
prompt = hub.pull("rlm/rag-prompt", api_key="«a»")
print(prompt.messages[0].prompt.template[:90])
PY
You are an assistant for question-answering tasks. Use the following pieces of retrieved conte
`, V{"a": g.langsmith()}, "rlm/rag-prompt")

	g.llAdd("langchain-pr-review-diff", `
diff --git a/services/chat/config.py b/services/chat/config.py
@@ -8,9 +8,9 @@ class Settings(BaseSettings):
     model_config = SettingsConfigDict(env_file=".env", extra="ignore")
 
-    openai_api_key: SecretStr = SecretStr("«a»")
-    cohere_api_key: SecretStr = SecretStr("«b»")
+    openai_api_key: SecretStr
+    cohere_api_key: SecretStr
     embedding_model: str = "text-embedding-3-large"
     rerank_model: str = "rerank-english-v3.0"
`, V{"a": g.openai(), "b": g.llCohere()}, "text-embedding-3-large", "rerank-english-v3.0")

	g.llAdd("langchain-callback-run-ids-benign", `
INFO  chat.handlers  on_llm_end run_id=«_r1» parent_run_id=«_r2» model=gpt-4o-mini tokens_in=1832 tokens_out=204 cost_usd=0.000397
INFO  chat.handlers  on_tool_end run_id=«_r3» tool=search_docs hits=4 latency_ms=143
INFO  chat.handlers  on_chain_end run_id=«_r2» name=RunnableSequence ls_trace=https://smith.langchain.com/o/«_o»/projects/p/«_p»/r/«_r2»
`, V{"_r1": g.uuid(), "_r2": g.uuid(), "_r3": g.uuid(), "_o": g.uuid(), "_p": g.uuid()}, "tool=search_docs")
}

// ---- tracing and observability ----

func (g *G) llTracing() {
	g.llAdd("langsmith-env-export", `
$ env | grep -E '^(LANGCHAIN|LANGSMITH)_' | sort
LANGCHAIN_CALLBACKS_BACKGROUND=true
LANGSMITH_API_KEY=«a»
LANGSMITH_ENDPOINT=https://eu.api.smith.langchain.com
LANGSMITH_PROJECT=billing-bot-prod
LANGSMITH_TRACING=true
LANGSMITH_WORKSPACE_ID=«_ws»
`, V{"a": g.langsmith(), "_ws": g.uuid()}, "https://eu.api.smith.langchain.com", "billing-bot-prod")

	g.llAdd("langsmith-service-key-client", `
from langsmith import Client

client = Client(
    api_url="https://api.smith.langchain.com",
    api_key="«a»",  # service key for the eval runner
)
ds = client.create_dataset("faq-regression-2025-03", description="FAQ answers graded by gpt-4o")
print(ds.id)
«_ds»
`, V{"a": "lsv2_sk_" + g.hex(32) + "_" + g.hex(10), "_ds": g.uuid()}, "faq-regression-2025-03")

	g.llAdd("langsmith-run-export-benign", `
$ langsmith runs list --project billing-bot-prod --limit 2 --format json | jq '.[] | {id, trace_id, name, run_type, total_tokens, extra: .extra.metadata}'
{
  "id": "«_r1»",
  "trace_id": "«_r1»",
  "name": "ChatOpenAI",
  "run_type": "llm",
  "total_tokens": 1533,
  "extra": {"ls_provider": "openai", "ls_model_name": "gpt-4o-mini", "ls_temperature": 0.0, "revision_id": "«_sha»", "thread_id": "«_th»"}
}
{
  "id": "«_r2»",
  "trace_id": "«_r1»",
  "name": "retrieve_docs",
  "run_type": "retriever",
  "total_tokens": 0,
  "extra": {"ls_provider": null, "revision_id": "«_sha»", "thread_id": "«_th»"}
}
`, V{"_r1": g.uuid(), "_r2": g.uuid(), "_sha": g.gitSHA(), "_th": g.uuid()}, "billing-bot-prod")

	g.llAdd("langfuse-env-three-vars", `
# .env.local (docs-assistant)
LANGFUSE_SECRET_KEY="«a»"
LANGFUSE_PUBLIC_KEY="«_pk»"
LANGFUSE_BASEURL="https://cloud.langfuse.com"
LANGFUSE_SAMPLE_RATE=0.25
OPENAI_API_KEY="«b»"
`, V{"a": g.llLfSK(), "_pk": g.llLfPK(), "b": g.openai()}, "https://cloud.langfuse.com")

	g.llAdd("langfuse-selfhost-compose", `
  langfuse-web:
    image: docker.io/langfuse/langfuse:3
    depends_on: [postgres, clickhouse, redis, minio]
    ports: ["3000:3000"]
    environment:
      DATABASE_URL: postgresql://postgres:«a»@postgres:5432/postgres
      SALT: "«b»"
      ENCRYPTION_KEY: "«c»" # generate via ˋopenssl rand -hex 32ˋ
      NEXTAUTH_URL: https://langfuse.tools.acme.net
      NEXTAUTH_SECRET: «d»
      CLICKHOUSE_URL: http://clickhouse:8123
      CLICKHOUSE_USER: clickhouse
      CLICKHOUSE_PASSWORD: «e»
      REDIS_AUTH: «f»
      LANGFUSE_S3_EVENT_UPLOAD_BUCKET: langfuse
      LANGFUSE_S3_EVENT_UPLOAD_ACCESS_KEY_ID: minio
      LANGFUSE_S3_EVENT_UPLOAD_SECRET_ACCESS_KEY: «g»
`, V{"a": g.pwURL(), "b": g.b64(24), "c": g.hex(64), "d": g.b64(32), "e": g.pwURL(), "f": g.an(24), "g": g.pwURL()}, "https://langfuse.tools.acme.net", "openssl rand -hex 32")

	g.llAdd("langfuse-basic-auth-curl", `
$ curl -s -u «_pk»:«a» \
    "https://us.cloud.langfuse.com/api/public/traces?limit=1&tags=checkout" | jq '.data[0] | {id, name, sessionId, latency, totalCost}'
{
  "id": "«_tid»",
  "name": "checkout-assistant",
  "sessionId": "sess_«_sid»",
  "latency": 3.412,
  "totalCost": 0.00213
}
`, V{"_pk": g.llLfPK(), "a": g.llLfSK(), "_tid": g.hex(32), "_sid": g.an(16)}, "checkout-assistant")

	g.llAdd("langfuse-public-key-only-benign", `
// web/src/observability.ts — browser SDK only gets the public key (scores from thumbs up/down)
import { LangfuseWeb } from "langfuse";

export const langfuseWeb = new LangfuseWeb({
  publicKey: "«_pk»",
  baseUrl: "https://cloud.langfuse.com",
});
// the secret key lives in LANGFUSE_SECRET_KEY on the server only
`, V{"_pk": g.llLfPK()}, "LANGFUSE_SECRET_KEY")

	g.llAdd("helicone-proxy-openai-client", `
client = OpenAI(
    api_key=os.environ["OPENAI_API_KEY"],
    base_url="https://oai.helicone.ai/v1",
    default_headers={
        "Helicone-Auth": "Bearer «a»",
        "Helicone-Cache-Enabled": "true",
        "Helicone-User-Id": "«_uid»",
        "Helicone-Property-Environment": "staging",
    },
)
`, V{"a": g.llHelicone(), "_uid": g.uuid()}, `os.environ["OPENAI_API_KEY"]`, "https://oai.helicone.ai/v1")

	g.llAdd("helicone-curl-gateway", `
curl https://gateway.helicone.ai/v1/messages \
  -H "Helicone-Auth: Bearer «a»" \
  -H "Helicone-Target-Url: https://api.anthropic.com" \
  -H "x-api-key: «b»" \
  -H "anthropic-version: 2023-06-01" \
  -H "content-type: application/json" \
  -d '{"model":"claude-3-5-haiku-20241022","max_tokens":256,"messages":[{"role":"user","content":"ping"}]}'
`, V{"a": g.llHelicone(), "b": g.anthropic()}, "claude-3-5-haiku-20241022")

	g.llAdd("phoenix-otel-register", `
import os
from phoenix.otel import register
from openinference.instrumentation.openai import OpenAIInstrumentor

os.environ["PHOENIX_CLIENT_HEADERS"] = "api_key=«a»"
os.environ["PHOENIX_COLLECTOR_ENDPOINT"] = "https://app.phoenix.arize.com/s/acme-ml"

tracer_provider = register(project_name="rag-eval", auto_instrument=False)
OpenAIInstrumentor().instrument(tracer_provider=tracer_provider)
`, V{"a": g.llPhoenix()}, "https://app.phoenix.arize.com/s/acme-ml", "rag-eval")

	g.llAdd("arize-space-and-api-key", `
from arize.otel import register

tracer_provider = register(
    space_id="«_sp»",
    api_key="«a»",
    project_name="support-copilot",
)
`, V{"_sp": b64s("Space:" + g.digits(5) + ":" + g.an(4)), "a": "ak-" + g.uuid() + "-" + g.an(32)}, "support-copilot")

	g.llAdd("weave-wandb-netrc", `
$ cat ~/.netrc
machine api.wandb.ai
  login user
  password «a»
$ python -c "import weave; weave.init('acme-research/rag-quality')"
weave: Logged in as Weights & Biases user: jkowal.
weave: View Weave data at https://wandb.ai/acme-research/rag-quality/weave
`, V{"a": g.llWandb()}, "https://wandb.ai/acme-research/rag-quality/weave", "jkowal")

	g.llAdd("otel-exporter-headers-env", `
# systemd drop-in for the RAG API: send OpenInference spans to Langfuse's OTLP endpoint
[Service]
Environment=OTEL_EXPORTER_OTLP_ENDPOINT=https://cloud.langfuse.com/api/public/otel
Environment="OTEL_EXPORTER_OTLP_HEADERS=Authorization=Basic «a»"
Environment=OTEL_SERVICE_NAME=rag-api
Environment=OTEL_RESOURCE_ATTRIBUTES=deployment.environment=prod
`, V{"a": b64s(g.llLfPK() + ":" + g.llLfSK())}, "https://cloud.langfuse.com/api/public/otel", "OTEL_SERVICE_NAME=rag-api")

	g.llAdd("langfuse-trace-export-benign", `
{
  "id": "«_tid»",
  "timestamp": "«_ts»",
  "name": "answer-question",
  "userId": "user_2«_u»",
  "sessionId": "«_sid»",
  "release": "«_sha»",
  "tags": ["prod", "rag"],
  "observations": [
    {"id": "«_o1»", "type": "GENERATION", "model": "gpt-4o-mini", "usage": {"input": 1204, "output": 188, "unit": "TOKENS"}, "calculatedTotalCost": 0.000293},
    {"id": "«_o2»", "type": "SPAN", "name": "pinecone.query", "metadata": {"index": "kb-prod", "top_k": 5}}
  ],
  "htmlPath": "/project/«_proj»/traces/«_tid»"
}
`, V{"_tid": g.hex(32), "_ts": g.llTS(), "_u": g.an(26), "_sid": g.uuid(), "_sha": g.gitSHA(), "_o1": g.hex(16), "_o2": g.hex(16), "_proj": g.s(alLowNum, 25)}, "pinecone.query")

	g.llAdd("phoenix-span-attrs-benign", `
span_id: «_sp»   trace_id: «_tr»   kind: LLM   status: OK   latency: 2.31s
  llm.model_name            gpt-4o-2024-08-06
  llm.provider              openai
  llm.token_count.prompt    2210
  llm.token_count.completion 341
  llm.invocation_parameters {"temperature": 0.1, "response_format": {"type": "json_object"}}
  openinference.span.kind   LLM
  session.id                «_sid»
  metadata                  {"prompt_version": "v14", "dataset_example_id": "«_ex»"}
`, V{"_sp": g.hex(16), "_tr": g.hex(32), "_sid": g.uuid(), "_ex": b64s("DatasetExample:" + g.digits(4))}, "gpt-4o-2024-08-06", "openinference.span.kind")
}

// ---- LiteLLM proxy ----

func (g *G) llLiteLLM() {
	g.llAdd("litellm-config-inline-keys", `
$ cat litellm/config.yaml
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: azure/gpt-4o-prod
      api_base: https://acme-oai-eastus2.openai.azure.com/
      api_key: «a»
      api_version: "2024-10-21"
  - model_name: claude-sonnet
    litellm_params:
      model: anthropic/claude-3-5-sonnet-20241022
      api_key: «b»
  - model_name: llama-70b
    litellm_params:
      model: groq/llama-3.3-70b-versatile
      api_key: «c»
      rpm: 30

general_settings:
  master_key: «d»
  database_url: postgresql://litellm:«e»@litellm-db:5432/litellm
`, V{"a": g.llAzure(), "b": g.anthropic(), "c": g.groq(), "d": "sk-" + g.an(32), "e": g.pwURL()}, "https://acme-oai-eastus2.openai.azure.com/", "azure/gpt-4o-prod")

	g.llAdd("litellm-config-env-refs-benign", `
model_list:
  - model_name: gpt-4o-mini
    litellm_params:
      model: openai/gpt-4o-mini
      api_key: os.environ/OPENAI_API_KEY
  - model_name: mistral-small
    litellm_params:
      model: mistral/mistral-small-latest
      api_key: os.environ/MISTRAL_API_KEY
  - model_name: bedrock-claude
    litellm_params:
      model: bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0
      aws_region_name: us-west-2
      aws_access_key_id: os.environ/AWS_ACCESS_KEY_ID
      aws_secret_access_key: os.environ/AWS_SECRET_ACCESS_KEY

litellm_settings:
  drop_params: true
  success_callback: ["langfuse"]

general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY
  database_url: os.environ/DATABASE_URL
`, V{}, "os.environ/LITELLM_MASTER_KEY", "os.environ/AWS_SECRET_ACCESS_KEY", "bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0")

	g.llAdd("litellm-key-generate", `
$ curl -s -X POST 'http://0.0.0.0:4000/key/generate' \
  -H 'Authorization: Bearer «a»' \
  -H 'Content-Type: application/json' \
  -d '{"models": ["gpt-4o-mini", "claude-sonnet"], "max_budget": 25, "key_alias": "team-search-dev", "metadata": {"user": "mtan@acme.io"}}'
{"key_alias":"team-search-dev","duration":null,"models":["gpt-4o-mini","claude-sonnet"],"spend":0.0,"max_budget":25.0,"user_id":null,"team_id":null,"key":"«b»","key_name":"sk-...«_tail»","expires":null,"token_id":"«_tok»"}
`, V{"a": "sk-" + g.an(32), "b": g.llVirtual(), "_tail": g.an(4), "_tok": g.hex(64)}, "team-search-dev", "mtan@acme.io")

	g.llAdd("litellm-docker-run-env", `
$ docker run -d --name litellm \
    -v $(pwd)/config.yaml:/app/config.yaml \
    -e LITELLM_MASTER_KEY=«a» \
    -e LITELLM_SALT_KEY=«b» \
    -e DATABASE_URL=postgresql://llmproxy:«c»@10.0.3.15:5432/litellm \
    -e OPENROUTER_API_KEY=«d» \
    -p 4000:4000 ghcr.io/berriai/litellm:main-v1.55.8 --config /app/config.yaml --detailed_debug
«_cid»
`, V{"a": "sk-" + g.an(24), "b": "sk-" + g.an(24), "c": g.pwURL(), "d": g.openrouter(), "_cid": g.hex(64)}, "ghcr.io/berriai/litellm:main-v1.55.8")

	g.llAdd("litellm-key-info-benign", `
$ curl -s 'http://localhost:4000/key/info?key=sk-...Qm3x' -H "Authorization: Bearer $LITELLM_MASTER_KEY" | jq .info
{
  "key_name": "sk-...Qm3x",
  "key_alias": "ci-evals",
  "spend": 3.4127,
  "max_budget": 50.0,
  "models": ["gpt-4o-mini"],
  "token": "«_tok»",
  "team_id": "«_team»",
  "budget_reset_at": "2025-04-01T00:00:00Z"
}
`, V{"_tok": g.hex(64), "_team": g.uuid()}, "sk-...Qm3x", "$LITELLM_MASTER_KEY")

	g.llAdd("litellm-client-virtual-key", `
# scripts/smoke.py — hits the team proxy, not OpenAI directly
import openai

client = openai.OpenAI(api_key="«a»", base_url="https://llm-proxy.acme.internal")
r = client.chat.completions.create(model="claude-sonnet", messages=[{"role": "user", "content": "2+2"}])
print(r.id, r.model, r.usage.total_tokens)
# «_id» claude-sonnet 23
`, V{"a": g.llVirtual(), "_id": g.llChatcmpl()}, "https://llm-proxy.acme.internal")

	g.llAdd("litellm-detailed-debug-log", `
litellm-1  | 14:02:11 - LiteLLM Proxy:DEBUG: proxy_server.py:3421 - Request Headers: Headers({'host': 'localhost:4000', 'authorization': 'Bearer «a»', 'content-type': 'application/json', 'user-agent': 'OpenAI/Python 1.58.1'})
litellm-1  | 14:02:11 - LiteLLM:DEBUG: utils.py:288 - 
litellm-1  | POST Request Sent from LiteLLM:
litellm-1  | curl -X POST \
litellm-1  | https://api.together.xyz/v1/chat/completions \
litellm-1  | -H 'Authorization: Bearer «b»' \
litellm-1  | -d '{'model': 'meta-llama/Llama-3.3-70B-Instruct-Turbo', 'messages': [{'role': 'user', 'content': 'hello'}], 'stream': False}'
litellm-1  | 14:02:12 - LiteLLM Router:INFO: router.py:946 - litellm.acompletion(model=together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo) 200 OK
`, V{"a": g.llVirtual(), "b": g.llTogether()}, "meta-llama/Llama-3.3-70B-Instruct-Turbo")

	g.llAdd("litellm-debug-log-masked-benign", `
litellm-1  | 09:41:55 - LiteLLM:DEBUG: utils.py:288 - 
litellm-1  | POST Request Sent from LiteLLM:
litellm-1  | curl -X POST \
litellm-1  | https://api.openai.com/v1/ \
litellm-1  | -H 'Authorization: Bearer sk-proj-cB********************************************' \
litellm-1  | -d '{'model': 'gpt-4o-mini', 'messages': [{'role': 'user', 'content': 'ping'}], 'extra_body': {}}'
litellm-1  | 09:41:56 - LiteLLM Proxy:INFO: proxy_server.py:3110 - user_api_key_hash=«_h» team_alias=platform spend=0.000021
`, V{"_h": g.hex(64)}, "sk-proj-cB********************************************", "team_alias=platform")

	g.llAdd("litellm-helm-values", `
# deploy/litellm/values.prod.yaml
masterkey: «a»
environmentSecrets:
  - litellm-provider-keys
envVars:
  LITELLM_LOG: "INFO"
  STORE_MODEL_IN_DB: "True"
db:
  useExisting: false
  deployStandalone: true
postgresql:
  auth:
    username: litellm
    password: «b»
    postgres-password: «c»
redis:
  enabled: true
  auth:
    password: «d»
`, V{"a": "sk-" + g.an(40), "b": g.pwStrong(), "c": g.pwStrong(), "d": g.an(28)}, "litellm-provider-keys")

	g.llAdd("litellm-ui-credentials", `
# .env for the admin UI of the proxy (docker compose)
LITELLM_MASTER_KEY="sk-«a»"
UI_USERNAME=admin
UI_PASSWORD=«b»
PROXY_BASE_URL=https://llm.acme.io
GENERIC_CLIENT_ID=litellm-ui
GENERIC_CLIENT_SECRET=«c»
GENERIC_AUTHORIZATION_ENDPOINT=https://sso.acme.io/realms/acme/protocol/openid-connect/auth
`, V{"a": g.an(28), "b": g.pw(), "c": g.an(32)}, "https://llm.acme.io", "GENERIC_CLIENT_ID=litellm-ui")

	g.llAdd("litellm-spend-logs-benign", `
litellm=# select request_id, api_key, model, spend, total_tokens, "startTime" from "LiteLLM_SpendLogs" order by "startTime" desc limit 3;
               request_id               |                             api_key                              |    model     |  spend   | total_tokens |        startTime
----------------------------------------+------------------------------------------------------------------+--------------+----------+--------------+-------------------------
 «_r1» | «_k1» | gpt-4o-mini  | 0.000183 |          912 | 2025-03-11 08:14:02.113
 «_r2» | «_k1» | claude-sonnet | 0.004212 |         1033 | 2025-03-11 08:13:47.925
 «_r3» | «_k2» | gpt-4o-mini  | 0.000098 |          488 | 2025-03-11 08:12:30.001
(3 rows)
`, V{"_r1": g.llChatcmpl(), "_r2": g.llChatcmpl(), "_r3": g.llChatcmpl(), "_k1": g.hex(64), "_k2": g.hex(64)}, "LiteLLM_SpendLogs")

	g.llAdd("litellm-config-vertex-inline-sa", `
  - model_name: gemini-pro
    litellm_params:
      model: vertex_ai/gemini-1.5-pro-002
      vertex_project: acme-genai-prod
      vertex_location: europe-west4
      vertex_credentials: '{"type": "service_account", "project_id": "acme-genai-prod", "private_key_id": "«_kid»", "private_key": "«k»", "client_email": "litellm@acme-genai-prod.iam.gserviceaccount.com"}'
`, V{"_kid": g.hex(40), "k": g.llSAKey()}, "litellm@acme-genai-prod.iam.gserviceaccount.com", "vertex_ai/gemini-1.5-pro-002")

	g.llAdd("litellm-team-new-response", `
$ curl -s localhost:4000/team/new -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' -d '{"team_alias":"growth","max_budget":200}'
{"team_alias":"growth","team_id":"«_team»","max_budget":200.0,"models":[],"blocked":false,"spend":0.0}
`, V{"a": "sk-" + g.an(32), "_team": g.uuid()}, `"team_alias":"growth"`)

	g.llAdd("litellm-python-sdk-router", `
from litellm import Router

router = Router(model_list=[
    {"model_name": "embed", "litellm_params": {"model": "cohere/embed-english-v3.0", "api_key": "«a»"}},
    {"model_name": "embed", "litellm_params": {"model": "voyage/voyage-3", "api_key": "«b»"}},
    {"model_name": "chat", "litellm_params": {"model": "deepseek/deepseek-chat", "api_key": "«c»", "api_base": "https://api.deepseek.com"}},
], routing_strategy="simple-shuffle", num_retries=2)
`, V{"a": g.llCohere(), "b": g.llVoyage(), "c": g.llDeepseek()}, "cohere/embed-english-v3.0", "deepseek/deepseek-chat")
}

// ---- hosted model APIs ----

func (g *G) llProviders() {
	g.llAdd("openrouter-curl-with-referer", `
$ curl https://openrouter.ai/api/v1/chat/completions \
  -H "Authorization: Bearer «a»" \
  -H "HTTP-Referer: https://notes.acme.app" \
  -H "X-Title: Acme Notes" \
  -H "Content-Type: application/json" \
  -d '{"model": "anthropic/claude-3.5-sonnet", "messages": [{"role": "user", "content": "Title for: quarterly planning notes"}]}'
{"id":"«_gen»","provider":"Anthropic","model":"anthropic/claude-3.5-sonnet","object":"chat.completion","created":«_ts»,"choices":[{"index":0,"message":{"role":"assistant","content":"Q2 Planning Notes"},"finish_reason":"end_turn"}],"usage":{"prompt_tokens":14,"completion_tokens":6,"total_tokens":20}}
`, V{"a": g.openrouter(), "_gen": g.llGen(), "_ts": g.llUnix()}, "https://notes.acme.app", "anthropic/claude-3.5-sonnet")

	g.llAdd("openrouter-key-info-benign", `
$ curl -s https://openrouter.ai/api/v1/auth/key -H "Authorization: Bearer $OPENROUTER_API_KEY" | jq
{
  "data": {
    "label": "sk-or-v1-0e6...«_tail»",
    "limit": 20,
    "usage": 7.183204,
    "is_free_tier": false,
    "rate_limit": {"requests": 200, "interval": "10s"}
  }
}
`, V{"_tail": g.hex(3)}, "$OPENROUTER_API_KEY", `"is_free_tier": false`)

	g.llAdd("together-python-client", `
from together import Together

client = Together(api_key="«a»")
resp = client.chat.completions.create(
    model="meta-llama/Llama-3.3-70B-Instruct-Turbo",
    messages=[{"role": "user", "content": "Classify sentiment: 'shipping was slow'"}],
)
print(resp.id, resp.choices[0].message.content)
«_id» negative
`, V{"a": g.llTogether(), "_id": g.hex(16) + "-" + g.s(alUpNum, 4)}, "meta-llama/Llama-3.3-70B-Instruct-Turbo")

	g.llAdd("together-old-hex-key-env", `
$ cat ~/.config/fish/conf.d/ai.fish
set -gx TOGETHER_API_KEY «a»
set -gx FIREWORKS_API_KEY «b»
set -gx REPLICATE_API_TOKEN «c»
set -gx HF_HOME /mnt/data/hf
`, V{"a": g.llTogetherOld(), "b": g.llFireworks(), "c": g.replicate()}, "/mnt/data/hf")

	g.llAdd("groq-curl-models", `
$ curl -s https://api.groq.com/openai/v1/models -H "Authorization: Bearer «a»" | jq -r '.data[].id' | head -4
llama-3.3-70b-versatile
llama-3.1-8b-instant
mixtral-8x7b-32768
whisper-large-v3
`, V{"a": g.groq()}, "llama-3.1-8b-instant", "whisper-large-v3")

	g.llAdd("mistral-sdk-and-agent-id", `
from mistralai import Mistral

with Mistral(api_key="«a»") as mistral:
    res = mistral.agents.complete(
        agent_id="ag:«_ag»:20250115:triage-agent:«_suf»",
        messages=[{"role": "user", "content": "Ticket #4411: cannot log in after reset"}],
    )
    print(res.choices[0].message.content)
`, V{"a": g.llMistral(), "_ag": g.hex(8), "_suf": g.hex(8)}, "triage-agent")

	g.llAdd("cohere-rerank-curl", `
curl --request POST \
  --url https://api.cohere.com/v2/rerank \
  --header 'accept: application/json' \
  --header 'content-type: application/json' \
  --header "Authorization: bearer «a»" \
  --data '{"model": "rerank-v3.5", "query": "refund policy", "top_n": 3, "documents": ["Refunds within 30 days", "Shipping takes 5 days", "Gift cards are final"]}'
{"results":[{"index":0,"relevance_score":0.9312},{"index":2,"relevance_score":0.1071},{"index":1,"relevance_score":0.0153}],"id":"«_id»","meta":{"api_version":{"version":"2"},"billed_units":{"search_units":1}}}
`, V{"a": g.llCohere(), "_id": g.uuid()}, "rerank-v3.5")

	g.llAdd("fireworks-openai-compat", `
const client = new OpenAI({
  apiKey: "«a»",
  baseURL: "https://api.fireworks.ai/inference/v1",
});
const out = await client.chat.completions.create({
  model: "accounts/fireworks/models/llama-v3p1-405b-instruct",
  messages: [{ role: "user", content: "Extract the invoice total as JSON" }],
  response_format: { type: "json_object" },
});
`, V{"a": g.llFireworks()}, "accounts/fireworks/models/llama-v3p1-405b-instruct", "https://api.fireworks.ai/inference/v1")

	g.llAdd("replicate-predictions-curl", `
$ curl -s -X POST https://api.replicate.com/v1/models/black-forest-labs/flux-schnell/predictions \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" -H "Prefer: wait" \
  -d '{"input": {"prompt": "isometric illustration of a tiny data center", "num_outputs": 1}}' | jq '{id, status, output}'
{
  "id": "«_id»",
  "status": "succeeded",
  "output": ["https://replicate.delivery/xezq/«_out»/out-0.webp"]
}
`, V{"a": g.replicate(), "_id": g.s(alLowNum, 26), "_out": g.b64u(43)}, "black-forest-labs/flux-schnell")

	g.llAdd("replicate-predictions-env-benign", `
$ export REPLICATE_API_TOKEN=$(op read "op://Dev/Replicate/credential")
$ replicate run stability-ai/sdxl@«_ver» prompt="a lighthouse at dusk"
Prediction «_id» started; view at https://replicate.com/p/«_id»
Output: https://replicate.delivery/pbxt/«_out»/out-0.png
`, V{"_ver": g.hex(64), "_id": g.s(alLowNum, 26), "_out": g.b64u(40)}, `op read "op://Dev/Replicate/credential"`)

	g.llAdd("perplexity-requests-python", `
import requests

url = "https://api.perplexity.ai/chat/completions"
headers = {"Authorization": "Bearer «a»", "Content-Type": "application/json"}
payload = {"model": "sonar-pro", "messages": [{"role": "user", "content": "Latest stable Postgres version?"}], "search_recency_filter": "month"}
r = requests.post(url, json=payload, headers=headers, timeout=60)
print(r.json()["citations"][:2])
['https://www.postgresql.org/about/news/', 'https://www.postgresql.org/support/versioning/']
`, V{"a": g.pplx()}, "sonar-pro", "https://www.postgresql.org/support/versioning/")

	g.llAdd("deepseek-openai-base-url", `
$ cat scripts/ds_reason.py
from openai import OpenAI
client = OpenAI(api_key="«a»", base_url="https://api.deepseek.com")
resp = client.chat.completions.create(model="deepseek-reasoner", messages=[{"role": "user", "content": "9.11 vs 9.8, which is larger?"}])
print(resp.choices[0].message.reasoning_content[:200])
`, V{"a": g.llDeepseek()}, "deepseek-reasoner", "https://api.deepseek.com")

	g.llAdd("xai-cerebras-env", `
# ~/.zshrc (tail)
export XAI_API_KEY="«a»"
export CEREBRAS_API_KEY="«b»"
export NVIDIA_API_KEY="«c»"
alias llm-fast='llm -m cerebras-llama3.3-70b'
`, V{"a": g.xai(), "b": g.llCerebras(), "c": g.llNvapi()}, "llm -m cerebras-llama3.3-70b")

	g.llAdd("llm-cli-keys-json", `
$ llm keys path
/home/dana/.config/io.datasette.llm/keys.json
$ cat /home/dana/.config/io.datasette.llm/keys.json
{
  "// Note": "This file stores secret API credentials. Do not share!",
  "openai": "«a»",
  "mistral": "«b»",
  "groq": "«c»"
}
`, V{"a": g.openai(), "b": g.llMistral(), "c": g.groq()}, "/home/dana/.config/io.datasette.llm/keys.json")

	g.llAdd("openai-chat-response-benign", `
$ curl -s https://api.openai.com/v1/chat/completions -H "Authorization: Bearer $OPENAI_API_KEY" -H 'Content-Type: application/json' \
    -d '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"Say ok"}]}'
{
  "id": "«_id»",
  "object": "chat.completion",
  "created": «_ts»,
  "model": "gpt-4o-mini-2024-07-18",
  "choices": [{"index": 0, "message": {"role": "assistant", "content": "ok", "refusal": null}, "logprobs": null, "finish_reason": "stop"}],
  "usage": {"prompt_tokens": 9, "completion_tokens": 1, "total_tokens": 10},
  "service_tier": "default",
  "system_fingerprint": "fp_«_fp»"
}
`, V{"_id": g.llChatcmpl(), "_ts": g.llUnix(), "_fp": g.hex(10)}, "$OPENAI_API_KEY", "gpt-4o-mini-2024-07-18")

	g.llAdd("openai-assistants-ids-benign", `
>>> assistant = client.beta.assistants.create(name="Contract QA", model="gpt-4o", tools=[{"type": "file_search"}])
>>> assistant.id
'«_a»'
>>> vs = client.beta.vector_stores.create(name="contracts-2024", file_ids=["«_f1»", "«_f2»"])
>>> thread = client.beta.threads.create(tool_resources={"file_search": {"vector_store_ids": [vs.id]}})
>>> run = client.beta.threads.runs.create_and_poll(thread_id=thread.id, assistant_id=assistant.id)
>>> (vs.id, thread.id, run.id, run.status)
('«_vs»', '«_th»', '«_run»', 'completed')
`, V{"_a": g.llAsst(), "_f1": g.llFile(), "_f2": g.llFile(), "_vs": g.llVS(), "_th": g.llThread(), "_run": g.llRun()}, "contracts-2024")

	g.llAdd("openai-batch-and-finetune-benign", `
$ openai api fine_tuning.jobs.retrieve -i ftjob-«_job»
{
  "id": "ftjob-«_job»",
  "fine_tuned_model": "ft:gpt-4o-mini-2024-07-18:acme-corp:ticket-router:«_sfx»",
  "organization_id": "«_org»",
  "training_file": "«_tf»",
  "status": "succeeded",
  "trained_tokens": 1843302,
  "result_files": ["«_rf»"]
}
`, V{"_job": g.an(24), "_sfx": g.an(8), "_org": g.llOrg(), "_tf": g.llFile(), "_rf": g.llFile()}, "ticket-router")

	g.llAdd("openai-project-service-account", `
$ curl -s https://api.openai.com/v1/organization/projects/«_proj»/service_accounts \
  -H "Authorization: Bearer «a»" -H "Content-Type: application/json" -d '{"name": "ci-evals"}'
{
  "object": "organization.project.service_account",
  "id": "svc_acct_«_sa»",
  "name": "ci-evals",
  "role": "member",
  "created_at": «_ts»,
  "api_key": {
    "object": "organization.project.service_account.api_key",
    "value": "«b»",
    "name": "Secret Key",
    "created_at": «_ts»,
    "id": "key_«_kid»"
  }
}
`, V{"_proj": g.llProj(), "a": "sk-admin-" + g.b64u(74) + "T3BlbkFJ" + g.b64u(74), "_sa": g.an(24), "_ts": g.llUnix(), "b": g.openaiSvc(), "_kid": g.an(16)}, "organization.project.service_account.api_key")
}

// ---- Azure OpenAI, AWS Bedrock, Vertex AI ----

func (g *G) llClouds() {
	g.llAdd("azure-openai-curl-api-key", `
$ curl "https://contoso-ai-swc.openai.azure.com/openai/deployments/gpt4o-chat-prod/chat/completions?api-version=2024-10-21" \
  -H "Content-Type: application/json" \
  -H "api-key: «a»" \
  -d '{"messages":[{"role":"user","content":"ping"}],"max_tokens":5}'
{"choices":[{"content_filter_results":{"hate":{"filtered":false,"severity":"safe"}},"finish_reason":"stop","index":0,"message":{"content":"pong","role":"assistant"}}],"created":«_ts»,"id":"«_id»","model":"gpt-4o-2024-08-06","object":"chat.completion","prompt_filter_results":[{"prompt_index":0,"content_filter_results":{}}],"usage":{"completion_tokens":2,"prompt_tokens":8,"total_tokens":10}}
`, V{"a": g.llAzure(), "_ts": g.llUnix(), "_id": g.llChatcmpl()}, "gpt4o-chat-prod", "https://contoso-ai-swc.openai.azure.com/openai/deployments/gpt4o-chat-prod/chat/completions?api-version=2024-10-21")

	g.llAdd("azure-cognitiveservices-keys-list", `
$ az cognitiveservices account keys list -g rg-genai-prod -n contoso-ai-swc -o json
{
  "key1": "«a»",
  "key2": "«b»"
}
$ az cognitiveservices account deployment list -g rg-genai-prod -n contoso-ai-swc --query "[].{name:name, model:properties.model.name, version:properties.model.version}" -o table
Name              Model                   Version
----------------  ----------------------  ----------
gpt4o-chat-prod   gpt-4o                  2024-08-06
embed-large       text-embedding-3-large  1
`, V{"a": g.llAzure(), "b": g.llAzure()}, "rg-genai-prod", "text-embedding-3-large")

	g.llAdd("azure-openai-python-env-benign", `
from openai import AzureOpenAI
from azure.identity import DefaultAzureCredential, get_bearer_token_provider

token_provider = get_bearer_token_provider(DefaultAzureCredential(), "https://cognitiveservices.azure.com/.default")
client = AzureOpenAI(
    azure_endpoint=os.environ["AZURE_OPENAI_ENDPOINT"],
    azure_ad_token_provider=token_provider,
    api_version="2024-10-21",
)
# deployment: gpt4o-chat-prod  resource id: /subscriptions/«_sub»/resourceGroups/rg-genai-prod/providers/Microsoft.CognitiveServices/accounts/contoso-ai-swc
`, V{"_sub": g.uuid()}, "get_bearer_token_provider", `os.environ["AZURE_OPENAI_ENDPOINT"]`)

	g.llAdd("azure-openai-appsettings-json", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "AzureOpenAI": {
    "Endpoint": "https://fabrikam-openai-eus.openai.azure.com/",
    "ApiKey": "«a»",
    "ChatDeployment": "gpt-35-turbo-16k",
    "EmbeddingDeployment": "ada-002"
  },
  "AzureAISearch": {
    "Endpoint": "https://fabrikam-search.search.windows.net",
    "AdminKey": "«b»",
    "IndexName": "handbook-idx"
  }
}
`, V{"a": g.llAzure(), "b": g.s(alAlnum, 52)}, "https://fabrikam-search.search.windows.net", "handbook-idx")

	g.llAdd("azure-ai-foundry-serverless", `
$ cat .env
AZURE_INFERENCE_ENDPOINT=https://Phi-4-pqxzb.eastus2.models.ai.azure.com
AZURE_INFERENCE_CREDENTIAL=«a»
AZURE_AI_PROJECT_CONNECTION_STRING=eastus2.api.azureml.ms;«_sub»;rg-foundry;proj-rag
AZURE_CLIENT_ID=«_cli»
AZURE_TENANT_ID=«_ten»
AZURE_CLIENT_SECRET=«b»
`, V{"a": g.an(32), "_sub": g.uuid(), "_cli": g.uuid(), "_ten": g.uuid(), "b": g.azSecret()}, "https://Phi-4-pqxzb.eastus2.models.ai.azure.com", "rg-foundry")

	g.llAdd("bedrock-aws-credentials-profile", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[bedrock-dev]
aws_access_key_id = «c»
aws_secret_access_key = «d»
region = us-east-1
$ AWS_PROFILE=bedrock-dev aws bedrock list-foundation-models --by-provider anthropic --query 'modelSummaries[].modelId' --output text
anthropic.claude-3-5-sonnet-20241022-v2:0	anthropic.claude-3-5-haiku-20241022-v1:0	anthropic.claude-3-haiku-20240307-v1:0
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}, "anthropic.claude-3-5-haiku-20241022-v1:0")

	g.llAdd("bedrock-boto3-inline", `
import boto3, json

bedrock = boto3.client(
    "bedrock-runtime",
    region_name="us-west-2",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    aws_session_token="«c»",
)
resp = bedrock.converse(
    modelId="us.anthropic.claude-3-7-sonnet-20250219-v1:0",
    messages=[{"role": "user", "content": [{"text": "Summarize the incident report"}]}],
)
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "us.anthropic.claude-3-7-sonnet-20250219-v1:0")

	g.llAdd("bedrock-api-key-bearer", `
$ export AWS_BEARER_TOKEN_BEDROCK=«a»
$ curl -s -X POST "https://bedrock-runtime.us-east-1.amazonaws.com/model/amazon.nova-lite-v1:0/converse" \
    -H "Content-Type: application/json" -H "Authorization: Bearer $AWS_BEARER_TOKEN_BEDROCK" \
    -d '{"messages":[{"role":"user","content":[{"text":"hi"}]}]}' | jq .usage
{"inputTokens": 1, "outputTokens": 12, "totalTokens": 13}
`, V{"a": g.llBedrockKey()}, "amazon.nova-lite-v1:0", "$AWS_BEARER_TOKEN_BEDROCK")

	g.llAdd("bedrock-sts-assume-role-output", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/BedrockInvoke --role-session-name rag-dev
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "2025-03-14T18:22:09+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_ar»:rag-dev",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/BedrockInvoke/rag-dev"
    }
}
`, V{"_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_ar": g.s(alUpNum, 17)}, "role/BedrockInvoke")

	g.llAdd("bedrock-invoke-log-benign", `
2025-03-14 10:02:11,884 INFO botocore.credentials Found credentials from IAM Role: ecs-rag-task-role
2025-03-14 10:02:12,511 INFO rag.llm invoke modelId=anthropic.claude-3-5-sonnet-20241022-v2:0 requestId=«_rid» inputTokens=2841 outputTokens=377 latencyMs=4120
2025-03-14 10:02:12,512 INFO rag.llm guardrail=«_gr» version=DRAFT action=NONE
`, V{"_rid": g.uuid(), "_gr": g.s(alLowNum, 12)}, "ecs-rag-task-role", "anthropic.claude-3-5-sonnet-20241022-v2:0")

	g.llAdd("vertex-service-account-json", `
$ cat secrets/vertex-sa.json
`+llSA("acme-genai-prod", "vertex-invoker@acme-genai-prod.iam.gserviceaccount.com")+`
$ export GOOGLE_APPLICATION_CREDENTIALS=$PWD/secrets/vertex-sa.json
`, V{"_kid": g.hex(40), "k": g.llSAKey(), "_cid": g.digits(21)}, "vertex-invoker@acme-genai-prod.iam.gserviceaccount.com")

	g.llAdd("vertex-gcloud-token-curl", `
$ curl -s -X POST \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  "https://us-central1-aiplatform.googleapis.com/v1/projects/acme-genai-prod/locations/us-central1/publishers/google/models/gemini-2.0-flash-001:generateContent" \
  -d '{"contents":[{"role":"user","parts":[{"text":"hello"}]}]}' | jq '.usageMetadata'
{"promptTokenCount": 1, "candidatesTokenCount": 9, "totalTokenCount": 10}
`, V{"a": g.ya29()}, "gemini-2.0-flash-001", "acme-genai-prod")

	g.llAdd("vertex-gcloud-print-token-benign", `
$ curl -s -X POST \
  -H "Authorization: Bearer $(gcloud auth print-access-token)" \
  -H "Content-Type: application/json" \
  "https://europe-west4-aiplatform.googleapis.com/v1/projects/acme-genai-prod/locations/europe-west4/publishers/anthropic/models/claude-3-5-sonnet-v2@20241022:rawPredict" \
  -d @request.json
{"id":"msg_vrtx_«_m»","type":"message","role":"assistant","model":"claude-3-5-sonnet-v2-20241022","stop_reason":"end_turn","usage":{"input_tokens":18,"output_tokens":41}}
`, V{"_m": g.an(24)}, "$(gcloud auth print-access-token)", "claude-3-5-sonnet-v2@20241022:rawPredict")

	g.llAdd("gemini-api-key-genai", `
from google import genai

client = genai.Client(api_key="«a»")
resp = client.models.generate_content(model="gemini-2.0-flash", contents="Explain RAG in one sentence.")
print(resp.text)
`, V{"a": g.googleKey()}, "gemini-2.0-flash")

	g.llAdd("azure-openai-terraform-output", `
$ terraform output -json | jq '{endpoint: .openai_endpoint.value, key: .openai_primary_key.value, deployments: .deployments.value}'
{
  "endpoint": "https://oai-rag-prod-weu.openai.azure.com/",
  "key": "«a»",
  "deployments": ["gpt-4o-mini", "text-embedding-3-small"]
}
`, V{"a": g.llAzure()}, "https://oai-rag-prod-weu.openai.azure.com/")

	g.llAdd("azure-openai-keyvault-ref-benign", `
# app settings of func-rag-api (az functionapp config appsettings list)
AZURE_OPENAI_ENDPOINT        https://oai-rag-prod-weu.openai.azure.com/
AZURE_OPENAI_API_KEY         @Microsoft.KeyVault(SecretUri=https://kv-rag-prod.vault.azure.net/secrets/aoai-key/)
AZURE_OPENAI_DEPLOYMENT      gpt-4o-mini
APPLICATIONINSIGHTS_CONNECTION_STRING  InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/
`, V{"_ik": g.uuid()}, "@Microsoft.KeyVault(SecretUri=https://kv-rag-prod.vault.azure.net/secrets/aoai-key/)")
}

// ---- self-hosted model servers ----

func (g *G) llSelfHosted() {
	g.llAdd("vllm-serve-api-key", `
$ vllm serve Qwen/Qwen2.5-7B-Instruct --dtype auto --api-key «a» --port 8000 --max-model-len 16384
INFO 03-12 09:14:02 api_server.py:712] vLLM API server version 0.7.3
INFO 03-12 09:14:02 api_server.py:713] args: Namespace(host=None, port=8000, uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], api_key='«a»', lora_modules=None, model='Qwen/Qwen2.5-7B-Instruct', max_model_len=16384)
INFO 03-12 09:14:40 launcher.py:27] Route: /v1/chat/completions, Methods: POST
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
`, V{"a": "vllm-" + g.an(32)}, "Qwen/Qwen2.5-7B-Instruct", "api_server.py:712")

	g.llAdd("vllm-k8s-deployment-hf-token", `
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.7.3
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--api-key", "$(VLLM_API_KEY)", "--gpu-memory-utilization", "0.92"]
          env:
            - name: HUGGING_FACE_HUB_TOKEN
              value: «a»
            - name: VLLM_API_KEY
              valueFrom:
                secretKeyRef: {name: vllm-auth, key: api-key}
          resources:
            limits: {nvidia.com/gpu: 1}
`, V{"a": g.hfTok()}, "meta-llama/Llama-3.1-8B-Instruct", "secretKeyRef: {name: vllm-auth, key: api-key}")

	g.llAdd("tgi-docker-run-token", `
$ model=mistralai/Mistral-7B-Instruct-v0.3
$ docker run --gpus all --shm-size 1g -p 8080:80 -v $PWD/data:/data \
    -e HF_TOKEN=«a» \
    ghcr.io/huggingface/text-generation-inference:3.0.1 --model-id $model --api-key «b»
2025-03-12T09:30:11.201Z  INFO text_generation_launcher: Args { model_id: "mistralai/Mistral-7B-Instruct-v0.3", revision: None, validation_workers: 2, sharded: None, num_shard: None, quantize: None, api_key: None, hostname: "«_hn»", port: 80, huggingface_hub_cache: Some("/data") }
`, V{"a": g.hfTok(), "b": g.an(40), "_hn": g.hex(12)}, "ghcr.io/huggingface/text-generation-inference:3.0.1")

	g.llAdd("ollama-nginx-bearer", `
# /etc/nginx/conf.d/ollama.conf — expose Ollama on the LAN with a shared token
server {
    listen 11435 ssl;
    server_name gpu-box.lan;
    ssl_certificate     /etc/ssl/gpu-box.lan.crt;
    ssl_certificate_key /etc/ssl/gpu-box.lan.key;

    location / {
        if ($http_authorization != "Bearer «a»") { return 401; }
        proxy_pass http://127.0.0.1:11434;
        proxy_set_header Host localhost:11434;
    }
}
`, V{"a": g.pwURL()}, "/etc/ssl/gpu-box.lan.key", "http://127.0.0.1:11434")

	g.llAdd("ollama-ps-list-benign", `
$ ollama list
NAME                       ID              SIZE      MODIFIED
qwen2.5-coder:14b          «_i1»    9.0 GB    3 days ago
nomic-embed-text:latest    «_i2»    274 MB    2 weeks ago
llama3.2:3b                «_i3»    2.0 GB    5 weeks ago
$ curl -s localhost:11434/api/embed -d '{"model":"nomic-embed-text","input":"hello"}' | jq -c '.embeddings[0][:4]'
[«_v»]
`, V{"_i1": g.hex(12), "_i2": g.hex(12), "_i3": g.hex(12), "_v": strings.ReplaceAll(g.llVec(4), " ", "")}, "qwen2.5-coder:14b", "nomic-embed-text:latest")

	g.llAdd("open-webui-compose", `
services:
  open-webui:
    image: ghcr.io/open-webui/open-webui:main
    ports: ["3000:8080"]
    environment:
      - OLLAMA_BASE_URL=http://ollama:11434
      - WEBUI_SECRET_KEY=«a»
      - OPENAI_API_BASE_URL=https://openrouter.ai/api/v1
      - OPENAI_API_KEY=«b»
      - ENABLE_SIGNUP=false
      - DATABASE_URL=postgresql://webui:«c»@pg:5432/webui
    volumes: ["open-webui:/app/backend/data"]
`, V{"a": g.an(32), "b": g.openrouter(), "c": g.pwURL()}, "ghcr.io/open-webui/open-webui:main", "http://ollama:11434")

	g.llAdd("llamacpp-server-api-key", `
$ ./llama-server -m models/gemma-2-9b-it-Q4_K_M.gguf -c 8192 --host 0.0.0.0 --port 8081 --api-key «a» -ngl 99
build: 4589 («_b») with cc (Ubuntu 13.2.0) for x86_64-linux-gnu
main: server is listening on http://0.0.0.0:8081 - starting the main loop
srv  log_server_r: request: GET /health 127.0.0.1 200
`, V{"a": g.pwURL(), "_b": g.hex(8)}, "models/gemma-2-9b-it-Q4_K_M.gguf")

	g.llAdd("localai-env-file", `
## LocalAI .env
THREADS=12
CONTEXT_SIZE=4096
MODELS_PATH=/models
API_KEY=«a»,«b»
GALLERIES=[{"name":"localai","url":"github:mudler/LocalAI/gallery/index.yaml@master"}]
DEBUG=false
`, V{"a": g.an(24), "b": g.an(24)}, "github:mudler/LocalAI/gallery/index.yaml@master")

	g.llAdd("vllm-client-placeholder-benign", `
# Per the vLLM docs, any string works when the server runs without --api-key
from openai import OpenAI
client = OpenAI(base_url="http://gpu-node-3:8000/v1", api_key="EMPTY")
models = client.models.list()
print([m.id for m in models.data])
['Qwen/Qwen2.5-7B-Instruct']
`, V{}, `api_key="EMPTY"`, "http://gpu-node-3:8000/v1")

	_, olPub := g.sshEd25519("dana@gpu-box")
	g.llAdd("ollama-ollama-key-ssh-pub-benign", `
$ cat ~/.ollama/id_ed25519.pub
«_pub»
$ ollama push dana/sql-helper:latest
retrieving manifest
pushing «_dg»... 100% ▕████████████████▏ 4.7 GB
pushing manifest
success
You can find your model at: https://ollama.com/dana/sql-helper
`, V{"_pub": olPub, "_dg": g.hex(12)}, "https://ollama.com/dana/sql-helper")

	g.llAdd("hf-inference-endpoint-curl", `
$ curl https://x7k2p9q3m1n4b8v0.us-east-1.aws.endpoints.huggingface.cloud/v1/chat/completions \
    -X POST -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"model":"tgi","messages":[{"role":"user","content":"hola"}],"max_tokens":20}'
{"object":"chat.completion","id":"","created":«_ts»,"model":"meta-llama/Llama-3.1-8B-Instruct","system_fingerprint":"3.0.1-sha-«_sha»","choices":[{"index":0,"message":{"role":"assistant","content":"¡Hola! ¿En qué puedo ayudarte?"},"finish_reason":"stop"}]}
`, V{"a": g.hfTok(), "_ts": g.llUnix(), "_sha": g.hex(7)}, "x7k2p9q3m1n4b8v0.us-east-1.aws.endpoints.huggingface.cloud")

	g.llAdd("runpod-serverless-vllm", `
import runpod, os
runpod.api_key = "rpa_«a»"
endpoint = runpod.Endpoint("«_ep»")
job = endpoint.run_sync({"input": {"messages": [{"role": "user", "content": "hi"}], "sampling_params": {"max_tokens": 64}}}, timeout=120)
print(job)
`, V{"a": g.s(alUpNum, 40) + g.s(alLowNum, 6), "_ep": g.s(alLowNum, 14)}, "sampling_params")
}

// ---- vector databases ----

func (g *G) llVectors() {
	g.llAdd("pinecone-client-key", `
from pinecone import Pinecone, ServerlessSpec

pc = Pinecone(api_key="«a»")
if "kb-prod" not in pc.list_indexes().names():
    pc.create_index(name="kb-prod", dimension=1536, metric="cosine", spec=ServerlessSpec(cloud="aws", region="us-east-1"))
index = pc.Index(host="https://kb-prod-«_h».svc.aped-4627-b74a.pinecone.io")
`, V{"a": g.pinecone(), "_h": g.s(alLowNum, 7)}, "aped-4627-b74a.pinecone.io", "kb-prod")

	g.llAdd("pinecone-legacy-env", `
PINECONE_API_KEY=«a»
PINECONE_ENVIRONMENT=us-west1-gcp
PINECONE_INDEX=docs-embeddings
EMBEDDING_MODEL=text-embedding-ada-002
`, V{"a": g.llPineOld()}, "docs-embeddings", "us-west1-gcp")

	g.llAdd("pinecone-query-response-benign", `
>>> index.query(vector=q, top_k=2, include_metadata=True, namespace="tenant-«_ns»")
{'matches': [{'id': 'doc-8812#chunk-3', 'metadata': {'source': 's3://kb-raw/policies/refunds.md', 'page': 2}, 'score': 0.8731, 'values': []},
             {'id': 'doc-1290#chunk-0', 'metadata': {'source': 's3://kb-raw/faq/shipping.md', 'page': 1}, 'score': 0.8122, 'values': []}],
 'namespace': 'tenant-«_ns»',
 'usage': {'read_units': 6}}
`, V{"_ns": g.uuid()}, "s3://kb-raw/policies/refunds.md", "doc-8812#chunk-3")

	g.llAdd("weaviate-cloud-connect", `
import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_c».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«a»"),
    headers={"X-OpenAI-Api-Key": "«b»", "X-Cohere-Api-Key": "«c»"},
)
print(client.is_ready())
`, V{"_c": g.s(alLowNum, 20), "a": g.llWeaviate(), "b": g.openai(), "c": g.llCohere()}, "europe-west3.gcp.weaviate.cloud")

	g.llAdd("weaviate-compose-apikey-auth", `
  weaviate:
    image: cr.weaviate.io/semitechnologies/weaviate:1.28.2
    environment:
      QUERY_DEFAULTS_LIMIT: 25
      AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED: 'false'
      AUTHENTICATION_APIKEY_ENABLED: 'true'
      AUTHENTICATION_APIKEY_ALLOWED_KEYS: '«a»,«b»'
      AUTHENTICATION_APIKEY_USERS: 'admin@acme.io,reader@acme.io'
      PERSISTENCE_DATA_PATH: '/var/lib/weaviate'
      DEFAULT_VECTORIZER_MODULE: 'text2vec-openai'
      OPENAI_APIKEY: «c»
`, V{"a": g.an(32), "b": g.an(32), "c": g.openai()}, "admin@acme.io,reader@acme.io", "cr.weaviate.io/semitechnologies/weaviate:1.28.2")

	g.llAdd("qdrant-cloud-client", `
from qdrant_client import QdrantClient

qdrant = QdrantClient(
    url="https://«_c».eu-central-1-0.aws.cloud.qdrant.io:6333",
    api_key="«a»",
)
print(qdrant.get_collections())
collections=[CollectionDescription(name='support_chunks'), CollectionDescription(name='product_catalog')]
`, V{"_c": g.uuid(), "a": g.llQdrant()}, "support_chunks", "eu-central-1-0.aws.cloud.qdrant.io:6333")

	g.llAdd("qdrant-config-yaml", `
# config/production.yaml
service:
  host: 0.0.0.0
  http_port: 6333
  grpc_port: 6334
  enable_tls: true
  api_key: «a»
  read_only_api_key: «b»
tls:
  cert: ./tls/cert.pem
  key: ./tls/key.pem
storage:
  storage_path: /qdrant/storage
`, V{"a": g.an(40), "b": g.an(40)}, "/qdrant/storage", "./tls/key.pem")

	g.llAdd("qdrant-points-scroll-benign", `
$ curl -s -X POST "http://localhost:6333/collections/support_chunks/points/scroll" -H "api-key: ${QDRANT__SERVICE__API_KEY}" \
    -H 'Content-Type: application/json' -d '{"limit":1,"with_vector":true}' | jq -c '.result.points[0] | {id, payload, v: .vector[:3]}'
{"id":"«_id»","payload":{"doc_id":"KB-2231","section":"Resetting MFA","lang":"en"},"v":[«_v»]}
`, V{"_id": g.uuid(), "_v": strings.ReplaceAll(g.llVec(3), " ", "")}, "${QDRANT__SERVICE__API_KEY}", "Resetting MFA")

	g.llAdd("zilliz-milvus-uri-token", `
from pymilvus import MilvusClient

client = MilvusClient(
    uri="https://in03-«_c».serverless.gcp-us-west1.cloud.zilliz.com",
    token="«a»",
)
client.create_collection(collection_name="code_snippets", dimension=768, metric_type="IP")
`, V{"_c": g.hex(15), "a": g.llZilliz()}, "code_snippets", "serverless.gcp-us-west1.cloud.zilliz.com")

	g.llAdd("milvus-user-pass-token", `
>>> from pymilvus import connections, utility
>>> connections.connect(alias="default", host="milvus.data.svc", port="19530", token="root:«a»")
>>> utility.list_collections()
['faq_v2', 'tickets_2024']
`, V{"a": g.pw()}, "milvus.data.svc", "tickets_2024")

	g.llAdd("chroma-cloud-client", `
import chromadb

client = chromadb.CloudClient(
    tenant="«_t»",
    database="rag-demo",
    api_key="«a»",
)
col = client.get_or_create_collection("handbook")
print(col.count())
`, V{"_t": g.uuid(), "a": g.llChroma()}, "rag-demo")

	g.llAdd("chroma-server-token-auth", `
$ docker run -d -p 8000:8000 \
    -e CHROMA_SERVER_AUTHN_CREDENTIALS="«a»" \
    -e CHROMA_SERVER_AUTHN_PROVIDER="chromadb.auth.token_authn.TokenAuthenticationServerProvider" \
    -e CHROMA_AUTH_TOKEN_TRANSPORT_HEADER="X-Chroma-Token" \
    -v ./chroma-data:/data chromadb/chroma:0.6.3
`, V{"a": g.an(32)}, "chromadb.auth.token_authn.TokenAuthenticationServerProvider", "X-Chroma-Token")

	g.llAdd("pgvector-dsn-langchain", `
from langchain_postgres import PGVector
from langchain_openai import OpenAIEmbeddings

connection = "postgresql+psycopg://rag_app:«a»@pgvector.internal.acme.io:5432/rag"
vector_store = PGVector(
    embeddings=OpenAIEmbeddings(model="text-embedding-3-small"),
    collection_name="handbook_chunks",
    connection=connection,
    use_jsonb=True,
)
`, V{"a": g.pw()}, "pgvector.internal.acme.io", "handbook_chunks")

	g.llAdd("supabase-vector-service-role", `
# ingest/.env
SUPABASE_URL=https://«_ref».supabase.co
SUPABASE_ANON_KEY=«=anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
SUPABASE_DB_URL=postgresql://postgres.«_ref»:«b»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres
OPENAI_API_KEY=«c»
`, V{"_ref": g.s(alLower, 20), "=anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","role":"anon","iat":%d,"exp":%d}`, 1710000000, 2025576000)), "a": g.supabaseService(), "b": g.pwURL(), "c": g.openai()}, "aws-0-eu-central-1.pooler.supabase.com:6543")

	g.llAdd("pgvector-explain-benign", `
rag=# \d+ chunks
                                Table "public.chunks"
  Column   |     Type     | Collation | Nullable |              Default
-----------+--------------+-----------+----------+------------------------------------
 id        | bigint       |           | not null | nextval('chunks_id_seq'::regclass)
 doc_id    | uuid         |           | not null |
 content   | text         |           |          |
 embedding | vector(1536) |           |          |
Indexes:
    "chunks_pkey" PRIMARY KEY, btree (id)
    "chunks_embedding_idx" hnsw (embedding vector_cosine_ops) WITH (m='16', ef_construction='64')
rag=# select doc_id, embedding::text from chunks limit 1;
«_doc» | [«_v»,...]
`, V{"_doc": g.uuid(), "_v": strings.ReplaceAll(g.llVec(5), " ", "")}, "vector_cosine_ops", "vector(1536)")

	g.llAdd("upstash-vector-env", `
UPSTASH_VECTOR_REST_URL="https://«_h»-us1-vector.upstash.io"
UPSTASH_VECTOR_REST_TOKEN="«a»"
UPSTASH_VECTOR_REST_READONLY_TOKEN="«b»"
UPSTASH_REDIS_REST_URL="https://«_h2».upstash.io"
UPSTASH_REDIS_REST_TOKEN="«c»"
`, V{"_h": g.pick("sharing", "moved", "climbing", "vital") + "-" + g.pick("wasp", "hen", "mole", "lark") + "-" + g.digits(5), "a": g.llUpstash(), "b": g.llUpstash(), "_h2": g.pick("fond", "proud", "eager") + "-" + g.pick("gull", "crab", "deer") + "-" + g.digits(5), "c": g.llUpstash()}, "UPSTASH_VECTOR_REST_URL")

	g.llAdd("redis-vector-cache-url", `
from langchain_redis import RedisSemanticCache
from langchain_core.globals import set_llm_cache

set_llm_cache(RedisSemanticCache(
    redis_url="redis://default:«a»@redis-17722.c55.eu-central-1-1.ec2.redns.redis-cloud.com:17722",
    embeddings=OpenAIEmbeddings(),
    distance_threshold=0.1,
))
`, V{"a": g.an(32)}, "redis-17722.c55.eu-central-1-1.ec2.redns.redis-cloud.com:17722")

	g.llAdd("embeddings-cache-dir-benign", `
$ ls -la .cache/embeddings/text-embedding-3-small/ | head -5
total 18432
-rw-r--r-- 1 dana dana  12417 Mar 11 10:02 «_h1»
-rw-r--r-- 1 dana dana  12411 Mar 11 10:02 «_h2»
-rw-r--r-- 1 dana dana  12409 Mar 11 10:02 «_h3»
$ python -c "import pickle;v=pickle.load(open('.cache/embeddings/text-embedding-3-small/«_h1»','rb'));print(len(v), v[:3])"
1536 [«_v»]
`, V{"_h1": g.uuid(), "_h2": g.uuid(), "_h3": g.uuid(), "_v": g.llVec(3)}, ".cache/embeddings/text-embedding-3-small/")
}

// ---- LlamaIndex, Haystack, DSPy, CrewAI, AutoGen ----

func (g *G) llFrameworks() {
	g.llAdd("llamaindex-settings-keys", `
from llama_index.core import Settings, VectorStoreIndex
from llama_index.llms.openai import OpenAI
from llama_index.embeddings.cohere import CohereEmbedding
from llama_parse import LlamaParse

Settings.llm = OpenAI(model="gpt-4o-mini", api_key="«a»")
Settings.embed_model = CohereEmbedding(api_key="«b»", model_name="embed-english-v3.0", input_type="search_document")
parser = LlamaParse(api_key="«c»", result_type="markdown")
docs = parser.load_data("./data/10k-2024.pdf")
`, V{"a": g.openai(), "b": g.llCohere(), "c": "llx-" + g.an(48)}, "embed-english-v3.0", "./data/10k-2024.pdf")

	g.llAdd("llamaindex-storage-docstore-benign", `
$ ls storage/ && jq -c '."docstore/ref_doc_info" | to_entries | .[0]' storage/docstore.json
default__vector_store.json  docstore.json  graph_store.json  image__vector_store.json  index_store.json
{"key":"«_d»","value":{"node_ids":["«_n1»","«_n2»"],"metadata":{"file_path":"/srv/kb/handbook/pto.md","file_name":"pto.md","file_type":"text/markdown","file_size":4123}}}
`, V{"_d": g.uuid(), "_n1": g.uuid(), "_n2": g.uuid()}, "/srv/kb/handbook/pto.md", "default__vector_store.json")

	g.llAdd("llamacloud-index-env", `
LLAMA_CLOUD_API_KEY=«a»
LLAMA_CLOUD_PROJECT_NAME=Default
LLAMA_CLOUD_INDEX_NAME=contracts-prod
LLAMA_CLOUD_ORGANIZATION_ID=«_org»
`, V{"a": "llx-" + g.an(48), "_org": g.uuid()}, "contracts-prod")

	g.llAdd("haystack-pipeline-yaml-secret", `
components:
  embedder:
    type: haystack.components.embedders.openai_text_embedder.OpenAITextEmbedder
    init_parameters:
      model: text-embedding-3-small
      api_key:
        type: env_var
        env_vars: [OPENAI_API_KEY]
        strict: true
  retriever:
    type: haystack_integrations.components.retrievers.qdrant.retriever.QdrantEmbeddingRetriever
    init_parameters:
      document_store:
        type: haystack_integrations.document_stores.qdrant.document_store.QdrantDocumentStore
        init_parameters:
          url: https://qdrant.acme.internal:6333
          index: haystack_docs
          api_key:
            type: env_var
            env_vars: [QDRANT_API_KEY]
            strict: false
`, V{}, "env_vars: [QDRANT_API_KEY]", "haystack_docs")

	g.llAdd("haystack-secret-from-token", `
from haystack.utils import Secret
from haystack.components.generators.chat import OpenAIChatGenerator
from haystack_integrations.components.generators.anthropic import AnthropicChatGenerator

# quick test, DO NOT COMMIT
gen = OpenAIChatGenerator(api_key=Secret.from_token("«a»"), model="gpt-4o-mini")
claude = AnthropicChatGenerator(api_key=Secret.from_token("«b»"), model="claude-3-5-haiku-20241022")
`, V{"a": g.openai(), "b": g.anthropic()}, "Secret.from_token")

	g.llAdd("dspy-configure-lm", `
import dspy

lm = dspy.LM("openai/gpt-4o-mini", api_key="«a»", temperature=0.0, max_tokens=1000)
judge = dspy.LM("together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo", api_key="«b»")
dspy.configure(lm=lm)

class GenerateAnswer(dspy.Signature):
    """Answer questions with short factoid answers."""
    context = dspy.InputField(desc="may contain relevant facts")
    question = dspy.InputField()
    answer = dspy.OutputField(desc="often between 1 and 5 words")
`, V{"a": g.openai(), "b": g.llTogether()}, "openai/gpt-4o-mini", "GenerateAnswer")

	g.llAdd("dspy-optimized-program-benign", `
$ jq '{"generate_answer.predict": {lm: ."generate_answer.predict".lm, demos: (."generate_answer.predict".demos | length)}, metadata}' compiled/rag_mipro_v3.json
{
  "generate_answer.predict": {"lm": null, "demos": 4},
  "metadata": {"dependency_versions": {"python": "3.11", "dspy": "2.6.5", "cloudpickle": "3.1"}}
}
`, V{}, "compiled/rag_mipro_v3.json", `"dspy": "2.6.5"`)

	g.llAdd("crewai-env-and-agents-yaml", `
$ cat .env src/research_crew/config/agents.yaml
MODEL=gpt-4o
OPENAI_API_KEY=«a»
SERPER_API_KEY=«b»
AGENTOPS_API_KEY=«c»
researcher:
  role: >
    {topic} Senior Data Researcher
  goal: >
    Uncover cutting-edge developments in {topic}
  backstory: >
    You're a seasoned researcher with a knack for uncovering the latest developments.
`, V{"a": g.openai(), "b": g.hex(40), "c": g.uuid()}, "src/research_crew/config/agents.yaml", "{topic} Senior Data Researcher")

	g.llAdd("crewai-llm-inline", `
from crewai import Agent, LLM

llm = LLM(model="groq/llama-3.3-70b-versatile", api_key="«a»", temperature=0.3)
writer = Agent(role="Tech Writer", goal="Write release notes from merged PRs", backstory="Ex-docs lead", llm=llm, verbose=True)
`, V{"a": g.groq()}, "groq/llama-3.3-70b-versatile", "Write release notes from merged PRs")

	g.llAdd("autogen-oai-config-list", `
$ cat OAI_CONFIG_LIST
[
    {
        "model": "gpt-4o",
        "api_key": "«a»",
        "tags": ["gpt-4o", "tool"]
    },
    {
        "model": "gpt4o-chat-prod",
        "api_key": "«b»",
        "base_url": "https://contoso-ai-swc.openai.azure.com/",
        "api_type": "azure",
        "api_version": "2024-10-21"
    }
]
`, V{"a": g.openai(), "b": g.llAzure()}, "gpt4o-chat-prod", "https://contoso-ai-swc.openai.azure.com/")

	g.llAdd("autogen-agentchat-client", `
from autogen_agentchat.agents import AssistantAgent
from autogen_ext.models.openai import OpenAIChatCompletionClient

model_client = OpenAIChatCompletionClient(
    model="deepseek-chat",
    base_url="https://api.deepseek.com/v1",
    api_key="«a»",
    model_info={"vision": False, "function_calling": True, "json_output": True, "family": "unknown"},
)
agent = AssistantAgent("planner", model_client=model_client, system_message="Plan the migration in steps.")
`, V{"a": g.llDeepseek()}, "https://api.deepseek.com/v1", "Plan the migration in steps.")

	g.llAdd("autogen-config-list-from-env-benign", `
config_list = autogen.config_list_from_json(
    "OAI_CONFIG_LIST",
    filter_dict={"model": ["gpt-4o"]},
)
# -> [{'model': 'gpt-4o', 'api_key': '<redacted>', 'tags': ['gpt-4o', 'tool']}]
llm_config = {"config_list": config_list, "cache_seed": 42, "timeout": 120}
`, V{}, "'api_key': '<redacted>'", `"cache_seed": 42`)

	g.llAdd("semantic-kernel-csharp", `
var builder = Kernel.CreateBuilder();
builder.AddAzureOpenAIChatCompletion(
    deploymentName: "gpt-4o-mini",
    endpoint: "https://oai-sk-demo.openai.azure.com/",
    apiKey: "«a»");
builder.AddOpenAITextEmbeddingGeneration("text-embedding-3-small", "«b»");
var kernel = builder.Build();
`, V{"a": g.llAzure(), "b": g.openai()}, "https://oai-sk-demo.openai.azure.com/")

	g.llAdd("instructor-pydantic-ai-env", `
$ uv run --env-file .env.dev python extract.py
$ cat .env.dev
ANTHROPIC_API_KEY=«a»
LOGFIRE_TOKEN=«b»
INSTRUCTOR_MODE=TOOLS
`, V{"a": g.anthropic(), "b": "pylf_v1_us_" + g.an(40)}, "INSTRUCTOR_MODE=TOOLS")

	g.llAdd("crewai-run-log-benign", `
# Agent: Senior Data Researcher
## Task: Conduct a thorough research about AI Agents
## Using tool: Search the internet with Serper
## Tool Input: {"search_query": "AI agents frameworks 2025"}
## Tool Output: {'searchParameters': {'q': 'AI agents frameworks 2025', 'type': 'search', 'engine': 'google'}, 'organic': [...], 'credits': 1}
Crew Execution Completed  Name: crew  ID: «_id»
Tool Args: api_key=*** (from SERPER_API_KEY)
`, V{"_id": g.uuid()}, "api_key=*** (from SERPER_API_KEY)")
}

// ---- evals and playgrounds ----

func (g *G) llEvals() {
	g.llAdd("promptfoo-config-env-block", `
# promptfooconfig.yaml
description: "Support answer quality"
prompts:
  - file://prompts/support_v3.txt
providers:
  - id: openai:gpt-4o-mini
    config:
      apiKey: «a»
      temperature: 0
  - id: anthropic:messages:claude-3-5-haiku-20241022
env:
  ANTHROPIC_API_KEY: «b»
tests: file://tests/support_cases.csv
defaultTest:
  assert:
    - type: llm-rubric
      value: "Does not promise refunds beyond 30 days"
`, V{"a": g.openai(), "b": g.anthropic()}, "file://prompts/support_v3.txt", "anthropic:messages:claude-3-5-haiku-20241022")

	g.llAdd("promptfoo-http-provider-headers", `
providers:
  - id: https
    label: internal-rag-api
    config:
      url: https://rag-api.staging.acme.dev/v1/answer
      method: POST
      headers:
        Content-Type: application/json
        Authorization: Bearer «a»
      body:
        question: "{{question}}"
      transformResponse: json.answer
`, V{"a": g.userJWT()}, "https://rag-api.staging.acme.dev/v1/answer", "transformResponse: json.answer")

	g.llAdd("promptfoo-eval-output-benign", `
$ npx promptfoo@latest eval -c promptfooconfig.yaml --no-cache
┌──────────────────────────────┬───────────────────────────────┬───────────────────────────────┐
│ question                     │ [openai:gpt-4o-mini] support… │ [anthropic:messages:claude-3… │
├──────────────────────────────┼───────────────────────────────┼───────────────────────────────┤
│ Can I return opened items?   │ [PASS] Yes, within 30 days... │ [PASS] Opened items may be... │
│ Where is my API key?         │ [PASS] Go to Settings → API … │ [FAIL] Your key is sk-...     │
└──────────────────────────────┴───────────────────────────────┴───────────────────────────────┘
Evaluation complete. ID: eval-«_e»-2025-03-12T10:41:22
» Run promptfoo view to use the local web viewer
Successes: 3  Failures: 1  Pass Rate: 75.00%  Token usage: Total: 4,118
`, V{"_e": g.an(3)}, "Pass Rate: 75.00%", "Your key is sk-...")

	g.llAdd("openai-evals-registry-benign", `
# evals/registry/evals/ticket-routing.yaml
ticket-routing:
  id: ticket-routing.dev.v0
  description: Route support tickets to the right queue
  metrics: [accuracy]
ticket-routing.dev.v0:
  class: evals.elsuite.basic.match:Match
  args:
    samples_jsonl: ticket_routing/samples.jsonl
$ oaieval gpt-4o-mini ticket-routing --record_path /tmp/evallogs/«_run».jsonl
[2025-03-12 10:55:01,300] [oaieval.py:215] Run started: «_run»
[2025-03-12 10:55:40,001] [oaieval.py:275] Final report: {'accuracy': 0.86, 'boostrap_std': 0.0311}
`, V{"_run": g.s(alUpNum, 4) + g.digits(12)}, "evals.elsuite.basic.match:Match", "ticket_routing/samples.jsonl")

	g.llAdd("openai-evals-api-create-run", `
$ curl https://api.openai.com/v1/evals/«_ev»/runs \
  -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
  -d '{"name": "gpt-4.1-mini vs prod prompt", "data_source": {"type": "completions", "model": "gpt-4.1-mini", "source": {"type": "file_id", "id": "«_f»"}}}'
{"object":"eval.run","id":"evalrun_«_r»","eval_id":"«_ev»","status":"queued","report_url":"https://platform.openai.com/evaluations/«_ev»?run_id=evalrun_«_r»"}
`, V{"_ev": "eval_" + g.hex(32), "a": g.openai(), "_f": g.llFile(), "_r": g.hex(32)}, "gpt-4.1-mini vs prod prompt")

	g.llAdd("playground-export-python-key", `
# Exported from the OpenAI Playground ("View code")
from openai import OpenAI
client = OpenAI(api_key="«a»")

response = client.responses.create(
  model="gpt-4.1",
  input=[{"role": "system", "content": [{"type": "input_text", "text": "You are a SQL tutor."}]}],
  text={"format": {"type": "text"}},
  reasoning={},
  tools=[],
  temperature=1,
  max_output_tokens=2048,
  top_p=1,
  store=True
)
`, V{"a": g.openai()}, "You are a SQL tutor.")

	g.llAdd("anthropic-console-export-ts", `
import Anthropic from "@anthropic-ai/sdk";

const anthropic = new Anthropic({
  // defaults to process.env["ANTHROPIC_API_KEY"]
  apiKey: "«a»",
});

const msg = await anthropic.messages.create({
  model: "claude-3-7-sonnet-20250219",
  max_tokens: 20000,
  temperature: 1,
  messages: [{ role: "user", content: [{ type: "text", text: "Draft a postmortem template" }] }],
});
`, V{"a": g.anthropic()}, `process.env["ANTHROPIC_API_KEY"]`, "claude-3-7-sonnet-20250219")

	g.llAdd("playground-preset-json-benign", `
{
  "id": "pmpt_«_p»",
  "version": "4",
  "name": "ticket-summarizer",
  "model": "gpt-4o-mini",
  "instructions": "Summarize the ticket. Never include credentials, API keys or passwords from the ticket body; write [REDACTED] instead.",
  "variables": {"ticket_body": "{{ticket_body}}"},
  "temperature": 0.2,
  "created_by": "user-«_u»"
}
`, V{"_p": g.hex(48), "_u": g.an(24)}, "[REDACTED]", "ticket-summarizer")

	g.llAdd("braintrust-eval-env", `
$ BRAINTRUST_API_KEY=«a» npx braintrust eval evals/summarize.eval.ts
Experiment summarize-main-1741773211 is running at https://www.braintrust.dev/app/acme/p/summarize/experiments/summarize-main-1741773211
=========================SUMMARY=========================
92.50% 'Factuality' score   (+2.50%) (3 improvements, 1 regression)
1.28s  'duration'           (-0.11s)
`, V{"a": "sk-" + g.an(48)}, "summarize-main-1741773211")

	g.llAdd("deepeval-ragas-keys", `
$ deepeval login --confident-api-key «a»
🎉🥳 Congratulations! You've successfully logged in! 🙌
$ export RAGAS_APP_TOKEN=«b»
$ python eval_rag.py
Evaluating: 100%|██████████| 40/40 [00:31<00:00,  1.27it/s]
{'faithfulness': 0.8812, 'answer_relevancy': 0.9120, 'context_precision': 0.7734}
`, V{"a": g.b64u(44) + "=", "b": "apt." + g.hex(4) + "-" + g.hex(12) + "-" + g.hex(4)}, "'faithfulness': 0.8812")

	g.llAdd("lm-eval-harness-hf-token", `
$ HF_TOKEN=«a» lm_eval --model hf --model_args pretrained=meta-llama/Llama-3.1-8B-Instruct,dtype=bfloat16 \
    --tasks mmlu,gsm8k --device cuda:0 --batch_size auto --output_path results/
|  Tasks  |Version|     Filter     |n-shot|  Metric   |   |Value |   |Stderr|
|---------|------:|----------------|-----:|-----------|---|-----:|---|-----:|
|gsm8k    |      3|flexible-extract|     5|exact_match|↑  |0.8006|±  |0.0110|
`, V{"a": g.hfTok()}, "pretrained=meta-llama/Llama-3.1-8B-Instruct,dtype=bfloat16")

	g.llAdd("inspect-ai-log-benign", `
$ inspect eval arc.py --model openai/gpt-4o-mini --limit 50
╭─ arc_easy (50 samples): openai/gpt-4o-mini ─────────────────────────────────╮
│ max_connections: 10, dataset: allenai/ai2_arc                               │
│ total time:     0:00:21                                                      │
│ openai/gpt-4o-mini  18,223 tokens [I: 16,801, O: 1,422]                       │
│ accuracy: 0.96  stderr: 0.028                                                │
│ Log: logs/2025-03-12T11-02-44+00-00_arc-easy_«_id».eval                       │
╰──────────────────────────────────────────────────────────────────────────────╯
`, V{"_id": g.an(22)}, "dataset: allenai/ai2_arc")
}

// ---- Jupyter cells ----

func (g *G) llNotebooks() {
	g.llAdd("ipynb-cell-openai-key", `
    {
     "cell_type": "code",
     "execution_count": 3,
     "id": "«_cid»",
     "metadata": {},
     "outputs": [],
     "source": [
      "import os\n",
      "os.environ[\"OPENAI_API_KEY\"] = \"«a»\"\n",
      "os.environ[\"PINECONE_API_KEY\"] = \"«b»\"\n",
      "from langchain_openai import OpenAIEmbeddings\n",
      "emb = OpenAIEmbeddings(model=\"text-embedding-3-small\")"
     ]
    },
`, V{"_cid": g.hex(8), "a": g.openai(), "b": g.pinecone()}, "text-embedding-3-small")

	g.llAdd("ipynb-getpass-benign", `
    {
     "cell_type": "code",
     "execution_count": 1,
     "metadata": {},
     "outputs": [
      {
       "name": "stdin",
       "output_type": "stream",
       "text": [
        "OpenAI API key: ········\n"
       ]
      }
     ],
     "source": [
      "import getpass, os\n",
      "if not os.environ.get(\"OPENAI_API_KEY\"):\n",
      "    os.environ[\"OPENAI_API_KEY\"] = getpass.getpass(\"OpenAI API key: \")"
     ]
    },
`, V{}, "OpenAI API key: ········", `getpass.getpass(\"OpenAI API key: \")`)

	g.llAdd("ipynb-output-env-dump", `
In [7]: !env | grep -i key
OPENAI_API_KEY=«a»
COHERE_API_KEY=«b»
WANDB_API_KEY=«c»
JPY_SESSION_NAME=«_s»
KERNEL_LAUNCH_TIMEOUT=40
`, V{"a": g.openai(), "b": g.llCohere(), "c": g.llWandb(), "_s": g.uuid()}, "KERNEL_LAUNCH_TIMEOUT=40")

	g.llAdd("colab-userdata-benign", `
# Colab: keys come from the 🔑 Secrets panel
from google.colab import userdata
import os
os.environ["GROQ_API_KEY"] = userdata.get("GROQ_API_KEY")
os.environ["HF_TOKEN"] = userdata.get("HF_TOKEN")
!pip -q install groq==0.18.0
`, V{}, `userdata.get("GROQ_API_KEY")`, "groq==0.18.0")

	g.llAdd("ipynb-anthropic-client-cell", `
In [2]: import anthropic
   ...: client = anthropic.Anthropic(api_key="«a»")
   ...: msg = client.messages.create(model="claude-3-5-haiku-20241022", max_tokens=100, messages=[{"role":"user","content":"hi"}])
   ...: msg
Out[2]: Message(id='«_m»', content=[TextBlock(citations=None, text='Hello! How can I help you today?', type='text')], model='claude-3-5-haiku-20241022', role='assistant', stop_reason='end_turn', stop_sequence=None, type='message', usage=Usage(cache_creation_input_tokens=0, cache_read_input_tokens=0, input_tokens=8, output_tokens=12))
`, V{"a": g.anthropic(), "_m": "msg_01" + g.s(alB58, 22)}, "Hello! How can I help you today?")

	g.llAdd("ipynb-embedding-output-benign", `
In [11]: r = client.embeddings.create(model="text-embedding-3-small", input=["reset my password"])
In [12]: r.model, r.usage, len(r.data[0].embedding), r.data[0].embedding[:6]
Out[12]: 
('text-embedding-3-small',
 Usage(prompt_tokens=3, total_tokens=3),
 1536,
 [«_v»])
`, V{"_v": g.llVec(6)}, "Usage(prompt_tokens=3, total_tokens=3)")

	g.llAdd("ipynb-json-output-headers", `
     "outputs": [
      {
       "name": "stdout",
       "output_type": "stream",
       "text": [
        "POST https://api.mistral.ai/v1/chat/completions\n",
        "{'Authorization': 'Bearer «a»', 'Content-Type': 'application/json', 'Accept': 'application/json'}\n",
        "200 {'id': '«_id»', 'object': 'chat.completion', 'model': 'mistral-small-latest'}\n"
       ]
      }
     ],
`, V{"a": g.llMistral(), "_id": g.hex(32)}, "mistral-small-latest")

	g.llAdd("ipynb-dotenv-magic-benign", `
In [1]: %load_ext dotenv
   ...: %dotenv ../.env
In [2]: import os; {k: (v[:7] + "…" if v else v) for k, v in os.environ.items() if k.endswith("_API_KEY")}
Out[2]: {'OPENAI_API_KEY': 'sk-proj…', 'ANTHROPIC_API_KEY': 'sk-ant-…', 'TAVILY_API_KEY': 'tvly-de…'}
`, V{}, "'sk-proj…'", "%dotenv ../.env")

	g.llAdd("ipynb-wandb-login-cell", `
In [4]: import wandb
   ...: wandb.login(key="«a»")
wandb: WARNING If you're specifying your api key in code, ensure this code is not shared publicly.
wandb: WARNING Consider setting the WANDB_API_KEY environment variable, or running ˋwandb loginˋ from the command line.
wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc
Out[4]: True
`, V{"a": g.llWandb()}, "/root/.netrc")

	g.llAdd("ipynb-hf-login-cell", `
In [3]: from huggingface_hub import login
   ...: login(token="«a»", add_to_git_credential=True)
Token is valid (permission: write).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /root/.cache/huggingface/token
Login successful
`, V{"a": g.hfTok()}, "/root/.cache/huggingface/token")

	g.llAdd("ipynb-qdrant-local-benign", `
In [5]: from qdrant_client import QdrantClient
   ...: client = QdrantClient(":memory:")
   ...: client.get_collection("demo").config.params.vectors
Out[5]: VectorParams(size=384, distance=<Distance.COSINE: 'Cosine'>, hnsw_config=None, quantization_config=None, on_disk=None, datatype=None, multivector_config=None)
`, V{}, `QdrantClient(":memory:")`, "VectorParams(size=384")

	nbKey := g.openai()
	g.llAdd("ipynb-traceback-with-key", `
---------------------------------------------------------------------------
AuthenticationError                       Traceback (most recent call last)
Cell In[9], line 3
      1 from openai import OpenAI
----> 3 client = OpenAI(api_key="«a»")
      4 client.models.list()

AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: «_m». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
`, V{"a": nbKey, "_m": llMaskOf(nbKey, 8, 156)}, "https://platform.openai.com/account/api-keys")
}

// ---- SDK errors ----

func (g *G) llErrors() {
	g.llAdd("openai-401-masked-benign", `
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************************************************************************************************************************************«_t». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
`, V{"_t": g.an(4)}, "'code': 'invalid_api_key'")

	g.llAdd("openai-401-old-format-benign", `
Traceback (most recent call last):
  File "/app/worker.py", line 41, in summarize
    resp = openai.ChatCompletion.create(model="gpt-3.5-turbo", messages=msgs)
openai.error.AuthenticationError: Incorrect API key provided: sk-«_h»***************************************«_t». You can find your API key at https://platform.openai.com/account/api-keys.
`, V{"_h": g.an(4), "_t": g.an(4)}, "/app/worker.py")

	g.llAdd("anthropic-401-with-key-echo", `
$ ANTHROPIC_API_KEY=«a» python bot.py
anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}, 'request_id': '«_r»'}
`, V{"a": g.anthropic(), "_r": "req_011C" + g.s(alB58, 20)}, "invalid x-api-key")

	g.llAdd("litellm-auth-error-includes-key", `
litellm.exceptions.AuthenticationError: litellm.AuthenticationError: AuthenticationError: GroqException - Invalid API Key. Received Model Group=llama-70b
Available Model Group Fallbacks=None
  LiteLLM Retried: 2 times, LiteLLM Max Retries: 2
  Request: POST https://api.groq.com/openai/v1/chat/completions api_key=«a»
`, V{"a": g.groq()}, "Received Model Group=llama-70b")

	g.llAdd("pinecone-unauthorized-benign", `
pinecone.exceptions.UnauthorizedException: (401)
Reason: Unauthorized
HTTP response headers: HTTPHeaderDict({'x-pinecone-api-version': '2025-01', 'www-authenticate': 'API key is missing or invalid for the environment "us-east-1-aws". Check that the correct environment is specified.', 'content-length': '114', 'date': 'Wed, 12 Mar 2025 10:11:42 GMT', 'x-envoy-upstream-service-time': '1'})
HTTP response body: {"error":{"code":"UNAUTHENTICATED","message":"Invalid API Key"},"status":401}
`, V{}, "x-pinecone-api-version", `"code":"UNAUTHENTICATED"`)

	g.llAdd("azure-openai-401-benign", `
openai.AuthenticationError: Error code: 401 - {'statusCode': 401, 'message': 'Unauthorized. Access token is missing, invalid, audience is incorrect (https://cognitiveservices.azure.com), or have expired.'}
  azure_endpoint=https://contoso-ai-swc.openai.azure.com/ deployment=gpt4o-chat-prod api_version=2024-10-21 apim-request-id=«_r»
`, V{"_r": g.uuid()}, "audience is incorrect (https://cognitiveservices.azure.com)")

	g.llAdd("httpx-debug-log-key", `
DEBUG [httpcore.http11] send_request_headers.started request=<Request [b'POST']>
DEBUG [httpx] HTTP Request: POST https://api.cohere.com/v2/embed "HTTP/1.1 401 Unauthorized"
DEBUG [cohere] request headers: {'Authorization': 'Bearer «a»', 'X-Fern-Language': 'Python', 'X-Fern-SDK-Name': 'cohere', 'X-Fern-SDK-Version': '5.13.3'}
cohere.errors.unauthorized_error.UnauthorizedError: status_code: 401, body: {'id': '«_id»', 'message': 'invalid api token'}
`, V{"a": g.llCohere(), "_id": g.uuid()}, "'X-Fern-SDK-Version': '5.13.3'")

	g.llAdd("rate-limit-429-benign", `
openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization «_org» on tokens per min (TPM): Limit 30000, Used 29412, Requested 1840. Please try again in 2.504s. Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}
x-request-id: «_r»
`, V{"_org": g.llOrg(), "_r": g.llReq()}, "tokens per min (TPM): Limit 30000")

	g.llAdd("gemini-key-invalid-url", `
google.api_core.exceptions.InvalidArgument: 400 POST https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=«a»&%24alt=json%3Benum-encoding%3Dint: API key not valid. Please pass a valid API key. [reason: "API_KEY_INVALID"
domain: "googleapis.com"
metadata { key: "service" value: "generativelanguage.googleapis.com" }
]
`, V{"a": g.googleKey()}, `reason: "API_KEY_INVALID"`)

	g.llAdd("bedrock-access-denied-benign", `
botocore.errorfactory.AccessDeniedException: An error occurred (AccessDeniedException) when calling the InvokeModel operation: User: arn:aws:sts::«_acct»:assumed-role/rag-task-role/«_sess» is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-3-5-sonnet-20241022-v2:0 because no identity-based policy allows the bedrock:InvokeModel action
`, V{"_acct": g.digits(12), "_sess": g.hex(32)}, "bedrock:InvokeModel")

	g.llAdd("node-sdk-error-config-dump", `
APIError: 401 Incorrect API key provided
    at APIError.generate (node_modules/openai/error.mjs:41:20)
    at OpenAI.makeStatusError (node_modules/openai/core.mjs:295:25) {
  status: 401,
  headers: { 'x-request-id': '«_r»', 'openai-version': '2020-10-01' },
  request_id: '«_r»',
  config: { baseURL: 'https://api.openai.com/v1', apiKey: '«a»', organization: null, timeout: 600000 }
}
`, V{"_r": g.llReq(), "a": g.openai()}, "node_modules/openai/core.mjs:295:25")

	g.llAdd("replicate-401-curl-verbose", `
$ curl -v https://api.replicate.com/v1/account -H "Authorization: Token «a»"
> GET /v1/account HTTP/2
> Host: api.replicate.com
> Authorization: Token «a»
< HTTP/2 401
< content-type: application/problem+json
{"title":"Unauthenticated","detail":"You did not pass a valid authentication token","status":401}
`, V{"a": g.replicate()}, "You did not pass a valid authentication token")

	g.llAdd("openrouter-402-benign", `
{"error":{"message":"This request requires more credits, or fewer max_tokens. You requested up to 8192 tokens, but can only afford 1411. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account","code":402,"metadata":{"provider_name":null}},"user_id":"user_«_u»"}
`, V{"_u": g.an(27)}, "https://openrouter.ai/settings/credits")

	wvKey := g.openai()
	g.llAdd("weaviate-startup-error-headers", `
weaviate.exceptions.UnexpectedStatusCodeError: Object was not added! Unexpected status code: 500, with response body: {'error': [{'message': "update vector: connection to: OpenAI API failed with status: 401 error: Incorrect API key provided: «_m». You can find your API key at https://platform.openai.com/account/api-keys."}]}.
  request headers sent: {'X-OpenAI-Api-Key': '«a»'}
`, V{"_m": llMaskOf(wvKey, 8, 40), "a": wvKey}, "update vector: connection to: OpenAI API failed with status: 401")

	g.llAdd("mistral-sdk-error-benign", `
mistralai.models.sdkerror.SDKError: API error occurred: Status 401
{
  "message":"Unauthorized",
  "request_id":"«_r»"
}
Hint: MISTRAL_API_KEY is set (length 32, ends with ...«_t»)
`, V{"_r": g.hex(32), "_t": g.an(4)}, "MISTRAL_API_KEY is set (length 32")
}

// ---- .env files, Streamlit, Gradio, Spaces ----

func (g *G) llAppSecrets() {
	g.llAdd("streamlit-secrets-toml", `
$ cat .streamlit/secrets.toml
OPENAI_API_KEY = "«a»"

[connections.pg]
dialect = "postgresql"
host = "ep-wispy-sun-a2x1.eu-central-1.aws.neon.tech"
port = "5432"
database = "chatdocs"
username = "chatdocs_owner"
password = "«b»"

[auth]
redirect_uri = "https://chatdocs.streamlit.app/oauth2callback"
cookie_secret = "«c»"
client_id = "«_cid».apps.googleusercontent.com"
client_secret = "«d»"
server_metadata_url = "https://accounts.google.com/.well-known/openid-configuration"
`, V{"a": g.openai(), "b": "npg_" + g.an(12), "c": g.b64u(43), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "d": g.gocspx()}, "ep-wispy-sun-a2x1.eu-central-1.aws.neon.tech", "https://chatdocs.streamlit.app/oauth2callback")

	g.llAdd("streamlit-secrets-usage-benign", `
import streamlit as st
from openai import OpenAI

client = OpenAI(api_key=st.secrets["OPENAI_API_KEY"])
conn = st.connection("pg", type="sql")
if not st.user.is_logged_in:
    st.button("Log in with Google", on_click=st.login)
`, V{}, `st.secrets["OPENAI_API_KEY"]`, `st.connection("pg", type="sql")`)

	g.llAdd("gradio-launch-auth-share", `
$ python app.py
* Running on local URL:  http://127.0.0.1:7860
* Running on public URL: https://«=sh».gradio.live

This share link expires in 72 hours. For free permanent hosting and GPU upgrades, run ˋgradio deployˋ from the terminal in the working directory to deploy to Hugging Face Spaces (https://huggingface.co/spaces)
$ grep -n launch app.py
88:demo.queue().launch(share=True, auth=("demo", "«a»"), server_name="0.0.0.0")
`, V{"=sh": g.hex(18), "a": g.pw()}, "http://127.0.0.1:7860", "This share link expires in 72 hours.")

	g.llAdd("hf-spaces-secrets-api", `
from huggingface_hub import HfApi

api = HfApi(token="«a»")
api.add_space_secret(repo_id="acme/support-bot", key="OPENAI_API_KEY", value="«b»")
api.add_space_secret(repo_id="acme/support-bot", key="QDRANT_API_KEY", value="«c»")
api.add_space_variable(repo_id="acme/support-bot", key="MODEL_NAME", value="gpt-4o-mini")
`, V{"a": g.hfTok(), "b": g.openai(), "c": g.llQdrant()}, "acme/support-bot")

	g.llAdd("hf-spaces-readme-benign", `
---
title: Support Bot
emoji: 🤖
colorFrom: indigo
colorTo: pink
sdk: gradio
sdk_version: 5.20.1
app_file: app.py
pinned: false
license: apache-2.0
short_description: RAG over the public docs
---
Set ˋOPENAI_API_KEYˋ and ˋQDRANT_API_KEYˋ in Settings → Variables and secrets. They are read with os.getenv at startup.
`, V{}, "sdk_version: 5.20.1", "Settings → Variables and secrets")

	g.llAdd("ai-app-env-full", `
# .env — chat-with-pdf (do not commit)
NEXT_PUBLIC_APP_URL=http://localhost:3000
OPENAI_API_KEY=«a»
ANTHROPIC_API_KEY=«b»
PINECONE_API_KEY=«c»
PINECONE_INDEX=chat-pdf
UPLOADTHING_SECRET=sk_live_«d»
UPLOADTHING_APP_ID=«_app»
CLERK_SECRET_KEY=sk_test_«e»
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_«_pk»
`, V{"a": g.openai(), "b": g.anthropic(), "c": g.pinecone(), "d": g.hex(64), "_app": g.s(alLowNum, 10), "e": g.an(40), "_pk": b64s("clerk.chat-pdf.example.com$")}, "PINECONE_INDEX=chat-pdf")

	g.llAdd("ai-app-env-example-benign", `
# .env.example — copy to .env and fill in
OPENAI_API_KEY=sk-...
ANTHROPIC_API_KEY=sk-ant-...
GROQ_API_KEY=gsk_...
PINECONE_API_KEY=<your-pinecone-key>
LANGFUSE_SECRET_KEY=sk-lf-...
LANGFUSE_PUBLIC_KEY=pk-lf-...
DATABASE_URL=postgresql://postgres:postgres@localhost:5432/app
REDIS_URL=redis://localhost:6379
`, V{}, "PINECONE_API_KEY=<your-pinecone-key>", "LANGFUSE_SECRET_KEY=sk-lf-...", "postgresql://postgres:postgres@localhost:5432/app")

	g.llAdd("docker-compose-rag-stack", `
services:
  api:
    build: ./api
    environment:
      OPENAI_API_KEY: «a»
      QDRANT_URL: http://qdrant:6333
      QDRANT_API_KEY: «b»
      LANGSMITH_API_KEY: «c»
  qdrant:
    image: qdrant/qdrant:v1.13.4
    environment:
      QDRANT__SERVICE__API_KEY: «b»
  neo4j:
    image: neo4j:5.26
    environment:
      NEO4J_AUTH: neo4j/«d»
      NEO4J_PLUGINS: '["apoc", "graph-data-science"]'
`, V{"a": g.openai(), "b": g.an(32), "c": g.langsmith(), "d": g.pw()}, "qdrant/qdrant:v1.13.4", `'["apoc", "graph-data-science"]'`)

	g.llAdd("fly-secrets-set-ai", `
$ fly secrets set OPENAI_API_KEY=«a» VOYAGE_API_KEY=«b» JINA_API_KEY=«c» -a docs-search
Updating existing machines in 'docs-search' with rolling strategy
-------
 ✔ [1/2] Machine «_m1» [app] update succeeded
 ✔ [2/2] Machine «_m2» [app] update succeeded
-------
`, V{"a": g.openai(), "b": g.llVoyage(), "c": g.llJina(), "_m1": g.hex(14), "_m2": g.hex(14)}, "docs-search")

	g.llAdd("fly-secrets-list-benign", `
$ fly secrets list -a docs-search
NAME            DIGEST           CREATED AT
JINA_API_KEY    «_d1» 3m ago
OPENAI_API_KEY  «_d2» 3m ago
VOYAGE_API_KEY  «_d3» 3m ago
`, V{"_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16)}, "VOYAGE_API_KEY")

	g.llAdd("vercel-env-pull-output", `
$ vercel env pull .env.development.local
Downloading ˋdevelopmentˋ Environment Variables for Project ai-chatbot
✅  Created .env.development.local file  [412ms]
$ cat .env.development.local
# Created by Vercel CLI
AUTH_SECRET="«a»"
OPENAI_API_KEY="«b»"
POSTGRES_URL="postgres://default:«c»@ep-cool-darkness-123456-pooler.us-east-1.aws.neon.tech:5432/verceldb?sslmode=require"
BLOB_READ_WRITE_TOKEN="vercel_blob_rw_«=st»_«d»"
VERCEL_OIDC_TOKEN="«e»"
`, V{"a": g.b64(32), "b": g.openai(), "c": g.an(12), "=st": g.an(16), "d": g.an(30), "e": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:ai-chatbot:environment:development","exp":%d}`, 1741900000+g.r.IntN(100000)))}, "ep-cool-darkness-123456-pooler.us-east-1.aws.neon.tech")

	g.llAdd("k8s-secret-stringdata-rag", `
apiVersion: v1
kind: Secret
metadata:
  name: rag-api-keys
  namespace: rag
type: Opaque
stringData:
  OPENAI_API_KEY: «a»
  COHERE_API_KEY: «b»
  PGVECTOR_DSN: postgresql://rag:«c»@pg-rw.rag.svc:5432/rag
`, V{"a": g.openai(), "b": g.llCohere(), "c": g.pwURL()}, "pg-rw.rag.svc", "rag-api-keys")

	g.llAdd("k8s-secret-data-b64", `
$ kubectl get secret litellm-provider-keys -n llm -o yaml
apiVersion: v1
data:
  ANTHROPIC_API_KEY: «a»
  OPENAI_API_KEY: «b»
kind: Secret
metadata:
  creationTimestamp: "2025-02-03T10:11:12Z"
  name: litellm-provider-keys
  namespace: llm
  uid: «_uid»
type: Opaque
`, V{"a": b64s(g.anthropic()), "b": b64s(g.openai()), "_uid": g.uuid()}, "litellm-provider-keys")

	g.llAdd("github-actions-secrets-benign", `
      - name: Run evals
        env:
          OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}
          LANGSMITH_API_KEY: ${{ secrets.LANGSMITH_API_KEY }}
          LANGSMITH_PROJECT: evals-${{ github.ref_name }}
        run: |
          uv run pytest tests/evals -m "not slow" --junitxml=reports/evals.xml
`, V{}, "${{ secrets.OPENAI_API_KEY }}", "evals-${{ github.ref_name }}")

	g.llAdd("chainlit-env-and-auth", `
# .env for the Chainlit app
CHAINLIT_AUTH_SECRET="«a»"
OAUTH_GITHUB_CLIENT_ID=Iv23li«_gh»
OAUTH_GITHUB_CLIENT_SECRET=«b»
LITERAL_API_KEY=lsk_«c»
OPENAI_API_KEY=«d»
`, V{"a": g.s(alAlnum+"%$^*", 64), "_gh": g.an(14), "b": g.hex(40), "c": g.an(40), "d": g.openai()}, "OAUTH_GITHUB_CLIENT_ID")
}

// ---- Vercel AI SDK and MCP ----

func (g *G) llVercelMCP() {
	g.llAdd("vercel-ai-route-hardcoded", `
// app/api/chat/route.ts
import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";

const openai = createOpenAI({
  apiKey: "«a»",
  compatibility: "strict",
});

export async function POST(req: Request) {
  const { messages } = await req.json();
  const result = streamText({ model: openai("gpt-4o-mini"), messages });
  return result.toDataStreamResponse();
}
`, V{"a": g.openai()}, "app/api/chat/route.ts", "toDataStreamResponse")

	g.llAdd("vercel-ai-providers-mixed", `
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGroq } from "@ai-sdk/groq";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";

export const anthropic = createAnthropic({ apiKey: process.env.ANTHROPIC_API_KEY });
export const groq = createGroq({ apiKey: "«a»" });
export const together = createOpenAICompatible({
  name: "together",
  baseURL: "https://api.together.xyz/v1",
  headers: { Authorization: ˋBearer «b»ˋ },
});
`, V{"a": g.groq(), "b": g.llTogether()}, "process.env.ANTHROPIC_API_KEY", "https://api.together.xyz/v1")

	g.llAdd("vercel-ai-route-env-benign", `
// app/api/completion/route.ts
import { openai } from "@ai-sdk/openai";
import { generateText } from "ai";

export const maxDuration = 30;

export async function POST(req: Request) {
  // OPENAI_API_KEY is read from process.env by the provider
  const { prompt } = await req.json();
  const { text, usage } = await generateText({ model: openai("gpt-4o-mini"), prompt });
  return Response.json({ text, usage });
}
`, V{}, "OPENAI_API_KEY is read from process.env by the provider", "export const maxDuration = 30;")

	g.llAdd("vercel-ai-gateway-key", `
import { createGateway } from "@ai-sdk/gateway";
const gateway = createGateway({ apiKey: "«a»" });
const { text } = await generateText({ model: gateway("xai/grok-3"), prompt: "hi" });
`, V{"a": "vck_" + g.an(56)}, "xai/grok-3")

	g.llAdd("mcp-claude-desktop-config", `
$ cat ~/Library/Application\ Support/Claude/claude_desktop_config.json
{
  "mcpServers": {
    "pinecone": {
      "command": "npx",
      "args": ["-y", "@pinecone-database/mcp"],
      "env": { "PINECONE_API_KEY": "«a»" }
    },
    "qdrant": {
      "command": "uvx",
      "args": ["mcp-server-qdrant"],
      "env": {
        "QDRANT_URL": "https://«_c».us-east4-0.gcp.cloud.qdrant.io:6333",
        "QDRANT_API_KEY": "«b»",
        "COLLECTION_NAME": "notes"
      }
    }
  }
}
`, V{"a": g.pinecone(), "_c": g.uuid(), "b": g.llQdrant()}, "@pinecone-database/mcp", "mcp-server-qdrant")

	g.llAdd("mcp-cursor-langfuse-perplexity", `
// .cursor/mcp.json
{
  "mcpServers": {
    "langfuse-prompts": {
      "command": "node",
      "args": ["/Users/ren/src/mcp-server-langfuse/build/index.js"],
      "env": {
        "LANGFUSE_PUBLIC_KEY": "«_pk»",
        "LANGFUSE_SECRET_KEY": "«a»",
        "LANGFUSE_BASEURL": "https://cloud.langfuse.com"
      }
    },
    "perplexity-ask": {
      "command": "npx",
      "args": ["-y", "server-perplexity-ask"],
      "env": { "PERPLEXITY_API_KEY": "«b»" }
    }
  }
}
`, V{"_pk": g.llLfPK(), "a": g.llLfSK(), "b": g.pplx()}, "/Users/ren/src/mcp-server-langfuse/build/index.js")

	g.llAdd("mcp-vscode-inputs-benign", `
// .vscode/mcp.json
{
  "inputs": [
    { "type": "promptString", "id": "openrouter-key", "description": "OpenRouter API key", "password": true }
  ],
  "servers": {
    "openrouter": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@mcpservers/openrouterai"],
      "env": { "OPENROUTER_API_KEY": "${input:openrouter-key}", "OPENROUTER_DEFAULT_MODEL": "anthropic/claude-3.5-sonnet" }
    }
  }
}
`, V{}, "${input:openrouter-key}", "@mcpservers/openrouterai")

	g.llAdd("mcp-claude-add-json", `
$ claude mcp add-json chroma '{"type":"stdio","command":"uvx","args":["chroma-mcp","--client-type","cloud","--tenant","«_t»","--database","kb","--api-key","«a»"]}'
Added stdio MCP server chroma to local config
`, V{"_t": g.uuid(), "a": g.llChroma()}, "Added stdio MCP server chroma to local config")

	g.llAdd("mcp-remote-sse-header", `
{
  "mcpServers": {
    "rag-internal": {
      "command": "npx",
      "args": ["mcp-remote", "https://mcp.rag.acme.dev/sse", "--header", "Authorization:Bearer «a»"]
    },
    "milvus": {
      "command": "uv",
      "args": ["--directory", "/opt/mcp-server-milvus/src/mcp_server_milvus", "run", "server.py", "--milvus-uri", "https://in03-«_c».serverless.gcp-us-west1.cloud.zilliz.com", "--milvus-token", "«b»"]
    }
  }
}
`, V{"a": g.an(48), "_c": g.hex(15), "b": g.llZilliz()}, "https://mcp.rag.acme.dev/sse", "/opt/mcp-server-milvus/src/mcp_server_milvus")

	g.llAdd("mcp-config-env-refs-benign", `
# ~/.codex/config.toml
[mcp_servers.supabase]
command = "npx"
args = ["-y", "@supabase/mcp-server-supabase@latest", "--read-only", "--project-ref=«_ref»"]
env = { SUPABASE_ACCESS_TOKEN = "${SUPABASE_ACCESS_TOKEN}" }

[mcp_servers.weaviate]
command = "uvx"
args = ["mcp-weaviate"]
env_vars = ["WEAVIATE_API_KEY", "OPENAI_API_KEY"]
`, V{"_ref": g.s(alLower, 20)}, `"${SUPABASE_ACCESS_TOKEN}"`, `env_vars = ["WEAVIATE_API_KEY", "OPENAI_API_KEY"]`)

	g.llAdd("mcp-supabase-pat-inline", `
{
  "mcpServers": {
    "supabase": {
      "command": "npx",
      "args": ["-y", "@supabase/mcp-server-supabase@latest", "--project-ref=«_ref»", "--access-token", "«a»"]
    }
  }
}
`, V{"_ref": g.s(alLower, 20), "a": g.supabasePAT()}, "@supabase/mcp-server-supabase@latest")

	g.llAdd("mcp-inspector-session-token", `
$ npx @modelcontextprotocol/inspector uvx mcp-server-qdrant
Starting MCP inspector...
⚙️ Proxy server listening on 127.0.0.1:6277
🔑 Session token: «a»
Use this token to authenticate requests or set DANGEROUSLY_OMIT_AUTH=true to disable auth

🔗 Open inspector with token pre-filled:
   http://localhost:6274/?MCP_PROXY_AUTH_TOKEN=«a»
`, V{"a": g.hex(64)}, "127.0.0.1:6277", "DANGEROUSLY_OMIT_AUTH=true")

	g.llAdd("vercel-ai-use-chat-fetch-benign", `
const { messages, input, handleSubmit } = useChat({
  api: "/api/chat",
  headers: { "x-session-id": "«_sid»" },
  body: { model: "gpt-4o-mini", threadId: "«_th»" },
  onError: (e) => toast.error(e.message),
});
`, V{"_sid": g.uuid(), "_th": g.llThread()}, `api: "/api/chat"`)

	g.llAdd("nextjs-ai-edge-route-leak", `
--- a/app/api/rerank/route.ts
+++ b/app/api/rerank/route.ts
@@ -1,8 +1,8 @@
 export const runtime = "edge";
-const COHERE_KEY = "«a»";
-const VOYAGE_KEY = "«b»";
+const COHERE_KEY = process.env.COHERE_API_KEY!;
+const VOYAGE_KEY = process.env.VOYAGE_API_KEY!;
 
 export async function POST(req: Request) {
   const { query, documents } = await req.json();
`, V{"a": g.llCohere(), "b": g.llVoyage()}, "process.env.VOYAGE_API_KEY!")
}

// ---- benign look-alikes ----

func (g *G) llBenign() {
	g.llAdd("openai-stream-chunks", `
data: {"id":"«_id»","object":"chat.completion.chunk","created":«_ts»,"model":"gpt-4o-2024-08-06","system_fingerprint":"fp_«_fp»","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}

data: {"id":"«_id»","object":"chat.completion.chunk","created":«_ts»,"model":"gpt-4o-2024-08-06","system_fingerprint":"fp_«_fp»","choices":[{"index":0,"delta":{"content":"Hi"},"logprobs":null,"finish_reason":null}]}

data: [DONE]
`, V{"_id": g.llChatcmpl(), "_ts": g.llUnix(), "_fp": g.hex(10)}, "chat.completion.chunk")

	g.llAdd("openai-response-headers", `
< HTTP/2 200
< content-type: application/json
< openai-organization: acme-research-lab
< openai-processing-ms: 1433
< openai-project: «_proj»
< openai-version: 2020-10-01
< x-ratelimit-limit-requests: 10000
< x-ratelimit-remaining-tokens: 29871
< x-request-id: «_r»
< cf-ray: «_ray»-AMS
`, V{"_proj": g.llProj(), "_r": g.llReq(), "_ray": g.hex(16)}, "x-ratelimit-remaining-tokens: 29871")

	g.llAdd("openai-files-list", `
$ openai api files.list | jq -r '.data[] | [.id, .purpose, .filename, .bytes] | @tsv'
«_f1»	batch	requests-2025-03-11.jsonl	4818233
«_f2»	batch_output	batch_«_b»_output.jsonl	9120011
«_f3»	fine-tune	tickets_train_v4.jsonl	2231880
«_f4»	assistants	handbook-2025.pdf	812044
`, V{"_f1": g.llFile(), "_f2": g.llFile(), "_b": g.hex(32), "_f3": g.llFile(), "_f4": g.llFile()}, "tickets_train_v4.jsonl")

	g.llAdd("anthropic-message-batch", `
{
  "id": "msgbatch_01«_b»",
  "type": "message_batch",
  "processing_status": "ended",
  "request_counts": {"processing": 0, "succeeded": 998, "errored": 2, "canceled": 0, "expired": 0},
  "results_url": "https://api.anthropic.com/v1/messages/batches/msgbatch_01«_b»/results",
  "created_at": "«_ts»"
}
`, V{"_b": g.s(alB58, 22), "_ts": g.llTS()}, `"processing_status": "ended"`)

	g.llAdd("masked-keys-dashboard-table", `
NAME                 SECRET KEY            CREATED        LAST USED      PROJECT
ci-evals             sk-...«_t1»             Feb 3, 2025    Mar 11, 2025   Default project
staging-bot          sk-proj-...«_t2»        Jan 14, 2025   Never          support-bot
svc account: ingest  sk-svcacct-...«_t3»     Dec 2, 2024    Mar 12, 2025   rag-ingest
`, V{"_t1": g.an(4), "_t2": g.an(4), "_t3": g.an(4)}, "svc account: ingest")

	g.llAdd("os-environ-access-patterns", `
$ rg -n 'API_KEY' src/
src/llm/clients.py:12:    api_key=os.environ["OPENAI_API_KEY"],
src/llm/clients.py:19:    api_key=os.getenv("ANTHROPIC_API_KEY"),
src/llm/embed.py:7:VOYAGE_KEY = os.environ.get("VOYAGE_API_KEY", "")
src/web/route.ts:4:const key = process.env.GROQ_API_KEY ?? "";
src/settings.py:22:    pinecone_api_key: SecretStr = Field(alias="PINECONE_API_KEY")
`, V{}, `os.environ["OPENAI_API_KEY"]`, `os.getenv("ANTHROPIC_API_KEY")`, `Field(alias="PINECONE_API_KEY")`)

	g.llAdd("langsmith-trace-url-list", `
Traces for the failing examples:
  1. https://smith.langchain.com/public/«_p1»/r
  2. https://smith.langchain.com/o/«_o»/projects/p/«_proj»?peek=«_r2»
  3. run «_r3» (parent «_r2»), 4.1s, 3,212 tokens
`, V{"_p1": g.uuid(), "_o": g.uuid(), "_proj": g.uuid(), "_r2": g.uuid(), "_r3": g.uuid()}, "Traces for the failing examples:")

	g.llAdd("model-ids-catalog", `
| provider   | model id                                          | context |
|------------|---------------------------------------------------|---------|
| bedrock    | anthropic.claude-3-5-sonnet-20241022-v2:0         | 200k    |
| vertex     | claude-3-5-sonnet-v2@20241022                     | 200k    |
| fireworks  | accounts/fireworks/models/deepseek-v3             | 128k    |
| together   | Qwen/Qwen2.5-72B-Instruct-Turbo                   | 32k     |
| openrouter | google/gemini-2.0-flash-001                       | 1M      |
| openai     | ft:gpt-4o-mini-2024-07-18:acme::«_ft»               | 128k    |
`, V{"_ft": g.an(8)}, "accounts/fireworks/models/deepseek-v3", "Qwen/Qwen2.5-72B-Instruct-Turbo")

	g.llAdd("embedding-json-response", `
{
  "object": "list",
  "data": [
    {"object": "embedding", "index": 0, "embedding": [«_v»]}
  ],
  "model": "text-embedding-3-large",
  "usage": {"prompt_tokens": 7, "total_tokens": 7}
}
`, V{"_v": g.llVec(8)}, "text-embedding-3-large")

	g.llAdd("base64-embedding-response", `
>>> r = client.embeddings.create(model="text-embedding-3-small", input="hello", encoding_format="base64")
>>> r.data[0].embedding[:64]
'«_e»'
>>> np.frombuffer(base64.b64decode(r.data[0].embedding), dtype=np.float32).shape
(1536,)
`, V{"_e": g.b64(48)}, `encoding_format="base64"`)

	g.llAdd("litellm-config-placeholders", `
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: openai/gpt-4o
      api_key: "<YOUR_OPENAI_KEY>"
general_settings:
  master_key: sk-1234 # [OPTIONAL] Only use this if you require all calls to contain this key (Authorization: Bearer sk-1234)
`, V{}, `api_key: "<YOUR_OPENAI_KEY>"`, "master_key: sk-1234")

	g.llAdd("helicone-request-log", `
{"id":"«_id»","created_at":"«_ts»","model":"gpt-4o-mini","status":200,"latency_ms":812,"prompt_tokens":322,"completion_tokens":48,"cost_usd":0.0000771,"user_id":"«_u»","properties":{"Helicone-Session-Id":"«_s»","environment":"prod"},"helicone_auth":"sk-helicone-****"}
`, V{"_id": g.uuid(), "_ts": g.llTS(), "_u": g.uuid(), "_s": g.uuid()}, `"helicone_auth":"sk-helicone-****"`)

	g.llAdd("vector-db-admin-output", `
$ curl -s localhost:6333/collections/support_chunks | jq '.result | {status, points_count, config: .config.params}'
{
  "status": "green",
  "points_count": 48213,
  "config": {"vectors": {"size": 1024, "distance": "Cosine"}, "shard_number": 2, "replication_factor": 1}
}
$ curl -s localhost:19530/v2/vectordb/collections/describe -d '{"collectionName":"faq_v2"}' | jq -c '.data | {collectionID, shardsNum}'
{"collectionID":«_cid»,"shardsNum":1}
`, V{"_cid": g.digits(18)}, `"points_count": 48213`)

	g.llAdd("azure-deployment-resource-json", `
{
  "id": "/subscriptions/«_sub»/resourceGroups/rg-genai-prod/providers/Microsoft.CognitiveServices/accounts/contoso-ai-swc/deployments/gpt4o-chat-prod",
  "name": "gpt4o-chat-prod",
  "etag": "\"«_etag»\"",
  "properties": {"model": {"format": "OpenAI", "name": "gpt-4o", "version": "2024-08-06"}, "provisioningState": "Succeeded", "rateLimits": [{"key": "request", "count": 450}]},
  "sku": {"name": "GlobalStandard", "capacity": 450}
}
`, V{"_sub": g.uuid(), "_etag": g.uuid()}, "GlobalStandard", "Microsoft.CognitiveServices")

	g.llAdd("hf-model-download-log", `
$ huggingface-cli download BAAI/bge-m3 --local-dir models/bge-m3
Fetching 22 files: 100%|██████████| 22/22 [00:41<00:00,  1.89s/it]
/home/ren/models/bge-m3
$ cat models/bge-m3/.cache/huggingface/download/model.safetensors.metadata
«_sha»
«_etag»
1741777312.4019
`, V{"_sha": g.gitSHA(), "_etag": g.hex(64)}, "BAAI/bge-m3")

	g.llAdd("chat-user-asks-about-key-rotation", `
user: the langfuse keys in our .env are pk-lf-… and sk-lf-… — which one can go in the browser bundle?
assistant: Only the public key (pk-lf-…). The secret key (sk-lf-…) signs ingestion and API reads, so keep it server-side; I moved it to LANGFUSE_SECRET_KEY in the server env and removed NEXT_PUBLIC_LANGFUSE_SECRET_KEY from next.config.js. Trace «_t» still shows up after the change.
`, V{"_t": g.hex(32)}, "NEXT_PUBLIC_LANGFUSE_SECRET_KEY", "pk-lf-…")

	g.llAdd("token-usage-cost-report", `
$ python scripts/cost_report.py --month 2025-02
model                      requests   input_tok    output_tok   cost_usd
gpt-4o-mini                  184,311   211,004,552   12,884,019     39.38
claude-3-5-sonnet-20241022    21,902    48,112,730    3,001,448    189.36
text-embedding-3-small       900,212   401,882,113            0      8.04
total                                                               236.78
report id: «_id»  generated at «_ts»
`, V{"_id": g.uuid(), "_ts": g.llTS()}, "text-embedding-3-small       900,212")

	g.llAdd("lockfile-ai-packages", `
langchain-core==0.3.40 \
    --hash=sha256:«_h1»
langchain-openai==0.3.7 \
    --hash=sha256:«_h2»
openai==1.65.2 \
    --hash=sha256:«_h3»
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "langchain-openai==0.3.7")

	g.llAdd("weave-call-ids", `
weave: 🍩 https://wandb.ai/acme-research/rag-quality/r/call/«_c1»
weave: 🍩 https://wandb.ai/acme-research/rag-quality/r/call/«_c2»
Evaluation summary: {'exact_match': {'true_count': 41, 'true_fraction': 0.82}, 'model_latency': {'mean': 1.913}}
weave: object ref: weave:///acme-research/rag-quality/object/RagModel:«_ref»
`, V{"_c1": g.uuid(), "_c2": g.uuid(), "_ref": g.b64u(43)}, "'true_fraction': 0.82")

	g.llAdd("ollama-modelfile-digest", `
$ ollama show --modelfile llama3.2:3b | head -6
# Modelfile generated by "ollama show"
# To build a new Modelfile based on this, replace FROM with:
# FROM llama3.2:3b

FROM /usr/share/ollama/.ollama/models/blobs/sha256-«_d»
TEMPLATE """<|start_header_id|>system<|end_header_id|>
`, V{"_d": g.hex(64)}, "/usr/share/ollama/.ollama/models/blobs/sha256-")
}
