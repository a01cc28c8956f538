package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// frameworksCases adds credentials hardcoded in, or configured through,
// the settings files and idioms of application frameworks, as an agent
// reads and edits them in a session: the file as read, a diff of an edit
// that moves a value to the environment, a grep hit, a stack trace or
// debug print of a config object, a console session and a test fixture.
// Sources: Spring Boot (application.properties and profile YAML, @Value
// defaults, Spring Cloud Config server responses, in-memory users with
// {bcrypt} and {noop} passwords, jasypt, actuator /env, Boot's failure
// analyzer, @TestPropertySource); Quarkus (%prod. profiles, OIDC client
// secrets, smallrye-jwt, Dev Services) and Micronaut (JWT signature
// secrets, data sources); Django (settings.py, local_settings.py,
// django-environ defaults, DATABASES, CACHES and e-mail settings,
// diffsettings, fixtures with pbkdf2 and argon2 hashes, the technical 500
// page, shell sessions); Flask (config classes, instance/config.py,
// signed session cookies, Flask-Mail) and FastAPI (pydantic-settings with
// SecretStr, validation errors that echo input, SessionMiddleware);
// Rails (credentials:show and :edit, master.key, credentials.yml.enc,
// database.yml, legacy secrets.yml, db:encryption:init, Devise fixtures,
// the console); Laravel (.env, config/*.php env() defaults, key:generate,
// config:show, the cached config, tinker, Sanctum tokens, factories);
// Symfony (.env.local, parameters.yml, secrets:reveal, the decrypt key of
// the secrets vault, security.yaml in-memory users, lexik JWT
// passphrases, debug:container --env-vars); ASP.NET Core and .NET
// Framework (appsettings.*.json, dotnet user-secrets list and set,
// web.config connectionStrings, appSettings and machineKey, Data
// Protection key rings, Identity seed hashes, Kestrel certificate
// passwords, launchSettings.json, IOptions dumps); Node frameworks
// (Express session secrets, NestJS ConfigModule, node-config, Next.js
// next.config.js env and .env.local, NextAuth, Nuxt runtimeConfig,
// SvelteKit $env, Remix cookie sessions, AdonisJS, Feathers, Meteor
// settings.json); headless CMSs and PHP applications (Strapi, Directus,
// WordPress wp-config.php salts, Drupal settings.php, Magento env.php,
// Joomla configuration.php); Phoenix (runtime.exs, dev.exs, prod.secret.exs),
// Play and Ktor (HOCON application.conf); Go viper, Rust config crates,
// Rocket.toml, Loco and Shuttle; Flutter and Dart (flutter_dotenv, envied,
// --dart-define); Unity and Unreal (PlayFab settings, DefaultEngine.ini);
// Airflow (connections get/export, AIRFLOW_CONN_ URIs, airflow.cfg) and
// dbt profiles.yml; Ansible group_vars, Helm values.yaml, Chef data bags
// and Puppet hiera; and chats where users paste these files.
// Benign look-alikes: secret names with placeholders, environment and
// vault references (${VAR}, env('X'), <%= ENV %>, {{ env_var() }},
// System.get_env), public framework defaults (wp-config-sample's phrase,
// Play's "changeme", Symfony's "!ChangeMe!"), ciphertext that must stay
// (credentials.yml.enc, jasypt ENC(), ansible-vault, eyaml, encrypted
// data bags, Symfony vault entries), masked values (actuator ******,
// Django's debug page, SecretStr, Airflow's < hidden >), publishable and
// client-side keys, UserSecretsIds, tenant and client ids, project GUIDs,
// hostnames, migration names and version strings. The case names start
// with "fwk/".
func (g *G) frameworksCases() {
	g.fwkSpring()
	g.fwkQuarkusMicronaut()
	g.fwkDjango()
	g.fwkFlaskFastAPI()
	g.fwkRails()
	g.fwkLaravel()
	g.fwkSymfony()
	g.fwkDotnet()
	g.fwkNode()
	g.fwkCMS()
	g.fwkPhoenixHOCON()
	g.fwkGoRustDart()
	g.fwkDataOps()
	g.fwkConfigMgmt()
	g.fwkTraces()
	g.fwkBenign()
}

// ---- helpers used only here ----

// fwkAdd is add with the "fwk/" prefix and "ˋ" standing for a backtick.
func (g *G) fwkAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("fwk/"+name, bt(tmpl), v, benign...)
}

// fwkPw is a password as a developer types it into a config file: a word,
// a year or a few digits, sometimes a symbol.
func (g *G) fwkPw() string {
	w := g.pick(pwWords...)
	switch g.r.IntN(5) {
	case 0:
		return strings.ToLower(w) + g.pick("2021", "2022", "2023", "2024", "2025")
	case 1:
		return w + g.s(alDigit, 3) + g.pick("!", "#", "$", "")
	case 2:
		return strings.ToLower(w) + "_" + strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2)
	case 3:
		return g.pick("admin", "dev", "app", "db", "root", "local") + "-" + strings.ToLower(w) + g.s(alDigit, 2)
	default:
		return w + g.pick(pwWords...) + g.s(alDigit, 2) + "!"
	}
}

// fwkPbkdf2 is a Django PBKDF2-SHA256 password hash.
func (g *G) fwkPbkdf2() string {
	return "pbkdf2_sha256$" + g.pick("600000", "720000", "870000", "1000000") + "$" + g.an(22) + "$" + g.b64(32)
}

// fwkArgon is an argon2id encoded hash (Django, Symfony, Phoenix).
func (g *G) fwkArgon() string {
	raw := base64.RawStdEncoding
	return "$argon2id$v=19$m=65536,t=4,p=1$" + raw.EncodeToString(g.bytes(16)) + "$" + raw.EncodeToString(g.bytes(32))
}

// fwkBcrypt is a bcrypt hash with the given variant ("2a", "2b", "2y").
func (g *G) fwkBcrypt(v string) string {
	return "$" + v + "$" + g.pick("10", "12", "13") + "$" + g.s(alAlnum+"./", 53)
}

// fwkAspHash is an ASP.NET Core Identity V3 password hash.
func (g *G) fwkAspHash() string {
	b := []byte{1, 0, 0, 0, 2, 0, 1, 0x86, 0xa0, 0, 0, 0, 16}
	return base64.StdEncoding.EncodeToString(append(b, g.bytes(48)...))
}

// fwkFernet is a Fernet key (Airflow fernet_key).
func (g *G) fwkFernet() string { return base64.URLEncoding.EncodeToString(g.bytes(32)) }

// fwkWPSalt is a value from the WordPress secret-key service.
func (g *G) fwkWPSalt() string { return g.s(alSalt, 64) }

// fwkSKB is a Phoenix secret_key_base (mix phx.gen.secret).
func (g *G) fwkSKB() string { return g.s(alB64, 64) }

// fwkStrapiKeys is Strapi's APP_KEYS: four base64 keys.
func (g *G) fwkStrapiKeys() string {
	return g.b64(16) + "," + g.b64(16) + "," + g.b64(16) + "," + g.b64(16)
}

// fwkSanctum is a Laravel Sanctum plain-text token.
func (g *G) fwkSanctum() string { return fmt.Sprint(1+g.r.IntN(900)) + "|" + g.an(48) }

// fwkRailsEnc is the content of a credentials.yml.enc file (ciphertext).
func (g *G) fwkRailsEnc() string {
	return g.b64(180+g.r.IntN(200)) + "--" + g.b64(12) + "--" + g.b64(16)
}

// fwkMachineKey is an ASP.NET machineKey validationKey (n hex digits).
func (g *G) fwkMachineKey(n int) string { return g.s(alHexU, n) }

// fwkEpoch is a Unix time in 2024 or 2025.
func (g *G) fwkEpoch() int { return 1704067200 + g.r.IntN(50000000) }

// ---- Spring Boot ----

func (g *G) fwkSpring() {
	g.fwkAdd("spring-application-properties-read", `
$ cat src/main/resources/application.properties
spring.application.name=ledger-service
server.port=8082
server.servlet.context-path=/ledger

spring.datasource.url=jdbc:mysql://mysql-ledger.internal:3306/ledger?useSSL=true&serverTimezone=UTC
spring.datasource.username=ledger_rw
spring.datasource.password=«a»
spring.datasource.hikari.maximum-pool-size=12

spring.mail.host=smtp.office365.com
spring.mail.port=587
spring.mail.username=noreply@ledger-app.example
spring.mail.password=«b»
spring.mail.properties.mail.smtp.starttls.enable=true

management.endpoints.web.exposure.include=health,info,prometheus
`, V{"a": g.fwkPw(), "b": g.pw()}, "spring.datasource.username=ledger_rw", "mysql-ledger.internal:3306", "noreply@ledger-app.example")

	g.fwkAdd("spring-profile-yaml-prod", `
# src/main/resources/application-prod.yml
spring:
  config:
    activate:
      on-profile: prod
  r2dbc:
    url: r2dbc:postgresql://pg-prod-01.eu-central-1.rds.amazonaws.com:5432/orders
    username: orders_app
    password: «a»
  rabbitmq:
    host: b-«_b».mq.eu-central-1.amazonaws.com
    port: 5671
    username: orders
    password: «c»
    ssl:
      enabled: true
  security:
    oauth2:
      client:
        registration:
          keycloak:
            client-id: orders-backend
            client-secret: «d»
            authorization-grant-type: client_credentials
`, V{"a": g.pwStrong(), "_b": g.uuid(), "c": g.pwURL(), "d": g.an(32)}, "client-id: orders-backend", "on-profile: prod")

	g.fwkAdd("spring-value-annotation-default", `
@Service
public class GeocodingClient {

    private final RestClient rest;

    public GeocodingClient(
            @Value("${geo.base-url:https://api.opencagedata.com/geocode/v1}") String baseUrl,
            @Value("${geo.api-key:«a»}") String apiKey,
            @Value("${geo.timeout-ms:3000}") int timeoutMs) {
        this.rest = RestClient.builder()
                .baseUrl(baseUrl)
                .defaultHeader("X-Api-Key", apiKey)
                .build();
    }
}
`, V{"a": g.hex(32)}, "${geo.timeout-ms:3000}", "https://api.opencagedata.com/geocode/v1")

	g.fwkAdd("spring-value-default-diff", `
diff --git a/src/main/java/com/acme/pay/PaymentsConfig.java b/src/main/java/com/acme/pay/PaymentsConfig.java
index 4f1c2a9..b07e3d1 100644
--- a/src/main/java/com/acme/pay/PaymentsConfig.java
+++ b/src/main/java/com/acme/pay/PaymentsConfig.java
@@ -14,8 +14,8 @@ public class PaymentsConfig {
-    @Value("${stripe.secret-key:«a»}")
+    @Value("${stripe.secret-key}")
     private String stripeSecretKey;
 
-    @Value("${stripe.webhook-secret:«b»}")
+    @Value("${stripe.webhook-secret}")
     private String webhookSecret;
`, V{"a": g.skLive(), "b": g.whsec()}, `@Value("${stripe.secret-key}")`, "index 4f1c2a9..b07e3d1 100644")

	g.fwkAdd("spring-security-inmemory-users", `
@Configuration
@EnableWebSecurity
class SecurityConfig {

    @Bean
    fun users(): UserDetailsService = InMemoryUserDetailsManager(
        User.withUsername("actuator")
            .password("{bcrypt}«a»")
            .roles("ACTUATOR")
            .build(),
        User.withUsername("ops")
            .password("{noop}«b»")
            .roles("ADMIN")
            .build(),
    )
}
`, V{"a": g.fwkBcrypt("2a"), "b": g.fwkPw()}, `User.withUsername("actuator")`, "InMemoryUserDetailsManager")

	g.fwkAdd("spring-cloud-config-server-response", `
$ curl -s http://config-server.platform:8888/inventory-service/prod | jq .
{
  "name": "inventory-service",
  "profiles": ["prod"],
  "label": "main",
  "version": "«_v»",
  "propertySources": [
    {
      "name": "https://git.acme.internal/platform/config-repo.git/inventory-service-prod.yml",
      "source": {
        "spring.datasource.url": "jdbc:postgresql://pg-inv.prod:5432/inventory",
        "spring.datasource.username": "inventory",
        "spring.datasource.password": "«a»",
        "spring.data.redis.password": "«b»",
        "inventory.erp.api-token": "«c»"
      }
    }
  ]
}
`, V{"_v": g.gitSHA(), "a": g.fwkPw(), "b": g.an(24), "c": g.b64u(40)}, "config-server.platform:8888", "inventory-service-prod.yml")

	g.fwkAdd("spring-jasypt-password-in-run-config", `
$ cat .run/OrdersApplication.run.xml
<component name="ProjectRunConfigurationManager">
  <configuration default="false" name="OrdersApplication (prod-like)" type="SpringBootApplicationConfigurationType">
    <option name="ACTIVE_PROFILES" value="prodlike" />
    <envs>
      <env name="JASYPT_ENCRYPTOR_PASSWORD" value="«a»" />
      <env name="SPRING_DATASOURCE_URL" value="jdbc:postgresql://localhost:15432/orders" />
    </envs>
    <module name="orders.main" />
    <option name="SPRING_BOOT_MAIN_CLASS" value="com.acme.orders.OrdersApplication" />
  </configuration>
</component>
`, V{"a": g.pw()}, "com.acme.orders.OrdersApplication", "jdbc:postgresql://localhost:15432/orders")

	g.fwkAdd("spring-test-property-source", `
@SpringBootTest
@TestPropertySource(properties = {
    "integrations.sendgrid.api-key=«a»",
    "integrations.sendgrid.from=qa-bot@acme.example",
    "spring.datasource.url=jdbc:tc:postgresql:16:///orders"
})
class ReceiptMailerIT {

    @Autowired ReceiptMailer mailer;

    @Test
    void sendsReceipt() {
        mailer.send(Fixtures.order("ORD-2024-000417"));
    }
}
`, V{"a": g.sendgrid()}, "ORD-2024-000417", "jdbc:tc:postgresql:16:///orders")

	g.fwkAdd("spring-grep-password-hits", `
$ rg -n "password" src/main/resources/
src/main/resources/application.yml:11:    password: ${DB_PASSWORD}
src/main/resources/application-local.yml:7:    password: «a»
src/main/resources/application-staging.yml:9:    password: «b»
src/main/resources/application-staging.yml:23:      trust-store-password: changeit
src/main/resources/logback-spring.xml:4:  <!-- never log password fields -->
`, V{"a": g.fwkPw(), "b": g.pwStrong()}, "password: ${DB_PASSWORD}", "trust-store-password: changeit")

	g.fwkAdd("spring-boot-kotlin-dsl-bootrun", `
// build.gradle.kts
tasks.named<org.springframework.boot.gradle.tasks.run.BootRun>("bootRun") {
    systemProperty("spring.profiles.active", "local")
    environment("SPRING_DATASOURCE_PASSWORD", "«a»")
    environment("APP_JWT_SIGNING_KEY", "«b»")
    jvmArgs("-Xmx1g")
}
`, V{"a": g.fwkPw(), "b": g.b64(48)}, `systemProperty("spring.profiles.active", "local")`)

	g.fwkAdd("spring-ldap-embedded-and-remote", `
spring:
  ldap:
    urls: ldaps://ad01.corp.acme.example:636
    base: DC=corp,DC=acme,DC=example
    username: CN=svc-portal,OU=Service Accounts,DC=corp,DC=acme,DC=example
    password: «a»
  ldap.embedded:
    base-dn: dc=springframework,dc=org
    ldif: classpath:test-server.ldif
`, V{"a": g.pw()}, "CN=svc-portal,OU=Service Accounts,DC=corp,DC=acme,DC=example", "dc=springframework,dc=org")

	g.fwkAdd("spring-user-message-env-vars", `
hey, the app won't start on my machine. this is what I have in the IntelliJ run config env vars:

SPRING_PROFILES_ACTIVE=dev;SPRING_DATASOURCE_PASSWORD=«a»;AWS_ACCESS_KEY_ID=«b»;AWS_SECRET_ACCESS_KEY=«c»

and the error is "Failed to configure a DataSource: 'url' attribute is not specified". what am I missing?
`, V{"a": g.fwkPw(), "b": g.awsID(), "c": g.awsSecret()}, "Failed to configure a DataSource: 'url' attribute is not specified")

	// benign
	g.fwkAdd("benign-spring-yaml-placeholders", `
spring:
  datasource:
    url: jdbc:postgresql://${DB_HOST:localhost}:5432/catalog
    username: ${DB_USER:catalog}
    password: ${DB_PASSWORD}
  security:
    oauth2:
      resourceserver:
        jwt:
          issuer-uri: https://login.acme.example/realms/catalog
app:
  stripe:
    secret-key: ${STRIPE_SECRET_KEY:}
    webhook-secret: ${STRIPE_WEBHOOK_SECRET:}
`, nil, "password: ${DB_PASSWORD}", "${STRIPE_SECRET_KEY:}", "https://login.acme.example/realms/catalog")

	g.fwkAdd("benign-spring-actuator-env-masked", `
$ curl -s -u actuator:$ACTUATOR_PW localhost:8081/actuator/env/spring.datasource.password | jq .
{
  "property": {
    "source": "Config resource 'class path resource [application-prod.yml]' via location 'optional:classpath:/'",
    "value": "******"
  },
  "activeProfiles": ["prod"],
  "propertySources": [
    {"name": "server.ports"},
    {"name": "systemEnvironment", "property": {"value": "******", "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""}}
  ]
}
`, nil, `"value": "******"`, "-u actuator:$ACTUATOR_PW", `System Environment Property \"SPRING_DATASOURCE_PASSWORD\"`)

	g.fwkAdd("benign-spring-jasypt-enc-values", `
# application.yml — values encrypted with jasypt-spring-boot; the
# password comes from JASYPT_ENCRYPTOR_PASSWORD in the deployment
jasypt:
  encryptor:
    algorithm: PBEWITHHMACSHA512ANDAES_256
    iv-generator-classname: org.jasypt.iv.RandomIvGenerator
spring:
  datasource:
    username: billing
    password: ENC(«_a»)
billing:
  psp-api-key: ENC(«_b»)
`, V{"_a": g.b64(48), "_b": g.b64(64)}, "PBEWITHHMACSHA512ANDAES_256", "org.jasypt.iv.RandomIvGenerator")

	g.fwkAdd("benign-spring-test-h2-defaults", `
# src/test/resources/application-test.properties
spring.datasource.url=jdbc:h2:mem:testdb;MODE=PostgreSQL;DB_CLOSE_DELAY=-1
spring.datasource.username=sa
spring.datasource.password=
spring.jpa.hibernate.ddl-auto=create-drop
spring.h2.console.enabled=true
logging.level.org.hibernate.SQL=DEBUG
`, nil, "spring.datasource.username=sa", "jdbc:h2:mem:testdb;MODE=PostgreSQL;DB_CLOSE_DELAY=-1")

	g.fwkAdd("benign-spring-startup-log", `
  .   ____          _            __ _ _
 /\\ / ___'_ __ _ _(_)_ __  __ _ \ \ \ \
  '  |____| .__|_| |_|_| |_\__, | / / / /
 :: Spring Boot ::                (v3.3.2)

2024-08-14T09:12:03.118Z  INFO 1 --- [ledger-service] [main] c.a.ledger.LedgerApplication : The following 1 profile is active: "prod"
2024-08-14T09:12:05.902Z  INFO 1 --- [ledger-service] [main] com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Starting...
2024-08-14T09:12:06.311Z  INFO 1 --- [ledger-service] [main] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Added connection com.mysql.cj.jdbc.ConnectionImpl@«_a»
2024-08-14T09:12:08.004Z  INFO 1 --- [ledger-service] [main] o.s.b.w.embedded.tomcat.TomcatWebServer : Tomcat started on port 8082 (http) with context path '/ledger'
`, V{"_a": g.hex(8)}, "HikariPool-1 - Starting...", "(v3.3.2)")
}

// ---- Quarkus and Micronaut ----

func (g *G) fwkQuarkusMicronaut() {
	g.fwkAdd("quarkus-prod-profile-properties", `
# src/main/resources/application.properties
quarkus.http.port=8080
quarkus.datasource.db-kind=postgresql
%dev.quarkus.datasource.devservices.enabled=true
%prod.quarkus.datasource.username=fleet
%prod.quarkus.datasource.password=«a»
%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://fleet-db.prod.internal:5432/fleet
%prod.quarkus.oidc.auth-server-url=https://sso.fleet.example/realms/fleet
%prod.quarkus.oidc.client-id=fleet-api
%prod.quarkus.oidc.credentials.secret=«b»
quarkus.log.level=INFO
`, V{"a": g.fwkPw(), "b": g.an(32)}, "%prod.quarkus.oidc.client-id=fleet-api", "%dev.quarkus.datasource.devservices.enabled=true")

	g.fwkAdd("quarkus-mailer-and-rest-client", `
quarkus.mailer.from=alerts@fleet.example
quarkus.mailer.host=smtp.mailgun.org
quarkus.mailer.port=587
quarkus.mailer.start-tls=REQUIRED
quarkus.mailer.username=postmaster@mg.fleet.example
quarkus.mailer.password=«a»
quarkus.rest-client.telematics.url=https://api.samsara.com
telematics.api-token=«b»
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": "samsara_api_" + g.an(30)}, "postmaster@mg.fleet.example", "quarkus.rest-client.telematics.url=https://api.samsara.com")

	jwtKey := g.ecPKCS8()
	g.fwkAdd("quarkus-smallrye-jwt-signing-key", `
$ cat src/main/resources/privateKey.pem
«a»
$ grep smallrye src/main/resources/application.properties
smallrye.jwt.sign.key.location=privateKey.pem
mp.jwt.verify.publickey.location=publicKey.pem
mp.jwt.verify.issuer=https://fleet.example/issuer
smallrye.jwt.new-token.signature-algorithm=ES256
`, V{"a": jwtKey.block()}, "smallrye.jwt.sign.key.location=privateKey.pem", "mp.jwt.verify.issuer=https://fleet.example/issuer")

	g.fwkAdd("quarkus-env-file-dev", `
$ cat .env
_DEV_QUARKUS_DATASOURCE_PASSWORD=«a»
_DEV_QUARKUS_OIDC_CREDENTIALS_SECRET=«b»
QUARKUS_LOG_CATEGORY__IO_QUARKUS_OIDC__LEVEL=DEBUG
QUARKUS_HTTP_CORS_ORIGINS=http://localhost:5173
`, V{"a": g.fwkPw(), "b": g.uuid()}, "QUARKUS_LOG_CATEGORY__IO_QUARKUS_OIDC__LEVEL=DEBUG", "http://localhost:5173")

	g.fwkAdd("micronaut-application-yml-jwt", `
micronaut:
  application:
    name: booking
  security:
    authentication: bearer
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: «a»
              jws-algorithm: HS256
datasources:
  default:
    url: jdbc:mariadb://mariadb.booking.svc:3306/booking
    username: booking
    password: «b»
    dialect: MYSQL
`, V{"a": g.an(48), "b": g.fwkPw()}, "jws-algorithm: HS256", "jdbc:mariadb://mariadb.booking.svc:3306/booking")

	g.fwkAdd("micronaut-test-resources-properties", `
// src/test/resources/application-test.properties
micronaut.security.oauth2.clients.github.client-id=Iv1.«_a»
micronaut.security.oauth2.clients.github.client-secret=«b»
micronaut.http.services.github.url=http://localhost:${wiremock.port}
`, V{"_a": g.hex(16), "b": g.hex(40)}, "http://localhost:${wiremock.port}")

	g.fwkAdd("micronaut-startup-failure-echoes-config", `
13:04:55.221 [main] ERROR io.micronaut.runtime.Micronaut - Error starting Micronaut server: Failed to inject value for parameter [dataSource] of method [transactionManager] of class: io.micronaut.transaction.jdbc.DataSourceTransactionManager

Message: Failed to initialize pool: Access denied for user 'booking'@'10.42.3.17' (using password: YES)
Path Taken: new DataSourceTransactionManager(DataSource dataSource)
Configuration: DatasourceConfiguration{name=default, url=jdbc:mariadb://mariadb.booking.svc:3306/booking, username=booking, password=«a», driverClassName=org.mariadb.jdbc.Driver}
	at io.micronaut.context.AbstractInitializableBeanDefinition.resolveBean(AbstractInitializableBeanDefinition.java:2114)
`, V{"a": g.fwkPw()}, "Access denied for user 'booking'@'10.42.3.17' (using password: YES)", "driverClassName=org.mariadb.jdbc.Driver")

	g.fwkAdd("quarkus-kubernetes-secret-generated", `
$ cat target/kubernetes/kubernetes.yml | yq 'select(.kind == "Secret")'
apiVersion: v1
kind: Secret
metadata:
  name: fleet-api-db
  labels:
    app.kubernetes.io/name: fleet-api
    app.kubernetes.io/version: 1.8.0-SNAPSHOT
data:
  QUARKUS_DATASOURCE_PASSWORD: «a»
type: Opaque
`, V{"a": b64s(g.fwkPw())}, "app.kubernetes.io/version: 1.8.0-SNAPSHOT", "name: fleet-api-db")

	// benign
	g.fwkAdd("benign-quarkus-env-expressions", `
quarkus.datasource.username=${DB_USER:fleet}
quarkus.datasource.password=${DB_PASSWORD}
quarkus.oidc.credentials.secret=${OIDC_CLIENT_SECRET}
quarkus.oidc.client-id=fleet-api
quarkus.kubernetes.env.secrets=fleet-api-db,fleet-api-oidc
quarkus.container-image.tag=1.8.0
`, nil, "quarkus.datasource.password=${DB_PASSWORD}", "quarkus.kubernetes.env.secrets=fleet-api-db,fleet-api-oidc")

	g.fwkAdd("benign-quarkus-devservices-log", `
2024-09-02 10:11:45,301 INFO  [io.qua.dev.pos.dep.PostgresqlDevServicesProcessor] (build-9) Dev Services for default datasource (postgresql) started - container ID is «_a»
2024-09-02 10:11:46,002 INFO  [io.quarkus] (Quarkus Main Thread) fleet-api 1.8.0-SNAPSHOT on JVM (powered by Quarkus 3.14.1) started in 6.913s. Listening on: http://localhost:8080
2024-09-02 10:11:46,003 INFO  [io.quarkus] (Quarkus Main Thread) Profile dev activated. Live Coding activated.
`, V{"_a": g.hex(12)}, "powered by Quarkus 3.14.1", "Profile dev activated. Live Coding activated.")

	g.fwkAdd("benign-micronaut-secret-refs", `
micronaut:
  security:
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: '${JWT_GENERATOR_SIGNATURE_SECRET:pleaseChangeThisSecretForANewOne}'
aws:
  distributed-configuration:
    search-active-environments: true
  secretsmanager:
    secrets:
      - secret-id: booking/prod/datasource
        prefix: datasources.default
`, nil, "${JWT_GENERATOR_SIGNATURE_SECRET:pleaseChangeThisSecretForANewOne}", "secret-id: booking/prod/datasource")
}

// ---- Django ----

func (g *G) fwkDjango() {
	g.fwkAdd("django-settings-secret-key-and-db", `
# mysite/settings.py
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = "«a»"

# SECURITY WARNING: don't run with debug turned on in production!
DEBUG = False
ALLOWED_HOSTS = ["shop.greenleaf.example", "127.0.0.1"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "greenleaf",
        "USER": "greenleaf",
        "PASSWORD": "«b»",
        "HOST": "db.greenleaf.internal",
        "PORT": "5432",
    }
}
`, V{"a": g.djangoKey(), "b": g.fwkPw()}, "shop.greenleaf.example", "django.db.backends.postgresql")

	g.fwkAdd("django-local-settings-import", `
$ cat mysite/local_settings.py
# not committed; imported at the end of settings.py
DEBUG = True
SECRET_KEY = "«a»"
EMAIL_HOST = "smtp.gmail.com"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "maria.k.dev@gmail.com"
EMAIL_HOST_PASSWORD = "«b»"
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://:«c»@127.0.0.1:6379/1",
    }
}
`, V{"a": g.s(alDjango, 50), "b": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4), "c": g.pwURL()}, "django.core.cache.backends.redis.RedisCache", "maria.k.dev@gmail.com")

	g.fwkAdd("django-environ-default-value", `
import environ

env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY", default="«a»")
DATABASES = {"default": env.db("DATABASE_URL", default="postgres://lms:«b»@localhost:5432/lms")}
SENTRY_DSN = env("SENTRY_DSN", default="")
`, V{"a": g.djangoKey(), "b": g.pwURL()}, `env("SENTRY_DSN", default="")`, "environ.Env(DEBUG=(bool, False))")

	g.fwkAdd("django-settings-diff-move-to-env", `
--- a/config/settings/base.py
+++ b/config/settings/base.py
@@ -21,9 +21,9 @@ INSTALLED_APPS = [
-SECRET_KEY = "«a»"
+SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
 
-STRIPE_SECRET_KEY = "«b»"
-STRIPE_WEBHOOK_SECRET = "«c»"
+STRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]
+STRIPE_WEBHOOK_SECRET = os.environ["STRIPE_WEBHOOK_SECRET"]
 STRIPE_PUBLISHABLE_KEY = "«_d»"
`, V{"a": g.djangoKey(), "b": g.skLive(), "c": g.whsec(), "_d": g.pkLive()}, `os.environ["DJANGO_SECRET_KEY"]`)

	g.fwkAdd("django-fixture-users-pbkdf2", `
$ cat accounts/fixtures/staff.json
[
  {
    "model": "auth.user",
    "pk": 1,
    "fields": {
      "username": "admin",
      "email": "admin@greenleaf.example",
      "password": "«a»",
      "is_superuser": true,
      "is_staff": true,
      "date_joined": "2023-11-02T08:15:00Z"
    }
  },
  {
    "model": "auth.user",
    "pk": 2,
    "fields": {"username": "support", "password": "«b»", "is_staff": true}
  }
]
`, V{"a": g.fwkPbkdf2(), "b": g.fwkPbkdf2()}, "admin@greenleaf.example", `"model": "auth.user"`)

	g.fwkAdd("django-fixture-argon2-yaml", `
# core/fixtures/demo_users.yaml
- model: core.member
  pk: 10
  fields:
    email: demo@clubhouse.example
    password: argon2«a»
    is_active: true
`, V{"a": g.fwkArgon()}, "demo@clubhouse.example", "model: core.member")

	g.fwkAdd("django-diffsettings-output", `
$ python manage.py diffsettings --output unified | grep -E "^\+" | head -12
+ALLOWED_HOSTS = ['api.tutorly.example']
+AWS_ACCESS_KEY_ID = '«a»'
+AWS_SECRET_ACCESS_KEY = '«b»'
+AWS_STORAGE_BUCKET_NAME = 'tutorly-uploads'
+DEBUG = False
+DEFAULT_FILE_STORAGE = 'storages.backends.s3boto3.S3Boto3Storage'
+SECRET_KEY = '«c»'
+SESSION_COOKIE_SECURE = True
+TIME_ZONE = 'Europe/Lisbon'
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.s(alDjango, 50)}, "tutorly-uploads", "storages.backends.s3boto3.S3Boto3Storage")

	g.fwkAdd("django-debug-page-database-url-leak", `
Settings
Using settings module config.settings.production

Setting              Value
ABSOLUTE_URL_OVERRIDES  {}
ADMINS               [('Ops', 'ops@tutorly.example')]
ALLOWED_HOSTS        ['*']
DATABASE_URL         'postgres://tutorly:«a»@tutorly-db.cluster-«_c».eu-west-1.rds.amazonaws.com:5432/tutorly'
DEBUG                True
SECRET_KEY           '********************'
STRIPE_API_KEY       '********************'
`, V{"a": g.fwkPw(), "_c": g.s(alLowNum, 12)}, "SECRET_KEY           '********************'", "Using settings module config.settings.production")

	g.fwkAdd("django-shell-settings-print", `
$ python manage.py shell
Python 3.12.4 (main, Jun  7 2024, 06:33:07) [GCC 12.2.0] on linux
(InteractiveConsole)
>>> from django.conf import settings
>>> settings.ANYMAIL
{'POSTMARK_SERVER_TOKEN': '«a»', 'POSTMARK_API_URL': 'https://api.postmarkapp.com/'}
>>> settings.CELERY_BROKER_URL
'amqp://tutorly:«b»@rabbit.tutorly.internal:5672/tutorly'
`, V{"a": g.uuid(), "b": g.pwURL()}, "https://api.postmarkapp.com/", "(InteractiveConsole)")

	g.fwkAdd("django-social-auth-keys", `
# settings/prod.py (excerpt)
AUTHENTICATION_BACKENDS = (
    "social_core.backends.google.GoogleOAuth2",
    "django.contrib.auth.backends.ModelBackend",
)
SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = "«_a».apps.googleusercontent.com"
SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = "«b»"
SOCIAL_AUTH_GITHUB_KEY = "Ov23li«_c»"
SOCIAL_AUTH_GITHUB_SECRET = "«d»"
`, V{"_a": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "_c": g.an(14), "d": g.hex(40)}, "social_core.backends.google.GoogleOAuth2")

	g.fwkAdd("django-test-settings-override", `
class WebhookTests(TestCase):
    @override_settings(
        SHOPIFY_API_SECRET="«a»",
        SHOPIFY_WEBHOOK_TOPICS=["orders/create", "app/uninstalled"],
    )
    def test_valid_hmac_accepted(self):
        body = load_fixture("orders_create.json")
        resp = self.client.post("/webhooks/shopify/", body, content_type="application/json",
                                HTTP_X_SHOPIFY_HMAC_SHA256=sign(body, "«a»"))
        self.assertEqual(resp.status_code, 200)
`, V{"a": "shpss_" + g.hex(32)}, `SHOPIFY_WEBHOOK_TOPICS=["orders/create", "app/uninstalled"]`)

	g.fwkAdd("django-channels-redis-layer", `
CHANNEL_LAYERS = {
    "default": {
        "BACKEND": "channels_redis.core.RedisChannelLayer",
        "CONFIG": {
            "hosts": [("rediss://default:«a»@chat-cache.«_b».ng.0001.use1.cache.amazonaws.com:6379/0")],
            "capacity": 1500,
        },
    },
}
`, V{"a": g.an(32), "_b": g.s(alLowNum, 6)}, "channels_redis.core.RedisChannelLayer")

	// benign
	g.fwkAdd("benign-django-settings-env-only", `
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DATABASES = {"default": dj_database_url.config(conn_max_age=600, conn_health_checks=True)}
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
SESSION_COOKIE_NAME = "tutorly_sessionid"
CSRF_COOKIE_NAME = "tutorly_csrftoken"
`, nil, `os.environ["DJANGO_SECRET_KEY"]`, "django.contrib.auth.hashers.Argon2PasswordHasher", `SESSION_COOKIE_NAME = "tutorly_sessionid"`)

	g.fwkAdd("benign-django-check-deploy", `
$ python manage.py check --deploy
System check identified some issues:

WARNINGS:
?: (security.W009) Your SECRET_KEY has less than 50 characters, less than 5 unique characters, or it's prefixed with 'django-insecure-' indicating that it was generated automatically by Django. Please generate a long and random value, otherwise many of Django's security-critical features will be vulnerable to attack.
?: (security.W012) SESSION_COOKIE_SECURE is not set to True.

System check identified 2 issues (0 silenced).
`, nil, "(security.W009)", "prefixed with 'django-insecure-'", "System check identified 2 issues (0 silenced).")

	g.fwkAdd("benign-django-migration-file", `
# Generated by Django 5.0.6 on 2024-06-11 14:02

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [("accounts", "0007_apitoken_last_used_at")]

    operations = [
        migrations.AddField(
            model_name="apitoken",
            name="token_hash",
            field=models.CharField(max_length=64, unique=True, default=""),
        ),
    ]
`, nil, "0007_apitoken_last_used_at", "Generated by Django 5.0.6 on 2024-06-11 14:02", `name="token_hash"`)

	g.fwkAdd("benign-django-debug-page-masked", `
Request information
USER            AnonymousUser
GET             No GET data
COOKIES
  csrftoken     '********************'
  sessionid     '********************'
META
  HTTP_AUTHORIZATION   '********************'
  HTTP_HOST            'localhost:8000'
  HTTP_X_REQUEST_ID    '«_a»'
`, V{"_a": g.uuid()}, "'localhost:8000'", "csrftoken     '********************'")

	g.fwkAdd("benign-django-startproject-placeholder", `
$ django-admin startproject config . && sed -n '20,26p' config/settings.py
# Quick-start development settings - unsuitable for production
# See https://docs.djangoproject.com/en/5.0/howto/deployment/checklist/

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = env("SECRET_KEY", default="change-me-in-.env")

# SECURITY WARNING: don't run with debug turned on in production!
`, nil, `default="change-me-in-.env"`, "https://docs.djangoproject.com/en/5.0/howto/deployment/checklist/")
}

// ---- Flask and FastAPI ----

func (g *G) fwkFlaskFastAPI() {
	g.fwkAdd("flask-config-classes", `
# app/config.py
class Config:
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    MAIL_SERVER = "smtp.sendgrid.net"
    MAIL_PORT = 587
    MAIL_USE_TLS = True
    MAIL_USERNAME = "apikey"


class ProductionConfig(Config):
    SECRET_KEY = "«a»"
    SQLALCHEMY_DATABASE_URI = "mysql+pymysql://recipes:«b»@recipes-db.internal/recipes"
    MAIL_PASSWORD = "«c»"


class DevelopmentConfig(Config):
    DEBUG = True
    SECRET_KEY = "dev"
    SQLALCHEMY_DATABASE_URI = "sqlite:///dev.db"
`, V{"a": g.hex(64), "b": g.fwkPw(), "c": g.sendgrid()}, `MAIL_USERNAME = "apikey"`, `SQLALCHEMY_DATABASE_URI = "sqlite:///dev.db"`)

	g.fwkAdd("flask-instance-config", `
$ cat instance/config.py
SECRET_KEY = b'«a»'
OPENWEATHER_API_KEY = '«b»'
ADMIN_PASSWORD = '«c»'
`, V{"a": g.s(alAlnum+"!#%&()*+,-./:;<=>?@[]^_{|}~", 32), "b": g.hex(32), "c": g.fwkPw()}, "$ cat instance/config.py")

	g.fwkAdd("flask-session-cookie-in-request", `
$ curl -i http://127.0.0.1:5000/dashboard -H 'Cookie: session=«a»'
HTTP/1.1 200 OK
Server: Werkzeug/3.0.3 Python/3.12.4
Content-Type: text/html; charset=utf-8
Vary: Cookie
`, V{"a": b64raw(fmt.Sprintf(`{"_user_id":"%d","_fresh":true}`, 100+g.r.IntN(900))) + "." + g.b64u(6) + "." + g.b64u(27)}, "Server: Werkzeug/3.0.3 Python/3.12.4")

	g.fwkAdd("flask-app-config-update-inline", `
app = Flask(__name__)
app.config.update(
    SECRET_KEY="«a»",
    SESSION_COOKIE_SAMESITE="Lax",
    RECAPTCHA_PUBLIC_KEY="«_b»",
    RECAPTCHA_PRIVATE_KEY="«c»",
)
`, V{"a": g.pw(), "_b": "6L" + g.b64u(38), "c": "6L" + g.b64u(38)}, `SESSION_COOKIE_SAMESITE="Lax"`)

	g.fwkAdd("fastapi-pydantic-settings-env", `
$ cat .env
APP_ENV=staging
DATABASE_URL=postgresql+asyncpg://ingest:«a»@ingest-db.staging:5432/ingest
JWT_SECRET=«b»
JWT_ALGORITHM=HS256
ACCESS_TOKEN_EXPIRE_MINUTES=30
S3_ENDPOINT_URL=https://s3.eu-central-003.backblazeb2.com
S3_ACCESS_KEY_ID=«_c»
S3_SECRET_ACCESS_KEY=«d»
`, V{"a": g.pwURL(), "b": g.hex(64), "_c": "003" + g.hex(22), "d": "K003" + g.an(27)}, "JWT_ALGORITHM=HS256", "https://s3.eu-central-003.backblazeb2.com")

	g.fwkAdd("fastapi-settings-class-defaults", `
# app/core/config.py
class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_ignore_empty=True)

    PROJECT_NAME: str = "ingest-api"
    SECRET_KEY: str = "«a»"
    FIRST_SUPERUSER: EmailStr = "admin@ingest.example"
    FIRST_SUPERUSER_PASSWORD: str = "«b»"
    POSTGRES_SERVER: str = "localhost"
    POSTGRES_PASSWORD: str = "«c»"
`, V{"a": g.b64u(43), "b": g.fwkPw(), "c": g.fwkPw()}, `PROJECT_NAME: str = "ingest-api"`, "admin@ingest.example")

	g.fwkAdd("fastapi-validation-error-echoes-input", `
Traceback (most recent call last):
  File "/app/app/main.py", line 9, in <module>
    settings = Settings()
  File "/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py", line 144, in __init__
    super().__init__(
pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings
REDIS_URL
  Input should be a valid URL, relative URL without a base [type=url_parsing, input_value='redis//:«a»@cache:6379/0', input_type=str]
    For further information visit https://errors.pydantic.dev/2.8/v/url_parsing
`, V{"a": g.an(28)}, "https://errors.pydantic.dev/2.8/v/url_parsing", "1 validation error for Settings")

	g.fwkAdd("fastapi-session-middleware", `
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI(title="ingest-api", version="0.9.2")
app.add_middleware(SessionMiddleware, secret_key="«a»", https_only=True, max_age=14 * 24 * 3600)
app.add_middleware(CORSMiddleware, allow_origins=["https://app.ingest.example"], allow_credentials=True)
`, V{"a": g.b64u(32)}, `version="0.9.2"`, "https://app.ingest.example")

	g.fwkAdd("flask-sqlalchemy-uri-in-log", `
[2024-07-19 08:41:12,044] INFO in __init__: Loaded config from ProductionConfig
[2024-07-19 08:41:12,046] DEBUG in __init__: SQLALCHEMY_DATABASE_URI=mssql+pyodbc://recipes_app:«a»@sqlsrv-recipes.database.windows.net:1433/recipes?driver=ODBC+Driver+18+for+SQL+Server
[2024-07-19 08:41:12,301] INFO in routes: registered 42 routes
`, V{"a": g.pwURL()}, "Loaded config from ProductionConfig", "driver=ODBC+Driver+18+for+SQL+Server")

	// benign
	g.fwkAdd("benign-fastapi-secretstr-repr", `
>>> from app.core.config import settings
>>> settings
Settings(PROJECT_NAME='ingest-api', SECRET_KEY=SecretStr('**********'), POSTGRES_SERVER='ingest-db.staging', POSTGRES_PASSWORD=SecretStr('**********'), SENTRY_DSN=None, BACKEND_CORS_ORIGINS=['https://app.ingest.example'])
>>> settings.model_fields_set
{'POSTGRES_SERVER', 'SECRET_KEY', 'POSTGRES_PASSWORD'}
`, nil, "SECRET_KEY=SecretStr('**********')", "POSTGRES_SERVER='ingest-db.staging'")

	g.fwkAdd("benign-flask-config-from-env", `
class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY") or "you-will-never-guess"
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL") or "sqlite:///" + os.path.join(basedir, "app.db")
    MAIL_PASSWORD = os.environ.get("MAIL_PASSWORD")
    ADMINS = ["your-email@example.com"]
`, nil, `"you-will-never-guess"`, `os.environ.get("MAIL_PASSWORD")`, "your-email@example.com")

	g.fwkAdd("benign-flask-run-output", `
$ flask --app recipes run --debug
 * Serving Flask app 'recipes'
 * Debug mode: on
WARNING: This is a development server. Do not use it in a production deployment. Use a production WSGI server instead.
 * Running on http://127.0.0.1:5000
Press CTRL+C to quit
 * Restarting with stat
 * Debugger is active!
 * Debugger PIN: 104-512-338
`, nil, "Serving Flask app 'recipes'", "Running on http://127.0.0.1:5000")

	g.fwkAdd("benign-fastapi-env-example", `
$ cat .env.example
APP_ENV=local
DATABASE_URL=postgresql+asyncpg://ingest:ingest@localhost:5432/ingest
JWT_SECRET=
S3_ACCESS_KEY_ID=
S3_SECRET_ACCESS_KEY=
# generate with: python -c "import secrets; print(secrets.token_urlsafe(32))"
`, nil, "postgresql+asyncpg://ingest:ingest@localhost:5432/ingest", `python -c "import secrets; print(secrets.token_urlsafe(32))"`)
}

// ---- Rails ----

func (g *G) fwkRails() {
	g.fwkAdd("rails-credentials-edit-tempfile", `
$ EDITOR="code --wait" bin/rails credentials:edit --environment staging
# (the agent reads the decrypted temp file VS Code opened)
$ cat /tmp/«_t»-staging.yml
secret_key_base: «a»
postgres:
  password: «b»
stripe:
  secret_key: «c»
  signing_secret: «d»
mailgun:
  api_key: «e»
  domain: mg.bookclub.example
`, V{"_t": g.hex(8), "a": g.hex(128), "b": g.fwkPw(), "c": g.skTest(), "d": g.whsec(), "e": g.mailgun()}, "domain: mg.bookclub.example", `EDITOR="code --wait" bin/rails credentials:edit --environment staging`)

	g.fwkAdd("rails-master-key-cat", `
$ ls config/credentials/
production.key  production.yml.enc  staging.yml.enc
$ cat config/credentials/production.key
«a»
$ git check-ignore -v config/credentials/production.key
.gitignore:31:/config/credentials/*.key	config/credentials/production.key
`, V{"a": g.hex(32)}, ".gitignore:31:/config/credentials/*.key")

	g.fwkAdd("rails-master-key-env-in-dockerfile-diff", `
--- a/Dockerfile
+++ b/Dockerfile
@@ -38,7 +38,6 @@ COPY . .
 RUN bundle exec bootsnap precompile app/ lib/
-ENV RAILS_MASTER_KEY=«a»
-RUN ./bin/rails assets:precompile
+RUN SECRET_KEY_BASE_DUMMY=1 ./bin/rails assets:precompile
`, V{"a": g.hex(32)}, "SECRET_KEY_BASE_DUMMY=1", "bundle exec bootsnap precompile app/ lib/")

	g.fwkAdd("rails-database-yml-passwords", `
# config/database.yml
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: bookclub_development
  username: bookclub
  password: «a»

production:
  <<: *default
  database: bookclub_production
  host: bookclub-prod.c9«_h».us-east-1.rds.amazonaws.com
  username: bookclub_app
  password: «b»
`, V{"a": g.fwkPw(), "_h": g.s(alLowNum, 10), "b": g.pwStrong()}, `pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>`, "bookclub_production")

	g.fwkAdd("rails-secrets-yml-legacy", `
# config/secrets.yml (Rails 4.2 app, still in service)
development:
  secret_key_base: «a»
  paperclip_s3_key: «b»
  paperclip_s3_secret: «c»

test:
  secret_key_base: «d»

production:
  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "d": g.hex(128)}, `<%= ENV["SECRET_KEY_BASE"] %>`)

	g.fwkAdd("rails-db-encryption-init-output", `
$ bin/rails db:encryption:init
Add this entry to the credentials of the target environment:

active_record_encryption:
  primary_key: «a»
  deterministic_key: «b»
  key_derivation_salt: «c»
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32)}, "Add this entry to the credentials of the target environment:")

	g.fwkAdd("rails-devise-fixture-encrypted-password", `
# test/fixtures/users.yml
alice:
  email: alice@bookclub.example
  encrypted_password: <%= Devise::Encryptor.digest(User, "password") %>
  confirmed_at: <%= 2.days.ago %>

ops_admin:
  email: ops@bookclub.example
  encrypted_password: "«a»"
  admin: true
`, V{"a": g.fwkBcrypt("2a")}, `<%= Devise::Encryptor.digest(User, "password") %>`, "ops@bookclub.example")

	g.fwkAdd("rails-console-credentials-dig", `
$ bin/rails c -e production
Loading production environment (Rails 7.1.3.4)
bookclub(prod)> Rails.application.credentials.dig(:aws)
=> {:access_key_id=>"«a»", :secret_access_key=>"«b»", :region=>"us-east-1", :bucket=>"bookclub-covers"}
bookclub(prod)> Rails.application.credentials.config.keys
=> [:secret_key_base, :aws, :postgres, :stripe, :mailgun]
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Loading production environment (Rails 7.1.3.4)", ":bucket=>\"bookclub-covers\"")

	g.fwkAdd("rails-devise-pepper-initializer", `
# config/initializers/devise.rb
Devise.setup do |config|
  config.mailer_sender = "no-reply@bookclub.example"
  config.secret_key = "«a»"
  config.pepper = "«b»"
  config.stretches = Rails.env.test? ? 1 : 12
end
`, V{"a": g.hex(128), "b": g.hex(128)}, "config.stretches = Rails.env.test? ? 1 : 12", "no-reply@bookclub.example")

	g.fwkAdd("rails-sidekiq-web-basic-auth", `
# config/routes.rb
require "sidekiq/web"

Sidekiq::Web.use Rack::Auth::Basic do |user, password|
  ActiveSupport::SecurityUtils.secure_compare(user, "sidekiq") &
    ActiveSupport::SecurityUtils.secure_compare(password, "«a»")
end
mount Sidekiq::Web => "/jobs"
`, V{"a": g.fwkPw()}, `mount Sidekiq::Web => "/jobs"`)

	// benign
	g.fwkAdd("benign-rails-credentials-yml-enc", `
$ cat config/credentials.yml.enc
«_a»
$ git log --oneline -1 -- config/credentials.yml.enc
«_c» Rotate Stripe keys (credentials re-encrypted)
`, V{"_a": g.fwkRailsEnc(), "_c": g.hex(7)}, "Rotate Stripe keys (credentials re-encrypted)")

	g.fwkAdd("benign-rails-database-yml-env", `
production:
  <<: *default
  url: <%= ENV["DATABASE_URL"] %>
  password: <%= ENV["BOOKCLUB_DATABASE_PASSWORD"] %>
cache:
  <<: *default
  database: bookclub_production_cache
  migrations_paths: db/cache_migrate
`, nil, `<%= ENV["BOOKCLUB_DATABASE_PASSWORD"] %>`, "migrations_paths: db/cache_migrate")

	g.fwkAdd("benign-rails-credentials-edit-saved", `
$ bin/rails credentials:edit
Adding config/master.key to store the encryption key: ****************************

Save this in a password manager your team can access.

If you lose the key, no one, including you, can access anything encrypted with it.

      create  config/master.key
File encrypted and saved.
`, nil, "File encrypted and saved.", "create  config/master.key")

	g.fwkAdd("benign-rails-schema-token-columns", `
  create_table "api_tokens", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.string "token_digest", null: false
    t.string "last_four", limit: 4
    t.datetime "expires_at"
    t.index ["token_digest"], name: "index_api_tokens_on_token_digest", unique: true
  end

ActiveRecord::Schema[7.1].define(version: 2024_08_30_101544) do
`, nil, "index_api_tokens_on_token_digest", "version: 2024_08_30_101544")
}

// ---- Laravel ----

func (g *G) fwkLaravel() {
	g.fwkAdd("laravel-env-file", `
$ cat .env
APP_NAME="Parcel Tracker"
APP_ENV=production
APP_KEY=«a»
APP_DEBUG=false
APP_URL=https://track.parcelhub.example

DB_CONNECTION=mysql
DB_HOST=10.0.12.5
DB_PORT=3306
DB_DATABASE=parcelhub
DB_USERNAME=parcelhub
DB_PASSWORD=«b»

REDIS_HOST=10.0.12.9
REDIS_PASSWORD=«c»

MAIL_MAILER=smtp
MAIL_HOST=email-smtp.eu-west-1.amazonaws.com
MAIL_USERNAME=«d»
MAIL_PASSWORD=«e»

PUSHER_APP_ID=«_f»
PUSHER_APP_KEY=«_g»
PUSHER_APP_SECRET=«h»
`, V{"a": g.laravelKey(), "b": g.fwkPw(), "c": g.an(24), "d": g.awsID(), "e": "BA" + g.s(alB64, 42), "_f": g.digits(7), "_g": g.hex(20), "h": g.hex(20)}, "APP_URL=https://track.parcelhub.example", "MAIL_HOST=email-smtp.eu-west-1.amazonaws.com")

	g.fwkAdd("laravel-config-database-defaults", `
// config/database.php
'mysql' => [
    'driver' => 'mysql',
    'host' => env('DB_HOST', '127.0.0.1'),
    'port' => env('DB_PORT', '3306'),
    'database' => env('DB_DATABASE', 'parcelhub'),
    'username' => env('DB_USERNAME', 'parcelhub'),
    'password' => env('DB_PASSWORD', '«a»'),
    'unix_socket' => env('DB_SOCKET', ''),
    'charset' => 'utf8mb4',
],
`, V{"a": g.fwkPw()}, "env('DB_SOCKET', '')", "'charset' => 'utf8mb4'")

	g.fwkAdd("laravel-key-generate-show", `
$ php artisan key:generate --show
«a»
$ php artisan key:generate --show --no-interaction
«b»
`, V{"a": g.laravelKey(), "b": g.laravelKey()}, "php artisan key:generate --show --no-interaction")

	g.fwkAdd("laravel-config-show-mail", `
$ php artisan config:show mail.mailers.smtp
  mail.mailers.smtp ........................................................
  transport ............................................................ smtp
  url ...................................................................... null
  host ..................................................... smtp.postmarkapp.com
  port ..................................................................... 587
  encryption ............................................................... tls
  username ..................................... «a»
  password ..................................... «a»
  timeout .................................................................. null
`, V{"a": g.uuid()}, "smtp.postmarkapp.com", "php artisan config:show mail.mailers.smtp")

	g.fwkAdd("laravel-cached-config-php", `
$ grep -n -A3 "'stripe'" bootstrap/cache/config.php
1184:    'stripe' =>
1185-    array (
1186-      'key' => '«_a»',
1187-      'secret' => '«b»',
--
1190:      'webhook' => array ('secret' => '«c»', 'tolerance' => 300),
`, V{"_a": g.pkLive(), "b": g.rkLive(), "c": g.whsec()}, "bootstrap/cache/config.php", "'tolerance' => 300")

	g.fwkAdd("laravel-tinker-config-services", `
$ php artisan tinker
Psy Shell v0.12.4 (PHP 8.3.9 — cli) by Justin Hileman
> config('services.mailgun')
= [
    "domain" => "mg.parcelhub.example",
    "secret" => "«a»",
    "endpoint" => "api.eu.mailgun.net",
    "scheme" => "https",
  ]
> config('services.google_maps.key')
= "«b»"
`, V{"a": g.mailgun(), "b": g.googleKey()}, `"endpoint" => "api.eu.mailgun.net"`, "Psy Shell v0.12.4")

	g.fwkAdd("laravel-sanctum-token-created", `
$ php artisan tinker --execute 'echo App\Models\User::find(7)->createToken("ci-deploy", ["deploy"])->plainTextToken;'
«a»
$ curl -s https://track.parcelhub.example/api/deploy/status -H "Authorization: Bearer «a»" -H "Accept: application/json"
{"status":"idle","last_release":"2024.09.3"}
`, V{"a": g.fwkSanctum()}, `{"status":"idle","last_release":"2024.09.3"}`)

	g.fwkAdd("laravel-user-factory-seeder", `
// database/seeders/AdminSeeder.php
public function run(): void
{
    User::updateOrCreate(
        ['email' => 'admin@parcelhub.example'],
        [
            'name' => 'Parcelhub Admin',
            'password' => Hash::make('«a»'),
            'email_verified_at' => now(),
        ],
    );
}
`, V{"a": g.fwkPw()}, "['email' => 'admin@parcelhub.example']", "'email_verified_at' => now()")

	g.fwkAdd("laravel-sql-dump-users-hash", `
$ mysql parcelhub -e "SELECT id, email, password, remember_token FROM users LIMIT 2"
+----+------------------------+--------------------------------------------------------------+----------------+
| id | email                  | password                                                     | remember_token |
+----+------------------------+--------------------------------------------------------------+----------------+
|  1 | admin@parcelhub.example | «a» | «b» |
|  2 | sam@parcelhub.example   | «c» | NULL           |
+----+------------------------+--------------------------------------------------------------+----------------+
`, V{"a": g.fwkBcrypt("2y"), "b": g.an(60), "c": g.fwkBcrypt("2y")}, "sam@parcelhub.example")

	g.fwkAdd("laravel-filesystems-s3-hardcoded", `
// config/filesystems.php
's3' => [
    'driver' => 's3',
    'key' => '«a»',
    'secret' => '«b»',
    'region' => 'ap-southeast-2',
    'bucket' => 'parcelhub-labels',
    'throw' => false,
],
`, V{"a": g.awsID(), "b": g.awsSecret()}, "'bucket' => 'parcelhub-labels'")

	g.fwkAdd("laravel-env-grep-across-sites", `
$ grep -H "DB_PASSWORD\|APP_KEY" /var/www/*/.env
/var/www/crm/.env:APP_KEY=«a»
/var/www/crm/.env:DB_PASSWORD=«b»
/var/www/shop/.env:APP_KEY=«c»
/var/www/shop/.env:DB_PASSWORD=
`, V{"a": g.laravelKey(), "b": g.fwkPw(), "c": g.laravelKey()}, "/var/www/shop/.env:DB_PASSWORD=")

	// benign
	g.fwkAdd("benign-laravel-env-example", `
APP_NAME=Laravel
APP_ENV=local
APP_KEY=
APP_DEBUG=true
DB_CONNECTION=sqlite
# DB_HOST=127.0.0.1
# DB_PASSWORD=
MAIL_MAILER=log
MAIL_FROM_ADDRESS="hello@example.com"
AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
VITE_APP_NAME="${APP_NAME}"
`, nil, `VITE_APP_NAME="${APP_NAME}"`, `MAIL_FROM_ADDRESS="hello@example.com"`)

	g.fwkAdd("benign-laravel-about", `
$ php artisan about --only=environment,cache
  Environment .....................................................................
  Application Name ...................................................... Parcel Tracker
  Laravel Version ....................................................... 11.21.0
  PHP Version ............................................................ 8.3.9
  Environment ....................................................... production
  Debug Mode ............................................................... OFF
  Cache ...........................................................................
  Config ................................................................. CACHED
  Routes ................................................................. CACHED
`, nil, "Laravel Version ....................................................... 11.21.0", "Parcel Tracker")

	g.fwkAdd("benign-laravel-services-env-only", `
'postmark' => [
    'token' => env('POSTMARK_TOKEN'),
],
'ses' => [
    'key' => env('AWS_ACCESS_KEY_ID'),
    'secret' => env('AWS_SECRET_ACCESS_KEY'),
    'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
],
'stripe' => ['key' => env('STRIPE_KEY'), 'secret' => env('STRIPE_SECRET')],
`, nil, "env('AWS_SECRET_ACCESS_KEY')", "env('AWS_DEFAULT_REGION', 'us-east-1')")

	g.fwkAdd("benign-laravel-encrypted-env", `
$ php artisan env:encrypt --env=production --key=$LARAVEL_ENV_ENCRYPTION_KEY
   INFO  Environment successfully encrypted.
  Key ........................................................... ****************
  Cipher .................................................... AES-256-CBC
  Encrypted file ........................................... .env.production.encrypted
$ head -c 80 .env.production.encrypted; echo
«_a»
`, V{"_a": b64s(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(90), g.hex(64)))[:80]}, "Environment successfully encrypted.", "--key=$LARAVEL_ENV_ENCRYPTION_KEY")
}

// ---- Symfony ----

func (g *G) fwkSymfony() {
	g.fwkAdd("symfony-env-local", `
$ cat .env.local
APP_ENV=prod
APP_SECRET=«a»
DATABASE_URL="postgresql://events:«b»@127.0.0.1:5432/events?serverVersion=16&charset=utf8"
MAILER_DSN=smtp://«_u»:«c»@smtp.mailtrap.io:2525
MESSENGER_TRANSPORT_DSN=amqp://events:«d»@rabbit.events.lan:5672/%2f/messages
`, V{"a": g.hex(32), "b": g.pwURL(), "_u": g.hex(14), "c": g.hex(14), "d": g.pwURL()}, "serverVersion=16&charset=utf8", "smtp.mailtrap.io:2525")

	g.fwkAdd("symfony-parameters-yml-legacy", `
# app/config/parameters.yml (Symfony 3.4)
parameters:
    database_host: 192.168.10.20
    database_port: 3306
    database_name: intranet
    database_user: intranet
    database_password: «a»
    mailer_transport: smtp
    mailer_host: mail.intranet.local
    mailer_user: intranet@intranet.local
    mailer_password: «b»
    secret: «c»
`, V{"a": g.fwkPw(), "b": g.pw(), "c": g.hex(40)}, "mailer_host: mail.intranet.local", "database_name: intranet")

	g.fwkAdd("symfony-secrets-reveal", `
$ php bin/console secrets:list --reveal --env=prod

 ------------------- ------------ -------------
  Secret              Value        Local Value
 ------------------- ------------ -------------
  DATABASE_PASSWORD   "«a»"
  STRIPE_SECRET_KEY   "«b»"
  SENTRY_DSN          "https://«=k»@o«_o».ingest.sentry.io/«_p»"
 ------------------- ------------ -------------

 // Local values override secret values.
 // Use secrets:set --local to define them.
`, V{"a": g.fwkPw(), "b": g.skLive(), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "// Use secrets:set --local to define them.")

	g.fwkAdd("symfony-vault-decrypt-key", `
$ cat config/secrets/prod/prod.decrypt.private.php
<?php // prod.decrypt.private on Tue, 14 May 2024 09:12:44 +0000
return "«a»";
$ ls config/secrets/prod/
prod.DATABASE_PASSWORD.«_b».php  prod.decrypt.private.php  prod.encrypt.public.php  prod.list.php
`, V{"a": phpEsc(g.bytes(64)), "_b": g.hex(6)}, "prod.encrypt.public.php")

	g.fwkAdd("symfony-security-yaml-memory-users", `
# config/packages/security.yaml
security:
    password_hashers:
        Symfony\Component\Security\Core\User\InMemoryUser: 'auto'
    providers:
        backoffice_users:
            memory:
                users:
                    admin: { password: '«a»', roles: ['ROLE_ADMIN'] }
                    reporting: { password: '«b»', roles: ['ROLE_REPORTS'] }
`, V{"a": g.fwkBcrypt("2y"), "b": g.fwkArgon()}, "Symfony\\Component\\Security\\Core\\User\\InMemoryUser: 'auto'", "providers:")

	g.fwkAdd("symfony-lexik-jwt-passphrase", `
# .env.local
###> lexik/jwt-authentication-bundle ###
JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem
JWT_PUBLIC_KEY=%kernel.project_dir%/config/jwt/public.pem
JWT_PASSPHRASE=«a»
###< lexik/jwt-authentication-bundle ###
`, V{"a": g.hex(32)}, "JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem", "###> lexik/jwt-authentication-bundle ###")

	g.fwkAdd("symfony-debug-container-env-vars", `
$ php bin/console debug:container --env-vars

Symfony Container Environment Variables
=======================================

 ------------------------- --------------- -----------------------------------------------
  Name                      Default value   Real value
 ------------------------- --------------- -----------------------------------------------
  APP_SECRET                n/a             "«a»"
  DATABASE_URL              n/a             "mysql://intranet:«b»@db:3306/intranet"
  MAILER_DSN                n/a             "null://null"
 ------------------------- --------------- -----------------------------------------------
`, V{"a": g.hex(32), "b": g.pwURL()}, `"null://null"`, "Symfony Container Environment Variables")

	g.fwkAdd("symfony-doctrine-fixture-hash", `
// src/DataFixtures/UserFixtures.php
public function load(ObjectManager $manager): void
{
    $admin = new User();
    $admin->setEmail('admin@events.example');
    $admin->setRoles(['ROLE_ADMIN']);
    // hash of the shared staging password, generated with security:hash-password
    $admin->setPassword('«a»');
    $manager->persist($admin);
    $manager->flush();
}
`, V{"a": g.fwkArgon()}, "admin@events.example", "security:hash-password")

	// benign
	g.fwkAdd("benign-symfony-env-committed", `
###> symfony/framework-bundle ###
APP_ENV=dev
APP_SECRET=
###< symfony/framework-bundle ###

###> doctrine/doctrine-bundle ###
# DATABASE_URL="mysql://app:!ChangeMe!@127.0.0.1:3306/app?serverVersion=8.0.32&charset=utf8mb4"
DATABASE_URL="postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
###< doctrine/doctrine-bundle ###
`, nil, "postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&charset=utf8", "###> symfony/framework-bundle ###")

	g.fwkAdd("benign-symfony-vault-entry", `
$ cat config/secrets/prod/prod.STRIPE_SECRET_KEY.«_h».php
<?php // prod.STRIPE_SECRET_KEY.«_h» on Tue, 14 May 2024 09:15:02 +0000
return "«_c»";
$ cat config/secrets/prod/prod.encrypt.public.php
<?php // prod.encrypt.public on Tue, 14 May 2024 09:12:44 +0000
return "«_p»";
`, V{"_h": g.hex(6), "_c": phpEsc(g.bytes(48)), "_p": phpEsc(g.bytes(32))}, "prod.encrypt.public on Tue, 14 May 2024 09:12:44 +0000")

	g.fwkAdd("benign-symfony-env-placeholders", `
# config/packages/doctrine.yaml
doctrine:
    dbal:
        url: '%env(resolve:DATABASE_URL)%'
        password: '%env(secret:DATABASE_PASSWORD)%'
framework:
    secret: '%env(APP_SECRET)%'
    mailer:
        dsn: '%env(MAILER_DSN)%'
`, nil, "'%env(secret:DATABASE_PASSWORD)%'", "'%env(APP_SECRET)%'")
}

// phpEsc renders bytes as PHP writes them in a double-quoted string with
// var_export-like escapes (\xNN for non-printables).
func phpEsc(b []byte) string {
	var sb strings.Builder
	for _, c := range b {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("+/=-_.,:;!#%&()*<>?@[]^{|}~ ", c) >= 0 {
			sb.WriteByte(c)
		} else {
			fmt.Fprintf(&sb, "\\x%02X", c)
		}
	}
	return sb.String()
}

// ---- ASP.NET Core and .NET Framework ----

func (g *G) fwkDotnet() {
	g.fwkAdd("dotnet-appsettings-development", `
// src/Clinic.Api/appsettings.Development.json
{
  "Logging": { "LogLevel": { "Default": "Information", "Microsoft.AspNetCore": "Warning" } },
  "ConnectionStrings": {
    "ClinicDb": "Server=localhost,1433;Database=Clinic;User Id=sa;Password=«a»;TrustServerCertificate=True",
    "Redis": "localhost:6379,password=«b»"
  },
  "Jwt": {
    "Issuer": "https://clinic.local",
    "Audience": "clinic-api",
    "SigningKey": "«c»"
  }
}
`, V{"a": g.fwkPw(), "b": g.fwkPw(), "c": g.b64(48)}, `"Audience": "clinic-api"`, "TrustServerCertificate=True")

	g.fwkAdd("dotnet-user-secrets-list", `
$ dotnet user-secrets list --project src/Clinic.Api
AzureAd:ClientSecret = «a»
ConnectionStrings:ClinicDb = Server=tcp:clinic-sql.database.windows.net,1433;Initial Catalog=clinic;User ID=clinicadmin;Password=«b»;Encrypt=True;
SendGrid:ApiKey = «c»
Twilio:AuthToken = «d»
Twilio:AccountSid = «_e»
`, V{"a": g.azSecret(), "b": g.pw(), "c": g.sendgrid(), "d": g.hex(32), "_e": g.twilioSID()}, "User ID=clinicadmin", "dotnet user-secrets list --project src/Clinic.Api")

	g.fwkAdd("dotnet-user-secrets-set-history", `
$ dotnet user-secrets init
Set UserSecretsId to '«_a»' for MSBuild project '/home/lee/src/clinic/src/Clinic.Api/Clinic.Api.csproj'.
$ dotnet user-secrets set "Stripe:SecretKey" "«b»"
Successfully saved Stripe:SecretKey = «b» to the secret store.
$ dotnet user-secrets set "Smtp:Password" "«c»"
Successfully saved Smtp:Password = «c» to the secret store.
`, V{"_a": g.uuid(), "b": g.skTest(), "c": g.fwkPw()}, "/home/lee/src/clinic/src/Clinic.Api/Clinic.Api.csproj")

	g.fwkAdd("dotnet-secrets-json-file", `
$ cat ~/.microsoft/usersecrets/«_a»/secrets.json
{
  "OpenAI:ApiKey": "«b»",
  "ConnectionStrings:Postgres": "Host=localhost;Port=5433;Database=notes;Username=notes;Password=«c»",
  "Authentication:Google:ClientId": "«_d».apps.googleusercontent.com",
  "Authentication:Google:ClientSecret": "«e»"
}
`, V{"_a": g.uuid(), "b": g.openai(), "c": g.fwkPw(), "_d": g.digits(12) + "-" + g.s(alLowNum, 32), "e": g.gocspx()}, "Host=localhost;Port=5433;Database=notes;Username=notes")

	g.fwkAdd("webconfig-connectionstrings-appsettings", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="IntranetEntities" connectionString="metadata=res://*/Models.Intranet.csdl|res://*/Models.Intranet.ssdl|res://*/Models.Intranet.msl;provider=System.Data.SqlClient;provider connection string=&quot;data source=SQL02\INTRANET;initial catalog=Intranet;user id=intranet_web;password=«a»;MultipleActiveResultSets=True;App=EntityFramework&quot;" providerName="System.Data.EntityClient" />
    <add name="Reporting" connectionString="Data Source=SQL02\REPORTS;Initial Catalog=Reports;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="webpages:Version" value="3.0.0.0" />
    <add key="SmtpPassword" value="«b»" />
    <add key="ExchangeRatesApiKey" value="«c»" />
  </appSettings>
</configuration>
`, V{"a": g.fwkPw(), "b": g.pw(), "c": g.hex(32)}, "Integrated Security=SSPI", `<add key="webpages:Version" value="3.0.0.0" />`)

	g.fwkAdd("webconfig-machinekey", `
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <httpRuntime targetFramework="4.8" maxRequestLength="51200" />
    <machineKey validationKey="«a»" decryptionKey="«b»" validation="HMACSHA256" decryption="AES" />
    <sessionState mode="StateServer" stateConnectionString="tcpip=10.1.4.20:42424" timeout="30" />
  </system.web>
`, V{"a": g.fwkMachineKey(128), "b": g.fwkMachineKey(64)}, `targetFramework="4.8"`, "tcpip=10.1.4.20:42424")

	g.fwkAdd("dotnet-data-protection-key-xml", `
$ cat /var/lib/clinic/keys/key-«_a».xml
<?xml version="1.0" encoding="utf-8"?>
<key id="«_a»" version="1">
  <creationDate>2024-03-02T11:20:41.5512218Z</creationDate>
  <activationDate>2024-03-02T11:20:41.4900102Z</activationDate>
  <expirationDate>2024-05-31T11:20:41.4900102Z</expirationDate>
  <descriptor deserializerType="Microsoft.AspNetCore.DataProtection.AuthenticatedEncryption.ConfigurationModel.AuthenticatedEncryptorDescriptorDeserializer, Microsoft.AspNetCore.DataProtection, Version=8.0.0.0, Culture=neutral, PublicKeyToken=adb9793829ddae60">
    <descriptor>
      <encryption algorithm="AES_256_CBC" />
      <validation algorithm="HMACSHA256" />
      <masterKey p4:requiresEncryption="true" xmlns:p4="http://schemas.asp.net/2015/03/dataProtection">
        <!-- Warning: the key below is in an unencrypted form. -->
        <value>«b»</value>
      </masterKey>
    </descriptor>
  </descriptor>
</key>
`, V{"_a": g.uuid(), "b": g.b64(64)}, "PublicKeyToken=adb9793829ddae60", "<!-- Warning: the key below is in an unencrypted form. -->")

	g.fwkAdd("dotnet-identity-seed-hash", `
// Data/Configurations/UserConfiguration.cs
builder.HasData(new ApplicationUser
{
    Id = "«_a»",
    UserName = "admin@clinic.example",
    NormalizedUserName = "ADMIN@CLINIC.EXAMPLE",
    Email = "admin@clinic.example",
    EmailConfirmed = true,
    PasswordHash = "«b»",
    SecurityStamp = "«_c»",
    ConcurrencyStamp = "«_d»"
});
`, V{"_a": g.uuid(), "b": g.fwkAspHash(), "_c": g.s(alUpNum, 32), "_d": g.uuid()}, `NormalizedUserName = "ADMIN@CLINIC.EXAMPLE"`)

	g.fwkAdd("dotnet-kestrel-cert-password", `
{
  "Kestrel": {
    "Endpoints": {
      "Https": {
        "Url": "https://0.0.0.0:5001",
        "Certificate": {
          "Path": "/certs/clinic-api.pfx",
          "Password": "«a»"
        }
      }
    }
  },
  "AllowedHosts": "*"
}
`, V{"a": g.fwkPw()}, `"Path": "/certs/clinic-api.pfx"`, `"Url": "https://0.0.0.0:5001"`)

	g.fwkAdd("dotnet-launchsettings-env", `
// Properties/launchSettings.json
{
  "profiles": {
    "Clinic.Api": {
      "commandName": "Project",
      "launchBrowser": true,
      "applicationUrl": "https://localhost:7043;http://localhost:5043",
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development",
        "AZURE_CLIENT_SECRET": "«a»",
        "AZURE_CLIENT_ID": "«_b»",
        "AZURE_TENANT_ID": "«_c»"
      }
    }
  }
}
`, V{"a": g.azSecret(), "_b": g.uuid(), "_c": g.uuid()}, "https://localhost:7043;http://localhost:5043")

	g.fwkAdd("dotnet-options-validation-exception", `
Unhandled exception. Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Port' with the error: 'The field Port must be between 1 and 65535.'.
   at Microsoft.Extensions.Options.OptionsFactory`+"`"+`1.Create(String name)
   at Clinic.Api.Program.<Main>$(String[] args) in /src/Clinic.Api/Program.cs:line 41
info: Clinic.Api.Startup[0]
      Loaded SmtpOptions { Host = smtp.clinic.example, Port = 0, User = mailer@clinic.example, Password = «a», EnableSsl = True }
`, V{"a": g.fwkPw()}, "'The field Port must be between 1 and 65535.'", "User = mailer@clinic.example")

	g.fwkAdd("dotnet-appsettings-diff-remove", `
diff --git a/src/Clinic.Worker/appsettings.json b/src/Clinic.Worker/appsettings.json
@@ -5,7 +5,7 @@
   "ServiceBus": {
-    "ConnectionString": "Endpoint=sb://clinic-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»",
+    "FullyQualifiedNamespace": "clinic-bus.servicebus.windows.net",
     "Queue": "appointments"
   },
`, V{"a": g.b64(32)}, `"FullyQualifiedNamespace": "clinic-bus.servicebus.windows.net"`, `"Queue": "appointments"`)

	// benign
	g.fwkAdd("benign-dotnet-appsettings-azuread", `
{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "Domain": "clinicgroup.onmicrosoft.com",
    "TenantId": "«_a»",
    "ClientId": "«_b»",
    "CallbackPath": "/signin-oidc",
    "ClientCertificates": []
  },
  "DownstreamApi": { "BaseUrl": "https://graph.microsoft.com/v1.0", "Scopes": "user.read" }
}
`, V{"_a": g.uuid(), "_b": g.uuid()}, "clinicgroup.onmicrosoft.com", `"CallbackPath": "/signin-oidc"`)

	g.fwkAdd("benign-dotnet-user-secrets-empty", `
$ dotnet user-secrets list
No secrets configured for this application.
$ grep UserSecretsId src/Clinic.Api/Clinic.Api.csproj
    <UserSecretsId>«_a»</UserSecretsId>
`, V{"_a": g.uuid()}, "No secrets configured for this application.")

	g.fwkAdd("benign-webconfig-transform-tokens", `
<!-- Web.Release.config -->
<connectionStrings>
  <add name="IntranetEntities"
       connectionString="data source=#{SqlServer}#;initial catalog=Intranet;user id=#{SqlUser}#;password=#{SqlPassword}#"
       xdt:Transform="SetAttributes" xdt:Locator="Match(name)"/>
</connectionStrings>
<appSettings>
  <add key="SmtpPassword" value="__SMTP_PASSWORD__" xdt:Transform="SetAttributes" xdt:Locator="Match(key)"/>
</appSettings>
`, nil, "password=#{SqlPassword}#", `value="__SMTP_PASSWORD__"`)

	g.fwkAdd("benign-dotnet-keyvault-config", `
builder.Configuration.AddAzureKeyVault(
    new Uri("https://kv-clinic-prod.vault.azure.net/"),
    new DefaultAzureCredential(new DefaultAzureCredentialOptions { ManagedIdentityClientId = "«_a»" }));
// secrets are named ConnectionStrings--ClinicDb and Smtp--Password in the vault
`, V{"_a": g.uuid()}, "https://kv-clinic-prod.vault.azure.net/", "ConnectionStrings--ClinicDb")

	g.fwkAdd("benign-dotnet-dev-certs", `
$ dotnet dev-certs https --trust
Trusting the HTTPS development certificate was requested. A confirmation prompt will be displayed if the certificate was not previously trusted. Click yes on the prompt to trust the certificate.
A valid HTTPS certificate is already present.
$ dotnet dev-certs https --check
A valid certificate was found: «_a» - CN=localhost - Valid from 2024-05-03 09:14:12Z to 2025-05-03 09:14:12Z - IsHttpsDevelopmentCertificate: true - IsExportable: true
`, V{"_a": g.s(alHexU, 40)}, "IsHttpsDevelopmentCertificate: true", "A valid HTTPS certificate is already present.")
}

// ---- Node frameworks ----

func (g *G) fwkNode() {
	g.fwkAdd("express-session-secret", `
// server/app.js
const session = require("express-session");
const RedisStore = require("connect-redis").default;

app.use(session({
  store: new RedisStore({ client: redisClient, prefix: "kiosk:" }),
  secret: ["«a»", "«b»"],
  name: "kiosk.sid",
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, maxAge: 8 * 60 * 60 * 1000 },
}));
`, V{"a": g.pw(), "b": g.hex(32)}, `name: "kiosk.sid"`, `prefix: "kiosk:"`)

	g.fwkAdd("express-session-cookie-header", `
$ curl -sv https://kiosk.museum.example/api/me 2>&1 | grep -i cookie
> Cookie: kiosk.sid=s%3A«a»
< set-cookie: kiosk.sid=s%3A«a»; Path=/; Expires=Thu, 05 Sep 2024 18:22:10 GMT; HttpOnly; Secure
`, V{"a": g.b64u(32) + "." + strings.NewReplacer("+", "%2B", "/", "%2F").Replace(base64.RawStdEncoding.EncodeToString(g.bytes(32)))}, "Path=/; Expires=Thu, 05 Sep 2024 18:22:10 GMT; HttpOnly; Secure")

	g.fwkAdd("nestjs-configmodule-validation-default", `
// src/config/env.validation.ts
export const envSchema = Joi.object({
  NODE_ENV: Joi.string().valid("development", "production", "test").default("development"),
  PORT: Joi.number().default(3000),
  DATABASE_URL: Joi.string().uri().default("postgres://ticketing:«a»@localhost:5432/ticketing"),
  JWT_ACCESS_SECRET: Joi.string().min(32).default("«b»"),
  JWT_REFRESH_SECRET: Joi.string().min(32).required(),
});
`, V{"a": g.fwkPw(), "b": g.hex(48)}, "JWT_REFRESH_SECRET: Joi.string().min(32).required()")

	g.fwkAdd("nestjs-jwt-module-register", `
@Module({
  imports: [
    UsersModule,
    PassportModule,
    JwtModule.register({
      global: true,
      secret: '«a»',
      signOptions: { expiresIn: '15m', issuer: 'ticketing-api' },
    }),
  ],
  providers: [AuthService, JwtStrategy],
})
export class AuthModule {}
`, V{"a": g.fwkPw()}, "issuer: 'ticketing-api'", "export class AuthModule {}")

	g.fwkAdd("node-config-production-json", `
$ cat config/production.json
{
  "server": { "port": 8080, "trustProxy": true },
  "db": {
    "client": "mysql2",
    "connection": { "host": "mysql-prod.kiosk.internal", "user": "kiosk", "password": "«a»", "database": "kiosk" }
  },
  "auth": { "jwtSecret": "«b»", "cookieSecret": "«c»" },
  "mapbox": { "accessToken": "«_d»" }
}
`, V{"a": g.fwkPw(), "b": g.b64(32), "c": g.hex(32), "_d": g.mapboxPK()}, "mysql-prod.kiosk.internal", `"trustProxy": true`)

	g.fwkAdd("nextjs-config-env-leak", `
// next.config.js
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: { remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io" }] },
  env: {
    SANITY_PROJECT_ID: "«_a»",
    SANITY_API_TOKEN: "«b»",
    REVALIDATE_SECRET: "«c»",
  },
};
module.exports = nextConfig;
`, V{"_a": g.s(alLowNum, 8), "b": "sk" + g.an(180), "c": g.uuid()}, `hostname: "cdn.sanity.io"`, "reactStrictMode: true")

	g.fwkAdd("nextjs-env-local-nextauth", `
$ cat .env.local
NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=«a»
GITHUB_ID=«_b»
GITHUB_SECRET=«c»
DATABASE_URL="postgresql://postgres:«d»@db.«_e».supabase.co:5432/postgres"
NEXT_PUBLIC_POSTHOG_KEY=«_f»
`, V{"a": g.b64(32), "_b": "Ov23li" + g.an(14), "c": g.hex(40), "d": g.fwkPw(), "_e": g.s(alLower, 20), "_f": "phc_" + g.an(43)}, "NEXTAUTH_URL=http://localhost:3000")

	g.fwkAdd("nextjs-build-output-inlined-env", `
$ grep -o 'SANITY_API_TOKEN:"[^"]*"' .next/static/chunks/pages/_app-«_a».js
SANITY_API_TOKEN:"«b»"
$ ls .next/static/chunks/pages/
_app-«_a».js  _error-«_c».js  index-«_d».js
`, V{"_a": g.hex(16), "b": "sk" + g.an(180), "_c": g.hex(16), "_d": g.hex(16)}, ".next/static/chunks/pages/")

	g.fwkAdd("nuxt-runtimeconfig-defaults", `
// nuxt.config.ts
export default defineNuxtConfig({
  devtools: { enabled: true },
  runtimeConfig: {
    stripeSecretKey: "«a»",
    sessionPassword: "«b»",
    public: {
      apiBase: "/api",
      stripePublishableKey: "«_c»",
    },
  },
});
`, V{"a": g.skTest(), "b": g.an(40), "_c": g.pkLive()}, `apiBase: "/api"`)

	g.fwkAdd("sveltekit-env-private-file", `
$ cat .env
# read through $env/static/private in src/lib/server/db.ts
DATABASE_URL=mysql://planner:«a»@aws.connect.psdb.cloud/planner?sslaccept=strict
RESEND_API_KEY=«b»
PUBLIC_SITE_URL=https://planner.example
`, V{"a": "pscale_pw_" + g.b64u(43), "b": "re_" + g.an(8) + "_" + g.an(24)}, "$env/static/private", "PUBLIC_SITE_URL=https://planner.example")

	g.fwkAdd("remix-cookie-session-secrets", `
// app/sessions.server.ts
import { createCookieSessionStorage } from "@remix-run/node";

export const { getSession, commitSession, destroySession } = createCookieSessionStorage({
  cookie: {
    name: "__planner_session",
    httpOnly: true,
    sameSite: "lax",
    secrets: [process.env.SESSION_SECRET ?? "«a»"],
    secure: process.env.NODE_ENV === "production",
  },
});
`, V{"a": g.fwkPw()}, `name: "__planner_session"`, `process.env.NODE_ENV === "production"`)

	g.fwkAdd("adonis-env-app-key", `
$ cat .env
TZ=UTC
PORT=3333
HOST=localhost
LOG_LEVEL=info
APP_KEY=«a»
NODE_ENV=development
SESSION_DRIVER=cookie
DB_HOST=127.0.0.1
DB_USER=root
DB_PASSWORD=«b»
DB_DATABASE=adonis_app
`, V{"a": g.b64u(32), "b": g.fwkPw()}, "DB_DATABASE=adonis_app", "SESSION_DRIVER=cookie")

	g.fwkAdd("feathers-default-json-auth", `
// config/default.json
{
  "host": "localhost",
  "port": 3030,
  "public": "./public/",
  "paginate": { "default": 10, "max": 50 },
  "authentication": {
    "entity": "user",
    "service": "users",
    "secret": "«a»",
    "authStrategies": ["jwt", "local"],
    "oauth": { "github": { "key": "«_b»", "secret": "«c»" } }
  },
  "mongodb": "mongodb+srv://feathers:«d»@cluster0.«_e».mongodb.net/chat"
}
`, V{"a": g.b64(24), "_b": "Iv1." + g.hex(16), "c": g.hex(40), "d": g.pwURL(), "_e": g.s(alLowNum, 5)}, `"authStrategies": ["jwt", "local"]`)

	g.fwkAdd("meteor-settings-json", `
$ cat settings-production.json
{
  "public": { "analyticsSettings": { "Google Analytics": { "trackingId": "G-«_a»" } } },
  "private": {
    "MAIL_URL": "smtps://apikey:«b»@smtp.sendgrid.net:465",
    "oauth": { "google": { "clientId": "«_c».apps.googleusercontent.com", "secret": "«d»" } }
  }
}
$ meteor deploy kiosk.meteorapp.com --settings settings-production.json
`, V{"_a": g.s(alUpNum, 10), "b": g.sendgrid(), "_c": g.digits(12) + "-" + g.s(alLowNum, 32), "d": g.gocspx()}, "meteor deploy kiosk.meteorapp.com --settings settings-production.json")

	// benign
	g.fwkAdd("benign-nuxt-runtimeconfig-empty", `
export default defineNuxtConfig({
  runtimeConfig: {
    // overridden at runtime by NUXT_STRIPE_SECRET_KEY and NUXT_SESSION_PASSWORD
    stripeSecretKey: "",
    sessionPassword: "",
    public: { apiBase: process.env.NUXT_PUBLIC_API_BASE || "/api" },
  },
});
`, nil, "NUXT_STRIPE_SECRET_KEY", `process.env.NUXT_PUBLIC_API_BASE || "/api"`)

	g.fwkAdd("benign-sveltekit-env-imports", `
// src/lib/server/auth.ts
import { AUTH_SECRET, GITHUB_CLIENT_SECRET } from "$env/static/private";
import { env } from "$env/dynamic/private";
import { PUBLIC_SITE_URL } from "$env/static/public";

export const githubProvider = GitHub({ clientId: env.GITHUB_CLIENT_ID, clientSecret: GITHUB_CLIENT_SECRET });
`, nil, `import { AUTH_SECRET, GITHUB_CLIENT_SECRET } from "$env/static/private";`, "clientId: env.GITHUB_CLIENT_ID")

	g.fwkAdd("benign-nextjs-public-env", `
$ cat .env.production
NEXT_PUBLIC_SITE_URL=https://shop.example
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=«_a»
NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com
NEXT_PUBLIC_SENTRY_ENVIRONMENT=production
NEXT_PUBLIC_BUILD_ID=«_b»
`, V{"_a": g.pkLive(), "_b": g.gitSHA()}, "NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com")

	g.fwkAdd("benign-nestjs-config-service-usage", `
@Injectable()
export class MailService {
  constructor(private readonly config: ConfigService<EnvVars, true>) {}

  private transport = nodemailer.createTransport({
    host: this.config.get("SMTP_HOST", { infer: true }),
    auth: { user: this.config.get("SMTP_USER"), pass: this.config.getOrThrow("SMTP_PASSWORD") },
  });
}
`, nil, `this.config.getOrThrow("SMTP_PASSWORD")`, "ConfigService<EnvVars, true>")

	g.fwkAdd("benign-express-env-check", `
$ node -e 'require("dotenv").config(); console.log(Object.keys(process.env).filter(k => /SECRET|TOKEN|KEY/.test(k)))'
[ 'SESSION_SECRET', 'JWT_SECRET', 'MAPBOX_TOKEN', 'STRIPE_SECRET_KEY', 'npm_config_cache_key' ]
$ node -v
v20.17.0
`, nil, "'SESSION_SECRET', 'JWT_SECRET', 'MAPBOX_TOKEN'", "filter(k => /SECRET|TOKEN|KEY/.test(k))")
}

// ---- headless CMSs and PHP applications ----

func (g *G) fwkCMS() {
	g.fwkAdd("strapi-env-generated", `
$ cat .env
HOST=0.0.0.0
PORT=1337
APP_KEYS=«a»
API_TOKEN_SALT=«b»
ADMIN_JWT_SECRET=«c»
TRANSFER_TOKEN_SALT=«d»
JWT_SECRET=«e»
DATABASE_CLIENT=postgres
DATABASE_HOST=127.0.0.1
DATABASE_NAME=strapi
DATABASE_USERNAME=strapi
DATABASE_PASSWORD=«f»
`, V{"a": g.fwkStrapiKeys(), "b": g.b64(16), "c": g.b64(16), "d": g.b64(16), "e": g.b64(16), "f": g.fwkPw()}, "DATABASE_CLIENT=postgres", "PORT=1337")

	g.fwkAdd("strapi-admin-config-fallback", `
// config/admin.ts
export default ({ env }) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET', '«a»'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', '«b»'),
  },
  flags: { nps: env.bool('FLAG_NPS', true) },
});
`, V{"a": g.b64(16), "b": g.b64(16)}, "env.bool('FLAG_NPS', true)")

	g.fwkAdd("strapi-api-token-curl", `
$ curl -s "https://cms.vinyl-shop.example/api/records?populate=cover&pagination[pageSize]=2" \
    -H "Authorization: Bearer «a»" | jq '.meta'
{
  "pagination": { "page": 1, "pageSize": 2, "pageCount": 118, "total": 235 }
}
`, V{"a": g.hex(256)}, "https://cms.vinyl-shop.example/api/records?populate=cover&pagination[pageSize]=2")

	g.fwkAdd("directus-env", `
$ cat directus/.env
KEY="«_a»"
SECRET="«b»"
DB_CLIENT="pg"
DB_HOST="postgres"
DB_PORT="5432"
DB_DATABASE="directus"
DB_USER="directus"
DB_PASSWORD="«c»"
ADMIN_EMAIL="admin@gallery.example"
ADMIN_PASSWORD="«d»"
STORAGE_LOCATIONS="s3"
STORAGE_S3_KEY="«_e»"
STORAGE_S3_SECRET="«f»"
`, V{"_a": g.uuid(), "b": g.an(32), "c": g.fwkPw(), "d": g.fwkPw(), "_e": g.s(alUpNum, 20), "f": g.an(40)}, `ADMIN_EMAIL="admin@gallery.example"`, `STORAGE_LOCATIONS="s3"`)

	g.fwkAdd("directus-static-token-sdk", `
import { createDirectus, rest, staticToken, readItems } from "@directus/sdk";

const client = createDirectus("https://cms.gallery.example")
  .with(staticToken("«a»"))
  .with(rest());

const works = await client.request(readItems("artworks", { limit: 20, fields: ["id", "title", "year"] }));
`, V{"a": g.b64u(32)}, `readItems("artworks", { limit: 20, fields: ["id", "title", "year"] })`)

	g.fwkAdd("wordpress-wp-config", `
$ sed -n '20,70p' wp-config.php
/** The name of the database for WordPress */
define( 'DB_NAME', 'wp_bakery' );

/** Database username */
define( 'DB_USER', 'wp_bakery' );

/** Database password */
define( 'DB_PASSWORD', '«a»' );

/** Database hostname */
define( 'DB_HOST', 'localhost' );

define( 'AUTH_KEY',         '«b»' );
define( 'SECURE_AUTH_KEY',  '«c»' );
define( 'LOGGED_IN_KEY',    '«d»' );
define( 'NONCE_KEY',        '«e»' );
define( 'AUTH_SALT',        '«f»' );
define( 'SECURE_AUTH_SALT', '«g»' );
define( 'LOGGED_IN_SALT',   '«h»' );
define( 'NONCE_SALT',       '«i»' );

$table_prefix = 'wpb_';
`, V{"a": g.fwkPw(), "b": g.fwkWPSalt(), "c": g.fwkWPSalt(), "d": g.fwkWPSalt(), "e": g.fwkWPSalt(), "f": g.fwkWPSalt(), "g": g.fwkWPSalt(), "h": g.fwkWPSalt(), "i": g.fwkWPSalt()}, "$table_prefix = 'wpb_';", "define( 'DB_NAME', 'wp_bakery' );")

	g.fwkAdd("wordpress-smtp-plugin-constants", `
// wp-config.php, added for WP Mail SMTP
define( 'WPMS_ON', true );
define( 'WPMS_MAILER', 'smtp' );
define( 'WPMS_SMTP_HOST', 'smtp.zoho.eu' );
define( 'WPMS_SMTP_PORT', 465 );
define( 'WPMS_SSL', 'ssl' );
define( 'WPMS_SMTP_USER', 'orders@bakery.example' );
define( 'WPMS_SMTP_PASS', '«a»' );
define( 'WP_REDIS_PASSWORD', '«b»' );
`, V{"a": g.pw(), "b": g.an(32)}, "define( 'WPMS_SMTP_HOST', 'smtp.zoho.eu' );")

	g.fwkAdd("wordpress-users-table-phpass", `
$ wp db query "SELECT ID, user_login, user_pass, user_email FROM wpb_users"
+----+------------+------------------------------------+------------------------+
| ID | user_login | user_pass                          | user_email             |
+----+------------+------------------------------------+------------------------+
|  1 | bakeradmin | «a» | owner@bakery.example   |
|  2 | editor     | «b» | editor@bakery.example  |
+----+------------+------------------------------------+------------------------+
`, V{"a": "$P$B" + g.s(alAlnum+"./", 30), "b": "$wp$2y$10$" + g.s(alAlnum+"./", 53)}, "owner@bakery.example", "bakeradmin")

	g.fwkAdd("drupal-settings-php", `
$ tail -n 25 web/sites/default/settings.php
$databases['default']['default'] = [
  'database' => 'drupal_library',
  'username' => 'drupal',
  'password' => '«a»',
  'prefix' => '',
  'host' => 'mariadb',
  'port' => '3306',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
  'driver' => 'mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];
$settings['hash_salt'] = '«b»';
$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^library\.example$'];
`, V{"a": g.fwkPw(), "b": g.b64u(74)}, "$settings['config_sync_directory'] = '../config/sync';", "'database' => 'drupal_library'")

	g.fwkAdd("drupal-settings-local-smtp", `
// web/sites/default/settings.local.php
$config['smtp.settings']['smtp_host'] = 'smtp.mailgun.org';
$config['smtp.settings']['smtp_username'] = 'postmaster@mg.library.example';
$config['smtp.settings']['smtp_password'] = '«a»';
$config['search_api.server.solr']['backend_config']['connector_config']['password'] = '«b»';
$config['system.logging']['error_level'] = 'verbose';
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.fwkPw()}, "$config['system.logging']['error_level'] = 'verbose';")

	g.fwkAdd("magento-env-php", `
$ php -r 'print_r((include "app/etc/env.php")["db"]);'
Array
(
    [table_prefix] =>
    [connection] => Array
        (
            [default] => Array
                (
                    [host] => mysql.store.internal
                    [dbname] => magento
                    [username] => magento
                    [password] => «a»
                    [model] => mysql4
                    [active] => 1
                )
        )
)
$ grep -A2 "'crypt'" app/etc/env.php
    'crypt' => [
        'key' => '«b»'
    ],
`, V{"a": g.fwkPw(), "b": "base64" + g.b64(32)}, "mysql.store.internal", "[model] => mysql4")

	g.fwkAdd("magento-config-sensitive-set", `
$ bin/magento config:set payment/braintree/merchant_id «_a»
Value was saved.
$ bin/magento config:sensitive:set payment/braintree/private_key «b»
Configuration value saved in app/etc/env.php
$ bin/magento config:show payment/braintree/private_key
0:3:«_c»
`, V{"_a": g.s(alLowNum, 16), "b": g.hex(32), "_c": g.b64(48)}, "Configuration value saved in app/etc/env.php")

	g.fwkAdd("joomla-configuration-php", `
class JConfig {
	public $offline = false;
	public $sitename = 'Alpine Club';
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'alpine_j4';
	public $password = '«a»';
	public $db = 'alpine_joomla';
	public $dbprefix = 'x7k2_';
	public $secret = '«b»';
	public $smtppass = '«c»';
	public $log_path = '/var/www/alpine/administrator/logs';
}
`, V{"a": g.fwkPw(), "b": g.an(16), "c": g.pw()}, "public $dbprefix = 'x7k2_';", "/var/www/alpine/administrator/logs")

	// benign
	g.fwkAdd("benign-wp-config-sample", `
define( 'DB_NAME', 'database_name_here' );
define( 'DB_USER', 'username_here' );
define( 'DB_PASSWORD', 'password_here' );
define( 'DB_HOST', 'localhost' );

define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
define( 'LOGGED_IN_KEY',    'put your unique phrase here' );
define( 'NONCE_KEY',        'put your unique phrase here' );
/* Change these to different unique phrases! You can generate these using
 * the {@link https://api.wordpress.org/secret-key/1.1/salt/ WordPress.org secret-key service}. */
`, nil, "'put your unique phrase here'", "'password_here'", "https://api.wordpress.org/secret-key/1.1/salt/")

	g.fwkAdd("benign-wp-config-getenv", `
define( 'DB_PASSWORD', getenv_docker('WORDPRESS_DB_PASSWORD', 'example password') );
define( 'AUTH_KEY', getenv_docker('WORDPRESS_AUTH_KEY', '«_a»') );
define( 'WP_DEBUG', !!getenv_docker('WORDPRESS_DEBUG', '') );
`, V{"_a": g.hex(40)}, "getenv_docker('WORDPRESS_DB_PASSWORD', 'example password')", "getenv_docker('WORDPRESS_DEBUG', '')")

	g.fwkAdd("benign-drupal-default-settings", `
$ grep -n "hash_salt\|\$databases = " web/sites/default/default.settings.php
94:$databases = [];
290:$settings['hash_salt'] = '';
$ drush status --fields=drupal-version,db-status,bootstrap
Drupal version   : 10.3.2
Database         : Connected
Drupal bootstrap : Successful
`, nil, "$settings['hash_salt'] = '';", "Drupal version   : 10.3.2")

	g.fwkAdd("benign-strapi-config-env-refs", `
// config/server.ts
export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
});
`, nil, "env.array('APP_KEYS')", "env.int('PORT', 1337)")
}

// ---- Phoenix, Play and Ktor ----

func (g *G) fwkPhoenixHOCON() {
	g.fwkAdd("phoenix-dev-exs-secret-key-base", `
# config/dev.exs
config :menu, MenuWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  check_origin: false,
  code_reloader: true,
  debug_errors: true,
  secret_key_base: "«a»",
  watchers: [
    esbuild: {Esbuild, :install_and_run, [:menu, ~w(--sourcemap=inline --watch)]}
  ]
`, V{"a": g.fwkSKB()}, "http: [ip: {127, 0, 0, 1}, port: 4000]")

	g.fwkAdd("phoenix-prod-secret-exs-legacy", `
# config/prod.secret.exs (generated by phx.new 1.5, never migrated to runtime.exs)
use Mix.Config

config :menu, Menu.Repo,
  url: "ecto://menu:«a»@menu-db.internal/menu_prod",
  pool_size: 10

config :menu, MenuWeb.Endpoint,
  secret_key_base: "«b»"

config :menu, Menu.Mailer, adapter: Swoosh.Adapters.Sendgrid, api_key: "«c»"
`, V{"a": g.pwURL(), "b": g.fwkSKB(), "c": g.sendgrid()}, "adapter: Swoosh.Adapters.Sendgrid", "use Mix.Config")

	g.fwkAdd("phoenix-runtime-exs-fallbacks", `
# config/runtime.exs
if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      "ecto://postgres:«a»@localhost/menu_prod"

  secret_key_base =
    System.get_env("SECRET_KEY_BASE") || "«b»"

  config :menu, Menu.Guardian,
    issuer: "menu",
    secret_key: System.get_env("GUARDIAN_SECRET") || "«c»"
end
`, V{"a": g.fwkPw(), "b": g.fwkSKB(), "c": g.b64(48)}, `System.get_env("SECRET_KEY_BASE")`, `issuer: "menu"`)

	g.fwkAdd("benign-phoenix-endpoint-signing-salt", `
# lib/menu_web/endpoint.ex
  @session_options [
    store: :cookie,
    key: "_menu_key",
    signing_salt: "«=s»",
    same_site: "Lax"
  ]

  socket "/live", Phoenix.LiveView.Socket,
    websocket: [connect_info: [session: @session_options]]
$ grep -rn "live_view" config/config.exs
config/config.exs:19:  live_view: [signing_salt: "«=l»"]
`, V{"=s": g.an(8), "=l": g.an(8)}, `key: "_menu_key"`, "Phoenix.LiveView.Socket")

	g.fwkAdd("phoenix-iex-application-env", `
$ iex -S mix
Erlang/OTP 27 [erts-15.0.1] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit:ns]
Interactive Elixir (1.17.2) - press Ctrl+C to exit (type h() ENTER for help)
iex(1)> Application.get_env(:menu, Menu.Repo)
[
  username: "menu",
  password: "«a»",
  hostname: "localhost",
  database: "menu_dev",
  pool_size: 10
]
iex(2)> Application.get_env(:ex_aws, :secret_access_key)
"«b»"
`, V{"a": g.fwkPw(), "b": g.awsSecret()}, "Interactive Elixir (1.17.2)", `database: "menu_dev"`)

	g.fwkAdd("play-application-conf", `
# conf/application.conf
play.http.secret.key = "«a»"
play.filters.hosts.allowed = ["api.quiz.example", "localhost:9000"]

slick.dbs.default {
  profile = "slick.jdbc.PostgresProfile$"
  db.driver = "org.postgresql.Driver"
  db.url = "jdbc:postgresql://quiz-db:5432/quiz"
  db.user = "quiz"
  db.password = "«b»"
}

play.mailer {
  host = "smtp.eu.mailgun.org"
  user = "postmaster@mg.quiz.example"
  password = "«c»"
}
`, V{"a": g.an(64), "b": g.fwkPw(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, `profile = "slick.jdbc.PostgresProfile$"`, "localhost:9000")

	g.fwkAdd("play-silhouette-crypter", `
silhouette {
  authenticator.cookieName = "authenticator"
  authenticator.signer.key = "«a»"
  authenticator.crypter.key = "«b»"
  socialStateHandler.signer.key = "«c»"
  google.clientID = "«_d».apps.googleusercontent.com"
  google.clientSecret = "«e»"
}
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32), "_d": g.digits(12) + "-" + g.s(alLowNum, 32), "e": g.gocspx()}, `authenticator.cookieName = "authenticator"`)

	g.fwkAdd("ktor-application-conf-jwt", `
# src/main/resources/application.conf
ktor {
    deployment { port = 8080, port = ${?PORT} }
    application { modules = [ com.quiz.ApplicationKt.module ] }
}
jwt {
    secret = "«a»"
    issuer = "https://quiz.example/"
    audience = "quiz-users"
    realm = "quiz"
}
database {
    url = "jdbc:postgresql://localhost:5432/quiz"
    user = "quiz"
    password = "«b»"
}
`, V{"a": g.pw(), "b": g.fwkPw()}, "com.quiz.ApplicationKt.module", `audience = "quiz-users"`)

	g.fwkAdd("ktor-application-yaml-oauth", `
# src/main/resources/application.yaml
ktor:
  deployment:
    port: 8080
oauth:
  google:
    clientId: "«_a».apps.googleusercontent.com"
    clientSecret: "«b»"
  github:
    clientId: "«_c»"
    clientSecret: "«d»"
session:
  signKey: "«e»"
`, V{"_a": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "_c": "Iv1." + g.hex(16), "d": g.hex(40), "e": g.hex(64)}, "port: 8080")

	// benign
	g.fwkAdd("benign-phoenix-runtime-exs-raise", `
  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise """
      environment variable SECRET_KEY_BASE is missing.
      You can generate one by calling: mix phx.gen.secret
      """

  host = System.get_env("PHX_HOST") || "menu.example"
  port = String.to_integer(System.get_env("PORT") || "4000")
`, nil, "You can generate one by calling: mix phx.gen.secret", `System.get_env("PHX_HOST") || "menu.example"`)

	g.fwkAdd("benign-play-conf-env-substitution", `
play.http.secret.key = "changeme"
play.http.secret.key = ${?APPLICATION_SECRET}
db.default.url = ${?JDBC_DATABASE_URL}
db.default.password = ${?DB_PASSWORD}
play.i18n.langs = [ "en", "de" ]
`, nil, `play.http.secret.key = "changeme"`, "${?APPLICATION_SECRET}", "db.default.password = ${?DB_PASSWORD}")

	g.fwkAdd("benign-play-secret-too-short-error", `
[error] p.a.h.HttpConfiguration$ - The application secret has not been set, and we are in prod mode. Your application is not secure.
[error] p.a.h.HttpConfiguration$ - To set the application secret, please read https://www.playframework.com/documentation/latest/ApplicationSecret
Oops, cannot start the server.
@8h2kf1n3c: Configuration error
`, nil, "https://www.playframework.com/documentation/latest/ApplicationSecret", "@8h2kf1n3c: Configuration error")
}

// ---- Go, Rust, Dart and game engines ----

func (g *G) fwkGoRustDart() {
	g.fwkAdd("go-viper-config-yaml", `
$ cat configs/config.yaml
server:
  addr: ":8080"
  read_timeout: 5s
postgres:
  dsn: "postgres://courier:«a»@courier-pg:5432/courier?sslmode=require"
nats:
  url: nats://nats.courier.svc:4222
  creds: /etc/nats/courier.creds
auth:
  jwt_secret: «b»
twilio:
  account_sid: «_c»
  auth_token: «d»
`, V{"a": g.pwURL(), "b": g.b64u(43), "_c": g.twilioSID(), "d": g.hex(32)}, "creds: /etc/nats/courier.creds", "nats://nats.courier.svc:4222")

	g.fwkAdd("go-viper-setdefault", `
func initConfig() {
	viper.SetConfigName("config")
	viper.AddConfigPath("./configs")
	viper.SetEnvPrefix("COURIER")
	viper.AutomaticEnv()

	viper.SetDefault("server.addr", ":8080")
	viper.SetDefault("redis.password", "«a»")
	viper.SetDefault("maps.api_key", "«b»")
	viper.SetDefault("log.level", "info")
}
`, V{"a": g.fwkPw(), "b": g.googleKey()}, `viper.SetEnvPrefix("COURIER")`)

	g.fwkAdd("go-viper-allsettings-debug-print", `
$ go run ./cmd/courier --debug-config
2024/09/12 10:02:11 config: map[auth:map[jwt_secret:«a» ttl:15m] log:map[level:debug] postgres:map[dsn:postgres://courier:«b»@localhost:5432/courier?sslmode=disable] server:map[addr::8080]]
2024/09/12 10:02:11 listening on :8080
`, V{"a": g.b64u(43), "b": g.pwURL()}, "2024/09/12 10:02:11 listening on :8080")

	g.fwkAdd("go-struct-printf-config", `
--- FAIL: TestLoadConfig (0.00s)
    config_test.go:41: got  config.Config{Addr:":8080", DB:config.DB{Host:"localhost", User:"courier", Password:"«a»", Name:"courier"}, SMTP:config.SMTP{Host:"smtp.postmarkapp.com", Token:"«b»"}}
    config_test.go:42: want config.Config{Addr:":9090", DB:config.DB{Host:"localhost", User:"courier", Password:"«a»", Name:"courier"}, SMTP:config.SMTP{Host:"smtp.postmarkapp.com", Token:"«b»"}}
FAIL
FAIL	github.com/courier-co/courier/internal/config	0.011s
`, V{"a": g.fwkPw(), "b": g.uuid()}, "github.com/courier-co/courier/internal/config", "--- FAIL: TestLoadConfig (0.00s)")

	g.fwkAdd("rust-config-crate-toml", `
$ cat config/production.toml
[server]
host = "0.0.0.0"
port = 8000

[database]
url = "postgres://newsletter:«a»@newsletter-db.internal:5432/newsletter"
require_ssl = true

[email_client]
base_url = "https://api.postmarkapp.com"
sender_email = "news@letter.example"
authorization_token = "«b»"
timeout_milliseconds = 10000
`, V{"a": g.pwURL(), "b": g.uuid()}, `sender_email = "news@letter.example"`, "timeout_milliseconds = 10000")

	g.fwkAdd("rust-debug-print-settings", `
thread 'main' panicked at src/startup.rs:52:10:
Failed to connect to Postgres: Database(PgDatabaseError { severity: Fatal, code: "28P01", message: "password authentication failed for user \"newsletter\"" })
note: run with ˋRUST_BACKTRACE=1ˋ environment variable to display a backtrace
[2024-09-03T07:12:01Z DEBUG newsletter] Settings { database: DatabaseSettings { username: "newsletter", password: "«a»", host: "127.0.0.1", port: 5432, database_name: "newsletter" }, application_port: 8000 }
`, V{"a": g.fwkPw()}, `code: "28P01"`, `database_name: "newsletter"`)

	g.fwkAdd("rocket-toml-secret-key", `
# Rocket.toml
[default]
address = "0.0.0.0"
port = 8000

[release]
secret_key = "«a»"

[default.databases.pastes]
url = "mysql://pastes:«b»@localhost/pastes"
`, V{"a": g.b64(32), "b": g.pwURL()}, "[default.databases.pastes]")

	g.fwkAdd("loco-config-development-yaml", `
# config/development.yaml (loco.rs)
auth:
  jwt:
    secret: «a»
    expiration: 604800
mailer:
  smtp:
    enable: true
    host: smtp.resend.com
    port: 465
    secure: true
    auth:
      user: resend
      password: «b»
database:
  uri: {{ get_env(name="DATABASE_URL", default="postgres://loco:loco@localhost:5432/blog_development") }}
`, V{"a": g.an(20), "b": "re_" + g.an(8) + "_" + g.an(24)}, `{{ get_env(name="DATABASE_URL", default="postgres://loco:loco@localhost:5432/blog_development") }}`)

	g.fwkAdd("shuttle-secrets-toml", `
$ cat Secrets.toml
DISCORD_TOKEN = "«a»"
OPENAI_API_KEY = "«b»"
$ cat Secrets.dev.toml
DISCORD_TOKEN = "«c»"
`, V{"a": g.discordBot(), "b": g.openai(), "c": g.discordBot()}, "$ cat Secrets.dev.toml")

	g.fwkAdd("flutter-dotenv-asset", `
$ cat assets/.env
API_BASE_URL=https://api.habit.example/v2
REVENUECAT_SECRET_KEY=«a»
ONESIGNAL_REST_API_KEY=«b»
SENTRY_DSN=https://«=k»@o«_o».ingest.us.sentry.io/«_p»
$ grep -n "assets/.env" pubspec.yaml
48:    - assets/.env
`, V{"a": "sk_" + g.an(32), "b": "os_v2_app_" + g.s(alLowNum, 110), "=k": g.hex(32), "_o": g.digits(7), "_p": g.digits(16)}, "API_BASE_URL=https://api.habit.example/v2", "48:    - assets/.env")

	g.fwkAdd("flutter-envied-generated", `
// lib/env/env.g.dart
// GENERATED CODE - DO NOT MODIFY BY HAND

part of 'env.dart';

// **************************************************************************
// EnviedGenerator
// **************************************************************************

final class _Env {
  static const String openAiKey = '«a»';
  static const String supabaseUrl = 'https://«_b».supabase.co';
  static const String supabaseServiceRole = '«c»';
}
`, V{"a": g.openai(), "_b": g.s(alLower, 20), "c": g.supabaseService()}, "// EnviedGenerator")

	g.fwkAdd("flutter-dart-define-launch-json", `
// .vscode/launch.json
{
  "configurations": [
    {
      "name": "habit (staging)",
      "request": "launch",
      "type": "dart",
      "program": "lib/main_staging.dart",
      "args": [
        "--dart-define=API_BASE_URL=https://staging-api.habit.example/v2",
        "--dart-define=MAPS_SERVER_KEY=«a»",
        "--dart-define=ADMIN_API_TOKEN=«b»"
      ]
    }
  ]
}
`, V{"a": g.googleKey(), "b": g.b64u(40)}, "--dart-define=API_BASE_URL=https://staging-api.habit.example/v2", `"program": "lib/main_staging.dart"`)

	g.fwkAdd("unity-playfab-shared-settings", `
$ cat Assets/PlayFabSdk/Shared/Public/Resources/PlayFabSharedSettings.asset
%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!114 &11400000
MonoBehaviour:
  m_Name: PlayFabSharedSettings
  m_EditorClassIdentifier: 
  TitleId: «_a»
  DeveloperSecretKey: «b»
  ProductionEnvironmentUrl: 
  RequestType: 0
  RequestTimeout: 2000
`, V{"_a": g.s(alUpNum, 5), "b": g.s(alUpNum, 52)}, "m_Name: PlayFabSharedSettings", "RequestTimeout: 2000")

	g.fwkAdd("unreal-defaultengine-ini-eos", `
; Config/DefaultEngine.ini
[OnlineSubsystem]
DefaultPlatformService=EOS

[/Script/OnlineSubsystemEOS.EOSSettings]
+Artifacts=(ArtifactName="LanternGame",ClientId="xyza7891«_a»",ClientSecret="«b»",ProductId="«_c»",SandboxId="«_d»",DeploymentId="«_e»",EncryptionKey="«f»")
bEnableOverlay=True

[/Script/OnlineSubsystemSteam.SteamSettings]
SteamDevAppId=480
`, V{"_a": g.an(24), "b": g.b64u(43), "_c": g.hex(32), "_d": g.hex(32), "_e": g.hex(32), "f": g.s(alHexU, 64)}, "SteamDevAppId=480", "DefaultPlatformService=EOS")

	// benign
	g.fwkAdd("benign-flutter-firebase-options", `
// lib/firebase_options.dart — File generated by FlutterFire CLI.
static const FirebaseOptions android = FirebaseOptions(
  apiKey: '«_a»',
  appId: '1:«_n»:android:«_b»',
  messagingSenderId: '«_n»',
  projectId: 'habit-tracker-prod',
  storageBucket: 'habit-tracker-prod.appspot.com',
);
`, V{"_a": g.googleKey(), "_n": g.digits(12), "_b": g.hex(22)}, "projectId: 'habit-tracker-prod'", "File generated by FlutterFire CLI.")

	g.fwkAdd("benign-go-viper-bindenv", `
	_ = viper.BindEnv("postgres.dsn", "COURIER_POSTGRES_DSN")
	_ = viper.BindEnv("auth.jwt_secret", "COURIER_JWT_SECRET")
	if viper.GetString("auth.jwt_secret") == "" {
		log.Fatal("COURIER_JWT_SECRET is required")
	}
`, nil, `viper.BindEnv("auth.jwt_secret", "COURIER_JWT_SECRET")`, `log.Fatal("COURIER_JWT_SECRET is required")`)

	g.fwkAdd("benign-rust-config-environment-source", `
let settings = config::Config::builder()
    .add_source(config::File::from(base_path.join("base.yaml")))
    .add_source(config::File::from(base_path.join(environment_filename)))
    .add_source(config::Environment::with_prefix("APP").prefix_separator("_").separator("__"))
    .build()?;
// APP_DATABASE__PASSWORD overrides database.password
`, nil, `config::Environment::with_prefix("APP")`, "APP_DATABASE__PASSWORD")

	g.fwkAdd("benign-unity-project-settings-ids", `
PlayerSettings:
  companyName: Lantern Works
  productName: Lantern
  productGUID: «_a»
  cloudProjectId: «_b»
  organizationId: lantern-works
  AndroidKeystoreName: '{inproject}: Keystores/lantern.keystore'
  AndroidKeyaliasName: lantern-upload
`, V{"_a": g.hex(32), "_b": g.uuid()}, "AndroidKeyaliasName: lantern-upload", "organizationId: lantern-works")

	g.fwkAdd("benign-unreal-ini-project-ids", `
[/Script/EngineSettings.GeneralProjectSettings]
ProjectID=«_a»
ProjectName=Lantern
CompanyName=Lantern Works
ProjectVersion=0.14.2
CopyrightNotice=Copyright Lantern Works. All Rights Reserved.
`, V{"_a": g.s(alHexU, 32)}, "ProjectVersion=0.14.2", "CompanyName=Lantern Works")
}

// ---- Airflow and dbt ----

func (g *G) fwkDataOps() {
	g.fwkAdd("airflow-connections-get", `
$ airflow connections get warehouse_snowflake -o yaml
- conn_id: warehouse_snowflake
  conn_type: snowflake
  description: nightly loads
  extra_dejson:
    account: «_a»
    warehouse: LOAD_WH
    role: LOADER
  host: null
  is_encrypted: 'True'
  login: AIRFLOW_LOADER
  password: «b»
  port: null
  schema: RAW
`, V{"_a": g.s(alLower, 7) + "-" + g.s(alLower, 7), "b": g.pw()}, "login: AIRFLOW_LOADER", "is_encrypted: 'True'")

	g.fwkAdd("airflow-conn-env-uri", `
# docker-compose.override.yml
x-airflow-common:
  environment:
    AIRFLOW__CORE__EXECUTOR: CeleryExecutor
    AIRFLOW__CORE__FERNET_KEY: «a»
    AIRFLOW__WEBSERVER__SECRET_KEY: «b»
    AIRFLOW_CONN_POSTGRES_DWH: postgres://etl:«c»@dwh.analytics.internal:5432/dwh
    AIRFLOW_CONN_SLACK_ALERTS: slack://:«d»@
`, V{"a": g.fwkFernet(), "b": g.hex(32), "c": g.pwURL(), "d": g.xoxb()}, "AIRFLOW__CORE__EXECUTOR: CeleryExecutor", "dwh.analytics.internal:5432/dwh")

	g.fwkAdd("airflow-connections-export-json", `
$ airflow connections export - --file-format json | jq '."aws_lake", ."sftp_vendor"'
{
  "conn_type": "aws",
  "description": "",
  "login": "«a»",
  "password": "«b»",
  "extra": "{\"region_name\": \"eu-west-1\"}"
}
{
  "conn_type": "sftp",
  "host": "sftp.vendor-feeds.example",
  "login": "acme_drop",
  "password": "«c»",
  "port": 22
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.fwkPw()}, "sftp.vendor-feeds.example", `\"region_name\": \"eu-west-1\"`)

	g.fwkAdd("airflow-cfg-read", `
$ grep -n -E "^(fernet_key|secret_key|sql_alchemy_conn|result_backend|broker_url)" airflow.cfg
24:fernet_key = «a»
412:sql_alchemy_conn = postgresql+psycopg2://airflow:«b»@airflow-meta:5432/airflow
880:secret_key = «c»
1302:broker_url = redis://:«d»@airflow-redis:6379/0
1330:result_backend = db+postgresql://airflow:«b»@airflow-meta/airflow
`, V{"a": g.fwkFernet(), "b": g.pwURL(), "c": g.b64(16), "d": g.an(20)}, "airflow-meta:5432/airflow")

	g.fwkAdd("airflow-dag-hardcoded-hook", `
# dags/vendor_feed.py
with DAG("vendor_feed", start_date=datetime(2024, 1, 1), schedule="@daily", catchup=False) as dag:

    @task
    def pull():
        client = paramiko.SSHClient()
        client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
        client.connect("sftp.vendor-feeds.example", username="acme_drop", password="«a»")
        ...

    @task
    def notify():
        requests.post("https://hooks.slack.com/services/«_t»/«_b»/«c»", json={"text": "vendor feed loaded"})
`, V{"a": g.fwkPw(), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24)}, `schedule="@daily"`)

	g.fwkAdd("dbt-profiles-snowflake", `
$ cat ~/.dbt/profiles.yml
analytics:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: «_a».eu-central-1
      user: PRIYA_DBT
      password: «b»
      role: TRANSFORMER
      database: ANALYTICS_DEV
      warehouse: TRANSFORM_WH
      schema: dbt_priya
      threads: 8
`, V{"_a": g.s(alLower, 2) + g.digits(5), "b": g.fwkPw()}, "schema: dbt_priya", "warehouse: TRANSFORM_WH")

	bqKey := g.pkcs8RSAPEM()
	g.fwkAdd("dbt-profiles-bigquery-keyfile-json", `
marketing:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      project: mkt-warehouse-prod
      dataset: marts
      threads: 4
      keyfile_json:
        type: service_account
        project_id: mkt-warehouse-prod
        private_key_id: «_a»
        private_key: "«b»"
        client_email: dbt-runner@mkt-warehouse-prod.iam.gserviceaccount.com
        client_id: "«_c»"
`, V{"_a": g.hex(40), "b": jsonEsc(bqKey.block() + "\n"), "_c": g.digits(21)}, "dbt-runner@mkt-warehouse-prod.iam.gserviceaccount.com")

	g.fwkAdd("dbt-debug-postgres-profile", `
$ dbt debug
18:04:11  Running with dbt=1.8.5
18:04:11  dbt version: 1.8.5
18:04:11  Using profiles dir at /home/ana/.dbt
18:04:11  Using profiles.yml file at /home/ana/.dbt/profiles.yml
18:04:11  Connection:
18:04:11    host: analytics-pg.internal
18:04:11    port: 5432
18:04:11    user: ana
18:04:11    database: analytics
18:04:11    schema: dbt_ana
18:04:12    Connection test: [ERROR]
$ sed -n '8,9p' /home/ana/.dbt/profiles.yml
      user: ana
      pass: «a»
`, V{"a": g.fwkPw()}, "Running with dbt=1.8.5", "Connection test: [ERROR]")

	// benign
	g.fwkAdd("benign-dbt-profiles-env-var", `
analytics:
  target: "{{ env_var('DBT_TARGET', 'dev') }}"
  outputs:
    prod:
      type: snowflake
      account: "{{ env_var('SNOWFLAKE_ACCOUNT') }}"
      user: "{{ env_var('DBT_USER') }}"
      private_key_path: /secrets/dbt_rsa_key.p8
      private_key_passphrase: "{{ env_var('DBT_ENV_SECRET_KEY_PASSPHRASE') }}"
      role: TRANSFORMER
`, nil, "{{ env_var('DBT_ENV_SECRET_KEY_PASSPHRASE') }}", "private_key_path: /secrets/dbt_rsa_key.p8")

	g.fwkAdd("benign-airflow-config-list-hidden", `
$ airflow config list --section core | grep -E "fernet|sql_alchemy|executor"
executor = CeleryExecutor
fernet_key = < hidden >
$ airflow config get-value database sql_alchemy_conn
< hidden >
`, nil, "fernet_key = < hidden >", "executor = CeleryExecutor")

	g.fwkAdd("benign-airflow-secrets-backend", `
[secrets]
backend = airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend
backend_kwargs = {"connections_prefix": "airflow/connections", "variables_prefix": "airflow/variables", "region_name": "eu-west-1"}
$ airflow connections list -o table | head -4
id | conn_id             | conn_type | host                       | schema
===+=====================+===========+============================+=======
1  | postgres_dwh        | postgres  | dwh.analytics.internal     | dwh
`, nil, "airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend", `"connections_prefix": "airflow/connections"`)

	g.fwkAdd("benign-dbt-run-results", `
18:22:40  Finished running 14 table models, 3 view models, 42 data tests in 0 hours 1 minutes and 12.84 seconds (72.84s).
18:22:40  Completed successfully
18:22:40  Done. PASS=59 WARN=0 ERROR=0 SKIP=0 TOTAL=59
$ jq -r '.metadata.invocation_id' target/run_results.json
«_a»
`, V{"_a": g.uuid()}, "Done. PASS=59 WARN=0 ERROR=0 SKIP=0 TOTAL=59")
}

// ---- Ansible, Helm, Chef and Puppet ----

func (g *G) fwkConfigMgmt() {
	g.fwkAdd("ansible-group-vars-plain", `
$ cat inventories/prod/group_vars/dbservers.yml
---
postgresql_version: 16
postgresql_listen_addresses: "*"
postgresql_users:
  - name: app
    password: «a»
  - name: replicator
    password: «b»
    role_attr_flags: REPLICATION
ansible_become_password: «c»
pgbackrest_repo1_s3_key: «d»
pgbackrest_repo1_s3_key_secret: «e»
`, V{"a": g.fwkPw(), "b": g.pwStrong(), "c": g.pw(), "d": g.awsID(), "e": g.awsSecret()}, "role_attr_flags: REPLICATION", "postgresql_version: 16")

	g.fwkAdd("ansible-host-vars-winrm", `
# inventories/prod/host_vars/win-build-01.yml
ansible_host: 10.20.30.41
ansible_connection: winrm
ansible_winrm_transport: ntlm
ansible_user: CORP\svc-ansible
ansible_password: «a»
ansible_winrm_server_cert_validation: ignore
`, V{"a": g.pw()}, "ansible_winrm_transport: ntlm", `CORP\svc-ansible`)

	g.fwkAdd("ansible-debug-var-output", `
$ ansible-playbook site.yml -l web-02 --tags app -v
TASK [app : show rendered settings] ********************************************
ok: [web-02] => {
    "app_settings": {
        "database_url": "postgres://shop:«a»@10.0.4.12:5432/shop",
        "debug": false,
        "secret_key_base": "«b»",
        "smtp_user": "shop@mailer.example"
    }
}
`, V{"a": g.pwURL(), "b": g.hex(128)}, "shop@mailer.example", "TASK [app : show rendered settings]")

	g.fwkAdd("ansible-diff-vault-migration", `
--- a/group_vars/all.yml
+++ b/group_vars/all.yml
@@ -3,4 +3,4 @@ ntp_servers:
   - 0.pool.ntp.org
-grafana_admin_password: «a»
+grafana_admin_password: "{{ vault_grafana_admin_password }}"
-smtp_relay_password: «b»
+smtp_relay_password: "{{ vault_smtp_relay_password }}"
`, V{"a": g.fwkPw(), "b": g.pw()}, `"{{ vault_grafana_admin_password }}"`, "0.pool.ntp.org")

	g.fwkAdd("helm-values-yaml-prod", `
# charts/shop/values-prod.yaml
image:
  repository: registry.gitlab.com/shop-co/shop
  tag: "2024.09.2"
postgresql:
  enabled: true
  auth:
    username: shop
    password: «a»
    postgresPassword: «b»
redis:
  auth:
    password: «c»
env:
  STRIPE_SECRET_KEY: «d»
  SENTRY_DSN: https://«=k»@o«_o».ingest.sentry.io/«_p»
`, V{"a": g.fwkPw(), "b": g.pwStrong(), "c": g.an(24), "d": g.skLive(), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "registry.gitlab.com/shop-co/shop", `tag: "2024.09.2"`)

	g.fwkAdd("helm-install-set-flags", `
$ helm upgrade --install keycloak bitnami/keycloak -n auth \
    --set auth.adminUser=admin \
    --set auth.adminPassword=«a» \
    --set postgresql.auth.password=«b» \
    --set ingress.hostname=sso.shop.example
Release "keycloak" has been upgraded. Happy Helming!
NAME: keycloak
NAMESPACE: auth
STATUS: deployed
REVISION: 7
`, V{"a": g.fwkPw(), "b": g.pwURL()}, "--set ingress.hostname=sso.shop.example", "REVISION: 7")

	g.fwkAdd("helm-get-values-output", `
$ helm get values grafana -n monitoring
USER-SUPPLIED VALUES:
adminPassword: «a»
grafana.ini:
  auth.generic_oauth:
    client_id: grafana
    client_secret: «b»
    enabled: true
  server:
    root_url: https://grafana.shop.example
`, V{"a": g.fwkPw(), "b": g.an(32)}, "root_url: https://grafana.shop.example", "USER-SUPPLIED VALUES:")

	g.fwkAdd("chef-data-bag-plain", `
$ knife data bag show credentials mysql -F json
{
  "id": "mysql",
  "root_password": "«a»",
  "repl_password": "«b»",
  "backup_user": "xtrabackup",
  "backup_password": "«c»"
}
`, V{"a": g.fwkPw(), "b": g.pwStrong(), "c": g.pw()}, `"backup_user": "xtrabackup"`)

	g.fwkAdd("chef-attributes-default-rb", `
# cookbooks/app/attributes/default.rb
default['app']['user'] = 'deploy'
default['app']['db']['host'] = 'db1.chef.internal'
default['app']['db']['password'] = '«a»'
default['app']['newrelic']['license_key'] = '«b»'
default['app']['ruby_version'] = '3.2.4'
`, V{"a": g.fwkPw(), "b": g.hex(36) + "NRAL"}, "default['app']['ruby_version'] = '3.2.4'")

	g.fwkAdd("puppet-hiera-common-plain", `
# data/common.yaml
---
profile::base::ntp_servers:
  - ntp1.corp.example
profile::mysql::root_password: «a»
profile::app::db_password: «b»
profile::app::secret_token: «c»
profile::monitoring::icinga_api_password: «d»
lookup_options:
  '^profile::.+::.*password$':
    convert_to: Sensitive
`, V{"a": g.fwkPw(), "b": g.pw(), "c": g.hex(64), "d": g.pwStrong()}, "convert_to: Sensitive", "ntp1.corp.example")

	g.fwkAdd("puppet-manifest-user-hash", `
# site-modules/profile/manifests/admins.pp
user { 'ops':
  ensure     => present,
  shell      => '/bin/bash',
  managehome => true,
  password   => '$6$«a»',
  groups     => ['sudo', 'adm'],
}
`, V{"a": g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "groups     => ['sudo', 'adm']")

	// benign
	g.fwkAdd("benign-ansible-vault-inline", `
postgresql_users:
  - name: app
    password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          «_a»
          «_b»
          «_c»
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(40)}, "$ANSIBLE_VAULT;1.1;AES256")

	g.fwkAdd("benign-hiera-eyaml", `
profile::mysql::root_password: >
    ENC[PKCS7,«_a»]
profile::app::db_password: ENC[PKCS7,«_b»]
$ eyaml decrypt -f data/common.yaml --pkcs7-private-key=/etc/puppetlabs/keys/private_key.pkcs7.pem | head -0
`, V{"_a": g.b64(180), "_b": g.b64(160)}, "--pkcs7-private-key=/etc/puppetlabs/keys/private_key.pkcs7.pem")

	g.fwkAdd("benign-chef-encrypted-data-bag", `
$ cat data_bags/credentials/mysql.json
{
  "id": "mysql",
  "root_password": {
    "encrypted_data": "«_a»",
    "iv": "«_b»",
    "auth_tag": "«_c»",
    "version": 3,
    "cipher": "aes-256-gcm"
  }
}
`, V{"_a": g.b64(36), "_b": g.b64(12), "_c": g.b64(16)}, `"cipher": "aes-256-gcm"`)

	g.fwkAdd("benign-helm-values-existing-secrets", `
postgresql:
  auth:
    existingSecret: shop-postgresql
    secretKeys:
      userPasswordKey: password
redis:
  auth:
    existingSecret: shop-redis
    existingSecretPasswordKey: redis-password
envFrom:
  - secretRef:
      name: shop-app-env
`, nil, "existingSecretPasswordKey: redis-password", "name: shop-app-env")
}

// ---- traces, dumps, fixtures and chats across frameworks ----

func (g *G) fwkTraces() {
	g.fwkAdd("spring-bind-exception-trace", `
***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to bind properties under 'app.partner' to com.acme.partner.PartnerProperties:

    Property: app.partner.api-token
    Value: "«a»"
    Origin: class path resource [application-staging.yml] - 31:18
    Reason: size must be between 0 and 40

Action:

Update your application's configuration
`, V{"a": g.b64u(64)}, "com.acme.partner.PartnerProperties", "class path resource [application-staging.yml] - 31:18")

	g.fwkAdd("laravel-ignition-env-dump", `
Illuminate\Database\QueryException
SQLSTATE[HY000] [1045] Access denied for user 'parcelhub'@'10.0.12.7' (using password: YES) (Connection: mysql, SQL: select * from ˋsessionsˋ where ˋidˋ = «_s» limit 1)

Environment Variables
APP_ENV        "staging"
APP_KEY        "«a»"
DB_PASSWORD    "«b»"
MAIL_PASSWORD  "«c»"
`, V{"_s": g.an(40), "a": g.laravelKey(), "b": g.fwkPw(), "c": g.pw()}, "Illuminate\\Database\\QueryException", "(using password: YES)")

	g.fwkAdd("rails-error-log-params-unfiltered", `
Started POST "/admin/settings" for 172.18.0.1 at 2024-09-10 16:20:31 +0000
Processing by Admin::SettingsController#update as TURBO_STREAM
  Parameters: {"authenticity_token"=>"«a»", "setting"=>{"smtp_password"=>"«b»", "smtp_host"=>"smtp.fastmail.com"}, "commit"=>"Save"}
  User Load (0.4ms)  SELECT "users".* FROM "users" WHERE "users"."id" = $1 LIMIT $2  [["id", 1], ["LIMIT", 1]]
Completed 200 OK in 41ms (Views: 0.2ms | ActiveRecord: 3.1ms | Allocations: 9482)
`, V{"a": g.b64u(86), "b": g.pw()}, "Processing by Admin::SettingsController#update as TURBO_STREAM", `"smtp_host"=>"smtp.fastmail.com"`)

	g.fwkAdd("django-celery-traceback-broker-url", `
[2024-09-11 03:00:02,114: CRITICAL/MainProcess] Unrecoverable error: OperationalError('[Errno 111] Connection refused')
Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/kombu/connection.py", line 472, in _reraise_as_library_errors
    yield
kombu.exceptions.OperationalError: [Errno 111] Connection refused
[2024-09-11 03:00:02,115: ERROR/MainProcess] consumer: Cannot connect to amqp://reports:«a»@rabbitmq.reports.svc:5672/reports: [Errno 111] Connection refused.
`, V{"a": g.pwURL()}, "kombu.exceptions.OperationalError: [Errno 111] Connection refused")

	g.fwkAdd("node-console-log-config", `
$ NODE_ENV=production node -e 'console.dir(require("config"), { depth: 3 })'
Config {
  server: { port: 8080, trustProxy: true },
  db: {
    client: 'pg',
    connection: { host: 'pg.kiosk.internal', user: 'kiosk', password: '«a»', database: 'kiosk' }
  },
  auth: { jwtSecret: '«b»', cookieSecret: '«c»' }
}
`, V{"a": g.fwkPw(), "b": g.b64(32), "c": g.hex(32)}, "host: 'pg.kiosk.internal'")

	g.fwkAdd("aspnet-yellow-screen-connstring", `
Server Error in '/Intranet' Application.
Login failed for user 'intranet_web'.

Exception Details: System.Data.SqlClient.SqlException: Login failed for user 'intranet_web'.

Source Error:
Line 27:         {
Line 28:             var cs = "data source=SQL02\\INTRANET;initial catalog=Intranet;user id=intranet_web;password=«a»";
Line 29:             using (var conn = new SqlConnection(cs))
Line 30:             {

Version Information: Microsoft .NET Framework Version:4.0.30319; ASP.NET Version:4.8.9256.0
`, V{"a": g.fwkPw()}, "ASP.NET Version:4.8.9256.0", "Server Error in '/Intranet' Application.")

	g.fwkAdd("pytest-fixture-settings-override", `
# tests/conftest.py
@pytest.fixture(autouse=True)
def _settings(settings):
    settings.STRIPE_SECRET_KEY = "«a»"
    settings.SENDGRID_API_KEY = "«b»"
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
`, V{"a": g.skTest(), "b": g.sendgrid()}, `settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]`)

	g.fwkAdd("rspec-stub-credentials", `
# spec/support/credentials.rb
RSpec.configure do |config|
  config.before do
    allow(Rails.application.credentials).to receive(:stripe).and_return(
      secret_key: "«a»",
      signing_secret: "«b»"
    )
    allow(Rails.application.credentials).to receive(:github_app_private_key).and_return(File.read("spec/fixtures/files/github_app.pem"))
  end
end
`, V{"a": g.skTest(), "b": g.whsec()}, `"spec/fixtures/files/github_app.pem"`)

	g.fwkAdd("user-chat-pastes-application-yml", `
user: can you figure out why the kafka consumer keeps getting SASL auth failures? here's the relevant part of application.yml

  spring:
    kafka:
      bootstrap-servers: pkc-«_a».westeurope.azure.confluent.cloud:9092
      properties:
        security.protocol: SASL_SSL
        sasl.mechanism: PLAIN
        sasl.jaas.config: org.apache.kafka.common.security.plain.PlainLoginModule required username="«_u»" password="«b»";

it worked yesterday, nobody touched it
`, V{"_a": g.s(alLowNum, 5), "_u": g.s(alUpNum, 16), "b": g.s(alAlnum+"+/", 64)}, "security.protocol: SASL_SSL")

	g.fwkAdd("user-chat-local-settings-question", `
I copied local_settings.py from my coworker and now the emails fail with SMTPAuthenticationError (535, b'5.7.8 Username and Password not accepted'). this is it:

EMAIL_HOST = 'smtp.gmail.com'
EMAIL_HOST_USER = 'ci-notify@steelworks.example'
EMAIL_HOST_PASSWORD = '«a»'
SECRET_KEY = '«b»'

do I need an app password?
`, V{"a": g.fwkPw(), "b": g.djangoKey()}, "SMTPAuthenticationError (535, b'5.7.8 Username and Password not accepted')")

	g.fwkAdd("git-grep-secret-key-base-history", `
$ git log -p -S secret_key_base --oneline -- config/ | head -12
«_c» Move secrets to credentials
diff --git a/config/secrets.yml b/config/secrets.yml
deleted file mode 100644
--- a/config/secrets.yml
+++ /dev/null
@@ -1,6 +0,0 @@
-production:
-  secret_key_base: «a»
-  github_token: «b»
`, V{"_c": g.hex(7), "a": g.hex(128), "b": g.ghp()}, "Move secrets to credentials")

	g.fwkAdd("spring-generated-security-password", `
2024-09-12T08:31:40.882Z  WARN 41213 --- [demo] [  restartedMain] .s.s.UserDetailsServiceAutoConfiguration : 

Using generated security password: «a»

This generated password is for development use only. Your security configuration must be updated before running your application in production.

2024-09-12T08:31:41.007Z  INFO 41213 --- [demo] [  restartedMain] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
`, V{"a": g.uuid()}, "UserDetailsServiceAutoConfiguration", "Tomcat started on port 8080 (http)")

	g.fwkAdd("drf-authtoken-in-fixture", `
# api/fixtures/tokens.json (loaded by the e2e suite against staging)
[
  {"model": "authtoken.token", "pk": "«a»", "fields": {"user": 3, "created": "2024-04-18T10:02:11Z"}},
  {"model": "authtoken.token", "pk": "«b»", "fields": {"user": 4, "created": "2024-04-18T10:02:11Z"}}
]
`, V{"a": g.hex(40), "b": g.hex(40)}, `"model": "authtoken.token"`)

	// benign
	g.fwkAdd("benign-spring-bind-exception-missing", `
Description:

Failed to bind properties under 'app.partner.api-token' to java.lang.String:

    Reason: Property 'app.partner.api-token' is required but was not set. Define it in application.yml or set APP_PARTNER_APITOKEN.

Action:

Update your application's configuration
`, nil, "APP_PARTNER_APITOKEN", "'app.partner.api-token'")

	g.fwkAdd("benign-rails-filtered-params", `
Started POST "/users/sign_in" for 10.0.0.8 at 2024-09-10 16:21:02 +0000
Processing by Users::SessionsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"lee@bookclub.example", "password"=>"[FILTERED]", "remember_me"=>"1"}, "commit"=>"Log in"}
Redirected to https://bookclub.example/
Completed 303 See Other in 287ms (ActiveRecord: 4.2ms | Allocations: 12731)
`, nil, `"password"=>"[FILTERED]"`, "lee@bookclub.example", "Users::SessionsController#create")

	g.fwkAdd("benign-laravel-log-hidden-env", `
[2024-09-10 16:25:11] production.ERROR: Connection refused (Connection: redis, ...) {"exception":"[object] (Predis\\Connection\\ConnectionException(code: 111): Connection refused [tcp://10.0.12.9:6379] at /var/www/parcelhub/vendor/predis/predis/src/Connection/AbstractConnection.php:144)"}
[stacktrace]
#0 /var/www/parcelhub/vendor/predis/predis/src/Connection/StreamConnection.php(128): Predis\\Connection\\AbstractConnection->onConnectionError()
`, nil, "tcp://10.0.12.9:6379", "Predis\\\\Connection\\\\ConnectionException(code: 111)")
}

// ---- benign look-alikes across frameworks ----

func (g *G) fwkBenign() {
	g.fwkAdd("benign-grep-secret-names-repo", `
$ rg -n --no-heading "SECRET_KEY|APP_KEY|secret_key_base|SigningKey" --glob '!*.lock'
config/settings/base.py:24:SECRET_KEY = env("DJANGO_SECRET_KEY")
api/config/app.php:98:    'key' => env('APP_KEY'),
web/config/environments/production.rb:26:  config.secret_key_base = ENV.fetch("SECRET_KEY_BASE")
gateway/appsettings.json:12:    "SigningKey": "",
docs/deploy.md:41:Set SECRET_KEY, APP_KEY and SECRET_KEY_BASE in the platform's secret store.
`, nil, `ENV.fetch("SECRET_KEY_BASE")`, `"SigningKey": ""`, `env("DJANGO_SECRET_KEY")`)

	g.fwkAdd("benign-django-secret-key-fallbacks", `
SECRET_KEY = env("DJANGO_SECRET_KEY")
# during rotation, the previous key keeps old sessions and password-reset links valid
SECRET_KEY_FALLBACKS = env.list("DJANGO_SECRET_KEY_FALLBACKS", default=[])
SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
`, nil, `env.list("DJANGO_SECRET_KEY_FALLBACKS", default=[])`, "django.contrib.sessions.backends.cached_db")

	g.fwkAdd("benign-laravel-app-php-keys", `
// config/app.php
'cipher' => 'AES-256-CBC',
'key' => env('APP_KEY'),
'previous_keys' => [
    ...array_filter(
        explode(',', env('APP_PREVIOUS_KEYS', ''))
    ),
],
'maintenance' => ['driver' => env('APP_MAINTENANCE_DRIVER', 'file')],
`, nil, "explode(',', env('APP_PREVIOUS_KEYS', ''))", "'cipher' => 'AES-256-CBC'")

	g.fwkAdd("benign-aspnet-localdb-template", `
{
  "ConnectionStrings": {
    "DefaultConnection": "Server=(localdb)\\mssqllocaldb;Database=aspnet-Clinic.Web-«_a»;Trusted_Connection=True;MultipleActiveResultSets=true"
  },
  "Logging": { "LogLevel": { "Default": "Information" } },
  "AllowedHosts": "*"
}
`, V{"_a": g.uuid()}, "Trusted_Connection=True;MultipleActiveResultSets=true", `Server=(localdb)\\mssqllocaldb`)

	g.fwkAdd("benign-symfony-secrets-list-masked", `
$ php bin/console secrets:list --env=prod

 // Use "%env(<name>)%" to reference a secret in a config file.

 // To reveal the secrets run php bin/console secrets:list --reveal

 ------------------- -------- -------------
  Secret              Value    Local Value
 ------------------- -------- -------------
  DATABASE_PASSWORD   ******
  STRIPE_SECRET_KEY   ******
 ------------------- -------- -------------
`, nil, "DATABASE_PASSWORD   ******", `Use "%env(<name>)%" to reference a secret in a config file.`)

	g.fwkAdd("benign-nextjs-build-envs", `
$ next build
  ▲ Next.js 14.2.7
  - Environments: .env.production.local, .env.production

   Creating an optimized production build ...
 ✓ Compiled successfully
 ✓ Generating static pages (18/18)
Route (app)                              Size     First Load JS
┌ ○ /                                    5.2 kB         92.4 kB
└ ƒ /api/revalidate                      0 B                0 B
`, nil, "Environments: .env.production.local, .env.production", "/api/revalidate")

	g.fwkAdd("benign-airflow-jinja-conn-template", `
    load = PostgresOperator(
        task_id="load_orders",
        postgres_conn_id="postgres_dwh",
        sql="sql/load_orders.sql",
        params={"dsn": "postgresql://{{ conn.postgres_dwh.login }}:{{ conn.postgres_dwh.password }}@{{ conn.postgres_dwh.host }}/dwh"},
    )
`, nil, "{{ conn.postgres_dwh.password }}", `postgres_conn_id="postgres_dwh"`)

	g.fwkAdd("benign-helm-secret-template", `
# charts/shop/templates/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: {{ include "shop.fullname" . }}-app
type: Opaque
data:
  SECRET_KEY_BASE: {{ .Values.secretKeyBase | default (randAlphaNum 64) | b64enc | quote }}
  STRIPE_SECRET_KEY: {{ required "stripeSecretKey is required" .Values.stripeSecretKey | b64enc | quote }}
`, nil, "{{ .Values.secretKeyBase | default (randAlphaNum 64) | b64enc | quote }}", `required "stripeSecretKey is required"`)

	g.fwkAdd("benign-quarkus-devservices-defaults", `
# Dev Services start PostgreSQL with the documented defaults: user and
# password "quarkus", database "quarkus"; nothing to configure in dev.
%dev.quarkus.datasource.devservices.image-name=postgres:16
%test.quarkus.datasource.devservices.reuse=false
$ docker ps --format '{{.Image}} {{.Names}}'
postgres:16 «_a»
`, V{"_a": g.pick("nostalgic", "eager", "focused", "vigilant") + "_" + g.pick("hopper", "turing", "lovelace", "knuth")}, "%dev.quarkus.datasource.devservices.image-name=postgres:16", `password "quarkus", database "quarkus"`)

	g.fwkAdd("benign-phx-gen-auth-fixtures", `
# test/support/fixtures/accounts_fixtures.ex (generated by mix phx.gen.auth)
  def unique_user_email, do: "user#{System.unique_integer()}@example.com"
  def valid_user_password, do: "hello world!"

  def valid_user_attributes(attrs \\ %{}) do
    Enum.into(attrs, %{email: unique_user_email(), password: valid_user_password()})
  end
`, nil, `def valid_user_password, do: "hello world!"`, "generated by mix phx.gen.auth")

	g.fwkAdd("benign-django-createsuperuser-noinput", `
$ DJANGO_SUPERUSER_USERNAME=admin \
  DJANGO_SUPERUSER_EMAIL=admin@tutorly.example \
  DJANGO_SUPERUSER_PASSWORD="$(op read op://Platform/tutorly-admin/password)" \
  python manage.py createsuperuser --noinput
Superuser created successfully.
`, nil, `"$(op read op://Platform/tutorly-admin/password)"`, "Superuser created successfully.")

	g.fwkAdd("benign-wp-shuffle-salts", `
$ wp config shuffle-salts
Success: Shuffled the salt keys.
$ wp config get DB_NAME
wp_bakery
$ wp core version --extra
WordPress version: 6.6.2
Database revision: 57155
`, nil, "Success: Shuffled the salt keys.", "WordPress version: 6.6.2")

	g.fwkAdd("benign-ktor-conf-env-refs", `
jwt {
    secret = ${JWT_SECRET}
    issuer = "https://quiz.example/"
    audience = "quiz-users"
}
database {
    password = ${?DATABASE_PASSWORD}
}
`, nil, "secret = ${JWT_SECRET}", "password = ${?DATABASE_PASSWORD}")

	g.fwkAdd("benign-dotnet-ef-scaffold-named-conn", `
$ dotnet ef dbcontext scaffold "Name=ConnectionStrings:ClinicDb" Microsoft.EntityFrameworkCore.SqlServer -o Data/Scaffolded --context ClinicContext
Build started...
Build succeeded.
To protect potentially sensitive information in your connection string, you should move it out of source code.
`, nil, `"Name=ConnectionStrings:ClinicDb"`, "Microsoft.EntityFrameworkCore.SqlServer")

	g.fwkAdd("benign-rails-filter-parameters", `
# config/initializers/filter_parameter_logging.rb
Rails.application.config.filter_parameters += [
  :passw, :email, :secret, :token, :_key, :crypt, :salt, :certificate, :otp, :ssn, :cvv, :cvc
]
`, nil, ":passw, :email, :secret, :token, :_key, :crypt, :salt")

	g.fwkAdd("benign-sveltekit-client-import-error", `
[vite] Internal server error: Cannot import $env/static/private into client-side code:
- src/routes/+page.svelte imports
 - src/lib/stripe.ts imports
  - $env/static/private
If you're only using the import as a type, change it to ˋimport typeˋ.
`, nil, "Cannot import $env/static/private into client-side code", "src/lib/stripe.ts")

	g.fwkAdd("benign-micronaut-health-details", `
$ curl -s localhost:8080/health | jq .
{
  "name": "booking",
  "status": "UP",
  "details": {
    "jdbc": {"name": "booking", "status": "UP", "details": {"jdbc:mariadb://mariadb.booking.svc:3306/booking": {"database": "MariaDB", "version": "11.4.3-MariaDB"}}},
    "diskSpace": {"name": "booking", "status": "UP"}
  }
}
`, nil, `"version": "11.4.3-MariaDB"`, "jdbc:mariadb://mariadb.booking.svc:3306/booking")
}
