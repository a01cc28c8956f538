package cases

import (
	"fmt"
	"strings"
)

// statsCases adds statistics and scientific computing languages and their
// tooling as an agent meets them in a session: the startup files it reads,
// the scripts it edits, the consoles and logs it scrolls through, the
// portals it pulls data from and the chats where users paste credentials.
// Sources: R (.Renviron, .Rprofile, Renviron.site, Sys.setenv, keyring,
// gitcreds, usethis, tidycensus, fredr, ipumsr, rnoaa, DBI with odbc,
// RPostgres, RMariaDB, RJDBC, ROracle, mongolite and sparklyr, the config
// package's config.yml, httr, httr2 and its HTTR2_KEY, curl, rvest,
// googleAuthR, bigrquery and gargle, aws.s3, paws, pins, rsconnect
// setAccountInfo and its DCF files, rsconnect-python, Posit Connect API
// keys, connectapi, Posit Workbench database.conf and secure-cookie-key,
// Connect's gcfg, Posit Package Manager tokens, renv lockfiles and
// RENV_CONFIG_REPOS_OVERRIDE, Shiny apps with shinymanager and
// ShinyProxy, R Markdown and Quarto params and rendered output, knitr
// "##" echoes, .Rhistory, targets, vcr cassettes); Julia (startup.jl and
// ENV, LibPQ, ODBC, MySQL, AWS.jl, HTTP.jl, private Pkg registries,
// JuliaHub auth.toml, DocumenterTools keys, Pluto notebooks, the REPL);
// MATLAB (database() with DSN, JDBC and vendor arguments, Database
// Toolbox data sources, weboptions, webread and webwrite, setenv in
// startup.m, ftp, mongoc, Internet preferences for sendmail, installer
// file installation keys, -batch invocations, the command window);
// SAS (autoexec.sas, LIBNAME with password= and noprompt=, PROC
// PWENCODE and {SAS001}/{SAS002}/{SAS005} strings, SYMBOLGEN and %put
// leaks, PROC HTTP, FILENAME URL, -METAPASS, -set on the command line,
// SAS Viya CLI config.json and credentials.json, sas-viya auth, SASLogon
// clients and the Consul token, SWAT and SASPy); Stata (odbc load with
// conn() and password(), jdbc connect, profile.do globals, net install
// from private URLs, logs) and SPSS (GET DATA /TYPE=ODBC, SAVE
// TRANSLATE, BEGIN PROGRAM) and PSPP; the Python scientific stack where
// it is unusual (xarray, zarr, s3fs, fsspec, gcsfs, intake catalogs, Dask
// Gateway, Pangeo JupyterHub tokens, NASA Earthdata .netrc, earthaccess
// and EDL tokens, Copernicus .cdsapirc, Copernicus Marine, ECMWF
// .ecmwfapirc, NOAA CDO tokens, Kaggle, Weights & Biases .netrc,
// Planetary Computer, Sentinel Hub, Earth Engine, OpenAQ, NCBI Entrez);
// data portals (Globus CLI, SDK token storage and GCS deployment keys,
// iRODS irods_environment.json, iinit, .irodsA and server_config.json,
// Synapse, OSF, Zenodo, Figshare, Dataverse, REDCap with REDCapR, PyCap
// and curl, Qualtrics, SurveyMonkey, Prolific, LabKey); consoles and logs
// (R console, Julia REPL, MATLAB command window, SAS log, Stata log)
// that echo them and chat and issue text where users paste them.
// Benign look-alikes: DOIs, Zenodo, Synapse, OSF, Figshare and Dataverse
// ids, REDCap record and project ids, Qualtrics survey and response ids,
// Globus collection and task ids, CMR concept ids, md5 and sha256 sums of
// data files, renv and Manifest hashes, package UUIDs, seeds, run ids,
// ORCID iDs, version strings, SAS log masks, placeholders and keyring,
// secret and environment references. The case names start with "stats/".
func (g *G) statsCases() {
	g.stsREnv()
	g.stsRDB()
	g.stsRHTTP()
	g.stsRPosit()
	g.stsRDocs()
	g.stsJulia()
	g.stsMatlab()
	g.stsSAS()
	g.stsStataSPSS()
	g.stsPyData()
	g.stsPortals()
	g.stsConsoles()
	g.stsTalk()
	g.stsBenign()
}

// ---- helpers used only here ----

// stsAdd is add with the "stats/" prefix and "ˋ" standing for a backtick.
func (g *G) stsAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("stats/"+name, bt(tmpl), v, benign...)
}

// stsEpoch is a Unix time in 2025.
func (g *G) stsEpoch() int { return 1735700000 + g.r.IntN(30000000) }

// stsConnect is a Posit Connect API key.
func (g *G) stsConnect() string { return g.an(32) }

// stsShinyToken and stsShinySecret are a shinyapps.io token and secret.
func (g *G) stsShinyToken() string  { return g.s(alHexU, 32) }
func (g *G) stsShinySecret() string { return g.s(alB64, 40) }

// stsREDCap is a REDCap API token.
func (g *G) stsREDCap() string { return g.s(alHexU, 32) }

// stsSAS002 and stsSAS005 are PROC PWENCODE outputs.
func (g *G) stsSAS002() string { return "{SAS002}" + g.s(alHexU, 8*(4+g.r.IntN(3))) }
func (g *G) stsSAS005() string { return "{SAS005}" + g.s(alHexU, 64+16*g.r.IntN(2)) }

// stsViyaAT is a SAS Viya (SASLogon) access token.
func (g *G) stsViyaAT(user string) string {
	iat := g.stsEpoch()
	return g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","ext_id":"uid=%s,ou=users,dc=viya,dc=lab","sub":"%s","scope":["openid","uaa.user","DataBuilders"],"client_id":"sas.cli","cid":"sas.cli","azp":"sas.cli","grant_type":"password","user_name":"%s","origin":"ldap","iat":%d,"exp":%d,"iss":"http://localhost/SASLogon/oauth/token","zid":"uaa","aud":["uaa","openid","sas.*"]}`,
		g.hex(32), user, g.uuid(), user, iat, iat+43200))
}

// stsViyaRT is a SASLogon refresh token.
func (g *G) stsViyaRT() string { return g.hex(32) + "-r" }

// stsSynapse is a Synapse personal access token.
func (g *G) stsSynapse() string {
	iat := g.stsEpoch()
	return g.jwt("RS256", fmt.Sprintf(`{"access":{"scope":["view","download","modify"],"oidc_claims":{}},"token_type":"PERSONAL_ACCESS_TOKEN","iss":"https://repo-prod.prod.sagebase.org/auth/v1","aud":"0","nbf":%d,"iat":%d,"jti":"%s","sub":"%s"}`,
		iat, iat, g.digits(5), g.digits(7)))
}

// stsEDL is a NASA Earthdata Login user token.
func (g *G) stsEDL(user string) string {
	iat := g.stsEpoch()
	return g.jwt("RS256", fmt.Sprintf(`{"type":"User","uid":"%s","exp":%d,"iat":%d,"iss":"https://urs.earthdata.nasa.gov","identity_provider":"edl_ops","acr":"edl","assurance_level":3}`,
		user, iat+5184000, iat))
}

// stsPPM is a Posit Package Manager repository token.
func (g *G) stsPPM(src string) string {
	iat := g.stsEpoch()
	return g.jwt("HS256", fmt.Sprintf(`{"iat":%d,"iss":"packagemanager","jti":"%s","scope":"repos:read","sources":["%s"]}`, iat, g.uuid(), src))
}

// stsGlobus is a Globus access or refresh token.
func (g *G) stsGlobus() string { return "Ag" + g.an(44+g.r.IntN(4)) }

// stsNOAA is a NOAA Climate Data Online token.
func (g *G) stsNOAA() string { return g.s(alUpper+alLower, 32) }

// stsSM is a SurveyMonkey access token.
func (g *G) stsSM() string { return g.an(24) + "-" + g.s(alAlnum+"-.", 60) }

// stsDapi is a Databricks personal access token.
func (g *G) stsDapi() string { return "dapi" + g.hex(32) }

// stsFIK is a MATLAB file installation key.
func (g *G) stsFIK() string {
	p := make([]string, 14)
	for i := range p {
		p[i] = g.s(alDigit, 5)
	}
	return strings.Join(p, "-")
}

// stsSATmpl is a Google service account key file with placeholders
// «_kid», «k» (the key's body, JSON-escaped) and «_cid».
func stsSATmpl(project, email string) string {
	return `{
  "type": "service_account",
  "project_id": "` + project + `",
  "private_key_id": "«_kid»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«k»\n-----END PRIVATE KEY-----\n",
  "client_email": "` + email + `",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}`
}

// stsSAV fills the values of stsSATmpl.
func (g *G) stsSAV() V {
	return V{"_kid": g.hex(40), "k": jsonEsc(g.pkcs8RSAPEM().body), "_cid": g.digits(21)}
}

// stsMerge adds b's entries to a.
func stsMerge(a, b V) V {
	for k, v := range b {
		a[k] = v
	}
	return a
}

// stsOrcid is an ORCID iD.
func (g *G) stsOrcid() string {
	return fmt.Sprintf("0000-000%d-%s-%s", 1+g.r.IntN(3), g.s(alDigit, 4), g.s(alDigit, 3)+g.pick("0", "1", "2", "X"))
}

// ---- R: environment, startup files, keyring ----

func (g *G) stsREnv() {
	g.stsAdd("renviron-home-cat", `
$ cat ~/.Renviron
R_LIBS_USER=~/R/x86_64-pc-linux-gnu-library/4.4
R_MAX_VSIZE=32Gb
GITHUB_PAT=«a»
CENSUS_API_KEY=«b»
FRED_API_KEY=«c»
# used by rnoaa / ncdc()
NOAA_KEY=«d»
`, V{"a": g.ghp(), "b": g.hex(40), "c": g.hex(32), "d": g.stsNOAA()},
		"R_LIBS_USER=~/R/x86_64-pc-linux-gnu-library/4.4")

	g.stsAdd("renviron-project-redcap-qualtrics", `
# .Renviron  (project root, listed in .gitignore -- please keep it there)
REDCAP_URI=https://redcap.med.uni-example.edu/api/
REDCAP_TOKEN_BASELINE=«a»
REDCAP_TOKEN_FOLLOWUP=«b»
QUALTRICS_BASE_URL=fra1.qualtrics.com
QUALTRICS_API_KEY=«c»
`, V{"a": g.stsREDCap(), "b": g.stsREDCap(), "c": g.an(40)},
		"REDCAP_URI=https://redcap.med.uni-example.edu/api/", "QUALTRICS_BASE_URL=fra1.qualtrics.com")

	g.stsAdd("sys-setenv-aws-s3-script", `
# 01_download.R
library(aws.s3)

Sys.setenv(
  "AWS_ACCESS_KEY_ID" = "«a»",
  "AWS_SECRET_ACCESS_KEY" = "«b»",
  "AWS_DEFAULT_REGION" = "eu-central-1"
)

objs <- get_bucket_df("lab-cohort-raw", prefix = "wave3/")
save_object("wave3/survey.parquet", bucket = "lab-cohort-raw", file = "data/raw/survey.parquet")
`, V{"a": g.awsID(), "b": g.awsSecret()})

	g.stsAdd("rprofile-options-keys", `
$ cat ~/.Rprofile
options(
  repos = c(CRAN = "https://packagemanager.posit.co/cran/__linux__/jammy/latest"),
  Ncpus = 8L,
  noaakey = "«a»",
  tigris_use_cache = TRUE
)
Sys.setenv(BLS_KEY = "«b»")
if (interactive()) suppressMessages(require(devtools))
`, V{"a": g.stsNOAA(), "b": g.hex(32)},
		"https://packagemanager.posit.co/cran/__linux__/jammy/latest")

	g.stsAdd("keyring-set-with-value", `
# run once on the analysis server, then delete this line from the script
keyring::key_set_with_value(service = "clinical_dw", username = "r_analyst", password = "«a»")

con <- DBI::dbConnect(
  odbc::odbc(),
  dsn = "ClinicalDW",
  uid = "r_analyst",
  pwd = keyring::key_get("clinical_dw", "r_analyst")
)
`, V{"a": g.pw()}, `keyring::key_get("clinical_dw", "r_analyst")`)

	g.stsAdd("keyring-file-backend-unlock", `
kb <- keyring::backend_file$new()
if (kb$keyring_is_locked("lab")) {
  kb$keyring_unlock("lab", "«a»")
}
tok <- kb$get("redcap", keyring = "lab")
`, V{"a": g.pw()})

	g.stsAdd("gitcreds-set-console", `
> gitcreds::gitcreds_set()

? Enter password or token: «a»
-> Adding new credentials...
-> Removing credentials from cache...
-> Done.
> gitcreds::gitcreds_get()
<gitcreds>
  protocol: https
  host    : github.com
  username: PersonalAccessToken
  password: <-- hidden -->
`, V{"a": g.ghp()}, "password: <-- hidden -->")

	g.stsAdd("tidycensus-install-key", `
> library(tidycensus)
> census_api_key("«a»", install = TRUE)
Your API key has been stored in your .Renviron and can be accessed by Sys.getenv("CENSUS_API_KEY"). 
To use now, restart R or run ˋreadRenviron("~/.Renviron")ˋ
[1] "«a»"
`, V{"a": g.hex(40)})

	g.stsAdd("fredr-bls-ipums-keys", `
library(fredr); library(blscrapeR); library(ipumsr)

fredr_set_key("«a»")
set_bls_key("«b»")
set_ipums_api_key("«c»", save = TRUE)

unrate <- fredr(series_id = "UNRATE", observation_start = as.Date("2000-01-01"))
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(56)}, `series_id = "UNRATE"`)

	g.stsAdd("rocker-dockerfile-renviron-site", `
FROM rocker/geospatial:4.4.1
RUN echo "GITHUB_PAT=«a»" >> /usr/local/lib/R/etc/Renviron.site \
 && echo "GCS_DEFAULT_BUCKET=lab-rasters" >> /usr/local/lib/R/etc/Renviron.site
RUN installGithub.r lab-org/labutils@v0.9.2
`, V{"a": g.ghp()}, "rocker/geospatial:4.4.1")

	g.stsAdd("renviron-site-proxy-userinfo", `
$ cat /opt/R/4.3.3/lib/R/etc/Renviron.site
R_LIBS_SITE=/opt/R/site-library
http_proxy=http://«=u»:«a»@proxy.hospital.local:3128
https_proxy=http://«=u»:«a»@proxy.hospital.local:3128
no_proxy=localhost,127.0.0.1,.hospital.local
`, V{"=u": "svc_rstats", "a": g.pwURL()})

	g.stsAdd("gha-r-cmd-check-hardcoded-env", `
# .github/workflows/R-CMD-check.yaml
jobs:
  R-CMD-check:
    runs-on: ubuntu-latest
    env:
      GITHUB_PAT: ${{ secrets.GITHUB_TOKEN }}
      R_KEEP_PKG_SOURCE: yes
      CENSUS_API_KEY: «a»
      ECMWFR_KEY: «b»
    steps:
      - uses: actions/checkout@v4
      - uses: r-lib/actions/setup-r@v2
`, V{"a": g.hex(40), "b": g.uuid()}, "${{ secrets.GITHUB_TOKEN }}")

	g.stsAdd("sys-getenv-dump-testthat-failure", `
── Failure ('test-api.R:14:3'): client picks up credentials ────────────────────
Sys.getenv()[grepl("KEY|TOKEN|PWD", names(Sys.getenv()))] not equal to character(0).
Lengths differ: 4 is not 0
Actual:
CENSUS_API_KEY          «a»
GITHUB_PAT              «b»
ODBC_PWD                «c»
RSTUDIO_PANDOC          /usr/lib/rstudio-server/bin/quarto/bin/tools
[ FAIL 1 | WARN 0 | SKIP 2 | PASS 31 ]
`, V{"a": g.hex(40), "b": g.ghp(), "c": g.pw()}, "/usr/lib/rstudio-server/bin/quarto/bin/tools")

	g.stsAdd("renviron-windows-snowflake", `
PS C:\Users\mkaur> Get-Content $env:USERPROFILE\Documents\.Renviron
SNOWFLAKE_ACCOUNT=xy12345.west-europe.azure
SNOWFLAKE_USER=MKAUR
SNOWFLAKE_PASSWORD="«a»"
ODBC_PWD='«b»'
R_USER=C:/Users/mkaur/Documents
`, V{"a": g.pwStrong(), "b": g.pw()}, "SNOWFLAKE_ACCOUNT=xy12345.west-europe.azure")

	g.stsAdd("usethis-edit-r-environ-then-show", `
> usethis::edit_r_environ()
☐ Edit '/home/akim/.Renviron'.
☐ Restart R for changes to take effect.
> readLines("~/.Renviron")
[1] "OPENAQ_API_KEY=«a»"
[2] "PURPLEAIR_API_KEY=«b»"
[3] ""
`, V{"a": g.hex(64), "b": g.uuid()})

	g.stsAdd("renviron-value-under-comment", `
# ~/.Renviron.lab (sourced with readRenviron() in 00_setup.R)
# Dataverse token for the replication package, expires 2026-01-31
DATAVERSE_SERVER=dataverse.harvard.edu
DATAVERSE_KEY=«a»
# Zenodo sandbox token:
ZENODO_SANDBOX=«b»
`, V{"a": g.uuid(), "b": g.an(60)}, "DATAVERSE_SERVER=dataverse.harvard.edu")
}

// ---- R: databases ----

func (g *G) stsRDB() {
	g.stsAdd("dbi-odbc-sqlserver-args", `
con <- DBI::dbConnect(
  odbc::odbc(),
  Driver   = "ODBC Driver 18 for SQL Server",
  Server   = "sqlprod02.research.local",
  Database = "Registry",
  UID      = "stat_reader",
  PWD      = "«a»",
  Port     = 1433,
  TrustServerCertificate = "yes"
)
`, V{"a": g.pw()})

	g.stsAdd("dbi-odbc-connection-string-field", `
con <- dbConnect(odbc::odbc(),
  .connection_string = "Driver={PostgreSQL Unicode};Server=pg-analytics.internal;Port=5432;Database=cohort;Uid=analyst;Pwd=«a»;sslmode=require;",
  timeout = 10)
`, V{"a": g.pwURL()})

	g.stsAdd("rpostgres-dbconnect", `
library(DBI)
con <- dbConnect(RPostgres::Postgres(),
                 host = "10.20.4.17",
                 dbname = "ehr_extract",
                 user = "rstudio",
                 password = "«a»",
                 bigint = "integer64")
dbListTables(con)
`, V{"a": g.pwStrong()})

	g.stsAdd("rpostgres-conninfo-url-in-dbname", `
# libpq accepts a URI in dbname=
con <- DBI::dbConnect(RPostgres::Postgres(),
  dbname = "postgresql://trial_ro:«a»@trialdb.lab.example.org:5432/trial?sslmode=verify-full")
`, V{"a": g.pwURL()})

	g.stsAdd("rmariadb-dbconnect", `
con <- RMariaDB::dbConnect(RMariaDB::MariaDB(),
  host = "mysql.survey.local", port = 3306,
  user = "limesurvey_ro", password = '«a»',
  dbname = "limesurvey")
responses <- dplyr::tbl(con, "lime_survey_482915")
`, V{"a": g.pw()}, "lime_survey_482915")

	g.stsAdd("config-yml-environments", `
$ cat config.yml
default:
  warehouse:
    driver: "PostgreSQL Unicode"
    server: "localhost"
    uid: "dev"
    pwd: "dev"
    database: "cohort_dev"

rsconnect:
  warehouse:
    driver: "PostgreSQL Unicode"
    server: "pg-prod.internal"
    uid: "connect_svc"
    pwd: "«a»"
    database: "cohort"

shinyapps:
  warehouse:
    pwd: !expr Sys.getenv("WAREHOUSE_PWD")
`, V{"a": g.pw()}, `!expr Sys.getenv("WAREHOUSE_PWD")`)

	g.stsAdd("odbc-ini-dsn-password", `
$ cat ~/.odbc.ini
[ClinicalDW]
Driver      = /opt/microsoft/msodbcsql18/lib64/libmsodbcsql-18.3.so.2.1
Server      = tcp:clindw.hospital.local,1433
Database    = CDW
UID         = svc_r
PWD         = «a»
Encrypt     = yes
`, V{"a": g.pw()})

	g.stsAdd("rjdbc-oracle-positional", `
library(RJDBC)
drv <- JDBC("oracle.jdbc.OracleDriver", classPath = "/opt/oracle/ojdbc11.jar")
con <- dbConnect(drv, "jdbc:oracle:thin:@//oradb.epi.local:1521/EPIPRD", "EPI_READ", "«a»")
df  <- dbGetQuery(con, "SELECT * FROM cases WHERE onset_dt >= DATE '2024-01-01'")
`, V{"a": g.pwURL()})

	g.stsAdd("roracle-positional", `
drv <- dbDriver("Oracle")
host <- "oradb.epi.local"; port <- 1521; sid <- "EPIPRD"
connect.string <- paste0("(DESCRIPTION=(ADDRESS=(PROTOCOL=tcp)(HOST=", host, ")(PORT=", port, "))(CONNECT_DATA=(SID=", sid, ")))")
con <- dbConnect(drv, "epi_user", "«a»", dbname = connect.string)
`, V{"a": g.pw()})

	g.stsAdd("snowflake-odbc-pwd", `
con <- DBI::dbConnect(odbc::odbc(),
  Driver    = "SnowflakeDSIIDriver",
  Server    = "ab12345.eu-west-1.snowflakecomputing.com",
  UID       = "R_ANALYST",
  PWD       = "«a»",
  Database  = "RESEARCH",
  Warehouse = "ANALYTICS_XS",
  Role      = "RESEARCHER")
`, V{"a": g.pwStrong()}, "ab12345.eu-west-1.snowflakecomputing.com")

	g.stsAdd("sparklyr-databricks-connect-token", `
library(sparklyr)
sc <- spark_connect(
  cluster_id = "«_c»",
  master     = "https://adb-«_w».12.azuredatabricks.net",
  token      = "«a»",
  method     = "databricks_connect",
  envname    = "r-sparklyr-databricks-14.3"
)
`, V{"_c": g.digits(4) + "-" + g.digits(6) + "-" + g.s(alLowNum, 8), "_w": g.digits(16), "a": g.stsDapi()})

	g.stsAdd("mongolite-srv-url", `
library(mongolite)
m <- mongo(collection = "ema_pings", db = "studyapp",
           url = "mongodb+srv://«=u»:«a»@cluster0.«=h».mongodb.net/?retryWrites=true&w=majority")
m$count()
`, V{"=u": "ema_reader", "a": g.pwURL(), "=h": g.s(alLowNum, 5)})

	g.stsAdd("rstudio-connection-snippet", `
$ cat /etc/rstudio/connections/Warehouse.R
library(DBI)
con <- dbConnect(odbc::odbc(),
                 Driver = "PostgreSQL Unicode",
                 Server = "pg-analytics.internal",
                 Database = "${1:Database=cohort}",
                 UID = "${2:UID=rstudio_shared}",
                 PWD = "«a»",
                 Port = 5432)
`, V{"a": g.pw()}, "${1:Database=cohort}")

	g.stsAdd("dbpool-shiny-global", `
# global.R
pool <- pool::dbPool(
  drv      = RPostgres::Postgres(),
  dbname   = "dashboard",
  host     = "db.internal",
  user     = "shiny",
  password = "«a»",
  minSize  = 1, maxSize = 5
)
onStop(function() pool::poolClose(pool))
`, V{"a": g.pwStrong()})

	g.stsAdd("keyring-fallback-hardcoded", `
get_pwd <- function() {
  pw <- tryCatch(keyring::key_get("cdw", "svc_r"), error = function(e) NA)
  if (is.na(pw)) pw <- "«a»"  # TODO remove before sharing
  pw
}
`, V{"a": g.pw()}, `keyring::key_get("cdw", "svc_r")`)

	g.stsAdd("bigquery-dbi-with-sa-json", `
$ cat ~/.config/gcloud/lab-bq-sa.json
`+stsSATmpl("lab-epi-warehouse", "r-analyst@lab-epi-warehouse.iam.gserviceaccount.com")+`
$ Rscript -e 'bigrquery::bq_auth(path = "~/.config/gcloud/lab-bq-sa.json"); con <- DBI::dbConnect(bigrquery::bigquery(), project = "lab-epi-warehouse")'
`, g.stsSAV())
}

// ---- R: HTTP clients and cloud SDKs ----

func (g *G) stsRHTTP() {
	g.stsAdd("httr-add-headers-bearer", `
library(httr)
resp <- GET("https://api.openalex.org/works",
            query = list(filter = "author.orcid:«_o»"),
            add_headers(Authorization = paste("Bearer", "«a»")))
stop_for_status(resp)
`, V{"_o": g.stsOrcid(), "a": g.an(40)})

	g.stsAdd("httr-authenticate-positional", `
r <- httr::GET("https://lims.lab.local/api/v2/samples?batch=B-2024-118",
               httr::authenticate("«=u»", "«a»", type = "basic"))
`, V{"=u": "lims_export", "a": g.pw()}, "batch=B-2024-118")

	g.stsAdd("httr2-req-auth-bearer", `
library(httr2)
req <- request("https://api.prolific.com/api/v1/studies/") |>
  req_auth_bearer_token("«a»") |>
  req_url_query(state = "ACTIVE")
studies <- req |> req_perform() |> resp_body_json()
`, V{"a": g.b64u(40)})

	g.stsAdd("httr2-req-headers-backtick-name", `
resp <- request("https://api.purpleair.com/v1/sensors") |>
  req_headers(ˋX-API-Keyˋ = "«a»") |>
  req_url_query(fields = "pm2.5_atm,latitude,longitude", nwlng = -122.5, nwlat = 37.8) |>
  req_perform()
`, V{"a": g.uuid()})

	g.stsAdd("httr2-secret-make-key", `
> httr2::secret_make_key()
[1] "«a»"
> usethis::edit_r_environ()   # added HTTR2_KEY=... there
> httr2::secret_encrypt("«b»", "HTTR2_KEY")
[1] "«=c»"
`, V{"a": g.b64u(22), "b": g.an(40), "=c": g.b64u(78)})

	g.stsAdd("httr-verbose-output", `
> GET("https://redcap.ctsi.example.edu/api/", verbose(), query = list(format = "json"))
-> GET /api/?format=json HTTP/2
-> Host: redcap.ctsi.example.edu
-> user-agent: libcurl/8.5.0 r-curl/5.2.1 httr/1.4.7
-> accept-encoding: deflate, gzip
-> authorization: Bearer «a»
-> 
<- HTTP/2 405 
`, V{"a": g.an(48)})

	g.stsAdd("googleauthr-service-json", `
# auth.R
Sys.setenv(GAR_CLIENT_JSON = "~/.gcp/oauth-client.json")
googleAuthR::gar_auth_service(json_file = "~/.gcp/ga4-reader.json")
$ cat ~/.gcp/ga4-reader.json
`+stsSATmpl("lab-ga4-exports", "ga4-reader@lab-ga4-exports.iam.gserviceaccount.com"), g.stsSAV())

	g.stsAdd("aws-s3-put-object-key-secret", `
aws.s3::put_object(
  file   = "out/model_fit.rds",
  object = "fits/2025-03/model_fit.rds",
  bucket = "lab-model-outputs",
  key    = "«a»",
  secret = "«b»",
  region = "us-east-2"
)
`, V{"a": g.awsID(), "b": g.awsSecret()})

	g.stsAdd("paws-config-credentials", `
s3 <- paws::s3(config = list(
  credentials = list(
    creds = list(
      access_key_id = "«a»",
      secret_access_key = "«b»"
    )
  ),
  endpoint = "https://s3.osn.example.net",
  region = "us-east-1"
))
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "https://s3.osn.example.net")

	g.stsAdd("gargle-oauth-client-json", `
$ cat inst/secret/oauth-client.json
{"installed":{"client_id":"«=cid».apps.googleusercontent.com","project_id":"lab-sheets-sync","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"«a»","redirect_uris":["http://localhost"]}}
> client <- gargle::gargle_oauth_client_from_json("inst/secret/oauth-client.json")
> googlesheets4::gs4_auth_configure(client = client)
`, V{"=cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()})

	g.stsAdd("curl-handle-userpwd", `
h <- curl::new_handle()
curl::handle_setopt(h, userpwd = "«=u»:«a»", httpauth = 1L)
curl::curl_download("https://sftp.dataportal.example.org/exports/wave4.zip", "data/wave4.zip", handle = h)
`, V{"=u": "partner_uni", "a": g.pwURL()})

	g.stsAdd("rvest-login-form", `
s <- rvest::session("https://portal.survey-vendor.example.com/login")
f <- rvest::html_form(s)[[1]] |>
  rvest::html_form_set(email = "stats@lab.example.org", password = "«a»")
s <- rvest::session_submit(s, f)
`, V{"a": g.pw()})

	g.stsAdd("rnoaa-ncdc-token-arg", `
library(rnoaa)
out <- ncdc(datasetid = "GHCND", stationid = "GHCND:USW00094728",
            datatypeid = "PRCP", startdate = "2023-01-01", enddate = "2023-12-31",
            limit = 1000, token = "«a»")
`, V{"a": g.stsNOAA()}, "GHCND:USW00094728")

	g.stsAdd("ecmwfr-wf-set-key", `
library(ecmwfr)
wf_set_key(key = "«a»")
request <- list(dataset_short_name = "reanalysis-era5-single-levels",
                product_type = "reanalysis", variable = "2m_temperature",
                year = "2024", month = "07", day = "01", time = "12:00",
                data_format = "netcdf", target = "era5_t2m.nc")
wf_request(request, path = "data/")
`, V{"a": g.uuid()})
}

// ---- R: Posit Connect, shinyapps.io, Workbench, Package Manager, renv ----

func (g *G) stsRPosit() {
	g.stsAdd("rsconnect-setaccountinfo-named", `
# copied from shinyapps.io > Account > Tokens > Show
rsconnect::setAccountInfo(name='lab-biostat',
			  token='«a»',
			  secret='«b»')
rsconnect::deployApp("apps/power-calculator")
`, V{"a": g.stsShinyToken(), "b": g.stsShinySecret()})

	g.stsAdd("rsconnect-setaccountinfo-positional", `
rsconnect::setAccountInfo("lab-biostat", "«a»", "«b»")
`, V{"a": g.stsShinyToken(), "b": g.stsShinySecret()})

	g.stsAdd("rsconnect-account-dcf", `
$ cat ~/.local/share/R/rsconnect/accounts/shinyapps.io/lab-biostat.dcf
name: lab-biostat
server: shinyapps.io
accountId: «_id»
token: «a»
secret: «b»
`, V{"_id": g.digits(7), "a": g.stsShinyToken(), "b": g.stsShinySecret()})

	g.stsAdd("rsconnect-connect-api-user", `
rsconnect::addServer("https://connect.stats.example.edu", name = "statsconnect")
rsconnect::connectApiUser(account = "jpark", server = "statsconnect",
                          apiKey = "«a»")
`, V{"a": g.stsConnect()})

	g.stsAdd("connect-api-curl-key-header", `
$ curl -s -H "Authorization: Key «a»" \
    https://connect.stats.example.edu/__api__/v1/content?owner_guid=«_o» | jq '.[0] | {guid, name, app_mode}'
{
  "guid": "«_g»",
  "name": "enrollment-dashboard",
  "app_mode": "shiny"
}
`, V{"a": g.stsConnect(), "_o": g.uuid(), "_g": g.uuid()})

	g.stsAdd("connectapi-deploy-script", `
library(connectapi)
client <- connect(server = "https://connect.stats.example.edu",
                  api_key = "«a»")
bnd <- bundle_dir("reports/weekly")
content <- deploy(client, bnd, name = "weekly-enrollment")
content$update(access_type = "logged_in")
#> Deployed to guid «_g»
`, V{"a": g.stsConnect(), "_g": g.uuid()})

	g.stsAdd("connect-publish-action-url-userinfo", `
      - name: Publish to Connect
        uses: rstudio/actions/connect-publish@main
        with:
          url: https://«a»@connect.stats.example.edu
          access-type: logged_in
          dir: ./apps/enrollment/:enrollment-dashboard
`, V{"a": g.stsConnect()})

	g.stsAdd("rsconnect-python-add-server", `
$ rsconnect add --server https://connect.stats.example.edu --name stats --api-key «a»
Detected the specified server as Posit Connect.
Added Posit Connect server "stats" with URL https://connect.stats.example.edu/
$ rsconnect deploy shiny ./app -n stats --title "Trial monitor"
`, V{"a": g.stsConnect()})

	g.stsAdd("rsconnect-python-servers-json", `
$ cat ~/.rsconnect-python/servers.json
{
  "stats": {
    "name": "stats",
    "url": "https://connect.stats.example.edu/",
    "api_key": "«a»",
    "insecure": false,
    "ca_cert": null
  }
}
`, V{"a": g.stsConnect()})

	g.stsAdd("shinymanager-credentials-frame", `
# app.R
library(shiny); library(shinymanager)

credentials <- data.frame(
  user     = c("admin", "monitor", "sponsor"),
  password = c("«a»", "«b»", "«c»"),
  admin    = c(TRUE, FALSE, FALSE),
  stringsAsFactors = FALSE
)
ui <- secure_app(fluidPage(titlePanel("DSMB monitor"), DT::DTOutput("ae")))
server <- function(input, output, session) {
  res_auth <- secure_server(check_credentials = check_credentials(credentials))
}
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()})

	g.stsAdd("shiny-server-redcap-token", `
server <- function(input, output, session) {
  records <- reactive({
    REDCapR::redcap_read_oneshot(
      redcap_uri = "https://redcap.ctsi.example.edu/api/",
      token      = "«a»",
      fields     = c("record_id", "consent_date", "arm")
    )$data
  })
  output$n <- renderText(nrow(records()))
}
`, V{"a": g.stsREDCap()})

	g.stsAdd("shinyproxy-application-yml", `
proxy:
  title: Biostat apps
  authentication: ldap
  ldap:
    url: ldaps://ldap.uni-example.edu:636/dc=uni-example,dc=edu
    user-dn-pattern: uid={0},ou=people
    manager-dn: cn=shinyproxy,ou=services,dc=uni-example,dc=edu
    manager-password: «a»
  specs:
    - id: power
      container-image: registry.uni-example.edu/biostat/power:1.3.0
      container-env:
        DB_PASSWORD: «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "registry.uni-example.edu/biostat/power:1.3.0")

	g.stsAdd("rprofile-ppm-token-repo-url", `
# .Rprofile in the project
options(repos = c(
  INTERNAL = "https://__token__:«a»@ppm.stats.example.edu/internal-r/latest",
  CRAN     = "https://ppm.stats.example.edu/cran/__linux__/noble/latest"
))
source("renv/activate.R")
`, V{"a": g.stsPPM("internal-r")})

	g.stsAdd("netrc-ppm-token", `
$ cat ~/.netrc
machine ppm.stats.example.edu
login __token__
password «a»
`, V{"a": g.stsPPM("internal-r")})

	g.stsAdd("renv-lock-repo-with-token", `
{
  "R": {
    "Version": "4.4.1",
    "Repositories": [
      {"Name": "CRAN", "URL": "https://packagemanager.posit.co/cran/latest"},
      {"Name": "INTERNAL", "URL": "https://__token__:«a»@ppm.stats.example.edu/internal-r/latest"}
    ]
  },
  "Packages": {
    "labutils": {
      "Package": "labutils",
      "Version": "0.9.2",
      "Source": "Repository",
      "Repository": "INTERNAL",
      "Hash": "«_h1»"
    },
    "dplyr": {
      "Package": "dplyr",
      "Version": "1.1.4",
      "Source": "Repository",
      "Repository": "CRAN",
      "Hash": "«_h2»"
    }
  }
}
`, V{"a": g.stsPPM("internal-r"), "_h1": g.hex(32), "_h2": g.hex(32)})

	g.stsAdd("renv-repos-override-dockerfile", `
FROM rocker/r-ver:4.4.1
ENV RENV_CONFIG_REPOS_OVERRIDE="https://__token__:«a»@ppm.stats.example.edu/internal-r/__linux__/jammy/latest"
ENV GITHUB_PAT=«b»
COPY renv.lock renv.lock
RUN R -e 'renv::restore()'
`, V{"a": g.stsPPM("internal-r"), "b": g.ghp()})

	g.stsAdd("rspm-create-token-output", `
$ sudo /opt/rstudio-pm/bin/rspm create token --scope=repos:read --sources=internal-r --expires=90d --description="CI restore"
Generated token: «a»
Token expires: 2025-09-14T10:02:11Z
`, V{"a": g.stsPPM("internal-r")})

	g.stsAdd("pins-board-s3-keys", `
board <- pins::board_s3(
  bucket = "lab-pins",
  region = "us-west-2",
  access_key = "«a»",
  secret_access_key = "«b»",
  prefix = "models/"
)
board |> pins::pin_write(fit, "cox_model_v3", type = "rds")
`, V{"a": g.awsID(), "b": g.awsSecret()})

	g.stsAdd("workbench-database-conf", `
$ sudo cat /etc/rstudio/database.conf
provider=postgresql
host=pg-workbench.internal
database=rstudio
port=5432
username=rstudio
password=«a»
connection-timeout-seconds=12
`, V{"a": g.pwStrong()})

	g.stsAdd("workbench-secure-cookie-key", `
$ sudo cat /etc/rstudio/secure-cookie-key
«a»
$ sudo ls -l /etc/rstudio/secure-cookie-key
-rw------- 1 root root 37 Mar  3 09:12 /etc/rstudio/secure-cookie-key
`, V{"a": g.uuid()})

	g.stsAdd("connect-gcfg-postgres-smtp", `
; /etc/rstudio-connect/rstudio-connect.gcfg
[Server]
Address = https://connect.stats.example.edu

[Database]
Provider = postgres

[Postgres]
URL = "postgres://connect:«a»@pg-connect.internal:5432/connect?sslmode=require"

[Server]
EmailProvider = SMTP

[SMTP]
Host = smtp.uni-example.edu
Port = 587
User = connect-notify
Password = «b»
`, V{"a": g.pwURL(), "b": g.pw()})
}

// ---- R: R Markdown, Quarto, knitr output, history, pipelines ----

func (g *G) stsRDocs() {
	g.stsAdd("rmd-yaml-params-defaults", `
---
title: "Monthly enrollment report"
output: html_document
params:
  site: "all"
  redcap_token: "«a»"
  month: !r Sys.Date()
---

ˋˋˋ{r setup, include=FALSE}
knitr::opts_chunk$set(echo = FALSE, message = FALSE)
dat <- REDCapR::redcap_read_oneshot("https://redcap.ctsi.example.edu/api/", params$redcap_token)$data
ˋˋˋ
`, V{"a": g.stsREDCap()}, "params$redcap_token")

	g.stsAdd("rmarkdown-render-params-list", `
$ Rscript -e 'rmarkdown::render("report.Rmd", params = list(db_user = "reporter", db_password = "«a»", site = "HEL"), output_file = "out/HEL.html")'
processing file: report.Rmd
output file: report.knit.md
Output created: out/HEL.html
`, V{"a": g.pw()})

	g.stsAdd("knitr-md-output-echo", `
## Check the token is set

ˋˋˋr
Sys.getenv("GITHUB_PAT")
ˋˋˋ

ˋˋˋ
## [1] "«a»"
ˋˋˋ

ˋˋˋr
nchar(Sys.getenv("QUALTRICS_API_KEY"))
ˋˋˋ

ˋˋˋ
## [1] 40
ˋˋˋ
`, V{"a": g.ghp()})

	g.stsAdd("knitr-html-config-list-output", `
<div id="connection" class="section level2">
<h2>Connection</h2>
<pre class="r"><code>str(config::get(&quot;warehouse&quot;))</code></pre>
<pre><code>## List of 5
##  $ driver  : chr &quot;PostgreSQL Unicode&quot;
##  $ server  : chr &quot;pg-prod.internal&quot;
##  $ uid     : chr &quot;connect_svc&quot;
##  $ pwd     : chr &quot;«a»&quot;
##  $ database: chr &quot;cohort&quot;</code></pre>
</div>
`, V{"a": g.pwURL()})

	g.stsAdd("quarto-environment-local", `
$ cat _environment.local
# local only -- quarto merges this over _environment
EARTHDATA_USERNAME=hhansen
EARTHDATA_PASSWORD=«a»
CDSAPI_KEY=«b»
$ cat _environment
CDSAPI_URL=https://cds.climate.copernicus.eu/api
`, V{"a": g.pw(), "b": g.uuid()}, "CDSAPI_URL=https://cds.climate.copernicus.eu/api")

	g.stsAdd("quarto-python-parameters-cell", `
---
title: "Sensor QC"
jupyter: python3
---

ˋˋˋ{python}
#| tags: [parameters]
site_id = "HB-07"
influx_token = "«a»"
ˋˋˋ

$ quarto render qc.qmd -P site_id:HB-09 -P influx_token:«a»
`, V{"a": g.b64u(64) + "=="})

	g.stsAdd("rhistory-file", `
$ tail -n 8 .Rhistory
library(tidyverse)
Sys.setenv(REDCAP_TOKEN = "«a»")
rsconnect::setAccountInfo(name="lab-biostat", token="«b»", secret="«c»")
rsconnect::deployApp()
con <- dbConnect(RPostgres::Postgres(), host="10.20.4.17", user="rstudio", password="«d»")
dbListTables(con)
q()
`, V{"a": g.stsREDCap(), "b": g.stsShinyToken(), "c": g.stsShinySecret(), "d": g.pwStrong()})

	g.stsAdd("targets-pipeline-token-arg", `
# _targets.R
library(targets)
tar_option_set(packages = c("httr2", "dplyr"))
list(
  tar_target(raw_pm25, fetch_openaq(location_id = 2178, api_key = "«a»")),
  tar_target(daily, summarise_daily(raw_pm25)),
  tar_target(fit, fit_gam(daily))
)
`, V{"a": g.hex(64)})

	g.stsAdd("vcr-cassette-body-token", `
$ cat tests/fixtures/redcap_export.yml
http_interactions:
- request:
    method: post
    uri: https://redcap.ctsi.example.edu/api/
    body:
      encoding: ''
      string: token=«a»&content=record&format=json&type=flat&returnFormat=json
    headers:
      Accept: application/json, text/xml, application/xml, */*
  response:
    status:
      status_code: '200'
  recorded_at: 2025-02-11 09:44:07 GMT
  recorded_with: vcr/1.6.0, webmockr/1.0.0
`, V{"a": g.stsREDCap()}, "recorded_with: vcr/1.6.0, webmockr/1.0.0")

	g.stsAdd("testthat-setup-sys-setenv", `
# tests/testthat/setup.R
if (!nzchar(Sys.getenv("SURVEYMONKEY_TOKEN"))) {
  Sys.setenv(SURVEYMONKEY_TOKEN = "«a»")
}
vcr::vcr_configure(dir = "../fixtures", filter_sensitive_data = list("<<sm_token>>" = Sys.getenv("SURVEYMONKEY_TOKEN")))
`, V{"a": g.stsSM()}, "<<sm_token>>")

	g.stsAdd("rmd-setup-chunk-sys-setenv", `
ˋˋˋ{r setup, include=FALSE}
knitr::opts_chunk$set(echo = TRUE)
Sys.setenv(SYNAPSE_AUTH_TOKEN = "«a»")
library(synapser)
synLogin()
clinical <- synGet("syn«_s»")
ˋˋˋ
`, V{"a": g.stsSynapse(), "_s": g.digits(8)})

	g.stsAdd("sweave-rnw-connection", `
\documentclass{article}
\begin{document}
<<setup, echo=FALSE>>=
con <- DBI::dbConnect(RMariaDB::MariaDB(), group = "trial", password = "«a»")
@
The trial enrolled \Sexpr{DBI::dbGetQuery(con, "SELECT COUNT(*) FROM subjects")[[1]]} participants.
\end{document}
`, V{"a": g.pw()})
}

// ---- Julia ----

func (g *G) stsJulia() {
	g.stsAdd("julia-startup-env", `
$ cat ~/.julia/config/startup.jl
ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"
ENV["GITHUB_TOKEN"] = "«a»"
ENV["DATADEPS_ALWAYS_ACCEPT"] = "true"
ENV["NCEI_TOKEN"] = "«b»"
try
    using Revise
catch e
    @warn "Revise failed" exception = e
end
`, V{"a": g.ghp(), "b": g.stsNOAA()}, `ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"`)

	g.stsAdd("libpq-connection-keywords", `
using LibPQ, DataFrames
conn = LibPQ.Connection("host=pg-analytics.internal port=5432 dbname=cohort user=julia_ro password=«a» sslmode=require")
df = DataFrame(execute(conn, "SELECT * FROM visits WHERE visit_date > '2024-06-01'"))
close(conn)
`, V{"a": g.pwURL()})

	g.stsAdd("libpq-connection-uri", `
const DSN = "postgresql://«=u»:«a»@10.20.4.17:5432/ehr_extract"
conn = LibPQ.Connection(DSN; throw_error = true)
`, V{"=u": "julia", "a": g.pwURL()})

	g.stsAdd("odbc-jl-connection-string", `
using ODBC, DBInterface
ODBC.setunixODBC()
conn = ODBC.Connection("Driver={ODBC Driver 18 for SQL Server};Server=sqlprod02.research.local;Database=Registry;Uid=julia_reader;Pwd=«a»;TrustServerCertificate=yes")
res = DBInterface.execute(conn, "SELECT TOP 10 * FROM dbo.Admissions") |> DataFrame
`, V{"a": g.pw()})

	g.stsAdd("odbc-jl-dsn-positional", `
conn = ODBC.Connection("ClinicalDW", "svc_julia", "«a»")
`, V{"a": g.pw()})

	g.stsAdd("mysql-jl-positional", `
using MySQL, DBInterface
conn = DBInterface.connect(MySQL.Connection, "mysql.survey.local", "ls_reader", "«a»"; db = "limesurvey", port = 3306)
`, V{"a": g.pwURL()})

	g.stsAdd("pkg-registry-add-token-url", `
(@v1.11) pkg> registry add https://oauth2:«a»@gitlab.physics.example.edu/julia/LabRegistry.git
     Cloning registry from "https://gitlab.physics.example.edu/julia/LabRegistry.git"
       Added registry ˋLabRegistryˋ to ˋ~/.julia/registries/LabRegistryˋ
(@v1.11) pkg> add LabPlots
`, V{"a": g.glpat()})

	g.stsAdd("registry-toml-repo-token", `
$ cat ~/.julia/registries/LabRegistry/Registry.toml
name = "LabRegistry"
uuid = "«_u»"
repo = "https://x-access-token:«a»@github.com/lab-org/LabRegistry.git"

[packages]
«_p1» = { name = "LabPlots", path = "L/LabPlots" }
«_p2» = { name = "SpectraIO", path = "S/SpectraIO" }
`, V{"_u": g.uuid(), "a": g.ghs(), "_p1": g.uuid(), "_p2": g.uuid()})

	g.stsAdd("juliahub-auth-toml", `
$ cat ~/.julia/servers/juliahub.com/auth.toml
expires_at = «=e»
id_token = "«a»"
access_token = "«b»"
refresh_token = "«c»"
refresh_url = "https://juliahub.com/auth/renew/"
expires_in = 86399
user_email = "ana@lab.example.org"
`, V{"=e": fmt.Sprint(g.stsEpoch()), "a": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","email":"ana@lab.example.org","iss":"https://juliahub.com/auth/","aud":"device"}`, g.uuid())), "b": g.b64u(43), "c": g.b64u(43)},
		`refresh_url = "https://juliahub.com/auth/renew/"`)

	g.stsAdd("julia-repl-env-echo", `
julia> ENV["REDCAP_TOKEN"]
"«a»"

julia> length(ENV["REDCAP_TOKEN"])
32
`, V{"a": g.stsREDCap()})

	g.stsAdd("aws-jl-credentials-positional", `
using AWS, AWSS3
creds = AWS.AWSCredentials("«a»", "«b»")
aws = global_aws_config(; region = "eu-north-1", creds = creds)
s3_get_file("lab-spectra", "runs/2025-02/run_0417.h5", "data/run_0417.h5")
`, V{"a": g.awsID(), "b": g.awsSecret()})

	g.stsAdd("http-jl-header-pairs", `
using HTTP, JSON3
const QX = "«a»"
resp = HTTP.post("https://fra1.qualtrics.com/API/v3/surveys/«_s»/export-responses",
                 ["X-API-TOKEN" => QX, "Content-Type" => "application/json"],
                 JSON3.write(Dict("format" => "csv")))
`, V{"a": g.an(40), "_s": "SV_" + g.an(15)})

	g.stsAdd("documentertools-genkeys-output", `
julia> using DocumenterTools

julia> DocumenterTools.genkeys(user="lab-org", repo="SpectraIO.jl")
[ Info: add the key below as a deploy key at https://github.com/lab-org/SpectraIO.jl/settings/keys with read/write access:

«_pub» Documenter

[ Info: add a secure environment variable named 'DOCUMENTER_KEY' to https://github.com/lab-org/SpectraIO.jl/settings/secrets with value:

«a»
`, V{"_pub": g.sshRSAPub(), "a": b64s(g.rsaPEM().block())})

	g.stsAdd("pluto-notebook-cell", `
### A Pluto.jl notebook ###
# v0.19.46

using Markdown
using InteractiveUtils

# ╔═╡ «_c1»
using CSV, DataFrames, HTTP

# ╔═╡ «_c2»
zenodo_token = "«a»"

# ╔═╡ «_c3»
r = HTTP.get("https://zenodo.org/api/deposit/depositions?access_token=$(zenodo_token)")

# ╔═╡ Cell order:
# ╠═«_c1»
# ╠═«_c2»
# ╠═«_c3»
`, V{"_c1": g.uuid(), "_c2": g.uuid(), "_c3": g.uuid(), "a": g.an(60)})

	g.stsAdd("julia-gha-log-env-block", `
Run julia --project -e 'using Pkg; Pkg.test()'
  julia --project -e 'using Pkg; Pkg.test()'
  shell: /usr/bin/bash -e {0}
  env:
    JULIA_NUM_THREADS: 2
    SYNAPSE_AUTH_TOKEN: «a»
    GITHUB_TOKEN: ***
`, V{"a": g.stsSynapse()}, "GITHUB_TOKEN: ***")
}

// ---- MATLAB ----

func (g *G) stsMatlab() {
	g.stsAdd("matlab-database-dsn-positional", `
% load_cohort.m
conn = database('ClinicalDW','svc_matlab','«a»');
data = fetch(conn, 'SELECT subject_id, visit, hr FROM vitals');
close(conn)
`, V{"a": g.pw()})

	g.stsAdd("matlab-database-vendor-args", `
conn = database('cohort','matlab_ro','«a»', ...
    'Vendor','PostgreSQL', ...
    'Server','pg-analytics.internal', ...
    'PortNumber',5432);
`, V{"a": g.pwStrong()})

	g.stsAdd("matlab-database-driver-url", `
conn = database('', 'sa', '«a»', ...
    'com.microsoft.sqlserver.jdbc.SQLServerDriver', ...
    'jdbc:sqlserver://sqlprod02.research.local:1433;databaseName=Registry;encrypt=true;trustServerCertificate=true;');
`, V{"a": g.pw()})

	g.stsAdd("matlab-jdbc-datasource-then-connect", `
opts = databaseConnectionOptions("jdbc","PostgreSQL");
opts = setoptions(opts, ...
    'DataSourceName',"LabPG", ...
    'JDBCDriverLocation',"/opt/jdbc/postgresql-42.7.4.jar", ...
    'DatabaseName',"spectra",'Server',"pg.lab.local",'PortNumber',5432);
status = testConnection(opts,"spectra_rw","«a»");
saveAsDataSource(opts)
conn = database("LabPG","spectra_rw","«a»");
`, V{"a": g.pw()})

	g.stsAdd("matlab-weboptions-bearer-header", `
token = '«a»';
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' token]}, ...
                  'ContentType', 'json', 'Timeout', 60);
meta = webread('https://api.figshare.com/v2/account/articles', opts);
`, V{"a": g.hex(128)})

	g.stsAdd("matlab-weboptions-username-password", `
opts = weboptions('Username','hhansen','Password','«a»','Timeout',120);
websave('MOD11A1.hdf', ['https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/2024.07.01/' fname], opts);
`, V{"a": g.pw()})

	g.stsAdd("matlab-webwrite-redcap-token", `
url = 'https://redcap.ctsi.example.edu/api/';
opts = weboptions('MediaType','application/x-www-form-urlencoded');
recs = webwrite(url, 'token','«a»', 'content','record', 'format','json', 'type','flat', opts);
`, V{"a": g.stsREDCap()})

	g.stsAdd("matlab-startup-setenv", `
% ~/Documents/MATLAB/startup.m
addpath(genpath('~/code/spectra-toolbox'));
setenv('AWS_ACCESS_KEY_ID', '«a»');
setenv('AWS_SECRET_ACCESS_KEY', '«b»');
setenv('AWS_DEFAULT_REGION', 'us-east-1');
format long g
`, V{"a": g.awsID(), "b": g.awsSecret()})

	g.stsAdd("matlab-command-window-getenv", `
>> apiKey = getenv("OPENAQ_API_KEY")

apiKey =

    '«a»'

>> r = webread("https://api.openaq.org/v3/locations/2178", weboptions("KeyName","X-API-Key","KeyValue",apiKey));
`, V{"a": g.hex(64)})

	g.stsAdd("matlab-installer-input-fik", `
$ cat installer_input.txt
destinationFolder=/usr/local/MATLAB/R2024b
fileInstallationKey=«a»
agreeToLicense=yes
licensePath=/opt/licenses/network.lic
outputFile=/tmp/mathworks_install.log
product.MATLAB
product.Statistics_and_Machine_Learning_Toolbox
product.Database_Toolbox
`, V{"a": g.stsFIK()}, "licensePath=/opt/licenses/network.lic")

	g.stsAdd("matlab-ftp-positional", `
f = ftp('ftp.seismo.lab.example.org', 'seisdata', '«a»');
cd(f, '/waveforms/2025/032');
mget(f, '*.mseed', 'data/raw');
close(f);
`, V{"a": g.pwURL()})

	g.stsAdd("matlab-sendmail-prefs", `
setpref('Internet','SMTP_Server','smtp.office365.com');
setpref('Internet','E_mail','lab-alerts@uni-example.edu');
setpref('Internet','SMTP_Username','lab-alerts@uni-example.edu');
setpref('Internet','SMTP_Password','«a»');
props = java.lang.System.getProperties;
props.setProperty('mail.smtp.auth','true');
props.setProperty('mail.smtp.starttls.enable','true');
sendmail('pi@uni-example.edu','Nightly fit done',msg);
`, V{"a": g.pw()})

	g.stsAdd("matlab-mongoc-credentials", `
conn = mongoc("mongo.lab.local", 27017, "experiments", ...
    "UserName", "matlab", "Password", "«a»", "SSLEnabled", true);
count(conn, "trials")
`, V{"a": g.pwStrong()})

	g.stsAdd("matlab-batch-ci-log", `
[ci] $ matlab -batch "uploadResults('https://zenodo.org/api', '«a»', 'results/fit_summary.mat')"
Uploading results/fit_summary.mat (4.1 MB) ...
Deposition «_d» updated, DOI 10.5281/zenodo.«_d»
`, V{"a": g.an(60), "_d": g.digits(8)})

	g.stsAdd("matlab-comment-lines-keys", `
function s3 = labBucket()
% Credentials for the shared lab bucket (do not commit!)
%   «a»
%   «b»
s3 = matlab.io.datastore.DsFileSet("s3://lab-imaging/raw/");
end
`, V{"a": g.awsID(), "b": g.awsSecret()})
}

// ---- SAS 9, SAS Viya, SWAT and SASPy ----

func (g *G) stsSAS() {
	g.stsAdd("sas-autoexec-libname-sas002", `
/* /sas/config/Lev1/SASApp/autoexec.sas */
options validvarname=any compress=yes;
libname cdw oracle user=epi_read password="«a»" path=EPIPRD schema=EPI;
libname ref "/sasdata/reference" access=readonly;
%let smtp_pw = «b»;
`, V{"a": g.stsSAS002(), "b": g.pw()}, `libname ref "/sasdata/reference" access=readonly;`)

	g.stsAdd("sas-libname-postgres-plain", `
libname pg postgres server="pg-analytics.internal" port=5432
        user=sas_etl password="«a»" database=cohort schema=public
        preserve_tab_names=yes;
proc sql; select count(*) from pg.visits; quit;
`, V{"a": g.pw()})

	g.stsAdd("sas-libname-odbc-noprompt", `
libname reg odbc noprompt="Driver={ODBC Driver 18 for SQL Server};Server=sqlprod02.research.local;Database=Registry;UID=sas_reader;PWD=«a»;TrustServerCertificate=yes;" schema=dbo;
`, V{"a": g.pw()})

	g.stsAdd("sas-libname-snowflake", `
libname sf snow server="ab12345.eu-west-1.snowflakecomputing.com"
        user="SAS_ETL" password='«a»'
        database=RESEARCH schema=PUBLIC warehouse=ETL_M role=LOADER
        conopts="CLIENT_SESSION_KEEP_ALIVE=TRUE";
`, V{"a": g.pwStrong()})

	g.stsAdd("sas-pwencode-log", `
1          proc pwencode in=XXXXXXXXXXXX method=sas005;
2          run;

«a»
NOTE: PROCEDURE PWENCODE used (Total process time):
      real time           0.00 seconds
      cpu time            0.01 seconds
`, V{"a": g.stsSAS005()}, "in=XXXXXXXXXXXX")

	g.stsAdd("sas-symbolgen-log", `
24         options symbolgen mprint;
25         %let dbpw = «a»;
26         libname tdb teradata server=tdprod user=etl_sas password="&dbpw." mode=teradata;
SYMBOLGEN:  Macro variable DBPW resolves to «a»
NOTE: Libref TDB was successfully assigned as follows: 
      Engine:        TERADATA 
      Physical Name: tdprod
`, V{"a": g.pwURL()})

	g.stsAdd("sas-put-user-log", `
31         %put _user_;
GLOBAL API_BASE https://redcap.ctsi.example.edu/api/
GLOBAL REDCAP_TOKEN «a»
GLOBAL RUN_DATE 2025-03-04
GLOBAL SYSDBMSG 
`, V{"a": g.stsREDCap()}, "GLOBAL RUN_DATE 2025-03-04")

	g.stsAdd("sas-proc-http-bearer", `
filename resp temp;
proc http
  url="https://api.osf.io/v2/nodes/«_n»/files/osfstorage/"
  method="GET"
  out=resp;
  headers "Authorization"="Bearer «a»"
          "Accept"="application/vnd.api+json";
run;
libname osf json fileref=resp;
`, V{"_n": g.s(alLowNum, 5), "a": g.an(70)})

	g.stsAdd("sas-proc-http-in-body-token", `
filename out "/sasdata/redcap/records.csv";
proc http
  url="https://redcap.ctsi.example.edu/api/"
  method="POST"
  in="token=«a»&content=record&format=csv&type=flat"
  ct="application/x-www-form-urlencoded"
  out=out;
run;
`, V{"a": g.stsREDCap()})

	g.stsAdd("sas-proc-http-webpassword", `
proc http url="https://sharepoint.uni-example.edu/sites/epi/_api/web/lists"
  webusername="UNI\svc_sas" webpassword="«a»" auth_negotiate
  out=lists;
run;
`, V{"a": g.stsSAS002()})

	g.stsAdd("sas-filename-url-user-pass", `
filename src url "https://ftp.cdc-partner.example.gov/nhsn/extract_2025q1.csv"
         user="partner_uni" pass="«a»" lrecl=32767;
data work.nhsn; infile src dsd firstobs=2; input facility :$12. month :yymmdd10. cases; run;
`, V{"a": g.pw()})

	g.stsAdd("sas-sasv9-cfg-metapass", `
$ tail -n 4 /sas/config/Lev1/SASApp/sasv9_usermods.cfg
-METASERVER sasmeta.uni-example.edu
-METAPORT 8561
-METAUSER sasadm@saspw
-METAPASS "«a»"
`, V{"a": g.stsSAS002()})

	g.stsAdd("sas-crontab-set-env", `
$ crontab -l
# nightly registry extract
15 2 * * * /sas/SASFoundation/9.4/sas -sysin /sas/jobs/extract.sas -log /sas/logs/extract_$(date +\%F).log -set DBUSER sas_etl -set DBPASS «a» -nodms
`, V{"a": g.pwURL()})

	g.stsAdd("viya-cli-credentials-json", `
$ cat ~/.sas/config.json
{"Default": {"ansi-colors-enabled": "true", "oauth-client-id": "sas.cli", "output": "text", "sas-endpoint": "https://viya.uni-example.edu"}}
$ cat ~/.sas/credentials.json
{
  "Default": {
    "access-token": "«a»",
    "expiry": "2025-04-02T22:11:09Z",
    "refresh-token": "«b»"
  }
}
`, V{"a": g.stsViyaAT("mhughes"), "b": g.stsViyaRT()}, `"sas-endpoint": "https://viya.uni-example.edu"`)

	g.stsAdd("viya-cli-auth-login-args", `
$ export SAS_CLI_PROFILE=prod
$ sas-viya profile init --sas-endpoint https://viya.uni-example.edu --output text
$ sas-viya auth login -user sasadm -password '«a»'
Login succeeded. Token saved.
$ sas-viya batch jobs submit-pgm --pgm-path ./etl.sas --context default
`, V{"a": g.pw()})

	g.stsAdd("viya-saslogon-client-registration", `
$ export CONSUL_TOKEN=$(cat /opt/sas/viya/config/etc/SASSecurityCertificateFramework/tokens/consul/default/client.token)
$ curl -k -X POST "https://viya.uni-example.edu/SASLogon/oauth/clients/consul?callback=false&serviceId=labapp" -H "X-Consul-Token: «a»"
{"access_token":"«b»","token_type":"bearer","expires_in":35999,"scope":"uaa.admin clients.admin","jti":"«_j»"}
$ curl -k -X POST "https://viya.uni-example.edu/SASLogon/oauth/clients" -H "Authorization: Bearer «b»" -H "Content-Type: application/json" \
    -d '{"client_id":"labapp","client_secret":"«c»","scope":["openid"],"authorized_grant_types":["client_credentials"]}'
`, V{"a": g.uuid(), "b": g.stsViyaAT("consul"), "_j": g.hex(32), "c": g.pwStrong()})

	g.stsAdd("swat-cas-positional", `
import swat
conn = swat.CAS("controller.viya.uni-example.edu", 5570, "mhughes", "«a»")
conn.loadactionset("regression")
tbl = conn.read_csv("data/cohort.csv", casout={"name": "cohort", "replace": True})
`, V{"a": g.pw()})

	g.stsAdd("authinfo-for-swat", `
$ cat ~/.authinfo
host controller.viya.uni-example.edu port 5570 user mhughes password «a»
default user mhughes password «b»
$ ls -l ~/.authinfo
-rw------- 1 mhughes staff 118 Feb 20 13:40 /home/mhughes/.authinfo
`, V{"a": g.pw(), "b": g.pw()})

	g.stsAdd("saspy-sascfg-personal", `
# sascfg_personal.py
SAS_config_names = ['viya', 'iomlinux']

viya = {'url': 'https://viya.uni-example.edu',
        'context': 'SAS Studio compute context',
        'user': 'mhughes',
        'pw': '«a»',
        'options': ['fullstimer']}

iomlinux = {'java': '/usr/bin/java',
            'iomhost': 'sasapp.uni-example.edu',
            'iomport': 8591,
            'omruser': 'sasdemo',
            'omrpw': '«b»',
            'encoding': 'utf-8'}
`, V{"a": g.pw(), "b": g.pwStrong()})

	g.stsAdd("sas-sas001-base64-in-macro", `
%let api_user = nhsn_partner;
%let api_pass = «a»;   /* encoded with proc pwencode method=sas001 */
`, V{"a": "{SAS001}" + b64s(g.pw())})
}

// ---- Stata, SPSS, PSPP ----

func (g *G) stsStataSPSS() {
	g.stsAdd("stata-odbc-load-conn", `
* 01_load.do
odbc load, exec("SELECT * FROM visits WHERE visit_date >= '2024-01-01'") ///
    connectionstring("DRIVER={PostgreSQL Unicode};SERVER=pg-analytics.internal;PORT=5432;DATABASE=cohort;UID=stata_ro;PWD=«a»;") clear
compress
save "data/visits.dta", replace
`, V{"a": g.pw()})

	g.stsAdd("stata-odbc-dsn-user-password", `
odbc load, table("dbo.Admissions") dsn("ClinicalDW") user(svc_stata) password(«a») clear
`, V{"a": g.pwURL()})

	g.stsAdd("stata-log-echo-odbc", `
  ___  ____  ____  ____  ____ ®
 /__    /   ____/   /   ____/      StataNow 18.5
___/   /   /___/   /   /___/       MP—Parallel Edition

. odbc exec("EXEC dbo.refresh_extract"), dsn("ClinicalDW") user(svc_stata) password(«a»)

. odbc load, table("dbo.Extract") dsn("ClinicalDW") user(svc_stata) password(«a») clear
(412,881 observations loaded)
`, V{"a": g.pwURL()})

	g.stsAdd("stata-jdbc-connect", `
jdbc connect, jar("postgresql-42.7.4.jar") driverclass("org.postgresql.Driver") ///
    url("jdbc:postgresql://pg.lab.local:5432/trial") user("stata") password("«a»")
jdbc load, exec("SELECT * FROM ae") clear
`, V{"a": g.pw()})

	g.stsAdd("stata-profile-do-globals", `
$ cat ~/ado/personal/profile.do
set more off, permanently
global REDCAP_URL "https://redcap.ctsi.example.edu/api/"
global REDCAP_TOKEN "«a»"
global DATA "/projects/trial/data"
sysdir set PLUS "~/ado/plus"
`, V{"a": g.stsREDCap()}, `global DATA "/projects/trial/data"`)

	g.stsAdd("stata-net-install-private-url", `
. net install labtools, from("https://deploy:«a»@git.econ.example.edu/stata/labtools/-/raw/main/") replace
checking labtools consistency and verifying not already installed...
installing into /home/rk/ado/plus/...
installation complete.
`, V{"a": g.glpat()})

	g.stsAdd("stata-net-from-raw-token-query", `
net from "https://raw.githubusercontent.com/econ-lab/stata-ado/main/?token=«a»"
net install econutils, replace
`, V{"a": "GHSAT0AAAAAA" + g.s(alUpNum, 40)})

	g.stsAdd("stata-copy-api-url-token", `
local tok "«a»"
copy "https://api.census.gov/data/2022/acs/acs5?get=NAME,B01001_001E&for=county:*&key=`+"`"+`tok'" "raw/acs5.json", replace
copy "https://www.ncei.noaa.gov/cdo-web/api/v2/stations?limit=1000&token=«b»" "raw/stations.json", replace
`, V{"a": g.hex(40), "b": g.stsNOAA()})

	g.stsAdd("stata-python-block-redcap", `
python:
import requests
from sfi import Data
r = requests.post("https://redcap.ctsi.example.edu/api/",
                  data={"token": "«a»", "content": "record", "format": "json"})
rows = r.json()
end
`, V{"a": g.stsREDCap()})

	g.stsAdd("spss-get-data-odbc", `
GET DATA
  /TYPE=ODBC
  /CONNECT='DSN=ClinicalDW;UID=spss_reader;PWD=«a»;APP=IBM SPSS Products: Statistics Common;WSID=STAT-PC14;DATABASE=CDW'
  /SQL='SELECT patient_id, admit_dt, los FROM dbo.Admissions'
  /ASSUMEDSTRWIDTH=255.
CACHE.
EXECUTE.
DATASET NAME Admissions WINDOW=FRONT.
`, V{"a": g.pw()})

	g.stsAdd("spss-save-translate-odbc", `
SAVE TRANSLATE
  /TYPE=ODBC
  /CONNECT='DSN=ResultsDB;UID=spss_writer;PWD=«a»;'
  /ENCRYPTED
  /TABLE='scored_2025q1'
  /REPLACE
  /MAP.
`, V{"a": g.s(alHexU+"!/*+.", 24)})

	g.stsAdd("spss-output-log-echo", `
GET DATA /TYPE=ODBC /CONNECT='DRIVER={MySQL ODBC 8.0 Unicode Driver};SERVER=mysql.survey.local;PORT=3306;DATABASE=limesurvey;UID=ls_reader;PWD=«a»' /SQL='SELECT * FROM lime_survey_482915'.
Warnings
The ODBC driver returned an error: [MySQL][ODBC 8.0(w) Driver]Lost connection to MySQL server at 'reading initial communication packet'
`, V{"a": g.pw()})

	g.stsAdd("spss-begin-program-python", `
BEGIN PROGRAM PYTHON3.
import spss, requests
hdr = {"X-API-TOKEN": "«a»"}
r = requests.get("https://fra1.qualtrics.com/API/v3/surveys", headers=hdr)
spss.Submit("TITLE 'Surveys: %d'." % len(r.json()["result"]["elements"]))
END PROGRAM.
`, V{"a": g.an(40)})

	g.stsAdd("pspp-get-data-psql", `
GET DATA /TYPE=PSQL
  /CONNECT="host=pg.lab.local port=5432 dbname=trial user=pspp password=«a»"
  /SQL="SELECT * FROM baseline".
DESCRIPTIVES /VARIABLES=age bmi sbp.
`, V{"a": g.pwURL()})
}

// ---- Python scientific stack: zarr, intake, Dask, Earth data services ----

func (g *G) stsPyData() {
	g.stsAdd("xarray-open-zarr-storage-options", `
import xarray as xr
ds = xr.open_zarr(
    "s3://pangeo-lab/cmip6/tas_day_ssp585.zarr",
    storage_options={
        "key": "«a»",
        "secret": "«b»",
        "client_kwargs": {"endpoint_url": "https://uma1.osn.mghpcc.org"},
    },
    consolidated=True,
)
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "https://uma1.osn.mghpcc.org")

	g.stsAdd("s3fs-positional-kwargs", `
import s3fs, zarr
fs = s3fs.S3FileSystem(key="«a»", secret="«b»", client_kwargs={"region_name": "us-west-2"})
store = s3fs.S3Map(root="lab-era5/era5_t2m_2024.zarr", s3=fs, check=False)
root = zarr.open_group(store, mode="r")
`, V{"a": g.awsID(), "b": g.awsSecret()})

	g.stsAdd("intake-catalog-storage-options", `
# catalog.yaml
metadata:
  version: 1
sources:
  sst_daily:
    description: OISST v2.1 daily, rechunked
    driver: zarr
    args:
      urlpath: s3://ocean-lab/oisst/daily.zarr
      consolidated: true
      storage_options:
        key: «a»
        secret: «b»
        client_kwargs:
          endpoint_url: https://s3.ocean-lab.example.org
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)})

	g.stsAdd("fsspec-conf-json", `
$ cat ~/.config/fsspec/conf.json
{
  "s3": {
    "anon": false,
    "key": "«a»",
    "secret": "«b»"
  },
  "gcs": {"token": "/home/jovyan/.config/gcloud/pangeo-sa.json"}
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "/home/jovyan/.config/gcloud/pangeo-sa.json")

	g.stsAdd("dask-gateway-jupyterhub-token", `
from dask_gateway import Gateway
from dask_gateway.auth import JupyterHubAuth

gateway = Gateway(
    "https://hub.pangeo.lab.example.org/services/dask-gateway",
    proxy_address="tls://hub.pangeo.lab.example.org:8786",
    auth=JupyterHubAuth(api_token="«a»"),
)
cluster = gateway.new_cluster(worker_memory=8)
`, V{"a": g.hex(32)})

	g.stsAdd("dask-gateway-config-yaml-basic", `
$ cat ~/.config/dask/gateway.yaml
gateway:
  address: https://dask.hpc.example.edu
  public-address: https://dask.hpc.example.edu
  auth:
    type: basic
    kwargs:
      username: tmoreau
      password: «a»
`, V{"a": g.pw()})

	g.stsAdd("pangeo-hub-env-grep", `
jovyan@jupyter-tmoreau:~$ env | grep -iE 'token|jupyterhub'
JUPYTERHUB_API_URL=http://hub:8081/hub/api
JUPYTERHUB_USER=tmoreau
JUPYTERHUB_API_TOKEN=«a»
JPY_API_TOKEN=«a»
JUPYTERHUB_SERVER_NAME=
DASK_GATEWAY__AUTH__TYPE=jupyterhub
`, V{"a": g.hex(32)}, "JUPYTERHUB_API_URL=http://hub:8081/hub/api")

	g.stsAdd("earthdata-netrc", `
$ cat ~/.netrc
machine urs.earthdata.nasa.gov
    login hhansen
    password «a»
machine api.wandb.ai
  login user
  password «b»
$ chmod 600 ~/.netrc
`, V{"a": g.pw(), "b": g.hex(40)})

	g.stsAdd("earthaccess-env-login", `
$ export EARTHDATA_USERNAME=hhansen
$ export EARTHDATA_PASSWORD='«a»'
$ python - <<'PY'
import earthaccess
auth = earthaccess.login(strategy="environment")
results = earthaccess.search_data(short_name="MUR-JPL-L4-GLOB-v4.1", temporal=("2024-07-01", "2024-07-03"))
PY
Granules found: 3
`, V{"a": g.pw()}, "MUR-JPL-L4-GLOB-v4.1")

	g.stsAdd("edl-bearer-token-curl-podaac", `
$ curl -L -O -H "Authorization: Bearer «a»" \
    "https://archive.podaac.earthdata.nasa.gov/podaac-ops-cumulus-protected/MUR-JPL-L4-GLOB-v4.1/20240701090000-JPL-L4_GHRSST-SSTfnd-MUR-GLOB-v02.0-fv04.1.nc"
# collection concept id «_c»
`, V{"a": g.stsEDL("hhansen"), "_c": "C" + g.digits(10) + "-POCLOUD"})

	g.stsAdd("cdsapirc-new", `
$ cat ~/.cdsapirc
url: https://cds.climate.copernicus.eu/api
key: «a»
`, V{"a": g.uuid()})

	g.stsAdd("cdsapirc-legacy-uid-key", `
$ cat ~/.cdsapirc
url: https://cds.climate.copernicus.eu/api/v2
key: «a»
verify: 0
`, V{"a": g.digits(6) + ":" + g.uuid()})

	g.stsAdd("cdsapi-client-inline", `
import cdsapi
c = cdsapi.Client(url="https://ads.atmosphere.copernicus.eu/api", key="«a»")
c.retrieve("cams-global-reanalysis-eac4",
           {"variable": ["particulate_matter_2.5um"], "date": "2024-07-01/2024-07-31",
            "time": ["00:00", "12:00"], "data_format": "netcdf"},
           "cams_pm25_2024-07.nc")
`, V{"a": g.uuid()})

	g.stsAdd("ecmwfapirc-json", `
$ cat ~/.ecmwfapirc
{
    "url"   : "https://api.ecmwf.int/v1",
    "key"   : "«a»",
    "email" : "j.berg@met.example.se"
}
`, V{"a": g.hex(32)})

	g.stsAdd("noaa-cdo-requests-header", `
import requests
BASE = "https://www.ncei.noaa.gov/cdo-web/api/v2/data"
params = {"datasetid": "GHCND", "stationid": "GHCND:USW00023174",
          "startdate": "2024-01-01", "enddate": "2024-01-31", "limit": 1000}
r = requests.get(BASE, headers={"token": "«a»"}, params=params, timeout=30)
`, V{"a": g.stsNOAA()}, "GHCND:USW00023174")

	g.stsAdd("kaggle-json-cat", `
$ cat ~/.kaggle/kaggle.json
{"username":"hkowalski","key":"«a»"}
$ kaggle datasets download -d «=ds» -p data/
Downloading ieee-fraud-detection.zip to data
`, V{"a": g.hex(32), "=ds": "hkowalski/ieee-fraud-detection"})

	g.stsAdd("planetary-computer-subscription-key", `
import planetary_computer, pystac_client
planetary_computer.settings.set_subscription_key("«a»")
catalog = pystac_client.Client.open(
    "https://planetarycomputer.microsoft.com/api/stac/v1",
    modifier=planetary_computer.sign_inplace,
)
`, V{"a": g.hex(32)})

	g.stsAdd("sentinelhub-config-toml", `
$ cat ~/.config/sentinelhub/config.toml
[default-profile]
sh_client_id = "«_c»"
sh_client_secret = "«a»"
sh_base_url = "https://sh.dataspace.copernicus.eu"
sh_token_url = "https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token"
`, V{"_c": "sh-" + g.uuid(), "a": g.an(32)})

	g.stsAdd("copernicusmarine-login-args", `
$ copernicusmarine login --username jberg1 --password '«a»' --force-overwrite
INFO - Credentials file stored in /home/jberg/.copernicusmarine/.copernicusmarine-credentials.
$ copernicusmarine subset --dataset-id cmems_mod_glo_phy-thetao_anfc_0.083deg_P1D-m -v thetao -t 2025-01-01 -T 2025-01-07
`, V{"a": g.pw()}, "cmems_mod_glo_phy-thetao_anfc_0.083deg_P1D-m")

	g.stsAdd("earthengine-credentials-file", `
$ cat ~/.config/earthengine/credentials
{"client_id": "«=cid».apps.googleusercontent.com", "client_secret": "«a»", "refresh_token": "«b»", "scopes": ["https://www.googleapis.com/auth/earthengine", "https://www.googleapis.com/auth/cloud-platform"], "project": "ee-hkowalski"}
`, V{"=cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()})

	g.stsAdd("opendap-url-userinfo-xarray", `
url = "https://hhansen:«a»@opendap.earthdata.nasa.gov/collections/C2036881712-POCLOUD/granules/20240701090000-JPL-L4_GHRSST-SSTfnd-MUR-GLOB-v02.0-fv04.1"
ds = xr.open_dataset(url, engine="pydap")
`, V{"a": g.pwURL()}, "C2036881712-POCLOUD")

	g.stsAdd("gcsfs-authorized-user-token-dict", `
import gcsfs
fs = gcsfs.GCSFileSystem(project="pangeo-lab", token={
    "type": "authorized_user",
    "client_id": "«=cid».apps.googleusercontent.com",
    "client_secret": "«a»",
    "refresh_token": "«b»",
})
`, V{"=cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()})

	g.stsAdd("openaq-client-api-key", `
from openaq import OpenAQ
client = OpenAQ(api_key="«a»")
res = client.measurements.list(sensors_id=«_s», datetime_from="2025-01-01", limit=1000)
`, V{"a": g.hex(64), "_s": g.digits(7)})

	g.stsAdd("entrez-api-key", `
from Bio import Entrez
Entrez.email = "m.lindqvist@bio.example.se"
Entrez.api_key = "«a»"
handle = Entrez.esearch(db="nucleotide", term="SARS-CoV-2[Organism] AND 2025[PDAT]", retmax=500)
`, V{"a": g.hex(36)}, "m.lindqvist@bio.example.se")

	g.stsAdd("wandb-login-notebook-output", `
{
 "cell_type": "code",
 "execution_count": 3,
 "metadata": {},
 "outputs": [
  {
   "name": "stderr",
   "output_type": "stream",
   "text": [
    "wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc\n"
   ]
  }
 ],
 "source": [
  "import wandb\n",
  "wandb.login(key=\"«a»\")\n",
  "run = wandb.init(project=\"ssl-eeg\", id=\"«_r»\")"
 ]
}
`, V{"a": g.hex(40), "_r": g.s(alLowNum, 8)})
}

// ---- data portals: Globus, iRODS, repositories, survey and EDC tools ----

func (g *G) stsPortals() {
	g.stsAdd("globus-cli-client-credentials-env", `
# transfer.sbatch
export GLOBUS_CLI_CLIENT_ID=«_c»
export GLOBUS_CLI_CLIENT_SECRET=«a»
globus transfer «_src»:/scratch/run_0417/ «_dst»:/archive/2025/run_0417/ \
    --recursive --label "run_0417 archive" --sync-level checksum
`, V{"_c": g.uuid(), "a": g.b64(32), "_src": g.uuid(), "_dst": g.uuid()})

	g.stsAdd("globus-sdk-confidential-client-positional", `
import globus_sdk
CLIENT_ID = "«_c»"
client = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, "«a»")
authorizer = globus_sdk.ClientCredentialsAuthorizer(client, globus_sdk.scopes.TransferScopes.all)
tc = globus_sdk.TransferClient(authorizer=authorizer)
`, V{"_c": g.uuid(), "a": g.b64(32)})

	g.stsAdd("globus-sdk-tokens-json", `
$ cat ~/.globus/lab-sync/tokens.json
{
  "globus_sdk.version": "3.46.0",
  "data": {
    "transfer.api.globus.org": {
      "scope": "urn:globus:auth:scope:transfer.api.globus.org:all",
      "access_token": "«a»",
      "refresh_token": "«b»",
      "expires_at_seconds": «=e»,
      "resource_server": "transfer.api.globus.org",
      "token_type": "Bearer"
    }
  }
}
`, V{"a": g.stsGlobus(), "b": g.stsGlobus() + g.an(40), "=e": fmt.Sprint(g.stsEpoch())})

	g.stsAdd("globus-gcs-deployment-key", `
$ sudo cat /var/lib/globus-connect-server/deployment-key.json
{"client_id": "«_c»", "secret": "«a»", "node_key": {"kty": "RSA", "n": "«=n»", "e": "AQAB", "d": "«b»"}}
`, V{"_c": g.uuid(), "a": g.b64(32), "=n": g.b64u(342), "b": g.b64u(342)})

	g.stsAdd("irods-environment-and-irodsa", `
$ cat ~/.irods/irods_environment.json
{
    "irods_host": "irods.hpc.example.edu",
    "irods_port": 1247,
    "irods_user_name": "tmoreau",
    "irods_zone_name": "labZone",
    "irods_authentication_scheme": "native",
    "irods_default_resource": "demoResc"
}
$ cat ~/.irods/.irodsA
«a»
`, V{"a": g.s("!#$%&()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz", 28)},
		`"irods_zone_name": "labZone"`)

	g.stsAdd("irods-iinit-argument", `
$ module load irods-icommands/4.3.2
$ iinit «a»
$ ils /labZone/home/tmoreau/run_0417
/labZone/home/tmoreau/run_0417:
  run_0417.h5
  run_0417.sha256
`, V{"a": g.pwURL()})

	g.stsAdd("irods-server-config-keys", `
$ sudo jq '{zone_key, negotiation_key, server_control_plane_key}' /etc/irods/server_config.json
{
  "zone_key": "«a»",
  "negotiation_key": "«b»",
  "server_control_plane_key": "«c»"
}
`, V{"a": g.an(24), "b": g.an(32), "c": g.an(32)})

	g.stsAdd("python-irodsclient-session", `
from irods.session import iRODSSession
with iRODSSession(host="irods.hpc.example.edu", port=1247, user="tmoreau",
                  password="«a»", zone="labZone") as session:
    obj = session.data_objects.get("/labZone/home/tmoreau/run_0417/run_0417.h5")
`, V{"a": g.pw()})

	g.stsAdd("synapse-config-authtoken", `
$ cat ~/.synapseConfig
[authentication]
username = kpatel
authtoken = «a»

[cache]
location = /scratch/kpatel/synapseCache
`, V{"a": g.stsSynapse()})

	g.stsAdd("synapseclient-login-positional", `
import synapseclient
syn = synapseclient.Synapse()
syn.login(authToken="«a»")
ent = syn.get("syn«_s»", downloadLocation="data/")
`, V{"a": g.stsSynapse(), "_s": g.digits(8)})

	g.stsAdd("osf-curl-bearer-and-cli-config", `
$ cat .osfcli.config
[osf]
username = kpatel@uni-example.edu
project = «_p»
$ export OSF_TOKEN=«a»
$ curl -s -H "Authorization: Bearer «a»" https://api.osf.io/v2/users/me/ | jq .data.id
"«_u»"
`, V{"_p": g.s(alLowNum, 5), "a": g.an(70), "_u": g.s(alLowNum, 5)})

	g.stsAdd("zenodo-deposit-params", `
import requests
ACCESS_TOKEN = "«a»"
r = requests.post("https://zenodo.org/api/deposit/depositions",
                  params={"access_token": ACCESS_TOKEN}, json={})
bucket_url = r.json()["links"]["bucket"]
with open("replication_package.zip", "rb") as fp:
    requests.put(f"{bucket_url}/replication_package.zip", data=fp, params={"access_token": ACCESS_TOKEN})
`, V{"a": g.an(60)})

	g.stsAdd("zenodo-url-query-token", `
$ curl -s "https://zenodo.org/api/deposit/depositions/«_d»?access_token=«a»" | jq '.metadata.doi, .links.bucket'
"10.5281/zenodo.«_d»"
"https://zenodo.org/api/files/«_b»"
`, V{"_d": g.digits(8), "a": g.an(60), "_b": g.uuid()})

	g.stsAdd("figshare-token-header", `
$ curl -s -H "Authorization: token «a»" https://api.figshare.com/v2/account/articles?page_size=5 | jq '.[].id'
«_a1»
«_a2»
`, V{"a": g.hex(128), "_a1": g.digits(8), "_a2": g.digits(8)})

	g.stsAdd("dataverse-key-header-uuid", `
$ export SERVER_URL=https://dataverse.harvard.edu
$ curl -H "X-Dataverse-key: «a»" -X POST "$SERVER_URL/api/datasets/:persistentId/add?persistentId=doi:10.7910/DVN/«_p»" \
    -F "file=@tables.zip" -F 'jsonData={"description":"Replication tables","restrict":"false"}'
`, V{"a": g.uuid(), "_p": g.s(alUpNum, 6)})

	g.stsAdd("pydataverse-native-api-positional", `
from pyDataverse.api import NativeApi
api = NativeApi("https://dataverse.nl", "«a»")
resp = api.get_dataset("doi:10.34894/«_p»")
print(resp.json()["data"]["latestVersion"]["versionState"])
`, V{"a": g.uuid(), "_p": g.s(alUpNum, 6)})

	g.stsAdd("redcapr-read-token", `
ds <- REDCapR::redcap_read(
  redcap_uri = "https://redcap.ctsi.example.edu/api/",
  token      = "«a»",
  forms      = c("demographics", "adverse_events"),
  batch_size = 200
)$data
`, V{"a": g.stsREDCap()})

	g.stsAdd("pycap-project-positional", `
from redcap import Project
api_url = "https://redcap.ctsi.example.edu/api/"
project = Project(api_url, "«a»")
df = project.export_records(format_type="df", fields=["record_id", "enrollment_date"])
`, V{"a": g.stsREDCap()})

	g.stsAdd("redcap-curl-form-data", `
$ curl -s -X POST https://redcap.ctsi.example.edu/api/ \
    -d token=«a» -d content=project -d format=json | jq '{project_id, project_title}'
{
  "project_id": «_p»,
  "project_title": "CARDIO-FU wave 2"
}
`, V{"a": g.stsREDCap(), "_p": g.digits(5)})

	g.stsAdd("qualtrics-api-credentials-install", `
> library(qualtRics)
> qualtrics_api_credentials(api_key = "«a»",
+                           base_url = "fra1.qualtrics.com",
+                           install = TRUE)
Your Qualtrics key and base URL have been stored in your .Renviron.  
To use now, restart R or run ˋreadRenviron("~/.Renviron")ˋ
> surveys <- all_surveys()
`, V{"a": g.an(40)})

	g.stsAdd("qualtrics-export-curl-x-api-token", `
$ curl -s -X POST -H "X-API-TOKEN: «a»" -H "Content-Type: application/json" \
    -d '{"format":"csv","compress":false}' \
    https://fra1.qualtrics.com/API/v3/surveys/«_s»/export-responses
{"result":{"progressId":"ES_«_e»","percentComplete":0.0,"status":"inProgress"},"meta":{"requestId":"«_r»","httpStatus":"200 - OK"}}
`, V{"a": g.an(40), "_s": "SV_" + g.an(15), "_e": g.an(15), "_r": g.uuid()})

	g.stsAdd("surveymonkey-bearer", `
SM_TOKEN = "«a»"
headers = {"Authorization": f"bearer {SM_TOKEN}", "Content-Type": "application/json"}
resp = requests.get("https://api.surveymonkey.com/v3/surveys/«_s»/responses/bulk?per_page=100", headers=headers)
`, V{"a": g.stsSM(), "_s": g.digits(9)})

	g.stsAdd("labkey-netrc-apikey", `
$ cat ~/.netrc
machine labkey.biobank.example.org
login apikey
password apikey|«a»
$ python -c "import labkey; from labkey.api_wrapper import APIWrapper; api = APIWrapper('labkey.biobank.example.org', 'Biobank/Samples', 'labkey', use_ssl=True)"
`, V{"a": g.hex(32)})
}

// ---- consoles and logs that echo credentials ----

func (g *G) stsConsoles() {
	g.stsAdd("r-console-keyring-get-echo", `
> keyring::key_list("redcap")
  service   username
1  redcap   cardio_fu
> keyring::key_get("redcap", "cardio_fu")
[1] "«a»"
> # oops, that printed it
`, V{"a": g.stsREDCap()})

	g.stsAdd("r-console-print-config-list", `
> cfg <- config::get("warehouse", config = "rsconnect")
> cfg
$driver
[1] "PostgreSQL Unicode"

$server
[1] "pg-prod.internal"

$uid
[1] "connect_svc"

$pwd
[1] "«a»"

attr(,"config")
[1] "rsconnect"
`, V{"a": g.pw()})

	g.stsAdd("renv-diagnostics-repos", `
> renv::diagnostics()
Diagnostics Report [renv 1.0.7]
===============================
...
Repositories
------------
                                                                                      CRAN 
                                     "https://packagemanager.posit.co/cran/latest" 
                                                                                  INTERNAL 
"https://__token__:«a»@ppm.stats.example.edu/internal-r/latest" 
`, V{"a": g.stsPPM("internal-r")}, "Diagnostics Report [renv 1.0.7]")

	g.stsAdd("pak-install-error-url", `
> pak::pkg_install("labutils")
✔ Updated metadata database: 2.91 MB in 4 files.
✖ Failed to download labutils 0.9.2 from https://__token__:«a»@ppm.stats.example.edu/internal-r/latest/src/contrib/labutils_0.9.2.tar.gz.
Error: 
! error in pak subprocess
Caused by error: 
! Could not solve package dependencies:
`, V{"a": g.stsPPM("internal-r")})

	g.stsAdd("julia-repl-libpq-error", `
julia> conn = LibPQ.Connection("host=pg-analytics.internal dbname=cohort user=julia_ro password=«a»")
ERROR: connection to server at "pg-analytics.internal" (10.20.4.22), port 5432 failed: FATAL:  password authentication failed for user "julia_ro"
Stacktrace:
 [1] error(logger::Memento.Logger, exc::LibPQ.Errors.PQConnectionError)
   @ Memento ~/.julia/packages/Memento/ZtZkX/src/loggers.jl:433
`, V{"a": g.pwURL()})

	g.stsAdd("matlab-command-window-struct", `
>> cfg = jsondecode(fileread('config/db.json'))

cfg = 

  struct with fields:

      vendor: 'PostgreSQL'
      server: 'pg.lab.local'
        user: 'spectra_rw'
    password: '«a»'
        port: 5432

`, V{"a": g.pw()})

	g.stsAdd("sas-log-proc-options-and-put", `
NOTE: AUTOEXEC processing beginning; file is /sas/config/Lev1/SASApp/autoexec.sas.
NOTE: Libref CDW was successfully assigned as follows: 
      Engine:        ORACLE 
      Physical Name: EPIPRD
NOTE: AUTOEXEC processing completed.
1          %put NOTE: using token &redcap_token.;
SYMBOLGEN:  Macro variable REDCAP_TOKEN resolves to «a»
NOTE: using token «a»
`, V{"a": g.stsREDCap()})

	g.stsAdd("stata-log-display-global", `
. display "$REDCAP_TOKEN"
«a»

. macro list
REDCAP_URL:     https://redcap.ctsi.example.edu/api/
REDCAP_TOKEN:   «a»
S_level:        95
F1:             help advice;
`, V{"a": g.stsREDCap()}, "REDCAP_URL:     https://redcap.ctsi.example.edu/api/")

	g.stsAdd("rscript-batch-log-httr2-verbose", `
$ cat logs/fetch_2025-03-04.Rout
> resp <- req |> req_verbose(header_req = TRUE) |> req_perform()
-> GET /v1/sensors?fields=pm2.5_atm HTTP/2
-> Host: api.purpleair.com
-> User-Agent: httr2/1.0.5 r-curl/5.2.3 libcurl/8.5.0
-> X-API-Key: «a»
-> Accept-Encoding: deflate, gzip
<- HTTP/2 200 
`, V{"a": g.uuid()})
}

// ---- chat, issues, forums ----

func (g *G) stsTalk() {
	g.stsAdd("posit-community-renviron-paste", `
**Title:** tidycensus says my key is invalid even after install = TRUE

I ran census_api_key() with install = TRUE and restarted, but get_acs() still errors. Here is my .Renviron:

ˋˋˋ
CENSUS_API_KEY='«a»'
GITHUB_PAT=«b»
ˋˋˋ

R 4.4.1, tidycensus 1.6.5, Windows 11. Any ideas?
`, V{"a": g.hex(40), "b": g.ghp()}, "tidycensus 1.6.5")

	g.stsAdd("bigrquery-issue-sa-json", `
### bq_auth(path=) fails with "invalid_grant: Invalid JWT Signature"

Reprex below, the JSON is from the console (I'll rotate it afterwards):

ˋˋˋr
bigrquery::bq_auth(path = "sa.json")
#> Error: invalid_grant
ˋˋˋ

ˋˋˋjson
`+stsSATmpl("lab-epi-warehouse", "r-analyst@lab-epi-warehouse.iam.gserviceaccount.com")+`
ˋˋˋ
`, g.stsSAV())

	g.stsAdd("slack-pi-shares-redcap-token", `
[10:02] Dr. Okafor: Here's the API token for the CARDIO-FU project so you can pull wave 2
[10:02] Dr. Okafor: «a»
[10:03] Lena (RA): thanks! should I put it in the shared drive?
[10:05] Dr. Okafor: no, .Renviron only please
`, V{"a": g.stsREDCap()})

	g.stsAdd("statalist-odbc-post", `
Re: odbc load returns r(682) with SQL Server

Thanks William. This is the exact command I run (server names changed):

odbc load, exec("select * from dbo.claims") conn("Driver={SQL Server};Server=CLAIMSDB01;Database=Claims;Uid=stata_user;Pwd=«a»;") clear

and Stata replies: "The ODBC driver reported the following diagnostics [Microsoft][ODBC Driver Manager] Data source name not found"
`, V{"a": g.pw()})

	g.stsAdd("sas-communities-pwencode-question", `
Is the {SAS002} string safe to leave in our autoexec that everyone can read?

    libname edw teradata server=edwprod user=etl_batch password="«a»";

Our admin says it's encrypted, but a colleague claims anybody can just use the same string to log in.
`, V{"a": g.stsSAS002()})

	g.stsAdd("julia-discourse-libpq-url", `
LibPQ.jl: "SSL SYSCALL error: EOF detected" on long queries

I connect like this:

ˋˋˋjulia
conn = LibPQ.Connection("postgresql://analytics:«a»@pg-warehouse.int.example.com:5432/dw?sslmode=require")
ˋˋˋ

Julia 1.11.3, LibPQ v1.18.0.
`, V{"a": g.pwURL()}, "LibPQ v1.18.0")

	g.stsAdd("matlab-answers-database-question", `
Why does database() return an empty Message but IsOpen is false?

conn = database('ORCL','HR_READ','«a»','Vendor','Oracle','DriverType','thin','Server','ora19.corp.local','PortNumber',1521);
conn.Message

ans =

    'JDBC Driver Error: ORA-28001: the password has expired'
`, V{"a": g.pw()})

	g.stsAdd("xarray-issue-storage-options", `
**What happened?**

open_mfdataset with engine="zarr" ignores my storage_options. MCVE:

ˋˋˋpython
ds = xr.open_mfdataset(["s3://ocean-lab/a.zarr", "s3://ocean-lab/b.zarr"], engine="zarr",
    backend_kwargs={"storage_options": {"key": "«a»", "secret": "«b»",
    "client_kwargs": {"endpoint_url": "https://s3.ocean-lab.example.org"}}})
ˋˋˋ

**Environment:** xarray 2025.1.2, zarr 2.18.4, s3fs 2024.12.0
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "xarray 2025.1.2")

	g.stsAdd("email-qualtrics-token-handover", `
From: Survey Admin <survey-admin@uni-example.edu>
To: Jonas Weber <j.weber@uni-example.edu>
Subject: Re: API access for the panel study

Hi Jonas,

API access is enabled for your account now. Datacenter ID: fra1
Token (generated under Account Settings > Qualtrics IDs):

  «a»

Survey ID for the panel is «_s».

Best,
Survey Admin team
`, V{"a": g.an(40), "_s": "SV_" + g.an(15)})

	g.stsAdd("pangeo-discourse-hub-token-url", `
I can open the dashboard from my laptop only with the token in the URL, is that expected?

https://hub.pangeo.lab.example.org/user/tmoreau/proxy/8787/status?token=«a»

Without it I get a 403 from the hub.
`, V{"a": g.hex(32)})

	g.stsAdd("teams-irods-password-dm", `
Tomás Moreau  09:41
can you iinit as the service account and push run_0417?  user is svc_archive, pw «a»
Ana Silva  09:43
done, 412 files in /labZone/home/svc_archive/run_0417
`, V{"a": g.pw()})

	g.stsAdd("github-issue-earthdata-netrc", `
### earthaccess.login() asks for credentials even though ~/.netrc exists

ˋˋˋ
$ cat ~/.netrc
machine urs.earthdata.nasa.gov login hhansen password «a»
$ ls -l ~/.netrc
-rw-r--r-- 1 hhansen hhansen 72 Mar  1 08:12 /home/hhansen/.netrc
ˋˋˋ

earthaccess 0.12.0, Python 3.12.
`, V{"a": g.pw()}, "earthaccess 0.12.0")
}

// ---- benign look-alikes ----

func (g *G) stsBenign() {
	g.stsAdd("benign-renviron-placeholders", `
# .Renviron.example -- copy to .Renviron and fill in
REDCAP_URI=https://redcap.ctsi.example.edu/api/
REDCAP_TOKEN=<your-32-character-redcap-token>
CENSUS_API_KEY=YOUR_CENSUS_KEY
QUALTRICS_API_KEY=
GITHUB_PAT=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
`, nil, "<your-32-character-redcap-token>", "YOUR_CENSUS_KEY", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")

	g.stsAdd("benign-renv-lock-hashes", `
{
  "R": {
    "Version": "4.4.1",
    "Repositories": [{"Name": "CRAN", "URL": "https://packagemanager.posit.co/cran/latest"}]
  },
  "Packages": {
    "REDCapR": {
      "Package": "REDCapR",
      "Version": "1.3.0",
      "Source": "Repository",
      "Repository": "CRAN",
      "Hash": "«_a»"
    },
    "labutils": {
      "Package": "labutils",
      "Version": "0.9.2",
      "Source": "GitHub",
      "RemoteType": "github",
      "RemoteUsername": "lab-org",
      "RemoteRepo": "labutils",
      "RemoteRef": "main",
      "RemoteSha": "«_b»",
      "Hash": "«_c»"
    }
  }
}
`, V{"_a": g.hex(32), "_b": g.gitSHA(), "_c": g.hex(32)})

	g.stsAdd("benign-julia-manifest", `
# This file is machine-generated - editing it directly is not advised

julia_version = "1.11.3"
manifest_format = "2.0"
project_hash = "«_p»"

[[deps.CSV]]
deps = ["CodecZlib", "Dates", "FilePathsBase", "InlineStrings", "Mmap", "Parsers"]
git-tree-sha1 = "«_a»"
uuid = "336ed68f-0bac-5ca0-87d4-7b16caf5d00b"
version = "0.10.15"

[[deps.LibPQ]]
git-tree-sha1 = "«_b»"
uuid = "194296ae-ab2f-5f76-8b8c-1b6d0e1b1a30"
version = "1.18.0"
`, V{"_p": g.hex(40), "_a": g.hex(40), "_b": g.hex(40)}, "336ed68f-0bac-5ca0-87d4-7b16caf5d00b")

	g.stsAdd("benign-citation-cff-dois-orcids", `
cff-version: 1.2.0
title: "CARDIO-FU replication package"
doi: 10.5281/zenodo.«_z»
authors:
  - family-names: Okafor
    given-names: Chidi
    orcid: "https://orcid.org/«_o1»"
  - family-names: Weber
    given-names: Jonas
    orcid: "https://orcid.org/«_o2»"
identifiers:
  - type: doi
    value: 10.7910/DVN/«_dv»
  - type: url
    value: "https://osf.io/«_osf»/"
`, V{"_z": g.digits(8), "_o1": g.stsOrcid(), "_o2": g.stsOrcid(), "_dv": g.s(alUpNum, 6), "_osf": g.s(alLowNum, 5)})

	g.stsAdd("benign-data-file-checksums", `
$ md5sum data/raw/*.sav data/raw/*.dta
«_a»  data/raw/wave1.sav
«_b»  data/raw/wave2.sav
«_c»  data/raw/claims_2024.dta
$ sha256sum data/era5_t2m_2024.nc
«_d»  data/era5_t2m_2024.nc
`, V{"_a": g.hex(32), "_b": g.hex(32), "_c": g.hex(32), "_d": g.hex(64)})

	g.stsAdd("benign-seeds-and-run-ids", `
set.seed(20240611)
RNGkind("L'Ecuyer-CMRG")
boot_seeds <- c(«_s1», «_s2», «_s3»)
# wandb run «_w», mlflow run «_m»
. set seed 48213
`, V{"_s1": g.digits(9), "_s2": g.digits(9), "_s3": g.digits(9), "_w": g.s(alLowNum, 8), "_m": g.hex(32)}, "set.seed(20240611)")

	g.stsAdd("benign-sas-log-masked-password", `
1          libname cdw oracle user=epi_read password=XXXXXXXX path=EPIPRD schema=EPI;
NOTE: Libref CDW was successfully assigned as follows: 
      Engine:        ORACLE 
      Physical Name: EPIPRD
2          libname pg postgres server="pg-analytics.internal" user=sas_etl password=XXXXXXXXXX database=cohort;
NOTE: Libref PG was successfully assigned as follows: 
      Engine:        POSTGRES 
`, nil, "password=XXXXXXXX", "password=XXXXXXXXXX")

	g.stsAdd("benign-config-yml-env-refs", `
default:
  warehouse:
    driver: "PostgreSQL Unicode"
    server: !expr Sys.getenv("DB_HOST")
    uid: !expr Sys.getenv("DB_USER")
    pwd: !expr keyring::key_get("warehouse", Sys.getenv("DB_USER"))
  redcap_token: !expr Sys.getenv("REDCAP_TOKEN")
`, nil, `!expr keyring::key_get("warehouse", Sys.getenv("DB_USER"))`, `!expr Sys.getenv("REDCAP_TOKEN")`)

	g.stsAdd("benign-httr2-dry-run-redacted", `
> request("https://api.prolific.com/api/v1/studies/") |>
+   req_auth_bearer_token(Sys.getenv("PROLIFIC_TOKEN")) |>
+   req_dry_run()
GET /api/v1/studies/ HTTP/1.1
accept: */*
accept-encoding: deflate, gzip
authorization: <REDACTED>
host: api.prolific.com
user-agent: httr2/1.0.5 r-curl/5.2.3 libcurl/8.5.0
`, nil, "authorization: <REDACTED>", `Sys.getenv("PROLIFIC_TOKEN")`)

	g.stsAdd("benign-matlab-getsecret", `
% R2024a+: secrets live in the MATLAB vault, set once with setSecret("LabPG_pw")
pw   = getSecret("LabPG_pw");
conn = database("LabPG", "spectra_rw", pw);
assert(isopen(conn), "connection failed: %s", conn.Message)
`, nil, `getSecret("LabPG_pw")`, `setSecret("LabPG_pw")`)

	g.stsAdd("benign-redcap-export-records", `
record_id,redcap_event_name,redcap_repeat_instrument,consent_date,arm,enrollment_hash
«_r1»,baseline_arm_1,,2024-05-02,1,«_h1»
«_r2»,baseline_arm_1,,2024-05-03,2,«_h2»
«_r3»,month_6_arm_1,adverse_events,2024-11-04,2,«_h3»
`, V{"_r1": "1042-" + g.digits(4), "_r2": "1042-" + g.digits(4), "_r3": "1042-" + g.digits(4), "_h1": g.s(alHexU, 32), "_h2": g.s(alHexU, 32), "_h3": g.s(alHexU, 32)})

	g.stsAdd("benign-qualtrics-ids", `
$ Rscript -e 'print(qualtRics::all_surveys()[, c("id","name","lastModified")])'
  id                 name                     lastModified        
1 «_s1»    Panel wave 3             2025-02-11T09:12:44Z
2 «_s2»    Pilot - cognitive items  2024-12-01T15:40:03Z
> fetch_survey("«_s1»")$ResponseId[1:2]
[1] "«_r1»" "«_r2»"
`, V{"_s1": "SV_" + g.an(15), "_s2": "SV_" + g.an(15), "_r1": "R_" + g.an(15), "_r2": "R_" + g.an(15)})

	g.stsAdd("benign-globus-ids", `
$ globus endpoint search "Lab Archive" --filter-owner-id «_o»
ID                                   | Owner                    | Display Name
------------------------------------ | ------------------------ | ------------
«_c1» | tmoreau@globusid.org     | Lab Archive
$ globus task show «_t»
Label:        run_0417 archive
Status:       SUCCEEDED
`, V{"_o": g.uuid(), "_c1": g.uuid(), "_t": g.uuid()})

	g.stsAdd("benign-synapse-and-cmr-ids", `
$ synapse get -r syn«_s» --downloadLocation data/
Downloaded syn«_f».1 (clinical_v3.csv) md5 «_m»
$ python -c "import earthaccess; print(earthaccess.search_datasets(short_name='ATL08')[0].concept_id())"
«_c»
`, V{"_s": g.digits(8), "_f": g.digits(8), "_m": g.hex(32), "_c": "C" + g.digits(10) + "-NSIDC_CPRD"})

	g.stsAdd("benign-julia-env-refs", `
using LibPQ
conn = LibPQ.Connection("host=$(ENV["PGHOST"]) dbname=cohort user=$(ENV["PGUSER"]) password=$(ENV["PGPASSWORD"])")
tok = get(ENV, "ZENODO_TOKEN", "")
isempty(tok) && error("set ZENODO_TOKEN first")
`, nil, `password=$(ENV["PGPASSWORD"])`, `get(ENV, "ZENODO_TOKEN", "")`)

	g.stsAdd("benign-stata-public-net-install", `
. ssc install reghdfe, replace
checking reghdfe consistency and verifying not already installed...
. net install ftools, from("https://raw.githubusercontent.com/sergiocorreia/ftools/master/src/") replace
. which reghdfe
/home/rk/ado/plus/r/reghdfe.ado
*! version 6.12.3 08aug2023
`, nil, `from("https://raw.githubusercontent.com/sergiocorreia/ftools/master/src/")`, "*! version 6.12.3 08aug2023")

	g.stsAdd("benign-cdsapirc-template-and-sessioninfo", `
$ cat README.md | sed -n '/cdsapirc/,+4p'
Create ~/.cdsapirc with:

    url: https://cds.climate.copernicus.eu/api
    key: <PERSONAL-ACCESS-TOKEN>

> sessionInfo()
R version 4.4.1 (2024-06-14)
Platform: x86_64-pc-linux-gnu
Running under: Ubuntu 22.04.4 LTS
`, nil, "key: <PERSONAL-ACCESS-TOKEN>", "R version 4.4.1 (2024-06-14)")

	g.stsAdd("benign-gha-secrets-refs-r", `
    env:
      GITHUB_PAT: ${{ secrets.GITHUB_TOKEN }}
      CONNECT_API_KEY: ${{ secrets.CONNECT_API_KEY }}
      REDCAP_TOKEN: ${{ secrets.REDCAP_TOKEN_CI }}
    steps:
      - run: Rscript -e 'rsconnect::deployApp(server = "statsconnect", account = Sys.getenv("CONNECT_USER"))'
`, nil, "${{ secrets.CONNECT_API_KEY }}", "${{ secrets.REDCAP_TOKEN_CI }}")
}
