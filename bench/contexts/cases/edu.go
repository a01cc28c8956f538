package cases

import (
	"fmt"
	"strings"
)

// eduCases adds credentials from education technology as a coding agent
// meets them at a school district, a university's IT or teaching team, or
// an edtech startup. Sources: Moodle (config.php with $CFG->dbpass and
// passwordsaltmain, web service and mobile tokens, admin/cli/cfg.php,
// moosh, recaptcha and LDAP settings, mdl_ table dumps, Bitnami images),
// Canvas LMS (access tokens 7~…, developer keys, OAuth2 token exchange,
// canvasapi code, SIS imports, self-hosted config/*.yml, Canvas Data 2
// DAP client secrets), Blackboard Learn REST keys and secrets, BbRest,
// Brightspace/D2L (OAuth2 and Valence ID keys), Schoology and Sakai, LTI
// 1.1 consumer keys and shared secrets, LTI 1.3 tool private keys, private
// JWKs, pylti1p3 and ltijs configs, id_tokens and AGS tokens next to
// platform JWKS, client ids and deployment ids, Google Classroom and
// Workspace for Education (service accounts with domain-wide delegation,
// GAM oauth2.txt and bulk user CSVs, Apps Script, Chromebook ONC Wi-Fi),
// Microsoft Graph for Education and School Data Sync (app secrets, Teams
// webhooks, PowerShell), Zoom (Server-to-Server OAuth, Meeting SDK,
// webhook secret tokens, join links with passcodes), Kaltura and
// Panopto, rostering (Clever, ClassLink, OneRoster CSV and APIs,
// PowerSchool plugins, Infinite Campus, Aeries, Ed-Fi, Skyward), Turnitin,
// Kahoot, H5P, Ed Discussion, Piazza, Open edX (lms.yml, Tutor
// config.yml, JWT keys, xqueue, OAuth applications), JupyterHub for
// classes (jupyterhub_config.py, Zero to JupyterHub values, LTI
// authenticators, API tokens, nbgrader), GitHub Classroom, Gradescope
// autograders, PrairieLearn, Submitty, Autolab, codePost and MOSS, student
// information systems and exports (Synergy, PowerSchool's Oracle database,
// Ellucian Banner and Ethos, Slate admissions, state reporting SFTP),
// Active Directory and LDAP provisioning, and the IT tickets,
// teacher emails and chats around them. Benign look-alikes: course,
// section, SIS, student and assignment ids, LTI deployment and client ids,
// public keys and JWKS, nbgrader checksums, Moodle content hashes, Open
// edX block keys, Clever and Zoom ids, class codes and masked previews.
// The case names start with "edu/".
func (g *G) eduCases() {
	g.eduMoodle()
	g.eduCanvas()
	g.eduLearnD2L()
	g.eduLTI()
	g.eduGoogle()
	g.eduMicrosoft()
	g.eduVideo()
	g.eduRoster()
	g.eduTools()
	g.eduOpenEdx()
	g.eduJupyter()
	g.eduGrading()
	g.eduSIS()
	g.eduChat()
	g.eduBenign()
	g.eduExtra()
}

// ---- helpers used only here ----

// eduAdd is add with "ˋ" standing for a backtick.
func (g *G) eduAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// eduCanvasTok is a Canvas LMS access token (shard id, "~", 64 chars).
func (g *G) eduCanvasTok() string { return g.pick("1~", "7~", "10~", "11~", "7~") + g.an(64) }

// eduDevKey is a Canvas developer key id, which is the OAuth client id (benign).
func (g *G) eduDevKey() string {
	return g.pick("10000000000", "170000000000", "97530000000") + g.digits(3)
}

// eduDeploy is a Canvas LTI 1.3 deployment id (benign).
func (g *G) eduDeploy() string { return fmt.Sprintf("%d:%s", 1+g.r.IntN(400), g.hex(40)) }

// eduCourse is a numeric LMS course id (benign).
func (g *G) eduCourse() string { return g.digits(4 + g.r.IntN(3)) }

// eduStudent is a student or employee number (benign).
func (g *G) eduStudent() string { return g.pick("S", "", "20", "") + g.digits(7) }

// eduZoomID is a Zoom client id or account id shaped value (benign).
func (g *G) eduZoomID() string { return g.s(alAlnum+"_-", 22) }

// eduZoomTok is a Zoom OAuth access token.
func (g *G) eduZoomTok() string {
	h := b64raw(`{"sv":"00000` + fmt.Sprint(1+g.r.IntN(3)) + `","alg":"HS512","v":"2.0","kid":"` + g.uuid() + `"}`)
	return h + "." + g.b64u(360) + "." + g.b64u(86)
}

// eduIDToken is an LTI 1.3 launch id_token from a platform.
func (g *G) eduIDToken(iss, aud, depl string) string {
	iat := 1725000000 + g.r.IntN(20000000)
	p := fmt.Sprintf(`{"https://purl.imsglobal.org/spec/lti/claim/message_type":"LtiResourceLinkRequest","https://purl.imsglobal.org/spec/lti/claim/version":"1.3.0","aud":"%s","azp":"%s","https://purl.imsglobal.org/spec/lti/claim/deployment_id":"%s","exp":%d,"iat":%d,"iss":"%s","nonce":"%s","sub":"%s","https://purl.imsglobal.org/spec/lti/claim/roles":["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"]}`,
		aud, aud, depl, iat+3600, iat, iss, g.uuid(), g.uuid())
	h := b64raw(`{"typ":"JWT","alg":"RS256","kid":"` + g.eduKid() + `"}`)
	return h + "." + b64raw(p) + "." + g.b64u(342)
}

// eduKid is a Canvas style key id: an ISO date with a T (benign inside a header).
func (g *G) eduKid() string {
	return fmt.Sprintf("2024-%02d-01T00:00:0%dZ", 1+g.r.IntN(12), g.r.IntN(10))
}

// eduMSToken is an Entra ID access token for Microsoft Graph.
func (g *G) eduMSToken(tid, appid string) string {
	iat := 1726000000 + g.r.IntN(20000000)
	p := fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"app_displayname":"SDS Roster Sync","appid":"%s","roles":["EduRoster.Read.All","Member.Read.Hidden"],"tid":"%s"}`,
		tid, iat, iat, iat+3599, appid, tid)
	return g.jwt("RS256", p)
}

// ---- Moodle ----

func (g *G) eduMoodle() {
	g.eduAdd("edu/moodle-config-php", `
$ sudo cat /var/www/moodle/config.php
<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'db01.lms.internal';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '«a»';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array (
  'dbpersist' => 0,
  'dbport' => 3306,
  'dbsocket' => '',
  'dbcollation' => 'utf8mb4_unicode_ci',
);

$CFG->wwwroot   = 'https://moodle.«_d»';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

$CFG->directorypermissions = 02777;
$CFG->passwordsaltmain = '«b»';

require_once(__DIR__ . '/lib/setup.php');

// There is no php closing tag in this file,
// it is intentional because it prevents trailing whitespace problems!
`, V{"a": g.pw(), "_d": g.pick("northfield.edu", "riverdale.k12.ny.us", "uni-example.ac.uk"), "b": g.s(alSalt, 32+g.r.IntN(10))}, "db01.lms.internal", "moodleuser", "/var/moodledata")

	g.eduAdd("edu/moodle-config-redis-session-smtp", `
// --- session + cache, added by ops 2024-08 ---
$CFG->session_handler_class = '\core\session\redis';
$CFG->session_redis_host = 'redis.lms.internal';
$CFG->session_redis_port = 6379;
$CFG->session_redis_database = 0;
$CFG->session_redis_auth = '«a»';
$CFG->session_redis_prefix = 'mdl_sess_';
$CFG->session_redis_acquire_lock_timeout = 120;

$CFG->smtphosts = 'smtp.office365.com:587';
$CFG->smtpsecure = 'tls';
$CFG->smtpuser = 'moodle-noreply@«_d»';
$CFG->smtppass = '«b»';
$CFG->noreplyaddress = 'moodle-noreply@«_d»';
`, V{"a": g.an(32), "_d": g.pick("lakeside.edu", "stmarys.ac.uk"), "b": g.pw()}, "redis.lms.internal", "mdl_sess_", "smtp.office365.com:587")

	g.add("edu/moodle-ws-rest-curl-courses", `
$ curl -s "https://moodle.«_d»/webservice/rest/server.php?wstoken=«a»&wsfunction=core_course_get_courses_by_field&field=id&value=«_c»&moodlewsrestformat=json" | jq '.courses[0] | {id, shortname, fullname, categoryid}'
{
  "id": «_c»,
  "shortname": "BIO101-F24",
  "fullname": "Introduction to Biology (Fall 2024)",
  "categoryid": 14
}
`, V{"_d": g.pick("westbrook.edu", "college.example.org"), "a": g.hex(32), "_c": g.digits(4)}, "core_course_get_courses_by_field", "BIO101-F24")

	g.add("edu/moodle-mobile-token-login", `
$ curl -s -X POST https://moodle.«_d»/login/token.php \
    -d username=t.nguyen -d 'password=«a»' -d service=moodle_mobile_app
{"token":"«b»","privatetoken":"«c»"}
`, V{"_d": g.pick("harbor.edu", "example-college.edu"), "a": g.pw(), "b": g.hex(32), "c": g.an(64)}, "moodle_mobile_app", "t.nguyen")

	g.add("edu/moodle-cli-cfg-smtp-ldap", `
$ sudo -u www-data php admin/cli/cfg.php --name=smtppass --set='«a»'
$ sudo -u www-data php admin/cli/cfg.php --component=auth_ldap --name=bind_dn --set='CN=svc-moodle,OU=Service Accounts,DC=district,DC=local'
$ sudo -u www-data php admin/cli/cfg.php --component=auth_ldap --name=bind_pw --set='«b»'
$ sudo -u www-data php admin/cli/cfg.php --component=auth_ldap --name=host_url
ldaps://dc01.district.local
$ sudo -u www-data php admin/cli/purge_caches.php
`, V{"a": g.pw(), "b": g.pwStrong()}, "CN=svc-moodle,OU=Service Accounts,DC=district,DC=local", "ldaps://dc01.district.local")

	g.add("edu/moodle-moosh-user-create", `
$ moosh -n user-create --password «a» --email «=u»@students.«_d» --firstname Ava --lastname Okafor --city Leeds --country GB «=u»
«=id»
$ moosh -n course-enrol -r student «=c» «=u»
$ moosh -n user-list "username = '«=u»'"
«=u» («=id»), «=u»@students.«_d», 
`, V{"a": g.pwURL(), "=u": "aokafor" + g.digits(2), "_d": "leedsacademy.org.uk", "=id": g.digits(4), "=c": g.digits(3)}, "course-enrol -r student")

	g.eduAdd("edu/moodle-external-tokens-sql-dump", `
--
-- Dumping data for table ˋmdl_external_tokensˋ
--

INSERT INTO ˋmdl_external_tokensˋ (ˋidˋ, ˋtokenˋ, ˋprivatetokenˋ, ˋtokentypeˋ, ˋuseridˋ, ˋexternalserviceidˋ, ˋsidˋ, ˋcontextidˋ, ˋcreatoridˋ, ˋiprestrictionˋ, ˋvaliduntilˋ, ˋtimecreatedˋ, ˋlastaccessˋ, ˋnameˋ) VALUES
(12,'«a»',NULL,0,2,3,NULL,1,2,NULL,0,1693401122,1730210044,'SIS grade passback'),
(19,'«b»','«c»',1,4471,1,NULL,1,4471,NULL,0,1727712990,1730199981,NULL);
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.an(64)}, "mdl_external_tokens", "SIS grade passback")

	g.add("edu/moodle-apache-access-log-wstoken", `
10.14.2.31 - - [04/Nov/2024:07:55:12 +0000] "GET /webservice/rest/server.php?wstoken=«a»&wsfunction=gradereport_user_get_grade_items&courseid=«_c»&moodlewsrestformat=json HTTP/1.1" 200 48211 "-" "python-requests/2.31.0"
10.14.2.31 - - [04/Nov/2024:07:55:13 +0000] "GET /pluginfile.php/«_ctx»/mod_resource/content/1/Week%203%20slides.pdf HTTP/1.1" 303 - "-" "Mozilla/5.0"
10.14.2.44 - - [04/Nov/2024:07:55:15 +0000] "POST /lib/ajax/service.php?sesskey=«=sk»&info=core_fetch_notifications HTTP/1.1" 200 512 "https://moodle.example.edu/my/" "Mozilla/5.0"
`, V{"a": g.hex(32), "_c": g.digits(4), "_ctx": g.digits(6), "=sk": g.an(10)}, "gradereport_user_get_grade_items", "python-requests/2.31.0")

	g.add("edu/moodle-python-ws-client", `
# scripts/sync_grades.py
import requests

MOODLE_URL = "https://learn.«_d»"
WSTOKEN = "«a»"  # token for user 'sis_sync', service 'SIS integration'

def call(wsfunction, **params):
    params.update(wstoken=WSTOKEN, wsfunction=wsfunction, moodlewsrestformat="json")
    r = requests.post(f"{MOODLE_URL}/webservice/rest/server.php", data=params, timeout=30)
    r.raise_for_status()
    return r.json()

print(call("core_webservice_get_site_info")["sitename"])
`, V{"_d": g.pick("pinecrest.edu", "example.ac.nz"), "a": g.hex(32)}, "core_webservice_get_site_info", "sis_sync")

	g.add("edu/moodle-bitnami-compose", `
services:
  mariadb:
    image: docker.io/bitnami/mariadb:11.4
    environment:
      - MARIADB_USER=bn_moodle
      - MARIADB_PASSWORD=«a»
      - MARIADB_DATABASE=bitnami_moodle
      - MARIADB_ROOT_PASSWORD=«b»
  moodle:
    image: docker.io/bitnami/moodle:4.4
    ports:
      - '8080:8080'
    environment:
      - MOODLE_DATABASE_HOST=mariadb
      - MOODLE_DATABASE_USER=bn_moodle
      - MOODLE_DATABASE_PASSWORD=«a»
      - MOODLE_USERNAME=admin
      - MOODLE_PASSWORD=«c»
      - MOODLE_EMAIL=lms-admin@school.example
      - MOODLE_SITE_NAME=Hillview Moodle
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pw()}, "bitnami/moodle:4.4", "bn_moodle", "MOODLE_SITE_NAME=Hillview Moodle")

	g.add("edu/moodle-recaptcha-keys-config", `
$CFG->recaptchapublickey  = '«_pub»';
$CFG->recaptchaprivatekey = '«a»';
$CFG->registerauth = 'email';
`, V{"_pub": "6L" + g.b64u(38), "a": "6L" + g.b64u(38)}, "$CFG->registerauth = 'email';")

	g.add("edu/moodle-config-plugins-h5p-hub", `
MariaDB [moodle]> SELECT plugin, name, value FROM mdl_config_plugins WHERE name IN ('site_uuid','hub_secret','secretkey','apikey');
+--------------------+------------+--------------------------------------+
| plugin             | name       | value                                |
+--------------------+------------+--------------------------------------+
| core_h5p           | site_uuid  | «_uuid» |
| core_h5p           | hub_secret | «a»     |
| plagiarism_turnitin| secretkey  | «b»                         |
| local_zoom         | apikey     | «_zk»               |
+--------------------+------------+--------------------------------------+
4 rows in set (0.002 sec)
`, V{"_uuid": g.uuid(), "a": g.an(32), "b": g.an(16), "_zk": g.eduZoomID()}, "mdl_config_plugins", "plagiarism_turnitin")

	g.add("edu/moodle-oauth2-issuer-microsoft", `
mysql> SELECT id, name, clientid, clientsecret, baseurl FROM mdl_oauth2_issuer\G
*************************** 1. row ***************************
          id: 1
        name: Microsoft
    clientid: «_cid»
clientsecret: «a»
     baseurl: https://login.microsoftonline.com/«_tid»/oauth2/v2.0
*************************** 2. row ***************************
          id: 2
        name: Google
    clientid: «_gid».apps.googleusercontent.com
clientsecret: «b»
     baseurl: https://accounts.google.com/
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid(), "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx()}, "mdl_oauth2_issuer")

	g.add("edu/moodle-ansible-vars", `
# group_vars/moodle_prod.yml
moodle_version: MOODLE_404_STABLE
moodle_wwwroot: https://vle.«_d»
moodle_dataroot: /srv/moodledata
moodle_db_host: pg-vle-01.«_d»
moodle_db_user: vle
moodle_db_password: "«a»"
moodle_admin_password: "«b»"
moodle_cron_interval: 1
moodle_extra_plugins:
  - mod_hvp
  - block_panopto
  - local_o365
`, V{"_d": g.pick("college.example.ac.uk", "stthomas.edu"), "a": g.pwStrong(), "b": g.pw()}, "MOODLE_404_STABLE", "block_panopto", "moodle_cron_interval")

	g.add("edu/moodle-enrol-lti-tool-secret", `
Site administration > Plugins > Enrolments > Publish as LTI tool > Tools
Published tool: "Year 9 Chemistry" (course «=c»)
  LTI version:      Legacy LTI (1.1)
  Cartridge URL:    https://moodle.«_d»/enrol/lti/cartridge.php/«=tid»/«=tok»/cartridge.xml
  Launch URL:       https://moodle.«_d»/enrol/lti/tool.php?id=«=tid»
  Secret:           «a»
`, V{"=c": g.digits(3), "_d": "marymount.example", "=tid": g.digits(2), "=tok": g.hex(32), "a": g.an(32)}, "Legacy LTI (1.1)", "Year 9 Chemistry")

	g.add("edu/moodle-phpunit-behat-config", `
// config.php (dev box only)
$CFG->phpunit_prefix = 'phpu_';
$CFG->phpunit_dataroot = '/home/dev/moodledata_phpunit';
$CFG->behat_wwwroot = 'http://127.0.0.1:8000';
$CFG->behat_prefix = 'bht_';
$CFG->behat_dataroot = '/home/dev/moodledata_behat';
$CFG->behat_profiles = [
    'chrome' => ['browser' => 'chrome', 'wd_host' => 'http://selenium:4444/wd/hub'],
];
// real staging DB for the data-migration tests
$CFG->phpunit_extra_drivers = [
    1 => ['dbtype' => 'pgsql', 'dbhost' => 'staging-db.lms.internal', 'dbuser' => 'moodle_ro', 'dbpass' => '«a»'],
];
`, V{"a": g.pw()}, "moodledata_phpunit", "staging-db.lms.internal", "moodle_ro")
}

// ---- Canvas LMS ----

func (g *G) eduCanvas() {
	g.add("edu/canvas-dotenv-canvasapi", `
# .env  (grade-export tool)
CANVAS_API_URL=https://«_i».instructure.com
CANVAS_API_KEY=«a»
CANVAS_ACCOUNT_ID=1
TERM_SIS_ID=2024FA
`, V{"_i": g.pick("lakeview", "uwm-canvas", "sdsu", "hcpss"), "a": g.eduCanvasTok()}, "TERM_SIS_ID=2024FA", "CANVAS_ACCOUNT_ID=1")

	g.add("edu/canvas-canvasapi-hardcoded", `
from canvasapi import Canvas

API_URL = "https://canvas.«_d»"
# TODO move to env before pushing
API_KEY = "«a»"

canvas = Canvas(API_URL, API_KEY)
course = canvas.get_course(«_c»)
for a in course.get_assignments(bucket="past"):
    print(a.id, a.name, a.due_at)
`, V{"_d": g.pick("university.edu", "bsu.example.edu"), "a": g.eduCanvasTok(), "_c": g.eduCourse()}, "from canvasapi import Canvas", "bucket=\"past\"")

	g.add("edu/canvas-curl-assignments", `
$ curl -s -H "Authorization: Bearer «a»" \
    "https://«_i».instructure.com/api/v1/courses/«_c»/assignments?per_page=2" | jq '.[] | {id, name, points_possible, html_url}'
{
  "id": «_a1»,
  "name": "Lab 3: Enzyme kinetics",
  "points_possible": 20,
  "html_url": "https://«_i».instructure.com/courses/«_c»/assignments/«_a1»"
}
{
  "id": «_a2»,
  "name": "Quiz 4",
  "points_possible": 10,
  "html_url": "https://«_i».instructure.com/courses/«_c»/assignments/«_a2»"
}
`, V{"a": g.eduCanvasTok(), "_i": g.pick("canvas.oakridge", "mountainview", "ccsd"), "_c": g.eduCourse(), "_a1": g.digits(7), "_a2": g.digits(7)}, "Lab 3: Enzyme kinetics")

	g.add("edu/canvas-oauth2-token-exchange", `
$ curl -s https://canvas.«_d»/login/oauth2/token \
    -F grant_type=authorization_code \
    -F client_id=«_cid» \
    -F client_secret=«a» \
    -F redirect_uri=https://gradesync.«_d»/oauth/callback \
    -F code=«b»
{"access_token":"«c»","token_type":"Bearer","user":{"id":«_uid»,"name":"Priya Raman","global_id":"«_gid»","effective_locale":"en"},"canvas_region":"us-east-1","refresh_token":"«e»","expires_in":3600}
`, V{"_d": "stateu.example.edu", "_cid": g.eduDevKey(), "a": g.an(64), "b": g.hex(64), "c": g.eduCanvasTok(), "_uid": g.digits(5), "_gid": "1000000" + g.digits(8), "e": g.eduCanvasTok()}, "grant_type=authorization_code", "canvas_region", "Priya Raman")

	g.add("edu/canvas-developer-key-api-json", `
$ curl -s -H "Authorization: Bearer $CANVAS_ADMIN_TOKEN" https://canvas.«_d»/api/v1/accounts/1/developer_keys | jq '.[0]'
{
  "id": «_cid»,
  "name": "Grade Sync (prod)",
  "created_at": "2023-08-14T16:22:10Z",
  "email": "lms-team@«_d»",
  "user_id": null,
  "user_name": null,
  "redirect_uri": "https://gradesync.«_d»/oauth/callback",
  "redirect_uris": "https://gradesync.«_d»/oauth/callback",
  "notes": "owner: academic technology",
  "access_token_count": 412,
  "api_key": "«a»",
  "vendor_code": null,
  "visible": false,
  "scopes": ["url:GET|/api/v1/courses/:course_id/assignments", "url:PUT|/api/v1/courses/:course_id/assignments/:assignment_id/submissions/:user_id"],
  "require_scopes": true,
  "is_lti_key": false
}
`, V{"_d": "central.example.edu", "_cid": g.eduDevKey(), "a": g.an(64)}, "$CANVAS_ADMIN_TOKEN", "access_token_count", "Grade Sync (prod)")

	g.add("edu/canvas-sis-import-curl", `
$ zip -j sis_fa24.zip users.csv courses.csv sections.csv enrollments.csv
$ curl -s -H 'Authorization: Bearer «a»' \
    -F attachment=@sis_fa24.zip -F extension=zip -F import_type=instructure_csv \
    https://canvas.«_d»/api/v1/accounts/1/sis_imports | jq '{id, workflow_state, progress}'
{
  "id": «_imp»,
  "workflow_state": "created",
  "progress": 0
}
`, V{"a": g.eduCanvasTok(), "_d": g.pick("dist58.example.org", "tcc.example.edu"), "_imp": g.digits(5)}, "import_type=instructure_csv", "sis_fa24.zip")

	g.add("edu/canvas-selfhosted-security-yml", `
$ sudo cat /var/canvas/config/security.yml
production: &default
  # replace this with a random string of at least 20 characters
  encryption_key: «a»
  lti_iss: 'https://canvas.«_d»'

development:
  <<: *default
  encryption_key: facdd3a131ddd8988b14f6e4e01039c93cfa0160

test:
  <<: *default
`, V{"a": g.hex(40), "_d": "lms.example.ac.jp"}, "facdd3a131ddd8988b14f6e4e01039c93cfa0160", "lti_iss")

	g.add("edu/canvas-selfhosted-database-yml", `
production:
  adapter: postgresql
  encoding: utf8
  database: canvas_production
  host: pg-canvas.internal
  username: canvas
  password: «a»
  timeout: 5000
  secondary:
    host: pg-canvas-ro.internal
    username: canvas_readonly
    password: «b»
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "canvas_production", "pg-canvas-ro.internal", "canvas_readonly")

	g.add("edu/canvas-selfhosted-outgoing-mail-and-redis", `
# config/outgoing_mail.yml
production:
  address: "email-smtp.us-east-1.amazonaws.com"
  port: "587"
  user_name: "«_ak»"
  password: "«a»"
  authentication: "login"
  domain: "canvas.«_d»"
  outgoing_address: "notifications@canvas.«_d»"
  default_name: "Canvas LMS"

# config/redis.yml
production:
  servers:
    - redis://:«b»@redis-canvas.internal:6379
`, V{"_ak": g.awsID(), "a": "B" + g.s(alB64, 43), "_d": "westcoast.example.edu", "b": g.an(24)}, "email-smtp.us-east-1.amazonaws.com", "redis-canvas.internal")

	g.add("edu/canvas-data2-env", `
# Canvas Data 2 (DAP) — nightly load into warehouse
DAP_API_URL=https://api-gateway.instructure.com
DAP_CLIENT_ID=us-east-1#«_cid»
DAP_CLIENT_SECRET=«a»
DAP_CONNECTION_STRING=postgresql://dap_loader:«b»@warehouse.ir.internal/canvas
`, V{"_cid": g.uuid(), "a": g.b64u(43), "b": g.pwURL()}, "https://api-gateway.instructure.com", "dap_loader", "warehouse.ir.internal")

	g.add("edu/canvas-data2-dap-cli", `
$ dap --base-url https://api-gateway.instructure.com --client-id "us-east-1#«_cid»" --client-secret «a» snapshot --namespace canvas --table submissions --format jsonl
2024-10-02 03:11:40,112 - INFO - Query started with job ID: «_job»
2024-10-02 03:11:56,843 - INFO - Data has been successfully retrieved: {"id": "«_job»", "status": "complete", "expires_at": "2024-10-03T03:11:40Z", "at": "2024-10-02T02:55:14Z"}
2024-10-02 03:12:31,007 - INFO - Files from server downloaded to folder: downloads/submissions/job_«_job»
`, V{"_cid": g.uuid(), "a": g.b64u(43), "_job": g.uuid()}, "--namespace canvas --table submissions")

	g.add("edu/canvas-data2-python-client", `
import asyncio, os
from dap.api import DAPClient
from dap.dap_types import Credentials, SnapshotQuery, Format

credentials = Credentials.create(
    client_id="us-east-1#«_cid»",
    client_secret="«a»",
)

async def main():
    async with DAPClient(os.environ.get("DAP_API_URL"), credentials) as session:
        await session.download_table_data("canvas", "courses", SnapshotQuery(format=Format.JSONL, mode=None), "out/")

asyncio.run(main())
`, V{"_cid": g.uuid(), "a": g.b64u(43)}, "Credentials.create", "download_table_data")

	g.add("edu/canvasapi-invalid-token-traceback", `
Traceback (most recent call last):
  File "/home/ta/cs61/export_grades.py", line 14, in <module>
    user = canvas.get_current_user()
  File "/home/ta/.venv/lib/python3.11/site-packages/canvasapi/canvas.py", line 1038, in get_current_user
    return CurrentUser(self.__requester)
  File "/home/ta/.venv/lib/python3.11/site-packages/canvasapi/requester.py", line 254, in request
    raise InvalidAccessToken(response.json())
canvasapi.exceptions.InvalidAccessToken: [{'message': 'Invalid access token.'}]
$ grep -n API_KEY export_grades.py
6:API_KEY = "«a»"
`, V{"a": g.eduCanvasTok()}, "canvasapi.exceptions.InvalidAccessToken", "/home/ta/cs61/export_grades.py")

	g.add("edu/canvas-graphql-curl", `
$ curl -s https://canvas.«_d»/api/graphql \
    -H 'Authorization: Bearer «a»' -H 'Content-Type: application/json' \
    -d '{"query":"{ course(id: \"«_c»\") { name sectionsConnection { nodes { _id name sisId } } } }"}'
{"data":{"course":{"name":"MATH 221 — Calculus I","sectionsConnection":{"nodes":[{"_id":"«_s1»","name":"MATH-221-001","sisId":"MATH221.001.202410"},{"_id":"«_s2»","name":"MATH-221-002","sisId":"MATH221.002.202410"}]}}}}
`, V{"_d": "wisc.example.edu", "a": g.eduCanvasTok(), "_c": g.eduCourse(), "_s1": g.digits(6), "_s2": g.digits(6)}, "MATH221.001.202410", "sectionsConnection")

	g.add("edu/canvas-node-axios-client", `
// src/lib/canvas.ts
import axios from "axios";

export const canvas = axios.create({
  baseURL: "https://canvas.«_d»/api/v1",
  headers: {
    Authorization: "Bearer «a»",
    Accept: "application/json+canvas-string-ids",
  },
});

export async function listStudents(courseId: string) {
  const { data } = await canvas.get(ˋ/courses/${courseId}/users?enrollment_type[]=student&per_page=100ˋ);
  return data;
}
`, V{"_d": "k12.example.org", "a": g.eduCanvasTok()}, "application/json+canvas-string-ids", "enrollment_type[]=student")

	g.add("edu/canvas-github-actions-secret-echo", `
Run python scripts/publish_syllabus.py --course «_c»
  python scripts/publish_syllabus.py --course «_c»
  shell: /usr/bin/bash -e {0}
  env:
    CANVAS_URL: https://canvas.«_d»
    CANVAS_TOKEN: ***
DEBUG: headers={'Authorization': 'Bearer «a»', 'User-Agent': 'python-requests/2.32.3'}
PUT /api/v1/courses/«_c» -> 200
`, V{"_c": g.eduCourse(), "_d": "ucla.example.edu", "a": g.eduCanvasTok()}, "publish_syllabus.py", "CANVAS_TOKEN: ***")

	g.add("edu/canvas-ruby-pandarus", `
require "pandarus"

client = Pandarus::Client.new(
  prefix: "https://canvas.«_d»/api",
  token: "«a»"
)
client.list_assignments_assignments(«_c»).each { |a| puts "#{a.id}\t#{a.name}" }
`, V{"_d": "byu.example.edu", "a": g.eduCanvasTok(), "_c": g.eduCourse()}, "Pandarus::Client.new", "list_assignments_assignments")

	g.add("edu/canvas-token-settings-page-masked-benign", `
Approved Integrations:
| App                     | Purpose            | Expires      | Last Used        | Token        |
|-------------------------|--------------------|--------------|------------------|--------------|
| Canvas Student (mobile) |                    | never        | Nov 4 at 7:02am  | «_m1»  |
| grade-export            | TA grading scripts | Dec 20, 2024 | Nov 3 at 11:48pm | «_m2»  |
`, V{"_m1": "7~" + g.an(4) + "…", "_m2": "7~" + g.an(4) + "…"}, "Approved Integrations", "TA grading scripts")
}

// ---- Blackboard, Brightspace, Schoology, Sakai ----

func (g *G) eduLearnD2L() {
	key := g.uuid()
	sec := g.an(32)
	g.add("edu/blackboard-rest-token-curl", `
$ curl -s -u «_k»:«a» -d grant_type=client_credentials https://learn.«_d»/learn/api/public/v1/oauth2/token
{"access_token":"«b»","token_type":"bearer","expires_in":3599}
$ curl -s -H "Authorization: Bearer «b»" "https://learn.«_d»/learn/api/public/v3/courses?courseId=BIOL-1010-F24" | jq '.results[0].id'
"_«_pk»_1"
`, V{"_k": key, "a": sec, "_d": g.pick("bbu.example.edu", "cuny.example.edu"), "b": g.an(32), "_pk": g.digits(6)}, "grant_type=client_credentials", "BIOL-1010-F24")

	g.add("edu/blackboard-bbrest-python", `
from bbrest import BbRest

key = "«_k»"
secret = "«a»"
learnfqdn = "https://blackboard.«_d»"
bb = BbRest(key, secret, learnfqdn)
r = bb.GetCourseMemberships(courseId="externalId:«_ext»", params={"role": "Student"})
print(r.status_code, len(r.json()["results"]))
`, V{"_k": g.uuid(), "a": g.an(32), "_d": "uni.example.ac.za", "_ext": "2024S1-ACC101-01"}, "from bbrest import BbRest", "GetCourseMemberships")

	g.add("edu/blackboard-appsettings-json", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Blackboard": {
    "BaseUrl": "https://blackboard.«_d»",
    "ApplicationId": "«_appid»",
    "ApplicationKey": "«_k»",
    "Secret": "«a»"
  },
  "ConnectionStrings": {
    "Attendance": "Server=sql01.«_d»;Database=attendance;User Id=att_app;Password=«b»;TrustServerCertificate=True"
  }
}
`, V{"_d": "college.example.edu", "_appid": g.uuid(), "_k": g.uuid(), "a": g.an(32), "b": g.pw()}, "att_app", "TrustServerCertificate=True")

	g.add("edu/brightspace-oauth2-refresh", `
$ curl -s https://auth.brightspace.com/core/connect/token \
    -d grant_type=refresh_token \
    -d client_id=«_cid» \
    -d client_secret=«a» \
    -d refresh_token=«b» \
    -d scope="core:*:* enrollment:orgunit:read grades:gradevalues:read"
{"access_token":"«c»","expires_in":3600,"token_type":"Bearer","refresh_token":"«e»","scope":"core:*:* enrollment:orgunit:read grades:gradevalues:read"}
`, V{"_cid": g.uuid(), "a": g.b64u(43), "b": "rt." + g.pick("ca-central-1", "us-east-1", "eu-west-1") + "." + g.b64u(43), "c": g.jwt("RS256", `{"iss":"https://api.brightspace.com/auth","aud":"https://api.brightspace.com/auth/token","exp":1730800000,"nbf":1730796400,"sub":"`+g.digits(3)+`","tenantid":"`+g.uuid()+`","azp":"`+g.uuid()+`","scope":"core:*:*","jti":"`+g.uuid()+`"}`), "e": "rt." + g.pick("ca-central-1", "us-east-1") + "." + g.b64u(43)}, "https://auth.brightspace.com/core/connect/token", "grades:gradevalues:read")

	g.add("edu/brightspace-valence-idkey-config", `
# d2l_config.ini
[brightspace]
host = «_d»
lp_version = 1.46
le_version = 1.74
app_id = «_app»
app_key = «a»
user_id = «_uid»
user_key = «b»
org_unit_root = 6606
`, V{"_d": "learn.example.ca", "_app": g.b64u(22), "a": g.b64u(22), "_uid": g.b64u(22), "b": g.b64u(22)}, "org_unit_root = 6606", "lp_version = 1.46")

	g.add("edu/brightspace-datahub-python", `
import requests

CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"
TOKEN_URL = "https://auth.brightspace.com/core/connect/token"
BDS_URL = "https://«_d»/d2l/api/lp/1.46/dataExport/bds"

def token():
    r = requests.post(TOKEN_URL, data={"grant_type": "client_credentials", "scope": "datahub:dataexports:*"}, auth=(CLIENT_ID, CLIENT_SECRET))
    return r.json()["access_token"]
`, V{"_cid": g.uuid(), "a": g.b64u(43), "_d": "brightspace.example.edu"}, "datahub:dataexports:*", "/d2l/api/lp/1.46/dataExport/bds")

	g.add("edu/schoology-oauth1-header", `
$ curl -s https://api.schoology.com/v1/sections/«_sec»/enrollments \
    -H 'Authorization: OAuth realm="Schoology API",oauth_consumer_key="«_ck»",oauth_token="",oauth_nonce="«=n»",oauth_timestamp="1730712300",oauth_signature_method="PLAINTEXT",oauth_version="1.0",oauth_signature="«a»%26"'
{"enrollment":[{"id":"«_e»","uid":"«_u»","school_uid":"«_stu»","name_first":"Mateo","name_last":"Cruz","admin":0,"status":"1"}],"total":"27"}
`, V{"_sec": g.digits(10), "_ck": g.hex(41), "=n": g.an(11), "a": g.hex(32), "_e": g.digits(10), "_u": g.digits(8), "_stu": g.eduStudent()}, "oauth_signature_method=\"PLAINTEXT\"", "Schoology API")

	g.add("edu/schoology-sdk-php", `
<?php
require_once 'vendor/schoology/schoology_php_sdk/SchoologyApi.class.php';

$consumer_key = '«_ck»';
$consumer_secret = '«a»';
$schoology = new SchoologyApi($consumer_key, $consumer_secret, '', '', '', TRUE);
$result = $schoology->api('/users/me');
echo $result->result->name_display . PHP_EOL;
`, V{"_ck": g.hex(41), "a": g.hex(32)}, "SchoologyApi.class.php", "name_display")

	g.add("edu/sakai-properties", `
# /opt/tomcat/sakai/local.properties
serverName=sakai.«_d»
serverUrl=https://sakai.«_d»
vendor@org.sakaiproject.db.api.SqlService=mysql
driverClassName@javax.sql.BaseDataSource=org.mariadb.jdbc.Driver
url@javax.sql.BaseDataSource=jdbc:mariadb://db.sakai.internal:3306/sakai?useUnicode=true&characterEncoding=UTF-8
username@javax.sql.BaseDataSource=sakai
password@javax.sql.BaseDataSource=«a»
webservices.allowlogin=true
webservices.allow=^192\.168\.40\.[0-9]+$
smtp.password=«b»
`, V{"_d": "example.edu", "a": g.pwStrong(), "b": g.pw()}, "username@javax.sql.BaseDataSource=sakai", "db.sakai.internal:3306", "webservices.allowlogin=true")

	g.add("edu/blackboard-error-log-secret", `
2024-10-21 09:14:03,227 ERROR [qtp-2217] c.b.l.r.AuthService - token request failed for app key «_k»: invalid_client
2024-10-21 09:14:03,228 DEBUG [qtp-2217] c.b.l.r.AuthService - Authorization: Basic «a»
2024-10-21 09:14:03,230 INFO  [qtp-2217] c.b.l.r.AuthService - retrying in 30s (attempt 2/5)
`, V{"_k": g.uuid(), "a": b64s(g.uuid() + ":" + g.an(32))}, "invalid_client", "c.b.l.r.AuthService")

	g.add("edu/d2l-lti-advantage-tool-registration-benign", `
Brightspace > Admin Tools > Manage Extensibility > LTI Advantage > Register Tool
  Name:                    Kaltura Video
  Domain:                  https://«_p».kaf.kaltura.com
  Redirect URLs:           https://«_p».kaf.kaltura.com/hosted/index/lti-advantage-launch
  OpenID Connect Login URL https://«_p».kaf.kaltura.com/hosted/index/oidc-init
  Keyset URL:              https://«_p».kaf.kaltura.com/hosted/index/lti-advantage-keys
  Client Id:               «_cid»
  Brightspace Keyset URL:  https://«_d»/d2l/.well-known/jwks
  Deployment Id:           «_dep»
`, V{"_p": g.digits(7), "_cid": g.uuid(), "_d": "elearn.example.ca", "_dep": g.uuid()}, "Manage Extensibility", "Kaltura Video")
}

// ---- LTI 1.1 and 1.3 ----

func (g *G) eduLTI() {
	g.add("edu/lti11-canvas-external-tool-curl", `
$ curl -s -X POST https://canvas.«_d»/api/v1/accounts/1/external_tools \
    -H "Authorization: Bearer «a»" \
    -F 'name=Lab Notebook' \
    -F 'privacy_level=name_only' \
    -F 'consumer_key=labnotebook-«=inst»' \
    -F 'shared_secret=«b»' \
    -F 'config_type=by_url' \
    -F 'config_url=https://labnotebook.example.com/lti/config.xml'
{"id":«_id»,"name":"Lab Notebook","consumer_key":"labnotebook-«=inst»","privacy_level":"name_only","workflow_state":"name_only"}
`, V{"_d": "msu.example.edu", "a": g.eduCanvasTok(), "=inst": g.pick("msu", "umn", "asu"), "b": g.an(40), "_id": g.digits(5)}, "config_type=by_url", "Lab Notebook")

	g.add("edu/lti11-python-tool-provider", `
# app/lti.py
from lti import ToolProvider
from flask import request, abort

LTI_CONSUMERS = {
    "pearson-mylab": {"secret": "«a»"},
    "moodle-hillview": {"secret": "«b»"},
}

def validate_launch():
    key = request.form.get("oauth_consumer_key")
    consumer = LTI_CONSUMERS.get(key) or abort(401)
    tp = ToolProvider.from_flask_request(secret=consumer["secret"], request=request)
    if not tp.is_valid_request(validator):
        abort(403)
    return tp
`, V{"a": g.hex(32), "b": g.pwStrong()}, "oauth_consumer_key", "pearson-mylab", "moodle-hillview")

	g.add("edu/lti11-launch-post-log-benign-sig", `
[2024-11-04 10:02:17] POST /lti/launch 200
  oauth_consumer_key=quizbank-prod
  oauth_nonce=«=n»
  oauth_signature=«=sig»
  oauth_signature_method=HMAC-SHA1
  oauth_timestamp=1730714537
  context_id=«_ctx»
  resource_link_id=«_rl»
  user_id=«_uid»
  lis_person_sourcedid=«_stu»
  roles=Learner
  lis_outcome_service_url=https://canvas.«_d»/api/lti/v1/tools/«_tool»/grade_passback
`, V{"=n": g.an(32), "=sig": g.b64(20), "_ctx": g.hex(40), "_rl": g.hex(40), "_uid": g.hex(40), "_stu": g.eduStudent(), "_d": "example.edu", "_tool": g.digits(5)}, "oauth_signature_method=HMAC-SHA1", "quizbank-prod")

	k := g.pkcs8RSAPEM()
	g.add("edu/lti13-tool-private-key-cat", `
$ ls configs/
lti.json  private.key  public.key
$ cat configs/private.key
«a»
$ head -2 configs/public.key
-----BEGIN PUBLIC KEY-----
«_pub»
`, V{"a": k.block(), "_pub": g.b64(48)}, "-----BEGIN PUBLIC KEY-----", "lti.json")

	g.add("edu/lti13-pylti1p3-config-json-benign", `
$ cat configs/lti.json
{
    "https://canvas.instructure.com": [{
        "default": true,
        "client_id": "«_cid»",
        "auth_login_url": "https://sso.canvaslms.com/api/lti/authorize_redirect",
        "auth_token_url": "https://sso.canvaslms.com/login/oauth2/token",
        "auth_audience": null,
        "key_set_url": "https://sso.canvaslms.com/api/lti/security/jwks",
        "key_set": null,
        "private_key_file": "private.key",
        "public_key_file": "public.key",
        "deployment_ids": ["«_dep»"]
    }]
}
`, V{"_cid": g.eduDevKey(), "_dep": g.eduDeploy()}, "https://sso.canvaslms.com/api/lti/security/jwks", "private_key_file")

	g.add("edu/lti13-private-jwk-env", `
# .env.production
LTI_ISSUER=https://tool.«_d»
LTI_PRIVATE_JWK={"kty":"RSA","kid":"«_kid»","alg":"RS256","use":"sig","n":"«_n»","e":"AQAB","d":"«a»","p":"«b»","q":"«c»","dp":"«e»","dq":"«f»","qi":"«h»"}
LTI_PLATFORM_JWKS_URL=https://canvas.instructure.com/api/lti/security/jwks
`, V{"_d": "labsim.example.com", "_kid": g.uuid(), "_n": g.b64u(342), "a": g.b64u(342), "b": g.b64u(171), "c": g.b64u(171), "e": g.b64u(171), "f": g.b64u(171), "h": g.b64u(171)}, "LTI_PLATFORM_JWKS_URL")

	g.add("edu/lti13-tool-jwks-endpoint-benign", `
$ curl -s https://tool.«_d»/.well-known/jwks.json
{"keys":[{"kty":"RSA","e":"AQAB","use":"sig","kid":"«_kid»","alg":"RS256","n":"«_n»"}]}
`, V{"_d": "quizlab.example.com", "_kid": g.b64u(43), "_n": g.b64u(342)}, ".well-known/jwks.json")

	g.add("edu/lti13-ltijs-setup", `
// index.js
const lti = require('ltijs').Provider

lti.setup('«a»',
  {
    url: 'mongodb://ltijs:«b»@mongo.internal:27017/ltidb?authSource=admin',
  },
  {
    appRoute: '/', loginRoute: '/login',
    cookies: { secure: true, sameSite: 'None' },
    devMode: false
  }
)

await lti.registerPlatform({
  url: 'https://canvas.instructure.com',
  name: 'Canvas',
  clientId: '«_cid»',
  authenticationEndpoint: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  accesstokenEndpoint: 'https://sso.canvaslms.com/login/oauth2/token',
  authConfig: { method: 'JWK_SET', key: 'https://sso.canvaslms.com/api/lti/security/jwks' }
})
`, V{"a": g.an(32), "b": g.pwURL(), "_cid": g.eduDevKey()}, "require('ltijs').Provider", "JWK_SET", "mongo.internal:27017")

	iss := "https://canvas.instructure.com"
	aud := g.eduDevKey()
	dep := g.eduDeploy()
	g.add("edu/lti13-launch-id-token-debug-log", `
2024-11-04T15:20:11.482Z debug lti: OIDC login initiated iss=«_iss» client_id=«_aud» login_hint=«_lh» lti_deployment_id=«_dep»
2024-11-04T15:20:11.913Z debug lti: received id_token=«a»
2024-11-04T15:20:11.920Z info  lti: launch ok deployment=«_dep» context=«_ctx» roles=Learner
`, V{"_iss": iss, "_aud": aud, "_lh": g.hex(40), "_dep": dep, "a": g.eduIDToken(iss, aud, dep), "_ctx": g.hex(40)}, "OIDC login initiated")

	g.add("edu/lti13-ags-client-assertion-token", `
$ curl -s https://sso.canvaslms.com/login/oauth2/token \
    -d grant_type=client_credentials \
    -d client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer \
    -d client_assertion=«a» \
    --data-urlencode 'scope=https://purl.imsglobal.org/spec/lti-ags/scope/score https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'
{"access_token":"«b»","token_type":"Bearer","expires_in":3600,"scope":"https://purl.imsglobal.org/spec/lti-ags/scope/score https://purl.imsglobal.org/spec/lti-ags/scope/lineitem"}
`, V{"a": g.jwt("RS256", `{"iss":"`+aud+`","sub":"`+aud+`","aud":"https://canvas.instructure.com/login/oauth2/token","iat":1730733611,"exp":1730733911,"jti":"`+g.uuid()+`"}`), "b": g.jwt("HS512", `{"iss":"https://canvas.instructure.com","sub":"`+aud+`","aud":"https://canvas.instructure.com/login/oauth2/token","iat":1730733612,"exp":1730737212,"jti":"`+g.uuid()+`","scopes":"https://purl.imsglobal.org/spec/lti-ags/scope/score"}`)}, "client-assertion-type:jwt-bearer", "lti-ags/scope/lineitem")

	g.add("edu/lti13-canvas-developer-key-json-config-benign", `
{
  "title": "Peer Review Studio",
  "description": "Structured peer feedback for writing courses",
  "oidc_initiation_url": "https://peerreview.example.com/lti/login",
  "target_link_uri": "https://peerreview.example.com/lti/launch",
  "scopes": [
    "https://purl.imsglobal.org/spec/lti-ags/scope/score",
    "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"
  ],
  "extensions": [{
    "platform": "canvas.instructure.com",
    "privacy_level": "public",
    "settings": { "placements": [{ "placement": "assignment_selection", "message_type": "LtiDeepLinkingRequest" }] }
  }],
  "public_jwk": {
    "kty": "RSA",
    "e": "AQAB",
    "n": "«_n»",
    "kid": "«_kid»",
    "alg": "RS256",
    "use": "sig"
  }
}
`, V{"_n": g.b64u(342), "_kid": g.hex(16)}, "Peer Review Studio", "contextmembership.readonly")

	g.add("edu/lti13-django-lti-tool-settings", `
# settings/production.py
LTI_TOOL_CONFIGURATION = {
    "title": "Circuit Sim",
    "launch_url": "https://circuitsim.«_d»/lti/launch/",
}
PYLTI1P3_TOOL_CONF = {
    "https://«_p».brightspace.com": [{
        "client_id": "«_cid»",
        "deployment_ids": ["«_dep»"],
        "private_key": """«a»""",
    }],
}
SECRET_KEY = "«b»"
`, V{"_d": "ee.example.edu", "_p": "learn", "_cid": g.uuid(), "_dep": g.uuid(), "a": g.rsaPEM().block(), "b": g.s(alDjango, 50)}, "PYLTI1P3_TOOL_CONF", "Circuit Sim")

	g.add("edu/lti11-moodle-external-tool-backup-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<activity id="«_aid»" moduleid="«_mid»" modulename="lti" contextid="«_ctx»">
  <lti id="«_aid»">
    <name>McGraw Hill Connect</name>
    <typeid>0</typeid>
    <toolurl>https://connect.mheducation.com/paamweb/lti/launch</toolurl>
    <securetoolurl></securetoolurl>
    <resourcekey>«_rk»</resourcekey>
    <password>«a»</password>
    <instructorchoicesendname>1</instructorchoicesendname>
    <instructorchoiceacceptgrades>1</instructorchoiceacceptgrades>
  </lti>
</activity>
`, V{"_aid": g.digits(4), "_mid": g.digits(5), "_ctx": g.digits(6), "_rk": "mhe_" + g.digits(6), "a": g.an(24)}, "McGraw Hill Connect", "instructorchoiceacceptgrades")

	g.add("edu/lti13-laravel-lti-registration-seeder", `
// database/seeders/LtiRegistrationSeeder.php
DB::table('lti1p3_registrations')->insert([
    'issuer'              => 'https://moodle.«_d»',
    'client_id'           => '«_cid»',
    'auth_login_url'      => 'https://moodle.«_d»/mod/lti/auth.php',
    'auth_token_url'      => 'https://moodle.«_d»/mod/lti/token.php',
    'key_set_url'         => 'https://moodle.«_d»/mod/lti/certs.php',
    'tool_private_key'    => "«a»",
    'kid'                 => '«_kid»',
]);
`, V{"_d": "wolfcreek.example.edu", "_cid": g.an(15), "a": jsonEsc(g.ecPKCS8().block()), "_kid": g.hex(20)}, "lti1p3_registrations", "/mod/lti/certs.php")

	g.add("edu/lti11-schoology-app-settings", `
Schoology > App Center > Install > Configure "Turnitin LTI"
  Consumer Key:     «_ck»
  Shared Secret:    «a»
  Privacy:          Send Name and Email/Username of user who launches the tool
  Configure Type:   By URL  https://api.turnitin.com/api/lti/1p0/redirect/assignment
`, V{"_ck": g.digits(5), "a": g.an(16)}, "Consumer Key:", "https://api.turnitin.com/api/lti/1p0/redirect/assignment")
}

// ---- Google Classroom and Workspace for Education ----

func (g *G) eduGoogle() {
	proj := g.pick("district-roster-sync", "classroom-sync-402110", "edtech-automation")
	g.add("edu/google-service-account-json-classroom", `
$ cat keys/classroom-sync.json
{
  "type": "service_account",
  "project_id": "«_p»",
  "private_key_id": "«=kid»",
  "private_key": "«a»",
  "client_email": "roster-sync@«_p».iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/roster-sync%40«_p».iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"_p": proj, "=kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_cid": g.digits(21)}, "service_account", "universe_domain")

	g.add("edu/google-dwd-python-classroom", `
from google.oauth2 import service_account
from googleapiclient.discovery import build

SCOPES = [
    "https://www.googleapis.com/auth/classroom.courses",
    "https://www.googleapis.com/auth/classroom.rosters",
]
creds = service_account.Credentials.from_service_account_file(
    "keys/classroom-sync.json", scopes=SCOPES
).with_subject("classroom-admin@«_d»")

svc = build("classroom", "v1", credentials=creds)
print(svc.courses().list(pageSize=5, courseStates=["ACTIVE"]).execute())
`, V{"_d": g.pick("wcpss.example.net", "district12.k12.example.us")}, "keys/classroom-sync.json", "with_subject", "classroom.rosters")

	g.add("edu/google-gam-oauth2txt", `
$ cat ~/.gam/oauth2.txt
{
    "client_id": "«_cid».apps.googleusercontent.com",
    "client_secret": "«a»",
    "decoded_id_token": {
        "email": "gam-admin@«_d»",
        "hd": "«_d»"
    },
    "refresh_token": "«b»",
    "scopes": [
        "https://www.googleapis.com/auth/admin.directory.user",
        "https://www.googleapis.com/auth/classroom.rosters"
    ],
    "token": "«c»",
    "token_expiry": "2024-11-04T16:40:02Z",
    "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "_d": "students.example-isd.org", "b": g.gRefresh(), "c": g.ya29()}, "decoded_id_token", "admin.directory.user")

	g.add("edu/google-gam-bulk-create-csv", `
$ head -4 new_students_2024.csv
email,firstname,lastname,password,ou
«=e1»@students.«_d»,Liam,Osei,«a»,/Students/Grade 06
«=e2»@students.«_d»,Sofia,Marin,«b»,/Students/Grade 06
«=e3»@students.«_d»,Noah,Kim,«c»,/Students/Grade 07
$ gam csv new_students_2024.csv gam create user ~email firstname ~firstname lastname ~lastname password ~password org ~ou changepassword on
User: «=e1»@students.«_d», Created
`, V{"=e1": "losei" + g.digits(4), "=e2": "smarin" + g.digits(4), "=e3": "nkim" + g.digits(4), "_d": "cedarhill.example.org", "a": g.pick(pwWords...) + g.digits(4), "b": g.pick(pwWords...) + g.digits(4), "c": g.pick(pwWords...) + g.digits(4)}, "changepassword on", "/Students/Grade 06")

	g.add("edu/google-classroom-api-curl-ya29", `
$ curl -s -H "Authorization: Bearer «a»" "https://classroom.googleapis.com/v1/courses?teacherId=me&courseStates=ACTIVE" | jq '.courses[] | {id, name, section, enrollmentCode}'
{
  "id": "«_c1»",
  "name": "AP Computer Science A",
  "section": "Period 3",
  "enrollmentCode": "«_e1»"
}
{
  "id": "«_c2»",
  "name": "Intro to Python",
  "section": "Period 5",
  "enrollmentCode": "«_e2»"
}
`, V{"a": g.ya29(), "_c1": g.digits(12), "_e1": g.s(alLowNum, 7), "_c2": g.digits(12), "_e2": g.s(alLowNum, 7)}, "AP Computer Science A", "courseStates=ACTIVE")

	g.add("edu/google-apps-script-properties", `
// Code.gs — weekly missing-work digest for teachers
const SHEET_ID = '«_sheet»';
const SENDGRID_KEY = '«a»';

function sendDigest() {
  const courses = Classroom.Courses.list({teacherId: 'me', courseStates: ['ACTIVE']}).courses;
  const rows = SpreadsheetApp.openById(SHEET_ID).getSheetByName('Missing').getDataRange().getValues();
  UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
    method: 'post',
    headers: {Authorization: 'Bearer ' + SENDGRID_KEY},
    contentType: 'application/json',
    payload: JSON.stringify(buildMail(courses, rows)),
  });
}
`, V{"_sheet": "1" + g.b64u(43), "a": g.sendgrid()}, "Classroom.Courses.list", "getSheetByName('Missing')")

	g.add("edu/google-chromebook-onc-wifi", `
$ cat onc/student-wifi.onc
{
  "Type": "UnencryptedConfiguration",
  "NetworkConfigurations": [
    {
      "GUID": "{«_g»}",
      "Name": "CCSD-Student",
      "Type": "WiFi",
      "WiFi": {
        "SSID": "CCSD-Student",
        "Security": "WPA-PSK",
        "Passphrase": "«a»",
        "AutoConnect": true,
        "HiddenSSID": false
      }
    }
  ]
}
`, V{"_g": g.uuid(), "a": g.pw()}, "UnencryptedConfiguration", "CCSD-Student")

	g.add("edu/google-dwd-admin-console-benign", `
Admin console > Security > Access and data control > API controls > Domain-wide delegation
  Name            Client ID               Scopes
  roster-sync     «_cid»   https://www.googleapis.com/auth/classroom.courses, https://www.googleapis.com/auth/classroom.rosters
  GoGuardian      «_cid2»   https://www.googleapis.com/auth/admin.directory.orgunit.readonly
`, V{"_cid": g.digits(21), "_cid2": g.digits(21)}, "Domain-wide delegation", "GoGuardian")

	g.add("edu/google-oauth-client-secret-json-web", `
$ cat client_secret.json
{"web":{"client_id":"«_cid».apps.googleusercontent.com","project_id":"hallpass-«_n»","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«a»","redirect_uris":["https://hallpass.example.com/auth/google/callback"],"javascript_origins":["https://hallpass.example.com"]}}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "_n": g.digits(6), "a": g.gocspx()}, "https://hallpass.example.com/auth/google/callback")

	g.add("edu/google-gspread-grades-sheet", `
# grades_to_sheet.py
import gspread

gc = gspread.service_account_from_dict({
    "type": "service_account",
    "project_id": "«_p»",
    "private_key": "«a»",
    "client_email": "gradebot@«_p».iam.gserviceaccount.com",
    "token_uri": "https://oauth2.googleapis.com/token",
})
ws = gc.open_by_key("«_sheet»").worksheet("Period 2")
ws.update("A2", rows)
`, V{"_p": "gradebot-" + g.digits(6), "a": jsonEsc(g.pkcs8RSAPEM().block()), "_sheet": "1" + g.b64u(43)}, "service_account_from_dict", "Period 2")

	g.add("edu/google-workspace-sso-saml-benign", `
SAML app: Canvas (canvas.«_d»)
  ACS URL:       https://canvas.«_d»/login/saml
  Entity ID:     https://canvas.«_d»/saml2
  IdP entity ID: https://accounts.google.com/o/saml2?idpid=«_idp»
  SSO URL:       https://accounts.google.com/o/saml2/idp?idpid=«_idp»
  Certificate:   Google_2029-6-3-152114_SAML2_0 (SHA-256 fingerprint «_fp»)
`, V{"_d": "example.k12.us", "_idp": "C" + g.s(alLowNum, 8), "_fp": strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2))}, "Google_2029-6-3-152114_SAML2_0")

	g.add("edu/google-gam-reset-password-output", `
$ gam update user jdelgado@«_d» password «a» changepassword on
updating user jdelgado@«_d»...
$ gam info user jdelgado@«_d» | grep -E 'Must Change|Last login|Org Unit'
Must Change Password: True
Last login time: 2024-11-01T14:07:55.000Z
Google Org Unit Path: /Staff/Teachers/Middle
`, V{"_d": "wilsonusd.example.org", "a": g.pw()}, "Google Org Unit Path: /Staff/Teachers/Middle", "jdelgado@")
}

// ---- Microsoft Graph for Education, SDS, Teams ----

func (g *G) eduMicrosoft() {
	tid, app := g.uuid(), g.uuid()
	g.add("edu/msgraph-client-credentials-curl", `
$ curl -s -X POST https://login.microsoftonline.com/«_t»/oauth2/v2.0/token \
    -d client_id=«_a» \
    -d scope=https://graph.microsoft.com/.default \
    -d client_secret=«s» \
    -d grant_type=client_credentials
{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,"access_token":"«b»"}
$ curl -s -H "Authorization: Bearer «b»" https://graph.microsoft.com/v1.0/education/classes?\$top=1 | jq '.value[0] | {id, displayName, externalId}'
{
  "id": "«_cls»",
  "displayName": "Y10 English Set 2",
  "externalId": "2024-Y10-ENG-2"
}
`, V{"_t": tid, "_a": app, "s": g.azSecret(), "b": g.eduMSToken(tid, app), "_cls": g.uuid()}, "Y10 English Set 2", "2024-Y10-ENG-2")

	g.add("edu/msgraph-appsettings-teams-bot", `
{
  "MicrosoftAppType": "SingleTenant",
  "MicrosoftAppId": "«_a»",
  "MicrosoftAppPassword": "«s»",
  "MicrosoftAppTenantId": "«_t»",
  "Graph": {
    "Scopes": "EduAssignments.ReadWrite.All EduRoster.Read.All",
    "ClientSecret": "«s2»"
  },
  "AllowedHosts": "*"
}
`, V{"_a": g.uuid(), "s": g.azSecret(), "_t": g.uuid(), "s2": g.azSecret()}, "EduAssignments.ReadWrite.All", "SingleTenant")

	g.add("edu/msgraph-powershell-connect-mggraph", `
PS C:\scripts> $tenant = "«_t»"
PS C:\scripts> $appId  = "«_a»"
PS C:\scripts> $secret = ConvertTo-SecureString "«s»" -AsPlainText -Force
PS C:\scripts> $cred   = New-Object System.Management.Automation.PSCredential($appId, $secret)
PS C:\scripts> Connect-MgGraph -TenantId $tenant -ClientSecretCredential $cred -NoWelcome
PS C:\scripts> Get-MgEducationClass -Top 3 | Select-Object DisplayName, MailNickname

DisplayName             MailNickname
-----------             ------------
Biology 9 - Block A     Section_«_n1»
Chemistry 11 - Block C  Section_«_n2»
Art 7                   Section_«_n3»
`, V{"_t": g.uuid(), "_a": g.uuid(), "s": g.azSecret(), "_n1": g.digits(6), "_n2": g.digits(6), "_n3": g.digits(6)}, "Get-MgEducationClass", "-ClientSecretCredential")

	g.add("edu/teams-class-channel-webhook", `
# notify.py — posts "assignment due tomorrow" reminders to the class channel
import requests

WEBHOOK = "https://«_org».webhook.office.com/webhookb2/«_g1»@«_g2»/IncomingWebhook/«a»/«_g3»/«b»"

requests.post(WEBHOOK, json={"text": "Reminder: Lab report 4 is due tomorrow at 8am."})
`, V{"_org": g.pick("cedarhillisd", "northshoreacademy"), "_g1": g.uuid(), "_g2": g.uuid(), "a": g.hex(32), "_g3": g.uuid(), "b": "V2" + g.b64u(43)}, "Lab report 4 is due tomorrow")

	g.add("edu/sds-sftp-upload-script", `
#!/bin/bash
# push nightly OneRoster CSVs to School Data Sync
export SSHPASS='«a»'
cd /srv/exports/sds/$(date +%F)
sshpass -e sftp -oBatchMode=no -b - «_u»@«_h» <<EOF2
put orgs.csv
put users.csv
put classes.csv
put enrollments.csv
bye
EOF2
`, V{"a": g.pwStrong(), "_u": "sds_" + g.hex(8), "_h": "sds-sftp.example.net"}, "/srv/exports/sds/", "put enrollments.csv")

	g.add("edu/azure-ad-b2c-student-portal-env", `
AZURE_AD_TENANT_ID=«_t»
AZURE_AD_CLIENT_ID=«_a»
AZURE_AD_CLIENT_SECRET=«s»
AZURE_AD_REDIRECT_URI=https://portal.«_d»/auth/callback
SIS_API_BASE=https://sis.«_d»/api
`, V{"_t": g.uuid(), "_a": g.uuid(), "s": g.azSecret(), "_d": "stjohns.example.edu"}, "AZURE_AD_REDIRECT_URI", "SIS_API_BASE")

	g.add("edu/msgraph-token-in-error-json", `
{"timestamp":"2024-11-05T08:12:44Z","level":"error","msg":"graph call failed","method":"GET","url":"https://graph.microsoft.com/v1.0/education/me/assignments","status":401,"request_headers":{"Authorization":"Bearer «b»","client-request-id":"«_rid»"},"error":{"code":"InvalidAuthenticationToken","message":"Lifetime validation failed, the token is expired."}}
`, V{"b": g.eduMSToken(g.uuid(), g.uuid()), "_rid": g.uuid()}, "InvalidAuthenticationToken", "/education/me/assignments")

	g.add("edu/intune-school-laptop-local-admin", `
# Intune > Devices > Scripts > "Set LAPS fallback" (district 1:1 laptops)
$pw = ConvertTo-SecureString '«a»' -AsPlainText -Force
New-LocalUser -Name "itsupport" -Password $pw -FullName "District IT" -Description "fallback admin" -PasswordNeverExpires
Add-LocalGroupMember -Group "Administrators" -Member "itsupport"
`, V{"a": g.pw()}, "Add-LocalGroupMember", "itsupport")
}

// ---- Zoom, Kaltura, Panopto ----

func (g *G) eduVideo() {
	cid, csec := g.eduZoomID(), g.an(32)
	g.add("edu/zoom-s2s-oauth-curl", `
$ curl -s -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id=«_acct»" \
    -H "Authorization: Basic «a»"
{"access_token":"«b»","token_type":"bearer","expires_in":3599,"scope":"meeting:read:admin meeting:write:admin recording:read:admin user:read:admin","api_url":"https://api.zoom.us"}
`, V{"_acct": g.eduZoomID(), "a": b64s(cid + ":" + csec), "b": g.eduZoomTok()}, "grant_type=account_credentials", "recording:read:admin")

	g.add("edu/zoom-s2s-dotenv", `
# lecture-capture-sync/.env
ZOOM_ACCOUNT_ID=«_acct»
ZOOM_CLIENT_ID=«_cid»
ZOOM_CLIENT_SECRET=«a»
ZOOM_WEBHOOK_SECRET_TOKEN=«b»
PANOPTO_FOLDER_ID=«_f»
`, V{"_acct": g.eduZoomID(), "_cid": g.eduZoomID(), "a": g.an(32), "b": g.b64u(22), "_f": g.uuid()}, "lecture-capture-sync/.env", "PANOPTO_FOLDER_ID")

	g.eduAdd("edu/zoom-webhook-validation-node", `
// routes/zoom.js
const crypto = require('crypto')
const ZOOM_SECRET_TOKEN = '«a»'

router.post('/webhooks/zoom', (req, res) => {
  if (req.body.event === 'endpoint.url_validation') {
    const hash = crypto.createHmac('sha256', ZOOM_SECRET_TOKEN).update(req.body.payload.plainToken).digest('hex')
    return res.json({ plainToken: req.body.payload.plainToken, encryptedToken: hash })
  }
  const msg = ˋv0:${req.headers['x-zm-request-timestamp']}:${JSON.stringify(req.body)}ˋ
  // ...
})
`, V{"a": g.b64u(22)}, "endpoint.url_validation", "x-zm-request-timestamp")

	g.add("edu/zoom-meeting-sdk-signature-python", `
import jwt, time

SDK_KEY = "«_k»"
SDK_SECRET = "«a»"

def meeting_signature(meeting_number: str, role: int) -> str:
    iat = int(time.time()) - 30
    payload = {"appKey": SDK_KEY, "sdkKey": SDK_KEY, "mn": meeting_number, "role": role,
               "iat": iat, "exp": iat + 7200, "tokenExp": iat + 7200}
    return jwt.encode(payload, SDK_SECRET, algorithm="HS256")
`, V{"_k": g.eduZoomID(), "a": g.an(32)}, "meeting_signature", "tokenExp")

	g.add("edu/zoom-join-link-passcode-email", `
Subject: Office hours moved to Zoom this week

Hi all,

Office hours on Thursday will be online. Join here:
https://«_org».zoom.us/j/«_mid»?pwd=«a»

Meeting ID: «_mid_sp»
Passcode: «b»

— Dr. Halvorsen
`, V{"_org": g.pick("umich", "stanford", "ox-ac-uk"), "_mid": g.digits(11), "a": g.an(32) + ".1", "_mid_sp": g.digits(3) + " " + g.digits(4) + " " + g.digits(4), "b": g.s(alAlnum, 8+g.r.IntN(3))}, "Office hours moved to Zoom", "Dr. Halvorsen")

	g.add("edu/zoom-lti-pro-canvas-settings", `
Canvas > Admin > Settings > Apps > Zoom LTI Pro (LTI 1.1)
  Consumer Key:   «_ck»
  Shared Secret:  «a»
  Launch URL:     https://applications.zoom.us/lti/rich
  Domain:         applications.zoom.us
`, V{"_ck": g.eduZoomID(), "a": g.an(32)}, "applications.zoom.us/lti/rich", "Zoom LTI Pro")

	g.add("edu/kaltura-admin-secret-python", `
from KalturaClient import KalturaClient, KalturaConfiguration
from KalturaClient.Plugins.Core import KalturaSessionType

PARTNER_ID = «_pid»
ADMIN_SECRET = "«a»"

config = KalturaConfiguration(PARTNER_ID)
config.serviceUrl = "https://www.kaltura.com/"
client = KalturaClient(config)
ks = client.session.start(ADMIN_SECRET, "mediaspace-admin@«_d»", KalturaSessionType.ADMIN, PARTNER_ID, 86400, "disableentitlement")
client.setKs(ks)
`, V{"_pid": g.digits(7), "a": g.hex(32), "_d": "university.example.edu"}, "KalturaSessionType.ADMIN", "disableentitlement")

	g.add("edu/kaltura-ks-in-url-log", `
GET https://cdnapisec.kaltura.com/p/«_pid»/sp/«_pid»00/playManifest/entryId/«_e»/format/applehttp/protocol/https/flavorIds/«_fl»/ks/«a»/a.m3u8 200 (143 ms)
`, V{"_pid": g.digits(7), "_e": "1_" + g.s(alLowNum, 8), "_fl": "1_" + g.s(alLowNum, 8), "a": "djJ8" + g.b64u(180)}, "playManifest", "applehttp")

	g.add("edu/panopto-oauth-client-config", `
# panopto_config.yaml
server: «_d».hosted.panopto.com
client_id: «_cid»
client_secret: «a»
username: api-svc
password: «b»
default_folder: «_f»
`, V{"_d": g.pick("ualberta", "wustl", "northeastern"), "_cid": g.uuid(), "a": g.b64(32), "b": g.pw(), "_f": g.uuid()}, "hosted.panopto.com", "api-svc")

	g.add("edu/panopto-moodle-block-settings", `
Site administration > Plugins > Blocks > Panopto
  Panopto server 1:                 «=d».hosted.panopto.com
  Identity Provider instance name:  moodle-prod
  Application key 1:                «a»
  Course role mapping:              editingteacher -> Creator
`, V{"=d": "ucl", "a": g.uuid()}, "Identity Provider instance name", "editingteacher -> Creator")

	g.add("edu/zoom-recording-webhook-payload-benign", `
{
  "event": "recording.completed",
  "event_ts": 1730737840215,
  "payload": {
    "account_id": "«_acct»",
    "object": {
      "uuid": "«_uuid»==",
      "id": «_mid»,
      "host_id": "«_host»",
      "topic": "CHEM 2410 Lecture 18",
      "recording_files": [
        {"id": "«_rf»", "file_type": "MP4", "file_size": 418213376, "recording_type": "shared_screen_with_speaker_view"}
      ]
    }
  }
}
`, V{"_acct": g.eduZoomID(), "_uuid": g.b64(16)[:22], "_mid": g.digits(11), "_host": g.eduZoomID(), "_rf": g.uuid()}, "recording.completed", "CHEM 2410 Lecture 18")

	g.add("edu/zoom-recording-download-token-url", `
$ wget -O lecture18.mp4 "https://«=org».zoom.us/rec/download/«_path»?access_token=«a»"
--2024-11-04 17:02:51--  https://«=org».zoom.us/rec/download/«_path»?access_token=«a»
HTTP request sent, awaiting response... 200 OK
Length: 418213376 (399M) [video/mp4]
Saving to: 'lecture18.mp4'
`, V{"=org": "uw", "_path": g.b64u(64), "a": g.eduZoomTok()}, "lecture18.mp4", "video/mp4")
}

// ---- rostering: Clever, ClassLink, OneRoster, PowerSchool, Infinite Campus ----

func (g *G) eduRoster() {
	g.add("edu/clever-district-token-curl", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.clever.com/v3.0/sections?limit=1" | jq '.data[0].data | {id, name, sis_id, school, teacher}'
{
  "id": "«_id»",
  "name": "Grade 4 Math - Ms. Alvarez",
  "sis_id": "«_sis»",
  "school": "«_sch»",
  "teacher": "«_t»"
}
`, V{"a": g.hex(40), "_id": g.hex(24), "_sis": g.digits(6), "_sch": g.hex(24), "_t": g.hex(24)}, "Grade 4 Math - Ms. Alvarez", "api.clever.com/v3.0/sections")

	g.add("edu/clever-oauth-code-exchange", `
$ curl -s -X POST https://clever.com/oauth/tokens \
    -u «_cid»:«a» \
    -H 'Content-Type: application/json' \
    -d '{"code":"«b»","grant_type":"authorization_code","redirect_uri":"https://app.readingquest.example/auth/clever"}'
{"access_token":"«c»","token_type":"bearer"}
`, V{"_cid": g.hex(20), "a": g.hex(40), "b": g.hex(20), "c": g.hex(40)}, "https://clever.com/oauth/tokens", "readingquest")

	g.add("edu/clever-rails-credentials-env", `
# config/application.yml (figaro) — DO NOT COMMIT
CLEVER_CLIENT_ID: "«_cid»"
CLEVER_CLIENT_SECRET: "«a»"
CLEVER_DISTRICT_TOKEN_DEMO: "«b»"
CLASSLINK_CLIENT_ID: "«_cl»"
CLASSLINK_CLIENT_SECRET: "«c»"
`, V{"_cid": g.hex(20), "a": g.hex(40), "b": g.hex(40), "_cl": "c" + g.digits(13) + g.hex(6), "c": g.hex(40)}, "figaro", "CLASSLINK_CLIENT_ID")

	g.add("edu/clever-secure-sync-sftp", `
Clever Secure Sync — SFTP credentials for Fairview Unified (district «_did»)
  Host:      sftp.clever.com
  Port:      22
  Username:  «_user»
  Password:  «a»
Upload schools.csv, students.csv, teachers.csv, sections.csv, enrollments.csv to the root folder.
`, V{"_did": g.hex(24), "_user": g.pick("brave", "sharp", "quiet") + "-" + g.pick("hill", "river", "maple") + "-" + g.digits(4), "a": g.an(16)}, "sftp.clever.com", "Fairview Unified")

	g.add("edu/classlink-oneroster-oauth1-python", `
from requests_oauthlib import OAuth1Session

CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"
BASE = "https://«_t»-ca-v2.oneroster.com/ims/oneroster/v1p1"

oneroster = OAuth1Session(CLIENT_ID, client_secret=CLIENT_SECRET, signature_method="HMAC-SHA256")
r = oneroster.get(f"{BASE}/users?limit=100&filter=role='student'")
print(r.status_code, len(r.json()["users"]))
`, V{"_cid": g.hex(24), "a": g.hex(24), "_t": g.pick("fairview", "lakewood", "sandhills")}, "oneroster/v1p1", "signature_method=\"HMAC-SHA256\"")

	g.add("edu/classlink-roster-server-bearer-log", `
2024-11-05 06:00:02 INFO  rostersync: fetching https://«_t»-ca-v2.oneroster.com/ims/oneroster/v1p1/enrollments?offset=0&limit=1000
2024-11-05 06:00:02 DEBUG rostersync: headers {'Authorization': 'Bearer «a»', 'Accept': 'application/json'}
2024-11-05 06:00:04 INFO  rostersync: 1000 enrollments (tenant «_tid»)
`, V{"_t": "mesa", "a": g.uuid(), "_tid": g.digits(4)}, "rostersync", "offset=0&limit=1000")

	g.add("edu/oneroster-users-csv-with-passwords", `
$ head -4 oneroster/users.csv
sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password
«_s1»,active,2024-08-19T00:00:00Z,true,«_org»,student,«=u1»,{SIS:«_n1»},Maya,Turner,,«_n1»,«=u1»@stu.«_d»,,,,05,«a»
«_s2»,active,2024-08-19T00:00:00Z,true,«_org»,student,«=u2»,{SIS:«_n2»},Ethan,Brooks,J,«_n2»,«=u2»@stu.«_d»,,,,05,«b»
«_s3»,active,2024-08-19T00:00:00Z,true,«_org»,teacher,«=u3»,{SIS:«_n3»},Laura,Chen,,«_n3»,«=u3»@«_d»,,,,,
`, V{"_s1": g.uuid(), "_s2": g.uuid(), "_s3": g.uuid(), "_org": g.uuid(), "=u1": "mturner" + g.digits(3), "=u2": "ebrooks" + g.digits(3), "=u3": "lchen", "_n1": g.digits(6), "_n2": g.digits(6), "_n3": "T" + g.digits(5), "_d": "fairviewusd.example.org", "a": g.pick(pwWords...) + g.digits(4), "b": g.pick(pwWords...) + g.digits(4)}, "sourcedId,status,dateLastModified")

	psCID, psSec := g.uuid(), g.uuid()
	g.add("edu/powerschool-plugin-access-token", `
$ curl -s -X POST https://«_d»/oauth/access_token \
    -H "Authorization: Basic «a»" \
    -H "Content-Type: application/x-www-form-urlencoded;charset=UTF-8" \
    -d grant_type=client_credentials
{"access_token":"«b»","token_type":"Bearer","expires_in":"5183999"}
`, V{"_d": "ps.example-sd.org", "a": b64s(psCID + ":" + psSec), "b": g.uuid()}, "application/x-www-form-urlencoded;charset=UTF-8", "5183999")

	g.add("edu/powerschool-plugin-xml-and-config", `
<!-- plugin.xml -->
<plugin xmlns="http://plugin.powerschool.pearson.com" name="LibraryLink" version="2.3.1" description="Library circulation sync">
  <oauth/>
  <publisher name="Fairview USD IT">
    <contact email="sis-team@fairviewusd.example.org"/>
  </publisher>
  <access_request>
    <field table="STUDENTS" field="STUDENT_NUMBER" access="ViewOnly"/>
    <field table="STUDENTS" field="LASTFIRST" access="ViewOnly"/>
  </access_request>
</plugin>

# librarylink/settings.py (after installing, from System > Plugin Management Dashboard > LibraryLink > Data Configuration)
PS_URL = "https://ps.fairviewusd.example.org"
PS_CLIENT_ID = "«_cid»"
PS_CLIENT_SECRET = "«a»"
`, V{"_cid": g.uuid(), "a": g.uuid()}, "http://plugin.powerschool.pearson.com", "STUDENT_NUMBER", "Plugin Management Dashboard")

	g.add("edu/infinite-campus-oneroster-env", `
IC_BASE_URL=https://«_d».infinitecampus.org/campus/api/oneroster/v1p2/«_app»/ims/oneroster/rostering/v1p2
IC_CLIENT_KEY=«_k»
IC_CLIENT_SECRET=«a»
IC_TOKEN_URL=https://«_d».infinitecampus.org/campus/oauth2/token?appName=«_app»
`, V{"_d": g.pick("mnps", "ccsd", "jeffco"), "_app": g.pick("mnps", "ccsd", "jeffco"), "_k": g.b64u(24), "a": g.b64u(32)}, "IC_TOKEN_URL", "ims/oneroster/rostering/v1p2")

	g.add("edu/aeries-api-cert-curl", `
$ curl -s -H "AERIES-CERT: «a»" -H "Accept: application/json" https://aeries.«_d»/aeries/api/v5/schools/«=sc»/students/«_st» | jq '.[0] | {StudentNumber, PermanentID, Grade, SchoolCode}'
{
  "StudentNumber": «_sn»,
  "PermanentID": «_st»,
  "Grade": 9,
  "SchoolCode": «=sc»
}
`, V{"a": g.hex(32), "_d": "example-usd.org", "=sc": g.digits(3), "_st": g.digits(8), "_sn": g.digits(4)}, "AERIES-CERT", "PermanentID")

	g.add("edu/edfi-ods-api-key-secret", `
$ curl -s -X POST https://edfi.«_d»/api/oauth/token \
    -u «_key»:«a» \
    -d grant_type=client_credentials
{"access_token":"«b»","expires_in":1800,"token_type":"bearer"}
$ curl -s -H "Authorization: Bearer «b»" "https://edfi.«_d»/api/data/v3/ed-fi/students?limit=1" | jq '.[0].studentUniqueId'
"«_su»"
`, V{"_d": "tea.example.gov", "_key": g.an(20), "a": g.an(24), "b": g.hex(32), "_su": g.digits(9)}, "ed-fi/students", "grant_type=client_credentials")

	g.add("edu/skyward-api-config", `
# skyward_sync.toml
[skyward]
base_url = "https://skyward.«_d»/API/"
client_id = "«_cid»"
client_secret = "«a»"
entity = "000"
school_year = 2025

[target]
dsn = "mssql://rostersvc:«b»@sql-ro.«_d»/roster?driver=ODBC+Driver+18+for+SQL+Server"
`, V{"_d": "isd.example.us", "_cid": g.hex(16), "a": g.hex(32), "b": g.pwURL()}, "school_year = 2025", "rostersvc", "ODBC+Driver+18+for+SQL+Server")

	g.add("edu/clever-ids-benign", `
$ python scripts/clever_students.py --school «_sch» --limit 3
ID                        SIS_ID   STATE_ID     GRADE  NAME
«_a»  «_as»   «_ast»  3      Avery Johnson
«_b»  «_bs»   «_bst»  3      Diego Ramirez
«_c»  «_cs»   «_cst»  3      Hana Sato
`, V{"_sch": g.hex(24), "_a": g.hex(24), "_as": g.digits(6), "_ast": g.digits(10), "_b": g.hex(24), "_bs": g.digits(6), "_bst": g.digits(10), "_c": g.hex(24), "_cs": g.digits(6), "_cst": g.digits(10)}, "Avery Johnson", "STATE_ID")
}

// ---- Turnitin, Kahoot, H5P, Ed, Piazza and other classroom tools ----

func (g *G) eduTools() {
	g.add("edu/turnitin-tca-submission-curl", `
$ curl -s -X POST https://«_t».turnitin.com/api/v1/submissions \
    -H "Authorization: Bearer «a»" \
    -H "X-Turnitin-Integration-Name: gradeflow" \
    -H "X-Turnitin-Integration-Version: 1.8.0" \
    -H "Content-Type: application/json" \
    -d '{"owner":"«_own»","title":"ENG102 Essay 2 - draft","submitter":"«_own»","owner_default_permission_set":"LEARNER"}'
{"id":"«_sid»","owner":"«_own»","title":"ENG102 Essay 2 - draft","status":"CREATED","created_time":"2024-11-04T20:41:07.912Z"}
`, V{"_t": g.pick("gradeflow", "stateu"), "a": g.hex(32), "_own": g.uuid(), "_sid": g.uuid()}, "X-Turnitin-Integration-Name: gradeflow", "ENG102 Essay 2 - draft")

	g.add("edu/turnitin-moodle-plugin-settings", `
$ php admin/cli/cfg.php --component=plagiarism_turnitin --json | jq '{accountid, secretkey, apiurl, enablediagnostic}'
{
  "accountid": "«_acct»",
  "secretkey": "«a»",
  "apiurl": "https://api.turnitin.com",
  "enablediagnostic": "1"
}
`, V{"_acct": g.digits(5), "a": g.an(16)}, "plagiarism_turnitin", "enablediagnostic")

	g.add("edu/turnitin-webhook-signing-secret", `
# turnitin_webhooks.py
TURNITIN_WEBHOOK_SECRET = b"«a»"

def verify(request):
    sig = request.headers["X-Turnitin-Signature"]
    mac = hmac.new(TURNITIN_WEBHOOK_SECRET, request.body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(sig, mac)
`, V{"a": g.an(24)}, "X-Turnitin-Signature", "compare_digest")

	g.add("edu/kahoot-game-pin-benign", `
Teacher chat (Period 2):
  Kahoot is up on the board — go to kahoot.it and enter Game PIN «_pin»
  Nickname = first name + last initial please, no silly names!
  Results export: https://create.kahoot.it/details/«_kid» (shared with the dept.)
`, V{"_pin": g.digits(7), "_kid": g.uuid()}, "kahoot.it", "first name + last initial")

	g.add("edu/h5p-wordpress-wpconfig", `
/** H5P + LearnDash site, staging copy */
define( 'DB_NAME', 'wp_h5plearn' );
define( 'DB_USER', 'h5plearn' );
define( 'DB_PASSWORD', '«a»' );
define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY',         '«b»' );
define( 'SECURE_AUTH_KEY',  '«c»' );
define( 'H5P_DEV', false );
`, V{"a": g.pw(), "b": g.s(alSalt, 64), "c": g.s(alSalt, 64)}, "wp_h5plearn", "H5P_DEV", "h5plearn")

	g.add("edu/h5p-content-json-benign", `
$ unzip -p photosynthesis-quiz.h5p h5p.json
{"title":"Photosynthesis check-in","language":"en","mainLibrary":"H5P.QuestionSet","embedTypes":["iframe"],"license":"CC BY-SA","defaultLanguage":"en","preloadedDependencies":[{"machineName":"H5P.QuestionSet","majorVersion":1,"minorVersion":20},{"machineName":"H5P.MultiChoice","majorVersion":1,"minorVersion":16}],"extraTitle":"Photosynthesis check-in","contentHash":"«_h»"}
`, V{"_h": g.hex(40)}, "H5P.QuestionSet", "Photosynthesis check-in")

	g.add("edu/ed-discussion-api-token", `
$ export ED_API_TOKEN=«a»
$ python - <<'PY'
from edapi import EdAPI
ed = EdAPI()
ed.login()
user = ed.get_user_info()
print(user["user"]["name"], [c["course"]["code"] for c in user["courses"]][:3])
PY
Jordan Pike ['CS 170', 'DATA C100', 'CS 61A']
`, V{"a": g.b64u(6) + "." + g.b64u(43)}, "from edapi import EdAPI", "DATA C100")

	g.add("edu/piazza-api-login", `
from piazza_api import Piazza

p = Piazza()
p.user_login(email="«=e»@«_d»", password="«a»")
cs101 = p.network("«_nid»")
for post in cs101.iter_all_posts(limit=5):
    print(post["nr"], post["history"][0]["subject"])
`, V{"=e": "ta.kwon", "_d": "umass.example.edu", "a": g.pw(), "_nid": g.s(alLowNum, 20)}, "from piazza_api import Piazza", "iter_all_posts")

	g.add("edu/classroom-app-dotenv-staging", `
# classquest-api/.env.staging
DATABASE_URL=postgres://classquest:«a»@classquest-staging.cluster-«_c».us-east-1.rds.amazonaws.com:5432/classquest
REDIS_URL=rediss://default:«b»@classquest-cache.«_r».cache.amazonaws.com:6379
JWT_SIGNING_SECRET=«c»
CLEVER_CLIENT_ID=«_cid»
GOOGLE_CLASSROOM_CLIENT_ID=«_gid».apps.googleusercontent.com
STRIPE_SECRET_KEY=«e»
MIXPANEL_TOKEN=«_mp»
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 12), "b": g.an(32), "_r": g.s(alLowNum, 6), "c": g.b64(48), "_cid": g.hex(20), "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "e": g.skTest(), "_mp": g.hex(32)}, "classquest-api/.env.staging")

	g.add("edu/district-alerts-twilio-settings", `
# district_alerts/settings.py
TWILIO_ACCOUNT_SID = "«_sid»"
TWILIO_AUTH_TOKEN = "«a»"
TWILIO_MESSAGING_SERVICE_SID = "MG«_mg»"
SNOW_DAY_TEMPLATE = "Fairview USD: All schools are closed today, {date}. Stay safe!"
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_mg": g.hex(32)}, "SNOW_DAY_TEMPLATE", "TWILIO_MESSAGING_SERVICE_SID")

	g.add("edu/respondus-lockdown-lti-settings", `
Canvas > Admin > Settings > Apps > App Configurations > LockDown Browser Dashboard
  Configuration Type:  By URL
  Consumer Key:        «_ck»
  Shared Secret:       «a»
  Config URL:          https://smc.respondus2.com/lti/config.xml
`, V{"_ck": g.digits(9), "a": g.an(24)}, "https://smc.respondus2.com/lti/config.xml", "LockDown Browser Dashboard")

	g.add("edu/math-integrations-yaml", `
integrations:
  desmos_classroom:
    enabled: true
    api_key: «_a»  # embedded in the page script tag
  wolfram_alpha:
    app_id: «b»
  libretexts:
    base: https://chem.libretexts.org
`, V{"_a": "dcb" + g.hex(29), "b": g.s(alUpNum, 6) + "-" + g.s(alUpNum, 10)}, "desmos_classroom", "https://chem.libretexts.org")
}

// ---- Open edX ----

func (g *G) eduOpenEdx() {
	g.add("edu/openedx-lms-yml", `
$ sudo cat /edx/etc/lms.yml | head -40
AWS_ACCESS_KEY_ID: «_ak»
AWS_SECRET_ACCESS_KEY: «a»
AWS_STORAGE_BUCKET_NAME: edx-uploads-prod
CELERY_BROKER_HOSTNAME: redis.edx.internal:6379
CELERY_BROKER_PASSWORD: «b»
CELERY_BROKER_TRANSPORT: redis
CELERY_BROKER_USER: ''
CMS_BASE: studio.«_d»
DATABASES:
    default:
        ENGINE: django.db.backends.mysql
        HOST: mysql.edx.internal
        NAME: edxapp
        PASSWORD: «c»
        PORT: '3306'
        USER: edxapp001
EMAIL_HOST: smtp.sendgrid.net
EMAIL_HOST_PASSWORD: «e»
EMAIL_HOST_USER: apikey
LMS_BASE: «_d»
SECRET_KEY: «f»
`, V{"_ak": g.awsID(), "a": g.awsSecret(), "b": g.an(32), "_d": "learn.example.org", "c": g.an(40), "e": g.sendgrid(), "f": g.an(64)}, "edx-uploads-prod", "edxapp001", "CELERY_BROKER_TRANSPORT: redis")

	g.add("edu/openedx-jwt-auth-block", `
JWT_AUTH:
    JWT_AUDIENCE: lms-key
    JWT_AUTH_COOKIE: edx-jwt-cookie
    JWT_ISSUER: https://«_d»/oauth2
    JWT_ISSUERS:
    -   AUDIENCE: lms-key
        ISSUER: https://«_d»/oauth2
        SECRET_KEY: «a»
    JWT_PRIVATE_SIGNING_JWK: '{"kid": "«_kid»", "kty": "RSA", "key_ops": ["sign"], "n": "«_n»", "e": "AQAB", "d": "«b»", "p": "«c»", "q": "«e»", "dp": "«f»", "dq": "«h»", "qi": "«i»"}'
    JWT_PUBLIC_SIGNING_JWK_SET: '{"keys": [{"kid": "«_kid»", "kty": "RSA", "e": "AQAB", "n": "«_n»"}]}'
    JWT_SECRET_KEY: «a»
    JWT_SIGNING_ALGORITHM: RS512
`, V{"_d": "courses.example.org", "a": g.an(32), "_kid": g.pick("openedx", "prod-2024", g.hex(8)), "_n": g.b64u(342), "b": g.b64u(342), "c": g.b64u(171), "e": g.b64u(171), "f": g.b64u(171), "h": g.b64u(171), "i": g.b64u(171)}, "edx-jwt-cookie", "JWT_SIGNING_ALGORITHM: RS512")

	g.add("edu/tutor-config-yml", `
$ cat "$(tutor config printroot)/config.yml"
CMS_OAUTH2_SECRET: «a»
CONTACT_EMAIL: support@«_d»
ID: «_id»
JWT_RSA_PRIVATE_KEY: '«b»'
LMS_HOST: «_d»
MYSQL_ROOT_PASSWORD: «c»
OPENEDX_MYSQL_PASSWORD: «e»
OPENEDX_SECRET_KEY: «f»
PLATFORM_NAME: Example Academy
PLUGINS:
- indigo
- mfe
SMTP_HOST: smtp.mailgun.org
SMTP_PASSWORD: «h»
SMTP_USERNAME: postmaster@mg.«_d»
`, V{"a": g.an(24), "_d": "academy.example.com", "_id": g.an(24), "b": g.rsaPEM().block(), "c": g.an(8), "e": g.an(8), "f": g.an(24), "h": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "PLATFORM_NAME: Example Academy", "- indigo")

	g.add("edu/tutor-printvalue", `
$ tutor config printvalue OPENEDX_SECRET_KEY
«a»
$ tutor config printvalue LMS_HOST
«_d»
$ tutor config printvalue MYSQL_ROOT_PASSWORD
«b»
`, V{"a": g.an(24), "_d": "lms.example.edu", "b": g.an(8)}, "tutor config printvalue")

	g.add("edu/tutor-createuser", `
$ tutor local do createuser --staff --superuser admin admin@«_d» --password='«a»'
[+] Creating tutor_local-lms-run-8f3c2a91d7e1 ... done
Superuser created successfully.
Adding user 'admin' to group 'course_creator_group'
`, V{"_d": "academy.example.com", "a": g.pw()}, "course_creator_group", "tutor local do createuser")

	g.add("edu/openedx-create-dot-application", `
$ ./manage.py lms --settings=production create_dot_application \
    --grant-type client-credentials \
    --client-id «_cid» \
    --client-secret «a» \
    --scopes user_id \
    ecommerce-backend-service ecommerce_worker
2024-11-04 11:20:09,551 INFO Created ecommerce-backend-service application with id: 7, client_id: «_cid», and client_secret: «a»
`, V{"_cid": "ecommerce-backend-service-key", "a": g.an(40)}, "create_dot_application", "ecommerce_worker")

	g.add("edu/openedx-xqueue-interface", `
XQUEUE_INTERFACE:
    basic_auth:
    - edx
    - «a»
    django_auth:
        password: «b»
        username: lms
    url: https://xqueue.«_d»
`, V{"a": g.pwURL(), "b": g.an(32), "_d": "edx.example.edu"}, "XQUEUE_INTERFACE", "django_auth")

	g.add("edu/openedx-discovery-yml", `
# /edx/etc/discovery.yml
BACKEND_SERVICE_EDX_OAUTH2_KEY: discovery-backend-service-key
BACKEND_SERVICE_EDX_OAUTH2_PROVIDER_URL: https://«_d»/oauth2
BACKEND_SERVICE_EDX_OAUTH2_SECRET: «a»
SOCIAL_AUTH_EDX_OAUTH2_KEY: discovery-sso-key
SOCIAL_AUTH_EDX_OAUTH2_SECRET: «b»
ELASTICSEARCH_CLUSTER_URL: https://search.edx.internal:9200
`, V{"_d": "courses.example.org", "a": g.an(40), "b": g.an(40)}, "discovery-backend-service-key", "discovery-sso-key")

	g.add("edu/openedx-block-keys-benign", `
$ curl -s https://«_d»/api/courses/v2/blocks/?course_id=course-v1%3AExampleX%2BCS50x%2B2024_T3\&username=staff\&depth=1 | jq '.blocks | keys[:3]'
[
  "block-v1:ExampleX+CS50x+2024_T3+type@chapter+block@«_b1»",
  "block-v1:ExampleX+CS50x+2024_T3+type@course+block@course",
  "block-v1:ExampleX+CS50x+2024_T3+type@sequential+block@«_b2»"
]
`, V{"_d": "courses.example.org", "_b1": g.hex(32), "_b2": g.hex(32)}, "course-v1%3AExampleX%2BCS50x%2B2024_T3")

	g.add("edu/openedx-ecommerce-payment-processor", `
PAYMENT_PROCESSOR_CONFIG:
    exampleacademy:
        cybersource:
            merchant_id: exampleacademy_prod
            transaction_key: «a»
            secret_key: «b»
            access_key: «_ak»
            profile_id: «_pid»
        stripe:
            publishable_key: «_pk»
            secret_key: «c»
`, V{"a": g.b64(120), "b": g.hex(256), "_ak": g.hex(32), "_pid": g.uuid(), "_pk": g.pkLive(), "c": g.skLive()}, "PAYMENT_PROCESSOR_CONFIG", "exampleacademy_prod")

	g.add("edu/openedx-mongo-contentstore", `
CONTENTSTORE:
    DOC_STORE_CONFIG:
        authsource: admin
        collection: modulestore
        db: edxapp
        host:
        - mongo-0.edx.internal
        - mongo-1.edx.internal
        password: «a»
        port: 27017
        replicaSet: rs0
        ssl: true
        user: edxapp
    ENGINE: xmodule.contentstore.mongo.MongoContentStore
`, V{"a": g.an(32)}, "xmodule.contentstore.mongo.MongoContentStore", "mongo-0.edx.internal")

	g.add("edu/openedx-social-auth-secrets", `
SOCIAL_AUTH_OAUTH_SECRETS:
    azuread-oauth2: «a»
    google-oauth2: «b»
    tpa-saml: ''
THIRD_PARTY_AUTH_BACKENDS:
- social_core.backends.google.GoogleOAuth2
- social_core.backends.azuread.AzureADOAuth2
`, V{"a": g.azSecret(), "b": g.gocspx()}, "social_core.backends.azuread.AzureADOAuth2")
}

// ---- JupyterHub, nbgrader ----

func (g *G) eduJupyter() {
	g.add("edu/jupyterhub-config-py", `
# /etc/jupyterhub/jupyterhub_config.py
c = get_config()  # noqa

c.JupyterHub.bind_url = 'http://:8000'
c.JupyterHub.authenticator_class = 'ltiauthenticator.LTI11Authenticator'
c.LTI11Authenticator.consumers = {
    "«_ck»": "«a»",
}
c.LTI11Authenticator.username_key = 'lis_person_sourcedid'
c.ConfigurableHTTPProxy.auth_token = '«b»'
c.JupyterHub.cookie_secret_file = '/srv/jupyterhub/jupyterhub_cookie_secret'
c.JupyterHub.services = [
    {'name': 'ngshare', 'url': 'http://127.0.0.1:10101', 'api_token': '«c»'},
]
c.Spawner.default_url = '/lab'
`, V{"_ck": g.hex(32), "a": g.hex(64), "b": g.hex(64), "c": g.hex(32)}, "ltiauthenticator.LTI11Authenticator", "lis_person_sourcedid", "/srv/jupyterhub/jupyterhub_cookie_secret")

	g.add("edu/z2jh-values-yaml-lti13", `
# config.yaml for helm upgrade --install jhub jupyterhub/jupyterhub
proxy:
  secretToken: "«a»"
hub:
  cookieSecret: "«b»"
  config:
    JupyterHub:
      authenticator_class: ltiauthenticator.lti13.authenticator.LTI13Authenticator
    LTI13Authenticator:
      issuer: https://canvas.instructure.com
      client_id: ["«_cid»"]
      authorize_url: https://sso.canvaslms.com/api/lti/authorize_redirect
      jwks_endpoint: https://sso.canvaslms.com/api/lti/security/jwks
      username_key: email
singleuser:
  image:
    name: quay.io/jupyter/datascience-notebook
    tag: "2024-10-07"
  memory:
    limit: 2G
`, V{"a": g.hex(64), "b": g.hex(64), "_cid": g.eduDevKey()}, "quay.io/jupyter/datascience-notebook", "LTI13Authenticator")

	g.add("edu/jupyterhub-cookie-secret-file", `
$ sudo ls -l /srv/jupyterhub/
-rw------- 1 root root   65 Aug 21 09:02 jupyterhub_cookie_secret
-rw-r--r-- 1 root root 2114 Aug 21 09:02 jupyterhub_config.py
-rw-r--r-- 1 root root 94208 Nov  4 16:40 jupyterhub.sqlite
$ sudo cat /srv/jupyterhub/jupyterhub_cookie_secret
«a»
`, V{"a": g.hex(64)}, "jupyterhub.sqlite", "jupyterhub_config.py")

	g.add("edu/jupyterhub-token-cli", `
$ jupyterhub token --db=sqlite:///jupyterhub.sqlite --note "nbgrader autograde" grader-cs101
«a»
$ curl -s -H "Authorization: token «a»" http://127.0.0.1:8081/hub/api/users | jq '.[].name' | head -3
"grader-cs101"
"«=s1»"
"«=s2»"
`, V{"a": g.hex(32), "=s1": "s" + g.digits(7), "=s2": "s" + g.digits(7)}, "nbgrader autograde", "grader-cs101")

	g.add("edu/jupyter-server-list-token", `
(base) ta@jhub-grading:~$ jupyter server list
Currently running servers:
http://localhost:8888/?token=«a» :: /home/ta/cs101-fa24
http://127.0.0.1:8890/?token=«b» :: /home/ta/nbgrader-exchange
`, V{"a": g.hex(48), "b": g.hex(48)}, "/home/ta/cs101-fa24", "Currently running servers")

	g.add("edu/singleuser-env-hub-api-token", `
jovyan@jupyter-s«_s»:~$ env | grep -i -E 'jupyterhub|nbgrader' | sort
JUPYTERHUB_ACTIVITY_URL=http://hub:8081/hub/api/users/s«_s»/activity
JUPYTERHUB_API_TOKEN=«a»
JUPYTERHUB_API_URL=http://hub:8081/hub/api
JUPYTERHUB_BASE_URL=/
JUPYTERHUB_CLIENT_ID=jupyterhub-user-s«_s»
JUPYTERHUB_OAUTH_CALLBACK_URL=/user/s«_s»/oauth_callback
JUPYTERHUB_SERVICE_PREFIX=/user/s«_s»/
JUPYTERHUB_USER=s«_s»
JPY_API_TOKEN=«a»
NBGRADER_COURSE_ID=cs101-fa24
`, V{"_s": g.digits(7), "a": g.hex(32)}, "NBGRADER_COURSE_ID=cs101-fa24", "http://hub:8081/hub/api")

	g.add("edu/nbgrader-config-gradebook-db", `
# nbgrader_config.py
c = get_config()
c.CourseDirectory.course_id = "stat200-sp25"
c.CourseDirectory.root = "/home/instructor/stat200"
c.Exchange.root = "/srv/nbgrader/exchange"
c.CourseDirectory.db_url = "postgresql://nbgrader:«a»@gradebook-db.jhub.svc:5432/stat200"
c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE\nraise NotImplementedError()"}
`, V{"a": g.pwURL()}, "stat200-sp25", "gradebook-db.jhub.svc:5432", "NotImplementedError")

	g.add("edu/nbgrader-cell-checksum-benign", `
$ jq '.cells[3].metadata' source/hw3/hw3.ipynb
{
  "deletable": false,
  "editable": false,
  "nbgrader": {
    "cell_type": "code",
    "checksum": "«_c»",
    "grade": true,
    "grade_id": "test_normalize",
    "locked": true,
    "points": 2,
    "schema_version": 3,
    "solution": false,
    "task": false
  }
}
`, V{"_c": g.hex(32)}, "test_normalize", "schema_version")

	g.add("edu/jupyterhub-github-oauthenticator", `
c.JupyterHub.authenticator_class = "github"
c.GitHubOAuthenticator.oauth_callback_url = "https://hub.«_d»/hub/oauth_callback"
c.GitHubOAuthenticator.client_id = "«_cid»"
c.GitHubOAuthenticator.client_secret = "«a»"
c.GitHubOAuthenticator.allowed_organizations = {"cs-«_o»-students"}
c.GitHubOAuthenticator.scope = ["read:org"]
`, V{"_d": "ds.example.edu", "_cid": "Ov23li" + g.an(14), "a": g.hex(40), "_o": g.pick("fall24", "ds100")}, "allowed_organizations", "read:org")

	g.add("edu/littlest-jupyterhub-tljh-config", `
$ sudo tljh-config show
users:
  admin:
  - mchen
auth:
  type: nativeauthenticator.NativeAuthenticator
  GenericOAuthenticator:
    client_id: tljh-«=n»
    client_secret: «a»
    token_url: https://sso.«_d»/realms/students/protocol/openid-connect/token
https:
  enabled: true
  letsencrypt:
    email: it@«_d»
    domains:
    - hub.«_d»
`, V{"=n": g.digits(3), "a": g.an(32), "_d": "college.example.edu"}, "nativeauthenticator.NativeAuthenticator", "protocol/openid-connect/token")

	g.add("edu/nbgitpuller-link-benign", `
Students: click this link to get the week 6 notebooks into your hub account:
https://hub.«_d»/hub/user-redirect/git-pull?repo=https%3A%2F%2Fgithub.com%2Fds100-fa24%2Fmaterials&urlpath=lab%2Ftree%2Fmaterials%2Fweek06%2Flab06.ipynb&branch=main
(commit «_sha» — if you already pulled, it will merge your changes)
`, V{"_d": "datahub.example.edu", "_sha": g.gitSHA()}, "git-pull?repo=", "lab06.ipynb")

	g.add("edu/ngshare-helm-values", `
ngshare:
  hub_api_token: «a»
  admins:
    - instructor-cs101
  storage: 1Gi
deployment:
  env:
    - name: JUPYTERHUB_API_URL
      value: http://hub:8081/hub/api
`, V{"a": g.hex(32)}, "instructor-cs101", "JUPYTERHUB_API_URL")
}

// ---- GitHub Classroom, autograders and grading services ----

func (g *G) eduGrading() {
	g.add("edu/github-classroom-clone-script", `
$ GITHUB_TOKEN=«a» python clone_all.py --org cs«=n»-fall24 --assignment lab2-linked-lists --out ./subs
Found 143 repositories matching lab2-linked-lists-*
Cloning lab2-linked-lists-«=u1» ... done (HEAD «_sha»)
Cloning lab2-linked-lists-«=u2» ... done
`, V{"a": g.ghp(), "=n": g.digits(3), "=u1": "jwong22", "=u2": "mbakerdev", "_sha": g.gitSHA()[:7]}, "lab2-linked-lists", "Found 143 repositories")

	g.add("edu/github-classroom-autograding-workflow-benign", `
# .github/workflows/classroom.yml
name: Autograding Tests
on: [push, repository_dispatch]
permissions:
  checks: write
  actions: read
  contents: read
jobs:
  run-autograding-tests:
    runs-on: ubuntu-latest
    if: github.actor != 'github-classroom[bot]'
    steps:
      - uses: actions/checkout@v4
      - name: test_reverse
        id: test-reverse
        uses: classroom-resources/autograding-command-grader@v1
        with:
          test-name: test_reverse
          command: pytest -q tests/test_list.py::test_reverse
          timeout: 10
          max-score: 5
      - name: Autograding Reporter
        uses: classroom-resources/autograding-grading-reporter@v1
        env:
          TEST-REVERSE_RESULTS: "${{steps.test-reverse.outputs.result}}"
        with:
          runners: test-reverse
`, V{}, "classroom-resources/autograding-command-grader@v1", "github-classroom[bot]")

	g.add("edu/gradescope-autograder-setup-sh", `
#!/usr/bin/env bash
# setup.sh — runs once when the Gradescope autograder image is built
apt-get install -y python3 python3-pip
pip3 install -r /autograder/source/requirements.txt
# hidden tests live in a private repo
git clone --depth 1 https://x-access-token:«a»@github.com/cs«=n»-staff/hidden-tests.git /autograder/hidden
`, V{"a": g.ghFine(), "=n": g.digits(3)}, "/autograder/source/requirements.txt", "hidden-tests.git")

	g.add("edu/gradescope-run-autograder-post-score", `
#!/usr/bin/env bash
# run_autograder
cd /autograder/source
python3 run_tests.py > /autograder/results/results.json
# mirror scores to our course dashboard
curl -s -X POST https://dash.cs«=n».example.edu/api/scores \
  -H "X-Grader-Key: «a»" \
  -H "Content-Type: application/json" \
  --data @/autograder/results/results.json
`, V{"=n": g.digits(3), "a": g.hex(40)}, "/autograder/results/results.json", "run_tests.py")

	g.add("edu/gradescope-results-json-benign", `
$ cat /autograder/results/results.json
{
  "score": 8.0,
  "output": "Ran 10 tests; 8 passed",
  "visibility": "after_due_date",
  "stdout_visibility": "hidden",
  "tests": [
    {"score": 1.0, "max_score": 1.0, "name": "test_empty_list", "number": "1.1"},
    {"score": 0.0, "max_score": 1.0, "name": "test_large_input", "number": "1.2", "output": "Timed out after 5s"}
  ],
  "leaderboard": [{"name": "Runtime", "value": 1.92, "order": "asc"}],
  "extra_data": {"submission_id": «_sid», "commit": "«_sha»"}
}
`, V{"_sid": g.digits(9), "_sha": g.gitSHA()}, "after_due_date", "test_large_input")

	g.add("edu/gradescope-unofficial-api-login", `
from gradescopeapi.classes.connection import GSConnection

conn = GSConnection()
conn.login("«=e»@«_d»", "«a»")
courses = conn.account.get_courses()
print(courses["instructor"].keys())
`, V{"=e": "prof.okonkwo", "_d": "example.edu", "a": g.pw()}, "GSConnection", "get_courses")

	g.add("edu/prairielearn-config-json", `
$ cat /PrairieLearn/config.json
{
  "postgresqlHost": "pl-db.«_d»",
  "postgresqlUser": "prairielearn",
  "postgresqlPassword": "«a»",
  "postgresqlDatabase": "prairielearn",
  "secretKey": "«b»",
  "serverType": "https",
  "serverPort": "443",
  "hasAzure": true,
  "azureClientID": "«_cid»",
  "azureClientSecret": "«c»",
  "externalGradingUseAws": true,
  "externalGradingS3Bucket": "pl-grading-«_d2»"
}
`, V{"_d": "cs.example.edu", "a": g.pwStrong(), "b": g.hex(64), "_cid": g.uuid(), "c": g.azSecret(), "_d2": g.pick("jobs", "fa24")}, "externalGradingUseAws", "prairielearn")

	g.add("edu/submitty-database-json", `
$ sudo cat /usr/local/submitty/config/database.json
{
    "database_host": "localhost",
    "database_port": 5432,
    "database_user": "submitty_dbuser",
    "database_password": "«a»",
    "database_course_user": "submitty_course_dbuser",
    "database_course_password": "«b»",
    "debugging_enabled": false
}
`, V{"a": g.an(24), "b": g.an(24)}, "submitty_course_dbuser", "debugging_enabled")

	g.add("edu/autolab-tango-config", `
# Tango/config.py
class Config(object):
    PREFIX = "local"
    PORT = 3000
    # Keys that Autolab uses to authenticate to Tango
    KEYS = ["«a»"]
    COURSELABS = "courselabs"
    VMMS_NAME = "localDocker"
    DOCKER_VOLUME_PATH = "/opt/TangoService/Tango/volumes/"
`, V{"a": g.hex(32)}, "VMMS_NAME = \"localDocker\"", "/opt/TangoService/Tango/volumes/")

	g.add("edu/codepost-api-key-upload", `
import codepost

codepost.configure_api_key("«a»")
course = codepost.course.list_available(name="COS 126", period="F2024")[0]
assn = [a for a in course.assignments if a.name == "Hello World"][0]
print(assn.id, len(assn.list_submissions()))
`, V{"a": g.hex(40)}, "COS 126", "list_submissions")

	g.add("edu/moss-perl-userid", `
$ grep -n userid moss.pl
171:$userid=«a»;
$ ./moss.pl -l java -d -b starter/*.java subs/*/src/*.java
Checking files . . .
OK
Uploading subs/«=u»/src/LinkedList.java ...done.
Query submitted.  Waiting for the server's response.
http://moss.stanford.edu/results/6/«_res»
`, V{"a": g.digits(9), "=u": "ab1234", "_res": g.digits(12)}, "moss.stanford.edu/results", "Query submitted.")

	g.add("edu/otter-grader-gradescope-config", `
# assignment config in hw05.ipynb (raw cell)
# ASSIGNMENT CONFIG
name: hw05
solutions_pdf: true
export_cell:
  instructions: Save your notebook first, then run this cell to export.
generate:
  pdf: true
  zips: false
  token: «a»
  course_id: '«_c»'
  assignment_id: '«_a»'
`, V{"a": g.hex(40), "_c": g.digits(6), "_a": g.digits(7)}, "ASSIGNMENT CONFIG", "solutions_pdf")

	g.add("edu/github-classroom-roster-csv-benign", `
$ head -4 classroom_roster.csv
"identifier","github_username","github_id","name"
"«_s1»","«=g1»","«_i1»","Amara Diallo"
"«_s2»","«=g2»","«_i2»","Ben Fischer"
"«_s3»","","",""
`, V{"_s1": g.eduStudent(), "=g1": "amaradiallo", "_i1": g.digits(8), "_s2": g.eduStudent(), "=g2": "bfischer-dev", "_i2": g.digits(8), "_s3": g.eduStudent()}, "github_username", "Amara Diallo")

	g.add("edu/gh-classroom-extension-benign", `
$ gh classroom assignments -c «_cid»
ID      Title                  Submission Public  Type        Deadline               Editor  Invitation Link                                      Accepted  Submissions  Passing
«_a1»  Lab 1: Git basics      false              individual  2024-09-13T06:59:00Z           https://classroom.github.com/a/«=inv1»   141       139          131
«_a2»  Project 1: Shell       false              group       2024-10-04T06:59:00Z           https://classroom.github.com/a/«=inv2»   47        45           40
`, V{"_cid": g.digits(6), "_a1": g.digits(6), "_a2": g.digits(6), "=inv1": g.b64u(8), "=inv2": g.b64u(8)}, "Lab 1: Git basics", "Submission Public")
}

// ---- student information exports and district IT ----

func (g *G) eduSIS() {
	g.add("edu/sis-student-export-initial-passwords", `
$ csvlook --max-rows 3 exports/new_accounts_2024-08-12.csv
| student_number | last_name | first_name | grade | school | network_login | initial_password |
| -------------- | --------- | ---------- | ----- | ------ | ------------- | ---------------- |
|       «_n1» | Abara     | Chidi      |     9 | HHS    | «=l1»     | «a»    |
|       «_n2» | Lindqvist | Elsa       |     9 | HHS    | «=l2»     | «b»    |
|       «_n3» | Romero    | Isabella   |    10 | HHS    | «=l3»     | «c»    |
`, V{"_n1": g.digits(6), "_n2": g.digits(6), "_n3": g.digits(6), "=l1": "cabara28", "=l2": "elindq28", "=l3": "iromero27", "a": g.pick(pwWords...) + g.digits(4) + "!", "b": g.pick(pwWords...) + g.digits(4) + "!", "c": g.pick(pwWords...) + g.digits(4) + "!"}, "initial_password", "network_login")

	g.add("edu/ad-new-aduser-students-ps1", `
Import-Csv .\new_students.csv | ForEach-Object {
    $upn = "$($_.Login)@students.«_d»"
    New-ADUser -Name "$($_.First) $($_.Last)" -SamAccountName $_.Login -UserPrincipalName $upn ˋ
        -Path "OU=Class of $($_.GradYear),OU=Students,DC=fairview,DC=local" ˋ
        -AccountPassword (ConvertTo-SecureString "«a»" -AsPlainText -Force) ˋ
        -ChangePasswordAtLogon $true -Enabled $true
}
`, V{"_d": "fairviewusd.example.org", "a": g.pick(pwWords...) + "2024" + g.pick("!", "#")}, "OU=Students,DC=fairview,DC=local", "-ChangePasswordAtLogon $true")

	g.add("edu/synergy-sis-soap-request", `
$ curl -s https://synergy.«_d»/Service/PXPCommunication.asmx \
    -H 'Content-Type: text/xml; charset=utf-8' -H 'SOAPAction: "http://edupoint.com/webservices/ProcessWebServiceRequest"' \
    --data '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ProcessWebServiceRequest xmlns="http://edupoint.com/webservices/"><userID>«_u»</userID><password>«a»</password><skipLoginLog>1</skipLoginLog><parent>0</parent><webServiceHandleName>PXPWebServices</webServiceHandleName><methodName>Gradebook</methodName><paramStr>&lt;Parms&gt;&lt;ChildIntID&gt;0&lt;/ChildIntID&gt;&lt;/Parms&gt;</paramStr></ProcessWebServiceRequest></soap:Body></soap:Envelope>'
`, V{"_d": "example-usd.org", "_u": g.digits(6), "a": g.pw()}, "PXPCommunication.asmx", "webServiceHandleName")

	g.add("edu/sis-readonly-sql-connection", `
# reports/attendance_daily.py
import pyodbc
conn = pyodbc.connect(
    "DRIVER={ODBC Driver 18 for SQL Server};SERVER=ps-report.«_d»,1433;DATABASE=PSReport;"
    "UID=ps_report_ro;PWD=«a»;Encrypt=yes;TrustServerCertificate=yes"
)
rows = conn.execute("SELECT student_number, att_date, att_code FROM attendance WHERE att_date = CAST(GETDATE() AS date)").fetchall()
`, V{"_d": "fairviewusd.example.org", "a": g.pwStrong()}, "ps_report_ro", "PSReport")

	g.add("edu/it-ticket-wifi-staff-psk", `
Ticket #«_t» — Staff Wi-Fi on new Chromebooks (Lincoln Elementary)
Status: Resolved   Assignee: rsilva   Requester: Ms. Patterson (3rd grade)

[rsilva] Pushed the updated profile. For the 4 devices that were enrolled before the policy, connect manually:
  SSID: FUSD-Staff
  Security: WPA2-Personal
  Passphrase: «a»
Please do not share this with students.
`, V{"_t": g.digits(5), "a": g.pw()}, "Lincoln Elementary", "FUSD-Staff", "WPA2-Personal")

	g.add("edu/it-ticket-sis-vendor-creds", `
Ticket #«_t» — Destiny library sync failing since Monday
Priority: Normal   Category: SIS Integrations

[jmartin 2024-11-04 08:15] Vendor support asked for the API credentials we configured. From the Destiny admin page:
  PowerSchool URL:     https://ps.«_d»
  Client ID:           «_cid»
  Client Secret:       «a»
  Last successful run: 2024-10-28 02:00
[kchen 2024-11-04 09:02] Don't email the secret to the vendor, I'll regenerate it in Plugin Management after they confirm.
`, V{"_t": g.digits(5), "_d": "fairviewusd.example.org", "_cid": g.uuid(), "a": g.uuid()}, "Destiny library sync failing", "Plugin Management")

	g.add("edu/sis-state-reporting-sftp-netrc", `
$ cat ~/.netrc
machine sftp.«=st».state.edu.example
  login «_u»
  password «a»
machine upload.nscresearch.example.org
  login clearinghouse_«_n»
  password «b»
`, V{"=st": g.pick("ode", "tea", "nysed"), "_u": "dist" + g.digits(6), "a": g.pwStrong(), "_n": g.digits(6), "b": g.pw()}, "upload.nscresearch.example.org")

	g.add("edu/ldap-student-bind-ldapsearch", `
$ ldapsearch -H ldaps://dc01.fairview.local -D "CN=svc-lms,OU=Service,DC=fairview,DC=local" -w '«a»' -b "OU=Students,DC=fairview,DC=local" "(employeeID=«_sid»)" sAMAccountName mail
# extended LDIF
dn: CN=Noor Haddad,OU=Class of 2027,OU=Students,DC=fairview,DC=local
sAMAccountName: nhaddad27
mail: nhaddad27@students.fairviewusd.example.org
`, V{"a": g.pw(), "_sid": g.digits(6)}, "CN=svc-lms,OU=Service,DC=fairview,DC=local", "nhaddad27")

	g.add("edu/sis-export-benign-ids-only", `
$ head -5 exports/enrollments_fa24.csv
section_id,course_id,student_id,sis_user_id,status,role,term
«_sec1»,BIO101,«_s1»,«_u1»,active,student,2024FA
«_sec1»,BIO101,«_s2»,«_u2»,active,student,2024FA
«_sec2»,CHEM110,«_s1»,«_u1»,active,student,2024FA
«_sec2»,CHEM110,«_t»,«_ut»,active,teacher,2024FA
`, V{"_sec1": "BIO101-00" + g.digits(1), "_sec2": "CHEM110-0" + g.digits(2), "_s1": g.digits(7), "_s2": g.digits(7), "_u1": "U" + g.digits(8), "_u2": "U" + g.digits(8), "_t": g.digits(7), "_ut": "E" + g.digits(6)}, "sis_user_id", "2024FA")

	g.add("edu/district-mdm-jamf-school-api", `
$ curl -s -u «_nid»:«a» -H "X-Server-Protocol-Version: 3" https://«_d».jamfcloud.com/api/devices?serialnumber=«_sn» | jq '.devices[0] | {name, class, owner}'
{
  "name": "LES-iPad-Cart3-14",
  "class": {"name": "Ms. Patterson 3B"},
  "owner": {"username": "cart3"}
}
`, V{"_nid": g.digits(8), "a": g.s(alUpNum, 32), "_d": "fairviewusd", "_sn": g.s(alUpNum, 12)}, "LES-iPad-Cart3-14", "X-Server-Protocol-Version: 3")

	g.add("edu/web-filter-agent-config-json", `
{
  "orgId": "«_org»",
  "deploymentKey": "«a»",
  "reportingEndpoint": "https://extapi.«_v».example.com/v2/report",
  "ouPaths": ["/Students/Grade 06", "/Students/Grade 07", "/Students/Grade 08"],
  "blockPage": "https://block.fairviewusd.example.org/"
}
`, V{"_org": g.uuid(), "a": g.an(40), "_v": "webfilter"}, "reportingEndpoint", "/Students/Grade 07")

	g.add("edu/visitor-management-printer-ini", `
; C:\ProgramData\VisitorMgmt\printer.ini
[Server]
Url=https://visitor.«_d»/api
SiteCode=LES
ApiUser=frontdesk-les
ApiPassword=«a»
[Printer]
Model=DYMO LabelWriter 450
`, V{"_d": "fairviewusd.example.org", "a": g.pw()}, "DYMO LabelWriter 450", "frontdesk-les")
}

// ---- chats, emails, issues and tickets ----

func (g *G) eduChat() {
	g.add("edu/teacher-email-canvas-token", `
From: Rachel Moreno <rmoreno@«_d»>
To: Sam Li <sli@«_d»>
Subject: Re: grade export script

Hi Sam,

Thanks so much for setting this up! I made the token like you said (Account > Settings > New Access Token, purpose "grade export").
Here it is:

«a»

It's set to expire at the end of the semester. The course is Chemistry Period 4, the URL ends in /courses/«_c».

Rachel
`, V{"_d": "lincolnhs.example.org", "a": g.eduCanvasTok(), "_c": g.eduCourse()}, "Chemistry Period 4", "New Access Token")

	g.eduAdd("edu/agent-chat-moodle-token", `
user: the sync keeps failing with "Invalid token - token not found". here's the token I created in Site admin > Server > Web services > Manage tokens: «a» — for user sis_sync, service "SIS integration". moodle is https://moodle.«_d»
assistant: Thanks. "Invalid token - token not found" usually means the token was created for a different service or was deleted when the user was suspended. Let me check which service the script calls:
ˋˋˋ
$ grep -n wsfunction scripts/sync_grades.py
12:    params.update(wstoken=WSTOKEN, wsfunction=wsfunction, moodlewsrestformat="json")
ˋˋˋ
`, V{"a": g.hex(32), "_d": "harborcollege.example.edu"}, "Invalid token - token not found", "sis_sync")

	g.add("edu/slack-lms-admins-blackboard-secret", `
#lms-admins  Tue 10:42
Dana Whitfield: new REST app for the attendance dashboard is registered on developer.blackboard.com
Dana Whitfield: app key «_k»
Dana Whitfield: secret «a»
Dana Whitfield: (pls put it in Vault under secret/lms/attendance and I'll delete these msgs)
Omar Haddad: :white_check_mark: done, stored. deleting now
`, V{"_k": g.uuid(), "a": g.an(32)}, "secret/lms/attendance", "developer.blackboard.com")

	g.eduAdd("edu/github-issue-canvasapi-pasted-token", `
### Describe the bug
ˋget_courses()ˋ returns an empty list for my teacher account but the web UI shows 6 courses.

### To Reproduce
ˋˋˋpython
from canvasapi import Canvas
canvas = Canvas("https://«_i».instructure.com", "«a»")
print(list(canvas.get_courses(enrollment_type="teacher")))
ˋˋˋ

### Environment
- canvasapi 3.3.0
- Python 3.12.4
`, V{"_i": "lonestar", "a": g.eduCanvasTok()}, "canvasapi 3.3.0", "enrollment_type=\"teacher\"")

	g.add("edu/forum-post-lti-secret", `
Posted in Moodle in English > General help, Wed 6 Nov 2024

LTI tool says "OAuth signature verification failed"

I've triple-checked the key and secret. In the external tool settings I have:
  Tool URL: https://app.«_v».com/lti/launch
  Consumer key: «_ck»
  Shared secret: «a»
  Moodle 4.3.4+ (Build: 20240524)
Any idea what else could cause this? Our server clock is in sync (chrony).
`, V{"_v": "vocabtrainer", "_ck": "hillview-" + g.digits(4), "a": g.an(20)}, "OAuth signature verification failed", "Moodle 4.3.4+ (Build: 20240524)")

	g.add("edu/teams-chat-zoom-sdk-secret", `
[11/04 3:12 PM] Kelsey Park
the Zoom app for the virtual tutoring portal needs the Meeting SDK creds, can someone send?

[11/04 3:20 PM] Arjun Mehta
Client ID: «_cid»
Client Secret: «a»
it's the "Tutoring Portal" app under the district marketplace account
`, V{"_cid": g.eduZoomID(), "a": g.an(32)}, "Tutoring Portal", "Kelsey Park")

	g.add("edu/email-vendor-clever-app-secret", `
From: Integrations Team <integrations@readingquest.example>
Subject: Your Clever app credentials (sandbox)

Hi Fairview team,

Your Clever sandbox district is connected. Use these to test instant login:
  Client ID:      «_cid»
  Client Secret:  «a»
  Redirect URI:   https://app.readingquest.example/auth/clever
  District ID:    «_did»

Best,
ReadingQuest Integrations
`, V{"_cid": g.hex(20), "a": g.hex(40), "_did": g.hex(24)}, "ReadingQuest Integrations", "instant login")

	g.add("edu/agent-chat-openedx-admin-pw", `
user: can you log in to studio and check why the course outline won't publish? admin user is staff@«_d» / «a»
assistant: I'll avoid logging in with your password; instead I'll check the Studio logs for the publish error:
$ tutor local logs --tail=50 cms | grep -i error
cms-1  | 2024-11-05 10:04:11,882 ERROR 18 [cms.djangoapps.contentstore.views.block] block.py:312 - Unable to publish block-v1:ExampleX+CS50x+2024_T3+type@sequential+block@«_b»
`, V{"_d": "academy.example.com", "a": g.pw(), "_b": g.hex(32)}, "Unable to publish", "tutor local logs")

	g.add("edu/jira-ticket-google-sa-key", `
EDTECH-«_n»: Classroom roster sync failing with invalid_grant
Reporter: m.ferreira   Assignee: unassigned   Labels: google-workspace, sis

Description:
Since the key rotation, the sync job fails with:
  google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant', 'error_description': 'Invalid JWT Signature.'})
The key currently deployed is below (from /etc/rostersync/sa.json):
  "private_key_id": "«=kid»",
  "private_key": "«a»",
`, V{"_n": g.digits(4), "=kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n")}, "Invalid JWT Signature.", "/etc/rostersync/sa.json")

	g.add("edu/teacher-email-class-account-password", `
From: Mr. Delgado <jdelgado@«_d»>
To: 7th grade science team
Subject: shared BrainPOP + Gizmos logins for subs

Team,
For sub days, here are the shared class logins (please don't post them in Classroom):
  BrainPOP   username: fairview7sci   password: «a»
  Gizmos     teacher@«_d»             password: «b»
Thanks!
`, V{"_d": "fairviewusd.example.org", "a": g.pick(pwWords...) + g.digits(3), "b": g.pw()}, "fairview7sci", "shared class logins")

	g.add("edu/discord-cs-club-bot-token-leak", `
cs-club-bot  | Traceback (most recent call last):
cs-club-bot  |   File "/app/bot.py", line 88, in <module>
cs-club-bot  |     client.run("«a»")
cs-club-bot  | discord.errors.LoginFailure: Improper token has been passed.
`, V{"a": g.discordBot()}, "discord.errors.LoginFailure", "cs-club-bot")

	g.eduAdd("edu/agent-chat-jupyterhub-proxy-token-diff", `
assistant: I updated the Helm values to read the proxy token from a Secret. Diff:
ˋˋˋdiff
 proxy:
-  secretToken: "«a»"
+  secretToken: null
+  secretSync: true
 hub:
   existingSecret: jhub-secrets
ˋˋˋ
Note the old token was committed in git history (commit «_sha»); rotate it with ˋopenssl rand -hex 32ˋ.
`, V{"a": g.hex(64), "_sha": g.gitSHA()[:9]}, "existingSecret: jhub-secrets", "openssl rand -hex 32")

	g.add("edu/slack-d2l-refresh-token-handoff", `
#brightspace-integration  Fri 16:55
Lena Fox: heading out on leave, handoff for the grades exporter:
Lena Fox: client id «_cid», secret is in 1Password "D2L OAuth - grades"
Lena Fox: the current refresh token (rotates on every use!!) is «a»
Lena Fox: if it breaks, re-auth as the d2l-svc user via /oauth/start
`, V{"_cid": g.uuid(), "a": "rt.ca-central-1." + g.b64u(43)}, "D2L OAuth - grades", "d2l-svc")

	g.add("edu/helpdesk-kaltura-ks-screenshot-text", `
Ticket #«_t» (MediaSpace): video won't play for students in BIO 150
Attached: console output copied by instructor

  GET https://cdnapisec.kaltura.com/api_v3/service/session/action/get?ks=«a» 403 (Forbidden)
  KalturaAPIException: Invalid KS "«a»" Error: "EXPIRED"
`, V{"_t": g.digits(6), "a": "djJ8" + g.b64u(176)}, "BIO 150", "KalturaAPIException")
}

// ---- benign look-alikes ----

func (g *G) eduBenign() {
	g.add("edu/canvas-course-json-benign", `
$ curl -s -H "Authorization: Bearer $CANVAS_TOKEN" https://canvas.«_d»/api/v1/courses/«_c» | jq '{id, uuid, sis_course_id, course_code, lti_context_id, enrollment_term_id, root_account_id}'
{
  "id": «_c»,
  "uuid": "«_u»",
  "sis_course_id": "2024FA-PHYS-1301-003",
  "course_code": "PHYS 1301",
  "lti_context_id": "«_ctx»",
  "enrollment_term_id": «=term»,
  "root_account_id": 1
}
`, V{"_d": "utd.example.edu", "_c": g.eduCourse(), "_u": g.an(40), "_ctx": g.hex(40), "=term": g.digits(3)}, "2024FA-PHYS-1301-003", "$CANVAS_TOKEN")

	g.add("edu/canvas-platform-jwks-benign", `
$ curl -s https://sso.canvaslms.com/api/lti/security/jwks | jq '.keys[0]'
{
  "kty": "RSA",
  "e": "AQAB",
  "n": "«_n»",
  "kid": "«_kid»",
  "alg": "RS256",
  "use": "sig"
}
`, V{"_n": g.b64u(342), "_kid": g.eduKid()}, "api/lti/security/jwks")

	g.add("edu/lti-deployments-table-benign", `
tool_prod=> SELECT issuer, client_id, deployment_id, created_at FROM lti_deployments ORDER BY created_at DESC LIMIT 3;
             issuer              |    client_id     |                deployment_id                 |         created_at
---------------------------------+------------------+----------------------------------------------+----------------------------
 https://canvas.instructure.com  | «_c1»   | «_d1»  | 2024-10-29 14:11:02.381+00
 https://canvas.instructure.com  | «_c2»   | «_d2» | 2024-10-17 09:45:51.009+00
 https://«_m».brightspace.com | «_c3» | «_d3» | 2024-09-30 18:20:14.227+00
(3 rows)
`, V{"_c1": g.eduDevKey(), "_d1": g.eduDeploy(), "_c2": g.eduDevKey(), "_d2": g.eduDeploy(), "_m": "elearn", "_c3": g.uuid(), "_d3": g.uuid()}, "lti_deployments", "tool_prod=>")

	h1 := g.hex(40)
	g.add("edu/moodle-files-contenthash-benign", `
mysql> SELECT id, contenthash, component, filearea, filename, filesize FROM mdl_files WHERE itemid = «_item» AND filename <> '.';
+--------+------------------------------------------+-------------+------------+-------------------------+----------+
| id     | contenthash                              | component   | filearea   | filename                | filesize |
+--------+------------------------------------------+-------------+------------+-------------------------+----------+
| «_i1» | «_h1» | assignsubmission_file | submission_files | lab3_report.pdf | 482113 |
| «_i2» | «_h2» | assignsubmission_file | submission_files | data.xlsx       |  20441 |
+--------+------------------------------------------+-------------+------------+-------------------------+----------+
$ ls /var/moodledata/filedir/«=p1»/«=p2»/
«_h1»
`, V{"_item": g.digits(5), "_i1": g.digits(6), "_h1": h1, "_i2": g.digits(6), "_h2": g.hex(40), "=p1": h1[:2], "=p2": h1[2:4]}, "assignsubmission_file", "lab3_report.pdf")

	g.add("edu/tool-public-key-pem-benign", `
Paste this public key into the Moodle "External tool configuration" (Public key type: RSA key):
-----BEGIN PUBLIC KEY-----
«_k»
-----END PUBLIC KEY-----
Tool URL: https://tool.«_d»/lti/launch    Initiate login URL: https://tool.«_d»/lti/login
`, V{"_k": wrap(g.b64(294), 64), "_d": "geosim.example.com"}, "External tool configuration", "Public key type: RSA key")

	g.add("edu/zoom-meeting-list-benign", `
$ curl -s -H "Authorization: Bearer $ZOOM_TOKEN" "https://api.zoom.us/v2/users/me/meetings?type=upcoming&page_size=2" | jq '.meetings[] | {uuid, id, topic, start_time}'
{
  "uuid": "«_u1»",
  "id": «_m1»,
  "topic": "ECON 201 Discussion Section",
  "start_time": "2024-11-06T18:00:00Z"
}
{
  "uuid": "«_u2»",
  "id": «_m2»,
  "topic": "Advising drop-in",
  "start_time": "2024-11-07T15:30:00Z"
}
`, V{"_u1": g.b64(16)[:22] + "==", "_m1": g.digits(11), "_u2": g.b64(16)[:22] + "==", "_m2": g.digits(10)}, "ECON 201 Discussion Section", "$ZOOM_TOKEN")

	g.add("edu/google-classroom-courses-benign", `
$ gam print courses teacher pstone@«_d» fields id,name,section,alternatelink
id,name,section,alternateLink
«_c1»,Algebra I,Period 1,https://classroom.google.com/c/«_a1»
«_c2»,Algebra I,Period 6,https://classroom.google.com/c/«_a2»
«_c3»,Geometry Honors,Period 3,https://classroom.google.com/c/«_a3»
`, V{"_d": "fairviewusd.example.org", "_c1": g.digits(12), "_a1": g.b64u(16), "_c2": g.digits(12), "_a2": g.b64u(16), "_c3": g.digits(12), "_a3": g.b64u(16)}, "Geometry Honors", "alternateLink")

	g.add("edu/assignment-submission-hashes-benign", `
$ sha256sum submissions/*/hw4.py | head -3
«_h1»  submissions/«_s1»/hw4.py
«_h2»  submissions/«_s2»/hw4.py
«_h3»  submissions/«_s3»/hw4.py
$ python tools/dupes.py submissions/ --threshold 0.9
«_s1» <-> «_s3»: similarity 0.94 (identical after whitespace normalization)
`, V{"_h1": g.hex(64), "_s1": g.eduStudent(), "_h2": g.hex(64), "_s2": g.eduStudent(), "_h3": g.hex(64), "_s3": g.eduStudent()}, "identical after whitespace normalization")

	g.add("edu/openedx-public-jwk-set-benign", `
$ curl -s https://«_d»/oauth2/jwks.json
{"keys": [{"kid": "«_kid»", "kty": "RSA", "e": "AQAB", "n": "«_n»"}]}
`, V{"_d": "courses.example.org", "_kid": g.hex(8), "_n": g.b64u(342)}, "/oauth2/jwks.json")

	g.add("edu/lti-launch-params-benign", `
Launch parameters (LTI 1.3, decoded claims shown by the tool's debug page):
  iss:                 https://canvas.instructure.com
  aud / client_id:     «_cid»
  deployment_id:       «_dep»
  sub:                 «_sub»
  context.id:          «_ctx»
  context.label:       HIST 110
  resource_link.id:    «_rl»
  roles:               http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor
  custom.canvas_course_id: «_c»
`, V{"_cid": g.eduDevKey(), "_dep": g.eduDeploy(), "_sub": g.uuid(), "_ctx": g.hex(40), "_rl": g.hex(40), "_c": g.eduCourse()}, "membership#Instructor", "HIST 110")

	g.add("edu/clever-ids-webhook-event-benign", `
{"data":{"object":{"id":"«_id»","district":"«_dist»","school":"«_sch»","name":"Grade 2 Reading","sis_id":"«_sis»","students":["«_s1»","«_s2»"]}},"id":"«_ev»","type":"sections.updated","created":"2024-11-04T12:00:04.117Z"}
`, V{"_id": g.hex(24), "_dist": g.hex(24), "_sch": g.hex(24), "_sis": g.digits(6), "_s1": g.hex(24), "_s2": g.hex(24), "_ev": g.hex(24)}, "sections.updated", "Grade 2 Reading")

	g.add("edu/h5p-embed-code-benign", `
<iframe src="https://moodle.«_d»/h5p/embed.php?url=https%3A%2F%2Fmoodle.«_d»%2Fpluginfile.php%2F«_ctx»%2Fmod_h5pactivity%2Fpackage%2F0%2Fcell-structure.h5p&component=mod_h5pactivity" name="h5player" width="«=w»" height="«=h»" allowfullscreen="allowfullscreen" class="h5p-player"></iframe><script src="https://moodle.«_d»/h5p/h5plib/v127/joubel/core/js/h5p-resizer.js" charset="UTF-8"></script>
`, V{"_d": "stmarys.example.ac.uk", "_ctx": g.digits(6), "=w": "1080", "=h": "706"}, "h5p-resizer.js", "cell-structure.h5p")

	g.add("edu/canvas-masked-developer-keys-table-benign", `
Developer Keys (Admin > Developer Keys)
| Name                      | Owner Email                | Details          | Stats           | Type     | State |
|---------------------------|----------------------------|------------------|-----------------|----------|-------|
| Grade Sync (prod)         | lms-team@«_d»    | «_k1» Show Key | 412 tokens | API      | On    |
| Peer Review Studio        | vendor@peerreview.example  | «_k2»  Show Key | —          | LTI 1.3  | On    |
`, V{"_d": "central.example.edu", "_k1": g.eduDevKey(), "_k2": g.eduDevKey()}, "Show Key", "Owner Email")

	g.add("edu/nbgrader-gradebook-export-benign", `
$ nbgrader export --to grades.csv && head -3 grades.csv
assignment,duedate,timestamp,student_id,last_name,first_name,email,raw_score,late_submission_penalty,score,max_score
hw1,2024-09-13 23:59:00,2024-09-13 21:14:08.331904,«_s1»,Nakamura,Ken,,18.0,0.0,18.0,20.0
hw1,2024-09-13 23:59:00,2024-09-14 00:41:55.018231,«_s2»,Oduya,Grace,,20.0,2.0,18.0,20.0
`, V{"_s1": "s" + g.digits(7), "_s2": "s" + g.digits(7)}, "late_submission_penalty", "nbgrader export --to grades.csv")
}

// ---- more: SIS back ends, admissions, LTI services, deployment ----

func (g *G) eduExtra() {
	g.add("edu/gh-secret-set-canvas-token", `
$ gh secret set CANVAS_TOKEN --repo cs-dept/course-tools --body "«a»"
✓ Set Actions secret CANVAS_TOKEN for cs-dept/course-tools
$ gh secret list --repo cs-dept/course-tools
NAME            UPDATED
CANVAS_TOKEN    less than a minute ago
DAP_CLIENT_ID   about 2 months ago
`, V{"a": g.eduCanvasTok()}, "cs-dept/course-tools", "DAP_CLIENT_ID")

	g.add("edu/k8s-secret-grade-sync", `
apiVersion: v1
kind: Secret
metadata:
  name: grade-sync
  namespace: lms-integrations
type: Opaque
stringData:
  CANVAS_BASE_URL: https://canvas.«_d»
  CANVAS_TOKEN: "«a»"
  BANNER_DB_PASSWORD: "«b»"
  SIS_TERM: "202510"
`, V{"_d": "uni.example.edu", "a": g.eduCanvasTok(), "b": g.pwStrong()}, "lms-integrations", "SIS_TERM")

	g.add("edu/jupyterhub-api-tokens-table-benign", `
sqlite> SELECT id, prefix, hashed, note, created FROM api_tokens LIMIT 2;
3|«_p1»|sha512:16384:«_s1»:«_h1»|nbgrader autograde|2024-09-02 18:11:04.551028
7|«_p2»|sha512:16384:«_s2»:«_h2»|ngshare|2024-09-05 08:40:19.002117
`, V{"_p1": g.hex(4), "_s1": g.hex(16), "_h1": g.hex(128), "_p2": g.hex(4), "_s2": g.hex(16), "_h2": g.hex(128)}, "api_tokens", "sha512:16384:")

	g.add("edu/powerschool-sqlplus-psnavigator", `
$ sqlplus psnavigator/«a»@//ps-db.«_d»:1521/PSPRODDB

SQL*Plus: Release 19.0.0.0.0 - Production on Tue Nov 5 07:12:40 2024
Connected to:
Oracle Database 19c Standard Edition 2 Release 19.0.0.0.0 - Production

SQL> SELECT COUNT(*) FROM students WHERE enroll_status = 0;

  COUNT(*)
----------
      8412
`, V{"a": g.pwURL(), "_d": "fairviewusd.example.org"}, "PSPRODDB", "enroll_status = 0")

	g.add("edu/ellucian-ethos-api-key-auth", `
$ curl -s -X POST https://integrate.elluciancloud.com/auth -H "Authorization: Bearer «a»" > /tmp/ethos.jwt
$ curl -s -H "Authorization: Bearer $(cat /tmp/ethos.jwt)" -H "Accept: application/vnd.hedtech.integration.v12+json" \
    "https://integrate.elluciancloud.com/api/persons?limit=1" | jq '.[0].id'
"«_pid»"
`, V{"a": g.uuid(), "_pid": g.uuid()}, "application/vnd.hedtech.integration.v12+json", "/tmp/ethos.jwt")

	g.add("edu/slate-admissions-web-service-url", `
# nightly_admits.py
SLATE_URL = "https://apply.«_d»/manage/query/run?id=«_q»&cmd=service&output=json&h=«=h»"
SLATE_USER = "ws_admits"
SLATE_PASS = "«a»"

resp = requests.get(SLATE_URL, auth=(SLATE_USER, SLATE_PASS), timeout=120)
admits = resp.json()["row"]
`, V{"_d": "wesleyan.example.edu", "_q": g.uuid(), "=h": g.hex(40), "a": g.pwStrong()}, "ws_admits", "cmd=service&output=json")

	g.add("edu/lti-ags-score-post", `
$ curl -s -X POST "https://canvas.«_d»/api/lti/courses/«_c»/line_items/«_li»/scores" \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/vnd.ims.lis.v1.score+json" \
    -d '{"userId":"«_u»","scoreGiven":8,"scoreMaximum":10,"activityProgress":"Completed","gradingProgress":"FullyGraded","timestamp":"2024-11-05T09:12:00Z"}'
{"resultUrl":"https://canvas.«_d»/api/lti/courses/«_c»/line_items/«_li»/results/«_r»"}
`, V{"_d": "uni.example.edu", "_c": g.eduCourse(), "_li": g.digits(4), "a": g.jwt("HS512", `{"iss":"https://canvas.instructure.com","sub":"`+g.eduDevKey()+`","aud":"https://canvas.uni.example.edu/login/oauth2/token","iat":1730797800,"exp":1730801400,"jti":"`+g.uuid()+`","scopes":"https://purl.imsglobal.org/spec/lti-ags/scope/score"}`), "_u": g.uuid(), "_r": g.digits(5)}, "application/vnd.ims.lis.v1.score+json", "FullyGraded")

	g.add("edu/openedx-celery-worker-log-broker-url", `
[2024-11-05 02:00:01,114: INFO/MainProcess] Connected to redis://:«a»@redis.edx.internal:6379/0
[2024-11-05 02:00:01,131: INFO/MainProcess] mingle: searching for neighbors
[2024-11-05 02:00:02,146: INFO/MainProcess] celery@lms-worker-7d9f ready.
[2024-11-05 02:00:05,882: INFO/MainProcess] Task lms.djangoapps.grades.tasks.compute_grades_for_course_v2[«_t»] received
`, V{"a": g.an(32), "_t": g.uuid()}, "compute_grades_for_course_v2", "celery@lms-worker-7d9f")

	g.add("edu/clever-python-sdk-token", `
import clever
from clever.rest import ApiException

configuration = clever.Configuration()
configuration.access_token = "«a»"
api = clever.DataApi(clever.ApiClient(configuration))
try:
    for s in api.get_schools().data:
        print(s.data.id, s.data.name)
except ApiException as e:
    print("Clever error:", e.status)
`, V{"a": g.hex(40)}, "clever.DataApi", "get_schools")

	g.add("edu/lti11-cartridge-xml-benign", `
<?xml version="1.0" encoding="UTF-8"?>
<cartridge_basiclti_link xmlns="http://www.imsglobal.org/xsd/imslticc_v1p0" xmlns:blti="http://www.imsglobal.org/xsd/imsbasiclti_v1p0" xmlns:lticm="http://www.imsglobal.org/xsd/imslticm_v1p0">
  <blti:title>Lab Notebook</blti:title>
  <blti:launch_url>https://labnotebook.example.com/lti/launch</blti:launch_url>
  <blti:extensions platform="canvas.instructure.com">
    <lticm:property name="tool_id">labnotebook</lticm:property>
    <lticm:property name="privacy_level">name_only</lticm:property>
    <lticm:property name="domain">labnotebook.example.com</lticm:property>
  </blti:extensions>
</cartridge_basiclti_link>
`, V{}, "imsbasiclti_v1p0", "labnotebook.example.com")

	g.add("edu/moodle-docker-local-env-benign", `
$ cat local.env
export MOODLE_DOCKER_WWWROOT=$HOME/src/moodle
export MOODLE_DOCKER_DB=pgsql
export MOODLE_DOCKER_PHP_VERSION=8.2
export MOODLE_DOCKER_BROWSER=chrome
$ bin/moodle-docker-compose up -d
[+] Running 4/4
 ✔ Container moodle-docker-db-1         Started
 ✔ Container moodle-docker-webserver-1  Started
`, V{}, "MOODLE_DOCKER_PHP_VERSION=8.2", "moodle-docker-webserver-1")

	g.add("edu/banner-tnsnames-and-sqlnet-wallet-password", `
$ cat $TNS_ADMIN/tnsnames.ora
PROD = (DESCRIPTION = (ADDRESS = (PROTOCOL = TCPS)(HOST = banner-db.«_d»)(PORT = 2484)) (CONNECT_DATA = (SERVICE_NAME = PROD)))
$ grep -i banner_user ~/banner_extract/.env
BANNER_USER=baninst1_ro
BANNER_PASSWORD=«a»
ORACLE_WALLET_PASSWORD=«b»
`, V{"_d": "uni.example.edu", "a": g.pwStrong(), "b": g.pw()}, "baninst1_ro", "(PROTOCOL = TCPS)")
}
