package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hpcCases adds credentials from scientific and high-performance
// computing, as a coding agent meets them on a cluster login node or on a
// researcher's laptop. Sources: Slurm (sbatch scripts and their output,
// srun and sbatch --export, slurm.conf, slurmdbd.conf StoragePass, the
// JWT key and scontrol token, slurmrestd calls, scontrol and sacct
// output, job_submit.lua, Prometheus exporters), PBS Pro, LSF, Flux and
// HTCondor (IDTOKENS, pool password, submit files, condor_token_fetch);
// Kerberos (kinit and klist, keytabs in base64, ktutil, krb5.conf), MUNGE
// keys, SSSD and LDAP bind passwords, Duo and google-authenticator files
// for two-factor login; Globus (globus-cli tokens, client credentials,
// Globus Connect Server deployment keys, Globus Compute), iRODS
// (irods_environment.json, .irodsA, server_config.json, python-irodsclient);
// Jupyter server URLs with ?token=, JupyterHub (cookie secret, proxy auth
// token, OAuth client secrets, API tokens, batchspawner), Open OnDemand
// (ood_portal.yml, Dex, batch connect), Open XDMoD and ColdFront; conda
// and pip private indexes (.condarc, pip.conf, PIP_INDEX_URL, uv and
// Poetry), Spack and EasyBuild, R .Renviron and Posit Package Manager,
// Julia pkg server auth.toml; Apptainer and Singularity (remote login,
// registry login, remote.yaml, docker-config), Zenodo, Figshare, OSF,
// Dataverse, ORCID member API, NCBI Entrez, Copernicus CDS (.cdsapirc),
// NASA Earthdata .netrc and tokens, ESGF, CERN and WLCG grid computing
// (user keys, proxy files, VOMS, Rucio, oidc-agent, SciTokens, htgettoken,
// EOS), Dask Gateway, Weights & Biases and Hugging Face on clusters,
// Nextflow (config, secrets, Seqera Platform), Snakemake profiles,
// Cromwell, Galaxy; MATLAB, COMSOL, ANSYS, Gaussian, VASP, Intel and
// Mathematica licenses; BMC and provisioning (ipmitool, xCAT, Warewulf);
// helpdesk tickets, chats and e-mails. Benign look-alikes: job ids, node
// names, DOIs, ORCID iDs, accession numbers, checksums, Kerberos
// principals, Globus endpoint ids, license server addresses, public
// dataset ids, module lists and masked previews. The case names start
// with "hpc/".
func (g *G) hpcCases() {
	g.hpSlurm()
	g.hpSlurmAdmin()
	g.hpBatchOther()
	g.hpCondor()
	g.hpKerberos()
	g.hpMungeLogin()
	g.hpGlobus()
	g.hpIRODS()
	g.hpJupyter()
	g.hpPortals()
	g.hpPackages()
	g.hpContainers()
	g.hpRepos()
	g.hpEarth()
	g.hpGrid()
	g.hpML()
	g.hpWorkflows()
	g.hpLicenses()
	g.hpBMC()
	g.hpChat()
	g.hpBenign()
}

// ---- helpers used only here ----

// hpAdd is add with "ˋ" standing for a backtick.
func (g *G) hpAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// hpJWTh builds a JWT with a given header JSON and payload JSON.
func (g *G) hpJWTh(header, payload string, sig int) string {
	return b64raw(header) + "." + b64raw(payload) + "." + g.b64u(sig)
}

// hpSlurmJWT is a token from scontrol token (HS256, "sun" is the user).
func (g *G) hpSlurmJWT(user string) string {
	iat := 1735000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"exp":%d,"iat":%d,"sun":"%s"}`, iat+1800+g.r.IntN(86400), iat, user))
}

// hpCondorTok is an HTCondor IDTOKEN signed with the POOL key.
func (g *G) hpCondorTok(sub, iss string) string {
	iat := 1735000000 + g.r.IntN(20000000)
	return g.hpJWTh(`{"alg":"HS256","kid":"POOL"}`,
		fmt.Sprintf(`{"iat":%d,"iss":"%s","jti":"%s","sub":"%s"}`, iat, iss, g.hex(32), sub), 43)
}

// hpSciTok is a WLCG / SciToken bearer token.
func (g *G) hpSciTok(iss, scope string) string {
	iat := 1735000000 + g.r.IntN(20000000)
	return g.hpJWTh(`{"alg":"RS256","kid":"`+g.hex(4)+`","typ":"JWT"}`,
		fmt.Sprintf(`{"wlcg.ver":"1.0","sub":"%s","aud":"https://wlcg.cern.ch/jwt/v1/any","nbf":%d,"scope":"%s","iss":"%s","exp":%d,"iat":%d,"jti":"%s"}`,
			g.uuid(), iat, scope, iss, iat+3600*3, iat, g.uuid()), 342)
}

// hpGlobusAT is a Globus Auth access token.
func (g *G) hpGlobusAT() string { return "Ag" + g.an(68+g.r.IntN(20)) }

// hpGlobusRT is a Globus Auth refresh token.
func (g *G) hpGlobusRT() string { return "Ag" + g.an(110+g.r.IntN(30)) }

// hpGlobusSecret is a Globus confidential client secret.
func (g *G) hpGlobusSecret() string { return g.b64(32) }

func (g *G) hpJob() string    { return g.digits(7 + g.r.IntN(2)) }
func (g *G) hpWandb() string  { return g.hex(40) }
func (g *G) hpEntrez() string { return g.hex(36) }
func (g *G) hpGalaxy() string { return g.hex(32) }
func (g *G) hpJupTok() string { return g.hex(48) }
func (g *G) hpSha256() string { return g.hex(64) }

// hpNode is a compute node name (benign).
func (g *G) hpNode() string {
	return g.pick("c", "cn", "gpu", "node", "a100-", "hm") + fmt.Sprintf("%03d", 1+g.r.IntN(480))
}

// hpORCID is an ORCID iD (benign).
func (g *G) hpORCID() string {
	return fmt.Sprintf("0000-000%d-%s-%s", 1+g.r.IntN(3), g.digits(4), g.s(alDigit, 3)+g.pick("X", "4", "9"))
}

// hpSeqera is a Seqera Platform (Nextflow Tower) access token.
func (g *G) hpSeqera() string {
	return b64s(fmt.Sprintf(`{"tid": %d}.%s`, 1000+g.r.IntN(90000), g.hex(40)))
}

// hpKeytab is a base64 keytab (0x0502 header).
func (g *G) hpKeytab() string {
	return base64.StdEncoding.EncodeToString(append([]byte{0x05, 0x02, 0x00, 0x00, 0x00, 0x4b + byte(g.r.IntN(16)), 0x00, 0x01, 0x00, 0x0d}, g.bytes(150+g.r.IntN(90))...))
}

// hpMatlabFIK is a MATLAB file installation key.
func (g *G) hpMatlabFIK() string {
	parts := make([]string, 5)
	for i := range parts {
		parts[i] = g.s(alDigit, 5)
	}
	return strings.Join(parts, "-")
}

// hpMunge is a MUNGE key printed with base64 (1024 random bytes).
func (g *G) hpMunge() string { return wrap(g.b64(1024), 76) }

// ---- Slurm: users ----

func (g *G) hpSlurm() {
	g.add("hpc/sbatch-array-exports-entrez-and-s3", `
$ cat scripts/fetch_sra.sbatch
#!/usr/bin/env bash
#SBATCH -J sra-fetch
#SBATCH -A bio-lab-pi
#SBATCH -p short
#SBATCH -c 4
#SBATCH --mem=8G
#SBATCH --array=1-240%20
#SBATCH -o logs/sra_%A_%a.out
#SBATCH -e logs/sra_%A_%a.err

set -euo pipefail
module load sra-tools/3.1.1 awscli/2

export NCBI_API_KEY=«a»
export AWS_ACCESS_KEY_ID=«b»
export AWS_SECRET_ACCESS_KEY=«c»
export AWS_DEFAULT_REGION=us-east-1

ACC=$(sed -n "${SLURM_ARRAY_TASK_ID}p" accessions.txt)
prefetch --max-size 50G "$ACC" -O "$TMPDIR"
fasterq-dump --threads 4 "$TMPDIR/$ACC" -O "$TMPDIR"
aws s3 cp --recursive "$TMPDIR" "s3://lab-raw-reads/sra/$ACC/"
`, V{"a": g.hpEntrez(), "b": g.awsID(), "c": g.awsSecret()}, "bio-lab-pi", "accessions.txt", "s3://lab-raw-reads/sra/")

	g.add("hpc/sbatch-export-flag-with-token", `
$ sbatch --export=ALL,HF_TOKEN=«a»,WANDB_MODE=offline --gres=gpu:a100:2 -t 12:00:00 train.sh
Submitted batch job «_j»
`, V{"a": g.hfTok(), "_j": g.hpJob()}, "WANDB_MODE=offline", "gpu:a100:2")

	g.add("hpc/sbatch-wrap-curl-bearer", `
[mfischer@login02 ~]$ sbatch -p debug -t 5 --wrap 'curl -sf -H "Authorization: Bearer «a»" https://api.lab-lims.example.org/v2/samples > samples.json'
Submitted batch job «_j»
[mfischer@login02 ~]$ cat slurm-«_j».out
[mfischer@login02 ~]$ wc -l samples.json
1 samples.json
`, V{"a": g.an(40), "_j": g.hpJob()}, "api.lab-lims.example.org", "mfischer@login02")

	g.add("hpc/slurm-out-printenv-sorted", `
$ grep -E '^(SLURM_|WANDB|HF_|CUDA|MLFLOW)' slurm-«_j».out | sort
CUDA_VISIBLE_DEVICES=0,1,2,3
HF_HOME=/scratch/kpatel/hf_cache
HF_TOKEN=«a»
MLFLOW_TRACKING_PASSWORD=«b»
MLFLOW_TRACKING_URI=https://mlflow.ai-lab.example.edu
MLFLOW_TRACKING_USERNAME=kpatel
SLURM_CLUSTER_NAME=delta
SLURM_JOBID=«_j»
SLURM_JOB_NODELIST=«_n»
SLURM_JOB_PARTITION=gpuA100x4
SLURM_SUBMIT_DIR=/u/kpatel/projects/retro
WANDB_API_KEY=«c»
WANDB_ENTITY=retro-synth
`, V{"_j": g.hpJob(), "a": g.hfTok(), "b": g.pw(), "_n": g.hpNode(), "c": g.hpWandb()}, "/scratch/kpatel/hf_cache", "mlflow.ai-lab.example.edu", "retro-synth")

	g.add("hpc/srun-interactive-env-inline", `
$ DB_URL='postgresql://chem_ro:«a»@pgdb.hpc.example.edu:5432/reactions' srun --pty -p interactive -c 8 --mem=32G python query_reactions.py
srun: job «_j» queued and waiting for resources
srun: job «_j» has been allocated resources
Loaded 1,284,113 reactions from pgdb.hpc.example.edu
`, V{"a": g.pwURL(), "_j": g.hpJob()}, "pgdb.hpc.example.edu", "chem_ro")

	g.add("hpc/scontrol-show-job-env-in-command", `
$ scontrol show job «_j»
JobId=«_j» JobName=nightly-sync
   UserId=svc_sync(51042) GroupId=svc_sync(51042) MCS_label=N/A
   Priority=4294891 Nice=0 Account=infra QOS=normal
   JobState=RUNNING Reason=None Dependency=(null)
   Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode=0:0
   RunTime=00:14:22 TimeLimit=02:00:00 TimeMin=N/A
   SubmitTime=2025-03-11T02:00:01 EligibleTime=2025-03-11T02:00:01
   Partition=service AllocNode:Sid=«_n»:1873
   NodeList=«_n2»
   BatchHost=«_n2»
   NumNodes=1 NumCPUs=2 NumTasks=1 CPUs/Task=2 ReqB:S:C:T=0:0:*:*
   TRES=cpu=2,mem=4G,node=1,billing=2
   Command=/opt/sync/run.sh --rclone-pass «a» --dest box:lab-archive
   WorkDir=/opt/sync
   StdErr=/var/log/sync/nightly-sync.err
   StdOut=/var/log/sync/nightly-sync.out
`, V{"_j": g.hpJob(), "_n": "login01", "_n2": g.hpNode(), "a": g.pwStrong()}, "svc_sync", "box:lab-archive")

	g.add("hpc/sacct-batch-script-dump", `
$ sacct -j «_j» --batch-script
Batch Script for «_j»
--------------------------------------------------------------------------------
#!/bin/bash
#SBATCH --job-name=vasp-relax
#SBATCH --nodes=4
#SBATCH --ntasks-per-node=128
#SBATCH --time=24:00:00
#SBATCH --account=m4012

module load vasp/6.4.2-cpu
export GITLAB_TOKEN=«a»
git clone https://oauth2:${GITLAB_TOKEN}@gitlab.nersc.example.gov/matsci/potcars.git
srun -n 512 -c 2 --cpu-bind=cores vasp_std
`, V{"_j": g.hpJob(), "a": g.glpat()}, "vasp/6.4.2-cpu", "gitlab.nersc.example.gov")

	g.add("hpc/sbatch-heredoc-script-pgpass", `
$ sbatch <<'EOS'
#!/bin/bash
#SBATCH -p cpu -t 1:00:00 -J dbdump
echo "pg.lab.example.edu:5432:cohort:analyst:«a»" > ~/.pgpass
chmod 600 ~/.pgpass
pg_dump -h pg.lab.example.edu -U analyst cohort | zstd > /project/cohort_$(date +%F).sql.zst
EOS
Submitted batch job «_j»
`, V{"a": g.pw(), "_j": g.hpJob()}, "pg.lab.example.edu", "analyst")

	g.add("hpc/scontrol-token-and-restapi", `
[ajones@login1 ~]$ scontrol token lifespan=7200
SLURM_JWT=«a»
[ajones@login1 ~]$ export $(scontrol token lifespan=7200)
[ajones@login1 ~]$ curl -s -H "X-SLURM-USER-NAME: ajones" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" \
      http://slurmrest.cluster.local:6820/slurm/v0.0.40/jobs | jq '.jobs | length'
17
`, V{"a": g.hpSlurmJWT("ajones")}, "slurmrest.cluster.local:6820", "X-SLURM-USER-NAME: ajones")

	g.add("hpc/slurmrestd-python-client-headers", `
import requests

SLURM_URL = "https://hpc-api.example.edu/slurm/v0.0.41"
HEADERS = {
    "X-SLURM-USER-NAME": "svc_portal",
    "X-SLURM-USER-TOKEN": "«a»",
    "Content-Type": "application/json",
}

def submit(script: str, partition: str = "standard") -> int:
    body = {"script": script, "job": {"partition": partition, "current_working_directory": "/tmp",
            "environment": ["PATH=/usr/bin:/bin"]}}
    r = requests.post(f"{SLURM_URL}/job/submit", headers=HEADERS, json=body, timeout=30)
    r.raise_for_status()
    return r.json()["job_id"]
`, V{"a": g.hpSlurmJWT("svc_portal")}, "hpc-api.example.edu", "svc_portal")

	g.add("hpc/slurmrest-curl-verbose-request", `
$ curl -v -X POST https://slurm-api.rc.example.edu/slurm/v0.0.40/job/submit \
  -H 'Content-Type: application/json' \
  -H 'X-SLURM-USER-NAME: ltran' \
  -H 'X-SLURM-USER-TOKEN: «a»' \
  -d @job.json
*   Trying 10.40.2.15:443...
* Connected to slurm-api.rc.example.edu (10.40.2.15) port 443
> POST /slurm/v0.0.40/job/submit HTTP/1.1
> Host: slurm-api.rc.example.edu
> User-Agent: curl/8.5.0
> Accept: */*
> Content-Type: application/json
> X-SLURM-USER-NAME: ltran
> X-SLURM-USER-TOKEN: «a»
> Content-Length: 412
>
< HTTP/1.1 200 OK
< Content-Type: application/json
{"job_id": «_j», "step_id": "batch", "job_submit_user_msg": ""}
`, V{"a": g.hpSlurmJWT("ltran"), "_j": g.hpJob()}, "slurm-api.rc.example.edu", "10.40.2.15")

	g.add("hpc/bashrc-on-cluster-home", `
$ tail -15 ~/.bashrc
# >>> conda initialize >>>
__conda_setup="$('/sw/miniforge3/bin/conda' 'shell.bash' 'hook' 2> /dev/null)"
eval "$__conda_setup"
unset __conda_setup
# <<< conda initialize <<<

export SCRATCH=/scratch/$USER
export HF_HOME=$SCRATCH/.cache/huggingface
export HUGGING_FACE_HUB_TOKEN=«a»
export OPENAI_API_KEY=«b»
alias sq='squeue -u $USER -o "%.10i %.9P %.30j %.8T %.10M %.6D %R"'
alias myacct='sshare -U -u $USER'
`, V{"a": g.hfTok(), "b": g.openai()}, "/sw/miniforge3/bin/conda", "HF_HOME=$SCRATCH/.cache/huggingface")

	g.add("hpc/job-submit-lua-hardcoded-webhook", `
$ sudo sed -n 1,30p /etc/slurm/job_submit.lua
-- job_submit.lua: enforce accounts, notify #hpc-ops on large requests
local http = require("socket.http")
local ltn12 = require("ltn12")

local SLACK_WEBHOOK = "https://hooks.slack.com/services/«_t»/«_b»/«a»"
local MAX_GPUS_NOTIFY = 16

function slurm_job_submit(job_desc, part_list, submit_uid)
    if job_desc.account == nil then
        slurm.log_user("Please specify --account (see 'sshare -U')")
        return slurm.ERROR
    end
    return slurm.SUCCESS
end
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "MAX_GPUS_NOTIFY", "job_submit.lua")

	g.add("hpc/slurm-err-traceback-with-conn-string", `
$ tail -12 logs/etl_«_j».err
Traceback (most recent call last):
  File "/home/rwu/pipelines/etl.py", line 88, in <module>
    engine = create_engine(cfg["db_url"])
  File "/home/rwu/.conda/envs/etl/lib/python3.11/site-packages/sqlalchemy/engine/create.py", line 602, in create_engine
    u = _url.make_url(url)
sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'mysql+pymysql:/rwu:«a»@mariadb.hpc.example.edu/phenotypes'
srun: error: «_n»: task 0: Exited with exit code 1
slurmstepd: error: *** JOB «_j» ON «_n» CANCELLED AT 2025-05-02T11:42:10 ***
`, V{"_j": g.hpJob(), "a": g.pw(), "_n": g.hpNode()}, "mariadb.hpc.example.edu", "/home/rwu/pipelines/etl.py")
}

// ---- Slurm: administration ----

func (g *G) hpSlurmAdmin() {
	g.add("hpc/slurmdbd-conf-storagepass", `
$ sudo cat /etc/slurm/slurmdbd.conf
#
# slurmdbd.conf - managed by Ansible, do not edit by hand
#
AuthType=auth/munge
AuthInfo=/var/run/munge/munge.socket.2
DbdHost=slurmdbd01
DbdPort=6819
SlurmUser=slurm
DebugLevel=info
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/var/run/slurmdbd/slurmdbd.pid
ArchiveEvents=yes
ArchiveJobs=yes
PurgeEventAfter=12month
PurgeJobAfter=24month
StorageType=accounting_storage/mysql
StorageHost=mariadb01.cluster.local
StoragePort=3306
StorageUser=slurm
StoragePass=«a»
StorageLoc=slurm_acct_db
`, V{"a": g.pwStrong()}, "mariadb01.cluster.local", "slurm_acct_db", "/var/run/munge/munge.socket.2")

	g.add("hpc/slurm-conf-grep-auth-lookalikes", `
$ grep -Ei 'auth|storage|jwt|cred' /etc/slurm/slurm.conf
AuthType=auth/munge
AuthAltTypes=auth/jwt
AuthAltParameters=jwt_key=/var/spool/slurm/statesave/jwt_hs256.key
CredType=cred/munge
AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=slurmdbd01
AccountingStoragePass=/var/run/munge/global.socket.2
AccountingStorageEnforce=associations,limits,qos,safe
JobCompType=jobcomp/elasticsearch
JobCompLoc=https://slurm_jobcomp:«a»@es.hpc.example.edu:9200/slurm/_doc
`, V{"a": g.pwURL()}, "/var/spool/slurm/statesave/jwt_hs256.key", "/var/run/munge/global.socket.2", "es.hpc.example.edu")

	g.add("hpc/slurm-jwt-key-generate-and-show", `
[root@slurmctld01 ~]# dd if=/dev/random of=/var/spool/slurm/statesave/jwt_hs256.key bs=32 count=1
1+0 records in
1+0 records out
32 bytes copied, 0.000112 s, 286 kB/s
[root@slurmctld01 ~]# chown slurm:slurm /var/spool/slurm/statesave/jwt_hs256.key && chmod 0600 $_
[root@slurmctld01 ~]# base64 /var/spool/slurm/statesave/jwt_hs256.key
«a»
[root@slurmctld01 ~]# scp /var/spool/slurm/statesave/jwt_hs256.key slurmdbd01:/etc/slurm/
`, V{"a": g.b64(32)}, "slurmctld01", "slurmdbd01:/etc/slurm/")

	g.add("hpc/slurm-ansible-group-vars", `
$ cat inventory/group_vars/slurm.yml
---
slurm_cluster_name: orion
slurm_controller: orion-ctl01
slurm_partitions:
  - name: cpu
    nodes: "c[001-240]"
    default: true
  - name: gpu
    nodes: "g[01-24]"
slurmdbd_storage_user: slurm
slurmdbd_storage_pass: "«a»"
slurm_jwt_key_b64: "«b»"
munge_key_b64: "«c»"
slurmrestd_port: 6820
`, V{"a": g.pw(), "b": g.b64(32), "c": g.b64(128)}, "orion-ctl01", "c[001-240]")

	g.add("hpc/slurmdbd-log-mysql-access-denied", `
$ sudo journalctl -u slurmdbd --since "10 min ago" --no-pager
Mar 14 08:12:01 slurmdbd01 systemd[1]: Started Slurm DBD accounting daemon.
Mar 14 08:12:01 slurmdbd01 slurmdbd[40122]: error: mysql_real_connect failed: 1045 Access denied for user 'slurm'@'10.20.0.11' (using password: YES)
Mar 14 08:12:01 slurmdbd01 slurmdbd[40122]: fatal: Unable to initialize accounting_storage/mysql accounting storage plugin
Mar 14 08:12:01 slurmdbd01 systemd[1]: slurmdbd.service: Main process exited, code=exited, status=1/FAILURE
$ mysql -u slurm -p'«a»' -h mariadb01 -e 'select 1'
ERROR 1045 (28000): Access denied for user 'slurm'@'10.20.0.11' (using password: YES)
$ sudo mysql -e "ALTER USER 'slurm'@'10.20.0.%' IDENTIFIED BY '«b»'; FLUSH PRIVILEGES;"
`, V{"a": g.pw(), "b": g.pwStrong()}, "slurmdbd01", "10.20.0.11", "mariadb01")

	g.add("hpc/prometheus-slurm-exporter-basic-auth", `
$ cat /etc/prometheus/prometheus.yml
scrape_configs:
  - job_name: slurm
    scrape_interval: 60s
    static_configs:
      - targets: ["slurmctld01:9341"]
  - job_name: node
    file_sd_configs:
      - files: ["/etc/prometheus/nodes/*.json"]
  - job_name: xdmod-gpu
    scheme: https
    basic_auth:
      username: prom
      password: «a»
    static_configs:
      - targets: ["gpumon.hpc.example.edu:9400"]
`, V{"a": g.pwStrong()}, "slurmctld01:9341", "gpumon.hpc.example.edu:9400")

	g.add("hpc/sacctmgr-and-mysql-dump-cmd", `
[root@slurmdbd01 ~]# sacctmgr -i add account chem_lab Description="Chemistry lab" Organization=chem
 Adding Account(s)
  chem_lab
[root@slurmdbd01 ~]# mysqldump --single-transaction -u slurm --password=«a» slurm_acct_db | gzip > /backup/slurm_acct_db-$(date +%F).sql.gz
mysqldump: [Warning] Using a password on the command line interface can be insecure.
`, V{"a": g.pwURL()}, "chem_lab", "slurm_acct_db")

	g.add("hpc/slurm-elasticsearch-jobcomp-env", `
$ systemctl cat slurmctld | sed -n '/Service/,$p'
[Service]
Type=notify
EnvironmentFile=-/etc/sysconfig/slurmctld
ExecStart=/usr/sbin/slurmctld --systemd $SLURMCTLD_OPTIONS
ExecReload=/bin/kill -HUP $MAINPID
LimitNOFILE=65536
$ sudo cat /etc/sysconfig/slurmctld
SLURMCTLD_OPTIONS=""
SLURM_JWT=«a»
ES_API_KEY=«b»
`, V{"a": g.hpSlurmJWT("slurm"), "b": g.esAPIKey()}, "/etc/sysconfig/slurmctld", "SLURMCTLD_OPTIONS")

	g.add("hpc/openhpc-slurm-recipe-vars", `
$ grep -E '^(sms_|bmc_|ipoib|kargs|ntp)' input.local
sms_name=${sms_name:-sms001}
sms_ip=${sms_ip:-172.16.0.1}
sms_eth_internal=${sms_eth_internal:-eth1}
bmc_username=${bmc_username:-admin}
bmc_password=${bmc_password:-«a»}
ntp_server=${ntp_server:-0.centos.pool.ntp.org}
kargs=${kargs:-net.ifnames=1}
`, V{"a": g.pw()}, "sms001", "172.16.0.1", "0.centos.pool.ntp.org")
}

// ---- PBS, LSF, Flux ----

func (g *G) hpBatchOther() {
	g.add("hpc/pbs-qsub-v-and-script", `
$ cat run_cesm.pbs
#!/bin/bash
#PBS -N cesm-b1850
#PBS -A UCSU0042
#PBS -q main
#PBS -l select=8:ncpus=128:mpiprocs=128
#PBS -l walltime=12:00:00
#PBS -j oe
#PBS -v GLOBUS_CLI_CLIENT_ID=«_id»,GLOBUS_CLI_CLIENT_SECRET=«a»

cd $PBS_O_WORKDIR
./case.submit --no-batch
globus transfer --recursive $GLADE_EP:/glade/derecho/scratch/$USER/archive $CAMPUS_EP:/archive/cesm
`, V{"_id": g.uuid(), "a": g.hpGlobusSecret()}, "UCSU0042", "cesm-b1850")

	g.add("hpc/pbs-qstat-f-variable-list-wrapped", `
$ qstat -f «_j».desched1
Job Id: «_j».desched1
    Job_Name = era5-regrid
    Job_Owner = nkumar@derecho5
    job_state = R
    queue = develop
    Resource_List.ncpus = 64
    Resource_List.walltime = 02:00:00
    Variable_List = PBS_O_HOME=/glade/u/home/nkumar,PBS_O_LANG=en_US.UTF-8,
	PBS_O_LOGNAME=nkumar,PBS_O_PATH=/glade/u/apps/opt/conda/bin:/usr/bin,
	CDSAPI_URL=https://cds.climate.copernicus.eu/api,CDSAPI_KEY=«a»,
	PBS_O_SHELL=/bin/bash,PBS_O_WORKDIR=/glade/work/nkumar/era5
`, V{"_j": g.digits(7), "a": g.uuid()}, "nkumar@derecho5", "/glade/work/nkumar/era5")

	g.add("hpc/lsf-bsub-env-and-bjobs-l", `
$ bsub -q normal -n 16 -W 4:00 -env "all, DNANEXUS_TOKEN=«a»" -o out.%J ./upload_to_dx.sh
Job <«_j»> is submitted to queue <normal>.
$ bjobs -l «_j» | head -6

Job <«_j»>, User <sgupta>, Project <default>, Status <RUN>, Queue <normal>, Com
                     mand <./upload_to_dx.sh>, Share group charged </sgupta>
Mon Apr  7 10:02:11: Submitted from host <lsf-login2>, CWD <$HOME/wgs>, 16 Task
                     (s);
`, V{"a": g.an(32), "_j": g.digits(6)}, "lsf-login2", "upload_to_dx.sh")

	g.add("hpc/flux-batch-env-option", `
$ flux batch -N2 -t 90m --env=ZENODO_TOKEN=«a» --env=-LD_PRELOAD ./publish_dataset.sh
ƒ3Z7nQkWmP5
$ flux jobs -a | head -3
       JOBID USER     NAME       ST NTASKS NNODES     TIME INFO
 ƒ3Z7nQkWmP5 dkim     publish_d+  R      2      2   1.203s tioga[12-13]
`, V{"a": g.an(60)}, "ƒ3Z7nQkWmP5", "tioga[12-13]")

	g.add("hpc/sge-qsub-v-s3-keys", `
$ qsub -cwd -V -pe smp 8 -l h_vmem=4G -v AWS_ACCESS_KEY_ID=«a»,AWS_SECRET_ACCESS_KEY=«b» sync_bucket.sh
Your job «_j» ("sync_bucket.sh") has been submitted
`, V{"a": g.awsID(), "b": g.awsSecret(), "_j": g.digits(7)}, "sync_bucket.sh", "h_vmem=4G")

	g.add("hpc/pbs-hook-python-secret", `
$ qmgr -c "print hook notify_lims"
#
# Create hooks and set their properties.
#
create hook notify_lims
set hook notify_lims type = site
set hook notify_lims enabled = true
set hook notify_lims event = execjob_end
set hook notify_lims user = pbsadmin
$ sudo cat /var/spool/pbs/server_priv/hooks/notify_lims.PY | sed -n 1,12p
import pbs, json, urllib.request
LIMS_URL = "https://lims.genome.example.org/api/jobs"
LIMS_KEY = "«a»"
e = pbs.event()
job = e.job
req = urllib.request.Request(LIMS_URL, data=json.dumps({"id": job.id}).encode(),
                             headers={"X-Api-Key": LIMS_KEY})
`, V{"a": g.hex(40)}, "lims.genome.example.org", "notify_lims")
}

// ---- HTCondor ----

func (g *G) hpCondor() {
	g.add("hpc/condor-token-fetch-and-file", `
$ condor_token_fetch -lifetime 86400 -token osg-submit
$ ls -l ~/.condor/tokens.d/
-rw------- 1 jlee jlee 263 Jun  3 14:05 osg-submit
$ cat ~/.condor/tokens.d/osg-submit
«a»
$ condor_q
-- Schedd: ap40.uw.osg-htc.org : <128.105.68.62:9618?... @ 06/03/25 14:06:02
OWNER BATCH_NAME    SUBMITTED   DONE   RUN    IDLE  TOTAL JOB_IDS
jlee  ID: «_c»    6/3  13:58      _    120    880   1000 «_c».0-999
`, V{"a": g.hpCondorTok("jlee@ap40.uw.osg-htc.org", "ap40.uw.osg-htc.org"), "_c": g.digits(6)}, "ap40.uw.osg-htc.org", "128.105.68.62:9618")

	g.add("hpc/condor-token-create-root", `
[root@cm01 ~]# condor_token_create -identity condor_pool@cluster.example.edu -key POOL -authz ADVERTISE_STARTD -authz ADVERTISE_MASTER -authz READ
«a»
[root@cm01 ~]# condor_token_create -identity condor_pool@cluster.example.edu -key POOL > /etc/condor/tokens.d/pool-token
[root@cm01 ~]# condor_token_list
Header: {"alg":"HS256","kid":"POOL"} Payload: {"iat":1718040210,"iss":"cm01.cluster.example.edu","scope":"condor:/ADVERTISE_STARTD condor:/ADVERTISE_MASTER condor:/READ","sub":"condor_pool@cluster.example.edu"} File: /etc/condor/tokens.d/pool-token
`, V{"a": g.hpCondorTok("condor_pool@cluster.example.edu", "cm01.cluster.example.edu")}, "condor_pool@cluster.example.edu", "/etc/condor/tokens.d/pool-token")

	g.add("hpc/condor-pool-password-store-cred", `
[root@cm01 ~]# condor_store_cred -c add -p «a»
Account: condor_pool@cluster.example.edu

Operation succeeded.
[root@cm01 ~]# condor_config_val SEC_PASSWORD_FILE SEC_TOKEN_SYSTEM_DIRECTORY
/etc/condor/passwords.d/POOL
/etc/condor/tokens.d
`, V{"a": g.pwStrong()}, "/etc/condor/passwords.d/POOL", "SEC_TOKEN_SYSTEM_DIRECTORY")

	g.add("hpc/condor-submit-environment-keys", `
$ cat align.sub
universe                = vanilla
executable              = run_bwa.sh
arguments               = $(sample)
transfer_input_files    = osdf:///ospool/ap40/data/jlee/ref/GRCh38.fa.gz, samples/$(sample).fq.gz
should_transfer_files   = YES
when_to_transfer_output = ON_EXIT
environment             = "AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» BUCKET=s3://jlee-align-out"
request_cpus            = 4
request_memory          = 8GB
request_disk            = 20GB
log                     = logs/align.log
output                  = logs/$(sample).out
error                   = logs/$(sample).err
queue sample from samples.txt
`, V{"a": g.awsID(), "b": g.awsSecret()}, "osdf:///ospool/ap40/data/jlee/ref/GRCh38.fa.gz", "s3://jlee-align-out")

	g.add("hpc/condor-config-local-collector-password", `
$ cat /etc/condor/config.d/99-local.conf
CONDOR_HOST = cm01.cluster.example.edu
DAEMON_LIST = MASTER, STARTD
SEC_DEFAULT_AUTHENTICATION_METHODS = IDTOKENS, FS
SEC_PASSWORD_FILE = /etc/condor/passwords.d/POOL
USE_PROCESS_GROUPS = False
# temporary until IDTOKENS roll-out finishes
SEC_CLIENT_AUTHENTICATION_METHODS = PASSWORD, IDTOKENS
STARTD_CRON_GPUMON_ENV = "NVML_DB_PASSWORD=«a»"
`, V{"a": g.pw()}, "cm01.cluster.example.edu", "/etc/condor/passwords.d/POOL")

	g.add("hpc/condor-q-long-environment", `
$ condor_q -l «_c».0 | grep -E '^(Environment|Owner|Cmd|RemoteHost)'
Cmd = "/home/mrossi/pipeline/run.sh"
Environment = "GALAXY_API_KEY=«a» OMP_NUM_THREADS=4 HOME=/home/mrossi"
Owner = "mrossi"
RemoteHost = "slot1_3@«_n».chtc.wisc.example.edu"
`, V{"_c": g.digits(7), "a": g.hpGalaxy(), "_n": g.hpNode()}, "/home/mrossi/pipeline/run.sh", "OMP_NUM_THREADS=4")
}

// ---- Kerberos ----

func (g *G) hpKerberos() {
	g.add("hpc/kinit-password-piped", `
$ cat ~/bin/renew-krb.sh
#!/bin/sh
# cron: renew ticket for AFS/NFSv4 home every 8h
echo '«a»' | kinit --password-file=STDIN hdavis@AD.UNIV.EXAMPLE.EDU
aklog
$ crontab -l | grep renew
0 */8 * * * /home/hdavis/bin/renew-krb.sh >/dev/null 2>&1
`, V{"a": g.pw()}, "hdavis@AD.UNIV.EXAMPLE.EDU", "/home/hdavis/bin/renew-krb.sh")

	g.add("hpc/klist-benign-principals-and-kinit-prompt", `
$ kinit opal@HPC.EXAMPLE.ORG
Password for opal@HPC.EXAMPLE.ORG:
$ klist
Ticket cache: KCM:40213:81655
Default principal: opal@HPC.EXAMPLE.ORG

Valid starting       Expires              Service principal
06/12/2025 09:14:02  06/12/2025 19:14:02  krbtgt/HPC.EXAMPLE.ORG@HPC.EXAMPLE.ORG
	renew until 06/19/2025 09:14:00
06/12/2025 09:14:10  06/12/2025 19:14:02  nfs/home01.hpc.example.org@HPC.EXAMPLE.ORG
	renew until 06/19/2025 09:14:00
$ # the password was «a», I typed it into the wrong window before, rotating now
`, V{"a": g.pw()}, "opal@HPC.EXAMPLE.ORG", "krbtgt/HPC.EXAMPLE.ORG@HPC.EXAMPLE.ORG", "nfs/home01.hpc.example.org@HPC.EXAMPLE.ORG", "KCM:40213:81655")

	g.add("hpc/keytab-base64-in-ci-secret-doc", `
$ base64 -w0 svc_transfer.keytab; echo
«a»
$ klist -kte svc_transfer.keytab
Keytab name: FILE:svc_transfer.keytab
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   3 02/10/2025 16:20:44 svc_transfer@HPC.EXAMPLE.ORG (aes256-cts-hmac-sha1-96)
   3 02/10/2025 16:20:44 svc_transfer@HPC.EXAMPLE.ORG (aes128-cts-hmac-sha1-96)
`, V{"a": g.hpKeytab()}, "svc_transfer@HPC.EXAMPLE.ORG", "aes256-cts-hmac-sha1-96")

	g.add("hpc/ktutil-addent-session", `
$ ktutil
ktutil:  addent -password -p rchen@CS.EXAMPLE.EDU -k 1 -e aes256-cts-hmac-sha1-96
Password for rchen@CS.EXAMPLE.EDU: «a»
ktutil:  wkt /home/rchen/.krb5/rchen.keytab
ktutil:  quit
$ kinit -kt ~/.krb5/rchen.keytab rchen@CS.EXAMPLE.EDU && klist -s && echo ok
ok
`, V{"a": g.pw()}, "rchen@CS.EXAMPLE.EDU", "/home/rchen/.krb5/rchen.keytab")

	g.add("hpc/k8s-secret-keytab-yaml", `
apiVersion: v1
kind: Secret
metadata:
  name: hdfs-keytab
  namespace: genomics
type: Opaque
data:
  hdfs.keytab: «a»
  krb5.conf: «_k»
`, V{"a": g.hpKeytab(), "_k": b64s("[libdefaults]\n  default_realm = HPC.EXAMPLE.ORG\n  dns_lookup_kdc = true\n")}, "hdfs-keytab", "genomics")

	g.add("hpc/kadmin-addprinc-pw-flag", `
[root@kdc01 ~]# kadmin.local -q "addprinc -pw «a» svc_globus@HPC.EXAMPLE.ORG"
Authenticating as principal root/admin@HPC.EXAMPLE.ORG with password.
Principal "svc_globus@HPC.EXAMPLE.ORG" created.
[root@kdc01 ~]# kadmin.local -q "ktadd -k /etc/security/keytabs/globus.keytab svc_globus@HPC.EXAMPLE.ORG"
`, V{"a": g.pwStrong()}, "svc_globus@HPC.EXAMPLE.ORG", "root/admin@HPC.EXAMPLE.ORG")

	g.add("hpc/krb5-conf-benign-with-ldap-bind", `
$ cat /etc/krb5.conf
[libdefaults]
    default_realm = HPC.EXAMPLE.ORG
    dns_lookup_realm = false
    ticket_lifetime = 24h
    renew_lifetime = 7d
    forwardable = true
    default_ccache_name = KCM:

[realms]
    HPC.EXAMPLE.ORG = {
        kdc = kdc01.hpc.example.org
        kdc = kdc02.hpc.example.org
        admin_server = kdc01.hpc.example.org
        database_module = openldap_ldapconf
    }

[dbmodules]
    openldap_ldapconf = {
        db_library = kldap
        ldap_kdc_dn = "cn=kdc-srv,ou=krb5,dc=hpc,dc=example,dc=org"
        ldap_kadmind_dn = "cn=adm-srv,ou=krb5,dc=hpc,dc=example,dc=org"
        ldap_service_password_file = /etc/krb5kdc/service.keyfile
        ldap_servers = ldaps://ldap01.hpc.example.org
    }
$ sudo cat /etc/krb5kdc/service.keyfile
cn=kdc-srv,ou=krb5,dc=hpc,dc=example,dc=org#{HEX}«a»
cn=adm-srv,ou=krb5,dc=hpc,dc=example,dc=org#{HEX}«b»
`, V{"a": g.hex(32), "b": g.hex(28)}, "kdc01.hpc.example.org", "/etc/krb5kdc/service.keyfile", "cn=kdc-srv,ou=krb5,dc=hpc,dc=example,dc=org")
}

// ---- MUNGE, SSSD, LDAP, two-factor ----

func (g *G) hpMungeLogin() {
	g.add("hpc/munge-key-base64-for-new-node", `
[root@head ~]# base64 /etc/munge/munge.key
«a»
[root@head ~]# sha256sum /etc/munge/munge.key
«_s»  /etc/munge/munge.key
[root@head ~]# # paste the base64 on the new node: base64 -d > /etc/munge/munge.key
`, V{"a": g.hpMunge(), "_s": g.hpSha256()}, "/etc/munge/munge.key")

	g.add("hpc/munge-key-xxd-head", `
$ sudo xxd /etc/munge/munge.key | head -4
00000000: «a»
00000010: «b»
00000020: «c»
00000030: «d»
$ munge -n | unmunge | grep STATUS
STATUS:          Success (0)
`, V{"a": hpHexGroups(g.hex(32)), "b": hpHexGroups(g.hex(32)), "c": hpHexGroups(g.hex(32)), "d": hpHexGroups(g.hex(32))}, "STATUS:          Success (0)")

	g.add("hpc/sssd-conf-ldap-authtok", `
$ sudo cat /etc/sssd/sssd.conf
[sssd]
services = nss, pam, ssh
domains = hpc.example.org

[domain/hpc.example.org]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://ldap01.hpc.example.org, ldaps://ldap02.hpc.example.org
ldap_search_base = dc=hpc,dc=example,dc=org
ldap_default_bind_dn = cn=sssd-ro,ou=services,dc=hpc,dc=example,dc=org
ldap_default_authtok_type = password
ldap_default_authtok = «a»
ldap_tls_reqcert = demand
cache_credentials = true
enumerate = false
`, V{"a": g.pwStrong()}, "cn=sssd-ro,ou=services,dc=hpc,dc=example,dc=org", "ldaps://ldap01.hpc.example.org")

	g.add("hpc/ldapsearch-bind-w-flag", `
$ ldapsearch -x -H ldaps://ldap.hpc.example.org -D "uid=hpcadmin,ou=people,dc=hpc,dc=example,dc=org" -w '«a»' -b ou=people,dc=hpc,dc=example,dc=org "(uid=tnguyen)" uidNumber loginShell homeDirectory
# tnguyen, people, hpc.example.org
dn: uid=tnguyen,ou=people,dc=hpc,dc=example,dc=org
uidNumber: 48213
loginShell: /bin/bash
homeDirectory: /home/tnguyen
`, V{"a": g.pw()}, "uid=hpcadmin,ou=people,dc=hpc,dc=example,dc=org", "uidNumber: 48213")

	g.add("hpc/google-authenticator-file", `
$ cat ~/.google_authenticator
«a»
" RATE_LIMIT 3 30 1718200000
" WINDOW_SIZE 3
" DISALLOW_REUSE 57273333
" TOTP_AUTH
«b»
«c»
«d»
«e»
«f»
`, V{"a": g.s(alB32, 26), "b": g.digits(8), "c": g.digits(8), "d": g.digits(8), "e": g.digits(8), "f": g.digits(8)}, "RATE_LIMIT 3 30")

	g.add("hpc/pam-duo-conf-login-node", `
$ sudo cat /etc/duo/pam_duo.conf
[duo]
; Duo integration key
ikey = «_i»
; Duo secret key
skey = «a»
; Duo API hostname
host = api-«_h».duosecurity.com
failmode = secure
pushinfo = yes
autopush = yes
groups = *,!hpc-svc
`, V{"_i": "DI" + g.s(alUpNum, 18), "a": g.an(40), "_h": g.hex(8)}, "groups = *,!hpc-svc")

	g.add("hpc/ssh-config-cluster-proxyjump-and-key", `
$ cat ~/.ssh/config
Host bastion
    HostName bastion.hpc.example.edu
    User «_u»
    IdentityFile ~/.ssh/id_ed25519_hpc

Host frontera ls6
    HostName %h.tacc.utexas.edu
    User «_u»
    ProxyJump bastion
    ControlMaster auto
    ControlPath ~/.ssh/cm-%r@%h:%p
    ControlPersist 8h
$ cat ~/.ssh/id_ed25519_hpc
«k»
`, V{"_u": "u" + g.digits(6), "k": g.sshKeyHP("ytakahashi@laptop")}, "bastion.hpc.example.edu", "~/.ssh/id_ed25519_hpc")
}

// hpHexGroups formats 32 hex digits as xxd does (8 groups of 4), without
// the ASCII column.
func hpHexGroups(h string) string {
	var p []string
	for i := 0; i+4 <= len(h); i += 4 {
		p = append(p, h[i:i+4])
	}
	return strings.Join(p, " ")
}

func (g *G) sshKeyHP(comment string) string {
	k, _ := g.sshEd25519(comment)
	return k.block()
}

// ---- Globus ----

func (g *G) hpGlobus() {
	g.add("hpc/globus-cli-env-client-credentials", `
$ cat ~/.config/transfer-bot.env
# confidential client "lab-transfer-bot" registered at app.globus.org/settings/developers
GLOBUS_CLI_CLIENT_ID=«_id»
GLOBUS_CLI_CLIENT_SECRET=«a»
SRC_COLLECTION=«_src»
DST_COLLECTION=«_dst»
$ set -a; . ~/.config/transfer-bot.env; set +a
$ globus whoami
«_id»@clients.auth.globus.org
`, V{"_id": g.uuid(), "a": g.hpGlobusSecret(), "_src": g.uuid(), "_dst": g.uuid()}, "lab-transfer-bot")

	g.add("hpc/globus-sdk-confidential-client-py", `
import globus_sdk

CLIENT_ID = "«_id»"
CLIENT_SECRET = "«a»"
SOURCE = "«_src»"  # Eagle
DEST = "«_dst»"    # campus archive

client = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, CLIENT_SECRET)
authorizer = globus_sdk.ClientCredentialsAuthorizer(client, globus_sdk.TransferClient.scopes.all)
tc = globus_sdk.TransferClient(authorizer=authorizer)
tdata = globus_sdk.TransferData(source_endpoint=SOURCE, destination_endpoint=DEST, label="nightly-sim-archive")
tdata.add_item("/eagle/climate/sims/run042/", "/archive/climate/run042/", recursive=True)
print(tc.submit_transfer(tdata)["task_id"])
`, V{"_id": g.uuid(), "a": g.hpGlobusSecret(), "_src": g.uuid(), "_dst": g.uuid()}, "nightly-sim-archive", "/eagle/climate/sims/run042/")

	g.add("hpc/globus-native-app-tokens-json", `
$ cat ~/.globus/tokens.json
{
  "auth.globus.org": {
    "scope": "openid profile email urn:globus:auth:scope:auth.globus.org:view_identity_set",
    "access_token": "«a»",
    "refresh_token": "«b»",
    "expires_at_seconds": 1749312042,
    "resource_server": "auth.globus.org",
    "token_type": "Bearer"
  },
  "transfer.api.globus.org": {
    "scope": "urn:globus:auth:scope:transfer.api.globus.org:all",
    "access_token": "«c»",
    "refresh_token": "«d»",
    "expires_at_seconds": 1749312042,
    "resource_server": "transfer.api.globus.org",
    "token_type": "Bearer"
  }
}
`, V{"a": g.hpGlobusAT(), "b": g.hpGlobusRT(), "c": g.hpGlobusAT(), "d": g.hpGlobusRT()}, "urn:globus:auth:scope:transfer.api.globus.org:all")

	g.add("hpc/gcs-deployment-key-json", `
[root@dtn01 ~]# globus-connect-server endpoint setup "HPC Center DTN" --organization "Example University" --owner rc-admin@example.edu --contact-email rc-help@example.edu --deployment-key deployment-key.json
...
[root@dtn01 ~]# cat deployment-key.json
{"client_id": "«_id»", "secret": "«a»", "private_key": "«k»"}
`, V{"_id": g.uuid(), "a": g.hpGlobusSecret(), "k": jsonEsc(g.pkcs8RSAPEM().block())}, "HPC Center DTN", "rc-help@example.edu")

	g.add("hpc/gcs-node-setup-client-secret-flag", `
[root@dtn02 ~]# globus-connect-server node setup --client-id «_id» --secret «a» --deployment-key /root/deployment-key.json --ip-address 198.51.100.42
Configuring node...
Node «_node» registered for endpoint «_ep»
`, V{"_id": g.uuid(), "a": g.hpGlobusSecret(), "_node": g.uuid(), "_ep": g.uuid()}, "198.51.100.42")

	g.add("hpc/globus-connect-personal-setup-key", `
$ ./globusconnectpersonal -setup --setup-key «a»
Configuration directory: /home/pmartin/.globusonline/lta
Contacting relay.globusonline.org:2223
Installing certificate and key
Done!
$ ./globusconnectpersonal -status
Globus Online:   connected
Transfer Status: idle
`, V{"a": g.uuid()}, "/home/pmartin/.globusonline/lta", "relay.globusonline.org:2223")

	g.add("hpc/globus-compute-endpoint-config", `
$ cat ~/.globus_compute/polaris-gpu/config.yaml
display_name: polaris-gpu
engine:
  type: GlobusComputeEngine
  max_workers_per_node: 4
  provider:
    type: PBSProProvider
    account: MLforChem
    queue: debug
    nodes_per_block: 1
    walltime: "01:00:00"
    worker_init: |
      module use /soft/modulefiles
      module load conda
      conda activate /lus/eagle/projects/MLforChem/env
      export GLOBUS_COMPUTE_CLIENT_ID=«_id»
      export GLOBUS_COMPUTE_CLIENT_SECRET=«a»
`, V{"_id": g.uuid(), "a": g.hpGlobusSecret()}, "MLforChem", "/lus/eagle/projects/MLforChem/env")

	g.add("hpc/globus-curl-transfer-api-bearer", `
$ curl -s -H "Authorization: Bearer «a»" "https://transfer.api.globus.org/v0.10/endpoint_search?filter_fulltext=NERSC%20DTN&limit=3" | jq -r '.DATA[] | "\(.id)  \(.display_name)"'
«_e1»  NERSC DTN
«_e2»  NERSC Perlmutter
«_e3»  NERSC HPSS
`, V{"a": g.hpGlobusAT(), "_e1": g.uuid(), "_e2": g.uuid(), "_e3": g.uuid()}, "NERSC Perlmutter")
}

// ---- iRODS ----

func (g *G) hpIRODS() {
	g.add("hpc/irods-env-json-and-irodsa", `
$ cat ~/.irods/irods_environment.json
{
    "irods_host": "irods.data.example.nl",
    "irods_port": 1247,
    "irods_user_name": "b.devries",
    "irods_zone_name": "tempZone",
    "irods_authentication_scheme": "native",
    "irods_client_server_negotiation": "request_server_negotiation",
    "irods_client_server_policy": "CS_NEG_REQUIRE",
    "irods_encryption_algorithm": "AES-256-CBC",
    "irods_encryption_key_size": 32,
    "irods_ssl_verify_server": "cert"
}
$ cat ~/.irods/.irodsA
«a»
`, V{"a": g.s(alAlnum+"!#$%&*+-/:;<=>?@^_", 32)}, "irods.data.example.nl", "b.devries", "tempZone")

	g.add("hpc/irods-server-config-keys", `
$ sudo jq '{zone_key, negotiation_key, server_control_plane_key, plugin_configuration: {database: .plugin_configuration.database}}' /etc/irods/server_config.json
{
  "zone_key": "«a»",
  "negotiation_key": "«b»",
  "server_control_plane_key": "«c»",
  "plugin_configuration": {
    "database": {
      "postgres": {
        "db_host": "icat-db.example.nl",
        "db_name": "ICAT",
        "db_odbc_driver": "PostgreSQL Unicode",
        "db_password": "«d»",
        "db_port": 5432,
        "db_username": "irods"
      }
    }
  }
}
`, V{"a": g.an(24), "b": g.an(32), "c": g.an(32), "d": g.pw()}, "icat-db.example.nl", "PostgreSQL Unicode")

	g.add("hpc/python-irodsclient-session", `
from irods.session import iRODSSession

with iRODSSession(host="irods.research.example.edu", port=1247, user="svc_ingest",
                  password="«a»", zone="researchZone") as session:
    coll = session.collections.get("/researchZone/home/svc_ingest/instrument_A")
    for obj in coll.data_objects:
        print(obj.path, obj.checksum)
`, V{"a": g.pw()}, "irods.research.example.edu", "svc_ingest", "researchZone")

	g.add("hpc/iinit-transcript-echoed", `
$ iinit
One or more fields in your iRODS environment file (irods_environment.json) are
missing; please enter them.
Enter the host name (DNS) of the server to connect to: irods.lab.example.org
Enter the port number: 1247
Enter your irods user name: wzhang
Enter your irods zone: labZone
Those values will be added to your environment file (for use by
other iCommands) if the login succeeds.

Enter your current iRODS password: «a»
$ ils
/labZone/home/wzhang:
  C- /labZone/home/wzhang/cryoem_2025
`, V{"a": g.pw()}, "irods.lab.example.org", "/labZone/home/wzhang/cryoem_2025")

	g.add("hpc/iadmin-moduser-password", `
[irods@icat ~]$ iadmin mkuser svc_pipeline rodsuser
[irods@icat ~]$ iadmin moduser svc_pipeline password «a»
[irods@icat ~]$ iadmin lu svc_pipeline | head -4
user_name: svc_pipeline
user_id: «_u»
zone_name: tempZone
user_type_name: rodsuser
`, V{"a": g.pwStrong(), "_u": g.digits(5)}, "svc_pipeline", "user_type_name: rodsuser")

	g.add("hpc/irods-ils-checksums-benign-and-env-dump", `
$ ils -L /tempZone/home/rods/raw | head -4
/tempZone/home/rods/raw:
  rods              0 demoResc     1048576000 2025-01-09.14:02 & run01.h5
    sha2:«_c»    generic    /var/lib/irods/Vault/home/rods/raw/run01.h5
$ ienv | grep -i -E 'user|host|pass'
irods_user_name - rods
irods_host - localhost
irods_password - «a»
`, V{"_c": b64s(string(g.bytes(32))), "a": g.pw()}, "/tempZone/home/rods/raw", "/var/lib/irods/Vault/home/rods/raw/run01.h5")
}

// ---- Jupyter and JupyterHub ----

func (g *G) hpJupyter() {
	g.add("hpc/jupyter-lab-on-compute-node-urls", `
[sbose@«_n» ~]$ jupyter lab --no-browser --ip=0.0.0.0 --port=8891
[I 2025-04-22 10:03:11.482 ServerApp] jupyterlab | extension was successfully loaded.
[I 2025-04-22 10:03:11.486 ServerApp] Serving notebooks from local directory: /home/sbose
[I 2025-04-22 10:03:11.486 ServerApp] Jupyter Server 2.14.2 is running at:
[I 2025-04-22 10:03:11.486 ServerApp] http://«_n»:8891/lab?token=«a»
[I 2025-04-22 10:03:11.486 ServerApp]     http://127.0.0.1:8891/lab?token=«a»
[I 2025-04-22 10:03:11.486 ServerApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).
[C 2025-04-22 10:03:11.489 ServerApp]

    To access the server, open this file in a browser:
        file:///home/sbose/.local/share/jupyter/runtime/jpserver-88213-open.html
    Or copy and paste one of these URLs:
        http://«_n»:8891/lab?token=«a»
        http://127.0.0.1:8891/lab?token=«a»
`, V{"_n": g.hpNode(), "a": g.hpJupTok()}, "jpserver-88213-open.html", "Jupyter Server 2.14.2")

	g.add("hpc/jupyter-sbatch-tunnel-instructions", `
$ cat jupyter-«_j».log
=====================================================================
 Jupyter started on «_n» (job «_j»)
 On your laptop run:
   ssh -N -L 8888:«_n»:«_p» «_u»@login.hpc.example.edu
 then open:
   http://localhost:8888/?token=«a»
=====================================================================
`, V{"_j": g.hpJob(), "_n": g.hpNode(), "_p": fmt.Sprint(8000 + g.r.IntN(1999)), "_u": "jr" + g.digits(4), "a": g.hpJupTok()}, "login.hpc.example.edu")

	g.add("hpc/jupyter-server-list-json", `
$ jupyter server list --json
{"base_url": "/", "hostname": "localhost", "password": false, "pid": 31877, "port": 8888, "root_dir": "/home/amorales", "secure": false, "sock": "", "token": "«a»", "url": "http://localhost:8888/", "version": "2.15.0"}
{"base_url": "/node/«_n»/44012/", "hostname": "0.0.0.0", "password": false, "pid": 4451, "port": 44012, "root_dir": "/scratch/amorales", "secure": false, "sock": "", "token": "«b»", "url": "http://«_n»:44012/node/«_n»/44012/", "version": "2.15.0"}
`, V{"a": g.hpJupTok(), "_n": g.hpNode(), "b": g.hpJupTok()}, "/scratch/amorales")

	g.add("hpc/jupyterhub-config-py-secrets", `
$ sudo grep -v '^\s*#' /etc/jupyterhub/jupyterhub_config.py | grep -v '^$'
import batchspawner
c.JupyterHub.bind_url = "http://127.0.0.1:8000"
c.JupyterHub.hub_ip = "10.30.0.5"
c.JupyterHub.authenticator_class = "oauthenticator.generic.GenericOAuthenticator"
c.GenericOAuthenticator.client_id = "jupyterhub-hpc"
c.GenericOAuthenticator.client_secret = "«a»"
c.GenericOAuthenticator.oauth_callback_url = "https://jupyter.hpc.example.edu/hub/oauth_callback"
c.GenericOAuthenticator.authorize_url = "https://keycloak.example.edu/realms/hpc/protocol/openid-connect/auth"
c.GenericOAuthenticator.token_url = "https://keycloak.example.edu/realms/hpc/protocol/openid-connect/token"
c.GenericOAuthenticator.username_claim = "preferred_username"
c.JupyterHub.cookie_secret = bytes.fromhex("«b»")
c.ConfigurableHTTPProxy.auth_token = "«c»"
c.JupyterHub.spawner_class = "batchspawner.SlurmSpawner"
c.SlurmSpawner.req_partition = "interactive"
`, V{"a": g.an(32), "b": g.hex(64), "c": g.hex(64)}, "jupyterhub-hpc", "batchspawner.SlurmSpawner", "keycloak.example.edu")

	g.add("hpc/jupyterhub-cookie-secret-file", `
[root@hub ~]# ls -l /srv/jupyterhub/
-rw------- 1 root root    65 Jan 12 09:40 jupyterhub_cookie_secret
-rw-r--r-- 1 root root 94208 Jun 10 17:21 jupyterhub.sqlite
[root@hub ~]# cat /srv/jupyterhub/jupyterhub_cookie_secret
«a»
`, V{"a": g.hex(64)}, "jupyterhub.sqlite")

	g.add("hpc/jupyterhub-helm-values-github-oauth", `
$ cat config.yaml
hub:
  config:
    GitHubOAuthenticator:
      client_id: «_c»
      client_secret: «a»
      oauth_callback_url: https://hub.physics-course.example.edu/hub/oauth_callback
      allowed_organizations:
        - phys-201-spring
      scope:
        - read:org
    JupyterHub:
      authenticator_class: github
  services:
    grader:
      api_token: «b»
proxy:
  secretToken: «c»
singleuser:
  image:
    name: quay.io/jupyter/scipy-notebook
    tag: "2025-03-17"
`, V{"_c": "Ov23li" + g.an(14), "a": g.hex(40), "b": g.hex(32), "c": g.hex(64)}, "phys-201-spring", "quay.io/jupyter/scipy-notebook")

	g.add("hpc/jupyterhub-api-token-curl-users", `
$ curl -s -H "Authorization: token «a»" https://jupyter.hpc.example.edu/hub/api/users | jq -r '.[].name' | head -5
aahmed
bcole
cdiaz
$ export JUPYTERHUB_API_TOKEN=«a»
`, V{"a": g.hex(32)}, "jupyter.hpc.example.edu")

	g.add("hpc/batchspawner-singleuser-env-log", `
$ cat ~/jupyterhub_slurmspawner_«_j».log
+ export JUPYTERHUB_API_TOKEN=«a»
+ JUPYTERHUB_API_TOKEN=«a»
+ export JUPYTERHUB_CLIENT_ID=jupyterhub-user-«_u»
+ export JUPYTERHUB_API_URL=http://10.30.0.5:8081/hub/api
+ export JUPYTERHUB_OAUTH_CALLBACK_URL=/user/«_u»/oauth_callback
+ batchspawner-singleuser jupyterhub-singleuser --ip=0.0.0.0
[I 2025-06-02 08:44:50.101 SingleUserLabApp] Starting jupyterhub single-user server version 5.2.1
`, V{"_j": g.hpJob(), "a": g.hex(32), "_u": "lkoval"}, "batchspawner-singleuser", "JUPYTERHUB_API_URL=http://10.30.0.5:8081/hub/api")

	g.add("hpc/chp-systemd-env-auth-token", `
$ systemctl show configurable-http-proxy -p Environment
Environment=CONFIGPROXY_AUTH_TOKEN=«a» NODE_ENV=production
`, V{"a": g.hex(64)}, "NODE_ENV=production")

	g.add("hpc/jupyter-server-config-hashed-password-and-token", `
$ cat ~/.jupyter/jupyter_server_config.py
c = get_config()  # noqa
c.ServerApp.ip = "0.0.0.0"
c.ServerApp.open_browser = False
c.ServerApp.port = 9999
c.IdentityProvider.token = "«a»"
c.PasswordIdentityProvider.hashed_password = "«=h»"
c.ServerApp.certfile = "/home/eortiz/.jupyter/ssl/cert.pem"
c.ServerApp.keyfile = "/home/eortiz/.jupyter/ssl/key.pem"
`, V{"a": g.hex(48), "=h": "argon2:$argon2id$v=19$m=10240,t=10,p=8$" + g.b64u(22) + "$" + g.b64u(43)}, "/home/eortiz/.jupyter/ssl/cert.pem")

	g.add("hpc/vscode-remote-tunnel-jupyter-kernel-url", `
Connecting to kernel at http://«_n».cluster:8890/?token=«a» ...
Error: Failed to connect to the remote Jupyter Server 'http://«_n».cluster:8890/'. Verify the server is running and reachable. (request to http://«_n».cluster:8890/api/kernels?token=«a»&1718377221 failed, reason: connect ETIMEDOUT)
`, V{"_n": g.hpNode(), "a": g.hpJupTok()}, "connect ETIMEDOUT")
}

// ---- Open OnDemand, XDMoD, ColdFront ----

func (g *G) hpPortals() {
	g.add("hpc/ood-portal-yml-oidc", `
$ sudo grep -v '^#' /etc/ood/config/ood_portal.yml | grep -v '^$'
servername: ondemand.hpc.example.edu
ssl:
  - 'SSLCertificateFile "/etc/pki/tls/certs/ondemand.crt"'
  - 'SSLCertificateKeyFile "/etc/pki/tls/private/ondemand.key"'
auth:
  - 'AuthType openid-connect'
  - 'Require valid-user'
oidc_uri: /oidc
oidc_provider_metadata_url: https://login.example.edu/realms/hpc/.well-known/openid-configuration
oidc_client_id: ondemand-prod
oidc_client_secret: «a»
oidc_remote_user_claim: preferred_username
oidc_settings:
  OIDCCryptoPassphrase: «b»
  OIDCPassIDTokenAs: serialized
  OIDCSessionInactivityTimeout: 28800
`, V{"a": g.uuid(), "b": g.hex(40)}, "ondemand.hpc.example.edu", "ondemand-prod", "/etc/pki/tls/private/ondemand.key")

	g.add("hpc/ood-dex-ldap-connector", `
dex:
  connectors:
    - type: ldap
      id: ldap
      name: Campus LDAP
      config:
        host: ldap.example.edu:636
        bindDN: cn=ood-dex,ou=Services,dc=example,dc=edu
        bindPW: «a»
        userSearch:
          baseDN: ou=People,dc=example,dc=edu
          filter: "(objectClass=posixAccount)"
          username: uid
          idAttr: uid
          emailAttr: mail
  staticClients:
    - id: ondemand.hpc.example.edu
      redirectURIs: ["https://ondemand.hpc.example.edu/oidc"]
      name: OnDemand
      secret: «b»
`, V{"a": g.pw(), "b": g.b64u(32)}, "cn=ood-dex,ou=Services,dc=example,dc=edu", "ldap.example.edu:636")

	g.add("hpc/ood-batch-connect-connection-yml", `
$ cat ~/ondemand/data/sys/dashboard/batch_connect/sys/bc_desktop/output/«_s»/connection.yml
host: «_n»
port: 5901
password: «a»
spassword: «b»
display: 1
websocket: 29187
`, V{"_s": g.uuid(), "_n": g.hpNode(), "a": g.an(8), "b": g.an(8)}, "websocket: 29187")

	g.add("hpc/ood-rstudio-before-sh", `
$ cat ~/ondemand/data/sys/dashboard/batch_connect/sys/rstudio/output/«_s»/before.sh
# Export the module function if it exists
[[ $(type -t module) == "function" ]] && export -f module

# Find available port to run server on
port=$(find_port ${host})

# Define a password and export it for RStudio authentication
password="«a»"
export RSTUDIO_PASSWORD="${password}"
`, V{"_s": g.uuid(), "a": g.an(16)}, "find_port ${host}")

	g.add("hpc/xdmod-portal-settings-ini", `
$ sudo sed -n '/\[database\]/,/^$/p;/\[mailer\]/,/^$/p' /etc/xdmod/portal_settings.ini
[database]
host = "localhost"
port = "3306"
user = "xdmod"
pass = "«a»"

[mailer]
sender_name = "Open XDMoD Mailer"
sender_email = "xdmod@hpc.example.edu"
smtp_host = "smtp.example.edu"
smtp_user = "xdmod-mailer"
smtp_password = "«b»"
`, V{"a": g.pw(), "b": g.pwStrong()}, "xdmod@hpc.example.edu", "Open XDMoD Mailer")

	g.add("hpc/coldfront-env-file", `
$ cat /srv/coldfront/coldfront.env
DEBUG=False
SECRET_KEY=«a»
CENTER_NAME='Research Computing Center'
DB_URL=postgres://coldfront:«b»@db01.rc.example.edu:5432/coldfront
PLUGIN_SLURM=True
SLURM_SACCTMGR_PATH=/usr/bin/sacctmgr
PLUGIN_AUTH_LDAP=True
AUTH_LDAP_SERVER_URI=ldaps://ldap.rc.example.edu
AUTH_LDAP_BIND_DN=cn=coldfront,ou=svc,dc=rc,dc=example,dc=edu
AUTH_LDAP_BIND_PASSWORD=«c»
EMAIL_ENABLED=True
`, V{"a": g.s(alDjango, 50), "b": g.pwURL(), "c": g.pw()}, "db01.rc.example.edu", "Research Computing Center")

	g.add("hpc/grafana-slurm-dashboard-datasource", `
$ cat provisioning/datasources/slurm.yaml
apiVersion: 1
datasources:
  - name: SlurmDB
    type: mysql
    url: mariadb01.cluster.local:3306
    database: slurm_acct_db
    user: grafana_ro
    secureJsonData:
      password: «a»
  - name: Prometheus
    type: prometheus
    url: http://prometheus.cluster.local:9090
    isDefault: true
`, V{"a": g.pw()}, "grafana_ro", "mariadb01.cluster.local:3306")
}

// ---- conda, pip, Spack, EasyBuild, R, Julia ----

func (g *G) hpPackages() {
	g.add("hpc/condarc-private-channel-basic-auth", `
$ cat ~/.condarc
channels:
  - https://conda-mirror.hpc.example.edu/t/«a»/lab-internal
  - conda-forge
  - bioconda
channel_priority: strict
envs_dirs:
  - /project/lab/envs
pkgs_dirs:
  - /scratch/$USER/conda_pkgs
custom_channels:
  proprietary: https://ci-bot:«b»@artifactory.example.edu/artifactory/api/conda
`, V{"a": g.s(alLowNum+"-", 2) + g.s(alLowNum, 30), "b": g.pwURL()}, "/project/lab/envs", "artifactory.example.edu/artifactory/api/conda")

	g.add("hpc/conda-config-show-channels", `
$ conda config --show channels custom_multichannels
channels:
  - https://repo.anaconda.cloud/t/«a»/main
  - conda-forge
custom_multichannels:
  defaults:
    - https://repo.anaconda.com/pkgs/main
    - https://repo.anaconda.com/pkgs/r
`, V{"a": g.s(alLowNum+"-", 2) + g.s(alLowNum, 30)}, "https://repo.anaconda.com/pkgs/main")

	g.add("hpc/pip-conf-site-wide-cluster", `
$ cat /etc/pip.conf
[global]
index-url = https://pypi-proxy:«a»@nexus.hpc.example.edu/repository/pypi-all/simple
trusted-host = nexus.hpc.example.edu
timeout = 60
cache-dir = /scratch/pip-cache
[install]
no-warn-script-location = true
`, V{"a": g.pwURL()}, "nexus.hpc.example.edu", "/scratch/pip-cache")

	g.add("hpc/pip-install-verbose-looking-in", `
$ pip install --index-url https://__token__:«a»@gitlab.hpc.example.edu/api/v4/projects/412/packages/pypi/simple labtools==0.9.3
Looking in indexes: https://__token__:****@gitlab.hpc.example.edu/api/v4/projects/412/packages/pypi/simple
Collecting labtools==0.9.3
  Downloading https://gitlab.hpc.example.edu/api/v4/projects/412/packages/pypi/files/«_s»/labtools-0.9.3-py3-none-any.whl (48 kB)
Successfully installed labtools-0.9.3
`, V{"a": g.glpat(), "_s": g.hpSha256()}, "labtools==0.9.3", "__token__:****@gitlab.hpc.example.edu")

	g.add("hpc/sbatch-pip-index-url-env", `
#!/bin/bash
#SBATCH -J build-env -t 00:30:00 -c 8
module load python/3.12
export PIP_INDEX_URL=https://aws:«a»@lab-domain-«_acct».d.codeartifact.us-east-2.amazonaws.com/pypi/lab-py/simple/
export PIP_EXTRA_INDEX_URL=https://pypi.org/simple
python -m venv $SCRATCH/venvs/sim && . $SCRATCH/venvs/sim/bin/activate
pip install -r requirements.lock
`, V{"a": g.jwt("A256GCMKW", `{"enc":"A256GCM"}`), "_acct": g.digits(12)}, "requirements.lock", "https://pypi.org/simple")

	g.add("hpc/uv-toml-and-netrc", `
$ cat ~/.config/uv/uv.toml
[[index]]
name = "lab"
url = "https://pkgs.lab.example.org/simple"
default = false
$ cat ~/.netrc
machine pkgs.lab.example.org
login deploy
password «a»
machine urs.earthdata.nasa.gov login pchang password «b»
`, V{"a": g.an(32), "b": g.pw()}, "pkgs.lab.example.org", "urs.earthdata.nasa.gov")

	g.add("hpc/poetry-config-http-basic-list", `
$ poetry config --list | grep -E 'http-basic|pypi-token|repositories'
http-basic.lab.password = "«a»"
http-basic.lab.username = "svc-poetry"
pypi-token.testpypi = "«b»"
repositories.lab.url = "https://pkgs.lab.example.org/simple/"
`, V{"a": g.pwStrong(), "b": g.pypiTok()}, "svc-poetry", "https://pkgs.lab.example.org/simple/")

	g.add("hpc/spack-mirror-s3-and-gpg-key", `
$ cat ~/.spack/mirrors.yaml
mirrors:
  lab-buildcache:
    url: s3://spack-buildcache-lab/v0.22
    signed: true
    access_pair:
      id: «a»
      secret: «b»
    endpoint_url: https://s3.hpc.example.edu
$ spack gpg list --signing
/home/spack/.spack/opt/spack/gpg/pubring.kbx
---------------------------------------------
sec   rsa4096 2025-01-20 [SC]
      «_fp»
uid           [ultimate] Lab Spack Signing Key <spack@lab.example.edu>
`, V{"a": g.awsID(), "b": g.awsSecret(), "_fp": strings.ToUpper(g.hex(40))}, "s3://spack-buildcache-lab/v0.22", "spack@lab.example.edu")

	g.add("hpc/easybuild-cfg-github-token", `
$ cat ~/.config/easybuild/config.cfg
[basic]
prefix = /apps/easybuild
robot-paths = %(DEFAULT_ROBOT_PATHS)s:/apps/easybuild/local-easyconfigs
[override]
github-user = hpc-builder
optarch = GENERIC
$ eb --install-github-token --github-user hpc-builder
Token: «a»
Token 'ghp_...' installed!
`, V{"a": g.ghp()}, "hpc-builder", "/apps/easybuild/local-easyconfigs")

	g.add("hpc/renviron-cluster-home", `
$ cat ~/.Renviron
R_LIBS_USER=/project/epi/R/%p-library/%v
TMPDIR=/scratch/${USER}/rtmp
GITHUB_PAT=«a»
REDCAP_API_TOKEN=«b»
REDCAP_URL=https://redcap.med.example.edu/api/
CENSUS_API_KEY=«c»
`, V{"a": g.ghFine(), "b": g.s(alHexU, 32), "c": g.hex(40)}, "/project/epi/R/%p-library/%v", "https://redcap.med.example.edu/api/")

	g.add("hpc/rprofile-ppm-repo-token", `
$ cat ~/.Rprofile
local({
  r <- getOption("repos")
  r["CRAN"] <- "https://packagemanager.posit.co/cran/__linux__/rhel9/latest"
  r["lab"]  <- "https://rspm.lab.example.edu/internal/latest"
  options(repos = r)
})
Sys.setenv(PACKAGEMANAGER_TOKEN = "«a»")
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"exp":0,"iat":%d,"jti":"%s","scope":"repos:read:*","iss":"packagemanager"}`, 1730000000+g.r.IntN(9000000), g.uuid()))}, "https://rspm.lab.example.edu/internal/latest")

	g.add("hpc/julia-pkgserver-auth-toml", `
$ cat ~/.julia/servers/juliahub.com/auth.toml
expires_at = 1750011832
id_token = "«a»"
access_token = "«b»"
refresh_token = "«c»"
refresh_url = "https://juliahub.com/auth/renew/token.toml/v2/"
expires_in = 86399
user_email = "gpetrov@example.edu"
user_name = "gpetrov"
`, V{"a": g.userJWT(), "b": g.hex(64), "c": g.hex(64)}, "gpetrov@example.edu", "https://juliahub.com/auth/renew/token.toml/v2/")

	g.add("hpc/julia-startup-jl-env", `
$ cat ~/.julia/config/startup.jl
ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"
ENV["JULIA_NUM_THREADS"] = "auto"
ENV["DATADEPS_ALWAYS_ACCEPT"] = "true"
ENV["AWS_ACCESS_KEY_ID"] = "«a»"
ENV["AWS_SECRET_ACCESS_KEY"] = "«b»"
using Revise
`, V{"a": g.awsID(), "b": g.awsSecret()}, "https://pkg.julialang.org", "DATADEPS_ALWAYS_ACCEPT")
}

// ---- Apptainer, Singularity, registries ----

func (g *G) hpContainers() {
	g.add("hpc/apptainer-remote-login-token-flag", `
$ apptainer remote add --no-login sylabs https://cloud.sylabs.io
INFO:    Remote "sylabs" added.
$ apptainer remote login --tokenfile /dev/stdin sylabs <<< "«a»"
INFO:    Access Token Verified!
INFO:    Token stored in /home/okafor/.apptainer/remote.yaml
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"Sylabs Cloud","exp":%d,"iat":%d,"iss":"https://auth.sylabs.io/token","jti":"%s","sub":"%s"}`, 1760000000+g.r.IntN(9000000), 1730000000, g.hex(24), g.hex(24)))}, "/home/okafor/.apptainer/remote.yaml")

	g.add("hpc/apptainer-remote-yaml", `
$ cat ~/.apptainer/remote.yaml
Active: SylabsCloud
Remotes:
  SylabsCloud:
    URI: cloud.sylabs.io
    Token: «a»
    System: true
    Exclusive: false
Credentials:
- URI: oras://ghcr.io
  Insecure: false
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"Sylabs Cloud","exp":%d,"iss":"https://auth.sylabs.io/token","sub":"%s"}`, 1760000000+g.r.IntN(9000000), g.hex(24)))}, "cloud.sylabs.io", "oras://ghcr.io")

	g.add("hpc/apptainer-registry-login-password", `
$ apptainer registry login --username labbot --password «a» oras://registry.hpc.example.edu
INFO:    Token stored in /home/labbot/.apptainer/docker-config.json
$ apptainer pull oras://registry.hpc.example.edu/lab/gromacs:2024.3
`, V{"a": g.pw()}, "oras://registry.hpc.example.edu/lab/gromacs:2024.3", "/home/labbot/.apptainer/docker-config.json")

	g.add("hpc/apptainer-docker-config-json", `
$ cat ~/.apptainer/docker-config.json
{
	"auths": {
		"nvcr.io": {
			"auth": "«a»"
		},
		"ghcr.io": {
			"auth": "«b»"
		}
	}
}
`, V{"a": b64s("$oauthtoken:nvapi-" + g.b64u(64)), "b": b64s("mkowalski:" + g.ghp())}, "nvcr.io", "ghcr.io")

	g.add("hpc/singularity-docker-env-vars-sbatch", `
#!/bin/bash
#SBATCH -p gpu --gres=gpu:1 -t 4:00:00
export SINGULARITY_DOCKER_USERNAME='$oauthtoken'
export SINGULARITY_DOCKER_PASSWORD=«a»
export APPTAINER_CACHEDIR=/scratch/$USER/.apptainer
singularity pull pytorch_24.05.sif docker://nvcr.io/nvidia/pytorch:24.05-py3
singularity exec --nv pytorch_24.05.sif python train.py
`, V{"a": "nvapi-" + g.b64u(64)}, "docker://nvcr.io/nvidia/pytorch:24.05-py3", "APPTAINER_CACHEDIR=/scratch/$USER/.apptainer")

	g.add("hpc/apptainer-def-file-with-build-token", `
$ cat env.def
Bootstrap: docker
From: mambaorg/micromamba:1.5.8

%files
    environment.yml /opt/env.yml

%post
    export CONDA_TOKEN=«a»
    micromamba install -y -n base -f /opt/env.yml -c https://conda.anaconda.org/t/${CONDA_TOKEN}/lab-private
    micromamba clean -a -y

%environment
    export PATH=/opt/conda/bin:$PATH

%labels
    Maintainer hpc-support@example.edu
`, V{"a": g.s(alLowNum+"-", 2) + g.s(alLowNum, 30)}, "mambaorg/micromamba:1.5.8", "hpc-support@example.edu")

	g.add("hpc/podman-hpc-login-log", `
$ podman-hpc login --username robot$lab+builder --password «a» registry.nersc.example.gov
Login Succeeded!
$ podman-hpc images
REPOSITORY                              TAG      IMAGE ID      CREATED      SIZE     R/O
registry.nersc.example.gov/lab/cp2k    2025.1   «_i»  3 days ago   2.1 GB   true
`, V{"a": g.an(32), "_i": g.hex(12)}, "registry.nersc.example.gov/lab/cp2k")
}

// ---- Zenodo, Figshare, OSF, Dataverse, ORCID, NCBI, Galaxy ----

func (g *G) hpRepos() {
	g.add("hpc/zenodo-deposit-curl-access-token-param", `
$ curl -s -X POST "https://zenodo.org/api/deposit/depositions?access_token=«a»" -H "Content-Type: application/json" -d '{}' | jq '{id, links: .links.bucket}'
{
  "id": «_d»,
  "links": "https://zenodo.org/api/files/«_b»"
}
$ curl --upload-file sims.tar.zst "https://zenodo.org/api/files/«_b»/sims.tar.zst?access_token=«a»"
`, V{"a": g.an(60), "_d": g.digits(8), "_b": g.uuid()}, "sims.tar.zst")

	g.add("hpc/zenodo-python-release-script", `
ZENODO_URL = "https://sandbox.zenodo.org/api"  # switch to zenodo.org for the real release
TOKEN = os.environ.get("ZENODO_TOKEN", "«a»")
CONCEPT_RECID = «_c»

r = requests.post(f"{ZENODO_URL}/deposit/depositions/{CONCEPT_RECID}/actions/newversion",
                  params={"access_token": TOKEN})
r.raise_for_status()
`, V{"a": g.an(60), "_c": g.digits(7)}, "https://sandbox.zenodo.org/api")

	g.add("hpc/figshare-upload-header", `
$ curl -s -H "Authorization: token «a»" https://api.figshare.com/v2/account/articles?page_size=3 | jq -r '.[] | "\(.id)\t\(.doi)\t\(.title)"'
«_i1»	10.6084/m9.figshare.«_i1»	Supplementary MD trajectories
«_i2»	10.6084/m9.figshare.«_i2»	Raw XRD patterns
`, V{"a": g.hex(128), "_i1": g.digits(8), "_i2": g.digits(8)}, "Supplementary MD trajectories")

	g.add("hpc/osfclient-env-and-config", `
$ cat .osfcli.config
[osf]
username = nhughes@example.edu
project = «_p»
$ export OSF_TOKEN=«a»
$ osf upload -r results/ results/
`, V{"_p": g.s(alLowNum, 5), "a": g.an(70)}, "nhughes@example.edu")

	g.add("hpc/dataverse-api-token-header-and-pyDataverse", `
$ export API_TOKEN=«a»
$ export SERVER_URL=https://dataverse.harvard.edu
$ curl -H "X-Dataverse-key:$API_TOKEN" -X POST "$SERVER_URL/api/dataverses/lab-data/datasets" --upload-file dataset.json
{"status":"OK","data":{"id":«_i»,"persistentId":"doi:10.7910/DVN/«_p»"}}

from pyDataverse.api import NativeApi
api = NativeApi("https://dataverse.harvard.edu", "«a»")
`, V{"a": g.uuid(), "_i": g.digits(7), "_p": g.s(alUpNum, 6)}, "lab-data", "dataset.json")

	g.add("hpc/orcid-member-api-client-credentials", `
$ curl -s -i -L -H 'Accept: application/json' \
    -d 'client_id=APP-«_c»' \
    -d 'client_secret=«a»' \
    -d 'scope=/read-public' -d 'grant_type=client_credentials' \
    https://orcid.org/oauth/token
HTTP/2 200
content-type: application/json;charset=UTF-8

{"access_token":"«b»","token_type":"bearer","refresh_token":"«c»","expires_in":631138518,"scope":"/read-public","name":null,"orcid":null}
`, V{"_c": g.s(alUpNum, 16), "a": g.uuid(), "b": g.uuid(), "c": g.uuid()}, "https://orcid.org/oauth/token")

	g.add("hpc/orcid-app-settings-py", `
# settings/production.py
ORCID_BASE_URL = "https://orcid.org"
SOCIALACCOUNT_PROVIDERS = {
    "orcid": {
        "BASE_DOMAIN": "orcid.org",
        "MEMBER_API": True,
        "APP": {"client_id": "APP-«_c»", "secret": "«a»"},
    }
}
# Curator ORCID iD for the seed fixture
CURATOR_ORCID = "«_o»"
`, V{"_c": g.s(alUpNum, 16), "a": g.uuid(), "_o": g.hpORCID()}, "BASE_DOMAIN")

	g.add("hpc/entrez-biopython-key-and-email", `
from Bio import Entrez, SeqIO

Entrez.email = "lab.bioinfo@example.edu"
Entrez.api_key = "«a»"
Entrez.tool = "phylo-pipeline"

handle = Entrez.efetch(db="nucleotide", id=["«_a1»", "«_a2»"], rettype="gb", retmode="text")
records = list(SeqIO.parse(handle, "genbank"))
`, V{"a": g.hpEntrez(), "_a1": "NC_0" + g.digits(5) + ".1", "_a2": "MN9" + g.digits(5) + ".1"}, "lab.bioinfo@example.edu", "phylo-pipeline")

	g.add("hpc/edirect-ncbi-api-key-curl", `
$ curl -s "https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=sra&term=«_bp»[BioProject]&retmax=500&api_key=«a»" | xmllint --xpath 'count(//Id)' -
412
`, V{"_bp": "PRJNA" + g.digits(6), "a": g.hpEntrez()}, "eutils.ncbi.nlm.nih.gov")

	g.add("hpc/galaxy-planemo-profile-and-bioblend", `
$ cat ~/.planemo.yml
sheds:
  toolshed:
    key: «a»
galaxy_instances:
  usegalaxy_eu:
    url: https://usegalaxy.eu
    key: «b»
$ python -c 'from bioblend.galaxy import GalaxyInstance; gi = GalaxyInstance("https://usegalaxy.eu", key="«b»"); print(gi.users.get_current_user()["username"])'
tvanderberg
`, V{"a": g.hpGalaxy(), "b": g.hpGalaxy()}, "https://usegalaxy.eu", "tvanderberg")

	g.add("hpc/galaxy-yml-admin-and-id-secret", `
$ grep -E '^\s+(id_secret|admin_users|database_connection|master_api_key|bootstrap_admin_api_key):' /srv/galaxy/config/galaxy.yml
  database_connection: postgresql://galaxy:«a»@localhost/galaxy
  id_secret: «b»
  admin_users: admin@galaxy.example.org,bioinf-lead@example.org
  bootstrap_admin_api_key: «c»
`, V{"a": g.pwURL(), "b": g.hex(40), "c": g.hex(32)}, "admin@galaxy.example.org,bioinf-lead@example.org")
}

// ---- climate and Earth observation ----

func (g *G) hpEarth() {
	g.add("hpc/cdsapirc-new-format", `
$ cat ~/.cdsapirc
url: https://cds.climate.copernicus.eu/api
key: «a»
$ python era5_download.py --year 2023 --var 2m_temperature
2025-03-02 09:14:11,482 INFO Request ID is «_r»
2025-03-02 09:14:11,590 INFO status has been updated to accepted
`, V{"a": g.uuid(), "_r": g.uuid()}, "https://cds.climate.copernicus.eu/api")

	g.add("hpc/cdsapirc-legacy-uid-key-heredoc", `
$ cat > ~/.cdsapirc <<EOF
url: https://cds.climate.copernicus.eu/api/v2
key: «_uid»:«a»
verify: 0
EOF
`, V{"_uid": g.digits(6), "a": g.uuid()}, "https://cds.climate.copernicus.eu/api/v2")

	g.add("hpc/earthdata-netrc-and-cookie-wget", `
$ cat ~/.netrc
machine urs.earthdata.nasa.gov
    login akaur_nasa
    password «a»
$ chmod 0600 ~/.netrc
$ wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies --auth-no-challenge=on -i granules.txt
`, V{"a": g.pw()}, "akaur_nasa", "urs.earthdata.nasa.gov", "granules.txt")

	g.add("hpc/earthdata-edl-token-gdal", `
$ export GDAL_HTTP_HEADERS="Authorization: Bearer «a»"
$ gdalinfo /vsicurl/https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/HLSL30.020/HLS.L30.T10SEG.2024165T184919.v2.0/HLS.L30.T10SEG.2024165T184919.v2.0.B04.tif | head -3
Driver: GTiff/GeoTIFF
Files: /vsicurl/https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/HLSL30.020/HLS.L30.T10SEG.2024165T184919.v2.0/HLS.L30.T10SEG.2024165T184919.v2.0.B04.tif
Size is 3660, 3660
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"type":"User","uid":"wgarcia","exp":%d,"iat":%d,"iss":"https://urs.earthdata.nasa.gov","identity_provider":"edl_ops","acr":"edl","assurance_level":3}`, 1750000000+g.r.IntN(9000000), 1745000000))}, "HLS.L30.T10SEG.2024165T184919.v2.0")

	g.add("hpc/esgf-pyclient-logon", `
from pyesgf.logon import LogonManager
from pyesgf.search import SearchConnection

lm = LogonManager()
lm.logon_with_openid(openid="https://esgf-node.llnl.gov/esgf-idp/openid/mbianchi",
                     password="«a»", bootstrap=True)
print(lm.is_logged_on())

conn = SearchConnection("https://esgf-node.llnl.gov/esg-search", distrib=True)
ctx = conn.new_context(project="CMIP6", source_id="CESM2", experiment_id="ssp585", variable="tas", frequency="mon")
`, V{"a": g.pw()}, "https://esgf-node.llnl.gov/esgf-idp/openid/mbianchi", "ssp585")

	g.add("hpc/copernicus-marine-login-output", `
$ copernicusmarine login --username dnovak --password «a»
INFO - 2025-02-18T10:21:07Z - Credentials are valid.
INFO - 2025-02-18T10:21:07Z - Credentials file stored in /home/dnovak/.copernicusmarine/.copernicusmarine-credentials.
`, V{"a": g.pw()}, "/home/dnovak/.copernicusmarine/.copernicusmarine-credentials")

	g.add("hpc/ecmwf-api-rc-mars", `
$ cat ~/.ecmwfapirc
{
    "url"   : "https://api.ecmwf.int/v1",
    "key"   : "«a»",
    "email" : "f.leclerc@meteo.example.fr"
}
`, V{"a": g.hex(32)}, "f.leclerc@meteo.example.fr", "https://api.ecmwf.int/v1")

	g.add("hpc/earthaccess-env-notebook", `
import os, earthaccess
os.environ["EARTHDATA_USERNAME"] = "rsingh_eo"
os.environ["EARTHDATA_PASSWORD"] = "«a»"
auth = earthaccess.login(strategy="environment")
results = earthaccess.search_data(short_name="ATL06", bounding_box=(-46, 62, -40, 66), temporal=("2023-06", "2023-08"))
print(len(results))
`, V{"a": g.pw()}, "rsingh_eo", "ATL06")
}

// ---- CERN and WLCG grid computing ----

func (g *G) hpGrid() {
	g.add("hpc/grid-userkey-pem-cat", `
$ ls -l ~/.globus/
-r--r--r-- 1 gmarino zh 2761 Jan 30 11:02 usercert.pem
-r-------- 1 gmarino zh 1854 Jan 30 11:02 userkey.pem
$ openssl x509 -in ~/.globus/usercert.pem -noout -subject -enddate
subject=DC = ch, DC = cern, OU = Organic Units, OU = Users, CN = gmarino, CN = 812345, CN = Giulia Marino
notAfter=Jan 30 10:02:11 2026 GMT
$ cat ~/.globus/userkey.pem
«k»
`, V{"k": g.pkcs8RSAPEM().block()}, "CN = Giulia Marino", "usercert.pem")

	g.add("hpc/grid-p12-import-pass-on-cli", `
$ openssl pkcs12 -in myCertificate.p12 -clcerts -nokeys -out ~/.globus/usercert.pem -passin pass:«a»
$ openssl pkcs12 -in myCertificate.p12 -nocerts -out ~/.globus/userkey.pem -passin pass:«a» -passout pass:«b»
$ chmod 400 ~/.globus/userkey.pem
`, V{"a": g.pw(), "b": g.pw()}, "myCertificate.p12")

	g.add("hpc/voms-proxy-init-info-benign", `
$ voms-proxy-init --voms cms --valid 192:00
Enter GRID pass phrase for this identity:
Contacting voms-cms-auth.cern.ch:443 [/DC=ch/DC=cern/OU=computers/CN=cms-auth.cern.ch] "cms"...
Remote VOMS server contacted succesfully.

Created proxy in /tmp/x509up_u«_uid».

Your proxy is valid until Fri Jun 20 18:31:02 CEST 2025
$ voms-proxy-info --all | grep -E 'subject|path|timeleft|attribute'
subject   : /DC=ch/DC=cern/OU=Organic Units/OU=Users/CN=ffischer/CN=700211/CN=Felix Fischer/CN=«_p»
path      : /tmp/x509up_u«_uid»
timeleft  : 191:59:51
attribute : /cms/Role=NULL/Capability=NULL
`, V{"_uid": g.digits(5), "_p": g.digits(10)}, "voms-cms-auth.cern.ch:443", "/cms/Role=NULL/Capability=NULL")

	g.add("hpc/grid-proxy-file-cat", `
$ cat /tmp/x509up_u«_uid»
«c1»
«k»
«c2»
`, V{"_uid": g.digits(5), "c1": g.certPEM().block(), "k": g.rsaPEM().block(), "c2": g.certPEM().block()})

	g.add("hpc/grid-proxy-base64-in-ci-var", `
# .gitlab-ci.yml (analysis repo)
variables:
  X509_USER_PROXY: ${CI_PROJECT_DIR}/x509_proxy
  GRID_PROXY_B64: "«a»"
before_script:
  - echo "$GRID_PROXY_B64" | base64 -d > $X509_USER_PROXY
  - voms-proxy-info --all
`, V{"a": b64s(g.rsaPEM().block())}, "X509_USER_PROXY", "${CI_PROJECT_DIR}/x509_proxy")

	g.add("hpc/rucio-cfg-userpass", `
$ cat $RUCIO_HOME/etc/rucio.cfg
[client]
rucio_host = https://rucio-lab.example.org:443
auth_host = https://rucio-lab-auth.example.org:443
auth_type = userpass
username = ddmadmin
password = «a»
ca_cert = /etc/grid-security/certificates/
account = root
request_retries = 3
`, V{"a": g.pw()}, "rucio-lab-auth.example.org:443", "ddmadmin", "/etc/grid-security/certificates/")

	g.add("hpc/oidc-agent-token-output", `
$ eval $(oidc-agent-service use)
$ oidc-add wlcg
Enter decryption password for account config 'wlcg': 
success
$ oidc-token wlcg
«a»
$ export BEARER_TOKEN=$(oidc-token wlcg)
$ gfal-ls davs://xrootd.example.org:1094/store/user/hfranz/
`, V{"a": g.hpSciTok("https://wlcg.cloud.cnaf.infn.it/", "storage.read:/ storage.create:/store/user/hfranz")}, "davs://xrootd.example.org:1094/store/user/hfranz/")

	g.add("hpc/htgettoken-bearer-file", `
$ htgettoken -a htvaultprod.fnal.gov -i dune
Attempting kerberos auth with https://htvaultprod.fnal.gov:8200 ... succeeded
Storing vault token in /tmp/vt_u«_uid»
Saving credkey to /nashome/k/kwong/.config/htgettoken/credkey-dune-default
Saving refresh token ... done
Attempting to get token from https://htvaultprod.fnal.gov:8200 ... succeeded
Storing bearer token in /run/user/«_uid»/bt_u«_uid»
$ cat /tmp/vt_u«_uid»
«a»
$ cat /run/user/«_uid»/bt_u«_uid»
«b»
`, V{"_uid": g.digits(5), "a": g.vaultTok(), "b": g.hpSciTok("https://cilogon.org/dune", "compute.create compute.read storage.read:/dune storage.create:/dune/scratch/users/kwong")}, "htvaultprod.fnal.gov:8200", "/nashome/k/kwong/.config/htgettoken/credkey-dune-default")

	g.add("hpc/condor-submit-scitokens-env", `
$ cat jobsub.sub
use_oauth_services = dune
dune_oauth_permissions = storage.read:/dune
environment = "BEARER_TOKEN=«a»"
executable = run_larsoft.sh
queue 50
`, V{"a": g.hpSciTok("https://cilogon.org/dune", "storage.read:/dune")}, "run_larsoft.sh", "use_oauth_services = dune")

	g.add("hpc/eos-token-create", `
$ eos token --path /eos/user/j/jmuller/shared/ --expires $(date -d '+7 days' +%s) --permission rx --tree
«a»
$ xrdcp "root://eosuser.cern.ch//eos/user/j/jmuller/shared/ntuple.root?authz=«a»" .
`, V{"a": "zteos64:" + g.b64u(180)}, "root://eosuser.cern.ch//eos/user/j/jmuller/shared/ntuple.root")

	g.add("hpc/cern-sso-client-credentials", `
$ curl -s -X POST https://auth.cern.ch/auth/realms/cern/protocol/openid-connect/token \
     -d grant_type=client_credentials -d client_id=lhcb-dashboards -d client_secret=«a» \
     -d audience=authorization-service-api | jq -r .access_token | cut -c1-20
eyJhbGciOiJSUzI1NiIs
`, V{"a": g.an(32)}, "lhcb-dashboards", "authorization-service-api")

	g.add("hpc/dirac-cfg-and-proxy-init", `
$ dirac-proxy-init -g lhcb_user
Generating proxy...
Enter Certificate password: 
Added VOMS attribute /lhcb/Role=user
Uploading proxy..
Proxy generated:
subject      : /DC=ch/DC=cern/OU=Organic Units/OU=Users/CN=ppetrov/CN=655012/CN=Pavel Petrov/CN=«_p»
identity     : /DC=ch/DC=cern/OU=Organic Units/OU=Users/CN=ppetrov/CN=655012/CN=Pavel Petrov
timeleft     : 23:59:57
DIRAC group  : lhcb_user
path         : /tmp/x509up_u«_uid»
username     : ppetrov
$ grep -A3 'Databases' /opt/dirac/etc/dirac.cfg
Databases
{
  Password = «a»
  User = Dirac
`, V{"_p": g.digits(9), "_uid": g.digits(5), "a": g.pw()}, "DIRAC group  : lhcb_user", "CN=Pavel Petrov")
}

// ---- ML tooling on clusters ----

func (g *G) hpML() {
	g.add("hpc/wandb-netrc-on-login-node", `
[vnair@login3 ~]$ cat ~/.netrc
machine api.wandb.ai
  login user
  password «a»
[vnair@login3 ~]$ wandb status | head -5
Current Settings
{
  "base_url": "https://api.wandb.ai",
  "entity": "vnair-lab",
`, V{"a": g.hpWandb()}, "vnair-lab", "api.wandb.ai")

	g.add("hpc/wandb-offline-sync-sbatch", `
#!/bin/bash
#SBATCH -J wandb-sync -p transfer -t 1:00:00
# compute nodes have no internet; sync offline runs from the transfer node
export WANDB_API_KEY=«a»
export WANDB_BASE_URL=https://wandb.lab.example.edu
for d in $SCRATCH/wandb/offline-run-*; do
  wandb sync --include-offline "$d"
done
`, V{"a": "local-" + g.hex(40)}, "https://wandb.lab.example.edu", "offline-run-")

	g.hpAdd("hpc/hf-token-file-and-cache-on-scratch", `
[tsato@login01 ~]$ export HF_HOME=/scratch/tsato/hf
[tsato@login01 ~]$ huggingface-cli login --token «a» --add-to-git-credential
Token is valid (permission: fineGrained).
The token ˋcluster-readˋ has been saved to /scratch/tsato/hf/stored_tokens
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /scratch/tsato/hf/token
Login successful.
The current active token is: ˋcluster-readˋ
`, V{"a": g.hfTok()}, "/scratch/tsato/hf/stored_tokens", "cluster-read")

	g.add("hpc/hf-git-credentials-store-file", `
$ cat ~/.git-credentials
https://tsato:«a»@huggingface.co
https://tsato:«b»@github.com
`, V{"a": g.hfTok(), "b": g.ghp()}, "@huggingface.co")

	g.add("hpc/dask-gateway-config-yaml", `
$ cat /etc/dask-gateway/dask_gateway_config.py
c.DaskGateway.backend_class = "dask_gateway_server.backends.jobqueue.slurm.SlurmBackend"
c.DaskGateway.address = ":8000"
c.Proxy.address = ":8001"
c.DaskGateway.authenticator_class = "dask_gateway_server.auth.JupyterHubAuthenticator"
c.JupyterHubAuthenticator.jupyterhub_api_token = "«a»"
c.JupyterHubAuthenticator.jupyterhub_api_url = "https://jupyter.hpc.example.edu/hub/api"
c.SlurmClusterConfig.partition = "dask"
c.SlurmClusterConfig.scheduler_setup = "source /opt/conda/bin/activate /opt/conda/envs/dask"
`, V{"a": g.hex(64)}, "dask_gateway_server.backends.jobqueue.slurm.SlurmBackend", "https://jupyter.hpc.example.edu/hub/api")

	g.add("hpc/dask-gateway-simple-auth-client", `
from dask_gateway import Gateway, BasicAuth

gateway = Gateway("https://dask.hpc.example.edu", auth=BasicAuth("lmoreau", "«a»"))
options = gateway.cluster_options()
options.worker_cores = 4
options.worker_memory = 16
cluster = gateway.new_cluster(options)
print(cluster.dashboard_link)
`, V{"a": g.pw()}, "https://dask.hpc.example.edu", "lmoreau")

	g.add("hpc/dask-jobqueue-env-extra", `
from dask_jobqueue import SLURMCluster

cluster = SLURMCluster(
    queue="regular",
    account="m3311",
    cores=32,
    memory="120GB",
    walltime="02:00:00",
    job_script_prologue=[
        "module load python",
        "export AWS_ACCESS_KEY_ID=«a»",
        "export AWS_SECRET_ACCESS_KEY=«b»",
    ],
)
cluster.scale(jobs=8)
`, V{"a": g.awsID(), "b": g.awsSecret()}, "m3311", "job_script_prologue")

	g.add("hpc/ray-on-slurm-redis-password", `
$ cat ray_head.sbatch | sed -n '/ray start/,/$/p'
ray start --head --node-ip-address=$head_ip --port=6379 --redis-password='«a»' --block &
srun --nodes=$((SLURM_JOB_NUM_NODES-1)) --exclude=$head_node ray start --address=$head_ip:6379 --redis-password='«a»' --block &
`, V{"a": g.uuid()}, "--node-ip-address=$head_ip")

	g.add("hpc/mlflow-on-hpc-env-module", `
$ module show mlflow-client
-----------------------------------------------------------------
   /sw/modulefiles/mlflow-client/2.14.lua:
-----------------------------------------------------------------
whatis("MLflow client configured for the institutional tracking server")
setenv("MLFLOW_TRACKING_URI","https://mlflow.rc.example.edu")
setenv("MLFLOW_TRACKING_USERNAME","shared-hpc")
setenv("MLFLOW_TRACKING_PASSWORD","«a»")
prepend_path("PATH","/sw/mlflow-client/2.14/bin")
`, V{"a": g.pwStrong()}, "/sw/modulefiles/mlflow-client/2.14.lua", "shared-hpc")

	g.add("hpc/nvidia-ngc-config-on-cluster", `
$ cat ~/.ngc/config
;WARNING - This is a machine generated file.  Do not edit manually.
;WARNING - To update local config settings, see "ngc config set -h"

[CURRENT]
apikey = «a»
format_type = ascii
org = nvidian
team = no-team
ace = no-ace
`, V{"a": "nvapi-" + g.b64u(64)}, "format_type = ascii", "nvidian")
}

// ---- Nextflow, Snakemake, Cromwell ----

func (g *G) hpWorkflows() {
	g.add("hpc/nextflow-config-aws-and-tower", `
$ cat nextflow.config
process {
    executor = 'slurm'
    queue    = 'compute'
    clusterOptions = '--account=genomics'
}
aws {
    accessKey = '«a»'
    secretKey = '«b»'
    region    = 'eu-west-1'
}
tower {
    accessToken = '«c»'
    workspaceId = '«_w»'
    enabled = true
}
singularity.enabled = true
singularity.cacheDir = '/scratch/nf-singularity'
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.hpSeqera(), "_w": g.digits(15)}, "/scratch/nf-singularity", "--account=genomics")

	g.add("hpc/nextflow-secrets-set-and-list", `
$ nextflow secrets set NCBI_API_KEY «a»
$ nextflow secrets set SLACK_WEBHOOK https://hooks.slack.com/services/«_t»/«_b»/«b»
$ nextflow secrets list
NCBI_API_KEY
SLACK_WEBHOOK
$ cat ~/.nextflow/secrets/store.json
[
  {
    "name": "NCBI_API_KEY",
    "value": "«a»"
  },
  {
    "name": "SLACK_WEBHOOK",
    "value": "https://hooks.slack.com/services/«_t»/«_b»/«b»"
  }
]
`, V{"a": g.hpEntrez(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "NCBI_API_KEY", "SLACK_WEBHOOK")

	g.add("hpc/nextflow-log-tower-token-env", `
$ head -20 .nextflow.log
Jun-11 09:12:44.810 [main] DEBUG nextflow.cli.Launcher - $> nextflow run nf-core/rnaseq -r 3.14.0 -profile singularity,hpc -with-tower
Jun-11 09:12:44.951 [main] INFO  nextflow.cli.CmdRun - N E X T F L O W  ~  version 24.04.2
Jun-11 09:12:45.330 [main] DEBUG nextflow.config.ConfigBuilder - Setting config profile: 'singularity,hpc'
Jun-11 09:12:47.012 [main] DEBUG io.seqera.tower.plugin.TowerClient - Creating Tower observer -- endpoint=https://api.cloud.seqera.io; requestInterval=PT1S; aliveInterval=PT1M; maxRetries=5; backOffBase=3; backOffDelay=250; accessToken=«a»
Jun-11 09:12:47.590 [main] INFO  nextflow.Session - Session UUID: «_u»
`, V{"a": g.hpSeqera(), "_u": g.uuid()}, "nf-core/rnaseq", "https://api.cloud.seqera.io")

	g.add("hpc/tw-cli-credentials-add", `
$ export TOWER_ACCESS_TOKEN=«a»
$ tw credentials add aws --name=lab-aws --access-key=«b» --secret-key=«c» -w lab-org/genomics
 New AWS credentials 'lab-aws («_id»)' added at [lab-org / genomics] workspace
`, V{"a": g.hpSeqera(), "b": g.awsID(), "c": g.awsSecret(), "_id": g.an(22)}, "lab-org/genomics")

	g.add("hpc/snakemake-profile-config-yaml", `
$ cat profiles/slurm/config.yaml
executor: slurm
jobs: 200
latency-wait: 60
use-conda: true
default-resources:
  slurm_account: "bio-core"
  slurm_partition: "standard"
  runtime: 240
default-storage-provider: s3
storage-s3-endpoint-url: https://s3.bio.example.edu
storage-s3-access-key: «a»
storage-s3-secret-key: «b»
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "https://s3.bio.example.edu", "bio-core")

	g.add("hpc/snakefile-hardcoded-ftp-password", `
rule download_raw:
    output:
        "raw/{sample}_R1.fastq.gz"
    params:
        url=lambda wc: f"ftp://seqcore_dl:«a»@ftp.seqcore.example.org/runs/2025_04/{wc.sample}_R1.fastq.gz"
    shell:
        "wget -q -O {output} '{params.url}'"
`, V{"a": g.pwURL()}, "ftp.seqcore.example.org", "seqcore_dl")

	g.add("hpc/cromwell-conf-database-and-gcs", `
$ cat cromwell.conf
include required(classpath("application"))
database {
  profile = "slick.jdbc.MySQLProfile$"
  db {
    driver = "com.mysql.cj.jdbc.Driver"
    url = "jdbc:mysql://cromwell-db.example.edu/cromwell?rewriteBatchedStatements=true"
    user = "cromwell"
    password = "«a»"
    connectionTimeout = 5000
  }
}
backend.default = "SLURM"
`, V{"a": g.pw()}, "jdbc:mysql://cromwell-db.example.edu/cromwell?rewriteBatchedStatements=true")

	g.add("hpc/nf-core-params-json-with-token", `
$ cat params.json
{
    "input": "samplesheet.csv",
    "outdir": "s3://lab-results/rnaseq/2025-06",
    "genome": "GRCh38",
    "email": "core-lab@example.org",
    "hook_url": "https://example.webhook.office.com/webhookb2/«_g»@«_t»/IncomingWebhook/«a»/«_g2»"
}
`, V{"_g": g.uuid(), "_t": g.uuid(), "a": g.hex(32), "_g2": g.uuid()}, "s3://lab-results/rnaseq/2025-06", "core-lab@example.org")
}

// ---- licenses ----

func (g *G) hpLicenses() {
	g.add("hpc/matlab-installer-input-fik", `
$ grep -v '^#' installer_input.txt | grep -v '^$'
destinationFolder=/sw/matlab/R2024b
fileInstallationKey=«a»
agreeToLicense=yes
outputFile=/tmp/matlab_install.log
licensePath=/sw/matlab/R2024b/licenses/network.lic
product.MATLAB
product.Parallel_Computing_Toolbox
product.MATLAB_Parallel_Server
`, V{"a": g.hpMatlabFIK()}, "/sw/matlab/R2024b/licenses/network.lic", "product.MATLAB_Parallel_Server")

	g.add("hpc/matlab-network-lic-benign-server-lines", `
$ cat /sw/matlab/R2024b/licenses/network.lic
SERVER lic-matlab.example.edu «_h» 27000
USE_SERVER
$ module load matlab/R2024b && matlab -batch "disp(license)"
«_l»
`, V{"_h": g.s(alHex, 12), "_l": g.digits(6)}, "lic-matlab.example.edu", "USE_SERVER")

	g.add("hpc/matlab-parallel-server-mjs-secret", `
$ grep -E '^(SHARED_SECRET_FILE|SECURITY_LEVEL|USE_SECURE_COMMUNICATION)' /sw/matlab/R2024b/toolbox/parallel/bin/mjs_def.sh
SECURITY_LEVEL=2
USE_SECURE_COMMUNICATION=true
SHARED_SECRET_FILE=/etc/mjs/secret
$ sudo cat /etc/mjs/secret
«a»
`, V{"a": g.b64(48)}, "SHARED_SECRET_FILE=/etc/mjs/secret")

	g.add("hpc/comsol-ansys-license-env-benign-and-portal-pw", `
$ module show ansys/2024R2 2>&1 | grep -i lic
setenv("ANSYSLMD_LICENSE_FILE","1055@lic-ansys.example.edu")
setenv("ANSYSLI_SERVERS","2325@lic-ansys.example.edu")
$ module show comsol/6.2 2>&1 | grep -i lic
setenv("LMCOMSOL_LICENSE_FILE","1718@lic-comsol.example.edu")
$ # ANSYS customer portal login for downloads: engsupport@example.edu / «a»
`, V{"a": g.pw()}, "1055@lic-ansys.example.edu", "2325@lic-ansys.example.edu", "1718@lic-comsol.example.edu", "engsupport@example.edu")

	g.add("hpc/vasp-portal-download-wget", `
$ wget --user=«_u» --password='«a»' https://www.vasp.at/portal/download/vasp.6.4.3.tgz
--2025-01-14 10:21:32--  https://www.vasp.at/portal/download/vasp.6.4.3.tgz
Resolving www.vasp.at (www.vasp.at)... 128.130.8.12
HTTP request sent, awaiting response... 401 Unauthorized
Authentication selected: Basic realm="VASP Portal"
`, V{"_u": "group" + g.digits(4), "a": g.pw()}, "vasp.6.4.3.tgz", "Basic realm=\"VASP Portal\"")

	g.add("hpc/gaussian-license-and-group-benign", `
$ module load gaussian/g16-C.02
$ echo $g16root
/sw/gaussian/g16-C.02
$ ls -l $g16root/g16/ | head -3
total 2145780
-rwxr-x--- 1 root gaussian  5184224 Aug 30  2019 g16
-rwxr-x--- 1 root gaussian   183848 Aug 30  2019 formchk
$ cat ~/.gaussian_site_token
GAUSSIAN_SITE=Example University
GAUSSIAN_LICENSE_TOKEN=«a»
`, V{"a": g.s(alUpNum, 8) + "-" + g.s(alUpNum, 8) + "-" + g.s(alUpNum, 8)}, "/sw/gaussian/g16-C.02", "GAUSSIAN_SITE=Example University")

	g.add("hpc/intel-oneapi-silent-cfg-serial", `
$ cat silent.cfg
ACCEPT_EULA=accept
CONTINUE_WITH_OPTIONAL_ERROR=yes
PSET_INSTALL_DIR=/opt/intel/compilers_and_libraries_2020
CONTINUE_WITH_INSTALLDIR_OVERWRITE=yes
PSET_MODE=install
ACTIVATION_SERIAL_NUMBER=«a»
ACTIVATION_TYPE=serial_number
SIGNING_ENABLED=yes
ARCH_SELECTED=ALL
`, V{"a": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 8)}, "ACTIVATION_TYPE=serial_number", "/opt/intel/compilers_and_libraries_2020")

	g.add("hpc/flexlm-license-file-with-sign", `
$ head -12 /sw/licenses/abaqus/license.dat
SERVER lic01.example.edu «_h» 27800
VENDOR ABAQUSLM port=27801
USE_SERVER
FEATURE abaqus ABAQUSLM 2024 31-dec-2025 250 SIGN="«=s»"
FEATURE cae ABAQUSLM 2024 31-dec-2025 20 SIGN="«=s2»"
$ lmutil lmstat -c 27800@lic01.example.edu -f abaqus | tail -2
Users of abaqus:  (Total of 250 licenses issued;  Total of 64 licenses in use)
`, V{"_h": g.s(alHex, 12), "=s": g.s(alHexU, 4) + " " + g.s(alHexU, 4) + " " + g.s(alHexU, 4) + " " + g.s(alHexU, 4), "=s2": g.s(alHexU, 4) + " " + g.s(alHexU, 4) + " " + g.s(alHexU, 4) + " " + g.s(alHexU, 4)}, "27800@lic01.example.edu", "VENDOR ABAQUSLM port=27801")

	g.add("hpc/mathematica-mathpass-and-wolframscript", `
$ cat ~/.Mathematica/Licensing/mathpass
«_m»	«_id»	«a»	Wolfram Mathematica 14.1 Student
$ wolframscript -authenticate -username kbrandt@example.edu -password '«b»'
Successfully authenticated.
`, V{"_m": "hpc-login01", "_id": g.digits(4) + "-" + g.digits(5) + "-" + g.digits(5), "a": g.digits(4) + "-" + g.digits(3) + "-" + g.digits(3) + "::1", "b": g.pw()}, "kbrandt@example.edu", "Wolfram Mathematica 14.1 Student")

	g.add("hpc/schrodinger-license-token-env", `
$ cat /sw/schrodinger/2025-1/licenses/license.lic
# Schrodinger token server
SERVER lic-schrod.example.edu ANY 53000
VENDOR SCHROD PORT=53001
USE_SERVER
$ grep SCHROD_LICENSE ~/.bash_profile
export SCHROD_LICENSE_FILE=53000@lic-schrod.example.edu
export SCHRODINGER_LIVEDESIGN_PASSWORD=«a»
`, V{"a": g.pw()}, "53000@lic-schrod.example.edu", "VENDOR SCHROD PORT=53001")
}

// ---- BMC and provisioning ----

func (g *G) hpBMC() {
	g.add("hpc/ipmitool-power-status-loop", `
[root@head ~]# for n in $(seq -w 1 4); do echo -n "c0$n-ipmi: "; ipmitool -I lanplus -H c0$n-ipmi -U ADMIN -P '«a»' chassis power status; done
c001-ipmi: Chassis Power is on
c002-ipmi: Chassis Power is on
c003-ipmi: Chassis Power is off
c004-ipmi: Chassis Power is on
`, V{"a": g.pw()}, "c003-ipmi: Chassis Power is off")

	g.add("hpc/xcat-passwd-table", `
[root@xcat01 ~]# tabdump passwd
#key,username,password,cryptmethod,authdomain,comments,disable
"system","root","«a»",,,,
"ipmi","ADMIN","«b»",,,,
"omapi","xcat_key","«c»",,,,
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.b64(64)}, "xcat_key", "#key,username,password,cryptmethod,authdomain,comments,disable")

	g.add("hpc/warewulf-conf-and-node-ipmi", `
$ wwctl node list -a n0001 | grep -i -E 'ipmi|ipaddr'
n0001  IpmiIpaddr      --          10.9.0.1
n0001  IpmiUserName    --          admin
n0001  IpmiPassword    --          «a»
n0001  IpmiInterface   --          lanplus
n0001  default:IpAddr  --          10.0.0.1
`, V{"a": g.pw()}, "IpmiInterface", "10.9.0.1")

	g.add("hpc/redfish-curl-basic-auth-bmc", `
$ curl -sk -u root:«a» https://10.9.0.17/redfish/v1/Systems/System.Embedded.1 | jq '{PowerState, Model, SerialNumber: .SerialNumber}'
{
  "PowerState": "On",
  "Model": "PowerEdge XE9680",
  "SerialNumber": "«_s»"
}
`, V{"a": g.pwURL(), "_s": g.s(alUpNum, 7)}, "PowerEdge XE9680", "System.Embedded.1")

	g.add("hpc/kickstart-rootpw-and-grub", `
$ grep -E '^(rootpw|bootloader|url|network)' /install/autoinst/compute.ks
url --url=http://10.0.0.1/install/rocky9.4/x86_64
network --bootproto=dhcp --device=ens1f0 --hostname=compute
rootpw --iscrypted «a»
bootloader --location=mbr --iscrypted --password=grub.pbkdf2.sha512.10000.«b»
`, V{"a": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "b": strings.ToUpper(g.hex(128)) + "." + strings.ToUpper(g.hex(128))}, "http://10.0.0.1/install/rocky9.4/x86_64")

	g.add("hpc/lustre-ldap-and-infiniband-benign-plus-nfs-krb", `
$ lfs df -h /lustre | tail -2
filesystem_summary:         3.2P        2.1P        1.1P  66% /lustre
$ ibstat | grep -E 'State|Rate|Node GUID'
	Node GUID: 0x«_g»
		State: Active
		Rate: 200
$ sudo cat /etc/nhc/nhc.conf | grep -i pass
 * || NHC_RM_PASSWORD="«a»"
`, V{"_g": g.hex(16), "a": g.pw()}, "filesystem_summary", "State: Active")

	g.add("hpc/ansible-vault-pass-file-cat", `
$ cat ansible.cfg
[defaults]
inventory = inventory/hosts.ini
vault_password_file = ~/.vault_pass_hpc
$ cat ~/.vault_pass_hpc
«a»
$ ansible-playbook site.yml --limit slurm_compute --tags munge,slurm
`, V{"a": g.pwStrong()}, "~/.vault_pass_hpc", "slurm_compute")
}

// ---- tickets, chats, e-mails ----

func (g *G) hpChat() {
	g.hpAdd("hpc/helpdesk-ticket-user-pastes-sbatch", `
Ticket #«_t» — "Job fails with 403 when pulling from our S3"
From: Maria Oliveira <m.oliveira@bio.example.edu>
Cluster: Quartz   Account: bio-oliveira   JobID: «_j»

Hi HPC team,
my job keeps dying at the download step. Here's the top of my script:

    #SBATCH -p standard -N 1 -t 08:00:00
    export AWS_ACCESS_KEY_ID=«a»
    export AWS_SECRET_ACCESS_KEY=«b»
    aws s3 sync s3://oliveira-lab-raw/ $SCRATCH/raw/

The error is "An error occurred (403) when calling the ListObjectsV2 operation: Forbidden".
Thanks, Maria
`, V{"_t": g.digits(6), "_j": g.hpJob(), "a": g.awsID(), "b": g.awsSecret()}, "m.oliveira@bio.example.edu", "bio-oliveira", "s3://oliveira-lab-raw/")

	g.hpAdd("hpc/slack-sysadmin-shares-bmc-creds", `
#hpc-admins  Tue 14:02
[14:02] jkowalczyk: anyone have the new iDRAC creds for the a100 rack? the old ones are rejected
[14:03] ssharma: root / «a» — rotated Friday, it's in the vault under bmc/a100-rack too
[14:03] jkowalczyk: 👍 thx
[14:05] ssharma: and pls don't paste them in the ticket again
`, V{"a": g.pw()}, "#hpc-admins", "bmc/a100-rack")

	g.hpAdd("hpc/email-pi-onboarding-student", `
From: Prof. Daniel Mensah <d.mensah@physics.example.edu>
To: Aiko Tanaka <a.tanaka@physics.example.edu>
Subject: Cluster access + shared accounts

Hi Aiko,

Welcome! Your HPC account request went through (username: atanaka, allocation PHY-2025-017).
Until IT adds you to the Globus group, use the lab's shared Globus app:
  Client ID: «_c»
  Secret:    «a»

The Zenodo community token for uploading data releases is «b» — please don't put it in git.

Best,
Daniel
`, V{"_c": g.uuid(), "a": g.hpGlobusSecret(), "b": g.an(60)}, "PHY-2025-017", "d.mensah@physics.example.edu")

	g.hpAdd("hpc/chat-agent-user-pastes-jupyter-url", `
user: can you check why my notebook can't reach the GPU? here's the url I'm using
user: http://«_n».cluster.example.edu:8888/lab/tree/train.ipynb?token=«a»
assistant: The server is running on «_n», a CPU-only node in the "standard" partition. Resubmit the Jupyter job with --partition=gpu --gres=gpu:1; the token in that URL gives full access to your files, so don't share it further.
`, V{"_n": g.hpNode(), "a": g.hpJupTok()}, "--partition=gpu --gres=gpu:1")

	g.hpAdd("hpc/github-issue-snakemake-profile-error", `
### Bug: S3 storage plugin fails on Slurm cluster

**Snakemake version:** 8.20.3
**Command:**
ˋˋˋ
snakemake --profile profiles/cluster --default-storage-provider s3 \
  --storage-s3-endpoint-url https://s3.hpc.example.edu \
  --storage-s3-access-key «a» --storage-s3-secret-key «b»
ˋˋˋ
**Error:**
ˋˋˋ
botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the HeadObject operation
ˋˋˋ
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "Snakemake version:** 8.20.3", "SignatureDoesNotMatch")

	g.hpAdd("hpc/teams-message-license-server-and-password", `
[10:41 AM] Weber, Lukas
COMSOL 6.2 on the cluster: load the module, the license server is 1718@lic-comsol.example.edu, it just works.
For the download on your laptop use the group account comsol-eng@example.edu, password «a»
[10:43 AM] Rossi, Chiara
perfect thanks!
`, V{"a": g.pw()}, "1718@lic-comsol.example.edu", "comsol-eng@example.edu")

	g.hpAdd("hpc/mattermost-bot-wandb-alert", `
**wandb-alerts** BOT 3:14 AM
Run ˋqwen-7b-dpo-r3ˋ on «_n» crashed (exit 137, OOM). Logs: https://wandb.ai/nlp-lab/dpo/runs/«_r»
Restart with: ˋWANDB_API_KEY=«a» sbatch --dependency=afterany:«_j» resume.sbatchˋ
`, V{"_n": g.hpNode(), "_r": g.s(alLowNum, 8), "a": g.hpWandb(), "_j": g.hpJob()}, "qwen-7b-dpo-r3", "nlp-lab/dpo")

	g.hpAdd("hpc/readme-cluster-quickstart-with-creds", `
## Running on the department cluster

1. ˋssh <netid>@hpc.cs.example.edu ˋ
2. ˋmodule load anaconda3/2024.06 cuda/12.2ˋ
3. Copy the shared data from the lab iRODS zone:

   ˋˋˋ
   iinit   # host irods.cs.example.edu, zone csZone, user labshared, password «a»
   iget -r /csZone/home/labshared/datasets/mimic-subset ./data
   ˋˋˋ
4. Submit: ˋsbatch scripts/train.sbatchˋ (edit the ˋ--accountˋ line first).
`, V{"a": g.pw()}, "irods.cs.example.edu", "/csZone/home/labshared/datasets/mimic-subset")

	g.hpAdd("hpc/chat-user-asks-agent-with-munge-error", `
user: slurmd won't start on the new node, log says "Munge decode failed: Invalid credential". I copied the key like this:
user: echo "«a»" | base64 -d > /etc/munge/munge.key
assistant: Check that /etc/munge/munge.key is byte-identical to the head node's (compare sha256sum on both) and owned by munge:munge with mode 0400, then restart munge before slurmd. Note that the value you pasted is the cluster's MUNGE key; anyone who has it can forge credentials for any user, so rotate it after the node is up.
`, V{"a": g.b64(1024)}, "Munge decode failed: Invalid credential", "munge:munge")

	g.hpAdd("hpc/email-core-facility-sftp-and-irods", `
Subject: Your sequencing run 2025-NovaSeq-0412 is ready

Dear Dr. Huang,

Your data (run 2025-NovaSeq-0412, 24 samples, project GC-«_p») is available for 30 days:

  SFTP:     sftp gc-«_p»@sftp.genomics.example.edu
  Password: «a»

  or via iRODS: /gcZone/projects/GC-«_p» (user gc-«_p», same password)

MD5 checksums are in md5sum.txt in the run folder.

Genomics Core Facility
`, V{"_p": g.digits(5), "a": g.pwStrong()}, "sftp.genomics.example.edu", "2025-NovaSeq-0412")

	g.hpAdd("hpc/lab-wiki-table-service-accounts", `
| Service            | Account           | Secret / token                 | Owner   |
|--------------------|-------------------|--------------------------------|---------|
| Globus app         | «_c» | «a» | pchen   |
| Zenodo (community) | lab-bot           | «b» | mruiz   |
| Earthdata          | lab_eo            | «c»          | mruiz   |
| Slurm REST         | svc_portal        | see /etc/portal/slurm.jwt      | hpc     |
`, V{"_c": g.uuid(), "a": g.hpGlobusSecret(), "b": g.an(60), "c": g.pw()}, "/etc/portal/slurm.jwt", "svc_portal")

	g.hpAdd("hpc/agent-transcript-condor-token-debug", `
⏺ Bash(condor_ping -verbose -type schedd WRITE)
  ⎿  WRITE command using (AES, AES, and IDTOKENS) succeeded as jlee@ap40.uw.osg-htc.org to schedd ap40.uw.osg-htc.org.
⏺ Bash(cat ~/.condor/tokens.d/*)
  ⎿  «a»
⏺ The token authenticates you to the access point as jlee. Submission works; the earlier failure came from the expired token in the old file.
`, V{"a": g.hpCondorTok("jlee@ap40.uw.osg-htc.org", "ap40.uw.osg-htc.org")}, "condor_ping -verbose -type schedd WRITE")
}

// ---- benign look-alikes ----

func (g *G) hpBenign() {
	g.add("hpc/benign-squeue-and-sinfo", `
$ squeue -u $USER
             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
           «_j1»       gpu  llm-eval   hnguyen  R    3:12:44      1 «_n1»
           «_j2»       gpu  llm-eval   hnguyen PD       0:00      1 (Priority)
      «_j3»_[4-64]   cpu  bootstrap  hnguyen PD       0:00      1 (QOSMaxJobsPerUserLimit)
$ sinfo -p gpu -o "%P %a %l %D %t %N"
PARTITION AVAIL TIMELIMIT NODES STATE NODELIST
gpu up 2-00:00:00 6 mix gpu[001-006]
gpu up 2-00:00:00 2 drain gpu[017-018]
`, V{"_j1": g.hpJob(), "_j2": g.hpJob(), "_j3": g.hpJob(), "_n1": g.hpNode()}, "QOSMaxJobsPerUserLimit", "gpu[017-018]")

	g.add("hpc/benign-sacct-format-table", `
$ sacct -j «_j» --format=JobID,JobName%20,Partition,AllocCPUS,State,ExitCode,MaxRSS,Elapsed
JobID                     JobName  Partition  AllocCPUS      State ExitCode     MaxRSS    Elapsed
------------ -------------------- ---------- ---------- ---------- -------- ---------- ----------
«_j»                gromacs-npt    standard        128  COMPLETED      0:0              11:42:09
«_j».batch                batch                     128  COMPLETED      0:0   1204532K   11:42:09
«_j».0                 gmx_mpi                     128  COMPLETED      0:0  88213444K   11:41:58
`, V{"_j": g.hpJob()}, "gromacs-npt", "88213444K")

	g.add("hpc/benign-scontrol-show-node", `
$ scontrol show node «_n»
NodeName=«_n» Arch=x86_64 CoresPerSocket=64
   CPUAlloc=96 CPUEfctv=128 CPUTot=128 CPULoad=95.12
   AvailableFeatures=epyc9554,ib,ndr
   ActiveFeatures=epyc9554,ib,ndr
   Gres=gpu:h100:4(S:0-1)
   NodeAddr=«_n» NodeHostName=«_n» Version=24.05.3
   OS=Linux 5.14.0-427.13.1.el9_4.x86_64 #1 SMP PREEMPT_DYNAMIC
   RealMemory=1031000 AllocMem=786432 FreeMem=201773 Sockets=2 Boards=1
   State=MIXED ThreadsPerCore=1 TmpDisk=3500000 Weight=1 Owner=N/A MCS_label=N/A
   Partitions=gpu,gpu-preempt
   BootTime=2025-05-28T06:12:44 SlurmdStartTime=2025-05-28T06:14:02
`, V{"_n": g.hpNode()}, "epyc9554,ib,ndr", "gpu:h100:4(S:0-1)")

	g.add("hpc/benign-module-list-and-avail", `
$ module list

Currently Loaded Modules:
  1) gcc/13.2.0      3) openmpi/5.0.3   5) hdf5/1.14.3     7) fftw/3.3.10
  2) cuda/12.4.1     4) ucx/1.16.0      6) netcdf-c/4.9.2  8) python/3.11.9

$ module spider gromacs/2024.2
  gromacs: gromacs/2024.2
    You will need to load all module(s) on any one of the lines below before the "gromacs/2024.2" module is available to load.
      gcc/13.2.0  openmpi/5.0.3
`, V{}, "openmpi/5.0.3", "netcdf-c/4.9.2", "gromacs/2024.2")

	g.add("hpc/benign-kerberos-principals-keytab-list", `
$ klist -k /etc/krb5.keytab
Keytab name: FILE:/etc/krb5.keytab
KVNO Principal
---- --------------------------------------------------------------------------
   2 host/«_n».hpc.example.org@HPC.EXAMPLE.ORG
   2 nfs/«_n».hpc.example.org@HPC.EXAMPLE.ORG
   2 «_N»$@HPC.EXAMPLE.ORG
`, V{"_n": "login03", "_N": "LOGIN03"}, "nfs/login03.hpc.example.org@HPC.EXAMPLE.ORG", "host/login03.hpc.example.org@HPC.EXAMPLE.ORG")

	g.add("hpc/benign-globus-ls-task-show", `
$ globus task show «_t»
Label:                        run042-archive
Task ID:                      «_t»
Is Paused:                    False
Type:                         TRANSFER
Directories:                  1
Files:                        18234
Status:                       SUCCEEDED
Request Time:                 2025-06-04T02:00:12+00:00
Source Endpoint:              ALCF Eagle
Source Endpoint ID:           «_s»
Destination Endpoint:         Campus Archive
Destination Endpoint ID:      «_d»
Bytes Transferred:            41235873251028
Bytes Per Second:             1148264117
`, V{"_t": g.uuid(), "_s": g.uuid(), "_d": g.uuid()}, "run042-archive", "Campus Archive")

	g.add("hpc/benign-zenodo-record-metadata", `
$ curl -s https://zenodo.org/api/records/«_r» | jq '{doi, conceptdoi, title: .metadata.title, creators: [.metadata.creators[] | {name, orcid}], files: [.files[] | {key, checksum}]}'
{
  "doi": "10.5281/zenodo.«_r»",
  "conceptdoi": "10.5281/zenodo.«_c»",
  "title": "Ab initio MD trajectories of water/TiO2 interfaces",
  "creators": [
    {"name": "Lindqvist, Erik", "orcid": "«_o1»"},
    {"name": "Achebe, Ngozi", "orcid": "«_o2»"}
  ],
  "files": [
    {"key": "trajectories.tar.zst", "checksum": "md5:«_m1»"},
    {"key": "README.md", "checksum": "md5:«_m2»"}
  ]
}
`, V{"_r": g.digits(8), "_c": g.digits(8), "_o1": g.hpORCID(), "_o2": g.hpORCID(), "_m1": g.hex(32), "_m2": g.hex(32)}, "Ab initio MD trajectories of water/TiO2 interfaces")

	g.add("hpc/benign-sra-accessions-and-md5", `
$ cat accessions.txt | head -4
«_a1»
«_a2»
«_a3»
«_a4»
$ md5sum -c raw/md5sum.txt | tail -2
raw/«_a3»_1.fastq.gz: OK
raw/«_a3»_2.fastq.gz: OK
$ grep -c . accessions.txt
240
# BioProject «_bp», BioSample «_bs», GEO «_geo»
`, V{"_a1": "SRR" + g.digits(8), "_a2": "SRR" + g.digits(8), "_a3": "ERR" + g.digits(7), "_a4": "DRR" + g.digits(6), "_bp": "PRJNA" + g.digits(6), "_bs": "SAMN" + g.digits(8), "_geo": "GSE" + g.digits(6)})

	g.add("hpc/benign-sha256sums-container-images", `
$ sha256sum *.sif
«_s1»  pytorch_24.05.sif
«_s2»  gromacs_2024.3.sif
$ apptainer inspect --labels gromacs_2024.3.sif | grep -i digest
org.opencontainers.image.base.digest: sha256:«_s3»
`, V{"_s1": g.hpSha256(), "_s2": g.hpSha256(), "_s3": g.hpSha256()}, "gromacs_2024.3.sif")

	g.hpAdd("hpc/benign-jupyter-placeholder-token-docs", `
$ cat docs/jupyter.md
To connect, run ˋbin/start_jupyterˋ and copy the printed URL, which looks like:

    http://<node>:<port>/lab?token=<your-token>

Never share this URL: the token gives full access to your files.
$ grep -n 'token' bin/start_jupyter
14:TOKEN=$(python -c 'import secrets; print(secrets.token_hex(24))')
15:jupyter lab --no-browser --ip=0.0.0.0 --port=$PORT --IdentityProvider.token="$TOKEN" &
`, V{}, "<your-token>", "secrets.token_hex(24)")

	g.add("hpc/benign-slurm-env-vars-in-job", `
$ srun -n1 env | grep ^SLURM_ | sort | head -14
SLURM_CLUSTER_NAME=anvil
SLURM_CPUS_ON_NODE=8
SLURM_GTIDS=0
SLURM_JOBID=«_j»
SLURM_JOB_ACCOUNT=cis240113
SLURM_JOB_GID=«_g»
SLURM_JOB_ID=«_j»
SLURM_JOB_NAME=interactive
SLURM_JOB_NODELIST=«_n»
SLURM_JOB_UID=«_u»
SLURM_JOB_USER=x-rgomez
SLURM_LAUNCH_NODE_IPADDR=10.10.2.41
SLURM_NODEID=0
SLURM_STEP_ID=0
`, V{"_j": g.hpJob(), "_g": g.digits(6), "_n": g.hpNode(), "_u": g.digits(6)}, "cis240113", "x-rgomez")

	g.add("hpc/benign-condor-q-analyze", `
$ condor_q -better-analyze «_c».0 | tail -8
The Requirements expression for job «_c».000 reduces to these conditions:

         Slots
Step    Matched  Condition
-----  --------  ---------
[0]       12040  TARGET.Arch == "X86_64"
[1]       12040  TARGET.OpSys == "LINUX"
[7]         184  TARGET.HasSingularity
`, V{"_c": g.digits(7)}, "TARGET.HasSingularity")

	g.add("hpc/benign-munge-status-and-systemd", `
$ systemctl status munge --no-pager | head -5
● munge.service - MUNGE authentication service
     Loaded: loaded (/usr/lib/systemd/system/munge.service; enabled; preset: disabled)
     Active: active (running) since Mon 2025-06-02 06:14:01 UTC; 1 week 2 days ago
   Main PID: 1841 (munged)
$ munge -n | unmunge | grep -E 'STATUS|ENCODE_HOST|UID'
STATUS:          Success (0)
ENCODE_HOST:     «_n».cluster.local (10.20.1.77)
UID:             hpcuser (41022)
`, V{"_n": g.hpNode()}, "/usr/lib/systemd/system/munge.service", "hpcuser (41022)")

	g.hpAdd("hpc/benign-masked-credentials-in-tool-output", `
$ globus session show
Username                      | ID                                   | Auth Time
----------------------------- | ------------------------------------ | --------------------
pnovak@example.edu            | «_id» | 2025-06-11 08:02 UTC
$ wandb login
wandb: Currently logged in as: pnovak (pnovak-lab). Use ˋwandb login --reloginˋ to force relogin
$ cat ~/.cdsapirc | sed -E 's/(key: ).*/\1****/'
url: https://cds.climate.copernicus.eu/api
key: ****
$ hf auth whoami
pnovak
orgs:  climate-ml
`, V{"_id": g.uuid()}, "pnovak@example.edu", "pnovak-lab", "climate-ml")

	g.add("hpc/benign-dois-orcids-in-citation-cff", `
cff-version: 1.2.0
message: "If you use this software, please cite it as below."
title: "hydrosim: a GPU solver for shallow-water equations"
version: 2.3.1
doi: 10.5281/zenodo.«_d»
date-released: 2025-04-30
authors:
  - family-names: Okonkwo
    given-names: Chidi
    orcid: "https://orcid.org/«_o1»"
  - family-names: Bergström
    given-names: Elin
    orcid: "https://orcid.org/«_o2»"
repository-code: "https://github.com/hydrosim-org/hydrosim"
`, V{"_d": g.digits(8), "_o1": g.hpORCID(), "_o2": g.hpORCID()}, "https://github.com/hydrosim-org/hydrosim")

	g.add("hpc/benign-public-dataset-ids-and-urls", `
# data sources used in this study
ERA5 hourly single levels: reanalysis-era5-single-levels (DOI 10.24381/cds.adbb2d47)
CMIP6: CMIP6.ScenarioMIP.NCAR.CESM2.ssp585.r4i1p1f1.Amon.tas.gn.v20200528
MODIS: MOD13Q1.061 granule «_g»
PDB entries: 7«_p1», 8«_p2»
UniProt: P0DTC2, Q9BYF1
HuggingFace dataset: allenai/c4 (revision «_rev»)
`, V{"_g": "MOD13Q1.A2024161.h12v04.061." + g.digits(13), "_p1": strings.ToUpper(g.s(alLowNum, 3)), "_p2": strings.ToUpper(g.s(alLowNum, 3)), "_rev": g.gitSHA()}, "CMIP6.ScenarioMIP.NCAR.CESM2.ssp585.r4i1p1f1.Amon.tas.gn.v20200528", "10.24381/cds.adbb2d47")

	g.add("hpc/benign-ssh-public-key-authorized-keys", `
$ cat ~/.ssh/authorized_keys
«_k1» oyilmaz@laptop
«_k2» oyilmaz@lab-ws
$ ssh-keygen -lf ~/.ssh/id_ed25519_hpc.pub
256 SHA256:«_fp» oyilmaz@laptop (ED25519)
`, V{"_k1": g.hpPub(), "_k2": g.sshRSAPub(), "_fp": g.b64u(43)}, "oyilmaz@lab-ws")

	g.add("hpc/benign-grid-certificate-subject-and-ca", `
$ openssl x509 -in ~/.globus/usercert.pem -noout -issuer -serial -fingerprint -sha256
issuer=DC = ch, DC = cern, CN = CERN Grid Certification Authority
serial=«_s»
sha256 Fingerprint=«_f»
$ ls /etc/grid-security/certificates/ | head -3
0a12b607.0
0a12b607.namespaces
0a12b607.signing_policy
`, V{"_s": strings.ToUpper(g.hex(40)), "_f": hpColonHex(g.hex(64))}, "CERN Grid Certification Authority", "0a12b607.signing_policy")

	g.add("hpc/benign-sshare-and-account-ids", `
$ sshare -U -u $USER
Account                    User  RawShares  NormShares    RawUsage  EffectvUsage  FairShare
-------------------- ---------- ---------- ----------- ----------- ------------- ----------
ast240071               dwhite          1    0.000143     8812341      0.000412   0.381902
m4012_g                 dwhite          1    0.000089    22001734      0.001024   0.102331
`, V{}, "ast240071", "m4012_g")

	g.add("hpc/benign-env-var-references-only", `
#!/bin/bash
#SBATCH -J upload -p transfer -t 02:00:00
# credentials come from the module, never from this file
module load secrets/lab
: "${ZENODO_TOKEN:?ZENODO_TOKEN not set}"
: "${GLOBUS_CLI_CLIENT_SECRET:?set it with: module load secrets/lab}"
curl -sf -H "Authorization: Bearer ${ZENODO_TOKEN}" https://zenodo.org/api/deposit/depositions >/dev/null
globus transfer "$SRC_EP:/data/release/" "$DST_EP:/public/release/" --recursive --label "release $(date +%F)"
`, V{}, "secrets/lab", "${ZENODO_TOKEN}", "GLOBUS_CLI_CLIENT_SECRET")

	g.add("hpc/benign-irods-imeta-and-checksums", `
$ imeta ls -d /labZone/home/wzhang/cryoem_2025/grid3_0001.tiff
AVUs defined for dataObj /labZone/home/wzhang/cryoem_2025/grid3_0001.tiff:
attribute: microscope
value: Krios-G4
units:
----
attribute: sha256
value: «_s»
units:
----
attribute: session_uuid
value: «_u»
units:
`, V{"_s": g.hpSha256(), "_u": g.uuid()}, "Krios-G4", "/labZone/home/wzhang/cryoem_2025/grid3_0001.tiff")

	g.hpAdd("hpc/benign-nextflow-run-summary", `
N E X T F L O W  ~  version 24.04.2
Launching ˋnf-core/sarekˋ [«_name»] DSL2 - revision: «_rev» [3.4.4]
executor >  slurm (1284)
[«_h1»] NFCORE_SAREK:SAREK:FASTQC (S01)        [100%] 48 of 48 ✔
[«_h2»] NFCORE_SAREK:SAREK:BWAMEM1_MEM (S01)   [100%] 48 of 48 ✔
Completed at: 12-Jun-2025 04:11:09
Duration    : 9h 42m 11s
CPU hours   : 8,120.4
Succeeded   : 1'284
`, V{"_name": g.pick("elegant_curie", "sharp_turing", "jovial_hopper"), "_rev": g.hex(10), "_h1": g.hex(2) + "/" + g.hex(6), "_h2": g.hex(2) + "/" + g.hex(6)}, "NFCORE_SAREK:SAREK:BWAMEM1_MEM (S01)")
}

// hpPub is an ssh-ed25519 public key line (benign).
func (g *G) hpPub() string {
	_, pub := g.sshEd25519("pub")
	return pub
}

// hpColonHex formats hex as AA:BB:... (benign fingerprints).
func hpColonHex(h string) string {
	h = strings.ToUpper(h)
	var p []string
	for i := 0; i+2 <= len(h); i += 2 {
		p = append(p, h[i:i+2])
	}
	return strings.Join(p, ":")
}
