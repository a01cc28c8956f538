package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// nbCases adds credentials from notebooks and interactive computing as
// files and as a coding agent reads them. Sources: raw .ipynb JSON
// (nbformat 4 cells whose "source" and output "text" are arrays of lines,
// stdout and stderr streams, execute_result and display_data bundles,
// error outputs whose tracebacks carry ANSI escape codes, ipywidgets
// state, notebook and cell metadata, %connect_info, %whos and IPython's
// history and startup files); Google Colab (userdata, Drive mounts, !pip,
// !git and !curl cells, %env, form params, getpass echoes, pyngrok,
// colab-ssh and cloudflared tunnels, gcloud auth, gspread); Databricks
// (source exports with "# COMMAND ----------" and "# MAGIC" lines in
// Python, SQL, Scala and R, dbutils.secrets, widgets and notebook.run,
// %sh, %pip, %run and CREATE CONNECTION cells, ADLS and S3 mounts, JDBC,
// Delta Sharing profiles, init scripts, the CLI's workspace export and
// auth env, .ipynb exports, the SDK); Apache Zeppelin (note.json
// paragraphs, interpreter.json, shiro.ini, credentials.json,
// zeppelin-env.sh, zeppelin-site.xml, the REST login); Jupyter servers
// (docker-stacks and classic startup logs with ?token= URLs, jupyter
// server list, runtime jpserver and kernel connection files,
// jupyter_server_config.py, the REST API, ps output, compose files, SSH
// tunnels, VS Code remote kernels, Enterprise Gateway, Jupyter AI's
// config, notebook_secret, Voila); JupyterHub (jupyterhub_config.py,
// OAuthenticator and LTI, services, the configurable-http-proxy, Zero to
// JupyterHub Helm values and secrets, TLJH, single-user server
// environments, the REST API, the cookie secret); nbconvert HTML,
// Markdown, LaTeX and script exports and --execute errors, jupytext
// light and MyST; papermill (CLI, parameter files, injected cells,
// notebook metadata, Airflow, execution errors) and scrapbook; R
// Markdown and Quarto (.Rmd and .qmd knitr chunks, params, knitted
// Markdown and HTML, ojs and bash chunks, _freeze results, quarto
// publish, .Renviron, .Rprofile, rsconnect, keyring, .Rhistory, renv);
// hosted and newer notebooks (Observable notebooks and Framework data
// loaders, Hex, Deepnote, Kaggle, SageMaker notebook instances, Azure
// ML, marimo, Pluto.jl, Livebook, Binder, Mode); experiment trackers in
// cells (Weights & Biases, Comet, Neptune, ClearML, MLflow, Hugging Face,
// Langfuse, LangChain); and an agent's work on notebooks (notebook read
// and edit tools, git, nbdime and nbstripout diffs, gitleaks, ruff and
// detect-secrets reports, checkpoints, filter-repo, MCP tool results,
// chats and summaries). Benign look-alikes: cell ids, execution counts,
// kernel, session and message ids, image/png base64 outputs, widget
// model ids, content hashes, dataset slugs, run, job and cluster ids,
// masked tokens and placeholders. The case names start with "nb/".
func (g *G) nbCases() {
	g.nbIpynb()
	g.nbColab()
	g.nbDatabricks()
	g.nbZeppelin()
	g.nbJupyterServer()
	g.nbJupyterHub()
	g.nbExports()
	g.nbPapermill()
	g.nbRMarkdown()
	g.nbHosted()
	g.nbTrackers()
	g.nbAgent()
	g.nbMore()
	g.nbBenign()
}

// ---- helpers used only here ----

// nbAdd is add with "ˋ" standing for a backtick and "␛" for ESC.
func (g *G) nbAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.NewReplacer("ˋ", "`", "␛", "\x1b").Replace(s) }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// nbJ escapes s for the inside of a JSON string.
func nbJ(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\t", `\t`, "\x1b", `\u001b`, "␛", `\u001b`, "ˋ", "`").Replace(s)
}

// nbArr renders text as the items of an nbformat multiline string array,
// one per line at indent: every line keeps its "\n" but a last line
// without one (the source of a cell usually ends so).
func nbArr(indent int, text string) string {
	pad := strings.Repeat(" ", indent)
	text = strings.TrimPrefix(text, "\n")
	var out []string
	for _, l := range strings.SplitAfter(text, "\n") {
		if l == "" {
			continue
		}
		nl := ""
		if strings.HasSuffix(l, "\n") {
			nl = `\n`
		}
		out = append(out, pad+`"`+nbJ(strings.TrimSuffix(l, "\n"))+nl+`"`)
	}
	return strings.Join(out, ",\n")
}

// nbCellID is a Jupyter cell id as nbformat 4.5 writes it (8 hex) or a uuid.
func (g *G) nbCellID() string {
	if g.r.IntN(3) == 0 {
		return g.uuid()
	}
	return g.hex(8)
}

// nbColabID is the cell id Colab writes (12 characters of base62 with a few
// more).
func (g *G) nbColabID() string { return g.s(alAlnum, 12) }

// nbJupyterToken is a Jupyter server token (secrets.token_hex(24)).
func (g *G) nbJupyterToken() string { return g.hex(48) }

// nbSessionID is jupyter_client's new_id(): 8 hex, a dash, 24 hex.
func (g *G) nbSessionID() string { return g.hex(8) + "-" + g.hex(24) }

// nbDapi is a Databricks personal access token.
func (g *G) nbDapi() string {
	if g.r.IntN(3) == 0 {
		return "dapi" + g.hex(32) + "-" + g.pick("2", "3")
	}
	return "dapi" + g.hex(32)
}

// nbDose is a Databricks OAuth client secret.
func (g *G) nbDose() string { return "dose" + g.hex(32) }

// nbWandb is a Weights & Biases API key.
func (g *G) nbWandb() string { return g.hex(40) }

// nbKaggle is a Kaggle API key.
func (g *G) nbKaggle() string { return g.hex(32) }

// nbNeptune is a Neptune API token: base64 of its JSON.
func (g *G) nbNeptune() string {
	return b64s(fmt.Sprintf(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"%s"}`, g.uuid()))
}

// nbPNG is the base64 of a PNG as a notebook stores an image/png output.
func (g *G) nbPNG(n int) string {
	head := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x02\x3c\x00\x00\x01\xa4\x08\x06\x00\x00\x00")
	return base64.StdEncoding.EncodeToString(append(head, g.bytes(n)...))
}

// nbSAS is an Azure storage SAS query string (its sig is the secret part).
func (g *G) nbSAS() (string, string) {
	sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.b64(32))
	return "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T23:59:59Z&st=2024-06-01T00:00:00Z&spr=https&sig=", sig
}

// nbClusterID is a Databricks cluster id.
func (g *G) nbClusterID() string {
	return fmt.Sprintf("%02d%02d-%06d-%s", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(999999), g.s(alLowNum, 8))
}

// nbCode renders an nbformat 4 code cell at the indent jupyter writes
// (one space a level); outs are outputs rendered by nbOut or nbResult.
func nbCode(count, id, src string, outs ...string) string {
	o := "[]"
	if len(outs) > 0 {
		o = "[\n" + strings.Join(outs, ",\n") + "\n   ]"
	}
	return "  {\n   \"cell_type\": \"code\",\n   \"execution_count\": " + count +
		",\n   \"id\": \"" + id + "\",\n   \"metadata\": {},\n   \"outputs\": " + o +
		",\n   \"source\": [\n" + nbArr(4, src) + "\n   ]\n  }"
}

// nbMD renders a markdown cell.
func nbMD(id, src string) string {
	return "  {\n   \"cell_type\": \"markdown\",\n   \"id\": \"" + id +
		"\",\n   \"metadata\": {},\n   \"source\": [\n" + nbArr(4, src) + "\n   ]\n  }"
}

// nbOut renders a stream output (stdout or stderr).
func nbOut(name, text string) string {
	return "    {\n     \"name\": \"" + name + "\",\n     \"output_type\": \"stream\",\n     \"text\": [\n" +
		nbArr(6, text) + "\n     ]\n    }"
}

// nbResult renders an execute_result with a text/plain bundle.
func nbResult(count, text string) string {
	return "    {\n     \"data\": {\n      \"text/plain\": [\n" + nbArr(7, text) +
		"\n      ]\n     },\n     \"execution_count\": " + count +
		",\n     \"metadata\": {},\n     \"output_type\": \"execute_result\"\n    }"
}

// nbErr renders an error output; tb items are JSON-escaped here.
func nbErr(ename, evalue string, tb ...string) string {
	items := make([]string, len(tb))
	for i, t := range tb {
		items[i] = "      \"" + strings.ReplaceAll(nbJ(t), "\n", `\n`) + "\""
	}
	return "    {\n     \"ename\": \"" + ename + "\",\n     \"evalue\": \"" + nbJ(evalue) +
		"\",\n     \"output_type\": \"error\",\n     \"traceback\": [\n" + strings.Join(items, ",\n") + "\n     ]\n    }"
}

// nbDoc wraps cells into a whole notebook as nbformat writes it.
func nbDoc(kernel string, cells ...string) string {
	name, disp, lang, ver := "python3", "Python 3 (ipykernel)", "python", "3.11.9"
	if kernel == "ir" {
		name, disp, lang, ver = "ir", "R", "R", "4.3.3"
	}
	return "{\n \"cells\": [\n" + strings.Join(cells, ",\n") + "\n ],\n \"metadata\": {\n  \"kernelspec\": {\n   \"display_name\": \"" +
		disp + "\",\n   \"language\": \"" + lang + "\",\n   \"name\": \"" + name + "\"\n  },\n  \"language_info\": {\n   \"name\": \"" +
		lang + "\",\n   \"version\": \"" + ver + "\"\n  }\n },\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}\n"
}

// nbKeyLines spreads a multi-line secret over placeholders kN, one a line,
// so that a JSON line array keeps each line apart; a line too short to be
// a secret on its own is filler.
func nbKeyLines(body string, v V) string {
	var out []string
	for i, l := range strings.Split(body, "\n") {
		k := fmt.Sprintf("k%d", i)
		if len(l) < 8 {
			k = "=" + k
		}
		v[k] = l
		out = append(out, "«"+k+"»")
	}
	return strings.Join(out, "\n")
}

func (g *G) nbIpynb() {
	g.nbAdd("nb/ipynb-anthropic-client-inline-key", `
$ sed -n '1,60p' notebooks/summarize_tickets.ipynb
`+nbDoc("py",
		nbMD("«_c0»", `# Ticket summarizer
Quick experiment with Claude on the support backlog export.`),
		nbCode("1", "«_c1»", `import anthropic
import pandas as pd

client = anthropic.Anthropic(api_key="«k»")
tickets = pd.read_csv("exports/tickets_2024-06.csv")
len(tickets)`, nbResult("1", "4182")),
		nbCode("2", "«_c2»", `msg = client.messages.create(
    model="claude-3-5-sonnet-20240620",
    max_tokens=400,
    messages=[{"role": "user", "content": tickets.body[0]}],
)
msg.id, msg.usage`, nbResult("2", "('«_msg»',\n Usage(input_tokens=612, output_tokens=188))"))),
		V{"_c0": g.nbCellID(), "_c1": g.nbCellID(), "_c2": g.nbCellID(), "k": g.anthropic(), "_msg": "msg_01" + g.an(22)},
		"claude-3-5-sonnet-20240620", "exports/tickets_2024-06.csv")

	g.nbAdd("nb/ipynb-sqlalchemy-url-masked-repr", `
  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "«_c»",
   "metadata": {},
   "outputs": [
    {
     "data": {
      "text/plain": [
       "Engine(postgresql+psycopg2://analyst:***@pg-analytics.internal.acme.io:5432/warehouse)"
      ]
     },
     "execution_count": 3,
     "metadata": {},
     "output_type": "execute_result"
    }
   ],
   "source": [
    "from sqlalchemy import create_engine\n",
    "engine = create_engine(\"postgresql+psycopg2://analyst:«p»@pg-analytics.internal.acme.io:5432/warehouse\")\n",
    "engine"
   ]
  },
`, V{"_c": g.nbCellID(), "p": g.pwURL()}, "postgresql+psycopg2://analyst:***@pg-analytics.internal.acme.io:5432/warehouse")

	id, sec := g.awsID(), g.awsSecret()
	g.nbAdd("nb/ipynb-boto3-traceback-ansi-frame", `
   "outputs": [
`+nbErr("NoSuchBucket", "An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist",
		"␛[0;31m---------------------------------------------------------------------------␛[0m",
		"␛[0;31mNoSuchBucket␛[0m                              Traceback (most recent call last)",
		"Cell ␛[0;32mIn[6], line 6␛[0m\n␛[1;32m      1␛[0m ␛[38;5;28;01mimport␛[39;00m ␛[38;5;21;01mboto3␛[39;00m\n␛[1;32m      3␛[0m s3 ␛[38;5;241m=␛[39m boto3␛[38;5;241m.␛[39mclient(␛[38;5;124m\"␛[39m␛[38;5;124ms3␛[39m␛[38;5;124m\"␛[39m,\n␛[1;32m      4␛[0m     aws_access_key_id␛[38;5;241m=␛[39m␛[38;5;124m\"␛[39m␛[38;5;124m«id»␛[39m␛[38;5;124m\"␛[39m,\n␛[1;32m      5␛[0m     aws_secret_access_key␛[38;5;241m=␛[39m␛[38;5;124m\"␛[39m␛[38;5;124m«sec»␛[39m␛[38;5;124m\"␛[39m)\n␛[0;32m----> 6␛[0m resp ␛[38;5;241m=␛[39m s3␛[38;5;241m.␛[39mlist_objects_v2(Bucket␛[38;5;241m=␛[39m␛[38;5;124m\"␛[39m␛[38;5;124macme-raw-events-prod␛[39m␛[38;5;124m\"␛[39m)\n",
		"File ␛[0;32m/opt/conda/lib/python3.11/site-packages/botocore/client.py:1009␛[0m, in ␛[0;36mBaseClient._make_api_call␛[0;34m(self, operation_name, api_params)␛[0m\n",
		"␛[0;31mNoSuchBucket␛[0m: An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist")+`
   ],
`, V{"id": id, "sec": sec}, "acme-raw-events-prod", "botocore/client.py:1009")

	g.nbAdd("nb/ipynb-execute-result-config-dict", nbCode("5", "«_c»", `cfg = load_config("conf/prod.yaml")
cfg["warehouse"]`, nbResult("5", `{'host': 'redshift-prod.cq8x1b2y3z.eu-west-1.redshift.amazonaws.com',
 'port': 5439,
 'database': 'analytics',
 'user': 'etl_loader',
 'password': '«p»',
 'sslmode': 'require'}`))+"\n", V{"_c": g.nbCellID(), "p": g.pw()}, "etl_loader", "redshift-prod.cq8x1b2y3z.eu-west-1.redshift.amazonaws.com")

	g.nbAdd("nb/ipynb-display-json-oauth-response", `
    {
     "data": {
      "application/json": {
       "access_token": "«at»",
       "expires_in": 3599,
       "refresh_token": "«rt»",
       "scope": "https://www.googleapis.com/auth/spreadsheets.readonly",
       "token_type": "Bearer"
      },
      "text/plain": [
       "<IPython.core.display.JSON object>"
      ]
     },
     "metadata": {
      "application/json": {
       "expanded": false,
       "root": "root"
      }
     },
     "output_type": "display_data"
    }
`, V{"at": g.ya29(), "rt": g.gRefresh()}, "https://www.googleapis.com/auth/spreadsheets.readonly")

	g.nbAdd("nb/ipynb-secretsmanager-secretstring", nbCode("9", "«_c»", `sm = boto3.client("secretsmanager", region_name="us-east-1")
sm.get_secret_value(SecretId="prod/snowflake/loader")["SecretString"]`,
		nbResult("9", `'{"username":"LOADER_SVC","password":"«p»","account":"xy12345.us-east-1","warehouse":"LOAD_WH"}'`))+",\n",
		V{"_c": g.nbCellID(), "p": g.pwStrong()}, "prod/snowflake/loader", "LOADER_SVC")

	g.nbAdd("nb/ipynb-bang-curl-bearer-stdout", nbCode("12", "«_c»", `!curl -s -H "Authorization: Bearer «t»" \
  "https://api.github.com/repos/acme/data-platform/actions/runs?per_page=1" | jq '.workflow_runs[0] | {id, status, head_sha}'`,
		nbOut("stdout", `{
  "id": «_run»,
  "status": "completed",
  "head_sha": "«_sha»"
}
`)), V{"_c": g.nbCellID(), "t": g.ghp(), "_run": g.digits(10), "_sha": g.gitSHA()}, "acme/data-platform")

	g.nbAdd("nb/ipynb-snowflake-sql-magic", nbCode("2", "«_c»", `%load_ext sql
%sql snowflake://MWONG:«p»@xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=REPORTING_WH&role=ANALYST`,
		nbOut("stderr", "/opt/conda/lib/python3.11/site-packages/snowflake/sqlalchemy/base.py:1068: SAWarning: The GenericFunction 'flatten' is already registered and is going to be overridden.\n  functions.register_function(\"flatten\", flatten)\n")),
		V{"_c": g.nbCellID(), "p": g.pwURL()}, "REPORTING_WH", "snowflake/sqlalchemy/base.py:1068")

	g.nbAdd("nb/ipynb-getpass-then-printed", nbCode("3", "«_c1»", `from getpass import getpass
token = getpass("Confluence token: ")`, nbOut("stdout", "Confluence token:  ········\n"))+",\n"+
		nbCode("4", "«_c2»", `print(f"using token {token} for {BASE}")
r = requests.get(f"{BASE}/rest/api/space", auth=("l.moreau@acme.io", token))
r.status_code`, nbOut("stdout", "using token «t» for https://acme.atlassian.net/wiki\n"), nbResult("4", "200")),
		V{"_c1": g.nbCellID(), "_c2": g.nbCellID(), "t": g.atlassian()}, "l.moreau@acme.io", "https://acme.atlassian.net/wiki")

	g.nbAdd("nb/ipynb-read-parquet-storage-options", nbCode("7", "«_c»", `df = pd.read_parquet(
    "s3://acme-lake/curated/orders/dt=2024-06-30/",
    storage_options={
        "key": "«id»",
        "secret": "«sec»",
        "client_kwargs": {"region_name": "eu-west-1"},
    },
)
df.shape`, nbResult("7", "(1204411, 23)")), V{"_c": g.nbCellID(), "id": g.awsID(), "sec": g.awsSecret()}, "s3://acme-lake/curated/orders/dt=2024-06-30/")

	tg := g.telegram()
	g.nbAdd("nb/ipynb-stderr-urllib3-debug-bot-url", nbCode("15", "«_c»", `import logging, requests
logging.basicConfig(level=logging.DEBUG)
requests.post(f"https://api.telegram.org/bot{TG_TOKEN}/sendMessage", json={"chat_id": CHAT, "text": "backfill done"})`,
		nbOut("stderr", "DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.telegram.org:443\nDEBUG:urllib3.connectionpool:https://api.telegram.org:443 \"POST /bot«tg»/sendMessage HTTP/1.1\" 200 291\n"),
		nbResult("15", "<Response [200]>")), V{"_c": g.nbCellID(), "tg": tg}, "DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.telegram.org:443")

	g.nbAdd("nb/ipynb-pydantic-settings-repr", nbCode("2", "«_c»", `from app.settings import Settings
s = Settings()
s`, nbResult("2", `Settings(openai_api_key=SecretStr('**********'), database_url='postgresql://app:«p»@10.20.4.17:5432/app', redis_url='redis://10.20.4.18:6379/0', debug=False)`)),
		V{"_c": g.nbCellID(), "p": g.pwURL()}, "SecretStr('**********')", "redis://10.20.4.18:6379/0")

	g.nbAdd("nb/ipynb-stripe-error-masked-evalue", `
   "outputs": [
`+nbErr("AuthenticationError", "Invalid API Key provided: rk_live_*********************************************************************************************«=tail»",
		"␛[0;31m---------------------------------------------------------------------------␛[0m",
		"␛[0;31mAuthenticationError␛[0m                       Traceback (most recent call last)",
		"Cell ␛[0;32mIn[8], line 3␛[0m\n␛[1;32m      1␛[0m ␛[38;5;28;01mimport␛[39;00m ␛[38;5;21;01mstripe␛[39;00m\n␛[1;32m      2␛[0m stripe␛[38;5;241m.␛[39mapi_key ␛[38;5;241m=␛[39m ␛[38;5;124m\"␛[39m␛[38;5;124m«k»␛[39m␛[38;5;124m\"␛[39m\n␛[0;32m----> 3␛[0m charges ␛[38;5;241m=␛[39m stripe␛[38;5;241m.␛[39mCharge␛[38;5;241m.␛[39mlist(limit␛[38;5;241m=␛[39m␛[38;5;241m100␛[39m)\n",
		"␛[0;31mAuthenticationError␛[0m: Invalid API Key provided: rk_live_*********************************************************************************************«=tail»")+`
   ],
   "source": [
    "import stripe\n",
    "stripe.api_key = \"«k»\"\n",
    "charges = stripe.Charge.list(limit=100)"
   ]
`, V{"=tail": g.an(4), "k": g.rkLive()}, "AuthenticationError")

	g.nbAdd("nb/ipynb-connect-info-output", nbCode("1", "«_c»", `%connect_info`, nbOut("stdout", `{
  "shell_port": 52311,
  "iopub_port": 52312,
  "stdin_port": 52313,
  "control_port": 52315,
  "hb_port": 52314,
  "ip": "127.0.0.1",
  "key": "«key»",
  "transport": "tcp",
  "signature_scheme": "hmac-sha256",
  "kernel_name": "python3",
  "jupyter_session": "/home/jovyan/work/Untitled.ipynb"
}

Paste the above JSON into a file, and connect with:
    $> jupyter <app> --existing <file>
or, if you are local, you can connect with just:
    $> jupyter <app> --existing kernel-«_kid».json
or even just:
    $> jupyter <app> --existing
if this is the most recent Jupyter kernel you have started.
`)), V{"_c": g.nbCellID(), "key": g.nbSessionID(), "_kid": g.uuid()}, "signature_scheme", "hmac-sha256")

	g.nbAdd("nb/ipynb-markdown-cell-staging-login", nbMD("«_c»", `## Staging access
The staging Metabase is at https://metabase.staging.acme.io (SSO is off there).
* user: ˋanalytics-botˋ
* password: ˋ«p»ˋ

Ask #data-platform before changing the dashboards.`)+",\n", V{"_c": g.nbCellID(), "p": g.pw()}, "https://metabase.staging.acme.io", "analytics-bot")

	g.nbAdd("nb/ipynb-raw-cell-connection-notes", `
  {
   "cell_type": "raw",
   "id": "«_c»",
   "metadata": {},
   "source": [
    "mongodb+srv://reporting:«p»@cluster0.x7kq2.mongodb.net/?retryWrites=true&w=majority\n",
    "db: events  collection: pageviews_v2"
   ]
  },
`, V{"_c": g.nbCellID(), "p": g.pwURL()}, "cluster0.x7kq2.mongodb.net", "pageviews_v2")

	g.nbAdd("nb/ipynb-grep-across-notebooks", `
$ grep -n -E "api_key|token|passw" notebooks/*.ipynb | cut -c1-220
notebooks/01_ingest.ipynb:88:    "API_TOKEN = os.environ[\"MIXPANEL_TOKEN\"]\n",
notebooks/02_features.ipynb:141:    "cohere_client = cohere.Client(api_key=\"«co»\")\n",
notebooks/02_features.ipynb:407:      "tokenizer_config.json: 100%|██████████| 1.29k/1.29k [00:00<00:00, 5.12MB/s]\n"
notebooks/03_eval.ipynb:62:    "wandb.login(key=\"«wb»\")\n",
notebooks/03_eval.ipynb:1290:   "execution_count": null,
`, V{"co": g.an(40), "wb": g.nbWandb()}, "MIXPANEL_TOKEN", "tokenizer_config.json")

	g.nbAdd("nb/ipynb-jq-code-sources", `
$ jq -r '.cells[] | select(.cell_type=="code") | .source | join("")' etl/backfill_orders.ipynb
import os
from datetime import date, timedelta
import clickhouse_connect
client = clickhouse_connect.get_client(
    host="«_h».eu-central-1.aws.clickhouse.cloud",
    port=8443,
    username="default",
    password="«p»",
    secure=True,
)
start = date(2024, 5, 1)
for i in range(31):
    day = start + timedelta(days=i)
    client.command(f"INSERT INTO orders_daily SELECT * FROM orders_raw WHERE toDate(ts) = '{day}'")
`, V{"_h": g.s(alLowNum, 10), "p": g.an(10) + "~" + g.an(6)}, "clickhouse_connect.get_client", "orders_daily")

	g.nbAdd("nb/ipynb-stream-stdout-printed-env-subset", nbCode("6", "«_c»", `for k, v in sorted(os.environ.items()):
    if k.startswith(("AZURE_", "AML_")):
        print(f"{k}={v}")`, nbOut("stdout", `AML_CloudName=AzureCloud
AZURE_CLIENT_ID=«_cid»
AZURE_CLIENT_SECRET=«cs»
AZURE_SUBSCRIPTION_ID=«_sub»
AZURE_TENANT_ID=«_ten»
`)), V{"_c": g.nbCellID(), "_cid": g.uuid(), "cs": g.azSecret(), "_sub": g.uuid(), "_ten": g.uuid()}, "AML_CloudName=AzureCloud")

	g.nbAdd("nb/ipynb-huggingface-hub-login-token-arg", nbCode("1", "«_c»", `from huggingface_hub import login
login(token="«t»", add_to_git_credential=True)`, nbOut("stdout", `Token is valid (permission: write).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /root/.cache/huggingface/token
Login successful
`)), V{"_c": g.nbCellID(), "t": g.hfTok()}, "/root/.cache/huggingface/token", "Token is valid (permission: write).")

	g.nbAdd("nb/ipynb-redis-url-in-error-evalue", `
   "outputs": [
`+nbErr("ConnectionError", "Error 111 connecting to 10.8.0.21:6380. Connection refused.",
		"␛[0;31m---------------------------------------------------------------------------␛[0m",
		"␛[0;31mConnectionRefusedError␛[0m                    Traceback (most recent call last)",
		"␛[0;31mConnectionError␛[0m: Error 111 connecting to 10.8.0.21:6380. Connection refused.")+`
   ],
   "source": [
    "r = redis.Redis.from_url(\"rediss://default:«p»@10.8.0.21:6380/2\")\n",
    "r.ping()"
   ]
`, V{"p": g.hex(32)}, "Error 111 connecting to 10.8.0.21:6380. Connection refused.")

	g.nbAdd("nb/ipynb-ipython-history-sqlite", `
$ sqlite3 ~/.ipython/profile_default/history.sqlite "select session, line, source from history order by rowid desc limit 4"
412|7|df.groupby("region").revenue.sum().plot.bar()
412|6|df = pd.read_sql("select * from fact_revenue", eng)
412|5|eng = sa.create_engine("mssql+pyodbc://bi_reader:«p»@sql-bi-01.corp.acme.local/BI?driver=ODBC+Driver+18+for+SQL+Server")
412|4|import sqlalchemy as sa
`, V{"p": g.pwURL()}, "sql-bi-01.corp.acme.local", "fact_revenue")
}

// nbColabCell renders a Colab code cell (two-space indent, Colab's key order).
func nbColabCell(id, count, src string, outs ...string) string {
	o := "[]"
	if len(outs) > 0 {
		o = "[\n" + strings.Join(outs, ",\n") + "\n      ]"
	}
	return "    {\n      \"cell_type\": \"code\",\n      \"source\": [\n" + nbArr(8, src) +
		"\n      ],\n      \"metadata\": {\n        \"colab\": {\n          \"base_uri\": \"https://localhost:8080/\"\n        },\n        \"id\": \"" + id +
		"\"\n      },\n      \"execution_count\": " + count + ",\n      \"outputs\": " + o + "\n    }"
}

// nbColabOut renders a Colab stream output.
func nbColabOut(name, text string) string {
	return "        {\n          \"output_type\": \"stream\",\n          \"name\": \"" + name + "\",\n          \"text\": [\n" +
		nbArr(12, text) + "\n          ]\n        }"
}

func (g *G) nbColab() {
	g.nbAdd("nb/colab-ipynb-drive-mount-and-git-clone", `
{
  "nbformat": 4,
  "nbformat_minor": 0,
  "metadata": {
    "colab": {
      "provenance": [],
      "gpuType": "T4"
    },
    "kernelspec": {
      "name": "python3",
      "display_name": "Python 3"
    },
    "language_info": {
      "name": "python"
    },
    "accelerator": "GPU"
  },
  "cells": [
`+nbColabCell("«_c1»", "1", `from google.colab import drive
drive.mount('/content/drive')`, nbColabOut("stdout", "Mounted at /content/drive\n"))+",\n"+
		nbColabCell("«_c2»", "2", `!git clone https://rkhan-ml:«t»@github.com/acme-research/seg-models.git
%cd seg-models`, nbColabOut("stdout", `Cloning into 'seg-models'...
remote: Enumerating objects: 1843, done.
remote: Total 1843 (delta 0), reused 0 (delta 0), pack-reused 1843
Receiving objects: 100% (1843/1843), 48.20 MiB | 21.37 MiB/s, done.
Resolving deltas: 100% (1012/1012), done.
/content/seg-models
`))+`
  ]
}
`, V{"_c1": g.nbColabID(), "_c2": g.nbColabID(), "t": g.ghFine()}, "acme-research/seg-models.git", "Mounted at /content/drive")

	g.nbAdd("nb/colab-userdata-get-fallback-literal", nbColabCell("«_c»", "3", `from google.colab import userdata
try:
    OPENAI_API_KEY = userdata.get('OPENAI_API_KEY')
except userdata.SecretNotFoundError:
    OPENAI_API_KEY = "«k»"  # TODO remove before sharing`)+",\n",
		V{"_c": g.nbColabID(), "k": g.openai()}, "userdata.SecretNotFoundError", "userdata.get('OPENAI_API_KEY')")

	g.nbAdd("nb/colab-userdata-only-benign", nbColabCell("«_c»", "2", `from google.colab import userdata
import os
os.environ["HF_TOKEN"] = userdata.get("HF_TOKEN")
os.environ["WANDB_API_KEY"] = userdata.get("WANDB_API_KEY")
print("secrets loaded:", [k for k in ("HF_TOKEN", "WANDB_API_KEY") if os.environ.get(k)])`,
		nbColabOut("stdout", "secrets loaded: ['HF_TOKEN', 'WANDB_API_KEY']\n"))+",\n",
		V{"_c": g.nbColabID()}, `userdata.get(\"HF_TOKEN\")`, "secrets loaded: ['HF_TOKEN', 'WANDB_API_KEY']")

	g.nbAdd("nb/colab-pip-private-index-url", nbColabCell("«_c»", "1", `!pip install -q --extra-index-url https://__token__:«t»@gitlab.com/api/v4/projects/48211907/packages/pypi/simple acme-geo==0.14.2`,
		nbColabOut("stdout", `  Preparing metadata (setup.py) ... done
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 1.2/1.2 MB 18.4 MB/s eta 0:00:00
  Building wheel for acme-geo (setup.py) ... done
`))+",\n", V{"_c": g.nbColabID(), "t": g.glpat()}, "acme-geo==0.14.2", "projects/48211907/packages/pypi/simple")

	g.nbAdd("nb/colab-pyngrok-streamlit-tunnel", nbColabCell("«_c»", "7", `from pyngrok import ngrok, conf
conf.get_default().auth_token = "«ng»"
!streamlit run app.py --server.port 8501 &>/content/logs.txt &
public_url = ngrok.connect(8501)
print(public_url)`, nbColabOut("stdout", `NgrokTunnel: "https://«_sub».ngrok-free.app" -> "http://localhost:8501"
`))+",\n", V{"_c": g.nbColabID(), "ng": g.ngrok(), "_sub": g.hex(4) + "-" + g.digits(2) + "-" + g.digits(3) + "-" + g.digits(3) + "-" + g.digits(2)}, "http://localhost:8501", "conf.get_default().auth_token")

	g.nbAdd("nb/colab-env-magic-echo", `
%env GEMINI_API_KEY=«k»
env: GEMINI_API_KEY=«k»
%env MODEL=gemini-1.5-flash
env: MODEL=gemini-1.5-flash
`, V{"k": g.googleKey()}, "env: MODEL=gemini-1.5-flash")

	kp, _ := g.sshEd25519("colab@runtime")
	kv := V{"_c": g.nbColabID()}
	kl := nbKeyLines(kp.body, kv)
	g.nbAdd("nb/colab-write-ssh-key-cell", nbColabCell("«_c»", "4", `%%bash
mkdir -p ~/.ssh
cat > ~/.ssh/id_ed25519 <<'KEY'
`+kp.begin+`
`+kl+`
`+kp.end+`
KEY
chmod 600 ~/.ssh/id_ed25519
ssh-keyscan github.com >> ~/.ssh/known_hosts
git clone git@github.com:acme-research/private-data.git`, nbColabOut("stderr", `# github.com:22 SSH-2.0-babeld-1f0633a6
Cloning into 'private-data'...
`))+",\n", kv, "acme-research/private-data.git", "ssh-keyscan github.com")

	g.nbAdd("nb/colab-gcloud-auth-print-token", `
[ ]  from google.colab import auth
     auth.authenticate_user()
     !gcloud auth print-access-token

     «t»

[ ]  !gcloud config list
     [component_manager]
     disable_update_check = True
     [compute]
     gce_metadata_read_timeout_sec = 0
     [core]
     account = priya.n@acme-research.org
     project = acme-research-ml
`, V{"t": g.ya29()}, "priya.n@acme-research.org", "acme-research-ml")

	g.nbAdd("nb/colab-kaggle-json-written-in-cell", nbColabCell("«_c»", "2", `!mkdir -p ~/.kaggle
!echo '{"username":"tomasz_wozniak","key":"«k»"}' > ~/.kaggle/kaggle.json
!chmod 600 ~/.kaggle/kaggle.json
!kaggle competitions download -c rsna-2024-lumbar-spine-degenerative-classification`,
		nbColabOut("stdout", `Downloading rsna-2024-lumbar-spine-degenerative-classification.zip to /content
100% 34.2G/34.2G [06:12<00:00, 98.6MB/s]
`))+",\n", V{"_c": g.nbColabID(), "k": g.nbKaggle()}, "rsna-2024-lumbar-spine-degenerative-classification", "tomasz_wozniak")

	g.nbAdd("nb/colab-cloudflared-tunnel-token", `
!wget -q https://github.com/cloudflare/cloudflared/releases/latest/download/cloudflared-linux-amd64.deb
!dpkg -i cloudflared-linux-amd64.deb > /dev/null
!nohup cloudflared tunnel --no-autoupdate run --token «t» > cf.log 2>&1 &
!sleep 5 && tail -n 3 cf.log
2024-07-02T11:04:51Z INF Starting tunnel tunnelID=«_tid»
2024-07-02T11:04:52Z INF Registered tunnel connection connIndex=0 connection=«_cid» event=0 ip=198.41.200.13 location=fra08 protocol=quic
2024-07-02T11:04:52Z INF Registered tunnel connection connIndex=1 connection=«_cid2» event=0 ip=198.41.192.107 location=ams01 protocol=quic
`, V{"t": strings.TrimRight(b64s(`{"a":"`+g.hex(32)+`","t":"`+g.uuid()+`","s":"`+g.b64(32)+`"}`), "="), "_tid": g.uuid(), "_cid": g.uuid(), "_cid2": g.uuid()}, "cloudflared-linux-amd64.deb", "location=fra08")

	g.nbAdd("nb/colab-requests-headers-dict", nbColabCell("«_c»", "5", `import requests
headers = {"X-API-KEY": "«k»", "accept": "application/json"}
r = requests.get("https://api.twelvedata.com/time_series?symbol=AAPL&interval=1day&outputsize=30", headers=headers)
r.json()["meta"]`)+",\n", V{"_c": g.nbColabID(), "k": g.hex(32)}, "https://api.twelvedata.com/time_series?symbol=AAPL&interval=1day&outputsize=30")

	g.nbAdd("nb/colab-ui-copy-paste-with-output", `
from google.colab import drive
drive.mount('/content/gdrive', force_remount=True)
Mounted at /content/gdrive

import os
os.environ['REPLICATE_API_TOKEN'] = '«r»'
import replicate
out = replicate.run("stability-ai/sdxl:39ed52f2a78e934b3ba6e2a89f5b1c712de7dfea535525255b1aa35c5565e08b",
                    input={"prompt": "isometric server room, pastel"})
out
['https://replicate.delivery/pbxt/«_p»/out-0.png']
`, V{"r": g.replicate(), "_p": g.an(24)}, "stability-ai/sdxl:39ed52f2a78e934b3ba6e2a89f5b1c712de7dfea535525255b1aa35c5565e08b")

	g.nbAdd("nb/colab-form-param-default", nbColabCell("«_c»", "1", `#@title Settings { display-mode: "form" }
dataset_id = "acme-research.eval_sets.qa_v3" #@param {type:"string"}
bq_project = "acme-research-ml" #@param {type:"string"}
slack_webhook = "https://hooks.slack.com/services/«_t»/«_b»/«wh»" #@param {type:"string"}
num_samples = 500 #@param {type:"slider", min:100, max:2000, step:100}`)+",\n",
		V{"_c": g.nbColabID(), "_t": g.slackT(), "_b": g.slackB(), "wh": g.an(24)}, "acme-research.eval_sets.qa_v3", "display-mode")

	g.nbAdd("nb/colab-ssh-ngrok-root-password", `
#@title colab-ssh
!pip install -q colab_ssh --upgrade
from colab_ssh import launch_ssh
launch_ssh('«ng»', password='«pw»')

Warning: Due to some issues with ngrok on Google Colab, reported in the issue https://github.com/WassimBenzarti/colab-ssh/issues/45,
we highly recommend to update your code by following this documentation https://github.com/WassimBenzarti/colab-ssh#getting-started
Successfully running 4.tcp.eu.ngrok.io:«=port»
[Optional] You can also connect with VSCode SSH Remote extension by:
    1. Set the following configuration into your SSH config file (~/.ssh/config):

        Host google_colab_ssh
            HostName 4.tcp.eu.ngrok.io
            User root
            Port «=port»
`, V{"ng": g.ngrok(), "pw": g.pw(), "=port": g.digits(5)}, "google_colab_ssh", "4.tcp.eu.ngrok.io")

	g.nbAdd("nb/colab-cat-netrc-output", `
!cat /root/.netrc
machine api.wandb.ai
  login user
  password «wb»
machine urs.earthdata.nasa.gov
  login jdoe_geo
  password «ed»
`, V{"wb": g.nbWandb(), "ed": g.pw()}, "urs.earthdata.nasa.gov", "jdoe_geo")
}

func (g *G) nbDatabricks() {
	g.nbAdd("nb/databricks-py-adls-oauth-client-secret", `
# Databricks notebook source
# MAGIC %md
# MAGIC ## Mount config for the curated zone
# MAGIC Service principal ˋsp-lake-readerˋ, owner: data-platform

# COMMAND ----------

storage_account = "acmelakeprod"
tenant_id = "«_ten»"

spark.conf.set(f"fs.azure.account.auth.type.{storage_account}.dfs.core.windows.net", "OAuth")
spark.conf.set(f"fs.azure.account.oauth.provider.type.{storage_account}.dfs.core.windows.net",
               "org.apache.hadoop.fs.azurebfs.oauth2.ClientCredsTokenProvider")
spark.conf.set(f"fs.azure.account.oauth2.client.id.{storage_account}.dfs.core.windows.net", "«_cid»")
spark.conf.set(f"fs.azure.account.oauth2.client.secret.{storage_account}.dfs.core.windows.net", "«cs»")
spark.conf.set(f"fs.azure.account.oauth2.client.endpoint.{storage_account}.dfs.core.windows.net",
               f"https://login.microsoftonline.com/{tenant_id}/oauth2/token")

# COMMAND ----------

display(dbutils.fs.ls(f"abfss://curated@{storage_account}.dfs.core.windows.net/sales/"))
`, V{"_ten": g.uuid(), "_cid": g.uuid(), "cs": g.azSecret()}, "sp-lake-reader", "org.apache.hadoop.fs.azurebfs.oauth2.ClientCredsTokenProvider")

	g.nbAdd("nb/databricks-py-secrets-scope-benign", `
# Databricks notebook source
# DBTITLE 1,Credentials (from the kv-backed scope)
jdbc_user = dbutils.secrets.get(scope="kv-analytics", key="sqlserver-user")
jdbc_pass = dbutils.secrets.get(scope="kv-analytics", key="sqlserver-password")
print(jdbc_pass)

# COMMAND ----------

df = (spark.read.format("sqlserver")
      .option("host", "sql-erp-prod.database.windows.net")
      .option("database", "ERP")
      .option("dbtable", "dbo.SalesOrderHeader")
      .option("user", jdbc_user)
      .option("password", jdbc_pass)
      .load())
`, V{}, `scope="kv-analytics", key="sqlserver-password"`, "sql-erp-prod.database.windows.net", "dbo.SalesOrderHeader")

	g.nbAdd("nb/databricks-sql-create-connection", `
-- Databricks notebook source
-- MAGIC %md
-- MAGIC Lakehouse Federation to the legacy Postgres (ticket DATA-2231)

-- COMMAND ----------

CREATE CONNECTION IF NOT EXISTS pg_billing TYPE postgresql
OPTIONS (
  host 'billing-db.c9akciq32.eu-west-1.rds.amazonaws.com',
  port '5432',
  user 'federation_ro',
  password '«p»'
);

-- COMMAND ----------

CREATE FOREIGN CATALOG IF NOT EXISTS billing_pg USING CONNECTION pg_billing OPTIONS (database 'billing');
`, V{"p": g.pwStrong()}, "billing-db.c9akciq32.eu-west-1.rds.amazonaws.com", "federation_ro", "DATA-2231")

	g.nbAdd("nb/databricks-scala-jdbc-properties", `
// Databricks notebook source
import java.util.Properties

val jdbcUrl = "jdbc:mysql://mysql-orders.internal.acme.io:3306/orders?useSSL=true"
val props = new Properties()
props.setProperty("user", "spark_reader")
props.setProperty("password", "«p»")
props.setProperty("driver", "com.mysql.cj.jdbc.Driver")

// COMMAND ----------

val orders = spark.read.jdbc(jdbcUrl, "orders", props)
display(orders.limit(20))
`, V{"p": g.pw()}, "mysql-orders.internal.acme.io:3306", "spark_reader")

	g.nbAdd("nb/databricks-magic-sh-artifactory-curl", `
# COMMAND ----------

# MAGIC %sh
# MAGIC curl -sf -u "svc-databricks:«k»" \
# MAGIC   -o /dbfs/FileStore/jars/acme-udfs-2.3.1.jar \
# MAGIC   "https://acme.jfrog.io/artifactory/libs-release-local/com/acme/acme-udfs/2.3.1/acme-udfs-2.3.1.jar"
# MAGIC ls -la /dbfs/FileStore/jars/

# COMMAND ----------
`, V{"k": "AKCp8" + g.an(68)}, "svc-databricks", "/dbfs/FileStore/jars/acme-udfs-2.3.1.jar")

	g.nbAdd("nb/databricks-magic-pip-azure-artifacts", `
# Databricks notebook source
# MAGIC %pip install --index-url https://build:«pat»@pkgs.dev.azure.com/acme/_packaging/ml-feed/pypi/simple/ acme-features==1.8.0

# COMMAND ----------

dbutils.library.restartPython()
`, V{"pat": g.azDevops()}, "acme-features==1.8.0", "dbutils.library.restartPython()")

	g.nbAdd("nb/databricks-widgets-salesforce-defaults", `
# Databricks notebook source
dbutils.widgets.text("sf_username", "integration@acme.com.prod", "Salesforce user")
dbutils.widgets.text("sf_password", "«p»", "Salesforce password")
dbutils.widgets.text("sf_security_token", "«st»", "Security token")
dbutils.widgets.dropdown("env", "prod", ["dev", "uat", "prod"])

# COMMAND ----------

from simple_salesforce import Salesforce
sf = Salesforce(username=dbutils.widgets.get("sf_username"),
                password=dbutils.widgets.get("sf_password"),
                security_token=dbutils.widgets.get("sf_security_token"))
`, V{"p": g.pw(), "st": g.an(25)}, "integration@acme.com.prod", `dbutils.widgets.dropdown("env", "prod", ["dev", "uat", "prod"])`)

	ak := g.awsSecret()
	g.nbAdd("nb/databricks-workspace-export-s3-mount", `
$ databricks workspace export /Users/j.ortega@acme.io/legacy/mount_raw --format SOURCE
# Databricks notebook source
ACCESS_KEY = "«id»"
SECRET_KEY = "«sk»"
ENCODED_SECRET_KEY = SECRET_KEY.replace("/", "%2F")
AWS_BUCKET_NAME = "acme-raw-clickstream"
MOUNT_NAME = "clickstream"

dbutils.fs.mount(f"s3a://{ACCESS_KEY}:{ENCODED_SECRET_KEY}@{AWS_BUCKET_NAME}", f"/mnt/{MOUNT_NAME}")

# COMMAND ----------

display(dbutils.fs.ls(f"/mnt/{MOUNT_NAME}"))
`, V{"id": g.awsID(), "sk": ak}, "/Users/j.ortega@acme.io/legacy/mount_raw", "acme-raw-clickstream")

	g.nbAdd("nb/databricks-ipynb-export-widget-default", `
 "metadata": {
  "application/vnd.databricks.v1+notebook": {
   "dashboards": [],
   "environmentMetadata": null,
   "language": "python",
   "notebookMetadata": {
    "pythonIndentUnit": 4
   },
   "notebookName": "sync_hubspot",
   "widgets": {
    "hubspot_token": {
     "currentValue": "«t»",
     "nuid": "«_n1»",
     "typedWidgetInfo": null,
     "widgetInfo": {
      "widgetType": "text",
      "defaultValue": "«t»",
      "label": "HubSpot private app token",
      "name": "hubspot_token",
      "options": {
       "widgetType": "text",
       "autoCreated": null,
       "validationRegex": null
      }
     }
    },
    "since": {
     "currentValue": "2024-06-01",
     "nuid": "«_n2»",
     "typedWidgetInfo": null,
     "widgetInfo": {
      "widgetType": "text",
      "defaultValue": "2024-06-01",
      "label": null,
      "name": "since",
      "options": {
       "widgetType": "text",
       "autoCreated": null,
       "validationRegex": null
      }
     }
    }
   }
  }
 },
`, V{"t": g.hubspot(), "_n1": g.uuid(), "_n2": g.uuid()}, "sync_hubspot", "HubSpot private app token")

	g.nbAdd("nb/databricks-auth-env-output", `
$ databricks auth env --profile prod-ws
{
  "env": {
    "DATABRICKS_AUTH_TYPE": "pat",
    "DATABRICKS_CONFIG_PROFILE": "prod-ws",
    "DATABRICKS_HOST": "https://adb-«_ws».«=n».azuredatabricks.net",
    "DATABRICKS_TOKEN": "«t»"
  }
}
`, V{"_ws": g.digits(16), "=n": g.digits(2), "t": g.nbDapi()}, "DATABRICKS_CONFIG_PROFILE")

	g.nbAdd("nb/databricks-sdk-oauth-m2m-cell", `
# COMMAND ----------

from databricks.sdk import WorkspaceClient

w = WorkspaceClient(
    host="https://dbc-«_d».cloud.databricks.com",
    client_id="«_cid»",
    client_secret="«cs»",
)
for c in w.clusters.list():
    print(c.cluster_id, c.cluster_name, c.state)

# COMMAND ----------
`, V{"_d": g.hex(8) + "-" + g.hex(4), "_cid": g.uuid(), "cs": g.nbDose()}, "w.clusters.list()")

	g.nbAdd("nb/databricks-secrets-redacted-output", `
Cmd 4
  token = dbutils.secrets.get("github", "pat")
  print(token)
  print(len(token), token[:4])

[REDACTED]
40 [REDACTED]

Command took 0.12 seconds -- by m.bauer@acme.io at 7/3/2024, 10:41:07 AM on etl-shared («_cl»)
`, V{"_cl": g.nbClusterID()}, "[REDACTED]", "m.bauer@acme.io")

	g.nbAdd("nb/databricks-r-notebook-sys-setenv", `
# Databricks notebook source
library(sparklyr)
library(dplyr)

Sys.setenv(
  AWS_ACCESS_KEY_ID = "«id»",
  AWS_SECRET_ACCESS_KEY = "«sk»",
  AWS_DEFAULT_REGION = "us-west-2"
)

# COMMAND ----------

sc <- spark_connect(method = "databricks")
events <- spark_read_parquet(sc, "events", "s3a://acme-mobile-events/2024/06/")
`, V{"id": g.awsID(), "sk": g.awsSecret()}, "s3a://acme-mobile-events/2024/06/", "spark_connect(method = \"databricks\")")

	g.nbAdd("nb/databricks-delta-sharing-profile", `
# COMMAND ----------

# MAGIC %sh cat /dbfs/FileStore/shares/partner_finance.share

# COMMAND ----------

{"shareCredentialsVersion":1,"bearerToken":"«t»","endpoint":"https://sharing.delta.io/delta-sharing/","expirationTime":"2024-12-31T00:00:00.0Z"}

# COMMAND ----------

import delta_sharing
client = delta_sharing.SharingClient("/dbfs/FileStore/shares/partner_finance.share")
client.list_all_tables()
`, V{"t": g.b64u(43)}, "https://sharing.delta.io/delta-sharing/", "partner_finance.share")

	g.nbAdd("nb/databricks-fs-head-config-output", `
Cmd 2
  dbutils.fs.head("dbfs:/FileStore/configs/notify.json")

Out[2]: '{\n  "sendgrid_api_key": "«sg»",\n  "from": "reports@acme.io",\n  "to": ["finance-ops@acme.io"]\n}\n'
`, V{"sg": g.sendgrid()}, "dbfs:/FileStore/configs/notify.json", "finance-ops@acme.io")

	g.nbAdd("nb/databricks-init-script-netrc", `
$ databricks workspace export /Shared/init/pip-netrc.sh
#!/bin/bash
# cluster-scoped init script: lets %pip reach the private index
cat > /root/.netrc <<NETRC
machine nexus.acme.io
login ci-databricks
password «p»
NETRC
chmod 600 /root/.netrc
echo "index-url = https://nexus.acme.io/repository/pypi-group/simple" > /etc/pip.conf
`, V{"p": g.pwStrong()}, "nexus.acme.io", "ci-databricks")
}

func (g *G) nbZeppelin() {
	g.nbAdd("nb/zeppelin-note-json-kafka-jaas", `
$ jq '.paragraphs[1]' notebook/2JBXQ4R7M/note.json
{
  "title": "stream from MSK",
  "text": "%spark.pyspark\ndf = (spark.readStream.format(\"kafka\")\n  .option(\"kafka.bootstrap.servers\", \"b-1.msk-prod.x1y2z3.c4.kafka.eu-west-1.amazonaws.com:9096\")\n  .option(\"kafka.security.protocol\", \"SASL_SSL\")\n  .option(\"kafka.sasl.mechanism\", \"SCRAM-SHA-512\")\n  .option(\"kafka.sasl.jaas.config\", 'org.apache.kafka.common.security.scram.ScramLoginModule required username=\"zeppelin-consumer\" password=\"«p»\";')\n  .option(\"subscribe\", \"orders.v2\")\n  .load())",
  "user": "anonymous",
  "dateUpdated": "2024-05-14T09:12:44+0000",
  "progress": 0,
  "config": {
    "editorSetting": {
      "language": "python",
      "editOnDblClick": false,
      "completionKey": "TAB",
      "completionSupport": true
    },
    "colWidth": 12.0,
    "editorMode": "ace/mode/python",
    "fontSize": 9.0,
    "results": {},
    "enabled": true
  },
  "jobName": "paragraph_«=t»_«=r»",
  "id": "paragraph_«=t»_«=r»",
  "status": "FINISHED"
}
`, V{"p": g.pwStrong(), "=t": "17156" + g.digits(8), "=r": g.digits(10)}, "zeppelin-consumer", "2JBXQ4R7M")

	g.nbAdd("nb/zeppelin-interpreter-json-neo4j", `
    "neo4j": {
      "id": "neo4j",
      "name": "neo4j",
      "group": "neo4j",
      "properties": {
        "neo4j.url": {
          "name": "neo4j.url",
          "value": "bolt://graph-prod.internal.acme.io:7687",
          "type": "string"
        },
        "neo4j.auth.type": {
          "name": "neo4j.auth.type",
          "value": "BASIC",
          "type": "string"
        },
        "neo4j.auth.user": {
          "name": "neo4j.auth.user",
          "value": "neo4j",
          "type": "string"
        },
        "neo4j.auth.password": {
          "name": "neo4j.auth.password",
          "value": "«p»",
          "type": "password"
        },
        "neo4j.max.concurrency": {
          "name": "neo4j.max.concurrency",
          "value": "50",
          "type": "number"
        }
      },
`, V{"p": g.pw()}, "bolt://graph-prod.internal.acme.io:7687", "neo4j.max.concurrency")

	g.nbAdd("nb/zeppelin-shiro-ini", `
[users]
# List of users with their password allowed to access Zeppelin.
admin = «p1», admin
analyst1 = «p2», role1
analyst2 = «p3», role1, role2

[main]
ldapRealm = org.apache.zeppelin.realm.LdapRealm
ldapRealm.contextFactory.url = ldaps://ldap.corp.acme.io:636
ldapRealm.contextFactory.systemUsername = uid=svc-zeppelin,ou=services,dc=acme,dc=io
ldapRealm.contextFactory.systemPassword = «p4»
ldapRealm.userDnTemplate = uid={0},ou=people,dc=acme,dc=io
sessionManager = org.apache.shiro.web.session.mgt.DefaultWebSessionManager
securityManager.sessionManager.globalSessionTimeout = 86400000

[urls]
/api/version = anon
/** = authc
`, V{"p1": g.pw(), "p2": g.pw(), "p3": g.pw(), "p4": g.pwStrong()}, "uid=svc-zeppelin,ou=services,dc=acme,dc=io", "ldaps://ldap.corp.acme.io:636")

	g.nbAdd("nb/zeppelin-credentials-json", `
$ cat /opt/zeppelin/conf/credentials.json
{
  "credentialsMap": {
    "hdurand": {
      "userCredentials": {
        "jdbc.pg_dwh": {
          "username": "hdurand",
          "password": "«p1»"
        },
        "jdbc.trino": {
          "username": "hdurand",
          "password": "«p2»"
        }
      }
    }
  }
}
`, V{"p1": g.pw(), "p2": g.pwURL()}, "jdbc.pg_dwh", "jdbc.trino")

	g.nbAdd("nb/zeppelin-env-sh-s3-storage", `
export ZEPPELIN_NOTEBOOK_STORAGE="org.apache.zeppelin.notebook.repo.S3NotebookRepo"
export ZEPPELIN_NOTEBOOK_S3_BUCKET=acme-zeppelin-notes
export ZEPPELIN_NOTEBOOK_S3_USER=shared
export ZEPPELIN_NOTEBOOK_S3_ENDPOINT=s3.eu-central-1.amazonaws.com
export AWS_ACCESS_KEY_ID=«id»
export AWS_SECRET_ACCESS_KEY=«sk»
export ZEPPELIN_MEM="-Xms1024m -Xmx4096m"
export SPARK_HOME=/opt/spark-3.5.1-bin-hadoop3
`, V{"id": g.awsID(), "sk": g.awsSecret()}, "acme-zeppelin-notes", "org.apache.zeppelin.notebook.repo.S3NotebookRepo")

	g.nbAdd("nb/zeppelin-site-xml-git-remote", `
<property>
  <name>zeppelin.notebook.storage</name>
  <value>org.apache.zeppelin.notebook.repo.GitHubNotebookRepo</value>
</property>
<property>
  <name>zeppelin.notebook.git.remote.url</name>
  <value>https://github.com/acme-data/zeppelin-notebooks</value>
</property>
<property>
  <name>zeppelin.notebook.git.remote.username</name>
  <value>acme-zeppelin-bot</value>
</property>
<property>
  <name>zeppelin.notebook.git.remote.access-token</name>
  <value>«t»</value>
</property>
<property>
  <name>zeppelin.notebook.git.remote.origin</name>
  <value>origin</value>
</property>
`, V{"t": g.ghp()}, "https://github.com/acme-data/zeppelin-notebooks", "acme-zeppelin-bot")

	g.nbAdd("nb/zeppelin-rest-login-ticket", `
$ curl -s -i -X POST -d "userName=admin&password=«p»" http://zeppelin.internal:8080/api/login
HTTP/1.1 200 OK
Date: Tue, 04 Jun 2024 14:20:11 GMT
Set-Cookie: JSESSIONID=«sid»; Path=/; HttpOnly
Content-Type: application/json
Content-Length: 133

{"status":"OK","message":"","body":{"principal":"admin","ticket":"«tk»","roles":"[\"admin\"]"}}
`, V{"p": g.pw(), "sid": g.uuid(), "tk": g.uuid()}, "http://zeppelin.internal:8080/api/login")
}

func (g *G) nbJupyterServer() {
	tok := g.nbJupyterToken()
	g.nbAdd("nb/jupyter-docker-stacks-startup", `
$ docker run -p 8888:8888 -v "$PWD":/home/jovyan/work quay.io/jupyter/pytorch-notebook:cuda12-2024-06-17
Entered start.sh with args: start-notebook.py
Running hooks in: /usr/local/bin/start-notebook.d as uid: 1000 gid: 100
Done running hooks in: /usr/local/bin/start-notebook.d
Executing the command: start-notebook.py
[I 2024-06-18 08:02:11.406 ServerApp] jupyter_lsp | extension was successfully linked.
[I 2024-06-18 08:02:11.412 ServerApp] jupyter_server_terminals | extension was successfully linked.
[I 2024-06-18 08:02:11.741 ServerApp] Serving notebooks from local directory: /home/jovyan
[I 2024-06-18 08:02:11.741 ServerApp] Jupyter Server 2.14.1 is running at:
[I 2024-06-18 08:02:11.741 ServerApp] http://«_host»:8888/lab?token=«t»
[I 2024-06-18 08:02:11.741 ServerApp]     http://127.0.0.1:8888/lab?token=«t»
[I 2024-06-18 08:02:11.741 ServerApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).
[C 2024-06-18 08:02:11.744 ServerApp]

    To access the server, open this file in a browser:
        file:///home/jovyan/.local/share/jupyter/runtime/jpserver-7-open.html
    Or copy and paste one of these URLs:
        http://«_host»:8888/lab?token=«t»
        http://127.0.0.1:8888/lab?token=«t»
`, V{"_host": g.hex(12), "t": tok}, "quay.io/jupyter/pytorch-notebook:cuda12-2024-06-17", "jpserver-7-open.html")

	g.nbAdd("nb/jupyter-server-list", `
$ jupyter server list
Currently running servers:
http://localhost:8888/?token=«t1» :: /home/aisha/projects/churn
http://localhost:8889/?token=«t2» :: /home/aisha/scratch
`, V{"t1": g.nbJupyterToken(), "t2": g.nbJupyterToken()}, "/home/aisha/projects/churn")

	g.nbAdd("nb/jupyter-runtime-jpserver-json", `
$ cat ~/.local/share/jupyter/runtime/jpserver-«=pid».json
{
  "base_url": "/",
  "hostname": "localhost",
  "password": false,
  "pid": «=pid»,
  "port": 8888,
  "root_dir": "/Users/kenji/code/forecasting",
  "secure": false,
  "sock": "",
  "token": "«t»",
  "url": "http://localhost:8888/",
  "version": "2.14.2"
}
`, V{"=pid": g.digits(5), "t": g.nbJupyterToken()}, "/Users/kenji/code/forecasting")

	g.nbAdd("nb/jupyter-kernel-connection-file", `
$ ls ~/Library/Jupyter/runtime/
jpserver-48213-open.html  jpserver-48213.json  kernel-«_k».json
$ cat ~/Library/Jupyter/runtime/kernel-«_k».json
{
  "shell_port": 62011,
  "iopub_port": 62012,
  "stdin_port": 62013,
  "control_port": 62015,
  "hb_port": 62014,
  "ip": "127.0.0.1",
  "key": "«key»",
  "transport": "tcp",
  "signature_scheme": "hmac-sha256",
  "kernel_name": "python3"
}
`, V{"_k": g.uuid(), "key": g.nbSessionID()}, "jpserver-48213.json")

	g.nbAdd("nb/jupyter-server-config-py", `
# ~/.jupyter/jupyter_server_config.py
c = get_config()  #noqa

c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 9999
c.ServerApp.open_browser = False
c.ServerApp.root_dir = "/data/notebooks"
c.ServerApp.allow_remote_access = True
c.IdentityProvider.token = "«t»"
c.ServerApp.certfile = "/etc/ssl/jupyter/fullchain.pem"
c.ServerApp.keyfile = "/etc/ssl/jupyter/privkey.pem"
c.FileContentsManager.delete_to_trash = False
`, V{"t": g.hex(32)}, "/etc/ssl/jupyter/privkey.pem", "/data/notebooks")

	g.nbAdd("nb/jupyter-ssh-tunnel-remote-gpu", `
Open a tunnel from your laptop, then paste the URL the server printed:

    ssh -N -L 8890:localhost:8890 dlee@gpu-node07.hpc.acme.edu

    http://localhost:8890/lab?token=«t»

The kernel "torch-2.3 (cuda 12.1)" is already installed in ~/envs/torch23.
`, V{"t": g.nbJupyterToken()}, "dlee@gpu-node07.hpc.acme.edu", "torch-2.3 (cuda 12.1)")

	g.nbAdd("nb/jupyter-rest-api-kernels", `
$ curl -s -H "Authorization: token «t»" http://127.0.0.1:8888/api/kernels | jq .
[
  {
    "id": "«_k»",
    "name": "python3",
    "last_activity": "2024-06-20T13:44:02.118273Z",
    "execution_state": "idle",
    "connections": 1
  }
]
$ curl -s -H "Authorization: token «t»" http://127.0.0.1:8888/api/sessions | jq '.[0].path'
"experiments/ablation_lr.ipynb"
`, V{"t": g.nbJupyterToken(), "_k": g.uuid()}, "experiments/ablation_lr.ipynb")

	g.nbAdd("nb/jupyter-enterprise-gateway-client", `
$ jupyter lab --gateway-url=https://eg.ml.acme.io:8888 \
    --GatewayClient.auth_token=«t» \
    --GatewayClient.validate_cert=True \
    --GatewayClient.request_timeout=120
[I 2024-06-21 09:10:03.512 ServerApp] Jupyter Server 2.14.1 is running at:
[I 2024-06-21 09:10:03.512 ServerApp] Kernels will be managed by the Gateway server running at:
[I 2024-06-21 09:10:03.512 ServerApp] https://eg.ml.acme.io:8888
`, V{"t": g.hex(32)}, "https://eg.ml.acme.io:8888", "--GatewayClient.validate_cert=True")

	g.nbAdd("nb/jupyter-compose-env-token", `
services:
  notebook:
    image: quay.io/jupyter/datascience-notebook:2024-06-17
    ports:
      - "127.0.0.1:8888:8888"
    environment:
      JUPYTER_TOKEN: «t»
      GRANT_SUDO: "yes"
      NB_UID: 1000
    user: root
    volumes:
      - ./work:/home/jovyan/work
`, V{"t": g.pwURL()}, "quay.io/jupyter/datascience-notebook:2024-06-17", "GRANT_SUDO")

	g.nbAdd("nb/jupyter-classic-notebook-log", `
[I 10:21:33.102 NotebookApp] Serving notebooks from local directory: /home/ubuntu
[I 10:21:33.102 NotebookApp] Jupyter Notebook 6.5.6 is running at:
[I 10:21:33.102 NotebookApp] http://ip-172-31-7-44:8888/?token=«t»
[I 10:21:33.102 NotebookApp]  or http://127.0.0.1:8888/?token=«t»
[I 10:21:33.102 NotebookApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).
[W 10:21:33.105 NotebookApp] No web browser found: could not locate runnable browser.
[I 10:22:14.880 NotebookApp] 302 GET /?token=«t» (203.0.113.54) 0.630000ms
`, V{"t": g.nbJupyterToken()}, "ip-172-31-7-44", "Jupyter Notebook 6.5.6")

	g.nbAdd("nb/jupyter-ps-aux-token-flag", `
$ ps aux | grep [j]upyter
ubuntu    20431  0.4  1.1 812344 180224 ?  Ssl  Jun20   3:02 /opt/conda/bin/python /opt/conda/bin/jupyter-lab --no-browser --ip=0.0.0.0 --port=8888 --ServerApp.token=«t» --ServerApp.root_dir=/mnt/efs
ubuntu    20502  0.1  0.9 702110 150120 ?  Ssl  Jun20   0:41 /opt/conda/bin/python -m ipykernel_launcher -f /home/ubuntu/.local/share/jupyter/runtime/kernel-«_k».json
`, V{"t": g.nbJupyterToken(), "_k": g.uuid()}, "--ServerApp.root_dir=/mnt/efs")

	g.nbAdd("nb/jupyter-vscode-remote-server-uri", `
VS Code › Jupyter: Select Kernel › Existing Jupyter Server… › Enter the URL of the running Jupyter server
https://jhub-gpu.lab.acme.io/user/nkowalski/?token=«t»

Output › Jupyter
09:55:12.401 [info] Connecting to Jupyter server at https://jhub-gpu.lab.acme.io/user/nkowalski/
09:55:13.020 [info] Started kernel Python 3 (ipykernel) (id: «_k»)
`, V{"t": g.hex(32), "_k": g.uuid()}, "https://jhub-gpu.lab.acme.io/user/nkowalski/")

	g.nbAdd("nb/jupyter-no-token-warning-benign", `
[W 2024-06-22 17:03:40.811 ServerApp] WARNING: The Jupyter server is listening on all IP addresses and not using encryption. This is not recommended.
[W 2024-06-22 17:03:40.811 ServerApp] WARNING: The Jupyter server is listening on all IP addresses and not using authentication. This is highly insecure and not recommended.
[I 2024-06-22 17:03:40.818 ServerApp] Jupyter Server 2.14.1 is running at:
[I 2024-06-22 17:03:40.818 ServerApp] http://nb-dev-0:8888/lab
[I 2024-06-22 17:03:41.902 ServerApp] Kernel started: «_k»
[I 2024-06-22 17:03:42.117 ServerApp] Connecting to kernel «_k».
`, V{"_k": g.uuid()}, "http://nb-dev-0:8888/lab")
}

func (g *G) nbJupyterHub() {
	g.nbAdd("nb/jupyterhub-config-py-github-oauth", `
# /etc/jupyterhub/jupyterhub_config.py
c.JupyterHub.bind_url = "https://hub.ml.acme.io"
c.JupyterHub.authenticator_class = "github"
c.GitHubOAuthenticator.oauth_callback_url = "https://hub.ml.acme.io/hub/oauth_callback"
c.GitHubOAuthenticator.client_id = "Iv1.«_cid»"
c.GitHubOAuthenticator.client_secret = "«cs»"
c.GitHubOAuthenticator.allowed_organizations = {"acme-ml"}
c.GitHubOAuthenticator.scope = ["read:org"]

c.JupyterHub.cookie_secret = bytes.fromhex("«ck»")
c.ConfigurableHTTPProxy.auth_token = "«pt»"

c.JupyterHub.spawner_class = "dockerspawner.DockerSpawner"
c.DockerSpawner.image = "quay.io/jupyter/scipy-notebook:2024-06-17"
`, V{"_cid": g.hex(16), "cs": g.hex(40), "ck": g.hex(64), "pt": g.hex(64)}, "https://hub.ml.acme.io/hub/oauth_callback", "dockerspawner.DockerSpawner")

	g.nbAdd("nb/jupyterhub-z2jh-values-yaml", `
# config.yaml for helm upgrade --install jhub jupyterhub/jupyterhub --version=3.3.7
proxy:
  secretToken: "«st»"
  https:
    enabled: true
    hosts: [jupyter.campus.example.edu]
    letsencrypt:
      contactEmail: it-research@campus.example.edu
hub:
  config:
    GenericOAuthenticator:
      client_id: jupyterhub
      client_secret: «cs»
      oauth_callback_url: https://jupyter.campus.example.edu/hub/oauth_callback
      authorize_url: https://keycloak.campus.example.edu/realms/research/protocol/openid-connect/auth
      token_url: https://keycloak.campus.example.edu/realms/research/protocol/openid-connect/token
      userdata_url: https://keycloak.campus.example.edu/realms/research/protocol/openid-connect/userinfo
      username_claim: preferred_username
    JupyterHub:
      authenticator_class: generic-oauth
singleuser:
  image:
    name: registry.campus.example.edu/research/notebook
    tag: "2024.06"
  memory:
    limit: 8G
`, V{"st": g.hex(64), "cs": g.an(32)}, "keycloak.campus.example.edu", "registry.campus.example.edu/research/notebook")

	g.nbAdd("nb/jupyterhub-services-api-token", `
c.JupyterHub.load_roles = [
    {
        "name": "jupyterhub-idle-culler-role",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["jupyterhub-idle-culler-service"],
    }
]
c.JupyterHub.services = [
    {
        "name": "jupyterhub-idle-culler-service",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", "--timeout=3600"],
    },
    {
        "name": "grader-service",
        "url": "http://127.0.0.1:9999",
        "api_token": "«t»",
    },
]
`, V{"t": g.hex(32)}, "jupyterhub-idle-culler-service", "read:users:activity")

	g.nbAdd("nb/jupyterhub-cookie-secret-file", `
root@hub:/srv/jupyterhub# ls -l
-rw-r--r-- 1 root root   1821 Jun 12 09:40 jupyterhub_config.py
-rw------- 1 root root     65 Jun 12 09:41 jupyterhub_cookie_secret
-rw-r--r-- 1 root root 311296 Jun 24 16:02 jupyterhub.sqlite
root@hub:/srv/jupyterhub# cat jupyterhub_cookie_secret
«ck»
`, V{"ck": g.hex(64)}, "jupyterhub.sqlite")

	g.nbAdd("nb/jupyterhub-singleuser-env", `
jovyan@jupyter-mgarcia:~$ env | grep -E '^(JUPYTERHUB|JPY)' | sort
JPY_API_TOKEN=«t»
JUPYTERHUB_ACTIVITY_URL=http://hub:8081/hub/api/users/mgarcia/activity
JUPYTERHUB_API_TOKEN=«t»
JUPYTERHUB_API_URL=http://hub:8081/hub/api
JUPYTERHUB_BASE_URL=/
JUPYTERHUB_CLIENT_ID=jupyterhub-user-mgarcia
JUPYTERHUB_OAUTH_CALLBACK_URL=/user/mgarcia/oauth_callback
JUPYTERHUB_OAUTH_SCOPES=["access:servers!server=mgarcia/", "access:servers!user=mgarcia"]
JUPYTERHUB_SERVER_NAME=
JUPYTERHUB_SERVICE_PREFIX=/user/mgarcia/
JUPYTERHUB_USER=mgarcia
`, V{"t": g.hex(32)}, "jupyterhub-user-mgarcia", "http://hub:8081/hub/api")

	g.nbAdd("nb/jupyterhub-rest-api-new-token", `
$ curl -s -X POST -H "Authorization: token «admin»" \
    -d '{"note": "ci-nbval", "expires_in": 2592000}' \
    https://hub.ml.acme.io/hub/api/users/ci-bot/tokens
{"id": "a«=id»", "kind": "api_token", "roles": [], "scopes": ["access:servers!user=ci-bot", "read:users!user=ci-bot"], "user": "ci-bot", "note": "ci-nbval", "created": "2024-06-25T08:14:01.402193Z", "expires_at": "2024-07-25T08:14:01.402193Z", "last_activity": null, "token": "«t»", "session_id": null}
`, V{"admin": g.hex(32), "=id": g.digits(3), "t": g.hex(32)}, "ci-nbval", "access:servers!user=ci-bot")

	g.nbAdd("nb/jupyterhub-chp-auth-token-systemd", `
# /etc/systemd/system/configurable-http-proxy.service
[Unit]
Description=configurable-http-proxy for JupyterHub
After=network.target

[Service]
Environment=CONFIGPROXY_AUTH_TOKEN=«t»
ExecStart=/usr/bin/configurable-http-proxy --ip 0.0.0.0 --port 443 --api-ip 127.0.0.1 --api-port 8001 --default-target http://127.0.0.1:8081 --error-target http://127.0.0.1:8081/hub/error --ssl-key /etc/letsencrypt/live/hub/privkey.pem --ssl-cert /etc/letsencrypt/live/hub/fullchain.pem
Restart=always

[Install]
WantedBy=multi-user.target
`, V{"t": g.hex(64)}, "configurable-http-proxy for JupyterHub", "/etc/letsencrypt/live/hub/privkey.pem")

	g.nbAdd("nb/jupyterhub-tljh-config", `
$ sudo tljh-config set auth.type oauthenticator.azuread.AzureAdOAuthenticator
$ sudo tljh-config set auth.AzureAdOAuthenticator.client_id «_cid»
$ sudo tljh-config set auth.AzureAdOAuthenticator.client_secret «cs»
$ sudo tljh-config set auth.AzureAdOAuthenticator.tenant_id «_ten»
$ sudo tljh-config reload
Waiting for JupyterHub to come up (1/20 tries)
Done!
$ sudo tljh-config show
users:
  admin:
  - lhoang
auth:
  type: oauthenticator.azuread.AzureAdOAuthenticator
  AzureAdOAuthenticator:
    client_id: «_cid»
    client_secret: «cs»
    tenant_id: «_ten»
`, V{"_cid": g.uuid(), "cs": g.azSecret(), "_ten": g.uuid()}, "oauthenticator.azuread.AzureAdOAuthenticator", "lhoang")

	g.nbAdd("nb/jupyterhub-k8s-secret-hub-yaml", `
$ kubectl -n jhub get secret hub -o yaml
apiVersion: v1
data:
  hub.config.ConfigurableHTTPProxy.auth_token: «pt»
  hub.config.CryptKeeper.keys: «ck»
  hub.config.JupyterHub.cookie_secret: «cs»
  values.yaml: «=vals»
kind: Secret
metadata:
  annotations:
    meta.helm.sh/release-name: jhub
    meta.helm.sh/release-namespace: jhub
  name: hub
  namespace: jhub
type: Opaque
`, V{"pt": b64s(g.hex(64)), "ck": b64s(g.hex(64)), "cs": b64s(g.hex(64)), "=vals": b64s("hub:\n  config:\n    JupyterHub:\n      admin_access: true\n")}, "meta.helm.sh/release-name: jhub")

	g.nbAdd("nb/jupyterhub-lti13-config", `
c.JupyterHub.authenticator_class = "ltiauthenticator.lti11.authenticator.LTI11Authenticator"
c.LTI11Authenticator.consumers = {
    "«=ck»": "«cs»",
}
c.LTI11Authenticator.username_key = "custom_canvas_user_login_id"
c.Authenticator.allow_all = True
`, V{"=ck": g.hex(32), "cs": g.hex(64)}, "custom_canvas_user_login_id")

	g.nbAdd("nb/jupyterhub-compose-dotenv", `
$ cat deploy/jupyterhub/.env
COMPOSE_PROJECT_NAME=jupyterhub
DOCKER_NOTEBOOK_IMAGE=quay.io/jupyter/minimal-notebook:2024-06-17
DOCKER_NETWORK_NAME=jupyterhub-network
POSTGRES_DB=jupyterhub
POSTGRES_PASSWORD=«pg»
OAUTH_CLIENT_ID=jhub-prod
OAUTH_CLIENT_SECRET=«cs»
JUPYTERHUB_CRYPT_KEY=«ck»
`, V{"pg": g.pwURL(), "cs": g.an(32), "ck": g.hex(64)}, "jupyterhub-network", "quay.io/jupyter/minimal-notebook:2024-06-17")
}

func (g *G) nbExports() {
	g.nbAdd("nb/nbconvert-html-highlighted-mailgun", `
<div class="jp-Cell jp-CodeCell jp-Notebook-cell   ">
<div class="jp-Cell-inputWrapper" tabindex="0">
<div class="jp-InputArea jp-Cell-inputArea">
<div class="jp-InputPrompt jp-InputArea-prompt">In&nbsp;[4]:</div>
<div class="jp-CodeMirrorEditor jp-Editor jp-InputArea-editor" data-type="inline">
<div class="cm-editor cm-s-jupyter">
<div class="highlight hl-ipython3"><pre><span></span><span class="n">resp</span> <span class="o">=</span> <span class="n">requests</span><span class="o">.</span><span class="n">post</span><span class="p">(</span>
    <span class="s2">&quot;https://api.eu.mailgun.net/v3/mg.acme-shop.eu/messages&quot;</span><span class="p">,</span>
    <span class="n">auth</span><span class="o">=</span><span class="p">(</span><span class="s2">&quot;api&quot;</span><span class="p">,</span> <span class="s2">&quot;«k»&quot;</span><span class="p">),</span>
    <span class="n">data</span><span class="o">=</span><span class="p">{</span><span class="s2">&quot;from&quot;</span><span class="p">:</span> <span class="s2">&quot;Reports &lt;reports@mg.acme-shop.eu&gt;&quot;</span><span class="p">,</span> <span class="s2">&quot;to&quot;</span><span class="p">:</span> <span class="n">RECIPIENTS</span><span class="p">},</span>
<span class="p">)</span>
</pre></div>
</div>
</div>
</div>
</div>
`, V{"k": g.mailgun()}, "mg.acme-shop.eu", "jp-InputArea-editor")

	g.nbAdd("nb/nbconvert-html-output-pre", `
<div class="jp-OutputArea-child">
<div class="jp-OutputPrompt jp-OutputArea-prompt"></div>
<div class="jp-RenderedText jp-OutputArea-output" data-mime-type="text/plain" tabindex="0">
<pre>Connected to vault at https://vault.acme.io:8200
client token: «vt»
policies: [&#39;default&#39;, &#39;ds-readonly&#39;]
</pre>
</div>
</div>
`, V{"vt": g.vaultTok()}, "https://vault.acme.io:8200", "ds-readonly")

	g.nbAdd("nb/nbconvert-markdown-export", `
$ jupyter nbconvert --to markdown reports/weekly_kpis.ipynb --stdout 2>/dev/null | sed -n '12,40p'
ˋˋˋpython
import psycopg
conn = psycopg.connect("host=kpi-db.internal port=5432 dbname=kpi user=kpi_reader password=«p» sslmode=require")
cur = conn.execute("select week, active_users, mrr from kpi_weekly order by week desc limit 3")
cur.fetchall()
ˋˋˋ




    [(datetime.date(2024, 6, 17), 18234, Decimal('412890.00')),
     (datetime.date(2024, 6, 10), 17911, Decimal('408120.00')),
     (datetime.date(2024, 6, 3), 17702, Decimal('401775.00'))]



## Churn by plan
`, V{"p": g.pw()}, "kpi_weekly", "kpi-db.internal")

	g.nbAdd("nb/nbconvert-script-system-magics", `
#!/usr/bin/env python
# coding: utf-8

# In[1]:


get_ipython().system('aws configure set aws_access_key_id «id» --profile research')
get_ipython().system('aws configure set aws_secret_access_key «sk» --profile research')


# In[2]:


get_ipython().run_line_magic('env', 'AWS_PROFILE=research')
import boto3
boto3.Session().client("sts").get_caller_identity()["Arn"]
`, V{"id": g.awsID(), "sk": g.awsSecret()}, "AWS_PROFILE=research", "get_caller_identity")

	g.nbAdd("nb/nbconvert-latex-verbatim", `
    \begin{tcolorbox}[breakable, size=fbox, boxrule=1pt, pad at break*=1mm,colback=cellbackground, colframe=cellborder]
\prompt{In}{incolor}{3}{\boxspacing}
\begin{Verbatim}[commandchars=\\\{\}]
\PY{n}{client} \PY{o}{=} \PY{n}{QdrantClient}\PY{p}{(}
    \PY{n}{url}\PY{o}{=}\PY{l+s+s2}{\PYZdq{}}\PY{l+s+s2}{https://acme\PYZhy{}vec.eu\PYZhy{}central.aws.cloud.qdrant.io:6333}\PY{l+s+s2}{\PYZdq{}}\PY{p}{,}
    \PY{n}{api\PYZus{}key}\PY{o}{=}\PY{l+s+s2}{\PYZdq{}}\PY{l+s+s2}{«k»}\PY{l+s+s2}{\PYZdq{}}\PY{p}{,}
\PY{p}{)}
\end{Verbatim}
\end{tcolorbox}
`, V{"k": g.an(22) + "_" + g.an(32)}, `\PY{n}{QdrantClient}`)

	g.nbAdd("nb/jupytext-light-format", `
# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: light
#       format_version: '1.5'
#       jupytext_version: 1.16.2
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# # Pull tickets from Zendesk

import requests

# +
SUBDOMAIN = "acmehelp"
EMAIL = "ops-analytics@acme.io"
API_TOKEN = "«t»"

session = requests.Session()
session.auth = (f"{EMAIL}/token", API_TOKEN)
# -

r = session.get(f"https://{SUBDOMAIN}.zendesk.com/api/v2/tickets.json?per_page=100")
r.json()["count"]
`, V{"t": g.an(40)}, "ops-analytics@acme.io", "jupytext_version: 1.16.2")

	g.nbAdd("nb/jupytext-myst-markdown", `
---
jupytext:
  formats: md:myst
  text_representation:
    extension: .md
    format_name: myst
kernelspec:
  display_name: Python 3
  language: python
  name: python3
---

# Geocoding the store list

ˋˋˋ{code-cell} ipython3
import googlemaps
gmaps = googlemaps.Client(key="«k»")
ˋˋˋ

ˋˋˋ{code-cell} ipython3
:tags: [hide-output]
stores = pd.read_csv("data/stores.csv")
stores["geo"] = stores.address.map(lambda a: gmaps.geocode(a)[0]["geometry"]["location"])
ˋˋˋ
`, V{"k": g.googleKey()}, "format_name: myst", "data/stores.csv")

	g.nbAdd("nb/nbconvert-execute-cell-error", `
$ jupyter nbconvert --to html --execute reports/daily_sync.ipynb
[NbConvertApp] Converting notebook reports/daily_sync.ipynb to html
Traceback (most recent call last):
  File "/usr/local/bin/jupyter-nbconvert", line 8, in <module>
    sys.exit(main())
  ...
  File "/usr/local/lib/python3.11/site-packages/nbclient/client.py", line 918, in _check_raise_for_error
    raise CellExecutionError.from_cell_and_msg(cell, exec_reply_content)
nbclient.exceptions.CellExecutionError: An error occurred while executing the following cell:
------------------
from pyairtable import Api
api = Api("«k»")
table = api.table("app«_base»", "Inventory")
rows = table.all(view="Low stock")
------------------


---------------------------------------------------------------------------
HTTPError                                 Traceback (most recent call last)
HTTPError: ('404 Client Error: Not Found for url: https://api.airtable.com/v0/app«_base»/Inventory?view=Low+stock', "{'type': 'TABLE_NOT_FOUND'}")
`, V{"k": g.airtable(), "_base": g.an(14)}, "nbclient.exceptions.CellExecutionError", "TABLE_NOT_FOUND")
}

func (g *G) nbPapermill() {
	g.nbAdd("nb/papermill-cli-params", `
$ papermill notebooks/load_partner_feed.ipynb out/load_partner_feed_2024-06-30.ipynb \
    -p run_date 2024-06-30 \
    -p sftp_host sftp.partner-logistics.com \
    -p sftp_user acme_ingest \
    -p sftp_password '«p»' \
    -k python3
Input Notebook:  notebooks/load_partner_feed.ipynb
Output Notebook: out/load_partner_feed_2024-06-30.ipynb
Executing:   0%|          | 0/14 [00:00<?, ?cell/s]Executing notebook with kernel: python3
Executing: 100%|██████████| 14/14 [00:41<00:00,  2.95s/cell]
`, V{"p": g.pw()}, "sftp.partner-logistics.com", "acme_ingest")

	g.nbAdd("nb/papermill-injected-parameters-cell", `
  {
   "cell_type": "code",
   "execution_count": 2,
   "id": "«_c»",
   "metadata": {
    "papermill": {
     "duration": 0.012113,
     "end_time": "2024-06-30T02:00:07.412881",
     "exception": false,
     "start_time": "2024-06-30T02:00:07.400768",
     "status": "completed"
    },
    "tags": [
     "injected-parameters"
    ]
   },
   "outputs": [],
   "source": [
    "# Parameters\n",
    "run_date = \"2024-06-30\"\n",
    "warehouse_dsn = \"postgresql://etl:«p»@dwh.internal.acme.io:5432/dwh\"\n",
    "slack_token = \"«s»\"\n"
   ]
  },
`, V{"_c": g.nbCellID(), "p": g.pwURL(), "s": g.xoxb()}, "injected-parameters", "dwh.internal.acme.io")

	g.nbAdd("nb/papermill-notebook-metadata-block", `
  "papermill": {
   "default_parameters": {},
   "duration": 48.731901,
   "end_time": "2024-06-30T02:00:52.118322",
   "environment_variables": {},
   "exception": null,
   "input_path": "s3://acme-notebooks/templates/reconcile.ipynb",
   "output_path": "s3://acme-notebooks/runs/2024-06-30/reconcile.ipynb",
   "parameters": {
    "adyen_api_key": "«k»",
    "merchant_account": "AcmeShopEU",
    "run_date": "2024-06-30"
   },
   "start_time": "2024-06-30T02:00:03.386421",
   "version": "2.6.0"
  }
`, V{"k": "AQE" + g.b64u(90) + "-" + g.b64u(30)}, "s3://acme-notebooks/runs/2024-06-30/reconcile.ipynb", "AcmeShopEU")

	g.nbAdd("nb/papermill-params-yaml-file", `
$ cat params/prod.yaml
run_date: "2024-07-01"
source_bucket: acme-exports-prod
mssql:
  server: sqlprod01.corp.acme.local
  user: rpt_papermill
  password: "«p»"
notify_webhook: https://acme.webhook.office.com/webhookb2/«_g1»@«_g2»/IncomingWebhook/«wh»/«_g3»
$ papermill reconcile.ipynb out.ipynb -f params/prod.yaml
`, V{"p": g.pwStrong(), "_g1": g.uuid(), "_g2": g.uuid(), "wh": g.hex(32), "_g3": g.uuid()}, "sqlprod01.corp.acme.local", "rpt_papermill")

	g.nbAdd("nb/papermill-airflow-operator", `
from airflow import DAG
from airflow.providers.papermill.operators.papermill import PapermillOperator
import pendulum

with DAG("nightly_cohorts", schedule="0 3 * * *", start_date=pendulum.datetime(2024, 6, 1, tz="UTC"), catchup=False) as dag:
    run = PapermillOperator(
        task_id="run_cohorts",
        input_nb="/opt/airflow/notebooks/cohorts.ipynb",
        output_nb="/opt/airflow/notebooks/out/cohorts-{{ ds }}.ipynb",
        parameters={
            "ds": "{{ ds }}",
            "bq_project": "acme-analytics",
            "mixpanel_secret": "«k»",
            "db_password": "{{ var.value.cohorts_db_password }}",
        },
        kernel_name="python3",
    )
`, V{"k": g.hex(32)}, "{{ var.value.cohorts_db_password }}", "nightly_cohorts")

	g.nbAdd("nb/papermill-python-api", `
import papermill as pm

for region in ["emea", "apac", "amer"]:
    pm.execute_notebook(
        "templates/region_report.ipynb",
        f"out/region_report_{region}.ipynb",
        parameters=dict(
            region=region,
            looker_client_id="«_lid»",
            looker_client_secret="«ls»",
            looker_base_url="https://acme.cloud.looker.com",
        ),
        progress_bar=False,
    )
`, V{"_lid": g.an(20), "ls": g.an(24)}, "https://acme.cloud.looker.com", "templates/region_report.ipynb")

	g.nbAdd("nb/papermill-execution-error-source", `
[2024-06-30, 03:02:11 UTC] {taskinstance.py:2905} ERROR - Task failed with exception
papermill.exceptions.PapermillExecutionError:
---------------------------------------------------------------------------
Exception encountered at "In [4]":
---------------------------------------------------------------------------
ConnectionError                           Traceback (most recent call last)
Cell In[4], line 2
      1 from elasticsearch import Elasticsearch
----> 2 es = Elasticsearch("https://es-logs.internal.acme.io:9200", basic_auth=("elastic", "«p»"), verify_certs=False)
      3 es.info()

ConnectionError: Connection error caused by: ConnectionError(Connection error caused by: NewConnectionError(<urllib3.connection.HTTPSConnection object at 0x7f3b2c1e5a90>: Failed to establish a new connection: [Errno 111] Connection refused))
`, V{"p": g.an(20)}, "https://es-logs.internal.acme.io:9200", "PapermillExecutionError")

	g.nbAdd("nb/scrapbook-glue-output", `
    {
     "data": {
      "application/scrapbook.scrap.json+json": {
       "data": "«_u»",
       "encoder": "json",
       "name": "dashboard_url",
       "version": 1
      }
     },
     "metadata": {
      "scrapbook": {
       "data": true,
       "display": false,
       "name": "dashboard_url"
      }
     },
     "output_type": "display_data"
    },
    {
     "data": {
      "application/scrapbook.scrap.json+json": {
       "data": "«k»",
       "encoder": "json",
       "name": "mapbox_token",
       "version": 1
      }
     },
     "metadata": {
      "scrapbook": {
       "data": true,
       "display": false,
       "name": "mapbox_token"
      }
     },
     "output_type": "display_data"
    }
`, V{"_u": "https://grafana.acme.io/d/" + g.an(9) + "/fleet-overview", "k": g.mapboxSK()}, "application/scrapbook.scrap.json+json")
}

func (g *G) nbRMarkdown() {
	g.nbAdd("nb/rmd-setup-chunk-sys-setenv", `
---
title: "Customer feedback clustering"
author: "Inès Laurent"
date: "2024-06-12"
output: html_document
---

ˋˋˋ{r setup, include=FALSE}
knitr::opts_chunk$set(echo = TRUE, warning = FALSE, message = FALSE)
library(tidyverse)
library(ellmer)
Sys.setenv(OPENAI_API_KEY = "«k»")
ˋˋˋ

## Load the survey export

ˋˋˋ{r load}
fb <- read_csv("data/nps_2024_q2.csv")
ˋˋˋ
`, V{"k": g.openai()}, "data/nps_2024_q2.csv", "knitr::opts_chunk$set(echo = TRUE, warning = FALSE, message = FALSE)")

	g.nbAdd("nb/rmd-yaml-params-password", `
---
title: "Monthly claims report"
output:
  html_document:
    toc: true
params:
  month: "2024-05"
  db_host: "claims-db.internal.insureco.net"
  db_user: "report_ro"
  db_password: "«p»"
---

ˋˋˋ{r connect}
con <- DBI::dbConnect(odbc::odbc(), Driver = "ODBC Driver 18 for SQL Server",
                      Server = params$db_host, UID = params$db_user, PWD = params$db_password,
                      Database = "Claims", TrustServerCertificate = "yes")
ˋˋˋ
`, V{"p": g.pw()}, "claims-db.internal.insureco.net", "report_ro")

	g.nbAdd("nb/rmd-dbconnect-and-sql-chunk", `
ˋˋˋ{r}
library(DBI)
con <- dbConnect(RPostgres::Postgres(),
                 host     = "pg-research.cluster-cq1w2e3r4t.us-east-2.rds.amazonaws.com",
                 dbname   = "trials",
                 user     = "biostat",
                 password = "«p»")
ˋˋˋ

ˋˋˋ{sql, connection=con, output.var="enrol"}
SELECT site_id, COUNT(*) AS n FROM enrolment WHERE visit = 'baseline' GROUP BY site_id
ˋˋˋ
`, V{"p": g.pwURL()}, "pg-research.cluster-cq1w2e3r4t.us-east-2.rds.amazonaws.com", "output.var=\"enrol\"")

	g.nbAdd("nb/rmd-knitted-md-printed-output", `
$ sed -n '30,52p' reports/api_usage.md
ˋˋˋr
token <- httr2::oauth_flow_client_credentials(client, scope = "reports.read")$access_token
token
ˋˋˋ

    ## [1] "«t»"

ˋˋˋr
resp <- request("https://api.acme-logistics.com/v2/usage") |>
  req_auth_bearer_token(token) |>
  req_perform()
resp_status(resp)
ˋˋˋ

    ## [1] 200
`, V{"t": g.userJWT()}, "https://api.acme-logistics.com/v2/usage", "reports.read")

	g.nbAdd("nb/rmd-rendered-html-code", `
<div id="pull-from-the-api" class="section level2">
<h2>Pull from the API</h2>
<pre class="r"><code>library(httr2)
req &lt;- request(&quot;https://api.airtable.com/v0/appQ7c2Xb9LmN0pRs/Studies&quot;) |&gt;
  req_headers(Authorization = &quot;Bearer «k»&quot;)
studies &lt;- req_perform(req) |&gt; resp_body_json()</code></pre>
<pre><code>## Warning: package &#39;httr2&#39; was built under R version 4.3.3</code></pre>
</div>
`, V{"k": g.airtable()}, "appQ7c2Xb9LmN0pRs/Studies", "built under R version 4.3.3")

	g.nbAdd("nb/qmd-python-chunk-echo-false", `
---
title: "Pinecone index health"
format: html
jupyter: python3
---

ˋˋˋ{python}
#| echo: false
#| label: setup
from pinecone import Pinecone
pc = Pinecone(api_key="«k»")
idx = pc.Index("support-articles")
ˋˋˋ

ˋˋˋ{python}
#| label: tbl-stats
#| tbl-cap: "Namespace sizes"
pd.DataFrame(idx.describe_index_stats()["namespaces"]).T
ˋˋˋ
`, V{"k": g.pinecone()}, "support-articles", "#| tbl-cap: \"Namespace sizes\"")

	g.nbAdd("nb/quarto-publish-connect-gha", `
      - name: Publish to Posit Connect
        uses: quarto-dev/quarto-actions/publish@v2
        with:
          target: connect
          path: reports/quarterly.qmd
        env:
          CONNECT_SERVER: https://connect.analytics.acme.io
          CONNECT_API_KEY: «k»
`, V{"k": g.an(32)}, "quarto-dev/quarto-actions/publish@v2", "https://connect.analytics.acme.io")

	g.nbAdd("nb/renviron-file", `
$ cat ~/.Renviron
R_LIBS_USER=~/R/library/%v
GITHUB_PAT=«gh»
OPENAI_API_KEY=«oa»
CENSUS_API_KEY=«ce»
PGPASSWORD=«pg»
RETICULATE_PYTHON=~/.virtualenvs/r-reticulate/bin/python
`, V{"gh": g.ghp(), "oa": g.openaiSvc(), "ce": g.hex(40), "pg": g.pw()}, "RETICULATE_PYTHON=~/.virtualenvs/r-reticulate/bin/python", "R_LIBS_USER=~/R/library/%v")

	g.nbAdd("nb/rprofile-options", `
# ~/.Rprofile
options(
  repos = c(CRAN = "https://packagemanager.posit.co/cran/latest"),
  gargle_oauth_email = "d.okafor@acme-health.org",
  tidycensus.key = "«ck»",
  mapbox.token = "«mb»"
)
if (interactive()) {
  suppressMessages(require(usethis))
  Sys.setenv(ANTHROPIC_API_KEY = "«an»")
}
`, V{"ck": g.hex(40), "mb": g.mapboxSK(), "an": g.anthropic()}, "d.okafor@acme-health.org", "https://packagemanager.posit.co/cran/latest")

	g.nbAdd("nb/rsconnect-setaccountinfo", `
ˋˋˋ{r deploy, eval=FALSE}
rsconnect::setAccountInfo(name   = 'acme-epi',
                          token  = '«=tok»',
                          secret = '«sec»')
rsconnect::deployApp("apps/outbreak-dashboard", appName = "outbreak-dashboard")
ˋˋˋ
`, V{"=tok": g.s(alHexU, 32), "sec": g.s(alB64, 40)}, "apps/outbreak-dashboard", "acme-epi")

	g.nbAdd("nb/rsconnect-account-dcf", `
$ cat ~/Library/Application\ Support/org.R-project.R/R/rsconnect/accounts/shinyapps.io/acme-epi.dcf
name: acme-epi
userId: «_uid»
accountId: «_aid»
token: «=tok»
secret: «sec»
server: shinyapps.io
`, V{"_uid": g.digits(7), "_aid": g.digits(6), "=tok": g.s(alHexU, 32), "sec": g.s(alB64, 40)}, "server: shinyapps.io")

	g.nbAdd("nb/rhistory-keyring-and-setenv", `
$ tail -n 8 .Rhistory
library(keyring)
key_set_with_value("redcap", "api", "«rc»")
rcon <- redcapAPI::redcapConnection(url = "https://redcap.med.example.edu/api/", token = key_get("redcap", "api"))
records <- exportRecordsTyped(rcon)
Sys.setenv(AZURE_STORAGE_KEY = "«az»")
AzureStor::storage_endpoint("https://acmeepi.blob.core.windows.net", key = Sys.getenv("AZURE_STORAGE_KEY"))
saveRDS(records, "cache/records.rds")
q()
`, V{"rc": g.s(alHexU, 32), "az": g.azStorage()}, "https://redcap.med.example.edu/api/", "https://acmeepi.blob.core.windows.net")

	g.nbAdd("nb/rmarkdown-render-params-call", `
$ Rscript -e 'rmarkdown::render("dashboards/sales.Rmd", params = list(region = "DACH", snowflake_pwd = "«p»"), output_dir = "public")'

processing file: sales.Rmd
  |....................................................................| 100% [plots]
output file: sales.knit.md

/usr/lib/rstudio-server/bin/quarto/bin/tools/x86_64/pandoc +RTS -K512m -RTS sales.knit.md --to html4 --from markdown+autolink_bare_uris+tex_math_single_backslash --output /srv/reports/public/sales.html
Output created: public/sales.html
`, V{"p": g.pwStrong()}, "dashboards/sales.Rmd", "Output created: public/sales.html")

	g.nbAdd("nb/qmd-ojs-chunk-token", `
ˋˋˋ{ojs}
//| echo: false
mapboxgl = require("mapbox-gl@3")
token = "«k»"
map = {
  const container = htmlˋ<div style="height:480px">ˋ;
  mapboxgl.accessToken = token;
  return new mapboxgl.Map({container, style: "mapbox://styles/mapbox/light-v11"});
}
ˋˋˋ
`, V{"k": g.mapboxPK()}, "mapbox://styles/mapbox/light-v11")

	g.nbAdd("nb/rmd-bash-chunk-curl", `
ˋˋˋ{bash, eval=FALSE}
curl -s -u "s.ivanova:«p»" \
  "https://nexus.research.example.org/repository/raw-hosted/genomes/GRCh38.p14.fa.gz" \
  -o data/GRCh38.p14.fa.gz
ˋˋˋ
`, V{"p": g.pw()}, "GRCh38.p14.fa.gz", "s.ivanova")

	g.nbAdd("nb/quarto-freeze-execute-results", `
$ cat _freeze/posts/llm-eval/index/execute-results/html.json
{
  "hash": "«_h»",
  "result": {
    "engine": "jupyter",
    "markdown": "---\ntitle: LLM eval notes\n---\n\n::: {#cell-3 .cell execution_count=2}\n`+"``` {.python .cell-code}\\nclient = Groq(api_key=\\\"«k»\\\")\\nclient.models.list().data[0].id\\n```"+`\n\n::: {.cell-output .cell-output-display execution_count=2}\n`+"```\\n'llama-3.1-70b-versatile'\\n```"+`\n:::\n:::\n\n",
    "supporting": [
      "index_files"
    ],
    "filters": [],
    "includes": {}
  }
}
`, V{"_h": g.hex(32), "k": g.groq()}, "llama-3.1-70b-versatile", "_freeze/posts/llm-eval/index/execute-results/html.json")

	g.nbAdd("nb/renv-repos-override-creds", `
# .Renviron (project)
RENV_CONFIG_REPOS_OVERRIDE=https://ci-r:«p»@rspm.internal.acme.io/internal-cran/__linux__/jammy/latest
RENV_PATHS_CACHE=/shared/renv/cache
`, V{"p": g.pwURL()}, "/shared/renv/cache", "rspm.internal.acme.io/internal-cran/__linux__/jammy/latest")
}

func (g *G) nbHosted() {
	g.nbAdd("nb/observable-notebook-module-export", `
$ curl -s "https://api.observablehq.com/@acme-viz/flight-delays.js?v=4" | head -n 30
// https://observablehq.com/@acme-viz/flight-delays@412
function _1(md){return(
mdˋ# Flight delays (internal)ˋ
)}

function _aviationstackKey(){return(
"«k»"
)}

async function _flights(aviationstackKey){return(
(await fetch(ˋhttps://api.aviationstack.com/v1/flights?access_key=${aviationstackKey}&dep_iata=FRAˋ)).json()
)}

export default function define(runtime, observer) {
  const main = runtime.module();
  main.variable(observer()).define(["md"], _1);
  main.variable(observer("aviationstackKey")).define("aviationstackKey", _aviationstackKey);
  main.variable(observer("flights")).define("flights", ["aviationstackKey"], _flights);
  return main;
}
`, V{"k": g.hex(32)}, "@acme-viz/flight-delays@412", "runtime.module()")

	g.nbAdd("nb/observable-framework-dotenv-loader", `
$ cat .env
SNOWFLAKE_ACCOUNT=acme-eu1
SNOWFLAKE_USER=FRAMEWORK_LOADER
SNOWFLAKE_PASSWORD=«p»
SNOWFLAKE_WAREHOUSE=LOADER_WH
$ cat src/data/revenue.parquet.js
import "dotenv/config";
import snowflake from "snowflake-sdk";
const conn = snowflake.createConnection({
  account: process.env.SNOWFLAKE_ACCOUNT,
  username: process.env.SNOWFLAKE_USER,
  password: process.env.SNOWFLAKE_PASSWORD,
  warehouse: process.env.SNOWFLAKE_WAREHOUSE
});
`, V{"p": g.pwStrong()}, "FRAMEWORK_LOADER", "process.env.SNOWFLAKE_PASSWORD")

	g.nbAdd("nb/observable-secret-benign", `
// Observable notebook cell (Secrets are set in notebook settings, never shown)
token = Secret("GITHUB_TOKEN")

issues = fetch("https://api.github.com/repos/acme/web/issues?state=open", {
  headers: {Authorization: ˋtoken ${token}ˋ}
}).then(r => r.json())
`, V{}, `Secret("GITHUB_TOKEN")`, "https://api.github.com/repos/acme/web/issues?state=open")

	g.nbAdd("nb/hex-api-run-project", `
$ curl -s -X POST "https://app.hex.tech/api/v1/project/«_pid»/run" \
    -H "Authorization: Bearer «t»" \
    -H "Content-Type: application/json" \
    -d '{"inputParams": {"region": "EMEA"}, "updateCache": true}'
{"projectId":"«_pid»","runId":"«_rid»","runUrl":"https://app.hex.tech/acme/app/«_pid»/latest?runId=«_rid»","runStatusUrl":"https://app.hex.tech/api/v1/project/«_pid»/run/«_rid»","traceId":"«_tr»","projectVersion":37}
`, V{"_pid": g.uuid(), "t": "hxtw_" + g.hex(64), "_rid": g.uuid(), "_tr": g.hex(32)}, "\"projectVersion\":37")

	g.nbAdd("nb/hex-python-cell-hardcoded", `
# Hex › Churn model › Python cell "Fetch Segment profile"
import requests
SEGMENT_SPACE = "spa_«_sp»"
SEGMENT_TOKEN = "«t»"  # TODO: move to a Hex secret
resp = requests.get(
    f"https://profiles.segment.com/v1/spaces/{SEGMENT_SPACE}/collections/users/profiles/user_id:{user_id}/traits",
    auth=(SEGMENT_TOKEN, ""),
)
`, V{"_sp": g.an(22), "t": g.b64u(64)}, "TODO: move to a Hex secret")

	g.nbAdd("nb/deepnote-integration-env", `
# Deepnote cell output
import os
{k: v for k, v in os.environ.items() if k.startswith("ANALYTICS_PG_")}

{'ANALYTICS_PG_HOST': 'analytics-pg.acme.internal',
 'ANALYTICS_PG_PORT': '5432',
 'ANALYTICS_PG_DATABASE': 'analytics',
 'ANALYTICS_PG_USER': 'deepnote',
 'ANALYTICS_PG_PASSWORD': '«p»'}
`, V{"p": g.pwURL()}, "analytics-pg.acme.internal", "ANALYTICS_PG_DATABASE")

	g.nbAdd("nb/deepnote-file-yaml", `
$ sed -n '1,34p' churn.deepnote
metadata:
  createdAt: 2024-06-18T10:02:44.118Z
  modifiedAt: 2024-06-19T08:11:09.512Z
project:
  id: «_p»
  name: Churn analysis
  notebooks:
    - id: «_n»
      name: 01 Explore
      blocks:
        - id: «_b1»
          type: code
          sortingKey: a0
          content: |-
            import stripe
            stripe.api_key = "«k»"
            subs = stripe.Subscription.list(status="canceled", limit=100)
        - id: «_b2»
          type: markdown
          sortingKey: a1
          content: "## Cancellations by plan"
version: 1.0.0
`, V{"_p": g.uuid(), "_n": g.uuid(), "_b1": g.hex(32), "_b2": g.hex(32), "k": g.rkLive()}, "Churn analysis", "sortingKey: a0")

	g.nbAdd("nb/kaggle-json-windows-type", `
PS C:\Users\Mehmet> type $env:USERPROFILE\.kaggle\kaggle.json
{"username":"mehmetyilmaz","key":"«k»"}
PS C:\Users\Mehmet> kaggle datasets list -s "turkish news"
ref                                      title                               size  lastUpdated          downloadCount
---------------------------------------  ---------------------------------  -----  -------------------  -------------
savasy/ttc4900                           TTC4900 Turkish news category        5MB  2020-06-17 10:52:16           2891
`, V{"k": g.nbKaggle()}, "savasy/ttc4900", "mehmetyilmaz")

	g.nbAdd("nb/kaggle-usersecrets-and-fallback", `
from kaggle_secrets import UserSecretsClient
user_secrets = UserSecretsClient()
try:
    hf_token = user_secrets.get_secret("HF_TOKEN")
except Exception:
    hf_token = "«k»"
wandb_key = user_secrets.get_secret("wandb_api_key")
`, V{"k": g.hfTok()}, `user_secrets.get_secret("wandb_api_key")`)

	g.nbAdd("nb/kaggle-gha-env", `
      - name: Push kernel
        env:
          KAGGLE_USERNAME: acme-ml
          KAGGLE_KEY: «k»
        run: |
          pip install kaggle==1.6.17
          kaggle kernels push -p kernels/baseline
`, V{"k": g.nbKaggle()}, "kaggle kernels push -p kernels/baseline", "KAGGLE_USERNAME: acme-ml")

	g.nbAdd("nb/sagemaker-presigned-notebook-url", `
$ aws sagemaker create-presigned-notebook-instance-url --notebook-instance-name ds-gpu-ml-g5 --session-expiration-duration-in-seconds 43200
{
    "AuthorizedUrl": "https://ds-gpu-ml-g5.notebook.eu-west-1.sagemaker.aws?authToken=«t»"
}
`, V{"t": "eyJhbGciOiJIUzI1NiJ9." + g.b64u(420) + "." + g.b64u(43)}, "ds-gpu-ml-g5", "--session-expiration-duration-in-seconds 43200")

	wk, hf := g.nbWandb(), g.hfTok()
	lc := "#!/bin/bash\nset -e\nsudo -u ec2-user -i <<'EOS'\necho 'export WANDB_API_KEY=" + wk + "' >> ~/.bashrc\necho 'export HF_TOKEN=" + hf + "' >> ~/.bashrc\nEOS\n"
	g.nbAdd("nb/sagemaker-lifecycle-config-b64", `
$ aws sagemaker describe-notebook-instance-lifecycle-config --notebook-instance-lifecycle-config-name ds-onstart --query 'OnStart[0].Content' --output text
«lc»
$ aws sagemaker describe-notebook-instance-lifecycle-config --notebook-instance-lifecycle-config-name ds-onstart --query 'OnStart[0].Content' --output text | base64 -d
#!/bin/bash
set -e
sudo -u ec2-user -i <<'EOS'
echo 'export WANDB_API_KEY=«wk»' >> ~/.bashrc
echo 'export HF_TOKEN=«hf»' >> ~/.bashrc
EOS
`, V{"lc": b64s(lc), "wk": wk, "hf": hf}, "ds-onstart")

	g.nbAdd("nb/azureml-sp-auth-cell", `
from azureml.core import Workspace
from azureml.core.authentication import ServicePrincipalAuthentication

sp = ServicePrincipalAuthentication(
    tenant_id="«_ten»",
    service_principal_id="«_spid»",
    service_principal_password="«pw»",
)
ws = Workspace.from_config(path="config.json", auth=sp)
print(ws.name, ws.resource_group, ws.location, sep="\n")
aml-ws-forecast
rg-ml-prod
westeurope
`, V{"_ten": g.uuid(), "_spid": g.uuid(), "pw": g.azSecret()}, "aml-ws-forecast", "rg-ml-prod")

	g.nbAdd("nb/marimo-notebook-py", `
import marimo

__generated_with = "0.6.19"
app = marimo.App(width="medium")


@app.cell
def __():
    import marimo as mo
    import duckdb
    return duckdb, mo


@app.cell
def __(duckdb):
    con = duckdb.connect()
    con.sql("INSTALL httpfs; LOAD httpfs;")
    con.sql("""
        CREATE SECRET r2 (
            TYPE R2,
            KEY_ID '«_kid»',
            SECRET '«sk»',
            ACCOUNT_ID '«_acct»'
        )
    """)
    return con,


if __name__ == "__main__":
    app.run()
`, V{"_kid": g.hex(32), "sk": g.hex(64), "_acct": g.hex(32)}, `__generated_with = "0.6.19"`)

	g.nbAdd("nb/marimo-edit-access-token-url", `
$ marimo edit notebooks/pricing.py --host 0.0.0.0 --port 2718

        Edit notebooks/pricing.py in your browser 📝

        ➜  URL: http://0.0.0.0:2718?access_token=«t»
        ➜  Network: http://192.168.1.44:2718?access_token=«t»

`, V{"t": g.b64u(22)}, "notebooks/pricing.py", "http://192.168.1.44:2718")

	g.nbAdd("nb/pluto-notebook-env", `
### A Pluto.jl notebook ###
# v0.19.42

using Markdown
using InteractiveUtils

# ╔═╡ «_c1»
using HTTP, JSON3

# ╔═╡ «_c2»
ENV["OPENWEATHER_KEY"] = "«k»"

# ╔═╡ «_c3»
resp = HTTP.get("https://api.openweathermap.org/data/2.5/weather?q=Lyon&appid=$(ENV["OPENWEATHER_KEY"])")

# ╔═╡ Cell order:
# ╠═«_c1»
# ╠═«_c2»
# ╠═«_c3»
`, V{"_c1": g.uuid(), "_c2": g.uuid(), "_c3": g.uuid(), "k": g.hex(32)}, "### A Pluto.jl notebook ###")

	g.nbAdd("nb/pluto-server-secret-url", `
julia> import Pluto; Pluto.run(host="0.0.0.0", port=1234)
[ Info: Loading...
┌ Info:
└ Go to http://0.0.0.0:1234/?secret=«s» in your browser to start writing ~ have fun!
┌ Info:
│ Press Ctrl+C in this terminal to stop Pluto
└
`, V{"s": g.an(8)}, "Press Ctrl+C in this terminal to stop Pluto")

	g.nbAdd("nb/livebook-startup-and-livemd", `
$ LIVEBOOK_IP=0.0.0.0 livebook server
[Livebook] Application running at http://0.0.0.0:8080/?token=«t»

$ cat notebooks/support_bot.livemd
# Support bot

ˋˋˋelixir
Mix.install([{:req, "~> 0.5"}])
ˋˋˋ

ˋˋˋelixir
key = System.fetch_env!("LB_OPENAI_API_KEY")
Req.post!("https://api.openai.com/v1/chat/completions", auth: {:bearer, key}, json: %{model: "gpt-4o-mini", messages: []})
ˋˋˋ
`, V{"t": g.s("abcdefghijklmnopqrstuvwxyz234567", 32)}, `System.fetch_env!("LB_OPENAI_API_KEY")`, "notebooks/support_bot.livemd")

	g.nbAdd("nb/livebook-password-dockerfile", `
FROM ghcr.io/livebook-dev/livebook:0.13.3
ENV LIVEBOOK_PASSWORD="«p»"
ENV LIVEBOOK_SECRET_KEY_BASE="«skb»"
ENV LIVEBOOK_COOKIE="«ck»"
ENV LIVEBOOK_DATA_PATH=/data
EXPOSE 8080
`, V{"p": g.pw(), "skb": g.b64(48), "ck": g.s(alLower, 26)}, "ghcr.io/livebook-dev/livebook:0.13.3")

	g.nbAdd("nb/mybinder-launch-url", `
Binder is ready, open the notebook here (link expires with the session):
https://hub.2i2c.mybinder.org/user/acme-tutorials-workshop-«_s»/lab/tree/01-intro.ipynb?token=«t»
`, V{"_s": g.s(alLowNum, 8), "t": g.b64u(22)}, "01-intro.ipynb")

	g.nbAdd("nb/mode-notebook-api-auth", `
# Mode › Report "Weekly GMV" › Python notebook
import requests
MODE_TOKEN = "«=tok»"
MODE_SECRET = "«sec»"
r = requests.get("https://app.mode.com/api/acme/reports/«_rep»/runs",
                 auth=(MODE_TOKEN, MODE_SECRET))
datasets["Query 1"].head()
`, V{"=tok": g.hex(12), "sec": g.hex(24), "_rep": g.hex(12)}, "Weekly GMV")
}

func (g *G) nbTrackers() {
	g.nbAdd("nb/wandb-login-cell-stderr", nbCode("3", "«_c»", `import wandb
wandb.login(key="«k»", relogin=True)`,
		nbOut("stderr", `wandb: W&B API key is configured. Use ˋwandb login --reloginˋ to force relogin
wandb: WARNING If you're specifying your api key in code, ensure this code is not shared publicly.
wandb: WARNING Consider setting the WANDB_API_KEY environment variable, or running ˋwandb loginˋ from the command line.
wandb: Appending key for api.wandb.ai to your netrc file: /home/jovyan/.netrc
`), nbResult("3", "True")), V{"_c": g.nbCellID(), "k": g.nbWandb()}, "/home/jovyan/.netrc")

	hf := g.hfTok()
	g.nbAdd("nb/wandb-run-config-yaml-leaks-args", `
$ cat wandb/run-20240627_101533-«_run»/files/config.yaml
wandb_version: 1

_wandb:
  desc: null
  value:
    python_version: 3.10.14
    cli_version: 0.17.3
    framework: huggingface
    is_jupyter_run: true
    start_time: 1719483333
learning_rate:
  desc: null
  value: 0.0002
model_name:
  desc: null
  value: meta-llama/Meta-Llama-3-8B
hub_token:
  desc: null
  value: «hf»
push_to_hub:
  desc: null
  value: true
`, V{"_run": g.s(alLowNum, 8), "hf": hf}, "meta-llama/Meta-Llama-3-8B", "cli_version: 0.17.3")

	g.nbAdd("nb/wandb-agent-env-inline", `
$ WANDB_API_KEY=«k» wandb agent acme-ml/ner-distill/«_sw»
wandb: Starting wandb agent 🕵️
2024-06-27 11:02:15,114 - wandb.wandb_agent - INFO - Running runs: []
2024-06-27 11:02:15,531 - wandb.wandb_agent - INFO - Agent received command: run
2024-06-27 11:02:15,531 - wandb.wandb_agent - INFO - Agent starting run with config:
	batch_size: 32
	lr: 3.1e-05
`, V{"k": g.nbWandb(), "_sw": g.s(alLowNum, 8)}, "acme-ml/ner-distill")

	g.nbAdd("nb/comet-experiment-cell", nbCode("2", "«_c»", `from comet_ml import Experiment
experiment = Experiment(api_key="«k»", project_name="defect-detection", workspace="acme-vision")`,
		nbOut("stderr", `COMET INFO: Experiment is live on comet.com https://www.comet.com/acme-vision/defect-detection/«_e»

`)), V{"_c": g.nbCellID(), "k": g.an(25), "_e": g.hex(32)}, "acme-vision/defect-detection")

	g.nbAdd("nb/neptune-init-run-token", `
run = neptune.init_run(
    project="acme-ml/churn",
    api_token="«t»",
    tags=["xgboost", "baseline"],
)
[neptune] [info   ] Neptune initialized. Open in the app: https://app.neptune.ai/acme-ml/churn/e/CHURN-«=n»
`, V{"t": g.nbNeptune(), "=n": g.digits(3)}, "https://app.neptune.ai/acme-ml/churn/e/CHURN-")

	g.nbAdd("nb/clearml-set-credentials-cell", `
from clearml import Task
Task.set_credentials(
    api_host="https://api.clearml.acme.io",
    web_host="https://app.clearml.acme.io",
    files_host="https://files.clearml.acme.io",
    key="«_ak»",
    secret="«sk»",
)
task = Task.init(project_name="OCR", task_name="finetune-donut")
ClearML Task: created new task id=«_tid»
ClearML results page: https://app.clearml.acme.io/projects/«_pid»/experiments/«_tid»/output/log
`, V{"_ak": g.s(alUpNum, 30), "sk": g.an(50), "_tid": g.hex(32), "_pid": g.hex(32)}, "finetune-donut")

	g.nbAdd("nb/clearml-conf-api-credentials", `
$ sed -n '1,14p' ~/clearml.conf
# ClearML SDK configuration file
api {
    web_server: https://app.clear.ml
    api_server: https://api.clear.ml
    files_server: https://files.clear.ml
    credentials {
        "access_key" = "«_ak»"
        "secret_key" = "«sk»"
    }
}
sdk {
    aws { s3 { key: "«s3id»", secret: "«s3sk»", region: "eu-central-1" } }
`, V{"_ak": g.s(alUpNum, 30), "sk": g.an(50), "s3id": g.awsID(), "s3sk": g.awsSecret()}, "https://files.clear.ml")

	g.nbAdd("nb/mlflow-basic-auth-uri-cell", nbCode("1", "«_c»", `import mlflow
mlflow.set_tracking_uri("https://ml-user:«p»@mlflow.ml.acme.io")
mlflow.set_experiment("/fraud/gbm-v4")`, nbOut("stderr", `2024/06/28 09:14:02 INFO mlflow.tracking.fluent: Experiment with name '/fraud/gbm-v4' does not exist. Creating a new experiment.
`), nbResult("1", "<Experiment: artifact_location='s3://acme-mlflow/«=e»', creation_time=1719566042117, experiment_id='«=e»', last_update_time=1719566042117, lifecycle_stage='active', name='/fraud/gbm-v4', tags={}>")),
		V{"_c": g.nbCellID(), "p": g.pwURL(), "=e": g.digits(18)}, "/fraud/gbm-v4")

	g.nbAdd("nb/hf-cli-login-bang", `
!huggingface-cli login --token «t» --add-to-git-credential
Token is valid (permission: fineGrained).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /kaggle/working/.cache/huggingface/token
Login successful
`, V{"t": g.hfTok()}, "/kaggle/working/.cache/huggingface/token")

	g.nbAdd("nb/langfuse-keys-cell", `
import os
os.environ["LANGFUSE_PUBLIC_KEY"] = "pk-lf-«_pk»"
os.environ["LANGFUSE_SECRET_KEY"] = "«sk»"
os.environ["LANGFUSE_HOST"] = "https://cloud.langfuse.com"

from langfuse.decorators import observe
`, V{"_pk": g.uuid(), "sk": "sk-lf-" + g.uuid()}, "https://cloud.langfuse.com")

	g.nbAdd("nb/wandb-currently-logged-in-benign", `
wandb: Currently logged in as: priya-n (acme-ml). Use ˋwandb login --reloginˋ to force relogin
wandb: Tracking run with wandb version 0.17.3
wandb: Run data is saved locally in /content/wandb/run-20240627_093011-«_r»
wandb: Run ˋwandb offlineˋ to turn off syncing.
wandb: Syncing run vivid-forest-42
wandb: ⭐️ View project at https://wandb.ai/acme-ml/seg-models
wandb: 🚀 View run at https://wandb.ai/acme-ml/seg-models/runs/«_r»
`, V{"_r": g.s(alLowNum, 8)}, "vivid-forest-42", "https://wandb.ai/acme-ml/seg-models")

	g.nbAdd("nb/openai-key-print-debug-cell", nbCode("8", "«_c»", `print(os.getenv("AZURE_OPENAI_ENDPOINT"), os.getenv("AZURE_OPENAI_API_KEY"))`,
		nbOut("stdout", "https://acme-oai-sweden.openai.azure.com/ «k»\n")), V{"_c": g.nbCellID(), "k": g.hex(32)}, "https://acme-oai-sweden.openai.azure.com/")

	g.nbAdd("nb/cohere-langchain-agent-verbose", `
> Entering new AgentExecutor chain...
Invoking: ˋsql_db_queryˋ with ˋ{'query': "SELECT name FROM customers LIMIT 3"}ˋ
[('Globex',), ('Initech',), ('Umbrella',)]
> Finished chain.

In [14]: llm
Out[14]: ChatCohere(client=<cohere.client.Client object at 0x7f1e8c2b3d90>, async_client=<cohere.client.AsyncClient object at 0x7f1e8c2b3e50>, model='command-r-plus', cohere_api_key=SecretStr('**********'))

In [15]: db._engine.url.render_as_string(hide_password=False)
Out[15]: 'postgresql://agent_ro:«p»@crm-replica.acme.internal:5432/crm'
`, V{"p": g.pwURL()}, "cohere_api_key=SecretStr('**********')", "crm-replica.acme.internal")
}

func (g *G) nbAgent() {
	g.nbAdd("nb/agent-notebook-read-tool", `
⏺ Read(notebooks/vector_search.ipynb)
  ⎿  Read 9 cells

<cell id="«_c1»"># Vector search prototype</cell id="«_c1»">
<cell id="«_c2»">import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_cl».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«k»"),
)</cell id="«_c2»">
<cell id="«_c3»">client.is_ready()</cell id="«_c3»">
True
`, V{"_c1": g.nbCellID(), "_c2": g.nbCellID(), "_c3": g.nbCellID(), "_cl": g.s(alLowNum, 12), "k": g.an(40)}, "c0.europe-west3.gcp.weaviate.cloud")

	g.nbAdd("nb/agent-notebook-edit-insert-call", `
{"type":"tool_use","id":"toolu_«_tu»","name":"NotebookEdit","input":{"notebook_path":"/home/dev/analysis/pipeline.ipynb","cell_id":"«_c»","edit_mode":"insert","cell_type":"code","new_source":"import os\nos.environ[\"DB_URL\"] = \"mysql://etl:«p»@10.0.12.8:3306/stage\"\nfrom pipeline import run\nrun()"}}
`, V{"_tu": g.an(24), "_c": g.nbCellID(), "p": g.pwURL()}, "/home/dev/analysis/pipeline.ipynb")

	g.nbAdd("nb/agent-git-diff-stripped-output", `
$ git diff notebooks/ingest.ipynb
diff --git a/notebooks/ingest.ipynb b/notebooks/ingest.ipynb
index «_a»..«_b» 100644
--- a/notebooks/ingest.ipynb
+++ b/notebooks/ingest.ipynb
@@ -41,16 +41,9 @@
   {
    "cell_type": "code",
-   "execution_count": 7,
+   "execution_count": null,
    "id": "«_c»",
    "metadata": {},
-   "outputs": [
-    {
-     "name": "stdout",
-     "output_type": "stream",
-     "text": [
-      "token=«t» expires=2024-07-01T00:00:00Z\n"
-     ]
-    }
-   ],
+   "outputs": [],
    "source": [
     "tok = auth.login()\n",
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.nbCellID(), "t": g.okta()}, "notebooks/ingest.ipynb")

	g.nbAdd("nb/agent-nbdime-diff", `
$ nbdiff notebooks/eval.ipynb
nbdiff notebooks/eval.ipynb (HEAD) notebooks/eval.ipynb
--- notebooks/eval.ipynb (HEAD)  (no timestamp)
+++ notebooks/eval.ipynb  2024-06-28 14:02:17.391221
## modified /cells/2/source:
@@ -1,3 +1,3 @@
 from mistralai import Mistral
-client = Mistral(api_key="«old»")
+client = Mistral(api_key=os.environ["MISTRAL_API_KEY"])
 model = "mistral-large-latest"

## deleted /cells/2/outputs/0:
-  output:
-    output_type: stream
-    name: stdout
-    text:
-      models: ['open-mistral-7b', 'mistral-large-latest']
`, V{"old": g.an(32)}, `os.environ["MISTRAL_API_KEY"]`, "mistral-large-latest")

	g.nbAdd("nb/agent-gitleaks-report-ipynb", `
$ gitleaks detect --source . --report-format json --report-path - --no-banner | jq '.[0]'
{
  "Description": "Slack token",
  "StartLine": 118,
  "EndLine": 118,
  "StartColumn": 22,
  "EndColumn": 77,
  "Match": "\"SLACK_TOKEN = \\\"«t»",
  "Secret": "«t»",
  "File": "notebooks/alerts.ipynb",
  "SymlinkFile": "",
  "Commit": "«_sha»",
  "Entropy": 4.9182115,
  "Author": "Rui Costa",
  "Email": "rui.costa@acme.io",
  "Date": "2024-06-11T16:40:02Z",
  "Message": "alerting notebook",
  "Tags": [],
  "RuleID": "slack-bot-token",
  "Fingerprint": "«_sha»:notebooks/alerts.ipynb:slack-bot-token:118"
}
`, V{"t": g.xoxb(), "_sha": g.gitSHA()}, "slack-bot-token", "rui.costa@acme.io")

	g.nbAdd("nb/agent-detect-secrets-baseline-benign", `
$ jq '.results["notebooks/explore.ipynb"]' .secrets.baseline
[
  {
    "type": "Secret Keyword",
    "filename": "notebooks/explore.ipynb",
    "hashed_secret": "«_h1»",
    "is_verified": false,
    "line_number": 57
  },
  {
    "type": "Base64 High Entropy String",
    "filename": "notebooks/explore.ipynb",
    "hashed_secret": "«_h2»",
    "is_verified": false,
    "line_number": 412
  }
]
`, V{"_h1": g.hex(40), "_h2": g.hex(40)}, "Base64 High Entropy String")

	g.nbAdd("nb/agent-python-print-output-text", `
$ python -c "import json; nb = json.load(open('triage.ipynb')); print(nb['cells'][4]['outputs'][0]['text'])"
['Connecting to https://sentry.io/api/0/organizations/acme/issues/ ...\n', 'Authorization: Bearer «t»\n', '200 OK, 48 issues\n']
`, V{"t": g.sentryUser()}, "https://sentry.io/api/0/organizations/acme/issues/")

	g.nbAdd("nb/agent-ruff-notebook-findings", `
$ ruff check --select S notebooks/ --output-format full
notebooks/etl.ipynb:cell 3:4:13: S105 Possible hardcoded password assigned to: "FTP_PASSWORD"
  |
2 | FTP_HOST = "ftp.supplier-portal.de"
3 | FTP_USER = "acme_upload"
4 | FTP_PASSWORD = "«p»"
  |                ^^^^^^^^^^^^^^^^^^^^^ S105
5 | ftp = ftplib.FTP_TLS(FTP_HOST)
  |

Found 1 error.
`, V{"p": g.pw()}, "ftp.supplier-portal.de", "acme_upload")

	g.nbAdd("nb/agent-checkpoint-still-has-key", `
$ grep -rn "TWILIO_AUTH_TOKEN" notebooks/
notebooks/sms_campaign.ipynb:33:    "TWILIO_AUTH_TOKEN = os.environ[\"TWILIO_AUTH_TOKEN\"]\n",
notebooks/.ipynb_checkpoints/sms_campaign-checkpoint.ipynb:33:    "TWILIO_AUTH_TOKEN = \"«t»\"\n",
`, V{"t": g.hex(32)}, "sms_campaign-checkpoint.ipynb")

	g.nbAdd("nb/agent-vscode-ipykernel-traceback", `
Cell In[5], line 3
      1 from openai import AzureOpenAI
      2 client = AzureOpenAI(azure_endpoint="https://acme-oai.openai.azure.com",
----> 3                      api_key="«k»", api_version="2024-05-01-preview")

File ~/proj/.venv/lib/python3.12/site-packages/openai/lib/azure.py:175, in AzureOpenAI.__init__(self, api_version, azure_endpoint, azure_deployment, api_key, azure_ad_token, azure_ad_token_provider, organization, project, base_url, websocket_base_url, timeout, max_retries, default_headers, default_query, http_client, _strict_response_validation)
TypeError: AzureOpenAI.__init__() got an unexpected keyword argument 'deployment'
`, V{"k": g.hex(32)}, "https://acme-oai.openai.azure.com", "2024-05-01-preview")

	g.nbAdd("nb/agent-ipython-startup-file", `
$ cat ~/.ipython/profile_default/startup/00-keys.py
# loaded in every kernel
import os
os.environ.setdefault("FRED_API_KEY", "«fred»")
os.environ.setdefault("POLYGON_API_KEY", "«poly»")
os.environ.setdefault("ALPHAVANTAGE_KEY", "«av»")
`, V{"fred": g.hex(32), "poly": g.an(32), "av": g.s(alUpNum, 16)}, "~/.ipython/profile_default/startup/00-keys.py")

	g.nbAdd("nb/agent-filter-repo-replacements", `
$ cat /tmp/nb-replacements.txt
literal:«k1»==>REDACTED_ANTHROPIC
literal:«k2»==>REDACTED_PG
regex:"token=[0-9a-f]{48}"==>"token=REDACTED"
$ git filter-repo --replace-text /tmp/nb-replacements.txt --path notebooks/ --force
Parsed 212 commits
New history written in 0.84 seconds; now repacking/cleaning...
`, V{"k1": g.anthropic(), "k2": g.pwStrong()}, "git filter-repo --replace-text /tmp/nb-replacements.txt")

	g.nbAdd("nb/agent-chat-user-pastes-colab-output", `
user: the colab cell below keeps failing, can you see why?

    !curl -s https://api.elevenlabs.io/v1/voices -H "xi-api-key: «k»" | head -c 200
    {"detail":{"status":"quota_exceeded","message":"This request exceeds your quota. You have 112 credits remaining, while 418 credits are required for this request."}}

assistant: The key works (you got a quota error, not 401). You have 112 credits left and the request needs 418, so either shorten the text or upgrade the plan.
`, V{"k": "sk_" + g.hex(48)}, "quota_exceeded")

	g.nbAdd("nb/agent-summary-quotes-key", `
I went through all 14 cells of ˋmarketing/attribution.ipynbˋ. Findings:

1. Cell 2 hard-codes a Google Ads developer token (ˋ«dt»ˋ) and an OAuth refresh token (ˋ«rt»ˋ). Both should come from the ˋgoogle-ads.yamlˋ that the other notebooks use.
2. Cell 9 reads ˋcustomer_id = "«_cust»"ˋ, which is fine to keep.
3. Outputs of cells 6–8 are 4.1 MB of base64 PNG; I'd clear them before committing.
`, V{"dt": g.b64u(22), "rt": g.gRefresh(), "_cust": g.digits(3) + "-" + g.digits(3) + "-" + g.digits(4)}, "marketing/attribution.ipynb", "google-ads.yaml")

	g.nbAdd("nb/agent-nbstripout-dry-run", `
$ nbstripout --install && git add -p notebooks/report.ipynb
diff --git a/notebooks/report.ipynb b/notebooks/report.ipynb
@@ -88,13 +88,7 @@
    "outputs": [
-    {
-     "data": {
-      "text/plain": [
-       "{'Authorization': 'Basic «basic»', 'Accept': 'application/json'}"
-      ]
-     },
-     "execution_count": 11,
-     "metadata": {},
-     "output_type": "execute_result"
-    }
    ],
(1/1) Stage this hunk [y,n,q,a,d,e,?]? y
`, V{"basic": b64s("api-reporter@acme.io:" + g.pw())}, "nbstripout --install")

	g.nbAdd("nb/agent-jupyter-mcp-tool-result", `
{"jsonrpc":"2.0","id":17,"result":{"content":[{"type":"text","text":"[Cell 12 executed]\nstdout:\nTotal rows: 88211\nS3 presign: https://acme-exports.s3.eu-west-1.amazonaws.com/q2/customers.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«id»%2F20240628%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240628T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«sig»\n"}],"isError":false}}
`, V{"id": g.awsID(), "sig": g.hex(64)}, "acme-exports.s3.eu-west-1.amazonaws.com/q2/customers.csv")

	g.nbAdd("nb/agent-notebook-secret-file", `
$ ls -la ~/.local/share/jupyter/
total 16
drwxr-xr-x 4 amir amir 4096 Jun 10 09:12 .
-rw------- 1 amir amir 1024 Mar  2 15:40 notebook_secret
-rw-r--r-- 1 amir amir 20480 Jun 28 11:03 nbsignatures.db
drwx------ 2 amir amir 4096 Jun 28 11:03 runtime
$ xxd -p ~/.local/share/jupyter/notebook_secret | head -2
«s1»
«s2»
`, V{"s1": g.hex(60), "s2": g.hex(60)}, "nbsignatures.db")

	g.nbAdd("nb/agent-whos-output", `
In [21]: %whos str
Variable      Type    Data/Info
-------------------------------
BUCKET        str     acme-ml-artifacts
PROJECT       str     acme-research-ml
SF_PASSWORD   str     «p»
SF_USER       str     DS_SANDBOX
`, V{"p": g.pwStrong()}, "acme-ml-artifacts", "DS_SANDBOX")
}

func (g *G) nbBenign() {
	g.nbAdd("nb/benign-ipynb-cell-ids-and-counts", nbDoc("py",
		nbCode("1", "«_c1»", `import numpy as np
import matplotlib.pyplot as plt`),
		nbCode("2", "«_c2»", `rng = np.random.default_rng(42)
x = rng.normal(size=1000)
x.mean(), x.std()`, nbResult("2", "(0.01928, 0.98841)")),
		nbCode("null", "«_c3»", `# TODO`)), V{"_c1": g.nbCellID(), "_c2": g.nbCellID(), "_c3": g.nbCellID()}, "default_rng(42)")

	g.nbAdd("nb/benign-image-png-display-data", `
    {
     "data": {
      "image/png": "«_png»",
      "text/plain": [
       "<Figure size 640x480 with 1 Axes>"
      ]
     },
     "metadata": {},
     "output_type": "display_data"
    }
`, V{"_png": g.nbPNG(900)}, "<Figure size 640x480 with 1 Axes>")

	g.nbAdd("nb/benign-colab-execution-info", `
      "metadata": {
        "colab": {
          "base_uri": "https://localhost:8080/",
          "height": 424
        },
        "id": "«_c»",
        "executionInfo": {
          "status": "ok",
          "timestamp": 1719401822093,
          "user_tz": -120,
          "elapsed": 1841,
          "user": {
            "displayName": "Lena Fischer",
            "userId": "«_u»"
          }
        },
        "outputId": "«_o»"
      },
`, V{"_c": g.nbColabID(), "_u": g.digits(20), "_o": g.uuid()}, "Lena Fischer")

	g.nbAdd("nb/benign-jupyter-server-kernel-log", `
[I 2024-06-28 11:03:12.644 ServerApp] Kernel started: «_k»
[I 2024-06-28 11:03:13.201 ServerApp] Connecting to kernel «_k».
[I 2024-06-28 11:05:40.019 ServerApp] Starting buffering for «_k»:«_s»
[I 2024-06-28 11:05:41.730 ServerApp] Restoring connection for «_k»:«_s»
[I 2024-06-28 11:08:12.114 ServerApp] Saving file at /notebooks/explore.ipynb
`, V{"_k": g.uuid(), "_s": g.uuid()}, "Saving file at /notebooks/explore.ipynb")

	g.nbAdd("nb/benign-widget-state-models", `
  "widgets": {
   "application/vnd.jupyter.widget-state+json": {
    "state": {
     "«_m1»": {
      "model_module": "@jupyter-widgets/controls",
      "model_module_version": "2.0.0",
      "model_name": "FloatProgressModel",
      "state": {
       "bar_style": "success",
       "layout": "IPY_MODEL_«_m2»",
       "max": 1288,
       "style": "IPY_MODEL_«_m3»",
       "value": 1288
      }
     }
    },
    "version_major": 2,
    "version_minor": 0
   }
  }
`, V{"_m1": g.hex(32), "_m2": g.hex(32), "_m3": g.hex(32)}, "FloatProgressModel")

	g.nbAdd("nb/benign-kaggle-kernel-metadata", `
$ cat kernels/baseline/kernel-metadata.json
{
  "id": "acme-ml/lumbar-spine-baseline",
  "title": "Lumbar Spine Baseline",
  "code_file": "baseline.ipynb",
  "language": "python",
  "kernel_type": "notebook",
  "is_private": true,
  "enable_gpu": true,
  "enable_internet": false,
  "dataset_sources": ["acme-ml/rsna-2024-png-384"],
  "competition_sources": ["rsna-2024-lumbar-spine-degenerative-classification"],
  "kernel_sources": [],
  "model_sources": ["acme-ml/efficientnet-b3/pyTorch/default/«=v»"]
}
`, V{"=v": g.digits(1)}, "acme-ml/lumbar-spine-baseline", "acme-ml/rsna-2024-png-384")

	g.nbAdd("nb/benign-databricks-run-output-ids", `
$ databricks jobs get-run «_run» -o json | jq '{job_id, run_id, state: .state.result_state, cluster: .cluster_instance.cluster_id, notebook: .tasks[0].notebook_task.notebook_path, run_page_url}'
{
  "job_id": «_job»,
  "run_id": «_run»,
  "state": "SUCCESS",
  "cluster": "«_cl»",
  "notebook": "/Repos/data-eng/pipelines/notebooks/daily_orders",
  "run_page_url": "https://adb-«_ws».«=n».azuredatabricks.net/?o=«_ws»#job/«_job»/run/«_run»"
}
`, V{"_run": g.digits(15), "_job": g.digits(15), "_cl": g.nbClusterID(), "_ws": g.digits(16), "=n": g.digits(1)}, "/Repos/data-eng/pipelines/notebooks/daily_orders")

	g.nbAdd("nb/benign-zeppelin-note-list", `
$ curl -s -b "JSESSIONID=$ZSESSION" http://zeppelin.internal:8080/api/notebook | jq -c '.body[]'
{"id":"2JBXQ4R7M","path":"/streaming/msk_orders"}
{"id":"2JC7TF1ZP","path":"/finance/daily_close"}
{"id":"2JD1K9A4W","path":"/~Trash/old_scratch"}
`, V{}, "2JC7TF1ZP", "/finance/daily_close", "$ZSESSION")

	g.nbAdd("nb/benign-placeholders-doc", `
## Connecting to the lab server

1. Start the server: ˋjupyter lab --no-browser --port 8888ˋ
2. Copy the URL it prints, it looks like ˋhttp://127.0.0.1:8888/lab?token=<your-token>ˋ
3. In VS Code, paste it under *Existing Jupyter Server*.

Never paste the real token into a notebook cell. Put keys in ˋ.envˋ as
ˋOPENAI_API_KEY=sk-...ˋ and load them with ˋ%load_ext dotenvˋ / ˋ%dotenvˋ.
`, V{}, "http://127.0.0.1:8888/lab?token=<your-token>", "OPENAI_API_KEY=sk-...")

	g.nbAdd("nb/benign-jupyter-message-header", `
{"header": {"msg_id": "«_m»_«=p»_7", "msg_type": "execute_request", "username": "username", "session": "«_s»", "date": "2024-06-28T11:04:52.118832Z", "version": "5.3"}, "parent_header": {}, "metadata": {"cellId": "«_cell»", "deletedCells": [], "recordTiming": false}, "content": {"code": "df.describe()", "silent": false, "store_history": true, "user_expressions": {}, "allow_stdin": true, "stop_on_error": true}, "buffers": [], "channel": "shell"}
`, V{"_m": g.nbSessionID(), "=p": g.digits(5), "_s": g.nbSessionID(), "_cell": g.uuid()}, "execute_request")

	g.nbAdd("nb/benign-hf-datasets-download-output", `
    {
     "name": "stderr",
     "output_type": "stream",
     "text": [
      "Downloading readme: 100%|██████████| 9.13k/9.13k [00:00<00:00, 21.4MB/s]\n",
      "Resolving data files: 100%|██████████| 18/18 [00:00<00:00, 212.51it/s]\n",
      "Generating train split: 100%|██████████| 87599/87599 [00:01<00:00, 61022.37 examples/s]\n",
      "Using the latest cached version of the dataset since rajpurkar/squad couldn't be found on the Hugging Face Hub (revision «_rev»)\n"
     ]
    }
`, V{"_rev": g.gitSHA()}, "rajpurkar/squad", "Generating train split")

	g.nbAdd("nb/benign-quarto-publish-yml", `
$ cat _publish.yml
- source: project
  quarto-pub:
    - id: «_id»
      url: 'https://acme-ds.quarto.pub/field-notes'
  connect:
    - id: «_cid»
      url: 'https://connect.analytics.acme.io/content/«_cid»/'
`, V{"_id": g.uuid(), "_cid": g.uuid()}, "https://acme-ds.quarto.pub/field-notes")

	g.nbAdd("nb/benign-dvc-lock-notebook-outputs", `
stages:
  featurize:
    cmd: papermill notebooks/featurize.ipynb out/featurize.ipynb -p seed 7
    deps:
    - path: data/raw/events.parquet
      hash: md5
      md5: «_h1»
      size: 481204118
    - path: notebooks/featurize.ipynb
      hash: md5
      md5: «_h2»
      size: 38211
    outs:
    - path: data/features
      hash: md5
      md5: «_h3».dir
      size: 118820417
      nfiles: 12
`, V{"_h1": g.hex(32), "_h2": g.hex(32), "_h3": g.hex(32)}, "papermill notebooks/featurize.ipynb out/featurize.ipynb -p seed 7")

	g.nbAdd("nb/benign-plotly-output-uids", `
    {
     "data": {
      "application/vnd.plotly.v1+json": {
       "config": {
        "plotlyServerURL": "https://plot.ly"
       },
       "data": [
        {
         "hovertemplate": "month=%{x}<br>revenue=%{y}<extra></extra>",
         "legendgroup": "",
         "mode": "lines",
         "name": "",
         "type": "scatter",
         "uid": "«_u»",
         "x": ["2024-01", "2024-02", "2024-03"],
         "y": [412.1, 398.7, 455.0]
        }
       ]
      }
     },
     "metadata": {},
     "output_type": "display_data"
    }
`, V{"_u": g.uuid()}, "https://plot.ly", "month=%{x}<br>revenue=%{y}<extra></extra>")

	g.nbAdd("nb/benign-deepnote-hex-urls", `
Links for the review:
- Deepnote: https://deepnote.com/workspace/acme-analytics-«_w»/project/Churn-analysis-«_p»/notebook/01-Explore-«_n»
- Hex: https://app.hex.tech/acme/app/«_h»/latest
- Observable: https://observablehq.com/d/«_o»
`, V{"_w": g.uuid(), "_p": g.uuid(), "_n": g.hex(32), "_h": g.uuid(), "_o": g.hex(16)}, "Churn-analysis")

	g.nbAdd("nb/benign-jupyter-paths-and-kernelspecs", `
$ jupyter kernelspec list
Available kernels:
  ir         /home/ana/.local/share/jupyter/kernels/ir
  julia-1.10 /home/ana/.local/share/jupyter/kernels/julia-1.10
  python3    /home/ana/miniforge3/envs/ds/share/jupyter/kernels/python3
$ jupyter --runtime-dir
/home/ana/.local/share/jupyter/runtime
`, V{}, "/home/ana/.local/share/jupyter/kernels/julia-1.10", "/home/ana/.local/share/jupyter/runtime")

	g.nbAdd("nb/benign-wandb-artifact-digest", `
In [9]: art = run.use_artifact("acme-ml/seg-models/unet-weights:v12"); art.digest, art.id
Out[9]: ('«_d»', 'QXJ0aWZhY3Q6«_id»')
`, V{"_d": g.hex(32), "_id": g.digits(9)}, "acme-ml/seg-models/unet-weights:v12")

	g.nbAdd("nb/benign-databricks-cell-metadata", `
   "metadata": {
    "application/vnd.databricks.v1+cell": {
     "cellMetadata": {
      "byteLimit": 2048000,
      "rowLimit": 10000
     },
     "inputWidgets": {},
     "nuid": "«_n»",
     "showTitle": true,
     "title": "Load bronze orders"
    }
   },
`, V{"_n": g.uuid()}, "Load bronze orders")

	g.nbAdd("nb/benign-masked-token-ui", `
Kernel › Jupyter Server: remote
  URL: https://jhub.lab.acme.io/user/aokafor/
  Token: ••••••••••••••••••••••••••••••••
Secrets (Colab sidebar)
  HF_TOKEN          Notebook access ✓   hf_••••••••••••••••••••••••••••••nVxQ
  WANDB_API_KEY     Notebook access ✗   ••••••••••••••••••••••••••••••••••••e41a
`, V{}, "https://jhub.lab.acme.io/user/aokafor/", "hf_••••••••••••••••••••••••••••••nVxQ")

	g.nbAdd("nb/benign-git-log-notebook-shas", `
$ git log --oneline -4 -- notebooks/forecast.ipynb
«_s1» forecast: clear outputs, move creds to .env
«_s2» forecast: add prophet baseline
«_s3» forecast: first version
$ git hash-object notebooks/forecast.ipynb
«_s4»
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7), "_s4": g.gitSHA()}, "forecast: clear outputs, move creds to .env")

	g.nbAdd("nb/benign-papermill-cell-timing", `
   "metadata": {
    "papermill": {
     "duration": 3.418211,
     "end_time": "2024-06-30T02:00:11.301122",
     "exception": false,
     "start_time": "2024-06-30T02:00:07.882911",
     "status": "completed"
    },
    "tags": []
   },
`, V{}, `"duration": 3.418211`)

	g.nbAdd("nb/benign-r-sessioninfo-output", `
ˋˋˋr
sessionInfo()
ˋˋˋ

    ## R version 4.3.3 (2024-02-29)
    ## Platform: x86_64-pc-linux-gnu (64-bit)
    ## Running under: Ubuntu 22.04.4 LTS
    ##
    ## Matrix products: default
    ## BLAS:   /usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3
    ##
    ## other attached packages:
    ## [1] DBI_1.2.3       dplyr_1.1.4     ggplot2_3.5.1
`, V{}, "x86_64-pc-linux-gnu", "DBI_1.2.3")

	g.nbAdd("nb/benign-sagemaker-describe", `
$ aws sagemaker describe-notebook-instance --notebook-instance-name ds-gpu-ml-g5 --query '{Arn:NotebookInstanceArn,Status:NotebookInstanceStatus,Url:Url,Role:RoleArn}'
{
    "Arn": "arn:aws:sagemaker:eu-west-1:«_acct»:notebook-instance/ds-gpu-ml-g5",
    "Status": "InService",
    "Url": "ds-gpu-ml-g5.notebook.eu-west-1.sagemaker.aws",
    "Role": "arn:aws:iam::«_acct»:role/service-role/AmazonSageMaker-ExecutionRole-20240301T101512"
}
`, V{"_acct": g.digits(12)}, "AmazonSageMaker-ExecutionRole-20240301T101512")
}

func (g *G) nbMore() {
	g.nbAdd("nb/ipynb-request-headers-repr", nbCode("10", "«_c»", `r = requests.get(f"{BASE}/v2/shipments", headers=auth_headers, timeout=30)
r.request.headers`, nbResult("10", `{'User-Agent': 'python-requests/2.32.3', 'Accept-Encoding': 'gzip, deflate', 'Accept': '*/*', 'Connection': 'keep-alive', 'Authorization': 'Bearer «t»'}`)),
		V{"_c": g.nbCellID(), "t": g.userJWT()}, "python-requests/2.32.3")

	pre, sig := g.nbSAS()
	g.nbAdd("nb/ipynb-blob-sas-read-csv", nbCode("4", "«_c»", `url = "https://acmeshared.blob.core.windows.net/exports/customers_2024q2.csv?«=pre»«sig»"
cust = pd.read_csv(url)
cust.shape`, nbResult("4", "(48211, 17)")), V{"_c": g.nbCellID(), "=pre": pre, "sig": sig}, "acmeshared.blob.core.windows.net/exports/customers_2024q2.csv")

	g.nbAdd("nb/ipynb-openai-auth-error-masked-benign", `
   "outputs": [
`+nbErr("AuthenticationError", "Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************************«=tail». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}",
		"␛[0;31mAuthenticationError␛[0m: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************************«=tail». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}")+`
   ],
   "source": [
    "client = OpenAI()  # reads OPENAI_API_KEY\n",
    "client.models.list()"
   ]
`, V{"=tail": g.an(4)}, "client = OpenAI()  # reads OPENAI_API_KEY", "invalid_api_key")

	g.nbAdd("nb/databricks-magic-run-args", `
# COMMAND ----------

# MAGIC %run ./common/connect_erp $erp_user="sap_rfc_reader" $erp_password="«p»" $erp_host="sap-erp-prd.corp.acme.local"

# COMMAND ----------
`, V{"p": g.pw()}, "./common/connect_erp", "sap-erp-prd.corp.acme.local")

	g.nbAdd("nb/databricks-notebook-run-args", `
# COMMAND ----------

result = dbutils.notebook.run(
    "./loaders/zuora_invoices",
    3600,
    {"client_id": "«_cid»", "client_secret": "«cs»", "since": "2024-06-01"},
)
print(result)

# COMMAND ----------
`, V{"_cid": g.uuid(), "cs": g.an(40)}, "./loaders/zuora_invoices")

	k := g.pkcs8RSAPEM()
	g.nbAdd("nb/colab-gspread-service-account-dict", `
import gspread
sa = {
  "type": "service_account",
  "project_id": "acme-sheets-sync",
  "private_key_id": "«_kid»",
  "private_key": "`+k.begin+`\n«pk»\n`+k.end+`\n",
  "client_email": "sheets-bot@acme-sheets-sync.iam.gserviceaccount.com",
  "client_id": "«_cl»",
  "token_uri": "https://oauth2.googleapis.com/token"
}
gc = gspread.service_account_from_dict(sa)
ws = gc.open_by_key("«_sheet»").worksheet("Forecast")
`, V{"_kid": g.hex(40), "pk": jsonEsc(k.body), "_cl": g.digits(21), "_sheet": g.b64u(44)}, "sheets-bot@acme-sheets-sync.iam.gserviceaccount.com")

	g.nbAdd("nb/jupyter-ai-config-json", `
$ cat ~/.local/share/jupyter/jupyter_ai/config.json
{
    "model_provider_id": "anthropic-chat:claude-3-5-sonnet-20240620",
    "embeddings_provider_id": "openai:text-embedding-3-small",
    "send_with_shift_enter": false,
    "fields": {},
    "api_keys": {
        "ANTHROPIC_API_KEY": "«an»",
        "OPENAI_API_KEY": "«oa»"
    },
    "completions_model_provider_id": null,
    "completions_fields": {}
}
`, V{"an": g.anthropic(), "oa": g.openai()}, "anthropic-chat:claude-3-5-sonnet-20240620", "openai:text-embedding-3-small")

	g.nbAdd("nb/voila-dashboard-env-in-cell", `
$ voila dashboards/ops_status.ipynb --port=8866 --no-browser --Voila.ip=0.0.0.0
[Voila] Using /tmp to store connection files
[Voila] Storing connection files in /tmp/voila_«=t».
[Voila] Serving static files from /opt/conda/lib/python3.11/site-packages/voila/static.
[Voila] Voilà is running at:
http://0.0.0.0:8866/
$ jq -r '.cells[1].source | join("")' dashboards/ops_status.ipynb
import os, pagerduty
session = pagerduty.RestApiV2Client("«k»")
incidents = session.list_all("incidents", params={"statuses[]": ["triggered", "acknowledged"]})
`, V{"=t": g.s(alLowNum, 8), "k": "u+" + g.b64u(18)}, "dashboards/ops_status.ipynb", "http://0.0.0.0:8866/")
}
