package cases

import (
	"fmt"
	"strings"
)

// sciCases adds credentials that turn up in research, scientific and
// machine-learning work while a coding agent helps a researcher. Sources:
// Jupyter notebooks (.ipynb JSON with source arrays, stream and
// execute_result outputs, %env and %%bash magics, os.environ assignments,
// checkpoints, nbstripout diffs), marimo, Quarto and R Markdown documents,
// Colab userdata and Colab tunnels (ngrok, colab_ssh); Hugging Face tokens
// (CLI login and whoami output, the token and stored_tokens files, Spaces
// secrets, push_to_hub, git remotes, Gradio auth); Weights & Biases (wandb
// login, .netrc for api.wandb.ai, settings, sweeps on SLURM), MLflow
// (basic-auth environment, tracking tokens, backend and artifact stores,
// DagsHub), Neptune, Comet, ClearML (clearml.conf, clearml-init), Aim,
// Sacred, Optuna storages, Determined and Kubeflow; Kaggle (kaggle.json,
// KAGGLE_KEY), DVC remotes (.dvc/config.local, dvc remote modify --local,
// gdrive client secrets, WebDAV, Azure), Synapse, DataLad, Zenodo,
// Figshare, OSF, Dryad and Overleaf; SLURM job scripts and their output,
// PBS, LSF and SGE, Lmod modules, Apptainer, Globus Connect Personal,
// iRODS, Open OnDemand, Dask Gateway and Ray cluster configs; conda
// .condarc channel tokens, anaconda-client, private package indexes; R
// (.Renviron with GITHUB_PAT and CENSUS_API_KEY, .Rprofile, rsconnect,
// tidycensus, fredr, ipumsr, qualtRics, DBI), Stata, SAS (PWENCODE),
// MATLAB (database, weboptions, license installation keys); Google Earth
// Engine service accounts and credentials, Copernicus CDS/ADS, ECMWF,
// NASA Earthdata (.netrc, earthaccess, EDL bearer tokens), Planet,
// Sentinel Hub, Copernicus Data Space, USGS M2M, OpenTopography; NCBI
// Entrez, Benchling, LabArchives, eLabFTW, LabKey, Galaxy, BaseSpace,
// Seven Bridges, DNAnexus, OMERO; Semantic Scholar, Elsevier/Scopus, Web
// of Science, CORE, Dimensions, Zotero, Crossref Plus, ORCID; Replicate,
// Together, Modal, Lambda, RunPod, Roboflow, Label Studio, CVAT, Scale,
// Labelbox, Databricks notebooks (dbutils.secrets references beside plain
// tokens); READMEs, lab wikis, chat and e-mail where lab members share
// credentials. Benign: DOIs, dataset, run, experiment and job ids, ORCID
// iDs, arXiv ids, accessions, sha256 checksums, model names, commit shas,
// polite-pool e-mail addresses. The case names start with "sci/".
func (g *G) sciCases() {
	g.sciNotebooks()
	g.sciHF()
	g.sciTrackers()
	g.sciData()
	g.sciHPC()
	g.sciR()
	g.sciStats()
	g.sciGeo()
	g.sciBio()
	g.sciScholar()
	g.sciPlatforms()
	g.sciConda()
	g.sciCollab()
	g.sciBenign()
}

// ---- values used only here ----

// sciAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) sciAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

func (g *G) sciCellID() string { return g.uuid()[:8] }
func (g *G) sciWandb() string  { return g.hex(40) }
func (g *G) sciKaggle() string { return g.hex(32) }
func (g *G) sciNeptune() string {
	return b64s(fmt.Sprintf(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"%s"}`, g.uuid()))
}
func (g *G) sciComet() string     { return g.an(25) }
func (g *G) sciClearAK() string   { return g.s(alUpNum, 30) }
func (g *G) sciClearSK() string   { return g.an(50) }
func (g *G) sciLabelStud() string { return g.hex(40) }
func (g *G) sciModalID() string   { return "ak-" + g.an(22) }
func (g *G) sciModalSec() string  { return "as-" + g.an(22) }
func (g *G) sciBenchling() string { return "sk_" + g.an(30) }
func (g *G) sciS2() string        { return g.an(40) }
func (g *G) sciZenodo() string    { return g.an(60) }
func (g *G) sciFigshare() string  { return g.hex(128) }
func (g *G) sciOSF() string       { return g.an(70) }
func (g *G) sciNCBI() string      { return g.hex(36) }
func (g *G) sciCensus() string    { return g.hex(40) }
func (g *G) sciPlanet() string    { return "PLAK" + g.hex(32) }
func (g *G) sciTogether() string  { return g.hex(64) }
func (g *G) sciRoboflow() string  { return g.an(20) }
func (g *G) sciOverleaf() string  { return "olp_" + g.an(36) }
func (g *G) sciNgrok() string     { return g.digits(1) + g.an(26) + "_" + g.an(21) }
func (g *G) sciAnaconda() string  { return g.s(alLowNum+"-", 2) + g.s(alLowNum, 28) }
func (g *G) sciDOI() string       { return "10.5281/zenodo." + g.digits(8) }
func (g *G) sciORCID() string {
	return fmt.Sprintf("0000-000%d-%s-%s", 1+g.r.IntN(3), g.digits(4), g.s(alDigit, 3)+g.pick("X", "1", "7"))
}
func (g *G) sciJob() string    { return g.digits(8) }
func (g *G) sciRun() string    { return g.s(alLowNum, 8) }
func (g *G) sciSHA256() string { return g.hex(64) }
func (g *G) sciEDL() string {
	iat := 1735000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"type":"User","uid":"jdoe_lab","exp":%d,"iat":%d,"iss":"https://urs.earthdata.nasa.gov","identity_provider":"edl_ops","acr":"edl","assurance_level":3}`, iat+5184000, iat))
}

// ---- notebooks ----

func (g *G) sciNotebooks() {
	g.sciAdd("sci/ipynb-full-notebook-env-and-output", `
$ cat analysis/01_fetch_sequences.ipynb
{
 "cells": [
  {
   "cell_type": "markdown",
   "id": "«_c1»",
   "metadata": {},
   "source": [
    "# Fetch sequences for the phylogeny\n",
    "Uses NCBI E-utilities; see the lab wiki for the API key policy."
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 1,
   "id": "«_c2»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "env: NCBI_API_KEY=«a»\n",
      "env: ENTREZ_EMAIL=m.okafor@biol.example.edu\n"
     ]
    }
   ],
   "source": [
    "%env NCBI_API_KEY=«a»\n",
    "%env ENTREZ_EMAIL=m.okafor@biol.example.edu"
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 2,
   "id": "«_c3»",
   "metadata": {},
   "outputs": [],
   "source": [
    "from Bio import Entrez\n",
    "import os\n",
    "Entrez.email = os.environ[\"ENTREZ_EMAIL\"]\n",
    "Entrez.api_key = os.environ[\"NCBI_API_KEY\"]"
   ]
  }
 ],
 "metadata": {
  "kernelspec": {
   "display_name": "Python 3 (ipykernel)",
   "language": "python",
   "name": "python3"
  },
  "language_info": {
   "name": "python",
   "version": "3.11.9"
  }
 },
 "nbformat": 4,
 "nbformat_minor": 5
}
`, V{"_c1": g.sciCellID(), "_c2": g.sciCellID(), "_c3": g.sciCellID(), "a": g.sciNCBI()},
		"m.okafor@biol.example.edu", "Entrez.api_key")

	g.sciAdd("sci/ipynb-os-environ-wandb-hf-cell", `
  {
   "cell_type": "code",
   "execution_count": 4,
   "id": "«_c»",
   "metadata": {
    "tags": []
   },
   "outputs": [],
   "source": [
    "import os\n",
    "os.environ[\"WANDB_PROJECT\"] = \"protein-lm-finetune\"\n",
    "os.environ[\"WANDB_API_KEY\"] = \"«a»\"\n",
    "os.environ[\"HF_TOKEN\"] = \"«b»\"\n",
    "os.environ[\"TOKENIZERS_PARALLELISM\"] = \"false\""
   ]
  },
`, V{"_c": g.sciCellID(), "a": g.sciWandb(), "b": g.hfTok()}, "protein-lm-finetune", "TOKENIZERS_PARALLELISM")

	g.sciAdd("sci/ipynb-print-config-execute-result", `
  {
   "cell_type": "code",
   "execution_count": 7,
   "id": "«_c»",
   "metadata": {},
   "outputs": [
    {
     "data": {
      "text/plain": [
       "{'project': 'glacier-segmentation',\n",
       " 'entity': 'cryo-lab',\n",
       " 'run_id': '«_run»',\n",
       " 'planet_api_key': '«a»',\n",
       " 'sh_client_id': '«_cid»',\n",
       " 'sh_client_secret': '«b»',\n",
       " 'epochs': 40}"
      ]
     },
     "execution_count": 7,
     "metadata": {},
     "output_type": "execute_result"
    }
   ],
   "source": [
    "cfg"
   ]
  }
`, V{"_c": g.sciCellID(), "_run": g.sciRun(), "a": g.sciPlanet(), "_cid": g.uuid(), "b": g.an(40)},
		"glacier-segmentation", "cryo-lab")

	g.sciAdd("sci/ipynb-bash-cell-curl-output", `
  {
   "cell_type": "code",
   "execution_count": 12,
   "id": "«_c»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "+ curl -s -H 'Authorization: Token «a»' https://labelstudio.lab.example.org/api/projects/14/export?exportType=JSON -o ls_export.json\n",
      "+ wc -l ls_export.json\n",
      "1 ls_export.json\n"
     ]
    }
   ],
   "source": [
    "%%bash -x\n",
    "curl -s -H 'Authorization: Token «a»' https://labelstudio.lab.example.org/api/projects/14/export?exportType=JSON -o ls_export.json\n",
    "wc -l ls_export.json"
   ]
  }
`, V{"_c": g.sciCellID(), "a": g.sciLabelStud()}, "labelstudio.lab.example.org", "exportType=JSON")

	g.sciAdd("sci/ipynb-env-magic-no-output-kaggle", `
{
 "cell_type": "code",
 "execution_count": null,
 "id": "«_c»",
 "metadata": {},
 "outputs": [],
 "source": [
  "%env KAGGLE_USERNAME=lwei\n",
  "%env KAGGLE_KEY=«a»\n",
  "!kaggle competitions download -c rsna-2024-lumbar-spine-degenerative-classification -p /content/data"
 ]
}
`, V{"_c": g.sciCellID(), "a": g.sciKaggle()}, "KAGGLE_USERNAME=lwei", "rsna-2024-lumbar-spine-degenerative-classification")

	g.sciAdd("sci/ipynb-checkpoint-file-still-has-key", `
$ git status --short --ignored
!! .ipynb_checkpoints/
 M notebooks/eval_llm_judges.ipynb
$ grep -n "api_key" notebooks/.ipynb_checkpoints/eval_llm_judges-checkpoint.ipynb
41:    "client = Together(api_key=\"«a»\")\n",
87:    "judge = OpenAI(api_key=\"«b»\")\n",
$ grep -n "api_key" notebooks/eval_llm_judges.ipynb
41:    "client = Together(api_key=os.environ[\"TOGETHER_API_KEY\"])\n",
87:    "judge = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\n",
`, V{"a": g.sciTogether(), "b": g.openai()}, "eval_llm_judges-checkpoint.ipynb", `os.environ[\"TOGETHER_API_KEY\"]`)

	g.sciAdd("sci/nbstripout-diff-removes-output-not-source", `
$ git diff --cached notebooks/train_unet.ipynb
diff --git a/notebooks/train_unet.ipynb b/notebooks/train_unet.ipynb
index «_h1»..«_h2» 100644
--- a/notebooks/train_unet.ipynb
+++ b/notebooks/train_unet.ipynb
@@ -18,15 +18,7 @@
    "execution_count": null,
    "id": "«_c»",
    "metadata": {},
-   "outputs": [
-    {
-     "name": "stderr",
-     "output_type": "stream",
-     "text": [
-      "wandb: Currently logged in as: tkeller (ml-imaging). Use ˋwandb login --reloginˋ to force relogin\n"
-     ]
-    }
-   ],
+   "outputs": [],
    "source": [
     "import wandb\n",
     "wandb.login(key=\"«a»\")\n",
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "_c": g.sciCellID(), "a": g.sciWandb()}, "tkeller (ml-imaging)")

	g.sciAdd("sci/ipynb-error-traceback-shows-key", `
     "ename": "HTTPError",
     "evalue": "401 Client Error: Unauthorized for url: https://api.semanticscholar.org/graph/v1/paper/search?query=protein+folding&fields=title,year",
     "output_type": "error",
     "traceback": [
      "\u001b[0;31m---------------------------------------------------------------------------\u001b[0m",
      "\u001b[0;31mHTTPError\u001b[0m                                 Traceback (most recent call last)",
      "Cell \u001b[0;32mIn[3], line 4\u001b[0m\n\u001b[1;32m      1\u001b[0m headers \u001b[38;5;241m=\u001b[39m {\u001b[38;5;124m\"\u001b[39m\u001b[38;5;124mx-api-key\u001b[39m\u001b[38;5;124m\"\u001b[39m: \u001b[38;5;124m\"\u001b[39m\u001b[38;5;124m«a»\u001b[39m\u001b[38;5;124m\"\u001b[39m}\n\u001b[0;32m----> 4\u001b[0m r\u001b[38;5;241m.\u001b[39mraise_for_status()\n",
      "\u001b[0;31mHTTPError\u001b[0m: 401 Client Error: Unauthorized"
     ]
`, V{"a": g.sciS2()}, "api.semanticscholar.org", "raise_for_status")

	g.sciAdd("sci/colab-userdata-and-drive-secret-file", `
# Cell 1
from google.colab import drive, userdata
drive.mount('/content/drive')

# Cell 2
!cat /content/drive/MyDrive/lab-secrets/keys.txt
# output:
# EARTHDATA_USER=rgarcia_hydro
# EARTHDATA_PASS=«a»
# OPENTOPO_KEY=«b»

# Cell 3
GEE_PROJECT = userdata.get('GEE_PROJECT')   # ee-rgarcia-hydro
`, V{"a": g.pw(), "b": g.hex(32)}, "rgarcia_hydro", "userdata.get('GEE_PROJECT')", "ee-rgarcia-hydro")

	g.sciAdd("sci/colab-ngrok-authtoken-tensorboard", `
!pip -q install pyngrok
from pyngrok import ngrok, conf
conf.get_default().auth_token = "«a»"
public_url = ngrok.connect(6006)
print(public_url)
# NgrokTunnel: "https://«_sub».ngrok-free.app" -> "http://localhost:6006"
`, V{"a": g.sciNgrok(), "_sub": g.hex(4) + "-" + g.digits(2) + "-" + g.digits(3) + "-" + g.digits(2) + "-" + g.digits(2)}, "conf.get_default().auth_token", "http://localhost:6006")

	g.sciAdd("sci/colab-ssh-launch-password", `
!pip install colab_ssh --upgrade -q
from colab_ssh import launch_ssh_cloudflared, init_git_cloudflared
launch_ssh_cloudflared(password="«a»")
init_git_cloudflared("https://github.com/hlab-uni/cryoet-picker.git", personal_token="«b»", branch="dev", email="j.hahn@uni.example.de", username="jhahn")
`, V{"a": g.pw(), "b": g.ghp()}, "https://github.com/hlab-uni/cryoet-picker.git", "j.hahn@uni.example.de")

	g.sciAdd("sci/marimo-notebook-py", `
import marimo

__generated_with = "0.9.14"
app = marimo.App(width="medium")


@app.cell
def __():
    import marimo as mo
    import comet_ml
    experiment = comet_ml.Experiment(
        api_key="«a»",
        project_name="soil-moisture-lstm",
        workspace="hydro-ml",
    )
    return comet_ml, experiment, mo


if __name__ == "__main__":
    app.run()
`, V{"a": g.sciComet()}, `project_name="soil-moisture-lstm"`, `__generated_with = "0.9.14"`)

	g.sciAdd("sci/quarto-qmd-python-chunk", `
---
title: "Census tract income vs. asthma ED visits"
author: "P. Nguyen"
format: html
jupyter: python3
---

ˋˋˋ{python}
#| echo: false
import censusdata, os
os.environ["CENSUS_API_KEY"] = "«a»"
ˋˋˋ

ˋˋˋ{python}
df = cenpy.products.ACS(2021).from_state("California", level="tract", variables=["B19013_001E"])
ˋˋˋ
`, V{"a": g.sciCensus()}, `title: "Census tract income vs. asthma ED visits"`, "B19013_001E")

	g.sciAdd("sci/rmarkdown-setup-chunk-dbi", `
---
title: "Cohort extraction"
output: html_document
---

ˋˋˋ{r setup, include=FALSE}
library(DBI)
con <- dbConnect(RPostgres::Postgres(),
                 host = "omop-db.med.example.org",
                 dbname = "omop_cdm_v54",
                 user = "analyst_ro",
                 password = "«a»")
ˋˋˋ
`, V{"a": g.pw()}, "omop-db.med.example.org", "analyst_ro", "omop_cdm_v54")

	g.sciAdd("sci/vscode-interactive-window-py", `
# %% [markdown]
# ## Pull runs from the tracking server

# %%
import mlflow, os
os.environ["MLFLOW_TRACKING_URI"] = "https://mlflow.dsi.example.edu"
os.environ["MLFLOW_TRACKING_USERNAME"] = "asharma"
os.environ["MLFLOW_TRACKING_PASSWORD"] = "«a»"

# %%
runs = mlflow.search_runs(experiment_ids=["«_e»"])
runs[["run_id", "metrics.val_auc"]].head()
`, V{"a": g.pw(), "_e": g.digits(6)}, "https://mlflow.dsi.example.edu", "MLFLOW_TRACKING_USERNAME", "asharma")

	g.sciAdd("sci/jupyter-kernel-env-in-kernelspec", `
$ cat ~/.local/share/jupyter/kernels/geo-env/kernel.json
{
 "argv": [
  "/home/lfischer/miniforge3/envs/geo/bin/python",
  "-m",
  "ipykernel_launcher",
  "-f",
  "{connection_file}"
 ],
 "display_name": "Python (geo)",
 "language": "python",
 "env": {
  "EARTHDATA_TOKEN": "«a»",
  "GDAL_HTTP_AUTH": "BEARER",
  "PROJ_NETWORK": "ON"
 },
 "metadata": {
  "debugger": true
 }
}
`, V{"a": g.sciEDL()}, "ipykernel_launcher", "GDAL_HTTP_AUTH", "/home/lfischer/miniforge3/envs/geo/bin/python")

	g.sciAdd("sci/jupyter-runtime-connection-file", `
$ cat ~/.local/share/jupyter/runtime/kernel-«_k».json
{
  "shell_port": 51023,
  "iopub_port": 51024,
  "stdin_port": 51025,
  "control_port": 51027,
  "hb_port": 51026,
  "ip": "127.0.0.1",
  "key": "«a»",
  "transport": "tcp",
  "signature_scheme": "hmac-sha256",
  "kernel_name": "python3"
}
`, V{"_k": g.uuid(), "a": g.uuid()}, "hmac-sha256", `"ip": "127.0.0.1"`)

	g.sciAdd("sci/jupyter-server-list-on-login-node", `
[mnovak@login02 ~]$ jupyter server list
Currently running servers:
http://c0412:8888/?token=«a» :: /scratch/mnovak/projects/turbulence
[mnovak@login02 ~]$ ssh -N -L 8888:c0412:8888 mnovak@hpc.example.cz
`, V{"a": g.hex(48)}, "/scratch/mnovak/projects/turbulence", "c0412", "mnovak@hpc.example.cz")

	g.sciAdd("sci/papermill-cli-parameters", `
$ papermill notebooks/ingest_template.ipynb out/ingest_2024-11.ipynb \
    -p month 2024-11 \
    -p station_ids "['KSEA','KPDX']" \
    -p synoptic_token «a» \
    -p s3_bucket noaa-lab-derived
Input Notebook:  notebooks/ingest_template.ipynb
Output Notebook: out/ingest_2024-11.ipynb
Executing:  100%|██████████| 9/9 [00:41<00:00,  4.62s/cell]
`, V{"a": g.hex(32)}, "noaa-lab-derived", "out/ingest_2024-11.ipynb")

	g.sciAdd("sci/ipynb-widget-password-state", `
   "metadata": {
    "application/vnd.jupyter.widget-state+json": {
     "state": {
      "«_m»": {
       "model_module": "@jupyter-widgets/controls",
       "model_module_version": "2.0.0",
       "model_name": "PasswordModel",
       "state": {
        "description": "LabArchives pw",
        "layout": "IPY_MODEL_«_l»",
        "placeholder": "",
        "style": "IPY_MODEL_«_s»",
        "value": "«a»"
       }
      }
     },
     "version_major": 2,
     "version_minor": 0
    }
   }
`, V{"_m": g.hex(32), "_l": g.hex(32), "_s": g.hex(32), "a": g.pw()}, "PasswordModel", "LabArchives pw")

	g.sciAdd("sci/databricks-notebook-secret-vs-plain", `
# Databricks notebook source
# MAGIC %md
# MAGIC ### Load ERA5 subset from the lab bucket

# COMMAND ----------

storage_key = dbutils.secrets.get(scope="climate-lab", key="adls-key")
spark.conf.set("fs.azure.account.key.climatelabdata.dfs.core.windows.net", storage_key)

# COMMAND ----------

# temporary until the scope is shared with the students' workspace
import requests
DATABRICKS_TOKEN = "«a»"
requests.get("https://adb-«_w».11.azuredatabricks.net/api/2.1/jobs/list",
             headers={"Authorization": f"Bearer {DATABRICKS_TOKEN}"})
`, V{"a": "dapi" + g.hex(32), "_w": g.digits(16)}, `dbutils.secrets.get(scope="climate-lab", key="adls-key")`, "climatelabdata.dfs.core.windows.net")

	g.sciAdd("sci/deepnote-env-integration-export", `
$ cat deepnote-export/notebook.md
## Connect to the lab warehouse

ˋˋˋpython
import os
import snowflake.connector
conn = snowflake.connector.connect(
    account="xy12345.eu-central-1",
    user="RESEARCH_SVC",
    password="«a»",
    warehouse="LAB_WH",
)
ˋˋˋ
`, V{"a": g.pwStrong()}, "RESEARCH_SVC", "xy12345.eu-central-1")

	g.sciAdd("sci/ipynb-pip-install-private-gitlab", `
  {
   "cell_type": "code",
   "execution_count": 1,
   "id": "«_c»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "Looking in indexes: https://pypi.org/simple, https://__token__:****@gitlab.physik.example.de/api/v4/projects/812/packages/pypi/simple\n",
      "Collecting lattice-tools==0.7.2\n"
     ]
    }
   ],
   "source": [
    "!pip install lattice-tools==0.7.2 --extra-index-url https://__token__:«a»@gitlab.physik.example.de/api/v4/projects/812/packages/pypi/simple"
   ]
  }
`, V{"_c": g.sciCellID(), "a": g.glpat()}, "lattice-tools==0.7.2", "gitlab.physik.example.de")

	g.sciAdd("sci/ipynb-getpass-then-print-debug", `
In [3]: import getpass
   ...: pw = getpass.getpass("OMERO password: ")
OMERO password: ········

In [4]: print(f"connecting as {user}:{pw} to omero.imaging.example.ac.uk:4064")
connecting as eli.brooks:«a» to omero.imaging.example.ac.uk:4064
`, V{"a": g.pw()}, "omero.imaging.example.ac.uk:4064", "eli.brooks")
}

// ---- Hugging Face ----

func (g *G) sciHF() {
	g.sciAdd("sci/hf-cli-login-paste-output", `
(llm) [ypark@gpu-node17 ~]$ huggingface-cli login

    _|    _|  _|    _|    _|_|_|    _|_|_|  _|_|_|  _|      _|    _|_|_|      _|_|_|_|    _|_|      _|_|_|  _|_|_|_|
    _|    _|  _|    _|  _|        _|          _|    _|_|    _|  _|            _|        _|    _|  _|        _|
    _|_|_|_|  _|    _|  _|  _|_|  _|  _|_|    _|    _|  _|  _|  _|  _|_|      _|_|_|    _|_|_|_|  _|        _|_|_|
    _|    _|  _|    _|  _|    _|  _|    _|    _|    _|    _|_|  _|    _|      _|        _|    _|  _|        _|
    _|    _|    _|_|      _|_|_|    _|_|_|  _|_|_|  _|      _|    _|_|_|      _|        _|    _|    _|_|_|  _|_|_|_|

    To log in, ˋhuggingface_hubˋ requires a token generated from https://huggingface.co/settings/tokens .
Enter your token (input will not be visible): 
Add token as git credential? (Y/n) Y
Token is valid (permission: fineGrained).
The token ˋgpu-cluster-readˋ has been saved to /home/ypark/.cache/huggingface/stored_tokens
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/ypark/.cache/huggingface/token
Login successful.
(llm) [ypark@gpu-node17 ~]$ cat ~/.git-credentials
https://ypark:«a»@huggingface.co
`, V{"a": g.hfTok()}, "gpu-cluster-read", "/home/ypark/.cache/huggingface/stored_tokens")

	hfA, hfB := g.hfTok(), g.hfTok()
	g.sciAdd("sci/hf-stored-tokens-ini", `
$ cat ~/.cache/huggingface/stored_tokens
[gpu-cluster-read]
hf_token = «a»

[upload-write]
hf_token = «b»
$ huggingface-cli auth list
  name              token
----------------------------
* gpu-cluster-read  hf_****«=t»
  upload-write      hf_****«=u»
`, V{"a": hfA, "b": hfB, "=t": hfA[len(hfA)-4:], "=u": hfB[len(hfB)-4:]}, "gpu-cluster-read", "upload-write")

	g.sciAdd("sci/hf-token-file-cat-and-whoami", `
$ cat ~/.cache/huggingface/token; echo
«a»
$ huggingface-cli whoami
nlp-lab-bot
orgs:  nlp-lab-uni,bigscience-biomed
`, V{"a": g.hfTok()}, "nlp-lab-bot", "nlp-lab-uni,bigscience-biomed")

	g.sciAdd("sci/hf-push-to-hub-token-kwarg", `
trainer = Trainer(model=model, args=args, train_dataset=ds["train"], eval_dataset=ds["validation"])
trainer.train()
model.push_to_hub("clinical-nlp/bioclinical-ner-v3", private=True, token="«a»")
tokenizer.push_to_hub("clinical-nlp/bioclinical-ner-v3", private=True, token="«a»")
`, V{"a": g.hfTok()}, "clinical-nlp/bioclinical-ner-v3")

	g.sciAdd("sci/hf-load-dataset-gated-token", `
from datasets import load_dataset
ds = load_dataset(
    "physionet-mirror/mimic-iv-note-deid",
    split="train",
    token="«a»",   # lab's read-only token, rotate after the course
    cache_dir="/scratch/shared/hf_cache",
)
`, V{"a": g.hfTok()}, "physionet-mirror/mimic-iv-note-deid", "/scratch/shared/hf_cache")

	g.sciAdd("sci/hf-spaces-readme-and-app-secret", `
$ cat README.md
---
title: Leaf Disease Classifier
emoji: 🌿
colorFrom: green
colorTo: yellow
sdk: gradio
sdk_version: 4.44.1
app_file: app.py
pinned: false
---
$ sed -n 1,12p app.py
import gradio as gr
from roboflow import Roboflow

rf = Roboflow(api_key="«a»")
model = rf.workspace("agri-vision").project("leaf-disease-8cls").version(3).model

demo = gr.Interface(fn=predict, inputs="image", outputs="label")
demo.launch(auth=("plantlab", "«b»"))
`, V{"a": g.sciRoboflow(), "b": g.pw()}, "leaf-disease-8cls", "sdk_version: 4.44.1")

	g.sciAdd("sci/hf-git-clone-token-url-error", `
$ git clone https://«_u»:«a»@huggingface.co/datasets/ecology-lab/camera-trap-serengeti-crops
Cloning into 'camera-trap-serengeti-crops'...
remote: Access to dataset ecology-lab/camera-trap-serengeti-crops is restricted. You must have access to it and be authenticated to access it. Please log in.
fatal: Authentication failed for 'https://huggingface.co/datasets/ecology-lab/camera-trap-serengeti-crops/'
`, V{"_u": "aokoye", "a": g.hfTok()}, "ecology-lab/camera-trap-serengeti-crops")

	g.sciAdd("sci/hf-env-in-sbatch-output-printenv", `
$ grep -E 'HF_|TRANSFORMERS|HUGGING' slurm-«_j».out
HF_HOME=/scratch/project_2011/hf_home
HF_HUB_ENABLE_HF_TRANSFER=1
HUGGING_FACE_HUB_TOKEN=«a»
TRANSFORMERS_OFFLINE=0
`, V{"_j": g.sciJob(), "a": g.hfTok()}, "/scratch/project_2011/hf_home", "HF_HUB_ENABLE_HF_TRANSFER=1")

	g.sciAdd("sci/hf-inference-client-notebook-output", `
In [8]: from huggingface_hub import InferenceClient
   ...: client = InferenceClient("mistralai/Mistral-7B-Instruct-v0.3", token="«a»")
   ...: client.text_generation("Summarize: CRISPR-Cas9 off-target effects", max_new_tokens=60)
Out[8]: ' CRISPR-Cas9 can cut at unintended genomic sites with partial homology...'
`, V{"a": g.hfTok()}, "mistralai/Mistral-7B-Instruct-v0.3")

	g.sciAdd("sci/hf-accelerate-deepspeed-launcher-env", `
$ cat launch_multinode.sh
#!/bin/bash
export MASTER_ADDR=$(scontrol show hostnames $SLURM_JOB_NODELIST | head -n1)
export MASTER_PORT=29500
export HF_TOKEN=«a»
export WANDB_API_KEY=«b»
export WANDB_ENTITY=climate-foundation-models
accelerate launch --config_file configs/ds_zero3.yaml --num_machines $SLURM_NNODES --machine_rank $SLURM_NODEID train.py
`, V{"a": g.hfTok(), "b": g.sciWandb()}, "WANDB_ENTITY=climate-foundation-models", "configs/ds_zero3.yaml")
}

// ---- experiment trackers ----

func (g *G) sciTrackers() {
	g.sciAdd("sci/wandb-login-key-on-command-line", `
[rchen@della-gpu ~]$ wandb login «a»
wandb: Appending key for api.wandb.ai to your netrc file: /home/rchen/.netrc
wandb: W&B API key is configured. Use ˋwandb login --reloginˋ to force relogin
[rchen@della-gpu ~]$ history | tail -3
  512  module load anaconda3/2024.6
  513  conda activate diffusion
  514  wandb login «a»
`, V{"a": g.sciWandb()}, "/home/rchen/.netrc", "module load anaconda3/2024.6")

	g.sciAdd("sci/wandb-netrc-with-other-machines", `
$ cat ~/.netrc
machine urs.earthdata.nasa.gov
    login skowalski
    password «a»
machine api.wandb.ai
  login user
  password «b»
machine wandb.lab-internal.example.org
  login user
  password «c»
`, V{"a": g.pw(), "b": g.sciWandb(), "c": "local-" + g.sciWandb()}, "urs.earthdata.nasa.gov", "wandb.lab-internal.example.org", "skowalski")

	g.sciAdd("sci/wandb-settings-and-debug-log", `
$ cat wandb/settings
[default]
entity = bio-imaging
project = cellpose-finetune
base_url = https://wandb.imaging.example.edu
$ grep -i api_key wandb/debug-internal.log
2025-03-04 10:12:44,118 DEBUG   HandlerThread:2211 [handler.py:handle_request():146] handle_request: settings api_key='«a»' base_url='https://wandb.imaging.example.edu'
`, V{"a": "local-" + g.sciWandb()}, "cellpose-finetune", "https://wandb.imaging.example.edu")

	g.sciAdd("sci/wandb-sweep-agent-sbatch", `
#!/bin/bash
#SBATCH --job-name=sweep-vit
#SBATCH --array=0-7
#SBATCH --gres=gpu:a100:1
#SBATCH --time=08:00:00
#SBATCH --account=def-mlab

export WANDB_API_KEY=«a»
export WANDB_DIR=$SCRATCH/wandb
wandb agent mlab/vit-pretrain/«_sw» --count 4
`, V{"a": g.sciWandb(), "_sw": g.s(alLowNum, 8)}, "--account=def-mlab", "mlab/vit-pretrain/")

	g.sciAdd("sci/mlflow-env-basic-auth-export", `
$ env | grep MLFLOW
MLFLOW_TRACKING_URI=https://mlflow.genomics.example.org
MLFLOW_TRACKING_USERNAME=pipeline-bot
MLFLOW_TRACKING_PASSWORD=«a»
MLFLOW_EXPERIMENT_NAME=/scrna/integration-benchmarks
MLFLOW_S3_ENDPOINT_URL=https://minio.genomics.example.org
`, V{"a": g.pwStrong()}, "https://mlflow.genomics.example.org", "pipeline-bot", "/scrna/integration-benchmarks")

	g.sciAdd("sci/mlflow-server-command-backend-artifacts", `
$ ps -ef | grep "mlflow server"
mlflow    2231     1  2 Feb11 ?        03:11:09 /opt/mlflow/venv/bin/python /opt/mlflow/venv/bin/mlflow server --host 0.0.0.0 --port 5000 --backend-store-uri postgresql://mlflow:«a»@pg-ml.lab.example.net:5432/mlflow --artifacts-destination s3://lab-mlflow-artifacts --app-name basic-auth
`, V{"a": g.pwURL()}, "pg-ml.lab.example.net", "s3://lab-mlflow-artifacts", "--app-name basic-auth")

	g.sciAdd("sci/mlflow-dagshub-tracking", `
import os, mlflow
os.environ["MLFLOW_TRACKING_URI"] = "https://dagshub.com/ana-ribeiro/seagrass-mapping.mlflow"
os.environ["MLFLOW_TRACKING_USERNAME"] = "ana-ribeiro"
os.environ["MLFLOW_TRACKING_PASSWORD"] = "«a»"
mlflow.set_experiment("unet-sentinel2")
`, V{"a": g.hex(40)}, "ana-ribeiro/seagrass-mapping.mlflow", "unet-sentinel2")

	g.sciAdd("sci/mlflow-tracking-token-databricks", `
$ cat ~/.bashrc | tail -4
export MLFLOW_TRACKING_URI=databricks
export DATABRICKS_HOST=https://dbc-«_d».cloud.databricks.com
export DATABRICKS_TOKEN=«a»
export MLFLOW_TRACKING_TOKEN=$DATABRICKS_TOKEN
`, V{"_d": g.hex(8) + "-" + g.hex(4), "a": "dapi" + g.hex(32)}, "MLFLOW_TRACKING_URI=databricks", "MLFLOW_TRACKING_TOKEN=$DATABRICKS_TOKEN")

	g.sciAdd("sci/neptune-init-run-token-literal", `
import neptune

run = neptune.init_run(
    project="neuro-lab/eeg-seizure-detection",
    api_token="«a»",
    tags=["tcn", "chb-mit", "fold-3"],
)
run["parameters"] = {"lr": 3e-4, "window_s": 4}
`, V{"a": g.sciNeptune()}, "neuro-lab/eeg-seizure-detection", "chb-mit")

	g.sciAdd("sci/neptune-env-in-readme", `
## Logging

We log to Neptune. Put this in your shell rc (ask Daria for the token if this one stops working):

    export NEPTUNE_PROJECT=neuro-lab/eeg-seizure-detection
    export NEPTUNE_API_TOKEN="«a»"
`, V{"a": g.sciNeptune()}, "NEPTUNE_PROJECT=neuro-lab/eeg-seizure-detection")

	g.sciAdd("sci/comet-config-file-home", `
$ cat ~/.comet.config
[comet]
api_key = «a»
workspace = materials-ml
project_name = gnn-band-gap

[comet_logging]
file = /tmp/comet.log
`, V{"a": g.sciComet()}, "materials-ml", "gnn-band-gap")

	g.sciAdd("sci/clearml-conf-api-credentials", `
$ cat ~/clearml.conf
# ClearML SDK configuration file
api {
    # Lab server
    web_server: https://app.clearml.robotics.example.edu
    api_server: https://api.clearml.robotics.example.edu
    files_server: https://files.clearml.robotics.example.edu
    credentials {
        "access_key" = "«a»"
        "secret_key"  = "«b»"
    }
}
sdk {
    aws {
        s3 {
            key: "«c»"
            secret: "«d»"
            region: "us-east-2"
        }
    }
}
`, V{"a": g.sciClearAK(), "b": g.sciClearSK(), "c": g.awsID(), "d": g.awsSecret()}, "https://api.clearml.robotics.example.edu", `region: "us-east-2"`)

	g.sciAdd("sci/clearml-init-paste-transcript", `
$ clearml-init
ClearML SDK setup process

Please create new clearml credentials through the settings page in your ˋclearml-serverˋ web app (e.g. http://localhost:8080//settings/workspace-configuration) 
Or create a free account at https://app.clear.ml/settings/workspace-configuration

In settings page, press "Create new credentials", then press "Copy to clipboard".

Paste copied configuration here:
api {
  web_server: https://app.clear.ml/
  api_server: https://api.clear.ml
  files_server: https://files.clear.ml
  credentials {
    "access_key" = "«a»"
    "secret_key" = "«b»"
  }
}

ClearML Hosts configuration:
Web App: https://app.clear.ml/
API: https://api.clear.ml
File Store: https://files.clear.ml

Verifying credentials ...
Credentials verified!

New configuration stored in /home/tnguyen/clearml.conf
ClearML setup completed successfully.
`, V{"a": g.sciClearAK(), "b": g.sciClearSK()}, "https://api.clear.ml", "/home/tnguyen/clearml.conf")

	g.sciAdd("sci/clearml-agent-docker-args", `
$ clearml-agent daemon --queue gpu-a40 --docker nvidia/cuda:12.1.1-cudnn8-runtime-ubuntu22.04 --detached
$ ps aux | grep clearml-agent | head -1
robolab  88123  0.3  0.1 1733880 88112 ?  Sl  09:14  0:04 python -m clearml_agent daemon --queue gpu-a40 --docker
$ cat /proc/88123/environ | tr '\0' '\n' | grep CLEARML
CLEARML_API_HOST=https://api.clearml.robotics.example.edu
CLEARML_API_ACCESS_KEY=«a»
CLEARML_API_SECRET_KEY=«b»
CLEARML_AGENT_GIT_USER=robolab-ci
CLEARML_AGENT_GIT_PASS=«c»
`, V{"a": g.sciClearAK(), "b": g.sciClearSK(), "c": g.ghp()}, "CLEARML_AGENT_GIT_USER=robolab-ci", "gpu-a40")

	g.sciAdd("sci/sacred-mongo-observer-url", `
from sacred import Experiment
from sacred.observers import MongoObserver

ex = Experiment("rl_locomotion")
ex.observers.append(MongoObserver(
    url="mongodb://sacred_writer:«a»@omniboard.rl.example.edu:27017/sacred?authSource=admin",
    db_name="sacred"))
`, V{"a": g.pwURL()}, "omniboard.rl.example.edu:27017", "sacred_writer", "rl_locomotion")

	g.sciAdd("sci/optuna-storage-mysql-url", `
$ optuna create-study --study-name lgbm-qsar-tuning --storage "mysql+pymysql://optuna:«a»@10.20.4.17/optuna" --direction maximize
[I 2025-01-22 14:03:11,882] A new study created in RDB with name: lgbm-qsar-tuning
lgbm-qsar-tuning
`, V{"a": g.pwURL()}, "lgbm-qsar-tuning", "A new study created in RDB with name")

	g.sciAdd("sci/aim-remote-tracking-and-s3", `
$ cat .aim_env
AIM_REPO=aim://aim.vision-lab.example.com:53800
AIM_ACCESS_TOKEN=«a»
$ aim up --repo s3://vision-lab-aim --s3-access-key «b» --s3-secret-key «c»
`, V{"a": g.hex(32), "b": g.awsID(), "c": g.awsSecret()}, "aim://aim.vision-lab.example.com:53800", "s3://vision-lab-aim")

	g.sciAdd("sci/determined-user-login-and-env", `
$ export DET_MASTER=https://det.ai-cluster.example.edu:8443
$ det user login hzhang
Password for user 'hzhang': 
$ det -u hzhang -p «a» experiment create const.yaml .
Preparing files to send to master... 12.4KB and 9 files
Created experiment 1183
`, V{"a": g.pw()}, "DET_MASTER=https://det.ai-cluster.example.edu:8443", "Created experiment 1183")

	g.sciAdd("sci/kubeflow-pipelines-client-cookie", `
import kfp
client = kfp.Client(
    host="https://kubeflow.ml-platform.example.edu/pipeline",
    cookies="authservice_session=«a»",
    namespace="kubeflow-user-mbauer",
)
print(client.list_experiments())
`, V{"a": g.b64u(150)}, "kubeflow-user-mbauer", "https://kubeflow.ml-platform.example.edu/pipeline")

	g.sciAdd("sci/tensorboard-gcs-sa-env", `
$ GOOGLE_APPLICATION_CREDENTIALS=/tmp/tb-reader.json tensorboard --logdir gs://lab-tb-logs/run-«_r» --bind_all
$ cat /tmp/tb-reader.json | head -6
{
  "type": "service_account",
  "project_id": "neurolab-ml",
  "private_key_id": "«_pk»",
  "private_key": "«a»",
  "client_email": "tb-reader@neurolab-ml.iam.gserviceaccount.com",
`, V{"_r": g.sciRun(), "_pk": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n")}, "tb-reader@neurolab-ml.iam.gserviceaccount.com", "neurolab-ml")
}

// ---- data sharing and versioning ----

func (g *G) sciData() {
	g.sciAdd("sci/kaggle-json-and-chmod-warning", `
$ kaggle datasets list -s "sea surface temperature"
Warning: Your Kaggle API key is readable by other users on this system! To fix this, you can run 'chmod 600 /home/jovyan/.kaggle/kaggle.json'
ref                                              title                                 size  lastUpdated          downloadCount
-----------------------------------------------  -----------------------------------  -----  -------------------  -------------
noaa/noaa-global-surface-temperature            NOAA Global Surface Temperature       112MB  2024-08-02 13:41:07           3121
$ cat /home/jovyan/.kaggle/kaggle.json
{"username":"ocean_kim","key":"«a»"}
`, V{"a": g.sciKaggle()}, "ocean_kim", "noaa/noaa-global-surface-temperature")

	g.sciAdd("sci/kaggle-key-github-actions-log", `
Run kaggle kernels push -p kernels/baseline
  kaggle kernels push -p kernels/baseline
  shell: /usr/bin/bash -e {0}
  env:
    KAGGLE_USERNAME: tpham
    KAGGLE_KEY: «a»
Kernel version 14 successfully pushed.  Please check progress at https://www.kaggle.com/code/tpham/isic-2024-baseline
`, V{"a": g.sciKaggle()}, "KAGGLE_USERNAME: tpham", "https://www.kaggle.com/code/tpham/isic-2024-baseline")

	g.sciAdd("sci/kaggle-colab-write-json-cell", `
import json, os
os.makedirs("/root/.kaggle", exist_ok=True)
with open("/root/.kaggle/kaggle.json", "w") as f:
    json.dump({"username": "drmwangi", "key": "«a»"}, f)
os.chmod("/root/.kaggle/kaggle.json", 0o600)
`, V{"a": g.sciKaggle()}, "drmwangi", "/root/.kaggle/kaggle.json")

	g.sciAdd("sci/dvc-config-local-s3-keys", `
$ cat .dvc/config
[core]
    remote = labstore
['remote "labstore"']
    url = s3://lab-dvc-store/neuro-fmri
    endpointurl = https://s3.hpc.example.ac.uk
$ cat .dvc/config.local
['remote "labstore"']
    access_key_id = «a»
    secret_access_key = «b»
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "s3://lab-dvc-store/neuro-fmri", "https://s3.hpc.example.ac.uk")

	g.sciAdd("sci/dvc-remote-modify-local-commands", `
$ dvc remote add -d gdrive gdrive://1Xq«_f»
$ dvc remote modify gdrive gdrive_client_id '«_cid».apps.googleusercontent.com'
$ dvc remote modify gdrive --local gdrive_client_secret '«a»'
$ dvc push
Your browser has been opened to visit:

    https://accounts.google.com/o/oauth2/auth?client_id=«_cid».apps.googleusercontent.com&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F&scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fdrive&access_type=offline&response_type=code

Authentication successful.
12 files pushed
`, V{"_f": g.b64u(30), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, "12 files pushed", "gdrive_client_id")

	g.sciAdd("sci/dvc-gdrive-service-account-json-path-and-data", `
$ cat .dvc/config.local
['remote "gdrive"']
    gdrive_use_service_account = true
    gdrive_service_account_json_file_path = /home/amara/keys/dvc-sa.json
$ python -c "import json;d=json.load(open('/home/amara/keys/dvc-sa.json'));print(d['client_email']);print(d['private_key'])"
dvc-sync@soil-carbon-dvc.iam.gserviceaccount.com
«a»
`, V{"a": g.pkcs8RSAPEM().block()}, "dvc-sync@soil-carbon-dvc.iam.gserviceaccount.com", "gdrive_use_service_account = true")

	g.sciAdd("sci/dvc-webdav-and-azure-remotes", `
['remote "nextcloud"']
    url = webdavs://cloud.uni-example.de/remote.php/dav/files/jschmidt/dvc-cache
    user = jschmidt
    password = «a»
['remote "azure"']
    url = azure://dvc-cache/proteomics
    connection_string = DefaultEndpointsProtocol=https;AccountName=proteomicsdvc;AccountKey=«b»;EndpointSuffix=core.windows.net
`, V{"a": g.pw(), "b": g.azStorage()}, "cloud.uni-example.de", "AccountName=proteomicsdvc")

	g.sciAdd("sci/dvc-ssh-remote-password-in-config-list", `
$ dvc config --list --show-origin
.dvc/config	core.remote=cluster
.dvc/config	remote.cluster.url=ssh://datamover.hpc.example.edu/projects/ecogen/dvc
.dvc/config.local	remote.cluster.user=pvargas
.dvc/config.local	remote.cluster.password=«a»
.dvc/config	core.autostage=true
`, V{"a": g.pw()}, "datamover.hpc.example.edu", "remote.cluster.user=pvargas")

	g.sciAdd("sci/synapse-config-authtoken", `
$ cat ~/.synapseConfig
[authentication]
username = kh_lee
authtoken = «a»

[cache]
location = /scratch/kh_lee/synapseCache
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"access":{"scope":["view","download","modify"],"oidc_claims":{}},"token_type":"PERSONAL_ACCESS_TOKEN","iss":"https://repo-prod.prod.sagebase.org/auth/v1","aud":"0","nbf":%d,"iat":%d,"jti":"%s","sub":"%s"}`, 1720000000+g.r.IntN(1000), 1720000000+g.r.IntN(1000), g.digits(5), g.digits(7)))}, "kh_lee", "/scratch/kh_lee/synapseCache")

	g.sciAdd("sci/synapse-login-python-traceback", `
>>> import synapseclient
>>> syn = synapseclient.login(email="kh_lee", authToken="«a»")
Welcome, Kyung-Hee Lee!
>>> syn.get("syn«_s»", downloadLocation="data/")
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"token_type":"PERSONAL_ACCESS_TOKEN","iss":"https://repo-prod.prod.sagebase.org/auth/v1","sub":"%s"}`, g.digits(7))), "_s": g.digits(8)}, "Welcome, Kyung-Hee Lee!")

	g.sciAdd("sci/zenodo-upload-script-token", `
#!/usr/bin/env python3
"""Upload the simulation outputs to the Zenodo deposition for the paper."""
import requests

ACCESS_TOKEN = "«a»"
DEPOSITION_ID = «_d»
r = requests.get(f"https://zenodo.org/api/deposit/depositions/{DEPOSITION_ID}",
                 params={"access_token": ACCESS_TOKEN})
bucket_url = r.json()["links"]["bucket"]
with open("outputs/runs_2024.tar.zst", "rb") as fp:
    requests.put(f"{bucket_url}/runs_2024.tar.zst", data=fp, params={"access_token": ACCESS_TOKEN})
`, V{"a": g.sciZenodo(), "_d": g.digits(8)}, "runs_2024.tar.zst")

	g.sciAdd("sci/zenodo-sandbox-curl-verbose", `
$ curl -v -X POST "https://sandbox.zenodo.org/api/deposit/depositions" -H "Content-Type: application/json" -H "Authorization: Bearer «a»" -d '{}'
> POST /api/deposit/depositions HTTP/2
> Host: sandbox.zenodo.org
> user-agent: curl/8.5.0
> accept: */*
> content-type: application/json
> authorization: Bearer «a»
> content-length: 2
>
< HTTP/2 201
{"created":"2025-02-10T09:14:01.337+00:00","id":«_id»,"doi":"","links":{"bucket":"https://sandbox.zenodo.org/api/files/«_b»"}}
`, V{"a": g.sciZenodo(), "_id": g.digits(6), "_b": g.uuid()}, "sandbox.zenodo.org")

	g.sciAdd("sci/figshare-token-in-makefile", `
FIGSHARE_TOKEN ?= «a»
ARTICLE_ID := «_a»

upload:
	python scripts/figshare_upload.py --token $(FIGSHARE_TOKEN) --article $(ARTICLE_ID) data/processed/*.nc
`, V{"a": g.sciFigshare(), "_a": g.digits(8)}, "scripts/figshare_upload.py")

	g.sciAdd("sci/osfclient-config-and-env", `
$ cat .osfcli.config
[osf]
username = n.ivanova@psych.example.edu
project = «_p»
$ export OSF_PASSWORD='«a»'
$ export OSF_TOKEN=«b»
$ osf -p «_p» fetch osfstorage/preregistration/analysis_plan.pdf
`, V{"_p": g.s(alLowNum, 5), "a": g.pw(), "b": g.sciOSF()}, "n.ivanova@psych.example.edu", "osfstorage/preregistration/analysis_plan.pdf")

	g.sciAdd("sci/dryad-api-client-credentials", `
$ curl -s -X POST https://datadryad.org/oauth/token \
    -d grant_type=client_credentials \
    -d client_id=«_cid» \
    -d client_secret=«a»
{"access_token":"«b»","token_type":"Bearer","expires_in":35999,"scope":"all","created_at":1739201122}
`, V{"_cid": g.b64u(43), "a": g.b64u(43), "b": g.b64u(43)}, "https://datadryad.org/oauth/token", `"token_type":"Bearer"`)

	g.sciAdd("sci/datalad-credentials-list-and-s3", `
$ datalad credentials
datalad_s3_lab  (token, user) [s3.lab.example.net]
$ datalad credentials get datalad_s3_lab
datalad_s3_lab(secret ✓): [s3.lab.example.net]
  key=«k»
  secret=«a»
$ datalad siblings add -s s3store --url s3://openneuro-derivatives-lab
`, V{"k": g.awsID(), "a": g.awsSecret()}, "datalad_s3_lab", "s3://openneuro-derivatives-lab")

	g.sciAdd("sci/overleaf-git-token-remote", `
$ git remote -v
overleaf	https://git:«a»@git.overleaf.com/«_p» (fetch)
overleaf	https://git:«a»@git.overleaf.com/«_p» (push)
origin	git@github.com:snlab/nips25-paper.git (fetch)
origin	git@github.com:snlab/nips25-paper.git (push)
`, V{"a": g.sciOverleaf(), "_p": g.hex(24)}, "git@github.com:snlab/nips25-paper.git")

	g.sciAdd("sci/rclone-conf-box-research-drive", `
$ cat ~/.config/rclone/rclone.conf
[uni-box]
type = box
token = {"access_token":"«a»","token_type":"bearer","refresh_token":"«b»","expiry":"2025-02-11T16:31:07.112233+01:00"}

[cluster-sftp]
type = sftp
host = transfer.hpc.example.edu
user = wkim
pass = «c»
`, V{"a": g.an(32), "b": g.an(64), "c": g.b64u(44)}, "transfer.hpc.example.edu", "type = box")
}

// ---- HPC schedulers and cluster services ----

func (g *G) sciHPC() {
	g.sciAdd("sci/slurm-sbatch-script-exports", `
$ cat jobs/finetune_llama.sbatch
#!/bin/bash
#SBATCH --job-name=llama-ft-chem
#SBATCH --partition=gpu
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=4
#SBATCH --gpus-per-node=4
#SBATCH --time=2-00:00:00
#SBATCH --output=logs/%x-%j.out
#SBATCH --mail-user=o.adeyemi@chem.example.edu

module purge
module load cuda/12.4 nccl/2.21 python/3.11
source $HOME/venvs/ft/bin/activate

export HF_TOKEN="«a»"
export WANDB_API_KEY="«b»"
export NCCL_DEBUG=WARN

srun python -m torch.distributed.run --nnodes=$SLURM_NNODES --nproc_per_node=4 train.py --config configs/chem_sft.yaml
`, V{"a": g.hfTok(), "b": g.sciWandb()}, "o.adeyemi@chem.example.edu", "llama-ft-chem", "configs/chem_sft.yaml")

	g.sciAdd("sci/slurm-out-set-x-trace", `
$ head -20 logs/llama-ft-chem-«_j».out
+ module purge
+ module load cuda/12.4 nccl/2.21 python/3.11
+ source /home/oadeyemi/venvs/ft/bin/activate
++ export VIRTUAL_ENV=/home/oadeyemi/venvs/ft
+ export HF_TOKEN=«a»
+ HF_TOKEN=«a»
+ export OPENAI_API_KEY=«b»
+ OPENAI_API_KEY=«b»
+ srun python train.py --config configs/chem_sft.yaml
`, V{"_j": g.sciJob(), "a": g.hfTok(), "b": g.openai()}, "/home/oadeyemi/venvs/ft")

	g.sciAdd("sci/slurm-sacct-batch-script-dump", `
$ sacct -j «_j» --batch-script
Batch Script for «_j»
--------------------------------------------------------------------------------
#!/bin/bash
#SBATCH -A proj-astro
#SBATCH -t 06:00:00
#SBATCH -C cpu
export GLOBUS_CLI_CLIENT_ID=«_cid»
export GLOBUS_CLI_CLIENT_SECRET=«a»
globus transfer «_e1»:/pscratch/sd/r/rliu/sims «_e2»:/archive/rliu/sims --recursive --label "sims-«_j»"
`, V{"_j": g.sciJob(), "_cid": g.uuid(), "a": g.b64(32), "_e1": g.uuid(), "_e2": g.uuid()}, "proj-astro", "/pscratch/sd/r/rliu/sims")

	g.sciAdd("sci/slurm-scontrol-show-job-command", `
$ scontrol show job «_j»
JobId=«_j» JobName=fetch_era5
   UserId=jbergstrom(«_uid») GroupId=climate(5012) MCS_label=N/A
   Priority=4294901712 Nice=0 Account=climate QOS=normal
   JobState=RUNNING Reason=None Dependency=(null)
   RunTime=00:14:02 TimeLimit=04:00:00 TimeMin=N/A
   Partition=shared AllocNode:Sid=login3:88213
   NodeList=cn0217
   Command=/home/jbergstrom/era5/fetch.sh --cds-key «a» --years 1990-2020
   WorkDir=/home/jbergstrom/era5
   StdOut=/home/jbergstrom/era5/slurm-«_j».out
`, V{"_j": g.sciJob(), "_uid": g.digits(5), "a": g.uuid()}, "jbergstrom", "Account=climate", "NodeList=cn0217")

	g.sciAdd("sci/pbs-qsub-v-variables", `
$ qsub -q gpuvolta -P xy12 -l ngpus=4,ncpus=48,mem=380GB,walltime=10:00:00,storage=gdata/xy12+scratch/xy12 \
    -v WANDB_API_KEY=«a»,COMET_API_KEY=«b»,CONFIG=configs/ocean_emulator.yaml run_train.pbs
«_j».gadi-pbs
`, V{"a": g.sciWandb(), "b": g.sciComet(), "_j": g.digits(9)}, "storage=gdata/xy12+scratch/xy12", "configs/ocean_emulator.yaml")

	g.sciAdd("sci/pbs-qstat-f-variable-list", `
$ qstat -f «_j».pbs01 | sed -n '/Variable_List/,/euser/p'
    Variable_List = PBS_O_HOME=/home/ttanaka,PBS_O_LANG=en_US.UTF-8,
	PBS_O_LOGNAME=ttanaka,PBS_O_PATH=/usr/local/bin:/usr/bin,
	PBS_O_SHELL=/bin/bash,PBS_O_WORKDIR=/home/ttanaka/seismo,
	IRIS_FEDCATALOG_USER=ttanaka,IRIS_PASSWORD=«a»,
	PBS_O_QUEUE=workq,PBS_O_HOST=login1
    euser = ttanaka
`, V{"_j": g.digits(6), "a": g.pw()}, "IRIS_FEDCATALOG_USER=ttanaka", "PBS_O_WORKDIR=/home/ttanaka/seismo")

	g.sciAdd("sci/lsf-bsub-env-option", `
$ bsub -J "cryo[1-40]" -q gpu_a100 -gpu "num=1" -n 8 -R "span[hosts=1]" \
    -env "all, CRYOSPARC_LICENSE_ID=«a», AWS_SECRET_ACCESS_KEY=«b»" \
    -o logs/%J_%I.out ./run_cryosparc_worker.sh
Job <«_j»> is submitted to queue <gpu_a100>.
`, V{"a": g.uuid(), "b": g.awsSecret(), "_j": g.digits(7)}, "run_cryosparc_worker.sh", "gpu_a100")

	g.sciAdd("sci/sge-qsub-script-hardcoded-db", `
#!/bin/bash
#$ -N blast_nr_chunk
#$ -cwd
#$ -l h_vmem=8G
#$ -pe smp 8
#$ -t 1-200

export PGPASSWORD='«a»'
psql -h biodb.bioinf.example.ac.uk -U blast_loader -d annotations \
  -c "\copy hits FROM 'out/chunk_${SGE_TASK_ID}.tsv' WITH (FORMAT csv, DELIMITER E'\t')"
`, V{"a": g.pw()}, "biodb.bioinf.example.ac.uk", "blast_loader", "blast_nr_chunk")

	g.sciAdd("sci/lmod-modulefile-setenv-license", `
$ cat /apps/modulefiles/gaussian/g16c02.lua
help([[Gaussian 16 Rev C.02]])
whatis("Name: Gaussian")
whatis("Version: g16c02")
local base = "/apps/gaussian/g16c02"
setenv("g16root", base)
setenv("GAUSS_SCRDIR", os.getenv("TMPDIR") or "/tmp")
prepend_path("PATH", pathJoin(base, "g16"))
-- vendor portal login for the site license (do not share)
setenv("GAUSSIAN_PORTAL_USER", "hpc-admin@chem.example.edu")
setenv("GAUSSIAN_PORTAL_PASS", "«a»")
`, V{"a": g.pw()}, "Gaussian 16 Rev C.02", "GAUSS_SCRDIR", "hpc-admin@chem.example.edu")

	g.sciAdd("sci/module-show-env-output", `
$ module show matlab/R2024b
-------------------------------------------------------------------
/apps/modules/matlab/R2024b:

module-whatis   {MATLAB R2024b}
setenv          MATLAB_ROOT /apps/matlab/R2024b
setenv          MLM_LICENSE_FILE 27000@lic-matlab.example.edu
setenv          MATLAB_ONLINE_LICENSING_TOKEN «a»
prepend-path    PATH /apps/matlab/R2024b/bin
-------------------------------------------------------------------
`, V{"a": g.b64u(64)}, "MLM_LICENSE_FILE 27000@lic-matlab.example.edu", "/apps/matlab/R2024b")

	g.sciAdd("sci/apptainer-docker-credentials-env", `
$ export APPTAINER_DOCKER_USERNAME=bioimaging-ci
$ export APPTAINER_DOCKER_PASSWORD=«a»
$ apptainer pull docker://ghcr.io/bioimaging-lab/napari-headless:0.5.4
INFO:    Converting OCI blobs to SIF format
INFO:    Starting build...
Getting image source signatures
Copying blob «_b» done
`, V{"a": g.ghp(), "_b": g.hex(12)}, "APPTAINER_DOCKER_USERNAME=bioimaging-ci", "ghcr.io/bioimaging-lab/napari-headless:0.5.4")

	g.sciAdd("sci/singularity-remote-login-token", `
$ singularity remote login --username jdoe --password «a» oras://registry.hpc.example.org
INFO:    Token stored in /home/jdoe/.singularity/remote.yaml
$ cat ~/.singularity/remote.yaml
Active: SylabsCloud
Remotes:
  SylabsCloud:
    URI: cloud.sylabs.io
    Token: «b»
    System: true
    Exclusive: false
`, V{"a": g.pw(), "b": g.jwt("RS256", `{"user":"jdoe","iat":1718300000,"exp":1749836000}`)}, "oras://registry.hpc.example.org", "URI: cloud.sylabs.io")

	g.sciAdd("sci/globus-connect-personal-setup-key", `
$ ./globusconnectpersonal -setup --setup-key «a»
Globus Connect Personal Setup
Configuration directory: /home/lmartin/.globusonline/lta
Contacting relay.globusonline.org:2223
Installing certificate and key
Saving endpoint ID: «_e»
Done!
`, V{"a": g.uuid(), "_e": g.uuid()}, "/home/lmartin/.globusonline/lta", "relay.globusonline.org:2223")

	g.sciAdd("sci/globus-cli-tokens-json-dump", `
$ sqlite3 ~/.globus/cli/storage.db "select namespace, resource_server, token_data_by_resource_server from token_storage limit 1" | head -c 600
userprofile/production|transfer.api.globus.org|{"transfer.api.globus.org": {"scope": "urn:globus:auth:scope:transfer.api.globus.org:all", "access_token": "«a»", "refresh_token": "«b»", "token_type": "Bearer", "expires_at_seconds": 1739376012, "resource_server": "transfer.api.globus.org"}}
`, V{"a": g.s(alLowNum, 74), "b": g.s(alLowNum, 88)}, "urn:globus:auth:scope:transfer.api.globus.org:all")

	g.sciAdd("sci/irods-iinit-env-json", `
$ cat ~/.irods/irods_environment.json
{
    "irods_host": "irods.data.example.nl",
    "irods_port": 1247,
    "irods_user_name": "vdberg",
    "irods_zone_name": "researchZone",
    "irods_authentication_scheme": "pam_password",
    "irods_ssl_verify_server": "cert",
    "irods_password": "«a»"
}
$ iinit
Enter your current PAM password:
`, V{"a": g.pw()}, "irods.data.example.nl", "researchZone", "vdberg")

	g.sciAdd("sci/ood-cluster-yaml-and-bc-form", `
$ cat /etc/ood/config/clusters.d/owens.yml
v2:
  metadata:
    title: "Owens"
  login:
    host: "owens.osc.example.edu"
  job:
    adapter: "slurm"
    cluster: "owens"
    bin: "/usr/bin"
  batch_connect:
    basic:
      script_wrapper: |
        export LICENSE_SERVER_TOKEN="«a»"
        %s
`, V{"a": g.hex(40)}, "owens.osc.example.edu", "script_wrapper")

	g.sciAdd("sci/dask-gateway-config-and-client", `
$ cat ~/.config/dask/gateway.yaml
gateway:
  address: https://dask-gateway.pangeo.example.org/services/dask-gateway
  auth:
    type: jupyterhub
$ JUPYTERHUB_API_TOKEN=«a» python -c "from dask_gateway import Gateway; print(Gateway().list_clusters())"
[ClusterReport<name=pangeo.«_c», status=RUNNING>]
`, V{"a": g.hex(32), "_c": g.hex(32)}, "dask-gateway.pangeo.example.org")

	g.sciAdd("sci/ray-cluster-yaml-docker-login", `
cluster_name: rl-sweeps
max_workers: 16
provider:
    type: aws
    region: us-west-2
auth:
    ssh_user: ubuntu
    ssh_private_key: ~/.ssh/ray-rl.pem
docker:
    image: "rayproject/ray-ml:2.34.0-gpu"
    container_name: "ray_container"
initialization_commands:
    - docker login -u rllab -p «a» registry.rl-lab.example.com
setup_commands:
    - echo 'export WANDB_API_KEY=«b»' >> ~/.bashrc
`, V{"a": g.pw(), "b": g.sciWandb()}, "rayproject/ray-ml:2.34.0-gpu", "~/.ssh/ray-rl.pem", "registry.rl-lab.example.com")

	k, _ := g.sshEd25519("mchen@laptop")
	g.sciAdd("sci/hpc-ssh-key-shared-in-course-repo", `
$ ls course-hpc-intro/
README.md  id_ed25519_course  slurm_examples/
$ cat course-hpc-intro/README.md | sed -n 1,6p
# HPC intro (week 3)
Use the shared course account: ssh -i id_ed25519_course train01@login.hpc.example.edu
$ cat course-hpc-intro/id_ed25519_course
«a»
`, V{"a": k.block()}, "train01@login.hpc.example.edu", "id_ed25519_course")

	g.sciAdd("sci/jupyterhub-batchspawner-log-token", `
[I 2025-02-03 11:02:17.409 JupyterHub batchspawner:290] Spawner submitted job: «_j»
[D 2025-02-03 11:02:17.410 JupyterHub batchspawner:251] Spawner submitting command: sudo -E -u kwon sbatch --parsable
[D 2025-02-03 11:02:17.411 JupyterHub batchspawner:252] Spawner environment: {'JUPYTERHUB_API_TOKEN': '«a»', 'JPY_API_TOKEN': '«a»', 'JUPYTERHUB_CLIENT_ID': 'jupyterhub-user-kwon', 'JUPYTERHUB_USER': 'kwon'}
`, V{"_j": g.sciJob(), "a": g.hex(32)}, "jupyterhub-user-kwon", "batchspawner")

	g.sciAdd("sci/cryosparc-license-config-sh", `
$ cat cryosparc_master/config.sh
export CRYOSPARC_LICENSE_ID="«a»"
export CRYOSPARC_MASTER_HOSTNAME="em-gpu01.structbio.example.edu"
export CRYOSPARC_DB_PATH="/data/cryosparc/database"
export CRYOSPARC_BASE_PORT=39000
export CRYOSPARC_DB_CONNECTION_TIMEOUT_MS=20000
`, V{"a": g.uuid()}, "em-gpu01.structbio.example.edu", "CRYOSPARC_BASE_PORT=39000")
}

// ---- R and RStudio ----

func (g *G) sciR() {
	g.sciAdd("sci/renviron-github-pat-census", `
$ cat ~/.Renviron
R_LIBS_USER=~/R/library/%v
GITHUB_PAT=«a»
CENSUS_API_KEY=«b»
FRED_API_KEY=«c»
`, V{"a": g.ghp(), "b": g.sciCensus(), "c": g.hex(32)}, "R_LIBS_USER=~/R/library/%v")

	g.sciAdd("sci/usethis-edit-r-environ-console", `
> usethis::edit_r_environ()
☐ Edit '/Users/mgarcia/.Renviron'.
☐ Restart R for changes to take effect.
> readLines("~/.Renviron")
[1] "GITHUB_PAT=«a»"
[2] "IPUMS_API_KEY=«b»"
[3] ""
`, V{"a": g.ghFine(), "b": g.hex(56)}, "/Users/mgarcia/.Renviron")

	g.sciAdd("sci/tidycensus-install-key-console", `
> library(tidycensus)
> census_api_key("«a»", install = TRUE, overwrite = TRUE)
Your original .Renviron will be backed up and stored in your R HOME directory if needed.
Your API key has been stored in your .Renviron and can be accessed by Sys.getenv("CENSUS_API_KEY"). 
To use now, restart R or run ˋreadRenviron("~/.Renviron")ˋ
[1] "«a»"
`, V{"a": g.sciCensus()}, `Sys.getenv("CENSUS_API_KEY")`)

	g.sciAdd("sci/gitcreds-get-output", `
> gitcreds::gitcreds_get()
<gitcreds>
  protocol: https
  host    : github.com
  username: PersonalAccessToken
  password: <-- hidden -->
> gitcreds::gitcreds_get()$password
[1] "«a»"
`, V{"a": g.ghp()}, "username: PersonalAccessToken", "<-- hidden -->")

	g.sciAdd("sci/rsconnect-setaccountinfo-shinyapps", `
# deploy.R
library(rsconnect)
rsconnect::setAccountInfo(name   = "ecolab-uni",
                          token  = "«_t»",
                          secret = "«a»")
deployApp(appDir = "apps/species-dashboard", appName = "species-dashboard")
`, V{"_t": g.s(alHexU, 32), "a": g.b64(30)}, "apps/species-dashboard", `name   = "ecolab-uni"`)

	g.sciAdd("sci/rsconnect-dcf-account-file", `
$ cat ~/.config/R/rsconnect/accounts/connect.posit.example.edu/hbecker.dcf
name: hbecker
server: connect.posit.example.edu
accountId: 412
token: «_t»
private_key: «a»
`, V{"_t": "T" + g.hex(32), "a": g.b64(1190)}, "connect.posit.example.edu", "accountId: 412")

	g.sciAdd("sci/rprofile-options-keys", `
$ cat .Rprofile
source("renv/activate.R")
options(
  repos = c(CRAN = "https://packagemanager.posit.co/cran/latest"),
  qualtrics_api_key = "«a»",
  qualtrics_base_url = "psychology.eu.qualtrics.com",
  scipen = 999
)
Sys.setenv(OPENAI_API_KEY = "«b»")
`, V{"a": g.an(40), "b": g.openai()}, "psychology.eu.qualtrics.com", `source("renv/activate.R")`)

	g.sciAdd("sci/fredr-and-ipums-script", `
library(fredr)
library(ipumsr)
fredr_set_key("«a»")
set_ipums_api_key("«b»", save = FALSE)
gdp <- fredr(series_id = "GDPC1", observation_start = as.Date("1990-01-01"))
extr <- define_extract_micro("usa", description = "ACS 2022 wages", samples = "us2022a", variables = c("INCWAGE", "EDUC"))
`, V{"a": g.hex(32), "b": g.hex(56)}, `series_id = "GDPC1"`, "us2022a")

	g.sciAdd("sci/r-dbi-odbc-connection-string", `
con <- DBI::dbConnect(odbc::odbc(),
  .connection_string = "Driver={ODBC Driver 18 for SQL Server};Server=tcp:epi-surveillance.database.windows.net,1433;Database=cases;Uid=r_reader;Pwd={«a»};Encrypt=yes;TrustServerCertificate=no;Connection Timeout=30;")
DBI::dbGetQuery(con, "SELECT TOP 10 * FROM weekly_counts")
`, V{"a": g.pwStrong()}, "epi-surveillance.database.windows.net", "Uid=r_reader")

	g.sciAdd("sci/rstudio-server-rserver-conf-and-db", `
$ cat /etc/rstudio/database.conf
provider=postgresql
host=pg-rsw.stats.example.edu
database=rstudio
port=5432
username=rstudio
password=«a»
$ cat /etc/rstudio/rserver.conf
www-port=8787
auth-pam-sessions-enabled=1
`, V{"a": g.pw()}, "pg-rsw.stats.example.edu", "www-port=8787")

	g.sciAdd("sci/r-keyring-set-then-print", `
> keyring::key_set_with_value("redcap_api", username = "cohort-study", password = "«a»")
> keyring::key_list("redcap_api")
     service     username
1 redcap_api cohort-study
> token <- keyring::key_get("redcap_api", "cohort-study"); token
[1] "«a»"
`, V{"a": g.s(alHexU, 32)}, "cohort-study", "redcap_api")

	g.sciAdd("sci/rgee-ee-initialize-credentials", `
> rgee::ee_Initialize(user = "lab.geo.account@gmail.com", drive = TRUE)
── rgee 1.1.7 ───────────────────────────────────── earthengine-api 0.1.392 ── 
 ✔ user: lab.geo.account@gmail.com 
 ✔ Initializing Google Earth Engine:  DONE!
> cat(readLines("~/.config/earthengine/credentials"))
{"client_id": "«_cid».apps.googleusercontent.com", "client_secret": "«a»", "refresh_token": "«b»", "project": "ee-labgeo"}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "lab.geo.account@gmail.com", "ee-labgeo")
}

// ---- Stata, SAS, MATLAB and other statistics software ----

func (g *G) sciStats() {
	g.sciAdd("sci/stata-odbc-load-connectionstring", `
. odbc load, exec("SELECT * FROM claims_2019 WHERE state='OH'") ///
>     connectionstring("DRIVER={PostgreSQL Unicode};SERVER=hsr-db.econ.example.edu;PORT=5432;DATABASE=medicare;UID=stata_user;PWD=«a»") clear
(1,204,331 observations loaded)

. describe, short
`, V{"a": g.pw()}, "hsr-db.econ.example.edu", "UID=stata_user", "(1,204,331 observations loaded)")

	g.sciAdd("sci/sas-libname-pwencode", `
1    proc pwencode in='«a»' method=sas002;
2    run;

{SAS002}«b»
NOTE: PROCEDURE PWENCODE used (Total process time):
      real time           0.00 seconds

3    libname dw oracle user=sas_etl password="{SAS002}«b»"
4        path="//oradw.health.example.gov:1521/DWPROD" schema=CLAIMS;
NOTE: Libref DW was successfully assigned as follows:
      Engine:        ORACLE
`, V{"a": g.pw(), "b": g.s(alHexU, 40)}, "oradw.health.example.gov:1521/DWPROD", "sas_etl")

	g.sciAdd("sci/sas-autoexec-plain-password", `
$ cat ~/autoexec.sas
options compress=yes;
libname ehr odbc datasrc="EHR_DW" user="sasreader" password="«a»" schema="cdm";
%let api_token = «b»;
`, V{"a": g.pw(), "b": g.hex(32)}, `datasrc="EHR_DW"`, "sasreader")

	g.sciAdd("sci/matlab-database-connection", `
>> conn = database('labdb','mri_user','«a»', ...
       'Vendor','MySQL','Server','mri-db.neuro.example.edu','PortNumber',3306);
>> conn.Message
ans =
     []
>> data = fetch(conn,'SELECT subject_id, scan_date FROM sessions LIMIT 5');
`, V{"a": g.pw()}, "mri-db.neuro.example.edu", "mri_user")

	g.sciAdd("sci/matlab-weboptions-api-key", `
% fetch_buoys.m
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' '«a»']}, 'Timeout', 60);
url = 'https://api.oceanobs.example.org/v2/buoys?region=NE_Atlantic';
resp = webread(url, opts);
opts2 = weboptions('KeyName','x-api-key','KeyValue','«b»');
`, V{"a": g.an(48), "b": g.hex(32)}, "api.oceanobs.example.org", "NE_Atlantic")

	g.sciAdd("sci/matlab-installer-input-fik", `
$ cat installer_input.txt
destinationFolder=/opt/matlab/R2024b
fileInstallationKey=«a»
agreeToLicense=yes
outputFile=/tmp/mathworks_install.log
licensePath=/opt/matlab/license.lic
product.MATLAB
product.Statistics_and_Machine_Learning_Toolbox
`, V{"a": fmt.Sprintf("%s-%s-%s-%s-%s-%s-%s-%s-%s-%s-%s-%s", g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5))}, "destinationFolder=/opt/matlab/R2024b", "product.Statistics_and_Machine_Learning_Toolbox")

	g.sciAdd("sci/spss-python-extension-conn", `
BEGIN PROGRAM PYTHON3.
import spss
cnx = "DSN=SurveyDW;UID=spss_svc;PWD=«a»;DATABASE=panel_wave7"
spss.Submit("GET DATA /TYPE=ODBC /CONNECT='%s' /SQL='SELECT * FROM responses'." % cnx)
END PROGRAM.
`, V{"a": g.pw()}, "DSN=SurveyDW", "panel_wave7")

	g.sciAdd("sci/mathematica-service-connect-saved", `
In[1]:= ServiceConnect["OpenAI", "New"]
In[2]:= SystemCredential["OPENAI_API_KEY"] = "«a»"
Out[2]= "«a»"
In[3]:= $WolframID
Out[3]= "s.morales@phys.example.edu"
`, V{"a": g.openai()}, "s.morales@phys.example.edu", "SystemCredential")

	g.sciAdd("sci/julia-startup-env", `
$ cat ~/.julia/config/startup.jl
ENV["JULIA_NUM_THREADS"] = "auto"
ENV["CDSAPI_URL"] = "https://cds.climate.copernicus.eu/api"
ENV["CDSAPI_KEY"] = "«a»"
ENV["DATADEPS_ALWAYS_ACCEPT"] = "true"
`, V{"a": g.uuid()}, "https://cds.climate.copernicus.eu/api", "DATADEPS_ALWAYS_ACCEPT")
}

// ---- Earth observation and climate data ----

func (g *G) sciGeo() {
	g.sciAdd("sci/gee-service-account-key-cat", `
$ cat keys/ee-runner.json
{
  "type": "service_account",
  "project_id": "forest-loss-monitor",
  "private_key_id": "«_k»",
  "private_key": "«a»",
  "client_email": "ee-runner@forest-loss-monitor.iam.gserviceaccount.com",
  "client_id": "«_c»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ee-runner%40forest-loss-monitor.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"_k": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_c": g.digits(21)}, "ee-runner@forest-loss-monitor.iam.gserviceaccount.com", "forest-loss-monitor")

	g.sciAdd("sci/gee-python-service-account-credentials", `
import ee
service_account = "ee-runner@forest-loss-monitor.iam.gserviceaccount.com"
credentials = ee.ServiceAccountCredentials(service_account, key_data='''«a»''')
ee.Initialize(credentials, project="forest-loss-monitor")
img = ee.ImageCollection("COPERNICUS/S2_SR_HARMONIZED").filterDate("2024-06-01", "2024-09-01")
`, V{"a": fmt.Sprintf(`{"type": "service_account", "project_id": "forest-loss-monitor", "private_key": "%s", "client_email": "ee-runner@forest-loss-monitor.iam.gserviceaccount.com"}`, jsonEsc(g.ecPKCS8().block()+"\n"))}, "COPERNICUS/S2_SR_HARMONIZED", `project="forest-loss-monitor"`)

	g.sciAdd("sci/earthengine-credentials-file", `
$ earthengine authenticate --auth_mode=notebook
Successfully saved authorization token.
$ cat ~/.config/earthengine/credentials
{"redirect_uri": "https://code.earthengine.google.com/client-auth", "refresh_token": "«a»", "scopes": ["https://www.googleapis.com/auth/earthengine", "https://www.googleapis.com/auth/cloud-platform", "https://www.googleapis.com/auth/drive", "https://www.googleapis.com/auth/devstorage.full_control"], "project": "ee-pkaur-remote-sensing"}
`, V{"a": g.gRefresh()}, "ee-pkaur-remote-sensing", "Successfully saved authorization token.")

	g.sciAdd("sci/ads-api-rc-and-ecmwf-json", `
$ cat ~/.adsapirc
url: https://ads.atmosphere.copernicus.eu/api
key: «a»
$ cat ~/.ecmwfapirc
{
    "url"   : "https://api.ecmwf.int/v1",
    "key"   : "«b»",
    "email" : "a.rossi@meteo.example.it"
}
`, V{"a": g.uuid(), "b": g.hex(32)}, "https://ads.atmosphere.copernicus.eu/api", "a.rossi@meteo.example.it")

	g.sciAdd("sci/cdsapi-client-inline-key-legacy", `
import cdsapi

c = cdsapi.Client(url="https://cds.climate.copernicus.eu/api/v2", key="«_uid»:«a»")
c.retrieve("reanalysis-era5-single-levels",
           {"product_type": "reanalysis", "variable": ["2m_temperature"], "year": "2023",
            "month": ["06", "07", "08"], "day": [f"{d:02d}" for d in range(1, 32)],
            "time": "12:00", "format": "netcdf"}, "era5_t2m_jja2023.nc")
`, V{"_uid": g.digits(6), "a": g.uuid()}, "reanalysis-era5-single-levels", "era5_t2m_jja2023.nc")

	g.sciAdd("sci/earthdata-netrc-and-wget", `
$ cat ~/.netrc
machine urs.earthdata.nasa.gov login hydro_mlopez password «a»
$ wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies \
    https://n5eil01u.ecs.nsidc.org/SMAP/SPL3SMP.009/2024.07.01/SMAP_L3_SM_P_20240701_R19240_001.h5
Resolving urs.earthdata.nasa.gov (urs.earthdata.nasa.gov)... 198.118.243.33
HTTP request sent, awaiting response... 200 OK
Saving to: ‘SMAP_L3_SM_P_20240701_R19240_001.h5’
`, V{"a": g.pw()}, "hydro_mlopez", "SMAP_L3_SM_P_20240701_R19240_001.h5")

	g.sciAdd("sci/earthaccess-env-login", `
$ EARTHDATA_USERNAME=hydro_mlopez EARTHDATA_PASSWORD='«a»' python -c "import earthaccess; auth = earthaccess.login(strategy='environment'); print(auth.authenticated)"
True
$ python -c "import earthaccess; earthaccess.login(); print(earthaccess.__auth__.token)"
{'access_token': '«b»', 'token_type': 'Bearer', 'expiration_date': '04/14/2025'}
`, V{"a": g.pw(), "b": g.sciEDL()}, "strategy='environment'", "hydro_mlopez")

	g.sciAdd("sci/earthdata-bearer-curl-gdal", `
$ export EDL_TOKEN=«a»
$ gdalinfo --config GDAL_HTTP_HEADERS "Authorization: Bearer «a»" /vsicurl/https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/HLSL30.020/HLS.L30.T10SEG.2024183T184129.v2.0/HLS.L30.T10SEG.2024183T184129.v2.0.B04.tif | head -3
Driver: GTiff/GeoTIFF
Files: /vsicurl/https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/HLSL30.020/HLS.L30.T10SEG.2024183T184129.v2.0/HLS.L30.T10SEG.2024183T184129.v2.0.B04.tif
Size is 3660, 3660
`, V{"a": g.sciEDL()}, "HLS.L30.T10SEG.2024183T184129.v2.0", "Size is 3660, 3660")

	g.sciAdd("sci/planet-sdk-auth-and-env", `
$ planet auth init --email f.mensah@agri.example.org
Password: 
Initialized
$ cat ~/.planet.json
{"key": "«a»"}
$ export PL_API_KEY=«b»
$ planet data search PSScene --geom aoi_volta.geojson --limit 3 | jq -r '.id'
20240612_101233_38_24a3
`, V{"a": g.sciPlanet(), "b": g.sciPlanet()}, "f.mensah@agri.example.org", "20240612_101233_38_24a3")

	g.sciAdd("sci/sentinelhub-config-toml", `
$ cat ~/.config/sentinelhub/config.toml
[default-profile]
instance_id = ""
sh_client_id = "«_cid»"
sh_client_secret = "«a»"
sh_base_url = "https://sh.dataspace.copernicus.eu"
sh_token_url = "https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token"
geopysh_log_level = "WARNING"
`, V{"_cid": "sh-" + g.uuid(), "a": g.an(32)}, "https://sh.dataspace.copernicus.eu", "sh_token_url")

	g.sciAdd("sci/cdse-keycloak-password-grant-curl", `
$ curl -s -d 'client_id=cdse-public' -d 'username=k.nowak@geo.example.pl' -d 'password=«a»' -d 'grant_type=password' \
    https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token | jq -r .access_token | cut -c1-40
«_pre»
`, V{"a": g.pw(), "_pre": "eyJhbGciOiJSUzI1NiIsInR5cCIgOiAiSldUIiwia2lk"[:40]}, "client_id=cdse-public", "k.nowak@geo.example.pl")

	g.sciAdd("sci/usgs-m2m-login-token-python", `
payload = {"username": "tbrown_usgs", "token": "«a»"}
r = requests.post("https://m2m.cr.usgs.gov/api/api/json/stable/login-token", json=payload)
api_key = r.json()["data"]
print(api_key)
# «b»
headers = {"X-Auth-Token": api_key}
`, V{"a": g.an(64), "b": g.an(64)}, "https://m2m.cr.usgs.gov/api/api/json/stable/login-token", "tbrown_usgs")

	g.sciAdd("sci/opentopography-url-api-key", `
$ curl -o dem.tif "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=46.2&north=46.9&west=7.5&east=8.4&outputFormat=GTiff&API_Key=«a»"
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
100 38.4M  100 38.4M    0     0  6121k      0  0:00:06  0:00:06 --:--:-- 7002k
`, V{"a": g.hex(32)}, "demtype=COP30")

	g.sciAdd("sci/copernicus-marine-credentials-file", `
$ copernicusmarine login --username jlefevre --password «a»
INFO - 2025-02-11T10:22:31Z - Credentials file stored in /home/jlefevre/.copernicusmarine/.copernicusmarine-credentials.
$ cat ~/.copernicusmarine/.copernicusmarine-credentials
[credentials]
username=jlefevre
password=«a»
`, V{"a": g.pw()}, "/home/jlefevre/.copernicusmarine/.copernicusmarine-credentials")

	g.sciAdd("sci/stac-planetary-computer-subscription-key", `
import planetary_computer, pystac_client
planetary_computer.settings.set_subscription_key("«a»")
catalog = pystac_client.Client.open(
    "https://planetarycomputer.microsoft.com/api/stac/v1",
    modifier=planetary_computer.sign_inplace,
)
items = catalog.search(collections=["landsat-c2-l2"], bbox=[-122.5, 37.6, -122.3, 37.9]).item_collection()
`, V{"a": g.hex(32)}, "landsat-c2-l2", "https://planetarycomputer.microsoft.com/api/stac/v1")

	g.sciAdd("sci/google-maps-key-in-field-app-config", `
$ cat fieldwork-app/config.json
{
  "site": "Kruger transects 2025",
  "tileServer": "https://tiles.ecology.example.org/{z}/{x}/{y}.png",
  "googleMapsKey": "«a»",
  "odkCentral": {
    "url": "https://odk.ecology.example.org",
    "email": "fieldlead@ecology.example.org",
    "password": "«b»"
  }
}
`, V{"a": g.googleKey(), "b": g.pw()}, "Kruger transects 2025", "fieldlead@ecology.example.org")
}

// ---- biology, chemistry and lab systems ----

func (g *G) sciBio() {
	g.sciAdd("sci/biopython-entrez-key-hardcoded", `
from Bio import Entrez, SeqIO

Entrez.email = "protein.lab@bioc.example.edu"   # NCBI asks for a contact address
Entrez.api_key = "«a»"
Entrez.tool = "domain-survey"
handle = Entrez.esearch(db="protein", term="kinase[Title] AND Homo sapiens[Organism]", retmax=500)
`, V{"a": g.sciNCBI()}, "protein.lab@bioc.example.edu", "domain-survey")

	g.sciAdd("sci/ncbi-datasets-cli-api-key-flag", `
$ datasets download genome taxon "Drosophila" --reference --include gff3,protein --api-key «a» --filename dros_ref.zip
Collecting 14 genome records [================================================] 100% 14/14
Downloading: dros_ref.zip    412MB valid zip structure -- files not checked
`, V{"a": g.sciNCBI()}, "dros_ref.zip", "Collecting 14 genome records")

	g.sciAdd("sci/benchling-sdk-and-curl", `
from benchling_sdk.benchling import Benchling
from benchling_sdk.auth.api_key_auth import ApiKeyAuth

benchling = Benchling(url="https://synbio-lab.benchling.com", auth_method=ApiKeyAuth("«a»"))
$ curl -u «b»: https://synbio-lab.benchling.com/api/v2/dna-sequences?pageSize=5
`, V{"a": g.sciBenchling(), "b": g.sciBenchling()}, "https://synbio-lab.benchling.com")

	g.sciAdd("sci/benchling-app-client-secret-env", `
$ cat benchling-app/.env
BENCHLING_TENANT=synbio-lab.benchling.com
BENCHLING_APP_CLIENT_ID=«_cid»
BENCHLING_APP_CLIENT_SECRET=«a»
BENCHLING_APP_DEFINITION_ID=appdef_«_d»
`, V{"_cid": g.uuid(), "a": "cs_" + g.an(40), "_d": g.an(10)}, "BENCHLING_TENANT=synbio-lab.benchling.com")

	g.sciAdd("sci/labarchives-api-signature-script", `
# labarchives_backup.py
ACCESS_KEY_ID = "university_x_lab"       # akid issued by LabArchives
ACCESS_PASSWORD = "«a»"
UID = "«_uid»"
def sig(method, expires):
    msg = ACCESS_KEY_ID + method + str(expires)
    return base64.b64encode(hmac.new(ACCESS_PASSWORD.encode(), msg.encode(), hashlib.sha512).digest())
`, V{"a": g.an(32), "_uid": g.digits(3) + "-" + g.hex(32)}, "university_x_lab")

	g.sciAdd("sci/elabftw-api-key-header", `
$ curl -s -H "Authorization: «a»" "https://eln.chem.example.edu/api/v2/experiments?limit=3" | jq '.[].title'
"Suzuki coupling, batch 14"
"NMR follow-up 2025-01-29"
"Catalyst screening plate B"
`, V{"a": g.digits(1) + "-" + g.hex(84)}, "eln.chem.example.edu", "Suzuki coupling, batch 14")

	g.sciAdd("sci/labkey-netrc-and-apikey", `
$ cat ~/.netrc
machine labkey.immunology.example.org
login apikey
password apikey|«a»
$ python -c "from labkey.api_wrapper import APIWrapper; api = APIWrapper('labkey.immunology.example.org', 'Flow/Panel3', use_ssl=True)"
`, V{"a": g.hex(32)}, "labkey.immunology.example.org", "Flow/Panel3")

	g.sciAdd("sci/bioblend-galaxy-instance", `
from bioblend.galaxy import GalaxyInstance
gi = GalaxyInstance(url="https://usegalaxy.eu", key="«a»")
hist = gi.histories.create_history(name="rnaseq-batch-7")
gi.tools.upload_file("reads/sample_07_R1.fastq.gz", hist["id"])
`, V{"a": g.hex(32)}, "https://usegalaxy.eu", "rnaseq-batch-7")

	g.sciAdd("sci/basespace-default-cfg", `
$ cat ~/.basespace/default.cfg
apiServer   = https://api.euc1.sh.basespace.illumina.com
accessToken = «a»
$ bs list runs --filter-field=ExperimentName --filter-term=NovaSeqX_2025_02
`, V{"a": g.hex(32)}, "https://api.euc1.sh.basespace.illumina.com", "NovaSeqX_2025_02")

	g.sciAdd("sci/sevenbridges-credentials-profiles", `
$ cat ~/.sevenbridges/credentials
[default]
api_endpoint = https://api.sbgenomics.com/v2
auth_token = «a»

[cavatica]
api_endpoint = https://cavatica-api.sbgenomics.com/v2
auth_token = «b»
`, V{"a": g.hex(32), "b": g.hex(32)}, "https://cavatica-api.sbgenomics.com/v2")

	g.sciAdd("sci/dnanexus-dx-login-token", `
$ dx login --token «a» --noprojects
$ dx env
Auth token used         «a»
API server protocol     https
API server host         api.dnanexus.com
API server port         443
Current workspace       project-«_p»
Current folder          /
Current user            sbhatt
`, V{"a": g.an(32), "_p": g.s(alAlnum, 24)}, "api.dnanexus.com", "Current user            sbhatt")

	g.sciAdd("sci/omero-cli-login-password-flag", `
$ omero login -s omero.imaging.example.ac.uk -u eli.brooks -w «a»
Created session for eli.brooks@omero.imaging.example.ac.uk:4064. Idle timeout: 10 min. Current group: Lightsheet_Lab
$ omero sessions key
«_sk»
`, V{"a": g.pw(), "_sk": g.uuid()}, "Lightsheet_Lab", "omero.imaging.example.ac.uk")

	g.sciAdd("sci/protocols-io-token-and-chembl-benign", `
$ export PROTOCOLS_IO_TOKEN=«a»
$ curl -s -H "Authorization: Bearer $PROTOCOLS_IO_TOKEN" https://www.protocols.io/api/v3/protocols/«_pid» | jq .protocol.title
"RNA extraction from zebrafish embryos V.3"
$ curl -s "https://www.ebi.ac.uk/chembl/api/data/molecule/CHEMBL25.json" | jq .pref_name
"ASPIRIN"
`, V{"a": g.hex(64), "_pid": g.digits(5)}, "CHEMBL25", "RNA extraction from zebrafish embryos V.3")

	g.sciAdd("sci/lims-clarity-config-basic-auth", `
$ cat /opt/gls/clarity/customextensions/config/genologics.conf
[genologics]
BASEURI=https://clarity.seqcore.example.org
USERNAME=apiuser
PASSWORD=«a»
[logging]
MAIN_LOG=/var/log/clarity-scripts.log
`, V{"a": g.pw()}, "https://clarity.seqcore.example.org", "USERNAME=apiuser")

	g.sciAdd("sci/instrument-pc-smb-mount-creds", `
$ cat /etc/fstab | grep microscopes
//confocal-pc01.bio.example.edu/Data /mnt/confocal cifs username=zeiss_export,password=«a»,domain=BIO,uid=1001,ro 0 0
//lightsheet-pc.bio.example.edu/Export /mnt/lightsheet cifs credentials=/root/.smb-lightsheet,uid=1001,ro 0 0
`, V{"a": g.pw()}, "confocal-pc01.bio.example.edu", "credentials=/root/.smb-lightsheet")

	g.sciAdd("sci/terra-firecloud-access-token-print", `
$ gcloud auth print-access-token
«a»
$ curl -s -H "Authorization: Bearer «a»" "https://api.firecloud.org/api/workspaces/anvil-datastorage/AnVIL_1000G_PRIMED-data-model" | jq .workspace.bucketName
"fc-secure-«_b»"
`, V{"a": g.ya29(), "_b": g.uuid()}, "anvil-datastorage/AnVIL_1000G_PRIMED-data-model")
}

// ---- literature and scholarly APIs ----

func (g *G) sciScholar() {
	g.sciAdd("sci/semantic-scholar-key-and-openalex-mailto", `
S2_API_KEY = "«a»"
OPENALEX_MAILTO = "lit-review-bot@ischool.example.edu"

def s2_batch(ids):
    return requests.post("https://api.semanticscholar.org/graph/v1/paper/batch",
                         params={"fields": "title,year,citationCount"},
                         headers={"x-api-key": S2_API_KEY}, json={"ids": ids}).json()

def openalex(doi):
    return requests.get(f"https://api.openalex.org/works/doi:{doi}", params={"mailto": OPENALEX_MAILTO}).json()
`, V{"a": g.sciS2()}, "lit-review-bot@ischool.example.edu", "https://api.openalex.org/works/doi:")

	g.sciAdd("sci/elsevier-config-json-pybliometrics", `
$ cat ~/.config/pybliometrics.cfg
[Directories]
AbstractRetrieval = /home/vsilva/.cache/pybliometrics/Scopus/abstract_retrieval
[Authentication]
APIKey = «a»,«b»
InstToken = «c»
[Requests]
Timeout = 20
Retries = 5
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(32)}, "/home/vsilva/.cache/pybliometrics/Scopus/abstract_retrieval")

	g.sciAdd("sci/scopus-curl-headers", `
$ curl -s "https://api.elsevier.com/content/search/scopus?query=TITLE-ABS-KEY(perovskite%20stability)&count=2" \
    -H "X-ELS-APIKey: «a»" -H "X-ELS-Insttoken: «b»" -H "Accept: application/json" | jq '.["search-results"]["opensearch:totalResults"]'
"18342"
`, V{"a": g.hex(32), "b": g.hex(32)}, "TITLE-ABS-KEY(perovskite%20stability)")

	g.sciAdd("sci/wos-starter-api-key", `
$ http GET "https://api.clarivate.com/apis/wos-starter/v1/documents?q=TS%3D(coral%20bleaching)&limit=5" X-ApiKey:«a»
HTTP/1.1 200 OK
Content-Type: application/json
X-RateLimit-Remaining-Day: 4987
`, V{"a": g.hex(40)}, "wos-starter/v1/documents", "X-RateLimit-Remaining-Day: 4987")

	g.sciAdd("sci/core-ac-uk-and-dimensions-keys", `
# .env.litsearch
CORE_API_KEY=«a»
DIMENSIONS_API_KEY=«b»
UNPAYWALL_EMAIL=lib-sysadmin@library.example.edu
CROSSREF_MAILTO=lib-sysadmin@library.example.edu
`, V{"a": g.an(32), "b": g.s(alHexU, 32)}, "UNPAYWALL_EMAIL=lib-sysadmin@library.example.edu")

	g.sciAdd("sci/zotero-api-key-pyzotero", `
from pyzotero import zotero
library_id = "«_lib»"
library_type = "group"
api_key = "«a»"
zot = zotero.Zotero(library_id, library_type, api_key)
items = zot.top(limit=25)
`, V{"_lib": g.digits(7), "a": g.an(24)}, `library_type = "group"`)

	g.sciAdd("sci/crossref-plus-token-header", `
$ curl -s -H "Crossref-Plus-API-Token: Bearer «a»" \
    -H "User-Agent: citation-graph/0.3 (mailto:citegraph@cs.example.edu)" \
    "https://api.crossref.org/works?filter=from-pub-date:2024-01-01,type:journal-article&rows=0" | jq .message[\"total-results\"]
`, V{"a": g.jwt("HS256", `{"jti":"`+g.uuid()+`","iat":1734000000,"sub":"plus","member":"citegraph"}`)}, "mailto:citegraph@cs.example.edu")

	g.sciAdd("sci/orcid-public-api-read-public-token", `
$ curl -s -X POST https://orcid.org/oauth/token -H "Accept: application/json" \
    -d "client_id=APP-«_app»" -d "client_secret=«a»" \
    -d "grant_type=client_credentials" -d "scope=/read-public"
{"access_token":"«b»","token_type":"bearer","refresh_token":"«c»","expires_in":631138518,"scope":"/read-public","name":null,"orcid":null}
$ curl -s -H "Authorization: Bearer «b»" https://pub.orcid.org/v3.0/«_o»/works | head -c 80
`, V{"_app": g.s(alUpNum, 16), "a": g.uuid(), "b": g.uuid(), "c": g.uuid(), "_o": g.sciORCID()}, "scope=/read-public")

	g.sciAdd("sci/ieee-springer-api-keys-yaml", `
# config/sources.yaml
sources:
  springer:
    endpoint: https://api.springernature.com/meta/v2/json
    api_key: «a»
  ieee:
    endpoint: https://ieeexploreapi.ieee.org/api/v1/search/articles
    apikey: «b»
  arxiv:
    endpoint: http://export.arxiv.org/api/query
    delay_seconds: 3
`, V{"a": g.hex(32), "b": g.s(alLowNum, 24)}, "http://export.arxiv.org/api/query", "https://api.springernature.com/meta/v2/json")

	g.sciAdd("sci/mendeley-oauth-app-secret", `
MENDELEY_CLIENT_ID = «_cid»
MENDELEY_CLIENT_SECRET = "«a»"
mendeley = Mendeley(MENDELEY_CLIENT_ID, MENDELEY_CLIENT_SECRET, redirect_uri="http://localhost:5000/oauth")
`, V{"_cid": g.digits(5), "a": g.an(16)}, "http://localhost:5000/oauth")
}

// ---- ML compute and labelling platforms ----

func (g *G) sciPlatforms() {
	g.sciAdd("sci/modal-token-set-output", `
$ modal token set --token-id «a» --token-secret «b» --profile=protein-lab
Verifying token against https://api.modal.com
Token verified successfully!
Token written to /home/dlin/.modal.toml in profile protein-lab.
`, V{"a": g.sciModalID(), "b": g.sciModalSec()}, "/home/dlin/.modal.toml", "profile protein-lab")

	g.sciAdd("sci/modal-toml-two-profiles", `
$ cat ~/.modal.toml
[dlin]
token_id = "«a»"
token_secret = "«b»"

[protein-lab]
token_id = "«c»"
token_secret = "«d»"
active = true
`, V{"a": g.sciModalID(), "b": g.sciModalSec(), "c": g.sciModalID(), "d": g.sciModalSec()}, "[protein-lab]", "active = true")

	g.sciAdd("sci/replicate-python-run-notebook", `
In [2]: import replicate, os
In [3]: os.environ["REPLICATE_API_TOKEN"] = "«a»"
In [4]: out = replicate.run("stability-ai/sdxl:«_v»", input={"prompt": "scanning electron micrograph of pollen, false colour"})
`, V{"a": g.replicate(), "_v": g.hex(64)}, "stability-ai/sdxl:")

	g.sciAdd("sci/together-fine-tune-cli", `
$ export TOGETHER_API_KEY=«a»
$ together fine-tuning create --training-file file-«_f» --model meta-llama/Meta-Llama-3.1-8B-Instruct-Reference --lora --n-epochs 3 --wandb-api-key «b»
Submitted a fine-tuning job ft-«_ft» at 2025-02-08 16:02:11
`, V{"a": g.sciTogether(), "_f": g.uuid(), "b": g.sciWandb(), "_ft": g.uuid()}, "meta-llama/Meta-Llama-3.1-8B-Instruct-Reference")

	g.sciAdd("sci/lambda-cloud-api-instances", `
$ curl -u «a»: https://cloud.lambdalabs.com/api/v1/instances | jq '.data[] | {id, name, ip, status}'
{
  "id": "«_i»",
  "name": "pretrain-h100x8",
  "ip": "«_ip»",
  "status": "active"
}
`, V{"a": "secret_lablab_" + g.hex(32) + "." + g.an(32), "_i": g.hex(32), "_ip": fmt.Sprintf("192.222.%d.%d", g.r.IntN(255), 1+g.r.IntN(254))}, "pretrain-h100x8")

	g.sciAdd("sci/runpod-config-toml-and-env", `
$ cat ~/.runpod/config.toml
[default]
apikey = "«a»"
$ runpodctl create pod --name alphafold3-run --gpuType "NVIDIA A100 80GB PCIe" --imageName ghcr.io/structbio/af3:3.0.1 --env HF_TOKEN=«b»
pod "«_p»" created for $1.64 / hr
`, V{"a": "rpa_" + g.s(alUpNum, 48), "b": g.hfTok(), "_p": g.s(alLowNum, 14)}, "alphafold3-run", "ghcr.io/structbio/af3:3.0.1")

	g.sciAdd("sci/vastai-set-api-key-and-ssh", `
$ vastai set api-key «a»
Your api key has been saved in /home/fabri/.config/vastai/vast_api_key
$ vastai show instances
ID        Machine  Status   Num  Model      Util. %  vCPUs  RAM    Storage  SSH Addr       SSH Port  $/hr    Image
«_i»  4127     running  2x   RTX_4090   97.0     32.0   128.0  200      ssh4.vast.ai   «_port»   0.7120  pytorch/pytorch:2.4.0-cuda12.1-cudnn9-devel
`, V{"a": g.hex(64), "_i": g.digits(8), "_port": g.digits(5)}, "ssh4.vast.ai", "/home/fabri/.config/vastai/vast_api_key")

	g.sciAdd("sci/roboflow-download-snippet-notebook", `
!pip install roboflow

from roboflow import Roboflow
rf = Roboflow(api_key="«a»")
project = rf.workspace("coral-reef-monitoring").project("coral-species-seg")
version = project.version(11)
dataset = version.download("yolov8")
`, V{"a": g.sciRoboflow()}, "coral-reef-monitoring", "coral-species-seg")

	g.sciAdd("sci/label-studio-docker-env-and-ml-backend", `
$ cat docker-compose.override.yml
services:
  label-studio:
    environment:
      - LABEL_STUDIO_USERNAME=annotation-admin@lab.example.org
      - LABEL_STUDIO_PASSWORD=«a»
      - LABEL_STUDIO_USER_TOKEN=«b»
  ml-backend:
    environment:
      - LABEL_STUDIO_URL=http://label-studio:8080
      - LABEL_STUDIO_API_KEY=«b»
`, V{"a": g.pw(), "b": g.sciLabelStud()}, "annotation-admin@lab.example.org", "LABEL_STUDIO_URL=http://label-studio:8080")

	g.sciAdd("sci/label-studio-legacy-vs-pat-refresh", `
$ curl -s -X POST https://app.humansignal.com/api/token/refresh -H "Content-Type: application/json" -d '{"refresh": "«a»"}'
{"access":"«b»"}
`, V{"a": g.jwt("HS256", `{"token_type":"refresh","exp":8045000000,"iat":1738000000,"jti":"`+g.hex(32)+`","user_id":4312}`), "b": g.jwt("HS256", `{"token_type":"access","exp":1738000300,"iat":1738000000,"jti":"`+g.hex(32)+`","user_id":4312}`)}, "https://app.humansignal.com/api/token/refresh")

	g.sciAdd("sci/cvat-cli-auth-flag", `
$ cvat-cli --server-host https://cvat.robotics.example.edu --auth annotator-lead:«a» task ls
«_t»,warehouse-pallets-batch3,annotation
«_t2»,warehouse-pallets-batch4,validation
`, V{"a": g.pw(), "_t": g.digits(5), "_t2": g.digits(5)}, "warehouse-pallets-batch3", "annotator-lead")

	g.sciAdd("sci/scale-and-labelbox-keys-script", `
import scaleapi, labelbox as lb
scale = scaleapi.ScaleClient("«a»")
client = lb.Client(api_key="«b»")
project = client.get_project("«_p»")
`, V{"a": "live_" + g.hex(32), "b": g.jwt("HS256", `{"user":{"id":"`+g.s(alLowNum, 25)+`"},"organizationId":"`+g.s(alLowNum, 25)+`","apiKeyId":"`+g.s(alLowNum, 25)+`","secret":"`+g.hex(32)+`","iat":1730000000,"exp":2361152000}`), "_p": g.s(alLowNum, 25)}, "scaleapi.ScaleClient")

	g.sciAdd("sci/databricks-cfg-and-notebook-run", `
$ cat ~/.databrickscfg
[DEFAULT]
host  = https://adb-«_w».7.azuredatabricks.net
token = «a»

[genomics-ws]
host = https://adb-«_w2».3.azuredatabricks.net
auth_type = databricks-cli
`, V{"_w": g.digits(16), "a": "dapi" + g.hex(32) + "-2", "_w2": g.digits(16)}, "auth_type = databricks-cli", "[genomics-ws]")

	g.sciAdd("sci/sagemaker-notebook-lifecycle-script", `
#!/bin/bash
# on-start.sh (SageMaker notebook lifecycle configuration)
set -e
sudo -u ec2-user -i <<'EOF'
echo "machine github.com login lab-bot password «a»" > ~/.netrc
conda activate pytorch_p310
pip install -q git+https://github.com/ocean-lab/plankton-classifier.git
EOF
`, V{"a": g.ghp()}, "pytorch_p310", "github.com/ocean-lab/plankton-classifier.git")

	g.sciAdd("sci/gradio-share-and-hf-secret-print", `
$ python app.py
Loaded model from checkpoint runs/«_r»/best.ckpt
DEBUG settings: {'hf_token': '«a»', 'model_repo': 'soundlab/birdsong-clf', 'share': True}
* Running on local URL:  http://127.0.0.1:7860
* Running on public URL: https://«_s».gradio.live
`, V{"_r": g.sciRun(), "a": g.hfTok(), "_s": g.hex(18)}, "soundlab/birdsong-clf", "http://127.0.0.1:7860")

	g.sciAdd("sci/lightning-studio-env-secrets", `
$ lightning login
Login Successful
$ cat ~/.lightning/credentials.json
{"user_id": "«_u»", "api_key": "«a»"}
`, V{"_u": g.uuid(), "a": g.uuid()}, "Login Successful")
}

// ---- conda and package channels ----

func (g *G) sciConda() {
	g.sciAdd("sci/condarc-channel-token-url", `
$ cat ~/.condarc
channels:
  - https://conda.anaconda.org/t/«a»/bioinfo-core
  - conda-forge
  - bioconda
channel_priority: strict
envs_dirs:
  - /scratch/shared/conda/envs
`, V{"a": g.sciAnaconda()}, "/scratch/shared/conda/envs", "channel_priority: strict")

	g.sciAdd("sci/conda-install-verbose-token-url", `
$ conda install -c https://conda.anaconda.org/t/«a»/lab-private lab-segmenter=1.4
Channels:
 - https://conda.anaconda.org/t/<TOKEN>/lab-private
 - conda-forge
Platform: linux-64
Collecting package metadata (repodata.json): done
Solving environment: done
`, V{"a": g.sciAnaconda()}, "https://conda.anaconda.org/t/<TOKEN>/lab-private", "lab-segmenter=1.4")

	g.sciAdd("sci/anaconda-client-upload-token", `
$ anaconda -t «a» upload --user lab-private --label main conda-bld/linux-64/lab-segmenter-1.4.0-py311_0.conda
Using Anaconda API: https://api.anaconda.org
Uploading file "lab-private/lab-segmenter/1.4.0/linux-64/lab-segmenter-1.4.0-py311_0.conda" ...
Upload complete
`, V{"a": g.s(alLowNum, 2) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 12)}, "https://api.anaconda.org", "lab-segmenter-1.4.0-py311_0.conda")

	g.sciAdd("sci/conda-token-set-output", `
$ conda token set «a»
Success! Your token was validated and Conda has been configured.
$ conda config --show channel_settings default_channels | head -4
channel_settings: []
default_channels:
  - https://repo.anaconda.cloud/repo/main
  - https://repo.anaconda.cloud/repo/r
`, V{"a": g.s(alLowNum, 32) + g.hex(8)}, "https://repo.anaconda.cloud/repo/main", "Success! Your token was validated")

	g.sciAdd("sci/requirements-txt-private-index", `
$ cat requirements.txt
--extra-index-url https://lab-ci:«a»@nexus.physics.example.edu/repository/pypi-lab/simple
numpy==1.26.4
xarray==2024.7.0
lab-lattice-utils==2.1.0
`, V{"a": g.pwURL()}, "nexus.physics.example.edu", "xarray==2024.7.0")

	g.sciAdd("sci/pixi-auth-login-prefix-token", `
$ pixi auth login repo.prefix.dev --token «a»
Authenticating with repo.prefix.dev
$ cat ~/.rattler/credentials.json
{"repo.prefix.dev":{"BearerToken":"«a»"},"conda.lab.example.org":{"BasicHTTP":{"username":"lab","password":"«b»"}}}
`, V{"a": "pfx_" + g.an(40), "b": g.pw()}, "repo.prefix.dev", "conda.lab.example.org")

	g.sciAdd("sci/environment-yml-pip-git-token", `
name: seq-pipeline
channels:
  - conda-forge
  - bioconda
dependencies:
  - python=3.11
  - snakemake=8.16
  - pip
  - pip:
      - git+https://oauth2:«a»@gitlab.bioinf.example.org/core/varcall-utils.git@v0.9.1
`, V{"a": g.glpat()}, "gitlab.bioinf.example.org/core/varcall-utils.git@v0.9.1", "snakemake=8.16")

	g.sciAdd("sci/spack-mirror-and-cache-keys", `
$ spack mirror add --s3-access-key-id «a» --s3-access-key-secret «b» --s3-endpoint-url https://s3.hpc.example.edu lab-cache s3://spack-binary-cache
$ spack mirror list
lab-cache    [sb] s3://spack-binary-cache
spack-public [s ] https://mirror.spack.io
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "s3://spack-binary-cache", "https://mirror.spack.io")
}

// ---- lab members sharing credentials ----

func (g *G) sciCollab() {
	g.sciAdd("sci/lab-wiki-onboarding-page", `
# Onboarding: Computational Ecology Group

1. Request a cluster account (PI approval needed).
2. Shared services:

| Service        | URL                                   | User          | Password / key |
|----------------|---------------------------------------|---------------|----------------|
| MinIO (raw)    | https://minio.ecolab.example.edu      | ecolab-rw     | «a» |
| JupyterHub     | https://hub.ecolab.example.edu        | (uni login)   | n/a            |
| Postgres (obs) | pg.ecolab.example.edu:5432/observations | field_writer | «b» |
| Movebank API   | https://www.movebank.org              | ecolab_tracks | «c» |

3. Never commit the table above to the public repo.
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}, "https://minio.ecolab.example.edu", "field_writer", "ecolab_tracks")

	g.sciAdd("sci/slack-message-pi-to-student", `
[10:42] Prof. Haddad: @Lina the CDS key on the group account is expired, use mine for the ERA5 download for now:
[10:42] Prof. Haddad: url: https://cds.climate.copernicus.eu/api
key: «a»
[10:43] Lina Costa: thanks!! will switch back once I get my own
[10:47] Prof. Haddad: and the Dropbox for the field photos is labphotos@example.org / «b»
`, V{"a": g.uuid(), "b": g.pw()}, "labphotos@example.org", "https://cds.climate.copernicus.eu/api")

	g.sciAdd("sci/email-core-facility-credentials", `
From: Sequencing Core <seqcore@med.example.edu>
To: Ruth Alvarez <ralvarez@med.example.edu>
Subject: Run 2025-02-07_NovaSeqX ready – project RA-114
Date: Fri, 7 Feb 2025 15:22:09 -0500

Hi Ruth,

Your FASTQs (project RA-114, 48 samples) are on our SFTP server:

  host: sftp.seqcore.med.example.edu
  user: ra114_dl
  pass: «a»

The account expires in 30 days. MD5 checksums are in md5sum.txt.

Best,
Sequencing Core
`, V{"a": g.pw()}, "sftp.seqcore.med.example.edu", "ra114_dl", "project RA-114")

	g.sciAdd("sci/readme-reproduce-section-with-key", `
## Reproducing the results

ˋˋˋbash
conda env create -f environment.yml
conda activate glacier
export PLANET_API_KEY=«a»     # reviewer access, read-only, valid until 2025-06-30
python scripts/download_scenes.py --aoi data/aoi/jakobshavn.geojson
ˋˋˋ

The processed data are archived at https://doi.org/«_doi».
`, V{"a": g.sciPlanet(), "_doi": g.sciDOI()}, "data/aoi/jakobshavn.geojson", "conda activate glacier")

	g.sciAdd("sci/github-issue-cannot-reproduce-config", `
### Describe the bug
ˋtrain.pyˋ crashes at the first eval step on our cluster. Full config below.

ˋˋˋyaml
data:
  root: /gpfs/projects/bio/cell-atlas
  s3:
    endpoint: https://s3.cell-atlas.example.org
    key: «a»
    secret: «b»
logger:
  wandb:
    project: cell-foundation
    api_key: «c»
ˋˋˋ

### Environment
torch 2.4.1+cu121, lightning 2.4.0
`, V{"a": g.s(alUpNum, 20), "b": g.an(40), "c": g.sciWandb()}, "torch 2.4.1+cu121", "cell-foundation")

	g.sciAdd("sci/supplementary-code-zip-listing-and-grep", `
$ unzip -l supplementary_code.zip | tail -4
     2210  2024-11-18 09:02   code/fetch_weather.py
      411  2024-11-18 09:02   code/config.ini
    14233  2024-11-18 09:02   code/analysis.R
$ unzip -p supplementary_code.zip code/config.ini
[meteostat]
rapidapi_key = «a»
[database]
dsn = postgresql://phenology:«b»@phenodb.bot.example.edu/phenology
`, V{"a": g.hex(50), "b": g.pwURL()}, "phenodb.bot.example.edu", "code/fetch_weather.py")

	g.sciAdd("sci/eln-entry-export-md", `
## 2025-01-30 — Plate reader export automation

- Installed the Tecan SparkControl API bridge on the lab PC (TECAN-PC-02).
- Service login for the bridge: spark_api / «a»
- Results pushed nightly to Benchling via app token «b»
- Next: ask IT to move the token into the vault.
`, V{"a": g.pw(), "b": g.sciBenchling()}, "TECAN-PC-02", "spark_api")

	g.sciAdd("sci/teams-chat-shared-ssh-tunnel", `
Mehdi Rahimi  2/11 9:18 AM
the DB on the instrument server only listens locally, do:
ssh -L 5433:localhost:5432 mass-spec@ms-server.chem.example.edu
pw for mass-spec is «a»
then psql "postgresql://msreader:«b»@localhost:5433/spectra"
`, V{"a": g.pw(), "b": g.pwURL()}, "mass-spec@ms-server.chem.example.edu", "msreader")

	g.sciAdd("sci/course-assignment-starter-key", `
$ cat assignment3/starter.py
"""
DS 5110 – Assignment 3: Topic modelling of news articles.
The course key below is rate-limited and revoked after the due date.
"""
NEWSAPI_KEY = "«a»"
OPENAI_API_KEY = "«b»"  # course org, $20 cap per student
`, V{"a": g.hex(32), "b": g.openaiSvc()}, "DS 5110 – Assignment 3")

	g.sciAdd("sci/chat-student-pastes-error-with-token", `
user: my job keeps failing, here's the top of the log, what's wrong?

    Traceback (most recent call last):
      File "/home/aj/proj/train.py", line 12, in <module>
        wandb.login(key="«a»")
      File ".../wandb/sdk/wandb_login.py", line 89, in login
    wandb.errors.errors.AuthenticationError: API key must be 40 characters long, yours was 41

assistant: The key has a trailing character (41 chars). Remove the extra character, and since this key is now in the chat, rotate it at https://wandb.ai/authorize.
`, V{"a": g.sciWandb() + g.hex(1)}, "AuthenticationError", "https://wandb.ai/authorize")

	g.sciAdd("sci/shared-google-doc-export-txt", `
Data Management Plan – internal version (do not attach to the grant)

Storage: Wasabi bucket "coastal-lidar-2025" (us-east-1)
Access key: «a»
Secret key: «b»
Backup: nightly rclone to university Box (service account boxsvc@example.edu)
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "coastal-lidar-2025", "boxsvc@example.edu")

	g.sciAdd("sci/mattermost-bot-in-lab-script", `
def notify(msg):
    requests.post("https://chat.lab.example.org/hooks/«a»", json={"text": msg, "channel": "training-runs"})

notify(f"run {run.id} finished: val_loss={best:.4f}")
`, V{"a": g.s(alLowNum, 26)}, "training-runs", "val_loss={best:.4f}")
}

// ---- benign: identifiers that look random but grant nothing ----

func (g *G) sciBenign() {
	g.sciAdd("sci/benign-citation-cff", `
cff-version: 1.2.0
message: "If you use this software, please cite it as below."
title: "reefscape: coral cover estimation from orthomosaics"
version: 2.3.1
doi: «_doi»
date-released: 2025-01-14
authors:
  - family-names: Okoro
    given-names: Chidi
    orcid: "https://orcid.org/«_o1»"
  - family-names: Lindqvist
    given-names: Maja
    orcid: "https://orcid.org/«_o2»"
repository-code: "https://github.com/reefscape/reefscape"
commit: «_sha»
`, V{"_doi": g.sciDOI(), "_o1": g.sciORCID(), "_o2": g.sciORCID(), "_sha": g.gitSHA()}, "reefscape: coral cover estimation from orthomosaics")

	g.sciAdd("sci/benign-sacct-job-table", `
$ sacct -u ksato --starttime 2025-02-01 --format=JobID,JobName%20,Partition,State,Elapsed,ExitCode
JobID                     JobName  Partition      State    Elapsed ExitCode
------------ -------------------- ---------- ---------- ---------- --------
«_j1»         md-equil-300K        gpu  COMPLETED   05:12:44      0:0
«_j1».batch          batch            COMPLETED   05:12:44      0:0
«_j2»         md-prod-300K         gpu    RUNNING   11:02:19      0:0
«_j3»_[1-50]    fep-lambda         cpu    PENDING   00:00:00      0:0
`, V{"_j1": g.sciJob(), "_j2": g.sciJob(), "_j3": g.sciJob()}, "md-equil-300K", "fep-lambda")

	g.sciAdd("sci/benign-wandb-run-summary", `
wandb: Run history:
wandb:   train/loss █▆▄▃▂▂▁▁
wandb:     val/auc ▁▃▅▆▇▇██
wandb: Run summary:
wandb:   train/loss 0.1132
wandb:     val/auc 0.9417
wandb: 🚀 View run hopeful-river-212 at: https://wandb.ai/cryo-lab/glacier-seg/runs/«_r»
wandb: ⭐️ View project at: https://wandb.ai/cryo-lab/glacier-seg
wandb: Synced 6 W&B file(s), 3 media file(s), 12 artifact file(s) and 0 other file(s)
wandb: Find logs at: ./wandb/run-20250211_141233-«_r»/logs
`, V{"_r": g.sciRun()}, "hopeful-river-212")

	g.sciAdd("sci/benign-mlflow-run-info", `
$ mlflow runs describe --run-id «_r»
{
  "info": {
    "artifact_uri": "s3://lab-mlflow-artifacts/«_e»/«_r»/artifacts",
    "experiment_id": "«_e»",
    "lifecycle_stage": "active",
    "run_id": "«_r»",
    "run_name": "xgb-depth8-eta0.05",
    "status": "FINISHED",
    "user_id": "asharma"
  },
  "data": {"params": {"max_depth": "8", "eta": "0.05", "seed": "1337"}, "tags": {"mlflow.source.git.commit": "«_sha»"}}
}
`, V{"_r": g.hex(32), "_e": g.digits(6), "_sha": g.gitSHA()}, "xgb-depth8-eta0.05")

	g.sciAdd("sci/benign-hf-model-files-sha256", `
$ huggingface-cli download allenai/OLMo-2-1124-7B --include "*.safetensors" --revision «_rev»
Fetching 3 files: 100%|██████████| 3/3 [01:12<00:00, 24.1s/it]
$ sha256sum ~/.cache/huggingface/hub/models--allenai--OLMo-2-1124-7B/snapshots/«_rev»/*.safetensors
«_s1»  model-00001-of-00003.safetensors
«_s2»  model-00002-of-00003.safetensors
«_s3»  model-00003-of-00003.safetensors
`, V{"_rev": g.gitSHA(), "_s1": g.sciSHA256(), "_s2": g.sciSHA256(), "_s3": g.sciSHA256()}, "allenai/OLMo-2-1124-7B")

	g.sciAdd("sci/benign-bibtex-entries", `
@article{nguyen2024tipping,
  title   = {Early-warning signals of Amazon forest tipping points},
  author  = {Nguyen, Thao and Okafor, Maria},
  journal = {Nature Climate Change},
  year    = {2024},
  doi     = {10.1038/s41558-024-0«_d»},
  eprint  = {2403.«_ax»},
  archivePrefix = {arXiv}
}
@misc{era5data,
  author = {Hersbach, H. and others},
  title  = {ERA5 hourly data on single levels from 1940 to present},
  doi    = {10.24381/cds.adbb2d47}
}
`, V{"_d": g.digits(4), "_ax": g.digits(5)}, "10.24381/cds.adbb2d47", "Early-warning signals of Amazon forest tipping points")

	g.sciAdd("sci/benign-dvc-lock", `
$ cat dvc.lock
schema: '2.0'
stages:
  preprocess:
    cmd: python src/preprocess.py data/raw data/interim
    deps:
    - path: data/raw
      hash: md5
      md5: «_m1».dir
      size: 4128839211
      nfiles: 912
    outs:
    - path: data/interim
      hash: md5
      md5: «_m2».dir
      size: 1129937112
      nfiles: 912
`, V{"_m1": g.hex(32), "_m2": g.hex(32)}, "src/preprocess.py")

	g.sciAdd("sci/benign-sequence-accessions", `
$ esearch -db sra -query "PRJNA«_p»" | efetch -format runinfo | cut -d, -f1,11,13 | head -4
Run,LibraryStrategy,LibrarySource
SRR«_r1»,RNA-Seq,TRANSCRIPTOMIC
SRR«_r2»,RNA-Seq,TRANSCRIPTOMIC
SRR«_r3»,RNA-Seq,TRANSCRIPTOMIC
# related: GEO GSE«_g», UniProt P04637, PDB 6M0J, ENA ERR«_e»
`, V{"_p": g.digits(6), "_r1": g.digits(8), "_r2": g.digits(8), "_r3": g.digits(8), "_g": g.digits(6), "_e": g.digits(7)}, "UniProt P04637", "PDB 6M0J")

	g.sciAdd("sci/benign-entrez-email-only-and-openalex", `
Entrez.email = "r.schulz@zoologie.example.de"
# No API key: stay under 3 requests per second.
handle = Entrez.efetch(db="nucleotide", id="NC_«_nc».1", rettype="gb", retmode="text")
r = requests.get("https://api.openalex.org/works", params={"filter": "authorships.author.id:A«_a»", "mailto": "r.schulz@zoologie.example.de"})
`, V{"_nc": g.digits(6), "_a": g.digits(10)}, "r.schulz@zoologie.example.de", `rettype="gb"`)

	g.sciAdd("sci/benign-gee-asset-ids-and-stac-items", `
var lc = ee.Image("projects/forest-loss-monitor/assets/landcover_2024_v3");
var s2 = ee.ImageCollection("COPERNICUS/S2_SR_HARMONIZED")
  .filter(ee.Filter.eq("system:index", "20240714T083601_20240714T084425_T35MQS"));
// STAC: S2B_MSIL2A_20240714T083559_N0510_R064_T35MQS_20240714T111725
// task id: «_task»
`, V{"_task": g.s(alUpNum, 24)}, "projects/forest-loss-monitor/assets/landcover_2024_v3", "S2B_MSIL2A_20240714T083559_N0510_R064_T35MQS_20240714T111725")

	g.sciAdd("sci/benign-conda-env-export-builds", `
$ conda env export --no-builds | head -0; conda list --explicit --md5 | sed -n 4,7p
@EXPLICIT
https://conda.anaconda.org/conda-forge/linux-64/_libgcc_mutex-0.1-conda_forge.tar.bz2#d7c89558ba9fa0495403155b64376d81
https://conda.anaconda.org/conda-forge/linux-64/numpy-1.26.4-py311h64a7726_0.conda#«_m1»
https://conda.anaconda.org/bioconda/noarch/snakemake-8.16.0-hdfd78af_0.tar.bz2#«_m2»
`, V{"_m1": g.hex(32), "_m2": g.hex(32)}, "_libgcc_mutex-0.1-conda_forge.tar.bz2#d7c89558ba9fa0495403155b64376d81")

	g.sciAdd("sci/benign-zenodo-record-json", `
$ curl -s https://zenodo.org/api/records/«_rec» | jq '{doi, conceptdoi, files: [.files[] | {key, checksum}]}'
{
  "doi": "«_doi»",
  "conceptdoi": "10.5281/zenodo.«_c»",
  "files": [
    {"key": "simulations_v2.tar.gz", "checksum": "md5:«_m»"}
  ]
}
`, V{"_rec": g.digits(8), "_doi": g.sciDOI(), "_c": g.digits(8), "_m": g.hex(32)}, "simulations_v2.tar.gz")

	g.sciAdd("sci/benign-notebook-secret-references", `
  "source": [
    "from google.colab import userdata\n",
    "import os\n",
    "os.environ[\"HF_TOKEN\"] = userdata.get(\"HF_TOKEN\")\n",
    "os.environ[\"WANDB_API_KEY\"] = userdata.get(\"WANDB_API_KEY\")\n",
    "token = dbutils.secrets.get(scope=\"ml-lab\", key=\"kaggle-key\")\n",
    "api_key = getpass.getpass(\"Comet API key: \")"
   ]
`, V{}, `userdata.get(\"WANDB_API_KEY\")`, `dbutils.secrets.get(scope=\"ml-lab\", key=\"kaggle-key\")`, `getpass.getpass(\"Comet API key: \")`)

	g.sciAdd("sci/benign-kaggle-and-hf-dataset-slugs", `
$ kaggle datasets download -d paultimothymooney/chest-xray-pneumonia
Dataset URL: https://www.kaggle.com/datasets/paultimothymooney/chest-xray-pneumonia
License(s): other
Downloading chest-xray-pneumonia.zip to /content
100% 2.29G/2.29G [00:31<00:00, 78.6MB/s]
$ python -c "from datasets import load_dataset; print(load_dataset('allenai/c4', 'en', split='validation', streaming=True))"
IterableDataset({features: ['text', 'timestamp', 'url'], num_shards: 8})
`, V{}, "paultimothymooney/chest-xray-pneumonia", "allenai/c4")

	g.sciAdd("sci/benign-masked-tokens-in-tool-output", `
$ wandb status
Current Settings
{
  "api_key": "************************************«_tail»",
  "base_url": "https://api.wandb.ai",
  "entity": "cryo-lab",
  "project": "glacier-seg"
}
$ huggingface-cli env | grep -i token
- Token path ?: /home/ypark/.cache/huggingface/token
- Has saved token ?: True
- Who am I ?: nlp-lab-bot
`, V{"_tail": g.hex(4)}, "- Has saved token ?: True", "nlp-lab-bot")

	g.sciAdd("sci/benign-slurm-job-env-ids", `
SLURM_JOB_ID=«_j»
SLURM_JOB_NAME=llama-ft-chem
SLURM_JOB_NODELIST=gpu[017-018]
SLURM_CLUSTER_NAME=della
SLURM_JOB_UID=«_uid»
CUDA_VISIBLE_DEVICES=0,1,2,3
WANDB_RUN_ID=«_r»
MASTER_PORT=29500
`, V{"_j": g.sciJob(), "_uid": g.digits(6), "_r": g.sciRun()}, "SLURM_JOB_NODELIST=gpu[017-018]")

	g.sciAdd("sci/benign-globus-endpoints-and-tasks", `
$ globus endpoint search "NERSC DTN" --filter-owner-id «_o» | head -3
ID                                   | Owner                   | Display Name
------------------------------------ | ----------------------- | ------------
«_e»                                 | nersc@globusid.org      | NERSC DTN
$ globus task show «_t» | grep -E 'Status|Bytes'
Status:                       SUCCEEDED
Bytes Transferred:            812004447111
`, V{"_o": g.uuid(), "_e": g.uuid(), "_t": g.uuid()}, "nersc@globusid.org", "Bytes Transferred:            812004447111")

	g.sciAdd("sci/benign-model-card-and-commit", `
---
license: apache-2.0
base_model: meta-llama/Llama-3.1-8B
datasets:
- clinical-nlp/n2c2-2018-deid
model-index:
- name: bioclinical-ner-v3
  results:
  - task: {type: token-classification}
    metrics:
    - {type: f1, value: 0.918}
---
Trained at commit «_sha» on job «_j» (run «_r»).
`, V{"_sha": g.gitSHA(), "_j": g.sciJob(), "_r": g.sciRun()}, "clinical-nlp/n2c2-2018-deid", "base_model: meta-llama/Llama-3.1-8B")

	g.sciAdd("sci/benign-orcid-and-ror-in-metadata", `
{
  "creators": [
    {"name": "Haddad, Samir", "affiliation": "Example University", "orcid": "«_o»"},
    {"name": "Costa, Lina", "affiliation": "Example University", "orcid": "«_o2»"}
  ],
  "grants": [{"id": "10.13039/501100000780::«_gr»"}],
  "related_identifiers": [{"identifier": "arXiv:2501.«_ax»", "relation": "isSupplementTo"}],
  "ror": "https://ror.org/0«_ror»"
}
`, V{"_o": g.sciORCID(), "_o2": g.sciORCID(), "_gr": g.digits(6), "_ax": g.digits(5), "_ror": g.s(alLowNum, 6) + g.digits(2)}, "isSupplementTo")
}
