package cases

import (
	"fmt"
	"strings"
)

// ctrCases adds what people see when they inspect running processes and
// containers, where secrets leak through environments, arguments and
// mounted files. Sources: Docker (docker inspect with Config.Env, Path,
// Args, Cmd and Entrypoint, Go template and JSON formats, docker ps
// --no-trunc, docker top, docker exec env and printenv, docker history
// --no-trunc with RUN |n ARG=... and ENV layers, docker image inspect,
// docker compose config resolved in YAML and JSON, docker service
// inspect --pretty, docker run lines, mounted /run/secrets files);
// Podman (podman inspect, podman secret inspect --showsecret, Quadlet
// .container units, podman kube generate, auth.json); CRI tools (crictl
// ps, inspect and exec, nerdctl run, inspect and compose, ctr containers
// info, containerd config.toml registry auths, k3s registries.yaml);
// Kubernetes (kubectl describe pod and deployment with literal values next
// to secretKeyRef and config map references, kubectl exec -- env and
// printenv, get pod -o yaml and -o json, jsonpath args, set env --list,
// last-applied-configuration annotations, mounted service account tokens
// and secret volumes, Command and Args sections); /proc (environ through
// tr, cat -v, xargs -0, strings and grep -az, cmdline, fd of deleted
// files); process listings (ps auxe, ps -ef, ps -eo args, pgrep -af,
// pstree -a, top and htop, macOS ps -E, launchctl procinfo, osquery,
// PowerShell Win32_Process, wmic, sc qc); systemd (systemctl show -p
// Environment and ExecStart, systemctl cat with drop-ins, systemctl
// status CGroup trees, SetCredential=, set-environment, journalctl short
// and json-pretty with _CMDLINE); launchd (launchctl print, LaunchAgent
// plists); process supervisors (supervisord.conf environment=,
// supervisorctl, pm2 env, show and jlist, ecosystem.config.js, forever
// list, Procfiles, circus, runit and s6 container_environment, monit);
// orchestrators and platforms (nomad job inspect and alloc exec, ECS task
// definitions, describe-tasks overrides, execute-command and table
// output, Cloud Run services describe in both formats, Lambda
// get-function-configuration, App Runner, Azure Container Apps, Container
// Instances and App Service settings, Heroku config, Fly secrets list and
// fly ssh console, Cloud Foundry cf env, Elastic Beanstalk printenv,
// Railway variables); and tracing (strace of connect and write showing
// Redis AUTH, FTP PASS, SMTP AUTH PLAIN and PostgreSQL password messages,
// strace -v execve environments, ltrace getenv, gdb getenv, execsnoop,
// auditd EXECVE records, Falco alerts, sysdig spy_users, jcmd
// VM.command_line and system properties, py-spy dump --locals, lsof, LDAP
// simple binds); and more hosts and in-container views (Windows container
// Env: tables, jps -lvm, Portainer stack env, docker compose top, docker
// config inspect, nsenter into a pod, busybox ps, nomad alloc fs, the ECS
// container credentials endpoint, systemd-cgls, FreeBSD procstat -e,
// Solaris pargs -e, Watchtower shoutrrr URLs, Splunk HEC tokens).
// Benign look-alikes: container ids, image digests, pod UIDs, PIDs,
// secret names and keys referenced but not their values, _FILE variables,
// config hashes, resource versions, node names, Fly digests, allocation
// and task ids, ARNs of secrets. The case names start with "ctr/".
func (g *G) ctrCases() {
	g.ctrDocker()
	g.ctrDockerBuild()
	g.ctrPodman()
	g.ctrCRI()
	g.ctrKube()
	g.ctrProc()
	g.ctrPs()
	g.ctrSystemd()
	g.ctrLaunchd()
	g.ctrSupervisors()
	g.ctrNomadECS()
	g.ctrPlatforms()
	g.ctrTrace()
	g.ctrMore()
	g.ctrBenign()
}

// ---- helpers used only here ----

// ctrAdd is add with the "ctr/" prefix and "ˋ" standing for a backtick.
func (g *G) ctrAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("ctr/"+name, bt(tmpl), v, benign...)
}

// ctrID is a full container or image id.
func (g *G) ctrID() string { return g.hex(64) }

// ctrTS is a timestamp as Docker prints it, with nanoseconds.
func (g *G) ctrTS() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%09dZ", 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000000000))
}

// ctrPod is a Deployment pod name: base, replica set hash, pod suffix.
func (g *G) ctrPod(base string) string {
	const al = "bcdfghjklmnpqrstvwxz2456789"
	return base + "-" + g.s(al, 9+g.r.IntN(2)) + "-" + g.s(al, 5)
}

// ctrPID is a process id.
func (g *G) ctrPID() string { return fmt.Sprint(1000 + g.r.IntN(60000)) }

// ctrDD is a Datadog API key.
func (g *G) ctrDD() string { return g.hex(32) }

// ctrNRLicense is a New Relic ingest license key.
func (g *G) ctrNRLicense() string { return g.hex(36) + "NRAL" }

// ctrSentryOrg is a Sentry organization auth token.
func (g *G) ctrSentryOrg() string {
	return "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"acme"}`,
		1716000000+g.r.IntN(20000000), g.r.IntN(1000000))) + "_" + g.s(alAlnum+"+/", 43)
}

// ---- Docker: inspect, ps, top, exec ----

func (g *G) ctrDocker() {
	id := g.ctrID()
	g.ctrAdd("docker-inspect-postgres-full", `
$ docker inspect shop-db-1
[
    {
        "Id": "«_id»",
        "Created": "«_c»",
        "Path": "docker-entrypoint.sh",
        "Args": [
            "postgres"
        ],
        "State": {
            "Status": "running",
            "Running": true,
            "Paused": false,
            "Restarting": false,
            "OOMKilled": false,
            "Dead": false,
            "Pid": «_pid»,
            "ExitCode": 0,
            "Error": "",
            "StartedAt": "«_s»",
            "FinishedAt": "0001-01-01T00:00:00Z",
            "Health": {
                "Status": "healthy",
                "FailingStreak": 0
            }
        },
        "Image": "sha256:«_img»",
        "ResolvConfPath": "/var/lib/docker/containers/«_id»/resolv.conf",
        "HostnamePath": "/var/lib/docker/containers/«_id»/hostname",
        "Name": "/shop-db-1",
        "RestartCount": 0,
        "Driver": "overlay2",
        "Platform": "linux",
        "Config": {
            "Hostname": "«_h»",
            "Domainname": "",
            "User": "",
            "AttachStdin": false,
            "AttachStdout": true,
            "AttachStderr": true,
            "ExposedPorts": {
                "5432/tcp": {}
            },
            "Tty": false,
            "OpenStdin": false,
            "StdinOnce": false,
            "Env": [
                "POSTGRES_USER=shop",
                "POSTGRES_PASSWORD=«a»",
                "POSTGRES_DB=shop",
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/lib/postgresql/16/bin",
                "GOSU_VERSION=1.17",
                "LANG=en_US.utf8",
                "PG_MAJOR=16",
                "PG_VERSION=16.3-1.pgdg120+1",
                "PGDATA=/var/lib/postgresql/data"
            ],
            "Cmd": [
                "postgres"
            ],
            "Healthcheck": {
                "Test": [
                    "CMD-SHELL",
                    "pg_isready -U shop"
                ],
                "Interval": 5000000000,
                "Timeout": 5000000000,
                "Retries": 10
            },
            "Image": "postgres:16",
            "Volumes": {
                "/var/lib/postgresql/data": {}
            },
            "WorkingDir": "",
            "Entrypoint": [
                "docker-entrypoint.sh"
            ],
            "OnBuild": null,
            "Labels": {
                "com.docker.compose.config-hash": "«_ch»",
                "com.docker.compose.container-number": "1",
                "com.docker.compose.project": "shop",
                "com.docker.compose.project.working_dir": "/home/dana/src/shop",
                "com.docker.compose.service": "db",
                "com.docker.compose.version": "2.27.0"
            },
            "StopSignal": "SIGINT"
        },
`, V{"_id": id, "_c": g.ctrTS(), "_pid": g.ctrPID(), "_s": g.ctrTS(), "_img": g.ctrID(), "_h": id[:12], "a": g.pw(), "_ch": g.ctrID()},
		"PG_VERSION=16.3-1.pgdg120+1", "/home/dana/src/shop")

	g.ctrAdd("docker-inspect-range-env", `
$ docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' shop-api-1
NODE_ENV=production
PORT=8080
DATABASE_URL=postgres://shop:«a»@db:5432/shop?sslmode=disable
REDIS_URL=redis://default:«b»@cache:6379/0
STRIPE_SECRET_KEY=«c»
SENTRY_DSN=https://«=dsn»@o«_org».ingest.us.sentry.io/«_proj»
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
NODE_VERSION=20.14.0
YARN_VERSION=1.22.19

`, V{"a": g.pwURL(), "b": g.an(32), "c": g.skLive(), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "NODE_VERSION=20.14.0")

	g.ctrAdd("docker-inspect-json-env-jq", `
$ docker inspect -f '{{json .Config.Env}}' billing-worker | jq .
[
  "CELERY_BROKER_URL=amqp://billing:«a»@rabbitmq:5672/billing",
  "AWS_ACCESS_KEY_ID=«b»",
  "AWS_SECRET_ACCESS_KEY=«c»",
  "AWS_DEFAULT_REGION=eu-west-1",
  "PATH=/usr/local/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "LANG=C.UTF-8",
  "GPG_KEY=7169605F62C751356D054A26A821E680E5FA6305",
  "PYTHON_VERSION=3.12.4",
  "PYTHONUNBUFFERED=1"
]
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, "GPG_KEY=7169605F62C751356D054A26A821E680E5FA6305", "PYTHON_VERSION=3.12.4")

	g.ctrAdd("docker-inspect-path-args-redis", `
$ docker inspect -f '{{.Path}} {{join .Args " "}}' cache
docker-entrypoint.sh redis-server --requirepass «a» --appendonly yes --maxmemory 512mb --maxmemory-policy allkeys-lru
`, V{"a": g.an(32)}, "--maxmemory-policy allkeys-lru")

	g.ctrAdd("docker-inspect-keycloak-cmd", `
$ docker inspect keycloak --format '{{json .Config}}' | jq '{Entrypoint, Cmd, Env}'
{
  "Entrypoint": [
    "/opt/keycloak/bin/kc.sh"
  ],
  "Cmd": [
    "start",
    "--optimized",
    "--db=postgres",
    "--db-url=jdbc:postgresql://pg.internal:5432/keycloak",
    "--db-username=keycloak",
    "--db-password=«a»",
    "--hostname=sso.acme.io",
    "--proxy-headers=xforwarded"
  ],
  "Env": [
    "KC_BOOTSTRAP_ADMIN_USERNAME=admin",
    "KC_BOOTSTRAP_ADMIN_PASSWORD=«b»",
    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "LANG=en_US.UTF-8"
  ]
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "--hostname=sso.acme.io", "KC_BOOTSTRAP_ADMIN_USERNAME=admin")

	g.ctrAdd("docker-ps-no-trunc-rclone", `
$ docker ps --no-trunc --format 'table {{.ID}}\t{{.Image}}\t{{.Command}}\t{{.Status}}'
CONTAINER ID                                                       IMAGE                   COMMAND                                                                                         STATUS
«_id1»   rclone/rclone:1.67      "rclone serve webdav /data --addr :8080 --user admin --pass «a» --vfs-cache-mode full"   Up 3 days
«_id2»   traefik:v3.0            "/entrypoint.sh --providers.docker=true --entrypoints.web.address=:80"                  Up 3 days
`, V{"_id1": g.ctrID(), "a": g.an(20), "_id2": g.ctrID()}, "rclone/rclone:1.67", "--providers.docker=true")

	g.ctrAdd("docker-top-java", `
$ docker top orders-svc
UID                 PID                 PPID                C                   STIME               TTY                 TIME                CMD
1001                «_p1»               «_p0»               12                  09:14               ?                   00:04:31            java -XX:MaxRAMPercentage=75 -Dspring.profiles.active=prod -Dspring.datasource.url=jdbc:postgresql://orders-db:5432/orders -Dspring.datasource.username=orders -Dspring.datasource.password=«a» -Djavax.net.ssl.trustStore=/etc/ssl/truststore.jks -jar /app/orders.jar
`, V{"_p1": g.ctrPID(), "_p0": g.ctrPID(), "a": g.pwURL()}, "-Dspring.profiles.active=prod", "/etc/ssl/truststore.jks")

	g.ctrAdd("docker-exec-env", `
$ docker exec grafana env
PATH=/usr/share/grafana/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_h»
GF_SECURITY_ADMIN_USER=admin
GF_SECURITY_ADMIN_PASSWORD=«a»
GF_DATABASE_TYPE=postgres
GF_DATABASE_HOST=pg:5432
GF_DATABASE_PASSWORD=«b»
GF_AUTH_GENERIC_OAUTH_CLIENT_ID=grafana
GF_AUTH_GENERIC_OAUTH_CLIENT_SECRET=«c»
GF_PATHS_CONFIG=/etc/grafana/grafana.ini
GF_PATHS_DATA=/var/lib/grafana
GF_PATHS_HOME=/usr/share/grafana
HOME=/home/grafana
`, V{"_h": g.hex(12), "a": g.pw(), "b": g.pwURL(), "c": g.an(32)}, "GF_AUTH_GENERIC_OAUTH_CLIENT_ID=grafana", "GF_PATHS_CONFIG=/etc/grafana/grafana.ini")

	g.ctrAdd("docker-exec-printenv-single", `
$ docker exec -it mariadb printenv MARIADB_ROOT_PASSWORD
«a»
$ docker exec -it mariadb mariadb -uroot -p
Enter password:
Welcome to the MariaDB monitor.  Commands end with ; or \g.
Your MariaDB connection id is 31
Server version: 11.4.2-MariaDB-ubu2404 mariadb.org binary distribution
`, V{"a": g.pwStrong()}, "11.4.2-MariaDB-ubu2404")

	g.ctrAdd("docker-inspect-go-slice-all", `
$ docker inspect --format '{{.Name}} {{.Config.Env}}' $(docker ps -q)
/n8n [N8N_HOST=n8n.home.lan N8N_ENCRYPTION_KEY=«a» DB_POSTGRESDB_PASSWORD=«b» PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin NODE_VERSION=20.15.0]
/vaultwarden [ADMIN_TOKEN=«c» DOMAIN=https://vault.home.lan SIGNUPS_ALLOWED=false ROCKET_PORT=80]
/uptime-kuma [PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin NODE_ENV=production]
`, V{"a": g.an(32), "b": g.pwURL(), "c": g.b64(48)}, "N8N_HOST=n8n.home.lan", "DOMAIN=https://vault.home.lan")

	g.ctrAdd("docker-run-grafana-output", `
dana@nuc:~$ docker run -d --name grafana -p 3000:3000 \
    -e GF_SECURITY_ADMIN_PASSWORD=«a» \
    -e GF_INSTALL_PLUGINS=grafana-clock-panel \
    -v grafana-data:/var/lib/grafana grafana/grafana-oss:11.0.0
Unable to find image 'grafana/grafana-oss:11.0.0' locally
11.0.0: Pulling from grafana/grafana-oss
Digest: sha256:«_dg»
Status: Downloaded newer image for grafana/grafana-oss:11.0.0
«_id»
`, V{"a": g.pw(), "_dg": g.hex(64), "_id": g.ctrID()}, "GF_INSTALL_PLUGINS=grafana-clock-panel")

	g.ctrAdd("docker-exec-cat-run-secrets", `
$ docker inspect -f '{{range .Mounts}}{{.Source}} -> {{.Destination}}{{println}}{{end}}' app-web-1
/home/deploy/app/secrets/db_password.txt -> /run/secrets/db_password
/home/deploy/app/secrets/django_key.txt -> /run/secrets/django_key
/var/lib/docker/volumes/app_static/_data -> /app/static
$ docker exec app-web-1 sh -c 'for f in /run/secrets/*; do echo "$f: $(cat $f)"; done'
/run/secrets/db_password: «a»
/run/secrets/django_key: «b»
`, V{"a": g.pw(), "b": g.djangoKey()}, "/home/deploy/app/secrets/db_password.txt", "/var/lib/docker/volumes/app_static/_data")

	g.ctrAdd("docker-logs-entrypoint-set-x", `
$ docker logs --tail 20 superset
+ '[' -n '' ']'
+ export SUPERSET_SECRET_KEY=«a»
+ SUPERSET_SECRET_KEY=«a»
+ export SQLALCHEMY_DATABASE_URI=postgresql+psycopg2://superset:«b»@warehouse-db:5432/superset
+ SQLALCHEMY_DATABASE_URI=postgresql+psycopg2://superset:«b»@warehouse-db:5432/superset
+ superset db upgrade
Loaded your LOCAL configuration at [/app/pythonpath/superset_config.py]
INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
`, V{"a": g.b64(42), "b": g.pwURL()}, "/app/pythonpath/superset_config.py")

	g.ctrAdd("docker-service-inspect-pretty", `
$ docker service inspect --pretty metrics_agent

ID:		«_sid»
Name:		metrics_agent
Labels:
 com.docker.stack.image=datadog/agent:7.54.0
 com.docker.stack.namespace=metrics
Service Mode:	Global
Placement:
UpdateConfig:
 Parallelism:	1
 On failure:	pause
 Monitoring Period: 5s
 Max failure ratio: 0
 Update order:      stop-first
ContainerSpec:
 Image:		datadog/agent:7.54.0@sha256:«_dg»
 Env:		DD_API_KEY=«a» DD_SITE=datadoghq.eu DD_APM_ENABLED=true DD_LOGS_ENABLED=true
Mounts:
 Target:	/var/run/docker.sock
  Source:	/var/run/docker.sock
  ReadOnly:	true
  Type:		bind
Resources:
Networks: metrics_default
Endpoint Mode:	vip
`, V{"_sid": g.s(alLowNum, 25), "_dg": g.hex(64), "a": g.ctrDD()}, "DD_SITE=datadoghq.eu", "com.docker.stack.namespace=metrics")

	g.ctrAdd("docker-inspect-minio-env-grep", `
$ docker inspect minio | grep -A8 '"Env"'
            "Env": [
                "MINIO_ROOT_USER=minioadmin-prod",
                "MINIO_ROOT_PASSWORD=«a»",
                "MINIO_BROWSER_REDIRECT_URL=https://console.s3.lab.acme.io",
                "MINIO_IDENTITY_OPENID_CLIENT_SECRET=«b»",
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "MINIO_ACCESS_KEY_FILE=access_key",
                "MINIO_SECRET_KEY_FILE=secret_key",
`, V{"a": g.an(40), "b": g.b64u(32)}, "MINIO_ROOT_USER=minioadmin-prod", "MINIO_SECRET_KEY_FILE=secret_key")

	g.ctrAdd("docker-inspect-hostconfig-extrahosts-and-cmd", `
$ docker container inspect ci-runner --format '{{json .Config.Cmd}}'
["run","--user=gitlab-runner","--working-directory=/home/gitlab-runner"]
$ docker container inspect ci-runner --format '{{json .Args}}'
["run","--user=gitlab-runner","--working-directory=/home/gitlab-runner"]
$ docker exec ci-runner grep -E 'token|url' /etc/gitlab-runner/config.toml
  url = "https://gitlab.acme.io/"
  id = «_rid»
  token = "«a»"
  token_obtained_at = 2024-05-21T09:14:03Z
  token_expires_at = 0001-01-01T00:00:00Z
`, V{"_rid": g.digits(4), "a": "glrt-t3_" + g.b64u(27)}, "--working-directory=/home/gitlab-runner", "https://gitlab.acme.io/")
}

// ---- Docker: images, history, compose ----

func (g *G) ctrDockerBuild() {
	g.ctrAdd("docker-history-run-args", `
$ docker history --no-trunc --format '{{.CreatedBy}}' ghcr.io/acme/storefront:2.8.1
CMD ["node" "dist/server.js"]
USER node
COPY /app/dist /app/dist # buildkit
RUN |2 NPM_TOKEN=«a» GIT_SHA=«_sha» /bin/sh -c echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm ci --omit=dev && rm .npmrc # buildkit
ARG GIT_SHA
ARG NPM_TOKEN
WORKDIR /app
ENV NODE_ENV=production
/bin/sh -c #(nop)  CMD ["node"]
`, V{"a": g.npmTok(), "_sha": g.gitSHA()}, `CMD ["node" "dist/server.js"]`)

	g.ctrAdd("docker-history-table-env-layer", `
$ docker history --no-trunc registry.acme.io/web/frontend:latest
IMAGE                                                                     CREATED       CREATED BY                                                                                                          SIZE      COMMENT
sha256:«_i1»   2 hours ago   CMD ["nginx" "-g" "daemon off;"]                                                                                    0B        buildkit.dockerfile.v0
<missing>                                                                 2 hours ago   COPY /src/build /usr/share/nginx/html # buildkit                                                                    4.21MB    buildkit.dockerfile.v0
<missing>                                                                 2 hours ago   RUN /bin/sh -c npx sentry-cli sourcemaps upload --org acme --project frontend ./build # buildkit                    0B        buildkit.dockerfile.v0
<missing>                                                                 2 hours ago   ENV SENTRY_AUTH_TOKEN=«a»                                                                                           0B        buildkit.dockerfile.v0
<missing>                                                                 2 hours ago   ENV REACT_APP_API_URL=https://api.acme.io                                                                           0B        buildkit.dockerfile.v0
<missing>                                                                 3 weeks ago   /bin/sh -c #(nop)  CMD ["nginx" "-g" "daemon off;"]                                                                 0B
`, V{"_i1": g.ctrID(), "a": g.ctrSentryOrg()}, "REACT_APP_API_URL=https://api.acme.io", "buildkit.dockerfile.v0")

	g.ctrAdd("docker-image-inspect-baked-aws", `
$ docker image inspect legacy-etl:latest --format '{{json .Config.Env}}'
["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","LANG=C.UTF-8","JAVA_HOME=/opt/java/openjdk","AWS_ACCESS_KEY_ID=«a»","AWS_SECRET_ACCESS_KEY=«b»","S3_BUCKET=acme-etl-landing","SPARK_VERSION=3.5.1"]
$ docker image inspect legacy-etl:latest --format '{{.Id}} {{.Created}}'
sha256:«_id» «_c»
`, V{"a": g.awsID(), "b": g.awsSecret(), "_id": g.ctrID(), "_c": g.ctrTS()}, "S3_BUCKET=acme-etl-landing", "JAVA_HOME=/opt/java/openjdk")

	g.ctrAdd("docker-history-pip-index-url", `
$ docker history --no-trunc --format 'table {{.CreatedSince}}\t{{.CreatedBy}}' ml-serving:0.9.3 | head -6
CREATED SINCE   CREATED BY
5 days ago      ENTRYPOINT ["uvicorn" "serve:app" "--host" "0.0.0.0" "--port" "8000"]
5 days ago      COPY . /srv # buildkit
5 days ago      RUN |1 PIP_EXTRA_INDEX_URL=https://__token__:«a»@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple /bin/sh -c pip install --no-cache-dir -r requirements.txt # buildkit
5 days ago      ARG PIP_EXTRA_INDEX_URL
5 days ago      WORKDIR /srv
`, V{"a": g.glpat()}, `ENTRYPOINT ["uvicorn" "serve:app" "--host" "0.0.0.0" "--port" "8000"]`)

	g.ctrAdd("compose-config-resolved-yaml", `
$ docker compose config
name: helpdesk
services:
  app:
    build:
      context: /home/ops/helpdesk
      dockerfile: Dockerfile
    depends_on:
      db:
        condition: service_healthy
        required: true
    environment:
      APP_KEY: «a»
      DB_CONNECTION: mysql
      DB_HOST: db
      DB_PASSWORD: «b»
      MAIL_PASSWORD: «c»
      MAIL_USERNAME: helpdesk@acme.io
    networks:
      default: null
    ports:
      - mode: ingress
        target: 80
        published: "8080"
        protocol: tcp
  db:
    environment:
      MYSQL_DATABASE: helpdesk
      MYSQL_PASSWORD: «b»
      MYSQL_ROOT_PASSWORD: «d»
      MYSQL_USER: helpdesk
    image: mysql:8.4
    networks:
      default: null
networks:
  default:
    name: helpdesk_default
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.an(16), "d": g.pwStrong()}, "MAIL_USERNAME: helpdesk@acme.io", "name: helpdesk_default")

	g.ctrAdd("compose-config-json", `
$ docker compose --env-file .env.prod config --format json | jq '.services.worker'
{
  "command": [
    "celery",
    "-A",
    "tasks",
    "worker",
    "--loglevel=INFO"
  ],
  "entrypoint": null,
  "environment": {
    "BROKER_URL": "redis://:«a»@redis:6379/1",
    "OPENAI_API_KEY": "«b»",
    "RESULT_BACKEND": "redis://:«a»@redis:6379/2",
    "SLACK_BOT_TOKEN": "«c»"
  },
  "image": "ghcr.io/acme/worker:1.3.0",
  "networks": {
    "default": null
  }
}
`, V{"a": g.an(24), "b": g.openai(), "c": g.xoxb()}, "ghcr.io/acme/worker:1.3.0", "--loglevel=INFO")

	g.ctrAdd("compose-config-env-file-interpolated-url", `
$ docker compose -f compose.yml -f compose.prod.yml config --services
api
proxy
$ docker compose -f compose.yml -f compose.prod.yml config | grep -n -i -E 'url|secret|token'
14:      DATABASE_URL: postgresql://api:«a»@10.20.0.5:5432/api
15:      JWT_SECRET: «b»
16:      PUBLIC_URL: https://app.acme.io
31:      CF_DNS_API_TOKEN: «c»
`, V{"a": g.pwURL(), "b": g.hex(64), "c": g.cfToken()}, "PUBLIC_URL: https://app.acme.io")

	g.ctrAdd("compose-ps-and-exec-env-grep", `
$ docker compose ps
NAME              IMAGE                     COMMAND                  SERVICE   CREATED        STATUS                  PORTS
outline-app-1     outlinewiki/outline:0.78  "docker-entrypoint.s…"   app       2 hours ago    Up 2 hours (healthy)    0.0.0.0:3000->3000/tcp
outline-redis-1   redis:7                   "docker-entrypoint.s…"   redis     2 hours ago    Up 2 hours              6379/tcp
$ docker compose exec app env | grep -E '^(SECRET_KEY|UTILS_SECRET|OIDC_CLIENT_SECRET|URL)='
SECRET_KEY=«a»
UTILS_SECRET=«b»
URL=https://wiki.acme.io
OIDC_CLIENT_SECRET=«c»
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.an(40)}, "outlinewiki/outline:0.78", "URL=https://wiki.acme.io")
}

// ---- Podman ----

func (g *G) ctrPodman() {
	id := g.ctrID()
	g.ctrAdd("podman-inspect-env", `
$ podman inspect paperless --format json | head -60
[
     {
          "Id": "«_id»",
          "Created": "«_c»",
          "Path": "/init",
          "Args": [
               "/usr/local/bin/paperless_cmd.sh"
          ],
          "State": {
               "OciVersion": "1.2.0",
               "Status": "running",
               "Running": true,
               "Pid": «_pid»,
               "ConmonPid": «_cpid»,
               "StartedAt": "«_s»"
          },
          "Image": "«_img»",
          "ImageDigest": "sha256:«_dg»",
          "ImageName": "ghcr.io/paperless-ngx/paperless-ngx:2.10.2",
          "Rootfs": "",
          "Pod": "",
          "ResolvConfPath": "/run/user/1000/containers/overlay-containers/«_id»/userdata/resolv.conf",
          "Namespace": "",
          "OCIRuntime": "crun",
          "ConmonPidFile": "/run/user/1000/containers/overlay-containers/«_id»/userdata/conmon.pid",
          "Name": "paperless",
          "RestartCount": 0,
          "Driver": "overlay",
          "Config": {
               "Hostname": "«_h»",
               "Domainname": "",
               "User": "",
               "Env": [
                    "PAPERLESS_URL=https://docs.home.lan",
                    "PAPERLESS_SECRET_KEY=«a»",
                    "PAPERLESS_DBHOST=localhost",
                    "PAPERLESS_DBPASS=«b»",
                    "PAPERLESS_ADMIN_USER=dana",
                    "PAPERLESS_ADMIN_PASSWORD=«c»",
                    "container=podman",
                    "HOME=/root",
                    "HOSTNAME=«_h»"
               ],
`, V{"_id": id, "_c": g.ctrTS(), "_pid": g.ctrPID(), "_cpid": g.ctrPID(), "_s": g.ctrTS(), "_img": g.ctrID(), "_dg": g.hex(64), "_h": id[:12], "a": g.s(alDjango, 50), "b": g.pwURL(), "c": g.pw()},
		"PAPERLESS_URL=https://docs.home.lan", "PAPERLESS_ADMIN_USER=dana")

	g.ctrAdd("podman-secret-inspect-showsecret", `
$ podman secret ls
ID                         NAME         DRIVER      CREATED        UPDATED
«_s1»  pg_password  file        3 weeks ago    3 weeks ago
«_s2»  smtp_pass    file        3 weeks ago    3 weeks ago
$ podman secret inspect --showsecret pg_password
[
     {
          "ID": "«_s1»",
          "CreatedAt": "«_c»",
          "UpdatedAt": "«_c»",
          "Spec": {
               "Name": "pg_password",
               "Driver": {
                    "Name": "file",
                    "Options": {
                         "path": "/home/dana/.local/share/containers/storage/secrets/filedriver"
                    }
               },
               "Labels": {}
          },
          "SecretData": "«a»"
     }
]
`, V{"_s1": g.hex(25), "_s2": g.hex(25), "_c": g.ctrTS(), "a": g.pwStrong()}, "/home/dana/.local/share/containers/storage/secrets/filedriver")

	g.ctrAdd("podman-quadlet-container", `
$ systemctl --user cat immich-server.service | head -3
# /run/user/1000/systemd/generator/immich-server.service
# Automatically generated by /usr/lib/systemd/user-generators/podman-user-generator
#
$ cat ~/.config/containers/systemd/immich-server.container
[Unit]
Description=Immich server
Requires=immich-db.service

[Container]
ContainerName=immich-server
Image=ghcr.io/immich-app/immich-server:v1.106.4
Environment=DB_HOSTNAME=immich-db
Environment=DB_USERNAME=immich
Environment=DB_PASSWORD=«a»
Environment=REDIS_HOSTNAME=immich-redis
Secret=immich_jwt,type=env,target=JWT_SECRET
Volume=/srv/photos:/usr/src/app/upload:Z
PublishPort=2283:3001

[Install]
WantedBy=default.target
`, V{"a": g.pwURL()}, "Secret=immich_jwt,type=env,target=JWT_SECRET", "ghcr.io/immich-app/immich-server:v1.106.4")

	g.ctrAdd("podman-kube-generate", `
$ podman kube generate wiki-pod
# Save the output of this file and use kubectl create -f to import
# it into Kubernetes.
#
# Created with podman-5.1.1
apiVersion: v1
kind: Pod
metadata:
  creationTimestamp: "2024-06-11T08:02:17Z"
  labels:
    app: wiki-pod
  name: wiki-pod
spec:
  containers:
  - env:
    - name: DB_TYPE
      value: postgres
    - name: DB_PASS
      value: «a»
    - name: DB_HOST
      value: localhost
    image: ghcr.io/requarks/wiki:2.5
    name: wiki
    ports:
    - containerPort: 3000
      hostPort: 3000
  - args:
    - postgres
    env:
    - name: POSTGRES_PASSWORD
      value: «a»
    image: docker.io/library/postgres:15-alpine
    name: db
`, V{"a": g.pw()}, "ghcr.io/requarks/wiki:2.5", "# Created with podman-5.1.1")

	g.ctrAdd("podman-auth-json", `
$ cat ${XDG_RUNTIME_DIR}/containers/auth.json
{
	"auths": {
		"quay.io": {
			"auth": "«a»"
		},
		"registry.redhat.io": {
			"auth": "«b»"
		}
	}
}
`, V{"a": b64s("acme+deployer:" + g.s(alUpNum, 64)), "b": b64s("1979710|ci-pull:" + g.jwt("RS512", fmt.Sprintf(`{"sub":"%s"}`, g.hex(32))))}, `"registry.redhat.io": {`)

	g.ctrAdd("podman-ps-command-column", `
$ podman ps --format '{{.ID}} {{.Names}} {{.Command}}' --no-trunc
«_i1» ollama-webui bash start.sh
«_i2» n8n-worker n8n worker --concurrency=5
«_i3» pgbackup /usr/local/bin/pgbackrest --stanza=main --repo1-s3-key=«a» --repo1-s3-key-secret=«b» backup
`, V{"_i1": g.ctrID(), "_i2": g.ctrID(), "_i3": g.ctrID(), "a": g.awsID(), "b": g.awsSecret()}, "--stanza=main", "--concurrency=5")
}

// ---- CRI tools, nerdctl, containerd ----

func (g *G) ctrCRI() {
	cid := g.hex(64)
	sb := g.hex(64)
	pod := g.ctrPod("ledger-api")
	g.ctrAdd("crictl-ps-then-inspect", `
root@node-3:~# crictl ps --name ledger
CONTAINER           IMAGE               CREATED             STATE               NAME                ATTEMPT             POD ID              POD
«_c13»       «_img13»       4 hours ago         Running             ledger-api          0                   «_sb13»       «_pod»
root@node-3:~# crictl inspect «_c13» | jq '.info.runtimeSpec.process | {args, env}'
{
  "args": [
    "/ledger",
    "serve",
    "--listen=:8443"
  ],
  "env": [
    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "HOSTNAME=«_pod»",
    "LEDGER_DB_DSN=postgres://ledger:«a»@pg-ledger.db.svc:5432/ledger",
    "LEDGER_HMAC_KEY=«b»",
    "KUBERNETES_SERVICE_HOST=10.96.0.1",
    "KUBERNETES_SERVICE_PORT=443",
    "KUBERNETES_PORT_443_TCP=tcp://10.96.0.1:443"
  ]
}
`, V{"_c13": cid[:13], "_img13": g.hex(13), "_sb13": sb[:13], "_pod": pod, "a": g.pwURL(), "b": g.hex(64)}, "KUBERNETES_PORT_443_TCP=tcp://10.96.0.1:443")

	g.ctrAdd("crictl-inspect-go-template", `
$ sudo crictl inspect -o go-template --template '{{range .info.runtimeSpec.process.env}}{{println .}}{{end}}' «_c»
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_pod»
DD_API_KEY=«a»
DD_SITE=datadoghq.com
DD_KUBERNETES_KUBELET_HOST=10.0.4.22
DD_CLUSTER_AGENT_AUTH_TOKEN=«b»
`, V{"_c": g.hex(13), "_pod": "datadog-" + g.s("bcdfghjklmnpqrstvwxz2456789", 5), "a": g.ctrDD(), "b": g.an(32)}, "DD_KUBERNETES_KUBELET_HOST=10.0.4.22")

	g.ctrAdd("crictl-inspect-full-status", `
$ crictl inspect «_c»
{
  "status": {
    "id": "«_id»",
    "metadata": {
      "attempt": 2,
      "name": "mailer"
    },
    "state": "CONTAINER_RUNNING",
    "createdAt": "«_t»",
    "startedAt": "«_t2»",
    "finishedAt": "0001-01-01T00:00:00Z",
    "exitCode": 0,
    "image": {
      "annotations": {},
      "image": "registry.acme.io/notify/mailer:3.2.0"
    },
    "imageRef": "registry.acme.io/notify/mailer@sha256:«_dg»",
    "reason": "",
    "message": "",
    "labels": {
      "io.kubernetes.container.name": "mailer",
      "io.kubernetes.pod.name": "«_pod»",
      "io.kubernetes.pod.namespace": "notify",
      "io.kubernetes.pod.uid": "«_uid»"
    },
    "logPath": "/var/log/pods/notify_«_pod»_«_uid»/mailer/2.log"
  },
  "info": {
    "sandboxID": "«_sb»",
    "pid": «_pid»,
    "runtimeSpec": {
      "ociVersion": "1.1.0",
      "process": {
        "user": {
          "uid": 65532,
          "gid": 65532
        },
        "args": [
          "/mailer",
          "--smtp-host=email-smtp.eu-west-1.amazonaws.com",
          "--smtp-user=«_smu»",
          "--smtp-pass=«a»"
        ],
        "env": [
          "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
          "HOSTNAME=«_pod»",
          "MAILER_FROM=no-reply@acme.io"
        ],
        "cwd": "/"
`, V{"_c": g.hex(13), "_id": g.hex(64), "_t": g.ctrTS(), "_t2": g.ctrTS(), "_dg": g.hex(64), "_pod": g.ctrPod("mailer"), "_uid": g.uuid(), "_sb": g.hex(64), "_pid": g.ctrPID(), "_smu": g.awsID(), "a": "B" + g.s(alB64, 43)},
		"--smtp-host=email-smtp.eu-west-1.amazonaws.com", "MAILER_FROM=no-reply@acme.io")

	g.ctrAdd("crictl-exec-env", `
$ crictl exec -it «_c» env
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_pod»
TERM=xterm
ARGOCD_SERVER=argocd-server.argocd.svc:443
ARGOCD_AUTH_TOKEN=«a»
GITHUB_TOKEN=«b»
HOME=/home/argocd
`, V{"_c": g.hex(13), "_pod": g.ctrPod("image-updater"), "a": g.jwt("HS256", fmt.Sprintf(`{"iss":"argocd","sub":"image-updater:apiKey","nbf":%d,"iat":%d,"jti":"%s"}`, 1716000000, 1716000000, g.uuid())), "b": g.ghp()},
		"ARGOCD_SERVER=argocd-server.argocd.svc:443")

	g.ctrAdd("nerdctl-run-and-inspect", `
$ nerdctl run -d --name drone-runner \
>   -e DRONE_RPC_PROTO=https -e DRONE_RPC_HOST=drone.acme.io \
>   -e DRONE_RPC_SECRET=«a» \
>   -v /run/containerd/containerd.sock:/run/containerd/containerd.sock \
>   drone/drone-runner-docker:1.8
«_id»
$ nerdctl inspect drone-runner --format '{{json .Config.Env}}'
["DRONE_RPC_PROTO=https","DRONE_RPC_HOST=drone.acme.io","DRONE_RPC_SECRET=«a»","PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]
`, V{"a": g.hex(32), "_id": g.ctrID()}, "DRONE_RPC_HOST=drone.acme.io")

	g.ctrAdd("nerdctl-compose-config", `
$ nerdctl compose -f docker-compose.yml config
services:
  plausible:
    command: sh -c "sleep 10 && /entrypoint.sh db createdb && /entrypoint.sh db migrate && /entrypoint.sh run"
    environment:
      BASE_URL: https://stats.acme.io
      SECRET_KEY_BASE: «a»
      TOTP_VAULT_KEY: «b»
      DATABASE_URL: postgres://postgres:«c»@plausible_db:5432/plausible_db
    image: ghcr.io/plausible/community-edition:v2.1.1
`, V{"a": g.b64(48), "b": g.b64(32), "c": g.pwURL()}, "BASE_URL: https://stats.acme.io")

	g.ctrAdd("ctr-containers-info", `
root@edge-7:~# ctr -n k8s.io containers ls | grep tunnel
«_id»    docker.io/cloudflare/cloudflared:2024.6.0    io.containerd.runc.v2
root@edge-7:~# ctr -n k8s.io containers info «_id» | jq '.Spec.process.args'
[
  "cloudflared",
  "tunnel",
  "--no-autoupdate",
  "--metrics",
  "0.0.0.0:2000",
  "run",
  "--token",
  "«a»"
]
`, V{"_id": g.hex(64), "a": b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), g.uuid(), g.b64(32)))}, "docker.io/cloudflare/cloudflared:2024.6.0")

	g.ctrAdd("containerd-config-toml-registry-auth", `
$ sudo grep -A12 'registry.configs' /etc/containerd/config.toml
    [plugins."io.containerd.grpc.v1.cri".registry.configs]
      [plugins."io.containerd.grpc.v1.cri".registry.configs."harbor.acme.io".auth]
        username = "robot$k8s-pull"
        password = "«a»"
        auth = ""
        identitytoken = ""
      [plugins."io.containerd.grpc.v1.cri".registry.configs."harbor.acme.io".tls]
        ca_file = "/etc/containerd/certs.d/harbor.acme.io/ca.crt"
        insecure_skip_verify = false
      [plugins."io.containerd.grpc.v1.cri".registry.configs."gcr.io".auth]
        username = "_json_key_base64"
        password = "«b»"
`, V{"a": g.an(32), "b": b64s(fmt.Sprintf(`{"type":"service_account","project_id":"acme-prod","private_key_id":"%s","private_key":"%s","client_email":"gcr-pull@acme-prod.iam.gserviceaccount.com"}`, g.hex(40), jsonEsc(g.pkcs8RSAPEM().block())))},
		`username = "robot$k8s-pull"`, "/etc/containerd/certs.d/harbor.acme.io/ca.crt")

	g.ctrAdd("containerd-config-auth-base64", `
# /etc/containerd/config.toml (generated by the node bootstrap script)
version = 2
root = "/var/lib/containerd"
state = "/run/containerd"

[plugins."io.containerd.grpc.v1.cri"]
  sandbox_image = "registry.k8s.io/pause:3.9"
  [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
    SystemdCgroup = true
  [plugins."io.containerd.grpc.v1.cri".registry.configs."registry.gitlab.com".auth]
    auth = "«a»"
  [plugins."io.containerd.grpc.v1.cri".registry.configs."acme.azurecr.io".auth]
    identitytoken = "«b»"
`, V{"a": b64s("k8s-pull-token:" + g.glpat()), "b": g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"%s","grant_type":"refresh_token","tenant":"%s","permissions":{"actions":["read"]},"iss":"Azure Container Registry","aud":"acme.azurecr.io"}`, g.uuid(), g.uuid(), g.uuid()))},
		`sandbox_image = "registry.k8s.io/pause:3.9"`)

	g.ctrAdd("k3s-registries-yaml", `
$ sudo cat /etc/rancher/k3s/registries.yaml
mirrors:
  docker.io:
    endpoint:
      - "https://mirror.lab.acme.io"
configs:
  "mirror.lab.acme.io":
    auth:
      username: k3s
      password: «a»
    tls:
      ca_file: /usr/local/share/ca-certificates/lab-ca.crt
  "ghcr.io":
    auth:
      username: acme-bot
      password: «b»
`, V{"a": g.pw(), "b": g.ghp()}, "https://mirror.lab.acme.io", "/usr/local/share/ca-certificates/lab-ca.crt")

	g.ctrAdd("crio-auth-file-and-crictl-pull", `
root@worker-2:~# crictl pull --creds 'svc-pull:«a»' registry.corp.example/platform/agent:5.2
Image is up to date for sha256:«_dg»
root@worker-2:~# cat /var/lib/kubelet/config.json
{"auths":{"registry.corp.example":{"auth":"«b»"}}}
`, V{"a": g.pwStrong(), "_dg": g.hex(64), "b": b64s("svc-pull:" + g.pwURL())}, "registry.corp.example/platform/agent:5.2")
}

// ---- Kubernetes ----

func (g *G) ctrKube() {
	pod := g.ctrPod("checkout")
	g.ctrAdd("kubectl-describe-pod-env-mixed", `
$ kubectl describe pod «_pod» -n shop
Name:             «_pod»
Namespace:        shop
Priority:         0
Service Account:  checkout
Node:             ip-10-0-3-17.eu-west-1.compute.internal/10.0.3.17
Start Time:       Tue, 21 May 2024 09:14:03 +0000
Labels:           app.kubernetes.io/name=checkout
                  pod-template-hash=«_hash»
Annotations:      checksum/config: «_cs»
Status:           Running
IP:               10.0.3.201
IPs:
  IP:           10.0.3.201
Controlled By:  ReplicaSet/checkout-«_hash»
Containers:
  checkout:
    Container ID:   containerd://«_cid»
    Image:          123456789012.dkr.ecr.eu-west-1.amazonaws.com/checkout:4.12.0
    Image ID:       123456789012.dkr.ecr.eu-west-1.amazonaws.com/checkout@sha256:«_dg»
    Port:           8080/TCP
    Host Port:      0/TCP
    State:          Running
      Started:      Tue, 21 May 2024 09:14:06 +0000
    Ready:          True
    Restart Count:  0
    Limits:
      memory:  512Mi
    Requests:
      cpu:      250m
      memory:   512Mi
    Readiness:  http-get http://:8080/healthz delay=0s timeout=1s period=10s #success=1 #failure=3
    Environment Variables from:
      checkout-config  ConfigMap  Optional: false
    Environment:
      DB_HOST:              checkout-db.shop.svc
      DB_USER:              checkout
      DB_PASSWORD:          <set to the key 'password' in secret 'checkout-db'>  Optional: false
      ADYEN_API_KEY:        «a»
      ADYEN_HMAC_KEY:       «b»
      REDIS_PASSWORD:       <set to the key 'redis-password' in secret 'redis'>  Optional: false
      LOG_LEVEL:            info
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-«_kv» (ro)
`, V{"_pod": pod, "_hash": pod[9 : len(pod)-6], "_cs": g.hex(64), "_cid": g.hex(64), "_dg": g.hex(64), "a": "AQE" + g.b64u(90), "b": g.s(alHexU, 64), "_kv": g.s(alLowNum, 5)},
		"<set to the key 'password' in secret 'checkout-db'>", "<set to the key 'redis-password' in secret 'redis'>", "checkout-db.shop.svc")

	pod = g.ctrPod("ingest")
	g.ctrAdd("kubectl-describe-pod-init-container-args", `
$ kubectl -n data describe po «_pod» | sed -n '/Init Containers:/,/Containers:/p'
Init Containers:
  fetch-model:
    Container ID:  containerd://«_cid»
    Image:         amazon/aws-cli:2.15.40
    Image ID:      docker.io/amazon/aws-cli@sha256:«_dg»
    Port:          <none>
    Host Port:     <none>
    Command:
      /bin/sh
      -c
    Args:
      aws s3 cp s3://acme-models/ranker/v7/ /models/ --recursive
    State:          Terminated
      Reason:       Completed
      Exit Code:    0
    Ready:          True
    Restart Count:  0
    Environment:
      AWS_ACCESS_KEY_ID:      «a»
      AWS_SECRET_ACCESS_KEY:  «b»
      AWS_REGION:             us-east-1
    Mounts:
      /models from models (rw)
  wait-for-kafka:
    Image:         busybox:1.36
    Command:
      sh
      -c
      until nc -z kafka.data.svc 9092; do sleep 2; done
Containers:
`, V{"_pod": pod, "_cid": g.hex(64), "_dg": g.hex(64), "a": g.awsID(), "b": g.awsSecret()}, "s3://acme-models/ranker/v7/", "until nc -z kafka.data.svc 9092; do sleep 2; done")

	g.ctrAdd("kubectl-exec-env", `
$ kubectl exec -n payments deploy/payments-api -- env
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_pod»
STRIPE_SECRET_KEY=«a»
STRIPE_WEBHOOK_SECRET=«b»
DATABASE_URL=postgresql://payments:«c»@payments-pg-rw.payments.svc:5432/payments
PAYMENTS_API_SERVICE_HOST=172.20.118.4
PAYMENTS_API_SERVICE_PORT=80
KUBERNETES_SERVICE_HOST=172.20.0.1
KUBERNETES_PORT=tcp://172.20.0.1:443
HOME=/root
`, V{"_pod": g.ctrPod("payments-api"), "a": g.rkLive(), "b": g.whsec(), "c": g.pwURL()}, "PAYMENTS_API_SERVICE_HOST=172.20.118.4")

	g.ctrAdd("kubectl-exec-printenv-url", `
$ kubectl exec -it «_pod» -c app -- printenv DATABASE_URL MONGO_URI
postgres://app_rw:«a»@10.42.7.15:5432/app?sslmode=require
mongodb+srv://reporting:«b»@cluster0.«_m».mongodb.net/reports?retryWrites=true&w=majority
`, V{"_pod": g.ctrPod("reports"), "a": g.pwURL(), "b": g.pwURL(), "_m": g.s(alLowNum, 5)})

	pod = g.ctrPod("notifier")
	uid := g.uuid()
	g.ctrAdd("kubectl-get-pod-yaml", `
$ kubectl get pod «_pod» -n ops -o yaml
apiVersion: v1
kind: Pod
metadata:
  annotations:
    checksum/secret: «_cs»
    kubectl.kubernetes.io/restartedAt: "2024-06-03T10:21:44Z"
  creationTimestamp: "2024-06-03T10:21:47Z"
  generateName: «_gen»
  labels:
    app: notifier
    pod-template-hash: «_hash»
  name: «_pod»
  namespace: ops
  ownerReferences:
  - apiVersion: apps/v1
    blockOwnerDeletion: true
    controller: true
    kind: ReplicaSet
    name: notifier-«_hash»
    uid: «_ruid»
  resourceVersion: "«_rv»"
  uid: «_uid»
spec:
  containers:
  - env:
    - name: SLACK_WEBHOOK_URL
      value: https://hooks.slack.com/services/«_t»/«_b»/«a»
    - name: PAGERDUTY_ROUTING_KEY
      value: «b»
    - name: TWILIO_AUTH_TOKEN
      valueFrom:
        secretKeyRef:
          key: auth-token
          name: twilio
    image: ghcr.io/acme/notifier:0.14.2
    imagePullPolicy: IfNotPresent
    name: notifier
  nodeName: gke-prod-pool-2-«_node»
  serviceAccountName: notifier
`, V{"_pod": pod, "_cs": g.hex(64), "_gen": pod[:len(pod)-5], "_hash": pod[9 : len(pod)-6], "_ruid": g.uuid(), "_rv": g.digits(9), "_uid": uid, "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.hex(32), "_node": g.hex(8) + "-" + g.s(alLowNum, 4)},
		"name: twilio", "key: auth-token", "ghcr.io/acme/notifier:0.14.2")

	g.ctrAdd("kubectl-get-deploy-json-env-jq", `
$ kubectl get deploy search -o json | jq '.spec.template.spec.containers[0].env'
[
  {
    "name": "ELASTICSEARCH_URL",
    "value": "https://es-prod.acme.internal:9200"
  },
  {
    "name": "ELASTICSEARCH_API_KEY",
    "value": "«a»"
  },
  {
    "name": "OPENAI_API_KEY",
    "valueFrom": {
      "secretKeyRef": {
        "key": "api-key",
        "name": "openai"
      }
    }
  },
  {
    "name": "COHERE_API_KEY",
    "value": "«b»"
  }
]
`, V{"a": g.esAPIKey(), "b": g.an(40)}, "https://es-prod.acme.internal:9200", `"name": "openai"`)

	g.ctrAdd("kubectl-jsonpath-args", `
$ kubectl get pod -n monitoring -l app=blackbox -o jsonpath='{.items[0].spec.containers[*].args}'
["--config.file=/config/blackbox.yaml","--web.listen-address=:9115"] ["--webhook-url=http://localhost:9115/-/reload","--volume-dir=/config"]
$ kubectl get pod -n monitoring -l app=grafana-agent -o jsonpath='{.items[0].spec.containers[0].args}' | jq .
[
  "-config.file=/etc/agent/agent.yaml",
  "-config.expand-env",
  "-server.http.address=0.0.0.0:12345",
  "-remote-write-url=https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push",
  "-remote-write-username=«_u»",
  "-remote-write-password=«a»"
]
`, V{"_u": g.digits(7), "a": "glc_" + b64raw(fmt.Sprintf(`{"o":"%s","n":"stack-%s-hm-write","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.digits(6), g.an(24)))},
		"--config.file=/config/blackbox.yaml", "-config.expand-env")

	g.ctrAdd("kubectl-set-env-list", `
$ kubectl set env deployment/api --list -n core
# Deployment api, container api
APP_ENV=production
SESSION_SECRET=«a»
# DATABASE_PASSWORD from secret api-db, key password
# ALGOLIA_ADMIN_KEY from secret algolia, key admin-key
ALGOLIA_APP_ID=«_alg»
MAPBOX_SECRET_TOKEN=«b»
# Deployment api, container nginx
NGINX_WORKER_PROCESSES=auto
`, V{"a": g.b64(32), "_alg": g.s(alUpNum, 10), "b": g.mapboxSK()}, "# DATABASE_PASSWORD from secret api-db, key password", "# ALGOLIA_ADMIN_KEY from secret algolia, key admin-key")

	g.ctrAdd("kubectl-exec-cat-sa-token", `
$ kubectl exec -n ci runner-«_r» -- cat /var/run/secrets/kubernetes.io/serviceaccount/token
«a»
$ kubectl exec -n ci runner-«_r» -- ls /var/run/secrets/kubernetes.io/serviceaccount/
ca.crt
namespace
token
`, V{"_r": g.s(alLowNum, 8), "a": g.k8sSAToken()}, "/var/run/secrets/kubernetes.io/serviceaccount/")

	g.ctrAdd("kubectl-exec-cat-mounted-secret-volume", `
$ kubectl exec -it vault-agent-demo-0 -- ls -la /vault/secrets
total 8
drwxrwxrwt 2 root root   60 Jun 11 08:02 .
drwxr-xr-x 3 root root 4096 Jun 11 08:02 ..
-rw-r--r-- 1  100 1000  214 Jun 11 08:02 database-config.txt
$ kubectl exec -it vault-agent-demo-0 -- cat /vault/secrets/database-config.txt
postgresql://v-kubernet-app-«_lease»:«a»@postgres.db.svc:5432/wizard?sslmode=disable
`, V{"_lease": g.an(20) + "-" + g.digits(10), "a": "A1a-" + g.an(20)}, "/vault/secrets/database-config.txt")

	g.ctrAdd("kubectl-last-applied-annotation", `
$ kubectl get deploy legacy-crm -o jsonpath='{.metadata.annotations.kubectl\.kubernetes\.io/last-applied-configuration}'
{"apiVersion":"apps/v1","kind":"Deployment","metadata":{"annotations":{},"name":"legacy-crm","namespace":"default"},"spec":{"replicas":1,"selector":{"matchLabels":{"app":"legacy-crm"}},"template":{"metadata":{"labels":{"app":"legacy-crm"}},"spec":{"containers":[{"env":[{"name":"CRM_DB_PASSWORD","value":"«a»"},{"name":"SALESFORCE_CLIENT_SECRET","value":"«b»"}],"image":"acme/legacy-crm:7.1","name":"crm"}]}}}}
`, V{"a": g.pw(), "b": g.s(alHexU, 64)}, `"image":"acme/legacy-crm:7.1"`)

	g.ctrAdd("kubectl-describe-deploy-pod-template", `
$ kubectl describe deployment mlflow -n ml
Name:                   mlflow
Namespace:              ml
CreationTimestamp:      Mon, 08 Apr 2024 14:02:11 +0000
Labels:                 app=mlflow
Annotations:            deployment.kubernetes.io/revision: 14
Selector:               app=mlflow
Replicas:               1 desired | 1 updated | 1 total | 1 available | 0 unavailable
StrategyType:           Recreate
Pod Template:
  Labels:           app=mlflow
  Service Account:  mlflow
  Containers:
   mlflow:
    Image:      ghcr.io/mlflow/mlflow:v2.13.1
    Port:       5000/TCP
    Host Port:  0/TCP
    Command:
      mlflow
      server
      --host=0.0.0.0
      --backend-store-uri=postgresql://mlflow:«a»@mlflow-db:5432/mlflow
      --artifacts-destination=s3://acme-mlflow-artifacts
    Environment:
      MLFLOW_S3_ENDPOINT_URL:  https://minio.ml.svc:9000
      AWS_ACCESS_KEY_ID:       mlflow
      AWS_SECRET_ACCESS_KEY:   «b»
    Mounts:                    <none>
  Volumes:                     <none>
Conditions:
  Type           Status  Reason
  ----           ------  ------
  Available      True    MinimumReplicasAvailable
  Progressing    True    NewReplicaSetAvailable
OldReplicaSets:  <none>
NewReplicaSet:   mlflow-«_h» (1/1 replicas created)
`, V{"a": g.pwURL(), "b": g.an(40), "_h": g.s("bcdfghjklmnpqrstvwxz2456789", 10)}, "s3://acme-mlflow-artifacts", "MLFLOW_S3_ENDPOINT_URL:  https://minio.ml.svc:9000")

	g.ctrAdd("kubectl-get-cronjob-curl-bearer", `
$ kubectl get cronjob cache-warmup -o yaml | yq '.spec.jobTemplate.spec.template.spec.containers[0]'
name: warmup
image: curlimages/curl:8.8.0
command:
  - sh
  - -c
  - |
    curl -fsS -X POST https://api.acme.io/internal/cache/warmup \
      -H "Authorization: Bearer «a»" \
      -H "Content-Type: application/json" -d '{"regions":["eu","us"]}'
resources: {}
`, V{"a": g.an(48)}, "https://api.acme.io/internal/cache/warmup", "curlimages/curl:8.8.0")

	g.ctrAdd("kubectl-exec-ps-in-pod", `
$ kubectl exec -n edge pgbouncer-0 -- ps -o pid,user,args
PID   USER     COMMAND
    1 pgbounce /usr/bin/pgbouncer /etc/pgbouncer/pgbouncer.ini
   14 pgbounce /usr/local/bin/pgbouncer_exporter --pgBouncer.connectionString=postgres://stats:«a»@127.0.0.1:6432/pgbouncer?sslmode=disable
   88 pgbounce ps -o pid,user,args
`, V{"a": g.pwURL()}, "/etc/pgbouncer/pgbouncer.ini")

	g.ctrAdd("kubectl-describe-pod-datadog-literal", `
$ kubectl describe pod -n datadog datadog-cluster-agent-«_p» | grep -A14 Environment:
    Environment:
      DD_HEALTH_PORT:                   5556
      DD_API_KEY:                       «a»
      DD_APP_KEY:                       «b»
      DD_CLUSTER_NAME:                  prod-eu-1
      DD_CLUSTER_AGENT_AUTH_TOKEN:      <set to the key 'token' in secret 'datadog-cluster-agent'>  Optional: false
      DD_LEADER_ELECTION:               true
      DD_COLLECT_KUBERNETES_EVENTS:     true
      DD_KUBERNETES_KUBELET_NODENAME:    (v1:spec.nodeName)
      DD_ORCHESTRATOR_EXPLORER_ENABLED: true
    Mounts:
      /etc/datadog-agent/install_info from installinfo (ro,path="install_info")
`, V{"_p": g.ctrPod("x")[2:], "a": g.ctrDD(), "b": g.hex(40)}, "<set to the key 'token' in secret 'datadog-cluster-agent'>", "DD_CLUSTER_NAME:                  prod-eu-1")

	g.ctrAdd("kubectl-describe-job-pgdump", `
$ kubectl describe job nightly-backup-28623840 -n db | sed -n '/Containers:/,/Volumes:/p'
  Containers:
   pg-dump:
    Image:      postgres:16-alpine
    Port:       <none>
    Host Port:  <none>
    Command:
      /bin/sh
      -c
    Args:
      pg_dump "postgresql://backup:«a»@pg-primary.db.svc:5432/app" | gzip > /backup/app-$(date +%F).sql.gz
    Environment:  <none>
    Mounts:
      /backup from backup (rw)
  Volumes:
`, V{"a": g.pwURL()}, "/backup/app-$(date +%F).sql.gz")

	g.ctrAdd("kubectl-debug-proc-environ", `
$ kubectl debug -it «_pod» --image=busybox:1.36 --target=app -- sh
Targeting container "app". If you don't see processes from this container it may be because the container runtime doesn't support this feature.
Defaulting debug container name to debugger-«_d».
If you don't see a command prompt, try pressing enter.
/ # tr '\0' '\n' < /proc/1/environ | grep -v ^KUBERNETES
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_pod»
TEMPORAL_ADDRESS=temporal-frontend.temporal:7233
TEMPORAL_TLS_KEY=«a»
ANTHROPIC_API_KEY=«b»
HOME=/nonroot
`, V{"_pod": g.ctrPod("agent-worker"), "_d": g.s(alLowNum, 5), "a": jsonEsc(g.ecPKCS8().block()), "b": g.anthropic()}, "TEMPORAL_ADDRESS=temporal-frontend.temporal:7233")

	g.ctrAdd("kubectl-get-pods-env-custom-columns", `
$ kubectl get pods -n legacy -o custom-columns='POD:.metadata.name,ENV:.spec.containers[0].env[*].value'
POD                          ENV
soap-gateway-«_p1»   prod,10.1.4.20,«a»,8443
soap-gateway-«_p2»   prod,10.1.4.20,«a»,8443
`, V{"_p1": g.ctrPod("x")[2:], "_p2": g.ctrPod("x")[2:], "a": g.pwStrong()})
}

// ---- /proc ----

func (g *G) ctrProc() {
	pid := g.ctrPID()
	g.ctrAdd("proc-environ-tr-gunicorn", `
deploy@app-02:~$ pgrep -f 'gunicorn: master'
«_pid»
deploy@app-02:~$ sudo cat /proc/«_pid»/environ | tr '\0' '\n'
LANG=en_US.UTF-8
PATH=/srv/app/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin
HOME=/srv/app
LOGNAME=app
USER=app
INVOCATION_ID=«_inv»
JOURNAL_STREAM=8:«_js»
DJANGO_SETTINGS_MODULE=config.settings.production
DJANGO_SECRET_KEY=«a»
DATABASE_URL=postgres://app:«b»@10.0.1.12:5432/app
MAILGUN_API_KEY=«c»
`, V{"_pid": pid, "_inv": g.hex(32), "_js": g.digits(5), "a": g.s(alDjango, 50), "b": g.pwURL(), "c": g.mailgun()}, "DJANGO_SETTINGS_MODULE=config.settings.production")

	pid = g.ctrPID()
	g.ctrAdd("proc-environ-cat-v", `
root@worker-1:~# cat -v /proc/«_pid»/environ
HOSTNAME=«_h»^@SHLVL=1^@HOME=/root^@RABBITMQ_DEFAULT_USER=jobs^@RABBITMQ_DEFAULT_PASS=«a»^@RABBITMQ_ERLANG_COOKIE=«b»^@PATH=/opt/rabbitmq/sbin:/opt/erlang/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin^@RABBITMQ_DATA_DIR=/var/lib/rabbitmq^@root@worker-1:~#
`, V{"_pid": pid, "_h": g.hex(12), "a": g.pw(), "b": g.s(alUpper, 20)}, "RABBITMQ_DEFAULT_USER=jobs", "RABBITMQ_DATA_DIR=/var/lib/rabbitmq")

	g.ctrAdd("proc-environ-xargs-sidekiq", `
$ xargs -0 -L1 -a /proc/$(pgrep -f 'sidekiq 7')/environ | grep -v -E '^(LS_COLORS|TERM)='
RAILS_ENV=production
RAILS_MASTER_KEY=«a»
REDIS_URL=redis://:«b»@redis-jobs.internal:6379/0
SECRET_KEY_BASE=«c»
AWS_REGION=us-east-2
MALLOC_ARENA_MAX=2
`, V{"a": g.hex(32), "b": g.an(32), "c": g.hex(128)}, "MALLOC_ARENA_MAX=2")

	g.ctrAdd("proc-environ-strings-grep", `
[root@db-proxy ~]# strings /proc/«_pid»/environ | grep -i -E 'key|secret|pass|token'
PROXYSQL_ADMIN_PASSWORD=«a»
MONITOR_PASSWORD=«b»
VAULT_TOKEN=«c»
`, V{"_pid": g.ctrPID(), "a": g.pwStrong(), "b": g.pw(), "c": g.vaultTok()})

	g.ctrAdd("proc-grep-az-all-environs", `
$ sudo grep -az '^AWS_' /proc/*/environ | tr '\0' '\n' | sort -u
/proc/«_p1»/environ:AWS_ACCESS_KEY_ID=«a»
/proc/«_p1»/environ:AWS_SECRET_ACCESS_KEY=«b»
/proc/«_p1»/environ:AWS_DEFAULT_REGION=ap-southeast-2
/proc/«_p2»/environ:AWS_ROLE_ARN=arn:aws:iam::«_acct»:role/eks-fluent-bit
/proc/«_p2»/environ:AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token
`, V{"_p1": g.ctrPID(), "a": g.awsID(), "b": g.awsSecret(), "_p2": g.ctrPID(), "_acct": g.digits(12)},
		"AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token")

	g.ctrAdd("proc-cmdline-tr-space", `
$ cat /proc/«_pid»/cmdline | tr '\0' ' '; echo
/usr/bin/mongodump --uri=mongodb://backup:«a»@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0&authSource=admin --gzip --archive=/backups/mongo-2024-06-11.gz
`, V{"_pid": g.ctrPID(), "a": g.pwURL()}, "--archive=/backups/mongo-2024-06-11.gz")

	g.ctrAdd("proc-cmdline-raw-nuls", `
$ cat /proc/«_pid»/cmdline
/opt/consul/bin/consulagent-server-bootstrap-expect=3-encrypt=«a»-data-dir=/opt/consul/data-config-dir=/etc/consul.d$
`, V{"_pid": g.ctrPID(), "a": g.b64(32)}, "-data-dir=/opt/consul/data")

	g.ctrAdd("proc-fd-deleted-file", `
$ sudo lsof -p «_pid» | grep deleted
python3 «_pid» app    7r   REG  259,1      412 1835092 /tmp/tmpk3x9q2ab.json (deleted)
$ sudo cat /proc/«_pid»/fd/7
{"type": "authorized_user", "client_id": "«_cid».apps.googleusercontent.com", "client_secret": "«a»", "refresh_token": "«b»"}
`, V{"_pid": g.ctrPID(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "/tmp/tmpk3x9q2ab.json (deleted)")

	g.ctrAdd("proc-self-environ-docker-exec", `
$ docker exec metabase sh -c "cat /proc/1/environ | tr '\000' '\n'" | grep MB_
MB_DB_TYPE=postgres
MB_DB_DBNAME=metabase
MB_DB_PORT=5432
MB_DB_USER=metabase
MB_DB_PASS=«a»
MB_DB_HOST=pg.analytics.internal
MB_ENCRYPTION_SECRET_KEY=«b»
MB_JETTY_PORT=3000
`, V{"a": g.pw(), "b": g.b64(32)}, "MB_DB_HOST=pg.analytics.internal")

	g.ctrAdd("proc-psutil-environ", `
>>> import psutil
>>> p = psutil.Process(«_pid»)
>>> p.name(), p.username()
('celery', 'worker')
>>> {k: v for k, v in p.environ().items() if k.startswith(("CELERY", "SENDGRID", "TWILIO"))}
{'CELERY_BROKER_URL': 'sqs://', 'SENDGRID_API_KEY': '«a»', 'TWILIO_ACCOUNT_SID': '«_sid»', 'TWILIO_AUTH_TOKEN': '«b»'}
`, V{"_pid": g.ctrPID(), "a": g.sendgrid(), "_sid": g.twilioSID(), "b": g.hex(32)})

	g.ctrAdd("proc-environ-sort-node", `
ubuntu@ip-172-31-9-40:~$ sudo cat /proc/$(pidof -s node)/environ | tr '\0' '\n' | sort
DISCORD_TOKEN=«a»
HOME=/home/ubuntu
NODE_ENV=production
OLDPWD=/home/ubuntu
PM2_HOME=/home/ubuntu/.pm2
PWD=/home/ubuntu/bot
SHELL=/bin/bash
SUPABASE_SERVICE_ROLE_KEY=«b»
SUPABASE_URL=https://«_ref».supabase.co
USER=ubuntu
`, V{"a": g.discordBot(), "b": g.supabaseService(), "_ref": g.s(alLower, 20)}, "PM2_HOME=/home/ubuntu/.pm2")

	g.ctrAdd("proc-environ-systemd-envfile-compare", `
$ systemctl show -p EnvironmentFiles,MainPID outline-sync
MainPID=«_pid»
EnvironmentFiles=/etc/outline-sync/env (ignore_errors=no)
$ sudo tr '\0' '\n' < /proc/«_pid»/environ | grep -F -f <(cut -d= -f1 /etc/outline-sync/env | sed 's/$/=/')
NOTION_TOKEN=«a»
OUTLINE_API_TOKEN=«b»
SYNC_INTERVAL=300
`, V{"_pid": g.ctrPID(), "a": g.notion(), "b": "ol_api_" + g.an(38)}, "EnvironmentFiles=/etc/outline-sync/env (ignore_errors=no)")
}

// ---- process listings ----

func (g *G) ctrPs() {
	g.ctrAdd("ps-auxe-node", `
$ ps auxe | grep [n]ode
app       «_p1»  1.8  2.4 1218452 198212 ?     Ssl  May20  41:07 node /srv/api/dist/main.js PATH=/usr/bin:/bin NODE_ENV=production PORT=3000 JWT_SECRET=«a» MONGO_URL=mongodb://api:«b»@10.0.2.8:27017/api HOME=/srv/api
app       «_p2»  0.0  0.6 621044 52120 ?       Sl   May20   0:12 node /srv/api/dist/queue.js PATH=/usr/bin:/bin NODE_ENV=production HOME=/srv/api
`, V{"_p1": g.ctrPID(), "a": g.hex(64), "b": g.pwURL(), "_p2": g.ctrPID()}, "/srv/api/dist/queue.js")

	g.ctrAdd("ps-ef-java-keystore", `
$ ps -ef | grep -v grep | grep java
kafka     «_p1»     1  3 Jun03 ?        1-02:41:12 /usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx6G -Xms6G -server -XX:+UseG1GC -Djava.awt.headless=true -Djavax.net.ssl.keyStore=/etc/kafka/ssl/broker.keystore.jks -Djavax.net.ssl.keyStorePassword=«a» -Djavax.net.ssl.trustStorePassword=changeit -Dcom.sun.management.jmxremote.port=9999 -cp /opt/kafka/libs/* kafka.Kafka /etc/kafka/server.properties
`, V{"_p1": g.ctrPID(), "a": g.pwURL()}, "-Djavax.net.ssl.keyStore=/etc/kafka/ssl/broker.keystore.jks", "/etc/kafka/server.properties")

	g.ctrAdd("ps-eo-args-mysql", `
$ ps -eo pid,user,etime,args --sort=pid | grep -E 'mysql(dump)?' | grep -v grep
 «_p1» mysql    12-04:11:52 /usr/sbin/mysqld
 «_p2» root          02:41 mysqldump -h 127.0.0.1 -u root -p«a» --single-transaction --routines --all-databases
`, V{"_p1": g.ctrPID(), "_p2": g.ctrPID(), "a": g.pwURL()}, "--single-transaction --routines --all-databases")

	g.ctrAdd("pgrep-af", `
$ pgrep -af 'pg_basebackup|psql'
«_p1» psql postgresql://replicator:«a»@10.8.0.11/postgres?sslmode=require -c SELECT pg_is_in_recovery()
«_p2» pg_basebackup -h 10.8.0.11 -U replicator -D /var/lib/postgresql/16/main -Fp -Xs -P -R
`, V{"_p1": g.ctrPID(), "a": g.pwURL(), "_p2": g.ctrPID()}, "-D /var/lib/postgresql/16/main")

	g.ctrAdd("ps-auxww-sshpass-lftp", `
backup@nas:~$ ps auxww | grep -E 'sshpass|lftp' | grep -v grep
backup   «_p1»  0.0  0.0   2788  1536 ?        S    03:00   0:00 sshpass -p «a» rsync -az -e ssh /volume1/share/ backup@offsite.acme.io:/srv/backup/nas/
backup   «_p2»  0.1  0.1  24780 11264 ?        S    03:00   0:03 lftp -u ftpbackup,«b» -e mirror -R /volume1/photos /photos; bye ftp.storagebox.example
`, V{"_p1": g.ctrPID(), "a": g.pw(), "_p2": g.ctrPID(), "b": g.pwURL()}, "backup@offsite.acme.io:/srv/backup/nas/")

	g.ctrAdd("pstree-ap", `
$ pstree -ap «_p0»
supervisord,«_p0» /usr/bin/supervisord -n -c /etc/supervisor/supervisord.conf
  ├─celery,«_p1» /srv/venv/bin/celery -A shop worker -l info
  │   ├─celery,«_p2» /srv/venv/bin/celery -A shop worker -l info
  │   └─celery,«_p3» /srv/venv/bin/celery -A shop worker -l info
  └─stunnel,«_p4» /usr/bin/stunnel /etc/stunnel/redis.conf
  └─redis-cli,«_p5» -h 127.0.0.1 -p 6380 -a «a» --no-auth-warning monitor
`, V{"_p0": g.ctrPID(), "_p1": g.ctrPID(), "_p2": g.ctrPID(), "_p3": g.ctrPID(), "_p4": g.ctrPID(), "_p5": g.ctrPID(), "a": g.an(28)}, "/etc/stunnel/redis.conf")

	g.ctrAdd("top-c-batch", `
$ top -c -b -n1 -o %CPU | head -12
top - 10:42:07 up 41 days,  3:11,  2 users,  load average: 3.18, 2.94, 2.71
Tasks: 241 total,   2 running, 239 sleeping,   0 stopped,   0 zombie
%Cpu(s): 38.2 us,  4.1 sy,  0.0 ni, 56.9 id,  0.4 wa,  0.0 hi,  0.4 si,  0.0 st
MiB Mem :  15991.7 total,   1204.3 free,   9812.0 used,   4975.4 buff/cache
MiB Swap:      0.0 total,      0.0 free,      0.0 used.   5801.2 avail Mem

    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
  «_p1» etl       20   0 3124512   1.9g  41216 R  94.1  12.2 301:44.12 python3 /opt/etl/sync.py --src mysql://etl:«a»@legacy-db:3306/erp --dst bigquery://acme-dw
  «_p2» postgres  20   0  231224  24576  20480 S   6.2   0.2   4:02.51 postgres: 16/main: walwriter
   1432 root      20   0 1843756  71424  37888 S   0.0   0.4  88:17.05 /usr/bin/containerd
`, V{"_p1": g.ctrPID(), "a": g.pwURL(), "_p2": g.ctrPID()}, "bigquery://acme-dw", "postgres: 16/main: walwriter")

	g.ctrAdd("htop-copied-lines", `
  PID USER      PRI  NI  VIRT   RES   SHR S CPU%▽MEM%   TIME+  Command
«_p1» minecraft  20   0 8412M 6104M 27904 S 182.  38.9  9h12:44 java -Xms6G -Xmx6G -jar server.jar nogui
«_p2» minecraft  20   0  712M 88304 41216 S  2.0  0.5  0:41.10 node /opt/discordsrv-bridge/index.js --rcon-host 127.0.0.1 --rcon-pass «a» --bot-token «b»
«_p3» root       20   0 22384  9216  7424 S  0.7  0.1  0:03.77 htop
`, V{"_p1": g.ctrPID(), "_p2": g.ctrPID(), "a": g.pw(), "b": g.discordBot(), "_p3": g.ctrPID()}, "java -Xms6G -Xmx6G -jar server.jar nogui")

	g.ctrAdd("macos-ps-E-env", `
dana@mbp ~ % ps -Eww -p $(pgrep -f 'Cursor Helper \(Plugin\)' | head -1) | tail -1 | tr ' ' '\n' | grep -E '^[A-Z_]+=' | head -8
GITHUB_TOKEN=«a»
HOME=/Users/dana
HOMEBREW_GITHUB_API_TOKEN=«b»
LOGNAME=dana
OPENAI_API_KEY=«c»
PATH=/opt/homebrew/bin:/opt/homebrew/sbin:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin
SHELL=/bin/zsh
TMPDIR=/var/folders/7x/«_tmp»/T/
`, V{"a": g.gho(), "b": g.ghp(), "c": g.openaiSvc(), "_tmp": g.s(alLowNum, 30)}, "PATH=/opt/homebrew/bin:/opt/homebrew/sbin:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin")

	g.ctrAdd("osquery-processes", `
osquery> SELECT pid, name, cmdline FROM processes WHERE cmdline LIKE '%--password%' OR cmdline LIKE '%token%';
+-------+------------------+-----------------------------------------------------------------------------------------------------+
| pid   | name             | cmdline                                                                                             |
+-------+------------------+-----------------------------------------------------------------------------------------------------+
| «_p1» | influxd          | /usr/bin/influxd --http-bind-address=:8086                                                          |
| «_p2» | telegraf         | /usr/bin/telegraf --config /etc/telegraf/telegraf.conf                                              |
| «_p3» | influx           | influx write --bucket metrics --org acme --token «a» --file /tmp/backfill.lp                       |
| «_p4» | zabbix_sender    | zabbix_sender -z zbx.acme.io --tls-connect psk --tls-psk-identity web01 --password «b»             |
+-------+------------------+-----------------------------------------------------------------------------------------------------+
`, V{"_p1": g.ctrPID(), "_p2": g.ctrPID(), "_p3": g.ctrPID(), "a": g.b64u(64) + "==", "_p4": g.ctrPID(), "b": g.pwURL()}, "/etc/telegraf/telegraf.conf", "--tls-psk-identity web01")

	g.ctrAdd("powershell-win32-process", `
PS C:\> Get-CimInstance Win32_Process -Filter "Name = 'java.exe' OR Name = 'sqlcmd.exe'" | Select-Object ProcessId, CommandLine | Format-List

ProcessId   : «_p1»
CommandLine : "C:\Program Files\Eclipse Adoptium\jdk-17.0.11.9-hotspot\bin\java.exe" -Dserver.port=8443 -Dspring.datasource.password=«a» -jar C:\apps\billing\billing.jar

ProcessId   : «_p2»
CommandLine : sqlcmd -S sql01.corp.acme.local -U sa -P «b» -Q "BACKUP DATABASE [Billing] TO DISK = N'D:\Backup\Billing.bak'"
`, V{"_p1": g.ctrPID(), "a": g.pw(), "_p2": g.ctrPID(), "b": g.pwStrong()}, `C:\apps\billing\billing.jar`, "sql01.corp.acme.local")

	g.ctrAdd("wmic-process-commandline", `
C:\Users\svc-deploy>wmic process where "name='node.exe'" get processid,commandline
CommandLine                                                                                                              ProcessId
"C:\Program Files\nodejs\node.exe" C:\actions-runner\bin\RunnerService.js                                                 «_p1»
node.exe C:\tools\sync\index.js --azure-conn "DefaultEndpointsProtocol=https;AccountName=acmebackups;AccountKey=«a»;EndpointSuffix=core.windows.net"   «_p2»

`, V{"_p1": g.ctrPID(), "a": g.azStorage(), "_p2": g.ctrPID()}, "AccountName=acmebackups", `C:\actions-runner\bin\RunnerService.js`)

	g.ctrAdd("ps-vault-dev-root-token", `
$ ps -ef | grep '[v]ault'
vault       «_p1»       1  0 08:12 ?        00:00:41 vault server -dev -dev-listen-address=0.0.0.0:8200 -dev-root-token-id=«a»
`, V{"_p1": g.ctrPID(), "a": g.an(24)}, "-dev-listen-address=0.0.0.0:8200")

	g.ctrAdd("ps-o-args-curl-cron", `
$ ps -o pid,ppid,lstart,args -C curl
  PID  PPID                  STARTED COMMAND
«_p1» «_p0» Tue Jun 11 02:00:01 2024 curl -sS -u ci-bot:«a» -X POST https://jenkins.acme.io/job/nightly-reindex/buildWithParameters?env=prod
`, V{"_p1": g.ctrPID(), "_p0": g.ctrPID(), "a": g.hex(34)}, "https://jenkins.acme.io/job/nightly-reindex/buildWithParameters?env=prod")

	g.ctrAdd("ps-aux-openvpn-and-wg-quick", `
$ ps aux | grep -E 'openvpn|frpc|ngrok' | grep -v grep
root       «_p1»  0.0  0.1  12872  8448 ?        Ss   Jun10   0:04 /usr/sbin/openvpn --config /etc/openvpn/client/office.conf --auth-user-pass /etc/openvpn/client/office.auth
root       «_p2»  0.1  0.2 726032 21504 ?        Ssl  Jun10   1:12 /usr/local/bin/frpc -c /etc/frp/frpc.toml
dana       «_p3»  0.4  0.3 733508 30720 pts/2    Sl+  10:11   0:02 ngrok http 3000 --authtoken «a» --domain dana-dev.ngrok.app
`, V{"_p1": g.ctrPID(), "_p2": g.ctrPID(), "_p3": g.ctrPID(), "a": g.ngrok()}, "/etc/openvpn/client/office.auth", "--domain dana-dev.ngrok.app")
}

// ---- systemd and Windows services ----

func (g *G) ctrSystemd() {
	g.ctrAdd("systemctl-show-environment-prop", `
$ systemctl show -p Environment hedgedoc.service
Environment=NODE_ENV=production CMD_DOMAIN=notes.acme.io CMD_PROTOCOL_USESSL=true CMD_DB_URL=postgres://hedgedoc:«a»@localhost:5432/hedgedoc CMD_SESSION_SECRET=«b» CMD_OAUTH2_CLIENT_SECRET=«c»
`, V{"a": g.pwURL(), "b": g.hex(64), "c": g.an(40)}, "CMD_DOMAIN=notes.acme.io")

	g.ctrAdd("systemctl-show-execstart-argv", `
$ systemctl show restic-backup.service -p ExecStart -p Environment -p User
User=root
Environment=RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/acme-restic RESTIC_PASSWORD=«a» AWS_ACCESS_KEY_ID=«b» AWS_SECRET_ACCESS_KEY=«c»
ExecStart={ path=/usr/bin/restic ; argv[]=/usr/bin/restic backup --one-file-system --exclude-caches /etc /srv /home ; ignore_errors=no ; start_time=[Tue 2024-06-11 03:00:04 UTC] ; stop_time=[Tue 2024-06-11 03:07:51 UTC] ; pid=«_pid» ; code=exited ; status=0 }
`, V{"a": g.pwStrong(), "b": "003" + g.hex(22), "c": "K003" + g.s(alAlnum+"+/", 27), "_pid": g.ctrPID()}, "RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/acme-restic")

	g.ctrAdd("systemctl-cat-with-dropin", `
$ systemctl cat gitea-runner.service
# /etc/systemd/system/gitea-runner.service
[Unit]
Description=Gitea Actions runner
After=docker.service
Requires=docker.service

[Service]
ExecStart=/usr/local/bin/act_runner daemon --config /etc/act_runner/config.yaml
User=act_runner
WorkingDirectory=/var/lib/act_runner
Restart=always

[Install]
WantedBy=multi-user.target

# /etc/systemd/system/gitea-runner.service.d/override.conf
[Service]
Environment="GITEA_INSTANCE_URL=https://git.acme.io"
Environment="GITEA_RUNNER_REGISTRATION_TOKEN=«a»"
Environment="DOCKER_AUTH_CONFIG={\"auths\":{\"registry.acme.io\":{\"auth\":\"«b»\"}}}"
`, V{"a": g.an(40), "b": b64s("runner:" + g.pwURL())}, "GITEA_INSTANCE_URL=https://git.acme.io", "/etc/act_runner/config.yaml")

	g.ctrAdd("systemd-unit-multi-env-line", `
# /etc/systemd/system/minio.service
[Unit]
Description=MinIO
Wants=network-online.target
After=network-online.target

[Service]
User=minio-user
Group=minio-user
Environment="MINIO_ROOT_USER=admin" "MINIO_ROOT_PASSWORD=«a»" "MINIO_VOLUMES=/mnt/disk{1...4}/minio"
Environment=MINIO_OPTS="--console-address :9001"
ExecStart=/usr/local/bin/minio server $MINIO_OPTS $MINIO_VOLUMES
LimitNOFILE=65536
`, V{"a": g.pwStrong()}, `"MINIO_VOLUMES=/mnt/disk{1...4}/minio"`, "ExecStart=/usr/local/bin/minio server $MINIO_OPTS $MINIO_VOLUMES")

	g.ctrAdd("journalctl-service-start-args", `
$ journalctl -u frigate-proxy --since today --no-pager | head
Jun 11 06:14:02 nvr systemd[1]: Started frigate-proxy.service - RTSP restreamer.
Jun 11 06:14:02 nvr go2rtc[«_pid»]: 06:14:02.118 INF go2rtc version 1.9.2 linux/amd64
Jun 11 06:14:02 nvr go2rtc[«_pid»]: 06:14:02.121 INF [streams] add name=driveway url=rtsp://admin:«a»@192.168.20.31:554/cam/realmonitor?channel=1&subtype=0
Jun 11 06:14:02 nvr go2rtc[«_pid»]: 06:14:02.121 INF [streams] add name=porch url=rtsp://viewer:«b»@192.168.20.32:554/Streaming/Channels/101
Jun 11 06:14:02 nvr go2rtc[«_pid»]: 06:14:02.124 INF [api] listen addr=:1984
`, V{"_pid": g.ctrPID(), "a": g.pw(), "b": g.pwURL()}, "go2rtc version 1.9.2 linux/amd64")

	g.ctrAdd("systemctl-status-cgroup-cmdline", `
$ systemctl status jupyterhub
● jupyterhub.service - JupyterHub
     Loaded: loaded (/etc/systemd/system/jupyterhub.service; enabled; preset: enabled)
     Active: active (running) since Mon 2024-06-10 08:02:11 UTC; 1 day 2h ago
   Main PID: «_p1» (jupyterhub)
      Tasks: 21 (limit: 38388)
     Memory: 412.7M
        CPU: 14min 3.221s
     CGroup: /system.slice/jupyterhub.service
             ├─«_p1» /opt/jupyterhub/bin/python3 /opt/jupyterhub/bin/jupyterhub -f /opt/jupyterhub/etc/jupyterhub_config.py
             ├─«_p2» node /opt/jupyterhub/lib/node_modules/configurable-http-proxy/bin/configurable-http-proxy --ip :: --port 8000 --api-ip 127.0.0.1 --api-port 8001
             └─«_p3» /opt/jupyterhub/bin/python3 -m jupyterhub_idle_culler --timeout=3600 --url=http://127.0.0.1:8081/hub/api --api-token=«a»

Jun 11 10:02:44 hub jupyterhub[«_p1»]: [I 2024-06-11 10:02:44.112 JupyterHub log:192] 200 GET /hub/api/users (cull-idle@127.0.0.1) 9.81ms
`, V{"_p1": g.ctrPID(), "_p2": g.ctrPID(), "_p3": g.ctrPID(), "a": g.hex(64)}, "/opt/jupyterhub/etc/jupyterhub_config.py")

	g.ctrAdd("systemd-setcredential", `
$ systemctl cat homeassistant-backup.service | grep -E 'Credential|ExecStart'
LoadCredential=ssh-key:/etc/credstore/backup-ed25519
SetCredential=webdav-pass:«a»
SetCredentialEncrypted=ha-token: \
        «_enc»
ExecStart=/usr/local/bin/ha-backup --webdav-user backup --webdav-pass-file %d/webdav-pass
`, V{"a": g.pw(), "_enc": wrap("k6iUCUh0RJCQyvL8k8q1UyAAAAABAAAADAAAABAAAAC"+g.s(alB64, 180), 76)}, "LoadCredential=ssh-key:/etc/credstore/backup-ed25519", "%d/webdav-pass")

	g.ctrAdd("systemctl-show-environment-manager", `
$ sudo systemctl set-environment HTTPS_PROXY=http://proxy:«a»@squid.corp.acme.local:3128
$ systemctl show-environment
HTTPS_PROXY=http://proxy:«a»@squid.corp.acme.local:3128
LANG=en_US.UTF-8
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin
`, V{"a": g.pwURL()}, "squid.corp.acme.local:3128")

	g.ctrAdd("journalctl-json-pretty-cmdline", `
$ journalctl -u ollama-sync -n 1 -o json-pretty
{
        "__CURSOR" : "s=«_bid»;i=3a2f1;b=«_boot»;m=2e61b4c0a;t=61a8b3c2d1e0f;x=«_x»",
        "__REALTIME_TIMESTAMP" : "1718100122118431",
        "_BOOT_ID" : "«_boot»",
        "PRIORITY" : "6",
        "SYSLOG_IDENTIFIER" : "hf-sync",
        "_PID" : "«_pid»",
        "_UID" : "998",
        "_COMM" : "python3",
        "_EXE" : "/usr/bin/python3.12",
        "_CMDLINE" : "python3 /opt/hf-sync/sync.py --repo acme/ranker-v7 --token «a» --dest /var/lib/models",
        "_SYSTEMD_UNIT" : "ollama-sync.service",
        "_HOSTNAME" : "gpu-03",
        "MESSAGE" : "downloaded 4 files (2.1 GiB) in 48.2s"
}
`, V{"_bid": g.hex(32), "_boot": g.hex(32), "_x": g.hex(16), "_pid": g.ctrPID(), "a": g.hfTok()}, "--repo acme/ranker-v7", "downloaded 4 files (2.1 GiB) in 48.2s")

	g.ctrAdd("systemd-run-setenv", `
$ sudo systemd-run --unit=reindex-once --setenv=MEILI_MASTER_KEY=«a» --setenv=MEILI_HOST=http://127.0.0.1:7700 /usr/local/bin/reindex --full
Running as unit: reindex-once.service; invocation ID: «_inv»
$ journalctl -u reindex-once -n 3 --no-pager
Jun 11 11:20:04 search-1 systemd[1]: Started reindex-once.service - /usr/local/bin/reindex --full.
Jun 11 11:20:05 search-1 reindex[«_pid»]: indexing products into http://127.0.0.1:7700 ...
Jun 11 11:21:37 search-1 reindex[«_pid»]: done: 184211 documents, task uid 9913
`, V{"a": g.b64u(43), "_inv": g.hex(32), "_pid": g.ctrPID()}, "MEILI_HOST=http://127.0.0.1:7700", "done: 184211 documents, task uid 9913")

	g.ctrAdd("windows-sc-qc-binpath", `
C:\> sc.exe qc AcmeEdgeAgent
[SC] QueryServiceConfig SUCCESS

SERVICE_NAME: AcmeEdgeAgent
        TYPE               : 10  WIN32_OWN_PROCESS
        START_TYPE         : 2   AUTO_START
        ERROR_CONTROL      : 1   NORMAL
        BINARY_PATH_NAME   : "C:\Program Files\Acme\EdgeAgent\edge-agent.exe" --server wss://edge.acme.io/connect --enroll-key «a» --log-level info
        LOAD_ORDER_GROUP   :
        TAG                : 0
        DISPLAY_NAME       : Acme Edge Agent
        DEPENDENCIES       : Tcpip
        SERVICE_START_NAME : LocalSystem
`, V{"a": "ek_" + g.an(40)}, "wss://edge.acme.io/connect", "SERVICE_START_NAME : LocalSystem")

	g.ctrAdd("sysconfig-envfile-and-show", `
$ systemctl show -p EnvironmentFiles grafana-server
EnvironmentFiles=/etc/sysconfig/grafana-server (ignore_errors=no)
$ sudo cat /etc/sysconfig/grafana-server
GRAFANA_USER=grafana
GRAFANA_GROUP=grafana
GRAFANA_HOME=/usr/share/grafana
LOG_DIR=/var/log/grafana
DATA_DIR=/var/lib/grafana
CONF_FILE=/etc/grafana/grafana.ini
GF_SMTP_PASSWORD=«a»
GF_AUTH_AZUREAD_CLIENT_SECRET=«b»
`, V{"a": g.pw(), "b": g.azSecret()}, "CONF_FILE=/etc/grafana/grafana.ini")

	g.ctrAdd("journalctl-app-dumps-config", `
Jun 11 07:00:01 etl-1 airbyte-sync[«_pid»]: 2024-06-11 07:00:01,412 INFO starting sync with config {'source': 'hubspot', 'credentials': {'access_token': '«a»'}, 'destination': 'snowflake', 'password': '«b»', 'warehouse': 'LOAD_WH'}
Jun 11 07:00:03 etl-1 airbyte-sync[«_pid»]: 2024-06-11 07:00:03,901 INFO fetched 1200 contacts
`, V{"_pid": g.ctrPID(), "a": g.hubspot(), "b": g.pw()}, "'warehouse': 'LOAD_WH'")
}

// ---- launchd ----

func (g *G) ctrLaunchd() {
	g.ctrAdd("launchctl-print-agent", `
dana@mbp ~ % launchctl print gui/501/io.acme.sync-agent
gui/501/io.acme.sync-agent = {
	active count = 1
	path = /Users/dana/Library/LaunchAgents/io.acme.sync-agent.plist
	type = LaunchAgent
	state = running

	program = /usr/local/bin/acme-sync
	arguments = {
		/usr/local/bin/acme-sync
		--workspace
		design-team
		--token
		«a»
	}

	stdout path = /tmp/acme-sync.out
	stderr path = /tmp/acme-sync.err
	inherited environment = {
		SSH_AUTH_SOCK => /private/tmp/com.apple.launchd.«_sock»/Listeners
	}

	default environment = {
		PATH => /usr/bin:/bin:/usr/sbin:/sbin
	}

	environment = {
		ACME_API_SECRET => «b»
		XPC_SERVICE_NAME => io.acme.sync-agent
	}

	domain = gui/501 [100006]
	asid = 100006
	minimum runtime = 10
	exit timeout = 5
	runs = 1
	pid = «_pid»
	immediate reason = speculative
	forks = 3
	execs = 1
	initialized = 1
	trampolined = 1
	started suspended = 0
	proxy started suspended = 0
	last exit code = (never exited)
`, V{"a": "acs_" + g.an(40), "_sock": g.an(10), "b": g.hex(48), "_pid": g.ctrPID()}, "/Users/dana/Library/LaunchAgents/io.acme.sync-agent.plist", "XPC_SERVICE_NAME => io.acme.sync-agent")

	g.ctrAdd("launchagent-plist", `
$ plutil -p ~/Library/LaunchAgents/com.dana.backup-photos.plist
{
  "EnvironmentVariables" => {
    "B2_ACCOUNT_ID" => "«_acc»"
    "B2_ACCOUNT_KEY" => "«a»"
    "RESTIC_PASSWORD" => "«b»"
  }
  "Label" => "com.dana.backup-photos"
  "ProgramArguments" => [
    0 => "/opt/homebrew/bin/restic"
    1 => "-r"
    2 => "b2:dana-photos:/restic"
    3 => "backup"
    4 => "/Users/dana/Pictures"
  ]
  "StartCalendarInterval" => {
    "Hour" => 2
    "Minute" => 30
  }
}
`, V{"_acc": "005" + g.hex(9), "a": "K005" + g.s(alAlnum+"+/", 27), "b": g.pw()}, "b2:dana-photos:/restic", "com.dana.backup-photos")

	g.ctrAdd("launchagent-plist-xml", `
$ cat ~/Library/LaunchAgents/homebrew.mxcl.cloudflared.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>homebrew.mxcl.cloudflared</string>
	<key>ProgramArguments</key>
	<array>
		<string>/opt/homebrew/opt/cloudflared/bin/cloudflared</string>
		<string>tunnel</string>
		<string>run</string>
		<string>--token</string>
		<string>«a»</string>
	</array>
	<key>RunAtLoad</key>
	<true/>
	<key>StandardErrorPath</key>
	<string>/opt/homebrew/var/log/cloudflared.log</string>
</dict>
</plist>
`, V{"a": b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), g.uuid(), g.b64(32)))}, "/opt/homebrew/var/log/cloudflared.log")

	g.ctrAdd("launchctl-procinfo-env", `
dana@mbp ~ % sudo launchctl procinfo «_pid» | sed -n '/environment vector/,/}/p'
environment vector = {
	PATH => /usr/bin:/bin:/usr/sbin:/sbin
	HOME => /Users/dana
	TMPDIR => /var/folders/7x/«_tmp»/T/
	ANTHROPIC_API_KEY => «a»
	XPC_SERVICE_NAME => application.com.todesktop.230313mzl4w4u92.«_x»
	__CFBundleIdentifier => com.todesktop.230313mzl4w4u92
}
`, V{"_pid": g.ctrPID(), "_tmp": g.s(alLowNum, 30), "a": g.anthropic(), "_x": g.digits(8) + "." + g.digits(8)}, "__CFBundleIdentifier => com.todesktop.230313mzl4w4u92")

	g.ctrAdd("launchctl-getenv", `
dana@mbp ~ % launchctl setenv NPM_TOKEN «a»
dana@mbp ~ % launchctl getenv NPM_TOKEN
«a»
`, V{"a": g.npmTok()})
}

// ---- process supervisors ----

func (g *G) ctrSupervisors() {
	g.ctrAdd("supervisord-conf-environment", `
$ cat /etc/supervisor/conf.d/horizon.conf
[program:horizon]
process_name=%(program_name)s
command=php /var/www/app/artisan horizon
directory=/var/www/app
user=www-data
autostart=true
autorestart=true
environment=APP_ENV="production",APP_KEY="«a»",DB_PASSWORD="«b»",REDIS_PASSWORD="«c»",PUSHER_APP_SECRET="«d»"
redirect_stderr=true
stdout_logfile=/var/www/app/storage/logs/horizon.log
stopwaitsecs=3600
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.an(32), "d": g.hex(20)}, "command=php /var/www/app/artisan horizon", "stdout_logfile=/var/www/app/storage/logs/horizon.log")

	g.ctrAdd("supervisorctl-status-then-ps", `
$ sudo supervisorctl status
airflow-scheduler                RUNNING   pid «_p1», uptime 6 days, 4:11:52
airflow-webserver                RUNNING   pid «_p2», uptime 6 days, 4:11:52
flower                           RUNNING   pid «_p3», uptime 6 days, 4:11:50
$ ps -o args= -p «_p3»
/opt/airflow/venv/bin/celery --broker=redis://:«a»@redis.internal:6379/0 flower --basic_auth=admin:«b» --port=5555
`, V{"_p1": g.ctrPID(), "_p2": g.ctrPID(), "_p3": g.ctrPID(), "a": g.an(32), "b": g.pw()}, "--port=5555")

	g.ctrAdd("pm2-env", `
$ pm2 env 0
NODE_APP_INSTANCE: 0
DATABASE_URL: mysql://shop:«a»@127.0.0.1:3306/shop
SHOPIFY_API_SECRET: «b»
SHOPIFY_ACCESS_TOKEN: «c»
PORT: 3000
pm_id: 0
name: storefront-sync
vizion_running: false
km_link: false
pm_uptime: 1718092922134
unique_id: «_u»
`, V{"a": g.pwURL(), "b": g.hex(32), "c": g.shpat(), "_u": g.uuid()}, "name: storefront-sync")

	g.ctrAdd("pm2-show-divergent-env", `
$ pm2 show api
 Describing process with id 1 - name api
┌───────────────────┬──────────────────────────────────────┐
│ status            │ online                               │
│ name              │ api                                  │
│ namespace         │ default                              │
│ version           │ 2.3.0                                │
│ restarts          │ 4                                    │
│ uptime            │ 2D                                   │
│ script path       │ /home/deploy/api/current/dist/main.js │
│ script args       │ N/A                                  │
│ error log path    │ /home/deploy/.pm2/logs/api-error.log │
│ out log path      │ /home/deploy/.pm2/logs/api-out.log   │
│ pid path          │ /home/deploy/.pm2/pids/api-1.pid     │
│ interpreter       │ node                                 │
│ exec mode         │ cluster_mode                         │
└───────────────────┴──────────────────────────────────────┘
 Divergent env variables from local env
┌────────────────┬──────────────────────────────────────┐
│ AUTH0_CLIENT_SECRET │ «a» │
│ RESEND_API_KEY │ «b» │
│ PWD            │ /home/deploy/api/current             │
└────────────────┴──────────────────────────────────────┘
`, V{"a": g.b64u(64), "b": "re_" + g.an(8) + "_" + g.an(24)}, "/home/deploy/api/current/dist/main.js", "/home/deploy/.pm2/logs/api-error.log")

	g.ctrAdd("pm2-jlist-jq", `
$ pm2 jlist | jq '.[] | {name, pid, env: .pm2_env.env | with_entries(select(.key | test("KEY|TOKEN|SECRET")))}'
{
  "name": "telegram-bot",
  "pid": «_pid»,
  "env": {
    "TELEGRAM_BOT_TOKEN": "«a»",
    "GROQ_API_KEY": "«b»"
  }
}
{
  "name": "cron-jobs",
  "pid": «_pid2»,
  "env": {}
}
`, V{"_pid": g.ctrPID(), "a": g.telegram(), "b": g.groq(), "_pid2": g.ctrPID()}, `"name": "telegram-bot"`)

	g.ctrAdd("pm2-ecosystem-config", `
$ cat ecosystem.config.js
module.exports = {
  apps: [
    {
      name: 'web',
      script: './node_modules/.bin/next',
      args: 'start -p 3000',
      instances: 2,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        NEXTAUTH_URL: 'https://app.acme.io',
        NEXTAUTH_SECRET: '«a»',
        GITHUB_CLIENT_SECRET: '«b»',
        POSTGRES_PRISMA_URL: 'postgresql://web:«c»@db.acme.internal:5432/web?pgbouncer=true',
      },
    },
  ],
};
`, V{"a": g.b64(32), "b": g.hex(40), "c": g.pwURL()}, "NEXTAUTH_URL: 'https://app.acme.io'", "script: './node_modules/.bin/next'")

	g.ctrAdd("forever-list", `
$ forever list
info:    Forever processes running
data:        uid  command              script                                                           forever pid   id logfile                      uptime
data:    [0] Xk3a /usr/bin/node        scraper.js --proxy http://scrape:«a»@gate.proxyprovider.example:7777 «_fp»  «_p»    /root/.forever/Xk3a.log 0:3:12:44.18
data:    [1] q9Lm /usr/bin/node        health.js                                                        «_fp2»  «_p2»    /root/.forever/q9Lm.log 0:3:12:43.90
`, V{"a": g.pwURL(), "_fp": g.ctrPID(), "_p": g.ctrPID(), "_fp2": g.ctrPID(), "_p2": g.ctrPID()}, "/root/.forever/Xk3a.log")

	g.ctrAdd("procfile-honcho", `
$ cat Procfile
web: gunicorn config.wsgi --bind 0.0.0.0:$PORT --workers 3
worker: celery -A config worker --broker amqp://app:«a»@rabbit.internal:5672/app -l info
$ honcho start
10:02:11 system   | web.1 started (pid=«_p1»)
10:02:11 system   | worker.1 started (pid=«_p2»)
10:02:12 worker.1 | [2024-06-11 10:02:12,881: INFO/MainProcess] Connected to amqp://app:**@rabbit.internal:5672/app
10:02:12 web.1    | [2024-06-11 10:02:12 +0000] [«_p1»] [INFO] Listening at: http://0.0.0.0:5000
`, V{"a": g.pwURL(), "_p1": g.ctrPID(), "_p2": g.ctrPID()}, "Connected to amqp://app:**@rabbit.internal:5672/app")

	g.ctrAdd("circus-ini-env", `
[watcher:webhooks]
cmd = /srv/hooks/venv/bin/chaussette --fd $(circus.sockets.web) hooks.app:application
use_sockets = True
numprocesses = 4

[env:webhooks]
GITHUB_WEBHOOK_SECRET = «a»
GITLAB_TOKEN = «b»
PYTHONPATH = /srv/hooks

[socket:web]
host = 127.0.0.1
port = 8008
`, V{"a": g.hex(40), "b": g.glpat()}, "PYTHONPATH = /srv/hooks")

	g.ctrAdd("s6-container-environment", `
root@5d1f0c2a9e77:/# ls /run/s6/container_environment/
FILE__PASSWORD  HOME  HOSTNAME  PASSWORD  PATH  PGID  PUID  SUDO_PASSWORD  TZ
root@5d1f0c2a9e77:/# cd /run/s6/container_environment && for f in PASSWORD SUDO_PASSWORD FILE__PASSWORD; do printf '%s=%s\n' "$f" "$(cat $f)"; done
PASSWORD=«a»
SUDO_PASSWORD=«b»
FILE__PASSWORD=/run/secrets/code_server_password
`, V{"a": g.pw(), "b": g.pwURL()}, "FILE__PASSWORD=/run/secrets/code_server_password")

	g.ctrAdd("runit-run-script", `
$ cat /etc/sv/sslh-exporter/run
#!/bin/sh
exec 2>&1
exec chpst -u exporter env \
    PDNS_API_KEY=«a» \
    /usr/local/bin/powerdns_exporter -api-url http://127.0.0.1:8081/api/v1/ -listen-address :9120
$ sv status sslh-exporter
run: sslh-exporter: (pid «_p») 88211s; run: log: (pid «_p2») 88211s
`, V{"a": g.an(24), "_p": g.ctrPID(), "_p2": g.ctrPID()}, "-api-url http://127.0.0.1:8081/api/v1/")

	g.ctrAdd("monit-start-program", `
check process mattermost with pidfile /var/run/mattermost.pid
    start program = "/usr/bin/env MM_SQLSETTINGS_DATASOURCE=postgres://mmuser:«a»@localhost:5432/mattermost?sslmode=disable /opt/mattermost/bin/mattermost" as uid mattermost
    stop program = "/usr/bin/pkill -F /var/run/mattermost.pid"
    if failed port 8065 protocol http request "/api/v4/system/ping" then restart
`, V{"a": g.pwURL()}, `request "/api/v4/system/ping"`)

	g.ctrAdd("openrc-conf-d", `
$ cat /etc/conf.d/prometheus-pushgateway-relay
# Options for /etc/init.d/prometheus-pushgateway-relay
command_user="relay:relay"
command_args="--target=https://push.acme.io --basic-auth-user=relay --basic-auth-password=«a» --interval=30s"
output_log="/var/log/relay.log"
`, V{"a": g.pwStrong()}, "--target=https://push.acme.io")
}

// ---- Nomad and ECS ----

func (g *G) ctrNomadECS() {
	g.ctrAdd("nomad-job-inspect", `
$ nomad job inspect billing | jq '.Job.TaskGroups[0].Tasks[0] | {Name, Driver, Config, Env, Templates}'
{
  "Name": "api",
  "Driver": "docker",
  "Config": {
    "image": "registry.acme.io/billing:5.1.0",
    "ports": [
      "http"
    ],
    "args": [
      "--listen",
      ":${NOMAD_PORT_http}"
    ],
    "auth": [
      {
        "username": "nomad-pull",
        "password": "«a»"
      }
    ]
  },
  "Env": {
    "STRIPE_API_KEY": "«b»",
    "OTEL_EXPORTER_OTLP_ENDPOINT": "http://otel.service.consul:4317"
  },
  "Templates": [
    {
      "ChangeMode": "restart",
      "DestPath": "secrets/db.env",
      "EmbeddedTmpl": "{{ with secret \"kv/data/billing/db\" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}\n",
      "Envvars": true
    }
  ]
}
`, V{"a": g.pwStrong(), "b": g.skLive()}, `{{ with secret \"kv/data/billing/db\" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}`, "http://otel.service.consul:4317")

	alloc := g.uuid()
	g.ctrAdd("nomad-alloc-exec-env", `
$ nomad job status -short matrix-bridge | tail -3
Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created  Modified
«_a8»  «_n8»  bridge      12       run      running  2d3h ago  2d3h ago
$ nomad alloc exec -task bridge «_a8» env | grep -v ^NOMAD_
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_h»
AS_TOKEN=«a»
HS_TOKEN=«b»
HOMESERVER_URL=https://matrix.acme.io
`, V{"_a8": alloc[:8], "_n8": g.hex(8), "_h": g.hex(12), "a": g.b64u(64), "b": g.b64u(64)}, "HOMESERVER_URL=https://matrix.acme.io")

	g.ctrAdd("nomad-job-hcl-env", `
job "uptime-relay" {
  datacenters = ["home"]
  type        = "service"

  group "relay" {
    task "relay" {
      driver = "exec"

      config {
        command = "/usr/local/bin/relay"
        args    = ["--push-url", "https://uptime.acme.io/api/push/«_push»", "--healthchecks-key", "«a»"]
      }

      env {
        PUSHOVER_USER_KEY  = "«_pu»"
        PUSHOVER_APP_TOKEN = "«b»"
      }
    }
  }
}
`, V{"_push": g.an(10), "a": g.b64u(32), "_pu": "u" + g.s(alLowNum, 29), "b": "a" + g.s(alLowNum, 29)}, `datacenters = ["home"]`)

	g.ctrAdd("ecs-describe-task-definition", `
$ aws ecs describe-task-definition --task-definition orders-api:42 --query 'taskDefinition.containerDefinitions[0]'
{
    "name": "orders-api",
    "image": "«_acct».dkr.ecr.us-east-1.amazonaws.com/orders-api:42",
    "cpu": 512,
    "memory": 1024,
    "portMappings": [
        {
            "containerPort": 8080,
            "hostPort": 8080,
            "protocol": "tcp"
        }
    ],
    "essential": true,
    "environment": [
        {
            "name": "SPRING_PROFILES_ACTIVE",
            "value": "prod"
        },
        {
            "name": "SPRING_DATASOURCE_PASSWORD",
            "value": "«a»"
        },
        {
            "name": "NEW_RELIC_LICENSE_KEY",
            "value": "«b»"
        }
    ],
    "secrets": [
        {
            "name": "JWT_SIGNING_KEY",
            "valueFrom": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:orders/jwt-«_sfx»"
        },
        {
            "name": "KAFKA_SASL_PASSWORD",
            "valueFrom": "arn:aws:ssm:us-east-1:«_acct»:parameter/orders/kafka/password"
        }
    ],
    "logConfiguration": {
        "logDriver": "awslogs",
        "options": {
            "awslogs-group": "/ecs/orders-api",
            "awslogs-region": "us-east-1",
            "awslogs-stream-prefix": "ecs"
        }
    }
}
`, V{"_acct": g.digits(12), "a": g.pw(), "b": g.ctrNRLicense(), "_sfx": g.an(6)}, "parameter/orders/kafka/password", `"name": "JWT_SIGNING_KEY"`)

	g.ctrAdd("ecs-describe-tasks-overrides", `
$ aws ecs describe-tasks --cluster batch --tasks «_task» --query 'tasks[0].{lastStatus: lastStatus, overrides: overrides}'
{
    "lastStatus": "STOPPED",
    "overrides": {
        "containerOverrides": [
            {
                "name": "migrator",
                "command": [
                    "python",
                    "manage.py",
                    "migrate",
                    "--database=reporting"
                ],
                "environment": [
                    {
                        "name": "REPORTING_DB_URL",
                        "value": "postgres://migrator:«a»@reporting.cluster-«_c».us-west-2.rds.amazonaws.com:5432/reporting"
                    }
                ]
            }
        ],
        "inferenceAcceleratorOverrides": []
    }
}
`, V{"_task": g.hex(32), "a": g.pwURL(), "_c": g.s(alLowNum, 12)}, "--database=reporting")

	g.ctrAdd("ecs-execute-command-env", `
$ aws ecs execute-command --cluster prod --task «_task» --container web --interactive --command "env"

The Session Manager plugin was installed successfully. Use the AWS CLI to start a session.


Starting session with SessionId: ecs-execute-command-«_sess»
AWS_CONTAINER_CREDENTIALS_RELATIVE_URI=/v2/credentials/«_cred»
ECS_CONTAINER_METADATA_URI_V4=http://169.254.170.2/v4/«_task»-«_n»
HOSTNAME=ip-10-0-12-77.ec2.internal
ALGOLIA_ADMIN_API_KEY=«a»
CONTENTFUL_MANAGEMENT_TOKEN=«b»
AWS_EXECUTION_ENV=AWS_ECS_FARGATE


Exiting session with sessionId: ecs-execute-command-«_sess».
`, V{"_task": g.hex(32), "_sess": g.s(alLowNum, 17), "_cred": g.uuid(), "_n": g.digits(10), "a": g.hex(32), "b": "CFPAT-" + g.b64u(43)}, "AWS_EXECUTION_ENV=AWS_ECS_FARGATE")

	g.ctrAdd("ecs-task-def-table", `
$ aws ecs describe-task-definition --task-definition scheduler --query 'taskDefinition.containerDefinitions[0].environment' --output table
-------------------------------------------------------------------
|                     DescribeTaskDefinition                      |
+---------------------------+-------------------------------------+
|           name            |                value                |
+---------------------------+-------------------------------------+
|  TZ                       |  Europe/Berlin                      |
|  ZENDESK_API_TOKEN        |  «a»                                |
|  ZENDESK_SUBDOMAIN        |  acmehelp                           |
|  SMTP_PASSWORD            |  «b»                                |
+---------------------------+-------------------------------------+
`, V{"a": g.an(40), "b": g.pw()}, "ZENDESK_SUBDOMAIN        |  acmehelp")

	g.ctrAdd("ecs-register-task-def-input", `
$ cat taskdef.json | jq '.containerDefinitions[] | {name, environment}'
{
  "name": "log-router",
  "environment": [
    {
      "name": "LOGDNA_INGESTION_KEY",
      "value": "«a»"
    }
  ]
}
{
  "name": "app",
  "environment": [
    {
      "name": "LAUNCHDARKLY_SDK_KEY",
      "value": "sdk-«b»"
    },
    {
      "name": "APP_ENV",
      "value": "staging"
    }
  ]
}
$ aws ecs register-task-definition --cli-input-json file://taskdef.json --query 'taskDefinition.taskDefinitionArn'
"arn:aws:ecs:eu-central-1:«_acct»:task-definition/storefront-staging:118"
`, V{"a": g.hex(32), "b": g.uuid(), "_acct": g.digits(12)}, "task-definition/storefront-staging:118")

	g.ctrAdd("batch-job-definition-env", `
$ aws batch describe-job-definitions --job-definition-name genomics-align --status ACTIVE --query 'jobDefinitions[0].containerProperties.{image: image, command: command, environment: environment}'
{
    "image": "«_acct».dkr.ecr.us-east-1.amazonaws.com/align:2.1",
    "command": [
        "align.sh",
        "Ref::sample_id"
    ],
    "environment": [
        {
            "name": "BASESPACE_ACCESS_TOKEN",
            "value": "«a»"
        },
        {
            "name": "OUTPUT_BUCKET",
            "value": "s3://acme-genomics-out"
        }
    ]
}
`, V{"_acct": g.digits(12), "a": g.hex(32)}, "s3://acme-genomics-out", "Ref::sample_id")
}

// ---- PaaS and serverless ----

func (g *G) ctrPlatforms() {
	g.ctrAdd("cloud-run-describe-default", `
$ gcloud run services describe api --region europe-west1
✔ Service api in region europe-west1

URL:     https://api-«_h»-ew.a.run.app
Ingress: all
Traffic:
  100% LATEST (currently api-00031-«=r»)

Last updated on 2024-06-10T16:41:09.118233Z by dana@acme.io:
  Revision api-00031-«=r»
  Container None
    Image:           europe-west1-docker.pkg.dev/acme-prod/app/api:1.31.0
    Port:            8080
    Memory:          512Mi
    CPU:             1000m
    Env vars:
      GOOGLE_CLOUD_PROJECT acme-prod
      MAPS_SERVER_KEY      «a»
      MONGODB_URI          mongodb+srv://api:«b»@prod.«_m».mongodb.net/app
    Secrets:
      STRIPE_SECRET_KEY    stripe-secret-key:latest
    Startup Probe:
      TCP every 240s
      Port:          8080
      Initial delay: 0s
      Timeout:       240s
      Failure threshold: 1
      Type:          Default
  Service account:   api-runtime@acme-prod.iam.gserviceaccount.com
  Concurrency:       80
  Max Instances:     20
  Timeout:           300s
`, V{"_h": g.s(alLowNum, 10), "=r": g.s(alLowNum, 3), "a": g.googleKey(), "b": g.pwURL(), "_m": g.s(alLowNum, 5)}, "stripe-secret-key:latest", "api-runtime@acme-prod.iam.gserviceaccount.com")

	g.ctrAdd("cloud-run-describe-export-yaml", `
$ gcloud run services describe renderer --region us-central1 --format export
apiVersion: serving.knative.dev/v1
kind: Service
metadata:
  annotations:
    run.googleapis.com/ingress: all
  labels:
    cloud.googleapis.com/location: us-central1
  name: renderer
  namespace: '«_proj»'
spec:
  template:
    metadata:
      annotations:
        autoscaling.knative.dev/maxScale: '10'
        run.googleapis.com/client-name: gcloud
    spec:
      containerConcurrency: 8
      containers:
      - env:
        - name: BROWSERLESS_TOKEN
          value: «a»
        - name: R2_SECRET_ACCESS_KEY
          value: «b»
        - name: R2_ACCESS_KEY_ID
          valueFrom:
            secretKeyRef:
              key: latest
              name: r2-access-key-id
        image: us-docker.pkg.dev/acme-tools/render/renderer@sha256:«_dg»
        ports:
        - containerPort: 8080
          name: http1
      serviceAccountName: renderer@acme-tools.iam.gserviceaccount.com
`, V{"_proj": g.digits(12), "a": g.hex(32), "b": g.hex(64), "_dg": g.hex(64)}, "name: r2-access-key-id", "renderer@acme-tools.iam.gserviceaccount.com")

	g.ctrAdd("gcloud-functions-describe", `
$ gcloud functions describe resize-image --gen2 --region us-east1 --format 'yaml(serviceConfig.environmentVariables,serviceConfig.secretEnvironmentVariables)'
serviceConfig:
  environmentVariables:
    IMGPROXY_KEY: «a»
    IMGPROXY_SALT: «b»
    LOG_EXECUTION_ID: 'true'
  secretEnvironmentVariables:
  - key: CLOUDINARY_API_SECRET
    projectId: acme-media
    secret: cloudinary-api-secret
    version: latest
`, V{"a": g.hex(64), "b": g.hex(64)}, "secret: cloudinary-api-secret")

	g.ctrAdd("lambda-get-function-configuration", `
$ aws lambda get-function-configuration --function-name slack-digest
{
    "FunctionName": "slack-digest",
    "FunctionArn": "arn:aws:lambda:eu-west-1:«_acct»:function:slack-digest",
    "Runtime": "python3.12",
    "Role": "arn:aws:iam::«_acct»:role/slack-digest-role-«_r»",
    "Handler": "app.handler",
    "CodeSize": 1184312,
    "Timeout": 60,
    "MemorySize": 256,
    "LastModified": "2024-06-07T12:44:01.221+0000",
    "CodeSha256": "«_cs»",
    "Version": "$LATEST",
    "Environment": {
        "Variables": {
            "SLACK_BOT_TOKEN": "«a»",
            "SLACK_SIGNING_SECRET": "«b»",
            "NOTION_DATABASE_ID": "«_nd»",
            "NOTION_TOKEN": "«c»"
        }
    },
    "TracingConfig": {
        "Mode": "PassThrough"
    },
    "RevisionId": "«_rev»",
    "State": "Active",
    "PackageType": "Zip",
    "Architectures": [
        "arm64"
    ]
}
`, V{"_acct": g.digits(12), "_r": g.s(alLowNum, 8), "_cs": g.b64(32), "a": g.xoxb(), "b": g.hex(32), "_nd": g.hex(32), "c": g.notion(), "_rev": g.uuid()}, `"Handler": "app.handler"`)

	g.ctrAdd("lambda-update-function-configuration-cli", `
$ aws lambda update-function-configuration --function-name pdf-export \
    --environment "Variables={GOTENBERG_URL=https://pdf.internal.acme.io,DOCRAPTOR_API_KEY=«a»,SENTRY_DSN=https://«=k»@o«_o».ingest.sentry.io/«_p»}" \
    --query 'Environment'
{
    "Variables": {
        "GOTENBERG_URL": "https://pdf.internal.acme.io",
        "DOCRAPTOR_API_KEY": "«a»",
        "SENTRY_DSN": "https://«=k»@o«_o».ingest.sentry.io/«_p»"
    }
}
`, V{"a": g.an(20), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "GOTENBERG_URL=https://pdf.internal.acme.io")

	g.ctrAdd("apprunner-describe-service", `
$ aws apprunner describe-service --service-arn arn:aws:apprunner:us-east-1:«_acct»:service/docs-api/«_sid» --query 'Service.SourceConfiguration.ImageRepository.ImageConfiguration'
{
    "RuntimeEnvironmentVariables": {
        "DOCS_BASE_URL": "https://docs.acme.io",
        "TYPESENSE_ADMIN_KEY": "«a»"
    },
    "RuntimeEnvironmentSecrets": {
        "GITHUB_APP_PRIVATE_KEY": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:docs/github-app-«_s»"
    },
    "Port": "8000"
}
`, V{"_acct": g.digits(12), "_sid": g.hex(32), "a": g.an(32), "_s": g.an(6)}, "DOCS_BASE_URL")

	g.ctrAdd("az-containerapp-show-env", `
$ az containerapp show -n orders -g rg-prod --query "properties.template.containers[0].env" -o json
[
  {
    "name": "ASPNETCORE_ENVIRONMENT",
    "value": "Production"
  },
  {
    "name": "ConnectionStrings__Orders",
    "value": "Server=tcp:sql-acme-prod.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=«a»;Encrypt=True;"
  },
  {
    "name": "ServiceBus__ConnectionString",
    "value": "Endpoint=sb://acme-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»"
  },
  {
    "name": "AzureAd__ClientSecret",
    "secretRef": "aad-client-secret"
  }
]
`, V{"a": g.pw(), "b": g.b64(32)}, `"secretRef": "aad-client-secret"`, "SharedAccessKeyName=RootManageSharedAccessKey")

	g.ctrAdd("az-container-show-aci", `
$ az container show -g rg-jobs -n nightly-export --query "containers[0].{command: command, env: environmentVariables}"
{
  "command": [
    "/bin/sh",
    "-c",
    "python export.py --since yesterday"
  ],
  "env": [
    {
      "name": "SNOWFLAKE_USER",
      "secureValue": null,
      "value": "EXPORT_SVC"
    },
    {
      "name": "SNOWFLAKE_PASSWORD",
      "secureValue": null,
      "value": "«a»"
    },
    {
      "name": "SFTP_PASSWORD",
      "secureValue": null,
      "value": null
    }
  ]
}
`, V{"a": g.pwStrong()}, "python export.py --since yesterday", `"value": "EXPORT_SVC"`)

	g.ctrAdd("az-webapp-appsettings-list", `
$ az webapp config appsettings list -n acme-intranet -g rg-web -o table
Name                                   SlotSetting    Value
-------------------------------------  -------------  ------------------------------------------------------------
APPLICATIONINSIGHTS_CONNECTION_STRING  False          InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/
WEBSITE_RUN_FROM_PACKAGE               False          1
SHAREPOINT_CLIENT_SECRET               True           «a»
SQL_PASSWORD                           True           «b»
`, V{"_ik": g.uuid(), "a": g.azSecret(), "b": g.pw()}, "WEBSITE_RUN_FROM_PACKAGE")

	g.ctrAdd("heroku-config", `
$ heroku config -a acme-crm
=== acme-crm Config Vars

DATABASE_URL:            postgres://«_u»:«a»@ec2-52-31-94-12.eu-west-1.compute.amazonaws.com:5432/«_db»
PAPERTRAIL_API_TOKEN:    «b»
REDIS_TLS_URL:           rediss://:«c»@ec2-34-241-8-77.eu-west-1.compute.amazonaws.com:18730
SENDGRID_API_KEY:        «d»
WEB_CONCURRENCY:         3
`, V{"_u": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(63), "_db": "d" + g.s(alLowNum, 13), "b": g.an(20), "c": "p" + g.hex(63), "d": g.sendgrid()}, "WEB_CONCURRENCY:         3")

	g.ctrAdd("heroku-config-shell-and-get", `
$ heroku config:get CLOUDAMQP_URL -a acme-jobs
amqps://«_u»:«a»@rat.rmq2.cloudamqp.com/«_u»
$ heroku config --shell -a acme-jobs | grep -E 'SECRET|TOKEN'
HEROKU_API_TOKEN='«b»'
SECRET_KEY_BASE='«c»'
`, V{"_u": g.s(alLower, 8), "a": g.b64u(32), "b": g.heroku(), "c": g.hex(128)}, "rat.rmq2.cloudamqp.com")

	g.ctrAdd("fly-secrets-list-then-ssh-env", `
$ fly secrets list -a acme-chat
NAME                    DIGEST                  CREATED AT
DATABASE_URL            «_d1»        2024-05-02T09:11:27Z
LIVEKIT_API_SECRET      «_d2»        2024-05-02T09:11:27Z
OPENAI_API_KEY          «_d3»        2024-06-01T18:40:02Z
$ fly ssh console -a acme-chat -C 'printenv LIVEKIT_API_SECRET OPENAI_API_KEY'
Connecting to fdaa:0:«_ip»::2... complete
«a»
«b»
`, V{"_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16), "_ip": g.hex(4) + ":a7b:" + g.hex(3), "a": g.an(43), "b": g.openai()}, "LIVEKIT_API_SECRET      ")

	g.ctrAdd("cf-env-vcap", `
$ cf env invoice-svc
Getting env variables for app invoice-svc in org acme / space prod as dana@acme.io...

System-Provided:
VCAP_SERVICES: {
  "p.mysql": [
    {
      "binding_guid": "«_bg»",
      "credentials": {
        "hostname": "q-n3s3y1.q-g1147.bosh",
        "jdbcUrl": "jdbc:mysql://q-n3s3y1.q-g1147.bosh:3306/service_instance_db?user=«_u»&password=«a»&useSSL=false",
        "name": "service_instance_db",
        "password": "«a»",
        "port": 3306,
        "username": "«_u»"
      },
      "instance_guid": "«_ig»",
      "label": "p.mysql",
      "name": "invoice-db",
      "plan": "db-small"
    }
  ]
}

User-Provided:
DOCUSIGN_INTEGRATION_KEY: «_dk»
DOCUSIGN_RSA_PRIVATE_KEY: «b»

No running env variables have been set
`, V{"_bg": g.uuid(), "_u": g.hex(32), "a": g.s(alAlnum+"_-", 32), "_ig": g.uuid(), "_dk": g.uuid(), "b": jsonEsc(g.rsaPEM().block())}, `"name": "invoice-db"`, "No running env variables have been set")

	g.ctrAdd("eb-printenv", `
(.venv) dana@laptop:~/src/portal$ eb printenv portal-prod
 Environment Variables:
     DJANGO_SETTINGS_MODULE = portal.settings.prod
     RDS_HOSTNAME = portal.«_c».eu-west-2.rds.amazonaws.com
     RDS_PASSWORD = «a»
     RDS_USERNAME = portal
     OKTA_CLIENT_SECRET = «b»
     PYTHONPATH = /var/app/venv/staging-LQM1lest/bin
`, V{"_c": g.s(alLowNum, 12), "a": g.pwURL(), "b": g.b64u(40)}, "DJANGO_SETTINGS_MODULE = portal.settings.prod")

	g.ctrAdd("railway-variables", `
$ railway variables --service worker
╔══════════════════════════════ Variables for worker ══════════════════════════════╗
║ QSTASH_TOKEN              │ «a» ║
║──────────────────────────────────────────────────────────────────────────────────║
║ RAILWAY_ENVIRONMENT_NAME  │ production                                           ║
║──────────────────────────────────────────────────────────────────────────────────║
║ RAILWAY_PRIVATE_DOMAIN    │ worker.railway.internal                              ║
║──────────────────────────────────────────────────────────────────────────────────║
║ UPSTASH_REDIS_REST_TOKEN  │ «b» ║
╚══════════════════════════════════════════════════════════════════════════════════╝
`, V{"a": b64s(fmt.Sprintf(`{"UserID":"%s","Password":"%s"}`, g.uuid(), g.hex(32))), "b": "A" + g.b64u(59)}, "worker.railway.internal")

	g.ctrAdd("doctl-apps-spec-get", `
$ doctl apps spec get «_app»
name: acme-forum
region: fra
services:
- name: discourse
  image:
    registry_type: DOCR
    repository: discourse
    tag: 3.2.2
  envs:
  - key: DISCOURSE_DB_PASSWORD
    scope: RUN_TIME
    type: SECRET
    value: EV[1:«_ev1»:«_ev2»]
  - key: DISCOURSE_SMTP_PASSWORD
    scope: RUN_TIME
    value: «a»
  - key: DISCOURSE_HOSTNAME
    scope: RUN_AND_BUILD_TIME
    value: forum.acme.io
`, V{"_app": g.uuid(), "_ev1": g.b64(18), "_ev2": g.b64(36), "a": g.pw()}, "value: forum.acme.io", "type: SECRET")
}

// ---- tracing and runtime introspection ----

func (g *G) ctrTrace() {
	pw := g.an(32)
	g.ctrAdd("strace-redis-auth-resp", `
$ strace -f -e trace=connect,write -s 128 redis-cli -h 10.0.2.15 -a "$REDIS_PASS" --no-auth-warning PING
connect(3, {sa_family=AF_INET, sin_port=htons(6379), sin_addr=inet_addr("10.0.2.15")}, 16) = 0
write(3, "*2\r\n$4\r\nAUTH\r\n$«=n»\r\n«a»\r\n", «=l») = «=l»
write(3, "*1\r\n$4\r\nPING\r\n", 14) = 14
write(1, "PONG\n", 5PONG
)                   = 5
+++ exited with 0 +++
`, V{"=n": fmt.Sprint(len(pw)), "a": pw, "=l": fmt.Sprint(len(pw) + 23)}, `write(3, "*1\r\n$4\r\nPING\r\n", 14) = 14`)

	pw = g.pwURL()
	g.ctrAdd("strace-redis-acl-auth-sendto", `
[pid «_pid»] connect(11, {sa_family=AF_INET, sin_port=htons(6380), sin_addr=inet_addr("172.18.0.4")}, 16) = -1 EINPROGRESS (Operation now in progress)
[pid «_pid»] sendto(11, "*3\r\n$4\r\nAUTH\r\n$6\r\nworker\r\n$«=n»\r\n«a»\r\n", «=l», MSG_NOSIGNAL, NULL, 0) = «=l»
[pid «_pid»] recvfrom(11, "+OK\r\n", 65536, 0, NULL, NULL) = 5
`, V{"_pid": g.ctrPID(), "=n": fmt.Sprint(len(pw)), "a": pw, "=l": fmt.Sprint(len(pw) + 37)}, `recvfrom(11, "+OK\r\n", 65536, 0, NULL, NULL) = 5`)

	pw = g.pw()
	g.ctrAdd("strace-ftp-pass", `
$ strace -e trace=network,write -s 80 -p «_pid» 2>&1 | head
write(3, "USER scanner\r\n", 14)         = 14
read(3, "331 Password required for scanner\r\n", 4096) = 35
write(3, "PASS «a»\r\n", «=l») = «=l»
read(3, "230 User scanner logged in\r\n", 4096) = 28
`, V{"_pid": g.ctrPID(), "a": pw, "=l": fmt.Sprint(len(pw) + 7)}, "331 Password required for scanner")

	plain := b64s("\x00alerts@acme.io\x00" + g.pwURL())
	g.ctrAdd("strace-smtp-auth-plain", `
sendto(5, "EHLO monitor-01\r\n", 17, MSG_NOSIGNAL, NULL, 0) = 17
recvfrom(5, "250-smtp.acme.io\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n", 1024, 0, NULL, NULL) = 55
sendto(5, "AUTH PLAIN «a»\r\n", «=l», MSG_NOSIGNAL, NULL, 0) = «=l»
recvfrom(5, "235 2.7.0 Authentication successful\r\n", 1024, 0, NULL, NULL) = 38
`, V{"a": plain, "=l": fmt.Sprint(len(plain) + 13)}, "235 2.7.0 Authentication successful")

	pw = g.pwURL()
	g.ctrAdd("strace-postgres-password-message", `
$ strace -e trace=sendto,recvfrom -s 64 psql -h db.lab -U report -c 'select 1' 2>&1 | grep -v '^ ?column'
recvfrom(3, "R\0\0\0\10\0\0\0\3", 16384, 0, NULL, NULL) = 9
sendto(3, "«=pre»«a»\0", «=l», MSG_NOSIGNAL, NULL, 0) = «=l»
recvfrom(3, "R\0\0\0\10\0\0\0\0S\0\0\0\26application_name\0psql\0", 16384, 0, NULL, NULL) = 36
`, V{"=pre": ctrStraceEsc([]byte{'p', 0, 0, 0, byte(len(pw) + 5)}, pw[0]), "a": pw, "=l": fmt.Sprint(len(pw) + 6)}, `"R\0\0\0\10\0\0\0\3"`)

	g.ctrAdd("strace-execve-mysql", `
$ strace -f -e trace=execve -s 200 ./nightly.sh 2>&1 | grep execve
execve("./nightly.sh", ["./nightly.sh"], 0x7ffc«_a1» /* 31 vars */) = 0
[pid «_p»] execve("/usr/bin/mysql", ["mysql", "-h", "10.3.0.8", "-u", "etl", "-p«a»", "-e", "CALL refresh_rollups()"], 0x55d1«_a2» /* 31 vars */) = 0
[pid «_p2»] execve("/usr/bin/gzip", ["gzip", "-9", "/var/tmp/rollups.csv"], 0x55d1«_a3» /* 31 vars */) = 0
`, V{"_a1": g.hex(8), "_p": g.ctrPID(), "a": g.pwURL(), "_a2": g.hex(8), "_p2": g.ctrPID(), "_a3": g.hex(8)}, `"CALL refresh_rollups()"`)

	g.ctrAdd("strace-v-execve-env", `
$ strace -v -e trace=execve -s 120 terraform plan 2>&1 | head -2
execve("/usr/local/bin/terraform", ["terraform", "plan"], ["SHELL=/bin/bash", "TF_VAR_db_password=«a»", "ARM_CLIENT_ID=«_cid»", "ARM_CLIENT_SECRET=«b»", "ARM_TENANT_ID=«_tid»", "HOME=/home/dana", "TF_IN_AUTOMATION=1"]) = 0
brk(NULL)                               = 0x2a4c000
`, V{"a": g.pw(), "_cid": g.uuid(), "b": g.azSecret(), "_tid": g.uuid()}, "TF_IN_AUTOMATION=1")

	g.ctrAdd("ltrace-getenv", `
$ ltrace -e getenv ./report-uploader --dry-run
report-uploader->getenv("UPLOAD_ENDPOINT")       = "https://files.acme.io/upload"
report-uploader->getenv("UPLOAD_TOKEN")          = "«a»"
report-uploader->getenv("HTTP_PROXY")            = nil
dry run: would upload 14 files
+++ exited (status 0) +++
`, V{"a": "upl_" + g.hex(40)}, `getenv("UPLOAD_ENDPOINT")       = "https://files.acme.io/upload"`)

	g.ctrAdd("gdb-call-getenv", `
$ sudo gdb -p «_pid» -batch -ex 'call (char*)getenv("PAYPAL_CLIENT_SECRET")' -ex 'call (char*)getenv("PAYPAL_CLIENT_ID")'
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f3a«_a» in __GI___poll (fds=0x7ffd«_b», nfds=1, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
$1 = 0x7ffd«_c» "«a»"
$2 = 0x7ffd«_d» "«_cid»"
[Inferior 1 (process «_pid») detached]
`, V{"_pid": g.ctrPID(), "_a": g.hex(8), "_b": g.hex(8), "_c": g.hex(8), "a": "E" + g.b64u(79), "_d": g.hex(8), "_cid": "A" + g.b64u(79)}, `Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".`)

	g.ctrAdd("execsnoop-bpfcc", `
$ sudo execsnoop-bpfcc -T
TIME     PCOMM            PID     PPID    RET ARGS
10:14:02 sh               «_p1»   «_p0»     0 /bin/sh -c /opt/deploy/hooks/post-receive
10:14:02 git              «_p2»   «_p1»     0 /usr/bin/git fetch https://deploy:«a»@gitlab.acme.io/web/site.git main
10:14:03 rsync            «_p3»   «_p1»     0 /usr/bin/rsync -a --delete build/ /var/www/site/
`, V{"_p1": g.ctrPID(), "_p0": g.ctrPID(), "_p2": g.ctrPID(), "a": g.glpat(), "_p3": g.ctrPID()}, "/opt/deploy/hooks/post-receive", "/var/www/site/")

	g.ctrAdd("auditd-execve-plain", `
# ausearch -k exec_watch -i | tail -4
type=PROCTITLE msg=audit(06/11/2024 10:22:14.512:88211) : proctitle=curl -u admin:«a» -X DELETE https://es01.acme.local:9200/logs-2024.05.*
type=EXECVE msg=audit(06/11/2024 10:22:14.512:88211) : argc=5 a0=curl a1=-u a2=admin:«a» a3=-X a4=DELETE
type=SYSCALL msg=audit(06/11/2024 10:22:14.512:88211) : arch=x86_64 syscall=execve success=yes exit=0 ppid=«_pp» pid=«_p» auid=dana uid=dana comm=curl exe=/usr/bin/curl key=exec_watch
`, V{"a": g.pwURL(), "_pp": g.ctrPID(), "_p": g.ctrPID()}, "https://es01.acme.local:9200/logs-2024.05.*")

	hdr := "Authorization: Bearer " + g.an(40)
	g.ctrAdd("auditd-execve-hex-arg", `
# grep 'type=EXECVE' /var/log/audit/audit.log | tail -1
type=EXECVE msg=audit(1718101334.208:90412): argc=4 a0="curl" a1="-H" a2=«a» a3="https://api.acme.io/v1/admin/reindex"
`, V{"a": strings.ToUpper(fmt.Sprintf("%x", hdr))}, `a3="https://api.acme.io/v1/admin/reindex"`)

	g.ctrAdd("falco-alert-json", `
{"hostname":"ip-10-0-7-41","output":"10:31:07.412318712: Notice Unexpected connection to K8s API Server from container (connection=10.0.7.41:51822->172.20.0.1:443 lport=443 rport=51822 fd_type=ipv4 fd_proto=tcp evt_type=connect user=root user_uid=0 user_loginuid=-1 process=kubectl proc_exepath=/usr/local/bin/kubectl parent=sh command=kubectl --token=«a» get secrets -A terminal=34817 container_id=«_c» container_image=bitnami/kubectl container_image_tag=1.30 container_name=debug k8s_ns=tools k8s_pod_name=debug-«_p»)","priority":"Notice","rule":"Contact K8S API Server From Container","source":"syscall","tags":["T1565","container","k8s","maturity_stable","mitre_discovery","network"],"time":"2024-06-11T10:31:07.412318712Z","output_fields":{"container.id":"«_c»","proc.cmdline":"kubectl --token=«a» get secrets -A","k8s.ns.name":"tools"}}
`, V{"a": g.k8sSAToken(), "_c": g.hex(12), "_p": g.s(alLowNum, 5)}, "Contact K8S API Server From Container")

	g.ctrAdd("sysdig-spy-users", `
$ sudo sysdig -c spy_users
«_p» 10:44:12 root) psql "host=10.1.0.5 user=ledger_admin password=«a» dbname=ledger"
«_p» 10:44:40 root) \dt
«_p2» 10:45:02 dana) vim /etc/nginx/sites-enabled/ledger.conf
`, V{"_p": g.ctrPID(), "a": g.pwURL(), "_p2": g.ctrPID()}, "/etc/nginx/sites-enabled/ledger.conf")

	g.ctrAdd("jcmd-vm-command-line", `
$ jcmd «_pid» VM.command_line
«_pid»:
VM Arguments:
jvm_args: -Xms2g -Xmx2g -Djava.security.egd=file:/dev/./urandom -Dspring.datasource.password=«a» -Dspring.rabbitmq.password=«b» -javaagent:/opt/otel/opentelemetry-javaagent.jar
java_command: /app/inventory.jar --server.port=8080
java_class_path (initial): /app/inventory.jar
Launcher Type: SUN_STANDARD
`, V{"_pid": g.ctrPID(), "a": g.pwURL(), "b": g.pw()}, "/opt/otel/opentelemetry-javaagent.jar")

	g.ctrAdd("jcmd-system-properties", `
$ jcmd $(pgrep -f jenkins.war) VM.system_properties | grep -i -E 'pass|secret|token'
javax.net.ssl.keyStorePassword=«a»
jenkins.install.runSetupWizard=false
casc.vault.token=«b»
hudson.security.csrf.GlobalCrumbIssuerConfiguration.DISABLE_CSRF_PROTECTION=false
`, V{"a": g.pwURL(), "b": g.vaultTok()}, "jenkins.install.runSetupWizard=false")

	g.ctrAdd("py-spy-dump-locals", `
$ sudo py-spy dump --pid «_pid» --locals
Process «_pid»: /srv/ingest/.venv/bin/python -m ingest.worker
Python v3.11.9 (/usr/bin/python3.11)

Thread «_tid» (idle): "MainThread"
    _send (httpx/_transports/default.py:233)
        Arguments:
            self: <HTTPTransport at 0x7f«_o1»>
            request: <Request at 0x7f«_o2»>
    push_batch (ingest/clients/segment.py:48)
        Arguments:
            self: <SegmentClient at 0x7f«_o3»>
            batch: <list at 0x7f«_o4»>
        Locals:
            write_key: "«a»"
            url: "https://api.segment.io/v1/batch"
`, V{"_pid": g.ctrPID(), "_tid": g.digits(4), "_o1": g.hex(10), "_o2": g.hex(10), "_o3": g.hex(10), "_o4": g.hex(10), "a": g.an(32)}, `url: "https://api.segment.io/v1/batch"`)

	tok := g.an(40)
	g.ctrAdd("lsof-then-strace-http-write", `
$ sudo lsof -nP -iTCP -a -p «_pid»
COMMAND    PID USER   FD   TYPE  DEVICE SIZE/OFF NODE NAME
sync-agen «_pid»  app   9u  IPv4 «_dev»      0t0  TCP 127.0.0.1:51144->127.0.0.1:8200 (ESTABLISHED)
$ sudo strace -p «_pid» -e trace=write -s 300 2>&1 | head -2
write(9, "GET /v1/kv/data/sync/creds HTTP/1.1\r\nHost: 127.0.0.1:8200\r\nUser-Agent: Go-http-client/1.1\r\nX-Vault-Token: «a»\r\nAccept-Encoding: gzip\r\n\r\n", 142) = 142
`, V{"_pid": g.ctrPID(), "_dev": g.digits(7), "a": "hvs." + tok[:24]}, "TCP 127.0.0.1:51144->127.0.0.1:8200 (ESTABLISHED)")

	dn := "cn=svc-gitlab,ou=services,dc=acme,dc=io"
	pw = g.pwURL()
	bind := append([]byte{2, 1, 3, 4, byte(len(dn))}, dn...)
	bind = append(bind, 0x80, byte(len(pw)))
	app := append([]byte{0x60, byte(len(bind) + len(pw))}, bind...)
	msg := append([]byte{0x30, byte(len(app) + len(pw) + 3), 2, 1, 1}, app...)
	g.ctrAdd("strace-ldap-simple-bind", `
[pid «_p»] sendto(14, "«=pre»«a»", «=l», MSG_NOSIGNAL, NULL, 0) = «=l»
[pid «_p»] recvfrom(14, "0\f\2\1\1a\7\n\1\0\4\0\4\0", 8192, 0, NULL, NULL) = 14
`, V{"_p": g.ctrPID(), "=pre": ctrStraceEsc(msg, pw[0]), "a": pw, "=l": fmt.Sprint(len(msg) + len(pw))}, dn)
}

// ctrStraceEsc escapes b as strace prints a buffer, next being the byte
// that follows it.
func ctrStraceEsc(b []byte, next byte) string {
	var sb strings.Builder
	for i, c := range b {
		n := next
		if i+1 < len(b) {
			n = b[i+1]
		}
		switch {
		case c == '\n':
			sb.WriteString(`\n`)
		case c == '\r':
			sb.WriteString(`\r`)
		case c == '\t':
			sb.WriteString(`\t`)
		case c == '\f':
			sb.WriteString(`\f`)
		case c == '\v':
			sb.WriteString(`\v`)
		case c == '"' || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c >= 0x20 && c < 0x7f:
			sb.WriteByte(c)
		case n >= '0' && n <= '7':
			fmt.Fprintf(&sb, `\%03o`, c)
		default:
			fmt.Fprintf(&sb, `\%o`, c)
		}
	}
	return sb.String()
}

// ---- more runtimes, hosts and in-container views ----

func (g *G) ctrMore() {
	g.ctrAdd("windows-container-env-ps", `
PS C:\> docker exec -it iis-legacy powershell -Command "Get-ChildItem Env: | Where-Object Name -like '*CONN*' | Format-Table -AutoSize"

Name                      Value
----                      -----
SQLCONNSTR_Legacy         Data Source=sql02.corp.acme.local;Initial Catalog=Legacy;User Id=legacy_web;Password=«a»;
CUSTOMCONNSTR_Blob        DefaultEndpointsProtocol=https;AccountName=acmelegacy;AccountKey=«b»;EndpointSuffix=core.windows.net

`, V{"a": g.pw(), "b": g.azStorage()}, "AccountName=acmelegacy", "sql02.corp.acme.local")

	g.ctrAdd("jps-lvm", `
$ jps -lvm
«_p1» org.apache.catalina.startup.Bootstrap start -Djava.util.logging.config.file=/opt/tomcat/conf/logging.properties -Dcatalina.base=/opt/tomcat -Djdbc.password=«a» -Dmail.smtp.password=«b»
«_p2» jdk.jcmd/sun.tools.jps.Jps -lvm -Dapplication.home=/usr/lib/jvm/java-17-openjdk-amd64 -Xms8m
`, V{"_p1": g.ctrPID(), "a": g.pw(), "b": g.pwURL(), "_p2": g.ctrPID()}, "-Dcatalina.base=/opt/tomcat")

	g.ctrAdd("portainer-stack-env-api", `
$ curl -s -H "X-API-Key: $PORTAINER_TOKEN" https://portainer.home.lan/api/stacks/7 | jq '{Name, EntryPoint, Env}'
{
  "Name": "immich",
  "EntryPoint": "docker-compose.yml",
  "Env": [
    {
      "name": "UPLOAD_LOCATION",
      "value": "/srv/photos"
    },
    {
      "name": "DB_PASSWORD",
      "value": "«a»"
    },
    {
      "name": "IMMICH_VERSION",
      "value": "release"
    }
  ]
}
`, V{"a": g.pwURL()}, "X-API-Key: $PORTAINER_TOKEN", `"value": "/srv/photos"`)

	g.ctrAdd("kubectl-exec-proc-cmdline", `
$ kubectl exec -n mq rabbitmq-exporter-0 -- sh -c "tr '\0' ' ' < /proc/1/cmdline"
/bin/rabbitmq_exporter --rabbit.url=http://rabbitmq.mq.svc:15672 --rabbit.user=monitoring --rabbit.password=«a» --web.listen-address=:9419
`, V{"a": g.pw()}, "--rabbit.user=monitoring")

	g.ctrAdd("docker-compose-top", `
$ docker compose top
wallabag-app-1
UID    PID     PPID    C    STIME   TTY   TIME       CMD
root   «_p1»   «_p0»   0    Jun10   ?     00:00:03   /usr/bin/supervisord -c /etc/supervisord.conf
nobody «_p2»   «_p1»   0    Jun10   ?     00:00:01   php-fpm: pool www

wallabag-db-1
UID    PID     PPID    C    STIME   TTY   TIME       CMD
999    «_p3»   «_p4»   0    Jun10   ?     00:01:12   mariadbd --user=mysql --password=«a» --skip-name-resolve
`, V{"_p1": g.ctrPID(), "_p0": g.ctrPID(), "_p2": g.ctrPID(), "_p3": g.ctrPID(), "_p4": g.ctrPID(), "a": g.pwURL()}, "/usr/bin/supervisord -c /etc/supervisord.conf")

	g.ctrAdd("nsenter-read-mounted-file", `
root@node-5:~# PID=$(crictl inspect --output go-template --template '{{.info.pid}}' «_c»)
root@node-5:~# nsenter -t $PID -m cat /etc/billing/creds.env
ADYEN_API_KEY=«a»
ADYEN_MERCHANT_ACCOUNT=AcmeECOM
ADYEN_CLIENT_KEY=live_«_ck»
`, V{"_c": g.hex(13), "a": "AQE" + g.b64u(90), "_ck": g.s(alUpNum, 32)}, "ADYEN_MERCHANT_ACCOUNT=AcmeECOM")

	g.ctrAdd("kubectl-jq-command-sh-c", `
$ kubectl get cronjob db-snapshot -o json | jq -r '.spec.jobTemplate.spec.template.spec.containers[0].command[]'
/bin/sh
-c
PGPASSWORD=«a» pg_dump -h pg-main -U snap app | aws s3 cp - s3://acme-db-snapshots/app-$(date +%F).sql
`, V{"a": g.pwURL()}, "s3://acme-db-snapshots/app-$(date +%F).sql")

	g.ctrAdd("freebsd-procstat-e", `
root@jail-host:~ # procstat -e $(pgrep -j www nginx | head -1)
  PID COMM             ENVIRONMENT
«_p» php-fpm          PATH=/sbin:/bin:/usr/sbin:/usr/bin:/usr/local/sbin:/usr/local/bin PWD=/ HOME=/ WP_DB_PASSWORD=«a» WP_AUTH_KEY=«b»
`, V{"_p": g.ctrPID(), "a": g.pw(), "b": g.s(alSalt, 64)}, "PATH=/sbin:/bin:/usr/sbin:/usr/bin:/usr/local/sbin:/usr/local/bin")

	g.ctrAdd("solaris-pargs-e", `
# pargs -e «_p»
«_p»:	/opt/oracle/product/19c/bin/tnslsnr LISTENER -inherit
envp[0]: ORACLE_HOME=/opt/oracle/product/19c
envp[1]: ORACLE_SID=PRODDB
envp[2]: RMAN_CATALOG_PASSWORD=«a»
envp[3]: TNS_ADMIN=/opt/oracle/network/admin
`, V{"_p": g.ctrPID(), "a": g.pwStrong()}, "ORACLE_HOME=/opt/oracle/product/19c")

	g.ctrAdd("docker-inspect-watchtower-shoutrrr", `
$ docker inspect watchtower --format '{{range .Config.Env}}{{println .}}{{end}}' | grep -v ^PATH
REPO_USER=acme-bot
REPO_PASS=«a»
WATCHTOWER_NOTIFICATION_URL=discord://«b»@«_wh»
WATCHTOWER_CLEANUP=true
WATCHTOWER_SCHEDULE=0 0 4 * * *
`, V{"a": g.dockerPAT(), "b": g.b64u(68), "_wh": g.digits(19)}, "WATCHTOWER_SCHEDULE=0 0 4 * * *")

	g.ctrAdd("kubectl-ds-fluentbit-hec-uuid", `
$ kubectl get ds fluent-bit -n logging -o yaml | grep -B1 -A1 -E 'value:' | head -12
        - name: SPLUNK_HEC_HOST
          value: hec.splunk.acme.io
        - name: SPLUNK_HEC_TOKEN
          value: «a»
        - name: CLUSTER_ID
          value: «_cl»
`, V{"a": g.uuid(), "_cl": g.uuid()}, "hec.splunk.acme.io")

	g.ctrAdd("busybox-ps-w-mosquitto", `
/ # ps w
PID   USER     TIME  COMMAND
    1 root      0:00 /sbin/tini -- /entrypoint.sh
    7 root      1:12 /usr/bin/python3 /app/bridge.py
   41 root      0:00 mosquitto_sub -h mqtt.iot.acme.io -p 8883 --capath /etc/ssl/certs -u gateway-17 -P «a» -t sensors/+/temp
   58 root      0:00 ps w
`, V{"a": g.pwURL()}, "-u gateway-17", "sensors/+/temp")

	g.ctrAdd("nomad-alloc-fs-template", `
$ nomad alloc fs «_a» api/secrets/db.env
DB_PASSWORD=«a»
DB_USER=v-token-billing-«_l»
$ nomad alloc fs «_a» api/local/
Mode        Size   Modified Time              Name
-rw-r--r--  812 B  2024-06-11T09:14:03Z       config.yaml
`, V{"_a": g.hex(8), "a": "A1a-" + g.an(20), "_l": g.an(20) + "-" + g.digits(10)}, "api/secrets/db.env")

	g.ctrAdd("docker-config-inspect-pretty", `
$ docker config inspect --pretty traefik_dynamic_v3
ID:			«_id»
Name:			traefik_dynamic_v3
Created at:            	2024-06-01 08:02:11.512412 +0000 utc
Updated at:            	2024-06-01 08:02:11.512412 +0000 utc
Data:
http:
  middlewares:
    forward-auth:
      forwardAuth:
        address: http://authelia:9091/api/verify?rd=https://auth.acme.io
  serversTransports:
    backend:
      insecureSkipVerify: true
providers:
  http:
    endpoint: https://config.acme.io/traefik?token=«a»
`, V{"_id": g.s(alLowNum, 25), "a": g.hex(40)}, "http://authelia:9091/api/verify?rd=https://auth.acme.io")

	g.ctrAdd("ecs-container-credentials-endpoint", `
root@«_h»:/app# curl -s 169.254.170.2$AWS_CONTAINER_CREDENTIALS_RELATIVE_URI
{"RoleArn":"arn:aws:iam::«_acct»:role/orders-task-role","AccessKeyId":"«a»","SecretAccessKey":"«b»","Token":"«c»","Expiration":"2024-06-11T16:02:11Z"}
`, V{"_h": g.hex(12), "_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "role/orders-task-role")

	g.ctrAdd("systemd-cgls-cmdlines", `
$ systemd-cgls --no-pager -u cron.service
Unit cron.service (/system.slice/cron.service):
├─ «_p0» /usr/sbin/cron -f -P
├─ «_p1» /usr/sbin/CRON -f -P
├─ «_p2» /bin/sh -c /usr/local/bin/sync-ldap.sh
└─ «_p3» ldapsearch -x -H ldaps://ldap.acme.io -D uid=sync,ou=system,dc=acme,dc=io -w «a» -b ou=people,dc=acme,dc=io
`, V{"_p0": g.ctrPID(), "_p1": g.ctrPID(), "_p2": g.ctrPID(), "_p3": g.ctrPID(), "a": g.pw()}, "uid=sync,ou=system,dc=acme,dc=io")
}

// ---- benign look-alikes ----

func (g *G) ctrBenign() {
	g.ctrAdd("benign-docker-ps", `
$ docker ps
CONTAINER ID   IMAGE                          COMMAND                  CREATED        STATUS                  PORTS                                       NAMES
«_a»   ghcr.io/acme/api:1.14.2        "/app/api serve"         3 hours ago    Up 3 hours (healthy)    0.0.0.0:8080->8080/tcp, :::8080->8080/tcp   shop-api-1
«_b»   postgres:16                    "docker-entrypoint.s…"   3 hours ago    Up 3 hours (healthy)    5432/tcp                                    shop-db-1
«_c»   redis:7.2-alpine               "docker-entrypoint.s…"   3 hours ago    Up 3 hours              6379/tcp                                    shop-cache-1
`, V{"_a": g.hex(12), "_b": g.hex(12), "_c": g.hex(12)}, "ghcr.io/acme/api:1.14.2", "shop-cache-1")

	g.ctrAdd("benign-docker-inspect-file-vars", `
$ docker inspect -f '{{json .Config.Env}}' shop-db-1 | jq .
[
  "POSTGRES_USER=shop",
  "POSTGRES_PASSWORD_FILE=/run/secrets/pg_password",
  "POSTGRES_DB=shop",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/lib/postgresql/16/bin",
  "GOSU_VERSION=1.17",
  "PG_SHA256=«_sha»"
]
`, V{"_sha": g.hex(64)}, "POSTGRES_PASSWORD_FILE=/run/secrets/pg_password", "GOSU_VERSION=1.17")

	pod := g.ctrPod("catalog")
	g.ctrAdd("benign-kubectl-describe-refs-only", `
$ kubectl describe pod «_pod» -n shop | sed -n '/Environment/,/Mounts/p'
    Environment Variables from:
      catalog-config   ConfigMap  Optional: false
      catalog-secrets  Secret     Optional: false
    Environment:
      DB_PASSWORD:       <set to the key 'password' in secret 'catalog-db'>  Optional: false
      SEARCH_API_KEY:    <set to the key 'api-key' in secret 'typesense'>    Optional: false
      FEATURE_FLAGS:     <set to the key 'flags' of config map 'catalog-flags'>  Optional: true
      POD_NAME:          «_pod» (v1:metadata.name)
      POD_IP:             (v1:status.podIP)
    Mounts:
`, V{"_pod": pod}, "<set to the key 'password' in secret 'catalog-db'>", "<set to the key 'api-key' in secret 'typesense'>", "catalog-secrets  Secret     Optional: false")

	g.ctrAdd("benign-kubectl-get-pods-wide", `
$ kubectl get pods -n shop -o wide
NAME                       READY   STATUS    RESTARTS   AGE   IP            NODE                                        NOMINATED NODE   READINESS GATES
«_p1»   1/1     Running   0          3d    10.0.3.201    ip-10-0-3-17.eu-west-1.compute.internal     <none>           <none>
«_p2»   1/1     Running   1          3d    10.0.4.88     ip-10-0-4-22.eu-west-1.compute.internal     <none>           <none>
«_p3»   2/2     Running   0          11h   10.0.5.14     ip-10-0-5-9.eu-west-1.compute.internal      <none>           <none>
`, V{"_p1": g.ctrPod("checkout"), "_p2": g.ctrPod("checkout"), "_p3": g.ctrPod("catalog")}, "ip-10-0-4-22.eu-west-1.compute.internal")

	g.ctrAdd("benign-fly-secrets-list", `
$ fly secrets list
NAME                  DIGEST            CREATED AT
DATABASE_URL          «_a»  1h ago
SECRET_KEY_BASE       «_b»  1h ago
STRIPE_API_KEY        «_c»  3w ago
`, V{"_a": g.hex(16), "_b": g.hex(16), "_c": g.hex(16)}, "SECRET_KEY_BASE")

	g.ctrAdd("benign-crictl-pods", `
$ sudo crictl pods --namespace kube-system
POD ID              CREATED             STATE               NAME                                 NAMESPACE           ATTEMPT             RUNTIME
«_a»       2 days ago          Ready               coredns-7db6d8ff4d-«_c»             kube-system         0                   (default)
«_b»       2 days ago          Ready               kube-proxy-«_d»                     kube-system         0                   (default)
$ sudo crictl images --digests | head -3
IMAGE                                     TAG                 DIGEST              IMAGE ID            SIZE
registry.k8s.io/coredns/coredns           v1.11.1             «_e»       «_f»       18.2MB
registry.k8s.io/kube-proxy                v1.30.2             «_g»       «_h»       29MB
`, V{"_a": g.hex(13), "_b": g.hex(13), "_c": g.s("bcdfghjklmnpqrstvwxz2456789", 5), "_d": g.s("bcdfghjklmnpqrstvwxz2456789", 5), "_e": g.hex(13), "_f": g.hex(13), "_g": g.hex(13), "_h": g.hex(13)}, "registry.k8s.io/coredns/coredns")

	g.ctrAdd("benign-docker-manifest-inspect", `
$ docker manifest inspect -v ghcr.io/acme/api:1.14.2 | jq '.[0].Descriptor'
{
  "mediaType": "application/vnd.oci.image.manifest.v1+json",
  "digest": "sha256:«_a»",
  "size": 1611,
  "platform": {
    "architecture": "amd64",
    "os": "linux"
  }
}
$ docker image inspect ghcr.io/acme/api:1.14.2 --format '{{.Id}} {{index .RepoDigests 0}}'
sha256:«_b» ghcr.io/acme/api@sha256:«_a»
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "application/vnd.oci.image.manifest.v1+json")

	g.ctrAdd("benign-ps-ef-ordinary", `
$ ps -ef | head -8
UID          PID    PPID  C STIME TTY          TIME CMD
root           1       0  0 Jun03 ?        00:00:41 /sbin/init
root         «_a»       1  0 Jun03 ?        00:00:12 /lib/systemd/systemd-journald
root         «_b»       1  0 Jun03 ?        00:14:09 /usr/bin/containerd
root         «_c»       1  0 Jun03 ?        00:31:22 /usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock
postgres     «_d»       1  0 Jun03 ?        00:01:02 /usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c config_file=/etc/postgresql/16/main/postgresql.conf
www-data     «_e»   «_f»  0 Jun03 ?        00:00:55 nginx: worker process
`, V{"_a": g.ctrPID(), "_b": g.ctrPID(), "_c": g.ctrPID(), "_d": g.ctrPID(), "_e": g.ctrPID(), "_f": g.ctrPID()}, "config_file=/etc/postgresql/16/main/postgresql.conf", "--containerd=/run/containerd/containerd.sock")

	g.ctrAdd("benign-kubelet-ps-key-paths", `
$ ps -o args= -C kube-apiserver | tr ' ' '\n' | grep -E 'key|token|secret'
--etcd-keyfile=/etc/kubernetes/pki/apiserver-etcd-client.key
--kubelet-client-key=/etc/kubernetes/pki/apiserver-kubelet-client.key
--proxy-client-key-file=/etc/kubernetes/pki/front-proxy-client.key
--service-account-key-file=/etc/kubernetes/pki/sa.pub
--service-account-signing-key-file=/etc/kubernetes/pki/sa.key
--tls-private-key-file=/etc/kubernetes/pki/apiserver.key
--enable-bootstrap-token-auth=true
`, nil, "--service-account-signing-key-file=/etc/kubernetes/pki/sa.key", "--enable-bootstrap-token-auth=true", "--tls-private-key-file=/etc/kubernetes/pki/apiserver.key")

	g.ctrAdd("benign-ecs-secrets-arns", `
$ aws ecs describe-task-definition --task-definition web:77 --query 'taskDefinition.containerDefinitions[0].secrets'
[
    {
        "name": "DATABASE_PASSWORD",
        "valueFrom": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:prod/web/db-«_s1»:password::"
    },
    {
        "name": "STRIPE_SECRET_KEY",
        "valueFrom": "arn:aws:ssm:us-east-1:«_acct»:parameter/prod/web/stripe_secret_key"
    }
]
`, V{"_acct": g.digits(12), "_s1": g.an(6)}, "parameter/prod/web/stripe_secret_key", `"name": "DATABASE_PASSWORD"`)

	g.ctrAdd("benign-cloud-run-secret-refs", `
$ gcloud run services describe billing --region us-central1 | sed -n '/Env vars/,/Service account/p'
    Env vars:
      NODE_ENV             production
      GCP_PROJECT          acme-billing-prod
    Secrets:
      DATABASE_URL         billing-database-url:latest
      STRIPE_SECRET_KEY    stripe-secret-key:7
      /secrets/sa.json     billing-sa-key:latest
  Service account:   billing@acme-billing-prod.iam.gserviceaccount.com
`, nil, "billing-database-url:latest", "stripe-secret-key:7", "billing@acme-billing-prod.iam.gserviceaccount.com")

	g.ctrAdd("benign-kubectl-pod-metadata", `
$ kubectl get pod «_pod» -o jsonpath='{.metadata.uid}{"\n"}{.metadata.resourceVersion}{"\n"}{.metadata.annotations}{"\n"}'
«_uid»
«_rv»
{"checksum/config":"«_c1»","checksum/secret":"«_c2»","kubectl.kubernetes.io/default-container":"app"}
`, V{"_pod": g.ctrPod("api"), "_uid": g.uuid(), "_rv": g.digits(9), "_c1": g.hex(64), "_c2": g.hex(64)}, `"kubectl.kubernetes.io/default-container":"app"`)

	g.ctrAdd("benign-heroku-releases", `
$ heroku releases -a acme-crm -n 4
=== acme-crm Releases - Current: v214
v214  Deploy «_a»                         dana@acme.io          2024/06/11 09:14:03 +0000 (~ 1h ago)
v213  Set SENDGRID_API_KEY config vars    ops@acme.io           2024/06/10 17:02:41 +0000
v212  Deploy «_b»                         dana@acme.io          2024/06/10 11:40:09 +0000
v211  Remove PAPERTRAIL_API_TOKEN config… ops@acme.io           2024/06/09 08:12:55 +0000
`, V{"_a": g.hex(8), "_b": g.hex(8)}, "Set SENDGRID_API_KEY config vars")

	g.ctrAdd("benign-proc-environ-plain", `
$ tr '\0' '\n' < /proc/1/environ
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
HOSTNAME=«_pod»
LANG=C.UTF-8
KUBERNETES_SERVICE_HOST=10.96.0.1
KUBERNETES_SERVICE_PORT=443
APP_VERSION=2.8.1
GIT_COMMIT=«_sha»
HOME=/nonroot
`, V{"_pod": g.ctrPod("web"), "_sha": g.gitSHA()}, "APP_VERSION=2.8.1")

	g.ctrAdd("benign-nomad-job-status", `
$ nomad job status billing
ID            = billing
Name          = billing
Submit Date   = 2024-06-10T14:02:11Z
Type          = service
Priority      = 50
Datacenters   = dc1
Namespace     = default
Status        = running
Periodic      = false
Parameterized = false

Latest Deployment
ID          = «_d»
Status      = successful

Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created   Modified
«_a1»  «_n1»  api         17       run      running  20h ago   20h ago
«_a2»  «_n2»  api         17       run      running  20h ago   20h ago
`, V{"_d": g.hex(8), "_a1": g.hex(8), "_n1": g.hex(8), "_a2": g.hex(8), "_n2": g.hex(8)}, "Parameterized = false")

	g.ctrAdd("benign-docker-history-plain", `
$ docker history --no-trunc --format '{{.CreatedBy}}' ghcr.io/acme/api:1.14.2 | head -5
ENTRYPOINT ["/app/api" "serve"]
COPY /out/api /app/api # buildkit
RUN /bin/sh -c apk add --no-cache ca-certificates tzdata # buildkit
ARG TARGETARCH=amd64
/bin/sh -c #(nop)  CMD ["/bin/sh"]
`, nil, `ENTRYPOINT ["/app/api" "serve"]`, "ARG TARGETARCH=amd64")

	g.ctrAdd("benign-pm2-list", `
$ pm2 ls
┌────┬────────────────────┬──────────┬──────┬───────────┬──────────┬──────────┐
│ id │ name               │ mode     │ ↺    │ status    │ cpu      │ memory   │
├────┼────────────────────┼──────────┼──────┼───────────┼──────────┼──────────┤
│ 0  │ storefront-sync    │ fork     │ 3    │ online    │ 0.3%     │ 88.4mb   │
│ 1  │ api                │ cluster  │ 4    │ online    │ 1.2%     │ 141.2mb  │
│ 2  │ api                │ cluster  │ 4    │ online    │ 0.9%     │ 139.8mb  │
└────┴────────────────────┴──────────┴──────┴───────────┴──────────┴──────────┘
`, nil, "storefront-sync")

	g.ctrAdd("benign-launchctl-list", `
dana@mbp ~ % launchctl list | grep -v '^-' | head -5
PID	Status	Label
«_a»	0	com.apple.Finder
«_b»	0	io.acme.sync-agent
«_c»	0	application.com.todesktop.230313mzl4w4u92.«_x»
«_d»	0	homebrew.mxcl.cloudflared
`, V{"_a": g.ctrPID(), "_b": g.ctrPID(), "_c": g.ctrPID(), "_x": g.digits(8) + "." + g.digits(8), "_d": g.ctrPID()}, "homebrew.mxcl.cloudflared")

	g.ctrAdd("benign-journalctl-request-ids", `
Jun 11 10:02:41 app-02 gunicorn[«_p»]: 10.0.1.5 - - [11/Jun/2024:10:02:41 +0000] "POST /api/v1/orders HTTP/1.1" 201 412 "-" "okhttp/4.12.0" request_id=«_r» trace=«_t»
Jun 11 10:02:42 app-02 gunicorn[«_p»]: 10.0.1.5 - - [11/Jun/2024:10:02:42 +0000] "GET /api/v1/orders/«_o» HTTP/1.1" 200 1288 "-" "okhttp/4.12.0" request_id=«_r2» trace=«_t2»
`, V{"_p": g.ctrPID(), "_r": g.uuid(), "_t": g.hex(32), "_o": g.uuid(), "_r2": g.uuid(), "_t2": g.hex(32)}, `"okhttp/4.12.0"`)

	g.ctrAdd("benign-lsof-inet", `
$ sudo lsof -nP -iTCP -sTCP:LISTEN
COMMAND     PID     USER   FD   TYPE   DEVICE SIZE/OFF NODE NAME
sshd        «_a»     root    3u  IPv4    «_d1»      0t0  TCP *:22 (LISTEN)
postgres    «_b» postgres    6u  IPv4    «_d2»      0t0  TCP 127.0.0.1:5432 (LISTEN)
node        «_c»      app   21u  IPv6    «_d3»      0t0  TCP *:3000 (LISTEN)
`, V{"_a": g.ctrPID(), "_d1": g.digits(5), "_b": g.ctrPID(), "_d2": g.digits(5), "_c": g.ctrPID(), "_d3": g.digits(6)}, "TCP 127.0.0.1:5432 (LISTEN)")

	g.ctrAdd("benign-strace-openat-config", `
$ strace -f -e trace=openat,connect -p «_p» 2>&1 | head -5
[pid «_p»] openat(AT_FDCWD, "/etc/app/config.yaml", O_RDONLY|O_CLOEXEC) = 7
[pid «_p»] openat(AT_FDCWD, "/run/secrets/db_password", O_RDONLY|O_CLOEXEC) = 8
[pid «_p»] connect(9, {sa_family=AF_INET, sin_port=htons(5432), sin_addr=inet_addr("10.0.1.12")}, 16) = -1 EINPROGRESS (Operation now in progress)
[pid «_p»] connect(10, {sa_family=AF_UNIX, sun_path="/var/run/nscd/socket"}, 110) = -1 ENOENT (No such file or directory)
`, V{"_p": g.ctrPID()}, `"/run/secrets/db_password"`, `sin_addr=inet_addr("10.0.1.12")`)

	g.ctrAdd("benign-kubectl-get-secrets", `
$ kubectl get secrets -n shop
NAME                          TYPE                                  DATA   AGE
catalog-db                    Opaque                                2      41d
checkout-db                   Opaque                                2      41d
ghcr-pull                     kubernetes.io/dockerconfigjson        1      88d
sh.helm.release.v1.shop.v37   helm.sh/release.v1                    1      2d
tls-shop-acme-io              kubernetes.io/tls                     2      12d
`, nil, "kubernetes.io/dockerconfigjson", "sh.helm.release.v1.shop.v37")

	g.ctrAdd("benign-compose-config-no-interpolate", `
$ docker compose config --no-interpolate | sed -n '/environment:/,/image:/p'
    environment:
      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD}@db:5432/app
      SESSION_SECRET: ${SESSION_SECRET:?missing}
      SMTP_PASSWORD: ${SMTP_PASSWORD:-}
    image: ghcr.io/acme/app:${TAG:-latest}
`, nil, "${POSTGRES_PASSWORD}", "${SESSION_SECRET:?missing}", "${SMTP_PASSWORD:-}")

	g.ctrAdd("benign-set-env-list-refs", `
$ kubectl set env deploy/worker --list
# Deployment worker, container worker
QUEUE=default
CONCURRENCY=8
# REDIS_PASSWORD from secret redis, key redis-password
# OPENAI_API_KEY from secret openai, key api-key
# LOG_FORMAT from configmap worker-config, key log-format
`, nil, "# REDIS_PASSWORD from secret redis, key redis-password", "# OPENAI_API_KEY from secret openai, key api-key")

	g.ctrAdd("benign-docker-inspect-network", `
$ docker inspect shop-api-1 --format '{{json .NetworkSettings.Networks}}' | jq .
{
  "shop_default": {
    "IPAMConfig": null,
    "Links": null,
    "Aliases": [
      "shop-api-1",
      "api"
    ],
    "MacAddress": "02:42:ac:12:00:04",
    "NetworkID": "«_n»",
    "EndpointID": "«_e»",
    "Gateway": "172.18.0.1",
    "IPAddress": "172.18.0.4",
    "IPPrefixLen": 16,
    "DNSNames": [
      "shop-api-1",
      "api",
      "«_h»"
    ]
  }
}
`, V{"_n": g.hex(64), "_e": g.hex(64), "_h": g.hex(12)}, "02:42:ac:12:00:04")

	g.ctrAdd("benign-vercel-env-ls", `
$ vercel env ls
Vercel CLI 34.2.7
> Environment Variables found for acme/web [212ms]

 name                     value               environments                        created
 DATABASE_URL             Encrypted           Production, Preview                 12d ago
 NEXTAUTH_SECRET          Encrypted           Production                          12d ago
 NEXT_PUBLIC_POSTHOG_KEY  «_ph»    Production, Preview, Development    30d ago
`, V{"_ph": "phc_" + g.an(43)}, "NEXTAUTH_SECRET          Encrypted")

	g.ctrAdd("benign-podman-ps-and-pod", `
$ podman pod ps
POD ID        NAME        STATUS      CREATED      INFRA ID      # OF CONTAINERS
«_a»  wiki-pod    Running     2 days ago   «_b»  3
$ podman ps --pod --format '{{.ID}} {{.Names}} {{.PodName}} {{.Status}}'
«_c» wiki-pod-infra wiki-pod Up 2 days
«_d» wiki wiki-pod Up 2 days
«_e» db wiki-pod Up 2 days (healthy)
`, V{"_a": g.hex(12), "_b": g.hex(12), "_c": g.hex(12), "_d": g.hex(12), "_e": g.hex(12)}, "wiki-pod-infra")
}
