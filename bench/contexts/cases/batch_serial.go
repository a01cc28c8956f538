package cases

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// serialCases adds secrets inside serialized and printed data structures
// as a developer's agent sees them: in terminals, caches, stores, logs
// and files. Sources: PHP serialize() strings (phpredis sessions, Laravel
// file cache and session files, WordPress and Drupal option rows, objects
// with private and protected members seen through cat -v), var_dump,
// print_r, var_export (Laravel's cached config), json_encode and Symfony
// dump; Python repr of dicts, dataclasses, namedtuples, attrs and
// pydantic models, pprint of boto3 responses, os.environ, SQLAlchemy
// URLs, celery report, pytest diffs, pickle bytes and pickletools.dis,
// jsonpickle, fickling and dis of compiled modules; Ruby inspect and pp
// (old and 3.4 hash syntax, Struct, Data, OpenStruct, ActiveRecord with
// [FILTERED]), Marshal dumps in irb and through redis-cli, YAML with
// !ruby/ tags, Sidekiq job items; Java toString of Lombok objects and
// records, Kotlin data classes, Scala case classes, commons-lang
// ReflectionToStringBuilder, HashMap and Properties.list (which cuts
// values at 37 characters), Properties.store with its \uXXXX and \:
// escapes, Jackson pretty printing, Gson's \u003d, HikariCP's config dump,
// Spring actuator env and configprops, SerializationDumper, XStream and
// JAXB XML, jshell, kotlinx.serialization, Typesafe Config render,
// Logback JSON; Go %v, %+v and %#v of structs, maps, url.Values,
// http.Header, gRPC metadata, go-sql-driver Config, spew.Dump, kr/pretty,
// client-go's redacted rest.Config, json of []byte as base64, testify;
// Rust {:?} and {:#?} (url::Url, sqlx options, HeaderMap with and without
// Sensitive, secrecy, dbg!, toml::Value), serde_json and RON; C# records
// and anonymous objects, System.Text.Json (\u002B), Newtonsoft,
// GetDebugView, DataContract and XmlSerializer XML, ObjectDumper.NET, F#
// %A, PowerShell Format-List and Export-Clixml, Kudu settings; Elixir
// inspect and IEx (structs, keyword lists, Ecto redaction, Tesla), Erlang
// sys.config, sys:get_state, term_to_binary and rabbitmqctl environment;
// Clojure and EDN, Integrant and Aero, Lua inspect and serpent, Perl
// Data::Dumper, Haskell show, R dput and str; Node util.inspect and
// console.log (URL objects, [Object] elision, null-prototype objects,
// Map, undici Headers, axios errors, Buffers), pino; YAML !!binary,
// anchors and merges, !!python/object, !vault, TOML inline tables and
// arrays of tables, JSON5; protobuf text format, protoc --decode and
// --decode_raw, Tink keysets, MessagePack, CBOR diagnostic notation
// (COSE keys, WebAuthn), Avro tojson, Thrift toString, flatc JSON;
// mongosh and legacy mongo shell (ObjectId, ISODate, UUID, Long,
// Binary), bsondump, Redis HGETALL, MONITOR (with its "(redacted)"),
// raw RESP and DEBUG OBJECT, etcdctl -w json and consul kv export (base64
// values), memcached, DynamoDB JSON, cqlsh; plutil -p, defaults read,
// XML plists with <data>, NSKeyedArchiver, launchctl print; query strings
// and form encoding (Flask, Django QueryDict, Rails parameters, qs,
// http_build_query, S3 presigned URLs, multipart); header maps (Go,
// requests, Starlette, aiohttp, Spring, Ktor, Rack, getallheaders); and
// environment maps (pm2, systemctl show, docker inspect, /proc environ,
// ps eww, kubectl set env --list, heroku config, supervisord, Nomad); and
// look-alikes from Envoy's config_dump (its "[redacted]" as base64),
// SealedSecrets, WooCommerce sessions, Phoenix sockets, BullMQ job hashes
// and spew's hexdump of byte slices.
// Benign look-alikes: object ids, ObjectIds, UUIDs, hashes, digests and
// integrity strings, timestamps, enum names, memory addresses and
// identity hash codes, type names, public keys and JWKS, encrypted vault
// values, masked fields (<masked>, [FILTERED], **redacted**, Sensitive,
// [REDACTED], (redacted), ******), references to environment variables
// and secret stores. The case names start with "serial/".
func (g *G) serialCases() {
	g.srPHP()
	g.srPython()
	g.srPyBinary()
	g.srRuby()
	g.srJava()
	g.srJVMWire()
	g.srGo()
	g.srRust()
	g.srDotnet()
	g.srBEAM()
	g.srLisps()
	g.srNode()
	g.srYAML()
	g.srWire()
	g.srStores()
	g.srPlist()
	g.srForms()
	g.srHeaders()
	g.srEnvMaps()
	g.srBenign()
}

// ---- helpers used only here ----

// srAdd is add with the "serial/" prefix and "ˋ" standing for a backtick.
func (g *G) srAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("serial/"+name, bt(tmpl), v, benign...)
}

// srLen is the byte length of s in decimal, as length-prefixed formats
// write it.
func srLen(s string) string { return strconv.Itoa(len(s)) }

// srFill fills the placeholders of tmpl from v (used only to measure).
func srFill(tmpl string, v V) string {
	for k, x := range v {
		tmpl = strings.ReplaceAll(tmpl, "«"+k+"»", x)
	}
	return tmpl
}

// srPHP writes the lengths PHP's serialize() and var_dump() print: each
// "s:?:", "O:?:" and "string(?)" gets the byte length of the string that
// follows once v fills it ("^@", as cat -v shows a NUL, counts one byte;
// \" is redis-cli's quoting of a quote).
func srPHP(tmpl string, v V) string {
	var out strings.Builder
	for {
		best, kind := -1, 0
		for k, m := range []string{"s:?:", "O:?:", "string(?) "} {
			if i := strings.Index(tmpl, m); i >= 0 && (best < 0 || i < best) {
				best, kind = i, k
			}
		}
		if best < 0 {
			out.WriteString(tmpl)
			return out.String()
		}
		head := tmpl[:best+len([]string{"s:", "O:", "string("}[kind])]
		rest := tmpl[best+len([]string{"s:?:", "O:?:", "string(?) "}[kind]):]
		open, close := `"`, []string{`";`, `":`, `"}`}
		if strings.HasPrefix(rest, `\"`) {
			open, close = `\"`, []string{`\";`, `\":`, `\"}`}
		}
		if kind == 2 {
			close = []string{"\"\n"}
		}
		body := rest[len(open):]
		end := -1
		for _, c := range close {
			if j := strings.Index(body, c); j >= 0 && (end < 0 || j < end) {
				end = j
			}
		}
		if end < 0 {
			panic("srPHP: unterminated string")
		}
		n := len(strings.ReplaceAll(srFill(body[:end], v), "^@", "\x00"))
		out.WriteString(head)
		if kind == 2 {
			fmt.Fprintf(&out, "%d) ", n)
		} else {
			fmt.Fprintf(&out, "%d:", n)
		}
		tmpl = rest
	}
}

// srT turns a text holding the values of v back into a template: each
// value becomes its placeholder, longest first.
func srT(text string, v V) string {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if len(v[keys[i]]) != len(v[keys[j]]) {
			return len(v[keys[i]]) > len(v[keys[j]])
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		if !strings.Contains(text, v[k]) {
			panic("srT: value of " + k + " not in text")
		}
		text = strings.ReplaceAll(text, v[k], "«"+k+"»")
	}
	return text
}

// srPyBytes is Python's repr of a bytes object.
func srPyBytes(b []byte) string {
	q := byte('\'')
	if strings.IndexByte(string(b), '\'') >= 0 && strings.IndexByte(string(b), '"') < 0 {
		q = '"'
	}
	var sb strings.Builder
	sb.WriteString("b")
	sb.WriteByte(q)
	for _, c := range b {
		switch {
		case c == q || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c == '\t':
			sb.WriteString(`\t`)
		case c == '\n':
			sb.WriteString(`\n`)
		case c == '\r':
			sb.WriteString(`\r`)
		case c < 32 || c >= 127:
			fmt.Fprintf(&sb, `\x%02x`, c)
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte(q)
	return sb.String()
}

// srPk is one item of a flat dict to pickle: v is a string, an int, a
// bool or nil.
type srPk struct {
	k string
	v any
}

// srPickle pickles a flat dict with protocol 4 as CPython does and returns
// the bytes and what pickletools.dis prints for them.
func srPickle(items []srPk) ([]byte, string) {
	type op struct {
		pos                 int
		code, name, arg, mg string
		ind                 bool
	}
	var ops []op
	var b []byte
	memo := 0
	emit := func(code string, raw []byte, name, arg, mg string, ind bool) {
		ops = append(ops, op{len(b), code, name, arg, mg, ind})
		b = append(b, raw...)
	}
	memoize := func(ind bool) {
		emit(`\x94`, []byte{0x94}, "MEMOIZE", "", fmt.Sprintf("(as %d)", memo), ind)
		memo++
	}
	str := func(s string) {
		emit(`\x8c`, append([]byte{0x8c, byte(len(s))}, s...), "SHORT_BINUNICODE", "'"+s+"'", "", true)
		memoize(true)
	}
	emit(`\x80`, []byte{0x80, 4}, "PROTO", "4", "", false)
	frameOp := len(ops)
	emit(`\x95`, append([]byte{0x95}, make([]byte, 8)...), "FRAME", "", "", false)
	emit("}", []byte{'}'}, "EMPTY_DICT", "", "", false)
	memoize(false)
	markAt := len(b)
	emit("(", []byte{'('}, "MARK", "", "", false)
	for _, it := range items {
		str(it.k)
		switch x := it.v.(type) {
		case string:
			str(x)
		case int:
			if x < 256 {
				emit("K", []byte{'K', byte(x)}, "BININT1", strconv.Itoa(x), "", true)
			} else if x < 65536 {
				emit("M", []byte{'M', byte(x), byte(x >> 8)}, "BININT2", strconv.Itoa(x), "", true)
			} else {
				raw := binary.LittleEndian.AppendUint32([]byte{'J'}, uint32(x))
				emit("J", raw, "BININT", strconv.Itoa(x), "", true)
			}
		case bool:
			if x {
				emit(`\x88`, []byte{0x88}, "NEWTRUE", "", "", true)
			} else {
				emit(`\x89`, []byte{0x89}, "NEWFALSE", "", "", true)
			}
		case nil:
			emit("N", []byte{'N'}, "NONE", "", "", true)
		}
	}
	emit("u", []byte{'u'}, "SETITEMS", "", fmt.Sprintf("(MARK at %d)", markAt), false)
	emit(".", []byte{'.'}, "STOP", "", "", false)
	frame := len(b) - 11
	binary.LittleEndian.PutUint64(b[3:11], uint64(frame))
	ops[frameOp].arg = strconv.Itoa(frame)
	var sb strings.Builder
	for _, o := range ops {
		ind := ""
		if o.ind {
			ind = "    "
		}
		l := fmt.Sprintf("%5d: %-4s %s%s", o.pos, o.code, ind, o.name)
		if o.arg != "" || o.mg != "" {
			if n := 10 - len(o.name); n > 0 {
				l += strings.Repeat(" ", n)
			}
			if o.arg != "" {
				l += " " + o.arg
			}
			if o.mg != "" {
				l += " " + o.mg
			}
		}
		sb.WriteString(l + "\n")
	}
	sb.WriteString("highest protocol among opcodes = 4")
	return b, sb.String()
}

// srMarshalInt is Ruby Marshal's encoding of a small integer.
func srMarshalInt(n int) []byte {
	switch {
	case n == 0:
		return []byte{0}
	case n > 0 && n < 123:
		return []byte{byte(n + 5)}
	case n < 256:
		return []byte{1, byte(n)}
	}
	return []byte{2, byte(n), byte(n >> 8)}
}

// srMarshalHash is Marshal.dump of a Hash of UTF-8 strings, with symbol
// keys when sym is set.
func srMarshalHash(pairs [][2]string, sym bool) []byte {
	b := []byte{4, 8, '{'}
	b = append(b, srMarshalInt(len(pairs))...)
	syms := map[string]int{}
	symbol := func(s string) {
		if i, ok := syms[s]; ok {
			b = append(b, ';')
			b = append(b, srMarshalInt(i)...)
			return
		}
		syms[s] = len(syms)
		b = append(b, ':')
		b = append(b, srMarshalInt(len(s))...)
		b = append(b, s...)
	}
	str := func(s string) {
		b = append(b, 'I', '"')
		b = append(b, srMarshalInt(len(s))...)
		b = append(b, s...)
		b = append(b, srMarshalInt(1)...)
		symbol("E")
		b = append(b, 'T')
	}
	for _, p := range pairs {
		if sym {
			symbol(p[0])
		} else {
			str(p[0])
		}
		str(p[1])
	}
	return b
}

// srRubyInspect is Ruby's String#inspect of a binary string; with redis
// set, it is redis-cli's quoting of a value instead.
func srRubyInspect(b []byte, redis bool) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i, c := range b {
		switch {
		case c == '"' || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c == 7:
			sb.WriteString(`\a`)
		case c == 8:
			sb.WriteString(`\b`)
		case c == 9:
			sb.WriteString(`\t`)
		case c == 10:
			sb.WriteString(`\n`)
		case c == 13:
			sb.WriteString(`\r`)
		case !redis && c == 11:
			sb.WriteString(`\v`)
		case !redis && c == 12:
			sb.WriteString(`\f`)
		case !redis && c == 27:
			sb.WriteString(`\e`)
		case !redis && c == '#' && i+1 < len(b) && strings.IndexByte("{$@", b[i+1]) >= 0:
			sb.WriteString(`\#`)
		case c < 32 || c >= 127:
			if redis {
				fmt.Fprintf(&sb, `\x%02x`, c)
			} else {
				fmt.Fprintf(&sb, `\x%02X`, c)
			}
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

// srPropEsc is how java.util.Properties.store writes a value.
func srPropEsc(s string) string {
	var sb strings.Builder
	for i, r := range s {
		switch {
		case r == '\\':
			sb.WriteString(`\\`)
		case r == ' ' && i == 0:
			sb.WriteString(`\ `)
		case r == '\t':
			sb.WriteString(`\t`)
		case r == '\n':
			sb.WriteString(`\n`)
		case strings.ContainsRune("=:#!", r):
			sb.WriteByte('\\')
			sb.WriteRune(r)
		case r < 0x20 || r > 0x7e:
			fmt.Fprintf(&sb, `\u%04X`, r)
		default:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// srGsonEsc is Gson's default HTML-safe escaping of a string.
func srGsonEsc(s string) string {
	var sb strings.Builder
	for _, r := range s {
		if strings.ContainsRune("<>&='", r) {
			fmt.Fprintf(&sb, `\u%04x`, r)
		} else {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// srSTJEsc is System.Text.Json's default escaping of a string.
func srSTJEsc(s string) string {
	var sb strings.Builder
	for _, r := range s {
		if strings.ContainsRune("<>&'+`\"", r) || r > 0x7e {
			fmt.Fprintf(&sb, `\u%04X`, r)
		} else {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// srPwUni is a human password with a letter outside ASCII.
func (g *G) srPwUni() string {
	return g.pick("Grüne", "Straße", "Müller", "Señora", "Tårnby", "Kødby", "Łąka", "Öland", "Café") +
		g.pick(pwWords...) + g.s(alDigit, 3) + g.pick("!", "#", "-", ".")
}

// srHexOf is the hex of a string's bytes.
func srHexOf(s string) string { return hex.EncodeToString([]byte(s)) }

// srFernet is a Fernet key (urlsafe base64 of 32 bytes, padded).
func (g *G) srFernet() string { return base64.URLEncoding.EncodeToString(g.bytes(32)) }

// srOID is a MongoDB ObjectId in hex.
func (g *G) srOID() string { return fmt.Sprintf("%08x", 1700000000+g.r.IntN(30000000)) + g.hex(16) }

// srDate is an ISO timestamp in 2024.
func (g *G) srDate() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// srTs is a Unix time in 2024.
func (g *G) srTs() string { return strconv.Itoa(1704067200 + g.r.IntN(31000000)) }

// ---- PHP ----

func (g *G) srPHP() {
	{
		v := V{"=sid": g.s(alLowNum, 26), "a": g.ya29(), "b": g.gRefresh(), "_exp": g.srTs()}
		g.srAdd("php-redis-session-oauth", srPHP(`
$ redis-cli -h cache.internal -n 2 GET "PHPREDIS_SESSION:«=sid»"
"user_id|i:1042;user_email|s:?:\"m.keller@acme-eu.de\";google|a:3:{s:?:\"access_token\";s:?:\"«a»\";s:?:\"refresh_token\";s:?:\"«b»\";s:?:\"expires\";i:«_exp»;}locale|s:?:\"de_DE\";"
$ redis-cli -h cache.internal -n 2 TTL "PHPREDIS_SESSION:«=sid»"
(integer) 1387
`, v), v, "cache.internal", "m.keller@acme-eu.de")
	}
	{
		v := V{"a": g.pw()}
		g.srAdd("wp-mail-smtp-option-row", srPHP(`
$ wp db query "SELECT option_value FROM wp_options WHERE option_name = 'wp_mail_smtp'" --skip-column-names
a:3:{s:?:"mail";a:4:{s:?:"from_email";s:?:"noreply@bakkerij-jan.nl";s:?:"from_name";s:?:"Bakkerij Jan";s:?:"mailer";s:?:"smtp";s:?:"return_path";b:1;}s:?:"smtp";a:6:{s:?:"host";s:?:"smtp.transip.email";s:?:"port";i:465;s:?:"encryption";s:?:"ssl";s:?:"auth";b:1;s:?:"user";s:?:"noreply@bakkerij-jan.nl";s:?:"pass";s:?:"«a»";}s:?:"general";a:1:{s:?:"summary_report_email_disabled";b:0;}}
`, v), v, "smtp.transip.email", "noreply@bakkerij-jan.nl")
	}
	{
		f := g.hex(40)
		v := V{"=d1": f[:2], "=d2": f[2:4], "_f": f, "a": g.shpat(), "_gid": g.digits(11)}
		g.srAdd("laravel-file-cache-entry", srPHP(`
$ ls -la storage/framework/cache/data/«=d1»/«=d2»/
-rw-r--r-- 1 www-data www-data 241 Jun  3 09:14 «_f»
$ cat storage/framework/cache/data/«=d1»/«=d2»/«_f»
1718035200a:4:{s:?:"shop";s:?:"acme-outdoor.myshopify.com";s:?:"access_token";s:?:"«a»";s:?:"scope";s:?:"read_orders,write_fulfillments";s:?:"shop_gid";s:?:"gid://shopify/Shop/«_gid»";}
`, v), v, "acme-outdoor.myshopify.com", "read_orders,write_fulfillments")
	}
	{
		v := V{"a": g.skLive()}
		g.srAdd("php-serialize-private-props-catv", srPHP(`
$ php -r 'require "vendor/autoload.php"; echo serialize(new App\Billing\StripeGateway(getenv("STRIPE_SECRET")));' | cat -v
O:?:"App\Billing\StripeGateway":3:{s:?:"^@App\Billing\StripeGateway^@secretKey";s:?:"«a»";s:?:"^@*^@apiVersion";s:?:"2024-06-20";s:?:"retries";i:3;}
# ^ this is what ends up in the queue payload, need to stop serializing the gateway into jobs
`, v), v, "App\\Billing\\StripeGateway", "2024-06-20")
	}
	{
		v := V{"a": g.pw()}
		g.srAdd("var-dump-db-config", srPHP(`
$ php -r 'var_dump((require "config/db.php")["connections"]["primary"]);'
array(7) {
  ["driver"]=>
  string(?) "mysql"
  ["host"]=>
  string(?) "db-primary.int.shopware.cloud"
  ["port"]=>
  int(3306)
  ["database"]=>
  string(?) "shopware"
  ["username"]=>
  string(?) "shopware_app"
  ["password"]=>
  string(?) "«a»"
  ["charset"]=>
  string(?) "utf8mb4"
}
`, v), v, "db-primary.int.shopware.cloud", "shopware_app")
	}
	g.srAdd("print-r-post-login-debug", `
$ tail -n 12 wp-content/debug.log
[03-Jun-2024 14:22:10 UTC] login attempt: Array
(
    [log] => anke.devries
    [pwd] => «a»
    [wp-submit] => Log In
    [redirect_to] => https://shop.example.nl/wp-admin/
    [testcookie] => 1
)

[03-Jun-2024 14:22:10 UTC] PHP Warning:  Undefined array key "rememberme" in /var/www/html/wp-content/plugins/acme-sso/acme-sso.php on line 88
`, V{"a": g.pw()}, "anke.devries", "https://shop.example.nl/wp-admin/")
	g.srAdd("laravel-cached-config-var-export", `
$ head -n 40 bootstrap/cache/config.php
<?php return array (
  'app' => 
  array (
    'name' => 'Ledgerly',
    'env' => 'production',
    'debug' => false,
    'url' => 'https://app.ledgerly.io',
    'timezone' => 'UTC',
    'locale' => 'en',
    'key' => '«a»',
    'cipher' => 'AES-256-CBC',
  ),
  'mail' => 
  array (
    'default' => 'smtp',
    'mailers' => 
    array (
      'smtp' => 
      array (
        'transport' => 'smtp',
        'host' => 'email-smtp.eu-west-1.amazonaws.com',
        'port' => 587,
        'encryption' => 'tls',
        'username' => '«=u»',
        'password' => '«b»',
        'timeout' => NULL,
      ),
`, V{"a": g.laravelKey(), "=u": g.awsID(), "b": g.b64(32)[:44]}, "email-smtp.eu-west-1.amazonaws.com", "AES-256-CBC")
	g.srAdd("symfony-dump-dto", `
$ php bin/console app:sync-payments --dry-run -vv
 [INFO] 1 intent(s) to capture
App\Dto\PaymentIntentView {#1287
  +id: "pi_«_pi»"
  +amount: 4999
  +currency: "eur"
  +status: "requires_capture"
  +customer: "cus_«_cus»"
  +createdAt: DateTimeImmutable @1717411200 {#1290
    date: 2024-06-03 12:00:00.0 Europe/Amsterdam (+02:00)
  }
  +clientSecret: "pi_«_pi»_secret_****"
}
`, V{"_pi": g.an(24), "_cus": g.an(14)}, "requires_capture", "DateTimeImmutable @1717411200 {#1290")
	{
		v := V{"=sid": g.an(40), "=csrf": g.an(40), "_cid": g.digits(5), "_h": g.hex(40), "=ph": g.bcrypt()}
		g.srAdd("laravel-session-file", srPHP(`
$ cat storage/framework/sessions/«=sid»
a:5:{s:?:"_token";s:?:"«=csrf»";s:?:"_previous";a:1:{s:?:"url";s:?:"https://crm.example.com/contacts/«_cid»";}s:?:"_flash";a:2:{s:?:"old";a:0:{}s:?:"new";a:0:{}}s:?:"login_web_«_h»";i:17;s:?:"password_hash_web";s:?:"«=ph»";}
`, v), v, "https://crm.example.com/contacts/")
	}
	{
		v := V{"_jid": g.digits(9), "_hb": g.srTs()}
		g.srAdd("wp-widget-and-jetpack-options", srPHP(`
mysql> SELECT option_name, option_value FROM wp_options WHERE option_name IN ('widget_recent-posts','jetpack_options')\G
*************************** 1. row ***************************
 option_name: widget_recent-posts
option_value: a:2:{i:2;a:3:{s:?:"title";s:?:"Latest posts";s:?:"number";i:5;s:?:"show_date";b:1;}s:?:"_multiwidget";i:1;}
*************************** 2. row ***************************
 option_name: jetpack_options
option_value: a:4:{s:?:"id";i:«_jid»;s:?:"public";i:1;s:?:"last_heartbeat";i:«_hb»;s:?:"fallback_no_verify_ssl_certs";i:0;}
2 rows in set (0.00 sec)
`, v), v, "widget_recent-posts", "jetpack_options")
	}
	g.srAdd("unserialize-offset-error-empty-pass", `
PHP Notice:  unserialize(): Error at offset 118 of 196 bytes in /var/www/html/wp-includes/functions.php on line 655
$ wp option get easy_wp_smtp --format=json
false
$ wp db query "SELECT option_value FROM wp_options WHERE option_name='easy_wp_smtp'" --skip-column-names
a:5:{s:4:"host";s:14:"smtp.gmail.com";s:4:"port";i:587;s:4:"user";s:0:"";s:4:"pass";s:0:"";s:8:"site_url";s:21:"https://staging.acme.dev";}
# the sed on the dump turned https://shop.acme.dev into https://staging.acme.dev but kept s:21 -> use wp search-replace, it fixes lengths
`, V{}, `s:4:"pass";s:0:"";`, "https://staging.acme.dev")
	g.srAdd("sensitive-parameter-trace", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.0.3.17' (using password: YES) in /srv/app/src/Db.php:31
Stack trace:
#0 /srv/app/src/Db.php(31): PDO->__construct('mysql:host=db;d...', 'shop', Object(SensitiveParameterValue))
#1 /srv/app/src/Kernel.php(58): App\Db::connect(Array)
#2 /srv/app/public/index.php(12): App\Kernel->boot()
#3 {main}
  thrown in /srv/app/src/Db.php on line 31
$ php -r 'var_dump(new SensitiveParameterValue("x"));'
object(SensitiveParameterValue)#1 (0) {
}
`, V{}, "Object(SensitiveParameterValue)", "mysql:host=db;d...", "object(SensitiveParameterValue)#1 (0)")
	g.srAdd("json-encode-services-config", `
$ php -r 'echo json_encode(require "config/services.php", JSON_PRETTY_PRINT), PHP_EOL;'
{
    "mailgun": {
        "domain": "mg.acme-events.com",
        "secret": "«a»",
        "endpoint": "api.eu.mailgun.net",
        "scheme": "https"
    },
    "postmark": {
        "token": null
    },
    "slack": {
        "notifications": {
            "bot_user_oauth_token": "«b»",
            "channel": "#ops-alerts"
        }
    },
    "stripe": {
        "webhook_url": "https:\/\/acme-events.com\/stripe\/webhook"
    }
}
`, V{"a": g.mailgun(), "b": g.xoxb()}, "mg.acme-events.com", `https:\/\/acme-events.com\/stripe\/webhook`)
	{
		v := V{"a": g.pw()}
		g.srAdd("drupal-config-smtp-row", srPHP(`
$ drush sql:query "SELECT data FROM config WHERE name = 'smtp.settings'"
a:10:{s:?:"smtp_on";b:1;s:?:"smtp_host";s:?:"smtp.office365.com";s:?:"smtp_hostbackup";s:?:"";s:?:"smtp_port";s:?:"587";s:?:"smtp_protocol";s:?:"tls";s:?:"smtp_username";s:?:"web@gemeente-x.nl";s:?:"smtp_password";s:?:"«a»";s:?:"smtp_from";s:?:"web@gemeente-x.nl";s:?:"smtp_fromname";s:?:"Gemeente X";s:?:"smtp_debugging";b:0;}
`, v), v, "smtp.office365.com", "web@gemeente-x.nl")
	}
}

// ---- Python ----

func (g *G) srPython() {
	g.srAdd("django-shell-databases", `
$ python manage.py shell -c "from django.conf import settings; print(settings.DATABASES)"
{'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': 'shop', 'USER': 'shop', 'PASSWORD': '«a»', 'HOST': 'pg-main.internal', 'PORT': '5432', 'ATOMIC_REQUESTS': False, 'AUTOCOMMIT': True, 'CONN_MAX_AGE': 60, 'CONN_HEALTH_CHECKS': True, 'OPTIONS': {'sslmode': 'require'}, 'TIME_ZONE': None, 'TEST': {'CHARSET': None, 'COLLATION': None, 'MIGRATE': True, 'MIRROR': None, 'NAME': None}}}
`, V{"a": g.pw()}, "pg-main.internal", "django.db.backends.postgresql")
	g.srAdd("dataclass-repr-in-log", `
$ docker compose logs exporter --tail 5
exporter-1  | 2024-06-03 08:00:01,204 INFO exporter.main: starting nightly export
exporter-1  | 2024-06-03 08:00:01,205 DEBUG exporter.main: loaded S3Config(bucket='acme-exports', region='eu-central-1', access_key='«=ak»', secret_key='«a»', endpoint_url=None, use_ssl=True)
exporter-1  | 2024-06-03 08:00:01,611 INFO botocore.credentials: Found credentials in environment variables.
exporter-1  | 2024-06-03 08:00:04,930 INFO exporter.main: uploaded orders-2024-06-02.parquet (18.2 MiB)
exporter-1  | 2024-06-03 08:00:04,931 INFO exporter.main: done in 3.7s
`, V{"=ak": g.awsID(), "a": g.awsSecret()}, "acme-exports", "orders-2024-06-02.parquet")
	g.srAdd("namedtuple-showlocals", `
$ pytest tests/test_ldap_sync.py -x --showlocals
____________________________ test_bind_service_account ____________________________

    def test_bind_service_account():
        creds = load_credentials("reports")
        server = os.environ.get("LDAP_URL", "ldaps://dc01.corp.example.com:636")
>       conn = bind(server, creds)

creds      = Credentials(username='svc_reports', password='«a»', domain='CORP')
server     = 'ldaps://dc01.corp.example.com:636'

tests/test_ldap_sync.py:21:
E   ldap3.core.exceptions.LDAPSocketOpenError: socket connection error while opening: timed out
`, V{"a": g.pw()}, "svc_reports", "ldaps://dc01.corp.example.com:636")
	g.srAdd("pydantic-secretstr-repr", `
>>> from app.settings import Settings
>>> s = Settings()
>>> s
Settings(app_name='billing', environment='production', database_url=PostgresDsn('postgresql://billing@pg.internal:5432/billing'), db_password=SecretStr('**********'), stripe_key=SecretStr('**********'), sentry_traces_sample_rate=0.05)
>>> print(s.model_dump_json(indent=2))
{
  "app_name": "billing",
  "environment": "production",
  "database_url": "postgresql://billing@pg.internal:5432/billing",
  "db_password": "**********",
  "stripe_key": "**********",
  "sentry_traces_sample_rate": 0.05
}
`, V{}, "SecretStr('**********')", "postgresql://billing@pg.internal:5432/billing")
	g.srAdd("pydantic-model-dump-plain-str", `
>>> from app.llm.config import LLMSettings
>>> print(LLMSettings().model_dump())
{'provider': 'openai', 'model': 'gpt-4o-mini', 'openai_api_key': '«a»', 'anthropic_api_key': '«b»', 'timeout_s': 30.0, 'max_retries': 2, 'base_url': None}
>>> # should these be SecretStr? they show up in our startup log too
`, V{"a": g.openai(), "b": g.anthropic()}, "gpt-4o-mini")
	g.srAdd("pprint-boto3-get-secret-value", `
>>> import boto3; from pprint import pprint
>>> sm = boto3.client("secretsmanager", region_name="eu-west-1")
>>> pprint(sm.get_secret_value(SecretId="prod/payments"))
{'ARN': 'arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/payments-«_sfx»',
 'CreatedDate': datetime.datetime(2024, 3, 4, 10, 12, 3, 412000, tzinfo=tzlocal()),
 'Name': 'prod/payments',
 'ResponseMetadata': {'HTTPHeaders': {'content-length': '412',
                                      'content-type': 'application/x-amz-json-1.1',
                                      'date': 'Mon, 03 Jun 2024 09:41:17 GMT',
                                      'x-amzn-requestid': '«_rid»'},
                      'HTTPStatusCode': 200,
                      'RequestId': '«_rid»',
                      'RetryAttempts': 0},
 'SecretString': '{"stripe_secret_key":"«a»","db_password":"«b»"}',
 'VersionId': '«_ver»',
 'VersionStages': ['AWSCURRENT']}
`, V{"_acct": g.digits(12), "_sfx": g.an(6), "_rid": g.uuid(), "a": g.skLive(), "b": g.pw(), "_ver": g.uuid()}, "AWSCURRENT", "prod/payments")
	g.srAdd("fernet-key-repr", `
>>> from cryptography.fernet import Fernet
>>> key = Fernet.generate_key()
>>> key
b'«a»'
>>> token = Fernet(key).encrypt(b"hello")
>>> token
b'«=tok»'
>>> # put key in .env as FIELD_ENCRYPTION_KEY
`, V{"a": g.srFernet(), "=tok": "gAAAAA" + g.b64u(94) + "=="}, "FIELD_ENCRYPTION_KEY")
	g.srAdd("os-environ-repr", `
>>> import os
>>> os.environ
environ({'HOSTNAME': 'worker-5c8d7', 'HOME': '/home/app', 'PATH': '/usr/local/bin:/usr/bin:/bin', 'LANG': 'C.UTF-8', 'PYTHON_VERSION': '3.12.3', 'SENTRY_DSN': 'https://«=dsn»@o«_org».ingest.us.sentry.io/«_proj»', 'OPENAI_API_KEY': '«a»', 'CELERY_BROKER_URL': 'redis://redis:6379/0', 'TZ': 'UTC'})
`, V{"=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7), "a": g.openai()}, "worker-5c8d7", "redis://redis:6379/0")
	g.srAdd("attrs-repr-false", `
>>> import attr
>>> @attr.define
... class SmtpConfig:
...     host: str
...     port: int = 587
...     user: str = "alerts"
...     password: str = attr.field(repr=False, default="")
...
>>> cfg = load_smtp_config("/etc/acme/smtp.toml")
>>> cfg
SmtpConfig(host='smtp.eu.sparkpostmail.com', port=587, user='SMTP_Injection')
>>> bool(cfg.password)
True
`, V{}, "SmtpConfig(host='smtp.eu.sparkpostmail.com', port=587, user='SMTP_Injection')", "attr.field(repr=False")
	g.srAdd("sqlalchemy-url-masked", `
>>> from sqlalchemy import create_engine
>>> engine = create_engine(os.environ["WAREHOUSE_URL"], pool_pre_ping=True)
>>> engine
Engine(postgresql+psycopg2://reporting:***@warehouse.internal:5432/analytics)
>>> engine.url
postgresql+psycopg2://reporting:***@warehouse.internal:5432/analytics
>>> engine.url.query
immutabledict({'sslmode': 'verify-full', 'application_name': 'metabase-sync'})
`, V{}, "postgresql+psycopg2://reporting:***@warehouse.internal:5432/analytics", "metabase-sync")
	g.srAdd("sqlalchemy-render-as-string", `
>>> print(engine.url.render_as_string(hide_password=False))
postgresql+psycopg2://reporting:«a»@warehouse.internal:5432/analytics
>>> engine.url._asdict()
{'drivername': 'postgresql+psycopg2', 'username': 'reporting', 'password': '«a»', 'host': 'warehouse.internal', 'port': 5432, 'database': 'analytics', 'query': immutabledict({})}
`, V{"a": g.pwURL()}, "warehouse.internal", "postgresql+psycopg2")
	g.srAdd("celery-report-partial-mask", `
$ celery -A proj report
software -> celery:5.4.0 (opalescent) kombu:5.3.7 py:3.12.3
            billiard:4.2.0 redis:5.0.4
platform -> system:Linux arch:64bit, ELF
            kernel version:6.1.0-21-cloud-amd64 imp:CPython
loader   -> celery.loaders.app.AppLoader
settings -> transport:redis results:redis://:**@redis.internal:6379/1

broker_url: 'redis://:********@redis.internal:6379/0'
result_backend: 'redis://:********@redis.internal:6379/1'
deprecated_settings: None
SLACK_HOOK_URL: 'https://hooks.slack.com/services/«_t»/«_b»/«a»'
SENTRY_DSN: '********'
AWS_SECRET_ACCESS_KEY: '********'
timezone: 'UTC'
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "redis://:********@redis.internal:6379/0", "AWS_SECRET_ACCESS_KEY: '********'")
	g.srAdd("pytest-dict-diff-live-key", `
$ pytest tests/integration/test_refunds.py -k test_create_refund
E       AssertionError: assert {'api_key': '«a»', 'idempotency_key': '«_ik»', 'timeout': 80} == {'api_key': 'rk_test_dummy', 'idempotency_key': '«_ik»', 'timeout': 80}
E
E         Common items:
E         {'idempotency_key': '«_ik»', 'timeout': 80}
E         Differing items:
E         {'api_key': '«a»'} != {'api_key': 'rk_test_dummy'}
E         Use -v to get more diff

tests/integration/test_refunds.py:44: AssertionError
`, V{"a": g.rkLive(), "_ik": g.uuid()}, "rk_test_dummy")
	g.srAdd("configparser-interpolation-dict", `
>>> import configparser
>>> cfg = configparser.ConfigParser(interpolation=None)
>>> cfg.read("alembic.ini")
['alembic.ini']
>>> dict(cfg["alembic"])
{'script_location': 'migrations', 'prepend_sys_path': '.', 'sqlalchemy.url': 'postgresql://%(DB_USER)s:%(DB_PASSWORD)s@%(DB_HOST)s/app', 'version_path_separator': 'os'}
`, V{}, "postgresql://%(DB_USER)s:%(DB_PASSWORD)s@%(DB_HOST)s/app")
	{
		tok := g.uuid()
		g.srAdd("flask-app-config-pprint", `
>>> from pprint import pprint
>>> pprint(dict(app.config), width=100)
{'APPLICATION_ROOT': '/',
 'DEBUG': False,
 'MAIL_DEFAULT_SENDER': 'receipts@tinyshop.app',
 'MAIL_PASSWORD': '«b»',
 'MAIL_PORT': 587,
 'MAIL_SERVER': 'smtp.postmarkapp.com',
 'MAIL_USERNAME': '«b»',
 'MAIL_USE_TLS': True,
 'PERMANENT_SESSION_LIFETIME': datetime.timedelta(days=31),
 'PREFERRED_URL_SCHEME': 'https',
 'SECRET_KEY': '«a»',
 'SESSION_COOKIE_NAME': 'session',
 'SQLALCHEMY_DATABASE_URI': 'sqlite:////srv/tinyshop/instance/shop.db',
 'TESTING': False}
`, V{"b": tok, "a": g.b64u(43)}, "smtp.postmarkapp.com", "receipts@tinyshop.app")
	}
}

// ---- pickle and friends ----

func (g *G) srPyBinary() {
	{
		pw := g.pw()
		_, dis := srPickle([]srPk{{"host", "sftp.partner-logistics.de"}, {"port", 2222}, {"user", "acme_upload"},
			{"password", pw}, {"verify_host_key", true}, {"timeout", nil}})
		v := V{"a": pw}
		g.srAdd("pickletools-dis-sftp-conn", `
$ python -m pickletools cache/sftp_conn.pkl
`+srT(dis, v)+`
`, v, "sftp.partner-logistics.de", "acme_upload", "highest protocol among opcodes = 4")
	}
	{
		key := g.cfToken()
		raw, _ := srPickle([]srPk{{"api_token", key}, {"zone", "acme.io"}, {"account", 42}})
		v := V{"a": key}
		g.srAdd("pickle-dumps-bytes-repr", `
>>> import pickle
>>> blob = pickle.dumps({"api_token": tok, "zone": "acme.io", "account": 42})
>>> blob
`+srT(srPyBytes(raw), v)+`
>>> len(blob)
`+strconv.Itoa(len(raw))+`
`, v, "acme.io")
	}
	g.srAdd("jsonpickle-oauth-session", `
>>> import jsonpickle
>>> print(jsonpickle.encode(sess, indent=2))
{
  "py/object": "app.auth.OAuthSession",
  "provider": "gitlab",
  "base_url": "https://gitlab.acme.internal",
  "access_token": "«a»",
  "refresh_token": "«b»",
  "token_type": "Bearer",
  "scope": [
    "read_api",
    "read_repository"
  ],
  "expires_at": {
    "py/object": "datetime.datetime",
    "__reduce__": [
      {
        "py/type": "datetime.datetime"
      },
      [
        "«_st»"
      ]
    ]
  }
}
`, V{"a": g.hex(64), "b": g.hex(64), "_st": base64.StdEncoding.EncodeToString([]byte{7, 0xe8, 6, 3, 14, 12, 30, 0, 0, 0})}, "app.auth.OAuthSession", "https://gitlab.acme.internal")
	{
		sum, run, sha := g.hex(64), g.hex(32), g.gitSHA()
		_, dis := srPickle([]srPk{{"model", "resnet50-ft"}, {"sha256", sum}, {"epochs", 30}, {"run_id", run}, {"git_commit", sha}})
		v := V{"_sum": sum, "_run": run, "_sha": sha}
		g.srAdd("pickletools-dis-model-meta", `
$ python -m pickletools artifacts/model_meta.pkl
`+srT(dis, v)+`
`, v, "resnet50-ft")
	}
	g.srAdd("fickling-decompile-vocab", `
$ fickling checkpoints/vocab_meta.pkl
result = {'vocab_size': 32000, 'bos_token': '<s>', 'eos_token': '</s>', 'pad_token': '<pad>', 'merges_sha1': '«_h»', 'created_by': 'tokenizers 0.19.1'}
$ fickling --check-safety checkpoints/vocab_meta.pkl
Warning: Fickling failed to detect any overtly unsafe code, but the pickle file may still be unsafe.

Do not unpickle this file if it is from an untrusted source!
`, V{"_h": g.hex(40)}, "tokenizers 0.19.1", "'bos_token': '<s>'")
	g.srAdd("python-dis-module-constant", `
$ python3.13 -m dis deploy/settings_prod.py | head -n 24
  0           RESUME                   0

  1           LOAD_CONST               0 (0)
              LOAD_CONST               1 (None)
              IMPORT_NAME              0 (os)
              STORE_NAME               0 (os)

  3           LOAD_CONST               2 ('«a»')
              STORE_NAME               1 (STRIPE_SECRET_KEY)

  4           LOAD_CONST               3 ('«b»')
              STORE_NAME               2 (STRIPE_WEBHOOK_SECRET)

  5           LOAD_NAME                0 (os)
              LOAD_ATTR                2 (environ)
              LOAD_ATTR                5 (get + NULL|self)
              LOAD_CONST               4 ('DATABASE_URL')
              CALL                     1
              STORE_NAME               3 (DATABASE_URL)
              RETURN_CONST             1 (None)
`, V{"a": g.skLive(), "b": g.whsec()}, "STRIPE_WEBHOOK_SECRET", "'DATABASE_URL'")
}

// ---- Ruby ----

func (g *G) srRuby() {
	g.srAdd("rails-credentials-pp-old-syntax", `
$ EDITOR=true bin/rails runner 'pp Rails.application.credentials.config'
{:secret_key_base=>
  "«a»",
 :aws=>
  {:access_key_id=>"«b»",
   :secret_access_key=>"«c»",
   :region=>"eu-west-1"},
 :stripe=>{:publishable_key=>"«_pk»", :secret_key=>"«d»"}}
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "_pk": g.pkLive(), "d": g.skLive()}, ":region=>\"eu-west-1\"")
	g.srAdd("ruby34-pp-config-for", `
$ ruby -v
ruby 3.4.1 (2024-12-25 revision «_rev») +PRISM [x86_64-linux]
$ bin/rails runner 'pp Rails.application.config_for(:smtp)'
{address: "smtp.sendgrid.net",
 port: 587,
 domain: "mail.pollwise.app",
 user_name: "apikey",
 password: "«a»",
 authentication: :plain,
 enable_starttls_auto: true}
`, V{"_rev": g.hex(10), "a": g.sendgrid()}, "smtp.sendgrid.net", "mail.pollwise.app")
	g.srAdd("struct-inspect-redis-url", `
irb(main):003> require_relative "config/redis_config"
=> true
irb(main):004> RedisConfig.from_env
=> #<struct RedisConfig url="rediss://:«a»@cache-prod.x7k2qd.ng.0001.euw1.cache.amazonaws.com:6380/0", ssl=true, pool_size=10, timeout=1.0>
`, V{"a": g.pwURL()}, "cache-prod.x7k2qd.ng.0001.euw1.cache.amazonaws.com:6380/0")
	g.srAdd("data-define-oauth-client", `
irb(main):011> GithubApp.oauth_client
=> #<data OAuthClient id="Iv1.«_cid»", secret="«a»", callback_url="https://ci.acme.dev/auth/github/callback">
irb(main):012> GithubApp.oauth_client.to_h.keys
=> [:id, :secret, :callback_url]
`, V{"_cid": g.hex(16), "a": g.hex(40)}, "https://ci.acme.dev/auth/github/callback")
	{
		tok := g.hubspot()
		raw := srMarshalHash([][2]string{{"token", tok}, {"portal", "4471023"}, {"region", "eu1"}}, true)
		v := V{"a": tok}
		g.srAdd("marshal-dump-irb", `
irb(main):007> blob = Marshal.dump({token: ENV["HUBSPOT_TOKEN"], portal: "4471023", region: "eu1"})
=> `+srT(srRubyInspect(raw, false), v)+`
irb(main):008> blob.bytesize
=> `+strconv.Itoa(len(raw))+`
`, v, "4471023")
	}
	{
		tok := g.an(40)
		raw := srMarshalHash([][2]string{{"provider", "zendesk"}, {"subdomain", "acmehelp"}, {"email", "agent@acme.io"}, {"api_token", tok}}, false)
		v := V{"a": tok}
		g.srAdd("marshal-value-via-redis-cli", `
$ redis-cli -n 3 GET integrations:tenant:812
`+srT(srRubyInspect(raw, true), v)+`
$ redis-cli -n 3 TTL integrations:tenant:812
(integer) -1
`, v, "acmehelp", "integrations:tenant:812")
	}
	g.srAdd("to-yaml-ruby-struct", `
irb(main):002> puts S3Settings.new(bucket: "acme-uploads", access_key_id: ENV["AWS_ACCESS_KEY_ID"], secret_access_key: ENV["AWS_SECRET_ACCESS_KEY"], region: nil).to_yaml
--- !ruby/struct:S3Settings
bucket: acme-uploads
access_key_id: «a»
secret_access_key: «b»
region:
=> nil
`, V{"a": g.awsID(), "b": g.awsSecret()}, "--- !ruby/struct:S3Settings", "acme-uploads")
	g.srAdd("activerecord-inspect-filtered", `
irb(main):001> User.find_by(email: "lena@studio-nord.de")
  User Load (0.9ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "lena@studio-nord.de"], ["LIMIT", 1]]
=> 
#<User:0x00007f3e1c2b9a48
 id: 4127,
 email: "lena@studio-nord.de",
 encrypted_password: [FILTERED],
 reset_password_token: [FILTERED],
 otp_secret: [FILTERED],
 api_token: [FILTERED],
 sign_in_count: 88,
 created_at: Thu, 02 Nov 2023 09:14:51.318402000 UTC +00:00,
 updated_at: Sat, 01 Jun 2024 17:40:03.112930000 UTC +00:00>
`, V{}, "encrypted_password: [FILTERED]", "#<User:0x00007f3e1c2b9a48", "lena@studio-nord.de")
	g.srAdd("openstruct-omniauth-google", `
irb(main):005> OmniAuthConfig.google
=> #<OpenStruct client_id="«_cid».apps.googleusercontent.com", client_secret="«a»", scope="email,profile", prompt="select_account">
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, "select_account")
	g.srAdd("pp-payments-config-nil-secret", `
$ bin/rails runner 'pp Rails.configuration.x.payments'
{provider: "stripe",
 publishable_key: "«_pk»",
 secret_key: nil,
 webhook_secret_env: "STRIPE_WEBHOOK_SECRET",
 api_version: "2024-06-20"}
# secret_key is nil because STRIPE_SECRET_KEY isn't exported in this shell
`, V{"_pk": g.pkLive()}, "secret_key: nil", "STRIPE_WEBHOOK_SECRET")
	g.srAdd("sidekiq-retry-item", `
irb(main):003> Sidekiq::RetrySet.new.first.item
=> {"retry"=>true, "queue"=>"webhooks", "class"=>"DeliverWebhookJob", "args"=>[812, "https://hooks.partner.io/acme", {"signing_secret"=>"«a»", "api_key"=>"«b»"}], "jid"=>"«_jid»", "created_at"=>1717401234.1234, "enqueued_at"=>1717401300.0102, "error_message"=>"Net::ReadTimeout with #<TCPSocket:(closed)>", "error_class"=>"Net::ReadTimeout", "failed_at"=>1717401245.9, "retry_count"=>3, "retried_at"=>1717401300.01}
`, V{"a": g.hex(64), "b": g.an(32), "_jid": g.hex(24)}, "DeliverWebhookJob", "https://hooks.partner.io/acme")
	g.srAdd("aws-sdk-ruby-inspects", `
irb(main):001> Aws::S3::Client.new.config.credentials
=> #<Aws::Credentials access_key_id="«=ak»">
irb(main):002> Net::HTTP.new("api.example.com", 443)
=> #<Net::HTTP api.example.com:443 open=false>
irb(main):003> Aws::STS::Client.new.get_caller_identity
=> #<struct Aws::STS::Types::GetCallerIdentityResponse user_id="«_uid»", account="«_acct»", arn="arn:aws:iam::«_acct»:user/ci-deployer">
`, V{"=ak": g.awsID(), "_uid": "AIDA" + g.s(alUpNum, 17), "_acct": g.digits(12)}, "#<Net::HTTP api.example.com:443 open=false>", ":user/ci-deployer")
	g.srAdd("psych-disallowed-class-erb", `
$ bin/rails db:migrate
bin/rails aborted!
Psych::DisallowedClass: Tried to load unspecified class: ActiveSupport::HashWithIndifferentAccess (Psych::DisallowedClass)
/app/config/initializers/settings.rb:4:in ˋ<main>'
$ cat config/settings.yml
--- !ruby/hash:ActiveSupport::HashWithIndifferentAccess
smtp_password: <%= ENV.fetch("SMTP_PASSWORD") %>
sentry_dsn: <%= ENV["SENTRY_DSN"] %>
features:
  new_checkout: true
`, V{}, `smtp_password: <%= ENV.fetch("SMTP_PASSWORD") %>`, "--- !ruby/hash:ActiveSupport::HashWithIndifferentAccess")
}

// ---- Java, Kotlin, Scala: printed objects ----

func (g *G) srJava() {
	g.srAdd("lombok-data-tostring-log", `
2024-06-03T09:12:44.118Z DEBUG 1 --- [billing] [           main] c.a.billing.config.DataSourceConfig      : Building pool from DataSourceProperties(url=jdbc:postgresql://pg-billing.internal:5432/billing?sslmode=require, username=billing_app, password=«a», driverClassName=org.postgresql.Driver, maximumPoolSize=20)
2024-06-03T09:12:44.301Z  INFO 1 --- [billing] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
`, V{"a": g.pw()}, "pg-billing.internal:5432", "billing_app")
	g.srAdd("lombok-tostring-exclude", `
$ grep -n -B2 -A8 '@ToString' src/main/java/com/acme/mail/MailProperties.java
14:@Data
15:@ToString
16:@ConfigurationProperties(prefix = "acme.mail")
17:public class MailProperties {
18:    private String host;
19:    private int port;
20:    private String username;
21:    @ToString.Exclude
22:    private String password;
23:}
$ grep MailProperties logs/app.log | tail -1
2024-06-03 10:02:17.441  INFO 7 --- [main] com.acme.mail.MailConfig : MailProperties(host=smtp.office365.com, port=587, username=noreply@acme-industries.com)
`, V{}, "MailProperties(host=smtp.office365.com, port=587, username=noreply@acme-industries.com)", "@ToString.Exclude")
	g.srAdd("record-tostring-in-exception", `
Exception in thread "main" java.lang.IllegalStateException: could not create GraphService
	at com.acme.graph.Main.main(Main.java:22)
Caused by: java.lang.IllegalStateException: token request failed (401) for ApiCredentials[clientId=«_cid», clientSecret=«a», tokenUrl=https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token, scope=https://graph.microsoft.com/.default]
	at com.acme.graph.TokenClient.fetch(TokenClient.java:58)
	at com.acme.graph.GraphService.<init>(GraphService.java:31)
	... 1 more
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "https://graph.microsoft.com/.default")
	g.srAdd("hikari-config-dump-masked", `
2024-06-03 09:12:44.290 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : HikariPool-1 - configuration:
2024-06-03 09:12:44.291 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : autoCommit......................true
2024-06-03 09:12:44.291 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : connectionTimeout...............30000
2024-06-03 09:12:44.291 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : dataSourceProperties............{password=<masked>}
2024-06-03 09:12:44.291 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : driverClassName................."org.postgresql.Driver"
2024-06-03 09:12:44.292 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : jdbcUrl.........................jdbc:postgresql://pg-orders.internal:5432/orders?user=orders_app&password=<masked>
2024-06-03 09:12:44.292 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : maximumPoolSize.................20
2024-06-03 09:12:44.292 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : password........................<masked>
2024-06-03 09:12:44.292 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : poolName........................"HikariPool-1"
2024-06-03 09:12:44.292 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : username........................"orders_app"
`, V{}, "password........................<masked>", "jdbc:postgresql://pg-orders.internal:5432/orders?user=orders_app&password=<masked>")
	g.srAdd("kotlin-data-class-logcat", `
$ adb logcat -s SmsModule:D
06-03 09:14:22.118  4821  4821 D SmsModule: init TwilioConfig(accountSid=«=sid», authToken=«a», fromNumber=+4915735981234, messagingServiceSid=MG«_mg»)
06-03 09:14:22.131  4821  4903 D SmsModule: verify request queued for +49157******34
`, V{"=sid": g.twilioSID(), "a": g.hex(32), "_mg": g.hex(32)}, "+4915735981234", "+49157******34")
	g.srAdd("jackson-pretty-printer", `
$ java -jar tools/config-dump.jar --profile prod
{
  "serviceName" : "invoice-sync",
  "oauth" : {
    "tokenUri" : "https://identity.xero.com/connect/token",
    "clientId" : "«_cid»",
    "clientSecret" : "«a»",
    "scopes" : [ "accounting.transactions", "offline_access" ]
  },
  "retry" : {
    "maxAttempts" : 5,
    "backoff" : "PT2S"
  }
}
`, V{"_cid": g.s(alHexU, 32), "a": g.b64u(48)}, "invoice-sync", "https://identity.xero.com/connect/token")
	g.srAdd("gson-escaped-connection-string", `
$ adb logcat -s ConfigRepo:D
06-03 11:02:09.554  7312  7340 D ConfigRepo: {"hubName":"telemetry","connectionString":"Endpoint\u003dsb://acme-iot.servicebus.windows.net/;SharedAccessKeyName\u003dRootManageSharedAccessKey;SharedAccessKey\u003d«a»;EntityPath\u003dtelemetry","retryCount":3,"deviceId":"«_dev»"}
`, V{"a": srGsonEsc(g.b64(32)), "_dev": g.uuid()}, "acme-iot.servicebus.windows.net", `SharedAccessKeyName\u003dRootManageSharedAccessKey`)
	g.srAdd("properties-store-unicode-escapes", `
$ cat ~/.acme/ftp-sync.properties
#Saved by ftp-sync 2.3
#Mon Jun 03 11:20:41 CEST 2024
remote.path=/outgoing/invoices
remote.url=ftps\://ftp.druckerei-weber.de\:990
remote.user=acme_export
remote.password=«a»
local.dir=C\:\\Users\\jan\\Documents\\exports
`, V{"a": srPropEsc(g.srPwUni())}, `ftps\://ftp.druckerei-weber.de\:990`, "acme_export")
	g.srAdd("native2ascii-messages", `
$ cat src/main/resources/messages_ja.properties
login.title=\u30ED\u30B0\u30A4\u30F3
login.password.label=\u30D1\u30B9\u30EF\u30FC\u30C9
login.password.hint=\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044
error.auth.failed=\u8A8D\u8A3C\u306B\u5931\u6557\u3057\u307E\u3057\u305F
`, V{}, `login.password.label=\u30D1\u30B9\u30EF\u30FC\u30C9`, `error.auth.failed=\u8A8D\u8A3C\u306B\u5931\u6557\u3057\u307E\u3057\u305F`)
	{
		full := g.an(56)
		g.srAdd("properties-list-truncated", `
jshell> var props = new Properties(); props.load(new FileReader("conf/partner.properties"))
props ==> {}
jshell> props.list(System.out)
-- listing properties --
api.base=https://api.partner.example/v2
api.token=«a»...
db.password=«b»
db.url=jdbc:mysql://mysql-02.lan:3306/partner
`, V{"a": full[:37], "b": g.pw()}, "https://api.partner.example/v2", "jdbc:mysql://mysql-02.lan:3306/partner")
	}
	g.srAdd("actuator-env-masked", `
$ curl -s localhost:8081/actuator/env/spring.datasource.password | jq .
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
`, V{}, `"value": "******"`, `System Environment Property \"SPRING_DATASOURCE_PASSWORD\"`)
	g.srAdd("scala-case-class-positional", `
scala> val s = KafkaSettings.load(ConfigFactory.load())
val s: KafkaSettings = KafkaSettings(b-1.orders-msk.q2w8e4.c3.kafka.eu-west-1.amazonaws.com:9096,SASL_SSL,SCRAM-SHA-512,svc-orders,«a»)

scala> s.productElementNames.toList
val res1: List[String] = List(bootstrap, protocol, mechanism, user, password)
`, V{"a": g.pwStrong()}, "svc-orders", "SCRAM-SHA-512")
	g.srAdd("java-getenv-hashmap", `
jshell> System.getenv()
$1 ==> {PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin, JAVA_HOME=/opt/java/openjdk, HOSTNAME=orders-6f7d9b8c4-x2kzp, SPRING_PROFILES_ACTIVE=prod, SPRING_DATASOURCE_PASSWORD=«a», JAVA_VERSION=jdk-21.0.3+9, LANG=en_US.UTF-8, HOME=/root}
`, V{"a": g.pw()}, "orders-6f7d9b8c4-x2kzp", "jdk-21.0.3+9")
	g.srAdd("reflection-tostring-builder", `
2024-06-03 12:01:09,882 [pool-2-thread-1] ERROR c.a.sftp.UploadTask - upload failed for com.acme.sftp.SftpSettings@«_hc»[host=sftp.partner.example,port=22,user=acme,password=«a»,knownHosts=/etc/ssh/ssh_known_hosts,remoteDir=/in]
com.jcraft.jsch.JSchException: Auth fail
	at com.jcraft.jsch.Session.connect(Session.java:519)
`, V{"_hc": g.hex(8), "a": g.pw()}, "sftp.partner.example", "com.jcraft.jsch.JSchException: Auth fail")
}

// ---- Java wire formats and XML ----

func (g *G) srJVMWire() {
	{
		pw := g.pw()
		user := "svc-ldapbind"
		cls := "com.acme.auth.LdapCredential"
		l2 := func(n int) string { return fmt.Sprintf("0x%02x %02x", n>>8, n&0xff) }
		str := func(ind, s string) string {
			return ind + "Length - " + strconv.Itoa(len(s)) + " - " + l2(len(s)) + "\n" + ind + "Value - " + s + " - 0x" + srHexOf(s)
		}
		dump := `$ java -jar SerializationDumper.jar -r cache/session-8812.ser
STREAM_MAGIC - 0xac ed
STREAM_VERSION - 0x00 05
Contents
  TC_OBJECT - 0x73
    TC_CLASSDESC - 0x72
      className
` + str("        ", cls) + `
      serialVersionUID - 0x00 00 00 00 00 00 00 01
      newHandle 0x00 7e 00 00
      classDescFlags - 0x02 - SC_SERIALIZABLE
      fieldCount - 2 - 0x00 02
      Fields
        0:
          Object - L - 0x4c
          fieldName
` + str("            ", "password") + `
          className1
            TC_STRING - 0x74
              newHandle 0x00 7e 00 01
` + str("              ", "Ljava/lang/String;") + `
        1:
          Object - L - 0x4c
          fieldName
` + str("            ", "username") + `
          className1
            TC_REFERENCE - 0x71
              Handle - 8257537 - 0x00 7e 00 01
      classAnnotations
        TC_ENDBLOCKDATA - 0x78
      superClassDesc
        TC_NULL - 0x70
    newHandle 0x00 7e 00 02
    classdata
      com.acme.auth.LdapCredential
        values
          password
            (object)
              TC_STRING - 0x74
                newHandle 0x00 7e 00 03
` + str("                ", pw) + `
          username
            (object)
              TC_STRING - 0x74
                newHandle 0x00 7e 00 04
` + str("                ", user)
		v := V{"a": pw, "b": srHexOf(pw)}
		g.srAdd("serialization-dumper-ser-file", srT(dump, v)+"\n", v, cls, "TC_ENDBLOCKDATA - 0x78", user)
	}
	g.srAdd("xstream-salesforce-config", `
$ cat data/integrations/salesforce.xml
<com.acme.crm.SalesforceConfig>
  <loginUrl>https://login.salesforce.com</loginUrl>
  <username>integration@acme.com.prod</username>
  <password>«a»</password>
  <securityToken>«b»</securityToken>
  <apiVersion>60.0</apiVersion>
  <batchSize>200</batchSize>
</com.acme.crm.SalesforceConfig>
`, V{"a": g.pw(), "b": g.an(25)}, "integration@acme.com.prod", "<com.acme.crm.SalesforceConfig>")
	g.srAdd("jenkins-credentials-xstream-encrypted", `
$ sudo cat /var/lib/jenkins/credentials.xml | sed -n '8,24p'
        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>nexus-deploy</id>
          <description>Nexus deploy user</description>
          <username>deploy</username>
          <password>{«=enc»}</password>
          <usernameSecret>false</usernameSecret>
        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>sonar-token-ref</id>
          <description>see vault: secret/ci/sonar</description>
          <secret>{«=enc2»}</secret>
        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
`, V{"=enc": "AQAAABAAAAAQ" + g.b64(48), "=enc2": "AQAAABAAAAAw" + g.b64(64)}, "<id>nexus-deploy</id>", "see vault: secret/ci/sonar")
	{
		vs := base64.StdEncoding.EncodeToString(append([]byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff}, g.bytes(210)...))
		g.srAdd("jsf-viewstate-hidden-input", `
$ curl -s https://portal.example.org/faces/login.xhtml | grep -o '<input type="hidden" name="javax.faces.ViewState"[^>]*>'
<input type="hidden" name="javax.faces.ViewState" id="j_id1:javax.faces.ViewState:0" value="«_vs»" autocomplete="off" />
# ViewState is gzip'd (H4sI) java serialization, client-side state saving is on
`, V{"_vs": vs}, "j_id1:javax.faces.ViewState:0")
	}
	{
		pw := g.pw()
		g.srAdd("jshell-record-creds", `
jshell> record Creds(String user, String password) {}
|  created record Creds

jshell> var c = new Creds("svc-backup", System.getenv("BACKUP_PW"))
c ==> Creds[user=svc-backup, password=«a»]

jshell> c.password().length()
$3 ==> «=n»
`, V{"a": pw, "=n": srLen(pw)}, "svc-backup")
	}
	g.srAdd("kotlinx-serialization-session", `
// debug: println(Json.encodeToString(session))
I/System.out: {"userId":"«_uid»","accessToken":"«a»","refreshToken":"«b»","expiresAt":«_exp»,"provider":"EMAIL"}
`, V{"_uid": g.uuid(), "a": g.userJWT(), "b": g.b64u(64), "_exp": g.srTs()}, `"provider":"EMAIL"`)
	g.srAdd("typesafe-config-render-origins", `
scala> println(config.getConfig("app").root().render(ConfigRenderOptions.defaults().setOriginComments(true)))
{
    # application.conf @ file:/opt/app/conf/application.conf: 4
    "db" : {
        # application.conf @ file:/opt/app/conf/application.conf: 7
        "password" : "«a»",
        # application.conf @ file:/opt/app/conf/application.conf: 5
        "url" : "jdbc:postgresql://pg.internal:5432/events",
        # application.conf @ file:/opt/app/conf/application.conf: 6
        "user" : "events"
    },
    # application.conf @ file:/opt/app/conf/application.conf: 10
    "mapbox-token" : "«b»"
}
`, V{"a": g.pw(), "b": g.mapboxSK()}, "jdbc:postgresql://pg.internal:5432/events")
	g.srAdd("hocon-render-unresolved", `
scala> println(ConfigFactory.parseFile(new java.io.File("conf/application.conf")).root().render(ConfigRenderOptions.concise().setFormatted(true).setJson(false)))
db {
    password=${?DB_PASSWORD}
    url="jdbc:postgresql://"${DB_HOST}":5432/events"
    user=events
}
mapbox-token=${MAPBOX_TOKEN}
`, V{}, "password=${?DB_PASSWORD}", "mapbox-token=${MAPBOX_TOKEN}")
	g.srAdd("spring-configprops-show-values", `
$ curl -s localhost:8081/actuator/configprops | jq '.contexts.application.beans["acme.partner-com.acme.partner.PartnerProperties"]'
{
  "prefix": "acme.partner",
  "properties": {
    "baseUrl": "https://api.partner-logistics.de/v3",
    "apiToken": "«a»",
    "timeout": "PT10S"
  },
  "inputs": {
    "baseUrl": {
      "value": "https://api.partner-logistics.de/v3",
      "origin": "class path resource [application.yml] - 41:16"
    },
    "apiToken": {
      "value": "«a»",
      "origin": "System Environment Property \"ACME_PARTNER_APITOKEN\""
    },
    "timeout": {}
  }
}
# management.endpoint.configprops.show-values=always is on in this profile
`, V{"a": g.hex(40)}, "https://api.partner-logistics.de/v3", "ACME_PARTNER_APITOKEN")
	g.srAdd("logback-json-encoder-line", `
$ kubectl logs deploy/auth --tail 2
{"@timestamp":"2024-06-03T09:12:44.118Z","@version":"1","message":"Token refreshed for tenant 812","logger_name":"com.acme.auth.TokenRefresher","thread_name":"scheduling-1","level":"INFO","level_value":20000,"traceId":"«_tr»","spanId":"«_sp»","tenant":"812","tokenFingerprint":"sha256:«_fp»"}
{"@timestamp":"2024-06-03T09:12:45.002Z","@version":"1","message":"Completed 200 OK","logger_name":"org.springframework.web.servlet.DispatcherServlet","thread_name":"http-nio-8080-exec-3","level":"DEBUG","level_value":10000,"traceId":"«_tr»","spanId":"«_sp2»"}
`, V{"_tr": g.hex(32), "_sp": g.hex(16), "_fp": g.hex(64), "_sp2": g.hex(16)}, "com.acme.auth.TokenRefresher")
}

// ---- Go ----

func (g *G) srGo() {
	g.srAdd("go-v-struct-positional", `
$ go run ./cmd/api
2024/06/03 09:12:44 config: {0.0.0.0:8080 postgres://api:«a»@pg.internal:5432/api?sslmode=disable 30s [redis-1:6379 redis-2:6379] «b» true}
2024/06/03 09:12:44 listening on 0.0.0.0:8080
`, V{"a": g.pwURL(), "b": g.hex(64)}, "pg.internal:5432/api?sslmode=disable", "[redis-1:6379 redis-2:6379]")
	g.srAdd("go-plusv-redis-options", `
2024/06/03 09:12:44 redis options: &{Network:tcp Addr:redis.internal:6379 ClientName: Dialer:<nil> OnConnect:<nil> Protocol:3 Username:default Password:«a» CredentialsProvider:<nil> DB:0 MaxRetries:3 MinRetryBackoff:8ms MaxRetryBackoff:512ms DialTimeout:5s ReadTimeout:3s WriteTimeout:3s PoolFIFO:false PoolSize:20 MinIdleConns:0 TLSConfig:<nil>}
`, V{"a": g.an(32)}, "Addr:redis.internal:6379")
	g.srAdd("go-sharpv-aws-test-failure", `
$ go test ./internal/config/...
--- FAIL: TestLoadAWS (0.00s)
    config_test.go:31: got &config.AWS{Region:"eu-west-1", AccessKeyID:"«a»", SecretAccessKey:"«b»", SessionToken:"", Profile:""}, want profile "ci"
FAIL
FAIL	github.com/acme/deployer/internal/config	0.014s
`, V{"a": g.awsID(), "b": g.awsSecret()}, "github.com/acme/deployer/internal/config")
	{
		tok := g.ghp()
		g.srAdd("spew-dump-config", `
$ go run ./cmd/mirror -debug
(*main.Config)(0xc0000a6000)({
 Server: (main.Server) {
  Addr: (string) (len=5) ":8443",
  TLS: (bool) true
 },
 Upstream: (main.Upstream) {
  URL: (string) (len=22) "https://api.github.com",
  Token: (string) (len=`+srLen(tok)+`) "«a»",
  Timeout: (time.Duration) 10s
 },
 Orgs: ([]string) (len=2 cap=2) {
  (string) (len=13) "acme-platform",
  (string) (len=8) "acme-web"
 }
})
`, V{"a": tok}, "https://api.github.com", "(*main.Config)(0xc0000a6000)")
	}
	g.srAdd("go-url-redacted", `
$ go run ./cmd/dbcheck
postgres://app:xxxxx@db.internal:5432/app?sslmode=require
&url.URL{Scheme:"postgres", Opaque:"", User:(*url.Userinfo)(0xc000012360), Host:"db.internal:5432", Path:"/app", RawPath:"", OmitHost:false, ForceQuery:false, RawQuery:"sslmode=require", Fragment:"", RawFragment:""}
ok: connected in 12ms
`, V{}, "postgres://app:xxxxx@db.internal:5432/app?sslmode=require", "User:(*url.Userinfo)(0xc000012360)")
	g.srAdd("go-environ-slice", `
$ kubectl logs deploy/sync -c sync | head -n 2
2024/06/03 10:00:00 env: [PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOSTNAME=sync-7c9d7f5b6-ql2vx GITHUB_TOKEN=«a» SYNC_ORG=acme-platform KUBERNETES_SERVICE_HOST=10.96.0.1 KUBERNETES_SERVICE_PORT=443 HOME=/root]
2024/06/03 10:00:00 syncing 214 repositories
`, V{"a": g.ghFine()}, "sync-7c9d7f5b6-ql2vx", "SYNC_ORG=acme-platform")
	g.srAdd("go-json-bytes-as-base64", `
$ go run ./cmd/genkeys --json
{
  "KeyID": "«_kid»",
  "Algorithm": "HS512",
  "Secret": "«a»",
  "CreatedAt": "2024-06-03T09:12:44.118211Z"
}
`, V{"_kid": g.uuid(), "a": g.b64(64)}, `"Algorithm": "HS512"`)
	{
		tok := g.gho()
		g.srAdd("testify-not-equal-token", `
--- FAIL: TestExchangeCode (0.41s)
    oauth_test.go:58: 
        	Error Trace:	/src/internal/oauth/oauth_test.go:58
        	Error:      	Not equal: 
        	            	expected: oauth.Token{AccessToken:"fixture-access", TokenType:"bearer", Scope:"repo"}
        	            	actual  : oauth.Token{AccessToken:"«a»", TokenType:"bearer", Scope:"repo"}
        	            	
        	            	Diff:
        	            	--- Expected
        	            	+++ Actual
        	            	@@ -1,3 +1,3 @@
        	            	 (oauth.Token) {
        	            	- AccessToken: (string) (len=14) "fixture-access",
        	            	+ AccessToken: (string) (len=`+srLen(tok)+`) "«a»",
        	            	  TokenType: (string) (len=6) "bearer",
        	Test:       	TestExchangeCode
`, V{"a": tok}, "fixture-access")
	}
	g.srAdd("kr-pretty-release", `
$ go run ./cmd/release-info
main.Release{
    Version: "v1.14.2",
    Commit:  "«_c»",
    Digest:  "sha256:«_d»",
    BuiltAt: time.Date(2024, time.June, 3, 9, 12, 44, 0, time.UTC),
    Signer:  "release-bot@acme.dev",
    Flags:   main.Flag(0x5),
}
`, V{"_c": g.gitSHA(), "_d": g.hex(64)}, "release-bot@acme.dev", "time.Date(2024, time.June, 3, 9, 12, 44, 0, time.UTC)")
	g.srAdd("client-go-rest-config-redacted", `
$ go run ./hack/whoami -v=6
I0603 09:12:44.118211   51234 loader.go:395] Config loaded from file:  /home/dev/.kube/config
&rest.Config{Host:"https://10.0.0.1:6443", APIPath:"", ContentConfig:rest.ContentConfig{AcceptContentTypes:"", ContentType:"", GroupVersion:(*schema.GroupVersion)(nil), NegotiatedSerializer:runtime.NegotiatedSerializer(nil)}, Username:"", Password:"", BearerToken:"--- REDACTED ---", BearerTokenFile:"", Impersonate:rest.ImpersonationConfig{UserName:"", UID:"", Groups:[]string(nil), Extra:map[string][]string(nil)}, TLSClientConfig:rest.sanitizedTLSClientConfig{Insecure:false, ServerName:"", CertFile:"", KeyFile:"", CAFile:"", CertData:[]uint8(nil), KeyData:[]uint8{0x2d, 0x2d, 0x2d, 0x20, 0x52, 0x45, 0x44, 0x41, 0x43, 0x54, 0x45, 0x44, 0x20, 0x2d, 0x2d, 0x2d}, CAData:[]uint8(nil), NextProtos:[]string(nil)}, UserAgent:"whoami/v0.0.0", QPS:5, Burst:10}
`, V{}, `BearerToken:"--- REDACTED ---"`, "0x2d, 0x2d, 0x2d, 0x20, 0x52, 0x45, 0x44, 0x41, 0x43, 0x54, 0x45, 0x44")
	g.srAdd("grpc-metadata-map", `
2024-06-03T09:12:44.118Z	DEBUG	interceptor/log.go:41	incoming	{"method": "/billing.v1.Invoices/List", "md": "map[:authority:[billing.internal:443] authorization:[Bearer «a»] content-type:[application/grpc] grpc-accept-encoding:[gzip] user-agent:[grpc-go/1.64.0] x-request-id:[«_rid»]]"}
`, V{"a": g.an(48), "_rid": g.uuid()}, "/billing.v1.Invoices/List", "grpc-go/1.64.0")
	g.srAdd("go-sql-driver-config", `
$ go run ./cmd/migrate -dry-run
cfg: &{User:shop Passwd:«a» Net:tcp Addr:mysql-primary.lan:3306 DBName:shop Params:map[] ConnectionAttributes: Collation:utf8mb4_general_ci Loc:UTC MaxAllowedPacket:67108864 ServerPubKey: TLSConfig: TLS:<nil> Timeout:5s ReadTimeout:0s WriteTimeout:0s AllowAllFiles:false AllowCleartextPasswords:false AllowNativePasswords:true ParseTime:true}
dsn: shop:«a»@tcp(mysql-primary.lan:3306)/shop?parseTime=true&timeout=5s
`, V{"a": g.pwURL()}, "mysql-primary.lan:3306", "utf8mb4_general_ci")
	g.srAdd("viper-allsettings-placeholders", `
$ go run . config dump
map[database:map[host:db.internal name:orders password:${DB_PASSWORD} port:5432 user:orders] log:map[format:json level:info] stripe:map[key_file:/run/secrets/stripe_key]]
`, V{}, "password:${DB_PASSWORD}", "key_file:/run/secrets/stripe_key")
}

// ---- Rust ----

func (g *G) srRust() {
	g.srAdd("rust-debug-url-password", `
[2024-06-03T09:12:44Z DEBUG worker::db] connecting with Url { scheme: "postgres", cannot_be_a_base: false, username: "worker", password: Some("«a»"), host: Some(Domain("pg.internal")), port: Some(5432), path: "/jobs", query: Some("sslmode=require"), fragment: None }
[2024-06-03T09:12:49Z ERROR worker::db] pool timed out while waiting for an open connection
`, V{"a": g.pwURL()}, `host: Some(Domain("pg.internal"))`)
	g.srAdd("rust-pretty-debug-settings", `
$ RUST_LOG=debug cargo run --bin api
[2024-06-03T09:12:44Z DEBUG api] Settings {
    application: ApplicationSettings {
        host: "0.0.0.0",
        port: 8000,
        base_url: "https://newsletter.example.com",
        hmac_secret: "«a»",
    },
    database: DatabaseSettings {
        username: "app",
        password: "«b»",
        port: 5432,
        host: "pg.internal",
        database_name: "newsletter",
        require_ssl: true,
    },
    email_client: EmailClientSettings {
        base_url: "https://api.postmarkapp.com",
        sender_email: "news@example.com",
        authorization_token: "«c»",
        timeout_milliseconds: 10000,
    },
}
`, V{"a": g.an(64), "b": g.pw(), "c": g.uuid()}, "https://newsletter.example.com", "https://api.postmarkapp.com")
	g.srAdd("rust-secrecy-redacted", `
[2024-06-03T09:12:44Z DEBUG api] Settings {
    application: ApplicationSettings {
        port: 8000,
        hmac_secret: SecretBox<str>([REDACTED]),
    },
    database: DatabaseSettings {
        username: "app",
        password: SecretBox<str>([REDACTED]),
        host: "pg.internal",
        database_name: "newsletter",
    },
    legacy_token: Secret([REDACTED alloc::string::String]),
}
`, V{}, "SecretBox<str>([REDACTED])", "Secret([REDACTED alloc::string::String])")
	g.srAdd("rust-reqwest-headers-sensitive", `
[2024-06-03T09:12:44Z TRACE llm_client] sending RequestBuilder { method: POST, url: Url { scheme: "https", cannot_be_a_base: false, username: "", password: None, host: Some(Domain("api.openai.com")), port: None, path: "/v1/chat/completions", query: None, fragment: None }, headers: {"authorization": Sensitive, "content-type": "application/json"} }
`, V{}, `{"authorization": Sensitive, "content-type": "application/json"}`, `path: "/v1/chat/completions"`)
	g.srAdd("rust-panic-headermap", `
thread 'tokio-runtime-worker' panicked at src/client.rs:88:14:
unexpected status 403 Forbidden, sent headers {"x-api-key": "«a»", "accept": "application/json", "user-agent": "acme-sync/0.4.1"}
note: run with ˋRUST_BACKTRACE=1ˋ environment variable to display a backtrace
`, V{"a": g.s(alAlnum, 40)}, "acme-sync/0.4.1", "src/client.rs:88:14")
	g.srAdd("rust-serde-json-pretty", `
$ cargo run -q --bin cfctl -- config show
{
  "account_id": "«_acc»",
  "zone_id": "«_zone»",
  "api_token": "«a»",
  "proxied": true,
  "ttl": 1
}
`, V{"_acc": g.hex(32), "_zone": g.hex(32), "a": g.cfToken()}, `"proxied": true`)
	g.srAdd("ron-bot-config", `
$ cat assets/config/bot.ron
(
    discord_token: "«a»",
    guild_id: «_gid»,
    prefix: "!",
    owners: [«_own»],
    log_channel: Some(«_ch»),
)
`, V{"a": g.discordBot(), "_gid": g.digits(19), "_own": g.digits(18), "_ch": g.digits(19)}, `prefix: "!"`)
	g.srAdd("rust-dbg-token-response", `
$ cargo run --example drive_list
[examples/drive_list.rs:18:9] &resp = TokenResponse {
    access_token: "«a»",
    token_type: "Bearer",
    expires_in: 3599,
    refresh_token: None,
    scope: "https://www.googleapis.com/auth/drive.readonly",
}
Found 37 files
`, V{"a": g.ya29()}, "https://www.googleapis.com/auth/drive.readonly")
	g.srAdd("rust-sqlx-pg-options", `
Error: pool timed out while waiting for an open connection
  opts: PgConnectOptions { host: "db", port: 5432, socket: None, username: "app", password: Some("«a»"), database: Some("app"), ssl_mode: Prefer, ssl_root_cert: None, ssl_client_cert: None, ssl_client_key: None, statement_cache_capacity: 100, application_name: Some("ingest"), log_settings: LogSettings { statements_level: Debug, slow_statements_level: Warn, slow_statements_duration: 1s }, extra_float_digits: Some("2"), options: None }
`, V{"a": g.pw()}, `application_name: Some("ingest")`)
	g.srAdd("rust-oci-manifest-debug", `
$ cargo run -q -- inspect ghcr.io/acme/api:1.14.2
ImageManifest { schema_version: 2, media_type: Some(ImageManifest), config: Descriptor { media_type: ImageConfig, digest: "sha256:«_c»", size: 1469, urls: None, annotations: None }, layers: [Descriptor { media_type: ImageLayerGzip, digest: "sha256:«_l1»", size: 29126484, urls: None, annotations: None }, Descriptor { media_type: ImageLayerGzip, digest: "sha256:«_l2»", size: 3412, urls: None, annotations: None }], subject: None, annotations: Some({"org.opencontainers.image.revision": "«_rev»"}) }
`, V{"_c": g.hex(64), "_l1": g.hex(64), "_l2": g.hex(64), "_rev": g.gitSHA()}, "ghcr.io/acme/api:1.14.2")
	g.srAdd("rust-toml-value-dbg", `
[src/main.rs:31:5] &cfg = Table({"endpoint": String("https://api-inference.huggingface.co"), "model": String("meta-llama/Meta-Llama-3-8B-Instruct"), "token": String("«a»")})
`, V{"a": g.hfTok()}, "meta-llama/Meta-Llama-3-8B-Instruct")
}

// ---- .NET and PowerShell ----

func (g *G) srDotnet() {
	g.srAdd("csharp-record-tostring", `
info: Acme.Notifications.Startup[0]
      SMTP configured: SmtpOptions { Host = smtp.sendgrid.net, Port = 587, UserName = apikey, Password = «a», EnableSsl = True }
info: Microsoft.Hosting.Lifetime[14]
      Now listening on: http://[::]:8080
`, V{"a": g.sendgrid()}, "smtp.sendgrid.net", "http://[::]:8080")
	g.srAdd("csharp-anonymous-object", `
PS C:\src\GraphProbe> dotnet run
{ TenantId = «_t», ClientId = «_c», ClientSecret = «a», Authority = https://login.microsoftonline.com/ }
Unhandled exception. Azure.Identity.AuthenticationFailedException: ClientSecretCredential authentication failed: AADSTS7000215: Invalid client secret provided.
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "AADSTS7000215")
	g.srAdd("system-text-json-escaped-key", `
PS> dotnet run --project src/Backup.Worker -- --dump-options
{"AccountName":"acmebackups","AccountKey":"«a»","Container":"nightly","EndpointSuffix":"core.windows.net","Schedule":"0 2 * * *"}
`, V{"a": srSTJEsc(g.azStorage())}, `"AccountName":"acmebackups"`, `"Schedule":"0 2 * * *"`)
	g.srAdd("newtonsoft-indented-settings", `
// Console.WriteLine(JsonConvert.SerializeObject(settings, Formatting.Indented));
{
  "ConnectionStrings": {
    "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=«a»;Encrypt=True;"
  },
  "Serilog": {
    "MinimumLevel": "Information"
  },
  "FeatureFlags": {
    "NewCheckout": true
  }
}
`, V{"a": g.pwStrong()}, "acme-sql.database.windows.net,1433")
	g.srAdd("iconfiguration-getdebugview", `
> Console.WriteLine(((IConfigurationRoot)builder.Configuration).GetDebugView());
AllowedHosts=* (JsonConfigurationProvider for 'appsettings.json' (Optional))
ConnectionStrings:
  Default=Host=pg.internal;Database=crm;Username=crm;Password=«a» (JsonConfigurationProvider for 'secrets.json' (Optional))
Jwt:
  Issuer=https://crm.acme.io (JsonConfigurationProvider for 'appsettings.json' (Optional))
  SigningKey=«b» (EnvironmentVariablesConfigurationProvider Prefix: '')
Logging:
  LogLevel:
    Default=Information (JsonConfigurationProvider for 'appsettings.json' (Optional))
`, V{"a": g.pw(), "b": g.b64(48)}, "https://crm.acme.io", "EnvironmentVariablesConfigurationProvider Prefix: ''")
	g.srAdd("getdebugview-keyvault-refs", `
AllowedHosts=* (JsonConfigurationProvider for 'appsettings.json' (Optional))
ConnectionStrings:
  Default=@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/SqlConnection/) (EnvironmentVariablesConfigurationProvider Prefix: '')
Stripe:
  SecretKey=@Microsoft.KeyVault(VaultName=kv-acme-prod;SecretName=StripeSecretKey) (EnvironmentVariablesConfigurationProvider Prefix: '')
WEBSITE_INSTANCE_ID=«_iid» (EnvironmentVariablesConfigurationProvider Prefix: '')
`, V{"_iid": g.hex(64)}, "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/SqlConnection/)", "@Microsoft.KeyVault(VaultName=kv-acme-prod;SecretName=StripeSecretKey)")
	g.srAdd("datacontract-serializer-xml", `
PS> Get-Content .\cache\partner-credentials.xml
<PartnerCredentials xmlns="http://schemas.datacontract.org/2004/07/Acme.Integrations" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><ApiKey>«a»</ApiKey><Endpoint>https://edi.partner-logistics.de/api/v2</Endpoint><LastRotated>2024-03-01T00:00:00Z</LastRotated><PartnerId>«_pid»</PartnerId></PartnerCredentials>
`, V{"a": g.hex(48), "_pid": g.uuid()}, "http://schemas.datacontract.org/2004/07/Acme.Integrations", "https://edi.partner-logistics.de/api/v2")
	g.srAdd("xmlserializer-empty-password", `
PS> [IO.File]::ReadAllText("$env:APPDATA\Acme\ReportExporter\settings.xml")
<?xml version="1.0" encoding="utf-8"?>
<ExporterSettings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <Server>reports.corp.local</Server>
  <UseWindowsAuth>true</UseWindowsAuth>
  <UserName />
  <Password />
  <PasswordProtected>true</PasswordProtected>
  <LastExport>2024-06-02T18:00:00</LastExport>
</ExporterSettings>
`, V{}, "<Password />", "reports.corp.local")
	g.srAdd("objectdumper-csharp-style", `
// ObjectDumper.Dump(options, DumpStyle.CSharp)
var databaseOptions = new DatabaseOptions
{
  Server = "sql01.corp.local",
  Database = "Payroll",
  UserId = "payroll_svc",
  Password = "«a»",
  CommandTimeout = 60,
  Encrypt = true
};
`, V{"a": g.pw()}, "sql01.corp.local", "payroll_svc")
	g.srAdd("powershell-format-list-json", `
PS C:\src\Acme.Api> Get-Content .\appsettings.Production.json | ConvertFrom-Json | Format-List

Logging           : @{LogLevel=}
AllowedHosts      : *
ConnectionStrings : @{Default=Server=sql01.corp.local;Database=Acme;User Id=acme_api;Password=«a»;TrustServerCertificate=True}
Stripe            : @{SecretKey=«b»; WebhookSecret=«c»}

`, V{"a": g.pw(), "b": g.skLive(), "c": g.whsec()}, "User Id=acme_api")
	g.srAdd("powershell-securestring-and-clixml", `
PS C:\> $cred = Import-Clixml C:\ops\svc_backup.cred.xml
PS C:\> $cred | Format-List

UserName : CORP\svc_backup
Password : System.Security.SecureString

PS C:\> Select-String -Path C:\ops\svc_backup.cred.xml -Pattern '<SS'

C:\ops\svc_backup.cred.xml:9:      <SS N="Password">«=dpapi»</SS>
`, V{"=dpapi": dpapiHex + g.hex(300)}, "Password : System.Security.SecureString", `CORP\svc_backup`)
	g.srAdd("az-webapp-appsettings-json", `
$ az webapp config appsettings list -g rg-prod -n acme-api -o json
[
  {
    "name": "ASPNETCORE_ENVIRONMENT",
    "slotSetting": false,
    "value": "Production"
  },
  {
    "name": "Stripe__SecretKey",
    "slotSetting": true,
    "value": "«a»"
  },
  {
    "name": "ConnectionStrings__Redis",
    "slotSetting": false,
    "value": "acme-cache.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False"
  }
]
`, V{"a": g.skLive(), "b": g.b64(32)}, "acme-cache.redis.cache.windows.net:6380", "ASPNETCORE_ENVIRONMENT")
	g.srAdd("fsharp-printfn-A-record", `
> printfn "%A" cfg;;
{ Host = "mq.internal"
  Port = 5672
  VirtualHost = "/orders"
  User = "orders"
  Password = "«a»"
  Prefetch = 50us }
val it: unit = ()
`, V{"a": g.pw()}, `VirtualHost = "/orders"`)
}

// ---- Elixir and Erlang ----

func (g *G) srBEAM() {
	g.srAdd("elixir-inspect-struct", `
iex(1)> MyApp.Stripe.config()
%MyApp.Stripe.Config{
  api_key: "«a»",
  webhook_secret: "«b»",
  api_version: "2024-06-20",
  connect_account: nil
}
`, V{"a": g.skLive(), "b": g.whsec()}, "%MyApp.Stripe.Config{")
	g.srAdd("iex-application-get-all-env", `
iex(shop@10.0.3.12)2> Application.get_all_env(:shop)
[
  {Shop.Repo,
   [
     username: "shop",
     password: "«a»",
     hostname: "pg.internal",
     database: "shop_prod",
     pool_size: 10,
     ssl: true
   ]},
  {ShopWeb.Endpoint,
   [
     url: [host: "shop.example.com", port: 443, scheme: "https"],
     secret_key_base: "«b»",
     server: true
   ]},
  {:ecto_repos, [Shop.Repo]}
]
`, V{"a": g.pw(), "b": g.b64(48)}, "shop_prod", "shop.example.com")
	g.srAdd("ecto-inspect-redacted", `
iex(3)> user = Accounts.get_user_by_email("ana@example.com")
#Shop.Accounts.User<
  __meta__: #Ecto.Schema.Metadata<:loaded, "users">,
  id: 42,
  email: "ana@example.com",
  confirmed_at: ~U[2024-05-02 10:11:12Z],
  inserted_at: ~N[2024-05-02 10:09:58],
  updated_at: ~N[2024-05-02 10:11:12],
  ...
>
iex(4)> changeset
#Ecto.Changeset<
  action: :update,
  changes: %{password: "**redacted**"},
  errors: [
    password: {"should be at least %{count} character(s)",
     [count: 12, validation: :length, kind: :min, type: :string]}
  ],
  data: #Shop.Accounts.User<>,
  valid?: false,
  ...
>
`, V{}, `changes: %{password: "**redacted**"}`, `#Ecto.Schema.Metadata<:loaded, "users">`)
	g.srAdd("erlang-sys-config", `
$ cat _build/prod/rel/gateway/releases/1.4.0/sys.config
[{kernel,[{logger_level,info}]},
 {gateway,[{http_port,8443},
           {db,[{host,"pg.internal"},{user,"gateway"},{password,"«a»"}]},
           {upstream_api_key,<<"«b»">>},
           {cookie_domain,".acme.io"}]}].
`, V{"a": g.pw(), "b": g.an(40)}, `{cookie_domain,".acme.io"}`)
	g.srAdd("erlang-sys-get-state", `
(mqtt_bridge@edge-07)1> sys:get_state(whereis(mqtt_client)).
{state,<0.312.0>,"mqtt.example.io",8883,<<"device-42">>,
       <<"«a»">>,
       #{keepalive => 60,clean_start => true,ssl => true},
       undefined,0}
`, V{"a": g.pwStrong()}, `<<"device-42">>`, "mqtt.example.io")
	{
		var hb []string
		for _, c := range g.bytes(32) {
			hb = append(hb, strconv.Itoa(int(c)))
		}
		g.srAdd("erlang-term-to-binary", `
1> term_to_binary({ok, <<"hello">>}).
<<131,104,2,119,2,111,107,109,0,0,0,5,104,101,108,108,111>>
2> erlang:phash2(<<"build-42">>).
«_ph»
3> crypto:hash(sha256, <<"build-42">>).
<<«_h»>>
`, V{"_ph": g.digits(8), "_h": strings.Join(hb, ",")}, "<<131,104,2,119,2,111,107,109,0,0,0,5,104,101,108,108,111>>")
	}
	g.srAdd("tesla-env-basic-auth", `
** (MatchError) no match of right hand side value: {:ok, %Tesla.Env{method: :post, url: "https://api.mailjet.com/v3.1/send", query: [], headers: [{"authorization", "Basic «a»"}, {"content-type", "application/json"}, {"content-length", "412"}], body: %{"ErrorMessage" => "API key authentication/authorization failure", "StatusCode" => 401}, status: 401, opts: [], __module__: Shop.Mailer.Client, __client__: %Tesla.Client{fun: nil, pre: [{Tesla.Middleware.JSON, :call, [[]]}], post: [], adapter: {Tesla.Adapter.Finch, :call, [[name: Shop.Finch]]}}}}
    (shop 0.9.0) lib/shop/mailer/client.ex:27: Shop.Mailer.Client.deliver/1
`, V{"a": b64s(g.hex(32) + ":" + g.hex(32))}, "https://api.mailjet.com/v3.1/send", "lib/shop/mailer/client.ex:27")
	g.srAdd("iex-dev-repo-env", `
iex(1)> System.get_env("DATABASE_URL")
nil
iex(2)> Application.fetch_env!(:shop, Shop.Repo)
[
  socket_dir: "/var/run/postgresql",
  database: "shop_dev",
  pool_size: 10,
  show_sensitive_data_on_connection_error: true,
  stacktrace: true
]
`, V{}, `socket_dir: "/var/run/postgresql"`, "show_sensitive_data_on_connection_error: true")
	g.srAdd("jason-encode-pretty", `
iex(5)> Jason.encode!(%{client_id: cfg.client_id, client_secret: cfg.client_secret, grant_type: "client_credentials"}, pretty: true) |> IO.puts
{
  "client_id": "«_cid»",
  "client_secret": "«a»",
  "grant_type": "client_credentials"
}
:ok
`, V{"_cid": g.an(22), "a": g.b64u(43)}, `"grant_type": "client_credentials"`)
	g.srAdd("rabbitmqctl-environment", `
$ rabbitmqctl environment | grep -E 'default_(user|pass|vhost)'
      {default_pass,<<"«a»">>},
      {default_user,<<"orders">>},
      {default_vhost,<<"/orders">>},
`, V{"a": g.pwURL()}, `{default_user,<<"orders">>}`)
}

// ---- Clojure, EDN, Lua, Perl, Haskell, R ----

func (g *G) srLisps() {
	g.srAdd("edn-prod-config", `
$ cat resources/config.prod.edn
{:db {:dbtype "postgresql"
      :host "pg.internal"
      :dbname "ledger"
      :user "ledger"
      :password "«a»"}
 :jwt-secret "«b»"
 :started #inst "2024-06-01T08:00:00.000-00:00"
 :instance-id #uuid "«_id»"}
`, V{"a": g.pw(), "b": g.an(48), "_id": g.uuid()}, `#inst "2024-06-01T08:00:00.000-00:00"`)
	g.srAdd("clojure-repl-integrant-system", `
user=> (keys system)
(:app/config :app/db :app/http-client :app/server)
user=> (-> system :app/config :stripe)
{:api-key "«a»", :webhook-secret "«b»", :api-version "2024-06-20"}
user=> (:app/http-client system)
#object[org.apache.http.impl.client.InternalHttpClient 0x«_h» "org.apache.http.impl.client.InternalHttpClient@«_h»"]
`, V{"a": g.rkLive(), "b": g.whsec(), "_h": g.hex(8)}, ":app/http-client")
	g.srAdd("aero-env-tags", `
$ cat resources/config.edn
{:db {:host #or [#env DB_HOST "localhost"]
      :password #env DB_PASSWORD
      :user "ledger"}
 :stripe {:api-key #env STRIPE_API_KEY}
 :instance-id #uuid "«_id»"}
user=> (aero/read-config "resources/config.edn" {:profile :dev})
{:db {:host "localhost", :password nil, :user "ledger"}, :stripe {:api-key nil}, :instance-id #uuid "«_id»"}
`, V{"_id": g.uuid()}, ":password #env DB_PASSWORD", "{:api-key nil}")
	g.srAdd("lua-inspect-openresty", `
$ resty -e 'local inspect = require "inspect"; print(inspect(require("conf")))'
{
  jwt_secret = "«a»",
  redis = {
    host = "127.0.0.1",
    password = "«b»",
    port = 6379
  },
  upstream = "http://127.0.0.1:8080"
}
`, V{"a": g.an(48), "b": g.pw()}, `upstream = "http://127.0.0.1:8080"`)
	g.srAdd("lua-serpent-table-refs", `
> print(serpent.block(req_ctx))
{
  created = 1717401234,
  meta = {
    agent = "curl/8.5.0",
    ip = "10.0.4.17"
  } --[[table: 0x«_t1»]],
  on_done = function() --[[..skipped..]] end,
  request_id = "«_rid»",
  user_id = 42
} --[[table: 0x«_t2»]]
`, V{"_t1": "55d1c2" + g.hex(6), "_rid": g.uuid(), "_t2": "55d1c2" + g.hex(6)}, "--[[..skipped..]]")
	g.srAdd("perl-data-dumper-hash", `
$ perl -MData::Dumper -e 'require "./conf/crm.pl"; print Dumper(\%CONF)'
$VAR1 = {
          'dsn' => 'DBI:mysql:database=crm;host=db01.lan',
          'user' => 'crm',
          'pass' => '«a»',
          'smtp' => {
                      'host' => 'mail.lan',
                      'port' => 25
                    }
        };
`, V{"a": g.pw()}, "DBI:mysql:database=crm;host=db01.lan")
	g.srAdd("perl-data-dumper-blessed", `
$ perl -Ilib -MData::Dumper -MAcme::PagerDuty -e '$Data::Dumper::Sortkeys=1; print Dumper(Acme::PagerDuty->new)'
$VAR1 = bless( {
                 'api_key' => '«a»',
                 'base_url' => 'https://api.pagerduty.com',
                 'ua' => bless( {
                                  'max_redirect' => 7,
                                  'protocols_allowed' => undef,
                                  'timeout' => 180
                                }, 'LWP::UserAgent' )
               }, 'Acme::PagerDuty' );
`, V{"a": g.s(alAlnum+"+_-", 20)}, "'Acme::PagerDuty'", "https://api.pagerduty.com")
	g.srAdd("perl-dumper-masked-digest", `
$ perl -MData::Dumper -e '$Data::Dumper::Indent=1; print Dumper(Acme::Upload::meta($file))'
$VAR1 = {
  'digest' => '«_d»',
  'mtime' => «_mt»,
  'password' => '********',
  'size' => 4096,
  'uploader' => 'backup-bot'
};
`, V{"_d": g.hex(40), "_mt": g.srTs()}, "'password' => '********'", "backup-bot")
	g.srAdd("haskell-show-record", `
ghci> cfg <- loadConfig "config/prod.yaml"
ghci> cfg
Config {cfgDbUrl = "postgresql://servant:«a»@pg.internal:5432/servant", cfgJwtKey = "«b»", cfgPort = 8080, cfgLogLevel = LevelInfo}
`, V{"a": g.pwURL(), "b": g.b64(32)}, "cfgLogLevel = LevelInfo")
	g.srAdd("r-dput-credentials", `
> creds <- config::get("warehouse")
> dput(creds)
list(driver = "Snowflake", server = "acme-eu.snowflakecomputing.com", 
    uid = "ANALYTICS_SVC", pwd = "«a»", warehouse = "REPORTING_WH", 
    role = "ANALYST")
`, V{"a": g.pwStrong()}, "acme-eu.snowflakecomputing.com", "ANALYTICS_SVC")
	g.srAdd("r-str-response", `
> str(resp, max.level = 1)
List of 4
 $ status    : int 200
 $ request_id: chr "«_rid»"
 $ token     : chr "<redacted>"
 $ expires   : POSIXct[1:1], format: "2024-06-03 10:12:44"
`, V{"_rid": g.uuid()}, `chr "<redacted>"`)
}

// ---- Node ----

func (g *G) srNode() {
	g.srAdd("node-console-log-url-object", `
$ node -e 'console.log(new URL(process.env.DATABASE_URL))'
URL {
  href: 'postgres://app:«a»@db.internal:5432/app?sslmode=require',
  origin: 'null',
  protocol: 'postgres:',
  username: 'app',
  password: '«a»',
  host: 'db.internal:5432',
  hostname: 'db.internal',
  port: '5432',
  pathname: '/app',
  search: '?sslmode=require',
  searchParams: URLSearchParams { 'sslmode' => 'require' },
  hash: ''
}
`, V{"a": g.pwURL()}, "hostname: 'db.internal'")
	g.srAdd("node-config-depth-elision", `
$ node -e 'console.log(require("./dist/config").default)'
{
  server: { port: 3000, host: '0.0.0.0', trustProxy: true },
  auth: {
    jwt: {
      secret: '«a»',
      expiresIn: '1h'
    },
    providers: [ [Object], [Object] ]
  },
  db: { url: 'postgres://api@pg.internal:5432/api', pool: { min: 2, max: 10 } },
  features: [ 'billing', 'sso', 'audit-log' ]
}
`, V{"a": g.b64u(64)}, "providers: [ [Object], [Object] ]", "postgres://api@pg.internal:5432/api")
	g.srAdd("node-inspect-all-elided", `
> config
{
  region: 'eu-west-1',
  clients: { stripe: [Object], github: [Object], slack: [Object] },
  queues: [ [Object], [Object], [Object], ... 4 more items ],
  [Symbol(kLoaded)]: true
}
> Object.keys(config.clients.stripe)
[ 'apiKey', 'apiVersion', 'maxNetworkRetries' ]
`, V{}, "clients: { stripe: [Object], github: [Object], slack: [Object] }", "... 4 more items")
	g.srAdd("node-querystring-null-prototype", `
> querystring.parse(body)
[Object: null prototype] {
  grant_type: 'refresh_token',
  refresh_token: '«a»',
  client_id: '«_cid»',
  client_secret: '«b»'
}
`, V{"a": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com", "b": g.gocspx()}, "[Object: null prototype]")
	g.srAdd("node-class-instance-client", `
$ node scripts/check-mail.js
MailgunClient {
  baseUrl: 'https://api.eu.mailgun.net/v3',
  domain: 'mg.acme-events.com',
  apiKey: '«a»',
  timeout: 10000,
  agent: Agent {
    _events: [Object: null prototype] {
      free: [Function (anonymous)],
      newListener: [Function: maybeEnableKeylog]
    },
    keepAlive: true,
    maxSockets: 50,
    [Symbol(kCapture)]: false
  }
}
`, V{"a": g.mailgun()}, "https://api.eu.mailgun.net/v3", "[Function: maybeEnableKeylog]")
	g.srAdd("node-buffer-and-typed-array", `
> fs.readFileSync("public/logo.png")
<Buffer 89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52 00 00 01 00 00 00 01 00 08 06 00 00 00 5c 72 a8 66 00 00 00 09 70 48 59 73 00 00 0b 13 00 00 0b 13 ... 18342 more bytes>
> v8.serialize({ id: 1 })
<Buffer ff 0f 6f 22 02 69 64 49 02 7b 01>
> crypto.randomUUID()
'«_u»'
`, V{"_u": g.uuid()}, "<Buffer ff 0f 6f 22 02 69 64 49 02 7b 01>", "... 18342 more bytes>")
	g.srAdd("undici-headers-inspect", `
$ node --inspect-brk scripts/sync.mjs
debug> exec('init.headers')
HeadersList {
  cookies: null,
  [Symbol(headers map)]: Map(3) {
    'authorization' => { name: 'Authorization', value: 'Bearer «a»' },
    'content-type' => { name: 'Content-Type', value: 'application/json' },
    'notion-version' => { name: 'Notion-Version', value: '2022-06-28' }
  },
  [Symbol(headers map sorted)]: null
}
`, V{"a": g.notion()}, "[Symbol(headers map)]: Map(3)", "2022-06-28")
	g.srAdd("node-print-json-stringify", `
$ node -p "JSON.stringify(require('./config/production.json'))"
{"space":"«_sp»","environment":"master","deliveryToken":"«=del»","managementToken":"«a»","previewToken":"«b»"}
`, V{"_sp": g.s(alLowNum, 12), "=del": g.b64u(43), "a": "CFPAT-" + g.b64u(43), "b": g.b64u(43)}, `"environment":"master"`)
	g.srAdd("node-repl-map-sessions", `
> sessions
Map(2) {
  '«=s1»' => { userId: 42, provider: 'github', accessToken: '«a»' },
  '«=s2»' => { userId: 97, provider: 'github', accessToken: '«b»' }
}
> sessions.size
2
`, V{"=s1": g.hex(32), "a": g.gho(), "=s2": g.hex(32), "b": g.gho()}, "provider: 'github'")
	g.srAdd("pino-redacted-log", `
$ kubectl logs deploy/api --tail 1 | jq .
{
  "level": 30,
  "time": 1717405964118,
  "pid": 1,
  "hostname": "api-6b9d7c6f5d-2xq8p",
  "req": {
    "id": "«_rid»",
    "method": "POST",
    "url": "/v1/orders",
    "headers": {
      "authorization": "[Redacted]",
      "cookie": "[Redacted]",
      "user-agent": "okhttp/4.12.0"
    }
  },
  "msg": "request completed",
  "responseTime": 42
}
`, V{"_rid": g.uuid()}, `"authorization": "[Redacted]"`, "api-6b9d7c6f5d-2xq8p")
	g.srAdd("axios-error-config-headers", `
$ node scripts/backfill.js
AxiosError: Request failed with status code 401
    at settle (/srv/backfill/node_modules/axios/dist/node/axios.cjs:2019:12)
    at IncomingMessage.handleStreamEnd (/srv/backfill/node_modules/axios/dist/node/axios.cjs:3135:11) {
  code: 'ERR_BAD_REQUEST',
  config: {
    transitional: {
      silentJSONParsing: true,
      forcedJSONParsing: true,
      clarifyTimeoutError: false
    },
    adapter: [ 'xhr', 'http', 'fetch' ],
    timeout: 0,
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': undefined,
      Authorization: 'Bearer «a»',
      'User-Agent': 'axios/1.7.2',
      'Accept-Encoding': 'gzip, compress, deflate, br'
    },
    method: 'get',
    url: 'https://api.linear.app/graphql',
    data: undefined
  },
`, V{"a": g.linear()}, "https://api.linear.app/graphql", "Object [AxiosHeaders]")
	g.srAdd("console-dir-signup-body", `
$ npm run dev
[api] POST /auth/signup
[api] {
[api]   email: 'tomasz.nowak@example.pl',
[api]   password: '«a»',
[api]   passwordConfirm: '«a»',
[api]   referral: 'SPRING24',
[api]   acceptTerms: true
[api] }
`, V{"a": g.pw()}, "tomasz.nowak@example.pl", "SPRING24")
}

// ---- YAML, TOML, JSON5 ----

func (g *G) srYAML() {
	{
		der := append([]byte{0x30, 0x82, 0x0a, 0x1c, 0x02, 0x01, 0x03, 0x30, 0x82, 0x09, 0xd6, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01}, g.bytes(560)...)
		ks := strings.ReplaceAll(wrap(base64.StdEncoding.EncodeToString(der), 76), "\n", "\n    ")
		g.srAdd("yaml-binary-keystore", `
$ cat deploy/values.prod.yaml
replicaCount: 3
tls:
  enabled: true
  keystoreType: PKCS12
  keystorePassword: «a»
  keystore: !!binary |
    «b»
ingress:
  host: payments.acme.io
`, V{"a": g.pw(), "b": ks}, "payments.acme.io", "keystoreType: PKCS12")
	}
	g.srAdd("compose-anchor-merge", `
$ cat docker-compose.yml
x-db-env: &db-env
  POSTGRES_USER: app
  POSTGRES_PASSWORD: «a»
  POSTGRES_DB: app

services:
  db:
    image: postgres:16
    environment: *db-env
  api:
    image: ghcr.io/acme/api:1.14.2
    environment:
      <<: *db-env
      DATABASE_HOST: db
$ docker compose config | grep -n POSTGRES_PASSWORD
14:      POSTGRES_PASSWORD: «a»
31:      POSTGRES_PASSWORD: «a»
`, V{"a": g.pw()}, "x-db-env: &db-env", "<<: *db-env")
	g.srAdd("pyyaml-python-object-tag", `
>>> import yaml
>>> print(yaml.dump(settings))
!!python/object:app.settings.Settings
api_token: «a»
base_id: app«_base»
base_url: https://api.airtable.com/v0
retries: 3

`, V{"a": g.airtable(), "_base": g.an(14)}, "!!python/object:app.settings.Settings", "https://api.airtable.com/v0")
	{
		ico := base64.StdEncoding.EncodeToString(append([]byte{0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0x68, 4, 0, 0, 0x16, 0, 0, 0}, g.bytes(180)...))
		g.srAdd("configmap-binarydata-favicon", `
$ kubectl get configmap web-assets -n web -o yaml
apiVersion: v1
binaryData:
  favicon.ico: «_b»
data:
  robots.txt: |
    User-agent: *
    Disallow: /admin
kind: ConfigMap
metadata:
  creationTimestamp: "2024-05-28T07:44:10Z"
  name: web-assets
  namespace: web
  resourceVersion: "«_rv»"
  uid: «_uid»
`, V{"_b": ico, "_rv": g.digits(8), "_uid": g.uuid()}, "Disallow: /admin")
	}
	g.srAdd("gitlab-ci-anchor-variables", `
$ cat .gitlab-ci.yml
.deploy_template: &deploy
  image: alpine:3.20
  before_script:
    - apk add --no-cache openssh-client
    - echo "$DEPLOY_KEY" | base64 -d > ~/.ssh/id_ed25519 && chmod 600 ~/.ssh/id_ed25519
  variables:
    REGISTRY_PASSWORD: $CI_REGISTRY_PASSWORD
    KUBE_TOKEN: ${STAGING_KUBE_TOKEN}

deploy_staging:
  <<: *deploy
  environment: staging
  script:
    - ./deploy.sh staging
`, V{}, "REGISTRY_PASSWORD: $CI_REGISTRY_PASSWORD", "KUBE_TOKEN: ${STAGING_KUBE_TOKEN}")
	g.srAdd("toml-inline-tables", `
$ cat config/prod.toml
[server]
bind = "0.0.0.0:8080"
public_url = "https://status.acme.io"

database = { url = "postgres://status:«a»@pg.internal:5432/status", pool = 10 }
smtp = { host = "smtp.mailgun.org", port = 587, user = "postmaster@mg.acme.io", password = "«b»" }
`, V{"a": g.pwURL(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "https://status.acme.io", "postmaster@mg.acme.io")
	g.srAdd("toml-array-of-tables", `
$ cat /etc/pinger/targets.toml
interval = "30s"

[[targets]]
name = "eu-1"
url = "https://eu-1.probe.acme.io/ingest"
token = "«a»"

[[targets]]
name = "us-1"
url = "https://us-1.probe.acme.io/ingest"
token = "«b»"
`, V{"a": g.hex(40), "b": g.hex(40)}, "https://eu-1.probe.acme.io/ingest", "https://us-1.probe.acme.io/ingest")
	g.srAdd("cargo-lock-checksums", `
$ sed -n '1,18p' Cargo.lock
# This file is automatically @generated by Cargo.
# It is not intended for manual editing.
version = 3

[[package]]
name = "aho-corasick"
version = "1.1.3"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_c1»"
dependencies = [
 "memchr",
]

[[package]]
name = "base64"
version = "0.22.1"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_c2»"
`, V{"_c1": g.hex(64), "_c2": g.hex(64)}, "registry+https://github.com/rust-lang/crates.io-index")
	g.srAdd("ansible-inventory-yaml", `
$ ansible-inventory -i inventories/prod --host db01.prod.lan --yaml
ansible_become_password: «a»
ansible_host: 10.20.0.11
ansible_user: deploy
postgres_replication_password: «b»
postgres_version: 16
`, V{"a": g.pw(), "b": g.pwURL()}, "ansible_host: 10.20.0.11", "postgres_version: 16")
	g.srAdd("ansible-vault-inline", `
$ cat group_vars/prod/vault.yml
db_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          «_v1»
          «_v2»
          «_v3»
smtp_user: alerts@acme.io
`, V{"_v1": g.hex(80), "_v2": g.hex(80), "_v3": g.hex(64)}, "$ANSIBLE_VAULT;1.1;AES256", "smtp_user: alerts@acme.io")
	g.srAdd("renovate-json5-hostrules", `
$ cat renovate.json5
{
  $schema: 'https://docs.renovatebot.com/renovate-schema.json',
  extends: ['config:recommended'],
  // private registry for @acme/* packages
  hostRules: [
    {
      matchHost: 'npm.pkg.github.com',
      hostType: 'npm',
      token: '«a»', // TODO move to encrypted
    },
  ],
  packageRules: [{ matchPackagePatterns: ['^@acme/'], groupName: 'acme internal' }],
}
`, V{"a": g.ghp()}, "npm.pkg.github.com", "https://docs.renovatebot.com/renovate-schema.json")
}

// ---- protobuf, MessagePack, CBOR, Avro, Thrift ----

func (g *G) srWire() {
	g.srAdd("protobuf-textproto-config", `
$ cat config/billing.txtpb
# proto-file: acme/gateway/v1/service.proto
# proto-message: ServiceConfig
name: "billing"
upstream {
  address: "payments.internal:443"
  timeout { seconds: 5 }
  auth {
    bearer_token: "«a»"
  }
}
rate_limit { requests_per_second: 200 }
`, V{"a": g.an(48)}, "payments.internal:443", "# proto-message: ServiceConfig")
	g.srAdd("protoc-decode-login-response", `
$ protoc --decode=acme.auth.v1.LoginResponse proto/acme/auth/v1/auth.proto < captured/login_resp.bin
session_id: "«=sid»"
access_token: "«a»"
expires_in: 3600
user {
  id: 4127
  email: "lena@studio-nord.de"
  roles: ROLE_ADMIN
}
`, V{"=sid": g.hex(32), "a": g.userJWT()}, "ROLE_ADMIN", "lena@studio-nord.de")
	g.srAdd("protoc-decode-raw", `
$ protoc --decode_raw < captured/req_0041.bin
1: "svc-reporting"
2: "«a»"
3 {
  1: 1717405964
  2: 3600
}
4: 0x3ff0000000000000
5: "eu-west-1"
`, V{"a": g.pwStrong()}, "svc-reporting", "0x3ff0000000000000")
	g.srAdd("grpcurl-describe-message", `
$ grpcurl -plaintext localhost:9090 describe acme.auth.v1.LoginRequest
acme.auth.v1.LoginRequest is a message:
message LoginRequest {
  string username = 1;
  string password = 2 [debug_redact = true];
  string otp_code = 3;
  .google.protobuf.Duration ttl = 4;
}
$ grpcurl -plaintext localhost:9090 list
acme.auth.v1.AuthService
grpc.health.v1.Health
grpc.reflection.v1alpha.ServerReflection
`, V{}, "string password = 2 [debug_redact = true];", "grpc.reflection.v1alpha.ServerReflection")
	g.srAdd("msgpack-unpackb-raw", `
>>> import msgpack
>>> msgpack.unpackb(frame, raw=True)
{b'v': 2, b'user': b'svc-metrics', b'token': b'«a»', b'scopes': [b'write:metrics'], b'exp': «_exp»}
`, V{"a": g.an(40), "_exp": g.srTs()}, "b'svc-metrics'", "[b'write:metrics']")
	g.srAdd("cbor-diag-cose-symmetric-key", `
$ cbor2diag.rb < keys/hmac.cose
{1: 4, 2: h'«_kid»', 3: 5, -1: h'«a»'}
# kty=Symmetric, alg=HMAC 256/256, k=-1
`, V{"_kid": srHexOf("hmac-key-2024"), "a": g.hex(64)}, "# kty=Symmetric, alg=HMAC 256/256, k=-1")
	g.srAdd("cbor-diag-webauthn-attestation", `
$ echo "$ATTESTATION_OBJECT" | base64 -d | cbor2diag.rb
{"fmt": "none", "attStmt": {}, "authData": h'«_ad»'}
$ # credential public key from authData:
{1: 2, 3: -7, -1: 1, -2: h'«_x»', -3: h'«_y»'}
`, V{"_ad": g.hex(194), "_x": g.hex(64), "_y": g.hex(64)}, `"fmt": "none"`)
	g.srAdd("avro-tools-tojson", `
$ avro-tools tojson --pretty=false exports/customers/part-00000.avro | head -n 2
{"id":"«_id1»","email":"billing@kleinbau.de","plan":"pro","api_key":{"string":"«a»"},"created_at":1717405964118}
{"id":"«_id2»","email":"it@hafenlogistik.de","plan":"free","api_key":null,"created_at":1717406011020}
`, V{"_id1": g.uuid(), "a": g.an(40), "_id2": g.uuid()}, "billing@kleinbau.de", `"api_key":null`)
	g.srAdd("thrift-tostring-auth-request", `
2024-06-03 09:12:44,118 DEBUG [HiveServer2-Handler-Pool: Thread-87] thrift.ThriftCLIService: Client protocol version: HIVE_CLI_SERVICE_PROTOCOL_V10
2024-06-03 09:12:44,120 DEBUG [HiveServer2-Handler-Pool: Thread-87] auth.PlainSaslHelper: TAuthRequest(username:svc_etl, password:«a», scope:READ_ONLY, clientVersion:2.4.1)
`, V{"a": g.pw()}, "HIVE_CLI_SERVICE_PROTOCOL_V10", "svc_etl")
	g.srAdd("flatc-json-asset-manifest", `
$ flatc --json --raw-binary --strict-json schemas/manifest.fbs -- build/assets.bin && cat assets.json
{
  "version": 42,
  "bundles": [
    {
      "name": "core",
      "hash": "«_h1»",
      "size": 1843211
    },
    {
      "name": "levels-w1",
      "hash": "«_h2»",
      "size": 9120384
    }
  ],
  "build_id": "«_b»"
}
`, V{"_h1": g.hex(40), "_h2": g.hex(40), "_b": g.uuid()}, "levels-w1")
	g.srAdd("kafka-avro-console-consumer", `
$ kafka-avro-console-consumer --bootstrap-server broker:9092 --topic user-events --from-beginning --max-messages 2 --property schema.registry.url=http://schema-registry:8081
{"event":"user.created","user_id":"«_u»","payload":{"email":"new.hire@acme.io","temp_password":{"string":"«a»"}},"ts":1717405964118}
{"event":"user.login","user_id":"«_u»","payload":{"email":"new.hire@acme.io","temp_password":null},"ts":1717406011020}
Processed a total of 2 messages
`, V{"_u": g.uuid(), "a": g.pw()}, "new.hire@acme.io", "Processed a total of 2 messages")
	{
		kid := g.digits(10)
		g.srAdd("tink-cleartext-keyset-json", `
$ tinkey list-keyset --in keys/payments.json
primary_key_id: «_kid» key_info {
  type_url: "type.googleapis.com/google.crypto.tink.AesGcmKey"
  status: ENABLED
  key_id: «_kid»
  output_prefix_type: TINK
}
$ cat keys/payments.json
{
  "primaryKeyId": «_kid»,
  "key": [
    {
      "keyData": {
        "typeUrl": "type.googleapis.com/google.crypto.tink.AesGcmKey",
        "value": "«a»",
        "keyMaterialType": "SYMMETRIC"
      },
      "status": "ENABLED",
      "keyId": «_kid»,
      "outputPrefixType": "TINK"
    }
  ]
}
`, V{"_kid": kid, "a": base64.StdEncoding.EncodeToString(append([]byte{0x1a, 0x10}, g.bytes(16)...))}, "type.googleapis.com/google.crypto.tink.AesGcmKey")
	}
}

// ---- document stores, key-value stores ----

func (g *G) srStores() {
	g.srAdd("mongosh-findone-integration", `
acme> db.integrations.findOne({ provider: 'slack' })
{
  _id: ObjectId('«_oid»'),
  tenantId: UUID('«_tid»'),
  provider: 'slack',
  teamId: '«_team»',
  botToken: '«a»',
  signingSecret: '«b»',
  installedAt: ISODate('«_d»'),
  scopes: [ 'chat:write', 'channels:read', 'commands' ]
}
`, V{"_oid": g.srOID(), "_tid": g.uuid(), "_team": g.slackT(), "a": g.xoxb(), "b": g.hex(32), "_d": g.srDate()}, "[ 'chat:write', 'channels:read', 'commands' ]")
	g.srAdd("mongosh-users-projection", `
acme> db.users.find({}, { email: 1, passwordHash: 1, lastLogin: 1, loginCount: 1, avatarId: 1 }).limit(2)
[
  {
    _id: ObjectId('«_o1»'),
    email: 'ops@acme.io',
    passwordHash: '«=h1»',
    lastLogin: ISODate('«_d1»'),
    loginCount: Long('4312'),
    avatarId: Binary.createFromBase64('«_b1»', 4)
  },
  {
    _id: ObjectId('«_o2»'),
    email: 'finance@acme.io',
    passwordHash: '«=h2»',
    lastLogin: ISODate('«_d2»'),
    loginCount: Long('87'),
    avatarId: null
  }
]
`, V{"_o1": g.srOID(), "=h1": g.bcrypt(), "_d1": g.srDate(), "_b1": g.b64(16), "_o2": g.srOID(), "=h2": g.bcrypt(), "_d2": g.srDate()}, "Long('4312')", "finance@acme.io")
	g.srAdd("bsondump-apikeys", `
$ bsondump --quiet dump/acme/apikeys.bson | head -n 2
{"_id":{"$oid":"«_o1»"},"name":"zapier","key":"«a»","owner":{"$oid":"«_own»"},"createdAt":{"$date":{"$numberLong":"1717405964118"}}}
{"_id":{"$oid":"«_o2»"},"name":"metabase","key":"«b»","owner":{"$oid":"«_own»"},"createdAt":{"$date":{"$numberLong":"1717406011020"}}}
`, V{"_o1": g.srOID(), "a": "ak_" + g.an(40), "_own": g.srOID(), "_o2": g.srOID(), "b": "ak_" + g.an(40)}, `"name":"metabase"`)
	g.srAdd("legacy-mongo-shell-pretty", `
> db.settings.find({ _id: "mail" }).pretty()
{
	"_id" : "mail",
	"smtp" : {
		"host" : "smtp.mailgun.org",
		"port" : 587,
		"user" : "postmaster@mg.acme.io",
		"pass" : "«a»"
	},
	"updated" : ISODate("2024-05-12T08:14:09.221Z"),
	"updatedBy" : ObjectId("«_o»")
}
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_o": g.srOID()}, `ISODate("2024-05-12T08:14:09.221Z")`)
	{
		cid := g.uuid()
		g.srAdd("redis-hgetall-oauth-client", `
127.0.0.1:6379> HGETALL oauth:client:«_cid»
 1) "client_id"
 2) "«_cid»"
 3) "client_secret"
 4) "«a»"
 5) "redirect_uris"
 6) "https://app.acme.io/oauth/callback"
 7) "grants"
 8) "authorization_code,refresh_token"
 9) "created_at"
10) "«_ts»"
`, V{"_cid": cid, "a": g.b64u(48), "_ts": g.srTs()}, "https://app.acme.io/oauth/callback", "authorization_code,refresh_token")
	}
	g.srAdd("redis-monitor-redacted-auth", `
$ redis-cli -h cache.internal MONITOR
OK
1717405964.118211 [0 10.0.3.17:53422] "HELLO" "3" "AUTH" "(redacted)" "(redacted)"
1717405964.118604 [0 10.0.3.17:53422] "CLIENT" "SETNAME" "api-7d9"
1717405964.120017 [0 10.0.3.17:53422] "SET" "sess:«=sid»" "{\"uid\":42,\"gh_token\":\"«a»\"}" "EX" "86400"
1717405964.131245 [0 10.0.3.22:40110] "GET" "rate:10.0.8.1"
`, V{"=sid": g.hex(32), "a": g.ghu()}, `"AUTH" "(redacted)" "(redacted)"`, `"CLIENT" "SETNAME" "api-7d9"`)
	{
		url := "https://hooks.partner.io/acme/812"
		sec := g.hex(64)
		g.srAdd("redis-raw-resp-nc", `
$ printf 'HGETALL webhook:812\r\n' | nc -q1 localhost 6379
*4
$3
url
$`+srLen(url)+`
`+url+`
$6
secret
$`+srLen(sec)+`
«a»
`, V{"a": sec}, url)
	}
	g.srAdd("redis-scan-debug-object", `
127.0.0.1:6379> SCAN 0 MATCH sess:* COUNT 100
1) "1792"
2) 1) "sess:«=s1»"
   2) "sess:«=s2»"
127.0.0.1:6379> DEBUG OBJECT sess:«=s1»
Value at:0x7f3a1c2e5d80 refcount:1 encoding:listpack serializedlength:212 lru:12412345 lru_seconds_idle:12
127.0.0.1:6379> MEMORY USAGE sess:«=s1»
(integer) 360
127.0.0.1:6379> TTL sess:«=s1»
(integer) 85122
`, V{"=s1": g.hex(32), "=s2": g.hex(32)}, "Value at:0x7f3a1c2e5d80", "encoding:listpack")
	{
		sk := g.skLive()
		g.srAdd("etcdctl-get-json-base64", `
$ etcdctl get /config/payments/stripe_key -w json
{"header":{"cluster_id":«_cl»,"member_id":«_mem»,"revision":48213,"raft_term":7},"kvs":[{"key":"«_k»","create_revision":40012,"mod_revision":48102,"version":3,"value":"«a»"}],"count":1}
$ etcdctl get /config/payments/stripe_key -w json | jq -r '.kvs[0].key' | base64 -d
/config/payments/stripe_key
`, V{"_cl": g.digits(19), "_mem": g.digits(19), "_k": b64s("/config/payments/stripe_key"), "a": b64s(sk)}, "/config/payments/stripe_key")
	}
	g.srAdd("consul-kv-export", `
$ consul kv export app/billing/
[
	{
		"key": "app/billing/db_host",
		"flags": 0,
		"value": "«_h»"
	},
	{
		"key": "app/billing/db_password",
		"flags": 0,
		"value": "«a»"
	},
	{
		"key": "app/billing/feature_flags",
		"flags": 0,
		"value": "«_f»"
	}
]
`, V{"_h": b64s("pg-billing.service.consul"), "a": b64s(g.pw()), "_f": b64s(`{"new_invoices":true}`)}, "app/billing/db_password")
	{
		tok := g.hex(32) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12)
		line := `{"provider":"hubspot","access_token":"` + tok + `","expires_at":1717409564}`
		g.srAdd("memcached-get-value", `
$ printf 'get oauth:tenant:812\r\n' | nc -q1 memcached.internal 11211
VALUE oauth:tenant:812 0 «=n»
`+srT(line, V{"a": tok})+`
END
`, V{"=n": srLen(line), "a": tok}, "memcached.internal 11211")
	}
	g.srAdd("dynamodb-get-item", `
$ aws dynamodb get-item --table-name tenants --key '{"pk":{"S":"TENANT#812"},"sk":{"S":"INTEGRATION#twilio"}}'
{
    "Item": {
        "sk": {
            "S": "INTEGRATION#twilio"
        },
        "authToken": {
            "S": "«a»"
        },
        "accountSid": {
            "S": "«=sid»"
        },
        "pk": {
            "S": "TENANT#812"
        },
        "updatedAt": {
            "N": "«_ts»"
        }
    }
}
`, V{"a": g.hex(32), "=sid": g.twilioSID(), "_ts": g.srTs()}, "INTEGRATION#twilio")
	g.srAdd("dynamodb-scan-digests", `
$ aws dynamodb scan --table-name artifacts --projection-expression "pk, digest, size" --max-items 2
{
    "Items": [
        {
            "digest": {
                "B": "«_d1»"
            },
            "pk": {
                "S": "ARTIFACT#api-1.14.2.tar.gz"
            },
            "size": {
                "N": "48211934"
            }
        },
        {
            "digest": {
                "B": "«_d2»"
            },
            "pk": {
                "S": "ARTIFACT#worker-1.14.2.tar.gz"
            },
            "size": {
                "N": "21004811"
            }
        }
    ],
    "Count": 2,
    "ScannedCount": 2,
    "NextToken": "«_nt»"
}
`, V{"_d1": g.b64(32), "_d2": g.b64(32), "_nt": b64s(`{"ExclusiveStartKey":null,"boto_truncate_amount":2}`)}, "ARTIFACT#worker-1.14.2.tar.gz")
	g.srAdd("cqlsh-select-token", `
cqlsh:auth> SELECT user_id, token, expires_at FROM api_tokens WHERE user_id = «_u»;

 user_id                              | token                                    | expires_at
--------------------------------------+------------------------------------------+---------------------------------
 «_u» | «a» | 2024-09-01 00:00:00.000000+0000

(1 rows)
`, V{"_u": g.uuid(), "a": g.an(40)}, "2024-09-01 00:00:00.000000+0000")
}

// ---- property lists ----

func (g *G) srPlist() {
	g.srAdd("plutil-p-preferences", `
$ plutil -p ~/Library/Preferences/com.acme.SyncAgent.plist
{
  "AccountEmail" => "jana.novak@acme.io"
  "APIToken" => "«a»"
  "DeviceID" => "«_dev»"
  "LastSync" => 2024-06-03 09:12:44 +0000
  "SUEnableAutomaticChecks" => 1
}
`, V{"a": g.an(48), "_dev": strings.ToUpper(g.uuid())}, "jana.novak@acme.io", "2024-06-03 09:12:44 +0000")
	g.srAdd("defaults-read-unquoted-token", `
$ defaults read com.tinyapps.Deployer
{
    NSNavLastRootDirectory = "~/Projects";
    SUHasLaunchedBefore = 1;
    netlifyToken = «a»;
    selectedSiteId = «_site»;
    "NSWindow Frame Main" = "412 288 960 640 0 0 1728 1079 ";
}
`, V{"a": g.netlify(), "_site": g.uuid()}, `NSNavLastRootDirectory = "~/Projects";`)
	{
		p12 := strings.ReplaceAll(wrap(base64.StdEncoding.EncodeToString(append([]byte{0x30, 0x82, 0x0a, 0x61, 0x02, 0x01, 0x03, 0x30, 0x82, 0x0a, 0x27, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01}, g.bytes(420)...)), 52), "\n", "\n\t\t\t")
		g.srAdd("mobileconfig-pkcs12-payload", `
$ sed -n '6,28p' profiles/wifi-corp.mobileconfig
	<key>PayloadContent</key>
	<array>
		<dict>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadCertificateFileName</key>
			<string>jdoe.p12</string>
			<key>PayloadContent</key>
			<data>
			«b»
			</data>
			<key>PayloadDisplayName</key>
			<string>jdoe identity</string>
			<key>PayloadIdentifier</key>
			<string>com.apple.security.pkcs12.«_pid»</string>
			<key>PayloadType</key>
			<string>com.apple.security.pkcs12</string>
		</dict>
`, V{"a": g.pw(), "b": p12, "_pid": strings.ToUpper(g.uuid())}, "com.apple.security.pkcs12", "jdoe.p12")
	}
	g.srAdd("info-plist-plutil", `
$ plutil -p build/Release-iphoneos/Acme.app/Info.plist | head -n 16
{
  "BuildMachineOSBuild" => "23F79"
  "CFBundleDisplayName" => "Acme"
  "CFBundleExecutable" => "Acme"
  "CFBundleIdentifier" => "io.acme.mobile"
  "CFBundleShortVersionString" => "4.12.0"
  "CFBundleVersion" => "4120031"
  "DTPlatformVersion" => "17.5"
  "DTXcode" => "1540"
  "GitCommit" => "«_sha»"
  "NSAppTransportSecurity" => {
    "NSAllowsArbitraryLoads" => 0
  }
  "UIApplicationSceneManifest" => {
    "UIApplicationSupportsMultipleScenes" => 0
  }
`, V{"_sha": g.gitSHA()}, `"CFBundleIdentifier" => "io.acme.mobile"`)
	g.srAdd("nskeyedarchiver-plutil", `
$ plutil -p ~/Library/Containers/io.acme.notes/Data/Library/Preferences/io.acme.notes.plist | sed -n '1,22p'
{
  "lastWindowState" => {length = 412, bytes = 0x62706c69 73743030 d4010203 04050607 ... 00000000 0000017c }
  "recentDocuments" => {
    "$archiver" => "NSKeyedArchiver"
    "$objects" => [
      0 => "$null"
      1 => {
        "$class" => <CFKeyedArchiverUID 0x600003b2c0a0 [0x1f0f2e0a8]>{value = 4}
        "NS.objects" => [
          0 => <CFKeyedArchiverUID 0x600003b2c0c0 [0x1f0f2e0a8]>{value = 2}
        ]
      }
      2 => "file:///Users/jan/Documents/Q2-roadmap.md"
      3 => "«_id»"
    ]
    "$top" => {
      "root" => <CFKeyedArchiverUID 0x600003b2c100 [0x1f0f2e0a8]>{value = 1}
    }
    "$version" => 100000
  }
}
`, V{"_id": strings.ToUpper(g.uuid())}, `"$archiver" => "NSKeyedArchiver"`, "<CFKeyedArchiverUID 0x600003b2c0a0 [0x1f0f2e0a8]>{value = 4}")
	g.srAdd("plutil-convert-json-secrets-plist", `
$ plutil -convert json -r -o - App/Config/Secrets.plist
{
  "AlgoliaAdminKey" : "«a»",
  "AlgoliaAppID" : "«_app»",
  "AlgoliaSearchKey" : "«=search»",
  "SentryDSN" : "https:\/\/«=dsn»@o«_org».ingest.sentry.io\/«_proj»"
}
`, V{"a": g.hex(32), "_app": g.s(alUpNum, 10), "=search": g.hex(32), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, `"AlgoliaAppID"`)
	g.srAdd("launchctl-print-environment", `
$ launchctl print gui/501/com.acme.backup-agent | sed -n '1,24p'
gui/501/com.acme.backup-agent = {
	active count = 1
	path = /Users/jan/Library/LaunchAgents/com.acme.backup-agent.plist
	type = LaunchAgent
	state = running

	program = /usr/local/bin/restic-runner
	arguments = {
		/usr/local/bin/restic-runner
		--config
		/Users/jan/.config/restic/runner.toml
	}

	environment = {
		AWS_ACCESS_KEY_ID => «a»
		AWS_SECRET_ACCESS_KEY => «b»
		RESTIC_PASSWORD => «c»
		RESTIC_REPOSITORY => s3:s3.eu-central-1.amazonaws.com/acme-backups-jan
	}

	domain = gui/501 [100005]
	asid = 100005
	minimum runtime = 10
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwStrong()}, "s3:s3.eu-central-1.amazonaws.com/acme-backups-jan", "/Users/jan/Library/LaunchAgents/com.acme.backup-agent.plist")
}

// ---- query strings and form bodies ----

func (g *G) srForms() {
	g.srAdd("flask-request-form-repr", `
[2024-06-03 09:12:44,118] DEBUG in auth: token request form=ImmutableMultiDict([('grant_type', 'password'), ('username', 'ops@acme.io'), ('password', '«a»'), ('scope', 'read write')])
[2024-06-03 09:12:44,163] INFO in auth: issued token for ops@acme.io
`, V{"a": g.pw()}, "ImmutableMultiDict([('grant_type', 'password')")
	g.srAdd("django-querydict-post", `
(Pdb) p request.POST
<QueryDict: {'csrfmiddlewaretoken': ['«=csrf»'], 'username': ['admin'], 'password': ['«a»'], 'next': ['/admin/']}>
(Pdb) p request.META['REMOTE_ADDR']
'172.18.0.1'
`, V{"=csrf": g.an(64), "a": g.pw()}, "<QueryDict: {'csrfmiddlewaretoken'")
	g.srAdd("rails-parameters-filtered", `
Started POST "/users/sign_in" for 10.0.4.17 at 2024-06-03 09:12:44 +0000
Processing by Users::SessionsController#create as TURBO_STREAM
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"lena@studio-nord.de", "password"=>"[FILTERED]", "remember_me"=>"0"}, "commit"=>"Log in"}
Completed 303 See Other in 212ms (ActiveRecord: 3.1ms | Allocations: 8812)
`, V{}, `"password"=>"[FILTERED]"`, "Users::SessionsController#create")
	g.srAdd("urlencoded-percent-escaped-password", `
# DevTools > Network > login > Payload > view source
username=jdoe%40acme.io&password=«a»&remember=on&return_to=%2Fdashboard
`, V{"a": url.QueryEscape(g.pw() + "&" + g.pick(pwWords...))}, "username=jdoe%40acme.io", "return_to=%2Fdashboard")
	g.srAdd("s3-presigned-url-query", `
$ aws s3 presign s3://acme-exports/reports/2024-06.csv --expires-in 604800
https://acme-exports.s3.eu-central-1.amazonaws.com/reports/2024-06.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=ak»%2F20240603%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20240603T091244Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»
`, V{"=ak": g.awsID(), "a": g.hex(64)}, "X-Amz-Algorithm=AWS4-HMAC-SHA256")
	g.srAdd("node-qs-parse-nested", `
> qs.parse("filter[user]=jdoe&filter[status]=active&api_key=«a»&page=2")
{ filter: { user: 'jdoe', status: 'active' }, api_key: '«a»', page: '2' }
`, V{"a": g.an(32)}, "filter: { user: 'jdoe', status: 'active' }")
	g.srAdd("php-http-build-query-token-exchange", `
$ php artisan tinker
> http_build_query(['client_id' => config('services.zoom.client_id'), 'client_secret' => config('services.zoom.client_secret'), 'code' => $code, 'grant_type' => 'authorization_code', 'redirect_uri' => 'https://app.acme.io/zoom/callback'])
= "client_id=«_cid»&client_secret=«a»&code=«=code»&grant_type=authorization_code&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fzoom%2Fcallback"
`, V{"_cid": g.an(22), "a": g.an(32), "=code": g.b64u(32)}, "redirect_uri=https%3A%2F%2Fapp.acme.io%2Fzoom%2Fcallback")
	g.srAdd("go-url-values-postform", `
2024/06/03 09:12:44 token endpoint: form=map[client_id:[«_cid»] client_secret:[«a»] grant_type:[client_credentials] scope:[orders.read]]
2024/06/03 09:12:44 encoded: client_id=«_cid»&client_secret=«a»&grant_type=client_credentials&scope=orders.read
`, V{"_cid": g.uuid(), "a": g.b64u(40)}, "grant_type:[client_credentials]")
	g.srAdd("tracking-query-params", `
$ python -c 'from urllib.parse import urlsplit, parse_qs; print(parse_qs(urlsplit(input()).query))'
https://shop.acme.io/p/trail-runner-2?utm_source=newsletter&utm_medium=email&utm_campaign=june24&gclid=«_gc»&_ga=2.«_ga»
{'utm_source': ['newsletter'], 'utm_medium': ['email'], 'utm_campaign': ['june24'], 'gclid': ['«_gc»'], '_ga': ['2.«_ga»']}
`, V{"_gc": "Cj0KCQjw" + g.b64u(60), "_ga": g.digits(9) + "." + g.digits(10) + "-" + g.digits(9) + "." + g.digits(10)}, "'utm_campaign': ['june24']")
	g.srAdd("spring-parameter-map-masked", `
2024-06-03 09:12:44.118 DEBUG 1 --- [nio-8080-exec-4] c.a.web.RequestLoggingFilter : POST /login params={username=[jdoe], password=[******], _csrf=[******]} client=10.0.4.17
`, V{}, "password=[******]", "c.a.web.RequestLoggingFilter")
	g.srAdd("httpie-offline-multipart", `
$ http --offline --multipart POST https://api.acme.io/v1/imports api_token=«a» file@./contacts.csv
POST /v1/imports HTTP/1.1
Content-Length: 412
Content-Type: multipart/form-data; boundary=«_bd»
Host: api.acme.io
User-Agent: HTTPie/3.2.2

--«_bd»
Content-Disposition: form-data; name="api_token"

«a»
--«_bd»
Content-Disposition: form-data; name="file"; filename="contacts.csv"
Content-Type: text/csv

email,name
ana@example.com,Ana
--«_bd»--
`, V{"a": g.hex(40), "_bd": g.hex(32)}, "HTTPie/3.2.2", `filename="contacts.csv"`)
}

// ---- header maps ----

func (g *G) srHeaders() {
	g.srAdd("go-http-header-sharpv", `
2024/06/03 09:12:44 proxy: upstream rejected, req headers: http.Header{"Accept":[]string{"*/*"}, "Authorization":[]string{"Basic «a»"}, "User-Agent":[]string{"curl/8.5.0"}, "X-Forwarded-For":[]string{"10.0.4.17"}}
`, V{"a": b64s("ci-bot:" + g.pw())}, `"User-Agent":[]string{"curl/8.5.0"}`)
	g.srAdd("python-requests-headers", `
>>> r = requests.get("https://api.pipedrive.com/v1/deals", headers={"x-api-token": os.environ["PD_TOKEN"]})
>>> r.status_code
401
>>> r.request.headers
{'User-Agent': 'python-requests/2.32.3', 'Accept-Encoding': 'gzip, deflate', 'Accept': '*/*', 'Connection': 'keep-alive', 'x-api-token': '«a»'}
`, V{"a": g.hex(40)}, "python-requests/2.32.3")
	g.srAdd("starlette-headers-repr", `
INFO:     10.0.4.17:53422 - "GET /v1/me HTTP/1.1" 401 Unauthorized
DEBUG:    app.auth: rejected Headers({'host': 'api.local:8000', 'authorization': 'Bearer «a»', 'user-agent': 'python-httpx/0.27.0', 'accept': '*/*'})
`, V{"a": g.userJWT()}, "python-httpx/0.27.0")
	g.srAdd("aiohttp-cimultidict-proxy", `
>>> resp.request_info.headers
<CIMultiDictProxy('Host': 'acme-outdoor.myshopify.com', 'X-Shopify-Access-Token': '«a»', 'Accept': '*/*', 'Accept-Encoding': 'gzip, deflate', 'User-Agent': 'Python/3.12 aiohttp/3.9.5')>
`, V{"a": g.shpat()}, "acme-outdoor.myshopify.com", "Python/3.12 aiohttp/3.9.5")
	g.srAdd("express-raw-headers", `
> req.rawHeaders
[
  'Host',
  'localhost:3000',
  'User-Agent',
  'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
  'traceparent',
  '00-«_tr»-«_sp»-01',
  'If-None-Match',
  'W/"«_et»"',
  'X-Request-Id',
  '«_rid»'
]
`, V{"_tr": g.hex(32), "_sp": g.hex(16), "_et": g.hex(8) + "-" + g.b64u(27), "_rid": g.uuid()}, "localhost:3000")
	g.srAdd("spring-httpheaders-tostring", `
2024-06-03 09:12:44.118 DEBUG 1 --- [nio-8080-exec-2] c.a.gateway.UpstreamClient : -> POST https://api.hubapi.com/crm/v3/objects/contacts headers=[Content-Type:"application/json", Authorization:"Bearer «a»", X-Correlation-Id:"«_cid»", Content-Length:"212"]
`, V{"a": g.hubspot(), "_cid": g.uuid()}, "https://api.hubapi.com/crm/v3/objects/contacts")
	g.srAdd("ktor-logging-sanitized", `
2024-06-03 09:12:44.118 [DefaultDispatcher-worker-1] INFO  io.ktor.client.HttpClient - REQUEST: https://api.openai.com/v1/embeddings
METHOD: HttpMethod(value=POST)
COMMON HEADERS
-> Accept: application/json
-> Accept-Charset: UTF-8
-> Authorization: ***
CONTENT HEADERS
-> Content-Length: 96
-> Content-Type: application/json
`, V{}, "-> Authorization: ***", "HttpMethod(value=POST)")
	g.srAdd("rack-env-http-headers", `
[1] pry(#<Api::WebhooksController>)> request.env.select { |k, _| k.start_with?("HTTP_") }
=> {"HTTP_HOST"=>"api.acme.io",
 "HTTP_USER_AGENT"=>"Faraday v2.9.0",
 "HTTP_AUTHORIZATION"=>"Token token=\"«a»\"",
 "HTTP_X_REQUEST_ID"=>"«_rid»",
 "HTTP_VERSION"=>"HTTP/1.1"}
`, V{"a": g.hex(32), "_rid": g.uuid()}, "Faraday v2.9.0")
	g.srAdd("php-getallheaders-print-r", `
$ tail -n 9 /var/log/php/webhook-debug.log
Array
(
    [Host] => hooks.acme.io
    [User-Agent] => GitHub-Hookshot/«_hs»
    [X-GitHub-Event] => push
    [X-GitHub-Delivery] => «_del»
    [X-Auth-Token] => «a»
    [Content-Type] => application/json
)
`, V{"_hs": g.hex(7), "_del": g.uuid(), "a": g.an(40)}, "hooks.acme.io", "[X-GitHub-Event] => push")
}

// ---- environment maps printed by process managers ----

func (g *G) srEnvMaps() {
	g.srAdd("pm2-env-listing", `
$ pm2 env 0
NODE_ENV: production
PORT: 3000
DATABASE_URL: postgres://api:«a»@pg.internal:5432/api
JWT_SECRET: «b»
SENTRY_ENVIRONMENT: production
pm_id: 0
unique_id: «_uid»
exec_mode: cluster_mode
`, V{"a": g.pwURL(), "b": g.b64u(48), "_uid": g.uuid()}, "exec_mode: cluster_mode")
	g.srAdd("pm2-show-table", `
$ pm2 show api
 Describing process with id 0 - name api 
┌───────────────────┬──────────────────────────────────────┐
│ status            │ online                               │
│ name              │ api                                  │
│ version           │ 1.14.2                               │
│ restarts          │ 3                                    │
│ script path       │ /srv/api/dist/main.js                │
│ exec mode         │ cluster_mode                         │
│ node.js version   │ 20.14.0                              │
│ unique id         │ «_uid» │
└───────────────────┴──────────────────────────────────────┘
 Revision control metadata 
┌──────────────────┬──────────────────────────────────────────┐
│ revision control │ git                                      │
│ remote url       │ git@github.com:acme/api.git              │
│ last commit      │ «_sha» │
└──────────────────┴──────────────────────────────────────────┘
`, V{"_uid": g.uuid(), "_sha": g.gitSHA()}, "/srv/api/dist/main.js", "git@github.com:acme/api.git")
	g.srAdd("systemctl-show-environment", `
$ systemctl show billing.service -p Environment -p EnvironmentFiles
Environment=NODE_ENV=production PORT=8080 STRIPE_SECRET_KEY=«a» LOG_LEVEL=info
EnvironmentFiles=/etc/billing/billing.env (ignore_errors=no)
`, V{"a": g.skLive()}, "EnvironmentFiles=/etc/billing/billing.env (ignore_errors=no)")
	g.srAdd("docker-inspect-env-json", `
$ docker inspect -f '{{json .Config.Env}}' notifier
["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","NODE_VERSION=20.14.0","YARN_VERSION=1.22.22","SENDGRID_API_KEY=«a»","MAIL_FROM=noreply@acme.io"]
`, V{"a": g.sendgrid()}, "NODE_VERSION=20.14.0", "MAIL_FROM=noreply@acme.io")
	g.srAdd("proc-environ-tr", `
$ sudo cat /proc/$(pgrep -f gunicorn | head -1)/environ | tr '\0' '\n'
LANG=C.UTF-8
PATH=/srv/app/.venv/bin:/usr/bin
DJANGO_SETTINGS_MODULE=config.settings.prod
DJANGO_SECRET_KEY=«a»
DATABASE_URL=postgres://app:«b»@localhost:5432/app
INVOCATION_ID=«_inv»
`, V{"a": g.djangoKey(), "b": g.pwURL(), "_inv": g.hex(32)}, "DJANGO_SETTINGS_MODULE=config.settings.prod")
	g.srAdd("supervisord-env-expansion", `
$ cat /etc/supervisor/conf.d/worker.conf
[program:worker]
command=/srv/app/.venv/bin/celery -A proj worker -l info
directory=/srv/app
user=app
environment=DB_PASSWORD="%(ENV_DB_PASSWORD)s",BROKER_URL="%(ENV_BROKER_URL)s",NODE_ENV="production"
autostart=true
$ supervisorctl status worker
worker                           RUNNING   pid 4242, uptime 2 days, 3:11:09
`, V{}, `environment=DB_PASSWORD="%(ENV_DB_PASSWORD)s"`, "pid 4242, uptime 2 days, 3:11:09")
	g.srAdd("kubectl-set-env-list", `
$ kubectl set env deployment/api --list -n prod
# Deployment api, container api
NODE_ENV=production
DATABASE_URL=postgres://api@pg.prod.svc:5432/api
# DB_PASSWORD from secret db-credentials, key password
REDIS_PASSWORD=«a»
# STRIPE_SECRET_KEY from secret stripe, key secret_key
`, V{"a": g.an(32)}, "# DB_PASSWORD from secret db-credentials, key password", "postgres://api@pg.prod.svc:5432/api")
	{
		alloc := g.uuid()
		g.srAdd("nomad-alloc-exec-env", `
$ nomad alloc exec -task api «_a8» env | grep NOMAD_ | sort
NOMAD_ALLOC_DIR=/alloc
NOMAD_ALLOC_ID=«_alloc»
NOMAD_ALLOC_INDEX=0
NOMAD_DC=eu-west-1a
NOMAD_JOB_NAME=api
NOMAD_NAMESPACE=default
NOMAD_REGION=global
NOMAD_SECRETS_DIR=/secrets
NOMAD_TASK_NAME=api
`, V{"_a8": alloc[:8], "_alloc": alloc}, "NOMAD_SECRETS_DIR=/secrets")
	}
	g.srAdd("heroku-config-json", `
$ heroku config --json -a acme-api
{
  "DATABASE_URL": "postgres://«_u»:«a»@ec2-52-18-104-22.eu-west-1.compute.amazonaws.com:5432/«_db»",
  "RAILS_MASTER_KEY": "«b»",
  "REDIS_URL": "rediss://:«c»@ec2-34-247-10-201.eu-west-1.compute.amazonaws.com:17360",
  "WEB_CONCURRENCY": "2"
}
`, V{"_u": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(64), "_db": "d" + g.s(alLowNum, 13), "b": g.hex(32), "c": "p" + g.hex(64)}, `"WEB_CONCURRENCY": "2"`)
	g.srAdd("ps-eww-environment", `
$ ps eww -p 4242
    PID TTY      STAT   TIME COMMAND
   4242 ?        Ssl   12:03 node dist/main.js PATH=/usr/local/bin:/usr/bin HOSTNAME=sync-7c9d7 GITHUB_TOKEN=«a» NODE_ENV=production HOME=/home/node
`, V{"a": g.ghp()}, "node dist/main.js", "HOSTNAME=sync-7c9d7")
	g.srAdd("printenv-irsa-only", `
$ kubectl exec deploy/uploader -- printenv | sort | grep -E '^(AWS|OTEL|GIT)_'
AWS_DEFAULT_REGION=eu-west-1
AWS_REGION=eu-west-1
AWS_ROLE_ARN=arn:aws:iam::«_acct»:role/uploader-irsa
AWS_STS_REGIONAL_ENDPOINTS=regional
AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token
GIT_COMMIT=«_sha»
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.observability:4317
OTEL_SERVICE_NAME=uploader
`, V{"_acct": g.digits(12), "_sha": g.gitSHA()}, "AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token")
}

// ---- look-alikes across formats ----

func (g *G) srBenign() {
	g.srAdd("java-default-tostrings", `
2024-06-03 09:12:44.118  INFO 1 --- [main] c.a.auth.AuthConfig : tokenService=com.acme.auth.TokenService@«_h1», scopes=[Ljava.lang.String;@«_h2», refresh=Optional.empty, mode=Mode.CLIENT_CREDENTIALS
2024-06-03 09:12:44.119  INFO 1 --- [main] c.a.auth.AuthConfig : keyStore=java.security.KeyStore@«_h3» (type=PKCS12, aliases=[signing-2024])
`, V{"_h1": g.hex(8), "_h2": g.hex(8), "_h3": g.hex(8)}, "Mode.CLIENT_CREDENTIALS", "aliases=[signing-2024]")
	g.srAdd("python-object-reprs", `
>>> client
<app.clients.StripeClient object at 0x7f3a2c1e5d90>
>>> client.session
<requests.sessions.Session object at 0x7f3a2c1e6a10>
>>> client.refresh
<bound method StripeClient.refresh of <app.clients.StripeClient object at 0x7f3a2c1e5d90>>
>>> client.session.get("https://api.stripe.com/healthcheck")
<Response [200]>
>>> client.api_key
SecretStr('**********')
`, V{}, "<app.clients.StripeClient object at 0x7f3a2c1e5d90>", "SecretStr('**********')")
	g.srAdd("go-pointers-and-mutex", `
$ go run ./cmd/debugpool
pool: &{mu:{state:0 sema:0} conns:map[«_c1»:0xc000124000 «_c2»:0xc0001260c0] idle:[0xc000124000] cfg:0xc00001e0f0 closed:false}
cfg:  &{DSN:postgres://app@db.internal:5432/app MaxConns:10 IdleTimeout:5m0s Password:[redacted]}
`, V{"_c1": g.uuid(), "_c2": g.uuid()}, "Password:[redacted]", "0xc0001260c0")
	g.srAdd("rust-debug-response-etag", `
[2024-06-03T09:12:44Z DEBUG sync] Some(Ok(Response { url: "https://registry.npmjs.org/@acme%2fui", status: 304, headers: {"etag": "W/\"«_et»\"", "x-request-id": "«_rid»", "cf-ray": "«_ray»-FRA"} }))
`, V{"_et": g.hex(40), "_rid": g.uuid(), "_ray": g.hex(16)}, "https://registry.npmjs.org/@acme%2fui")
	g.srAdd("stripe-ruby-object-inspect", `
irb(main):004> Stripe::Customer.retrieve("cus_«_cus»")
=> #<Stripe::Customer:0x00007f8b1c0a4e28 id=cus_«_cus»> JSON: {
  "id": "cus_«_cus»",
  "object": "customer",
  "created": «_ts»,
  "email": "billing@kleinbau.de",
  "invoice_prefix": "«_ip»",
  "livemode": true,
  "default_source": "card_«_card»"
}
`, V{"_cus": g.an(14), "_ts": g.srTs(), "_ip": g.s(alUpNum, 8), "_card": g.an(24)}, "#<Stripe::Customer:0x00007f8b1c0a4e28")
	g.srAdd("masked-tostrings-mixed", `
$ grep -h -E 'Config|Settings|Options' logs/*.log | tail -n 6
SmtpSettings{host=smtp.office365.com, port=587, user=noreply@acme.io, password=<hidden>}
DbConfig[url=jdbc:postgresql://pg:5432/app, user=app, password=****]
Settings(api_key=SecretStr('**********'), region='eu-west-1')
ClientOptions { endpoint: "https://api.acme.io", token: "[REDACTED]" }
%Acme.Config{endpoint: "https://api.acme.io", secret: "***"}
{"apiKey":"<redacted>","timeoutMs":5000}
`, V{}, "password=<hidden>", "password=****", `token: "[REDACTED]"`, `"apiKey":"<redacted>"`)
	g.srAdd("npm-lock-integrity", `
$ jq '.packages["node_modules/zod"]' package-lock.json
{
  "version": "3.23.8",
  "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",
  "integrity": "sha512-«_i»",
  "license": "MIT",
  "funding": {
    "url": "https://github.com/sponsors/colinhacks"
  }
}
`, V{"_i": g.b64(64)}, "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz")
	g.srAdd("jwks-public-keys", `
$ curl -s https://auth.acme.io/.well-known/jwks.json | jq .
{
  "keys": [
    {
      "kty": "RSA",
      "use": "sig",
      "alg": "RS256",
      "kid": "«_kid»",
      "n": "«_n»",
      "e": "AQAB",
      "x5t": "«_x5t»"
    }
  ]
}
`, V{"_kid": g.b64u(43), "_n": g.b64u(342), "_x5t": g.b64u(27)}, `"e": "AQAB"`)
	g.srAdd("mongosh-ids-and-timestamps", `
rs0 [direct: primary] acme> db.oplog_marks.find().sort({ _id: -1 }).limit(1)
[
  {
    _id: ObjectId('«_oid»'),
    ts: Timestamp({ t: «_t», i: 3 }),
    ulid: '01«_ulid»',
    snowflake: Long('«_sf»'),
    ksuid: '«_ks»',
    checksum: '«_sum»'
  }
]
`, V{"_oid": g.srOID(), "_t": g.srTs(), "_ulid": g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24), "_sf": g.digits(19), "_ks": "2" + g.an(26), "_sum": g.hex(64)}, "rs0 [direct: primary] acme>")
	g.srAdd("placeholder-config-dump", `
$ ./bin/app config print --format yaml
database:
  host: pg.internal
  password: ${vault:secret/data/app#db_password}
smtp:
  password: "{{ .Values.smtp.password }}"
stripe:
  secret_key: <your-stripe-secret-key>
admin:
  initial_password: changeme
`, V{}, "${vault:secret/data/app#db_password}", "{{ .Values.smtp.password }}", "<your-stripe-secret-key>")
	{
		dig := g.bytes(32)
		var lines []string
		for off := 0; off < len(dig); off += 16 {
			var hx []string
			asc := []byte{}
			for _, c := range dig[off : off+16] {
				hx = append(hx, fmt.Sprintf("%02x", c))
				if c >= 32 && c < 127 {
					asc = append(asc, c)
				} else {
					asc = append(asc, '.')
				}
			}
			lines = append(lines, fmt.Sprintf("  %08x  %s  %s  |%s|", off, strings.Join(hx[:8], " "), strings.Join(hx[8:], " "), asc))
		}
		g.srAdd("spew-dump-digest-hexdump", `
$ go run ./cmd/artifact-info dist/api-1.14.2.tar.gz
(*main.Artifact)(0xc00011e000)({
 Name: (string) (len=17) "api-1.14.2.tar.gz",
 Digest: ([]uint8) (len=32 cap=32) {
«_l1»
«_l2»
 },
 Size: (int64) 48211934,
 Signed: (bool) true
})
`, V{"_l1": lines[0], "_l2": lines[1]}, "(*main.Artifact)(0xc00011e000)", "([]uint8) (len=32 cap=32)")
	}
	g.srAdd("envoy-config-dump-redacted-key", `
$ curl -s 'localhost:9901/config_dump?resource=dynamic_active_secrets' | jq '.configs[0]'
{
  "@type": "type.googleapis.com/envoy.admin.v3.SecretsConfigDump.DynamicSecret",
  "name": "server_cert",
  "version_info": "«_v»",
  "last_updated": "2024-06-03T09:12:44.118Z",
  "secret": {
    "@type": "type.googleapis.com/envoy.extensions.transport_sockets.tls.v3.Secret",
    "name": "server_cert",
    "tls_certificate": {
      "certificate_chain": {
        "inline_bytes": "«_cert»"
      },
      "private_key": {
        "inline_bytes": "«_red»"
      }
    }
  }
}
`, V{"_v": g.hex(16), "_cert": b64s(g.certPEM().block() + "\n"), "_red": b64s("[redacted]")}, "type.googleapis.com/envoy.extensions.transport_sockets.tls.v3.Secret")
	g.srAdd("sealed-secret-encrypted-data", `
$ cat k8s/prod/db-credentials.sealed.yaml
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: db-credentials
  namespace: prod
spec:
  encryptedData:
    password: «_e1»
    username: «_e2»
  template:
    metadata:
      name: db-credentials
      namespace: prod
`, V{"_e1": "AgB" + g.b64(510), "_e2": "AgA" + g.b64(500)}, "kind: SealedSecret")
	{
		h := g.hex(32)
		v := V{"=k": g.hex(32), "_h": h, "_ts": g.srTs()}
		g.srAdd("woocommerce-session-cart", srPHP(`
mysql> SELECT session_expiry, session_value FROM wp_woocommerce_sessions WHERE session_key = 't_«=k»'\G
*************************** 1. row ***************************
session_expiry: «_ts»
 session_value: a:3:{s:?:"cart";a:1:{s:?:"«_h»";a:3:{s:?:"key";s:?:"«_h»";s:?:"product_id";i:412;s:?:"quantity";i:2;}}s:?:"currency";s:?:"EUR";s:?:"chosen_shipping_methods";a:1:{i:0;s:?:"flat_rate:3";}}
1 row in set (0.00 sec)
`, v), v, "flat_rate:3", "wp_woocommerce_sessions")
	}
	g.srAdd("phoenix-socket-inspect", `
[debug] CONNECTED TO MyAppWeb.UserSocket in 412µs
  Transport: :websocket
  Serializer: Phoenix.Socket.V2.JSONSerializer
  Parameters: %{"token" => "[FILTERED]", "vsn" => "2.0.0"}
iex(2)> socket
%Phoenix.Socket{assigns: %{user_id: 42}, channel: nil, channel_pid: nil, endpoint: MyAppWeb.Endpoint, handler: MyAppWeb.UserSocket, id: "users_socket:42", joined: false, join_ref: nil, private: %{}, pubsub_server: MyApp.PubSub, ref: nil, serializer: Phoenix.Socket.V2.JSONSerializer, topic: nil, transport: :websocket, transport_pid: #PID<0.4821.0>}
`, V{}, `Parameters: %{"token" => "[FILTERED]", "vsn" => "2.0.0"}`, "#PID<0.4821.0>")
	g.srAdd("redis-hgetall-bull-job", `
127.0.0.1:6379> HGETALL bull:emails:4812
 1) "name"
 2) "send-receipt"
 3) "data"
 4) "{\"orderId\":\"«_oid»\",\"template\":\"receipt-v3\"}"
 5) "opts"
 6) "{\"attempts\":3,\"backoff\":{\"type\":\"exponential\",\"delay\":1000}}"
 7) "timestamp"
 8) "1717405964118"
 9) "processedOn"
10) "1717405964331"
11) "finishedOn"
12) "1717405965002"
13) "returnvalue"
14) "{\"messageId\":\"<«_mid»@email.amazonses.com>\"}"
`, V{"_oid": g.uuid(), "_mid": "0102018f" + g.hex(8) + "-" + g.uuid() + "-000000"}, "bull:emails:4812", "receipt-v3")
}
