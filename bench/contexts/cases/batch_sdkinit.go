package cases

import (
	"fmt"
	"strings"
)

// sdkinitCases adds credentials handed to SDK and client-library
// constructors and init calls, across languages, as an agent meets them in
// a session: the source it reads and edits, the settings files that feed
// the clients, the REPLs and debug prints that echo them, and the chats
// and issues where users paste their init code.
// Sources: cloud SDKs (boto3.client and Session keyword arguments and STS
// output, the AWS SDK for JavaScript v3 credentials object, aws-sdk-go-v2
// static providers, the Java v2 builders, Ruby Aws::Credentials, PHP
// S3Client arrays, Rust Credentials::new, Soto for Swift, the Kotlin
// SDK's DSL; Azure ClientSecretCredential in Python, JavaScript, .NET and
// Java, storage connection strings; google-auth from info dicts,
// CredentialsFromJSON, OAuth user credentials; OCI key_content and
// Cloudflare); payments (Stripe in six languages, Braintree, PayPal,
// Adyen, Razorpay, Mollie, Plaid); messaging (Twilio, Vonage, Slack and
// Bolt, discord.py, python-telegram-bot builders, Pusher, Ably, Stream,
// FCM, APNs .p8 keys, OneSignal, matrix-nio); e-mail (SendGrid, Mailgun,
// Postmark, Resend, SES SMTP with nodemailer, Mandrill, Mailchimp,
// gomail); maps (Google Maps server keys, Mapbox secret tokens, HERE,
// Radar); search (Algolia in Python, JavaScript and Kotlin, Meilisearch,
// Typesense, Elastic App Search, Azure AI Search, Laravel Scout);
// analytics and feature flags (Mixpanel, Amplitude, PostHog personal
// keys, LaunchDarkly, Unleash, Flagsmith, Statsig, GrowthBook);
// observability agents (Datadog, New Relic, Honeycomb, OpenTelemetry
// exporters' headers, Grafana Cloud, Elastic APM, Dynatrace, Sentry auth
// tokens, Splunk HEC, Axiom); databases and caches (redis-py, ioredis,
// go-redis, Jedis, StackExchange.Redis, Lettuce, pymongo with its
// escaping error, the Java driver, psycopg2, pg, pgx, Npgsql, sqlx,
// Elasticsearch basic_auth and api_key tuples, Neo4j, Astra, ClickHouse,
// Snowflake, Turso, Upstash); queues (confluent-kafka, kafkajs, Sarama,
// JAAS strings, pika, Service Bus, NATS nkeys, QStash, Celery); LLM SDKs
// (OpenAI, Azure OpenAI, Anthropic, Cohere, Mistral, Gemini, Groq,
// Together, OpenRouter, Fireworks, Perplexity, xAI, Hugging Face,
// Bedrock, LangChain, LlamaIndex, LiteLLM, Langfuse, clients in Java, C#,
// Ruby, Rust, Swift and Go); vector databases (Pinecone, Weaviate,
// Qdrant, Milvus, Chroma, Upstash Vector, Atlas and pgvector stores);
// storage (MinIO in three languages, R2, Backblaze B2, Cloudinary,
// UploadThing, rust-s3 against Garage); auth SDKs (Auth0, Okta, Firebase
// Admin in Python, Node and Java, Clerk, Supabase, Keycloak, NextAuth,
// Cognito); CMS SDKs (Contentful, Sanity, Strapi, Storyblok, Ghost,
// WordPress application passwords, Shopify); builder patterns, keyword
// and positional arguments, option objects and struct literals;
// dependency-injection and framework settings (Spring Boot, .NET
// appsettings, NestJS modules, Django, Rails, Laravel, pydantic-settings,
// Koin, Dagger, Nuxt); and the errors, reprs, toString, Debug,
// console.log, wire logs and tracebacks those clients produce, with
// chats, issues, reviews, notebooks and agent edits quoting them.
// Benign look-alikes: publishable and client-side keys (Stripe, Algolia
// search-only, Firebase web, Mapbox pk, PostHog phc_, LaunchDarkly
// client-side ids, Supabase anon keys, Clerk publishable keys), tenant,
// client, account and project ids, key ids, ARNs, endpoints, request
// ids, masked values, SecretStr reprs, placeholders and environment
// references. The case names start with "sdkinit/".
func (g *G) sdkinitCases() {
	g.sdkCloud()
	g.sdkPay()
	g.sdkMsg()
	g.sdkMail()
	g.sdkMapsSearch()
	g.sdkFlags()
	g.sdkObs()
	g.sdkDB()
	g.sdkQueues()
	g.sdkLLM()
	g.sdkVector()
	g.sdkStorage()
	g.sdkAuth()
	g.sdkCMS()
	g.sdkDI()
	g.sdkDebug()
	g.sdkTalk()
	g.sdkBenign()
}

// ---- helpers used only here ----

// sdkAdd is add with the "sdkinit/" prefix and "ˋ" standing for a backtick.
func (g *G) sdkAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("sdkinit/"+name, bt(tmpl), v, benign...)
}

// sdkPwHuman is a password as people pick them: words, a year or digits.
func (g *G) sdkPwHuman() string {
	w := strings.ToLower(g.pick(pwWords...))
	switch g.r.IntN(4) {
	case 0:
		return w + g.pick("2019", "2020", "2021", "2022", "2023", "2024") + g.pick("!", "", "#", "?")
	case 1:
		return g.pick(pwWords...) + "_" + strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2)
	case 2:
		return w + "." + strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 3)
	default:
		return g.pick(pwWords...) + g.pick("!", "@", "#") + g.s(alDigit, 4)
	}
}

// sdkEpoch is a Unix time in 2024 or 2025.
func (g *G) sdkEpoch() int { return 1717200000 + g.r.IntN(40000000) }

// sdkSAKey is a service account's private key as it sits, escaped, in JSON.
func (g *G) sdkSAKey() string { return jsonEsc(g.pkcs8RSAPEM().block() + "\n") }

// sdkJWTEd is an EdDSA-signed JWT (Turso and similar).
func (g *G) sdkJWTEd(payload string) string {
	return b64raw(`{"alg":"EdDSA","typ":"JWT"}`) + "." + b64raw(payload) + "." + g.b64u(86)
}

func (g *G) sdkWPApp() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.an(4)
	}
	return strings.Join(p, " ")
}

func (g *G) sdkLD() string       { return "sdk-" + g.uuid() }
func (g *G) sdkNRLic() string    { return g.hex(36) + "NRAL" }
func (g *G) sdkDyna() string     { return "dt0c01." + g.s(alUpNum, 24) + "." + g.s(alUpNum, 64) }
func (g *G) sdkHcaik() string    { return "hcaik_01" + g.s(alLowNum, 56) }
func (g *G) sdkMinioAK() string  { return g.s(alUpNum, 20) }
func (g *G) sdkMinioSK() string  { return g.an(40) }
func (g *G) sdkCohere() string   { return g.an(40) }
func (g *G) sdkMistral() string  { return g.an(32) }
func (g *G) sdkTogether() string { return "tgp_v1_" + g.b64u(43) }
func (g *G) sdkClerk() string    { return "sk_live_" + g.an(42) }
func (g *G) sdkPhx() string      { return "phx_" + g.an(43) }
func (g *G) sdkPhc() string      { return "phc_" + g.an(43) }
func (g *G) sdkAuth0() string    { return g.b64u(64) }
func (g *G) sdkCFPAT() string    { return "CFPAT-" + g.b64u(43) }
func (g *G) sdkAstra() string    { return "AstraCS:" + g.an(24) + ":" + g.hex(64) }
func (g *G) sdkConfl() string    { return g.s(alAlnum+"+/", 64) }
func (g *G) sdkNkey() string     { return "SUA" + g.s(alB32, 55) }
func (g *G) sdkSentryOrg(org string) string {
	return "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.%d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`,
		g.sdkEpoch(), g.r.IntN(1000000), org)) + "_" + g.b64u(43)
}
func (g *G) sdkGrafana(stack string) string {
	return "glc_" + b64s(fmt.Sprintf(`{"o":"%s","n":"%s","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), stack, g.an(24)))
}

// ---- cloud SDKs ----

func (g *G) sdkCloud() {
	g.sdkAdd("boto3-client-kwargs", `
import boto3

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
)
resp = s3.list_objects_v2(Bucket="acme-invoices-prod", Prefix="2024/06/")
for obj in resp.get("Contents", []):
    print(obj["Key"], obj["Size"])
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-invoices-prod", `Prefix="2024/06/"`)

	g.sdkAdd("boto3-sts-repl-session", `
>>> sts = boto3.client("sts")
>>> creds = sts.assume_role(RoleArn="arn:aws:iam::«_acct»:role/etl-writer", RoleSessionName="etl-backfill")["Credentials"]
>>> creds
{'AccessKeyId': '«a»', 'SecretAccessKey': '«b»', 'SessionToken': '«c»', 'Expiration': datetime.datetime(2024, 6, 3, 14, 2, 11, tzinfo=tzutc())}
>>> session = boto3.Session(
...     aws_access_key_id=creds["AccessKeyId"],
...     aws_secret_access_key=creds["SecretAccessKey"],
...     aws_session_token=creds["SessionToken"],
... )
>>> session.client("glue").get_job(JobName="orders-daily")["Job"]["Role"]
'arn:aws:iam::«_acct»:role/etl-writer'
`, V{"_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "RoleSessionName=\"etl-backfill\"", "orders-daily")

	g.sdkAdd("aws-sdk-js-v3-credentials-object", `
// src/lib/s3.ts
import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";

export const s3 = new S3Client({
  region: "us-east-2",
  credentials: {
    accessKeyId: "«a»",
    secretAccessKey: "«b»",
  },
});

export async function uploadAvatar(userId: string, body: Buffer) {
  await s3.send(new PutObjectCommand({ Bucket: "acme-avatars", Key: ˋu/${userId}.webpˋ, Body: body }));
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-avatars", "export async function uploadAvatar")

	g.sdkAdd("aws-sdk-go-v2-static-provider", `
	cfg, err := config.LoadDefaultConfig(ctx,
		config.WithRegion("ap-southeast-2"),
		config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("«a»", "«b»", "")),
	)
	if err != nil {
		log.Fatalf("load aws config: %v", err)
	}
	ddb := dynamodb.NewFromConfig(cfg)
`, V{"a": g.awsID(), "b": g.awsSecret()}, "ap-southeast-2", "dynamodb.NewFromConfig(cfg)")

	g.sdkAdd("aws-java-v2-builder", `
    @Bean
    public S3Client s3Client() {
        AwsBasicCredentials creds = AwsBasicCredentials.create(
                "«a»",
                "«b»");
        return S3Client.builder()
                .region(Region.EU_CENTRAL_1)
                .credentialsProvider(StaticCredentialsProvider.create(creds))
                .build();
    }
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Region.EU_CENTRAL_1", "public S3Client s3Client()")

	g.sdkAdd("aws-ruby-config-update", `
# config/initializers/aws.rb
Aws.config.update(
  region: 'us-east-1',
  credentials: Aws::Credentials.new('«a»', '«b»')
)
S3_BUCKET = Aws::S3::Resource.new.bucket('acme-rails-uploads')
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-rails-uploads", "config/initializers/aws.rb")

	g.sdkAdd("aws-php-s3client-array", `
<?php
use Aws\S3\S3Client;

$s3 = new S3Client([
    'version'     => 'latest',
    'region'      => 'eu-west-3',
    'credentials' => [
        'key'    => '«a»',
        'secret' => '«b»',
    ],
]);
$s3->putObject(['Bucket' => 'wp-offload-media', 'Key' => $key, 'SourceFile' => $path]);
`, V{"a": g.awsID(), "b": g.awsSecret()}, "wp-offload-media", "'version'     => 'latest'")

	g.sdkAdd("aws-rust-credentials-new", `
use aws_credential_types::Credentials;

let creds = Credentials::new(
    "«a»",
    "«b»",
    Some("«c»".to_string()),
    None,
    "hardcoded",
);
let conf = aws_config::defaults(BehaviorVersion::latest())
    .region(Region::new("us-west-2"))
    .credentials_provider(creds)
    .load()
    .await;
let client = aws_sdk_s3::Client::new(&conf);
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "BehaviorVersion::latest()", "aws_sdk_s3::Client::new(&conf)")

	g.sdkAdd("soto-swift-static-credentials", `
import SotoS3

let client = AWSClient(
    credentialProvider: .static(accessKeyId: "«a»", secretAccessKey: "«b»"),
    httpClientProvider: .createNew
)
let s3 = S3(client: client, region: .euwest2)
`, V{"a": g.awsID(), "b": g.awsSecret()}, "httpClientProvider: .createNew", "region: .euwest2")

	g.sdkAdd("aws-kotlin-dsl", `
val s3 = S3Client {
    region = "us-west-2"
    credentialsProvider = StaticCredentialsProvider {
        accessKeyId = "«a»"
        secretAccessKey = "«b»"
    }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "StaticCredentialsProvider {")

	g.sdkAdd("azure-py-client-secret-credential", `
from azure.identity import ClientSecretCredential
from azure.keyvault.secrets import SecretClient

credential = ClientSecretCredential(
    tenant_id="«_t»",
    client_id="«_c»",
    client_secret="«a»",
)
kv = SecretClient(vault_url="https://kv-acme-prod.vault.azure.net/", credential=credential)
print(kv.get_secret("db-conn").properties.updated_on)
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "https://kv-acme-prod.vault.azure.net/", `kv.get_secret("db-conn")`)

	g.sdkAdd("azure-js-client-secret-positional", `
const { ClientSecretCredential } = require("@azure/identity");
const { BlobServiceClient } = require("@azure/storage-blob");

const cred = new ClientSecretCredential("«_t»", "«_c»", "«a»");
const blobs = new BlobServiceClient("https://acmereports.blob.core.windows.net", cred);
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "https://acmereports.blob.core.windows.net")

	g.sdkAdd("azure-dotnet-named-args", `
var credential = new ClientSecretCredential(
    tenantId: "«_t»",
    clientId: "«_c»",
    clientSecret: "«a»");

var graph = new GraphServiceClient(credential, new[] { "https://graph.microsoft.com/.default" });
var users = await graph.Users.GetAsync(r => r.QueryParameters.Top = 5);
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "https://graph.microsoft.com/.default")

	g.sdkAdd("azure-java-credential-builder", `
ClientSecretCredential credential = new ClientSecretCredentialBuilder()
        .tenantId("«_t»")
        .clientId("«_c»")
        .clientSecret("«a»")
        .build();

SecretClient secrets = new SecretClientBuilder()
        .vaultUrl("https://kv-payments-weu.vault.azure.net")
        .credential(credential)
        .buildClient();
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "https://kv-payments-weu.vault.azure.net")

	g.sdkAdd("azure-blob-connection-string", `
from azure.storage.blob import BlobServiceClient

svc = BlobServiceClient.from_connection_string(
    "DefaultEndpointsProtocol=https;AccountName=acmestlogs;AccountKey=«a»;EndpointSuffix=core.windows.net"
)
container = svc.get_container_client("ingest-raw")
`, V{"a": g.azStorage()}, "AccountName=acmestlogs", "ingest-raw")

	g.sdkAdd("google-auth-from-info-dict", `
from google.oauth2 import service_account
from google.cloud import bigquery

info = {
    "type": "service_account",
    "project_id": "acme-analytics-prod",
    "private_key_id": "«=k»",
    "private_key": "«a»",
    "client_email": "bq-loader@acme-analytics-prod.iam.gserviceaccount.com",
    "client_id": "«_cid»",
    "token_uri": "https://oauth2.googleapis.com/token",
}
credentials = service_account.Credentials.from_service_account_info(
    info, scopes=["https://www.googleapis.com/auth/bigquery"]
)
client = bigquery.Client(credentials=credentials, project=info["project_id"])
`, V{"=k": g.hex(40), "a": g.sdkSAKey(), "_cid": g.digits(21)}, "bq-loader@acme-analytics-prod.iam.gserviceaccount.com", "https://oauth2.googleapis.com/token")

	g.sdkAdd("google-go-credentials-json", `
const saJSON = ˋ{
  "type": "service_account",
  "project_id": "fleet-telemetry-381",
  "private_key": "«a»",
  "client_email": "pubsub-writer@fleet-telemetry-381.iam.gserviceaccount.com",
  "token_uri": "https://oauth2.googleapis.com/token"
}ˋ

func newPubSub(ctx context.Context) (*pubsub.Client, error) {
	return pubsub.NewClient(ctx, "fleet-telemetry-381", option.WithCredentialsJSON([]byte(saJSON)))
}
`, V{"a": g.sdkSAKey()}, "pubsub-writer@fleet-telemetry-381.iam.gserviceaccount.com", "option.WithCredentialsJSON")

	g.sdkAdd("google-oauth-user-credentials", `
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

creds = Credentials(
    token=None,
    refresh_token="«a»",
    client_id="«_cid».apps.googleusercontent.com",
    client_secret="«b»",
    token_uri="https://oauth2.googleapis.com/token",
)
gmail = build("gmail", "v1", credentials=creds)
`, V{"a": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx()}, `build("gmail", "v1", credentials=creds)`)

	g.sdkAdd("oci-config-dict-key-content", `
import oci

config = {
    "user": "ocid1.user.oc1..«_u»",
    "fingerprint": "«_fp»",
    "tenancy": "ocid1.tenancy.oc1..«_t»",
    "region": "eu-frankfurt-1",
    "key_content": """«a»""",
    "pass_phrase": "«b»",
}
oci.config.validate_config(config)
object_storage = oci.object_storage.ObjectStorageClient(config)
`, V{"_u": g.s(alLowNum, 60), "_fp": strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 16), ":"), "_t": g.s(alLowNum, 60),
		"a": g.pkcs8RSAPEM().block(), "b": g.sdkPwHuman()}, "eu-frankfurt-1", "oci.config.validate_config(config)")

	g.sdkAdd("cloudflare-python-sdk", `
from cloudflare import Cloudflare

cf = Cloudflare(api_token="«a»")
zone = cf.zones.list(name="shop.acme-goods.com").result[0]
cf.dns.records.create(zone_id=zone.id, type="CNAME", name="status", content="acme.statuspage.io", proxied=False)
`, V{"a": g.cfToken()}, "shop.acme-goods.com", "acme.statuspage.io")
}

// ---- payments ----

func (g *G) sdkPay() {
	g.sdkAdd("stripe-python-module-key", `
import stripe

stripe.api_key = "«a»"
stripe.api_version = "2024-06-20"

session = stripe.checkout.Session.create(
    mode="subscription",
    line_items=[{"price": "price_«_p»", "quantity": 1}],
    success_url="https://app.tallyforge.com/billing/success",
)
`, V{"a": g.skLive(), "_p": g.an(24)}, `stripe.api_version = "2024-06-20"`, "https://app.tallyforge.com/billing/success")

	g.sdkAdd("stripe-node-require-positional", `
const stripe = require('stripe')('«a»', {
  apiVersion: '2024-06-20',
  maxNetworkRetries: 2,
});

app.post('/webhook', express.raw({ type: 'application/json' }), (req, res) => {
  const event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], '«b»');
`, V{"a": g.skTest(), "b": g.whsec()}, "maxNetworkRetries: 2", "req.headers['stripe-signature']")

	g.sdkAdd("stripe-java-static-key", `
public class BillingConfig {
    static {
        Stripe.apiKey = "«a»";
        Stripe.setAppInfo("acme-billing", "3.2.0", "https://acme.example/billing");
    }
}
`, V{"a": g.skLive()}, `Stripe.setAppInfo("acme-billing", "3.2.0"`)

	g.sdkAdd("stripe-dotnet-restricted-key", `
// Program.cs
StripeConfiguration.ApiKey = "«a»";
builder.Services.AddSingleton<IStripeClient>(new StripeClient("«a»"));
builder.Services.AddScoped<InvoiceExporter>();
`, V{"a": g.rkLive()}, "builder.Services.AddScoped<InvoiceExporter>();")

	g.sdkAdd("stripe-ruby-env-fetch-fallback", `
# config/initializers/stripe.rb
Stripe.api_key = ENV.fetch('STRIPE_SECRET_KEY', '«a»')
Rails.configuration.stripe = {
  publishable_key: ENV.fetch('STRIPE_PUBLISHABLE_KEY', '«_pk»'),
  signing_secret:  ENV.fetch('STRIPE_SIGNING_SECRET', '«b»')
}
`, V{"a": g.skLive(), "_pk": g.pkLive(), "b": g.whsec()}, "ENV.fetch('STRIPE_SECRET_KEY'")

	g.sdkAdd("stripe-php-client", `
<?php
require 'vendor/autoload.php';

$stripe = new \Stripe\StripeClient([
    'api_key' => '«a»',
    'stripe_version' => '2024-06-20',
]);
$customer = $stripe->customers->retrieve('cus_«_c»', []);
`, V{"a": g.skLive(), "_c": g.an(14)}, "'stripe_version' => '2024-06-20'")

	g.sdkAdd("braintree-gateway-config", `
import braintree

gateway = braintree.BraintreeGateway(
    braintree.Configuration(
        environment=braintree.Environment.Production,
        merchant_id="«_m»",
        public_key="«_pub»",
        private_key="«a»",
    )
)
result = gateway.client_token.generate({"customer_id": customer.bt_id})
`, V{"_m": g.s(alLowNum, 16), "_pub": g.s(alLowNum, 16), "a": g.hex(32)}, "braintree.Environment.Production", "gateway.client_token.generate")

	g.sdkAdd("paypal-checkout-sdk-live", `
from paypalcheckoutsdk.core import PayPalHttpClient, LiveEnvironment

environment = LiveEnvironment(
    client_id="«_id»",
    client_secret="«a»",
)
client = PayPalHttpClient(environment)
`, V{"_id": "A" + g.b64u(79), "a": "E" + g.b64u(79)}, "PayPalHttpClient(environment)")

	g.sdkAdd("adyen-python-xapikey", `
import Adyen

adyen = Adyen.Adyen()
adyen.payment.client.xapikey = "«a»"
adyen.payment.client.platform = "live"
adyen.payment.client.live_endpoint_prefix = "«_pre»-AcmeRetailCOM"
adyen.payment.client.merchant_account = "AcmeRetailECOM"
`, V{"a": "AQE" + g.s(alB64, 150) + "=", "_pre": g.hex(16)}, `adyen.payment.client.merchant_account = "AcmeRetailECOM"`)

	g.sdkAdd("razorpay-auth-tuple", `
import razorpay

client = razorpay.Client(auth=("«_k»", "«a»"))
client.set_app_details({"title": "ShopNest", "version": "2.1.0"})
order = client.order.create({"amount": 49900, "currency": "INR", "receipt": "rcpt_1183"})
`, V{"_k": "rzp_live_" + g.an(14), "a": g.an(24)}, `"receipt": "rcpt_1183"`)

	g.sdkAdd("mollie-php-set-api-key", `
$mollie = new \Mollie\Api\MollieApiClient();
$mollie->setApiKey("«a»");
$payment = $mollie->payments->create([
    "amount" => ["currency" => "EUR", "value" => "24.95"],
    "description" => "Order #40127",
    "redirectUrl" => "https://winkel.brouwerij-dekroon.nl/bedankt",
]);
`, V{"a": "live_" + g.an(30)}, "https://winkel.brouwerij-dekroon.nl/bedankt", "Order #40127")

	g.sdkAdd("plaid-python-configuration", `
import plaid
from plaid.api import plaid_api

configuration = plaid.Configuration(
    host=plaid.Environment.Production,
    api_key={
        "clientId": "«_c»",
        "secret": "«a»",
        "plaidVersion": "2020-09-14",
    },
)
client = plaid_api.PlaidApi(plaid.ApiClient(configuration))
`, V{"_c": g.hex(24), "a": g.hex(30)}, "plaid.Environment.Production", `"plaidVersion": "2020-09-14"`)
}

// ---- messaging ----

func (g *G) sdkMsg() {
	g.sdkAdd("twilio-python-client", `
from twilio.rest import Client

account_sid = "«_sid»"
auth_token = "«a»"
client = Client(account_sid, auth_token)

message = client.messages.create(
    body="Your Vetline code is 418233",
    from_="+15017122661",
    to=patient.phone,
)
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "+15017122661", "Your Vetline code is 418233")

	g.sdkAdd("twilio-node-api-key-secret", `
const twilio = require("twilio");
const client = twilio("«_sk»", "«a»", { accountSid: "«_ac»" });
await client.verify.v2.services("VA«_va»").verifications.create({ to, channel: "sms" });
`, V{"_sk": "SK" + g.hex(32), "a": g.an(32), "_ac": g.twilioSID(), "_va": g.hex(32)}, `channel: "sms"`)

	g.sdkAdd("vonage-python-auth", `
from vonage import Auth, Vonage

client = Vonage(Auth(api_key="«_k»", api_secret="«a»"))
client.sms.send(SmsMessage(to="447700900000", from_="AcmeAlerts", text="Disk 92% on db-2"))
`, V{"_k": g.hex(8), "a": g.an(16)}, `from_="AcmeAlerts"`)

	g.sdkAdd("slack-bolt-python-app", `
import os
from slack_bolt import App

app = App(
    token="«a»",
    signing_secret="«b»",
)

@app.command("/deploy")
def deploy(ack, respond, command):
    ack()
`, V{"a": g.xoxb(), "b": g.hex(32)}, `@app.command("/deploy")`)

	g.sdkAdd("slack-bolt-js-socket-mode", `
const { App } = require('@slack/bolt');

const app = new App({
  token: '«a»',
  appToken: '«b»',
  signingSecret: '«c»',
  socketMode: true,
});
(async () => { await app.start(); console.log('⚡️ standup-bot is running'); })();
`, V{"a": g.xoxb(), "b": g.xapp(), "c": g.hex(32)}, "standup-bot is running")

	g.sdkAdd("discord-py-bot-run", `
bot = commands.Bot(command_prefix="!", intents=intents)

@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (ID: {bot.user.id})")

bot.run("«a»")
`, V{"a": g.discordBot()}, `command_prefix="!"`)

	g.sdkAdd("telegram-application-builder", `
from telegram.ext import ApplicationBuilder, CommandHandler

application = ApplicationBuilder().token("«a»").concurrent_updates(True).build()
application.add_handler(CommandHandler("status", status))
application.run_polling()
`, V{"a": g.telegram()}, `CommandHandler("status", status)`)

	g.sdkAdd("pusher-node-server", `
const Pusher = require("pusher");

const pusher = new Pusher({
  appId: "«_app»",
  key: "«_key»",
  secret: "«a»",
  cluster: "eu",
  useTLS: true,
});
pusher.trigger("orders", "status-changed", { id: order.id, status: "shipped" });
`, V{"_app": g.digits(7), "_key": g.hex(20), "a": g.hex(20)}, `cluster: "eu"`, `"status-changed"`)

	g.sdkAdd("ably-rest-key", `
import * as Ably from 'ably';

const ably = new Ably.Rest({ key: '«a»' });
const tokenRequest = await ably.auth.createTokenRequest({ clientId: user.id });
`, V{"a": g.an(6) + "." + g.an(6) + ":" + g.b64u(43)}, "createTokenRequest({ clientId: user.id })")

	g.sdkAdd("stream-chat-server-client", `
const { StreamChat } = require('stream-chat');

const serverClient = StreamChat.getInstance('«_k»', '«a»');
const token = serverClient.createToken(userId);
`, V{"_k": g.s(alLowNum, 12), "a": g.s(alLowNum, 64)}, "serverClient.createToken(userId)")

	g.sdkAdd("pyfcm-legacy-server-key", `
from pyfcm import FCMNotification

push_service = FCMNotification(api_key="«a»")
result = push_service.notify_single_device(registration_id=device.fcm_token, message_title="Order shipped")
`, V{"a": g.firebaseFCM()}, `message_title="Order shipped"`)

	k := g.ecPKCS8()
	g.sdkAdd("node-apn-token-provider-inline-p8", `
const apn = require("@parse/node-apn");

const provider = new apn.Provider({
  token: {
    key: ˋ«a»ˋ,
    keyId: "«_kid»",
    teamId: "«_team»",
  },
  production: true,
});
`, V{"a": k.block(), "_kid": g.s(alUpNum, 10), "_team": g.s(alUpNum, 10)}, "production: true")

	g.sdkAdd("onesignal-python-configuration", `
import onesignal
from onesignal.api import default_api

configuration = onesignal.Configuration(
    app_key="«a»",
)
with onesignal.ApiClient(configuration) as api_client:
    api = default_api.DefaultApi(api_client)
    notification = Notification(app_id="«_app»", contents={"en": "New message"}, included_segments=["Subscribed Users"])
`, V{"a": "os_v2_app_" + g.s(alLower+"234567", 113), "_app": g.uuid()}, `included_segments=["Subscribed Users"]`)

	g.sdkAdd("matrix-nio-access-token", `
client = AsyncClient("https://matrix.hackerspace-ulm.de", "@alertbot:hackerspace-ulm.de")
client.access_token = "«a»"
client.device_id = "«_dev»"
await client.room_send(room_id="!«_room»:hackerspace-ulm.de", message_type="m.room.message", content=content)
`, V{"a": "syt_" + b64raw("alertbot") + "_" + g.an(20) + "_" + g.an(6), "_dev": g.s(alUpper, 10), "_room": g.an(18)}, "https://matrix.hackerspace-ulm.de", "@alertbot:hackerspace-ulm.de")
}

// ---- e-mail ----

func (g *G) sdkMail() {
	g.sdkAdd("sendgrid-python-client", `
from sendgrid import SendGridAPIClient
from sendgrid.helpers.mail import Mail

message = Mail(from_email="billing@orchardlane.co", to_emails=user.email, subject="Your receipt", html_content=html)
sg = SendGridAPIClient("«a»")
response = sg.send(message)
print(response.status_code)
`, V{"a": g.sendgrid()}, "billing@orchardlane.co")

	g.sdkAdd("sendgrid-node-setapikey", `
import sgMail from '@sendgrid/mail';

sgMail.setApiKey('«a»');
await sgMail.send({ to, from: 'no-reply@parcelpath.io', templateId: 'd-«_t»', dynamicTemplateData: data });
`, V{"a": g.sendgrid(), "_t": g.hex(32)}, "no-reply@parcelpath.io")

	g.sdkAdd("mailgun-js-client", `
const formData = require('form-data');
const Mailgun = require('mailgun.js');
const mailgun = new Mailgun(formData);
const mg = mailgun.client({ username: 'api', key: '«a»', url: 'https://api.eu.mailgun.net' });

mg.messages.create('mg.fernhill-bakery.de', { from: 'Fernhill <hallo@fernhill-bakery.de>', to: [email], subject, text });
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "https://api.eu.mailgun.net", "mg.fernhill-bakery.de")

	g.sdkAdd("postmark-server-client", `
var postmark = require("postmark");
var client = new postmark.ServerClient("«a»");

client.sendEmailWithTemplate({
  From: "support@quillstack.app",
  To: user.email,
  TemplateAlias: "password-reset",
  TemplateModel: { action_url: resetUrl },
});
`, V{"a": g.uuid()}, "support@quillstack.app", `TemplateAlias: "password-reset"`)

	g.sdkAdd("resend-node-constructor", `
import { Resend } from 'resend';

const resend = new Resend('«a»');

export async function POST() {
  const { data, error } = await resend.emails.send({
    from: 'Acme <onboarding@resend.dev>',
    to: ['delivered@resend.dev'],
    subject: 'Hello world',
    react: EmailTemplate({ firstName: 'John' }),
  });
`, V{"a": "re_" + g.an(8) + "_" + g.an(24)}, "onboarding@resend.dev", "delivered@resend.dev")

	g.sdkAdd("nodemailer-ses-smtp", `
const transporter = nodemailer.createTransport({
  host: "email-smtp.eu-west-1.amazonaws.com",
  port: 587,
  secure: false,
  auth: {
    user: "«a»",
    pass: "«b»",
  },
});
`, V{"a": g.awsID(), "b": "B" + g.s(alB64, 43)}, "email-smtp.eu-west-1.amazonaws.com")

	g.sdkAdd("mailchimp-transactional-and-marketing", `
import mailchimp_transactional as MailchimpTransactional
import mailchimp_marketing as MailchimpMarketing

tx = MailchimpTransactional.Client("«a»")
mkt = MailchimpMarketing.Client()
mkt.set_config({"api_key": "«b»", "server": "«=srv»"})
print(mkt.ping.get())
`, func() V {
		mc := g.mailchimp()
		return V{"a": "md-" + g.b64u(22), "b": mc, "=srv": mc[strings.LastIndex(mc, "-")+1:]}
	}(), "mkt.ping.get()")

	g.sdkAdd("gomail-dialer-office365", `
	m := gomail.NewMessage()
	m.SetHeader("From", "reports@kestrel-logistics.com")
	m.SetHeader("To", "finance@kestrel-logistics.com")
	m.SetHeader("Subject", "Nightly reconciliation")
	d := gomail.NewDialer("smtp.office365.com", 587, "reports@kestrel-logistics.com", "«a»")
	if err := d.DialAndSend(m); err != nil {
		return err
	}
`, V{"a": g.sdkPwHuman()}, "reports@kestrel-logistics.com", "smtp.office365.com")
}

// ---- maps and search ----

func (g *G) sdkMapsSearch() {
	g.sdkAdd("googlemaps-python-server-key", `
import googlemaps

gmaps = googlemaps.Client(key="«a»", timeout=10, queries_per_second=20)
result = gmaps.geocode("Karl-Liebknecht-Str. 29, 10178 Berlin")
lat, lng = result[0]["geometry"]["location"].values()
`, V{"a": g.googleKey()}, "Karl-Liebknecht-Str. 29, 10178 Berlin")

	g.sdkAdd("mapbox-secret-and-public-token", `
// scripts/upload-tileset.ts  (server side, uses the secret token)
const uploads = mbxUploads({ accessToken: "«a»" });
// web/map.ts  (browser)
mapboxgl.accessToken = "«_pk»";
`, V{"a": g.mapboxSK(), "_pk": g.mapboxPK()}, "scripts/upload-tileset.ts", "mapboxgl.accessToken")

	g.sdkAdd("here-routing-api-key", `
from routingpy import HereMaps

client = HereMaps(api_key="«a»")
route = client.directions(locations=[[8.6821, 50.1109], [8.4037, 49.0069]], profile="car")
`, V{"a": g.b64u(43)}, `profile="car"`)

	g.sdkAdd("radar-server-secret-vs-publishable", `
// server.js
const radar = new Radar({ secretKey: "«a»" });
// app.js (React Native)
Radar.initialize("«_pk»");
`, V{"a": "prj_live_sk_" + g.hex(40), "_pk": "prj_live_pk_" + g.hex(40)}, "Radar.initialize(")

	g.sdkAdd("algolia-python-admin-key", `
from algoliasearch.search_client import SearchClient

client = SearchClient.create("«_app»", "«a»")
index = client.init_index("prod_products")
index.save_objects(records, {"autoGenerateObjectIDIfNotExist": True})
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, "prod_products")

	g.sdkAdd("algolia-js-admin-and-search-only", `
// indexer (Node, admin key)
const admin = algoliasearch("«_app»", "«a»");
// storefront (browser, search-only key)
const searchClient = liteClient("«_app»", "«_search»");
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "_search": g.hex(32)}, "storefront (browser, search-only key)")

	g.sdkAdd("algolia-kotlin-client", `
val client = ClientSearch(
    applicationID = ApplicationID("«_app»"),
    apiKey = APIKey("«a»"),
    logLevel = LogLevel.All,
)
val index = client.initIndex(IndexName("recipes_fr"))
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, `IndexName("recipes_fr")`)

	g.sdkAdd("meilisearch-python-master-key", `
import meilisearch

client = meilisearch.Client("http://127.0.0.1:7700", "«a»")
client.index("movies").update_searchable_attributes(["title", "overview"])
`, V{"a": g.b64u(32)}, "http://127.0.0.1:7700", `"title", "overview"`)

	g.sdkAdd("meilisearch-rust-and-docker", `
$ docker run -d -p 7700:7700 -e MEILI_ENV=production -e MEILI_MASTER_KEY='«a»' getmeili/meilisearch:v1.8
// src/search.rs
let client = Client::new("http://localhost:7700", Some("«a»"))?;
`, V{"a": g.pwStrong()}, "MEILI_ENV=production", "getmeili/meilisearch:v1.8")

	g.sdkAdd("typesense-python-client", `
import typesense

client = typesense.Client({
    "api_key": "«a»",
    "nodes": [{"host": "«_h».a1.typesense.net", "port": "443", "protocol": "https"}],
    "connection_timeout_seconds": 2,
})
`, V{"a": g.an(32), "_h": g.s(alLowNum, 16)}, `"connection_timeout_seconds": 2`)

	g.sdkAdd("elastic-app-search-private-key", `
const client = new ElasticAppSearch.Client(
  "https://acme-enterprise.ent.eu-west-1.aws.found.io",
  "«a»",
  { apiPath: "/api/as/v1" }
);
// searchKey for the widget: «_s»
`, V{"a": "private-" + g.s(alLowNum, 24), "_s": "search-" + g.s(alLowNum, 24)}, "searchKey for the widget")

	g.sdkAdd("azure-ai-search-admin-key", `
from azure.core.credentials import AzureKeyCredential
from azure.search.documents import SearchClient

client = SearchClient(
    endpoint="https://srch-kb-prod.search.windows.net",
    index_name="kb-articles",
    credential=AzureKeyCredential("«a»"),
)
`, V{"a": g.an(52)}, "https://srch-kb-prod.search.windows.net", "kb-articles")

	g.sdkAdd("laravel-scout-config-fallback", `
// config/scout.php
'meilisearch' => [
    'host' => env('MEILISEARCH_HOST', 'http://meilisearch:7700'),
    'key' => env('MEILISEARCH_KEY', '«a»'),
    'index-settings' => [],
],
`, V{"a": g.hex(64)}, "env('MEILISEARCH_HOST', 'http://meilisearch:7700')")
}

// ---- analytics and feature flags ----

func (g *G) sdkFlags() {
	g.sdkAdd("mixpanel-import-consumer", `
from mixpanel import Mixpanel, Consumer

mp = Mixpanel("«_tok»", consumer=Consumer(api_secret="«a»"))
mp.import_data("«_tok»", "«a»", distinct_id, "Signed Up", timestamp)
`, V{"_tok": g.hex(32), "a": g.hex(32)}, `"Signed Up"`)

	g.sdkAdd("amplitude-export-client", `
AMPLITUDE_API_KEY = "«_k»"      # project API key (also in the web snippet)
AMPLITUDE_SECRET_KEY = "«a»"
resp = requests.get("https://amplitude.com/api/2/export", params={"start": start, "end": end},
                    auth=(AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY), timeout=300)
`, V{"_k": g.hex(32), "a": g.hex(32)}, "https://amplitude.com/api/2/export")

	g.sdkAdd("posthog-python-local-eval", `
from posthog import Posthog

posthog = Posthog(
    project_api_key="«_phc»",
    host="https://eu.i.posthog.com",
    personal_api_key="«a»",
    poll_interval=30,
)
enabled = posthog.feature_enabled("new-onboarding", user.distinct_id)
`, V{"_phc": g.sdkPhc(), "a": g.sdkPhx()}, "https://eu.i.posthog.com", `"new-onboarding"`)

	g.sdkAdd("posthog-node-personal-key", `
const client = new PostHog('«_phc»', {
  host: 'https://us.i.posthog.com',
  personalApiKey: '«a»',
  featureFlagsPollingInterval: 30000,
})
`, V{"_phc": g.sdkPhc(), "a": g.sdkPhx()}, "featureFlagsPollingInterval: 30000")

	g.sdkAdd("launchdarkly-python-config", `
import ldclient
from ldclient.config import Config

ldclient.set_config(Config("«a»", events_max_pending=5000))
client = ldclient.get()
show = client.variation("checkout-v2", context, False)
`, V{"a": g.sdkLD()}, `"checkout-v2"`)

	g.sdkAdd("launchdarkly-server-and-client-side-id", `
// api/flags.ts
export const ld = LaunchDarkly.init('«a»');
// web/main.tsx
const LDProvider = await asyncWithLDProvider({ clientSideID: '«_cid»' });
`, V{"a": g.sdkLD(), "_cid": g.hex(24)}, "asyncWithLDProvider")

	g.sdkAdd("unleash-node-initialize", `
const { initialize } = require('unleash-client');

const unleash = initialize({
  url: 'https://unleash.intern.brightwell.io/api/',
  appName: 'order-service',
  customHeaders: { Authorization: '«a»' },
});
`, V{"a": "*:production." + g.hex(56)}, "https://unleash.intern.brightwell.io/api/", "order-service")

	g.sdkAdd("unleash-python-client", `
client = UnleashClient(
    url="https://unleash.example-corp.net/api",
    app_name="pricing-worker",
    custom_headers={"Authorization": "«a»"},
)
client.initialize_client()
`, V{"a": "pricing:development." + g.hex(56)}, "pricing-worker")

	g.sdkAdd("flagsmith-server-key", `
from flagsmith import Flagsmith

flagsmith = Flagsmith(environment_key="«a»", enable_local_evaluation=True)
flags = flagsmith.get_identity_flags(identifier=user.id, traits={"plan": user.plan})
`, V{"a": "ser." + g.an(22)}, "enable_local_evaluation=True")

	g.sdkAdd("statsig-server-init", `
import Statsig from 'statsig-node';

await Statsig.initialize('«a»', { environment: { tier: 'production' } });
const passed = await Statsig.checkGate({ userID: req.user.id }, 'new_pricing_page');
`, V{"a": "secret-" + g.an(43)}, "new_pricing_page")

	g.sdkAdd("growthbook-client-and-admin-keys", `
# app: only the client key (public)
gb = GrowthBook(api_host="https://cdn.growthbook.io", client_key="«_ck»")
# scripts/sync_experiments.py: admin REST API
headers = {"Authorization": "Bearer «a»"}
`, V{"_ck": "sdk-" + g.an(16), "a": "secret_admin_" + g.an(40)}, "https://cdn.growthbook.io")
}

// ---- observability agents and exporters ----

func (g *G) sdkObs() {
	g.sdkAdd("datadog-api-client-configuration", `
from datadog_api_client import ApiClient, Configuration
from datadog_api_client.v1.api.monitors_api import MonitorsApi

configuration = Configuration()
configuration.api_key["apiKeyAuth"] = "«a»"
configuration.api_key["appKeyAuth"] = "«b»"
configuration.server_variables["site"] = "datadoghq.eu"
with ApiClient(configuration) as api_client:
    monitors = MonitorsApi(api_client).list_monitors(tags="team:checkout")
`, V{"a": g.hex(32), "b": g.hex(40)}, "datadoghq.eu", `tags="team:checkout"`)

	g.sdkAdd("newrelic-ini-and-initialize", `
$ head -12 newrelic.ini
[newrelic]
license_key = «a»
app_name = Booking API (prod)
monitor_mode = true
log_level = info
distributed_tracing.enabled = true
$ grep -n initialize wsgi.py
3:newrelic.agent.initialize("newrelic.ini")
`, V{"a": g.sdkNRLic()}, "app_name = Booking API (prod)", `newrelic.agent.initialize("newrelic.ini")`)

	g.sdkAdd("newrelic-node-config-js", `
'use strict'
exports.config = {
  app_name: ['storefront-ssr'],
  license_key: '«a»',
  logging: { level: 'info' },
  allow_all_headers: true,
  attributes: { exclude: ['request.headers.cookie', 'request.headers.authorization'] },
}
`, V{"a": g.sdkNRLic()}, "storefront-ssr", "'request.headers.authorization'")

	g.sdkAdd("honeycomb-beeline-init", `
import beeline

beeline.init(
    writekey="«a»",
    dataset="ingest-pipeline",
    service_name="ingest-pipeline",
    debug=False,
)
`, V{"a": g.an(22)}, `dataset="ingest-pipeline"`)

	g.sdkAdd("otel-python-otlp-honeycomb-headers", `
exporter = OTLPSpanExporter(
    endpoint="https://api.honeycomb.io/v1/traces",
    headers={"x-honeycomb-team": "«a»"},
)
provider.add_span_processor(BatchSpanProcessor(exporter))
`, V{"a": g.sdkHcaik()}, "https://api.honeycomb.io/v1/traces", "BatchSpanProcessor(exporter)")

	g.sdkAdd("otel-js-grafana-cloud-basic", `
const exporter = new OTLPTraceExporter({
  url: 'https://otlp-gateway-prod-eu-west-2.grafana.net/otlp/v1/traces',
  headers: {
    Authorization: 'Basic «b»',
  },
});
// instance id «_id», token «a»
`, func() V {
		id, tok := g.digits(6), g.sdkGrafana("harbourview")
		return V{"b": b64s(id + ":" + tok), "_id": id, "a": tok}
	}(), "https://otlp-gateway-prod-eu-west-2.grafana.net/otlp/v1/traces")

	g.sdkAdd("otel-go-newrelic-api-key-header", `
	exp, err := otlptracegrpc.New(ctx,
		otlptracegrpc.WithEndpoint("otlp.eu01.nr-data.net:4317"),
		otlptracegrpc.WithHeaders(map[string]string{"api-key": "«a»"}),
		otlptracegrpc.WithCompressor("gzip"),
	)
`, V{"a": g.sdkNRLic()}, "otlp.eu01.nr-data.net:4317")

	g.sdkAdd("elastic-apm-python-flask", `
from elasticapm.contrib.flask import ElasticAPM

app.config["ELASTIC_APM"] = {
    "SERVICE_NAME": "claims-portal",
    "SECRET_TOKEN": "«a»",
    "SERVER_URL": "https://apm.observability.internal:8200",
    "ENVIRONMENT": "production",
}
apm = ElasticAPM(app)
`, V{"a": g.an(24)}, "claims-portal", "https://apm.observability.internal:8200")

	g.sdkAdd("elastic-apm-node-api-key", `
require('elastic-apm-node').start({
  serviceName: 'pricing-api',
  apiKey: '«a»',
  serverUrl: 'https://acme-prod.apm.europe-west1.gcp.cloud.es.io:443',
  captureBody: 'errors',
})
`, V{"a": g.esAPIKey()}, "captureBody: 'errors'")

	g.sdkAdd("dynatrace-otel-exporter-token", `
exporter = OTLPMetricExporter(
    endpoint="https://«_env».live.dynatrace.com/api/v2/otlp/v1/metrics",
    headers={"Authorization": "Api-Token «a»"},
    preferred_temporality={Counter: AggregationTemporality.DELTA},
)
`, V{"_env": g.s(alLowNum, 8), "a": g.sdkDyna()}, "AggregationTemporality.DELTA")

	g.sdkAdd("sentry-dsn-and-auth-token", `
// next.config.mjs
export default withSentryConfig(nextConfig, {
  org: "kitebase",
  project: "web",
  authToken: "«a»",
  silent: !process.env.CI,
});
// sentry.client.config.ts
Sentry.init({ dsn: "https://«=k»@o«_o».ingest.us.sentry.io/«_p»", tracesSampleRate: 0.1 });
`, V{"a": g.sdkSentryOrg("kitebase"), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "tracesSampleRate: 0.1")

	g.sdkAdd("splunk-hec-logging-handler", `
from splunk_handler import SplunkHandler

splunk = SplunkHandler(
    host="hec.splunk.corp.vantor.net",
    port="8088",
    token="«a»",
    index="app_payments",
    sourcetype="_json",
    verify=False,
)
logging.getLogger("payments").addHandler(splunk)
`, V{"a": g.uuid()}, "hec.splunk.corp.vantor.net", `index="app_payments"`)

	g.sdkAdd("axiom-js-client", `
import { Axiom } from '@axiomhq/js';

const axiom = new Axiom({ token: '«a»', orgId: 'quarry-labs-«_o»' });
axiom.ingest('edge-logs', [{ path: req.url, status: res.statusCode }]);
`, V{"a": "xaat-" + g.uuid(), "_o": g.s(alLowNum, 4)}, "axiom.ingest('edge-logs'")
}

// ---- databases and caches ----

func (g *G) sdkDB() {
	g.sdkAdd("redis-py-kwargs", `
import redis

r = redis.Redis(
    host="redis-14622.c293.eu-central-1-1.ec2.redns.redis-cloud.com",
    port=14622,
    username="default",
    password="«a»",
    decode_responses=True,
)
r.set("healthcheck", "ok", ex=30)
`, V{"a": g.an(32)}, "redis-14622.c293.eu-central-1-1.ec2.redns.redis-cloud.com", "decode_responses=True")

	g.sdkAdd("ioredis-options-object", `
import Redis from "ioredis";

export const redis = new Redis({
  host: "cache.internal.pinewood.io",
  port: 6380,
  password: "«a»",
  tls: { servername: "cache.internal.pinewood.io" },
  maxRetriesPerRequest: 3,
});
`, V{"a": g.pwStrong()}, "cache.internal.pinewood.io", "maxRetriesPerRequest: 3")

	g.sdkAdd("go-redis-options-struct", `
	rdb := redis.NewClient(&redis.Options{
		Addr:     "10.20.4.11:6379",
		Password: "«a»",
		DB:       2,
		PoolSize: 50,
	})
`, V{"a": g.sdkPwHuman()}, "10.20.4.11:6379", "PoolSize: 50")

	g.sdkAdd("jedis-pool-positional-password", `
JedisPoolConfig poolConfig = new JedisPoolConfig();
poolConfig.setMaxTotal(64);
JedisPool pool = new JedisPool(poolConfig, "redis-master.cache.svc", 6379, 2000, "«a»", 0);
`, V{"a": g.pw()}, "redis-master.cache.svc", "poolConfig.setMaxTotal(64);")

	g.sdkAdd("stackexchange-redis-config-string", `
var muxer = ConnectionMultiplexer.Connect(
    "acme-cache.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False");
services.AddSingleton<IConnectionMultiplexer>(muxer);
`, V{"a": g.b64(32)}, "acme-cache.redis.cache.windows.net:6380", "abortConnect=False")

	g.sdkAdd("lettuce-redisuri-builder", `
RedisURI uri = RedisURI.builder()
        .withHost("redis.sessions.prod.lan")
        .withPort(6379)
        .withAuthentication("session-svc", "«a»".toCharArray())
        .withSsl(true)
        .build();
RedisClient client = RedisClient.create(uri);
`, V{"a": g.pwStrong()}, "redis.sessions.prod.lan", `"session-svc"`)

	g.sdkAdd("pymongo-srv-uri", `
from pymongo import MongoClient

client = MongoClient("mongodb+srv://app_rw:«a»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority&appName=Cluster0")
db = client["inventory"]
print(db.list_collection_names())
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "retryWrites=true&w=majority&appName=Cluster0")

	g.sdkAdd("pymongo-kwargs-auth-source", `
client = MongoClient(
    host=["mongo-0.mongo:27017", "mongo-1.mongo:27017", "mongo-2.mongo:27017"],
    replicaset="rs0",
    username="reporting",
    password="«a»",
    authSource="admin",
    readPreference="secondaryPreferred",
)
`, V{"a": g.sdkPwHuman()}, `replicaset="rs0"`, `readPreference="secondaryPreferred"`)

	pw := g.pick(pwWords...) + "@" + g.s(alDigit, 4)
	g.sdkAdd("pymongo-invalid-uri-escape", `
>>> client = MongoClient("mongodb://admin:«a»@db.lab.local:27017/?authSource=admin")
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/usr/lib/python3/dist-packages/pymongo/uri_parser.py", line 489, in parse_uri
    raise InvalidURI("Username and password must be escaped according to RFC 3986, use urllib.parse.quote_plus")
pymongo.errors.InvalidURI: Username and password must be escaped according to RFC 3986, use urllib.parse.quote_plus
>>> from urllib.parse import quote_plus
>>> client = MongoClient(f"mongodb://admin:{quote_plus('«a»')}@db.lab.local:27017/?authSource=admin")
>>> client.address
('db.lab.local', 27017)
`, V{"a": pw}, "db.lab.local", "use urllib.parse.quote_plus")

	g.sdkAdd("mongo-java-credential", `
MongoCredential credential = MongoCredential.createScramSha256Credential(
        "ledger_svc", "admin", "«a»".toCharArray());
MongoClientSettings settings = MongoClientSettings.builder()
        .credential(credential)
        .applyToClusterSettings(b -> b.hosts(List.of(new ServerAddress("mongo-ledger.db.svc", 27017))))
        .build();
`, V{"a": g.pwStrong()}, `"ledger_svc"`, "mongo-ledger.db.svc")

	g.sdkAdd("psycopg2-connect-kwargs", `
import psycopg2

conn = psycopg2.connect(
    host="pg-analytics.cluster-«_c».eu-west-1.rds.amazonaws.com",
    port=5432,
    dbname="warehouse",
    user="looker_ro",
    password="«a»",
    sslmode="require",
)
`, V{"_c": g.s(alLowNum, 12), "a": g.pw()}, `user="looker_ro"`, `sslmode="require"`)

	g.sdkAdd("node-pg-pool-config", `
const { Pool } = require('pg')

const pool = new Pool({
  user: 'billing',
  host: 'postgres.billing.svc.cluster.local',
  database: 'billing',
  password: '«a»',
  port: 5432,
  ssl: { rejectUnauthorized: false },
})
`, V{"a": g.sdkPwHuman()}, "postgres.billing.svc.cluster.local", "rejectUnauthorized: false")

	g.sdkAdd("pgx-pool-new", `
	pool, err := pgxpool.New(ctx, "postgres://tracker:«a»@pg.fleet.internal:5432/tracker?sslmode=verify-full&pool_max_conns=30")
	if err != nil {
		return fmt.Errorf("pgxpool: %w", err)
	}
`, V{"a": g.pwURL()}, "pg.fleet.internal:5432/tracker", "pool_max_conns=30")

	g.sdkAdd("npgsql-connection-string-builder", `
var csb = new NpgsqlConnectionStringBuilder
{
    Host = "pg-hr.postgres.database.azure.com",
    Database = "hr",
    Username = "hr_app",
    Password = "«a»",
    SslMode = SslMode.Require,
};
var dataSource = NpgsqlDataSource.Create(csb.ConnectionString);
`, V{"a": g.pw()}, "pg-hr.postgres.database.azure.com", "SslMode = SslMode.Require")

	g.sdkAdd("sqlx-pg-connect-options", `
let opts = PgConnectOptions::new()
    .host("pg.warehouse.internal")
    .port(5432)
    .username("ingest")
    .password("«a»")
    .database("warehouse")
    .ssl_mode(PgSslMode::Require);
let pool = PgPoolOptions::new().max_connections(16).connect_with(opts).await?;
`, V{"a": g.pwStrong()}, "pg.warehouse.internal", "PgSslMode::Require")

	g.sdkAdd("elasticsearch-py-basic-auth-tuple", `
from elasticsearch import Elasticsearch

es = Elasticsearch(
    cloud_id="«_cid»",
    basic_auth=("elastic", "«a»"),
    request_timeout=30,
)
es.indices.create(index="tickets-v3", mappings=mappings)
`, V{"_cid": "prod-search:" + b64s("europe-west3.gcp.cloud.es.io:443$"+g.hex(32)+"$"+g.hex(32)), "a": g.an(24)}, "tickets-v3")

	g.sdkAdd("elasticsearch-py-api-key-tuple", `
es = Elasticsearch(
    "https://es01.search.internal:9200",
    api_key=("«_id»", "«a»"),
    ca_certs="/etc/ssl/certs/es-ca.pem",
)
`, V{"_id": g.b64u(20), "a": g.b64u(22)}, "https://es01.search.internal:9200", "/etc/ssl/certs/es-ca.pem")

	g.sdkAdd("elasticsearch-js-auth-api-key", `
const { Client } = require('@elastic/elasticsearch')
const client = new Client({
  node: 'https://logs-7f2c.es.us-central1.gcp.cloud.es.io',
  auth: { apiKey: '«a»' },
})
`, V{"a": g.esAPIKey()}, "https://logs-7f2c.es.us-central1.gcp.cloud.es.io")

	g.sdkAdd("neo4j-driver-auth", `
from neo4j import GraphDatabase

URI = "neo4j+s://«_db».databases.neo4j.io"
AUTH = ("neo4j", "«a»")
with GraphDatabase.driver(URI, auth=AUTH) as driver:
    driver.verify_connectivity()
`, V{"_db": g.hex(8), "a": g.b64u(43)}, "driver.verify_connectivity()")

	g.sdkAdd("cassandra-astra-token", `
from cassandra.cluster import Cluster
from cassandra.auth import PlainTextAuthProvider

cloud_config = {"secure_connect_bundle": "secure-connect-telemetry.zip"}
auth_provider = PlainTextAuthProvider("token", "«a»")
cluster = Cluster(cloud=cloud_config, auth_provider=auth_provider)
`, V{"a": g.sdkAstra()}, "secure-connect-telemetry.zip")

	g.sdkAdd("clickhouse-connect-client", `
import clickhouse_connect

client = clickhouse_connect.get_client(
    host="«_h».eu-central-1.aws.clickhouse.cloud",
    port=8443,
    username="default",
    password="«a»",
    secure=True,
)
`, V{"_h": g.s(alLowNum, 10), "a": g.s(alAlnum+"~.", 16)}, "port=8443")

	g.sdkAdd("snowflake-connector-password", `
ctx = snowflake.connector.connect(
    user="DBT_SVC",
    password="«a»",
    account="«_acct»-«_org»",
    warehouse="TRANSFORMING",
    database="ANALYTICS",
    role="TRANSFORMER",
)
`, V{"a": g.pw(), "_acct": g.s(alUpper, 7), "_org": g.s(alUpper, 7)}, `warehouse="TRANSFORMING"`)

	g.sdkAdd("turso-libsql-client", `
import { createClient } from "@libsql/client";

export const db = createClient({
  url: "libsql://notes-app-«_u».turso.io",
  authToken: "«a»",
});
`, V{"_u": g.s(alLower, 8), "a": g.sdkJWTEd(fmt.Sprintf(`{"a":"rw","iat":%d,"id":"%s"}`, g.sdkEpoch(), g.uuid()))}, ".turso.io")

	g.sdkAdd("upstash-redis-rest", `
import { Redis } from '@upstash/redis'

const redis = new Redis({
  url: 'https://apt-gecko-41277.upstash.io',
  token: '«a»',
})
`, V{"a": "A" + g.s(alUpNum, 3) + "AAIjcDE" + g.b64u(56)}, "https://apt-gecko-41277.upstash.io")
}

// ---- queues and streaming ----

func (g *G) sdkQueues() {
	g.sdkAdd("confluent-kafka-producer-dict", `
from confluent_kafka import Producer

conf = {
    "bootstrap.servers": "pkc-«_b».europe-west1.gcp.confluent.cloud:9092",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": "«=u»",
    "sasl.password": "«a»",
    "client.id": "orders-producer",
}
producer = Producer(conf)
`, V{"_b": g.s(alLowNum, 5), "=u": g.s(alUpNum, 16), "a": g.sdkConfl()}, `"client.id": "orders-producer"`)

	g.sdkAdd("kafkajs-sasl-scram", `
const kafka = new Kafka({
  clientId: 'clickstream',
  brokers: ['b-1.msk-prod.«_m».c3.kafka.eu-west-1.amazonaws.com:9096'],
  ssl: true,
  sasl: {
    mechanism: 'scram-sha-512',
    username: 'clickstream',
    password: '«a»',
  },
})
`, V{"_m": g.s(alLowNum, 6), "a": g.pwStrong()}, "mechanism: 'scram-sha-512'")

	g.sdkAdd("sarama-sasl-config", `
	cfg := sarama.NewConfig()
	cfg.Net.SASL.Enable = true
	cfg.Net.SASL.Mechanism = sarama.SASLTypePlaintext
	cfg.Net.SASL.User = "audit-consumer"
	cfg.Net.SASL.Password = "«a»"
	cfg.Net.TLS.Enable = true
	consumer, err := sarama.NewConsumerGroup([]string{"kafka-0.kafka:9093"}, "audit", cfg)
`, V{"a": g.pw()}, `cfg.Net.SASL.User = "audit-consumer"`, "kafka-0.kafka:9093")

	g.sdkAdd("kafka-java-jaas-config", `
Properties props = new Properties();
props.put("bootstrap.servers", "broker.events.lan:9093");
props.put("security.protocol", "SASL_SSL");
props.put("sasl.mechanism", "PLAIN");
props.put("sasl.jaas.config",
    "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"payments-app\" password=\"«a»\";");
KafkaProducer<String, String> producer = new KafkaProducer<>(props);
`, V{"a": g.pw()}, `username=\"payments-app\"`, "broker.events.lan:9093")

	g.sdkAdd("pika-plain-credentials", `
credentials = pika.PlainCredentials("thumbnailer", "«a»")
params = pika.ConnectionParameters(host="rabbitmq.media.svc", port=5672, virtual_host="media", credentials=credentials)
connection = pika.BlockingConnection(params)
`, V{"a": g.sdkPwHuman()}, "rabbitmq.media.svc", `virtual_host="media"`)

	g.sdkAdd("azure-servicebus-connection-string", `
from azure.servicebus import ServiceBusClient

CONN = "Endpoint=sb://sb-orders-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»"
with ServiceBusClient.from_connection_string(CONN) as client:
    with client.get_queue_sender("order-created") as sender:
        sender.send_messages(ServiceBusMessage(json.dumps(evt)))
`, V{"a": g.b64(32)}, "sb://sb-orders-prod.servicebus.windows.net/", "SharedAccessKeyName=RootManageSharedAccessKey")

	g.sdkAdd("nats-nkey-seed", `
nc, err := nats.Connect("tls://connect.ngs.global",
	nats.Nkey("«_pub»", func(nonce []byte) ([]byte, error) {
		kp, _ := nkeys.FromSeed([]byte("«a»"))
		return kp.Sign(nonce)
	}),
)
`, V{"_pub": "UA" + g.s(alB32, 54), "a": g.sdkNkey()}, "tls://connect.ngs.global")

	g.sdkAdd("qstash-client-token", `
from qstash import QStash

client = QStash("«a»")
client.message.publish_json(url="https://api.recipebox.app/jobs/reindex", body={"full": True}, retries=3)
`, V{"a": b64s(fmt.Sprintf(`{"UserID":"%s","Password":"%s"}`, g.uuid(), g.hex(32)))}, "https://api.recipebox.app/jobs/reindex")

	g.sdkAdd("celery-broker-and-sqs-options", `
app = Celery("reports")
app.conf.update(
    broker_url="sqs://«a»:«b»@",
    broker_transport_options={"region": "eu-central-1", "visibility_timeout": 3600},
    result_backend="redis://:«c»@redis.reports.internal:6379/3",
)
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwURL()}, `"visibility_timeout": 3600`, "redis.reports.internal:6379/3")
}

// ---- LLM SDKs ----

func (g *G) sdkLLM() {
	g.sdkAdd("openai-python-client", `
from openai import OpenAI

client = OpenAI(api_key="«a»")

resp = client.chat.completions.create(
    model="gpt-4o-mini",
    messages=[{"role": "user", "content": "Summarise this ticket in one line."}],
)
print(resp.choices[0].message.content)
`, V{"a": g.openai()}, `model="gpt-4o-mini"`)

	g.sdkAdd("openai-node-options", `
import OpenAI from "openai";

const openai = new OpenAI({
  apiKey: "«a»",
  organization: "org-«_org»",
  project: "proj_«_proj»",
  maxRetries: 3,
});
`, V{"a": g.openai(), "_org": g.an(24), "_proj": g.an(24)}, "maxRetries: 3")

	g.sdkAdd("azure-openai-python", `
from openai import AzureOpenAI

client = AzureOpenAI(
    api_key="«a»",
    api_version="2024-06-01",
    azure_endpoint="https://oai-contoso-eastus2.openai.azure.com/",
)
deployment = "gpt4o-prod"
`, V{"a": g.hex(32)}, "https://oai-contoso-eastus2.openai.azure.com/", `api_version="2024-06-01"`)

	g.sdkAdd("anthropic-python-client", `
import anthropic

client = anthropic.Anthropic(api_key="«a»")
message = client.messages.create(
    model="claude-sonnet-4-5",
    max_tokens=1024,
    messages=[{"role": "user", "content": prompt}],
)
`, V{"a": g.anthropic()}, "max_tokens=1024")

	g.sdkAdd("anthropic-ts-client", `
import Anthropic from '@anthropic-ai/sdk';

const anthropic = new Anthropic({
  apiKey: '«a»', // TODO move to env before merging
  timeout: 60_000,
});
`, V{"a": g.anthropic()}, "TODO move to env before merging")

	g.sdkAdd("anthropic-go-option", `
	client := anthropic.NewClient(
		option.WithAPIKey("«a»"),
		option.WithMaxRetries(4),
	)
	msg, err := client.Messages.New(ctx, anthropic.MessageNewParams{
		Model:     anthropic.ModelClaudeSonnet4_5,
		MaxTokens: 512,
`, V{"a": g.anthropic()}, "option.WithMaxRetries(4)")

	g.sdkAdd("cohere-python-clientv2", `
import cohere

co = cohere.ClientV2(api_key="«a»")
response = co.rerank(model="rerank-v3.5", query=query, documents=docs, top_n=5)
`, V{"a": g.sdkCohere()}, `model="rerank-v3.5"`)

	g.sdkAdd("mistral-python-client", `
from mistralai import Mistral

with Mistral(api_key="«a»") as mistral:
    res = mistral.chat.complete(model="mistral-large-latest", messages=[{"role": "user", "content": q}])
`, V{"a": g.sdkMistral()}, `model="mistral-large-latest"`)

	g.sdkAdd("gemini-genai-client", `
from google import genai

client = genai.Client(api_key="«a»")
response = client.models.generate_content(model="gemini-2.0-flash", contents="Explain how AI works in a few words")
`, V{"a": g.googleKey()}, `model="gemini-2.0-flash"`)

	g.sdkAdd("gemini-js-positional", `
const { GoogleGenerativeAI } = require("@google/generative-ai");
const genAI = new GoogleGenerativeAI("«a»");
const model = genAI.getGenerativeModel({ model: "gemini-1.5-flash" });
`, V{"a": g.googleKey()}, `getGenerativeModel({ model: "gemini-1.5-flash" })`)

	g.sdkAdd("groq-python-client", `
from groq import Groq

client = Groq(api_key="«a»")
chat = client.chat.completions.create(model="llama-3.3-70b-versatile", messages=msgs, temperature=0)
`, V{"a": g.groq()}, "llama-3.3-70b-versatile")

	g.sdkAdd("together-python-client", `
from together import Together

client = Together(api_key="«a»")
stream = client.chat.completions.create(model="meta-llama/Llama-3.3-70B-Instruct-Turbo", messages=msgs, stream=True)
`, V{"a": g.sdkTogether()}, "meta-llama/Llama-3.3-70B-Instruct-Turbo")

	g.sdkAdd("openrouter-default-headers", `
client = OpenAI(
    base_url="https://openrouter.ai/api/v1",
    api_key="«a»",
    default_headers={"HTTP-Referer": "https://quizforge.app", "X-Title": "QuizForge"},
)
`, V{"a": g.openrouter()}, "https://openrouter.ai/api/v1", `"X-Title": "QuizForge"`)

	g.sdkAdd("openai-java-builder", `
OpenAIClient client = OpenAIOkHttpClient.builder()
        .apiKey("«a»")
        .organization("org-«_org»")
        .maxRetries(2)
        .build();
ChatCompletion completion = client.chat().completions().create(params);
`, V{"a": g.openaiSvc(), "_org": g.an(24)}, ".maxRetries(2)")

	g.sdkAdd("openai-dotnet-chatclient", `
using OpenAI.Chat;

ChatClient client = new(model: "gpt-4o", apiKey: "«a»");
ChatCompletion completion = await client.CompleteChatAsync("Say 'this is a test.'");
`, V{"a": g.openai()}, `model: "gpt-4o"`)

	g.sdkAdd("ruby-openai-client", `
client = OpenAI::Client.new(
  access_token: "«a»",
  log_errors: true,
  request_timeout: 240
)
response = client.chat(parameters: { model: "gpt-4o", messages: [{ role: "user", content: "Hello!" }] })
`, V{"a": g.openaiOld()}, "request_timeout: 240")

	g.sdkAdd("async-openai-rust-config", `
let config = OpenAIConfig::new()
    .with_api_key("«a»")
    .with_org_id("org-«_org»");
let client = Client::with_config(config);
`, V{"a": g.openai(), "_org": g.an(24)}, "Client::with_config(config)")

	g.sdkAdd("swift-openai-api-token", `
import OpenAI

let openAI = OpenAI(apiToken: "«a»")
let query = ChatQuery(messages: [.user(.init(content: .string(prompt)))], model: .gpt4_o_mini)
`, V{"a": g.openai()}, "model: .gpt4_o_mini")

	g.sdkAdd("langchain-chat-models-kwargs", `
from langchain_openai import ChatOpenAI
from langchain_anthropic import ChatAnthropic

fast = ChatOpenAI(model="gpt-4o-mini", temperature=0, openai_api_key="«a»")
smart = ChatAnthropic(model="claude-sonnet-4-5", anthropic_api_key="«b»", max_tokens=2048)
router = fast.with_fallbacks([smart])
`, V{"a": g.openai(), "b": g.anthropic()}, "router = fast.with_fallbacks([smart])")

	g.sdkAdd("llamaindex-settings", `
from llama_index.core import Settings
from llama_index.llms.openai import OpenAI
from llama_index.embeddings.cohere import CohereEmbedding

Settings.llm = OpenAI(model="gpt-4o", api_key="«a»")
Settings.embed_model = CohereEmbedding(cohere_api_key="«b»", model_name="embed-english-v3.0")
Settings.chunk_size = 512
`, V{"a": g.openai(), "b": g.sdkCohere()}, "Settings.chunk_size = 512")

	g.sdkAdd("litellm-router-model-list", `
model_list:
  - model_name: fast
    litellm_params:
      model: groq/llama-3.1-8b-instant
      api_key: «a»
  - model_name: fast
    litellm_params:
      model: fireworks_ai/accounts/fireworks/models/llama-v3p1-8b-instruct
      api_key: «b»
  - model_name: smart
    litellm_params:
      model: anthropic/claude-sonnet-4-5
      api_key: os.environ/ANTHROPIC_API_KEY
router_settings:
  routing_strategy: latency-based-routing
`, V{"a": g.groq(), "b": "fw_" + g.an(24)}, "os.environ/ANTHROPIC_API_KEY", "routing_strategy: latency-based-routing")

	g.sdkAdd("hf-inference-client", `
from huggingface_hub import InferenceClient

client = InferenceClient(provider="hf-inference", token="«a»")
out = client.text_to_image("an isometric lighthouse", model="black-forest-labs/FLUX.1-schnell")
`, V{"a": g.hfTok()}, "black-forest-labs/FLUX.1-schnell")

	g.sdkAdd("bedrock-runtime-boto3", `
bedrock = boto3.client(
    "bedrock-runtime",
    region_name="us-west-2",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    aws_session_token="«c»",
)
resp = bedrock.converse(modelId="anthropic.claude-3-5-haiku-20241022-v1:0", messages=messages)
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "anthropic.claude-3-5-haiku-20241022-v1:0")

	g.sdkAdd("langfuse-keys", `
from langfuse import Langfuse

langfuse = Langfuse(
    public_key="pk-lf-«_pk»",
    secret_key="«a»",
    host="https://cloud.langfuse.com",
)
`, V{"_pk": g.uuid(), "a": "sk-lf-" + g.uuid()}, "https://cloud.langfuse.com")

	g.sdkAdd("multi-provider-dict", `
PROVIDERS = {
    "openai": {"api_key": "«a»", "model": "gpt-4o-mini"},
    "perplexity": {"api_key": "«b»", "base_url": "https://api.perplexity.ai", "model": "sonar"},
    "xai": {"api_key": "«c»", "base_url": "https://api.x.ai/v1", "model": "grok-2-latest"},
    "local": {"api_key": "ollama", "base_url": "http://localhost:11434/v1", "model": "qwen2.5:14b"},
}
`, V{"a": g.openai(), "b": g.pplx(), "c": g.xai()}, `"api_key": "ollama"`, "http://localhost:11434/v1")
}

// ---- vector databases ----

func (g *G) sdkVector() {
	g.sdkAdd("pinecone-python", `
from pinecone import Pinecone, ServerlessSpec

pc = Pinecone(api_key="«a»")
index = pc.Index(host="https://docs-«_h».svc.aped-4627-b74a.pinecone.io")
index.upsert(vectors=batch, namespace="handbook")
`, V{"a": g.pinecone(), "_h": g.s(alLowNum, 7)}, `namespace="handbook"`)

	g.sdkAdd("pinecone-ts-legacy-uuid-key", `
import { Pinecone } from '@pinecone-database/pinecone';

const pc = new Pinecone({ apiKey: '«a»' });
const index = pc.index('product-search');
`, V{"a": g.uuid()}, "pc.index('product-search')")

	g.sdkAdd("weaviate-python-v4-cloud", `
import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_c».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«a»"),
    headers={"X-OpenAI-Api-Key": "«b»"},
)
`, V{"_c": g.s(alLowNum, 20), "a": g.an(40), "b": g.openai()}, "c0.europe-west3.gcp.weaviate.cloud")

	g.sdkAdd("weaviate-ts-cohere-header", `
const client = await weaviate.connectToWeaviateCloud(process.env.WEAVIATE_URL!, {
  authCredentials: new weaviate.ApiKey('«a»'),
  headers: { 'X-Cohere-Api-Key': '«b»' },
});
`, V{"a": g.an(40), "b": g.sdkCohere()}, "process.env.WEAVIATE_URL!")

	g.sdkAdd("qdrant-python-cloud", `
from qdrant_client import QdrantClient

qdrant = QdrantClient(
    url="https://«_id».eu-central-1-0.aws.cloud.qdrant.io:6333",
    api_key="«a»",
    timeout=30,
)
qdrant.get_collections()
`, V{"_id": g.uuid(), "a": g.b64u(54)}, "eu-central-1-0.aws.cloud.qdrant.io:6333")

	g.sdkAdd("qdrant-rust-builder", `
let client = Qdrant::from_url("https://qdrant.search.internal:6334")
    .api_key("«a»")
    .timeout(std::time::Duration::from_secs(10))
    .build()?;
`, V{"a": g.pwStrong()}, "https://qdrant.search.internal:6334")

	g.sdkAdd("milvus-client-user-pass-token", `
from pymilvus import MilvusClient

client = MilvusClient(
    uri="http://milvus-standalone.vector.svc:19530",
    token="root:«a»",
    db_name="rag",
)
`, V{"a": g.sdkPwHuman()}, "milvus-standalone.vector.svc:19530", `db_name="rag"`)

	g.sdkAdd("chroma-cloud-and-basic-auth", `
# hosted
client = chromadb.CloudClient(tenant="«_t»", database="support-kb", api_key="«a»")
# self-hosted behind basic auth
local = chromadb.HttpClient(
    host="chroma.lab.internal",
    settings=Settings(chroma_client_auth_provider="chromadb.auth.basic_authn.BasicAuthClientProvider",
                      chroma_client_auth_credentials="admin:«b»"),
)
`, V{"_t": g.uuid(), "a": "ck-" + g.an(44), "b": g.sdkPwHuman()}, "chroma.lab.internal", `database="support-kb"`)

	g.sdkAdd("upstash-vector-index", `
from upstash_vector import Index

index = Index(url="https://«_h»-us1-vector.upstash.io", token="«a»")
index.upsert(vectors=[("doc-1", embedding, {"title": "Returns policy"})])
`, V{"_h": g.s(alLower, 12), "a": "ABoF" + g.b64u(72) + "="}, `"title": "Returns policy"`)

	g.sdkAdd("langchain-pgvector-and-atlas", `
vector_store = PGVector(
    embeddings=embeddings,
    collection_name="policies",
    connection="postgresql+psycopg://langchain:«a»@localhost:6024/langchain",
)
atlas = MongoDBAtlasVectorSearch.from_connection_string(
    "mongodb+srv://rag_app:«b»@rag.«_c».mongodb.net",
    "rag.chunks",
    embeddings,
    index_name="vector_index",
)
`, V{"a": g.pwURL(), "b": g.pwURL(), "_c": g.s(alLowNum, 5)}, `collection_name="policies"`, `index_name="vector_index"`)
}

// ---- object storage ----

func (g *G) sdkStorage() {
	g.sdkAdd("minio-python-client", `
from minio import Minio

client = Minio(
    "minio.storage.lan:9000",
    access_key="«a»",
    secret_key="«b»",
    secure=False,
)
client.fput_object("backups", f"pg/{stamp}.dump", "/var/backups/pg.dump")
`, V{"a": g.sdkMinioAK(), "b": g.sdkMinioSK()}, "minio.storage.lan:9000", "/var/backups/pg.dump")

	g.sdkAdd("minio-js-client", `
const Minio = require('minio')

const minioClient = new Minio.Client({
  endPoint: 's3.homelab.arpa',
  port: 9000,
  useSSL: true,
  accessKey: '«a»',
  secretKey: '«b»',
})
`, V{"a": g.sdkMinioAK(), "b": g.sdkMinioSK()}, "s3.homelab.arpa")

	g.sdkAdd("minio-go-static-v4", `
	mc, err := minio.New("objects.acme-internal.net", &minio.Options{
		Creds:  credentials.NewStaticV4("«a»", "«b»", ""),
		Secure: true,
		Region: "eu-central",
	})
`, V{"a": g.sdkMinioAK(), "b": g.sdkMinioSK()}, "objects.acme-internal.net")

	g.sdkAdd("r2-boto3-endpoint", `
r2 = boto3.client(
    "s3",
    endpoint_url="https://«_acct».r2.cloudflarestorage.com",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    region_name="auto",
)
r2.upload_file("build/site.tar.gz", "static-builds", "site.tar.gz")
`, V{"_acct": g.hex(32), "a": g.hex(32), "b": g.hex(64)}, `"static-builds"`)

	g.sdkAdd("b2sdk-authorize-account", `
from b2sdk.v2 import InMemoryAccountInfo, B2Api

info = InMemoryAccountInfo()
b2_api = B2Api(info)
b2_api.authorize_account("production", "«a»", "«b»")
bucket = b2_api.get_bucket_by_name("family-photos-archive")
`, V{"a": "005" + g.hex(22), "b": "K005" + g.s(alAlnum+"/+", 27)}, "family-photos-archive")

	g.sdkAdd("cloudinary-config-and-url", `
import cloudinary

cloudinary.config(
    cloud_name="petsitter-media",
    api_key="«_k»",
    api_secret="«a»",
    secure=True,
)
# same thing as CLOUDINARY_URL=cloudinary://«_k»:«a»@petsitter-media
`, V{"_k": g.digits(15), "a": g.b64u(27)}, `cloud_name="petsitter-media"`)

	g.sdkAdd("uploadthing-utapi-token", `
import { UTApi } from "uploadthing/server";

export const utapi = new UTApi({
  token: "«a»",
});
`, func() V {
		return V{"a": b64s(fmt.Sprintf(`{"apiKey":"sk_live_%s","appId":"%s","regions":["sea1"]}`, g.hex(64), g.s(alLowNum, 10)))}
	}(), `export const utapi = new UTApi({`)

	g.sdkAdd("rust-s3-bucket-credentials", `
let credentials = Credentials::new(Some("«a»"), Some("«b»"), None, None, None)?;
let region = Region::Custom { region: "garage".into(), endpoint: "http://garage.nas.local:3900".into() };
let bucket = Bucket::new("restic", region, credentials)?.with_path_style();
`, V{"a": "GK" + g.hex(24), "b": g.hex(64)}, "http://garage.nas.local:3900")
}

// ---- auth SDKs ----

func (g *G) sdkAuth() {
	g.sdkAdd("auth0-python-gettoken-and-management", `
from auth0.authentication import GetToken
from auth0.management import Auth0

domain = "tenant-eu.eu.auth0.com"
get_token = GetToken(domain, "«_cid»", client_secret="«a»")
token = get_token.client_credentials(f"https://{domain}/api/v2/")
mgmt = Auth0(domain, token["access_token"])
`, V{"_cid": g.an(32), "a": g.sdkAuth0()}, "tenant-eu.eu.auth0.com")

	g.sdkAdd("auth0-node-management-client", `
import { ManagementClient } from 'auth0';

const management = new ManagementClient({
  domain: 'brightlane.us.auth0.com',
  clientId: '«_cid»',
  clientSecret: '«a»',
});
`, V{"_cid": g.an(32), "a": g.sdkAuth0()}, "brightlane.us.auth0.com")

	g.sdkAdd("okta-python-private-key-mode", `
config = {
    "orgUrl": "https://northwind.okta.com",
    "authorizationMode": "PrivateKey",
    "clientId": "«_cid»",
    "scopes": ["okta.users.read", "okta.groups.manage"],
    "privateKey": """«a»""",
}
okta_client = OktaClient(config)
`, V{"_cid": "0oa" + g.an(17), "a": g.pkcs8RSAPEM().block()}, "https://northwind.okta.com", `"okta.groups.manage"`)

	g.sdkAdd("firebase-admin-python-certificate-dict", `
import firebase_admin
from firebase_admin import credentials

cred = credentials.Certificate({
    "type": "service_account",
    "project_id": "tripnote-prod",
    "private_key_id": "«=k»",
    "private_key": "«a»",
    "client_email": "firebase-adminsdk-«_x»@tripnote-prod.iam.gserviceaccount.com",
    "token_uri": "https://oauth2.googleapis.com/token",
})
firebase_admin.initialize_app(cred, {"storageBucket": "tripnote-prod.appspot.com"})
`, V{"=k": g.hex(40), "a": g.sdkSAKey(), "_x": g.s(alLowNum, 5)}, "tripnote-prod.appspot.com")

	g.sdkAdd("firebase-admin-node-cert", `
import admin from "firebase-admin";

admin.initializeApp({
  credential: admin.credential.cert({
    projectId: "quizly-app",
    clientEmail: "firebase-adminsdk-«_x»@quizly-app.iam.gserviceaccount.com",
    privateKey: "«a»".replace(/\\n/g, "\n"),
  }),
});
`, V{"_x": g.s(alLowNum, 5), "a": g.sdkSAKey()}, `projectId: "quizly-app"`)

	g.sdkAdd("firebase-admin-java-stream", `
String json = "{\"type\":\"service_account\",\"project_id\":\"ridelog-9c2\",\"private_key\":\"«a»\",\"client_email\":\"admin-sdk@ridelog-9c2.iam.gserviceaccount.com\"}";
FirebaseOptions options = FirebaseOptions.builder()
        .setCredentials(GoogleCredentials.fromStream(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))))
        .build();
FirebaseApp.initializeApp(options);
`, V{"a": strings.ReplaceAll(g.sdkSAKey(), `\n`, `\\n`)}, `admin-sdk@ridelog-9c2.iam.gserviceaccount.com`)

	g.sdkAdd("clerk-backend-client", `
import { createClerkClient } from '@clerk/backend'

const clerkClient = createClerkClient({
  secretKey: '«a»',
  publishableKey: '«_pk»',
})
`, V{"a": g.sdkClerk(), "_pk": "pk_live_" + b64s("clerk.studyhall.app$")}, "createClerkClient({")

	g.sdkAdd("supabase-js-service-role", `
import { createClient } from '@supabase/supabase-js'

// admin client for the cron job; the browser uses the anon key
const supabaseAdmin = createClient(
  'https://«_ref».supabase.co',
  '«a»',
  { auth: { persistSession: false, autoRefreshToken: false } }
)
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "persistSession: false")

	g.sdkAdd("supabase-python-secret-key", `
from supabase import create_client

url = "https://«_ref».supabase.co"
key = "«a»"
supabase = create_client(url, key)
rows = supabase.table("invoices").select("*").eq("status", "overdue").execute()
`, V{"_ref": g.s(alLower, 20), "a": "sb_secret_" + g.b64u(31)}, `eq("status", "overdue")`)

	g.sdkAdd("keycloak-admin-python", `
from keycloak import KeycloakAdmin, KeycloakOpenID

admin = KeycloakAdmin(
    server_url="https://sso.hanse-werft.de/",
    username="admin",
    password="«a»",
    realm_name="master",
    user_realm_name="master",
    verify=True,
)
oidc = KeycloakOpenID(server_url="https://sso.hanse-werft.de/", client_id="portal-backend",
                      realm_name="werft", client_secret_key="«b»")
`, V{"a": g.sdkPwHuman(), "b": g.an(32)}, "https://sso.hanse-werft.de/", `client_id="portal-backend"`)

	g.sdkAdd("nextauth-options", `
export const authOptions: NextAuthOptions = {
  providers: [
    GitHubProvider({
      clientId: "Ov23li«_id»",
      clientSecret: "«a»",
    }),
  ],
  secret: "«b»",
  session: { strategy: "jwt" },
};
`, V{"_id": g.an(14), "a": g.hex(40), "b": g.b64(32)}, `session: { strategy: "jwt" }`)

	g.sdkAdd("cognito-client-secret-hash", `
CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"

def secret_hash(username):
    msg = username + CLIENT_ID
    dig = hmac.new(CLIENT_SECRET.encode(), msg.encode(), hashlib.sha256).digest()
    return base64.b64encode(dig).decode()

cognito = boto3.client("cognito-idp", region_name="eu-north-1")
`, V{"_cid": g.s(alLowNum, 26), "a": g.s(alLowNum, 51)}, `region_name="eu-north-1"`)
}

// ---- CMS and content SDKs ----

func (g *G) sdkCMS() {
	g.sdkAdd("contentful-management-and-preview", `
const contentfulManagement = require('contentful-management')
const client = contentfulManagement.createClient({ accessToken: '«a»' })

const preview = contentful.createClient({
  space: '«_space»',
  accessToken: '«b»',
  host: 'preview.contentful.com',
})
`, V{"a": g.sdkCFPAT(), "_space": g.s(alLowNum, 12), "b": g.b64u(43)}, "host: 'preview.contentful.com'")

	g.sdkAdd("sanity-client-write-token", `
import { createClient } from '@sanity/client'

export const writeClient = createClient({
  projectId: '«_p»',
  dataset: 'production',
  apiVersion: '2024-06-01',
  token: '«a»',
  useCdn: false,
})
`, V{"_p": g.s(alLowNum, 8), "a": "sk" + g.an(180)}, "apiVersion: '2024-06-01'")

	g.sdkAdd("strapi-client-auth", `
import { strapi } from '@strapi/client';

const client = strapi({
  baseURL: 'https://cms.lumenfolk.org/api',
  auth: '«a»',
});
const articles = client.collection('articles');
`, V{"a": g.hex(256)}, "https://cms.lumenfolk.org/api")

	g.sdkAdd("storyblok-management-oauth-token", `
const StoryblokClient = require('storyblok-js-client')

const Storyblok = new StoryblokClient({
  oauthToken: '«a»',
  region: 'eu',
})
await Storyblok.put(ˋspaces/«_s»/stories/${id}ˋ, { story, publish: 1 })
`, V{"a": g.an(22) + "-" + g.digits(6) + "-" + g.an(20), "_s": g.digits(6)}, "region: 'eu'")

	g.sdkAdd("ghost-admin-api", `
const GhostAdminAPI = require('@tryghost/admin-api');

const api = new GhostAdminAPI({
  url: 'https://blog.tidewater.coffee',
  key: '«a»',
  version: 'v5.0',
});
`, V{"a": g.hex(24) + ":" + g.hex(64)}, "https://blog.tidewater.coffee", "version: 'v5.0'")

	g.sdkAdd("wpapi-application-password", `
const WPAPI = require('wpapi');

const wp = new WPAPI({
  endpoint: 'https://www.gartenfreunde-nord.de/wp-json',
  username: 'redaktion',
  password: '«a»',
});
`, V{"a": g.sdkWPApp()}, "https://www.gartenfreunde-nord.de/wp-json", "username: 'redaktion'")

	g.sdkAdd("shopify-api-node-access-token", `
const Shopify = require('shopify-api-node');

const shopify = new Shopify({
  shopName: 'north-fork-outfitters',
  accessToken: '«a»',
  apiVersion: '2024-07',
  autoLimit: true,
});
`, V{"a": g.shpat()}, "north-fork-outfitters", "autoLimit: true")
}

// ---- dependency injection and framework settings that feed SDKs ----

func (g *G) sdkDI() {
	g.sdkAdd("spring-boot-application-yml", `
spring:
  data:
    redis:
      host: redis.orders.svc
      port: 6379
      password: «a»
  ai:
    openai:
      api-key: «b»
      chat:
        options:
          model: gpt-4o-mini
  cloud:
    aws:
      credentials:
        access-key: «c»
        secret-key: «d»
      region:
        static: eu-west-1
`, V{"a": g.sdkPwHuman(), "b": g.openai(), "c": g.awsID(), "d": g.awsSecret()}, "redis.orders.svc", "static: eu-west-1")

	g.sdkAdd("spring-properties-kafka-datasource", `
spring.datasource.url=jdbc:postgresql://pg.inventory.lan:5432/inventory
spring.datasource.username=inventory_app
spring.datasource.password=«a»
spring.kafka.bootstrap-servers=pkc-«_b».us-east-2.aws.confluent.cloud:9092
spring.kafka.properties.sasl.mechanism=PLAIN
spring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='«=u»' password='«b»';
spring.kafka.properties.security.protocol=SASL_SSL
`, V{"a": g.pw(), "_b": g.s(alLowNum, 5), "=u": g.s(alUpNum, 16), "b": g.sdkConfl()}, "spring.datasource.username=inventory_app", "spring.kafka.properties.security.protocol=SASL_SSL")

	g.sdkAdd("dotnet-appsettings-and-program", `
// appsettings.Production.json
{
  "ConnectionStrings": {
    "Redis": "cache-prod.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False",
    "Sql": "Server=tcp:sql-crm.database.windows.net,1433;Database=crm;User ID=crm_api;Password=«b»;Encrypt=True;"
  },
  "OpenAI": { "ApiKey": "«c»", "Model": "gpt-4o" },
  "SendGrid": { "ApiKey": "«d»" }
}
// Program.cs
builder.Services.AddSingleton(new OpenAIClient(builder.Configuration["OpenAI:ApiKey"]));
builder.Services.AddSendGrid(o => o.ApiKey = builder.Configuration["SendGrid:ApiKey"]);
`, V{"a": g.b64(32), "b": g.pw(), "c": g.openai(), "d": g.sendgrid()}, `builder.Configuration["OpenAI:ApiKey"]`, "User ID=crm_api")

	g.sdkAdd("nestjs-modules-forroot", `
@Module({
  imports: [
    TypeOrmModule.forRoot({
      type: 'postgres',
      host: 'db.gigbook.internal',
      username: 'gigbook',
      password: '«a»',
      database: 'gigbook',
    }),
    BullModule.forRoot({ connection: { host: 'redis.gigbook.internal', port: 6379, password: '«b»' } }),
    StripeModule.forRoot({ apiKey: '«c»', apiVersion: '2024-06-20' }),
  ],
})
export class AppModule {}
`, V{"a": g.sdkPwHuman(), "b": g.an(24), "c": g.skLive()}, "db.gigbook.internal", "export class AppModule {}")

	g.sdkAdd("django-settings-sdk-keys", `
# settings/production.py
STORAGES = {"default": {"BACKEND": "storages.backends.s3.S3Storage"}}
AWS_ACCESS_KEY_ID = "«a»"
AWS_SECRET_ACCESS_KEY = "«b»"
AWS_STORAGE_BUCKET_NAME = "lettuce-media-prod"

ANYMAIL = {
    "MAILGUN_API_KEY": "«c»",
    "MAILGUN_SENDER_DOMAIN": "mg.lettuce.garden",
}
STRIPE_SECRET_KEY = "«d»"
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.mailgun(), "d": g.skLive()}, "lettuce-media-prod", "mg.lettuce.garden")

	g.sdkAdd("rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show -e production
secret_key_base: «a»
aws:
  access_key_id: «b»
  secret_access_key: «c»
openai:
  access_token: «d»
sidekiq_redis_url: redis://:«e»@redis.jobs.internal:6379/0
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "d": g.openai(), "e": g.pwURL()}, "bin/rails credentials:show -e production", "redis.jobs.internal:6379/0")

	g.sdkAdd("laravel-services-env-defaults", `
// config/services.php
return [
    'postmark' => [
        'token' => env('POSTMARK_TOKEN', '«a»'),
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY', '«_pk»'),
        'secret' => env('STRIPE_SECRET', '«b»'),
    ],
    'slack' => [
        'notifications' => [
            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN', '«c»'),
            'channel' => env('SLACK_BOT_USER_DEFAULT_CHANNEL'),
        ],
    ],
];
`, V{"a": g.uuid(), "_pk": g.pkLive(), "b": g.skLive(), "c": g.xoxb()}, "env('SLACK_BOT_USER_DEFAULT_CHANNEL')")

	g.sdkAdd("pydantic-settings-defaults", `
class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str = "postgresql+asyncpg://api:«a»@localhost:5432/api"
    openai_api_key: str = "«b»"
    qdrant_api_key: str | None = "«c»"
    log_level: str = "INFO"

settings = Settings()
client = AsyncOpenAI(api_key=settings.openai_api_key)
`, V{"a": g.pwURL(), "b": g.openai(), "c": g.b64u(54)}, `log_level: str = "INFO"`, "AsyncOpenAI(api_key=settings.openai_api_key)")

	g.sdkAdd("go-struct-literal-config", `
var defaultConfig = Config{
	HTTPAddr: ":8080",
	Postgres: PostgresConfig{
		DSN: "postgres://shipping:«a»@pg-shipping:5432/shipping?sslmode=disable",
	},
	Redis: RedisConfig{Addr: "redis-shipping:6379", Password: "«b»"},
	EasyPost: EasyPostConfig{APIKey: "«c»"},
	Sentry: SentryConfig{DSN: "https://«=k»@o«_o».ingest.sentry.io/«_p»"},
}
`, V{"a": g.pwURL(), "b": g.an(20), "c": "EZAK" + g.hex(54), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, `HTTPAddr: ":8080"`, "redis-shipping:6379")

	g.sdkAdd("koin-module-kotlin", `
val networkModule = module {
    single { OpenAI(token = "«a»") }
    single {
        Retrofit.Builder()
            .baseUrl("https://api.weatherstack.com/")
            .client(OkHttpClient.Builder().addInterceptor(ApiKeyInterceptor("«b»")).build())
            .build()
    }
}
`, V{"a": g.openai(), "b": g.hex(32)}, "https://api.weatherstack.com/")

	g.sdkAdd("dagger-module-provides", `
@Module
@InstallIn(SingletonComponent::class)
object BackendModule {
    @Provides @Singleton
    fun provideSupabase(): SupabaseClient = createSupabaseClient(
        supabaseUrl = "https://«_ref».supabase.co",
        supabaseKey = "«a»",
    ) { install(Postgrest) }

    @Provides @Singleton
    fun provideAlgolia(): SearchClient = SearchClient("«_app»", "«b»")
}
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService(), "_app": g.s(alUpNum, 10), "b": g.hex(32)}, "@InstallIn(SingletonComponent::class)")

	g.sdkAdd("nuxt-runtime-config", `
export default defineNuxtConfig({
  runtimeConfig: {
    stripeSecretKey: '«a»',
    resendApiKey: '«b»',
    public: {
      stripePublishableKey: '«_pk»',
      posthogKey: '«_phc»',
    },
  },
})
`, V{"a": g.skLive(), "b": "re_" + g.an(8) + "_" + g.an(24), "_pk": g.pkLive(), "_phc": g.sdkPhc()}, "defineNuxtConfig")
}

// ---- errors, reprs and debug prints of SDK clients ----

func (g *G) sdkDebug() {
	g.sdkAdd("botocore-frozen-credentials-repr", `
>>> import boto3
>>> s = boto3.Session(profile_name="billing-admin")
>>> s.get_credentials().get_frozen_credentials()
ReadOnlyCredentials(access_key='«a»', secret_key='«b»', token='«c»')
>>> s.client("sts").get_caller_identity()["Arn"]
'arn:aws:sts::«_acct»:assumed-role/BillingAdmin/botocore-session-«_n»'
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_acct": g.digits(12), "_n": g.digits(10)}, `profile_name="billing-admin"`)

	g.sdkAdd("pydantic-settings-repr-print", `
$ python -c "from app.config import settings; print(settings)"
database_url='postgresql://app:«a»@db:5432/app' redis_url='redis://:«b»@redis:6379/0' anthropic_api_key='«c»' webhook_secret=SecretStr('**********') debug=False
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.anthropic()}, "webhook_secret=SecretStr('**********')", "debug=False")

	g.sdkAdd("node-console-log-openai-client", `
> console.log(openai)
OpenAI {
  baseURL: 'https://api.openai.com/v1',
  maxRetries: 2,
  timeout: 600000,
  httpAgent: undefined,
  fetch: [Function: fetch],
  completions: Completions { _client: [Circular *1] },
  _options: {
    apiKey: '«a»',
    organization: null,
    project: null,
    baseURL: 'https://api.openai.com/v1'
  },
  apiKey: '«a»',
  organization: null,
  project: null
}
`, V{"a": g.openai()}, "completions: Completions { _client: [Circular *1] }")

	g.sdkAdd("go-printf-plus-v-config", `
2024/06/12 09:14:03 starting with config: {Listen::8443 S3:{Endpoint:minio.storage.lan:9000 AccessKey:«a» SecretKey:«b» Bucket:uploads UseSSL:false} SMTP:{Host:smtp.mailgun.org Port:587 User:postmaster@mg.cobalt.dev Pass:«c»}}
2024/06/12 09:14:03 listening on :8443
`, V{"a": g.sdkMinioAK(), "b": g.sdkMinioSK(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.cobalt.dev", "listening on :8443")

	g.sdkAdd("lombok-tostring-in-log", `
2024-06-12T10:01:44.812Z  INFO 1 --- [           main] c.a.search.config.SearchConfig           : Loaded SearchProperties(appId=«_app», adminApiKey=«a», indexPrefix=prod_, timeoutMs=5000)
2024-06-12T10:01:45.107Z  INFO 1 --- [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, "indexPrefix=prod_", "Tomcat started on port 8080")

	g.sdkAdd("kotlin-data-class-logcat", `
06-12 11:20:31.442 12877 12877 D ApiModule: config = ApiConfig(baseUrl=https://api.roastery.app/v2/, mapsKey=«a», revenueCatKey=«_rc», openAiKey=«b», debug=true)
06-12 11:20:31.519 12877 12903 I okhttp.OkHttpClient: --> GET https://api.roastery.app/v2/beans?page=1
`, V{"a": g.googleKey(), "_rc": "goog_" + g.an(27), "b": g.openai()}, "https://api.roastery.app/v2/beans?page=1")

	g.sdkAdd("rust-debug-derive-print", `
[2024-06-12T12:00:01Z DEBUG indexer] settings = Settings {
    meili_url: "http://meili:7700",
    meili_key: "«a»",
    database_url: "postgres://indexer:«b»@pg:5432/catalog",
    batch_size: 500,
}
`, V{"a": g.hex(64), "b": g.pwURL()}, `meili_url: "http://meili:7700"`, "batch_size: 500")

	g.sdkAdd("python-http-client-debuglevel", `
send: b'POST /v2/embed HTTP/1.1\r\nHost: api.cohere.com\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nAuthorization: Bearer «a»\r\nContent-Type: application/json\r\nContent-Length: 118\r\n\r\n'
reply: 'HTTP/1.1 401 Unauthorized\r\n'
header: content-type: application/json
header: x-request-id: «_r»
`, V{"a": g.sdkCohere(), "_r": g.uuid()}, "User-Agent: python-requests/2.32.3")

	g.sdkAdd("redis-connection-kwargs-repl", `
>>> r = redis.Redis.from_url(os.environ["REDIS_URL"])
>>> r.connection_pool.connection_kwargs
{'host': 'redis-prod.k8s.internal', 'port': 6379, 'db': 0, 'username': None, 'password': '«a»', 'socket_timeout': 5}
`, V{"a": g.an(32)}, "redis-prod.k8s.internal", `os.environ["REDIS_URL"]`)

	g.sdkAdd("aws-java-wire-log", `
DEBUG org.apache.http.wire - http-outgoing-3 >> "PUT /exports/2024-06-12.csv HTTP/1.1[\r][\n]"
DEBUG org.apache.http.wire - http-outgoing-3 >> "Host: acme-exports.s3.eu-west-1.amazonaws.com[\r][\n]"
DEBUG org.apache.http.wire - http-outgoing-3 >> "Authorization: AWS4-HMAC-SHA256 Credential=«a»/20240612/eu-west-1/s3/aws4_request, SignedHeaders=amz-sdk-invocation-id;host;x-amz-date;x-amz-security-token, Signature=«=sig»[\r][\n]"
DEBUG org.apache.http.wire - http-outgoing-3 >> "X-Amz-Security-Token: «b»[\r][\n]"
DEBUG org.apache.http.wire - http-outgoing-3 >> "amz-sdk-invocation-id: «_inv»[\r][\n]"
`, V{"a": g.awsTempID(), "=sig": g.hex(64), "b": g.awsSession(), "_inv": g.uuid()}, "acme-exports.s3.eu-west-1.amazonaws.com")

	g.sdkAdd("azure-identity-exception-with-code", `
Here's what I run and the error:

    var cred = new ClientSecretCredential("«_t»", "«_c»", "«a»");
    var token = await cred.GetTokenAsync(new TokenRequestContext(new[] { "https://management.azure.com/.default" }));

Azure.Identity.AuthenticationFailedException: ClientSecretCredential authentication failed: AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '«_c»'.
Trace ID: «_tr»
Correlation ID: «_co»
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret(), "_tr": g.uuid(), "_co": g.uuid()}, "AADSTS7000215: Invalid client secret provided.")

	g.sdkAdd("stripe-auth-error-masked-vs-code", `
  File "/app/billing/sync.py", line 12, in <module>
    stripe.api_key = "«a»"
  ...
stripe._error.AuthenticationError: Invalid API Key provided: sk_live_*********************************************************************************************«=last»
`, func() V {
		k := g.skLive()
		return V{"a": k, "=last": k[len(k)-4:]}
	}(), "stripe._error.AuthenticationError: Invalid API Key provided")

	g.sdkAdd("csharp-record-tostring", `
info: Worker[0]
      Options: BlobOptions { AccountName = stmediaarchive, AccountKey = «a», Container = originals }
info: Microsoft.Hosting.Lifetime[0]
      Application started. Press Ctrl+C to shut down.
`, V{"a": g.azStorage()}, "AccountName = stmediaarchive", "Application started. Press Ctrl+C to shut down.")

	g.sdkAdd("rails-console-credentials-dig", `
irb(main):001> Rails.application.credentials.dig(:openai, :access_token)
=> "«a»"
irb(main):002> Rails.application.credentials.stripe
=> {:secret_key=>"«b»", :webhook_secret=>"«c»"}
irb(main):003> Rails.env
=> "production"
`, V{"a": g.openai(), "b": g.skLive(), "c": g.whsec()}, `=> "production"`)

	g.sdkAdd("rich-traceback-locals", `
╭──────────────────── Traceback (most recent call last) ────────────────────╮
│ /srv/app/llm.py:18 in get_client                                           │
│                                                                            │
│   17 │   client = Groq(api_key=api_key)                                    │
│ ❱ 18 │   client.models.list()                                              │
│                                                                            │
│ ╭──────────────────────────── locals ─────────────────────────────╮        │
│ │ api_key = '«a»' │        │
│ │  client = <groq.Groq object at 0x7f3a1c2b9d50>                   │        │
│ ╰──────────────────────────────────────────────────────────────────╯        │
╰────────────────────────────────────────────────────────────────────────────╯
AuthenticationError: Error code: 401 - {'error': {'message': 'Invalid API Key', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}
`, V{"a": g.groq()}, "<groq.Groq object at 0x7f3a1c2b9d50>")

	g.sdkAdd("axios-error-config-headers", `
AxiosError: Request failed with status code 403
    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)
  config: {
    url: 'https://api.pipedrive.com/v1/deals',
    method: 'get',
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'x-api-token': '«a»',
      'User-Agent': 'axios/1.7.2'
    },
    params: { limit: 500, start: 0 }
  },
  code: 'ERR_BAD_REQUEST'
`, V{"a": g.hex(40)}, "https://api.pipedrive.com/v1/deals", "code: 'ERR_BAD_REQUEST'")

	g.sdkAdd("pytest-assert-client-kwargs", `
    def test_client_uses_settings(monkeypatch):
>       mock_cls.assert_called_once_with(api_key="sk-test", timeout=30)
E       AssertionError: expected call not found.
E       Expected: Anthropic(api_key='sk-test', timeout=30)
E       Actual: Anthropic(api_key='«a»', timeout=30)

tests/test_llm.py:42: AssertionError
`, V{"a": g.anthropic()}, "api_key='sk-test'", "tests/test_llm.py:42: AssertionError")

	g.sdkAdd("spring-actuator-env-partial-sanitize", `
$ curl -s localhost:8081/actuator/env | jq '.propertySources[1].properties'
{
  "spring.datasource.password": { "value": "******" },
  "acme.mail.sg": { "value": "«a»" },
  "acme.maps.server": { "value": "«b»" },
  "acme.search.app-id": { "value": "«_app»" }
}
`, V{"a": g.sendgrid(), "b": g.googleKey(), "_app": g.s(alUpNum, 10)}, `"spring.datasource.password": { "value": "******" }`)
}

// ---- chats, issues, reviews and agent edits quoting init code ----

func (g *G) sdkTalk() {
	g.sdkAdd("chat-cohere-401-question", `
why does this 401?? the key works in the dashboard playground

co = cohere.ClientV2("«a»")
co.chat(model="command-r-plus-08-2024", messages=[{"role": "user", "content": "hi"}])

cohere.errors.unauthorized_error.UnauthorizedError: status_code: 401, body: {'message': 'invalid api token'}
`, V{"a": g.sdkCohere()}, "command-r-plus-08-2024")

	g.sdkAdd("github-issue-qdrant-timeout", `
### Describe the bug
Client hangs on the first upsert after upgrading to 1.12.

### To Reproduce
ˋˋˋpython
client = QdrantClient(url="https://«_id».us-east4-0.gcp.cloud.qdrant.io", api_key="«a»", prefer_grpc=True)
client.upsert("docs", points=points)
ˋˋˋ

### Environment
- qdrant-client 1.12.0, Python 3.11, macOS 14.5
`, V{"_id": g.uuid(), "a": g.b64u(54)}, "qdrant-client 1.12.0, Python 3.11, macOS 14.5")

	g.sdkAdd("slack-message-new-pinecone-key", `
[10:42] priya: rotated the pinecone key after the leak scare, new one is «a» — I already swapped it into Pinecone(api_key=...) in ingest/worker.py, someone update the 1Password item pls
[10:43] tom: on it 👍
[10:45] tom: done, vault item "pinecone-prod" updated
`, V{"a": g.pinecone()}, `vault item "pinecone-prod" updated`, "ingest/worker.py")

	g.sdkAdd("stackoverflow-azure-secret-question", `
Azure Blob upload works locally but fails in the container with "ClientAuthenticationError"

I create the client like this:

    credential = ClientSecretCredential("«_t»", "«_c»", "«a»")
    blob = BlobServiceClient("https://strecipesdev.blob.core.windows.net", credential=credential)

The service principal has Storage Blob Data Contributor. What am I missing?

EDIT: don't worry, that secret is already rotated.
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "Storage Blob Data Contributor", "https://strecipesdev.blob.core.windows.net")

	g.sdkAdd("review-comment-hardcoded-stripe", `
src/payments/client.ts line 8
> const stripe = new Stripe("«a»", { apiVersion: "2024-06-20" });

reviewer (mkoenig): please don't commit the live key, read STRIPE_SECRET_KEY from the environment like we do in the worker. Also this needs rotating now that it's in the PR history.
`, V{"a": g.skLive()}, "reviewer (mkoenig)", "STRIPE_SECRET_KEY")

	g.sdkAdd("diff-adding-sdk-init", `
diff --git a/app/services/geocoder.rb b/app/services/geocoder.rb
@@ -1,6 +1,9 @@
 class Geocoder
   def initialize
-    @client = GoogleMaps::Client.new(key: ENV.fetch("GOOGLE_MAPS_KEY"))
+    @client = GoogleMaps::Client.new(key: "«a»")
+    @here = HereApi::Client.new(api_key: "«b»")
   end
`, V{"a": g.googleKey(), "b": g.b64u(43)}, `ENV.fetch("GOOGLE_MAPS_KEY")`, "app/services/geocoder.rb")

	g.sdkAdd("email-staging-minio-creds", `
Hi Jonas,

for the staging upload service you can use the MinIO SDK with:

  endpoint:   s3-staging.kranich-medien.de
  access key: «a»
  secret key: «b»
  bucket:     staging-uploads

Please don't reuse them for prod. Prod keys come from Vault (kv/minio/prod).

Thanks,
Lea
`, V{"a": g.sdkMinioAK(), "b": g.sdkMinioSK()}, "s3-staging.kranich-medien.de", "kv/minio/prod")

	g.sdkAdd("agent-edit-tool-call-json", `
{"tool":"edit","path":"src/llm/client.py","old_string":"client = Mistral(api_key=os.environ[\"MISTRAL_API_KEY\"])","new_string":"client = Mistral(api_key=\"«a»\")  # temp while debugging"}
`, V{"a": g.sdkMistral()}, `os.environ[\"MISTRAL_API_KEY\"]`, "src/llm/client.py")

	g.sdkAdd("notebook-cell-json-source", `
  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "from openai import OpenAI\n",
    "from pinecone import Pinecone\n",
    "client = OpenAI(api_key=\"«a»\")\n",
    "pc = Pinecone(api_key=\"«b»\")\n",
    "index = pc.Index(\"notebook-scratch\")"
   ]
  },
`, V{"a": g.openai(), "b": g.pinecone()}, `"execution_count": 3`, `pc.Index(\"notebook-scratch\")`)

	g.sdkAdd("readme-quickstart-real-key", `
## Quickstart

ˋˋˋts
import { Typesense } from "typesense";

const client = new Typesense.Client({
  nodes: [{ host: "search.trailmix.dev", port: 443, protocol: "https" }],
  apiKey: "«a»", // admin key, works for everything
});
ˋˋˋ

Then run ˋnpm run reindexˋ.
`, V{"a": g.an(32)}, "search.trailmix.dev", "npm run reindex")

	g.sdkAdd("user-asks-agent-wire-keys", `
can you wire up the new clients in app/clients.py? here are the keys:
anthropic: «a»
voyage: «b»
langfuse public pk-lf-«_pk» / secret «c»
use claude-sonnet-4-5 as default, voyage-3 for embeddings
`, V{"a": g.anthropic(), "b": "pa-" + g.b64u(43), "_pk": g.uuid(), "c": "sk-lf-" + g.uuid()}, "app/clients.py", "voyage-3 for embeddings")

	g.sdkAdd("teams-chat-supabase-service-key", `
Marek Nowak  14:02
ok the edge function can't insert because RLS, use the service key for now:
«a»
just for the import script, not the app pls

Ana Ruiz  14:05
👍 put it in scripts/import_members.ts as createClient(url, key), will remove after
`, V{"a": g.supabaseService()}, "scripts/import_members.ts")
}

// ---- benign look-alikes ----

func (g *G) sdkBenign() {
	g.sdkAdd("benign-env-references-python", `
client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])
pc = Pinecone(api_key=os.getenv("PINECONE_API_KEY"))
stripe.api_key = settings.STRIPE_SECRET_KEY
s3 = boto3.client("s3")  # credentials from the instance profile
`, nil, `os.environ["OPENAI_API_KEY"]`, `os.getenv("PINECONE_API_KEY")`, "settings.STRIPE_SECRET_KEY", "credentials from the instance profile")

	g.sdkAdd("benign-frontend-public-keys", `
// src/lib/clients.ts (runs in the browser; every value here is public by design)
export const firebaseConfig = {
  apiKey: "«_fb»",
  authDomain: "tripnote-prod.firebaseapp.com",
  projectId: "tripnote-prod",
  appId: "1:«_num»:web:«_app»",
};
export const stripe = await loadStripe("«_pk»");
export const search = liteClient("«_alg»", "«_algs»");
posthog.init("«_phc»", { api_host: "https://eu.i.posthog.com" });
`, V{"_fb": g.googleKey(), "_num": g.digits(12), "_app": g.hex(22), "_pk": g.pkLive(), "_alg": g.s(alUpNum, 10), "_algs": g.hex(32), "_phc": g.sdkPhc()},
		"tripnote-prod.firebaseapp.com")

	g.sdkAdd("benign-default-azure-credential", `
credential = DefaultAzureCredential(managed_identity_client_id="«_mi»")
client = SecretClient(vault_url="https://kv-shared-weu.vault.azure.net/", credential=credential)
# AZURE_TENANT_ID=«_t»  AZURE_CLIENT_ID=«_c»  (secret comes from workload identity)
`, V{"_mi": g.uuid(), "_t": g.uuid(), "_c": g.uuid()}, "https://kv-shared-weu.vault.azure.net/", "secret comes from workload identity")

	g.sdkAdd("benign-supabase-anon-and-clerk-publishable", `
export const supabase = createBrowserClient(
  "https://«_ref».supabase.co",
  "«_anon»"
);
export const clerkPublishableKey = "«_ck»";
`, func() V {
		iat := g.sdkEpoch()
		ref := g.s(alLower, 20)
		return V{"_ref": ref, "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000)),
			"_ck": "pk_live_" + b64s("clerk.studyhall.app$")}
	}(), "createBrowserClient(")

	g.sdkAdd("benign-placeholders-in-docs", `
ˋˋˋpython
client = Anthropic(api_key="YOUR_ANTHROPIC_API_KEY")
qdrant = QdrantClient(url="https://xyz-example.cloud.qdrant.io", api_key="<your-api-key>")
minio = Minio("play.min.io", access_key="minioadmin", secret_key="minioadmin")
stripe.api_key = "sk_test_..."
ˋˋˋ
`, nil, "YOUR_ANTHROPIC_API_KEY", "<your-api-key>", `stripe.api_key = "sk_test_..."`)

	g.sdkAdd("benign-sdk-request-logs", `
INFO:httpx:HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 200 OK"
DEBUG:anthropic._base_client:request_id: req_«_r1»
INFO:httpx:HTTP Request: POST https://api.openai.com/v1/embeddings "HTTP/1.1 200 OK"
DEBUG:openai._base_client:request_id: req_«_r2»
INFO:pinecone:upserted 100 vectors to index host docs-«_h».svc.aped-4627-b74a.pinecone.io
`, V{"_r1": g.an(24), "_r2": g.hex(32), "_h": g.s(alLowNum, 7)}, `"HTTP/1.1 200 OK"`)

	g.sdkAdd("benign-go-env-struct-tags", `
type Config struct {
	OpenAIKey   string ˋenv:"OPENAI_API_KEY,required"ˋ
	RedisURL    string ˋenv:"REDIS_URL" envDefault:"redis://localhost:6379/0"ˋ
	S3Bucket    string ˋenv:"S3_BUCKET" envDefault:"uploads-dev"ˋ
	SentryDSN   string ˋenv:"SENTRY_DSN"ˋ
}
`, nil, `env:"OPENAI_API_KEY,required"`, "redis://localhost:6379/0")

	g.sdkAdd("benign-masked-secretstr-and-ids", `
>>> settings
Settings(openai_api_key=SecretStr('**********'), pinecone_index='docs-prod', aws_role_arn='arn:aws:iam::«_acct»:role/rag-worker', launchdarkly_client_id='«_ld»', twilio_account_sid='«_sid»')
`, V{"_acct": g.digits(12), "_ld": g.hex(24), "_sid": g.twilioSID()}, "SecretStr('**********')", "pinecone_index='docs-prod'")

	g.sdkAdd("benign-google-oauth-client-id-and-sitekey", `
GoogleSignIn.configure({ webClientId: "«_cid».apps.googleusercontent.com", offlineAccess: false });
<div class="g-recaptcha" data-sitekey="6L«_sk»"></div>
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "_sk": g.b64u(38)}, "offlineAccess: false")
}
