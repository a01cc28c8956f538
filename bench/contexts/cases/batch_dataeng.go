package cases

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

// dataengCases adds credentials of data engineering, ETL and orchestration
// as a developer meets them in a coding-agent session. Sources: Airflow
// (AIRFLOW_CONN_* URIs and JSON connections, airflow connections add,
// get, list and export output, airflow.cfg with the fernet key, the
// webserver secret_key, sql_alchemy_conn and Celery URLs, Variables and
// their exports, the Helm chart's values, docker-compose files, secrets
// backends, Airflow 3's generated simple auth manager passwords, task
// logs and tracebacks); dbt (profiles.yml for Snowflake with passwords
// and key pairs, Postgres, BigQuery service-account-json and OAuth
// secrets, Redshift, Databricks, Trino, ClickHouse, MotherDuck, dbt Cloud
// service tokens, CI jobs, dbt debug output); Airbyte (source and
// destination configs, abctl local credentials, the public API, the
// Terraform provider); Fivetran, Hightouch, Census, Stitch, Segment and
// RudderStack API usage; Meltano (meltano.yml, .env, meltano config
// output) and Singer tap and target config.json; Dagster (dagster.yaml,
// resources, Dagster+ agent tokens) and Prefect (profiles.toml, blocks,
// inspect output), Mage, Kestra and Luigi; Spark (spark-submit --conf,
// spark-defaults.conf, PySpark ADLS and S3A settings, Glue and EMR jobs,
// Databricks notebooks), Hadoop core-site.xml (fs.s3a keys, abfs account
// keys), hive-site.xml and hadoop credential; Kafka Connect connectors
// (JDBC, Debezium, S3, Snowflake, BigQuery, Elasticsearch sinks), worker
// properties, Confluent Cloud keys and kcat; Flink SQL DDL WITH options
// and flink-conf.yaml; Trino and Presto catalog properties; Snowflake
// connections.toml, SnowSQL config, stages with credentials, key pairs;
// Databricks CLI profiles, tokens and OAuth secrets; BigQuery service
// account JSON, access tokens and GCS HMAC keys; Great Expectations
// datasources and config variables; Jupyter and pandas read_sql engine
// URLs, DuckDB secrets, pyodbc strings; dlt secrets.toml, Delta Sharing
// profiles, PyIceberg catalogs, NiFi, Sqoop, Glue connections, Redshift
// COPY, Azure Data Factory linked services, Superset; logs and stack
// traces of these tools that print their configs; and the chats and
// reviews where people paste it all. Benign look-alikes: run ids, DAG ids,
// dataset URIs, job and cluster ids, Spark application ids, Snowflake
// query ids and account locators, dbt invocation ids, commit shas, public
// key fingerprints, masked values and secret references.
// The case names start with "dataeng/".
func (g *G) dataengCases() {
	g.deAirflow()
	g.deAirflowOps()
	g.deDbt()
	g.deAirbyte()
	g.deSaasELT()
	g.deMeltanoSinger()
	g.deOrchestrators()
	g.deSpark()
	g.deHadoop()
	g.deKafka()
	g.deFlink()
	g.deTrino()
	g.deSnowflake()
	g.deDatabricks()
	g.deBigQuery()
	g.deGX()
	g.deNotebooks()
	g.deLakeMisc()
	g.deLogs()
	g.deChat()
	g.deBenign()
}

// ---- helpers used only here ----

// deAdd is add with "ˋ" standing for a backtick.
func (g *G) deAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// deFernet is a Fernet key as Fernet.generate_key() prints it.
func (g *G) deFernet() string { return base64.URLEncoding.EncodeToString(g.bytes(32)) }

// deDapi is a Databricks personal access token.
func (g *G) deDapi() string {
	return "dapi" + g.hex(32) + g.pick("", "", "-2", "-3")
}

// deDose is a Databricks OAuth service principal secret.
func (g *G) deDose() string { return "dose" + g.hex(32) }

// deDbtc is a dbt Cloud service token.
func (g *G) deDbtc() string { return "dbtc_" + g.b64u(56) }

// dePnu is a Prefect Cloud API key.
func (g *G) dePnu() string { return "pnu_" + g.an(36) }

// deSASig is the URL-encoded sig of an Azure SAS token.
func (g *G) deSASig() string { return url.QueryEscape(g.b64(32)) }

// deEncKey is a PKCS#8 encrypted private key PEM with a random body.
func (g *G) deEncKey() pemKey {
	der := append([]byte{0x30, 0x82, 0x05, 0x1c, 0x30, 0x4e, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0d}, g.bytes(1290)...)
	return g.pemFromDER("ENCRYPTED PRIVATE KEY", der)
}

// deSFQuery is a Snowflake query id.
func (g *G) deSFQuery() string {
	return "01b" + g.hex(5) + "-" + g.hex(4) + "-" + g.hex(4) + "-0000-" + g.hex(12)
}

// deSparkApp is a YARN application id.
func (g *G) deSparkApp() string { return "application_17" + g.digits(11) + "_" + g.digits(4) }

// deCluster is a Databricks cluster id.
func (g *G) deCluster() string {
	return fmt.Sprintf("%02d%02d-%s-%s", 1+g.r.IntN(12), 1+g.r.IntN(28), g.digits(6), g.s(alLowNum, 8))
}

// deSAKey is a service account private key as it sits in the JSON file.
func (g *G) deSAKey() string { return jsonEsc(g.pkcs8RSAPEM().block() + "\n") }

// deConfluent is a Confluent Cloud API key and its secret.
func (g *G) deConfluent() (string, string) { return g.s(alUpNum, 16), g.s(alB64, 64) }

// ---- Airflow connections and configuration ----

func (g *G) deAirflow() {
	g.deAdd("dataeng/airflow-conn-env-postgres-uri", `
# .env for docker compose (airflow 2.9)
AIRFLOW_UID=50000
AIRFLOW__CORE__LOAD_EXAMPLES=false
AIRFLOW_CONN_WAREHOUSE_PG=postgresql://etl_loader:«a»@pg-warehouse.internal.lumenfield.io:5432/analytics?sslmode=require
AIRFLOW_CONN_S3_RAW=aws://?region_name=eu-west-1&role_arn=arn%3Aaws%3Aiam%3A%3A«_acct»%3Arole%2Fairflow-raw-reader
`, V{"a": g.pwURL(), "_acct": g.digits(12)}, "pg-warehouse.internal.lumenfield.io:5432/analytics", "AIRFLOW_CONN_S3_RAW")

	g.deAdd("dataeng/airflow-conn-aws-uri-keys", `
export AIRFLOW_CONN_AWS_DEFAULT='aws://«a»:«b»@/?region_name=us-east-1'
export AIRFLOW_CONN_SLACK_ALERTS='slackwebhook://:«c»@hooks.slack.com/services'
airflow connections test aws_default
`, V{"a": g.awsID(), "b": url.QueryEscape(g.awsSecret()), "c": url.QueryEscape("T" + g.s(alUpNum, 8) + "/B" + g.s(alUpNum, 10) + "/" + g.an(24))}, "airflow connections test aws_default")

	g.deAdd("dataeng/airflow-conn-json-snowflake", `
AIRFLOW_CONN_SNOWFLAKE_DEFAULT='{
    "conn_type": "snowflake",
    "login": "AIRFLOW_SVC",
    "password": "«a»",
    "schema": "STAGING",
    "extra": {
        "account": "«_acct»",
        "warehouse": "TRANSFORM_WH",
        "database": "RAW",
        "region": "us-east-1",
        "role": "LOADER"
    }
}'
`, V{"a": g.pwStrong(), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5)}, "TRANSFORM_WH", "AIRFLOW_SVC")

	g.deAdd("dataeng/airflow-conn-json-gcp-keyfile-dict", `
AIRFLOW_CONN_GOOGLE_CLOUD_DEFAULT='{"conn_type": "google_cloud_platform", "extra": {"project": "lf-data-prod", "keyfile_dict": {"type": "service_account", "project_id": "lf-data-prod", "private_key_id": "«_kid»", "private_key": "«a»", "client_email": "airflow-runner@lf-data-prod.iam.gserviceaccount.com", "client_id": "«_cid»", "token_uri": "https://oauth2.googleapis.com/token"}, "num_retries": 5}}'
`, V{"_kid": g.hex(40), "a": g.deSAKey(), "_cid": g.digits(21)}, "airflow-runner@lf-data-prod.iam.gserviceaccount.com")

	g.deAdd("dataeng/airflow-connections-add-cli", `
$ airflow connections add 'mssql_erp' \
    --conn-type 'mssql' \
    --conn-host 'erp-sql01.corp.hartwell.local' \
    --conn-login 'svc_airflow_ro' \
    --conn-password '«a»' \
    --conn-port 1433 \
    --conn-schema 'NAV_PROD'
Successfully added ˋconn_idˋ=mssql_erp : mssql://svc_airflow_ro:******@erp-sql01.corp.hartwell.local:1433/NAV_PROD
`, V{"a": g.pw()}, "erp-sql01.corp.hartwell.local", "svc_airflow_ro")

	g.deAdd("dataeng/airflow-connections-add-uri", `
(venv) ~/airflow $ airflow connections add redshift_dw --conn-uri 'redshift://dw_etl:«a»@dw-cluster.c8xk2lqvz1mn.us-west-2.redshift.amazonaws.com:5439/prod'
[2024-06-11T09:14:03.221+0000] {crypto.py:82} WARNING - empty cryptography key - values will not be stored encrypted.
Successfully added ˋconn_idˋ=redshift_dw : redshift://dw_etl:******@dw-cluster.c8xk2lqvz1mn.us-west-2.redshift.amazonaws.com:5439/prod
`, V{"a": g.pwURL()}, "dw-cluster.c8xk2lqvz1mn.us-west-2.redshift.amazonaws.com:5439/prod")

	g.deAdd("dataeng/airflow-connections-get-yaml", `
$ airflow connections get mysql_shop -o yaml
- conn_id: mysql_shop
  conn_type: mysql
  description: Shop replica (read only)
  extra_dejson: {}
  get_uri: mysql://shop_ro:«a»@10.20.4.17:3306/shop
  host: 10.20.4.17
  id: '14'
  is_encrypted: 'True'
  is_extra_encrypted: 'False'
  login: shop_ro
  password: «a»
  port: '3306'
  schema: shop
`, V{"a": g.pwURL()}, "Shop replica (read only)", "is_extra_encrypted: 'False'")

	g.deAdd("dataeng/airflow-connections-export-json", `
$ airflow connections export - --file-format json --serialization-format json
{
  "http_hubspot": {
    "conn_type": "http",
    "description": null,
    "login": null,
    "password": "«a»",
    "host": "https://api.hubapi.com",
    "port": null,
    "schema": null,
    "extra": "{\"Authorization\": \"Bearer «a»\"}"
  },
  "postgres_default": {
    "conn_type": "postgres",
    "description": null,
    "login": "airflow",
    "password": "«b»",
    "host": "postgres",
    "port": 5432,
    "schema": "airflow",
    "extra": null
  }
}
`, V{"a": g.hubspot(), "b": g.pw()}, "https://api.hubapi.com")

	g.deAdd("dataeng/airflow-connections-export-env", `
$ airflow connections export connections.env --file-format env
Connections successfully exported to connections.env.
$ cat connections.env
azure_blob_landing=wasb://lflanding:«a»@?extra__wasb__sas_token=
ftp_partner=ftp://acme_drop:«b»@sftp.partner-acme.com:21
sendgrid_default=sendgrid://:«c»@
`, V{"a": url.QueryEscape(g.azStorage()), "b": g.pwURL(), "c": g.sendgrid()}, "sftp.partner-acme.com:21", "Connections successfully exported to connections.env.")

	g.deAdd("dataeng/airflow-connections-list-table", `
$ airflow connections list -o table
id | conn_id          | conn_type | description | host                         | schema  | login      | password                  | port | is_encrypted | is_extra_encrypted | extra_dejson | get_uri
===+==================+===========+=============+==============================+=========+============+===========================+======+==============+====================+==============+=====================================================================
1  | airflow_db       | mysql     | None        | mysql                        | airflow | root       | None                      | None | False        | False              | {}           | mysql://root@mysql/airflow
7  | pg_marts         | postgres  | None        | marts.db.vettora.net         | marts   | dbt_writer | «a» | 5432 | True         | False              | {}           | postgres://dbt_writer:«a»@marts.db.vettora.net:5432/marts
`, V{"a": g.pwURL()}, "marts.db.vettora.net", "mysql://root@mysql/airflow")

	fk := g.deFernet()
	g.deAdd("dataeng/airflow-cfg-core-webserver", `
[core]
dags_folder = /opt/airflow/dags
executor = CeleryExecutor
fernet_key = «a»
load_examples = False
parallelism = 64

[database]
sql_alchemy_conn = postgresql+psycopg2://airflow:«b»@airflow-meta.cluster-cq2x.eu-central-1.rds.amazonaws.com:5432/airflow
sql_alchemy_pool_size = 10

[webserver]
base_url = https://airflow.data.kestrelpay.com
secret_key = «c»
expose_config = False

[celery]
broker_url = redis://:«d»@airflow-redis.kestrelpay.internal:6379/0
result_backend = db+postgresql://airflow:«b»@airflow-meta.cluster-cq2x.eu-central-1.rds.amazonaws.com:5432/airflow
`, V{"a": fk, "b": g.pwURL(), "c": g.hex(32), "d": g.an(32)}, "https://airflow.data.kestrelpay.com", "sql_alchemy_pool_size = 10")

	g.deAdd("dataeng/airflow-cfg-smtp-section", `
[smtp]
smtp_host = smtp.office365.com
smtp_starttls = True
smtp_ssl = False
smtp_user = airflow-alerts@brightmoor.co.uk
smtp_password = «a»
smtp_port = 587
smtp_mail_from = airflow-alerts@brightmoor.co.uk
smtp_timeout = 30
smtp_retry_limit = 5
`, V{"a": g.pw()}, "airflow-alerts@brightmoor.co.uk", "smtp.office365.com")

	g.deAdd("dataeng/airflow-env-fernet-secret-key-compose", `
x-airflow-common:
  &airflow-common
  image: ${AIRFLOW_IMAGE_NAME:-apache/airflow:2.10.2}
  environment:
    &airflow-common-env
    AIRFLOW__CORE__EXECUTOR: CeleryExecutor
    AIRFLOW__DATABASE__SQL_ALCHEMY_CONN: postgresql+psycopg2://airflow:airflow@postgres/airflow
    AIRFLOW__CELERY__BROKER_URL: redis://:@redis:6379/0
    AIRFLOW__CORE__FERNET_KEY: '«a»'
    AIRFLOW__WEBSERVER__SECRET_KEY: '«b»'
    AIRFLOW__CORE__DAGS_ARE_PAUSED_AT_CREATION: 'true'
    AIRFLOW__API__AUTH_BACKENDS: 'airflow.api.auth.backend.basic_auth,airflow.api.auth.backend.session'
`, V{"a": g.deFernet(), "b": g.b64(24)}, "AIRFLOW__CORE__DAGS_ARE_PAUSED_AT_CREATION", "apache/airflow:2.10.2")

	g.deAdd("dataeng/airflow-fernet-generate-python", `
$ python -c "from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"
«a»
$ kubectl -n airflow create secret generic airflow-fernet-key --from-literal=fernet-key=«a»
secret/airflow-fernet-key created
`, V{"a": g.deFernet()}, "secret/airflow-fernet-key created")

	g.deAdd("dataeng/airflow-helm-values", `
# values-prod.yaml for apache-airflow/airflow 1.15.0
executor: KubernetesExecutor
webserverSecretKey: «a»
fernetKey: «b»
data:
  metadataConnection:
    user: airflow_meta
    pass: «c»
    protocol: postgresql
    host: airflow-meta.postgres.svc.cluster.local
    port: 5432
    db: airflow
    sslmode: disable
postgresql:
  enabled: false
dags:
  gitSync:
    enabled: true
    repo: git@github.com:orchard-analytics/airflow-dags.git
    branch: main
    sshKeySecret: airflow-git-ssh-secret
`, V{"a": g.hex(32), "b": g.deFernet(), "c": g.pwStrong()}, "airflow-meta.postgres.svc.cluster.local", "airflow-git-ssh-secret")

	g.deAdd("dataeng/airflow-variables-set-and-get", `
$ airflow variables set stripe_api_key «a»
Variable stripe_api_key created
$ airflow variables set --description "lookback for backfills" backfill_days 14
Variable backfill_days created
$ airflow variables get stripe_api_key
«a»
`, V{"a": g.rkLive()}, "lookback for backfills", "Variable backfill_days created")

	g.deAdd("dataeng/airflow-variables-export-json", `
$ airflow variables export /tmp/vars.json && cat /tmp/vars.json
6 variables successfully exported to /tmp/vars.json
{
  "env": "prod",
  "s3_landing_bucket": "s3://nordlake-landing-prod",
  "salesforce_client_secret": "«a»",
  "salesforce_refresh_token": "«b»",
  "slack_channel": "#data-alerts",
  "openai_api_key": "«c»"
}
`, V{"a": strings.ToUpper(g.hex(64)), "b": "5Aep861" + g.s(alAlnum+"._", 80), "c": g.openai()}, "s3://nordlake-landing-prod", "#data-alerts")

	g.deAdd("dataeng/airflow-var-env-json", `
AIRFLOW_VAR_DBT_CLOUD_CONFIG='{"account_id": 70403103927415, "job_id": 412877, "api_token": "«a»"}'
AIRFLOW_VAR_ENVIRONMENT=production
`, V{"a": g.deDbtc()}, "AIRFLOW_VAR_ENVIRONMENT=production", `"job_id": 412877`)

	g.deAdd("dataeng/airflow3-simple-auth-passwords", `
$ docker compose exec airflow-apiserver cat /opt/airflow/simple_auth_manager_passwords.json.generated
{"admin": "«a»", "viewer": "«b»"}
$ docker compose logs airflow-apiserver | grep -i password
airflow-apiserver-1  | Simple auth manager | Password for user 'admin': «a»
airflow-apiserver-1  | Simple auth manager | Password for user 'viewer': «b»
`, V{"a": g.s(alAlnum, 16), "b": g.s(alAlnum, 16)}, "simple_auth_manager_passwords.json.generated")

	g.deAdd("dataeng/airflow-users-create", `
airflow db migrate && \
airflow users create \
  --username admin \
  --firstname Priya \
  --lastname Raman \
  --role Admin \
  --email priya.raman@quillstone.ai \
  --password «a»
`, V{"a": g.pw()}, "priya.raman@quillstone.ai")

	g.deAdd("dataeng/airflow-secrets-backend-vault", `
[secrets]
backend = airflow.providers.hashicorp.secrets.vault.VaultBackend
backend_kwargs = {"connections_path": "connections", "variables_path": "variables", "mount_point": "airflow", "url": "https://vault.ops.tallgrass.dev:8200", "auth_type": "token", "token": "«a»"}
`, V{"a": g.vaultTok()}, "https://vault.ops.tallgrass.dev:8200", `"mount_point": "airflow"`)

	g.deAdd("dataeng/airflow-secrets-backend-aws-sm-benign", `
[secrets]
backend = airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend
backend_kwargs = {"connections_prefix": "airflow/connections", "variables_prefix": "airflow/variables", "profile_name": "data-prod", "role_arn": "arn:aws:iam::«_acct»:role/mwaa-secrets-read"}
`, V{"_acct": g.digits(12)}, "airflow/connections", "SecretsManagerBackend")
}

func (g *G) deAirflowOps() {
	g.deAdd("dataeng/airflow-dag-hardcoded-conn", `
from airflow import DAG
from airflow.providers.postgres.hooks.postgres import PostgresHook
from airflow.operators.python import PythonOperator
import pendulum
import requests

API_TOKEN = "«a»"  # TODO move to a Variable

def pull_orders(**context):
    resp = requests.get(
        "https://api.shipbob.com/1.0/order",
        headers={"Authorization": f"Bearer {API_TOKEN}"},
        params={"StartDate": context["data_interval_start"].isoformat()},
    )
    resp.raise_for_status()
    PostgresHook(postgres_conn_id="pg_raw").insert_rows("raw.shipbob_orders", resp.json())

with DAG("shipbob_orders_hourly", schedule="@hourly", start_date=pendulum.datetime(2024, 3, 1), catchup=False):
    PythonOperator(task_id="pull_orders", python_callable=pull_orders)
`, V{"a": strings.ToUpper(g.hex(64))}, "shipbob_orders_hourly", `postgres_conn_id="pg_raw"`)

	g.deAdd("dataeng/airflow-rest-api-curl-basic", `
$ curl -s -u "admin:«a»" -X POST \
    "https://airflow.internal.corvid.io/api/v1/dags/daily_revenue/dagRuns" \
    -H 'Content-Type: application/json' \
    -d '{"logical_date": "2024-09-02T00:00:00Z", "conf": {"full_refresh": true}}'
{
  "conf": {"full_refresh": true},
  "dag_id": "daily_revenue",
  "dag_run_id": "manual__2024-09-02T00:00:00+00:00",
  "state": "queued"
}
`, V{"a": g.pw()}, "manual__2024-09-02T00:00:00+00:00", "https://airflow.internal.corvid.io/api/v1/dags/daily_revenue/dagRuns")

	g.deAdd("dataeng/airflow-mwaa-cli-token", `
$ aws mwaa create-cli-token --name prod-mwaa-env
{
    "CliToken": "«a»",
    "WebServerHostname": "«_host».c3.us-east-1.airflow.amazonaws.com"
}
$ curl --request POST "https://«_host».c3.us-east-1.airflow.amazonaws.com/aws_mwaa/cli" \
    --header "Authorization: Bearer «a»" \
    --header "Content-Type: text/plain" \
    --data-raw "dags trigger ingest_zendesk"
`, V{"a": g.jwt("HS256", `{"sub":"arn:aws:sts::`+g.digits(12)+`:assumed-role/DataEng/sam","iat":1718000000,"exp":1718000060}`), "_host": g.uuid()}, "dags trigger ingest_zendesk", "prod-mwaa-env")

	g.deAdd("dataeng/airflow-composer-env-vars", `
$ gcloud composer environments update composer-prod --location europe-west1 \
    --update-env-variables=AIRFLOW_CONN_SALESFORCE=salesforce://integration%40fernhill.com:«a»@?extra__salesforce__security_token=«b»,AIRFLOW_VAR_ENV=prod
Waiting for [projects/fernhill-data/locations/europe-west1/environments/composer-prod] to be updated with [projects/fernhill-data/locations/europe-west1/operations/«_op»]...working.
`, V{"a": g.pwURL(), "b": g.an(25), "_op": g.uuid()}, "projects/fernhill-data/locations/europe-west1/environments/composer-prod")

	g.deAdd("dataeng/airflow-task-log-conn-uri", `
[2024-10-03, 02:00:14 UTC] {taskinstance.py:2612} INFO - Dependencies all met for dep_context=requeueable deps ti=<TaskInstance: load_ledger.copy_into scheduled__2024-10-02T02:00:00+00:00 [queued]>
[2024-10-03, 02:00:14 UTC] {taskinstance.py:2865} INFO - Starting attempt 2 of 3
[2024-10-03, 02:00:15 UTC] {base.py:84} INFO - Retrieving connection 'ledger_pg'
[2024-10-03, 02:00:15 UTC] {sql.py:276} INFO - Running statement: COPY ledger.entries FROM STDIN WITH CSV HEADER, parameters: None
[2024-10-03, 02:00:16 UTC] {logging_mixin.py:188} INFO - DEBUG conn uri = postgresql://ledger_etl:«a»@ledger-db.prod.internal:5432/ledger
[2024-10-03, 02:00:19 UTC] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=load_ledger, task_id=copy_into, run_id=scheduled__2024-10-02T02:00:00+00:00, execution_date=20241002T020000, start_date=20241003T020014, end_date=20241003T020019
`, V{"a": g.pwURL()}, "scheduled__2024-10-02T02:00:00+00:00", "dag_id=load_ledger")

	g.deAdd("dataeng/airflow-traceback-sqlalchemy-url", `
Traceback (most recent call last):
  File "/home/airflow/.local/lib/python3.11/site-packages/airflow/utils/db.py", line 1741, in check_migrations
    with EnvironmentContext(config, script) as env, settings.engine.connect() as connection:
  File "/home/airflow/.local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 3325, in connect
    return self._connection_cls(self, close_with_result=close_with_result)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "airflow-db" (172.19.0.3), port 5432 failed: FATAL:  password authentication failed for user "airflow"

(Background on this error at: https://sqlalche.me/e/14/e3q8)
airflow-init-1  | ERROR: sql_alchemy_conn=postgresql+psycopg2://airflow:«a»@airflow-db:5432/airflow
`, V{"a": g.pwURL()}, "https://sqlalche.me/e/14/e3q8", `password authentication failed for user "airflow"`)

	g.deAdd("dataeng/airflow-config-get-value", `
$ airflow config get-value webserver secret_key
«a»
$ airflow config get-value core fernet_key
«b»
$ airflow config get-value core executor
LocalExecutor
`, V{"a": g.b64(16), "b": g.deFernet()}, "airflow config get-value core executor")

	g.deAdd("dataeng/airflow-cosmos-profile-mapping", `
from cosmos import DbtDag, ProjectConfig, ProfileConfig
from cosmos.profiles import PostgresUserPasswordProfileMapping

profile_config = ProfileConfig(
    profile_name="jaffle_shop",
    target_name="prod",
    profile_mapping=PostgresUserPasswordProfileMapping(
        conn_id="pg_marts",
        profile_args={"schema": "analytics", "password": "«a»"},
    ),
)

jaffle = DbtDag(
    project_config=ProjectConfig("/usr/local/airflow/dbt/jaffle_shop"),
    profile_config=profile_config,
    schedule="0 6 * * *",
    dag_id="cosmos_jaffle_shop",
)
`, V{"a": g.pw()}, "cosmos_jaffle_shop", "PostgresUserPasswordProfileMapping")
}

// ---- dbt ----

func (g *G) deDbt() {
	g.deAdd("dataeng/dbt-profiles-snowflake-password", `
# ~/.dbt/profiles.yml
jaffle_shop:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: «_acct».eu-west-1
      user: MARCO_DEV
      password: «a»
      role: TRANSFORMER
      database: ANALYTICS_DEV
      warehouse: TRANSFORMING
      schema: dbt_marco
      threads: 8
      client_session_keep_alive: False
`, V{"_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5), "a": g.pw()}, "ANALYTICS_DEV", "dbt_marco")

	k := g.deEncKey()
	g.deAdd("dataeng/dbt-profiles-snowflake-keypair-inline", `
analytics:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: ORG-FIELDSTONE
      user: DBT_PROD_SVC
      private_key: |
        «a»
      private_key_passphrase: «b»
      role: DBT_PROD
      database: ANALYTICS
      warehouse: DBT_XL
      schema: marts
      threads: 16
`, V{"a": strings.ReplaceAll(k.block(), "\n", "\n        "), "b": g.pwStrong()}, "ORG-FIELDSTONE", "DBT_PROD_SVC")

	g.deAdd("dataeng/dbt-profiles-snowflake-keypair-env", `
analytics:
  target: ci
  outputs:
    ci:
      type: snowflake
      account: "{{ env_var('SNOWFLAKE_ACCOUNT') }}"
      user: "{{ env_var('SNOWFLAKE_USER') }}"
      private_key_path: /home/runner/.ssh/snowflake_rsa_key.p8
      private_key_passphrase: "«a»"
      authenticator: snowflake_jwt
      role: CI_ROLE
      database: ANALYTICS_CI
      warehouse: CI_WH
      schema: "pr_{{ env_var('GITHUB_PR_NUMBER') }}"
`, V{"a": g.pw()}, "/home/runner/.ssh/snowflake_rsa_key.p8", "{{ env_var('SNOWFLAKE_ACCOUNT') }}")

	g.deAdd("dataeng/dbt-profiles-postgres", `
tallyho:
  outputs:
    dev:
      type: postgres
      host: localhost
      user: postgres
      password: postgres
      port: 5432
      dbname: tallyho
      schema: dbt_dev
      threads: 4
    prod:
      type: postgres
      host: tallyho-prod.cxq8ln3vadrk.us-east-2.rds.amazonaws.com
      user: dbt_prod
      password: «a»
      port: 5432
      dbname: tallyho
      schema: analytics
      threads: 8
      keepalives_idle: 0
      sslmode: require
  target: dev
`, V{"a": g.pwStrong()}, "tallyho-prod.cxq8ln3vadrk.us-east-2.rds.amazonaws.com")

	g.deAdd("dataeng/dbt-profiles-bigquery-sa-json", `
my_bigquery:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      project: halcyon-analytics
      dataset: dbt_prod
      threads: 8
      location: EU
      keyfile_json:
        type: service_account
        project_id: halcyon-analytics
        private_key_id: «_kid»
        private_key: "«a»"
        client_email: dbt-prod@halcyon-analytics.iam.gserviceaccount.com
        client_id: "«_cid»"
        auth_uri: https://accounts.google.com/o/oauth2/auth
        token_uri: https://oauth2.googleapis.com/token
        auth_provider_x509_cert_url: https://www.googleapis.com/oauth2/v1/certs
        client_x509_cert_url: https://www.googleapis.com/robot/v1/metadata/x509/dbt-prod%40halcyon-analytics.iam.gserviceaccount.com
`, V{"_kid": g.hex(40), "a": g.deSAKey(), "_cid": g.digits(21)}, "dbt-prod@halcyon-analytics.iam.gserviceaccount.com")

	g.deAdd("dataeng/dbt-profiles-bigquery-oauth-secrets", `
bq_oauth:
  target: dev
  outputs:
    dev:
      type: bigquery
      method: oauth-secrets
      project: ridgeback-dw
      dataset: dbt_lena
      threads: 4
      refresh_token: «a»
      client_id: «_cid».apps.googleusercontent.com
      client_secret: «b»
      token_uri: https://oauth2.googleapis.com/token
`, V{"a": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx()}, "ridgeback-dw", "dbt_lena")

	g.deAdd("dataeng/dbt-profiles-bigquery-oauth-token", `
bq_temp:
  target: dev
  outputs:
    dev:
      type: bigquery
      method: oauth-secrets
      project: ridgeback-dw
      dataset: scratch
      token: «a»
`, V{"a": g.ya29()}, "method: oauth-secrets")

	g.deAdd("dataeng/dbt-profiles-redshift", `
redshift_dw:
  target: prod
  outputs:
    prod:
      type: redshift
      host: analytics.c1uvqbx7p2fq.eu-west-1.redshift.amazonaws.com
      user: dbt_cloud
      password: «a»
      dbname: analytics
      schema: analytics
      port: 5439
      threads: 6
      ra3_node: true
      connect_timeout: 30
    prod_iam:
      type: redshift
      method: iam
      cluster_id: analytics
      iam_profile: data-eng
      host: analytics.c1uvqbx7p2fq.eu-west-1.redshift.amazonaws.com
      user: dbt_cloud
      dbname: analytics
      schema: analytics
      port: 5439
`, V{"a": g.pwURL()}, "analytics.c1uvqbx7p2fq.eu-west-1.redshift.amazonaws.com", "iam_profile: data-eng")

	g.deAdd("dataeng/dbt-profiles-databricks", `
databricks_lakehouse:
  target: dev
  outputs:
    dev:
      type: databricks
      catalog: main
      schema: dbt_oskar
      host: adb-«_ws».12.azuredatabricks.net
      http_path: /sql/1.0/warehouses/«_wh»
      token: «a»
      threads: 4
`, V{"_ws": g.digits(16), "_wh": g.hex(16), "a": g.deDapi()}, "dbt_oskar")

	g.deAdd("dataeng/dbt-profiles-databricks-oauth-m2m", `
lakehouse:
  target: prod
  outputs:
    prod:
      type: databricks
      catalog: prod
      schema: gold
      host: dbc-«_ws».cloud.databricks.com
      http_path: /sql/1.0/warehouses/«_wh»
      auth_type: oauth
      client_id: «_cid»
      client_secret: «a»
`, V{"_ws": g.hex(8) + "-" + g.hex(4), "_wh": g.hex(16), "_cid": g.uuid(), "a": g.deDose()}, "auth_type: oauth")

	g.deAdd("dataeng/dbt-profiles-trino-starburst", `
starburst_galaxy:
  target: prod
  outputs:
    prod:
      type: trino
      method: ldap
      user: dbt-svc@saltmarsh.galaxy.starburst.io/accountadmin
      password: «a»
      host: saltmarsh-free-cluster.trino.galaxy.starburst.io
      port: 443
      database: lakehouse
      schema: dbt_marts
      threads: 8
      http_scheme: https
      session_properties:
        query_max_run_time: 4h
`, V{"a": g.pwStrong()}, "saltmarsh-free-cluster.trino.galaxy.starburst.io", "dbt-svc@saltmarsh.galaxy.starburst.io/accountadmin")

	g.deAdd("dataeng/dbt-profiles-clickhouse-motherduck", `
clickhouse_events:
  target: cloud
  outputs:
    cloud:
      type: clickhouse
      schema: events
      host: q9x1ve7lmk.eu-central-1.aws.clickhouse.cloud
      port: 8443
      user: default
      password: «a»
      secure: True
duck:
  target: md
  outputs:
    md:
      type: duckdb
      path: "md:jaffle_shop?motherduck_token=«b»"
      threads: 4
`, V{"a": g.s(alAlnum+"_~", 14), "b": g.jwt("HS256", `{"email":"`+g.pick("nina", "joao", "kasia")+`@cobaltline.io","session":"`+g.uuid()+`","userId":"`+g.uuid()+`","iat":1719000000}`)}, "q9x1ve7lmk.eu-central-1.aws.clickhouse.cloud")

	g.deAdd("dataeng/dbt-debug-output", `
$ dbt debug --target prod
16:02:41  Running with dbt=1.8.7
16:02:41  dbt version: 1.8.7
16:02:41  python version: 3.11.9
16:02:41  python path: /Users/odile/.venvs/dbt/bin/python3
16:02:41  os info: macOS-14.6.1-arm64-arm-64bit
16:02:41  Using profiles dir at /Users/odile/.dbt
16:02:41  Using profiles.yml file at /Users/odile/.dbt/profiles.yml
16:02:41  Using dbt_project.yml file at /Users/odile/src/warehouse/dbt_project.yml
16:02:41  adapter type: postgres
16:02:41  adapter version: 1.8.2
16:02:41  Configuration:
16:02:41    profiles.yml file [OK found and valid]
16:02:41    dbt_project.yml file [OK found and valid]
16:02:41  Required dependencies:
16:02:41   - git [OK found]
16:02:41  Connection:
16:02:41    host: warehouse.internal.brackenridge.org
16:02:41    port: 5432
16:02:41    user: odile
16:02:41    database: warehouse
16:02:41    schema: dbt_odile
16:02:41    connect_timeout: 10
16:02:41    role: None
16:02:41    search_path: None
16:02:41    keepalives_idle: 0
16:02:41    sslmode: None
16:02:41  Registered adapter: postgres=1.8.2
16:02:42    Connection test: [ERROR]

16:02:42  1 check failed:
16:02:42  dbt was unable to connect to the specified database.
The database returned the following error:

  >Database Error
  FATAL:  password authentication failed for user "odile"

(for context, I exported DBT_PASSWORD=«a» just before running this)
`, V{"a": g.pw()}, "warehouse.internal.brackenridge.org", "/Users/odile/.dbt/profiles.yml")

	g.deAdd("dataeng/dbt-env-secret-vars-ci", `
# .github/workflows/dbt-ci.yml
name: dbt slim ci
on:
  pull_request:
    branches: [main]
env:
  DBT_PROFILES_DIR: ./ci
  DBT_ENV_SECRET_SNOWFLAKE_PASSWORD: «a»
  DBT_ENV_SECRET_GIT_TOKEN: «b»
  SNOWFLAKE_ACCOUNT: «_acct»
jobs:
  build:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
      - run: pip install dbt-snowflake==1.8.3
      - run: dbt deps && dbt build --select state:modified+ --defer --state ./prod-manifest
`, V{"a": g.pwStrong(), "b": g.ghFine(), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5) + ".us-east-2.aws"}, "dbt build --select state:modified+ --defer --state ./prod-manifest")

	g.deAdd("dataeng/dbt-cloud-api-trigger-job", `
$ curl -sS -X POST "https://cloud.getdbt.com/api/v2/accounts/«_acct»/jobs/«_job»/run/" \
    -H "Authorization: Token «a»" \
    -H "Content-Type: application/json" \
    -d '{"cause": "Triggered by Airflow after fivetran sync", "git_branch": "main"}'
{"status": {"code": 200, "is_success": true, "user_message": "Success!", "developer_message": ""}, "data": {"id": «_run», "trigger_id": «_trig», "account_id": «_acct», "job_definition_id": «_job», "status": 1, "status_humanized": "Queued"}}
`, V{"_acct": g.digits(5), "_job": g.digits(6), "a": g.deDbtc(), "_run": g.digits(9), "_trig": g.digits(9)}, "Triggered by Airflow after fivetran sync")

	g.deAdd("dataeng/dbt-cloud-cli-yml", `
# ~/.dbt/dbt_cloud.yml (written by dbt Cloud CLI setup)
version: "1"
context:
  active-host: "ab123.us1.dbt.com"
  active-project: "«_proj»"
projects:
  - project-name: "Analytics"
    project-id: "«_proj»"
    account-name: "Grainhouse"
    account-id: "«_acct»"
    account-host: "ab123.us1.dbt.com"
    token-name: "cloud-cli-2c1f"
    token-value: "«a»"
`, V{"_proj": g.digits(6), "_acct": g.digits(5), "a": "dbtu_" + g.b64u(56)}, "cloud-cli-2c1f", "ab123.us1.dbt.com")

	g.deAdd("dataeng/dbt-profiles-sqlserver-fabric", `
fabric_dw:
  target: prod
  outputs:
    prod:
      type: fabric
      driver: 'ODBC Driver 18 for SQL Server'
      server: «_ws».datawarehouse.fabric.microsoft.com
      port: 1433
      database: sales_dw
      schema: dbo
      authentication: ServicePrincipal
      tenant_id: «_tid»
      client_id: «_cid»
      client_secret: «a»
`, V{"_ws": g.s(alLowNum, 26) + "-" + g.s(alLowNum, 26), "_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "ODBC Driver 18 for SQL Server", "authentication: ServicePrincipal")

	g.deAdd("dataeng/dbt-profiles-env-var-benign", `
snowflake_prod:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: "{{ env_var('DBT_SNOWFLAKE_ACCOUNT') }}"
      user: "{{ env_var('DBT_SNOWFLAKE_USER') }}"
      password: "{{ env_var('DBT_ENV_SECRET_SNOWFLAKE_PASSWORD') }}"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING
      schema: "{{ env_var('DBT_SCHEMA', 'dbt_ci') }}"
      threads: 8
      query_tag: "dbt-{{ invocation_id }}"
`, V{}, "{{ env_var('DBT_ENV_SECRET_SNOWFLAKE_PASSWORD') }}", `query_tag: "dbt-{{ invocation_id }}"`)

	g.deAdd("dataeng/dbt-run-results-benign", `
$ jq '.metadata, .results[0] | {invocation_id, dbt_version, unique_id, status, execution_time, adapter_response}' target/run_results.json
{
  "invocation_id": "«_inv»",
  "dbt_version": "1.8.7",
  "unique_id": null,
  "status": null,
  "execution_time": null,
  "adapter_response": null
}
{
  "invocation_id": null,
  "dbt_version": null,
  "unique_id": "model.ledger.fct_payments",
  "status": "success",
  "execution_time": 14.882,
  "adapter_response": {"_message": "SUCCESS 1", "code": "SUCCESS", "rows_affected": 1, "query_id": "«_qid»"}
}
`, V{"_inv": g.uuid(), "_qid": g.deSFQuery()}, "model.ledger.fct_payments")
}

// ---- Airbyte ----

func (g *G) deAirbyte() {
	g.deAdd("dataeng/airbyte-abctl-credentials", `
$ abctl local credentials
  INFO    Using Kubernetes provider:
            Provider: kind
            Kubeconfig: /home/tomas/.airbyte/abctl/abctl.kubeconfig
            Context: kind-airbyte-abctl
 SUCCESS  Retrieving your credentials from 'airbyte-auth-secrets'
  INFO    Credentials:
            Email: tomas@driftwood.dev
            Password: «a»
            Client-Id: «_cid»
            Client-Secret: «b»
`, V{"a": g.an(32), "_cid": g.uuid(), "b": g.an(32)}, "kind-airbyte-abctl", "airbyte-auth-secrets")

	g.deAdd("dataeng/airbyte-source-postgres-config", `
{
  "sourceDefinitionId": "decd338e-5647-4c0b-adf4-da0e75f5a750",
  "workspaceId": "«_ws»",
  "name": "Postgres - billing replica",
  "connectionConfiguration": {
    "host": "billing-replica.db.ashgrove.net",
    "port": 5432,
    "database": "billing",
    "schemas": ["public", "invoicing"],
    "username": "airbyte_cdc",
    "password": "«a»",
    "ssl_mode": {"mode": "require"},
    "replication_method": {"method": "CDC", "plugin": "pgoutput", "replication_slot": "airbyte_slot", "publication": "airbyte_pub"},
    "tunnel_method": {
      "tunnel_method": "SSH_KEY_AUTH",
      "tunnel_host": "bastion.ashgrove.net",
      "tunnel_port": 22,
      "tunnel_user": "airbyte",
      "ssh_key": "«b»"
    }
  }
}
`, V{"_ws": g.uuid(), "a": g.pwStrong(), "b": jsonEsc(g.rsaPEM().block())}, "billing-replica.db.ashgrove.net", "bastion.ashgrove.net")

	g.deAdd("dataeng/airbyte-destination-snowflake-keypair", `
"configuration": {
  "destinationType": "snowflake",
  "host": "«_acct».snowflakecomputing.com",
  "role": "AIRBYTE_ROLE",
  "warehouse": "AIRBYTE_WAREHOUSE",
  "database": "AIRBYTE_DATABASE",
  "schema": "AIRBYTE_SCHEMA",
  "username": "AIRBYTE_USER",
  "credentials": {
    "auth_type": "Key Pair Authentication",
    "private_key": "«a»",
    "private_key_password": "«b»"
  },
  "raw_data_schema": "airbyte_internal",
  "disable_type_dedupe": false
}
`, V{"_acct": strings.ToLower(g.s(alUpper, 7)) + "-" + strings.ToLower(g.s(alUpper, 7)), "a": jsonEsc(g.deEncKey().block()), "b": g.pw()}, "AIRBYTE_WAREHOUSE", "Key Pair Authentication")

	g.deAdd("dataeng/airbyte-api-token-and-create-source", `
$ curl -s https://api.airbyte.com/v1/applications/token \
    -H 'Content-Type: application/json' \
    -d '{"client_id": "«_cid»", "client_secret": "«a»", "grant-type": "client_credentials"}'
{"access_token":"«b»","token_type":"Bearer","expires_in":180}
$ curl -s https://api.airbyte.com/v1/sources -H "Authorization: Bearer «b»" \
    -H 'Content-Type: application/json' \
    -d '{"name":"Stripe","workspaceId":"«_ws»","configuration":{"sourceType":"stripe","account_id":"acct_1NvQx2Lk8ZpR3tYh","client_secret":"«c»","start_date":"2023-01-01T00:00:00Z"}}'
`, V{"_cid": g.uuid(), "a": g.an(32), "b": g.jwt("RS256", `{"iss":"https://cloud.airbyte.com/auth/realms/_airbyte-application-clients","typ":"Bearer","azp":"`+g.uuid()+`","exp":1720001234}`), "_ws": g.uuid(), "c": g.rkLive()}, "acct_1NvQx2Lk8ZpR3tYh")

	g.deAdd("dataeng/airbyte-terraform-source-github", `
resource "airbyte_source_github" "monorepo" {
  name         = "GitHub - monorepo"
  workspace_id = var.workspace_id
  configuration = {
    repositories = ["wrenfield/platform", "wrenfield/web"]
    start_date   = "2024-01-01T00:00:00Z"
    credentials = {
      personal_access_token = {
        personal_access_token = "«a»"
      }
    }
  }
}

provider "airbyte" {
  client_id     = "«_cid»"
  client_secret = "«b»"
  server_url    = "https://api.airbyte.com/v1"
}
`, V{"a": g.ghp(), "_cid": g.uuid(), "b": g.an(32)}, "wrenfield/platform", "GitHub - monorepo")

	g.deAdd("dataeng/airbyte-source-s3-config", `
{
  "bucket": "partner-exports-ledgerline",
  "aws_access_key_id": "«a»",
  "aws_secret_access_key": "«b»",
  "region_name": "us-west-2",
  "streams": [
    {"name": "invoices", "globs": ["exports/invoices/*.csv"], "format": {"filetype": "csv"}, "validation_policy": "Emit Record"}
  ]
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "partner-exports-ledgerline", "exports/invoices/*.csv")

	g.deAdd("dataeng/airbyte-source-salesforce-oauth", `
# secrets/config.json for source-salesforce (connector dev, do NOT commit)
{
  "client_id": "3MVG9«_cid»",
  "client_secret": "«a»",
  "refresh_token": "«b»",
  "start_date": "2024-01-01T00:00:00Z",
  "is_sandbox": false,
  "streams_criteria": [{"criteria": "starts with", "value": "Opportunity"}]
}
$ poetry run source-salesforce check --config secrets/config.json
{"type": "CONNECTION_STATUS", "connectionStatus": {"status": "SUCCEEDED"}}
`, V{"_cid": g.s(alAlnum+"._", 80), "a": strings.ToUpper(g.hex(64)), "b": "5Aep861" + g.s(alAlnum+"._", 80)}, "poetry run source-salesforce check --config secrets/config.json")

	g.deAdd("dataeng/airbyte-env-file", `
# airbyte/.env (docker compose deployment, 0.50.x)
VERSION=0.50.38
CONFIG_ROOT=/data
DATABASE_USER=docker
DATABASE_PASSWORD=«a»
DATABASE_HOST=db
DATABASE_PORT=5432
DATABASE_DB=airbyte
BASIC_AUTH_USERNAME=airbyte
BASIC_AUTH_PASSWORD=«b»
BASIC_AUTH_PROXY_TIMEOUT=900
TEMPORAL_HOST=airbyte-temporal:7233
`, V{"a": g.pwURL(), "b": g.pw()}, "TEMPORAL_HOST=airbyte-temporal:7233", "BASIC_AUTH_USERNAME=airbyte")

	g.deAdd("dataeng/airbyte-sync-log-config-leak", `
2024-08-14 03:10:22 platform > Docker volume job log path: /tmp/workspace/«_job»/0/logs.log
2024-08-14 03:10:22 platform > Executing worker wrapper. Airbyte version: 0.63.8
2024-08-14 03:10:23 platform > Using default value for environment variable SIDECAR_KUBE_CPU_LIMIT: '2.0'
2024-08-14 03:10:24 source > INFO i.a.i.s.m.MySqlSource(main):52 starting source: class io.airbyte.integrations.source.mysql.MySqlSource
2024-08-14 03:10:24 source > INFO i.a.c.i.b.IntegrationRunner(runInternal):178 Command: READ
2024-08-14 03:10:24 source > DEBUG jdbc url: jdbc:mysql://orders-db.oakhaven.local:3306/orders?user=airbyte&password=«a»&zeroDateTimeBehavior=convertToNull
2024-08-14 03:10:25 source > INFO i.a.c.d.j.s.AdaptiveStreamingQueryConfig(initialize):24 Set initial fetch size: 10 rows
`, V{"_job": g.digits(5), "a": g.pwURL()}, "orders-db.oakhaven.local:3306/orders", "Airbyte version: 0.63.8")

	g.deAdd("dataeng/airbyte-connection-benign", `
$ curl -s https://api.airbyte.com/v1/jobs/«_job» -H "Authorization: Bearer $AIRBYTE_TOKEN" | jq
{
  "jobId": «_job»,
  "status": "succeeded",
  "jobType": "sync",
  "startTime": "2024-08-14T03:10:22Z",
  "connectionId": "«_conn»",
  "lastUpdatedAt": "2024-08-14T03:14:51Z",
  "duration": "PT4M29S",
  "bytesSynced": 88213457,
  "rowsSynced": 412200
}
`, V{"_job": g.digits(8), "_conn": g.uuid()}, "Authorization: Bearer $AIRBYTE_TOKEN")

	g.deAdd("dataeng/airbyte-destination-bigquery-gcs-staging", `
{
  "destinationType": "bigquery",
  "project_id": "pinecrest-dw",
  "dataset_location": "US",
  "dataset_id": "airbyte_raw",
  "loading_method": {
    "method": "GCS Staging",
    "gcs_bucket_name": "pinecrest-airbyte-staging",
    "gcs_bucket_path": "staging",
    "credential": {
      "credential_type": "HMAC_KEY",
      "hmac_key_access_id": "GOOG1E«_hid»",
      "hmac_key_secret": "«a»"
    }
  },
  "credentials_json": "{\"type\": \"service_account\", \"project_id\": \"pinecrest-dw\", \"private_key\": \"«b»\", \"client_email\": \"airbyte@pinecrest-dw.iam.gserviceaccount.com\"}"
}
`, V{"_hid": g.s(alUpNum, 55), "a": g.b64(30), "b": strings.ReplaceAll(g.deSAKey(), `\n`, `\\n`)}, "pinecrest-airbyte-staging", "airbyte@pinecrest-dw.iam.gserviceaccount.com")
}

// ---- Fivetran, Hightouch, Census and friends ----

func (g *G) deSaasELT() {
	fk, fs := g.an(16), g.an(32)
	g.deAdd("dataeng/fivetran-api-basic-auth", `
$ curl -s -X GET https://api.fivetran.com/v1/groups \
    -H "Authorization: Basic «a»" \
    -H "Accept: application/json;version=2"
{"code":"Success","data":{"items":[{"id":"«_grp»","name":"Warehouse","created_at":"2022-11-04T09:12:33.120Z"}],"next_cursor":null}}
`, V{"a": b64s(fk + ":" + fs), "_grp": strings.ToLower(g.pick("decent", "obtuse", "gleaming", "cheerful")) + "_" + g.pick("moose", "parable", "raccoon", "windmill")}, "https://api.fivetran.com/v1/groups")

	g.deAdd("dataeng/fivetran-api-key-secret-u-flag", `
curl -X POST https://api.fivetran.com/v1/connectors/«_conn»/sync \
  -u «a»:«b» \
  -H 'Content-Type: application/json' \
  -d '{"force": true}'
`, V{"_conn": g.pick("recede", "brawny", "lanky") + "_" + g.pick("swallow", "ankle", "ditch"), "a": g.an(16), "b": g.an(32)}, `-d '{"force": true}'`)

	g.deAdd("dataeng/fivetran-create-connector-postgres", `
POST /v1/connectors
{
  "service": "google_cloud_postgresql",
  "group_id": "«_grp»",
  "trust_certificates": true,
  "run_setup_tests": true,
  "config": {
    "schema_prefix": "app_pg",
    "host": "10.44.0.12",
    "port": 5432,
    "database": "app",
    "user": "fivetran",
    "password": "«a»",
    "update_method": "WAL",
    "replication_slot": "fivetran_slot",
    "publication_name": "fivetran_pub",
    "tunnel_host": "ssh.fivetran-tunnel.barrowdale.io",
    "tunnel_port": 22,
    "tunnel_user": "fivetran"
  }
}
`, V{"_grp": "projected_" + g.pick("sickle", "lantern", "otter"), "a": g.pwStrong()}, "ssh.fivetran-tunnel.barrowdale.io", "fivetran_slot")

	g.deAdd("dataeng/fivetran-terraform-provider", `
terraform {
  required_providers {
    fivetran = {
      source  = "fivetran/fivetran"
      version = ">= 1.4.0"
    }
  }
}

provider "fivetran" {
  api_key    = "«_key»"
  api_secret = "«a»"
}

resource "fivetran_destination" "snowflake" {
  group_id         = fivetran_group.warehouse.id
  service          = "snowflake"
  time_zone_offset = "0"
  region           = "GCP_US_EAST4"
  config {
    host     = "«_acct».snowflakecomputing.com"
    port     = 443
    database = "FIVETRAN_DB"
    auth     = "PASSWORD"
    user     = "FIVETRAN_USER"
    password = "«b»"
  }
}
`, V{"_key": g.an(16), "a": g.an(32), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5), "b": g.pw()}, "GCP_US_EAST4", "FIVETRAN_USER")

	g.deAdd("dataeng/hightouch-api-trigger-sync", `
$ curl -s -X POST "https://api.hightouch.com/api/v1/syncs/«_sync»/trigger" \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"fullResync": false}'
{"id":"«_run»"}
`, V{"_sync": g.digits(6), "a": g.uuid(), "_run": g.digits(8)}, `-d '{"fullResync": false}'`)

	g.deAdd("dataeng/census-api-sync-runs", `
import requests

CENSUS_SECRET = "secret-token:«a»"

r = requests.post(
    "https://app.getcensus.com/api/v1/syncs/«_sync»/trigger",
    headers={"Authorization": f"Bearer {CENSUS_SECRET}"},
    params={"force_full_sync": "false"},
)
print(r.json())  # {'status': 'success', 'data': {'sync_run_id': «_run»}}
`, V{"a": g.an(32), "_sync": g.digits(5), "_run": g.digits(8)}, "https://app.getcensus.com/api/v1/syncs/")

	g.deAdd("dataeng/stitch-import-api", `
$ curl -X POST https://api.stitchdata.com/v2/import/batch \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer «a»' \
  -d '{"table_name":"web_signups","schema":{"properties":{"id":{"type":"integer"},"email":{"type":"string"}}},"messages":[{"action":"upsert","sequence":1718030101000,"data":{"id":88121,"email":"x@example.org"}}],"key_names":["id"]}'
{"status":"OK","message":"Batch accepted"}
`, V{"a": g.hex(64)}, "Batch accepted", "web_signups")

	g.deAdd("dataeng/segment-write-key-and-rudder", `
# event forwarders for the product warehouse
SEGMENT_WRITE_KEY=«a»
SEGMENT_PUBLIC_API_TOKEN=«b»
RUDDERSTACK_DATA_PLANE_URL=https://hollowpinebuc.dataplane.rudderstack.com
RUDDERSTACK_WORKSPACE_TOKEN=«c»
`, V{"a": g.an(32), "b": "sgp_" + g.an(64), "c": g.b64u(27)}, "https://hollowpinebuc.dataplane.rudderstack.com")

	g.deAdd("dataeng/hightouch-census-chat-paste", `
**#data-activation** — Marisol Ortega  10:42
can someone check why the HubSpot sync in hightouch keeps failing with 401? I rotated the private app token yesterday, new one is «a» and I pasted it into the destination but no luck
**#data-activation** — Dev Patel  10:45
did you also update the census one? it's still using the old token. also pls delete that message, this channel is exported to the vendor
`, V{"a": g.hubspot()}, "#data-activation", "Marisol Ortega")

	g.deAdd("dataeng/fivetran-dbt-transformations-log-benign", `
Fivetran sync log (connector: «_conn», group: «_grp»)
2024-09-19T04:00:02.118Z INFO  sync_start {"sync_id":"«_sid»","reason":"scheduled"}
2024-09-19T04:03:47.502Z INFO  write_to_table_end {"table":"SALESFORCE.OPPORTUNITY","rows":1832}
2024-09-19T04:03:49.930Z INFO  sync_end {"status":"SUCCESSFUL","sync_id":"«_sid»"}
`, V{"_conn": "obtuse_" + g.pick("parable", "marsh", "gallant"), "_grp": "decent_" + g.pick("moose", "willow"), "_sid": g.uuid()}, "SALESFORCE.OPPORTUNITY")
}

// ---- Meltano and Singer ----

func (g *G) deMeltanoSinger() {
	g.deAdd("dataeng/meltano-env-file", `
# .env (meltano project, git-ignored)
TAP_POSTGRES_PASSWORD='«a»'
TAP_GITHUB_AUTH_TOKEN='«b»'
TARGET_SNOWFLAKE_PASSWORD='«c»'
MELTANO_DATABASE_URI=postgresql://meltano:«d»@localhost:5433/meltano
MELTANO_SEND_ANONYMOUS_USAGE_STATS='false'
`, V{"a": g.pw(), "b": g.ghp(), "c": g.pwStrong(), "d": g.pwURL()}, "MELTANO_SEND_ANONYMOUS_USAGE_STATS='false'")

	g.deAdd("dataeng/meltano-yml-inline-config", `
version: 1
default_environment: dev
project_id: «_pid»
plugins:
  extractors:
  - name: tap-hubspot
    variant: meltanolabs
    pip_url: git+https://github.com/MeltanoLabs/tap-hubspot.git
    config:
      start_date: '2024-01-01T00:00:00Z'
      access_token: «a»
  - name: tap-postgres
    variant: meltanolabs
    config:
      host: ops-db.rivulet.app
      port: 5432
      user: meltano_ro
      password: «b»
      database: ops
      filter_schemas: [public]
  loaders:
  - name: target-duckdb
    variant: jwills
    config:
      filepath: output/warehouse.duckdb
      default_target_schema: raw
environments:
- name: dev
- name: prod
`, V{"_pid": g.uuid(), "a": g.hubspot(), "b": g.pw()}, "ops-db.rivulet.app", "git+https://github.com/MeltanoLabs/tap-hubspot.git")

	g.deAdd("dataeng/meltano-config-set-and-list", `
$ meltano config tap-stripe set api_key «a»
Extractor 'tap-stripe' setting 'api_key' was set in ˋ.envˋ: 'sk_live_••••••'
$ meltano config tap-stripe
{
  "api_key": "«a»",
  "start_date": "2023-06-01T00:00:00Z",
  "account_id": "acct_1Mx7vQDp3ZqW9kJt"
}
`, V{"a": g.skLive()}, "acct_1Mx7vQDp3ZqW9kJt", "meltano config tap-stripe set api_key")

	g.deAdd("dataeng/meltano-config-list-masked-benign", `
$ meltano config target-snowflake list
Custom, Current Settings:
account [env: TARGET_SNOWFLAKE_ACCOUNT] current value: '«_acct»' (from ˋ.envˋ)
user [env: TARGET_SNOWFLAKE_USER] current value: 'MELTANO_LOADER' (from ˋmeltano.ymlˋ)
password [env: TARGET_SNOWFLAKE_PASSWORD] current value: '(redacted)' (from ˋ.envˋ)
warehouse [env: TARGET_SNOWFLAKE_WAREHOUSE] current value: 'LOADING' (from ˋmeltano.ymlˋ)
`, V{"_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5) + ".eu-central-1"}, "TARGET_SNOWFLAKE_PASSWORD", "MELTANO_LOADER")

	g.deAdd("dataeng/singer-tap-postgres-config", `
$ cat tap_config.json
{
  "host": "127.0.0.1",
  "port": 5432,
  "user": "singer",
  "password": "«a»",
  "dbname": "shop",
  "filter_schemas": "public",
  "default_replication_method": "LOG_BASED"
}
$ tap-postgres --config tap_config.json --discover > catalog.json
`, V{"a": g.pwURL()}, "tap-postgres --config tap_config.json --discover > catalog.json")

	g.deAdd("dataeng/singer-target-snowflake-config", `
{
  "account": "«_acct»",
  "dbname": "RAW",
  "user": "SINGER_LOADER",
  "password": "«a»",
  "warehouse": "LOAD_WH",
  "s3_bucket": "northbeam-singer-stage",
  "s3_key_prefix": "snowflake-imports/",
  "aws_access_key_id": "«b»",
  "aws_secret_access_key": "«c»",
  "stage": "RAW.PIPELINEWISE.S3_STAGE",
  "file_format": "RAW.PIPELINEWISE.CSV",
  "default_target_schema": "SINGER"
}
`, V{"_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5), "a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret()}, "northbeam-singer-stage", "RAW.PIPELINEWISE.S3_STAGE")

	g.deAdd("dataeng/singer-tap-google-analytics-oauth", `
{
  "oauth_credentials": {
    "client_id": "«_cid».apps.googleusercontent.com",
    "client_secret": "«a»",
    "access_token": "«b»",
    "refresh_token": "«c»"
  },
  "view_id": "«_view»",
  "start_date": "2023-01-01T00:00:00Z",
  "end_date": "2024-01-01T00:00:00Z"
}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.ya29(), "c": g.gRefresh(), "_view": g.digits(9)}, `"start_date": "2023-01-01T00:00:00Z"`)

	g.deAdd("dataeng/singer-state-and-catalog-benign", `
$ cat state.json
{"currently_syncing": null, "bookmarks": {"public-orders": {"last_replication_method": "LOG_BASED", "lsn": 88172044312, "version": 1718903110221, "xmin": null}, "public-customers": {"replication_key": "updated_at", "replication_key_value": "2024-06-20T17:02:11.448+00:00", "version": 1718903110219}}}
$ jq '.streams[0] | {tap_stream_id, key_properties, "md": .metadata[0].metadata}' catalog.json
{
  "tap_stream_id": "public-orders",
  "key_properties": ["id"],
  "md": {"selected": true, "replication-method": "LOG_BASED", "database-name": "shop", "schema-name": "public", "is-view": false, "row-count": 1843302}
}
`, V{}, `"lsn": 88172044312`, `"replication_key_value": "2024-06-20T17:02:11.448+00:00"`)

	g.deAdd("dataeng/singer-tap-zendesk-config", `
{"start_date": "2024-02-01T00:00:00Z", "subdomain": "brindlecare", "email": "ops@brindlecare.com", "api_token": "«a»", "request_timeout": 300}
`, V{"a": g.an(40)}, `"subdomain": "brindlecare"`)

	g.deAdd("dataeng/meltano-run-log-debug", `
$ meltano --log-level=debug run tap-mysql target-bigquery
2024-07-02T09:12:01.442331Z [debug    ] Invoking: ['/project/.meltano/extractors/tap-mysql/venv/bin/tap-mysql', '--config', '/project/.meltano/run/tap-mysql/tap.«_cfg».config.json', '--catalog', '/project/.meltano/run/tap-mysql/tap.properties.json']
2024-07-02T09:12:01.442890Z [debug    ] Env: {'TAP_MYSQL_HOST': 'mysql-primary.shopfront.lan', 'TAP_MYSQL_USER': 'meltano', 'TAP_MYSQL_PASSWORD': '«a»', 'TARGET_BIGQUERY_PROJECT': 'shopfront-analytics', 'MELTANO_RUN_ID': '«_run»', 'TARGET_BIGQUERY_CREDENTIALS_PATH': '/secrets/bq-loader.json'}
2024-07-02T09:12:04.118004Z [info     ] Extractor 'tap-mysql' is now running...
`, V{"_cfg": g.uuid(), "a": g.pw(), "_run": g.uuid()}, "mysql-primary.shopfront.lan", "/secrets/bq-loader.json")
}

// ---- Dagster, Prefect, Mage, Kestra, Luigi ----

func (g *G) deOrchestrators() {
	g.deAdd("dataeng/dagster-yaml-storage", `
# $DAGSTER_HOME/dagster.yaml
storage:
  postgres:
    postgres_db:
      username: dagster
      password: «a»
      hostname: dagster-pg.platform.svc.cluster.local
      db_name: dagster
      port: 5432

run_coordinator:
  module: dagster.core.run_coordinator
  class: QueuedRunCoordinator
  config:
    max_concurrent_runs: 25

compute_logs:
  module: dagster_aws.s3.compute_log_manager
  class: S3ComputeLogManager
  config:
    bucket: ironleaf-dagster-logs
    prefix: compute-logs
`, V{"a": g.pwStrong()}, "dagster-pg.platform.svc.cluster.local", "ironleaf-dagster-logs")

	g.deAdd("dataeng/dagster-definitions-hardcoded", `
from dagster import Definitions, EnvVar, load_assets_from_modules
from dagster_snowflake import SnowflakeResource
from dagster_aws.s3 import S3Resource
from . import assets

defs = Definitions(
    assets=load_assets_from_modules([assets]),
    resources={
        "snowflake": SnowflakeResource(
            account=EnvVar("SNOWFLAKE_ACCOUNT"),
            user="DAGSTER_SVC",
            password="«a»",  # FIXME: EnvVar before merging
            warehouse="DAGSTER_WH",
            database="ANALYTICS",
        ),
        "s3": S3Resource(
            region_name="us-east-1",
            aws_access_key_id="«b»",
            aws_secret_access_key="«c»",
        ),
    },
)
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret()}, `EnvVar("SNOWFLAKE_ACCOUNT")`, "DAGSTER_SVC")

	g.deAdd("dataeng/dagster-cloud-agent-token", `
# dagster-cloud agent values for the hybrid deployment
dagsterCloud:
  deployment: prod
  agentToken: "agent:larkspur:«a»"
  branchDeployments: true
workspace:
  serverK8sConfig:
    containerConfig:
      resources:
        limits:
          memory: 4Gi
`, V{"a": g.hex(32)}, "dagsterCloud:", "branchDeployments: true")

	g.deAdd("dataeng/dagster-cloud-ci-token", `
$ export DAGSTER_CLOUD_API_TOKEN=user:«a»
$ dagster-cloud deployment deploy-python-executable --location-name analytics --deployment prod --organization larkspur ./
Deploying location analytics to https://larkspur.dagster.cloud/prod ...
`, V{"a": g.hex(32)}, "https://larkspur.dagster.cloud/prod", "--location-name analytics")

	g.deAdd("dataeng/dagster-run-config-yaml", `
# launchpad run config for ops_backfill_job
resources:
  warehouse:
    config:
      connection_string: "mssql+pyodbc://dagster_etl:«a»@sqlprod02.tidewater.local:1433/Finance?driver=ODBC+Driver+18+for+SQL+Server&TrustServerCertificate=yes"
ops:
  extract_gl:
    config:
      fiscal_year: 2024
      period: 9
`, V{"a": g.pwURL()}, "sqlprod02.tidewater.local:1433/Finance", "fiscal_year: 2024")

	g.deAdd("dataeng/prefect-profiles-toml", `
$ cat ~/.prefect/profiles.toml
active = "cloud-prod"

[profiles.ephemeral]
PREFECT_API_URL = "http://127.0.0.1:4200/api"

[profiles.cloud-prod]
PREFECT_API_URL = "https://api.prefect.cloud/api/accounts/«_acct»/workspaces/«_ws»"
PREFECT_API_KEY = "«a»"
`, V{"_acct": g.uuid(), "_ws": g.uuid(), "a": g.dePnu()}, "http://127.0.0.1:4200/api", `active = "cloud-prod"`)

	g.deAdd("dataeng/prefect-cloud-login-key", `
$ prefect cloud login -k «a» --workspace meadowlark/production
Authenticated with Prefect Cloud! Using workspace 'meadowlark/production'.
`, V{"a": g.dePnu()}, "meadowlark/production")

	g.deAdd("dataeng/prefect-blocks-create", `
from prefect.blocks.system import Secret
from prefect_aws import AwsCredentials
from prefect_sqlalchemy import SqlAlchemyConnector, ConnectionComponents, SyncDriver

Secret(value="«a»").save("openweather-api-key", overwrite=True)

AwsCredentials(
    aws_access_key_id="«b»",
    aws_secret_access_key="«c»",
    region_name="eu-west-2",
).save("aws-etl", overwrite=True)

SqlAlchemyConnector(
    connection_info=ConnectionComponents(
        driver=SyncDriver.POSTGRESQL_PSYCOPG2,
        username="prefect",
        password="«d»",
        host="pg.etl.harrowgate.io",
        port=5432,
        database="staging",
    )
).save("pg-staging", overwrite=True)
`, V{"a": g.hex(32), "b": g.awsID(), "c": g.awsSecret(), "d": g.pw()}, "pg.etl.harrowgate.io", "openweather-api-key")

	g.deAdd("dataeng/prefect-block-inspect-masked-benign", `
$ prefect block inspect aws-credentials/aws-etl
                         aws-credentials/aws-etl
┌───────────────────────┬──────────────────────────────────────────┐
│ Block Type            │ AWS Credentials                          │
│ Block id              │ «_id»     │
├───────────────────────┼──────────────────────────────────────────┤
│ aws_access_key_id     │ AKIA****************                     │
│ aws_secret_access_key │ ********                                 │
│ region_name           │ eu-west-2                                │
└───────────────────────┴──────────────────────────────────────────┘
`, V{"_id": g.uuid()}, "aws-credentials/aws-etl", "AWS Credentials")

	g.deAdd("dataeng/prefect-deployment-job-vars", `
# prefect.yaml
deployments:
- name: nightly-sync
  entrypoint: flows/sync.py:sync_all
  work_pool:
    name: k8s-pool
    job_variables:
      env:
        SHOPIFY_ACCESS_TOKEN: «a»
        WAREHOUSE_URL: postgresql://sync:«b»@warehouse.cobblestone.io/dw
      image: ghcr.io/cobblestone/prefect-flows:2024.10.1
  schedules:
  - cron: "0 3 * * *"
    timezone: Europe/Berlin
`, V{"a": g.shpat(), "b": g.pwURL()}, "ghcr.io/cobblestone/prefect-flows:2024.10.1", "flows/sync.py:sync_all")

	g.deAdd("dataeng/mage-io-config", `
# io_config.yaml (mage-ai)
version: 0.1.1
default:
  POSTGRES_CONNECT_TIMEOUT: 10
  POSTGRES_DBNAME: mage_demo
  POSTGRES_SCHEMA: public
  POSTGRES_USER: mage
  POSTGRES_PASSWORD: «a»
  POSTGRES_HOST: db.mage.fernbrook.org
  POSTGRES_PORT: 5432
  GOOGLE_SERVICE_ACC_KEY_FILEPATH: "/home/src/keys/bq.json"
  MOTHERDUCK_TOKEN: "«b»"
  SNOWFLAKE_USER: MAGE
  SNOWFLAKE_PASSWORD: "{{ env_var('SNOWFLAKE_PASSWORD') }}"
`, V{"a": g.pw(), "b": g.jwt("HS256", `{"session":"`+g.uuid()+`","userId":"`+g.uuid()+`","iat":1716000000}`)}, "db.mage.fernbrook.org", "{{ env_var('SNOWFLAKE_PASSWORD') }}")

	g.deAdd("dataeng/kestra-secret-env-base64", `
# docker-compose.yml (kestra)
  kestra:
    image: kestra/kestra:latest
    env_file: .env_encoded
    environment:
      KESTRA_CONFIGURATION: |
        datasources:
          postgres:
            url: jdbc:postgresql://postgres:5432/kestra
            username: kestra
            password: «a»
$ cat .env_encoded
SECRET_GITHUB_TOKEN=«b»
SECRET_SLACK_WEBHOOK=«c»
`, V{"a": g.pwURL(), "b": b64s(g.ghp()), "c": b64s("https://hooks.slack.com/services/T" + g.s(alUpNum, 8) + "/B" + g.s(alUpNum, 10) + "/" + g.an(24))}, "jdbc:postgresql://postgres:5432/kestra", "KESTRA_CONFIGURATION")

	g.deAdd("dataeng/luigi-cfg", `
# luigi.cfg
[core]
default-scheduler-host=luigi.int.pembrook.net
default-scheduler-port=8082

[postgres]
host=reporting-db.int.pembrook.net
database=reporting
user=luigi
password=«a»

[redshift]
aws_access_key_id=«b»
aws_secret_access_key=«c»

[email]
receiver=data-oncall@pembrook.net
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret()}, "reporting-db.int.pembrook.net", "data-oncall@pembrook.net")

	g.deAdd("dataeng/prefect-flow-run-log-leak", `
09:14:02.311 | INFO    | prefect.engine - Created flow run 'tangerine-oyster' for flow 'sync-zuora'
09:14:02.913 | INFO    | Flow run 'tangerine-oyster' - Downloading flow code from storage at '.'
09:14:04.005 | INFO    | Task run 'get_token-0' - POST https://rest.zuora.com/oauth/token client_id=«_cid» client_secret=«a»
09:14:04.611 | INFO    | Task run 'get_token-0' - Finished in state Completed()
09:14:09.448 | INFO    | Flow run 'tangerine-oyster' - Finished in state Completed('All states completed.')
`, V{"_cid": g.uuid(), "a": g.b64u(40)}, "tangerine-oyster", "https://rest.zuora.com/oauth/token")
}

// ---- Spark ----

func (g *G) deSpark() {
	g.deAdd("dataeng/spark-submit-s3a-conf", `
$ spark-submit \
    --master yarn --deploy-mode cluster \
    --conf spark.hadoop.fs.s3a.access.key=«a» \
    --conf spark.hadoop.fs.s3a.secret.key=«b» \
    --conf spark.hadoop.fs.s3a.endpoint=s3.eu-west-1.amazonaws.com \
    --conf spark.sql.shuffle.partitions=400 \
    --packages org.apache.hadoop:hadoop-aws:3.3.4 \
    jobs/compact_events.py --date 2024-10-01
24/10/02 01:12:33 INFO Client: Submitting application «_app» to ResourceManager
`, V{"a": g.awsID(), "b": g.awsSecret(), "_app": g.deSparkApp()}, "org.apache.hadoop:hadoop-aws:3.3.4", "jobs/compact_events.py --date 2024-10-01")

	g.deAdd("dataeng/spark-defaults-conf", `
# $SPARK_HOME/conf/spark-defaults.conf
spark.master                                  k8s://https://10.0.0.1:443
spark.kubernetes.namespace                    spark-jobs
spark.eventLog.enabled                        true
spark.eventLog.dir                            s3a://tarnview-spark-history/events
spark.hadoop.fs.s3a.aws.credentials.provider  org.apache.hadoop.fs.s3a.SimpleAWSCredentialsProvider
spark.hadoop.fs.s3a.access.key                «a»
spark.hadoop.fs.s3a.secret.key                «b»
spark.hadoop.fs.s3a.path.style.access         true
spark.hadoop.fs.s3a.endpoint                  http://minio.storage.svc:9000
spark.sql.catalog.lake                        org.apache.iceberg.spark.SparkCatalog
`, V{"a": g.an(20), "b": g.an(40)}, "s3a://tarnview-spark-history/events", "http://minio.storage.svc:9000")

	g.deAdd("dataeng/pyspark-adls-account-key", `
spark = SparkSession.builder.appName("claims-ingest").getOrCreate()
spark.conf.set(
    "fs.azure.account.key.rookerydatalake.dfs.core.windows.net",
    "«a»",
)
df = spark.read.format("parquet").load("abfss://raw@rookerydatalake.dfs.core.windows.net/claims/2024/10/")
`, V{"a": g.azStorage()}, "abfss://raw@rookerydatalake.dfs.core.windows.net/claims/2024/10/", `appName("claims-ingest")`)

	g.deAdd("dataeng/pyspark-adls-oauth-sp", `
storage = "meridianlakeprod"
spark.conf.set(f"fs.azure.account.auth.type.{storage}.dfs.core.windows.net", "OAuth")
spark.conf.set(f"fs.azure.account.oauth.provider.type.{storage}.dfs.core.windows.net",
               "org.apache.hadoop.fs.azurebfs.oauth2.ClientCredsTokenProvider")
spark.conf.set(f"fs.azure.account.oauth2.client.id.{storage}.dfs.core.windows.net", "«_cid»")
spark.conf.set(f"fs.azure.account.oauth2.client.secret.{storage}.dfs.core.windows.net", "«a»")
spark.conf.set(f"fs.azure.account.oauth2.client.endpoint.{storage}.dfs.core.windows.net",
               "https://login.microsoftonline.com/«_tid»/oauth2/token")
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "org.apache.hadoop.fs.azurebfs.oauth2.ClientCredsTokenProvider")

	g.deAdd("dataeng/pyspark-sas-token", `
spark.conf.set(
    "fs.azure.sas.landing.harborlightsa.blob.core.windows.net",
    "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-03-31T17:00:00Z&st=2024-10-01T09:00:00Z&spr=https&sig=«a»",
)
df = spark.read.csv("wasbs://landing@harborlightsa.blob.core.windows.net/pos/*.csv", header=True)
`, V{"a": g.deSASig()}, "wasbs://landing@harborlightsa.blob.core.windows.net/pos/*.csv")

	g.deAdd("dataeng/pyspark-jdbc-read", `
orders = (
    spark.read.format("jdbc")
    .option("url", "jdbc:postgresql://orders-primary.vantage.internal:5432/orders")
    .option("dbtable", "(select * from orders where updated_at >= now() - interval '1 day') t")
    .option("user", "spark_reader")
    .option("password", "«a»")
    .option("fetchsize", 10000)
    .option("numPartitions", 8)
    .load()
)
`, V{"a": g.pw()}, "orders-primary.vantage.internal:5432/orders", "spark_reader")

	g.deAdd("dataeng/spark-jdbc-url-in-error", `
24/09/12 14:22:08 ERROR Executor: Exception in task 3.0 in stage 7.0 (TID 611)
java.sql.SQLException: Access denied for user 'spark'@'10.12.4.88' (using password: YES)
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)
	at com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:828)
	at org.apache.spark.sql.execution.datasources.jdbc.JdbcUtils$.createConnectionFactory(JdbcUtils.scala:64)
24/09/12 14:22:08 WARN TaskSetManager: Lost task 3.0 in stage 7.0 (TID 611) (ip-10-12-4-88.ec2.internal executor 2): options: Map(url -> jdbc:mysql://crm-db.ec2.internal:3306/crm?user=spark&password=«a», dbtable -> contacts, driver -> com.mysql.cj.jdbc.Driver)
`, V{"a": g.pwURL()}, "crm-db.ec2.internal:3306/crm", "ip-10-12-4-88.ec2.internal executor 2")

	g.deAdd("dataeng/spark-ui-environment-redacted-benign", `
Spark Properties (copied from the Environment tab)
spark.app.id	«_app»
spark.app.name	sessionize_clicks
spark.driver.host	10.42.7.19
spark.hadoop.fs.s3a.access.key	*********(redacted)
spark.hadoop.fs.s3a.secret.key	*********(redacted)
spark.redaction.regex	(?i)secret|password|token|access[.]key
spark.sql.adaptive.enabled	true
`, V{"_app": "spark-" + g.hex(32)}, "sessionize_clicks", "(?i)secret|password|token|access[.]key")

	g.deAdd("dataeng/glue-job-default-args", `
$ aws glue get-job --job-name oracle_to_lake --query 'Job.DefaultArguments'
{
    "--job-language": "python",
    "--TempDir": "s3://aws-glue-assets-«_acct»-us-east-1/temporary/",
    "--enable-metrics": "true",
    "--source_jdbc_url": "jdbc:oracle:thin:@//ora-fin.corp.quarrystone.com:1521/FINPRD",
    "--source_user": "GLUE_EXTRACT",
    "--source_password": "«a»",
    "--conf": "spark.hadoop.fs.s3a.access.key=«b» --conf spark.hadoop.fs.s3a.secret.key=«c»"
}
`, V{"_acct": g.digits(12), "a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret()}, "jdbc:oracle:thin:@//ora-fin.corp.quarrystone.com:1521/FINPRD", "GLUE_EXTRACT")

	g.deAdd("dataeng/emr-add-steps", `
$ aws emr add-steps --cluster-id j-«_cid» --steps 'Type=Spark,Name=backfill,ActionOnFailure=CONTINUE,Args=[--deploy-mode,cluster,--conf,spark.hadoop.fs.s3a.session.token=«a»,s3://nettlefield-jobs/backfill.py,--since,2024-01-01]'
{
    "StepIds": [
        "s-«_step»"
    ]
}
`, V{"_cid": g.s(alUpNum, 13), "a": g.awsSession(), "_step": g.s(alUpNum, 21)}, "s3://nettlefield-jobs/backfill.py")

	g.deAdd("dataeng/spark-gcs-inline-private-key", `
spark-submit \
  --conf spark.hadoop.google.cloud.auth.service.account.enable=true \
  --conf spark.hadoop.fs.gs.auth.service.account.email=spark-etl@pollenrow-data.iam.gserviceaccount.com \
  --conf spark.hadoop.fs.gs.auth.service.account.private.key.id=«_kid» \
  --conf "spark.hadoop.fs.gs.auth.service.account.private.key=«a»" \
  gs://pollenrow-jobs/aggregate.py
`, V{"_kid": g.hex(40), "a": g.deSAKey()}, "spark-etl@pollenrow-data.iam.gserviceaccount.com", "gs://pollenrow-jobs/aggregate.py")

	g.deAdd("dataeng/databricks-notebook-secrets-redacted-benign", `
jdbc_password = dbutils.secrets.get(scope="warehouse", key="pg-password")
print(jdbc_password)
[REDACTED]
storage_key = dbutils.secrets.get(scope="lake", key="adls-key")
spark.conf.set("fs.azure.account.key.corvinalake.dfs.core.windows.net", storage_key)
`, V{}, `dbutils.secrets.get(scope="warehouse", key="pg-password")`, "fs.azure.account.key.corvinalake.dfs.core.windows.net")

	g.deAdd("dataeng/databricks-notebook-hardcoded-key", `
# Cmd 3
access_key = "«a»"
secret_key = "«b»"
encoded_secret_key = secret_key.replace("/", "%2F")
aws_bucket_name = "fenwick-clickstream"
mount_name = "clickstream"
dbutils.fs.mount(f"s3a://{access_key}:{encoded_secret_key}@{aws_bucket_name}", f"/mnt/{mount_name}")
display(dbutils.fs.ls(f"/mnt/{mount_name}"))
`, V{"a": g.awsID(), "b": g.awsSecret()}, "fenwick-clickstream")
}

// ---- Hadoop, Hive and friends ----

func (g *G) deHadoop() {
	g.deAdd("dataeng/hadoop-core-site-s3a", `
<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="configuration.xsl"?>
<configuration>
  <property>
    <name>fs.defaultFS</name>
    <value>hdfs://namenode.hadoop.lindqvist.se:8020</value>
  </property>
  <property>
    <name>fs.s3a.access.key</name>
    <value>«a»</value>
  </property>
  <property>
    <name>fs.s3a.secret.key</name>
    <value>«b»</value>
  </property>
  <property>
    <name>fs.s3a.endpoint</name>
    <value>s3.eu-north-1.amazonaws.com</value>
  </property>
</configuration>
`, V{"a": g.awsID(), "b": g.awsSecret()}, "hdfs://namenode.hadoop.lindqvist.se:8020")

	g.deAdd("dataeng/hadoop-core-site-abfs-key", `
  <property>
    <name>fs.azure.account.key.oxbowanalytics.dfs.core.windows.net</name>
    <value>«a»</value>
  </property>
  <property>
    <name>fs.azure.account.key.oxbowarchive.blob.core.windows.net</name>
    <value>«b»</value>
  </property>
  <property>
    <name>fs.azure.always.use.https</name>
    <value>true</value>
  </property>
`, V{"a": g.azStorage(), "b": g.azStorage()}, "fs.azure.account.key.oxbowanalytics.dfs.core.windows.net")

	g.deAdd("dataeng/hive-site-metastore-password", `
<property>
  <name>javax.jdo.option.ConnectionURL</name>
  <value>jdbc:mysql://hms-db.bigdata.kettleworth.net:3306/metastore?createDatabaseIfNotExist=true&amp;useSSL=false</value>
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
  <value>thrift://hms.bigdata.kettleworth.net:9083</value>
</property>
`, V{"a": g.pw()}, "thrift://hms.bigdata.kettleworth.net:9083", "javax.jdo.option.ConnectionUserName")

	g.deAdd("dataeng/hadoop-credential-create", `
$ hadoop credential create fs.s3a.secret.key -value «a» \
    -provider jceks://hdfs@namenode.hadoop.lindqvist.se:8020/user/etl/s3.jceks
WARNING: You have accepted the use of the default provider password
by not configuring a password in one of the two following locations:
    * In the environment variable HADOOP_CREDSTORE_PASSWORD
    * In a file referred to by the configuration entry
      hadoop.security.credstore.java-keystore-provider.password-file.
Please review the documentation regarding provider passwords in
the keystore passwords section of the Credential Provider API
Continuing with the default provider password.

fs.s3a.secret.key has been successfully created.
org.apache.hadoop.security.alias.JavaKeyStoreProvider has been updated.
`, V{"a": g.awsSecret()}, "jceks://hdfs@namenode.hadoop.lindqvist.se:8020/user/etl/s3.jceks", "HADOOP_CREDSTORE_PASSWORD")

	g.deAdd("dataeng/oozie-job-properties", `
nameNode=hdfs://nn1.cdh.saltbridge.local:8020
jobTracker=rm1.cdh.saltbridge.local:8032
queueName=etl
oozie.use.system.libpath=true
oozie.wf.application.path=${nameNode}/user/etl/workflows/teradata_extract
tdUrl=jdbc:teradata://td-prod.saltbridge.local/DATABASE=EDW,CHARSET=UTF8
tdUser=ETL_BATCH
tdPassword=«a»
`, V{"a": g.pw()}, "jdbc:teradata://td-prod.saltbridge.local/DATABASE=EDW,CHARSET=UTF8", "ETL_BATCH")

	g.deAdd("dataeng/sqoop-import-password", `
[etl@edge01 ~]$ sqoop import \
  --connect jdbc:mysql://legacy-crm.saltbridge.local:3306/crm \
  --username sqoop_ro \
  --password «a» \
  --table accounts --target-dir /data/raw/crm/accounts --num-mappers 4 --as-parquetfile
Warning: /opt/cloudera/parcels/CDH/lib/sqoop/../accumulo does not exist! Accumulo imports will fail.
24/03/18 11:02:44 INFO sqoop.Sqoop: Running Sqoop version: 1.4.7-cdh6.3.2
24/03/18 11:02:44 WARN tool.BaseSqoopTool: Setting your password on the command-line is insecure. Consider using -P instead.
`, V{"a": g.pwURL()}, "legacy-crm.saltbridge.local:3306/crm", "Running Sqoop version: 1.4.7-cdh6.3.2")

	g.deAdd("dataeng/nifi-properties-sensitive-key", `
# nifi.properties (excerpt)
nifi.web.https.host=nifi01.flow.granitebay.io
nifi.web.https.port=8443
nifi.sensitive.props.key=«a»
nifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256
nifi.security.keystore=./conf/keystore.p12
nifi.security.keystoreType=PKCS12
nifi.security.keystorePasswd=«b»
nifi.security.keyPasswd=«b»
nifi.security.truststore=./conf/truststore.p12
nifi.security.truststorePasswd=«c»
`, V{"a": g.an(24), "b": g.hex(32), "c": g.hex(32)}, "nifi01.flow.granitebay.io", "NIFI_PBKDF2_AES_GCM_256")
}

// ---- Kafka Connect and Confluent ----

func (g *G) deKafka() {
	g.deAdd("dataeng/kafka-connect-jdbc-source", `
$ curl -s -X PUT http://connect.kafka.svc:8083/connectors/jdbc-pg-orders/config \
    -H 'Content-Type: application/json' -d '{
  "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",
  "connection.url": "jdbc:postgresql://orders-db.prod.hexmoor.io:5432/orders",
  "connection.user": "kafka_connect",
  "connection.password": "«a»",
  "mode": "timestamp+incrementing",
  "timestamp.column.name": "updated_at",
  "incrementing.column.name": "id",
  "table.whitelist": "public.orders,public.order_items",
  "topic.prefix": "pg.orders.",
  "poll.interval.ms": "5000",
  "tasks.max": "2"
}'
`, V{"a": g.pw()}, "jdbc:postgresql://orders-db.prod.hexmoor.io:5432/orders", "io.confluent.connect.jdbc.JdbcSourceConnector")

	g.deAdd("dataeng/debezium-mysql-connector", `
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
    "schema.history.internal.kafka.topic": "schemahistory.inventory"
  }
}
`, V{"a": g.pwStrong()}, "schemahistory.inventory", `"database.server.id": "184054"`)

	g.deAdd("dataeng/debezium-postgres-connector-yaml", `
apiVersion: kafka.strimzi.io/v1beta2
kind: KafkaConnector
metadata:
  name: billing-cdc
  labels:
    strimzi.io/cluster: connect-cluster
spec:
  class: io.debezium.connector.postgresql.PostgresConnector
  tasksMax: 1
  config:
    database.hostname: billing-pg.data.svc.cluster.local
    database.port: 5432
    database.user: cdc_user
    database.password: «a»
    database.dbname: billing
    plugin.name: pgoutput
    slot.name: debezium_billing
    topic.prefix: billing
    table.include.list: public.invoices,public.payments
`, V{"a": g.pwURL()}, "billing-pg.data.svc.cluster.local", "strimzi.io/cluster: connect-cluster")

	g.deAdd("dataeng/kafka-connect-s3-sink", `
{
  "name": "s3-sink-events",
  "config": {
    "connector.class": "io.confluent.connect.s3.S3SinkConnector",
    "topics": "events.clickstream",
    "s3.bucket.name": "marlow-events-archive",
    "s3.region": "us-east-1",
    "aws.access.key.id": "«a»",
    "aws.secret.access.key": "«b»",
    "flush.size": "10000",
    "storage.class": "io.confluent.connect.s3.storage.S3Storage",
    "format.class": "io.confluent.connect.s3.format.parquet.ParquetFormat",
    "partitioner.class": "io.confluent.connect.storage.partitioner.TimeBasedPartitioner",
    "path.format": "'year'=YYYY/'month'=MM/'day'=dd",
    "locale": "en-US",
    "timezone": "UTC"
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "marlow-events-archive", "events.clickstream")

	g.deAdd("dataeng/kafka-connect-snowflake-sink", `
name=snowflake-sink-orders
connector.class=com.snowflake.kafka.connector.SnowflakeSinkConnector
tasks.max=4
topics=orders,order_items
snowflake.topic2table.map=orders:ORDERS_RAW,order_items:ORDER_ITEMS_RAW
buffer.count.records=10000
snowflake.url.name=«_acct».snowflakecomputing.com:443
snowflake.user.name=KAFKA_CONNECTOR
snowflake.private.key=«a»
snowflake.private.key.passphrase=«b»
snowflake.database.name=RAW
snowflake.schema.name=KAFKA
key.converter=org.apache.kafka.connect.storage.StringConverter
value.converter=com.snowflake.kafka.connector.records.SnowflakeJsonConverter
`, V{"_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5) + ".us-east-1", "a": strings.ReplaceAll(g.deEncKey().body, "\n", ""), "b": g.pwStrong()}, "KAFKA_CONNECTOR", "snowflake.topic2table.map=orders:ORDERS_RAW,order_items:ORDER_ITEMS_RAW")

	g.deAdd("dataeng/kafka-connect-bigquery-sink", `
{
  "connector.class": "com.wepay.kafka.connect.bigquery.BigQuerySinkConnector",
  "topics": "payments.settled",
  "project": "tessaline-dw",
  "defaultDataset": "kafka_raw",
  "keySource": "JSON",
  "keyfile": "{\"type\":\"service_account\",\"project_id\":\"tessaline-dw\",\"private_key_id\":\"«_kid»\",\"private_key\":\"«a»\",\"client_email\":\"kafka-bq@tessaline-dw.iam.gserviceaccount.com\"}",
  "autoCreateTables": "true",
  "sanitizeTopics": "true"
}
`, V{"_kid": g.hex(40), "a": strings.ReplaceAll(g.deSAKey(), `\n`, `\\n`)}, "kafka-bq@tessaline-dw.iam.gserviceaccount.com", "com.wepay.kafka.connect.bigquery.BigQuerySinkConnector")

	g.deAdd("dataeng/kafka-connect-elasticsearch-sink", `
connector.class=io.confluent.connect.elasticsearch.ElasticsearchSinkConnector
topics=products.catalog
connection.url=https://es-prod.search.bellweather.net:9200
connection.username=kafka_writer
connection.password=«a»
type.name=_doc
key.ignore=false
schema.ignore=true
behavior.on.malformed.documents=warn
`, V{"a": g.pw()}, "https://es-prod.search.bellweather.net:9200", "kafka_writer")

	ck, cs := g.deConfluent()
	g.deAdd("dataeng/confluent-cloud-client-properties", `
# Required connection configs for Kafka producer, consumer, and admin
bootstrap.servers=pkc-«_bs».us-east-2.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanisms=PLAIN
sasl.username=«=k»
sasl.password=«a»

# Best practice for higher availability in librdkafka clients prior to 1.7
session.timeout.ms=45000

# Required connection configs for Confluent Cloud Schema Registry
schema.registry.url=https://psrc-«_sr».us-east-2.aws.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info=«=srk»:«b»
`, V{"_bs": g.s(alLowNum, 5), "=k": ck, "a": cs, "_sr": g.s(alLowNum, 5), "=srk": g.s(alUpNum, 16), "b": g.s(alB64, 64)}, "security.protocol=SASL_SSL", "basic.auth.credentials.source=USER_INFO")

	ck2, cs2 := g.deConfluent()
	g.deAdd("dataeng/connect-distributed-jaas", `
# connect-distributed.properties
bootstrap.servers=pkc-«_bs».europe-west3.gcp.confluent.cloud:9092
group.id=connect-cluster-prod
key.converter=org.apache.kafka.connect.json.JsonConverter
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="«=k»" password="«a»";
producer.security.protocol=SASL_SSL
producer.sasl.mechanism=PLAIN
producer.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="«=k»" password="«a»";
offset.storage.topic=_connect-offsets
`, V{"_bs": g.s(alLowNum, 5), "=k": ck2, "a": cs2}, "connect-cluster-prod", "_connect-offsets")

	g.deAdd("dataeng/confluent-api-key-create-output", `
$ confluent api-key create --resource lkc-«_lkc» --description "connect-s3-sink"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------+
| API Key    | «=k»                                                 |
| API Secret | «a» |
+------------+------------------------------------------------------------------+
`, V{"_lkc": g.s(alLowNum, 6), "=k": g.s(alUpNum, 16), "a": g.s(alB64, 64)}, "connect-s3-sink", "The secret is not retrievable later.")

	g.deAdd("dataeng/kcat-sasl-password", `
$ kcat -b b-1.msk-prod.x7c2la.c3.kafka.eu-west-1.amazonaws.com:9096 \
    -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 \
    -X sasl.username=analytics-consumer -X sasl.password=«a» \
    -C -t events.page_view -o -5 -e -f '%k\t%s\n'
`, V{"a": g.pwURL()}, "b-1.msk-prod.x7c2la.c3.kafka.eu-west-1.amazonaws.com:9096", "analytics-consumer")

	g.deAdd("dataeng/kafka-connect-log-config-values", `
[2024-10-08 09:41:12,004] INFO JdbcSinkConfig values:
	auto.create = true
	auto.evolve = false
	batch.size = 3000
	connection.attempts = 3
	connection.password = [hidden]
	connection.url = jdbc:sqlserver://mssql-dw.corp.willowmere.net:1433;databaseName=DW;user=kafka_sink;password=«a»;encrypt=true
	connection.user = null
	db.timezone = UTC
	insert.mode = upsert
	pk.mode = record_key
 (io.confluent.connect.jdbc.sink.JdbcSinkConfig:372)
`, V{"a": g.pwStrong()}, "connection.password = [hidden]", "mssql-dw.corp.willowmere.net:1433")

	g.deAdd("dataeng/kafka-connect-status-benign", `
$ curl -s localhost:8083/connectors/s3-sink-events/status | jq
{
  "name": "s3-sink-events",
  "connector": {"state": "RUNNING", "worker_id": "10.2.3.14:8083"},
  "tasks": [
    {"id": 0, "state": "RUNNING", "worker_id": "10.2.3.14:8083"},
    {"id": 1, "state": "FAILED", "worker_id": "10.2.3.15:8083", "trace": "org.apache.kafka.connect.errors.ConnectException: Exiting WorkerSinkTask due to unrecoverable exception.\n\tat org.apache.kafka.connect.runtime.WorkerSinkTask.deliverMessages(WorkerSinkTask.java:632)"}
  ],
  "type": "sink"
}
$ kafka-consumer-groups --bootstrap-server kafka:9092 --describe --group connect-s3-sink-events | head -3
GROUP                  TOPIC              PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID                                                  HOST         CLIENT-ID
connect-s3-sink-events events.clickstream 0          «_off»         «_off»         0    connector-consumer-s3-sink-events-0-«_cons» /10.2.3.14   connector-consumer-s3-sink-events-0
`, V{"_off": g.digits(9), "_cons": g.uuid()}, "Exiting WorkerSinkTask due to unrecoverable exception.")

	g.deAdd("dataeng/kafka-streams-properties-ssl", `
application.id=fraud-scorer
bootstrap.servers=kafka-0.kafka.fin.svc:9093,kafka-1.kafka.fin.svc:9093
security.protocol=SSL
ssl.truststore.location=/etc/kafka/secrets/truststore.jks
ssl.truststore.password=«a»
ssl.keystore.location=/etc/kafka/secrets/fraud-scorer.keystore.jks
ssl.keystore.password=«b»
ssl.key.password=«b»
processing.guarantee=exactly_once_v2
`, V{"a": g.pw(), "b": g.pwStrong()}, "/etc/kafka/secrets/fraud-scorer.keystore.jks", "processing.guarantee=exactly_once_v2")
}

// ---- Flink ----

func (g *G) deFlink() {
	g.deAdd("dataeng/flink-sql-jdbc-sink-ddl", `
Flink SQL> CREATE TABLE dim_customer (
>   customer_id BIGINT,
>   email STRING,
>   tier STRING,
>   PRIMARY KEY (customer_id) NOT ENFORCED
> ) WITH (
>   'connector' = 'jdbc',
>   'url' = 'jdbc:postgresql://crm-pg.stream.ashbury.dev:5432/crm',
>   'table-name' = 'public.customers',
>   'username' = 'flink',
>   'password' = '«a»',
>   'lookup.cache' = 'PARTIAL',
>   'lookup.partial-cache.max-rows' = '50000'
> );
[INFO] Execute statement succeed.
`, V{"a": g.pw()}, "jdbc:postgresql://crm-pg.stream.ashbury.dev:5432/crm", "[INFO] Execute statement succeed.")

	g.deAdd("dataeng/flink-sql-kafka-sasl", `
CREATE TABLE page_views (
  user_id STRING,
  url STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'page_views',
  'properties.bootstrap.servers' = 'pkc-«_bs».westeurope.azure.confluent.cloud:9092',
  'properties.group.id' = 'flink-pv',
  'properties.security.protocol' = 'SASL_SSL',
  'properties.sasl.mechanism' = 'PLAIN',
  'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="«=k»" password="«a»";',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);
`, V{"_bs": g.s(alLowNum, 5), "=k": g.s(alUpNum, 16), "a": g.s(alB64, 64)}, "'properties.group.id' = 'flink-pv'")

	g.deAdd("dataeng/flink-cdc-mysql-ddl", `
CREATE TABLE orders_src (
  id INT,
  amount DECIMAL(10, 2),
  status STRING,
  PRIMARY KEY (id) NOT ENFORCED
) WITH (
  'connector' = 'mysql-cdc',
  'hostname' = 'mysql-orders.rds.ferngully.io',
  'port' = '3306',
  'username' = 'flink_cdc',
  'password' = '«a»',
  'database-name' = 'shop',
  'table-name' = 'orders',
  'server-id' = '5401-5404'
);
`, V{"a": g.pwStrong()}, "mysql-orders.rds.ferngully.io", "'server-id' = '5401-5404'")

	g.deAdd("dataeng/flink-conf-s3-keys", `
# flink-conf.yaml
jobmanager.rpc.address: flink-jobmanager
taskmanager.numberOfTaskSlots: 4
state.backend.type: rocksdb
state.checkpoints.dir: s3://quayside-flink/checkpoints
state.savepoints.dir: s3://quayside-flink/savepoints
s3.access-key: «a»
s3.secret-key: «b»
s3.endpoint: https://s3.eu-west-3.amazonaws.com
execution.checkpointing.interval: 60s
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://quayside-flink/checkpoints", "state.backend.type: rocksdb")

	g.deAdd("dataeng/flink-iceberg-catalog-ddl", `
CREATE CATALOG lake WITH (
  'type' = 'iceberg',
  'catalog-type' = 'rest',
  'uri' = 'https://catalog.lake.meadowvale.io/iceberg',
  'warehouse' = 'analytics',
  'credential' = '«_cid»:«a»',
  'io-impl' = 'org.apache.iceberg.aws.s3.S3FileIO',
  's3.endpoint' = 'https://s3.us-west-2.amazonaws.com',
  's3.access-key-id' = '«b»',
  's3.secret-access-key' = '«c»'
);
USE CATALOG lake;
`, V{"_cid": g.an(20), "a": g.an(40), "b": g.awsID(), "c": g.awsSecret()}, "https://catalog.lake.meadowvale.io/iceberg", "org.apache.iceberg.aws.s3.S3FileIO")

	g.deAdd("dataeng/flink-job-submit-args", `
$ ./bin/flink run -d -c com.northgale.pipeline.EnrichJob target/enrich-1.4.2.jar \
    --kafka.bootstrap b-2.msk.northgale.internal:9094 \
    --redis.url rediss://default:«a»@enrich-cache.northgale.internal:6380/0 \
    --mongo.uri "mongodb+srv://flink:«b»@cluster0.x1yqz.mongodb.net/enrich?retryWrites=true"
Job has been submitted with JobID «_jid»
`, V{"a": g.an(32), "b": g.pwURL(), "_jid": g.hex(32)}, "com.northgale.pipeline.EnrichJob", "target/enrich-1.4.2.jar")

	g.deAdd("dataeng/flink-paimon-oss-catalog", `
CREATE CATALOG paimon_oss WITH (
    'type' = 'paimon',
    'warehouse' = 'oss://yuelan-lake/paimon',
    'fs.oss.endpoint' = 'oss-cn-hangzhou.aliyuncs.com',
    'fs.oss.accessKeyId' = 'LTAI«a»',
    'fs.oss.accessKeySecret' = '«b»'
);
`, V{"a": g.an(20), "b": g.an(30)}, "oss://yuelan-lake/paimon", "oss-cn-hangzhou.aliyuncs.com")
}

// ---- Trino and Presto ----

func (g *G) deTrino() {
	g.deAdd("dataeng/trino-catalog-postgres", `
$ cat etc/catalog/app_pg.properties
connector.name=postgresql
connection-url=jdbc:postgresql://app-db.prod.lanternbay.com:5432/app
connection-user=trino_ro
connection-password=«a»
case-insensitive-name-matching=true
`, V{"a": g.pw()}, "jdbc:postgresql://app-db.prod.lanternbay.com:5432/app", "trino_ro")

	g.deAdd("dataeng/trino-catalog-hive-s3", `
# etc/catalog/hive.properties
connector.name=hive
hive.metastore.uri=thrift://hms.lanternbay.internal:9083
fs.native-s3.enabled=true
s3.region=us-east-1
s3.aws-access-key=«a»
s3.aws-secret-key=«b»
hive.non-managed-table-writes-enabled=true
`, V{"a": g.awsID(), "b": g.awsSecret()}, "thrift://hms.lanternbay.internal:9083", "fs.native-s3.enabled=true")

	g.deAdd("dataeng/trino-catalog-iceberg-rest-oauth", `
connector.name=iceberg
iceberg.catalog.type=rest
iceberg.rest-catalog.uri=https://polaris.lake.ostrander.io/api/catalog
iceberg.rest-catalog.warehouse=prod_lake
iceberg.rest-catalog.security=OAUTH2
iceberg.rest-catalog.oauth2.credential=«_cid»:«a»
iceberg.rest-catalog.oauth2.scope=PRINCIPAL_ROLE:ALL
`, V{"_cid": g.hex(16), "a": g.hex(32)}, "https://polaris.lake.ostrander.io/api/catalog", "PRINCIPAL_ROLE:ALL")

	g.deAdd("dataeng/trino-config-shared-secret-oauth", `
# etc/config.properties (coordinator)
coordinator=true
http-server.http.port=8080
http-server.https.enabled=true
http-server.https.port=8443
http-server.authentication.type=OAUTH2,PASSWORD
http-server.authentication.oauth2.issuer=https://login.ostrander.io/realms/data
http-server.authentication.oauth2.client-id=trino
http-server.authentication.oauth2.client-secret=«a»
internal-communication.shared-secret=«b»
discovery.uri=https://trino.ostrander.io:8443
`, V{"a": g.an(32), "b": g.b64(96)}, "https://login.ostrander.io/realms/data", "discovery.uri=https://trino.ostrander.io:8443")

	g.deAdd("dataeng/trino-cli-password-env", `
$ export TRINO_PASSWORD='«a»'
$ trino --server https://trino.ostrander.io:8443 --user kasia.nowak --password \
    --catalog lake --schema marts --execute "select count(*) from fct_orders"
"48211093"
`, V{"a": g.pw()}, "kasia.nowak", `select count(*) from fct_orders`)

	g.deAdd("dataeng/presto-catalog-mysql-sqlalchemy", `
# etc/catalog/mysql.properties
connector.name=mysql
connection-url=jdbc:mysql://reporting-mysql.nocturne.local:3306
connection-user=presto
connection-password=«a»

# and in the notebook:
engine = create_engine("trino://analyst:«b»@trino.nocturne.local:443/hive/default", connect_args={"http_scheme": "https"})
`, V{"a": g.pwURL(), "b": g.pwURL()}, "jdbc:mysql://reporting-mysql.nocturne.local:3306", "trino.nocturne.local:443/hive/default")

	g.deAdd("dataeng/trino-catalog-delta-abfs", `
connector.name=delta_lake
hive.metastore=glue
fs.native-azure.enabled=true
azure.auth-type=ACCESS_KEY
azure.access-key=«a»
delta.enable-non-concurrent-writes=true
`, V{"a": g.azStorage()}, "azure.auth-type=ACCESS_KEY", "delta.enable-non-concurrent-writes=true")

	g.deAdd("dataeng/trino-query-benign", `
$ trino --execute "SELECT query_id, state, user, source FROM system.runtime.queries ORDER BY created DESC LIMIT 2"
"20241009_081244_«_q1»_«_c1»","FINISHED","airflow","trino-python-client"
"20241009_081201_«_q2»_«_c1»","FAILED","superset","Apache Superset"
`, V{"_q1": g.digits(5), "_q2": g.digits(5), "_c1": g.s(alLower, 5)}, "trino-python-client", "Apache Superset")
}

// ---- Snowflake ----

func (g *G) deSnowflake() {
	acct := strings.ToUpper(g.s(alUpper, 7)) + "-" + strings.ToUpper(g.s(alUpper, 7))
	g.deAdd("dataeng/snowflake-connections-toml", `
# ~/.snowflake/connections.toml
default_connection_name = "dev"

[dev]
account = "«_acct»"
user = "JDOE"
authenticator = "externalbrowser"
warehouse = "DEV_WH"
role = "DEVELOPER"

[svc_loader]
account = "«_acct»"
user = "SVC_LOADER"
password = "«a»"
warehouse = "LOAD_WH"
database = "RAW"
role = "LOADER"

[ci]
account = "«_acct»"
user = "SVC_CI"
authenticator = "SNOWFLAKE_JWT"
private_key_file = "/home/runner/keys/ci_rsa_key.p8"
private_key_file_pwd = "«b»"
`, V{"_acct": acct, "a": g.pwStrong(), "b": g.pw()}, "/home/runner/keys/ci_rsa_key.p8", `authenticator = "externalbrowser"`)

	g.deAdd("dataeng/snowsql-config", `
$ cat ~/.snowsql/config
[connections]
accountname = «_acct»
username = ETL_ADMIN
password = «a»
dbname = ANALYTICS
schemaname = PUBLIC
warehousename = ADMIN_WH
rolename = SYSADMIN

[options]
log_level = DEBUG
log_file = ~/.snowsql/log
output_format = psql
`, V{"_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5) + ".ca-central-1.aws", "a": g.pw()}, "log_file = ~/.snowsql/log", "ETL_ADMIN")

	g.deAdd("dataeng/snowsql-cli-env", `
$ SNOWSQL_PWD='«a»' snowsql -a «_acct» -u REPORTING_SVC -d FINANCE -s PUBLIC -q "select current_version()"
* SnowSQL * v1.2.32
Type SQL statements or !help
+-------------------+
| CURRENT_VERSION() |
|-------------------|
| 8.39.2            |
+-------------------+
1 Row(s) produced. Time Elapsed: 0.112s
`, V{"a": g.pwStrong(), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5)}, "REPORTING_SVC", "* SnowSQL * v1.2.32")

	g.deAdd("dataeng/snowflake-python-connector-code", `
import snowflake.connector

ctx = snowflake.connector.connect(
    user="ANALYTICS_BOT",
    password="«a»",
    account="«_acct»",
    warehouse="REPORTING_WH",
    database="ANALYTICS",
    schema="MARTS",
    session_parameters={"QUERY_TAG": "weekly-kpi-email"},
)
cs = ctx.cursor()
cs.execute("select * from kpi_weekly order by week desc limit 1")
print(cs.sfqid)  # «_qid»
`, V{"a": g.pw(), "_acct": acct, "_qid": g.deSFQuery()}, "weekly-kpi-email", "ANALYTICS_BOT")

	g.deAdd("dataeng/snowflake-sqlalchemy-url", `
from sqlalchemy import create_engine
import pandas as pd

engine = create_engine(
    "snowflake://DS_TEAM:«a»@«_acct»/PROD_DB/FEATURES?warehouse=DS_WH&role=DATA_SCIENTIST"
)
churn = pd.read_sql("select * from churn_features where snapshot_date = current_date - 1", engine)
`, V{"a": g.pwURL(), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5) + ".us-east-1"}, "churn_features", "DATA_SCIENTIST")

	k := g.deEncKey()
	g.deAdd("dataeng/snowflake-keypair-generation", `
$ openssl genrsa 2048 | openssl pkcs8 -topk8 -v2 des3 -inform PEM -out rsa_key.p8 -passout pass:«a»
$ openssl rsa -in rsa_key.p8 -passin pass:«a» -pubout -out rsa_key.pub
writing RSA key
$ cat rsa_key.p8
«b»
`, V{"a": g.pwStrong(), "b": k.block()}, "openssl rsa -in rsa_key.p8")

	g.deAdd("dataeng/snowflake-alter-user-public-key-benign", `
ALTER USER DBT_PROD_SVC SET RSA_PUBLIC_KEY='MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«_pk»IDAQAB';

DESC USER DBT_PROD_SVC;
property              | value                                                  | default | description
----------------------+--------------------------------------------------------+---------+--------------------------------------------------
RSA_PUBLIC_KEY_FP     | SHA256:«_fp»    | null    | Fingerprint of user's RSA public key.
RSA_PUBLIC_KEY_2_FP   | null                                                   | null    | Fingerprint of user's second RSA public key.
`, V{"_pk": g.b64(258)[:338], "_fp": g.b64(32)}, "Fingerprint of user's RSA public key.")

	g.deAdd("dataeng/snowflake-stage-with-credentials", `
CREATE OR REPLACE STAGE raw.public.partner_drop
  URL = 's3://partner-drop-eastwick/exports/'
  CREDENTIALS = (AWS_KEY_ID = '«a»' AWS_SECRET_KEY = '«b»')
  FILE_FORMAT = (TYPE = CSV SKIP_HEADER = 1 FIELD_OPTIONALLY_ENCLOSED_BY = '"');

CREATE OR REPLACE STAGE raw.public.azure_landing
  URL = 'azure://eastwicklanding.blob.core.windows.net/landing/'
  CREDENTIALS = (AZURE_SAS_TOKEN = '?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-06-30T00:00:00Z&spr=https&sig=«c»');
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.deSASig()}, "s3://partner-drop-eastwick/exports/", "azure://eastwicklanding.blob.core.windows.net/landing/")

	g.deAdd("dataeng/snowflake-storage-integration-benign", `
DESC INTEGRATION s3_int;
+---------------------------+---------------+------------------------------------------------------+------------------+
| property                  | property_type | property_value                                       | property_default |
|---------------------------+---------------+------------------------------------------------------+------------------|
| ENABLED                   | Boolean       | true                                                 | false            |
| STORAGE_PROVIDER          | String        | S3                                                   |                  |
| STORAGE_ALLOWED_LOCATIONS | List          | s3://eastwick-lake/raw/                              | []               |
| STORAGE_AWS_IAM_USER_ARN  | String        | arn:aws:iam::«_a1»:user/«_u»            |                  |
| STORAGE_AWS_ROLE_ARN      | String        | arn:aws:iam::«_a2»:role/snowflake-s3-int      |                  |
| STORAGE_AWS_EXTERNAL_ID   | String        | «_ext»       |                  |
+---------------------------+---------------+------------------------------------------------------+------------------+
`, V{"_a1": g.digits(12), "_u": g.s(alLowNum, 4) + "0000-s", "_a2": g.digits(12), "_ext": strings.ToUpper(g.s(alUpper, 2)) + g.digits(5) + "_SFCRole=2_" + g.b64(20)}, "snowflake-s3-int", "s3://eastwick-lake/raw/")

	g.deAdd("dataeng/snowflake-oauth-refresh-token", `
$ curl -s -X POST "https://«_acct».snowflakecomputing.com/oauth/token-request" \
    -u "«_cid»:«a»" \
    -d "grant_type=refresh_token&refresh_token=«b»&redirect_uri=http://localhost:8501/callback"
{"access_token":"«c»","token_type":"Bearer","expires_in":600}
`, V{"_acct": strings.ToLower(acct), "_cid": g.b64(28), "a": g.b64(44), "b": "ver:2-hint:" + g.digits(11) + "-did:" + g.digits(4) + "-ETMsDgAAAZ" + g.b64u(120), "c": "ver:1-hint:" + g.digits(11) + "-ETMsDgAAAZ" + g.b64u(140)}, "http://localhost:8501/callback")

	g.deAdd("dataeng/snowflake-pat-env", `
# programmatic access token for the BI extract job (expires 2025-03-01)
SNOWFLAKE_ACCOUNT=«_acct»
SNOWFLAKE_USER=TABLEAU_EXTRACT
SNOWFLAKE_PASSWORD=«a»
SNOWFLAKE_ROLE=BI_READER
`, V{"_acct": strings.ToLower(acct), "a": g.jwt("ES256", `{"kid":"`+g.digits(10)+`","alg":"ES256"}`)}, "TABLEAU_EXTRACT", "BI_READER")

	g.deAdd("dataeng/snowflake-query-history-benign", `
select query_id, user_name, warehouse_name, execution_status, total_elapsed_time
from table(information_schema.query_history()) order by start_time desc limit 3;
QUERY_ID                              USER_NAME     WAREHOUSE_NAME  EXECUTION_STATUS  TOTAL_ELAPSED_TIME
«_q1»  DBT_PROD_SVC  TRANSFORMING    SUCCESS           41120
«_q2»  FIVETRAN_USER FIVETRAN_WH     SUCCESS           912
«_q3»  JDOE          DEV_WH          FAILED_WITH_ERROR 77
`, V{"_q1": g.deSFQuery(), "_q2": g.deSFQuery(), "_q3": g.deSFQuery()}, "FAILED_WITH_ERROR", "information_schema.query_history()")
}

// ---- Databricks ----

func (g *G) deDatabricks() {
	g.deAdd("dataeng/databrickscfg-profiles", `
$ cat ~/.databrickscfg
[DEFAULT]
host  = https://adb-«_ws1».7.azuredatabricks.net
token = «a»

[prod]
host  = https://adb-«_ws2».3.azuredatabricks.net
token = «b»
jobs-api-version = 2.1

[aws-sp]
host          = https://dbc-«_ws3».cloud.databricks.com
client_id     = «_cid»
client_secret = «c»
`, V{"_ws1": g.digits(16), "a": g.deDapi(), "_ws2": g.digits(16), "b": g.deDapi(), "_ws3": g.hex(8) + "-" + g.hex(4), "_cid": g.uuid(), "c": g.deDose()}, "jobs-api-version = 2.1")

	g.deAdd("dataeng/databricks-tokens-create", `
$ databricks tokens create --comment "github-actions deploy" --lifetime-seconds 7776000
{
  "token_info": {
    "comment": "github-actions deploy",
    "creation_time": 1728398401221,
    "expiry_time": 1736174401221,
    "token_id": "«_tid»"
  },
  "token_value": "«a»"
}
`, V{"_tid": g.hex(64), "a": g.deDapi()}, "github-actions deploy")

	g.deAdd("dataeng/databricks-auth-token-json", `
$ databricks auth token --host https://dbc-«_ws».cloud.databricks.com
{
  "access_token": "«a»",
  "token_type": "Bearer",
  "expiry": "2024-10-08T15:42:17.118223+02:00"
}
`, V{"_ws": g.hex(8) + "-" + g.hex(4), "a": g.jwt("RS256", `{"client_id":"databricks-cli","scope":"offline_access all-apis","sub":"`+g.digits(16)+`","exp":1728394937}`)}, "2024-10-08T15:42:17.118223+02:00")

	g.deAdd("dataeng/databricks-sql-connector-code", `
from databricks import sql
import os

with sql.connect(
    server_hostname="adb-«_ws».11.azuredatabricks.net",
    http_path="/sql/1.0/warehouses/«_wh»",
    access_token="«a»",
) as conn, conn.cursor() as cur:
    cur.execute("SELECT * FROM main.sales.daily_totals LIMIT 10")
    print(cur.fetchall())
`, V{"_ws": g.digits(16), "_wh": g.hex(16), "a": g.deDapi()}, "main.sales.daily_totals")

	g.deAdd("dataeng/databricks-jdbc-url-pwd", `
jdbc:databricks://adb-«_ws».4.azuredatabricks.net:443/default;transportMode=http;ssl=1;AuthMech=3;httpPath=/sql/1.0/warehouses/«_wh»;UID=token;PWD=«a»
`, V{"_ws": g.digits(16), "_wh": g.hex(16), "a": g.deDapi()}, "transportMode=http;ssl=1;AuthMech=3")

	g.deAdd("dataeng/databricks-secrets-put", `
$ databricks secrets create-scope etl
$ databricks secrets put-secret etl sftp-password --string-value «a»
$ databricks secrets put-secret etl sendgrid --string-value «b»
$ databricks secrets list-secrets etl
Key            Last Updated Timestamp
sendgrid       1728399011203
sftp-password  1728399004812
`, V{"a": g.pw(), "b": g.sendgrid()}, "databricks secrets create-scope etl")

	g.deAdd("dataeng/databricks-github-actions-env", `
name: deploy-bundle
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      DATABRICKS_HOST: https://adb-«_ws».2.azuredatabricks.net
      DATABRICKS_TOKEN: «a»
      DATABRICKS_BUNDLE_ENV: prod
    steps:
      - uses: actions/checkout@v4
      - uses: databricks/setup-cli@main
      - run: databricks bundle deploy
`, V{"_ws": g.digits(16), "a": g.deDapi()}, "databricks/setup-cli@main", "DATABRICKS_BUNDLE_ENV: prod")

	g.deAdd("dataeng/databricks-jobs-run-benign", `
$ databricks jobs get-run «_run» | jq '{run_id, job_id, state, run_page_url, cluster_instance}'
{
  "run_id": «_run»,
  "job_id": «_job»,
  "state": {"life_cycle_state": "TERMINATED", "result_state": "SUCCESS", "state_message": ""},
  "run_page_url": "https://adb-«_ws».9.azuredatabricks.net/?o=«_ws»#job/«_job»/run/«_run»",
  "cluster_instance": {"cluster_id": "«_cl»", "spark_context_id": "«_ctx»"}
}
`, V{"_run": g.digits(15), "_job": g.digits(15), "_ws": g.digits(16), "_cl": g.deCluster(), "_ctx": g.digits(19)}, `"life_cycle_state": "TERMINATED"`)

	g.deAdd("dataeng/databricks-terraform-provider", `
provider "databricks" {
  alias = "workspace"
  host  = "https://dbc-«_ws».cloud.databricks.com"
  token = "«a»"
}

provider "databricks" {
  alias         = "account"
  host          = "https://accounts.cloud.databricks.com"
  account_id    = "«_aid»"
  client_id     = "«_cid»"
  client_secret = "«b»"
}
`, V{"_ws": g.hex(8) + "-" + g.hex(4), "a": g.deDapi(), "_aid": g.uuid(), "_cid": g.uuid(), "b": g.deDose()}, "https://accounts.cloud.databricks.com")
}

// ---- BigQuery and GCS ----

func (g *G) deBigQuery() {
	g.deAdd("dataeng/bigquery-service-account-json", `
$ cat keys/bq-loader.json
{
  "type": "service_account",
  "project_id": "saltfern-warehouse",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "bq-loader@saltfern-warehouse.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40saltfern-warehouse.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"_kid": g.hex(40), "a": g.deSAKey(), "_cid": g.digits(21)}, "bq-loader@saltfern-warehouse.iam.gserviceaccount.com")

	g.deAdd("dataeng/bigquery-sa-base64-env", `
# GitHub secret GCP_SA_KEY was set from: base64 -w0 keys/bq-loader.json
- name: Auth to GCP
  run: echo "${GCP_SA_KEY}" | base64 -d > /tmp/sa.json
  env:
    GCP_SA_KEY: «a»
`, V{"a": b64s(`{"type": "service_account", "project_id": "saltfern-warehouse", "private_key_id": "` + g.hex(40) + `", "private_key": "` + g.deSAKey() + `", "client_email": "bq-loader@saltfern-warehouse.iam.gserviceaccount.com"}`)}, "base64 -w0 keys/bq-loader.json")

	g.deAdd("dataeng/gcloud-print-access-token-bq", `
$ TOKEN=$(gcloud auth print-access-token); echo $TOKEN
«a»
$ curl -s -H "Authorization: Bearer «a»" \
    "https://bigquery.googleapis.com/bigquery/v2/projects/saltfern-warehouse/jobs/«_job»?location=EU" | jq .status
{"state": "DONE"}
`, V{"a": g.ya29(), "_job": "bquxjob_" + g.hex(8) + "_" + g.hex(11)}, "projects/saltfern-warehouse/jobs/")

	g.deAdd("dataeng/gsutil-hmac-create", `
$ gsutil hmac create airbyte-stage@saltfern-warehouse.iam.gserviceaccount.com
Access ID:   GOOG1E«_id»
Secret:      «a»
`, V{"_id": g.s(alUpNum, 55), "a": g.b64(30)}, "airbyte-stage@saltfern-warehouse.iam.gserviceaccount.com")

	g.deAdd("dataeng/pandas-gbq-credentials-code", `
from google.oauth2 import service_account
import pandas_gbq

info = {
    "type": "service_account",
    "project_id": "tundra-metrics",
    "private_key": "«a»",
    "client_email": "notebook@tundra-metrics.iam.gserviceaccount.com",
    "token_uri": "https://oauth2.googleapis.com/token",
}
creds = service_account.Credentials.from_service_account_info(info)
df = pandas_gbq.read_gbq("SELECT * FROM ˋtundra-metrics.web.sessionsˋ LIMIT 1000", credentials=creds)
`, V{"a": g.deSAKey()}, "notebook@tundra-metrics.iam.gserviceaccount.com", "tundra-metrics.web.sessions")

	g.deAdd("dataeng/bq-cli-benign", `
$ bq ls -j -n 3 saltfern-warehouse
                     jobId                       Job Type    State      Start Time         Duration
 ---------------------------------------------- ---------- --------- ----------------- ----------------
  scheduled_query_«_sq»   query      SUCCESS   08 Oct 04:00:02   0:00:14.882000
  bquxjob_«_j1»                     query      SUCCESS   08 Oct 03:58:41   0:00:01.120000
  airflow_load_orders_2024_10_07T00_00_00_«_j2»    load       SUCCESS   08 Oct 03:10:07   0:00:22.641000
`, V{"_sq": g.hex(8) + "-0000-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12), "_j1": g.hex(8) + "_" + g.hex(11), "_j2": g.hex(32)}, "bq ls -j -n 3 saltfern-warehouse")

	g.deAdd("dataeng/bigquery-external-connection-cloudsql", `
$ bq mk --connection --display_name='crm replica' --connection_type='CLOUD_SQL' \
    --properties='{"instanceId":"saltfern-warehouse:europe-west1:crm-replica","database":"crm","type":"POSTGRES"}' \
    --connection_credential='{"username":"bq_federated", "password":"«a»"}' \
    --project_id=saltfern-warehouse --location=EU crm_replica
Connection «_num».eu.crm_replica successfully created
`, V{"a": g.pwStrong(), "_num": g.digits(12)}, "saltfern-warehouse:europe-west1:crm-replica")
}

// ---- Great Expectations ----

func (g *G) deGX() {
	g.deAdd("dataeng/gx-yml-datasource-connection-string", `
# great_expectations/great_expectations.yml
config_version: 3.0
datasources:
  warehouse:
    class_name: Datasource
    module_name: great_expectations.datasource
    execution_engine:
      class_name: SqlAlchemyExecutionEngine
      module_name: great_expectations.execution_engine
      connection_string: postgresql+psycopg2://gx_reader:«a»@dw.quillmere.net:5432/analytics
    data_connectors:
      default_runtime_data_connector_name:
        class_name: RuntimeDataConnector
        batch_identifiers:
          - default_identifier_name
config_variables_file_path: uncommitted/config_variables.yml
`, V{"a": g.pwURL()}, "dw.quillmere.net:5432/analytics", "uncommitted/config_variables.yml")

	g.deAdd("dataeng/gx-config-variables", `
$ cat great_expectations/uncommitted/config_variables.yml
# This config file supports variable substitution which enables: 1) keeping
# secrets out of source control & 2) environment-based configuration changes
# such as staging vs prod.
my_postgres_db_yaml_creds:
  drivername: postgresql
  host: dw.quillmere.net
  port: '5432'
  username: gx_reader
  password: «a»
  database: analytics
slack_webhook: https://hooks.slack.com/services/«b»
`, V{"a": g.pw(), "b": "T" + g.s(alUpNum, 8) + "/B" + g.s(alUpNum, 10) + "/" + g.an(24)}, "my_postgres_db_yaml_creds", "host: dw.quillmere.net")

	g.deAdd("dataeng/gx-fluent-add-snowflake", `
import great_expectations as gx

context = gx.get_context()
ds = context.data_sources.add_snowflake(
    name="sf_prod",
    connection_string="snowflake://GX_SVC:«a»@«_acct»/ANALYTICS/MARTS?warehouse=GX_WH&role=GX_READER",
)
asset = ds.add_table_asset(name="fct_orders", table_name="FCT_ORDERS")
`, V{"a": g.pwURL(), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5)}, `add_table_asset(name="fct_orders"`)

	g.deAdd("dataeng/gx-cloud-env", `
export GX_CLOUD_ORGANIZATION_ID=«_org»
export GX_CLOUD_ACCESS_TOKEN=«a»
python -c "import great_expectations as gx; print(gx.get_context(mode='cloud'))"
`, V{"_org": g.uuid(), "a": g.hex(32) + "." + g.an(16)}, "gx.get_context(mode='cloud')")

	g.deAdd("dataeng/gx-checkpoint-slack-action-benign", `
action_list:
  - name: store_validation_result
    action:
      class_name: StoreValidationResultAction
  - name: send_slack_notification
    action:
      class_name: SlackNotificationAction
      slack_webhook: ${validation_notification_slack_webhook}
      notify_on: failure
      renderer:
        module_name: great_expectations.render.renderer.slack_renderer
        class_name: SlackRenderer
`, V{}, "${validation_notification_slack_webhook}", "great_expectations.render.renderer.slack_renderer")
}

// ---- Jupyter, pandas and local engines ----

func (g *G) deNotebooks() {
	g.deAdd("dataeng/jupyter-create-engine-cell", `
In [3]: from sqlalchemy import create_engine
   ...: engine = create_engine("postgresql+psycopg2://analyst:«a»@10.30.1.45:5432/warehouse")
   ...: df = pd.read_sql("select * from marts.fct_subscriptions where month >= '2024-01-01'", engine)
   ...: df.shape
Out[3]: (48210, 17)
`, V{"a": g.pwURL()}, "marts.fct_subscriptions", "Out[3]: (48210, 17)")

	g.deAdd("dataeng/jupyter-engine-repr-masked-benign", `
In [5]: engine
Out[5]: Engine(postgresql+psycopg2://analyst:***@10.30.1.45:5432/warehouse)

In [6]: engine.url.render_as_string(hide_password=True)
Out[6]: 'postgresql+psycopg2://analyst:***@10.30.1.45:5432/warehouse'
`, V{}, "Engine(postgresql+psycopg2://analyst:***@10.30.1.45:5432/warehouse)")

	g.deAdd("dataeng/jupyter-engine-render-unmasked", `
In [7]: engine.url.render_as_string(hide_password=False)
Out[7]: 'mysql+pymysql://bi_user:«a»@reports-mysql.brightwater.lan:3306/reports?charset=utf8mb4'
`, V{"a": g.pwURL()}, "reports-mysql.brightwater.lan:3306/reports")

	g.deAdd("dataeng/ipython-sql-magic", `
%load_ext sql
%sql mssql+pyodbc://sa:«a»@localhost,1433/AdventureWorks?driver=ODBC+Driver+17+for+SQL+Server
%%sql
SELECT TOP 5 SalesOrderID, OrderDate, TotalDue FROM Sales.SalesOrderHeader ORDER BY OrderDate DESC;
`, V{"a": g.pwStrong()}, "Sales.SalesOrderHeader")

	g.deAdd("dataeng/pyodbc-synapse-conn-string", `
conn = pyodbc.connect(
    "Driver={ODBC Driver 18 for SQL Server};"
    "Server=tcp:lakeshore-syn.sql.azuresynapse.net,1433;"
    "Database=dwh;"
    "Uid=sqladminuser;"
    "Pwd=«a»;"
    "Encrypt=yes;TrustServerCertificate=no;Connection Timeout=30;"
)
df = pd.read_sql("SELECT TOP 100 * FROM dbo.FactSales", conn)
`, V{"a": g.pwStrong()}, "tcp:lakeshore-syn.sql.azuresynapse.net,1433", "sqladminuser")

	g.deAdd("dataeng/psycopg2-operational-error-dsn", `
---------------------------------------------------------------------------
OperationalError                          Traceback (most recent call last)
Cell In[2], line 4
      1 import psycopg2
----> 4 conn = psycopg2.connect("host=pg.staging.cinderwell.io dbname=events user=notebook password=«a» sslmode=verify-full")

File ~/miniconda3/envs/ds/lib/python3.11/site-packages/psycopg2/__init__.py:122, in connect(dsn, connection_factory, cursor_factory, **kwargs)
    121 dsn = _ext.make_dsn(dsn, **kwargs)
--> 122 conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
    123 if cursor_factory is not None:

OperationalError: connection to server at "pg.staging.cinderwell.io" (10.8.2.11), port 5432 failed: root certificate file "/home/jovyan/.postgresql/root.crt" does not exist
`, V{"a": g.pw()}, "pg.staging.cinderwell.io", "/home/jovyan/.postgresql/root.crt")

	g.deAdd("dataeng/duckdb-create-secret-s3", `
D INSTALL httpfs; LOAD httpfs;
D CREATE SECRET lake_s3 (
      TYPE s3,
      KEY_ID '«a»',
      SECRET '«b»',
      REGION 'eu-central-1'
  );
┌─────────┐
│ Success │
│ boolean │
├─────────┤
│ true    │
└─────────┘
D SELECT count(*) FROM read_parquet('s3://wavecrest-lake/events/dt=2024-10-0*/*.parquet');
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://wavecrest-lake/events/dt=2024-10-0*/*.parquet")

	g.deAdd("dataeng/duckdb-attach-postgres-and-md", `
import duckdb
con = duckdb.connect("md:?motherduck_token=«a»")
con.sql("ATTACH 'dbname=ops host=ops-db.tallpine.io user=duck password=«b»' AS ops (TYPE postgres, READ_ONLY)")
con.sql("CREATE OR REPLACE TABLE my_db.ops_users AS SELECT * FROM ops.public.users")
`, V{"a": g.jwt("HS256", `{"session":"`+g.uuid()+`","email":"ana@tallpine.io","iat":1717171717}`), "b": g.pw()}, "ops-db.tallpine.io", "my_db.ops_users")

	g.deAdd("dataeng/polars-read-database-uri", `
import polars as pl

uri = "postgresql://readonly:«a»@timescale.metrics.rookwood.dev:5432/tsdb"
df = pl.read_database_uri(
    "SELECT time_bucket('1 hour', ts) AS h, avg(cpu) FROM host_metrics GROUP BY 1",
    uri,
    engine="connectorx",
)
`, V{"a": g.pwURL()}, "timescale.metrics.rookwood.dev:5432/tsdb")

	g.deAdd("dataeng/pandas-mongo-uri", `
from pymongo import MongoClient
client = MongoClient("mongodb+srv://analytics:«a»@prod-cluster.q2p9x.mongodb.net/?retryWrites=true&w=majority&appName=notebook")
events = pd.DataFrame(list(client.app.events.find({"type": "checkout"}, limit=5000)))
`, V{"a": g.pwURL()}, "prod-cluster.q2p9x.mongodb.net", `{"type": "checkout"}`)

	g.deAdd("dataeng/jupyter-env-dotenv-print", `
In [1]: %load_ext dotenv
   ...: %dotenv ../.env
In [2]: {k: v for k, v in os.environ.items() if k.startswith(("REDSHIFT", "AWS"))}
Out[2]:
{'REDSHIFT_HOST': 'ds-cluster.cw1xq0p7rz.us-east-1.redshift.amazonaws.com',
 'REDSHIFT_USER': 'ds_notebook',
 'REDSHIFT_PASSWORD': '«a»',
 'AWS_ACCESS_KEY_ID': '«b»',
 'AWS_SECRET_ACCESS_KEY': '«c»',
 'AWS_DEFAULT_REGION': 'us-east-1'}
`, V{"a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret()}, "ds-cluster.cw1xq0p7rz.us-east-1.redshift.amazonaws.com", "ds_notebook")
}

// ---- lakehouse formats, ELT libraries and the rest ----

func (g *G) deLakeMisc() {
	g.deAdd("dataeng/dlt-secrets-toml", `
# .dlt/secrets.toml
[sources.sql_database.credentials]
drivername = "mysql+pymysql"
database = "Rfam"
password = "«a»"
username = "rfamro"
host = "mysql-rfam-public.ebi.ac.uk"
port = 4497

[sources.github]
access_token = "«b»"

[destination.snowflake.credentials]
database = "DLT_DATA"
password = "«c»"
username = "LOADER"
host = "«_acct»"
warehouse = "COMPUTE_WH"
role = "DLT_LOADER_ROLE"
`, V{"a": g.pw(), "b": g.ghp(), "c": g.pwStrong(), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5) + ".us-east-1"}, "mysql-rfam-public.ebi.ac.uk", "DLT_LOADER_ROLE")

	g.deAdd("dataeng/delta-sharing-profile", `
$ cat config.share
{
  "shareCredentialsVersion": 1,
  "bearerToken": "«a»",
  "endpoint": "https://sharing.delta.io/delta-sharing/",
  "expirationTime": "2025-01-31T00:00:00.0Z"
}
$ python -c "import delta_sharing; print(delta_sharing.SharingClient('config.share').list_all_tables())"
`, V{"a": g.b64u(43)}, "https://sharing.delta.io/delta-sharing/")

	g.deAdd("dataeng/pyiceberg-yaml", `
# ~/.pyiceberg.yaml
catalog:
  default:
    uri: https://polaris.lake.ostrander.io/api/catalog
    warehouse: prod_lake
    credential: «_cid»:«a»
    scope: PRINCIPAL_ROLE:ALL
  local:
    type: sql
    uri: postgresql+psycopg2://iceberg:«b»@localhost:5432/iceberg_catalog
    s3.endpoint: http://localhost:9000
    s3.access-key-id: minioadmin
    s3.secret-access-key: «c»
`, V{"_cid": g.hex(16), "a": g.hex(32), "b": g.pwURL(), "c": g.an(40)}, "localhost:5432/iceberg_catalog", "s3.access-key-id: minioadmin")

	g.deAdd("dataeng/glue-get-connection-output", `
$ aws glue get-connection --name pg-crm --hide-password false
{
    "Connection": {
        "Name": "pg-crm",
        "ConnectionType": "JDBC",
        "ConnectionProperties": {
            "JDBC_CONNECTION_URL": "jdbc:postgresql://crm.cluster-ro-c7q1d.eu-west-1.rds.amazonaws.com:5432/crm",
            "JDBC_ENFORCE_SSL": "true",
            "PASSWORD": "«a»",
            "USERNAME": "glue_crm"
        },
        "PhysicalConnectionRequirements": {
            "SubnetId": "subnet-«_sn»",
            "SecurityGroupIdList": ["sg-«_sg»"],
            "AvailabilityZone": "eu-west-1a"
        },
        "CreationTime": "2023-05-17T10:21:44.512000+00:00"
    }
}
`, V{"a": g.pwStrong(), "_sn": g.hex(17), "_sg": g.hex(17)}, "crm.cluster-ro-c7q1d.eu-west-1.rds.amazonaws.com:5432/crm", "glue_crm")

	g.deAdd("dataeng/redshift-copy-credentials", `
COPY analytics.web_events
FROM 's3://inkwell-events/2024/10/08/'
CREDENTIALS 'aws_access_key_id=«a»;aws_secret_access_key=«b»'
FORMAT AS JSON 'auto'
GZIP
TIMEFORMAT 'auto'
REGION 'us-west-2';
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://inkwell-events/2024/10/08/", "analytics.web_events")

	g.deAdd("dataeng/redshift-get-cluster-credentials", `
$ aws redshift get-cluster-credentials --cluster-identifier analytics --db-user etl_temp --db-name prod --duration-seconds 3600
{
    "DbUser": "IAM:etl_temp",
    "DbPassword": "«a»",
    "Expiration": "2024-10-08T13:15:02.145000+00:00"
}
`, V{"a": "AskCg" + g.b64(80)[:100] + "=="}, `"DbUser": "IAM:etl_temp"`)

	g.deAdd("dataeng/adf-linked-service-json", `
{
    "name": "AzureBlobStorage_Landing",
    "type": "Microsoft.DataFactory/factories/linkedservices",
    "properties": {
        "annotations": [],
        "type": "AzureBlobStorage",
        "typeProperties": {
            "connectionString": "DefaultEndpointsProtocol=https;AccountName=sedgewicklanding;AccountKey=«a»;EndpointSuffix=core.windows.net"
        }
    }
}
`, V{"a": g.azStorage()}, "AzureBlobStorage_Landing", "AccountName=sedgewicklanding")

	g.deAdd("dataeng/adf-linked-service-sql-kv-benign", `
{
    "name": "AzureSqlDatabase_ERP",
    "properties": {
        "type": "AzureSqlDatabase",
        "typeProperties": {
            "connectionString": "Integrated Security=False;Encrypt=True;Connection Timeout=30;Data Source=erp-sql.database.windows.net;Initial Catalog=erp;User ID=adf_reader",
            "password": {
                "type": "AzureKeyVaultSecret",
                "store": {"referenceName": "AzureKeyVault_Data", "type": "LinkedServiceReference"},
                "secretName": "erp-sql-adf-reader"
            }
        }
    }
}
`, V{}, "erp-sql.database.windows.net", "erp-sql-adf-reader")

	g.deAdd("dataeng/superset-config-py", `
# superset_config.py
SECRET_KEY = "«a»"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:«b»@superset-db:5432/superset"
FEATURE_FLAGS = {"ENABLE_TEMPLATE_PROCESSING": True, "DASHBOARD_RBAC": True}
MAPBOX_API_KEY = "«c»"
CACHE_CONFIG = {"CACHE_TYPE": "RedisCache", "CACHE_REDIS_URL": "redis://superset-redis:6379/1"}
`, V{"a": g.b64(42), "b": g.pwURL(), "c": g.mapboxSK()}, "redis://superset-redis:6379/1", "ENABLE_TEMPLATE_PROCESSING")

	g.deAdd("dataeng/minio-mc-alias-lake", `
$ mc alias set lake http://minio.data.svc:9000 «_ak» «a»
Added ˋlakeˋ successfully.
$ mc ls lake/bronze/
[2024-10-08 06:00:12 UTC]     0B orders/
[2024-10-08 06:00:12 UTC]     0B customers/
`, V{"_ak": "spark-etl", "a": g.an(40)}, "http://minio.data.svc:9000", "lake/bronze/")

	g.deAdd("dataeng/talend-context-properties", `
# context/Prod.properties (Talend job LOAD_DWH_0.1)
DWH_Server=dwh-ora.corp.ravenhill.net
DWH_Port=1521
DWH_Service=DWHPRD
DWH_Login=TALEND_ETL
DWH_Password=«a»
SFTP_Host=sftp.ravenhill.net
SFTP_User=talend
SFTP_Password=«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "dwh-ora.corp.ravenhill.net", "LOAD_DWH_0.1")

	g.deAdd("dataeng/logstash-jdbc-input", `
input {
  jdbc {
    jdbc_driver_library => "/usr/share/logstash/drivers/postgresql-42.7.3.jar"
    jdbc_driver_class => "org.postgresql.Driver"
    jdbc_connection_string => "jdbc:postgresql://app-db.cresthaven.io:5432/app"
    jdbc_user => "logstash"
    jdbc_password => "«a»"
    schedule => "*/5 * * * *"
    statement => "SELECT * FROM audit_log WHERE id > :sql_last_value ORDER BY id"
    use_column_value => true
    tracking_column => "id"
  }
}
output {
  elasticsearch { hosts => ["https://es.cresthaven.io:9200"] user => "logstash_writer" password => "«b»" index => "audit-%{+YYYY.MM}" }
}
`, V{"a": g.pw(), "b": g.pwStrong()}, "jdbc:postgresql://app-db.cresthaven.io:5432/app", "logstash_writer")
}

// ---- logs and traces that print configs ----

func (g *G) deLogs() {
	g.deAdd("dataeng/airflow-k8s-pod-spec-log", `
[2024-10-08, 05:00:03 UTC] {pod_manager.py:385} INFO - Pod spec:
  containers:
  - args: ["dbt", "build", "--target", "prod"]
    env:
    - name: DBT_PROFILES_DIR
      value: /dbt
    - name: SNOWFLAKE_PASSWORD
      value: «a»
    - name: SNOWFLAKE_USER
      value: DBT_PROD_SVC
    image: 123456789012.dkr.ecr.us-east-1.amazonaws.com/dbt-runner:1.8.7-r3
[2024-10-08, 05:00:04 UTC] {pod.py:1064} INFO - Building pod dbt-build-prod-«_pod» with labels: {'dag_id': 'dbt_prod', 'task_id': 'dbt_build', 'run_id': 'scheduled__2024-10-07T0500000000-«_rid»', 'kubernetes_pod_operator': 'True', 'try_number': '1'}
`, V{"a": g.pwStrong(), "_pod": g.s(alLowNum, 8), "_rid": g.hex(9)}, "dbt-runner:1.8.7-r3", "{pod_manager.py:385} INFO - Pod spec:")

	g.deAdd("dataeng/spark-driver-log-hadoop-conf-dump", `
24/10/08 07:14:51 INFO SparkContext: Running Spark version 3.5.1
24/10/08 07:14:51 INFO SparkContext: Submitted application: nightly_rollup
24/10/08 07:14:52 DEBUG HadoopConf: fs.s3a.bucket.ledgerlake-curated.access.key=«a»
24/10/08 07:14:52 DEBUG HadoopConf: fs.s3a.bucket.ledgerlake-curated.secret.key=«b»
24/10/08 07:14:52 DEBUG HadoopConf: fs.s3a.bucket.ledgerlake-curated.endpoint.region=ap-southeast-2
24/10/08 07:14:52 INFO ResourceUtils: No custom resources configured for spark.driver.
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Running Spark version 3.5.1", "ledgerlake-curated")

	g.deAdd("dataeng/dbt-log-debug-connection", `
$ tail -n 5 logs/dbt.log
[0m12:01:14.442551 [debug] [MainThread]: Acquiring new redshift connection 'master'
[0m12:01:14.443102 [debug] [ThreadPool]: Opening a new connection, currently in state init
[0m12:01:14.443618 [debug] [ThreadPool]: Redshift adapter: Establishing connection using ssl with ˋsslmodeˋ set to 'prefer'.
[0m12:01:14.444001 [debug] [ThreadPool]: Connecting to redshift with kwargs {'host': 'analytics.c1uvqbx7p2fq.eu-west-1.redshift.amazonaws.com', 'database': 'analytics', 'port': 5439, 'user': 'dbt_cloud', 'password': '«a»', 'ssl': True}
[0m12:01:19.118773 [debug] [ThreadPool]: Redshift adapter: Error running SQL: select 1
`, V{"a": g.pwURL()}, "Acquiring new redshift connection 'master'")

	g.deAdd("dataeng/dagster-run-failure-trace", `
dagster._core.errors.DagsterExecutionStepExecutionError: Error occurred while executing op "load_to_clickhouse":

  File "/usr/local/lib/python3.11/site-packages/dagster/_core/execution/plan/execute_plan.py", line 286, in dagster_event_sequence_for_step
    for step_event in check.generator(step_events):
The above exception was caused by the following exception:
clickhouse_connect.driver.exceptions.DatabaseError: HTTPDriver for https://default:«a»@x8k2q1p0vb.us-west-2.aws.clickhouse.cloud:8443 returned response code 516)
 Code: 516. DB::Exception: default: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) (version 24.6.1.4385)
run_id=«_run»  step_key=load_to_clickhouse
`, V{"a": g.s(alAlnum+"_~", 14), "_run": g.uuid()}, "DagsterExecutionStepExecutionError", "(AUTHENTICATION_FAILED)")

	g.deAdd("dataeng/airbyte-worker-env-dump", `
2024-09-01 12:00:01 INFO i.a.w.p.KubeProcessFactory(create):100 - Attempting to start pod = source-mssql-check-«_job»-0-abcde for airbyte/source-mssql:4.1.6 with resources ConnectorResourceRequirements[main=io.airbyte.config.ResourceRequirements@6d3c]
2024-09-01 12:00:01 DEBUG i.a.w.p.KubePodProcess(<init>):412 - env: [JOB_ID=«_job», ATTEMPT_ID=0, WORKER_CONNECTOR_IMAGE=airbyte/source-mssql:4.1.6, CONFIG={"host":"mssql-erp.northwood.local","port":1433,"database":"ERP","username":"airbyte","password":"«a»","ssl_method":{"ssl_method":"unencrypted"}}]
`, V{"_job": g.digits(6), "a": g.pwStrong()}, "mssql-erp.northwood.local", "airbyte/source-mssql:4.1.6")

	g.deAdd("dataeng/nifi-app-log-processor-props", `
2024-10-02 11:42:17,991 ERROR [Timer-Driven Process Thread-7] o.a.n.p.standard.ExecuteSQL ExecuteSQL[id=«_pid»] Unable to execute SQL select query due to org.apache.nifi.processor.exception.ProcessException: org.apache.commons.dbcp2.PoolableConnectionFactory: Cannot create PoolableConnectionFactory (Login failed for user 'nifi_etl'.)
2024-10-02 11:42:17,992 DEBUG [Timer-Driven Process Thread-7] o.a.n.dbcp.DBCPConnectionPool DBCPConnectionPool[id=«_cs»] properties: {Database Connection URL=jdbc:sqlserver://mssql01.granitebay.io:1433;databaseName=Sales, Database User=nifi_etl, Password=«a», Max Wait Time=500 millis}
`, V{"_pid": g.uuid(), "_cs": g.uuid(), "a": g.pw()}, "jdbc:sqlserver://mssql01.granitebay.io:1433;databaseName=Sales")

	g.deAdd("dataeng/kafka-connect-rest-error-config-echo", `
$ curl -s -X POST -H 'Content-Type: application/json' --data @mongo-sink.json localhost:8083/connectors
{"error_code":400,"message":"Connector configuration is invalid and contains the following 1 error(s):\nInvalid value mongodb+srv://connect:«a»@events.zqk41.mongodb.net/?retryWrites=true for configuration connection.uri: Unable to look up TXT record for host events.zqk41.mongodb.net\nYou can also find the above list of errors at the endpoint ˋ/connector-plugins/{connectorType}/config/validateˋ"}
`, V{"a": g.pwURL()}, "Unable to look up TXT record for host events.zqk41.mongodb.net")
}

// ---- chats, reviews and questions ----

func (g *G) deChat() {
	g.deAdd("dataeng/chat-airflow-fernet-rotation", `
user: after I rotated the fernet key all my connections fail with InvalidToken. old key was «a» and the new one is «b». how do I re-encrypt?

assistant: Set both keys, new first, comma separated, then run the rotation:

    export AIRFLOW__CORE__FERNET_KEY="«b»,«a»"
    airflow rotate-fernet-key

Once it finishes, drop the old key from the list and restart the scheduler and webserver.
`, V{"a": g.deFernet(), "b": g.deFernet()}, "airflow rotate-fernet-key")

	g.deAdd("dataeng/chat-dbt-snowflake-help", `
Hey, dbt keeps saying "250001 (08001): Failed to connect to DB" — here's my profile, what am I doing wrong?

    my_project:
      target: dev
      outputs:
        dev:
          type: snowflake
          account: https://«_acct».snowflakecomputing.com
          user: lucia.moreno@fiddlehead.com
          password: «a»
          database: ANALYTICS

(account should not include https:// or the domain, right?)
`, V{"_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5), "a": g.pw()}, "lucia.moreno@fiddlehead.com", "250001 (08001): Failed to connect to DB")

	g.deAdd("dataeng/pr-review-hardcoded-token", `
**review comment on ingest/hubspot_loader.py line 12**

> HUBSPOT_TOKEN = "«a»"

Please don't commit tokens — this is a private app token for the prod portal (portal id «_portal»). I've revoked it; read it from the Airflow connection ˋhubspot_prodˋ instead.
`, V{"a": g.hubspot(), "_portal": g.digits(8)}, "ingest/hubspot_loader.py", "ˋhubspot_prodˋ")

	g.deAdd("dataeng/github-issue-kafka-connect-debezium", `
### Describe the bug
Debezium Oracle connector fails to start with ORA-01017 after upgrading to 2.7.

### Config
ˋˋˋjson
{
  "connector.class": "io.debezium.connector.oracle.OracleConnector",
  "database.hostname": "10.1.22.40",
  "database.port": "1521",
  "database.user": "c##dbzuser",
  "database.password": "«a»",
  "database.dbname": "ORCLCDB",
  "database.pdb.name": "ORCLPDB1",
  "topic.prefix": "oracle-erp",
  "log.mining.strategy": "online_catalog"
}
ˋˋˋ

### Environment
Debezium 2.7.0.Final, Kafka Connect 3.7, Oracle 19c
`, V{"a": g.pw()}, "Debezium 2.7.0.Final, Kafka Connect 3.7, Oracle 19c", "c##dbzuser")

	g.deAdd("dataeng/slack-databricks-token-share", `
Wen Zhao  3:18 PM
workspace token for the migration notebook until SCIM is fixed: «a»
(expires friday, don't put it in git)
Joel Baptiste  3:19 PM
👍 thx, using it in ~/.databrickscfg under [migration]
`, V{"a": g.deDapi()}, "~/.databrickscfg under [migration]")

	g.deAdd("dataeng/agent-transcript-airflow-conn-debug", `
● Bash(airflow connections get snowflake_default -o json | jq '.[0] | {conn_id, login, password, extra_dejson}')
  ⎿  {
       "conn_id": "snowflake_default",
       "login": "AIRFLOW_SVC",
       "password": "«a»",
       "extra_dejson": {"account": "«_acct»", "warehouse": "TRANSFORM_WH", "role": "LOADER", "private_key_content": null}
     }

● The connection has a password set but the account is a locator without region; Snowflake expects "«_acct».us-east-2.aws" here. I'll update the extra field.
`, V{"a": g.pwStrong(), "_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5)}, "snowflake_default", "private_key_content")

	g.deAdd("dataeng/email-vendor-handoff-sftp", `
Subject: Re: nightly extract — access details

Hi Rahul,

The SFTP drop for the nightly claims extract is ready:
  host: sftp.clearbrook-health.com (port 2222)
  user: vendor_meridian
  password: «a»

The PGP public key we'll encrypt with is attached (fingerprint «_fp»).
Files land in /outbound/claims/YYYYMMDD/ by 02:00 ET.

Thanks,
Nadia
`, V{"a": g.pw(), "_fp": strings.ToUpper(g.hex(40))}, "sftp.clearbrook-health.com", "/outbound/claims/YYYYMMDD/")

	g.deAdd("dataeng/stackoverflow-spark-s3a-403", `
I'm getting ˋjava.nio.file.AccessDeniedException: s3a://acme-raw/events: getFileStatus on s3a://acme-raw/events: com.amazonaws.services.s3.model.AmazonS3Exception: Forbidden (Service: Amazon S3; Status Code: 403)ˋ with this code:

    sc._jsc.hadoopConfiguration().set("fs.s3a.access.key", "«a»")
    sc._jsc.hadoopConfiguration().set("fs.s3a.secret.key", "«b»")
    sc._jsc.hadoopConfiguration().set("fs.s3a.session.token", "«c»")
    df = spark.read.json("s3a://acme-raw/events")

The keys work with ˋaws s3 lsˋ. What am I missing?
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "s3a://acme-raw/events", "Status Code: 403")
}

// ---- benign look-alikes ----

func (g *G) deBenign() {
	g.deAdd("dataeng/benign-airflow-dag-runs-list", `
$ airflow dags list-runs -d ingest_salesforce --no-backfill -o plain | head -4
dag_id              run_id                                        state    execution_date                   start_date                       end_date
ingest_salesforce   scheduled__2024-10-07T06:00:00+00:00          success  2024-10-07T06:00:00+00:00        2024-10-08T06:00:04.118227+00:00 2024-10-08T06:07:41.220019+00:00
ingest_salesforce   manual__2024-10-07T14:22:31.508821+00:00      success  2024-10-07T14:22:31.508821+00:00 2024-10-07T14:22:33.001122+00:00 2024-10-07T14:29:58.940011+00:00
ingest_salesforce   dataset_triggered__2024-10-06T06:09:12+00:00  failed   2024-10-06T06:09:12+00:00        2024-10-06T06:09:14.332211+00:00 2024-10-06T06:11:02.119903+00:00
`, V{}, "manual__2024-10-07T14:22:31.508821+00:00", "dataset_triggered__2024-10-06T06:09:12+00:00")

	g.deAdd("dataeng/benign-airflow-datasets", `
from airflow.datasets import Dataset

orders = Dataset("s3://brightwater-lake/curated/orders/")
customers = Dataset("snowflake://«_acct».us-east-1/ANALYTICS/MARTS/DIM_CUSTOMER")
with DAG("build_marts", schedule=[orders, customers], start_date=datetime(2024, 1, 1)):
    ...
# last event: dataset_id=42 source_run_id=scheduled__2024-10-07T04:00:00+00:00 source_dag_id=load_orders
`, V{"_acct": strings.ToLower(g.s(alUpper, 2)) + g.digits(5)}, "s3://brightwater-lake/curated/orders/", "source_dag_id=load_orders")

	g.deAdd("dataeng/benign-dbt-manifest-node", `
"model.jaffle_shop.customers": {
  "database": "ANALYTICS",
  "schema": "marts",
  "name": "customers",
  "resource_type": "model",
  "package_name": "jaffle_shop",
  "path": "marts/customers.sql",
  "unique_id": "model.jaffle_shop.customers",
  "checksum": {"name": "sha256", "checksum": "«_sum»"},
  "config": {"materialized": "table", "tags": ["nightly"], "meta": {"owner": "@analytics-eng"}},
  "created_at": 1728374401.221933
}
`, V{"_sum": g.hex(64)}, "model.jaffle_shop.customers", "@analytics-eng")

	g.deAdd("dataeng/benign-spark-yarn-apps", `
$ yarn application -list -appStates RUNNING
Total number of applications (application-types: [], states: [RUNNING] and tags: []):2
                Application-Id      Application-Name        Application-Type          User           Queue                   State             Final-State             Progress                        Tracking-URL
«_a1»      compact_events                   SPARK           etl             etl                 RUNNING               UNDEFINED                  10%  http://ip-10-0-3-41.ec2.internal:4040
«_a2»      sessionize_clicks                SPARK           etl             etl                 RUNNING               UNDEFINED                  52%  http://ip-10-0-3-57.ec2.internal:4040
`, V{"_a1": g.deSparkApp(), "_a2": g.deSparkApp()}, "http://ip-10-0-3-41.ec2.internal:4040")

	g.deAdd("dataeng/benign-git-log-pipeline-repo", `
$ git log --oneline -4
«_c1» feat(dags): add ingest_zendesk with deferrable sensor
«_c2» fix(dbt): dedupe stg_orders on _fivetran_synced
«_c3» chore: bump apache-airflow-providers-snowflake to 5.7.0
«_c4» ci: cache dbt packages
$ git show --stat «_c2» | head -3
commit «_full»
Author: Ines Duarte <ines@brightwater.io>
Date:   Mon Oct 7 17:42:10 2024 +0200
`, V{"_c1": g.hex(7), "_c2": g.hex(7), "_c3": g.hex(7), "_c4": g.hex(7), "_full": g.gitSHA()}, "fix(dbt): dedupe stg_orders on _fivetran_synced")

	g.deAdd("dataeng/benign-snowflake-account-and-fingerprint", `
$ snow connection test -c ci
+------------------------------------------------------------+
| key             | value                                    |
|-----------------+------------------------------------------|
| Connection name | ci                                       |
| Status          | OK                                       |
| Host            | «_org»-«_acc».snowflakecomputing.com   |
| Account         | «_org»-«_acc»                          |
| User            | SVC_CI                                   |
| Role            | CI_ROLE                                  |
| Database        | not set                                  |
| Warehouse       | CI_WH                                    |
+------------------------------------------------------------+
-- public key fingerprint registered: SHA256:«_fp»
`, V{"_org": strings.ToUpper(g.s(alUpper, 7)), "_acc": strings.ToUpper(g.s(alUpper, 7)), "_fp": g.b64(32)}, "Connection name | ci")

	g.deAdd("dataeng/benign-kafka-topics-and-offsets", `
$ kafka-topics --bootstrap-server kafka:9092 --describe --topic pg.orders.public.orders
Topic: pg.orders.public.orders	TopicId: «_tid»	PartitionCount: 3	ReplicationFactor: 3	Configs: cleanup.policy=compact,segment.bytes=1073741824
	Topic: pg.orders.public.orders	Partition: 0	Leader: 2	Replicas: 2,0,1	Isr: 2,0,1
	Topic: pg.orders.public.orders	Partition: 1	Leader: 0	Replicas: 0,1,2	Isr: 0,1,2
`, V{"_tid": g.b64u(22)}, "cleanup.policy=compact,segment.bytes=1073741824")

	g.deAdd("dataeng/benign-iceberg-snapshots", `
spark-sql> SELECT committed_at, snapshot_id, parent_id, operation, manifest_list FROM lake.marts.orders.snapshots ORDER BY committed_at DESC LIMIT 2;
2024-10-08 06:07:41.22	«_s1»	«_s2»	overwrite	s3://brightwater-lake/warehouse/marts/orders/metadata/snap-«_s1»-1-«_u1».avro
2024-10-07 06:07:12.91	«_s2»	«_s3»	append	s3://brightwater-lake/warehouse/marts/orders/metadata/snap-«_s2»-1-«_u2».avro
`, V{"_s1": g.digits(19), "_s2": g.digits(19), "_s3": g.digits(19), "_u1": g.uuid(), "_u2": g.uuid()}, "lake.marts.orders.snapshots")

	g.deAdd("dataeng/benign-airflow-connection-masked-ui", `
Admin » Connections » Edit Connection
Connection Id *    aws_default
Connection Type *  Amazon Web Services
AWS Access Key ID  AKIA••••••••••••••••
AWS Secret Access Key  ••••••••
Extra  {"region_name": "eu-west-1", "role_arn": "arn:aws:iam::«_acct»:role/airflow-worker"}
`, V{"_acct": g.digits(12)}, "arn:aws:iam::", "Amazon Web Services")

	g.deAdd("dataeng/benign-databricks-cluster-info", `
$ databricks clusters get «_cl» | jq '{cluster_id, cluster_name, spark_version, node_type_id, state, creator_user_name}'
{
  "cluster_id": "«_cl»",
  "cluster_name": "etl-shared-autoscale",
  "spark_version": "14.3.x-scala2.12",
  "node_type_id": "Standard_DS4_v2",
  "state": "RUNNING",
  "creator_user_name": "platform-automation@brightwater.io"
}
`, V{"_cl": g.deCluster()}, "etl-shared-autoscale", "platform-automation@brightwater.io")
}
