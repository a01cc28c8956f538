package cases

import (
	"fmt"
	"strings"
)

// brokersCases adds credentials from message brokers, queues and streaming
// platforms, as a coding agent meets them while it wires a producer or a
// consumer, debugs a connection or sets a broker up. Sources: RabbitMQ
// (rabbitmqctl, rabbitmqadmin, definitions.json, rabbitmq.conf, the
// management HTTP API, shovels and federation, amqp:// URLs in pika,
// amqplib, Bunny and .NET clients, the Bitnami chart and the cluster
// operator, CloudAMQP), Kafka (client.properties and JAAS files,
// kafka-configs SCRAM users, kcat, kafka-console tools, Spring Boot,
// kafkajs, confluent-kafka, librdkafka, Sarama and franz-go, keystores,
// Strimzi KafkaUser secrets, MSK, Aiven), Confluent Cloud (API key and
// secret pairs, the confluent CLI, Schema Registry basic auth, the
// Terraform provider, ksqlDB), NATS (.creds files with user JWT and nkey
// seed, nsc, nats contexts, nats-server.conf), MQTT (Mosquitto passwd and
// bridges, mosquitto_pub, paho, EMQX, HiveMQ Cloud, VerneMQ), Pulsar
// (client.conf, pulsar-admin, token keys, StreamNative OAuth2), Redis and
// Valkey (ACL SETUSER, users.acl, requirepass and masterauth, redis-cli
// -a, rediss:// URLs, Sentinel, ElastiCache, Upstash), ActiveMQ Classic
// and Artemis (users.properties, credentials.properties, broker.xml,
// Amazon MQ), Azure Service Bus, Event Hubs and Event Grid (connection
// strings with SharedAccessKey, SAS tokens, az output), AWS SQS, SNS and
// Kinesis, Google Pub/Sub (service-account JSON, push tokens), ZeroMQ
// CURVE keys, Celery, Sidekiq, Resque, RQ, BullMQ and Laravel Horizon,
// NSQ, Kafka Connect and Debezium connector configs, Redpanda (rpk
// profiles, Console, Connect), IBM MQ, Solace, RocketMQ, and the chats,
// logs and stack traces around them. Benign look-alikes: message ids,
// offsets, consumer group ids, cluster ids, partition keys, correlation
// ids, receipt handles, sequence numbers, nkey and CURVE public keys,
// queue and topic names, masked previews. The case names start with
// "brokers/".
func (g *G) brokersCases() {
	g.bkRabbit()
	g.bkKafka()
	g.bkConfluent()
	g.bkNATS()
	g.bkMQTT()
	g.bkPulsar()
	g.bkRedis()
	g.bkActiveMQ()
	g.bkAzure()
	g.bkAWS()
	g.bkGCP()
	g.bkZMQ()
	g.bkJobs()
	g.bkNSQ()
	g.bkConnect()
	g.bkRedpanda()
	g.bkOther()
	g.bkChat()
	g.bkBenign()
}

// ---- helpers used only here ----

// bkAdd is add with "ˋ" standing for a backtick.
func (g *G) bkAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("brokers/"+name, bt(tmpl), v, benign...)
}

// bkSeed is an nkey seed (S + type + base32), a secret.
func (g *G) bkSeed(t string) string { return "S" + t + g.s(alB32, 56) }

// bkPub is an nkey public key (benign).
func (g *G) bkPub(t string) string { return t + g.s(alB32, 55) }

// bkNATSJWT is a NATS user or account JWT signed with an nkey.
func (g *G) bkNATSJWT(name, typ string) string {
	iat := 1717000000 + g.r.IntN(20000000)
	h := b64raw(`{"typ":"JWT","alg":"ed25519-nkey"}`)
	p := b64raw(fmt.Sprintf(`{"jti":"%s","iat":%d,"iss":"%s","name":"%s","sub":"%s","nats":{"pub":{},"sub":{},"subs":-1,"data":-1,"payload":-1,"type":"%s","version":2}}`,
		g.s(alB32, 52), iat, g.bkPub("A"), name, g.bkPub("U"), typ))
	return h + "." + p + "." + g.b64u(86)
}

// bkCCKey is a Confluent Cloud API key (the id half of the pair).
func (g *G) bkCCKey() string { return g.s(alUpNum, 16) }

// bkCCSecret is a Confluent Cloud API secret.
func (g *G) bkCCSecret() string {
	if g.r.IntN(2) == 0 {
		return "cflt" + g.s(alAlnum+"+/", 60)
	}
	return g.s(alAlnum+"+/", 64)
}

// bkSAS is an Azure shared access key (32 bytes, base64).
func (g *G) bkSAS() string { return g.b64(32) }

// bkZ85 is a Z85-encoded 32-byte CURVE key.
func (g *G) bkZ85() string {
	return g.s("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%#", 40)
}

// bkClusterID is a Kafka cluster id (benign).
func (g *G) bkClusterID() string { return g.b64u(22) }

// bkPulsarTok is a Pulsar JWT token (subject only, as pulsar tokens create makes it).
func (g *G) bkPulsarTok(sub string) string { return g.jwt("HS256", `{"sub":"`+sub+`"}`) }

// bkCCID is a Confluent Cloud resource id such as lkc-xxxxx (benign).
func (g *G) bkCCID(p string) string { return p + "-" + g.s(alLowNum, 5+g.r.IntN(2)) }

// ---- RabbitMQ ----

func (g *G) bkRabbit() {
	g.bkAdd("rabbitmqctl-add-user-tags", `
$ docker exec -it rabbitmq rabbitmqctl add_user orders_svc «a»
Adding user "orders_svc" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
$ docker exec -it rabbitmq rabbitmqctl set_user_tags orders_svc monitoring
Setting tags for user "orders_svc" to [monitoring] ...
$ docker exec -it rabbitmq rabbitmqctl set_permissions -p orders orders_svc "^orders\..*" ".*" ".*"
Setting permissions for user "orders_svc" in vhost "orders" ...
`, V{"a": g.pwURL()}, `Setting tags for user "orders_svc" to [monitoring] ...`, "set_permissions -p orders")

	g.bkAdd("rabbitmqctl-change-password", `
root@rmq-0:/# rabbitmqctl change_password admin '«a»'
Changing password for user "admin" ...
root@rmq-0:/# rabbitmqctl authenticate_user admin '«a»'
Authenticating user "admin" ...
Success
root@rmq-0:/# rabbitmqctl delete_user guest
Deleting user "guest" ...
`, V{"a": g.pwStrong()}, `Deleting user "guest" ...`, "root@rmq-0")

	g.bkAdd("definitions-json-users-hash", `
$ curl -s -u admin:«p» http://localhost:15672/api/definitions | jq '{users, vhosts}'
{
  "users": [
    {
      "name": "admin",
      "password_hash": "«a»",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": [
        "administrator"
      ],
      "limits": {}
    },
    {
      "name": "billing-consumer",
      "password_hash": "«b»",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": [],
      "limits": {}
    }
  ],
  "vhosts": [
    {
      "name": "/",
      "description": "Default virtual host",
      "tags": [],
      "metadata": {"description": "Default virtual host", "tags": []}
    }
  ]
}
`, V{"p": g.pwURL(), "a": g.entRabbitHash("x"), "b": g.entRabbitHash("y")}, "billing-consumer", "http://localhost:15672/api/definitions")

	g.bkAdd("definitions-load-definitions-conf", `
# /etc/rabbitmq/rabbitmq.conf
listeners.tcp.default = 5672
management.tcp.port = 15672
loopback_users.guest = false
default_user = platform
default_pass = «a»
default_vhost = /
load_definitions = /etc/rabbitmq/definitions.json
cluster_formation.peer_discovery_backend = rabbit_peer_discovery_k8s
cluster_formation.k8s.host = kubernetes.default.svc.cluster.local
vm_memory_high_watermark.relative = 0.6
`, V{"a": g.pw()}, "default_user = platform", "rabbit_peer_discovery_k8s")

	g.bkAdd("management-api-curl-put-user", `
$ curl -i -u admin:«a» -H "content-type:application/json" \
    -X PUT http://rmq.internal:15672/api/users/reporting \
    -d '{"password":"«b»","tags":"management"}'
HTTP/1.1 201 Created
content-length: 0
date: Tue, 11 Jun 2024 08:14:22 GMT
server: Cowboy
vary: accept, accept-encoding, origin
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "http://rmq.internal:15672/api/users/reporting", "server: Cowboy")

	g.bkAdd("rabbitmqadmin-declare", `
$ rabbitmqadmin -H rmq.stage.acme.io -P 443 --ssl -u deploy -p «a» declare queue name=invoices.dlq durable=true
queue declared
$ rabbitmqadmin -H rmq.stage.acme.io -P 443 --ssl -u deploy -p «a» list queues name messages consumers
+------------------+----------+-----------+
|       name       | messages | consumers |
+------------------+----------+-----------+
| invoices         | 0        | 4         |
| invoices.dlq     | 12       | 0         |
+------------------+----------+-----------+
`, V{"a": g.pwURL()}, "rmq.stage.acme.io", "invoices.dlq")

	g.bkAdd("pika-url-parameters", `
import pika

params = pika.URLParameters("amqps://ingest:«a»@b-«_id».mq.eu-west-1.amazonaws.com:5671/%2F?heartbeat=30")
connection = pika.BlockingConnection(params)
channel = connection.channel()
channel.queue_declare(queue="telemetry.raw", durable=True)
channel.basic_publish(exchange="", routing_key="telemetry.raw", body=payload,
                      properties=pika.BasicProperties(delivery_mode=2, correlation_id=corr_id))
`, V{"a": g.pwURL(), "_id": g.uuid()}, "telemetry.raw", "correlation_id=corr_id")

	g.bkAdd("pika-plain-credentials", `
credentials = pika.PlainCredentials("svc_scheduler", "«a»")
parameters = pika.ConnectionParameters(
    host="rabbitmq.scheduling.svc",
    port=5672,
    virtual_host="scheduler",
    credentials=credentials,
    blocked_connection_timeout=300,
)
`, V{"a": g.pw()}, "svc_scheduler", "rabbitmq.scheduling.svc")

	g.bkAdd("amqplib-node-connect", `
const amqp = require('amqplib');

async function main() {
  const conn = await amqp.connect('amqp://notifier:«a»@10.4.2.17:5672/notify');
  const ch = await conn.createChannel();
  await ch.assertExchange('events', 'topic', { durable: true });
  const { queue } = await ch.assertQueue('', { exclusive: true });
  await ch.bindQueue(queue, 'events', 'user.*.created');
}
`, V{"a": g.pwURL()}, "user.*.created", "createChannel()")

	g.bkAdd("dotnet-appsettings-rabbit", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "RabbitMq": {
    "HostName": "rabbitmq-prod.acme.local",
    "VirtualHost": "payments",
    "UserName": "payments-api",
    "Password": "«a»",
    "Port": 5671,
    "Ssl": { "Enabled": true, "ServerName": "rabbitmq-prod.acme.local" }
  },
  "ConnectionStrings": {
    "Outbox": "Server=sql01;Database=Payments;User Id=payments;Password=«b»;TrustServerCertificate=True"
  }
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "rabbitmq-prod.acme.local", "\"UserName\": \"payments-api\"")

	g.bkAdd("docker-compose-rabbit-env", `
services:
  rabbitmq:
    image: rabbitmq:3.13-management-alpine
    hostname: rabbit
    environment:
      RABBITMQ_DEFAULT_USER: app
      RABBITMQ_DEFAULT_PASS: «a»
      RABBITMQ_ERLANG_COOKIE: «b»
    ports:
      - "5672:5672"
      - "15672:15672"
    volumes:
      - rabbit-data:/var/lib/rabbitmq
`, V{"a": g.pwURL(), "b": g.s(alUpper, 20)}, "rabbitmq:3.13-management-alpine", "RABBITMQ_DEFAULT_USER: app")

	g.bkAdd("erlang-cookie-cat", `
$ kubectl exec -n messaging rabbitmq-server-0 -- cat /var/lib/rabbitmq/.erlang.cookie; echo
«a»
$ kubectl exec -n messaging rabbitmq-server-0 -- rabbitmq-diagnostics cluster_status | head -8
Cluster status of node rabbit@rabbitmq-server-0.rabbitmq-nodes.messaging ...
Basics

Cluster name: rabbitmq
Total CPU cores available cluster-wide: 12
`, V{"a": g.s(alUpper, 20)}, "rabbit@rabbitmq-server-0.rabbitmq-nodes.messaging", "Cluster name: rabbitmq")

	g.bkAdd("k8s-secret-default-user-operator", `
$ kubectl get secret rabbitmq-default-user -n messaging -o yaml
apiVersion: v1
data:
  connection_string: «a»
  default_user.conf: «b»
  host: cmFiYml0bXEubWVzc2FnaW5nLnN2Yw==
  password: «c»
  port: NTY3Mg==
  provider: cmFiYml0bXE=
  type: cmFiYml0bXE=
  username: «=u»
kind: Secret
metadata:
  name: rabbitmq-default-user
  namespace: messaging
type: Opaque
`, func() V {
		u := "default_user_" + g.b64u(20)
		p := g.b64u(32)
		return V{"a": b64s("amqp://" + u + ":" + p + "@rabbitmq.messaging.svc:5672/"), "b": b64s("default_user = " + u + "\ndefault_pass = " + p + "\n"), "c": b64s(p), "=u": b64s(u)}
	}(), "rabbitmq-default-user", "cmFiYml0bXEubWVzc2FnaW5nLnN2Yw==")

	g.bkAdd("shovel-parameter-set", `
$ rabbitmqctl set_parameter shovel orders-to-dr \
  '{"src-protocol": "amqp091", "src-uri": "amqp://", "src-queue": "orders",
    "dest-protocol": "amqp091", "dest-uri": "amqps://shovel:«a»@rmq-dr.acme.io:5671/orders?cacertfile=/etc/rabbitmq/ca.pem",
    "dest-queue": "orders", "ack-mode": "on-confirm"}'
Setting runtime parameter "orders-to-dr" for component "shovel" to "..." in vhost "/" ...
`, V{"a": g.pwURL()}, "rmq-dr.acme.io:5671", `"ack-mode": "on-confirm"`)

	g.bkAdd("federation-upstream-uri", `
$ rabbitmqctl set_parameter federation-upstream eu-upstream '{"uri":"amqps://federator:«a»@rmq-eu.acme.io","expires":3600000}'
$ rabbitmqctl list_parameters
Listing runtime parameters for vhost "/" ...
component	name	value
federation-upstream	eu-upstream	{"expires":3600000,"uri":"amqps://federator:«a»@rmq-eu.acme.io"}
`, V{"a": g.pwURL()}, "federation-upstream", "rmq-eu.acme.io")

	g.bkAdd("bunny-ruby-connection", `
require "bunny"

conn = Bunny.new(
  host: ENV.fetch("RABBIT_HOST", "rabbitmq"),
  user: "mailer",
  password: "«a»",
  vhost: "/mail",
  automatically_recover: true
)
conn.start
ch = conn.create_channel
q  = ch.queue("mailer.outbound", durable: true)
`, V{"a": g.pw()}, "mailer.outbound", "automatically_recover: true")

	g.bkAdd("cloudamqp-url-env", `
$ heroku config -a acme-workers
=== acme-workers Config Vars
CLOUDAMQP_APIKEY: «a»
CLOUDAMQP_URL:    amqps://«_v»:«b»@kangaroo.rmq.cloudamqp.com/«_v»
LOG_LEVEL:        info
WEB_CONCURRENCY:  2
`, V{"a": g.uuid(), "_v": g.s(alLower, 8), "b": g.b64u(32)}, "kangaroo.rmq.cloudamqp.com", "WEB_CONCURRENCY:  2")

	g.bkAdd("bitnami-helm-values-rabbit", `
# values-prod.yaml for bitnami/rabbitmq
auth:
  username: admin
  password: "«a»"
  erlangCookie: "«b»"
  tls:
    enabled: true
    existingSecret: rabbitmq-tls
replicaCount: 3
clustering:
  forceBoot: false
metrics:
  enabled: true
`, V{"a": g.pwStrong(), "b": g.an(32)}, "existingSecret: rabbitmq-tls", "bitnami/rabbitmq")

	g.bkAdd("spring-rabbit-properties", `
spring.rabbitmq.host=rabbit.shop.internal
spring.rabbitmq.port=5672
spring.rabbitmq.username=catalog
spring.rabbitmq.password=«a»
spring.rabbitmq.virtual-host=catalog
spring.rabbitmq.listener.simple.prefetch=20
spring.rabbitmq.listener.simple.retry.enabled=true
`, V{"a": g.pw()}, "spring.rabbitmq.username=catalog", "rabbit.shop.internal")
}

// ---- Kafka ----

func (g *G) bkKafka() {
	g.bkAdd("client-properties-scram", `
$ cat ~/kafka/client.properties
bootstrap.servers=kafka-0.kafka.data.svc:9093,kafka-1.kafka.data.svc:9093
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="analytics" password="«a»";
ssl.truststore.location=/etc/kafka/secrets/kafka.truststore.jks
ssl.truststore.password=«b»
$ kafka-topics.sh --bootstrap-server kafka-0.kafka.data.svc:9093 --command-config ~/kafka/client.properties --list
__consumer_offsets
clickstream.v2
orders
`, V{"a": g.pwStrong(), "b": g.pw()}, "SCRAM-SHA-512", "clickstream.v2", "/etc/kafka/secrets/kafka.truststore.jks")

	g.bkAdd("kafka-server-jaas-plain", `
// /opt/kafka/config/kafka_server_jaas.conf
KafkaServer {
    org.apache.kafka.common.security.plain.PlainLoginModule required
    username="admin"
    password="«a»"
    user_admin="«a»"
    user_producer="«b»"
    user_consumer="«c»";
};
Client {
    org.apache.zookeeper.server.auth.DigestLoginModule required
    username="kafka"
    password="«d»";
};
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pwURL(), "d": g.pw()}, "org.apache.kafka.common.security.plain.PlainLoginModule", "username=\"kafka\"")

	g.bkAdd("kafka-configs-scram-alter", `
$ bin/kafka-configs.sh --bootstrap-server localhost:9092 --alter \
    --add-config 'SCRAM-SHA-256=[iterations=8192,password=«a»],SCRAM-SHA-512=[password=«a»]' \
    --entity-type users --entity-name ingest-writer
Completed updating config for user ingest-writer.
$ bin/kafka-configs.sh --bootstrap-server localhost:9092 --describe --entity-type users --entity-name ingest-writer
SCRAM credential configs for user-principal 'ingest-writer' are SCRAM-SHA-256=iterations=8192, SCRAM-SHA-512=iterations=4096
`, V{"a": g.pwURL()}, "ingest-writer", "SCRAM-SHA-256=iterations=8192")

	g.bkAdd("kcat-sasl-flags", `
$ kcat -b pkc-«_c».us-east-1.aws.confluent.cloud:9092 \
    -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN \
    -X sasl.username=«_k» -X sasl.password=«a» \
    -C -t payments.events -o -5 -e -f 'p%p o%o k=%k\n'
p0 o184422 k=«_key1»
p3 o90117 k=«_key2»
% Reached end of topic payments.events [5] at offset 77201: exiting
`, V{"_c": g.s(alLowNum, 5), "_k": g.bkCCKey(), "a": g.bkCCSecret(), "_key1": g.uuid(), "_key2": g.uuid()}, "payments.events", "sasl.mechanisms=PLAIN")

	g.bkAdd("spring-kafka-application-yml", `
spring:
  kafka:
    bootstrap-servers: ${KAFKA_BOOTSTRAP:b-1.msk-prod.abc123.c4.kafka.eu-west-1.amazonaws.com:9096}
    consumer:
      group-id: fulfilment-service
      auto-offset-reset: earliest
    properties:
      security.protocol: SASL_SSL
      sasl.mechanism: SCRAM-SHA-512
      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="fulfilment" password="«a»";
    producer:
      acks: all
      properties:
        enable.idempotence: true
`, V{"a": g.pwStrong()}, "group-id: fulfilment-service", "enable.idempotence: true")

	g.bkAdd("kafkajs-client-ts", `
import { Kafka, logLevel } from "kafkajs";

export const kafka = new Kafka({
  clientId: "checkout-web",
  brokers: ["kafka-1.acme.cloud:9094", "kafka-2.acme.cloud:9094"],
  ssl: true,
  sasl: {
    mechanism: "scram-sha-256",
    username: "checkout",
    password: "«a»",
  },
  logLevel: logLevel.WARN,
});
`, V{"a": g.an(32)}, "clientId: \"checkout-web\"", "kafka-1.acme.cloud:9094")

	g.bkAdd("confluent-kafka-go-configmap", `
p, err := kafka.NewProducer(&kafka.ConfigMap{
	"bootstrap.servers": "pkc-«_c».europe-west3.gcp.confluent.cloud:9092",
	"security.protocol": "SASL_SSL",
	"sasl.mechanisms":   "PLAIN",
	"sasl.username":     "«_k»",
	"sasl.password":     "«a»",
	"client.id":         "ledger-writer",
	"acks":              "all",
})
`, V{"_c": g.s(alLowNum, 5), "_k": g.bkCCKey(), "a": g.bkCCSecret()}, "ledger-writer", "\"acks\":              \"all\"")

	g.bkAdd("librdkafka-debug-log", `
%7|1718102254.331|SASL|rdkafka#producer-1| [thrd:sasl_ssl://b-2.events.kafka.internal:9096/bootstrap]: sasl_ssl://b-2.events.kafka.internal:9096/bootstrap: Initializing SASL client: service name kafka, hostname b-2.events.kafka.internal, mechanisms SCRAM-SHA-512, provider (builtin)
%7|1718102254.329|CONFWARN|rdkafka#producer-1| [thrd:app]: Configuration property sasl.password = «a»
%7|1718102254.329|CONF|rdkafka#producer-1| [thrd:app]: Client configuration:
%7|1718102254.329|CONF|rdkafka#producer-1| [thrd:app]:   client.software.name = confluent-kafka-python
%7|1718102254.329|CONF|rdkafka#producer-1| [thrd:app]:   sasl.username = events-bridge
%7|1718102254.329|CONF|rdkafka#producer-1| [thrd:app]:   sasl.password = «a»
`, V{"a": g.pwStrong()}, "sasl.username = events-bridge", "b-2.events.kafka.internal")

	g.bkAdd("sarama-go-config", `
	cfg := sarama.NewConfig()
	cfg.Version = sarama.V3_6_0_0
	cfg.Net.SASL.Enable = true
	cfg.Net.SASL.Mechanism = sarama.SASLTypeSCRAMSHA512
	cfg.Net.SASL.User = "metrics-exporter"
	cfg.Net.SASL.Password = "«a»"
	cfg.Net.SASL.SCRAMClientGeneratorFunc = func() sarama.SCRAMClient { return &XDGSCRAMClient{HashGeneratorFcn: SHA512} }
	cfg.Net.TLS.Enable = true
	cfg.Consumer.Group.Rebalance.GroupStrategies = []sarama.BalanceStrategy{sarama.NewBalanceStrategySticky()}
`, V{"a": g.pwURL()}, "metrics-exporter", "sarama.SASLTypeSCRAMSHA512")

	g.bkAdd("franz-go-plain-auth", `
	opts := []kgo.Opt{
		kgo.SeedBrokers(strings.Split(brokers, ",")...),
		kgo.ConsumerGroup("search-indexer"),
		kgo.ConsumeTopics("catalog.products"),
		kgo.SASL(plain.Auth{User: "«_k»", Pass: "«a»"}.AsMechanism()),
		kgo.DialTLSConfig(new(tls.Config)),
	}
`, V{"_k": g.bkCCKey(), "a": g.bkCCSecret()}, "search-indexer", "catalog.products")

	g.bkAdd("ssl-keystore-passwords-server", `
# server.properties (broker 2)
broker.id=2
listeners=SASL_SSL://:9093,CONTROLLER://:9094
ssl.keystore.type=PKCS12
ssl.keystore.location=/var/private/ssl/kafka-2.keystore.p12
ssl.keystore.password=«a»
ssl.key.password=«a»
ssl.truststore.location=/var/private/ssl/truststore.jks
ssl.truststore.password=«b»
ssl.client.auth=required
log.dirs=/data/kafka-logs
`, V{"a": g.pwStrong(), "b": g.pw()}, "broker.id=2", "/var/private/ssl/kafka-2.keystore.p12")

	g.bkAdd("strimzi-kafkauser-secret-decode", `
$ kubectl get secret ingest-user -n kafka -o jsonpath='{.data.password}' | base64 -d; echo
«a»
$ kubectl get secret ingest-user -n kafka -o jsonpath='{.data.sasl\.jaas\.config}' | base64 -d; echo
org.apache.kafka.common.security.scram.ScramLoginModule required username="ingest-user" password="«a»";
`, V{"a": g.an(32)}, "ingest-user", "sasl\\.jaas\\.config")

	g.bkAdd("strimzi-kafkauser-mtls-secret", `
$ kubectl get secret analytics-consumer -n kafka -o yaml | head -12
apiVersion: v1
data:
  ca.crt: «_ca»
  user.crt: «_crt»
  user.key: «a»
  user.p12: «b»
  user.password: «c»
kind: Secret
`, V{"_ca": b64s(g.certPEM().block()), "_crt": b64s(g.certPEM().block()), "a": b64s(g.pkcs8RSAPEM().block()), "b": g.b64(180), "c": b64s(g.an(12))}, "analytics-consumer")

	g.bkAdd("console-producer-inline-jaas", `
$ kafka-console-producer.sh --bootstrap-server broker.acme.io:9093 --topic audit.log \
    --producer-property security.protocol=SASL_SSL \
    --producer-property sasl.mechanism=PLAIN \
    --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="auditor" password="«a»";'
>{"event":"login","user_id":"«_u»"}
>^C
`, V{"a": g.pwURL(), "_u": g.uuid()}, "audit.log", "broker.acme.io:9093")

	g.bkAdd("aiven-kafka-service-output", `
$ avn service get kafka-events --format '{service_uri} {users}'
kafka-events-acme-prod.a.aivencloud.com:12691 [{'username': 'avnadmin', 'password': '«a»', 'type': 'primary'}]
$ avn service user-creds-download kafka-events --username avnadmin -d ./certs
Downloaded to directory './certs': CA certificate, certificate, key
`, V{"a": "AVNS_" + g.b64u(19)}, "kafka-events-acme-prod.a.aivencloud.com:12691", "'username': 'avnadmin'")

	g.bkAdd("msk-iam-benign-and-scram-secret", `
# producer.properties for MSK (IAM auth; no password here)
security.protocol=SASL_SSL
sasl.mechanism=AWS_MSK_IAM
sasl.jaas.config=software.amazon.msk.auth.iam.IAMLoginModule required awsProfileName="msk-writer";
sasl.client.callback.handler.class=software.amazon.msk.auth.iam.IAMClientCallbackHandler

$ aws secretsmanager get-secret-value --secret-id AmazonMSK_events_scram --query SecretString --output text
{"username":"events","password":"«a»"}
`, V{"a": g.pwStrong()}, "AmazonMSK_events_scram", "awsProfileName=\"msk-writer\"")

	g.bkAdd("python-kafka-consumer-oauth-secret", `
from confluent_kafka import Consumer

conf = {
    "bootstrap.servers": BOOTSTRAP,
    "group.id": "fraud-scorer-v3",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "OAUTHBEARER",
    "sasl.oauthbearer.method": "oidc",
    "sasl.oauthbearer.client.id": "«_cid»",
    "sasl.oauthbearer.client.secret": "«a»",
    "sasl.oauthbearer.token.endpoint.url": "https://login.microsoftonline.com/«_t»/oauth2/v2.0/token",
    "auto.offset.reset": "latest",
}
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "fraud-scorer-v3", "OAUTHBEARER")

	g.bkAdd("kafka-ui-env", `
KAFKA_CLUSTERS_0_NAME=prod
KAFKA_CLUSTERS_0_BOOTSTRAPSERVERS=kafka.prod.internal:9093
KAFKA_CLUSTERS_0_PROPERTIES_SECURITY_PROTOCOL=SASL_SSL
KAFKA_CLUSTERS_0_PROPERTIES_SASL_MECHANISM=SCRAM-SHA-512
KAFKA_CLUSTERS_0_PROPERTIES_SASL_JAAS_CONFIG=org.apache.kafka.common.security.scram.ScramLoginModule required username="kafka-ui" password="«a»";
KAFKA_CLUSTERS_0_SCHEMAREGISTRY=http://schema-registry.prod.internal:8081
AUTH_TYPE=LOGIN_FORM
SPRING_SECURITY_USER_NAME=admin
SPRING_SECURITY_USER_PASSWORD=«b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "KAFKA_CLUSTERS_0_NAME=prod", "http://schema-registry.prod.internal:8081")
}

// ---- Confluent Cloud and Schema Registry ----

func (g *G) bkConfluent() {
	g.bkAdd("confluent-api-key-create", `
$ confluent api-key create --resource «_lkc» --description "orders producer"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------+
| API Key    | «_k»                                                 |
| API Secret | «a» |
+------------+------------------------------------------------------------------+
`, V{"_lkc": g.bkCCID("lkc"), "_k": g.bkCCKey(), "a": g.bkCCSecret()}, "orders producer", "The secret is not retrievable later.")

	g.bkAdd("confluent-api-key-list-benign", `
$ confluent api-key list --resource «_lkc»
  Current |       Key        |   Description   |   Owner   |        Owner Email        | Resource Type | Resource |       Created
----------+------------------+-----------------+-----------+---------------------------+---------------+----------+-----------------------
  *       | «_k1» | orders producer | «_sa»  | <service account>         | kafka         | «_lkc» | 2024-05-14T09:12:40Z
          | «_k2» | ksql            | u-«_u»  | dana@acme.io              | kafka         | «_lkc» | 2024-02-01T17:55:03Z
`, V{"_lkc": g.bkCCID("lkc"), "_k1": g.bkCCKey(), "_k2": g.bkCCKey(), "_sa": g.bkCCID("sa"), "_u": g.s(alLowNum, 6)}, "<service account>")

	g.bkAdd("confluent-cloud-client-properties-download", `
# Required connection configs for Kafka producer, consumer, and admin
bootstrap.servers=pkc-«_c».us-west-2.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanisms=PLAIN
sasl.username=«_k»
sasl.password=«a»

# Best practice for higher availability in librdkafka clients prior to 1.7
session.timeout.ms=45000

# Required connection configs for Confluent Cloud Schema Registry
schema.registry.url=https://psrc-«_s».us-east-2.aws.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info=«_sk»:«b»
`, V{"_c": g.s(alLowNum, 5), "_k": g.bkCCKey(), "a": g.bkCCSecret(), "_s": g.s(alLowNum, 5), "_sk": g.bkCCKey(), "b": g.bkCCSecret()}, "basic.auth.credentials.source=USER_INFO", "session.timeout.ms=45000")

	g.bkAdd("schema-registry-curl-basic", `
$ curl -s -u «_k»:«a» https://psrc-«_s».europe-west3.gcp.confluent.cloud/subjects/orders-value/versions/latest | jq '{subject, version, id}'
{
  "subject": "orders-value",
  "version": 7,
  "id": 100042
}
`, V{"_k": g.bkCCKey(), "a": g.bkCCSecret(), "_s": g.s(alLowNum, 5)}, "orders-value", "\"id\": 100042")

	g.bkAdd("schema-registry-java-props", `
Properties props = new Properties();
props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, KafkaAvroSerializer.class);
props.put("schema.registry.url", "https://schema-registry.acme.io");
props.put("basic.auth.credentials.source", "USER_INFO");
props.put("schema.registry.basic.auth.user.info", "sr-producer:«a»");
props.put("auto.register.schemas", false);
`, V{"a": g.pwURL()}, "https://schema-registry.acme.io", "KafkaAvroSerializer.class")

	g.bkAdd("terraform-confluent-provider", `
provider "confluent" {
  cloud_api_key    = "«_k»"
  cloud_api_secret = "«a»"
}

resource "confluent_kafka_topic" "orders" {
  kafka_cluster { id = "«_lkc»" }
  topic_name       = "orders"
  partitions_count = 12
  rest_endpoint    = "https://pkc-«_c».us-east-1.aws.confluent.cloud:443"
  credentials {
    key    = "«_k2»"
    secret = "«b»"
  }
}
`, V{"_k": g.bkCCKey(), "a": g.bkCCSecret(), "_lkc": g.bkCCID("lkc"), "_c": g.s(alLowNum, 5), "_k2": g.bkCCKey(), "b": g.bkCCSecret()}, "partitions_count = 12", "confluent_kafka_topic")

	g.bkAdd("confluent-env-dotfile", `
# .env.local  (do not commit)
CONFLUENT_CLOUD_API_KEY=«_k»
CONFLUENT_CLOUD_API_SECRET=«a»
KAFKA_BOOTSTRAP=pkc-«_c».ap-southeast-2.aws.confluent.cloud:9092
KAFKA_API_KEY=«_k2»
KAFKA_API_SECRET=«b»
CONFLUENT_ENV=«_env»
`, V{"_k": g.bkCCKey(), "a": g.bkCCSecret(), "_c": g.s(alLowNum, 5), "_k2": g.bkCCKey(), "b": g.bkCCSecret(), "_env": g.bkCCID("env")}, "ap-southeast-2.aws.confluent.cloud:9092")

	g.bkAdd("ksqldb-cli-login", `
$ ksql -u «_k» -p «a» https://pksqlc-«_c».us-east-1.aws.confluent.cloud:443

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

ksql> SHOW STREAMS;
`, V{"_k": g.bkCCKey(), "a": g.bkCCSecret(), "_c": g.s(alLowNum, 5)}, "SHOW STREAMS;")

	g.bkAdd("confluent-login-netrc", `
$ cat ~/.netrc
machine confluent-cli:ccloud-username-password:login-dana@acme.io-https://confluent.cloud
	login dana@acme.io
	password «a»
machine github.com
	login dana-k
	password «b»
`, V{"a": g.pw(), "b": g.ghp()}, "login dana@acme.io", "machine github.com")

	g.bkAdd("confluent-kafka-rest-curl", `
$ curl -s -X POST -H "Content-Type: application/json" \
    -H "Authorization: Basic «a»" \
    https://pkc-«_c».us-east-1.aws.confluent.cloud:443/kafka/v3/clusters/«_lkc»/topics/orders/records \
    -d '{"key":{"type":"STRING","data":"order-«_o»"},"value":{"type":"JSON","data":{"total":42.5}}}'
{"error_code":200,"cluster_id":"«_lkc»","topic_name":"orders","partition_id":4,"offset":1833904,"timestamp":"2024-06-11T10:02:18.391Z","key":{"type":"STRING","size":14},"value":{"type":"JSON","size":14}}
`, V{"a": b64s(g.bkCCKey() + ":" + g.bkCCSecret()), "_c": g.s(alLowNum, 5), "_lkc": g.bkCCID("lkc"), "_o": g.digits(8)}, "\"offset\":1833904")
}

// ---- NATS ----

func (g *G) bkNATS() {
	g.bkAdd("nats-creds-file", `
$ cat ~/.local/share/nats/nsc/keys/creds/ACME/ORDERS/orders-worker.creds
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
`, V{"=jwt": g.bkNATSJWT("orders-worker", "user"), "a": g.bkSeed("U")}, "NKEYs are sensitive and should be treated as secrets.")

	g.bkAdd("benign-nsc-add-user-output", `
$ nsc add user --account ORDERS --name billing-reader
[ OK ] generated and stored user key "«_u»"
[ OK ] generated user creds file ˋ~/.local/share/nats/nsc/keys/creds/ACME/ORDERS/billing-reader.credsˋ
[ OK ] added user "billing-reader" to account "ORDERS"
$ nsc describe user billing-reader | head -12
+----------------------------------------------------------------------------------+
|                                      User                                        |
+----------------------+-----------------------------------------------------------+
| Name                 | billing-reader                                            |
| User ID              | «_u» |
| Issuer ID            | «_a» |
| Issued               | 2024-06-11 09:31:02 UTC                                   |
| Expires              |                                                           |
+----------------------+-----------------------------------------------------------+
`, V{"_u": g.bkPub("U"), "_a": g.bkPub("A")}, "billing-reader")

	g.bkAdd("nsc-export-keys-seed", `
$ nsc list keys --show-seeds --account ORDERS
+---------------------------------------------------------------------------------------------+
|                                            Seeds Keys                                       |
+--------------+------------------------------------------------------------+-------------+--------+
| Entity       | Private Key                                                | Signing Key | Stored |
+--------------+------------------------------------------------------------+-------------+--------+
| ACME         | «a» |             | *      |
|  ORDERS      | «b» |             | *      |
|   orders-api | «c» |             | *      |
+--------------+------------------------------------------------------------+-------------+--------+
`, V{"a": g.bkSeed("O"), "b": g.bkSeed("A"), "c": g.bkSeed("U")}, "Signing Key")

	g.bkAdd("nats-context-json", `
$ cat ~/.config/nats/context/prod.json
{
  "description": "prod cluster (us-east)",
  "url": "nats://nats-0.prod.acme.io:4222,nats://nats-1.prod.acme.io:4222",
  "socks_proxy": "",
  "token": "",
  "user": "ops",
  "password": "«a»",
  "creds": "",
  "nkey": "",
  "cert": "",
  "key": "",
  "ca": "/etc/ssl/acme-ca.pem",
  "nsc": "",
  "jetstream_domain": "",
  "jetstream_api_prefix": "",
  "jetstream_event_prefix": "",
  "inbox_prefix": "",
  "user_jwt": "",
  "color_scheme": ""
}
`, V{"a": g.pwStrong()}, "nats://nats-0.prod.acme.io:4222", "\"user\": \"ops\"")

	g.bkAdd("nats-context-save-cli", `
$ nats context save staging --server nats://nats.staging.internal:4222 --user deployer --password '«a»' --description "staging JetStream"
NATS Configuration Context "staging"

  Description: staging JetStream
  Server URLs: nats://nats.staging.internal:4222
     Username: deployer
     Password: *********
         Path: /home/dana/.config/nats/context/staging.json
`, V{"a": g.pw()}, "Password: *********", "nats://nats.staging.internal:4222")

	g.bkAdd("nats-server-conf-users", `
# nats-server.conf
port: 4222
http_port: 8222
jetstream { store_dir: /data/jetstream, max_mem: 1G, max_file: 50G }

authorization {
  users = [
    { user: admin,    password: "«a»" }
    { user: ingest,   password: "«b»", permissions: { publish: "telemetry.>" } }
    { user: dashboard, password: "«c»", permissions: { subscribe: ["telemetry.>", "_INBOX.>"] } }
  ]
}
cluster {
  name: east
  listen: 0.0.0.0:6222
  authorization { user: route, password: «d», timeout: 2 }
  routes = [ nats-route://route:«d»@nats-1:6222 ]
}
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.bcrypt(), "d": g.an(24)}, "telemetry.>", "http_port: 8222")

	g.bkAdd("nats-token-url-go", `
nc, err := nats.Connect("nats://«a»@nats.edge.acme.io:4222",
	nats.Name("edge-gateway"),
	nats.MaxReconnects(-1),
	nats.ReconnectWait(2*time.Second),
)
if err != nil {
	log.Fatalf("nats connect: %v", err)
}
js, _ := jetstream.New(nc)
`, V{"a": g.an(32)}, "edge-gateway", "nats.edge.acme.io:4222")

	g.bkAdd("nats-nkey-user-conf", `
authorization: {
  users: [
    { nkey: «_p1» }
    { nkey: «_p2», permissions: { publish: "metrics.>" } }
  ]
}
$ cat ~/secrets/sensor.nk
«a»
$ nk -inkey ~/secrets/sensor.nk -pubout
«_p2»
`, V{"_p1": g.bkPub("U"), "_p2": g.bkPub("U"), "a": g.bkSeed("U")}, "metrics.>", "nk -inkey ~/secrets/sensor.nk -pubout")

	g.bkAdd("nats-py-user-credentials-inline", `
import nats

async def main():
    nc = await nats.connect(
        servers=["tls://connect.ngs.global"],
        user_credentials=("/run/secrets/ngs.creds"),
    )
    # fallback for the demo box
    nc2 = await nats.connect("nats://demo:«a»@10.0.9.12:4222", name="orders-replayer")
`, V{"a": g.pwURL()}, "/run/secrets/ngs.creds", "tls://connect.ngs.global", "orders-replayer")

	g.bkAdd("nats-helm-values-operator-jwt", `
config:
  resolver:
    enabled: true
    merge:
      type: full
      interval: 2m
      timeout: 1.9s
  merge:
    operator: «=op»
    system_account: «_sys»
    resolver_preload:
      «_sys»: «=acc»
  leafnodes:
    enabled: true
    merge:
      remotes:
        - url: tls://connect.ngs.global
          credentials: /etc/nats-creds/leaf.creds
natsBox:
  contexts:
    default:
      creds:
        contents: |
          -----BEGIN USER NKEY SEED-----
          «a»
          ------END USER NKEY SEED------
`, V{"=op": g.bkNATSJWT("ACME", "operator"), "_sys": g.bkPub("A"), "=acc": g.bkNATSJWT("SYS", "account"), "a": g.bkSeed("U")}, "/etc/nats-creds/leaf.creds")

	g.bkAdd("nats-bench-cli-flags", `
$ nats bench telemetry.bench --server nats://nats.lab:4222 --user bench --password «a» --pub 4 --sub 4 --msgs 1000000 --size 256
11:04:17 Starting Core NATS pub/sub benchmark [subject=telemetry.bench, multisubject=false, multisubjectmax=0, msgs=1,000,000, msgsize=256 B, pubs=4, subs=4, pubsleep=0s, subsleep=0s]
NATS Pub/Sub stats: 4,412,087 msgs/sec ~ 1.05 GB/sec
 Pub stats: 1,103,021 msgs/sec ~ 269.29 MB/sec
`, V{"a": g.pwURL()}, "telemetry.bench", "4,412,087 msgs/sec")
}

// ---- MQTT ----

func (g *G) bkMQTT() {
	g.bkAdd("mosquitto-bridge-conf", `
# /etc/mosquitto/conf.d/bridge.conf
connection cloud-bridge
address mqtt.acme-iot.io:8883
bridge_protocol_version mqttv311
remote_clientid plant-07-gw
remote_username plant-07
remote_password «a»
bridge_cafile /etc/mosquitto/certs/acme-iot-ca.crt
topic sensors/# out 1 plant07/ cloud/plant07/
topic cmd/# in 1 plant07/ cloud/plant07/
cleansession false
`, V{"a": g.pwStrong()}, "remote_clientid plant-07-gw", "topic sensors/# out 1 plant07/ cloud/plant07/")

	g.bkAdd("mosquitto-sub-P-tls", `
$ mosquitto_sub -h mqtt.acme-iot.io -p 8883 --cafile ca.crt -u fleet-monitor -P «a» -t 'fleet/+/status' -v -W 10
fleet/truck-0412/status {"online":true,"fw":"2.4.1","msg_id":"«_m»"}
fleet/truck-0377/status {"online":false,"fw":"2.3.9","msg_id":"«_m2»"}
Timed out
`, V{"a": g.pwURL(), "_m": g.uuid(), "_m2": g.uuid()}, "fleet/+/status", "truck-0412")

	g.bkAdd("mosquitto-passwd-file-hashes", `
$ mosquitto_passwd -b /etc/mosquitto/passwd ha «p»
$ cat /etc/mosquitto/passwd
ha:«a»
node-red:«b»
$ grep -E '^(password_file|allow_anonymous)' /etc/mosquitto/mosquitto.conf
password_file /etc/mosquitto/passwd
allow_anonymous false
`, V{"p": g.pw(), "a": g.hlMosq(), "b": g.hlMosq()}, "allow_anonymous false", "password_file /etc/mosquitto/passwd")

	g.bkAdd("paho-python-username-pw-set", `
import paho.mqtt.client as mqtt

client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="greenhouse-ctl-«_c»")
client.username_pw_set("greenhouse", "«a»")
client.tls_set(ca_certs="/etc/ssl/certs/ca-certificates.crt")
client.connect("«_h».s1.eu.hivemq.cloud", 8883, keepalive=60)
client.loop_forever()
`, V{"_c": g.hex(6), "a": g.pwStrong(), "_h": g.hex(32)}, "mqtt.CallbackAPIVersion.VERSION2")

	g.bkAdd("mqttjs-connect-options", `
const client = mqtt.connect("wss://broker.emqx.acme.io:8084/mqtt", {
  clientId: "web_" + Math.random().toString(16).slice(2, 10),
  username: "dashboard",
  password: "«a»",
  clean: true,
  reconnectPeriod: 4000,
});
client.on("connect", () => client.subscribe("plant/+/telemetry", { qos: 1 }));
`, V{"a": g.an(24)}, "wss://broker.emqx.acme.io:8084/mqtt", "plant/+/telemetry")

	g.bkAdd("emqx-api-key-curl", `
$ curl -s -u «_k»:«a» "http://emqx.internal:18083/api/v5/clients?limit=2" | jq '.data[] | {clientid, username, connected}'
{
  "clientid": "meter-«_c1»",
  "username": "meters",
  "connected": true
}
{
  "clientid": "meter-«_c2»",
  "username": "meters",
  "connected": false
}
`, V{"_k": g.hex(16), "a": g.s(alAlnum, 43) + "A", "_c1": g.hex(12), "_c2": g.hex(12)}, "http://emqx.internal:18083/api/v5/clients?limit=2")

	g.bkAdd("emqx-bootstrap-api-key-file", `
# emqx.conf
api_key {
  bootstrap_file = "/opt/emqx/etc/default_api_key.conf"
}
dashboard {
  listeners.http.bind = 18083
  default_username = "admin"
  default_password = "«a»"
}
$ cat /opt/emqx/etc/default_api_key.conf
ci-provisioner:«b»:administrator
`, V{"a": g.pw(), "b": g.an(40)}, "default_username = \"admin\"", "/opt/emqx/etc/default_api_key.conf")

	g.bkAdd("home-assistant-mqtt-yaml", `
# configuration.yaml (legacy broker block)
mqtt:
  broker: 192.168.10.5
  port: 1883
  username: homeassistant
  password: «a»
  discovery_prefix: homeassistant
  birth_message:
    topic: "homeassistant/status"
    payload: "online"
`, V{"a": g.pw()}, "discovery_prefix: homeassistant", "homeassistant/status")

	g.bkAdd("vernemq-passwd-and-env", `
$ docker run -d --name vernemq -e "DOCKER_VERNEMQ_ACCEPT_EULA=yes" \
    -e "DOCKER_VERNEMQ_USER_gateway=«a»" \
    -e "DOCKER_VERNEMQ_ALLOW_ANONYMOUS=off" vernemq/vernemq:1.13.0
«_cid»
$ docker exec vernemq cat /vernemq/etc/vmq.passwd
gateway:«b»
`, V{"a": g.pwURL(), "_cid": g.hex(64), "b": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "DOCKER_VERNEMQ_ALLOW_ANONYMOUS=off", "vernemq/vernemq:1.13.0")

	g.bkAdd("esphome-mqtt-secrets", `
# secrets.yaml
wifi_ssid: "Attic-IoT"
wifi_password: "«a»"
mqtt_user: esphome
mqtt_password: "«b»"
api_encryption_key: "«c»"
ota_password: "«d»"
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.b64(32), "d": g.hex(32)}, "wifi_ssid: \"Attic-IoT\"", "mqtt_user: esphome")

	g.bkAdd("telegraf-mqtt-consumer", `
[[inputs.mqtt_consumer]]
  servers = ["ssl://mqtt.acme-iot.io:8883"]
  topics = ["sensors/+/temperature", "sensors/+/humidity"]
  qos = 1
  client_id = "telegraf-ingest-01"
  username = "telegraf"
  password = "«a»"
  data_format = "json_v2"
`, V{"a": g.pwStrong()}, "client_id = \"telegraf-ingest-01\"", "sensors/+/temperature")
}

// ---- Pulsar ----

func (g *G) bkPulsar() {
	g.bkAdd("pulsar-client-conf-token", `
# conf/client.conf
webServiceUrl=https://pulsar.acme.io:8443/
brokerServiceUrl=pulsar+ssl://pulsar.acme.io:6651/
authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken
authParams=token:«a»
tlsAllowInsecureConnection=false
tlsEnableHostnameVerification=true
`, V{"a": g.bkPulsarTok("ingest-svc")}, "org.apache.pulsar.client.impl.auth.AuthenticationToken", "pulsar+ssl://pulsar.acme.io:6651/")

	g.bkAdd("pulsar-tokens-create", `
$ bin/pulsar tokens create-secret-key --output /pulsar/keys/secret.key --base64
$ cat /pulsar/keys/secret.key
«a»
$ bin/pulsar tokens create --secret-key file:///pulsar/keys/secret.key --subject analytics-consumer
«b»
`, V{"a": g.b64(32), "b": g.bkPulsarTok("analytics-consumer")}, "--subject analytics-consumer", "file:///pulsar/keys/secret.key")

	g.bkAdd("pulsar-admin-auth-params", `
$ pulsar-admin --admin-url https://pulsar.acme.io:8443 \
    --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken \
    --auth-params token:«a» \
    topics stats persistent://acme/orders/created | jq '.msgRateIn, .subscriptions | keys'
412.6
[
  "billing-sub",
  "search-indexer"
]
`, V{"a": g.jwt("RS256", `{"sub":"admin"}`)}, "persistent://acme/orders/created", "billing-sub")

	g.bkAdd("pulsar-java-client", `
PulsarClient client = PulsarClient.builder()
        .serviceUrl("pulsar+ssl://pc-«_c».aws-use2-production-snci-pool-kid.streamnative.aws.snio.cloud:6651")
        .authentication(AuthenticationFactory.token("«a»"))
        .build();
Producer<byte[]> producer = client.newProducer()
        .topic("persistent://public/default/clicks")
        .producerName("clicks-web-1")
        .create();
`, V{"_c": g.hex(8), "a": g.jwt("RS256", fmt.Sprintf(`{"https://streamnative.io/scope":["admin","access"],"iss":"https://auth.streamnative.cloud/","sub":"%s@clients","aud":"urn:sn:pulsar:acme:prod","exp":%d}`, g.an(32), 1750000000+g.r.IntN(9999999)))}, "persistent://public/default/clicks", "clicks-web-1")

	g.bkAdd("streamnative-oauth2-key-file", `
$ cat ~/Downloads/acme-ingest-sa.json
{
  "type": "sn_service_account",
  "client_id": "«_cid»",
  "client_secret": "«a»",
  "client_email": "ingest-sa@acme.auth.streamnative.cloud",
  "issuer_url": "https://auth.streamnative.cloud/"
}
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "ingest-sa@acme.auth.streamnative.cloud", "\"type\": \"sn_service_account\"")

	g.bkAdd("pulsar-broker-conf-superuser", `
# broker.conf
authenticationEnabled=true
authenticationProviders=org.apache.pulsar.broker.authentication.AuthenticationProviderToken
tokenSecretKey=data:;base64,«a»
superUserRoles=admin,proxy
brokerClientAuthenticationPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken
brokerClientAuthenticationParameters={"token":"«b»"}
`, V{"a": g.b64(32), "b": g.bkPulsarTok("admin")}, "superUserRoles=admin,proxy")

	g.bkAdd("pulsar-python-client", `
import pulsar

client = pulsar.Client(
    "pulsar+ssl://pulsar.acme.io:6651",
    authentication=pulsar.AuthenticationToken("«a»"),
)
consumer = client.subscribe("persistent://acme/iot/readings", subscription_name="anomaly-detector",
                            consumer_type=pulsar.ConsumerType.Shared)
msg = consumer.receive()
print(msg.message_id(), msg.partition_key())
`, V{"a": g.bkPulsarTok("anomaly-detector")}, "subscription_name=\"anomaly-detector\"")

	g.bkAdd("pulsar-helm-values-jwt", `
auth:
  authentication:
    enabled: true
    provider: "jwt"
    jwt:
      usingSecretKey: true
  superUsers:
    broker: "broker-admin"
    proxy: "proxy-admin"
    client: "admin"
# kubectl -n pulsar get secret pulsar-token-admin -o jsonpath='{.data.TOKEN}' | base64 -d
# «a»
`, V{"a": g.bkPulsarTok("admin")}, "usingSecretKey: true", "pulsar-token-admin")
}

// ---- Redis and Valkey ----

func (g *G) bkRedis() {
	g.bkAdd("acl-setuser-cli", `
127.0.0.1:6379> ACL SETUSER queue-worker on >«a» ~bull:* &* +@all -@dangerous
OK
127.0.0.1:6379> ACL SETUSER metrics on >«b» ~* +info +ping +client|list
OK
127.0.0.1:6379> ACL WHOAMI
"default"
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "~bull:*", "ACL WHOAMI")

	g.bkAdd("users-acl-file-hashes", `
$ cat /etc/redis/users.acl
user default off nopass sanitize-payload ~* &* +@all
user admin on sanitize-payload #«a» ~* &* +@all
user sidekiq on sanitize-payload #«b» ~sidekiq:* resetchannels -@all +@read +@write +@list +@hash +@sortedset
user exporter on #«c» resetkeys resetchannels -@all +info +ping +config|get +client|list
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.hex(64)}, "user default off nopass", "~sidekiq:*")

	g.bkAdd("acl-list-output", `
$ redis-cli --user admin --pass «p» --no-auth-warning ACL LIST
1) "user admin on sanitize-payload #«a» ~* &* +@all"
2) "user default off nopass sanitize-payload resetchannels -@all"
3) "user rq on sanitize-payload #«b» ~rq:* resetchannels -@all +@list +@string +@hash"
`, V{"p": g.pwURL(), "a": g.hex(64), "b": g.hex(64)}, "--no-auth-warning", "user default off nopass")

	g.bkAdd("redis-conf-requirepass-masterauth", `
# /etc/redis/redis.conf (replica 2)
bind 0.0.0.0
protected-mode yes
port 6379
replicaof 10.20.1.11 6379
masterauth «a»
masteruser replication
requirepass «b»
maxmemory 6gb
maxmemory-policy noeviction
appendonly yes
`, V{"a": g.an(40), "b": g.an(40)}, "masteruser replication", "maxmemory-policy noeviction")

	g.bkAdd("redis-cli-a-warning", `
$ redis-cli -h redis-queue.prod.internal -a '«a»' LLEN queue:mailers
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
(integer) 18422
$ redis-cli -h redis-queue.prod.internal -a '«a»' --scan --pattern 'queue:*' | head -3
queue:mailers
queue:default
queue:low
`, V{"a": g.pw()}, "redis-queue.prod.internal", "(integer) 18422")

	g.bkAdd("rediss-url-cli-u", `
$ redis-cli -u "rediss://default:«a»@master.cache-prod.«_id».use1.cache.amazonaws.com:6379" --tls PING
PONG
$ redis-cli -u "rediss://default:«a»@master.cache-prod.«_id».use1.cache.amazonaws.com:6379" --tls INFO replication | head -4
# Replication
role:master
connected_slaves:2
master_failover_state:no-failover
`, V{"a": g.an(32), "_id": g.s(alLowNum, 6)}, "role:master", "master_failover_state:no-failover")

	g.bkAdd("sentinel-conf-auth-pass", `
# sentinel.conf
port 26379
sentinel monitor mymaster 10.20.1.11 6379 2
sentinel auth-pass mymaster «a»
sentinel auth-user mymaster sentinel-user
sentinel down-after-milliseconds mymaster 5000
sentinel failover-timeout mymaster 60000
requirepass «b»
sentinel myid «_id»
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "_id": g.hex(40)}, "sentinel monitor mymaster 10.20.1.11 6379 2", "sentinel auth-user mymaster sentinel-user")

	g.bkAdd("ioredis-bullmq-connection", `
import { Queue, Worker } from "bullmq";
import IORedis from "ioredis";

const connection = new IORedis({
  host: "redis-jobs.acme.internal",
  port: 6380,
  username: "bull",
  password: "«a»",
  tls: {},
  maxRetriesPerRequest: null,
});
export const emailQueue = new Queue("email", { connection });
`, V{"a": g.an(32)}, "maxRetriesPerRequest: null", "redis-jobs.acme.internal")

	g.bkAdd("redis-py-from-url", `
import redis

r = redis.Redis.from_url(
    "redis://:«a»@redis-13874.c257.us-east-1-3.ec2.redns.redis-cloud.com:13874/0",
    decode_responses=True,
)
r.xadd("events:signup", {"user_id": user_id, "plan": "pro"}, maxlen=100_000)
`, V{"a": g.an(32)}, "events:signup", "redis-13874.c257.us-east-1-3.ec2.redns.redis-cloud.com:13874")

	g.bkAdd("upstash-rest-env", `
UPSTASH_REDIS_REST_URL="https://«_h».upstash.io"
UPSTASH_REDIS_REST_TOKEN="«a»"
QSTASH_URL="https://qstash.upstash.io"
QSTASH_TOKEN="«b»"
QSTASH_CURRENT_SIGNING_KEY="sig_«c»"
QSTASH_NEXT_SIGNING_KEY="sig_«d»"
`, V{"_h": g.pick("amazing", "suited", "fit", "sure", "smart") + "-" + g.pick("ram", "lynx", "gull", "eel") + "-" + g.digits(5), "a": "A" + g.b64u(3) + "AAIjcD" + g.b64u(60), "b": "eyJVc2VySUQiOiI" + g.b64u(80) + "=", "c": g.an(28), "d": g.an(28)}, "https://qstash.upstash.io")

	g.bkAdd("elasticache-auth-token-create", `
$ aws elasticache create-replication-group \
    --replication-group-id jobs-cache \
    --replication-group-description "sidekiq + rate limits" \
    --engine valkey --cache-node-type cache.r7g.large \
    --transit-encryption-enabled \
    --auth-token «a» \
    --num-node-groups 1 --replicas-per-node-group 2
{
    "ReplicationGroup": {
        "ReplicationGroupId": "jobs-cache",
        "Status": "creating",
        "AuthTokenEnabled": true,
        "ARN": "arn:aws:elasticache:us-east-1:«_acct»:replicationgroup:jobs-cache"
    }
}
`, V{"a": g.an(48), "_acct": g.digits(12)}, "\"AuthTokenEnabled\": true", "cache.r7g.large")

	g.bkAdd("valkey-docker-command", `
  valkey:
    image: valkey/valkey:8.0
    command: ["valkey-server", "--requirepass", "«a»", "--appendonly", "yes"]
    healthcheck:
      test: ["CMD", "valkey-cli", "-a", "«a»", "ping"]
      interval: 10s
`, V{"a": g.pwURL()}, "valkey/valkey:8.0", "\"--appendonly\", \"yes\"")

	g.bkAdd("redis-k8s-secret-bitnami", `
$ kubectl get secret -n queue redis -o jsonpath="{.data.redis-password}" | base64 -d
«a»
$ export REDIS_PASSWORD=$(kubectl get secret -n queue redis -o jsonpath="{.data.redis-password}" | base64 -d)
$ kubectl run --namespace queue redis-client --restart='Never' --env REDIS_PASSWORD=$REDIS_PASSWORD --image docker.io/bitnami/redis:7.2.5-debian-12-r0 --command -- sleep infinity
pod/redis-client created
`, V{"a": g.an(10) + g.an(6)}, "docker.io/bitnami/redis:7.2.5-debian-12-r0", "REDIS_PASSWORD=$REDIS_PASSWORD")

	g.bkAdd("acl-getuser-benign-passwords-hashes", `
127.0.0.1:6379> ACL GETUSER sidekiq
 1) "flags"
 2) 1) "on"
    2) "sanitize-payload"
 3) "passwords"
 4) 1) "«a»"
 5) "commands"
 6) "-@all +@read +@write +@list +@hash +@sortedset"
 7) "keys"
 8) "~sidekiq:*"
`, V{"a": g.hex(64)}, "sanitize-payload", "~sidekiq:*")

	g.bkAdd("redis-insight-connection-export", `
[
  {
    "id": "«_id»",
    "host": "redis-prod.acme.internal",
    "port": 6379,
    "name": "prod queue",
    "username": "default",
    "password": "«a»",
    "tls": true,
    "db": 0,
    "modules": [{"name": "ReJSON", "version": 20609}]
  }
]
`, V{"_id": g.uuid(), "a": g.pwStrong()}, "redis-prod.acme.internal", "\"name\": \"prod queue\"")
}

// ---- ActiveMQ and Artemis ----

func (g *G) bkActiveMQ() {
	g.bkAdd("activemq-users-properties", `
$ cat /opt/activemq/conf/users.properties
## ---------------------------------------------------------------------------
## Licensed to the Apache Software Foundation (ASF) under one or more
## contributor license agreements.
## ---------------------------------------------------------------------------
admin=«a»
orders=«b»
$ cat /opt/activemq/conf/groups.properties
admins=admin
producers=orders
`, V{"a": g.pw(), "b": g.pwURL()}, "/opt/activemq/conf/groups.properties", "producers=orders")

	g.bkAdd("activemq-credentials-properties", `
# conf/credentials.properties
activemq.username=system
activemq.password=«a»
guest.password=«b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "activemq.username=system")

	g.bkAdd("activemq-jetty-realm", `
# conf/jetty-realm.properties
# username: password [,rolename ...]
admin: «a», admin
monitor: «b», user
`, V{"a": g.pw(), "b": g.pwURL()}, "# username: password [,rolename ...]")

	g.bkAdd("artemis-users-properties-enc", `
$ cat broker01/etc/artemis-users.properties
admin = ENC(«a»)
ingest = «b»
$ cat broker01/etc/artemis-roles.properties
amq = admin
senders = ingest
`, V{"a": "1024:" + g.s(alHexU, 64) + ":" + g.s(alHexU, 128), "b": g.pwURL()}, "artemis-roles.properties", "senders = ingest")

	g.bkAdd("artemis-create-cli", `
$ ./apache-artemis-2.33.0/bin/artemis create broker01 --user admin --password «a» --require-login --http-host 0.0.0.0 --relax-jolokia
Creating ActiveMQ Artemis instance at: /opt/broker01

Auto tuning journal ...
done! Your system can make 12.5 writes per millisecond, your journal-buffer-timeout will be 80000

You can now start the broker by executing:

   "/opt/broker01/bin/artemis" run
`, V{"a": g.pw()}, "apache-artemis-2.33.0", "/opt/broker01/bin/artemis")

	g.bkAdd("artemis-broker-xml-cluster", `
<configuration xmlns="urn:activemq" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
   <core xmlns="urn:activemq:core">
      <name>broker01</name>
      <cluster-user>cluster-admin</cluster-user>
      <cluster-password>«a»</cluster-password>
      <connectors>
         <connector name="artemis">tcp://broker01:61616</connector>
      </connectors>
      <broker-connections>
         <amqp-connection uri="tcp://dr-broker:5672" name="dr-mirror" user="mirror" password="«b»" retry-interval="2000">
            <mirror/>
         </amqp-connection>
      </broker-connections>
   </core>
</configuration>
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "<cluster-user>cluster-admin</cluster-user>", "tcp://dr-broker:5672")

	g.bkAdd("spring-activemq-application-yml", `
spring:
  artemis:
    mode: native
    broker-url: tcp://artemis.acme.internal:61616
    user: inventory
    password: «a»
  jms:
    listener:
      concurrency: 4
      max-concurrency: 16
`, V{"a": g.pwStrong()}, "broker-url: tcp://artemis.acme.internal:61616", "max-concurrency: 16")

	g.bkAdd("amazon-mq-create-broker", `
$ aws mq create-broker --broker-name orders-mq --engine-type ACTIVEMQ --engine-version 5.18 \
    --host-instance-type mq.m5.large --deployment-mode ACTIVE_STANDBY_MULTI_AZ \
    --publicly-accessible false --auto-minor-version-upgrade \
    --users '[{"Username":"admin","Password":"«a»","ConsoleAccess":true}]'
{
    "BrokerArn": "arn:aws:mq:eu-west-1:«_acct»:broker:orders-mq:b-«_id»",
    "BrokerId": "b-«_id»"
}
`, V{"a": g.pwStrong(), "_acct": g.digits(12), "_id": g.uuid()}, "ACTIVE_STANDBY_MULTI_AZ")

	g.bkAdd("stomp-py-connect", `
import stomp

conn = stomp.Connection([("b-«_id»-1.mq.eu-west-1.amazonaws.com", 61614)])
conn.set_ssl(for_hosts=[("b-«_id»-1.mq.eu-west-1.amazonaws.com", 61614)])
conn.connect("reporting", "«a»", wait=True)
conn.send(destination="/queue/reports.generate", body=json.dumps(job), headers={"correlation-id": job_id})
`, V{"_id": g.uuid(), "a": g.pw()}, "/queue/reports.generate", "\"correlation-id\": job_id")

	g.bkAdd("activemq-jolokia-curl", `
$ curl -s -u admin:«a» -H "Origin: http://localhost" \
    "http://localhost:8161/api/jolokia/read/org.apache.activemq:type=Broker,brokerName=localhost,destinationType=Queue,destinationName=payments.retry/QueueSize"
{"request":{"mbean":"org.apache.activemq:brokerName=localhost,destinationName=payments.retry,destinationType=Queue,type=Broker","attribute":"QueueSize","type":"read"},"value":314,"timestamp":1718103344,"status":200}
`, V{"a": g.pw()}, "payments.retry", "\"value\":314")
}

// ---- Azure Service Bus, Event Hubs, Event Grid ----

func (g *G) bkAzure() {
	g.bkAdd("servicebus-connection-string-appsettings", `
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "ServiceBusConnection": "Endpoint=sb://acme-orders-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»",
    "OrdersQueueName": "orders-inbound"
  }
}
`, V{"a": g.bkSAS()}, "UseDevelopmentStorage=true", "RootManageSharedAccessKey", "orders-inbound")

	g.bkAdd("az-servicebus-keys-list", `
$ az servicebus namespace authorization-rule keys list --resource-group rg-messaging --namespace-name acme-bus-dev --name RootManageSharedAccessKey
{
  "keyName": "RootManageSharedAccessKey",
  "primaryConnectionString": "Endpoint=sb://acme-bus-dev.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»",
  "primaryKey": "«a»",
  "secondaryConnectionString": "Endpoint=sb://acme-bus-dev.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»",
  "secondaryKey": "«b»"
}
`, V{"a": g.bkSAS(), "b": g.bkSAS()}, "rg-messaging", "acme-bus-dev.servicebus.windows.net")

	g.bkAdd("eventhubs-entitypath-python", `
from azure.eventhub import EventHubProducerClient, EventData

CONN_STR = "Endpoint=sb://acme-telemetry.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=«a»;EntityPath=device-readings"
producer = EventHubProducerClient.from_connection_string(CONN_STR)
with producer:
    batch = producer.create_batch(partition_key="«_pk»")
    batch.add(EventData('{"temp": 21.4}'))
    producer.send_batch(batch)
`, V{"a": g.bkSAS(), "_pk": "device-" + g.hex(8)}, "EntityPath=device-readings", "SharedAccessKeyName=send-only")

	g.bkAdd("eventhubs-kafka-endpoint-jaas", `
bootstrap.servers=acme-telemetry.servicebus.windows.net:9093
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://acme-telemetry.servicebus.windows.net/;SharedAccessKeyName=kafka-clients;SharedAccessKey=«a»";
group.id=$Default
`, V{"a": g.bkSAS()}, "username=\"$ConnectionString\"", "group.id=$Default")

	g.bkAdd("servicebus-sas-token-curl", `
$ curl -s -X POST "https://acme-bus-dev.servicebus.windows.net/invoices/messages" \
    -H "Authorization: SharedAccessSignature sr=https%3A%2F%2Facme-bus-dev.servicebus.windows.net%2Finvoices&sig=«a»&se=1718190000&skn=send" \
    -H "BrokerProperties: {\"MessageId\":\"«_m»\",\"CorrelationId\":\"«_c»\"}" \
    -d '{"invoice":"INV-2024-0912"}' -w '%{http_code}\n'
201
`, V{"a": strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.bkSAS()), "_m": g.uuid(), "_c": g.uuid()}, "INV-2024-0912")

	g.bkAdd("eventgrid-topic-key", `
$ az eventgrid topic key list --name acme-order-events -g rg-events
{
  "key1": "«a»",
  "key2": "«b»"
}
$ curl -X POST -H "aeg-sas-key: «a»" -H "Content-Type: application/cloudevents+json" \
    https://acme-order-events.westeurope-1.eventgrid.azure.net/api/events -d @event.json
`, V{"a": g.b64(32), "b": g.b64(32)}, "acme-order-events.westeurope-1.eventgrid.azure.net", "@event.json")

	g.bkAdd("servicebus-dotnet-client", `
await using var client = new ServiceBusClient(
    "Endpoint=sb://acme-crm.servicebus.windows.net/;SharedAccessKeyName=crm-listener;SharedAccessKey=«a»",
    new ServiceBusClientOptions { TransportType = ServiceBusTransportType.AmqpWebSockets });
ServiceBusProcessor processor = client.CreateProcessor("contact-updates", "crm-sync",
    new ServiceBusProcessorOptions { MaxConcurrentCalls = 8, AutoCompleteMessages = false });
`, V{"a": g.bkSAS()}, "contact-updates", "ServiceBusTransportType.AmqpWebSockets")

	g.bkAdd("servicebus-explorer-error-log", `
2024-06-11T09:44:12.118Z ERROR [OrderRelay] Failed to receive from queue 'orders-inbound'
Azure.Messaging.ServiceBus.ServiceBusException: Put token failed. status-code: 401, status-description: InvalidSignature: The token has an invalid signature. TrackingId:«_t», SystemTracker:acme-orders-prod.servicebus.windows.net:orders-inbound
   at Azure.Messaging.ServiceBus.Amqp.AmqpConnectionScope.RequestAuthorizationUsingCbsAsync(...)
[config] ServiceBus__ConnectionString=Endpoint=sb://acme-orders-prod.servicebus.windows.net/;SharedAccessKeyName=relay;SharedAccessKey=«a»
`, V{"_t": g.uuid() + "_G" + g.digits(2), "a": g.bkSAS()}, "InvalidSignature", "SharedAccessKeyName=relay")

	g.bkAdd("bicep-listkeys-benign-and-literal", `
output busConnection string = listKeys(authRule.id, authRule.apiVersion).primaryConnectionString
// TODO remove before merge, copied from portal for local testing:
var localConn = 'Endpoint=sb://acme-bus-dev.servicebus.windows.net/;SharedAccessKeyName=dev;SharedAccessKey=«a»'
`, V{"a": g.bkSAS()}, "listKeys(authRule.id, authRule.apiVersion).primaryConnectionString")

	g.bkAdd("signalr-webpubsub-connection", `
Azure__SignalR__ConnectionString=Endpoint=https://acme-live.service.signalr.net;AccessKey=«a»;Version=1.0;
WebPubSub__ConnectionString=Endpoint=https://acme-chat.webpubsub.azure.com;AccessKey=«b»;Version=1.0;
WebPubSub__Hub=chat
`, V{"a": g.bkSAS(), "b": g.bkSAS()}, "WebPubSub__Hub=chat", "https://acme-live.service.signalr.net")

	g.bkAdd("storage-queue-connection-string", `
$ az storage queue list --connection-string "DefaultEndpointsProtocol=https;AccountName=acmejobsprod;AccountKey=«a»;EndpointSuffix=core.windows.net" -o table
Name
-----------------
thumbnail-requests
thumbnail-requests-poison
`, V{"a": g.azStorage()}, "AccountName=acmejobsprod", "thumbnail-requests-poison")
}

// ---- AWS SQS, SNS, Kinesis ----

func (g *G) bkAWS() {
	g.bkAdd("sqs-send-message-env-keys", `
$ export AWS_ACCESS_KEY_ID=«a»
$ export AWS_SECRET_ACCESS_KEY=«b»
$ aws sqs send-message --queue-url https://sqs.us-east-1.amazonaws.com/«_acct»/orders.fifo \
    --message-body '{"order":"«_o»"}' --message-group-id tenant-42 --message-deduplication-id «_d»
{
    "MD5OfMessageBody": "«_md5»",
    "MessageId": "«_mid»",
    "SequenceNumber": "«_seq»"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12), "_o": g.uuid(), "_d": g.hex(16), "_md5": g.hex(32), "_mid": g.uuid(), "_seq": g.digits(20)}, "tenant-42")

	g.bkAdd("boto3-sqs-hardcoded", `
import boto3

sqs = boto3.client(
    "sqs",
    region_name="eu-central-1",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
)
resp = sqs.receive_message(QueueUrl=QUEUE_URL, MaxNumberOfMessages=10, WaitTimeSeconds=20)
for m in resp.get("Messages", []):
    handle(m["Body"])
    sqs.delete_message(QueueUrl=QUEUE_URL, ReceiptHandle=m["ReceiptHandle"])
`, V{"a": g.awsID(), "b": g.awsSecret()}, "WaitTimeSeconds=20", "m[\"ReceiptHandle\"]")

	g.bkAdd("sqs-receive-message-output-benign", `
$ aws sqs receive-message --queue-url https://sqs.eu-central-1.amazonaws.com/«_acct»/thumbnail-jobs --attribute-names All
{
    "Messages": [
        {
            "MessageId": "«_mid»",
            "ReceiptHandle": "«_rh»",
            "MD5OfBody": "«_md5»",
            "Body": "{\"image_id\": \"«_img»\", \"sizes\": [64, 256]}",
            "Attributes": {
                "SenderId": "AROA«_sid»:thumbnailer",
                "ApproximateFirstReceiveTimestamp": "1718104421337",
                "ApproximateReceiveCount": "1",
                "SentTimestamp": "1718104420901"
            }
        }
    ]
}
`, V{"_acct": g.digits(12), "_mid": g.uuid(), "_rh": "AQEB" + g.s(alB64, 300) + "==", "_md5": g.hex(32), "_img": g.uuid(), "_sid": g.s(alUpNum, 17)})

	g.bkAdd("sns-publish-profile-creds", `
$ cat ~/.aws/credentials
[notifications]
aws_access_key_id = «a»
aws_secret_access_key = «b»
$ aws sns publish --profile notifications --topic-arn arn:aws:sns:us-west-2:«_acct»:deploy-alerts --message "deploy 4812 finished"
{
    "MessageId": "«_mid»"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12), "_mid": g.uuid()}, "deploy-alerts", "[notifications]")

	g.bkAdd("kinesis-get-records-benign", `
$ aws kinesis get-shard-iterator --stream-name clickstream --shard-id shardId-000000000003 --shard-iterator-type TRIM_HORIZON
{
    "ShardIterator": "«_it»"
}
$ aws kinesis get-records --shard-iterator "«_it»" --limit 1
{
    "Records": [
        {
            "SequenceNumber": "«_seq»",
            "ApproximateArrivalTimestamp": "2024-06-11T10:21:07.113000+00:00",
            "Data": "«_data»",
            "PartitionKey": "«_pk»"
        }
    ],
    "MillisBehindLatest": 0
}
`, V{"_it": "AAAAAAAAAAE" + g.s(alB64, 200) + "=", "_seq": g.digits(56), "_data": b64s(`{"page":"/pricing","sid":"` + g.hex(16) + `"}`), "_pk": g.uuid()}, "shardId-000000000003")

	g.bkAdd("serverless-yml-sqs-env", `
provider:
  name: aws
  runtime: nodejs20.x
  environment:
    QUEUE_URL: !Ref JobsQueue
    SLACK_WEBHOOK: https://hooks.slack.com/services/«_t»/«_b»/«a»
    PARTNER_SQS_ACCESS_KEY_ID: «c»
    PARTNER_SQS_SECRET_ACCESS_KEY: «d»
functions:
  worker:
    handler: src/worker.handler
    events:
      - sqs:
          arn: !GetAtt JobsQueue.Arn
          batchSize: 10
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "c": g.awsID(), "d": g.awsSecret()}, "!GetAtt JobsQueue.Arn", "src/worker.handler")

	g.bkAdd("kcl-properties-java", `
# consumer.properties for the KCL MultiLangDaemon
executableName = python3 record_processor.py
streamName = payments-stream
applicationName = payments-ledger-kcl
AWSCredentialsProvider = DefaultAWSCredentialsProviderChain
processingLanguage = python/3.12
initialPositionInStream = TRIM_HORIZON
regionName = us-east-1
# temporary, remove: aws.accessKeyId=«a» aws.secretKey=«b»
`, V{"a": g.awsID(), "b": g.awsSecret()}, "payments-ledger-kcl", "DefaultAWSCredentialsProviderChain")

	g.bkAdd("firehose-http-endpoint-access-key", `
$ aws firehose describe-delivery-stream --delivery-stream-name logs-to-vendor --query 'DeliveryStreamDescription.Destinations[0].HttpEndpointDestinationDescription'
{
    "EndpointConfiguration": {
        "Url": "https://aws-kinesis-http-intake.logs.datadoghq.com/v1/input",
        "Name": "Datadog"
    },
    "RequestConfiguration": {
        "ContentEncoding": "GZIP"
    },
    "BufferingHints": {"SizeInMBs": 4, "IntervalInSeconds": 60},
    "AccessKey": "«a»"
}
`, V{"a": g.hex(32)}, "https://aws-kinesis-http-intake.logs.datadoghq.com/v1/input", "logs-to-vendor")

	g.bkAdd("elasticmq-local-and-real-keys", `
# docker-compose.override.yml
  worker:
    environment:
      SQS_ENDPOINT: http://elasticmq:9324
      AWS_ACCESS_KEY_ID: x
      AWS_SECRET_ACCESS_KEY: x
# .env.staging
SQS_ENDPOINT=https://sqs.us-east-1.amazonaws.com
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
`, V{"a": g.awsID(), "b": g.awsSecret()}, "http://elasticmq:9324")

	g.bkAdd("sqs-sts-session-creds", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/queue-drainer --role-session-name drain-dlq
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "2024-06-11T11:40:02+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_r»:drain-dlq",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/queue-drainer/drain-dlq"
    }
}
`, V{"_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_r": g.s(alUpNum, 17)}, "queue-drainer")
}

// ---- Google Pub/Sub ----

func (g *G) bkGCP() {
	k := g.pkcs8RSAPEM()
	g.bkAdd("pubsub-service-account-json", `
$ cat pubsub-publisher.json
{
  "type": "service_account",
  "project_id": "acme-events-prod",
  "private_key_id": "«a»",
  "private_key": "«b»\n",
  "client_email": "pubsub-publisher@acme-events-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
`, V{"a": g.hex(40), "b": jsonEsc(k.block()), "_cid": g.digits(21)}, "pubsub-publisher@acme-events-prod.iam.gserviceaccount.com")

	g.bkAdd("gcloud-pubsub-publish-benign", `
$ gcloud pubsub topics publish projects/acme-events-prod/topics/user-signups --message '{"user":"«_u»"}' --attribute=origin=web,trace=«_t»
messageIds:
- '«_m»'
$ gcloud pubsub subscriptions pull user-signups-bq --limit 1 --auto-ack --format='value(message.messageId,message.publishTime,ackId)'
«_m»	2024-06-11T10:31:44.912Z	«_ack»
`, V{"_u": g.uuid(), "_t": g.hex(32), "_m": g.digits(17), "_ack": g.b64u(120)}, "user-signups-bq")

	g.bkAdd("pubsub-push-endpoint-token", `
$ gcloud pubsub subscriptions create stripe-events-push \
    --topic stripe-events \
    --push-endpoint "https://hooks.acme.io/pubsub/stripe?token=«a»" \
    --ack-deadline 30
Created subscription [projects/acme-events-prod/subscriptions/stripe-events-push].
`, V{"a": g.hex(32)}, "projects/acme-events-prod/subscriptions/stripe-events-push")

	g.bkAdd("pubsub-node-credentials-inline", `
const { PubSub } = require("@google-cloud/pubsub");

const pubsub = new PubSub({
  projectId: "acme-events-prod",
  credentials: {
    client_email: "worker@acme-events-prod.iam.gserviceaccount.com",
    private_key: "«a»\n",
  },
});
`, V{"a": jsonEsc(g.pkcs8RSAPEM().block())}, "worker@acme-events-prod.iam.gserviceaccount.com")

	g.bkAdd("pubsub-k8s-secret-base64-key", `
apiVersion: v1
kind: Secret
metadata:
  name: pubsub-sa
  namespace: events
type: Opaque
data:
  key.json: «a»
`, V{"a": b64s(fmt.Sprintf(`{"type":"service_account","project_id":"acme-events-prod","private_key_id":"%s","private_key":"%s\n","client_email":"events@acme-events-prod.iam.gserviceaccount.com"}`, g.hex(40), jsonEsc(g.pkcs8RSAPEM().block())))}, "name: pubsub-sa")

	g.bkAdd("pubsub-emulator-benign", `
$ gcloud beta emulators pubsub start --project=local-dev --host-port=0.0.0.0:8085
[pubsub] This is the Google Pub/Sub fake.
[pubsub] Implementation may be incomplete or differ from the real system.
[pubsub] INFO: Server started, listening on 8085
$ export PUBSUB_EMULATOR_HOST=localhost:8085
$ export PUBSUB_PROJECT_ID=local-dev
`, nil, "PUBSUB_EMULATOR_HOST=localhost:8085", "This is the Google Pub/Sub fake.")

	g.bkAdd("pubsub-oidc-push-token-jwt-log", `
2024-06-11T10:44:01Z INFO push handler received headers:
  Content-Type: application/json
  Authorization: Bearer «a»
  User-Agent: APIs-Google; (+https://developers.google.com/webmasters/APIs-Google.html)
2024-06-11T10:44:01Z INFO subscription=projects/acme-events-prod/subscriptions/billing-push messageId=«_m» deliveryAttempt=1
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://billing.acme.io/push","azp":"%s","email":"push-invoker@acme-events-prod.iam.gserviceaccount.com","email_verified":true,"exp":%d,"iss":"https://accounts.google.com","sub":"%s"}`, g.digits(21), 1718105041, g.digits(21))), "_m": g.digits(17)}, "deliveryAttempt=1")
}

// ---- ZeroMQ CURVE ----

func (g *G) bkZMQ() {
	g.bkAdd("zmq-curve-keypair-python", `
>>> import zmq
>>> public, secret = zmq.curve_keypair()
>>> public
b'«_p»'
>>> secret
b'«a»'
`, V{"_p": g.bkZ85(), "a": g.bkZ85()}, "zmq.curve_keypair()")

	g.bkAdd("czmq-zcert-secret-file", `
$ cat certs/server.key_secret
#   ****  Generated on 2024-06-11 10:50:12 by CZMQ  ****
#   ZeroMQ CURVE **Secret** Certificate
#   DO NOT PROVIDE THIS FILE TO OTHER USERS nor change its permissions.

metadata
    name = "market-data-feed"
curve
    public-key = "«_p»"
    secret-key = "«a»"
`, V{"_p": g.bkZ85(), "a": g.bkZ85()}, "market-data-feed", "ZeroMQ CURVE **Secret** Certificate")

	g.bkAdd("czmq-zcert-public-benign", `
$ cat certs/client.key
#   ****  Generated on 2024-06-11 10:50:12 by CZMQ  ****
#   ZeroMQ CURVE Public Certificate
#   Exchange securely, or use a secure mechanism to verify the contents
#   of this file after exchange. Store public certificates in your home
#   directory, in the .curve subdirectory.

metadata
    name = "risk-engine"
curve
    public-key = "«_p»"
`, V{"_p": g.bkZ85()}, "risk-engine")

	g.bkAdd("zmq-server-socket-options", `
server = ctx.socket(zmq.ROUTER)
server.curve_secretkey = b"«a»"
server.curve_publickey = b"«_p»"
server.curve_server = True
server.bind("tcp://*:5557")

client = ctx.socket(zmq.DEALER)
client.curve_serverkey = b"«_p»"
`, V{"a": g.bkZ85(), "_p": g.bkZ85()}, "tcp://*:5557")

	g.bkAdd("curve-keygen-output", `
$ ./curve_keygen
== CURVE PUBLIC KEY ==
«_p»
== CURVE SECRET KEY ==
«a»
`, V{"_p": g.bkZ85(), "a": g.bkZ85()}, "== CURVE PUBLIC KEY ==")

	g.bkAdd("salt-master-zmq-benign-keys-and-aes", `
$ sudo ls /etc/salt/pki/master/
master.pem  master.pub  minions  minions_autosign  minions_denied  minions_pre  minions_rejected
$ sudo cat /var/cache/salt/master/.root_key
«a»
`, V{"a": g.b64(60)[:80]}, "minions_autosign")
}

// ---- Celery, Sidekiq, Resque, RQ, Horizon ----

func (g *G) bkJobs() {
	g.bkAdd("celery-config-py", `
# proj/celeryconfig.py
broker_url = "amqp://celery:«a»@rabbitmq.internal:5672/celery"
result_backend = "redis://:«b»@redis.internal:6379/1"
task_serializer = "json"
accept_content = ["json"]
timezone = "Europe/Berlin"
task_routes = {"reports.*": {"queue": "reports"}}
`, V{"a": g.pwURL(), "b": g.pwURL()}, "task_routes = {\"reports.*\": {\"queue\": \"reports\"}}")

	g.bkAdd("celery-worker-banner-leaked", `
 -------------- celery@worker-7c9d5 v5.4.0 (opalescent)
--- ***** -----
-- ******* ---- Linux-6.1.0-21-cloud-amd64-x86_64-with-glibc2.36 2024-06-11 10:58:02
- *** --- * ---
- ** ---------- [config]
- ** ---------- .> app:         acme:0x7f3b1c2d4e50
- ** ---------- .> transport:   amqp://celery:**@rabbitmq.internal:5672/celery
- ** ---------- .> results:     redis://:**@redis.internal:6379/1
- *** --- * --- .> concurrency: 8 (prefork)
-- ******* ---- .> task events: OFF (enable -E to monitor tasks in this worker)
--- ***** -----
 -------------- [queues]
                .> reports          exchange=reports(direct) key=reports

[2024-06-11 10:58:03,114: ERROR/MainProcess] consumer: Cannot connect to amqp://celery:«a»@rabbitmq.internal:5672/celery: [Errno 111] Connection refused.
`, V{"a": g.pwURL()}, "amqp://celery:**@rabbitmq.internal:5672/celery", "celery@worker-7c9d5")

	g.bkAdd("django-settings-celery-env", `
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://default:«a»@redis-16021.c1.eu-west-1-2.ec2.redns.redis-cloud.com:16021/0")
CELERY_RESULT_BACKEND = "django-db"
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
`, V{"a": g.an(32)}, "django_celery_beat.schedulers:DatabaseScheduler")

	g.bkAdd("flower-basic-auth", `
$ celery -A acme flower --port=5555 --basic-auth=ops:«a»,dana:«b» --broker=redis://redis:6379/0
[I 240611 11:02:19 command:168] Visit me at http://0.0.0.0:5555
[I 240611 11:02:19 command:176] Broker: redis://redis:6379/0
`, V{"a": g.pwURL(), "b": g.pwURL()}, "Broker: redis://redis:6379/0")

	g.bkAdd("sidekiq-redis-url-heroku", `
$ heroku config:get REDIS_URL -a acme-api
rediss://:«a»@ec2-54-«_ip».compute-1.amazonaws.com:25190
$ heroku config:set SIDEKIQ_CONCURRENCY=10 -a acme-api
Setting SIDEKIQ_CONCURRENCY and restarting ⬢ acme-api... done, v412
`, V{"a": "p" + g.hex(64), "_ip": fmt.Sprintf("%d-%d-%d", g.r.IntN(255), g.r.IntN(255), g.r.IntN(255))}, "SIDEKIQ_CONCURRENCY=10")

	g.bkAdd("sidekiq-initializer-rb", `
# config/initializers/sidekiq.rb
Sidekiq.configure_server do |config|
  config.redis = { url: "redis://:«a»@10.0.3.41:6379/2", network_timeout: 5 }
end

Sidekiq.configure_client do |config|
  config.redis = { url: "redis://:«a»@10.0.3.41:6379/2" }
end
`, V{"a": g.pwURL()}, "network_timeout: 5", "config/initializers/sidekiq.rb")

	g.bkAdd("sidekiq-enterprise-bundler-creds", `
$ bundle config --global enterprise.contribsys.com «_u»:«a»
$ cat ~/.bundle/config
---
BUNDLE_ENTERPRISE__CONTRIBSYS__COM: "«_u»:«a»"
BUNDLE_JOBS: "4"
`, V{"_u": g.hex(8), "a": g.hex(8)}, "BUNDLE_JOBS: \"4\"")

	g.bkAdd("resque-yml", `
# config/resque.yml
development: localhost:6379
test: localhost:6379
production: redis://resque:«a»@redis-resque.prod.acme.internal:6379
`, V{"a": g.pwURL()}, "development: localhost:6379")

	g.bkAdd("rq-worker-cli-url", `
$ rq worker --url redis://:«a»@redis.acme.internal:6379/3 high default low --with-scheduler
11:05:44 Worker rq:worker:«_w» started with PID 18231, version 1.16.2
11:05:44 Subscribing to channel rq:pubsub:«_w»
11:05:44 *** Listening on high,default,low...
11:05:51 high: app.tasks.resize_image('«_img»') («_job»)
`, V{"a": g.pwURL(), "_w": g.hex(32), "_img": g.uuid(), "_job": g.uuid()}, "*** Listening on high,default,low...")

	g.bkAdd("laravel-horizon-env", `
QUEUE_CONNECTION=redis
REDIS_CLIENT=phpredis
REDIS_HOST=redis-queue.acme.internal
REDIS_USERNAME=horizon
REDIS_PASSWORD=«a»
REDIS_PORT=6379
HORIZON_PREFIX=acme_horizon:
SQS_KEY=«b»
SQS_SECRET=«c»
SQS_PREFIX=https://sqs.eu-west-1.amazonaws.com/«_acct»
`, V{"a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret(), "_acct": g.digits(12)}, "HORIZON_PREFIX=acme_horizon:", "REDIS_USERNAME=horizon")

	g.bkAdd("dramatiq-rabbit-broker", `
import dramatiq
from dramatiq.brokers.rabbitmq import RabbitmqBroker

broker = RabbitmqBroker(url="amqps://dramatiq:«a»@rabbit.acme.io:5671/jobs", confirm_delivery=True)
dramatiq.set_broker(broker)
`, V{"a": g.pwURL()}, "confirm_delivery=True", "rabbit.acme.io:5671")

	g.bkAdd("oban-good-job-benign-and-pg", `
# config/runtime.exs
config :acme, Oban,
  repo: Acme.Repo,
  queues: [default: 10, mailers: 20, webhooks: 50]

config :acme, Acme.Repo,
  url: "ecto://acme:«a»@pg-primary.acme.internal/acme_prod",
  pool_size: 20
`, V{"a": g.pwURL()}, "queues: [default: 10, mailers: 20, webhooks: 50]")
}

// ---- NSQ ----

func (g *G) bkNSQ() {
	g.bkAdd("nsqd-auth-secret-flag", `
$ nsq_tail --nsqd-tcp-address=nsqd-0.nsq.svc:4150 --topic=page_views --channel=debug_tail --consumer-opt=auth_secret,«a» -n 2
{"path":"/pricing","ts":1718103912}
{"path":"/docs/start","ts":1718103913}
`, V{"a": g.hex(32)}, "page_views", "--channel=debug_tail")

	g.bkAdd("nsq-auth-server-json", `
$ curl -s "http://nsqauth.internal:4181/auth?remote_ip=10.2.0.14&tls=false&secret=«a»"
{
  "ttl": 3600,
  "identity": "billing-consumer",
  "identity_url": "https://ops.acme.io/nsq-users/billing-consumer",
  "authorizations": [
    {"permissions": ["subscribe"], "topic": "invoices", "channels": [".*"]}
  ]
}
`, V{"a": g.an(32)}, "\"identity\": \"billing-consumer\"", "nsqauth.internal:4181")

	g.bkAdd("go-nsq-config-authsecret", `
cfg := nsq.NewConfig()
cfg.MaxInFlight = 50
cfg.AuthSecret = "«a»"
cfg.TlsV1 = true
consumer, err := nsq.NewConsumer("invoices", "billing", cfg)
if err != nil {
	return err
}
consumer.ConnectToNSQLookupds([]string{"nsqlookupd-0:4161", "nsqlookupd-1:4161"})
`, V{"a": g.an(32)}, "nsqlookupd-0:4161", "cfg.MaxInFlight = 50")

	g.bkAdd("nsqadmin-benign-stats", `
$ curl -s http://nsqd-0.nsq.svc:4151/stats?format=json | jq '.topics[] | {topic_name, message_count, depth}'
{
  "topic_name": "page_views",
  "message_count": 98123441,
  "depth": 0
}
{
  "topic_name": "invoices",
  "message_count": 88112,
  "depth": 14
}
`, nil, "\"message_count\": 98123441", "page_views")
}

// ---- Kafka Connect and Debezium ----

func (g *G) bkConnect() {
	g.bkAdd("debezium-postgres-connector-json", `
$ curl -s -X POST -H "Content-Type: application/json" http://connect:8083/connectors -d @- <<'JSON'
{
  "name": "inventory-pg-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "pg-primary.acme.internal",
    "database.port": "5432",
    "database.user": "debezium",
    "database.password": "«a»",
    "database.dbname": "inventory",
    "topic.prefix": "inv",
    "plugin.name": "pgoutput",
    "slot.name": "debezium_inventory",
    "table.include.list": "public.orders,public.order_lines"
  }
}
JSON
`, V{"a": g.pwStrong()}, "io.debezium.connector.postgresql.PostgresConnector", "debezium_inventory")

	g.bkAdd("debezium-mysql-get-config", `
$ curl -s http://localhost:8083/connectors/crm-mysql-cdc/config | jq .
{
  "connector.class": "io.debezium.connector.mysql.MySqlConnector",
  "database.hostname": "mysql-crm.internal",
  "database.user": "cdc_reader",
  "database.password": "«a»",
  "database.server.id": "«_sid»",
  "schema.history.internal.kafka.bootstrap.servers": "kafka:9092",
  "schema.history.internal.kafka.topic": "schema-changes.crm",
  "schema.history.internal.producer.sasl.jaas.config": "org.apache.kafka.common.security.scram.ScramLoginModule required username=\"connect\" password=\"«b»\";",
  "name": "crm-mysql-cdc"
}
`, V{"a": g.pw(), "_sid": g.digits(6), "b": g.an(24)}, "schema-changes.crm", "mysql-crm.internal")

	g.bkAdd("s3-sink-connector-aws-keys", `
{
  "name": "events-s3-sink",
  "config": {
    "connector.class": "io.confluent.connect.s3.S3SinkConnector",
    "topics": "events.clicks,events.views",
    "s3.bucket.name": "acme-datalake-raw",
    "s3.region": "us-east-1",
    "aws.access.key.id": "«a»",
    "aws.secret.access.key": "«b»",
    "flush.size": "10000",
    "format.class": "io.confluent.connect.s3.format.parquet.ParquetFormat"
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-datalake-raw", "events.clicks,events.views")

	sk := g.pkcs8RSAPEM()
	g.bkAdd("snowflake-sink-private-key", `
{
  "name": "orders-snowflake-sink",
  "config": {
    "connector.class": "com.snowflake.kafka.connector.SnowflakeSinkConnector",
    "snowflake.url.name": "acme-xy12345.snowflakecomputing.com:443",
    "snowflake.user.name": "KAFKA_CONNECTOR",
    "snowflake.private.key": "«a»",
    "snowflake.private.key.passphrase": "«b»",
    "snowflake.database.name": "RAW",
    "snowflake.schema.name": "KAFKA",
    "topics": "orders"
  }
}
`, V{"a": strings.ReplaceAll(sk.body, "\n", ""), "b": g.pwStrong()}, "KAFKA_CONNECTOR", "acme-xy12345.snowflakecomputing.com:443")

	g.bkAdd("jdbc-sink-connection-url-password", `
name=pg-analytics-sink
connector.class=io.confluent.connect.jdbc.JdbcSinkConnector
tasks.max=4
topics=analytics.sessions
connection.url=jdbc:postgresql://warehouse.acme.internal:5432/analytics?user=sink&password=«a»
auto.create=true
insert.mode=upsert
pk.mode=record_key
`, V{"a": g.pwURL()}, "analytics.sessions", "insert.mode=upsert")

	g.bkAdd("mongodb-source-connection-uri", `
{
  "name": "catalog-mongo-source",
  "config": {
    "connector.class": "com.mongodb.kafka.connect.MongoSourceConnector",
    "connection.uri": "mongodb+srv://kafka-connect:«a»@catalog.«_c».mongodb.net/?retryWrites=true",
    "database": "catalog",
    "collection": "products",
    "output.format.value": "schema",
    "startup.mode": "copy_existing"
  }
}
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "catalog-mongo-source", "\"startup.mode\": \"copy_existing\"")

	g.bkAdd("elasticsearch-sink-password", `
connector.class=io.confluent.connect.elasticsearch.ElasticsearchSinkConnector
connection.url=https://es.acme.internal:9200
connection.username=kafka_connect
connection.password=«a»
topics=logs.app
key.ignore=true
behavior.on.malformed.documents=warn
`, V{"a": g.pwStrong()}, "connection.username=kafka_connect", "behavior.on.malformed.documents=warn")

	g.bkAdd("connect-config-provider-benign-and-worker", `
# connect-distributed.properties
config.providers=file,secrets
config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider
config.providers.secrets.class=io.strimzi.kafka.KubernetesSecretConfigProvider
producer.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="connect" password="«a»";
consumer.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="connect" password="«a»";
# connector config uses:
#   "database.password": "${file:/opt/connect/secrets/pg.properties:password}"
#   "aws.secret.access.key": "${secrets:kafka/s3-creds:secret}"
`, V{"a": g.an(32)}, "${file:/opt/connect/secrets/pg.properties:password}", "${secrets:kafka/s3-creds:secret}")

	g.bkAdd("debezium-server-application-properties", `
debezium.sink.type=pubsub
debezium.sink.pubsub.project.id=acme-events-prod
debezium.source.connector.class=io.debezium.connector.sqlserver.SqlServerConnector
debezium.source.database.hostname=sqlsrv01.acme.local
debezium.source.database.user=cdc_user
debezium.source.database.password=«a»
debezium.source.database.names=ERP
debezium.source.topic.prefix=erp
debezium.source.offset.storage.file.filename=data/offsets.dat
`, V{"a": g.pw()}, "debezium.source.database.user=cdc_user", "data/offsets.dat")

	g.bkAdd("connect-status-trace-with-password", `
$ curl -s localhost:8083/connectors/legacy-oracle-src/status | jq -r '.tasks[0].trace' | head -4
org.apache.kafka.connect.errors.ConnectException: java.sql.SQLException: ORA-01017: invalid username/password; logon denied
	at io.confluent.connect.jdbc.util.CachedConnectionProvider.getConnection(CachedConnectionProvider.java:62)
Caused by: java.sql.SQLException: Could not connect using jdbc:oracle:thin:etl_ro/«a»@//oradb.acme.local:1521/ERPPRD
	at oracle.jdbc.driver.T4CConnection.logon(T4CConnection.java:932)
`, V{"a": g.pwURL()}, "ORA-01017: invalid username/password; logon denied", "legacy-oracle-src")

	g.bkAdd("mirrormaker2-properties", `
clusters = onprem, cloud
onprem.bootstrap.servers = kafka-a.dc1.acme.local:9092
cloud.bootstrap.servers = pkc-«_c».eu-central-1.aws.confluent.cloud:9092
cloud.security.protocol = SASL_SSL
cloud.sasl.mechanism = PLAIN
cloud.sasl.jaas.config = org.apache.kafka.common.security.plain.PlainLoginModule required username="«_k»" password="«a»";
onprem->cloud.enabled = true
onprem->cloud.topics = orders.*, payments.*
replication.factor = 3
`, V{"_c": g.s(alLowNum, 5), "_k": g.bkCCKey(), "a": g.bkCCSecret()}, "onprem->cloud.topics = orders.*, payments.*")
}

// ---- Redpanda ----

func (g *G) bkRedpanda() {
	g.bkAdd("rpk-profile-create", `
$ rpk profile create prod --set brokers=seed-«_c».any.us-east-1.mpx.prd.cloud.redpanda.com:9092 \
    --set tls.enabled=true --set sasl.mechanism=SCRAM-SHA-256 \
    --set user=ingest --set pass=«a»
Created and switched to new profile "prod".
$ rpk topic list
NAME             PARTITIONS  REPLICAS
_schemas         1           3
clickstream      12          3
`, V{"_c": g.s(alLowNum, 20), "a": g.pwStrong()}, "Created and switched to new profile \"prod\".", "clickstream")

	g.bkAdd("rpk-yaml-profiles", `
$ cat ~/.config/rpk/rpk.yaml
version: 6
globals:
    prompt: ""
    no_default_cluster: false
current_profile: prod
current_cloud_auth_org_id: «_org»
current_cloud_auth_kind: sso
profiles:
    - name: prod
      description: ""
      prompt: ""
      from_cloud: false
      kafka_api:
        brokers:
            - seed-«_c».any.us-east-1.mpx.prd.cloud.redpanda.com:9092
        tls: {}
        sasl:
            user: ingest
            password: «a»
            mechanism: SCRAM-SHA-256
cloud_auth:
    - name: acme-org «_org» sso
      organization: acme
      org_id: «_org»
      kind: sso
      auth_token: «b»
      client_id: «_cid»
`, V{"_org": g.uuid(), "_c": g.s(alLowNum, 20), "a": g.pwStrong(), "b": g.jwt("RS256", fmt.Sprintf(`{"https://cloud.redpanda.com/organization_id":"%s","iss":"https://auth.prd.cloud.redpanda.com/","sub":"google-oauth2|%s","aud":["cloudv2-production.redpanda.cloud"],"exp":%d}`, g.uuid(), g.digits(21), 1718200000)), "_cid": g.an(32)}, "current_cloud_auth_kind: sso")

	g.bkAdd("rpk-acl-user-create", `
$ rpk security user create analytics -p '«a»' --mechanism SCRAM-SHA-512
Created user "analytics".
$ rpk security acl create --allow-principal User:analytics --operation read,describe --topic clickstream --group analytics-consumers
PRINCIPAL        HOST  RESOURCE-TYPE  RESOURCE-NAME        RESOURCE-PATTERN-TYPE  OPERATION  PERMISSION  ERROR
User:analytics   *     TOPIC          clickstream          LITERAL                READ       ALLOW
User:analytics   *     GROUP          analytics-consumers  LITERAL                READ       ALLOW
`, V{"a": g.pwURL()}, "analytics-consumers", "User:analytics")

	g.bkAdd("rpk-cloud-login-client-secret", `
$ rpk cloud login --client-id «_cid» --client-secret «a» --save
Successfully logged into cloud organization "acme" («_org») via client credentials.
`, V{"_cid": g.an(32), "a": g.b64u(64), "_org": g.uuid()}, "via client credentials")

	g.bkAdd("redpanda-console-config", `
# redpanda-console.yaml
kafka:
  brokers: ["redpanda-0.redpanda.svc:9093"]
  sasl:
    enabled: true
    username: console
    password: «a»
    mechanism: SCRAM-SHA-256
  schemaRegistry:
    enabled: true
    urls: ["http://redpanda-0.redpanda.svc:8081"]
    username: console
    password: «a»
login:
  jwtSecret: «b»
  google:
    enabled: true
    clientId: «_gid».apps.googleusercontent.com
    clientSecret: «c»
`, V{"a": g.pwStrong(), "b": g.an(48), "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()}, "redpanda-0.redpanda.svc:9093")

	g.bkAdd("redpanda-connect-pipeline", `
input:
  kafka_franz:
    seed_brokers: [ "${REDPANDA_BROKERS}" ]
    topics: [ "orders" ]
    consumer_group: orders-to-http
    tls: { enabled: true }
    sasl:
      - mechanism: SCRAM-SHA-256
        username: connect
        password: «a»
output:
  http_client:
    url: https://hooks.partner.example/orders
    verb: POST
    headers:
      X-Api-Key: «b»
`, V{"a": g.pwStrong(), "b": g.hex(40)}, "consumer_group: orders-to-http", "${REDPANDA_BROKERS}")

	g.bkAdd("redpanda-admin-superuser-bootstrap", `
$ rpk cluster config set superusers '["admin"]'
Successfully updated configuration. New configuration version is 14.
$ export RP_BOOTSTRAP_USER='admin:«a»:SCRAM-SHA-256'
$ rpk cluster health
CLUSTER HEALTH OVERVIEW
=======================
Healthy:                          true
Unhealthy reasons:                []
Controller ID:                    0
All nodes:                        [0 1 2]
Nodes down:                       []
`, V{"a": g.pwURL()}, "Healthy:                          true")
}

// ---- IBM MQ, Solace, RocketMQ, Memphis and others ----

func (g *G) bkOther() {
	g.bkAdd("ibm-mq-jms-properties", `
# mq.properties for the claims adapter
ibm.mq.queueManager=QMCLAIMS1
ibm.mq.channel=CLAIMS.SVRCONN
ibm.mq.connName=mqclaims01.acme.local(1414),mqclaims02.acme.local(1414)
ibm.mq.user=claimsapp
ibm.mq.password=«a»
ibm.mq.sslCipherSuite=TLS_AES_256_GCM_SHA384
`, V{"a": g.pw()}, "ibm.mq.queueManager=QMCLAIMS1", "CLAIMS.SVRCONN")

	g.bkAdd("ibm-mq-docker-env", `
$ docker run -d --name qm1 -p 1414:1414 -p 9443:9443 \
    -e LICENSE=accept -e MQ_QMGR_NAME=QM1 \
    -e MQ_ADMIN_PASSWORD=«a» -e MQ_APP_PASSWORD=«b» \
    icr.io/ibm-messaging/mq:9.3.5.0-r2
«_cid»
`, V{"a": g.pwURL(), "b": g.pwURL(), "_cid": g.hex(64)}, "MQ_QMGR_NAME=QM1", "icr.io/ibm-messaging/mq:9.3.5.0-r2")

	g.bkAdd("solace-sdkperf-and-semp", `
$ ./sdkperf_java.sh -cip=tcps://mr-connection-«_c».messaging.solace.cloud:55443 -cu=solace-cloud-client@acme-prod -cp=«a» -ptl=orders/created/v1 -mn=1000 -mr=100
$ curl -s -u acme-prod-admin:«b» https://mr-connection-«_c».messaging.solace.cloud:943/SEMP/v2/monitor/msgVpns/acme-prod/queues?select=queueName,msgs.count
`, V{"_c": g.s(alLowNum, 12), "a": g.s(alLowNum, 26), "b": g.s(alLowNum, 26)}, "orders/created/v1", "solace-cloud-client@acme-prod")

	g.bkAdd("rocketmq-plain-acl-yml", `
# conf/plain_acl.yml
globalWhiteRemoteAddresses:
  - 10.10.103.*
accounts:
  - accessKey: RocketMQ
    secretKey: «a»
    whiteRemoteAddress:
    admin: false
    defaultTopicPerm: DENY
    topicPerms:
      - topicA=DENY
      - orderTopic=PUB|SUB
  - accessKey: rocketmq-admin
    secretKey: «b»
    admin: true
`, V{"a": g.an(16), "b": g.an(16)}, "defaultTopicPerm: DENY", "orderTopic=PUB|SUB")

	g.bkAdd("aliyun-rocketmq-java-sessioncreds", `
SessionCredentialsProvider provider = new StaticSessionCredentialsProvider("«k»", "«a»");
ClientConfiguration configuration = ClientConfiguration.newBuilder()
        .setEndpoints("rmq-cn-«_c».cn-hangzhou.rmq.aliyuncs.com:8080")
        .setCredentialProvider(provider)
        .build();
`, V{"k": "LTAI5t" + g.an(18), "a": g.an(30), "_c": g.s(alLowNum, 12)}, "cn-hangzhou.rmq.aliyuncs.com:8080")

	g.bkAdd("memphis-connect-password", `
import { memphis } from "memphis-dev";

const conn = await memphis.connect({
  host: "memphis.acme.internal",
  username: "ingest_app",
  password: "«a»",
  accountId: 223671990,
});
const producer = await conn.producer({ stationName: "orders", producerName: "checkout" });
`, V{"a": g.pwStrong()}, "stationName: \"orders\"", "accountId: 223671990")

	g.bkAdd("upstash-kafka-rest-basic", `
$ curl https://«_h».upstash.io/produce/audit/$(echo -n '{"actor":"dana"}' | jq -sRr @uri) \
    -u «_u»:«a»
{"topic":"audit","partition":0,"offset":512,"timestamp":1718106002113}
`, V{"_h": g.pick("crack", "vast", "tidy") + "-" + g.pick("kiwi", "mole", "finch") + "-" + g.digits(5) + "-eu1-kafka", "_u": b64s(g.pick("crack", "vast", "tidy")+"-kafka-"+g.digits(3)) + "IQ", "a": g.b64u(43) + "="}, "\"offset\":512")

	g.bkAdd("beanstalkd-and-gearman-benign", `
$ echo -e "stats-tube emails\r" | nc -q1 beanstalk.internal 11300 | head -6
OK 281
---
name: "emails"
current-jobs-urgent: 0
current-jobs-ready: 42
current-jobs-reserved: 3
$ gearadmin --status -h gearman.internal
resize_image	4	2	6
`, nil, "current-jobs-ready: 42", "resize_image")

	g.bkAdd("google-cloud-tasks-oidc-benign-and-hmac", `
$ gcloud tasks queues describe email-jobs --location=europe-west1 --format='value(name,state)'
projects/acme-events-prod/locations/europe-west1/queues/email-jobs	RUNNING
# handler config
TASKS_SERVICE_ACCOUNT=tasks-invoker@acme-events-prod.iam.gserviceaccount.com
TASKS_HMAC_SECRET=«a»
`, V{"a": g.b64(32)}, "tasks-invoker@acme-events-prod.iam.gserviceaccount.com", "projects/acme-events-prod/locations/europe-west1/queues/email-jobs")

	g.bkAdd("temporal-cloud-api-key", `
$ temporal workflow list --namespace payments.«_acc» --address payments.«_acc».tmprl.cloud:7233 --api-key «a» --limit 2
  Status     WorkflowId                       Type              StartTime
  Running    charge-«_w1»  ChargeWorkflow    2 minutes ago
  Completed  charge-«_w2»  ChargeWorkflow    5 minutes ago
`, V{"_acc": g.s(alLowNum, 5), "a": g.jwt("ES256", fmt.Sprintf(`{"account_id":"%s","aud":["temporal.io"],"exp":%d,"iss":"temporal.io","jti":"%s","key_id":"%s","sub":"%s"}`, g.s(alLowNum, 5), 1726000000, g.an(32), g.an(32), g.hex(32))), "_w1": g.uuid(), "_w2": g.uuid()}, "ChargeWorkflow")
}

// ---- chats, tickets and logs ----

func (g *G) bkChat() {
	g.bkAdd("slack-paste-rabbit-url", `
[10:12] dana: consumers on staging keep reconnecting, can you check?
[10:13] priya: this is what the worker uses, straight from the pod env:
[10:13] priya: AMQP_URL=amqps://billing:«a»@b-«_id».mq.us-east-1.amazonaws.com:5671
[10:14] dana: thanks — heartbeat is 0 there, that's the bug. also please rotate that now it's in slack
`, V{"a": g.pwURL(), "_id": g.uuid()}, "heartbeat is 0 there")

	g.bkAdd("user-asks-agent-with-confluent-key", `
User: here are the creds for the dev cluster, wire up the consumer in services/ledger:
  key: «_k»
  secret: «a»
  bootstrap: pkc-«_c».us-east-2.aws.confluent.cloud:9092
Assistant: I'll keep them out of the repo and read them from KAFKA_API_KEY / KAFKA_API_SECRET instead.
`, V{"_k": g.bkCCKey(), "a": g.bkCCSecret(), "_c": g.s(alLowNum, 5)}, "KAFKA_API_KEY / KAFKA_API_SECRET", "services/ledger")

	g.bkAdd("jira-ticket-servicebus", `
OPS-4412  Orders relay 401s after key rotation
Reporter: Marco B.   Priority: High
Description:
The relay still has the old key. New one from the portal (send+listen on orders-inbound):
Endpoint=sb://acme-orders-prod.servicebus.windows.net/;SharedAccessKeyName=relay;SharedAccessKey=«a»;EntityPath=orders-inbound
Please update the AKV secret servicebus-relay and restart the deployment.
`, V{"a": g.bkSAS()}, "OPS-4412", "servicebus-relay")

	g.bkAdd("pika-auth-error-traceback", `
Traceback (most recent call last):
  File "/app/consumer.py", line 41, in <module>
    connection = pika.BlockingConnection(pika.URLParameters(os.environ["BROKER_URL"]))
  File "/usr/local/lib/python3.12/site-packages/pika/adapters/blocking_connection.py", line 360, in __init__
    self._impl = self._create_connection(parameters, _impl_class)
pika.exceptions.ProbableAuthenticationError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.'
(debug) BROKER_URL=amqp://reports:«a»@rabbitmq.reports.svc:5672/%2F
`, V{"a": g.pw()}, "ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN.")

	g.bkAdd("spring-boot-startup-log-props", `
2024-06-11T11:20:04.311Z  INFO 1 --- [           main] o.a.k.clients.producer.ProducerConfig    : ProducerConfig values:
	acks = -1
	bootstrap.servers = [kafka-0.kafka:9093]
	client.id = producer-1
	sasl.jaas.config = [hidden]
	sasl.mechanism = SCRAM-SHA-512
	ssl.keystore.password = null
2024-06-11T11:20:04.402Z DEBUG 1 --- [           main] c.a.config.KafkaConfig                   : resolved kafka.password=«a» from env KAFKA_PASSWORD
`, V{"a": g.pwStrong()}, "sasl.jaas.config = [hidden]", "ssl.keystore.password = null")

	g.bkAdd("github-issue-kafkajs-debug", `
### Describe the bug
Producer fails with SASL authentication error after upgrading to 2.2.4.

### To Reproduce
~~~js
const kafka = new Kafka({ brokers: ['b-1.kafka.acme.dev:9096'], ssl: true,
  sasl: { mechanism: 'scram-sha-512', username: 'gh-repro', password: '«a»' } })
~~~
Error: KafkaJSSASLAuthenticationError: SASL SCRAM SHA512 authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512
`, V{"a": g.pwURL()}, "KafkaJSSASLAuthenticationError", "b-1.kafka.acme.dev:9096")

	g.bkAdd("terminal-env-grep-brokers", `
$ env | grep -iE 'kafka|amqp|redis|nats' | sort
AMQP_URL=amqp://app:«a»@rabbitmq:5672/
KAFKA_BROKERS=kafka:9092
KAFKA_SASL_PASSWORD=«b»
KAFKA_SASL_USERNAME=app
NATS_TOKEN=«c»
NATS_URL=nats://nats:4222
REDIS_URL=redis://:«d»@redis:6379/0
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.an(32), "d": g.an(24)}, "KAFKA_BROKERS=kafka:9092", "NATS_URL=nats://nats:4222")

	g.bkAdd("agent-summary-with-masked-and-real", `
I've updated ˋdeploy/values-staging.yamlˋ:

- ˋrabbitmq.auth.passwordˋ now comes from the ˋrabbitmq-authˋ secret (masked in the diff as ˋ********ˋ).
- ˋredis.passwordˋ was still inlined, I left it for now: ˋ«a»ˋ — you'll want to move it too.
- Kafka consumer group is ˋledger-consumer-v2ˋ, topic ˋpayments.settledˋ.
`, V{"a": g.pwStrong()}, "ledger-consumer-v2", "payments.settled")

	g.bkAdd("docker-compose-full-stack", `
services:
  kafka:
    image: bitnami/kafka:3.7
    environment:
      KAFKA_CFG_NODE_ID: 0
      KAFKA_CFG_PROCESS_ROLES: controller,broker
      KAFKA_CFG_SASL_ENABLED_MECHANISMS: PLAIN
      KAFKA_CLIENT_USERS: app
      KAFKA_CLIENT_PASSWORDS: «a»
      KAFKA_KRAFT_CLUSTER_ID: «_cid»
  redis:
    image: redis:7.2
    command: redis-server --requirepass «b»
  mosquitto:
    image: eclipse-mosquitto:2
    volumes: ["./mosquitto:/mosquitto/config"]
`, V{"a": g.pwURL(), "_cid": g.bkClusterID(), "b": g.pwURL()}, "KAFKA_CLIENT_USERS: app", "eclipse-mosquitto:2")

	g.bkAdd("git-diff-removes-broker-pass", `
diff --git a/config/broker.yml b/config/broker.yml
index «_a»..«_b» 100644
--- a/config/broker.yml
+++ b/config/broker.yml
@@ -3,6 +3,6 @@ amqp:
   host: rabbitmq.prod.internal
   port: 5671
   user: shipping
-  password: «a»
+  password: ${AMQP_PASSWORD}
   vhost: shipping
   prefetch: 32
`, V{"_a": g.hex(7), "_b": g.hex(7), "a": g.pw()}, "${AMQP_PASSWORD}", "rabbitmq.prod.internal")
}

// ---- benign look-alikes ----

func (g *G) bkBenign() {
	g.bkAdd("benign-kafka-consumer-groups-lag", `
$ kafka-consumer-groups.sh --bootstrap-server kafka:9092 --describe --group ledger-consumer-v2

GROUP              TOPIC             PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID                                                   HOST            CLIENT-ID
ledger-consumer-v2 payments.settled  0          4412093         4412101         8    ledger-7f9c-«_c1»   /10.2.4.19      ledger-7f9c
ledger-consumer-v2 payments.settled  1          4409871         4409871         0    ledger-2b1d-«_c2»   /10.2.4.22      ledger-2b1d
`, V{"_c1": g.uuid(), "_c2": g.uuid()}, "ledger-consumer-v2")

	g.bkAdd("benign-kafka-cluster-id-storage-format", `
$ KAFKA_CLUSTER_ID="$(bin/kafka-storage.sh random-uuid)"; echo $KAFKA_CLUSTER_ID
«_a»
$ bin/kafka-storage.sh format -t $KAFKA_CLUSTER_ID -c config/kraft/server.properties
Formatting /tmp/kraft-combined-logs with metadata.version 3.7-IV4.
$ cat /tmp/kraft-combined-logs/meta.properties
node.id=1
directory.id=«_d»
version=1
cluster.id=«_a»
`, V{"_a": g.bkClusterID(), "_d": g.bkClusterID()}, "metadata.version 3.7-IV4")

	g.bkAdd("benign-rabbitmqctl-list-queues", `
$ rabbitmqctl list_queues -p orders name messages consumers type
Timeout: 60.0 seconds ...
Listing queues for vhost orders ...
name	messages	consumers	type
orders.created	0	6	quorum
orders.created.dlq	14	0	quorum
amq.gen-«_g»	0	1	classic
`, V{"_g": g.b64u(22)}, "orders.created.dlq")

	g.bkAdd("benign-amqp-message-properties", `
{
  "payload_bytes": 212,
  "redelivered": false,
  "exchange": "events",
  "routing_key": "user.signup",
  "message_count": 3,
  "properties": {
    "message_id": "«_m»",
    "correlation_id": "«_c»",
    "reply_to": "amq.rabbitmq.reply-to.«_r»",
    "delivery_mode": 2,
    "headers": {"x-death-count": 0, "traceparent": "00-«_t»-«_s»-01"}
  }
}
`, V{"_m": g.uuid(), "_c": g.uuid(), "_r": g.b64u(40), "_t": g.hex(32), "_s": g.hex(16)}, "user.signup")

	g.bkAdd("benign-nats-stream-info", `
$ nats stream info ORDERS
Information for Stream ORDERS created 2024-05-02 09:11:40

              Subjects: orders.>
              Replicas: 3
               Storage: File

Cluster Information:

                  Name: east
                Leader: nats-1
               Replica: nats-0, current, seen 112ms ago
               Replica: nats-2, current, seen 112ms ago

State:

              Messages: 1,844,219
                 Bytes: 1.2 GiB
        First Sequence: 12,004 @ 2024-05-02 09:12:01 UTC
         Last Sequence: 1,856,222 @ 2024-06-11 11:30:44 UTC
      Active Consumers: 4
`, nil, "Subjects: orders.>", "Last Sequence: 1,856,222")

	g.bkAdd("benign-nats-server-id-varz", `
$ curl -s http://nats-0:8222/varz | jq '{server_id, server_name, version, cluster: .cluster.name, jetstream: .jetstream.config.store_dir}'
{
  "server_id": "«_n»",
  "server_name": "nats-0",
  "version": "2.10.16",
  "cluster": "east",
  "jetstream": "/data/jetstream"
}
`, V{"_n": g.bkPub("N")}, "\"version\": \"2.10.16\"")

	g.bkAdd("benign-confluent-cluster-describe", `
$ confluent kafka cluster describe «_lkc»
+----------------------+---------------------------------------------------------+
| Current              | true                                                    |
| ID                   | «_lkc»                                               |
| Name                 | orders-prod                                             |
| Type                 | DEDICATED                                               |
| Endpoint             | SASL_SSL://pkc-«_c».us-east-1.aws.confluent.cloud:9092 |
| REST Endpoint        | https://pkc-«_c».us-east-1.aws.confluent.cloud:443     |
| Environment          | «_env»                                               |
| Availability         | multi-zone                                              |
+----------------------+---------------------------------------------------------+
`, V{"_lkc": g.bkCCID("lkc"), "_c": g.s(alLowNum, 5), "_env": g.bkCCID("env")}, "orders-prod")

	g.bkAdd("benign-eventhubs-checkpoint-blob", `
$ az storage blob list --account-name acmeckpt --container-name checkpoints --prefix acme-telemetry.servicebus.windows.net/device-readings/$default/checkpoint --query '[].{name:name, offset:metadata.offset, seq:metadata.sequencenumber}' -o table
Name                                                                                   Offset        Seq
-------------------------------------------------------------------------------------  ------------  --------
acme-telemetry.servicebus.windows.net/device-readings/$default/checkpoint/0            «_o1»   «_s1»
acme-telemetry.servicebus.windows.net/device-readings/$default/checkpoint/1            «_o2»   «_s2»
`, V{"_o1": g.digits(12), "_s1": g.digits(8), "_o2": g.digits(12), "_s2": g.digits(8)}, "--account-name acmeckpt")

	g.bkAdd("benign-pulsar-message-id-and-stats", `
$ pulsar-client consume persistent://acme/iot/readings -s debug-sub -n 2 -p Earliest
----- got message -----
key:[«_k»], properties:[traceId=«_t»], content:{"temp":20.9}
----- got message -----
key:[«_k2»], properties:[traceId=«_t2»], content:{"temp":21.1}
2024-06-11T11:35:02,114+0000 [main] INFO  org.apache.pulsar.client.cli.PulsarClientTool - 2 messages successfully consumed
# message ids: 18421:104:3:0, 18421:105:3:0
`, V{"_k": "sensor-" + g.hex(6), "_t": g.hex(32), "_k2": "sensor-" + g.hex(6), "_t2": g.hex(32)}, "18421:104:3:0", "debug-sub")

	g.bkAdd("benign-redis-info-server", `
$ redis-cli INFO server | head -12
# Server
redis_version:7.2.5
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:«_b»
redis_mode:standalone
os:Linux 6.1.0-21-cloud-amd64 x86_64
arch_bits:64
multiplexing_api:epoll
process_id:1
process_supervised:no
run_id:«_r»
`, V{"_b": g.hex(16), "_r": g.hex(40)}, "redis_version:7.2.5")

	g.bkAdd("benign-redis-acl-log", `
127.0.0.1:6379> ACL LOG 1
1)  1) "count"
    2) (integer) 3
    3) "reason"
    4) "auth"
    5) "context"
    6) "toplevel"
    7) "object"
    8) "AUTH"
    9) "username"
   10) "sidekiq"
   11) "age-seconds"
   12) "4.127"
   13) "client-info"
   14) "id=«_id» addr=10.0.3.51:51234 laddr=10.0.3.41:6379 fd=12 name= age=0 idle=0 flags=N db=0 sub=0 psub=0"
   15) "entry-id"
   16) (integer) 41
`, V{"_id": g.digits(6)}, "laddr=10.0.3.41:6379")

	g.bkAdd("benign-celery-task-ids", `
[2024-06-11 11:40:02,331: INFO/MainProcess] Task reports.generate[«_a»] received
[2024-06-11 11:40:09,872: INFO/ForkPoolWorker-3] Task reports.generate[«_a»] succeeded in 7.53s: {'report_id': '«_r»', 'rows': 18233}
[2024-06-11 11:40:10,002: INFO/MainProcess] Task mail.send[«_b»] received
`, V{"_a": g.uuid(), "_r": g.uuid(), "_b": g.uuid()}, "reports.generate")

	g.bkAdd("benign-sidekiq-job-json", `
{"retry":5,"queue":"mailers","args":[{"job_class":"ActionMailer::MailDeliveryJob","job_id":"«_j»","provider_job_id":null,"queue_name":"mailers","arguments":["UserMailer","welcome","deliver_now",{"args":[{"_aj_globalid":"gid://acme/User/48211"}]}]}],"class":"ActiveJob::QueueAdapters::SidekiqAdapter::JobWrapper","jid":"«_jid»","created_at":1718106112.4411,"enqueued_at":1718106112.4413}
`, V{"_j": g.uuid(), "_jid": g.hex(24)}, "gid://acme/User/48211")

	g.bkAdd("benign-zmq-public-keys-only", `
# authorized clients (public keys only), loaded by the ZAP handler
ALLOWED_CLIENT_KEYS = [
    b"«_a»",  # risk-engine
    b"«_b»",  # pricing-svc
]
SERVER_PUBLIC_KEY = b"«_c»"
`, V{"_a": g.bkZ85(), "_b": g.bkZ85(), "_c": g.bkZ85()}, "ZAP handler")

	g.bkAdd("benign-kafka-avro-schema-and-headers", `
$ kcat -b kafka:9092 -C -t orders -o -1 -e -J | jq '{partition, offset, key, headers}'
{
  "partition": 7,
  "offset": 5510243,
  "key": "«_k»",
  "headers": [
    "idempotency-key",
    "«_i»",
    "content-type",
    "application/vnd.acme.order.v3+avro"
  ]
}
`, V{"_k": g.uuid(), "_i": g.hex(32)}, "application/vnd.acme.order.v3+avro", "\"offset\": 5510243")

	g.bkAdd("benign-placeholders-config", `
# application-prod.yml
spring:
  rabbitmq:
    password: ${RABBITMQ_PASSWORD}
  kafka:
    properties:
      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="${KAFKA_USER}" password="${KAFKA_PASSWORD}";
azure:
  servicebus:
    connection-string: ${SERVICEBUS_CONNECTION_STRING}
`, nil, "${RABBITMQ_PASSWORD}", "password=\"${KAFKA_PASSWORD}\"", "${SERVICEBUS_CONNECTION_STRING}")

	g.bkAdd("benign-sqs-queue-attributes", `
$ aws sqs get-queue-attributes --queue-url https://sqs.us-east-1.amazonaws.com/«_acct»/orders.fifo --attribute-names QueueArn ApproximateNumberOfMessages RedrivePolicy
{
    "Attributes": {
        "QueueArn": "arn:aws:sqs:us-east-1:«_acct»:orders.fifo",
        "ApproximateNumberOfMessages": "0",
        "RedrivePolicy": "{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:«_acct»:orders-dlq.fifo\",\"maxReceiveCount\":5}"
    }
}
`, V{"_acct": g.digits(12)}, "orders-dlq.fifo")

	g.bkAdd("benign-mqtt-client-ids-and-topics", `
1718106321: New connection from 10.8.0.14:51922 on port 8883.
1718106321: New client connected from 10.8.0.14:51922 as meter-«_a» (p2, c0, k60, u'meters').
1718106321: Client meter-«_b» [10.8.0.22:40118] disconnected: session taken over.
1718106322: Sending PUBLISH to meter-«_a» (d0, q1, r0, m«_m», 'meters/«_a»/cmd', ... (18 bytes))
`, V{"_a": g.hex(12), "_b": g.hex(12), "_m": g.digits(4)}, "session taken over.")

	g.bkAdd("benign-masked-connection-strings", `
$ az servicebus namespace show -n acme-bus-dev -g rg-messaging --query '{name:name, endpoint:serviceBusEndpoint, id:id}'
{
  "endpoint": "https://acme-bus-dev.servicebus.windows.net:443/",
  "id": "/subscriptions/«_sub»/resourceGroups/rg-messaging/providers/Microsoft.ServiceBus/namespaces/acme-bus-dev",
  "name": "acme-bus-dev"
}
# app log
connecting to Endpoint=sb://acme-bus-dev.servicebus.windows.net/;SharedAccessKeyName=relay;SharedAccessKey=***
`, V{"_sub": g.uuid()}, "SharedAccessKey=***", "https://acme-bus-dev.servicebus.windows.net:443/")
}
