package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// dataCases adds credentials in data engineering, analytics and machine
// learning work, the way a coding agent sees them when it helps a data
// scientist or a data engineer: Jupyter, Colab, Databricks and Zeppelin
// notebooks (cells and their outputs as .ipynb JSON, %env and %pip
// magics, os.environ assignments, input() echoes, widget state, nbconvert
// and jupytext exports, Databricks source exports with MAGIC lines);
// warehouses, lakes and their clients (Snowflake, BigQuery, Redshift,
// Postgres, ClickHouse, Databricks SQL, Trino, DuckDB secrets, Iceberg and
// Delta catalogs, Spark's s3a, ABFS and GCS settings, the Hive
// metastore, fsspec storage options); orchestration, ingestion and
// transformation (Airflow connections and settings, Dagster, Prefect,
// dbt profiles and dbt Cloud, Meltano, Singer taps, Airbyte, Fivetran,
// Kafka and Confluent clients, Debezium and Kafka Connect); ML platforms,
// model APIs and vector stores (Hugging Face, Weights & Biases, MLflow,
// Comet, Neptune, ClearML, Kaggle, LLM providers in LangChain and
// LlamaIndex code, Pinecone, Weaviate, Qdrant, Milvus, Chroma, Label
// Studio, Roboflow, SageMaker, Vertex, Modal, Langfuse, DVC); BI and
// product analytics (Metabase, Superset, Tableau, Looker, Power BI, Mode,
// Hex, Segment, Amplitude, Mixpanel, Lightdash, PostHog, GA4, Cube,
// Redash); and what runs print: tracebacks and logs that echo a DSN, pip
// and conda configuration, env listings in a notebook, printed configs
// and DataFrames, Spark configuration dumps, job specs for Spark, EMR,
// Glue, Ray and Argo, and pasted chat. Benign-only cases hold what sits
// beside them and must survive: model revisions, run, job, cluster,
// snapshot and query ids, file hashes, seeds, public dataset URLs,
// placeholders and secret references, masked values, public project
// keys and account identifiers, notebook metadata and small plot
// outputs. The case names start with "data/".
func (g *G) dataCases() {
	g.dtNotebooks()
	g.dtWarehouses()
	g.dtOrchestration()
	g.dtML()
	g.dtBI()
	g.dtOutputs()
	g.dtChat()
	g.dtBenign()
}

// ---- helpers used only here ----

// dtFernet is an Airflow Fernet key: 32 random bytes in URL-safe base64.
func (g *G) dtFernet() string { return base64.URLEncoding.EncodeToString(g.bytes(32)) }

// dtDapiAz is a Databricks personal access token as Azure workspaces
// issue it, with a dash and a digit after the hex.
func (g *G) dtDapiAz() string { return "dapi" + g.hex(32) + "-" + g.pick("2", "3") }

// dtDose is a Databricks service principal's OAuth secret.
func (g *G) dtDose() string { return "dose" + g.hex(32) }

// dtAdbHost is an Azure Databricks workspace host name.
func (g *G) dtAdbHost() string {
	return "adb-" + g.digits(16) + "." + fmt.Sprint(1+g.r.IntN(19)) + ".azuredatabricks.net"
}

// dtLocator is a Snowflake account locator with its region.
func (g *G) dtLocator() string {
	return g.s(alLower, 2) + g.digits(5) + "." + g.pick("eu-central-1", "us-east-2.aws", "eu-west-1", "west-europe.azure")
}

// dtCCKey is a Confluent Cloud API key (the id half of a pair).
func (g *G) dtCCKey() string { return g.s(alUpNum, 16) }

// dtCCSecret is a Confluent Cloud API secret, old or new style.
func (g *G) dtCCSecret() string {
	if g.r.IntN(2) == 0 {
		return "cflt" + g.s(alAlnum+"+/", 60)
	}
	return g.s(alAlnum+"+/", 64)
}

// dtNeptune is a Neptune API token: base64 of a small JSON document.
func (g *G) dtNeptune() string {
	return b64s(fmt.Sprintf(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"%s"}`, g.uuid()))
}

// dtClearmlAK and dtClearmlSK are a ClearML access key and secret key.
func (g *G) dtClearmlAK() string { return g.s(alUpNum, 30) }
func (g *G) dtClearmlSK() string { return g.s(alAlnum+"!#%&*()-_@", 50) }

// dtTableauPAT is a Tableau personal access token's secret.
func (g *G) dtTableauPAT() string { return g.b64(16) + ":" + g.an(32) }

// dtGoogHMAC is a Cloud Storage HMAC key's access id.
func (g *G) dtGoogHMAC() string { return "GOOG1E" + g.s(alUpNum, 55) }

// dtAnaconda is an anaconda.org token as it sits in a channel URL.
func (g *G) dtAnaconda() string { return g.s(alLower, 2) + "-" + g.uuid() }

// dtCodeArtifact is an AWS CodeArtifact authorization token.
func (g *G) dtCodeArtifact() string { return "eyJ2ZXIiOjEsImlzdSI6MTcx" + g.b64u(880) }

// dtSFRefresh is a Salesforce refresh token, dtSFKey a connected app's
// consumer key and dtSFSecret its consumer secret.
func (g *G) dtSFRefresh() string { return "5Aep861" + g.s(alAlnum+"._", 80) }
func (g *G) dtSFKey() string     { return "3MVG9" + g.s(alAlnum+"._", 80) }
func (g *G) dtSFSecret() string  { return g.s(alHexU, 64) }

// dtDbtc is a dbt Cloud service token.
func (g *G) dtDbtc() string { return "dbtc_" + g.b64u(56) }

// dtSig is an Azure SAS signature as it sits, percent-encoded, in a query.
func (g *G) dtSig() string { return agQ(g.b64(32)) }

// dtMBKey is a Metabase API key.
func (g *G) dtMBKey() string { return "mb_" + g.b64(32) }

// dtCellID is a JupyterLab cell id.
func (g *G) dtCellID() string { return g.uuid() }

// dtColabID is a Colab cell id.
func (g *G) dtColabID() string { return g.s(alAlnum, 12) }

// dtSAJSON is a Google service account key file for project with its
// PEM body escaped as JSON; it returns the file and the escaped body.
func (g *G) dtSAJSON(project, account string) (string, string) {
	k := g.pkcs8RSAPEM()
	body := jsonEsc(k.body)
	return fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "%s@%s.iam.gserviceaccount.com",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, project, g.hex(40), body, account, project, g.digits(21)), body
}

// dtRunID is a Weights & Biases run id.
func (g *G) dtRunID() string { return g.s(alLowNum, 8) }

// ---- notebooks: Jupyter, Colab, Databricks, Zeppelin ----

func (g *G) dtNotebooks() {
	g.add("data/ipynb-env-magic-openai-langsmith", `
$ jq '.cells[1]' notebooks/rag-eval.ipynb
{
  "cell_type": "code",
  "execution_count": 2,
  "id": "«_cid»",
  "metadata": {},
  "outputs": [
    {
      "name": "stdout",
      "output_type": "stream",
      "text": [
        "env: OPENAI_API_KEY=«a»\n",
        "env: LANGCHAIN_API_KEY=«b»\n",
        "env: LANGCHAIN_TRACING_V2=true\n",
        "env: LANGCHAIN_PROJECT=rag-eval-v3\n"
      ]
    }
  ],
  "source": [
    "%env OPENAI_API_KEY=«a»\n",
    "%env LANGCHAIN_API_KEY=«b»\n",
    "%env LANGCHAIN_TRACING_V2=true\n",
    "%env LANGCHAIN_PROJECT=rag-eval-v3"
  ]
}
`, V{"_cid": g.dtCellID(), "a": g.openai(), "b": g.langsmith()}, "env: LANGCHAIN_PROJECT=rag-eval-v3")

	g.add("data/ipynb-os-environ-assignments", `
  {
   "cell_type": "code",
   "execution_count": 1,
   "id": "«_cid»",
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "\n",
    "os.environ[\"ANTHROPIC_API_KEY\"] = \"«a»\"\n",
    "os.environ[\"PINECONE_API_KEY\"] = \"«b»\"\n",
    "os.environ[\"PINECONE_INDEX\"] = \"support-docs\"\n",
    "os.environ[\"TOKENIZERS_PARALLELISM\"] = \"false\""
   ]
  },
`, V{"_cid": g.hex(8), "a": g.anthropic(), "b": g.pinecone()}, `os.environ[\"PINECONE_INDEX\"] = \"support-docs\"`)

	g.add("data/ipynb-pip-extra-index-gitlab-token", `
   "source": [
    "!pip install -q --extra-index-url https://__token__:«a»@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple acme-features==0.9.2"
   ],
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "Looking in indexes: https://pypi.org/simple, https://__token__:****@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple\n",
      "Successfully installed acme-features-0.9.2 pyarrow-16.1.0\n"
     ]
    }
   ]
`, V{"a": g.glpat()}, "acme-features==0.9.2", "https://__token__:****@gitlab.acme.io")

	g.add("data/ipynb-pip-magic-codeartifact-index", `
# %% [markdown]
# Install the internal feature-store client from CodeArtifact

# %%
%pip install --index-url https://aws:«a»@acme-ml-«_acct».d.codeartifact.eu-west-1.amazonaws.com/pypi/ml-internal/simple/ feature-store-client==2.3.1
`, V{"a": g.dtCodeArtifact(), "_acct": g.digits(12)}, "feature-store-client==2.3.1")

	g.add("data/ipynb-input-echo-cohere-key", `
  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "«_cid»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdin",
     "output_type": "stream",
     "text": [
      "Cohere API key:  «a»\n",
      "Pinecone API key:  ········\n"
     ]
    }
   ],
   "source": [
    "from getpass import getpass\n",
    "co_key = input(\"Cohere API key: \")\n",
    "pc_key = getpass(\"Pinecone API key: \")"
   ]
  }
`, V{"_cid": g.dtCellID(), "a": g.an(40)}, "Pinecone API key:  ········", `pc_key = getpass(\"Pinecone API key: \")`)

	g.add("data/ipynb-printed-config-dict", `
     "output_type": "stream",
     "name": "stdout",
     "text": [
      "{'snowflake': {'account': 'acmeorg-analytics', 'user': 'SVC_FEATURES', 'password': '«a»', 'warehouse': 'FEATURES_WH', 'role': 'FEATURES_RW'},\n",
      " 'openai': {'api_key': '«b»', 'model': 'text-embedding-3-small'},\n",
      " 'batch_size': 512}\n"
     ]
`, V{"a": g.pwStrong(), "b": g.openai()}, "'warehouse': 'FEATURES_WH'", "'model': 'text-embedding-3-small'")

	g.add("data/ipynb-display-dataframe-html-and-plain", `
   "outputs": [
    {
     "data": {
      "text/html": [
       "<table border=\"1\" class=\"dataframe\">\n",
       "  <thead><tr style=\"text-align: right;\"><th></th><th>source</th><th>login</th><th>secret</th></tr></thead>\n",
       "  <tbody>\n",
       "    <tr><th>0</th><td>stripe</td><td>acct_billing</td><td>«a»</td></tr>\n",
       "    <tr><th>1</th><td>sftp-partner</td><td>acme_drop</td><td>«b»</td></tr>\n",
       "  </tbody>\n",
       "</table>"
      ],
      "text/plain": [
       "         source         login  secret\n",
       "0        stripe  acct_billing  «a»\n",
       "1  sftp-partner     acme_drop  «b»"
      ]
     },
     "execution_count": 7,
     "metadata": {},
     "output_type": "execute_result"
    }
   ],
`, V{"a": g.rkLive(), "b": g.pw()}, "<th>source</th><th>login</th><th>secret</th>", `"execution_count": 7`)

	g.add("data/ipynb-hf-login-cell-and-output", `
  {
   "cell_type": "code",
   "execution_count": 2,
   "id": "«_cid»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "Token is valid (permission: write).\n",
      "Your token has been saved to /root/.cache/huggingface/token\n",
      "Login successful\n"
     ]
    }
   ],
   "source": [
    "from huggingface_hub import login\n",
    "login(\"«a»\")"
   ]
  }
`, V{"_cid": g.dtColabID(), "a": g.hfTok()}, "Token is valid (permission: write).")

	g.add("data/colab-userdata-with-hardcoded-fallback", `
# Colab cell
try:
    from google.colab import userdata
    HF_TOKEN = userdata.get('HF_TOKEN')
except Exception:
    HF_TOKEN = "«a»"  # local runs

model_id = "meta-llama/Llama-3.1-8B-Instruct"
tok = AutoTokenizer.from_pretrained(model_id, token=HF_TOKEN)
`, V{"a": g.hfTok()}, "userdata.get('HF_TOKEN')", `model_id = "meta-llama/Llama-3.1-8B-Instruct"`)

	g.add("data/nbconvert-to-script-magics", `
$ jupyter nbconvert --to script notebooks/train.ipynb
[NbConvertApp] Converting notebook notebooks/train.ipynb to script
[NbConvertApp] Writing 4211 bytes to notebooks/train.py
$ sed -n 1,20p notebooks/train.py
#!/usr/bin/env python
# coding: utf-8

# In[1]:


get_ipython().run_line_magic('env', 'WANDB_API_KEY=«a»')
get_ipython().run_line_magic('env', 'WANDB_PROJECT=churn-xgb')


# In[2]:


get_ipython().system('huggingface-cli login --token «b»')
`, V{"a": g.txWandb(), "b": g.hfTok()}, "WANDB_PROJECT=churn-xgb", "[NbConvertApp] Writing 4211 bytes to notebooks/train.py")

	g.add("data/nbconvert-to-markdown-printed-url", docBT(`
$ jupyter nbconvert --to markdown notebooks/eda.ipynb --stdout | sed -n 12,30p
ˋˋˋpython
engine = create_engine(os.environ.get("WAREHOUSE_URL", "postgresql://analyst:«a»@warehouse.acme.internal:5432/analytics"))
print(engine.url.render_as_string(hide_password=False))
ˋˋˋ

    postgresql://analyst:«a»@warehouse.acme.internal:5432/analytics


ˋˋˋpython
df = pd.read_sql("select * from marts.fct_orders limit 1000", engine)
ˋˋˋ
`), V{"a": g.pwURL()}, "select * from marts.fct_orders limit 1000", "warehouse.acme.internal:5432/analytics")

	g.add("data/nbconvert-html-highlighted-aws-keys", `
<div class="jp-InputArea-editor"><div class="highlight hl-ipython3"><pre><span></span><span class="n">s3</span> <span class="o">=</span> <span class="n">boto3</span><span class="o">.</span><span class="n">client</span><span class="p">(</span>
    <span class="s2">&quot;s3&quot;</span><span class="p">,</span>
    <span class="n">aws_access_key_id</span><span class="o">=</span><span class="s2">&quot;«a»&quot;</span><span class="p">,</span>
    <span class="n">aws_secret_access_key</span><span class="o">=</span><span class="s2">&quot;«b»&quot;</span><span class="p">,</span>
<span class="p">)</span>
</pre></div></div>
`, V{"a": g.awsID(), "b": g.awsSecret()}, `<div class="jp-InputArea-editor">`)

	g.add("data/databricks-source-export-hardcoded-pat", `
# Databricks notebook source
# MAGIC %md
# MAGIC ## Trigger the downstream scoring job

# COMMAND ----------

import requests

DATABRICKS_HOST = "https://«_host»"
DATABRICKS_TOKEN = "«a»"

# COMMAND ----------

resp = requests.post(f"{DATABRICKS_HOST}/api/2.1/jobs/run-now",
                     headers={"Authorization": f"Bearer {DATABRICKS_TOKEN}"},
                     json={"job_id": «_job»})
print(resp.json())
`, V{"_host": g.dtAdbHost(), "a": g.txDatabricks(), "_job": g.digits(15)}, "/api/2.1/jobs/run-now")

	g.add("data/databricks-notebook-adls-account-key", `
# Databricks notebook source
storage_account = "acmelakeprod"
spark.conf.set(
    f"fs.azure.account.key.{storage_account}.dfs.core.windows.net",
    "«a»",
)

# COMMAND ----------

df = spark.read.format("delta").load(f"abfss://curated@{storage_account}.dfs.core.windows.net/sales/orders")
display(df.limit(10))
`, V{"a": g.azStorage()}, `storage_account = "acmelakeprod"`)

	g.add("data/databricks-notebook-secret-fallback", `
# COMMAND ----------

try:
    jdbc_password = dbutils.secrets.get(scope="jdbc", key="warehouse-password")
except Exception:
    jdbc_password = "«a»"  # TODO remove before sharing

jdbc_url = "jdbc:sqlserver://acme-sql.database.windows.net:1433;database=erp"
orders = (spark.read.format("jdbc")
          .option("url", jdbc_url).option("dbtable", "dbo.Orders")
          .option("user", "svc_databricks").option("password", jdbc_password).load())
`, V{"a": g.pw()}, `dbutils.secrets.get(scope="jdbc", key="warehouse-password")`, `option("dbtable", "dbo.Orders")`)

	g.add("data/databricks-magic-sh-curl-pat", `
# COMMAND ----------

# MAGIC %sh
# MAGIC curl -s -H "Authorization: Bearer «a»" \
# MAGIC   https://«_host»/api/2.0/clusters/list | jq -r '.clusters[] | [.cluster_id, .state] | @tsv'
`, V{"a": g.dtDapiAz(), "_host": g.dtAdbHost()}, "/api/2.0/clusters/list")

	g.add("data/databricks-widget-default-sas-token", `
# Databricks notebook source
dbutils.widgets.text("container", "landing")
dbutils.widgets.text("sas_token", "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T23:59:59Z&st=2024-06-01T00:00:00Z&spr=https&sig=«a»")

container = dbutils.widgets.get("container")
spark.conf.set("fs.azure.sas.landing.acmeingest.blob.core.windows.net", dbutils.widgets.get("sas_token"))
`, V{"a": g.dtSig()}, `dbutils.widgets.text("container", "landing")`)

	g.add("data/zeppelin-note-json-s3a-keys", `
$ jq '.paragraphs[0] | {title, text}' notebook/2JZ8Q4KXM/note.json
{
  "title": "Load raw clickstream",
  "text": "%spark.pyspark\nsc._jsc.hadoopConfiguration().set(\"fs.s3a.access.key\", \"«a»\")\nsc._jsc.hadoopConfiguration().set(\"fs.s3a.secret.key\", \"«b»\")\ndf = spark.read.json(\"s3a://acme-clickstream/raw/2024/06/*\")\nz.show(df.limit(20))"
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, `"title": "Load raw clickstream"`, "s3a://acme-clickstream/raw/2024/06/*")

	g.add("data/zeppelin-interpreter-json-jdbc-password", `
      "properties": {
        "default.url": {"name": "default.url", "value": "jdbc:postgresql://analytics-db.acme.internal:5432/analytics", "type": "string"},
        "default.user": {"name": "default.user", "value": "zeppelin", "type": "string"},
        "default.password": {"name": "default.password", "value": "«a»", "type": "password"},
        "default.driver": {"name": "default.driver", "value": "org.postgresql.Driver", "type": "string"},
        "common.max_count": {"name": "common.max_count", "value": "1000", "type": "number"}
      },
`, V{"a": g.pwStrong()}, `"value": "org.postgresql.Driver"`, "jdbc:postgresql://analytics-db.acme.internal:5432/analytics")

	g.add("data/papermill-parameters-injected", `
$ papermill notebooks/retrain.ipynb runs/retrain-2024-06-02.ipynb -p mlflow_password «a» -p s3_prefix s3://acme-ml/churn/ -p epochs 20
Input Notebook:  notebooks/retrain.ipynb
Output Notebook: runs/retrain-2024-06-02.ipynb
Executing: 100%|██████████| 14/14 [03:11<00:00, 13.7s/cell]
$ jq -r '.cells[1].source[]' runs/retrain-2024-06-02.ipynb
# Parameters
mlflow_password = "«a»"
s3_prefix = "s3://acme-ml/churn/"
epochs = 20
`, V{"a": g.pwURL()}, "Executing: 100%|██████████| 14/14", `s3_prefix = "s3://acme-ml/churn/"`)

	g.add("data/ipynb-cat-dotenv-output", `
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "MISTRAL_API_KEY=«a»\n",
      "TOGETHER_API_KEY=«b»\n",
      "EVAL_DATASET=acme/support-qa-v2\n"
     ]
    }
   ],
   "source": [
    "!cat ../.env"
   ]
`, V{"a": g.an(32), "b": g.hex(64)}, "EVAL_DATASET=acme/support-qa-v2", "!cat ../.env")

	g.add("data/ipynb-error-traceback-ansi-groq", `
    {
     "ename": "AuthenticationError",
     "evalue": "Error code: 401 - {'error': {'message': 'Invalid API Key', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}",
     "output_type": "error",
     "traceback": [
      "\u001b[0;31m---------------------------------------------------------------------------\u001b[0m",
      "\u001b[0;31mAuthenticationError\u001b[0m                       Traceback (most recent call last)",
      "Cell \u001b[0;32mIn[4], line 3\u001b[0m\n\u001b[1;32m      1\u001b[0m \u001b[38;5;28;01mfrom\u001b[39;00m \u001b[38;5;21;01mgroq\u001b[39;00m \u001b[38;5;28;01mimport\u001b[39;00m Groq\n\u001b[0;32m----> 3\u001b[0m client \u001b[38;5;241m=\u001b[39m Groq(api_key\u001b[38;5;241m=\u001b[39m\u001b[38;5;124m\"\u001b[39m\u001b[38;5;124m«a»\u001b[39m\u001b[38;5;124m\"\u001b[39m)\n"
     ]
    }
`, V{"a": g.groq()}, `"ename": "AuthenticationError"`, "'code': 'invalid_api_key'")

	g.add("data/ipynb-widget-state-password-value", `
 "metadata": {
  "widgets": {
   "application/vnd.jupyter.widget-state+json": {
    "state": {
     "«_m1»": {
      "model_module": "@jupyter-widgets/controls",
      "model_module_version": "2.0.0",
      "model_name": "PasswordModel",
      "state": {
       "description": "Warehouse password",
       "layout": "IPY_MODEL_«_m2»",
       "style": "IPY_MODEL_«_m3»",
       "value": "«a»"
      }
     }
    },
    "version_major": 2,
    "version_minor": 0
   }
  }
 },
`, V{"_m1": g.hex(32), "_m2": g.hex(32), "_m3": g.hex(32), "a": g.pw()}, `"model_name": "PasswordModel"`)

	g.add("data/jupyter-lab-startup-token-urls", `
$ jupyter lab --no-browser --port 8888
[I 2024-06-02 10:11:12.345 ServerApp] jupyterlab | extension was successfully loaded.
[I 2024-06-02 10:11:12.350 ServerApp] Serving notebooks from local directory: /home/dana/work
[I 2024-06-02 10:11:12.350 ServerApp] Jupyter Server 2.14.1 is running at:
[I 2024-06-02 10:11:12.350 ServerApp] http://localhost:8888/lab?token=«a»
[I 2024-06-02 10:11:12.350 ServerApp]     http://127.0.0.1:8888/lab?token=«a»
[C 2024-06-02 10:11:12.352 ServerApp]

    To access the server, open this file in a browser:
        file:///home/dana/.local/share/jupyter/runtime/jpserver-48211-open.html
    Or copy and paste one of these URLs:
        http://localhost:8888/lab?token=«a»
`, V{"a": g.hex(48)}, "jpserver-48211-open.html", "Jupyter Server 2.14.1 is running at:")

	g.add("data/jupyter-server-config-token-and-hash", `
$ cat ~/.jupyter/jupyter_server_config.py
c = get_config()  # noqa
c.ServerApp.ip = "0.0.0.0"
c.ServerApp.open_browser = False
c.IdentityProvider.token = "«a»"
c.PasswordIdentityProvider.hashed_password = "«b»"
c.ServerApp.root_dir = "/srv/notebooks"
`, V{"a": g.hex(48), "b": "argon2:$argon2id$v=19$m=10240,t=10,p=8$" + g.s(alB64, 22) + "$" + g.s(alB64, 43)},
		`c.ServerApp.root_dir = "/srv/notebooks"`)

	g.add("data/ipynb-jupysql-connection-string", `
   "source": [
    "%load_ext sql\n",
    "%sql postgresql://analyst:«a»@warehouse.acme.internal:5432/analytics\n",
    "%config SqlMagic.displaylimit = 20"
   ],
   "outputs": [
    {
     "data": {
      "text/html": ["<span style=\"None\">Connecting to &#x27;postgresql://analyst:***@warehouse.acme.internal:5432/analytics&#x27;</span>"]
     },
     "metadata": {},
     "output_type": "display_data"
    }
   ]
`, V{"a": g.pwURL()}, "%config SqlMagic.displaylimit = 20", "postgresql://analyst:***@warehouse.acme.internal")

	g.add("data/ipynb-colab-writes-kaggle-json", `
   "source": [
    "!mkdir -p ~/.kaggle\n",
    "!echo '{\"username\":\"danakim\",\"key\":\"«a»\"}' > ~/.kaggle/kaggle.json\n",
    "!chmod 600 ~/.kaggle/kaggle.json\n",
    "!kaggle competitions download -c playground-series-s4e6"
   ]
`, V{"a": g.hex(32)}, "playground-series-s4e6", "chmod 600 ~/.kaggle/kaggle.json")

	sa, saBody := g.dtSAJSON("acme-vertex-dev", "nb-runner")
	g.add("data/colab-export-inline-service-account", `
# Exported from Colab: vertex_batch_predict.ipynb
from google.oauth2 import service_account
from google.cloud import aiplatform

SA_INFO = `+strings.Replace(sa, saBody, "«a»", 1)+`

creds = service_account.Credentials.from_service_account_info(SA_INFO)
aiplatform.init(project="acme-vertex-dev", location="europe-west4", credentials=creds)
`, V{"a": saBody}, `location="europe-west4"`)

	g.add("data/jupytext-percent-mlflow-databricks", `
# %%
import os
import mlflow

os.environ["MLFLOW_TRACKING_URI"] = "databricks"
os.environ["DATABRICKS_HOST"] = "https://dbc-«_ws».cloud.databricks.com"
os.environ["DATABRICKS_TOKEN"] = "«a»"
mlflow.set_experiment("/Users/dana@acme.io/churn-xgb")
`, V{"_ws": g.hex(8) + "-" + g.hex(4), "a": g.txDatabricks()}, `mlflow.set_experiment("/Users/dana@acme.io/churn-xgb")`)
}

// ---- warehouses, lakes and their clients ----

func (g *G) dtWarehouses() {
	g.add("data/snowflake-connector-python-password", `
import snowflake.connector

conn = snowflake.connector.connect(
    account="acmeorg-analytics",
    user="SVC_ETL",
    password="«a»",
    warehouse="LOAD_WH",
    database="RAW",
    schema="STRIPE",
    role="LOADER",
)
cur = conn.cursor()
cur.execute("COPY INTO RAW.STRIPE.CHARGES FROM @stripe_stage FILE_FORMAT = (TYPE = PARQUET)")
`, V{"a": g.pw()}, `warehouse="LOAD_WH"`, "COPY INTO RAW.STRIPE.CHARGES FROM @stripe_stage")

	g.add("data/snowflake-private-key-passphrase-bytes", `
from cryptography.hazmat.primitives import serialization

with open("/secrets/snowflake/rsa_key.p8", "rb") as fh:
    p_key = serialization.load_pem_private_key(fh.read(), password=b"«a»")

pkb = p_key.private_bytes(encoding=serialization.Encoding.DER,
                          format=serialization.PrivateFormat.PKCS8,
                          encryption_algorithm=serialization.NoEncryption())
conn = snowflake.connector.connect(account="«_loc»", user="SVC_DBT", private_key=pkb)
`, V{"a": g.pwURL(), "_loc": g.dtLocator()}, `"/secrets/snowflake/rsa_key.p8"`)

	enc := g.pemFromDER("ENCRYPTED PRIVATE KEY", append([]byte{0x30, 0x82, 0x05, 0x2d, 0x30, 0x57, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0d}, g.bytes(1300)...))
	g.add("data/snowflake-encrypted-p8-and-passphrase-env", `
$ cat keys/snowflake_svc_airflow.p8
«=b»
«b»
«=e»
$ grep SNOWFLAKE .env
SNOWFLAKE_ACCOUNT=acmeorg-analytics
SNOWFLAKE_USER=SVC_AIRFLOW
SNOWFLAKE_PRIVATE_KEY_PATH=keys/snowflake_svc_airflow.p8
SNOWFLAKE_PRIVATE_KEY_PASSPHRASE=«a»
`, V{"=b": enc.begin, "b": enc.body, "=e": enc.end, "a": g.pwStrong()}, "SNOWFLAKE_PRIVATE_KEY_PATH=keys/snowflake_svc_airflow.p8")

	g.add("data/snowsql-config-file", `
$ cat ~/.snowsql/config
[connections]
accountname = «_loc»
username = dana
password = «a»

[connections.prod]
accountname = acmeorg-prod
username = SVC_REPORTING
password = "«b»"
rolename = REPORTER
warehousename = REPORTING_WH

[options]
log_file = ~/.snowsql/log
`, V{"_loc": g.dtLocator(), "a": g.pwURL(), "b": g.pwStrong()}, "warehousename = REPORTING_WH", "log_file = ~/.snowsql/log")

	g.add("data/spark-snowflake-sfoptions", `
sfOptions = {
    "sfURL": "acmeorg-analytics.snowflakecomputing.com",
    "sfUser": "SVC_SPARK",
    "sfPassword": "«a»",
    "sfDatabase": "ANALYTICS",
    "sfSchema": "MARTS",
    "sfWarehouse": "SPARK_WH",
}
df.write.format("net.snowflake.spark.snowflake").options(**sfOptions).option("dbtable", "FCT_SESSIONS").mode("append").save()
`, V{"a": g.pw()}, `"sfWarehouse": "SPARK_WH"`, `"acmeorg-analytics.snowflakecomputing.com"`)

	g.add("data/streamlit-secrets-toml-snowflake", `
$ cat .streamlit/secrets.toml
[connections.snowflake]
account = "acmeorg-analytics"
user = "STREAMLIT_APP"
password = "«a»"
role = "DASHBOARD_READER"
warehouse = "DASH_WH"
database = "ANALYTICS"
schema = "MARTS"
client_session_keep_alive = true
`, V{"a": g.pwStrong()}, `role = "DASHBOARD_READER"`)

	sa, saBody := g.dtSAJSON("acme-analytics-prod", "bq-loader")
	g.add("data/bigquery-service-account-keyfile", `
$ cat secrets/bq-loader.json
`+strings.Replace(sa, saBody, "«a»", 1)+`
$ bq --project_id=acme-analytics-prod ls raw_events
`, V{"a": saBody}, "bq --project_id=acme-analytics-prod ls raw_events")

	sa2, _ := g.dtSAJSON("acme-dw", "dbt-ci")
	g.add("data/bigquery-keyfile-base64-ci-variable", `
# GitLab CI/CD variable, masked: no (too long to mask)
GCP_SA_KEY_B64=«a»
# in .gitlab-ci.yml
#   - echo "$GCP_SA_KEY_B64" | base64 -d > /tmp/sa.json
#   - export GOOGLE_APPLICATION_CREDENTIALS=/tmp/sa.json
`, V{"a": b64s(sa2)}, "export GOOGLE_APPLICATION_CREDENTIALS=/tmp/sa.json")

	g.add("data/redshift-connector-python", `
import redshift_connector

conn = redshift_connector.connect(
    host="analytics.«_c».eu-west-1.redshift.amazonaws.com",
    database="dev",
    port=5439,
    user="etl_loader",
    password="«a»",
)
conn.autocommit = True
`, V{"_c": g.s(alLowNum, 12), "a": g.pwStrong()}, "port=5439", "conn.autocommit = True")

	g.add("data/redshift-jdbc-spark-read", `
orders = (spark.read
    .format("io.github.spark_redshift_community.spark.redshift")
    .option("url", "jdbc:redshift://analytics.«_c».eu-west-1.redshift.amazonaws.com:5439/dev?user=spark_reader&password=«a»")
    .option("dbtable", "marts.fct_orders")
    .option("tempdir", "s3a://acme-redshift-unload/tmp/")
    .option("forward_spark_s3_credentials", "true")
    .load())
`, V{"_c": g.s(alLowNum, 12), "a": g.pwURL()}, `option("tempdir", "s3a://acme-redshift-unload/tmp/")`)

	pw := g.pw()
	g.add("data/sqlalchemy-url-percent-encoded-password", `
from sqlalchemy import create_engine

# password has an @ in it, so it is quoted
engine = create_engine("postgresql+psycopg2://analyst:«a»@pg-replica.acme.internal:5432/analytics?sslmode=require")
df = pd.read_sql_table("dim_customers", engine, schema="marts")
`, V{"a": agQ(pw[:4] + "@" + pw[4:])}, `pd.read_sql_table("dim_customers", engine, schema="marts")`)

	g.add("data/clickhouse-connect-cloud-client", `
import clickhouse_connect

client = clickhouse_connect.get_client(
    host="«_h».eu-central-1.aws.clickhouse.cloud",
    port=8443,
    username="default",
    password="«a»",
    secure=True,
)
print(client.query("SELECT count() FROM events.pageviews").result_rows)
`, V{"_h": g.s(alLowNum, 10), "a": g.an(14) + "~" + g.an(6)}, `client.query("SELECT count() FROM events.pageviews")`)

	g.add("data/clickhouse-users-xml-plaintext", `
$ cat /etc/clickhouse-server/users.d/etl.xml
<clickhouse>
    <users>
        <etl>
            <password>«a»</password>
            <networks>
                <ip>10.20.0.0/16</ip>
            </networks>
            <profile>default</profile>
            <quota>default</quota>
            <access_management>0</access_management>
        </etl>
    </users>
</clickhouse>
`, V{"a": g.pwStrong()}, "<ip>10.20.0.0/16</ip>")

	g.add("data/clickhouse-client-password-flag", `
$ clickhouse-client --host ch-01.acme.internal --secure --user analyst --password '«a»' \
    --query "SELECT toDate(ts) d, count() FROM events.clicks WHERE d >= today() - 7 GROUP BY d ORDER BY d"
2024-05-27	18233901
2024-05-28	17904412
`, V{"a": g.pw()}, "2024-05-27\t18233901")

	g.add("data/databricks-sql-connector-python", `
from databricks import sql

with sql.connect(server_hostname="«_host»",
                 http_path="/sql/1.0/warehouses/«_wh»",
                 access_token="«a»") as conn:
    with conn.cursor() as cur:
        cur.execute("SELECT * FROM main.sales.orders LIMIT 5")
        print(cur.fetchall())
`, V{"_host": g.dtAdbHost(), "_wh": g.hex(16), "a": g.txDatabricks()}, `cur.execute("SELECT * FROM main.sales.orders LIMIT 5")`)

	g.add("data/databricks-sqlalchemy-url-token", `
DATABRICKS_URL = "databricks://token:«a»@dbc-«_ws».cloud.databricks.com?http_path=/sql/1.0/warehouses/«_wh»&catalog=main&schema=analytics"
engine = create_engine(DATABRICKS_URL)
`, V{"a": g.txDatabricks(), "_ws": g.hex(8) + "-" + g.hex(4), "_wh": g.hex(16)}, "&catalog=main&schema=analytics")

	g.add("data/trino-python-basic-auth", `
import trino
from trino.auth import BasicAuthentication

conn = trino.dbapi.connect(
    host="trino.acme.internal",
    port=443,
    user="analyst",
    auth=BasicAuthentication("analyst", "«a»"),
    http_scheme="https",
    catalog="iceberg",
    schema="sales",
)
`, V{"a": g.pwStrong()}, `catalog="iceberg"`)

	g.add("data/duckdb-create-secret-s3-session", `
D CREATE SECRET s3_raw (
      TYPE s3,
      KEY_ID '«a»',
      SECRET '«b»',
      SESSION_TOKEN '«c»',
      REGION 'eu-west-1',
      SCOPE 's3://acme-raw'
  );
┌─────────┐
│ Success │
│ boolean │
├─────────┤
│ true    │
└─────────┘
D SELECT count(*) FROM read_parquet('s3://acme-raw/events/2024/06/*.parquet');
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "SCOPE 's3://acme-raw'", "read_parquet('s3://acme-raw/events/2024/06/*.parquet')")

	g.add("data/duckdb-persistent-secret-gcs-hmac", `
import duckdb

con = duckdb.connect("warehouse.duckdb")
con.sql("""
    CREATE PERSISTENT SECRET gcs_lake (
        TYPE gcs,
        KEY_ID '«=id»',
        SECRET '«a»'
    )
""")
con.sql("SELECT * FROM 'gs://acme-lake/curated/orders/*.parquet' LIMIT 10").show()
`, V{"=id": g.dtGoogHMAC(), "a": g.s(alB64, 40)}, "gs://acme-lake/curated/orders/*.parquet")

	g.add("data/duckdb-secret-azure-connection-string", `
CREATE SECRET az_lake (
    TYPE azure,
    CONNECTION_STRING 'DefaultEndpointsProtocol=https;AccountName=acmelakeprod;AccountKey=«a»;EndpointSuffix=core.windows.net'
);
SELECT * FROM 'az://curated/customers/*.parquet';
`, V{"a": g.azStorage()}, "SELECT * FROM 'az://curated/customers/*.parquet';")

	g.add("data/duckdb-secrets-r2-hf-and-listing", `
D CREATE SECRET r2_raw (TYPE r2, KEY_ID '«=kid»', SECRET '«a»', ACCOUNT_ID '«=acct»');
D CREATE SECRET hf (TYPE huggingface, TOKEN '«b»');
D SELECT name, type, provider, scope FROM duckdb_secrets();
┌─────────┬─────────────┬──────────┬──────────────────────┐
│  name   │    type     │ provider │        scope         │
├─────────┼─────────────┼──────────┼──────────────────────┤
│ r2_raw  │ r2          │ config   │ [r2://]              │
│ hf      │ huggingface │ config   │ [hf://]              │
└─────────┴─────────────┴──────────┴──────────────────────┘
`, V{"=kid": g.hex(32), "a": g.hex(64), "=acct": g.hex(32), "b": g.hfTok()}, "│ r2_raw  │ r2          │ config   │ [r2://]              │")

	g.add("data/duckdb-attach-postgres-dsn", `
INSTALL postgres;
LOAD postgres;
ATTACH 'dbname=analytics user=etl password=«a» host=pg.acme.internal port=5432 sslmode=require' AS pg (TYPE postgres, READ_ONLY);
CREATE TABLE local_orders AS SELECT * FROM pg.public.orders WHERE created_at > now() - INTERVAL 30 DAY;
`, V{"a": g.pwURL()}, "AS pg (TYPE postgres, READ_ONLY);")

	g.add("data/pyiceberg-yaml-rest-catalog", `
$ cat ~/.pyiceberg.yaml
catalog:
  default:
    uri: https://polaris.acme.internal/api/catalog
    credential: «=cid»:«a»
    warehouse: analytics
    scope: PRINCIPAL_ROLE:ALL
    s3.endpoint: https://s3.eu-west-1.amazonaws.com
    s3.access-key-id: «b»
    s3.secret-access-key: «c»
`, V{"=cid": g.hex(16), "a": g.hex(32), "b": g.awsID(), "c": g.awsSecret()}, "scope: PRINCIPAL_ROLE:ALL", "warehouse: analytics")

	g.add("data/spark-defaults-iceberg-nessie-catalogs", `
spark.sql.extensions                          org.apache.iceberg.spark.extensions.IcebergSparkSessionExtensions
spark.sql.catalog.polaris                     org.apache.iceberg.spark.SparkCatalog
spark.sql.catalog.polaris.type                rest
spark.sql.catalog.polaris.uri                 https://acme-opencatalog.snowflakecomputing.com/polaris/api/catalog
spark.sql.catalog.polaris.credential          «=cid»:«a»
spark.sql.catalog.polaris.warehouse           lakehouse
spark.sql.catalog.nessie                      org.apache.iceberg.spark.SparkCatalog
spark.sql.catalog.nessie.catalog-impl         org.apache.iceberg.nessie.NessieCatalog
spark.sql.catalog.nessie.authentication.type  BEARER
spark.sql.catalog.nessie.authentication.token «b»
`, V{"=cid": g.b64(20), "a": g.b64(32), "b": g.b64u(43)}, "org.apache.iceberg.nessie.NessieCatalog")

	g.add("data/delta-sharing-profile-file", `
$ cat config.share
{
  "shareCredentialsVersion": 1,
  "bearerToken": "«a»",
  "endpoint": "https://sharing.delta.io/delta-sharing/",
  "expirationTime": "2025-06-01T00:00:00.0Z"
}
$ python -c 'import delta_sharing; print(delta_sharing.SharingClient("config.share").list_all_tables())'
`, V{"a": g.b64u(43)}, `"endpoint": "https://sharing.delta.io/delta-sharing/"`)

	g.add("data/spark-session-builder-s3a-keys", `
spark = (SparkSession.builder
    .appName("backfill-sessions")
    .config("spark.hadoop.fs.s3a.access.key", "«a»")
    .config("spark.hadoop.fs.s3a.secret.key", "«b»")
    .config("spark.hadoop.fs.s3a.endpoint", "s3.eu-west-1.amazonaws.com")
    .config("spark.hadoop.fs.s3a.impl", "org.apache.hadoop.fs.s3a.S3AFileSystem")
    .getOrCreate())
`, V{"a": g.awsID(), "b": g.awsSecret()}, `.appName("backfill-sessions")`)

	g.add("data/spark-defaults-conf-minio", `
$ cat $SPARK_HOME/conf/spark-defaults.conf
spark.master                             k8s://https://kubernetes.default.svc
spark.hadoop.fs.s3a.endpoint             http://minio.data.svc:9000
spark.hadoop.fs.s3a.path.style.access    true
spark.hadoop.fs.s3a.access.key           «=ak»
spark.hadoop.fs.s3a.secret.key           «a»
spark.eventLog.dir                       s3a://spark-logs/events
`, V{"=ak": "spark-" + g.s(alLowNum, 8), "a": g.s(alAlnum+"+/", 40)}, "http://minio.data.svc:9000", "s3a://spark-logs/events")

	g.add("data/spark-abfs-oauth-service-principal", `
spark.conf.set("fs.azure.account.auth.type.acmelakeprod.dfs.core.windows.net", "OAuth")
spark.conf.set("fs.azure.account.oauth.provider.type.acmelakeprod.dfs.core.windows.net",
               "org.apache.hadoop.fs.azurebfs.oauth2.ClientCredsTokenProvider")
spark.conf.set("fs.azure.account.oauth2.client.id.acmelakeprod.dfs.core.windows.net", "«=cid»")
spark.conf.set("fs.azure.account.oauth2.client.secret.acmelakeprod.dfs.core.windows.net", "«a»")
spark.conf.set("fs.azure.account.oauth2.client.endpoint.acmelakeprod.dfs.core.windows.net",
               "https://login.microsoftonline.com/«=tid»/oauth2/token")
`, V{"=cid": g.uuid(), "a": g.azSecret(), "=tid": g.uuid()}, "org.apache.hadoop.fs.azurebfs.oauth2.ClientCredsTokenProvider")

	gk := g.pkcs8RSAPEM()
	g.add("data/spark-gcs-connector-inline-private-key", `
--conf spark.hadoop.google.cloud.auth.service.account.enable=true \
--conf spark.hadoop.fs.gs.auth.service.account.email=spark-etl@acme-dw.iam.gserviceaccount.com \
--conf spark.hadoop.fs.gs.auth.service.account.private.key.id=«=kid» \
--conf "spark.hadoop.fs.gs.auth.service.account.private.key=-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n" \
`, V{"=kid": g.hex(40), "a": jsonEsc(gk.body)}, "spark-etl@acme-dw.iam.gserviceaccount.com")

	g.add("data/hive-site-metastore-password", `
$ cat /opt/hive/conf/hive-site.xml
<configuration>
  <property>
    <name>javax.jdo.option.ConnectionURL</name>
    <value>jdbc:mysql://metastore-db.data.svc:3306/metastore?createDatabaseIfNotExist=true</value>
  </property>
  <property>
    <name>javax.jdo.option.ConnectionUserName</name>
    <value>hive</value>
  </property>
  <property>
    <name>javax.jdo.option.ConnectionPassword</name>
    <value>«a»</value>
  </property>
  <property>
    <name>hive.metastore.uris</name>
    <value>thrift://hive-metastore.data.svc:9083</value>
  </property>
</configuration>
`, V{"a": g.pwStrong()}, "thrift://hive-metastore.data.svc:9083")

	g.add("data/polars-storage-options-abfs-key", `
import polars as pl

events = pl.read_parquet(
    "abfss://raw@acmelakeprod.dfs.core.windows.net/events/2024/06/*.parquet",
    storage_options={"account_name": "acmelakeprod", "account_key": "«a»"},
)
`, V{"a": g.azStorage()}, `"account_name": "acmelakeprod"`)

	g.add("data/pandas-s3fs-storage-options", `
orders = pd.read_csv(
    "s3://acme-exports/partner/orders_2024-06.csv",
    storage_options={
        "key": "«=a»",
        "secret": "«b»",
        "client_kwargs": {"endpoint_url": "https://s3.eu-central-1.wasabisys.com"},
    },
)
`, V{"=a": g.s(alUpNum, 20), "b": g.s(alAlnum, 40)}, `"endpoint_url": "https://s3.eu-central-1.wasabisys.com"`)

	g.add("data/fsspec-adlfs-sas-token", `
import fsspec

fs = fsspec.filesystem("abfs", account_name="acmeingest",
                       sas_token="sv=2022-11-02&ss=bf&srt=sco&sp=rl&se=2025-09-30T18:00:00Z&st=2024-06-01T08:00:00Z&spr=https&sig=«a»")
print(fs.ls("landing/partner-feeds"))
`, V{"a": g.dtSig()}, `print(fs.ls("landing/partner-feeds"))`)
}

// ---- orchestration, ingestion, transformation and streaming ----

func (g *G) dtOrchestration() {
	g.add("data/airflow-conn-env-uri-compose", `
x-airflow-common: &airflow-common
  image: apache/airflow:2.9.2-python3.11
  environment:
    AIRFLOW__CORE__EXECUTOR: CeleryExecutor
    AIRFLOW_CONN_WAREHOUSE_PG: "postgres://etl:«a»@warehouse.acme.internal:5432/analytics?sslmode=require"
    AIRFLOW_CONN_S3_LANDING: "aws://«b»:«c»@/?region_name=eu-west-1"
    AIRFLOW__CORE__LOAD_EXAMPLES: "false"
`, V{"a": g.pwURL(), "b": g.awsID(), "c": agQ(g.awsSecret())}, "image: apache/airflow:2.9.2-python3.11", "AIRFLOW__CORE__EXECUTOR: CeleryExecutor")

	g.add("data/airflow-conn-env-json-snowflake", `
export AIRFLOW_CONN_SNOWFLAKE_DEFAULT='{
    "conn_type": "snowflake",
    "login": "SVC_AIRFLOW",
    "password": "«a»",
    "schema": "PUBLIC",
    "extra": {"account": "acmeorg-analytics", "warehouse": "TRANSFORM_WH", "database": "ANALYTICS", "role": "TRANSFORMER"}
}'
`, V{"a": g.pwStrong()}, `"warehouse": "TRANSFORM_WH"`)

	g.add("data/airflow-connections-add-cli", docBT(`
$ airflow connections add 'aws_ml' \
    --conn-type 'aws' \
    --conn-login '«a»' \
    --conn-password '«b»' \
    --conn-extra '{"region_name": "eu-west-1", "role_arn": "arn:aws:iam::«_acct»:role/airflow-ml"}'
Successfully added ˋconn_idˋ=aws_ml : aws://«a»:******@:
`), V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12)}, `"region_name": "eu-west-1"`)

	g.add("data/airflow-connections-get-yaml", `
$ airflow connections get slack_alerts -o yaml
- conn_id: slack_alerts
  conn_type: slack
  description: Failure callbacks to #data-alerts
  extra: '{"timeout": 30}'
  get_uri: slack://:«a»@/?timeout=30
  host: null
  id: '17'
  is_encrypted: 'True'
  is_extra_encrypted: 'True'
  login: null
  password: «a»
  port: null
  schema: null
`, V{"a": g.xoxb()}, "Failure callbacks to #data-alerts", "conn_id: slack_alerts")

	g.add("data/airflow-cfg-fernet-secret-sqlalchemy", `
$ grep -E '^(fernet_key|secret_key|sql_alchemy_conn|executor)' $AIRFLOW_HOME/airflow.cfg
executor = LocalExecutor
sql_alchemy_conn = postgresql+psycopg2://airflow:«a»@airflow-db:5432/airflow
fernet_key = «b»
secret_key = «c»
`, V{"a": g.pwURL(), "b": g.dtFernet(), "c": g.hex(32)}, "executor = LocalExecutor")

	g.add("data/airflow-connections-export-json", `
$ airflow connections export - --file-format json
{
    "hubspot_api": {
        "conn_type": "http",
        "description": "",
        "login": "",
        "password": "«a»",
        "host": "https://api.hubapi.com",
        "port": null,
        "schema": "",
        "extra": ""
    },
    "sftp_partner": {
        "conn_type": "sftp",
        "description": "",
        "login": "acme_drop",
        "password": "«b»",
        "host": "sftp.partner-logistics.example",
        "port": 22,
        "schema": "",
        "extra": "{\"no_host_key_check\": false}"
    }
}
`, V{"a": g.hubspot(), "b": g.pw()}, `"host": "sftp.partner-logistics.example"`)

	g.add("data/airflow-variables-json-import", `
$ cat variables.json
{
  "env": "prod",
  "raw_bucket": "acme-raw-prod",
  "slack_webhook": "https://hooks.slack.com/services/«=t»/«=b»/«a»",
  "openai_api_key": "«b»"
}
$ airflow variables import variables.json
4 of 4 variables successfully updated.
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24), "b": g.openai()}, `"raw_bucket": "acme-raw-prod"`, "4 of 4 variables successfully updated.")

	g.add("data/airflow-dag-http-basic-fivetran", `
from airflow.providers.http.operators.http import HttpOperator

sync_salesforce = HttpOperator(
    task_id="fivetran_sync_salesforce",
    http_conn_id="fivetran_api",
    endpoint="v1/connectors/«_conn»/sync",
    method="POST",
    headers={"Authorization": "Basic «a»", "Content-Type": "application/json"},
    data='{"force": true}',
)
`, V{"_conn": g.s(alLower, 4) + "_" + g.s(alLower, 6), "a": apiBasic(g.an(16), g.an(32))}, `task_id="fivetran_sync_salesforce"`)

	g.add("data/airflow-helm-values-keys", `
# values-prod.yaml for apache-airflow/airflow
executor: KubernetesExecutor
webserverSecretKey: «a»
fernetKey: «b»
data:
  metadataConnection:
    user: airflow
    pass: «c»
    protocol: postgresql
    host: airflow-pg.data.svc
    port: 5432
    db: airflow
`, V{"a": g.hex(32), "b": g.dtFernet(), "c": g.pwURL()}, "executor: KubernetesExecutor", "host: airflow-pg.data.svc")

	g.add("data/airflow-task-log-connect-uri", `
[2024-06-02, 03:00:11 UTC] {taskinstance.py:2731} INFO - Starting attempt 1 of 3
[2024-06-02, 03:00:11 UTC] {taskinstance.py:2755} INFO - Executing <Task(PythonOperator): extract_orders> on 2024-06-01 00:00:00+00:00
[2024-06-02, 03:00:12 UTC] {extract.py:41} INFO - Connecting to mysql://reporting:«a»@mysql-replica.shop.internal:3306/shop
[2024-06-02, 03:00:19 UTC] {extract.py:58} INFO - Extracted 48211 rows from shop.orders
`, V{"a": g.pwURL()}, "Executing <Task(PythonOperator): extract_orders>", "Extracted 48211 rows from shop.orders")

	g.add("data/dagster-definitions-hardcoded-resource", `
from dagster import Definitions, EnvVar
from dagster_snowflake import SnowflakeResource

defs = Definitions(
    assets=all_assets,
    resources={
        "snowflake": SnowflakeResource(
            account="acmeorg-analytics",
            user="SVC_DAGSTER",
            password="«a»",
            warehouse=EnvVar("SNOWFLAKE_WAREHOUSE"),
        ),
    },
)
`, V{"a": g.pwStrong()}, `EnvVar("SNOWFLAKE_WAREHOUSE")`)

	g.add("data/dagster-yaml-postgres-storage", `
$ cat $DAGSTER_HOME/dagster.yaml
storage:
  postgres:
    postgres_db:
      username: dagster
      password: «a»
      hostname: dagster-pg.data.svc
      db_name: dagster
      port: 5432
run_coordinator:
  module: dagster.core.run_coordinator
  class: QueuedRunCoordinator
`, V{"a": g.pwURL()}, "class: QueuedRunCoordinator")

	g.add("data/dagster-plus-agent-token", `
# dagster.yaml for the hybrid agent
instance_class:
  module: dagster_cloud.instance
  class: DagsterCloudAgentInstance

dagster_cloud_api:
  agent_token: «a»
  deployment: prod

user_code_launcher:
  module: dagster_cloud.workspace.docker
  class: DockerUserCodeLauncher
`, V{"a": "agent:acme:" + g.hex(32)}, "class: DagsterCloudAgentInstance")

	g.add("data/prefect-cloud-login-key", `
$ prefect cloud login -k «a» --workspace acme/prod
Authenticated with Prefect Cloud! Using workspace 'acme/prod'.
$ prefect deployment run 'nightly-elt/prod'
`, V{"a": "pnu_" + g.an(36)}, "Authenticated with Prefect Cloud! Using workspace 'acme/prod'.")

	g.add("data/prefect-profiles-toml", `
$ cat ~/.prefect/profiles.toml
active = "prod"

[profiles.prod]
PREFECT_API_URL = "https://api.prefect.cloud/api/accounts/«_acc»/workspaces/«_ws»"
PREFECT_API_KEY = "«a»"

[profiles.local]
PREFECT_API_URL = "http://127.0.0.1:4200/api"
`, V{"_acc": g.uuid(), "_ws": g.uuid(), "a": "pnb_" + g.an(36)}, `PREFECT_API_URL = "http://127.0.0.1:4200/api"`)

	g.add("data/prefect-blocks-save-script", `
from prefect.blocks.system import Secret
from prefect_aws import AwsCredentials

AwsCredentials(
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    region_name="eu-west-1",
).save("prod-aws", overwrite=True)

Secret(value="«c»").save("openai-api-key", overwrite=True)
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.openai()}, `.save("prod-aws", overwrite=True)`)

	g.add("data/dbt-profiles-snowflake-password", `
$ cat ~/.dbt/profiles.yml
acme:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: acmeorg-analytics
      user: DANA_K
      password: «a»
      role: TRANSFORMER
      database: ANALYTICS_DEV
      warehouse: TRANSFORM_WH
      schema: dbt_dana
      threads: 8
    prod:
      type: snowflake
      account: acmeorg-analytics
      user: SVC_DBT
      password: "{{ env_var('DBT_PROD_PASSWORD') }}"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORM_WH
      schema: marts
      threads: 16
`, V{"a": g.pw()}, "{{ env_var('DBT_PROD_PASSWORD') }}", "schema: dbt_dana")

	g.add("data/dbt-profiles-snowflake-keypair-passphrase", `
acme_ci:
  target: ci
  outputs:
    ci:
      type: snowflake
      account: «_loc»
      user: SVC_DBT_CI
      private_key_path: /run/secrets/dbt_ci_key.p8
      private_key_passphrase: «a»
      role: CI_RUNNER
      database: ANALYTICS_CI
      warehouse: CI_WH
      schema: "pr_{{ env_var('PR_NUMBER') }}"
`, V{"_loc": g.dtLocator(), "a": g.pwStrong()}, "private_key_path: /run/secrets/dbt_ci_key.p8", "pr_{{ env_var('PR_NUMBER') }}")

	bk := g.pkcs8RSAPEM()
	g.add("data/dbt-profiles-bigquery-keyfile-json", `
acme_bq:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      project: acme-dw
      dataset: marts
      threads: 8
      keyfile_json:
        type: service_account
        project_id: acme-dw
        private_key_id: «=kid»
        private_key: "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n"
        client_email: dbt-prod@acme-dw.iam.gserviceaccount.com
        client_id: "«_cid»"
        auth_uri: https://accounts.google.com/o/oauth2/auth
        token_uri: https://oauth2.googleapis.com/token
`, V{"=kid": g.hex(40), "a": jsonEsc(bk.body), "_cid": g.digits(21)}, "client_email: dbt-prod@acme-dw.iam.gserviceaccount.com")

	g.add("data/dbt-profiles-databricks-token", `
lakehouse:
  target: dev
  outputs:
    dev:
      type: databricks
      catalog: dev
      schema: dbt_dana
      host: «_host»
      http_path: /sql/1.0/warehouses/«_wh»
      token: «a»
      threads: 4
`, V{"_host": g.dtAdbHost(), "_wh": g.hex(16), "a": g.dtDapiAz()}, "schema: dbt_dana")

	g.add("data/dbt-cloud-service-token-api", `
$ curl -s -H "Authorization: Token «a»" \
    "https://cloud.getdbt.com/api/v2/accounts/«_acct»/runs/?job_definition_id=«_job»&order_by=-id&limit=1" | jq '.data[0] | {id, status_humanized}'
{
  "id": «_run»,
  "status_humanized": "Success"
}
`, V{"a": g.dtDbtc(), "_acct": g.digits(5), "_job": g.digits(6), "_run": g.digits(9)}, `"status_humanized": "Success"`)

	g.add("data/meltano-yml-inline-config", `
plugins:
  extractors:
  - name: tap-postgres
    variant: meltanolabs
    config:
      host: app-db-replica.acme.internal
      port: 5432
      user: meltano_ro
      password: «a»
      database: app
      filter_schemas: [public]
  loaders:
  - name: target-snowflake
    variant: meltanolabs
    config:
      account: acmeorg-analytics
      user: SVC_MELTANO
      password: «b»
      database: RAW
      default_target_schema: APP
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "default_target_schema: APP", "variant: meltanolabs")

	g.add("data/meltano-dotenv-plugin-settings", `
$ cat .env
TAP_GITHUB_AUTH_TOKEN=«a»
TAP_GITHUB_REPOSITORIES='["acme/platform", "acme/web"]'
TAP_STRIPE_API_KEY=«b»
TARGET_POSTGRES_PASSWORD=«c»
MELTANO_ENVIRONMENT=prod
`, V{"a": g.ghFine(), "b": g.rkLive(), "c": g.pwURL()}, "MELTANO_ENVIRONMENT=prod", `TAP_GITHUB_REPOSITORIES='["acme/platform", "acme/web"]'`)

	g.add("data/singer-tap-salesforce-config", `
$ cat tap-salesforce/config.json
{
  "client_id": "«=ck»",
  "client_secret": "«a»",
  "refresh_token": "«b»",
  "start_date": "2023-01-01T00:00:00Z",
  "api_type": "BULK",
  "select_fields_by_default": true,
  "is_sandbox": false
}
`, V{"=ck": g.dtSFKey(), "a": g.dtSFSecret(), "b": g.dtSFRefresh()}, `"api_type": "BULK"`)

	g.add("data/singer-tap-google-ads-config", `
{
  "developer_token": "«a»",
  "oauth_client_id": "«_cid».apps.googleusercontent.com",
  "oauth_client_secret": "«b»",
  "refresh_token": "«c»",
  "login_customer_ids": [{"customerId": "«_cust»", "loginCustomerId": "«_mcc»"}],
  "start_date": "2024-01-01T00:00:00Z"
}
`, V{"a": g.s(alAlnum+"-_", 22), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "c": g.gRefresh(), "_cust": g.digits(10), "_mcc": g.digits(10)},
		`"start_date": "2024-01-01T00:00:00Z"`)

	sk, _ := g.sshEd25519("airbyte-tunnel")
	g.add("data/airbyte-api-create-source-ssh-tunnel", `
$ curl -s -X POST https://api.airbyte.com/v1/sources \
    -H "Authorization: Bearer $AIRBYTE_TOKEN" -H "Content-Type: application/json" \
    -d @- <<'JSON'
{
  "name": "app-db (prod)",
  "workspaceId": "«_ws»",
  "configuration": {
    "sourceType": "postgres",
    "host": "10.40.2.15",
    "port": 5432,
    "database": "app",
    "username": "airbyte_ro",
    "password": "«a»",
    "tunnel_method": {
      "tunnel_method": "SSH_KEY_AUTH",
      "tunnel_host": "bastion.acme.io",
      "tunnel_port": 22,
      "tunnel_user": "airbyte",
      "ssh_key": "-----BEGIN OPENSSH PRIVATE KEY-----\n«b»\n-----END OPENSSH PRIVATE KEY-----\n"
    }
  }
}
JSON
`, V{"_ws": g.uuid(), "a": g.pwStrong(), "b": jsonEsc(sk.body)}, "Bearer $AIRBYTE_TOKEN", `"tunnel_host": "bastion.acme.io"`)

	g.add("data/abctl-local-credentials-output", `
$ abctl local credentials
  INFO    Using Kubernetes provider:
            Provider: kind
            Kubeconfig: /home/dana/.airbyte/abctl/abctl.kubeconfig
            Context: kind-airbyte-abctl
 SUCCESS  Retrieving your credentials from 'airbyte-auth-secrets'
  INFO    Credentials:
            Email: [not set]
            Password: «a»
            Client-Id: «=cid»
            Client-Secret: «b»
`, V{"a": g.an(32), "=cid": g.uuid(), "b": g.an(32)}, "Context: kind-airbyte-abctl", "Email: [not set]")

	g.add("data/fivetran-api-curl-key-secret", `
$ curl -s -u «=key»:«a» https://api.fivetran.com/v1/groups | jq '.data.items[] | {id, name}'
{
  "id": "«_grp»",
  "name": "Warehouse"
}
`, V{"=key": g.an(16), "a": g.an(32), "_grp": g.s(alLower, 6) + "_" + g.s(alLower, 8)}, "https://api.fivetran.com/v1/groups")

	g.add("data/kafka-client-properties-confluent", `
$ cat ~/.confluent/client.properties
bootstrap.servers=pkc-«_c».eu-west-1.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanisms=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='«=k»' password='«a»';
client.dns.lookup=use_all_dns_ips
session.timeout.ms=45000
schema.registry.url=https://psrc-«_sr».eu-central-1.aws.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info=«=srk»:«b»
`, V{"_c": g.s(alLowNum, 5), "=k": g.dtCCKey(), "a": g.dtCCSecret(), "_sr": g.s(alLowNum, 5), "=srk": g.dtCCKey(), "b": g.dtCCSecret()},
		"client.dns.lookup=use_all_dns_ips", "basic.auth.credentials.source=USER_INFO")

	g.add("data/kafka-confluent-python-producer", `
from confluent_kafka import Producer

producer = Producer({
    "bootstrap.servers": "pkc-«_c».us-east-1.aws.confluent.cloud:9092",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": "«=k»",
    "sasl.password": "«a»",
    "linger.ms": 50,
})
producer.produce("orders.v1", key=order_id, value=payload)
`, V{"_c": g.s(alLowNum, 5), "=k": g.dtCCKey(), "a": g.dtCCSecret()}, `producer.produce("orders.v1", key=order_id, value=payload)`)

	g.add("data/spark-kafka-scram-jaas-option", `
stream = (spark.readStream.format("kafka")
    .option("kafka.bootstrap.servers", "kafka-0.data.svc:9094,kafka-1.data.svc:9094")
    .option("kafka.security.protocol", "SASL_SSL")
    .option("kafka.sasl.mechanism", "SCRAM-SHA-512")
    .option("kafka.sasl.jaas.config",
            'org.apache.kafka.common.security.scram.ScramLoginModule required username="ingest" password="«a»";')
    .option("subscribe", "clickstream.raw")
    .load())
`, V{"a": g.pwStrong()}, `.option("subscribe", "clickstream.raw")`)

	g.add("data/kcat-sasl-password-flag", `
$ kcat -b kafka-0.data.svc:9094 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 \
    -X sasl.username=ingest -X sasl.password=«a» -t clickstream.raw -C -c 2 -e
{"event":"page_view","ts":1717322401,"path":"/pricing"}
{"event":"click","ts":1717322402,"path":"/signup"}
`, V{"a": g.pwURL()}, `{"event":"page_view","ts":1717322401,"path":"/pricing"}`)

	g.add("data/debezium-postgres-connector-json", `
$ curl -s -X POST -H "Content-Type: application/json" http://connect.data.svc:8083/connectors -d '{
  "name": "app-db-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "app-db.acme.internal",
    "database.port": "5432",
    "database.user": "debezium",
    "database.password": "«a»",
    "database.dbname": "app",
    "topic.prefix": "appdb",
    "plugin.name": "pgoutput",
    "table.include.list": "public.orders,public.customers"
  }
}'
`, V{"a": g.pwStrong()}, `"table.include.list": "public.orders,public.customers"`)

	g.add("data/confluent-cli-api-key-create", `
$ confluent api-key create --resource lkc-«_c» --description "dbt-kafka sink"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------+
| API Key    | «=k»                                                 |
| API Secret | «a» |
+------------+------------------------------------------------------------------+
`, V{"_c": g.s(alLowNum, 5), "=k": g.dtCCKey(), "a": g.s(alAlnum+"+/", 64)}, "The secret is not retrievable later.")

	g.add("data/rpk-profile-sasl-password", `
$ cat ~/.config/rpk/rpk.yaml
version: 6
current_profile: prod
profiles:
    - name: prod
      kafka_api:
        brokers:
            - seed-«_s».byoc.prd.cloud.redpanda.com:9092
        tls: {}
        sasl:
            user: ingest-svc
            password: «a»
            mechanism: SCRAM-SHA-256
`, V{"_s": g.s(alLowNum, 8), "a": g.pwURL()}, "mechanism: SCRAM-SHA-256")
}

// ---- ML platforms, model APIs, vector stores and labelling ----

func (g *G) dtML() {
	g.add("data/huggingface-cli-login-output", docBT(`
$ huggingface-cli login --token «a» --add-to-git-credential
Token is valid (permission: fineGrained).
The token ˋci-uploadˋ has been saved to /home/dana/.cache/huggingface/stored_tokens
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/dana/.cache/huggingface/token
Login successful.
The current active token is: ˋci-uploadˋ
`), V{"a": g.hfTok()}, "Token is valid (permission: fineGrained).", "/home/dana/.cache/huggingface/stored_tokens")

	g.add("data/huggingface-token-files-cat", `
$ cat ~/.cache/huggingface/token
«a»
$ cat ~/.cache/huggingface/stored_tokens
[ci-upload]
hf_token = «a»

[read-only]
hf_token = «b»
`, V{"a": g.hfTok(), "b": g.hfTok()}, "[read-only]")

	g.add("data/huggingface-git-remote-with-token", `
$ git remote -v
origin	https://dana-k:«a»@huggingface.co/acme/llama-3.1-8b-support-ft (fetch)
origin	https://dana-k:«a»@huggingface.co/acme/llama-3.1-8b-support-ft (push)
$ git lfs push origin main
Uploading LFS objects: 100% (4/4), 16 GB | 48 MB/s, done.
`, V{"a": g.hfTok()}, "Uploading LFS objects: 100% (4/4), 16 GB | 48 MB/s, done.")

	g.add("data/huggingface-hub-download-token-arg", `
from huggingface_hub import hf_hub_download

path = hf_hub_download(
    repo_id="acme/private-ner-de",
    filename="model.safetensors",
    revision="«_rev»",
    token="«a»",
)
`, V{"_rev": g.gitSHA(), "a": g.hfTok()}, `repo_id="acme/private-ner-de"`)

	g.add("data/huggingface-legacy-org-token", `
from huggingface_hub import HfApi

api = HfApi(token="«a»")
api.upload_folder(folder_path="outputs/checkpoint-4000", repo_id="acme/churn-embeddings", repo_type="model")
`, V{"a": "api_org_" + g.s(alUpper+alLower, 34)}, `folder_path="outputs/checkpoint-4000"`)

	g.add("data/huggingface-tgi-docker-run", `
$ docker run --gpus all --shm-size 1g -p 8080:80 -v $PWD/data:/data \
    -e HF_TOKEN=«a» \
    ghcr.io/huggingface/text-generation-inference:2.0.4 \
    --model-id meta-llama/Meta-Llama-3-8B-Instruct --max-total-tokens 8192
`, V{"a": g.hfTok()}, "ghcr.io/huggingface/text-generation-inference:2.0.4", "--max-total-tokens 8192")

	g.add("data/wandb-login-command", `
$ wandb login «a»
wandb: Appending key for api.wandb.ai to your netrc file: /home/dana/.netrc
$ wandb sync --project churn-xgb ./wandb/offline-run-20240602_101112-«_r»
`, V{"a": g.txWandb(), "_r": g.dtRunID()}, "wandb: Appending key for api.wandb.ai to your netrc file: /home/dana/.netrc")

	g.add("data/wandb-netrc-file", `
$ cat ~/.netrc
machine api.wandb.ai
  login user
  password «a»
machine urs.earthdata.nasa.gov
  login dana_k
  password «b»
`, V{"a": g.txWandb(), "b": g.pw()}, "machine urs.earthdata.nasa.gov")

	g.add("data/wandb-local-server-env", `
WANDB_BASE_URL=https://wandb.acme.internal
WANDB_API_KEY=«a»
WANDB_ENTITY=acme-ml
WANDB_PROJECT=ranking-v4
`, V{"a": "local-" + g.hex(40)}, "WANDB_BASE_URL=https://wandb.acme.internal", "WANDB_PROJECT=ranking-v4")

	g.add("data/mlflow-tracking-uri-basic-auth", `
export MLFLOW_TRACKING_URI=https://ml-ci:«a»@mlflow.acme.io
export MLFLOW_EXPERIMENT_NAME=/churn/xgboost
python train.py --max-depth 6
`, V{"a": g.pwURL()}, "MLFLOW_EXPERIMENT_NAME=/churn/xgboost")

	g.add("data/mlflow-env-username-password", `
    env:
      MLFLOW_TRACKING_URI: https://mlflow.acme.io
      MLFLOW_TRACKING_USERNAME: ml-ci
      MLFLOW_TRACKING_PASSWORD: «a»
      MLFLOW_S3_ENDPOINT_URL: http://minio.ml.svc:9000
`, V{"a": g.pwStrong()}, "MLFLOW_S3_ENDPOINT_URL: http://minio.ml.svc:9000")

	g.add("data/mlflow-server-backend-store-uri", `
$ mlflow server \
    --backend-store-uri postgresql://mlflow:«a»@mlflow-db.ml.svc:5432/mlflow \
    --artifacts-destination s3://acme-mlflow-artifacts \
    --host 0.0.0.0 --port 5000
[2024-06-02 10:11:12 +0000] [1] [INFO] Starting gunicorn 22.0.0
`, V{"a": g.pwURL()}, "--artifacts-destination s3://acme-mlflow-artifacts")

	g.add("data/mlflow-basic-auth-ini", `
$ cat basic_auth.ini
[mlflow]
default_permission = READ
database_uri = sqlite:///basic_auth.db
admin_username = admin
admin_password = «a»
authorization_function = mlflow.server.auth:authenticate_request_basic_auth
`, V{"a": g.pw()}, "default_permission = READ")

	g.add("data/comet-config-file", `
$ cat ~/.comet.config
[comet]
api_key = «a»
workspace = acme-ml
project_name = churn
`, V{"a": g.an(25)}, "workspace = acme-ml")

	g.add("data/neptune-init-run-api-token", `
import neptune

run = neptune.init_run(
    project="acme/churn",
    api_token="«a»",
    tags=["xgboost", "baseline"],
)
`, V{"a": g.dtNeptune()}, `tags=["xgboost", "baseline"]`)

	g.add("data/clearml-conf-credentials", `
$ cat ~/clearml.conf
api {
    web_server: https://app.clear.ml
    api_server: https://api.clear.ml
    files_server: https://files.clear.ml
    credentials {
        "access_key" = "«=ak»"
        "secret_key" = "«a»"
    }
}
sdk {
    aws {
        s3 {
            key: "«b»"
            secret: "«c»"
            region: "eu-west-1"
        }
    }
}
`, V{"=ak": g.dtClearmlAK(), "a": g.dtClearmlSK(), "b": g.awsID(), "c": g.awsSecret()}, "files_server: https://files.clear.ml")

	g.add("data/clearml-agent-docker-env", `
$ docker run -d --gpus all --name clearml-agent \
    -e CLEARML_API_HOST=https://api.clear.ml \
    -e CLEARML_API_ACCESS_KEY=«=ak» \
    -e CLEARML_API_SECRET_KEY='«a»' \
    -e CLEARML_AGENT_GIT_USER=dana-k \
    -e CLEARML_AGENT_GIT_PASS=«b» \
    allegroai/clearml-agent:latest
`, V{"=ak": g.dtClearmlAK(), "a": g.dtClearmlSK(), "b": g.ghp()}, "allegroai/clearml-agent:latest")

	g.add("data/kaggle-json-cat", `
$ cat ~/.kaggle/kaggle.json
{"username":"danakim","key":"«a»"}
$ kaggle datasets download -d zynicide/wine-reviews -p data/raw --unzip
`, V{"a": g.hex(32)}, "zynicide/wine-reviews")

	g.add("data/langchain-openai-hardcoded", `
from langchain_openai import ChatOpenAI, OpenAIEmbeddings

llm = ChatOpenAI(model="gpt-4o-mini", temperature=0, api_key="«a»")
emb = OpenAIEmbeddings(model="text-embedding-3-large", openai_api_key="«a»")
`, V{"a": g.openaiSvc()}, `model="text-embedding-3-large"`)

	g.add("data/langchain-anthropic-tavily-agent", `
from langchain_anthropic import ChatAnthropic
from langchain_community.tools.tavily_search import TavilySearchResults

llm = ChatAnthropic(model="claude-3-5-sonnet-20241022", anthropic_api_key="«a»", max_tokens=2048)
search = TavilySearchResults(max_results=5, tavily_api_key="«b»")
`, V{"a": g.anthropic(), "b": g.agTavily()}, "TavilySearchResults(max_results=5")

	g.add("data/llamaindex-settings-cohere-voyage", `
from llama_index.core import Settings
from llama_index.llms.cohere import Cohere
from llama_index.embeddings.voyageai import VoyageEmbedding

Settings.llm = Cohere(model="command-r-plus", api_key="«a»")
Settings.embed_model = VoyageEmbedding(model_name="voyage-3", voyage_api_key="«b»")
Settings.chunk_size = 512
`, V{"a": g.an(40), "b": "pa-" + g.b64u(43)}, "Settings.chunk_size = 512")

	g.add("data/together-mistral-groq-clients", `
from together import Together
from mistralai import Mistral
from groq import Groq

together = Together(api_key="«a»")
mistral = Mistral(api_key="«b»")
groq = Groq(api_key="«c»")
judges = {"llama": together, "mistral": mistral, "groq": groq}
`, V{"a": "tgp_v1_" + g.b64u(43), "b": g.an(32), "c": g.groq()}, `judges = {"llama": together, "mistral": mistral, "groq": groq}`)

	g.add("data/replicate-run-with-version-hash", `
import os, replicate

os.environ["REPLICATE_API_TOKEN"] = "«a»"
out = replicate.run(
    "stability-ai/sdxl:«_v»",
    input={"prompt": "isometric warehouse, soft light", "num_outputs": 2},
)
`, V{"a": g.replicate(), "_v": g.hex(64)}, `"prompt": "isometric warehouse, soft light"`)

	g.add("data/litellm-proxy-config-yaml", `
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: azure/gpt-4o-prod
      api_base: https://acme-oai-weu.openai.azure.com/
      api_key: «a»
      api_version: "2024-06-01"
  - model_name: claude-sonnet
    litellm_params:
      model: bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0
      aws_access_key_id: «b»
      aws_secret_access_key: «c»
      aws_region_name: us-east-1
general_settings:
  master_key: «d»
  database_url: postgresql://litellm:«e»@litellm-db:5432/litellm
`, V{"a": g.hex(32), "b": g.awsID(), "c": g.awsSecret(), "d": "sk-" + g.an(22), "e": g.pwURL()}, "aws_region_name: us-east-1")

	vk := g.b64u(32)
	g.add("data/vllm-serve-api-key", `
$ vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000 --api-key «a» --max-model-len 16384
INFO 06-02 10:11:12 api_server.py:212] vLLM API server version 0.5.3
$ python - <<'PY'
from openai import OpenAI
client = OpenAI(base_url="http://gpu-01.ml.internal:8000/v1", api_key="«a»")
print(client.models.list())
PY
`, V{"a": vk}, "vLLM API server version 0.5.3", `base_url="http://gpu-01.ml.internal:8000/v1"`)

	g.add("data/pinecone-client-init-host", `
from pinecone import Pinecone

pc = Pinecone(api_key="«a»")
index = pc.Index("support-docs", host="https://support-docs-«_h».svc.aped-4627-b74a.pinecone.io")
index.upsert(vectors=batch, namespace="kb-2024-06")
`, V{"a": g.pinecone(), "_h": g.s(alLowNum, 7)}, `namespace="kb-2024-06"`)

	g.add("data/pinecone-legacy-uuid-key-env", `
PINECONE_API_KEY=«a»
PINECONE_ENVIRONMENT=us-west1-gcp
PINECONE_INDEX_NAME=product-search
`, V{"a": g.uuid()}, "PINECONE_ENVIRONMENT=us-west1-gcp", "PINECONE_INDEX_NAME=product-search")

	g.add("data/weaviate-cloud-connect", `
import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_c».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«a»"),
    headers={"X-OpenAI-Api-Key": "«b»"},
)
`, V{"_c": g.s(alLowNum, 20), "a": g.an(40), "b": g.openai()}, "weaviate.connect_to_weaviate_cloud(")

	g.add("data/qdrant-client-cloud-api-key", `
from qdrant_client import QdrantClient

qdrant = QdrantClient(
    url="https://«_id».eu-central-1-0.aws.cloud.qdrant.io:6333",
    api_key="«a»",
)
qdrant.create_collection("tickets", vectors_config=VectorParams(size=1024, distance=Distance.COSINE))
`, V{"_id": g.uuid(), "a": g.s(alAlnum+"-_", 54)}, `vectors_config=VectorParams(size=1024, distance=Distance.COSINE)`)

	g.add("data/milvus-zilliz-and-local-token", `
from pymilvus import MilvusClient

cloud = MilvusClient(uri="https://in03-«_h».serverless.gcp-us-west1.cloud.zilliz.com", token="«a»")
local = MilvusClient(uri="http://milvus.ml.svc:19530", token="root:«b»")
`, V{"_h": g.hex(15), "a": g.hex(104), "b": g.pwURL()}, `uri="http://milvus.ml.svc:19530"`)

	g.add("data/chroma-cloud-client", `
import chromadb

client = chromadb.CloudClient(
    tenant="«_t»",
    database="support-kb",
    api_key="«a»",
)
`, V{"_t": g.uuid(), "a": "ck-" + g.an(44)}, `database="support-kb"`)

	g.add("data/label-studio-sdk-and-curl", `
from label_studio_sdk import Client

ls = Client(url="http://label-studio.ml.internal:8080", api_key="«a»")
project = ls.get_project(14)
$ curl -s -H "Authorization: Token «a»" http://label-studio.ml.internal:8080/api/projects/14/export?exportType=JSON -o export.json
`, V{"a": g.hex(40)}, "ls.get_project(14)")

	g.add("data/roboflow-download-snippet", `
from roboflow import Roboflow
rf = Roboflow(api_key="«a»")
project = rf.workspace("acme-vision").project("pallet-detection")
version = project.version(4)
dataset = version.download("yolov8")
`, V{"a": g.an(20)}, `rf.workspace("acme-vision").project("pallet-detection")`)

	g.add("data/sagemaker-huggingface-model-env", `
from sagemaker.huggingface import HuggingFaceModel, get_huggingface_llm_image_uri

model = HuggingFaceModel(
    role="arn:aws:iam::«_acct»:role/SageMakerExecution",
    image_uri=get_huggingface_llm_image_uri("huggingface", version="2.0.2"),
    env={
        "HF_MODEL_ID": "meta-llama/Meta-Llama-3-8B-Instruct",
        "SM_NUM_GPUS": "1",
        "HUGGING_FACE_HUB_TOKEN": "«a»",
    },
)
predictor = model.deploy(initial_instance_count=1, instance_type="ml.g5.2xlarge")
`, V{"_acct": g.digits(12), "a": g.hfTok()}, `instance_type="ml.g5.2xlarge"`)

	g.add("data/sagemaker-estimator-environment", `
estimator = PyTorch(
    entry_point="train.py",
    source_dir="src",
    role=role,
    framework_version="2.2",
    py_version="py310",
    instance_type="ml.p4d.24xlarge",
    environment={"WANDB_API_KEY": "«a»", "FEATURE_DB_URL": "postgresql://features:«b»@features.ml.internal:5432/features"},
    hyperparameters={"epochs": 3, "lr": 2e-5},
)
`, V{"a": g.txWandb(), "b": g.pwURL()}, `instance_type="ml.p4d.24xlarge"`)

	g.add("data/vertex-custom-job-config-env", `
$ cat job.yaml
workerPoolSpecs:
  machineSpec:
    machineType: a2-highgpu-1g
    acceleratorType: NVIDIA_TESLA_A100
    acceleratorCount: 1
  replicaCount: 1
  containerSpec:
    imageUri: europe-west4-docker.pkg.dev/acme-vertex-dev/train/ft:0.3.1
    env:
      - name: HF_TOKEN
        value: «a»
      - name: COHERE_API_KEY
        value: «b»
$ gcloud ai custom-jobs create --region=europe-west4 --display-name=ft-0-3-1 --config=job.yaml
`, V{"a": g.hfTok(), "b": g.an(40)}, "acceleratorType: NVIDIA_TESLA_A100")

	g.add("data/modal-toml-token-pair", `
$ cat ~/.modal.toml
[acme-ml]
token_id = "«=id»"
token_secret = "«a»"
active = true
`, V{"=id": "ak-" + g.an(22), "a": "as-" + g.an(22)}, "[acme-ml]")

	g.add("data/langfuse-env-keys", `
LANGFUSE_SECRET_KEY=«a»
LANGFUSE_PUBLIC_KEY=«=pk»
LANGFUSE_HOST=https://cloud.langfuse.com
`, V{"a": "sk-lf-" + g.uuid(), "=pk": "pk-lf-" + g.uuid()}, "LANGFUSE_HOST=https://cloud.langfuse.com")

	g.add("data/speech-deepgram-assemblyai-keys", `
from deepgram import DeepgramClient
import assemblyai as aai

dg = DeepgramClient("«a»")
aai.settings.api_key = "«b»"
transcriber = aai.Transcriber(config=aai.TranscriptionConfig(speaker_labels=True))
`, V{"a": g.hex(40), "b": g.hex(32)}, "aai.TranscriptionConfig(speaker_labels=True)")

	g.add("data/fireworks-cerebras-gemini-env", `
$ cat .env.eval
FIREWORKS_API_KEY=«a»
CEREBRAS_API_KEY=«b»
GOOGLE_API_KEY=«c»
EVAL_MODELS=llama-v3p1-70b-instruct,llama3.1-8b,gemini-1.5-flash
`, V{"a": "fw_" + g.an(24), "b": "csk-" + g.s(alLowNum, 48), "c": g.googleKey()}, "EVAL_MODELS=llama-v3p1-70b-instruct,llama3.1-8b,gemini-1.5-flash")

	g.add("data/dvc-config-local-remote-credentials", `
$ dvc remote modify --local storage access_key_id «a»
$ dvc remote modify --local storage secret_access_key «b»
$ cat .dvc/config.local
['remote "storage"']
    access_key_id = «a»
    secret_access_key = «b»
$ dvc push
4 files pushed
`, V{"a": g.awsID(), "b": g.awsSecret()}, "4 files pushed")
}

// ---- BI and product analytics ----

func (g *G) dtBI() {
	g.add("data/metabase-docker-env", `
$ docker run -d -p 3000:3000 --name metabase \
    -e MB_DB_TYPE=postgres -e MB_DB_DBNAME=metabase -e MB_DB_PORT=5432 \
    -e MB_DB_USER=metabase -e MB_DB_PASS=«a» -e MB_DB_HOST=metabase-db \
    -e MB_ENCRYPTION_SECRET_KEY=«b» \
    metabase/metabase:v0.50.6
`, V{"a": g.pwURL(), "b": g.b64(32)}, "metabase/metabase:v0.50.6", "MB_DB_HOST=metabase-db")

	g.add("data/metabase-api-key-header", `
$ curl -s -H "x-api-key: «a»" -X POST https://metabase.acme.io/api/card/42/query/json | jq length
1842
`, V{"a": g.dtMBKey()}, "https://metabase.acme.io/api/card/42/query/json")

	g.add("data/metabase-session-login-and-header", `
$ curl -s -X POST https://metabase.acme.io/api/session -H "Content-Type: application/json" \
    -d '{"username": "dana@acme.io", "password": "«a»"}'
{"id":"«b»"}
$ curl -s -H "X-Metabase-Session: «b»" https://metabase.acme.io/api/user/current | jq .email
"dana@acme.io"
`, V{"a": g.pw(), "b": g.uuid()}, "https://metabase.acme.io/api/user/current")

	g.add("data/metabase-static-embed-signing-key", `
import jwt, time

METABASE_SITE_URL = "https://metabase.acme.io"
METABASE_SECRET_KEY = "«a»"

payload = {"resource": {"dashboard": 7}, "params": {"tenant_id": [tenant]}, "exp": round(time.time()) + 600}
token = jwt.encode(payload, METABASE_SECRET_KEY, algorithm="HS256")
iframe_url = METABASE_SITE_URL + "/embed/dashboard/" + token + "#bordered=true&titled=true"
`, V{"a": g.hex(64)}, `"#bordered=true&titled=true"`)

	g.add("data/superset-config-py", `
$ cat superset_config.py
ROW_LIMIT = 5000
SECRET_KEY = "«a»"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:«b»@superset-db:5432/superset"
CACHE_CONFIG = {
    "CACHE_TYPE": "RedisCache",
    "CACHE_REDIS_URL": "redis://:«c»@superset-redis:6379/1",
}
MAPBOX_API_KEY = "«_mb»"
FEATURE_FLAGS = {"ALERT_REPORTS": True}
`, V{"a": g.b64(42), "b": g.pwURL(), "c": g.pwURL(), "_mb": g.mapboxPK()}, `FEATURE_FLAGS = {"ALERT_REPORTS": True}`)

	g.add("data/superset-set-database-uri-cli", `
$ superset set-database-uri -d "Snowflake (BI)" \
    -u "snowflake://SVC_BI:«a»@acmeorg-analytics/ANALYTICS/MARTS?warehouse=BI_WH&role=BI_READER"
Loaded your LOCAL configuration at [/app/pythonpath/superset_config.py]
`, V{"a": g.pwURL()}, "Loaded your LOCAL configuration at [/app/pythonpath/superset_config.py]")

	g.add("data/superset-import-passwords-json", `
$ unzip -p dashboard_export_20240602.zip '*/databases/Warehouse.yaml' | head -4
database_name: Warehouse
sqlalchemy_uri: postgresql://bi_reader:XXXXXXXXXX@warehouse.acme.internal:5432/analytics
cache_timeout: null
expose_in_sqllab: true
$ cat passwords.json
{"databases/Warehouse.yaml": "«a»"}
$ superset import-dashboards -p dashboard_export_20240602.zip -u admin
`, V{"a": g.pwStrong()}, "postgresql://bi_reader:XXXXXXXXXX@warehouse.acme.internal:5432/analytics")

	g.add("data/tableau-tsc-pat-signin", `
import tableauserverclient as TSC

tableau_auth = TSC.PersonalAccessTokenAuth("ci-publisher", "«a»", site_id="acmeanalytics")
server = TSC.Server("https://prod-useast-b.online.tableau.com", use_server_version=True)
with server.auth.sign_in(tableau_auth):
    server.datasources.refresh(datasource_id)
`, V{"a": g.dtTableauPAT()}, `TSC.Server("https://prod-useast-b.online.tableau.com", use_server_version=True)`)

	g.add("data/tableau-rest-signin-xml", `
$ curl -s https://prod-useast-b.online.tableau.com/api/3.22/auth/signin -X POST -H "Content-Type: application/xml" \
    -d '<tsRequest><credentials personalAccessTokenName="ci-publisher" personalAccessTokenSecret="«a»"><site contentUrl="acmeanalytics"/></credentials></tsRequest>'
<tsResponse><credentials token="«b»" estimatedTimeToExpiration="365:22:46"><site id="«_site»" contentUrl="acmeanalytics"/><user id="«_user»"/></credentials></tsResponse>
`, V{"a": g.dtTableauPAT(), "b": g.b64u(22) + "|" + g.an(32) + "|" + g.uuid(), "_site": g.uuid(), "_user": g.uuid()},
		`estimatedTimeToExpiration="365:22:46"`)

	g.add("data/looker-ini-api3-credentials", `
$ cat looker.ini
[Looker]
base_url=https://acme.cloud.looker.com
client_id=«=cid»
client_secret=«a»
verify_ssl=True
`, V{"=cid": g.an(20), "a": g.an(24)}, "base_url=https://acme.cloud.looker.com")

	g.add("data/looker-sdk-env-vars", `
export LOOKERSDK_BASE_URL=https://acme.cloud.looker.com
export LOOKERSDK_CLIENT_ID=«=cid»
export LOOKERSDK_CLIENT_SECRET=«a»
python scripts/sync_looks.py --folder 112
`, V{"=cid": g.an(20), "a": g.an(24)}, "python scripts/sync_looks.py --folder 112")

	g.add("data/powerbi-msal-service-principal", `
import msal

app = msal.ConfidentialClientApplication(
    client_id="«=cid»",
    authority="https://login.microsoftonline.com/«=tid»",
    client_credential="«a»",
)
token = app.acquire_token_for_client(scopes=["https://analysis.windows.net/powerbi/api/.default"])
requests.post(f"https://api.powerbi.com/v1.0/myorg/groups/{ws}/datasets/{ds}/refreshes", headers={"Authorization": f"Bearer {token['access_token']}"})
`, V{"=cid": g.uuid(), "=tid": g.uuid(), "a": g.azSecret()}, `scopes=["https://analysis.windows.net/powerbi/api/.default"]`)

	g.add("data/segment-write-key-backfill-script", `
import segment.analytics as analytics

analytics.write_key = "«a»"
analytics.max_queue_size = 100000
for row in orders.itertuples():
    analytics.track(user_id=row.customer_id, event="Order Completed", properties={"revenue": row.total})
analytics.flush()
`, V{"a": g.an(32)}, `event="Order Completed"`)

	g.add("data/amplitude-export-api-curl", `
$ curl -s -u «=ak»:«a» \
    "https://amplitude.com/api/2/export?start=20240601T00&end=20240601T23" -o export-20240601.zip
`, V{"=ak": g.hex(32), "a": g.hex(32)}, "start=20240601T00&end=20240601T23")

	g.add("data/mixpanel-service-account-export", `
resp = requests.get(
    "https://data-eu.mixpanel.com/api/2.0/export",
    params={"project_id": «_pid», "from_date": "2024-06-01", "to_date": "2024-06-01"},
    auth=("etl-export.«=u».mp-service-account", "«a»"),
)
`, V{"_pid": g.digits(7), "=u": g.s(alLowNum, 6), "a": g.an(32)}, `"from_date": "2024-06-01"`)

	g.add("data/lightdash-cli-login-token", `
$ lightdash login https://lightdash.acme.io --token «a»
✅️ Login successful
$ lightdash deploy --project-dir ./dbt --profiles-dir ~/.dbt
`, V{"a": "ldpat_" + g.hex(32)}, "lightdash deploy --project-dir ./dbt --profiles-dir ~/.dbt")

	g.add("data/posthog-personal-key-hogql", `
POSTHOG_HOST = "https://eu.posthog.com"
POSTHOG_PROJECT_API_KEY = "«_pk»"  # public, used by posthog-js
POSTHOG_PERSONAL_API_KEY = "«a»"

r = requests.post(f"{POSTHOG_HOST}/api/projects/«_pid»/query/",
                  headers={"Authorization": f"Bearer {POSTHOG_PERSONAL_API_KEY}"},
                  json={"query": {"kind": "HogQLQuery", "query": "select count() from events where event = '$pageview'"}})
`, V{"_pk": "phc_" + g.an(43), "a": "phx_" + g.an(47), "_pid": g.digits(5)}, "select count() from events where event = '$pageview'")

	g.add("data/ga4-measurement-protocol-secret", `
MEASUREMENT_ID = "G-«_mid»"
API_SECRET = "«a»"
requests.post(
    f"https://www.google-analytics.com/mp/collect?measurement_id={MEASUREMENT_ID}&api_secret={API_SECRET}",
    json={"client_id": cid, "events": [{"name": "offline_purchase", "params": {"value": 42.5, "currency": "EUR"}}]},
)
`, V{"_mid": g.s(alUpNum, 10), "a": g.s(alAlnum+"-_", 22)}, `"name": "offline_purchase"`)

	g.add("data/cube-env-api-secret", `
CUBEJS_DB_TYPE=postgres
CUBEJS_DB_HOST=warehouse.acme.internal
CUBEJS_DB_NAME=analytics
CUBEJS_DB_USER=cube
CUBEJS_DB_PASS=«a»
CUBEJS_API_SECRET=«b»
CUBEJS_DEV_MODE=false
`, V{"a": g.pwURL(), "b": g.hex(64)}, "CUBEJS_DB_HOST=warehouse.acme.internal")

	g.add("data/redash-results-url-api-key", `
=IMPORTDATA("https://redash.acme.io/api/queries/118/results.csv?api_key=«a»")
`, V{"a": g.an(40)}, "https://redash.acme.io/api/queries/118/results.csv")
}

// ---- what runs print: tracebacks, configuration dumps, job specs ----

func (g *G) dtOutputs() {
	g.add("data/traceback-sqlalchemy-url-parse", `
Traceback (most recent call last):
  File "/opt/etl/load_orders.py", line 22, in <module>
    engine = create_engine(os.environ["WAREHOUSE_URL"])
  File "/opt/venv/lib/python3.10/site-packages/sqlalchemy/engine/create.py", line 520, in create_engine
    u = _url.make_url(url)
  File "/opt/venv/lib/python3.10/site-packages/sqlalchemy/engine/url.py", line 725, in make_url
    return _parse_rfc1738_args(name_or_url)
  File "/opt/venv/lib/python3.10/site-packages/sqlalchemy/engine/url.py", line 781, in _parse_rfc1738_args
    raise exc.ArgumentError(
sqlalchemy.exc.ArgumentError: Could not parse rfc1738 URL from string 'postgresql+psycopg2//etl:«a»@warehouse.acme.internal:5432/raw'
`, V{"a": g.pwURL()}, `File "/opt/etl/load_orders.py", line 22, in <module>`)

	sec := g.awsSecret()
	g.add("data/py4j-error-s3a-url-with-keys", `
Py4JJavaError: An error occurred while calling o142.parquet.
: java.nio.file.AccessDeniedException: s3a://«a»:«b»@acme-raw/events/dt=2024-06-01: getFileStatus on s3a://«a»:«b»@acme-raw/events/dt=2024-06-01: com.amazonaws.services.s3.model.AmazonS3Exception: Forbidden (Service: Amazon S3; Status Code: 403; Error Code: 403 Forbidden; Request ID: «_rid»; S3 Extended Request ID: «_ext»), S3 Extended Request ID: «_ext»:403 Forbidden
	at org.apache.hadoop.fs.s3a.S3AUtils.translateException(S3AUtils.java:255)
	at org.apache.hadoop.fs.s3a.S3AFileSystem.s3GetFileStatus(S3AFileSystem.java:3286)
`, V{"a": g.awsID(), "b": agQ(sec), "_rid": g.s(alHexU, 16), "_ext": g.b64(56)}, "org.apache.hadoop.fs.s3a.S3AUtils.translateException(S3AUtils.java:255)")

	g.add("data/etl-log-conn-params-dict", `
2024-06-02 03:00:04,112 INFO etl.load: loading 48211 rows into ANALYTICS.MARTS.FCT_ORDERS
2024-06-02 03:00:04,113 DEBUG etl.load: snowflake conn_params={'account': 'acmeorg-analytics', 'user': 'SVC_ETL', 'password': '«a»', 'warehouse': 'LOAD_WH', 'login_timeout': 30}
2024-06-02 03:00:06,950 INFO snowflake.connector.connection: Snowflake Connector for Python Version: 3.10.1, Python Version: 3.11.9, Platform: Linux-6.1.0-x86_64-with-glibc2.36
`, V{"a": g.pwStrong()}, "loading 48211 rows into ANALYTICS.MARTS.FCT_ORDERS", "Snowflake Connector for Python Version: 3.10.1")

	g.add("data/pip-config-list-azure-artifacts", `
$ pip config list
global.extra-index-url='https://download.pytorch.org/whl/cu121'
global.index-url='https://dana:«a»@pkgs.dev.azure.com/acme/_packaging/ml-feed/pypi/simple/'
site.timeout='60'
`, V{"a": g.azDevops()}, "global.extra-index-url='https://download.pytorch.org/whl/cu121'", "site.timeout='60'")

	g.add("data/pip-conf-jfrog-reference-token", `
$ cat ~/.config/pip/pip.conf
[global]
index-url = https://dana%40acme.io:«a»@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple
trusted-host = acme.jfrog.io
`, V{"a": agQ(g.agJFrogRef())}, "trusted-host = acme.jfrog.io")

	g.add("data/conda-config-show-channel-token", `
$ conda config --show channels channel_alias
channels:
  - https://conda.anaconda.org/t/«a»/acme-private
  - conda-forge
channel_alias: https://conda.anaconda.org
`, V{"a": g.dtAnaconda()}, "channel_alias: https://conda.anaconda.org")

	g.add("data/condarc-artifactory-basic-auth", `
$ cat ~/.condarc
channels:
  - https://ci-conda:«a»@artifactory.acme.io/artifactory/api/conda/conda-virtual
  - nodefaults
channel_priority: strict
ssl_verify: true
`, V{"a": g.pwURL()}, "channel_priority: strict")

	g.add("data/ipynb-env-sort-output", `
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "HF_HOME=/content/hf-cache\n",
      "HF_TOKEN=«a»\n",
      "HOME=/root\n",
      "JPY_PARENT_PID=7\n",
      "KAGGLE_KEY=«b»\n",
      "KAGGLE_USERNAME=danakim\n",
      "LANG=en_US.UTF-8\n",
      "WANDB_API_KEY=«c»\n"
     ]
    }
   ],
   "source": [
    "!env | sort | grep -v -E '^(PATH|LS_COLORS)='"
   ]
`, V{"a": g.hfTok(), "b": g.hex(32), "c": g.txWandb()}, "JPY_PARENT_PID=7", "HF_HOME=/content/hf-cache")

	g.add("data/hydra-config-printed-yaml", `
[2024-06-02 10:11:12,345][__main__][INFO] - Resolved config:
db:
  host: features.ml.internal
  user: trainer
  password: «a»
storage:
  s3:
    bucket: acme-ml-artifacts
    key: «b»
    secret: «c»
model:
  name: xgboost
  max_depth: 6
seed: 1337
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret()}, "bucket: acme-ml-artifacts", "seed: 1337")

	g.add("data/dataframe-to-string-credentials", `
>>> creds = pd.read_excel("handover/service-accounts.xlsx")
>>> print(creds.to_string(index=False))
  system      username                 password  rotated_at
 airflow         admin  «a»  2024-05-01
metabase  dana@acme.io  «b»  2024-03-12
 grafana         admin  «c»  2023-11-30
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()}, "handover/service-accounts.xlsx", "rotated_at")

	g.add("data/spark-getconf-getall-output", `
>>> spark.sparkContext.getConf().getAll()
[('spark.app.name', 'backfill-sessions'), ('spark.hadoop.fs.s3a.secret.key', '«a»'), ('spark.app.id', 'local-1717322401123'), ('spark.hadoop.fs.s3a.access.key', '«b»'), ('spark.driver.memory', '8g'), ('spark.app.startTime', '1717322400871')]
`, V{"a": g.awsSecret(), "b": g.awsID()}, "('spark.app.id', 'local-1717322401123')", "('spark.driver.memory', '8g')")

	g.add("data/spark-operator-sparkapplication-yaml", `
apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: sessions-backfill
  namespace: spark-jobs
spec:
  type: Python
  mode: cluster
  image: ghcr.io/acme/spark-jobs:3.5.1-py311
  mainApplicationFile: local:///opt/jobs/backfill_sessions.py
  sparkVersion: "3.5.1"
  sparkConf:
    spark.hadoop.fs.s3a.access.key: «a»
    spark.hadoop.fs.s3a.secret.key: «b»
  driver:
    cores: 1
    memory: 4g
    env:
      - name: WAREHOUSE_PASSWORD
        value: «c»
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwStrong()}, "mainApplicationFile: local:///opt/jobs/backfill_sessions.py")

	ak, as := g.awsID(), g.awsSecret()
	g.add("data/k8s-secret-spark-s3-base64", `
apiVersion: v1
kind: Secret
metadata:
  name: spark-s3-creds
  namespace: spark-jobs
type: Opaque
data:
  AWS_ACCESS_KEY_ID: «a»
  AWS_SECRET_ACCESS_KEY: «b»
  AWS_REGION: «_r»
`, V{"a": b64s(ak), "b": b64s(as), "_r": b64s("eu-west-1")}, "name: spark-s3-creds")

	g.add("data/databricks-jobs-create-json", `
$ databricks jobs create --json '{
  "name": "nightly-orders",
  "tasks": [{
    "task_key": "load",
    "notebook_task": {"notebook_path": "/Repos/data/etl/load_orders"},
    "new_cluster": {
      "spark_version": "14.3.x-scala2.12",
      "node_type_id": "Standard_D8ds_v5",
      "num_workers": 4,
      "spark_conf": {"fs.azure.account.key.acmelakeprod.dfs.core.windows.net": "«a»"},
      "spark_env_vars": {"SNOWFLAKE_PASSWORD": "«b»"}
    }
  }]
}'
{"job_id":«_job»}
`, V{"a": g.azStorage(), "b": g.pwStrong(), "_job": g.digits(15)}, `"spark_version": "14.3.x-scala2.12"`)

	g.add("data/databrickscfg-profiles", `
$ cat ~/.databrickscfg
[DEFAULT]
host  = https://dbc-«_ws».cloud.databricks.com
token = «a»

[prod-sp]
host          = https://«_host»
client_id     = «=cid»
client_secret = «b»
`, V{"_ws": g.hex(8) + "-" + g.hex(4), "a": g.txDatabricks(), "_host": g.dtAdbHost(), "=cid": g.uuid(), "b": g.dtDose()}, "[prod-sp]")

	g.add("data/databricks-secrets-put-cli", `
$ databricks secrets create-scope kv-etl
$ databricks secrets put-secret kv-etl snowflake-password --string-value '«a»'
$ databricks secrets list-secrets kv-etl
Key                 Last Updated Timestamp
snowflake-password  1717322401871
`, V{"a": g.pw()}, "databricks secrets list-secrets kv-etl")

	g.add("data/emr-configurations-json", `
$ cat emr-configs.json
[
  {
    "Classification": "spark-defaults",
    "Properties": {
      "spark.hadoop.fs.s3a.access.key": "«a»",
      "spark.hadoop.fs.s3a.secret.key": "«b»"
    }
  },
  {
    "Classification": "hive-site",
    "Properties": {
      "javax.jdo.option.ConnectionURL": "jdbc:mysql://hive-metastore.«_c».eu-west-1.rds.amazonaws.com:3306/hive",
      "javax.jdo.option.ConnectionUserName": "hive",
      "javax.jdo.option.ConnectionPassword": "«c»"
    }
  }
]
$ aws emr create-cluster --release-label emr-7.1.0 --configurations file://emr-configs.json ...
`, V{"a": g.awsID(), "b": g.awsSecret(), "_c": g.s(alLowNum, 12), "c": g.pwStrong()}, "--release-label emr-7.1.0")

	g.add("data/glue-create-job-default-arguments", `
$ aws glue create-job --name orders-to-lake \
    --role arn:aws:iam::«_acct»:role/GlueETL \
    --command Name=glueetl,ScriptLocation=s3://acme-glue-scripts/orders_to_lake.py,PythonVersion=3 \
    --default-arguments '{"--TempDir":"s3://acme-glue-tmp/","--db_user":"glue_ro","--db_password":"«a»","--enable-metrics":"true"}' \
    --glue-version 4.0
`, V{"_acct": g.digits(12), "a": g.pwStrong()}, `"--TempDir":"s3://acme-glue-tmp/"`)

	g.add("data/ray-job-submit-runtime-env", `
$ ray job submit --address http://ray-head.ml.svc:8265 \
    --runtime-env-json '{"env_vars": {"HF_TOKEN": "«a»", "WANDB_API_KEY": "«b»"}, "pip": ["transformers==4.44.0", "peft==0.12.0"]}' \
    -- python finetune.py --model meta-llama/Meta-Llama-3-8B
Job submission server address: http://ray-head.ml.svc:8265
-------------------------------------------------------
Job 'raysubmit_«_j»' submitted successfully
-------------------------------------------------------
`, V{"a": g.hfTok(), "b": g.txWandb(), "_j": g.an(16)}, `"pip": ["transformers==4.44.0", "peft==0.12.0"]`)

	g.add("data/great-expectations-config-variables", `
$ cat gx/uncommitted/config_variables.yml
my_postgres_db_yaml_creds:
  drivername: postgresql
  host: warehouse.acme.internal
  port: '5432'
  username: gx_reader
  password: «a»
  database: analytics
slack_webhook: https://hooks.slack.com/services/«=t»/«=b»/«b»
`, V{"a": g.pwURL(), "=t": g.slackT(), "=b": g.slackB(), "b": g.an(24)}, "drivername: postgresql")
}

// ---- pasted into chat ----

func (g *G) dtChat() {
	g.add("data/chat-hf-token-gated-model", `
the model is gated (meta-llama/Llama-3.1-8B-Instruct) so the download 401s. here's my HF token: «a» — can you wire it into the training script as an env var instead of hard-coding it?
`, V{"a": g.hfTok()}, "meta-llama/Llama-3.1-8B-Instruct")

	g.add("data/chat-dbt-snowflake-password", `
dbt run keeps failing with "250001: Could not connect to Snowflake backend". user is SVC_DBT, password «a», account acmeorg-analytics. my profiles.yml is below, what's wrong?
`, V{"a": g.pw()}, "250001: Could not connect to Snowflake backend")

	g.add("data/chat-wandb-key-and-project", `
use my wandb key «a» and log to acme-ml/ranking-v4 please, the sweep id is «_s»
`, V{"a": g.txWandb(), "_s": g.s(alLowNum, 8)}, "acme-ml/ranking-v4")

	g.add("data/chat-databricks-pat-host", `
workspace is https://«_host» and my PAT is «a» (expires in 90 days). can you list the jobs that failed last night?
`, V{"_host": g.dtAdbHost(), "a": g.dtDapiAz()}, "expires in 90 days")

	g.add("data/chat-confluent-key-pair", `
Confluent creds for the dev cluster lkc-«_c»: key «=k», secret «a». Producer should write to orders.v1.
`, V{"_c": g.s(alLowNum, 5), "=k": g.dtCCKey(), "a": g.dtCCSecret()}, "orders.v1")
}

// ---- benign: ids, revisions, hashes, placeholders, public keys ----

func (g *G) dtBenign() {
	g.add("data/benign-hf-model-revision-sha", `
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "mistralai/Mistral-7B-Instruct-v0.3"
tok = AutoTokenizer.from_pretrained(model_id, revision="main")
model = AutoModelForCausalLM.from_pretrained(model_id, revision="«_rev»", torch_dtype="bfloat16")
`, V{"_rev": g.gitSHA()}, `revision="main"`, `model_id = "mistralai/Mistral-7B-Instruct-v0.3"`)

	g.add("data/benign-hf-scan-cache", `
$ huggingface-cli scan-cache
REPO ID                              REPO TYPE SIZE ON DISK NB FILES LAST_ACCESSED  LAST_MODIFIED  REFS LOCAL PATH
------------------------------------ --------- ------------ -------- -------------- -------------- ---- ------------------------------------------------------------------
BAAI/bge-small-en-v1.5               model           133.5M       10 2 days ago     2 weeks ago    main /root/.cache/huggingface/hub/models--BAAI--bge-small-en-v1.5
HuggingFaceFW/fineweb-edu            dataset           2.1G        6 5 hours ago    5 hours ago    main /root/.cache/huggingface/hub/datasets--HuggingFaceFW--fineweb-edu

Done in 0.0s. Scanned 2 repo(s) for a total of 2.2G.
$ ls /root/.cache/huggingface/hub/models--BAAI--bge-small-en-v1.5/snapshots/
«_s»
`, V{"_s": g.gitSHA()}, "models--BAAI--bge-small-en-v1.5", "Scanned 2 repo(s) for a total of 2.2G.")

	g.add("data/benign-safetensors-sha256-and-lfs-pointer", `
$ sha256sum model-0000*-of-00004.safetensors
«_a»  model-00001-of-00004.safetensors
«_b»  model-00002-of-00004.safetensors
$ git show HEAD:model-00001-of-00004.safetensors
version https://git-lfs.github.com/spec/v1
oid sha256:«_a»
size 4976698672
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "size 4976698672", "version https://git-lfs.github.com/spec/v1")

	rid := g.dtRunID()
	g.add("data/benign-wandb-run-banner", docBT(`
wandb: Currently logged in as: dana-k (acme-ml). Use ˋwandb login --reloginˋ to force relogin
wandb: Tracking run with wandb version 0.17.0
wandb: Run data is saved locally in /content/wandb/run-20240602_101112-«_r»
wandb: Syncing run «_name»
wandb: ⭐️ View project at https://wandb.ai/acme-ml/churn-xgb
wandb: 🚀 View run at https://wandb.ai/acme-ml/churn-xgb/runs/«_r»
`), V{"_r": rid, "_name": g.pick("sunny", "misty", "gallant", "rosy") + "-" + g.pick("wave", "river", "sky", "dawn") + "-" + fmt.Sprint(1+g.r.IntN(90))},
		"wandb: Currently logged in as: dana-k (acme-ml).", "https://wandb.ai/acme-ml/churn-xgb")

	mr := g.hex(32)
	g.add("data/benign-mlflow-run-and-experiment-ids", `
2024/06/02 10:11:12 INFO mlflow.tracking.fluent: Experiment with name '/churn/xgboost' does not exist. Creating a new experiment.
🏃 View run bustling-owl-412 at: https://mlflow.acme.io/#/experiments/«_e»/runs/«_r»
🧪 View experiment at: https://mlflow.acme.io/#/experiments/«_e»
$ mlflow artifacts list --run-id «_r»
model/MLmodel
model/model.xgb
`, V{"_e": g.digits(18), "_r": mr}, "bustling-owl-412", "model/model.xgb")

	g.add("data/benign-databricks-cluster-and-run-ids", `
$ databricks clusters list
ID                    Name                 State
«_c1»  shared-etl           RUNNING
«_c2»  ml-gpu-a100          TERMINATED
$ databricks jobs get-run «_run» | jq -r '.state.result_state, .run_page_url'
SUCCESS
https://«_host»/?o=«_o»#job/«_job»/run/«_run»
`, V{"_c1": "0602-" + g.digits(6) + "-" + g.s(alLowNum, 8), "_c2": "0415-" + g.digits(6) + "-" + g.s(alLowNum, 8), "_run": g.digits(15), "_host": g.dtAdbHost(), "_o": g.digits(16), "_job": g.digits(15)},
		"shared-etl", "SUCCESS")

	g.add("data/benign-notebook-placeholders", `
   "source": [
    "# Paste your token below or set HF_TOKEN in Colab secrets\n",
    "HF_TOKEN = \"<YOUR_HF_TOKEN>\"\n",
    "OPENAI_API_KEY = os.environ[\"OPENAI_API_KEY\"]\n",
    "PINECONE_API_KEY = userdata.get(\"PINECONE_API_KEY\")\n",
    "COHERE_API_KEY = getpass(\"Cohere key: \")"
   ],
   "outputs": [
    {"name": "stdin", "output_type": "stream", "text": ["Cohere key:  ········\n"]}
   ]
`, nil, "<YOUR_HF_TOKEN>", `os.environ[\"OPENAI_API_KEY\"]`, `userdata.get(\"PINECONE_API_KEY\")`, "Cohere key:  ········")

	g.add("data/benign-dbt-profiles-env-var", `
acme:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: "{{ env_var('DBT_SNOWFLAKE_ACCOUNT') }}"
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_PASSWORD') }}"
      private_key_passphrase: "{{ env_var('DBT_ENV_SECRET_KEY_PASSPHRASE', '') }}"
      role: TRANSFORMER
      warehouse: TRANSFORM_WH
      database: ANALYTICS
      schema: marts
`, nil, "{{ env_var('DBT_PASSWORD') }}", "{{ env_var('DBT_ENV_SECRET_KEY_PASSPHRASE', '') }}", "{{ env_var('DBT_SNOWFLAKE_ACCOUNT') }}")

	g.add("data/benign-dbutils-secrets-redacted", `
# COMMAND ----------

pw = dbutils.secrets.get(scope="kv-prod", key="sql-password")
print(pw)
# [REDACTED]
dbutils.secrets.listScopes()
# Out[4]: [SecretScope(name='kv-prod'), SecretScope(name='kv-dev')]
`, nil, `dbutils.secrets.get(scope="kv-prod", key="sql-password")`, "[REDACTED]", "SecretScope(name='kv-prod')")

	g.add("data/benign-airflow-masked-task-log", `
[2024-06-02, 03:00:12 UTC] {base.py:84} INFO - Using connection ID 'warehouse_pg' for task execution.
[2024-06-02, 03:00:12 UTC] {sql.py:470} INFO - Running statement: COPY marts.fct_orders FROM STDIN WITH CSV HEADER, parameters: None
[2024-06-02, 03:00:13 UTC] {load.py:33} INFO - target=postgres://etl:***@warehouse.acme.internal:5432/analytics
[2024-06-02, 03:00:19 UTC] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=orders_daily, task_id=load, run_id=scheduled__2024-06-01T03:00:00+00:00
`, nil, "Using connection ID 'warehouse_pg' for task execution.", "postgres://etl:***@warehouse.acme.internal:5432/analytics", "run_id=scheduled__2024-06-01T03:00:00+00:00")

	g.add("data/benign-airflow-templates-and-variable-get", `
load = SQLExecuteQueryOperator(
    task_id="load",
    conn_id="warehouse_pg",
    sql="COPY marts.fct_orders FROM 's3://{{ var.value.raw_bucket }}/orders/{{ ds }}/' CREDENTIALS '{{ conn.aws_ml.password }}'",
)
api_key = Variable.get("openai_api_key")
hook = SnowflakeHook(snowflake_conn_id="snowflake_default")
`, nil, "{{ conn.aws_ml.password }}", `Variable.get("openai_api_key")`, `snowflake_conn_id="snowflake_default"`)

	g.add("data/benign-snowflake-identifiers-and-query-ids", `
Account locator: «_loc»
Account identifier: ACMEORG-ANALYTICS
URL: https://acmeorg-analytics.snowflakecomputing.com
+--------------------------------------+-----------------+---------+
| QUERY_ID                             | WAREHOUSE_NAME  | STATUS  |
|--------------------------------------+-----------------+---------|
| «_q1» | TRANSFORM_WH    | SUCCESS |
| «_q2» | LOAD_WH         | FAILED  |
+--------------------------------------+-----------------+---------+
`, V{"_loc": g.dtLocator(), "_q1": g.hex(8) + "-0001-" + g.hex(4) + "-0000-" + g.hex(12), "_q2": g.hex(8) + "-0001-" + g.hex(4) + "-0000-" + g.hex(12)},
		"ACMEORG-ANALYTICS", "https://acmeorg-analytics.snowflakecomputing.com")

	g.add("data/benign-bigquery-job-and-project-ids", `
$ bq show -j acme-analytics-prod:EU.bquxjob_«_j1»_«_j2»
Job acme-analytics-prod:bquxjob_«_j1»_«_j2»

  Job Type    State      Start Time         Duration      User Email                                          Bytes Processed
 ---------- --------- ----------------- ---------------- -------------------------------------------------- -----------------
  query      SUCCESS   02 Jun 10:11:12   0:00:03.412000   dbt-prod@acme-dw.iam.gserviceaccount.com           18233901288
`, V{"_j1": g.hex(8), "_j2": g.hex(11)}, "acme-analytics-prod", "dbt-prod@acme-dw.iam.gserviceaccount.com")

	g.add("data/benign-pinecone-describe-index", `
>>> pc.describe_index("support-docs")
{'deletion_protection': 'disabled',
 'dimension': 1536,
 'host': 'support-docs-«_h».svc.aped-4627-b74a.pinecone.io',
 'metric': 'cosine',
 'name': 'support-docs',
 'spec': {'serverless': {'cloud': 'aws', 'region': 'us-east-1'}},
 'status': {'ready': True, 'state': 'Ready'}}
`, V{"_h": g.s(alLowNum, 7)}, "svc.aped-4627-b74a.pinecone.io", "'region': 'us-east-1'")

	g.add("data/benign-ipynb-metadata-and-cell-ids", `
{
 "cells": [
  {"cell_type": "markdown", "id": "«_c1»", "metadata": {}, "source": ["# Churn model: feature exploration"]},
  {"cell_type": "code", "execution_count": 12, "id": "«_c2»", "metadata": {"tags": ["parameters"]}, "outputs": [], "source": ["seed = 1337"]}
 ],
 "metadata": {
  "colab": {"provenance": [], "gpuType": "T4"},
  "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
  "language_info": {"name": "python", "version": "3.11.9"}
 },
 "nbformat": 4,
 "nbformat_minor": 5
}
`, V{"_c1": g.dtCellID(), "_c2": g.dtCellID()}, `"execution_count": 12`, `"gpuType": "T4"`)

	g.add("data/benign-ipynb-png-display-data", `
    {
     "data": {
      "image/png": "iVBORw0KGgoAAAANSUhEUgAAAoAAAAHgCAYAAAA10dzkAAAA«_p»",
      "text/plain": [
       "<Figure size 640x480 with 1 Axes>"
      ]
     },
     "metadata": {},
     "output_type": "display_data"
    }
`, V{"_p": g.s(alB64, 240) + "AAAAAElFTkSuQmCC"}, "<Figure size 640x480 with 1 Axes>")

	g.add("data/benign-seeds-and-hyperparameters", `
{
  "seed": 42,
  "data_seed": 1337,
  "learning_rate": 3e-05,
  "per_device_train_batch_size": 16,
  "gradient_accumulation_steps": 4,
  "lr_scheduler_type": "cosine",
  "train_file_sha256": "«_h»",
  "run_name": "lora-r16-«_r»"
}
`, V{"_h": g.hex(64), "_r": g.hex(7)}, `"data_seed": 1337`, `"lr_scheduler_type": "cosine"`)

	g.add("data/benign-public-dataset-urls", `
trips = pd.read_parquet("https://d37ci6vzurychx.cloudfront.net/trip-data/yellow_tripdata_2024-01.parquet")
ds = load_dataset("HuggingFaceFW/fineweb-edu", name="sample-10BT", split="train", streaming=True)
$ aws s3 ls --no-sign-request s3://noaa-ghcn-pds/csv/by_year/ | tail -2
$ gsutil ls gs://gcp-public-data-landsat/LC08/01/044/034/
$ kaggle datasets download -d zynicide/wine-reviews
`, nil, "https://d37ci6vzurychx.cloudfront.net/trip-data/yellow_tripdata_2024-01.parquet", "s3://noaa-ghcn-pds/csv/by_year/", "gs://gcp-public-data-landsat/LC08/01/044/034/")

	g.add("data/benign-spark-app-id-and-delta-history", `
>>> spark.sparkContext.applicationId
'application_1717000000000_0042'
>>> spark.sql("DESCRIBE HISTORY main.sales.orders LIMIT 2").select("version", "timestamp", "operation", "operationParameters").show(truncate=False)
+-------+-------------------+---------+---------------------------------------------+
|version|timestamp          |operation|operationParameters                          |
+-------+-------------------+---------+---------------------------------------------+
|412    |2024-06-02 03:00:19|MERGE    |{predicate -> ["(order_id = source.order_id)"]}|
|411    |2024-06-01 03:00:22|OPTIMIZE |{zOrderBy -> ["customer_id"]}                |
+-------+-------------------+---------+---------------------------------------------+
>>> spark.sql("SELECT txnId FROM (DESCRIBE HISTORY main.sales.orders) LIMIT 1").first()
Row(txnId='«_t»')
`, V{"_t": g.uuid()}, "application_1717000000000_0042", `{zOrderBy -> ["customer_id"]}`)

	g.add("data/benign-iceberg-snapshots", `
trino> SELECT committed_at, snapshot_id, parent_id, operation, manifest_list FROM iceberg.sales."orders$snapshots" ORDER BY committed_at DESC LIMIT 2;
        committed_at         |     snapshot_id     |      parent_id      | operation |                          manifest_list
-----------------------------+---------------------+---------------------+-----------+-------------------------------------------------------------------
 2024-06-02 03:00:19.412 UTC | «_s1» | «_s2» | append    | s3://acme-lake/sales/orders/metadata/snap-«_s1»-1-«_u1».avro
 2024-06-01 03:00:22.118 UTC | «_s2» | «_s3» | overwrite | s3://acme-lake/sales/orders/metadata/snap-«_s2»-1-«_u2».avro
`, V{"_s1": g.digits(19), "_s2": g.digits(19), "_s3": g.digits(19), "_u1": g.uuid(), "_u2": g.uuid()}, `iceberg.sales."orders$snapshots"`)

	g.add("data/benign-kafka-consumer-groups-describe", `
$ kafka-consumer-groups --bootstrap-server kafka-0.data.svc:9094 --describe --group clickstream-loader
GROUP              TOPIC           PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID                                             HOST           CLIENT-ID
clickstream-loader clickstream.raw 0          18233901        18233944        43   consumer-clickstream-loader-1-«_u1» /10.40.3.17    consumer-clickstream-loader-1
clickstream-loader clickstream.raw 1          17904412        17904412        0    consumer-clickstream-loader-2-«_u2» /10.40.3.18    consumer-clickstream-loader-2
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "clickstream-loader clickstream.raw 0", "/10.40.3.17")

	g.add("data/benign-confluent-cluster-describe", `
$ confluent kafka cluster describe lkc-«_c»
+----------------------+--------------------------------------------------------+
| Current              | true                                                   |
| ID                   | lkc-«_c»                                               |
| Name                 | orders-prod                                            |
| Type                 | STANDARD                                               |
| Endpoint             | SASL_SSL://pkc-«_p».eu-west-1.aws.confluent.cloud:9092 |
| Environment          | env-«_e»                                               |
+----------------------+--------------------------------------------------------+
`, V{"_c": g.s(alLowNum, 5), "_p": g.s(alLowNum, 5), "_e": g.s(alLowNum, 5)}, "orders-prod", "| Type                 | STANDARD")

	g.add("data/benign-dvc-lock-md5", `
schema: '2.0'
stages:
  featurize:
    cmd: python src/featurize.py data/raw data/features
    deps:
    - path: data/raw
      hash: md5
      md5: «_a».dir
      size: 412884312
      nfiles: 48
    outs:
    - path: data/features
      hash: md5
      md5: «_b».dir
      size: 88123904
      nfiles: 12
`, V{"_a": g.hex(32), "_b": g.hex(32)}, "cmd: python src/featurize.py data/raw data/features")

	g.add("data/benign-conda-lock-entries", `
- name: numpy
  version: 1.26.4
  manager: conda
  platform: linux-64
  url: https://conda.anaconda.org/conda-forge/linux-64/numpy-1.26.4-py311h64a7726_0.conda
  hash:
    md5: «_m»
    sha256: «_s»
  category: main
  optional: false
`, V{"_m": g.hex(32), "_s": g.hex(64)}, "https://conda.anaconda.org/conda-forge/linux-64/numpy-1.26.4-py311h64a7726_0.conda")

	g.add("data/benign-browser-analytics-public-keys", `
<script>
  posthog.init('«_ph»', {api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only'})
  mixpanel.init("«_mp»", {track_pageview: true, persistence: "localStorage"})
  amplitude.init('«_amp»', {autocapture: true})
  gtag('config', 'G-«_ga»');
</script>
`, V{"_ph": "phc_" + g.an(43), "_mp": g.hex(32), "_amp": g.hex(32), "_ga": g.s(alUpNum, 10)}, "person_profiles: 'identified_only'")

	g.add("data/benign-masked-config-views", `
$ prefect config view --show-sources
🚀 you are connected to:
https://app.prefect.cloud/account/«_a»/workspace/«_w»
PREFECT_PROFILE='prod'
PREFECT_API_KEY='********' (from profile)
PREFECT_API_URL='https://api.prefect.cloud/api/accounts/«_a»/workspaces/«_w»' (from profile)
$ dbt debug | sed -n 8,12p
  account: acmeorg-analytics
  user: SVC_DBT
  database: ANALYTICS
  warehouse: TRANSFORM_WH
  role: TRANSFORMER
`, V{"_a": g.uuid(), "_w": g.uuid()}, "PREFECT_API_KEY='********' (from profile)", "warehouse: TRANSFORM_WH")

	g.add("data/benign-superset-export-masked-uri", `
database_name: Warehouse
sqlalchemy_uri: postgresql://bi_reader:XXXXXXXXXX@warehouse.acme.internal:5432/analytics
cache_timeout: null
expose_in_sqllab: true
allow_ctas: false
uuid: «_u»
version: 1.0.0
`, V{"_u": g.uuid()}, "postgresql://bi_reader:XXXXXXXXXX@warehouse.acme.internal:5432/analytics", "expose_in_sqllab: true")

	g.add("data/benign-mlflow-model-uris", `
model = mlflow.pyfunc.load_model("models:/churn-classifier@champion")
$ mlflow models serve -m runs:/«_r»/model -p 5001 --env-manager local
client.set_registered_model_alias("churn-classifier", "champion", version=14)
artifact_uri: s3://acme-mlflow-artifacts/«_e»/«_r»/artifacts
`, V{"_r": g.hex(32), "_e": g.digits(3)}, "models:/churn-classifier@champion", `version=14`)

	g.add("data/benign-sagemaker-job-names-and-arns", `
INFO:sagemaker:Creating training-job with name: huggingface-pytorch-training-2024-06-02-10-11-12-345
2024-06-02 10:11:13 Starting - Starting the training job...
Training job ARN: arn:aws:sagemaker:eu-west-1:«_acct»:training-job/huggingface-pytorch-training-2024-06-02-10-11-12-345
Image: 763104351884.dkr.ecr.eu-west-1.amazonaws.com/huggingface-pytorch-training:2.1.0-transformers4.36.0-gpu-py310-cu121-ubuntu20.04
Model artifacts: s3://sagemaker-eu-west-1-«_acct»/huggingface-pytorch-training-2024-06-02-10-11-12-345/output/model.tar.gz
`, V{"_acct": g.digits(12)}, "huggingface-pytorch-training-2024-06-02-10-11-12-345", "763104351884.dkr.ecr.eu-west-1.amazonaws.com")

	g.add("data/benign-experiment-tracker-ids", `
COMET INFO: Experiment is live on comet.com https://www.comet.com/acme-ml/churn/«_ck»
[neptune] [info   ] Neptune initialized. Open in the app: https://app.neptune.ai/acme/churn/e/CHURN-142
ClearML Task: created new task id=«_ct»
ClearML results page: https://app.clear.ml/projects/«_cp»/experiments/«_ct»/output/log
`, V{"_ck": g.hex(32), "_ct": g.hex(32), "_cp": g.hex(32)}, "https://app.neptune.ai/acme/churn/e/CHURN-142")

	g.add("data/benign-label-studio-export-task", `
[
  {
    "id": 4182,
    "annotations": [{"id": 9912, "completed_by": 3, "result": [{"value": {"x": 12.4, "y": 40.1, "width": 18.2, "height": 9.7, "rectanglelabels": ["pallet"]}, "id": "«_r»", "from_name": "label", "to_name": "image", "type": "rectanglelabels"}]}],
    "data": {"image": "/data/upload/14/«_f»-IMG_20240531_101112.jpg"},
    "project": 14
  }
]
`, V{"_r": g.b64u(10), "_f": g.hex(8)}, `"rectanglelabels": ["pallet"]`, `"completed_by": 3`)

	g.add("data/benign-tqdm-and-widget-model-ids", `
     "data": {
      "application/vnd.jupyter.widget-view+json": {
       "model_id": "«_m»",
       "version_major": 2,
       "version_minor": 0
      },
      "text/plain": [
       "Loading checkpoint shards:   0%|          | 0/4 [00:00<?, ?it/s]"
      ]
     },
`, V{"_m": g.hex(32)}, "Loading checkpoint shards:   0%|          | 0/4 [00:00<?, ?it/s]")

	g.add("data/benign-dbt-manifest-checksums", `
"model.acme.fct_orders": {
  "resource_type": "model",
  "package_name": "acme",
  "path": "marts/fct_orders.sql",
  "unique_id": "model.acme.fct_orders",
  "checksum": {"name": "sha256", "checksum": "«_h»"},
  "config": {"materialized": "incremental", "unique_key": "order_id"}
},
"metadata": {"dbt_version": "1.8.2", "invocation_id": "«_i»", "generated_at": "2024-06-02T03:00:21.118Z"}
`, V{"_h": g.hex(64), "_i": g.uuid()}, `"unique_id": "model.acme.fct_orders"`, `"dbt_version": "1.8.2"`)
}
