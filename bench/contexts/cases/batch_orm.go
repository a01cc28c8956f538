package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ormCases adds ORM, framework database settings and schema migration
// tools as a developer meets them in an agent session: the files the agent
// reads, the commands it runs and the errors they print.
// Sources: Prisma (schema.prisma datasource, url, directUrl and
// shadowDatabaseUrl, .env and .env.example from prisma init, migrate dev,
// deploy, status and diff output, P1000, P1001, P1012, P1013 and P3014
// errors, the _prisma_migrations table, Accelerate api_key URLs, Supabase
// pooler and Neon URLs, Vercel Postgres env pulls, the libSQL adapter);
// TypeORM (ormconfig.json, DataSource files, migration:run query logs,
// generated constraint names, NestJS TypeOrmModule retries); Sequelize
// (config/config.json, sequelize-cli output, seeders); Knex (knexfile.js,
// migrate:latest, seeds); Drizzle (drizzle.config.ts, drizzle-kit push,
// meta/_journal.json, Neon HTTP driver); MikroORM (config, its masked
// connection log); Mongoose; Kysely codegen; SQLAlchemy (create_engine,
// the Engine repr that masks with ***, render_as_string, OperationalError,
// ArgumentError, NoSuchModuleError, echo logs) and Alembic (alembic.ini and
// its % interpolation error, env.py, upgrade output); Flask-SQLAlchemy,
// pydantic-settings SecretStr, SQLModel, Peewee and playhouse.db_url,
// Tortoise ORM and aerich, Pony ORM, asyncpg; Django (settings.py
// DATABASES and SECRET_KEY, dj-database-url, django-environ, the technical
// 500 page's masked settings, diffsettings, createsuperuser --noinput,
// auth.user fixtures, migrate output, dumpdata of sessions); Rails
// (database.yml, credentials:show, master.key, credentials.yml.enc,
// db:encryption:init, Heroku DATABASE_URL, Devise fixtures, secrets.yml,
// Kamal, cable.yml, connection_db_config, schema.rb); Laravel (.env,
// .env.example, config/database.php, artisan migrate QueryException,
// config:show, tinker, env:encrypt, Sail) and Symfony/Doctrine
// (.env.local, doctrine.yaml, secrets:list --reveal and the decrypt key,
// doctrine:migrations:migrate, PDO stack traces before and after PHP 8.2's
// SensitiveParameter); Spring Boot (application.properties and yml,
// HikariCP and Hibernate startup logs, actuator env masking,
// PSQLException), JPA persistence.xml, hibernate.cfg.xml, Oracle thin and
// SQL Server JDBC URLs, Quarkus, Micronaut, jOOQ codegen, Kotlin Exposed;
// Entity Framework (appsettings.json, LocalDB, dotnet ef database update,
// scaffold and its #warning, user-secrets, launchSettings.json, EF6
// Web.config, SqlException and PostgresException, sensitive data logging,
// Identity HasData); Go (GORM DSNs, pgx errors, sqlx with viper, sqlc,
// golang-migrate, goose, Atlas, sqlboiler, pgx config dumps); Rust (Diesel,
// SeaORM and sea-orm-cli, SQLx offline data and PgConnectOptions debug
// output, Rocket.toml, Loco, Shuttle Secrets.toml); Elixir (Ecto dev.exs,
// runtime.exs, prod.secret.exs, mix ecto.create errors, fly postgres
// attach, phx.gen.secret, gigalixir config); Flyway, Liquibase, dbmate,
// sqitch, graphile-migrate and node-pg-migrate configs and logs; seeds and
// fixtures with plaintext passwords and bcrypt, argon2, PBKDF2 and ASP.NET
// Identity hashes; issue, chat, review and e-mail pastes.
// Benign look-alikes: migration timestamps and version ids, Prisma and
// sqlx checksums, Flyway CRC32 checksums, Alembic revisions, Atlas sums,
// TypeORM constraint names, Drizzle snapshot ids, UUID primary keys, EF
// ProductVersion and migration ids, Java object hashes, ClientConnectionId
// values, masked DSNs (*** and *****), Django's masked settings, actuator
// ******, SensitiveParameterValue, placeholders (${DB_PASSWORD},
// env("DATABASE_URL"), !ChangeMe!, johndoe:randompassword), Key Vault
// and secretKeyRef references, Rails' encrypted credentials file and
// Symfony's public encryption key. The case names start with "orm/".
func (g *G) ormCases() {
	g.ormPrisma()
	g.ormNode()
	g.ormPython()
	g.ormDjango()
	g.ormRails()
	g.ormPHP()
	g.ormJVM()
	g.ormDotnet()
	g.ormGo()
	g.ormRust()
	g.ormElixir()
	g.ormMigrate()
	g.ormErrors()
	g.ormSeeds()
	g.ormTalk()
	g.ormBenign()
}

// ---- helpers used only here ----

// ormAdd is add with the "orm/" prefix and "ˋ" standing for a backtick.
func (g *G) ormAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("orm/"+name, bt(tmpl), v, benign...)
}

var ormWords = strings.Fields(`cool silent wild misty falling
bold ancient summer restless twilight late shy purple dawn snowy
darkness meadow river forest night sun bird frost wave brook leaf`)

// ormTS is a migration timestamp, YYYYMMDDhhmmss.
func (g *G) ormTS() string {
	return fmt.Sprintf("2025%02d%02d%02d%02d%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// ormRailsVer writes a migration timestamp as schema.rb does (2025_03_14_101233).
func ormRailsVer(ts string) string { return ts[:4] + "_" + ts[4:6] + "_" + ts[6:8] + "_" + ts[8:] }

// ormDieselVer writes a migration timestamp as Diesel names its folders.
func ormDieselVer(ts string) string { return ts[:4] + "-" + ts[4:6] + "-" + ts[6:8] + "-" + ts[8:] }

// ormPbkdf2 is a Django PBKDF2 password hash.
func (g *G) ormPbkdf2() string {
	return "pbkdf2_sha256$" + g.pick("600000", "720000", "870000") + "$" + g.an(22) + "$" + g.b64(32)
}

// ormArgon2 is an argon2id password hash in PHC form.
func (g *G) ormArgon2() string {
	return "$argon2id$v=19$m=65536,t=3,p=4$" + strings.TrimRight(g.b64(16), "=") + "$" + strings.TrimRight(g.b64(32), "=")
}

// ormBcryptA is a bcrypt hash with the $2a$ or $2y$ prefix and cost 10.
func (g *G) ormBcryptA(v string) string { return "$2" + v + "$10$" + g.s(alAlnum+"./", 53) }

// ormIdentityV3 is an ASP.NET Core Identity v3 password hash (PBKDF2 with
// HMAC-SHA512, 100000 rounds, 16-byte salt), built from its header.
func (g *G) ormIdentityV3() string {
	b := []byte{0x01, 0, 0, 0, 2, 0, 1, 0x86, 0xa0, 0, 0, 0, 0x10}
	return base64.StdEncoding.EncodeToString(append(b, g.bytes(48)...))
}

// ormSKB is a Rails secret_key_base.
func (g *G) ormSKB() string { return g.hex(128) }

// ormPhxSKB is a Phoenix secret_key_base.
func (g *G) ormPhxSKB() string { return g.s(alB64, 64) }

// ormSymfonySecret is a Symfony APP_SECRET.
func (g *G) ormSymfonySecret() string { return g.hex(32) }

// ormDjangoProdKey is a Django SECRET_KEY made without the insecure prefix.
func (g *G) ormDjangoProdKey() string { return g.s(alDjango, 50) }

// ormAccel is a Prisma Accelerate API key (a JWT).
func (g *G) ormAccel() string {
	return g.jwt("HS256", fmt.Sprintf(`{"api_key":"%s","tenant_id":"%s","internal_secret":"%s"}`, g.uuid(), g.hex(64), g.uuid()))
}

// ormTurso is a Turso database token (an EdDSA JWT).
func (g *G) ormTurso() string {
	h := b64raw(`{"alg":"EdDSA","typ":"JWT"}`)
	p := b64raw(fmt.Sprintf(`{"a":"rw","iat":%d,"id":"%s"}`, 1735000000+g.r.IntN(20000000), g.uuid()))
	return h + "." + p + "." + g.b64u(86)
}

// ormPscale is a PlanetScale password.
func (g *G) ormPscale() string { return "pscale_pw_" + g.b64u(43) }

// ormNeonPw is a Neon role password.
func (g *G) ormNeonPw() string { return "npg_" + g.an(12) }

// ormNeonEP is a Neon endpoint id.
func (g *G) ormNeonEP() string {
	return "ep-" + g.pick(ormWords...) + "-" + g.pick(ormWords...) + "-" + g.s(alLowNum, 8)
}

// ormSupaRef is a Supabase project ref.
func (g *G) ormSupaRef() string { return g.s(alLower, 20) }

// ormCRC is a Flyway checksum (a signed CRC32).
func (g *G) ormCRC() string {
	n := int64(g.r.Uint32()) - 1<<31
	return fmt.Sprint(n)
}

// ormShortPw is a password short enough for PHP to print whole in a
// stack trace (15 characters at most).
func (g *G) ormShortPw() string { return g.pick(pwWords...) + g.s(alDigit, 4) + g.pick("!", "#", "_") }

// ormPctPw is a password with an @ written %40, as in a URL.
func (g *G) ormPctPw() string {
	return g.pick(pwWords...) + "%40" + g.pick(pwWords...) + g.s(alDigit, 3)
}

// ormObj is a Java identity hash as in Object.toString.
func (g *G) ormObj() string { return g.hex(8) }

// ormPHPKey is n random key bytes as Symfony's SodiumVault writes them in
// a PHP file: rawurlencode with each % turned into \x.
func (g *G) ormPHPKey(n int) string {
	var b strings.Builder
	for _, c := range g.bytes(n) {
		if c < 0x80 && (strings.IndexByte(alAlnum, c) >= 0 || strings.IndexByte("-_.~", c) >= 0) {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, `\x%02X`, c)
		}
	}
	return b.String()
}

// ormDjangoArgon2 is the salt and hash of a Django Argon2 password hash.
func (g *G) ormDjangoArgon2() string {
	return strings.TrimRight(g.b64(22), "=") + "$" + strings.TrimRight(g.b64(32), "=")
}

// ---- Prisma ----

func (g *G) ormPrisma() {
	g.ormAdd("prisma-schema-hardcoded-url", `
$ cat prisma/schema.prisma
generator client {
  provider        = "prisma-client-js"
  previewFeatures = ["fullTextSearchPostgres"]
}

datasource db {
  provider = "postgresql"
  url      = "postgresql://shop_owner:«a»@10.40.2.17:5432/shop?schema=public&connection_limit=5"
}

model User {
  id        String   @id @default(uuid())
  email     String   @unique
  password  String
  createdAt DateTime @default(now())
  orders    Order[]
}
`, V{"a": g.pwURL()}, "10.40.2.17:5432/shop?schema=public", "fullTextSearchPostgres")

	g.ormAdd("prisma-env-supabase-pooler", `
$ cat .env
# Connect to Supabase via connection pooling with Supavisor.
DATABASE_URL="postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true"

# Direct connection to the database. Used for migrations.
DIRECT_URL="postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:5432/postgres"

NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
`, V{"_ref": g.ormSupaRef(), "a": g.pwURL()}, "aws-0-eu-central-1.pooler.supabase.com:6543")

	{
		ts := g.ormTS()
		g.ormAdd("prisma-migrate-dev-neon-output", `
$ npx prisma migrate dev --name add_orders
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "neondb", schema "public" at "«_ep».eu-central-1.aws.neon.tech"

Applying migration ˋ«_ts»_add_ordersˋ

The following migration(s) have been created and applied from new schema changes:

migrations/
  └─ «_ts»_add_orders/
    └─ migration.sql

Your database is now in sync with your schema.

✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 112ms
`, V{"_ep": g.ormNeonEP(), "_ts": ts}, "Your database is now in sync with your schema.")
	}

	g.ormAdd("prisma-migrate-deploy-inline-url", `
$ DATABASE_URL="postgresql://app:«a»@orders-prod.cluster-c7x1k2.eu-west-1.rds.amazonaws.com:5432/orders" npx prisma migrate deploy
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "orders", schema "public" at "orders-prod.cluster-c7x1k2.eu-west-1.rds.amazonaws.com:5432"

14 migrations found in prisma/migrations

Applying migration ˋ«_t1»_add_refundsˋ
Applying migration ˋ«_t2»_refund_reason_enumˋ

The following migrations have been applied:

migrations/
  └─ «_t1»_add_refunds/
    └─ migration.sql
  └─ «_t2»_refund_reason_enum/
    └─ migration.sql

All migrations have been successfully applied.
`, V{"a": g.pwURL(), "_t1": g.ormTS(), "_t2": g.ormTS()}, "14 migrations found in prisma/migrations")

	g.ormAdd("prisma-p1000-db-pull", `
$ npx prisma db pull
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "shop", schema "public" at "localhost:5432"

✖ Introspecting based on datasource defined in prisma/schema.prisma

Error: P1000

Authentication failed against database server at ˋlocalhostˋ, the provided database credentials for ˋshopˋ are not valid.

Please make sure to provide valid database credentials for the database server at ˋlocalhostˋ.
$ grep DATABASE_URL .env
DATABASE_URL="postgresql://shop:«a»@localhost:5432/shop?schema=public"
`, V{"a": g.pwURL()}, "Error: P1000", "Datasource \"db\": PostgreSQL database \"shop\"")

	g.ormAdd("prisma-accelerate-env", `
$ cat .env
# Accelerate connection string, used by the app at runtime
DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key=«a»"
# Direct connection, used by prisma migrate
DIRECT_DATABASE_URL="postgresql://prisma_migrate:«b»@db.«_ref».supabase.co:5432/postgres"
`, V{"a": g.ormAccel(), "b": g.pwURL(), "_ref": g.ormSupaRef()}, "prisma://accelerate.prisma-data.net/?api_key=")

	g.ormAdd("prisma-p1012-url-protocol", `
$ npx prisma generate
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Error: Prisma schema validation - (get-config wasm)
Error code: P1012
error: Error validating datasource ˋdbˋ: the URL must start with the protocol ˋpostgresql://ˋ or ˋpostgres://ˋ.
  -->  prisma/schema.prisma:7
   |
 6 |   provider = "postgresql"
 7 |   url      = env("DATABASE_URL")
   |

Validation Error Count: 1
[Context: getConfig]

Prisma CLI Version : 5.22.0
`, nil, `url      = env("DATABASE_URL")`, "Error code: P1012")

	g.ormAdd("prisma-shadow-db-p3014", `
datasource db {
  provider          = "postgresql"
  url               = env("DATABASE_URL")
  shadowDatabaseUrl = "postgresql://shadow_user:«a»@pg-dev.internal:5433/shop_shadow"
}

$ npx prisma migrate dev
Error: P3014

Prisma Migrate could not create the shadow database. Please make sure the database user has permission to create databases. Read more about the shadow database (and workarounds) at https://pris.ly/d/migrate-shadow

Original error:
db error: ERROR: permission denied to create database
`, V{"a": g.pwURL()}, "https://pris.ly/d/migrate-shadow", `url               = env("DATABASE_URL")`)

	g.ormAdd("prisma-planetscale-env", `
$ cat .env.production
DATABASE_URL='mysql://«_u»:«a»@aws.connect.psdb.cloud/shop?sslaccept=strict'
$ grep -A3 datasource prisma/schema.prisma
datasource db {
  provider     = "mysql"
  url          = env("DATABASE_URL")
  relationMode = "prisma"
`, V{"_u": g.s(alLowNum, 12), "a": g.ormPscale()}, "aws.connect.psdb.cloud/shop?sslaccept=strict", `relationMode = "prisma"`)

	g.ormAdd("prisma-client-datasourceurl-ts", `
// src/lib/db.ts
import { PrismaClient } from "@prisma/client";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma =
  globalForPrisma.prisma ??
  new PrismaClient({
    // TODO: remove before merging, env not loaded in the worker
    datasourceUrl: "postgresql://worker:«a»@pg-staging.acme.internal:5432/jobs",
    log: ["query", "warn", "error"],
  });

if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = prisma;
`, V{"a": g.pwURL()}, "pg-staging.acme.internal:5432/jobs", "globalForPrisma.prisma ??")

	g.ormAdd("prisma-migrate-status-pending", `
$ npx prisma migrate status
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "shop", schema "public" at "pg-staging.acme.internal:5432"

17 migrations found in prisma/migrations
Following migrations have not yet been applied:
«_t1»_add_refunds
«_t2»_refund_reason_enum

To apply migrations in development run prisma migrate dev.
To apply migrations in production run prisma migrate deploy.
`, V{"_t1": g.ormTS(), "_t2": g.ormTS()}, "To apply migrations in production run prisma migrate deploy.")

	g.ormAdd("prisma-libsql-adapter-turso", `
// src/db.ts
import { PrismaClient } from "@prisma/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { createClient } from "@libsql/client";

const libsql = createClient({
  url: "libsql://shop-«_org».turso.io",
  authToken: "«a»",
});

const adapter = new PrismaLibSQL(libsql);
export const prisma = new PrismaClient({ adapter });
`, V{"_org": g.s(alLower, 8), "a": g.ormTurso()}, "@prisma/adapter-libsql")

	g.ormAdd("prisma-docker-compose-db", `
$ cat docker-compose.yml
services:
  db:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: shop
      POSTGRES_PASSWORD: «a»
      POSTGRES_DB: shop
    ports:
      - "5432:5432"
  api:
    build: .
    depends_on: [db]
    environment:
      DATABASE_URL: postgresql://shop:«a»@db:5432/shop?schema=public
    command: sh -c "npx prisma migrate deploy && node dist/main.js"
`, V{"a": g.pwURL()}, "postgres:16-alpine", "npx prisma migrate deploy && node dist/main.js")

	g.ormAdd("prisma-init-example-env", `
$ npx prisma init --datasource-provider postgresql

✔ Your Prisma schema was created at prisma/schema.prisma
  You can now open it in your favorite editor.

Next steps:
1. Set the DATABASE_URL in the .env file to point to your existing database. If your database has no tables yet, read https://pris.ly/d/getting-started
2. Run prisma db pull to turn your database schema into a Prisma schema.
3. Run prisma generate to generate the Prisma Client. You can then start querying your database.

$ cat .env
# Environment variables declared in this file are automatically made available to Prisma.
# See the documentation for more detail: https://pris.ly/d/prisma-schema#accessing-environment-variables-from-the-schema

DATABASE_URL="postgresql://johndoe:randompassword@localhost:5432/mydb?schema=public"
`, nil, "postgresql://johndoe:randompassword@localhost:5432/mydb?schema=public", "https://pris.ly/d/getting-started")

	g.ormAdd("prisma-vercel-env-pull", `
$ vercel env pull .env.development.local
Vercel CLI 37.14.0
> Downloading ˋdevelopmentˋ Environment Variables for acme/storefront
✅  Created .env.development.local file [212ms]
$ cat .env.development.local
# Created by Vercel CLI
POSTGRES_DATABASE="verceldb"
POSTGRES_HOST="«_ep»-pooler.us-east-1.aws.neon.tech"
POSTGRES_PASSWORD="«a»"
POSTGRES_PRISMA_URL="postgres://default:«a»@«_ep»-pooler.us-east-1.aws.neon.tech:5432/verceldb?pgbouncer=true&connect_timeout=15"
POSTGRES_URL_NON_POOLING="postgres://default:«a»@«_ep».us-east-1.aws.neon.tech:5432/verceldb?sslmode=require"
POSTGRES_USER="default"
VERCEL_OIDC_TOKEN="«b»"
`, V{"_ep": g.ormNeonEP(), "a": g.an(12), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:storefront:environment:development","aud":"https://vercel.com/acme","exp":%d}`, 1741950000+g.r.IntN(100000)))}, `POSTGRES_USER="default"`, "acme/storefront")

	g.ormAdd("prisma-p1001-supabase", `
$ npx prisma migrate deploy
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "postgres", schema "public" at "db.«_ref».supabase.co:5432"

Error: P1001: Can't reach database server at ˋdb.«_ref».supabase.coˋ:ˋ5432ˋ

Please make sure your database server is running at ˋdb.«_ref».supabase.coˋ:ˋ5432ˋ.
`, V{"_ref": g.ormSupaRef()}, "Error: P1001")
}

// ---- Node ORMs: TypeORM, Sequelize, Knex, Drizzle, MikroORM, Mongoose ----

func (g *G) ormNode() {
	g.ormAdd("typeorm-ormconfig-json", `
$ cat ormconfig.json
{
  "type": "mysql",
  "host": "mysql-primary.shop.svc.cluster.local",
  "port": 3306,
  "username": "shop_api",
  "password": "«a»",
  "database": "shop",
  "synchronize": false,
  "logging": ["error", "migration"],
  "entities": ["dist/entity/**/*.js"],
  "migrations": ["dist/migration/**/*.js"],
  "cli": { "migrationsDir": "src/migration" }
}
`, V{"a": g.pw()}, "mysql-primary.shop.svc.cluster.local", "shop_api")

	g.ormAdd("typeorm-datasource-fallback", `
// src/data-source.ts
import "reflect-metadata";
import { DataSource } from "typeorm";
import { Order } from "./entity/Order";
import { User } from "./entity/User";

export const AppDataSource = new DataSource({
  type: "postgres",
  host: process.env.DB_HOST ?? "localhost",
  port: Number(process.env.DB_PORT ?? 5432),
  username: process.env.DB_USER ?? "orders",
  password: process.env.DB_PASSWORD ?? "«a»",
  database: process.env.DB_NAME ?? "orders",
  synchronize: false,
  logging: true,
  entities: [User, Order],
  migrations: ["src/migration/*.ts"],
});
`, V{"a": g.pw()}, "process.env.DB_PASSWORD ??", "src/migration/*.ts")

	{
		n := 1741000000 + g.r.IntN(9000000)
		ms := fmt.Sprintf("%d000", n)
		g.ormAdd("typeorm-migration-run-log", `
$ npm run typeorm -- migration:run -d src/data-source.ts

> orders-api@1.8.0 typeorm
> typeorm-ts-node-commonjs migration:run -d src/data-source.ts

query: SELECT * FROM current_schema()
query: SELECT version();
query: SELECT * FROM "information_schema"."tables" WHERE "table_schema" = 'public' AND "table_name" = 'migrations'
query: SELECT * FROM "migrations" "migrations" ORDER BY "id" DESC
1 migrations are new migrations must be executed.
query: START TRANSACTION
query: ALTER TABLE "order" ADD "refund_reason" character varying
query: INSERT INTO "migrations"("timestamp", "name") VALUES ($1, $2) -- PARAMETERS: [«_ms»,"AddRefundReason«_ms»"]
Migration AddRefundReason«_ms» has been  executed successfully.
query: COMMIT
`, V{"_ms": ms}, "1 migrations are new migrations must be executed.")
	}

	g.ormAdd("nest-typeorm-retry-and-env", `
$ npm run start:dev
[Nest] 48211  - 03/14/2025, 10:12:33 AM     LOG [NestFactory] Starting Nest application...
[Nest] 48211  - 03/14/2025, 10:12:33 AM     LOG [InstanceLoader] TypeOrmModule dependencies initialized +41ms
[Nest] 48211  - 03/14/2025, 10:12:33 AM   ERROR [TypeOrmModule] Unable to connect to the database. Retrying (1)...
error: password authentication failed for user "billing"
    at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)
    at Parser.handlePacket (/app/node_modules/pg-protocol/dist/parser.js:122:29)
$ cat .env.development
DB_HOST=localhost
DB_PORT=5432
DB_USERNAME=billing
DB_PASSWORD=«a»
DB_DATABASE=billing
JWT_SECRET=«b»
`, V{"a": g.pw(), "b": g.hex(64)}, "Unable to connect to the database. Retrying (1)...", "DB_USERNAME=billing")

	g.ormAdd("sequelize-config-json-staging", `
$ cat config/config.json
{
  "development": {
    "username": "root",
    "password": null,
    "database": "shop_development",
    "host": "127.0.0.1",
    "dialect": "mysql"
  },
  "test": {
    "username": "root",
    "password": null,
    "database": "shop_test",
    "host": "127.0.0.1",
    "dialect": "mysql"
  },
  "staging": {
    "username": "shop",
    "password": "«a»",
    "database": "shop_staging",
    "host": "shop-staging.c2h8x.eu-west-1.rds.amazonaws.com",
    "dialect": "mysql"
  },
  "production": {
    "use_env_variable": "DATABASE_URL",
    "dialect": "mysql"
  }
}
`, V{"a": g.pw()}, `"use_env_variable": "DATABASE_URL"`, "shop-staging.c2h8x.eu-west-1.rds.amazonaws.com")

	{
		ts := g.ormTS()
		g.ormAdd("sequelize-cli-migrate-output", `
$ npx sequelize-cli db:migrate

Sequelize CLI [Node: 20.11.1, CLI: 6.6.2, ORM: 6.37.3]

Loaded configuration file "config/config.json".
Using environment "development".
== «_ts»-add-refund-reason: migrating =======
== «_ts»-add-refund-reason: migrated (0.034s)

`, V{"_ts": ts}, `Loaded configuration file "config/config.json".`)
	}

	g.ormAdd("sequelize-access-denied-code", `
$ node scripts/backfill.js
/app/node_modules/sequelize/lib/dialects/mysql/connection-manager.js:102
          throw new SequelizeErrors.AccessDeniedError(err);
                ^

AccessDeniedError [SequelizeAccessDeniedError]: Access denied for user 'reports'@'172.19.0.4' (using password: YES)
    at ConnectionManager.connect (/app/node_modules/sequelize/lib/dialects/mysql/connection-manager.js:102:17)
$ sed -n 1,12p scripts/backfill.js
const { Sequelize } = require("sequelize");

const sequelize = new Sequelize("shop", "reports", "«a»", {
  host: "mysql.internal",
  dialect: "mysql",
  logging: false,
});
`, V{"a": g.pw()}, "Access denied for user 'reports'@'172.19.0.4' (using password: YES)")

	g.ormAdd("knexfile-staging-literal", `
// knexfile.js
module.exports = {
  development: {
    client: "better-sqlite3",
    connection: { filename: "./dev.sqlite3" },
    useNullAsDefault: true,
  },
  staging: {
    client: "pg",
    connection: {
      host: "pg-staging.internal",
      database: "crm",
      user: "crm_app",
      password: "«a»",
    },
    pool: { min: 2, max: 10 },
    migrations: { tableName: "knex_migrations" },
  },
  production: {
    client: "pg",
    connection: process.env.DATABASE_URL,
    pool: { min: 2, max: 10 },
    migrations: { tableName: "knex_migrations" },
  },
};
`, V{"a": g.pw()}, "connection: process.env.DATABASE_URL", "knex_migrations")

	g.ormAdd("knex-migrate-latest-inline", `
$ DATABASE_URL=postgres://crm_app:«a»@10.8.0.21:5432/crm npx knex migrate:latest --env production
Using environment: production
Batch 7 run: 2 migrations
$ npx knex migrate:list --env production
Using environment: production
Found 31 Completed Migration file/files.
«_t1»_add_deal_stage.js
«_t2»_backfill_deal_stage.js
No Pending Migration files Found.
`, V{"a": g.pwURL(), "_t1": g.ormTS(), "_t2": g.ormTS()}, "Batch 7 run: 2 migrations")

	g.ormAdd("drizzle-config-turso", `
// drizzle.config.ts
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  schema: "./src/db/schema.ts",
  out: "./drizzle",
  dialect: "turso",
  dbCredentials: {
    url: "libsql://notes-«_org».turso.io",
    authToken: "«a»",
  },
});
`, V{"_org": g.s(alLower, 9), "a": g.ormTurso()}, "./src/db/schema.ts")

	g.ormAdd("drizzle-kit-push-output", `
$ npx drizzle-kit push
No config path provided, using default 'drizzle.config.ts'
Reading config file '/home/dev/shop/drizzle.config.ts'
Using 'postgres' driver for database querying
[✓] Pulling schema from database...

 Warning  You are about to execute current statements:

ALTER TABLE "orders" ADD COLUMN "refund_reason" text;

[✓] Changes applied
`, nil, "Reading config file '/home/dev/shop/drizzle.config.ts'", `ALTER TABLE "orders" ADD COLUMN "refund_reason" text;`)

	g.ormAdd("drizzle-neon-http-literal", `
// src/db/index.ts
import { neon } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-http";
import * as schema from "./schema";

// process.env is undefined in the edge preview, hardcode for now
const sql = neon("postgresql://neondb_owner:«a»@«_ep»-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require");
export const db = drizzle(sql, { schema });
`, V{"a": g.ormNeonPw(), "_ep": g.ormNeonEP()}, "drizzle-orm/neon-http")

	g.ormAdd("mikro-orm-config-ts", `
// src/mikro-orm.config.ts
import { defineConfig } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";

export default defineConfig({
  host: "pg.library.internal",
  port: 5432,
  user: "library",
  password: "«a»",
  dbName: "library",
  entities: ["dist/**/*.entity.js"],
  entitiesTs: ["src/**/*.entity.ts"],
  extensions: [Migrator],
  debug: true,
});
`, V{"a": g.pw()}, "pg.library.internal", "@mikro-orm/postgresql")

	g.ormAdd("mikro-orm-masked-connect-log", `
$ npm run dev
[info] MikroORM version: 6.3.12
[discovery] ORM entity discovery started, using ReflectMetadataProvider
[discovery] - processing entity Author
[discovery] - processing entity Book
[discovery] - processing entity Publisher
[discovery] - entity discovery finished, found 3 entities, took 24 ms
[info] MikroORM successfully connected to database library on postgresql://library:*****@pg.library.internal:5432
[query] select 1 from pg_database where datname = 'library' [took 3 ms, 1 result]
`, nil, "postgresql://library:*****@pg.library.internal:5432", "MikroORM version: 6.3.12")

	g.ormAdd("mongoose-connect-atlas", `
// src/db.js
const mongoose = require("mongoose");

const uri = process.env.MONGO_URI || "mongodb+srv://api-user:«a»@cluster0.«_c».mongodb.net/catalog?retryWrites=true&w=majority&appName=Cluster0";

mongoose.connect(uri).then(() => console.log("mongo connected"));
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "appName=Cluster0")

	g.ormAdd("kysely-codegen-url", `
$ npx kysely-codegen --dialect postgres --url "postgres://analytics:«a»@warehouse.internal:5432/analytics" --out-file src/db/types.ts
• Loading environment variables...
• Introspecting database...
✓ Introspected 23 tables and generated ./src/db/types.ts in 214ms.
`, V{"a": g.pwURL()}, "Introspected 23 tables")

	g.ormAdd("typeorm-generated-migration-names", `
$ cat src/migration/«_ms»-AddOrderItems.ts
import { MigrationInterface, QueryRunner } from "typeorm";

export class AddOrderItems«_ms» implements MigrationInterface {
    name = 'AddOrderItems«_ms»'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(ˋCREATE TABLE "order_item" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "qty" integer NOT NULL, "orderId" uuid, CONSTRAINT "PK_«_pk»" PRIMARY KEY ("id"))ˋ);
        await queryRunner.query(ˋCREATE INDEX "IDX_«_idx»" ON "order_item" ("orderId") ˋ);
        await queryRunner.query(ˋALTER TABLE "order_item" ADD CONSTRAINT "FK_«_fk»" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION ˋ);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(ˋALTER TABLE "order_item" DROP CONSTRAINT "FK_«_fk»"ˋ);
        await queryRunner.query(ˋDROP INDEX "public"."IDX_«_idx»"ˋ);
        await queryRunner.query(ˋDROP TABLE "order_item"ˋ);
    }
}
`, V{"_ms": fmt.Sprintf("%d000", 1741000000+g.r.IntN(9000000)), "_pk": g.hex(27), "_idx": g.hex(27), "_fk": g.hex(27)}, "uuid_generate_v4()")

	g.ormAdd("pg-pool-env-objection", `
$ cat .env
# node-postgres reads the PG* variables, knex and objection use them
PGHOST=pg-main.internal
PGPORT=5432
PGUSER=inventory
PGPASSWORD=«a»
PGDATABASE=inventory
PGSSLMODE=require
SENTRY_DSN=https://«=k»@o4505.ingest.sentry.io/4506
`, V{"a": g.pw(), "=k": g.hex(32)}, "PGUSER=inventory", "PGSSLMODE=require")
}

// ---- Python: SQLAlchemy, Alembic, Flask, FastAPI, Peewee, Tortoise, Pony ----

func (g *G) ormPython() {
	g.ormAdd("sqlalchemy-create-engine", `
# app/db.py
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine(
    "postgresql+psycopg2://reporting:«a»@analytics-db.internal:5432/analytics",
    pool_pre_ping=True,
    pool_size=10,
)
SessionLocal = sessionmaker(bind=engine, autoflush=False)
`, V{"a": g.pwURL()}, "analytics-db.internal:5432/analytics", "pool_pre_ping=True")

	g.ormAdd("sqlalchemy-repr-then-render", `
>>> from app.db import engine
>>> engine
Engine(postgresql+psycopg2://reporting:***@analytics-db.internal:5432/analytics)
>>> engine.url.render_as_string(hide_password=False)
'postgresql+psycopg2://reporting:«a»@analytics-db.internal:5432/analytics'
>>> engine.url.database
'analytics'
`, V{"a": g.pwURL()}, "Engine(postgresql+psycopg2://reporting:***@analytics-db.internal:5432/analytics)")

	g.ormAdd("sqlalchemy-operationalerror", `
$ ETL_DB_URL='postgresql+psycopg2://etl:«a»@10.0.3.14:5432/warehouse' python -m etl.load --date 2025-03-13
Traceback (most recent call last):
  File "/srv/etl/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 146, in __init__
    self._dbapi_connection = engine.raw_connection()
  File "/srv/etl/.venv/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.0.3.14", port 5432 failed: FATAL:  password authentication failed for user "etl"

(Background on this error at: https://sqlalche.me/e/20/e3q8)
`, V{"a": g.pwURL()}, "https://sqlalche.me/e/20/e3q8", `password authentication failed for user "etl"`)

	g.ormAdd("alembic-ini-hardcoded-url", `
$ sed -n 1,20p alembic.ini
# A generic, single database configuration.

[alembic]
# path to migration scripts
script_location = migrations

# template used to generate migration file names
file_template = %%(year)d%%(month).2d%%(day).2d_%%(rev)s_%%(slug)s

prepend_sys_path = .
version_path_separator = os

sqlalchemy.url = postgresql+psycopg://billing:«a»@billing-db.internal:5432/billing

[post_write_hooks]
hooks = ruff
ruff.type = exec
ruff.executable = ruff
`, V{"a": g.pwURL()}, "script_location = migrations", "%%(year)d%%(month).2d%%(day).2d_%%(rev)s_%%(slug)s")

	{
		pw := g.ormPctPw()
		pos := fmt.Sprint(len("postgresql+psycopg://api:") + strings.Index(pw, "%"))
		g.ormAdd("alembic-percent-interpolation-error", `
$ alembic upgrade head
Traceback (most recent call last):
  File "/srv/api/.venv/bin/alembic", line 8, in <module>
    sys.exit(main())
  File "/srv/api/migrations/env.py", line 14, in <module>
    config.set_main_option("sqlalchemy.url", os.environ["DATABASE_URL"])
  File "/srv/api/.venv/lib/python3.12/site-packages/alembic/config.py", line 330, in set_main_option
    self.set_section_option(self.config_ini_section, name, value)
  File "/usr/lib/python3.12/configparser.py", line 1205, in set
    super().set(section, option, value)
  File "/usr/lib/python3.12/configparser.py", line 911, in set
    value = self._interpolation.before_set(self, section, option,
  File "/usr/lib/python3.12/configparser.py", line 406, in before_set
    raise ValueError("invalid interpolation syntax in %r at "
ValueError: invalid interpolation syntax in 'postgresql+psycopg://api:«a»@pg-main.internal:5432/api' at position «=pos»
`, V{"a": pw, "=pos": pos}, `config.set_main_option("sqlalchemy.url", os.environ["DATABASE_URL"])`)
	}

	g.ormAdd("alembic-env-py-and-upgrade", `
$ sed -n 10,16p migrations/env.py
config = context.config
# escape % for configparser, the URL comes from the environment
config.set_main_option("sqlalchemy.url", os.environ["DATABASE_URL"].replace("%", "%%"))
target_metadata = Base.metadata
$ alembic upgrade head
INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade «_r1» -> «_r2», add refund reason
INFO  [alembic.runtime.migration] Running upgrade «_r2» -> «_r3», index orders by customer
`, V{"_r1": g.hex(12), "_r2": g.hex(12), "_r3": g.hex(12)}, `.replace("%", "%%")`, "Context impl PostgresqlImpl.")

	g.ormAdd("flask-sqlalchemy-config-class", `
# config.py
import os


class Config:
    SQLALCHEMY_TRACK_MODIFICATIONS = False


class ProductionConfig(Config):
    SECRET_KEY = os.environ.get("SECRET_KEY") or "«a»"
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL") or \
        "mysql+pymysql://flaskapp:«b»@mysql-prod.internal:3306/flaskapp?charset=utf8mb4"


class TestingConfig(Config):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite:///:memory:"
`, V{"a": g.hex(48), "b": g.pwURL()}, `SQLALCHEMY_DATABASE_URI = "sqlite:///:memory:"`, "mysql-prod.internal:3306")

	g.ormAdd("fastapi-pydantic-settings-secretstr", `
$ cat .env
APP_ENV=staging
DATABASE_HOST=pg-staging.internal
DATABASE_USER=api
DATABASE_PASSWORD=«a»
$ python -c "from app.settings import settings; print(settings)"
app_env='staging' database_host='pg-staging.internal' database_port=5432 database_user='api' database_password=SecretStr('**********') database_name='api' pool_size=5
`, V{"a": g.pw()}, "database_password=SecretStr('**********')", "DATABASE_USER=api")

	g.ormAdd("sqlmodel-sqlite-echo", `
$ python main.py
2025-03-14 10:12:33,441 INFO sqlalchemy.engine.Engine BEGIN (implicit)
2025-03-14 10:12:33,442 INFO sqlalchemy.engine.Engine PRAGMA main.table_info("hero")
2025-03-14 10:12:33,442 INFO sqlalchemy.engine.Engine [raw sql] ()
2025-03-14 10:12:33,443 INFO sqlalchemy.engine.Engine INSERT INTO hero (name, secret_name, age) VALUES (?, ?, ?)
2025-03-14 10:12:33,443 INFO sqlalchemy.engine.Engine [generated in 0.00019s] ('Deadpond', 'Dive Wilson', None)
2025-03-14 10:12:33,444 INFO sqlalchemy.engine.Engine COMMIT
$ grep create_engine main.py
engine = create_engine("sqlite:///database.db", echo=True)
`, nil, `create_engine("sqlite:///database.db", echo=True)`, "('Deadpond', 'Dive Wilson', None)")

	g.ormAdd("peewee-postgresql-database", `
# inventory/models.py
from peewee import Model, CharField, IntegerField
from playhouse.pool import PooledPostgresqlDatabase

db = PooledPostgresqlDatabase(
    "inventory",
    user="inventory",
    password="«a»",
    host="10.20.0.5",
    port=5432,
    max_connections=16,
    stale_timeout=300,
)


class BaseModel(Model):
    class Meta:
        database = db
`, V{"a": g.pw()}, "PooledPostgresqlDatabase", "stale_timeout=300")

	g.ormAdd("peewee-db-url-fallback", `
# app.py
import os
from playhouse.db_url import connect

db = connect(os.environ.get("DATABASE") or "mysql://blog:«a»@127.0.0.1:3306/blog")
`, V{"a": g.pwURL()}, "playhouse.db_url")

	g.ormAdd("tortoise-config-aerich-init", `
# settings.py
TORTOISE_ORM = {
    "connections": {
        "default": {
            "engine": "tortoise.backends.asyncpg",
            "credentials": {
                "host": "127.0.0.1",
                "port": "5432",
                "user": "tickets",
                "password": "«a»",
                "database": "tickets",
            },
        }
    },
    "apps": {"models": {"models": ["app.models", "aerich.models"], "default_connection": "default"}},
}

$ aerich init -t settings.TORTOISE_ORM
Success writing aerich config to pyproject.toml
Success creating migrations folder ./migrations
`, V{"a": g.pw()}, "Success writing aerich config to pyproject.toml", `"aerich.models"`)

	g.ormAdd("tortoise-register-fastapi", `
# main.py
from fastapi import FastAPI
from tortoise.contrib.fastapi import register_tortoise

app = FastAPI()

register_tortoise(
    app,
    db_url="asyncpg://tickets:«a»@pg-tickets.internal:5432/tickets",
    modules={"models": ["app.models"]},
    generate_schemas=False,
    add_exception_handlers=True,
)
`, V{"a": g.pwURL()}, "pg-tickets.internal:5432/tickets")

	g.ormAdd("pony-orm-bind-mysql", `
# db.py
from pony.orm import Database, Required, Optional

db = Database()
db.bind(provider="mysql", host="mysql.lab.internal", user="lims", passwd="«a»", db="lims")


class Sample(db.Entity):
    barcode = Required(str, unique=True)
    notes = Optional(str)


db.generate_mapping(create_tables=False)
`, V{"a": g.pw()}, `provider="mysql"`, "mysql.lab.internal")

	g.ormAdd("asyncpg-invalid-password", `
ERROR:    Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/starlette/routing.py", line 693, in lifespan
    async with self.lifespan_context(app) as maybe_state:
  File "/app/app/main.py", line 21, in lifespan
    app.state.pool = await asyncpg.create_pool(dsn=settings.database_url, min_size=2)
  File "/app/.venv/lib/python3.12/site-packages/asyncpg/connect_utils.py", line 1049, in _connect_addr
    await connected
asyncpg.exceptions.InvalidPasswordError: password authentication failed for user "api"

ERROR:    Application startup failed. Exiting.
`, nil, "asyncpg.exceptions.InvalidPasswordError", "dsn=settings.database_url")

	g.ormAdd("sqlalchemy-echo-insert-hash", `
2025-03-14 10:12:33,501 INFO sqlalchemy.engine.Engine BEGIN (implicit)
2025-03-14 10:12:33,502 INFO sqlalchemy.engine.Engine INSERT INTO users (id, email, password_hash, created_at) VALUES (%(id)s::UUID, %(email)s, %(password_hash)s, now()) RETURNING users.created_at
2025-03-14 10:12:33,502 INFO sqlalchemy.engine.Engine [generated in 0.00031s] {'id': UUID('«_id»'), 'email': 'lena.park@example.org', 'password_hash': '«a»'}
2025-03-14 10:12:33,507 INFO sqlalchemy.engine.Engine COMMIT
`, V{"_id": g.uuid(), "a": g.ormArgon2()}, "lena.park@example.org")
}

// ---- Django ----

func (g *G) ormDjango() {
	g.ormAdd("settings-databases-hardcoded", `
$ sed -n 20,45p shop/settings.py
# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = "«a»"

# SECURITY WARNING: don't run with debug turned on in production!
DEBUG = False

ALLOWED_HOSTS = ["shop.acme.io", "localhost"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "shop",
        "USER": "shop",
        "PASSWORD": "«b»",
        "HOST": "shop-db.internal",
        "PORT": "5432",
        "CONN_MAX_AGE": 60,
    }
}
`, V{"a": g.ormDjangoProdKey(), "b": g.pw()}, `"ENGINE": "django.db.backends.postgresql"`, "shop-db.internal")

	g.ormAdd("settings-dj-database-url", `
# config/settings/production.py
import dj_database_url

DATABASES = {
    "default": dj_database_url.config(
        default="postgres://wagtail:«a»@ec2-54-228-19-77.eu-west-1.compute.amazonaws.com:5432/«_db»",
        conn_max_age=600,
        conn_health_checks=True,
    )
}
`, V{"a": g.pwURL(), "_db": "d" + g.s(alLowNum, 13)}, "conn_health_checks=True")

	g.ormAdd("django-environ-env", `
$ cat .env
DEBUG=off
SECRET_KEY=«a»
DATABASE_URL=psql://blog:«b»@127.0.0.1:5432/blog
CACHE_URL=rediscache://:«c»@127.0.0.1:6379/1?client_class=django_redis.client.DefaultClient
ALLOWED_HOSTS=blog.acme.io
$ grep env.db config/settings.py
    "default": env.db(),
`, V{"a": g.djangoKey(), "b": g.pwURL(), "c": g.an(32)}, `"default": env.db(),`, "client_class=django_redis.client.DefaultClient")

	g.ormAdd("debug-page-settings-masked", `
Environment:

Request Method: GET
Request URL: http://localhost:8000/orders/42/

Django Version: 5.1.7
Python Version: 3.12.2

Traceback (most recent call last):
  File "/app/orders/views.py", line 31, in detail
    order = Order.objects.select_related("customer").get(pk=pk)

Exception Type: DoesNotExist at /orders/42/
Exception Value: Order matching query does not exist.

Settings:
Using settings module shop.settings
DATABASES = {'default': {'ATOMIC_REQUESTS': False, 'AUTOCOMMIT': True, 'CONN_HEALTH_CHECKS': False, 'CONN_MAX_AGE': 0, 'ENGINE': 'django.db.backends.postgresql', 'HOST': 'db', 'NAME': 'shop', 'OPTIONS': {}, 'PASSWORD': '********************', 'PORT': '5432', 'TEST': {'CHARSET': None, 'COLLATION': None, 'MIGRATE': True, 'MIRROR': None, 'NAME': None}, 'TIME_ZONE': None, 'USER': 'shop'}}
EMAIL_HOST_PASSWORD = '********************'
SECRET_KEY = '********************'
STRIPE_API_KEY = '********************'
`, nil, "'PASSWORD': '********************'", "SECRET_KEY = '********************'", "Using settings module shop.settings")

	g.ormAdd("diffsettings-grep", `
$ python manage.py diffsettings | grep -E "DATABASES|SECRET_KEY|EMAIL_HOST"
DATABASES = {'default': {'ENGINE': 'django.db.backends.mysql', 'NAME': 'crm', 'USER': 'crm', 'PASSWORD': '«b»', 'HOST': 'mysql-crm.internal', 'PORT': '3306', 'OPTIONS': {'charset': 'utf8mb4'}, 'ATOMIC_REQUESTS': False, 'AUTOCOMMIT': True, 'CONN_MAX_AGE': 0}}  ###
EMAIL_HOST = 'smtp.sendgrid.net'  ###
EMAIL_HOST_PASSWORD = '«c»'  ###
EMAIL_HOST_USER = 'apikey'  ###
SECRET_KEY = '«a»'  ###
`, V{"a": g.ormDjangoProdKey(), "b": g.pw(), "c": g.sendgrid()}, "EMAIL_HOST_USER = 'apikey'", "mysql-crm.internal")

	g.ormAdd("dbshell-session", `
$ python manage.py dbshell
psql (16.2 (Debian 16.2-1.pgdg120+2))
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

shop=> \dt orders_*
                List of relations
 Schema |         Name          | Type  | Owner
--------+-----------------------+-------+-------
 public | orders_order          | table | shop
 public | orders_orderitem      | table | shop
 public | orders_refund         | table | shop
(3 rows)
`, nil, "TLS_AES_256_GCM_SHA384", "orders_refund")

	g.ormAdd("createsuperuser-noinput", `
$ DJANGO_SUPERUSER_PASSWORD='«a»' python manage.py createsuperuser --noinput --username ops --email ops@acme.io
Superuser created successfully.
`, V{"a": g.pw()}, "Superuser created successfully.", "ops@acme.io")

	g.ormAdd("fixture-auth-users-pbkdf2", `
$ cat accounts/fixtures/staff.json
[
  {
    "model": "auth.user",
    "pk": 1,
    "fields": {
      "password": "«a»",
      "last_login": null,
      "is_superuser": true,
      "username": "admin",
      "email": "admin@acme.io",
      "is_staff": true,
      "is_active": true,
      "date_joined": "2024-11-02T09:00:00Z"
    }
  },
  {
    "model": "auth.user",
    "pk": 2,
    "fields": {
      "password": "«b»",
      "is_superuser": false,
      "username": "support",
      "email": "support@acme.io",
      "is_staff": true,
      "is_active": true,
      "date_joined": "2024-11-02T09:00:00Z"
    }
  }
]
`, V{"a": g.ormPbkdf2(), "b": g.ormPbkdf2()}, `"model": "auth.user"`)

	g.ormAdd("django-migrate-output", `
$ python manage.py migrate
Operations to perform:
  Apply all migrations: admin, auth, contenttypes, orders, sessions
Running migrations:
  Applying orders.0014_refund_reason... OK
  Applying orders.0015_backfill_refund_reason... OK
$ python manage.py showmigrations orders | tail -3
 [X] 0013_order_currency
 [X] 0014_refund_reason
 [X] 0015_backfill_refund_reason
`, nil, "Applying orders.0015_backfill_refund_reason... OK")

	g.ormAdd("settings-mssql-local", `
# erp/local_settings.py  (not in git... it was, see 3f1c2e0)
DATABASES = {
    "default": {
        "ENGINE": "mssql",
        "NAME": "ERP",
        "USER": "erp_web",
        "PASSWORD": "«a»",
        "HOST": "sql01.corp.acme.local",
        "PORT": "1433",
        "OPTIONS": {
            "driver": "ODBC Driver 18 for SQL Server",
            "extra_params": "TrustServerCertificate=yes",
        },
    },
}
`, V{"a": g.pw()}, "ODBC Driver 18 for SQL Server", "sql01.corp.acme.local")

	g.ormAdd("django-operationalerror", `
$ docker compose run --rm web python manage.py migrate
Traceback (most recent call last):
  File "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py", line 279, in ensure_connection
    self.connect()
  File "/usr/local/lib/python3.12/site-packages/psycopg/connection.py", line 119, in connect
    raise last_ex.with_traceback(None)
psycopg.OperationalError: connection failed: connection to server at "172.20.0.2", port 5432 failed: FATAL:  password authentication failed for user "shop"

The above exception was the direct cause of the following exception:

django.db.utils.OperationalError: connection failed: connection to server at "172.20.0.2", port 5432 failed: FATAL:  password authentication failed for user "shop"
`, nil, "django.db.utils.OperationalError", `connection to server at "172.20.0.2", port 5432`)

	g.ormAdd("settings-replica-hardcoded", `
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ["DB_NAME"],
        "USER": os.environ["DB_USER"],
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ["DB_HOST"],
    },
    "replica": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "shop",
        "USER": "shop_ro",
        "PASSWORD": "«a»",
        "HOST": "shop-db-replica.internal",
    },
}
DATABASE_ROUTERS = ["shop.routers.ReplicaRouter"]
`, V{"a": g.pw()}, `"PASSWORD": os.environ["DB_PASSWORD"]`, "shop.routers.ReplicaRouter")

	g.ormAdd("dumpdata-sessions", `
$ python manage.py dumpdata sessions.session --indent 2 | head -9
[
{
  "model": "sessions.session",
  "pk": "«a»",
  "fields": {
    "session_data": "«=d»",
    "expire_date": "2025-03-28T10:12:33.441Z"
  }
},
`, V{"a": g.djangoSession(), "=d": ".eJxVjEEOgjAQRe" + g.b64u(80) + ":1t" + g.b64u(4) + ":" + g.b64u(43)}, `"model": "sessions.session"`)
}

// ---- Rails / ActiveRecord ----

func (g *G) ormRails() {
	g.ormAdd("database-yml-production-literal", `
$ cat config/database.yml
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: helpdesk_development

test:
  <<: *default
  database: helpdesk_test

production:
  <<: *default
  host: helpdesk-db.internal
  database: helpdesk_production
  username: helpdesk
  password: «a»
`, V{"a": g.pw()}, `pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>`, "helpdesk-db.internal")

	g.ormAdd("database-yml-generator-default", `
# PostgreSQL. Versions 9.3 and up are supported.
#
# Install the pg driver:
#   gem install pg
#
# Configure Using Gemfile
# gem "pg"
#
default: &default
  adapter: postgresql
  encoding: unicode
  # For details on connection pooling, see Rails configuration guide
  # https://guides.rubyonrails.org/configuring.html#database-pooling
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

production:
  <<: *default
  database: helpdesk_production
  username: helpdesk
  password: <%= ENV["HELPDESK_DATABASE_PASSWORD"] %>
`, nil, `password: <%= ENV["HELPDESK_DATABASE_PASSWORD"] %>`, "https://guides.rubyonrails.org/configuring.html#database-pooling")

	g.ormAdd("rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show
# aws:
#   access_key_id: 123
#   secret_access_key: 345

# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.
secret_key_base: «a»

database:
  password: «b»

stripe:
  secret_key: «c»
`, V{"a": g.ormSKB(), "b": g.pw(), "c": g.skLive()}, "#   access_key_id: 123", "including the one protecting cookies")

	g.ormAdd("rails-master-key-cat", `
$ ls config/
application.rb  boot.rb  cable.yml  credentials.yml.enc  database.yml  environment.rb  environments  initializers  locales  master.key  puma.rb  routes.rb  storage.yml
$ cat config/master.key
«a»
$ git check-ignore -v config/master.key
.gitignore:35:/config/master.key	config/master.key
`, V{"a": g.hex(32)}, ".gitignore:35:/config/master.key")

	g.ormAdd("rails-credentials-yml-enc", `
$ cat config/credentials.yml.enc
«_c»--«_iv»--«_tag»
$ git log --oneline -1 -- config/credentials.yml.enc
«_sha» Add Postmark token to credentials
`, V{"_c": g.b64(180), "_iv": g.b64(12), "_tag": g.b64(16), "_sha": g.hex(7)}, "Add Postmark token to credentials")

	g.ormAdd("rails-db-encryption-init", `
$ bin/rails db:encryption:init
Add this entry to the credentials of the target environment:

active_record_encryption:
  primary_key: «a»
  deterministic_key: «b»
  key_derivation_salt: «c»
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32)}, "Add this entry to the credentials of the target environment:")

	g.ormAdd("heroku-config-get-database-url", `
$ heroku config:get DATABASE_URL -a helpdesk-prod
postgres://«=u»:«a»@«_h».cluster-czrs8kj4isg7.us-east-1.rds.amazonaws.com:5432/«_d»
$ heroku pg:info -a helpdesk-prod | head -4
=== DATABASE_URL
Plan:                  Standard 0
Status:                Available
Data Size:             2.1 GB / 64 GB (3.28%)
`, V{"=u": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(64), "_h": g.s(alLowNum, 14), "_d": "d" + g.s(alLowNum, 13)}, "Plan:                  Standard 0")

	g.ormAdd("activerecord-connection-not-established", `
$ bin/rails db:migrate
bin/rails aborted!
ActiveRecord::ConnectionNotEstablished: connection to server at "127.0.0.1", port 5432 failed: FATAL:  password authentication failed for user "helpdesk" (ActiveRecord::ConnectionNotEstablished)

Caused by:
PG::ConnectionBad: connection to server at "127.0.0.1", port 5432 failed: FATAL:  password authentication failed for user "helpdesk" (PG::ConnectionBad)

Tasks: TOP => db:migrate
(See full trace by running task with --trace)
`, nil, "PG::ConnectionBad", "Tasks: TOP => db:migrate")

	{
		ts := g.ormTS()
		g.ormAdd("rails-db-migrate-output", `
$ bin/rails db:migrate
== «_ts» AddRefundReasonToOrders: migrating ==========================
-- add_column(:orders, :refund_reason, :string)
   -> 0.0021s
-- add_index(:orders, :refund_reason)
   -> 0.0048s
== «_ts» AddRefundReasonToOrders: migrated (0.0071s) =================

$ git diff --stat db/schema.rb
 db/schema.rb | 4 +++-
$ grep define db/schema.rb
ActiveRecord::Schema[7.2].define(version: «_v») do
`, V{"_ts": ts, "_v": ormRailsVer(ts)}, "add_column(:orders, :refund_reason, :string)")
	}

	g.ormAdd("devise-users-fixture", `
$ cat test/fixtures/users.yml
admin:
  email: admin@helpdesk.acme.io
  encrypted_password: «a»
  confirmed_at: <%= 2.days.ago %>
  role: admin

agent:
  email: agent@example.com
  encrypted_password: <%= Devise::Encryptor.digest(User, "password") %>
  confirmed_at: <%= 2.days.ago %>
  role: agent
`, V{"a": g.ormBcryptA("a")}, `<%= Devise::Encryptor.digest(User, "password") %>`)

	g.ormAdd("rails-secrets-yml-legacy", `
$ cat config/secrets.yml
# Be sure to restart your server when you modify this file.

development:
  secret_key_base: «a»

test:
  secret_key_base: «b»

# Do not keep production secrets in the unencrypted secrets file.
# Instead, either read values from the environment.
production:
  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
`, V{"a": g.ormSKB(), "b": g.ormSKB()}, `secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>`)

	g.ormAdd("kamal-secrets-registry", `
$ cat .kamal/secrets
# Secrets defined here are available for reference under registry/password, env/secret, builder/secrets,
# and accessories/*/env/secret in config/deploy.yml. All secrets should be pulled from either
# password manager, ENV, or a file. DO NOT ENTER RAW CREDENTIALS HERE! This file needs to be safe for git.

KAMAL_REGISTRY_PASSWORD=«a»
RAILS_MASTER_KEY=$(cat config/master.key)
DATABASE_PASSWORD=$(op read "op://Helpdesk/prod-db/password")
POSTGRES_PASSWORD=$DATABASE_PASSWORD
`, V{"a": g.dockerPAT()}, "RAILS_MASTER_KEY=$(cat config/master.key)", `$(op read "op://Helpdesk/prod-db/password")`)

	g.ormAdd("rails-console-db-config", `
$ kamal app exec -i 'bin/rails console'
Loading production environment (Rails 7.2.2)
helpdesk(prod)> ActiveRecord::Base.connection_db_config.configuration_hash
=> {:adapter=>"postgresql", :encoding=>"unicode", :pool=>5, :host=>"helpdesk-db", :database=>"helpdesk_production", :username=>"helpdesk", :password=>"«a»"}
helpdesk(prod)> User.count
=> 1842
`, V{"a": g.pw()}, `:database=>"helpdesk_production"`)

	g.ormAdd("rails-cable-yml-redis-fallback", `
$ cat config/cable.yml
development:
  adapter: async

test:
  adapter: test

production:
  adapter: redis
  url: <%= ENV.fetch("REDIS_URL") { "redis://:«a»@redis-helpdesk.internal:6379/1" } %>
  channel_prefix: helpdesk_production
`, V{"a": g.an(32)}, "channel_prefix: helpdesk_production")
}

// ---- PHP: Laravel / Eloquent, Symfony / Doctrine ----

func (g *G) ormPHP() {
	g.ormAdd("laravel-env", `
$ cat .env
APP_NAME=Clinic
APP_ENV=production
APP_KEY=«a»
APP_DEBUG=false
APP_URL=https://clinic.acme.io

DB_CONNECTION=mysql
DB_HOST=10.0.1.20
DB_PORT=3306
DB_DATABASE=clinic
DB_USERNAME=clinic
DB_PASSWORD=«b»

MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAIL_PORT=587
MAIL_USERNAME=postmaster@mg.clinic.acme.io
MAIL_PASSWORD=«c»
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "DB_CONNECTION=mysql", "postmaster@mg.clinic.acme.io")

	g.ormAdd("laravel-env-example", `
$ cat .env.example
APP_NAME=Laravel
APP_ENV=local
APP_KEY=
APP_DEBUG=true
APP_URL=http://localhost

DB_CONNECTION=sqlite
# DB_HOST=127.0.0.1
# DB_PORT=3306
# DB_DATABASE=laravel
# DB_USERNAME=root
# DB_PASSWORD=

REDIS_PASSWORD=null
MAIL_PASSWORD=null
AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
`, nil, "REDIS_PASSWORD=null", "# DB_PASSWORD=")

	g.ormAdd("artisan-migrate-access-denied", `
$ php artisan migrate --force

   Illuminate\Database\QueryException

  SQLSTATE[HY000] [1045] Access denied for user 'forge'@'10.0.1.12' (using password: YES) (Connection: mysql, SQL: select exists (select 1 from information_schema.tables where table_schema = 'forge' and table_name = 'migrations' and table_type in ('BASE TABLE', 'SYSTEM VERSIONED')) as ˋexistsˋ)

  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825
    821▕                     $this->getName(), $query, $this->prepareBindings($bindings), $e
    822▕                 );
    823▕             }
    824▕
  ➜ 825▕             throw new QueryException(
$ grep ^DB_ .env
DB_CONNECTION=mysql
DB_HOST=10.0.1.30
DB_DATABASE=forge
DB_USERNAME=forge
DB_PASSWORD=«a»
`, V{"a": g.pw()}, "Access denied for user 'forge'@'10.0.1.12' (using password: YES)")

	g.ormAdd("laravel-database-php-fallback", `
// config/database.php
        'pgsql' => [
            'driver' => 'pgsql',
            'url' => env('DB_URL'),
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '5432'),
            'database' => env('DB_DATABASE', 'reports'),
            'username' => env('DB_USERNAME', 'reports'),
            'password' => env('DB_PASSWORD', '«a»'),
            'charset' => env('DB_CHARSET', 'utf8'),
            'prefix' => '',
            'search_path' => 'public',
            'sslmode' => 'prefer',
        ],
`, V{"a": g.pw()}, "'url' => env('DB_URL'),")

	g.ormAdd("artisan-config-show", `
$ php artisan config:show database.connections.mysql

  database.connections.mysql .............................................................
  driver ........................................................................... mysql
  url .............................................................................. null
  host ........................................................................ 10.0.1.20
  port .............................................................................. 3306
  database ........................................................................ clinic
  username ........................................................................ clinic
  password .................................................................. «a»
  unix_socket ...........................................................................
  charset ........................................................................ utf8mb4
`, V{"a": g.pw()}, "database.connections.mysql")

	g.ormAdd("artisan-tinker-config", `
$ php artisan tinker
Psy Shell v0.12.4 (PHP 8.3.4 — cli) by Justin Hileman
> config('database.connections.pgsql')
= [
    "driver" => "pgsql",
    "url" => null,
    "host" => "pg-reports.internal",
    "port" => "5432",
    "database" => "reports",
    "username" => "reports",
    "password" => "«a»",
    "charset" => "utf8",
    "prefix" => "",
    "search_path" => "public",
    "sslmode" => "prefer",
  ]
`, V{"a": g.pw()}, `"host" => "pg-reports.internal"`)

	g.ormAdd("artisan-env-encrypt", `
$ php artisan env:encrypt --env=production

   INFO  Environment successfully encrypted.

  Key ............................................ «a»
  Cipher ................................................................. AES-256-CBC
  Encrypted file ............................................. .env.production.encrypted

$ head -c 120 .env.production.encrypted
«_enc»
`, V{"a": g.laravelKey(), "_enc": g.b64(88)}, "AES-256-CBC", ".env.production.encrypted")

	g.ormAdd("symfony-env-local", `
$ cat .env.local
APP_ENV=dev
APP_SECRET=«a»
DATABASE_URL="postgresql://app:«b»@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
MESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0
`, V{"a": g.ormSymfonySecret(), "b": g.pwURL()}, "MESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0")

	g.ormAdd("doctrine-yaml-and-flex-env", `
$ cat config/packages/doctrine.yaml
doctrine:
    dbal:
        url: '%env(resolve:DATABASE_URL)%'
        # IMPORTANT: You MUST configure your server version,
        # either here or in the DATABASE_URL env var (see .env file)
        #server_version: '16'
        profiling_collect_backtrace: '%kernel.debug%'
        use_savepoints: true
$ grep -n DATABASE_URL .env
28:# DATABASE_URL="sqlite:///%kernel.project_dir%/var/data.db"
29:# DATABASE_URL="mysql://app:!ChangeMe!@127.0.0.1:3306/app?serverVersion=8.0.32&charset=utf8mb4"
30:DATABASE_URL="postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
`, nil, "'%env(resolve:DATABASE_URL)%'", "postgresql://app:!ChangeMe!@127.0.0.1:5432/app")

	g.ormAdd("symfony-secrets-list-reveal", `
$ php bin/console secrets:list --reveal --env=prod

 // Use "%env(<name>)%" to reference a secret in a config file.

 ------------------- ---------------------------------------------------------------- -------------
  Secret              Value                                                            Local Value
 ------------------- ---------------------------------------------------------------- -------------
  DATABASE_PASSWORD   "«a»"
  MAILER_DSN          "smtp://apikey:«b»@smtp.sendgrid.net:587"
 ------------------- ---------------------------------------------------------------- -------------

 // Local values override secret values.
 // Use secrets:set --local to define them.
`, V{"a": g.pw(), "b": g.sendgrid()}, "// Use secrets:set --local to define them.")

	g.ormAdd("symfony-decrypt-key-staged", `
$ git status --short
A  config/secrets/prod/prod.decrypt.private.php
A  config/secrets/prod/prod.encrypt.public.php
A  config/secrets/prod/prod.DATABASE_PASSWORD.«_h».php
A  config/secrets/prod/prod.list.php
$ cat config/secrets/prod/prod.decrypt.private.php
<?php // prod.decrypt.private on Fri, 14 Mar 2025 10:12:33 +0000

return "«a»";
$ cat config/secrets/prod/prod.encrypt.public.php
<?php // prod.encrypt.public on Fri, 14 Mar 2025 10:12:33 +0000

return "«_pub»";
`, V{"_h": g.hex(6), "a": g.ormPHPKey(64), "_pub": g.ormPHPKey(32)}, "config/secrets/prod/prod.list.php")

	g.ormAdd("laravel-log-pdo-args-php74", `
$ tail -n 6 storage/logs/laravel.log
[2025-03-14 10:12:33] production.ERROR: SQLSTATE[HY000] [2002] Connection refused {"exception":"[object] (PDOException(code: 2002): SQLSTATE[HY000] [2002] Connection refused at /var/www/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php:70)
[stacktrace]
#0 /var/www/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(70): PDO->__construct('mysql:host=10.0...', 'forge', '«a»', Array)
#1 /var/www/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(46): Illuminate\\Database\\Connectors\\Connector->createPdoConnection('mysql:host=10.0...', 'forge', '«a»', Array)
#2 /var/www/vendor/laravel/framework/src/Illuminate/Database/Connectors/MySqlConnector.php(24): Illuminate\\Database\\Connectors\\Connector->createConnection('mysql:host=10.0...', Array, Array)
`, V{"a": g.ormShortPw()}, "PDOException(code: 2002)")

	g.ormAdd("php82-sensitive-parameter-trace", `
PDOException: SQLSTATE[HY000] [1045] Access denied for user 'app'@'172.18.0.6' (using password: YES) in /srv/app/vendor/doctrine/dbal/src/Driver/PDO/MySQL/Driver.php:43
Stack trace:
#0 /srv/app/vendor/doctrine/dbal/src/Driver/PDO/MySQL/Driver.php(43): PDO->__construct('mysql:host=mysq...', 'app', Object(SensitiveParameterValue), Array)
#1 /srv/app/vendor/doctrine/dbal/src/Connection.php(219): Doctrine\DBAL\Driver\PDO\MySQL\Driver->connect(Array)
#2 /srv/app/vendor/doctrine/dbal/src/Connection.php(1436): Doctrine\DBAL\Connection->connect()
`, nil, "Object(SensitiveParameterValue)")

	{
		ts := g.ormTS()
		g.ormAdd("doctrine-migrations-migrate-output", `
$ php bin/console doctrine:migrations:migrate --no-interaction
[notice] Migrating up to DoctrineMigrations\Version«_ts»
[notice] finished in 84.1ms, used 22M memory, 1 migrations executed, 3 sql queries

 [OK] Successfully migrated to version: DoctrineMigrations\Version«_ts»
`, V{"_ts": ts}, "1 migrations executed, 3 sql queries")
	}

	g.ormAdd("laravel-sail-compose", `
$ sed -n 24,40p docker-compose.yml
    mysql:
        image: 'mysql/mysql-server:8.0'
        ports:
            - '${FORWARD_DB_PORT:-3306}:3306'
        environment:
            MYSQL_ROOT_PASSWORD: '${DB_PASSWORD}'
            MYSQL_ROOT_HOST: '%'
            MYSQL_DATABASE: '${DB_DATABASE}'
            MYSQL_USER: '${DB_USERNAME}'
            MYSQL_PASSWORD: '${DB_PASSWORD}'
            MYSQL_ALLOW_EMPTY_PASSWORD: 1
        volumes:
            - 'sail-mysql:/var/lib/mysql'
`, nil, "MYSQL_PASSWORD: '${DB_PASSWORD}'", "'${FORWARD_DB_PORT:-3306}:3306'")
}

// ---- JVM: Spring Boot, JPA / Hibernate, Quarkus, Micronaut, jOOQ, Exposed ----

func (g *G) ormJVM() {
	g.ormAdd("spring-application-properties", `
$ cat src/main/resources/application.properties
spring.application.name=inventory
spring.datasource.url=jdbc:postgresql://inventory-db.internal:5432/inventory
spring.datasource.username=inventory
spring.datasource.password=«a»
spring.datasource.hikari.maximum-pool-size=12
spring.jpa.hibernate.ddl-auto=validate
spring.jpa.open-in-view=false
spring.flyway.locations=classpath:db/migration
management.endpoints.web.exposure.include=health,info,env
`, V{"a": g.pw()}, "spring.jpa.hibernate.ddl-auto=validate", "jdbc:postgresql://inventory-db.internal:5432/inventory")

	g.ormAdd("spring-yml-profiles", `
$ cat src/main/resources/application-prod.yml
spring:
  datasource:
    url: jdbc:mysql://${DB_HOST:mysql}:3306/orders?useSSL=true
    username: ${DB_USER}
    password: ${DB_PASSWORD}
$ cat src/main/resources/application-dev.yml
spring:
  datasource:
    url: jdbc:mysql://10.12.0.40:3306/orders?useSSL=false&allowPublicKeyRetrieval=true
    username: orders_dev
    password: «a»
  jpa:
    show-sql: true
`, V{"a": g.pw()}, "password: ${DB_PASSWORD}", "jdbc:mysql://${DB_HOST:mysql}:3306/orders?useSSL=true")

	g.ormAdd("spring-boot-hikari-startup-log", `
2025-03-14T10:12:33.441Z  INFO 1 --- [inventory] [           main] c.a.inventory.InventoryApplication       : Starting InventoryApplication v1.4.0 using Java 21.0.2 with PID 1
2025-03-14T10:12:35.012Z  INFO 1 --- [inventory] [           main] o.hibernate.jpa.internal.util.LogHelper  : HHH000204: Processing PersistenceUnitInfo [name: default]
2025-03-14T10:12:35.101Z  INFO 1 --- [inventory] [           main] org.hibernate.Version                    : HHH000412: Hibernate ORM core version 6.5.2.Final
2025-03-14T10:12:35.512Z  INFO 1 --- [inventory] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
2025-03-14T10:12:35.731Z  INFO 1 --- [inventory] [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@«_o»
2025-03-14T10:12:35.733Z  INFO 1 --- [inventory] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Start completed.
2025-03-14T10:12:36.201Z  INFO 1 --- [inventory] [           main] o.f.c.i.database.base.BaseDatabaseType   : Database: jdbc:postgresql://inventory-db.internal:5432/inventory (PostgreSQL 16.2)
2025-03-14T10:12:36.288Z  INFO 1 --- [inventory] [           main] o.f.core.internal.command.DbMigrate      : Schema "public" is up to date. No migration necessary.
`, V{"_o": g.ormObj()}, "HHH000412: Hibernate ORM core version 6.5.2.Final", "Schema \"public\" is up to date. No migration necessary.")

	g.ormAdd("actuator-env-masked", `
$ curl -s localhost:8081/actuator/env/spring.datasource.password | jq
{
  "property": {
    "source": "Config resource 'class path resource [application-prod.yml]' via location 'optional:classpath:/'",
    "value": "******"
  },
  "activeProfiles": [
    "prod"
  ],
  "propertySources": [
    {
      "name": "systemEnvironment",
      "property": {
        "value": "******",
        "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""
      }
    }
  ]
}
`, nil, `"value": "******"`, `System Environment Property \"SPRING_DATASOURCE_PASSWORD\"`)

	g.ormAdd("jpa-persistence-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<persistence xmlns="https://jakarta.ee/xml/ns/persistence" version="3.0">
  <persistence-unit name="ledgerPU" transaction-type="RESOURCE_LOCAL">
    <provider>org.hibernate.jpa.HibernatePersistenceProvider</provider>
    <class>com.acme.ledger.Entry</class>
    <properties>
      <property name="jakarta.persistence.jdbc.driver" value="org.postgresql.Driver"/>
      <property name="jakarta.persistence.jdbc.url" value="jdbc:postgresql://ledger-db:5432/ledger"/>
      <property name="jakarta.persistence.jdbc.user" value="ledger"/>
      <property name="jakarta.persistence.jdbc.password" value="«a»"/>
      <property name="hibernate.hbm2ddl.auto" value="validate"/>
    </properties>
  </persistence-unit>
</persistence>
`, V{"a": g.pw()}, "org.hibernate.jpa.HibernatePersistenceProvider", `<persistence-unit name="ledgerPU"`)

	g.ormAdd("hibernate-cfg-xml", `
<!DOCTYPE hibernate-configuration PUBLIC
        "-//Hibernate/Hibernate Configuration DTD 3.0//EN"
        "http://www.hibernate.org/dtd/hibernate-configuration-3.0.dtd">
<hibernate-configuration>
    <session-factory>
        <property name="hibernate.connection.driver_class">com.mysql.cj.jdbc.Driver</property>
        <property name="hibernate.connection.url">jdbc:mysql://legacy-mysql.corp:3306/payroll</property>
        <property name="hibernate.connection.username">payroll_app</property>
        <property name="hibernate.connection.password">«a»</property>
        <property name="hibernate.dialect">org.hibernate.dialect.MySQL8Dialect</property>
        <mapping class="com.acme.payroll.Employee"/>
    </session-factory>
</hibernate-configuration>
`, V{"a": g.pw()}, "jdbc:mysql://legacy-mysql.corp:3306/payroll")

	g.ormAdd("oracle-thin-url-with-password", `
# src/main/resources/db.properties
db.driver=oracle.jdbc.OracleDriver
db.url=jdbc:oracle:thin:billing_app/«a»@//ora-prod-scan.corp.acme.local:1521/BILLPDB1
db.pool.max=20
db.pool.validationQuery=SELECT 1 FROM DUAL
`, V{"a": g.pwURL()}, "ora-prod-scan.corp.acme.local:1521/BILLPDB1", "SELECT 1 FROM DUAL")

	g.ormAdd("sqlserver-jdbc-url-password", `
spring.datasource.url=jdbc:sqlserver://sql-erp.database.windows.net:1433;databaseName=erp;user=erp_api@sql-erp;password=«a»;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30;
spring.jpa.properties.hibernate.dialect=org.hibernate.dialect.SQLServerDialect
`, V{"a": g.pw()}, "hostNameInCertificate=*.database.windows.net")

	g.ormAdd("spring-psqlexception-startup", `
2025-03-14T10:12:35.938Z ERROR 1 --- [inventory] [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Exception during pool initialization.

org.postgresql.util.PSQLException: FATAL: password authentication failed for user "inventory"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693) ~[postgresql-42.7.3.jar!/:42.7.3]
	at org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203) ~[postgresql-42.7.3.jar!/:42.7.3]
	at com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364) ~[HikariCP-5.1.0.jar!/:na]

2025-03-14T10:12:35.940Z  WARN 1 --- [inventory] [           main] o.h.e.j.e.i.JdbcEnvironmentInitiator     : HHH000342: Could not obtain connection to query metadata
`, nil, "HHH000342: Could not obtain connection to query metadata", "postgresql-42.7.3.jar")

	g.ormAdd("quarkus-application-properties", `
$ cat src/main/resources/application.properties
quarkus.datasource.db-kind=postgresql
%dev.quarkus.datasource.devservices.enabled=true
%prod.quarkus.datasource.username=fleet
%prod.quarkus.datasource.password=«a»
%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://fleet-db.internal:5432/fleet
quarkus.hibernate-orm.database.generation=none
quarkus.flyway.migrate-at-start=true
`, V{"a": g.pw()}, "%dev.quarkus.datasource.devservices.enabled=true")

	g.ormAdd("micronaut-application-yml", `
micronaut:
  application:
    name: catalog
datasources:
  default:
    url: jdbc:mysql://catalog-mysql:3306/catalog
    driver-class-name: com.mysql.cj.jdbc.Driver
    username: catalog
    password: «a»
    dialect: MYSQL
jpa:
  default:
    properties:
      hibernate:
        hbm2ddl:
          auto: none
`, V{"a": g.pw()}, "driver-class-name: com.mysql.cj.jdbc.Driver")

	g.ormAdd("jooq-codegen-gradle-kts", `
jooq {
    version.set("3.19.6")
    configurations {
        create("main") {
            jooqConfiguration.apply {
                jdbc.apply {
                    driver = "org.postgresql.Driver"
                    url = "jdbc:postgresql://localhost:5432/ledger"
                    user = "ledger"
                    password = "«a»"
                }
                generator.apply {
                    name = "org.jooq.codegen.KotlinGenerator"
                    database.apply { inputSchema = "public" }
                    target.apply { packageName = "com.acme.ledger.jooq" }
                }
            }
        }
    }
}
`, V{"a": g.pw()}, "org.jooq.codegen.KotlinGenerator")

	g.ormAdd("spring-jasypt-vault-refs", `
spring:
  config:
    import: vault://
  cloud:
    vault:
      uri: https://vault.acme.internal:8200
      authentication: KUBERNETES
      kubernetes:
        role: inventory
      kv:
        backend: secret
        default-context: inventory
  datasource:
    url: jdbc:postgresql://inventory-db.internal:5432/inventory
    username: ${db.username}
    password: ${db.password}
legacy:
  smtp:
    password: ENC(«_enc»)
jasypt:
  encryptor:
    password: ${JASYPT_ENCRYPTOR_PASSWORD}
`, V{"_enc": g.b64(48)}, "password: ${db.password}", "${JASYPT_ENCRYPTOR_PASSWORD}")

	g.ormAdd("kotlin-exposed-connect", `
// src/main/kotlin/com/acme/ledger/Db.kt
object Db {
    fun init() {
        Database.connect(
            url = "jdbc:postgresql://ledger-db:5432/ledger",
            driver = "org.postgresql.Driver",
            user = "ledger",
            password = "«a»",
        )
        transaction { SchemaUtils.create(Entries) }
    }
}
`, V{"a": g.pw()}, "SchemaUtils.create(Entries)")

	g.ormAdd("hibernate-bind-trace", `
2025-03-14T10:12:40.118Z DEBUG 1 --- [nio-8080-exec-3] org.hibernate.SQL                        : select u1_0.id,u1_0.email,u1_0.created_at from app_user u1_0 where u1_0.email=?
2025-03-14T10:12:40.119Z TRACE 1 --- [nio-8080-exec-3] org.hibernate.orm.jdbc.bind              : binding parameter (1:VARCHAR) <- [noah.weber@example.com]
2025-03-14T10:12:40.124Z DEBUG 1 --- [nio-8080-exec-3] org.hibernate.SQL                        : update app_user set last_login=? where id=?
2025-03-14T10:12:40.124Z TRACE 1 --- [nio-8080-exec-3] org.hibernate.orm.jdbc.bind              : binding parameter (2:UUID) <- [«_id»]
`, V{"_id": g.uuid()}, "binding parameter (1:VARCHAR) <- [noah.weber@example.com]")
}

// ---- .NET: Entity Framework Core and EF6 ----

func (g *G) ormDotnet() {
	g.ormAdd("appsettings-azure-sql", `
$ cat Orders.Api/appsettings.json
{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.EntityFrameworkCore.Database.Command": "Warning"
    }
  },
  "ConnectionStrings": {
    "OrdersDb": "Server=tcp:orders-sql.database.windows.net,1433;Initial Catalog=Orders;Persist Security Info=False;User ID=ordersapp;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
  },
  "AllowedHosts": "*"
}
`, V{"a": g.pw()}, "Server=tcp:orders-sql.database.windows.net,1433", "User ID=ordersapp")

	g.ormAdd("appsettings-localdb", `
{
  "ConnectionStrings": {
    "DefaultConnection": "Server=(localdb)\\mssqllocaldb;Database=aspnet-Orders.Web-«_g»;Trusted_Connection=True;MultipleActiveResultSets=true"
  },
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  }
}
`, V{"_g": g.uuid()}, "Trusted_Connection=True", `Server=(localdb)\\mssqllocaldb`)

	g.ormAdd("dotnet-ef-database-update", `
PS C:\src\Orders> dotnet ef database update --project Orders.Infrastructure --startup-project Orders.Api
Build started...
Build succeeded.
Applying migration '«_m1»_AddRefunds'.
Applying migration '«_m2»_RefundReasonIndex'.
Done.
`, V{"_m1": g.ormTS(), "_m2": g.ormTS()}, "Build succeeded.")

	g.ormAdd("dotnet-ef-scaffold-warning", `
$ dotnet ef dbcontext scaffold "Host=pg-crm.internal;Database=crm;Username=crm_admin;Password=«a»" Npgsql.EntityFrameworkCore.PostgreSQL -o Models --context CrmContext
Build started...
Build succeeded.
To protect potentially sensitive information in your connection string, you should move it out of source code. You can avoid scaffolding the connection string by using the Name= syntax to read it from configuration - see https://go.microsoft.com/fwlink/?linkid=2131148. For more guidance on storing connection strings, see https://go.microsoft.com/fwlink/?LinkId=723263.
$ grep -A2 OnConfiguring Models/CrmContext.cs
    protected override void OnConfiguring(DbContextOptionsBuilder optionsBuilder)
#warning To protect potentially sensitive information in your connection string, you should move it out of source code. You can avoid scaffolding the connection string by using the Name= syntax to read it from configuration - see https://go.microsoft.com/fwlink/?linkid=2131148. For more guidance on storing connection strings, see https://go.microsoft.com/fwlink/?LinkId=723263.
        => optionsBuilder.UseNpgsql("Host=pg-crm.internal;Database=crm;Username=crm_admin;Password=«a»");
`, V{"a": g.pw()}, "https://go.microsoft.com/fwlink/?linkid=2131148")

	g.ormAdd("dotnet-user-secrets-list", `
$ dotnet user-secrets list --project Orders.Api
Stripe:WebhookSecret = «b»
ConnectionStrings:OrdersDb = Server=localhost,1433;Database=Orders;User Id=sa;Password=«a»;TrustServerCertificate=True
Logging:LogLevel:Default = Debug
`, V{"a": g.pw(), "b": g.whsec()}, "Logging:LogLevel:Default = Debug")

	g.ormAdd("user-secrets-json-file", `
$ grep UserSecretsId Orders.Api/Orders.Api.csproj
    <UserSecretsId>«_id»</UserSecretsId>
$ cat ~/.microsoft/usersecrets/«_id»/secrets.json
{
  "ConnectionStrings:OrdersDb": "Host=localhost;Port=5433;Database=orders;Username=orders;Password=«a»",
  "Jwt:SigningKey": "«b»"
}
`, V{"_id": g.uuid(), "a": g.pw(), "b": g.b64(48)}, "<UserSecretsId>")

	g.ormAdd("sqlexception-login-failed", `
fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'Orders' on server 'tcp:orders-sql.database.windows.net,1433'.
Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'ordersapp'.
   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Actionˋ1 wrapCloseInAction)
   at Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, Boolean callerHasConnectionLock, Boolean asyncClose)
ClientConnectionId:«_cc»
Error Number:18456,State:1,Class:14
`, V{"_cc": g.uuid()}, "Error Number:18456,State:1,Class:14")

	g.ormAdd("npgsql-postgresexception", `
Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user "orders"
   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)
   at Npgsql.Internal.NpgsqlConnector.AuthenticateSASLSha256(String username, Boolean async, CancellationToken cancellationToken)
  Exception data:
    Severity: FATAL
    SqlState: 28P01
    MessageText: password authentication failed for user "orders"
    File: auth.c
    Line: 326
    Routine: auth_failed
`, nil, "Routine: auth_failed", "SqlState: 28P01")

	g.ormAdd("dotnet-ef-migrations-script", `
$ dotnet ef migrations script --idempotent -o artifacts/migrate.sql && sed -n 1,14p artifacts/migrate.sql
CREATE TABLE IF NOT EXISTS "__EFMigrationsHistory" (
    "MigrationId" character varying(150) NOT NULL,
    "ProductVersion" character varying(32) NOT NULL,
    CONSTRAINT "PK___EFMigrationsHistory" PRIMARY KEY ("MigrationId")
);

START TRANSACTION;
DO $EF$
BEGIN
    IF NOT EXISTS(SELECT 1 FROM "__EFMigrationsHistory" WHERE "MigrationId" = '«_m»_AddRefunds') THEN
    ALTER TABLE "Orders" ADD "RefundReason" text;
    INSERT INTO "__EFMigrationsHistory" ("MigrationId", "ProductVersion") VALUES ('«_m»_AddRefunds', '8.0.3');
    END IF;
END $EF$;
`, V{"_m": g.ormTS()}, `CONSTRAINT "PK___EFMigrationsHistory" PRIMARY KEY ("MigrationId")`)

	g.ormAdd("launchsettings-env", `
$ cat Orders.Api/Properties/launchSettings.json
{
  "profiles": {
    "http": {
      "commandName": "Project",
      "launchBrowser": true,
      "applicationUrl": "http://localhost:5087",
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development",
        "ConnectionStrings__OrdersDb": "Host=pg-dev.internal;Database=orders;Username=orders_dev;Password=«a»"
      }
    }
  }
}
`, V{"a": g.pw()}, `"ASPNETCORE_ENVIRONMENT": "Development"`)

	g.ormAdd("ef6-web-config", `
  <connectionStrings>
    <add name="ShopEntities" connectionString="metadata=res://*/ShopModel.csdl|res://*/ShopModel.ssdl|res://*/ShopModel.msl;provider=System.Data.SqlClient;provider connection string=&quot;data source=SQL02\SHOP;initial catalog=Shop;user id=shopweb;password=«a»;MultipleActiveResultSets=True;App=EntityFramework&quot;" providerName="System.Data.EntityClient" />
  </connectionStrings>
`, V{"a": g.pw()}, "res://*/ShopModel.csdl", `providerName="System.Data.EntityClient"`)

	g.ormAdd("az-webapp-keyvault-reference", `
$ az webapp config connection-string list -g rg-orders-prod -n orders-api-prod
[
  {
    "name": "OrdersDb",
    "slotSetting": false,
    "type": "SQLAzure",
    "value": "@Microsoft.KeyVault(SecretUri=https://kv-orders-prod.vault.azure.net/secrets/orders-sql-conn/)"
  }
]
`, nil, "@Microsoft.KeyVault(SecretUri=https://kv-orders-prod.vault.azure.net/secrets/orders-sql-conn/)")

	g.ormAdd("ef-sensitive-data-logging-insert", `
warn: Microsoft.EntityFrameworkCore.Model.Validation[10400]
      Sensitive data logging is enabled. Log entries and exception messages may include sensitive application data; this mode should only be enabled during development.
info: Microsoft.EntityFrameworkCore.Database.Command[20101]
      Executed DbCommand (4ms) [Parameters=[@p0='«_id»' (Nullable = false), @p1='0', @p2='«_cs»', @p3='mara.lind@example.org' (Size = 256), @p4='False', @p5='«a»', @p6='MARA.LIND@EXAMPLE.ORG' (Size = 256)], CommandType='Text', CommandTimeout='30']
      INSERT INTO "AspNetUsers" ("Id", "AccessFailedCount", "ConcurrencyStamp", "Email", "EmailConfirmed", "PasswordHash", "NormalizedEmail")
      VALUES (@p0, @p1, @p2, @p3, @p4, @p5, @p6);
`, V{"_id": g.uuid(), "_cs": g.uuid(), "a": g.ormIdentityV3()}, "Sensitive data logging is enabled.")

	g.ormAdd("program-cs-usesqlserver-and-docker", `
$ docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=«a»" -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest
«_cid»
$ grep -n UseSqlServer Orders.Api/Program.cs
14:    o.UseSqlServer("Server=localhost,1433;Database=Orders;User Id=sa;Password=«a»;TrustServerCertificate=True"));
`, V{"a": g.pw(), "_cid": g.hex(64)}, "mcr.microsoft.com/mssql/server:2022-latest")
}

// ---- Go: GORM, sqlx, pgx, sqlc, golang-migrate, goose, Atlas, sqlboiler ----

func (g *G) ormGo() {
	g.ormAdd("gorm-postgres-keyword-dsn", `
// internal/store/db.go
func Open() (*gorm.DB, error) {
	dsn := "host=pg-ledger.internal user=ledger password=«a» dbname=ledger port=5432 sslmode=require TimeZone=UTC"
	return gorm.Open(postgres.Open(dsn), &gorm.Config{
		Logger: logger.Default.LogMode(logger.Warn),
	})
}
`, V{"a": g.pwURL()}, "sslmode=require TimeZone=UTC")

	g.ormAdd("gorm-mysql-dsn", `
	dsn := "shop:«a»@tcp(10.0.2.15:3306)/shop?charset=utf8mb4&parseTime=True&loc=Local"
	db, err := gorm.Open(mysql.Open(dsn), &gorm.Config{})
	if err != nil {
		log.Fatal("failed to connect database")
	}
	db.AutoMigrate(&Product{}, &Order{})
`, V{"a": g.pwURL()}, "charset=utf8mb4&parseTime=True&loc=Local")

	g.ormAdd("gorm-pgx-connect-error", `
$ go run ./cmd/api
2025/03/14 10:12:33 /home/dev/ledger/internal/store/db.go:14
[error] failed to initialize database, got error failed to connect to ˋuser=ledger database=ledgerˋ:
	10.0.2.15:5432 (pg-ledger.internal): failed SASL auth: FATAL: password authentication failed for user "ledger" (SQLSTATE 28P01)
panic: failed to connect to ˋuser=ledger database=ledgerˋ:
	10.0.2.15:5432 (pg-ledger.internal): failed SASL auth: FATAL: password authentication failed for user "ledger" (SQLSTATE 28P01)

goroutine 1 [running]:
main.main()
	/home/dev/ledger/cmd/api/main.go:22 +0x1c5
exit status 2
`, nil, "failed to connect to `user=ledger database=ledger`", "(SQLSTATE 28P01)")

	g.ormAdd("sqlx-viper-config-yaml", `
$ cat config/config.yaml
server:
  addr: ":8080"
database:
  driver: postgres
  host: pg-notify.internal
  port: 5432
  user: notify
  password: "«a»"
  name: notify
  max_open_conns: 20
$ grep -n sqlx.Connect internal/db/db.go
18:	db, err := sqlx.Connect(cfg.Database.Driver, cfg.Database.DSN())
`, V{"a": g.pw()}, "sqlx.Connect(cfg.Database.Driver, cfg.Database.DSN())")

	g.ormAdd("sqlc-yaml-managed-db", `
$ cat sqlc.yaml
version: "2"
cloud:
  project: "«_proj»"
sql:
  - engine: "postgresql"
    queries: "query.sql"
    schema: "schema.sql"
    database:
      uri: "postgresql://postgres:${PG_PASSWORD}@localhost:5432/authors"
    gen:
      go:
        package: "authors"
        out: "internal/authors"
        sql_package: "pgx/v5"
$ sqlc generate && git status --short
 M internal/authors/query.sql.go
`, V{"_proj": g.s(alUpNum, 26)}, "postgresql://postgres:${PG_PASSWORD}@localhost:5432/authors")

	{
		ts := g.ormTS()
		g.ormAdd("golang-migrate-cli-url", `
$ migrate -path ./db/migrations -database "postgres://ledger:«a»@pg-ledger.internal:5432/ledger?sslmode=require" up
«_ts»/u add_refunds (41.2ms)
$ migrate -path ./db/migrations -database "postgres://ledger:«a»@pg-ledger.internal:5432/ledger?sslmode=require" version
«_ts»
`, V{"a": g.pwURL(), "_ts": ts}, "-path ./db/migrations")
	}

	{
		ts := g.ormTS()
		g.ormAdd("golang-migrate-dirty", `
$ migrate -path ./db/migrations -database "$DATABASE_URL" up
error: Dirty database version «_ts». Fix and force version.
$ psql "$DATABASE_URL" -c 'select * from schema_migrations'
    version     | dirty
----------------+-------
 «_ts» | t
(1 row)
$ migrate -path ./db/migrations -database "$DATABASE_URL" force «_prev»
`, V{"_ts": ts, "_prev": g.ormTS()}, `-database "$DATABASE_URL"`, "Fix and force version.")
	}

	g.ormAdd("goose-env-dbstring", `
$ export GOOSE_DRIVER=postgres
$ export GOOSE_DBSTRING="host=pg-notify.internal user=notify password=«a» dbname=notify sslmode=require"
$ export GOOSE_MIGRATION_DIR=./migrations
$ goose up
2025/03/14 10:12:33 OK   «_ts»_add_delivery_attempts.sql (8.41ms)
2025/03/14 10:12:33 goose: successfully migrated database to version: «_ts»
`, V{"a": g.pwURL(), "_ts": g.ormTS()}, "GOOSE_MIGRATION_DIR=./migrations")

	g.ormAdd("goose-status", `
$ goose -dir ./migrations postgres "$GOOSE_DBSTRING" status
2025/03/14 10:12:40     Applied At                  Migration
2025/03/14 10:12:40     =======================================
2025/03/14 10:12:40     Mon Mar  3 09:00:12 2025 -- 20250303090012_init.sql
2025/03/14 10:12:40     Fri Mar 14 10:12:33 2025 -- 20250314101233_add_delivery_attempts.sql
2025/03/14 10:12:40     Pending                  -- 20250315083000_attempts_index.sql
`, nil, "20250314101233_add_delivery_attempts.sql", "Pending                  -- 20250315083000_attempts_index.sql")

	g.ormAdd("atlas-hcl-env", `
$ cat atlas.hcl
env "local" {
  src = "file://schema.sql"
  url = "postgres://postgres:pass@localhost:5432/orders?sslmode=disable"
  dev = "docker://postgres/16/dev?search_path=public"
}

env "prod" {
  url = "postgres://atlas:«a»@orders-db.internal:5432/orders?sslmode=require"
  migration {
    dir = "file://migrations"
  }
}
`, V{"a": g.pwURL()}, "docker://postgres/16/dev?search_path=public", "file://migrations")

	g.ormAdd("atlas-migrate-apply-output", `
$ atlas migrate apply --env local
Migrating to version «_v» from «_from» (1 migrations in total):

  -- migrating version «_v»
    -> ALTER TABLE "orders" ADD COLUMN "refund_reason" text NULL;
  -- ok (4.112ms)

  -------------------------
  -- 18.402ms
  -- 1 migration
  -- 1 sql statement
`, V{"_v": g.ormTS(), "_from": g.ormTS()}, `ALTER TABLE "orders" ADD COLUMN "refund_reason" text NULL;`)

	g.ormAdd("sqlboiler-toml", `
$ cat sqlboiler.toml
output   = "models"
wipe     = true
no-tests = true

[psql]
  dbname    = "ledger"
  host      = "localhost"
  port      = 5432
  user      = "ledger"
  pass      = "«a»"
  sslmode   = "disable"
  blacklist = ["schema_migrations"]
`, V{"a": g.pw()}, `blacklist = ["schema_migrations"]`)

	g.ormAdd("pgx-config-debug-print", `
$ go run ./cmd/worker -debug
2025/03/14 10:12:33 pool config: &{Config:{Host:pg-notify.internal Port:5432 Database:notify User:notify Password:«a» TLSConfig:0xc0001b4000 ConnectTimeout:5s DialFunc:0x6f2e40 LookupFunc:0x6f2f20 BuildFrontend:0x6f3100 RuntimeParams:map[application_name:notify-worker] KerberosSrvName: KerberosSpn: Fallbacks:[] ValidateConnect:<nil> AfterConnect:<nil> OnNotice:<nil> OnNotification:<nil>} MaxConns:8 MinConns:2}
2025/03/14 10:12:33 worker started, polling every 2s
`, V{"a": g.pwURL()}, "RuntimeParams:map[application_name:notify-worker]")

	g.ormAdd("go-mysql-access-denied", `
$ TEST_MYSQL_DSN='shop:«a»@tcp(127.0.0.1:3307)/shop_test?parseTime=true' go test ./internal/store/...
--- FAIL: TestOrderRepo (0.02s)
    repo_test.go:31: setup: Error 1045 (28000): Access denied for user 'shop'@'172.18.0.5' (using password: YES)
FAIL
FAIL	github.com/acme/shop/internal/store	0.412s
`, V{"a": g.pwURL()}, "Error 1045 (28000)", "github.com/acme/shop/internal/store")
}

// ---- Rust: Diesel, SeaORM, SQLx, Rocket, Loco, Shuttle ----

func (g *G) ormRust() {
	g.ormAdd("diesel-setup-env", `
$ echo DATABASE_URL=postgres://diesel:«a»@localhost/diesel_demo > .env
$ diesel setup
Creating migrations directory at: /home/dev/diesel_demo/migrations
Creating database: diesel_demo
Running migration 00000000000000_diesel_initial_setup
`, V{"a": g.pwURL()}, "00000000000000_diesel_initial_setup")

	{
		ts := ormDieselVer(g.ormTS())
		g.ormAdd("diesel-migration-run", `
$ diesel migration run
Running migration «_v»_create_posts
$ cat diesel.toml
# For documentation on how to configure this file,
# see https://diesel.rs/guides/configuring-diesel-cli

[print_schema]
file = "src/schema.rs"
custom_type_derives = ["diesel::query_builder::QueryId", "Clone"]

[migrations_directory]
dir = "/home/dev/blog/migrations"
`, V{"_v": ts}, "https://diesel.rs/guides/configuring-diesel-cli")
	}

	g.ormAdd("sea-orm-cli-generate", `
$ sea-orm-cli generate entity -u mysql://bakery:«a»@127.0.0.1:3306/bakery -o src/entities
Connecting to MySQL ...
Discovering schema ...
... discovered.
Generating baker.rs
    > Column ˋidˋ: i32, auto_increment, not_null
    > Column ˋnameˋ: String, not_null
Writing src/entities/baker.rs
Writing src/entities/cake.rs
Writing src/entities/mod.rs
Writing src/entities/prelude.rs
... Done.
`, V{"a": g.pwURL()}, "Writing src/entities/prelude.rs")

	{
		h := g.hex(64)
		g.ormAdd("sqlx-prepare-offline", `
$ cargo sqlx prepare
    Checking api v0.1.0 (/home/dev/api)
    Finished ˋdevˋ profile [unoptimized + debuginfo] target(s) in 7.42s
query data written to .sqlx in the current directory; please check this into version control
$ cat .sqlx/query-«_h».json
{
  "db_name": "PostgreSQL",
  "query": "SELECT id, email FROM users WHERE id = $1",
  "describe": {
    "columns": [
      { "ordinal": 0, "name": "id", "type_info": "Uuid" },
      { "ordinal": 1, "name": "email", "type_info": "Text" }
    ],
    "parameters": { "Left": ["Uuid"] },
    "nullable": [false, false]
  },
  "hash": "«_h»"
}
`, V{"_h": h}, "please check this into version control")
	}

	g.ormAdd("sqlx-macro-db-error", `
$ export DATABASE_URL=postgres://api:«a»@localhost:5432/api
$ cargo build
   Compiling api v0.1.0 (/home/dev/api)
error: error returned from database: password authentication failed for user "api"
  --> src/repo.rs:42:15
   |
42 |     let row = sqlx::query!("SELECT id, email FROM users WHERE id = $1", id)
   |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = note: this error originates in the macro ˋ$crate::sqlx_macros::expand_queryˋ which comes from the expansion of the macro ˋsqlx::query!ˋ (in Nightly builds, run with -Z macro-backtrace for more info)

error: could not compile ˋapiˋ (lib) due to 1 previous error
`, V{"a": g.pwURL()}, "error returned from database: password authentication failed for user \"api\"")

	g.ormAdd("rocket-toml-databases", `
$ cat Rocket.toml
[default]
address = "0.0.0.0"
port = 8000

[default.databases.blog]
url = "postgres://blog:«a»@pg-blog.internal:5432/blog"
max_connections = 16
connect_timeout = 5
`, V{"a": g.pwURL()}, "[default.databases.blog]")

	g.ormAdd("loco-development-yaml", `
$ sed -n '/^database:/,$p' config/development.yaml
database:
  uri: {{ get_env(name="DATABASE_URL", default="postgres://loco:loco@localhost:5432/myapp_development") }}
  enable_logging: false
  connect_timeout: {{ get_env(name="DB_CONNECT_TIMEOUT", default="500") }}
  auto_migrate: true
  dangerously_truncate: false
auth:
  jwt:
    secret: «a»
    expiration: 604800
`, V{"a": g.an(20)}, `get_env(name="DATABASE_URL"`, "expiration: 604800")

	g.ormAdd("sea-orm-connect-options", `
// src/db.rs
pub async fn connect() -> Result<DatabaseConnection, DbErr> {
    let mut opt = ConnectOptions::new("postgres://inventory:«a»@pg-inventory.internal/inventory".to_owned());
    opt.max_connections(50)
        .min_connections(5)
        .connect_timeout(Duration::from_secs(8))
        .sqlx_logging(true);
    Database::connect(opt).await
}
`, V{"a": g.pwURL()}, ".sqlx_logging(true);")

	g.ormAdd("sqlx-pgconnectoptions-dbg", `
$ cargo run
[src/main.rs:18:5] &opts = PgConnectOptions {
    host: "pg-api.internal",
    port: 5432,
    socket: None,
    username: "api",
    password: Some(
        "«a»",
    ),
    database: Some(
        "api",
    ),
    ssl_mode: Prefer,
    statement_cache_capacity: 100,
    application_name: Some(
        "api",
    ),
}
`, V{"a": g.pw()}, "statement_cache_capacity: 100")

	g.ormAdd("shuttle-secrets-toml", `
$ cat Secrets.toml
DATABASE_URL = 'postgres://shuttle:«a»@ep-«_ep».eu-central-1.aws.neon.tech/links?sslmode=require'
JWT_SECRET = '«b»'
$ grep -n Secrets .gitignore
4:Secrets*.toml
`, V{"a": g.ormNeonPw(), "_ep": g.s(alLowNum, 8), "b": g.hex(64)}, "Secrets*.toml")

	g.ormAdd("diesel-print-schema", `
$ diesel print-schema
// @generated automatically by Diesel CLI.

diesel::table! {
    posts (id) {
        id -> Int4,
        title -> Varchar,
        body -> Text,
        published -> Bool,
    }
}
`, nil, "// @generated automatically by Diesel CLI.")
}

// ---- Elixir: Ecto and Phoenix ----

func (g *G) ormElixir() {
	g.ormAdd("ecto-dev-exs", `
$ sed -n 1,30p config/dev.exs
import Config

# Configure your database
config :shop, Shop.Repo,
  username: "shop",
  password: "«a»",
  hostname: "pg-dev.internal",
  database: "shop_dev",
  stacktrace: true,
  show_sensitive_data_on_connection_error: true,
  pool_size: 10

config :shop, ShopWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  check_origin: false,
  code_reloader: true,
  debug_errors: true,
  secret_key_base: "«b»",
  watchers: [
    esbuild: {Esbuild, :install_and_run, [:shop, ~w(--sourcemap=inline --watch)]}
  ]
`, V{"a": g.pw(), "b": g.ormPhxSKB()}, "show_sensitive_data_on_connection_error: true")

	g.ormAdd("ecto-runtime-exs", `
if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise """
      environment variable DATABASE_URL is missing.
      For example: ecto://USER:PASS@HOST/DATABASE
      """

  config :shop, Shop.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise """
      environment variable SECRET_KEY_BASE is missing.
      You can generate one by calling: mix phx.gen.secret
      """
end
`, nil, "ecto://USER:PASS@HOST/DATABASE", "You can generate one by calling: mix phx.gen.secret")

	g.ormAdd("mix-ecto-create-error", `
$ mix ecto.create
Compiling 42 files (.ex)
Generated shop app
10:12:33.441 [error] Postgrex.Protocol (#PID<0.266.0>) failed to connect: ** (Postgrex.Error) FATAL 28P01 (invalid_password) password authentication failed for user "postgres"
10:12:33.447 [error] Postgrex.Protocol (#PID<0.267.0>) failed to connect: ** (Postgrex.Error) FATAL 28P01 (invalid_password) password authentication failed for user "postgres"
** (Mix) The database for Shop.Repo couldn't be created: killed
`, nil, "FATAL 28P01 (invalid_password)", "The database for Shop.Repo couldn't be created: killed")

	g.ormAdd("phoenix-prod-secret-exs", `
$ cat config/prod.secret.exs
use Mix.Config

config :forum, Forum.Repo,
  url: "ecto://forum:«a»@forum-db.internal/forum_prod",
  pool_size: 15

config :forum, ForumWeb.Endpoint,
  http: [port: 4000, transport_options: [socket_opts: [:inet6]]],
  secret_key_base: "«b»"
`, V{"a": g.pwURL(), "b": g.ormPhxSKB()}, "use Mix.Config")

	g.ormAdd("fly-postgres-attach", `
$ fly postgres attach shop-db --app shop
Checking for existing attachments
Registering attachment
Creating database
Creating user

Postgres cluster shop-db is now attached to shop
The following secret was added to shop:
  DATABASE_URL=postgres://shop:«a»@shop-db.flycast:5432/shop?sslmode=disable
`, V{"a": g.an(16)}, "Postgres cluster shop-db is now attached to shop")

	{
		ts := g.ormTS()
		g.ormAdd("mix-ecto-migrate-output", `
$ mix ecto.migrate
10:12:33.441 [info] == Running «_ts» Shop.Repo.Migrations.AddRefunds.change/0 forward
10:12:33.443 [info] create table refunds
10:12:33.446 [info] create index refunds_order_id_index
10:12:33.449 [info] == Migrated «_ts» in 0.0s
`, V{"_ts": ts}, "Shop.Repo.Migrations.AddRefunds.change/0 forward")
	}

	g.ormAdd("phx-gen-secret-fly", `
$ mix phx.gen.secret
«a»
$ fly secrets set SECRET_KEY_BASE=«a» --app shop
Updating existing machines in 'shop' with rolling strategy
`, V{"a": g.ormPhxSKB()}, "Updating existing machines in 'shop' with rolling strategy")

	g.ormAdd("iex-repo-config", `
$ iex -S mix
Erlang/OTP 27 [erts-15.0] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit]

Interactive Elixir (1.17.2) - press Ctrl+C to exit (type h() ENTER for help)
iex(1)> Shop.Repo.config()
[
  telemetry_prefix: [:shop, :repo],
  otp_app: :shop,
  timeout: 15000,
  username: "shop",
  password: "«a»",
  hostname: "pg-dev.internal",
  database: "shop_dev",
  pool_size: 10
]
`, V{"a": g.pw()}, "telemetry_prefix: [:shop, :repo]")

	g.ormAdd("ecto-test-exs", `
# config/test.exs
import Config

# The MIX_TEST_PARTITION environment variable can be used
# to provide built-in test partitioning in CI environment.
config :shop, Shop.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "shop_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox,
  pool_size: System.schedulers_online() * 2

config :shop, ShopWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4002],
  server: false
`, nil, `database: "shop_test#{System.get_env("MIX_TEST_PARTITION")}"`, "pool: Ecto.Adapters.SQL.Sandbox")

	g.ormAdd("gigalixir-config", `
$ gigalixir config -a forum-prod
{
  "DATABASE_URL": "ecto://«_u»:«a»@35.231.14.92:5432/«_u»",
  "POOL_SIZE": "2",
  "SECRET_KEY_BASE": "«b»"
}
`, V{"_u": g.s(alLower, 8) + "-" + g.s(alLowNum, 4), "a": g.s(alLowNum, 24), "b": g.ormPhxSKB()}, `"POOL_SIZE": "2"`)
}

// ---- migration tools: Flyway, Liquibase, dbmate, Atlas, sqitch, graphile-migrate ----

func (g *G) ormMigrate() {
	g.ormAdd("flyway-toml-prod", `
$ cat flyway.toml
[flyway]
environment = "prod"
locations = ["filesystem:migrations"]
validateMigrationNaming = true

[environments.prod]
url = "jdbc:postgresql://orders-db.internal:5432/orders"
user = "flyway"
password = "«a»"
schemas = ["public"]
`, V{"a": g.pw()}, `locations = ["filesystem:migrations"]`)

	g.ormAdd("flyway-cli-inline-password", `
$ flyway -url=jdbc:mysql://mysql-crm.internal:3306/crm -user=flyway -password='«a»' -locations=filesystem:sql migrate
Flyway OSS Edition 10.20.1 by Redgate

See release notes here: https://rd.gt/416ObMi
Database: jdbc:mysql://mysql-crm.internal:3306/crm (MySQL 8.0)
Successfully validated 23 migrations (execution time 00:00.041s)
Current version of schema ˋcrmˋ: 2.21
Migrating schema ˋcrmˋ to version "2.22 - add lead source"
Successfully applied 1 migration to schema ˋcrmˋ, now at version v2.22 (execution time 00:00.118s)
`, V{"a": g.pw()}, `Migrating schema ˋcrmˋ to version "2.22 - add lead source"`)

	g.ormAdd("flyway-validate-checksum-mismatch", `
$ flyway validate
Flyway OSS Edition 10.20.1 by Redgate

Database: jdbc:postgresql://orders-db.internal:5432/orders (PostgreSQL 16.2)
ERROR: Validate failed: Migrations have failed validation
Migration checksum mismatch for migration version 4
-> Applied to database : «_c1»
-> Resolved locally    : «_c2»
Either revert the changes to the migration, or run repair to update the schema history.
Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE
`, V{"_c1": g.ormCRC(), "_c2": g.ormCRC()}, "Migration checksum mismatch for migration version 4")

	g.ormAdd("liquibase-properties-license", `
$ cat liquibase.properties
changeLogFile=db/changelog/db.changelog-master.yaml
url=jdbc:postgresql://billing-db.internal:5432/billing
username=liquibase
password=«a»
liquibase.hub.mode=off
liquibase.licenseKey=«b»
`, V{"a": g.pw(), "b": g.b64(228)}, "changeLogFile=db/changelog/db.changelog-master.yaml", "liquibase.hub.mode=off")

	g.ormAdd("liquibase-update-output", `
$ liquibase update
Starting Liquibase at 10:12:33 (version 4.29.2 #3683 built at 2024-08-29 16:45+0000)
Liquibase Version: 4.29.2
Liquibase Open Source 4.29.2 by Liquibase
Running Changeset: db/changelog/2025/03-add-refunds.yaml::20250314-1::dana
Running Changeset: db/changelog/2025/03-add-refunds.yaml::20250314-2::dana

UPDATE SUMMARY
Run:                          2
Previously run:              41
Filtered out:                 0
-------------------------------
Total change sets:           43

Liquibase: Update has been successful. Rows affected: 2
Liquibase command 'update' was executed successfully.
`, nil, "03-add-refunds.yaml::20250314-1::dana", "Liquibase command 'update' was executed successfully.")

	g.ormAdd("dbmate-env-up", `
$ cat .env
DATABASE_URL="postgres://dbmate:«a»@127.0.0.1:5432/notes?sslmode=disable"
$ dbmate up
Applying: «_ts»_add_tags.sql
Applied: «_ts»_add_tags.sql in 14.51ms
Writing: ./db/schema.sql
`, V{"a": g.pwURL(), "_ts": g.ormTS()}, "Writing: ./db/schema.sql")

	g.ormAdd("atlas-schema-inspect-url", `
$ atlas schema inspect -u "mysql://root:«a»@localhost:3306/shop" --format '{{ sql . }}' > schema.sql
$ head -4 schema.sql
-- Create "products" table
CREATE TABLE ˋproductsˋ (
  ˋidˋ bigint NOT NULL AUTO_INCREMENT,
  ˋskuˋ varchar(64) NOT NULL,
`, V{"a": g.pwURL()}, `-- Create "products" table`)

	g.ormAdd("sqitch-conf-target", `
$ cat sqitch.conf
[core]
	engine = pg
	plan_file = sqitch.plan
	top_dir = .
[engine "pg"]
	target = dev
[target "dev"]
	uri = db:pg://sqitch@localhost/flipr_dev
[target "prod"]
	uri = db:pg://sqitch:«a»@flipr-db.internal:5432/flipr
`, V{"a": g.pwURL()}, "db:pg://sqitch@localhost/flipr_dev")

	g.ormAdd("prisma-migrate-diff-env-ref", `
$ npx prisma migrate diff \
    --from-url "$DATABASE_URL" \
    --to-schema-datamodel prisma/schema.prisma \
    --shadow-database-url "$SHADOW_DATABASE_URL" \
    --script > drift.sql
$ cat drift.sql
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "refundReason" TEXT;
`, nil, `--from-url "$DATABASE_URL"`, `--shadow-database-url "$SHADOW_DATABASE_URL"`)

	g.ormAdd("graphile-migrate-gmrc", `
$ cat .gmrc
{
  "connectionString": "postgres://app_owner:«a»@localhost/app",
  "shadowConnectionString": "postgres://app_owner:«a»@localhost/app_shadow",
  "rootConnectionString": "postgres://postgres:«b»@localhost/postgres",
  "pgSettings": { "search_path": "app_public,app_private,public" },
  "placeholders": { ":DATABASE_VISITOR": "!ENV" },
  "afterReset": ["afterReset.sql"]
}
`, V{"a": g.pwURL(), "b": g.pwURL()}, `":DATABASE_VISITOR": "!ENV"`)

	{
		ms := fmt.Sprintf("%d000", 1741000000+g.r.IntN(9000000))
		g.ormAdd("node-pg-migrate-up", `
$ DATABASE_URL=postgres://notes:«a»@pg-notes.internal:5432/notes npx node-pg-migrate up
> Migrating files:
> - «_ms»_add-tags
### MIGRATION «_ms»_add-tags (UP) ###
ALTER TABLE "notes"
  ADD "tags" text[] DEFAULT '{}' NOT NULL;
INSERT INTO "public"."pgmigrations" (name, run_on) VALUES ('«_ms»_add-tags', NOW());

Migrations complete!
`, V{"a": g.pwURL(), "_ms": ms}, "Migrations complete!")
	}

	g.ormAdd("liquibase-connection-error", `
$ liquibase status --verbose --username=liquibase --password='«a»'
ERROR: Exception Primary Class:  PSQLException
ERROR: Exception Primary Reason:  FATAL: password authentication failed for user "liquibase"
ERROR: Exception Primary Source:  PostgreSQL 16.2

Unexpected error running Liquibase: Connection could not be created to jdbc:postgresql://billing-db.internal:5432/billing with driver org.postgresql.Driver.  FATAL: password authentication failed for user "liquibase"

For more information, please use the --log-level flag
`, V{"a": g.pw()}, "ERROR: Exception Primary Class:  PSQLException", "jdbc:postgresql://billing-db.internal:5432/billing")

	g.ormAdd("flyway-gradle-plugin", `
plugins {
    id 'org.flywaydb.flyway' version '10.20.1'
}

flyway {
    url = 'jdbc:postgresql://localhost:5432/ledger'
    user = 'ledger'
    password = '«a»'
    schemas = ['public']
    locations = ['filesystem:src/main/resources/db/migration']
    cleanDisabled = true
}
`, V{"a": g.pw()}, "id 'org.flywaydb.flyway' version '10.20.1'")
}

// ---- errors and stack traces that echo or mask DSNs ----

func (g *G) ormErrors() {
	g.ormAdd("typeorm-options-console-log", `
$ node -e 'require("./dist/data-source").AppDataSource.initialize().catch(e => { console.log(require("./dist/data-source").AppDataSource.options); console.error(e.message) })'
{
  type: 'postgres',
  host: 'pg-billing.internal',
  port: 5432,
  username: 'billing',
  password: '«a»',
  database: 'billing',
  synchronize: false,
  logging: [ 'error' ],
  entities: [ [class Invoice], [class Customer] ],
  migrations: [ 'dist/migration/*.js' ]
}
connect ETIMEDOUT 10.0.6.14:5432
`, V{"a": g.pw()}, "connect ETIMEDOUT 10.0.6.14:5432", "[class Invoice]")

	g.ormAdd("pytest-showlocals-url", `
$ pytest -l tests/test_refunds.py
______________________________ ERROR at setup of test_refund_flow ______________________________

    @pytest.fixture(scope="session")
    def engine():
        url = os.environ.get("TEST_DATABASE_URL", "postgresql://qa:«a»@qa-db.internal:5432/qa")
        eng = create_engine(url)
>       with eng.connect() as conn:

eng        = Engine(postgresql://qa:***@qa-db.internal:5432/qa)
url        = 'postgresql://qa:«a»@qa-db.internal:5432/qa'

tests/conftest.py:14:
E   sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name "qa-db.internal" to address: Name or service not known
`, V{"a": g.pwURL()}, "Engine(postgresql://qa:***@qa-db.internal:5432/qa)")

	g.ormAdd("rails-pg-translate-host", `
$ RAILS_ENV=production bin/rails db:migrate:status
bin/rails aborted!
ActiveRecord::ConnectionNotEstablished: could not translate host name "helpdesk-db" to address: Name or service not known (ActiveRecord::ConnectionNotEstablished)
/app/vendor/bundle/ruby/3.3.0/gems/activerecord-7.2.2/lib/active_record/connection_adapters/postgresql_adapter.rb:63:in ˋrescue in new_clientˋ

Caused by:
PG::ConnectionBad: could not translate host name "helpdesk-db" to address: Name or service not known (PG::ConnectionBad)
`, nil, "could not translate host name \"helpdesk-db\" to address")

	g.ormAdd("go-log-fatalf-dsn", `
$ go run ./cmd/notify
2025/03/14 10:12:33 loaded config from config/config.yaml
2025/03/14 10:12:33 cannot connect to postgres://notify:«a»@pg-notify.internal:5432/notify?sslmode=require: dial tcp 10.0.4.9:5432: connect: connection refused
exit status 1
`, V{"a": g.pwURL()}, "dial tcp 10.0.4.9:5432: connect: connection refused")

	g.ormAdd("java-log-jdbc-url-password", `
2025-03-14 10:12:33.441 INFO  [main] c.a.reports.db.ConnectionFactory - Connecting to jdbc:mysql://mysql-reports:3306/reports?user=reports&password=«a»&useSSL=false
2025-03-14 10:12:33.912 ERROR [main] c.a.reports.db.ConnectionFactory - Connection failed
com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure

The last packet sent successfully to the server was 0 milliseconds ago. The driver has not received any packets from the server.
	at com.mysql.cj.jdbc.exceptions.SQLError.createCommunicationsException(SQLError.java:175)
`, V{"a": g.pwURL()}, "Communications link failure")

	g.ormAdd("sqlalchemy14-argumenterror-echo", `
$ python -m app.jobs.nightly
Traceback (most recent call last):
  File "/srv/app/app/jobs/nightly.py", line 9, in <module>
    engine = create_engine(os.environ["WAREHOUSE_URL"])
  File "/srv/app/.venv/lib/python3.9/site-packages/sqlalchemy/engine/url.py", line 747, in _parse_rfc1738_args
    raise exc.ArgumentError(
sqlalchemy.exc.ArgumentError: Could not parse rfc1738 URL from string 'postgresql//warehouse:«a»@wh.internal:5432/warehouse'
`, V{"a": g.pwURL()}, `create_engine(os.environ["WAREHOUSE_URL"])`)

	g.ormAdd("sqlalchemy-nosuchmodule-postgres-scheme", `
  File "/app/.heroku/python/lib/python3.12/site-packages/sqlalchemy/util/langhelpers.py", line 375, in load
    raise exc.NoSuchModuleError(
sqlalchemy.exc.NoSuchModuleError: Can't load plugin: sqlalchemy.dialects:postgres

# fix: Heroku still hands out postgres:// URLs
uri = os.getenv("DATABASE_URL")
if uri and uri.startswith("postgres://"):
    uri = uri.replace("postgres://", "postgresql://", 1)
`, nil, "Can't load plugin: sqlalchemy.dialects:postgres", `uri.replace("postgres://", "postgresql://", 1)`)

	g.ormAdd("prisma-p1013-hash-in-password", `
$ grep DATABASE_URL .env
DATABASE_URL="postgresql://app:«a»@localhost:5432/app"
$ npx prisma migrate dev
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Error: P1013: The provided database string is invalid. invalid port number in database URL. Please refer to the documentation in https://www.prisma.io/docs/reference/database-reference/connection-urls for constructing a correct connection string. In some cases, certain characters must be escaped. Please check the string for any illegal characters.
`, V{"a": g.pick(pwWords...) + "#" + g.pick(pwWords...) + g.s(alDigit, 4)}, "Error: P1013")

	g.ormAdd("postgres-server-log-auth-failed", `
$ docker compose logs db --tail 4
db-1  | 2025-03-14 10:12:33.441 UTC [88] FATAL:  password authentication failed for user "shop"
db-1  | 2025-03-14 10:12:33.441 UTC [88] DETAIL:  Connection matched file "/var/lib/postgresql/data/pg_hba.conf" line 128: "host all all all scram-sha-256"
db-1  | 2025-03-14 10:12:35.002 UTC [89] FATAL:  password authentication failed for user "shop"
db-1  | 2025-03-14 10:12:35.002 UTC [89] DETAIL:  Connection matched file "/var/lib/postgresql/data/pg_hba.conf" line 128: "host all all all scram-sha-256"
`, nil, `"host all all all scram-sha-256"`)

	g.ormAdd("knex-timeout-acquiring", `
KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?
    at Client_PG.acquireConnection (/app/node_modules/knex/lib/client.js:332:26)
    at async Runner.ensureConnection (/app/node_modules/knex/lib/execution/runner.js:305:28)
    at async Runner.run (/app/node_modules/knex/lib/execution/runner.js:30:19) {
  sql: 'select * from "deals" where "owner_id" = ?',
  bindings: [ '«_id»' ]
}
`, V{"_id": g.uuid()}, "Are you missing a .transacting(trx) call?")

	g.ormAdd("dotnet-connection-string-format", `
Unhandled exception. System.ArgumentException: Format of the initialization string does not conform to specification starting at index 96.
   at System.Data.Common.DbConnectionOptions.GetKeyValuePair(String connectionString, Int32 currentPosition, StringBuilder buffer, Boolean useOdbcRules, String& keyname, String& keyvalue)
   at System.Data.Common.DbConnectionOptions.ParseInternal(Dictionaryˋ2 parsetable, String connectionString, Boolean buildChain, Dictionaryˋ2 synonyms, Boolean firstKey)
   at Microsoft.Data.SqlClient.SqlConnectionString..ctor(String connectionString)
   at Orders.Api.Program.<Main>$(String[] args) in /src/Orders.Api/Program.cs:line 14
`, nil, "starting at index 96", "/src/Orders.Api/Program.cs:line 14")

	g.ormAdd("sentry-event-filtered", `
$ sentry-cli events list --project shop-api --max-rows 1 --json | jq '.[0] | {eventID, title, extra: .context}'
{
  "eventID": "«_ev»",
  "title": "OperationalError: connection to server at \"10.0.3.14\", port 5432 failed",
  "extra": {
    "database_url": "[Filtered]",
    "db_password": "[Filtered]",
    "sys.argv": ["manage.py", "migrate", "--noinput"]
  }
}
`, V{"_ev": g.hex(32)}, `"database_url": "[Filtered]"`, `"db_password": "[Filtered]"`)
}

// ---- seeds and fixtures ----

func (g *G) ormSeeds() {
	g.ormAdd("prisma-seed-admin", `
// prisma/seed.ts
import { PrismaClient, Role } from "@prisma/client";
import bcrypt from "bcryptjs";

const prisma = new PrismaClient();

async function main() {
  const passwordHash = await bcrypt.hash("«a»", 10);
  await prisma.user.upsert({
    where: { email: "admin@storefront.acme.io" },
    update: {},
    create: { email: "admin@storefront.acme.io", name: "Store Admin", role: Role.ADMIN, passwordHash },
  });
}

main().finally(() => prisma.$disconnect());

$ npx prisma db seed
Environment variables loaded from .env
Running seed command ˋtsx prisma/seed.tsˋ ...

🌱  The seed command has been executed.
`, V{"a": g.pw()}, "The seed command has been executed.", "admin@storefront.acme.io")

	g.ormAdd("rails-seeds-rb", `
# db/seeds.rb
admin = User.find_or_create_by!(email: "ops@helpdesk.acme.io") do |u|
  u.name = "Ops"
  u.password = "«a»"
  u.password_confirmation = "«a»"
  u.role = :admin
end

%w[billing shipping returns].each do |name|
  Queue.find_or_create_by!(name: name, owner: admin)
end
`, V{"a": g.pw()}, "%w[billing shipping returns]")

	g.ormAdd("laravel-database-seeder", `
// database/seeders/DatabaseSeeder.php
public function run(): void
{
    User::factory(10)->create();

    User::factory()->create([
        'name' => 'Clinic Admin',
        'email' => 'admin@clinic.acme.io',
        'password' => Hash::make('«a»'),
    ]);
}

// database/factories/UserFactory.php
            'password' => static::$password ??= Hash::make('password'),
            'remember_token' => Str::random(10),
`, V{"a": g.pw()}, "static::$password ??= Hash::make('password')", "User::factory(10)->create();")

	g.ormAdd("django-fixture-argon2", `
$ cat tests/fixtures/users.yaml
- model: accounts.user
  pk: «_u1»
  fields:
    email: reviewer@acme.io
    password: argon2$argon2id$v=19$m=102400,t=2,p=8$«a»
    is_staff: true
- model: accounts.user
  pk: «_u2»
  fields:
    email: customer@example.com
    password: argon2$argon2id$v=19$m=102400,t=2,p=8$«b»
    is_staff: false
`, V{"_u1": g.uuid(), "a": g.ormDjangoArgon2(), "_u2": g.uuid(), "b": g.ormDjangoArgon2()}, "email: customer@example.com")

	g.ormAdd("knex-seed-bcrypt", `
// seeds/01_users.js
exports.seed = async function (knex) {
  await knex("users").del();
  await knex("users").insert([
    { id: 1, email: "owner@crm.acme.io", role: "owner", password_hash: "«a»" },
    { id: 2, email: "sales@crm.acme.io", role: "sales", password_hash: "«b»" },
  ]);
};
`, V{"a": g.ormBcryptA("b"), "b": g.ormBcryptA("b")}, "exports.seed = async function (knex)")

	g.ormAdd("sequelize-seeder-hashsync", `
// seeders/20250101000000-demo-users.js
"use strict";
const bcrypt = require("bcrypt");

module.exports = {
  async up(queryInterface) {
    await queryInterface.bulkInsert("Users", [
      {
        email: "support@shop.acme.io",
        password: bcrypt.hashSync("«a»", 10),
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ]);
  },
  async down(queryInterface) {
    await queryInterface.bulkDelete("Users", { email: "support@shop.acme.io" });
  },
};
`, V{"a": g.pw()}, "queryInterface.bulkInsert(\"Users\"")

	g.ormAdd("sql-seed-hash-and-token", `
-- db/seed.sql
INSERT INTO users (id, email, password_hash, created_at) VALUES
  ('«_id»', 'integration@notes.acme.io', '«a»', now());

INSERT INTO api_tokens (user_id, name, token, scopes) VALUES
  ('«_id»', 'ci-smoke', '«b»', '{notes:read,notes:write}');
`, V{"_id": g.uuid(), "a": g.bcrypt(), "b": "nt_live_" + g.an(40)}, "'{notes:read,notes:write}'")

	g.ormAdd("factory-bot-users", `
# spec/factories/users.rb
FactoryBot.define do
  factory :user do
    sequence(:email) { |n| "user#{n}@example.com" }
    name { Faker::Name.name }
    password { "password123" }
    password_confirmation { password }

    trait :admin do
      role { :admin }
    end
  end
end
`, nil, `sequence(:email) { |n| "user#{n}@example.com" }`, "Faker::Name.name")

	g.ormAdd("pytest-testcontainers", `
# tests/conftest.py
import pytest
from testcontainers.postgres import PostgresContainer


@pytest.fixture(scope="session")
def pg_url():
    with PostgresContainer("postgres:16-alpine", driver="psycopg") as pg:
        yield pg.get_connection_url()

$ pytest -q
Pulling image testcontainers/ryuk:0.8.1
Container started: «_c»
........                                                                 [100%]
8 passed in 6.12s
`, V{"_c": g.hex(12)}, "PostgresContainer(\"postgres:16-alpine\", driver=\"psycopg\")", "8 passed in 6.12s")

	g.ormAdd("ecto-seeds-exs", `
# priv/repo/seeds.exs
alias Shop.Accounts

{:ok, _admin} =
  Accounts.register_user(%{
    email: "admin@shop.acme.io",
    password: "«a»",
    role: :admin
  })

$ mix run priv/repo/seeds.exs
[debug] QUERY OK source="users" db=2.1ms
`, V{"a": g.pw()}, `QUERY OK source="users"`)

	g.ormAdd("ef-identity-hasdata", `
// Data/AppDbContext.cs
builder.Entity<IdentityUser>().HasData(new IdentityUser
{
    Id = "«_id»",
    UserName = "admin@orders.acme.io",
    NormalizedUserName = "ADMIN@ORDERS.ACME.IO",
    Email = "admin@orders.acme.io",
    NormalizedEmail = "ADMIN@ORDERS.ACME.IO",
    EmailConfirmed = true,
    PasswordHash = "«a»",
    SecurityStamp = "«=ss»",
    ConcurrencyStamp = "«_cs»"
});
`, V{"_id": g.uuid(), "a": g.ormIdentityV3(), "=ss": g.s(alUpNum, 32), "_cs": g.uuid()}, "ADMIN@ORDERS.ACME.IO")

	g.ormAdd("spring-data-sql-users", `
$ cat src/main/resources/data.sql
INSERT INTO app_user (username, password, enabled) VALUES ('admin', '{bcrypt}«a»', true);
INSERT INTO app_user (username, password, enabled) VALUES ('ops', '{noop}«b»', true);
INSERT INTO authorities (username, authority) VALUES ('admin', 'ROLE_ADMIN');
`, V{"a": g.ormBcryptA("a"), "b": g.pw()}, "INSERT INTO authorities (username, authority) VALUES ('admin', 'ROLE_ADMIN');")

	g.ormAdd("goose-seed-products-uuid", `
-- +goose Up
INSERT INTO products (id, sku, name, price_cents) VALUES
  ('«_a»', 'MUG-001', 'Enamel mug', 1800),
  ('«_b»', 'TEE-014', 'Logo tee (M)', 2400),
  ('«_c»', 'CAP-003', 'Canvas cap', 2100);

-- +goose Down
DELETE FROM products WHERE id IN ('«_a»', '«_b»', '«_c»');
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "MUG-001")

	g.ormAdd("playwright-global-setup-user", `
// e2e/global-setup.ts
export default async function globalSetup() {
  const email = process.env.E2E_USER_EMAIL ?? "e2e@storefront.acme.io";
  const password = process.env.E2E_USER_PASSWORD ?? "«a»";
  await prisma.user.upsert({
    where: { email },
    update: {},
    create: { email, passwordHash: await bcrypt.hash(password, 10), role: "CUSTOMER" },
  });
}
`, V{"a": g.pw()}, "process.env.E2E_USER_EMAIL ??")
}

// ---- issues, chat, review and mail ----

func (g *G) ormTalk() {
	g.ormAdd("issue-prisma-pooler", `
### Bug description

Migrations hang forever when I point DATABASE_URL at the Supabase pooler. Works with the direct URL.

### How to reproduce

1. .env:
ˋˋˋ
DATABASE_URL="postgresql://postgres.«_ref»:«a»@aws-0-us-east-1.pooler.supabase.com:6543/postgres"
ˋˋˋ
2. ˋnpx prisma migrate deployˋ
3. Nothing after "Applying migration"

### Environment & setup

- OS: macOS 14.4
- Database: PostgreSQL (Supabase)
- Node.js version: 20.11.1
- Prisma Version: 5.22.0
`, V{"_ref": g.ormSupaRef(), "a": g.pwURL()}, "Nothing after \"Applying migration\"")

	g.ormAdd("slack-staging-db-url", `
[10:12] Priya Nair: @dana staging is back, same creds until we move to vault
[10:12] Priya Nair: postgres://orders_stg:«a»@orders-stg.cluster-c7x1k2.eu-west-1.rds.amazonaws.com:5432/orders
[10:13] Dana Kim: 👍 thx, running prisma migrate deploy against it now
`, V{"a": g.pwURL()}, "same creds until we move to vault")

	g.ormAdd("stackoverflow-sequelize-question", `
Sequelize: "SequelizeHostNotFoundError: getaddrinfo ENOTFOUND" only in Docker

My config/config.json:

    "development": {
      "username": "postgres",
      "password": "«a»",
      "database": "blog_dev",
      "host": "localhost",
      "dialect": "postgres"
    }

Works on my machine, but inside docker compose the api container can't reach the db. What am I missing?

Answer (score 14): inside the container localhost is the container itself. Use the service name ("host": "db").
`, V{"a": g.pw()}, "SequelizeHostNotFoundError: getaddrinfo ENOTFOUND")

	g.ormAdd("agent-reply-masked", `
I read .env and found DATABASE_URL (value hidden: postgresql://app:****@db:5432/app). The P1001 error is
because the api container resolves "db" only on the compose network, and you are running
ˋprisma migrate devˋ from the host. Either run it inside the container:

    docker compose exec api npx prisma migrate dev

or point it at localhost:5432, which compose publishes.
`, nil, "postgresql://app:****@db:5432/app", "docker compose exec api npx prisma migrate dev")

	g.ormAdd("user-asks-alembic-url", `
user: alembic upgrade head keeps failing with "password authentication failed" but psql works?? this is what I have in alembic.ini:

sqlalchemy.url = postgresql://etl_user:«a»@10.0.3.14/etl

and psql -h 10.0.3.14 -U etl_user etl works fine with the same password
`, V{"a": g.pwURL()}, "psql -h 10.0.3.14 -U etl_user etl")

	g.ormAdd("pr-review-hardcoded-password", `
review by marcus-l on src/config/database.ts line 12:

> +    password: "«a»",

Please don't commit this, even for staging. Read it from process.env.DB_PASSWORD and add it to the
staging-db secret in Vault (kv/data/billing/staging). Also rotate it since it's in the branch history now.
`, V{"a": g.pw()}, "kv/data/billing/staging", "process.env.DB_PASSWORD")

	g.ormAdd("discord-laravel-help", `
jaydev — Today at 10:12 PM
php artisan migrate says access denied but my .env is right??
ˋˋˋ
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=shopify_clone
DB_USERNAME=jaydev
DB_PASSWORD=«a»
ˋˋˋ
helper_bot — Today at 10:13 PM
Run php artisan config:clear, a cached config (bootstrap/cache/config.php) still has the old values.
`, V{"a": g.pw()}, "php artisan config:clear", "bootstrap/cache/config.php")

	g.ormAdd("jira-rotate-ticket", `
OPS-2291  Rotate orders-prod database password
Status: Done   Assignee: Priya Nair

Rotated the orders_app password on orders-prod.cluster-c7x1k2.eu-west-1.rds.amazonaws.com.
New value stored at vault kv: secret/data/orders/prod/db (version 7). Old value revoked.
Apps pick it up through the external-secrets ExternalSecret "orders-db" (refreshInterval 1h).
Verified: prisma migrate status OK from the orders-api pod.
`, nil, "secret/data/orders/prod/db", "ExternalSecret \"orders-db\"")

	g.ormAdd("git-log-p-remove-dsn", `
$ git log -p -1 -- config/settings/staging.py
commit «_sha»
Author: Dana Kim <dana@acme.io>
Date:   Fri Mar 14 10:12:33 2025 +0100

    settings: read staging DB URL from env

diff --git a/config/settings/staging.py b/config/settings/staging.py
@@ -8,5 +8,5 @@ from .base import *
 DEBUG = False
-DATABASES = {"default": dj_database_url.parse("postgres://wagtail:«a»@wagtail-stg.internal:5432/wagtail")}
+DATABASES = {"default": dj_database_url.config(env="DATABASE_URL")}
 ALLOWED_HOSTS = ["staging.acme.io"]
`, V{"_sha": g.gitSHA(), "a": g.pwURL()}, `dj_database_url.config(env="DATABASE_URL")`)

	g.ormAdd("email-dba-handoff", `
From: Olu Adeyemi <olu.adeyemi@acme.io>
To: analytics-team@acme.io
Subject: read-only user for the reporting replica

Hi all,

The read-only role for Metabase is ready:

  host:     reporting-replica.internal
  port:     5432
  database: orders
  user:     metabase_ro
  password: «a»

It can only SELECT on the public and billing schemas. Please put it in the Metabase admin UI and not in the repo.

Olu
`, V{"a": g.pwStrong()}, "metabase_ro", "reporting-replica.internal")
}

// ---- benign look-alikes ----

func (g *G) ormBenign() {
	g.ormAdd("benign-prisma-migrations-table", `
shop=> SELECT id, checksum, migration_name, applied_steps_count FROM _prisma_migrations ORDER BY started_at DESC LIMIT 3;
                  id                  |                             checksum                             |         migration_name          | applied_steps_count
--------------------------------------+------------------------------------------------------------------+---------------------------------+---------------------
 «_i1» | «_c1» | «_t1»_refund_reason_enum  |                   1
 «_i2» | «_c2» | «_t2»_add_refunds         |                   1
 «_i3» | «_c3» | «_t3»_init                |                   1
(3 rows)
`, V{"_i1": g.uuid(), "_c1": g.hex(64), "_t1": g.ormTS(), "_i2": g.uuid(), "_c2": g.hex(64), "_t2": g.ormTS(), "_i3": g.uuid(), "_c3": g.hex(64), "_t3": g.ormTS()})

	g.ormAdd("benign-drizzle-journal-snapshot", `
$ cat drizzle/meta/_journal.json
{
  "version": "7",
  "dialect": "postgresql",
  "entries": [
    { "idx": 0, "version": "7", "when": «_w1», "tag": "0000_wild_ironclad", "breakpoints": true },
    { "idx": 1, "version": "7", "when": «_w2», "tag": "0001_silent_sentinel", "breakpoints": true }
  ]
}
$ jq '{id, prevId}' drizzle/meta/0001_snapshot.json
{
  "id": "«_id»",
  "prevId": "«_prev»"
}
`, V{"_w1": "17" + g.digits(11), "_w2": "17" + g.digits(11), "_id": g.uuid(), "_prev": g.uuid()}, "0001_silent_sentinel")

	g.ormAdd("benign-sqlalchemy-masked-startup", `
2025-03-14 10:12:33,441 INFO app.db: creating engine for postgresql+asyncpg://api:***@pg-api.internal:5432/api (pool_size=10, max_overflow=5)
2025-03-14 10:12:33,512 INFO app.db: connected, server_version=16.2
2025-03-14 10:12:33,514 INFO uvicorn.error: Application startup complete.
`, nil, "postgresql+asyncpg://api:***@pg-api.internal:5432/api")

	g.ormAdd("benign-alembic-ini-template", `
$ alembic init migrations
  Creating directory '/srv/api/migrations' ...  done
  Creating directory '/srv/api/migrations/versions' ...  done
  Generating /srv/api/alembic.ini ...  done
  Generating /srv/api/migrations/env.py ...  done
  Please edit configuration/connection/logging settings in '/srv/api/alembic.ini' before proceeding.
$ grep sqlalchemy.url alembic.ini
sqlalchemy.url = driver://user:pass@localhost/dbname
`, nil, "sqlalchemy.url = driver://user:pass@localhost/dbname")

	g.ormAdd("benign-compose-required-env", `
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: ${POSTGRES_USER:-app}
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}
      POSTGRES_DB: app
  migrate:
    image: ghcr.io/acme/app:${APP_VERSION}
    command: ["alembic", "upgrade", "head"]
    environment:
      DATABASE_URL: postgresql+psycopg://${POSTGRES_USER:-app}:${POSTGRES_PASSWORD}@db:5432/app
`, nil, "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}", "postgresql+psycopg://${POSTGRES_USER:-app}:${POSTGRES_PASSWORD}@db:5432/app")

	g.ormAdd("benign-gha-service-postgres", `
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports: ["5432:5432"]
        options: --health-cmd pg_isready --health-interval 10s --health-timeout 5s --health-retries 5
    env:
      DATABASE_URL: postgresql://postgres:postgres@localhost:5432/postgres
    steps:
      - uses: actions/checkout@«_sha» # v4.2.2
      - run: npx prisma migrate deploy && npm test
  deploy:
    needs: test
    env:
      DATABASE_URL: ${{ secrets.PROD_DATABASE_URL }}
`, V{"_sha": g.gitSHA()}, "${{ secrets.PROD_DATABASE_URL }}", "--health-cmd pg_isready")

	{
		ts := g.ormTS()
		g.ormAdd("benign-ef-model-snapshot", `
// <auto-generated />
[DbContext(typeof(OrdersDbContext))]
partial class OrdersDbContextModelSnapshot : ModelSnapshot
{
    protected override void BuildModel(ModelBuilder modelBuilder)
    {
#pragma warning disable 612, 618
        modelBuilder
            .HasAnnotation("ProductVersion", "8.0.3")
            .HasAnnotation("Relational:MaxIdentifierLength", 63);

        modelBuilder.Entity("Orders.Domain.Order", b =>
            {
                b.Property<Guid>("Id").ValueGeneratedOnAdd().HasColumnType("uuid");
                b.Property<string>("RefundReason").HasColumnType("text");
                b.HasKey("Id");
                b.ToTable("Orders");
            });
    }
}
// Migrations/«_ts»_AddRefunds.Designer.cs: [Migration("«_ts»_AddRefunds")]
`, V{"_ts": ts}, `.HasAnnotation("ProductVersion", "8.0.3")`)
	}

	g.ormAdd("benign-atlas-sum", `
$ cat migrations/atlas.sum
h1:«_h0»
«_t1»_init.sql h1:«_h1»
«_t2»_add_refunds.sql h1:«_h2»
«_t3»_refund_reason_index.sql h1:«_h3»
$ atlas migrate validate --env local && echo ok
ok
`, V{"_h0": g.b64(32), "_t1": g.ormTS(), "_h1": g.b64(32), "_t2": g.ormTS(), "_h2": g.b64(32), "_t3": g.ormTS(), "_h3": g.b64(32)})

	g.ormAdd("benign-rails-schema-migrations", `
helpdesk_development=# SELECT * FROM schema_migrations ORDER BY version DESC LIMIT 3;
    version
----------------
 «_v1»
 «_v2»
 «_v3»
(3 rows)

helpdesk_development=# SELECT * FROM ar_internal_metadata;
     key     |    value    |         created_at         |         updated_at
-------------+-------------+----------------------------+----------------------------
 environment | development | 2024-11-02 09:00:00.112331 | 2024-11-02 09:00:00.112331
 schema_sha1 | «_sha1»     | 2024-11-02 09:00:00.113018 | 2025-03-14 10:12:33.441207
(2 rows)
`, V{"_v1": g.ormTS(), "_v2": g.ormTS(), "_v3": g.ormTS(), "_sha1": g.hex(40)})

	g.ormAdd("benign-doctrine-migration-versions", `
$ php bin/console doctrine:migrations:status
+----------------------+----------------------+------------------------------------------------------------------------+
| Configuration                                                                                                        |
+----------------------+----------------------+------------------------------------------------------------------------+
| Storage              | Type                 | Doctrine\Migrations\Metadata\Storage\TableMetadataStorageConfiguration |
|                      | Table Name           | doctrine_migration_versions                                            |
| Database             | Driver               | Symfony\Bridge\Doctrine\Middleware\Debug\Driver                         |
|                      | Name                 | app                                                                    |
| Versions             | Previous             | DoctrineMigrations\Version«_v1»                                 |
|                      | Current              | DoctrineMigrations\Version«_v2»                                 |
|                      | Next                 | Already at latest version                                              |
+----------------------+----------------------+------------------------------------------------------------------------+
`, V{"_v1": g.ormTS(), "_v2": g.ormTS()}, "doctrine_migration_versions", "Already at latest version")

	g.ormAdd("benign-k8s-secretkeyref", `
        env:
          - name: DATABASE_URL
            valueFrom:
              secretKeyRef:
                name: orders-db
                key: url
          - name: SPRING_DATASOURCE_PASSWORD
            valueFrom:
              secretKeyRef:
                name: inventory-db-credentials
                key: password
          - name: DB_POOL_SIZE
            value: "10"
`, nil, "name: inventory-db-credentials", "key: password")

	g.ormAdd("benign-typeorm-env-example", `
$ cat .env.example
# copy to .env and fill in
TYPEORM_CONNECTION=postgres
TYPEORM_HOST=localhost
TYPEORM_USERNAME=<your-db-user>
TYPEORM_PASSWORD=<your-db-password>
TYPEORM_DATABASE=billing
TYPEORM_PORT=5432
TYPEORM_SYNCHRONIZE=false
JWT_SECRET=changeme
`, nil, "TYPEORM_PASSWORD=<your-db-password>", "JWT_SECRET=changeme")

	g.ormAdd("benign-uuid-pk-select", `
notes=> SELECT id, owner_id, title, created_at FROM notes ORDER BY created_at DESC LIMIT 3;
                  id                  |               owner_id               |      title       |          created_at
--------------------------------------+--------------------------------------+------------------+-------------------------------
 «_n1» | «_o1» | Q2 roadmap       | 2025-03-14 10:12:33.441207+00
 «_n2» | «_o1» | Standup notes    | 2025-03-14 09:01:12.004511+00
 «_n3» | «_o2» | Vendor shortlist | 2025-03-13 16:40:55.870032+00
(3 rows)
`, V{"_n1": g.uuid(), "_o1": g.uuid(), "_n2": g.uuid(), "_n3": g.uuid(), "_o2": g.uuid()}, "Vendor shortlist")

	g.ormAdd("benign-django-migration-file", `
# orders/migrations/0014_refund_reason.py
# Generated by Django 5.1.7 on 2025-03-14 10:12

import uuid
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("orders", "0013_order_currency"),
    ]

    operations = [
        migrations.AddField(
            model_name="refund",
            name="public_id",
            field=models.UUIDField(default=uuid.uuid4, editable=False, unique=True),
        ),
    ]
`, nil, "Generated by Django 5.1.7 on 2025-03-14 10:12", `("orders", "0013_order_currency")`)

	g.ormAdd("benign-sqlx-migrate-info", `
$ sqlx migrate info --source migrations
«_t1»/installed init
«_t2»/installed add refunds
«_t3»/pending refund reason index
$ psql "$DATABASE_URL" -Atc "select version, encode(checksum, 'hex') from _sqlx_migrations order by version"
«_t1»|«_c1»
«_t2»|«_c2»
`, V{"_t1": g.ormTS(), "_t2": g.ormTS(), "_t3": g.ormTS(), "_c1": g.hex(96), "_c2": g.hex(96)}, "sqlx migrate info --source migrations")

	g.ormAdd("benign-vercel-env-ls", `
$ vercel env ls
Vercel CLI 37.14.0
> Environment Variables found for acme/storefront [318ms]

 name                        value               environments                        created
 DATABASE_URL                Encrypted           Production                          12d ago
 DATABASE_URL                Encrypted           Preview, Development                12d ago
 DIRECT_URL                  Encrypted           Production, Preview, Development    12d ago
 NEXT_PUBLIC_SITE_URL        https://acme.shop   Production                          40d ago
`, nil, "Encrypted           Production", "NEXT_PUBLIC_SITE_URL        https://acme.shop")

	g.ormAdd("benign-hashing-config", `
$ cat config/hashing.php | grep -v '^\s*//' | grep -v '^$'
<?php
return [
    'driver' => env('HASH_DRIVER', 'bcrypt'),
    'bcrypt' => [
        'rounds' => env('BCRYPT_ROUNDS', 12),
        'verify' => env('HASH_VERIFY', true),
    ],
    'argon' => [
        'memory' => env('ARGON_MEMORY', 65536),
        'threads' => env('ARGON_THREADS', 1),
        'time' => env('ARGON_TIME', 4),
        'verify' => env('HASH_VERIFY', true),
    ],
    'rehash_on_login' => true,
];
`, nil, "'rounds' => env('BCRYPT_ROUNDS', 12)", "'memory' => env('ARGON_MEMORY', 65536)")

	g.ormAdd("benign-artisan-migrate-status", `
$ php artisan migrate:status

  Migration name ........................................................... Batch / Status
  0001_01_01_000000_create_users_table ............................................ [1] Ran
  0001_01_01_000001_create_cache_table ............................................ [1] Ran
  0001_01_01_000002_create_jobs_table ............................................. [1] Ran
  2025_03_14_101233_create_appointments_table ..................................... [2] Ran
  2025_03_15_083000_add_room_to_appointments ...................................... Pending
`, nil, "2025_03_14_101233_create_appointments_table", "0001_01_01_000000_create_users_table")

	g.ormAdd("benign-schema-prisma-env-refs", `
datasource db {
  provider          = "postgresql"
  url               = env("DATABASE_URL")
  directUrl         = env("DIRECT_URL")
  shadowDatabaseUrl = env("SHADOW_DATABASE_URL")
}

model Refund {
  id        String   @id @default(uuid()) @db.Uuid
  orderId   String   @db.Uuid
  reason    String?
  createdAt DateTime @default(now())

  @@index([orderId])
}
`, nil, `directUrl         = env("DIRECT_URL")`, "@id @default(uuid()) @db.Uuid")

	g.ormAdd("benign-ecto-schema-migrations", `
shop_dev=# SELECT version, inserted_at FROM schema_migrations ORDER BY version DESC LIMIT 2;
    version     |     inserted_at
----------------+---------------------
 «_v1» | 2025-03-14 10:12:33
 «_v2» | 2025-03-03 09:00:12
(2 rows)
`, V{"_v1": g.ormTS(), "_v2": g.ormTS()}, "schema_migrations")
}
