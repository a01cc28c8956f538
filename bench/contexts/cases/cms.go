package cases

import (
	"fmt"
	"strings"
)

// cmsCases adds credentials from web frameworks and CMS platforms, as a
// coding agent meets them while it works on a site: it opens the config
// file, runs the framework's CLI, reads a deploy log or answers a chat.
// Sources: WordPress (wp-config.php with its database constants and the
// eight AUTH_KEY/SALT lines, wp-cli option, config and user commands,
// plugin license keys, WP_CACHE_KEY_SALT), Drupal (settings.php
// $databases, hash_salt, drush), Joomla configuration.php, Magento 2
// app/etc/env.php and bin/magento, Laravel (.env, php artisan key:generate,
// tinker and config:show), Django (settings.py, manage.py, django-environ
// .env), Rails (config/master.key, rails credentials:show and
// database.yml), Symfony (.env.local, secrets:list --reveal), Ghost
// config.production.json and Admin API keys, Strapi .env and API tokens,
// Directus, Payload CMS, Craft CMS, Umbraco and Orchard Core
// appsettings.json, Shopware 6, PrestaShop parameters.php and webservice
// keys, Discourse app.yml and API keys, Mastodon .env.production (VAPID,
// Active Record encryption), headless CMS delivery, preview and management
// tokens (Contentful, Sanity, Storyblok, Prismic, DatoCMS, Hygraph,
// Builder.io, Algolia), Decap/Netlify CMS, Hugo, Jekyll, Gatsby and
// Eleventy deploy configs, phpMyAdmin config.inc.php, .htpasswd files,
// other CMSes and frameworks (TYPO3, Statamic, Grav, Kirby, Wagtail,
// Keystone, Medusa, Saleor, NextAuth, Nuxt, MediaWiki, Moodle, Nextcloud),
// hosting views (git diffs, a Helm release's Kubernetes secrets, WordPress
// VIP and Pantheon CLIs, Umbraco Heartcore), and the chats around them.
// Benign look-alikes: table prefixes, site URLs, public VAPID keys, asset
// hashes and cache busters, WordPress and form nonces, SRI hashes, Ghost
// Content API keys, Algolia search-only keys, reCAPTCHA site keys, public
// project and space ids, instance and app ids, and masked previews. The
// case names start with "cms/".
func (g *G) cmsCases() {
	g.cmWordPress()
	g.cmDrupalJoomla()
	g.cmMagento()
	g.cmLaravel()
	g.cmDjango()
	g.cmRails()
	g.cmSymfony()
	g.cmGhostStrapi()
	g.cmDirectusPayloadCraft()
	g.cmDotnetShops()
	g.cmDiscourseMastodon()
	g.cmHeadless()
	g.cmStatic()
	g.cmAdminTools()
	g.cmOther()
	g.cmMore()
	g.cmChat()
	g.cmBenign()
}

// ---- helpers used only here ----

// cmAdd is add with "ˋ" standing for a backtick.
func (g *G) cmAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// cmWPSalt is one of the 64-character values of api.wordpress.org/secret-key.
func (g *G) cmWPSalt() string { return g.s(alSalt+"$&", 64) }

// cmWPSalts returns the eight keys and salts of a wp-config.php, with
// names and values, as a V and a block of define lines.
func (g *G) cmWPSalts(pad bool) (V, string) {
	names := []string{"AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT"}
	v := V{}
	var b strings.Builder
	for i, n := range names {
		k := fmt.Sprintf("s%d", i)
		v[k] = g.cmWPSalt()
		if pad {
			fmt.Fprintf(&b, "define( '%s',%s'«%s»' );\n", n, strings.Repeat(" ", 17-len(n)), k)
		} else {
			fmt.Fprintf(&b, "define('%s', '«%s»');\n", n, k)
		}
	}
	return v, strings.TrimSuffix(b.String(), "\n")
}

// cmMerge copies b into a.
func cmMerge(a, b V) V {
	for k, x := range b {
		a[k] = x
	}
	return a
}

// cmAppPW is a WordPress application password as WordPress shows it.
func (g *G) cmAppPW() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.an(4)
	}
	return strings.Join(p, " ")
}

// cmSKB is a Rails secret_key_base or Mastodon OTP secret.
func (g *G) cmSKB() string { return g.hex(128) }

// cmVapidPub is a public VAPID key (an uncompressed P-256 point, benign).
func (g *G) cmVapidPub() string { return "B" + g.s("ABCDEFGHIJKLMNOP", 1) + g.b64u(85) + "=" }

// cmStrapiKey is one 16-byte base64 key of a Strapi .env.
func (g *G) cmStrapiKey() string { return g.b64(16) }

// cmGhostAdmin is a Ghost Admin API key (id:secret).
func (g *G) cmGhostAdmin() string { return g.hex(24) + ":" + g.hex(64) }

// cmCFPAT is a Contentful personal access token.
func (g *G) cmCFPAT() string { return "CFPAT-" + g.b64u(43) }

// cmSanity is a Sanity API token.
func (g *G) cmSanity() string { return "sk" + g.an(180) }

// cmAssetHash is a build asset hash (benign).
func (g *G) cmAssetHash() string { return g.s(alHex, 8) }

// cmSiteKey is a reCAPTCHA v2/v3 key shape (the site key is benign).
func (g *G) cmSiteKey() string { return "6L" + g.s(alB64U, 38) }

// ---- WordPress ----

func (g *G) cmWordPress() {
	sv, salts := g.cmWPSalts(true)
	g.add("cms/wp-config-php-full", `
<?php
/**
 * The base configuration for WordPress
 *
 * @link https://developer.wordpress.org/advanced-administration/wordpress/wp-config/
 *
 * @package WordPress
 */

// ** Database settings - You can get this info from your web host ** //
/** The name of the database for WordPress */
define( 'DB_NAME', 'wp_lakeside' );

/** Database username */
define( 'DB_USER', 'lakeside_wp' );

/** Database password */
define( 'DB_PASSWORD', '«pw»' );

/** Database hostname */
define( 'DB_HOST', 'localhost' );

/** Database charset to use in creating database tables. */
define( 'DB_CHARSET', 'utf8mb4' );

/** The database collate type. Don't change this if in doubt. */
define( 'DB_COLLATE', '' );

/**#@+
 * Authentication unique keys and salts.
 *
 * Change these to different unique phrases! You can generate these using
 * the {@link https://api.wordpress.org/secret-key/1.1/salt/ WordPress.org secret-key service}.
 *
 * @since 2.6.0
 */
`+salts+`

/**#@-*/

/**
 * WordPress database table prefix.
 */
$table_prefix = 'lks_';

define( 'WP_DEBUG', false );

/* Add any custom values between this line and the "stop editing" line. */

/* That's all, stop editing! Happy publishing. */
`, cmMerge(V{"pw": g.pw()}, sv), "wp_lakeside", "lakeside_wp", "$table_prefix = 'lks_';", "https://api.wordpress.org/secret-key/1.1/salt/")

	sv2, salts2 := g.cmWPSalts(false)
	g.add("cms/wp-secret-key-api-curl", `
$ curl -s https://api.wordpress.org/secret-key/1.1/salt/
`+salts2+`
`, sv2, "https://api.wordpress.org/secret-key/1.1/salt/")

	g.add("cms/wp-cli-config-shuffle-salts", `
$ wp config shuffle-salts --path=/var/www/html
Success: Shuffled the salt keys.
$ wp config get AUTH_KEY --path=/var/www/html
«a»
$ wp config get table_prefix --path=/var/www/html
wp_
$ wp config get WP_HOME --path=/var/www/html
https://shop.fernbrook.co
`, V{"a": g.cmWPSalt()}, "Success: Shuffled the salt keys.", "https://shop.fernbrook.co")

	g.add("cms/wp-cli-config-list-table", `
$ wp config list --fields=name,value,type --format=table
+------------------+------------------------------------------------------------------+----------+
| name             | value                                                            | type     |
+------------------+------------------------------------------------------------------+----------+
| table_prefix     | wp_8k2_                                                          | variable |
| DB_NAME          | fernbrook_prod                                                   | constant |
| DB_USER          | fernbrook                                                        | constant |
| DB_PASSWORD      | «pw»                                                  | constant |
| DB_HOST          | db-mysql-fra1-40877.b.db.ondigitalocean.com:25060                | constant |
| DB_CHARSET       | utf8mb4                                                          | constant |
| DB_COLLATE       |                                                                  | constant |
| NONCE_SALT       | «ns»| constant |
| WP_ENVIRONMENT_TYPE | production                                                    | constant |
+------------------+------------------------------------------------------------------+----------+
`, V{"pw": g.pwStrong(), "ns": g.cmWPSalt()}, "fernbrook_prod", "db-mysql-fra1-40877.b.db.ondigitalocean.com:25060", "wp_8k2_")

	g.add("cms/wp-option-get-smtp-json", `
$ wp option get wp_mail_smtp --format=json | jq .
{
  "mail": {
    "from_email": "no-reply@birchandpine.com",
    "from_name": "Birch & Pine",
    "mailer": "smtp",
    "return_path": false,
    "from_email_force": true,
    "from_name_force": false
  },
  "smtp": {
    "autotls": true,
    "auth": true,
    "host": "smtp.office365.com",
    "encryption": "tls",
    "port": 587,
    "user": "no-reply@birchandpine.com",
    "pass": "«pw»"
  },
  "sendinblue": {
    "api_key": "«bv»",
    "domain": ""
  }
}
`, V{"pw": g.pw(), "bv": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "no-reply@birchandpine.com", "smtp.office365.com")

	g.add("cms/wp-option-list-license-keys", `
$ wp option list --search="*license*" --fields=option_name,option_value
option_name	option_value
acf_pro_license	«acf»
edd_sample_license_status	valid
gf_site_key	«gfk»
rg_gforms_key	«gfmd5»
wp_rocket_settings_license_status	active
elementor_pro_license_key	«el»
_elementor_pro_license_data_fallback	a:0:{}
`, V{"acf": b64s(fmt.Sprintf(`a:2:{s:3:"key";s:72:"%s";s:3:"url";s:25:"https://pinehollow.studio";}`, g.b64(54)[:72])), "gfk": g.uuid(), "gfmd5": g.hex(32), "el": g.hex(32)}, "edd_sample_license_status", "wp_rocket_settings_license_status")

	g.add("cms/wp-config-license-defines", `
/* Premium plugins */
define( 'ACF_PRO_LICENSE', '«acf»' );
define( 'GF_LICENSE_KEY', '«gf»' );
define( 'WP_ROCKET_KEY', '«rk»' );
define( 'WP_ROCKET_EMAIL', 'ops@pinehollow.studio' );
define( 'WPMDB_LICENCE', '«mdb»' );
define( 'SEARCHWP_LICENSE_KEY', '«sw»' );
define( 'WP_CACHE_KEY_SALT', 'pinehollow.studio:' );
`, V{"acf": g.b64(54)[:72], "gf": g.hex(32), "rk": g.hex(8), "mdb": g.uuid(), "sw": g.hex(32)}, "WP_CACHE_KEY_SALT', 'pinehollow.studio:'", "ops@pinehollow.studio")

	g.add("cms/wp-cli-user-application-password", `
$ wp user application-password create 3 "n8n automation" --porcelain
«ap»
$ wp user application-password list 3 --fields=uuid,app_id,name,created --format=csv
uuid,app_id,name,created
«_u»,,"n8n automation",1718371129
`, V{"ap": g.cmAppPW(), "_u": g.uuid()}, "n8n automation")

	g.add("cms/wp-rest-basic-auth-httpie", `
$ http -a editor-bot:'«ap»' POST https://news.kestrelbay.org/wp-json/wp/v2/posts title="Draft from CI" status=draft
HTTP/1.1 201 Created
Content-Type: application/json; charset=UTF-8
Link: <https://news.kestrelbay.org/?p=4821>; rel="shortlink"
X-WP-Nonce: «_nonce»

{
    "id": 4821,
    "date": "2024-09-12T10:41:07",
    "slug": "",
    "status": "draft",
`, V{"ap": g.cmAppPW(), "_nonce": g.hex(10)}, "editor-bot", "https://news.kestrelbay.org/wp-json/wp/v2/posts")

	g.add("cms/wp-docker-env-vars", `
services:
  wordpress:
    image: wordpress:6.6-php8.3-apache
    restart: unless-stopped
    environment:
      WORDPRESS_DB_HOST: mariadb:3306
      WORDPRESS_DB_USER: wp
      WORDPRESS_DB_PASSWORD: «pw»
      WORDPRESS_DB_NAME: wordpress
      WORDPRESS_TABLE_PREFIX: wpx_
      WORDPRESS_AUTH_KEY: «ak»
      WORDPRESS_SECURE_AUTH_KEY: «sak»
      WORDPRESS_CONFIG_EXTRA: |
        define('WP_HOME', 'https://blog.tidewater.dev');
        define('WP_SITEURL', 'https://blog.tidewater.dev');
  mariadb:
    image: mariadb:11.4
    environment:
      MARIADB_ROOT_PASSWORD: «root»
      MARIADB_DATABASE: wordpress
`, V{"pw": g.pwURL(), "ak": g.hex(40), "sak": g.hex(40), "root": g.pwURL()}, "wordpress:6.6-php8.3-apache", "https://blog.tidewater.dev", "WORDPRESS_TABLE_PREFIX: wpx_")

	g.add("cms/wp-debug-log-db-error", `
$ tail -n 6 wp-content/debug.log
[14-Mar-2024 08:02:11 UTC] PHP Warning:  mysqli_real_connect(): (HY000/1045): Access denied for user 'harbor_wp'@'10.0.3.17' (using password: YES) in /var/www/harbor/wp-includes/class-wpdb.php on line 1982
[14-Mar-2024 08:02:11 UTC] WordPress database error Access denied for user 'harbor_wp'@'10.0.3.17' (using password: YES)
[14-Mar-2024 08:02:44 UTC] PHP Notice:  Function _load_textdomain_just_in_time was called <strong>incorrectly</strong>.
$ grep -n DB_ wp-config.php
23:define( 'DB_NAME', 'harbor' );
26:define( 'DB_USER', 'harbor_wp' );
29:define( 'DB_PASSWORD', "«pw»" );
32:define( 'DB_HOST', '10.0.3.9' );
`, V{"pw": g.pw()}, "harbor_wp", "/var/www/harbor/wp-includes/class-wpdb.php")

	g.add("cms/wp-db-export-options-sql", `
$ wp db query "SELECT option_name, option_value FROM wp_options WHERE option_name IN ('siteurl','stripe_api_settings','mailchimp_api_key','recaptcha_keys')"
+-----------------------+--------------------------------------------------------------------------------------------------------------------------+
| option_name           | option_value                                                                                                             |
+-----------------------+--------------------------------------------------------------------------------------------------------------------------+
| mailchimp_api_key     | «mc»                                                                                     |
| recaptcha_keys        | a:2:{s:8:"site_key";s:40:"«_site»";s:10:"secret_key";s:40:"«rs»";}  |
| siteurl               | https://www.quarryhill.coffee                                                                                            |
+-----------------------+--------------------------------------------------------------------------------------------------------------------------+
`, V{"mc": g.mailchimp(), "_site": g.cmSiteKey(), "rs": g.cmSiteKey()}, "https://www.quarryhill.coffee")

	g.add("cms/wp-html-nonces-and-ver", `
$ curl -s https://www.quarryhill.coffee/contact/ | grep -E "nonce|ver=" | head -6
<link rel='stylesheet' id='wp-block-library-css' href='https://www.quarryhill.coffee/wp-includes/css/dist/block-library/style.min.css?ver=6.5.5' media='all' />
<script id="wp-api-fetch-js-after">wp.apiFetch.use( wp.apiFetch.createNonceMiddleware( "«_n1»" ) );</script>
<input type="hidden" id="_wpnonce" name="_wpnonce" value="«_n2»" />
<script src="https://www.quarryhill.coffee/wp-content/themes/quarry/dist/app.«_h».js?ver=«_v»" id="quarry-app-js"></script>
<script>var wpcf7 = {"api":{"root":"https:\/\/www.quarryhill.coffee\/wp-json\/","namespace":"contact-form-7\/v1"},"cached":1};</script>
`, V{"_n1": g.hex(10), "_n2": g.hex(10), "_h": g.cmAssetHash(), "_v": g.hex(20)}, "_wpnonce")

	g.add("cms/wp-bedrock-env-salts", `
DB_NAME='bedrock_prod'
DB_USER='bedrock'
DB_PASSWORD='«pw»'
# Optionally, you can use a data source name (DSN)
# DATABASE_URL='mysql://database_user:database_password@database_host:database_port/database_name'
DB_PREFIX='wp_'

WP_ENV='production'
WP_HOME='https://alderglen.org'
WP_SITEURL="${WP_HOME}/wp"

# Generate your keys here: https://roots.io/salts.html
AUTH_KEY='«a»'
SECURE_AUTH_KEY='«b»'
LOGGED_IN_KEY='«c»'
NONCE_KEY='«d»'
AUTH_SALT='«e»'
SECURE_AUTH_SALT='«f»'
LOGGED_IN_SALT='«h»'
NONCE_SALT='«i»'
`, V{"pw": g.pwStrong(), "a": g.cmWPSalt(), "b": g.cmWPSalt(), "c": g.cmWPSalt(), "d": g.cmWPSalt(), "e": g.cmWPSalt(), "f": g.cmWPSalt(), "h": g.cmWPSalt(), "i": g.cmWPSalt()}, "https://alderglen.org", "bedrock_prod", "https://roots.io/salts.html")

	g.add("cms/wp-cli-user-create-porcelain", `
$ wp user create deploy-bot deploy@alderglen.org --role=administrator --porcelain
17
$ wp user update 17 --user_pass='«pw»' --skip-email
Success: Updated user 17.
$ wp user get 17 --fields=ID,user_login,user_registered,roles
+-----------------+---------------------+
| Field           | Value               |
+-----------------+---------------------+
| ID              | 17                  |
| user_login      | deploy-bot          |
| user_registered | 2024-05-02 11:07:41 |
| roles           | administrator       |
+-----------------+---------------------+
`, V{"pw": g.pwStrong()}, "deploy@alderglen.org", "deploy-bot")

	g.add("cms/wp-multisite-sunrise-defines", `
define( 'WP_ALLOW_MULTISITE', true );
define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', true );
define( 'DOMAIN_CURRENT_SITE', 'network.coastalschools.net' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );
define( 'COOKIE_DOMAIN', '' );
define( 'AS3CF_SETTINGS', serialize( array(
	'provider'          => 'aws',
	'access-key-id'     => '«ak»',
	'secret-access-key' => '«sk»',
	'bucket'            => 'coastalschools-media',
	'region'            => 'us-east-2',
) ) );
`, V{"ak": g.awsID(), "sk": g.awsSecret()}, "network.coastalschools.net", "coastalschools-media")

	g.add("cms/wp-wordfence-waf-and-2fa-secret", `
$ wp db query "SELECT user_id, HEX(secret), mode, ctime FROM wp_wfls_2fa_secrets" --skip-column-names
1	«s1»	authenticator	1709218855
4	«s2»	authenticator	1712002101
`, V{"s1": g.s(alHexU, 40), "s2": g.s(alHexU, 40)}, "1709218855")

	g.add("cms/wp-salt-php-generated-file", `
$ cat wp-salt.php
<?php
define('AUTH_KEY',         '«a»');
define('SECURE_AUTH_KEY',  '«b»');
define('LOGGED_IN_KEY',    '«c»');
define('NONCE_KEY',        '«d»');
// WP_CACHE_KEY_SALT is only a key prefix for the object cache, not a secret
define('WP_CACHE_KEY_SALT', 'stage.riverbend.io_');
`, V{"a": g.cmWPSalt(), "b": g.cmWPSalt(), "c": g.cmWPSalt(), "d": g.cmWPSalt()}, "stage.riverbend.io_")

	g.add("cms/wp-jwt-auth-plugin-secret", `
/** JWT Authentication for WP REST API */
define('JWT_AUTH_SECRET_KEY', '«a»');
define('JWT_AUTH_CORS_ENABLE', true);

# .htaccess
RewriteEngine on
RewriteCond %{HTTP:Authorization} ^(.*)
RewriteRule ^(.*) - [E=HTTP_AUTHORIZATION:%1]
`, V{"a": g.cmWPSalt()}, "JWT_AUTH_CORS_ENABLE")

	g.add("cms/wp-jwt-token-response", `
$ curl -s -X POST https://app.lumenfield.io/wp-json/jwt-auth/v1/token -d username=mobile-app -d password='«pw»'
{"token":"«tok»","user_email":"mobile@lumenfield.io","user_nicename":"mobile-app","user_display_name":"Mobile App"}
`, V{"pw": g.pw(), "tok": g.jwt("HS256", `{"iss":"https://app.lumenfield.io","iat":1718002211,"nbf":1718002211,"exp":1718607011,"data":{"user":{"id":"9"}}}`)}, "mobile@lumenfield.io", "https://app.lumenfield.io/wp-json/jwt-auth/v1/token")
}

// ---- Drupal and Joomla ----

func (g *G) cmDrupalJoomla() {
	g.add("cms/drupal-settings-php-databases", `
$databases['default']['default'] = [
  'database' => 'drupal10',
  'username' => 'drupal',
  'password' => '«pw»',
  'prefix' => '',
  'host' => 'mysql.internal.glenmoor.ac.uk',
  'port' => '3306',
  'isolation_level' => 'READ COMMITTED',
  'driver' => 'mysql',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];

/**
 * Salt for one-time login links, cancel links, form tokens, etc.
 */
$settings['hash_salt'] = '«hs»';

$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^www\.glenmoor\.ac\.uk$'];
`, V{"pw": g.pwStrong(), "hs": g.b64u(74)}, "mysql.internal.glenmoor.ac.uk", "../config/sync", "drupal10")

	g.add("cms/drupal-hash-salt-file-and-env", `
// Store the salt outside the docroot.
$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');

$ cat /var/www/private/salt.txt
«hs»
$ cat .env | grep DRUPAL
DRUPAL_HASH_SALT=«hs2»
DRUPAL_DB_PASSWORD=«pw»
DRUPAL_TRUSTED_HOST=^intranet\.norbury\.gov$
`, V{"hs": g.b64u(74), "hs2": g.b64u(74), "pw": g.pwURL()}, "/var/www/private/salt.txt", "DRUPAL_TRUSTED_HOST")

	g.add("cms/drupal-drush-sql-cli-ps", `
$ ps -ef | grep mysql | grep -v grep
www-data  22871 22866  0 09:14 pts/1    00:00:00 mysql --user=cms_rw --password=«pw» --database=cms_prod --host=10.20.0.5 --port=3306 -A
$ drush status --fields=db-driver,db-hostname,db-name,drupal-version
 Drupal version : 10.3.1
 DB driver      : mysql
 DB hostname    : 10.20.0.5
 DB name        : cms_prod
`, V{"pw": g.pwURL()}, "cms_rw", "cms_prod")

	g.add("cms/drupal-drush-uli-link", `
$ drush uli --uri=https://www.glenmoor.ac.uk --name=admin
https://www.glenmoor.ac.uk/user/reset/1/1718890221/«t»/login
$ drush user:information admin --fields=uid,name,mail,user_status
 ------ ------- ---------------------- -------------
  User   User    User mail              User status
  ID     name
 ------ ------- ---------------------- -------------
  1      admin   webteam@glenmoor.ac.uk 1
 ------ ------- ---------------------- -------------
`, V{"t": g.b64u(43)}, "webteam@glenmoor.ac.uk", "https://www.glenmoor.ac.uk")

	g.add("cms/drupal-settings-local-solr-and-mail", `
<?php
// settings.local.php — NOT in git
$config['search_api.server.solr']['backend_config']['connector_config']['username'] = 'solr_drupal';
$config['search_api.server.solr']['backend_config']['connector_config']['password'] = '«solr»';
$config['symfony_mailer.mailer_transport.smtp']['configuration']['user'] = 'apikey';
$config['symfony_mailer.mailer_transport.smtp']['configuration']['pass'] = '«sg»';
$config['recaptcha.settings']['site_key'] = '«_site»';
$config['recaptcha.settings']['secret_key'] = '«rs»';
$settings['file_private_path'] = '/mnt/private-files';
`, V{"solr": g.pw(), "sg": g.sendgrid(), "_site": g.cmSiteKey(), "rs": g.cmSiteKey()}, "solr_drupal", "/mnt/private-files")

	g.add("cms/drupal-lando-info", `
$ lando info --service database --format json
[{"service":"database","urls":[],"type":"mariadb","healthy":true,"internal_connection":{"host":"database","port":"3306"},"external_connection":{"host":"127.0.0.1","port":"32781"},"creds":{"database":"drupal10","password":"drupal10","user":"drupal10"},"config":{"database":"SERVICE_CONFIG_ROOT/mariadb.cnf"},"version":"10.6","meUser":"www-data","hasCerts":false,"hostnames":["database.d10site.internal"]}]
$ terminus connection:info glenmoor.live --field=mysql_password
«pw»
`, V{"pw": g.an(32)}, "database.d10site.internal", "glenmoor.live")

	g.add("cms/joomla-configuration-php", `
<?php
class JConfig {
	public $offline = false;
	public $sitename = 'Ashdown Rowing Club';
	public $editor = 'tinymce';
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'ashdown_j4';
	public $password = '«pw»';
	public $db = 'ashdown_joomla';
	public $dbprefix = 'x7q2m_';
	public $secret = '«sec»';
	public $gzip = false;
	public $error_reporting = 'default';
	public $live_site = '';
	public $mailer = 'smtp';
	public $mailfrom = 'webmaster@ashdownrc.org.uk';
	public $smtpauth = true;
	public $smtpuser = 'webmaster@ashdownrc.org.uk';
	public $smtppass = '«smtp»';
	public $smtphost = 'smtp.gmail.com';
	public $smtpsecure = 'tls';
	public $smtpport = 587;
	public $log_path = '/home/ashdown/public_html/administrator/logs';
	public $tmp_path = '/home/ashdown/public_html/tmp';
	public $lifetime = 15;
	public $session_handler = 'database';
}
`, V{"pw": g.pw(), "sec": g.an(16), "smtp": g.s(alLower, 16)}, "ashdown_joomla", "x7q2m_", "webmaster@ashdownrc.org.uk")

	g.add("cms/joomla-api-token-curl", `
$ curl -s -H "Accept: application/vnd.api+json" \
    -H "X-Joomla-Token: «tok»" \
    "https://www.ashdownrc.org.uk/api/index.php/v1/content/articles?page[limit]=2" | jq '.data[].attributes.title'
"Spring regatta results"
"New boat naming ceremony"
`, V{"tok": "c2hhMjU2OjQ0MDo" + g.hex(64)}, "X-Joomla-Token", "https://www.ashdownrc.org.uk/api/index.php/v1/content/articles")

	g.add("cms/joomla-cli-site-create-user", `
$ php cli/joomla.php user:add --username=deploy --name="Deploy Bot" --password='«pw»' --email=deploy@ashdownrc.org.uk --usergroup=Super\ Users

User created!
$ php cli/joomla.php config:get secret
+--------+------------------+
| Option | Value            |
+--------+------------------+
| secret | «sec» |
+--------+------------------+
`, V{"pw": g.pwStrong(), "sec": g.an(16)}, "deploy@ashdownrc.org.uk")
}

// ---- Magento 2 ----

func (g *G) cmMagento() {
	g.add("cms/magento-env-php", `
<?php
return [
    'backend' => [
        'frontName' => 'admin_k3v9qz'
    ],
    'remote_storage' => [
        'driver' => 'file'
    ],
    'cache' => [
        'graphql' => [
            'id_salt' => '«_idsalt»'
        ],
        'frontend' => [
            'default' => [
                'id_prefix' => '«=pref»_',
                'backend' => 'Magento\\Framework\\Cache\\Backend\\Redis',
                'backend_options' => [
                    'server' => 'redis',
                    'database' => '0',
                    'port' => '6379',
                    'password' => '«redis»',
                ]
            ],
        ],
        'allow_parallel_generation' => false
    ],
    'crypt' => [
        'key' => 'base64«ck»'
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'mysql',
                'dbname' => 'magento',
                'username' => 'magento',
                'password' => '«pw»',
                'model' => 'mysql4',
                'engine' => 'innodb',
                'initStatements' => 'SET NAMES utf8;',
                'active' => '1',
                'driver_options' => [
                    1014 => false
                ]
            ]
        ]
    ],
    'resource' => [
        'default_setup' => [
            'connection' => 'default'
        ]
    ],
    'x-frame-options' => 'SAMEORIGIN',
    'MAGE_MODE' => 'production',
    'session' => [
        'save' => 'files'
    ],
    'lock' => [
        'provider' => 'db'
    ],
    'install' => [
        'date' => 'Tue, 04 Jun 2024 12:31:07 +0000'
    ]
];
`, V{"_idsalt": g.an(32), "=pref": g.hex(3), "redis": g.pwURL(), "ck": g.b64(32), "pw": g.pwStrong()}, "admin_k3v9qz", `Magento\\Framework\\Cache\\Backend\\Redis`)

	g.add("cms/magento-crypt-key-legacy-hex-grep", `
$ grep -A3 "'crypt'" app/etc/env.php
    'crypt' => [
        'key' => '«k1»
«k2»'
    ],
`, V{"k1": g.hex(32), "k2": g.hex(32)}, "app/etc/env.php")

	g.add("cms/magento-setup-install-cmd", `
$ bin/magento setup:install \
  --base-url=https://staging.copperkettle.shop/ \
  --db-host=db --db-name=magento --db-user=magento --db-password='«db»' \
  --admin-firstname=Ops --admin-lastname=Team --admin-email=ops@copperkettle.shop \
  --admin-user=opsadmin --admin-password='«adm»' \
  --language=en_GB --currency=GBP --timezone=Europe/London --use-rewrites=1 \
  --search-engine=opensearch --opensearch-host=opensearch --opensearch-port=9200 \
  --opensearch-enable-auth=1 --opensearch-username=admin --opensearch-password='«os»'
Starting Magento installation:
File permissions check...
[Progress: 1 / 1322]
`, V{"db": g.pwURL(), "adm": g.pwStrong(), "os": g.pwStrong()}, "https://staging.copperkettle.shop/", "ops@copperkettle.shop", "opsadmin")

	g.add("cms/magento-auth-json-repo-keys", `
$ cat auth.json
{
    "http-basic": {
        "repo.magento.com": {
            "username": "«_pub»",
            "password": "«priv»"
        }
    }
}
`, V{"_pub": g.hex(32), "priv": g.hex(32)}, "repo.magento.com")

	g.add("cms/magento-integration-tokens-admin-grid", `
Integration "ERP Connector" – Integration Details
  Name                 ERP Connector
  Email                erp@copperkettle.shop
  Consumer Key         «ck»
  Consumer Secret      «cs»
  Access Token         «at»
  Access Token Secret  «ats»
`, V{"ck": g.s(alLowNum, 32), "cs": g.s(alLowNum, 32), "at": g.s(alLowNum, 32), "ats": g.s(alLowNum, 32)}, "ERP Connector", "erp@copperkettle.shop")

	g.add("cms/magento-rest-admin-token", `
$ curl -s -X POST "https://staging.copperkettle.shop/rest/V1/integration/admin/token" \
     -H "Content-Type: application/json" \
     -d '{"username":"opsadmin","password":"«pw»"}'
"«tok»"
$ curl -s -H "Authorization: Bearer «tok»" "https://staging.copperkettle.shop/rest/V1/store/storeConfigs" | jq '.[0].base_url'
"https://staging.copperkettle.shop/"
`, V{"pw": g.pwStrong(), "tok": g.jwt("HS256", `{"uid":3,"utypid":2,"iat":1718002211,"exp":1718016611}`)}, "opsadmin", "/rest/V1/store/storeConfigs")

	g.add("cms/magento-config-show-payment", `
$ bin/magento config:show | grep -iE "payment/(braintree|stripe)"
payment/braintree/active - 1
payment/braintree/environment - production
payment/braintree/merchant_id - «_mid»
payment/braintree/public_key - «_pk»
payment/braintree/private_key - «bpk»
payment/stripe_payments_basic/stripe_mode - live
payment/stripe_payments_basic/stripe_live_pk - «_spk»
payment/stripe_payments_basic/stripe_live_sk - «ssk»
`, V{"_mid": g.s(alLowNum, 16), "_pk": g.s(alLowNum, 16), "bpk": g.hex(32), "_spk": g.pkLive(), "ssk": g.skLive()}, "payment/braintree/environment - production")

	g.add("cms/magento-warden-env", `
WARDEN_ENV_NAME=copperkettle
WARDEN_ENV_TYPE=magento2
WARDEN_WEB_ROOT=/

TRAEFIK_DOMAIN=copperkettle.test
TRAEFIK_SUBDOMAIN=app

MAGENTO_REPO_PUBLIC_KEY=«_pub»
MAGENTO_REPO_PRIVATE_KEY=«priv»
ADOBE_IMS_CLIENT_SECRET=«ims»
`, V{"_pub": g.hex(32), "priv": g.hex(32), "ims": "p8e-" + g.s(alUpNum+"-_", 32)}, "copperkettle.test", "WARDEN_ENV_TYPE=magento2")
}

// ---- Laravel ----

func (g *G) cmLaravel() {
	g.add("cms/laravel-env-full", `
APP_NAME="Cinder Books"
APP_ENV=production
APP_KEY=«key»
APP_DEBUG=false
APP_TIMEZONE=UTC
APP_URL=https://cinderbooks.com

APP_LOCALE=en
APP_MAINTENANCE_DRIVER=file
BCRYPT_ROUNDS=12

LOG_CHANNEL=stack
LOG_LEVEL=error

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=cinder
DB_USERNAME=cinder
DB_PASSWORD=«db»

SESSION_DRIVER=database
SESSION_LIFETIME=120

REDIS_CLIENT=phpredis
REDIS_HOST=127.0.0.1
REDIS_PASSWORD=null
REDIS_PORT=6379

MAIL_MAILER=smtp
MAIL_HOST=smtp.postmarkapp.com
MAIL_PORT=587
MAIL_USERNAME=«pm»
MAIL_PASSWORD=«pm»
MAIL_FROM_ADDRESS="orders@cinderbooks.com"

AWS_ACCESS_KEY_ID=«ak»
AWS_SECRET_ACCESS_KEY=«sk»
AWS_DEFAULT_REGION=eu-west-2
AWS_BUCKET=cinderbooks-uploads

VITE_APP_NAME="${APP_NAME}"
`, V{"key": g.laravelKey(), "db": g.pwURL(), "pm": g.uuid(), "ak": g.awsID(), "sk": g.awsSecret()}, "https://cinderbooks.com", "cinderbooks-uploads", "orders@cinderbooks.com")

	g.add("cms/laravel-artisan-key-generate-show", `
$ php artisan key:generate --show
«key»
$ php artisan key:generate

   INFO  Application key set successfully.

$ grep APP_KEY .env
APP_KEY=«key2»
`, V{"key": g.laravelKey(), "key2": g.laravelKey()}, "Application key set successfully.")

	g.add("cms/laravel-artisan-about", `
$ php artisan about --only=environment

  Environment ........................................................................
  Application Name ........................................................ Cinder Books
  Laravel Version .............................................................. 11.14.0
  PHP Version .................................................................. 8.3.8
  Composer Version .............................................................. 2.7.7
  Environment ............................................................... production
  Debug Mode ....................................................................... OFF
  URL ....................................................................... cinderbooks.com
  Maintenance Mode ................................................................. OFF

$ php artisan tinker --execute="dump(config('app.key'), config('services.stripe.secret'))"
"«key»" // vendor/psy/psysh/src/ExecutionLoopClosure.php:53
"«ssk»" // vendor/psy/psysh/src/ExecutionLoopClosure.php:53
`, V{"key": g.laravelKey(), "ssk": g.skLive()}, "Laravel Version .............................................................. 11.14.0")

	g.add("cms/laravel-config-show-database", `
$ php artisan config:show database.connections.pgsql

  database.connections.pgsql .........................................................
  driver ............................................................................ pgsql
  url ................................................................................ null
  host ........................................................... cinder-db.internal.fly
  port ............................................................................. 5432
  database ....................................................................... cinder
  username ................................................................... cinder_app
  password .................................................... «pw»
  charset ........................................................................... utf8
  prefix .............................................................................
  search_path .................................................................... public
  sslmode ........................................................................ prefer
`, V{"pw": g.an(28)}, "cinder-db.internal.fly", "cinder_app")

	g.add("cms/laravel-ignition-error-page-env", `
Illuminate\Database\QueryException
SQLSTATE[HY000] [1045] Access denied for user 'forge'@'172.31.9.44' (using password: YES) (Connection: mysql, SQL: select * from `+"`sessions`"+` where `+"`id`"+` = «sid» limit 1)

Environment & details:
  APP_ENV           local
  APP_DEBUG         true
  APP_KEY           «key»
  DB_HOST           172.31.9.40
  DB_USERNAME       forge
  DB_PASSWORD       «pw»
  PUSHER_APP_ID     «_paid»
  PUSHER_APP_KEY    «_pkey»
  PUSHER_APP_SECRET «psec»
`, V{"sid": g.an(40), "key": g.laravelKey(), "pw": g.an(20), "_paid": g.digits(7), "_pkey": g.hex(20), "psec": g.hex(20)}, "Illuminate\\Database\\QueryException", "'forge'@'172.31.9.44'")

	g.add("cms/laravel-services-php-literal", `
<?php

return [
    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'github' => [
        'client_id' => 'Iv23li«_cid»',
        'client_secret' => '«cs»',
        'redirect' => 'https://cinderbooks.com/auth/github/callback',
    ],

    'slack' => [
        'notifications' => [
            'bot_user_oauth_token' => '«xb»',
            'channel' => '#orders',
        ],
    ],
];
`, V{"_cid": g.an(14), "cs": g.hex(40), "xb": g.xoxb()}, "https://cinderbooks.com/auth/github/callback")

	g.add("cms/laravel-forge-deploy-log", `
Fri Jun 14 10:22:31 UTC 2024
From github.com:cinderbooks/storefront
 * branch            main       -> FETCH_HEAD
Updating «_a»..«_b»
Fast-forward
 resources/js/app.js | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)
Installing dependencies from lock file
  - Downloading laravel/horizon (v5.24.5)
Restarting FPM...
FORGE_SITE_PATH=/home/forge/cinderbooks.com FORGE_PHP=php8.3 FORGE_DEPLOY_TRIGGER=https://forge.laravel.com/servers/771204/sites/2281190/deploy/http?token=«tok»
   INFO  Configuration cached successfully.
`, V{"_a": g.hex(7), "_b": g.hex(7), "tok": g.an(40)}, "/home/forge/cinderbooks.com", "laravel/horizon (v5.24.5)")

	g.add("cms/laravel-sail-env-and-reverb", `
REVERB_APP_ID=«_rid»
REVERB_APP_KEY=«_rkey»
REVERB_APP_SECRET=«rsec»
REVERB_HOST="localhost"
REVERB_PORT=8080
REVERB_SCHEME=http

VITE_REVERB_APP_KEY="${REVERB_APP_KEY}"
VITE_REVERB_HOST="${REVERB_HOST}"

SCOUT_DRIVER=meilisearch
MEILISEARCH_HOST=http://meilisearch:7700
MEILISEARCH_KEY=«mk»
`, V{"_rid": g.digits(6), "_rkey": g.s(alLowNum, 20), "rsec": g.s(alLowNum, 20), "mk": g.b64u(32)}, "http://meilisearch:7700", "VITE_REVERB_APP_KEY")

	g.add("cms/laravel-passport-keys-and-client", `
$ php artisan passport:client --password --name="Mobile App" --provider=users

 Password grant client created successfully.

  Client ID ................................................... «_cid»
  Client secret ............................................... «cs»

$ head -2 storage/oauth-private.key
-----BEGIN PRIVATE KEY-----
«k1»
`, V{"_cid": g.uuid(), "cs": g.an(40), "k1": g.b64(48)}, "Password grant client created successfully.")

	g.add("cms/laravel-sanctum-token-tinker", `
> $user = App\Models\User::where('email', 'support@cinderbooks.com')->first();
= App\Models\User {#6012
    id: 12,
    name: "Support",
    email: "support@cinderbooks.com",
  }

> $user->createToken('zapier')->plainTextToken;
= "«tok»"
`, V{"tok": "7|" + g.an(40) + g.hex(8)}, "support@cinderbooks.com", "App\\Models\\User {#6012")

	g.add("cms/laravel-statamic-env", `
STATAMIC_LICENSE_KEY=«lk»
STATAMIC_PRO_ENABLED=true
STATAMIC_STACHE_WATCHER=auto
STATAMIC_STATIC_CACHING_STRATEGY=half
STATAMIC_GIT_ENABLED=true
STATAMIC_GIT_PUSH=true
STATAMIC_GIT_USER_NAME="Statamic Bot"
STATAMIC_GIT_USER_EMAIL="bot@fellside.studio"
`, V{"lk": g.an(16)}, "bot@fellside.studio", "STATAMIC_STATIC_CACHING_STRATEGY=half")

	g.add("cms/laravel-horizon-failed-job-payload", `
$ php artisan queue:failed --json | jq '.[0].payload | fromjson | .data.command' -r | head -c 600
O:31:"App\Jobs\SyncShopifyProducts":2:{s:9:"shopToken";s:38:"«shp»";s:10:"shopDomain";s:25:"cinder-books.myshopify.com";}
`, V{"shp": g.shpat()}, "cinder-books.myshopify.com", "App\\Jobs\\SyncShopifyProducts")
}

// ---- Django ----

func (g *G) cmDjango() {
	g.add("cms/django-settings-py", `
from pathlib import Path

# Build paths inside the project like this: BASE_DIR / 'subdir'.
BASE_DIR = Path(__file__).resolve().parent.parent


# Quick-start development settings - unsuitable for production
# See https://docs.djangoproject.com/en/5.0/howto/deployment/checklist/

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = '«sk»'

# SECURITY WARNING: don't run with debug turned on in production!
DEBUG = True

ALLOWED_HOSTS = ["fieldnotes.local", "127.0.0.1"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "fieldnotes",
        "USER": "fieldnotes",
        "PASSWORD": "«pw»",
        "HOST": "localhost",
        "PORT": "5432",
    }
}
`, V{"sk": g.djangoKey(), "pw": g.pw()}, "fieldnotes.local", "django.db.backends.postgresql")

	g.add("cms/django-get-random-secret-key", `
$ python -c 'from django.core.management.utils import get_random_secret_key; print(get_random_secret_key())'
«a»
$ echo "DJANGO_SECRET_KEY='«a»'" >> .env
`, V{"a": g.s(alDjango, 50)}, "get_random_secret_key")

	g.add("cms/django-environ-env-file", `
DEBUG=off
SECRET_KEY=«sk»
DATABASE_URL=postgres://wagtail:«pw»@db.fieldnotes.internal:5432/wagtail
CACHE_URL=rediscache://:«rp»@redis.fieldnotes.internal:6379/1
EMAIL_URL=smtp+tls://AKIA«_x»:«ses»@email-smtp.eu-west-1.amazonaws.com:587
SENTRY_DSN=https://«=dsn»@o450112.ingest.sentry.io/5501178
ALLOWED_HOSTS=fieldnotes.org,www.fieldnotes.org
`, V{"sk": g.s(alDjango, 50), "pw": g.pwURL(), "rp": g.an(32), "_x": g.s(alAWS, 16), "ses": g.b64(32)[:44], "=dsn": g.hex(32)}, "db.fieldnotes.internal", "email-smtp.eu-west-1.amazonaws.com:587")

	g.add("cms/django-diffsettings", `
$ python manage.py diffsettings --output unified | grep -E "^\+"
+ ALLOWED_HOSTS = ['api.pollen.so']
+ AWS_SECRET_ACCESS_KEY = '«aws»'
+ AWS_STORAGE_BUCKET_NAME = 'pollen-static'
+ CSRF_TRUSTED_ORIGINS = ['https://api.pollen.so']
+ DEBUG = False
+ EMAIL_HOST_PASSWORD = '«ehp»'
+ ROOT_URLCONF = 'pollen.urls'
+ SECRET_KEY = '«sk»'
+ STRIPE_WEBHOOK_SECRET = '«wh»'
`, V{"aws": g.awsSecret(), "ehp": g.pw(), "sk": g.s(alDjango, 50), "wh": g.whsec()}, "pollen-static", "https://api.pollen.so")

	g.add("cms/django-debug-page-settings", `
Settings
Using settings module pollen.settings.staging

Setting	Value
ABSOLUTE_URL_OVERRIDES	{}
ADMINS	[]
ALLOWED_HOSTS	['staging.pollen.so']
DATABASES	{'default': {'ATOMIC_REQUESTS': False, 'AUTOCOMMIT': True, 'CONN_HEALTH_CHECKS': False, 'CONN_MAX_AGE': 0, 'ENGINE': 'django.db.backends.postgresql', 'HOST': 'pollen-staging.cluster-c8x1.eu-west-1.rds.amazonaws.com', 'NAME': 'pollen', 'OPTIONS': {}, 'PASSWORD': '********************', 'PORT': '5432', 'USER': 'pollen'}}
OPENAI_API_KEY	'********************'
MAPBOX_PUBLIC_TOKEN	'«_pk»'
SECRET_KEY	'********************'
SESSION_COOKIE_NAME	'sessionid'
STATIC_URL	'/static/'
`, V{"_pk": g.mapboxPK()}, "pollen-staging.cluster-c8x1.eu-west-1.rds.amazonaws.com", "pollen.settings.staging")

	g.add("cms/django-createsuperuser-env", `
$ DJANGO_SUPERUSER_USERNAME=admin DJANGO_SUPERUSER_EMAIL=admin@pollen.so DJANGO_SUPERUSER_PASSWORD='«pw»' python manage.py createsuperuser --noinput
Superuser created successfully.
`, V{"pw": g.pwStrong()}, "admin@pollen.so", "Superuser created successfully.")

	g.add("cms/django-session-cookie-curl", `
$ curl -s -b "csrftoken=«_csrf»; sessionid=«sid»" https://staging.pollen.so/admin/ -o /dev/null -w "%{http_code}\n"
200
`, V{"_csrf": g.an(32), "sid": g.djangoSession()}, "https://staging.pollen.so/admin/")

	g.add("cms/django-drf-token-shell", `
$ python manage.py drf_create_token integrations
Generated token «tok» for user integrations
$ curl -H "Authorization: Token «tok»" https://api.pollen.so/v1/gardens/?page=2
{"count":412,"next":"https://api.pollen.so/v1/gardens/?page=3","previous":"https://api.pollen.so/v1/gardens/","results":[{"id":"«_id»"
`, V{"tok": g.hex(40), "_id": g.uuid()}, "for user integrations")

	g.add("cms/wagtail-local-py", `
# fieldnotes/settings/local.py
from .base import *  # noqa

SECRET_KEY = "«sk»"
WAGTAILADMIN_BASE_URL = "http://localhost:8000"
WAGTAILSEARCH_BACKENDS = {
    "default": {
        "BACKEND": "wagtail.search.backends.elasticsearch8",
        "URLS": ["https://elastic:«es»@search.fieldnotes.internal:9200"],
        "INDEX": "fieldnotes",
    }
}
WAGTAIL_FRONTEND_LOGIN_TEMPLATE = "accounts/login.html"
ANYMAIL = {"MAILGUN_API_KEY": "«mg»", "MAILGUN_SENDER_DOMAIN": "mg.fieldnotes.org"}
`, V{"sk": g.djangoKey(), "es": g.pwURL(), "mg": g.mailgun()}, "search.fieldnotes.internal:9200", "mg.fieldnotes.org")

	g.add("cms/django-allauth-socialapp-dumpdata", `
$ python manage.py dumpdata socialaccount.socialapp --indent 2
[
{
  "model": "socialaccount.socialapp",
  "pk": 1,
  "fields": {
    "provider": "google",
    "provider_id": "",
    "name": "Google",
    "client_id": "«_cid».apps.googleusercontent.com",
    "secret": "«gs»",
    "key": "",
    "settings": {},
    "sites": [1]
  }
}
]
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "gs": g.gocspx()}, "socialaccount.socialapp")

	g.add("cms/django-cms-docker-compose", `
services:
  web:
    build: .
    command: gunicorn backend.wsgi:application --bind 0.0.0.0:8000 --workers 3
    environment:
      - DJANGO_SETTINGS_MODULE=backend.settings
      - SECRET_KEY=«sk»
      - DATABASE_URL=postgres://postgres:«pw»@database_default:5432/db
      - DEFAULT_STORAGE_DSN=s3://«ak»:«sak»@nyc3.digitaloceanspaces.com/cms-media
      - DJANGO_CMS_TEMPLATE_PATH=templates/base.html
`, V{"sk": g.s(alDjango, 50), "pw": g.pwURL(), "ak": g.s(alUpNum, 20), "sak": g.s(alAlnum, 43)}, "nyc3.digitaloceanspaces.com/cms-media", "gunicorn backend.wsgi:application")
}

// ---- Rails ----

func (g *G) cmRails() {
	g.add("cms/rails-master-key-cat", `
$ ls -la config/ | grep -E "master|credentials"
-rw-r--r--  1 dev  staff   464 Mar  3 11:02 credentials.yml.enc
-rw-------  1 dev  staff    32 Mar  3 11:02 master.key
$ cat config/master.key
«mk»
`, V{"mk": g.hex(32)}, "credentials.yml.enc")

	g.add("cms/rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show
# aws:
#   access_key_id: 123
#   secret_access_key: 345

# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.
secret_key_base: «skb»

stripe:
  publishable_key: «_pk»
  secret_key: «ssk»
  webhook_secret: «wh»

active_record_encryption:
  primary_key: «p»
  deterministic_key: «d»
  key_derivation_salt: «s»
`, V{"skb": g.cmSKB(), "_pk": g.pkLive(), "ssk": g.skLive(), "wh": g.whsec(), "p": g.an(32), "d": g.an(32), "s": g.an(32)}, "MessageVerifiers")

	g.add("cms/rails-credentials-edit-env", `
$ RAILS_MASTER_KEY=«mk» bin/rails credentials:show --environment production | head -5
sendgrid_api_key: «sg»
skylight_token: «sky»
sidekiq_web:
  username: admin
  password: «pw»
`, V{"mk": g.hex(32), "sg": g.sendgrid(), "sky": g.b64u(32), "pw": g.pw()}, "credentials:show --environment production")

	g.add("cms/rails-database-yml", `
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: maple_lane_development

production:
  <<: *default
  database: maple_lane_production
  username: maple_lane
  password: «pw»
  host: maple-lane-db.c1x9abcd.us-east-1.rds.amazonaws.com
`, V{"pw": g.pwURL()}, "maple_lane_production", "maple-lane-db.c1x9abcd.us-east-1.rds.amazonaws.com")

	g.add("cms/rails-secret-generate", `
$ bin/rails secret
«a»
$ kamal secrets print
KAMAL_REGISTRY_PASSWORD=«reg»
RAILS_MASTER_KEY=«mk»
`, V{"a": g.cmSKB(), "reg": g.dockerPAT(), "mk": g.hex(32)}, "kamal secrets print")

	g.add("cms/rails-console-credentials-dig", `
maple-lane(prod)> Rails.application.credentials.dig(:github, :app_private_key).lines.first(2)
=> ["-----BEGIN RSA PRIVATE KEY-----\n", "«l1»\n"]
maple-lane(prod)> Rails.application.credentials.mapbox_public_token
=> "«_pk»"
maple-lane(prod)> Rails.application.credentials.openai_api_key
=> "«oa»"
`, V{"l1": g.b64(48), "_pk": g.mapboxPK(), "oa": g.openai()}, "maple-lane(prod)>")

	g.add("cms/rails-docker-run-env", `
$ docker run -d --name maple-web -p 3000:3000 \
    -e RAILS_ENV=production \
    -e SECRET_KEY_BASE=«skb» \
    -e DATABASE_URL=postgres://maple_lane:«pw»@10.0.1.12/maple_lane_production \
    -e RAILS_SERVE_STATIC_FILES=1 \
    ghcr.io/maplelane/web:«_tag»
«_cid»
`, V{"skb": g.cmSKB(), "pw": g.pwURL(), "_tag": g.hex(12), "_cid": g.hex(64)}, "ghcr.io/maplelane/web")

	g.add("cms/rails-devise-secret-initializer", `
# config/initializers/devise.rb
Devise.setup do |config|
  config.mailer_sender = 'please-change-me-at-config-initializers-devise@example.com'
  # config.secret_key = '«old»'
  config.secret_key = '«sk»'
  config.pepper = '«pep»'
  config.stretches = Rails.env.test? ? 1 : 12
end
`, V{"old": g.cmSKB(), "sk": g.cmSKB(), "pep": g.hex(128)}, "config.stretches")

	g.add("cms/rails-log-filtered-params", `
Started POST "/users/sign_in" for 172.18.0.1 at 2024-06-12 09:14:55 +0000
Processing by Devise::SessionsController#create as TURBO_STREAM
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"ops@maplelane.coop", "password"=>"[FILTERED]", "remember_me"=>"0"}, "commit"=>"Log in"}
Started GET "/api/v1/orders?api_key=«k»" for 203.0.113.40 at 2024-06-12 09:15:02 +0000
Processing by Api::V1::OrdersController#index as JSON
  Parameters: {"api_key"=>"[FILTERED]"}
`, V{"k": g.hex(32)}, "Devise::SessionsController#create", "ops@maplelane.coop")

	g.add("cms/rails-storage-yml", `
amazon:
  service: S3
  access_key_id: <%= Rails.application.credentials.dig(:aws, :access_key_id) %>
  secret_access_key: <%= Rails.application.credentials.dig(:aws, :secret_access_key) %>
  region: us-east-1
  bucket: maple-lane-<%= Rails.env %>

r2:
  service: S3
  endpoint: https://«_acct».r2.cloudflarestorage.com
  access_key_id: «rid»
  secret_access_key: «rsk»
  region: auto
  bucket: maple-lane-assets
`, V{"_acct": g.hex(32), "rid": g.hex(32), "rsk": g.hex(64)}, "maple-lane-assets", "Rails.application.credentials.dig(:aws, :secret_access_key)")
}

// ---- Symfony ----

func (g *G) cmSymfony() {
	g.add("cms/symfony-env-local", `
###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET=«sec»
###< symfony/framework-bundle ###

###> doctrine/doctrine-bundle ###
DATABASE_URL="postgresql://app:«pw»@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
###< doctrine/doctrine-bundle ###

###> symfony/messenger ###
MESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0
###< symfony/messenger ###

###> symfony/mailer ###
MAILER_DSN=ses+smtp://«sesid»:«sespw»@default?region=eu-west-1
###< symfony/mailer ###

###> lexik/jwt-authentication-bundle ###
JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem
JWT_PUBLIC_KEY=%kernel.project_dir%/config/jwt/public.pem
JWT_PASSPHRASE=«jp»
###< lexik/jwt-authentication-bundle ###
`, V{"sec": g.hex(32), "pw": g.pwURL(), "sesid": g.awsID(), "sespw": g.an(44), "jp": g.hex(64)}, "%kernel.project_dir%/config/jwt/private.pem", "doctrine://default?auto_setup=0")

	g.add("cms/symfony-secrets-list-reveal", `
$ php bin/console secrets:list --reveal --env=prod

 // Use "%env(<name>)%" to reference a secret in a config file.

 ------------------- -------------------------------------------------------------- -------------
  Secret              Value                                                          Local Value
 ------------------- -------------------------------------------------------------- -------------
  APP_SECRET          "«sec»"
  DATABASE_PASSWORD   "«pw»"
  STRIPE_SECRET_KEY   "«ssk»"
 ------------------- -------------------------------------------------------------- -------------

 // Local values override secret values.
 // Use secrets:set --local to define them.
`, V{"sec": g.hex(32), "pw": g.pwStrong(), "ssk": g.skLive()}, "%env(<name>)%")

	g.add("cms/symfony-debug-dotenv", `
$ php bin/console debug:dotenv APP_SECRET

Dotenv Variables & Files
========================

Scanned Files (in descending priority)
--------------------------------------

 * ⨯ .env.local.php
 * ⨯ .env.dev.local
 * ✓ .env.dev
 * ✓ .env.local
 * ✓ .env

Variables
---------

 ------------ ---------------------------------- ---------------------------------- ----------------------------------
  Variable     Value                              .env.dev                           .env.local
 ------------ ---------------------------------- ---------------------------------- ----------------------------------
  APP_SECRET   «a»   «b»   «a»
 ------------ ---------------------------------- ---------------------------------- ----------------------------------
`, V{"a": g.hex(32), "b": g.hex(32)}, "Scanned Files (in descending priority)")

	g.add("cms/symfony-dump-env-php", `
$ composer dump-env prod
Successfully dumped .env files in .env.local.php
$ cat .env.local.php
<?php

// This file was generated by running "composer dump-env prod"

return array (
  'APP_ENV' => 'prod',
  'APP_SECRET' => '«sec»',
  'DATABASE_URL' => 'mysql://sylius:«pw»@mysql:3306/sylius_prod',
  'SYLIUS_PAYPAL_CLIENT_SECRET' => '«pp»',
);
`, V{"sec": g.hex(32), "pw": g.pwURL(), "pp": "E" + g.b64u(79)}, "Successfully dumped .env files in .env.local.php")

	g.add("cms/symfony-lexik-jwt-generate", `
$ php bin/console lexik:jwt:generate-keypair
$ head -3 config/jwt/private.pem
-----BEGIN ENCRYPTED PRIVATE KEY-----
«l1»
«l2»
$ grep JWT_PASSPHRASE .env.local
JWT_PASSPHRASE=«jp»
`, V{"l1": g.b64(48), "l2": g.b64(48), "jp": g.hex(64)}, "config/jwt/private.pem")

	g.add("cms/symfony-framework-yaml-literal", `
# config/packages/framework.yaml
framework:
    secret: '«sec»'
    session:
        handler_id: 'redis://:«rp»@redis.sylius.internal:6379'
        cookie_secure: auto
        cookie_samesite: lax
    http_method_override: false
    handle_all_throwables: true
`, V{"sec": g.hex(40), "rp": g.an(24)}, "redis.sylius.internal:6379")
}

// ---- Ghost and Strapi ----

func (g *G) cmGhostStrapi() {
	g.add("cms/ghost-config-production-json", `
{
  "url": "https://journal.saltmarsh.pub",
  "server": {
    "port": 2368,
    "host": "127.0.0.1"
  },
  "database": {
    "client": "mysql",
    "connection": {
      "host": "localhost",
      "user": "ghost-412",
      "password": "«pw»",
      "database": "ghost_prod"
    }
  },
  "mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "host": "smtp.eu.mailgun.org",
      "port": 465,
      "secure": true,
      "auth": {
        "user": "postmaster@mg.saltmarsh.pub",
        "pass": "«mg»"
      }
    }
  },
  "logging": {
    "transports": ["file", "stdout"]
  },
  "process": "systemd",
  "paths": {
    "contentPath": "/var/www/ghost/content"
  }
}
`, V{"pw": g.an(20), "mg": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "https://journal.saltmarsh.pub", "postmaster@mg.saltmarsh.pub", "ghost-412")

	g.add("cms/ghost-admin-api-key-node", `
// scripts/publish.js
const GhostAdminAPI = require('@tryghost/admin-api');

const api = new GhostAdminAPI({
  url: 'https://journal.saltmarsh.pub',
  key: '«ak»',
  version: 'v5.0'
});

api.posts.add({ title: 'Tide tables for July', status: 'draft' }).then(r => console.log(r.id));
`, V{"ak": g.cmGhostAdmin()}, "@tryghost/admin-api")

	g.add("cms/ghost-content-api-key-public", `
<script>
  const ghost = new GhostContentAPI({
    url: 'https://journal.saltmarsh.pub',
    key: '«_ck»',
    version: "v5.0"
  });
</script>
<script src="https://cdn.jsdelivr.net/npm/@tryghost/content-api@1.11.21/umd/content-api.min.js" integrity="sha384-«_sri»" crossorigin="anonymous"></script>
`, V{"_ck": g.hex(26), "_sri": g.b64(48)}, "@tryghost/content-api@1.11.21")

	g.add("cms/ghost-cli-config-and-integration", `
$ ghost config get database.connection.password
«pw»
$ ghost config get url
https://journal.saltmarsh.pub
$ cat .github/workflows/deploy-theme.yml | sed -n 12,20p
      - name: Deploy Ghost Theme
        uses: TryGhost/action-deploy-theme@v1
        with:
          api-url: https://journal.saltmarsh.pub
          api-key: «ak»
`, V{"pw": g.an(20), "ak": g.cmGhostAdmin()}, "TryGhost/action-deploy-theme@v1")

	g.add("cms/strapi-env", `
HOST=0.0.0.0
PORT=1337
APP_KEYS=«k1»,«k2»,«k3»,«k4»
API_TOKEN_SALT=«ats»
ADMIN_JWT_SECRET=«ajs»
TRANSFER_TOKEN_SALT=«tts»
# Database
DATABASE_CLIENT=postgres
DATABASE_HOST=strapi-db.flycast
DATABASE_PORT=5432
DATABASE_NAME=strapi
DATABASE_USERNAME=strapi
DATABASE_PASSWORD=«pw»
DATABASE_SSL=false
JWT_SECRET=«jwt»
`, V{"k1": g.cmStrapiKey(), "k2": g.cmStrapiKey(), "k3": g.cmStrapiKey(), "k4": g.cmStrapiKey(), "ats": g.cmStrapiKey(), "ajs": g.cmStrapiKey(), "tts": g.cmStrapiKey(), "pw": g.pwURL(), "jwt": g.cmStrapiKey()}, "strapi-db.flycast")

	g.add("cms/strapi-api-token-fetch", `
// lib/strapi.ts
const STRAPI_URL = process.env.NEXT_PUBLIC_STRAPI_URL ?? "https://cms.orchardlane.nz";

export async function getArticles() {
  const res = await fetch(STRAPI_URL + "/api/articles?populate=cover&sort=publishedAt:desc", {
    headers: {
      Authorization: "Bearer «tok»",
    },
    next: { revalidate: 60 },
  });
  return res.json();
}
`, V{"tok": g.hex(256)}, "https://cms.orchardlane.nz", "NEXT_PUBLIC_STRAPI_URL")

	g.add("cms/strapi-transfer-cli", `
$ npx strapi transfer --to https://cms.orchardlane.nz/admin --to-token «tt» --force
? The transfer will delete all the local Strapi assets and its database. Are you sure you want to proceed? Yes
Starting transfer...
✔ entities: 1204 transferred (size: 2.1 MB) (elapsed: 4218 ms) (509.8 KB/s)
✔ assets: 311 transferred (size: 88.4 MB) (elapsed: 35102 ms) (2.5 MB/s)
Transfer process has been completed successfully!
`, V{"tt": g.hex(128)}, "https://cms.orchardlane.nz/admin", "Transfer process has been completed successfully!")

	g.add("cms/strapi-config-plugins-js", `
module.exports = ({ env }) => ({
  upload: {
    config: {
      provider: 'cloudinary',
      providerOptions: {
        cloud_name: 'orchardlane',
        api_key: '«_ck»',
        api_secret: '«cs»',
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: 'smtp.zoho.eu',
        port: 465,
        auth: { user: 'hello@orchardlane.nz', pass: '«zp»' },
      },
    },
  },
});
`, V{"_ck": g.digits(15), "cs": g.b64u(27), "zp": g.an(12)}, "hello@orchardlane.nz", "smtp.zoho.eu")

	g.add("cms/strapi-users-permissions-login", `
$ curl -s -X POST https://cms.orchardlane.nz/api/auth/local -H 'Content-Type: application/json' \
    -d '{"identifier":"app@orchardlane.nz","password":"«pw»"}' | jq .
{
  "jwt": "«tok»",
  "user": {
    "id": 4,
    "documentId": "«_doc»",
    "username": "mobile-app",
    "email": "app@orchardlane.nz",
    "provider": "local",
    "confirmed": true,
    "blocked": false
  }
}
`, V{"pw": g.pw(), "tok": g.jwt("HS256", `{"id":4,"iat":1719211044,"exp":1721803044}`), "_doc": g.s(alLowNum, 24)}, "app@orchardlane.nz", "mobile-app")
}

// ---- Directus, Payload, Craft ----

func (g *G) cmDirectusPayloadCraft() {
	g.add("cms/directus-env-docker-compose", `
services:
  directus:
    image: directus/directus:11.1.0
    ports:
      - 8055:8055
    environment:
      SECRET: "«sec»"
      ADMIN_EMAIL: "admin@brightwater.museum"
      ADMIN_PASSWORD: "«apw»"
      DB_CLIENT: "pg"
      DB_HOST: "database"
      DB_PORT: "5432"
      DB_DATABASE: "directus"
      DB_USER: "directus"
      DB_PASSWORD: "«dpw»"
      PUBLIC_URL: "https://cms.brightwater.museum"
      WEBSOCKETS_ENABLED: "true"
`, V{"sec": g.b64u(32), "apw": g.pwStrong(), "dpw": g.pwURL()}, "directus/directus:11.1.0", "admin@brightwater.museum", "https://cms.brightwater.museum")

	g.add("cms/directus-static-token-sdk", `
import { createDirectus, rest, staticToken, readItems } from '@directus/sdk';

const client = createDirectus('https://cms.brightwater.museum')
  .with(staticToken('«tok»'))
  .with(rest());

const exhibits = await client.request(readItems('exhibits', { limit: 20 }));
`, V{"tok": g.b64u(32)}, "@directus/sdk")

	g.add("cms/directus-login-response", `
$ curl -s https://cms.brightwater.museum/auth/login -H 'Content-Type: application/json' -d '{"email":"admin@brightwater.museum","password":"«pw»"}'
{"data":{"expires":900000,"refresh_token":"«rt»","access_token":"«at»"}}
`, V{"pw": g.pwStrong(), "rt": g.b64u(64), "at": g.jwt("HS256", `{"id":"`+g.uuid()+`","role":"`+g.uuid()+`","app_access":true,"admin_access":true,"iat":1719400001,"exp":1719400901,"iss":"directus"}`)}, "admin@brightwater.museum")

	g.add("cms/payload-env-and-config", `
$ cat .env
DATABASE_URI=mongodb+srv://payload:«pw»@cluster0.x7k2p.mongodb.net/payload?retryWrites=true
PAYLOAD_SECRET=«ps»
NEXT_PUBLIC_SERVER_URL=https://www.kiln.works
PREVIEW_SECRET=«prev»
CRON_SECRET=«cron»
S3_BUCKET=kiln-media
`, V{"pw": g.pwURL(), "ps": g.hex(24), "prev": g.hex(16), "cron": g.b64u(32)}, "https://www.kiln.works", "cluster0.x7k2p.mongodb.net", "kiln-media")

	g.add("cms/payload-api-key-header", `
$ curl -s "https://www.kiln.works/api/products?limit=1&depth=0" \
    -H "Authorization: users API-Key «k»" | jq '.docs[0] | {id, title, slug}'
{
  "id": "«_id»",
  "title": "Ash glaze mug",
  "slug": "ash-glaze-mug"
}
`, V{"k": g.uuid(), "_id": g.hex(24)}, "ash-glaze-mug")

	g.add("cms/craft-env", `
# The application ID used to to uniquely store session and cache data, mutex locks, and more
CRAFT_APP_ID=CraftCMS--«_appid»

# The environment Craft is currently running in (dev, staging, production, etc.)
CRAFT_ENVIRONMENT=production

# The secure key Craft will use for hashing and encrypting data
CRAFT_SECURITY_KEY=«sk»

# Database connection settings
CRAFT_DB_DRIVER=mysql
CRAFT_DB_SERVER=127.0.0.1
CRAFT_DB_PORT=3306
CRAFT_DB_DATABASE=craft_northfield
CRAFT_DB_USER=craft
CRAFT_DB_PASSWORD=«pw»
CRAFT_DB_SCHEMA=
CRAFT_DB_TABLE_PREFIX=

PRIMARY_SITE_URL=https://northfield.coffee/
`, V{"_appid": g.uuid(), "sk": g.b64u(32), "pw": g.pwURL()}, "https://northfield.coffee/", "craft_northfield")

	g.add("cms/craft-setup-security-key", `
$ php craft setup/security-key
Generating a new security key ... done
$ php craft setup/app-id
Generating an application ID ... done
$ grep -E "SECURITY|APP_ID" .env
CRAFT_APP_ID=CraftCMS--«_appid»
CRAFT_SECURITY_KEY=«sk»
`, V{"_appid": g.uuid(), "sk": g.b64u(32)}, "Generating a new security key ... done")

	g.add("cms/craft-license-key-and-gql-token", `
$ cat config/license.key
«l1»
«l2»
«l3»
«l4»
$ curl -s https://northfield.coffee/api -H "Authorization: Bearer «gql»" -d '{"query":"{ entries(section: \"menu\") { title } }"}'
{"data":{"entries":[{"title":"Flat white"},{"title":"Filter"}]}}
`, V{"l1": g.s(alAlnum+"+/", 50), "l2": g.s(alAlnum+"+/", 50), "l3": g.s(alAlnum+"+/", 50), "l4": g.s(alAlnum+"+/", 50), "gql": g.b64u(32)}, "config/license.key")
}

// ---- .NET CMSes and shop platforms ----

func (g *G) cmDotnetShops() {
	g.add("cms/umbraco-appsettings-json", `
{
  "$schema": "appsettings-schema.json",
  "Serilog": {
    "MinimumLevel": {
      "Default": "Information"
    }
  },
  "ConnectionStrings": {
    "umbracoDbDSN": "Server=tcp:umbraco-prod.database.windows.net,1433;Initial Catalog=umbraco;Persist Security Info=False;User ID=umbracoadmin;Password=«pw»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
    "umbracoDbDSN_ProviderName": "Microsoft.Data.SqlClient"
  },
  "Umbraco": {
    "CMS": {
      "Global": {
        "Id": "«_gid»",
        "SanitizeTinyMce": true
      },
      "Content": {
        "AllowEditInvariantFromNonDefault": true
      },
      "Unattended": {
        "InstallUnattended": true,
        "UnattendedUserName": "Site Admin",
        "UnattendedUserEmail": "web@heronsgate.gov.uk",
        "UnattendedUserPassword": "«upw»"
      }
    }
  }
}
`, V{"pw": g.pwStrong(), "_gid": g.uuid(), "upw": g.pwStrong()}, "umbraco-prod.database.windows.net,1433", "web@heronsgate.gov.uk", "umbracoadmin")

	g.add("cms/umbraco-deploy-and-forms-license", `
  "Umbraco": {
    "Deploy": {
      "Settings": {
        "ApiKey": "«dk»",
        "ExcludedEntityTypes": [ "media-file" ]
      }
    },
    "Licenses": {
      "Umbraco.Forms": "«fl»",
      "Umbraco.Workflow": "«wl»"
    }
  }
`, V{"dk": g.s(alUpNum, 40), "fl": g.s(alUpNum, 32), "wl": g.s(alUpNum, 32)}, "ExcludedEntityTypes")

	g.add("cms/umbraco-dotnet-user-secrets", `
PS C:\src\HeronsGate.Web> dotnet user-secrets list
ConnectionStrings:umbracoDbDSN = Data Source=localhost;Initial Catalog=HeronsGate;User Id=sa;Password=«pw»;TrustServerCertificate=true
Umbraco:CMS:Global:Smtp:Password = «smtp»
Umbraco:CMS:DeliveryApi:ApiKey = «dak»
Umbraco:CMS:Global:Smtp:Username = apikey
`, V{"pw": g.pwStrong(), "smtp": g.sendgrid(), "dak": g.hex(40)}, "C:\\src\\HeronsGate.Web")

	g.add("cms/orchard-core-appsettings-tenants", `
{
  "Default": {
    "State": "Running",
    "RequestUrlHost": "www.kingsmere.org",
    "DatabaseProvider": "Postgres",
    "ConnectionString": "Host=pg.kingsmere.internal;Database=orchard;Username=orchard;Password=«pw»",
    "TablePrefix": "oc_",
    "RecipeName": "Blog"
  },
  "OrchardCore_Email_Smtp": {
    "Host": "smtp.sendgrid.net",
    "UserName": "apikey",
    "Password": "«sg»"
  }
}
`, V{"pw": g.pwURL(), "sg": g.sendgrid()}, "pg.kingsmere.internal", "\"TablePrefix\": \"oc_\"")

	g.add("cms/shopware-env-local", `
APP_ENV=prod
APP_URL=https://www.fjordgear.no
APP_SECRET=«sec»
INSTANCE_ID=«_iid»
DATABASE_URL=mysql://shopware:«pw»@127.0.0.1:3306/shopware
OPENSEARCH_URL=http://localhost:9200
SHOPWARE_ES_ENABLED=0
SHOPWARE_HTTP_CACHE_ENABLED=1
LOCK_DSN=flock
MAILER_DSN=smtp://mail%40fjordgear.no:«mp»@smtp.domeneshop.no:587
`, V{"sec": g.hex(64), "_iid": g.an(32), "pw": g.pwURL(), "mp": g.pwURL()}, "https://www.fjordgear.no", "smtp.domeneshop.no:587")

	g.add("cms/shopware-integration-oauth", `
$ curl -s -X POST https://www.fjordgear.no/api/oauth/token -H 'Content-Type: application/json' -d '{
  "grant_type": "client_credentials",
  "client_id": "«cid»",
  "client_secret": "«cs»"
}'
{"token_type":"Bearer","expires_in":600,"access_token":"«at»"}
`, V{"cid": "SWIA" + g.s(alUpNum, 22), "cs": g.an(54), "at": g.jwt("RS256", `{"aud":"administration","jti":"`+g.hex(80)+`","iat":1719501122,"nbf":1719501122,"exp":1719501722,"sub":"","scopes":["write"]}`)}, "https://www.fjordgear.no/api/oauth/token")

	g.add("cms/shopware-store-api-access-key", `
// storefront composable: the sales channel access key is sent by every browser
export const shopwareEndpoint = "https://www.fjordgear.no";
export const shopwareAccessToken = "«_swsc»";

$ curl -s https://www.fjordgear.no/store-api/context -H "sw-access-key: «_swsc»" -H "sw-context-token: «ct»" | jq .token
"«ct»"
`, V{"_swsc": "SWSC" + g.s(alUpNum, 22), "ct": g.an(32)}, "sw-access-key")

	g.add("cms/prestashop-parameters-php", `
<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => 'prestashop',
    'database_user' => 'ps_user',
    'database_password' => '«pw»',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'mailer_host' => '127.0.0.1',
    'mailer_user' => NULL,
    'mailer_password' => NULL,
    'secret' => '«sec»',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'ps_creation_date' => '2024-02-19',
    'locale' => 'fr-FR',
    'use_debug_toolbar' => true,
    'cookie_key' => '«ck»',
    'cookie_iv' => '«civ»',
    'new_cookie_key' => 'def00000«nck»',
    'api_public_key' => '-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----',
    'api_private_key' => '-----BEGIN PRIVATE KEY-----
«priv»
-----END PRIVATE KEY-----',
  ),
);
`, V{"pw": g.pwURL(), "sec": g.an(64), "ck": g.an(64), "civ": g.an(32), "nck": g.hex(128), "_pub": wrap(g.b64(294), 64), "priv": g.pkcs8RSAPEM().body}, "ps_user", "'database_prefix' => 'ps_'")

	g.add("cms/prestashop-webservice-key-curl", `
$ curl -s "https://«wk»@boutique.lavandeetsel.fr/api/products/12?output_format=JSON" | jq .product.reference
"LAV-SAV-250"
$ curl -s -u «wk2»: "https://boutique.lavandeetsel.fr/api/orders?display=[id,reference]&limit=2"
`, V{"wk": g.s(alUpNum, 32), "wk2": g.s(alUpNum, 32)}, "boutique.lavandeetsel.fr", "LAV-SAV-250")

	g.add("cms/sylius-medusa-env", `
# medusa-backend/.env
DATABASE_URL=postgres://medusa:«pw»@localhost/medusa-store
REDIS_URL=redis://default:«rp»@redis-17482.c250.eu-central-1-1.ec2.redns.redis-cloud.com:17482
JWT_SECRET=«jwt»
COOKIE_SECRET=«cs»
STORE_CORS=https://shop.kettleandkiln.com
MEDUSA_PUBLISHABLE_KEY=pk_«_pk»
STRIPE_API_KEY=«ssk»
`, V{"pw": g.pwURL(), "rp": g.an(32), "jwt": g.b64u(32), "cs": g.b64u(32), "_pk": g.hex(64), "ssk": g.skLive()}, "https://shop.kettleandkiln.com", "redis-17482.c250.eu-central-1-1.ec2.redns.redis-cloud.com:17482")

	g.add("cms/saleor-env", `
SECRET_KEY=«sk»
DATABASE_URL=postgres://saleor:«pw»@db:5432/saleor
ALLOWED_CLIENT_HOSTS=localhost,127.0.0.1,dashboard.tilemarket.io
DEFAULT_FROM_EMAIL=noreply@tilemarket.io
RSA_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\n«rsa»\n-----END RSA PRIVATE KEY-----"
`, V{"sk": g.an(50), "pw": g.pwURL(), "rsa": jsonEsc(g.rsaPEM().body)}, "dashboard.tilemarket.io")
}

// ---- Discourse and Mastodon ----

func (g *G) cmDiscourseMastodon() {
	g.add("cms/discourse-app-yml", `
## this is the all-in-one, standalone Discourse Docker container template
templates:
  - "templates/postgres.template.yml"
  - "templates/redis.template.yml"
  - "templates/web.template.yml"
  - "templates/web.ratelimited.template.yml"
  - "templates/web.ssl.template.yml"
  - "templates/web.letsencrypt.ssl.template.yml"

expose:
  - "80:80"   # http
  - "443:443" # https

params:
  db_default_text_search_config: "pg_catalog.english"
  db_shared_buffers: "256MB"

env:
  LC_ALL: en_US.UTF-8
  LANG: en_US.UTF-8
  LANGUAGE: en_US.UTF-8
  UNICORN_WORKERS: 4
  DISCOURSE_HOSTNAME: forum.woodturners.guild
  DISCOURSE_DEVELOPER_EMAILS: 'admin@woodturners.guild'
  DISCOURSE_SMTP_ADDRESS: smtp.mailgun.org
  DISCOURSE_SMTP_PORT: 587
  DISCOURSE_SMTP_USER_NAME: postmaster@mg.woodturners.guild
  DISCOURSE_SMTP_PASSWORD: "«smtp»"
  DISCOURSE_SMTP_ENABLE_START_TLS: true
  DISCOURSE_NOTIFICATION_EMAIL: noreply@woodturners.guild
  LETSENCRYPT_ACCOUNT_EMAIL: admin@woodturners.guild
  DISCOURSE_MAXMIND_ACCOUNT_ID: «_mmid»
  DISCOURSE_MAXMIND_LICENSE_KEY: «mm»

volumes:
  - volume:
      host: /var/discourse/shared/standalone
      guest: /shared
`, V{"smtp": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_mmid": g.digits(6), "mm": g.an(6) + "_" + g.an(29) + "_mmk"}, "forum.woodturners.guild", "postmaster@mg.woodturners.guild", "/var/discourse/shared/standalone")

	g.add("cms/discourse-api-key-curl", `
$ curl -s -X POST "https://forum.woodturners.guild/posts.json" \
  -H "Api-Key: «k»" \
  -H "Api-Username: system" \
  -H "Content-Type: application/json" \
  -d '{"title":"Weekly lathe clinic – thread","raw":"Post your questions below.","category":7}' | jq .id
18842
`, V{"k": g.hex(64)}, "Api-Username: system", "https://forum.woodturners.guild/posts.json")

	g.add("cms/discourse-rails-console-settings", `
[1] pry(main)> SiteSetting.github_client_secret
=> "«gh»"
[2] pry(main)> SiteSetting.discourse_connect_secret
=> "«sso»"
[3] pry(main)> SiteSetting.s3_upload_bucket
=> "woodturners-uploads"
[4] pry(main)> ApiKey.last.attributes.slice("id", "description", "truncated_key")
=> {"id"=>31, "description"=>"zapier", "truncated_key"=>"«_tk»"}
`, V{"gh": g.hex(40), "sso": g.pwStrong(), "_tk": g.hex(4)}, "woodturners-uploads", "SiteSetting.s3_upload_bucket")

	g.add("cms/mastodon-env-production", `
# Generated with mastodon:setup on 2024-04-21 18:02:33 UTC

LOCAL_DOMAIN=social.fenlands.ac
SINGLE_USER_MODE=false
SECRET_KEY_BASE=«skb»
OTP_SECRET=«otp»
ACTIVE_RECORD_ENCRYPTION_DETERMINISTIC_KEY=«ard»
ACTIVE_RECORD_ENCRYPTION_KEY_DERIVATION_SALT=«ars»
ACTIVE_RECORD_ENCRYPTION_PRIMARY_KEY=«arp»
VAPID_PRIVATE_KEY=«vpriv»
VAPID_PUBLIC_KEY=«_vpub»
DB_HOST=/var/run/postgresql
DB_PORT=5432
DB_NAME=mastodon_production
DB_USER=mastodon
DB_PASS=«db»
REDIS_HOST=localhost
REDIS_PORT=6379
REDIS_PASSWORD=
S3_ENABLED=true
S3_PROTOCOL=https
S3_BUCKET=fenlands-social
S3_REGION=fr-par
S3_HOSTNAME=s3.fr-par.scw.cloud
S3_ENDPOINT=https://s3.fr-par.scw.cloud
AWS_ACCESS_KEY_ID=SCW«_scwid»
AWS_SECRET_ACCESS_KEY=«scw»
S3_ALIAS_HOST=files.social.fenlands.ac
SMTP_SERVER=smtp.tem.scw.cloud
SMTP_PORT=587
SMTP_LOGIN=«_proj»
SMTP_PASSWORD=«smtp»
SMTP_AUTH_METHOD=plain
SMTP_OPENSSL_VERIFY_MODE=none
SMTP_ENABLE_STARTTLS=auto
SMTP_FROM_ADDRESS='Mastodon <notifications@social.fenlands.ac>'
`, V{"skb": g.cmSKB(), "otp": g.cmSKB(), "ard": g.an(32), "ars": g.an(32), "arp": g.an(32), "vpriv": g.b64u(43) + "=", "_vpub": g.cmVapidPub(), "db": g.pwURL(), "_scwid": g.s(alUpNum, 17), "scw": g.uuid(), "_proj": g.uuid(), "smtp": g.uuid()}, "social.fenlands.ac", "s3.fr-par.scw.cloud", "mastodon_production")

	g.add("cms/mastodon-generate-vapid-key", `
$ RAILS_ENV=production bundle exec rake mastodon:webpush:generate_vapid_key
VAPID_PRIVATE_KEY=«vpriv»
VAPID_PUBLIC_KEY=«_vpub»
$ curl -s https://social.fenlands.ac/api/v1/instance | jq -r .configuration.vapid.public_key
«_vpub»
`, V{"vpriv": g.b64u(43) + "=", "_vpub": g.cmVapidPub()}, "mastodon:webpush:generate_vapid_key")

	g.add("cms/mastodon-tootctl-and-app-token", `
$ RAILS_ENV=production bin/tootctl accounts create announcements --email ops@fenlands.ac --confirmed --role Owner
OK
New password: «pw»
$ curl -s -H "Authorization: Bearer «at»" https://social.fenlands.ac/api/v1/accounts/verify_credentials | jq .acct
"announcements"
`, V{"pw": g.hex(32), "at": g.b64u(43)}, "ops@fenlands.ac", "announcements")

	g.add("cms/mastodon-bot-python", `
from mastodon import Mastodon

m = Mastodon(
    client_id="«_cid»",
    client_secret="«cs»",
    access_token="«at»",
    api_base_url="https://social.fenlands.ac",
)
m.status_post("Library hours change this week: 09:00–17:00", visibility="unlisted")
`, V{"_cid": g.b64u(43), "cs": g.b64u(43), "at": g.b64u(43)}, "https://social.fenlands.ac")

	g.add("cms/pixelfed-lemmy-config", `
# lemmy.hjson
{
  hostname: "lemmy.fenlands.ac"
  database: {
    host: "postgres"
    user: "lemmy"
    password: "«pw»"
  }
  setup: {
    admin_username: "fenadmin"
    admin_password: "«apw»"
    site_name: "Fenlands Lemmy"
  }
  pictrs: {
    url: "http://pictrs:8080/"
    api_key: "«pk»"
  }
}
`, V{"pw": g.pwURL(), "apw": g.pwStrong(), "pk": g.an(32)}, "lemmy.fenlands.ac", "fenadmin")
}

// ---- headless CMS tokens ----

func (g *G) cmHeadless() {
	g.add("cms/contentful-env-local", `
# .env.local
CONTENTFUL_SPACE_ID=«_space»
CONTENTFUL_ENVIRONMENT=master
CONTENTFUL_ACCESS_TOKEN=«cda»
CONTENTFUL_PREVIEW_ACCESS_TOKEN=«cpa»
CONTENTFUL_MANAGEMENT_TOKEN=«cma»
CONTENTFUL_PREVIEW_SECRET=«ps»
CONTENTFUL_REVALIDATE_SECRET=«rs»
`, V{"_space": g.s(alLowNum, 12), "cda": g.b64u(43), "cpa": g.b64u(43), "cma": g.cmCFPAT(), "ps": g.an(16), "rs": g.hex(32)}, "CONTENTFUL_ENVIRONMENT=master")

	g.add("cms/contentful-cli-login-config", `
$ cat ~/.contentfulrc.json
{
  "managementToken": "«cma»",
  "activeSpaceId": "«_space»",
  "activeEnvironmentId": "master",
  "host": "api.contentful.com"
}
$ contentful space export --space-id «_space» --export-dir ./backup
┌──────────────────────────────────────────────────┐
│ Exported entities                                │
├─────────────────────────┬────────────────────────┤
│ Content Types           │ 18                     │
│ Entries                 │ 1204                   │
│ Assets                  │ 733                    │
└─────────────────────────┴────────────────────────┘
`, V{"cma": g.cmCFPAT(), "_space": g.s(alLowNum, 12)}, "api.contentful.com", "Exported entities")

	g.add("cms/contentful-cda-curl", `
$ curl -s "https://cdn.contentful.com/spaces/«_space»/environments/master/entries?content_type=blogPost&limit=1" \
    -H "Authorization: Bearer «cda»" | jq '.items[0].sys.id'
"«_eid»"
`, V{"_space": g.s(alLowNum, 12), "cda": g.b64u(43), "_eid": g.an(22)}, "content_type=blogPost")

	g.add("cms/sanity-env-and-client", `
// sanity/lib/client.ts
import { createClient } from "next-sanity";

export const client = createClient({
  projectId: "«_pid»",
  dataset: "production",
  apiVersion: "2024-05-01",
  useCdn: false,
  token: "«tok»",
  perspective: "previewDrafts",
});
`, V{"_pid": g.s(alLowNum, 8), "tok": g.cmSanity()}, "next-sanity", "previewDrafts")

	g.add("cms/sanity-cli-tokens-add", `
$ npx sanity tokens add "Netlify deploy" --role=editor --yes --json
{
  "id": "«_id»",
  "key": "«tok»",
  "label": "Netlify deploy",
  "roles": [{"name": "editor", "title": "Editor"}],
  "projectUserId": "«_puid»"
}
`, V{"_id": "s" + g.an(8), "tok": g.cmSanity(), "_puid": "p" + g.an(8)}, "Netlify deploy")

	g.add("cms/storyblok-nuxt-config", `
// nuxt.config.ts
export default defineNuxtConfig({
  modules: [
    ['@storyblok/nuxt', {
      accessToken: process.env.NODE_ENV === 'production' ? '«_pub»' : '«prev»',
      apiOptions: { region: 'eu' },
    }],
  ],
  runtimeConfig: {
    storyblokManagementToken: '«mgmt»',
    storyblokWebhookSecret: '«wh»',
  },
})
`, V{"_pub": g.an(22) + "tt", "prev": g.an(22) + "tt", "mgmt": g.an(22) + "tt-" + g.digits(6) + "-" + g.an(20), "wh": g.hex(32)}, "@storyblok/nuxt")

	g.add("cms/prismic-datocms-env", `
# Prismic
PRISMIC_REPOSITORY_NAME=tallowandthyme
PRISMIC_ACCESS_TOKEN=«pat»
PRISMIC_WRITE_TOKEN=«pwt»
# DatoCMS
DATOCMS_READONLY_API_TOKEN=«dro»
DATOCMS_CMA_TOKEN=«dcma»
NEXT_DATOCMS_ENVIRONMENT=main
`, V{"pat": "MC5" + g.b64u(20) + ".77-9" + g.b64u(40), "pwt": g.jwt("HS256", `{"type":"user","id":"`+g.uuid()+`","date":1718800211}`), "dro": g.hex(30), "dcma": g.hex(30)}, "tallowandthyme", "NEXT_DATOCMS_ENVIRONMENT=main")

	g.add("cms/hygraph-graphql-request", `
$ curl -s https://eu-west-2.cdn.hygraph.com/content/«_pid»/master \
    -H "Authorization: Bearer «pat»" \
    -H "Content-Type: application/json" \
    --data '{"query":"{ posts(first: 2) { title slug } }"}'
{"data":{"posts":[{"title":"Spring menu","slug":"spring-menu"},{"title":"Opening hours","slug":"opening-hours"}]}}
`, V{"_pid": g.s(alLowNum, 25), "pat": g.jwt("RS256", `{"version":3,"iat":1718000001,"aud":["https://api-eu-west-2.hygraph.com/v2/`+g.s(alLowNum, 25)+`/master"],"iss":"https://management.hygraph.com/","sub":"`+g.uuid()+`","jti":"`+g.s(alLowNum, 25)+`"}`)}, "spring-menu")

	g.add("cms/builderio-public-vs-private", `
// Builder.io: the public API key is meant to be in the browser bundle,
// the private key only on the server.
builder.init("«_pub»");

// scripts/sync-models.ts (server only)
const res = await fetch("https://builder.io/api/v1/write/page", {
  headers: { Authorization: "Bearer «priv»" },
});
`, V{"_pub": g.hex(32), "priv": "bpk-" + g.hex(32)}, "https://builder.io/api/v1/write/page")

	g.add("cms/algolia-docsearch-keys", `
# _config.yml (Jekyll + Algolia)
algolia:
  application_id: «_app»
  index_name: handbook_pages
  search_only_api_key: «_search»
  nodes_to_index: 'article p, article li'

$ ALGOLIA_API_KEY=«admin» bundle exec jekyll algolia
Processing site...
Rendering to HTML (100%) |====================================================|
Extracting records (100%) |===================================================|
✔ No changes to push to handbook_pages
`, V{"_app": g.s(alUpNum, 10), "_search": g.hex(32), "admin": g.hex(32)}, "handbook_pages", "jekyll algolia")

	g.add("cms/tinacms-keystatic-env", `
NEXT_PUBLIC_TINA_CLIENT_ID=«_tcid»
TINA_TOKEN=«tt»
TINA_SEARCH_TOKEN=«tst»
KEYSTATIC_GITHUB_CLIENT_ID=Iv1.«_kcid»
KEYSTATIC_GITHUB_CLIENT_SECRET=«kcs»
KEYSTATIC_SECRET=«ks»
NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG=harbourlight-keystatic
`, V{"_tcid": g.uuid(), "tt": g.hex(40), "tst": g.hex(40), "_kcid": g.hex(16), "kcs": g.hex(40), "ks": g.hex(64)}, "harbourlight-keystatic")
}

// ---- static sites and their deploys ----

func (g *G) cmStatic() {
	g.add("cms/decap-cms-config-and-oauth", `
# static/admin/config.yml
backend:
  name: github
  repo: harbourlight/site
  branch: main
  base_url: https://decap-oauth.harbourlight.workers.dev
media_folder: static/images/uploads
public_folder: /images/uploads

$ npx wrangler secret list --name decap-oauth
[
  { "name": "GITHUB_OAUTH_ID", "type": "secret_text" },
  { "name": "GITHUB_OAUTH_SECRET", "type": "secret_text" }
]
$ echo "«cs»" | npx wrangler secret put GITHUB_OAUTH_SECRET --name decap-oauth
✨ Success! Uploaded secret GITHUB_OAUTH_SECRET
`, V{"cs": g.hex(40)}, "https://decap-oauth.harbourlight.workers.dev", "harbourlight/site")

	g.add("cms/hugo-deploy-s3-env", `
# config/_default/deployment.toml
[[targets]]
name = "production"
URL = "s3://www.lowtide.photo?region=eu-west-1"
cloudFrontDistributionID = "E2QWRUHAPOMQZL"

[[matchers]]
pattern = "^.+\\.(js|css|svg|ttf|woff2)$"
cacheControl = "max-age=31536000, no-transform, public"
gzip = true

$ AWS_ACCESS_KEY_ID=«ak» AWS_SECRET_ACCESS_KEY=«sk» hugo deploy --target production --invalidateCDN
Deploying to target "production" (s3://www.lowtide.photo?region=eu-west-1)
Identified 412 file(s) to upload, totaling 88 MB, and 3 file(s) to delete.
Success!
Invalidating CloudFront CDN...
`, V{"ak": g.awsID(), "sk": g.awsSecret()}, "E2QWRUHAPOMQZL", "s3://www.lowtide.photo?region=eu-west-1")

	g.add("cms/jekyll-deploy-rsync-ghactions", `
name: Deploy Jekyll site
on:
  push:
    branches: [ main ]
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      JEKYLL_ENV: production
      JEKYLL_GITHUB_TOKEN: «gh»
    steps:
      - uses: actions/checkout@v4
      - uses: ruby/setup-ruby@v1
        with: { ruby-version: '3.3', bundler-cache: true }
      - run: bundle exec jekyll build
      - name: rsync
        run: |
          echo "${{ secrets.DEPLOY_KEY }}" > key && chmod 600 key
          sshpass -p '«sp»' rsync -avz --delete _site/ deploy@web1.quillandink.net:/srv/www/quillandink/
`, V{"gh": g.ghp(), "sp": g.pw()}, "web1.quillandink.net", "ruby/setup-ruby@v1")

	g.add("cms/gatsby-config-source-plugins", `
// gatsby-config.js
module.exports = {
  siteMetadata: { siteUrl: "https://www.meadowsweet.farm" },
  plugins: [
    {
      resolve: "gatsby-source-contentful",
      options: {
        spaceId: "«_space»",
        accessToken: "«cda»",
      },
    },
    {
      resolve: "gatsby-source-shopify",
      options: {
        password: "«shp»",
        storeUrl: "meadowsweet-farm.myshopify.com",
      },
    },
    {
      resolve: "gatsby-plugin-google-gtag",
      options: { trackingIds: ["G-«_ga»"] },
    },
  ],
};
`, V{"_space": g.s(alLowNum, 12), "cda": g.b64u(43), "shp": g.shpat(), "_ga": g.s(alUpNum, 10)}, "meadowsweet-farm.myshopify.com", "https://www.meadowsweet.farm")

	g.add("cms/eleventy-netlify-toml-and-hooks", `
# netlify.toml
[build]
  command = "npx @11ty/eleventy"
  publish = "_site"

[build.environment]
  NODE_VERSION = "20"
  AIRTABLE_TOKEN = "«at»"

[[plugins]]
  package = "netlify-plugin-cache"

$ curl -X POST -d {} https://api.netlify.com/build_hooks/«_hook»
`, V{"at": g.airtable(), "_hook": g.hex(24)}, "npx @11ty/eleventy", "netlify-plugin-cache")

	g.add("cms/netlify-cli-env-list", `
$ netlify env:list --context production --plain
CONTENTFUL_SPACE_ID=«_space»
CONTENTFUL_DELIVERY_TOKEN=«cda»
SITE_URL=https://www.meadowsweet.farm
NETLIFY_AUTH_TOKEN=«nfp»
SENTRY_AUTH_TOKEN=«sntry»
`, V{"_space": g.s(alLowNum, 12), "cda": g.b64u(43), "nfp": g.netlify(), "sntry": g.sentryUser()}, "https://www.meadowsweet.farm")

	g.add("cms/astro-vercel-env-pull", `
$ vercel env pull .env.development.local
Vercel CLI 34.2.7
> Downloading "development" Environment Variables for Project quill-astro
✅  Created .env.development.local file  [171ms]
$ cat .env.development.local
# Created by Vercel CLI
VERCEL_OIDC_TOKEN="«oidc»"
PUBLIC_STORYBLOK_TOKEN="«_sbpub»"
STORYBLOK_PREVIEW_TOKEN="«sbprev»"
RESEND_API_KEY="«re»"
`, V{"oidc": g.jwt("RS256", `{"iss":"https://oidc.vercel.com/quill","sub":"owner:quill:project:quill-astro:environment:development","aud":"https://vercel.com/quill","owner":"quill","project":"quill-astro","environment":"development","iat":1719000000,"exp":1719043200}`), "_sbpub": g.an(22) + "tt", "sbprev": g.an(22) + "tt", "re": "re_" + g.an(8) + "_" + g.an(24)}, "quill-astro", "Vercel CLI 34.2.7")

	g.add("cms/cloudflare-pages-wrangler-toml", `
name = "lowtide-photo"
pages_build_output_dir = "./public"
compatibility_date = "2024-06-01"

[vars]
SITE_NAME = "Low Tide Photography"
TURNSTILE_SITE_KEY = "0x4AAAAAAA«_ts»"

# wrong place for this, move to wrangler secret
TURNSTILE_SECRET_KEY = "0x4AAAAAAA«tss»"
`, V{"_ts": g.b64u(14), "tss": g.b64u(25)}, "lowtide-photo", "Low Tide Photography")
}

// ---- admin tools: phpMyAdmin, Adminer, .htpasswd ----

func (g *G) cmAdminTools() {
	g.add("cms/phpmyadmin-config-inc-php", `
<?php
/**
 * phpMyAdmin sample configuration, you can use it as base for
 * manual configuration. For easier setup you can use setup/
 */

/**
 * This is needed for cookie based authentication to encrypt the cookie.
 * Needs to be a 32-bytes long string of random bytes. See FAQ 2.10.
 */
$cfg['blowfish_secret'] = '«bf»'; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */

$i = 0;
$i++;
$cfg['Servers'][$i]['auth_type'] = 'cookie';
$cfg['Servers'][$i]['host'] = 'localhost';
$cfg['Servers'][$i]['compress'] = false;
$cfg['Servers'][$i]['AllowNoPassword'] = false;

/* Storage database and tables */
$cfg['Servers'][$i]['controluser'] = 'pma';
$cfg['Servers'][$i]['controlpass'] = '«cp»';
$cfg['Servers'][$i]['pmadb'] = 'phpmyadmin';
$cfg['UploadDir'] = '';
$cfg['SaveDir'] = '';
`, V{"bf": g.s(alAlnum+"!#%*+-.:=?@^_~", 32), "cp": g.pw()}, "FAQ 2.10", "$cfg['Servers'][$i]['controluser'] = 'pma';")

	g.add("cms/phpmyadmin-docker-env", `
  phpmyadmin:
    image: phpmyadmin:5.2
    environment:
      PMA_HOST: mysql
      PMA_USER: root
      PMA_PASSWORD: «root»
      PMA_ABSOLUTE_URI: https://db.lowtide.photo/
      UPLOAD_LIMIT: 256M
      HIDE_PHP_VERSION: "true"
    ports:
      - "8081:80"
`, V{"root": g.pwURL()}, "https://db.lowtide.photo/", "phpmyadmin:5.2")

	g.add("cms/htpasswd-file-cat", `
$ cat /etc/apache2/.htpasswd
editor:«a»
client-preview:«b»
legacy:{SHA}«c»
$ htpasswd -nbB staging '«pw»'
staging:«d»

`, V{"a": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22), "b": "$2y$05$" + g.s(alAlnum+"./", 53), "c": g.b64(20), "pw": g.pwStrong(), "d": "$2y$05$" + g.s(alAlnum+"./", 53)}, "client-preview", "/etc/apache2/.htpasswd")

	g.add("cms/htaccess-basic-auth-staging", `
# .htaccess on staging.kestrelbay.org
AuthType Basic
AuthName "Staging – ask #web for access"
AuthUserFile /home/kestrel/.htpasswds/public_html/passwd
Require valid-user

# preview link sent to the client:
# https://preview:«pw»@staging.kestrelbay.org/
`, V{"pw": g.pwURL()}, "/home/kestrel/.htpasswds/public_html/passwd", "staging.kestrelbay.org")

	g.add("cms/nginx-auth-basic-and-adminer", `
location /adminer {
    auth_basic           "Restricted";
    auth_basic_user_file /etc/nginx/.htpasswd-adminer;
    include snippets/fastcgi-php.conf;
    fastcgi_pass unix:/run/php/php8.2-fpm.sock;
}
$ sudo cat /etc/nginx/.htpasswd-adminer
ops:«h»
$ echo "ops / «pw»" # (for the 1Password entry)
`, V{"h": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22), "pw": g.pwStrong()}, "/etc/nginx/.htpasswd-adminer", "unix:/run/php/php8.2-fpm.sock")

	g.add("cms/cpanel-mysql-wizard-and-uapi", `
$ uapi --output=jsonpretty Mysql create_user name='acmeco_wp2' password='«pw»'
{
   "apiversion" : 3,
   "func" : "create_user",
   "module" : "Mysql",
   "result" : {
      "data" : null,
      "errors" : null,
      "status" : 1
   }
}
$ curl -s -H "Authorization: cpanel acmeco:«tok»" "https://cp.acmeco.co.uk:2083/execute/Mysql/list_databases"
`, V{"pw": g.pwStrong(), "tok": g.s(alUpNum, 32)}, "acmeco_wp2", "https://cp.acmeco.co.uk:2083/execute/Mysql/list_databases")
}

// ---- other CMSes and frameworks ----

func (g *G) cmOther() {
	g.add("cms/typo3-additional-php", `
<?php
// config/system/additional.php
$GLOBALS['TYPO3_CONF_VARS']['DB']['Connections']['Default'] = array_merge(
    $GLOBALS['TYPO3_CONF_VARS']['DB']['Connections']['Default'],
    [
        'dbname' => 'typo3_stadtwerk',
        'host' => 'db',
        'password' => '«pw»',
        'user' => 'typo3',
    ]
);
$GLOBALS['TYPO3_CONF_VARS']['SYS']['encryptionKey'] = '«ek»';
$GLOBALS['TYPO3_CONF_VARS']['BE']['installToolPassword'] = '«itp»';
$GLOBALS['TYPO3_CONF_VARS']['MAIL']['transport_smtp_password'] = '«smtp»';
$GLOBALS['TYPO3_CONF_VARS']['SYS']['sitename'] = 'Stadtwerk Kiel';
`, V{"pw": g.pwURL(), "ek": g.hex(96), "itp": "$argon2i$v=19$m=65536,t=16,p=1$" + g.b64(16)[:22] + "$" + g.b64(32)[:43], "smtp": g.pw()}, "typo3_stadtwerk", "Stadtwerk Kiel")

	g.add("cms/grav-accounts-and-security-yaml", `
$ cat user/config/security.yaml
salt: «salt»
$ cat user/accounts/admin.yaml
state: enabled
email: redaktion@bergblick.at
fullname: 'Redaktion Bergblick'
title: Administrator
hashed_password: «h»
twofa_enabled: true
twofa_secret: «tfa»
access:
  admin:
    login: true
    super: true
`, V{"salt": g.an(14), "h": "$2y$10$" + g.s(alAlnum+"./", 53), "tfa": g.totp()}, "redaktion@bergblick.at", "Redaktion Bergblick")

	g.add("cms/kirby-config-php", `
<?php
return [
    'debug' => false,
    'url' => 'https://atelier-linde.de',
    'panel' => [
        'install' => false,
        'slug' => 'backstage',
    ],
    'email' => [
        'transport' => [
            'type' => 'smtp',
            'host' => 'smtp.strato.de',
            'port' => 465,
            'security' => true,
            'auth' => true,
            'username' => 'web@atelier-linde.de',
            'password' => '«pw»',
        ],
    ],
    'johannschopplich.helpers.kql' => ['token' => '«kql»'],
];
`, V{"pw": g.pw(), "kql": g.an(40)}, "https://atelier-linde.de", "web@atelier-linde.de")

	g.add("cms/backdrop-concrete-settings", `
// backdrop settings.php
$database = 'mysql://backdrop:«pw»@localhost/backdrop';
$database_prefix = 'bd_';
$config_directories['active'] = 'files/config_«_cd»/active';
$settings['hash_salt'] = '«hs»';

// concrete5 application/config/database.php
'password' => '«c5»',
`, V{"pw": g.pwURL(), "_cd": g.hex(32), "hs": g.b64u(43), "c5": g.pw()}, "$database_prefix = 'bd_';")

	g.add("cms/octobercms-env", `
APP_DEBUG=false
APP_URL=https://www.harbourfest.ie
APP_KEY=«key»
DB_CONNECTION=mysql
DB_DATABASE=october
DB_USERNAME=october
DB_PASSWORD=«pw»
CMS_ACTIVE_THEME=harbourfest
CMS_EDIT_THEME=harbourfest
OCTOBER_LICENSE_KEY=«lk»
`, V{"key": g.an(32), "pw": g.pwURL(), "lk": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "https://www.harbourfest.ie", "CMS_ACTIVE_THEME=harbourfest")

	g.add("cms/keystone-config-ts", `
// keystone.ts
export default config({
  db: {
    provider: 'postgresql',
    url: 'postgres://keystone:«pw»@localhost:5432/keystone',
  },
  session: statelessSessions({
    maxAge: 60 * 60 * 24 * 30,
    secret: '«ss»',
  }),
  lists,
  ui: { isAccessAllowed: (context) => !!context.session?.data },
});
`, V{"pw": g.pwURL(), "ss": g.an(40)}, "statelessSessions")

	g.add("cms/nextauth-env", `
NEXTAUTH_URL=https://app.sorrel.garden
NEXTAUTH_SECRET=«ns»
AUTH_GOOGLE_ID=«_gid».apps.googleusercontent.com
AUTH_GOOGLE_SECRET=«gs»
AUTH_RESEND_KEY=«re»
NEXT_PUBLIC_POSTHOG_KEY=phc_«_ph»
`, V{"ns": g.b64(32), "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "gs": g.gocspx(), "re": "re_" + g.an(8) + "_" + g.an(24), "_ph": g.an(43)}, "https://app.sorrel.garden")

	g.add("cms/nuxt-runtime-config-print", `
$ node -e "console.log(JSON.stringify(require('./.output/server/chunks/runtime.mjs').runtimeConfig ?? {}, null, 2))"
$ npx nuxi dev --dotenv .env.staging
  ➜ Local:    http://localhost:3000/
[nuxt] useRuntimeConfig() on server: {
  app: { baseURL: '/', buildAssetsDir: '/_nuxt/', cdnURL: '' },
  directusToken: '«dt»',
  sessionPassword: '«sp»',
  public: { directusUrl: 'https://cms.brightwater.museum', umamiId: '«_um»' }
}
`, V{"dt": g.b64u(32), "sp": g.an(32), "_um": g.uuid()}, "https://cms.brightwater.museum", "buildAssetsDir: '/_nuxt/'")

	g.add("cms/adonis-env", `
TZ=UTC
PORT=3333
HOST=localhost
LOG_LEVEL=info
APP_KEY=«ak»
NODE_ENV=development
SESSION_DRIVER=cookie
DB_HOST=127.0.0.1
DB_PORT=5432
DB_USER=postgres
DB_PASSWORD=«pw»
DB_DATABASE=adonis_blog
`, V{"ak": g.b64u(32), "pw": g.pwURL()}, "adonis_blog")

	g.add("cms/phoenix-prod-secret", `
$ mix phx.gen.secret
«a»
$ fly secrets set SECRET_KEY_BASE=«a» DATABASE_URL=ecto://postgres:«pw»@lantern-db.flycast:5432/lantern -a lantern-web
Updating existing machines in 'lantern-web' with rolling strategy
-------
 ✔ [1/2] Machine 3d8d9e1b64e589 [app] update succeeded
`, V{"a": g.b64(48), "pw": g.an(16)}, "lantern-db.flycast:5432", "lantern-web")

	g.add("cms/flask-config-py", `
class ProductionConfig(Config):
    SECRET_KEY = os.environ.get("SECRET_KEY", "«fallback»")
    SQLALCHEMY_DATABASE_URI = "mysql+pymysql://pantry:«pw»@db.pantry.internal/pantry"
    SECURITY_PASSWORD_SALT = "«salt»"
    RECAPTCHA_PUBLIC_KEY = "«_site»"
    RECAPTCHA_PRIVATE_KEY = "«rp»"
    SESSION_COOKIE_SECURE = True
`, V{"fallback": g.hex(32), "pw": g.pwURL(), "salt": g.digits(30), "_site": g.cmSiteKey(), "rp": g.cmSiteKey()}, "db.pantry.internal")

	g.add("cms/express-session-and-cookie-parser", `
app.use(cookieParser("«cp»"));
app.use(session({
  name: "ghostwriter.sid",
  secret: ["«s1»", "«s2»"],
  resave: false,
  saveUninitialized: false,
  store: new RedisStore({ client: redis, prefix: "gw:sess:" }),
  cookie: { secure: true, sameSite: "lax", maxAge: 1000 * 60 * 60 * 8 },
}));
`, V{"cp": g.an(24), "s1": g.hex(32), "s2": g.hex(32)}, "ghostwriter.sid", "gw:sess:")

	g.add("cms/spring-boot-application-yml", `
spring:
  datasource:
    url: jdbc:postgresql://cms-db:5432/magnolia
    username: magnolia
    password: «pw»
  mail:
    host: smtp.gmail.com
    username: publishing@lindenhall.com
    password: «app»
jwt:
  secret: «jwt»
  expiration: 86400000
`, V{"pw": g.pwURL(), "app": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4), "jwt": g.b64(64)}, "jdbc:postgresql://cms-db:5432/magnolia", "publishing@lindenhall.com")

	g.add("cms/hubspot-cms-cli-config", `
$ cat hubspot.config.yml
defaultPortal: lindenhall-prod
portals:
  - name: lindenhall-prod
    portalId: «_pid»
    env: prod
    authType: personalaccesskey
    personalAccessKey: «pak»
    auth:
      tokenInfo:
        accessToken: «at»
        expiresAt: '2024-06-21T14:02:11.421Z'
`, V{"_pid": g.digits(8), "pak": "CiRuYTEt" + g.b64u(120), "at": "CO" + g.b64u(150)}, "lindenhall-prod", "personalaccesskey")

	g.add("cms/shopify-theme-kit-config", `
# config.yml (Theme Kit)
production:
  password: «pw»
  theme_id: "«_tid»"
  store: meadowsweet-farm.myshopify.com
  ignore_files:
    - config/settings_data.json

$ shopify theme push --store meadowsweet-farm --password «cli» --theme «_tid» --allow-live
`, V{"pw": g.shpat(), "_tid": g.digits(12), "cli": "shptka_" + g.hex(32)}, "meadowsweet-farm.myshopify.com", "config/settings_data.json")

	g.add("cms/wix-squarespace-webflow-tokens", `
# sync-products.env
WEBFLOW_API_TOKEN=«wf»
WEBFLOW_SITE_ID=«_ws»
WEBFLOW_COLLECTION_ID=«_wc»
SQUARESPACE_API_KEY=«sq»
WIX_API_KEY=«wix»
WIX_SITE_ID=«_wxs»
`, V{"wf": g.hex(64), "_ws": g.hex(24), "_wc": g.hex(24), "sq": g.uuid(), "wix": "IST." + g.jwt("HS256", `{"data":"{\"id\":\"`+g.uuid()+`\",\"identity\":{\"type\":\"application\",\"id\":\"`+g.uuid()+`\"},\"tenant\":{\"type\":\"account\",\"id\":\"`+g.uuid()+`\"}}","iat":1719000000}`), "_wxs": g.uuid()}, "sync-products.env")

	g.add("cms/mediawiki-localsettings", `
## Database settings
$wgDBtype = "mysql";
$wgDBserver = "localhost";
$wgDBname = "wiki_fieldguide";
$wgDBuser = "wikiuser";
$wgDBpassword = "«pw»";

# MySQL table options to use during installation or update
$wgDBTableOptions = "ENGINE=InnoDB, DEFAULT CHARSET=binary";

$wgSecretKey = "«sk»";

# Changing this will log out all existing sessions.
$wgAuthenticationTokenVersion = "1";

# Site upgrade key. Must be set to a string (default provided) to turn on the
# web installer while LocalSettings.php is in place
$wgUpgradeKey = "«uk»";
`, V{"pw": g.pw(), "sk": g.hex(64), "uk": g.hex(16)}, "wiki_fieldguide", "$wgAuthenticationTokenVersion = \"1\";")

	g.add("cms/moodle-config-php", `
<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '«pw»';
$CFG->prefix    = 'mdl_';
$CFG->wwwroot   = 'https://learn.thornbury.college';
$CFG->dataroot  = '/var/moodledata';
$CFG->passwordsaltmain = '«salt»';
`, V{"pw": g.pw(), "salt": g.s(alSalt, 32)}, "https://learn.thornbury.college", "/var/moodledata")

	g.add("cms/nextcloud-config-php", `
<?php
$CONFIG = array (
  'instanceid' => '«_iid»',
  'passwordsalt' => '«ps»',
  'secret' => '«sec»',
  'trusted_domains' =>
  array (
    0 => 'cloud.thornbury.college',
  ),
  'datadirectory' => '/var/www/nextcloud/data',
  'dbtype' => 'pgsql',
  'version' => '29.0.3.4',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'oc_admin',
  'dbpassword' => '«dbp»',
  'installed' => true,
);
`, V{"_iid": "oc" + g.s(alLowNum, 10), "ps": g.s(alAlnum+"+/", 30), "sec": g.s(alAlnum+"+/", 48), "dbp": g.s(alAlnum+"+/", 30)}, "cloud.thornbury.college", "'version' => '29.0.3.4'")
}

// ---- chats, tickets and agent messages ----

func (g *G) cmChat() {
	g.add("cms/chat-client-sends-wp-login", `
Hi! Can you fix the broken contact form on our WordPress site? Login is at https://www.quarryhill.coffee/wp-admin
user: sarah.q
pass: «pw»
The form plugin is Contact Form 7, I think the SMTP stopped working after the hosting move.
`, V{"pw": g.pw()}, "https://www.quarryhill.coffee/wp-admin", "sarah.q", "Contact Form 7")

	g.add("cms/chat-agent-quotes-env-line", `
I found the cause: the production `+"`.env`"+` still points at the old database host. Line 14:

    DB_HOST=10.0.0.12
    DB_PASSWORD=«pw»

I'll change DB_HOST to `+"`cinder-db.internal.fly`"+` and leave the password as it is; please rotate it afterwards since it has now been shown in this session.
`, V{"pw": g.pwURL()}, "cinder-db.internal.fly", "DB_HOST=10.0.0.12")

	g.add("cms/chat-strapi-token-paste", `
user: here's the full-access API token from Settings → API Tokens, use it for the import script:
«tok»
assistant: Thanks. I'll read it from STRAPI_TOKEN in the environment instead of hard-coding it in scripts/import-products.ts.
`, V{"tok": g.hex(256)}, "scripts/import-products.ts", "STRAPI_TOKEN")

	g.add("cms/chat-ghost-admin-key-slack", `
[10:41] maya: ghost admin key for the newsletter integration → «ak»
[10:42] tom: cool, and the content key for the website widget is «_ck» (that one's public anyway)
[10:42] maya: 👍 putting both in the repo secrets
`, V{"ak": g.cmGhostAdmin(), "_ck": g.hex(26)}, "newsletter integration")

	g.add("cms/chat-rails-master-key-ticket", `
Ticket #4471 — staging deploy fails with ActiveSupport::MessageEncryptor::InvalidMessage

Reporter: Jon (backend)
The staging box has an old master key. The correct one for config/credentials/staging.key is:

«mk»

Please update RAILS_MASTER_KEY in the Kamal secrets and redeploy.
`, V{"mk": g.hex(32)}, "ActiveSupport::MessageEncryptor::InvalidMessage", "config/credentials/staging.key")

	g.add("cms/chat-magento-admin-handover", `
Handover notes – Copper Kettle Magento

Admin URL: https://www.copperkettle.shop/admin_k3v9qz
Admin: opsadmin / «apw»
SSH: ssh ckshop@185.44.12.9 -p 2222 (key in 1Password vault "Clients")
DB (readonly): ck_ro / «ro»
Encryption key (app/etc/env.php): «ck»
Adobe Commerce Marketplace keys: public «_pub», private «priv»
`, V{"apw": g.pwStrong(), "ro": g.pw(), "ck": g.hex(32), "_pub": g.hex(32), "priv": g.hex(32)}, "https://www.copperkettle.shop/admin_k3v9qz", "ckshop@185.44.12.9")

	g.add("cms/chat-django-secret-in-commit-review", `
Review comment on settings/production.py, line 23:

> SECRET_KEY = "«sk»"

This must not be committed. Load it with `+"`env(\"DJANGO_SECRET_KEY\")`"+` and generate a new one — the old value is in git history now.
`, V{"sk": g.s(alDjango, 50)}, "settings/production.py")

	g.add("cms/chat-mastodon-admin-question", `
Q: Is it fine to publish the VAPID public key in our docs? Our .env.production has
VAPID_PUBLIC_KEY=«_vpub»
VAPID_PRIVATE_KEY=«vpriv»

A: The public one is served by /api/v1/instance anyway, so yes. Never publish the private one; if it leaks, regenerate both and all push subscriptions must be renewed.
`, V{"_vpub": g.cmVapidPub(), "vpriv": g.b64u(43) + "="}, "/api/v1/instance")

	g.add("cms/chat-wp-license-support", `
Hello ACF support,
our license stopped activating on the new staging domain. License key: «lk»
Sites: https://pinehollow.studio and https://staging.pinehollow.studio
Thanks, Lea
`, V{"lk": g.b64(54)[:72]}, "https://staging.pinehollow.studio")

	g.add("cms/chat-agent-summary-redacted-and-not", `
Summary of the changes to the Craft site:
- config/general.php now reads the security key from CRAFT_SECURITY_KEY (it was hard-coded as '«sk»').
- Removed the debug toolbar for production.
- The GraphQL public schema token stays as is; the private schema token sk-…«_tail» was rotated in the CP.
`, V{"sk": g.b64u(32), "_tail": g.hex(4)}, "config/general.php", "CRAFT_SECURITY_KEY")

	g.add("cms/chat-sanity-token-in-error", `
Error: Request error while attempting to reach https://«_pid».api.sanity.io/v2024-05-01/data/mutate/production: Unauthorized - Session not found (token: «tok»)
    at onResponse (node_modules/@sanity/client/dist/index.cjs:112:13)
    at applyMiddleware (node_modules/get-it/dist/index.cjs:78:15)
`, V{"_pid": g.s(alLowNum, 8), "tok": g.cmSanity()}, "node_modules/@sanity/client/dist/index.cjs:112:13")

	g.add("cms/chat-joomla-hacked-site", `
The site was hacked, the attacker added this to configuration.php:

	public $secret = '«sec»';
	public $password = '«pw»';
	public $dbprefix = 'jos_';
	public $offline_message = 'This site is down for maintenance.<br />Please check back again soon.';

I changed the DB password in cPanel already; what else should I rotate?
`, V{"sec": g.an(16), "pw": g.pw()}, "public $dbprefix = 'jos_';")

	g.add("cms/chat-laravel-app-key-lost", `
user: we re-ran key:generate on prod by mistake and now everyone is logged out and "The MAC is invalid." errors everywhere. old key from the backup was
APP_KEY=«old»
assistant: Put the old key back as APP_KEY and add the new one to APP_PREVIOUS_KEYS only if you want to keep it:

APP_KEY=«old»
APP_PREVIOUS_KEYS=«new»
`, V{"old": g.laravelKey(), "new": g.laravelKey()}, "The MAC is invalid.", "APP_PREVIOUS_KEYS")

	g.add("cms/chat-directus-email-thread", `
From: Priya Raman <priya@brightwater.museum>
Subject: Re: CMS access for the exhibition microsite

Hi both,
I've made you a role "Exhibitions Editor". Temporary password: «pw»
The static token for the build server is «tok» — please only put it in Netlify's env settings.
Best, Priya
`, V{"pw": g.pwStrong(), "tok": g.b64u(32)}, "priya@brightwater.museum", "Exhibitions Editor")

	g.add("cms/chat-contentful-tokens-table", `
| Environment | Space        | Delivery token | Preview token |
|-------------|--------------|----------------|---------------|
| production  | «_s1» | «d1» | «p1» |
| staging     | «_s2» | «d2» | «p2» |
`, V{"_s1": g.s(alLowNum, 12), "d1": g.b64u(43), "p1": g.b64u(43), "_s2": g.s(alLowNum, 12), "d2": g.b64u(43), "p2": g.b64u(43)}, "Delivery token")

	g.add("cms/chat-prestashop-module-note", `
Note for the next dev: the "Colissimo" module keys are in Modules > Colissimo > Configure.
Account number: «_acct»
Password: «pw»
The webservice key for the ERP is «wk» (permissions: orders GET, stock_availables PUT).
`, V{"_acct": g.digits(6), "pw": g.pw(), "wk": g.s(alUpNum, 32)}, "stock_availables PUT")
}

// ---- benign look-alikes ----

func (g *G) cmBenign() {
	g.add("cms/benign-wp-config-sample-placeholders", `
define( 'DB_NAME', 'database_name_here' );
define( 'DB_USER', 'username_here' );
define( 'DB_PASSWORD', 'password_here' );
define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
$table_prefix = 'wp_';
`, V{}, "put your unique phrase here", "database_name_here")

	g.add("cms/benign-wp-enqueue-cache-busters", `
<link rel='stylesheet' id='theme-css' href='https://www.alderglen.org/app/themes/sage/public/css/app.«_h1».css' media='all' />
<script src="https://www.alderglen.org/app/themes/sage/public/js/app.«_h2».js?ver=«_v»" id="sage/app.js-js"></script>
<script src="https://www.alderglen.org/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.alderglen.org/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.6" id="swv-js"></script>
`, V{"_h1": g.cmAssetHash(), "_h2": g.cmAssetHash(), "_v": g.hex(32)}, "jquery.min.js?ver=3.7.1")

	g.add("cms/benign-vite-manifest", `
$ cat public/build/manifest.json
{
  "resources/css/app.css": {
    "file": "assets/app-«_h1».css",
    "src": "resources/css/app.css",
    "isEntry": true
  },
  "resources/js/app.js": {
    "file": "assets/app-«_h2».js",
    "name": "app",
    "src": "resources/js/app.js",
    "isEntry": true,
    "css": ["assets/app-«_h1».css"]
  }
}
`, V{"_h1": g.b64u(8), "_h2": g.b64u(8)}, "resources/js/app.js")

	g.add("cms/benign-sri-integrity-cdn", `
<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" integrity="sha384-«_a»" crossorigin="anonymous" defer></script>
<link rel="stylesheet" href="https://unpkg.com/trix@2.1.1/dist/trix.css" integrity="sha256-«_b»" crossorigin="anonymous">
`, V{"_a": g.b64(48), "_b": g.b64(32)}, "alpinejs@3.14.1")

	g.add("cms/benign-django-csrf-form-html", `
<form method="post" action="/accounts/login/">
  <input type="hidden" name="csrfmiddlewaretoken" value="«_csrf»">
  <input type="text" name="username" autofocus autocapitalize="none" autocomplete="username" maxlength="150" required id="id_username">
  <input type="password" name="password" autocomplete="current-password" required id="id_password">
  <input type="hidden" name="next" value="/admin/">
</form>
`, V{"_csrf": g.an(64)}, "csrfmiddlewaretoken", "/accounts/login/")

	g.add("cms/benign-rails-csrf-meta-and-turbo", `
<meta name="csrf-param" content="authenticity_token" />
<meta name="csrf-token" content="«_t»" />
<link rel="stylesheet" href="/assets/application-«_h».css" data-turbo-track="reload" />
<script type="importmap" data-turbo-track="reload">{"imports":{"application":"/assets/application-«_j».js"}}</script>
`, V{"_t": g.b64u(86), "_h": g.hex(64), "_j": g.hex(64)}, "authenticity_token")

	g.add("cms/benign-drupal-settings-js-json", `
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\/","pathPrefix":"","currentPath":"node\/42","currentLanguage":"en"},"pluralDelimiter":"\u0003","ajaxPageState":{"libraries":"«_lib»","theme":"olivero","theme_token":null},"ajaxTrustedUrl":{"form_action_p_«_fa»":true},"user":{"uid":0,"permissionsHash":"«_ph»"}}</script>
`, V{"_fa": g.b64u(43), "_lib": b64raw("core/drupal,olivero/global-styling,system/base"), "_ph": g.hex(64)}, "data-drupal-selector", "olivero")

	g.add("cms/benign-mastodon-instance-api", `
$ curl -s https://social.fenlands.ac/api/v2/instance | jq '{domain, version, configuration: {vapid: .configuration.vapid}}'
{
  "domain": "social.fenlands.ac",
  "version": "4.2.10",
  "configuration": {
    "vapid": {
      "public_key": "«_vp»"
    }
  }
}
`, V{"_vp": g.cmVapidPub()}, "social.fenlands.ac", "4.2.10")

	g.add("cms/benign-ghost-content-key-theme", `
{{!-- default.hbs --}}
<script src="https://cdn.jsdelivr.net/ghost/portal@~2.37/umd/portal.min.js" data-i18n="true" data-ghost="https://journal.saltmarsh.pub/" data-key="«_ck»" data-api="https://journal.saltmarsh.pub/ghost/api/content/" crossorigin="anonymous" defer></script>
<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.1/umd/sodo-search.min.js" data-key="«_ck»" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.1/umd/main.css" data-sodo-search="https://journal.saltmarsh.pub/" crossorigin="anonymous"></script>
`, V{"_ck": g.hex(26)}, "https://journal.saltmarsh.pub/ghost/api/content/")

	g.add("cms/benign-algolia-search-only-frontend", `
const searchClient = algoliasearch("«_app»", "«_key»"); // search-only key, safe in the browser
const search = instantsearch({ indexName: "prod_products", searchClient });
`, V{"_app": g.s(alUpNum, 10), "_key": g.hex(32)}, "prod_products", "instantsearch")

	g.add("cms/benign-recaptcha-site-key-html", `
<script src="https://www.google.com/recaptcha/api.js?render=«_k»"></script>
<div class="g-recaptcha" data-sitekey="«_k»" data-callback="onSubmit" data-size="invisible"></div>
<div class="cf-turnstile" data-sitekey="0x4AAAAAAA«_t»"></div>
`, V{"_k": g.cmSiteKey(), "_t": g.b64u(14)}, "g-recaptcha", "cf-turnstile")

	g.add("cms/benign-composer-lock-hashes", `
        {
            "name": "wpackagist-plugin/wordpress-seo",
            "version": "23.0",
            "source": {
                "type": "svn",
                "url": "https://plugins.svn.wordpress.org/wordpress-seo/",
                "reference": "tags/23.0"
            },
            "dist": {
                "type": "zip",
                "url": "https://downloads.wordpress.org/plugin/wordpress-seo.23.0.zip"
            },
            "require": { "composer/installers": "^1.0 || ^2.0" },
            "type": "wordpress-plugin",
            "homepage": "https://wordpress.org/plugins/wordpress-seo/"
        }
    ],
    "content-hash": "«_ch»",
`, V{"_ch": g.hex(32)}, "wpackagist-plugin/wordpress-seo", "https://downloads.wordpress.org/plugin/wordpress-seo.23.0.zip")

	g.add("cms/benign-wp-core-verify-checksums", `
$ wp core verify-checksums
Warning: File doesn't verify against checksum: wp-includes/version.php
Warning: File should not exist: wp-content/uploads/.cache/«_f».php
Error: WordPress installation doesn't verify against checksums.
$ md5sum wp-includes/version.php
«_m»  wp-includes/version.php
`, V{"_f": g.hex(8), "_m": g.hex(32)}, "WordPress installation doesn't verify against checksums.")

	g.add("cms/benign-strapi-uploads-and-ids", `
{
  "data": {
    "id": 18,
    "documentId": "«_d»",
    "name": "hero-orchard.jpg",
    "hash": "hero_orchard_«_h»",
    "ext": ".jpg",
    "mime": "image/jpeg",
    "url": "https://res.cloudinary.com/orchardlane/image/upload/v1718902211/hero_orchard_«_h».jpg",
    "provider": "cloudinary",
    "provider_metadata": { "public_id": "hero_orchard_«_h»", "resource_type": "image" }
  }
}
`, V{"_d": g.s(alLowNum, 24), "_h": g.hex(10)}, "hero-orchard.jpg", "res.cloudinary.com/orchardlane")

	g.add("cms/benign-contentful-sys-json", `
{
  "sys": {
    "space": { "sys": { "type": "Link", "linkType": "Space", "id": "«_sp»" } },
    "id": "«_id»",
    "type": "Entry",
    "createdAt": "2024-03-11T09:20:41.873Z",
    "environment": { "sys": { "id": "master", "type": "Link", "linkType": "Environment" } },
    "revision": 7,
    "contentType": { "sys": { "type": "Link", "linkType": "ContentType", "id": "blogPost" } },
    "locale": "en-US"
  }
}
`, V{"_sp": g.s(alLowNum, 12), "_id": g.an(22)}, "\"linkType\": \"ContentType\"")

	g.add("cms/benign-magento-static-signing", `
$ bin/magento setup:static-content:deploy en_GB en_US -f --jobs 4
Deploy using quick strategy
frontend/Magento/blank/en_GB            2240/2240           ============================ 100% %  4 secs
frontend/Copper/kettle/en_GB            2322/2322           ============================ 100% %  6 secs
adminhtml/Magento/backend/en_US         2071/2071           ============================ 100% %  5 secs

Execution time: 32.91
$ cat pub/static/deployed_version.txt
«_v»
`, V{"_v": g.digits(10)}, "frontend/Copper/kettle/en_GB", "Deploy using quick strategy")

	g.add("cms/benign-sanity-project-config", `
// sanity.config.ts
export default defineConfig({
  name: "default",
  title: "Harbour Light",
  projectId: "«_p»",
  dataset: "production",
  plugins: [structureTool(), visionTool()],
  schema: { types: schemaTypes },
});
`, V{"_p": g.s(alLowNum, 8)}, "Harbour Light", "structureTool()")

	g.add("cms/benign-discourse-masked-api-keys", `
API Keys
Key                 Description          User       Scope     Last used
«_k1»…   zapier               system     Granular  2 hours ago
«_k2»…   backup script        All users  Global    Never
`, V{"_k1": g.hex(4), "_k2": g.hex(4)}, "backup script")

	g.add("cms/benign-shopware-instance-and-plugin-ids", `
$ bin/console plugin:list
 ------------------------- ------------------------------------ --------- ---------- -------- --------- ----------
  Plugin                    Label                                Version   Author     Installed Active    Upgradeable
 ------------------------- ------------------------------------ --------- ---------- -------- --------- ----------
  SwagPayPal                PayPal                               9.3.1     shopware AG  Yes     Yes       No
  SwagCmsExtensions         Custom products, Quickview           4.0.2     shopware AG  Yes     Yes       No
 ------------------------- ------------------------------------ --------- ---------- -------- --------- ----------
$ grep INSTANCE_ID .env.local
INSTANCE_ID=«_i»
`, V{"_i": g.an(32)}, "SwagCmsExtensions", "SwagPayPal")

	g.add("cms/benign-hugo-fingerprint-output", `
$ hugo --minify --gc
Start building sites …
hugo v0.128.0-e6d6f3ba7e3a5d1f0ec6c1a3dc0f8b42b7d2bcdf+extended linux/amd64 BuildDate=2024-06-25T17:56:48Z VendorInfo=gohugoio

                   | EN
-------------------+------
  Pages            | 142
  Paginator pages  |   6
  Non-page files   |  38
  Static files     |  17
  Processed images | 220

Total in 1841 ms
$ ls public/css
main.min.«_fp».css
`, V{"_fp": g.hex(64)}, "hugo v0.128.0-e6d6f3ba7e3a5d1f0ec6c1a3dc0f8b42b7d2bcdf+extended")

	g.add("cms/benign-wp-nonce-localize-script", `
<script id="wc-cart-fragments-js-extra">
var wc_cart_fragments_params = {"ajax_url":"\/wp-admin\/admin-ajax.php","wc_ajax_url":"\/?wc-ajax=%%endpoint%%","cart_hash_key":"wc_cart_hash_«_ch»","fragment_name":"wc_fragments_«_ch»","request_timeout":"5000"};
var wpApiSettings = {"root":"https:\/\/shop.fernbrook.co\/wp-json\/","nonce":"«_n»","versionString":"wp\/v2\/"};
</script>
`, V{"_ch": g.hex(32), "_n": g.hex(10)}, "wc_cart_fragments_params")

	g.add("cms/benign-craft-project-yaml", `
dateModified: 1719221122
email:
  fromEmail: $EMAIL_FROM
  fromName: 'Northfield Coffee'
  transportType: craft\mail\transportadapters\Smtp
  transportSettings:
    host: $SMTP_HOST
    password: $SMTP_PASSWORD
    username: $SMTP_USERNAME
meta:
  __names__:
    «_u1»: 'Menu' # Menu
    «_u2»: 'Default' # Default
system:
  edition: pro
  schemaVersion: 5.0.0.20
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "craft\\mail\\transportadapters\\Smtp", "password: $SMTP_PASSWORD")
}

// cmMore adds hosting-side views of the same files: diffs, Kubernetes
// secrets and managed-platform CLIs.
func (g *G) cmMore() {
	g.add("cms/wp-config-git-diff-password-rotated", `
$ git diff HEAD~1 -- wp-config.php
diff --git a/wp-config.php b/wp-config.php
index «_i1»..«_i2» 100644
--- a/wp-config.php
+++ b/wp-config.php
@@ -26,7 +26,7 @@ define( 'DB_NAME', 'harbor' );
 define( 'DB_USER', 'harbor_wp' );
 
 /** Database password */
-define( 'DB_PASSWORD', '«old»' );
+define( 'DB_PASSWORD', '«new»' );
 
 /** Database hostname */
 define( 'DB_HOST', '10.0.3.9' );
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "old": g.pw(), "new": g.pwStrong()}, "harbor_wp")

	pw, root := g.pwURL(), g.pwURL()
	g.add("cms/wordpress-helm-secret-base64", `
$ kubectl get secret blog-wordpress -n web -o yaml
apiVersion: v1
data:
  wordpress-password: «a»
kind: Secret
metadata:
  annotations:
    meta.helm.sh/release-name: blog
    meta.helm.sh/release-namespace: web
  labels:
    app.kubernetes.io/managed-by: Helm
    app.kubernetes.io/name: wordpress
  name: blog-wordpress
  namespace: web
type: Opaque
$ kubectl get secret blog-mariadb -n web -o jsonpath='{.data.mariadb-root-password}' | base64 -d
«root»
`, V{"a": b64s(pw), "root": root}, "blog-wordpress", "meta.helm.sh/release-name: blog")

	g.add("cms/wpvip-cli-envvar", `
$ vip @kestrelbay.production config envvar get-all --format=table
┌──────────────────────┬──────────────────────────────────────────────┐
│ name                 │ value                                        │
├──────────────────────┼──────────────────────────────────────────────┤
│ ALGOLIA_ADMIN_KEY    │ «alg»             │
│ PARSELY_API_SECRET   │ «ps»                  │
│ NEWSLETTER_LIST_ID   │ «_list»                                   │
└──────────────────────┴──────────────────────────────────────────────┘
`, V{"alg": g.hex(32), "ps": g.an(32), "_list": g.hex(10)}, "kestrelbay.production", "NEWSLETTER_LIST_ID")

	g.add("cms/pantheon-terminus-secrets", `
$ terminus secret:site:list glenmoor --fields=name,type,value
 ---------------------- --------- -------------------------------------------
  Secret name            Type      Value
 ---------------------- --------- -------------------------------------------
  solr_password          runtime   «solr»
  mailchimp_api_key      runtime   «mc»
  composer_auth_token    env       «gh»
 ---------------------- --------- -------------------------------------------
`, V{"solr": g.pw(), "mc": g.mailchimp(), "gh": g.ghFine()}, "composer_auth_token")

	g.add("cms/umbraco-heartcore-delivery-api", `
$ curl -s "https://cdn.umbraco.io/content/type?contentType=article&page=1&pageSize=5" \
    -H "Umb-Project-Alias: heronsgate-news" \
    -H "Api-Key: «k»" \
    -H "Accept-Language: en-GB" | jq '._totalItems'
48
`, V{"k": g.an(20)}, "Umb-Project-Alias: heronsgate-news")

	g.add("cms/ghost-mysql-settings-query", `
mysql> SELECT `+"`key`"+`, value FROM settings WHERE `+"`key`"+` IN ('stripe_secret_key','stripe_publishable_key','members_signup_access','mailgun_api_key');
+------------------------+----------------------------------------------------------------------------------------------------------------+
| key                    | value                                                                                                          |
+------------------------+----------------------------------------------------------------------------------------------------------------+
| mailgun_api_key        | «mg»                                                              |
| members_signup_access  | all                                                                                                            |
| stripe_publishable_key | «_pk»                                                                                                          |
| stripe_secret_key      | «sk»                                                                                                           |
+------------------------+----------------------------------------------------------------------------------------------------------------+
`, V{"mg": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_pk": g.pkLive(), "sk": g.skLive()}, "members_signup_access")
}
