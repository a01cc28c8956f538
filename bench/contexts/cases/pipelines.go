package cases

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

// pipeCases adds credentials in the configuration and exports of
// data-integration, automation and workflow tools, as a coding agent sees
// them while it edits or debugs them. Sources: dbt profiles.yml (Redshift,
// Postgres, Snowflake key pairs, BigQuery OAuth secrets, Databricks,
// Fabric, Trino, ClickHouse, MotherDuck), dbt debug output, dbt_cloud.yml
// and private packages; Airbyte sources and destinations (public API,
// Terraform provider, connector-development secrets/config.json, .env of
// a self-hosted install, logs); Fivetran and Stitch connector setups;
// Meltano meltano.yml, .env and "meltano config" listings; Singer tap and
// target config.json, PipelineWise YAML; Kafka Connect connector JSON
// (JDBC, S3, Snowflake, Elasticsearch, MongoDB sinks, the REST API),
// worker properties, Debezium connectors and Debezium Server, Strimzi
// KafkaConnector and KafkaUser resources, Confluent Cloud client.properties,
// the Confluent CLI, Schema Registry basic.auth.user.info, MirrorMaker 2,
// ksqlDB, Redpanda Connect and librdkafka clients; Flink SQL DDL,
// flink-conf.yaml, the Flink Kubernetes operator, Flink CDC pipelines,
// spark-submit and Spark properties; Airflow connections (URI and JSON
// forms, "airflow connections export", the REST API, the local-filesystem
// secrets backend), airflow.cfg and DAG code; Dagster run config and
// dagster.yaml, Prefect blocks, deployments and profiles, Luigi, Kestra
// and Mage; Apache NiFi (nifi.properties sensitive props key, flow
// exports, parameter contexts, the NiFi Registry), Apache Camel routes and
// YAML DSL, MuleSoft properties, Talend contexts, SSIS packages and
// configurations, Informatica pmcmd and pmrep, Pentaho Kettle; Node-RED
// flows_cred.json, settings.js and flows.json, n8n workflow and
// credentials exports and its environment; Zapier CLI, Make blueprints,
// Pipedream, Temporal, AWS Step Functions, Azure Logic Apps and Power
// Automate definitions, IFTTT webhooks, Retool and Appsmith; Metabase,
// Superset and Redash database exports, Great Expectations datasources;
// rclone.conf and its obscured passwords, restic, borg and borgmatic,
// Duplicati, Kopia, duplicity and Syncthing; cron jobs and timers that
// run these tools; and an agent's notes while debugging them. Benign:
// connection, workspace, job, run and flow ids, cursors and state values,
// schema and stream names, hashes, masked values, ciphertexts, Syncthing
// device ids and public webhook paths without keys. The case names start
// with "pipe/".
func (g *G) pipeCases() {
	g.pipeDbt()
	g.pipeAirbyte()
	g.pipeFivetranStitch()
	g.pipeMeltanoSinger()
	g.pipeKafka()
	g.pipeStreamJobs()
	g.pipeAirflow()
	g.pipeOrchestrators()
	g.pipeEnterpriseETL()
	g.pipeNodeRedN8n()
	g.pipeAutomation()
	g.pipeBI()
	g.pipeBackup()
	g.pipeCron()
	g.pipeMore()
	g.pipeChat()
	g.pipeBenign()
}

// ---- values used only here ----

// pipeAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) pipeAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// pipeObscure is a password as rclone obscures it: a random IV and the
// AES-CTR ciphertext, URL-safe base64 without padding. It is reversible.
func (g *G) pipeObscure() string {
	return base64.RawURLEncoding.EncodeToString(g.bytes(16 + 10 + g.r.IntN(14)))
}

// pipeDapi is a Databricks personal access token.
func (g *G) pipeDapi() string { return "dapi" + g.hex(32) }

// pipePnu is a Prefect Cloud API key.
func (g *G) pipePnu() string { return "pnu_" + g.an(36) }

// pipeFernetCipher is a Fernet token (ciphertext; benign).
func (g *G) pipeFernetCipher() string {
	return "gAAAAAB" + base64.URLEncoding.EncodeToString(g.bytes(90))
}

// pipeSyncthingID is a Syncthing device id (public).
func (g *G) pipeSyncthingID() string {
	parts := make([]string, 8)
	for i := range parts {
		parts[i] = g.s(alB32, 7)
	}
	return strings.Join(parts, "-")
}

// pipeTS is an ISO time stamp.
func (g *G) pipeTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// pipeQ percent-encodes a value for a query string or a URI's user info.
func pipeQ(s string) string { return url.QueryEscape(s) }

// pipeNum is a decimal id of n digits.
func (g *G) pipeNum(n int) string { return g.digits(n) }

func (g *G) pipeDbt() {
	g.pipeAdd("pipe/dbt-profiles-redshift-two-targets", `
# ~/.dbt/profiles.yml
analytics:
  target: dev
  outputs:
    dev:
      type: redshift
      host: analytics-dev.«_cl».eu-west-1.redshift.amazonaws.com
      user: dbt_marta
      password: «a»
      port: 5439
      dbname: analytics
      schema: dbt_marta
      threads: 4
      keepalives_idle: 240
      connect_timeout: 10
      ra3_node: true
    prod:
      type: redshift
      method: iam
      cluster_id: analytics-prod
      host: analytics-prod.«_cl».eu-west-1.redshift.amazonaws.com
      user: dbt_prod
      iam_profile: dbt-prod
      dbname: analytics
      schema: analytics
      threads: 8
`, V{"_cl": g.s(alLowNum, 12), "a": g.pw()}, "iam_profile: dbt-prod", "schema: dbt_marta", "cluster_id: analytics-prod")

	g.pipeAdd("pipe/dbt-profiles-postgres-quoted-password", `
jaffle_shop:
  target: local
  outputs:
    local:
      type: postgres
      host: localhost
      user: jaffle
      pass: "«a»"
      port: 5432
      dbname: jaffle_shop
      schema: dbt_dev
      threads: 2
    ci:
      type: postgres
      host: "{{ env_var('PGHOST') }}"
      user: "{{ env_var('PGUSER') }}"
      password: "{{ env_var('DBT_ENV_SECRET_PGPASSWORD') }}"
      port: 5432
      dbname: jaffle_shop
      schema: "ci_{{ env_var('GITHUB_RUN_ID', 'local') }}"
      threads: 4
`, V{"a": g.pwStrong()}, "{{ env_var('DBT_ENV_SECRET_PGPASSWORD') }}", "schema: dbt_dev")

	pk := g.pkcs8RSAPEM()
	g.pipeAdd("pipe/dbt-profiles-snowflake-inline-private-key", `
snowflake_prod:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: «_acct»
      user: SVC_DBT_PROD
      role: TRANSFORMER
      authenticator: snowflake_jwt
      private_key: |
        «a»
      database: ANALYTICS
      warehouse: TRANSFORMING_WH
      schema: MARTS
      threads: 16
      client_session_keep_alive: false
      query_tag: dbt_prod
`, V{"_acct": g.dtLocator(), "a": strings.ReplaceAll(pk.block(), "\n", "\n        ")}, "user: SVC_DBT_PROD", "warehouse: TRANSFORMING_WH")

	g.pipeAdd("pipe/dbt-profiles-bigquery-oauth-secrets", `
bq:
  target: dev
  outputs:
    dev:
      type: bigquery
      method: oauth-secrets
      project: acme-analytics-«_p»
      dataset: dbt_jonas
      threads: 4
      refresh_token: «a»
      client_id: «_cid».apps.googleusercontent.com
      client_secret: «b»
      token_uri: https://oauth2.googleapis.com/token
      location: EU
      priority: interactive
      job_execution_timeout_seconds: 300
`, V{"_p": g.digits(6), "a": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx()}, "token_uri: https://oauth2.googleapis.com/token", "dataset: dbt_jonas")

	g.pipeAdd("pipe/dbt-debug-output-databricks", `
$ dbt debug --target prod
14:02:11  Running with dbt=1.8.7
14:02:11  dbt version: 1.8.7
14:02:11  python version: 3.11.9
14:02:11  python path: /home/ana/.venvs/dbt/bin/python3
14:02:11  os info: Linux-6.8.0-45-generic-x86_64-with-glibc2.39
14:02:11  Using profiles dir at /home/ana/.dbt
14:02:11  Using profiles.yml file at /home/ana/.dbt/profiles.yml
14:02:11  Using dbt_project.yml file at /home/ana/src/lakehouse/dbt_project.yml
14:02:11  adapter type: databricks
14:02:11  adapter version: 1.8.6
14:02:12  Configuration:
14:02:12    profiles.yml file [OK found and valid]
14:02:12    dbt_project.yml file [OK found and valid]
14:02:12  Required dependencies:
14:02:12   - git [OK found]

14:02:12  Connection:
14:02:12    host: «_host»
14:02:12    http_path: /sql/1.0/warehouses/«_wh»
14:02:12    catalog: main
14:02:12    schema: lakehouse
14:02:12  Registered adapter: databricks=1.8.6
14:02:14    Connection test: [ERROR]

14:02:14  1 check failed:
14:02:14  dbt was unable to connect to the specified database.
The database returned the following error:

  >Runtime Error
  Database Error
    Error during request to server: : Invalid access token. token=«a»
`, V{"_host": g.dtAdbHost(), "_wh": g.hex(16), "a": g.pipeDapi()}, "/home/ana/src/lakehouse/dbt_project.yml", "adapter version: 1.8.6")

	g.pipeAdd("pipe/dbt-profiles-fabric-service-principal", `
fabric_dw:
  target: dev
  outputs:
    dev:
      type: fabric
      driver: 'ODBC Driver 18 for SQL Server'
      server: «_srv».datawarehouse.fabric.microsoft.com
      port: 1433
      database: sales_dw
      schema: dbt_ops
      authentication: ServicePrincipal
      tenant_id: «_ten»
      client_id: «_cli»
      client_secret: «a»
      threads: 4
`, V{"_srv": g.s(alLowNum, 26), "_ten": g.uuid(), "_cli": g.uuid(), "a": g.azSecret()}, "authentication: ServicePrincipal", "database: sales_dw")

	g.pipeAdd("pipe/dbt-profiles-trino-starburst-ldap", `
starburst:
  target: galaxy
  outputs:
    galaxy:
      type: trino
      method: ldap
      user: svc-dbt@acme.com/accountadmin
      password: «a»
      host: acme-free-cluster.trino.galaxy.starburst.io
      port: 443
      database: iceberg_lake
      schema: staging
      threads: 8
      http_scheme: https
      session_properties:
        query_max_run_time: 4h
`, V{"a": g.pwStrong()}, "host: acme-free-cluster.trino.galaxy.starburst.io", "user: svc-dbt@acme.com/accountadmin")

	g.pipeAdd("pipe/dbt-profiles-clickhouse-and-motherduck", `
events:
  target: ch
  outputs:
    ch:
      type: clickhouse
      schema: events
      host: «_h».eu-central-1.aws.clickhouse.cloud
      port: 8443
      user: default
      password: «a»
      secure: True
      retries: 1
    md:
      type: duckdb
      path: "md:events_prod?motherduck_token=«b»"
      threads: 4
      extensions:
        - httpfs
        - parquet
`, V{"_h": g.s(alLowNum, 10), "a": g.an(14) + "~" + g.an(6), "b": g.jwt("HS256", fmt.Sprintf(`{"session":"dana.acme.com","email":"dana@acme.com","userId":"%s","iat":%d,"iss":"md_pat"}`, g.uuid(), 1730000000+g.r.IntN(9000000)))}, "eu-central-1.aws.clickhouse.cloud", "path: \"md:events_prod?motherduck_token=")

	g.pipeAdd("pipe/dbt-cloud-yml-cli", `
$ cat ~/.dbt/dbt_cloud.yml
version: "1"
context:
  active-host: "cloud.getdbt.com"
  active-project: "«_proj»"
projects:
  - project-name: "Analytics"
    project-id: "«_proj»"
    account-name: "Acme"
    account-id: "«_acct»"
    account-host: "cloud.getdbt.com"
    token-name: "cloud-cli-5f1a"
    token-value: "«a»"
`, V{"_proj": g.digits(6), "_acct": g.digits(5), "a": "dbtu_" + g.b64u(56)}, `token-name: "cloud-cli-5f1a"`, `active-host: "cloud.getdbt.com"`)

	g.pipeAdd("pipe/dbt-packages-private-git-token", `
# packages.yml
packages:
  - package: dbt-labs/dbt_utils
    version: [">=1.1.0", "<2.0.0"]
  - package: calogica/dbt_expectations
    version: 0.10.4
  - git: "https://dbt-ci:«a»@gitlab.acme.io/data/dbt-shared-macros.git"
    revision: v2.3.1
  - private: acme-data/dbt-finance-models
    revision: main
`, V{"a": g.glpat()}, "calogica/dbt_expectations", "gitlab.acme.io/data/dbt-shared-macros.git", "revision: v2.3.1")

	g.pipeAdd("pipe/dbt-run-env-secret-inline", `
$ DBT_ENV_SECRET_SNOWFLAKE_PASSWORD='«a»' DBT_TARGET=prod dbt build --select tag:hourly --profiles-dir .
15:40:02  Running with dbt=1.9.1
15:40:03  Registered adapter: snowflake=1.9.0
15:40:05  Found 214 models, 19 snapshots, 702 data tests, 41 sources, 1102 macros
15:40:05
15:40:09  Concurrency: 8 threads (target='prod')
`, V{"a": g.pw()}, "DBT_TARGET=prod dbt build --select tag:hourly", "Found 214 models, 19 snapshots")

	g.pipeAdd("pipe/dbt-vars-api-key-in-project", `
# dbt_project.yml
name: 'marketing'
version: '1.0.0'
profile: 'marketing'

vars:
  start_date: '2023-01-01'
  currency: EUR
  # used by the exchange_rates python model
  openexchangerates_app_id: '«a»'
  surrogate_key_treat_nulls_as_empty_strings: true

models:
  marketing:
    +materialized: view
    marts:
      +materialized: table
`, V{"a": g.hex(32)}, "surrogate_key_treat_nulls_as_empty_strings: true", "start_date: '2023-01-01'")
}

func (g *G) pipeAirbyte() {
	g.pipeAdd("pipe/airbyte-api-create-destination-s3", `
$ curl -sS -X POST https://api.airbyte.com/v1/destinations \
    -H "Authorization: Bearer $AIRBYTE_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
  "name": "S3 raw zone",
  "workspaceId": "«_ws»",
  "configuration": {
    "destinationType": "s3",
    "s3_bucket_name": "acme-raw-zone",
    "s3_bucket_path": "airbyte/${NAMESPACE}/${STREAM_NAME}",
    "s3_bucket_region": "eu-west-1",
    "access_key_id": "«a»",
    "secret_access_key": "«b»",
    "format": {"format_type": "Parquet", "compression_codec": "SNAPPY"}
  }
}'
{"destinationId":"«_d»","name":"S3 raw zone","destinationType":"s3","workspaceId":"«_ws»","configuration":{"access_key_id":"**********","secret_access_key":"**********","s3_bucket_name":"acme-raw-zone"}}
`, V{"_ws": g.uuid(), "a": g.awsID(), "b": g.awsSecret(), "_d": g.uuid()}, "acme-raw-zone", `"access_key_id":"**********"`)

	g.pipeAdd("pipe/airbyte-api-token-client-credentials", `
$ curl -s -X POST https://api.airbyte.com/v1/applications/token \
  -H 'Content-Type: application/json' \
  -d '{"client_id":"«_cid»","client_secret":"«a»","grant-type":"client_credentials"}'
{"access_token":"«b»","token_type":"Bearer","expires_in":180}
`, V{"_cid": g.uuid(), "a": g.an(32), "b": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://cloud.airbyte.com/auth/realms/_airbyte-application-clients","sub":"%s","typ":"Bearer","azp":"%s"}`, 1735000180, 1735000000, g.uuid(), g.uuid(), g.uuid()))}, `"token_type":"Bearer","expires_in":180`)

	g.pipeAdd("pipe/airbyte-terraform-source-postgres", `
resource "airbyte_source_postgres" "orders_replica" {
  name         = "orders-replica"
  workspace_id = var.workspace_id
  configuration = {
    host     = "orders-replica.internal.acme.net"
    port     = 5432
    database = "orders"
    schemas  = ["public", "billing"]
    username = "airbyte_ro"
    password = "«a»"
    ssl_mode = {
      require = {}
    }
    replication_method = {
      read_changes_using_write_ahead_log_cdc = {
        publication      = "airbyte_pub"
        replication_slot = "airbyte_slot"
      }
    }
    tunnel_method = {
      no_tunnel = {}
    }
  }
}
`, V{"a": g.pw()}, "orders-replica.internal.acme.net", `replication_slot = "airbyte_slot"`)

	g.pipeAdd("pipe/airbyte-connector-dev-secrets-config", `
$ cat airbyte-integrations/connectors/source-hubspot/secrets/config.json
{
  "start_date": "2021-01-10T00:00:00Z",
  "credentials": {
    "credentials_title": "OAuth Credentials",
    "client_id": "«_cid»",
    "client_secret": "«a»",
    "refresh_token": "«b»"
  },
  "enable_experimental_streams": false
}
$ poetry run source-hubspot check --config secrets/config.json
{"type": "CONNECTION_STATUS", "connectionStatus": {"status": "SUCCEEDED"}}
`, V{"_cid": g.uuid(), "a": g.uuid(), "b": "na1-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12)}, "airbyte-integrations/connectors/source-hubspot/secrets/config.json", `"status": "SUCCEEDED"`)

	g.pipeAdd("pipe/airbyte-selfhosted-dotenv", `
### SHARED ###
VERSION=0.63.8

# When using the airbyte-db via default docker image
CONFIG_ROOT=/data
DATA_DOCKER_MOUNT=airbyte_data
DB_DOCKER_MOUNT=airbyte_db

# Workspace storage for running jobs (logs, etc)
WORKSPACE_ROOT=/tmp/workspace
WORKSPACE_DOCKER_MOUNT=airbyte_workspace

### DATABASE ###
DATABASE_USER=docker
DATABASE_PASSWORD=«a»
DATABASE_HOST=db
DATABASE_PORT=5432
DATABASE_DB=airbyte
DATABASE_URL=jdbc:postgresql://db:5432/airbyte

### AUTH ###
BASIC_AUTH_USERNAME=airbyte
BASIC_AUTH_PASSWORD=«b»
BASIC_AUTH_PROXY_TIMEOUT=900
`, V{"a": g.pwURL(), "b": g.pw()}, "DATABASE_URL=jdbc:postgresql://db:5432/airbyte", "WORKSPACE_DOCKER_MOUNT=airbyte_workspace")

	g.pipeAdd("pipe/airbyte-source-mssql-patch", `
$ http PATCH https://api.airbyte.com/v1/sources/«_sid» "Authorization:Bearer $TOKEN" \
    configuration:='{"sourceType":"mssql","host":"sqlprod01.corp.acme.local","port":1433,"database":"ERP","username":"svc_airbyte","password":"«a»","ssl_method":{"ssl_method":"encrypted_trust_server_certificate"}}'
HTTP/1.1 200 OK
content-type: application/json

{
    "configuration": {
        "database": "ERP",
        "host": "sqlprod01.corp.acme.local",
        "password": "**********",
        "port": 1433,
        "username": "svc_airbyte"
    },
    "name": "ERP (MSSQL)",
    "sourceId": "«_sid»",
    "sourceType": "mssql",
    "workspaceId": "«_ws»"
}
`, V{"_sid": g.uuid(), "a": g.pwStrong(), "_ws": g.uuid()}, "sqlprod01.corp.acme.local", `"username": "svc_airbyte"`)

	g.pipeAdd("pipe/airbyte-sync-log-config-leak", `
2025-03-11 02:00:14 replication-orchestrator > Docker volume job log path: /tmp/workspace/«_job»/0/logs.log
2025-03-11 02:00:14 replication-orchestrator > Executing worker wrapper. Airbyte version: 0.63.8
2025-03-11 02:00:15 source > Starting source: io.airbyte.integrations.source.mysql.MySqlSource
2025-03-11 02:00:16 source > Global config file: {"host":"mysql-prod.acme.lan","port":3306,"database":"shop","username":"airbyte","password":"«a»","replication_method":{"method":"CDC","initial_waiting_seconds":300}}
2025-03-11 02:00:17 source > Setting up CDC with server-time-zone: UTC
2025-03-11 02:00:19 source > Reading stream orders. Records read: 1000
`, V{"_job": g.pipeNum(5), "a": g.pw()}, "io.airbyte.integrations.source.mysql.MySqlSource", "Airbyte version: 0.63.8")

	g.pipeAdd("pipe/airbyte-octavia-source-yaml", `
# sources/stripe_prod/configuration.yaml
resource_name: "stripe prod"
definition_type: source
definition_id: «_def»
definition_image: airbyte/source-stripe
definition_version: 5.4.11

configuration:
  account_id: acct_«_acct»
  client_secret: «a»
  start_date: "2022-01-01T00:00:00Z"
  lookback_window_days: 0
  slice_range: 365
`, V{"_def": g.uuid(), "_acct": g.an(16), "a": g.rkLive()}, "definition_image: airbyte/source-stripe", "lookback_window_days: 0")

	g.pipeAdd("pipe/airbyte-destination-snowflake-key-pair", `
{
  "destinationType": "snowflake",
  "host": "«_acct».snowflakecomputing.com",
  "role": "AIRBYTE_ROLE",
  "warehouse": "AIRBYTE_WAREHOUSE",
  "database": "RAW",
  "schema": "AIRBYTE",
  "username": "AIRBYTE_USER",
  "credentials": {
    "auth_type": "Key Pair Authentication",
    "private_key": "«a»",
    "private_key_password": "«b»"
  },
  "disable_type_dedupe": false
}
`, V{"_acct": g.s(alLower, 7) + "-" + g.s(alLower, 7), "a": jsonEsc(g.pkcs8RSAPEM().block()), "b": g.pw()}, `"warehouse": "AIRBYTE_WAREHOUSE"`, `"auth_type": "Key Pair Authentication"`)
}

func (g *G) pipeFivetranStitch() {
	g.pipeAdd("pipe/fivetran-terraform-connector-config", `
resource "fivetran_connector" "netsuite" {
  group_id = fivetran_group.warehouse.id
  service  = "netsuite_suiteanalytics"

  destination_schema {
    name = "netsuite"
  }

  config {
    account_id  = "«_acct»"
    role_id     = "1042"
    user        = "fivetran@acme.com"
    password    = "«a»"
    consumer_key    = "«b»"
    consumer_secret = "«c»"
    token_id        = "«d»"
    token_secret    = "«e»"
  }
}

provider "fivetran" {
  api_key    = var.fivetran_api_key
  api_secret = var.fivetran_api_secret
}
`, V{"_acct": g.digits(7), "a": g.pw(), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64), "e": g.hex(64)}, "var.fivetran_api_secret", `service  = "netsuite_suiteanalytics"`)

	g.pipeAdd("pipe/fivetran-api-create-connector-payload", `
$ curl -X POST https://api.fivetran.com/v1/connectors \
  -u "«_key»:«a»" \
  -H "Accept: application/json;version=2" \
  -H "Content-Type: application/json" \
  -d @- <<'JSON'
{
  "service": "postgres_rds",
  "group_id": "«_grp»",
  "trust_certificates": true,
  "run_setup_tests": true,
  "paused": true,
  "config": {
    "schema_prefix": "orders_rds",
    "host": "orders.«_rds».eu-west-1.rds.amazonaws.com",
    "port": 5432,
    "database": "orders",
    "user": "fivetran",
    "password": "«b»",
    "update_method": "WAL"
  }
}
JSON
`, V{"_key": g.an(16), "a": g.an(32), "_grp": g.s(alLower, 6) + "_" + g.s(alLower, 8), "_rds": g.s(alLowNum, 12), "b": g.pw()}, `"schema_prefix": "orders_rds"`, `"update_method": "WAL"`)

	g.pipeAdd("pipe/fivetran-connector-details-masked", `
$ curl -s -u "$FIVETRAN_KEY:$FIVETRAN_SECRET" https://api.fivetran.com/v1/connectors/«_cid» | jq .data
{
  "id": "«_cid»",
  "group_id": "«_grp»",
  "service": "salesforce",
  "schema": "salesforce",
  "connected_by": "«_user»",
  "created_at": "2024-06-04T09:12:44.118Z",
  "succeeded_at": "2025-02-18T06:02:31.510Z",
  "sync_frequency": 360,
  "status": {"setup_state": "connected", "sync_state": "scheduled", "update_state": "on_schedule"},
  "config": {
    "domain": "login",
    "is_sandbox": false,
    "client_secret": "******",
    "oauth_token": "******"
  }
}
`, V{"_cid": g.s(alLower, 8) + "_" + g.s(alLower, 6), "_grp": g.s(alLower, 6) + "_" + g.s(alLower, 8), "_user": g.s(alLower, 9) + "_" + g.s(alLower, 5)}, `"sync_state": "scheduled"`, "$FIVETRAN_KEY:$FIVETRAN_SECRET")

	g.pipeAdd("pipe/fivetran-webhook-secret-python", `
import hmac, hashlib, os
import requests

FIVETRAN_API = "https://api.fivetran.com/v1"
AUTH = ("«_key»", "«a»")

resp = requests.post(f"{FIVETRAN_API}/webhooks/account", auth=AUTH, json={
    "url": "https://hooks.acme.io/fivetran/sync-end",
    "events": ["sync_end", "sync_start"],
    "active": True,
    "secret": "«b»",
})
print(resp.json()["data"]["id"])
`, V{"_key": g.an(16), "a": g.an(32), "b": g.an(24)}, "https://hooks.acme.io/fivetran/sync-end", `"events": ["sync_end", "sync_start"]`)

	g.pipeAdd("pipe/stitch-import-api-push", `
$ curl -X POST https://api.stitchdata.com/v2/import/batch \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer «a»' \
  -d '{"table_name":"customers","schema":{"properties":{"id":{"type":"integer"},"email":{"type":"string"}}},"messages":[{"action":"upsert","sequence":1741601912,"data":{"id":4711,"email":"ola@example.com"}}],"key_names":["id"]}'
{"status":"OK","message":"Batch accepted"}
`, V{"a": g.hex(64)}, `"table_name":"customers"`, `"sequence":1741601912`)

	g.pipeAdd("pipe/stitch-connect-api-create-source", `
POST https://api.stitchdata.com/v4/sources
Authorization: Bearer «a»
Content-Type: application/json

{
  "type": "platform.mysql",
  "display_name": "legacy_shop",
  "properties": {
    "host": "db-legacy.acme.net",
    "port": "3306",
    "user": "stitch",
    "password": "«b»",
    "ssl": "true",
    "frequency_in_minutes": "60"
  }
}
`, V{"a": g.hex(64), "b": g.pwStrong()}, `"display_name": "legacy_shop"`, "db-legacy.acme.net")
}

func (g *G) pipeMeltanoSinger() {
	g.pipeAdd("pipe/meltano-yml-target-postgres-inline", `
version: 1
default_environment: dev
project_id: «_pid»
environments:
- name: dev
- name: prod
  config:
    plugins:
      loaders:
      - name: target-postgres
        config:
          host: warehouse.prod.acme.internal
          user: meltano
          password: «a»
          database: warehouse
plugins:
  extractors:
  - name: tap-github
    variant: meltanolabs
    pip_url: meltanolabs-tap-github
    config:
      repositories:
      - acme/platform
      start_date: '2024-01-01'
    select:
    - issues.*
    - pull_requests.*
  loaders:
  - name: target-postgres
    variant: meltanolabs
    pip_url: meltanolabs-target-postgres
`, V{"_pid": g.uuid(), "a": g.pw()}, "host: warehouse.prod.acme.internal", "pip_url: meltanolabs-tap-github")

	g.pipeAdd("pipe/meltano-config-list-output", `
$ meltano config tap-github list
2025-04-02T08:11:04.117012Z [info     ] The default environment 'dev' will be ignored for ˋmeltano configˋ. To configure a specific environment, please use the option ˋ--environment=<environment name>ˋ.
Custom, possibly unsupported by the plugin:
user_agent [env: TAP_GITHUB_USER_AGENT] current value: 'acme-meltano' (from ˋmeltano.ymlˋ)

auth_token [env: TAP_GITHUB_AUTH_TOKEN] current value: '«a»' (from ˋ.envˋ)
	GitHub token to authenticate with.
additional_auth_tokens [env: TAP_GITHUB_ADDITIONAL_AUTH_TOKENS] current value: None (default)
repositories [env: TAP_GITHUB_REPOSITORIES] current value: ['acme/platform'] (from ˋmeltano.ymlˋ)
start_date [env: TAP_GITHUB_START_DATE] current value: '2024-01-01' (from ˋmeltano.ymlˋ)
`, V{"a": g.ghp()}, "TAP_GITHUB_ADDITIONAL_AUTH_TOKENS", "current value: 'acme-meltano'")

	g.pipeAdd("pipe/meltano-dotenv-several-plugins", `
$ cat .env
export MELTANO_DATABASE_URI=postgresql://meltano:«a»@meltano-db:5432/meltano
TAP_STRIPE_API_KEY='«b»'
TAP_ZENDESK_EMAIL=support-bot@acme.com
TAP_ZENDESK_API_TOKEN='«c»'
TARGET_SNOWFLAKE_ACCOUNT=«_acct»
TARGET_SNOWFLAKE_PASSWORD='«d»'
MELTANO_SEND_ANONYMOUS_USAGE_STATS=false
`, V{"a": g.pwURL(), "b": g.rkLive(), "c": g.an(40), "_acct": g.dtLocator(), "d": g.pw()}, "TAP_ZENDESK_EMAIL=support-bot@acme.com", "MELTANO_SEND_ANONYMOUS_USAGE_STATS=false")

	g.pipeAdd("pipe/meltano-config-set-command", `
$ meltano --environment=prod config target-bigquery set credentials_json '{"type":"service_account","project_id":"acme-dw","private_key_id":"«_kid»","private_key":"«a»","client_email":"meltano@acme-dw.iam.gserviceaccount.com"}'
2025-02-11T10:04:52.561381Z [info     ] Environment 'prod' is active
Loader 'target-bigquery' setting 'credentials_json' was set in ˋ.envˋ: '(redacted)'
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block())}, "meltano@acme-dw.iam.gserviceaccount.com", "'(redacted)'")

	g.pipeAdd("pipe/singer-tap-postgres-config-json", `
$ cat tap_config.json
{
  "host": "10.40.2.17",
  "port": 5432,
  "user": "replicator",
  "password": "«a»",
  "dbname": "billing",
  "filter_schemas": "public,invoicing",
  "default_replication_method": "LOG_BASED",
  "logical_poll_total_seconds": 60
}
$ tap-postgres --config tap_config.json --discover > catalog.json
INFO Selected streams: ['public-invoices', 'public-customers', 'invoicing-line_items']
`, V{"a": g.pw()}, `"filter_schemas": "public,invoicing"`, "'invoicing-line_items'")

	g.pipeAdd("pipe/singer-target-snowflake-config", `
{
  "account": "«_acct»",
  "dbname": "RAW",
  "user": "SINGER_LOADER",
  "password": "«a»",
  "warehouse": "LOAD_WH",
  "s3_bucket": "acme-singer-stage",
  "s3_key_prefix": "snowflake-imports/",
  "aws_access_key_id": "«b»",
  "aws_secret_access_key": "«c»",
  "stage": "RAW.PUBLIC.SINGER_STAGE",
  "file_format": "RAW.PUBLIC.CSV_FMT",
  "default_target_schema": "TAP_HUBSPOT"
}
`, V{"_acct": g.dtLocator(), "a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret()}, `"stage": "RAW.PUBLIC.SINGER_STAGE"`, `"default_target_schema": "TAP_HUBSPOT"`)

	g.pipeAdd("pipe/singer-tap-stripe-run-with-state", `
$ cat config.json state.json
{"client_secret": "«a»", "account_id": "acct_«_acct»", "start_date": "2023-01-01T00:00:00Z"}
{"bookmarks": {"charges": {"date": "2025-03-01T11:42:07Z"}, "customers": {"updated": 1740829327}}, "currently_syncing": null}
$ tap-stripe -c config.json -s state.json -p properties.json | target-jsonl
`, V{"a": g.skLive(), "_acct": g.an(16)}, `"customers": {"updated": 1740829327}`, "tap-stripe -c config.json -s state.json -p properties.json")

	g.pipeAdd("pipe/pipelinewise-tap-mysql-yaml", `
# ~/.pipelinewise/config/tap_mysql_shop.yml
id: "mysql_shop"
name: "Shop MySQL"
type: "tap-mysql"
owner: "data@acme.com"

db_conn:
  host: "shop-db.acme.lan"
  port: 3306
  user: "pw_replication"
  password: "«a»"
  dbname: "shop"

target: "snowflake"
batch_size_rows: 20000
schemas:
  - source_schema: "shop"
    target_schema: "shop_raw"
    tables:
      - table_name: "orders"
        replication_method: "LOG_BASED"
`, V{"a": g.pw()}, `host: "shop-db.acme.lan"`, `target_schema: "shop_raw"`)

	g.pipeAdd("pipe/singer-tap-hubspot-refresh-token", `
{
  "redirect_uri": "https://localhost:8080/callback",
  "client_id": "«_cid»",
  "client_secret": "«a»",
  "refresh_token": "«b»",
  "start_date": "2024-06-01T00:00:00Z",
  "user_agent": "tap-hubspot data@acme.com"
}
`, V{"_cid": g.uuid(), "a": g.uuid(), "b": "eu1-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12)}, `"user_agent": "tap-hubspot data@acme.com"`, "https://localhost:8080/callback")

	g.pipeAdd("pipe/meltano-invoke-debug-log-config", `
$ meltano --log-level=debug invoke tap-shopify --discover 2>&1 | grep -i env
2025-01-20T14:03:12.901Z [debug    ] Invoking: ['/work/.meltano/extractors/tap-shopify/venv/bin/tap-shopify', '--config', '/work/.meltano/run/tap-shopify/tap.«_h».config.json', '--discover']
2025-01-20T14:03:12.902Z [debug    ] Env: {'MELTANO_EXTRACTOR_NAME': 'tap-shopify', 'TAP_SHOPIFY_STORE': 'acme-outlet', 'TAP_SHOPIFY_ACCESS_TOKEN': '«a»', 'TAP_SHOPIFY_START_DATE': '2024-01-01', 'MELTANO_PROJECT_ROOT': '/work'}
`, V{"_h": g.hex(32), "a": g.shpat()}, "'TAP_SHOPIFY_STORE': 'acme-outlet'", "'MELTANO_PROJECT_ROOT': '/work'")
}

func (g *G) pipeKafka() {
	g.pipeAdd("pipe/kafka-connect-jdbc-sink-put-config", `
$ curl -s -X PUT -H "Content-Type: application/json" http://connect-0.kafka.svc:8083/connectors/pg-sink-orders/config -d '{
  "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
  "tasks.max": "3",
  "topics": "orders.v1,order_items.v1",
  "connection.url": "jdbc:postgresql://pg-dw.acme.internal:5432/dw",
  "connection.user": "kconnect",
  "connection.password": "«a»",
  "insert.mode": "upsert",
  "pk.mode": "record_key",
  "auto.create": "true",
  "key.converter": "org.apache.kafka.connect.storage.StringConverter",
  "value.converter": "io.confluent.connect.avro.AvroConverter",
  "value.converter.schema.registry.url": "http://schema-registry:8081"
}' | jq .name
"pg-sink-orders"
`, V{"a": g.pw()}, "jdbc:postgresql://pg-dw.acme.internal:5432/dw", `"pk.mode": "record_key"`)

	g.pipeAdd("pipe/kafka-connect-s3-sink-keys", `
{
  "name": "s3-sink-clickstream",
  "config": {
    "connector.class": "io.confluent.connect.s3.S3SinkConnector",
    "topics.regex": "clickstream\\..*",
    "s3.bucket.name": "acme-clickstream-archive",
    "s3.region": "eu-central-1",
    "aws.access.key.id": "«a»",
    "aws.secret.access.key": "«b»",
    "storage.class": "io.confluent.connect.s3.storage.S3Storage",
    "format.class": "io.confluent.connect.s3.format.parquet.ParquetFormat",
    "partitioner.class": "io.confluent.connect.storage.partitioner.TimeBasedPartitioner",
    "path.format": "'year'=YYYY/'month'=MM/'day'=dd",
    "flush.size": "50000",
    "rotate.interval.ms": "600000"
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-clickstream-archive", `"flush.size": "50000"`)

	pk := g.pkcs8RSAPEM()
	g.pipeAdd("pipe/kafka-connect-snowflake-sink-private-key", `
name=snowflake-sink-events
connector.class=com.snowflake.kafka.connector.SnowflakeSinkConnector
tasks.max=4
topics=events.page_view,events.checkout
snowflake.topic2table.map=events.page_view:PAGE_VIEWS,events.checkout:CHECKOUTS
buffer.count.records=10000
buffer.flush.time=60
snowflake.url.name=«_acct».snowflakecomputing.com:443
snowflake.user.name=KAFKA_CONNECTOR
snowflake.private.key=«a»
snowflake.private.key.passphrase=«b»
snowflake.database.name=RAW
snowflake.schema.name=KAFKA
snowflake.ingestion.method=SNOWPIPE_STREAMING
snowflake.role.name=KAFKA_CONNECTOR_ROLE
key.converter=org.apache.kafka.connect.storage.StringConverter
value.converter=com.snowflake.kafka.connector.records.SnowflakeJsonConverter
`, V{"_acct": g.s(alLower, 7) + "-" + g.s(alLower, 7), "a": strings.ReplaceAll(pk.body, "\n", ""), "b": g.pwStrong()}, "snowflake.role.name=KAFKA_CONNECTOR_ROLE", "snowflake.ingestion.method=SNOWPIPE_STREAMING")

	g.pipeAdd("pipe/kafka-connect-get-config-elastic", `
$ curl -s localhost:8083/connectors/es-sink-logs/config | jq
{
  "connector.class": "io.confluent.connect.elasticsearch.ElasticsearchSinkConnector",
  "type.name": "_doc",
  "behavior.on.null.values": "delete",
  "topics": "app-logs",
  "connection.username": "kafka_connect",
  "connection.password": "«a»",
  "connection.url": "https://es-prod.acme.net:9200",
  "key.ignore": "true",
  "schema.ignore": "true",
  "name": "es-sink-logs"
}
`, V{"a": g.pwStrong()}, "https://es-prod.acme.net:9200", `"behavior.on.null.values": "delete"`)

	g.pipeAdd("pipe/kafka-connect-mongodb-source-uri", `
$ confluent connect cluster create --config-file mongo-source.json --cluster lkc-«_lkc»
$ cat mongo-source.json
{
  "name": "MongoDbAtlasSource_catalog",
  "config": {
    "connector.class": "MongoDbAtlasSource",
    "kafka.auth.mode": "KAFKA_API_KEY",
    "kafka.api.key": "«_k»",
    "kafka.api.secret": "«a»",
    "connection.host": "catalog.«_m».mongodb.net",
    "connection.user": "kafka-src",
    "connection.password": "«b»",
    "database": "catalog",
    "collection": "products",
    "output.data.format": "JSON",
    "tasks.max": "1"
  }
}
`, V{"_lkc": g.s(alLowNum, 5), "_k": g.dtCCKey(), "a": g.dtCCSecret(), "_m": g.s(alLowNum, 5), "b": g.pwURL()}, `"name": "MongoDbAtlasSource_catalog"`, `"collection": "products"`)

	g.pipeAdd("pipe/kafka-connect-distributed-properties-jaas", `
# /etc/kafka/connect-distributed.properties
bootstrap.servers=b-1.msk-prod.«_m».c3.kafka.eu-west-1.amazonaws.com:9096,b-2.msk-prod.«_m».c3.kafka.eu-west-1.amazonaws.com:9096
group.id=connect-cluster-prod
key.converter=org.apache.kafka.connect.json.JsonConverter
value.converter=org.apache.kafka.connect.json.JsonConverter
offset.storage.topic=connect-offsets
config.storage.topic=connect-configs
status.storage.topic=connect-status

security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="connect" password="«a»";

producer.security.protocol=SASL_SSL
producer.sasl.mechanism=SCRAM-SHA-512
producer.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="connect" password="«a»";
config.providers=file
config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider
`, V{"_m": g.s(alLowNum, 6), "a": g.pwStrong()}, "offset.storage.topic=connect-offsets", "group.id=connect-cluster-prod")

	g.pipeAdd("pipe/debezium-mysql-connector-register", `
$ cat register-mysql.json
{
  "name": "inventory-connector",
  "config": {
    "connector.class": "io.debezium.connector.mysql.MySqlConnector",
    "tasks.max": "1",
    "database.hostname": "mysql.inventory.svc",
    "database.port": "3306",
    "database.user": "debezium",
    "database.password": "«a»",
    "database.server.id": "184054",
    "topic.prefix": "dbserver1",
    "database.include.list": "inventory",
    "schema.history.internal.kafka.bootstrap.servers": "kafka:9092",
    "schema.history.internal.kafka.topic": "schema-changes.inventory"
  }
}
$ curl -i -X POST -H "Accept:application/json" -H "Content-Type:application/json" localhost:8083/connectors/ -d @register-mysql.json
HTTP/1.1 201 Created
`, V{"a": g.pw()}, `"database.server.id": "184054"`, "schema-changes.inventory")

	g.pipeAdd("pipe/debezium-server-application-properties", `
debezium.sink.type=kinesis
debezium.sink.kinesis.region=eu-west-1
debezium.source.connector.class=io.debezium.connector.postgresql.PostgresConnector
debezium.source.offset.storage.file.filename=data/offsets.dat
debezium.source.offset.flush.interval.ms=0
debezium.source.database.hostname=pg-core.acme.lan
debezium.source.database.port=5432
debezium.source.database.user=dbz
debezium.source.database.password=«a»
debezium.source.database.dbname=core
debezium.source.topic.prefix=core
debezium.source.plugin.name=pgoutput
debezium.source.slot.name=dbz_core
quarkus.log.console.json=false
`, V{"a": g.pwURL()}, "debezium.source.slot.name=dbz_core", "debezium.source.database.hostname=pg-core.acme.lan")

	g.pipeAdd("pipe/strimzi-kafkaconnector-oracle", `
apiVersion: kafka.strimzi.io/v1beta2
kind: KafkaConnector
metadata:
  name: oracle-erp-cdc
  labels:
    strimzi.io/cluster: connect-erp
spec:
  class: io.debezium.connector.oracle.OracleConnector
  tasksMax: 1
  config:
    database.hostname: erp-db.corp.acme.local
    database.port: 1521
    database.user: c##dbzuser
    database.password: «a»
    database.dbname: ERPCDB
    database.pdb.name: ERPPDB
    topic.prefix: erp
    log.mining.strategy: online_catalog
    # TODO use ${secrets:kafka/erp-db:password} like the other connectors
`, V{"a": g.pw()}, "${secrets:kafka/erp-db:password}", "database.user: c##dbzuser")

	kuPw := g.an(32)
	g.pipeAdd("pipe/strimzi-kafkauser-secret-decode", `
$ kubectl -n kafka get secret orders-service -o jsonpath='{.data}' | jq
{
  "password": "«b»",
  "sasl.jaas.config": "«c»"
}
$ kubectl -n kafka get secret orders-service -o jsonpath='{.data.password}' | base64 -d
«a»
`, V{"b": b64s(kuPw), "c": b64s(`org.apache.kafka.common.security.scram.ScramLoginModule required username="orders-service" password="` + kuPw + `";`), "a": kuPw}, "kubectl -n kafka get secret orders-service")

	g.pipeAdd("pipe/confluent-cloud-client-properties", `
# Required connection configs for Kafka producer, consumer, and admin
bootstrap.servers=pkc-«_p».eu-west-1.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanisms=PLAIN
sasl.username=«_k»
sasl.password=«a»

# Best practice for higher availability in librdkafka clients prior to 1.7
session.timeout.ms=45000

client.id=ccloud-python-client-«_cid»

# Required connection configs for Confluent Cloud Schema Registry
schema.registry.url=https://psrc-«_sr».eu-central-1.aws.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info=«_sk»:«b»
`, V{"_p": g.s(alLowNum, 5), "_k": g.dtCCKey(), "a": g.dtCCSecret(), "_cid": g.uuid(), "_sr": g.s(alLowNum, 5), "_sk": g.dtCCKey(), "b": g.dtCCSecret()}, "basic.auth.credentials.source=USER_INFO", "session.timeout.ms=45000")

	g.pipeAdd("pipe/confluent-cli-config-json", `
$ cat ~/.confluent/config.json
{
  "disable_update_check": false,
  "disable_updates": false,
  "no_browser": false,
  "platforms": {
    "confluent.cloud": {"name": "confluent.cloud", "server": "https://confluent.cloud"}
  },
  "credentials": {
    "username-ops@acme.com": {"name": "username-ops@acme.com", "username": "ops@acme.com", "password": "", "auth_token": "«a»", "auth_refresh_token": "«b»", "CredentialType": 0}
  },
  "contexts": {
    "login-ops@acme.com-https://confluent.cloud": {
      "name": "login-ops@acme.com-https://confluent.cloud",
      "platform_name": "confluent.cloud",
      "credential_name": "username-ops@acme.com",
      "kafka_cluster_context": {
        "environment_context": true,
        "kafka_environment_contexts": {
          "env-«_env»": {
            "active_kafka": "lkc-«_lkc»",
            "kafka_cluster_configs": {
              "lkc-«_lkc»": {"id": "lkc-«_lkc»", "name": "prod", "bootstrap_servers": "pkc-«_p».eu-west-1.aws.confluent.cloud:9092", "api_keys": {"«_k»": {"api_key": "«_k»", "api_secret": "«c»"}}, "api_key": "«_k»"}
            }
          }
        }
      }
    }
  }
}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"organizationId":%d,"orgResourceId":"%s","userId":%d,"userResourceId":"u-%s","scope":"confluent","iss":"Confluent","exp":1740000000}`, 100000+g.r.IntN(900000), g.uuid(), 1000000+g.r.IntN(9000000), g.s(alLowNum, 6))), "b": "v1." + g.b64u(120), "_env": g.s(alLowNum, 6), "_lkc": g.s(alLowNum, 5), "_p": g.s(alLowNum, 5), "_k": g.dtCCKey(), "c": g.dtCCSecret()}, `"platform_name": "confluent.cloud"`)

	g.pipeAdd("pipe/confluent-api-key-store-command", `
$ confluent api-key store «_k» «a» --resource lkc-«_lkc»
Stored secret for API key "«_k»".
$ confluent api-key use «_k» --resource lkc-«_lkc»
Using API Key "«_k»".
$ confluent api-key list --resource lkc-«_lkc»
  Current |       Key        | Description |   Owner   |     Owner Email     | Resource Type |   Resource   |       Created
----------+------------------+-------------+-----------+---------------------+---------------+--------------+-----------------------
  *       | «_k» | orders-svc  | sa-«_sa» | <service account>   | kafka         | lkc-«_lkc»    | 2025-01-08T10:14:02Z
`, V{"_k": g.dtCCKey(), "a": g.dtCCSecret(), "_lkc": g.s(alLowNum, 5), "_sa": g.s(alLowNum, 6)}, "<service account>")

	g.pipeAdd("pipe/schema-registry-curl-basic-user", `
$ curl -s -u «_k»:«a» https://psrc-«_sr».europe-west3.gcp.confluent.cloud/subjects/orders-value/versions/latest | jq '.id, .version'
100184
7
`, V{"_k": g.dtCCKey(), "a": g.dtCCSecret(), "_sr": g.s(alLowNum, 5)}, "/subjects/orders-value/versions/latest")

	g.pipeAdd("pipe/mirrormaker2-properties", `
clusters = onprem, ccloud
onprem.bootstrap.servers = kafka-01.dc1.acme.lan:9093
ccloud.bootstrap.servers = pkc-«_p».westeurope.azure.confluent.cloud:9092

onprem.security.protocol = SSL
onprem.ssl.truststore.location = /etc/kafka/ssl/truststore.jks
onprem.ssl.truststore.password = «a»
onprem.ssl.keystore.location = /etc/kafka/ssl/mm2.keystore.jks
onprem.ssl.keystore.password = «b»
onprem.ssl.key.password = «b»

ccloud.security.protocol = SASL_SSL
ccloud.sasl.mechanism = PLAIN
ccloud.sasl.jaas.config = org.apache.kafka.common.security.plain.PlainLoginModule required username="«_k»" password="«c»";

onprem->ccloud.enabled = true
onprem->ccloud.topics = payments\..*, ledger\..*
replication.factor = 3
`, V{"_p": g.s(alLowNum, 5), "a": g.pw(), "b": g.pwStrong(), "_k": g.dtCCKey(), "c": g.dtCCSecret()}, "/etc/kafka/ssl/truststore.jks", "onprem->ccloud.enabled = true")

	g.pipeAdd("pipe/ksqldb-server-properties", `
listeners=http://0.0.0.0:8088
ksql.service.id=ksql_prod_
ksql.streams.bootstrap.servers=kafka:9092
ksql.schema.registry.url=https://sr.acme.net
ksql.schema.registry.basic.auth.credentials.source=USER_INFO
ksql.schema.registry.basic.auth.user.info=ksql:«a»
ksql.logging.processing.topic.auto.create=true
ksql.connect.url=http://connect:8083
ksql.connect.basic.auth.credentials.source=USER_INFO
ksql.connect.basic.auth.credentials.file=/etc/ksqldb/connect-credentials.properties
`, V{"a": g.pw()}, "ksql.service.id=ksql_prod_", "/etc/ksqldb/connect-credentials.properties")

	g.pipeAdd("pipe/redpanda-connect-pipeline-yaml", `
input:
  kafka_franz:
    seed_brokers: [ "seed-«_s».«_c».fmc.prd.cloud.redpanda.com:9092" ]
    topics: [ "orders" ]
    consumer_group: rpcn-orders-to-http
    tls:
      enabled: true
    sasl:
      - mechanism: SCRAM-SHA-256
        username: rpcn-orders
        password: «a»

pipeline:
  processors:
    - mapping: |
        root = this
        root.ingested_at = now()

output:
  http_client:
    url: https://ingest.acme.io/v1/orders
    verb: POST
    headers:
      Authorization: "Bearer «b»"
    max_in_flight: 16
`, V{"_s": g.hex(8), "_c": g.s(alLowNum, 20), "a": g.an(24), "b": g.b64u(40)}, "consumer_group: rpcn-orders-to-http", "https://ingest.acme.io/v1/orders")

	g.pipeAdd("pipe/librdkafka-go-configmap", `
	p, err := kafka.NewProducer(&kafka.ConfigMap{
		"bootstrap.servers": "pkc-«_p».us-east-1.aws.confluent.cloud:9092",
		"security.protocol": "SASL_SSL",
		"sasl.mechanisms":   "PLAIN",
		"sasl.username":     "«_k»",
		"sasl.password":     "«a»",
		"acks":              "all",
		"linger.ms":         20,
	})
	if err != nil {
		log.Fatalf("new producer: %v", err)
	}
`, V{"_p": g.s(alLowNum, 5), "_k": g.dtCCKey(), "a": g.dtCCSecret()}, `"linger.ms":         20`)

	g.pipeAdd("pipe/kafka-console-producer-sasl-flags", `
$ kafka-console-producer.sh --bootstrap-server kafka-0.kafka-headless:9094 --topic dead-letter.replay \
    --producer-property security.protocol=SASL_PLAINTEXT \
    --producer-property sasl.mechanism=PLAIN \
    --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="«a»";' < replay.jsonl
[2025-03-04 12:01:55,412] WARN [Producer clientId=console-producer] Error while fetching metadata with correlation id 3 : {dead-letter.replay=UNKNOWN_TOPIC_OR_PARTITION} (org.apache.kafka.clients.NetworkClient)
`, V{"a": g.pw()}, "kafka-0.kafka-headless:9094", "{dead-letter.replay=UNKNOWN_TOPIC_OR_PARTITION}")
}

func (g *G) pipeStreamJobs() {
	g.pipeAdd("pipe/flink-sql-kafka-table-jaas", `
Flink SQL> CREATE TABLE payments (
>   payment_id STRING,
>   amount DECIMAL(12, 2),
>   ts TIMESTAMP(3),
>   WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
> ) WITH (
>   'connector' = 'kafka',
>   'topic' = 'payments.v2',
>   'properties.bootstrap.servers' = 'pkc-«_p».eu-west-1.aws.confluent.cloud:9092',
>   'properties.group.id' = 'flink-payments-agg',
>   'properties.security.protocol' = 'SASL_SSL',
>   'properties.sasl.mechanism' = 'PLAIN',
>   'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="«_k»" password="«a»";',
>   'scan.startup.mode' = 'group-offsets',
>   'format' = 'avro-confluent',
>   'avro-confluent.url' = 'https://psrc-«_sr».eu-west-1.aws.confluent.cloud',
>   'avro-confluent.basic-auth.credentials-source' = 'USER_INFO',
>   'avro-confluent.basic-auth.user-info' = '«_sk»:«b»'
> );
[INFO] Execute statement succeeded.
`, V{"_p": g.s(alLowNum, 5), "_k": g.dtCCKey(), "a": g.dtCCSecret(), "_sr": g.s(alLowNum, 5), "_sk": g.dtCCKey(), "b": g.dtCCSecret()}, "'properties.group.id' = 'flink-payments-agg'", "[INFO] Execute statement succeeded.")

	g.pipeAdd("pipe/flink-conf-yaml-s3-keys", `
jobmanager.rpc.address: flink-jobmanager
taskmanager.numberOfTaskSlots: 4
parallelism.default: 2
state.backend.type: rocksdb
state.checkpoints.dir: s3://acme-flink-state/checkpoints
state.savepoints.dir: s3://acme-flink-state/savepoints
s3.endpoint: https://minio.data.acme.lan:9000
s3.path.style.access: true
s3.access-key: «a»
s3.secret-key: «b»
high-availability.type: kubernetes
`, V{"a": g.an(20), "b": g.an(40)}, "s3://acme-flink-state/checkpoints", "https://minio.data.acme.lan:9000")

	g.pipeAdd("pipe/flink-operator-flinkdeployment", `
apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: sessionizer
  namespace: streaming
spec:
  image: registry.acme.io/streaming/sessionizer:1.18-«_tag»
  flinkVersion: v1_18
  flinkConfiguration:
    taskmanager.numberOfTaskSlots: "2"
    state.checkpoints.dir: s3a://acme-flink/ckpt/sessionizer
    fs.s3a.access.key: «a»
    fs.s3a.secret.key: «b»
    fs.s3a.endpoint: s3.eu-west-1.amazonaws.com
  serviceAccount: flink
  job:
    jarURI: local:///opt/flink/usrlib/sessionizer.jar
    parallelism: 4
    upgradeMode: savepoint
`, V{"_tag": g.hex(7), "a": g.awsID(), "b": g.awsSecret()}, "jarURI: local:///opt/flink/usrlib/sessionizer.jar", "s3a://acme-flink/ckpt/sessionizer")

	g.pipeAdd("pipe/flink-cdc-pipeline-yaml", `
source:
  type: mysql
  hostname: rds-shop.«_r».ap-southeast-1.rds.amazonaws.com
  port: 3306
  username: flink_cdc
  password: «a»
  tables: shop.\.*
  server-id: 5400-5404
  server-time-zone: Asia/Singapore

sink:
  type: doris
  fenodes: doris-fe.analytics:8030
  username: root
  password: "«b»"
  table.create.properties.light_schema_change: true

pipeline:
  name: Sync shop MySQL to Doris
  parallelism: 2
`, V{"_r": g.s(alLowNum, 12), "a": g.pwStrong(), "b": g.pw()}, "fenodes: doris-fe.analytics:8030", "name: Sync shop MySQL to Doris")

	g.pipeAdd("pipe/spark-submit-s3a-conf-flags", `
$ spark-submit \
    --master k8s://https://10.0.0.1:6443 \
    --deploy-mode cluster \
    --name nightly-compaction \
    --conf spark.executor.instances=6 \
    --conf spark.kubernetes.container.image=registry.acme.io/spark:3.5.1-py \
    --conf spark.hadoop.fs.s3a.access.key=«a» \
    --conf spark.hadoop.fs.s3a.secret.key=«b» \
    --conf spark.hadoop.fs.s3a.session.token=«c» \
    --conf spark.hadoop.fs.s3a.aws.credentials.provider=org.apache.hadoop.fs.s3a.TemporaryAWSCredentialsProvider \
    local:///opt/jobs/compact.py --date 2025-03-10
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "org.apache.hadoop.fs.s3a.TemporaryAWSCredentialsProvider", "--name nightly-compaction")

	g.pipeAdd("pipe/spark-properties-file-azure-key", `
$ cat conf/job-ingest.properties
spark.app.name                                   ingest-telemetry
spark.sql.shuffle.partitions                     400
spark.hadoop.fs.azure.account.key.acmetelemetry.dfs.core.windows.net  «a»
spark.hadoop.fs.azure.account.auth.type.acmelake.dfs.core.windows.net OAuth
spark.hadoop.fs.azure.account.oauth2.client.id.acmelake.dfs.core.windows.net  «_cid»
spark.hadoop.fs.azure.account.oauth2.client.secret.acmelake.dfs.core.windows.net  «b»
spark.hadoop.fs.azure.account.oauth2.client.endpoint.acmelake.dfs.core.windows.net  https://login.microsoftonline.com/«_ten»/oauth2/token
`, V{"a": g.azStorage(), "_cid": g.uuid(), "b": g.azSecret(), "_ten": g.uuid()}, "spark.app.name                                   ingest-telemetry")

	g.pipeAdd("pipe/beam-dataflow-pipeline-options", `
$ python -m pipelines.enrich_events \
    --runner DataflowRunner \
    --project acme-streaming \
    --region europe-west1 \
    --temp_location gs://acme-dataflow-tmp/enrich \
    --input_subscription projects/acme-streaming/subscriptions/events-enrich \
    --geoip_license_key «a» \
    --clearbit_api_key «b» \
    --job_name enrich-events-«_j»
INFO:apache_beam.runners.dataflow.dataflow_runner:To access the Dataflow monitoring console, please navigate to https://console.cloud.google.com/dataflow/jobs/europe-west1/2025-03-12_04_11_37-«_jid»?project=acme-streaming
`, V{"a": g.an(6) + "_" + g.an(29) + "_mmk", "b": "sk_" + g.hex(32), "_j": g.digits(8), "_jid": g.digits(19)}, "projects/acme-streaming/subscriptions/events-enrich", "gs://acme-dataflow-tmp/enrich")
}

func (g *G) pipeAirflow() {
	g.pipeAdd("pipe/airflow-conn-env-ssh-private-key-extra", func() string {
		return `
# docker-compose.override.yml
services:
  airflow-scheduler:
    environment:
      AIRFLOW_CONN_SFTP_PARTNER: "sftp://acme_drop@sftp.partner-logistics.com:22/?private_key=«a»&no_host_key_check=true"
      AIRFLOW_CONN_SLACK_ALERTS: "slack://:«b»@"
      AIRFLOW__CORE__LOAD_EXAMPLES: "false"
`
	}(), V{"a": pipeQ(g.ecSEC1().block()), "b": g.xoxb()}, "sftp.partner-logistics.com", `AIRFLOW__CORE__LOAD_EXAMPLES: "false"`)

	g.pipeAdd("pipe/airflow-connections-export-env-format", `
$ airflow connections export - --file-format env
aws_default=aws://«a»:«b»@/?region_name=eu-west-1
mssql_erp=mssql://etl_reader:«c»@sqlprod01.corp.acme.local:1433/ERP
http_pagerduty=http://:«d»@events.pagerduty.com/https
redis_default=redis://redis:6379/0
`, V{"a": g.awsID(), "b": pipeQ(g.awsSecret()), "c": pipeQ(g.pw()), "d": g.an(20)}, "redis_default=redis://redis:6379/0", "sqlprod01.corp.acme.local:1433/ERP")

	g.pipeAdd("pipe/airflow-connections-list-table", `
$ airflow connections list -o table
id | conn_id          | conn_type  | description | host                         | schema    | login         | password            | port | is_encrypted | is_extra_encrypted | extra
===+==================+============+=============+==============================+===========+===============+=====================+======+==============+====================+=====================================
1  | postgres_dwh     | postgres   | None        | dwh.internal.acme.net        | analytics | airflow_etl   | «a»   | 5432 | True         | True               | {"sslmode": "require"}
2  | http_hubspot     | http       | None        | api.hubapi.com               |           |               | None                | None | False        | True               | {"Authorization": "Bearer «b»"}
3  | fs_default       | fs         | None        |                              |           |               | None                | None | False        | True               | {"path": "/opt/airflow/data"}
`, V{"a": g.pw(), "b": g.hubspot()}, "dwh.internal.acme.net", `{"path": "/opt/airflow/data"}`)

	g.pipeAdd("pipe/airflow-rest-api-create-connection", `
$ curl -X POST "https://airflow.acme.io/api/v1/connections" \
    --user "admin:«a»" \
    -H 'Content-Type: application/json' \
    -d '{"connection_id":"snowflake_prod","conn_type":"snowflake","login":"AIRFLOW_SVC","password":"«b»","schema":"PUBLIC","extra":"{\"account\": \"«_acct»\", \"warehouse\": \"ETL_WH\", \"database\": \"RAW\", \"role\": \"LOADER\"}"}'
{
  "conn_type": "snowflake",
  "connection_id": "snowflake_prod",
  "description": null,
  "host": null,
  "login": "AIRFLOW_SVC",
  "port": null,
  "schema": "PUBLIC"
}
`, V{"a": g.pw(), "b": g.pwStrong(), "_acct": g.dtLocator()}, `"connection_id": "snowflake_prod"`, "https://airflow.acme.io/api/v1/connections")

	g.pipeAdd("pipe/airflow-local-filesystem-connections-yaml", `
# /opt/airflow/secrets/connections.yaml
# backend: airflow.secrets.local_filesystem.LocalFilesystemBackend
bigquery_default:
  conn_type: google_cloud_platform
  extra:
    project: acme-dw
    keyfile_dict:
      type: service_account
      project_id: acme-dw
      private_key_id: «_kid»
      private_key: "«a»"
      client_email: airflow@acme-dw.iam.gserviceaccount.com
      client_id: "«_cid»"
mongo_events:
  conn_type: mongo
  host: events-shard-00-01.«_m».mongodb.net
  login: airflow
  password: «b»
  extra:
    srv: true
    ssl: true
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block()), "_cid": g.digits(21), "b": g.pwURL(), "_m": g.s(alLowNum, 5)}, "airflow@acme-dw.iam.gserviceaccount.com", "airflow.secrets.local_filesystem.LocalFilesystemBackend")

	g.pipeAdd("pipe/airflow-cfg-smtp-webserver-celery", `
[webserver]
base_url = https://airflow.acme.io
secret_key = «a»
expose_config = False

[smtp]
smtp_host = email-smtp.eu-west-1.amazonaws.com
smtp_starttls = True
smtp_ssl = False
smtp_user = «_u»
smtp_password = «b»
smtp_port = 587
smtp_mail_from = airflow@acme.io

[celery]
broker_url = redis://:«c»@airflow-redis:6379/0
result_backend = db+postgresql://airflow:«d»@airflow-pg/airflow
`, V{"a": g.b64(16), "_u": g.awsID(), "b": g.s(alB64, 44), "c": g.an(24), "d": g.pwURL()}, "smtp_mail_from = airflow@acme.io", "email-smtp.eu-west-1.amazonaws.com")

	g.pipeAdd("pipe/airflow-dag-hardcoded-hook-password", `
from datetime import datetime

from airflow.decorators import dag, task
from airflow.providers.microsoft.mssql.hooks.mssql import MsSqlHook
import pymssql


@dag(schedule="0 3 * * *", start_date=datetime(2024, 1, 1), catchup=False, tags=["erp"])
def erp_extract():
    @task
    def extract_invoices():
        # FIXME: hook can't see the connection on the new workers, hardcode for now
        conn = pymssql.connect(server="sqlprod01.corp.acme.local", user="etl_reader", password="«a»", database="ERP")
        cur = conn.cursor()
        cur.execute("SELECT * FROM dbo.Invoices WHERE ModifiedAt >= DATEADD(day, -1, GETDATE())")
        return cur.fetchall()

    extract_invoices()


erp_extract()
`, V{"a": g.pw()}, `tags=["erp"]`, "SELECT * FROM dbo.Invoices")

	g.pipeAdd("pipe/airflow-variables-export-json", `
$ airflow variables export /dev/stdout
{
  "dwh_schema": "analytics",
  "salesforce_api_version": "v60.0",
  "sendgrid_api_key": "«a»",
  "google_ads_developer_token": "«b»",
  "feature_flags": "{\"enable_backfill\": false}"
}
1 variables successfully exported to /dev/stdout
`, V{"a": g.sendgrid(), "b": g.b64u(22)}, `"salesforce_api_version": "v60.0"`, `"dwh_schema": "analytics"`)

	g.pipeAdd("pipe/airflow-connections-get-json-extra", `
$ airflow connections get databricks_default -o json
[
  {
    "id": "14",
    "conn_id": "databricks_default",
    "conn_type": "databricks",
    "description": "",
    "host": "«_host»",
    "schema": "",
    "login": "",
    "password": "«a»",
    "port": null,
    "is_encrypted": "True",
    "is_extra_encrypted": "True",
    "extra_dejson": {"http_path": "/sql/1.0/warehouses/«_wh»"},
    "get_uri": "databricks://:«a»@«_host»/?http_path=%2Fsql%2F1.0%2Fwarehouses%2F«_wh»"
  }
]
`, V{"_host": g.dtAdbHost(), "a": g.pipeDapi(), "_wh": g.hex(16)}, `"conn_id": "databricks_default"`)

	g.pipeAdd("pipe/astro-dotenv-and-airflow-settings", `
$ cat .env airflow_settings.yaml
AIRFLOW__SECRETS__BACKEND=airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend
AIRFLOW__SECRETS__BACKEND_KWARGS={"connections_prefix": "airflow/connections", "variables_prefix": "airflow/variables", "region_name": "eu-west-1"}
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
airflow:
  connections:
    - conn_id: postgres_local
      conn_type: postgres
      conn_host: host.docker.internal
      conn_schema: app
      conn_login: app
      conn_password: «c»
      conn_port: 5432
  variables:
    - variable_name: slack_channel
      variable_value: "#data-alerts"
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pw()}, `"connections_prefix": "airflow/connections"`, `variable_value: "#data-alerts"`)

	g.pipeAdd("pipe/airflow-task-log-http-hook-headers", `
[2025-03-14, 03:00:12 UTC] {taskinstance.py:2612} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: zendesk_export.fetch_tickets scheduled__2025-03-13T03:00:00+00:00 [queued]>
[2025-03-14, 03:00:12 UTC] {base.py:84} INFO - Retrieving connection 'zendesk_api'
[2025-03-14, 03:00:12 UTC] {http.py:204} INFO - Sending 'GET' to url: https://acme.zendesk.com/api/v2/incremental/tickets/cursor.json?start_time=1741834800
[2025-03-14, 03:00:13 UTC] {logging_mixin.py:190} INFO - request headers: {'User-Agent': 'python-requests/2.32.3', 'Accept': 'application/json', 'Authorization': 'Basic «a»'}
[2025-03-14, 03:00:14 UTC] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=zendesk_export, task_id=fetch_tickets
`, V{"a": b64s("ops@acme.com/token:" + g.an(40))}, "dag_id=zendesk_export, task_id=fetch_tickets", "start_time=1741834800")

	g.pipeAdd("pipe/airflow-helm-values-webserver-secret", `
# values-prod.yaml (apache-airflow/airflow chart)
executor: KubernetesExecutor
webserverSecretKey: «a»
fernetKey: «b»
data:
  metadataConnection:
    user: airflow
    pass: «c»
    protocol: postgresql
    host: airflow-meta.«_r».eu-west-1.rds.amazonaws.com
    port: 5432
    db: airflow
    sslmode: require
postgresql:
  enabled: false
`, V{"a": g.hex(32), "b": g.dtFernet(), "c": g.pw(), "_r": g.s(alLowNum, 12)}, "executor: KubernetesExecutor")
}

func (g *G) pipeOrchestrators() {
	g.pipeAdd("pipe/dagster-run-config-resources", `
# run_config/prod.yaml
resources:
  warehouse:
    config:
      account: «_acct»
      user: DAGSTER_SVC
      password: «a»
      database: ANALYTICS
      warehouse: DAGSTER_WH
  s3:
    config:
      region_name: eu-west-1
      aws_access_key_id: «b»
      aws_secret_access_key: «c»
ops:
  load_partner_feed:
    config:
      feed_url: https://feeds.partner.example/v2/export?format=csv
      partner_api_key: «d»
`, V{"_acct": g.dtLocator(), "a": g.pw(), "b": g.awsID(), "c": g.awsSecret(), "d": g.hex(40)}, "https://feeds.partner.example/v2/export?format=csv", "user: DAGSTER_SVC")

	g.pipeAdd("pipe/dagster-yaml-storage-and-compute-logs", `
# $DAGSTER_HOME/dagster.yaml
storage:
  postgres:
    postgres_db:
      username: dagster
      password: «a»
      hostname: dagster-pg.platform.svc
      db_name: dagster
      port: 5432

compute_logs:
  module: dagster_azure.blob.compute_log_manager
  class: AzureBlobComputeLogManager
  config:
    storage_account: acmedagsterlogs
    container: compute-logs
    secret_credential:
      client_id: «_cid»
      client_secret: «b»
      tenant_id: «_tid»
    prefix: "dagster-logs-"
`, V{"a": g.pwStrong(), "_cid": g.uuid(), "b": g.azSecret(), "_tid": g.uuid()}, "storage_account: acmedagsterlogs", "hostname: dagster-pg.platform.svc")

	g.pipeAdd("pipe/dagster-plus-cli-config", `
$ cat ~/.dagster_cloud_cli/config
organization: acme
default_deployment: prod
user_token: user:acme:«a»
$ dagster-cloud deployment list
prod
staging
`, V{"a": g.hex(32)}, "default_deployment: prod")

	g.pipeAdd("pipe/prefect-aws-credentials-block-script", `
from prefect_aws import AwsCredentials, S3Bucket
from prefect.blocks.system import Secret

AwsCredentials(
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    region_name="us-east-2",
).save("prod-aws", overwrite=True)

S3Bucket(bucket_name="acme-prefect-results", credentials=AwsCredentials.load("prod-aws")).save("results", overwrite=True)

Secret(value="«c»").save("openweather-api-key", overwrite=True)
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.hex(32)}, `bucket_name="acme-prefect-results"`, `save("openweather-api-key", overwrite=True)`)

	g.pipeAdd("pipe/prefect-yaml-deployment-job-variables", `
# prefect.yaml
name: etl-flows
prefect-version: 3.1.4

pull:
- prefect.deployments.steps.git_clone:
    repository: https://github.com/acme/etl-flows.git
    branch: main
    access_token: "«a»"

deployments:
- name: nightly-sync
  entrypoint: flows/sync.py:sync_all
  schedule:
    cron: "0 2 * * *"
    timezone: Europe/Berlin
  work_pool:
    name: k8s-pool
    job_variables:
      env:
        SALESFORCE_PASSWORD: "«b»"
        SALESFORCE_SECURITY_TOKEN: "«c»"
        LOG_LEVEL: INFO
`, V{"a": g.ghFine(), "b": g.pw(), "c": g.an(24)}, "entrypoint: flows/sync.py:sync_all", "https://github.com/acme/etl-flows.git")

	g.pipeAdd("pipe/prefect-profiles-and-config-view", `
$ prefect config view --show-sources
🚀 you are connected to:
https://app.prefect.cloud/account/«_acc»/workspace/«_ws»
PREFECT_PROFILE='prod'
PREFECT_API_KEY='********' (from profile)
PREFECT_API_URL='https://api.prefect.cloud/api/accounts/«_acc»/workspaces/«_ws»' (from profile)
$ cat ~/.prefect/profiles.toml
active = "prod"

[profiles.prod]
PREFECT_API_URL = "https://api.prefect.cloud/api/accounts/«_acc»/workspaces/«_ws»"
PREFECT_API_KEY = "«a»"

[profiles.local]
PREFECT_API_URL = "http://127.0.0.1:4200/api"
`, V{"_acc": g.uuid(), "_ws": g.uuid(), "a": g.pipePnu()}, "PREFECT_API_KEY='********' (from profile)", `PREFECT_API_URL = "http://127.0.0.1:4200/api"`)

	g.pipeAdd("pipe/prefect-block-inspect-output", `
$ prefect block inspect sqlalchemy-connector/warehouse
              sqlalchemy-connector/warehouse
┌─────────────────────────┬────────────────────────────────────────┐
│ Block Type              │ SQLAlchemy Connector                   │
│ Block id                │ «_id»   │
├─────────────────────────┼────────────────────────────────────────┤
│ driver                  │ postgresql+psycopg2                    │
│ host                    │ warehouse.acme.lan                     │
│ port                    │ 5432                                   │
│ database                │ warehouse                              │
│ username                │ prefect                                │
│ password                │ ********                               │
└─────────────────────────┴────────────────────────────────────────┘
$ python -c "from prefect_sqlalchemy import SqlAlchemyConnector; print(SqlAlchemyConnector.load('warehouse').connection_info.password.get_secret_value())"
«a»
`, V{"_id": g.uuid(), "a": g.pw()}, "postgresql+psycopg2", "sqlalchemy-connector/warehouse")

	g.pipeAdd("pipe/luigi-cfg-postgres-s3", `
# luigi.cfg
[core]
default-scheduler-host=luigid.acme.lan
default-scheduler-port=8082

[postgres]
host=pg-reporting.acme.lan
database=reporting
user=luigi
password=«a»
marker-table=table_updates

[s3]
aws_access_key_id=«b»
aws_secret_access_key=«c»

[email]
method=smtp
receiver=data-team@acme.com
[smtp]
host=smtp.sendgrid.net
username=apikey
password=«d»
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret(), "d": g.sendgrid()}, "default-scheduler-host=luigid.acme.lan", "marker-table=table_updates")

	g.pipeAdd("pipe/kestra-flow-yaml-inline-secret", `
id: sync_orders_to_bigquery
namespace: company.data

tasks:
  - id: extract
    type: io.kestra.plugin.jdbc.postgresql.Query
    url: jdbc:postgresql://orders-db:5432/orders
    username: kestra
    password: "«a»"
    sql: SELECT * FROM orders WHERE updated_at > '{{ trigger.previous }}'
    fetchType: STORE

  - id: notify
    type: io.kestra.plugin.notifications.slack.SlackIncomingWebhook
    url: "«b»"
    payload: |
      {"text": "orders synced: {{ outputs.extract.size }} rows"}

triggers:
  - id: hourly
    type: io.kestra.plugin.core.trigger.Schedule
    cron: "@hourly"
`, V{"a": g.pwStrong(), "b": "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)}, "namespace: company.data", "io.kestra.plugin.jdbc.postgresql.Query")

	g.pipeAdd("pipe/mage-io-config-yaml", `
version: 0.1.1
default:
  POSTGRES_CONNECT_TIMEOUT: 10
  POSTGRES_DBNAME: analytics
  POSTGRES_SCHEMA: public
  POSTGRES_USER: mage
  POSTGRES_PASSWORD: «a»
  POSTGRES_HOST: analytics-db
  POSTGRES_PORT: 5432
  MONGODB_CONNECTION_STRING: "mongodb+srv://mage:«b»@cluster0.«_m».mongodb.net/?retryWrites=true&w=majority"
  SNOWFLAKE_USER: MAGE
  SNOWFLAKE_PASSWORD: "{{ env_var('SNOWFLAKE_PASSWORD') }}"
  SNOWFLAKE_ACCOUNT: «_acct»
`, V{"a": g.pw(), "b": g.pwURL(), "_m": g.s(alLowNum, 5), "_acct": g.dtLocator()}, "{{ env_var('SNOWFLAKE_PASSWORD') }}", "POSTGRES_HOST: analytics-db")

	g.pipeAdd("pipe/temporal-cloud-cli-env", `
$ temporal env set --env prod -k address -v acme-prod.«_ns».tmprl.cloud:7233
$ temporal env set --env prod -k namespace -v acme-prod.«_ns»
$ temporal env set --env prod -k api-key -v «a»
$ temporal workflow list --env prod --limit 3
  Status   WorkflowId                         Type                 StartTime
  Running  invoice-sync-«_w1»     InvoiceSyncWorkflow  2 minutes ago
  Completed  invoice-sync-«_w2»   InvoiceSyncWorkflow  1 hour ago
`, V{"_ns": g.s(alLowNum, 5), "a": g.jwt("ES256", fmt.Sprintf(`{"account_id":"%s","aud":["temporal.io"],"exp":1772000000,"iss":"temporal.io","jti":"%s","key_id":"%s","sub":"%s"}`, g.s(alLowNum, 5), g.an(32), g.an(32), g.hex(32))), "_w1": g.pipeNum(8), "_w2": g.pipeNum(8)}, "InvoiceSyncWorkflow")

	g.pipeAdd("pipe/temporal-workflow-show-input-payload", `
$ temporal workflow show --workflow-id onboard-tenant-«_t» --output json | jq '.events[0].workflowExecutionStartedEventAttributes.input.payloads[0].data' -r | base64 -d
{"tenantId":"«_t»","adminEmail":"it@customer.example","stripeSecretKey":"«a»","bootstrapPassword":"«b»"}
`, V{"_t": g.uuid(), "a": g.skLive(), "b": g.pw()}, `"adminEmail":"it@customer.example"`)
}

func (g *G) pipeEnterpriseETL() {
	g.pipeAdd("pipe/nifi-properties-sensitive-key", `
$ grep -E 'sensitive|security\.(keystore|truststore)' /opt/nifi/nifi-current/conf/nifi.properties
nifi.sensitive.props.key=«a»
nifi.sensitive.props.key.protected=
nifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256
nifi.security.keystore=./conf/keystore.p12
nifi.security.keystoreType=PKCS12
nifi.security.keystorePasswd=«b»
nifi.security.keyPasswd=«b»
nifi.security.truststore=./conf/truststore.p12
nifi.security.truststoreType=PKCS12
nifi.security.truststorePasswd=«c»
`, V{"a": g.an(24), "b": g.hex(32), "c": g.hex(32)}, "nifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256", "./conf/truststore.p12")

	g.pipeAdd("pipe/nifi-flow-json-enc-and-plain", `
        {
          "identifier": "«_id»",
          "name": "PutDatabaseRecord",
          "type": "org.apache.nifi.processors.standard.PutDatabaseRecord",
          "properties": {
            "put-db-record-statement-type": "INSERT",
            "put-db-record-table-name": "events"
          }
        },
        {
          "identifier": "«_id2»",
          "name": "DBCPConnectionPool - reporting",
          "type": "org.apache.nifi.dbcp.DBCPConnectionPool",
          "properties": {
            "Database Connection URL": "jdbc:postgresql://reporting-db:5432/reporting",
            "Database Driver Class Name": "org.postgresql.Driver",
            "Database User": "nifi",
            "Password": "enc{«_enc»}"
          }
        },
        {
          "identifier": "«_id3»",
          "name": "InvokeHTTP - geocoder",
          "type": "org.apache.nifi.processors.standard.InvokeHTTP",
          "properties": {
            "HTTP Method": "GET",
            "HTTP URL": "https://geocoder.example.net/v1/lookup?q=${address:urlEncode()}&api_key=«a»"
          }
        }
`, V{"_id": g.uuid(), "_id2": g.uuid(), "_enc": g.hex(96), "_id3": g.uuid(), "a": g.hex(32)}, "jdbc:postgresql://reporting-db:5432/reporting", "org.apache.nifi.dbcp.DBCPConnectionPool")

	g.pipeAdd("pipe/nifi-parameter-context-export", `
$ ./bin/cli.sh nifi export-param-context -pcid «_pc» -u https://nifi.acme.lan:8443 -ts ./conf/truststore.p12 -tst PKCS12 -tsp «c»
{
  "name" : "ingest-prod",
  "description" : "",
  "parameters" : [ {
    "parameter" : {
      "name" : "kafka.brokers",
      "sensitive" : false,
      "value" : "kafka-01:9093,kafka-02:9093"
    }
  }, {
    "parameter" : {
      "name" : "kafka.sasl.password",
      "sensitive" : true,
      "value" : "«a»"
    }
  }, {
    "parameter" : {
      "name" : "s3.secret.key",
      "sensitive" : true,
      "value" : "«b»"
    }
  } ]
}
`, V{"_pc": g.uuid(), "c": g.hex(32), "a": g.pwStrong(), "b": g.awsSecret()}, `"value" : "kafka-01:9093,kafka-02:9093"`, `"name" : "ingest-prod"`)

	g.pipeAdd("pipe/nifi-registry-git-provider", `
<providers>
    <flowPersistenceProvider>
        <class>org.apache.nifi.registry.provider.flow.git.GitFlowPersistenceProvider</class>
        <property name="Flow Storage Directory">./flow_storage</property>
        <property name="Remote To Push">origin</property>
        <property name="Remote Access User">nifi-registry-bot</property>
        <property name="Remote Access Password">«a»</property>
        <property name="Remote Clone Repository">https://github.com/acme/nifi-flows.git</property>
    </flowPersistenceProvider>
</providers>
`, V{"a": g.ghp()}, "https://github.com/acme/nifi-flows.git", "nifi-registry-bot")

	g.pipeAdd("pipe/camel-java-route-endpoint-uri", `
public class PartnerSftpRoute extends RouteBuilder {
    @Override
    public void configure() {
        from("sftp://edi_acme@sftp.partner.example:22/outbound?password=«a»&delete=true&delay=60000&binary=true")
            .routeId("partner-edi-inbound")
            .log("Picked up ${header.CamelFileName}")
            .to("aws2-s3://acme-edi-archive?accessKey=«b»&secretKey=RAW(«c»)&region=eu-west-1")
            .to("jms:queue:edi.inbound");
    }
}
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, `routeId("partner-edi-inbound")`, "jms:queue:edi.inbound")

	g.pipeAdd("pipe/camel-yaml-dsl-kamelet", `
- route:
    id: tickets-to-slack
    from:
      uri: "kamelet:timer-source"
      parameters:
        period: 300000
        message: "poll"
      steps:
        - to:
            uri: "https://acme.freshdesk.com/api/v2/tickets"
            parameters:
              authMethod: Basic
              authUsername: "«a»"
              authPassword: "X"
        - to:
            uri: "kamelet:slack-sink"
            parameters:
              channel: "#support-feed"
              webhookUrl: "«b»"
`, V{"a": g.an(20), "b": "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)}, `channel: "#support-feed"`, "https://acme.freshdesk.com/api/v2/tickets")

	g.pipeAdd("pipe/camel-spring-application-properties", `
camel.main.name = order-integration
camel.component.kafka.brokers = kafka:9092
camel.component.kafka.security-protocol = SASL_SSL
camel.component.kafka.sasl-mechanism = SCRAM-SHA-256
camel.component.kafka.sasl-jaas-config = org.apache.kafka.common.security.scram.ScramLoginModule required username="camel" password="«a»";
camel.component.salesforce.login-url = https://login.salesforce.com
camel.component.salesforce.client-id = «_cid»
camel.component.salesforce.client-secret = «b»
camel.component.salesforce.user-name = integration@acme.com
camel.component.salesforce.password = «c»
`, V{"a": g.pwStrong(), "_cid": "3MVG9" + g.s(alAlnum+"._", 80), "b": g.dtSFSecret(), "c": g.pw() + g.an(24)}, "camel.main.name = order-integration", "integration@acme.com")

	g.pipeAdd("pipe/mule-properties-secure-and-plain", `
# src/main/resources/config-prod.yaml
http:
  listener:
    port: "8081"
sap:
  host: "sapprd.corp.acme.local"
  systemNumber: "00"
  client: "100"
  user: "RFC_MULE"
  password: "![«_enc»]"
netsuite:
  account: "«_acct»"
  consumerKey: "«a»"
  consumerSecret: "«b»"
  tokenId: "«c»"
  tokenSecret: "«d»"
`, V{"_enc": g.b64(32), "_acct": g.digits(7), "a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64)}, `host: "sapprd.corp.acme.local"`, `user: "RFC_MULE"`)

	g.pipeAdd("pipe/mule-maven-deploy-secure-key", `
$ mvn clean deploy -DmuleDeploy -Dmule.env=prod -Dmule.key=«a» \
    -Danypoint.client.id=«_cid» -Danypoint.client.secret=«b» \
    -Dapp.name=orders-sapi-prod
[INFO] --- mule-maven-plugin:4.1.1:deploy (default-deploy) @ orders-sapi ---
[INFO] Deploying application orders-sapi-prod to CloudHub 2.0
`, V{"a": g.an(16), "_cid": g.hex(32), "b": g.hex(32)}, "Deploying application orders-sapi-prod to CloudHub 2.0")

	g.pipeAdd("pipe/talend-context-properties", `
$ cat contexts/Prod.properties
#Wed Mar 05 11:42:17 CET 2025
crm_Host=crm-db.acme.lan
crm_Port=1521
crm_Login=TALEND_RO
crm_Password=«a»
dwh_Server=dwh.acme.lan
dwh_Login=talend_etl
dwh_Password=«b»
ftp_Password=«c»
ftp_Host=ftp.supplier.example
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}, "crm_Login=TALEND_RO", "ftp_Host=ftp.supplier.example")

	g.pipeAdd("pipe/ssis-dtsconfig-connection-string", `
<?xml version="1.0"?>
<DTSConfiguration>
  <DTSConfigurationHeading>
    <DTSConfigurationFileInfo GeneratedBy="CORP\svc_build" GeneratedFromPackageName="LoadSales" GeneratedFromPackageID="{«_pkg»}" GeneratedDate="3/4/2025 9:12:40 AM"/>
  </DTSConfigurationHeading>
  <Configuration ConfiguredType="Property" Path="\Package.Connections[DW].Properties[ConnectionString]" ValueType="String">
    <ConfiguredValue>Data Source=SQLDW01;User ID=ssis_loader;Password=«a»;Initial Catalog=SalesDW;Provider=MSOLEDBSQL.1;Persist Security Info=True;Auto Translate=False;</ConfiguredValue>
  </Configuration>
  <Configuration ConfiguredType="Property" Path="\Package.Connections[Staging].Properties[ServerName]" ValueType="String">
    <ConfiguredValue>SQLSTG02</ConfiguredValue>
  </Configuration>
</DTSConfiguration>
`, V{"_pkg": strings.ToUpper(g.uuid()), "a": g.pw()}, `GeneratedFromPackageName="LoadSales"`, "<ConfiguredValue>SQLSTG02</ConfiguredValue>")

	g.pipeAdd("pipe/ssis-dtexec-set-password", `
C:\> dtexec /ISSERVER "\SSISDB\Finance\GL\LoadLedger.dtsx" /SERVER SQLSSIS01 ^
  /Par "$Project::SourcePassword";"«a»" ^
  /Par "$Project::SourceServer";"ORA-FIN-PRD" ^
  /Par "$ServerOption::SYNCHRONIZED(Boolean)";True
Microsoft (R) SQL Server Execute Package Utility
Version 16.0.1000.6 for 64-bit
Execution ID: 48211, Execution Status:7
`, V{"a": g.pw()}, `"$Project::SourceServer";"ORA-FIN-PRD"`, "Execution ID: 48211")

	g.pipeAdd("pipe/informatica-pmcmd-pmrep", `
$ pmrep connect -r REP_PROD -d Domain_PROD -n infa_admin -x «a»
Informatica(r) PMREP, version [10.5.4], build [213.0908], LINUX 64-bit
Connected to repository REP_PROD in Domain_PROD as user infa_admin
connect completed successfully.
$ pmcmd startworkflow -sv IS_PROD -d Domain_PROD -u infa_ops -p «b» -f FIN_DWH -wait wf_load_gl_daily
Informatica(r) PMCMD, version [10.5.4], build [213.0908], LINUX 64-bit
Workflow wf_load_gl_daily with run instance id [4411] and run id [918273] started successfully.
`, V{"a": g.pw(), "b": g.pwStrong()}, "wf_load_gl_daily", "REP_PROD")

	g.pipeAdd("pipe/pentaho-kettle-properties-encrypted", `
# ~/.kettle/kettle.properties
DWH_HOST=dwh.acme.lan
DWH_PORT=5432
DWH_USER=kettle
DWH_PASSWORD=Encrypted «a»
SMTP_USER=reports@acme.com
SMTP_PASSWORD=«b»
KETTLE_LOG_SIZE_LIMIT=5000
`, V{"a": "2be98afc86aa7f2e4" + g.s("abcdef0123456789", 20), "b": g.pw()}, "KETTLE_LOG_SIZE_LIMIT=5000", "SMTP_USER=reports@acme.com")

	g.pipeAdd("pipe/boomi-atom-container-properties", `
$ cat /var/boomi/Atom_acme/conf/container.properties
#Container properties
com.boomi.container.name=acme-prod-molecule
com.boomi.container.cloudlet.clusterConfig=UNICAST
com.boomi.container.proxyHost=proxy.corp.acme.local
com.boomi.container.proxyPort=3128
com.boomi.container.proxyUser=svc_boomi
com.boomi.container.proxyPassword=«a»
com.boomi.deployment.quickstart=true
`, V{"a": g.pw()}, "com.boomi.container.name=acme-prod-molecule", "proxy.corp.acme.local")
}

func (g *G) pipeNodeRedN8n() {
	g.pipeAdd("pipe/node-red-flows-cred-plain", `
$ cat ~/.node-red/flows_cred.json
{
    "«_n1»": {
        "user": "nodered",
        "password": "«a»"
    },
    "«_n2»": {
        "token": "«b»"
    },
    "«_n3»": {
        "accessKeyID": "«c»",
        "secretAccessKey": "«d»"
    }
}
`, V{"_n1": g.hex(16), "a": g.pw(), "_n2": g.hex(16), "b": g.telegram(), "_n3": g.hex(16), "c": g.awsID(), "d": g.awsSecret()}, "~/.node-red/flows_cred.json")

	g.pipeAdd("pipe/node-red-settings-credential-secret", `
module.exports = {
    flowFile: 'flows.json',
    // By default, credentials are encrypted in storage using a generated key. To
    // specify your own secret, set the following property.
    credentialSecret: "«a»",
    flowFilePretty: true,
    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "«_h»",
            permissions: "*"
        }]
    },
    uiPort: process.env.PORT || 1880,
}
`, V{"a": g.pwStrong(), "_h": "$2b$08$" + g.s(alAlnum+"./", 53)}, "flowFile: 'flows.json'", "uiPort: process.env.PORT || 1880")

	g.pipeAdd("pipe/node-red-flows-cred-encrypted", `
$ cat flows_cred.json
{"$":"«_c»"}
$ grep credentialSecret settings.js
    //credentialSecret: "a-secret-key",
`, V{"_c": g.hex(32) + b64s(string(g.bytes(180)))}, `//credentialSecret: "a-secret-key",`)

	g.pipeAdd("pipe/node-red-flows-json-function-and-mqtt", `
[
    {
        "id": "«_f1»",
        "type": "function",
        "z": "«_tab»",
        "name": "build OpenAI request",
        "func": "msg.headers = {\n  'Authorization': 'Bearer «a»',\n  'Content-Type': 'application/json'\n};\nmsg.payload = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: msg.payload }] };\nreturn msg;",
        "outputs": 1,
        "x": 320,
        "y": 140,
        "wires": [["«_f2»"]]
    },
    {
        "id": "«_f2»",
        "type": "http request",
        "z": "«_tab»",
        "method": "POST",
        "url": "https://api.openai.com/v1/chat/completions",
        "x": 540,
        "y": 140,
        "wires": [[]]
    },
    {
        "id": "«_b1»",
        "type": "mqtt-broker",
        "name": "home broker",
        "broker": "mqtt://«=u»:«b»@192.168.1.20",
        "port": "1883",
        "clientid": "nodered-«_cid»"
    }
]
`, V{"_f1": g.hex(16), "_tab": g.hex(16), "a": g.openai(), "_f2": g.hex(16), "_b1": g.hex(16), "=u": "nodered", "b": g.pwURL(), "_cid": g.hex(6)}, "https://api.openai.com/v1/chat/completions", `"name": "build OpenAI request"`)

	g.pipeAdd("pipe/node-red-http-request-url-key", `
    {
        "id": "«_id»",
        "type": "http request",
        "z": "«_tab»",
        "name": "weather",
        "method": "GET",
        "ret": "obj",
        "url": "https://api.openweathermap.org/data/2.5/weather?q=Utrecht,NL&units=metric&appid=«a»",
        "tls": "",
        "persist": false,
        "x": 410,
        "y": 220
    },
`, V{"_id": g.hex(16), "_tab": g.hex(16), "a": g.hex(32)}, "q=Utrecht,NL&units=metric")

	g.pipeAdd("pipe/n8n-workflow-export-http-header", `
{
  "name": "Lead enrichment",
  "nodes": [
    {
      "parameters": {
        "httpMethod": "POST",
        "path": "«_wh»",
        "options": {}
      },
      "id": "«_n1»",
      "name": "Webhook",
      "type": "n8n-nodes-base.webhook",
      "typeVersion": 2,
      "position": [240, 300],
      "webhookId": "«_wh»"
    },
    {
      "parameters": {
        "url": "https://api.apollo.io/v1/people/match",
        "sendHeaders": true,
        "headerParameters": {
          "parameters": [
            {"name": "X-Api-Key", "value": "«a»"},
            {"name": "Cache-Control", "value": "no-cache"}
          ]
        },
        "options": {}
      },
      "id": "«_n2»",
      "name": "Apollo match",
      "type": "n8n-nodes-base.httpRequest",
      "typeVersion": 4.2,
      "position": [460, 300]
    }
  ],
  "connections": {"Webhook": {"main": [[{"node": "Apollo match", "type": "main", "index": 0}]]}},
  "settings": {"executionOrder": "v1"},
  "versionId": "«_v»"
}
`, V{"_wh": g.uuid(), "_n1": g.uuid(), "a": g.an(22), "_n2": g.uuid(), "_v": g.uuid()}, "https://api.apollo.io/v1/people/match", `"name": "Lead enrichment"`)

	g.pipeAdd("pipe/n8n-export-credentials-decrypted", `
$ docker exec -u node n8n n8n export:credentials --all --decrypted --pretty
[
  {
    "createdAt": "2024-11-02T09:14:20.112Z",
    "updatedAt": "2025-01-17T15:40:08.771Z",
    "id": "«_i1»",
    "name": "Postgres account",
    "data": {
      "host": "postgres",
      "database": "crm",
      "user": "n8n",
      "password": "«a»",
      "port": 5432,
      "ssl": "disable"
    },
    "type": "postgres"
  },
  {
    "createdAt": "2024-12-09T11:02:51.004Z",
    "updatedAt": "2024-12-09T11:02:51.004Z",
    "id": "«_i2»",
    "name": "Notion account",
    "data": {
      "apiKey": "«b»"
    },
    "type": "notionApi"
  }
]
`, V{"_i1": g.an(16), "a": g.pw(), "_i2": g.an(16), "b": g.notion()}, `"name": "Notion account"`, "n8n export:credentials --all --decrypted --pretty")

	g.pipeAdd("pipe/n8n-export-credentials-encrypted", `
$ n8n export:credentials --all
[{"createdAt":"2024-11-02T09:14:20.112Z","updatedAt":"2025-01-17T15:40:08.771Z","id":"«_i1»","name":"Gmail OAuth2","data":"«_d1»","type":"gmailOAuth2"},{"createdAt":"2024-12-09T11:02:51.004Z","updatedAt":"2024-12-09T11:02:51.004Z","id":"«_i2»","name":"Slack bot","data":"«_d2»","type":"slackApi"}]
`, V{"_i1": g.an(16), "_d1": "U2FsdGVkX1" + g.s(alB64, 300) + "=", "_i2": g.an(16), "_d2": "U2FsdGVkX1" + g.s(alB64, 140) + "=="}, `"name":"Gmail OAuth2"`)

	g.pipeAdd("pipe/n8n-compose-env-encryption-key", `
services:
  n8n:
    image: docker.n8n.io/n8nio/n8n:1.81.4
    restart: always
    ports:
      - "5678:5678"
    environment:
      - N8N_HOST=n8n.acme.io
      - N8N_PROTOCOL=https
      - WEBHOOK_URL=https://n8n.acme.io/
      - N8N_ENCRYPTION_KEY=«a»
      - DB_TYPE=postgresdb
      - DB_POSTGRESDB_HOST=postgres
      - DB_POSTGRESDB_USER=n8n
      - DB_POSTGRESDB_PASSWORD=«b»
      - N8N_SMTP_PASS=«c»
      - GENERIC_TIMEZONE=Europe/Amsterdam
    volumes:
      - n8n_data:/home/node/.n8n
`, V{"a": g.an(32), "b": g.pwURL(), "c": g.an(16)}, "WEBHOOK_URL=https://n8n.acme.io/", "docker.n8n.io/n8nio/n8n:1.81.4")

	g.pipeAdd("pipe/n8n-config-file-cat", `
$ docker exec n8n cat /home/node/.n8n/config
{
	"encryptionKey": "«a»"
}
$ docker logs n8n 2>&1 | tail -2
Editor is now accessible via:
http://localhost:5678
`, V{"a": g.b64(24)}, "http://localhost:5678")

	g.pipeAdd("pipe/n8n-public-api-curl", `
$ curl -s -H "X-N8N-API-KEY: «a»" "https://n8n.acme.io/api/v1/workflows?active=true&limit=2" | jq '.data[] | {id, name}'
{
  "id": "«_w1»",
  "name": "Lead enrichment"
}
{
  "id": "«_w2»",
  "name": "Invoice OCR to Xero"
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","iss":"n8n","aud":"public-api","iat":%d}`, g.uuid(), 1735000000+g.r.IntN(9000000))), "_w1": g.an(16), "_w2": g.an(16)}, `"name": "Invoice OCR to Xero"`)

	g.pipeAdd("pipe/n8n-code-node-hardcoded", `
      "parameters": {
        "jsCode": "const resp = await this.helpers.httpRequest({\n  method: 'GET',\n  url: 'https://api.airtable.com/v0/«_base»/Leads',\n  headers: { Authorization: 'Bearer «a»' },\n  qs: { maxRecords: 100, view: 'Grid view' },\n});\nreturn resp.records.map(r => ({ json: r.fields }));"
      },
      "id": "«_id»",
      "name": "Fetch Airtable leads",
      "type": "n8n-nodes-base.code",
`, V{"_base": "app" + g.an(14), "a": g.airtable(), "_id": g.uuid()}, `"name": "Fetch Airtable leads"`)
}

func (g *G) pipeAutomation() {
	g.pipeAdd("pipe/zapier-cli-zapierrc-and-env", `
$ cat ~/.zapierrc
{
  "deployKey": "«a»"
}
$ zapier env:set 1.4.0 CLIENT_ID=«_cid» CLIENT_SECRET=«b»
The env vars below will be set for version 1.4.0:
┌───────────────┬──────────────────────────────────┐
│ Key           │ Value                            │
├───────────────┼──────────────────────────────────┤
│ CLIENT_ID     │ «_cid» │
│ CLIENT_SECRET │ «b» │
└───────────────┴──────────────────────────────────┘
`, V{"a": g.hex(32), "_cid": g.an(32), "b": g.an(32)}, "zapier env:set 1.4.0")

	g.pipeAdd("pipe/make-blueprint-http-module", `
{
    "name": "Shopify orders → ERP",
    "flow": [
        {
            "id": 1,
            "module": "shopify:watchOrders",
            "version": 3,
            "parameters": {"__IMTCONN__": «_conn», "limit": 10},
            "mapper": {}
        },
        {
            "id": 2,
            "module": "http:ActionSendData",
            "version": 3,
            "parameters": {"handleErrors": false, "useNewZLibDeCompress": true},
            "mapper": {
                "url": "https://erp.acme.de/api/v2/salesorders",
                "method": "post",
                "headers": [
                    {"name": "Authorization", "value": "Basic «a»"},
                    {"name": "X-Tenant", "value": "acme-de"}
                ],
                "bodyType": "raw",
                "contentType": "application/json",
                "data": "{\"external_id\": \"{{1.id}}\"}"
            }
        }
    ],
    "metadata": {"instant": false, "version": 1, "scenario": {"roundtrips": 1, "maxErrors": 3}}
}
`, V{"_conn": g.digits(7), "a": b64s("api:" + g.pw())}, "https://erp.acme.de/api/v2/salesorders", `{"name": "X-Tenant", "value": "acme-de"}`)

	g.pipeAdd("pipe/make-api-token-scenarios", `
$ curl -s -H "Authorization: Token «a»" "https://eu1.make.com/api/v2/scenarios?teamId=«_team»&pg[limit]=3" | jq -c '.scenarios[] | [.id, .name, .isActive]'
[«_s1»,"Shopify orders → ERP",true]
[«_s2»,"Typeform → HubSpot",false]
`, V{"a": g.uuid(), "_team": g.digits(6), "_s1": g.digits(7), "_s2": g.digits(7)}, `"Typeform → HubSpot"`)

	g.pipeAdd("pipe/pipedream-cli-config", `
$ cat ~/.config/pipedream/config
api_key = «a»
org_id = o_«_org»

[profile.work]
api_key = «b»
org_id = o_«_org2»
$ pd list sources
`, V{"a": g.hex(32), "_org": g.an(7), "b": g.hex(32), "_org2": g.an(7)}, "[profile.work]")

	g.pipeAdd("pipe/pipedream-workflow-code-step", `
import { axios } from "@pipedream/platform"

export default defineComponent({
  async run({ steps, $ }) {
    // TODO move to env vars (process.env.MAILERLITE_KEY)
    const MAILERLITE_KEY = "«a»"
    return await axios($, {
      method: "POST",
      url: "https://connect.mailerlite.com/api/subscribers",
      headers: { Authorization: ˋBearer ${MAILERLITE_KEY}ˋ },
      data: { email: steps.trigger.event.body.email, groups: ["«_g»"] },
    })
  },
})
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"4","jti":"%s","iat":%d,"nbf":%d,"sub":"%d","scopes":[]}`, g.hex(80), 1735000000, 1735000000, 100000+g.r.IntN(900000))), "_g": g.digits(17)}, "process.env.MAILERLITE_KEY", "https://connect.mailerlite.com/api/subscribers")

	g.pipeAdd("pipe/step-functions-http-task-headers", `
{
  "Comment": "Push daily totals to the partner API",
  "StartAt": "GetTotals",
  "States": {
    "GetTotals": {
      "Type": "Task",
      "Resource": "arn:aws:states:::athena:startQueryExecution.sync",
      "Parameters": {"QueryString": "SELECT * FROM daily_totals WHERE ds = current_date", "WorkGroup": "primary"},
      "Next": "PushToPartner"
    },
    "PushToPartner": {
      "Type": "Task",
      "Resource": "arn:aws:states:::lambda:invoke",
      "Parameters": {
        "FunctionName": "arn:aws:lambda:eu-west-1:«_acct»:function:http-forwarder",
        "Payload": {
          "url": "https://partner.example.com/v1/totals",
          "headers": {"x-api-key": "«a»"},
          "body.$": "$.QueryExecution"
        }
      },
      "End": true
    }
  }
}
`, V{"_acct": g.digits(12), "a": g.an(40)}, "arn:aws:states:::athena:startQueryExecution.sync", "https://partner.example.com/v1/totals")

	g.pipeAdd("pipe/step-functions-eventbridge-connection", `
$ aws events create-connection --name partner-api \
    --authorization-type API_KEY \
    --auth-parameters '{"ApiKeyAuthParameters":{"ApiKeyName":"x-api-key","ApiKeyValue":"«a»"}}'
{
    "ConnectionArn": "arn:aws:events:eu-west-1:«_acct»:connection/partner-api/«_cid»",
    "ConnectionState": "AUTHORIZED",
    "CreationTime": "2025-03-06T10:21:44.118000+01:00",
    "LastModifiedTime": "2025-03-06T10:21:44.118000+01:00"
}
`, V{"a": g.an(40), "_acct": g.digits(12), "_cid": g.uuid()}, `"ConnectionState": "AUTHORIZED"`)

	g.pipeAdd("pipe/logic-app-http-basic-auth", `
{
  "definition": {
    "$schema": "https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#",
    "actions": {
      "Post_to_legacy_ERP": {
        "type": "Http",
        "inputs": {
          "method": "POST",
          "uri": "https://erp-legacy.acme.local/soap/orders",
          "authentication": {
            "type": "Basic",
            "username": "logicapp",
            "password": "«a»"
          },
          "body": "@triggerBody()"
        },
        "runAfter": {}
      }
    },
    "triggers": {
      "manual": {"type": "Request", "kind": "Http", "inputs": {"schema": {}}}
    },
    "contentVersion": "1.0.0.0"
  }
}
`, V{"a": g.pw()}, "https://erp-legacy.acme.local/soap/orders", `"username": "logicapp"`)

	g.pipeAdd("pipe/logic-app-callback-url-sig", `
$ az rest --method post --uri "https://management.azure.com/subscriptions/«_sub»/resourceGroups/rg-integration/providers/Microsoft.Logic/workflows/la-orders-intake/triggers/manual/listCallbackUrl?api-version=2016-06-01"
{
  "basePath": "https://prod-41.westeurope.logic.azure.com/workflows/«_wf»/triggers/manual/paths/invoke",
  "method": "POST",
  "queries": {
    "api-version": "2016-10-01",
    "sig": "«a»",
    "sp": "/triggers/manual/run",
    "sv": "1.0"
  },
  "value": "https://prod-41.westeurope.logic.azure.com:443/workflows/«_wf»/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
}
`, V{"_sub": g.uuid(), "_wf": g.hex(32), "a": g.b64u(43)}, "la-orders-intake")

	g.pipeAdd("pipe/logic-app-standard-connections-json", `
{
  "serviceProviderConnections": {
    "serviceBus": {
      "parameterValues": {
        "connectionString": "Endpoint=sb://acme-integration.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»"
      },
      "serviceProvider": {"id": "/serviceProviders/serviceBus"},
      "displayName": "sb-integration"
    },
    "sql": {
      "parameterValues": {
        "connectionString": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=logicapp;Password=«b»;Encrypt=True;"
      },
      "serviceProvider": {"id": "/serviceProviders/sql"},
      "displayName": "sql-orders"
    }
  },
  "managedApiConnections": {
    "office365": {
      "api": {"id": "/subscriptions/@appsetting('WORKFLOWS_SUBSCRIPTION_ID')/providers/Microsoft.Web/locations/westeurope/managedApis/office365"},
      "connection": {"id": "/subscriptions/@appsetting('WORKFLOWS_SUBSCRIPTION_ID')/resourceGroups/rg-integration/providers/Microsoft.Web/connections/office365"},
      "connectionRuntimeUrl": "https://«_rt».common.logic-westeurope.azure-apihub.net/apim/office365/«_c»/",
      "authentication": {"type": "ManagedServiceIdentity"}
    }
  }
}
`, V{"a": g.b64(32), "b": g.pw(), "_rt": g.hex(16), "_c": g.hex(32)}, "acme-integration.servicebus.windows.net", `"displayName": "sql-orders"`)

	g.pipeAdd("pipe/power-automate-flow-definition-export", `
$ unzip -p OrderApprovalFlow_20250310.zip Microsoft.Flow/flows/«_f»/definition.json | jq '.properties.definition.actions.Call_pricing_API'
{
  "runAfter": {"Get_item": ["Succeeded"]},
  "type": "Http",
  "inputs": {
    "method": "GET",
    "uri": "https://pricing.acme.com/api/quote/@{triggerBody()?['ItemId']}",
    "headers": {
      "Ocp-Apim-Subscription-Key": "«a»"
    }
  }
}
`, V{"_f": g.uuid(), "a": g.hex(32)}, "OrderApprovalFlow_20250310.zip", "https://pricing.acme.com/api/quote/")

	g.pipeAdd("pipe/power-automate-http-trigger-url", `
Trigger URL for "When a HTTP request is received" (copied from the flow designer):
https://prod-«=n».westeurope.logic.azure.com:443/workflows/«_wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»
`, V{"=n": "118", "_wf": g.hex(32), "a": g.b64u(43)}, `"When a HTTP request is received"`)

	g.pipeAdd("pipe/ifttt-maker-webhook-curl", `
$ curl -X POST -H "Content-Type: application/json" -d '{"value1":"backup ok","value2":"nas01","value3":"1.2 TB"}' https://maker.ifttt.com/trigger/backup_done/json/with/key/«a»
Congratulations! You've fired the backup_done json event
`, V{"a": g.b64u(22)}, "Congratulations! You've fired the backup_done json event")

	g.pipeAdd("pipe/retool-onprem-docker-env", `
# docker.env (Retool self-hosted)
DEPLOYMENT_TEMPLATE_TYPE=docker-compose
NODE_ENV=production
POSTGRES_DB=hammerhead_production
POSTGRES_USER=retool_internal_user
POSTGRES_HOST=postgres
POSTGRES_PORT=5432
POSTGRES_PASSWORD=«a»
JWT_SECRET=«b»
ENCRYPTION_KEY=«c»
LICENSE_KEY=«d»
COOKIE_INSECURE=false
`, V{"a": g.an(64), "b": g.an(64), "c": g.an(64), "d": strings.ToUpper(g.uuid())}, "POSTGRES_DB=hammerhead_production", "DEPLOYMENT_TEMPLATE_TYPE=docker-compose")

	g.pipeAdd("pipe/retool-resource-config-yaml", `
# retool/resources/warehouse.yaml (Source Control)
name: warehouse
type: postgresql
options:
  host: warehouse-replica.acme.lan
  port: "5432"
  databaseName: analytics
  databaseUsername: retool_ro
  databasePassword: «a»
  ssl: true
  disableConversionOfRowsToObjects: false
environment: production
`, V{"a": g.pw()}, "warehouse-replica.acme.lan", "databaseUsername: retool_ro")

	g.pipeAdd("pipe/appsmith-docker-env", `
$ cat stacks/configuration/docker.env
# Sentry
APPSMITH_SENTRY_DSN=
# Set this to a real value to enable smart look
APPSMITH_SMART_LOOK_ID=

APPSMITH_ENCRYPTION_PASSWORD=«a»
APPSMITH_ENCRYPTION_SALT=«b»
APPSMITH_DB_URL=mongodb://appsmith:«c»@localhost/appsmith?retryWrites=true&authSource=admin
APPSMITH_REDIS_URL=redis://127.0.0.1:6379
APPSMITH_MAIL_ENABLED=true
APPSMITH_MAIL_HOST=smtp.mailgun.org
APPSMITH_MAIL_USERNAME=postmaster@mg.acme.io
APPSMITH_MAIL_PASSWORD=«d»
`, V{"a": g.an(8), "b": g.an(8), "c": g.an(24), "d": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "APPSMITH_REDIS_URL=redis://127.0.0.1:6379", "postmaster@mg.acme.io")

	g.pipeAdd("pipe/appsmith-datasource-export-json", `
      "datasourceList": [
        {
          "name": "Orders DB",
          "pluginId": "postgres-plugin",
          "datasourceConfiguration": {
            "connection": {"mode": "READ_WRITE", "ssl": {"authType": "DEFAULT"}},
            "endpoints": [{"host": "orders-db.acme.lan", "port": 5432}],
            "authentication": {
              "authenticationType": "dbAuth",
              "username": "appsmith",
              "password": "«a»",
              "databaseName": "orders"
            }
          },
          "gitSyncId": "«_gs»"
        }
      ],
`, V{"a": g.pwStrong(), "_gs": g.hex(24) + "_" + g.uuid()}, `"pluginId": "postgres-plugin"`, "orders-db.acme.lan")

	g.pipeAdd("pipe/workato-connector-sdk-settings", `
$ cat settings.yaml
# workato exec --settings=settings.yaml (settings.yaml.enc is committed, this one is not)
domain: acme-sandbox.myshopify.com
api_key: «a»
api_secret: «b»
access_token: «c»
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.shpat()}, "settings.yaml.enc is committed", "acme-sandbox.myshopify.com")
}

func (g *G) pipeBI() {
	g.pipeAdd("pipe/metabase-api-add-database", `
$ curl -s -X POST https://metabase.acme.io/api/database \
    -H "x-api-key: «a»" -H 'Content-Type: application/json' \
    -d '{"engine":"postgres","name":"Orders replica","details":{"host":"orders-replica.acme.lan","port":5432,"dbname":"orders","user":"metabase","password":"«b»","ssl":true,"tunnel-enabled":false},"is_full_sync":true}' | jq '{id, name, engine, details}'
{
  "id": 7,
  "name": "Orders replica",
  "engine": "postgres",
  "details": {
    "host": "orders-replica.acme.lan",
    "port": 5432,
    "dbname": "orders",
    "user": "metabase",
    "password": "**MetabasePass**",
    "ssl": true,
    "tunnel-enabled": false
  }
}
`, V{"a": g.dtMBKey(), "b": g.pw()}, `"password": "**MetabasePass**"`, "orders-replica.acme.lan")

	g.pipeAdd("pipe/metabase-env-db-connection-uri", `
MB_DB_CONNECTION_URI="postgres://metabase-app.«_r».eu-west-1.rds.amazonaws.com:5432/metabase?user=metabase&password=«a»&sslmode=require"
MB_ENCRYPTION_SECRET_KEY=«b»
MB_SITE_URL=https://metabase.acme.io
MB_JETTY_PORT=3000
`, V{"_r": g.s(alLowNum, 12), "a": g.pwURL(), "b": g.b64(32)}, "MB_SITE_URL=https://metabase.acme.io")

	g.pipeAdd("pipe/superset-database-import-yaml", `
$ unzip -p dashboard_export_20250312T101112.zip dashboard_export_20250312T101112/databases/Analytics_Warehouse.yaml
database_name: Analytics Warehouse
sqlalchemy_uri: snowflake://SUPERSET_RO:XXXXXXXXXX@«_acct»/ANALYTICS/MARTS?warehouse=BI_WH&role=BI_READER
cache_timeout: null
expose_in_sqllab: true
allow_run_async: true
allow_ctas: false
allow_cvas: false
allow_dml: false
allow_file_upload: false
extra:
  allows_virtual_table_explore: true
uuid: «_u»
version: 1.0.0
$ cat passwords.json
{"databases/Analytics_Warehouse.yaml": "«a»"}
$ superset import-dashboards -p dashboard_export_20250312T101112.zip -u admin
`, V{"_acct": g.dtLocator(), "_u": g.uuid(), "a": g.pwStrong()}, "SUPERSET_RO:XXXXXXXXXX@", "database_name: Analytics Warehouse")

	g.pipeAdd("pipe/superset-config-py-secret-key", `
# superset_config.py
import os

SECRET_KEY = "«a»"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:«b»@superset-db:5432/superset"

FEATURE_FLAGS = {"ENABLE_TEMPLATE_PROCESSING": True, "DASHBOARD_RBAC": True}
MAPBOX_API_KEY = os.getenv("MAPBOX_API_KEY", "")
SMTP_HOST = "smtp.office365.com"
SMTP_USER = "superset@acme.com"
SMTP_PASSWORD = "«c»"
SMTP_MAIL_FROM = "superset@acme.com"
`, V{"a": g.b64(42), "b": g.pwURL(), "c": g.pw()}, `MAPBOX_API_KEY = os.getenv("MAPBOX_API_KEY", "")`, `"ENABLE_TEMPLATE_PROCESSING": True`)

	g.pipeAdd("pipe/redash-create-data-source", `
$ curl -s -X POST "https://redash.acme.io/api/data_sources" \
    -H "Authorization: Key «a»" \
    -d '{"name":"ClickHouse events","type":"clickhouse","options":{"url":"https://«_h».clickhouse.cloud:8443","dbname":"events","user":"redash","password":"«b»","timeout":60}}'
{"id": 12, "name": "ClickHouse events", "type": "clickhouse", "syntax": "sql", "paused": 0, "pause_reason": null, "options": {"url": "https://«_h».clickhouse.cloud:8443", "dbname": "events", "user": "redash", "password": "--------", "timeout": 60}}
`, V{"a": g.an(40), "_h": g.s(alLowNum, 10), "b": g.an(16) + "~" + g.an(4)}, `"password": "--------"`)

	g.pipeAdd("pipe/great-expectations-yml-datasources", `
# gx/great_expectations.yml
config_version: 3.0
datasources:
  warehouse:
    class_name: Datasource
    module_name: great_expectations.datasource
    execution_engine:
      class_name: SqlAlchemyExecutionEngine
      module_name: great_expectations.execution_engine
      connection_string: postgresql+psycopg2://gx_validator:«a»@dwh.acme.lan:5432/analytics
    data_connectors:
      default_runtime_data_connector_name:
        class_name: RuntimeDataConnector
        batch_identifiers:
          - default_identifier_name
stores:
  expectations_store:
    class_name: ExpectationsStore
    store_backend:
      class_name: TupleFilesystemStoreBackend
      base_directory: expectations/
`, V{"a": g.pwURL()}, "default_identifier_name", "class_name: SqlAlchemyExecutionEngine")

	g.pipeAdd("pipe/gx-v1-add-snowflake-datasource", `
import great_expectations as gx

context = gx.get_context(mode="file")
ds = context.data_sources.add_or_update_snowflake(
    name="snowflake_raw",
    connection_string="snowflake://GX_USER:«a»@«_acct»/RAW/PUBLIC?warehouse=GX_WH&role=GX_ROLE",
)
asset = ds.add_table_asset(name="orders", table_name="ORDERS")
batch_def = asset.add_batch_definition_whole_table("full")
`, V{"a": g.pwURL(), "_acct": g.dtLocator()}, `add_batch_definition_whole_table("full")`, `name="snowflake_raw"`)

	g.pipeAdd("pipe/lightdash-warehouse-connection-api", `
PATCH /api/v1/projects/«_p»/warehouse-credentials HTTP/1.1
Host: app.lightdash.cloud
Authorization: ApiKey ldpat_«a»
Content-Type: application/json

{"type":"bigquery","project":"acme-dw","dataset":"marts","location":"EU","keyfileContents":{"type":"service_account","project_id":"acme-dw","private_key_id":"«_kid»","private_key":"«b»","client_email":"lightdash@acme-dw.iam.gserviceaccount.com"},"timeoutSeconds":300,"priority":"interactive","retries":3}
`, V{"_p": g.uuid(), "a": g.hex(32), "_kid": g.hex(40), "b": jsonEsc(g.pkcs8RSAPEM().block())}, "lightdash@acme-dw.iam.gserviceaccount.com")
}

func (g *G) pipeBackup() {
	g.pipeAdd("pipe/rclone-conf-sftp-b2-crypt", `
$ rclone config file
Configuration file is stored at:
/home/kim/.config/rclone/rclone.conf
$ cat /home/kim/.config/rclone/rclone.conf
[nas]
type = sftp
host = nas.home.arpa
user = kim
port = 22
pass = «a»
shell_type = unix
md5sum_command = md5sum
sha1sum_command = sha1sum

[b2]
type = b2
account = «_acc»
key = «b»
hard_delete = true

[b2-crypt]
type = crypt
remote = b2:kim-backups/crypt
filename_encryption = standard
directory_name_encryption = true
password = «c»
password2 = «d»
`, V{"a": g.pipeObscure(), "_acc": "005" + g.hex(22), "b": "K005" + g.s(alAlnum+"/+", 27), "c": g.pipeObscure(), "d": g.pipeObscure()}, "remote = b2:kim-backups/crypt", "md5sum_command = md5sum")

	g.pipeAdd("pipe/rclone-config-create-s3-command", `
$ rclone config create wasabi s3 provider=Wasabi access_key_id=«a» secret_access_key=«b» endpoint=s3.eu-central-2.wasabisys.com
[wasabi]
type = s3
provider = Wasabi
access_key_id = «a»
secret_access_key = «b»
endpoint = s3.eu-central-2.wasabisys.com
`, V{"a": g.s(alUpNum, 20), "b": g.s(alAlnum, 40)}, "endpoint = s3.eu-central-2.wasabisys.com", "provider = Wasabi")

	g.pipeAdd("pipe/rclone-obscure-and-env-remote", `
$ rclone obscure '«a»'
«b»
$ export RCLONE_CONFIG_WEBDAV_TYPE=webdav
$ export RCLONE_CONFIG_WEBDAV_URL=https://cloud.kim.example/remote.php/dav/files/kim/
$ export RCLONE_CONFIG_WEBDAV_VENDOR=nextcloud
$ export RCLONE_CONFIG_WEBDAV_USER=kim
$ export RCLONE_CONFIG_WEBDAV_PASS=«b»
$ rclone lsd webdav:
          -1 2025-02-11 20:14:09        -1 Photos
          -1 2025-03-01 08:02:44        -1 Documents
`, V{"a": g.pw(), "b": g.pipeObscure()}, "RCLONE_CONFIG_WEBDAV_VENDOR=nextcloud", "https://cloud.kim.example/remote.php/dav/files/kim/")

	g.pipeAdd("pipe/rclone-gdrive-token-json", `
[gdrive]
type = drive
client_id = «_cid».apps.googleusercontent.com
client_secret = «a»
scope = drive
token = {"access_token":"«b»","token_type":"Bearer","refresh_token":"«c»","expiry":"2025-03-12T11:42:19.0947181+01:00"}
team_drive = 
root_folder_id = «_root»
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.ya29(), "c": g.gRefresh(), "_root": "0A" + g.b64u(17)}, "scope = drive")

	g.pipeAdd("pipe/restic-env-file-s3", `
$ sudo cat /etc/restic/env
RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/homelab-restic
RESTIC_PASSWORD=«a»
AWS_ACCESS_KEY_ID=«b»
AWS_SECRET_ACCESS_KEY=«c»
RESTIC_CACHE_DIR=/var/cache/restic
$ sudo -E bash -c 'source /etc/restic/env && restic snapshots --latest 1'
repository «_repo» opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
------------------------------------------------------------------
«_snap»  2025-03-12 02:00:07  nas01       nightly     /srv/data
------------------------------------------------------------------
1 snapshots
`, V{"a": g.pwStrong(), "b": "003" + g.hex(22), "c": "K003" + g.s(alAlnum+"/+", 27), "_repo": g.hex(8), "_snap": g.hex(8)}, "RESTIC_CACHE_DIR=/var/cache/restic", "s3:https://s3.eu-central-003.backblazeb2.com/homelab-restic")

	g.pipeAdd("pipe/restic-rest-server-url-creds", `
$ restic -r rest:https://backup:«a»@restic.home.arpa:8000/laptop/ --password-file ~/.config/restic/pw backup ~/Documents
repository «_repo» opened (version 2, compression level auto)
using parent snapshot «_snap»
Files:          12 new,    40 changed, 18211 unmodified
Added to the repository: 48.211 MiB (41.003 MiB stored)
snapshot «_snap2» saved
$ cat ~/.config/restic/pw
«b»
`, V{"a": g.pwURL(), "_repo": g.hex(8), "_snap": g.hex(8), "_snap2": g.hex(8), "b": g.seedPhrase(6)}, "~/.config/restic/pw", "18211 unmodified")

	g.pipeAdd("pipe/borg-systemd-service-passphrase", `
# /etc/systemd/system/borg-backup.service
[Unit]
Description=Borg backup to Hetzner storage box
After=network-online.target

[Service]
Type=oneshot
Environment=BORG_REPO=ssh://u«_u»@u«_u».your-storagebox.de:23/./borg/web01
Environment=BORG_PASSPHRASE=«a»
Environment=BORG_RSH="ssh -i /root/.ssh/storagebox_ed25519"
ExecStart=/usr/bin/borg create --stats --compression zstd,6 ::{hostname}-{now} /etc /var/www /home
ExecStartPost=/usr/bin/borg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 6
`, V{"_u": g.digits(6), "a": g.pw()}, "/root/.ssh/storagebox_ed25519", "Description=Borg backup to Hetzner storage box")

	g.pipeAdd("pipe/borg-key-export-paper", `
$ borg key export ssh://u«_u»@u«_u».your-storagebox.de:23/./borg/web01 /dev/stdout
BORG_KEY «_id»
«a»
`, V{"_u": g.digits(6), "_id": g.hex(64), "a": wrap("hqlhbGdvcml0aG2mc2hhMjU2pGRhdGHaAZ4"+g.s(alB64, 560)+"=", 76)}, "borg key export")

	g.pipeAdd("pipe/borgmatic-config-yaml", `
# /etc/borgmatic/config.yaml
source_directories:
    - /home
    - /etc
    - /var/lib/postgresql/dumps
repositories:
    - path: ssh://borg@backup.home.arpa/./web01.borg
      label: local-nas
    - path: ssh://«_r»@«_r».repo.borgbase.com/./repo
      label: borgbase
encryption_passphrase: "«a»"
compression: auto,zstd
keep_daily: 7
keep_weekly: 4
postgresql_databases:
    - name: all
      username: postgres
      password: «b»
healthchecks:
    ping_url: https://hc-ping.com/«_hc»
`, V{"_r": g.s(alLowNum, 8), "a": g.seedPhrase(5), "b": g.pw(), "_hc": g.uuid()}, "/var/lib/postgresql/dumps", "compression: auto,zstd")

	g.pipeAdd("pipe/duplicati-cli-backup-command", `
$ duplicati-cli backup "ftps://backup.hosting.example:21/duplicati/office?auth-username=office01&auth-password=«a»" /srv/shares/ \
    --passphrase="«b»" \
    --backup-name="Office shares" \
    --dblock-size=50MB \
    --keep-time=6M \
    --encryption-module=aes \
    --send-mail-url=smtp://smtp.office365.com:587/?starttls=always \
    --send-mail-username=alerts@office.example --send-mail-password="«c»"
Backup started at 12/03/2025 22:00:04
Checking remote backup ...
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.pw()}, "--backup-name=\"Office shares\"", "alerts@office.example")

	g.pipeAdd("pipe/duplicati-export-json", `
{
  "CreatedByVersion": "2.1.0.2",
  "Schedule": {"ID": 1, "Tags": ["ID=1"], "Time": "2025-03-13T01:00:00Z", "Repeat": "1D", "Rule": "AllowedWeekDays=Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday"},
  "Backup": {
    "ID": "1",
    "Name": "Photos to OneDrive",
    "TargetURL": "onedrivev2://Backups/Photos?authid=«a»",
    "Settings": [
      {"Filter": "", "Name": "encryption-module", "Value": "aes"},
      {"Filter": "", "Name": "passphrase", "Value": "«b»"},
      {"Filter": "", "Name": "dblock-size", "Value": "50mb"}
    ],
    "Sources": ["/data/photos/"]
  }
}
`, V{"a": g.hex(32) + "%3A" + g.b64u(40), "b": g.pw()}, `"Name": "Photos to OneDrive"`, `"CreatedByVersion": "2.1.0.2"`)

	g.pipeAdd("pipe/syncthing-config-xml", `
<configuration version="37">
    <folder id="«_fid»" label="Documents" path="/home/kim/Documents" type="sendreceive" rescanIntervalS="3600" fsWatcherEnabled="true">
        <device id="«_d1»" introducedBy=""></device>
        <device id="«_d2»" introducedBy=""></device>
    </folder>
    <device id="«_d2»" name="nas01" compression="metadata" introducer="false" skipIntroductionRemovals="false" introducedBy="">
        <address>tcp://192.168.1.20:22000</address>
    </device>
    <gui enabled="true" tls="true" debugging="false">
        <address>0.0.0.0:8384</address>
        <user>kim</user>
        <password>«_h»</password>
        <apikey>«a»</apikey>
        <theme>default</theme>
    </gui>
</configuration>
`, V{"_fid": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5), "_d1": g.pipeSyncthingID(), "_d2": g.pipeSyncthingID(), "_h": "$2a$10$" + g.s(alAlnum+"./", 53), "a": g.an(32)}, "tcp://192.168.1.20:22000", `label="Documents"`)

	g.pipeAdd("pipe/syncthing-rest-api-curl", `
$ curl -s -H "X-API-Key: «a»" http://127.0.0.1:8384/rest/system/status | jq '{myID, uptime}'
{
  "myID": "«_id»",
  "uptime": 418223
}
`, V{"a": g.an(32), "_id": g.pipeSyncthingID()}, "/rest/system/status")

	g.pipeAdd("pipe/kopia-repository-connect", `
$ kopia repository connect s3 --bucket=kopia-laptop --endpoint=s3.fr-par.scw.cloud --region=fr-par \
    --access-key=«a» --secret-access-key=«b» --password='«c»'
Connected to repository.

NOTICE: Kopia will check for updates on GitHub every 7 days, starting 24 hours after first use.
`, V{"a": "SCW" + g.s(alUpNum, 17), "b": g.uuid(), "c": g.pwStrong()}, "--endpoint=s3.fr-par.scw.cloud", "Connected to repository.")

	g.pipeAdd("pipe/duplicity-cron-script", `
#!/bin/sh
# /usr/local/bin/offsite-backup.sh
export PASSPHRASE='«a»'
export FTP_PASSWORD='«b»'
duplicity --full-if-older-than 1M --encrypt-key «_fp» /var/www sftp://backup@offsite.example.net/www
duplicity remove-older-than 6M --force sftp://backup@offsite.example.net/www
unset PASSPHRASE FTP_PASSWORD
`, V{"a": g.pw(), "b": g.pwStrong(), "_fp": strings.ToUpper(g.hex(40))}, "sftp://backup@offsite.example.net/www", "--full-if-older-than 1M")
}

func (g *G) pipeCron() {
	g.pipeAdd("pipe/crontab-l-sync-jobs", `
$ crontab -l
# m h  dom mon dow   command
MAILTO=ops@acme.io
15 2 * * * /usr/local/bin/rclone sync /srv/exports b2-crypt:exports --log-file /var/log/rclone-exports.log
30 2 * * * mysqldump -u backup -p'«a»' --single-transaction --all-databases | gzip > /backups/mysql-$(date +\%F).sql.gz
0 6 * * 1 curl -fsS -X POST https://maker.ifttt.com/trigger/weekly_report/with/key/«b» >/dev/null
*/10 * * * * curl -fsS -m 10 --retry 5 https://hc-ping.com/«_hc» >/dev/null
`, V{"a": g.pw(), "b": g.b64u(22), "_hc": g.uuid()}, "MAILTO=ops@acme.io", "b2-crypt:exports")

	g.pipeAdd("pipe/cron-d-airbyte-trigger-sync", `
# /etc/cron.d/airbyte-hourly
SHELL=/bin/bash
AIRBYTE_URL=http://airbyte.internal:8000
0 * * * * etl curl -s -u airbyte:«a» -X POST "$AIRBYTE_URL/api/v1/connections/sync" -H 'Content-Type: application/json' -d '{"connectionId":"«_c»"}' >> /var/log/airbyte-trigger.log 2>&1
`, V{"a": g.pw(), "_c": g.uuid()}, "AIRBYTE_URL=http://airbyte.internal:8000", "/var/log/airbyte-trigger.log")

	g.pipeAdd("pipe/cron-dbt-run-with-env", `
$ sudo cat /var/spool/cron/crontabs/dbt
PATH=/home/dbt/.venv/bin:/usr/bin:/bin
DBT_PROFILES_DIR=/home/dbt/.dbt
SNOWFLAKE_PASSWORD=«a»
SLACK_WEBHOOK=«b»
0 5 * * * cd /home/dbt/analytics && dbt build --target prod > /tmp/dbt.log 2>&1 || curl -s -X POST -H 'Content-type: application/json' --data '{"text":"dbt nightly failed"}' $SLACK_WEBHOOK
`, V{"a": g.pw(), "b": "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)}, "DBT_PROFILES_DIR=/home/dbt/.dbt", `{"text":"dbt nightly failed"}`)

	g.pipeAdd("pipe/k8s-cronjob-meltano-inline-env", `
apiVersion: batch/v1
kind: CronJob
metadata:
  name: meltano-el-hubspot
  namespace: data
spec:
  schedule: "20 */4 * * *"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: meltano
              image: registry.acme.io/data/meltano:2025.03.1
              args: ["run", "tap-hubspot", "target-snowflake"]
              env:
                - name: TAP_HUBSPOT_ACCESS_TOKEN
                  value: «a»
                - name: TARGET_SNOWFLAKE_PASSWORD
                  valueFrom:
                    secretKeyRef:
                      name: snowflake-loader
                      key: password
                - name: MELTANO_STATE_BACKEND_URI
                  value: s3://«b»:«c»@acme-meltano-state/hubspot
`, V{"a": g.hubspot(), "b": g.awsID(), "c": pipeQ(g.awsSecret())}, "name: snowflake-loader", "registry.acme.io/data/meltano:2025.03.1")

	g.pipeAdd("pipe/cron-mail-output-leak", `
From: root@etl01.acme.lan (Cron Daemon)
To: ops@acme.io
Subject: Cron <etl@etl01> /opt/etl/bin/nightly_export.sh
Content-Type: text/plain; charset=UTF-8
X-Cron-Env: <SHELL=/bin/sh>
X-Cron-Env: <HOME=/home/etl>
X-Cron-Env: <EXPORT_SFTP_PASS=«a»>
X-Cron-Env: <LOGNAME=etl>

+ lftp -u partner_acme,«a» sftp://sftp.partner.example -e 'mput /data/out/*.csv; bye'
mput: Access failed: /data/out/*.csv: No such file or directory
`, V{"a": g.pwURL()}, "Subject: Cron <etl@etl01> /opt/etl/bin/nightly_export.sh", "X-Cron-Env: <LOGNAME=etl>")

	g.pipeAdd("pipe/systemd-timer-n8n-backup-unit", `
$ systemctl cat n8n-backup.service
# /etc/systemd/system/n8n-backup.service
[Unit]
Description=Export n8n workflows to git

[Service]
Type=oneshot
User=n8n
Environment="N8N_API_KEY=«a»"
Environment="GIT_REMOTE=https://oauth2:«b»@gitlab.acme.io/automation/n8n-workflows.git"
ExecStart=/opt/n8n-backup/export.sh
`, V{"a": "n8n_api_" + g.hex(40), "b": g.glpat()}, "gitlab.acme.io/automation/n8n-workflows.git", "Description=Export n8n workflows to git")
}

func (g *G) pipeMore() {
	g.pipeAdd("pipe/adf-linked-service-json", `
{
    "name": "LS_OnPrem_SqlServer",
    "properties": {
        "annotations": [],
        "type": "SqlServer",
        "typeProperties": {
            "connectionString": "Integrated Security=False;Data Source=SQLERP01;Initial Catalog=ERP;User ID=adf_reader",
            "password": {
                "type": "SecureString",
                "value": "«a»"
            }
        },
        "connectVia": {
            "referenceName": "SHIR-Corp",
            "type": "IntegrationRuntimeReference"
        }
    }
}
`, V{"a": g.pw()}, `"referenceName": "SHIR-Corp"`, "LS_OnPrem_SqlServer")

	g.pipeAdd("pipe/adf-linked-service-blob-connection-string", `
$ az datafactory linked-service show --factory-name adf-acme-prod --resource-group rg-data --name LS_Blob_Landing --query properties.typeProperties
{
  "connectionString": "DefaultEndpointsProtocol=https;AccountName=acmelanding;AccountKey=«a»;EndpointSuffix=core.windows.net",
  "encryptedCredential": "«_enc»"
}
`, V{"a": g.azStorage(), "_enc": "ew0KICAiVmVyc2lvbiI6ICIyMDE3LTExLTMwIiwNCiAgIlByb3RlY3Rpb25Nb2RlIjogIktleSIsDQogICJTZWNyZXRDb250ZW50VHlwZSI6ICJQbGFpbnRleHQiLA0K" + g.s(alB64, 200)}, "--factory-name adf-acme-prod")

	g.pipeAdd("pipe/dlt-secrets-toml", `
$ cat .dlt/secrets.toml
[sources.pipedrive]
pipedrive_api_key = "«a»"

[sources.sql_database.credentials]
drivername = "mysql+pymysql"
database = "shop"
username = "dlt_reader"
password = "«b»"
host = "shop-db.acme.lan"
port = 3306

[destination.bigquery.credentials]
project_id = "acme-dw"
private_key = "«c»"
client_email = "dlt-loader@acme-dw.iam.gserviceaccount.com"
`, V{"a": g.hex(40), "b": g.pwStrong(), "c": jsonEsc(g.pkcs8RSAPEM().block())}, "dlt-loader@acme-dw.iam.gserviceaccount.com", `drivername = "mysql+pymysql"`)

	g.pipeAdd("pipe/dataform-credentials-json", `
$ cat .df-credentials.json
{
    "projectId": "acme-dw",
    "credentials": "{\"type\":\"service_account\",\"project_id\":\"acme-dw\",\"private_key_id\":\"«_kid»\",\"private_key\":\"«a»\",\"client_email\":\"dataform@acme-dw.iam.gserviceaccount.com\",\"client_id\":\"«_cid»\"}",
    "location": "EU"
}
`, V{"_kid": g.hex(40), "a": strings.ReplaceAll(jsonEsc(g.pkcs8RSAPEM().block()), `\n`, `\\n`), "_cid": g.digits(21)}, "dataform@acme-dw.iam.gserviceaccount.com")

	g.pipeAdd("pipe/sqlmesh-config-yaml-gateways", `
gateways:
  local:
    connection:
      type: duckdb
      database: db.duckdb
  prod:
    connection:
      type: postgres
      host: pg-dw.acme.lan
      user: sqlmesh
      password: «a»
      port: 5432
      database: dw
    state_connection:
      type: postgres
      host: pg-state.acme.lan
      user: sqlmesh_state
      password: «b»
      port: 5432
      database: sqlmesh_state
default_gateway: local
model_defaults:
  dialect: postgres
`, V{"a": g.pw(), "b": g.pwURL()}, "database: sqlmesh_state", "default_gateway: local")

	g.pipeAdd("pipe/sling-env-yaml", `
$ cat ~/.sling/env.yaml
connections:
  MSSQL_ERP:
    type: sqlserver
    url: sqlserver://sling:«a»@sqlerp01.corp.acme.local:1433?database=ERP&encrypt=true
  R2_LAKE:
    type: s3
    bucket: acme-lake
    access_key_id: «b»
    secret_access_key: «c»
    endpoint: https://«_acc».r2.cloudflarestorage.com
variables: {}
$ sling conns test MSSQL_ERP
9:41AM INF success!
`, V{"a": g.pwURL(), "b": g.hex(32), "c": g.hex(64), "_acc": g.hex(32)}, "sling conns test MSSQL_ERP", "bucket: acme-lake")

	g.pipeAdd("pipe/hightouch-census-api-tokens", `
$ export HIGHTOUCH_API_TOKEN=«a»
$ curl -s -H "Authorization: Bearer $HIGHTOUCH_API_TOKEN" https://api.hightouch.com/api/v1/syncs/«_s»/trigger -X POST
{"id":"«_run»"}
$ curl -s -u ":«b»" https://app.getcensus.com/api/v1/syncs/«_cs»/trigger -X POST
{"status":"success","data":{"sync_run_id":«_cr»}}
`, V{"a": g.uuid(), "_s": g.digits(6), "_run": g.digits(8), "b": "secret-token:" + g.an(24), "_cs": g.digits(5), "_cr": g.digits(8)}, "https://api.hightouch.com/api/v1/syncs/")

	g.pipeAdd("pipe/aws-glue-create-connection-jdbc", `
$ aws glue create-connection --connection-input '{
    "Name": "oracle-erp",
    "ConnectionType": "JDBC",
    "ConnectionProperties": {
        "JDBC_CONNECTION_URL": "jdbc:oracle:thin://@erp-db.corp.acme.local:1521/ERPPDB",
        "USERNAME": "GLUE_RO",
        "PASSWORD": "«a»",
        "JDBC_ENFORCE_SSL": "false"
    },
    "PhysicalConnectionRequirements": {"SubnetId": "subnet-«_sn»", "SecurityGroupIdList": ["sg-«_sg»"], "AvailabilityZone": "eu-west-1a"}
}'
`, V{"a": g.pw(), "_sn": g.hex(17), "_sg": g.hex(17)}, "jdbc:oracle:thin://@erp-db.corp.acme.local:1521/ERPPDB")

	g.pipeAdd("pipe/aws-dms-create-endpoint", `
$ aws dms create-endpoint --endpoint-identifier src-mysql-shop --endpoint-type source --engine-name mysql \
    --username dms_user --password '«a»' --server-name shop-db.acme.lan --port 3306
{
    "Endpoint": {
        "EndpointIdentifier": "src-mysql-shop",
        "EndpointType": "SOURCE",
        "EngineName": "mysql",
        "Username": "dms_user",
        "ServerName": "shop-db.acme.lan",
        "Port": 3306,
        "Status": "active",
        "EndpointArn": "arn:aws:dms:eu-west-1:«_acct»:endpoint:«_ep»"
    }
}
`, V{"a": g.pwStrong(), "_acct": g.digits(12), "_ep": g.s(alUpNum, 26)}, `"EndpointIdentifier": "src-mysql-shop"`)

	g.pipeAdd("pipe/estuary-flow-capture-yaml", `
captures:
  acme/orders/source-postgres:
    endpoint:
      connector:
        image: ghcr.io/estuary/source-postgres:dev
        config:
          address: orders-db.acme.net:5432
          database: orders
          user: flow_capture
          password: «a»
          advanced:
            publicationName: flow_publication
            slotName: flow_slot
    bindings:
      - resource:
          namespace: public
          stream: orders
        target: acme/orders/orders
`, V{"a": g.pw()}, "ghcr.io/estuary/source-postgres:dev", "slotName: flow_slot")
}

func (g *G) pipeChat() {
	g.pipeAdd("pipe/chat-agent-debug-kafka-connect", `
user: the pg sink keeps failing with "password authentication failed for user kconnect", here's what I have

    "connection.user": "kconnect",
    "connection.password": "«a»",

assistant: The connector config looks right; the failure usually means the role's password on the database side differs. I'd check it with psql -h pg-dw.acme.internal -U kconnect, and then move the value into a FileConfigProvider reference such as ${file:/opt/connect/secrets.properties:pg.password} instead of keeping it inline.
`, V{"a": g.pw()}, "${file:/opt/connect/secrets.properties:pg.password}", "psql -h pg-dw.acme.internal -U kconnect")

	g.pipeAdd("pipe/chat-agent-rotated-airbyte-password", `
I rotated the replication user's password on orders-replica and updated the Airbyte source (sourceId «_sid»). New value is «a» — the connection check passes now and the next sync is scheduled for 14:00 UTC. Remember to update the 1Password item "Airbyte – orders replica" as well.
`, V{"_sid": g.uuid(), "a": g.pwStrong()}, `"Airbyte – orders replica"`)

	g.pipeAdd("pipe/chat-user-pastes-n8n-cred", `
> why does my n8n Postgres node say "no pg_hba.conf entry"? creds are host=10.8.0.14 user=n8n_app password=«a» db=crm
That error comes from the server's access rules rather than the password: pg_hba.conf has no line that lets 10.8.0.0/24 connect to crm as n8n_app with md5/scram.
`, V{"a": g.pw()}, "host=10.8.0.14 user=n8n_app", "pg_hba.conf")

	g.pipeAdd("pipe/chat-dbt-cloud-token-in-ticket", `
JIRA DATA-4127 — dbt Cloud job 84112 fails on "Invalid token"
Description:
  The CI webhook uses the service token below, which was created by Priya before she left:
    «a»
  Please replace with a token owned by the data-platform group.
Labels: dbt-cloud, ci
`, V{"a": g.dtDbtc()}, "JIRA DATA-4127", "dbt Cloud job 84112")

	g.pipeAdd("pipe/chat-confluent-key-slack", `
[09:12] nadia: new ccloud key for the flink job: «_k» / «a»
[09:13] tom: thx, putting it in the flink-secrets k8s secret now
[09:13] tom: can you delete the old one (the one starting with «_old»)?
`, V{"_k": g.dtCCKey(), "a": g.dtCCSecret(), "_old": g.s(alUpNum, 6)}, "flink-secrets k8s secret")

	g.pipeAdd("pipe/chat-agent-summary-rclone", `
Summary of what I changed:
- Added a [hetzner] sftp remote to ~/.config/rclone/rclone.conf (user u«_u», password stored obscured as «a»)
- Switched the nightly job to 'rclone sync /srv/media hetzner:media --transfers 8'
- Kept the existing [b2-crypt] remote untouched
`, V{"_u": g.digits(6), "a": g.pipeObscure()}, "rclone sync /srv/media hetzner:media --transfers 8")

	g.pipeAdd("pipe/chat-airflow-fernet-regenerate", `
user: I regenerated the fernet key and now every connection fails to decrypt
assistant: Airflow needs the old key to read what was encrypted with it. Put both keys in the setting, new first, then run rotate:

    AIRFLOW__CORE__FERNET_KEY=«a»,«b»
    airflow rotate-fernet-key

After that you can drop the old one («b») from the variable.
`, V{"a": g.dtFernet(), "b": g.dtFernet()}, "airflow rotate-fernet-key")

	g.pipeAdd("pipe/chat-node-red-mqtt-question", `
Node-RED shows "connection refused: not authorised" for my broker node. Settings: server 192.168.1.20, port 1883, username nodered, password «a». mosquitto.log says "Client nodered-7f3a disconnected, not authorised."
`, V{"a": g.pw()}, "mosquitto.log", `"Client nodered-7f3a disconnected, not authorised."`)

	g.pipeAdd("pipe/chat-fivetran-key-secret-email", `
Hi team,

the Fivetran API credentials for the Terraform workspace are:

  API key:    «_k»
  API secret: «a»

They belong to the "terraform-automation" system key (Account Administrator role). Please don't paste them in Slack.

Thanks, Lars
`, V{"_k": g.an(16), "a": g.an(32)}, `"terraform-automation" system key`)

	g.pipeAdd("pipe/chat-restic-password-lost", `
user: restic says "Fatal: wrong password or no key found" on the NAS repo. The password in my notes is «a», is the repo gone?
assistant: Not necessarily. Check that RESTIC_REPOSITORY points at the same bucket path, and that no RESTIC_PASSWORD_FILE overrides what you pass; restic tries every key in keys/ against the password you give.
`, V{"a": g.pw()}, `"Fatal: wrong password or no key found"`, "RESTIC_PASSWORD_FILE")
}

func (g *G) pipeBenign() {
	g.pipeAdd("pipe/benign-airbyte-connection-list", `
$ curl -s -H "Authorization: Bearer $AIRBYTE_TOKEN" "https://api.airbyte.com/v1/connections?workspaceIds=«_ws»" | jq '.data[] | {connectionId, name, status, sourceId, destinationId}'
{
  "connectionId": "«_c1»",
  "name": "Postgres → Snowflake",
  "status": "active",
  "sourceId": "«_s1»",
  "destinationId": "«_d1»"
}
{
  "connectionId": "«_c2»",
  "name": "Stripe → Snowflake",
  "status": "inactive",
  "sourceId": "«_s2»",
  "destinationId": "«_d1»"
}
`, V{"_ws": g.uuid(), "_c1": g.uuid(), "_s1": g.uuid(), "_d1": g.uuid(), "_c2": g.uuid(), "_s2": g.uuid()}, "Stripe → Snowflake")

	g.pipeAdd("pipe/benign-airbyte-job-status", `
$ curl -s -H "Authorization: Bearer $AIRBYTE_TOKEN" https://api.airbyte.com/v1/jobs/«_j»
{"jobId":«_j»,"status":"succeeded","jobType":"sync","startTime":"2025-03-12T02:00:03Z","connectionId":"«_c»","lastUpdatedAt":"2025-03-12T02:07:41Z","duration":"PT7M38S","bytesSynced":«=b»,"rowsSynced":«=r»}
`, V{"_j": g.digits(8), "_c": g.uuid(), "=b": g.digits(9), "=r": g.digits(6)}, `"duration":"PT7M38S"`)

	g.pipeAdd("pipe/benign-singer-state-json", `
$ cat state.json | jq .
{
  "bookmarks": {
    "public-orders": {
      "last_replication_method": "LOG_BASED",
      "lsn": «_lsn»,
      "version": «_v»,
      "xmin": null
    },
    "public-customers": {
      "replication_key": "updated_at",
      "replication_key_value": "2025-03-12T01:59:58.118204+00:00",
      "version": «_v2»
    }
  },
  "currently_syncing": null
}
`, V{"_lsn": g.digits(11), "_v": g.digits(13), "_v2": g.digits(13)}, `"replication_key": "updated_at"`)

	g.pipeAdd("pipe/benign-kafka-connect-status", `
$ curl -s localhost:8083/connectors/pg-sink-orders/status | jq
{
  "name": "pg-sink-orders",
  "connector": {"state": "RUNNING", "worker_id": "10.42.3.17:8083"},
  "tasks": [
    {"id": 0, "state": "RUNNING", "worker_id": "10.42.3.17:8083"},
    {"id": 1, "state": "FAILED", "worker_id": "10.42.1.9:8083", "trace": "org.apache.kafka.connect.errors.ConnectException: Exiting WorkerSinkTask due to unrecoverable exception.\n\tat org.apache.kafka.connect.runtime.WorkerSinkTask.deliverMessages(WorkerSinkTask.java:636)"}
  ],
  "type": "sink"
}
$ curl -s localhost:8083/connectors/pg-sink-orders/config | jq '."connection.password"'
"${file:/opt/kafka/secrets/connect.properties:pg.password}"
`, V{}, "${file:/opt/kafka/secrets/connect.properties:pg.password}", "WorkerSinkTask.java:636")

	g.pipeAdd("pipe/benign-kafka-connect-log-hidden", `
[2025-03-12 10:14:08,551] INFO JdbcSinkConfig values: 
	auto.create = true
	batch.size = 3000
	connection.password = [hidden]
	connection.url = jdbc:postgresql://pg-dw.acme.internal:5432/dw
	connection.user = kconnect
	insert.mode = upsert
	pk.fields = [order_id]
 (io.confluent.connect.jdbc.sink.JdbcSinkConfig:376)
[2025-03-12 10:14:08,562] INFO [Consumer clientId=connector-consumer-pg-sink-orders-0, groupId=connect-pg-sink-orders] Subscribed to topic(s): orders.v1 (org.apache.kafka.clients.consumer.KafkaConsumer:1120)
`, V{}, "connection.password = [hidden]", "groupId=connect-pg-sink-orders")

	g.pipeAdd("pipe/benign-airflow-masked-log-and-uri", `
[2025-03-14, 03:00:11 UTC] {base.py:84} INFO - Retrieving connection 'postgres_dwh'
[2025-03-14, 03:00:11 UTC] {sql.py:509} INFO - Running statement: DELETE FROM staging.orders WHERE ds = '2025-03-13', parameters: None
[2025-03-14, 03:00:12 UTC] {logging_mixin.py:190} INFO - uri=postgresql://airflow_etl:***@dwh.internal.acme.net:5432/analytics
[2025-03-14, 03:00:12 UTC] {taskinstance.py:352} ▼ Post task execution logs
[2025-03-14, 03:00:12 UTC] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=orders_daily, task_id=load, run_id=scheduled__2025-03-13T03:00:00+00:00, execution_date=20250313T030000, start_date=20250314T030011, end_date=20250314T030012
`, V{}, "postgresql://airflow_etl:***@dwh.internal.acme.net:5432/analytics", "run_id=scheduled__2025-03-13T03:00:00+00:00")

	g.pipeAdd("pipe/benign-node-red-flow-ids", `
[
    {"id": "«_t»", "type": "tab", "label": "Garden", "disabled": false, "info": ""},
    {"id": "«_i»", "type": "inject", "z": "«_t»", "name": "every 10 min", "repeat": "600", "crontab": "", "once": true, "topic": "", "x": 130, "y": 80, "wires": [["«_m»"]]},
    {"id": "«_m»", "type": "mqtt out", "z": "«_t»", "name": "", "topic": "garden/valve/1/set", "qos": "1", "retain": "false", "broker": "«_b»", "x": 370, "y": 80, "wires": []}
]
`, V{"_t": g.hex(16), "_i": g.hex(16), "_m": g.hex(16), "_b": g.hex(16)}, "garden/valve/1/set")

	g.pipeAdd("pipe/benign-n8n-webhook-urls", `
Webhook node "Typeform intake":
  Test URL:       https://n8n.acme.io/webhook-test/«_p»
  Production URL: https://n8n.acme.io/webhook/«_p»
  HTTP Method: POST   Authentication: Header Auth (credential "Typeform signature")   Respond: Immediately
Execution «_e» finished in 412ms (mode: webhook, workflow «_w»)
`, V{"_p": g.uuid(), "_e": g.digits(5), "_w": g.an(16)}, `credential "Typeform signature"`)

	g.pipeAdd("pipe/benign-syncthing-device-ids", `
$ syncthing cli show system | jq -r .myID
«_a»
$ syncthing cli config devices list
«_a»
«_b»
«_c»
$ syncthing cli config folders «_f» devices list
«_a»
«_c»
`, V{"_a": g.pipeSyncthingID(), "_b": g.pipeSyncthingID(), "_c": g.pipeSyncthingID(), "_f": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5)}, "syncthing cli config devices list")

	g.pipeAdd("pipe/benign-restic-snapshots-and-check", `
$ restic snapshots --compact
repository «_r» opened (version 2, compression level auto)
ID        Time                 Host    Tags
-----------------------------------------------
«_s1»  2025-03-10 02:00:06  nas01   nightly
«_s2»  2025-03-11 02:00:05  nas01   nightly
«_s3»  2025-03-12 02:00:07  nas01   nightly
-----------------------------------------------
3 snapshots
$ restic cat config
{
  "version": 2,
  "id": "«_id»",
  "chunker_polynomial": "«_poly»"
}
`, V{"_r": g.hex(8), "_s1": g.hex(8), "_s2": g.hex(8), "_s3": g.hex(8), "_id": g.hex(64), "_poly": g.hex(14)}, "restic cat config")

	g.pipeAdd("pipe/benign-dbt-run-results", `
$ jq '{invocation_id: .metadata.invocation_id, generated_at: .metadata.generated_at, results: [.results[] | {unique_id, status, execution_time}][:2]}' target/run_results.json
{
  "invocation_id": "«_inv»",
  "generated_at": "2025-03-12T05:14:02.118771Z",
  "results": [
    {"unique_id": "model.analytics.stg_orders", "status": "success", "execution_time": 2.41},
    {"unique_id": "model.analytics.fct_revenue", "status": "success", "execution_time": 18.07}
  ]
}
`, V{"_inv": g.uuid()}, "model.analytics.fct_revenue")

	g.pipeAdd("pipe/benign-nifi-process-group-ids", `
$ ./bin/cli.sh nifi pg-list -u https://nifi.acme.lan:8443
#   Name            Id                                     Description
-   -------------   ------------------------------------   -----------
1   ingest-prod     «_p1»
2   cdc-orders      «_p2»
3   archive         «_p3»
$ ./bin/cli.sh nifi pg-get-version -pgid «_p2»
Bucket: «_b»  Flow: «_f»  Version: 14
`, V{"_p1": g.uuid(), "_p2": g.uuid(), "_p3": g.uuid(), "_b": g.uuid(), "_f": g.uuid()}, "ingest-prod", "Version: 14")

	g.pipeAdd("pipe/benign-step-functions-execution", `
$ aws stepfunctions start-execution --state-machine-arn arn:aws:states:eu-west-1:«_acct»:stateMachine:daily-totals --name manual-«_n»
{
    "executionArn": "arn:aws:states:eu-west-1:«_acct»:execution:daily-totals:manual-«_n»",
    "startDate": "2025-03-12T11:04:19.812000+01:00"
}
`, V{"_acct": g.digits(12), "_n": g.uuid()}, "stateMachine:daily-totals")

	g.pipeAdd("pipe/benign-temporal-workflow-describe", `
$ temporal workflow describe --workflow-id invoice-sync-«_w»
Execution Info:
  WorkflowId            invoice-sync-«_w»
  RunId                 «_r»
  Type                  InvoiceSyncWorkflow
  Namespace             acme-prod.«_ns»
  TaskQueue             billing
  AssignedBuildId       «_b»
  StartTime             14 minutes ago
  CloseTime             13 minutes ago
  Status                COMPLETED
  HistoryLength         23
`, V{"_w": g.pipeNum(8), "_r": g.uuid(), "_ns": g.s(alLowNum, 5), "_b": g.hex(40)}, "InvoiceSyncWorkflow", "TaskQueue             billing")

	g.pipeAdd("pipe/benign-rclone-check-hashes", `
$ rclone lsjson --hash b2:kim-backups/photos/2024 | jq -c '.[] | {Name, Size, Hashes}' | head -2
{"Name":"IMG_0412.HEIC","Size":2418811,"Hashes":{"sha1":"«_h1»"}}
{"Name":"IMG_0413.HEIC","Size":2377402,"Hashes":{"sha1":"«_h2»"}}
$ rclone md5sum nas:photos/2024/IMG_0412.HEIC
«_m»  IMG_0412.HEIC
`, V{"_h1": g.hex(40), "_h2": g.hex(40), "_m": g.hex(32)}, "IMG_0412.HEIC")

	g.pipeAdd("pipe/benign-prefect-deployment-inspect", `
$ prefect deployment inspect 'sync-all/nightly-sync'
{
    'id': '«_d»',
    'name': 'nightly-sync',
    'flow_id': '«_f»',
    'work_pool_name': 'k8s-pool',
    'schedules': [{'id': '«_s»', 'schedule': {'cron': '0 2 * * *', 'timezone': 'Europe/Berlin'}, 'active': True}],
    'job_variables': {'env': {'LOG_LEVEL': 'INFO', 'SALESFORCE_PASSWORD': '{{ prefect.blocks.secret.salesforce-password }}'}},
    'entrypoint': 'flows/sync.py:sync_all'
}
`, V{"_d": g.uuid(), "_f": g.uuid(), "_s": g.uuid()}, "{{ prefect.blocks.secret.salesforce-password }}")

	g.pipeAdd("pipe/benign-metabase-database-masked", `
$ curl -s -H "x-api-key: $MB_API_KEY" https://metabase.acme.io/api/database/3 | jq .details
{
  "host": "warehouse.acme.lan",
  "port": 5432,
  "dbname": "analytics",
  "user": "metabase_ro",
  "password": "**MetabasePass**",
  "ssl": true,
  "tunnel-enabled": true,
  "tunnel-host": "bastion.acme.net",
  "tunnel-user": "metabase",
  "tunnel-private-key": "**MetabasePass**",
  "tunnel-auth-option": "ssh-key"
}
`, V{}, `"tunnel-host": "bastion.acme.net"`, `"password": "**MetabasePass**"`)

	g.pipeAdd("pipe/benign-fivetran-schema-config", `
$ curl -s -u "$FIVETRAN_KEY:$FIVETRAN_SECRET" https://api.fivetran.com/v1/connectors/«_c»/schemas | jq '.data.schemas.public.tables | to_entries[:2] | map({(.key): .value.sync_mode})'
[
  {"orders": "SOFT_DELETE"},
  {"order_items": "HISTORY"}
]
`, V{"_c": g.s(alLower, 8) + "_" + g.s(alLower, 6)}, `{"order_items": "HISTORY"}`)

	g.pipeAdd("pipe/benign-mule-encrypted-props", `
# config-secure-prod.yaml (values encrypted with the secure-properties tool; key comes from -Dmule.key)
db:
  password: "![«_a»]"
salesforce:
  password: "![«_b»]"
  securityToken: "![«_c»]"
`, V{"_a": g.b64(32), "_b": g.b64(32), "_c": g.b64(48)}, "-Dmule.key")
}
