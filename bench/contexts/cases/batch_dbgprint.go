package cases

import (
	"fmt"
	"strings"
)

// dbgprintCases adds secrets inside the debug representations of objects,
// as programs print them and debuggers show them. Sources: Python repr of
// dataclasses, namedtuples, pydantic v1 and v2 models and their URL types
// (SecretStr's '**********' is benign), urllib's SplitResult, psycopg2's
// masked connection repr, httpx's '[secure]' headers, pprint, loguru,
// devtools debug(), stackprinter locals, pytest dataclass drill-downs,
// IPython Out[] cells, pdb p and pp, pandas frames in Jupyter, Django
// settings in the shell and debug-toolbar panels; Ruby inspect and pp of
// Structs, Data, OpenStruct and objects, ActiveRecord inspect in the
// Rails console with and without [FILTERED], credentials and ENV hashes
// (old and 3.4 hash syntax), pry and rdbg; PHP var_dump, print_r,
// var_export (Laravel's cached config), Symfony VarDumper and Laravel
// dd(), Tinker, Xdebug, WP-CLI eval and stack traces with
// SensitiveParameter; Java toString (Lombok @ToString with Exclude,
// records, IntelliJ-generated toString, commons-lang ToStringBuilder,
// Guava toStringHelper, Properties.list, Typesafe Config, OkHttp,
// RestTemplate and Ktor debug logs, Gradle properties, Android Bundle and
// Logcat), Kotlin data classes, Scala case classes and REPL; C# records,
// anonymous objects, HttpRequestMessage, Visual Studio Locals and Watch
// copies, VS Code debug console, xUnit failures, F# %A, PowerShell
// credentials and dotnet user-secrets; Go fmt %v, %+v, %#v and %q, spew,
// litter, repr, pp, testify diffs, aws.Credentials, pgx and go-redis
// options, client-go's redacted rest.Config and httputil dumps; Rust
// {:?}, {:#?}, dbg!, secrecy, http's Sensitive header values, sqlx
// options, url::Url, tracing fields, toml Values and pretty_assertions;
// Node util.inspect and console.log (nested [Object], [Array], "more
// items", class instances of SDK clients, Headers, ioredis, Mongoose
// documents), Vitest and Jest diffs and snapshots, the Node REPL, Chrome
// DevTools console previews and expansions and "store as global"; Elixir
// IO.inspect, IEx structs, Req, Tesla and Plug.Conn, Ecto repo config,
// Erlang records and crash reports; Haskell show, Perl Data::Dumper and
// Mojo dumper, Lua inspect, R str() and print of lists, Julia dump,
// Swift dump, po and p, Objective-C descriptions, Dart freezed toString;
// gdb print of C structs (char arrays, libpq's PGconn), lldb frame
// variable, rust-lldb, delve print and locals; and logs that print
// request or config objects (http.client send: lines, Scrapy, aiohttp,
// Retrofit and Ktor loggers, Laravel HTTP client logs). Benign
// look-alikes: ids, names, hosts, ports, timestamps, hashes, object ids,
// pointers and addresses, masked and redacted values. The case names
// start with "dbgprint/".
func (g *G) dbgprintCases() {
	g.dpPython()
	g.dpPyFrameworks()
	g.dpRuby()
	g.dpPHP()
	g.dpJVM()
	g.dpDotnet()
	g.dpGo()
	g.dpRust()
	g.dpNode()
	g.dpBrowser()
	g.dpBEAM()
	g.dpOtherLangs()
	g.dpDebuggers()
	g.dpLogs()
	g.dpBenign()
}

// ---- helpers used only here ----

// dpAdd is add with the "dbgprint/" prefix and "ˋ" standing for a backtick.
func (g *G) dpAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("dbgprint/"+name, bt(tmpl), v, benign...)
}

// dpGoPtr is a Go heap address as %v prints a pointer.
func (g *G) dpGoPtr() string { return "0xc000" + g.hex(5) + "0" }

// dpAddr is a 64-bit native address (glibc heap, Python object).
func (g *G) dpAddr() string { return "0x7f" + g.hex(9) + g.pick("0", "8") }

// dpHeap is a small-program heap address as gdb prints it.
func (g *G) dpHeap() string { return "0x5555" + g.hex(7) + g.pick("0", "8") }

// dpRbAddr is a Ruby 3 object address.
func (g *G) dpRbAddr() string { return "0x0000" + g.pick("7f", "00") + g.hex(9) + g.pick("0", "8") }

// dpJHash is a Java identity hash code.
func (g *G) dpJHash() string { return g.s("123456789abcdef", 1) + g.hex(7) }

// dpLen is the byte length of s, as var_dump and spew print it.
func dpLen(s string) string { return fmt.Sprint(len(s)) }

// dpOid is a MongoDB ObjectId.
func (g *G) dpOid() string { return "6" + g.s("56", 1) + g.hex(22) }

// dpBasic is the base64 of user:password, as a Basic header carries it.
func dpBasic(user, pw string) string { return b64s(user + ":" + pw) }

// dpEsc writes a PEM block's newlines as the two characters \n, as
// inspect and repr print them.
func dpEsc(s string) string { return strings.ReplaceAll(s, "\n", `\n`) }

// ---- Python ----

func (g *G) dpPython() {
	g.dpAdd("py-frozen-dataclass-in-debug-log", `
2025-06-02 09:14:07,211 DEBUG [app.config] loaded storage settings
2025-06-02 09:14:07,212 DEBUG [app.config] S3Settings(bucket='acme-invoices-prod', region='eu-west-1', endpoint_url=None, access_key_id='«a»', secret_access_key='«b»', addressing_style='virtual', max_pool_connections=50)
2025-06-02 09:14:07,390 INFO  [uvicorn.error] Application startup complete.
`, V{"a": g.awsID(), "b": g.awsSecret()}, "bucket='acme-invoices-prod'", "addressing_style='virtual'")

	g.dpAdd("py-namedtuple-repl-echo", `
>>> from mailer.accounts import load_accounts
>>> accts = load_accounts("config/smtp.toml")
>>> accts[0]
SmtpAccount(host='smtp.office365.com', port=587, user='noreply@contoso-shop.com', password='«a»', starttls=True)
>>> accts[0]._asdict().keys()
dict_keys(['host', 'port', 'user', 'password', 'starttls'])
`, V{"a": g.pw()}, "host='smtp.office365.com'", "noreply@contoso-shop.com")

	g.dpAdd("py-pydantic-v2-str-secretstr-and-plain", `
$ python -c "from app.settings import settings; print(settings)"
app_name='orders' debug=False database_url=MultiHostUrl('postgresql+asyncpg://orders:«a»@10.0.3.17:5432/orders') redis_url=RedisDsn('redis://redis:6379/0') openai_api_key=SecretStr('**********') stripe_secret_key='«b»' allowed_hosts=['orders.acme.dev']
`, V{"a": g.pwURL(), "b": g.skLive()}, "SecretStr('**********')", "redis://redis:6379/0", "orders.acme.dev")

	rp := g.an(24)
	g.dpAdd("py-pydantic-v1-redisdsn-repr-twice", `
>>> Settings()
Settings(auth_key=SecretStr('**********'), api_key='«a»', redis_dsn=RedisDsn('redis://default:«b»@redis-14532.c12.us-east-1-4.ec2.cloud.redislabs.com:14532/0', scheme='redis', user='default', password='«b»', host='redis-14532.c12.us-east-1-4.ec2.cloud.redislabs.com', host_type='domain', port='14532', path='/0'), pg_dsn=PostgresDsn('postgres://user:pass@localhost:5432/foobar', scheme='postgres', user='user', password='pass', host='localhost', host_type='int_domain', port='5432', path='/foobar'))
`, V{"a": g.hex(32), "b": rp}, "host_type='domain'", "SecretStr('**********')")

	g.dpAdd("py-pprint-sorted-nested-config", `
>>> import yaml
>>> from pprint import pprint
>>> cfg = yaml.safe_load(open("pipelines/warehouse.yml"))
>>> pprint(cfg)
{'database': {'host': 'analytics-db.c9akciq32mq1.us-east-1.rds.amazonaws.com',
              'name': 'warehouse',
              'password': '«a»',
              'port': 5432,
              'user': 'etl_loader'},
 'slack': {'channel': '#data-alerts',
           'webhook': 'https://hooks.slack.com/services/«_t»/«_b»/«c»'},
 'snowflake': {'account': 'xy12345.eu-central-1',
               'private_key_passphrase': '«d»',
               'user': 'ETL_SVC',
               'warehouse': 'TRANSFORM_WH'}}
`, V{"a": g.pw(), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24), "d": g.pwStrong()},
		"'user': 'etl_loader'", "'account': 'xy12345.eu-central-1'", "TRANSFORM_WH")

	g.dpAdd("py-ipython-vars-of-client", `
In [5]: client = Anthropic()

In [6]: vars(client)
Out[6]:
{'_version': '0.39.0',
 '_base_url': URL('https://api.anthropic.com'),
 'max_retries': 2,
 'timeout': Timeout(connect=5.0, read=600, write=600, pool=600),
 '_client': <anthropic._base_client.SyncHttpxClientWrapper at «_p»>,
 '_strict_response_validation': False,
 '_idempotency_header': None,
 '_default_stream_cls': None,
 'api_key': '«a»',
 'auth_token': None,
 '_custom_headers': {},
 '_custom_query': {}}
`, V{"_p": g.dpAddr(), "a": g.anthropic()}, "'_version': '0.39.0'", "URL('https://api.anthropic.com')")

	g.dpAdd("py-pdb-p-pp-braintree-auth", `
> /srv/app/payments/gateway.py(88)charge()
-> resp = self.session.post(url, json=payload, timeout=10)
(Pdb) p url
'https://api.braintreegateway.com/merchants/«_m»/transactions'
(Pdb) pp self.session.auth
('«_pub»', '«a»')
(Pdb) p payload['transaction']['amount']
'49.00'
(Pdb) c
`, V{"_m": g.s(alLowNum, 16), "_pub": g.s(alLowNum, 16), "a": g.hex(32)}, "payments/gateway.py(88)charge()")

	g.dpAdd("py-pdb-pp-environ-filtered", `
(Pdb) pp {k: v for k, v in os.environ.items() if k.startswith(("DD_", "DATADOG"))}
{'DD_AGENT_HOST': '10.42.0.1',
 'DD_API_KEY': '«a»',
 'DD_APP_KEY': '«b»',
 'DD_ENV': 'staging',
 'DD_SERVICE': 'checkout',
 'DD_SITE': 'datadoghq.eu',
 'DD_TRACE_SAMPLE_RATE': '0.2',
 'DD_VERSION': '«_v»'}
(Pdb) 
`, V{"a": g.hex(32), "b": g.hex(40), "_v": g.hex(7)}, "'DD_SITE': 'datadoghq.eu'", "'DD_SERVICE': 'checkout'")

	g.dpAdd("py-urlsplit-result-repr", `
>>> from urllib.parse import urlsplit
>>> urlsplit(os.environ["CELERY_BROKER_URL"])
SplitResult(scheme='amqps', netloc='celery:«a»@b-7f3e1c2a-4d5e.mq.eu-west-1.amazonaws.com:5671', path='/prod', query='heartbeat=30', fragment='')
>>> _.hostname, _.port
('b-7f3e1c2a-4d5e.mq.eu-west-1.amazonaws.com', 5671)
`, V{"a": g.pwURL()}, "('b-7f3e1c2a-4d5e.mq.eu-west-1.amazonaws.com', 5671)")

	g.dpAdd("py-psycopg2-dsn-logged-then-masked-repr", `
DEBUG:ledger.db:connecting with 'host=pg-primary.ledger.internal port=5432 dbname=ledger user=ledger_rw password=«a» sslmode=verify-full connect_timeout=5'
DEBUG:ledger.db:got <connection object at «_p»; dsn: 'host=pg-primary.ledger.internal port=5432 dbname=ledger user=ledger_rw password=xxx sslmode=verify-full connect_timeout=5', closed: 0>
`, V{"a": g.pwStrong(), "_p": g.dpAddr()}, "password=xxx", "user=ledger_rw")

	g.dpAdd("py-httpx-headers-secure-and-key-echo", `
>>> key = os.environ["MISTRAL_API_KEY"]
>>> key
'«a»'
>>> r = httpx.get("https://api.mistral.ai/v1/models", headers={"Authorization": f"Bearer {key}"})
>>> r.request.headers
Headers({'host': 'api.mistral.ai', 'accept': '*/*', 'accept-encoding': 'gzip, deflate, br', 'connection': 'keep-alive', 'user-agent': 'python-httpx/0.27.2', 'authorization': '[secure]'})
>>> r.status_code
200
`, V{"a": g.an(32)}, "'authorization': '[secure]'", "python-httpx/0.27.2")

	g.dpAdd("py-loguru-config-dict", `
2025-02-11 16:03:44.918 | DEBUG    | worker.main:bootstrap:41 - effective config: {'queue': 'sqs://eu-west-1/billing-events', 'concurrency': 8, 'sentry_dsn': None, 'twilio': {'account_sid': '«_sid»', 'auth_token': '«a»', 'from_number': '+14155550123'}, 'dry_run': False}
2025-02-11 16:03:44.920 | INFO     | worker.main:bootstrap:44 - worker ready
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "sqs://eu-west-1/billing-events", "worker.main:bootstrap:41")

	yt := "ya29.c." + g.b64u(180)
	g.dpAdd("py-devtools-debug-output", `
$ python scripts/check_gcs.py
scripts/check_gcs.py:17 <module>
    creds: {
        'type': 'service_account',
        'project_id': 'acme-analytics-prod',
        'private_key_id': '«_kid»',
        'client_email': 'loader@acme-analytics-prod.iam.gserviceaccount.com',
        'client_id': '«_cid»',
        'token_uri': 'https://oauth2.googleapis.com/token',
    } (dict) len=6
    token: '«a»' (str) len=«=la»
`, V{"_kid": g.hex(40), "_cid": g.digits(21), "a": yt, "=la": dpLen(yt)}, "loader@acme-analytics-prod.iam.gserviceaccount.com", "scripts/check_gcs.py:17")

	g.dpAdd("py-stackprinter-locals", `
File "/app/sync/ftp_export.py", line 54, in push
    50       def push(self, path):
    51           host = self.cfg["host"]
    52           user = self.cfg["user"]
    53           password = self.cfg["password"]
--> 54           with ftplib.FTP_TLS(host, user, password, timeout=20) as ftp:
    55               ftp.prot_p()
    ..................................................
     self = <sync.ftp_export.Exporter object at «_p»>
     path = '/exports/2025-03-01/orders.csv'
     host = 'ftp.partner-logistics.de'
     user = 'acme_orders'
     password = '«a»'
    ..................................................

TimeoutError: timed out
`, V{"_p": g.dpAddr(), "a": g.pwStrong()}, "host = 'ftp.partner-logistics.de'", "user = 'acme_orders'")

	g.dpAdd("py-pytest-dataclass-drill-down", `
    def test_refresh_rotates_tokens(client):
        old = client.token
        client.refresh()
>       assert client.token == old
E       AssertionError: assert OAuthToken(ac...xpires_in=3600) == OAuthToken(ac...xpires_in=3600)
E         
E         Matching attributes:
E         ['token_type', 'expires_in']
E         Differing attributes:
E         ['access_token', 'refresh_token']
E         
E         Drill down into differing attribute access_token:
E           access_token: '«a»' != '«b»'
E         
E         Drill down into differing attribute refresh_token:
E           refresh_token: '«c»' != '«d»'

tests/test_oauth.py:62: AssertionError
`, V{"a": g.b64u(43), "b": g.b64u(43), "c": g.b64u(64), "d": g.b64u(64)}, "tests/test_oauth.py:62")

	g.dpAdd("py-jupyter-dataframe-head", `
In [12]: users = pd.read_sql("select id, email, api_token, created_at from users", engine)
    ...: users.head(3)
Out[12]:
     id                   email                                 api_token          created_at
0  1021    maria@northwind.test  «a»  2024-11-02 08:14:55
1  1022  k.okafor@northwind.test  «b»  2024-11-02 09:01:12
2  1023     ops@northwind.test  «c»  2024-11-03 17:40:09
`, V{"a": "tok_" + g.an(32), "b": "tok_" + g.an(32), "c": "tok_" + g.an(32)}, "maria@northwind.test", "2024-11-03 17:40:09")

	g.dpAdd("py-boto3-credentials-dict", `
>>> s = boto3.Session(profile_name="data-eng")
>>> s.get_credentials().__dict__
{'access_key': '«a»', 'secret_key': '«b»', 'token': None, 'method': 'shared-credentials-file', '_normalizer': None}
>>> s.region_name
'us-east-2'
`, V{"a": g.awsID(), "b": g.awsSecret()}, "'method': 'shared-credentials-file'", "'us-east-2'")

	g.dpAdd("py-configparser-section-dict", `
>>> cp = configparser.ConfigParser(); cp.read(os.path.expanduser("~/.config/ldap-sync.ini"))
['/home/jdoe/.config/ldap-sync.ini']
>>> dict(cp["ldap"])
{'uri': 'ldaps://dc01.corp.example.local:636', 'bind_dn': 'CN=svc-sync,OU=Service Accounts,DC=corp,DC=example,DC=local', 'bind_password': '«a»', 'base': 'DC=corp,DC=example,DC=local', 'page_size': '500'}
`, V{"a": g.pw()}, "ldaps://dc01.corp.example.local:636", "CN=svc-sync,OU=Service Accounts,DC=corp,DC=example,DC=local")

	g.dpAdd("py-rich-print-list-of-dataclasses", `
>>> from rich import print
>>> print(registry.remotes)
[
    Remote(
        name='ghcr',
        url='ghcr.io/acme-platform',
        username='acme-bot',
        password='«a»'
    ),
    Remote(
        name='ecr',
        url='«_acct».dkr.ecr.eu-west-1.amazonaws.com',
        username='AWS',
        password=None
    )
]
`, V{"a": g.ghp(), "_acct": g.digits(12)}, "url='ghcr.io/acme-platform'", "username='acme-bot'")

	g.dpAdd("py-logging-kwargs-repr", `
DEBUG:integrations.hubspot:POST https://api.hubapi.com/crm/v3/objects/contacts/batch/upsert kwargs={'headers': {'Authorization': 'Bearer «a»', 'Content-Type': 'application/json'}, 'timeout': 15, 'json': {'inputs': [...]}}
DEBUG:urllib3.connectionpool:https://api.hubapi.com:443 "POST /crm/v3/objects/contacts/batch/upsert HTTP/1.1" 200 412
`, V{"a": g.hubspot()}, "https://api.hubapi.com:443", "'timeout': 15")

	g.dpAdd("py-attrs-evolve-and-repr-in-traceback", `
Traceback (most recent call last):
  File "/opt/bots/notify.py", line 33, in <module>
    bot.send(chat_id, text)
  File "/opt/bots/telegram_client.py", line 71, in send
    raise DeliveryError(f"{self!r} could not deliver to {chat_id}")
telegram_client.DeliveryError: TelegramClient(token='«a»', base_url='https://api.telegram.org', proxy=None, retries=3) could not deliver to -100«_chat»
`, V{"a": g.telegram(), "_chat": g.digits(10)}, "base_url='https://api.telegram.org'", "/opt/bots/telegram_client.py")

	g.dpAdd("py-ipdb-locals-dict", `
ipdb> locals()
{'self': <payouts.wise.WiseClient object at «_p»>, 'profile_id': «_pid», 'quote': {'id': '«_q»', 'sourceCurrency': 'EUR', 'targetCurrency': 'GBP', 'rate': 0.8563}, 'headers': {'Authorization': 'Bearer «a»', 'Content-Type': 'application/json'}, 'url': 'https://api.transferwise.com/v1/transfers'}
ipdb> 
`, V{"_p": g.dpAddr(), "_pid": g.digits(8), "_q": g.uuid(), "a": g.uuid()}, "https://api.transferwise.com/v1/transfers", "'rate': 0.8563")
}

func (g *G) dpPyFrameworks() {
	g.dpAdd("requests-basic-auth-vars", `
>>> s = requests.Session()
>>> s.auth = load_auth("jenkins")
>>> s.auth
<requests.auth.HTTPBasicAuth object at «_p»>
>>> vars(s.auth)
{'username': 'release-bot', 'password': '«a»'}
>>> s.get("https://ci.acme.internal/api/json").status_code
200
`, V{"_p": g.dpAddr(), "a": "11" + g.hex(32)}, "'username': 'release-bot'", "https://ci.acme.internal/api/json")

	g.dpAdd("kombu-connection-masked-then-uri", `
>>> conn = app.connection_for_write()
>>> conn
<Connection: amqp://tasks:**@rabbitmq.prod.internal:5672/tasks at «_p»>
>>> conn.as_uri(include_password=True)
'amqp://tasks:«a»@rabbitmq.prod.internal:5672/tasks'
`, V{"_p": g.dpAddr(), "a": g.pwURL()}, "<Connection: amqp://tasks:**@rabbitmq.prod.internal:5672/tasks")

	g.dpAdd("hydra-omegaconf-dictconfig-print", `
[2025-05-19 22:41:03,118][__main__][INFO] - {'model': {'name': 'llama-3.1-8b', 'lr': 2e-05, 'epochs': 3}, 'wandb': {'project': 'llm-eval', 'entity': 'acme-research', 'api_key': '«a»'}, 'hf': {'token': '«b»', 'push_to_hub': True}}
`, V{"a": g.hex(40), "b": g.hfTok()}, "'entity': 'acme-research'", "'name': 'llama-3.1-8b'")

	g.dpAdd("django-shell-caches-and-email-password", `
$ ./manage.py shell
Python 3.12.3 (main, Apr 10 2024, 05:33:47) [GCC 13.2.0] on linux
(InteractiveConsole)
>>> from django.conf import settings
>>> settings.CACHES
{'default': {'BACKEND': 'django_redis.cache.RedisCache', 'LOCATION': 'rediss://:«a»@master.shop-cache.x1y2z3.euw1.cache.amazonaws.com:6379/1', 'OPTIONS': {'CLIENT_CLASS': 'django_redis.client.DefaultClient', 'SOCKET_CONNECT_TIMEOUT': 5}}}
>>> settings.EMAIL_HOST, settings.EMAIL_HOST_USER, settings.EMAIL_HOST_PASSWORD
('smtp.sendgrid.net', 'apikey', '«b»')
`, V{"a": g.an(32), "b": g.sendgrid()}, "django_redis.client.DefaultClient", "'smtp.sendgrid.net'")

	g.dpAdd("django-debug-toolbar-settings-panel-copy", `
Settings from shop.settings.production

Setting	Value
ALLOWED_HOSTS	['shop.example.org', '.shop.example.org']
AWS_SECRET_ACCESS_KEY	'********************'
AWS_STORAGE_BUCKET_NAME	'shop-media-prod'
ANYMAIL	{'MAILGUN_API_KEY': '********************', 'MAILGUN_SENDER_DOMAIN': 'mg.shop.example.org'}
BROKER_URL	'amqp://shop:«a»@rabbitmq.internal:5672/shop'
DATABASE_URL	'postgres://shop:«b»@shop-db.cluster-c7x.eu-central-1.rds.amazonaws.com:5432/shop'
DEBUG	True
SECRET_KEY	'********************'
TIME_ZONE	'Europe/Berlin'
`, V{"a": g.pwURL(), "b": g.pwURL()}, "'shop-media-prod'", "'mg.shop.example.org'", "'********************'")

	g.dpAdd("django-connection-settings-dict", `
>>> from django.db import connection
>>> connection.settings_dict
{'ENGINE': 'django.db.backends.mysql', 'NAME': 'crm', 'USER': 'crm_app', 'PASSWORD': '«a»', 'HOST': 'mysql-crm.prod.internal', 'PORT': '3306', 'OPTIONS': {'charset': 'utf8mb4'}, 'ATOMIC_REQUESTS': False, 'AUTOCOMMIT': True, 'CONN_MAX_AGE': 60, 'CONN_HEALTH_CHECKS': False, 'TIME_ZONE': None, 'TEST': {'CHARSET': None, 'COLLATION': None, 'MIGRATE': True, 'MIRROR': None, 'NAME': None}}
`, V{"a": g.pw()}, "'HOST': 'mysql-crm.prod.internal'", "'USER': 'crm_app'")

	g.dpAdd("drf-request-meta-pp", `
(Pdb) pp {k: v for k, v in request.META.items() if k.startswith("HTTP_")}
{'HTTP_ACCEPT': 'application/json',
 'HTTP_AUTHORIZATION': 'Token «a»',
 'HTTP_HOST': 'api.internal.example.com',
 'HTTP_USER_AGENT': 'python-requests/2.32.3',
 'HTTP_X_FORWARDED_FOR': '10.0.14.22',
 'HTTP_X_REQUEST_ID': '«_r»'}
(Pdb) request.user
<User: integration-bot>
`, V{"a": g.hex(40), "_r": g.uuid()}, "'HTTP_HOST': 'api.internal.example.com'", "<User: integration-bot>")

	g.dpAdd("starlette-headers-repr", `
INFO:     127.0.0.1:51544 - "POST /webhooks/github HTTP/1.1" 401 Unauthorized
DEBUG:    app.webhooks: rejected Headers({'host': 'hooks.acme.dev', 'user-agent': 'GitHub-Hookshot/8c3b1f2', 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': '«_d»', 'x-hub-signature-256': 'sha256=«_s»', 'authorization': 'Bearer «a»'})
`, V{"_d": g.uuid(), "_s": g.hex(64), "a": g.ghs()}, "'x-github-event': 'push'", "GitHub-Hookshot/8c3b1f2")

	g.dpAdd("sqlalchemy-url-masked-then-password", `
>>> engine = create_engine(os.environ["WAREHOUSE_URL"])
>>> engine
Engine(snowflake://LOADER:***@acme-xy12345/ANALYTICS/PUBLIC?warehouse=LOAD_WH&role=LOADER)
>>> engine.url.password
'«a»'
>>> engine.url.host
'acme-xy12345'
`, V{"a": g.pwStrong()}, "Engine(snowflake://LOADER:***@acme-xy12345/ANALYTICS/PUBLIC?warehouse=LOAD_WH&role=LOADER)")

	g.dpAdd("airflow-extra-dejson", `
[2025-04-02, 07:00:13 UTC] {base.py:84} INFO - Retrieving connection 'gcp_bq'
[2025-04-02, 07:00:13 UTC] {bq_load.py:29} INFO - extras={'project': 'acme-dwh', 'keyfile_dict': {'type': 'service_account', 'project_id': 'acme-dwh', 'private_key_id': '«_kid»', 'private_key': '«a»', 'client_email': 'airflow@acme-dwh.iam.gserviceaccount.com'}, 'num_retries': 5}
`, V{"_kid": g.hex(40), "a": dpEsc(g.pkcs8RSAPEM().block()) + `\n`}, "airflow@acme-dwh.iam.gserviceaccount.com", "Retrieving connection 'gcp_bq'")

	g.dpAdd("celery-report-censored-and-webhook", `
$ celery -A shop report

software -> celery:5.4.0 (opalescent) kombu:5.3.7 py:3.12.3
            billiard:4.2.0 redis:5.0.4
platform -> system:Linux arch:64bit, ELF
            kernel version:6.8.0-1012-aws imp:CPython
loader   -> celery.loaders.app.AppLoader
settings -> transport:redis results:redis://:**@redis.internal:6379/2

broker_url: 'redis://:********@redis.internal:6379/1'
result_backend: 'redis://:********@redis.internal:6379/2'
stripe_api_key: '********'
slack_webhook_url: 'https://hooks.slack.com/services/«_t»/«_b»/«a»'
task_default_queue: 'shop'
deprecated_settings: None
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "broker_url: 'redis://:********@redis.internal:6379/1'", "task_default_queue: 'shop'")
}

// ---- Ruby ----

func (g *G) dpRuby() {
	g.dpAdd("ruby-net-http-to-hash", `
irb(main):006:0> req = Net::HTTP::Post.new(uri); req.basic_auth("api", ENV.fetch("MAILGUN_KEY")); req
=> #<Net::HTTP::Post POST>
irb(main):007:0> req.to_hash
=> {"accept-encoding"=>["gzip;q=1.0,deflate;q=0.6,identity;q=0.3"], "accept"=>["*/*"], "user-agent"=>["Ruby"], "host"=>["api.eu.mailgun.net"], "authorization"=>["Basic «a»"]}
`, V{"a": dpBasic("api", g.mailgun())}, "#<Net::HTTP::Post POST>", `"host"=>["api.eu.mailgun.net"]`)

	g.dpAdd("sidekiq-retry-set-item", `
irb(main):003:0> Sidekiq::RetrySet.new.first.item
=> {"retry"=>true, "queue"=>"default", "class"=>"SyncShopifyOrdersJob", "args"=>[42, "acme-outdoor.myshopify.com", "«a»"], "jid"=>"«_j»", "created_at"=>1740412800.114, "enqueued_at"=>1740412800.118, "error_message"=>"[API] Invalid API key or access token (unrecognized login or wrong password)", "error_class"=>"ShopifyAPI::Errors::HttpResponseError", "failed_at"=>1740412801.402, "retry_count"=>3}
`, V{"a": g.shpat(), "_j": g.hex(24)}, `"class"=>"SyncShopifyOrdersJob"`, `"retry_count"=>3`)

	g.dpAdd("ruby-struct-stripe-config", `
irb(main):004> Billing.config
=> #<struct Billing::Config secret_key="«a»", publishable_key="«_pk»", webhook_secret="«b»", api_version="2024-06-20">
`, V{"a": g.rkLive(), "_pk": g.pkLive(), "b": g.whsec()}, `api_version="2024-06-20"`)

	k, _ := g.sshEd25519("ci@runner-04")
	g.dpAdd("ruby-data-define-deploy-key", `
[3] pry(main)> DeployKey.from_vault("web-prod")
=> #<data DeployKey name="web-prod", user="deploy", host="web-01.prod.acme.io", private_key="«a»">
`, V{"a": dpEsc(k.block()) + `\n`}, `host="web-01.prod.acme.io"`, `name="web-prod"`)

	g.dpAdd("rails7-console-user-filtered-and-not", `
app(prod)> User.find_by(email: "ops@lumen.health")
  User Load (1.4ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "ops@lumen.health"], ["LIMIT", 1]]
=> #<User id: 318, email: "ops@lumen.health", encrypted_password: [FILTERED], api_token: [FILTERED], slack_webhook_url: "https://hooks.slack.com/services/«_t»/«_b»/«a»", pagerduty_routing: "«c»", created_at: "2023-09-14 10:02:11.402115000 +0000", updated_at: "2025-01-30 08:45:09.118204000 +0000">
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "c": g.hex(32)}, "encrypted_password: [FILTERED]", "id: 318", `email: "ops@lumen.health"`)

	g.dpAdd("rails5-console-api-client-raw", `
irb(main):002:0> ApiClient.where(name: "zapier-prod").first
  ApiClient Load (0.6ms)  SELECT  "api_clients".* FROM "api_clients" WHERE "api_clients"."name" = $1 ORDER BY "api_clients"."id" ASC LIMIT $2  [["name", "zapier-prod"], ["LIMIT", 1]]
=> #<ApiClient id: 7, name: "zapier-prod", access_token: "«a»", secret: "«b»", scopes: "read write", created_at: "2019-03-04 11:22:33", updated_at: "2021-08-17 14:05:51">
`, V{"a": g.hex(32), "b": g.b64u(48)}, `name: "zapier-prod"`, `scopes: "read write"`)

	g.dpAdd("ruby-aws-credentials-inspect-then-secret", `
irb(main):001> creds = Aws::SharedCredentials.new(profile_name: "backup")
=> #<Aws::SharedCredentials profile_name="backup" path="/home/deploy/.aws/credentials">
irb(main):002> creds.credentials
=> #<Aws::Credentials access_key_id="«a»">
irb(main):003> creds.credentials.secret_access_key
=> "«b»"
`, V{"a": g.awsID(), "b": g.awsSecret()}, `path="/home/deploy/.aws/credentials"`)

	g.dpAdd("ruby-env-select-old-rocket", `
irb(main):003:0> ENV.select { |k, _| k.start_with?("TWILIO") }
=> {"TWILIO_ACCOUNT_SID"=>"«_sid»", "TWILIO_AUTH_TOKEN"=>"«a»", "TWILIO_MESSAGING_SERVICE_SID"=>"MG«_mg»", "TWILIO_FROM"=>"+15005550006"}
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_mg": g.hex(32)}, `"TWILIO_FROM"=>"+15005550006"`)

	g.dpAdd("ruby34-credentials-dig-new-syntax", `
shop(prod):001> Rails.application.credentials.dig(:aws)
=> {access_key_id: "«a»", secret_access_key: "«b»", region: "eu-central-1", bucket: "shop-uploads-prod"}
shop(prod):002> Rails.application.credentials.secret_key_base.length
=> 128
`, V{"a": g.awsID(), "b": g.awsSecret()}, `bucket: "shop-uploads-prod"`, `region: "eu-central-1"`)

	g.dpAdd("ruby-openstruct-inspect", `
[1] pry(main)> settings = OpenStruct.new(YAML.load_file("config/ftp.yml")["production"])
=> #<OpenStruct host="sftp.supplier-portal.com", port=2222, username="acme_feed", password="«a»", remote_dir="/outbound/prices">
`, V{"a": g.pw()}, `host="sftp.supplier-portal.com"`, `remote_dir="/outbound/prices"`)

	g.dpAdd("ruby-pry-ls-ivars-then-value", `
[5] pry(#<Shopify::Sync>)> ls -i
instance variables: @api_version  @shop_domain  @access_token  @logger
[6] pry(#<Shopify::Sync>)> @shop_domain
=> "acme-outdoor.myshopify.com"
[7] pry(#<Shopify::Sync>)> @access_token
=> "«a»"
[8] pry(#<Shopify::Sync>)> @api_version
=> "2024-10"
`, V{"a": g.shpat()}, `"acme-outdoor.myshopify.com"`)

	g.dpAdd("ruby-rdbg-pp-http-headers", `
[42, 51] in app/controllers/webhooks_controller.rb
    44|   def receive
=>  45|     binding.break
    46|     payload = JSON.parse(request.raw_post)
(rdbg) pp request.headers.env.select { |k, _| k.start_with?("HTTP_") }
{"HTTP_HOST"=>"hooks.acme.io",
 "HTTP_USER_AGENT"=>"Linear-Webhook",
 "HTTP_AUTHORIZATION"=>"Bearer «a»",
 "HTTP_LINEAR_DELIVERY"=>"«_d»",
 "HTTP_LINEAR_SIGNATURE"=>"«_s»"}
(rdbg) 
`, V{"a": g.linear(), "_d": g.uuid(), "_s": g.hex(64)}, `"HTTP_USER_AGENT"=>"Linear-Webhook"`, "app/controllers/webhooks_controller.rb")

	g.dpAdd("rails-smtp-settings-console", `
Loading production environment (Rails 6.1.7.8)
irb(main):001:0> ActionMailer::Base.smtp_settings
=> {:address=>"email-smtp.eu-west-1.amazonaws.com", :port=>587, :user_name=>"«a»", :password=>"«b»", :authentication=>:login, :enable_starttls_auto=>true}
`, V{"a": g.awsID(), "b": "B" + g.s(alB64, 43)}, `:address=>"email-smtp.eu-west-1.amazonaws.com"`, ":authentication=>:login")

	g.dpAdd("rails-database-configuration-pp", `
irb(main):004:0> pp Rails.configuration.database_configuration["production"]
{"adapter"=>"postgresql",
 "encoding"=>"unicode",
 "pool"=>25,
 "host"=>"pg-main.rds.acme.internal",
 "database"=>"acme_production",
 "username"=>"acme",
 "password"=>"«a»",
 "replica"=>
  {"host"=>"pg-replica.rds.acme.internal",
   "username"=>"acme_ro",
   "password"=>"«b»",
   "replica"=>true}}
`, V{"a": g.pwURL(), "b": g.pw()}, `"host"=>"pg-main.rds.acme.internal"`, `"username"=>"acme_ro"`)

	g.dpAdd("ruby-object-inspect-faraday-basic", `
D, [2025-03-03T11:20:14.554211 #8123] DEBUG -- : #<Jira::Client:«_o» @site="https://acme.atlassian.net", @context_path="", @auth_type=:basic, @username="release-bot@acme.io", @password="«a»", @read_timeout=120>
`, V{"_o": g.dpRbAddr(), "a": g.atlassian()}, `@site="https://acme.atlassian.net"`, `@username="release-bot@acme.io"`)

	g.dpAdd("ruby-ordered-options-adyen", `
irb(main):007:0> Rails.application.config.x.payments
=> {:gateway=>"adyen", :merchant_account=>"AcmeShopECOM", :api_key=>"AQE«a»", :hmac_key=>"«b»", :live_url_prefix=>"1797a841fbb37ca7-AcmeShop"}
`, V{"a": g.s(alAlnum+"+/=", 90), "b": g.s(alHexU, 64)}, `:merchant_account=>"AcmeShopECOM"`, "1797a841fbb37ca7-AcmeShop")
}

// ---- PHP ----

func (g *G) dpPHP() {
	at, rt := g.b64u(86), g.b64u(64)
	g.dpAdd("php-var-dump-stdclass-json-decode", `
object(stdClass)#3 (5) {
  ["access_token"]=>
  string(«=la») "«a»"
  ["token_type"]=>
  string(6) "Bearer"
  ["expires_in"]=>
  int(3600)
  ["refresh_token"]=>
  string(«=lr») "«r»"
  ["scope"]=>
  string(28) "accounting.transactions.read"
}
`, V{"a": at, "=la": dpLen(at), "r": rt, "=lr": dpLen(rt)}, `"accounting.transactions.read"`, `string(6) "Bearer"`)

	a, b := g.pw(), g.mailgun()
	g.dpAdd("php-var-dump-nested-array", `
$ php -r 'require "config/app.php"; var_dump($config["mail"]);'
array(4) {
  ["driver"]=>
  string(7) "mailgun"
  ["domain"]=>
  string(15) "mg.acme-shop.fr"
  ["secret"]=>
  string(«=lb») "«b»"
  ["smtp"]=>
  array(3) {
    ["host"]=>
    string(19) "smtp.eu.mailgun.org"
    ["username"]=>
    string(23) "postmaster@acme-shop.fr"
    ["password"]=>
    string(«=la») "«a»"
  }
}
`, V{"b": b, "=lb": dpLen(b), "a": a, "=la": dpLen(a)}, `string(15) "mg.acme-shop.fr"`, "postmaster@acme-shop.fr")

	c := g.hex(40)
	g.dpAdd("php-var-dump-object-private-props", `
object(App\Integrations\PipedriveClient)#214 (4) {
  ["baseUri":"App\Integrations\PipedriveClient":private]=>
  string(33) "https://acme.pipedrive.com/api/v1"
  ["apiToken":"App\Integrations\PipedriveClient":private]=>
  string(«=lc») "«c»"
  ["timeout":protected]=>
  int(30)
  ["http":protected]=>
  object(GuzzleHttp\Client)#215 (1) {
    ["config":"GuzzleHttp\Client":private]=>
    array(0) {
    }
  }
}
`, V{"c": c, "=lc": dpLen(c)}, "https://acme.pipedrive.com/api/v1", `object(GuzzleHttp\Client)#215`)

	g.dpAdd("php-print-r-server-basic-auth", `
Array
(
    [HTTP_HOST] => admin.acme-intranet.local
    [HTTP_AUTHORIZATION] => Basic «a»
    [HTTP_USER_AGENT] => curl/8.5.0
    [PHP_AUTH_USER] => backoffice
    [PHP_AUTH_PW] => «b»
    [REMOTE_ADDR] => 192.168.10.44
    [REQUEST_URI] => /reports/export.php?month=2025-02
    [REQUEST_TIME] => «_t»
)
`, func() V {
		pw := g.pw()
		return V{"a": dpBasic("backoffice", pw), "b": pw, "_t": fmt.Sprint(1738000000 + g.r.IntN(9000000))}
	}(), "[PHP_AUTH_USER] => backoffice", "admin.acme-intranet.local")

	g.dpAdd("laravel-cached-config-var-export", `
<?php return array (
  'app' => 
  array (
    'name' => 'Acme Portal',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://portal.acme.io',
    'key' => '«a»',
    'cipher' => 'AES-256-CBC',
  ),
  'database' => 
  array (
    'default' => 'mysql',
    'connections' => 
    array (
      'mysql' => 
      array (
        'driver' => 'mysql',
        'host' => '10.20.0.15',
        'port' => '3306',
        'database' => 'portal',
        'username' => 'portal',
        'password' => '«b»',
        'unix_socket' => '',
        'charset' => 'utf8mb4',
`, V{"a": g.laravelKey(), "b": g.pw()}, "'url' => 'https://portal.acme.io'", "'cipher' => 'AES-256-CBC'")

	g.dpAdd("laravel-dd-services-cli", `
$ php artisan tinker --execute 'dd(config("services"))'
array:4 [ // vendor/psy/psysh/src/ExecutionLoopClosure.php(53) : eval()'d code:1
  "postmark" => array:1 [
    "token" => "«a»"
  ]
  "ses" => array:3 [
    "key" => "«b»"
    "secret" => "«c»"
    "region" => "eu-west-1"
  ]
  "slack" => array:1 [
    "notifications" => array:2 [
      "bot_user_oauth_token" => "«d»"
      "channel" => "#ops"
    ]
  ]
  "github" => array:3 [
    "client_id" => "Iv1.«_gi»"
    "client_secret" => "«e»"
    "redirect" => "https://portal.acme.io/auth/github/callback"
  ]
]
`, V{"a": g.uuid(), "b": g.awsID(), "c": g.awsSecret(), "d": g.xoxb(), "_gi": g.hex(16), "e": g.hex(40)},
		`"region" => "eu-west-1"`, "https://portal.acme.io/auth/github/callback")

	g.dpAdd("symfony-dump-headerbag", `
Symfony\Component\HttpFoundation\HeaderBag {#52
  #headers: array:5 [
    "host" => array:1 [
      0 => "api.acme.test"
    ]
    "authorization" => array:1 [
      0 => "Bearer «a»"
    ]
    "content-type" => array:1 [
      0 => "application/json"
    ]
    "x-request-id" => array:1 [
      0 => "«_r»"
    ]
    "x-php-ob-level" => array:1 [
      0 => "1"
    ]
  ]
  #cacheControl: []
}
`, V{"a": g.userJWT(), "_r": g.hex(32)}, `0 => "api.acme.test"`, "Symfony\\Component\\HttpFoundation\\HeaderBag {#52")

	g.dpAdd("php-stack-trace-sensitive-parameter", `
PHP Fatal error:  Uncaught RuntimeException: LDAP bind failed for uid=svc-portal in /var/www/src/Auth/LdapAuth.php:41
Stack trace:
#0 /var/www/src/Auth/LdapAuth.php(27): App\Auth\LdapAuth->bind('uid=svc-portal,...', Object(SensitiveParameterValue))
#1 /var/www/src/Sync/Directory.php(88): App\Auth\LdapAuth->connect('ldaps://ldap.ac...', 636, 'uid=svc-portal,...', '«a»')
#2 /var/www/bin/sync.php(12): App\Sync\Directory->run()
#3 {main}
  thrown in /var/www/src/Auth/LdapAuth.php on line 41
`, V{"a": g.an(13)}, "Object(SensitiveParameterValue)", "/var/www/src/Auth/LdapAuth.php:41")

	g.dpAdd("php-pdo-exception-args", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.0.2.7' (using password: YES) in /srv/shop/lib/Db.php:19
Stack trace:
#0 /srv/shop/lib/Db.php(19): PDO->__construct('mysql:host=db-m...', 'shop', '«a»', Array)
#1 /srv/shop/public/index.php(8): Db::connect()
#2 {main}
`, V{"a": g.an(12)}, "Access denied for user 'shop'@'10.0.2.7'", "/srv/shop/lib/Db.php(19)")

	p := g.pwURL()
	g.dpAdd("xdebug-var-dump-class", `
/var/www/html/src/Controller/ContactController.php:37:
class Symfony\Component\Mailer\Transport\Dsn#118 (6) {
  private string $scheme =>
  string(4) "smtp"
  private string $host =>
  string(14) "smtp.gmail.com"
  private ?string $user =>
  string(21) "notifications@acme.io"
  #[\SensitiveParameter]
  private ?string $password =>
  string(«=lp») "«p»"
  private ?int $port =>
  int(465)
  private array $options =>
  array(0) {
  }
}
`, V{"p": p, "=lp": dpLen(p)}, `string(14) "smtp.gmail.com"`, "ContactController.php:37")

	g.dpAdd("php-print-r-object", `
App\Service\Config Object
(
    [apiKey:App\Service\Config:private] => «a»
    [endpoint:protected] => https://api.openweathermap.org/data/3.0
    [units] => metric
    [cache] => Symfony\Component\Cache\Adapter\FilesystemAdapter Object
        (
            [namespace:Symfony\Component\Cache\Adapter\AbstractAdapter:private] => 
            [defaultLifetime:Symfony\Component\Cache\Adapter\AbstractAdapter:private] => 600
        )

)
`, V{"a": g.hex(32)}, "https://api.openweathermap.org/data/3.0", "[units] => metric")

	g.dpAdd("wp-cli-eval-print-r-woocommerce-stripe", `
$ wp eval 'print_r(get_option("woocommerce_stripe_settings"));'
Array
(
    [enabled] => yes
    [title] => Credit Card (Stripe)
    [testmode] => no
    [publishable_key] => «_pk»
    [secret_key] => «a»
    [webhook_secret] => «b»
    [statement_descriptor] => ACME OUTDOOR
    [capture] => yes
)
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()}, "[statement_descriptor] => ACME OUTDOOR", "[title] => Credit Card (Stripe)")

	g.dpAdd("tinker-model-psysh", `
> App\Models\Integration::where('provider', 'hubspot')->first()
= App\Models\Integration {#6123
    id: 3,
    team_id: 17,
    provider: "hubspot",
    access_token: "«a»",
    refresh_token: "«b»",
    expires_at: "2025-05-21 13:45:00",
    created_at: "2024-12-02 09:11:40",
    updated_at: "2025-05-21 13:15:00",
  }
`, V{"a": "CN" + g.b64u(180), "b": g.uuid()}, `provider: "hubspot"`, `expires_at: "2025-05-21 13:45:00"`)

	e := g.pwStrong()
	g.dpAdd("php-var-dump-getenv", `
$ php -r 'var_dump(getenv("REDIS_PASSWORD"), getenv("REDIS_HOST"), (int) getenv("REDIS_PORT"));'
string(«=le») "«e»"
string(22) "redis-master.cache.lan"
int(6379)
`, V{"e": e, "=le": dpLen(e)}, `"redis-master.cache.lan"`)
}

// ---- Java, Kotlin, Scala ----

func (g *G) dpJVM() {
	g.dpAdd("kotlin-getenv-filter-map", `
>>> System.getenv().filterKeys { it.startsWith("GOOGLE_") }
res3: kotlin.collections.Map<kotlin.String, kotlin.String> = {GOOGLE_CLIENT_ID=«_ci», GOOGLE_CLIENT_SECRET=«a», GOOGLE_REDIRECT_URI=https://app.acme.io/oauth2/callback}
`, V{"_ci": g.bxGClient(), "a": g.gocspx()}, "GOOGLE_REDIRECT_URI=https://app.acme.io/oauth2/callback")

	g.dpAdd("java-jdbc-properties-hashtable", `
2025-03-03 06:30:12 DEBUG DbPool:88 - DriverManager.getConnection(jdbc:mysql://mysql-billing.acme.lan:3306/billing, {user=billing_etl, password=«a», useSSL=true, serverTimezone=UTC})
`, V{"a": g.pw()}, "jdbc:mysql://mysql-billing.acme.lan:3306/billing", "user=billing_etl")

	g.dpAdd("lombok-tostring-payment-properties", `
2025-04-14 08:01:22.417 DEBUG 1 --- [           main] c.a.checkout.config.PaymentConfig        : Bound PaymentProperties(provider=adyen, environment=LIVE, merchantAccount=AcmeShopECOM, apiKey=AQE«a», hmacKey=«b», clientKey=live_«_ck», liveUrlPrefix=«_lp»-AcmeShop)
2025-04-14 08:01:22.903  INFO 1 --- [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
`, V{"a": g.s(alAlnum+"+/=", 96), "b": g.s(alHexU, 64), "_ck": g.s(alUpNum, 32), "_lp": g.hex(16)},
		"merchantAccount=AcmeShopECOM", "Tomcat started on port 8080 (http)")

	g.dpAdd("lombok-tostring-exclude-nested-leak", `
@Data
public class MailProperties {
    private String host;
    private int port;
    private String username;
    @ToString.Exclude
    private String password;
    private Proxy proxy;

    @Data
    public static class Proxy { private String host; private String user; private String password; }
}

log output:
MailProperties(host=smtp.mailjet.com, port=587, username=«_u», proxy=MailProperties.Proxy(host=proxy.corp.acme.de, user=svc-mail, password=«a»))
`, V{"_u": g.hex(32), "a": g.pw()}, "host=smtp.mailjet.com", "host=proxy.corp.acme.de", "user=svc-mail", "@ToString.Exclude")

	g.dpAdd("java-record-oauth-client", `
jshell> var c = OAuthClients.load("keycloak-admin")
c ==> OAuthClient[clientId=admin-cli-automation, clientSecret=«a», tokenUri=https://sso.acme.io/realms/master/protocol/openid-connect/token, scopes=[openid, roles]]
`, V{"a": g.an(32)}, "clientId=admin-cli-automation", "https://sso.acme.io/realms/master/protocol/openid-connect/token")

	g.dpAdd("intellij-generated-tostring-exception", `
Exception in thread "main" java.lang.IllegalStateException: Cannot open session with SftpSettings{host='sftp.bank-partner.eu', port=22, username='acme_payments', password='«a»', knownHosts='/etc/acme/known_hosts', timeoutMs=15000}
	at com.acme.payments.export.SftpExporter.connect(SftpExporter.java:58)
	at com.acme.payments.export.SftpExporter.export(SftpExporter.java:31)
	at com.acme.payments.export.Main.main(Main.java:19)
Caused by: com.jcraft.jsch.JSchException: Auth fail
	at com.jcraft.jsch.Session.connect(Session.java:519)
`, V{"a": g.pwStrong()}, "host='sftp.bank-partner.eu'", "username='acme_payments'", "SftpExporter.java:58")

	g.dpAdd("commons-lang-reflection-tostring", `
12:44:09.301 [pool-2-thread-1] DEBUG c.a.edi.FtpPoller - polling com.acme.edi.FtpConfig@«_h»[host=ftp.edi-hub.net,port=21,username=ACME0042,password=«a»,passive=true,remoteDir=/out]
`, V{"_h": g.dpJHash(), "a": g.an(10)}, "host=ftp.edi-hub.net", "username=ACME0042")

	g.dpAdd("guava-tostringhelper", `
WARN  [2025-02-19 22:10:03,118] com.acme.search.ElasticClientFactory: retrying with ElasticConfig{hosts=[https://es-prod-01.acme.internal:9200], username=elastic, password=«a», apiKey=null, caFingerprint=«_fp»}
`, V{"a": g.an(20), "_fp": g.s(alHexU, 64)}, "https://es-prod-01.acme.internal:9200", "username=elastic")

	g.dpAdd("java-properties-list", `
-- listing properties --
mail.smtp.host=smtp.zoho.eu
mail.smtp.port=587
mail.smtp.auth=true
mail.smtp.starttls.enable=true
mail.user=alerts@acme-logistics.eu
mail.password=«a»
jdbc.url=jdbc:oracle:thin:@//ora-prod-scan.acme.lan:1521/ERP...
jdbc.user=ERP_APP
jdbc.password=«b»
`, V{"a": g.an(16), "b": g.pw()}, "mail.smtp.host=smtp.zoho.eu", "mail.user=alerts@acme-logistics.eu", "jdbc.user=ERP_APP")

	g.dpAdd("typesafe-config-tostring", `
[debug] application - Loaded Configuration(Config(SimpleConfigObject({"play":{"http":{"secret":{"key":"«a»"}},"filters":{"hosts":{"allowed":["reports.acme.io"]}}},"slick":{"dbs":{"default":{"db":{"password":"«b»","url":"jdbc:postgresql://pg.reports.internal:5432/reports","user":"reports"}}}}})))
`, V{"a": g.b64u(64), "b": g.pw()}, "jdbc:postgresql://pg.reports.internal:5432/reports", `"user":"reports"`)

	g.dpAdd("okhttp-request-tostring", `
D/ApiClient: Request{method=POST, url=https://api.revenuecat.com/v1/receipts, headers=[Authorization:██, X-Platform:android, X-Api-Key:«a», Content-Type:application/json]}
`, V{"a": "goog_" + g.an(27)}, "Authorization:██", "https://api.revenuecat.com/v1/receipts")

	g.dpAdd("spring-resttemplate-debug-form", `
2025-05-07T10:12:44.019Z DEBUG 7 --- [nio-8080-exec-3] o.s.web.client.RestTemplate              : HTTP POST https://login.salesforce.com/services/oauth2/token
2025-05-07T10:12:44.020Z DEBUG 7 --- [nio-8080-exec-3] o.s.web.client.RestTemplate              : Accept=[application/json, application/*+json]
2025-05-07T10:12:44.021Z DEBUG 7 --- [nio-8080-exec-3] o.s.web.client.RestTemplate              : Writing [{grant_type=[password], client_id=[3MVG9«_ci»], client_secret=[«a»], username=[integration@acme.com], password=[«b»]}] as "application/x-www-form-urlencoded"
2025-05-07T10:12:44.512Z DEBUG 7 --- [nio-8080-exec-3] o.s.web.client.RestTemplate              : Response 200 OK
`, V{"_ci": g.an(80), "a": g.s(alHexU, 64), "b": g.pw() + g.an(25)}, "username=[integration@acme.com]", "HTTP POST https://login.salesforce.com/services/oauth2/token")

	g.dpAdd("gradle-properties-task", `
$ ./gradlew properties -q | grep -iE 'signing|ossrh|version'
ossrhPassword: «a»
ossrhUsername: «_u»
signing.keyId: «_k»
signing.password: «b»
signing.secretKeyRingFile: /home/ci/.gnupg/secring.gpg
version: 2.8.1
`, V{"a": g.an(32), "_u": g.an(8), "_k": g.s(alHexU, 8), "b": g.pw()}, "signing.secretKeyRingFile: /home/ci/.gnupg/secring.gpg", "version: 2.8.1")

	g.dpAdd("android-bundle-logcat", `
2025-03-09 14:22:51.004 12877-12877 LoginActivity           com.acme.fieldapp                    D  onActivityResult: Bundle[{access_token=«a», token_type=Bearer, expires_in=3599, refresh_token=«b», id_token_hint=null}]
2025-03-09 14:22:51.011 12877-12877 LoginActivity           com.acme.fieldapp                    I  signed in as tech-0421
`, V{"a": g.b64u(43) + "." + g.b64u(22), "b": g.b64u(54)}, "com.acme.fieldapp", "signed in as tech-0421", "expires_in=3599")

	g.dpAdd("kotlin-data-class-ktor-config", `
2025-01-28 19:04:11.552 [main] DEBUG Application - AppConfig(jwt=JwtConfig(secret=«a», issuer=https://api.acme.app, audience=acme-mobile, realm=acme), db=DbConfig(url=jdbc:postgresql://db:5432/acme, user=acme, password=«b», poolSize=10), redis=RedisConfig(host=redis, port=6379))
2025-01-28 19:04:12.034 [main] INFO  Application - Responding at http://0.0.0.0:8080
`, V{"a": g.b64(48), "b": g.pwStrong()}, "issuer=https://api.acme.app", "url=jdbc:postgresql://db:5432/acme")

	g.dpAdd("kotlin-logcat-token-response", `
D/AuthRepository: token exchange OK: TokenResponse(accessToken=«a», refreshToken=«b», expiresIn=3600, tokenType=Bearer, scope=openid profile offline_access)
D/AuthRepository: user=UserInfo(sub=«_s», email=lea.martin@acme.fr, emailVerified=true)
`, V{"a": g.userJWT(), "b": g.b64u(64), "_s": g.uuid()}, "lea.martin@acme.fr", "scope=openid profile offline_access")

	g.dpAdd("scala-case-class-positional-log", `
[INFO] [03/18/2025 07:30:02.114] [ingest-akka.actor.default-dispatcher-5] [akka://ingest/user/sftp-poller] starting with SftpTarget(sftp.retailer-feeds.com,22,acme_ingest,«a»,/outgoing/daily,PT5M)
`, V{"a": g.pw()}, "sftp.retailer-feeds.com", "/outgoing/daily")

	g.dpAdd("scala3-repl-case-class", `
scala> val kc = KafkaConf.fromEnv()
val kc: KafkaConf = KafkaConf(pkc-4nym6.eu-west-1.aws.confluent.cloud:9092,SASL_SSL,PLAIN,«_u»,«a»)

scala> kc.saslUser
val res0: String = «_u»
`, V{"_u": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, "pkc-4nym6.eu-west-1.aws.confluent.cloud:9092")

	g.dpAdd("jaxrs-multivaluedmap-headers", `
FINE: Outbound headers: {Authorization=[Basic «a»], Accept=[application/xml], User-Agent=[Jersey/2.41 (HttpUrlConnection 17.0.10)], SOAPAction=["urn:getShipments"]}
`, V{"a": dpBasic("ACME_WS", g.pw())}, "Jersey/2.41 (HttpUrlConnection 17.0.10)", `SOAPAction=["urn:getShipments"]`)
}

// ---- .NET ----

func (g *G) dpDotnet() {
	g.dpAdd("vs-watch-debuggerdisplay", `
Name	Value	Type
client	{https://api.acme-erp.com/ key=«a»}	Acme.Erp.ApiClient
client.Timeout	{00:01:40}	System.TimeSpan
client.CompanyId	"ACME-DE-01"	string
`, V{"a": g.hex(48)}, `"ACME-DE-01"`, "Acme.Erp.ApiClient")

	g.dpAdd("csharp-record-storage-options", `
dbug: Acme.Uploads.Startup[0]
      Using StorageOptions { AccountName = acmeuploadsprod, AccountKey = «a», Container = uploads, CdnHost = cdn.acme.io }
`, V{"a": g.azStorage()}, "AccountName = acmeuploadsprod", "CdnHost = cdn.acme.io")

	g.dpAdd("csharp-record-jwt-options-timespan", `
JwtOptions { Issuer = https://auth.acme.net, Audience = acme-api, SigningKey = «a», AccessTokenLifetime = 00:15:00, RefreshTokenLifetime = 14.00:00:00 }
`, V{"a": g.b64(64)}, "Issuer = https://auth.acme.net", "AccessTokenLifetime = 00:15:00")

	g.dpAdd("vs-locals-copy-sqlconnection", `
-		connection	{Microsoft.Data.SqlClient.SqlConnection}	Microsoft.Data.SqlClient.SqlConnection
		ClientConnectionId	{00000000-0000-0000-0000-000000000000}	System.Guid
		ConnectionString	"Server=tcp:acme-sql-prod.database.windows.net,1433;Initial Catalog=Orders;User ID=orders_app;Password=«a»;Encrypt=True;Connection Timeout=30;"	string
		ConnectionTimeout	30	int
		Database	"Orders"	string
		DataSource	"tcp:acme-sql-prod.database.windows.net,1433"	string
		State	Closed	System.Data.ConnectionState
`, V{"a": g.pwStrong()}, "acme-sql-prod.database.windows.net", "User ID=orders_app")

	g.dpAdd("vscode-debug-console-configuration", `
configuration["Stripe:SecretKey"]
"«a»"
configuration["Stripe:WebhookSigningSecret"]
"«b»"
configuration["Stripe:Mode"]
"live"
`, V{"a": g.rkLive(), "b": g.whsec()}, `"live"`)

	g.dpAdd("vs-immediate-window-options", `
?_options.Value
{Acme.Notifications.TwilioOptions}
    AccountSid: "«_sid»"
    AuthToken: "«a»"
    FromNumber: "+3197010251234"
    StatusCallback: "https://notify.acme.nl/twilio/status"
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "https://notify.acme.nl/twilio/status", `FromNumber: "+3197010251234"`)

	g.dpAdd("csharp-anonymous-object-console", `
Console.WriteLine(new { endpoint, key, deployment });

{ endpoint = https://acme-eastus2.openai.azure.com/, key = «a», deployment = gpt-4o-mini }
`, V{"a": g.hex(32)}, "https://acme-eastus2.openai.azure.com/", "deployment = gpt-4o-mini")

	cs := g.azSecret()
	g.dpAdd("httprequestmessage-tostring", `
trce: Acme.Graph.TokenClient[0]
      Method: POST, RequestUri: 'https://login.microsoftonline.com/«_ten»/oauth2/v2.0/token', Version: 1.1, Content: System.Net.Http.FormUrlEncodedContent, Headers:
      {
        Authorization: Basic «a»
        x-client-request-id: «_rid»
        Content-Type: application/x-www-form-urlencoded
        Content-Length: 79
      }
`, V{"_ten": g.uuid(), "a": dpBasic(g.uuid(), cs), "_rid": g.uuid()}, "login.microsoftonline.com")

	g.dpAdd("dotnet-user-secrets-list", `
$ dotnet user-secrets list --project src/Acme.Api
ConnectionStrings:Redis = acme-cache.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False
SendGrid:ApiKey = «b»
Auth0:ClientId = «_cid»
Auth0:ClientSecret = «c»
Auth0:Domain = acme-prod.eu.auth0.com
`, V{"a": g.b64(32), "b": g.sendgrid(), "_cid": g.an(32), "c": g.b64u(64)}, "Auth0:Domain = acme-prod.eu.auth0.com", "acme-cache.redis.cache.windows.net:6380")

	g.dpAdd("powershell-pscredential-then-network", `
PS C:\deploy> $cred = Import-Clixml .\svc-sql.xml
PS C:\deploy> $cred | Format-List

UserName : CORP\svc-sqlbackup
Password : System.Security.SecureString

PS C:\deploy> $cred.GetNetworkCredential() | Format-List UserName, Password, Domain

UserName : svc-sqlbackup
Password : «a»
Domain   : CORP
`, V{"a": g.pw()}, "Password : System.Security.SecureString", "CORP\\svc-sqlbackup")

	g.dpAdd("fsharp-printfn-a-record", `
> printfn "%A" cfg;;
{ Endpoint = "https://acme-search.search.windows.net"
  IndexName = "products-v3"
  AdminKey = "«a»"
  QueryKey = "«b»"
  BatchSize = 500 }
val it: unit = ()
`, V{"a": g.s(alAlnum, 52), "b": g.s(alAlnum, 52)}, `IndexName = "products-v3"`, "https://acme-search.search.windows.net")

	g.dpAdd("xunit-assert-equal-record", `
  Failed Acme.Identity.Tests.ClientStoreTests.LoadsConfidentialClient [12 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: ClientCredentials { ClientId = "reporting-worker", ClientSecret = "«a»", Scopes = ["reports.read"] }
Actual:   ClientCredentials { ClientId = "reporting-worker", ClientSecret = "«b»", Scopes = ["reports.read"] }
  Stack Trace:
     at Acme.Identity.Tests.ClientStoreTests.LoadsConfidentialClient() in /src/tests/ClientStoreTests.cs:line 44
`, V{"a": g.b64u(43), "b": g.b64u(43)}, `ClientId = "reporting-worker"`, "ClientStoreTests.cs:line 44")

	g.dpAdd("mel-json-console-record", `
{"EventId":0,"LogLevel":"Debug","Category":"Acme.Orders.Worker","Message":"Options: ServiceBusOptions { ConnectionString = Endpoint=sb://acme-orders.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a», QueueName = orders-created, MaxConcurrentCalls = 16 }","State":{"Message":"Options: ServiceBusOptions { ... }","{OriginalFormat}":"Options: {Options}"}}
`, V{"a": g.b64(32)}, "sb://acme-orders.servicebus.windows.net/", "QueueName = orders-created")
}

// ---- Go ----

func (g *G) dpGo() {
	g.dpAdd("go-sarama-sasl-plusv", `
2025/02/28 04:12:19 sarama SASL: {Enable:true Mechanism:SCRAM-SHA-512 Version:1 Handshake:true AuthIdentity: User:ingest-consumer Password:«a» SCRAMAuthzID: SCRAMClientGeneratorFunc:0x9c1e40 TokenProvider:<nil> GSSAPI:{AuthType:0 KeyTabPath: KerberosConfigPath: ServiceName: Username: Password: Realm: DisablePAFXFAST:false}}
`, V{"a": g.an(32)}, "User:ingest-consumer", "Mechanism:SCRAM-SHA-512")

	g.dpAdd("go-v-positional-struct", `
$ go run ./cmd/migrate -v
2025/02/03 18:41:09 cfg = {migrate 8081 {pg-main.acme.internal 5432 acme_migrator «a» acme disable} true [orders billing]}
2025/02/03 18:41:09 applying 4 migrations
`, V{"a": g.pwURL()}, "pg-main.acme.internal", "acme_migrator", "applying 4 migrations")

	g.dpAdd("go-plusv-aws-credentials", `
	creds, _ := cfg.Credentials.Retrieve(ctx)
	log.Printf("creds: %+v", creds)

2025/05/12 09:03:17 creds: {AccessKeyID:«a» SecretAccessKey:«b» SessionToken:«c» Source:SSOProvider CanExpire:true Expires:2025-05-12 17:03:16 +0000 UTC AccountID:«_acct»}
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_acct": g.digits(12)}, "Source:SSOProvider", "Expires:2025-05-12 17:03:16 +0000 UTC")

	g.dpAdd("go-hashv-map-env", `
    loader_test.go:27: env = map[string]string{"APP_ENV":"staging", "CLOUDFLARE_API_TOKEN":"«a»", "CLOUDFLARE_ZONE_ID":"«_z»", "LOG_LEVEL":"debug"}
`, V{"a": g.cfToken(), "_z": g.hex(32)}, `"APP_ENV":"staging"`, `"LOG_LEVEL":"debug"`)

	g.dpAdd("go-q-os-args", `
2025/06/01 12:00:04 started with args ["/usr/local/bin/exporter" "--listen=:9187" "--dsn=postgres://exporter:«a»@10.1.4.20:5432/postgres?sslmode=disable" "--collector.stat_statements"]
`, V{"a": g.pwURL()}, `"--listen=:9187"`, "--collector.stat_statements")

	g.dpAdd("go-litter-dump", `
&config.Config{
  Name: "ingest",
  Kafka: config.Kafka{
    Brokers: []string{
      "b-1.ingest.kafka.eu-west-1.amazonaws.com:9096",
      "b-2.ingest.kafka.eu-west-1.amazonaws.com:9096",
    },
    SASLMechanism: "SCRAM-SHA-512",
    SASLUser: "ingest-producer",
    SASLPassword: "«a»",
  },
  Metrics: &config.Metrics{ // p0
    Addr: ":9102",
  },
}
`, V{"a": g.an(32)}, `SASLUser: "ingest-producer"`, "b-1.ingest.kafka.eu-west-1.amazonaws.com:9096")

	g.dpAdd("go-alecthomas-repr", `
&main.Options{
  Endpoint: "https://api.fastly.com",
  Token: "«a»",
  ServiceID: "«_sid»",
  Timeout: time.Duration(30000000000),
  Purge: true,
}
`, V{"a": g.b64u(32), "_sid": g.an(22)}, `Endpoint: "https://api.fastly.com"`, "time.Duration(30000000000)")

	g.dpAdd("go-k0kubun-pp", `
&notify.Client{
  WebhookURL: "https://discord.com/api/webhooks/«_id»/«a»",
  Username:   "deploy-bot",
  HTTP:       &http.Client{
    Transport:     nil,
    CheckRedirect: nil,
    Jar:           nil,
    Timeout:       10000000000,
  },
}
`, V{"_id": g.digits(19), "a": g.b64u(68)}, `Username:   "deploy-bot"`)

	g.dpAdd("go-testify-not-equal-diff", `
--- FAIL: TestLoadSecrets (0.00s)
    secrets_test.go:34: 
        	Error Trace:	/src/internal/config/secrets_test.go:34
        	Error:      	Not equal: 
        	            	expected: config.Secrets{SMTPUser:"apikey", SMTPPass:"«a»", JWTKey:"«b»"}
        	            	actual  : config.Secrets{SMTPUser:"apikey", SMTPPass:"«a»", JWTKey:""}
        	            	
        	            	Diff:
        	            	--- Expected
        	            	+++ Actual
        	            	@@ -3,3 +3,3 @@
        	            	  SMTPPass: (string) (len=«=la») "«a»",
        	            	- JWTKey: (string) (len=«=lb») "«b»"
        	            	+ JWTKey: (string) ""
        	            	 }
        	Test:       	TestLoadSecrets
FAIL
`, func() V {
		a, b := g.sendgrid(), g.hex(64)
		return V{"a": a, "b": b, "=la": dpLen(a), "=lb": dpLen(b)}
	}(), "/src/internal/config/secrets_test.go:34", `SMTPUser:"apikey"`)

	g.dpAdd("go-pgx-connconfig-plusv", `
DEBUG pool config: &{ConnConfig:0xc0001b6000 BeforeConnect:<nil> AfterConnect:<nil> MaxConns:20 MinConns:2 HealthCheckPeriod:1m0s}
DEBUG conn config: &{Config:{Host:pg-ledger.internal Port:5432 Database:ledger User:ledger_svc Password:«a» TLSConfig:«_p» ConnectTimeout:5s DialFunc:0x7a3f20 LookupFunc:0x7a3e60 BuildFrontend:0x7a4100 RuntimeParams:map[application_name:ledger-api] KerberosSrvName: KerberosSpn: Fallbacks:[] ValidateConnect:<nil> AfterConnect:<nil> OnNotice:<nil> OnNotification:<nil> createdByParseConfig:true} Tracer:<nil> StatementCacheCapacity:512 DescriptionCacheCapacity:512 DefaultQueryExecMode:cache_statement createdByParseConfig:true}
`, V{"a": g.pwStrong(), "_p": g.dpGoPtr()}, "Host:pg-ledger.internal", "User:ledger_svc", "application_name:ledger-api")

	g.dpAdd("go-redis-options-plusv", `
time=2025-03-27T13:37:55.120Z level=DEBUG msg="redis options" opts="&{Network:tcp Addr:redis-sessions.acme.internal:6380 ClientName: Dialer:<nil> OnConnect:<nil> Protocol:3 Username:default Password:«a» CredentialsProvider:<nil> DB:4 MaxRetries:3 DialTimeout:5s ReadTimeout:3s WriteTimeout:3s PoolSize:40 TLSConfig:«_p»}"
`, V{"a": g.an(40), "_p": g.dpGoPtr()}, "Addr:redis-sessions.acme.internal:6380", "Username:default")

	g.dpAdd("go-client-go-rest-config-redacted-and-own", `
I0314 10:02:44.120311       1 main.go:61] rest config: &rest.Config{Host:"https://10.96.0.1:443", APIPath:"", ContentConfig:rest.ContentConfig{AcceptContentTypes:"", ContentType:"", GroupVersion:(*schema.GroupVersion)(nil), NegotiatedSerializer:runtime.NegotiatedSerializer(nil)}, Username:"", Password:"", BearerToken:"--- REDACTED ---", BearerTokenFile:"/var/run/secrets/kubernetes.io/serviceaccount/token", Impersonate:rest.ImpersonationConfig{UserName:"", UID:"", Groups:[]string(nil), Extra:map[string][]string(nil)}, QPS:50, Burst:100}
I0314 10:02:44.120390       1 main.go:62] registry auth: main.RegistryAuth{Server:"harbor.acme.internal", Username:"robot$ci-pusher", Password:"«a»"}
`, V{"a": g.an(32)}, `BearerToken:"--- REDACTED ---"`, `Username:"robot$ci-pusher"`, "/var/run/secrets/kubernetes.io/serviceaccount/token")

	g.dpAdd("go-httputil-dumprequestout", `
	b, _ := httputil.DumpRequestOut(req, true)
	log.Printf("%s", b)

2025/04/22 15:19:30 POST /v1/messages HTTP/1.1
Host: api.postmarkapp.com
User-Agent: Go-http-client/1.1
Content-Length: 141
Accept: application/json
Content-Type: application/json
X-Postmark-Server-Token: «a»
Accept-Encoding: gzip

{"From":"billing@acme.io","To":"ap@customer.example","Subject":"Invoice INV-20931","TextBody":"Attached.","MessageStream":"outbound"}
`, V{"a": g.uuid()}, "Host: api.postmarkapp.com", "Invoice INV-20931")

	g.dpAdd("go-zerolog-interface-field", `
{"level":"debug","component":"billing","cfg":{"StripeKey":"«a»","WebhookSecret":"«b»","Currency":"eur","Retries":3},"time":"2025-02-17T08:44:10Z","message":"config loaded"}
`, V{"a": g.skLive(), "b": g.whsec()}, `"component":"billing"`, `"Currency":"eur"`)

	g.dpAdd("go-http-request-plusv-header", `
2025/01/09 22:14:51 outgoing: &{Method:GET URL:https://api.cloudflare.com/client/v4/zones?name=acme.dev Proto:HTTP/1.1 ProtoMajor:1 ProtoMinor:1 Header:map[Authorization:[Bearer «a»] Content-Type:[application/json]] Body:<nil> GetBody:<nil> ContentLength:0 TransferEncoding:[] Close:false Host:api.cloudflare.com Form:map[] PostForm:map[] MultipartForm:<nil> Trailer:map[] RemoteAddr: RequestURI: TLS:<nil> Cancel:<nil> Response:<nil> Pattern: ctx:«_p»}
`, V{"a": g.cfToken(), "_p": g.dpGoPtr()}, "https://api.cloudflare.com/client/v4/zones?name=acme.dev", "Host:api.cloudflare.com")

	g.dpAdd("go-url-hashv-then-v", `
	u, _ := url.Parse(os.Getenv("AMQP_URL"))
	fmt.Printf("%#v\n", u)
	fmt.Printf("%v\n", u)

&url.URL{Scheme:"amqps", Opaque:"", User:(*url.Userinfo)(«_p»), Host:"rabbit.acme.internal:5671", Path:"/jobs", RawPath:"", OmitHost:false, ForceQuery:false, RawQuery:"", Fragment:"", RawFragment:""}
amqps://jobs-worker:«a»@rabbit.acme.internal:5671/jobs
`, V{"_p": g.dpGoPtr(), "a": g.pwURL()}, `Host:"rabbit.acme.internal:5671"`, "(*url.Userinfo)")
}

// ---- Rust ----

func (g *G) dpRust() {
	g.dpAdd("rust-env-vars-vec-tuples", `
[src/main.rs:8:5] std::env::vars().filter(|(k, _)| k.starts_with("APP_")).collect::<Vec<_>>() = [
    (
        "APP_DATABASE_URL",
        "postgres://app:«a»@db.railway.internal:5432/railway",
    ),
    (
        "APP_ENV",
        "production",
    ),
]
`, V{"a": g.an(32)}, `"APP_ENV"`, "db.railway.internal:5432")

	g.dpAdd("rust-debug-option-fields", `
[2025-03-02T11:04:27Z DEBUG relay] Config { listen: 0.0.0.0:7000, upstream: "https://api.resend.com", api_key: Some("re_«a»"), retries: 3, tls: None }
`, V{"a": g.an(8) + "_" + g.an(24)}, `upstream: "https://api.resend.com"`, "listen: 0.0.0.0:7000")

	g.dpAdd("rust-pretty-debug-nested-vec", `
Settings {
    server: Server {
        bind: "0.0.0.0:8443",
        workers: 8,
    },
    backends: [
        Backend {
            name: "primary",
            url: "https://10.0.8.21:9200",
            username: "elastic",
            password: "«a»",
        },
        Backend {
            name: "replica",
            url: "https://10.0.8.22:9200",
            username: "elastic",
            password: "«a»",
        },
    ],
    admin_token: "«b»",
}
`, V{"a": g.an(20), "b": g.hex(48)}, `bind: "0.0.0.0:8443"`, `url: "https://10.0.8.21:9200"`)

	g.dpAdd("rust-dbg-macro", `
[src/bin/sync.rs:42:5] &creds = GitlabCreds {
    host: "gitlab.acme.systems",
    user: "sync-bot",
    token: "«a»",
}
[src/bin/sync.rs:43:5] projects.len() = 17
`, V{"a": g.glpat()}, `host: "gitlab.acme.systems"`, "src/bin/sync.rs:42:5")

	g.dpAdd("rust-secrecy-redacted-and-plain", `
2025-04-11T07:12:55.001Z  INFO mailer: starting with MailerConfig { smtp_host: "smtp.postmarkapp.com", smtp_user: "«_u»", smtp_password: SecretBox<str>([REDACTED]), dkim_private_key: "«a»" }
`, V{"_u": g.uuid(), "a": dpEsc(g.pkcs8RSAPEM().block())}, "SecretBox<str>([REDACTED])", `smtp_host: "smtp.postmarkapp.com"`)

	g.dpAdd("rust-headermap-sensitive", `
DEBUG reqwest::connect: starting new connection: https://api.deepl.com/
TRACE app::client: request headers: {"authorization": Sensitive, "x-deepl-auth-fallback": "DeepL-Auth-Key «a»", "user-agent": "acme-translate/0.4.1", "content-type": "application/json"}
`, V{"a": g.uuid() + ":fx"}, `"authorization": Sensitive`, "acme-translate/0.4.1")

	g.dpAdd("rust-sqlx-pgconnectoptions", `
thread 'main' panicked at src/db.rs:19:10:
called ˋResult::unwrap()ˋ on an ˋErrˋ value: PoolTimedOut
note: run with ˋRUST_BACKTRACE=1ˋ environment variable to display a backtrace
opts = PgConnectOptions { host: "pg.analytics.internal", port: 5432, socket: None, username: "analytics_rw", password: Some("«a»"), database: Some("analytics"), ssl_mode: Require, ssl_root_cert: None, ssl_client_cert: None, ssl_client_key: None, statement_cache_capacity: 100, application_name: Some("rollup"), log_settings: LogSettings { statements_level: Debug, slow_statements_level: Warn, slow_statements_duration: 1s }, extra_float_digits: Some("2"), options: None }
`, V{"a": g.pwStrong()}, `host: "pg.analytics.internal"`, `username: "analytics_rw"`)

	g.dpAdd("rust-url-debug-password-some", `
[src/main.rs:12:5] &url = Url {
    scheme: "mongodb+srv",
    cannot_be_a_base: false,
    username: "reporting",
    password: Some(
        "«a»",
    ),
    host: Some(
        Domain(
            "cluster0.x7kq2.mongodb.net",
        ),
    ),
    port: None,
    path: "/reports",
    query: Some(
        "retryWrites=true&w=majority",
    ),
    fragment: None,
}
`, V{"a": g.an(16)}, `"cluster0.x7kq2.mongodb.net"`, `username: "reporting"`)

	g.dpAdd("rust-tracing-debug-field", `
2025-01-09T10:12:33.120482Z DEBUG worker{id=3}: worker::queue: connecting config=QueueConfig { url: "amqps://worker:«a»@b-1c2d3e4f-5a6b.mq.eu-west-1.amazonaws.com:5671/%2f", prefetch: 32, exchange: "events" }
`, V{"a": g.pwURL()}, `exchange: "events"`, "worker{id=3}")

	g.dpAdd("rust-anyhow-context-chain", `
Error: could not authenticate to registry

Caused by:
    0: POST https://quay.io/v2/auth failed with RegistryAuth { username: "acme+ci_robot", password: "«a»", server: "quay.io" }
    1: HTTP status client error (401 Unauthorized) for url (https://quay.io/v2/auth)
`, V{"a": g.s(alUpNum, 64)}, `username: "acme+ci_robot"`, "HTTP status client error (401 Unauthorized)")

	g.dpAdd("rust-lldb-frame-variable-string", `
(lldb) frame variable
(&str) region = "eu-central-1"
(alloc::string::String) bucket = "acme-tiles"
(alloc::string::String) secret_key = "«a»"
(u16) port = 443
(lldb) 
`, V{"a": g.awsSecret()}, `"acme-tiles"`, `(&str) region = "eu-central-1"`)

	g.dpAdd("rust-pretty-assertions-diff", `
---- tests::parses_claims stdout ----
thread 'tests::parses_claims' panicked at src/auth.rs:88:9:
assertion failed: ˋ(left == right)ˋ

Diff < left / right > :
 SigningConfig {
     alg: HS256,
<    secret: "«a»",
>    secret: "«b»",
     leeway_secs: 30,
 }
`, V{"a": g.hex(64), "b": g.hex(64)}, "leeway_secs: 30", "src/auth.rs:88:9")

	g.dpAdd("rust-toml-value-debug", `
[src/config.rs:30:9] &raw = Table({"database": Table({"url": String("mysql://shop:«a»@tidb.acme.internal:4000/shop"), "pool": Integer(16)}), "sentry": Table({"environment": String("production")})})
`, V{"a": g.pwURL()}, `"pool": Integer(16)`, "src/config.rs:30:9")
}

// ---- Node ----

func (g *G) dpNode() {
	g.dpAdd("node-url-object-inspect", `
> new URL(process.env.REDIS_URL)
URL {
  href: 'rediss://default:«a»@eu1-sharp-crow-38211.upstash.io:6379',
  origin: 'null',
  protocol: 'rediss:',
  username: 'default',
  password: '«a»',
  host: 'eu1-sharp-crow-38211.upstash.io:6379',
  hostname: 'eu1-sharp-crow-38211.upstash.io',
  port: '6379',
  pathname: '',
  search: '',
  searchParams: URLSearchParams {},
  hash: ''
}
`, V{"a": g.an(34)}, "hostname: 'eu1-sharp-crow-38211.upstash.io'", "searchParams: URLSearchParams {}")

	g.dpAdd("node-aws-sdk-v3-credentials", `
> await s3.config.credentials()
{
  accessKeyId: '«a»',
  secretAccessKey: '«b»',
  sessionToken: undefined,
  expiration: undefined,
  '$source': { CREDENTIALS_ENV_VARS: 'g' }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "'$source': { CREDENTIALS_ENV_VARS: 'g' }")

	g.dpAdd("node-inspect-depth-object-array-placeholders", `
$ node -e 'console.log(require("./config"))'
{
  env: 'production',
  db: {
    primary: { host: 'pg-1.acme.internal', port: 5432, auth: [Object] },
    replicas: [ [Object], [Object] ]
  },
  openai: {
    apiKey: '«a»',
    organization: 'org-«_o»'
  },
  features: { search: true, billing: false }
}
`, V{"a": g.openai(), "_o": g.an(24)}, "host: 'pg-1.acme.internal'", "replicas: [ [Object], [Object] ]")

	g.dpAdd("node-twilio-client-instance", `
> const client = require('twilio')(process.env.TWILIO_SID, process.env.TWILIO_TOKEN)
undefined
> client
Twilio {
  username: '«_sid»',
  password: '«a»',
  accountSid: '«_sid»',
  opts: {},
  env: undefined,
  edge: undefined,
  region: undefined,
  logLevel: undefined,
  autoRetry: false,
  maxRetryDelay: undefined,
  maxRetries: undefined,
  userAgentExtensions: undefined,
  _httpClient: undefined
}
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "autoRetry: false")

	g.dpAdd("node20-headers-console-log", `
Headers {
  authorization: 'Bearer «a»',
  'content-type': 'application/json',
  'notion-version': '2022-06-28'
}
[sync] querying database «_db»
`, V{"a": g.notion(), "_db": g.hex(32)}, "'notion-version': '2022-06-28'")

	g.dpAdd("node-ioredis-instance", `
Redis {
  _events: [Object: null prototype] {},
  _eventsCount: 0,
  _maxListeners: undefined,
  options: {
    port: 6380,
    host: 'acme-sessions.redis.cache.windows.net',
    family: 4,
    connectTimeout: 10000,
    keepAlive: 0,
    noDelay: true,
    connectionName: null,
    password: '«a»',
    db: 0,
    tls: { servername: 'acme-sessions.redis.cache.windows.net' },
    enableReadyCheck: true,
    keyPrefix: 'sess:',
    maxRetriesPerRequest: 20
  },
  status: 'connecting',
  isCluster: false,
  [Symbol(kCapture)]: false
}
`, V{"a": g.b64(32)}, "host: 'acme-sessions.redis.cache.windows.net'", "keyPrefix: 'sess:'")

	g.dpAdd("node-mongoose-document", `
found integration: {
  _id: new ObjectId('«_id»'),
  workspace: new ObjectId('«_ws»'),
  provider: 'slack',
  botToken: '«a»',
  signingSecret: '«b»',
  teamId: '«_t»',
  installedAt: 2025-02-14T09:31:07.221Z,
  __v: 0
}
`, V{"_id": g.dpOid(), "_ws": g.dpOid(), "a": g.xoxb(), "b": g.hex(32), "_t": g.slackT()}, "provider: 'slack'", "installedAt: 2025-02-14T09:31:07.221Z")

	g.dpAdd("vitest-deep-equal-diff", `
 FAIL  src/config.test.ts > loadConfig > reads the mailer block
AssertionError: expected { host: 'smtp.resend.com', …(2) } to deeply equal { host: 'smtp.resend.com', …(2) }

- Expected
+ Received

  Object {
    "host": "smtp.resend.com",
-   "pass": "re_«a»",
+   "pass": "re_«b»",
    "user": "resend",
  }

 ❯ src/config.test.ts:21:33
`, V{"a": g.an(8) + "_" + g.an(24), "b": g.an(8) + "_" + g.an(24)}, `"host": "smtp.resend.com"`, "src/config.test.ts:21:33")

	g.dpAdd("jest-snapshot-file-config", `
// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[ˋbuildSearchConfig returns production settings 1ˋ] = ˋ
{
  "adminKey": "«a»",
  "appId": "«_app»",
  "indexName": "prod_products",
  "searchKey": "«_sk»",
}
ˋ;
`, V{"a": g.hex(32), "_app": g.s(alUpNum, 10), "_sk": g.hex(32)}, `"indexName": "prod_products"`)

	g.dpAdd("node-repl-env-value", `
Welcome to Node.js v22.11.0.
Type ".help" for more information.
> require('dotenv').config({ path: '.env.production' }).parsed.DATABASE_URL
'postgresql://neondb_owner:«a»@ep-quiet-river-a2k9x1.eu-central-1.aws.neon.tech/neondb?sslmode=require'
> 
`, V{"a": "npg_" + g.an(12)}, "ep-quiet-river-a2k9x1.eu-central-1.aws.neon.tech", "Welcome to Node.js v22.11.0.")

	g.dpAdd("nextauth-session-server-log", `
 ✓ Compiled /api/auth/[...nextauth] in 412ms
session {
  user: {
    name: 'Jo Park',
    email: 'jo@acme.dev',
    image: 'https://avatars.githubusercontent.com/u/«_uid»?v=4'
  },
  expires: '2025-07-01T10:00:00.000Z',
  accessToken: '«a»'
}
 GET /dashboard 200 in 87ms
`, V{"_uid": g.digits(8), "a": g.gho()}, "email: 'jo@acme.dev'", "expires: '2025-07-01T10:00:00.000Z'")

	g.dpAdd("node-inspect-max-array-length", `
> util.inspect(await listKeys(), { maxArrayLength: 2 })
"[\n" +
  "  { id: 'key_01HX9', label: 'ci', secret: '«a»' },\n" +
  "  { id: 'key_01HXB', label: 'zapier', secret: '«b»' },\n" +
  '  ... 5 more items\n' +
  ']'
`, V{"a": "ak_" + g.an(40), "b": "ak_" + g.an(40)}, "label: 'zapier'", "... 5 more items")

	g.dpAdd("pino-pretty-nested-request", `
[10:22:04.118] DEBUG (api/4121): outgoing request
    req: {
      "method": "POST",
      "url": "https://api.replicate.com/v1/predictions",
      "headers": {
        "authorization": "Bearer «a»",
        "content-type": "application/json",
        "prefer": "wait"
      }
    }
[10:22:09.540] INFO (api/4121): prediction «_id» succeeded
`, V{"a": g.replicate(), "_id": g.s(alLowNum, 26)}, "https://api.replicate.com/v1/predictions", `"prefer": "wait"`)

	g.dpAdd("node-process-argv", `
[
  '/usr/local/bin/node',
  '/app/dist/worker.js',
  '--queue=emails',
  '--smtp-url=smtps://apikey:«a»@smtp.sendgrid.net:465',
  '--concurrency=4'
]
`, V{"a": g.sendgrid()}, "'--queue=emails'", "'/app/dist/worker.js'")

	g.dpAdd("express-req-headers-cookie", `
app.use((req, res, next) => { console.log(req.headers); next() })

{
  host: 'localhost:3000',
  connection: 'keep-alive',
  'sec-ch-ua-platform': '"macOS"',
  'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: '*/*',
  referer: 'http://localhost:3000/admin',
  cookie: '_ga=GA1.1.«_ga»; connect.sid=«a»'
}
`, V{"_ga": g.digits(9) + "." + g.digits(10), "a": "s%3A" + g.b64u(32) + "." + g.b64u(43)}, "referer: 'http://localhost:3000/admin'")
}

// ---- browser consoles ----

func (g *G) dpBrowser() {
	g.dpAdd("chrome-console-localstorage-expansion", `
> JSON.parse(localStorage.getItem('auth'))
< ▼ {accessToken: '«a»', refreshToken: '«b»', expiresAt: 1735689600000, userId: '«_u»'}
      accessToken: "«a»"
      expiresAt: 1735689600000
      refreshToken: "«b»"
      userId: "«_u»"
    ▶ [[Prototype]]: Object
`, V{"a": g.userJWT(), "b": g.b64u(48), "_u": g.uuid()}, "expiresAt: 1735689600000")

	g.dpAdd("chrome-console-pinia-proxy", `
useSettingsStore().$state
Proxy(Object) {apiBase: 'https://api.acme-crm.io', mapsKey: '«_mk»', adminApiKey: '«a»', locale: 'de-DE'}
`, V{"_mk": g.mapboxPK(), "a": "crm_live_" + g.an(32)}, "apiBase: 'https://api.acme-crm.io'", "locale: 'de-DE'")

	g.dpAdd("chrome-store-as-global-temp1", `
Stored 'temp1' as global variable
temp1
{method: 'POST', headers: {…}, body: '{"grant_type":"client_credentials","client_id":"«_ci»","client_secret":"«a»"}'}
temp1.headers
{Content-Type: 'application/json', X-Requested-With: 'XMLHttpRequest'}
`, V{"_ci": g.an(22), "a": g.b64u(40)}, "Stored 'temp1' as global variable", "X-Requested-With: 'XMLHttpRequest'")

	g.dpAdd("firefox-console-object", `
Object { user: {…}, session: "«a»", csrf: "«_c»", flags: (3) […] }
​
csrf: "«_c»"
​
flags: Array(3) [ "beta-editor", "new-nav", "ai-summary" ]
​
session: "«a»"
​
user: Object { id: 8812, login: "mkovacs" }
`, V{"a": g.hex(64), "_c": g.b64u(32)}, `login: "mkovacs"`, `"beta-editor"`)

	g.dpAdd("chrome-next-data-props-expansion", `
> window.__NEXT_DATA__.props.pageProps
< {dehydratedState: {…}, env: {…}, _sentryTraceData: 'e3a1c2…', _sentryBaggage: 'sentry-environment=production,…'}
> window.__NEXT_DATA__.props.pageProps.env
< {NEXT_PUBLIC_API_URL: 'https://api.acme.shop', CMS_PREVIEW_SECRET: '«a»', CONTENTFUL_MANAGEMENT_TOKEN: '«b»'}
`, V{"a": g.hex(32), "b": "CFPAT-" + g.b64u(43)}, "NEXT_PUBLIC_API_URL: 'https://api.acme.shop'")

	g.dpAdd("safari-web-inspector-log", `
[Log] payment config – {environment: "production", merchantId: "merchant.io.acme.shop", gatewayMerchantId: "«_gm»", gatewayKey: "«a»"} (checkout.js, line 144)
[Log] Apple Pay available: true (checkout.js, line 151)
`, V{"_gm": g.s(alAlnum, 14), "a": g.b64(32)}, `merchantId: "merchant.io.acme.shop"`, "checkout.js, line 144")

	g.dpAdd("chrome-console-table-copy", `
console.table(apiKeys)
(index)	name	key	created
0	'ci-pipeline'	'«a»'	'2025-01-14'
1	'grafana'	'«b»'	'2025-02-02'
2	'legacy-import'	'«c»'	'2023-11-30'
▶ Array(3)
`, V{"a": "mk_" + g.an(32), "b": "mk_" + g.an(32), "c": "mk_" + g.an(32)}, "'legacy-import'", "'ci-pipeline'")
}

// ---- Elixir, Erlang ----

func (g *G) dpBEAM() {
	g.dpAdd("ecto-changeset-redacted-and-not", `
iex(4)> Integrations.change_webhook(hook, %{"password" => pw, "signing_secret" => secret})
#Ecto.Changeset<
  action: nil,
  changes: %{password: "**redacted**", signing_secret: "«a»"},
  errors: [],
  data: #Acme.Integrations.Webhook<>,
  valid?: true,
  ...
>
`, V{"a": "whsec_" + g.b64(32)}, `password: "**redacted**"`, "#Acme.Integrations.Webhook<>")

	g.dpAdd("elixir-io-inspect-label-repo-opts", `
repo opts: [
  username: "shop",
  password: "«a»",
  hostname: "shop-db.fly.dev",
  database: "shop_prod",
  pool_size: 10,
  ssl: true,
  socket_options: [:inet6]
]
[info] Running ShopWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)
`, V{"a": g.an(24)}, `hostname: "shop-db.fly.dev"`, "socket_options: [:inet6]")

	g.dpAdd("iex-req-request-struct", `
iex(3)> req = Req.new(base_url: "https://api.openai.com/v1", auth: {:bearer, System.fetch_env!("OPENAI_API_KEY")})
%Req.Request{
  method: :get,
  url: URI.parse(""),
  headers: %{},
  body: nil,
  options: %{
    auth: {:bearer, "«a»"},
    base_url: "https://api.openai.com/v1"
  },
  halted: false,
  adapter: &Req.Steps.run_finch/1,
  request_steps: [put_user_agent: &Req.Steps.put_user_agent/1, ...],
  ...
}
`, V{"a": g.openaiSvc()}, `base_url: "https://api.openai.com/v1"`, "&Req.Steps.run_finch/1")

	g.dpAdd("iex-remote-repo-config", `
$ bin/shop remote
Erlang/OTP 27 [erts-15.1.2] [source] [64-bit] [smp:4:4] [ds:4:4:10] [async-threads:1] [jit:ns]

Interactive Elixir (1.17.3) - press Ctrl+C to exit (type h() ENTER for help)
iex(shop@10.0.3.11)1> Shop.Repo.config()
[
  telemetry_prefix: [:shop, :repo],
  otp_app: :shop,
  timeout: 15000,
  url: "ecto://shop:«a»@top2.nearest.of.shop-db.internal:5432/shop",
  pool_size: 10,
  socket_options: [:inet6]
]
`, V{"a": g.an(24)}, "top2.nearest.of.shop-db.internal:5432", "telemetry_prefix: [:shop, :repo]")

	g.dpAdd("erlang-sys-get-state-record", `
1> rr(mqtt_bridge).
[state]
2> sys:get_state(mqtt_bridge).
#state{socket = #Port<0.42>,
       broker = "mqtt.iot.acme-energy.com",
       port = 8883,
       client_id = <<"bridge-eu-01">>,
       username = <<"bridge">>,
       password = <<"«a»">>,
       keepalive = 60,
       subscriptions = [<<"meters/+/telemetry">>]}
`, V{"a": g.pw()}, `<<"bridge-eu-01">>`, `"mqtt.iot.acme-energy.com"`)

	g.dpAdd("erlang-crash-report-tuple-state", `
=ERROR REPORT==== 4-Mar-2025::02:13:40.118244 ===
** Generic server smtp_relay terminating 
** Last message in was {send,<<"alerts@acme.net">>,[<<"oncall@acme.net">>]}
** When Server state == {state,"smtp.mailgun.org",587,<<"postmaster@mg.acme.net">>,<<"«a»">>,tls,undefined}
** Reason for termination ==
** {badmatch,{error,{permanent_failure,"smtp.mailgun.org",<<"535 Authentication failed">>}}}
`, V{"a": g.mailgun()}, `<<"postmaster@mg.acme.net">>`, "Generic server smtp_relay terminating")

	g.dpAdd("elixir-tesla-env-inspect", `
%Tesla.Env{
  method: :post,
  url: "https://api.pagerduty.com/incidents",
  query: [],
  headers: [
    {"authorization", "Token token=«a»"},
    {"from", "oncall-bot@acme.io"},
    {"content-type", "application/json"}
  ],
  body: "{\"incident\":{\"type\":\"incident\",\"title\":\"disk full on db-3\"}}",
  status: 401,
  opts: [],
  __module__: Oncall.PagerDuty,
  __client__: %Tesla.Client{fun: nil, pre: [], post: [], adapter: nil}
}
`, V{"a": g.s(alAlnum+"-_+", 20)}, `{"from", "oncall-bot@acme.io"}`, "https://api.pagerduty.com/incidents")

	g.dpAdd("plug-conn-req-headers", `
[debug] %Plug.Conn{host: "admin.acme.io", method: "GET", request_path: "/metrics", req_headers: [{"accept", "*/*"}, {"authorization", "Basic «a»"}, {"host", "admin.acme.io"}, {"user-agent", "Prometheus/2.53.0"}], remote_ip: {10, 0, 7, 14}, scheme: :https, status: nil, ...}
`, V{"a": dpBasic("prometheus", g.pw())}, `{"user-agent", "Prometheus/2.53.0"}`, `request_path: "/metrics"`)

	g.dpAdd("elixir-logger-metadata-map", `
12:01:55.332 request_id=F6x2aK1bQ7 [debug] webhook client built: %{url: "https://api.mux.com/video/v1/assets", token_id: "«_id»", token_secret: "«a»", timeout: 30_000}
`, V{"_id": g.uuid(), "a": g.b64(60)}, "request_id=F6x2aK1bQ7", "https://api.mux.com/video/v1/assets")

	g.dpAdd("rebar3-shell-os-getenv", `
1> [E || E <- os:getenv(), lists:prefix("COUCH", E)].
["COUCHDB_URL=https://couch.acme.internal:6984",
 "COUCHDB_USER=admin",
 "COUCHDB_PASSWORD=«a»",
 "COUCHDB_SECRET=«b»"]
`, V{"a": g.pw(), "b": g.hex(32)}, `"COUCHDB_URL=https://couch.acme.internal:6984"`, `"COUCHDB_USER=admin"`)

	g.dpAdd("elixir-get-all-env-ex-aws", `
iex(2)> Application.get_all_env(:ex_aws)
[
  json_codec: Jason,
  access_key_id: [{:system, "AWS_ACCESS_KEY_ID"}, :instance_role],
  secret_access_key: [{:system, "AWS_SECRET_ACCESS_KEY"}, :instance_role],
  region: "eu-north-1",
  s3: [scheme: "https://", host: "fly.storage.tigris.dev", access_key_id: "tid_«k»", secret_access_key: "tsec_«a»"]
]
`, V{"k": g.an(24), "a": g.b64u(48)}, `{:system, "AWS_SECRET_ACCESS_KEY"}`, `host: "fly.storage.tigris.dev"`)
}

// ---- other languages ----

func (g *G) dpOtherLangs() {
	g.dpAdd("julia-dict-display", `
julia> creds = TOML.parsefile(expanduser("~/.julia/config/pg.toml"))
Dict{String, Any} with 4 entries:
  "user"     => "julia_ro"
  "password" => "«a»"
  "host"     => "timescale.acme.internal"
  "dbname"   => "sensors"
`, V{"a": g.pw()}, `"host"     => "timescale.acme.internal"`, `"julia_ro"`)

	g.dpAdd("lldb-po-nsuserdefaults", `
(lldb) po [[NSUserDefaults standardUserDefaults] dictionaryRepresentation]
{
    AKLastIDMSEnvironment = 0;
    AppleLanguages =     (
        "en-US"
    );
    "api_token" = «a»;
    "last_sync" = "2025-03-12 08:41:00 +0000";
    "user_id" = 48213;
}
`, V{"a": g.hex(40)}, `"user_id" = 48213;`, "AKLastIDMSEnvironment = 0;")

	g.dpAdd("swift-print-allhttpheaderfields", `
Optional(["Authorization": "Bearer «a»", "Accept": "application/json", "X-Client-Version": "ios-5.12.0 (4410)"])
`, V{"a": g.b64u(40)}, `"X-Client-Version": "ios-5.12.0 (4410)"`)

	g.dpAdd("haskell-ghci-show-record", `
ghci> cfg <- loadConfig "config/prod.dhall"
ghci> cfg
AppConfig {dbHost = "pg.acme.internal", dbPort = 5432, dbUser = "servant_app", dbPassword = "«a»", apiToken = Token "«b»", logLevel = LevelInfo}
`, V{"a": g.pw(), "b": g.hex(40)}, `dbHost = "pg.acme.internal"`, `dbUser = "servant_app"`)

	g.dpAdd("haskell-http-client-exception-redacted-path", `
bot: HttpExceptionRequest Request {
  host                 = "api.telegram.org"
  port                 = 443
  secure               = True
  requestHeaders       = [("Authorization","<REDACTED>"),("Content-Type","application/json")]
  path                 = "/bot«a»/sendMessage"
  queryString          = ""
  method               = "POST"
  proxy                = Nothing
  rawBody              = False
  redirectCount        = 10
  responseTimeout      = ResponseTimeoutDefault
  requestVersion       = HTTP/1.1
  proxySecureMode      = ProxySecureWithConnect
}
 (ConnectionFailure Network.Socket.connect: <socket: 11>: timeout)
`, V{"a": g.telegram()}, `("Authorization","<REDACTED>")`, `host                 = "api.telegram.org"`)

	g.dpAdd("perl-data-dumper-lwp-credentials", `
$VAR1 = bless( {
                 'max_redirect' => 7,
                 'timeout' => 30,
                 'basic_authentication' => {
                                             'nexus.acme.lan:8443' => {
                                                                        'Sonatype Nexus Repository Manager' => [
                                                                                                                 'deployment',
                                                                                                                 '«a»'
                                                                                                               ]
                                                                      }
                                           },
                 'agent' => 'libwww-perl/6.77'
               }, 'LWP::UserAgent' );
`, V{"a": g.pw()}, "'nexus.acme.lan:8443'", "'libwww-perl/6.77'")

	g.dpAdd("perl-mojo-dumper", `
[2025-03-11 09:44:12.53018] [31337] [debug] {
  "db" => {
    "dsn" => "dbi:Pg:dbname=inventory;host=pg.wh.internal",
    "password" => "«a»",
    "user" => "inventory"
  },
  "secrets" => [
    "«b»"
  ]
}
`, V{"a": g.an(18), "b": g.hex(40)}, `"dsn" => "dbi:Pg:dbname=inventory;host=pg.wh.internal"`, `"user" => "inventory"`)

	g.dpAdd("lua-inspect-plugin-conf", `
2025/04/03 11:20:09 [debug] 1234#0: *817 [lua] handler.lua:37: access(): conf: {
  api_key = "«a»",
  endpoint = "https://api.ipinfo.io",
  ttl = 3600,
  <metatable> = {
    __index = <function 1>
  }
}
`, V{"a": g.hex(14)}, `endpoint = "https://api.ipinfo.io"`, "handler.lua:37")

	g.dpAdd("r-str-config-get", `
> str(config::get(config = "production"))
List of 5
 $ warehouse: chr "snowflake"
 $ account  : chr "acme-eu1"
 $ user     : chr "R_REPORTING"
 $ password : chr "«a»"
 $ mapbox   : chr "«b»"
 - attr(*, "config")= chr "production"
 - attr(*, "file")= chr "/srv/shiny/dashboards/config.yml"
`, V{"a": g.pwStrong(), "b": g.mapboxSK()}, `chr "R_REPORTING"`, "/srv/shiny/dashboards/config.yml")

	g.dpAdd("r-print-list", `
> creds
$host
[1] "mysql-analytics.internal"

$user
[1] "rstudio"

$password
[1] "«a»"

$port
[1] 3306

`, V{"a": g.pw()}, `"mysql-analytics.internal"`, `"rstudio"`)

	g.dpAdd("julia-dump-struct", `
julia> dump(cfg)
S3Config
  bucket: String "climate-grids"
  region: String "us-west-2"
  access_key: String "«a»"
  secret_key: String "«b»"
  multipart_mb: Int64 64
`, V{"a": g.awsID(), "b": g.awsSecret()}, `bucket: String "climate-grids"`, "multipart_mb: Int64 64")

	g.dpAdd("swift-dump-nested", `
▿ AppEnvironment
  - name: "production"
  ▿ api: APIConfig
    ▿ baseURL: https://api.acme-fitness.app/v2
      - _url: https://api.acme-fitness.app/v2
    - apiKey: "«a»"
  ▿ revenueCat: RevenueCatConfig
    - publicKey: "appl_«_rc»"
    - secretKey: "sk_«b»"
  - logLevel: 2
`, V{"a": g.hex(40), "_rc": g.an(27), "b": g.an(32)}, `- name: "production"`, "https://api.acme-fitness.app/v2")

	g.dpAdd("lldb-p-swift-struct", `
(lldb) p credentials
(Acme.Credentials) $R0 = {
  clientID = "ios-app"
  clientSecret = "«a»"
  tokenURL = "https://auth.acme.app/oauth/token"
}
(lldb) po credentials.clientSecret.count
43
`, V{"a": g.b64u(43)}, `clientID = "ios-app"`, "https://auth.acme.app/oauth/token")

	g.dpAdd("objc-nsdictionary-description", `
2025-02-20 16:41:07.331412+0100 AcmeScanner[2291:88131] launch options config: {
    AlgoliaAppID = «_app»;
    AlgoliaSearchKey = «_sk»;
    AlgoliaWriteKey = «a»;
    Environment = production;
    SentryEnabled = 1;
}
`, V{"_app": g.s(alUpNum, 10), "_sk": g.hex(32), "a": g.hex(32)}, "Environment = production;", "AcmeScanner[2291:88131]")

	g.dpAdd("dart-freezed-tostring", `
I/flutter (14022): AppConfig(apiBaseUrl: https://api.acme-delivery.com, googleMapsKey: «a», supabaseUrl: https://«_ref».supabase.co, supabaseServiceKey: «b», flavor: prod)
`, V{"a": g.googleKey(), "_ref": g.s(alLower, 20), "b": g.supabaseService()}, "apiBaseUrl: https://api.acme-delivery.com", "flavor: prod")

	g.dpAdd("clojure-record-prn", `
user=> (prn (:mailer system))
#acme.mailer.Mailer{:host "smtp.eu.sparkpost.com", :port 587, :user "SMTP_Injection", :api-key "«a»", :from "no-reply@acme.eu"}
nil
`, V{"a": g.hex(40)}, `:user "SMTP_Injection"`, `:host "smtp.eu.sparkpost.com"`)
}

// ---- debuggers ----

func (g *G) dpDebuggers() {
	pw := g.pw()
	g.dpAdd("gdb-print-char-arrays", `
(gdb) p cfg
$1 = {host = "mqtt.acme-iot.com", '\000' <repeats 46 times>, port = 8883, user = "gw-0042", '\000' <repeats 24 times>, pass = "«a»", '\000' <repeats «=n» times>, keepalive = 60, use_tls = 1 '\001'}
(gdb) p sizeof(cfg)
$2 = 172
`, V{"a": pw, "=n": fmt.Sprint(63 - len(pw))}, `host = "mqtt.acme-iot.com"`, `user = "gw-0042"`)

	g.dpAdd("gdb-libpq-pgconn-fields", `
Thread 1 "report_gen" hit Breakpoint 2, PQconnectPoll (conn=«_c») at fe-connect.c:2291
(gdb) p conn->pghost
$3 = «_h1» "pg-reports.internal"
(gdb) p conn->pguser
$4 = «_h2» "report_ro"
(gdb) p conn->pgpass
$5 = «_h3» "«a»"
(gdb) p conn->status
$6 = CONNECTION_NEEDED
`, V{"_c": g.dpHeap(), "_h1": g.dpHeap(), "_h2": g.dpHeap(), "_h3": g.dpHeap(), "a": g.pwStrong()}, `"pg-reports.internal"`, "fe-connect.c:2291")

	g.dpAdd("gdb-cpp-std-string-struct", `
(gdb) frame 2
#2  0x0000555555569c3e in acme::s3::Uploader::put (this=«_t», key="tiles/14/8802/5373.pbf") at src/uploader.cpp:118
118	    auto sig = signer_.sign(req, creds_);
(gdb) p creds_
$7 = {access_key = "«a»", secret_key = "«b»", session_token = "", region = "eu-west-3"}
`, V{"_t": g.dpHeap(), "a": g.awsID(), "b": g.awsSecret()}, `region = "eu-west-3"`, "src/uploader.cpp:118")

	g.dpAdd("lldb-cpp-std-map", `
(lldb) frame variable headers
(std::map<std::string, std::string>) headers = size=3 {
  [0] = (first = "Authorization", second = "Bearer «a»")
  [1] = (first = "Content-Type", second = "application/json")
  [2] = (first = "X-Request-Id", second = "«_r»")
}
`, V{"a": g.hfTok(), "_r": g.uuid()}, `(first = "Content-Type", second = "application/json")`)

	g.dpAdd("delve-print-struct-pointer", `
> github.com/acme/relay/internal/forward.(*Forwarder).Send() ./internal/forward/forward.go:77 (hits goroutine(34):1 total:1) (PC: 0x8b2f1a)
(dlv) print f.cfg
*github.com/acme/relay/internal/config.Config {Listen: ":8443", Upstream: "https://api.segment.io", WriteKey: "«a»", Debug: true, Batch: 100}
`, V{"a": g.an(32)}, `Upstream: "https://api.segment.io"`, "./internal/forward/forward.go:77")

	g.dpAdd("delve-locals-args", `
(dlv) args
ctx = context.Context(*context.cancelCtx) «_p»
account = "acme-prod"
(dlv) locals
req = ("*net/http.Request")(«_q»)
token = "«a»"
retries = 2
`, V{"_p": g.dpGoPtr(), "_q": g.dpGoPtr(), "a": g.doToken()}, `account = "acme-prod"`)

	g.dpAdd("delve-print-map", `
(dlv) p env
map[string]string [
	"AWS_REGION": "us-west-2", 
	"DOCKER_AUTH": "«a»", 
	"GOFLAGS": "-mod=mod", 
]
`, V{"a": b64s("ci-bot:" + g.dockerPAT())}, `"AWS_REGION": "us-west-2"`, `"GOFLAGS": "-mod=mod"`)

	g.dpAdd("gdb-x-s-memory", `
(gdb) info locals
license_key = «_h1» "«a»"
n = 29
(gdb) x/s license_key
«_h1»:	"«a»"
`, V{"_h1": g.dpHeap(), "a": g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5)}, "n = 29")

	g.dpAdd("jdb-dump-object", `
main[1] dump this.client
 this.client = {
    baseUrl: "https://api.mailchimp.com/3.0"
    apiKey: "«a»"
    dataCenter: "us14"
    httpClient: instance of java.net.http.HttpClientImpl(id=1874)
}
`, V{"a": g.mailchimp()}, `baseUrl: "https://api.mailchimp.com/3.0"`, "instance of java.net.http.HttpClientImpl(id=1874)")

	g.dpAdd("node-inspect-debug-repl", `
break in src/slack.js:23
 21   const url = 'https://slack.com/api/chat.postMessage'
 22   const headers = { Authorization: ˋBearer ${token}ˋ }
>23   const res = await fetch(url, { method: 'POST', headers, body })
 24   return res.json()
 25 }
debug> repl
Press Ctrl+C to leave debug repl
> headers
{ Authorization: 'Bearer «a»' }
> channel
'C04QX1ABC7Z'
`, V{"a": g.xoxb()}, "'C04QX1ABC7Z'", "const url = 'https://slack.com/api/chat.postMessage'")

	g.dpAdd("vscode-python-variables-copy", `
Locals
  > special variables
  > function variables
  client_id = 'etl-airbyte'
  client_secret = '«a»'
  scope = 'api://«_app»/.default'
  tenant = '«_t»'
  token_url = 'https://login.microsoftonline.com/«_t»/oauth2/v2.0/token'
Globals
`, V{"a": g.azSecret(), "_app": g.uuid(), "_t": g.uuid()}, "client_id = 'etl-airbyte'")
}

// ---- logs that print request or config objects ----

func (g *G) dpLogs() {
	g.dpAdd("faraday-logger-headers", `
I, [2025-04-09T13:55:41.208773 #5521]  INFO -- request: POST https://api.intercom.io/contacts/search
I, [2025-04-09T13:55:41.208871 #5521]  INFO -- request: Authorization: "Bearer «a»"
Intercom-Version: "2.11"
User-Agent: "Faraday v2.9.0"
Content-Type: "application/json"
I, [2025-04-09T13:55:41.622104 #5521]  INFO -- response: Status 200
`, V{"a": "dG9rO" + g.b64(45)}, `Intercom-Version: "2.11"`, "https://api.intercom.io/contacts/search")

	g.dpAdd("python-http-client-send-bytes", `
>>> http.client.HTTPConnection.debuglevel = 1
>>> requests.post("https://api.box.com/oauth2/token", data={"grant_type": "client_credentials", "client_id": cid, "client_secret": cs, "box_subject_type": "enterprise", "box_subject_id": "«_e»"})
send: b'POST /oauth2/token HTTP/1.1\r\nHost: api.box.com\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nContent-Length: 160\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\n'
send: b'grant_type=client_credentials&client_id=«_ci»&client_secret=«a»&box_subject_type=enterprise&box_subject_id=«_e»'
reply: 'HTTP/1.1 200 OK\r\n'
header: Date: Tue, 04 Mar 2025 10:20:31 GMT
header: Content-Type: application/json
`, V{"_e": g.digits(9), "_ci": g.s(alLowNum, 32), "a": g.an(32)}, "Host: api.box.com", "python-requests/2.32.3")

	g.dpAdd("scrapy-crawled-request-repr", `
2025-05-02 14:01:37 [scrapy.core.engine] DEBUG: Crawled (200) <GET https://api.rentcast.io/v1/listings/sale?city=Austin&state=TX&limit=500&api_key=«a»> (referer: None)
2025-05-02 14:01:38 [scrapy.core.scraper] DEBUG: Scraped from <200 https://api.rentcast.io/v1/listings/sale?city=Austin&state=TX&limit=500&api_key=«a»>
{'id': '4512-Duval-St,-Austin,-TX-78751', 'price': 689000}
`, V{"a": g.hex(32)}, "[scrapy.core.engine] DEBUG: Crawled (200)", "'price': 689000")

	g.dpAdd("aiohttp-clientresponse-repr", `
DEBUG:pricing.feed:<ClientResponse(https://financialmodelingprep.com/api/v3/quote/AAPL,MSFT?apikey=«a») [200 OK]>
<CIMultiDictProxy('Date': 'Mon, 10 Mar 2025 14:30:02 GMT', 'Content-Type': 'application/json;charset=UTF-8', 'Content-Length': '1024', 'Connection': 'keep-alive', 'X-Request-Id': '«_r»')>
`, V{"a": g.an(32), "_r": g.uuid()}, "financialmodelingprep.com/api/v3/quote/AAPL,MSFT", "<CIMultiDictProxy('Date': 'Mon, 10 Mar 2025 14:30:02 GMT'")

	g.dpAdd("retrofit-httplogginginterceptor-body", `
I/okhttp.OkHttpClient: --> POST https://api.acme-fleet.com/v1/auth/refresh
I/okhttp.OkHttpClient: Content-Type: application/json; charset=UTF-8
I/okhttp.OkHttpClient: Content-Length: 112
I/okhttp.OkHttpClient: Authorization: ██
I/okhttp.OkHttpClient: 
I/okhttp.OkHttpClient: {"refreshToken":"«a»","deviceId":"«_d»"}
I/okhttp.OkHttpClient: --> END POST (112-byte body)
I/okhttp.OkHttpClient: <-- 200 https://api.acme-fleet.com/v1/auth/refresh (184ms)
`, V{"a": g.b64u(64), "_d": g.hex(16)}, "Authorization: ██", "--> END POST (112-byte body)")

	g.dpAdd("ktor-client-logging-all", `
REQUEST: https://api.openrouter.ai/api/v1/chat/completions
METHOD: HttpMethod(value=POST)
COMMON HEADERS
-> Accept: application/json
-> Accept-Charset: UTF-8
-> Authorization: Bearer «a»
-> HTTP-Referer: https://acme-notes.app
CONTENT HEADERS
-> Content-Length: 318
-> Content-Type: application/json
BODY Content-Type: application/json
BODY START
{"model":"anthropic/claude-3.5-sonnet","messages":[{"role":"user","content":"Summarize this note"}]}
BODY END
`, V{"a": g.openrouter()}, "METHOD: HttpMethod(value=POST)", "-> HTTP-Referer: https://acme-notes.app")

	g.dpAdd("laravel-http-client-log", `
[2025-04-18 12:03:55] production.DEBUG: Outgoing request {"method":"POST","url":"https://api.brevo.com/v3/smtp/email","headers":{"User-Agent":["GuzzleHttp/7"],"Content-Type":["application/json"],"api-key":["«a»"],"Accept":["application/json"]},"body":"{\"sender\":{\"email\":\"hello@acme-shop.de\"},\"templateId\":12}"}
`, V{"a": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "https://api.brevo.com/v3/smtp/email", `\"templateId\":12`)

	g.dpAdd("go-resty-debug-log", `
2025/03/21 08:14:02.551841 DEBUG RESTY 
==============================================================================
~~~ REQUEST ~~~
POST  /v2/checkout/orders  HTTP/1.1
HOST   : api-m.paypal.com
HEADERS:
	Accept: application/json
	Authorization: Bearer «a»
	Content-Type: application/json
	Paypal-Request-Id: «_r»
	User-Agent: go-resty/2.16.2 (https://github.com/go-resty/resty)
BODY   :
{
   "intent": "CAPTURE"
}
------------------------------------------------------------------------------
`, V{"a": "A21AA" + g.b64u(92), "_r": g.uuid()}, "HOST   : api-m.paypal.com", "go-resty/2.16.2")

	g.dpAdd("apache-httpclient-headers-wire", `
2025-02-26 17:40:11,901 DEBUG [org.apache.http.headers] http-outgoing-3 >> POST /rest/api/2/issue HTTP/1.1
2025-02-26 17:40:11,901 DEBUG [org.apache.http.headers] http-outgoing-3 >> Authorization: Basic «a»
2025-02-26 17:40:11,901 DEBUG [org.apache.http.headers] http-outgoing-3 >> Content-Type: application/json; charset=UTF-8
2025-02-26 17:40:11,901 DEBUG [org.apache.http.headers] http-outgoing-3 >> Host: jira.acme.corp
2025-02-26 17:40:11,902 DEBUG [org.apache.http.wire] http-outgoing-3 >> "Authorization: Basic «a»[\r][\n]"
`, V{"a": dpBasic("svc-jenkins", g.pw())}, "Host: jira.acme.corp", "POST /rest/api/2/issue HTTP/1.1")

	g.dpAdd("python-logging-request-dict", `
2025-01-15 11:22:09,440 DEBUG sendgrid_client: request={'method': 'POST', 'url': 'https://api.sendgrid.com/v3/mail/send', 'headers': {'Authorization': 'Bearer «a»', 'User-Agent': 'sendgrid/6.11.0;python', 'Accept': 'application/json'}, 'timeout': None}
2025-01-15 11:22:09,701 DEBUG sendgrid_client: response status=202 x-message-id=«_m»
`, V{"a": g.sendgrid(), "_m": g.b64u(22)}, "'User-Agent': 'sendgrid/6.11.0;python'", "response status=202")

	g.dpAdd("java-record-in-log-with-dsn", `
2025-03-30 05:00:01.002 INFO  [scheduler-1] c.a.etl.NightlyJob - Starting with JobConfig[source=jdbc:sqlserver://erp-sql01.acme.local:1433;databaseName=ERP;user=etl_reader;password=«a»;encrypt=true, target=s3://acme-lake/raw/erp/, since=2025-03-29T00:00Z]
`, V{"a": g.pwStrong()}, "s3://acme-lake/raw/erp/", "erp-sql01.acme.local:1433")

	g.dpAdd("nestjs-config-service-dump", `
[Nest] 41  - 03/05/2025, 9:14:02 AM   DEBUG [Bootstrap] ConfigService {
  internalConfig: {
    database: { host: 'mysql.acme.internal', port: 3306, username: 'nest', password: '«a»' },
    jwt: { secret: '«b»', expiresIn: '15m' }
  }
}
[Nest] 41  - 03/05/2025, 9:14:02 AM     LOG [NestApplication] Nest application successfully started +4ms
`, V{"a": g.pw(), "b": g.b64(32)}, "host: 'mysql.acme.internal'", "expiresIn: '15m'")

	g.dpAdd("spring-kafka-consumer-config-values", `
2025-02-12T03:11:47.208Z  INFO 1 --- [           main] o.a.k.clients.consumer.ConsumerConfig    : ConsumerConfig values: 
	auto.offset.reset = earliest
	bootstrap.servers = [pkc-12576z.us-west2.gcp.confluent.cloud:9092]
	group.id = orders-projector
	sasl.jaas.config = org.apache.kafka.common.security.plain.PlainLoginModule required username="«_u»" password="«a»";
	sasl.mechanism = PLAIN
	security.protocol = SASL_SSL
	ssl.truststore.password = null
`, V{"_u": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, "group.id = orders-projector", "ssl.truststore.password = null")
}

// ---- benign look-alikes ----

func (g *G) dpBenign() {
	g.dpAdd("benign-octokit-request-error-redacted", `
RequestError [HttpError]: Bad credentials
    at /app/node_modules/@octokit/request/dist-node/index.js:124:21
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {
  status: 401,
  response: {
    url: 'https://api.github.com/repos/acme/infra/pulls?state=open',
    status: 401,
    headers: {
      'x-github-request-id': '«_r»',
      'x-ratelimit-remaining': '59'
    },
    data: {
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401'
    }
  },
  request: {
    method: 'GET',
    url: 'https://api.github.com/repos/acme/infra/pulls?state=open',
    headers: {
      accept: 'application/vnd.github.v3+json',
      'user-agent': 'octokit-rest.js/20.1.1 octokit-core.js/5.2.0 Node.js/20',
      authorization: 'token [REDACTED]'
    },
    request: { hook: [Function: bound bound register] }
  }
}
`, V{"_r": fmt.Sprintf("%s:%s:%s:%s:%s", g.s(alHexU, 4), g.s(alHexU, 5), g.s(alHexU, 7), g.s(alHexU, 7), g.s(alHexU, 8))},
		"authorization: 'token [REDACTED]'", "'x-ratelimit-remaining': '59'")

	g.dpAdd("benign-dotnet-httpclient-redacted-headers", `
info: System.Net.Http.HttpClient.Graph.LogicalHandler[100]
      Start processing HTTP request GET https://graph.microsoft.com/v1.0/users?$top=50
trce: System.Net.Http.HttpClient.Graph.LogicalHandler[102]
      Request Headers:
      Authorization: *
      SdkVersion: *
      client-request-id: *
info: System.Net.Http.HttpClient.Graph.ClientHandler[101]
      Received HTTP response headers after 231.4501ms - 200
`, V{}, "Authorization: *", "https://graph.microsoft.com/v1.0/users?$top=50")

	g.dpAdd("benign-pydantic-secrets-masked", `
>>> s = Settings()
>>> s
Settings(environment='staging', database_password=SecretStr('**********'), signing_key=SecretBytes(b'**********'), smtp_host='smtp.eu.mailgun.org', sentry_traces_sample_rate=0.1)
>>> s.model_dump()
{'environment': 'staging', 'database_password': SecretStr('**********'), 'signing_key': SecretBytes(b'**********'), 'smtp_host': 'smtp.eu.mailgun.org', 'sentry_traces_sample_rate': 0.1}
`, V{}, "SecretBytes(b'**********')", "smtp_host='smtp.eu.mailgun.org'", "SecretStr('**********')")

	g.dpAdd("benign-rails-filtered-with-digests", `
irb(main):012> ApiKey.last
=> #<ApiKey id: 2291, account_id: 88, name: "terraform", token_digest: "«_d»", token_prefix: "ak_7Qm", last_used_at: "2025-03-02 18:22:41.091000000 +0000", secret: [FILTERED], created_at: "2025-01-20 09:00:13.551000000 +0000">
`, V{"_d": g.hex(64)}, `name: "terraform"`, "secret: [FILTERED]", `token_prefix: "ak_7Qm"`)

	g.dpAdd("benign-go-spew-public-key-and-pointers", `
(*ssh.Certificate)(«_p»)({
 Nonce: ([]uint8) (len=32 cap=32) {
  00000000  «_n1»  |................|
  00000010  «_n2»  |................|
 },
 Key: (*ssh.ed25519PublicKey)(«_q»)(«_k»),
 Serial: (uint64) 17,
 CertType: (uint32) 1,
 KeyId: (string) (len=14) "deploy@ci-0042",
 ValidPrincipals: ([]string) (len=1 cap=1) {
  (string) (len=6) "deploy"
 },
 ValidAfter: (uint64) 1740787200,
 ValidBefore: (uint64) 1740873600
})
`, func() V {
		hx := func() string {
			p := make([]string, 16)
			for i := range p {
				p[i] = g.hex(2)
			}
			return strings.Join(p[:8], " ") + "  " + strings.Join(p[8:], " ")
		}
		return V{"_p": g.dpGoPtr(), "_n1": hx(), "_n2": hx(), "_q": g.dpGoPtr(), "_k": g.b64(32)}
	}(), `KeyId: (string) (len=14) "deploy@ci-0042"`)

	g.dpAdd("benign-java-default-tostring-masked", `
2025-04-01 10:00:00.120 DEBUG c.a.vault.SecretLoader - loaded com.acme.vault.DbSecret@«_h» for path database/creds/orders-ro (lease_id=database/creds/orders-ro/«_l», ttl=3600, password=********)
`, V{"_h": g.dpJHash(), "_l": g.an(24)}, "password=********", "database/creds/orders-ro")

	g.dpAdd("benign-rust-secrecy-only", `
[src/main.rs:20:5] &cfg = Config {
    listen: 0.0.0.0:3000,
    database_url: SecretBox<str>([REDACTED]),
    jwt_secret: SecretBox<str>([REDACTED]),
    cors_origins: [
        "https://app.acme.dev",
    ],
    commit: "«_c»",
}
`, V{"_c": g.gitSHA()}, "SecretBox<str>([REDACTED])", `"https://app.acme.dev"`)

	g.dpAdd("benign-python-jwt-header-claims", `
(Pdb) pp jwt.get_unverified_header(tok)
{'alg': 'RS256', 'kid': '«_k»', 'typ': 'JWT'}
(Pdb) pp jwt.decode(tok, options={"verify_signature": False})
{'aud': 'api://acme-orders',
 'exp': 1741012345,
 'iat': 1741008745,
 'iss': 'https://login.microsoftonline.com/«_t»/v2.0',
 'oid': '«_o»',
 'roles': ['Orders.Read'],
 'sub': '«_s»'}
`, V{"_k": g.b64u(27), "_t": g.uuid(), "_o": g.uuid(), "_s": g.b64u(43)}, "'aud': 'api://acme-orders'", "'roles': ['Orders.Read']")
}
