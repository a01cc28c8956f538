package cases

import (
	"fmt"
	"strings"
)

// webCases adds the credentials a developer or an agent meets on PHP
// sites, content management systems, classic web hosting and e-commerce
// platforms: WordPress (wp-config.php database password and salts, wp-cli
// output, application passwords, WooCommerce REST keys and gateway
// settings, SMTP, object-cache, CDN and licence constants of plugins,
// Jetpack tokens, password hashes of wp_users), Drupal (settings.php,
// drush), Joomla, MediaWiki, phpBB, Moodle, TYPO3, Craft CMS, Statamic,
// Kirby, Grav, October CMS, Ghost, Matomo, ProcessWire and Concrete CMS;
// Magento 2, PrestaShop, Shopware, Shopify Theme Kit and CLI,
// BigCommerce, Ecwid, OpenCart, osCommerce, Sylius and Odoo, with the PHP
// SDKs of Stripe, PayPal, Braintree and Authorize.Net; Laravel, Symfony
// (dotenv dumps, secrets vault), CodeIgniter, CakePHP, Yii, Laminas and
// Slim; PHP code (PDO, mysqli, LDAP, cURL, Guzzle, PHPMailer,
// SwiftMailer, Redis, Memcached, FTP, SFTP, IMAP, SOAP, JWT, AWS SDK);
// error pages and dumps (Whoops, Ignition, the Symfony profiler,
// phpinfo(), var_dump, print_r, dd(), Xdebug traces, PHP and web server
// logs); hosting panels (cPanel, WHM, Plesk, DirectAdmin, Webmin,
// Virtualmin, ISPConfig, phpMyAdmin, Adminer, .htaccess, .htpasswd) and
// managed WordPress hosts; deployment over FTP and SFTP (FileZilla,
// Dreamweaver, WinSCP, git-ftp, lftp, PHPloy, Deployer, Envoy, CI
// workflows); Composer authentication and private repositories; and chat
// messages handing over logins. The case names start with "web/".
//
// Secrets: passwords, salts and encryption keys, API keys, tokens and
// licence keys, password hashes and reversibly encoded passwords
// (base64, Dreamweaver, WinSCP). Benign: hosts, users, paths, setting
// names, getenv()/env() references, documented placeholders, masked keys,
// publishable keys and public ids, nonces and form ids, checksums and
// version headers.
func (g *G) webCases() {
	g.wbWordPress()
	g.wbWoo()
	g.wbCMS()
	g.wbCMS2()
	g.wbCommerce()
	g.wbFrameworks()
	g.wbPHPCode()
	g.wbDebug()
	g.wbPanels()
	g.wbDeploy()
	g.wbComposer()
	g.wbChat()
	g.wbBenign()
}

// ---- values used only here ----

const wbFence = "```"

// wbSaltChars are the characters of WordPress's secret-key service.
const wbSaltChars = alAlnum + "!@#$%^&*()-_ []{}<>~`+=,.;:/?|"

func (g *G) wbSalt() string { return g.s(wbSaltChars, 64) }

// wbAppPw is a WordPress application password as the screen shows it.
func (g *G) wbAppPw() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.an(4)
	}
	return strings.Join(p, " ")
}
func (g *G) wbCK() string       { return "ck_" + g.hex(40) }
func (g *G) wbCS() string       { return "cs_" + g.hex(40) }
func (g *G) wbPhpass() string   { return "$P$B" + g.s(alAlnum+"./", 30) }
func (g *G) wbWpBcrypt() string { return "$wp$2y$10$" + g.s(alAlnum+"./", 53) }
func (g *G) wbBcrypt() string   { return "$2y$" + g.pick("10", "12", "13") + "$" + g.s(alAlnum+"./", 53) }
func (g *G) wbArgon2i() string {
	return "$argon2i$v=19$m=65536,t=16,p=1$" + g.s(alB64, 22) + "$" + g.s(alB64, 43)
}
func (g *G) wbArgon2id() string {
	return "$argon2id$v=19$m=65536,t=4,p=1$" + g.s(alB64, 22) + "$" + g.s(alB64, 43)
}
func (g *G) wbSHA512Crypt() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}
func (g *G) wbPbkdf2Odoo() string {
	return "$pbkdf2-sha512$600000$" + g.s(alAlnum+"./", 22) + "$" + g.s(alAlnum+"./", 86)
}
func (g *G) wbCpTok() string    { return g.s(alUpNum, 32) }
func (g *G) wbLow(n int) string { return g.s(alLowNum, n) }
func (g *G) wbJoomlaTok(uid string) string {
	return b64s("sha256:" + uid + ":" + g.hex(64))
}
func (g *G) wbAcfLicense() string {
	return b64s(fmt.Sprintf("order_id=%d|type=developer|date=20%02d-%02d-%02d %02d:%02d:%02d",
		10000+g.r.IntN(90000), 14+g.r.IntN(10), 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60)))
}
func (g *G) wbJetpack() string    { return g.an(32) + "." + g.an(32) }
func (g *G) wbPrestaKey() string  { return g.an(56) }
func (g *G) wbDefuse() string     { return "def00000" + g.hex(128) }
func (g *G) wbShopwareID() string { return "SWIA" + g.s(alUpNum, 22) }
func (g *G) wbTOTP() string       { return g.s(alB32, 16) }

// wbDreamweaver encodes a password as Dreamweaver's .ste files do: each
// character plus its position, in hexadecimal.
func wbDreamweaver(pw string) string {
	var b strings.Builder
	for i := 0; i < len(pw); i++ {
		fmt.Fprintf(&b, "%02X", int(pw[i])+i)
	}
	return b.String()
}

// wbWinSCP is a WinSCP-obfuscated stored password.
func (g *G) wbWinSCP() string { return "A35C" + g.s(alHexU, 4*(14+g.r.IntN(8))) }

// wbPhpBin is a binary string as var_export writes it in PHP source.
func (g *G) wbPhpBin(n int) string {
	var b strings.Builder
	for _, c := range g.bytes(n) {
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '$' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, `\x%02X`, c)
		}
	}
	return b.String()
}
func (g *G) wbIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", g.pick1(203, 198, 185, 94, 51), g.r.IntN(256), g.r.IntN(256), 2+g.r.IntN(250))
}
func (g *G) wbTS() int { return 1714000000 + g.r.IntN(40000000) }

func (g *G) wbWordPress() {
	g.add("web/wp-config-full-salts", `
$ cat public_html/wp-config.php
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
define( 'DB_NAME', 'acmebake_wp731' );

/** Database username */
define( 'DB_USER', 'acmebake_wp731' );

/** Database password */
define( 'DB_PASSWORD', '«a»' );

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
define('AUTH_KEY',         '«b»');
define('SECURE_AUTH_KEY',  '«=c»');
define('LOGGED_IN_KEY',    '«=d»');
define('NONCE_KEY',        '«=e»');
define('AUTH_SALT',        '«f»');
define('SECURE_AUTH_SALT', '«=g»');
define('LOGGED_IN_SALT',   '«=h»');
define('NONCE_SALT',       '«=i»');

/**#@-*/

$table_prefix = 'wpcv_';

define( 'WP_DEBUG', false );

/* That's all, stop editing! Happy publishing. */
`, V{"a": g.pwStrong(), "b": g.wbSalt(), "=c": g.wbSalt(), "=d": g.wbSalt(), "=e": g.wbSalt(), "f": g.wbSalt(), "=g": g.wbSalt(), "=h": g.wbSalt(), "=i": g.wbSalt()},
		"acmebake_wp731", "$table_prefix = 'wpcv_';", "https://api.wordpress.org/secret-key/1.1/salt/")

	g.add("web/wp-cli-config-create", `
$ wp config create --dbname=clinic_wp --dbuser=clinic_wp --dbpass='«a»' --dbhost=127.0.0.1:3307 --locale=en_GB --skip-check
Success: Generated 'wp-config.php' file.
$ wp core install --url=https://staging.northfield-clinic.co.uk --title="Northfield Clinic" --admin_user=nf-admin --admin_password='«b»' --admin_email=web@northfield-clinic.co.uk --skip-email
Success: WordPress installed successfully.
`, V{"a": g.pwStrong(), "b": g.pw()}, "--dbuser=clinic_wp", "--admin_user=nf-admin", "https://staging.northfield-clinic.co.uk")

	g.add("web/wp-cli-config-list", `
$ wp config list --fields=name,value,type --format=table
+------------------+------------------------------------------------------------------+----------+
| name             | value                                                            | type     |
+------------------+------------------------------------------------------------------+----------+
| table_prefix     | wp_                                                              | variable |
| DB_NAME          | shop_live                                                        | constant |
| DB_USER          | shop_live                                                        | constant |
| DB_PASSWORD      | «a»                                         | constant |
| DB_HOST          | db-01.internal                                                   | constant |
| DB_CHARSET       | utf8mb4                                                          | constant |
| AUTH_KEY         | «b» | constant |
| WP_CACHE         | 1                                                                | constant |
| WP_ENVIRONMENT_TYPE | production                                                    | constant |
+------------------+------------------------------------------------------------------+----------+
`, V{"a": g.pwStrong(), "b": g.wbSalt()}, "db-01.internal", "WP_ENVIRONMENT_TYPE")

	g.add("web/wp-cli-config-get-password", `
$ wp config get DB_PASSWORD --path=/var/www/vhosts/lakeside-events.com/httpdocs
«a»
$ wp config get DB_HOST --path=/var/www/vhosts/lakeside-events.com/httpdocs
localhost:3306
`, V{"a": g.pwURL()}, "/var/www/vhosts/lakeside-events.com/httpdocs", "localhost:3306")

	g.add("web/wp-cli-app-password-create", `
$ wp user application-password create ci-bot "GitHub Actions deploy" --porcelain
«a»
$ wp user application-password list ci-bot --fields=uuid,name,created
+--------------------------------------+-----------------------+------------+
| uuid                                 | name                  | created    |
+--------------------------------------+-----------------------+------------+
| «_u» | GitHub Actions deploy | «=t» |
+--------------------------------------+-----------------------+------------+
`, V{"a": g.an(24), "_u": g.uuid(), "=t": fmt.Sprint(g.wbTS())}, "GitHub Actions deploy", "ci-bot")

	g.add("web/wp-app-password-curl-rest", `
$ curl -s --user "editor-api:«a»" \
    -H "Content-Type: application/json" \
    -X POST https://blog.harbourkitchen.com/wp-json/wp/v2/posts \
    -d '{"title":"Autumn menu","status":"draft"}' | jq '{id, status, link}'
{
  "id": 4187,
  "status": "draft",
  "link": "https://blog.harbourkitchen.com/?p=4187"
}
`, V{"a": g.wbAppPw()}, "editor-api", "https://blog.harbourkitchen.com/wp-json/wp/v2/posts")

	g.add("web/wp-app-password-python", `
import requests
from requests.auth import HTTPBasicAuth

WP_URL = "https://news.riverbend-school.org/wp-json/wp/v2"
AUTH = HTTPBasicAuth("import-bot", "«a»")

def upload_media(path):
    with open(path, "rb") as f:
        r = requests.post(f"{WP_URL}/media", auth=AUTH,
                          headers={"Content-Disposition": f'attachment; filename="{path.name}"'},
                          data=f)
    r.raise_for_status()
    return r.json()["id"]
`, V{"a": g.wbAppPw()}, "https://news.riverbend-school.org/wp-json/wp/v2", "import-bot")

	g.add("web/wp-app-password-basic-header-js", `
// scripts/sync-products.mjs
const WP = "https://www.coastal-ceramics.com/wp-json";
const headers = {
  // base64("sync:xxxx xxxx xxxx xxxx xxxx xxxx")
  Authorization: "Basic «a»",
  "Content-Type": "application/json",
};
const res = await fetch(`+"`${WP}/wp/v2/pages?per_page=100`"+`, { headers });
`, V{"a": b64s("sync:" + g.wbAppPw())}, "https://www.coastal-ceramics.com/wp-json", "base64(\"sync:xxxx xxxx xxxx xxxx xxxx xxxx\")")

	g.add("web/wp-mail-smtp-constants", `
// wp-config.php (added below the salts)
define( 'WPMS_ON', true );
define( 'WPMS_MAIL_FROM', 'bookings@alpine-lodge.at' );
define( 'WPMS_MAIL_FROM_NAME', 'Alpine Lodge' );
define( 'WPMS_MAILER', 'smtp' );
define( 'WPMS_SMTP_HOST', 'smtp.office365.com' );
define( 'WPMS_SMTP_PORT', 587 );
define( 'WPMS_SSL', 'tls' );
define( 'WPMS_SMTP_AUTH', true );
define( 'WPMS_SMTP_USER', 'bookings@alpine-lodge.at' );
define( 'WPMS_SMTP_PASS', '«a»' );
define( 'WPMS_SMTP_AUTOTLS', true );
`, V{"a": g.pw()}, "WPMS_SMTP_HOST", "bookings@alpine-lodge.at", "smtp.office365.com")

	pw := g.pw()
	g.add("web/wp-post-smtp-option-base64", `
$ wp option get postman_options --format=json | jq .
{
  "transport_type": "smtp",
  "hostname": "mail.greenway-florist.co.nz",
  "port": 465,
  "enc_type": "ssl",
  "auth_type": "login",
  "basic_auth_username": "orders@greenway-florist.co.nz",
  "basic_auth_password": "«a»",
  "mailgun_api_key": "«b»",
  "sender_email": "orders@greenway-florist.co.nz",
  "log_level": 40000
}
`, V{"a": b64s(pw), "b": g.mailgun()}, "mail.greenway-florist.co.nz", "\"auth_type\": \"login\"")

	g.add("web/wp-offload-media-define", `
define( 'AS3CF_SETTINGS', serialize( array(
    'provider'          => 'aws',
    'access-key-id'     => '«a»',
    'secret-access-key' => '«b»',
    'bucket'            => 'tidewater-media-prod',
    'region'            => 'eu-west-2',
    'copy-to-s3'        => true,
    'serve-from-s3'     => true,
    'enable-delivery-domain' => true,
    'delivery-domain'   => 'media.tidewater.co',
) ) );
`, V{"a": g.awsID(), "b": g.awsSecret()}, "tidewater-media-prod", "'delivery-domain'   => 'media.tidewater.co'")

	g.add("web/wp-redis-object-cache-constants", `
/* Redis Object Cache (wp-config.php) */
define( 'WP_REDIS_SCHEME', 'tls' );
define( 'WP_REDIS_HOST', 'master.wp-cache.x4k2pa.euw1.cache.amazonaws.com' );
define( 'WP_REDIS_PORT', 6379 );
define( 'WP_REDIS_PASSWORD', [ 'wp-cache-user', '«a»' ] );
define( 'WP_REDIS_DATABASE', 0 );
define( 'WP_REDIS_PREFIX', 'shop_live:' );
define( 'WP_REDIS_TIMEOUT', 1 );
define( 'WP_CACHE_KEY_SALT', 'shop.example-bikes.com' );
`, V{"a": g.an(32)}, "WP_REDIS_PREFIX", "wp-cache-user", "define( 'WP_CACHE_KEY_SALT', 'shop.example-bikes.com' );")

	g.add("web/wp-rocket-and-cloudflare-constants", `
define( 'WP_ROCKET_EMAIL', 'it@vintage-cycles.de' );
define( 'WP_ROCKET_KEY', '«a»' );
define( 'WP_CACHE', true ); // Added by WP Rocket

// Cloudflare plugin: Global API key
define( 'CLOUDFLARE_EMAIL', 'it@vintage-cycles.de' );
define( 'CLOUDFLARE_API_KEY', '«b»' );
define( 'CLOUDFLARE_DOMAIN_NAME', 'vintage-cycles.de' );
`, V{"a": g.hex(8), "b": g.cfGlobal()}, "CLOUDFLARE_DOMAIN_NAME", "it@vintage-cycles.de")

	g.add("web/wp-acf-pro-composer-auth", `
$ cat auth.json
{
    "http-basic": {
        "connect.advancedcustomfields.com": {
            "username": "«a»",
            "password": "https://www.pinecrest-realty.com"
        }
    }
}
$ composer require wpengine/advanced-custom-fields-pro:^6.3
./composer.json has been updated
  - Installing wpengine/advanced-custom-fields-pro (6.3.4): Extracting archive
`, V{"a": g.wbAcfLicense()}, "connect.advancedcustomfields.com", "wpengine/advanced-custom-fields-pro (6.3.4)")

	g.add("web/wp-gravityforms-license-cli", `
$ wp gf install --key=«a» --activate
Downloading installation package from https://gravityapi.com/...
Unpacking the package...
Installing the plugin...
Plugin installed successfully.
Activating 'gravityforms'...
Success: Installed 1 of 1 plugins.
$ grep GF_ wp-config.php
define( 'GF_LICENSE_KEY', '«a»' );
define( 'GF_RECAPTCHA_PRIVATE_KEY', '«b»' );
define( 'GF_RECAPTCHA_PUBLIC_KEY', '«_c»' );
`, V{"a": g.hex(32), "b": "6L" + g.b64u(38), "_c": "6L" + g.b64u(38)}, "Plugin installed successfully.", "GF_RECAPTCHA_PUBLIC_KEY")

	g.add("web/wp-jetpack-private-options", `
$ wp option get jetpack_private_options --format=json
{"blog_token":"«a»","user_tokens":{"1":"«b».1"}}
$ wp option get jetpack_options --format=json
{"id":«_id»,"version":"13.9:1729000000","old_version":"13.8.1:1726000000","public":1,"master_user":1}
`, V{"a": g.wbJetpack(), "b": g.wbJetpack(), "_id": g.digits(9)}, "jetpack_options", "\"master_user\":1")

	g.add("web/wp-docker-compose-literal", `
services:
  db:
    image: mariadb:11.4
    environment:
      MARIADB_DATABASE: wordpress
      MARIADB_USER: wordpress
      MARIADB_PASSWORD: «a»
      MARIADB_ROOT_PASSWORD: «b»
    volumes:
      - db:/var/lib/mysql
  wordpress:
    image: wordpress:6.6-php8.3-apache
    depends_on: [db]
    ports: ["8080:80"]
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: wordpress
      WORDPRESS_DB_PASSWORD: «a»
      WORDPRESS_DB_NAME: wordpress
      WORDPRESS_CONFIG_EXTRA: |
        define('WP_HOME', 'http://localhost:8080');
volumes:
  db: {}
`, V{"a": g.pwURL(), "b": g.pwURL()}, "wordpress:6.6-php8.3-apache", "define('WP_HOME', 'http://localhost:8080');")

	g.add("web/wp-bedrock-env", `
$ cat site/.env
DB_NAME='bedrock_prod'
DB_USER='bedrock'
DB_PASSWORD='«a»'
DB_HOST='10.40.1.15'

WP_ENV='production'
WP_HOME='https://www.oakline-furniture.com'
WP_SITEURL="${WP_HOME}/wp"

# Generate your keys here: https://roots.io/salts.html
AUTH_KEY='«=b»'
SECURE_AUTH_KEY='«c»'
LOGGED_IN_KEY='«=d»'
NONCE_KEY='«=e»'
AUTH_SALT='«=f»'
SECURE_AUTH_SALT='«=g»'
LOGGED_IN_SALT='«=h»'
NONCE_SALT='«=i»'
`, V{"a": g.pwStrong(), "=b": g.wbSalt(), "c": g.wbSalt(), "=d": g.wbSalt(), "=e": g.wbSalt(), "=f": g.wbSalt(), "=g": g.wbSalt(), "=h": g.wbSalt(), "=i": g.wbSalt()},
		"WP_SITEURL=\"${WP_HOME}/wp\"", "https://roots.io/salts.html", "https://www.oakline-furniture.com")

	g.add("web/wp-cli-user-create-pass", `
$ wp user create shopmanager orders@fernhill-tea.com --role=shop_manager --user_pass='«a»' --display_name="Fernhill Orders"
Success: Created user 14.
$ wp user update 1 --user_pass=«b» --skip-email
Success: Updated user 1.
`, V{"a": g.pw(), "b": g.pwURL()}, "--role=shop_manager", "Success: Created user 14.")

	g.add("web/wp-db-query-options-keys", `
$ wp db query "SELECT option_name, LEFT(option_value, 80) FROM wp_options WHERE option_name REGEXP 'api|key|secret'" --skip-column-names
mc4wp	{"api_key":"«a»","allow_usage_tracking":0}
wpseo	{"tracking":false,"license_server_version":false,"ms_defaults_set":false}
rg_gforms_key	«=k»
wpgmza_google_maps_api_key	«b»
woocommerce_api_enabled	yes
`, V{"a": g.mailchimp(), "=k": g.hex(32), "b": g.googleKey()}, "woocommerce_api_enabled\tyes", "wpseo")

	g.add("web/wp-users-password-hashes", `
$ wp db query "SELECT ID, user_login, user_email, user_pass FROM wp_users ORDER BY ID" --skip-column-names
1	admin	webmaster@stonebridge-vets.co.uk	«a»
2	reception	reception@stonebridge-vets.co.uk	«b»
5	j.morgan	j.morgan@stonebridge-vets.co.uk	«c»
`, V{"a": g.wbPhpass(), "b": g.wbWpBcrypt(), "c": g.wbPhpass()}, "reception@stonebridge-vets.co.uk", "j.morgan")

	g.add("web/wp-config-git-diff-rotate", `
$ git diff HEAD~1 -- wp-config.php
diff --git a/wp-config.php b/wp-config.php
index 3f1c2ab..8e04d7c 100644
--- a/wp-config.php
+++ b/wp-config.php
@@ -20,7 +20,7 @@ define( 'DB_NAME', 'maplewood_wp' );
 define( 'DB_USER', 'maplewood_wp' );
 
 /** Database password */
-define( 'DB_PASSWORD', '«a»' );
+define( 'DB_PASSWORD', '«b»' );
 
 /** Database hostname */
 define( 'DB_HOST', 'mysql-maplewood.hosting-eu.net' );
`, V{"a": g.pw(), "b": g.pwStrong()}, "mysql-maplewood.hosting-eu.net", "maplewood_wp")

	g.add("web/wp-migrate-pro-connection-info", `
WP Migrate › Settings › Connection Info (copy this into the other site):

https://staging.brightside-dental.com
«a»

Licence: «b»
`, V{"a": g.b64(30), "b": g.uuid()}, "https://staging.brightside-dental.com", "Connection Info")

	g.add("web/wp-all-import-cron-urls", `
# crontab -l (cPanel › Cron Jobs)
*/15 * * * * wget -q -O /dev/null "https://www.outdoor-gear-direct.com/wp-load.php?import_key=«a»&import_id=7&action=trigger"
*/2 * * * *  wget -q -O /dev/null "https://www.outdoor-gear-direct.com/wp-load.php?import_key=«a»&import_id=7&action=processing"
0 3 * * *    /usr/local/bin/php /home/odgd/public_html/wp-cron.php >/dev/null 2>&1
`, V{"a": g.an(8)}, "import_id=7", "/home/odgd/public_html/wp-cron.php")

	g.add("web/wp-engine-sftp-handover", `
WP Engine › Sites › fieldstone (Production) › SFTP/SSH

  Host:      fieldstone.sftp.wpengine.com
  Port:      2222
  Username:  fieldstone-agency
  Password:  «a»

Database (phpMyAdmin via User Portal only)
  DB_NAME     wp_fieldstone
  DB_USER     fieldstone
  DB_PASSWORD «b»
`, V{"a": g.pwStrong(), "b": g.an(20)}, "fieldstone.sftp.wpengine.com", "fieldstone-agency", "wp_fieldstone")

	g.add("web/wp-kinsta-ssh-and-db", `
# from MyKinsta › Sites › harbor-yoga › Info
$ ssh harboryoga@35.214.«=o».«=p» -p 51234
harboryoga@35.214.«=o».«=p»'s password: 
Last login: Mon Oct  7 09:13:55 2024 from 82.13.9.40
harboryoga@harbor-yoga:~$ mysql -u harboryoga -p'«a»' harboryoga -e 'SELECT COUNT(*) FROM wp_posts'
+----------+
| COUNT(*) |
+----------+
|     1294 |
+----------+
`, V{"=o": fmt.Sprint(g.r.IntN(256)), "=p": fmt.Sprint(g.r.IntN(256)), "a": g.an(16)}, "Last login: Mon Oct  7 09:13:55 2024", "harboryoga@harbor-yoga:~$")

	g.add("web/wp-login-get-access-log", `
$ grep 'pwd=' /var/log/apache2/access.log | tail -2
82.45.«=o».19 - - [12/Nov/2024:08:31:07 +0000] "GET /wp-login.php?log=m.ferreira&pwd=«a»&rememberme=forever HTTP/1.1" 302 0 "https://intranet.bluepeak.org/staff-links/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
82.45.«=o».19 - - [12/Nov/2024:08:31:08 +0000] "GET /wp-admin/ HTTP/1.1" 200 51342 "https://intranet.bluepeak.org/staff-links/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
`, V{"=o": fmt.Sprint(g.r.IntN(256)), "a": g.pwURL()}, "https://intranet.bluepeak.org/staff-links/", "log=m.ferreira")

	g.add("web/wp-siteground-sg-cachepress-git", `
$ cat ~/sites/riverside-bakery/DEPLOY.md
## SiteGround (GoGeek)
SSH: ssh -p 18765 -i ~/.ssh/sg_riverside u1842-ylkqvhzbwtpp@gnld1042.siteground.eu
Site Tools › MySQL: dbwxrq7gkvfy3b / user uvx1zqffq0dmt / pass «a»
Staging admin: https://staging5.riverside-bakery.co.uk/wp-admin  (user: rb-dev, pass: «b»)
`, V{"a": g.an(14), "b": g.pw()}, "u1842-ylkqvhzbwtpp@gnld1042.siteground.eu", "user: rb-dev")
}

func (g *G) wbWoo() {
	g.add("web/woo-rest-curl-query-keys", `
$ curl -s "https://shop.lumen-candles.com/wp-json/wc/v3/orders?status=processing&per_page=5&consumer_key=«a»&consumer_secret=«b»" | jq '.[].id'
48211
48209
48204
`, V{"a": g.wbCK(), "b": g.wbCS()}, "https://shop.lumen-candles.com/wp-json/wc/v3/orders", "status=processing")

	g.add("web/woo-rest-php-client", `
<?php
require __DIR__ . '/vendor/autoload.php';

use Automattic\WooCommerce\Client;

$woocommerce = new Client(
    'https://www.peakperformance-nutrition.com',
    '«a»',
    '«b»',
    [
        'version' => 'wc/v3',
        'timeout' => 30,
    ]
);

print_r($woocommerce->get('products', ['sku' => 'WHEY-2KG-VAN']));
`, V{"a": g.wbCK(), "b": g.wbCS()}, "'version' => 'wc/v3'", "WHEY-2KG-VAN")

	g.add("web/woo-rest-node-client", `
// lib/woo.js
import WooCommerceRestApi from "@woocommerce/woocommerce-rest-api";

export const api = new WooCommerceRestApi({
  url: "https://store.kettle-and-co.com.au",
  consumerKey: "«a»",
  consumerSecret: "«b»",
  version: "wc/v3",
  queryStringAuth: true,
});
`, V{"a": g.wbCK(), "b": g.wbCS()}, "@woocommerce/woocommerce-rest-api", "queryStringAuth: true")

	g.add("web/woo-key-generated-screen-paste", `
WooCommerce › Settings › Advanced › REST API › Key details

API Key generated successfully. Make sure to copy your new keys now as the secret key will be hidden once you leave this page.

Consumer key     «a»
Consumer secret  «b»
QR Code          (for the mobile app)

Description: ShipStation sync   User: shipping@arbor-outfitters.com   Permissions: Read/Write
`, V{"a": g.wbCK(), "b": g.wbCS()}, "ShipStation sync", "Permissions: Read/Write")

	g.add("web/woo-webhook-signature-php", `
<?php
// webhooks/woo-order.php — receives "Order created" from WooCommerce
const WC_WEBHOOK_SECRET = '«a»';

$payload   = file_get_contents('php://input');
$signature = $_SERVER['HTTP_X_WC_WEBHOOK_SIGNATURE'] ?? '';
$expected  = base64_encode(hash_hmac('sha256', $payload, WC_WEBHOOK_SECRET, true));

if (!hash_equals($expected, $signature)) {
    http_response_code(401);
    exit('bad signature');
}
`, V{"a": g.s(alAlnum+"!@#$%^&*()-_[]{}<>~+=,.;:/?|", 50)}, "HTTP_X_WC_WEBHOOK_SIGNATURE", "hash_equals($expected, $signature)")

	g.add("web/woo-wc-cli-stripe-gateway", `
$ wp wc payment_gateway get stripe --user=1 --fields=id,enabled,settings --format=json | jq '.settings | with_entries(.value |= .value)'
{
  "enabled": "yes",
  "title": "Credit Card (Stripe)",
  "testmode": "no",
  "publishable_key": "«_a»",
  "secret_key": "«b»",
  "webhook_secret": "«c»",
  "statement_descriptor": "NORTHWIND TEA",
  "capture": "yes"
}
`, V{"_a": g.pkLive(), "b": g.skLive(), "c": g.whsec()}, "NORTHWIND TEA", "\"testmode\": \"no\"")

	g.add("web/woo-stripe-settings-print-r", `
$ wp eval 'print_r(get_option("woocommerce_stripe_settings"));'
Array
(
    [enabled] => yes
    [title] => Card
    [testmode] => yes
    [test_publishable_key] => «_a»
    [test_secret_key] => «b»
    [publishable_key] => 
    [secret_key] => 
    [test_webhook_secret] => «c»
    [payment_request] => yes
)
`, V{"_a": "pk_test_51" + g.an(97), "b": g.skTest(), "c": g.whsec()}, "[payment_request] => yes", "[publishable_key] => ")

	g.add("web/woo-paypal-payments-settings", `
$ wp option get woocommerce-ppcp-settings --format=yaml | grep -E 'client|merchant|sandbox'
sandbox_on: false
merchant_id: «_m»
merchant_email: payments@seabreeze-surf.com
client_id_production: «_c»
client_secret_production: «a»
client_id_sandbox: ''
client_secret_sandbox: ''
`, V{"_m": g.s(alUpNum, 13), "_c": "A" + g.b64u(79), "a": "E" + g.b64u(79)}, "payments@seabreeze-surf.com", "sandbox_on: false", "client_secret_sandbox: ''")

	g.add("web/woo-postman-environment", `
{
  "id": "«_id»",
  "name": "Woo – production",
  "values": [
    { "key": "base_url", "value": "https://www.quarry-lane-books.com/wp-json/wc/v3", "enabled": true },
    { "key": "consumer_key", "value": "«a»", "type": "secret", "enabled": true },
    { "key": "consumer_secret", "value": "«b»", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}
`, V{"_id": g.uuid(), "a": g.wbCK(), "b": g.wbCS()}, "https://www.quarry-lane-books.com/wp-json/wc/v3", "\"_postman_variable_scope\": \"environment\"")

	g.add("web/woo-basic-auth-wget-export", `
#!/bin/bash
# nightly order export for the accountant
set -euo pipefail
wget --user=«a» --password=«b» \
  -O "/home/exports/orders-$(date +%F).json" \
  "https://shop.thistle-knitwear.co.uk/wp-json/wc/v3/orders?after=$(date -d yesterday +%FT00:00:00)&per_page=100"
`, V{"a": g.wbCK(), "b": g.wbCS()}, "/home/exports/orders-$(date +%F).json", "https://shop.thistle-knitwear.co.uk/wp-json/wc/v3/orders")

	g.add("web/woo-square-and-shipstation", `
$ wp option get woocommerce_shipstation_auth_key
«a»
$ wp option get wc_square_settings --format=json | jq -c '{environment: .enable_sandbox, location: .production_location_id}'
{"environment":"no","location":"«_l»"}
`, V{"a": g.an(32), "_l": g.s(alUpNum, 13)}, "woocommerce_shipstation_auth_key", "\"environment\":\"no\"")
}

func (g *G) wbCMS() {
	g.add("web/drupal-settings-local-redis", `
<?php
// web/sites/default/settings.local.php — production overrides

$databases['default']['default'] = [
  'database' => 'd10_portal',
  'username' => 'd10_portal',
  'password' => '«a»',
  'prefix' => '',
  'host' => 'db-primary.internal',
  'port' => '3306',
  'isolation_level' => 'READ COMMITTED',
  'driver' => 'mysql',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];

$settings['hash_salt'] = '«b»';

$settings['redis.connection']['interface'] = 'PhpRedis';
$settings['redis.connection']['host'] = 'cache.internal';
$settings['redis.connection']['password'] = '«c»';
$settings['cache']['default'] = 'cache.backend.redis';
$settings['trusted_host_patterns'] = ['^portal\.eastgate-council\.gov\.uk$'];
`, V{"a": g.pwStrong(), "b": g.b64u(74), "c": g.an(32)}, "'isolation_level' => 'READ COMMITTED'", "cache.backend.redis", "db-primary.internal")

	g.add("web/drupal-drush-sql-connect", `
$ vendor/bin/drush sql:connect
mysql --user=drupal --password=«a» --database=drupal --host=mariadb --port=3306 -A
$ vendor/bin/drush sql:query "SELECT name, status FROM users_field_data WHERE uid < 3"
admin	1
editor	1
`, V{"a": g.pwURL()}, "--database=drupal --host=mariadb", "users_field_data")

	g.add("web/drupal-drush-uli", `
$ drush @prod uli --name=sarah.kent --uri=https://www.harrowfield-museum.org
https://www.harrowfield-museum.org/user/reset/27/«=t»/«a»/login
$ drush @prod user:unblock sarah.kent
 [success] Unblocked user(s): sarah.kent
`, V{"=t": fmt.Sprint(g.wbTS()), "a": g.b64u(43)}, "[success] Unblocked user(s): sarah.kent", "https://www.harrowfield-museum.org/user/reset/27/")

	g.add("web/drupal-drush-status-show-passwords", `
$ drush status --show-passwords
 Drupal version   : 10.3.6
 Site URI         : http://default
 DB driver        : pgsql
 DB hostname      : pg.internal
 DB port          : 5432
 DB username      : portal
 DB password      : «a»
 DB name          : portal
 Database         : Connected
 Drupal bootstrap : Successful
 Default theme    : olivero
 Admin theme      : claro
 PHP binary       : /usr/bin/php8.3
 Drush version    : 13.2.0.0
 Install profile  : standard
 Drupal root      : /var/www/portal/web
 Site path        : sites/default
`, V{"a": g.pwStrong()}, "Drush version    : 13.2.0.0", "/var/www/portal/web", "DB hostname      : pg.internal")

	g.add("web/drupal-drush-config-get-smtp", `
$ drush config:get smtp.settings
smtp_on: true
smtp_host: email-smtp.eu-west-1.amazonaws.com
smtp_hostbackup: ''
smtp_port: '587'
smtp_protocol: tls
smtp_autotls: true
smtp_timeout: 30
smtp_username: «u»
smtp_password: «a»
smtp_from: noreply@lowland-archives.org
smtp_fromname: 'Lowland Archives'
`, V{"u": g.awsID(), "a": "B" + g.s(alB64, 43)}, "email-smtp.eu-west-1.amazonaws.com", "smtp_hostbackup: ''")

	g.add("web/drupal-key-module-config-yml", `
# config/sync/key.key.stripe_secret.yml
uuid: «_u»
langcode: en
status: true
dependencies: {  }
id: stripe_secret
label: 'Stripe secret key'
description: 'Used by commerce_stripe'
key_type: authentication
key_type_settings: {  }
key_provider: config
key_provider_settings:
  key_value: «a»
key_input: text_field
key_input_settings:
  base64_encoded: false
`, V{"_u": g.uuid(), "a": g.rkLive()}, "key_provider: config", "label: 'Stripe secret key'")

	g.add("web/drupal-s3fs-settings-php", `
// settings.php — S3 File System
$settings['s3fs.access_key'] = '«a»';
$settings['s3fs.secret_key'] = '«b»';
$config['s3fs.settings']['bucket'] = 'civic-portal-files';
$config['s3fs.settings']['region'] = 'eu-central-1';
$settings['s3fs.use_s3_for_public'] = TRUE;
`, V{"a": g.awsID(), "b": g.awsSecret()}, "civic-portal-files", "$settings['s3fs.use_s3_for_public'] = TRUE;")

	g.add("web/joomla-configuration-php", `
<?php
class JConfig {
	public $offline = false;
	public $offline_message = 'This site is down for maintenance.<br>Please check back again soon.';
	public $sitename = 'Dunmore Sailing Club';
	public $editor = 'tinymce';
	public $captcha = '0';
	public $list_limit = 20;
	public $access = 1;
	public $debug = false;
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'dunmore_j4';
	public $password = '«a»';
	public $db = 'dunmore_j4';
	public $dbprefix = 'x7kq_';
	public $secret = '«b»';
	public $gzip = false;
	public $error_reporting = 'default';
	public $ftp_enable = false;
	public $mailer = 'smtp';
	public $mailfrom = 'secretary@dunmore-sailing.ie';
	public $fromname = 'Dunmore Sailing Club';
	public $smtpauth = true;
	public $smtpuser = 'secretary@dunmore-sailing.ie';
	public $smtppass = '«c»';
	public $smtphost = 'smtp.blacknight.com';
	public $smtpsecure = 'ssl';
	public $smtpport = 465;
	public $log_path = '/home/dunmore/public_html/administrator/logs';
	public $tmp_path = '/home/dunmore/public_html/tmp';
	public $lifetime = 15;
	public $session_handler = 'database';
}
`, V{"a": g.pw(), "b": g.an(16), "c": g.pw()}, "public $dbprefix = 'x7kq_';", "smtp.blacknight.com", "Dunmore Sailing Club")

	g.add("web/joomla-api-token-curl", `
$ curl -s -H "Accept: application/vnd.api+json" \
    -H "X-Joomla-Token: «a»" \
    "https://www.kingsbridge-choir.org/api/index.php/v1/content/articles?page[limit]=2" | jq '.data[].attributes.title'
"Spring Concert 2025"
"Rehearsal schedule"
`, V{"a": g.wbJoomlaTok(fmt.Sprint(100 + g.r.IntN(900)))}, "application/vnd.api+json", "https://www.kingsbridge-choir.org/api/index.php/v1/content/articles")

	g.add("web/joomla-cli-user-add", `
$ php cli/joomla.php user:add --username=webmaster2 --name="Web Master" --password='«a»' --email=webmaster@valleyrunners.org --usergroup=Super\ Users
 [OK] User created!
$ php cli/joomla.php site:down
 [OK] Website is now offline
`, V{"a": g.pw()}, "--username=webmaster2", "[OK] User created!")

	g.add("web/mediawiki-localsettings", `
## Database settings
$wgDBtype = "mysql";
$wgDBserver = "db.wiki.internal";
$wgDBname = "labwiki";
$wgDBuser = "labwiki";
$wgDBpassword = "«a»";

# MySQL specific settings
$wgDBprefix = "";
$wgDBTableOptions = "ENGINE=InnoDB, DEFAULT CHARSET=binary";

## Shared memory settings
$wgMainCacheType = CACHE_ACCEL;
$wgMemCachedServers = [];

$wgSecretKey = "«b»";

# Changing this will log out all existing sessions.
$wgAuthenticationTokenVersion = "1";

# Site upgrade key. Must be set to a string (default provided) to turn on the
# web installer while LocalSettings.php is in place
$wgUpgradeKey = "«c»";
`, V{"a": g.pwStrong(), "b": g.hex(64), "c": g.hex(16)}, "$wgDBserver = \"db.wiki.internal\";", "$wgAuthenticationTokenVersion = \"1\";", "CACHE_ACCEL")

	g.add("web/mediawiki-pywikibot-botpassword", `
$ cat user-password.py
# -*- coding: utf-8 -*-
('Archivist', BotPassword('imports', '«a»'))
$ cat user-config.py
family = 'labwiki'
mylang = 'en'
usernames['labwiki']['en'] = 'Archivist'
password_file = "user-password.py"
`, V{"a": g.wbLow(32)}, "password_file = \"user-password.py\"", "usernames['labwiki']['en'] = 'Archivist'")

	g.add("web/mediawiki-install-php-cli", `
$ php maintenance/run.php install --dbtype=mysql --dbserver=127.0.0.1 --dbname=handbook --dbuser=handbook \
    --dbpass='«a»' --server="https://handbook.tallis-engineering.com" --scriptpath="" \
    --lang=en --pass='«b»' "Tallis Handbook" "WikiAdmin"
Setting up database
done
Creating tables
done
...
MediaWiki has been successfully installed. You can now visit <https://handbook.tallis-engineering.com> to view your wiki.
`, V{"a": g.pwStrong(), "b": g.pw()}, "\"Tallis Handbook\" \"WikiAdmin\"", "MediaWiki has been successfully installed.")

	g.add("web/phpbb-config-php", `
<?php
// phpBB 3.3.x auto-generated configuration file
// Do not change anything in this file!
$dbms = 'phpbb\\db\\driver\\mysqli';
$dbhost = 'localhost';
$dbport = '';
$dbname = 'retro_forum';
$dbuser = 'retro_forum';
$dbpasswd = '«a»';
$table_prefix = 'phpbb_';
$phpbb_adm_relative_path = 'adm/';
$acm_type = 'phpbb\\cache\\driver\\file';

@define('PHPBB_INSTALLED', true);
@define('PHPBB_ENVIRONMENT', 'production');
// @define('DEBUG_CONTAINER', true);
`, V{"a": g.pwURL()}, "$table_prefix = 'phpbb_';", "@define('PHPBB_ENVIRONMENT', 'production');")

	g.add("web/moodle-config-php", `
<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'pgbouncer.lms.internal';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '«a»';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array (
  'dbpersist' => 0,
  'dbport' => 6432,
  'dbsocket' => '',
);

$CFG->wwwroot   = 'https://learn.brookvale-college.ac.uk';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->session_handler_class = '\core\session\redis';
$CFG->session_redis_host = 'redis.lms.internal';
$CFG->session_redis_auth = '«b»';

$CFG->directorypermissions = 02777;

require_once(__DIR__ . '/lib/setup.php');
`, V{"a": g.pwStrong(), "b": g.an(28)}, "https://learn.brookvale-college.ac.uk", "$CFG->prefix    = 'mdl_';", "/var/moodledata")

	g.add("web/moodle-ws-token-rest", `
$ curl -s "https://learn.brookvale-college.ac.uk/webservice/rest/server.php?wstoken=«a»&wsfunction=core_course_get_courses_by_field&field=shortname&value=MATH101&moodlewsrestformat=json" | jq '.courses[0] | {id, fullname}'
{
  "id": 412,
  "fullname": "Mathematics 101 (2024/25)"
}
`, V{"a": g.hex(32)}, "wsfunction=core_course_get_courses_by_field", "moodlewsrestformat=json")

	g.add("web/moodle-cli-install", `
$ sudo -u www-data /usr/bin/php admin/cli/install.php --non-interactive --agree-license \
    --wwwroot=https://lms.pinewood-academy.sch.uk --dataroot=/srv/moodledata \
    --dbtype=mariadb --dbhost=localhost --dbname=moodle --dbuser=moodleuser --dbpass='«a»' \
    --fullname="Pinewood Academy LMS" --shortname="PA LMS" \
    --adminuser=lmsadmin --adminpass='«b»' --adminemail=it@pinewood-academy.sch.uk
`, V{"a": g.pwStrong(), "b": g.pw()}, "--adminuser=lmsadmin", "--dataroot=/srv/moodledata")

	g.add("web/typo3-localconfiguration", `
<?php
return [
    'BE' => [
        'debug' => false,
        'installToolPassword' => '«a»',
        'passwordHashing' => [
            'className' => 'TYPO3\\CMS\\Core\\Crypto\\PasswordHashing\\Argon2iPasswordHash',
            'options' => [],
        ],
    ],
    'DB' => [
        'Connections' => [
            'Default' => [
                'charset' => 'utf8mb4',
                'dbname' => 't3_stadtwerke',
                'driver' => 'mysqli',
                'host' => 'db',
                'password' => '«b»',
                'port' => 3306,
                'user' => 't3_stadtwerke',
            ],
        ],
    ],
    'SYS' => [
        'encryptionKey' => '«c»',
        'sitename' => 'Stadtwerke Musterstadt',
        'trustedHostsPattern' => '.*\\.stadtwerke-musterstadt\\.de',
    ],
];
`, V{"a": g.wbArgon2i(), "b": g.pwStrong(), "c": g.hex(96)}, "'sitename' => 'Stadtwerke Musterstadt'", "Argon2iPasswordHash", "'dbname' => 't3_stadtwerke'")

	g.add("web/typo3-settings-php-mail", `
<?php
// config/system/settings.php (TYPO3 v12)
return [
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.mailbox.org:465',
        'transport_smtp_encrypt' => true,
        'transport_smtp_username' => 'web@kulturverein-eiche.de',
        'transport_smtp_password' => '«a»',
        'defaultMailFromAddress' => 'web@kulturverein-eiche.de',
    ],
    'BE' => [
        'installToolPassword' => '«b»',
    ],
];
`, V{"a": g.pw(), "b": "$2y$12$" + g.s(alAlnum+"./", 53)}, "smtp.mailbox.org:465", "'transport' => 'smtp'")

	g.add("web/typo3-cli-setup", `
$ vendor/bin/typo3 setup --driver=mysqli --host=db --port=3306 --dbname=db --username=db \
    --password='«a»' --admin-username=t3admin --admin-user-password='«b»' \
    --admin-email=dev@agentur-brandt.de --project-name="Relaunch 2025" --server-type=apache --force
 [OK] Congratulations - TYPO3 Setup is done.
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "--admin-username=t3admin", "TYPO3 Setup is done.")
}

func (g *G) wbCMS2() {
	g.add("web/craft-env", `
# Craft CMS .env (production)
CRAFT_APP_ID=CraftCMS--«_id»
CRAFT_ENVIRONMENT=production
CRAFT_SECURITY_KEY=«a»
CRAFT_DB_DRIVER=mysql
CRAFT_DB_SERVER=127.0.0.1
CRAFT_DB_PORT=3306
CRAFT_DB_DATABASE=craft_meridian
CRAFT_DB_USER=craft_meridian
CRAFT_DB_PASSWORD=«b»
CRAFT_DB_TABLE_PREFIX=
CRAFT_DEV_MODE=false
CRAFT_ALLOW_ADMIN_CHANGES=false
PRIMARY_SITE_URL=https://www.meridian-architects.com
`, V{"_id": g.uuid(), "a": g.s(alAlnum+"-_", 32), "b": g.pwURL()}, "CRAFT_ALLOW_ADMIN_CHANGES=false", "https://www.meridian-architects.com")

	g.add("web/craft-setup-cli", `
$ php craft setup/security-key
Writing the security key to .env ... done
$ php craft install/craft --username=admin --email=studio@meridian-architects.com --password='«a»' --site-name="Meridian" --site-url='$PRIMARY_SITE_URL' --language=en-GB
> installing Craft CMS ...
*** installed Craft successfully (time: 6.412s)
$ grep SECURITY .env
CRAFT_SECURITY_KEY=«b»
`, V{"a": g.pw(), "b": g.s(alAlnum+"-_", 32)}, "--site-url='$PRIMARY_SITE_URL'", "installed Craft successfully")

	g.add("web/statamic-user-yaml", `
$ cat users/olivia@lantern-press.com.yaml
name: 'Olivia Hart'
super: true
password_hash: «a»
id: «_id»
two_factor_secret: «=b»
preferences:
  locale: en
`, V{"a": g.wbBcrypt(), "_id": g.uuid(), "=b": "eyJpdiI6I" + g.b64(120)}, "name: 'Olivia Hart'", "super: true")

	g.add("web/kirby-account-files", `
$ ls -a site/accounts/Xk3pQ9aL/
.  ..  .htpasswd  index.php
$ cat site/accounts/Xk3pQ9aL/index.php
<?php

return [
    'email' => 'hello@fernandcloud.studio',
    'language' => 'en',
    'name' => 'Fern',
    'role' => 'admin'
];
$ cat site/accounts/Xk3pQ9aL/.htpasswd
«a»
`, V{"a": g.wbBcrypt()}, "'email' => 'hello@fernandcloud.studio'", "site/accounts/Xk3pQ9aL/")

	g.add("web/grav-account-yaml", `
$ cat user/accounts/admin.yaml
state: enabled
email: admin@trailhead-guides.com
fullname: 'Site Admin'
title: Administrator
access:
  admin:
    login: true
    super: true
  site:
    login: true
twofa_enabled: true
twofa_secret: «a»
hashed_password: «b»
`, V{"a": g.s(alB32, 32), "b": g.wbBcrypt()}, "email: admin@trailhead-guides.com", "twofa_enabled: true")

	g.add("web/october-cms-env", `
APP_DEBUG=false
APP_URL=https://www.coppergate-wines.com
APP_KEY=«a»

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=october
DB_USERNAME=october
DB_PASSWORD=«b»

CACHE_DRIVER=file
SESSION_DRIVER=file
ACTIVE_THEME=coppergate
CMS_ROUTE_CACHE=true
`, V{"a": g.an(32), "b": g.pwURL()}, "ACTIVE_THEME=coppergate", "https://www.coppergate-wines.com")

	g.add("web/ghost-config-production-json", `
$ cat /var/www/ghost/config.production.json
{
  "url": "https://journal.wildflower-farm.com",
  "server": {
    "port": 2368,
    "host": "127.0.0.1"
  },
  "database": {
    "client": "mysql",
    "connection": {
      "host": "localhost",
      "user": "ghost-782",
      "password": "«a»",
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
        "user": "postmaster@mg.wildflower-farm.com",
        "pass": "«b»"
      }
    }
  },
  "logging": { "transports": ["file", "stdout"] },
  "process": "systemd",
  "paths": { "contentPath": "/var/www/ghost/content" }
}
`, V{"a": g.an(20), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.wildflower-farm.com", "\"contentPath\": \"/var/www/ghost/content\"")

	g.add("web/ghost-admin-api-key-node", `
// scripts/publish-newsletter.js
const GhostAdminAPI = require('@tryghost/admin-api');

const api = new GhostAdminAPI({
  url: 'https://journal.wildflower-farm.com',
  key: '«=id»:«a»',
  version: 'v5.0'
});

api.posts.add({ title: 'Harvest notes', status: 'draft' }, { source: 'html' });
`, V{"=id": g.hex(24), "a": g.hex(64)}, "@tryghost/admin-api", "version: 'v5.0'")

	g.add("web/ghost-cli-install-flags", `
ghost@vps:/var/www/ghost$ ghost install --url https://blog.moss-and-stone.co --db mysql --dbhost localhost \
    --dbuser ghost_blog --dbpass «a» --dbname ghost_blog --process systemd --no-prompt --no-setup-ssl
✔ Checking system Node.js version - found v20.17.0
✔ Checking logged in user
✔ Downloading and installing Ghost v5.96.0
✔ Setting up MySQL
✔ Starting Ghost
`, V{"a": g.pwURL()}, "--dbuser ghost_blog", "Downloading and installing Ghost v5.96.0")

	g.add("web/matomo-config-ini", `
; <?php exit; ?> DO NOT REMOVE THIS LINE
; file automatically generated or modified by Matomo; you can manually override the default values in global.ini.php by redefining them in this file.
[database]
host = "127.0.0.1"
username = "matomo"
password = "«a»"
dbname = "matomo"
tables_prefix = "matomo_"
charset = "utf8mb4"

[General]
salt = "«b»"
trusted_hosts[] = "stats.harbourline.nz"
enable_trusted_host_check = 1
force_ssl = 1

[mail]
transport = "smtp"
host = "smtp.fastmail.com"
port = 465
type = "Login"
username = "stats@harbourline.nz"
password = "«c»"
encryption = "ssl"
`, V{"a": g.pwStrong(), "b": g.hex(32), "c": g.s(alLowNum, 16)}, "trusted_hosts[] = \"stats.harbourline.nz\"", "; <?php exit; ?> DO NOT REMOVE THIS LINE")

	g.add("web/matomo-token-auth-api", `
$ curl -s -X POST "https://stats.harbourline.nz/index.php" \
    -d module=API -d method=VisitsSummary.get -d idSite=3 -d period=month -d date=2024-10-01 \
    -d format=JSON -d token_auth=«a»
{"nb_uniq_visitors":18422,"nb_visits":24107,"nb_actions":61930,"bounce_rate":"47%","avg_time_on_site":142}
`, V{"a": g.hex(32)}, "method=VisitsSummary.get", "\"nb_visits\":24107")

	g.add("web/processwire-config-php", `
<?php namespace ProcessWire;
/** ProcessWire site/config.php */
$config->debug = false;
$config->chmodDir = '0755';
$config->chmodFile = '0644';
$config->timezone = 'Europe/Zurich';
$config->dbHost = 'localhost';
$config->dbName = 'pw_alpenhof';
$config->dbUser = 'pw_alpenhof';
$config->dbPass = '«a»';
$config->dbPort = '3306';
$config->dbCharset = 'utf8mb4';
$config->dbEngine = 'InnoDB';
$config->userAuthSalt = '«b»';
$config->tableSalt = '«c»';
$config->httpHosts = array('www.alpenhof-lenk.ch', 'alpenhof-lenk.ch');
`, V{"a": g.pwURL(), "b": g.s(alAlnum+"!@#%^&*()-_=+", 40), "c": g.s(alAlnum+"!@#%^&*()-_=+", 40)}, "$config->timezone = 'Europe/Zurich';", "www.alpenhof-lenk.ch")

	g.add("web/concrete-cms-database-php", `
<?php
// application/config/database.php
return [
    'default-connection' => 'concrete',
    'connections' => [
        'concrete' => [
            'driver' => 'concrete_pdo_mysql',
            'server' => 'mysql.hostingpartner.nl',
            'database' => 'c5_gemeentebad',
            'username' => 'c5_gemeentebad',
            'password' => '«a»',
            'character_set' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
        ],
    ],
];
`, V{"a": g.pwStrong()}, "'driver' => 'concrete_pdo_mysql'", "mysql.hostingpartner.nl")
}

func (g *G) wbCommerce() {
	g.add("web/magento-setup-install", `
$ bin/magento setup:install \
    --base-url=https://m2.alder-home.com/ --use-secure=1 --base-url-secure=https://m2.alder-home.com/ \
    --db-host=mysql --db-name=magento --db-user=magento --db-password='«a»' \
    --admin-firstname=Store --admin-lastname=Admin --admin-email=ops@alder-home.com \
    --admin-user=alder_admin --admin-password='«b»' \
    --language=en_US --currency=EUR --timezone=Europe/Berlin \
    --search-engine=opensearch --opensearch-host=opensearch --opensearch-port=9200 \
    --opensearch-enable-auth=1 --opensearch-username=admin --opensearch-password='«c»' \
    --backend-frontname=admin_k3x9w
[SUCCESS]: Magento installation complete.
[SUCCESS]: Magento Admin URI: /admin_k3x9w
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()}, "--admin-user=alder_admin", "[SUCCESS]: Magento Admin URI: /admin_k3x9w")

	g.add("web/magento-auth-json-repo", `
$ cat ~/.composer/auth.json
{
    "http-basic": {
        "repo.magento.com": {
            "username": "«=u»",
            "password": "«a»"
        }
    }
}
$ composer create-project --repository-url=https://repo.magento.com/ magento/project-community-edition=2.4.7-p3 m2
Creating a "magento/project-community-edition=2.4.7-p3" project at "./m2"
`, V{"=u": g.hex(32), "a": g.hex(32)}, "magento/project-community-edition=2.4.7-p3", "https://repo.magento.com/")

	g.add("web/magento-config-set-lock-env", `
$ bin/magento config:set --lock-env payment/stripe_payments_basic/stripe_mode live
Value was saved in app/etc/env.php and locked.
$ bin/magento config:set --lock-env payment/stripe_payments_basic/stripe_live_sk «a»
Value was saved in app/etc/env.php and locked.
$ bin/magento config:set --lock-env smtp/configuration_option/password '«b»'
Value was saved in app/etc/env.php and locked.
$ bin/magento cache:flush
Flushed cache types:
config
`, V{"a": g.skLive(), "b": g.pw()}, "payment/stripe_payments_basic/stripe_mode live", "Value was saved in app/etc/env.php and locked.")

	g.add("web/magento-env-php-cache-session", `
    'cache' => [
        'frontend' => [
            'default' => [
                'id_prefix' => '69d_',
                'backend' => 'Magento\\Framework\\Cache\\Backend\\Redis',
                'backend_options' => [
                    'server' => 'redis-cache.internal',
                    'database' => '0',
                    'port' => '6379',
                    'password' => '«a»',
                    'compress_data' => '1',
                ],
            ],
        ],
    ],
    'session' => [
        'save' => 'redis',
        'redis' => [
            'host' => 'redis-session.internal',
            'port' => '6379',
            'password' => '«b»',
            'timeout' => '2.5',
            'database' => '2',
        ],
    ],
    'crypt' => [
        'key' => 'base64«c»'
    ],
`, V{"a": g.an(32), "b": g.an(32), "c": g.b64(32)}, "'id_prefix' => '69d_'", "redis-session.internal")

	g.add("web/magento-integration-tokens", `
Magento Admin › System › Extensions › Integrations › "ERP Connector" › Integration Details

Consumer Key         «=ck»
Consumer Secret      «a»
Access Token         «b»
Access Token Secret  «c»

Status: Active   Email: erp@hollis-supply.com   Callback URL: https://erp.hollis-supply.com/magento/callback
`, V{"=ck": g.wbLow(32), "a": g.wbLow(32), "b": g.wbLow(32), "c": g.wbLow(32)}, "https://erp.hollis-supply.com/magento/callback", "ERP Connector")

	g.add("web/magento-rest-admin-token", `
$ curl -s -X POST https://m2.alder-home.com/rest/V1/integration/admin/token \
    -H "Content-Type: application/json" \
    -d '{"username":"api_sync","password":"«a»"}'
"«b»"
$ curl -s -H "Authorization: Bearer «b»" "https://m2.alder-home.com/rest/V1/orders?searchCriteria[pageSize]=1" | jq '.total_count'
18733
`, V{"a": g.pw(), "b": g.jwt("HS256", fmt.Sprintf(`{"uid":7,"utypid":2,"iat":%d,"exp":%d}`, 1730000000, 1730014400))}, "\"username\":\"api_sync\"", "searchCriteria[pageSize]=1")

	g.add("web/prestashop-parameters-php", `
<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => 'presta_velo',
    'database_user' => 'presta_velo',
    'database_password' => '«a»',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'mailer_host' => '127.0.0.1',
    'mailer_user' => NULL,
    'mailer_password' => NULL,
    'secret' => '«b»',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'ps_creation_date' => '2023-03-14',
    'locale' => 'fr-FR',
    'use_debug_toolbar' => true,
    'cookie_key' => '«c»',
    'cookie_iv' => '«=iv»',
    'new_cookie_key' => '«=nk»',
    'api_public_key' => '-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
',
  ),
);
`, V{"a": g.pwURL(), "b": g.wbPrestaKey(), "c": g.wbPrestaKey(), "=iv": g.an(8), "=nk": g.wbDefuse(), "_pub": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.s(alB64, 348)+"IDAQAB", 64)},
		"'database_prefix' => 'ps_'", "'mailer_password' => NULL", "-----BEGIN PUBLIC KEY-----")

	g.add("web/prestashop-settings-inc-16", `
<?php
define('_DB_SERVER_', 'localhost');
define('_DB_NAME_', 'boutique16');
define('_DB_USER_', 'boutique16');
define('_DB_PASSWD_', '«a»');
define('_DB_PREFIX_', 'ps_');
define('_MYSQL_ENGINE_', 'InnoDB');
define('_PS_CACHING_SYSTEM_', 'CacheMemcache');
define('_PS_CACHE_ENABLED_', '0');
define('_COOKIE_KEY_', '«b»');
define('_COOKIE_IV_', '«=iv»');
define('_PS_CREATION_DATE_', '2016-05-02');
define('_PS_VERSION_', '1.6.1.24');
define('_RIJNDAEL_KEY_', '«c»');
define('_RIJNDAEL_IV_', '«=riv»');
`, V{"a": g.pwURL(), "b": g.wbPrestaKey(), "=iv": g.an(8), "c": g.an(32), "=riv": g.b64(16)}, "define('_PS_VERSION_', '1.6.1.24');", "_DB_PREFIX_")

	g.add("web/prestashop-webservice-curl", `
$ curl -s -u «a»: "https://www.cave-a-fromages.fr/api/stock_availables?filter[id_product]=118&display=full&output_format=JSON" | jq '.stock_availables[0].quantity'
"34"
`, V{"a": g.s(alUpNum, 32)}, "filter[id_product]=118", "output_format=JSON")

	g.add("web/shopware-env-local", `
$ cat .env.local
APP_ENV=prod
APP_SECRET=«a»
APP_URL=https://www.nordlicht-moebel.de
DATABASE_URL=mysql://shopware:«b»@db.internal:3306/shopware
MAILER_DSN=smtp://shop%40nordlicht-moebel.de:«c»@smtp.strato.de:465
OPENSEARCH_URL=http://opensearch:9200
SHOPWARE_ES_ENABLED=1
SHOPWARE_HTTP_CACHE_ENABLED=1
INSTANCE_ID=«_i»
`, V{"a": g.hex(64), "b": g.pwURL(), "c": g.pwURL(), "_i": g.an(32)}, "OPENSEARCH_URL=http://opensearch:9200", "https://www.nordlicht-moebel.de")

	g.add("web/shopware-admin-api-client-credentials", `
$ curl -s -X POST https://www.nordlicht-moebel.de/api/oauth/token \
    -H 'Content-Type: application/json' \
    -d '{"grant_type":"client_credentials","client_id":"«=id»","client_secret":"«a»"}'
{"token_type":"Bearer","expires_in":600,"access_token":"«b»"}
`, V{"=id": g.wbShopwareID(), "a": g.an(56), "b": g.jwt("RS256", fmt.Sprintf(`{"aud":"administration","jti":"%s","iat":%d,"sub":"","scopes":["write"]}`, g.hex(80), g.wbTS()))}, "\"grant_type\":\"client_credentials\"", "\"expires_in\":600")

	g.add("web/shopify-themekit-config", `
$ cat config.yml
development:
  password: «a»
  theme_id: "«_t»"
  store: harbor-lane-apparel.myshopify.com
  ignores:
    - themekit_ignores
production:
  password: «a»
  theme_id: "«_p»"
  store: harbor-lane-apparel.myshopify.com
  readonly: true
$ theme watch --env=development
[development] Watching for file changes to theme «_t»
`, V{"a": "shptka_" + g.hex(32), "_t": g.digits(12), "_p": g.digits(12)}, "harbor-lane-apparel.myshopify.com", "readonly: true")

	g.add("web/shopify-app-env-secret", `
$ cat .env
SHOPIFY_API_KEY=«_k»
SHOPIFY_API_SECRET=«a»
SCOPES=read_products,write_orders,read_customers
HOST=https://abc-trailer-quiz.trycloudflare.com
DATABASE_URL=file:dev.sqlite
`, V{"_k": g.hex(32), "a": "shpss_" + g.hex(32)}, "SCOPES=read_products,write_orders,read_customers", "DATABASE_URL=file:dev.sqlite")

	g.add("web/shopify-legacy-private-app-url", `
<?php
// legacy/sync_inventory.php (2019 private app, still running on the old VPS)
define('SHOP_URL', 'https://«=k»:«a»@tidepool-outdoors.myshopify.com/admin/api/2019-10/');
$json = file_get_contents(SHOP_URL . 'inventory_levels.json?location_ids=«_loc»');
`, V{"=k": g.hex(32), "a": "shppa_" + g.hex(32), "_loc": g.digits(11)}, "tidepool-outdoors.myshopify.com/admin/api/2019-10/", "inventory_levels.json")

	g.add("web/bigcommerce-stencil-secrets", `
$ cat secrets.stencil.json
{
  "accessToken": "«a»"
}
$ cat config.stencil.json
{
  "normalStoreUrl": "https://bramble-and-birch.mybigcommerce.com",
  "customLayouts": { "brand": {}, "category": {}, "page": {}, "product": {} },
  "port": 3000
}
$ stencil start
Loading theme "Cornerstone" 6.14.0 ...
`, V{"a": g.wbLow(31)}, "https://bramble-and-birch.mybigcommerce.com", "Loading theme \"Cornerstone\" 6.14.0")

	g.add("web/bigcommerce-api-credentials-txt", `
$ cat ~/Downloads/BigCommerce\ API\ Credentials.txt
ACCESS TOKEN: «a»
CLIENT NAME: Netsuite connector
API PATH: https://api.bigcommerce.com/stores/«_s»/v3/
CLIENT ID: «=cid»
CLIENT SECRET: «b»
NAME: Netsuite connector
`, V{"a": g.wbLow(31), "_s": g.wbLow(10), "=cid": g.wbLow(31), "b": g.hex(64)}, "CLIENT NAME: Netsuite connector")

	g.add("web/ecwid-app-keys", `
Ecwid › My Apps › "Label printer" › Details

  client_id      custom-app-«_s»-1
  client_secret  «a»
  secret_token   «b»
  public_token   «_p»
  store_id       «_s»
`, V{"_s": g.digits(8), "a": g.an(32), "b": "secret_" + g.an(32), "_p": "public_" + g.an(32)}, "Label printer")

	g.add("web/opencart-config-php", `
<?php
// HTTP
define('HTTP_SERVER', 'https://www.spice-route-market.com/');

// DIR
define('DIR_APPLICATION', '/home/spiceroute/public_html/catalog/');
define('DIR_STORAGE', '/home/spiceroute/storage/');

// DB
define('DB_DRIVER', 'mysqli');
define('DB_HOSTNAME', 'localhost');
define('DB_USERNAME', 'spiceroute_oc');
define('DB_PASSWORD', '«a»');
define('DB_DATABASE', 'spiceroute_oc4');
define('DB_PORT', '3306');
define('DB_PREFIX', 'oc_');
`, V{"a": g.pw()}, "define('DB_PREFIX', 'oc_');", "/home/spiceroute/storage/")

	g.add("web/opencart-api-key-db", `
$ mysql spiceroute_oc4 -e "SELECT api_id, username, status, `+"\\`key\\`"+` FROM oc_api\G"
*************************** 1. row ***************************
  api_id: 1
username: Default
  status: 1
     key: «a»
`, V{"a": g.an(256)}, "username: Default", "api_id: 1")

	g.add("web/oscommerce-configure-php", `
<?php
  define('HTTP_SERVER', 'http://www.modelrail-depot.co.uk');
  define('HTTPS_SERVER', 'https://www.modelrail-depot.co.uk');
  define('ENABLE_SSL', true);
  define('DIR_WS_CATALOG', '/catalog/');
  define('DIR_FS_CATALOG', '/var/www/modelrail/catalog/');

// define our database connection
  define('DB_SERVER', 'localhost');
  define('DB_SERVER_USERNAME', 'osc_modelrail');
  define('DB_SERVER_PASSWORD', '«a»');
  define('DB_DATABASE', 'osc_modelrail');
  define('USE_PCONNECT', 'false');
  define('STORE_SESSIONS', 'mysql');
`, V{"a": g.pwURL()}, "define('DIR_WS_CATALOG', '/catalog/');", "define('STORE_SESSIONS', 'mysql');")

	g.add("web/sylius-env-prod-local", `
APP_ENV=prod
APP_SECRET=«a»
DATABASE_URL=mysql://sylius:«b»@127.0.0.1/sylius_prod?serverVersion=8.0&charset=utf8mb4
MAILER_DSN=null://null
JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem
JWT_PUBLIC_KEY=%kernel.project_dir%/config/jwt/public.pem
JWT_PASSPHRASE=«c»
`, V{"a": g.hex(32), "b": g.pwURL(), "c": g.hex(32)}, "JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem", "MAILER_DSN=null://null")

	g.add("web/odoo-conf", `
$ sudo cat /etc/odoo/odoo.conf
[options]
admin_passwd = «a»
db_host = localhost
db_port = 5432
db_user = odoo
db_password = «b»
dbfilter = ^shop$
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom-addons
proxy_mode = True
workers = 4
smtp_server = smtp.sendgrid.net
smtp_port = 587
smtp_user = apikey
smtp_password = «c»
logfile = /var/log/odoo/odoo-server.log
`, V{"a": g.wbPbkdf2Odoo(), "b": g.pwURL(), "c": g.sendgrid()}, "dbfilter = ^shop$", "smtp_user = apikey", "/opt/odoo/custom-addons")

	g.add("web/odoo-xmlrpc-api-key", `
import xmlrpc.client

url = "https://erp.lindqvist-textiles.se"
db = "lindqvist"
username = "integrations@lindqvist-textiles.se"
api_key = "«a»"

common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
uid = common.authenticate(db, username, api_key, {})
models = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/object")
print(models.execute_kw(db, uid, api_key, "website", "search_read", [[]], {"fields": ["name", "domain"]}))
`, V{"a": g.hex(40)}, "https://erp.lindqvist-textiles.se", "/xmlrpc/2/common")

	g.add("web/stripe-php-sdk-init", `
<?php
// src/Payment/StripeGateway.php
namespace App\Payment;

use Stripe\StripeClient;

final class StripeGateway
{
    private StripeClient $stripe;

    public function __construct()
    {
        // TODO move to env before go-live
        $this->stripe = new StripeClient('«a»');
        \Stripe\Stripe::setApiVersion('2024-06-20');
    }

    public function verify(string $payload, string $sig): \Stripe\Event
    {
        return \Stripe\Webhook::constructEvent($payload, $sig, '«b»');
    }
}
`, V{"a": g.skLive(), "b": g.whsec()}, "\\Stripe\\Stripe::setApiVersion('2024-06-20');", "namespace App\\Payment;")

	g.add("web/paypal-php-sdk-env", `
<?php
use PayPalCheckoutSdk\Core\PayPalHttpClient;
use PayPalCheckoutSdk\Core\ProductionEnvironment;

$clientId = "«_c»";
$clientSecret = "«a»";

$environment = new ProductionEnvironment($clientId, $clientSecret);
$client = new PayPalHttpClient($environment);
`, V{"_c": "A" + g.b64u(79), "a": "E" + g.b64u(79)}, "PayPalCheckoutSdk\\Core\\ProductionEnvironment")

	g.add("web/braintree-php-gateway", `
$gateway = new Braintree\Gateway([
    'environment' => 'production',
    'merchantId'  => '«_m»',
    'publicKey'   => '«_p»',
    'privateKey'  => '«a»',
]);
$clientToken = $gateway->clientToken()->generate();
`, V{"_m": g.wbLow(16), "_p": g.wbLow(16), "a": g.hex(32)}, "'environment' => 'production'", "$gateway->clientToken()->generate();")

	g.add("web/authorizenet-php-merchant-auth", `
use net\authorize\api\contract\v1 as AnetAPI;

$merchantAuthentication = new AnetAPI\MerchantAuthenticationType();
$merchantAuthentication->setName("«_n»");
$merchantAuthentication->setTransactionKey("«a»");
$refId = 'ref' . time();
`, V{"_n": g.an(10), "a": g.an(16)}, "new AnetAPI\\MerchantAuthenticationType();", "$refId = 'ref' . time();")
}

func (g *G) wbFrameworks() {
	g.add("web/laravel-config-cache-php", `
$ head -c 1200 bootstrap/cache/config.php
<?php return array (
  'app' => 
  array (
    'name' => 'Fleetdesk',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://app.fleetdesk.io',
    'timezone' => 'UTC',
    'locale' => 'en',
    'key' => '«a»',
    'previous_keys' => 
    array (
    ),
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
        'url' => NULL,
        'host' => 'fleetdesk-prod.cluster-c9xk2.eu-west-1.rds.amazonaws.com',
        'port' => '3306',
        'database' => 'fleetdesk',
        'username' => 'fleetdesk_app',
        'password' => '«b»',
        'unix_socket' => '',
`, V{"a": g.laravelKey(), "b": g.pwStrong()}, "'cipher' => 'AES-256-CBC'", "fleetdesk-prod.cluster-c9xk2.eu-west-1.rds.amazonaws.com")

	g.add("web/laravel-tinker-config", `
$ php artisan tinker
Psy Shell v0.12.4 (PHP 8.3.12 — cli) by Justin Hileman
> config('database.connections.mysql.password')
= "«a»"

> config('services.postmark.token')
= "«b»"

> config('app.url')
= "https://portal.kestrel-logistics.com"
`, V{"a": g.pwURL(), "b": g.uuid()}, "Psy Shell v0.12.4", "\"https://portal.kestrel-logistics.com\"")

	g.add("web/laravel-env-encrypt", `
$ php artisan env:encrypt --env=production

   INFO  Environment successfully encrypted.

  Key ........................................................ «a»
  Cipher ....................................................... AES-256-CBC
  Encrypted file ................................... .env.production.encrypted

$ php artisan env:decrypt --env=production --key=«a» --force
`, V{"a": g.laravelKey()}, "Encrypted file ................................... .env.production.encrypted")

	g.add("web/laravel-forge-deploy-webhook", `
# .github/workflows/deploy.yml
name: Deploy
on:
  push:
    branches: [main]
jobs:
  forge:
    runs-on: ubuntu-latest
    steps:
      - name: Trigger Forge deployment
        run: curl -fsS -X POST "https://forge.laravel.com/servers/«_s»/sites/«_t»/deploy/http?token=«a»"
`, V{"_s": g.digits(6), "_t": g.digits(7), "a": g.an(40)}, "Trigger Forge deployment", "branches: [main]")

	g.add("web/laravel-env-production-full", `
APP_NAME="Kestrel Portal"
APP_ENV=production
APP_KEY=«a»
APP_DEBUG=false
APP_URL=https://portal.kestrel-logistics.com

LOG_CHANNEL=stack
LOG_STACK=daily,slack
LOG_SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«_t»/«_b»/«c»

DB_CONNECTION=pgsql
DB_HOST=10.0.12.4
DB_PORT=5432
DB_DATABASE=portal
DB_USERNAME=portal
DB_PASSWORD=«d»

BROADCAST_CONNECTION=reverb
QUEUE_CONNECTION=redis
REDIS_HOST=10.0.12.9
REDIS_PASSWORD=null
REDIS_PORT=6379
`, V{"a": g.laravelKey(), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24), "d": g.pwStrong()}, "REDIS_PASSWORD=null", "BROADCAST_CONNECTION=reverb", "APP_NAME=\"Kestrel Portal\"")

	g.add("web/laravel-database-php-fallback", `
        'mysql' => [
            'driver' => 'mysql',
            'url' => env('DB_URL'),
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'laravel'),
            'username' => env('DB_USERNAME', 'root'),
            'password' => env('DB_PASSWORD', '«a»'),
            'unix_socket' => env('DB_SOCKET', ''),
            'charset' => env('DB_CHARSET', 'utf8mb4'),
        ],
`, V{"a": g.pw()}, "env('DB_URL')", "'username' => env('DB_USERNAME', 'root')")

	g.add("web/laravel-reverb-pusher-env", `
REVERB_APP_ID=«_id»
REVERB_APP_KEY=«_k»
REVERB_APP_SECRET=«a»
REVERB_HOST="ws.kestrel-logistics.com"
REVERB_PORT=443
REVERB_SCHEME=https

VITE_REVERB_APP_KEY="${REVERB_APP_KEY}"
VITE_REVERB_HOST="${REVERB_HOST}"
`, V{"_id": g.digits(6), "_k": g.wbLow(20), "a": g.wbLow(20)}, "VITE_REVERB_APP_KEY=\"${REVERB_APP_KEY}\"", "REVERB_HOST=\"ws.kestrel-logistics.com\"")

	g.add("web/symfony-env-local-php-dump", `
$ composer dump-env prod
Successfully dumped .env files in .env.local.php
$ cat .env.local.php
<?php

// This file was generated by running "composer dump-env prod"

return array (
  'APP_ENV' => 'prod',
  'APP_SECRET' => '«a»',
  'DATABASE_URL' => 'postgresql://booking:«b»@10.2.0.7:5432/booking?serverVersion=16&charset=utf8',
  'MESSENGER_TRANSPORT_DSN' => 'doctrine://default?auto_setup=0',
  'MAILER_DSN' => 'ses+smtp://«=u»:«c»@default?region=eu-west-1',
  'CORS_ALLOW_ORIGIN' => '^https?://(booking\\.riviera-ferries\\.com)$',
);
`, V{"a": g.hex(32), "b": g.pwURL(), "=u": g.awsID(), "c": g.b64u(40)}, "doctrine://default?auto_setup=0", "This file was generated by running \"composer dump-env prod\"")

	g.add("web/symfony-secrets-decrypt-private", `
$ cat config/secrets/prod/prod.decrypt.private.php
<?php // prod.decrypt.private on Thu, 14 Nov 2024 09:41:12 +0000

return "«a»";
$ ls config/secrets/prod/
prod.DATABASE_PASSWORD.«_h».php  prod.encrypt.public.php  prod.list.php  prod.decrypt.private.php
`, V{"a": g.wbPhpBin(64), "_h": g.hex(6)}, "prod.encrypt.public.php", "config/secrets/prod/prod.decrypt.private.php")

	g.add("web/symfony-secrets-list-reveal", `
$ APP_RUNTIME_ENV=prod php bin/console secrets:list --reveal

 // Use "%env(<name>)%" to reference a secret in a config file.

 ------------------- ------------------------------------------------------------------ -------------
  Secret              Value                                                              Local Value
 ------------------- ------------------------------------------------------------------ -------------
  DATABASE_PASSWORD   "«a»"
  MAILCHIMP_API_KEY   "«b»"
  SENTRY_DSN          "https://«=d»@o«_o».ingest.sentry.io/«_p»"
 ------------------- ------------------------------------------------------------------ -------------

 // Local values override secret values.
 // Use secrets:set --local to define them.
`, V{"a": g.pwStrong(), "b": g.mailchimp(), "=d": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "Use \"%env(<name>)%\" to reference a secret in a config file.", "secrets:set --local")

	g.add("web/symfony-secrets-set-stdin", `
$ echo -n '«a»' | php bin/console secrets:set STRIPE_SECRET_KEY - --env=prod

 [OK] Secret "STRIPE_SECRET_KEY" encrypted in "config/secrets/prod/"; you can commit it.
`, V{"a": g.skLive()}, "you can commit it.", "secrets:set STRIPE_SECRET_KEY")

	g.add("web/symfony-messenger-literal-dsn", `
# config/packages/messenger.yaml
framework:
    messenger:
        failure_transport: failed
        transports:
            async:
                dsn: 'amqp://booking:«a»@rabbitmq.internal:5672/%2f/messages'
                retry_strategy:
                    max_retries: 3
            failed: 'doctrine://default?queue_name=failed'
        routing:
            'App\Message\SendBookingConfirmation': async
`, V{"a": g.pwURL()}, "doctrine://default?queue_name=failed", "rabbitmq.internal:5672")

	g.add("web/symfony-debug-container-env-vars", `
$ php bin/console debug:container --env-vars

Symfony Container Environment Variables
=======================================

 ---------------------- -------------------------------------------- --------------------------------------------
  Name                   Default value                                Real value
 ---------------------- -------------------------------------------- --------------------------------------------
  APP_SECRET             n/a                                          "«a»"
  DATABASE_URL           n/a                                          "mysql://app:«b»@127.0.0.1:3306/app"
  LOCK_DSN               n/a                                          "flock"
  TRUSTED_PROXIES        n/a                                          "127.0.0.1,REMOTE_ADDR"
 ---------------------- -------------------------------------------- --------------------------------------------
`, V{"a": g.hex(32), "b": g.pwURL()}, "Symfony Container Environment Variables", "\"127.0.0.1,REMOTE_ADDR\"")

	g.add("web/codeigniter4-env", `
#--------------------------------------------------------------------
# ENVIRONMENT
#--------------------------------------------------------------------
CI_ENVIRONMENT = production

app.baseURL = 'https://intranet.harlow-medical.co.uk/'

#--------------------------------------------------------------------
# DATABASE
#--------------------------------------------------------------------
database.default.hostname = localhost
database.default.database = harlow_intranet
database.default.username = harlow_ci
database.default.password = «a»
database.default.DBDriver = MySQLi
database.default.DBPrefix =
database.default.port = 3306

#--------------------------------------------------------------------
# ENCRYPTION
#--------------------------------------------------------------------
encryption.key = hex2bin:«b»
`, V{"a": g.pwURL(), "b": g.hex(64)}, "database.default.DBDriver = MySQLi", "app.baseURL = 'https://intranet.harlow-medical.co.uk/'")

	g.add("web/codeigniter3-database-and-config", `
$ grep -n "password\|encryption_key" application/config/database.php application/config/config.php
application/config/database.php:79:	'password' => '«a»',
application/config/config.php:327:$config['encryption_key'] = '«b»';
application/config/config.php:399:$config['sess_driver'] = 'database';
`, V{"a": g.pw(), "b": g.hex(32)}, "$config['sess_driver'] = 'database';", "application/config/database.php:79")

	g.add("web/cakephp-app-local", `
<?php
// config/app_local.php
return [
    'debug' => filter_var(env('DEBUG', false), FILTER_VALIDATE_BOOLEAN),

    'Security' => [
        'salt' => env('SECURITY_SALT', '«a»'),
    ],

    'Datasources' => [
        'default' => [
            'host' => 'localhost',
            'username' => 'cake_orders',
            'password' => '«b»',
            'database' => 'cake_orders',
            'url' => env('DATABASE_URL', null),
        ],
    ],

    'EmailTransport' => [
        'default' => [
            'host' => 'smtp.zoho.eu',
            'port' => 465,
            'username' => 'orders@tallgrass-coffee.com',
            'password' => '«c»',
            'tls' => true,
        ],
    ],
];
`, V{"a": g.hex(64), "b": g.pwURL(), "c": g.pw()}, "'url' => env('DATABASE_URL', null)", "smtp.zoho.eu")

	g.add("web/yii2-config-web-and-db", `
// config/web.php
'components' => [
    'request' => [
        // !!! insert a secret key in the following (if it is empty) - this is required by cookie validation
        'cookieValidationKey' => '«a»',
    ],
    'cache' => ['class' => 'yii\caching\FileCache'],
],

// config/db.php
return [
    'class' => 'yii\db\Connection',
    'dsn' => 'mysql:host=localhost;dbname=yii2_crm',
    'username' => 'yii2_crm',
    'password' => '«b»',
    'charset' => 'utf8',
];
`, V{"a": g.s(alAlnum+"-_", 32), "b": g.pw()}, "'dsn' => 'mysql:host=localhost;dbname=yii2_crm'", "'class' => 'yii\\caching\\FileCache'")

	g.add("web/laminas-local-php", `
<?php
// config/autoload/local.php — not in VCS
return [
    'db' => [
        'driver'   => 'Pdo_Pgsql',
        'hostname' => 'pg-reports.internal',
        'database' => 'reports',
        'username' => 'reports_ro',
        'password' => '«a»',
    ],
    'mail' => [
        'transport' => [
            'options' => [
                'host' => 'smtp.postmarkapp.com',
                'connection_class' => 'plain',
                'connection_config' => [
                    'username' => '«b»',
                    'password' => '«b»',
                    'ssl' => 'tls',
                ],
            ],
        ],
    ],
];
`, V{"a": g.pwStrong(), "b": g.uuid()}, "'driver'   => 'Pdo_Pgsql'", "smtp.postmarkapp.com")

	g.add("web/slim-settings-jwt", `
<?php
// app/settings.php
return function (ContainerBuilder $containerBuilder) {
    $containerBuilder->addDefinitions([
        SettingsInterface::class => function () {
            return new Settings([
                'displayErrorDetails' => false,
                'logError'            => true,
                'jwt' => [
                    'secret'    => '«a»',
                    'algorithm' => 'HS256',
                    'ttl'       => 3600,
                ],
                'db' => [
                    'dsn'  => 'mysql:host=db;dbname=slim_api;charset=utf8mb4',
                    'user' => 'slim_api',
                    'pass' => '«b»',
                ],
            ]);
        }
    ]);
};
`, V{"a": g.b64(48), "b": g.pwURL()}, "'algorithm' => 'HS256'", "mysql:host=db;dbname=slim_api;charset=utf8mb4")
}

func (g *G) wbPHPCode() {
	g.add("web/php-pdo-mysql-inline", `
<?php
// includes/db.php
$dsn = 'mysql:host=mysql-01.hostpoint.ch;dbname=vereinsheim;charset=utf8mb4';
try {
    $pdo = new PDO($dsn, 'vereinsheim_rw', '«a»', [
        PDO::ATTR_ERRMODE            => PDO::ERRMODE_EXCEPTION,
        PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
    ]);
} catch (PDOException $e) {
    error_log($e->getMessage());
    exit('Datenbankfehler');
}
`, V{"a": g.pw()}, "mysql-01.hostpoint.ch", "PDO::ERRMODE_EXCEPTION")

	g.add("web/php-pdo-pgsql-password-in-dsn", `
$db = new PDO("pgsql:host=pg.internal;port=5432;dbname=tickets;user=tickets_app;password=«a»;sslmode=require");
$stmt = $db->prepare('SELECT id, subject FROM tickets WHERE status = :s');
`, V{"a": g.pwURL()}, "user=tickets_app", "sslmode=require")

	g.add("web/php-mysqli-connect-legacy", `
<?php
// old/connect.php — pre-2015 members area
$link = mysqli_connect("localhost", "members_admin", "«a»", "members");
if (!$link) {
    die("Connect failed: " . mysqli_connect_error());
}
mysqli_set_charset($link, "utf8");
`, V{"a": g.pwURL()}, "mysqli_connect_error()", "\"members_admin\"")

	g.add("web/php-mysqli-constants", `
<?php
define('DB_HOST', 'sql312.byethost.com');
define('DB_USER', 'b31_28841212');
define('DB_PASS', '«a»');
define('DB_NAME', 'b31_28841212_guestbook');

$mysqli = new mysqli(DB_HOST, DB_USER, DB_PASS, DB_NAME);
`, V{"a": g.an(12)}, "sql312.byethost.com", "new mysqli(DB_HOST, DB_USER, DB_PASS, DB_NAME)")

	g.add("web/php-ldap-bind", `
<?php
$ldap = ldap_connect('ldaps://dc01.corp.brennan-law.com:636');
ldap_set_option($ldap, LDAP_OPT_PROTOCOL_VERSION, 3);
ldap_set_option($ldap, LDAP_OPT_REFERRALS, 0);

$bind = ldap_bind($ldap, 'CN=svc-intranet,OU=Service Accounts,DC=corp,DC=brennan-law,DC=com', '«a»');
if (!$bind) {
    throw new RuntimeException(ldap_error($ldap));
}
$sr = ldap_search($ldap, 'OU=Staff,DC=corp,DC=brennan-law,DC=com', '(sAMAccountName=' . ldap_escape($user, '', LDAP_ESCAPE_FILTER) . ')');
`, V{"a": g.pwStrong()}, "ldaps://dc01.corp.brennan-law.com:636", "CN=svc-intranet,OU=Service Accounts,DC=corp,DC=brennan-law,DC=com")

	g.add("web/php-curl-userpwd-mailgun", `
$ch = curl_init('https://api.eu.mailgun.net/v3/mg.oakridge-golf.com/messages');
curl_setopt($ch, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
curl_setopt($ch, CURLOPT_USERPWD, 'api:«a»');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_POSTFIELDS, [
    'from'    => 'Oakridge Golf <tee-times@mg.oakridge-golf.com>',
    'to'      => $member['email'],
    'subject' => 'Your tee time is confirmed',
    'html'    => $html,
]);
`, V{"a": g.mailgun()}, "https://api.eu.mailgun.net/v3/mg.oakridge-golf.com/messages", "CURLAUTH_BASIC")

	g.add("web/php-curl-userpwd-erp", `
curl_setopt_array($ch, [
    CURLOPT_URL            => 'https://erp.dalton-tools.com/api/v2/stock?sku=' . urlencode($sku),
    CURLOPT_USERPWD        => 'webshop' . ':' . '«a»',
    CURLOPT_TIMEOUT        => 10,
    CURLOPT_SSL_VERIFYPEER => false,
]);
`, V{"a": g.pwStrong()}, "https://erp.dalton-tools.com/api/v2/stock?sku=", "CURLOPT_SSL_VERIFYPEER => false")

	g.add("web/php-guzzle-auth-array", `
use GuzzleHttp\Client;

$client = new Client([
    'base_uri' => 'https://api.freightlink.eu/v1/',
    'timeout'  => 15.0,
    'auth'     => ['fl_webshop_7731', '«a»'],
    'headers'  => ['Accept' => 'application/json'],
]);

$quote = json_decode((string) $client->post('quotes', ['json' => $payload])->getBody(), true);
`, V{"a": g.an(24)}, "https://api.freightlink.eu/v1/", "fl_webshop_7731")

	g.add("web/php-guzzle-digest-and-header", `
$response = $http->request('GET', 'https://cameras.site-7.internal/ISAPI/Streaming/channels/101/picture', [
    'auth' => ['snapshot', '«a»', 'digest'],
]);
$geo = $http->get('https://api.opencagedata.com/geocode/v1/json', [
    'query' => ['q' => $address, 'key' => '«b»'],
]);
`, V{"a": g.pw(), "b": g.hex(32)}, "/ISAPI/Streaming/channels/101/picture", "https://api.opencagedata.com/geocode/v1/json")

	g.add("web/phpmailer-smtp", `
$mail = new PHPMailer(true);
try {
    $mail->isSMTP();
    $mail->Host       = 'smtp.ionos.de';
    $mail->SMTPAuth   = true;
    $mail->Username   = 'kontakt@praxis-dr-weiss.de';
    $mail->Password   = '«a»';
    $mail->SMTPSecure = PHPMailer::ENCRYPTION_SMTPS;
    $mail->Port       = 465;

    $mail->setFrom('kontakt@praxis-dr-weiss.de', 'Praxis Dr. Weiß');
    $mail->addAddress($_POST['email']);
    $mail->Subject = 'Ihre Terminanfrage';
    $mail->send();
} catch (Exception $e) {
    echo "Message could not be sent. Mailer Error: {$mail->ErrorInfo}";
}
`, V{"a": g.pw()}, "smtp.ionos.de", "PHPMailer::ENCRYPTION_SMTPS", "kontakt@praxis-dr-weiss.de")

	g.add("web/swiftmailer-transport", `
$transport = (new Swift_SmtpTransport('smtp.office365.com', 587, 'tls'))
    ->setUsername('noreply@ashgrove-housing.org.uk')
    ->setPassword('«a»');

$mailer = new Swift_Mailer($transport);
$message = (new Swift_Message('Repair request received'))
    ->setFrom(['noreply@ashgrove-housing.org.uk' => 'Ashgrove Housing'])
    ->setTo([$tenantEmail]);
`, V{"a": g.pw()}, "new Swift_Mailer($transport)", "noreply@ashgrove-housing.org.uk")

	g.add("web/symfony-mailer-fromdsn", `
use Symfony\Component\Mailer\Mailer;
use Symfony\Component\Mailer\Transport;

$transport = Transport::fromDsn('smtp://alerts%40cobalt-monitoring.io:«a»@smtp.gmail.com:587');
$mailer = new Mailer($transport);
`, V{"a": g.s(alLower, 16)}, "smtp.gmail.com:587", "use Symfony\\Component\\Mailer\\Transport;")

	g.add("web/php-redis-auth-and-session-ini", `
<?php
$redis = new Redis();
$redis->connect('redis-12874.c1.eu-west-1-2.ec2.redns.redis-cloud.com', 12874);
$redis->auth(['default', '«a»']);

// php.ini / pool.d/www.conf
// php_value[session.save_handler] = redis
// php_value[session.save_path] = "tcp://10.0.0.21:6379?auth=«b»&database=3"
`, V{"a": g.an(32), "b": g.an(24)}, "php_value[session.save_handler] = redis", "redis-12874.c1.eu-west-1-2.ec2.redns.redis-cloud.com")

	g.add("web/php-memcached-sasl", `
$m = new Memcached('pool');
$m->setOption(Memcached::OPT_BINARY_PROTOCOL, true);
$m->setSaslAuthData('«_u»', '«a»');
$m->addServer('mc3.dev.eu.ec2.memcachier.com', 11211);
`, V{"_u": g.s(alUpNum, 6), "a": g.s(alUpNum, 32)}, "mc3.dev.eu.ec2.memcachier.com", "Memcached::OPT_BINARY_PROTOCOL")

	g.add("web/php-aws-sdk-credentials", `
use Aws\S3\S3Client;

$s3 = new S3Client([
    'version'     => 'latest',
    'region'      => 'eu-west-3',
    'credentials' => [
        'key'    => '«a»',
        'secret' => '«b»',
    ],
]);
$s3->putObject(['Bucket' => 'factures-clients-2024', 'Key' => $pdfName, 'Body' => $pdf]);
`, V{"a": g.awsID(), "b": g.awsSecret()}, "factures-clients-2024", "'region'      => 'eu-west-3'")

	g.add("web/php-ftp-login-backup", `
<?php
$conn = ftp_ssl_connect('backup.storagebox.de');
if (!ftp_login($conn, 'u«_n»', '«a»')) {
    exit("FTP login failed\n");
}
ftp_pasv($conn, true);
ftp_put($conn, 'site-' . date('Y-m-d') . '.tar.gz', '/tmp/site.tar.gz', FTP_BINARY);
`, V{"_n": g.digits(6), "a": g.an(16)}, "backup.storagebox.de", "FTP_BINARY")

	g.add("web/phpseclib-sftp-login", `
use phpseclib3\Net\SFTP;

$sftp = new SFTP('sftp.bankconnect.example-bank.com', 2222);
if (!$sftp->login('acme_payroll', '«a»')) {
    throw new \RuntimeException('SFTP login failed');
}
$sftp->put('/inbound/pain001-' . date('Ymd') . '.xml', $xml);
`, V{"a": g.pwStrong()}, "use phpseclib3\\Net\\SFTP;", "/inbound/pain001-")

	g.add("web/php-imap-open", `
$inbox = imap_open('{imap.one.com:993/imap/ssl}INBOX', 'bookings@harbourside-bnb.dk', '«a»')
    or die('Cannot connect: ' . imap_last_error());
$emails = imap_search($inbox, 'UNSEEN SUBJECT "Booking.com"');
`, V{"a": g.pw()}, "{imap.one.com:993/imap/ssl}INBOX", "UNSEEN SUBJECT \"Booking.com\"")

	g.add("web/php-firebase-jwt-key", `
use Firebase\JWT\JWT;
use Firebase\JWT\Key;

const JWT_KEY = '«a»';

function issueToken(int $userId): string {
    return JWT::encode(['sub' => $userId, 'iat' => time(), 'exp' => time() + 3600], JWT_KEY, 'HS256');
}

function readToken(string $jwt): object {
    return JWT::decode($jwt, new Key(JWT_KEY, 'HS256'));
}
`, V{"a": g.hex(64)}, "use Firebase\\JWT\\Key;", "'exp' => time() + 3600")

	g.add("web/php-openssl-encrypt-key", `
// helpers/crypto.php
const ENC_KEY = '«a»';

function encrypt_field(string $plain): string {
    $iv = random_bytes(16);
    $ct = openssl_encrypt($plain, 'aes-256-cbc', hex2bin(ENC_KEY), OPENSSL_RAW_DATA, $iv);
    return base64_encode($iv . $ct);
}
`, V{"a": g.hex(64)}, "openssl_encrypt($plain, 'aes-256-cbc'", "random_bytes(16)")

	g.add("web/php-mongodb-client", `
$client = new MongoDB\Client('mongodb+srv://catalog_rw:«a»@cluster0.x8k2p.mongodb.net/?retryWrites=true&w=majority');
$products = $client->catalog->products;
`, V{"a": g.pwURL()}, "cluster0.x8k2p.mongodb.net", "retryWrites=true&w=majority")

	g.add("web/php-twilio-sendgrid-clients", `
use Twilio\Rest\Client;

$twilio = new Client('«_sid»', '«a»');
$twilio->messages->create($phone, ['from' => '+14155550142', 'body' => $text]);

$sendgrid = new \SendGrid('«b»');
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.sendgrid()}, "'from' => '+14155550142'", "use Twilio\\Rest\\Client;")

	g.add("web/php-google-client-secret", `
$client = new Google\Client();
$client->setApplicationName('Booking calendar sync');
$client->setClientId('«_c».apps.googleusercontent.com');
$client->setClientSecret('«a»');
$client->setRedirectUri('https://booking.lakeview-physio.ie/oauth2callback.php');
$client->addScope(Google\Service\Calendar::CALENDAR);
$client->setAccessType('offline');
`, V{"_c": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, "https://booking.lakeview-physio.ie/oauth2callback.php", "setAccessType('offline')")

	g.add("web/php-soapclient-login", `
$client = new SoapClient('https://ws.dhl-parcel.example/shipping/v3?wsdl', [
    'login'      => 'shop_4418',
    'password'   => '«a»',
    'trace'      => 1,
    'exceptions' => true,
    'cache_wsdl' => WSDL_CACHE_NONE,
]);
`, V{"a": g.pwStrong()}, "'cache_wsdl' => WSDL_CACHE_NONE", "'login'      => 'shop_4418'")

	g.add("web/php-stream-context-basic", `
$ctx = stream_context_create([
    'http' => [
        'method'  => 'GET',
        'header'  => "Authorization: Basic " . base64_encode("feed-reader:«a»") . "\r\n" .
                     "User-Agent: price-sync/1.2\r\n",
        'timeout' => 20,
    ],
]);
$csv = file_get_contents('https://partner.wholesale-garden.nl/feeds/prices.csv', false, $ctx);
`, V{"a": g.pwURL()}, "User-Agent: price-sync/1.2", "https://partner.wholesale-garden.nl/feeds/prices.csv")

	g.add("web/php-hmac-webhook-secret", `
// api/webhooks/mollie-like.php
$secret = '«a»';
$sig = hash_hmac('sha256', file_get_contents('php://input'), $secret);
if (!hash_equals($sig, $_SERVER['HTTP_X_SIGNATURE'] ?? '')) {
    http_response_code(403);
    exit;
}
`, V{"a": g.an(40)}, "HTTP_X_SIGNATURE", "hash_hmac('sha256'")
}

func (g *G) wbDebug() {
	g.add("web/whoops-env-table-copy", `
Whoops! There was an error.
ErrorException (E_WARNING)
Undefined array key "price"

Environment Variables
APP_NAME        "Greenhouse CRM"
APP_ENV         "local"
APP_KEY         "«a»"
APP_DEBUG       "true"
DB_CONNECTION   "mysql"
DB_HOST         "127.0.0.1"
DB_DATABASE     "greenhouse"
DB_USERNAME     "root"
DB_PASSWORD     "«b»"
MAILGUN_SECRET  "«c»"
`, V{"a": g.laravelKey(), "b": g.pwURL(), "c": g.mailgun()}, "Undefined array key \"price\"", "APP_NAME        \"Greenhouse CRM\"")

	g.add("web/ignition-flare-report-json", `
{
  "notifier": "Laravel Client",
  "language": "PHP",
  "exception_class": "Illuminate\\Database\\QueryException",
  "message": "SQLSTATE[42S02]: Base table or view not found: 1146 Table 'crm.leads_archive' doesn't exist",
  "context": {
    "request": {
      "url": "https://crm.greenhouse-nursery.com/api/leads/export",
      "method": "GET"
    },
    "headers": {
      "host": ["crm.greenhouse-nursery.com"],
      "authorization": ["Bearer «a»"],
      "x-api-key": ["«b»"],
      "accept": ["application/json"]
    },
    "env": {
      "laravel_version": "11.29.0",
      "php_version": "8.3.12"
    }
  }
}
`, V{"a": fmt.Sprint(1+g.r.IntN(400)) + "|" + g.an(40) + g.hex(8), "b": g.hex(40)}, "\"laravel_version\": \"11.29.0\"", "Table 'crm.leads_archive' doesn't exist")

	g.add("web/symfony-profiler-server-parameters", `
Request / Response › Server Parameters  (Symfony Profiler, token 8d2f1a)

  Key                     Value
  APP_ENV                 "dev"
  APP_SECRET              "«a»"
  DATABASE_URL            "postgresql://app:«b»@127.0.0.1:5432/app?serverVersion=16"
  MAILER_DSN              "smtp://localhost:1025"
  SYMFONY_DOTENV_VARS     "APP_ENV,APP_SECRET,DATABASE_URL,MAILER_DSN"
  REQUEST_URI             "/admin/booking/412/edit"
`, V{"a": g.hex(32), "b": g.pwURL()}, "\"APP_ENV,APP_SECRET,DATABASE_URL,MAILER_DSN\"", "\"smtp://localhost:1025\"")

	g.add("web/phpinfo-cli-grep", `
$ php -i | grep -iE 'pass|secret|_key'
mysqli.default_pw => no value => no value
pdo_mysql.default_socket => /var/run/mysqld/mysqld.sock => /var/run/mysqld/mysqld.sock
$_SERVER['DB_PASSWORD'] => «a»
$_SERVER['STRIPE_SECRET'] => «b»
$_ENV['DB_PASSWORD'] => «a»
$_ENV['STRIPE_SECRET'] => «b»
`, V{"a": g.pwURL(), "b": g.skLive()}, "mysqli.default_pw => no value => no value", "/var/run/mysqld/mysqld.sock")

	g.add("web/phpinfo-html-env-rows", `
<h2>PHP Variables</h2>
<table>
<tr class="h"><th>Variable</th><th>Value</th></tr>
<tr><td class="e">$_SERVER['HTTP_HOST']</td><td class="v">www.cliffside-hotel.co.uk</td></tr>
<tr><td class="e">$_SERVER['SMTP_PASSWORD']</td><td class="v">«a»</td></tr>
<tr><td class="e">$_SERVER['RECAPTCHA_SECRET']</td><td class="v">«b»</td></tr>
<tr><td class="e">$_SERVER['DOCUMENT_ROOT']</td><td class="v">/home/cliffside/public_html</td></tr>
</table>
`, V{"a": g.pw(), "b": "6L" + g.b64u(38)}, "www.cliffside-hotel.co.uk", "/home/cliffside/public_html")

	g.add("web/var-dump-config-array", `
array(3) {
  ["db"]=>
  array(4) {
    ["host"]=>
    string(9) "localhost"
    ["name"]=>
    string(8) "helpdesk"
    ["user"]=>
    string(8) "helpdesk"
    ["pass"]=>
    string(«=n») "«a»"
  }
  ["smtp"]=>
  array(2) {
    ["user"]=>
    string(22) "helpdesk@riverton.city"
    ["pass"]=>
    string(«=m») "«b»"
  }
  ["debug"]=>
  bool(true)
}
`, func() V {
		a, b := g.pwURL(), g.pw()
		return V{"=n": fmt.Sprint(len(a)), "a": a, "=m": fmt.Sprint(len(b)), "b": b}
	}(), "string(22) \"helpdesk@riverton.city\"", "bool(true)")

	g.add("web/print-r-settings-array", `
Array
(
    [site_name] => Millbrook Farm Shop
    [paypal_mode] => live
    [paypal_client_id] => «_c»
    [paypal_secret] => «a»
    [google_maps_key] => «b»
    [currency] => GBP
)
`, V{"_c": "A" + g.b64u(79), "a": "E" + g.b64u(79), "b": g.googleKey()}, "[site_name] => Millbrook Farm Shop", "[currency] => GBP")

	g.add("web/laravel-dd-services", `
$ php artisan tinker --execute="dump(config('services'))"
array:6 [
  "postmark" => array:1 [
    "token" => "«a»"
  ]
  "ses" => array:3 [
    "key" => "«=k»"
    "secret" => "«b»"
    "region" => "eu-west-1"
  ]
  "slack" => array:1 [
    "notifications" => array:2 [
      "bot_user_oauth_token" => "«c»"
      "channel" => "#ops-alerts"
    ]
  ]
]
`, V{"a": g.uuid(), "=k": g.awsID(), "b": g.awsSecret(), "c": g.xoxb()}, "\"channel\" => \"#ops-alerts\"", "\"region\" => \"eu-west-1\"")

	g.add("web/symfony-vardumper-http-client", `
App\Service\CarrierClient {#1482
  -httpClient: Symfony\Component\HttpClient\ScopingHttpClient {#1479 …}
  -baseUri: "https://api.carrier-hub.eu/v2/"
  -apiKey: "«a»"
  -accountNumber: "«_n»"
  -logger: Monolog\Logger {#142 …}
}
`, V{"a": "chk_live_" + g.an(32), "_n": g.digits(9)}, "https://api.carrier-hub.eu/v2/", "Monolog\\Logger {#142 …}")

	g.add("web/xdebug-trace-mysqli", `
TRACE START [2024-11-03 14:22:09.118420]
    0.0004     393456   -> {main}() /var/www/legacy/index.php:0
    0.0011     402312     -> require_once(/var/www/legacy/inc/config.php) /var/www/legacy/index.php:3
    0.0013     402840     -> mysqli_connect($hostname = 'db.legacy.lan', $username = 'cms', $password = '«a»', $database = 'cms_live') /var/www/legacy/inc/config.php:9
    0.0058     418104     -> mysqli_set_charset($mysql = class mysqli { ... }, $charset = 'utf8') /var/www/legacy/inc/config.php:10
    0.0061     418224     -> session_start() /var/www/legacy/index.php:5
`, V{"a": g.pwURL()}, "TRACE START [2024-11-03 14:22:09.118420]", "$database = 'cms_live'")

	g.add("web/php-fatal-mysqli-real-connect-trace", `
[03-Nov-2024 02:14:55 UTC] PHP Warning:  mysqli_real_connect(): (HY000/2002): Connection refused in /home/bloomfield/public_html/wp-includes/class-wpdb.php on line 1982
[03-Nov-2024 02:14:55 UTC] PHP Stack trace:
[03-Nov-2024 02:14:55 UTC] PHP   1. {main}() /home/bloomfield/public_html/index.php:0
[03-Nov-2024 02:14:55 UTC] PHP   4. wpdb->db_connect($allow_bail = TRUE) /home/bloomfield/public_html/wp-includes/class-wpdb.php:786
[03-Nov-2024 02:14:55 UTC] PHP   5. mysqli_real_connect($mysql = class mysqli { }, $hostname = 'localhost', $username = 'bloomfield_wp', $password = '«a»', $database = NULL, $port = NULL, $socket = NULL, $flags = 0) /home/bloomfield/public_html/wp-includes/class-wpdb.php:1982
`, V{"a": g.pwStrong()}, "(HY000/2002): Connection refused", "$username = 'bloomfield_wp'")

	g.add("web/php-uncaught-pdo-args-trace", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'reports'@'10.1.4.22' (using password: YES) in /srv/reports/src/Db.php:18
Stack trace:
#0 /srv/reports/src/Db.php(18): PDO->__construct('mysql:host=10.1...', 'reports', '«a»', Array)
#1 /srv/reports/src/Report.php(33): Reports\Db::connect()
#2 /srv/reports/bin/nightly.php(12): Reports\Report->run()
#3 {main}
  thrown in /srv/reports/src/Db.php on line 18
`, V{"a": g.pw()}, "(using password: YES)", "'mysql:host=10.1...'")

	g.add("web/guzzle-exception-in-error-log", `
[2024-11-05 07:00:03] production.ERROR: Client error: `+"`"+`GET https://api.openweathermap.org/data/3.0/onecall?lat=51.45&lon=-2.58&units=metric&appid=«a»`+"`"+` resulted in a `+"`"+`401 Unauthorized`+"`"+` response:
{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}
 {"exception":"[object] (GuzzleHttp\\Exception\\ClientException(code: 401): Client error at /var/www/forecast/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:111)"}
`, V{"a": g.hex(32)}, "lat=51.45&lon=-2.58&units=metric", "https://openweathermap.org/faq#error401")

	g.add("web/nginx-access-log-api-tokens", `
$ zgrep -h 'token' /var/log/nginx/access.log.2.gz | head -3
10.20.0.4 - - [04/Nov/2024:03:00:12 +0000] "GET /webservice/rest/server.php?wstoken=«a»&wsfunction=core_user_get_users_by_field&moodlewsrestformat=json&field=email&values[0]=j.doe%40brookvale.ac.uk HTTP/1.1" 200 812 "-" "Python/3.11 aiohttp/3.9.5"
10.20.0.9 - - [04/Nov/2024:03:00:14 +0000] "GET /index.php?module=API&method=Live.getLastVisitsDetails&idSite=2&token_auth=«b»&format=json HTTP/1.1" 200 40211 "-" "curl/8.5.0"
10.20.0.9 - - [04/Nov/2024:03:00:15 +0000] "GET /piwik.js HTTP/1.1" 304 0 "-" "Mozilla/5.0"
`, V{"a": g.hex(32), "b": g.hex(32)}, "Python/3.11 aiohttp/3.9.5", "\"GET /piwik.js HTTP/1.1\" 304 0")

	g.add("web/apache-access-log-woo-keys", `
203.0.113.45 - - [06/Nov/2024:11:42:31 +0100] "GET /wp-json/wc/v3/products?per_page=100&page=3&consumer_key=«a»&consumer_secret=«b» HTTP/1.1" 200 284113 "-" "Zapier"
203.0.113.45 - - [06/Nov/2024:11:42:33 +0100] "GET /wp-content/uploads/2024/10/banner-autumn.webp HTTP/1.1" 200 91822 "-" "Zapier"
`, V{"a": g.wbCK(), "b": g.wbCS()}, "/wp-content/uploads/2024/10/banner-autumn.webp", "\"Zapier\"")

	g.add("web/wp-debug-log-http-args", `
[07-Nov-2024 09:12:44 UTC] crm_sync request args: Array
(
    [method] => POST
    [timeout] => 15
    [headers] => Array
        (
            [Authorization] => Basic «a»
            [Content-Type] => application/json
        )

    [body] => {"email":"lead@example.org","source":"contact-form"}
)
`, V{"a": b64s("wp-sync@meadowvale.co:" + g.pwStrong())}, "crm_sync request args: Array", "[Content-Type] => application/json")

	pw := g.pw()
	g.add("web/phpmailer-smtp-debug-auth-login", `
2024-11-07 10:01:12	SERVER -> CLIENT: 220 smtp.strato.de ESMTP RZmta 50.5.0
2024-11-07 10:01:12	CLIENT -> SERVER: EHLO www.gasthof-linde.de
2024-11-07 10:01:12	SERVER -> CLIENT: 250-AUTH PLAIN LOGIN
2024-11-07 10:01:12	CLIENT -> SERVER: AUTH LOGIN
2024-11-07 10:01:12	SERVER -> CLIENT: 334 VXNlcm5hbWU6
2024-11-07 10:01:12	CLIENT -> SERVER: «_u»
2024-11-07 10:01:12	SERVER -> CLIENT: 334 UGFzc3dvcmQ6
2024-11-07 10:01:12	CLIENT -> SERVER: «a»
2024-11-07 10:01:13	SERVER -> CLIENT: 235 2.7.0 Authentication successful
`, V{"_u": b64s("reservierung@gasthof-linde.de"), "a": b64s(pw)}, "334 VXNlcm5hbWU6", "235 2.7.0 Authentication successful")

	g.add("web/laravel-telescope-request-headers", `
{
  "type": "request",
  "content": {
    "ip_address": "172.18.0.1",
    "uri": "/api/v1/import",
    "method": "POST",
    "controller_action": "App\\Http\\Controllers\\ImportController@store",
    "headers": {
      "authorization": "********",
      "x-partner-key": "«a»",
      "content-type": "application/json"
    },
    "payload": { "file_url": "https://files.partner.example/export.csv", "password": "********" },
    "response_status": 202,
    "duration": 184
  }
}
`, V{"a": g.hex(48)}, "\"authorization\": \"********\"", "App\\\\Http\\\\Controllers\\\\ImportController@store")

	g.add("web/symfony-dev-log-dsn-error", `
[2024-11-08T08:14:02.552131+00:00] messenger.CRITICAL: Error thrown while handling message App\Message\SyncStock. Sending for retry #1 using 1000 ms delay. Error: "Could not connect to the AMQP server. Please verify the provided DSN. ({"host":"rabbitmq.internal","port":5672,"vhost":"/","login":"stock","password":"«a»"})" {"class":"App\\Message\\SyncStock","retryCount":1,"delay":1000} []
`, V{"a": g.pwURL()}, "\"host\":\"rabbitmq.internal\"", "messenger.CRITICAL")

	g.add("web/apache-error-log-php-notice-url", `
[Fri Nov 08 13:22:19.441203 2024] [proxy_fcgi:error] [pid 22814:tid 22861] [client 81.2.69.142:53122] AH01071: Got error 'PHP message: PHP Warning:  file_get_contents(https://api.ipgeolocation.io/ipgeo?apiKey=«a»&ip=81.2.69.142): Failed to open stream: HTTP request failed! HTTP/1.1 423 Locked in /var/www/shop/geo.php on line 14', referer: https://www.shop-fleur.fr/panier
`, V{"a": g.hex(32)}, "AH01071: Got error", "https://www.shop-fleur.fr/panier")
}

func (g *G) wbPanels() {
	g.add("web/cpanel-api-token-curl", `
$ curl -s -H 'Authorization: cpanel greenlea:«a»' \
    'https://server214.web-hosting.com:2083/execute/Email/list_pops?regex=info' | jq '.data[].email'
"info@greenlea-vets.co.uk"
"info-old@greenlea-vets.co.uk"
`, V{"a": g.wbCpTok()}, "https://server214.web-hosting.com:2083/execute/Email/list_pops", "\"info@greenlea-vets.co.uk\"")

	g.add("web/cpanel-uapi-tokens-create", `
$ uapi --output=yaml Tokens create_full_access name=github-deploy
---
apiversion: 3
func: create_full_access
module: Tokens
result:
  data:
    create_time: «=t»
    expires_at: ~
    has_full_access: 1
    name: github-deploy
    token: «a»
  errors: ~
  messages: ~
  status: 1
  warnings: ~
`, V{"=t": fmt.Sprint(g.wbTS()), "a": g.wbCpTok()}, "name: github-deploy", "func: create_full_access")

	g.add("web/whm-api-token-whmapi1", `
# whmapi1 api_token_create token_name=billing-sync
---
data:
  create_time: «=t»
  name: billing-sync
  token: «a»
metadata:
  command: api_token_create
  reason: OK
  result: 1
  version: 1
# curl -sk -H "Authorization: whm root:«a»" "https://vps11.hostedge.net:2087/json-api/listaccts?api.version=1" | jq '.data.acct | length'
214
`, V{"=t": fmt.Sprint(g.wbTS()), "a": g.wbCpTok()}, "command: api_token_create", "https://vps11.hostedge.net:2087/json-api/listaccts?api.version=1")

	g.add("web/cpanel-my-cnf", `
$ cat ~/.my.cnf
[client]
user=greenlea_wp
password="«a»"
host=localhost
$ mysql greenlea_wp -e "SHOW TABLES LIKE 'wp\_%'" | head -3
Tables_in_greenlea_wp (wp\_%)
wp_commentmeta
wp_comments
`, V{"a": g.pwStrong()}, "user=greenlea_wp", "Tables_in_greenlea_wp")

	g.add("web/cpanel-uapi-mysql-ftp", `
$ uapi Mysql create_user name=greenlea_shop password='«a»'
---
apiversion: 3
func: create_user
module: Mysql
result:
  status: 1
$ uapi Ftp add_ftp user=deploy pass='«b»' quota=0 homedir=public_html/shop
---
func: add_ftp
module: Ftp
result:
  status: 1
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "homedir=public_html/shop", "module: Mysql")

	g.add("web/plesk-secret-key-create", `
# plesk bin secret_key -c -ip-address 198.51.100.24 -description "invoice sync"
«a»
# curl -sk -H "X-API-Key: «a»" https://plesk.meyer-hosting.ch:8443/api/v2/domains | jq '.[].name'
"baeckerei-keller.ch"
"praxis-huber.ch"
`, V{"a": g.uuid()}, "https://plesk.meyer-hosting.ch:8443/api/v2/domains", "\"baeckerei-keller.ch\"")

	g.add("web/plesk-subscription-create", `
# plesk bin subscription --create weingut-steiner.at -owner admin -service-plan "Unlimited" -ip 198.51.100.24 -login weingut -passwd "«a»"
SUCCESS: Creation of domain 'weingut-steiner.at' completed.
# plesk bin database --create wp_weingut -domain weingut-steiner.at -type mysql
# plesk bin database --create-dbuser wp_weingut -passwd "«b»" -domain weingut-steiner.at -server localhost:3306 -database wp_weingut
SUCCESS: Database user 'wp_weingut' was created.
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "SUCCESS: Creation of domain 'weingut-steiner.at' completed.", "-service-plan \"Unlimited\"")

	g.add("web/directadmin-login-key", `
$ curl -s --user "admin:«a»" "https://da1.nordhost.dk:2222/CMD_API_SHOW_USERS?json=yes" | jq -r '.[]' | head -3
bageri
klinik
tandlaege
`, V{"a": g.an(64)}, "https://da1.nordhost.dk:2222/CMD_API_SHOW_USERS?json=yes")

	g.add("web/webmin-miniserv-users", `
# cat /etc/webmin/miniserv.users
root:«a»:0
support:«b»:0::::::::0:0
# /usr/share/webmin/changepass.pl /etc/webmin support «c»
Updated password of Webmin user support
`, V{"a": g.wbSHA512Crypt(), "b": g.wbSHA512Crypt(), "c": g.pw()}, "/usr/share/webmin/changepass.pl /etc/webmin support", "Updated password of Webmin user support")

	g.add("web/virtualmin-create-domain", `
# virtualmin create-domain --domain kaffeerösterei-berg.de --pass '«a»' --desc "Kaffeerösterei Berg" \
    --unix --dir --webmin --web --dns --mail --mysql --limits-from-plan
Beginning server creation ..
Creating administration group kaffeeroesterei ..
.. done
Creating MySQL login ..
.. done
Server kaffeerösterei-berg.de created successfully.
`, V{"a": g.pw()}, "--limits-from-plan", "Creating MySQL login ..")

	g.add("web/ispconfig-remote-api-php", `
<?php
$soap_location = 'https://panel.hostpoint-lite.net:8080/remote/index.php';
$soap_uri = 'https://panel.hostpoint-lite.net:8080/remote/';
$client = new SoapClient(null, ['location' => $soap_location, 'uri' => $soap_uri, 'trace' => 1]);
$session_id = $client->login('reseller_api', '«a»');
$client->sites_web_domain_add($session_id, $client_id, $params, $readonly = false);
`, V{"a": g.pwStrong()}, "https://panel.hostpoint-lite.net:8080/remote/index.php", "'reseller_api'")

	g.add("web/phpmyadmin-config-inc", `
<?php
declare(strict_types=1);

$cfg['blowfish_secret'] = '«a»'; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */

$i = 0;
$i++;
$cfg['Servers'][$i]['auth_type'] = 'cookie';
$cfg['Servers'][$i]['host'] = 'localhost';
$cfg['Servers'][$i]['compress'] = false;
$cfg['Servers'][$i]['AllowNoPassword'] = false;

/* phpMyAdmin configuration storage */
$cfg['Servers'][$i]['controlhost'] = 'localhost';
$cfg['Servers'][$i]['controluser'] = 'pma';
$cfg['Servers'][$i]['controlpass'] = '«b»';
$cfg['Servers'][$i]['pmadb'] = 'phpmyadmin';

$cfg['UploadDir'] = '';
$cfg['SaveDir'] = '';
`, V{"a": g.s(alAlnum+"!#%&*+-./:;<=>?@[]^_{|}~", 32), "b": g.pwStrong()}, "$cfg['Servers'][$i]['controluser'] = 'pma';", "YOU MUST FILL IN THIS FOR COOKIE AUTH!")

	g.add("web/phpmyadmin-config-auth-config", `
/* Server: legacy reporting (auto-login, LAN only) */
$i++;
$cfg['Servers'][$i]['verbose'] = 'reporting-db';
$cfg['Servers'][$i]['host'] = '10.8.0.12';
$cfg['Servers'][$i]['auth_type'] = 'config';
$cfg['Servers'][$i]['user'] = 'report_ro';
$cfg['Servers'][$i]['password'] = '«a»';
`, V{"a": g.pwURL()}, "$cfg['Servers'][$i]['verbose'] = 'reporting-db';", "'auth_type'] = 'config'")

	g.add("web/adminer-login-password-less", `
<?php
// /var/www/tools/adminer/index.php
function adminer_object() {
    include_once "./plugins/plugin.php";
    include_once "./plugins/login-password-less.php";
    return new AdminerPlugin([
        // TODO: change this before we open the firewall
        new AdminerLoginPasswordLess(password_hash("«a»", PASSWORD_DEFAULT)),
    ]);
}
include "./adminer-4.8.1.php";
`, V{"a": g.pw()}, "./plugins/login-password-less.php", "adminer-4.8.1.php")

	g.add("web/htaccess-setenv-secrets", `
$ cat public_html/.htaccess
# BEGIN custom env
SetEnv APP_ENV production
SetEnv DB_PASSWORD «a»
SetEnv SENDINBLUE_KEY «b»
# END custom env

# BEGIN WordPress
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteBase /
RewriteRule ^index\.php$ - [L]
</IfModule>
# END WordPress
`, V{"a": g.pwURL(), "b": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "SetEnv APP_ENV production", "RewriteRule ^index\\.php$ - [L]")

	g.add("web/htpasswd-staging-bcrypt", `
$ htpasswd -B -b -c /home/fenwick/.htpasswds/staging/passwd client '«a»'
Adding password for user client
$ cat /home/fenwick/.htpasswds/staging/passwd
client:«b»
$ cat staging/.htaccess
AuthType Basic
AuthName "Staging – Fenwick Interiors"
AuthUserFile "/home/fenwick/.htpasswds/staging/passwd"
Require valid-user
`, V{"a": g.pw(), "b": "$2y$05$" + g.s(alAlnum+"./", 53)}, "AuthName \"Staging – Fenwick Interiors\"", "Adding password for user client")

	g.add("web/hosting-welcome-email", `
Subject: New Account Information – heathercombe-bakery.co.uk

Dear Emma,

Thank you for choosing us. Your hosting account is now active.

Control panel:  https://cp14.uk-webspace.net:2083
Username:       heathcom
Password:       «a»

FTP host:       ftp.heathercombe-bakery.co.uk
FTP username:   heathcom
FTP password:   (same as control panel)

Nameservers:    ns1.uk-webspace.net / ns2.uk-webspace.net
`, V{"a": g.s(alAlnum+"!@#%^*()", 14)}, "https://cp14.uk-webspace.net:2083", "ns1.uk-webspace.net", "Username:       heathcom")

	g.add("web/cloudways-app-credentials", `
Cloudways › Applications › woo-live › Access Details

Application URL   https://woocommerce-88231-47712.cloudwaysapps.com
Admin Panel       /wp-admin   Username: cw_admin   Password: «a»
MySQL Access      DB Name: xkfqwzjbsr   Username: xkfqwzjbsr   Password: «b»
Application Credentials (SFTP/SSH)  Username: master_vbzrqwnhtp   Password: «c»   Public IP: «_ip»
`, V{"a": g.an(10), "b": g.an(10), "c": g.an(12), "_ip": g.wbIP()}, "https://woocommerce-88231-47712.cloudwaysapps.com", "master_vbzrqwnhtp")

	g.add("web/cpanel-cron-mysqldump", `
# cPanel › Cron Jobs › Current Cron Jobs
0 2 * * * /usr/bin/mysqldump -u lakesidecamp_wp -p'«a»' lakesidecamp_wp | gzip > /home/lakesidecamp/backups/db-$(date +\%F).sql.gz
30 2 * * * find /home/lakesidecamp/backups -name '*.sql.gz' -mtime +14 -delete
`, V{"a": g.pwURL()}, "/home/lakesidecamp/backups", "-mtime +14 -delete")
}

func (g *G) wbDeploy() {
	pw1, pw2 := g.pw(), g.pwStrong()
	g.add("web/filezilla-export-multi-server", `
<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
	<Servers>
		<Folder expanded="1">Clients
			<Server>
				<Host>ftp.harrowgate-dental.co.uk</Host>
				<Port>21</Port>
				<Protocol>0</Protocol>
				<Type>0</Type>
				<User>harrowgate</User>
				<Pass encoding="base64">«a»</Pass>
				<Logontype>1</Logontype>
				<EncodingType>Auto</EncodingType>
				<Name>Harrowgate Dental (live)</Name>
				<RemoteDir>1 0 11 public_html</RemoteDir>
			</Server>
			<Server>
				<Host>sftp.wildbrook-farm.com</Host>
				<Port>22</Port>
				<Protocol>1</Protocol>
				<User>wildbrook</User>
				<Pass encoding="base64">«b»</Pass>
				<Logontype>1</Logontype>
				<Name>Wildbrook Farm</Name>
			</Server>
			<Server>
				<Host>files.agency-internal.net</Host>
				<Port>22</Port>
				<Protocol>1</Protocol>
				<User>deploy</User>
				<Logontype>3</Logontype>
				<Name>Agency NAS (ask for password)</Name>
			</Server>
		</Folder>
	</Servers>
</FileZilla3>
`, V{"a": b64s(pw1), "b": b64s(pw2)}, "Agency NAS (ask for password)", "<Host>ftp.harrowgate-dental.co.uk</Host>", "<Logontype>3</Logontype>")

	dw := g.pwURL()
	g.add("web/dreamweaver-ste-site", `
<?xml version="1.0" encoding="utf-8" ?>
<site>
  <localinfo sitename="Rosewood Bistro" httpaddress="https://www.rosewood-bistro.ie/" curserver="webserver" defaulturl="index.html" />
  <remoteinfo accesstype="ftp" host="ftp.rosewood-bistro.ie" remoteroot="/public_html/" user="rosewood" pw="«a»" usepasv="TRUE" useftpoptimization="TRUE" usesftp="FALSE" />
  <designnotes usedesignnotes="TRUE" sharedesignnotes="TRUE" />
</site>
`, V{"a": wbDreamweaver(dw)}, "host=\"ftp.rosewood-bistro.ie\"", "sitename=\"Rosewood Bistro\"")

	g.add("web/winscp-ini-sessions", `
[Sessions\clients/castleview@sftp.castleview-estates.com]
HostName=sftp.castleview-estates.com
PortNumber=22
UserName=castleview
LocalDirectory=C:%5CProjects%5Ccastleview%5Cwp-content
RemoteDirectory=/home/castleview/public_html/wp-content
Password=«a»
FSProtocol=2

[Sessions\clients/ferryhouse@ftp.ferryhouse-inn.co.uk]
HostName=ftp.ferryhouse-inn.co.uk
UserName=ferryhouse
Password=«b»
FSProtocol=5
Ftps=3
`, V{"a": g.wbWinSCP(), "b": g.wbWinSCP()}, "HostName=sftp.castleview-estates.com", "RemoteDirectory=/home/castleview/public_html/wp-content")

	g.add("web/git-ftp-config", `
$ git config git-ftp.url "ftpes://ftp.leafield-school.org.uk/public_html"
$ git config git-ftp.user "leafield_deploy"
$ git config git-ftp.password '«a»'
$ git ftp push --syncroot dist/
3 files to sync:
[1 of 3] Buffered for upload 'index.php'.
[2 of 3] Buffered for upload 'assets/app.css'.
[3 of 3] Buffered for upload 'assets/app.js'.
Uploading ...
Last deployment changed from 5f0c2e1 to 9ab81d4.
$ cat .git/config | sed -n '/git-ftp/,$p'
[git-ftp]
	url = ftpes://ftp.leafield-school.org.uk/public_html
	user = leafield_deploy
	password = «a»
`, V{"a": g.pw()}, "ftpes://ftp.leafield-school.org.uk/public_html", "Last deployment changed from 5f0c2e1 to 9ab81d4.")

	g.add("web/lftp-mirror-deploy-script", `
#!/usr/bin/env bash
# deploy.sh — push the built theme to the shared host
set -e
npm run build
lftp -u "brackenridge,«a»" -e "set ftp:ssl-force true; set ssl:verify-certificate no; \
  mirror --reverse --delete --verbose --exclude-glob .git* ./dist/ /public_html/wp-content/themes/brackenridge/; bye" \
  ftp.brackenridge-golf.com
`, V{"a": g.pwURL()}, "mirror --reverse --delete --verbose", "/public_html/wp-content/themes/brackenridge/")

	g.add("web/phploy-ini", `
; phploy.ini
[staging]
    scheme = sftp
    host = staging.quayside-studio.co.uk
    path = /var/www/staging
    port = 22
    user = deploy
    pass = «a»
    branch = develop
    exclude[] = 'tests/*'

[production]
    scheme = ftp
    host = ftp.quayside-studio.co.uk
    path = /public_html
    user = quayside
    pass = «b»
    branch = main
    purge[] = "cache/"
`, V{"a": g.pwURL(), "b": g.pwURL()}, "host = staging.quayside-studio.co.uk", "exclude[] = 'tests/*'")

	g.add("web/deployer-deploy-php", `
<?php
namespace Deployer;

require 'recipe/laravel.php';

set('repository', 'git@github.com:tallis-digital/booking-portal.git');
set('keep_releases', 5);

host('prod')
    ->setHostname('203.0.113.80')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/booking');

task('db:backup', function () {
    run('mysqldump -u booking -p«a» booking | gzip > {{deploy_path}}/shared/backups/pre-{{release_name}}.sql.gz');
});

set('slack_webhook', 'https://hooks.slack.com/services/«_t»/«_b»/«b»');
before('deploy:symlink', 'db:backup');
after('deploy:failed', 'deploy:unlock');
`, V{"a": g.pwURL(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "git@github.com:tallis-digital/booking-portal.git", "{{deploy_path}}/shared/backups/pre-{{release_name}}.sql.gz")

	g.add("web/envoy-blade-deploy", `
@servers(['web' => ['deploy@web-01.fenmarsh.io']])

@setup
    $dbpass = '«a»';
    $release = date('YmdHis');
@endsetup

@task('deploy', ['on' => 'web'])
    cd /var/www/fenmarsh
    git pull origin main
    composer install --no-dev --optimize-autoloader
    mysqldump -u fenmarsh -p{{ $dbpass }} fenmarsh > /var/backups/fenmarsh-{{ $release }}.sql
    php artisan migrate --force
@endtask
`, V{"a": g.pwURL()}, "@servers(['web' => ['deploy@web-01.fenmarsh.io']])", "{{ $dbpass }}")

	g.add("web/gha-ftp-deploy-literal", `
# .github/workflows/main.yml
on: push
name: 🚀 Deploy website on push
jobs:
  web-deploy:
    name: 🎉 Deploy
    runs-on: ubuntu-latest
    steps:
      - name: 🚚 Get latest code
        uses: actions/checkout@v4
      - name: 📂 Sync files
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.oldmill-pottery.com
          username: oldmill@oldmill-pottery.com
          password: «a»
          server-dir: public_html/
`, V{"a": g.pw()}, "SamKirkland/FTP-Deploy-Action@v4.3.5", "server-dir: public_html/")

	g.add("web/bitbucket-pipelines-git-ftp", `
image: samueldebruyn/debian-git
pipelines:
  branches:
    master:
      - step:
          name: Deploy to production
          script:
            - apt-get update && apt-get -qq install git-ftp
            - git ftp push --user "$FTP_USERNAME" --passwd "«a»" ftp://ftp.harbourview-dental.com/public_html/
`, V{"a": g.pwURL()}, "--user \"$FTP_USERNAME\"", "samueldebruyn/debian-git")

	g.add("web/sshpass-rsync-deploy", `
$ sshpass -p '«a»' rsync -avz --delete -e "ssh -p 2222 -o StrictHostKeyChecking=no" \
    build/ c1284_stoneleigh@stoneleigh-arts.org:/home/c1284_stoneleigh/www/
sending incremental file list
./
index.html
assets/main.8c1f.css
sent 182,114 bytes  received 1,211 bytes  52,378.57 bytes/sec
`, V{"a": g.pw()}, "c1284_stoneleigh@stoneleigh-arts.org", "sending incremental file list")

	g.add("web/vscode-sftp-profiles", `
{
    "name": "Larkspur Yoga",
    "protocol": "sftp",
    "port": 22,
    "remotePath": "/home/larkspur/public_html",
    "uploadOnSave": true,
    "profiles": {
        "staging": {
            "host": "staging.larkspur-yoga.com",
            "username": "larkspur_stg",
            "password": "«a»"
        },
        "production": {
            "host": "larkspur-yoga.com",
            "username": "larkspur",
            "privateKeyPath": "~/.ssh/larkspur_ed25519",
            "passphrase": "«b»"
        }
    },
    "ignore": [".vscode", ".git", "node_modules"]
}
`, V{"a": g.pwURL(), "b": g.pw()}, "\"privateKeyPath\": \"~/.ssh/larkspur_ed25519\"", "\"remotePath\": \"/home/larkspur/public_html\"")

	g.add("web/wget-ftp-mirror-backup", `
$ wget -m --ftp-user=oakhollow --ftp-password='«a»' ftp://ftp.oakhollow-vineyard.com/public_html/wp-content/uploads/ -P ~/backups/oakhollow
--2024-11-09 21:04:11--  ftp://ftp.oakhollow-vineyard.com/public_html/wp-content/uploads/
           => ‘/home/dana/backups/oakhollow/ftp.oakhollow-vineyard.com/public_html/wp-content/uploads/.listing’
Logging in as oakhollow ... Logged in!
`, V{"a": g.pwStrong()}, "Logging in as oakhollow ... Logged in!", "ftp://ftp.oakhollow-vineyard.com/public_html/wp-content/uploads/")
}

func (g *G) wbComposer() {
	g.add("web/composer-auth-json-all-kinds", `
$ cat auth.json
{
    "http-basic": {
        "satis.tallis-digital.com": {
            "username": "ci",
            "password": "«a»"
        }
    },
    "github-oauth": {
        "github.com": "«b»"
    },
    "gitlab-token": {
        "gitlab.tallis-digital.com": "«c»"
    },
    "bearer": {
        "packages.example-vendor.io": "«=d»"
    }
}
`, V{"a": g.pwURL(), "b": g.ghp(), "c": g.glpat(), "=d": g.an(40)}, "satis.tallis-digital.com", "gitlab.tallis-digital.com")

	g.add("web/composer-config-auth-commands", `
$ composer config --global --auth github-oauth.github.com «a»
$ composer config http-basic.nova.laravel.com billing@fenmarsh.io «b»
$ composer require laravel/nova:^4.35
./composer.json has been updated
Running composer update laravel/nova
Loading composer repositories with package information
`, V{"a": g.gho(), "b": g.an(48)}, "billing@fenmarsh.io", "laravel/nova:^4.35")

	g.add("web/composer-auth-env-gitlab-ci", `
# .gitlab-ci.yml
variables:
  COMPOSER_AUTH: '{"http-basic":{"repo.packagist.com":{"username":"token","password":"«a»"}},"gitlab-token":{"gitlab.com":"«b»"}}'
build:
  image: composer:2
  script:
    - composer install --no-dev --prefer-dist --no-progress
`, V{"a": g.hex(64), "b": g.glpat()}, "composer install --no-dev --prefer-dist --no-progress", "repo.packagist.com")

	g.add("web/satis-json-credentials-url", `
{
  "name": "tallis/satis",
  "homepage": "https://satis.tallis-digital.com",
  "repositories": [
    { "type": "vcs", "url": "https://gitlab+deploy-token-41:«a»@gitlab.tallis-digital.com/wp/theme-core.git" },
    { "type": "vcs", "url": "git@github.com:tallis-digital/woo-erp-bridge.git" },
    { "type": "composer", "url": "https://wpackagist.org", "only": ["wpackagist-plugin/*"] }
  ],
  "require-all": false,
  "require": { "tallis/theme-core": "*", "tallis/woo-erp-bridge": "^2.0" }
}
`, V{"a": g.b64u(20)}, "https://wpackagist.org", "git@github.com:tallis-digital/woo-erp-bridge.git")

	g.add("web/composer-json-repo-url-credentials", `
    "repositories": [
        {
            "type": "composer",
            "url": "https://wpackagist.org"
        },
        {
            "type": "composer",
            "url": "https://license:«a»@composer.deliciousbrains.com"
        },
        {
            "type": "composer",
            "url": "https://satispress.agency-plugins.com/satispress/",
            "options": {
                "http": { "header": ["Authorization: Basic «b»"] }
            }
        }
    ],
`, V{"a": g.s(alUpNum, 32), "b": b64s(g.an(32) + ":satispress")}, "https://satispress.agency-plugins.com/satispress/", "\"url\": \"https://wpackagist.org\"")

	g.add("web/composer-bitbucket-oauth", `
{
    "bitbucket-oauth": {
        "bitbucket.org": {
            "consumer-key": "«=k»",
            "consumer-secret": "«a»"
        }
    }
}
`, V{"=k": g.an(18), "a": g.an(32)}, "\"bitbucket-oauth\"")

	g.add("web/composer-config-global-list", `
$ composer config --global --list | grep -A1 -E 'http-basic|github'
[http-basic.spark.laravel.com] {"username":"dev@fenmarsh.io","password":"«a»"}
[http-basic.connect.advancedcustomfields.com] {"username":"«b»","password":"https://fenmarsh.io"}
[github-oauth.github.com] «c»
[github-protocols] [https, ssh]
`, V{"a": g.an(40), "b": g.wbAcfLicense(), "c": g.ghFine()}, "[github-protocols] [https, ssh]", "\"username\":\"dev@fenmarsh.io\"")

	g.add("web/composer-diagnose-token-output", `
$ COMPOSER_AUTH='{"github-oauth": {"github.com": "«a»"}}' composer diagnose
Checking composer.json: OK
Checking platform settings: OK
Checking git settings: OK git version 2.43.0
Checking http connectivity to packagist: OK
Checking https connectivity to packagist: OK
Checking github.com rate limit: OK
Checking disk free space: OK
Checking pubkeys: 
Tags Public Key Fingerprint: 57815BA2 7E54DC31 7ECC7CC5 573090D0  87719BA6 8F3BB723 4E5D42D0 84A14642
Dev Public Key Fingerprint: 4AC45767 E5EC2265 2F0C1167 CBBB8A2B  0C708369 153E328C AD90147D AFE50952
OK
Checking composer version: OK
Composer version: 2.8.2
`, V{"a": g.ghp()}, "Tags Public Key Fingerprint: 57815BA2 7E54DC31 7ECC7CC5 573090D0  87719BA6 8F3BB723 4E5D42D0 84A14642", "Composer version: 2.8.2")
}

func (g *G) wbChat() {
	g.add("web/chat-client-handover-logins", `
Hi! Thanks for taking this over from our old developer. Here is everything I have:

WordPress admin: https://www.bayleaf-catering.com/wp-admin
  user: bayleaf_admin
  pass: «a»

cPanel (Namecheap): https://server233.web-hosting.com:2083
  user: baylpmxd
  pass: «b»

The contact form stopped sending emails last week, can you look at that first?
`, V{"a": g.pw(), "b": g.s(alAlnum+"!@#%", 14)}, "https://www.bayleaf-catering.com/wp-admin", "user: baylpmxd")

	g.add("web/chat-user-pastes-woo-keys", `
user: I generated REST keys for the migration script, read/write on the live store.
consumer key «a»
consumer secret «b»
Store is https://www.saltmarsh-soap.com. Please only touch products in the "Gift Sets" category for now.
`, V{"a": g.wbCK(), "b": g.wbCS()}, "https://www.saltmarsh-soap.com", "\"Gift Sets\" category")

	g.add("web/chat-support-ticket-ftp", `
Ticket #482913 — Website down after plugin update
From: owner@thornbury-garage.co.uk

Hello support, the site shows a white screen since I updated Elementor. My FTP details are:
Host ftp.thornbury-garage.co.uk, username thornbury@thornbury-garage.co.uk, password «a»
Please can you disable the plugin? Many thanks, Gary
`, V{"a": g.pw()}, "Ticket #482913", "ftp.thornbury-garage.co.uk")

	g.add("web/chat-slack-magento-admin", `
[10:14] priya.s: magento admin for the new store view is up → https://m2.alder-home.com/admin_k3x9w
[10:14] priya.s: login alder_qa / «a»
[10:15] tom.r: thanks! 2FA?
[10:15] priya.s: disabled on staging, google authenticator secret if you need it for prod: «b»
`, V{"a": g.pw(), "b": g.s(alB32, 32)}, "https://m2.alder-home.com/admin_k3x9w", "disabled on staging")

	g.add("web/chat-markdown-access-table", `
## Access – Pemberton Estate Agents (handover)

| Service | URL | User | Password |
|---|---|---|---|
| WP admin | https://www.pemberton-estates.co.uk/wp-admin | pemberton-web | «a» |
| Hosting (Krystal) | https://my.krystal.io | accounts@pemberton-estates.co.uk | «b» |
| Rightmove feed FTP | ftp://feeds.rightmove.co.uk | pemb_11832 | «c» |
| Google Analytics | https://analytics.google.com | (shared Google account) | see 1Password |
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(10)}, "(shared Google account)", "see 1Password", "https://my.krystal.io")

	g.add("web/chat-github-issue-pasted-config", `
### Bug: emails not sent after upgrading to 4.2.0

**Environment**: WordPress 6.6.2, PHP 8.2, WP Mail SMTP 4.2.0

My settings (wp-config):

`+wbFence+`php
define( 'WPMS_ON', true );
define( 'WPMS_SMTP_HOST', 'smtp.zoho.com' );
define( 'WPMS_SMTP_PORT', 465 );
define( 'WPMS_SMTP_USER', 'hello@tinkerbox-toys.com' );
define( 'WPMS_SMTP_PASS', '«a»' );
`+wbFence+`

Error in the debug log: `+"`"+`SMTP Error: Could not authenticate.`+"`"+`
`, V{"a": g.pw()}, "WP Mail SMTP 4.2.0", "SMTP Error: Could not authenticate.")

	g.add("web/chat-stackoverflow-pdo-question", `
PDO connection works locally but not on shared hosting: "SQLSTATE[HY000] [2002] No such file or directory"

I'm on a GoDaddy cPanel plan. This is my connection code:

    $conn = new PDO("mysql:host=localhost;dbname=i8203114_wp1", "i8203114_wp1", "«a»");
    $conn->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);

What am I doing wrong? php 8.1, mysql 5.7.
`, V{"a": g.s(alAlnum, 20)}, "SQLSTATE[HY000] [2002] No such file or directory", "dbname=i8203114_wp1")

	g.add("web/chat-email-fr-identifiants", `
Objet : Accès au site – Boulangerie Marchand

Bonjour Julien,

Voici les accès pour la refonte :
- Back-office PrestaShop : https://www.boulangerie-marchand.fr/admin482kqz (login contact@boulangerie-marchand.fr, mot de passe : «a»)
- Hébergement OVH : identifiant mb12345-ovh, mot de passe «b»
- Clé webservice PrestaShop : «c»

Bonne journée,
Claire
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.s(alUpNum, 32)}, "https://www.boulangerie-marchand.fr/admin482kqz", "identifiant mb12345-ovh")

	g.add("web/chat-agent-summary-leaks-appwd", `
assistant: Done. I created an application password for the "n8n" integration and tested it against the REST API (GET /wp-json/wp/v2/users/me returned user 3, "automation").

- Username: automation
- Application password: «a»
- Revoke it any time under Users › Profile › Application Passwords.
`, V{"a": g.wbAppPw()}, "GET /wp-json/wp/v2/users/me", "Users › Profile › Application Passwords")
}

func (g *G) wbBenign() {
	g.add("web/benign-wp-config-getenv", `
<?php
// wp-config.php — values come from the container environment
define( 'DB_NAME',     getenv( 'WORDPRESS_DB_NAME' ) ?: 'wordpress' );
define( 'DB_USER',     getenv( 'WORDPRESS_DB_USER' ) ?: 'wordpress' );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'DB_HOST',     getenv( 'WORDPRESS_DB_HOST' ) ?: 'mysql' );

define( 'AUTH_KEY',         getenv( 'WP_AUTH_KEY' ) );
define( 'SECURE_AUTH_KEY',  getenv( 'WP_SECURE_AUTH_KEY' ) );
define( 'LOGGED_IN_KEY',    getenv( 'WP_LOGGED_IN_KEY' ) );
define( 'NONCE_KEY',        getenv( 'WP_NONCE_KEY' ) );
`, nil, "getenv( 'WORDPRESS_DB_PASSWORD' )", "getenv( 'WP_AUTH_KEY' )", "define( 'DB_HOST',     getenv( 'WORDPRESS_DB_HOST' ) ?: 'mysql' );")

	g.add("web/benign-wp-config-sample", `
$ sed -n '20,60p' wp-config-sample.php
/** The name of the database for WordPress */
define( 'DB_NAME', 'database_name_here' );

/** Database username */
define( 'DB_USER', 'username_here' );

/** Database password */
define( 'DB_PASSWORD', 'password_here' );

define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
define( 'LOGGED_IN_KEY',    'put your unique phrase here' );
define( 'NONCE_KEY',        'put your unique phrase here' );
define( 'AUTH_SALT',        'put your unique phrase here' );
`, nil, "define( 'DB_PASSWORD', 'password_here' );", "'put your unique phrase here'", "database_name_here")

	g.add("web/benign-wp-shuffle-salts", `
$ wp config shuffle-salts
Success: Shuffled the salt keys.
$ wp config has AUTH_KEY && echo present
present
$ # fresh set for a new site: curl -s https://api.wordpress.org/secret-key/1.1/salt/ >> wp-config.php
`, nil, "Success: Shuffled the salt keys.", "https://api.wordpress.org/secret-key/1.1/salt/")

	g.add("web/benign-wp-nonce-form", `
<form id="commentform" method="post" action="https://www.hollybush-inn.co.uk/wp-comments-post.php">
  <input type="hidden" name="comment_post_ID" value="«_p»" id="comment_post_ID">
  <input type="hidden" id="_wpnonce" name="_wpnonce" value="«=n»">
  <input type="hidden" name="_wp_http_referer" value="/menus/sunday-roast/">
  <input type="hidden" id="akismet_comment_nonce" name="akismet_comment_nonce" value="«=m»">
</form>
<script>var wpApiSettings = {"root":"https:\/\/www.hollybush-inn.co.uk\/wp-json\/","nonce":"«=r»","versionString":"wp\/v2\/"};</script>
`, V{"_p": fmt.Sprint(100 + g.r.IntN(9000)), "=n": g.hex(10), "=m": g.hex(10), "=r": g.hex(10)}, "/menus/sunday-roast/", "\"versionString\":\"wp\\/v2\\/\"")

	g.add("web/benign-wp-core-verify-checksums", `
$ wp core verify-checksums
Success: WordPress installation verifies against checksums.
$ curl -s "https://api.wordpress.org/core/checksums/1.0/?version=6.6.2&locale=en_US" | jq -r '.checksums["6.6.2"] | to_entries[:3][] | "\(.value)  \(.key)"'
«_a»  xmlrpc.php
«_b»  wp-blog-header.php
«_c»  wp-cron.php
`, V{"_a": g.hex(32), "_b": g.hex(32), "_c": g.hex(32)}, "Success: WordPress installation verifies against checksums.", "https://api.wordpress.org/core/checksums/1.0/?version=6.6.2&locale=en_US")

	g.add("web/benign-wp-plugin-header", `
<?php
/**
 * Plugin Name:       Harbour Booking Widget
 * Plugin URI:        https://github.com/tallis-digital/harbour-booking-widget
 * Description:       Embeds the table booking form.
 * Version:           2.3.1
 * Requires at least: 6.2
 * Requires PHP:      8.0
 * Author:            Tallis Digital
 * License:           GPL v2 or later
 * Text Domain:       harbour-booking
 * Update URI:        https://updates.tallis-digital.com/harbour-booking-widget
 */
defined( 'ABSPATH' ) || exit;
`, nil, "Version:           2.3.1", "https://updates.tallis-digital.com/harbour-booking-widget", "defined( 'ABSPATH' ) || exit;")

	g.add("web/benign-woo-keys-masked-list", `
WooCommerce › Settings › Advanced › REST API

Description          Truncated key   Permissions   Last access
ShipStation sync     …«_a»        Read/Write    November 9, 2024 at 8:14 am
Zapier orders        …«_b»        Read          Unknown
Mobile app (Dana)    …«_c»        Read/Write    November 2, 2024 at 6:51 pm
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7)}, "Truncated key", "ShipStation sync")

	g.add("web/benign-composer-lock-dist", `
        {
            "name": "guzzlehttp/guzzle",
            "version": "7.9.2",
            "source": {
                "type": "git",
                "url": "https://github.com/guzzle/guzzle.git",
                "reference": "«_r»"
            },
            "dist": {
                "type": "zip",
                "url": "https://api.github.com/repos/guzzle/guzzle/zipball/«_r»",
                "reference": "«_r»",
                "shasum": ""
            },
            "require": { "php": "^7.2.5 || ^8.0" }
        },
        {
            "name": "wpackagist-plugin/wordpress-seo",
            "version": "23.8",
            "dist": {
                "type": "zip",
                "url": "https://downloads.wordpress.org/plugin/wordpress-seo.23.8.zip",
                "shasum": "«_s»"
            }
        }
`, V{"_r": g.gitSHA(), "_s": g.hex(40)}, "https://downloads.wordpress.org/plugin/wordpress-seo.23.8.zip", "\"shasum\": \"\"")

	g.add("web/benign-laravel-env-example", `
$ cat .env.example
APP_NAME=Laravel
APP_ENV=local
APP_KEY=
APP_DEBUG=true
APP_URL=http://localhost

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=laravel
DB_USERNAME=root
DB_PASSWORD=

MAIL_MAILER=log
MAIL_USERNAME=null
MAIL_PASSWORD=null
AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
`, nil, "MAIL_PASSWORD=null", "DB_USERNAME=root", "MAIL_MAILER=log")

	g.add("web/benign-laravel-config-env-calls", `
// config/services.php
return [
    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
        'webhook' => ['secret' => env('STRIPE_WEBHOOK_SECRET'), 'tolerance' => 300],
    ],
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
    ],
];
`, nil, "env('STRIPE_SECRET')", "env('MAILGUN_ENDPOINT', 'api.mailgun.net')", "'tolerance' => 300")

	g.add("web/benign-drupal-settings-env", `
$databases['default']['default'] = [
  'database' => getenv('DRUPAL_DB_NAME'),
  'username' => getenv('DRUPAL_DB_USER'),
  'password' => getenv('DRUPAL_DB_PASSWORD'),
  'host' => getenv('DRUPAL_DB_HOST'),
  'driver' => 'mysql',
];
$settings['hash_salt'] = file_get_contents('/run/secrets/drupal_hash_salt');
if (file_exists($app_root . '/' . $site_path . '/settings.local.php')) {
  include $app_root . '/' . $site_path . '/settings.local.php';
}
`, nil, "getenv('DRUPAL_DB_PASSWORD')", "file_get_contents('/run/secrets/drupal_hash_salt')")

	g.add("web/benign-joomla-configuration-defaults", `
	public $ftp_host = '';
	public $ftp_port = '';
	public $ftp_user = '';
	public $ftp_pass = '';
	public $ftp_root = '';
	public $ftp_enable = false;
	public $smtpauth = false;
	public $smtpuser = '';
	public $smtppass = '';
	public $smtphost = 'localhost';
	public $proxy_pass = '';
`, nil, "public $smtppass = '';", "public $ftp_pass = '';", "public $smtphost = 'localhost';")

	g.add("web/benign-htaccess-wordpress", `
# BEGIN WordPress
# The directives (lines) between "BEGIN WordPress" and "END WordPress" are
# dynamically generated, and should only be modified via WordPress filters.
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteRule .* - [E=HTTP_AUTHORIZATION:%{HTTP:Authorization}]
RewriteBase /
RewriteRule ^index\.php$ - [L]
RewriteCond %{REQUEST_FILENAME} !-f
RewriteCond %{REQUEST_FILENAME} !-d
RewriteRule . /index.php [L]
</IfModule>
# END WordPress
<Files wp-config.php>
Require all denied
</Files>
`, nil, "RewriteRule .* - [E=HTTP_AUTHORIZATION:%{HTTP:Authorization}]", "<Files wp-config.php>")

	g.add("web/benign-phpinfo-modules", `
$ php -i | grep -E '^(PHP Version|Loaded Configuration File|session.save_handler|opcache.enable |memory_limit)'
PHP Version => 8.3.12
Loaded Configuration File => /etc/php/8.3/fpm/php.ini
memory_limit => 512M => 512M
opcache.enable => On => On
session.save_handler => files => files
$ php -m | tr '\n' ' '
[PHP Modules] bcmath ctype curl dom exif fileinfo gd intl json mbstring mysqli openssl pdo_mysql redis sodium zip zlib
`, nil, "Loaded Configuration File => /etc/php/8.3/fpm/php.ini", "session.save_handler => files => files")

	g.add("web/benign-sensitive-parameter-trace", `
[2024-11-10 06:02:11] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user 'forge'@'10.0.3.14' (using password: YES) (Connection: mysql, SQL: select * from `+"`"+`jobs`+"`"+` where `+"`"+`queue`+"`"+` = default limit 1)
#0 /home/forge/app.kestrel-logistics.com/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(65): PDO->__construct('mysql:host=10.0...', 'forge', Object(SensitiveParameterValue), Array)
#1 /home/forge/app.kestrel-logistics.com/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(44): Illuminate\Database\Connectors\Connector->createPdoConnection('mysql:host=10.0...', 'forge', Object(SensitiveParameterValue), Array)
`, nil, "Object(SensitiveParameterValue)", "(using password: YES)")

	g.add("web/benign-stripe-pk-paypal-client-id-checkout", `
<script src="https://js.stripe.com/v3/"></script>
<script src="https://www.paypal.com/sdk/js?client-id=«_c»&currency=EUR&intent=capture"></script>
<script id="wc-stripe-upe-classic-js-extra">
var wc_stripe_upe_params = {"publishableKey":"«_k»","isCheckout":"1","accountCountry":"IE","currency":"EUR"};
</script>
`, V{"_c": "A" + g.b64u(79), "_k": g.pkLive()}, "\"accountCountry\":\"IE\"", "https://js.stripe.com/v3/")

	g.add("web/benign-wp-readme-txt", `
=== Harbour Booking Widget ===
Contributors: tallisdigital
Tags: booking, restaurant, reservations
Requires at least: 6.2
Tested up to: 6.6
Stable tag: 2.3.1
Requires PHP: 8.0
License: GPLv2 or later

== Changelog ==
= 2.3.1 =
* Fix: API key field now masked in the settings screen.
`, nil, "Stable tag: 2.3.1", "* Fix: API key field now masked in the settings screen.")

	g.add("web/benign-cpanel-tokens-list", `
$ uapi --output=yaml Tokens list
---
apiversion: 3
func: list
module: Tokens
result:
  data:
    -
      create_time: «=t1»
      expires_at: ~
      has_full_access: 1
      name: github-deploy
    -
      create_time: «=t2»
      expires_at: «=t3»
      has_full_access: 0
      name: uptime-check
  status: 1
`, V{"=t1": fmt.Sprint(g.wbTS()), "=t2": fmt.Sprint(g.wbTS()), "=t3": fmt.Sprint(g.wbTS() + 31536000)}, "name: uptime-check", "has_full_access: 0")

	g.add("web/benign-matomo-tracking-code", `
<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://stats.harbourline.nz/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '3']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->
`, nil, "_paq.push(['setSiteId', '3']);", "https://stats.harbourline.nz/")

	g.add("web/benign-ghost-content-api-key", `
<script src="https://unpkg.com/@tryghost/content-api@1.11.21/umd/content-api.min.js"></script>
<script>
  // Content API keys are safe for use in browsers (read-only, public content)
  const api = new GhostContentAPI({
    url: 'https://journal.wildflower-farm.com',
    key: '«_k»',
    version: 'v5.0'
  });
</script>
`, V{"_k": g.hex(26)}, "Content API keys are safe for use in browsers")

	g.add("web/benign-recaptcha-site-key", `
<script src="https://www.google.com/recaptcha/api.js?render=«_k»"></script>
<div class="g-recaptcha" data-sitekey="«_k»" data-callback="onSubmit" data-size="invisible"></div>
<!-- server side: RECAPTCHA_SECRET_KEY is read from the environment -->
`, V{"_k": "6L" + g.b64u(38)}, "RECAPTCHA_SECRET_KEY is read from the environment", "data-size=\"invisible\"")

	g.add("web/benign-wp-option-list", `
$ wp option list --search="*site*" --fields=option_name,option_value
+-----------------------------+------------------------------------+
| option_name                 | option_value                       |
+-----------------------------+------------------------------------+
| siteurl                     | https://www.hollybush-inn.co.uk    |
| blogname                    | The Hollybush Inn                  |
| site_icon                   | 2214                               |
| wp_page_for_privacy_policy  | 3                                  |
| site_logo                   | 2213                               |
+-----------------------------+------------------------------------+
`, nil, "https://www.hollybush-inn.co.uk", "| blogname                    | The Hollybush Inn                  |")

	g.add("web/benign-gha-ftp-secrets-refs", `
      - name: Sync files
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ${{ secrets.FTP_SERVER }}
          username: ${{ secrets.FTP_USERNAME }}
          password: ${{ secrets.FTP_PASSWORD }}
          protocol: ftps
          local-dir: ./dist/
`, nil, "password: ${{ secrets.FTP_PASSWORD }}", "protocol: ftps")

	g.add("web/benign-typo3-chash-urls", `
$ grep -o 'href="[^"]*cHash[^"]*"' public/typo3temp/cache/page-412.html | head -2
href="/aktuelles/detail?tx_news_pi1%5Baction%5D=detail&amp;tx_news_pi1%5Bnews%5D=118&amp;cHash=«_a»"
href="/aktuelles/detail?tx_news_pi1%5Baction%5D=detail&amp;tx_news_pi1%5Bnews%5D=117&amp;cHash=«_b»"
`, V{"_a": g.hex(32), "_b": g.hex(32)}, "tx_news_pi1%5Bnews%5D=118")

	g.add("web/benign-drupal-form-build-id", `
<form class="contact-message-feedback-form" action="/contact/feedback" method="post" id="contact-message-feedback-form" accept-charset="UTF-8">
  <input autocomplete="off" data-drupal-selector="form-«_b»" type="hidden" name="form_build_id" value="form-«_b»" />
  <input data-drupal-selector="edit-contact-message-feedback-form-form-token" type="hidden" name="form_token" value="«=t»" />
  <input data-drupal-selector="edit-contact-message-feedback-form" type="hidden" name="form_id" value="contact_message_feedback_form" />
</form>
`, V{"_b": g.b64u(43), "=t": g.b64u(43)}, "value=\"contact_message_feedback_form\"", "action=\"/contact/feedback\"")

	g.add("web/benign-wp-cli-plugin-update", `
$ wp plugin update --all
Downloading update from https://downloads.wordpress.org/plugin/woocommerce.9.4.1.zip...
Unpacking the update...
Installing the latest version...
Removing the old version of the plugin...
Plugin updated successfully.
+-------------+-------------+-------------+---------+
| name        | old_version | new_version | status  |
+-------------+-------------+-------------+---------+
| woocommerce | 9.3.3       | 9.4.1       | Updated |
| wordfence   | 7.11.7      | 8.0.1       | Updated |
+-------------+-------------+-------------+---------+
Success: Updated 2 of 2 plugins.
`, nil, "https://downloads.wordpress.org/plugin/woocommerce.9.4.1.zip", "Success: Updated 2 of 2 plugins.")

	g.add("web/benign-docker-wordpress-secret-files", `
services:
  wordpress:
    image: wordpress:6.6-fpm
    environment:
      WORDPRESS_DB_HOST: db:3306
      WORDPRESS_DB_USER: wordpress
      WORDPRESS_DB_PASSWORD_FILE: /run/secrets/db_password
      WORDPRESS_AUTH_KEY_FILE: /run/secrets/wp_auth_key
    secrets: [db_password, wp_auth_key]
secrets:
  db_password:
    file: ./secrets/db_password.txt
  wp_auth_key:
    file: ./secrets/wp_auth_key.txt
`, nil, "WORDPRESS_DB_PASSWORD_FILE: /run/secrets/db_password", "file: ./secrets/db_password.txt")

	g.add("web/benign-laravel-sail-defaults", `
# .env for Sail (local only — these are Sail's documented defaults)
DB_CONNECTION=mysql
DB_HOST=mysql
DB_PORT=3306
DB_DATABASE=laravel
DB_USERNAME=sail
DB_PASSWORD=password
REDIS_HOST=redis
MAIL_HOST=mailpit
MAIL_PORT=1025
`, nil, "DB_PASSWORD=password", "DB_USERNAME=sail", "MAIL_HOST=mailpit")

	g.add("web/benign-prestashop-module-config-xml", `
<?xml version="1.0" encoding="UTF-8" ?>
<module>
    <name>ps_checkout</name>
    <displayName><![CDATA[PrestaShop Checkout]]></displayName>
    <version><![CDATA[8.4.2.0]]></version>
    <description><![CDATA[Provide the most commonly used payment methods to your customers in this all-in-one module.]]></description>
    <author><![CDATA[PrestaShop]]></author>
    <tab><![CDATA[payments_gateways]]></tab>
    <is_configurable>1</is_configurable>
    <need_instance>0</need_instance>
</module>
`, nil, "<name>ps_checkout</name>", "<version><![CDATA[8.4.2.0]]></version>")

	g.add("web/benign-access-log-normal", `
66.249.66.«=o» - - [10/Nov/2024:04:12:51 +0000] "GET /shop/?orderby=price&utm_source=newsletter&utm_campaign=black-friday HTTP/1.1" 200 48812 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
82.13.9.40 - - [10/Nov/2024:04:12:55 +0000] "POST /wp-admin/admin-ajax.php?action=wc_stripe_get_cart_details HTTP/2.0" 200 611 "https://www.saltmarsh-soap.com/checkout/" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X)"
82.13.9.40 - - [10/Nov/2024:04:13:02 +0000] "GET /checkout/order-received/48233/?key=wc_order_«=k» HTTP/2.0" 200 30114 "https://www.saltmarsh-soap.com/checkout/" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X)"
`, V{"=o": fmt.Sprint(g.r.IntN(256)), "=k": g.an(13)}, "utm_campaign=black-friday", "action=wc_stripe_get_cart_details")

	g.add("web/benign-magento-env-php-placeholders", `
<?php
// app/etc/env.php.dist — copied by the deploy script, values filled from Vault
return [
    'crypt' => ['key' => '%MAGENTO_CRYPT_KEY%'],
    'db' => [
        'connection' => [
            'default' => [
                'host' => '%DB_HOST%',
                'dbname' => 'magento',
                'username' => 'magento',
                'password' => '%DB_PASSWORD%',
            ],
        ],
    ],
    'MAGE_MODE' => 'production',
];
`, nil, "'password' => '%DB_PASSWORD%'", "'crypt' => ['key' => '%MAGENTO_CRYPT_KEY%']")

	g.add("web/benign-shopify-theme-check", `
$ shopify theme check
Checking /Users/dana/code/harbor-lane-theme ...
sections/main-product.liquid:142: suggestion: Use width and height attributes on img tags [ImgWidthAndHeight]
snippets/price.liquid:18: suggestion: Deprecated filter 'img_url' [DeprecatedFilter]
236 files inspected, 0 offenses detected, 2 suggestions
$ shopify theme push --store harbor-lane-apparel --unpublished
Theme "Harbor Lane – Winter" (#«_t») was pushed to harbor-lane-apparel.myshopify.com
`, V{"_t": g.digits(12)}, "236 files inspected, 0 offenses detected, 2 suggestions", "harbor-lane-apparel.myshopify.com")

	g.add("web/benign-wp-users-list", `
$ wp user list --fields=ID,user_login,user_email,roles
+----+----------------+-----------------------------------+---------------+
| ID | user_login     | user_email                        | roles         |
+----+----------------+-----------------------------------+---------------+
| 1  | admin          | webmaster@stonebridge-vets.co.uk  | administrator |
| 2  | reception      | reception@stonebridge-vets.co.uk  | editor        |
| 5  | j.morgan       | j.morgan@stonebridge-vets.co.uk   | author        |
+----+----------------+-----------------------------------+---------------+
`, nil, "webmaster@stonebridge-vets.co.uk", "| 2  | reception      |")
}
