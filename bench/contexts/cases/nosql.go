package cases

import (
	"fmt"
	"strings"
)

// nosqlCases adds credentials from data stores and messaging systems other
// than classic SQL databases, as a coding agent meets them while it sets up,
// debugs or migrates a service. Sources: MongoDB (mongosh sessions and
// connection strings, db.createUser and changeUserPassword, mongod.conf and
// its keyFile, system.users documents with SCRAM hashes, Atlas CLI configs
// and API keys, Atlas service accounts, mongodump/mongorestore/mongoexport
// flags, Compose and Helm values, driver code, CSFLE master keys, Cosmos DB's
// Mongo API), Redis and Valkey (redis.conf, valkey.conf, ACL files and ACL
// LIST output, redis-cli transcripts with AUTH and CONFIG GET, sentinel.conf,
// Redis Cloud URLs and API keys, ElastiCache auth tokens, Memorystore auth
// strings, Azure Cache for Redis, Upstash, Dragonfly, Sidekiq, Celery,
// Django and ioredis configs), Elasticsearch, OpenSearch and Kibana (setup
// output with the elastic password and enrollment tokens, reset-password
// output, API key responses, service tokens, kibana.yml, keystore listings,
// Beats, Logstash and Fleet enrollment, Elastic Cloud ids and auth,
// internal_users.yml hashes), Kafka and its ecosystem (server.properties and
// JAAS files, client.properties, kafka-configs SCRAM users, Confluent Cloud
// API keys, kcat, Schema Registry, Kafka Connect and Debezium connector
// configs, Redpanda rpk, Strimzi, Aiven, MSK, Pulsar tokens), RabbitMQ
// (rabbitmqctl, rabbitmq.conf, definitions.json password hashes, management
// API calls, AMQP URLs, Erlang cookies), NATS (nkey seeds beside public
// keys, creds files, nsc output, server and context configs), Cassandra,
// ScyllaDB and Astra DB (cqlsh, cqlshrc, cassandra.yaml, nodetool and JMX
// password files, Astra tokens), ClickHouse (users.xml plaintext beside
// sha256 hashes, clickhouse-client, ClickHouse Cloud keys), Neo4j (initial
// password, Aura credential files, bolt URIs), CouchDB and Couchbase,
// ArangoDB, SurrealDB, InfluxDB (influx auth create, CLI configs, Telegraf),
// TimescaleDB, etcd (etcdctl --user), ZooKeeper (digest ACLs, addauth,
// JAAS), Memcached SASL, DynamoDB Local and DynamoDB via the AWS CLI,
// Firebase and Firestore service accounts and CLI tokens, Supabase (anon
// beside service_role and secret keys), PlanetScale, Neon, Turso, Upstash,
// Fauna, Meilisearch, Typesense, Pinecone, Weaviate, Qdrant, Milvus/Zilliz
// and Chroma API keys, MinIO and other S3-compatible stores (mc alias set,
// R2, B2, Wasabi), and the chat messages and tickets around them. Benign
// look-alikes: ObjectIds, cluster, topic and partition ids, offsets,
// consumer ids, run ids, index uuids, SCRAM, bcrypt, PBKDF2 and sha256
// password hashes, certificate fingerprints, nkey public keys, masked
// previews, API key ids and public keys. The case names start with
// "nosql/".
func (g *G) nosqlCases() {
	g.nqMongoShell()
	g.nqMongoConfig()
	g.nqMongoTools()
	g.nqRedisConf()
	g.nqRedisClients()
	g.nqElastic()
	g.nqOpenSearch()
	g.nqKafka()
	g.nqKafkaConnect()
	g.nqRabbit()
	g.nqNats()
	g.nqWideColumn()
	g.nqClickHouse()
	g.nqGraphDoc()
	g.nqTimeSeries()
	g.nqCoordination()
	g.nqServerless()
	g.nqFirebase()
	g.nqSearchVector()
	g.nqObjectStore()
	g.nqChat()
	g.nqBenign()
}

// ---- helpers used only here ----

// nqAdd is add with "ˋ" standing for a backtick.
func (g *G) nqAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// nqOID is a MongoDB ObjectId (benign).
func (g *G) nqOID() string { return g.hex(24) }

// nqSeed is a NATS nkey seed of the given kind (U, A, O, N).
func (g *G) nqSeed(kind string) string { return "S" + kind + "A" + g.s(alB32, 55) }

// nqPub is a NATS nkey public key of the given kind (benign).
func (g *G) nqPub(kind string) string { return kind + g.s(alB32, 55) }

// nqNatsJWT is a NATS user JWT signed by an account key.
func (g *G) nqNatsJWT(name, sub, iss string) string {
	h := b64raw(`{"typ":"JWT","alg":"ed25519-nkey"}`)
	iat := 1710000000 + g.r.IntN(20000000)
	p := b64raw(fmt.Sprintf(`{"jti":"%s","iat":%d,"iss":"%s","name":"%s","sub":"%s","nats":{"pub":{},"sub":{},"subs":-1,"data":-1,"payload":-1,"type":"user","version":2}}`,
		g.s(alB32, 52), iat, iss, name, sub))
	return h + "." + p + "." + g.b64u(86)
}

// nqInflux is an InfluxDB 2 API token.
func (g *G) nqInflux() string { return g.b64u(86) + "==" }

// nqKeyfile is the content of a MongoDB replica-set keyFile (openssl rand
// -base64 756).
func (g *G) nqKeyfile() string { return wrap(g.b64(756), 76) }

// nqAstra is a DataStax Astra application token.
func (g *G) nqAstra() string { return "AstraCS:" + g.s(alAlnum, 24) + ":" + g.hex(64) }

// nqCCKey and nqCCSecret are a Confluent Cloud API key and secret.
func (g *G) nqCCKey() string    { return g.s(alUpNum, 16) }
func (g *G) nqCCSecret() string { return g.s(alAlnum+"+/", 64) }

// nqEnroll is an Elasticsearch enrollment token.
func (g *G) nqEnroll(ver, adr string) string {
	return b64s(fmt.Sprintf(`{"ver":"%s","adr":["%s"],"fgr":"%s","key":"%s:%s"}`, ver, adr, g.hex(64), g.b64u(20), g.b64u(22)))
}

// nqESPass is a password generated by elasticsearch-reset-password or the
// auto-configuration.
func (g *G) nqESPass() string { return g.s(alAlnum+"*_-+=", 20) }

// nqScram is the credentials document of a MongoDB user (hashes, benign).
func (g *G) nqScram() (string, string, string, string, string, string) {
	return g.b64(16), g.b64(20), g.b64(20), g.b64(28), g.b64(32), g.b64(32)
}

// nqColon is an upper-case colon-separated SHA-256 fingerprint (benign).
func (g *G) nqColon() string {
	parts := make([]string, 32)
	for i := range parts {
		parts[i] = g.s(alHexU, 2)
	}
	return strings.Join(parts, ":")
}

// nqBcrypt is a $2y$ bcrypt hash as OpenSearch and NATS write it (benign).
func (g *G) nqBcrypt() string { return "$2y$12$" + g.s(alAlnum+"./", 53) }

// ---- MongoDB ----

func (g *G) nqMongoShell() {
	u1, p1 := g.s(alLower, 6), g.pwURL()
	g.nqAdd("nosql/mongosh-atlas-srv-connect", `
$ mongosh "mongodb+srv://cluster0.«_c».mongodb.net/" --apiVersion 1 --username «_u» --password «a»
Current Mongosh Log ID:	«_log»
Connecting to:		mongodb+srv://<credentials>@cluster0.«_c».mongodb.net/?appName=mongosh+2.2.10
Using MongoDB:		7.0.12 (API Version 1)
Using Mongosh:		2.2.10

Atlas atlas-«_rs»-shard-0 [primary] test>
`, V{"_c": g.s(alLowNum, 5), "_u": u1, "a": p1, "_log": g.nqOID(), "_rs": g.s(alLowNum, 6)}, "mongodb+srv://<credentials>@cluster0.", "Using MongoDB:\t\t7.0.12 (API Version 1)")

	g.nqAdd("nosql/mongosh-uri-with-password-history", `
$ history | grep mongosh | tail -4
  511  mongosh --quiet --eval 'db.runCommand({ping:1})'
  512  mongosh "mongodb://admin:«a»@localhost:27017/?authSource=admin"
  513  mongosh "mongodb://admin:«a»@localhost:27017/shop?authSource=admin" --eval 'db.orders.countDocuments()'
  514  history | grep mongosh
`, V{"a": g.pwURL()}, "mongosh --quiet --eval 'db.runCommand({ping:1})'")

	g.nqAdd("nosql/mongosh-createuser", `
test> use admin
switched to db admin
admin> db.createUser({
...   user: "orders_svc",
...   pwd: "«a»",
...   roles: [ { role: "readWrite", db: "orders" }, { role: "read", db: "catalog" } ]
... })
{ ok: 1 }
admin> db.getUser("orders_svc").userId
UUID("«_uid»")
`, V{"a": g.pwStrong(), "_uid": g.uuid()}, "orders_svc", "{ role: \"readWrite\", db: \"orders\" }")

	g.nqAdd("nosql/mongosh-change-user-password-passwordprompt", `
admin> db.changeUserPassword("reporting", "«a»")
{ ok: 1, '$clusterTime': { clusterTime: Timestamp({ t: «_t», i: 1 }), signature: { hash: Binary.createFromBase64('«_h»', 0), keyId: Long('«_k»') } }, operationTime: Timestamp({ t: «_t», i: 1 }) }
admin> db.createUser({ user: "backup", pwd: passwordPrompt(), roles: ["backup", "clusterMonitor"] })
Enter password
`, V{"a": g.pw(), "_t": g.digits(10), "_h": g.b64(20), "_k": g.digits(19)}, "passwordPrompt()", "reporting")

	salt, sk1, sv1, salt2, sk2, sv2 := g.nqScram()
	g.nqAdd("nosql/mongosh-system-users-scram-hashes", `
admin> db.system.users.find({ user: "app" }).pretty()
[
  {
    _id: 'admin.app',
    userId: UUID('«_uid»'),
    user: 'app',
    db: 'admin',
    credentials: {
      'SCRAM-SHA-1': {
        iterationCount: 10000,
        salt: '«_s1»',
        storedKey: '«_k1»',
        serverKey: '«_v1»'
      },
      'SCRAM-SHA-256': {
        iterationCount: 15000,
        salt: '«_s2»',
        storedKey: '«_k2»',
        serverKey: '«_v2»'
      }
    },
    roles: [ { role: 'readWriteAnyDatabase', db: 'admin' } ]
  }
]
`, V{"_uid": g.uuid(), "_s1": salt, "_k1": sk1, "_v1": sv1, "_s2": salt2, "_k2": sk2, "_v2": sv2}, "readWriteAnyDatabase")

	g.nqAdd("nosql/mongosh-rs-initiate-then-auth", `
test> rs.initiate({ _id: "rs0", members: [ { _id: 0, host: "mongo-0.mongo:27017" }, { _id: 1, host: "mongo-1.mongo:27017" }, { _id: 2, host: "mongo-2.mongo:27017" } ] })
{ ok: 1 }
rs0 [direct: secondary] test> use admin
rs0 [direct: primary] admin> db.auth("root", "«a»")
{ ok: 1 }
rs0 [direct: primary] admin> rs.status().members.map(m => [m.name, m.stateStr, m.optime.ts])
[
  [ 'mongo-0.mongo:27017', 'PRIMARY', Timestamp({ t: «_t», i: 1 }) ],
  [ 'mongo-1.mongo:27017', 'SECONDARY', Timestamp({ t: «_t», i: 1 }) ],
  [ 'mongo-2.mongo:27017', 'SECONDARY', Timestamp({ t: «_t», i: 1 }) ]
]
`, V{"a": g.pw(), "_t": g.digits(10)}, "mongo-0.mongo:27017")

	g.nqAdd("nosql/mongo-log-auth-failed-json", `
$ docker logs mongo 2>&1 | grep -E 'Authentication (failed|succeeded)' | tail -2 | jq -c .
{"t":{"$date":"2024-07-14T09:12:31.448+00:00"},"s":"I","c":"ACCESS","id":20249,"ctx":"conn1184","msg":"Authentication failed","attr":{"mechanism":"SCRAM-SHA-256","speculative":true,"principalName":"api","authenticationDatabase":"admin","remote":"172.19.0.7:«_p»","extraInfo":{},"error":"AuthenticationFailed: SCRAM authentication failed, storedKey mismatch"}}
{"t":{"$date":"2024-07-14T09:12:58.001+00:00"},"s":"I","c":"ACCESS","id":20250,"ctx":"conn1185","msg":"Authentication succeeded","attr":{"mechanism":"SCRAM-SHA-256","speculative":true,"principalName":"api","authenticationDatabase":"admin","remote":"172.19.0.7:«_p2»","extraInfo":{}}}
$ docker exec api printenv MONGO_URL
mongodb://api:«a»@mongo:27017/app?authSource=admin&replicaSet=rs0
`, V{"_p": g.digits(5), "_p2": g.digits(5), "a": g.pwURL()}, "storedKey mismatch")

	g.nqAdd("nosql/mongo-node-error-stack-uri", `
MongoServerError: bad auth : authentication failed
    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:207:30)
    at MessageStream.<anonymous> (/app/node_modules/mongodb/lib/cmap/connection.js:63:60) {
  ok: 0,
  code: 8000,
  codeName: 'AtlasError',
  connectionGeneration: 0,
  [Symbol(errorLabels)]: Set(2) { 'HandshakeError', 'ResetPool' }
}
Node.js v20.14.0
[nodemon] app crashed - waiting for file changes before starting...
> echo $MONGODB_URI
mongodb+srv://«_u»:«a»@prod.«_c».mongodb.net/storefront?retryWrites=true&w=majority&appName=prod
`, V{"_u": g.s(alLower, 8) + "-app", "a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "codeName: 'AtlasError'")

	g.nqAdd("nosql/mongosh-csfle-local-master-key", `
$ cat scripts/make-data-key.js
// run with: mongosh "$MONGO_URI" --file scripts/make-data-key.js
const localMasterKey = Buffer.from("«a»", "base64");
const kmsProviders = { local: { key: localMasterKey } };
const keyVaultNamespace = "encryption.__keyVault";
const client = Mongo(db.getMongo().uri, { keyVaultNamespace, kmsProviders });
const keyVault = client.getKeyVault();
printjson(keyVault.createKey("local", { keyAltNames: ["patients-ssn"] }));
$ mongosh "$MONGO_URI" --quiet --file scripts/make-data-key.js
UUID("«_dk»")
`, V{"a": g.b64(96), "_dk": g.uuid()}, "encryption.__keyVault", "patients-ssn")

	g.nqAdd("nosql/mongosh-key-vault-find-encrypted", `
encryption> db.__keyVault.findOne({ keyAltNames: "patients-ssn" })
{
  _id: UUID('«_id»'),
  keyAltNames: [ 'patients-ssn' ],
  keyMaterial: Binary.createFromBase64('«_km»', 0),
  creationDate: ISODate('2024-06-03T10:11:09.412Z'),
  updateDate: ISODate('2024-06-03T10:11:09.412Z'),
  status: 0,
  masterKey: { provider: 'aws', region: 'eu-west-1', key: 'arn:aws:kms:eu-west-1:«_acct»:key/«_kid»' }
}
`, V{"_id": g.uuid(), "_km": g.b64(192), "_acct": g.digits(12), "_kid": g.uuid()})

	g.nqAdd("nosql/mongosh-find-with-objectids-and-api-token", `
shop> db.integrations.find({ provider: "shipbob" }, { provider: 1, accountId: 1, accessToken: 1, updatedAt: 1 })
[
  {
    _id: ObjectId('«_o1»'),
    provider: 'shipbob',
    accountId: '«_acc»',
    accessToken: '«a»',
    updatedAt: ISODate('2024-05-28T16:40:03.110Z')
  }
]
`, V{"_o1": g.nqOID(), "_acc": g.digits(6), "a": g.hex(64)})
}

func (g *G) nqMongoConfig() {
	g.nqAdd("nosql/mongod-conf-keyfile-and-cat", `
$ sudo cat /etc/mongod.conf
storage:
  dbPath: /var/lib/mongodb
systemLog:
  destination: file
  logAppend: true
  path: /var/log/mongodb/mongod.log
net:
  port: 27017
  bindIp: 0.0.0.0
replication:
  replSetName: rs0
security:
  authorization: enabled
  keyFile: /etc/mongodb/rs0.key
$ sudo cat /etc/mongodb/rs0.key
«a»
$ sudo ls -l /etc/mongodb/rs0.key
-r-------- 1 mongodb mongodb 1024 Jun  2 14:03 /etc/mongodb/rs0.key
`, V{"a": g.nqKeyfile()}, "keyFile: /etc/mongodb/rs0.key", "replSetName: rs0")

	g.nqAdd("nosql/mongod-conf-tls-pem-password", `
net:
  port: 27017
  bindIpAll: true
  tls:
    mode: requireTLS
    certificateKeyFile: /etc/ssl/mongodb/server.pem
    certificateKeyFilePassword: «a»
    CAFile: /etc/ssl/mongodb/ca.pem
    allowConnectionsWithoutCertificates: true
security:
  authorization: enabled
  clusterAuthMode: x509
`, V{"a": g.pwStrong()}, "certificateKeyFile: /etc/ssl/mongodb/server.pem", "clusterAuthMode: x509")

	g.nqAdd("nosql/mongo-docker-compose-initdb-express", `
services:
  mongo:
    image: mongo:7.0
    restart: unless-stopped
    environment:
      MONGO_INITDB_ROOT_USERNAME: root
      MONGO_INITDB_ROOT_PASSWORD: «a»
      MONGO_INITDB_DATABASE: app
    volumes: ["mongo-data:/data/db"]
  mongo-express:
    image: mongo-express:1.0.2
    ports: ["8081:8081"]
    environment:
      ME_CONFIG_MONGODB_URL: mongodb://root:«a»@mongo:27017/
      ME_CONFIG_BASICAUTH_USERNAME: dana
      ME_CONFIG_BASICAUTH_PASSWORD: «b»
      ME_CONFIG_SITE_COOKIESECRET: «c»
      ME_CONFIG_SITE_SESSIONSECRET: «d»
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.hex(32), "d": g.hex(32)}, "MONGO_INITDB_ROOT_USERNAME: root", "mongo-express:1.0.2")

	g.nqAdd("nosql/mongo-bitnami-helm-values", `
# values-prod.yaml for bitnami/mongodb 15.6.x
architecture: replicaset
replicaCount: 3
auth:
  enabled: true
  rootUser: root
  rootPassword: "«a»"
  usernames: ["catalog", "search"]
  passwords: ["«b»", "«c»"]
  databases: ["catalog", "catalog"]
  replicaSetKey: «d»
metrics:
  enabled: true
persistence:
  size: 50Gi
  storageClass: gp3
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw(), "d": g.an(32)}, "architecture: replicaset", "storageClass: gp3")

	g.nqAdd("nosql/mongo-community-operator-user-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: app-user-password
  namespace: mongodb
type: Opaque
stringData:
  password: «a»
---
apiVersion: mongodbcommunity.mongodb.com/v1
kind: MongoDBCommunity
metadata:
  name: rs-prod
spec:
  members: 3
  type: ReplicaSet
  version: "7.0.11"
  users:
    - name: app
      db: admin
      passwordSecretRef:
        name: app-user-password
      scramCredentialsSecretName: app-scram
`, V{"a": g.pwStrong()}, "scramCredentialsSecretName: app-scram", "mongodbcommunity.mongodb.com/v1")

	g.nqAdd("nosql/atlas-cli-config-toml", `
$ cat ~/.config/atlascli/config.toml
[default]
  org_id = "«_org»"
  output = "json"
  private_api_key = "«a»"
  project_id = "«_proj»"
  public_api_key = "«=pub»"
  service = "cloud"

[staging]
  org_id = "«_org»"
  project_id = "«_proj2»"
  auth_type = "service_account"
  client_id = "mdb_sa_id_«_sa»"
  client_secret = "mdb_sa_sk_«b»"
`, V{"_org": g.nqOID(), "a": g.uuid(), "_proj": g.nqOID(), "=pub": g.s(alLower, 8), "_proj2": g.nqOID(), "_sa": g.nqOID(), "b": g.an(40)})

	g.nqAdd("nosql/atlas-api-curl-digest", `
$ curl --user "«=pub»:«a»" --digest \
    --header "Accept: application/vnd.atlas.2024-08-05+json" \
    -X GET "https://cloud.mongodb.com/api/atlas/v2/groups/«_g»/clusters?pretty=true"
{
  "links" : [ ],
  "results" : [ {
    "clusterType" : "REPLICASET",
    "groupId" : "«_g»",
    "id" : "«_id»",
    "mongoDBVersion" : "7.0.12",
    "name" : "prod",
    "stateName" : "IDLE"
  } ],
  "totalCount" : 1
}
`, V{"=pub": g.s(alLower, 8), "a": g.uuid(), "_g": g.nqOID(), "_id": g.nqOID()}, "application/vnd.atlas.2024-08-05+json")

	g.nqAdd("nosql/atlas-cli-dbusers-create", `
$ atlas dbusers create readWriteAnyDatabase --username etl-runner --password '«a»' --projectId «_p» --deleteAfter 2024-09-01T00:00:00Z
Database user 'etl-runner' successfully created.
$ atlas accessLists create 203.0.113.48 --type ipAddress --comment "dana home" --projectId «_p»
Created new IP access list.
`, V{"a": g.pwStrong(), "_p": g.nqOID()}, "etl-runner", "203.0.113.48")

	g.nqAdd("nosql/atlas-terraform-tfvars", `
# terraform.tfvars  (gitignored)
atlas_org_id      = "«_org»"
atlas_public_key  = "«=pub»"
atlas_private_key = "«a»"
db_users = {
  api      = "«b»"
  analytics = "«c»"
}
region = "EU_WEST_1"
`, V{"_org": g.nqOID(), "=pub": g.s(alLower, 8), "a": g.uuid(), "b": g.pwStrong(), "c": g.pw()}, "EU_WEST_1")

	g.nqAdd("nosql/mongo-spring-application-properties", `
spring.application.name=catalog-service
spring.data.mongodb.uri=mongodb://catalog:«a»@mongo-0.mongo.data.svc:27017,mongo-1.mongo.data.svc:27017/catalog?replicaSet=rs0&authSource=admin
spring.data.mongodb.auto-index-creation=true
management.endpoint.health.show-details=always
logging.level.org.springframework.data.mongodb.core.MongoTemplate=DEBUG
`, V{"a": g.pwURL()}, "spring.data.mongodb.auto-index-creation=true", "catalog-service")

	g.nqAdd("nosql/mongo-pymongo-x509-client", `
from pymongo import MongoClient

client = MongoClient(
    "mongodb://mongo.internal:27017/?authMechanism=MONGODB-X509&tls=true",
    tlsCAFile="/etc/ssl/acme-ca.pem",
    tlsCertificateKeyFile="/secrets/reporting-client.pem",
    tlsCertificateKeyFilePassword="«a»",
)
print(client.admin.command("connectionStatus")["authInfo"]["authenticatedUsers"])
`, V{"a": g.pwStrong()}, "authMechanism=MONGODB-X509", "/secrets/reporting-client.pem")

	key := g.rsaPEM()
	cert := g.certPEM()
	g.nqAdd("nosql/mongo-x509-client-pem-cat", `
$ cat /secrets/reporting-client.pem
«a»
-----BEGIN CERTIFICATE-----
«_c»
-----END CERTIFICATE-----
$ openssl x509 -in /secrets/reporting-client.pem -noout -subject
subject=CN = reporting, OU = analytics, O = Acme, C = DE
`, V{"a": key.block(), "_c": cert.body}, "subject=CN = reporting, OU = analytics, O = Acme, C = DE")

	g.nqAdd("nosql/cosmos-mongo-api-connection-string", `
$ az cosmosdb keys list --name acme-catalog --resource-group rg-data --type connection-strings --query "connectionStrings[0]"
{
  "connectionString": "mongodb://acme-catalog:«a»@acme-catalog.mongo.cosmos.azure.com:10255/?ssl=true&replicaSet=globaldb&retrywrites=false&maxIdleTimeMS=120000&appName=@acme-catalog@",
  "description": "Primary MongoDB Connection String",
  "keyKind": "Primary",
  "type": "MongoDB"
}
`, V{"a": g.s(alAlnum, 86) + "=="}, "Primary MongoDB Connection String")

	g.nqAdd("nosql/cosmos-sql-api-appsettings", `
{
  "CosmosDb": {
    "AccountEndpoint": "https://acme-orders.documents.azure.com:443/",
    "AccountKey": "«a»",
    "DatabaseName": "orders",
    "ContainerName": "events"
  },
  "ConnectionStrings": {
    "Cosmos": "AccountEndpoint=https://acme-orders.documents.azure.com:443/;AccountKey=«a»;"
  }
}
`, V{"a": g.b64(64)}, "https://acme-orders.documents.azure.com:443/")

	g.nqAdd("nosql/mongoose-connect-code", `
// src/db.ts
import mongoose from "mongoose";

const uri = process.env.MONGODB_URI ?? "mongodb+srv://dev:«a»@dev.«_c».mongodb.net/app?retryWrites=true&w=majority";

export async function connect() {
  mongoose.set("strictQuery", true);
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000, maxPoolSize: 20 });
  console.log("mongo connected", mongoose.connection.host);
}
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "process.env.MONGODB_URI", "serverSelectionTimeoutMS: 5000")
}

func (g *G) nqMongoTools() {
	g.nqAdd("nosql/mongodump-uri-gzip-archive", `
$ mongodump --uri="mongodb://backup:«a»@10.0.3.21:27017/?authSource=admin&replicaSet=rs0&readPreference=secondary" --gzip --archive=/backups/mongo-$(date +%F).gz --oplog
2024-07-15T02:00:01.418+0000	writing admin.system.users to archive '/backups/mongo-2024-07-15.gz'
2024-07-15T02:00:01.420+0000	done dumping admin.system.users (7 documents)
2024-07-15T02:00:01.512+0000	writing shop.orders to archive '/backups/mongo-2024-07-15.gz'
2024-07-15T02:03:44.090+0000	done dumping shop.orders (4182231 documents)
2024-07-15T02:03:44.101+0000	captured 1912 oplog entries
`, V{"a": g.pwURL()}, "readPreference=secondary", "captured 1912 oplog entries")

	g.nqAdd("nosql/mongorestore-flags", `
$ mongorestore --host rs0/mongo-a:27017,mongo-b:27017 --username admin --password «a» --authenticationDatabase admin --nsInclude 'shop.*' --drop --gzip --archive=mongo-2024-07-15.gz
2024-07-15T09:31:10.220+0000	preparing collections to restore from
2024-07-15T09:31:10.305+0000	restoring to existing collection shop.orders without dropping
2024-07-15T09:35:02.874+0000	4182231 document(s) restored successfully. 0 document(s) failed to restore.
`, V{"a": g.pw()}, "--nsInclude 'shop.*'", "4182231 document(s) restored successfully.")

	g.nqAdd("nosql/mongoexport-cron-script", `
#!/usr/bin/env bash
# /opt/jobs/export-leads.sh — nightly CSV for the sales team
set -euo pipefail
MONGO_PASS='«a»'
mongoexport --host=mongo.prod.internal --port=27017 \
  --username=exporter --password="$MONGO_PASS" --authenticationDatabase=admin \
  --db=crm --collection=leads --type=csv --fields=_id,email,createdAt,source \
  --query='{"createdAt":{"$gte":{"$date":"'"$(date -d yesterday +%F)"'T00:00:00Z"}}}' \
  --out=/srv/exports/leads-$(date +%F).csv
aws s3 cp /srv/exports/leads-$(date +%F).csv s3://acme-sales-drop/leads/
`, V{"a": g.pwStrong()}, "--fields=_id,email,createdAt,source", "s3://acme-sales-drop/leads/")

	g.nqAdd("nosql/mongosync-start-curl", `
$ ./bin/mongosync --cluster0 "mongodb://sync:«a»@src-rs0.internal:27017/?replicaSet=rs0" \
    --cluster1 "mongodb+srv://sync:«b»@target.«_c».mongodb.net/" --logPath /var/log/mongosync &
$ curl -s localhost:27182/api/v1/start -XPOST --data '{"source":"cluster0","destination":"cluster1"}'
{"success":true}
$ curl -s localhost:27182/api/v1/progress | jq '.progress.state, .progress.lagTimeSeconds'
"RUNNING"
14
`, V{"a": g.pwURL(), "b": g.pwURL(), "_c": g.s(alLowNum, 5)}, "localhost:27182/api/v1/start")

	g.nqAdd("nosql/percona-pbm-config", `
$ cat /etc/pbm-config.yaml
storage:
  type: s3
  s3:
    region: eu-central-1
    bucket: acme-mongo-backups
    prefix: pbm/rs0
    credentials:
      access-key-id: «=k»
      secret-access-key: «a»
pitr:
  enabled: true
  oplogSpanMin: 10
$ cat /etc/sysconfig/pbm-agent
PBM_MONGODB_URI="mongodb://pbmuser:«b»@localhost:27017/?authSource=admin&replicaSet=rs0"
`, V{"=k": g.awsID(), "a": g.awsSecret(), "b": g.pwURL()}, "bucket: acme-mongo-backups", "oplogSpanMin: 10")

	g.nqAdd("nosql/compass-connections-export", `
$ cat compass-connections.json
{"type":"Compass Connections","version":{"$numberInt":"1"},"connections":[{"id":"«_id»","connectionOptions":{"connectionString":"mongodb://analyst:«a»@reporting.internal:27017/?authSource=admin&readPreference=secondaryPreferred"},"favorite":{"name":"reporting (read-only)","color":"color3"},"lastUsed":{"$date":"2024-07-11T08:22:19.031Z"}}]}
`, V{"_id": g.uuid(), "a": g.pwURL()}, "Compass Connections", "reporting (read-only)")
}

// ---- Redis and Valkey ----

func (g *G) nqRedisConf() {
	g.nqAdd("nosql/redis-conf-requirepass-grep", `
$ grep -nE '^(bind|port|requirepass|masterauth|masteruser|rename-command|maxmemory)' /etc/redis/redis.conf
87:bind 127.0.0.1 10.0.2.15
138:port 6379
1044:requirepass «a»
1045:masteruser replica
1046:masterauth «b»
1187:rename-command FLUSHALL ""
1188:rename-command CONFIG "CONFIG_«_r»"
1302:maxmemory 2gb
`, V{"a": g.hex(64), "b": g.pwStrong(), "_r": g.hex(8)}, "bind 127.0.0.1 10.0.2.15", "rename-command FLUSHALL \"\"")

	g.nqAdd("nosql/valkey-conf-tls", `
# /etc/valkey/valkey.conf
port 0
tls-port 6379
tls-cert-file /etc/valkey/tls/valkey.crt
tls-key-file /etc/valkey/tls/valkey.key
tls-key-file-pass «a»
tls-ca-cert-file /etc/valkey/tls/ca.crt
tls-auth-clients optional
requirepass «b»
aclfile /etc/valkey/users.acl
appendonly yes
`, V{"a": g.pwStrong(), "b": g.an(32)}, "tls-auth-clients optional", "aclfile /etc/valkey/users.acl")

	g.nqAdd("nosql/redis-users-acl-mixed", `
$ cat /etc/valkey/users.acl
user default off
user admin on #«_h1» ~* &* +@all
user app on >«a» ~app:* ~session:* &events:* +@read +@write +@stream -@dangerous
user metrics on #«_h2» ~* +info +ping +client|list +config|get
user worker on >«b» resetchannels ~jobs:* +@list +@keyspace
`, V{"_h1": g.hex(64), "a": g.pwStrong(), "_h2": g.hex(64), "b": g.pw()}, "user default off", "+config|get")

	g.nqAdd("nosql/redis-cli-acl-list-hashes", `
127.0.0.1:6379> ACL LIST
1) "user admin on sanitize-payload #«_h1» ~* &* +@all"
2) "user default off sanitize-payload resetchannels -@all"
3) "user exporter on sanitize-payload #«_h2» resetchannels -@all +info +ping +latency +slowlog|get +client|list"
127.0.0.1:6379> ACL WHOAMI
"admin"
`, V{"_h1": g.hex(64), "_h2": g.hex(64)}, "sanitize-payload")

	g.nqAdd("nosql/redis-cli-acl-setuser-transcript", `
$ redis-cli -h cache-01.internal --user admin --pass «a» --no-auth-warning
cache-01.internal:6379> ACL SETUSER billing on >«b» ~billing:* +@all -@dangerous
OK
cache-01.internal:6379> ACL GETUSER billing
 1) "flags"
 2) 1) "on"
    2) "sanitize-payload"
 3) "passwords"
 4) 1) "«_h»"
 5) "commands"
 6) "+@all -@dangerous"
 7) "keys"
 8) "~billing:*"
 9) "channels"
10) ""
cache-01.internal:6379> ACL SAVE
OK
`, V{"a": g.pwStrong(), "b": g.pw(), "_h": g.hex(64)}, "cache-01.internal")

	g.nqAdd("nosql/redis-cli-auth-and-config-get", `
$ redis-cli -p 6380
127.0.0.1:6380> PING
(error) NOAUTH Authentication required.
127.0.0.1:6380> AUTH «a»
OK
127.0.0.1:6380> CONFIG GET requirepass
1) "requirepass"
2) "«a»"
127.0.0.1:6380> CONFIG GET masterauth
1) "masterauth"
2) "«b»"
127.0.0.1:6380> INFO server
# Server
redis_version:7.2.5
redis_mode:standalone
run_id:«_run»
tcp_port:6380
`, V{"a": g.an(24), "b": g.an(24), "_run": g.hex(40)}, "NOAUTH Authentication required.", "redis_version:7.2.5")

	g.nqAdd("nosql/redis-cli-a-warning", `
$ redis-cli -h 10.0.1.55 -a '«a»' --scan --pattern 'sess:*' | head -3
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
sess:«=s1»
sess:«=s2»
sess:«=s3»
`, V{"a": g.pw(), "=s1": g.uuid(), "=s2": g.uuid(), "=s3": g.uuid()}, "may not be safe.")

	g.nqAdd("nosql/sentinel-conf", `
$ cat /etc/redis/sentinel.conf
port 26379
daemonize no
sentinel monitor mymaster 10.0.4.11 6379 2
sentinel auth-user mymaster sentinel-monitor
sentinel auth-pass mymaster «a»
sentinel down-after-milliseconds mymaster 5000
sentinel failover-timeout mymaster 60000
requirepass «b»
sentinel myid «_id»
sentinel config-epoch mymaster 3
sentinel known-replica mymaster 10.0.4.12 6379
sentinel known-sentinel mymaster 10.0.4.13 26379 «_id2»
`, V{"a": g.pwStrong(), "b": g.an(28), "_id": g.hex(40), "_id2": g.hex(40)}, "sentinel monitor mymaster 10.0.4.11 6379 2", "sentinel-monitor")

	g.nqAdd("nosql/redis-docker-run-requirepass", `
$ docker run -d --name redis -p 6379:6379 redis:7.2-alpine redis-server --appendonly yes --requirepass "«a»"
«_cid»
$ docker ps --filter name=redis --format '{{.ID}} {{.Status}}'
«_short» Up 3 seconds
`, V{"a": g.an(32), "_cid": g.hex(64), "_short": g.hex(12)}, "redis:7.2-alpine")

	g.nqAdd("nosql/elasticache-create-auth-token", `
$ aws elasticache create-replication-group \
    --replication-group-id sessions-prod \
    --replication-group-description "session store" \
    --engine valkey --engine-version 7.2 \
    --cache-node-type cache.r7g.large --num-node-groups 1 --replicas-per-node-group 2 \
    --transit-encryption-enabled --auth-token '«a»' \
    --cache-subnet-group-name data-private
{
    "ReplicationGroup": {
        "ReplicationGroupId": "sessions-prod",
        "Status": "creating",
        "AuthTokenEnabled": true,
        "ARN": "arn:aws:elasticache:eu-west-1:«_acct»:replicationgroup:sessions-prod"
    }
}
`, V{"a": g.s(alAlnum+"!&#$^<>-", 32), "_acct": g.digits(12)}, "\"AuthTokenEnabled\": true", "cache.r7g.large")

	g.nqAdd("nosql/memorystore-get-auth-string", `
$ gcloud redis instances get-auth-string sessions --region=europe-west1
authString: «a»
$ gcloud redis instances describe sessions --region=europe-west1 --format='value(host,port,authEnabled)'
10.112.0.4	6378	True
`, V{"a": g.uuid()}, "gcloud redis instances get-auth-string sessions")

	g.nqAdd("nosql/azure-redis-stackexchange-connstring", `
// appsettings.Production.json
{
  "Redis": {
    "Configuration": "acme-cache.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False,connectTimeout=10000",
    "InstanceName": "acme:"
  }
}
`, V{"a": g.an(43) + "="}, "acme-cache.redis.cache.windows.net:6380", "abortConnect=False")

	g.nqAdd("nosql/dragonfly-flags-and-keydb", `
$ ps -eo args | grep -E '^(dragonfly|keydb-server)'
dragonfly --logtostderr --requirepass=«a» --cache_mode=true --maxmemory=12gb --dbfilename=dump --proactor_threads=8
keydb-server /etc/keydb/keydb.conf --active-replica yes --replicaof 10.0.9.4 6379 --masterauth «b»
`, V{"a": g.an(32), "b": g.pwStrong()}, "--proactor_threads=8", "--active-replica yes")
}

func (g *G) nqRedisClients() {
	g.nqAdd("nosql/redis-cloud-url-dotenv", `
# .env.production
REDIS_URL=redis://default:«a»@redis-«_p».c«_c».eu-west-1-2.ec2.redns.redis-cloud.com:«_p»
CACHE_TTL_SECONDS=900
RATE_LIMIT_PER_MINUTE=120
`, V{"a": g.an(32), "_p": g.digits(5), "_c": g.digits(3)}, "CACHE_TTL_SECONDS=900")

	g.nqAdd("nosql/redis-cloud-api-curl", `
$ curl -s -X GET "https://api.redislabs.com/v1/subscriptions" \
    -H "accept: application/json" \
    -H "x-api-key: «=ak»" \
    -H "x-api-secret-key: «a»" | jq '.subscriptions[] | {id, name, status}'
{
  "id": «_sub»,
  "name": "prod-cache",
  "status": "active"
}
`, V{"=ak": "A" + g.s(alLowNum, 50), "a": "S" + g.s(alLowNum, 48), "_sub": g.digits(7)}, "https://api.redislabs.com/v1/subscriptions")

	g.nqAdd("nosql/upstash-redis-env", `
UPSTASH_REDIS_REST_URL="https://«_h».upstash.io"
UPSTASH_REDIS_REST_TOKEN="«a»"
# read-only token for the edge middleware
UPSTASH_REDIS_REST_READONLY_TOKEN="«b»"
KV_URL="rediss://default:«c»@«_h».upstash.io:6379"
`, V{"_h": g.pick("famous", "clever", "gentle", "brave") + "-" + g.pick("lemur", "koala", "heron", "moose") + "-" + g.digits(5), "a": "A" + g.b64u(71), "b": "A" + g.b64u(71), "c": g.an(32)})

	g.nqAdd("nosql/sidekiq-initializer", `
# config/initializers/sidekiq.rb
Sidekiq.configure_server do |config|
  config.redis = { url: "rediss://:«a»@master.sidekiq-prod.«_e».euw1.cache.amazonaws.com:6379/0", ssl_params: { verify_mode: OpenSSL::SSL::VERIFY_NONE } }
end

Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL"), size: 5 }
end
`, V{"a": g.an(40), "_e": g.s(alLowNum, 6)}, "ENV.fetch(\"REDIS_URL\")", "OpenSSL::SSL::VERIFY_NONE")

	g.nqAdd("nosql/celery-broker-django-caches", `
# settings/prod.py
CELERY_BROKER_URL = "redis://:«a»@redis-master.queue.svc.cluster.local:6379/1"
CELERY_RESULT_BACKEND = CELERY_BROKER_URL
CELERY_TASK_ACKS_LATE = True

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://redis-master.queue.svc.cluster.local:6379/2",
        "OPTIONS": {"password": "«a»", "db": 2},
        "KEY_PREFIX": "web",
    }
}
`, V{"a": g.an(28)}, "django.core.cache.backends.redis.RedisCache", "CELERY_TASK_ACKS_LATE = True")

	g.nqAdd("nosql/ioredis-cluster-code", `
import Redis from "ioredis";

export const redis = new Redis.Cluster(
  [
    { host: "clustercfg.rate-limit.«_e».use1.cache.amazonaws.com", port: 6379 },
  ],
  {
    dnsLookup: (address, callback) => callback(null, address),
    redisOptions: {
      tls: {},
      username: "ratelimiter",
      password: "«a»",
    },
    slotsRefreshTimeout: 2000,
  },
);
`, V{"_e": g.s(alLowNum, 6), "a": g.pwStrong()}, "slotsRefreshTimeout: 2000", "ratelimiter")

	g.nqAdd("nosql/laravel-env-redis-and-horizon", `
REDIS_CLIENT=phpredis
REDIS_HOST=10.0.12.8
REDIS_PASSWORD=«a»
REDIS_PORT=6379
REDIS_CACHE_DB=1
HORIZON_PREFIX=acme_horizon:
QUEUE_CONNECTION=redis
`, V{"a": g.pw()}, "REDIS_CLIENT=phpredis", "HORIZON_PREFIX=acme_horizon:")

	g.nqAdd("nosql/go-redis-options", `
rdb := redis.NewFailoverClient(&redis.FailoverOptions{
	MasterName:       "mymaster",
	SentinelAddrs:    []string{"sentinel-0:26379", "sentinel-1:26379", "sentinel-2:26379"},
	SentinelPassword: "«a»",
	Username:         "orders",
	Password:         "«b»",
	DB:               0,
})
if err := rdb.Ping(ctx).Err(); err != nil {
	log.Fatalf("redis: %v", err)
}
`, V{"a": g.an(28), "b": g.pwStrong()}, "sentinel-0:26379")

	g.nqAdd("nosql/redis-monitor-output-auth-visible", `
$ redis-cli -a "$REDIS_PASSWORD" --no-auth-warning MONITOR | head -5
OK
1721042011.488213 [0 10.0.3.44:51212] "auth" "(redacted)"
1721042011.490177 [0 10.0.3.44:51212] "GET" "feature:checkout_v2"
1721042011.502981 [0 10.0.3.51:40218] "SET" "ratelimit:«_ip»:«_w»" "1" "EX" "60"
1721042011.503322 [0 10.0.3.51:40218] "HSET" "job:«_j»" "status" "running" "worker" "w-«_wk»"
`, V{"_ip": "203.0.113." + g.digits(2), "_w": g.digits(8), "_j": g.uuid(), "_wk": g.hex(6)}, "\"auth\" \"(redacted)\"", "$REDIS_PASSWORD")

	g.nqAdd("nosql/redis-rdb-tools-session-dump", `
$ rdb --command json -k 'session:*' dump.rdb | jq -c '.[0] | to_entries[:2][]'
{"key":"session:«=s1»","value":"{\"user_id\":«_u»,\"csrf\":\"«a»\",\"oauth_access_token\":\"«b»\"}"}
{"key":"session:«=s2»","value":"{\"user_id\":«_u2»,\"flash\":{}}"}
`, V{"=s1": g.hex(32), "_u": g.digits(6), "a": g.b64u(43), "b": g.gho(), "=s2": g.hex(32), "_u2": g.digits(6)})
}

// ---- Elasticsearch, Kibana, OpenSearch ----

func (g *G) nqElastic() {
	g.nqAdd("nosql/es-first-start-security-banner", `
━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
✅ Elasticsearch security features have been automatically configured!
✅ Authentication is enabled and cluster connections are encrypted.

ℹ️  Password for the elastic user (reset with ˋbin/elasticsearch-reset-password -u elasticˋ):
  «a»

ℹ️  HTTP CA certificate SHA-256 fingerprint:
  «_fp»

ℹ️  Configure Kibana to use this cluster:
• Run Kibana and click the configuration link in the terminal when Kibana starts.
• Copy the following enrollment token and paste it into Kibana in your browser (valid for the next 30 minutes):
  «b»

ℹ️  Configure other nodes to join this cluster:
• Copy the following enrollment token and start new Elasticsearch nodes with ˋbin/elasticsearch --enrollment-token <token>ˋ (valid for the next 30 minutes):
  «c»
━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
`, V{"a": g.nqESPass(), "_fp": g.hex(64), "b": g.nqEnroll("8.14.1", "172.18.0.2:9200"), "c": g.nqEnroll("8.14.1", "172.18.0.2:9200")}, "HTTP CA certificate SHA-256 fingerprint:")

	g.nqAdd("nosql/es-reset-password-docker-exec", `
$ docker exec -it es01 /usr/share/elasticsearch/bin/elasticsearch-reset-password -u elastic
WARNING: Owner of file [/usr/share/elasticsearch/config/users] used to be [root], but now is [elasticsearch]
This tool will reset the password of the [elastic] user to an autogenerated value.
The password will be printed in the console.
Please confirm that you would like to continue [y/N]y


Password for the [elastic] user successfully reset.
New value: «a»
`, V{"a": g.nqESPass()}, "/usr/share/elasticsearch/bin/elasticsearch-reset-password")

	g.nqAdd("nosql/es-reset-password-kibana-system-interactive", `
$ bin/elasticsearch-reset-password -u kibana_system -i --url https://es-node-1.internal:9200
This tool will reset the password of the [kibana_system] user.
You will be prompted to enter the password.
Please confirm that you would like to continue [y/N]y


Enter password for [kibana_system]: 
Re-enter password for [kibana_system]: 
Password for the [kibana_system] user successfully reset.
$ grep -n elasticsearch.password config/kibana.yml
7:elasticsearch.password: "«a»"
`, V{"a": g.pw()}, "kibana_system", "https://es-node-1.internal:9200")

	id1, k1 := g.b64u(20), g.b64u(22)
	g.nqAdd("nosql/es-create-api-key-dev-tools", `
POST /_security/api_key
{
  "name": "ingest-orders",
  "expiration": "90d",
  "role_descriptors": {
    "orders_writer": {
      "index": [ { "names": ["orders-*"], "privileges": ["create_doc", "auto_configure"] } ]
    }
  }
}

{
  "id": "«_id»",
  "name": "ingest-orders",
  "expiration": «_exp»,
  "api_key": "«a»",
  "encoded": "«b»"
}
`, V{"_id": id1, "_exp": g.digits(13), "a": k1, "b": b64s(id1 + ":" + k1)}, "orders_writer", "\"privileges\": [\"create_doc\", \"auto_configure\"]")

	g.nqAdd("nosql/es-get-api-keys-listing", `
$ curl -s -H "Authorization: ApiKey $ES_ADMIN_KEY" "https://localhost:9200/_security/api_key?owner=true" --cacert http_ca.crt | jq '.api_keys[] | {id, name, invalidated, creation}'
{
  "id": "«_a»",
  "name": "ingest-orders",
  "invalidated": false,
  "creation": «_c1»
}
{
  "id": "«_b»",
  "name": "grafana-readonly",
  "invalidated": true,
  "creation": «_c2»
}
`, V{"_a": g.b64u(20), "_c1": g.digits(13), "_b": g.b64u(20), "_c2": g.digits(13)}, "$ES_ADMIN_KEY", "grafana-readonly")

	g.nqAdd("nosql/es-curl-basic-auth-cat-indices", `
$ curl -s -u elastic:«a» --cacert config/certs/http_ca.crt "https://localhost:9200/_cat/indices?v&s=index"
health status index                          uuid                   pri rep docs.count store.size
green  open   .ds-logs-nginx-2024.07.15-000001 «_u1» 1   1    1821192      1.2gb
yellow open   orders-2024.07                 «_u2» 1   1     402018    311.5mb
green  open   products                       «_u3» 1   1      18231     22.1mb
`, V{"a": g.nqESPass(), "_u1": g.b64u(22), "_u2": g.b64u(22), "_u3": g.b64u(22)}, "config/certs/http_ca.crt")

	g.nqAdd("nosql/es-python-client-cloud", `
from elasticsearch import Elasticsearch

es = Elasticsearch(
    cloud_id="«_cid»",
    api_key=("«_kid»", "«a»"),
    request_timeout=30,
)
print(es.info()["version"]["number"])
`, V{"_cid": "prod-search:" + b64s("europe-west3.gcp.cloud.es.io:443$"+g.hex(32)+"$"+g.hex(32)), "_kid": g.b64u(20), "a": g.b64u(22)}, "request_timeout=30")

	g.nqAdd("nosql/es-js-client-encoded-key", `
const { Client } = require("@elastic/elasticsearch");

const client = new Client({
  node: "https://search-prod.es.eu-central-1.aws.elastic.cloud:443",
  auth: { apiKey: "«a»" },
  tls: { rejectUnauthorized: true },
});
`, V{"a": b64s(g.b64u(20) + ":" + g.b64u(22))}, "https://search-prod.es.eu-central-1.aws.elastic.cloud:443")

	g.nqAdd("nosql/kibana-yml-encryption-keys", `
server.host: "0.0.0.0"
server.publicBaseUrl: "https://kibana.acme.internal"
elasticsearch.hosts: ["https://es01:9200", "https://es02:9200"]
elasticsearch.username: "kibana_system"
elasticsearch.password: "«a»"
elasticsearch.ssl.certificateAuthorities: ["/usr/share/kibana/config/certs/ca/ca.crt"]
xpack.encryptedSavedObjects.encryptionKey: «b»
xpack.reporting.encryptionKey: «c»
xpack.security.encryptionKey: «d»
xpack.fleet.agents.fleet_server.hosts: ["https://fleet.acme.internal:8220"]
`, V{"a": g.pw(), "b": g.hex(32), "c": g.hex(32), "d": g.hex(32)}, "https://kibana.acme.internal", "kibana_system")

	g.nqAdd("nosql/kibana-encryption-keys-generate", `
$ bin/kibana-encryption-keys generate -q
xpack.encryptedSavedObjects.encryptionKey: «a»
xpack.reporting.encryptionKey: «b»
xpack.security.encryptionKey: «c»
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(32)})

	g.nqAdd("nosql/es-service-token-create", `
$ bin/elasticsearch-service-tokens create elastic/kibana kibana-prod
SERVICE_TOKEN elastic/kibana/kibana-prod = «a»
$ cat config/service_tokens
elastic/kibana/kibana-prod:{PBKDF2_STRETCH}10000$«_salt»$«_hash»
`, V{"a": b64raw("\x00\x01\x00\x01elastic/kibana/kibana-prod:" + g.b64u(22)), "_salt": g.b64(32), "_hash": g.b64(32)}, "elastic/kibana/kibana-prod")

	g.nqAdd("nosql/es-keystore-list-and-add", `
$ bin/elasticsearch-keystore list
keystore.seed
s3.client.default.access_key
s3.client.default.secret_key
xpack.security.http.ssl.keystore.secure_password
xpack.security.transport.ssl.keystore.secure_password
$ echo "«a»" | bin/elasticsearch-keystore add -x -f s3.client.default.secret_key
$ bin/elasticsearch-keystore show xpack.security.http.ssl.keystore.secure_password
«b»
`, V{"a": g.awsSecret(), "b": g.an(22)}, "xpack.security.transport.ssl.keystore.secure_password", "s3.client.default.access_key")

	g.nqAdd("nosql/filebeat-output-elasticsearch", `
# /etc/filebeat/filebeat.yml
filebeat.inputs:
  - type: filestream
    id: nginx-access
    paths: ["/var/log/nginx/access.log"]
output.elasticsearch:
  hosts: ["https://es01.acme.internal:9200"]
  api_key: "«_id»:«a»"
  ssl.certificate_authorities: ["/etc/filebeat/ca.crt"]
setup.kibana:
  host: "https://kibana.acme.internal:5601"
  username: "beats_setup"
  password: "«b»"
`, V{"_id": g.b64u(20), "a": g.b64u(22), "b": g.pw()}, "id: nginx-access", "beats_setup")

	g.nqAdd("nosql/logstash-pipeline-es-output", `
# /etc/logstash/conf.d/30-output.conf
output {
  elasticsearch {
    hosts => ["https://es01:9200", "https://es02:9200"]
    user => "logstash_writer"
    password => "«a»"
    cacert => "/etc/logstash/certs/ca.crt"
    data_stream => "true"
    data_stream_dataset => "payments"
  }
}
`, V{"a": g.pwStrong()}, "logstash_writer", "data_stream_dataset => \"payments\"")

	g.nqAdd("nosql/elastic-agent-install-enrollment", `
$ sudo ./elastic-agent install --url=https://«_f».fleet.europe-west3.gcp.cloud.es.io:443 --enrollment-token=«a» --non-interactive
Elastic Agent will be installed at /opt/Elastic/Agent and will run as a service. 
[====] Service Started  [15s] Elastic Agent successfully installed, starting enrollment.
{"log.level":"info","@timestamp":"2024-07-15T10:02:11.331Z","message":"Successfully triggered restart on running Elastic Agent.","ecs.version":"1.6.0"}
Successfully enrolled the Elastic Agent.
Elastic Agent has been successfully installed.
`, V{"_f": g.hex(32), "a": b64s(g.b64u(20) + ":" + g.b64u(22))}, "Successfully enrolled the Elastic Agent.")

	g.nqAdd("nosql/elastic-cloud-id-and-auth-beats", `
# metricbeat.yml (Elastic Cloud)
cloud.id: "«_cid»"
cloud.auth: "elastic:«a»"
metricbeat.modules:
  - module: system
    metricsets: ["cpu", "memory", "network"]
    period: 10s
`, V{"_cid": "acme-prod:" + b64s("us-east-1.aws.found.io:443$"+g.hex(32)+"$"+g.hex(32)), "a": g.an(24)}, "metricsets: [\"cpu\", \"memory\", \"network\"]")

	g.nqAdd("nosql/elastic-cloud-org-api-key-terraform", `
$ export EC_API_KEY="essu_«a»"
$ terraform plan
ec_deployment.search: Refreshing state... [id=«_dep»]
No changes. Your infrastructure matches the configuration.
`, V{"a": g.b64(60), "_dep": g.hex(32)}, "No changes. Your infrastructure matches the configuration.")

	g.nqAdd("nosql/es-apm-server-secret-token", `
# apm-server.yml
apm-server:
  host: "0.0.0.0:8200"
  auth:
    secret_token: "«a»"
    api_key:
      enabled: true
      limit: 100
  rum:
    enabled: true
    allow_origins: ["https://shop.acme.io"]
`, V{"a": g.an(32)}, "https://shop.acme.io", "0.0.0.0:8200")
}

func (g *G) nqOpenSearch() {
	g.nqAdd("nosql/opensearch-compose-initial-admin", `
services:
  opensearch-node1:
    image: opensearchproject/opensearch:2.15.0
    environment:
      - cluster.name=opensearch-cluster
      - node.name=opensearch-node1
      - discovery.seed_hosts=opensearch-node1,opensearch-node2
      - bootstrap.memory_lock=true
      - "OPENSEARCH_JAVA_OPTS=-Xms1g -Xmx1g"
      - OPENSEARCH_INITIAL_ADMIN_PASSWORD=«a»
  opensearch-dashboards:
    image: opensearchproject/opensearch-dashboards:2.15.0
    environment:
      OPENSEARCH_HOSTS: '["https://opensearch-node1:9200"]'
`, V{"a": g.pwStrong()}, "opensearchproject/opensearch:2.15.0", "discovery.seed_hosts=opensearch-node1,opensearch-node2")

	g.nqAdd("nosql/opensearch-internal-users-hashes", `
# config/opensearch-security/internal_users.yml
_meta:
  type: "internalusers"
  config_version: 2

admin:
  hash: "«_h1»"
  reserved: true
  backend_roles: ["admin"]
  description: "Demo admin user"

kibanaserver:
  hash: "«_h2»"
  reserved: true
  description: "OpenSearch Dashboards user"

logstash:
  hash: "«_h3»"
  backend_roles: ["logstash"]
`, V{"_h1": g.nqBcrypt(), "_h2": g.nqBcrypt(), "_h3": g.nqBcrypt()}, "OpenSearch Dashboards user", "config_version: 2")

	g.nqAdd("nosql/opensearch-hash-tool", `
$ plugins/opensearch-security/tools/hash.sh -p '«a»'
**************************************************************************
** This tool will be deprecated in the next major release of OpenSearch **
** https://github.com/opensearch-project/security/issues/1755           **
**************************************************************************
«_h»
`, V{"a": g.pwStrong(), "_h": g.nqBcrypt()}, "https://github.com/opensearch-project/security/issues/1755")

	g.nqAdd("nosql/opensearch-dashboards-yml", `
server.host: 0.0.0.0
opensearch.hosts: [https://os-data-0.search.svc:9200]
opensearch.ssl.verificationMode: none
opensearch.username: kibanaserver
opensearch.password: «a»
opensearch.requestHeadersAllowlist: [authorization, securitytenant]
opensearch_security.multitenancy.enabled: true
opensearch_security.cookie.password: «b»
`, V{"a": g.pw(), "b": g.an(40)}, "opensearch.requestHeadersAllowlist: [authorization, securitytenant]")

	g.nqAdd("nosql/aws-opensearch-master-user-cli", `
$ aws opensearch create-domain --domain-name logs-prod --engine-version OpenSearch_2.13 \
    --cluster-config InstanceType=r6g.large.search,InstanceCount=3,ZoneAwarenessEnabled=true \
    --advanced-security-options 'Enabled=true,InternalUserDatabaseEnabled=true,MasterUserOptions={MasterUserName=osadmin,MasterUserPassword=«a»}' \
    --node-to-node-encryption-options Enabled=true --encryption-at-rest-options Enabled=true \
    --domain-endpoint-options EnforceHTTPS=true
{
    "DomainStatus": {
        "DomainId": "«_acct»/logs-prod",
        "ARN": "arn:aws:es:eu-west-1:«_acct»:domain/logs-prod",
        "Processing": true
    }
}
`, V{"a": g.pwStrong(), "_acct": g.digits(12)}, "MasterUserName=osadmin", "OpenSearch_2.13")

	g.nqAdd("nosql/opensearch-py-client", `
from opensearchpy import OpenSearch

client = OpenSearch(
    hosts=[{"host": "search-logs-prod-«_d».eu-west-1.es.amazonaws.com", "port": 443}],
    http_auth=("osadmin", "«a»"),
    use_ssl=True,
    verify_certs=True,
)
`, V{"_d": g.s(alLowNum, 26), "a": g.pwStrong()}, "osadmin")
}

// ---- Kafka and its ecosystem ----

func (g *G) nqKafka() {
	g.nqAdd("nosql/kafka-server-properties-sasl-ssl", `
# /opt/kafka/config/server.properties (excerpt)
listeners=SASL_SSL://0.0.0.0:9093,CONTROLLER://0.0.0.0:9094
advertised.listeners=SASL_SSL://kafka-1.acme.internal:9093
sasl.enabled.mechanisms=SCRAM-SHA-512
sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512
listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \
    username="broker" \
    password="«a»";
ssl.keystore.location=/opt/kafka/ssl/kafka-1.keystore.jks
ssl.keystore.password=«b»
ssl.key.password=«b»
ssl.truststore.location=/opt/kafka/ssl/truststore.jks
ssl.truststore.password=«c»
authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer
super.users=User:broker;User:admin
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}, "super.users=User:broker;User:admin", "SASL_SSL://kafka-1.acme.internal:9093")

	g.nqAdd("nosql/kafka-server-jaas-plain", `
$ cat /etc/kafka/kafka_server_jaas.conf
KafkaServer {
   org.apache.kafka.common.security.plain.PlainLoginModule required
   username="admin"
   password="«a»"
   user_admin="«a»"
   user_orders-svc="«b»"
   user_analytics="«c»";
};
Client {
   org.apache.zookeeper.server.auth.DigestLoginModule required
   username="kafka"
   password="«d»";
};
`, V{"a": g.pwStrong(), "b": g.an(24), "c": g.pw(), "d": g.pw()}, "org.apache.kafka.common.security.plain.PlainLoginModule required")

	g.nqAdd("nosql/kafka-configs-scram-add-and-describe", `
$ bin/kafka-configs.sh --bootstrap-server kafka-1:9093 --command-config admin.properties \
    --alter --add-config 'SCRAM-SHA-512=[iterations=8192,password=«a»]' \
    --entity-type users --entity-name payments-consumer
Completed updating config for user payments-consumer.
$ bin/kafka-configs.sh --bootstrap-server kafka-1:9093 --command-config admin.properties --describe --entity-type users
SCRAM credential configs for user-principal 'payments-consumer' are SCRAM-SHA-512=iterations=8192
SCRAM credential configs for user-principal 'admin' are SCRAM-SHA-512=iterations=4096
`, V{"a": g.pwStrong()}, "SCRAM-SHA-512=iterations=8192", "payments-consumer")

	g.nqAdd("nosql/kafka-admin-client-properties", `
$ cat admin.properties
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="admin" password="«a»";
ssl.truststore.location=/opt/kafka/ssl/truststore.jks
ssl.truststore.password=«b»
ssl.endpoint.identification.algorithm=https
`, V{"a": g.pwStrong(), "b": g.pw()}, "ssl.endpoint.identification.algorithm=https")

	g.nqAdd("nosql/confluent-cloud-client-properties", `
# Required connection configs for Kafka producer, consumer, and admin
bootstrap.servers=pkc-«_p».europe-west3.gcp.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanisms=PLAIN
sasl.username=«=k»
sasl.password=«a»

# Best practice for higher availability in librdkafka clients prior to 1.7
session.timeout.ms=45000

# Required connection configs for Confluent Cloud Schema Registry
schema.registry.url=https://psrc-«_sr».europe-west3.gcp.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info=«=sk»:«b»
`, V{"_p": g.s(alLowNum, 5), "=k": g.nqCCKey(), "a": g.nqCCSecret(), "_sr": g.s(alLowNum, 5), "=sk": g.nqCCKey(), "b": g.nqCCSecret()}, "session.timeout.ms=45000", "basic.auth.credentials.source=USER_INFO")

	g.nqAdd("nosql/confluent-api-key-create-output", `
$ confluent api-key create --resource lkc-«_c» --description "orders-service prod"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------+
| API Key    | «=k»                                                 |
| API Secret | «a» |
+------------+------------------------------------------------------------------+
$ confluent api-key list --resource lkc-«_c»
  Current |       Key        |     Description     |   Owner    |       Owner Email       | Resource Type |   Resource   |       Created
----------+------------------+---------------------+------------+-------------------------+---------------+--------------+-----------------------
          | «=k» | orders-service prod | sa-«_sa»  | <service account>       | kafka         | lkc-«_c»    | 2024-07-15T09:41:12Z
`, V{"_c": g.s(alLowNum, 6), "=k": g.nqCCKey(), "a": g.nqCCSecret(), "_sa": g.s(alLowNum, 6)}, "The secret is not retrievable later.")

	g.nqAdd("nosql/kcat-sasl-consume", `
$ kcat -b b-1.orders.«_m».c3.kafka.eu-west-1.amazonaws.com:9096 \
    -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 \
    -X sasl.username=orders-reader -X sasl.password='«a»' \
    -C -t orders.v1 -p 3 -o -2 -e -f 'p=%p o=%o k=%k\n'
p=3 o=«_o1» k=«_k1»
p=3 o=«_o2» k=«_k2»
% Reached end of topic orders.v1 [3] at offset «_o3»: exiting
`, V{"_m": g.s(alLowNum, 6), "a": g.pwStrong(), "_o1": g.digits(8), "_k1": g.uuid(), "_o2": g.digits(8), "_k2": g.uuid(), "_o3": g.digits(8)}, "orders-reader", "sasl.mechanisms=SCRAM-SHA-512")

	g.nqAdd("nosql/kafka-consumer-groups-describe-benign-ids", `
$ bin/kafka-consumer-groups.sh --bootstrap-server kafka-1:9093 --command-config admin.properties --describe --group billing
GROUP    TOPIC      PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG   CONSUMER-ID                                            HOST         CLIENT-ID
billing  invoices   0          «_o1»         «_o1»         0     billing-worker-1-«_c1»   /10.0.7.21   billing-worker-1
billing  invoices   1          «_o2»         «_o3»         12    billing-worker-2-«_c2»   /10.0.7.22   billing-worker-2
$ bin/kafka-topics.sh --bootstrap-server kafka-1:9093 --command-config admin.properties --describe --topic invoices | head -1
Topic: invoices	TopicId: «_t»	PartitionCount: 2	ReplicationFactor: 3	Configs: min.insync.replicas=2,cleanup.policy=delete
`, V{"_o1": g.digits(7), "_o2": g.digits(7), "_o3": g.digits(7), "_c1": g.uuid(), "_c2": g.uuid(), "_t": g.b64u(22)}, "min.insync.replicas=2,cleanup.policy=delete")

	g.nqAdd("nosql/spring-kafka-application-yml", `
spring:
  kafka:
    bootstrap-servers: pkc-«_p».us-east-2.aws.confluent.cloud:9092
    properties:
      security.protocol: SASL_SSL
      sasl.mechanism: PLAIN
      sasl.jaas.config: org.apache.kafka.common.security.plain.PlainLoginModule required username='«=k»' password='«a»';
      schema.registry.url: https://psrc-«_sr».us-east-2.aws.confluent.cloud
      basic.auth.credentials.source: USER_INFO
      schema.registry.basic.auth.user.info: «=sk»:«b»
    consumer:
      group-id: shipment-projector
      auto-offset-reset: earliest
`, V{"_p": g.s(alLowNum, 5), "=k": g.nqCCKey(), "a": g.nqCCSecret(), "_sr": g.s(alLowNum, 5), "=sk": g.nqCCKey(), "b": g.nqCCSecret()}, "shipment-projector")

	g.nqAdd("nosql/confluent-kafka-go-config", `
p, err := kafka.NewProducer(&kafka.ConfigMap{
	"bootstrap.servers": "pkc-«_p».eu-central-1.aws.confluent.cloud:9092",
	"security.protocol": "SASL_SSL",
	"sasl.mechanisms":   "PLAIN",
	"sasl.username":     "«=k»",
	"sasl.password":     "«a»",
	"acks":              "all",
	"client.id":         "ledger-writer",
})
`, V{"_p": g.s(alLowNum, 5), "=k": g.nqCCKey(), "a": g.nqCCSecret()}, "ledger-writer")

	g.nqAdd("nosql/kafkajs-sasl-code", `
const kafka = new Kafka({
  clientId: "notifications",
  brokers: ["seed-«_s».«_r».fmc.prd.cloud.redpanda.com:9092"],
  ssl: true,
  sasl: {
    mechanism: "scram-sha-256",
    username: "notifications",
    password: "«a»",
  },
});
`, V{"_s": g.hex(8), "_r": g.s(alLowNum, 20), "a": g.an(30)}, "scram-sha-256")

	g.nqAdd("nosql/rpk-user-create-and-profile", `
$ rpk security user create inventory-svc -p '«a»' --mechanism SCRAM-SHA-256
Created user "inventory-svc".
$ rpk security acl create --allow-principal User:inventory-svc --operation read,write --topic 'inventory.' --resource-pattern-type prefixed
PRINCIPAL               HOST  RESOURCE-TYPE  RESOURCE-NAME  RESOURCE-PATTERN-TYPE  OPERATION  PERMISSION  ERROR
User:inventory-svc      *     TOPIC          inventory.     PREFIXED               READ       ALLOW
User:inventory-svc      *     TOPIC          inventory.     PREFIXED               WRITE      ALLOW
$ cat ~/.config/rpk/rpk.yaml | sed -n '/kafka_api/,/sasl/p;/password/p'
    kafka_api:
        brokers:
            - seed-«_s».«_r».fmc.prd.cloud.redpanda.com:9092
        sasl:
            password: «b»
`, V{"a": g.pwStrong(), "_s": g.hex(8), "_r": g.s(alLowNum, 20), "b": g.an(30)}, "Created user \"inventory-svc\".")

	g.nqAdd("nosql/strimzi-kafkauser-secret-decoded", `
$ kubectl -n kafka get secret orders-app -o jsonpath='{.data.password}' | base64 -d; echo
«a»
$ kubectl -n kafka get secret orders-app -o jsonpath='{.data.sasl\.jaas\.config}' | base64 -d; echo
org.apache.kafka.common.security.scram.ScramLoginModule required username="orders-app" password="«a»";
$ kubectl -n kafka get kafkauser orders-app -o jsonpath='{.status.username}{"\n"}'
orders-app
`, V{"a": g.an(32)}, "jsonpath='{.data.password}'")

	ak := g.rsaPEM()
	g.nqAdd("nosql/aiven-kafka-service-creds", `
$ avn service user-creds-download kafka-prod --username avnadmin -d ./certs
$ ls certs
ca.pem  service.cert  service.key
$ cat certs/service.key
«a»
$ avn service user-get kafka-prod --username avnadmin --format '{password}'
«b»
`, V{"a": ak.block(), "b": g.s(alAlnum, 24)}, "avn service user-creds-download kafka-prod")

	g.nqAdd("nosql/msk-scram-secretsmanager", `
$ aws secretsmanager create-secret --name AmazonMSK_orders_reader \
    --kms-key-id alias/msk-scram \
    --secret-string '{"username":"orders-reader","password":"«a»"}'
{
    "ARN": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:AmazonMSK_orders_reader-«_sfx»",
    "Name": "AmazonMSK_orders_reader",
    "VersionId": "«_v»"
}
$ aws kafka batch-associate-scram-secret --cluster-arn "$CLUSTER_ARN" --secret-arn-list arn:aws:secretsmanager:eu-west-1:«_acct»:secret:AmazonMSK_orders_reader-«_sfx»
`, V{"a": g.pwStrong(), "_acct": g.digits(12), "_sfx": g.an(6), "_v": g.uuid()}, "AmazonMSK_orders_reader")

	g.nqAdd("nosql/pulsar-client-conf-token", `
# conf/client.conf
webServiceUrl=https://pulsar.acme.internal:8443/
brokerServiceUrl=pulsar+ssl://pulsar.acme.internal:6651/
authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken
authParams=token:«a»
tlsAllowInsecureConnection=false
tlsTrustCertsFilePath=/etc/pulsar/ca.cert.pem
`, V{"a": g.jwt("RS256", `{"sub":"ingest-service"}`)}, "pulsar+ssl://pulsar.acme.internal:6651/")

	g.nqAdd("nosql/pulsar-tokens-create-secret-key", `
$ bin/pulsar tokens create-secret-key --output /pulsar/secret.key --base64
$ cat /pulsar/secret.key
«a»
$ bin/pulsar tokens create --secret-key file:///pulsar/secret.key --subject analytics
«b»
`, V{"a": g.b64(32), "b": g.jwt("HS256", `{"sub":"analytics"}`)}, "--subject analytics")

	g.nqAdd("nosql/kafka-ui-compose-env", `
  kafka-ui:
    image: provectuslabs/kafka-ui:v0.7.2
    environment:
      KAFKA_CLUSTERS_0_NAME: prod
      KAFKA_CLUSTERS_0_BOOTSTRAPSERVERS: kafka-1:9093
      KAFKA_CLUSTERS_0_PROPERTIES_SECURITY_PROTOCOL: SASL_SSL
      KAFKA_CLUSTERS_0_PROPERTIES_SASL_MECHANISM: SCRAM-SHA-512
      KAFKA_CLUSTERS_0_PROPERTIES_SASL_JAAS_CONFIG: 'org.apache.kafka.common.security.scram.ScramLoginModule required username="ui" password="«a»";'
      AUTH_TYPE: LOGIN_FORM
      SPRING_SECURITY_USER_NAME: admin
      SPRING_SECURITY_USER_PASSWORD: «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "provectuslabs/kafka-ui:v0.7.2", "AUTH_TYPE: LOGIN_FORM")
}

func (g *G) nqKafkaConnect() {
	g.nqAdd("nosql/debezium-postgres-connector-json", `
$ cat connectors/orders-cdc.json
{
  "name": "orders-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "orders-db.internal",
    "database.port": "5432",
    "database.user": "debezium",
    "database.password": "«a»",
    "database.dbname": "orders",
    "topic.prefix": "orders",
    "plugin.name": "pgoutput",
    "slot.name": "debezium_orders",
    "publication.autocreate.mode": "filtered",
    "table.include.list": "public.orders,public.order_items"
  }
}
`, V{"a": g.pwStrong()}, "io.debezium.connector.postgresql.PostgresConnector", "debezium_orders")

	g.nqAdd("nosql/debezium-mongodb-connector-put", `
$ curl -s -X PUT -H "Content-Type: application/json" http://connect:8083/connectors/catalog-cdc/config -d '{
  "connector.class": "io.debezium.connector.mongodb.MongoDbConnector",
  "mongodb.connection.string": "mongodb://debezium:«a»@mongo-0:27017,mongo-1:27017/?replicaSet=rs0&authSource=admin",
  "topic.prefix": "catalog",
  "collection.include.list": "catalog.products,catalog.prices",
  "capture.mode": "change_streams_update_full"
}' | jq -c '{name, tasks}'
{"name":"catalog-cdc","tasks":[{"connector":"catalog-cdc","task":0}]}
`, V{"a": g.pwURL()}, "io.debezium.connector.mongodb.MongoDbConnector", "change_streams_update_full")

	g.nqAdd("nosql/connect-status-benign-trace", `
$ curl -s http://connect:8083/connectors/orders-cdc/status | jq .
{
  "name": "orders-cdc",
  "connector": { "state": "RUNNING", "worker_id": "10.0.8.14:8083" },
  "tasks": [
    {
      "id": 0,
      "state": "FAILED",
      "worker_id": "10.0.8.14:8083",
      "trace": "io.debezium.DebeziumException: Creation of replication slot failed\n\tat io.debezium.connector.postgresql.PostgresConnectorTask.start(PostgresConnectorTask.java:143)\nCaused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"debezium\""
    }
  ],
  "type": "source"
}
`, nil, "password authentication failed for user \\\"debezium\\\"", "10.0.8.14:8083")

	g.nqAdd("nosql/connect-s3-sink-and-externalized-secret", `
{
  "name": "events-s3-sink",
  "config": {
    "connector.class": "io.confluent.connect.s3.S3SinkConnector",
    "topics": "events.clickstream",
    "s3.bucket.name": "acme-datalake-raw",
    "s3.region": "eu-west-1",
    "aws.access.key.id": "«=k»",
    "aws.secret.access.key": "«a»",
    "format.class": "io.confluent.connect.s3.format.parquet.ParquetFormat",
    "flush.size": "50000",
    "value.converter.basic.auth.user.info": "${file:/opt/connect/secrets/sr.properties:sr.user.info}"
  }
}
`, V{"=k": g.awsID(), "a": g.awsSecret()}, "${file:/opt/connect/secrets/sr.properties:sr.user.info}", "acme-datalake-raw")

	g.nqAdd("nosql/debezium-server-application-properties", `
# conf/application.properties (Debezium Server → Redis Streams)
debezium.sink.type=redis
debezium.sink.redis.address=redis-streams.internal:6379
debezium.sink.redis.user=cdc
debezium.sink.redis.password=«a»
debezium.source.connector.class=io.debezium.connector.mysql.MySqlConnector
debezium.source.database.hostname=mysql-primary.internal
debezium.source.database.user=cdc_reader
debezium.source.database.password=«b»
debezium.source.database.server.id=«_sid»
debezium.source.offset.storage=io.debezium.storage.redis.offset.RedisOffsetBackingStore
`, V{"a": g.an(28), "b": g.pwStrong(), "_sid": g.digits(6)}, "io.debezium.storage.redis.offset.RedisOffsetBackingStore")

	g.nqAdd("nosql/ksqldb-cli-login", `
$ ksql -u «=k» -p «a» https://pksqlc-«_c».eu-west-1.aws.confluent.cloud:443

                  ===========================================
                  =       _              _ ____  ____       =
                  =      | | _____  __ _| |  _ \| __ )      =
                  =      | |/ / __|/ _ˋ | | | | |  _ \      =
                  =      |   <\__ \ (_| | | |_| | |_) |     =
                  =      |_|\_\___/\__, |_|____/|____/      =
                  =                   |_|                   =
                  =        The Database purpose-built       =
                  =        for stream processing apps       =
                  ===========================================

Copyright 2017-2022 Confluent Inc.

CLI v7.6.1, Server v0.29.0 located at https://pksqlc-«_c».eu-west-1.aws.confluent.cloud:443
ksql> SHOW STREAMS;
`, V{"=k": g.nqCCKey(), "a": g.nqCCSecret(), "_c": g.s(alLowNum, 5)}, "CLI v7.6.1, Server v0.29.0")
}

// ---- RabbitMQ ----

func (g *G) nqRabbit() {
	g.nqAdd("nosql/rabbitmqctl-add-user", `
$ sudo rabbitmqctl add_user billing '«a»'
Adding user "billing" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
$ sudo rabbitmqctl set_permissions -p /billing billing "^billing\..*" "^billing\..*" "^(billing|amq\.default)\..*"
Setting permissions for user "billing" in vhost "/billing" ...
$ sudo rabbitmqctl list_users
Listing users ...
user	tags
admin	[administrator]
billing	[]
`, V{"a": g.pwStrong()}, "Don't forget to grant the user permissions to some virtual hosts!")

	g.nqAdd("nosql/rabbitmqctl-change-password-and-hash", `
$ rabbitmqctl change_password monitoring «a»
Changing password for user "monitoring" ...
$ rabbitmqctl hash_password «b»
Will hash provided password ...
«_h»
`, V{"a": g.pw(), "b": g.pwStrong(), "_h": g.b64(36)}, "Will hash provided password ...")

	g.nqAdd("nosql/rabbitmq-definitions-json-hashes", `
$ curl -s -u admin:«a» http://localhost:15672/api/definitions | jq '{users, vhosts}'
{
  "users": [
    {
      "name": "admin",
      "password_hash": "«_h1»",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": ["administrator"],
      "limits": {}
    },
    {
      "name": "orders",
      "password_hash": "«_h2»",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": [],
      "limits": {}
    }
  ],
  "vhosts": [{"name": "/"}, {"name": "orders"}]
}
`, V{"a": g.pwURL(), "_h1": g.b64(36), "_h2": g.b64(36)}, "rabbit_password_hashing_sha256")

	g.nqAdd("nosql/rabbitmq-conf-defaults", `
# /etc/rabbitmq/rabbitmq.conf
listeners.tcp.default = 5672
management.tcp.port = 15672
default_vhost = /
default_user = ops
default_pass = «a»
default_user_tags.administrator = true
loopback_users.guest = true
ssl_options.password = «b»
cluster_formation.peer_discovery_backend = rabbit_peer_discovery_k8s
`, V{"a": g.pwStrong(), "b": g.pw()}, "rabbit_peer_discovery_k8s", "loopback_users.guest = true")

	g.nqAdd("nosql/rabbitmq-erlang-cookie", `
$ sudo cat /var/lib/rabbitmq/.erlang.cookie; echo
«a»
$ sudo rabbitmq-diagnostics -q cluster_status | sed -n '1,6p'
Basics

Cluster name: rabbit@mq-0.mq-headless.messaging.svc.cluster.local
Total CPU cores available cluster-wide: 12
`, V{"a": g.s(alUpper, 20)}, "rabbit@mq-0.mq-headless.messaging.svc.cluster.local")

	g.nqAdd("nosql/rabbitmq-helm-values-cookie", `
# bitnami/rabbitmq values
auth:
  username: admin
  password: "«a»"
  erlangCookie: «b»
  tls:
    enabled: true
clustering:
  enabled: true
  rebalance: true
replicaCount: 3
`, V{"a": g.pwStrong(), "b": g.s(alAlnum, 32)}, "rebalance: true")

	g.nqAdd("nosql/amqp-url-cloudamqp-env", `
$ heroku config:get CLOUDAMQP_URL -a acme-workers
amqps://«_u»:«a»@rattlesnake.rmq.cloudamqp.com/«_u»
$ heroku ps -a acme-workers
=== worker (Standard-1X): celery -A acme worker -l info (2)
worker.1: up 2024/07/15 09:12:03 +0000 (~ 3h ago)
`, V{"_u": g.s(alLower, 8), "a": g.b64u(32)}, "rattlesnake.rmq.cloudamqp.com", "celery -A acme worker -l info")

	g.nqAdd("nosql/rabbitmq-management-api-curl-users", `
$ curl -i -u admin:«a» -H "content-type:application/json" -X PUT http://mq.internal:15672/api/users/shipping -d '{"password":"«b»","tags":""}'
HTTP/1.1 201 Created
content-length: 0
date: Mon, 15 Jul 2024 10:41:02 GMT
server: Cowboy
vary: accept, accept-encoding, origin
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "server: Cowboy")

	g.nqAdd("nosql/masstransit-rabbit-csharp", `
builder.Services.AddMassTransit(x =>
{
    x.AddConsumer<OrderSubmittedConsumer>();
    x.UsingRabbitMq((context, cfg) =>
    {
        cfg.Host("mq.acme.internal", "orders", h =>
        {
            h.Username("orders-api");
            h.Password("«a»");
        });
        cfg.ConfigureEndpoints(context);
    });
});
`, V{"a": g.pw()}, "OrderSubmittedConsumer", "orders-api")
}

// ---- NATS ----

func (g *G) nqNats() {
	acct := g.nqPub("A")
	upub := g.nqPub("U")
	g.nqAdd("nosql/nats-creds-file", `
$ cat ~/.local/share/nats/nsc/keys/creds/acme/orders/orders-svc.creds
-----BEGIN NATS USER JWT-----
«=jwt»
------END NATS USER JWT------

************************* IMPORTANT *************************
NKEY Seed printed below can be used to sign and prove identity.
NKEYs are sensitive and should be treated as secrets.

-----BEGIN USER NKEY SEED-----
«a»
------END USER NKEY SEED------

*************************************************************
`, V{"=jwt": g.nqNatsJWT("orders-svc", upub, acct), "a": g.nqSeed("U")}, "NKEYs are sensitive and should be treated as secrets.")

	g.nqAdd("nosql/nsc-describe-user-public-keys", `
$ nsc describe user orders-svc
+---------------------------------------------------------------------------------+
|                                      User                                       |
+----------------------+----------------------------------------------------------+
| Name                 | orders-svc                                               |
| User ID              | «_u» |
| Issuer ID            | «_a» |
| Issued               | 2024-07-12 08:14:51 UTC                                  |
| Expires              |                                                          |
+----------------------+----------------------------------------------------------+
| Pub Allow            | orders.>                                                 |
| Sub Allow            | _INBOX.>                                                 |
| Response Permissions | Not Set                                                  |
+----------------------+----------------------------------------------------------+
`, V{"_u": g.nqPub("U"), "_a": g.nqPub("A")}, "orders-svc")

	g.nqAdd("nosql/nk-gen-user-pubout", `
$ nk -gen user -pubout
«a»
«_p»
$ nk -gen account -pubout > account.nk && tail -1 account.nk
«_p2»
`, V{"a": g.nqSeed("U"), "_p": g.nqPub("U"), "_p2": g.nqPub("A")}, "nk -gen user -pubout")

	g.nqAdd("nosql/nats-server-conf-nkeys-and-passwords", `
# /etc/nats/nats-server.conf
port: 4222
monitor_port: 8222
jetstream { store_dir: /data/jetstream, max_file_store: 50G }
authorization {
  users = [
    { nkey: «_p1», permissions: { publish: "orders.>", subscribe: "_INBOX.>" } }
    { user: ingest, password: "«_bc»" }
    { user: legacy-bridge, password: "«a»" }
  ]
}
cluster {
  name: nats-prod
  listen: 0.0.0.0:6222
  authorization { user: route, password: «b», timeout: 2 }
  routes = [ "nats-route://route:«b»@nats-1.nats:6222", "nats-route://route:«b»@nats-2.nats:6222" ]
}
`, V{"_p1": g.nqPub("U"), "_bc": g.nqBcrypt(), "a": g.pwStrong(), "b": g.an(24)}, "jetstream { store_dir: /data/jetstream, max_file_store: 50G }")

	g.nqAdd("nosql/nats-context-json", `
$ cat ~/.config/nats/context/prod.json
{
  "description": "prod cluster (ops)",
  "url": "tls://nats.acme.internal:4222",
  "token": "",
  "user": "ops",
  "password": "«a»",
  "creds": "",
  "nkey": "",
  "cert": "",
  "key": "",
  "ca": "/etc/ssl/acme-ca.pem",
  "nsc": "",
  "jetstream_domain": ""
}
`, V{"a": g.pwStrong()}, "tls://nats.acme.internal:4222", "prod cluster (ops)")

	g.nqAdd("nosql/nats-cli-token-flag", `
$ nats --server nats://10.0.5.9:4222 --token «a» stream ls
╭─────────────────────────────────────────────────────────────────────────────╮
│                                   Streams                                   │
├──────────┬─────────────┬─────────────────────┬──────────┬────────┬──────────┤
│ Name     │ Description │ Created             │ Messages │ Size   │ Last     │
├──────────┼─────────────┼─────────────────────┼──────────┼────────┼──────────┤
│ ORDERS   │             │ 2024-07-02 10:11:42 │ 1,204,118│ 1.1 GiB│ 1.02s    │
│ AUDIT    │             │ 2024-06-11 08:01:07 │ 88,019   │ 61 MiB │ 14m3s    │
╰──────────┴─────────────┴─────────────────────┴──────────┴────────┴──────────╯
`, V{"a": g.an(32)}, "nats://10.0.5.9:4222")

	g.nqAdd("nosql/nats-go-nkey-seed-code", `
// internal/bus/conn.go
const userSeed = "«a»" // TODO: move to vault

func Connect(url string) (*nats.Conn, error) {
	kp, err := nkeys.FromSeed([]byte(userSeed))
	if err != nil {
		return nil, err
	}
	pub, _ := kp.PublicKey()
	return nats.Connect(url, nats.Nkey(pub, kp.Sign), nats.Name("shipping-worker"))
}
`, V{"a": g.nqSeed("U")}, "nats.Name(\"shipping-worker\")")

	g.nqAdd("nosql/nsc-env-operator-seed", `
$ nsc env
+------------------------------------------------------------------------------------------------------+
|                                           NSC Environment                                            |
+--------------------+-----+---------------------------------------------------------------------------+
| Setting            | Set | Effective Value                                                           |
+--------------------+-----+---------------------------------------------------------------------------+
| $NSC_CWD_ONLY      | No  | If set, default operator/account from cwd only                            |
| $NKEYS_PATH        | No  | ~/.local/share/nats/nsc/keys                                              |
| Current Store Dir  |     | ~/.local/share/nats/nsc/stores                                            |
| Current Operator   |     | acme                                                                      |
| Current Account    |     | orders                                                                    |
+--------------------+-----+---------------------------------------------------------------------------+
$ cat ~/.local/share/nats/nsc/keys/keys/O/«_d»/«_o».nk
«a»
`, V{"_d": g.s(alB32, 2), "_o": g.nqPub("O"), "a": g.nqSeed("O")}, "~/.local/share/nats/nsc/stores")
}

// ---- Cassandra, ScyllaDB, Astra ----

func (g *G) nqWideColumn() {
	g.nqAdd("nosql/cqlsh-u-p-flags", `
$ cqlsh 10.0.6.11 9042 -u cassandra -p «a» --ssl -e "SELECT release_version, cluster_name FROM system.local;"

 release_version | cluster_name
-----------------+--------------
           4.1.5 |   events-prod

(1 rows)
`, V{"a": g.pw()}, "events-prod")

	g.nqAdd("nosql/cqlshrc", `
$ cat ~/.cassandra/cqlshrc
[authentication]
username = ops_admin
password = «a»

[connection]
hostname = cass-seed-0.data.internal
port = 9042
ssl = true

[ssl]
certfile = ~/.cassandra/ca.pem
validate = true
`, V{"a": g.pwStrong()}, "cass-seed-0.data.internal", "ops_admin")

	g.nqAdd("nosql/cql-create-role-and-list-roles", `
cassandra@cqlsh> CREATE ROLE analytics WITH PASSWORD = '«a»' AND LOGIN = true;
cassandra@cqlsh> GRANT SELECT ON KEYSPACE events TO analytics;
cassandra@cqlsh> ALTER ROLE cassandra WITH PASSWORD = '«b»';
cassandra@cqlsh> SELECT role, can_login, is_superuser, salted_hash FROM system_auth.roles;

 role      | can_login | is_superuser | salted_hash
-----------+-----------+--------------+--------------------------------------------------------------
 analytics |      True |        False | «_h1»
 cassandra |      True |         True | «_h2»

(2 rows)
`, V{"a": g.pw(), "b": g.pwStrong(), "_h1": g.bcrypt(), "_h2": g.bcrypt()}, "GRANT SELECT ON KEYSPACE events TO analytics;")

	g.nqAdd("nosql/cassandra-yaml-encryption-options", `
authenticator: PasswordAuthenticator
authorizer: CassandraAuthorizer
role_manager: CassandraRoleManager
server_encryption_options:
  internode_encryption: all
  keystore: /etc/cassandra/conf/.keystore
  keystore_password: «a»
  truststore: /etc/cassandra/conf/.truststore
  truststore_password: «b»
client_encryption_options:
  enabled: true
  optional: false
  keystore: /etc/cassandra/conf/.keystore
  keystore_password: «a»
`, V{"a": g.pw(), "b": g.pw()}, "authenticator: PasswordAuthenticator", "internode_encryption: all")

	g.nqAdd("nosql/nodetool-jmx-password-file", `
$ cat /etc/cassandra/jmxremote.password
monitorRole «a»
controlRole «b»
$ nodetool -u controlRole -pw «b» status
Datacenter: dc1
===============
Status=Up/Down
|/ State=Normal/Leaving/Joining/Moving
--  Address     Load       Tokens  Owns (effective)  Host ID                               Rack
UN  10.0.6.11   212.4 GiB  16      33.4%             «_h1»  rack1
UN  10.0.6.12   208.9 GiB  16      33.3%             «_h2»  rack2
`, V{"a": g.pw(), "b": g.pwStrong(), "_h1": g.uuid(), "_h2": g.uuid()}, "Status=Up/Down")

	g.nqAdd("nosql/astra-token-and-scb", `
$ astra setup --token «a»
[OK] Configuration has been saved.
[OK] Setup completed.
$ astra db download-scb orders_db -f ./secure-connect-orders.zip
[INFO] Downloading SCB for database 'orders_db' in region 'us-east1'
[OK] Secure connect bundle downloaded to ./secure-connect-orders.zip
$ astra db list
+---------------------+--------------------------------------+-----------+-------+---+-----------+
| Name                | id                                   | Regions   | Cloud | V | Status    |
+---------------------+--------------------------------------+-----------+-------+---+-----------+
| orders_db           | «_id» | us-east1  | gcp   | ■ | ACTIVE    |
+---------------------+--------------------------------------+-----------+-------+---+-----------+
`, V{"a": g.nqAstra(), "_id": g.uuid()}, "secure-connect-orders.zip")

	g.nqAdd("nosql/astra-python-driver", `
from cassandra.cluster import Cluster
from cassandra.auth import PlainTextAuthProvider

cloud_config = {"secure_connect_bundle": "secure-connect-orders.zip"}
auth_provider = PlainTextAuthProvider("token", "«a»")
cluster = Cluster(cloud=cloud_config, auth_provider=auth_provider)
session = cluster.connect("orders")
`, V{"a": g.nqAstra()}, "secure-connect-orders.zip", "PlainTextAuthProvider")

	g.nqAdd("nosql/astra-data-api-env", `
ASTRA_DB_API_ENDPOINT=https://«_id»-us-east-2.apps.astra.datastax.com
ASTRA_DB_APPLICATION_TOKEN=«a»
ASTRA_DB_KEYSPACE=default_keyspace
ASTRA_DB_COLLECTION=docs_embeddings
`, V{"_id": g.uuid(), "a": g.nqAstra()}, "docs_embeddings")

	g.nqAdd("nosql/scylla-docker-and-java-driver", `
$ docker run --name scylla -d scylladb/scylla:6.0 --smp 2 --authenticator PasswordAuthenticator
$ cat src/main/resources/application.conf
datastax-java-driver {
  basic.contact-points = ["node-0.«_c».clusters.scylla.cloud:9042"]
  basic.load-balancing-policy.local-datacenter = AWS_EU_WEST_1
  advanced.auth-provider {
    class = PlainTextAuthProvider
    username = scylla
    password = "«a»"
  }
}
`, V{"_c": g.s(alLowNum, 12), "a": g.an(16)}, "AWS_EU_WEST_1", "scylladb/scylla:6.0")

	g.nqAdd("nosql/hbase-phoenix-keytab-benign-and-pw", `
$ klist -kt /etc/security/keytabs/hbase.service.keytab
Keytab name: FILE:/etc/security/keytabs/hbase.service.keytab
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   2 06/02/2024 11:02:14 hbase/hb-master-1.acme.internal@ACME.INTERNAL
$ sqlline.py "jdbc:phoenix:zk-1,zk-2,zk-3:2181:/hbase-secure:phoenix@ACME.INTERNAL:/home/dana/phoenix.keytab"
$ cat ~/.hbase-rest.properties
hbase.rest.authentication.type=simple
hbase.rest.ssl.keystore.password=«a»
`, V{"a": g.pw()}, "hbase/hb-master-1.acme.internal@ACME.INTERNAL")
}

// ---- ClickHouse ----

func (g *G) nqClickHouse() {
	g.nqAdd("nosql/clickhouse-users-xml-mixed", `
<!-- /etc/clickhouse-server/users.d/users.xml -->
<clickhouse>
    <users>
        <default>
            <password_sha256_hex>«_h1»</password_sha256_hex>
            <networks><ip>::1</ip><ip>127.0.0.1</ip></networks>
            <profile>default</profile>
        </default>
        <grafana>
            <password>«a»</password>
            <profile>readonly</profile>
            <quota>default</quota>
        </grafana>
        <etl>
            <password_double_sha1_hex>«_h2»</password_double_sha1_hex>
            <access_management>0</access_management>
        </etl>
    </users>
</clickhouse>
`, V{"_h1": g.hex(64), "a": g.pw(), "_h2": g.hex(40)}, "<profile>readonly</profile>")

	g.nqAdd("nosql/clickhouse-sha256-generate-oneliner", `
$ PASSWORD=$(base64 < /dev/urandom | head -c16); echo "$PASSWORD"; echo -n "$PASSWORD" | sha256sum | tr -d '-'
«a»
«_h»
`, V{"a": g.s(alB64, 16), "_h": g.hex(64)}, "sha256sum | tr -d '-'")

	g.nqAdd("nosql/clickhouse-client-password-flag", `
$ clickhouse-client --host ch-01.analytics.internal --secure --user analyst --password '«a»' --query "SELECT count() FROM events WHERE event_date = today()"
48219931
`, V{"a": g.pwStrong()}, "ch-01.analytics.internal")

	g.nqAdd("nosql/clickhouse-create-user-sql", `
ch-01 :) CREATE USER IF NOT EXISTS dbt IDENTIFIED WITH sha256_password BY '«a»' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'etl';

CREATE USER IF NOT EXISTS dbt IDENTIFIED WITH sha256_password BY '«a»' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'etl'

Query id: «_q»

Ok.

0 rows in set. Elapsed: 0.004 sec.

ch-01 :) SHOW CREATE USER dbt;

┌─CREATE USER dbt────────────────────────────────────────────────────────────────────────────────────────┐
│ CREATE USER dbt IDENTIFIED WITH sha256_hash BY '«_h»' SALT '«_s»' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'etl' │
└────────────────────────────────────────────────────────────────────────────────────────────────────────┘
`, V{"a": g.pwStrong(), "_q": g.uuid(), "_h": g.s(alHexU, 64), "_s": g.s(alHexU, 64)}, "SETTINGS PROFILE 'etl'")

	g.nqAdd("nosql/clickhouse-cloud-api-key-curl", `
$ KEY_ID=«=k»
$ KEY_SECRET=«a»
$ curl -s --user "$KEY_ID:$KEY_SECRET" https://api.clickhouse.cloud/v1/organizations/«_org»/services | jq '.result[] | {id, name, state}'
{
  "id": "«_svc»",
  "name": "analytics-prod",
  "state": "running"
}
`, V{"=k": g.s(alAlnum, 20), "a": "4b1d" + g.an(38), "_org": g.uuid(), "_svc": g.uuid()}, "analytics-prod")

	g.nqAdd("nosql/clickhouse-dbt-profiles", `
# ~/.dbt/profiles.yml
analytics:
  target: prod
  outputs:
    prod:
      type: clickhouse
      schema: marts
      host: «_h».eu-central-1.aws.clickhouse.cloud
      port: 8443
      user: default
      password: «a»
      secure: true
      threads: 8
`, V{"_h": g.s(alLowNum, 10), "a": g.s(alAlnum+"_~.", 20)}, "type: clickhouse")
}

// ---- graph and document stores ----

func (g *G) nqGraphDoc() {
	g.nqAdd("nosql/neo4j-admin-set-initial-password", `
$ docker exec -it neo4j neo4j-admin dbms set-initial-password «a»
Changed password for user 'neo4j'. IMPORTANT: this change will only take effect if performed before the database is started for the first time.
$ docker exec neo4j cypher-shell -u neo4j -p «a» "SHOW DATABASES YIELD name, currentStatus"
name, currentStatus
"neo4j", "online"
"system", "online"
`, V{"a": g.pw()}, "IMPORTANT: this change will only take effect if performed before the database is started for the first time.")

	g.nqAdd("nosql/neo4j-compose-auth", `
services:
  neo4j:
    image: neo4j:5.20-enterprise
    ports: ["7474:7474", "7687:7687"]
    environment:
      NEO4J_AUTH: neo4j/«a»
      NEO4J_ACCEPT_LICENSE_AGREEMENT: "yes"
      NEO4J_PLUGINS: '["apoc", "graph-data-science"]'
      NEO4J_server_memory_heap_max__size: 4G
`, V{"a": g.pwURL()}, "NEO4J_ACCEPT_LICENSE_AGREEMENT: \"yes\"", "neo4j:5.20-enterprise")

	g.nqAdd("nosql/neo4j-aura-credentials-txt", `
$ cat ~/Downloads/Neo4j-«_i»-Created-2024-07-15.txt
# Wait 60 seconds before connecting using these details, or login to https://console.neo4j.io to validate the Aura Instance is available
NEO4J_URI=neo4j+s://«_i».databases.neo4j.io
NEO4J_USERNAME=neo4j
NEO4J_PASSWORD=«a»
AURA_INSTANCEID=«_i»
AURA_INSTANCENAME=Instance01
`, V{"_i": g.hex(8), "a": g.b64u(43)}, "https://console.neo4j.io", "AURA_INSTANCENAME=Instance01")

	g.nqAdd("nosql/neo4j-python-driver-bolt", `
from neo4j import GraphDatabase

URI = "bolt://graph.internal:7687"
AUTH = ("recommender", "«a»")

with GraphDatabase.driver(URI, auth=AUTH) as driver:
    driver.verify_connectivity()
    records, summary, keys = driver.execute_query(
        "MATCH (p:Product)<-[:BOUGHT]-(:Customer)-[:BOUGHT]->(o:Product) WHERE p.sku = $sku RETURN o.sku LIMIT 10",
        sku="SKU-«_sku»", database_="neo4j",
    )
`, V{"a": g.pwStrong(), "_sku": g.digits(6)}, "bolt://graph.internal:7687", "recommender")

	g.nqAdd("nosql/couchdb-local-ini-admins", `
$ cat /opt/couchdb/etc/local.d/docker.ini
[admins]
admin = -pbkdf2-«_h»,«_s»,10
replicator = «a»

[couchdb]
uuid = «_u»

[chttpd_auth]
secret = «b»
`, V{"_h": g.hex(40), "_s": g.hex(32), "a": g.pw(), "_u": g.hex(32), "b": g.hex(32)}, "[chttpd_auth]")

	g.nqAdd("nosql/couchdb-curl-session-cookie", `
$ curl -si -X POST http://127.0.0.1:5984/_session -H 'Content-Type: application/json' -d '{"name":"admin","password":"«a»"}'
HTTP/1.1 200 OK
Cache-Control: must-revalidate
Content-Type: application/json
Set-Cookie: AuthSession=«b»; Version=1; Path=/; HttpOnly
Server: CouchDB/3.3.3 (Erlang OTP/24)

{"ok":true,"name":"admin","roles":["_admin"]}
`, V{"a": g.pw(), "b": b64raw("admin:" + strings.ToUpper(g.hex(8)) + ":" + string(g.bytes(20)))}, "Server: CouchDB/3.3.3 (Erlang OTP/24)")

	g.nqAdd("nosql/couchbase-cli-cluster-init", `
$ couchbase-cli cluster-init -c 127.0.0.1 --cluster-username Administrator --cluster-password «a» \
    --services data,index,query,fts --cluster-ramsize 4096 --cluster-index-ramsize 1024 --index-storage-setting default
SUCCESS: Cluster initialized
$ couchbase-cli user-manage -c 127.0.0.1 -u Administrator -p «a» --set --rbac-username app --rbac-password «b» --roles 'data_reader[orders],data_writer[orders],query_select[orders]' --auth-domain local
SUCCESS: User app set
`, V{"a": g.pw(), "b": g.pwStrong()}, "SUCCESS: Cluster initialized", "--auth-domain local")

	g.nqAdd("nosql/couchbase-capella-node-sdk", `
const couchbase = require("couchbase");

async function main() {
  const cluster = await couchbase.connect("couchbases://cb.«_c».cloud.couchbase.com", {
    username: "svc-orders",
    password: "«a»",
    configProfile: "wanDevelopment",
  });
  const bucket = cluster.bucket("travel-sample");
}
`, V{"_c": g.s(alLowNum, 16), "a": g.pwStrong()}, "wanDevelopment", "svc-orders")

	g.nqAdd("nosql/arangodb-env-and-arangosh", `
$ docker run -d --name arangodb -e ARANGO_ROOT_PASSWORD=«a» -p 8529:8529 arangodb:3.12
$ arangosh --server.endpoint tcp://127.0.0.1:8529 --server.username root --server.password «a» --javascript.execute-string 'print(db._version())'
3.12.1
`, V{"a": g.pwURL()}, "arangodb:3.12")

	g.nqAdd("nosql/surrealdb-start-and-sql", `
$ surreal start --log info --user root --pass «a» --bind 0.0.0.0:8000 rocksdb:/data/surreal.db
2024-07-15T10:12:03.114Z INFO surreal::env: Running 1.5.4 for linux on x86_64
2024-07-15T10:12:03.114Z INFO surreal::dbs: ✅🔒 Authentication is enabled 🔒✅
$ surreal sql --endpoint http://localhost:8000 --username root --password «a» --namespace acme --database app
acme/app> DEFINE USER api ON DATABASE PASSWORD '«b»' ROLES EDITOR;
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "rocksdb:/data/surreal.db")

	g.nqAdd("nosql/ravendb-settings-json", `
{
    "ServerUrl": "https://0.0.0.0:443",
    "PublicServerUrl": "https://a.acme.ravendb.community",
    "Setup.Mode": "LetsEncrypt",
    "Security.Certificate.Path": "/opt/RavenDB/Server/cluster.server.certificate.acme.pfx",
    "Security.Certificate.Password": "«a»",
    "License.Eula.Accepted": true
}
`, V{"a": g.pwStrong()}, "https://a.acme.ravendb.community")
}

// ---- time series ----

func (g *G) nqTimeSeries() {
	g.nqAdd("nosql/influx-setup-and-auth-create", `
$ influx setup --username admin --password «a» --org acme --bucket telemetry --retention 30d --force
User	Organization	Bucket
admin	acme		telemetry
$ influx auth create --org acme --description "telegraf write" --write-bucket «_b»
ID			Description	Token												User Name	User ID			Permissions
«_id»	telegraf write	«b»	admin		«_uid»	[write:orgs/«_org»/buckets/«_b»]
`, V{"a": g.pw(), "_b": g.hex(16), "_id": g.hex(16), "b": g.nqInflux(), "_uid": g.hex(16), "_org": g.hex(16)}, "telegraf write")

	g.nqAdd("nosql/influx-cli-configs", `
$ cat ~/.influxdbv2/configs
[default]
  url = "http://localhost:8086"
  token = "«a»"
  org = "acme"
  active = true

[cloud]
  url = "https://eu-central-1-1.aws.cloud2.influxdata.com"
  token = "«b»"
  org = "«_org»"
`, V{"a": g.nqInflux(), "b": g.nqInflux(), "_org": g.hex(16)}, "https://eu-central-1-1.aws.cloud2.influxdata.com")

	g.nqAdd("nosql/influx-auth-list-json", `
$ influx auth list --json | jq '.[] | {id, description, token, status}'
{
  "id": "«_i1»",
  "description": "admin's Token",
  "token": "«a»",
  "status": "active"
}
{
  "id": "«_i2»",
  "description": "grafana read",
  "token": "«b»",
  "status": "inactive"
}
`, V{"_i1": g.hex(16), "a": g.nqInflux(), "_i2": g.hex(16), "b": g.nqInflux()}, "admin's Token")

	g.nqAdd("nosql/telegraf-influxdb-v2-output", `
[agent]
  interval = "10s"
  hostname = "edge-gw-07"

[[outputs.influxdb_v2]]
  urls = ["https://influx.acme.internal:8086"]
  token = "«a»"
  organization = "acme"
  bucket = "telemetry"

[[inputs.mqtt_consumer]]
  servers = ["tcp://10.20.0.5:1883"]
  topics = ["sensors/#"]
  username = "telegraf"
  password = "«b»"
`, V{"a": g.nqInflux(), "b": g.pw()}, "edge-gw-07", "sensors/#")

	g.nqAdd("nosql/influxdb1-conf-and-curl", `
$ curl -G http://influx-v1.internal:8086/query -u grafana:«a» --data-urlencode "q=SHOW DATABASES"
{"results":[{"statement_id":0,"series":[{"name":"databases","columns":["name"],"values":[["_internal"],["collectd"],["iot"]]}]}]}
$ grep -A3 '^\[http\]' /etc/influxdb/influxdb.conf
[http]
  auth-enabled = true
  shared-secret = "«b»"
  pprof-enabled = false
`, V{"a": g.pwURL(), "b": g.hex(40)}, "auth-enabled = true")

	g.nqAdd("nosql/influxdb3-token-create", `
$ influxdb3 create token --admin --host http://localhost:8181

New token created successfully!

Token: apiv3_«a»
HTTP Requests Header: Authorization: Bearer apiv3_«a»

IMPORTANT: Store this token securely, as it will not be shown again.
`, V{"a": g.b64u(86)}, "IMPORTANT: Store this token securely, as it will not be shown again.")

	g.nqAdd("nosql/timescale-cloud-connection-info", `
$ cat ~/Downloads/tsdb-credentials.txt
Service name:  metrics-prod
Service URL:   postgres://tsdbadmin:«a»@«_s».«_p».tsdb.cloud.timescale.com:«_port»/tsdb?sslmode=require
Password:      «a»
Port:          «_port»
`, V{"a": g.s(alLowNum, 16), "_s": g.s(alLowNum, 10), "_p": g.s(alLowNum, 10), "_port": g.digits(5)}, "metrics-prod")

	g.nqAdd("nosql/questdb-and-victoriametrics-flags", `
$ cat /etc/systemd/system/vmauth.service.d/override.conf
[Service]
ExecStart=
ExecStart=/usr/local/bin/vmauth -auth.config=/etc/vmauth/auth.yml -httpListenAddr=:8427
$ cat /etc/vmauth/auth.yml
users:
  - username: "grafana"
    password: "«a»"
    url_prefix: "http://vmselect:8481/select/0/prometheus"
  - bearer_token: "«b»"
    url_prefix: "http://vminsert:8480/insert/0/prometheus"
$ grep -E '^(http|pg)\.' /var/lib/questdb/conf/server.conf
http.user=admin
http.password=«c»
pg.password=«c»
`, V{"a": g.pw(), "b": g.hex(40), "c": g.pwStrong()}, "http://vmselect:8481/select/0/prometheus")
}

// ---- coordination and caches ----

func (g *G) nqCoordination() {
	g.nqAdd("nosql/etcdctl-user-flag", `
$ ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.11:2379 --cacert=/etc/etcd/ca.pem --user root:«a» endpoint status -w table
+-------------------------+------------------+---------+---------+-----------+------------+-----------+------------+--------------------+--------+
|        ENDPOINT         |        ID        | VERSION | DB SIZE | IS LEADER | IS LEARNER | RAFT TERM | RAFT INDEX | RAFT APPLIED INDEX | ERRORS |
+-------------------------+------------------+---------+---------+-----------+------------+-----------+------------+--------------------+--------+
| https://10.0.0.11:2379  | «_id» |  3.5.14 |   41 MB |      true |      false |        12 |    «_ri» |           «_ri» |        |
+-------------------------+------------------+---------+---------+-----------+------------+-----------+------------+--------------------+--------+
`, V{"a": g.pw(), "_id": g.hex(16), "_ri": g.digits(8)}, "https://10.0.0.11:2379")

	g.nqAdd("nosql/etcdctl-user-add-and-env", `
$ export ETCDCTL_USER=root
$ export ETCDCTL_PASSWORD='«a»'
$ etcdctl user add app-config:«b»
User app-config created
$ etcdctl role grant-permission app-config readwrite --prefix=true /config/app/
Role app-config updated
$ etcdctl auth enable
Authentication Enabled
`, V{"a": g.pwStrong(), "b": g.pw()}, "Authentication Enabled", "/config/app/")

	g.nqAdd("nosql/etcd-get-secret-value", `
$ etcdctl get --prefix /config/payments/ --print-value-only=false
/config/payments/provider
adyen
/config/payments/api_key
«a»
/config/payments/timeout_ms
2500
`, V{"a": g.payAdyenKey()}, "/config/payments/timeout_ms")

	g.nqAdd("nosql/zookeeper-digest-acl-and-addauth", `
$ bin/zkCli.sh -server zk-1:2181
[zk: zk-1:2181(CONNECTED) 0] addauth digest admin:«a»
[zk: zk-1:2181(CONNECTED) 1] setAcl /kafka digest:admin:«_h»:cdrwa
[zk: zk-1:2181(CONNECTED) 2] getAcl /kafka
'digest,'admin:«_h»
: cdrwa
[zk: zk-1:2181(CONNECTED) 3] get /kafka/cluster/id
{"version":"1","id":"«_cid»"}
`, V{"a": g.pw(), "_h": g.b64(20), "_cid": g.b64u(22)}, "[zk: zk-1:2181(CONNECTED) 2] getAcl /kafka")

	g.nqAdd("nosql/zookeeper-superdigest-and-jaas", `
$ cat /opt/zookeeper/conf/java.env
SERVER_JVMFLAGS="-Djava.security.auth.login.config=/opt/zookeeper/conf/zk_jaas.conf -Dzookeeper.DigestAuthenticationProvider.superDigest=super:«_h»"
$ cat /opt/zookeeper/conf/zk_jaas.conf
Server {
    org.apache.zookeeper.server.auth.DigestLoginModule required
    user_super="«a»"
    user_kafka="«b»";
};
`, V{"_h": g.b64(20), "a": g.pwStrong(), "b": g.pw()}, "-Djava.security.auth.login.config=/opt/zookeeper/conf/zk_jaas.conf")

	g.nqAdd("nosql/memcached-sasl-auth-file", `
$ cat /etc/memcached/auth
cache-web:«a»
cache-api:«b»
$ grep -E '^-Y|^-S' /etc/memcached.conf
-Y /etc/memcached/auth
$ echo "stats" | nc -q1 127.0.0.1 11211 | head -3
STAT pid 1184
STAT uptime 864021
STAT time 1721042011
`, V{"a": g.pwStrong(), "b": g.an(20)}, "-Y /etc/memcached/auth")

	g.nqAdd("nosql/memcached-sasl-saslpasswd", `
$ cat /etc/sasl2/memcached.conf
mech_list: plain
log_level: 5
sasldb_path: /etc/sasl2/memcached-sasldb2
$ echo '«a»' | sudo saslpasswd2 -p -a memcached -c -f /etc/sasl2/memcached-sasldb2 php-sessions
$ sudo sasldblistusers2 -f /etc/sasl2/memcached-sasldb2
php-sessions@cache-02: userPassword
`, V{"a": g.pw()}, "php-sessions@cache-02: userPassword")

	g.nqAdd("nosql/consul-kv-token", `
$ export CONSUL_HTTP_TOKEN=«a»
$ consul kv get -recurse config/inventory/
config/inventory/db_host:inventory-db.service.consul
config/inventory/redis_password:«b»
config/inventory/log_level:info
$ consul acl token read -self | head -3
AccessorID:       «_acc»
SecretID:         «a»
Description:      dana laptop
`, V{"a": g.uuid(), "b": g.an(24), "_acc": g.uuid()}, "inventory-db.service.consul")
}

// ---- serverless and hosted databases ----

func (g *G) nqServerless() {
	g.nqAdd("nosql/dynamodb-local-fake-creds-and-real-profile", `
$ docker run -d -p 8000:8000 amazon/dynamodb-local -jar DynamoDBLocal.jar -sharedDb -inMemory
$ AWS_ACCESS_KEY_ID=fakeMyKeyId AWS_SECRET_ACCESS_KEY=fakeSecretAccessKey aws dynamodb list-tables --endpoint-url http://localhost:8000 --region local
{
    "TableNames": ["Orders", "Sessions"]
}
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «=k»
aws_secret_access_key = «a»
`, V{"=k": g.awsID(), "a": g.awsSecret()}, "fakeSecretAccessKey", "fakeMyKeyId", "amazon/dynamodb-local")

	g.nqAdd("nosql/dynamodb-scan-with-token-attribute", `
$ aws dynamodb scan --table-name Integrations --filter-expression "provider = :p" --expression-attribute-values '{":p":{"S":"hubspot"}}' --max-items 1
{
    "Items": [
        {
            "pk": {"S": "TENANT#«_t»"},
            "sk": {"S": "INTEGRATION#hubspot"},
            "refresh_token": {"S": "«a»"},
            "portal_id": {"N": "«_pid»"},
            "updated_at": {"S": "2024-07-13T22:01:44Z"}
        }
    ],
    "Count": 1,
    "ScannedCount": 37,
    "NextToken": "«_nt»"
}
`, V{"_t": g.uuid(), "a": g.uuid(), "_pid": g.digits(8), "_nt": b64s(`{"ExclusiveStartKey":null,"boto_truncate_amount":1}`)}, "INTEGRATION#hubspot")

	g.nqAdd("nosql/supabase-env-anon-service-role", `
# .env.local
NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
SUPABASE_DB_URL=postgresql://postgres.«_ref»:«b»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres
`, V{"_ref": g.s(alLower, 20), "_anon": g.nqSupaAnon(), "a": g.supabaseService(), "b": g.pwURL()})

	g.nqAdd("nosql/supabase-new-api-keys", `
$ supabase projects api-keys --project-ref «_ref» -o env
SUPABASE_PUBLISHABLE_KEY="sb_publishable_«_pub»"
SUPABASE_SECRET_KEY="sb_secret_«a»"
$ supabase login --token «b»
You are now logged in. Happy coding!
`, V{"_ref": g.s(alLower, 20), "_pub": g.b64u(31), "a": g.b64u(31), "b": g.supabasePAT()}, "You are now logged in. Happy coding!")

	g.nqAdd("nosql/supabase-edge-function-service-role", `
// supabase/functions/nightly-cleanup/index.ts
import { createClient } from "jsr:@supabase/supabase-js@2";

const supabase = createClient(
  "https://«_ref».supabase.co",
  "«a»", // service_role — bypasses RLS
);

Deno.serve(async () => {
  const { error } = await supabase.from("sessions").delete().lt("expires_at", new Date().toISOString());
  return new Response(error ? error.message : "ok");
});
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "jsr:@supabase/supabase-js@2", "service_role — bypasses RLS")

	g.nqAdd("nosql/planetscale-password-create", `
$ pscale password create shop main app-server --role readwriter
Password app-server was successfully created in shop/main.
Please save the values below as they will not be shown again

  NAME         BRANCH   ROLE         USERNAME       ACCESS HOST URL                 PASSWORD
 ------------ -------- ------------ -------------- ------------------------------- ---------------------------------------------------
  app-server   main     readwriter   «_u»   aws.connect.psdb.cloud          pscale_pw_«a»
`, V{"_u": g.s(alLowNum, 12), "a": g.b64u(43)}, "Please save the values below as they will not be shown again")

	g.nqAdd("nosql/planetscale-service-token-ci", `
      - name: Deploy request
        env:
          PLANETSCALE_SERVICE_TOKEN_ID: «=id»
          PLANETSCALE_SERVICE_TOKEN: pscale_tkn_«a»
        run: pscale deploy-request create shop add-index-orders --org acme
`, V{"=id": g.s(alLowNum, 12), "a": g.b64u(43)}, "pscale deploy-request create shop add-index-orders --org acme")

	g.nqAdd("nosql/neon-connection-string-and-api-key", `
$ neonctl connection-string --project-id «_p» --role-name neondb_owner --pooled
postgresql://neondb_owner:«a»@ep-«_ep»-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require
$ cat ~/.config/neonctl/credentials.json
{"access_token":"«b»","refresh_token":"«c»","token_type":"bearer","expires_at":"2024-07-15T11:42:01.000Z"}
$ echo $NEON_API_KEY
napi_«d»
`, V{"_p": g.pick("misty", "snowy", "quiet", "bold") + "-" + g.pick("leaf", "river", "hill", "cloud") + "-" + g.digits(8), "a": "npg_" + g.an(12), "_ep": g.pick("cool", "young", "ancient") + "-" + g.pick("darkness", "meadow", "sea") + "-" + g.s(alLowNum, 8), "b": g.b64u(43), "c": g.b64u(43), "d": g.s(alLowNum, 64)}, "neondb_owner")

	g.nqAdd("nosql/turso-db-tokens-create", `
$ turso db show shop-edge --url
libsql://shop-edge-«_org».turso.io
$ turso db tokens create shop-edge --expiration 30d
«a»
$ turso auth token
«b»
`, V{"_org": g.s(alLower, 8), "a": g.jwt("EdDSA", `{"a":"rw","iat":1721041800,"id":"`+g.uuid()+`"}`), "b": g.jwt("RS256", `{"iss":"https://api.turso.tech","sub":"user_`+g.an(16)+`"}`)}, "turso db tokens create shop-edge --expiration 30d")

	g.nqAdd("nosql/fauna-secret-env", `
FAUNA_SECRET=fnAF«a»
FAUNA_ENDPOINT=https://db.fauna.com
FAUNA_DATABASE=storefront
`, V{"a": g.b64u(36)}, "FAUNA_ENDPOINT=https://db.fauna.com")

	g.nqAdd("nosql/xata-and-convex-keys", `
# .env
XATA_API_KEY=xau_«a»
XATA_BRANCH=main
CONVEX_DEPLOYMENT=prod:«_d»
CONVEX_DEPLOY_KEY=prod:«_d»|«b»
NEXT_PUBLIC_CONVEX_URL=https://«_d».convex.cloud
`, V{"a": g.an(32), "_d": g.pick("happy", "tidy", "wary") + "-" + g.pick("otter", "lynx", "finch") + "-" + g.digits(3), "b": g.b64u(80)}, "XATA_BRANCH=main")
}

// nqSupaAnon is a Supabase anon key (public by design).
func (g *G) nqSupaAnon() string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`,
		g.s(alLower, 20), iat, iat+315360000))
}

// ---- Firebase and Firestore ----

func (g *G) nqFirebase() {
	pk := g.pkcs8RSAPEM()
	g.nqAdd("nosql/firebase-service-account-json", `
$ cat serviceAccountKey.json
{
  "type": "service_account",
  "project_id": "acme-mobile-prod",
  "private_key_id": "«=kid»",
  "private_key": "«a»",
  "client_email": "firebase-adminsdk-«_x»@acme-mobile-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
`, V{"=kid": g.hex(40), "a": jsonEsc(pk.block()) + `\n`, "_x": g.s(alLowNum, 5), "_cid": g.digits(21)}, "acme-mobile-prod")

	g.nqAdd("nosql/firebase-web-config-and-admin-env", `
// src/firebase.ts — web config is public; the admin key is not
export const firebaseConfig = {
  apiKey: "«_k»",
  authDomain: "acme-mobile-prod.firebaseapp.com",
  projectId: "acme-mobile-prod",
  storageBucket: "acme-mobile-prod.appspot.com",
  messagingSenderId: "«_s»",
  appId: "1:«_s»:web:«_app»",
};
$ grep FIREBASE_ .env.server
FIREBASE_ADMIN_CLIENT_EMAIL=firebase-adminsdk-«_x»@acme-mobile-prod.iam.gserviceaccount.com
FIREBASE_ADMIN_PRIVATE_KEY="«a»"
`, V{"_k": g.googleKey(), "_s": g.digits(12), "_app": g.hex(22), "_x": g.s(alLowNum, 5), "a": jsonEsc(g.pkcs8RSAPEM().block())}, "acme-mobile-prod.firebaseapp.com")

	g.nqAdd("nosql/firebase-ci-token", `
$ firebase login:ci

Visit this URL on this device to log in:
https://accounts.google.com/o/oauth2/auth?client_id=563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com&scope=email%20openid&response_type=code&state=«_st»&redirect_uri=http%3A%2F%2Flocalhost%3A9005

Waiting for authentication...

✔  Success! Use this token to login on a CI server:

«a»

Example: firebase deploy --token "$FIREBASE_TOKEN"
`, V{"_st": g.digits(9), "a": g.gRefresh()}, "Example: firebase deploy --token \"$FIREBASE_TOKEN\"")

	g.nqAdd("nosql/firestore-emulator-and-rules-benign", `
$ firebase emulators:start --only firestore,auth
i  emulators: Starting emulators: auth, firestore
i  firestore: Firestore Emulator logging to firestore-debug.log
✔  firestore: Firestore Emulator UI websocket is running on 9150.
┌─────────────────────────────────────────────────────────────┐
│ ✔  All emulators ready! It is now safe to connect your app. │
│ i  View Emulator UI at http://127.0.0.1:4000/               │
└─────────────────────────────────────────────────────────────┘
$ export FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
$ curl -s "http://127.0.0.1:8080/v1/projects/demo-acme/databases/(default)/documents/users/«_u»" | jq -c '.fields.displayName'
{"stringValue":"Dana K"}
`, V{"_u": g.an(28)}, "FIRESTORE_EMULATOR_HOST=127.0.0.1:8080", "All emulators ready!")

	g.nqAdd("nosql/firestore-gcloud-access-token", `
$ TOKEN=$(gcloud auth print-access-token); echo $TOKEN
«a»
$ curl -s -H "Authorization: Bearer $TOKEN" "https://firestore.googleapis.com/v1/projects/acme-mobile-prod/databases/(default)/documents/config/flags" | jq -c .fields
{"checkoutV2":{"booleanValue":true}}
`, V{"a": g.ya29()}, "acme-mobile-prod/databases/(default)/documents/config/flags")
}

// ---- search engines and vector databases ----

func (g *G) nqSearchVector() {
	g.nqAdd("nosql/meilisearch-master-key-and-keys", `
$ docker run -d -p 7700:7700 -e MEILI_ENV=production -e MEILI_MASTER_KEY='«a»' getmeili/meilisearch:v1.9
$ curl -s -H "Authorization: Bearer «a»" http://localhost:7700/keys | jq '.results[] | {name, uid, key, actions}'
{
  "name": "Default Search API Key",
  "uid": "«_u1»",
  "key": "«=k1»",
  "actions": ["search"]
}
{
  "name": "Default Admin API Key",
  "uid": "«_u2»",
  "key": "«b»",
  "actions": ["*"]
}
`, V{"a": g.b64u(32), "_u1": g.uuid(), "=k1": g.hex(64), "_u2": g.uuid(), "b": g.hex(64)}, "Default Search API Key")

	g.nqAdd("nosql/typesense-server-and-scoped", `
$ typesense-server --data-dir=/var/lib/typesense --api-key=«a» --enable-cors
$ curl -s "http://localhost:8108/keys" -X POST -H "X-TYPESENSE-API-KEY: «a»" -d '{"description":"search-only","actions":["documents:search"],"collections":["products"]}'
{"actions":["documents:search"],"collections":["products"],"description":"search-only","expires_at":64723363199,"id":3,"value":"«=s»"}
`, V{"a": g.an(32), "=s": g.an(32)}, "\"description\":\"search-only\"")

	g.nqAdd("nosql/algolia-admin-vs-search", `
# config/algolia.yml
application_id: «_app»
search_only_api_key: «_s»
admin_api_key: «a»
index_prefix: prod_
`, V{"_app": g.s(alUpNum, 10), "_s": g.hex(32), "a": g.hex(32)}, "index_prefix: prod_")

	g.nqAdd("nosql/pinecone-python-client", `
from pinecone import Pinecone, ServerlessSpec

pc = Pinecone(api_key="«a»")
index = pc.Index(host="https://docs-rag-«_h».svc.aped-4627-b74a.pinecone.io")
print(index.describe_index_stats())
# {'dimension': 1536, 'index_fullness': 0.0, 'namespaces': {'': {'vector_count': 48211}}, 'total_vector_count': 48211}
`, V{"a": g.pinecone(), "_h": g.s(alLowNum, 7)}, "'total_vector_count': 48211")

	g.nqAdd("nosql/pinecone-legacy-env", `
PINECONE_API_KEY=«a»
PINECONE_ENVIRONMENT=us-west1-gcp
PINECONE_INDEX=support-articles
OPENAI_EMBEDDING_MODEL=text-embedding-3-small
`, V{"a": g.uuid()}, "PINECONE_ENVIRONMENT=us-west1-gcp", "text-embedding-3-small")

	g.nqAdd("nosql/weaviate-cloud-client", `
import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_c».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«a»"),
    headers={"X-OpenAI-Api-Key": "«b»"},
)
print(client.is_ready())
`, V{"_c": g.s(alLowNum, 20), "a": g.an(40), "b": g.openai()}, "weaviate.classes.init")

	g.nqAdd("nosql/weaviate-docker-apikey-env", `
  weaviate:
    image: cr.weaviate.io/semitechnologies/weaviate:1.25.6
    environment:
      AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED: "false"
      AUTHENTICATION_APIKEY_ENABLED: "true"
      AUTHENTICATION_APIKEY_ALLOWED_KEYS: "«a»,«b»"
      AUTHENTICATION_APIKEY_USERS: "dana@acme.io,ingest-bot"
      AUTHORIZATION_ADMINLIST_ENABLED: "true"
      AUTHORIZATION_ADMINLIST_USERS: "dana@acme.io"
`, V{"a": g.an(32), "b": g.an(32)}, "AUTHENTICATION_APIKEY_USERS: \"dana@acme.io,ingest-bot\"")

	g.nqAdd("nosql/qdrant-config-and-curl", `
$ grep -A3 '^service:' config/production.yaml
service:
  http_port: 6333
  api_key: «a»
  read_only_api_key: «b»
$ curl -s -H "api-key: «a»" http://localhost:6333/collections | jq -c .result
{"collections":[{"name":"tickets"},{"name":"kb_chunks"}]}
`, V{"a": g.hex(48), "b": g.hex(48)}, "http_port: 6333", "kb_chunks")

	g.nqAdd("nosql/qdrant-cloud-js-client", `
import { QdrantClient } from "@qdrant/js-client-rest";

const client = new QdrantClient({
  url: "https://«_c».eu-central-1-0.aws.cloud.qdrant.io:6333",
  apiKey: "«a»",
});
const res = await client.search("kb_chunks", { vector, limit: 5, with_payload: true });
`, V{"_c": g.uuid(), "a": g.jwt("HS256", `{"access":"m"}`)}, "@qdrant/js-client-rest")

	g.nqAdd("nosql/milvus-zilliz-pymilvus", `
from pymilvus import MilvusClient

client = MilvusClient(
    uri="https://in03-«_c».serverless.gcp-us-west1.cloud.zilliz.com",
    token="«a»",
)
local = MilvusClient(uri="http://milvus-standalone:19530", token="root:«b»")
print(client.list_collections())
`, V{"_c": g.hex(15), "a": g.hex(104), "b": g.pw()}, "http://milvus-standalone:19530")

	g.nqAdd("nosql/chroma-cloud-and-server-auth", `
$ cat .env
CHROMA_API_KEY=ck-«a»
CHROMA_TENANT=«_t»
CHROMA_DATABASE=support
$ docker run -d -p 8000:8000 -e CHROMA_SERVER_AUTHN_CREDENTIALS=«b» -e CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider chromadb/chroma:0.5.5
`, V{"a": g.b64u(44), "_t": g.uuid(), "b": g.an(32)}, "chromadb.auth.token_authn.TokenAuthenticationServerProvider")

	g.nqAdd("nosql/pgvector-lancedb-benign-and-key", `
$ python -c "import lancedb; db = lancedb.connect('db://support-«_p»', api_key='«a»', region='us-east-1'); print(db.table_names())"
['articles', 'tickets']
$ du -sh ~/.lancedb/local/articles.lance
212M	/home/dana/.lancedb/local/articles.lance
`, V{"_p": g.s(alLowNum, 6), "a": "sk_" + g.s(alUpNum, 26)}, "/home/dana/.lancedb/local/articles.lance")
}

// ---- MinIO and S3-compatible stores ----

func (g *G) nqObjectStore() {
	g.nqAdd("nosql/mc-alias-set", `
$ mc alias set minio-prod https://minio.acme.internal:9000 «=k» «a»
Added ˋminio-prodˋ successfully.
$ mc admin info minio-prod
●  minio-0.minio.storage.svc.cluster.local:9000
   Uptime: 12 days
   Version: 2024-07-04T14:25:45Z
   Network: 4/4 OK
   Drives: 4/4 OK
`, V{"=k": g.s(alUpNum, 20), "a": g.an(40)}, "https://minio.acme.internal:9000", "Version: 2024-07-04T14:25:45Z")

	g.nqAdd("nosql/mc-config-json", `
$ cat ~/.mc/config.json
{
	"version": "10",
	"aliases": {
		"local": {
			"url": "http://localhost:9000",
			"accessKey": "minioadmin",
			"secretKey": "minioadmin",
			"api": "s3v4",
			"path": "auto"
		},
		"backup": {
			"url": "https://s3.eu-central-003.backblazeb2.com",
			"accessKey": "«=k»",
			"secretKey": "«a»",
			"api": "S3v4",
			"path": "auto"
		}
	}
}
`, V{"=k": "003" + g.hex(22), "a": "K003" + g.s(alAlnum+"/+", 27)}, "https://s3.eu-central-003.backblazeb2.com")

	g.nqAdd("nosql/minio-compose-root-and-kes", `
services:
  minio:
    image: quay.io/minio/minio:RELEASE.2024-07-04T14-25-45Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: admin
      MINIO_ROOT_PASSWORD: «a»
      MINIO_KMS_SECRET_KEY: minio-kms:«b»
      MINIO_IDENTITY_OPENID_CLIENT_SECRET: «c»
`, V{"a": g.pwStrong(), "b": g.b64(32), "c": g.an(32)}, "--console-address \":9001\"")

	g.nqAdd("nosql/mc-admin-user-svcacct-add", `
$ mc admin user svcacct add minio-prod loki
Access Key: «=k»
Secret Key: «a»
Expiration: no-expiry
$ mc admin user svcacct ls minio-prod loki
   Access Key        | Expiry
«=k»  | no-expiry
`, V{"=k": g.s(alUpNum, 20), "a": g.an(40)}, "Expiration: no-expiry")

	g.nqAdd("nosql/r2-rclone-config", `
$ rclone config show r2
[r2]
type = s3
provider = Cloudflare
access_key_id = «=k»
secret_access_key = «a»
endpoint = https://«_acct».r2.cloudflarestorage.com
acl = private
`, V{"=k": g.hex(32), "a": g.hex(64), "_acct": g.hex(32)}, "provider = Cloudflare")

	g.nqAdd("nosql/wasabi-s3cmd-cfg", `
$ cat ~/.s3cfg
[default]
access_key = «=k»
secret_key = «a»
host_base = s3.eu-central-2.wasabisys.com
host_bucket = %(bucket)s.s3.eu-central-2.wasabisys.com
use_https = True
gpg_passphrase = «b»
`, V{"=k": g.s(alUpNum, 20), "a": g.s(alAlnum, 40), "b": g.pw()}, "host_base = s3.eu-central-2.wasabisys.com")

	g.nqAdd("nosql/seaweedfs-s3-json", `
$ cat /etc/seaweedfs/s3.json
{
  "identities": [
    {
      "name": "admin",
      "credentials": [{ "accessKey": "«=k1»", "secretKey": "«a»" }],
      "actions": ["Admin", "Read", "List", "Tagging", "Write"]
    },
    {
      "name": "anonymous",
      "actions": ["Read:public-assets"]
    }
  ]
}
`, V{"=k1": g.s(alUpNum, 20), "a": g.b64(30)}, "Read:public-assets")
}

// ---- chat, tickets and agent transcripts ----

func (g *G) nqChat() {
	g.nqAdd("nosql/chat-slack-mongo-uri-paste", `
[10:42] dana: prod mongo is refusing the new worker, can someone sanity check the uri?
[10:43] dana: mongodb+srv://worker:«a»@prod.«_c».mongodb.net/jobs?retryWrites=true&w=majority
[10:44] priya: authSource is missing, the worker user lives in admin. also please rotate that, it's in a public channel now
[10:44] dana: ugh, rotating
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "authSource is missing")

	g.nqAdd("nosql/chat-redis-password-in-ticket", `
JIRA OPS-«_n» — Redis evictions on cache-02
Reporter: Tomás R.
Steps: connect with redis-cli -h cache-02.internal -a «a» and run INFO memory; maxmemory is 2gb, used_memory_peak 1.98G.
Expected: no evictions under 60 % load.
Comment (Priya): bumped maxmemory to 4gb, evicted_keys back to 0. Password above should be changed, the ticket is visible to contractors.
`, V{"_n": g.digits(4), "a": g.an(24)}, "cache-02.internal", "evicted_keys back to 0")

	g.nqAdd("nosql/chat-elastic-password-after-upgrade", `
user: after upgrading to 8.14 kibana says "Unable to retrieve version information from Elasticsearch nodes. security_exception". here is my kibana.yml

elasticsearch.hosts: ["https://es01:9200"]
elasticsearch.username: "elastic"
elasticsearch.password: "«a»"

assistant: Kibana 8.x refuses to run as the ˋelasticˋ superuser. Create a service account token for ˋelastic/kibanaˋ and use ˋelasticsearch.serviceAccountTokenˋ instead, then remove the password line.
`, V{"a": g.nqESPass()}, "elastic/kibana", "elasticsearch.serviceAccountToken")

	g.nqAdd("nosql/agent-transcript-kafka-debug", `
> Tool call: bash
$ cat .env | grep -i kafka
KAFKA_BROKERS=b-1.events.«_m».c2.kafka.us-east-1.amazonaws.com:9096,b-2.events.«_m».c2.kafka.us-east-1.amazonaws.com:9096
KAFKA_SASL_USERNAME=events-producer
KAFKA_SASL_PASSWORD=«a»
KAFKA_TOPIC=events.v2
> Tool result (exit 0)

The producer authenticates with SCRAM-SHA-512 on port 9096, but ˋsrc/producer.tsˋ sets ˋmechanism: "plain"ˋ. I'll change it to ˋ"scram-sha-512"ˋ.
`, V{"_m": g.s(alLowNum, 6), "a": g.pwStrong()}, "events-producer", "src/producer.ts")

	g.nqAdd("nosql/agent-transcript-rabbit-url-in-error", `
Traceback (most recent call last):
  File "/app/worker.py", line 14, in <module>
    conn = pika.BlockingConnection(pika.URLParameters(os.environ["AMQP_URL"]))
  File "/usr/local/lib/python3.12/site-packages/pika/adapters/blocking_connection.py", line 360, in __init__
    self._impl = self._create_connection(parameters, _impl_class)
pika.exceptions.ProbableAuthenticationError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.'
$ printenv AMQP_URL
amqp://worker:«a»@rabbitmq.messaging.svc:5672/%2Fjobs
`, V{"a": g.pwURL()}, "ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN.")

	g.nqAdd("nosql/chat-influx-token-handoff", `
From: ops@acme.io
To: grafana-team@acme.io
Subject: Influx read token for the new dashboards

Hi all, the read-only token for bucket "telemetry" is below; add it as the datasource secret in Grafana, not in the dashboard JSON.

  «a»

It expires with the bucket retention review in October.
— Ops
`, V{"a": g.nqInflux()}, "Influx read token for the new dashboards")

	g.nqAdd("nosql/pr-review-neo4j-password", `
src/graph/config.py
@@ -3,6 +3,6 @@
 NEO4J_URI = os.environ.get("NEO4J_URI", "neo4j://localhost:7687")
 NEO4J_USER = os.environ.get("NEO4J_USER", "neo4j")
-NEO4J_PASSWORD = os.environ["NEO4J_PASSWORD"]
+NEO4J_PASSWORD = os.environ.get("NEO4J_PASSWORD", "«a»")

reviewer (maya): please don't default to the staging password here — if the env var is missing we should fail, not silently connect to staging.
`, V{"a": g.pw()}, "os.environ[\"NEO4J_PASSWORD\"]", "neo4j://localhost:7687")

	g.nqAdd("nosql/chat-nats-seed-vs-public", `
sam: which one do I put in the server config, SUA… or UA…?
lee: the public one goes in nats-server.conf: «_p»
lee: the seed stays on the client only, never in the server config. you pasted it earlier: «a» — regenerate it with nk -gen user -pubout
`, V{"_p": g.nqPub("U"), "a": g.nqSeed("U")}, "nk -gen user -pubout")

	g.nqAdd("nosql/chat-minio-keys-discord", `
#homelab — today at 21:14
kev: finally got velero backing up to the minio box 🎉
kev: credentials-velero:
[default]
aws_access_key_id = velero
aws_secret_access_key = «a»
jo: nice. rotate that one though, this channel is public
`, V{"a": g.an(40)}, "credentials-velero:", "aws_access_key_id = velero")

	g.nqAdd("nosql/agent-summary-masked-previews", `
Summary of changes:
- Moved the Mongo URI out of docker-compose.yml into .env (MONGO_URL=mongodb://app:****@mongo:27017/app).
- Rotated the Redis password; the old one ending in …«=t» is revoked.
- Elasticsearch now uses API key id «_id» (name: ingest-orders); the key itself is in Vault at secret/data/search/ingest.
- Confluent key «=ck» was deleted with ˋconfluent api-key delete «=ck»ˋ.
`, V{"=t": g.an(4), "_id": g.b64u(20), "=ck": g.nqCCKey()}, "mongodb://app:****@mongo:27017/app", "secret/data/search/ingest")
}

// ---- benign look-alikes ----

func (g *G) nqBenign() {
	g.nqAdd("nosql/benign-mongo-explain-and-objectids", `
shop> db.orders.find({ customerId: ObjectId('«_c»') }).sort({ _id: -1 }).limit(2)
[
  { _id: ObjectId('«_o1»'), customerId: ObjectId('«_c»'), total: Decimal128('129.90'), status: 'shipped', trackingNo: '«_t»' },
  { _id: ObjectId('«_o2»'), customerId: ObjectId('«_c»'), total: Decimal128('18.00'), status: 'refunded', trackingNo: null }
]
shop> db.orders.getIndexes().map(i => i.name)
[ '_id_', 'customerId_1__id_-1', 'status_1_createdAt_-1' ]
`, V{"_c": g.nqOID(), "_o1": g.nqOID(), "_o2": g.nqOID(), "_t": "1Z" + g.s(alUpNum, 16)}, "customerId_1__id_-1")

	g.nqAdd("nosql/benign-redis-info-replication", `
127.0.0.1:6379> INFO replication
# Replication
role:master
connected_slaves:2
slave0:ip=10.0.4.12,port=6379,state=online,offset=«_o1»,lag=0
slave1:ip=10.0.4.13,port=6379,state=online,offset=«_o1»,lag=1
master_failover_state:no-failover
master_replid:«_r1»
master_replid2:«_r2»
master_repl_offset:«_o1»
`, V{"_o1": g.digits(10), "_r1": g.hex(40), "_r2": g.hex(40)}, "master_failover_state:no-failover")

	g.nqAdd("nosql/benign-es-cluster-health-node-ids", `
$ curl -s -H "Authorization: ApiKey $ES_API_KEY" https://localhost:9200/_nodes/_local?filter_path=nodes.*.name,nodes.*.version,nodes.*.transport_address | jq -c .
{"nodes":{"«_n»":{"name":"es01","transport_address":"172.18.0.2:9300","version":"8.14.1"}}}
$ curl -s -H "Authorization: ApiKey $ES_API_KEY" https://localhost:9200/ | jq -r .cluster_uuid
«_u»
`, V{"_n": g.b64u(22), "_u": g.b64u(22)}, "$ES_API_KEY")

	g.nqAdd("nosql/benign-kafka-cluster-id-and-meta", `
$ bin/kafka-storage.sh random-uuid
«_u»
$ bin/kafka-storage.sh format -t «_u» -c config/kraft/server.properties
Formatting /var/lib/kafka/data with metadata.version 3.7-IV4.
$ cat /var/lib/kafka/data/meta.properties
#
#Mon Jul 15 10:22:01 UTC 2024
node.id=1
directory.id=«_d»
version=1
cluster.id=«_u»
`, V{"_u": g.b64u(22), "_d": g.b64u(22)}, "metadata.version 3.7-IV4")

	g.nqAdd("nosql/benign-rabbitmq-queues-and-consumer-tags", `
$ rabbitmqctl list_consumers -p /billing queue_name consumer_tag channel_pid
Listing consumers in vhost /billing ...
queue_name	consumer_tag	channel_pid
invoices.create	amq.ctag-«_t1»	<rabbit@mq-0.1721042011.«_p1».0>
invoices.retry	amq.ctag-«_t2»	<rabbit@mq-0.1721042011.«_p2».0>
`, V{"_t1": g.b64u(22), "_p1": g.digits(5), "_t2": g.b64u(22), "_p2": g.digits(5)}, "Listing consumers in vhost /billing ...")

	g.nqAdd("nosql/benign-nsc-list-keys", `
$ nsc list keys --all
+------------------------------------------------------------------------------------------------+
|                                              Keys                                              |
+------------+----------------------------------------------------------+-------------+--------+
| Entity     | Key                                                      | Signing Key | Stored |
+------------+----------------------------------------------------------+-------------+--------+
| acme       | «_o»                                                     |             | *      |
|  orders    | «_a»                                                     |             | *      |
|   orders-svc | «_u»                                                   |             | *      |
+------------+----------------------------------------------------------+-------------+--------+
`, V{"_o": g.nqPub("O"), "_a": g.nqPub("A"), "_u": g.nqPub("U")}, "Signing Key")

	g.nqAdd("nosql/benign-cassandra-describe-cluster", `
$ nodetool describecluster
Cluster Information:
	Name: events-prod
	Snitch: org.apache.cassandra.locator.GossipingPropertyFileSnitch
	DynamicEndPointSnitch: enabled
	Partitioner: org.apache.cassandra.dht.Murmur3Partitioner
	Schema versions:
		«_s»: [10.0.6.11, 10.0.6.12, 10.0.6.13]
$ cqlsh -e "SELECT host_id, schema_version FROM system.local" | sed -n 4p
 «_h» | «_s»
`, V{"_s": g.uuid(), "_h": g.uuid()}, "org.apache.cassandra.dht.Murmur3Partitioner")

	g.nqAdd("nosql/benign-mongo-rs-conf-and-keyfile-path", `
rs0 [direct: primary] admin> rs.conf().settings
{
  chainingAllowed: true,
  heartbeatIntervalMillis: 2000,
  heartbeatTimeoutSecs: 10,
  electionTimeoutMillis: 10000,
  catchUpTimeoutMillis: -1,
  getLastErrorModes: {},
  replicaSetId: ObjectId('«_r»')
}
rs0 [direct: primary] admin> db.adminCommand({ getCmdLineOpts: 1 }).parsed.security
{ authorization: 'enabled', keyFile: '/etc/mongodb/rs0.key' }
`, V{"_r": g.nqOID()}, "keyFile: '/etc/mongodb/rs0.key'", "electionTimeoutMillis: 10000")

	g.nqAdd("nosql/benign-env-template-placeholders", `
$ cat .env.example
MONGODB_URI=mongodb+srv://<username>:<password>@cluster0.xxxxx.mongodb.net/?retryWrites=true&w=majority
REDIS_URL=redis://default:<password>@localhost:6379
ELASTIC_PASSWORD=changeme
KAFKA_SASL_PASSWORD=
PINECONE_API_KEY=your-pinecone-api-key
NEO4J_AUTH=neo4j/password
`, nil, "mongodb+srv://<username>:<password>@cluster0.xxxxx.mongodb.net/", "redis://default:<password>@localhost:6379", "your-pinecone-api-key")

	g.nqAdd("nosql/benign-influx-bucket-list", `
$ influx bucket list --org acme
ID			Name		Retention	Shard group duration	Organization ID		Schema Type
«_b1»	_monitoring	168h0m0s	24h0m0s			«_o»	implicit
«_b2»	_tasks		72h0m0s		24h0m0s			«_o»	implicit
«_b3»	telemetry	720h0m0s	24h0m0s			«_o»	implicit
`, V{"_b1": g.hex(16), "_b2": g.hex(16), "_b3": g.hex(16), "_o": g.hex(16)}, "Shard group duration")

	g.nqAdd("nosql/benign-minio-bucket-policy-and-etags", `
$ mc stat minio-prod/backups/mongo-2024-07-15.gz
Name      : mongo-2024-07-15.gz
Date      : 2024-07-15 02:04:11 UTC
Size      : 3.2 GiB
ETag      : «_e»-«_n»
Type      : file
Metadata  :
  Content-Type: application/gzip
VersionID : «_v»
$ mc anonymous get minio-prod/public-assets
Access permission for ˋminio-prod/public-assetsˋ is ˋdownloadˋ
`, V{"_e": g.hex(32), "_n": g.digits(2), "_v": g.uuid()}, "Access permission for ˋminio-prod/public-assetsˋ is ˋdownloadˋ")

	g.nqAdd("nosql/benign-dynamodb-describe-table", `
$ aws dynamodb describe-table --table-name Orders --query 'Table.{Arn:TableArn,Id:TableId,Stream:LatestStreamArn,Items:ItemCount}'
{
    "Arn": "arn:aws:dynamodb:eu-west-1:«_a»:table/Orders",
    "Id": "«_id»",
    "Stream": "arn:aws:dynamodb:eu-west-1:«_a»:table/Orders/stream/2024-06-01T08:11:02.118",
    "Items": 4412881
}
`, V{"_a": g.digits(12), "_id": g.uuid()}, "table/Orders/stream/2024-06-01T08:11:02.118")
}
