package cases

import (
	"fmt"
	"strings"
)

// mlopsCases adds credentials from ML engineering and LLM application
// stacks as a coding agent meets them while it trains, tracks, serves and
// evaluates models. Sources: MLflow (tracking servers behind basic auth,
// basic_auth.ini, MLFLOW_TRACKING_* variables, S3, MinIO, Azure Blob and
// GCS artifact stores, Databricks-backed tracking, mlflow server command
// lines and logs), Kubeflow (Pipelines clients with Dex session cookies,
// profile and MinIO secrets, Katib), Ray (cluster YAML, job submission,
// runtime_env), BentoML and BentoCloud, NVIDIA Triton, KServe storage
// secrets and InferenceServices, Weights & Biases (.netrc, wandb login,
// settings, local servers), Comet (.comet.config, COMET_API_KEY), Neptune
// (base64 API tokens), ClearML (clearml.conf access_key and secret_key,
// agents and the server's env), SageMaker (estimators, HF containers,
// endpoints, studio) and Vertex AI (custom jobs, service account keys),
// Azure ML, Databricks (dapi tokens, .databrickscfg profiles, service
// principal OAuth secrets, bundles, the CLI and SDK, Model Serving),
// vector databases (Pinecone, Weaviate, Qdrant, Milvus and Zilliz Cloud,
// Chroma Cloud, turbopuffer, LanceDB Cloud), LLM observability and
// evaluation (LangSmith, Langfuse key pairs, Helicone, Arize and Phoenix,
// Braintrust, PromptLayer), inference providers (Replicate, Modal token
// id and secret, Together, Groq, Fireworks, DeepInfra, Baseten, Anyscale,
// OpenRouter, Cohere, Mistral, Voyage, Jina), Hugging Face (hf_ tokens,
// the token cache, git remotes, Inference Endpoints, TGI and vLLM),
// Label Studio and Labelbox, DVC remotes (config.local, S3, Azure, GCS,
// WebDAV, SSH, Google Drive), notebook outputs, LiteLLM proxy config
// (master_key, provider keys, database_url), LangChain and LlamaIndex
// code and .env files, evaluation harness logs and configs (lm-eval,
// promptfoo, inspect, OpenAI evals, DeepEval, ragas), GPU clouds (Lambda,
// RunPod, Vast.ai, CoreWeave, Paperspace) and the chats and issues around
// them.
//
// Benign look-alikes, beside the secrets and in cases of their own: MLflow
// run ids and experiment ids, model versions and registry URIs, W&B run
// ids and entity/project paths, Comet experiment keys, Neptune run ids,
// ClearML task and queue ids, dataset digests and DVC md5 hashes, model
// and adapter sha256 digests, git commit shas of model repos, trace, span
// and request ids, Databricks workspace, cluster, job and warehouse ids
// and service principal application ids, SageMaker and Vertex resource
// names and ARNs, Pinecone index hosts, vector cluster URLs, Arize space
// ids, Langfuse public keys (pk-lf-, documented as the half usable in the
// browser), public project ids and masked previews. An access key id that
// only names its pair (ClearML access_key, Modal token id) is filler
// (neither list). The case names start with "mlops/".
func (g *G) mlopsCases() {
	g.mloMLflow()
	g.mloServing()
	g.mloTrackers()
	g.mloCloudML()
	g.mloDatabricks()
	g.mloVectors()
	g.mloObservability()
	g.mloInference()
	g.mloHuggingFace()
	g.mloLabeling()
	g.mloDVC()
	g.mloNotebooks()
	g.mloLiteLLM()
	g.mloFrameworks()
	g.mloEvals()
	g.mloGPU()
	g.mloChat()
	g.mloBenign()
}

// ---- helpers used only here ----

// mloAdd is add with "ˋ" standing for a backtick.
func (g *G) mloAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// mloRun is an MLflow run id, a ClearML task id or a trace id (benign).
func (g *G) mloRun() string { return g.hex(32) }

// mloExp is an MLflow experiment id (benign).
func (g *G) mloExp() string { return g.digits(15 + g.r.IntN(4)) }

// mloWandb is a W&B API key (40 hex).
func (g *G) mloWandb() string { return g.hex(40) }

// mloWRun is a W&B run id (benign).
func (g *G) mloWRun() string { return g.s(alLowNum, 8) }

// mloDapi is a Databricks personal access token.
func (g *G) mloDapi() string {
	if g.r.IntN(3) == 0 {
		return "dapi" + g.hex(32) + "-" + g.pick("2", "3")
	}
	return "dapi" + g.hex(32)
}

// mloDose is a Databricks service principal OAuth secret.
func (g *G) mloDose() string { return "dose" + g.hex(32) }

// mloDbxHost is a Databricks workspace host (benign).
func (g *G) mloDbxHost() string {
	if g.r.IntN(2) == 0 {
		return "adb-" + g.digits(16) + "." + g.pick("1", "2", "3", "11", "14") + ".azuredatabricks.net"
	}
	return "dbc-" + g.hex(8) + "-" + g.hex(4) + ".cloud.databricks.com"
}

// mloCluster is a Databricks cluster id (benign).
func (g *G) mloCluster() string {
	return fmt.Sprintf("%02d%02d-%06d-%s", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(240000), g.s(alLowNum, 8))
}

// mloNeptune is a Neptune API token: base64 of its JSON.
func (g *G) mloNeptune() string {
	return b64s(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"` + g.uuid() + `"}`)
}

func (g *G) mloComet() string     { return g.an(25) }
func (g *G) mloClearAK() string   { return g.s(alUpNum, 20+g.r.IntN(10)) }
func (g *G) mloClearSK() string   { return g.an(50) }
func (g *G) mloModalID() string   { return "ak-" + g.an(22) }
func (g *G) mloModalSK() string   { return "as-" + g.an(22) }
func (g *G) mloBaseten() string   { return g.an(8) + "." + g.an(32) }
func (g *G) mloAnyscale() string  { return "esecret_" + g.s(alLowNum, 26) }
func (g *G) mloVoyage() string    { return "pa-" + g.b64u(43) }
func (g *G) mloCohere() string    { return g.an(40) }
func (g *G) mloMistral() string   { return g.an(32) }
func (g *G) mloDeepinfra() string { return g.an(32) }
func (g *G) mloTogether() string {
	if g.r.IntN(2) == 0 {
		return g.hex(64)
	}
	return "tgp_v1_" + g.b64u(43)
}
func (g *G) mloFireworks() string { return "fw_" + g.an(24) }
func (g *G) mloJina() string      { return "jina_" + g.hex(32) + g.an(28) }
func (g *G) mloLfSK() string      { return "sk-lf-" + g.uuid() }
func (g *G) mloLfPK() string      { return "pk-lf-" + g.uuid() }
func (g *G) mloLsSK() string      { return "lsv2_sk_" + g.hex(32) + "_" + g.hex(10) }
func (g *G) mloHelicone() string {
	return "sk-helicone-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7)
}
func (g *G) mloBraintrust() string  { return "sk-" + g.an(48) }
func (g *G) mloPromptLayer() string { return "pl_" + g.hex(32) }
func (g *G) mloArize() string       { return "ak-" + g.uuid() + "-" + g.b64u(32) }
func (g *G) mloArizeSpace() string  { return b64s("Space:" + g.digits(5) + ":" + g.an(4)) }
func (g *G) mloTurbopuffer() string { return "tpuf_" + g.an(32) }
func (g *G) mloChroma() string      { return "ck-" + g.s(alB58, 44) }
func (g *G) mloZilliz() string      { return g.hex(104) }
func (g *G) mloQdrant() string      { return g.b64u(6) + "_" + g.b64u(26) + "-" + g.an(4) }
func (g *G) mloWeaviate() string    { return g.an(40) }
func (g *G) mloLance() string       { return "sk_" + g.s(alUpNum, 24) + "==" }
func (g *G) mloBento() string       { return g.s(alLowNum, 20) }
func (g *G) mloLabelStudio() string { return g.hex(40) }
func (g *G) mloRunpod() string      { return "rpa_" + g.s(alUpNum, 36) + g.s(alLowNum, 8) }
func (g *G) mloVast() string        { return g.hex(64) }
func (g *G) mloLambda(n string) string {
	return "secret_" + n + "_" + g.hex(32) + "." + g.an(32)
}
func (g *G) mloSha() string { return g.hex(64) }

// mloPhoenix is a Phoenix (Arize) system or user API key, a JWT.
func (g *G) mloPhoenix() string {
	iat := 1718000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"jti":"ApiKey:%d","iat":%d,"iss":"Arize-Phoenix","exp":%d,"sub":"%d"}`, 1+g.r.IntN(40), iat, iat+31536000, 1+g.r.IntN(9)))
}

// mloLabelbox is a Labelbox API key, a JWT.
func (g *G) mloLabelbox() string {
	iat := 1712000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"userId":"cl%s","organizationId":"cl%s","apiKeyId":"cl%s","secret":"%s","iat":%d,"exp":%d}`,
		g.s(alLowNum, 23), g.s(alLowNum, 23), g.s(alLowNum, 23), g.hex(32), iat, iat+63072000))
}

// mloSAKey is a GCP service account key JSON, compact, with a private key.
func (g *G) mloSAKey(project, sa string) (string, string) {
	k := g.pkcs8RSAPEM()
	body := jsonEsc(k.block())
	return fmt.Sprintf(`{"type": "service_account", "project_id": "%s", "private_key_id": "%s", "private_key": "`, project, g.hex(40)) + body +
		fmt.Sprintf(`\n", "client_email": "%s@%s.iam.gserviceaccount.com", "client_id": "%s", "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token"}`, sa, project, g.digits(21)), body
}

// mloAcct is an AWS account id (benign).
func (g *G) mloAcct() string { return g.digits(12) }

// mloIP is a public-looking address (benign).
func (g *G) mloIP() string {
	return fmt.Sprintf("%s.%d.%d.%d", g.pick("34", "44", "52", "104", "129", "147", "150", "209"), 1+g.r.IntN(250), g.r.IntN(256), 2+g.r.IntN(250))
}

// ---- MLflow ----

func (g *G) mloMLflow() {
	g.add("mlops/mlflow-env-basic-auth-s3", `
# .env (training repo)
MLFLOW_TRACKING_URI=https://mlflow.«_d»
MLFLOW_TRACKING_USERNAME=ci-trainer
MLFLOW_TRACKING_PASSWORD=«p»
MLFLOW_S3_ENDPOINT_URL=https://minio.«_d»
AWS_ACCESS_KEY_ID=«ak»
AWS_SECRET_ACCESS_KEY=«sk»
MLFLOW_EXPERIMENT_NAME=churn-xgb
`, V{"_d": g.pick("ml.acme-corp.com", "internal.fernwood.dev", "mlops.kestrel.io"), "p": g.pw(), "ak": g.s(alUpNum, 20), "sk": g.an(40)}, "MLFLOW_TRACKING_USERNAME=ci-trainer", "churn-xgb")

	g.add("mlops/mlflow-basic-auth-ini", `
$ cat basic_auth.ini
[mlflow]
default_permission = READ
database_uri = postgresql://mlflow_auth:«dbp»@pg-auth.internal:5432/mlflow_auth
admin_username = admin
admin_password = «ap»
authorization_function = mlflow.server.auth:authenticate_request_basic_auth
`, V{"dbp": g.pwURL(), "ap": g.pwStrong()}, "default_permission = READ", "mlflow.server.auth:authenticate_request_basic_auth")

	g.add("mlops/mlflow-server-cmdline-ps", `
$ ps -eo pid,args | grep "mlflow server"
  2231 /opt/conda/bin/python /opt/conda/bin/mlflow server --host 0.0.0.0 --port 5000 --backend-store-uri postgresql://mlflow:«p»@«_h»:5432/mlflow --artifacts-destination s3://«_b»/mlartifacts --serve-artifacts --app-name basic-auth
  2260 /opt/conda/bin/python -m gunicorn -b 0.0.0.0:5000 -w 4 mlflow.server:app
  9981 grep --color=auto mlflow server
`, V{"p": g.pwURL(), "_h": g.pick("mlflow-db.c1x2y3.eu-west-1.rds.amazonaws.com", "10.20.4.17", "pg-mlflow.internal"), "_b": g.pick("acme-ml-artifacts", "fernwood-mlflow", "kestrel-models-prod")}, "--serve-artifacts", "mlflow.server:app")

	g.add("mlops/mlflow-python-set-tracking-creds", `
import os
import mlflow

os.environ["MLFLOW_TRACKING_USERNAME"] = "«_u»"
os.environ["MLFLOW_TRACKING_PASSWORD"] = "«p»"
mlflow.set_tracking_uri("https://mlflow.«_d»")
mlflow.set_experiment("/Shared/fraud-detector")

with mlflow.start_run(run_name="lgbm-baseline") as run:
    mlflow.log_params({"num_leaves": 63, "learning_rate": 0.05})
    mlflow.log_metric("auc", 0.9132)
    print("run_id:", run.info.run_id)
`, V{"_u": g.pick("svc-train", "maria.k", "jonas"), "p": g.pw(), "_d": g.pick("acme-corp.com", "fernwood.dev")}, "lgbm-baseline", "/Shared/fraud-detector")

	g.add("mlops/mlflow-tracking-uri-userinfo", `
$ export MLFLOW_TRACKING_URI="https://trainer:«p»@mlflow.«_d»"
$ mlflow experiments search --view all | head -5
Experiment Id       Name                    Artifact Location
------------------  ----------------------  ---------------------------------------------------
0                   Default                 mlflow-artifacts:/0
«_e»  recsys-two-tower        mlflow-artifacts:/«_e»
`, V{"p": g.pwURL(), "_d": g.pick("acme-corp.com", "kestrel.io"), "_e": g.mloExp()}, "recsys-two-tower", "mlflow-artifacts:/0")

	g.add("mlops/mlflow-run-log-output-benign", `
2024/10/21 11:42:07 INFO mlflow.tracking.fluent: Experiment with name 'recsys-two-tower' does not exist. Creating a new experiment.
2024/10/21 11:58:31 INFO mlflow.tracking._tracking_service.client: 🏃 View run shy-gnat-412 at: https://mlflow.«_d»/#/experiments/«_e»/runs/«_r»
2024/10/21 11:58:31 INFO mlflow.tracking._tracking_service.client: 🧪 View experiment at: https://mlflow.«_d»/#/experiments/«_e»
Successfully registered model 'two-tower-retriever'.
Created version '«=v»' of model 'two-tower-retriever'.
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "_e": g.mloExp(), "_r": g.mloRun(), "=v": fmt.Sprint(3 + g.r.IntN(20))}, "shy-gnat-412", "two-tower-retriever")

	g.add("mlops/mlflow-docker-compose-minio", `
services:
  minio:
    image: quay.io/minio/minio:RELEASE.2024-10-13T13-34-11Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: minioadmin-ml
      MINIO_ROOT_PASSWORD: «mp»
  mlflow:
    image: ghcr.io/mlflow/mlflow:v2.17.0
    command: >
      mlflow server --backend-store-uri mysql+pymysql://mlflow:«dbp»@db:3306/mlflow
      --default-artifact-root s3://mlflow/ --host 0.0.0.0
    environment:
      MLFLOW_S3_ENDPOINT_URL: http://minio:9000
      AWS_ACCESS_KEY_ID: minioadmin-ml
      AWS_SECRET_ACCESS_KEY: «mp»
    depends_on: [minio, db]
  db:
    image: mysql:8.4
    environment:
      MYSQL_DATABASE: mlflow
      MYSQL_USER: mlflow
      MYSQL_PASSWORD: «dbp»
      MYSQL_ROOT_PASSWORD: «rp»
`, V{"mp": g.pwStrong(), "dbp": g.pwURL(), "rp": g.pw()}, "MINIO_ROOT_USER: minioadmin-ml", "ghcr.io/mlflow/mlflow:v2.17.0")

	g.add("mlops/mlflow-azure-blob-artifact-store", `
$ env | grep -E 'MLFLOW|AZURE' | sort
AZURE_STORAGE_ACCESS_KEY=«k»
AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=«_a»;AccountKey=«k»;EndpointSuffix=core.windows.net
MLFLOW_ARTIFACT_URI=wasbs://mlflow@«_a».blob.core.windows.net/artifacts
MLFLOW_TRACKING_URI=http://mlflow.mlops.svc.cluster.local:5000
`, V{"k": g.azStorage(), "_a": "stml" + g.s(alLowNum, 8)}, "mlflow.mlops.svc.cluster.local:5000")

	g.add("mlops/mlflow-gcs-artifacts-sa-json-env", `
# k8s/mlflow-deployment.yaml (excerpt)
        env:
          - name: MLFLOW_BACKEND_STORE_URI
            value: postgresql+psycopg2://mlflow:«p»@127.0.0.1:5432/mlflow
          - name: GOOGLE_APPLICATION_CREDENTIALS
            value: /secrets/gcs/key.json
          - name: MLFLOW_DEFAULT_ARTIFACT_ROOT
            value: gs://«_b»/mlflow
        volumeMounts:
          - name: gcs-key
            mountPath: /secrets/gcs
            readOnly: true
`, V{"p": g.pwURL(), "_b": g.pick("acme-ml-prod", "fernwood-artifacts")}, "/secrets/gcs/key.json", "MLFLOW_DEFAULT_ARTIFACT_ROOT")

	g.add("mlops/mlflow-databricks-token-client", `
>>> import os, mlflow
>>> os.environ["DATABRICKS_HOST"] = "https://«_h»"
>>> os.environ["DATABRICKS_TOKEN"] = "«t»"
>>> mlflow.set_tracking_uri("databricks")
>>> mlflow.set_registry_uri("databricks-uc")
>>> mlflow.search_runs(experiment_ids=["«_e»"], max_results=2)[["run_id", "status", "metrics.rmse"]]
                             run_id    status  metrics.rmse
0  «_r1»  FINISHED      0.418221
1  «_r2»    FAILED           NaN
`, V{"_h": g.mloDbxHost(), "t": g.mloDapi(), "_e": g.mloExp(), "_r1": g.mloRun(), "_r2": g.mloRun()}, "databricks-uc")

	g.add("mlops/mlflow-gateway-config-yaml", `
# deployments/config.yaml  (mlflow deployments start-server --config-path config.yaml)
endpoints:
  - name: chat
    endpoint_type: llm/v1/chat
    model:
      provider: openai
      name: gpt-4o-mini
      config:
        openai_api_key: «oa»
  - name: embeddings
    endpoint_type: llm/v1/embeddings
    model:
      provider: cohere
      name: embed-english-v3.0
      config:
        cohere_api_key: «co»
  - name: claude
    endpoint_type: llm/v1/chat
    model:
      provider: anthropic
      name: claude-3-5-sonnet-20241022
      config:
        anthropic_api_key: $ANTHROPIC_API_KEY
`, V{"oa": g.openai(), "co": g.mloCohere()}, "$ANTHROPIC_API_KEY", "embed-english-v3.0", "llm/v1/chat")

	g.add("mlops/mlflow-401-curl-verbose", `
$ curl -v -u admin:«p» https://mlflow.«_d»/api/2.0/mlflow/experiments/get-by-name?experiment_name=ranker
> GET /api/2.0/mlflow/experiments/get-by-name?experiment_name=ranker HTTP/2
> Host: mlflow.«_d»
> authorization: Basic «b»
> user-agent: curl/8.5.0
>
< HTTP/2 200
< content-type: application/json
{"experiment": {"experiment_id": "«_e»", "name": "ranker", "artifact_location": "mlflow-artifacts:/«_e»", "lifecycle_stage": "active"}}
`, func() V {
		p := g.pwURL()
		return V{"p": p, "_d": g.pick("acme-corp.com", "fernwood.dev"), "b": b64s("admin:" + p), "_e": g.mloExp()}
	}(), "lifecycle_stage")

	g.add("mlops/mlflow-create-user-api", `
$ python - <<'PY'
from mlflow.server import get_app_client
auth = get_app_client("basic-auth", tracking_uri="https://mlflow.«_d»/")
auth.create_user(username="«_u»", password="«np»")
auth.update_user_admin(username="«_u»", is_admin=False)
PY
2024/11/04 09:12:55 WARNING mlflow.utils.requirements_utils: Found mlflow version 2.17.2 locally
`, V{"_d": g.pick("acme-corp.com", "kestrel.io"), "_u": g.pick("ana.ruiz", "etl-bot", "dev.patel"), "np": g.pw()}, "get_app_client", "update_user_admin")

	g.add("mlops/mlflow-model-uri-digests-benign", `
$ mlflow models serve -m "models:/fraud-detector@champion" -p 5001 --env-manager local
2024/11/05 08:01:13 INFO mlflow.models.flavor_backend_registry: Selected backend for flavor 'python_function'
Downloading artifacts: 100%|██████████| 9/9 [00:01<00:00,  6.21it/s]
2024/11/05 08:01:15 INFO mlflow.pyfunc.backend: === Running command 'exec gunicorn --timeout=60 -b 127.0.0.1:5001 -w 1 ${GUNICORN_CMD_ARGS} -- mlflow.pyfunc.scoring_server.wsgi:app'
[2024-11-05 08:01:15 +0000] [5532] [INFO] Listening at: http://127.0.0.1:5001 (5532)
# source: runs:/«_r»/model  model_uuid: «_u»  sha256 of model.pkl: «_s»
`, V{"_r": g.mloRun(), "_u": strings.ReplaceAll(g.uuid(), "-", ""), "_s": g.mloSha()}, "models:/fraud-detector@champion", "python_function")
}

// ---- Kubeflow, Ray, BentoML, Triton, KServe ----

func (g *G) mloServing() {
	g.add("mlops/kfp-client-dex-session-cookie", `
import kfp

# got the cookie from the browser devtools after logging in through Dex
session_cookie = "authservice_session=«c»"
client = kfp.Client(
    host="https://kubeflow.«_d»/pipeline",
    cookies=session_cookie,
    namespace="kubeflow-user-example-com",
)
print(client.list_experiments().experiments[0].experiment_id)
`, V{"c": "MTcz" + g.b64u(180) + "==", "_d": g.pick("acme-corp.com", "fernwood.dev")}, "kubeflow-user-example-com")

	g.add("mlops/kfp-dex-login-script", `
def get_istio_auth_session(url: str, username: str, password: str) -> dict:
    ...

auth = get_istio_auth_session(
    url="https://kubeflow.«_d»",
    username="user@example.com",
    password="«p»",
)
client = kfp.Client(host=f"{auth['endpoint_url']}/pipeline", cookies=auth["session_cookie"])
`, V{"_d": g.pick("kestrel.io", "acme-corp.com"), "p": g.pw()}, "get_istio_auth_session", "user@example.com")

	g.add("mlops/kubeflow-mlpipeline-minio-secret", `
$ kubectl -n kubeflow get secret mlpipeline-minio-artifact -o jsonpath='{.data}' | jq
{
  "accesskey": "«_ak»",
  "secretkey": "«sk»"
}
$ echo «sk» | base64 -d
«skp»
`, func() V {
		skp := g.an(20)
		return V{"_ak": b64s("minio"), "sk": b64s(skp), "skp": skp}
	}(), "mlpipeline-minio-artifact")

	g.add("mlops/katib-experiment-trial-env", `
# katib/trial-template.yaml (excerpt)
          containers:
            - name: training-container
              image: registry.«_d»/ml/bert-finetune:1.4.2
              command:
                - python3
                - /opt/train.py
                - --lr=${trialParameters.learningRate}
                - --wandb-key=«w»
              env:
                - name: WANDB_PROJECT
                  value: katib-bert
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "w": g.mloWandb()}, "${trialParameters.learningRate}", "katib-bert")

	g.add("mlops/ray-cluster-yaml-docker-login", `
# cluster.yaml
cluster_name: llm-finetune
max_workers: 8
provider:
  type: aws
  region: us-west-2
  availability_zone: us-west-2a,us-west-2b
docker:
  image: «_acct».dkr.ecr.us-west-2.amazonaws.com/ray-ml:2.38.0-gpu
  container_name: ray_container
  run_options: ["--ulimit nofile=65536:65536"]
initialization_commands:
  - docker login -u AWS -p «ecr» «_acct».dkr.ecr.us-west-2.amazonaws.com
setup_commands:
  - echo 'export HF_TOKEN=«hf»' >> ~/.bashrc
head_node_type: head
`, V{"_acct": g.mloAcct(), "ecr": "eyJwYXlsb2FkIjoi" + g.b64u(600), "hf": g.hfTok()}, "cluster_name: llm-finetune", "ray_container")

	g.add("mlops/ray-job-submit-runtime-env", `
$ ray job submit --address http://«_ip»:8265 \
    --runtime-env-json='{"pip": ["vllm==0.6.3", "datasets"], "env_vars": {"HF_TOKEN": "«hf»", "WANDB_API_KEY": "«w»"}}' \
    -- python batch_infer.py --model meta-llama/Llama-3.1-8B-Instruct
Job submission server address: http://«_ip»:8265
-------------------------------------------------------
Job 'raysubmit_«_j»' submitted successfully
-------------------------------------------------------
`, V{"_ip": g.mloIP(), "hf": g.hfTok(), "w": g.mloWandb(), "_j": g.s(alAlnum, 16)}, "meta-llama/Llama-3.1-8B-Instruct")

	g.add("mlops/ray-serve-config-env-vars", `
# serve_config.yaml
proxy_location: EveryNode
http_options:
  host: 0.0.0.0
  port: 8000
applications:
  - name: rag
    route_prefix: /
    import_path: app.rag:deployment
    runtime_env:
      working_dir: "s3://«_b»/rag-app.zip"
      env_vars:
        PINECONE_API_KEY: "«pc»"
        COHERE_API_KEY: "«co»"
        PINECONE_INDEX: "docs-prod"
`, V{"_b": g.pick("acme-ray-apps", "fernwood-serve"), "pc": g.pinecone(), "co": g.mloCohere()}, "app.rag:deployment", "docs-prod")

	g.add("mlops/bentoml-cloud-login", `
$ bentoml cloud login --api-token «t» --endpoint https://«_o».cloud.bentoml.com
✅ Configured BentoCloud credentials (current-context: «_o»)
✅ Logged in as ana@«_o».com at «_o» organization
$ bentoml deploy . -n summarizer --env HF_TOKEN=«hf»
🍱 Built bento "summarizer:«_tag»"
`, V{"t": g.mloBento(), "_o": g.pick("acme", "fernwood", "kestrel"), "hf": g.hfTok(), "_tag": g.s(alLowNum, 16)}, "current-context")

	g.add("mlops/bentoml-yatai-context-file", `
$ cat ~/.bentoml/.yatai.yaml
contexts:
- name: default
  endpoint: https://«_o».cloud.bentoml.com
  api_token: «t»
  email: ml-platform@«_o».com
current_context_name: default
`, V{"_o": g.pick("acme", "fernwood", "kestrel"), "t": g.mloBento()}, "current_context_name: default")

	g.add("mlops/triton-s3-model-repo-env", `
$ docker run --gpus all --rm -p8000:8000 -p8001:8001 -p8002:8002 \
    -e AWS_ACCESS_KEY_ID=«ak» \
    -e AWS_SECRET_ACCESS_KEY=«sk» \
    -e AWS_DEFAULT_REGION=eu-central-1 \
    nvcr.io/nvidia/tritonserver:24.09-py3 \
    tritonserver --model-repository=s3://«_b»/triton-models --log-verbose=1
I1106 10:02:11.312447 1 server.cc:674]
+-------------+---------+--------+
| Model       | Version | Status |
+-------------+---------+--------+
| ensemble    | 1       | READY  |
| tokenizer   | 1       | READY  |
+-------------+---------+--------+
`, V{"ak": g.awsID(), "sk": g.awsSecret(), "_b": g.pick("acme-ml-serving", "fernwood-models")}, "nvcr.io/nvidia/tritonserver:24.09-py3")

	g.add("mlops/ngc-docker-login-api-key", `
$ docker login nvcr.io --username '$oauthtoken' --password «k»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ ngc config current
+-------------+---------------------------+---------------+
| key         | value                     | source        |
+-------------+---------------------------+---------------+
| apikey      | ********************«=tail» | user settings |
| format_type | ascii                     | user settings |
| org         | «_org»                | user settings |
+-------------+---------------------------+---------------+
`, V{"k": "nvapi-" + g.b64u(64), "=tail": g.an(4), "_org": g.s(alLowNum, 12)}, "$oauthtoken", "format_type")

	g.add("mlops/kserve-storage-secret-s3", `
apiVersion: v1
kind: Secret
metadata:
  name: s3creds
  annotations:
    serving.kserve.io/s3-endpoint: minio-service.kubeflow:9000
    serving.kserve.io/s3-usehttps: "0"
    serving.kserve.io/s3-region: us-east-1
type: Opaque
stringData:
  AWS_ACCESS_KEY_ID: «ak»
  AWS_SECRET_ACCESS_KEY: «sk»
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: sa-s3
secrets:
  - name: s3creds
`, V{"ak": g.s(alUpNum, 20), "sk": g.an(40)}, "serving.kserve.io/s3-endpoint", "sa-s3")

	g.add("mlops/kserve-hf-runtime-isvc-token", `
apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama3-8b
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      args:
        - --model_name=llama3
        - --model_id=meta-llama/Meta-Llama-3-8B-Instruct
      env:
        - name: HF_TOKEN
          value: «hf»
      resources:
        limits: { cpu: "6", memory: 24Gi, nvidia.com/gpu: "1" }
`, V{"hf": g.hfTok()}, "meta-llama/Meta-Llama-3-8B-Instruct", "serving.kserve.io/v1beta1")

	g.add("mlops/kserve-isvc-status-benign", `
$ kubectl get isvc -n models
NAME         URL                                         READY   PREV   LATEST   PREVROLLEDOUTREVISION   LATESTREADYREVISION                  AGE
llama3-8b    http://llama3-8b.models.example.com         True           100                              llama3-8b-predictor-00003           3d
sklearn-iris http://sklearn-iris.models.example.com      True           100                              sklearn-iris-predictor-00001        12d
$ curl -s -H "Host: sklearn-iris.models.example.com" http://«_ip»/v1/models/sklearn-iris:predict -d @iris-input.json
{"predictions":[1,1]}
`, V{"_ip": g.mloIP()}, "llama3-8b-predictor-00003", "sklearn-iris.models.example.com")
}

// ---- Weights & Biases, Comet, Neptune, ClearML ----

func (g *G) mloTrackers() {
	g.add("mlops/wandb-netrc", `
$ cat ~/.netrc
machine api.wandb.ai
  login user
  password «w»
machine «_gh»
  login «_u»
  password «gh»
`, V{"w": g.mloWandb(), "_gh": "github.com", "_u": g.pick("mkaur", "jtanaka", "lucasb"), "gh": g.ghp()}, "api.wandb.ai")

	g.mloAdd("mlops/wandb-login-relogin-output", `
$ wandb login --relogin «w»
wandb: Appending key for api.wandb.ai to your netrc file: /home/«_u»/.netrc
wandb: Currently logged in as: «_u» («_e»). Use ˋwandb login --reloginˋ to force relogin
`, V{"w": g.mloWandb(), "_u": g.pick("mkaur", "jtanaka", "lucasb"), "_e": g.pick("acme-ml", "fernwood-research")}, "wandb login --relogin")

	g.mloAdd("mlops/wandb-local-server-key", `
$ WANDB_BASE_URL=https://wandb.«_d» wandb login --host https://wandb.«_d» «w»
wandb: Logging into wandb.«_d». (Learn how to deploy a W&B server locally: https://wandb.me/wandb-server)
wandb: Appending key for wandb.«_d» to your netrc file: /root/.netrc
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "w": "local-" + g.hex(40)}, "https://wandb.me/wandb-server")

	g.add("mlops/wandb-run-init-log-benign", `
wandb: Currently logged in as: «_u» («_e»). Use `+"`wandb login --relogin`"+` to force relogin
wandb: Tracking run with wandb version 0.18.5
wandb: Run data is saved locally in /workspace/wandb/run-20241107_141205-«_r»
wandb: Run `+"`wandb offline`"+` to turn off syncing.
wandb: Syncing run glowing-sunset-57
wandb: ⭐️ View project at https://wandb.ai/«_e»/llama-sft
wandb: 🚀 View run at https://wandb.ai/«_e»/llama-sft/runs/«_r»
`, V{"_u": g.pick("mkaur", "jtanaka"), "_e": g.pick("acme-ml", "fernwood-research"), "_r": g.mloWRun()}, "glowing-sunset-57", "wandb version 0.18.5")

	g.add("mlops/wandb-settings-and-env-in-trainer", `
# scripts/launch_sft.sh
export WANDB_ENTITY=«_e»
export WANDB_PROJECT=llama-sft
export WANDB_API_KEY=«w»
export WANDB_LOG_MODEL=checkpoint
accelerate launch --num_processes 8 train_sft.py --config configs/sft_8b.yaml --report_to wandb
`, V{"_e": g.pick("acme-ml", "fernwood-research"), "w": g.mloWandb()}, "WANDB_LOG_MODEL=checkpoint", "configs/sft_8b.yaml")

	g.add("mlops/wandb-github-actions-secret-leak", `
      - name: Eval on PR
        env:
          WANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}
          OPENAI_API_KEY: «oa»
        run: |
          python -m evals.run --suite smoke --wandb-project pr-evals
`, V{"oa": g.openai()}, "${{ secrets.WANDB_API_KEY }}", "pr-evals")

	g.add("mlops/comet-config-file", `
$ cat ~/.comet.config
[comet]
api_key = «k»
workspace = «_w»
project_name = resnet-ablations

[comet_logging]
file = /tmp/comet.log
`, V{"k": g.mloComet(), "_w": g.pick("acme-vision", "fernwood")}, "resnet-ablations", "[comet_logging]")

	g.add("mlops/comet-experiment-code", `
from comet_ml import Experiment

experiment = Experiment(
    api_key="«k»",
    project_name="resnet-ablations",
    workspace="«_w»",
)
experiment.log_parameters({"depth": 50, "mixup": 0.2})
# COMET INFO: Experiment is live on comet.com https://www.comet.com/«_w»/resnet-ablations/«_ek»
`, V{"k": g.mloComet(), "_w": g.pick("acme-vision", "fernwood"), "_ek": g.mloRun()}, "log_parameters")

	g.add("mlops/comet-opik-configure-output", `
$ opik configure
OPIK: Your Opik cloud API key is available at https://www.comet.com/api/my/settings/.
Please enter your Opik API key:«k»
OPIK: Configuration saved to file: /home/dev/.opik.config
$ cat ~/.opik.config
[opik]
url_override = https://www.comet.com/opik/api/
workspace = «_w»
api_key = «k»
`, V{"k": g.mloComet(), "_w": g.pick("acme-vision", "fernwood")}, "url_override", "/home/dev/.opik.config")

	g.add("mlops/neptune-env-and-init", `
# train.py
import neptune

run = neptune.init_run(
    project="«_ws»/segmentation",
    api_token="«t»",
    tags=["unet", "fp16"],
)
# [neptune] [info   ] Neptune initialized. Open in the app: https://app.neptune.ai/«_ws»/segmentation/e/«_id»
`, V{"_ws": g.pick("acme-vision", "fernwood"), "t": g.mloNeptune(), "_id": "SEG-" + fmt.Sprint(100+g.r.IntN(900))}, "init_run")

	g.add("mlops/neptune-bashrc-export", `
$ tail -3 ~/.bashrc
export NEPTUNE_API_TOKEN="«t»"
export NEPTUNE_PROJECT="«_ws»/llm-evals"
alias gpu='watch -n1 nvidia-smi'
`, V{"t": g.mloNeptune(), "_ws": g.pick("acme-vision", "fernwood")}, "alias gpu='watch -n1 nvidia-smi'")

	g.add("mlops/clearml-conf-api-credentials", `
$ cat ~/clearml.conf
# ClearML SDK configuration file
api {
    web_server: https://app.clear.ml/
    api_server: https://api.clear.ml
    files_server: https://files.clear.ml
    # «_who»'s workspace
    credentials {
        "access_key" = "«=ak»"
        "secret_key" = "«sk»"
    }
}
sdk {
    aws {
        s3 {
            key: "«s3k»"
            secret: "«s3s»"
            region: "eu-west-1"
        }
    }
}
`, V{"_who": g.pick("maria", "jonas", "priya"), "=ak": g.mloClearAK(), "sk": g.mloClearSK(), "s3k": g.awsID(), "s3s": g.awsSecret()}, "files_server: https://files.clear.ml")

	g.add("mlops/clearml-agent-docker-env", `
$ docker run -d --gpus all --name clearml-agent \
    -e CLEARML_API_HOST=https://api.clearml.«_d» \
    -e CLEARML_WEB_HOST=https://app.clearml.«_d» \
    -e CLEARML_FILES_HOST=https://files.clearml.«_d» \
    -e CLEARML_API_ACCESS_KEY=«=ak» \
    -e CLEARML_API_SECRET_KEY=«sk» \
    -e CLEARML_AGENT_GIT_USER=clearml-bot \
    -e CLEARML_AGENT_GIT_PASS=«gp» \
    allegroai/clearml-agent:latest clearml-agent daemon --queue gpu-a100 --docker
`, V{"_d": g.pick("acme-corp.com", "kestrel.io"), "=ak": g.mloClearAK(), "sk": g.mloClearSK(), "gp": g.glpat()}, "--queue gpu-a100", "CLEARML_AGENT_GIT_USER=clearml-bot")

	g.add("mlops/clearml-server-env-file", `
# /opt/clearml/docker-compose.override.env
CLEARML_HOST_IP=«_ip»
CLEARML_AGENT_ACCESS_KEY=«=ak»
CLEARML_AGENT_SECRET_KEY=«sk»
CLEARML__secure__auth__token_secret="«ts»"
CLEARML__secure__credentials__apiserver__user_key="«=uk»"
CLEARML__secure__credentials__apiserver__user_secret="«us»"
`, V{"_ip": g.mloIP(), "=ak": g.mloClearAK(), "sk": g.mloClearSK(), "ts": g.an(32), "=uk": g.mloClearAK(), "us": g.an(50)}, "CLEARML_HOST_IP")

	g.add("mlops/clearml-task-output-benign", `
ClearML Task: created new task id=«_t»
2024-11-07 15:04:22,118 - clearml.Task - INFO - No repository found, storing script code instead
ClearML results page: https://app.clear.ml/projects/«_p»/experiments/«_t»/output/log
ClearML Monitor: GPU monitoring failed getting GPU reading, switching off GPU monitoring
Enqueued task «_t» to queue «_q» (gpu-a100)
`, V{"_t": g.mloRun(), "_p": g.mloRun(), "_q": g.mloRun()}, "No repository found, storing script code instead")

	g.add("mlops/wandb-artifact-digests-benign", `
$ wandb artifact get «_e»/llama-sft/model-«_r»:v3 --root ./ckpt
wandb: Downloading large artifact model-«_r»:v3, 15319.32MB. 4 files...
wandb:   4 of 4 files downloaded.
Done. 0:0:41.3
$ jq -r '.manifest' ckpt/wandb_manifest.json 2>/dev/null | head -1
{"model.safetensors": {"digest": "«_d1»", "size": 16060522624}}
`, V{"_e": g.pick("acme-ml", "fernwood-research"), "_r": g.mloWRun(), "_d1": g.b64(16)}, "wandb_manifest.json")
}

// ---- SageMaker, Vertex AI, Azure ML ----

func (g *G) mloCloudML() {
	g.add("mlops/sagemaker-hf-estimator-token", `
from sagemaker.huggingface import HuggingFace

estimator = HuggingFace(
    entry_point="train.py",
    source_dir="./scripts",
    instance_type="ml.g5.12xlarge",
    instance_count=1,
    role="arn:aws:iam::«_a»:role/SageMakerExecutionRole",
    transformers_version="4.36",
    pytorch_version="2.1",
    py_version="py310",
    hyperparameters={"model_id": "mistralai/Mistral-7B-v0.1", "epochs": 3},
    environment={"HUGGING_FACE_HUB_TOKEN": "«hf»", "WANDB_API_KEY": "«w»"},
)
estimator.fit({"train": "s3://«_b»/datasets/sft/train"})
`, V{"_a": g.mloAcct(), "hf": g.hfTok(), "w": g.mloWandb(), "_b": g.pick("acme-sagemaker-eu", "fernwood-ml-data")}, "ml.g5.12xlarge", "mistralai/Mistral-7B-v0.1")

	g.add("mlops/sagemaker-describe-training-job-env", `
$ aws sagemaker describe-training-job --training-job-name llm-sft-2024-11-08-09-41-07-512 --query '{Status:TrainingJobStatus,Env:Environment,Arn:TrainingJobArn}'
{
    "Status": "Completed",
    "Env": {
        "HF_TOKEN": "«hf»",
        "HF_HUB_ENABLE_HF_TRANSFER": "1",
        "MLFLOW_TRACKING_URI": "«_arn»",
        "DB_PASSWORD": "«p»"
    },
    "Arn": "arn:aws:sagemaker:us-east-1:«_a»:training-job/llm-sft-2024-11-08-09-41-07-512"
}
`, func() V {
		a := g.mloAcct()
		return V{"hf": g.hfTok(), "_arn": "arn:aws:sagemaker:us-east-1:" + a + ":mlflow-tracking-server/ml-team", "p": g.pw(), "_a": a}
	}(), "HF_HUB_ENABLE_HF_TRANSFER")

	g.add("mlops/sagemaker-endpoint-invoke-temp-creds", `
$ export AWS_ACCESS_KEY_ID=«ak»
$ export AWS_SECRET_ACCESS_KEY=«sk»
$ export AWS_SESSION_TOKEN=«st»
$ aws sagemaker-runtime invoke-endpoint --endpoint-name «_ep» --content-type application/json \
    --body '{"inputs":"Summarize: ...","parameters":{"max_new_tokens":128}}' --cli-binary-format raw-in-base64-out out.json
{
    "ContentType": "application/json",
    "InvokedProductionVariant": "AllTraffic"
}
`, V{"ak": g.awsTempID(), "sk": g.awsSecret(), "st": g.awsSession(), "_ep": "hf-llm-mistral-7b-" + g.digits(4) + "-" + g.s(alLowNum, 6)}, "InvokedProductionVariant")

	g.add("mlops/sagemaker-studio-lifecycle-config", `
#!/bin/bash
# studio lifecycle config: on-jupyter-server-start
set -eux
cat > /home/sagemaker-user/.pip/pip.conf <<EOT
[global]
index-url = https://aws:«ca»@ml-«_a».d.codeartifact.us-east-1.amazonaws.com/pypi/ml-internal/simple/
EOT
echo "export LANGCHAIN_API_KEY=«ls»" >> /home/sagemaker-user/.bashrc
`, V{"ca": "eyJ2ZXIiOjEsImlzdSI6" + g.b64u(400), "_a": g.mloAcct(), "ls": g.langsmith()}, "on-jupyter-server-start", "ml-internal/simple/")

	g.add("mlops/sagemaker-arns-benign", `
$ aws sagemaker list-model-packages --model-package-group-name churn-models --max-results 2
{
    "ModelPackageSummaryList": [
        {
            "ModelPackageGroupName": "churn-models",
            "ModelPackageVersion": 7,
            "ModelPackageArn": "arn:aws:sagemaker:eu-west-1:«_a»:model-package/churn-models/7",
            "CreationTime": "2024-11-01T10:22:41.004000+00:00",
            "ModelPackageStatus": "Completed",
            "ModelApprovalStatus": "Approved"
        }
    ],
    "NextToken": "«_nt»"
}
`, V{"_a": g.mloAcct(), "_nt": g.b64(48)}, "ModelApprovalStatus", "churn-models/7")

	sa, key := g.mloSAKey("acme-vertex-"+g.s(alLowNum, 6), "vertex-trainer")
	g.add("mlops/vertex-sa-key-cat", `
$ cat vertex-sa.json
`+strings.Replace(sa, key, "«k»", 1)+`
$ gcloud auth activate-service-account --key-file=vertex-sa.json
Activated service account credentials for: [vertex-trainer@...]
`, V{"k": key}, "gcloud auth activate-service-account")

	g.add("mlops/vertex-custom-job-env-vars", `
$ gcloud ai custom-jobs create --region=us-central1 --display-name=sft-gemma \
    --worker-pool-spec=machine-type=a2-highgpu-1g,replica-count=1,accelerator-type=NVIDIA_TESLA_A100,container-image-uri=us-docker.pkg.dev/«_p»/train/gemma-sft:0.3 \
    --args=--hf-token=«hf»,--epochs=2
Using endpoint [https://us-central1-aiplatform.googleapis.com/]
CustomJob [projects/«_pn»/locations/us-central1/customJobs/«_j»] is submitted successfully.
`, V{"_p": g.pick("acme-ml-prod", "fernwood-research"), "hf": g.hfTok(), "_pn": g.digits(12), "_j": g.digits(19)}, "a2-highgpu-1g", "us-central1-aiplatform.googleapis.com")

	g.add("mlops/vertex-python-gemini-access-token", `
$ gcloud auth print-access-token
«t»
$ curl -s -X POST -H "Authorization: Bearer «t»" -H "Content-Type: application/json" \
    "https://us-central1-aiplatform.googleapis.com/v1/projects/«_p»/locations/us-central1/publishers/google/models/gemini-1.5-pro-002:generateContent" \
    -d '{"contents":[{"role":"user","parts":[{"text":"ping"}]}]}' | jq -r '.candidates[0].content.parts[0].text'
Pong!
`, V{"t": g.ya29(), "_p": g.pick("acme-ml-prod", "fernwood-research")}, "gemini-1.5-pro-002:generateContent")

	g.add("mlops/azureml-workspace-sp-secret", `
from azure.ai.ml import MLClient
from azure.identity import ClientSecretCredential

cred = ClientSecretCredential(
    tenant_id="«_t»",
    client_id="«_c»",
    client_secret="«s»",
)
ml_client = MLClient(cred, subscription_id="«_sub»", resource_group_name="rg-ml-prod", workspace_name="mlw-prod-weu")
`, V{"_t": g.uuid(), "_c": g.uuid(), "s": g.azSecret(), "_sub": g.uuid()}, "mlw-prod-weu", "rg-ml-prod")

	g.add("mlops/azureml-online-endpoint-keys", `
$ az ml online-endpoint get-credentials -n «_ep» -g rg-ml-prod -w mlw-prod-weu
{
  "primaryKey": "«k1»",
  "secondaryKey": "«k2»"
}
$ az ml online-endpoint show -n «_ep» -g rg-ml-prod -w mlw-prod-weu --query scoring_uri -o tsv
https://«_ep».westeurope.inference.ml.azure.com/score
`, V{"_ep": "churn-ep-" + g.s(alLowNum, 5), "k1": g.an(32), "k2": g.an(32)}, "get-credentials")

	g.add("mlops/azureml-datastore-yaml-sas", `
# datastore.yml  (az ml datastore create --file datastore.yml)
$schema: https://azuremlschemas.azureedge.net/latest/azureBlob.schema.json
name: raw_images
type: azure_blob
description: raw images for labeling
account_name: «_a»
container_name: raw-images
credentials:
  sas_token: «sas»
`, V{"_a": "stml" + g.s(alLowNum, 8), "sas": "?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-06-30T18:00:00Z&st=2024-11-01T09:00:00Z&spr=https&sig=" + strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F")}, "azureBlob.schema.json", "raw-images")

	g.add("mlops/vertex-resources-benign", `
$ gcloud ai endpoints list --region=europe-west4 --format="table(name.basename(),displayName,deployedModels[0].model.basename())"
ENDPOINT_ID          DISPLAY_NAME           MODEL
«_e1»  reranker-prod          «_m1»
«_e2»  gemma-2b-distill       «_m2»
$ gcloud ai models describe «_m1» --region=europe-west4 --format='value(versionId,artifactUri)'
3	gs://«_b»/reranker/v3/model
`, V{"_e1": g.digits(19), "_m1": g.digits(19), "_e2": g.digits(19), "_m2": g.digits(19), "_b": g.pick("acme-vertex-models", "fernwood-ml")}, "reranker-prod", "gemma-2b-distill")
}

// ---- Databricks ----

func (g *G) mloDatabricks() {
	g.add("mlops/databrickscfg-profiles", `
$ cat ~/.databrickscfg
[DEFAULT]
host  = https://«_h1»
token = «t1»

[staging]
host          = https://«_h2»
client_id     = «_cid»
client_secret = «cs»

[prod-ro]
host      = https://«_h1»
auth_type = databricks-cli
`, V{"_h1": g.mloDbxHost(), "t1": g.mloDapi(), "_h2": g.mloDbxHost(), "_cid": g.uuid(), "cs": g.mloDose()}, "auth_type = databricks-cli", "[prod-ro]")

	g.add("mlops/databricks-cli-configure-token", `
$ databricks configure --token --host https://«_h»
Databricks token: «t»
$ databricks current-user me -o json | jq '{userName, id}'
{
  "userName": "«_u»@«_d»",
  "id": "«_id»"
}
`, V{"_h": g.mloDbxHost(), "t": g.mloDapi(), "_u": g.pick("maria.k", "jonas.b", "priya.s"), "_d": g.pick("acme-corp.com", "fernwood.dev"), "_id": g.digits(16)}, "current-user me")

	g.add("mlops/databricks-sp-secret-create-output", `
$ databricks service-principal-secrets create «_spid» -o json
{
  "create_time": "2024-11-08T12:41:09Z",
  "id": "«_sid»",
  "secret": "«s»",
  "secret_hash": "«_hash»",
  "status": "ACTIVE",
  "update_time": "2024-11-08T12:41:09Z"
}
`, V{"_spid": g.digits(16), "_sid": g.digits(16), "s": g.mloDose(), "_hash": g.hex(64)}, "secret_hash")

	g.add("mlops/databricks-bundle-github-actions", `
# .github/workflows/deploy-bundle.yml
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      DATABRICKS_HOST: https://«_h»
      DATABRICKS_CLIENT_ID: «_cid»
      DATABRICKS_CLIENT_SECRET: «cs»
      DATABRICKS_BUNDLE_ENV: prod
    steps:
      - uses: actions/checkout@v4
      - uses: databricks/setup-cli@main
      - run: databricks bundle deploy --target prod
`, V{"_h": g.mloDbxHost(), "_cid": g.uuid(), "cs": g.mloDose()}, "databricks/setup-cli@main", "DATABRICKS_BUNDLE_ENV")

	g.add("mlops/databricks-sdk-workspace-client", `
from databricks.sdk import WorkspaceClient

w = WorkspaceClient(
    host="https://«_h»",
    token="«t»",
)
for c in w.clusters.list():
    print(c.cluster_id, c.cluster_name, c.state)
# «_c1» ml-gpu-a10 State.RUNNING
# «_c2» shared-autoscale State.TERMINATED
`, V{"_h": g.mloDbxHost(), "t": g.mloDapi(), "_c1": g.mloCluster(), "_c2": g.mloCluster()}, "ml-gpu-a10", "shared-autoscale")

	g.add("mlops/databricks-model-serving-curl", `
$ curl -s -u token:«t» -X POST https://«_h»/serving-endpoints/«_ep»/invocations \
    -H 'Content-Type: application/json' \
    -d '{"dataframe_split": {"columns": ["age", "tenure", "plan"], "data": [[42, 17, "pro"]]}}'
{"predictions": [0.1837]}
`, V{"t": g.mloDapi(), "_h": g.mloDbxHost(), "_ep": g.pick("churn-prod", "fraud-scorer", "rag-chatbot")}, "dataframe_split")

	g.add("mlops/databricks-secrets-put-cli-history", `
$ history | grep secrets
  511  databricks secrets create-scope ml-keys
  512  databricks secrets put-secret ml-keys openai --string-value «oa»
  513  databricks secrets put-secret ml-keys pinecone --string-value «pc»
  514  databricks secrets list-secrets ml-keys
`, V{"oa": g.openai(), "pc": g.pinecone()}, "create-scope ml-keys", "list-secrets ml-keys")

	g.add("mlops/databricks-notebook-dbutils-fallback", `
# Databricks notebook source
# MAGIC %pip install -q langchain-openai databricks-vectorsearch
# COMMAND ----------
import os
try:
    os.environ["OPENAI_API_KEY"] = dbutils.secrets.get(scope="ml-keys", key="openai")
except Exception:
    os.environ["OPENAI_API_KEY"] = "«oa»"   # TODO remove before commit
from databricks.vector_search.client import VectorSearchClient
vsc = VectorSearchClient(workspace_url="https://«_h»", personal_access_token="«t»")
`, V{"oa": g.openai(), "_h": g.mloDbxHost(), "t": g.mloDapi()}, `dbutils.secrets.get(scope="ml-keys", key="openai")`)

	g.add("mlops/databricks-terraform-provider", `
provider "databricks" {
  alias         = "ws"
  host          = "https://«_h»"
  client_id     = "«_cid»"
  client_secret = "«cs»"
}

resource "databricks_token" "pat" {
  provider         = databricks.ws
  comment          = "mlflow ci"
  lifetime_seconds = 7776000
}
`, V{"_h": g.mloDbxHost(), "_cid": g.uuid(), "cs": g.mloDose()}, "databricks_token", "lifetime_seconds")

	g.add("mlops/databricks-token-create-output", `
$ databricks tokens create --comment "ci mlflow" --lifetime-seconds 2592000
{
  "token_info": {
    "comment": "ci mlflow",
    "creation_time": 1731070113461,
    "expiry_time": 1733662113461,
    "token_id": "«_tid»"
  },
  "token_value": "«t»"
}
`, V{"_tid": g.hex(64), "t": g.mloDapi()}, "creation_time")

	g.add("mlops/databricks-jdbc-url-pwd", `
jdbc:databricks://«_h»:443/default;transportMode=http;ssl=1;AuthMech=3;httpPath=/sql/1.0/warehouses/«_w»;UID=token;PWD=«t»
`, V{"_h": g.mloDbxHost(), "_w": g.hex(16), "t": g.mloDapi()}, "transportMode=http", "AuthMech=3")

	g.add("mlops/databricks-oauth-token-response", `
$ curl -s -u "«_cid»:«cs»" https://«_h»/oidc/v1/token -d 'grant_type=client_credentials&scope=all-apis'
{"access_token":"«at»","scope":"all-apis","token_type":"Bearer","expires_in":3600}
`, V{"_cid": g.uuid(), "cs": g.mloDose(), "_h": g.mloDbxHost(), "at": g.jwt("RS256", fmt.Sprintf(`{"client_id":"%s","scope":"all-apis","iss":"https://dbc.cloud.databricks.com/oidc","aud":"%s","sub":"%s","iat":1731070113,"exp":1731073713,"jti":"%s"}`, g.uuid(), g.digits(16), g.uuid(), g.uuid()))}, "grant_type=client_credentials")

	g.add("mlops/databricks-ids-benign", `
$ databricks jobs list-runs --job-id «_job» --limit 2 -o json | jq -r '.[] | [.run_id, .state.result_state, .cluster_instance.cluster_id] | @tsv'
«_r1»	SUCCESS	«_c1»
«_r2»	FAILED	«_c2»
$ echo $DATABRICKS_HOST
https://«_h»
# workspace id «_wid», warehouse «_w», service principal application id «_app»
`, V{"_job": g.digits(15), "_r1": g.digits(16), "_c1": g.mloCluster(), "_r2": g.digits(16), "_c2": g.mloCluster(), "_h": g.mloDbxHost(), "_wid": g.digits(16), "_w": g.hex(16), "_app": g.uuid()}, "result_state")
}

// ---- vector databases ----

func (g *G) mloVectors() {
	g.add("mlops/pinecone-python-client-host-benign", `
from pinecone import Pinecone

pc = Pinecone(api_key="«k»")
index = pc.Index(host="https://«_ix»-«_h».svc.aped-4627-b74a.pinecone.io")
print(index.describe_index_stats())
# {'dimension': 1536, 'index_fullness': 0.0, 'namespaces': {'docs-v2': {'vector_count': 48211}}, 'total_vector_count': 48211}
`, V{"k": g.pinecone(), "_ix": g.pick("docs-prod", "support-kb", "products"), "_h": g.s(alLowNum, 7)}, "docs-v2", "aped-4627-b74a")

	g.add("mlops/pinecone-curl-describe-index", `
$ curl -s "https://api.pinecone.io/indexes/support-kb" -H "Api-Key: «k»" -H "X-Pinecone-API-Version: 2024-10" | jq
{
  "name": "support-kb",
  "metric": "cosine",
  "dimension": 1024,
  "status": { "ready": true, "state": "Ready" },
  "host": "support-kb-«_h».svc.aped-4627-b74a.pinecone.io",
  "spec": { "serverless": { "region": "us-east-1", "cloud": "aws" } },
  "deletion_protection": "enabled"
}
`, V{"k": g.pinecone(), "_h": g.s(alLowNum, 7)}, "X-Pinecone-API-Version: 2024-10", "deletion_protection")

	g.add("mlops/weaviate-cloud-connect", `
import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_c».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«k»"),
    headers={"X-OpenAI-Api-Key": "«oa»"},
)
print(client.is_ready())
`, V{"_c": g.s(alLowNum, 22), "k": g.mloWeaviate(), "oa": g.openai()}, "connect_to_weaviate_cloud")

	g.add("mlops/weaviate-docker-compose-apikey", `
  weaviate:
    image: cr.weaviate.io/semitechnologies/weaviate:1.27.2
    environment:
      QUERY_DEFAULTS_LIMIT: 25
      AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED: 'false'
      AUTHENTICATION_APIKEY_ENABLED: 'true'
      AUTHENTICATION_APIKEY_ALLOWED_KEYS: '«k1»,«k2»'
      AUTHENTICATION_APIKEY_USERS: 'admin@«_d»,reader@«_d»'
      AUTHORIZATION_ADMINLIST_ENABLED: 'true'
      DEFAULT_VECTORIZER_MODULE: text2vec-openai
      OPENAI_APIKEY: «oa»
`, V{"k1": g.pwStrong(), "k2": g.an(32), "_d": g.pick("acme-corp.com", "fernwood.dev"), "oa": g.openaiOld()}, "AUTHENTICATION_APIKEY_USERS", "text2vec-openai")

	g.add("mlops/qdrant-cloud-client", `
from qdrant_client import QdrantClient

qdrant = QdrantClient(
    url="https://«_c».eu-central-1-0.aws.cloud.qdrant.io:6333",
    api_key="«k»",
)
print(qdrant.get_collections())
# collections=[CollectionDescription(name='faq_embeddings'), CollectionDescription(name='code_chunks')]
`, V{"_c": g.uuid(), "k": g.mloQdrant()}, "faq_embeddings")

	g.add("mlops/qdrant-config-yaml-service-key", `
# /qdrant/config/production.yaml
service:
  host: 0.0.0.0
  http_port: 6333
  grpc_port: 6334
  enable_tls: true
  api_key: «k»
  read_only_api_key: «rk»
storage:
  storage_path: /qdrant/storage
  on_disk_payload: true
`, V{"k": g.an(36), "rk": g.an(36)}, "on_disk_payload", "grpc_port: 6334")

	g.add("mlops/qdrant-curl-jwt-rbac", `
$ curl -s -H "api-key: «jwt»" http://localhost:6333/collections/code_chunks | jq .result.points_count
183422
`, V{"jwt": g.jwt("HS256", `{"access":[{"collection":"code_chunks","access":"r"}],"exp":1767225600}`)}, "code_chunks")

	g.add("mlops/zilliz-cloud-pymilvus", `
from pymilvus import MilvusClient

client = MilvusClient(
    uri="https://in03-«_c».serverless.gcp-us-west1.cloud.zilliz.com",
    token="«k»",
)
client.describe_collection("product_images")
`, V{"_c": g.hex(15), "k": g.mloZilliz()}, "product_images")

	g.add("mlops/milvus-user-password-token", `
$ python -c 'from pymilvus import connections; connections.connect(host="milvus.«_d»", port="19530", user="root", password="«p»", secure=True)'
$ grep -A3 "^common:" milvus.yaml
common:
  security:
    authorizationEnabled: true
    defaultRootPassword: «p»
`, V{"_d": g.pick("ml.acme-corp.com", "fernwood.internal"), "p": g.pw()}, "authorizationEnabled: true")

	g.add("mlops/chroma-cloud-client", `
import chromadb

client = chromadb.CloudClient(
    tenant="«_t»",
    database="support-docs",
    api_key="«k»",
)
col = client.get_or_create_collection("tickets")
print(col.count())
`, V{"_t": g.uuid(), "k": g.mloChroma()}, "support-docs", "get_or_create_collection")

	g.add("mlops/chroma-server-token-auth-env", `
# chroma.env
CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider
CHROMA_SERVER_AUTHN_CREDENTIALS=«k»
CHROMA_AUTH_TOKEN_TRANSPORT_HEADER=X-Chroma-Token
PERSIST_DIRECTORY=/chroma/chroma
ANONYMIZED_TELEMETRY=False
`, V{"k": g.hex(32)}, "TokenAuthenticationServerProvider", "X-Chroma-Token")

	g.add("mlops/turbopuffer-client", `
import turbopuffer as tpuf

tpuf.api_key = "«k»"
tpuf.api_base_url = "https://gcp-us-central1.turbopuffer.com"
ns = tpuf.Namespace("code-search-«_ns»")
ns.upsert(ids=[1, 2], vectors=[[0.1, 0.2], [0.3, 0.4]], attributes={"path": ["a.py", "b.py"]})
`, V{"k": g.mloTurbopuffer(), "_ns": g.s(alLowNum, 6)}, "gcp-us-central1.turbopuffer.com")

	g.add("mlops/lancedb-cloud-connect", `
import lancedb

db = lancedb.connect(
    uri="db://«_db»",
    api_key="«k»",
    region="us-east-1",
)
tbl = db.open_table("transcripts")
print(tbl.count_rows())
`, V{"_db": "rag-" + g.s(alLowNum, 6), "k": g.mloLance()}, "open_table")

	g.add("mlops/pgvector-langchain-connection", `
from langchain_postgres import PGVector

vector_store = PGVector(
    embeddings=embeddings,
    collection_name="kb_chunks",
    connection="postgresql+psycopg://rag_app:«p»@«_h»:5432/rag",
    use_jsonb=True,
)
`, V{"p": g.pwURL(), "_h": g.pick("pg-rag.internal", "10.40.2.11", "rag-db.c9x8.us-east-1.rds.amazonaws.com")}, "kb_chunks")

	g.add("mlops/vector-env-mixed", `
# rag-service/.env
EMBEDDING_MODEL=text-embedding-3-large
EMBEDDING_DIM=3072
PINECONE_API_KEY=«pc»
PINECONE_INDEX_HOST=https://kb-«_h».svc.us-east1-gcp.pinecone.io
QDRANT_URL=https://«_q».us-east4-0.gcp.cloud.qdrant.io
QDRANT_API_KEY=«qk»
VOYAGE_API_KEY=«vo»
`, V{"pc": g.pinecone(), "_h": g.s(alLowNum, 7), "_q": g.uuid(), "qk": g.mloQdrant(), "vo": g.mloVoyage()}, "EMBEDDING_DIM=3072", "text-embedding-3-large")

	g.add("mlops/vector-stats-benign", `
$ python scripts/index_stats.py
index: kb-prod  host: kb-prod-«_h».svc.aped-4627-b74a.pinecone.io
namespace         vectors   last_upsert_batch
docs-v2           48211     «_b1»
faq               1932      «_b2»
dimension=1536 metric=cosine pod_type=serverless
collection qdrant/faq_embeddings: status=green points=18211 segments=6 optimizer=ok config_hash=«_ch»
`, V{"_h": g.s(alLowNum, 7), "_b1": g.uuid(), "_b2": g.uuid(), "_ch": g.hex(16)}, "last_upsert_batch", "optimizer=ok")
}

// ---- LLM observability ----

func (g *G) mloObservability() {
	g.add("mlops/langsmith-env-tracing", `
# .env.local
LANGSMITH_TRACING=true
LANGSMITH_ENDPOINT=https://api.smith.langchain.com
LANGSMITH_API_KEY=«k»
LANGSMITH_PROJECT=support-agent-dev
LANGSMITH_WORKSPACE_ID=«_ws»
`, V{"k": g.langsmith(), "_ws": g.uuid()}, "support-agent-dev", "LANGSMITH_TRACING=true")

	g.add("mlops/langsmith-service-key-client-code", `
from langsmith import Client

client = Client(api_key="«k»", api_url="https://eu.api.smith.langchain.com")
runs = client.list_runs(project_name="support-agent-prod", run_type="llm", limit=3)
for r in runs:
    print(r.id, r.trace_id, r.total_tokens)
# «_r1» «_t1» 1843
`, V{"k": g.mloLsSK(), "_r1": g.uuid(), "_t1": g.uuid()}, "support-agent-prod", "eu.api.smith.langchain.com")

	g.add("mlops/langfuse-env-pair", `
LANGFUSE_SECRET_KEY="«sk»"
LANGFUSE_PUBLIC_KEY="«_pk»"
LANGFUSE_HOST="https://cloud.langfuse.com"
`, V{"sk": g.mloLfSK(), "_pk": g.mloLfPK()}, "https://cloud.langfuse.com")

	g.add("mlops/langfuse-selfhost-compose", `
  langfuse-web:
    image: langfuse/langfuse:3
    environment:
      DATABASE_URL: postgresql://postgres:«dbp»@postgres:5432/postgres
      NEXTAUTH_URL: https://langfuse.«_d»
      NEXTAUTH_SECRET: «ns»
      SALT: «salt»
      ENCRYPTION_KEY: «ek»
      CLICKHOUSE_PASSWORD: «chp»
      LANGFUSE_S3_EVENT_UPLOAD_BUCKET: langfuse-events
      LANGFUSE_S3_EVENT_UPLOAD_ACCESS_KEY_ID: «ak»
      LANGFUSE_S3_EVENT_UPLOAD_SECRET_ACCESS_KEY: «sk»
      REDIS_AUTH: «ra»
      LANGFUSE_INIT_PROJECT_PUBLIC_KEY: «_pk»
      LANGFUSE_INIT_PROJECT_SECRET_KEY: «lsk»
`, V{"dbp": g.pwURL(), "_d": g.pick("acme-corp.com", "kestrel.io"), "ns": g.b64(32), "salt": g.b64(32), "ek": g.hex(64), "chp": g.pwStrong(), "ak": g.awsID(), "sk": g.awsSecret(), "ra": g.an(24), "_pk": g.mloLfPK(), "lsk": g.mloLfSK()}, "langfuse/langfuse:3", "langfuse-events")

	g.add("mlops/langfuse-otel-basic-header", `
OTEL_EXPORTER_OTLP_ENDPOINT="https://cloud.langfuse.com/api/public/otel"
OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic «b»"
`, V{"b": b64s(g.mloLfPK() + ":" + g.mloLfSK())}, "/api/public/otel")

	g.add("mlops/langfuse-python-init-trace-benign", `
from langfuse import Langfuse
langfuse = Langfuse()  # reads LANGFUSE_* from the environment
trace = langfuse.trace(name="rag-query", user_id="user_«_u»", session_id="«_s»")
print(trace.id, trace.get_trace_url())
# «_t» https://cloud.langfuse.com/project/«_p»/traces/«_t»
`, V{"_u": g.digits(6), "_s": g.uuid(), "_t": g.uuid(), "_p": "cm" + g.s(alLowNum, 23)}, "reads LANGFUSE_* from the environment")

	g.add("mlops/helicone-openai-base-url", `
client = OpenAI(
    api_key=os.environ["OPENAI_API_KEY"],
    base_url="https://oai.helicone.ai/v1",
    default_headers={
        "Helicone-Auth": "Bearer «h»",
        "Helicone-Property-Environment": "staging",
        "Helicone-User-Id": "«_u»",
    },
)
`, V{"h": g.mloHelicone(), "_u": g.uuid()}, "oai.helicone.ai/v1", `os.environ["OPENAI_API_KEY"]`)

	g.add("mlops/helicone-curl-anthropic-proxy", `
$ curl https://anthropic.helicone.ai/v1/messages \
  -H "x-api-key: «ak»" \
  -H "Helicone-Auth: Bearer «h»" \
  -H "anthropic-version: 2023-06-01" \
  -H "content-type: application/json" \
  -d '{"model":"claude-3-5-haiku-20241022","max_tokens":64,"messages":[{"role":"user","content":"hi"}]}'
{"id":"msg_«_m»","type":"message","role":"assistant","model":"claude-3-5-haiku-20241022","content":[{"type":"text","text":"Hi! How can I help?"}],"stop_reason":"end_turn"}
`, V{"ak": g.anthropic(), "h": g.mloHelicone(), "_m": g.s(alAlnum, 24)}, "anthropic-version: 2023-06-01")

	g.add("mlops/arize-otel-register", `
from arize.otel import register

tracer_provider = register(
    space_id="«_sp»",
    api_key="«k»",
    project_name="agent-evals",
)
`, V{"_sp": g.mloArizeSpace(), "k": g.mloArize()}, "agent-evals")

	g.add("mlops/phoenix-cloud-env", `
$ cat .env
PHOENIX_COLLECTOR_ENDPOINT=https://app.phoenix.arize.com/s/«_sp»
PHOENIX_API_KEY=«k»
PHOENIX_CLIENT_HEADERS=api_key=«k»
PHOENIX_PROJECT_NAME=rag-eval
`, V{"_sp": g.pick("acme-ml", "fernwood"), "k": g.mloPhoenix()}, "PHOENIX_PROJECT_NAME=rag-eval")

	g.add("mlops/phoenix-selfhost-secret", `
$ docker run -d -p 6006:6006 -p 4317:4317 \
    -e PHOENIX_ENABLE_AUTH=True \
    -e PHOENIX_SECRET=«s» \
    -e PHOENIX_SQL_DATABASE_URL=postgresql://phoenix:«p»@db:5432/phoenix \
    -e PHOENIX_DEFAULT_ADMIN_INITIAL_PASSWORD=«ap» \
    arizephoenix/phoenix:version-5.7.0
`, V{"s": g.an(40), "p": g.pwURL(), "ap": g.pw()}, "PHOENIX_ENABLE_AUTH=True", "arizephoenix/phoenix:version-5.7.0")

	g.add("mlops/braintrust-eval-run-output", `
$ BRAINTRUST_API_KEY=«k» npx braintrust eval evals/summarize.eval.ts
Processing 1 evaluators...
Experiment main-1731071184 is running at https://www.braintrust.dev/app/«_org»/p/summarizer/experiments/main-1731071184
summarizer (data): 50it [00:09,  5.37it/s]
=========================SUMMARY=========================
87.20% 'Factuality' score
62.00% (+4.00%) 'Levenshtein' score
`, V{"k": g.mloBraintrust(), "_org": g.pick("Acme", "Fernwood")}, "main-1731071184", "'Factuality' score")

	g.add("mlops/braintrust-proxy-ts", `
import { OpenAI } from "openai";

const client = new OpenAI({
  baseURL: "https://api.braintrust.dev/v1/proxy",
  apiKey: "«k»", // braintrust key, proxies to openai/anthropic with org secrets
});
`, V{"k": g.mloBraintrust()}, "api.braintrust.dev/v1/proxy")

	g.add("mlops/promptlayer-python", `
from promptlayer import PromptLayer

promptlayer_client = PromptLayer(api_key="«k»")
OpenAI = promptlayer_client.openai.OpenAI
client = OpenAI()
resp = client.chat.completions.create(model="gpt-4o", messages=msgs, pl_tags=["onboarding-bot"])
# PromptLayer request id: «_rid»
`, V{"k": g.mloPromptLayer(), "_rid": g.digits(9)}, "onboarding-bot")

	g.add("mlops/observability-trace-export-benign", `
{"trace_id":"«_t»","span_id":"«_s»","parent_span_id":"«_ps»","name":"ChatOpenAI","kind":"SPAN_KIND_CLIENT",
 "attributes":{"llm.model_name":"gpt-4o-mini-2024-07-18","llm.token_count.prompt":812,"llm.token_count.completion":97,
 "openinference.span.kind":"LLM","session.id":"«_sess»","langfuse.public_key":"«_pk»"},
 "status":{"code":"STATUS_CODE_OK"}}
`, V{"_t": g.mloRun(), "_s": g.hex(16), "_ps": g.hex(16), "_sess": g.uuid(), "_pk": g.mloLfPK()}, "openinference.span.kind", "gpt-4o-mini-2024-07-18")
}

// ---- inference providers ----

func (g *G) mloInference() {
	g.add("mlops/replicate-python-run", `
import replicate
client = replicate.Client(api_token="«k»")
output = client.run(
    "black-forest-labs/flux-schnell",
    input={"prompt": "isometric server room, pastel", "num_outputs": 1},
)
print(output)
# [<replicate.helpers.FileOutput object at 0x7f3c2a1e5b10>]
`, V{"k": g.replicate()}, "black-forest-labs/flux-schnell")

	g.add("mlops/replicate-curl-prediction", `
$ curl -s -X POST -H "Authorization: Bearer «k»" -H "Content-Type: application/json" -H "Prefer: wait" \
    -d '{"version": "«_v»", "input": {"prompt": "a llama in a datacenter"}}' \
    https://api.replicate.com/v1/predictions | jq '{id, status, urls}'
{
  "id": "«_id»",
  "status": "succeeded",
  "urls": {
    "get": "https://api.replicate.com/v1/predictions/«_id»",
    "cancel": "https://api.replicate.com/v1/predictions/«_id»/cancel"
  }
}
`, V{"k": g.replicate(), "_v": g.mloSha(), "_id": g.s(alLowNum, 26)}, "Prefer: wait")

	g.add("mlops/modal-token-set", `
$ modal token set --token-id «=id» --token-secret «s» --profile=acme-ml
Verifying token against https://api.modal.com
Token verified successfully!
Token written to /home/dev/.modal.toml in profile acme-ml.
`, V{"=id": g.mloModalID(), "s": g.mloModalSK()}, "/home/dev/.modal.toml", "Token verified successfully!")

	g.add("mlops/modal-toml", `
$ cat ~/.modal.toml
[acme-ml]
token_id = "«=id»"
token_secret = "«s»"
active = true

[personal]
token_id = "«=id2»"
token_secret = "«s2»"
`, V{"=id": g.mloModalID(), "s": g.mloModalSK(), "=id2": g.mloModalID(), "s2": g.mloModalSK()}, "active = true")

	g.add("mlops/modal-secret-create-cli", `
$ modal secret create huggingface-secret HF_TOKEN=«hf»
Created a new secret 'huggingface-secret' with the key 'HF_TOKEN'

Use it in to your Modal app using:

@app.function(secrets=[modal.Secret.from_name("huggingface-secret")])
def some_function():
    os.getenv("HF_TOKEN")
`, V{"hf": g.hfTok()}, `modal.Secret.from_name("huggingface-secret")`)

	g.add("mlops/together-finetune-cli", `
$ export TOGETHER_API_KEY=«k»
$ together fine-tuning create --training-file «_f» --model meta-llama/Meta-Llama-3.1-8B-Instruct-Reference --lora --wandb-api-key «w»
Submitting a fine-tuning job with the following parameters: ...
Successfully submitted a fine-tuning job ft-«_ft» at 11/08/2024, 14:12:09
`, V{"k": g.mloTogether(), "_f": "file-" + g.uuid(), "w": g.mloWandb(), "_ft": g.uuid()}, "--lora")

	g.add("mlops/groq-python-snippet", `
from groq import Groq

client = Groq(api_key="«k»")
chat = client.chat.completions.create(
    model="llama-3.1-70b-versatile",
    messages=[{"role": "user", "content": "Explain LoRA in one sentence."}],
)
print(chat.id, chat.usage.total_tokens)
# chatcmpl-«_id» 91
`, V{"k": g.groq(), "_id": g.uuid()}, "llama-3.1-70b-versatile")

	g.add("mlops/fireworks-curl-completions", `
$ curl --request POST \
     --url https://api.fireworks.ai/inference/v1/chat/completions \
     --header 'accept: application/json' \
     --header 'authorization: Bearer «k»' \
     --header 'content-type: application/json' \
     --data '{"model": "accounts/fireworks/models/llama-v3p1-405b-instruct", "max_tokens": 256, "messages": [{"role": "user", "content": "hello"}]}'
`, V{"k": g.mloFireworks()}, "accounts/fireworks/models/llama-v3p1-405b-instruct")

	g.add("mlops/fireworks-firectl-signin-yaml", `
$ cat ~/.fireworks/auth.ini
id_token = «it»
refresh_token = «rt»
api_key = «k»
account_id = «_acc»
`, V{"it": g.jwt("RS256", `{"iss":"https://auth.fireworks.ai/","sub":"google-oauth2|`+g.digits(21)+`","aud":"fireworks","exp":1731150000}`), "rt": g.b64u(48), "k": g.mloFireworks(), "_acc": g.pick("acme-ml", "fernwood")}, "auth.ini")

	g.add("mlops/deepinfra-openai-compat", `
client = OpenAI(
    api_key="«k»",
    base_url="https://api.deepinfra.com/v1/openai",
)
emb = client.embeddings.create(model="BAAI/bge-large-en-v1.5", input=texts, encoding_format="float")
`, V{"k": g.mloDeepinfra()}, "BAAI/bge-large-en-v1.5", "api.deepinfra.com/v1/openai")

	g.add("mlops/baseten-truss-push", `
$ truss push --publish
💻 Enter your Baseten API key: «k»
Saved API key to ~/.trussrc
✨ Model whisper-v3 was successfully pushed ✨
🪵  View logs for your deployment at https://app.baseten.co/models/«_m»/logs/«_d»
$ cat ~/.trussrc
[baseten]
remote_provider = baseten
api_key = «k»
remote_url = https://app.baseten.co
`, V{"k": g.mloBaseten(), "_m": g.s(alLowNum, 8), "_d": g.s(alLowNum, 7)}, "remote_provider = baseten", "whisper-v3")

	g.add("mlops/baseten-curl-predict", `
$ curl -X POST https://model-«_m».api.baseten.co/environments/production/predict \
    -H "Authorization: Api-Key «k»" \
    -d '{"prompt": "What is a transformer?", "max_tokens": 128}'
`, V{"_m": g.s(alLowNum, 8), "k": g.mloBaseten()}, "/environments/production/predict")

	g.add("mlops/anyscale-endpoints-env", `
export OPENAI_BASE_URL=https://api.endpoints.anyscale.com/v1
export OPENAI_API_KEY=«k»
export ANYSCALE_CLI_TOKEN=aph0_«ct»
`, V{"k": g.mloAnyscale(), "ct": g.b64u(120)}, "api.endpoints.anyscale.com/v1")

	g.add("mlops/openrouter-ts-fetch", `
const res = await fetch("https://openrouter.ai/api/v1/chat/completions", {
  method: "POST",
  headers: {
    Authorization: "Bearer «k»",
    "HTTP-Referer": "https://«_site»",
    "X-Title": "Docs Copilot",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({ model: "anthropic/claude-3.5-sonnet", messages }),
});
// generation id: gen-«_gen»
`, V{"k": g.openrouter(), "_site": g.pick("docs.acme-corp.com", "fernwood.dev"), "_gen": g.digits(10) + "-" + g.an(20)}, "Docs Copilot", "anthropic/claude-3.5-sonnet")

	g.add("mlops/cohere-rerank-client", `
import cohere
co = cohere.ClientV2(api_key="«k»")
results = co.rerank(model="rerank-english-v3.0", query=q, documents=docs, top_n=5)
print(results.id)  # «_id»
`, V{"k": g.mloCohere(), "_id": g.uuid()}, "rerank-english-v3.0")

	g.add("mlops/mistral-la-plateforme-curl", `
$ curl --location "https://api.mistral.ai/v1/chat/completions" \
     --header 'Content-Type: application/json' \
     --header 'Accept: application/json' \
     --header "Authorization: Bearer «k»" \
     --data '{"model": "mistral-large-latest", "messages": [{"role": "user", "content": "Who is the best French painter? Answer in one short sentence."}]}'
{"id":"«_id»","object":"chat.completion","created":1731072211,"model":"mistral-large-latest","choices":[{"index":0,"message":{"role":"assistant","content":"Claude Monet."},"finish_reason":"stop"}]}
`, V{"k": g.mloMistral(), "_id": g.hex(32)}, "mistral-large-latest")

	g.add("mlops/voyage-jina-embeddings-config", `
# config/embeddings.toml
[voyage]
model = "voyage-3"
api_key = "«vo»"
input_type = "document"

[jina]
model = "jina-embeddings-v3"
api_key = "«ji»"
task = "retrieval.passage"
dimensions = 1024
`, V{"vo": g.mloVoyage(), "ji": g.mloJina()}, "retrieval.passage", "voyage-3")

	g.add("mlops/providers-env-example-benign", `
# .env.example — copy to .env and fill in
OPENAI_API_KEY=sk-...
ANTHROPIC_API_KEY=
GROQ_API_KEY=gsk_your_key_here
TOGETHER_API_KEY=<your together key>
REPLICATE_API_TOKEN=r8_**********
MODAL_TOKEN_ID=ak-xxxxxxxxxxxxxxxx
MODAL_TOKEN_SECRET=as-xxxxxxxxxxxxxxxx
OPENROUTER_API_KEY=${OPENROUTER_API_KEY}
`, V{}, "GROQ_API_KEY=gsk_your_key_here", "MODAL_TOKEN_SECRET=as-xxxxxxxxxxxxxxxx", "OPENROUTER_API_KEY=${OPENROUTER_API_KEY}")
}

// ---- Hugging Face ----

func (g *G) mloHuggingFace() {
	g.add("mlops/hf-token-cache-files", `
$ ls ~/.cache/huggingface/
hub  stored_tokens  token
$ cat ~/.cache/huggingface/token
«t»
$ cat ~/.cache/huggingface/stored_tokens
[read-only]
hf_token = «t2»

[write-ci]
hf_token = «t»
`, V{"t": g.hfTok(), "t2": g.hfTok()}, "stored_tokens", "[write-ci]")

	g.mloAdd("mlops/hf-cli-login-output", `
$ huggingface-cli login --token «t» --add-to-git-credential
Token is valid (permission: write).
The token ˋwrite-ciˋ has been saved to /home/dev/.cache/huggingface/stored_tokens
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/dev/.cache/huggingface/token
Login successful.
The current active token is: ˋwrite-ciˋ
`, V{"t": g.hfTok()}, "permission: write", "configured git credential helpers (store)")

	g.add("mlops/hf-git-credentials-store", `
$ cat ~/.git-credentials
https://«_u»:«t»@huggingface.co
https://oauth2:«gl»@gitlab.«_d»
`, V{"_u": g.pick("mkaur", "jtanaka", "lucasb"), "t": g.hfTok(), "gl": g.glpat(), "_d": g.pick("acme-corp.com", "fernwood.dev")}, "@huggingface.co")

	g.add("mlops/hf-git-remote-push", `
$ git remote -v
origin	https://«_u»:«t»@huggingface.co/«_org»/llama-3-8b-support-lora (fetch)
origin	https://«_u»:«t»@huggingface.co/«_org»/llama-3-8b-support-lora (push)
$ git lfs push origin main
Uploading LFS objects: 100% (2/2), 168 MB | 21 MB/s, done.
`, V{"_u": g.pick("mkaur", "jtanaka"), "t": g.hfTok(), "_org": g.pick("acme-ml", "fernwood")}, "llama-3-8b-support-lora")

	g.add("mlops/hf-inference-endpoint-curl", `
$ curl https://«_ep».us-east-1.aws.endpoints.huggingface.cloud/v1/chat/completions \
    -X POST \
    -H "Authorization: Bearer «t»" \
    -H "Content-Type: application/json" \
    -d '{"model": "tgi", "messages": [{"role": "user", "content": "ping"}], "max_tokens": 20}'
{"object":"chat.completion","id":"","created":1731073391,"model":"meta-llama/Llama-3.1-8B-Instruct","system_fingerprint":"2.4.0-sha-«_sf»","choices":[{"index":0,"message":{"role":"assistant","content":"Pong!"},"finish_reason":"stop"}]}
`, V{"_ep": g.s(alLowNum, 16), "t": g.hfTok(), "_sf": g.hex(7)}, "endpoints.huggingface.cloud/v1/chat/completions")

	g.add("mlops/hf-tgi-docker-run", `
$ model=meta-llama/Llama-3.1-8B-Instruct
$ volume=$PWD/data
$ docker run --gpus all --shm-size 1g -e HF_TOKEN=«t» -p 8080:80 -v $volume:/data \
    ghcr.io/huggingface/text-generation-inference:2.4.0 --model-id $model --quantize bitsandbytes-nf4
2024-11-08T14:31:02.118402Z  INFO text_generation_launcher: Args { model_id: "meta-llama/Llama-3.1-8B-Instruct", revision: None, ... }
2024-11-08T14:31:02.118547Z  INFO hf_hub: Token file not found "/data/token"
`, V{"t": g.hfTok()}, "text-generation-inference:2.4.0", "bitsandbytes-nf4")

	g.add("mlops/vllm-serve-api-key", `
$ HF_TOKEN=«t» vllm serve Qwen/Qwen2.5-7B-Instruct --api-key «k» --port 8000 --max-model-len 16384
INFO 11-08 14:40:17 api_server.py:528] vLLM API server version 0.6.3.post1
INFO 11-08 14:40:17 api_server.py:529] args: Namespace(host=None, port=8000, api_key='«k»', model='Qwen/Qwen2.5-7B-Instruct', max_model_len=16384, ...)
INFO 11-08 14:41:03 launcher.py:19] Available routes are:
`, V{"t": g.hfTok(), "k": "sk-vllm-" + g.hex(24)}, "Qwen/Qwen2.5-7B-Instruct", "vLLM API server version 0.6.3.post1")

	g.add("mlops/hf-hub-python-upload", `
from huggingface_hub import HfApi

api = HfApi(token="«t»")
api.upload_folder(
    folder_path="outputs/checkpoint-1200",
    repo_id="«_org»/mistral-7b-sql",
    repo_type="model",
    commit_message="checkpoint 1200",
)
# CommitInfo(commit_url='https://huggingface.co/«_org»/mistral-7b-sql/commit/«_c»', oid='«_c»', ...)
`, V{"t": g.hfTok(), "_org": g.pick("acme-ml", "fernwood"), "_c": g.gitSHA()}, "outputs/checkpoint-1200", "mistral-7b-sql")

	g.add("mlops/hf-spaces-secrets-api", `
>>> from huggingface_hub import HfApi
>>> api = HfApi()
>>> api.add_space_secret(repo_id="«_org»/rag-demo", key="OPENAI_API_KEY", value="«oa»")
>>> api.add_space_variable(repo_id="«_org»/rag-demo", key="MODEL_ID", value="gpt-4o-mini")
`, V{"_org": g.pick("acme-ml", "fernwood"), "oa": g.openai()}, "add_space_variable", "rag-demo")

	g.add("mlops/hf-whoami-benign", `
$ huggingface-cli whoami
«_u»
orgs:  «_org»,huggingface-projects
$ huggingface-cli scan-cache | head -4
REPO ID                              REPO TYPE SIZE ON DISK NB FILES LAST_ACCESSED LAST_MODIFIED REFS LOCAL PATH
------------------------------------ --------- ------------ -------- ------------- ------------- ---- ---------------------------------------------------------------
BAAI/bge-small-en-v1.5               model           133.5M       12 2 days ago    2 days ago    main /home/dev/.cache/huggingface/hub/models--BAAI--bge-small-en-v1.5
# revision «_c»
`, V{"_u": g.pick("mkaur", "jtanaka"), "_org": g.pick("acme-ml", "fernwood"), "_c": g.gitSHA()}, "huggingface-projects", "BAAI/bge-small-en-v1.5")

	g.add("mlops/hf-snapshot-download-log", `
$ HF_HUB_ENABLE_HF_TRANSFER=1 python -c 'from huggingface_hub import snapshot_download; snapshot_download("meta-llama/Llama-3.2-3B", token="«t»")'
Fetching 13 files: 100%|██████████| 13/13 [00:19<00:00,  1.52s/it]
/root/.cache/huggingface/hub/models--meta-llama--Llama-3.2-3B/snapshots/«_c»
`, V{"t": g.hfTok(), "_c": g.gitSHA()}, "models--meta-llama--Llama-3.2-3B")

	g.add("mlops/hf-401-error-traceback", `
huggingface_hub.errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-672e1a2b-«_rid»;«_rid2»)

Cannot access gated repo for url https://huggingface.co/meta-llama/Llama-3.1-8B/resolve/main/config.json.
Access to model meta-llama/Llama-3.1-8B is restricted. You must have access to it and be authenticated to access it. Please log in.
(debug) HF_TOKEN in env: «t»
`, V{"_rid": g.hex(24), "_rid2": g.uuid(), "t": g.hfTok()}, "GatedRepoError", "Cannot access gated repo")
}

// ---- Label Studio, Labelbox ----

func (g *G) mloLabeling() {
	g.add("mlops/label-studio-sdk-legacy-token", `
from label_studio_sdk.client import LabelStudio

ls = LabelStudio(base_url="https://label.«_d»", api_key="«k»")
project = ls.projects.get(id=«_pid»)
print(project.title, project.task_number)
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "k": g.mloLabelStudio(), "_pid": fmt.Sprint(10 + g.r.IntN(90))}, "ls.projects.get")

	g.add("mlops/label-studio-curl-export", `
$ curl -X GET "https://label.«_d»/api/projects/«_pid»/export?exportType=JSON_MIN" -H "Authorization: Token «k»" -o export.json
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
100 2113k    0 2113k    0     0  3117k      0 --:--:-- --:--:-- --:--:-- 3116k
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "_pid": fmt.Sprint(10 + g.r.IntN(90)), "k": g.mloLabelStudio()}, "exportType=JSON_MIN")

	g.add("mlops/label-studio-pat-refresh", `
# Label Studio personal access token (JWT refresh token) -> access token
$ curl -s -X POST https://app.humansignal.com/api/token/refresh -H "Content-Type: application/json" -d '{"refresh": "«rt»"}'
{"access":"«at»"}
`, V{"rt": g.jwt("HS256", fmt.Sprintf(`{"token_type":"refresh","exp":%d,"iat":1731000000,"jti":"%s","user_id":%d}`, 1893456000, g.hex(32), 1000+g.r.IntN(9000))), "at": g.jwt("HS256", fmt.Sprintf(`{"token_type":"access","exp":1731000300,"iat":1731000000,"jti":"%s","user_id":%d}`, g.hex(32), 1000+g.r.IntN(9000)))}, "api/token/refresh")

	g.add("mlops/label-studio-docker-env", `
$ docker run -it -p 8080:8080 -v $(pwd)/mydata:/label-studio/data \
    -e LABEL_STUDIO_USERNAME=admin@«_d» \
    -e LABEL_STUDIO_PASSWORD=«p» \
    -e LABEL_STUDIO_USER_TOKEN=«k» \
    -e POSTGRE_PASSWORD=«dbp» \
    heartexlabs/label-studio:1.14.0
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "p": g.pw(), "k": g.mloLabelStudio(), "dbp": g.pwURL()}, "heartexlabs/label-studio:1.14.0")

	g.add("mlops/label-studio-s3-storage-json", `
$ curl -s -H "Authorization: Token $LS_TOKEN" https://label.«_d»/api/storages/s3/«_sid» | jq
{
  "id": «_sid»,
  "type": "s3",
  "bucket": "«_b»",
  "prefix": "images/batch-07/",
  "presign": true,
  "aws_access_key_id": "«ak»",
  "aws_secret_access_key": "«sk»",
  "region_name": "eu-west-1",
  "project": 14
}
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "_sid": fmt.Sprint(2 + g.r.IntN(30)), "_b": g.pick("acme-labeling", "fernwood-raw"), "ak": g.awsID(), "sk": g.awsSecret()}, "$LS_TOKEN", "images/batch-07/")

	g.add("mlops/labelbox-python-client", `
import labelbox as lb

LB_API_KEY = "«k»"
client = lb.Client(api_key=LB_API_KEY)
project = client.get_project("«_p»")
export_task = project.export(params={"data_row_details": True, "label_details": True})
export_task.wait_till_done()
`, V{"k": g.mloLabelbox(), "_p": "cl" + g.s(alLowNum, 23)}, "wait_till_done")

	g.add("mlops/labelbox-graphql-curl", `
$ curl 'https://api.labelbox.com/graphql' \
    -H 'Content-Type: application/json' \
    -H 'Authorization: Bearer «k»' \
    --data-raw '{"query":"{ user { email organization { name } } }"}'
{"data":{"user":{"email":"ops@«_d»","organization":{"name":"«_o»"}}}}
`, V{"k": g.mloLabelbox(), "_d": g.pick("acme-corp.com", "fernwood.dev"), "_o": g.pick("Acme Vision", "Fernwood Labs")}, "api.labelbox.com/graphql")

	g.add("mlops/labeling-ids-benign", `
$ python list_batches.py
project cl«_p»  "defect-detection"  ontology cl«_o»
batch  «_b1»  rows=500  status=COMPLETE  consensus=0.91
batch  «_b2»  rows=500  status=IN_PROGRESS
label-studio project 14 export sha1=«_sha»
`, V{"_p": g.s(alLowNum, 23), "_o": g.s(alLowNum, 23), "_b1": g.uuid(), "_b2": g.uuid(), "_sha": g.hex(40)}, "defect-detection", "consensus=0.91")
}

// ---- DVC ----

func (g *G) mloDVC() {
	g.add("mlops/dvc-config-local-s3", `
$ cat .dvc/config.local
['remote "storage"']
    access_key_id = «ak»
    secret_access_key = «sk»
$ cat .dvc/config
[core]
    remote = storage
['remote "storage"']
    url = s3://«_b»/dvcstore
    region = eu-central-1
`, V{"ak": g.awsID(), "sk": g.awsSecret(), "_b": g.pick("acme-ml-data", "fernwood-dvc")}, "url = s3://")

	g.add("mlops/dvc-remote-modify-local-history", `
$ dvc remote modify --local myremote access_key_id «ak»
$ dvc remote modify --local myremote secret_access_key «sk»
$ dvc remote modify myremote endpointurl https://«_h»
$ dvc push
4 files pushed
`, V{"ak": g.s(alUpNum, 20), "sk": g.an(40), "_h": g.pick("s3.eu-central-003.backblazeb2.com", "minio.internal.fernwood.dev", "storage.googleapis.com")}, "4 files pushed")

	g.add("mlops/dvc-azure-connection-string", `
$ cat .dvc/config
[core]
    remote = azure
['remote "azure"']
    url = azure://datasets/dvc
    account_name = «_a»
    connection_string = DefaultEndpointsProtocol=https;AccountName=«_a»;AccountKey=«k»;EndpointSuffix=core.windows.net
`, V{"_a": "stdvc" + g.s(alLowNum, 7), "k": g.azStorage()}, "url = azure://datasets/dvc")

	g.add("mlops/dvc-webdav-password", `
['remote "nextcloud"']
    url = webdavs://cloud.«_d»/remote.php/dav/files/«_u»/dvc
    user = «_u»
    password = «p»
    ask_password = false
`, V{"_d": g.pick("kestrel.io", "fernwood.dev"), "_u": g.pick("mkaur", "lucasb"), "p": g.pw()}, "ask_password = false", "remote.php/dav/files")

	g.add("mlops/dvc-gdrive-client-secret", `
['remote "gdrive"']
    url = gdrive://«_fid»
    gdrive_client_id = «_cid».apps.googleusercontent.com
    gdrive_client_secret = «cs»
    gdrive_use_service_account = false
`, V{"_fid": "1" + g.b64u(32), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "cs": g.gocspx()}, "gdrive_use_service_account = false")

	g.add("mlops/dvc-ssh-remote-password", `
$ dvc remote add -d nas ssh://dvc@«_ip»:2222/volume1/dvc
$ dvc remote modify --local nas password «p»
$ dvc pull
Collecting                                                   |2.00 [00:00, 8.12entry/s]
Fetching
Building workspace index                                     |3.00 [00:00,  312entry/s]
A       data/raw/
1 file added
`, V{"_ip": "192.168.1." + fmt.Sprint(10+g.r.IntN(200)), "p": g.pwStrong()}, "/volume1/dvc", "Building workspace index")

	g.add("mlops/dvc-ci-env-gcs-credentials", `
# .gitlab-ci.yml
train:
  image: iterativeai/cml:0-dvc3-base1-gpu
  variables:
    GDRIVE_CREDENTIALS_DATA: $GDRIVE_SA_JSON
    AWS_ACCESS_KEY_ID: «ak»
    AWS_SECRET_ACCESS_KEY: «sk»
    REPO_TOKEN: «rt»
  script:
    - dvc pull data/train.csv.dvc
    - python train.py
    - cml comment create report.md
`, V{"ak": g.awsID(), "sk": g.awsSecret(), "rt": g.glpat()}, "$GDRIVE_SA_JSON", "iterativeai/cml:0-dvc3-base1-gpu")

	g.add("mlops/dvc-lock-md5-benign", `
$ cat dvc.lock
schema: '2.0'
stages:
  featurize:
    cmd: python src/featurize.py data/prepared data/features
    deps:
    - path: data/prepared
      hash: md5
      md5: «_m1».dir
      size: 2826173
      nfiles: 2
    outs:
    - path: data/features
      hash: md5
      md5: «_m2».dir
      size: 2208134
      nfiles: 2
`, V{"_m1": g.hex(32), "_m2": g.hex(32)}, "src/featurize.py", "schema: '2.0'")

	g.add("mlops/dvc-studio-token-config", `
$ dvc studio login
Opening browser...
Authentication successful. The token will be available as "«_name»" in Studio profile.
$ cat ~/.config/dvc/config
[studio]
    token = «t»
    url = https://studio.datachain.ai
`, V{"_name": g.pick("DVC", "mkaur-laptop"), "t": "isat_" + g.b64u(48)}, "studio.datachain.ai", "Authentication successful.")

	g.add("mlops/dvc-http-remote-basic-auth", `
['remote "artifactory"']
    url = https://artifactory.«_d»/artifactory/ml-datasets
    auth = basic
    user = svc-dvc
    password = «p»
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "p": g.pwStrong()}, "user = svc-dvc", "auth = basic")
}

// ---- notebook outputs ----

func (g *G) mloNotebooks() {
	g.add("mlops/ipynb-print-env-output", `
  {
   "cell_type": "code",
   "execution_count": 4,
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "WANDB_API_KEY = «w»\n",
      "HF_TOKEN = «hf»\n",
      "CUDA_VISIBLE_DEVICES = 0,1\n"
     ]
    }
   ],
   "source": [
    "for k in [\"WANDB_API_KEY\", \"HF_TOKEN\", \"CUDA_VISIBLE_DEVICES\"]:\n",
    "    print(k, \"=\", os.environ.get(k))"
   ]
  },
`, V{"w": g.mloWandb(), "hf": g.hfTok()}, "CUDA_VISIBLE_DEVICES = 0,1")

	g.add("mlops/ipynb-repr-client-output", `
In [7]: llm = ChatMistralAI(model="mistral-large-latest", api_key="«k»")
In [8]: llm.mistral_api_key.get_secret_value()
Out[8]: '«k»'
In [9]: llm.endpoint
Out[9]: 'https://api.mistral.ai/v1'
`, V{"k": g.mloMistral()}, "get_secret_value", "https://api.mistral.ai/v1")

	g.add("mlops/ipynb-getpass-then-echo", `
   "source": [
    "import getpass, os\n",
    "os.environ[\"PINECONE_API_KEY\"] = getpass.getpass(\"Pinecone key: \")\n",
    "os.environ[\"PINECONE_API_KEY\"]"
   ],
   "outputs": [
    {
     "output_type": "execute_result",
     "execution_count": 3,
     "data": {"text/plain": ["'«k»'"]},
     "metadata": {}
    }
   ]
`, V{"k": g.pinecone()}, `getpass.getpass(\"Pinecone key: \")`)

	g.add("mlops/ipynb-dotenv-values-dict", `
In [2]: from dotenv import dotenv_values
In [3]: dotenv_values(".env")
Out[3]:
OrderedDict([('OPENAI_API_KEY', '«oa»'),
             ('LANGCHAIN_TRACING_V2', 'true'),
             ('LANGCHAIN_API_KEY', '«ls»'),
             ('QDRANT_URL', 'http://localhost:6333'),
             ('COHERE_API_KEY', '«co»')])
`, V{"oa": g.openai(), "ls": g.langsmith(), "co": g.mloCohere()}, "LANGCHAIN_TRACING_V2")

	g.add("mlops/ipynb-wandb-init-widget-html", `
     "data": {
      "text/html": [
       "Tracking run with wandb version 0.18.5"
      ],
      "text/plain": ["<IPython.core.display.HTML object>"]
     },
     ...
     "text": [
      "\u001b[34m\u001b[1mwandb\u001b[0m: Appending key for api.wandb.ai to your netrc file: /root/.netrc\n",
      "\u001b[34m\u001b[1mwandb\u001b[0m: W&B API key is configured. Use \u001b[1m`+"`wandb login --relogin`"+`\u001b[0m to force relogin\n"
     ]
    ...
   "source": ["wandb.login(key=\"«w»\")"]
`, V{"w": g.mloWandb()}, "Tracking run with wandb version 0.18.5")

	g.add("mlops/colab-userdata-and-literal", `
# Colab cell
from google.colab import userdata
try:
    HF_TOKEN = userdata.get("HF_TOKEN")
except userdata.SecretNotFoundError:
    HF_TOKEN = "«hf»"
!huggingface-cli login --token $HF_TOKEN
!kaggle datasets download -d «_ds»
# ~/.kaggle/kaggle.json -> {"username":"«_u»","key":"«kg»"}
`, V{"hf": g.hfTok(), "_ds": g.pick("zynicide/wine-reviews", "uciml/iris"), "_u": g.pick("mkaur", "lucasb"), "kg": g.hex(32)}, "SecretNotFoundError")

	g.add("mlops/ipynb-traceback-openai-auth", `
AuthenticationError                       Traceback (most recent call last)
Cell In[12], line 3
      1 from openai import OpenAI
----> 3 client = OpenAI(api_key="«k»", base_url="https://api.together.xyz/v1")
      4 client.models.list()

AuthenticationError: Error code: 401 - {'error': {'message': 'Invalid API key provided', 'type': 'invalid_request_error'}}
`, V{"k": g.mloTogether()}, "Invalid API key provided", "api.together.xyz/v1")

	g.add("mlops/ipynb-sagemaker-boto3-creds-printed", `
In [5]: boto3.Session().get_credentials().get_frozen_credentials()
Out[5]: ReadOnlyCredentials(access_key='«ak»', secret_key='«sk»', token='«st»')
`, V{"ak": g.awsTempID(), "sk": g.awsSecret(), "st": g.awsSession()}, "get_frozen_credentials")

	g.add("mlops/ipynb-outputs-benign", `
Out[14]:
                            run_id  experiment_id   status  metrics.val_loss  params.lr
0  «_r1»  «_e»  FINISHED          0.3812     0.0003
1  «_r2»  «_e»  FINISHED          0.4027     0.001
dataset digest: «_dg»   rows=120000
`, V{"_r1": g.mloRun(), "_e": g.mloExp(), "_r2": g.mloRun(), "_dg": g.hex(8)}, "metrics.val_loss")

	g.add("mlops/papermill-params-cell", `
# Parameters
# injected by papermill -p
alpha = 0.6
data_path = "s3://«_b»/features/2024-11-07"
snowflake_password = "«p»"
comet_api_key = "«k»"
`, V{"_b": g.pick("acme-ml-data", "fernwood-dvc"), "p": g.pw(), "k": g.mloComet()}, "injected by papermill -p")
}

// ---- LiteLLM proxy ----

func (g *G) mloLiteLLM() {
	g.add("mlops/litellm-config-yaml-keys", `
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: azure/gpt-4o-eu
      api_base: https://«_az».openai.azure.com/
      api_key: «az»
      api_version: "2024-08-01-preview"
  - model_name: llama-3.1-70b
    litellm_params:
      model: groq/llama-3.1-70b-versatile
      api_key: «gq»
  - model_name: claude-sonnet
    litellm_params:
      model: anthropic/claude-3-5-sonnet-20241022
      api_key: os.environ/ANTHROPIC_API_KEY

general_settings:
  master_key: «mk»
  database_url: postgresql://litellm:«dbp»@litellm-db:5432/litellm
`, V{"_az": "oai-" + g.s(alLowNum, 8) + "-weu", "az": g.hex(32), "gq": g.groq(), "mk": "sk-" + g.an(22), "dbp": g.pwURL()}, "os.environ/ANTHROPIC_API_KEY", "azure/gpt-4o-eu")

	g.add("mlops/litellm-key-generate-response", `
$ curl -s http://0.0.0.0:4000/key/generate \
    -H "Authorization: Bearer «mk»" -H "Content-Type: application/json" \
    -d '{"models": ["gpt-4o", "claude-sonnet"], "max_budget": 25, "metadata": {"user": "«_u»"}}' | jq '{key, key_name, expires, token}'
{
  "key": "«vk»",
  "key_name": "sk-...«=tail»",
  "expires": null,
  "token": "«_hash»"
}
`, func() V {
		vk := "sk-" + g.b64u(22)
		return V{"mk": "sk-" + g.an(22), "_u": g.pick("ana@acme-corp.com", "dev@fernwood.dev"), "vk": vk, "=tail": vk[len(vk)-4:], "_hash": g.hex(64)}
	}(), "max_budget")

	g.add("mlops/litellm-env-docker-run", `
$ docker run -d --name litellm -p 4000:4000 \
    -v $(pwd)/litellm_config.yaml:/app/config.yaml \
    -e LITELLM_MASTER_KEY=«mk» \
    -e LITELLM_SALT_KEY=«sk» \
    -e OPENAI_API_KEY=«oa» \
    -e DATABASE_URL=postgresql://llmproxy:«dbp»@«_h»:5432/litellm \
    ghcr.io/berriai/litellm:main-v1.52.0 --config /app/config.yaml --detailed_debug
`, V{"mk": "sk-" + g.an(22), "sk": "sk-" + g.an(24), "oa": g.openai(), "dbp": g.pwURL(), "_h": g.pick("10.0.3.21", "pg.internal")}, "ghcr.io/berriai/litellm:main-v1.52.0", "--detailed_debug")

	g.add("mlops/litellm-debug-log-request", `
11:02:17 - LiteLLM:DEBUG: utils.py:297 - 

POST Request Sent from LiteLLM:
curl -X POST \
https://api.fireworks.ai/inference/v1/chat/completions \
-H 'Authorization: Bearer «k»' \
-d '{'model': 'accounts/fireworks/models/qwen2p5-72b-instruct', 'messages': [{'role': 'user', 'content': 'hi'}], 'stream': False}'

11:02:18 - LiteLLM Router:INFO: router.py:874 - litellm.acompletion(model=fireworks_ai/accounts/fireworks/models/qwen2p5-72b-instruct) 200 OK
`, V{"k": g.mloFireworks()}, "POST Request Sent from LiteLLM", "litellm.acompletion")

	g.add("mlops/litellm-debug-log-masked-benign", `
12:40:01 - LiteLLM:DEBUG: utils.py:297 - 

POST Request Sent from LiteLLM:
curl -X POST \
https://api.groq.com/openai/v1/chat/completions \
-H 'Authorization: Bearer gsk_********************************************' \
-d '{'model': 'llama-3.1-8b-instant', 'messages': [{'role': 'user', 'content': 'ping'}]}'
litellm_call_id=«_c» litellm_trace_id=«_t»
`, V{"_c": g.uuid(), "_t": g.uuid()}, "llama-3.1-8b-instant", "litellm_call_id")

	g.add("mlops/litellm-python-sdk-keys", `
import litellm

litellm.api_key = None
response = litellm.completion(
    model="together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo",
    messages=[{"role": "user", "content": "hello"}],
    api_key="«k»",
)
litellm.success_callback = ["langfuse"]
os.environ["LANGFUSE_PUBLIC_KEY"] = "«_pk»"
os.environ["LANGFUSE_SECRET_KEY"] = "«sk»"
`, V{"k": g.mloTogether(), "_pk": g.mloLfPK(), "sk": g.mloLfSK()}, "together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo", `success_callback = ["langfuse"]`)

	g.add("mlops/litellm-helm-values", `
# values.yaml for litellm-helm
masterkey: «mk»
environmentSecrets: []
envVars:
  DEEPINFRA_API_KEY: «di»
  MISTRAL_API_KEY: «mi»
db:
  deployStandalone: true
postgresql:
  auth:
    password: «pp»
    postgres-password: «pp2»
`, V{"mk": "sk-" + g.an(22), "di": g.mloDeepinfra(), "mi": g.mloMistral(), "pp": g.pw(), "pp2": g.pwStrong()}, "deployStandalone: true", "environmentSecrets: []")

	g.add("mlops/litellm-client-virtual-key-use", `
$ curl http://litellm.«_d»:4000/v1/chat/completions \
  -H "Authorization: Bearer «vk»" \
  -H "Content-Type: application/json" \
  -d '{"model": "claude-sonnet", "messages": [{"role": "user", "content": "Write a haiku about GPUs"}]}'
{"id":"chatcmpl-«_id»","model":"claude-3-5-sonnet-20241022","object":"chat.completion","usage":{"prompt_tokens":14,"completion_tokens":19,"total_tokens":33}}
`, V{"_d": g.pick("internal.acme-corp.com", "fernwood.dev"), "vk": "sk-" + g.b64u(22), "_id": g.uuid()}, "Write a haiku about GPUs")
}

// ---- LangChain, LlamaIndex and app code ----

func (g *G) mloFrameworks() {
	g.add("mlops/langchain-rag-hardcoded-keys", `
from langchain_openai import OpenAIEmbeddings, ChatOpenAI
from langchain_pinecone import PineconeVectorStore
from langchain_cohere import CohereRerank

embeddings = OpenAIEmbeddings(model="text-embedding-3-small", api_key="«oa»")
store = PineconeVectorStore(index_name="support-kb", embedding=embeddings, pinecone_api_key="«pc»")
reranker = CohereRerank(model="rerank-english-v3.0", cohere_api_key="«co»", top_n=4)
llm = ChatOpenAI(model="gpt-4o-mini", temperature=0)
`, V{"oa": g.openai(), "pc": g.pinecone(), "co": g.mloCohere()}, "text-embedding-3-small", "support-kb")

	g.add("mlops/llamaindex-settings-keys", `
from llama_index.core import Settings, VectorStoreIndex
from llama_index.llms.anthropic import Anthropic
from llama_index.embeddings.voyageai import VoyageEmbedding
from llama_index.vector_stores.qdrant import QdrantVectorStore

Settings.llm = Anthropic(model="claude-3-5-sonnet-20241022", api_key="«an»")
Settings.embed_model = VoyageEmbedding(model_name="voyage-3", voyage_api_key="«vo»")
vector_store = QdrantVectorStore(client=qdrant, collection_name="handbook")
`, V{"an": g.anthropic(), "vo": g.mloVoyage()}, "VoyageEmbedding", "handbook")

	g.add("mlops/llama-cloud-parse-key", `
from llama_parse import LlamaParse

parser = LlamaParse(
    api_key="«k»",
    result_type="markdown",
    num_workers=4,
)
docs = parser.load_data("./contracts/msa-2024.pdf")
`, V{"k": "llx-" + g.an(48)}, "./contracts/msa-2024.pdf", `result_type="markdown"`)

	g.add("mlops/dotenv-llm-app-full", `
# apps/assistant/.env
NODE_ENV=development
NEXT_PUBLIC_APP_URL=http://localhost:3000
OPENAI_API_KEY=«oa»
ANTHROPIC_API_KEY=«an»
LANGFUSE_PUBLIC_KEY=«_pk»
LANGFUSE_SECRET_KEY=«lsk»
LANGFUSE_BASEURL=https://us.cloud.langfuse.com
UPSTASH_REDIS_REST_URL=https://«_r».upstash.io
UPSTASH_REDIS_REST_TOKEN=«ut»
DATABASE_URL=postgres://app:«dbp»@ep-«_ep».us-east-2.aws.neon.tech/assistant?sslmode=require
`, V{"oa": g.openai(), "an": g.anthropic(), "_pk": g.mloLfPK(), "lsk": g.mloLfSK(), "_r": g.pick("fresh-lark", "keen-ram", "vital-ox") + "-" + g.digits(5), "ut": "A" + g.b64u(63), "dbp": g.an(12), "_ep": g.s(alLowNum, 8) + "-" + g.s(alLowNum, 8)}, "NEXT_PUBLIC_APP_URL=http://localhost:3000")

	g.add("mlops/langgraph-cloud-deploy-env", `
$ langgraph up --env .env.prod
Pulling...Done
Building...Done
Ready!
- API: http://localhost:8123
$ cat .env.prod
LANGSMITH_API_KEY=«ls»
TAVILY_API_KEY=«tv»
POSTGRES_URI=postgres://postgres:«p»@langgraph-postgres:5432/postgres?sslmode=disable
`, V{"ls": g.langsmith(), "tv": "tvly-" + g.an(32), "p": g.pwURL()}, "http://localhost:8123")

	g.add("mlops/vercel-ai-sdk-route", `
// app/api/chat/route.ts
import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";

const groq = createOpenAI({
  baseURL: "https://api.groq.com/openai/v1",
  apiKey: process.env.GROQ_API_KEY ?? "«k»",
});

export async function POST(req: Request) {
  const { messages } = await req.json();
  return streamText({ model: groq("llama-3.1-70b-versatile"), messages }).toDataStreamResponse();
}
`, V{"k": g.groq()}, "process.env.GROQ_API_KEY", "toDataStreamResponse")

	g.add("mlops/dspy-configure-lm", `
import dspy

lm = dspy.LM("openrouter/anthropic/claude-3.5-sonnet", api_key="«k»", api_base="https://openrouter.ai/api/v1")
dspy.configure(lm=lm)
qa = dspy.ChainOfThought("question -> answer")
`, V{"k": g.openrouter()}, "dspy.ChainOfThought", "question -> answer")

	g.add("mlops/haystack-secret-token", `
from haystack.utils import Secret
from haystack.components.generators import HuggingFaceAPIGenerator

generator = HuggingFaceAPIGenerator(
    api_type="inference_endpoints",
    api_params={"url": "https://«_ep».eu-west-1.aws.endpoints.huggingface.cloud"},
    token=Secret.from_token("«hf»"),
)
`, V{"_ep": g.s(alLowNum, 16), "hf": g.hfTok()}, "inference_endpoints", "Secret.from_token")

	g.add("mlops/crewai-agents-yaml-tool-keys", `
# crew/config/tools.yaml
serper:
  api_key: «sp»
browserless:
  api_key: «bl»
exa:
  api_key: «ex»
  num_results: 8
`, V{"sp": g.hex(40), "bl": g.uuid(), "ex": g.uuid()}, "num_results: 8")

	g.add("mlops/langchain-verbose-request-log", `
DEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/chat/completions', 'headers': {'Authorization': 'Bearer «k»'}, 'files': None, 'json_data': {'messages': [...], 'model': 'deepseek-chat'}}
DEBUG:httpcore.connection:connect_tcp.started host='api.deepseek.com' port=443 local_address=None timeout=5.0
DEBUG:httpx:HTTP Request: POST https://api.deepseek.com/v1/chat/completions "HTTP/1.1 200 OK"
`, V{"k": "sk-" + g.hex(32)}, "api.deepseek.com", "connect_tcp.started")

	g.add("mlops/semantic-kernel-azure-config", `
// appsettings.Development.json
{
  "AzureOpenAI": {
    "Endpoint": "https://«_r».openai.azure.com/",
    "ChatDeployment": "gpt-4o-mini",
    "EmbeddingDeployment": "text-embedding-3-large",
    "ApiKey": "«k»"
  },
  "AzureAISearch": {
    "Endpoint": "https://srch-«_r».search.windows.net",
    "AdminKey": "«sk»",
    "Index": "policies-idx"
  }
}
`, V{"_r": "rag-" + g.s(alLowNum, 6), "k": g.hex(32), "sk": g.an(52)}, "policies-idx", "EmbeddingDeployment")

	g.add("mlops/framework-code-env-refs-benign", `
import os
from langchain_openai import ChatOpenAI
from langchain_community.vectorstores import Chroma

llm = ChatOpenAI(model="gpt-4o", api_key=os.environ["OPENAI_API_KEY"])
db = Chroma(persist_directory="./chroma_db", collection_name="«_c»")
retriever = db.as_retriever(search_kwargs={"k": 6})
run_id = "«_r»"   # langsmith run id for this example
`, V{"_c": "kb_" + g.hex(8), "_r": g.uuid()}, `os.environ["OPENAI_API_KEY"]`, "./chroma_db")
}

// ---- evaluation harnesses ----

func (g *G) mloEvals() {
	g.add("mlops/lm-eval-harness-openai-completions", `
$ OPENAI_API_KEY=«k» lm_eval --model local-completions \
    --model_args model=Qwen/Qwen2.5-7B,base_url=http://«_ip»:8000/v1/completions,num_concurrent=8,tokenized_requests=False \
    --tasks gsm8k,hellaswag --batch_size 16 --output_path results/ --log_samples
2024-11-08:15:02:44,114 INFO     [__main__.py:279] Verbosity set to INFO
2024-11-08:15:02:51,602 INFO     [evaluator.py:164] Setting random seed to 0 | Setting numpy seed to 1234 | Setting torch manual seed to 1234
|  Tasks  |Version|     Filter     |n-shot|  Metric   |   |Value |   |Stderr|
|---------|------:|----------------|-----:|-----------|---|-----:|---|-----:|
|gsm8k    |      3|flexible-extract|     5|exact_match|↑  |0.8188|±  |0.0106|
`, V{"k": "sk-vllm-" + g.hex(24), "_ip": g.mloIP()}, "flexible-extract", "tokenized_requests=False")

	g.add("mlops/lm-eval-results-json-config-leak", `
$ jq '.config' results/Qwen__Qwen2.5-7B/results_2024-11-08T15-31-07.json
{
  "model": "local-completions",
  "model_args": "model=Qwen/Qwen2.5-7B,base_url=https://llm.«_d»/v1/completions,api_key=«k»,num_concurrent=8",
  "batch_size": 16,
  "device": null,
  "limit": null,
  "random_seed": 0
}
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "k": "sk-" + g.b64u(22)}, "results_2024-11-08T15-31-07.json")

	g.add("mlops/promptfoo-config-providers", `
# promptfooconfig.yaml
description: "support bot regression"
prompts:
  - file://prompts/support_v3.txt
providers:
  - id: openai:gpt-4o-mini
  - id: anthropic:messages:claude-3-5-haiku-20241022
    config:
      apiKey: «an»
  - id: https
    config:
      url: https://bot.«_d»/api/chat
      headers:
        x-api-key: «bk»
      body: { "message": "{{prompt}}" }
tests: file://tests/support.csv
`, V{"an": g.anthropic(), "_d": g.pick("staging.acme-corp.com", "fernwood.dev"), "bk": g.hex(40)}, "support bot regression", "file://prompts/support_v3.txt")

	g.add("mlops/promptfoo-share-output-benign", `
$ promptfoo eval --no-cache
Running 48 test cases (up to 4 at a time)...
Evaluating [████████████████████████████████████████] 100% | 48/48
Successes: 44
Failures: 4
Pass Rate: 91.67%
Eval tag: eval-«_e»-2024-11-08T15:49:12
Token usage: Total 61,422 (cached 0)
`, V{"_e": g.s(alAlnum, 3)}, "Pass Rate: 91.67%", "Successes: 44")

	g.add("mlops/inspect-eval-log-header", `
$ inspect eval arc.py --model openai/gpt-4o --log-dir logs/ -M api_key=«k»
╭─ arc_easy (2,376 samples): openai/gpt-4o ────────────────────────────────╮
│ api_key: «k», dataset: allenai/ai2_arc                                    │
│ total time:                  0:02:41                                      │
│ accuracy: 0.973  stderr: 0.0033                                           │
│ Log: logs/2024-11-08T16-01-22+00-00_arc-easy_«_id».eval                   │
╰───────────────────────────────────────────────────────────────────────────╯
`, V{"k": g.openaiSvc(), "_id": g.an(22)}, "allenai/ai2_arc", "arc_easy")

	g.add("mlops/deepeval-login-and-env", `
$ deepeval login --confident-api-key «k»
🎉🥳 Congratulations! You've successfully logged in! 🙌
$ cat .deepeval
{"CONFIDENT_API_KEY": "«k»", "USE_AZURE_OPENAI": "NO", "LOCAL_MODEL_NAME": "llama3.1:8b"}
`, V{"k": g.b64(32)}, `"USE_AZURE_OPENAI": "NO"`)

	g.add("mlops/ragas-eval-script", `
import os
from ragas import evaluate
from ragas.metrics import faithfulness, answer_relevancy
from langchain_openai import ChatOpenAI

os.environ["OPENAI_API_KEY"] = "«oa»"
os.environ["RAGAS_APP_TOKEN"] = "«rt»"
result = evaluate(dataset, metrics=[faithfulness, answer_relevancy], llm=ChatOpenAI(model="gpt-4o-mini"))
result.upload()
# Evaluation results uploaded! View at https://app.ragas.io/dashboard/alignment/evaluation/«_id»
`, V{"oa": g.openai(), "rt": "apt." + g.hex(4) + "-" + g.hex(12) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(8) + "-" + g.hex(5), "_id": g.uuid()}, "answer_relevancy")

	g.add("mlops/openai-evals-oaieval-log-benign", `
$ oaieval gpt-4o-mini match_mmlu_anatomy --max_samples 25
[2024-11-08 16:20:03,877] [registry.py:271] Loading registry from /home/dev/evals/evals/registry/evals
[2024-11-08 16:20:04,411] [oaieval.py:215] Run started: «_r»
[2024-11-08 16:20:04,412] [data.py:94] Fetching /home/dev/evals/evals/registry/data/mmlu/anatomy/samples.jsonl
[2024-11-08 16:20:19,002] [oaieval.py:275] Found 25/25 sampling events with usage data
[2024-11-08 16:20:19,002] [oaieval.py:283] Final report:
[2024-11-08 16:20:19,002] [oaieval.py:285] accuracy: 0.84
[2024-11-08 16:20:19,017] [record.py:371] Logged 50 rows of events to /tmp/evallogs/«_r»_gpt-4o-mini_match_mmlu_anatomy.jsonl: insert_time=2.41ms
`, V{"_r": fmt.Sprintf("2411081620%s", g.s(alUpNum, 8))}, "match_mmlu_anatomy", "Loading registry from")

	g.add("mlops/eval-harness-crash-dumps-headers", `
Traceback (most recent call last):
  File "/home/dev/eval/judge.py", line 88, in judge
    r.raise_for_status()
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.cohere.com/v2/chat
request headers: {'User-Agent': 'python-requests/2.32.3', 'Accept': '*/*', 'Authorization': 'bearer «co»', 'Content-Type': 'application/json', 'X-Client-Name': 'judge-eval'}
retry-after: 23
`, V{"co": g.mloCohere()}, "judge-eval", "429 Client Error")

	g.add("mlops/helm-crfm-credentials-conf", `
$ cat prod_env/credentials.conf
openaiApiKey: «oa»
anthropicApiKey: «an»
togetherApiKey: «tg»
huggingfaceToken: «hf»
`, V{"oa": g.openai(), "an": g.anthropic(), "tg": g.mloTogether(), "hf": g.hfTok()}, "prod_env/credentials.conf")
}

// ---- GPU clouds ----

func (g *G) mloGPU() {
	g.add("mlops/lambda-cloud-api-curl", `
$ curl -u «k»: https://cloud.lambdalabs.com/api/v1/instances | jq '.data[] | {id, name, ip, status, instance_type: .instance_type.name}'
{
  "id": "«_id»",
  "name": "sft-8xh100",
  "ip": "«_ip»",
  "status": "active",
  "instance_type": "gpu_8x_h100_sxm5"
}
`, V{"k": g.mloLambda(g.pick("ci", "mkaur", "training")), "_id": g.hex(32), "_ip": g.mloIP()}, "gpu_8x_h100_sxm5", "sft-8xh100")

	g.add("mlops/lambda-launch-python", `
import requests

LAMBDA_API_KEY = "«k»"
resp = requests.post(
    "https://cloud.lambdalabs.com/api/v1/instance-operations/launch",
    auth=(LAMBDA_API_KEY, ""),
    json={"region_name": "us-east-1", "instance_type_name": "gpu_1x_a100_sxm4", "ssh_key_names": ["mk-laptop"], "quantity": 1},
)
print(resp.json())  # {'data': {'instance_ids': ['«_id»']}}
`, V{"k": g.mloLambda(g.pick("ci", "mkaur", "training")), "_id": g.hex(32)}, "gpu_1x_a100_sxm4", "mk-laptop")

	g.add("mlops/runpod-config-toml", `
$ runpodctl config --apiKey «k»
Configuration saved to file: /home/dev/.runpod/config.toml
$ cat ~/.runpod/config.toml
apikey = "«k»"
apiurl = "https://api.runpod.io/graphql"
$ runpodctl get pod
ID              NAME            GPU             IMAGE NAME                                      STATUS
«_pod»  vllm-serve      1 A100 80GB     runpod/worker-v1-vllm:stable-cuda12.1.0         RUNNING
`, V{"k": g.mloRunpod(), "_pod": g.s(alLowNum, 14)}, "runpod/worker-v1-vllm:stable-cuda12.1.0")

	g.add("mlops/runpod-serverless-curl", `
$ curl -X POST https://api.runpod.ai/v2/«_ep»/runsync \
    -H 'Content-Type: application/json' \
    -H 'Authorization: Bearer «k»' \
    -d '{"input": {"prompt": "Explain KV cache"}}'
{"delayTime":812,"executionTime":2310,"id":"sync-«_id»","output":[{"choices":[{"tokens":["The KV cache stores..."]}]}],"status":"COMPLETED"}
`, V{"_ep": g.s(alLowNum, 14), "k": g.mloRunpod(), "_id": g.uuid() + "-u1"}, "Explain KV cache")

	g.add("mlops/vastai-set-api-key", `
$ vastai set api-key «k»
Your api key has been saved in /home/dev/.config/vastai/vast_api_key
$ vastai show instances
ID        Machine  Status   Num  Model     Util. %  vCPUs    RAM  Storage  SSH Addr      SSH Port  $/hr    Image
«_iid»  «_m»    running   2x  RTX_4090  97.1     32.0   128.9  100      ssh4.vast.ai  «_port»     0.7120  pytorch/pytorch:2.4.1-cuda12.1-cudnn9-devel
`, V{"k": g.mloVast(), "_iid": g.digits(8), "_m": g.digits(5), "_port": g.digits(5)}, "ssh4.vast.ai", "pytorch/pytorch:2.4.1-cuda12.1-cudnn9-devel")

	g.add("mlops/vastai-onstart-script-env", `
# vast.ai template "on-start script"
env | grep -E '^(HF_TOKEN|WANDB_API_KEY)' >> /etc/environment
echo "«_pub»" >> /root/.ssh/authorized_keys
export HF_TOKEN=«hf»
export WANDB_API_KEY=«w»
cd /workspace && git clone https://oauth2:«gh»@github.com/«_org»/trainer.git
`, V{"_pub": func() string { _, p := g.sshEd25519("mk@laptop"); return p + " mk@laptop" }(), "hf": g.hfTok(), "w": g.mloWandb(), "gh": g.ghp(), "_org": g.pick("acme-ml", "fernwood")}, "/etc/environment")

	g.add("mlops/coreweave-kubeconfig-token", `
apiVersion: v1
clusters:
- cluster:
    server: https://k8s.ord1.coreweave.com
  name: coreweave
contexts:
- context:
    cluster: coreweave
    namespace: tenant-«_t»
    user: token-«_u»
  name: coreweave
current-context: coreweave
kind: Config
users:
- name: token-«_u»
  user:
    token: «tok»
`, V{"_t": g.s(alLowNum, 6) + "-" + g.s(alLowNum, 5), "_u": g.s(alLowNum, 20), "tok": g.an(20)}, "k8s.ord1.coreweave.com")

	g.add("mlops/paperspace-gradient-api-key", `
$ pspace login --api-key «k»
Logged in as «_u» (team «_team»)
$ cat ~/.paperspace/config.json
{"apiKey": "«k»", "name": "default"}
`, V{"k": g.hex(32), "_u": g.pick("mkaur", "lucasb"), "_team": "t" + g.s(alLowNum, 8)}, ".paperspace/config.json")

	g.add("mlops/skypilot-task-yaml-envs", `
# sky/finetune.yaml  (sky launch -c ft finetune.yaml)
resources:
  accelerators: H100:8
  cloud: lambda
envs:
  MODEL_ID: meta-llama/Llama-3.1-70B
  HF_TOKEN: «hf»
  WANDB_API_KEY: «w»
setup: |
  pip install -r requirements.txt
run: |
  torchrun --nproc_per_node=8 train.py --model $MODEL_ID
`, V{"hf": g.hfTok(), "w": g.mloWandb()}, "accelerators: H100:8", "--nproc_per_node=8")

	g.add("mlops/gpu-cloud-inventory-benign", `
$ sky status
Clusters
NAME   LAUNCHED     RESOURCES                         STATUS   AUTOSTOP  COMMAND
ft     2 hrs ago    1x Lambda(gpu_8x_h100_sxm5, ...)  UP       30m       sky launch -c ft finetune.yaml
eval   1 day ago    1x RunPod(1x_A100-80GB_SECURE)    STOPPED  -         sky launch -c eval eval.yaml
Managed jobs
No in-progress managed jobs.
# instance «_id» at «_ip», ssh host key SHA256:«_fp»
`, V{"_id": g.hex(32), "_ip": g.mloIP(), "_fp": strings.TrimRight(g.b64(32), "=")}, "No in-progress managed jobs.")
}

// ---- chats, issues and agent sessions ----

func (g *G) mloChat() {
	g.add("mlops/chat-user-pastes-wandb-key", `
user: training run keeps asking me to log in to wandb on the cluster, here's my key just put it in the slurm script: «w»
assistant: I'll export it as WANDB_API_KEY in train.sbatch rather than hardcoding it in train.py, and add the script to .gitignore.
`, V{"w": g.mloWandb()}, "train.sbatch")

	g.add("mlops/chat-slack-share-pinecone-qdrant", `
[10:14] priya: who has the prod pinecone key? the staging one «pc» doesn't see the support-kb index
[10:16] jonas: prod is in vault under ml/pinecone, don't paste it here 🙃
[10:16] jonas: also qdrant read-only key for the demo: «qk»
`, V{"pc": g.pinecone(), "qk": g.mloQdrant()}, "ml/pinecone")

	g.mloAdd("mlops/github-issue-litellm-config", `
### Bug: proxy returns 401 for azure deployment

**config.yaml**
ˋˋˋyaml
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: azure/gpt4o-prod
      api_base: https://«_r».openai.azure.com
      api_key: «az»
general_settings:
  master_key: «mk»
ˋˋˋ
**LiteLLM version:** v1.51.3
`, V{"_r": "oai-" + g.s(alLowNum, 8), "az": g.hex(32), "mk": "sk-" + g.an(22)}, "LiteLLM version:", "azure/gpt4o-prod")

	g.add("mlops/agent-tool-call-cat-clearml", `
● Read(~/clearml.conf)
  ⎿  Read 24 lines
     api {
         web_server: https://app.clearml.«_d»
         api_server: https://api.clearml.«_d»
         credentials {"access_key": "«=ak»", "secret_key": "«sk»"}
     }
     agent.git_user: "ml-bot"
     agent.git_pass: "«gp»"
`, V{"_d": g.pick("acme-corp.com", "kestrel.io"), "=ak": g.mloClearAK(), "sk": g.mloClearSK(), "gp": g.ghFine()}, `agent.git_user: "ml-bot"`)

	g.add("mlops/agent-bash-env-grep-keys", `
$ env | grep -iE 'key|token|secret' | sort
ANYSCALE_API_KEY=«an»
DATABRICKS_TOKEN=«db»
HF_HUB_DISABLE_TELEMETRY=1
MODAL_TOKEN_ID=«=mid»
MODAL_TOKEN_SECRET=«ms»
OPENROUTER_API_KEY=«or»
TOKENIZERS_PARALLELISM=false
`, V{"an": g.mloAnyscale(), "db": g.mloDapi(), "=mid": g.mloModalID(), "ms": g.mloModalSK(), "or": g.openrouter()}, "TOKENIZERS_PARALLELISM=false", "HF_HUB_DISABLE_TELEMETRY=1")

	g.add("mlops/email-vendor-onboarding-zilliz", `
From: onboarding@«_vd»
Subject: Your Zilliz Cloud cluster is ready

Hi Maria,

Your cluster "rag-prod" (in03-«_c») is running.
Public endpoint: https://in03-«_c».serverless.gcp-us-west1.cloud.zilliz.com
API key: «k»
Default user: db_admin   Password: «p»

Keep these credentials safe.
`, V{"_vd": "zilliz.com", "_c": g.hex(15), "k": g.mloZilliz(), "p": g.pwStrong()}, "Default user: db_admin")

	g.mloAdd("mlops/pr-review-comment-leaked-key", `
> **@sec-bot** commented on ˋnotebooks/eval_rag.ipynbˋ line 42
> ˋˋˋ
> os.environ["BRAINTRUST_API_KEY"] = "«k»"
> ˋˋˋ
> This looks like a live Braintrust API key. Please rotate it and load it from the environment instead.
`, V{"k": g.mloBraintrust()}, "notebooks/eval_rag.ipynb", "sec-bot")

	g.add("mlops/chat-explain-id-vs-key-benign", `
user: is it OK to commit the mlflow run id «_r» and experiment id «_e» in the README?
assistant: Yes. Run and experiment ids only name objects on the tracking server; without the MLFLOW_TRACKING_PASSWORD nobody can read them. The same goes for the W&B run path «_w»/llama-sft/«_wr».
`, V{"_r": g.mloRun(), "_e": g.mloExp(), "_w": g.pick("acme-ml", "fernwood-research"), "_wr": g.mloWRun()}, "MLFLOW_TRACKING_PASSWORD")

	g.add("mlops/jira-ticket-gpu-vendor-creds", `
ML-4412  Provision RunPod + Vast for the Q4 eval sprint
Description:
  RunPod team key (billing: ml-platform): «rp»
  Vast.ai account key: «va»
  Use the shared SSH key from 1Password "GPU Cloud SSH".
  Budget cap: $2,500
`, V{"rp": g.mloRunpod(), "va": g.mloVast()}, "ML-4412", "GPU Cloud SSH")

	g.add("mlops/discord-help-replicate-token", `
#help-api  —  today at 09:41
dev_kenji: getting 401 with replicate, token is «k» and I set REPLICATE_API_TOKEN in vercel, what am I missing?
mod_ali: please delete that message and regenerate the token at replicate.com/account/api-tokens
`, V{"k": g.replicate()}, "replicate.com/account/api-tokens")
}

// ---- benign look-alikes ----

func (g *G) mloBenign() {
	g.add("mlops/mlflow-run-json-benign", `
$ curl -s -H "Authorization: Bearer $MLFLOW_TRACKING_TOKEN" "https://mlflow.«_d»/api/2.0/mlflow/runs/get?run_id=«_r»" | jq '.run.info'
{
  "run_uuid": "«_r»",
  "experiment_id": "«_e»",
  "run_name": "bold-owl-88",
  "user_id": "svc-train",
  "status": "FINISHED",
  "start_time": 1731070001812,
  "artifact_uri": "s3://«_b»/mlartifacts/«_e»/«_r»/artifacts",
  "lifecycle_stage": "active",
  "run_id": "«_r»"
}
`, V{"_d": g.pick("acme-corp.com", "fernwood.dev"), "_r": g.mloRun(), "_e": g.mloExp(), "_b": g.pick("acme-ml-artifacts", "fernwood-mlflow")}, "$MLFLOW_TRACKING_TOKEN", "bold-owl-88")

	g.add("mlops/model-card-hashes-benign", `
---
license: apache-2.0
base_model: mistralai/Mistral-7B-v0.3
library_name: peft
datasets:
- «_org»/support-tickets-2024
---
| file                        | sha256                                                           |
|-----------------------------|------------------------------------------------------------------|
| adapter_model.safetensors   | «_s1» |
| tokenizer.model             | «_s2» |
Trained at commit «_c» on run «_r».
`, V{"_org": g.pick("acme-ml", "fernwood"), "_s1": g.mloSha(), "_s2": g.mloSha(), "_c": g.gitSHA(), "_r": g.mloWRun()}, "mistralai/Mistral-7B-v0.3", "adapter_model.safetensors")

	g.add("mlops/hf-datasets-fingerprint-benign", `
Map (num_proc=8): 100%|██████████| 120000/120000 [00:14<00:00, 8231.44 examples/s]
Loading cached processed dataset at /root/.cache/huggingface/datasets/«_org»___support-tickets/default/0.0.0/«_c»/cache-«_fp».arrow
Dataset({
    features: ['input_ids', 'attention_mask', 'labels'],
    num_rows: 120000
})
`, V{"_org": g.pick("acme-ml", "fernwood"), "_c": g.gitSHA(), "_fp": g.hex(16)}, "attention_mask")

	g.add("mlops/ollama-list-digests-benign", `
$ ollama list
NAME                       ID              SIZE      MODIFIED
llama3.1:8b                «_i1»    4.9 GB    3 days ago
nomic-embed-text:latest    «_i2»    274 MB    2 weeks ago
$ ls ~/.ollama/models/blobs | head -2
sha256-«_b1»
sha256-«_b2»
`, V{"_i1": g.hex(12), "_i2": g.hex(12), "_b1": g.mloSha(), "_b2": g.mloSha()}, "nomic-embed-text:latest")

	g.add("mlops/neptune-comet-ids-benign", `
Neptune run: https://app.neptune.ai/«_ws»/segmentation/e/SEG-«_n»  (sys/id=SEG-«_n», custom_run_id=«_cr»)
COMET INFO: Experiment is live on comet.com https://www.comet.com/«_ws»/resnet-ablations/«_ek»
COMET INFO:   Uploads:
COMET INFO:     environment details : 1
COMET INFO:     git metadata        : 1 (commit «_c»)
`, V{"_ws": g.pick("acme-vision", "fernwood"), "_n": fmt.Sprint(100 + g.r.IntN(900)), "_cr": g.hex(40), "_ek": g.mloRun(), "_c": g.gitSHA()}, "environment details")

	g.add("mlops/sagemaker-job-log-benign", `
2024-11-08 09:41:09 Starting - Starting the training job...
2024-11-08 09:41:33 Pending - Training job waiting for capacity......
2024-11-08 09:47:12 Downloading - Downloading input data...
2024-11-08 09:52:40 Training - Training image download completed. Training in progress.
[1,mpirank:0,algo-1]<stdout>:{'loss': 1.2731, 'grad_norm': 0.418, 'learning_rate': 1.9e-05, 'epoch': 0.12}
2024-11-08 11:02:17 Completed - Training job completed
Training seconds: 4205
Billable seconds: 4205
Model artifacts: s3://sagemaker-us-east-1-«_a»/llm-sft-2024-11-08-09-41-07-512/output/model.tar.gz
`, V{"_a": g.mloAcct()}, "Training job waiting for capacity", "Billable seconds: 4205")

	g.add("mlops/vector-ids-and-embeddings-benign", `
>>> index.query(vector=q, top_k=2, include_metadata=True)
{'matches': [{'id': 'doc-«_d1»#chunk-3', 'score': 0.8731, 'metadata': {'source': 'handbook/pto.md', 'sha1': '«_h1»'}},
             {'id': 'doc-«_d2»#chunk-0', 'score': 0.8519, 'metadata': {'source': 'handbook/expenses.md', 'sha1': '«_h2»'}}],
 'namespace': 'docs-v2', 'usage': {'read_units': 6}}
`, V{"_d1": g.uuid(), "_h1": g.hex(40), "_d2": g.uuid(), "_h2": g.hex(40)}, "handbook/pto.md", "read_units")

	g.add("mlops/masked-keys-dashboard-benign", `
$ curl -s https://api.smith.langchain.com/api/v1/api-key -H "x-api-key: $LANGSMITH_API_KEY" | jq -r '.[] | [.id, .short_key, .description, .created_at[:10]] | @tsv'
«_i1»	lsv2_pt_...f3a9	ci-tracing	2024-09-12
«_i2»	lsv2_sk_...07c1	prod-service-key	2024-10-30
Databricks: token dapi...«=t4» (comment "ci mlflow", expires 2025-01-07)
W&B: API key ****************************«=w4» (created 2024-06-02)
`, V{"_i1": g.uuid(), "_i2": g.uuid(), "=t4": g.hex(4), "=w4": g.hex(4)}, "prod-service-key", "lsv2_pt_...f3a9")

	g.add("mlops/kfp-run-ids-benign", `
$ kfp run list --experiment-id «_e» --max-size 2
+--------------------------------------+-------------------------------+-----------+---------------------------+
| Run ID                               | Name                          | Status    | Created at                |
+======================================+===============================+===========+===========================+
| «_r1» | xgb-train-2024-11-08-10-02-11 | SUCCEEDED | 2024-11-08T10:02:12+00:00 |
| «_r2» | xgb-train-2024-11-07-10-02-09 | FAILED    | 2024-11-07T10:02:10+00:00 |
+--------------------------------------+-------------------------------+-----------+---------------------------+
`, V{"_e": g.uuid(), "_r1": g.uuid(), "_r2": g.uuid()}, "xgb-train-2024-11-08-10-02-11")

	g.add("mlops/ray-dashboard-status-benign", `
$ ray status --address «_ip»:6379
======== Autoscaler status: 2024-11-08 16:40:02.118 ========
Node status
---------------------------------------------------------------
Active:
 1 node_«_n1»
 4 node_«_n2»
Resources
---------------------------------------------------------------
 32.0/128.0 CPU
 4.0/8.0 GPU
 0B/412.61GiB memory
`, V{"_ip": g.mloIP(), "_n1": g.hex(56), "_n2": g.hex(56)}, "Autoscaler status", "4.0/8.0 GPU")

	g.add("mlops/openrouter-generation-stats-benign", `
$ curl -s "https://openrouter.ai/api/v1/generation?id=gen-«_g»" -H "Authorization: Bearer $OPENROUTER_API_KEY" | jq '.data | {id, model, provider_name, total_cost, tokens_prompt}'
{
  "id": "gen-«_g»",
  "model": "meta-llama/llama-3.1-405b-instruct",
  "provider_name": "Fireworks",
  "total_cost": 0.00231,
  "tokens_prompt": 812
}
`, V{"_g": g.digits(10) + "-" + g.an(20)}, "$OPENROUTER_API_KEY", "meta-llama/llama-3.1-405b-instruct")

	g.add("mlops/langfuse-public-key-only-browser-benign", `
// components/Feedback.tsx — LangfuseWeb only takes the public key
import { LangfuseWeb } from "langfuse";

const langfuseWeb = new LangfuseWeb({
  publicKey: "«_pk»",
  baseUrl: "https://cloud.langfuse.com",
});

export function onThumbs(traceId: string, value: 1 | 0) {
  langfuseWeb.score({ traceId, name: "user_feedback", value });
}
// e.g. traceId «_t»
`, V{"_pk": g.mloLfPK(), "_t": g.uuid()}, "LangfuseWeb", "user_feedback")
}
