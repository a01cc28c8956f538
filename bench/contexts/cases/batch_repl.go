package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
)

// replCases adds credentials inside interactive interpreter, console and
// debugger sessions, as a coding agent captures them or the user pastes
// them, with each tool's own prompts, continuation prompts, echo and
// result formatting.
// Sources: the Python REPL (>>> and ..., repr of str, bytes, dicts and
// namedtuples, os.environ, Fernet.generate_key(), secrets.token_hex and
// token_urlsafe, boto3 credentials and SSM responses, SQLAlchemy URLs,
// python-dotenv, keyring), bpython and ptpython; IPython and Jupyter
// console (In [n]: / Out[n]:, %env with its '<hidden>' values, !cat,
// %whos, %connect_info), Django shell and shell_plus; the Node REPL
// (util.inspect with single quotes, ... continuation, process.env), Deno
// and Bun REPLs; Ruby irb (old and new prompts, => results, pp output,
// Ruby 3.4 hash inspect), pry, the Rails console (Rails 7.2 prompts,
// credentials, ActiveRecord inspect with and without [FILTERED]); Laravel
// Tinker (PsySH = and => results, model casters with #hidden fields) and
// php -a; Elixir iex (keyword lists, maps, binaries, remote shells, Ecto
// redaction) and Erlang erl (binaries, tuples, cookies); Leiningen and
// Clojure REPLs, Scala 2 and 3, Ammonite, jshell, kotlinc, groovysh, the
// Jenkins script console, spark-shell and pyspark; ghci, R, Julia, Lua,
// the Perl debugger and re.pl; PowerShell (env:, Get-Credential,
// SecretManagement, Az tokens, Format-List and Format-Table output);
// psql (\conninfo, \x records, \du), mysql (tables and \G), sqlite3 (list
// and column modes), cqlsh, mongosh (documents, ObjectId, the
// <credentials> banner) and redis-cli (numbered replies); gdb, lldb, pdb,
// ipdb, byebug, binding.pry, rdbg, node inspect and delve; and chat,
// issue and ticket pastes of such sessions.
// Benign look-alikes: None, nil, null, undefined and empty values,
// KeyError and EnvError messages, masked and hidden values (SecretStr,
// [FILTERED], <hidden>, [Sensitive], **redacted**, [secure],
// *********(redacted), <-- hidden -->, System.Security.SecureString),
// placeholders and references (changeme, ${VAR}, #env), object ids,
// addresses, UUIDs, request ids, hashes, checksums, commit SHAs, public
// keys and fingerprints, publishable keys and versions. The case names
// start with "repl/".
func (g *G) replCases() {
	g.replPython()
	g.replIPython()
	g.replNode()
	g.replRuby()
	g.replPHP()
	g.replBEAM()
	g.replJVM()
	g.replOtherLangs()
	g.replPowerShell()
	g.replSQL()
	g.replNoSQL()
	g.replDebuggers()
	g.replTalk()
	g.replBenign()
}

// ---- helpers used only here ----

// replAdd is add with the "repl/" prefix and "ˋ" standing for a
// backtick.
func (g *G) replAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("repl/"+name, bt(tmpl), v, benign...)
}

// replAddr is an object or heap address as Python, gdb and lldb print it.
func (g *G) replAddr() string { return "0x" + g.pick("7f", "55", "56") + g.hex(10) }

// replRbAddr is an object address as Ruby's inspect prints it.
func (g *G) replRbAddr() string { return "0x0000" + g.pick("7f", "71", "55") + g.hex(10) }

// replOID is a MongoDB ObjectId.
func (g *G) replOID() string { return g.hex(24) }

// replFernet is a Fernet key: url-safe base64 of 32 random bytes.
func (g *G) replFernet() string { return base64.URLEncoding.EncodeToString(g.bytes(32)) }

// replFernetToken is a Fernet token: version 0x80, a timestamp, an IV, one
// block of ciphertext and an HMAC, url-safe base64.
func (g *G) replFernetToken() string {
	b := []byte{0x80}
	b = binary.BigEndian.AppendUint64(b, uint64(1730000000+g.r.IntN(5000000)))
	b = append(b, g.bytes(16+32+32)...)
	return base64.URLEncoding.EncodeToString(b)
}

// replAppPw is a Google app password as shown: four groups of four
// letters.
func (g *G) replAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// replPubPEM is an RSA-2048 SubjectPublicKeyInfo PEM (a public key).
func (g *G) replPubPEM() pemKey {
	der := []byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01,
		0x01, 0x05, 0x00, 0x03, 0x82, 0x01, 0x0f, 0x00, 0x30, 0x82, 0x01, 0x0a, 0x02, 0x82, 0x01, 0x01, 0x00}
	mod := g.bytes(256)
	mod[0] |= 0x80
	der = append(der, mod...)
	der = append(der, 0x02, 0x03, 0x01, 0x00, 0x01)
	return g.pemFromDER("PUBLIC KEY", der)
}

// replPhxToken is a Phoenix.Token: "HS256", the term {42, signed_at,
// 86400} in external term format, and a signature.
func (g *G) replPhxToken() string {
	term := []byte{131, 104, 3, 97, 42, 110, 6, 0}
	term = append(term, g.bytes(6)...)
	term = append(term, 98, 0, 1, 81, 128)
	return b64raw("HS256") + "." + base64.RawURLEncoding.EncodeToString(term) + "." + g.b64u(43)
}

// replLaravelEnc is a Laravel Crypt payload (ciphertext, not a secret).
func (g *G) replLaravelEnc() string {
	return b64s(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(48), g.hex(64)))
}

// replCookie is an Erlang distribution cookie.
func (g *G) replCookie() string { return g.s(alUpper, 20) }

// replSanctum is the random part of a Laravel Sanctum token with its
// CRC32 suffix.
func (g *G) replSanctum() string { return g.an(40) + g.hex(8) }

// replZoho is a Zoho OAuth access token.
func (g *G) replZoho() string { return "1000." + g.hex(32) + "." + g.hex(32) }

// replSpotify is a Spotify access token.
func (g *G) replSpotify() string { return "BQ" + g.b64u(150) }

// replDropbox is a Dropbox short-lived access token.
func (g *G) replDropbox() string { return "sl.B" + g.b64u(136) }

// replPaddle is a Paddle Billing API key.
func (g *G) replPaddle() string {
	return "pdl_live_apikey_" + g.s(alLowNum, 26) + "_" + g.an(22) + "_" + g.an(3)
}

// replResend is a Resend API key.
func (g *G) replResend() string { return "re_" + g.an(8) + "_" + g.an(24) }

// replNuget is a NuGet API key.
func (g *G) replNuget() string { return "oy2" + g.s(alLowNum, 43) }

// replRecaptcha is a reCAPTCHA site or secret key.
func (g *G) replRecaptcha() string { return "6L" + g.b64u(38) }

// replDenoDeploy is a Deno Deploy access token.
func (g *G) replDenoDeploy() string { return "ddp_" + g.an(36) }

// replArgon is an argon2id password hash (neither secret nor benign).
func (g *G) replArgon() string {
	return "$argon2id$v=19$m=65536,t=2,p=1$" + base64.RawStdEncoding.EncodeToString(g.bytes(16)) + "$" + base64.RawStdEncoding.EncodeToString(g.bytes(32))
}

// replBcrypt2y is a PHP bcrypt hash (neither secret nor benign).
func (g *G) replBcrypt2y() string { return "$2y$12$" + g.s(alAlnum+"./", 53) }

// replGHReqID is a GitHub X-GitHub-Request-Id.
func (g *G) replGHReqID() string {
	return g.s(alHexU, 4) + ":" + g.s(alHexU, 5) + ":" + g.s(alHexU, 7) + ":" + g.s(alHexU, 7) + ":" + g.s(alHexU, 8)
}

// replAzJWT is an Azure access token for a resource.
func (g *G) replAzJWT(aud, tid string) string {
	iat := 1731500000 + g.r.IntN(200000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"appid":"%s","oid":"%s","tid":"%s","ver":"1.0"}`,
		aud, tid, iat, iat, iat+3600, g.uuid(), g.uuid(), tid))
}

// ---- Python REPL, bpython, ptpython ----

func (g *G) replPython() {
	g.replAdd("py-environ-database-url", `
$ python3
Python 3.12.3 (main, Apr 10 2024, 05:33:47) [GCC 13.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import os
>>> os.environ["DATABASE_URL"]
'postgresql://orders_app:«a»@orders-db.internal.acme.io:5432/orders'
>>> os.environ.get("DATABASE_POOL_SIZE")
'20'
>>> from urllib.parse import urlsplit
>>> urlsplit(os.environ["DATABASE_URL"]).hostname
'orders-db.internal.acme.io'
`, V{"a": g.pwURL()}, "'orders-db.internal.acme.io'", "DATABASE_POOL_SIZE")

	g.replAdd("py-fernet-generate-key", `
>>> from cryptography.fernet import Fernet
>>> key = Fernet.generate_key()
>>> key
b'«a»'
>>> f = Fernet(key)
>>> token = f.encrypt(b"rotation-test")
>>> token
b'«=ct»'
>>> f.decrypt(token)
b'rotation-test'
>>> key.decode()
'«a»'
>>> exit()
$ # now FIELD_ENCRYPTION_KEY in .env.production gets the value above
`, V{"a": g.replFernet(), "=ct": g.replFernetToken()}, "FIELD_ENCRYPTION_KEY", "b'rotation-test'")

	g.replAdd("py-secrets-token-hex-urlsafe", `
Python 3.11.9 (main, Apr  2 2024, 08:25:04) [Clang 15.0.0 (clang-1500.3.9.4)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import secrets
>>> secrets.token_hex(32)
'«a»'
>>> secrets.token_urlsafe(32)
'«b»'
>>> len(_)
43
>>> # first one -> SESSION_SECRET, second one -> CSRF_SECRET
`, V{"a": g.hex(64), "b": g.b64u(43)}, "SESSION_SECRET")

	g.replAdd("py-boto3-frozen-credentials", `
>>> import boto3
>>> session = boto3.Session(profile_name="prod-admin")
>>> creds = session.get_credentials()
>>> creds
<botocore.credentials.RefreshableCredentials object at «_addr»>
>>> creds.get_frozen_credentials()
ReadOnlyCredentials(access_key='«a»', secret_key='«b»', token='«c»')
>>> session.region_name
'eu-central-1'
>>> creds.method
'sso'
`, V{"_addr": g.replAddr(), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "botocore.credentials.RefreshableCredentials", "'eu-central-1'")

	g.replAdd("py-settings-vars-dict", `
>>> from app.core.config import settings
>>> vars(settings)
{'project_name': 'billing-api', 'environment': 'staging', 'debug': False, 'redis_url': 'redis://:«a»@redis-staging.internal:6379/0', 'stripe_secret_key': '«b»', 'stripe_webhook_secret': '«c»', 'allowed_hosts': ['billing.staging.acme.io'], 'log_level': 'INFO'}
>>> settings.environment
'staging'
`, V{"a": g.pwURL(), "b": g.skTest(), "c": g.whsec()}, "redis-staging.internal:6379/0", "billing.staging.acme.io")

	g.replAdd("py-requests-session-headers", `
>>> import os, requests
>>> s = requests.Session()
>>> s.headers["Authorization"] = f"token {os.environ['GH_TOKEN']}"
>>> s.headers
{'User-Agent': 'python-requests/2.32.3', 'Accept-Encoding': 'gzip, deflate', 'Accept': '*/*', 'Connection': 'keep-alive', 'Authorization': 'token «a»'}
>>> r = s.get("https://api.github.com/user")
>>> r.status_code, r.headers["X-GitHub-Request-Id"]
(200, '«_rid»')
>>> r.json()["login"]
'octo-ops'
`, V{"a": g.ghp(), "_rid": g.replGHReqID()}, "python-requests/2.32.3", "'octo-ops'")

	key, pub := g.sshEd25519("deploy@ci")
	g.replAdd("py-read-bytes-ssh-key", `
>>> from pathlib import Path
>>> Path("deploy/id_ed25519.pub").read_text()
'«_pub»\n'
>>> Path("deploy/id_ed25519").read_bytes()
b'«k»\n'
>>> oct(Path("deploy/id_ed25519").stat().st_mode)
'0o100644'
`, V{"_pub": pub + " deploy@ci", "k": jsonEsc(key.block())}, "'0o100644'")

	g.replAdd("py-dotenv-values", `
>>> from dotenv import dotenv_values
>>> dotenv_values(".env")
{'DJANGO_SETTINGS_MODULE': 'shop.settings.local', 'DATABASE_URL': 'postgres://shop:«a»@localhost:5432/shop', 'SENDGRID_API_KEY': '«b»', 'SENTRY_DSN': '', 'CELERY_BROKER_URL': 'redis://localhost:6379/1'}
>>> dotenv_values(".env.example")["SENDGRID_API_KEY"]
'SG.xxxxxxxx'
`, V{"a": g.pw(), "b": g.sendgrid()}, "shop.settings.local", "'SG.xxxxxxxx'")

	g.replAdd("py-openai-client-api-key", `
>>> from openai import OpenAI
>>> client = OpenAI()
>>> client.api_key
'«a»'
>>> client.base_url
URL('https://api.openai.com/v1/')
>>> client.models.retrieve("gpt-4o-mini").id
'gpt-4o-mini'
`, V{"a": g.openai()}, "URL('https://api.openai.com/v1/')")

	g.replAdd("bpython-keyring-get-password", `
$ bpython
bpython version 0.24 on top of Python 3.12.2 /home/dev/.venvs/mailer/bin/python
>>> import keyring
>>> keyring.get_keyring()
<keyring.backends.SecretService.Keyring object at «_addr»>
>>> keyring.get_password("smtp.gmail.com", "alerts@acme.io")
'«a»'
>>> keyring.get_password("smtp.gmail.com", "billing@acme.io")
>>>
`, V{"_addr": g.replAddr(), "a": g.replAppPw()}, "keyring.backends.SecretService.Keyring", "alerts@acme.io")

	iat := 1731000000 + g.r.IntN(1000000)
	g.replAdd("ptpython-jwt-encode", `
$ ptpython
>>> import jwt, time
>>> SECRET = "«a»"
>>> tok = jwt.encode({"sub": "svc-reporting", "scope": "reports:read", "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")
>>> tok
'«b»'
>>> jwt.decode(tok, SECRET, algorithms=["HS256"])["sub"]
'svc-reporting'
`, V{"a": g.an(40), "b": g.jwt("HS256", fmt.Sprintf(`{"sub":"svc-reporting","scope":"reports:read","exp":%d}`, iat+86400))}, "'svc-reporting'")

	c := g.s(alLowNum, 5)
	g.replAdd("py-mongodb-uri-and-client", `
>>> from pymongo import MongoClient
>>> uri = os.environ["MONGODB_URI"]
>>> uri
'mongodb+srv://analytics:«a»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority&appName=Cluster0'
>>> client = MongoClient(uri)
>>> client
MongoClient(host=['cluster0-shard-00-01.«_c».mongodb.net:27017', 'cluster0-shard-00-00.«_c».mongodb.net:27017', 'cluster0-shard-00-02.«_c».mongodb.net:27017'], document_class=dict, tz_aware=False, connect=True, retrywrites=True, w='majority', appname='Cluster0', authsource='admin', replicaset='atlas-«_rs»-shard-0', tls=True)
>>> client.admin.command("ping")
{'ok': 1}
`, V{"a": g.pwURL(), "_c": c, "_rs": g.s(alLowNum, 6)}, "document_class=dict")

	g.replAdd("py-sqlalchemy-url-render", `
>>> from sqlalchemy import create_engine
>>> engine = create_engine(os.environ["SQLALCHEMY_DATABASE_URI"])
>>> engine
Engine(postgresql+psycopg2://reporting:***@warehouse.internal:5432/analytics)
>>> engine.url.password
'«a»'
>>> engine.url.render_as_string(hide_password=False)
'postgresql+psycopg2://reporting:«a»@warehouse.internal:5432/analytics'
`, V{"a": g.pw()}, "reporting:***@warehouse.internal:5432/analytics")

	g.replAdd("py-ssm-get-parameter-decrypted", `
>>> ssm = boto3.client("ssm", region_name="us-east-1")
>>> ssm.get_parameter(Name="/payments/prod/braintree_private_key", WithDecryption=True)
{'Parameter': {'Name': '/payments/prod/braintree_private_key', 'Type': 'SecureString', 'Value': '«a»', 'Version': 4, 'LastModifiedDate': datetime.datetime(2024, 11, 3, 14, 22, 7, 512000, tzinfo=tzlocal()), 'ARN': 'arn:aws:ssm:us-east-1:«_acct»:parameter/payments/prod/braintree_private_key', 'DataType': 'text'}, 'ResponseMetadata': {'RequestId': '«_rid»', 'HTTPStatusCode': 200, 'HTTPHeaders': {'server': 'Server', 'date': 'Sun, 03 Nov 2024 14:25:41 GMT', 'content-type': 'application/x-amz-json-1.1', 'content-length': '351', 'connection': 'keep-alive', 'x-amzn-requestid': '«_rid»'}, 'RetryAttempts': 0}}
`, V{"a": g.hex(32), "_acct": g.digits(12), "_rid": g.uuid()}, "/payments/prod/braintree_private_key")

	// benign-only

	g.replAdd("py-environ-missing-keyerror", `
>>> import os
>>> os.environ.get("OPENAI_API_KEY")
>>> print(os.environ.get("OPENAI_API_KEY"))
None
>>> "OPENAI_API_KEY" in os.environ
False
>>> os.environ["OPENAI_API_KEY"]
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "<frozen os>", line 714, in __getitem__
KeyError: 'OPENAI_API_KEY'
>>> os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1")
'https://api.openai.com/v1'
`, V{}, "KeyError: 'OPENAI_API_KEY'", "File \"<frozen os>\", line 714, in __getitem__")

	g.replAdd("py-sts-caller-identity", `
>>> boto3.client("sts").get_caller_identity()
{'UserId': '«_uid»', 'Account': '«_acct»', 'Arn': 'arn:aws:iam::«_acct»:user/ci-deployer', 'ResponseMetadata': {'RequestId': '«_rid»', 'HTTPStatusCode': 200, 'HTTPHeaders': {'x-amzn-requestid': '«_rid»', 'content-type': 'text/xml', 'content-length': '405', 'date': 'Tue, 12 Nov 2024 09:14:02 GMT'}, 'RetryAttempts': 0}}
>>> boto3.Session().get_credentials().method
'shared-credentials-file'
`, V{"_uid": "AIDA" + g.s(alUpNum, 17), "_acct": g.digits(12), "_rid": g.uuid()}, "'shared-credentials-file'")

	g.replAdd("py-hashes-uuid-sha", `
>>> import hashlib, uuid, subprocess
>>> hashlib.sha256(open("dist/billing_api-2.4.1-py3-none-any.whl", "rb").read()).hexdigest()
'«_h»'
>>> uuid.uuid4()
UUID('«_u»')
>>> subprocess.check_output(["git", "rev-parse", "HEAD"]).decode().strip()
'«_sha»'
>>> hashlib.md5(b"ops@acme.io").hexdigest()
'«_md5»'
`, V{"_h": g.hex(64), "_u": g.uuid(), "_sha": g.gitSHA(), "_md5": g.hex(32)}, "billing_api-2.4.1-py3-none-any.whl")

	g.replAdd("py-pydantic-secretstr", `
>>> from app.settings import Settings
>>> s = Settings()
>>> s
Settings(app_name='ledger', environment='production', openai_api_key=SecretStr('**********'), db_password=SecretStr('**********'), db_host='ledger-db.prod.internal', sentry_traces_sample_rate=0.1)
>>> s.openai_api_key
SecretStr('**********')
>>> str(s.db_password)
'**********'
>>> len(s.openai_api_key.get_secret_value())
164
`, V{}, "SecretStr('**********')", "ledger-db.prod.internal")

	g.replAdd("py-environ-placeholders-from-example", `
>>> {k: v for k, v in os.environ.items() if k.startswith("APP_")}
{'APP_ENV': 'development', 'APP_SECRET': 'changeme', 'APP_API_KEY': '<your-api-key>', 'APP_DB_PASSWORD': '${DB_PASSWORD}', 'APP_PORT': '8000'}
>>> # these are the .env.example values, compose didn't pick up my real .env
`, V{}, "'APP_SECRET': 'changeme'", "'<your-api-key>'", "'${DB_PASSWORD}'")
}

// ---- IPython, Jupyter console, Django shell_plus ----

func (g *G) replIPython() {
	g.replAdd("ipy-env-magic-get", `
In [1]: %env OPENAI_API_KEY
Out[1]: '«a»'

In [2]: %env OPENAI_ORG_ID
Out[2]: '«_org»'

In [3]: %env OPENAI_PROJECT_ID
Out[3]: '«_proj»'
`, V{"a": g.openaiSvc(), "_org": "org-" + g.an(24), "_proj": "proj_" + g.an(24)})

	g.replAdd("ipy-env-magic-set", `
In [4]: %env ANTHROPIC_API_KEY=«a»
env: ANTHROPIC_API_KEY=«a»

In [5]: import anthropic; client = anthropic.Anthropic()

In [6]: client.messages.create(model="claude-3-5-haiku-latest", max_tokens=20, messages=[{"role": "user", "content": "ping"}]).id
Out[6]: '«_mid»'
`, V{"a": g.anthropic(), "_mid": "msg_01" + g.s(alB58, 22)}, "claude-3-5-haiku-latest")

	g.replAdd("ipy-bang-cat-env", `
In [7]: !cat .env
POSTGRES_HOST=localhost
POSTGRES_USER=airflow
POSTGRES_PASSWORD=«a»
AIRFLOW__CORE__FERNET_KEY=«b»
AIRFLOW__WEBSERVER__SECRET_KEY=«c»
_AIRFLOW_WWW_USER_USERNAME=admin

In [8]: !ls -la .env
-rw-r--r-- 1 dev dev 214 Nov 12 09:40 .env
`, V{"a": g.pw(), "b": g.replFernet(), "c": g.hex(32)}, "_AIRFLOW_WWW_USER_USERNAME=admin")

	g.replAdd("ipy-env-dump-hidden-and-not", `
In [1]: %env
Out[1]:
{'SHELL': '/bin/zsh',
 'HOME': '/Users/maria',
 'OPENAI_API_KEY': '<hidden>',
 'AWS_ACCESS_KEY_ID': '<hidden>',
 'AWS_SECRET_ACCESS_KEY': '<hidden>',
 'PGPASSWORD': '«a»',
 'DATABASE_URL': 'postgresql://maria:«a»@localhost:5432/research',
 'HF_TOKEN': '<hidden>',
 'MPLBACKEND': 'module://matplotlib_inline.backend_inline',
 'VIRTUAL_ENV': '/Users/maria/.venvs/research'}
`, V{"a": g.pw()}, "'HF_TOKEN': '<hidden>'", "'AWS_SECRET_ACCESS_KEY': '<hidden>'")

	g.replAdd("jupyter-console-hf-login", `
$ jupyter console
Jupyter console 6.6.3

Python 3.11.9 | packaged by conda-forge | (main, Apr 19 2024, 18:36:13) [GCC 12.3.0]
Type 'copyright', 'credits' or 'license' for more information
IPython 8.24.0 -- An enhanced Interactive Python. Type '?' for help.

In [1]: from huggingface_hub import login, whoami

In [2]: login(token="«a»")
The token has not been saved to the git credentials helper. Pass ˋadd_to_git_credential=Trueˋ in this function directly or ˋ--add-to-git-credentialˋ if using via ˋhuggingface-cliˋ if you want to set the git credential as well.
Token is valid (permission: write).
Your token has been saved to /home/dev/.cache/huggingface/token
Login successful

In [3]: whoami()["name"]
Out[3]: 'dev-acme'
`, V{"a": g.hfTok()}, "/home/dev/.cache/huggingface/token")

	g.replAdd("django-shell-plus-settings", `
$ python manage.py shell_plus
# Shell Plus Model Imports
from accounts.models import ApiToken, User
from billing.models import Invoice, Subscription
from django.contrib.auth.models import Group, Permission
# Shell Plus Django Imports
from django.conf import settings
from django.db import transaction
from django.utils import timezone
Python 3.12.2 (main, Feb 25 2024, 16:35:42) [GCC 12.2.0]
Type 'copyright', 'credits' or 'license' for more information
IPython 8.22.2 -- An enhanced Interactive Python. Type '?' for help.

In [1]: settings.SECRET_KEY
Out[1]: '«a»'

In [2]: settings.EMAIL_HOST_PASSWORD
Out[2]: '«b»'

In [3]: settings.EMAIL_HOST
Out[3]: 'smtp.mailgun.org'
`, V{"a": g.djangoKey(), "b": g.pw()}, "from billing.models import Invoice, Subscription", "'smtp.mailgun.org'")

	g.replAdd("ipy-zoho-token-response", `
In [5]: r = requests.post("https://accounts.zoho.com/oauth/v2/token", data={"grant_type": "refresh_token", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "refresh_token": REFRESH})

In [6]: r.json()
Out[6]:
{'access_token': '«a»',
 'scope': 'ZohoCRM.modules.ALL',
 'api_domain': 'https://www.zohoapis.com',
 'token_type': 'Bearer',
 'expires_in': 3600}

In [7]: CLIENT_ID
Out[7]: '1000.«_cid»'

In [8]: CLIENT_SECRET
Out[8]: '«b»'
`, V{"a": g.replZoho(), "_cid": g.s(alUpNum, 30), "b": g.s(alLowNum, 42)}, "ZohoCRM.modules.ALL")

	g.replAdd("ipy-pandas-partner-keys", `
In [3]: df = pd.read_csv("exports/partners.csv")

In [4]: df[["partner", "contact", "api_key", "active"]].head(3)
Out[4]:
     partner                contact                           api_key  active
0  Northwind  ops@northwind.example  «a»    True
1     Globex     it@globex.example  «b»    True
2    Initech    dev@initech.example  «c»   False

In [5]: df.shape
Out[5]: (41, 7)
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(32)}, "ops@northwind.example")

	g.replAdd("ipy-whos-db-pass", `
In [9]: %whos
Variable    Type          Data/Info
-----------------------------------
DB_HOST     str           pg-analytics.internal
DB_PASS     str           «a»
DB_USER     str           analyst
conn        connection    <connection object at 0x7<...>ts.internal', closed: 0>
pd          module        <module 'pandas' from '/<...>es/pandas/__init__.py'>
`, V{"a": g.pw()}, "pg-analytics.internal")

	g.replAdd("ipy-connect-info-kernel-key", `
In [1]: %connect_info
{
  "shell_port": 52107,
  "iopub_port": 52108,
  "stdin_port": 52109,
  "control_port": 52111,
  "hb_port": 52110,
  "ip": "127.0.0.1",
  "key": "«a»",
  "transport": "tcp",
  "signature_scheme": "hmac-sha256",
  "kernel_name": "python3"
}

Paste the above JSON into a file, and connect with:
    $> jupyter <app> --existing <file>
or, if you are local, you can connect with just:
    $> jupyter <app> --existing kernel-48213.json
or even just:
    $> jupyter <app> --existing
if this is the most recent Jupyter kernel you have started.
`, V{"a": g.hex(8) + "-" + g.hex(24)}, "kernel-48213.json", "\"signature_scheme\": \"hmac-sha256\"")

	g.replAdd("ipy-stripe-api-key-typed", `
In [1]: import stripe

In [2]: stripe.api_key = "«a»"

In [3]: c = stripe.Customer.retrieve("«_cus»")

In [4]: c.email, c.default_source
Out[4]: ('finance@contoso.example', '«_card»')
`, V{"a": g.skTest(), "_cus": "cus_" + g.an(14), "_card": "card_1" + g.an(23)}, "finance@contoso.example")

	// benign-only

	g.replAdd("ipy-getpass-length-only", `
In [1]: from getpass import getpass

In [2]: pw = getpass("Snowflake password: ")
Snowflake password: ········

In [3]: len(pw)
Out[3]: 19

In [4]: conn = snowflake.connector.connect(user="DATA_ENG", password=pw, account="«_acct»", warehouse="TRANSFORM_WH")

In [5]: conn.session_id
Out[5]: «_sid»
`, V{"_acct": "xy" + g.digits(5) + ".eu-central-1", "_sid": g.digits(13)}, "password=pw", "TRANSFORM_WH")

	g.replAdd("ipy-git-and-file-hashes", `
In [12]: !git log --oneline -3
«_s1» Pin numpy<2 for the training image
«_s2» Add feature store client
«_s3» Bump ruff to 0.7.3

In [13]: !sha256sum data/train.parquet
«_h»  data/train.parquet

In [14]: import mlflow; mlflow.active_run().info.run_id
Out[14]: '«_run»'
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7), "_h": g.hex(64), "_run": g.hex(32)}, "data/train.parquet")

	g.replAdd("ipy-psycopg2-dsn-masked", `
In [3]: conn = psycopg2.connect(os.environ["PG_DSN"])

In [4]: conn
Out[4]: <connection object at «_addr»; dsn: 'user=etl password=xxx dbname=warehouse host=pg-warehouse.internal port=5432 sslmode=require', closed: 0>

In [5]: conn.get_dsn_parameters()
Out[5]:
{'user': 'etl',
 'channel_binding': 'prefer',
 'dbname': 'warehouse',
 'host': 'pg-warehouse.internal',
 'port': '5432',
 'options': '',
 'sslmode': 'require',
 'target_session_attrs': 'any'}
`, V{"_addr": g.replAddr()}, "password=xxx", "pg-warehouse.internal")

	g.replAdd("ipy-env-dump-all-hidden", `
In [2]: %env
Out[2]:
{'PATH': '/opt/conda/bin:/usr/local/bin:/usr/bin:/bin',
 'HOSTNAME': 'jupyter-kim',
 'JUPYTERHUB_API_TOKEN': '<hidden>',
 'JPY_API_TOKEN': '<hidden>',
 'JUPYTERHUB_USER': 'kim',
 'JUPYTERHUB_SERVICE_PREFIX': '/user/kim/',
 'WANDB_API_KEY': '<hidden>',
 'AWS_SECRET_ACCESS_KEY': '<hidden>',
 'AWS_DEFAULT_REGION': 'us-west-2'}

In [3]: # good, the hub masks them
`, V{}, "'JUPYTERHUB_API_TOKEN': '<hidden>'", "'WANDB_API_KEY': '<hidden>'", "/user/kim/")
}

// ---- Node, Deno and Bun REPLs ----

func (g *G) replNode() {
	g.replAdd("node-process-env-stripe-key", `
$ node
Welcome to Node.js v20.12.2.
Type ".help" for more information.
> process.env.STRIPE_SECRET_KEY
'«a»'
> process.env.STRIPE_SECRET_KEY.startsWith('sk_live_')
true
> .exit
`, V{"a": g.skLive()}, "Welcome to Node.js v20.12.2.")

	g.replAdd("node-process-env-dump", `
> process.env
{
  SHELL: '/bin/bash',
  COLORTERM: 'truecolor',
  PWD: '/home/dev/src/notify-service',
  LOGNAME: 'dev',
  HOME: '/home/dev',
  LANG: 'C.UTF-8',
  NODE_ENV: 'development',
  DATABASE_URL: 'postgres://notify:«a»@localhost:5432/notify_dev',
  TWILIO_ACCOUNT_SID: '«_sid»',
  TWILIO_AUTH_TOKEN: '«b»',
  JWT_SECRET: '«c»',
  PATH: '/home/dev/.nvm/versions/node/v20.12.2/bin:/usr/local/bin:/usr/bin:/bin',
  _: '/home/dev/.nvm/versions/node/v20.12.2/bin/node'
}
`, V{"a": g.pwURL(), "_sid": g.twilioSID(), "b": g.hex(32), "c": g.b64(48)}, "/home/dev/src/notify-service")

	g.replAdd("node-require-config-json", `
> const config = require('./config/production.json')
undefined
> config
{
  port: 8080,
  db: {
    host: 'orders-db.cluster-c1x2.us-east-1.rds.amazonaws.com',
    user: 'orders',
    password: '«a»',
    database: 'orders'
  },
  aws: {
    region: 'us-east-1',
    accessKeyId: '«b»',
    secretAccessKey: '«c»'
  },
  sentryDsn: 'https://«=k»@o«_o».ingest.sentry.io/«_p»'
}
`, V{"a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret(), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "orders-db.cluster-c1x2.us-east-1.rds.amazonaws.com")

	g.replAdd("node-crypto-random-secrets", `
> crypto.randomBytes(32).toString('hex')
'«a»'
> crypto.randomBytes(48).toString('base64')
'«b»'
> // first for ACCESS_TOKEN_SECRET, second for REFRESH_TOKEN_SECRET
undefined
`, V{"a": g.hex(64), "b": g.b64(48)}, "REFRESH_TOKEN_SECRET")

	iat := 1731000000 + g.r.IntN(1000000)
	uid := g.an(12)
	g.replAdd("node-jsonwebtoken-sign", `
> const jwt = require('jsonwebtoken')
undefined
> const t = jwt.sign({ sub: 'usr_«_u»', role: 'admin' }, '«a»', { expiresIn: '7d' })
undefined
> t
'«b»'
> jwt.decode(t)
{ sub: 'usr_«_u»', role: 'admin', iat: «=iat», exp: «=exp» }
`, V{"_u": uid, "a": g.pwStrong(), "b": g.jwt("HS256", fmt.Sprintf(`{"sub":"usr_%s","role":"admin","iat":%d,"exp":%d}`, uid, iat, iat+604800)),
		"=iat": fmt.Sprint(iat), "=exp": fmt.Sprint(iat + 604800)}, "role: 'admin'")

	g.replAdd("node-multiline-s3-client", `
> const { S3Client, ListBucketsCommand } = require('@aws-sdk/client-s3')
undefined
> const s3 = new S3Client({
... region: 'eu-west-1',
... credentials: {
..... accessKeyId: '«a»',
..... secretAccessKey: '«b»'
..... }
... })
undefined
> (await s3.send(new ListBucketsCommand({}))).Buckets.map(b => b.Name)
[ 'acme-assets-prod', 'acme-logs-eu', 'acme-terraform-state' ]
`, V{"a": g.awsID(), "b": g.awsSecret()}, "'acme-terraform-state'")

	regPw := g.pwURL()
	g.replAdd("node-buffer-basic-auth-decode", `
> process.env.REGISTRY_AUTH
'«b»'
> Buffer.from(process.env.REGISTRY_AUTH, 'base64').toString()
'ci-bot:«a»'
> new URL(process.env.NPM_REGISTRY).host
'npm.pkg.acme.io'
`, V{"b": b64s("ci-bot:" + regPw), "a": regPw}, "'npm.pkg.acme.io'")

	g.replAdd("deno-env-get-supabase", `
$ deno repl --allow-env --allow-net
Deno 1.44.4
exit using ctrl+d, ctrl+c, or close()
> Deno.env.get("SUPABASE_URL")
"https://«_ref».supabase.co"
> Deno.env.get("SUPABASE_SERVICE_ROLE_KEY")
"«a»"
> const { createClient } = await import("npm:@supabase/supabase-js@2")
undefined
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "npm:@supabase/supabase-js@2")

	g.replAdd("deno-env-toobject", `
> Deno.env.toObject()
{
  HOME: "/home/dev",
  DENO_DIR: "/home/dev/.cache/deno",
  DENO_KV_ACCESS_TOKEN: "«a»",
  DISCORD_PUBLIC_KEY: "«_pk»",
  DISCORD_BOT_TOKEN: "«b»",
  TERM: "xterm-256color"
}
`, V{"a": g.replDenoDeploy(), "_pk": g.hex(64), "b": g.discordBot()}, "/home/dev/.cache/deno")

	g.replAdd("bun-repl-env-and-hash", `
$ bun repl
Welcome to Bun v1.1.34
Type ".help" for more information.
> Bun.env.RESEND_API_KEY
"«a»"
> await Bun.password.hash("«b»")
"«=h»"
> Bun.version
"1.1.34"
`, V{"a": g.replResend(), "b": g.pw(), "=h": g.replArgon()}, "Welcome to Bun v1.1.34")

	g.replAdd("node-pg-password-non-enumerable", `
> const { Client } = require('pg')
undefined
> const c = new Client({ connectionString: process.env.DATABASE_URL })
undefined
> c.connectionParameters
ConnectionParameters {
  user: 'ledger',
  database: 'ledger',
  port: 5432,
  host: 'ledger-db.internal',
  binary: false,
  options: undefined,
  ssl: false,
  client_encoding: '',
  replication: undefined,
  isDomainSocket: false,
  application_name: undefined,
  fallback_application_name: undefined,
  statement_timeout: false,
  lock_timeout: false,
  idle_in_transaction_session_timeout: false,
  query_timeout: false,
  connect_timeout: 0
}
> c.password
'«a»'
`, V{"a": g.pw()}, "host: 'ledger-db.internal'")

	// benign-only

	g.replAdd("node-env-undefined", `
> process.env.OPENAI_API_KEY
undefined
> Object.keys(process.env).filter(k => /KEY|TOKEN|SECRET/.test(k))
[]
> require('dotenv').config({ path: '.env.local' }).error?.code
'ENOENT'
> require('fs').existsSync('.env.local')
false
`, V{}, "/KEY|TOKEN|SECRET/", "'ENOENT'")

	g.replAdd("node-uuid-and-digests", `
> crypto.randomUUID()
'«_u»'
> crypto.createHash('sha256').update(fs.readFileSync('dist/app.js')).digest('hex')
'«_h»'
> require('./package.json').version
'3.8.1'
> crypto.createHash('md5').update('ops@acme.io').digest('hex')
'«_g»'
`, V{"_u": g.uuid(), "_h": g.hex(64), "_g": g.hex(32)}, "'3.8.1'")

	g.replAdd("node-convict-sensitive", `
> const config = require('./src/config')
undefined
> console.log(config.toString())
{
  "env": "production",
  "port": 3000,
  "db": {
    "host": "pg-primary.internal",
    "name": "payments",
    "password": "[Sensitive]"
  },
  "stripe": {
    "secretKey": "[Sensitive]",
    "webhookSecret": "[Sensitive]"
  }
}
undefined
`, V{}, "\"password\": \"[Sensitive]\"", "pg-primary.internal")

	g.replAdd("deno-dotenv-example-placeholders", `
> import { load } from "jsr:@std/dotenv"
undefined
> await load({ envPath: ".env.example", export: true })
{
  API_BASE_URL: "http://localhost:8000",
  API_KEY: "your-api-key-here",
  DATABASE_URL: "postgres://user:password@localhost:5432/app",
  JWT_SECRET: "replace-me"
}
> Deno.env.get("API_KEY") === "your-api-key-here"
true
`, V{}, "your-api-key-here", "postgres://user:password@localhost:5432/app", "\"replace-me\"")

	g.replAdd("node-publishable-keys-only", `
> process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
'«_pk»'
> process.env.STRIPE_SECRET_KEY
undefined
> process.env.NEXT_PUBLIC_SUPABASE_URL
'https://«_ref».supabase.co'
> process.env.NEXT_PUBLIC_POSTHOG_HOST
'https://eu.i.posthog.com'
`, V{"_pk": g.pkLive(), "_ref": g.s(alLower, 20)}, "'https://eu.i.posthog.com'")
}

// ---- Ruby: irb, pry, the Rails console ----

func (g *G) replRuby() {
	g.replAdd("irb-env-secret-key-base", `
$ irb
irb(main):001:0> ENV["SECRET_KEY_BASE"]
=> "«a»"
irb(main):002:0> ENV["SECRET_KEY_BASE"].length
=> 128
irb(main):003:0> ENV["RAILS_ENV"]
=> "production"
`, V{"a": g.hex(128)}, "=> \"production\"")

	g.replAdd("irb-securerandom", `
irb(main):001> require "securerandom"
=> true
irb(main):002> SecureRandom.hex(64)
=> "«a»"
irb(main):003> SecureRandom.base64(32)
=> "«b»"
irb(main):004> SecureRandom.uuid
=> "«_u»"
`, V{"a": g.hex(128), "b": g.b64(32), "_u": g.uuid()})

	g.replAdd("rails-console-credentials-config", `
$ bin/rails console
Loading development environment (Rails 7.1.3.4)
irb(main):001> Rails.application.credentials.config
=> 
{:secret_key_base=>
  "«a»",
 :aws=>{:access_key_id=>"«b»", :secret_access_key=>"«c»"},
 :stripe=>{:publishable_key=>"«_pk»", :secret_key=>"«d»"}}
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "_pk": g.pkLive(), "d": g.skLive()}, "Loading development environment (Rails 7.1.3.4)")

	g.replAdd("rails72-prod-console-dig", `
$ kamal app exec -i 'bin/rails console'
Loading production environment (Rails 7.2.1)
acme-store(prod)> Rails.application.credentials.dig(:openai, :api_key)
=> "«a»"
acme-store(prod)> Rails.application.credentials.openai
=> {api_key: "«a»", organization: "«_org»"}
`, V{"a": g.openai(), "_org": "org-" + g.an(24)}, "acme-store(prod)>")

	g.replAdd("rails-user-api-token-attribute", `
store(dev)> user = User.find_by(email: "ops@acme.io")
  User Load (0.6ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "ops@acme.io"], ["LIMIT", 1]]
=> #<User id: 42, email: "ops@acme.io", api_token: [FILTERED], role: "admin", created_at: "2023-08-14 09:12:44.118213000 +0000", updated_at: "2024-10-02 17:40:03.551920000 +0000">
store(dev)> user.api_token
=> "«a»"
`, V{"a": g.b64u(32)}, "api_token: [FILTERED]")

	g.replAdd("rails6-inspect-unfiltered-integration", `
irb(main):003:0> Integration.where(provider: "slack").first
  Integration Load (0.9ms)  SELECT "integrations".* FROM "integrations" WHERE "integrations"."provider" = $1 ORDER BY "integrations"."id" ASC LIMIT $2  [["provider", "slack"], ["LIMIT", 1]]
=> #<Integration id: 7, account_id: 311, provider: "slack", access_token: "«a»", webhook_url: "https://hooks.slack.com/services/«_t»/«_b»/«c»", channel: "#deploys", created_at: "2021-03-09 11:20:51", updated_at: "2022-06-30 08:02:17">
`, V{"a": g.xoxb(), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24)}, "channel: \"#deploys\"")

	g.replAdd("pry-rails-connection-config", `
[1] pry(main)> ActiveRecord::Base.connection_db_config.configuration_hash
=> {:adapter=>"postgresql",
 :encoding=>"unicode",
 :pool=>5,
 :username=>"store",
 :password=>"«a»",
 :host=>"store-db.cluster-ro-c8a1.eu-west-1.rds.amazonaws.com",
 :database=>"store_production"}
[2] pry(main)> 
`, V{"a": g.pwStrong()}, "store-db.cluster-ro-c8a1.eu-west-1.rds.amazonaws.com")

	regPw := g.pwURL()
	g.replAdd("irb-net-http-basic-auth", `
irb(main):004> req = Net::HTTP::Get.new(URI("https://registry.acme.io/v2/_catalog"))
=> #<Net::HTTP::Get GET>
irb(main):005> req.basic_auth("deploy", "«a»")
=> ["Basic «b»"]
irb(main):006> req["authorization"]
=> "Basic «b»"
`, V{"a": regPw, "b": base64.StdEncoding.EncodeToString([]byte("deploy:" + regPw))}, "#<Net::HTTP::Get GET>")

	g.replAdd("rails-credentials-show-template", `
$ EDITOR=cat bin/rails credentials:show
# aws:
#   access_key_id: 123
#   secret_access_key: 345

# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.
secret_key_base: «a»
`, V{"a": g.hex(128)}, "#   access_key_id: 123", "#   secret_access_key: 345")

	g.replAdd("irb-aws-sdk-shared-credentials", `
irb(main):001> require "aws-sdk-core"
=> true
irb(main):002> creds = Aws::SharedCredentials.new(profile_name: "deploy")
=> #<Aws::SharedCredentials profile_name="deploy" path="/home/dev/.aws/credentials" access_key_id="«a»">
irb(main):003> creds.credentials.secret_access_key
=> "«b»"
`, V{"a": g.awsID(), "b": g.awsSecret()}, "/home/dev/.aws/credentials")

	g.replAdd("rails-sidekiq-redis-config", `
store(prod)> Sidekiq.default_configuration.redis
=> {url: "redis://:«a»@redis-jobs.internal:6379/2", network_timeout: 5, pool_timeout: 5}
store(prod)> Sidekiq::Queue.all.map { [it.name, it.size] }
=> [["default", 0], ["mailers", 3], ["low", 118]]
`, V{"a": g.an(32)}, "redis-jobs.internal:6379/2")

	g.replAdd("irb-ruby34-env-select", `
irb(main):001> ENV.to_h.select { |k, _| k.match?(/TOKEN|API_KEY/) }
=> 
{"GITHUB_TOKEN" => "«a»",
 "RUBYGEMS_API_KEY" => "«b»",
 "HOMEBREW_GITHUB_API_TOKEN" => "«c»"}
`, V{"a": g.gho(), "b": g.rubygems(), "c": g.ghp()}, "HOMEBREW_GITHUB_API_TOKEN")

	// benign-only

	g.replAdd("rails-console-filtered-user", `
store(dev)> User.last
  User Load (0.4ms)  SELECT "users".* FROM "users" ORDER BY "users"."id" DESC LIMIT $1  [["LIMIT", 1]]
=> 
#<User:«_addr»
 id: 1187,
 email: "jane.doe@example.com",
 encrypted_password: "[FILTERED]",
 reset_password_token: nil,
 otp_secret: "[FILTERED]",
 confirmation_token: "[FILTERED]",
 sign_in_count: 14,
 created_at: Mon, 04 Mar 2024 10:11:12.000000000 UTC +00:00>
store(dev)> Rails.application.credentials.stripe
=> nil
`, V{"_addr": g.replRbAddr()}, "encrypted_password: \"[FILTERED]\"", "otp_secret: \"[FILTERED]\"")

	g.replAdd("irb-env-nil-keyerror", `
irb(main):001> ENV["STRIPE_SECRET_KEY"]
=> nil
irb(main):002> ENV.fetch("STRIPE_SECRET_KEY")
(irb):2:in 'ENV.fetch': key not found: "STRIPE_SECRET_KEY" (KeyError)
	from (irb):2:in '<main>'
	from <internal:kernel>:187:in 'loop'
irb(main):003> ENV.fetch("STRIPE_SECRET_KEY", "sk_test_placeholder")
=> "sk_test_placeholder"
`, V{}, "key not found: \"STRIPE_SECRET_KEY\" (KeyError)", "sk_test_placeholder")

	g.replAdd("rails-activestorage-blob", `
irb(main):001> ActiveStorage::Blob.last
=> #<ActiveStorage::Blob id: 912, key: "«_k»", filename: "invoice-2024-11.pdf", content_type: "application/pdf", metadata: {"identified"=>true, "analyzed"=>true}, service_name: "amazon", byte_size: 48213, checksum: "«_cs»", created_at: "2024-11-04 08:31:22.417015000 +0000">
irb(main):002> ActiveStorage::Blob.last.service.bucket.name
=> "acme-storage-prod"
`, V{"_k": g.s(alLowNum, 28), "_cs": g.b64(16)}, "invoice-2024-11.pdf", "\"acme-storage-prod\"")

	pub := g.replPubPEM()
	g.replAdd("irb-openssl-public-key-pem", `
irb(main):001> key = OpenSSL::PKey::RSA.new(File.read("config/keys/jwt_private.pem"))
=> #<OpenSSL::PKey::RSA:«_addr» oid=rsaEncryption>
irb(main):002> puts key.public_key.to_pem
«_pub»
=> nil
irb(main):003> OpenSSL::Digest::SHA256.hexdigest(key.public_key.to_der)
=> "«_fp»"
`, V{"_addr": g.replRbAddr(), "_pub": pub.block(), "_fp": g.hex(64)}, "oid=rsaEncryption")
}

// ---- PHP: Laravel Tinker, php -a; Django shell ----

func (g *G) replPHP() {
	g.replAdd("tinker-config-app-key", `
$ php artisan tinker
Psy Shell v0.12.4 (PHP 8.3.8 — cli) by Justin Hileman
> config('app.key')
= "«a»"

> config('app.env')
= "local"
`, V{"a": g.laravelKey()}, "Psy Shell v0.12.4 (PHP 8.3.8 — cli) by Justin Hileman")

	g.replAdd("tinker-services-stripe-array", `
> config('services.stripe')
= [
    "key" => "«_pk»",
    "secret" => "«a»",
    "webhook" => [
      "secret" => "«b»",
      "tolerance" => 300,
    ],
  ]

`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()}, "\"tolerance\" => 300,")

	g.replAdd("tinker-user-hidden-attributes", `
> User::first()
= App\Models\User {#6213
    id: 1,
    name: "Site Admin",
    email: "admin@acme.test",
    email_verified_at: "2024-05-02 09:13:44",
    #password: "«=h»",
    #remember_token: "«a»",
    created_at: "2024-05-02 09:13:44",
    updated_at: "2024-10-21 16:02:10",
  }

`, V{"=h": g.replBcrypt2y(), "a": g.an(60)}, "App\\Models\\User {#6213", "admin@acme.test")

	g.replAdd("tinker-old-psysh-db-config", `
Psy Shell v0.11.22 (PHP 8.1.27 — cli) by Justin Hileman
>>> DB::connection()->getConfig()
=> [
     "driver" => "mysql",
     "host" => "10.0.12.7",
     "port" => "3306",
     "database" => "crm",
     "username" => "crm_app",
     "password" => "«a»",
     "unix_socket" => "",
     "charset" => "utf8mb4",
     "collation" => "utf8mb4_unicode_ci",
     "prefix" => "",
     "strict" => true,
     "name" => "mysql",
   ]
`, V{"a": g.pw()}, "\"username\" => \"crm_app\",")

	g.replAdd("tinker-sanctum-plaintext-token", `
> $u = User::where('email', 'ci@acme.test')->first();
> $u->createToken('github-actions', ['deploy'])->plainTextToken
= "17|«a»"

> $u->tokens()->latest()->first()->only(['id', 'name', 'abilities'])
= [
    "id" => 17,
    "name" => "github-actions",
    "abilities" => [
      "deploy",
    ],
  ]
`, V{"a": g.replSanctum()}, "\"name\" => \"github-actions\",")

	dbPw := g.pw()
	g.replAdd("php-a-getenv-var-dump-ini", `
$ php -a
Interactive shell

php > var_dump(getenv('DB_PASSWORD'));
string(«=n») "«a»"
php > $ini = parse_ini_file('/etc/legacy-crm/config.ini', true);
php > print_r($ini['mail']);
Array
(
    [host] => smtp.office365.com
    [user] => noreply@legacy-crm.example
    [password] => «b»
    [port] => 587
)
`, V{"=n": fmt.Sprint(len(dbPw)), "a": dbPw, "b": g.pw()}, "noreply@legacy-crm.example", "Interactive shell")

	g.replAdd("php-a-password-hash-typed", `
php > echo password_hash('«a»', PASSWORD_DEFAULT), PHP_EOL;
«=h»
php > var_dump(password_verify('«a»', '«=h»'));
bool(true)
`, V{"a": g.pw(), "=h": g.replBcrypt2y()}, "bool(true)")

	g.replAdd("tinker-crypt-decrypt-string", `
> $row = DB::table('integrations')->where('provider', 'mailchimp')->first();
> $row->api_key
= "«=enc»"

> Crypt::decryptString($row->api_key)
= "«a»"

`, V{"=enc": g.replLaravelEnc(), "a": g.hex(32) + "-us21"}, "Crypt::decryptString($row->api_key)")

	g.replAdd("django-shell-databases-setting", `
$ python manage.py shell
Python 3.12.2 (main, Feb 25 2024, 16:35:42) [GCC 12.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
(InteractiveConsole)
>>> from django.conf import settings
>>> settings.DATABASES["default"]
{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'shop', 'USER': 'shop', 'PASSWORD': '«a»', 'HOST': 'shop-db.internal', 'PORT': '5432', 'ATOMIC_REQUESTS': False, 'AUTOCOMMIT': True, 'CONN_MAX_AGE': 0, 'CONN_HEALTH_CHECKS': False, 'OPTIONS': {}, 'TIME_ZONE': None, 'TEST': {'CHARSET': None, 'COLLATION': None, 'MIGRATE': True, 'MIRROR': None, 'NAME': None}}
>>> settings.AWS_SECRET_ACCESS_KEY
'«b»'
`, V{"a": g.pwStrong(), "b": g.awsSecret()}, "(InteractiveConsole)", "'HOST': 'shop-db.internal'")

	g.replAdd("django-shell-drf-token", `
$ python manage.py shell
6 objects imported automatically (use -v 2 for details).

Python 3.13.1 (main, Dec  4 2024, 08:54:15) [GCC 12.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
(InteractiveConsole)
>>> from rest_framework.authtoken.models import Token
>>> Token.objects.get(user__username="ci-bot")
<Token: «a»>
>>> Token.objects.get(user__username="ci-bot").created
datetime.datetime(2024, 9, 18, 7, 2, 51, 330142, tzinfo=datetime.timezone.utc)
`, V{"a": g.hex(40)}, "6 objects imported automatically (use -v 2 for details).")

	// benign-only

	g.replAdd("tinker-nulls-and-team", `
> config('services.mailgun.secret')
= null

> env('AWS_SECRET_ACCESS_KEY')
= null

> App\Models\Team::first()
= App\Models\Team {#6120
    id: 3,
    user_id: 1,
    name: "Acme Ops",
    personal_team: false,
    created_at: "2024-02-11 10:00:32",
    updated_at: "2024-02-11 10:00:32",
  }

`, V{}, "config('services.mailgun.secret')", "App\\Models\\Team {#6120")

	g.replAdd("tinker-toarray-hidden-list", `
> User::find(12)->toArray()
= [
    "id" => 12,
    "name" => "Priya Raman",
    "email" => "priya@acme.test",
    "email_verified_at" => "2024-06-03T08:11:52.000000Z",
    "created_at" => "2024-06-03T08:10:40.000000Z",
    "updated_at" => "2024-06-03T08:11:52.000000Z",
  ]

> (new User)->getHidden()
= [
    "password",
    "remember_token",
  ]

`, V{}, "\"remember_token\",", "priya@acme.test")

	g.replAdd("php-a-hashes-uniqid", `
php > echo hash_file('sha256', 'composer.lock'), PHP_EOL;
«_h»
php > echo uniqid(), PHP_EOL;
«_u»
php > echo PHP_VERSION, PHP_EOL;
8.2.24
php > echo getenv('APP_KEY') === false ? 'unset' : 'set', PHP_EOL;
set
`, V{"_h": g.hex(64), "_u": g.hex(13)}, "8.2.24")

	g.replAdd("django-shell-api-key-prefixes", `
>>> from rest_framework_api_key.models import APIKey
>>> APIKey.objects.filter(revoked=False).values("name", "prefix", "created")
<QuerySet [{'name': 'zapier', 'prefix': '«_p1»', 'created': datetime.datetime(2024, 3, 1, 9, 0, 12, tzinfo=datetime.timezone.utc)}, {'name': 'metabase', 'prefix': '«_p2»', 'created': datetime.datetime(2024, 7, 22, 15, 41, 3, tzinfo=datetime.timezone.utc)}]>
>>> APIKey.objects.count()
2
`, V{"_p1": g.an(8), "_p2": g.an(8)}, "'name': 'metabase'")
}

// ---- Elixir iex and Erlang erl ----

func (g *G) replBEAM() {
	g.replAdd("iex-system-get-env", `
$ iex -S mix
Erlang/OTP 27 [erts-15.1.2] [source] [64-bit] [smp:12:12] [ds:12:12:10] [async-threads:1] [jit:ns]

Compiling 3 files (.ex)
Interactive Elixir (1.17.3) - press Ctrl+C to exit (type h() ENTER for help)
iex(1)> System.get_env("SECRET_KEY_BASE")
"«a»"
iex(2)> System.get_env("PHX_HOST")
"app.acme.io"
`, V{"a": g.b64(48)}, "Interactive Elixir (1.17.3)", "\"app.acme.io\"")

	g.replAdd("iex-repo-keyword-config", `
iex(3)> Application.get_env(:shop, Shop.Repo)
[
  username: "shop",
  password: "«a»",
  hostname: "shop-db.internal",
  database: "shop_prod",
  stacktrace: true,
  show_sensitive_data_on_connection_error: true,
  pool_size: 10
]
`, V{"a": g.pw()}, "hostname: \"shop-db.internal\"")

	g.replAdd("iex-remote-shell-ex-aws", `
$ bin/shop remote
Erlang/OTP 26 [erts-14.2.5] [source] [64-bit] [smp:2:2] [ds:2:2:10] [async-threads:1] [jit:ns]

Interactive Elixir (1.16.3) - press Ctrl+C to exit (type h() ENTER for help)
iex(shop@10.0.4.21)1> Application.get_all_env(:ex_aws)
[
  json_codec: Jason,
  access_key_id: "«a»",
  secret_access_key: "«b»",
  region: "eu-west-1"
]
`, V{"a": g.awsID(), "b": g.awsSecret()}, "iex(shop@10.0.4.21)1>")

	g.replAdd("iex-github-app-secrets-map", `
iex(4)> File.read!("priv/secrets/github_app.json") |> Jason.decode!()
%{
  "app_id" => 912334,
  "client_id" => "«_cid»",
  "client_secret" => "«a»",
  "private_key" => "«k»",
  "webhook_secret" => "«b»"
}
`, V{"_cid": "Iv1." + g.hex(16), "a": g.hex(40), "k": jsonEsc(g.rsaPEM().block() + "\n"), "b": g.an(32)}, "\"app_id\" => 912334,")

	g.replAdd("iex-strong-rand-and-phoenix-token", `
iex(5)> :crypto.strong_rand_bytes(32) |> Base.encode64()
"«a»"
iex(6)> Phoenix.Token.sign(ShopWeb.Endpoint, "user socket", 42)
"«b»"
iex(7)> Phoenix.Token.verify(ShopWeb.Endpoint, "user socket", v(6), max_age: 86400)
{:ok, 42}
`, V{"a": g.b64(32), "b": g.replPhxToken()}, "{:ok, 42}")

	g.replAdd("erl-remsh-cookie-and-env", `
$ erl -sname dbg -remsh rabbit@mq-01
Erlang/OTP 26 [erts-14.2.5] [source] [64-bit] [smp:4:4] [ds:4:4:10] [async-threads:1] [jit:ns]

Eshell V14.2.5 (press Ctrl+G to abort, type help(). for help)
(rabbit@mq-01)1> erlang:get_cookie().
'«a»'
(rabbit@mq-01)2> os:getenv("RABBITMQ_DEFAULT_PASS").
"«b»"
(rabbit@mq-01)3> os:getenv("RABBITMQ_DEFAULT_USER").
"admin"
`, V{"a": g.replCookie(), "b": g.pwURL()}, "Eshell V14.2.5")

	g.replAdd("erl-app-env-binaries", `
1> application:get_env(billing, pg).
{ok,[{host,"pg-billing.internal"},
     {username,<<"billing">>},
     {password,<<"«a»">>},
     {database,<<"billing">>},
     {port,5432}]}
2> application:get_env(billing, stripe_key).
{ok,<<"«b»">>}
`, V{"a": g.pwStrong(), "b": g.rkLive()}, "{host,\"pg-billing.internal\"}")

	g.replAdd("iex-req-google-token", `
iex(8)> Req.post!("https://oauth2.googleapis.com/token", form: [client_id: cid, client_secret: secret, refresh_token: rt, grant_type: "refresh_token"]).body
%{
  "access_token" => "«a»",
  "expires_in" => 3599,
  "scope" => "https://www.googleapis.com/auth/drive.readonly",
  "token_type" => "Bearer"
}
iex(9)> secret
"«b»"
iex(10)> cid
"«_cid».apps.googleusercontent.com"
`, V{"a": g.ya29(), "b": g.gocspx(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32)}, "https://www.googleapis.com/auth/drive.readonly")

	// benign-only

	g.replAdd("iex-ecto-redacted-user", `
iex(2)> Shop.Accounts.get_user!(7)
[debug] QUERY OK source="users" db=0.7ms idle=1021.4ms
SELECT u0."id", u0."email", u0."hashed_password", u0."confirmed_at", u0."inserted_at", u0."updated_at" FROM "users" AS u0 WHERE (u0."id" = $1) [7]
↳ :elixir.eval_external_handler/3, at: src/elixir.erl:386
#Shop.Accounts.User<
  __meta__: #Ecto.Schema.Metadata<:loaded, "users">,
  id: 7,
  email: "lena@acme.io",
  confirmed_at: ~U[2024-04-18 10:22:07Z],
  inserted_at: ~U[2024-04-18 10:20:55Z],
  updated_at: ~U[2024-04-18 10:22:07Z],
  ...
>
`, V{}, "#Ecto.Schema.Metadata<:loaded, \"users\">", "lena@acme.io")

	g.replAdd("iex-env-nil-enverror", `
iex(1)> System.get_env("STRIPE_SECRET")
nil
iex(2)> System.fetch_env!("STRIPE_SECRET")
** (System.EnvError) could not fetch environment variable "STRIPE_SECRET" because it is not set
    (elixir 1.17.3) lib/system.ex:705: System.fetch_env!/1
    iex:2: (file)
iex(3)> Application.get_env(:stripity_stripe, :api_key)
nil
`, V{}, "could not fetch environment variable \"STRIPE_SECRET\" because it is not set")

	g.replAdd("erl-hash-and-node-info", `
1> binary:encode_hex(crypto:hash(sha256, <<"release-1.4.2">>)).
<<"«_h»">>
2> erlang:system_info(otp_release).
"26"
3> node().
'billing@app-02'
4> erlang:phash2({user, 42}).
«_n»
`, V{"_h": g.s(alHexU, 64), "_n": g.digits(8)}, "'billing@app-02'")

	g.replAdd("iex-nocookie-and-version", `
iex(1)> Node.alive?()
false
iex(2)> Node.get_cookie()
:nocookie
iex(3)> System.get_env("RELEASE_COOKIE")
nil
iex(4)> Application.spec(:shop, :vsn)
~c"0.9.4"
`, V{}, ":nocookie", "~c\"0.9.4\"")
}

// ---- JVM: Clojure, Scala, Ammonite, jshell, Kotlin, Groovy, Spark ----

func (g *G) replJVM() {
	g.replAdd("lein-repl-getenv", `
$ lein repl
nREPL server started on port 41237 on host 127.0.0.1 - nrepl://127.0.0.1:41237
REPL-y 0.5.1, nREPL 1.0.0
Clojure 1.11.1
OpenJDK 64-Bit Server VM 17.0.10+7-Ubuntu-122.04.1
    Docs: (doc function-name-here)
          (find-doc "part-of-name-here")
  Source: (source function-name-here)
 Javadoc: (javadoc java-object-or-class-here)
    Exit: Control+D or (exit) or (quit)
 Results: Stored in vars *1, *2, *3, an exception in *e

ingest.core=> (System/getenv "AWS_SECRET_ACCESS_KEY")
"«a»"
ingest.core=> (System/getenv "AWS_REGION")
"eu-north-1"
`, V{"a": g.awsSecret()}, "nrepl://127.0.0.1:41237", "\"eu-north-1\"")

	g.replAdd("clj-config-db-and-kafka", `
user=> (require '[ingest.config :refer [config]])
nil
user=> (:db config)
{:dbtype "postgresql", :host "ingest-db.internal", :port 5432, :dbname "ingest", :user "ingest", :password "«a»"}
user=> (:kafka config)
{:bootstrap.servers "pkc-«_c».eu-west-1.aws.confluent.cloud:9092", :sasl.jaas.config "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«=k»\" password=\"«b»\";"}
`, V{"a": g.pw(), "_c": g.s(alLowNum, 5), "=k": g.s(alUpNum, 16), "b": g.s(alAlnum+"+/", 64)}, "ingest-db.internal")

	g.replAdd("clj-aero-read-config", `
user=> (aero/read-config (io/resource "config.edn") {:profile :prod})
{:http {:port 8080},
 :stripe {:api-key "«a»"},
 :jwt-secret "«b»",
 :db-spec {:jdbcUrl "jdbc:postgresql://db.prod.internal:5432/shop?user=shop&password=«c»"}}
`, V{"a": g.skLive(), "b": g.b64(48), "c": g.pwURL()}, "{:http {:port 8080},")

	g.replAdd("scala3-sys-env", `
$ scala
Welcome to Scala 3.4.2 (17.0.11, Java OpenJDK 64-Bit Server VM).
Type in expressions for evaluation. Or try :help.

scala> sys.env("KAFKA_SASL_PASSWORD")
val res0: String = «a»

scala> sys.env.get("KAFKA_SASL_USERNAME")
val res1: Option[String] = Some(events-consumer)
`, V{"a": g.pwStrong()}, "Some(events-consumer)")

	g.replAdd("scala2-typesafe-config", `
scala> import com.typesafe.config.ConfigFactory
import com.typesafe.config.ConfigFactory

scala> val conf = ConfigFactory.load()
conf: com.typesafe.config.Config = Config(SimpleConfigObject({...}))

scala> conf.getString("slick.dbs.default.db.password")
res1: String = «a»

scala> conf.getString("slick.dbs.default.db.url")
res2: String = jdbc:postgresql://catalog-db:5432/catalog
`, V{"a": g.pw()}, "jdbc:postgresql://catalog-db:5432/catalog")

	g.replAdd("ammonite-env-tokens", `
$ amm
Loading...
Welcome to the Ammonite Repl 3.0.0-M2 (Scala 2.13.14 Java 17.0.11)
@ sys.env.filter(_._1.endsWith("TOKEN"))
res0: Map[String, String] = HashMap(
  "SLACK_BOT_TOKEN" -> "«a»",
  "NPM_TOKEN" -> "«b»",
  "SENTRY_AUTH_TOKEN" -> "«c»"
)
`, V{"a": g.xoxb(), "b": g.npmTok(), "c": g.sentryUser()}, "Welcome to the Ammonite Repl 3.0.0-M2")

	g.replAdd("jshell-getenv-jdbc", `
$ jshell --class-path target/classes:target/lib/*
|  Welcome to JShell -- Version 21.0.3
|  For an introduction type: /help intro

jshell> System.getenv("JDBC_PASSWORD")
$1 ==> "«a»"

jshell> System.getenv("JDBC_URL")
$2 ==> "jdbc:sqlserver://sql-prod.database.windows.net:1433;database=orders;encrypt=true"
`, V{"a": g.pwStrong()}, "Welcome to JShell -- Version 21.0.3")

	g.replAdd("jshell-properties-load", `
jshell> var props = new Properties()
props ==> {}

jshell> props.load(new FileReader("src/main/resources/application-prod.properties"))

jshell> props
props ==> {spring.datasource.username=orders, spring.mail.host=smtp.sendgrid.net, spring.datasource.password=«a», spring.mail.password=«b», spring.datasource.url=jdbc:postgresql://orders-db:5432/orders, spring.mail.username=apikey}
`, V{"a": g.pw(), "b": g.sendgrid()}, "spring.mail.username=apikey")

	g.replAdd("kotlinc-repl-maps-key", `
$ kotlinc
Welcome to Kotlin version 1.9.24 (JRE 17.0.11+9)
Type :help for help, :quit for quit
>>> val key = System.getenv("MAPS_API_KEY")
>>> key
res1: kotlin.String! = «a»
>>> key.length
res2: kotlin.Int = 39
`, V{"a": g.googleKey()}, "Welcome to Kotlin version 1.9.24")

	g.replAdd("groovysh-artifactory-env", `
$ groovysh
Groovy Shell (4.0.21, JVM: 17.0.11)
Type ':help' or ':h' for help.
-------------------------------------------------------------------------------
groovy:000> System.getenv('ARTIFACTORY_USER')
===> ci-publisher
groovy:000> System.getenv('ARTIFACTORY_PASSWORD')
===> «a»
groovy:000> System.getenv('ARTIFACTORY_URL')
===> https://acme.jfrog.io/artifactory
`, V{"a": g.agJFrogRef()}, "===> ci-publisher")

	g.replAdd("jenkins-script-console-decrypt", `
Manage Jenkins › Script Console

println(hudson.util.Secret.fromString("{«=enc»}").getPlainText())

Result

«a»
`, V{"=enc": g.b64(96), "a": g.ghp()}, "Manage Jenkins › Script Console")

	g.replAdd("spark-shell-s3a-keys", `
$ spark-shell --packages org.apache.hadoop:hadoop-aws:3.3.4
Spark context Web UI available at http://10.0.2.15:4040
Spark context available as 'sc' (master = local[*], app id = local-«_app»).
Spark session available as 'spark'.
Welcome to
      ____              __
     / __/__  ___ _____/ /__
    _\ \/ _ \/ _ ˋ/ __/  '_/
   /___/ .__/\_,_/_/ /_/\_\   version 3.5.1
      /_/

Using Scala version 2.12.18 (OpenJDK 64-Bit Server VM, Java 17.0.11)
Type in expressions to have them evaluated.
Type :help for more information.

scala> sc.hadoopConfiguration.set("fs.s3a.access.key", "«a»")

scala> sc.hadoopConfiguration.set("fs.s3a.secret.key", "«b»")

scala> spark.read.parquet("s3a://acme-lake/events/dt=2024-11-01/").count()
res2: Long = 18422093
`, V{"_app": g.digits(13), "a": g.awsID(), "b": g.awsSecret()}, "s3a://acme-lake/events/dt=2024-11-01/")

	g.replAdd("pyspark-jdbc-password-option", `
>>> df = (spark.read.format("jdbc")
...       .option("url", "jdbc:postgresql://pg-ro.internal:5432/billing")
...       .option("dbtable", "invoices")
...       .option("user", "spark_ro")
...       .option("password", "«a»")
...       .load())
>>> df.count()
1048576
`, V{"a": g.pw()}, "jdbc:postgresql://pg-ro.internal:5432/billing")

	// benign-only

	g.replAdd("spark-sql-set-redacted", `
scala> spark.sql("SET spark.hadoop.fs.s3a.secret.key").show(false)
+------------------------------+-------------------+
|key                           |value              |
+------------------------------+-------------------+
|spark.hadoop.fs.s3a.secret.key|*********(redacted)|
+------------------------------+-------------------+


scala> spark.conf.get("spark.hadoop.fs.s3a.aws.credentials.provider")
res4: String = com.amazonaws.auth.InstanceProfileCredentialsProvider
`, V{}, "*********(redacted)", "com.amazonaws.auth.InstanceProfileCredentialsProvider")

	g.replAdd("jshell-null-uuid-digest", `
jshell> System.getenv("JDBC_PASSWORD")
$1 ==> null

jshell> UUID.randomUUID()
$2 ==> «_u»

jshell> HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(Path.of("target/app.jar"))))
$3 ==> "«_h»"
`, V{"_u": g.uuid(), "_h": g.hex(64)}, "$1 ==> null")

	g.replAdd("clj-env-nil-tagged-literals", `
user=> (System/getenv "API_KEY")
nil
user=> (println (slurp "resources/config.edn"))
{:db {:host #or [#env DB_HOST "localhost"]
      :password #env DB_PASSWORD}
 :stripe {:api-key #env STRIPE_API_KEY}}
nil
`, V{}, ":password #env DB_PASSWORD", "#env STRIPE_API_KEY")

	g.replAdd("scala-ciris-secret-hash", `
scala> AppConfig.load.load[IO].unsafeRunSync()
val res0: AppConfig = AppConfig(Postgres(db.internal,5432,payments,Secret(«_s1»)),Secret(«_s2»),8080)

scala> res0.postgres.host
val res1: String = db.internal
`, V{"_s1": g.hex(7), "_s2": g.hex(7)}, "Postgres(db.internal,5432,payments,")
}

// ---- ghci, R, Julia, Lua, Perl ----

func (g *G) replOtherLangs() {
	g.replAdd("ghci-getenv-hasura", `
$ cabal repl
Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - api-0.1.0.0 (lib) (first run)
GHCi, version 9.6.5: https://www.haskell.org/ghc/  :? for help
ghci> import System.Environment
ghci> getEnv "HASURA_GRAPHQL_ADMIN_SECRET"
"«a»"
ghci> getEnv "HASURA_GRAPHQL_ENDPOINT"
"https://graphql.acme.io/v1/graphql"
`, V{"a": g.an(32)}, "GHCi, version 9.6.5")

	g.replAdd("ghci-prelude-lookupenv", `
Prelude> import System.Environment
Prelude System.Environment> lookupEnv "SENDGRID_API_KEY"
Just "«a»"
Prelude System.Environment> lookupEnv "SENDGRID_FROM"
Just "noreply@acme.io"
`, V{"a": g.sendgrid()}, "Just \"noreply@acme.io\"")

	g.replAdd("r-sys-getenv-github-pat", `
> Sys.getenv("GITHUB_PAT")
[1] "«a»"
> gh::gh_whoami()$login
[1] "aortiz"
`, V{"a": g.ghp()}, "[1] \"aortiz\"")

	g.replAdd("r-sys-getenv-named-vector", `
> Sys.getenv(c("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_DEFAULT_REGION"))
                         AWS_ACCESS_KEY_ID 
                    "«a»" 
                     AWS_SECRET_ACCESS_KEY 
"«b»" 
                        AWS_DEFAULT_REGION 
                               "eu-west-1" 
`, V{"a": g.awsID(), "b": g.awsSecret()}, "\"eu-west-1\"")

	g.replAdd("r-dbconnect-password-typed", `
> library(DBI)
> con <- dbConnect(RPostgres::Postgres(), host = "warehouse.internal", dbname = "analytics",
+                  user = "analyst", password = "«a»")
> con
<PqConnection> analytics@warehouse.internal:5432
> dbListTables(con) |> head(3)
[1] "events"     "sessions"   "page_views"
`, V{"a": g.pw()}, "<PqConnection> analytics@warehouse.internal:5432")

	g.replAdd("julia-env-aws-secret", `
$ julia
               _
   _       _ _(_)_     |  Documentation: https://docs.julialang.org
  (_)     | (_) (_)    |
   _ _   _| |_  __ _   |  Type "?" for help, "]?" for Pkg help.
  | | | | | | |/ _ˋ |  |
  | | |_| | | | (_| |  |  Version 1.10.4 (2024-06-04)
 _/ |\__'_|_|_|\__'_|  |  Official https://julialang.org/ release
|__/                   |

julia> ENV["AWS_SECRET_ACCESS_KEY"]
"«a»"

julia> ENV["AWS_DEFAULT_REGION"]
"us-east-2"
`, V{"a": g.awsSecret()}, "Version 1.10.4 (2024-06-04)")

	g.replAdd("julia-toml-parsefile", `
julia> using TOML

julia> cfg = TOML.parsefile("config/prod.toml")
Dict{String, Any} with 2 entries:
  "database" => Dict{String, Any}("host"=>"pg.internal", "user"=>"etl", "password"=>"«a»")
  "api"      => Dict{String, Any}("token"=>"«b»", "base_url"=>"https://api.acme.io")
`, V{"a": g.pw(), "b": g.hex(40)}, "\"base_url\"=>\"https://api.acme.io\"")

	g.replAdd("lua-repl-getenv-and-dofile", `
$ lua
Lua 5.4.6  Copyright (C) 1994-2023 Lua.org, PUC-Rio
> os.getenv("REDIS_PASSWORD")
«a»
> cfg = dofile("/etc/openresty/secrets.lua")
> cfg.jwt_secret
«b»
> cfg.upstream
http://127.0.0.1:8081
`, V{"a": g.an(24), "b": g.b64(32)}, "/etc/openresty/secrets.lua")

	g.replAdd("perl-debugger-x-hash", `
$ perl -d bin/sync_orders.pl
Loading DB routines from perl5db.pl version 1.77
Editor support available.

Enter h or 'h h' for help, or 'man perldebug' for more help.

main::(bin/sync_orders.pl:9):	my $cfg = LoadFile("/etc/sync/config.yml");
  DB<1> n
main::(bin/sync_orders.pl:10):	my $dbh = DBI->connect($cfg->{dsn}, $cfg->{user}, $cfg->{pass});
  DB<1> x $cfg
0  HASH(«_a»)
   'api_key' => '«a»'
   'dsn' => 'dbi:mysql:database=orders;host=10.1.4.20'
   'pass' => '«b»'
   'user' => 'sync'
`, V{"_a": g.replAddr(), "a": g.hex(40), "b": g.pw()}, "dbi:mysql:database=orders;host=10.1.4.20")

	g.replAdd("perl-repl-pause-password", `
$ re.pl
$ $ENV{PAUSE_USER}
JDOE
$ $ENV{PAUSE_PASSWORD}
«a»
$ use CPAN::Uploader; CPAN::Uploader->new({ user => 'JDOE', password => '«a»' })
$CPAN_Uploader1 = CPAN::Uploader=HASH(«_addr»);
`, V{"a": g.pw(), "_addr": g.replAddr()}, "CPAN::Uploader")

	// benign-only

	g.replAdd("r-gitcreds-hidden", `
> gitcreds::gitcreds_get()
<gitcreds>
  protocol: https
  host    : github.com
  username: PersonalAccessToken
  password: <-- hidden -->
> Sys.getenv("GITHUB_PAT")
[1] ""
> packageVersion("gitcreds")
[1] '0.1.2'
`, V{}, "password: <-- hidden -->", "[1] '0.1.2'")

	g.replAdd("ghci-lookupenv-nothing", `
ghci> lookupEnv "API_TOKEN"
Nothing
ghci> getEnv "API_TOKEN"
*** Exception: API_TOKEN: getEnv: does not exist (no environment variable)
ghci> fmap length <$> lookupEnv "HOME"
Just 10
`, V{}, "*** Exception: API_TOKEN: getEnv: does not exist (no environment variable)")

	g.replAdd("julia-sha-uuid-threads", `
julia> using SHA, UUIDs

julia> bytes2hex(sha256(read("Manifest.toml")))
"«_h»"

julia> uuid4()
UUID("«_u»")

julia> ENV["JULIA_NUM_THREADS"]
"8"
`, V{"_h": g.hex(64), "_u": g.uuid()}, "ENV[\"JULIA_NUM_THREADS\"]")

	g.replAdd("lua-nil-and-placeholder", `
> os.getenv("API_KEY")
nil
> cfg = require("config")
> cfg.api_key
${API_KEY}
> cfg.timeout
30
`, V{}, "${API_KEY}")
}

// ---- PowerShell ----

func (g *G) replPowerShell() {
	g.replAdd("ps-env-azure-client-secret", `
PS C:\Users\jlee\src\reporting> $env:AZURE_CLIENT_ID
«_cid»
PS C:\Users\jlee\src\reporting> $env:AZURE_CLIENT_SECRET
«a»
PS C:\Users\jlee\src\reporting> $env:AZURE_TENANT_ID
«_tid»
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, `PS C:\Users\jlee\src\reporting>`)

	g.replAdd("ps-get-childitem-env-table", `
PS C:\> Get-ChildItem Env: | Where-Object Name -Match 'TOKEN|KEY'

Name                           Value
----                           -----
GITHUB_TOKEN                   «a»
NPM_TOKEN                      «b»
NUGET_API_KEY                  «c»

`, V{"a": g.ghp(), "b": g.npmTok(), "c": g.replNuget()}, "Where-Object Name -Match 'TOKEN|KEY'")

	g.replAdd("ps-get-credential-network-password", `
PS C:\> $cred = Get-Credential -UserName 'CONTOSO\svc-backup'

PowerShell credential request
Enter your credentials.
Password for user CONTOSO\svc-backup: ************

PS C:\> $cred.GetNetworkCredential() | Format-List

UserName       : svc-backup
Password       : «a»
SecurePassword : System.Security.SecureString
Domain         : CONTOSO

`, V{"a": g.pw()}, "SecurePassword : System.Security.SecureString", `CONTOSO\svc-backup`)

	g.replAdd("ps-get-secret-as-plaintext", `
PS C:\> Get-Secret -Name SqlAdmin -Vault LocalStore -AsPlainText
«a»
PS C:\> Get-SecretInfo -Vault LocalStore

Name      Type   VaultName
----      ----   ---------
GitHubPAT String LocalStore
SqlAdmin  String LocalStore

`, V{"a": g.pwStrong()}, "GitHubPAT String LocalStore")

	ver := g.hex(32)
	g.replAdd("ps-az-keyvault-secret-plaintext", `
PS /home/dev> Get-AzKeyVaultSecret -VaultName kv-prod-weu -Name StorageAccountKey -AsPlainText
«a»
PS /home/dev> Get-AzKeyVaultSecret -VaultName kv-prod-weu -Name StorageAccountKey

Vault Name   : kv-prod-weu
Name         : StorageAccountKey
Version      : «_v»
Id           : https://kv-prod-weu.vault.azure.net:443/secrets/StorageAccountKey/«_v»
Enabled      : True
Expires      :
Not Before   :
Created      : 3/4/2024 11:02:17 AM
Updated      : 3/4/2024 11:02:17 AM
Content Type :
Tags         :

`, V{"a": g.azStorage(), "_v": ver}, "https://kv-prod-weu.vault.azure.net:443/secrets/StorageAccountKey/")

	tid := g.uuid()
	g.replAdd("ps-get-azaccesstoken-plaintext", `
PS C:\> Get-AzAccessToken -ResourceUrl https://management.azure.com

Token     : «a»
ExpiresOn : 11/14/2024 4:41:22 PM +00:00
Type      : Bearer
TenantId  : «_tid»
UserId    : ops@contoso.com

`, V{"a": g.replAzJWT("https://management.azure.com", tid), "_tid": tid}, "UserId    : ops@contoso.com")

	g.replAdd("ps-env-connection-string", `
PS C:\inetpub\orders> $env:ConnectionStrings__Default
Server=tcp:sql-orders-prod.database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=orders_app;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;
PS C:\inetpub\orders> 
`, V{"a": g.pwStrong()}, "sql-orders-prod.database.windows.net,1433")

	tid2 := g.uuid()
	g.replAdd("ps-invoke-restmethod-client-credentials", `
PS C:\> $body = @{ client_id = '«_cid»'; client_secret = '«a»'; scope = 'https://graph.microsoft.com/.default'; grant_type = 'client_credentials' }
PS C:\> $r = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token" -Body $body
PS C:\> $r

token_type     : Bearer
expires_in     : 3599
ext_expires_in : 3599
access_token   : «b»

`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": tid2, "b": g.replAzJWT("https://graph.microsoft.com", tid2)}, "ext_expires_in : 3599")

	// benign-only

	g.replAdd("ps-credential-securestring", `
PS C:\> $cred

UserName                                     Password
--------                                     --------
CONTOSO\svc-backup System.Security.SecureString

PS C:\> $cred.Password
System.Security.SecureString
PS C:\> $cred.Password.Length
14
`, V{}, "System.Security.SecureString", `CONTOSO\svc-backup`)

	g.replAdd("ps-get-azaccesstoken-securestring", `
PS C:\> (Get-Module Az.Accounts).Version.ToString()
4.0.0
PS C:\> Get-AzAccessToken

Token     : System.Security.SecureString
ExpiresOn : 11/14/2024 5:02:10 PM +00:00
TenantId  : «_tid»
UserId    : ops@contoso.com
Type      : Bearer

`, V{"_tid": g.uuid()}, "Token     : System.Security.SecureString")

	g.replAdd("ps-secret-vaults-listing", `
PS C:\> Get-SecretVault

Name       ModuleName                       IsDefaultVault
----       ----------                       --------------
LocalStore Microsoft.PowerShell.SecretStore True
AzKV       Az.KeyVault                      False

PS C:\> Get-SecretInfo -Vault AzKV | Select-Object Name, Type

Name               Type
----               ----
github-app-key     String
sql-admin-password String

`, V{}, "Microsoft.PowerShell.SecretStore", "sql-admin-password String")

	g.replAdd("ps-env-placeholders-user-secrets", `
PS C:\src\api> $env:API_KEY
PS C:\src\api> Get-ChildItem Env:API*

Name                           Value
----                           -----
API_BASE_URL                   https://api.contoso.com
API_KEY_HINT                   <set-me-in-user-secrets>

PS C:\src\api> dotnet user-secrets list
No secrets configured for this application.
`, V{}, "<set-me-in-user-secrets>", "No secrets configured for this application.")
}

// ---- SQL consoles: psql, mysql, sqlite3, cqlsh ----

func (g *G) replSQL() {
	g.replAdd("psql-select-api-clients", `
$ psql -h pg-prod.internal -U readonly billing
psql (16.3 (Ubuntu 16.3-1.pgdg22.04+1))
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

billing=> SELECT id, name, api_key, created_at FROM api_clients ORDER BY id LIMIT 3;
 id |    name    |             api_key              |         created_at
----+------------+----------------------------------+----------------------------
  1 | zapier     | «a» | 2023-02-01 10:12:44.120+00
  2 | metabase   | «b» | 2023-05-17 08:03:12.882+00
  3 | partner-eu | «c» | 2024-01-09 15:40:27.301+00
(3 rows)

`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(32)}, "psql (16.3 (Ubuntu 16.3-1.pgdg22.04+1))")

	g.replAdd("psql-create-role-password", `
postgres=# CREATE ROLE reporting WITH LOGIN PASSWORD '«a»' VALID UNTIL '2025-12-31';
CREATE ROLE
postgres=# GRANT pg_read_all_data TO reporting;
GRANT ROLE
postgres=# \du reporting
                      List of roles
 Role name |                 Attributes
-----------+---------------------------------------------
 reporting | Password valid until 2025-12-31 00:00:00+00

`, V{"a": g.pw()}, "Password valid until 2025-12-31 00:00:00+00")

	g.replAdd("psql-uri-and-conninfo", `
$ psql "postgresql://app_admin:«a»@app-db.c7d2.eu-west-1.rds.amazonaws.com:5432/app?sslmode=require"
psql (16.2, server 15.6)
SSL connection (protocol: TLSv1.2, cipher: ECDHE-RSA-AES256-GCM-SHA384, compression: off)
Type "help" for help.

app=> \conninfo
You are connected to database "app" as user "app_admin" on host "app-db.c7d2.eu-west-1.rds.amazonaws.com" (address "10.0.21.187") at port "5432".
SSL connection (protocol: TLSv1.2, cipher: ECDHE-RSA-AES256-GCM-SHA384, compression: off)
`, V{"a": g.pwURL()}, "(address \"10.0.21.187\") at port \"5432\"")

	g.replAdd("psql-expanded-oauth-application", `
app_production=# \x
Expanded display is on.
app_production=# SELECT id, name, uid, secret, redirect_uri, scopes FROM oauth_applications WHERE name = 'Zapier';
-[ RECORD 1 ]+----------------------------------------------------------------
id           | 4
name         | Zapier
uid          | «_uid»
secret       | «a»
redirect_uri | https://zapier.com/dashboard/auth/oauth/return/App123456CLIAPI/
scopes       | read write

`, V{"_uid": g.b64u(43), "a": g.b64u(43)}, "Expanded display is on.")

	g.replAdd("psql-site-settings-jsonb", `
shop=# SELECT key, value FROM site_settings WHERE key IN ('smtp', 'recaptcha');
    key    |                                                         value
-----------+------------------------------------------------------------------------------------------------------------------------
 smtp      | {"host": "smtp.postmarkapp.com", "port": 587, "password": "«a»", "username": "«a»"}
 recaptcha | {"site_key": "«_sk»", "secret_key": "«b»"}
(2 rows)

`, V{"a": g.uuid(), "_sk": g.replRecaptcha(), "b": g.replRecaptcha()}, "smtp.postmarkapp.com")

	g.replAdd("mysql-create-user-identified-by", `
mysql> CREATE USER 'wordpress'@'10.0.%' IDENTIFIED BY '«a»';
Query OK, 0 rows affected (0.02 sec)

mysql> GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'10.0.%';
Query OK, 0 rows affected (0.01 sec)

mysql> FLUSH PRIVILEGES;
Query OK, 0 rows affected (0.00 sec)
`, V{"a": g.pw()}, "GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'10.0.%';")

	g.replAdd("mysql-wp-options-api-keys", `
mysql> SELECT option_name, option_value FROM wp_options WHERE option_name LIKE '%api_key%';
+------------------+-----------------------------------------------------------------------+
| option_name      | option_value                                                          |
+------------------+-----------------------------------------------------------------------+
| akismet_api_key  | «a»                                                          |
| mc4wp_api_key    | «b»                                 |
| sendgrid_api_key | «c» |
+------------------+-----------------------------------------------------------------------+
3 rows in set (0.00 sec)
`, V{"a": g.hex(12), "b": g.hex(32) + "-us21", "c": g.sendgrid()}, "3 rows in set (0.00 sec)")

	g.replAdd("mysql-vertical-twilio-integration", `
mysql> SELECT * FROM integrations WHERE provider = 'twilio'\G
*************************** 1. row ***************************
         id: 3
   provider: twilio
account_sid: «_sid»
 auth_token: «a»
 from_phone: +14155550123
 created_at: 2024-03-11 09:41:07
1 row in set (0.00 sec)
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "from_phone: +14155550123")

	g.replAdd("mysql-change-replication-source", `
mysql> CHANGE REPLICATION SOURCE TO SOURCE_HOST='db-primary.internal', SOURCE_USER='repl', SOURCE_PASSWORD='«a»', SOURCE_AUTO_POSITION=1, SOURCE_SSL=1;
Query OK, 0 rows affected, 1 warning (0.03 sec)

mysql> SHOW WARNINGS\G
*************************** 1. row ***************************
  Level: Note
   Code: 1760
Message: Storing MySQL user name or password information in the connection metadata repository is not secure and is therefore not recommended. Please consider using the USER and PASSWORD connection options for START REPLICA; see the 'START REPLICA Syntax' in the MySQL Manual for more information.
1 row in set (0.00 sec)
`, V{"a": g.pwStrong()}, "SOURCE_HOST='db-primary.internal'", "Code: 1760")

	g.replAdd("sqlite3-bot-settings-list-mode", `
$ sqlite3 data/bot.db
SQLite version 3.45.1 2024-01-30 16:01:20
Enter ".help" for usage hints.
sqlite> .tables
guilds    settings  warnings
sqlite> SELECT * FROM settings;
telegram_bot_token|«a»
openweather_api_key|«b»
admin_chat_id|«_chat»
log_level|INFO
`, V{"a": g.telegram(), "b": g.hex(32), "_chat": "-100" + g.digits(10)}, "SQLite version 3.45.1 2024-01-30 16:01:20")

	g.replAdd("sqlite3-column-oauth-tokens", `
sqlite> .mode column
sqlite> .headers on
sqlite> SELECT provider, account, access_token, expires_at FROM oauth_tokens;
provider  account           access_token                                                                                                                                          expires_at
--------  ----------------  ----------------------------------------------------------------------------------------------------------------------------------------------------  ----------
dropbox   mira@example.com  «a»  1731601234
github    mira-dev          «b»                                                                                                              0
`, V{"a": g.replDropbox(), "b": g.gho()}, "mira@example.com")

	g.replAdd("cqlsh-create-and-alter-role", `
$ cqlsh cass-01.internal -u cassandra -p cassandra
Connected to Prod Cluster at cass-01.internal:9042
[cqlsh 6.1.0 | Cassandra 4.1.5 | CQL spec 3.4.6 | Native protocol v5]
Use HELP for help.
cassandra@cqlsh> CREATE ROLE events_app WITH PASSWORD = '«a»' AND LOGIN = true;
cassandra@cqlsh> ALTER ROLE cassandra WITH PASSWORD = '«b»';
cassandra@cqlsh> GRANT MODIFY ON KEYSPACE events TO events_app;
`, V{"a": g.pw(), "b": g.pwStrong()}, "Connected to Prod Cluster at cass-01.internal:9042")

	g.replAdd("psql-fdw-user-mapping", `
warehouse=# CREATE SERVER legacy_erp FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '10.8.0.14', port '5432', dbname 'erp');
CREATE SERVER
warehouse=# CREATE USER MAPPING FOR etl SERVER legacy_erp OPTIONS (user 'erp_reader', password '«a»');
CREATE USER MAPPING
warehouse=# SELECT count(*) FROM erp.invoices;
 count
--------
 482113
(1 row)

`, V{"a": g.pw()}, "CREATE USER MAPPING", "FOREIGN DATA WRAPPER postgres_fdw")

	// benign-only

	g.replAdd("psql-conninfo-du-password-encryption", `
app=# \conninfo
You are connected to database "app" as user "postgres" via socket in "/var/run/postgresql" at port "5432".
app=# \du
                             List of roles
 Role name |                         Attributes
-----------+------------------------------------------------------------
 app       |
 postgres  | Superuser, Create role, Create DB, Replication, Bypass RLS
 readonly  | Cannot login

app=# SHOW password_encryption;
 password_encryption
---------------------
 scram-sha-256
(1 row)

`, V{}, "via socket in \"/var/run/postgresql\"", "scram-sha-256")

	g.replAdd("psql-api-keys-prefix-last4-hash", `
billing=> SELECT id, label, prefix, last4, key_hash FROM api_keys WHERE revoked_at IS NULL;
                  id                  | label |  prefix  | last4 |                             key_hash
--------------------------------------+-------+----------+-------+------------------------------------------------------------------
 «_u1» | ci    | sk_live_ | «_l1»  | «_h1»
 «_u2» | zap   | sk_live_ | «_l2»  | «_h2»
(2 rows)

`, V{"_u1": g.uuid(), "_l1": g.an(4), "_h1": g.hex(64), "_u2": g.uuid(), "_l2": g.an(4), "_h2": g.hex(64)}, "key_hash")

	g.replAdd("mysql-users-plugins-grants", `
mysql> SELECT user, host, plugin, password_expired FROM mysql.user;
+------------------+-----------+-----------------------+------------------+
| user             | host      | plugin                | password_expired |
+------------------+-----------+-----------------------+------------------+
| app              | %         | caching_sha2_password | N                |
| mysql.infoschema | localhost | caching_sha2_password | N                |
| mysql.session    | localhost | caching_sha2_password | N                |
| mysql.sys        | localhost | caching_sha2_password | N                |
| root             | localhost | auth_socket           | N                |
+------------------+-----------+-----------------------+------------------+
5 rows in set (0.00 sec)

mysql> SHOW GRANTS FOR 'app'@'%';
+-------------------------------------------------------+
| Grants for app@%                                      |
+-------------------------------------------------------+
| GRANT USAGE ON *.* TO ˋappˋ@ˋ%ˋ                       |
| GRANT ALL PRIVILEGES ON ˋappˋ.* TO ˋappˋ@ˋ%ˋ          |
+-------------------------------------------------------+
2 rows in set (0.00 sec)
`, V{}, "caching_sha2_password", "GRANT USAGE ON *.* TO ˋappˋ@ˋ%ˋ")

	g.replAdd("sqlite3-schema-hash-prefix", `
sqlite> .schema users
CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE NOT NULL, password_hash TEXT NOT NULL, created_at TEXT);
sqlite> SELECT id, email, substr(password_hash, 1, 7) FROM users LIMIT 2;
1|admin@example.com|$2b$12$
2|kim@example.com|$2b$12$
`, V{}, "substr(password_hash, 1, 7)", "1|admin@example.com|$2b$12$")

	g.replAdd("cqlsh-list-roles", `
cassandra@cqlsh> LIST ROLES;

 role       | super | login | options | datacenters
------------+-------+-------+---------+-------------
  cassandra |  True |  True |      {} |         ALL
 events_app | False |  True |      {} |         ALL

(2 rows)
`, V{}, "events_app | False |  True |")

	g.replAdd("psql-password-meta-command", `
postgres=# \password app
Enter new password for user "app": 
Enter it again: 
postgres=# SELECT rolname, rolvaliduntil FROM pg_roles WHERE rolname = 'app';
 rolname | rolvaliduntil
---------+---------------
 app     |
(1 row)

`, V{}, "Enter new password for user \"app\": ", "\\password app")
}

// ---- mongosh and redis-cli ----

func (g *G) replNoSQL() {
	c := g.s(alLowNum, 5)
	g.replAdd("mongosh-srv-uri-credentials-banner", `
$ mongosh "mongodb+srv://admin:«a»@cluster0.«_c».mongodb.net/app"
Current Mongosh Log ID:	«_log»
Connecting to:		mongodb+srv://<credentials>@cluster0.«_c».mongodb.net/app?appName=mongosh+2.3.1
Using MongoDB:		7.0.14
Using Mongosh:		2.3.1

For mongosh info see: https://www.mongodb.com/docs/mongodb-shell/

Atlas atlas-«_rs»-shard-0 [primary] app> 
`, V{"a": g.pwURL(), "_c": c, "_log": g.replOID(), "_rs": g.s(alLowNum, 6)}, "mongodb+srv://<credentials>@cluster0.")

	g.replAdd("mongosh-findone-service-user", `
app> db.users.findOne({ email: "svc-exporter@acme.io" }, { email: 1, role: 1, apiKey: 1 })
{
  _id: ObjectId('«_oid»'),
  email: 'svc-exporter@acme.io',
  role: 'service',
  apiKey: '«a»'
}
`, V{"_oid": g.replOID(), "a": "ak_" + g.an(40)}, "svc-exporter@acme.io")

	g.replAdd("mongosh-createuser-pwd", `
admin> db.createUser({ user: "reporting", pwd: "«a»", roles: [ { role: "read", db: "analytics" } ] })
{
  ok: 1,
  '$clusterTime': {
    clusterTime: Timestamp({ t: 1731590012, i: 3 }),
    signature: {
      hash: Binary.createFromBase64('«=sig»', 0),
      keyId: Long('«_kid»')
    }
  },
  operationTime: Timestamp({ t: 1731590012, i: 3 })
}
`, V{"a": g.pw(), "=sig": g.b64(20), "_kid": g.digits(19)}, "Timestamp({ t: 1731590012, i: 3 })")

	g.replAdd("mongosh-settings-find", `
shop> db.settings.find({}, { _id: 0 })
[
  {
    key: 'smtp',
    value: {
      host: 'smtp.mailgun.org',
      port: 587,
      user: 'postmaster@mg.shop.example',
      pass: '«a»'
    }
  },
  {
    key: 'slack',
    value: { webhook: 'https://hooks.slack.com/services/«_t»/«_b»/«b»' }
  }
]
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "postmaster@mg.shop.example")

	rs := g.s(alLowNum, 6)
	g.replAdd("mongosh-atlas-shopify-integration", `
Atlas atlas-«_rs»-shard-0 [primary] storefront> db.integrations.find({ provider: 'shopify' })
[
  {
    _id: ObjectId('«_oid»'),
    provider: 'shopify',
    shop: 'acme-outdoor.myshopify.com',
    accessToken: '«a»',
    scopes: [ 'read_orders', 'write_products' ],
    installedAt: ISODate('2024-08-19T12:44:09.221Z')
  }
]
`, V{"_rs": rs, "_oid": g.replOID(), "a": g.shpat()}, "acme-outdoor.myshopify.com")

	g.replAdd("redis-cli-a-password-warning", `
$ redis-cli -h cache-prod.internal -a «a»
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
cache-prod.internal:6379> PING
PONG
cache-prod.internal:6379> DBSIZE
(integer) 184220
`, V{"a": g.an(32)}, "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.")

	g.replAdd("redis-cli-config-get-requirepass", `
127.0.0.1:6379> CONFIG GET requirepass
1) "requirepass"
2) "«a»"
127.0.0.1:6379> CONFIG GET masterauth
1) "masterauth"
2) "«a»"
127.0.0.1:6379> CONFIG GET maxmemory-policy
1) "maxmemory-policy"
2) "allkeys-lru"
`, V{"a": g.pwURL()}, "2) \"allkeys-lru\"")

	g.replAdd("redis-cli-hgetall-oauth", `
127.0.0.1:6379> HGETALL oauth:github:user:1042
1) "access_token"
2) "«a»"
3) "scope"
4) "repo,read:org"
5) "token_type"
6) "bearer"
7) "created_at"
8) "1731588812"
`, V{"a": g.gho()}, "oauth:github:user:1042")

	g.replAdd("redis-cli-cached-spotify-tokens", `
127.0.0.1:6379[2]> KEYS spotify:*
1) "spotify:access_token"
2) "spotify:refresh_token"
127.0.0.1:6379[2]> GET spotify:access_token
"«a»"
127.0.0.1:6379[2]> TTL spotify:access_token
(integer) 2874
127.0.0.1:6379[2]> GET spotify:refresh_token
"«b»"
`, V{"a": g.replSpotify(), "b": "AQ" + g.b64u(128)}, "(integer) 2874")

	g.replAdd("redis-cli-acl-setuser", `
127.0.0.1:6379> ACL SETUSER worker on >«a» ~jobs:* &* +@list +@connection
OK
127.0.0.1:6379> AUTH worker «a»
OK
127.0.0.1:6379> ACL WHOAMI
"worker"
`, V{"a": g.pwURL()}, "~jobs:* &* +@list +@connection")

	// benign-only

	g.replAdd("mongosh-getusers-no-credentials", `
admin> db.getUsers()
{
  users: [
    {
      _id: 'admin.app',
      userId: UUID('«_u»'),
      user: 'app',
      db: 'admin',
      roles: [ { role: 'readWrite', db: 'app' } ],
      mechanisms: [ 'SCRAM-SHA-1', 'SCRAM-SHA-256' ]
    }
  ],
  ok: 1
}
`, V{"_u": g.uuid()}, "mechanisms: [ 'SCRAM-SHA-1', 'SCRAM-SHA-256' ]")

	g.replAdd("redis-cli-empty-requirepass-info", `
127.0.0.1:6379> CONFIG GET requirepass
1) "requirepass"
2) ""
127.0.0.1:6379> INFO server
# Server
redis_version:7.2.5
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:«_bid»
redis_mode:standalone
os:Linux 6.8.0-1016-aws x86_64
arch_bits:64
process_id:1
run_id:«_run»
tcp_port:6379
`, V{"_bid": g.hex(16), "_run": g.hex(40)}, "redis_version:7.2.5")

	g.replAdd("mongosh-uploads-ids-and-hashes", `
app> db.uploads.find({}, { owner: 1, sha256: 1, size: 1 }).limit(2)
[
  {
    _id: ObjectId('«_o1»'),
    owner: ObjectId('«_o2»'),
    sha256: '«_h1»',
    size: 48213
  },
  {
    _id: ObjectId('«_o3»'),
    owner: ObjectId('«_o2»'),
    sha256: '«_h2»',
    size: 1903554
  }
]
`, V{"_o1": g.replOID(), "_o2": g.replOID(), "_h1": g.hex(64), "_o3": g.replOID(), "_h2": g.hex(64)}, "size: 1903554")

	g.replAdd("redis-cli-scan-job-keys", `
127.0.0.1:6379> SCAN 0 MATCH job:* COUNT 100
1) "1792"
2) 1) "job:«_u1»"
   2) "job:«_u2»"
   3) "job:«_u3»"
127.0.0.1:6379> HGET job:«_u1» status
"completed"
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_u3": g.uuid()}, "\"completed\"")
}

// ---- debuggers: gdb, lldb, pdb, ipdb, byebug, pry, rdbg, node inspect, delve ----

func (g *G) replDebuggers() {
	p1, p2 := g.replAddr(), g.replAddr()
	g.replAdd("gdb-breakpoint-secret-arg", `
(gdb) break sign_request
Breakpoint 1 at 0x4019a6: file src/http.c, line 88.
(gdb) run
Starting program: /home/dev/src/uploader/build/uploader --bucket media-eu
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".

Breakpoint 1, sign_request (req=«_p1», secret=«_p2» "«a»") at src/http.c:88
88	    hmac_sha256(secret, strlen(secret), req->canonical, req->canonical_len, mac);
(gdb) p secret
$1 = «_p2» "«a»"
(gdb) p req->canonical_len
$2 = 412
`, V{"_p1": p1, "_p2": p2, "a": g.awsSecret()}, "Breakpoint 1 at 0x4019a6: file src/http.c, line 88.")

	g.replAdd("gdb-print-struct-mqtt", `
(gdb) p *cfg
$3 = {host = «_p1» "mqtt.acme.io", port = 8883, username = «_p2» "device-0042", password = «_p3» "«a»", client_id = "sensor-0042\000\000\000\000", keepalive = 60, tls = true}
(gdb) p cfg->port
$4 = 8883
`, V{"_p1": g.replAddr(), "_p2": g.replAddr(), "_p3": g.replAddr(), "a": g.pwURL()}, "client_id = \"sensor-0042\\000\\000\\000\\000\"")

	g.replAdd("gdb-frame-libpq-conninfo", `
(gdb) bt 3
#0  0x00007ffff7e5a1b4 in PQconnectPoll () from /lib/x86_64-linux-gnu/libpq.so.5
#1  0x00007ffff7e5c9e0 in PQconnectdb () from /lib/x86_64-linux-gnu/libpq.so.5
#2  0x0000555555556a4d in connect_db (conninfo=«_p» "host=10.4.0.9 dbname=ledger user=ledger password=«a» sslmode=require") at db.c:41
(gdb) frame 2
#2  0x0000555555556a4d in connect_db (conninfo=«_p» "host=10.4.0.9 dbname=ledger user=ledger password=«a» sslmode=require") at db.c:41
41	    PGconn *conn = PQconnectdb(conninfo);
`, V{"_p": g.replAddr(), "a": g.pwURL()}, "/lib/x86_64-linux-gnu/libpq.so.5")

	g.replAdd("lldb-frame-variable-api-key", `
(lldb) frame variable
(std::string) endpoint = "https://api.acme.io/v2/upload"
(std::string) api_key = "«a»"
(int) retries = 3
(bool) verbose = false
(lldb) p retries
(int) 3
`, V{"a": "acme_live_" + g.an(32)}, "https://api.acme.io/v2/upload")

	g.replAdd("lldb-po-swift-config", `
(lldb) po config
▿ AppConfig
  ▿ baseURL : https://api.acme.io
    - _url : https://api.acme.io
  - environment : "production"
  - revenueCatKey : "«_rc»"
  - backendSecret : "«a»"
`, V{"_rc": "appl_" + g.an(27), "a": g.hex(64)}, "- environment : \"production\"")

	g.replAdd("pdb-p-headers-bearer", `
> /srv/app/billing/client.py(42)charge()
-> resp = self.session.post(url, headers=headers, json=payload, timeout=10)
(Pdb) p url
'https://api.paddle.com/transactions'
(Pdb) p headers
{'Authorization': 'Bearer «a»', 'Content-Type': 'application/json', 'Paddle-Version': '1'}
(Pdb) n
`, V{"a": g.replPaddle()}, "/srv/app/billing/client.py(42)charge()")

	g.replAdd("pdb-pp-locals-password", `
> /srv/etl/loaders/redshift.py(57)connect()
-> return redshift_connector.connect(host=host, port=port, database="dw", user=user, password=password)
(Pdb) pp locals()
{'host': 'warehouse.internal',
 'password': '«a»',
 'port': 5439,
 'self': <etl.loaders.RedshiftLoader object at «_addr»>,
 'user': 'etl_loader'}
`, V{"a": g.pw(), "_addr": g.replAddr()}, "etl.loaders.RedshiftLoader")

	g.replAdd("ipdb-ll-aws-settings", `
ipdb> ll
     38     def upload(self, path):
     39         s3 = boto3.client(
     40             "s3",
     41             aws_access_key_id=settings.AWS_ACCESS_KEY_ID,
     42             aws_secret_access_key=settings.AWS_SECRET_ACCESS_KEY,
     43         )
---> 44         s3.upload_file(path, settings.AWS_STORAGE_BUCKET_NAME, os.path.basename(path))

ipdb> settings.AWS_ACCESS_KEY_ID, settings.AWS_SECRET_ACCESS_KEY
('«a»', '«b»')
ipdb> settings.AWS_STORAGE_BUCKET_NAME
'media-uploads-prod'
`, V{"a": g.awsID(), "b": g.awsSecret()}, "'media-uploads-prod'")

	g.replAdd("byebug-stripe-api-key", `
[14, 23] in /app/app/services/stripe_sync.rb
   14:   def call
   15:     Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")
   16:     byebug
=> 17:     customers = Stripe::Customer.list(limit: 100)
   18:     customers.auto_paging_each do |c|
   19:       upsert(c)
   20:     end
(byebug) p Stripe.api_key
"«a»"
(byebug) p ENV["STRIPE_WEBHOOK_SECRET"]
"«b»"
`, V{"a": g.rkLive(), "b": g.whsec()}, "/app/app/services/stripe_sync.rb")

	g.replAdd("binding-pry-hubspot-token", `
From: /app/app/jobs/sync_hubspot_job.rb:12 SyncHubspotJob#perform:

     9: def perform(account_id)
    10:   account = Account.find(account_id)
    11:   token = account.hubspot_token
 => 12:   binding.pry
    13:   client = Hubspot::Client.new(access_token: token)

[1] pry(#<SyncHubspotJob>)> token
=> "«a»"
[2] pry(#<SyncHubspotJob>)> account.id
=> 318
`, V{"a": g.hubspot()}, "[1] pry(#<SyncHubspotJob>)>")

	g.replAdd("node-inspect-exec-env", `
$ node inspect src/server.js
< Debugger listening on ws://127.0.0.1:9229/«_ws»
< For help, see: https://nodejs.org/en/docs/inspector
<
connecting to 127.0.0.1:9229 ... ok
< Debugger attached.
<
Break on start in src/server.js:1
> 1 'use strict';
  2 const express = require('express');
  3 const jwt = require('jsonwebtoken');
debug> exec process.env.JWT_SECRET
'«a»'
debug> exec process.env.PORT
'3000'
`, V{"_ws": g.uuid(), "a": g.b64(48)}, "https://nodejs.org/en/docs/inspector")

	g.replAdd("rdbg-info-locals-zoom", `
[7, 16] in app/services/zoom_client.rb
     7|   def initialize(account_id:, client_id:, client_secret:)
     8|     @account_id = account_id
     9|     debugger
=>  10|     @token = fetch_token(client_id, client_secret)
    11|   end
=>#0	ZoomClient#initialize(account_id="«_acc»", client_id="«_cid»", client_secret="«a»") at app/services/zoom_client.rb:10
(rdbg) info locals
%self = #<ZoomClient:«_addr» @account_id="«_acc»">
account_id = "«_acc»"
client_id = "«_cid»"
client_secret = "«a»"
`, V{"_acc": g.b64u(22), "_cid": g.b64u(22), "a": g.an(32), "_addr": g.replRbAddr()}, "app/services/zoom_client.rb:10")

	g.replAdd("dlv-print-config-struct", `
(dlv) break main.main:14
Breakpoint 1 set at 0x6f2a8b for main.main() ./cmd/api/main.go:27
(dlv) continue
> main.main() ./cmd/api/main.go:27 (hits goroutine(1):1 total:1) (PC: 0x6f2a8b)
(dlv) p cfg
main.Config {DSN: "postgres://orders:«a»@orders-db:5432/orders?sslmode=disable", JWTSecret: "«b»", Port: 8080, Debug: true}
`, V{"a": g.pwURL(), "b": g.hex(64)}, "./cmd/api/main.go:27")

	// benign-only

	g.replAdd("gdb-null-pointers", `
(gdb) p token
$1 = 0x0
(gdb) p token_len
$2 = 0
(gdb) p *cfg
$3 = {host = «_p» "mqtt.acme.io", port = 8883, username = 0x0, password = 0x0, client_id = "sensor-0042\000\000\000\000", keepalive = 60, tls = true}
(gdb) bt 2
#0  mqtt_connect (cfg=«_c») at src/mqtt.c:131
#1  0x0000555555556a8d in main (argc=1, argv=0x7fffffffe3d8) at src/main.c:58
`, V{"_p": g.replAddr(), "_c": g.replAddr()}, "password = 0x0", "src/mqtt.c:131")

	g.replAdd("pdb-secretstr-httpx-secure", `
(Pdb) p settings.openai_api_key
SecretStr('**********')
(Pdb) p request.headers
Headers({'host': 'api.openai.com', 'accept': '*/*', 'accept-encoding': 'gzip, deflate', 'connection': 'keep-alive', 'authorization': '[secure]', 'content-type': 'application/json', 'content-length': '211'})
(Pdb) p response.headers["x-request-id"]
'«_rid»'
`, V{"_rid": "req_" + g.hex(32)}, "'authorization': '[secure]'", "SecretStr('**********')")

	g.replAdd("byebug-nil-credentials", `
(byebug) p ENV["SLACK_BOT_TOKEN"]
nil
(byebug) p @user.id
42
(byebug) p Rails.application.credentials.slack
nil
(byebug) continue
`, V{}, "p ENV[\"SLACK_BOT_TOKEN\"]")

	_, pub := g.sshEd25519("deploy@build-01")
	g.replAdd("lldb-host-key-fingerprint-pubkey", `
(lldb) p host_key_fp
(const char *) «_a» "SHA256:«_fp»"
(lldb) p pubkey
(std::string) "«_pub» deploy@build-01"
`, V{"_a": "0x0000" + g.hex(12), "_fp": base64.RawStdEncoding.EncodeToString(g.bytes(32)), "_pub": pub}, "deploy@build-01")

	g.replAdd("node-inspect-undefined-placeholder", `
debug> exec process.env.API_KEY
undefined
debug> exec config.apiKey
'<set via API_KEY>'
debug> exec typeof config.apiKey
'string'
debug> cont
`, V{}, "'<set via API_KEY>'")
}

// ---- pastes in chat, issues, tickets and support mail ----

func (g *G) replTalk() {
	g.replAdd("talk-ipdb-salesforce-401", `
getting 401 invalid_client from salesforce since the sandbox refresh, here's what ipdb shows right before the call:

ipdb> p self.client_id
'3MVG9«_cid»'
ipdb> p self.client_secret
'«a»'
ipdb> p resp.json()
{'error': 'invalid_client', 'error_description': 'invalid client credentials'}

is the secret wrong or is it the login url (test.salesforce.com vs login)?
`, V{"_cid": g.s(alAlnum+"._", 80), "a": g.s(alHexU, 64)}, "test.salesforce.com")

	stk := g.skTest()
	g.replAdd("talk-issue-iex-stripity", `
### Describe the bug
Creating a customer fails with a 401 after upgrading to stripity_stripe 3.2.

### To Reproduce
ˋˋˋ
iex(1)> Stripe.Customer.create(%{email: "test@example.com"}, api_key: "«a»")
{:error,
 %Stripe.Error{
   source: :stripe,
   code: :invalid_request_error,
   request_id: {"Request-Id", "«_rid»"},
   message: "Invalid API Key provided: sk_test_****************«=l4»",
   ...
 }}
ˋˋˋ

### Environment
- Elixir 1.17.3 / OTP 27
- stripity_stripe 3.2.0
`, V{"a": stk, "_rid": "req_" + g.an(14), "=l4": stk[len(stk)-4:]}, "stripity_stripe 3.2.0")

	g.replAdd("talk-slack-psql-prod", `
Maria Chen  10:42 AM
can someone sanity check prod? the migration says the column is missing but I see it:
ˋˋˋ
$ PGPASSWORD='«a»' psql -h orders-prod.cluster-c2kq.eu-west-1.rds.amazonaws.com -U orders_owner orders
psql (16.4, server 16.3)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

orders=> \d orders.shipments
                    Table "orders.shipments"
   Column    |           Type           | Collation | Nullable | Default
-------------+--------------------------+-----------+----------+---------
 id          | bigint                   |           | not null |
 carrier     | text                     |           | not null |
 tracking_no | text                     |           |          |
 shipped_at  | timestamp with time zone |           |          |
ˋˋˋ
`, V{"a": g.pw()}, "orders-prod.cluster-c2kq.eu-west-1.rds.amazonaws.com")

	g.replAdd("talk-discord-bot-login-node", `
bot never comes online, no error. node 20, discord.js 14.16:

> const { Client, GatewayIntentBits } = require('discord.js')
undefined
> const client = new Client({ intents: [GatewayIntentBits.Guilds] })
undefined
> client.login('«a»')
Promise {
  <pending>,
  [Symbol(async_id_symbol)]: 61,
  [Symbol(trigger_async_id_symbol)]: 6
}
> client.isReady()
false
`, V{"a": g.discordBot()}, "[Symbol(async_id_symbol)]: 61,")

	h := g.s(alLower, 6) + "-" + g.s(alLower, 6) + "-" + g.digits(5)
	g.replAdd("talk-redis-upstash-url", `
quick q: is it fine that redis-cli prints this warning? connecting to our Upstash db like the console says:

$ redis-cli --tls -u rediss://default:«a»@«_h».upstash.io:6379
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
«_h».upstash.io:6379> PING
PONG
`, V{"a": g.an(34), "_h": h}, "Warning: Using a password with '-a' or '-u' option")

	g.replAdd("talk-rails-credentials-dev-vs-prod", `
Works in dev, nil in prod. What am I missing?

dev:
store(dev)> Rails.application.credentials.mailgun
=> {api_key: "«a»", domain: "mg.acme.io"}

prod:
store(prod)> Rails.application.credentials.mailgun
=> nil
store(prod)> Rails.application.credentials.key.nil?
=> false
`, V{"a": g.mailgun()}, "domain: \"mg.acme.io\"")

	g.replAdd("talk-jira-jshell-adyen-hmac", `
OPS-4412  Payment webhook signature check fails in staging
Reporter: Tomasz K.   Priority: High

Description:
Reproduced in jshell against the staging config:

jshell> var secret = System.getenv("ADYEN_HMAC_KEY")
secret ==> "«a»"

jshell> HMACValidator.calculateHMAC(payload, secret)
$4 ==> "«=sig»"

jshell> payload.getAdditionalData().get("hmacSignature")
$5 ==> "«=sig2»"
`, V{"a": g.s(alHexU, 64), "=sig": g.b64(32), "=sig2": g.b64(32)}, "OPS-4412")

	g.replAdd("talk-support-mail-mongosh", `
Hi support,

our app can't write to the cluster since this morning. From the VM:

$ mongosh "mongodb://app_rw:«a»@10.20.1.5:27017,10.20.1.6:27017/orders?replicaSet=rs0&authSource=admin"
Current Mongosh Log ID:	«_log»
Connecting to:		mongodb://<credentials>@10.20.1.5:27017,10.20.1.6:27017/orders?replicaSet=rs0&authSource=admin&appName=mongosh+2.3.1
MongoServerError: not primary

Thanks,
Dana
`, V{"a": g.pwURL(), "_log": g.replOID()}, "mongodb://<credentials>@10.20.1.5:27017")

	// benign-only

	g.replAdd("talk-key-starred-before-paste", `
(I replaced the key with stars before pasting)

>>> client = OpenAI(api_key="sk-proj-****************")
>>> client.models.list()
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-****************. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
`, V{}, "sk-proj-****************", "'code': 'invalid_api_key'")

	g.replAdd("talk-env-length-and-prefix", `
the env var is definitely set, I checked without printing it:

>>> len(os.environ["ANTHROPIC_API_KEY"])
109
>>> os.environ["ANTHROPIC_API_KEY"][:10]
'sk-ant-api'
>>> os.environ["ANTHROPIC_API_KEY"].strip() == os.environ["ANTHROPIC_API_KEY"]
False

so there's a trailing newline from the file I guess?
`, V{}, "'sk-ant-api'", "len(os.environ[\"ANTHROPIC_API_KEY\"])")

	g.replAdd("talk-octokit-masked-inspect", `
**Steps**
irb(main):001> client = Octokit::Client.new(access_token: ENV["GITHUB_TOKEN"])
=> #<Octokit::Client:«_addr» @access_token="************************************«=l4»", @auto_paginate=false, @api_endpoint="https://api.github.com/">
irb(main):002> client.user.login
Octokit::Unauthorized: GET https://api.github.com/user: 401 - Bad credentials // See: https://docs.github.com/rest
irb(main):003> ENV["GITHUB_TOKEN"]
=> "<REDACTED>"
`, V{"_addr": g.replRbAddr(), "=l4": g.an(4)}, "=> \"<REDACTED>\"", "401 - Bad credentials")

	g.replAdd("talk-tinker-fresh-clone-placeholders", `
do I need to fill these in? this is what tinker shows on a fresh clone:

> config('services.github')
= [
    "client_id" => "your-github-client-id",
    "client_secret" => "your-github-client-secret",
    "redirect" => "http://localhost:8000/auth/github/callback",
  ]
`, V{}, "your-github-client-secret", "http://localhost:8000/auth/github/callback")
}

// ---- more benign look-alikes across tools ----

func (g *G) replBenign() {
	pub := g.replPubPEM()
	g.replAdd("ben-py-public-key-pem", `
>>> from cryptography.hazmat.primitives import serialization
>>> pub = serialization.load_pem_public_key(open("keys/webhook_pub.pem", "rb").read())
>>> pub.key_size
2048
>>> print(pub.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode())
«_pub»

`, V{"_pub": pub.block()}, "keys/webhook_pub.pem")

	g.replAdd("ben-node-jwks-key", `
> (await (await fetch('https://login.acme.io/.well-known/jwks.json')).json()).keys[0]
{
  kty: 'RSA',
  use: 'sig',
  kid: '«_kid»',
  alg: 'RS256',
  n: '«_n»',
  e: 'AQAB'
}
`, V{"_kid": g.b64u(43), "_n": g.b64u(342)}, "e: 'AQAB'")

	g.replAdd("ben-irb-digest-etag", `
irb(main):001> Digest::SHA256.file("public/assets/application.js").hexdigest
=> "«_h»"
irb(main):002> Net::HTTP.get_response(URI("https://cdn.acme.io/assets/application.js"))["etag"]
=> "W/\"«_e»\""
irb(main):003> Rails.application.config.assets.version
=> "1.0"
`, V{"_h": g.hex(64), "_e": g.hex(32)}, "https://cdn.acme.io/assets/application.js")

	g.replAdd("ben-psql-flyway-checksums", `
app=> SELECT installed_rank, version, description, checksum, success FROM flyway_schema_history ORDER BY installed_rank DESC LIMIT 3;
 installed_rank | version |     description     |  checksum   | success
----------------+---------+---------------------+-------------+---------
             42 | 42      | add api key prefix  | «_c1» | t
             41 | 41      | rotate secrets job  |  «_c2» | t
             40 | 40      | create webhooks     | «_c3» | t
(3 rows)

`, V{"_c1": "-" + g.digits(10), "_c2": g.digits(10), "_c3": "-" + g.digits(10)}, "add api key prefix", "rotate secrets job")

	rid := g.hex(40)
	g.replAdd("ben-redis-info-replication", `
127.0.0.1:6379> INFO replication
# Replication
role:master
connected_slaves:1
slave0:ip=10.0.3.12,port=6379,state=online,offset=918273645,lag=0
master_failover_state:no-failover
master_replid:«_r»
master_replid2:0000000000000000000000000000000000000000
master_repl_offset:918273645
second_repl_offset:-1
`, V{"_r": rid}, "slave0:ip=10.0.3.12,port=6379,state=online")

	g.replAdd("ben-iex-uuid-md5-version", `
iex(1)> Ecto.UUID.generate()
"«_u»"
iex(2)> :crypto.hash(:md5, File.read!("priv/static/robots.txt")) |> Base.encode16(case: :lower)
"«_m»"
iex(3)> Mix.Project.config()[:version]
"2.3.0"
`, V{"_u": g.uuid(), "_m": g.hex(32)}, "priv/static/robots.txt")

	kid := g.hex(16)
	g.replAdd("ben-jshell-decode-jwt-header", `
jshell> new String(Base64.getUrlDecoder().decode("«_hdr»"))
$1 ==> "{\"alg\":\"RS256\",\"kid\":\"«_kid»\",\"typ\":\"JWT\"}"
`, V{"_hdr": b64raw(`{"alg":"RS256","kid":"` + kid + `","typ":"JWT"}`), "_kid": kid})

	g.replAdd("ben-ps-cert-thumbprints", `
PS C:\> Get-ChildItem Cert:\LocalMachine\My | Format-Table Thumbprint, Subject, NotAfter

Thumbprint                               Subject            NotAfter
----------                               -------            --------
«_t1» CN=api.contoso.com   2/11/2026 11:59:59 PM
«_t2» CN=WMSvc-SHA2-WEB01  5/20/2034 9:12:44 AM

`, V{"_t1": g.s(alHexU, 40), "_t2": g.s(alHexU, 40)}, "CN=WMSvc-SHA2-WEB01")

	var dump strings.Builder
	base := 0x7fffffffe0a0
	for row := 0; row < 4; row++ {
		fmt.Fprintf(&dump, "0x%x:", base+8*row)
		for _, b := range g.bytes(8) {
			fmt.Fprintf(&dump, "\t0x%02x", b)
		}
		if row < 3 {
			dump.WriteString("\n")
		}
	}
	g.replAdd("ben-gdb-digest-bytes", `
(gdb) p/x digest_len
$1 = 0x20
(gdb) x/32xb digest
«_d»
(gdb) p file_name
$2 = 0x5555555592a0 "firmware-2.1.0.bin"
`, V{"_d": dump.String()}, "firmware-2.1.0.bin")

	g.replAdd("ben-ipython-hf-whoami", `
In [4]: whoami()
Out[4]:
{'type': 'user',
 'id': '«_id»',
 'name': 'dev-acme',
 'fullname': 'Dev Acme',
 'email': 'dev@acme.io',
 'emailVerified': True,
 'canPay': False,
 'isPro': False,
 'orgs': [],
 'auth': {'type': 'access_token',
  'accessToken': {'displayName': 'laptop',
   'role': 'write',
   'createdAt': '2024-10-02T08:11:54.000Z'}}}
`, V{"_id": g.hex(24)}, "'displayName': 'laptop'")

	g.replAdd("ben-mysql-status", `
mysql> \s
--------------
mysql  Ver 8.0.39-0ubuntu0.22.04.1 for Linux on x86_64 ((Ubuntu))

Connection id:		1184
Current database:	shop
Current user:		app@10.0.4.17
SSL:			Cipher in use is TLS_AES_256_GCM_SHA384
Current pager:		stdout
Using outfile:		''
Using delimiter:	;
Server version:		8.0.39 MySQL Community Server - GPL
Protocol version:	10
Connection:		db-primary.internal via TCP/IP
Server characterset:	utf8mb4
Db     characterset:	utf8mb4
Client characterset:	utf8mb4
Conn.  characterset:	utf8mb4
TCP port:		3306
Binary data as:		Hexadecimal
Uptime:			41 days 3 hours 12 min 9 sec

Threads: 37  Questions: 918273645  Slow queries: 12  Opens: 4821  Flush tables: 3  Open tables: 3902  Queries per second avg: 258.304
--------------
`, V{}, "Cipher in use is TLS_AES_256_GCM_SHA384", "db-primary.internal via TCP/IP")

	g.replAdd("ben-rails-dev-default-urls", `
store(dev)> ENV.slice("DATABASE_URL", "REDIS_URL")
=> {"DATABASE_URL"=>"postgres://postgres:postgres@localhost:5432/store_development", "REDIS_URL"=>"redis://localhost:6379/1"}
store(dev)> Rails.env
=> "development"
`, V{}, "postgres://postgres:postgres@localhost:5432/store_development")

	g.replAdd("ben-ghci-uuid-sha256", `
ghci> import qualified Data.UUID.V4 as U
ghci> U.nextRandom
«_u»
ghci> import Crypto.Hash (hash, SHA256, Digest)
ghci> hash (BS.pack "v1.4.2") :: Digest SHA256
«_h»
`, V{"_u": g.uuid(), "_h": g.hex(64)}, "Digest SHA256")

	g.replAdd("ben-r-digest-and-version", `
> digest::digest("data/raw/survey_2024.csv", file = TRUE, algo = "sha256")
[1] "«_h»"
> R.version.string
[1] "R version 4.4.1 (2024-06-14)"
> Sys.getenv("R_LIBS_USER")
[1] "/home/ana/R/x86_64-pc-linux-gnu-library/4.4"
`, V{"_h": g.hex(64)}, "R version 4.4.1 (2024-06-14)")

	g.replAdd("ben-julia-pkg-status", `
(@v1.10) pkg> status
Status ˋ~/.julia/environments/v1.10/Project.tomlˋ
  [«_a»] CSV v0.10.14
  [«_b»] DataFrames v1.6.1
  [«_c»] HTTP v1.10.8
  [«_d»] JSON3 v1.14.0
`, V{"_a": g.hex(8), "_b": g.hex(8), "_c": g.hex(8), "_d": g.hex(8)}, "DataFrames v1.6.1")

	g.replAdd("ben-lldb-image-list-registers", `
(lldb) image list
[  0] «_u1» 0x0000000100000000 /Users/dev/src/app/.build/debug/App 
[  1] «_u2» 0x0000000180000000 /usr/lib/dyld 
(lldb) register read pc sp
      pc = 0x0000000100003f24  AppˋAppMain.main() + 36 at main.swift:12
      sp = 0x000000016fdff2d0
`, V{"_u1": strings.ToUpper(g.uuid()), "_u2": strings.ToUpper(g.uuid())}, "/Users/dev/src/app/.build/debug/App")
}
